"""Data for messages a person reads: which failure a model-facing tool error is, the label on each
file-type icon, and the i18n key of each HTTP error the access checks (webapp/security.py) raise.

FAILURES is searched in order (case-insensitive regex on the model-facing text); the first match
picks the i18n key of the message a person reads. The phrases are the ones engine/tools,
engine/readers and engine/paths write; an unknown failure gets a general message, and the
model-facing text is still there under "show all".
"""

FAILURES = (
    (r"look like secrets|secret scan of this file failed|looks like a secret", "tool_secret"),
    (r"was stopped by the user", "tool_stopped"),
    (r"took longer than", "tool_timeout"),
    (r"there is no tool named|invalid arguments|complete JSON tool call|argument '\w+' must", "tool_bad_call"),
    (r"bash is switched off|bash is only available|bash is off on this computer", "tool_bash_off"),
    (r"already exists", "tool_exists"),
    (r"outside the folders Klang may read|Klang does not read|was refused|is outside workspect", "tool_refused"),
    (r"does not exist|is not in the web cache", "tool_missing"),
    (r"damaged|cannot be read|cannot be opened|permission denied|is a folder, not a file", "tool_unreadable"),
    (r"is not a web address|refused https?://|could not be fetched|HTTP \d{3}", "tool_web_failed"),
    (r"index is not available", "tool_no_index"),
)

# File kinds of the index (engine/index/store.py) → the short label printed on the file icon.
KIND_LABELS = {"pdf": "PDF", "docx": "DOC", "xlsx": "XLS", "pptx": "PPT", "text": "TXT"}

# An HTTP error's English description → its i18n key. An unknown description is still shown, under
# the translated heading of its status code.
HTTP_ERRORS = {
    "Unknown Host header.": "http_bad_host",
    "Missing or wrong CSRF token: reload the page and try again.": "http_csrf",
    "Too many wrong tokens: wait a minute.": "http_too_many_tokens",
    "This link's token is not valid. Ask the owner for a new link.": "http_bad_token",
    "Open the link with the token that Klang's owner shared with you.": "http_need_token",
    "Open the share link again to get a guest session.": "http_need_session",
    "Only Klang's owner can do this.": "http_owner_only",
}
