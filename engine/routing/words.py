"""Word lists the router matches, written once (data, not logic).

Thai entries match as substrings (Thai has no spaces); English entries are
joined into `|`-alternations and fenced by `en()` in text.py.
"""
from __future__ import annotations

THAI = "\u0e00-\u0e7f"
ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"

# Tools that send something off the machine: a request about the user's own things never reaches them.
WEB_TOOLS = frozenset({"web_search", "browse_url", "recall_web"})
LOCAL_TOOLS = frozenset({"rag_search", "read_file", "list_workspect"})  # the user's own files and Klang's

FILE_EXTENSIONS = (
    "pdf|docx?|xlsx?|xlsm|csv|tsv|pptx?|txt|md|markdown|json|ya?ml|toml|ini|cfg|jpe?g|png|gif|heic|webp|svg|"
    "bmp|tiff?|zip|rar|7z|tar|gz|odt|ods|odp|rtf|epub|mp3|m4a|wav|mp4|mov|mkv|avi|key|pages|numbers|html?|"
    "log|sql|db|sqlite|py|ipynb|tex|xml|psd|sh"
)
WEB_SUFFIXES = r"com|net|org|io|edu|gov|(?:co|in|ac|go|or)\.th"
# The kinds of file a list request may name ("which PDFs have I got?", "มีไฟล์ Excel อะไรบ้าง"): its words, and the
# file endings it means. Not a bare รูป or ภาพ: they start รูปแบบ (format) and ภาพรวม (overview).
FILE_KINDS = (
    (r"pdfs?|พีดีเอฟ", (".pdf",)),
    (r"excel|spreadsheets?|workbooks?|xlsx|xls|csv|เอ็กเซล|เอกเซล|สเปรดชีต", (".xlsx", ".xls", ".xlsm", ".csv")),
    (r"word (?:files?|documents?|docs?)|docx|ไฟล์เวิร์ด|เวิร์ด", (".docx", ".doc")),
    (r"powerpoints?|slide ?decks?|presentations?|pptx|ppt|สไลด์|พาวเวอร์พอยต์|พาวเวอร์พอยท์", (".pptx", ".ppt")),
    (r"photos?|pictures?|images?|pics|jpe?gs?|pngs?|รูปภาพ|ภาพถ่าย", (".jpg", ".jpeg", ".png", ".gif", ".webp", ".heic")),
)

# Asking how something works, or what it means, is a question for the model, not a tool request.
HOWTO_EN = r"how (?:do|can|should|would|could) (?:i|you|we|one)|how to|(?:where|what) should (?:i|we)|tutorials?|teach me"
HOWTO_TH = "วิธี|ยังไง|อย่างไร|ทำไง|สอน"
DEFINITION_EN = (
    r"what(?:'s| is| are) (?:an?|the difference|the meaning)|what does|what do|difference between|explain|"
    r"meaning of|definition of|translate|stands? for"
)
DEFINITION_TH = "คืออะไร|หมายถึงอะไร|ใช้ทำอะไร|แปลว่า|แปลคำ|แปลประโยค|อธิบาย|ต่างกัน|ความหมาย"

SHELL_EN = "bash|terminal|shell|command line|command-line|cli|console|zsh|powershell"
SHELL_TH = "เทอร์มินัล|เทอร์มินอล|เทอมินอล|เทอมินัล|เชลล์|คอมมานด์ไลน์"
COMMAND_WORDS = (
    "ls|ll|df|du|pwd|whoami|uname|free|ps|top|htop|uptime|grep|rg|find|cat|head|tail|wc|tree|stat|which|echo|"
    "python3?|pip3?|git|mkdir|cp|mv|touch|sort|uniq|awk|sed|lsblk|nproc|lscpu|tar|unzip|md5sum|sha256sum|diff|"
    "pdftotext|nvidia-smi|pytest"
)
BARE_COMMANDS = "pwd|whoami|df|free|uptime|nproc|lsblk|lscpu|ls|ll|tree|ps"  # a whole message that is one of these
NOT_A_COMMAND = frozenset(
    "the a an my this that it some something me your these those all command commands bash terminal shell script "
    "to in with and or for".split()
)
NOT_A_BASH_REQUEST_EN = r"is it safe|is it ok|should i|what happens if|why (?:does|is|do)|learn|learning|course|vs|versus"
NOT_A_BASH_REQUEST_TH = "ปลอดภัย|ทำไม|เรียน"
SCRIPT_EN = "script|function|alias|one-liner"
SCRIPT_TH = "สคริปต์|สคริปท์"
COMMAND_END_EN = r"tell|show|let|explain|give|summari[sz]e|report|check"
AFTER_COMMAND_TH = "ให้|หน่อย|ที|ด้วย|ดู|ครับ|ค่ะ|คะ|นะ|จ้า|แล้ว|และ"

SAVE_EN = "save|saved|saving|store|stored"
SAVE_TH = "บันทึก|เซฟ"
WRITE_EN = "save|saved|saving|store|stored|write|wrote|written|put|dump|export|append|add|jot down"
WRITE_TH = "บันทึก|เซฟ|เขียน|จด(?!หมาย)"  # not จดหมาย, a letter
PUT_EN = "save|write|put|store|dump|export|append|jot down|jot|record|keep|copy|paste"
FILE_KIND_EN = "text|markdown|md|txt|csv|json|excel|word"
FILE_WORD_EN = "file|note|notes|workspect|workspace|document|doc"
FILE_WORD_TH = "ไฟล์|ไฟล|โน้ต"
NOT_A_PATH_WORD_EN = "and|or|then|to|from|in|on|with|vs|the|of|for|is|are|at|by"
# Asking what was saved is a look at the work folder, not a request to save.
WHAT_WAS_SAVED_EN = r"what (?:did|have|has) (?:you|klang) (?:just )?(?:save|saved|write|written|wrote|store|stored|put)"
WHAT_WAS_SAVED_TH = "(?:เซฟ|บันทึก|เขียน|เก็บ)อะไรไว้"
READ_EN = "read|cat|open|show me|summari[sz]e"
READ_TH = "อ่าน|เปิด"
# "summarize the meeting notes and save it as summary.md": what is read first, then written (engine/plan.py).
DIGEST_EN = r"summari[sz]e|sum up|read|translate|extract|copy|condense|shorten|rewrite|list"
DIGEST_TH = "สรุป|อ่าน|แปล|ย่อ|คัดลอก|ก็อป|ดึง|เรียบเรียง"
KEEP_TH = "เก็บ"  # "เก็บไว้ใน x.md": keep it in x.md
THEN_EN = "and then|then|and"
THEN_TH = "แล้วก็|แล้ว|และ|จากนั้น|ต่อด้วย"
POINTING_EN = "this|that|it|them|these|those|the above|above|what you (?:said|wrote|found)"
POINTING_TH = "นี้|นี่|นั้น|นั่น|อันนี้|อันนั้น|ข้างบน|ข้างต้น|ที่คุยกัน"
OVERWRITE_EN = "overwrite|replace|replacing"
OVERWRITE_TH = "เขียนทับ|แทนที่"
# "where is my lease?", "หาไฟล์สัญญาเช่า": finding a file is the whole request; the answer lists it (engine/plan.py).
# "where" asks for a file only when it names one: "where was the meeting held?" asks the documents
WHERE_FILE_EN = (
    r"where(?: is| are|'s|s) .{0,60}?(?:files?|notes|documents?|docs?|slides|deck|pdf|spreadsheet|"
    r"contract|lease|cv|resume|bill|invoice|receipts?|report|folder|photos?|chats?|e-?mails?|quotes?|quotations?|"
    r"statements?|polic(?:y|ies)|warranty|letters?|agreements?|payslips?|papers?|ads?|presentat\w*|sheets?|"
    r"forms?|notices?|results?|certificates?)"
    # "where is the thing the bank sent about the loan interest" (artgallery set, session 38)
    r"|where(?: is| are|'s|s) (?:the|that|this) (?:thing|stuff|one)s? (?:that )?(?:\S+ ){1,3}?(?:sent|e-?mailed|mailed|gave)"
)
FIND_EN = rf"find(?! out\b)|locate|search for|look for|which (?:file|folder|document)|{WHERE_FILE_EN}"
# Anywhere in the request, after what the file is about: "… which file was it again?", "… which file did i put it
# in?", "… where did i put their mail?", "… where did that email end up?" (read sets of sessions 20-29).
FIND_ANY_EN = (r"wh?ich (?:file|folder|document)|where(?:'d| did| do) (?:i|we) (?:put|save|keep|store|file)|"
               r"where did (?:that|this|the|their|his|her) (?:\S+ ){0,3}?(?:e-?mail|mail|file|chat|letter|quote|pdf|"
               r"note|message|scan|photo)s? end up|"
               # "the thing the bank sent about the loan, can u find it pls" (artgallery set, session 38)
               r"(?:can|could|would) (?:u|you|ya) (?:pls |please )?(?:find|locate|dig up|dig out|pull up) (?:it|them)"
               r"(?: (?:for me|pls|please|again))*\W*$")
FIND_TH = "ค้นหา|หา(?!ก)|ค้น|ขอไฟล์"  # at the start ("หาก" is "if")
# "… เก็บไว้ตรงไหนครับ", "… เก็บเป็นไฟล์ไว้ตรงไหน", "… เราเซฟออกมาไว้ที่ไหนคะ", "… เก็บไว้โฟลเดอร์ไหน",
# "ไฟล์ชื่ออะไรนะคะ"
KEPT_WHERE_TH = (r"ไฟล์ไหน|ไฟล์\s*ชื่อ\s*อะไร|"
                 r"(?:เก็บ|เซฟ)(?!เงิน)\S{0,14}?ไว้\s*(?:ที่|ตรง|ใน)?\s*(?:โฟลเดอร์|ไฟล์)?\s*ไหน")
WHERE_TH = rf"อยู่ที่ไหน|อยู่ไหน|อยู่ตรงไหน|{KEPT_WHERE_TH}"
# "compare A with B", "เทียบ A กับ B", "A กับ B ตรงกันไหม": two files read side by side (engine/plan.py).
COMPARE_EN = "compare|comparing"
COMPARE_TH = "เปรียบเทียบ|เทียบ"
SAME_TH = (r"(?:ตรงกัน|ต่างกัน|เหมือนกัน|เท่ากัน|เดียวกัน)(?:ไหม|มั้ย|หรือไม่|หรือเปล่า|รึเปล่า|ป่าว|เปล่า)"
           r"|ต่างกัน(?:ยังไง|อย่างไร|แค่ไหน|เท่าไหร่|เท่าไร)")  # "A กับ B ต่างกันยังไง": how do A and B differ
BOTH_EN = "with|and|against|versus|vs|to"
# A year named by when it is: "this year's budget" is the newest file of its kind, "last year's" the one before.
THIS_YEAR_EN = "this (?:year|yr)|current year"  # "leotard price this yr vs last yr" (dancestudio set)
THIS_YEAR_TH = "ปีนี้"
LAST_YEAR_EN = "last (?:year|yr)|previous year"
LAST_YEAR_TH = "ปีที่แล้ว|ปีก่อน|ปีกลาย|ปีที่ผ่านมา"
BOTH_TH = "เทียบกับ|กับ|และ"

WEB_PLACE_TH = "เว็บ|เน็ต|อินเทอร์เน็ต|อินเตอร์เน็ต|อินเตอร์เนต|กูเกิ้?ล"
WEB_PLACE_EN = "web|internet|net|online|google"
SEARCH_EN = "search|look up|lookup|look it up|look|check|find|google"
SEARCH_TH = "ค้น|หา|เสิร์ช|เสริช"
NOT_WEB_EN = "translate"
NOT_WEB_TH = "แปล"
DEEP_SEARCH_EN = (
    r"compare|comparison|vs|versus|reviews?|research|analy[sz]e|analysis|in.depth|detailed|pros and cons|best|top|"
    r"news|history of"
)
DEEP_SEARCH_TH = "เปรียบเทียบ|วิเคราะห์|รีวิว|ละเอียด|ข้อดีข้อเสีย|ข่าว|ดีที่สุด|แนะนำ"

# What was agreed with someone, or what the user asks to be reminded of, is in their records, not on the web: "what
# price did we settle on in the end", "i forgot when …" (KEPT_TH for Thai).
AGREED_EN = r"(?:did|have) we (?:agree|settle)|we (?:agreed|settled)|i (?:forgot|can'?t remember)"
# ... and so is what the user's business did: "how much did we sell in drinking water in aug this year?" went to the web
# (lpgshop set, session 39)
DEALT_EN = (r"did (?:we|i) (?:sell|spend|pay|earn|make|buy|order|charge|take in|bring in|receive|quote|lend|borrow|"
             r"use|spray|deliver|send|transfer)\b|(?:we|i) (?:sold|spent|paid|earned|bought|ordered|charged|quoted|"
             r"received|lent|borrowed|transferred)\b")
# The user's own things: "my notes", "ของฉัน", "ในเครื่อง". Such a request stays on this machine.
PERSONAL_EN = (
    r"(?:my|our|mine)\s+(?:[a-z0-9'-]+\s+){0,3}?(?:files?|notes?|docs?|documents?|cv|resume|computer|laptop|pc|mac|"
    r"folders?|desktop|downloads|drive|photos?|pictures?|pics|scans?|contracts?|lease|invoices?|receipts?|bills?|"
    r"payslips?|statements?|spreadsheets?|slides?|records?|plan|thesis|reports?|drafts?|minutes|policy|passport|"
    r"id card|tax returns?|knowledge folder|work folder)"
    r"|on (?:this|my) (?:computer|laptop|machine|pc|mac)|i (?:saved|wrote down|scanned|downloaded|kept)"
    r"|(?:i|we) (?:budgeted|planned|set aside)|did (?:i|we) (?:plan|budget)"
    r"|in my files|from my documents|according to my"
    r"|(?:i|we) (?:still )?owe\b"
    # what the shop holds: "the list of used engines n gearboxes we have in stock rn" went to the web (autoparts set)
    r"|(?:i|we) (?:have|got|keep|hold) (?:left )?in stock|(?:my|our) stock\b"
    rf"|{AGREED_EN}|{DEALT_EN}"
)
# Where a thing was kept: a request saying so is about the user's things (PERSONAL_TH) and points at a stored
# record (shapes.OWN_RECORD), whatever the noun ("ที่จดไว้").
KEPT_TH = ("ที่เก็บไว้|ที่เซฟไว้|ที่จดไว้|ที่สแกนไว้|ที่บันทึกไว้|ที่ตั้งงบไว้|ในไฟล์|ในเอกสาร|ตามสัญญา|ในสัญญา|ในบันทึก|ในโน้ต|"
           # ... or what was agreed with someone, or what the user asks to be reminded of: no web page holds
           # "หมูสับเจ๊หมวยโลละเท่าไหร่ ที่ตกลงกันล่าสุด" (sent to the web surely, schoolcanteen set, session 38) or
           # "คุณอำนาจนัดเอารถเข้ามาวันไหนนะ จำไม่ได้ละ" (answered from nothing, tyreshop set)
           "ที่ตกลงกัน|ตกลงกันไว้|ที่คุยกันไว้|จำไม่ได้|ลืม(?:ไป)?(?:แล้ว|อีกแล้ว)")
# What is left of one's own loan or bill, which no web page knows: "หนี้ ธกส. ตอนนี้ต้นเหลือเท่าไหร่ แล้วงวดหน้าต้อง
# เตรียมเงินกี่บาท" went to the web search (weaving set), "how much do i still owe baac on the boat loan".
OWED_TH = "งวดหน้า|ต้นเหลือ|ยอดค้าง|ค้างชำระ|ค้างจ่าย"
PERSONAL_TH = f"ของฉัน|ของผม|ของหนู|ของเรา|ของกู|ของเค้า|ในเครื่อง|ในคอม|{KEPT_TH}|สลิปเงินเดือน|สัญญาเช่า|{OWED_TH}"

# A stored record of the user's ("my Chiang Mai trip", "ตารางงานของผม"): the answer may be in their files,
# so a request naming one is searched even when it reads as chit-chat. "My sleep", "my English" or "my cat"
# name nothing a file holds.
# Kinds of record a request or a file's name says a document is, each in English and Thai: "the GSB loan agreement" is
# สัญญากู้เงิน_ออมสิน.docx, not GSB_loan_statement.pdf (engine/plan.best_for).
RECORD_KINDS = (
    r"contracts?(?!or)|agreements?|lease|สัญญา|ข้อตกลง",  # not contractors (interiordesign set, session 44)
    # "the clinic bill" is its receipt; "บิลค่าผ่าตัดตาแม่" ใบแจ้งค่ารักษา_แม่มี_รพ.ศรีอุดร.docx (roofing set, session 43)
    r"invoices?|\binv\b|bills?|receipts?|ใบแจ้งหนี้|ใบแจ้งค่า|บิล|ใบกำกับ|ใบเสร็จ",
    r"statements?|สเตทเมนต์|รายการเดินบัญชี",
    r"quotes?|quotations?|\bqt\b|ใบเสนอราคา|ใบราคา",  # QT_HappyPaws_v2_final.docx (dogbreeder set, session 44)
    r"e-?mails?|อีเมล|เมล(?!็ด)",  # "สรุปเมลน้องพลอย…" is her email (carpenter set, session 45); not เมล็ด, a seed
    r"chats?|แชท|(?<!ออน)(?<!ไกด์)(?<!เดด)ไลน์|^line\b",  # not ขายออนไลน์ (ricecracker set, session 41), เดดไลน์
    r"polic(?:y|ies)|กรมธรรม์",
    r"warrant(?:y|ies)|ใบรับประกัน",
    r"payslips?|สลิปเงินเดือน",
)

RECORD_EN = (
    r"notes?|files?|folders?|documents?|docs?|trips?|itinerar(?:y|ies)|plans?|schedules?|calendar|timetable|"
    r"agenda|appointments?|minutes|contracts?|lease|agreements?|budgets?|expenses|bills?|invoices?|receipts?|"
    r"statements?|payslips?|tax returns?|polic(?:y|ies)|insurance|loans?|mortgage|spreadsheets?|reports?|"
    r"records?|cv|resume|thesis|slides|presentation|deck|to-?do(?: list)?|checklist|list|diary|journal|project|"
    r"meetings?|bookings?|reservations?|tickets?|flights?"
)
OWNER_EN = "my|our"
RECORD_TH = (
    "ไฟล์|เอกสาร|โน้ต|บันทึก|ทริป|แผน|กำหนดการ|ตาราง|นัด|สัญญา|งบ|ค่าใช้จ่าย|บิล|ใบแจ้งหนี้|ใบเสร็จ|สลิป|ประกัน|"
    "กรมธรรม์|เงินกู้|สินเชื่อ|รายงาน|เรซูเม่|ประวัติย่อ|รายการ|สไลด์|โปรเจกต์|โปรเจค|วิทยานิพนธ์|ไดอารี่|การประชุม|"
    "ตั๋ว|การจอง|ไฟลท์|เที่ยวบิน"
)
OWNER_TH = "ของ(?:ฉัน|ผม|หนู|เรา|กู|เค้า|ดิฉัน)"
# Saying where it was kept points at a stored thing whatever the noun ("the thing I wrote down", "ที่จดไว้").
KEPT_EN = rf"(?:i|my|our) (?:saved|wrote down|scanned|downloaded|kept|noted)|in my files|from my documents|{AGREED_EN}"
# ...unless the request brings the text to work on ("summarise my notes: met Anna, …", "แปลประโยคนี้ของฉัน: …"),
EDIT_EN = (
    r"fix|correct|check|proofread|rewrite|rephrase|reword|translate|polish|paraphrase|shorten|edit|improve|tidy|"
    r"make|summari[sz]e|simplify|format|grammar|spelling"
)
EDIT_TH = "แปล|แก้|ตรวจ|เกลา|เรียบเรียง|ปรับ|เขียนใหม่|ย่อ|สรุป|ทำให้|แกรมม่า|ไวยากรณ์|สะกด|คำผิด"
# asks for advice ("any tips to stick to my budget?", "งบของเรา ควรแบ่งใช้ยังไงดี"),
ADVICE_EN = (
    rf"{HOWTO_EN}|tips?|advice|ideas?|is it (?:normal|safe|ok|okay)|what happens if|(?:a|the) (?:good|better|best) way"
)
ADVICE_TH = "วิธี|ยังไงดี|ทำไงดี|ทำยังไง|ควร|เคล็ดลับ|ทิป|แนะนำ"
# or asks for something new to be written ("help me plan my trip to Japan", "ช่วยเขียนตารางออกกำลังกายของผม").
CREATE_EN = (
    r"write|draft|compose|plan|create|make up|come up with|brainstorm|design|generate|put together|prepare|suggest"
)
CREATE_TH = "วางแผน|เขียน|ร่าง|แต่ง|คิด|จัด|สร้าง|ออกแบบ"
ASKING_EN = r"hey|hi|ok|okay|please|pls|plz|can you|could you|would you|can u|could u|will you|help me|i need you to"
ASKING_TH = "ช่วย|รบกวน|ขอ|ลอง"

# Words around a URL that only say "open it", and politeness: what remains is the user's question about the page.
URL_FILLER_TH = (
    "ให้หน่อย", "หน่อย", "ให้ที", "เปิด", "เข้าไป", "เข้า", "ดู", "อ่าน", "ลิงก์", "ลิงค์", "เว็บไซต์", "เว็บ", "หน้า",
    "นี้", "นี่", "ครับ", "ค่ะ", "คะ", "นะ", "จ้า", "ไป", "ช่วย", "ลอง", "ขอ", "ด้วย", "เช็ค", "เช็ก",
)
URL_FILLER_EN = frozenset(
    "open go to visit read please pls plz check out this link page site website the can could you u at look a for me "
    "hey hi it".split()
)
LEAD_IN = r"hey|hi|ok|okay|yo|please|pls|plz|can you|could you|would you|can u|could u|will you|ช่วย|ลอง|รบกวน|ขอ"
POLITE_END = r"ให้หน่อย|หน่อย|ให้ที|ครับ|ค่ะ|คะ|จ้า|please|pls|plz|for me|thanks|thank you"
