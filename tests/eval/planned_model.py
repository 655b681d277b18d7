"""A scripted model for whole-turn eval tests: each question gets its own plan of replies.

The agent's step count before the model speaks depends on routing (a sure route makes the first call
itself), so replies cannot be one global queue: the plan is found by the question the request carries,
and its replies are used in order; the last reply (the answer) repeats once the plan runs out.
"""
from __future__ import annotations

from engine.backends.scripted import ScriptedBackend


class PlannedBackend(ScriptedBackend):
    def __init__(self, plans: dict[str, list]):
        super().__init__()
        self.plans = {question: list(replies) for question, replies in plans.items()}

    def _next_reply(self, request):
        self.requests.append(request)
        said = "\n".join(str(m.get("content") or "") for m in request.messages)
        question = next((q for q in sorted(self.plans, key=len, reverse=True) if q in said), None)
        if question is None:
            raise AssertionError(f"no plan for this request: {said[:200]!r}")
        replies = self.plans[question]
        return replies.pop(0) if len(replies) > 1 else replies[0]
