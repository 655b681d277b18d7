"""Where llama.cpp's output goes: the log, never over what the rest of Klang prints."""
from __future__ import annotations

import logging
import sys
import threading

import pytest

from engine.backends.base import ModelError
from engine.backends.llama import LlamaBackend
from engine.backends.llama_output import LlamaLog, loader_stderr_to_log

DEBUG, INFO, WARN, ERROR, CONTINUE = 1, 2, 3, 4, 5


def test_llama_cpp_pieces_become_whole_lines_in_the_log_and_errors_are_kept(caplog):
    llama_log = LlamaLog()
    with caplog.at_level(logging.DEBUG, logger="klang.llama_cpp"):
        llama_log(INFO, b"llama_model_loader: loaded meta data", None)
        llama_log(CONTINUE, b" with 30 key-value pairs\n", None)
        llama_log(WARN, b"n_ctx_per_seq (512) < n_ctx_train (8192)\n", None)
        llama_log(ERROR, b"llama_model_load: error loading model: bad header\n", None)
    lines = [(record.levelno, record.getMessage()) for record in caplog.records]
    assert lines == [
        (logging.DEBUG, "llama_model_loader: loaded meta data with 30 key-value pairs"),
        (logging.INFO, "n_ctx_per_seq (512) < n_ctx_train (8192)"),
        (logging.ERROR, "llama_model_load: error loading model: bad header"),
    ]
    assert list(llama_log.errors) == ["llama_model_load: error loading model: bad header"]


def test_during_a_load_only_the_loading_threads_stderr_goes_to_the_log(capsys, caplog):
    def other_thread_reports():
        print("Klang: an error the user must see", file=sys.stderr)

    with caplog.at_level(logging.DEBUG, logger="klang.llama_cpp"), loader_stderr_to_log():
        print("Model metadata: {...}", file=sys.stderr)
        printer = threading.Thread(target=other_thread_reports)
        printer.start()
        printer.join()
    err = capsys.readouterr().err
    assert err == "Klang: an error the user must see\n"
    assert [record.getMessage() for record in caplog.records] == ["Model metadata: {...}"]
    print("after the load", file=sys.stderr)
    assert capsys.readouterr().err == "after the load\n"


def test_a_broken_gguf_is_refused_with_llama_cpps_reason(tmp_path):
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF\x03\x00\x00\x00 cut short")
    with pytest.raises(ModelError) as refused:
        LlamaBackend(broken).load()
    assert str(broken) in str(refused.value) and "failed to read header" in str(refused.value)
    assert "--model" in str(refused.value)
