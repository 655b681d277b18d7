"""A sixth folder for bench/agent_tasks.py (`--folder farm`): a Chanthaburi family's durian and mangosteen orchard.

Sompong (ลุงพงษ์) and Amphai (ป้าไพ) Kaewprasert grow durian and mangosteen on 25 rai in Phluang, Khao Khitchakut,
Chanthaburi (สวนแก้วประเสริฐ): a Thai durian and mangosteen sale contract with a packing house, ล้งเจ๊หงส์ (docx, a
price table by grade), the 2568 season's income by sale batch and the season's expenses (xlsx, two sheets, Thai/English
headers), two quotes for a new 5.5 HP irrigation pump (an English pdf from Chanthaburi Agri Machinery, a Thai docx
with a table from ร้านสมบัติการเกษตร), a BAAC (ธ.ก.ส.) loan statement (English pdf), a Thai letter from the district
agriculture office about renewing the GAP certificate (txt), a fertiliser order made over LINE (txt), a Thai note on
their daughter Praew's university fees (md), household spending for May and June 2568 (xlsx, Thai/English headers),
the house's PEA electricity bill for June (pdf), the sub-district's land tax assessment with the title deeds
(docx, a table), a mixed English/Thai note of the durian growers' group meeting (md), and the orchard's plan for
next season (pptx); plus six distractors that share words with them (last year's packing-house prices, last
season's accounts, an old sprayer quote, the fertiliser order before flowering, Praew's first-year fees, last year's
land tax receipt) and a workspect that already holds a to-do list. Written blind of the engine's rules, in session
12, for bench/data/agent_tasks_farm_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาซื้อขายผลไม้ (ทุเรียนและมังคุด) ฤดูกาล 2568",
    "ทำที่ ตำบลพลวง อำเภอเขาคิชฌกูฏ จังหวัดจันทบุรี วันที่ 20 มีนาคม 2568",
    "ผู้ขาย: นายสมพงษ์ แก้วประเสริฐ (สวนแก้วประเสริฐ) 88 หมู่ 4 ตำบลพลวง อำเภอเขาคิชฌกูฏ จังหวัดจันทบุรี 22210",
    "ผู้ซื้อ: ห้างหุ้นส่วนจำกัด หงส์ทองผลไม้ (ล้งเจ๊หงส์) โดยนางหงส์ทอง แซ่ลิ้ม หุ้นส่วนผู้จัดการ "
    "ตำบลพลับพลา อำเภอเมืองจันทบุรี จังหวัดจันทบุรี",
    "ข้อ 1. ผู้ขายตกลงขายทุเรียนและมังคุดจากสวนของผู้ขาย เนื้อที่ 25 ไร่ (ทุเรียนหมอนทอง 320 ต้น ทุเรียนชะนี 45 ต้น "
    "มังคุด 150 ต้น) ประมาณการผลผลิตทุเรียน 18 ตัน โดยซื้อขายตามน้ำหนักจริงและเกรด ในราคาตามตารางท้ายสัญญา",
    "ข้อ 2. ผู้ซื้อวางเงินมัดจำ 100,000 บาท (หนึ่งแสนบาทถ้วน) ในวันทำสัญญา และจะหักออกจากค่าผลไม้งวดแรก",
    "ข้อ 3. ผู้ซื้อจัดทีมตัดและขนส่งเอง โดยออกค่าใช้จ่ายเอง ช่วงเวลาตัด 15 เมษายน - 30 มิถุนายน 2568 "
    "ผู้ขายจะแจ้งวันตัดล่วงหน้าไม่น้อยกว่า 3 วัน",
    "ข้อ 4. ทุเรียนหมอนทองที่ตัดต้องมีน้ำหนักเนื้อแห้งไม่ต่ำกว่าร้อยละ 32 ตามประกาศจังหวัดจันทบุรี "
    "ห้ามตัดทุเรียนอ่อน หากสุ่มตรวจไม่ผ่าน ให้เลื่อนวันตัดออกไปอย่างน้อย 7 วัน",
    "ข้อ 5. ผู้ซื้อชำระค่าผลไม้โดยโอนเข้าบัญชี ธ.ก.ส. ของผู้ขาย ภายใน 2 วันหลังชั่งน้ำหนัก",
    "ข้อ 6. ราคาตามตารางนี้ใช้ตลอดฤดูกาล ผู้ซื้อจะลดราคาได้เมื่อผู้ขายตกลงเป็นหนังสือเท่านั้น",
    "ข้อ 7. หากผู้ซื้อไม่มาตัดภายใน 3 วันนับจากวันที่นัด ผู้ขายมีสิทธิขายให้ผู้อื่นได้ และไม่ต้องคืนเงินมัดจำ",
    "ตารางราคาท้ายสัญญา",
]
CONTRACT_PRICES = [
    ("ผลไม้/เกรด", "ลักษณะ", "ราคาต่อกิโลกรัม"),
    ("ทุเรียนหมอนทอง เกรด AB (ส่งออก)", "ลูกละ 2.5-5 กก. 4 พูขึ้นไป ไม่มีตำหนิ", "160 บาท"),
    ("ทุเรียนหมอนทอง เกรด C", "ลูกเล็ก หรือพูไม่เต็ม", "125 บาท"),
    ("ทุเรียนหมอนทอง ตกเกรด", "แตก มีหนอน หรือรูปทรงเสีย", "70 บาท"),
    ("ทุเรียนชะนี เกรด AB", "ลูกละ 2-4 กก.", "95 บาท"),
    ("มังคุด คัดส่งออก", "ผิวมัน ไม่ลาย 8-12 ลูกต่อกิโล", "78 บาท"),
    ("มังคุด คละ", "ผิวลาย หรือลูกเล็ก", "35 บาท"),
]
CONTRACT_BOTTOM = [
    "ลงชื่อ สมพงษ์ แก้วประเสริฐ ผู้ขาย",
    "ลงชื่อ หงส์ทอง แซ่ลิ้ม ผู้ซื้อ",
    "ลงชื่อ อำไพ แก้วประเสริฐ พยาน",
]
INCOME_HEADERS = ("วันที่ (Date)", "ผลไม้/เกรด (Fruit/Grade)", "น้ำหนัก (Weight, kg)", "ราคา/กก. (Price/kg, THB)",
                  "จำนวนเงิน (Amount, THB)", "ผู้ซื้อ (Buyer)", "หมายเหตุ (Note)")
INCOME = [
    ("18 เม.ย. 68", "หมอนทอง AB", 3420, 160, "ล้งเจ๊หงส์", "หักมัดจำ 100,000 แล้ว"),
    ("18 เม.ย. 68", "หมอนทอง C", 860, 125, "ล้งเจ๊หงส์", ""),
    ("2 พ.ค. 68", "หมอนทอง AB", 4150, 160, "ล้งเจ๊หงส์", ""),
    ("2 พ.ค. 68", "หมอนทอง C", 1120, 125, "ล้งเจ๊หงส์", ""),
    ("2 พ.ค. 68", "หมอนทอง ตกเกรด", 390, 70, "ล้งเจ๊หงส์", ""),
    ("20 พ.ค. 68", "หมอนทอง AB", 3880, 150, "ล้งเจ๊หงส์",
     "เจ๊หงส์บอกราคาตลาดจีนลง ให้แค่กิโลละ 150 บาท ต่ำกว่าสัญญา (160 บาท) 10 บาท/กก. หายไป 38,800 บาท "
     "(เราไม่ได้เซ็นยอม)"),
    ("20 พ.ค. 68", "ชะนี AB", 1250, 95, "ล้งเจ๊หงส์", ""),
    ("5 มิ.ย. 68", "มังคุด คัดส่งออก", 2600, 78, "ล้งเจ๊หงส์", ""),
    ("5 มิ.ย. 68", "มังคุด คละ", 1400, 35, "ล้งเจ๊หงส์", ""),
    ("12 มิ.ย. 68", "มังคุด คัดส่งออก", 1800, 82, "แผงป้าแดง ตลาดเนินสูง", "ขายเองได้ราคาดีกว่า"),
]
EXPENSE_HEADERS = ("รายการ (Item)", "ต.ค. 67 - มิ.ย. 68 (Oct 2024 - Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ปุ๋ยเคมี (Chemical fertiliser)", 148600, "ร้านเจริญผลการเกษตร 3 รอบ"),
    ("ปุ๋ยอินทรีย์/ขี้ไก่ (Organic fertiliser)", 42000, ""),
    ("ยาและฮอร์โมน (Pesticides and hormones)", 96450, "รวมยากันเชื้อราไฟทอปธอร่า"),
    ("ค่าแรงงาน (Labour)", 186000, "คนงานประจำ 2 คน + ค่าแรงรายวันช่วงผสมเกสร"),
    ("ค่าไฟสูบน้ำ (Pump electricity)", 24380, "ปั๊มเก่าเริ่มรั่ว"),
    ("น้ำมันดีเซล (Diesel)", 18900, "รถไถ + เครื่องพ่นยา"),
    ("ค่าค้ำกิ่ง/โยงกิ่ง (Branch propping)", 12500, ""),
    ("ซ่อมระบบน้ำ (Irrigation repairs)", 15800, "เปลี่ยนสปริงเกอร์ 60 หัว"),
    ("อื่น ๆ (Misc)", 6200, "ค่าตรวจดิน ค่าสมาชิกกลุ่ม"),
]
CAM_QUOTE = [
    "Chanthaburi Agri Machinery Co., Ltd.\n55/3 Tha Luang Road, Mueang Chanthaburi, Chanthaburi 22000\n"
    "Tel. 039-312-784  Tax ID 0225561002917\n\nQUOTATION No. CAM-Q2025-0617\nDate: 17 June 2025\n"
    "To: Mr. Sompong Kaewprasert, Kaewprasert Orchard, 88 Moo 4, Phluang, Khao Khitchakut, Chanthaburi 22210\n"
    "Subject: Irrigation pump replacement\n\n"
    "1. Electric centrifugal pump 5.5 HP (4 kW), 3-phase, 3 inch outlet ... 28,500.00 THB\n"
    "2. Control box with magnetic starter and overload relay ... 6,800.00 THB\n"
    "3. PVC pipe 3 inch and fittings (set) ... 4,200.00 THB\n"
    "4. Installation and test run ... 3,500.00 THB\n"
    "Subtotal: 43,000.00 THB\nVAT 7%: 3,010.00 THB\nTotal: 46,010.00 THB\n\n"
    "Warranty: motor 2 years, installation 6 months\nDelivery and installation: within 7 days of order\n"
    "Payment: 50% on order, 50% after the test run\nThis quotation is valid until 17 July 2025.\n"
    "Sales: Mr. Anucha Thongdee, Tel. 086-551-2093",
]
SOMBAT_TOP = [
    "ร้านสมบัติการเกษตร",
    "99/1 ถนนสุขุมวิท ตำบลพลวง อำเภอเขาคิชฌกูฏ จังหวัดจันทบุรี 22210 โทร 039-452-118",
    "ใบเสนอราคา เลขที่ สบ.0625/18  วันที่ 21 มิถุนายน 2568",
    "เรียน ลุงสมพงษ์ แก้วประเสริฐ (สวนแก้วประเสริฐ)",
    "เรื่อง เสนอราคาปั๊มน้ำไฟฟ้าสำหรับระบบน้ำในสวน",
]
SOMBAT_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "ปั๊มน้ำหอยโข่งไฟฟ้า 5.5 แรงม้า 3 เฟส ท่อออก 3 นิ้ว", "1 เครื่อง", "26,900"),
    ("2", "ตู้ควบคุมไฟฟ้า พร้อมเบรกเกอร์และแมกเนติก", "1 ตู้", "5,900"),
    ("3", "ท่อ PVC 3 นิ้ว และข้อต่อ", "1 ชุด", "3,800"),
    ("4", "ค่าติดตั้งและทดลองเดินเครื่อง", "1 งาน", "ฟรี"),
    ("", "รวม", "", "36,600"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "2,562"),
    ("", "รวมทั้งสิ้น", "", "39,162"),
]
SOMBAT_BOTTOM = [
    "รับประกันมอเตอร์ 1 ปี",
    "ส่งของและติดตั้งภายใน 3 วัน หลังสั่งซื้อ",
    "ชำระเงินสดหรือโอน เมื่อติดตั้งเสร็จ",
    "ยืนราคา 15 วัน",
    "ผู้เสนอราคา นายสมบัติ ใจกว้าง",
]
BAAC_PAGES = [
    "Bank for Agriculture and Agricultural Cooperatives (BAAC)\nKhao Khitchakut Branch\n"
    "LOAN ACCOUNT STATEMENT\nStatement date: 30 June 2025\n"
    "Borrower: Mr. Sompong Kaewprasert\nAddress: 88 Moo 4, Phluang, Khao Khitchakut, Chanthaburi 22210\n"
    "Loan account No.: 020-4-58731-6\nLoan type: Agricultural production loan (durian orchard)\n"
    "Loan date: 15 August 2023\nOriginal amount: 600,000.00 THB\nInterest rate: 6.975% per year\n"
    "Repayment: one installment a year, due 31 July (after the harvest)\n"
    "Collateral: title deed No. 30512, Phluang",
    "Transactions\n15 Aug 2023  Loan disbursed                         600,000.00\n"
    "31 Jul 2024  Payment                              165,000.00\n"
    "             - interest                            41,850.00\n"
    "             - principal                          123,150.00\n\n"
    "Outstanding principal as at 30 June 2025: 476,850.00 THB\n\n"
    "Next installment due: 31 July 2025\nInstallment amount: 158,000.00 THB\n"
    "  (principal 124,740.00 THB + interest 33,260.00 THB)\n"
    "Late payment: additional interest 3% per year on the overdue amount\n"
    "Pay at any BAAC branch or by transfer to the loan account.",
]
GAP_LETTER = """ที่ จบ 0011/ว 412
สำนักงานเกษตรอำเภอเขาคิชฌกูฏ
ตำบลพลวง อำเภอเขาคิชฌกูฏ จังหวัดจันทบุรี 22210

16 มิถุนายน 2568

เรื่อง การตรวจประเมินแหล่งผลิตเพื่อต่ออายุใบรับรองมาตรฐาน GAP
เรียน นายสมพงษ์ แก้วประเสริฐ

ตามที่ท่านได้รับใบรับรองการปฏิบัติทางการเกษตรที่ดี (GAP) สำหรับแปลงทุเรียนและมังคุด
เลขที่ 03-9001-22-4471-0015 ซึ่งจะหมดอายุในวันที่ 14 กันยายน 2568 นั้น

สำนักงานเกษตรอำเภอเขาคิชฌกูฏ ร่วมกับสำนักงานพัฒนาระบบและรับรองมาตรฐานสินค้าพืช
จะออกตรวจประเมินแปลงของท่าน ในวันอังคารที่ 22 กรกฎาคม 2568 เวลา 09:30 น.
ขอให้ท่านยื่นแบบคำขอต่ออายุใบรับรอง (แบบ GAP 01) ที่สำนักงานเกษตรอำเภอ ภายในวันที่ 10 กรกฎาคม 2568
และเตรียมเอกสารและสถานที่ดังนี้

1. สมุดบันทึกการใช้ปุ๋ยและสารเคมี ย้อนหลังอย่างน้อย 1 ปี
2. ใบเสร็จซื้อปุ๋ยและสารเคมีทางการเกษตร
3. ที่เก็บสารเคมีแยกเป็นสัดส่วน มีหลังคาและกุญแจ
4. ผลวิเคราะห์คุณภาพน้ำที่ใช้ในแปลง (ไม่เกิน 2 ปี)
5. แผนผังแปลง และสำเนาโฉนดที่ดิน

หากไม่ผ่านการตรวจประเมิน ท่านสามารถขอตรวจซ้ำได้ 1 ครั้ง ภายใน 30 วัน
ทั้งนี้ ล้งและผู้ส่งออกจะรับซื้อทุเรียนส่งออกเฉพาะจากแปลงที่มีใบรับรอง GAP ที่ยังไม่หมดอายุเท่านั้น

สอบถามเพิ่มเติม นายวิชัย รักษ์พงษ์ นักวิชาการส่งเสริมการเกษตร โทร 039-452-260
"""
FERTILISER_CHAT = """[LINE] แชทกับ ร้านเจริญผลการเกษตร (เฮียเล็ก)
วันอังคาร 24/06/2568

09:12 ป้าไพ: เฮียเล็ก จะสั่งปุ๋ยใส่หลังเก็บทุเรียนจ้า
09:13 ป้าไพ: 15-15-15 ตราช้างทอง 40 กระสอบ
09:13 ป้าไพ: ยูเรีย 46-0-0 10 กระสอบ
09:14 ป้าไพ: 8-24-24 20 กระสอบ
09:14 ป้าไพ: ขี้ไก่อัดเม็ด 100 กระสอบ
09:30 เจริญผลการเกษตร: ได้ครับป้า สรุปนะครับ
09:31 เจริญผลการเกษตร: 15-15-15 กระสอบละ 850 x 40 = 34,000
09:31 เจริญผลการเกษตร: 46-0-0 กระสอบละ 820 x 10 = 8,200
09:31 เจริญผลการเกษตร: 8-24-24 กระสอบละ 920 x 20 = 18,400
09:32 เจริญผลการเกษตร: ขี้ไก่อัดเม็ด กระสอบละ 95 x 100 = 9,500
09:32 เจริญผลการเกษตร: รวม 70,100 ลดให้ 1,100 เหลือ 69,000 บาทครับ
09:33 เจริญผลการเกษตร: ทั้งหมด 170 กระสอบ ส่งวันเสาร์ 28 มิ.ย. ช่วงเช้า ไม่คิดค่าส่ง
09:35 ป้าไพ: โอเคจ้า จ่ายเงินสดตอนของมาถึงนะ
09:35 ป้าไพ: ลงรถให้ที่โรงเก็บปุ๋ยหลังบ้านด้วย
09:36 เจริญผลการเกษตร: รับทราบครับ 🙏
"""
FEES_NOTE = """# ค่าเทอมแพรว ปี 2 เทอม 1/2568

แพรว (นางสาวแพรวา แก้วประเสริฐ) คณะวิทยาศาสตร์ สาขาเทคโนโลยีการเกษตร มหาวิทยาลัยบูรพา วิทยาเขตจันทบุรี

- ค่าธรรมเนียมการศึกษาแบบเหมาจ่าย เทอม 1/2568: 17,500 บาท
- จ่ายผ่านแอปธนาคาร สแกน QR ในระบบทะเบียน ภายในวันที่ 11 กรกฎาคม 2568
- ถ้าจ่ายช้า ปรับวันละ 50 บาท
- ค่าหอพักนอกมหาลัย เดือนละ 3,800 บาท (จ่ายให้เจ้าของหอทุกวันที่ 1)
- ส่งค่ากินค่าใช้ให้แพรว เดือนละ 6,000 บาท
- ค่าหนังสือกับชุดแล็บ ประมาณ 2,500 บาท แพรวบอกว่าจะซื้อหนังสือมือสองจากรุ่นพี่
- กยศ. ยื่นแล้วยังไม่อนุมัติ รอประกาศปลาย ก.ค.

จ่ายค่าเทอมแล้ววันที่ 27 มิ.ย. 68 (ใช้เงินขายมังคุด)
"""
SPENDING = {
    "พ.ค. 68 (May 2025)": [
        ("อาหาร/กับข้าว (Food)", 10450, ""),
        ("ส่งแพรว ค่าหอ + ค่ากิน (Praew's dorm and allowance)", 9800, "ค่าหอ 3,800 + 6,000"),
        ("ค่าไฟบ้าน (Home electricity)", 2318.40, "PEA"),
        ("น้ำมันรถ (Fuel)", 4600, ""),
        ("ผ่อนรถกระบะ D-Max (Pickup loan)", 9650, "งวดที่ 28 จาก 48"),
        ("มือถือ + เน็ต (Phones and internet)", 1098, ""),
        ("ประกันชีวิตลุงพงษ์ (Life insurance)", 1850, ""),
        ("ทำบุญ/งานบวช (Merit and ceremonies)", 3000, "งานบวชหลานที่ท่าใหม่"),
        ("ของใช้ในบ้าน (Household goods)", 1720, ""),
    ],
    "มิ.ย. 68 (Jun 2025)": [
        ("อาหาร/กับข้าว (Food)", 11200, ""),
        ("ส่งแพรว ค่าหอ + ค่ากิน (Praew's dorm and allowance)", 9800, "ค่าหอ 3,800 + 6,000"),
        ("ค่าไฟบ้าน (Home electricity)", 2476.55, "PEA มิ.ย."),
        ("น้ำมันรถ (Fuel)", 5100, ""),
        ("ผ่อนรถกระบะ D-Max (Pickup loan)", 9650, "งวดที่ 29 จาก 48"),
        ("มือถือ + เน็ต (Phones and internet)", 1098, ""),
        ("ประกันชีวิตลุงพงษ์ (Life insurance)", 1850, ""),
        ("ค่าเทอมแพรว เทอม 1/2568 (Praew's university fee)", 17500, "จ่ายแล้ว 27 มิ.ย."),
        ("ของใช้ในบ้าน (Household goods)", 1540, ""),
        ("ทำบุญ (Merit)", 500, ""),
    ],
}
PEA_JUNE = [
    "Provincial Electricity Authority (PEA) - Khao Khitchakut Branch\nELECTRICITY BILL - June 2025\n"
    "Customer: Mr. Sompong Kaewprasert\nAddress: 88 Moo 4, Phluang, Khao Khitchakut, Chanthaburi 22210\n"
    "Account No.: 020011458820   Tariff: 1.2 Residential (over 150 units)\n"
    "Meter reading period: 20 May 2025 - 19 June 2025\nUnits used: 512 kWh\nEnergy charge: 2,101.90 THB\n"
    "Ft charge: 188.01 THB\nService charge: 24.62 THB\nVAT 7%: 162.02 THB\nAmount due: 2,476.55 THB\n"
    "Due date: 4 July 2025\nPrevious month (May 2025): 478 kWh, 2,318.40 THB",
]
LAND_TOP = [
    "แบบแจ้งการประเมินภาษีที่ดินและสิ่งปลูกสร้าง (ภ.ด.ส.6) ประจำปี 2568",
    "องค์การบริหารส่วนตำบลพลวง อำเภอเขาคิชฌกูฏ จังหวัดจันทบุรี",
    "ที่ จบ 78901/2568/0342  วันที่ 15 พฤษภาคม 2568",
    "เรียน นายสมพงษ์ แก้วประเสริฐ  เลขประจำตัวผู้เสียภาษี 3-2205-00418-27-6",
    "ตามที่ท่านเป็นเจ้าของที่ดินและสิ่งปลูกสร้างในเขตองค์การบริหารส่วนตำบลพลวง "
    "พนักงานประเมินได้ประเมินภาษีประจำปี 2568 ดังรายละเอียดต่อไปนี้",
]
LAND_TABLE = [
    ("ลำดับ", "เอกสารสิทธิ์", "เนื้อที่", "การใช้ประโยชน์", "มูลค่า (บาท)", "อัตราภาษี", "ภาษี (บาท)"),
    ("1", "โฉนดเลขที่ 30512", "18 ไร่ 2 งาน 40 ตร.ว.", "เกษตรกรรม (สวนทุเรียน มังคุด)", "5,560,000",
     "ยกเว้น (บุคคลธรรมดา ไม่เกิน 50 ล้านบาท)", "0"),
    ("2", "โฉนดเลขที่ 30513", "1 ไร่ 0 งาน 80 ตร.ว.", "ที่อยู่อาศัย (บ้านหลังหลัก พร้อมบ้านเลขที่ 88)", "1,240,000",
     "ยกเว้น (บ้านหลังหลัก ไม่เกิน 50 ล้านบาท)", "0"),
    ("3", "น.ส.3 ก. เลขที่ 2291", "4 ไร่ 1 งาน", "ที่ดินว่างเปล่า/ไม่ได้ทำประโยชน์", "1,150,000", "ร้อยละ 0.3",
     "3,450"),
    ("", "รวมภาษีที่ต้องชำระ", "", "", "", "", "3,450"),
]
LAND_BOTTOM = [
    "ให้ชำระภาษีภายในวันที่ 31 สิงหาคม 2568 ที่กองคลัง องค์การบริหารส่วนตำบลพลวง "
    "ในวันและเวลาราชการ หรือสแกน QR Code ท้ายหนังสือนี้",
    "หากชำระเกินกำหนด ต้องเสียเบี้ยปรับร้อยละ 40 ของค่าภาษี และเงินเพิ่มร้อยละ 1 ต่อเดือน",
    "หมายเหตุ: ที่ดินแปลงที่ 3 หากปลูกพืชหรือทำเกษตรกรรมตามเกณฑ์ จะเสียภาษีในอัตราเกษตรกรรมในปีถัดไป",
    "หากไม่เห็นด้วยกับการประเมิน ยื่นคำร้องคัดค้านได้ภายใน 30 วัน นับแต่วันที่ได้รับแจ้ง",
    "ลงชื่อ นายประเสริฐ มั่นคง นายกองค์การบริหารส่วนตำบลพลวง",
]
GROUP_MEETING = """# Phluang Durian Growers Group – meeting 28 June 2025
# ประชุมกลุ่มวิสาหกิจชุมชนผู้ปลูกทุเรียนตำบลพลวง

Place: ศาลาอเนกประสงค์ หมู่ 4, 14:00–16:30
Attendees: 23 members; chair ผู้ใหญ่สมศักดิ์, treasurer ป้าไพ (Amphai Kaewprasert), secretary คุณต้น

## Treasurer's report
- Group fund balance: 84,350 THB (after buying the shared soil-testing kit, 12,000 THB)

## Decisions / มติ
- Next season the group will negotiate with packing houses (ล้ง) together. Minimum ask for หมอนทอง AB: 155 THB/kg;
  members should not sign a contract below that price.
- Members' yearly fee goes up from 300 to 500 THB, pay to ป้าไพ by 31 August 2025.
- Shared drone spraying: 70 THB per rai per round, book with คุณต้น at least 3 days ahead.
- Several members say their ล้ง cut the price after the contract (e.g. 150 instead of 160). Keep the weighing
  slips and tell the group; the chair will raise it with the provincial office.
- GAP: the district agriculture office runs a GAP renewal training for the group on 12 July 2025, 09:00,
  here at the sala.

## Action items
- คุณต้น: drone schedule for July
- ป้าไพ: collect the 500 THB fees, update the member list
- ผู้ใหญ่สมศักดิ์: letter to the provincial commerce office about price cuts

Next meeting: Saturday 26 July 2025, 14:00
"""
PLAN_SLIDES = [
    ("แผนสวนแก้วประเสริฐ ฤดู 2569 (Orchard plan)", "สวนแก้วประเสริฐ ตำบลพลวง เขาคิชฌกูฏ\n"
                                                     "ลุงพงษ์ ป้าไพ แพรว - มิถุนายน 2568"),
    ("ผลฤดู 2568 (This season)", "ทุเรียนรวม 15,070 กก. (ต่ำกว่าที่ประมาณไว้ 18 ตัน)\n"
                                 "หมอนทองตายจากโรครากเน่า 40 ต้น\nปั๊มน้ำเก่ารั่ว ไฟฟ้าสูบน้ำแพงขึ้น"),
    ("เป้าหมาย (Targets)", "ทุเรียน 22 ตัน เกรด AB อย่างน้อย 70%\n"
                           "ต่อใบรับรอง GAP ให้ทันก่อนหมดอายุ 14 ก.ย. 68\n"
                           "ขายผ่านกลุ่ม ราคาหมอนทอง AB ไม่ต่ำกว่า 155 บาท/กก."),
    ("งานที่ต้องทำ (Work plan)", "ก.ค. 68: ใส่ปุ๋ยหลังเก็บเกี่ยว\nส.ค. 68: ตัดแต่งกิ่ง ปลูกซ่อมหมอนทอง 40 ต้น\n"
                                 "ก่อน ธ.ค. 68: เปลี่ยนปั๊มน้ำใหม่ 5.5 แรงม้า ก่อนหน้าแล้ง\n"
                                 "ฉีดพ่นด้วยโดรนของกลุ่ม 6 รอบ"),
    ("งบประมาณ (Budget)", "ปุ๋ยหลังเก็บเกี่ยว: 65,000 บาท\nปั๊มน้ำใหม่พร้อมติดตั้ง: 45,000 บาท\n"
                          "กิ่งพันธุ์หมอนทอง 40 ต้น x 150 บาท: 6,000 บาท\n"
                          "โดรนพ่นยา 25 ไร่ x 70 บาท x 6 รอบ: 10,500 บาท\nรวม: 126,500 บาท"),
    ("เงินที่ต้องกันไว้ (Cash to set aside)", "งวด ธ.ก.ส. 31 ก.ค. 68: 158,000 บาท\n"
                                              "ค่าเทอมแพรว 2 เทอม: 35,000 บาท\n"
                                              "ภาษีที่ดิน อบต.พลวง: 3,450 บาท"),
]
DISTRACTORS = {
    "Farm/Contracts/ล้งเจ๊หงส์_ราคาปี2567.txt":
        "ราคาที่ล้งเจ๊หงส์ให้ ปี 2567 (ปีที่แล้ว ไม่ได้ทำสัญญา ตกลงกันปากเปล่า)\n"
        "- หมอนทอง AB กิโลละ 135 บาท\n- หมอนทอง C กิโลละ 100 บาท\n- ตกเกรด 55 บาท\n- ชะนี 80 บาท\n"
        "- มังคุดส่งออก 65 บาท\n- มัดจำ 50,000 บาท\nปีนี้ต้องทำสัญญาเป็นลายลักษณ์อักษร\n",
    "Farm/Accounts/สรุปบัญชีสวน_ฤดู2567.md":
        "# สรุปบัญชีสวน ฤดู 2567 (ปีที่แล้ว)\n- ทุเรียน 13,200 กก. ขายได้ 1,684,000 บาท\n"
        "- มังคุดขายได้ 312,500 บาท\n- รายจ่ายทั้งฤดู 498,300 บาท\n- กำไร 1,498,200 บาท\n"
        "- ค่าปุ๋ยเคมี 131,000 บาท\n",
    "Farm/Quotes/ใบเสนอราคา_เครื่องพ่นยา_สมบัติการเกษตร_2566.txt":
        "ร้านสมบัติการเกษตร ใบเสนอราคา (ปี 2566)\nเรียน ลุงสมพงษ์\n"
        "- เครื่องพ่นยาแรงดันสูง 3 สูบ เครื่องยนต์ 6.5 แรงม้า 1 เครื่อง 18,500 บาท\n"
        "- สายพ่นยา 100 เมตร 3,200 บาท\n- รวม 21,700 บาท (ไม่รวม VAT)\nซื้อไปแล้วเมื่อ ต.ค. 66\n",
    "Farm/Orders/สั่งปุ๋ย_รอบก่อนออกดอก_ต.ค.67.txt":
        "[LINE] แชทกับ ร้านเจริญผลการเกษตร 12/10/2567\n"
        "ป้าไพ: 8-24-24 30 กระสอบ 0-52-34 10 กระสอบ\n"
        "เจริญผลการเกษตร: 8-24-24 กระสอบละ 900 x 30 = 27,000 / 0-52-34 กระสอบละ 1,650 x 10 = 16,500\n"
        "เจริญผลการเกษตร: รวม 43,500 บาท ส่งวันจันทร์ 14 ต.ค. ครับ\n",
    "Family/ค่าเทอมแพรว_ปี1_2567.md":
        "# ค่าเทอมแพรว ปี 1 เทอม 1/2567\n- ค่าแรกเข้า + ค่าเทอม 21,000 บาท จ่ายภายใน 28 มิ.ย. 2567\n"
        "- หอพักใน มหาลัย เทอมละ 9,000 บาท\n- ค่ากิน เดือนละ 5,000 บาท\n",
    "Land/ใบเสร็จภาษีที่ดิน_2567_จ่ายแล้ว.txt":
        "ใบเสร็จรับเงินภาษีที่ดินและสิ่งปลูกสร้าง ปี 2567\nองค์การบริหารส่วนตำบลพลวง\n"
        "ผู้ชำระ นายสมพงษ์ แก้วประเสริฐ\nจำนวนเงิน 3,105 บาท (ที่ดินว่างเปล่า น.ส.3 ก. 2291 ลดหย่อนร้อยละ 10)\n"
        "ชำระแล้ววันที่ 25 เมษายน 2567\n",
}
WORKSPECT = {"todo.md": "- ยื่นแบบต่อ GAP ก่อน 10 ก.ค.\n- เตรียมเงินงวด ธ.ก.ส.\n- เลือกร้านปั๊มน้ำ\n"
                        "- ถามเจ๊หงส์เรื่องราคารอบ 20 พ.ค.\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับจากการขายผลไม้ สวนแก้วประเสริฐ ฤดู 2568 (Kaewprasert orchard fruit sales, 2025 season)"])
    sheet.append(list(INCOME_HEADERS))
    for date, fruit, kg, price, buyer, note in INCOME:
        sheet.append([date, fruit, kg, price, kg * price, buyer, note])
    durian = [row for row in INCOME if "ทุเรียน" in row[1] or "หมอนทอง" in row[1] or "ชะนี" in row[1]]
    sheet.append(["รวมทุเรียน (Durian total)", "", sum(row[2] for row in durian), "",
                  sum(row[2] * row[3] for row in durian), "", ""])
    mangosteen = [row for row in INCOME if "มังคุด" in row[1]]
    sheet.append(["รวมมังคุด (Mangosteen total)", "", sum(row[2] for row in mangosteen), "",
                  sum(row[2] * row[3] for row in mangosteen), "", ""])
    income = sum(row[2] * row[3] for row in INCOME)
    sheet.append(["รวมรายรับทั้งหมด (Total income)", "", "", "", income, "", ""])
    for column in (3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรสุทธิ (Net profit)", income - total, "รายรับทั้งหมด - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    farm = docs / "Farm"
    for sub in ("Contracts", "Accounts", "Quotes", "Loan", "Letters", "Orders", "Group", "Plans"):
        (farm / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Household", "Family", "Land"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(farm / "Contracts" / "สัญญาซื้อขายทุเรียน_ล้งเจ๊หงส์_2568.docx", CONTRACT_TOP, table=CONTRACT_PRICES,
               bottom=CONTRACT_BOTTOM)
    _accounts(farm / "Accounts" / "บัญชีรายรับรายจ่ายสวน_ฤดู2568.xlsx")
    make_pdf(farm / "Quotes" / "CAM_pump_quotation_2025-06.pdf", CAM_QUOTE)
    write_docx(farm / "Quotes" / "ใบเสนอราคา_ปั๊มน้ำ_สมบัติการเกษตร.docx", SOMBAT_TOP, table=SOMBAT_ITEMS,
               bottom=SOMBAT_BOTTOM)
    make_pdf(farm / "Loan" / "BAAC_loan_statement_2025-06.pdf", BAAC_PAGES)
    (farm / "Letters" / "หนังสือเกษตรอำเภอ_ต่ออายุGAP_2568.txt").write_text(GAP_LETTER, encoding="utf-8")
    (farm / "Orders" / "LINE_สั่งปุ๋ย_เจริญผล_2568-06-24.txt").write_text(FERTILISER_CHAT, encoding="utf-8")
    (farm / "Group" / "durian_group_meeting_2025-06-28.md").write_text(GROUP_MEETING, encoding="utf-8")
    write_slides(farm / "Plans" / "แผนสวน_ฤดู2569.pptx", PLAN_SLIDES)
    (docs / "Family" / "ค่าเทอมแพรว_ปี2_เทอม1-2568.md").write_text(FEES_NOTE, encoding="utf-8")
    write_spending(docs / "Household" / "ค่าใช้จ่ายบ้าน_พค-มิย2568.xlsx", SPENDING)
    make_pdf(docs / "Household" / "PEA_home_bill_2025-06.pdf", PEA_JUNE)
    write_docx(docs / "Land" / "แจ้งประเมินภาษีที่ดิน_อบตพลวง_2568.docx", LAND_TOP, table=LAND_TABLE,
               bottom=LAND_BOTTOM)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
