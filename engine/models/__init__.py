"""Models Klang can run: the bundled ones, GGUF files already on the machine, OpenAI-compatible servers."""
