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
    # -- the panels beside the chat (webapp/panels) --
    "panels": {"en": "Panels", "th": "แผงข้อมูล"},
    "panel_files": {"en": "Files", "th": "ไฟล์"},
    "panel_workspect": {"en": "Workspect", "th": "Workspect"},
    "panel_web_cache": {"en": "Web cache", "th": "แคชเว็บ"},
    "panel_pages": {"en": "Page browser", "th": "ดูหน้าเว็บ"},
    "loading": {"en": "Loading…", "th": "กำลังโหลด…"},
    "roots": {"en": "Indexed folders", "th": "โฟลเดอร์ที่ทำดัชนี"},
    "knowledge_folder": {"en": "knowledge folder, always indexed", "th": "โฟลเดอร์ความรู้ ทำดัชนีเสมอ"},
    "no_roots": {"en": "No folders yet: add one so Klang can search your files.", "th": "ยังไม่มีโฟลเดอร์ เพิ่มโฟลเดอร์เพื่อให้คลังค้นหาไฟล์ของคุณได้"},
    "add_root": {"en": "Add folder", "th": "เพิ่มโฟลเดอร์"},
    "root_label": {"en": "Full path of a folder", "th": "พาธเต็มของโฟลเดอร์"},
    "remove": {"en": "Remove", "th": "เอาออก"},
    "root_empty": {"en": "Type the full path of a folder.", "th": "พิมพ์พาธเต็มของโฟลเดอร์"},
    "root_not_absolute": {"en": "{path} is not a full path. Start with / or ~, e.g. ~/Documents.", "th": "{path} ไม่ใช่พาธเต็ม ให้ขึ้นต้นด้วย / หรือ ~ เช่น ~/Documents"},
    "root_not_folder": {"en": "{path} is not an existing folder.", "th": "ไม่พบโฟลเดอร์ {path}"},
    "root_whole_disk": {"en": "The whole disk cannot be a root: choose a folder.", "th": "ใช้ทั้งดิสก์ไม่ได้ กรุณาเลือกโฟลเดอร์"},
    "root_sensitive": {"en": "{path} holds keys, passwords or browser data: Klang never indexes it.", "th": "{path} มีคีย์ รหัสผ่าน หรือข้อมูลเบราว์เซอร์ คลังจะไม่ทำดัชนี"},
    "root_internal": {"en": "{path} is Klang's own data folder.", "th": "{path} เป็นโฟลเดอร์ข้อมูลของคลังเอง"},
    "root_already": {"en": "{path} is already indexed.", "th": "{path} ทำดัชนีอยู่แล้ว"},
    "root_too_many": {"en": "At most {n} folders: remove one first.", "th": "ได้สูงสุด {n} โฟลเดอร์ เอาออกก่อนหนึ่งโฟลเดอร์"},
    "settings_failed": {"en": "Nothing was changed: {reason}", "th": "ไม่ได้เปลี่ยนแปลงอะไร: {reason}"},
    "index_idle": {"en": "Not indexed yet", "th": "ยังไม่ได้ทำดัชนี"},
    "index_scanning": {"en": "Looking for files…", "th": "กำลังหาไฟล์…"},
    "index_indexing": {"en": "Indexing…", "th": "กำลังทำดัชนี…"},
    "index_done": {"en": "Up to date", "th": "ดัชนีเป็นปัจจุบัน"},
    "index_stopped": {"en": "Stopped", "th": "หยุดแล้ว"},
    "index_failed": {"en": "Indexing failed", "th": "ทำดัชนีไม่สำเร็จ"},
    "files_progress": {"en": "{done} of {total} files", "th": "{done} จาก {total} ไฟล์"},
    "size_progress": {"en": "{done} of {total}", "th": "{done} จาก {total}"},
    "index_rate": {"en": "{files} files/s · {mb} MB/s", "th": "{files} ไฟล์/วินาที · {mb} MB/วินาที"},
    "eta": {"en": "about {time} left", "th": "เหลืออีกประมาณ {time}"},
    "index_now": {"en": "Now: {path}", "th": "กำลังอ่าน: {path}"},
    "index_run": {"en": "Last run: {unchanged} unchanged, {removed} removed, {too_large} too large to read", "th": "รอบล่าสุด: ไม่เปลี่ยน {unchanged} ลบออก {removed} ใหญ่เกินจะอ่าน {too_large}"},
    "index_counts": {"en": "{files} files and {chunks} passages in the index", "th": "ในดัชนีมี {files} ไฟล์ {chunks} ช่วงข้อความ"},
    "index_failures": {"en": "Files that could not be read ({n})", "th": "ไฟล์ที่อ่านไม่ได้ ({n})"},
    "reindex": {"en": "Re-index now", "th": "ทำดัชนีใหม่ตอนนี้"},
    "workspect_count": {"en": "{n} files in workspect/", "th": "มี {n} ไฟล์ใน workspect/"},
    "workspect_empty": {"en": "Nothing written yet. Files Klang writes appear here.", "th": "ยังไม่มีไฟล์ ไฟล์ที่คลังเขียนจะแสดงที่นี่"},
    "more_files": {"en": "… and {n} more", "th": "… และอีก {n} ไฟล์"},
    "size": {"en": "Size", "th": "ขนาด"},
    "modified": {"en": "Modified", "th": "แก้ไขเมื่อ"},
    "preview": {"en": "Preview", "th": "ดูตัวอย่าง"},
    "download": {"en": "Download", "th": "ดาวน์โหลด"},
    "close": {"en": "Close", "th": "ปิด"},
    "from_line": {"en": "From line", "th": "ตั้งแต่บรรทัด"},
    "to_line": {"en": "to", "th": "ถึง"},
    "show": {"en": "Show", "th": "แสดง"},
    "preview_refused": {"en": "Klang will not show this file", "th": "คลังจะไม่แสดงไฟล์นี้"},
    "preview_missing": {"en": "File not found", "th": "ไม่พบไฟล์"},
    "preview_secret": {"en": "This file holds secrets: nothing of it is shown", "th": "ไฟล์นี้มีข้อมูลลับ จึงไม่แสดงเนื้อหา"},
    "preview_unreadable": {"en": "This file cannot be read", "th": "อ่านไฟล์นี้ไม่ได้"},
    "web_cache_count": {"en": "{n} pages cached · {size}", "th": "แคชไว้ {n} หน้า · {size}"},
    "web_cache_empty": {"en": "No pages cached. Pages Klang reads on the web stay here for a while.", "th": "ยังไม่มีหน้าเว็บในแคช หน้าที่คลังอ่านจากเว็บจะเก็บไว้ที่นี่ชั่วคราว"},
    "fetched_ago": {"en": "fetched {time} ago", "th": "ดึงมาเมื่อ {time} ที่แล้ว"},
    "ttl_left": {"en": "expires in {time}", "th": "หมดอายุใน {time}"},
    "summaries_count": {"en": "Summaries ({n})", "th": "สรุป ({n})"},
    "no_question": {"en": "(no question)", "th": "(ไม่มีคำถาม)"},
    "evict": {"en": "Evict", "th": "ลบออกจากแคช"},
    "clear_all": {"en": "Clear all", "th": "ล้างทั้งหมด"},
    "confirm_clear": {"en": "Remove every cached page and summary?", "th": "ลบหน้าเว็บและสรุปที่แคชไว้ทั้งหมดใช่ไหม?"},
    "browse_page": {"en": "Open in page browser", "th": "เปิดในตัวดูหน้าเว็บ"},
    "choose_page": {"en": "Cached page", "th": "หน้าเว็บในแคช"},
    "search_in_page": {"en": "Search in the page", "th": "ค้นหาในหน้านี้"},
    "search": {"en": "Search", "th": "ค้นหา"},
    "matches": {"en": "{n} matches", "th": "พบ {n} แห่ง"},
    "no_matches": {"en": "No match for “{q}”.", "th": "ไม่พบ “{q}”"},
    "page_gone": {"en": "This page is no longer in the cache.", "th": "หน้านี้ไม่อยู่ในแคชแล้ว"},
    "showing_first": {"en": "Showing the first {shown} of {total} characters: search to find the rest.", "th": "แสดง {shown} ตัวอักษรแรกจาก {total} ตัวอักษร ค้นหาเพื่อดูส่วนที่เหลือ"},
    "page_summaries": {"en": "Summaries made from this page", "th": "สรุปที่ได้จากหน้านี้"},
    "no_summaries": {"en": "No summaries from this page yet.", "th": "ยังไม่มีสรุปจากหน้านี้"},
    "no_pages": {"en": "Nothing cached yet.", "th": "ยังไม่มีหน้าเว็บในแคช"},
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
