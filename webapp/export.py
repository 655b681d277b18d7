"""A conversation as a Markdown file: what was asked, what Klang answered, and the tools it used."""
from __future__ import annotations

import json

from webapp.citations import citations_of, cite_source
from webapp.i18n import translate
from webapp.when import full_time


def conversation_markdown(conversation, messages, lang: str) -> str:
    def t(key: str, **values) -> str:
        return translate(key, lang, **values)

    lines = [f"# {conversation.title or t('new_chat')}", "",
             f"*{t('exported_from', time=full_time(conversation.created))}*", ""]
    for message in messages:
        who = t("you") if message.role == "user" else t("klang")
        lines += [f"## {who} · {full_time(message.created)}", ""]
        for call in message.tool_calls:
            arguments = json.dumps(call.arguments, ensure_ascii=False)
            lines.append(f"> {t('tool')}: `{call.tool}` {arguments}" + ("" if call.ok else f" ({t('failed')})"))
        if message.tool_calls:
            lines.append("")
        if message.content:
            lines += [message.content, ""]
        citations = citations_of(message.events)
        if citations:  # the answer's [n] mean nothing without them
            lines += [f"{t('sources')}:", *(f"- [{c['n']}] {cite_source(c, t)}: `{c['path']}`" for c in citations), ""]
        if message.status in ("stopped", "error"):
            lines += [f"*{t('stopped') if message.status == 'stopped' else t('error')}*", ""]
    return "\n".join(lines).rstrip() + "\n"
