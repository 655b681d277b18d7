"""The UI's words in Thai and English. Model output is never translated here."""
from __future__ import annotations

LANGUAGES = ("th", "en")

STRINGS = {
    "app_tagline": {"en": "Your files and the web, answered on this computer", "th": "ถามเรื่องไฟล์ของคุณและเว็บ ตอบบนเครื่องนี้"},
    "new_chat": {"en": "New chat", "th": "แชตใหม่"},
    "conversations": {"en": "Conversations", "th": "บทสนทนา"},
    "no_conversations": {"en": "No conversations yet.", "th": "ยังไม่มีบทสนทนา"},
    "rename": {"en": "Rename", "th": "เปลี่ยนชื่อ"},
    "delete": {"en": "Delete", "th": "ลบ"},
    "confirm_delete": {"en": "Delete this conversation? This cannot be undone.", "th": "ลบบทสนทนานี้ใช่ไหม? กู้คืนไม่ได้"},
    "placeholder": {"en": "Ask about your files or the web…", "th": "ถามเรื่องไฟล์ของคุณหรือเรื่องบนเว็บ…"},
    "send": {"en": "Send", "th": "ส่ง"},
    "stop": {"en": "Stop", "th": "หยุด"},
    "you": {"en": "You", "th": "คุณ"},
    "klang": {"en": "Klang", "th": "คลัง"},
    "loading_model": {"en": "Loading model…", "th": "กำลังโหลดโมเดล…"},
    "model_ready": {"en": "Model ready", "th": "โมเดลพร้อมแล้ว"},
    "model_error": {"en": "The model is not available", "th": "ใช้งานโมเดลไม่ได้"},
    "retry": {"en": "Retry", "th": "ลองใหม่"},
    "queued": {"en": "queued (position {n})", "th": "รอคิว (ลำดับที่ {n})"},
    "thinking": {"en": "working…", "th": "กำลังทำงาน…"},
    "stopped": {"en": "Stopped.", "th": "หยุดแล้ว"},
    "interrupted": {"en": "This answer was interrupted.", "th": "คำตอบนี้ถูกขัดจังหวะ"},
    "error": {"en": "Error", "th": "ข้อผิดพลาด"},
    "reconnecting": {"en": "Connection lost, reconnecting…", "th": "การเชื่อมต่อหลุด กำลังเชื่อมต่อใหม่…"},
    "tool": {"en": "Tool", "th": "เครื่องมือ"},
    "arguments": {"en": "Arguments", "th": "อาร์กิวเมนต์"},
    "result": {"en": "Result", "th": "ผลลัพธ์"},
    "running": {"en": "running…", "th": "กำลังทำงาน…"},
    "failed": {"en": "failed", "th": "ล้มเหลว"},
    "language": {"en": "ภาษาไทย", "th": "English"},
    "empty_chat": {"en": "Ask a question to start.", "th": "พิมพ์คำถามเพื่อเริ่มต้น"},
    "busy": {"en": "Wait for the current answer to finish, or press Stop.", "th": "รอให้คำตอบเสร็จก่อน หรือกดหยุด"},
    "not_found": {"en": "That conversation does not exist.", "th": "ไม่พบบทสนทนานี้"},
}


def translate(key: str, lang: str, **values) -> str:
    text = STRINGS[key].get(lang) or STRINGS[key]["en"]
    return text.format(**values) if values else text


def pick_language(cookie: str | None, accept_language: str | None, default: str = "") -> str:
    """The user's choice, else the browser's first Thai or English preference, else English."""
    if cookie in LANGUAGES:
        return cookie
    if default in LANGUAGES:
        return default
    for part in (accept_language or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"
