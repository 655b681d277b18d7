"""Chat pages: conversations, messages, model status, language."""
from __future__ import annotations

from flask import Blueprint, abort, g, make_response, redirect, render_template, request, url_for

from webapp import current_runtime, is_htmx
from webapp.layout import local_path
from webapp.security import owner_only

bp = Blueprint("chat", __name__)


def _user() -> str:
    return g.get("user", "owner")


def _conversation_or_404(conversation_id: str):
    # Another user's conversation is as absent as one that never existed.
    conversation = current_runtime().history.get_conversation(conversation_id, owner=_user())
    if conversation is None:
        abort(404)
    return conversation


@bp.get("/")
def index():
    conversations = current_runtime().history.list_conversations(_user())
    if conversations:
        return redirect(url_for("chat.conversation", conversation_id=conversations[0].id))
    return redirect(url_for("chat.new_conversation_page"))


@bp.get("/new")
def new_conversation_page():
    return _page(None)


@bp.post("/c/new")
def new_conversation():
    return redirect(url_for("chat.new_conversation_page"))


@bp.get("/c/<conversation_id>")
def conversation(conversation_id: str):
    conversation = _conversation_or_404(conversation_id)
    if is_htmx():
        return _messages_partial(conversation)
    return _page(conversation)


def _messages_partial(conversation):
    runtime = current_runtime()
    return render_template(
        "partials/_messages.html",
        conversation=conversation,
        messages=runtime.history.messages(conversation.id),
        running=runtime.turns.running(conversation.id),
    )


def _page(conversation):
    runtime = current_runtime()
    return render_template(
        "chat.html",
        conversation=conversation,
        conversations=runtime.history.list_conversations(_user()),
        messages=runtime.history.messages(conversation.id) if conversation else [],
        running=runtime.turns.running(conversation.id) if conversation else None,
        status=runtime.model.status,
    )


@bp.post("/c/<conversation_id>/rename")
def rename(conversation_id: str):
    _conversation_or_404(conversation_id)
    try:
        current_runtime().history.rename_conversation(conversation_id, request.form.get("title", ""))
    except ValueError as exc:
        return make_response(str(exc), 400)
    if is_htmx():
        return render_template(
            "partials/_conversation_list.html",
            conversations=current_runtime().history.list_conversations(_user()),
            conversation=current_runtime().history.get_conversation(conversation_id),
        )
    return redirect(url_for("chat.conversation", conversation_id=conversation_id))


@bp.post("/c/<conversation_id>/delete")
def delete(conversation_id: str):
    _conversation_or_404(conversation_id)
    runtime = current_runtime()
    turn = runtime.turns.running(conversation_id)
    if turn is not None:
        turn.cancel()
        turn.finished.wait(5)
    runtime.history.delete_conversation(conversation_id)
    if is_htmx():
        response = make_response("", 204)
        response.headers["HX-Redirect"] = url_for("chat.index")
        return response
    return redirect(url_for("chat.index"))


@bp.get("/status")
def status():
    return render_template("partials/_status.html", status=current_runtime().model.status)


@bp.post("/model/retry")
@owner_only
def retry_model():
    """Reloading the model stalls everyone's turns: the owner's call, like every setting."""
    current_runtime().model.reload()
    return render_template("partials/_status.html", status=current_runtime().model.status)


@bp.post("/lang")
def set_language():
    lang = request.form.get("lang", "en")
    response = redirect(local_path(request.form.get("next", ""), url_for("chat.index")))
    if lang in ("th", "en"):
        response.set_cookie("lang", lang, max_age=365 * 86400, samesite="Lax", httponly=True)
    return response
