import pytest

from engine.agent import Agent
from engine.agent_budget import CUT_NOTE, MESSAGE_OVERHEAD, Exchange, cut_to, fit, shares
from engine.backends.base import estimate_tokens
from engine.backends.scripted import ScriptedBackend
from engine.events import AnswerDone, Notice, ToolFinished
from engine.routing import Route
from engine.tools.base import ToolContext, ToolResult, ToolSpec
from tests.gated import GUARD_SECONDS

SYSTEM = {"role": "system", "content": "You are Klang."}
LINES = "".join(f"line {n}: the tenant pays 12,500 baht on the 5th\n" for n in range(200))


def result_of(tool: str, text: str) -> Exchange:
    call = {"role": "assistant", "content": f'{{"tool": "{tool}", "arguments": {{}}}}'}
    return Exchange(tool, call, {"role": "user"}, f"Result of {tool}:\n", text)


def test_a_result_is_cut_at_a_line_boundary_and_says_how_much_is_shown():
    text, shown = cut_to(LINES, 300, estimate_tokens)
    head, note = text.split("\n[…")
    assert estimate_tokens(text) <= 300 and LINES.startswith(head + "\n") and head.endswith("on the 5th")
    assert shown == len(head) and note == CUT_NOTE.format(shown=shown, total=len(LINES)).split("\n[…")[1]
    assert cut_to("short", 300, estimate_tokens) == ("short", 5)


def test_a_single_line_longer_than_the_room_is_cut_inside_the_line():
    text, shown = cut_to("ก" * 10_000, 500, estimate_tokens)
    assert 0 < shown < 250 and text.startswith("ก" * shown) and estimate_tokens(text) <= 500


def test_room_is_shared_small_results_whole_and_big_ones_evenly():
    assert shares([100, 5000, 5000], 2100) == [100, 1000, 1000]
    assert shares([10, 20], 0) == [0, 0]


def test_oldest_history_goes_first_and_the_question_and_system_prompt_stay():
    history = [{"role": "user" if n % 2 == 0 else "assistant", "content": f"message {n} " + "word " * 100,
                "tools": ()} for n in range(6)]
    prompt = fit(estimate_tokens, 400, SYSTEM, 0, history, "what is the rent?", [], ())
    assert prompt.messages[0] == SYSTEM and prompt.messages[-1] == {"role": "user", "content": "what is the rent?"}
    kept = [m["content"] for m in prompt.messages[1:-1]]
    assert kept and all(text.startswith(f"message {n}") for n, text in zip(range(6 - len(kept), 6), kept))
    assert prompt.notices == (Notice("history_trimmed", {"dropped": 6 - len(kept)}),)
    assert prompt.tokens <= 400 and all("tools" not in m for m in prompt.messages)


def test_tool_results_are_cut_only_after_all_history_is_gone():
    history = [{"role": "user", "content": "an earlier question"}, {"role": "assistant", "content": "its answer"}]
    prompt = fit(estimate_tokens, 900, SYSTEM, 0, history, "summarize it", [result_of("read_file", LINES)], ())
    assert prompt.messages[1] == {"role": "user", "content": "summarize it"}  # no history left before it
    [dropped, trimmed] = prompt.notices
    assert dropped == Notice("history_trimmed", {"dropped": 2}) and trimmed.key == "result_trimmed"
    assert trimmed.values["tool"] == "read_file" and trimmed.values["total"] == len(LINES)
    assert 0 < trimmed.values["shown"] < len(LINES) and prompt.tokens <= 900
    assert prompt.messages[-1]["content"].startswith("Result of read_file:\nline 0:")


def test_a_question_longer_than_the_context_is_cut_with_a_notice():
    question = "please read this: " + "ข้อความ " * 2000
    prompt = fit(estimate_tokens, 1000, SYSTEM, 0, [], question, [], ())
    [notice] = prompt.notices
    assert notice.key == "question_trimmed" and notice.values["total"] == len(question)
    assert prompt.messages[-1]["content"].startswith("please read this:") and prompt.tokens <= 1000


def test_native_tool_specs_count_against_the_room():
    without = fit(estimate_tokens, 700, SYSTEM, 0, [], "q", [result_of("read_file", LINES)], ())
    with_specs = fit(estimate_tokens, 700, SYSTEM, 300, [], "q", [result_of("read_file", LINES)], ())
    assert with_specs.notices[0].values["shown"] < without.notices[0].values["shown"]
    assert with_specs.tokens <= 700 and with_specs.tokens >= 300 + MESSAGE_OVERHEAD


def big_read(ctx: ToolContext, path: str) -> ToolResult:
    return ToolResult(LINES * 3, {"path": path})


READ = ToolSpec("read_file", "test reader", {"type": "object", "properties": {"path": {"type": "string"}},
                "required": ["path"], "additionalProperties": False}, big_read)


def test_every_step_of_a_turn_fits_a_small_context_and_the_card_hears_what_was_cut(config, scripted_model):
    model = scripted_model(backend=ScriptedBackend(["The rent is 12,500 baht."], echo_when_empty=False, n_ctx=1024))
    cfg = config.replace(max_answer_tokens=256)
    agent = Agent(cfg, model.queue, (READ,), router=lambda text, names, recent=(): Route("read_file", {"path": "/a"}, "t"))
    history = [{"role": "user", "content": "old " * 300}, {"role": "assistant", "content": "reply " * 300}]
    events = []
    result = agent.run(history, "what is the rent?", ToolContext(config=cfg, workspect=cfg.workspect_dir), events.append)
    assert result.text == "The rent is 12,500 baht."
    [request] = model.backend.requests
    counted = sum(estimate_tokens(m["content"]) + MESSAGE_OVERHEAD for m in request.messages)
    assert counted <= 1024 - 256
    assert request.messages[0]["content"] == agent.system_prompt
    notices = [e for e in events if isinstance(e, Notice)]
    assert [n.key for n in notices] == ["history_trimmed", "result_trimmed"]
    [finished] = [e for e in events if isinstance(e, ToolFinished)]
    assert notices[1].values["tool"] == "read_file" and notices[1].values["total"] == len(finished.result)
    assert 0 < notices[1].values["shown"] < len(finished.result)


THAI_CONTRACT = "".join(f"ข้อ {n} ผู้เช่าตกลงชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5 ของทุกเดือน\n" for n in range(1, 120))


def contract_read(ctx: ToolContext, path: str) -> ToolResult:
    return ToolResult(THAI_CONTRACT, {"path": path})


@pytest.mark.model
def test_the_default_model_never_overflows_its_context_on_a_long_thai_result(config):
    """Issue 14: "Requested tokens (4111) exceed context window of 4096" after one read. Here the result alone
    is several times a 1,024-token context, counted with the model's own tokenizer."""
    from engine.backends.llama import LlamaBackend
    from engine.config import bundled_model_path
    from engine.model_queue import ModelQueue

    queue = ModelQueue(LlamaBackend(bundled_model_path(), n_ctx=1024, n_threads=2))
    try:
        assert queue.wait_ready(GUARD_SECONDS).state == "ready"
        cfg = config.replace(max_answer_tokens=24)
        reader = ToolSpec("read_file", "test reader", READ.parameters, contract_read)
        agent = Agent(cfg, queue, (reader,), router=lambda text, names, recent=(): Route("read_file", {"path": "/c"}, "t"))
        assert agent.count_tokens(THAI_CONTRACT) > 1024
        events = []
        result = agent.run([], "ค่าเช่าเดือนละเท่าไหร่", ToolContext(config=cfg, workspect=cfg.workspect_dir), events.append)
    finally:
        queue.close()
    assert isinstance(result, AnswerDone) and result.text, result
    notices = [e for e in events if isinstance(e, Notice)]
    assert [n.key for n in notices] == ["result_trimmed"] and notices[0].values["shown"] < len(THAI_CONTRACT)
