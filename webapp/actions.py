"""What a user does to a conversation besides sending: regenerate the last answer, edit a question and
resend it (the conversation forks there), search conversations, export one as Markdown."""
from __future__ import annotations

from urllib.parse import quote, urlsplit

from flask import Blueprint, abort, g, make_response, redirect, render_template, request, url_for

from engine.turns import TurnBusy
from webapp import current_runtime, is_htmx
from webapp.export import conversation_markdown
from webapp.i18n import translate
from webapp.security import guest_workspect

bp = Blueprint("actions", __name__)


def _user() -> str:
    return g.get("user", "owner")


def _refuse(key: str, status: int):
    return render_template("partials/_alert.html", alert=translate(key, g.get("lang", "en"))), status


def _messages_or_404(conversation_id: str):
    runtime = current_runtime()
    if runtime.history.get_conversation(conversation_id, owner=_user()) is None:
        abort(404)  # another user's conversation is as absent as one that never existed
    return runtime.history.messages(conversation_id)


def _start(conversation_id: str, text: str):
    """Start a turn the conversation's page will watch when it opens."""
    runtime = current_runtime()
    guest = g.get("role", "owner") == "guest"
    workspect = guest_workspect(runtime.config, _user()) if guest else None
    return runtime.turns.start(conversation_id, text, owner=f"page-{_user()}", role=g.get("role", "owner"),
                               workspect=workspect)


def _open(conversation_id: str):
    target = url_for("chat.conversation", conversation_id=conversation_id)
    if is_htmx():
        response = make_response("", 204)
        response.headers["HX-Redirect"] = target
        return response
    return redirect(target, 303)


@bp.post("/c/<conversation_id>/m/<int:message_id>/regenerate")
def regenerate(conversation_id: str, message_id: int):
    """A new answer to the last question, in place of the last answer."""
    messages = _messages_or_404(conversation_id)
    runtime = current_runtime()
    if runtime.turns.running(conversation_id) is not None:
        return _refuse("busy", 409)
    if len(messages) < 2 or messages[-1].id != message_id or messages[-1].role != "assistant":
        return _refuse("regenerate_last_only", 409)
    question = messages[-2]
    runtime.history.remove_from(conversation_id, question.id)
    try:
        _start(conversation_id, question.content)
    except TurnBusy:
        # Another tab started a turn in between: the question goes back (the answer it replaced is gone).
        runtime.history.add_message(conversation_id, "user", question.content)
        return _refuse("busy", 409)
    return _open(conversation_id)


@bp.post("/c/<conversation_id>/m/<int:message_id>/edit")
def edit(conversation_id: str, message_id: int):
    """The edited question is sent in a copy of the conversation up to it; the original stays as it was."""
    messages = _messages_or_404(conversation_id)
    if not any(m.id == message_id and m.role == "user" for m in messages):
        abort(404)
    text = request.form.get("text", "").strip()
    if not text:
        return _refuse("edit_empty", 400)
    fork = current_runtime().history.fork_conversation(conversation_id, message_id)
    _start(fork.id, text)
    return _open(fork.id)


@bp.get("/search")
def search():
    runtime = current_runtime()
    query = request.args.get("q", "").strip()
    # The page's address names the conversation it shows (it follows a conversation made by the websocket).
    shown = urlsplit(request.headers.get("HX-Current-URL", "")).path.removeprefix("/c/")
    current = runtime.history.get_conversation(shown, owner=_user())
    if not is_htmx():
        return redirect(url_for("chat.index"))
    if not query:
        return render_template("partials/_conversation_list.html", conversation=current,
                               conversations=runtime.history.list_conversations(_user()))
    return render_template("partials/_search_results.html", conversation=current, query=query,
                           hits=runtime.history.search(query, owner=_user()))


@bp.get("/c/<conversation_id>/export.md")
def export(conversation_id: str):
    messages = _messages_or_404(conversation_id)
    conversation = current_runtime().history.get_conversation(conversation_id)
    text = conversation_markdown(conversation, messages, g.get("lang", "en"))
    response = make_response(text)
    response.headers["Content-Type"] = "text/markdown; charset=utf-8"
    name = (conversation.title or "klang").replace("/", "-").replace("\\", "-")
    # RFC 6266: an ASCII fallback name, and the real (often Thai) title percent-encoded.
    response.headers["Content-Disposition"] = (
        f"attachment; filename=\"klang-{conversation_id}.md\"; filename*=UTF-8''{quote(name + '.md')}")
    return response
