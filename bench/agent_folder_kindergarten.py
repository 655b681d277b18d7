"""A folder for bench/agent_tasks.py (`--folder kindergarten`): a small private kindergarten owner's papers.

Anchalee Srisuk (ครูแอน) owns and runs Ton Kla Kindergarten (โรงเรียนอนุบาลต้นกล้า), 66 children in four classes,
in San Sai, Chiang Mai: this year's and last year's fee announcements (docx, a table), the term-1 unpaid-fees
workbook (xlsx, two sheets), the staff payroll (xlsx, two sheets), a new teacher's employment contract (docx, a
table) and another teacher's contract from last year, a draft job advert (md), two LINE chat exports (the K2
parents' group about sports day, a mother asking about a sibling discount), a Thai letter to parents about the zoo
trip (docx, a table), the milk supplier's English invoice (pdf), two English playground quotes (pdf) with her own
price notes (md), the lunch caterer's price note (md), income and expenses by month for term 1 of 2568 (xlsx, two
sheets, Thai/English headers) and last year's summary (md), slides for opening a second nursery room in 2569
(pptx) and an older draft of that plan, the term-2 activity calendar (md), the pupils' group accident policy
(English pdf); plus household papers: the home electricity bill and the house-loan statement (English pdf), a note
on her son's own school fees and a LINE chat with her husband. The workspect holds a to-do list.
Written blind of the engine's rules, in session 23, for agent_tasks_kindergarten_holdout.json. Every figure a
task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FEES_TOP = [
    "ประกาศโรงเรียนอนุบาลต้นกล้า",
    "เรื่อง อัตราค่าธรรมเนียมการเรียน ปีการศึกษา 2568",
    "โรงเรียนอนุบาลต้นกล้า เลขที่ 45/3 หมู่ 6 ตำบลสันนาเม็ง อำเภอสันทราย จังหวัดเชียงใหม่ 50210 โทร 053-491-226",
    "โรงเรียนขอแจ้งอัตราค่าธรรมเนียมการเรียนสำหรับภาคเรียนที่ 1 ปีการศึกษา 2568 (เปิดเรียน 12 พฤษภาคม 2568) ดังนี้",
]
FEES_TABLE = [
    ("ระดับชั้น", "ค่าเทอม (ต่อภาคเรียน)", "ค่าอาหารกลางวันและอาหารว่าง (ต่อภาคเรียน)", "ค่าอุปกรณ์การเรียน (ต่อปี)",
     "รวมชำระภาคเรียนที่ 1"),
    ("เตรียมอนุบาล (อายุ 2 ปีครึ่ง)", "14,500", "4,200", "1,800", "20,500"),
    ("อนุบาล 1", "13,200", "4,200", "1,600", "19,000"),
    ("อนุบาล 2", "13,800", "4,200", "1,600", "19,600"),
    ("อนุบาล 3", "14,000", "4,200", "1,900", "20,100"),
]
FEES_BOTTOM = [
    "ค่าแรกเข้าสำหรับนักเรียนใหม่ 3,000 บาท ชำระครั้งเดียว",
    "ค่ารถตู้รับส่ง เดือนละ 1,500 บาท (ระยะไม่เกิน 5 กิโลเมตรจากโรงเรียน)",
    "ส่วนลดพี่น้อง: ลดค่าเทอม 10% สำหรับบุตรคนที่สองที่เรียนพร้อมกัน",
    "กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568 หากชำระล่าช้าคิดค่าปรับวันละ 20 บาท",
    "ชำระได้ที่ห้องธุรการ หรือโอนเข้าบัญชีธนาคารกสิกรไทย สาขาสันทราย เลขที่ 312-2-48817-5 ชื่อบัญชี โรงเรียนอนุบาลต้นกล้า",
    "ประกาศ ณ วันที่ 10 มีนาคม 2568",
    "(นางอัญชลี ศรีสุข) ผู้รับใบอนุญาตและครูใหญ่",
]
OLD_FEES_TOP = [
    "ประกาศโรงเรียนอนุบาลต้นกล้า",
    "เรื่อง อัตราค่าธรรมเนียมการเรียน ปีการศึกษา 2567",
    "โรงเรียนขอแจ้งอัตราค่าธรรมเนียมการเรียนสำหรับภาคเรียนที่ 1 ปีการศึกษา 2567 ดังนี้",
]
OLD_FEES_TABLE = [
    ("ระดับชั้น", "ค่าเทอม (ต่อภาคเรียน)", "ค่าอาหารกลางวันและอาหารว่าง (ต่อภาคเรียน)", "ค่าอุปกรณ์การเรียน (ต่อปี)",
     "รวมชำระภาคเรียนที่ 1"),
    ("เตรียมอนุบาล", "13,800", "3,900", "1,800", "19,500"),
    ("อนุบาล 1", "12,500", "3,900", "1,500", "17,900"),
    ("อนุบาล 2", "13,000", "3,900", "1,500", "18,400"),
    ("อนุบาล 3", "13,500", "3,900", "1,800", "19,200"),
]
OLD_FEES_BOTTOM = [
    "ค่าแรกเข้าสำหรับนักเรียนใหม่ 2,500 บาท",
    "ค่ารถตู้รับส่ง เดือนละ 1,400 บาท",
    "กรุณาชำระภายในวันที่ 15 พฤษภาคม 2567",
    "ประกาศ ณ วันที่ 8 มีนาคม 2567",
    "(นางอัญชลี ศรีสุข) ผู้รับใบอนุญาตและครูใหญ่",
]
CLASS_HEADERS = ("ชั้น (Class)", "จำนวนนักเรียน (Students)", "ยอดที่ต้องเก็บ (Billed, THB)",
                 "เก็บแล้ว (Collected, THB)", "ค้างชำระ (Outstanding, THB)")
CLASSES = [
    ("เตรียมอนุบาล (Nursery)", 12, 20500, 1),
    ("อนุบาล 1 (K1)", 18, 19000, 2),
    ("อนุบาล 2 (K2)", 20, 19600, 1),
    ("อนุบาล 3 (K3)", 16, 20100, 0),
]
UNPAID_HEADERS = ("ชื่อเด็ก (Child)", "ชั้น (Class)", "ยอดค้าง (Owed, THB)", "ผู้ปกครอง (Parent)", "โทร (Phone)",
                  "หมายเหตุ (Note)")
UNPAID = [
    ("น้องพายุ", "เตรียมอนุบาล", 20500, "คุณจิราพร", "089-632-1174", "ขอผ่อน 2 งวด สิ้น มิ.ย. กับสิ้น ก.ค."),
    ("น้องข้าวหอม", "อนุบาล 1", 19000, "คุณธีระ", "081-950-4426", "โทรแล้วไม่รับสาย ส่งไลน์แล้ว"),
    ("น้องต้นข้าว", "อนุบาล 1", 19000, "คุณสายฝน", "062-117-8803", "รอเงินเดือนออก 30 มิ.ย."),
    ("น้องมะปราง", "อนุบาล 2", 19600, "คุณอรทัย", "095-224-6158", "ย้ายมาจากลำพูน จ่ายต้น ก.ค."),
]
PAY_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Salary, THB)", "ประกันสังคม 5% (SSO, THB)",
               "รับสุทธิ (Net pay, THB)")
STAFF = [
    ("ครูนิด นิตยา คำมา", "ครูประจำชั้นอนุบาล 3", 16500),
    ("ครูเปิ้ล ศิริพร ใจบุญ", "ครูประจำชั้นอนุบาล 2", 15800),
    ("ครูส้ม สุภาพร อินต๊ะ", "ครูห้องเตรียมอนุบาล", 15500),
    ("ครูมิ้นท์ ธนพร แก้วดี", "ครูประจำชั้นอนุบาล 1", 15000),
    ("พี่น้อย บัวผัน ปันแก้ว", "พี่เลี้ยงเด็ก", 9800),
    ("พี่แดง ดวงใจ สุริยา", "พี่เลี้ยงเด็ก", 9800),
    ("ลุงจันทร์ จันทร์แก้ว ทาแก้ว", "คนขับรถตู้/ภารโรง", 11000),
]
TERM_MONTHS = ["พ.ค. 2568 (May)", "มิ.ย. 2568 (Jun)", "ก.ค. 2568 (Jul)", "ส.ค. 2568 (Aug)", "ก.ย. 2568 (Sep)"]
SSO_FILED = ["13/06/2568", "14/07/2568", "12/08/2568", "15/09/2568", "14/10/2568"]
CONTRACT_TOP = [
    "สัญญาจ้างครู",
    "ทำที่ โรงเรียนอนุบาลต้นกล้า อำเภอสันทราย จังหวัดเชียงใหม่ วันที่ 25 เมษายน 2568",
    "ผู้จ้าง: นางอัญชลี ศรีสุข ผู้รับใบอนุญาตโรงเรียนอนุบาลต้นกล้า",
    "ลูกจ้าง: นางสาวธนพร แก้วดี (ครูมิ้นท์) อายุ 24 ปี ปริญญาตรีการศึกษาปฐมวัย มหาวิทยาลัยราชภัฏเชียงใหม่",
    "ข้อ 1. ผู้จ้างตกลงจ้างลูกจ้างในตำแหน่งครูประจำชั้นอนุบาล 1 เริ่มงานวันที่ 1 พฤษภาคม 2568",
    "ข้อ 2. ทดลองงาน 119 วัน เวลาทำงานวันจันทร์-ศุกร์ 07:30-16:30 น.",
    "ข้อ 3. ค่าจ้างและสวัสดิการตามตารางนี้ จ่ายทุกวันที่ 28 ของเดือน โอนเข้าบัญชีลูกจ้าง",
]
CONTRACT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท/เดือน)"),
    ("เงินเดือน", "15,000"),
    ("ค่าเดินทาง", "500"),
    ("เบี้ยขยัน (ไม่ลา ไม่สาย)", "300"),
    ("หักประกันสังคม 5%", "750"),
]
CONTRACT_BOTTOM = [
    "ข้อ 4. ลูกจ้างมีสิทธิ์ลาพักร้อน 6 วันต่อปีหลังผ่านทดลองงาน ลาป่วยตามกฎหมาย",
    "ข้อ 5. หากประสงค์จะลาออก ต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน และไม่ลาออกระหว่างภาคเรียน",
    "ลงชื่อ อัญชลี ศรีสุข ผู้จ้าง",
    "ลงชื่อ ธนพร แก้วดี ลูกจ้าง",
]
OLD_CONTRACT_TOP = [
    "สัญญาจ้างครู",
    "ทำที่ โรงเรียนอนุบาลต้นกล้า วันที่ 20 เมษายน 2567",
    "ผู้จ้าง: นางอัญชลี ศรีสุข  ลูกจ้าง: นางสาวสุภาพร อินต๊ะ (ครูส้ม)",
    "ข้อ 1. จ้างในตำแหน่งครูห้องเตรียมอนุบาล เริ่มงานวันที่ 1 พฤษภาคม 2567",
    "ข้อ 2. ทดลองงาน 119 วัน",
    "ข้อ 3. เงินเดือน 14,800 บาท ค่าเดินทาง 500 บาท จ่ายทุกวันที่ 28",
    "ลงชื่อ อัญชลี ศรีสุข ผู้จ้าง",
    "ลงชื่อ สุภาพร อินต๊ะ ลูกจ้าง",
]
JOB_AD_DRAFT = """# ร่าง ประกาศรับสมัครครูผู้ช่วย (ยังไม่ได้โพสต์)

รับสมัครครูผู้ช่วยห้องเตรียมอนุบาล 1 อัตรา เริ่มงาน พ.ค. 2569
- วุฒิปริญญาตรี ปฐมวัย หรือสาขาที่เกี่ยวข้อง รักเด็ก ใจเย็น
- เงินเดือน 12,000-13,000 บาท (ตามประสบการณ์) มีประกันสังคม
- ส่งประวัติทางไลน์ @tonkla-kids หรือโทร 053-491-226
(ถามพี่เสริฐก่อนว่าจะลงกลุ่มเฟซบุ๊กไหนดี)
"""
LINE_GROUP = """[LINE] ประวัติการแชทในกลุ่ม ผู้ปกครองอนุบาล 2 ต้นกล้า
บันทึกเมื่อ: 06/08/2568 21:10

จ., 04/08/2568
16:02\tครูเปิ้ล อ.2\tสวัสดีค่ะคุณพ่อคุณแม่ แจ้งงานกีฬาสีนะคะ จัดวันเสาร์ที่ 23 ส.ค. 68 เริ่ม 08:30 น. ที่สนามโรงเรียนค่ะ
16:03\tครูเปิ้ล อ.2\tห้อง อ.2 อยู่สีฟ้าค่ะ เสื้อกีฬาสีตัวละ 350 บาท สั่งกับครูได้ถึงวันศุกร์ที่ 8 ส.ค. นะคะ
16:05\tครูเปิ้ล อ.2\tมีวิ่งผลัดคุณพ่อคุณแม่ด้วยค่ะ ใครจะลงชื่อแจ้งในกลุ่มได้เลย ต้องการ 4 ท่าน
16:20\tแม่น้องไอซ์\tสั่งเสื้อ 1 ตัวค่ะ ไซส์ S  ถามเรื่องไปสวนสัตว์ด้วยค่ะ ไปเมื่อไหร่คะ
16:31\tครูเปิ้ล อ.2\tทัศนศึกษาสวนสัตว์ต้นเดือน ก.ย. ค่ะ ตอนนี้กะไว้ประมาณคนละ 450 รอหนังสือแจ้งจากครูใหญ่อีกทีนะคะ
17:45\tพ่อน้องภูผา\tพ่อลงวิ่งผลัดครับ 🏃
18:10\tแม่น้องมะปราง\tขอเสื้อ 1 ตัวค่ะ ไซส์ M แล้วให้ช่วยทำขนมไปงานไหมคะ

อ., 05/08/2568
07:50\tครูเปิ้ล อ.2\tขอบคุณค่ะ ขนมไม่ต้องค่ะ โรงเรียนเตรียมอาหารว่างให้ ขอน้ำดื่มเด็กใส่กระติกมาคนละใบพอค่ะ
07:52\tครูเปิ้ล อ.2\tวันงานให้น้องๆ มาถึงโรงเรียน 07:45 นะคะ แต่งหน้าทาแป้งให้ที่โรงเรียนค่ะ
"""
LINE_MOTHER = """[LINE] ประวัติการแชทกับ แม่น้องใบเตย (วิภาวี)
บันทึกเมื่อ: 20/09/2568 19:02

พฤ., 18/09/2568
19:15\tแม่น้องใบเตย (วิภาวี)\tครูแอนคะ เทอมหน้าน้องใบบัวน้องสาวใบเตยจะเข้าห้องเตรียมอนุบาลค่ะ มีส่วนลดพี่น้องไหมคะ
19:22\tครูแอน ต้นกล้า\tมีค่ะคุณแม่ ลดค่าเทอม 10% ให้น้องคนเล็กค่ะ ค่าเทอมเตรียมอนุบาล 14,500 ลดให้ 1,450 บาทค่ะ
19:23\tครูแอน ต้นกล้า\tค่าแรกเข้า 3,000 ยังต้องจ่ายนะคะ ส่วนลดเป็นเฉพาะค่าเทอมค่ะ
19:30\tแม่น้องใบเตย (วิภาวี)\tขอแบ่งจ่ายเป็นสองงวดได้ไหมคะ ช่วงนี้ร้านเงียบค่ะ
19:41\tครูแอน ต้นกล้า\tได้ค่ะ งวดแรกวันที่ 10 พ.ย. งวดที่สองวันที่ 10 ธ.ค. นะคะ ไม่คิดค่าปรับค่ะ
19:42\tแม่น้องใบเตย (วิภาวี)\tขอบคุณมากค่ะครู 🙏

ศ., 19/09/2568
08:05\tแม่น้องใบเตย (วิภาวี)\tวันนี้ใบเตยไอนิดหน่อยนะคะ ฝากครูมิ้นท์ดูให้ด้วยค่ะ
08:10\tครูแอน ต้นกล้า\tได้ค่ะ จะบอกครูมิ้นท์ให้ค่ะ
"""
TRIP_TOP = [
    "หนังสือแจ้งผู้ปกครอง",
    "ที่ ตก. 027/2568   วันที่ 15 สิงหาคม 2568",
    "เรื่อง ขออนุญาตพานักเรียนไปทัศนศึกษา สวนสัตว์เชียงใหม่",
    "เรียน ผู้ปกครองนักเรียนชั้นอนุบาล 1-3",
    "โรงเรียนอนุบาลต้นกล้ากำหนดพานักเรียนไปทัศนศึกษาที่สวนสัตว์เชียงใหม่และเชียงใหม่ อควาเรียม "
    "ในวันพฤหัสบดีที่ 11 กันยายน 2568 ออกเดินทาง 08:00 น. กลับถึงโรงเรียนประมาณ 15:00 น. "
    "(นักเรียนห้องเตรียมอนุบาลไม่ได้ไปด้วย)",
    "ค่าใช้จ่ายคนละ 520 บาท ตามรายละเอียดดังนี้",
]
TRIP_TABLE = [
    ("รายการ", "บาทต่อคน"),
    ("ค่ารถบัสปรับอากาศ 2 คัน", "220"),
    ("บัตรเข้าสวนสัตว์และอควาเรียม", "150"),
    ("อาหารกลางวันและน้ำดื่ม", "100"),
    ("ประกันอุบัติเหตุเดินทาง", "50"),
    ("รวม", "520"),
]
TRIP_BOTTOM = [
    "ผู้ปกครองที่ต้องการร่วมเดินทาง ชำระคนละ 250 บาท (ค่ารถและบัตรเข้าชม) จำกัดครอบครัวละ 1 ท่าน",
    "กรุณาส่งใบตอบรับพร้อมค่าใช้จ่ายกับครูประจำชั้นภายในวันศุกร์ที่ 29 สิงหาคม 2568",
    "ให้นักเรียนใส่เสื้อโรงเรียนสีเขียว หมวก และนำกระติกน้ำมาด้วย",
    "ขอแสดงความนับถือ",
    "(นางอัญชลี ศรีสุข) ครูใหญ่โรงเรียนอนุบาลต้นกล้า",
]
MILK_INVOICE = [
    "DOI SAKET DAIRY COOPERATIVE LTD.\n"
    "88 Moo 2, Luang Nuea, Doi Saket, Chiang Mai 50220   Tel. 053-866-140\n"
    "INVOICE\n"
    "Invoice No.: LD2508-114   Date: 31 August 2025\n"
    "Customer: Ton Kla Kindergarten, 45/3 Moo 6, San Na Meng, San Sai, Chiang Mai 50210\n"
    "Delivery period: 1-29 August 2025 (20 school days)\n"
    " \n"
    "UHT plain milk 180 ml            1,380 boxes x 8.50 = 11,730.00\n"
    "Yogurt drink, strawberry 110 ml    264 bottles x 7.00 =  1,848.00\n"
    " \n"
    "Subtotal: 13,578.00 THB\n"
    "VAT: exempt (fresh dairy products)\n"
    "Total amount due: 13,578.00 THB\n"
    "Payment due date: 15 September 2025\n"
    "Please transfer to Bank for Agriculture and Agricultural Cooperatives (BAAC), account 020-8-41552-6,\n"
    "Doi Saket Dairy Cooperative Ltd. Send the slip to LINE @dsdairy.",
]
KIDSPLAY_QUOTE = [
    "KIDSPLAY THAILAND CO., LTD.\n"
    "219 Chiang Mai-Lampang Superhighway, Nong Pa Khrang, Mueang, Chiang Mai 50000  Tel. 052-001-734\n"
    "QUOTATION\n"
    "Quotation No.: KP-Q2507-031   Date: 15 July 2025\n"
    "To: Ton Kla Kindergarten (Mrs. Anchalee Srisuk)\n"
    "Project: outdoor playground for children aged 3-6\n"
    " \n"
    "1. Climbing frame with double slide, model KP-220      1 set    68,000.00\n"
    "2. Rubber safety floor tiles 50 mm                     40 sq m x 950 = 38,000.00\n"
    "3. Swing set, 2 baby seats                             1 set    14,500.00\n"
    "4. Delivery and installation                           1 job     6,000.00\n"
    " \n"
    "Subtotal: 126,500.00 THB\nVAT 7%: 8,855.00 THB\nGrand total: 135,355.00 THB\n"
    "Warranty: 2 years on structure, 1 year on floor tiles.\n"
    "Lead time: 30 days after 50% deposit. This quotation is valid for 30 days.\n"
    "Sales: Mr. Nattawut Panya, Tel. 086-431-2258",
]
HAPPYYARD_QUOTE = [
    "HAPPYYARD PLAYGROUND SUPPLY\n"
    "55/1 Moo 4, Ban Thi, Lamphun 51180   Tel. 081-883-0412\n"
    "QUOTATION\n"
    "Quote No.: HY-0825-07   Date: 5 August 2025\n"
    "Customer: Ton Kla Kindergarten, San Sai, Chiang Mai\n"
    " \n"
    "Climbing frame with slide (HDPE, for age 3-6)        1 set    59,000\n"
    "EPDM rubber floor, poured in place                 40 sq m x 1,100 = 44,000\n"
    "Swing set, 2 seats                                   1 set    12,800\n"
    "Delivery and installation                            free\n"
    " \n"
    "Total: 115,800 THB (we are not VAT registered)\n"
    "Warranty: 1 year.\n"
    "Payment: 40% deposit, balance on completion. Installation takes 5 days.\n"
    "Prices valid until 5 September 2025.",
]
PLAYGROUND_NOTE = """# เครื่องเล่นสนามใหม่ จดราคาไว้ (ส.ค. 68)

- งบที่ตั้งไว้ประมาณ 120,000 เอาจากเงินเหลือปีการศึกษา 67
- KidsPlay เชียงใหม่: ปีที่แล้วเซลส์บอกปากเปล่าชุดปีนป่าย 62,000 ตอนนี้ในใบเสนอราคาขึ้นเป็น 68,000 แล้ว ยังไม่รวม VAT
- HappyYard ลำพูน: ราคารวมถูกกว่า ไม่มี VAT แต่ประกันแค่ปีเดียว
- พื้นยางแบบเทพื้น (EPDM) ดีกว่าแผ่นยาง เด็กไม่สะดุด แต่แพงกว่าตารางเมตรละ 150
- ต้องถามพี่เสริฐเรื่องย้ายต้นมะม่วงออก
- ครูนิดบอกชิงช้าเด็กเล็กต้องมีเข็มขัด
"""
LUNCH_NOTE = """# อาหารกลางวัน ครัวป้าศรี (ปีการศึกษา 2568)

- ป้าศรี (ศรีนวล ใจมา) โทร 084-610-3327 ส่งอาหารถึงโรงเรียน 10:45 ทุกวันเปิดเรียน
- อาหารกลางวันเด็ก หัวละ 38 บาทต่อวัน (ปีที่แล้ว 35 บาท ขึ้นเพราะหมูกับไข่แพง)
- อาหารว่างบ่าย (ขนม+ผลไม้) หัวละ 15 บาทต่อวัน
- ครูและพี่เลี้ยงกินฟรี 7 ที่
- วันศุกร์ป้าแถมผลไม้ตามฤดู
- วางบิลทุกสิ้นเดือน โอนภายในวันที่ 5 ของเดือนถัดไป บัญชีกรุงไทย 511-0-22984-1
- ห้ามใส่ถั่ว น้องพายุแพ้ถั่วลิสง
"""
INCOME_HEADERS = ("เดือน (Month)", "ค่าธรรมเนียมการเรียน (Fees, THB)", "ค่ารถตู้ (Van, THB)",
                  "กิจกรรม/อื่นๆ (Activities & other, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(1012400, 33000, 4500), (148600, 33000, 2100), (62500, 31500, 1800), (19600, 31500, 23100),
          (0, 30000, 34320)]
EXPENSE_HEADERS = ("เดือน (Month)", "เงินเดือน+ประกันสังคม (Payroll & SSO, THB)", "อาหารครัวป้าศรี (Meals, THB)",
                   "นม (Milk, THB)", "ค่าไฟ/น้ำ (Utilities, THB)", "น้ำมันรถตู้ (Van fuel, THB)",
                   "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                   "หมายเหตุ (Note)")
EXPENSES = [(97930, 62964, 11322, 8450, 6200, 5400, ""), (97930, 73458, 14106, 9120, 7100, 3200, ""),
            (97930, 66462, 12936, 8870, 6800, 4100, ""),
            (97930, 69960, 13578, 8640, 6900, 21700, "เสื้อกีฬาสี ถ้วยรางวัล งานกีฬาสี"),
            (97930, 73458, 14212, 9010, 7300, 36400, "รถบัส+บัตรสวนสัตว์ ทัศนศึกษา")]
LAST_YEAR_NOTE = """# สรุปรายรับรายจ่าย ปีการศึกษา 2567 (พ.ค. 67 - มี.ค. 68)

- นักเรียน 61 คน (เตรียมอนุบาล 10, อ.1 17, อ.2 18, อ.3 16)
- รายรับทั้งปี 2,418,600 บาท
- รายจ่ายทั้งปี 2,051,300 บาท (เงินเดือนเป็นก้อนใหญ่สุด 1,032,000)
- กำไร 367,300 บาท กันไว้ทำสนามเด็กเล่น 120,000
- ภาคเรียนที่ 1 ปีที่แล้วรับ 1,297,400 จ่าย 901,800
- ปีนี้ต้องคุมค่าอาหาร ครัวป้าศรีขอขึ้นราคา
"""
PLAN_SLIDES = [
    ("แผนเปิดห้องเตรียมอนุบาลห้องที่ 2 ปีการศึกษา 2569", "โรงเรียนอนุบาลต้นกล้า\nครูแอน (อัญชลี ศรีสุข)\nกันยายน 2568"),
    ("ทำไมต้องเปิดเพิ่ม", "ห้องเตรียมอนุบาลเดิมรับได้ 12 คน เต็มตั้งแต่ มี.ค. 2568\n"
                        "มีรายชื่อรอเข้า 14 คน (ส่วนใหญ่เป็นน้องของนักเรียนเดิม)\n"
                        "เด็กที่เข้าเตรียมอนุบาลกับเรา 9 ใน 10 เรียนต่อ อ.1 ที่นี่"),
    ("งบลงทุน", "ปรับปรุงห้องเก็บของชั้นล่างเป็นห้องเรียน 85,000 บาท\nแอร์ 1 เครื่อง 18,500 บาท\n"
               "ที่นอน ของเล่น ชั้นวาง 26,500 บาท\nรวมงบลงทุน 130,000 บาท"),
    ("ค่าใช้จ่ายเพิ่มต่อเดือน", "ครูประจำห้อง 1 คน 15,000 บาท\nพี่เลี้ยง 1 คน 9,800 บาท\n"
                               "รวมค่าจ้างเพิ่ม 24,800 บาทต่อเดือน (ยังไม่รวมค่าอาหาร)"),
    ("รายรับที่คาดไว้", "รับเด็ก 12 คน ค่าเทอม 15,000 บาทต่อภาคเรียน\nรายรับค่าเทอม 360,000 บาทต่อปี\n"
                       "คาดว่าคืนทุนภายใน 2 ปีการศึกษา"),
    ("สิ่งที่ต้องทำ", "ยื่นขอขยายห้องเรียนกับ สช. จังหวัด ภายใน ธ.ค. 2568\nประกาศรับครูผู้ช่วย ม.ค. 2569\n"
                     "เปิดรับสมัครเด็ก ก.พ. 2569"),
]
PLAN_DRAFT = """# ห้องเตรียมอนุบาลใหม่ (ร่างแรก ก.ค. 68)

- งบทำห้องน่าจะสัก 100,000
- ครูเพิ่ม 1 คน ประมาณ 14,000 พี่เลี้ยงใช้คนเดิมได้ไหม?
- ค่าเทอมปีหน้าขึ้นเป็น 15,000 ดีไหม ถามครูนิด
- รอคุยกับพี่เสริฐเรื่องเงินก่อน
"""
CALENDAR = """# ปฏิทินกิจกรรม ภาคเรียนที่ 2 ปีการศึกษา 2568

| วันที่ | กิจกรรม | หมายเหตุ |
|---|---|---|
| 3 พ.ย. 2568 | เปิดภาคเรียนที่ 2 | ห้องเตรียมอนุบาลรับเด็กใหม่ |
| 5 พ.ย. 2568 | ลอยกระทง (แต่งชุดพื้นเมือง) | ผู้ปกครองช่วยทำกระทงใบตอง |
| 4 ธ.ค. 2568 | วันพ่อ กิจกรรมไหว้พ่อ | เชิญคุณพ่อมาร่วม 09:00 น. |
| 24 ธ.ค. 2568 | งานคริสต์มาสและปีใหม่ แลกของขวัญ | ของขวัญไม่เกิน 100 บาท |
| 10 ม.ค. 2569 | วันเด็ก (วันเสาร์) | เปิดโรงเรียนให้เล่นเกม 09:00-12:00 |
| 13 ก.พ. 2569 | ตลาดนัดเด็ก อ.3 | ฝึกขายของ |
| 13 มี.ค. 2569 | ปัจฉิมนิเทศและรับวุฒิบัตร อ.3 | ถ่ายรูปหมู่ 08:30 |
| 20 มี.ค. 2569 | ปิดภาคเรียน | |
"""
INSURANCE_POLICY = [
    "MUANG THAI INSURANCE PCL - Chiang Mai branch\n"
    "GROUP PERSONAL ACCIDENT INSURANCE FOR STUDENTS - POLICY SCHEDULE\n"
    "Policy No.: PA-2568-CM-07731\n"
    "Policyholder: Ton Kla Kindergarten, 45/3 Moo 6, San Na Meng, San Sai, Chiang Mai 50210\n"
    "Period of insurance: 16 May 2025 to 16 May 2026 (24 hours, worldwide)\n"
    "Insured persons: 66 students (list attached)\n"
    " \n"
    "Benefits per student:\n"
    "Accidental death or total disability ........ 100,000 THB\n"
    "Medical expenses per accident ................ 20,000 THB\n"
    "Murder or assault ............................ 100,000 THB\n"
    "Funeral expenses (illness) ................... 10,000 THB\n"
    " \n"
    "Premium: 350 THB per student x 66 = 23,100 THB (paid 12 May 2025)\n"
    "Claims: present the hospital receipt within 90 days. Network hospitals: Sansai Hospital, Theppanya Hospital.\n"
    "Agent: Ms. Kanokwan Jaiyen, Tel. 089-755-3019",
]
ELECTRIC_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - San Sai District Office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Mr. Prasert Srisuk\n"
    "Address: 112/8 Moo 3, Nong Chom, San Sai, Chiang Mai 50210\n"
    "Account No.: 020011548827   Meter No.: 7731902   Rate: 1.2 Residential\n"
    "Reading period: 20 August 2025 - 19 September 2025\n"
    "Previous reading: 18,204   Present reading: 18,816   Units used: 612 kWh\n"
    " \n"
    "Energy charge .................. 2,621.40\n"
    "Service charge ................. 38.22\n"
    "Ft charge (0.1972 x 612) ....... 120.69\n"
    "Subtotal ....................... 2,780.31\n"
    "VAT 7% ......................... 194.62\n"
    "Total amount ................... 2,974.93 THB\n"
    "Payment due: 29 September 2025. Pay at PEA counter, 7-Eleven, or the PEA Smart Plus app.\n"
    "Last month: 548 kWh, 2,611.20 THB",
]
HOME_LOAN = [
    "GOVERNMENT HOUSING BANK (GHB) - Chiang Mai branch\n"
    "HOUSING LOAN STATEMENT\n"
    "Statement date: 30 September 2025\n"
    "Borrowers: Mr. Prasert Srisuk and Mrs. Anchalee Srisuk\n"
    "Loan account: 2-0417-55809-3   Property: 112/8 Moo 3, Nong Chom, San Sai, Chiang Mai\n"
    "Original loan: 2,400,000.00 THB, contract date 5 March 2019, term 30 years\n"
    "Current interest rate: 3.95% per year (MRR - 2.20%)\n"
    "Monthly installment: 14,200.00 THB, due on the 5th of each month\n"
    " \n"
    "Payments this statement: 5 Sep 2025  14,200.00 (interest 5,712.46, principal 8,487.54)\n"
    "Outstanding principal as of 30 September 2025: 1,726,540.18 THB\n"
    "Next installment: 5 October 2025, 14,200.00 THB\n"
    "Principal paid since start: 673,459.82 THB",
]
SON_FEES = """# ค่าเทอมน้องภูมิ ปีการศึกษา 2568 (ป.3 โรงเรียนวรนาถวิทยา)

- ค่าเทอม ภาคเรียนละ 28,500 บาท (จ่ายเทอม 1 แล้ว 2 พ.ค. 68 โอนผ่านแอป)
- รถโรงเรียน เดือนละ 2,200 บาท จ่ายทีละเทอม (5 เดือน = 11,000)
- ชุดนักเรียน+ชุดพละ+รองเท้า รวม 1,640 บาท
- ค่าเรียนว่ายน้ำหลังเลิกเรียน เทอมละ 2,400 บาท (น้องภูมิอยากเรียนต่อ)
- เทอม 2 ต้องจ่ายภายใน 31 ต.ค. 68
- ปีหน้า ป.4 ค่าเทอมขึ้นเป็น 29,800 (ประกาศโรงเรียน)
"""
LINE_HUSBAND = """[LINE] ประวัติการแชทกับ พี่เสริฐ ❤️
บันทึกเมื่อ: 02/10/2568 22:30

ศ., 26/09/2568
12:10\tพี่เสริฐ ❤️\tค่าไฟบ้านเดือนนี้เกือบสามพันนะ แอร์ห้องภูมิเปิดทั้งคืนเลย
12:14\tแอน\tเดี๋ยวแอนจ่ายในแอปให้ ก่อนวันที่ 29 ค่ะ
12:30\tพี่เสริฐ ❤️\tผ่อนบ้าน ธอส. เหลือต้นประมาณ 1.7 ล้านแล้ว ปีหน้าลองรีไฟแนนซ์ดีไหม
12:41\tแอน\tรอดูก่อนค่ะ ปีหน้าจะเปิดห้องเตรียมอนุบาลเพิ่ม ต้องใช้เงินลงทุน
12:45\tพี่เสริฐ ❤️\tโอเค แล้วค่าเทอมภูมิเทอม 2 ต้องจ่ายภายในสิ้นเดือนหน้านะ

พฤ., 02/10/2568
20:05\tพี่เสริฐ ❤️\tภาษีรถกระบะกับ พ.ร.บ. ครบ 18 ต.ค. รวมประมาณ 2,300 พี่จัดการเอง
20:07\tแอน\tขอบคุณค่ะ 😊
"""
WORKSPECT = {"todo.md": "- ทวงค่าเทอมที่ยังค้าง 4 คน\n- โอนค่านมสหกรณ์ดอยสะเก็ด\n"
                        "- เลือกเจ้าเครื่องเล่นสนาม\n- จ่ายค่าไฟบ้าน\n"}


def _unpaid(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สรุปตามชั้น By class"
    sheet.append(["ค่าเทอมภาคเรียนที่ 1/2568 เก็บแล้ว-ค้างชำระ (Term 1 fees, as of 30 Jun 2025)"])
    sheet.append(list(CLASS_HEADERS))
    for name, count, fee, unpaid in CLASSES:
        sheet.append([name, count, count * fee, (count - unpaid) * fee, unpaid * fee])
    sheet.append(["รวม (Total)", sum(c[1] for c in CLASSES), sum(c[1] * c[2] for c in CLASSES),
                  sum((c[1] - c[3]) * c[2] for c in CLASSES), sum(c[3] * c[2] for c in CLASSES)])
    for column in (3, 4, 5):
        money_format(sheet, column)
    names = book.create_sheet("รายชื่อค้างชำระ Unpaid")
    names.append(list(UNPAID_HEADERS))
    for row in UNPAID:
        names.append(list(row))
    money_format(names, 3)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน Payroll"
    sheet.append(["เงินเดือนบุคลากร อนุบาลต้นกล้า ปีการศึกษา 2568 (ต่อเดือน)"])
    sheet.append(list(PAY_HEADERS))
    for name, role, salary in STAFF:
        sso = min(salary, 15000) * 5 // 100
        sheet.append([name, role, salary, sso, salary - sso])
    salaries = sum(s[2] for s in STAFF)
    ssos = sum(min(s[2], 15000) * 5 // 100 for s in STAFF)
    sheet.append(["รวม (Total)", f"{len(STAFF)} คน", salaries, ssos, salaries - ssos])
    for column in (3, 4, 5):
        money_format(sheet, column)
    sso_sheet = book.create_sheet("ประกันสังคม SSO")
    sso_sheet.append(["เดือน (Month)", "ส่วนลูกจ้าง (Employee, THB)", "ส่วนนายจ้าง (Employer, THB)",
                      "รวมนำส่ง (Total paid, THB)", "วันที่ยื่น (Filed)"])
    for month, filed in zip(TERM_MONTHS, SSO_FILED):
        sso_sheet.append([month, ssos, ssos, 2 * ssos, filed])
    for column in (2, 3, 4):
        money_format(sso_sheet, column)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับอนุบาลต้นกล้า ภาคเรียนที่ 1/2568 (Ton Kla income, May-Sep 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(TERM_MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ภาคเรียนที่ 1/2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(TERM_MONTHS, INCOME, EXPENSES):
        total = sum(row[:6])
        spend.append([month, *row[:6], total, sum(income) - total, row[6]])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    school = docs / "อนุบาลต้นกล้า"
    subs = ("ค่าธรรมเนียม", "บุคลากร", "ผู้ปกครอง", "จัดซื้อ", "บัญชี", "แผนงาน", "ประกัน")
    for sub in subs:
        (school / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    fees = school / "ค่าธรรมเนียม"
    write_docx(fees / "อัตราค่าธรรมเนียม_ปีการศึกษา2568.docx", FEES_TOP, table=FEES_TABLE, bottom=FEES_BOTTOM)
    write_docx(fees / "อัตราค่าธรรมเนียม_ปีการศึกษา2567.docx", OLD_FEES_TOP, table=OLD_FEES_TABLE,
               bottom=OLD_FEES_BOTTOM)
    _unpaid(fees / "ค้างชำระค่าเทอม_เทอม1_2568.xlsx")
    staff = school / "บุคลากร"
    _payroll(staff / "เงินเดือนบุคลากร_2568.xlsx")
    write_docx(staff / "สัญญาจ้าง_ครูมิ้นท์_2568.docx", CONTRACT_TOP, table=CONTRACT_TABLE, bottom=CONTRACT_BOTTOM)
    write_docx(staff / "สัญญาจ้าง_ครูส้ม_2567.docx", OLD_CONTRACT_TOP)
    parents = school / "ผู้ปกครอง"
    (parents / "LINE_กลุ่มผู้ปกครองอนุบาล2.txt").write_text(LINE_GROUP, encoding="utf-8")
    (parents / "LINE_แม่น้องใบเตย.txt").write_text(LINE_MOTHER, encoding="utf-8")
    write_docx(parents / "หนังสือแจ้งผู้ปกครอง_ทัศนศึกษาสวนสัตว์_2568.docx", TRIP_TOP, table=TRIP_TABLE,
               bottom=TRIP_BOTTOM)
    buy = school / "จัดซื้อ"
    make_pdf(buy / "DoiSaketDairy_invoice_LD2508-114.pdf", MILK_INVOICE)
    make_pdf(buy / "KidsPlay_quotation_2025-07.pdf", KIDSPLAY_QUOTE)
    make_pdf(buy / "HappyYard_quotation_2025-08.pdf", HAPPYYARD_QUOTE)
    plans = school / "แผนงาน"
    _accounts(school / "บัญชี" / "รายรับรายจ่าย_อนุบาลต้นกล้า_2568.xlsx")
    write_slides(plans / "แผนเปิดห้องเตรียมอนุบาล2_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(school / "ประกัน" / "MuangThai_student_PA_policy_2025.pdf", INSURANCE_POLICY)
    write_texts(school, {
        "บุคลากร/ประกาศรับสมัครครูผู้ช่วย_ร่าง.md": JOB_AD_DRAFT,
        "จัดซื้อ/เครื่องเล่นสนาม_จดราคา.md": PLAYGROUND_NOTE,
        "จัดซื้อ/อาหารกลางวัน_ครัวป้าศรี_2568.md": LUNCH_NOTE,
        "บัญชี/สรุปรายรับรายจ่าย_ปีการศึกษา2567.md": LAST_YEAR_NOTE,
        "แผนงาน/แผนห้องเตรียมอนุบาลใหม่_ร่าง.md": PLAN_DRAFT,
        "แผนงาน/ปฏิทินกิจกรรม_เทอม2_2568.md": CALENDAR,
    })
    make_pdf(home / "PEA_bill_home_2025-09.pdf", ELECTRIC_BILL)
    make_pdf(home / "GHB_homeloan_statement_2025-09.pdf", HOME_LOAN)
    write_texts(home, {"ค่าเทอมน้องภูมิ_2568.md": SON_FEES, "LINE_พี่เสริฐ.txt": LINE_HUSBAND})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
