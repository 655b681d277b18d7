"""The multi-step requests code carries out itself, once plan.py has recognised them: a 0.5B model asked
to do them alone wrote before it read, or compared without reading (see plan.py). Each runs its tool calls
as steps of the turn, with their cards, and ends through the Agent's own answer step."""
from __future__ import annotations

from dataclasses import replace
from pathlib import PurePath

from engine.agent_step import TurnState, execute, without_header
from engine.events import AnswerDone, Token
from engine.plan import ComparePlan, SavePlan, best_for, found_paths, top_hit
from engine.protocol import reads_as_call, written_content
from engine.written_answer import echoes, language, save_note

COMPOSE = ("Now write the text to save as {target}, as the user asked, from the file above: only that text, "
           "in the user's language, as plain text or Markdown. Do not write JSON.")
FROM_EACH = {"en": "Give the figure or fact from each file.", "th": "บอกตัวเลขหรือข้อมูลจากแต่ละไฟล์ด้วย"}


class PlannedTurns:
    """Agent's planned turns; they use its answer steps (_answer, _in_words, _written, _grounded)."""

    def _save(self, turn: TurnState, plan: SavePlan) -> AnswerDone:
        """Search, read the best hit, have the model write the content in words, then save it: never a write
        before the read. Anything that does not go to plan ends in an answer from what was found."""
        turn.next_step()
        path = top_hit(execute({"tool": "rag_search", "arguments": {"query": plan.query}}, turn))
        if path is None or turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True) if turn.ctx.cancel.is_set() else self._answer(turn)
        turn.next_step()
        read = execute({"tool": "read_file", "arguments": {"path": path}}, turn)
        if not read.ok or turn.ctx.cancel.is_set():
            return AnswerDone("", stopped=True) if turn.ctx.cancel.is_set() else self._answer(turn)
        turn.progress.stage(turn.next_step(), "writing", PurePath(plan.target).name)
        output = self._in_words(turn, (COMPOSE.format(target=plan.target),))
        if output.stopped:
            return AnswerDone("" if output.is_call else output.text, stopped=True)
        content = written_content(output.text)
        if content is not None:
            turn.emit(Token(content))  # held back as a call: its content is what the user asked for
        elif output.is_call or reads_as_call(output.text) or not output.text:
            return self._written(turn)
        else:
            content = output.text
        if echoes(content, turn.steps):  # a header or an error line is not what the user asked to save
            return self._written(turn)
        arguments = {"path": plan.target, "content": content, "overwrite": "true" if plan.overwrite else "false"}
        note = save_note(turn.question, plan.target, execute({"tool": "write_file", "arguments": arguments}, turn))
        turn.emit(Token(f"\n\n{note}"))
        return AnswerDone(f"{content}\n\n{note}")

    def _compare(self, turn: TurnState, plan: ComparePlan) -> AnswerDone:
        """Find each side's best file (a different one for each), read both, then answer from the two reads
        as numbered passages, the grounded answer's short prompt (engine/grounded.py), cited. Given the two
        reads in the agent prompt, Qwen 0.5B wrote the second read back as its answer."""
        paths: list[str] = []
        for query in plan.sides:
            turn.next_step()
            found = found_paths(execute({"tool": "rag_search", "arguments": {"query": query}}, turn))
            if turn.ctx.cancel.is_set():
                return AnswerDone("", stopped=True)
            path = best_for(query, tuple(path for path in found if path not in paths))
            paths += [path] if path else []
        passages = []
        for path in paths:
            turn.next_step()
            read = execute({"tool": "read_file", "arguments": {"path": path}}, turn)
            if turn.ctx.cancel.is_set():
                return AnswerDone("", stopped=True)
            if read.ok:
                passages.append({"path": read.data["path"], "name": PurePath(read.data["path"]).name, "location": "",
                                 "text": without_header(read)})
        if len(passages) < len(plan.sides):
            return self._answer(turn)
        # Asked only the question, Qwen 0.5B gave the verdict without the figures it rests on ("over budget").
        asked = f"{turn.question} {FROM_EACH[language(turn.question)]}"
        return self._grounded(replace(turn, question=asked), {"mode": "passages", "passages": passages})
