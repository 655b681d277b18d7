import itertools
import json
import threading

import pytest

from engine.agent import Agent
from engine.backends.scripted import ScriptedBackend
from engine.events import AnswerDone, Error, Notice, Progress, Token, ToolFinished, ToolStarted
from engine.protocol import ANSWER_GRAMMAR
from engine.routing import Route, route
from engine.tools import REGISTRY
from engine.tools.base import ToolContext, ToolResult, ToolSpec
from tests.gated import GUARD_SECONDS

LIST = {"tool": "list_workspect", "arguments": {}}


def web_probe(ctx: ToolContext, query: str) -> ToolResult:
    return ToolResult(f"[web:https://example.org] about {query}")


WEB = ToolSpec("web_probe", "test web tool", {"type": "object", "properties": {"query": {"type": "string"}},
               "required": ["query"], "additionalProperties": False}, web_probe, web=True)


class StuckTool:
    """A tool that runs until the test lets it go (the deadlock guard at most); it notes the stop flag it got."""

    def __init__(self, timeout: float):
        self.running, self.returned, self.release = threading.Event(), threading.Event(), threading.Event()
        self.cancel: threading.Event | None = None
        no_arguments = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
        self.spec = ToolSpec("stuck", "test tool that does not end on its own", no_arguments, self.run, timeout=timeout)

    def run(self, ctx: ToolContext) -> ToolResult:
        self.cancel = ctx.cancel
        self.running.set()
        self.release.wait(GUARD_SECONDS)
        self.returned.set()
        return ToolResult("finished")


def routed(tool, arguments=None, **fields):
    """A router that always gives this route, whatever the message and the recent tools."""
    return lambda text, names, recent=(): Route(tool, arguments, "test", **fields)


@pytest.fixture
def harness(config, scripted_model):
    def make(replies, tools=REGISTRY, router=None, **changes):
        model = scripted_model(*replies)
        cfg = config.replace(**changes)
        agent = Agent(cfg, model.queue, tuple(tools), router=router)
        events = []
        ctx = ToolContext(config=cfg, workspect=cfg.workspect_dir)
        return agent, model.backend, events, ctx

    return make


def test_a_multi_step_turn_calls_tools_then_streams_the_answer(harness, config):
    (config.workspect_dir / "notes.md").write_text("hello")
    agent, backend, events, ctx = harness([LIST, LIST | {"arguments": {"folder": ""}}, "You have notes.md in workspect."])
    result = agent.run([], "what did you save?", ctx, events.append)
    assert isinstance(result, AnswerDone) and result.text == "You have notes.md in workspect."
    finished = [e for e in events if isinstance(e, ToolFinished)]
    assert [f.ok for f in finished] == [True, True]
    assert "notes.md" in finished[0].result
    tokens = [e.text for e in events if isinstance(e, Token)]
    assert len(tokens) > 3 and "".join(tokens) == result.text
    # The model saw the tool's result in its next prompt.
    assert "notes.md" in backend.requests[1].messages[-1]["content"]
    # Every step was decoded under a grammar naming the real tools.
    assert all("list_workspect" in r.grammar for r in backend.requests)


def test_a_line_of_the_system_prompt_given_as_the_answer_is_not_saved_as_one(harness):
    """Qwen 0.5B answered "who is my landlord?" with the prompt's own line about tools."""
    line = "To use a tool, reply with only the JSON call. Otherwise reply with the answer itself, not JSON."
    agent, _, events, ctx = harness([line], router=lambda text, names, recent=(): None)
    result = agent.run([], "who is my landlord?", ctx, events.append)
    assert isinstance(result, AnswerDone) and result.text and "JSON" not in result.text


@pytest.mark.parametrize("reply, recited", [
    ("To use the `list_workspect` tool, reply with the file path or URL an answer comes from. The user's own "
     "files and notes never go to a web tool.", True),  # the prompt's words, mixed (session 9)
    ("Your landlord is Malee Jaidee, named in the lease as the one renting the flat to you.", False),
    ("Name the file path or URL an answer comes from: it is in lease.docx.", False),  # one run of the prompt
])
def test_an_answer_made_of_the_prompts_own_words_is_not_saved_as_one(harness, reply, recited):
    agent, _, events, ctx = harness([reply], router=lambda text, names, recent=(): None)
    result = agent.run([], "who is renting the flat to me?", ctx, events.append)
    assert isinstance(result, AnswerDone) and result.text
    assert (result.text != reply) is recited


def test_invalid_arguments_become_an_error_the_model_sees_and_the_loop_goes_on(harness):
    agent, backend, events, ctx = harness([
        {"tool": "list_workspect", "arguments": {"folder": 7}},
        {"tool": "no_such_tool", "arguments": {}},
        '{"tool": "list_workspect", "argum',
        "Sorry, I could not list it.",
    ])
    result = agent.run([], "list files", ctx, events.append)
    assert result.text == "Sorry, I could not list it."
    errors = [e.result for e in events if isinstance(e, ToolFinished)]
    assert len(errors) == 3 and all(not e.ok for e in events if isinstance(e, ToolFinished))
    assert "must be string" in errors[0] and "Try again" in errors[0]
    assert "no tool named 'no_such_tool'" in errors[1] and "list_workspect" in errors[1]
    assert "not complete JSON" in errors[2]
    assert errors[0] in backend.requests[1].messages[-1]["content"]


def test_a_failing_tool_is_reported_and_the_turn_continues(harness, config):
    agent, backend, events, ctx = harness([{"tool": "list_workspect", "arguments": {"folder": "../.."}}, "done"])
    result = agent.run([], "list", ctx, events.append)
    [finished] = [e for e in events if isinstance(e, ToolFinished)]
    assert not finished.ok and "outside workspect" in finished.result and result.text == "done"


def test_step_limit_forces_an_answer(harness):
    calls = [{"tool": "list_workspect", "arguments": {"folder": f"f{i}"}} for i in range(10)]
    agent, backend, events, ctx = harness(calls[:2] + ["Here is what I found."], max_steps=3)
    result = agent.run([], "loop forever", ctx, events.append)
    assert result.text == "Here is what I found."
    assert len([e for e in events if isinstance(e, ToolStarted)]) == 2
    assert backend.requests[-1].grammar == ANSWER_GRAMMAR  # the last step may only answer, in words
    assert [e for e in events if isinstance(e, Notice)] == [Notice("steps_ended")]


def test_a_repeated_identical_call_ends_the_tool_phase(harness):
    agent, backend, events, ctx = harness([LIST, LIST, "ok"])
    result = agent.run([], "list", ctx, events.append)
    assert len([e for e in events if isinstance(e, ToolStarted)]) == 1 and result.text == "ok"


def test_routing_calls_the_tool_first_without_asking_the_model(harness):
    agent, backend, events, ctx = harness(["Nothing saved yet."], router=routed("list_workspect", {"folder": ""}))
    result = agent.run([], "what did you save", ctx, events.append)
    shown = [e for e in events if not isinstance(e, Progress)]
    assert isinstance(shown[0], ToolStarted) and shown[0].tool == "list_workspect"
    assert len(backend.requests) == 1 and result.text == "Nothing saved yet."


def test_routing_without_arguments_constrains_the_first_step_to_that_tool(harness):
    agent, backend, events, ctx = harness([LIST, "done"], router=routed("list_workspect"))
    agent.run([], "show my saved files", ctx, events.append)
    first = backend.requests[0].grammar
    assert first.startswith("root ::= call\n") and "answer ::=" not in first


def test_web_budget_is_shared_and_lower_for_simple_lookups(harness):
    calls = [{"tool": "web_probe", "arguments": {"query": f"q{i}"}} for i in range(4)]
    agent, backend, events, ctx = harness(calls + ["answer"], tools=(WEB,), web_budget=2, max_steps=6)
    agent.run([], "search a lot", ctx, events.append)
    results = [e.result for e in events if isinstance(e, ToolFinished)]
    assert results[0].startswith("[web:") and results[1].startswith("[web:")
    assert results[2].startswith("[web_limit]") and results[3].startswith("[web_limit]")
    assert [e.badges for e in events if isinstance(e, ToolFinished)][2] == ("web_limit",)

    router = routed("web_probe", {"query": "q"}, simple_lookup=True)
    calls = [{"tool": "web_probe", "arguments": {"query": f"x{i}"}} for i in range(6)]
    agent, backend, events, ctx = harness(calls + ["answer"], tools=(WEB,), router=router, web_budget=20, max_steps=8)
    agent.run([], "look up one thing", ctx, events.append)
    results = [e.result for e in events if isinstance(e, ToolFinished)]
    assert sum(r.startswith("[web:") for r in results) == 5  # SIMPLE_LOOKUP_WEB_BUDGET


def test_a_tool_that_runs_too_long_is_stopped(harness):
    stuck = StuckTool(timeout=0.5)
    agent, backend, events, ctx = harness([{"tool": "stuck", "arguments": {}}, "gave up"], tools=(stuck.spec,))
    try:
        result = agent.run([], "slow please", ctx, events.append)
        [finished] = [e for e in events if isinstance(e, ToolFinished)]
        assert not finished.ok and "longer than" in finished.result
        assert result.text == "gave up"
        # The turn went on while the tool was still running, and the tool was told to stop.
        assert not stuck.returned.is_set() and stuck.running.wait(GUARD_SECONDS) and stuck.cancel.is_set()
    finally:
        stuck.release.set()


def stuck_search(stuck: StuckTool) -> ToolSpec:
    """rag_search that runs until its time limit (StuckTool's)."""
    query = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"],
             "additionalProperties": False}
    return ToolSpec("rag_search", "test search that does not end on its own", query,
                    lambda ctx, query: stuck.run(ctx), timeout=stuck.spec.timeout)


def test_a_file_search_that_runs_too_long_ends_the_turn_with_a_clear_message_in_the_questions_language(harness):
    """Given the timeout's error, Qwen 0.5B searched for the error's own words and read an unrelated file."""
    stuck = StuckTool(timeout=0.3)
    retry = {"tool": "rag_search", "arguments": {"query": "Error: rag_search took longer than 0 s and was stopped."}}
    agent, backend, events, ctx = harness([retry, "made up"], tools=(stuck_search(stuck),),
                                          router=routed("rag_search", {"query": "ค่าเช่าเดือนละเท่าไหร่"}))
    try:
        result = agent.run([], "ค่าเช่าเดือนละเท่าไหร่", ctx, events.append)
        assert len([e for e in events if isinstance(e, ToolStarted)]) == 1
        assert result.text.startswith("การค้นไฟล์ของคุณใช้เวลานานเกิน 0 วินาที") and "ลองถามใหม่" in result.text
        assert "".join(e.text for e in events if isinstance(e, Token)) == result.text
    finally:
        stuck.release.set()


def test_a_save_whose_file_search_runs_too_long_says_so_and_writes_nothing(harness, config):
    stuck = StuckTool(timeout=0.3)
    tools = (stuck_search(stuck), *(spec for spec in REGISTRY if spec.name in ("read_file", "write_file")))
    agent, backend, events, ctx = harness(["- made up\n"], tools=tools)
    try:
        result = agent.run([], "summarize my lease contract and save it as lease.md", ctx, events.append)
        assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search"]
        assert result.text.startswith("Searching your files took longer than 0 s") and "ask again" in result.text
        assert not (config.workspect_dir / "lease.md").exists()
    finally:
        stuck.release.set()


def test_stop_reaches_a_running_tool(harness):
    stuck = StuckTool(timeout=2 * GUARD_SECONDS)
    agent, backend, events, ctx = harness([{"tool": "stuck", "arguments": {}}, "never"], tools=(stuck.spec,))
    stop = threading.Thread(target=lambda: stuck.running.wait(GUARD_SECONDS) and ctx.cancel.set())
    stop.start()
    try:
        result = agent.run([], "slow", ctx, events.append)
        assert result.stopped
        [finished] = [e for e in events if isinstance(e, ToolFinished)]
        assert "stopped by the user" in finished.result
        # Stop ended the turn without waiting for the tool or asking the model again, and reached the tool.
        assert not stuck.returned.is_set() and stuck.cancel.is_set() and len(backend.requests) == 1
    finally:
        stuck.release.set()
        stop.join()


def test_stop_during_the_answer_keeps_the_text_so_far(config, scripted_model):
    model = scripted_model("one two three four five six seven eight nine ten " * 20, token_delay=0.01)
    agent = Agent(config, model.queue, REGISTRY)
    ctx = ToolContext(config=config, workspect=config.workspect_dir)
    events = []

    def emit(event):
        events.append(event)
        if len(events) == 5:
            ctx.cancel.set()

    result = agent.run([], "count", ctx, emit)
    assert result.stopped and result.text.startswith("one two three")
    assert len(result.text.split()) < 30


def test_a_model_crash_ends_the_turn_with_an_error(harness):
    agent, backend, events, ctx = harness([RuntimeError("llama_decode returned -1")])
    result = agent.run([], "hi", ctx, events.append)
    assert isinstance(result, Error) and "llama_decode" in result.message


def test_the_router_hears_which_tools_the_previous_answer_used(harness):
    heard = []

    def router(text, names, recent=()):
        heard.append(recent)
        return None

    agent, backend, events, ctx = harness(["It said 30 baht."], router=router)
    history = [{"role": "user", "content": "summarize https://example.org/gold"},
               {"role": "assistant", "content": "Gold is up.", "tools": ("browse_url",)}]
    agent.run(history, "what did that page say about the price?", ctx, events.append)
    assert heard == [("browse_url",)]


def test_a_request_routed_to_answer_directly_is_answered_with_no_tool_offered(harness):
    """Offered every tool, Qwen 0.5B called one for nearly every such request (bench/tool_calls.py on dev)."""
    agent, backend, events, ctx = harness(["Hello! How can I help?"], router=routed(None))
    result = agent.run([], "hi", ctx, events.append)
    assert result.text == "Hello! How can I help?"
    assert "write_file" not in backend.requests[0].grammar
    assert not [e for e in events if isinstance(e, ToolStarted)]


def test_a_personal_request_never_reaches_a_web_tool_even_when_the_model_asks(harness):
    """'find my CV' once went to web_search after the file search: with internet it would have left the machine."""
    web_call = {"tool": "web_search", "arguments": {"query": "find my CV"}}
    agent, backend, events, ctx = harness([web_call, web_call, "I could not find your CV."], router=route)
    result = agent.run([], "find my CV", ctx, events.append)
    started = [e.tool for e in events if isinstance(e, ToolStarted)]
    assert started[0] == "rag_search"  # the file search comes first
    web_runs = [e for e in events if isinstance(e, ToolFinished) and e.tool == "web_search"]
    assert web_runs and all(not e.ok and "no tool named 'web_search'" in e.result for e in web_runs)
    offered = [r.grammar for r in backend.requests if r.grammar]
    assert offered and not any(name in g for g in offered for name in ("web_search", "browse_url", "recall_web"))
    assert "no web search" in backend.requests[-1].messages[-2]["content"]
    assert result.text == "I could not find your CV."


def test_a_file_search_with_no_hit_in_a_private_turn_points_to_next_steps_not_the_web(harness):
    def files(ctx: ToolContext, query: str) -> ToolResult:
        return ToolResult(f"No file matched {query!r}.")

    file_tool = ToolSpec("rag_search", "test file search", WEB.parameters, files)
    agent, backend, events, ctx = harness(["Nothing found; try other words."], tools=(file_tool, WEB),
                                          router=routed("rag_search", {"query": "my lease"}, private=True))
    agent.run([], "where is my lease?", ctx, events.append)
    [request] = backend.requests
    notes = [m["content"] for m in request.messages if m["role"] == "user"]
    assert any("no web search" in note and "Settings" in note for note in notes)
    assert "web_probe" not in request.grammar


def test_the_system_prompt_shows_every_tool_once_with_a_call_its_schema_accepts(config, scripted_model):
    from engine.agent import PROMPT_EXAMPLES
    from engine.tools.schema import validate_arguments

    prompt = Agent(config, scripted_model().queue, REGISTRY).system_prompt
    for spec in REGISTRY:
        request, arguments = PROMPT_EXAMPLES[spec.name]
        validate_arguments(spec.name, arguments, spec.parameters)
        assert prompt.count(f"- {spec.name}: ") == 1 and request in prompt
    assert len({any("\u0e00" <= ch <= "\u0e7f" for ch in request) for request, _ in PROMPT_EXAMPLES.values()}) == 2


OVERFLOW = ValueError("Requested tokens (4111) exceed context window of 4096")
LONG_HISTORY = [{"role": "user", "content": "earlier " * 500}, {"role": "assistant", "content": "answer " * 500}]


def test_a_step_the_model_finds_too_long_is_retried_once_on_half_the_room(harness):
    agent, backend, events, ctx = harness([OVERFLOW, "Hello!"])
    result = agent.run(LONG_HISTORY, "hi", ctx, events.append)
    assert isinstance(result, AnswerDone) and result.text == "Hello!"
    assert Notice("context_retry") in events and not [e for e in events if isinstance(e, Error)]
    first, second = backend.requests
    assert len(first.messages) == 4 and len(second.messages) < 4  # the retry dropped history to fit
    assert [e.key for e in events if isinstance(e, Notice)] == ["context_retry", "history_trimmed"]


def test_a_step_too_long_even_on_half_the_room_ends_with_advice_not_a_raw_error(harness):
    agent, backend, events, ctx = harness([OVERFLOW, OVERFLOW])
    result = agent.run([], "hi", ctx, events.append)
    assert isinstance(result, Error) and "does not fit the model's context window (4,096 tokens)" in result.message
    assert "new conversation" in result.message and "Requested tokens" not in result.message
    agent, backend, events, ctx = harness([RuntimeError("llama_decode returned -1")])
    assert "llama_decode" in agent.run([], "hi", ctx, events.append).message and len(backend.requests) == 1


def file_search(ctx: ToolContext, query: str) -> ToolResult:
    return ToolResult("/docs/lease.docx — the rental contract",
                      {"mode": "files", "query": query, "hits": [{"path": "/docs/lease.docx"}]})


def file_read(ctx: ToolContext, path: str) -> ToolResult:
    return ToolResult("สัญญาเช่า: ผู้เช่าชำระค่าเช่าเดือนละ 12,500 บาท", {"path": path})


def file_write(ctx: ToolContext, path: str, content: str) -> ToolResult:
    return ToolResult(f"Created workspect/{path}", {"path": path, "chars": len(content)})


def spec(name, function, *required):
    properties = {argument: {"type": "string"} for argument in required}
    return ToolSpec(name, f"test {name}", {"type": "object", "properties": properties, "required": list(required),
                                           "additionalProperties": False}, function)


FILE_TOOLS = (spec("rag_search", file_search, "query"), spec("read_file", file_read, "path"),
              spec("write_file", file_write, "path", "content"), WEB)
READ_LEASE = {"tool": "read_file", "arguments": {"path": "/docs/lease.docx"}}


def offered(request) -> set[str]:
    return {tool.name for tool in FILE_TOOLS if f'"\\"{tool.name}\\""' in request.grammar}


def test_each_step_is_offered_only_the_tools_that_make_sense_after_the_last_one(harness):
    write = {"tool": "write_file", "arguments": {"path": "rent.md", "content": "12,500 baht"}}
    request = "look up what I pay each month and write it to rent.md"
    # The model's own loop: code plans a save only when its subject names a record ("my lease") or the router
    # finds it in the user's files (tests/test_agent_plans.py); here the router sends the request to rag_search
    # and nothing else.
    searched = routed("rag_search", {"query": "lease"})
    agent, backend, events, ctx = harness([READ_LEASE, write, "Saved the rent to rent.md."], tools=FILE_TOOLS,
                                          router=lambda text, *rest, **named: searched(text, ()) if text == request
                                          else Route(None, None, "test"))
    result = agent.run([], request, ctx, events.append)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search", "read_file", "write_file"]
    after_search, after_read, after_write = backend.requests
    assert offered(after_search) == {"read_file"} and "answer ::=" in after_search.grammar
    assert offered(after_read) == {"write_file"}  # the request names where to save
    assert after_write.grammar == ANSWER_GRAMMAR and result.text == "Saved the rent to rent.md."
    # The answer step sees the results, not the JSON calls it might copy, and the question once more.
    assert not [m for m in after_write.messages if m["role"] == "assistant"]
    assert "Result of read_file(path='/docs/lease.docx'):" in after_write.messages[3]["content"]
    assert after_write.messages[-1]["content"].endswith(f"The question: {request}")

    agent, backend, events, ctx = harness([READ_LEASE, "12,500 baht a month."], tools=FILE_TOOLS,
                                          router=routed("rag_search", {"query": "lease"}))
    agent.run([], "how much is the rent in my lease?", ctx, events.append)
    assert backend.requests[-1].grammar == ANSWER_GRAMMAR  # read, nothing to save: answer


class NativeScripted(ScriptedBackend):
    """A scripted server with native tool calling (no grammar), like the OpenAI-compatible backend."""

    supports_grammar = False


@pytest.mark.parametrize("native, fenced", [
    (False, f"```json\n{json.dumps(READ_LEASE)}\n```"),
    (True, '```python\n"tool": "read_file", "arguments": {"path": "/docs/lease.docx"}}\n```'),  # Qwen 0.5B's dodge
])
def test_a_model_that_insists_on_json_never_has_it_shown_as_the_answer(config, scripted_model, native, fenced):
    replies = [READ_LEASE, READ_LEASE | {"arguments": {"path": "/docs/other.docx"}}, fenced]
    backend = (NativeScripted if native else ScriptedBackend)(replies, echo_when_empty=False)
    model = scripted_model(backend=backend)
    agent = Agent(config, model.queue, FILE_TOOLS, router=routed("rag_search", {"query": "สัญญาเช่า"}))
    events = []
    result = agent.run([], "ค่าเช่าเดือนละเท่าไหร่", ToolContext(config=config, workspect=config.workspect_dir),
                       events.append)
    assert [e.tool for e in events if isinstance(e, ToolStarted)] == ["rag_search", "read_file"]
    # Asked to answer, it wrote a call; asked again in words, a fenced call: code answers from the results.
    assert "Do not write JSON" in backend.requests[-1].messages[-1]["content"]
    assert "{" not in result.text and "พบไฟล์เหล่านี้" in result.text and "lease.docx — ในโฟลเดอร์ /docs" in result.text
    assert "12,500 บาท" in result.text  # what was read, quoted
    assert "".join(e.text for e in events if isinstance(e, Token)) == result.text


def test_progress_names_each_step_and_counts_tokens_from_the_start_of_the_turn(config, scripted_model):
    ticks = itertools.count()
    model = scripted_model(READ_LEASE, " ".join(["word"] * 40))
    agent = Agent(config, model.queue, FILE_TOOLS, router=routed("rag_search", {"query": "lease"}),
                  clock=lambda: next(ticks) * 0.25)
    events = []
    agent.run([], "what does my lease say?", ToolContext(config=config, workspect=config.workspect_dir), events.append)
    progress = [e for e in events if isinstance(e, Progress)]
    starts = [(p.stage, p.detail, p.step) for p in progress if p.tokens == 0]
    assert starts == [("searching", "lease", 1), ("thinking", "", 2), ("reading", "lease.docx", 2), ("answering", "", 3)]
    streaming = [p for p in progress if p.tokens]
    assert [(p.stage, p.tokens) for p in streaming] == [("answering", 16), ("answering", 32)]
    assert all(p.tokens_per_second > 0 for p in streaming)
    elapsed = [p.elapsed for p in progress]
    assert elapsed == sorted(elapsed) and elapsed[0] > 0  # from the start of the turn, not of the step


def test_after_a_file_search_read_file_may_only_be_called_on_a_path_it_found(harness):
    """Qwen 0.5B, shown the hits, read ~/Documents/report.pdf (the prompt's example): the grammar now lists the hits."""
    agent, backend, events, ctx = harness([READ_LEASE, "12,500 baht a month."], tools=FILE_TOOLS,
                                          router=routed("rag_search", {"query": "lease"}))
    agent.run([], "how much is the rent in my lease?", ctx, events.append)
    after_search = backend.requests[0].grammar
    [path_rule] = [line for line in after_search.splitlines() if line.startswith("alternative-0-arguments-path ::=")]
    assert path_rule == 'alternative-0-arguments-path ::= "\\"/docs/lease.docx\\""'
    assert "report.pdf" not in after_search


def test_an_answer_that_only_repeats_a_tools_error_or_header_is_replaced_by_words(harness):
    """The baseline answered "find my CV" with read_file's header line, and a lease question with an Error line."""
    def header_read(ctx: ToolContext, path: str) -> ToolResult:
        return ToolResult("lease.docx: the whole file, 3 paragraphs\nค่าเช่าเดือนละ 12,500 บาท",
                          {"path": path, "header": "lease.docx: the whole file, 3 paragraphs"})

    tools = (FILE_TOOLS[0], spec("read_file", header_read, "path"))
    for echo in ("lease.docx: the whole file, 3 paragraphs", "Error: ~/Documents/report.pdf is outside the folders",
                 "read_file()",  # Qwen 0.5B answered "what have you saved?" with "list_workspect()"
                 "file: ~/Documents/report.md"):  # a path no tool returned, the prompt's example (tutor set)
        agent, backend, events, ctx = harness([READ_LEASE, echo], tools=tools, router=routed("rag_search", {"query": "lease"}))
        result = agent.run([], "ค่าเช่าเดือนละเท่าไหร่", ctx, events.append)
        assert not result.text.startswith(("Error", "lease.docx:")) and "the whole file" not in result.text
        assert "อ่านไฟล์ lease.docx (ในโฟลเดอร์ /docs)" in result.text and "12,500 บาท" in result.text
    agent, backend, events, ctx = harness([READ_LEASE, "ค่าเช่าเดือนละ 12,500 บาท"], tools=tools,
                                          router=routed("rag_search", {"query": "lease"}))
    assert agent.run([], "ค่าเช่าเดือนละเท่าไหร่", ctx, events.append).text == "ค่าเช่าเดือนละ 12,500 บาท"  # quoting is fine
