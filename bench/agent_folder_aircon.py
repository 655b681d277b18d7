"""A folder for bench/agent_tasks.py (`--folder aircon`): a one-man air-conditioner technician's work papers.

Ekkachai Boonma (ช่างเอก) runs Ek Air Service (เอกแอร์ เซอร์วิส) alone from Bang Bua Thong, Nonthaburi, out of an
Isuzu D-Max pickup: a Thai yearly maintenance contract with a small accounting office (docx, a price table) and
last year's contract, a Thai installation quote for a coffee shop (docx, a table) and a draft of it, the job log for
the first half of July with his regular customers (xlsx, two sheets), income and expenses by month for January-July
2568 (xlsx, two sheets, Thai/English headers), his parts supplier's English price list and an invoice (pdf) and last
year's price list (md), two LINE chat exports (the office's manager about a broken cassette unit, a home customer
about a dripping unit), a condominium manager's English email asking for a quote (txt) and his Thai site-survey note
(md), slides of his plan to hire a helper in 2569 (pptx) and a draft of that idea, the truck's hire-purchase
statement and insurance renewal (English pdf) with a Thai truck-costs note and an old finance offer, and a Thai
note on last year's income-tax filing and last year's income summary; plus a workspect that holds a to-do list.
Written blind of the engine's rules, in session 21, for bench/data/agent_tasks_aircon_holdout.json. Every figure
a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างบริการบำรุงรักษาเครื่องปรับอากาศ (รายปี)",
    "ทำที่ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี วันที่ 20 มกราคม 2568",
    "ผู้ว่าจ้าง: บริษัท พีพี แอคเคาท์ติ้ง แอนด์ แทกซ์ จำกัด เลขที่ 88/9 ถนนรัตนาธิเบศร์ ตำบลบางกระสอ "
    "อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000 โดย นางวรรณา ศักดิ์ดี ผู้จัดการสำนักงาน",
    "ผู้รับจ้าง: นายเอกชัย บุญมา (เอกแอร์ เซอร์วิส) เลขที่ 59/12 หมู่ 4 ตำบลบางรักพัฒนา อำเภอบางบัวทอง "
    "จังหวัดนนทบุรี 11110 โทร 089-214-7730",
    "ข้อ 1. ผู้รับจ้างตกลงล้างทำความสะอาดและตรวจเช็กเครื่องปรับอากาศของสำนักงานผู้ว่าจ้าง จำนวน 9 เครื่อง "
    "ปีละ 3 ครั้ง ในเดือนกุมภาพันธ์ มิถุนายน และตุลาคม โดยนัดวันล่วงหน้าไม่น้อยกว่า 7 วัน",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 กุมภาพันธ์ 2568 ถึงวันที่ 31 มกราคม 2569",
    "ข้อ 3. ค่าบริการเป็นไปตามตารางท้ายสัญญา ผู้ว่าจ้างชำระภายใน 15 วันหลังผู้รับจ้างวางบิลในแต่ละครั้ง "
    "โดยหักภาษี ณ ที่จ่ายร้อยละ 3",
    "ข้อ 4. กรณีเครื่องปรับอากาศเสียนอกรอบการล้าง ผู้รับจ้างจะเข้าตรวจภายใน 24 ชั่วโมงหลังได้รับแจ้ง "
    "คิดค่าแรงซ่อมครั้งละ 300 บาท ส่วนค่าอะไหล่ผู้ว่าจ้างได้รับส่วนลด 10% จากราคาปกติ",
    "ข้อ 5. ผู้รับจ้างรับประกันงานล้าง 30 วัน หากมีน้ำหยดหรือเสียงดังอันเกิดจากการล้าง ผู้รับจ้างแก้ไขให้โดยไม่คิดค่าใช้จ่าย",
    "ข้อ 6. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ตารางค่าบริการท้ายสัญญา",
]
CONTRACT_TABLE = [
    ("รายการ", "จำนวนเครื่อง", "ราคาต่อเครื่องต่อครั้ง", "รวมต่อครั้ง"),
    ("ล้างแอร์ติดผนัง 9,000-18,000 BTU", "8 เครื่อง", "450 บาท", "3,600 บาท"),
    ("ล้างแอร์สี่ทิศทาง (Cassette) 36,000 BTU ห้องประชุม", "1 เครื่อง", "1,200 บาท", "1,200 บาท"),
    ("รวมต่อครั้ง", "9 เครื่อง", "", "4,800 บาท"),
    ("รวมทั้งปี (3 ครั้ง)", "", "", "14,400 บาท"),
]
CONTRACT_BOTTOM = ["ลงชื่อ วรรณา ศักดิ์ดี ผู้ว่าจ้าง", "ลงชื่อ เอกชัย บุญมา ผู้รับจ้าง",
                   "ลงชื่อ ปริญญา ศักดิ์ดี พยาน"]
OLD_CONTRACT_TOP = [
    "สัญญาจ้างล้างเครื่องปรับอากาศ",
    "ทำที่ อำเภอเมืองนนทบุรี วันที่ 25 มกราคม 2567",
    "ผู้ว่าจ้าง: บริษัท พีพี แอคเคาท์ติ้ง แอนด์ แทกซ์ จำกัด  ผู้รับจ้าง: นายเอกชัย บุญมา (เอกแอร์ เซอร์วิส)",
    "ข้อ 1. ผู้รับจ้างล้างเครื่องปรับอากาศติดผนัง จำนวน 7 เครื่อง ปีละ 2 ครั้ง ในเดือนกุมภาพันธ์และสิงหาคม",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 กุมภาพันธ์ 2567 ถึงวันที่ 31 มกราคม 2568",
    "ข้อ 3. ชำระค่าบริการภายใน 30 วันหลังวางบิล หักภาษี ณ ที่จ่ายร้อยละ 3",
    "ข้อ 4. งานซ่อมนอกรอบคิดตามจริง",
]
OLD_CONTRACT_TABLE = [
    ("รายการ", "จำนวนเครื่อง", "ราคาต่อเครื่องต่อครั้ง", "รวมต่อครั้ง"),
    ("ล้างแอร์ติดผนัง 9,000-18,000 BTU", "7 เครื่อง", "400 บาท", "2,800 บาท"),
    ("รวมทั้งปี (2 ครั้ง)", "", "", "5,600 บาท"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "เอกแอร์ เซอร์วิส (นายเอกชัย บุญมา) 59/12 หมู่ 4 ต.บางรักพัฒนา อ.บางบัวทอง จ.นนทบุรี โทร 089-214-7730",
    "เลขที่ QT68-014   วันที่ 18 กรกฎาคม 2568",
    "เรียน คุณนภัสสร แก้วใส (คุณนก) ร้านกาแฟบ้านสวน ซอยวัดลาดปลาดุก อ.บางบัวทอง จ.นนทบุรี",
    "เรื่อง ติดตั้งเครื่องปรับอากาศในร้าน 2 เครื่อง (โซนนั่งในร้านและโซนเคาน์เตอร์บาร์)",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "แอร์ Mitsubishi Electric Inverter 18,000 BTU รุ่น MSY-KY18VF", "2 เครื่อง", "45,800"),
    ("2", "ค่าติดตั้งมาตรฐาน (ท่อน้ำยา 4 เมตร ขาแขวน รางครอบท่อ)", "2 ชุด", "5,000"),
    ("3", "ท่อน้ำยาส่วนเกิน (เมตรละ 450 บาท)", "6 เมตร", "2,700"),
    ("4", "เดินสายไฟใหม่จากตู้ไฟ พร้อมเบรกเกอร์ 20A", "1 งาน", "1,800"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "55,300"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 27,650 บาท เมื่อตกลงสั่งงาน ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ติดตั้งภายใน 7 วันหลังได้รับเงินมัดจำ (ร้านปิดวันจันทร์ ติดตั้งวันจันทร์ได้)",
    "รับประกันงานติดตั้ง 1 ปี คอมเพรสเซอร์รับประกัน 5 ปีตามผู้ผลิต ล้างแอร์ฟรี 1 ครั้งหลังติดตั้ง 6 เดือน",
    "ใบเสนอราคานี้ยืนราคา 15 วัน",
    "ลงชื่อ เอกชัย บุญมา ผู้เสนอราคา",
]
JOB_HEADERS = ("วันที่ (Date)", "ลูกค้า (Customer)", "พื้นที่ (Area)", "งาน (Job)", "จำนวนเครื่อง (Units)",
               "ค่าบริการ (Amount, THB)", "สถานะเงิน (Payment)")
JOBS = [
    ("01/07/2568", "ป้าสมพร", "หมู่บ้านพฤกษา 10 บางบัวทอง", "ล้างแอร์ 12,000 BTU", 2, 1000, "โอนแล้ว"),
    ("02/07/2568", "ร้านข้าวมันไก่เจ๊หมวย", "บางใหญ่", "เติมน้ำยา R32 + หารอยรั่ว", 1, 1500, "เงินสด"),
    ("03/07/2568", "คุณธนพล", "พิมลราช", "ล้างแอร์ + เปลี่ยนคาปาซิเตอร์", 1, 1150, "โอนแล้ว"),
    ("04/07/2568", "หอพักบ้านสุขใจ", "บางรักพัฒนา", "ล้างแอร์ห้องพัก", 6, 2700, "ค้างจ่าย"),
    ("05/07/2568", "คุณเบญจวรรณ", "บางคูรัด", "ล้างแอร์", 3, 1500, "โอนแล้ว"),
    ("07/07/2568", "คลินิกทันตกรรมยิ้มสวย", "ราชพฤกษ์", "ซ่อมแผงวงจร (เปลี่ยนบอร์ด)", 1, 3200, "โอนแล้ว"),
    ("08/07/2568", "คุณวิชัย", "ละหาร", "ย้ายแอร์ไปบ้านใหม่", 2, 3800, "ค้างจ่าย"),
    ("09/07/2568", "ป้าสมพร", "หมู่บ้านพฤกษา 10 บางบัวทอง", "แก้น้ำหยด (ประกันงานล้าง)", 1, 0, "ฟรี"),
    ("10/07/2568", "ร้านซักอบรีดเจ๊นิด", "บางบัวทอง", "เปลี่ยนมอเตอร์พัดลมคอยล์เย็น", 1, 2100, "เงินสด"),
    ("11/07/2568", "คุณอรุณี", "บางใหญ่ซิตี้", "ล้างแอร์", 4, 2000, "โอนแล้ว"),
    ("12/07/2568", "คุณสุเมธ", "พิมลราช", "ติดตั้งแอร์ใหม่ (ลูกค้าซื้อเครื่องเอง)", 1, 3000, "เงินสด"),
    ("14/07/2568", "ร้านเสริมสวยบิวตี้ดี", "บางบัวทอง", "เติมน้ำยา R410A", 1, 1800, "โอนแล้ว"),
    ("15/07/2568", "คุณพัชรี", "บางรักใหญ่", "ล้างแอร์", 2, 1000, "โอนแล้ว"),
]
REGULAR_HEADERS = ("ลูกค้าประจำ (Regular customer)", "โทร (Phone)", "จำนวนเครื่อง (Units)",
                   "ล้างครั้งล่าสุด (Last cleaned)", "นัดครั้งถัดไป (Next due)")
REGULARS = [
    ("บจก. พีพี แอคเคาท์ติ้ง (คุณวรรณา)", "02-950-3321", 9, "มิ.ย. 2568", "ต.ค. 2568 (ตามสัญญา)"),
    ("หอพักบ้านสุขใจ (เฮียชัย)", "081-337-0924", 12, "ก.ค. 2568 (6 ห้อง)", "ส.ค. 2568 อีก 6 ห้อง"),
    ("คลินิกทันตกรรมยิ้มสวย", "02-191-4470", 5, "มี.ค. 2568", "ก.ย. 2568"),
    ("ป้าสมพร หมู่บ้านพฤกษา 10", "086-552-1187", 2, "ก.ค. 2568", "ม.ค. 2569"),
    ("ร้านเสริมสวยบิวตี้ดี", "095-810-2263", 3, "เม.ย. 2568", "ต.ค. 2568"),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "ล้างแอร์ (Cleaning, THB)", "ซ่อม/เติมน้ำยา (Repair & gas, THB)",
                  "ติดตั้ง/ย้ายแอร์ (Install & move, THB)", "รวมรายรับ (Total income, THB)", "จำนวนงาน (Jobs)")
INCOME = [(18600, 9400, 6000, 31), (24300, 11200, 7500, 40), (38900, 16800, 15000, 62),
          (52400, 24600, 21000, 84), (41700, 19300, 12500, 66), (29800, 13900, 4500, 47),
          (22100, 15750, 9800, 41)]
EXPENSE_HEADERS = ("เดือน (Month)", "อะไหล่/น้ำยา (Parts & refrigerant, THB)", "น้ำมันรถ (Fuel, THB)",
                   "ค่างวดรถ (Truck installment, THB)", "ค่าโทรศัพท์ (Phone, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(6200, 4100, 7823, 699, 1200, ""), (7400, 4600, 7823, 699, 900, ""),
            (14800, 5900, 7823, 699, 1500, ""), (21300, 7200, 7823, 699, 2400, "ซื้อบันไดอลูมิเนียมใหม่"),
            (15600, 6300, 7823, 699, 1100, ""), (8900, 4800, 7823, 699, 11600, "เปลี่ยนยางรถ 4 เส้น"),
            (10500, 4500, 7823, 699, 1300, "")]
PRICELIST = [
    "SIAM COOLING PARTS CO., LTD. (Bang Yai branch)\n"
    "112/4 Kanchanaphisek Road, Bang Yai, Nonthaburi 11140  Tel. 02-903-5518\n"
    "TECHNICIAN PRICE LIST - effective 1 July 2025 (prices in THB, VAT not included)\n"
    "Member: Ek Air Service (Mr. Ekkachai Boonma), member No. T-0457\n"
    " \n"
    "Refrigerant R32, 9 kg tank ................ 2,350\n"
    "Refrigerant R410A, 11.3 kg tank ........... 3,450\n"
    "Refrigerant R22, 13.6 kg tank ............. 3,900\n"
    "Run capacitor 35 uF ....................... 180\n"
    "Fan capacitor 2.5 uF ...................... 65\n"
    "Indoor fan motor (universal, 10-30 W) ..... 1,250\n"
    "Universal control board (PCB) with remote . 1,650\n"
    "Drain pump for cassette units ............. 890\n"
    "Copper pipe set 1/4 + 3/8 insulated, 15 m . 2,950\n"
    "Coil cleaner 3.8 L ........................ 420\n"
    "Wall bracket (pair) ....................... 280\n"
    "Breaker 20A ............................... 190\n"
    " \n"
    "Terms: 5% discount for cash payment at the counter. Members buying over 20,000 THB a month get\n"
    "30 days credit. Refrigerant prices may change with the supplier; please check before ordering.",
]
INVOICE = [
    "SIAM COOLING PARTS CO., LTD. (Bang Yai branch)\nTAX INVOICE / INVOICE\n"
    "Invoice No.: IV6807-0193   Date: 12 July 2025\n"
    "Customer: Ek Air Service (Mr. Ekkachai Boonma), 59/12 Moo 4, Bang Rak Phatthana, Bang Bua Thong,\n"
    "Nonthaburi 11110   Member No. T-0457\n"
    " \n"
    "Refrigerant R32, 9 kg tank      2 x 2,350.00 = 4,700.00\n"
    "Run capacitor 35 uF             5 x   180.00 =   900.00\n"
    "Coil cleaner 3.8 L              3 x   420.00 = 1,260.00\n"
    "Copper pipe set 1/4 + 3/8, 15 m 1 x 2,950.00 = 2,950.00\n"
    " \n"
    "Subtotal: 9,810.00 THB\nVAT 7%: 686.70 THB\nTotal amount due: 10,496.70 THB\n"
    "Payment term: credit 30 days. Due date: 11 August 2025\n"
    "Pay by transfer to Kasikorn Bank, account 045-2-77810-3, Siam Cooling Parts Co., Ltd.",
]
LOAN_PAGES = [
    "Krungsri Auto (Bank of Ayudhya PCL)\nHIRE PURCHASE ACCOUNT STATEMENT\nStatement date: 31 July 2025\n"
    "Hirer: Mr. Ekkachai Boonma\nContract No.: HP-66-0912345\n"
    "Vehicle: Isuzu D-Max Spark 1.9 Ddi B (single cab), 2023, registration 3 Kor Khor 5821 Nonthaburi\n"
    "Amount financed: 480,000.00 THB, contract date 25 August 2023\n"
    "Term: 72 installments, flat interest rate 2.89% per year\n"
    "Monthly installment: 7,823.00 THB, due on the 25th of each month\n"
    "Installments paid: 23 of 72\nRemaining installments: 49\n"
    "Remaining balance (49 x 7,823.00): 383,327.00 THB\n"
    "Early settlement amount if paid by 31 August 2025 (after interest discount): 352,640.00 THB\n"
    "Late payment: 5 THB per day per installment plus a 200 THB collection fee after 15 days.",
    "Page 2 - Recent payments\n"
    "25 Feb 2025  7,823.00  installment 18\n"
    "25 Mar 2025  7,823.00  installment 19\n"
    "25 Apr 2025  7,823.00  installment 20\n"
    "26 May 2025  7,823.00  installment 21 (paid 1 day late, fee 5.00)\n"
    "25 Jun 2025  7,823.00  installment 22\n"
    "25 Jul 2025  7,823.00  installment 23\n"
    "Next installment: 25 August 2025, 7,823.00 THB",
]
INSURANCE_PAGES = [
    "The Viriyah Insurance PCL - Nonthaburi branch\nMOTOR INSURANCE RENEWAL NOTICE\nNotice date: 1 August 2025\n"
    "Insured: Mr. Ekkachai Boonma\nPolicy No.: V-2568-NB-448120\n"
    "Vehicle: Isuzu D-Max Spark 1.9 Ddi B, 2023, registration 3 Kor Khor 5821 Nonthaburi\n"
    "Current policy: Type 2+ , expires 14 September 2025\n"
    "Renewal offer: Type 2+ (collision with land vehicles, fire, theft, flood)\n"
    "Sum insured: 420,000 THB\nExcess: none\n"
    "Renewal premium (including duty and VAT): 9,450.00 THB\n"
    "Pay in full by 7 September 2025, or in 3 installments of 3,150.00 THB by credit card at 0%.\n"
    "Note: tools kept in the pickup's load bed are not covered.\n"
    "Agent: Ms. Rattana Chaiyo, Tel. 081-664-2095",
]
LINE_WANNA = """[LINE] ประวัติการแชทกับ วรรณา PP Accounting
บันทึกเมื่อ: 18/07/2568 20:41

พ., 16/07/2568
10:05\tวรรณา PP Accounting\tช่างเอกคะ แอร์สี่ทิศทางห้องประชุมน้ำหยดลงโต๊ะเลยค่ะ เปิดได้แป๊บเดียวก็หยด
10:06\tวรรณา PP Accounting\t[รูปภาพ]
10:30\tเอกแอร์\tได้ครับพี่ เดี๋ยวบ่ายนี้ผมแวะไปดูให้ครับ อยู่แถวราชพฤกษ์พอดี
15:12\tเอกแอร์\tดูแล้วครับพี่ ปั๊มน้ำทิ้ง (drain pump) ของแอร์สี่ทิศทางเสีย น้ำเลยล้นถาด ต้องเปลี่ยนลูกใหม่ครับ
15:15\tเอกแอร์\tราคาปั๊ม 890 ลด 10% ตามสัญญาเหลือ 801 บาท บวกค่าแรง 300 รวม 1,101 บาทครับ
15:20\tวรรณา PP Accounting\tโอเคค่ะ ซ่อมได้เลย แต่วันธรรมดาลูกค้าเข้าเยอะ มาเสาร์ได้ไหมคะ
15:22\tเอกแอร์\tได้ครับ เสาร์ที่ 19 ก.ค. 9 โมงเช้านะครับ ผมสั่งปั๊มที่สยามคูลลิ่งไว้แล้ว
15:23\tวรรณา PP Accounting\tค่ะ เดี๋ยวพี่ให้ รปภ. เปิดประตูให้นะคะ

พฤ., 17/07/2568
09:40\tวรรณา PP Accounting\tอีกเรื่องค่ะ เดือนหน้าจะทำห้องประชุมเล็กเพิ่ม ติดแอร์ใหม่ 2 เครื่อง รอบล้างเดือนตุลาฯ รวมไปด้วยเลยนะคะ
09:45\tเอกแอร์\tได้ครับพี่ รอบตุลาก็จะเป็น 11 เครื่อง เครื่องใหม่คิดเครื่องละ 450 เหมือนเดิมครับ
09:46\tวรรณา PP Accounting\tขอบคุณค่ะช่าง
"""
LINE_SOMPORN = """[LINE] ประวัติการแชทกับ ป้าพร พฤกษา10
บันทึกเมื่อ: 10/07/2568 08:15

อ., 08/07/2568
18:32\tป้าพร พฤกษา10\tช่างเอกจ๊ะ แอร์ห้องนอนที่มาล้างวันที่ 1 มีน้ำหยดตรงหัวเตียงเลย
18:40\tเอกแอร์\tขอโทษครับป้า น่าจะท่อน้ำทิ้งหลุดตอนล้าง อยู่ในประกันงานล้าง 30 วันครับ ไม่คิดเงินครับ
18:41\tเอกแอร์\tพรุ่งนี้ (พุธ 9 ก.ค.) บ่ายสองผมเข้าไปแก้ให้นะครับ
18:45\tป้าพร พฤกษา10\tได้จ้ะ แล้วห้องหลานจะติดแอร์ใหม่อีกเครื่อง 12,000 BTU ช่างมีรุ่นไหนแนะนำ
18:52\tเอกแอร์\tHaier อินเวอร์เตอร์ 12,000 BTU รวมติดตั้ง 14,900 บาทครับป้า หรือ Mitsubishi 12,000 BTU รวมติดตั้ง 19,800 บาท
18:55\tป้าพร พฤกษา10\tขอถามลูกสาวก่อนนะ

พ., 09/07/2568
15:10\tเอกแอร์\tแก้เรียบร้อยครับป้า ต่อท่อน้ำทิ้งใหม่แล้ว ไม่หยดแล้วครับ
15:20\tป้าพร พฤกษา10\tขอบใจจ้ะ เดี๋ยวเรื่องแอร์ห้องหลานจะทักไปนะ
"""
CONDO_EMAIL = """From: Kittipong Saelim <kittipong.s@urbannestpm.co.th>
To: Ek Air Service <ekair.service@gmail.com>
Date: Mon, 21 Jul 2025 11:22:09 +0700
Subject: Request for quotation - air-conditioner cleaning, Riverine Place Condominium

Dear Khun Ekkachai,

I am the building manager of Riverine Place Condominium (99 Rattanathibet Road, Nonthaburi), managed by Urban
Nest Property Management. A resident recommended your service. The juristic person would like a quotation for
a yearly cleaning contract for the air conditioners in the common areas:

- Lobby: 4 ceiling cassette units, 36,000 BTU
- Fitness room: 2 wall units, 24,000 BTU
- Juristic office, meeting room and security room: 8 wall units, 12,000-18,000 BTU
- 14 units in total, cleaned twice a year (November 2025 and May 2026)

The committee has approved a budget of no more than 24,000 THB per year, including everything.
Please visit the site on a weekday between 09:00 and 16:00 before you quote (call me first).
We need your quotation by 8 August 2025, with a copy of your ID card and photos of past work.
We pay 30 days after the invoice and deduct 3% withholding tax. A 30-day warranty on the work is required.

Best regards,
Kittipong Saelim
Building Manager, Riverine Place Condominium
Tel. 02-058-7741 / 086-390-1152
"""
SURVEY_NOTE = """# สำรวจหน้างาน คอนโดริเวอรีน เพลส (รัตนาธิเบศร์) 26 ก.ค. 2568

ไปดูกับคุณกิตติพงษ์ (ผู้จัดการอาคาร) 10 โมงเช้า

## ที่เจอ
- ล็อบบี้ แอร์สี่ทิศทาง 4 เครื่อง ติดเพดานสูง 4.5 เมตร บันไดเราไม่ถึง ต้องเช่านั่งร้าน ครั้งละ 500 บาท
- ห้องฟิตเนส ติดผนัง 24,000 BTU 2 เครื่อง สกปรกมาก ไม่ได้ล้างมาเกือบ 2 ปี
- ห้องนิติ ห้องประชุม ห้อง รปภ. ติดผนังรวม 8 เครื่อง ปกติ
- เครื่องในห้อง รปภ. คอมเพรสเซอร์เสียงดัง ควรเสนอซ่อมแยก

## คิดราคา (ต่อรอบ)
- สี่ทิศทาง 1,200 x 4 = 4,800 บาท
- ติดผนัง 24,000 BTU 650 x 2 = 1,300 บาท
- ติดผนังเล็ก 500 x 8 = 4,000 บาท
- รวมต่อรอบ 10,100 บาท  ปีละ 2 รอบ = 20,200 บาท (ไม่เกินงบเขา 24,000)
- ต้องใช้ลูกมือ 2 วันต่อรอบ วันละ 600 บาท + นั่งร้าน 500 = ต้นทุนเพิ่มรอบละ 1,700 บาท

## ต้องเตรียม
- สำเนาบัตรประชาชน รูปผลงาน (เอาจากงานพีพีแอคเคาท์ติ้ง)
- ส่งใบเสนอราคาทางอีเมล
"""
PLAN_SLIDES = [
    ("แผนงานเอกแอร์ ปี 2569 (Ek Air plan 2026)", "เอกชัย บุญมา - ช่างแอร์ บางบัวทอง นนทบุรี\nสิงหาคม 2568"),
    ("ปีนี้เป็นยังไง (2568 so far)", "Jan-Jul income 415,050 THB from 371 jobs\nBusiest month: April, 84 jobs\n"
                                     "Alone I can do 4-5 jobs a day; turned down about 20 jobs in April"),
    ("รับลูกมือ (Hire a helper)", "Nong Ball (my nephew), start 5 January 2026\n"
                                  "Wage 12,000 THB a month + social security 600 THB\n"
                                  "Helper does the cleaning jobs, I do repairs and installs"),
    ("เครื่องมือที่ต้องซื้อ (Tools to buy)", "Vacuum pump + digital manifold gauge: 8,900 THB\n"
                                             "High-pressure washer: 4,500 THB\nCassette cleaning bag x2: 1,300 THB\n"
                                             "Total 14,700 THB"),
    ("เป้าหมาย (Targets)", "Win 2 more yearly contracts: Riverine condo + 1 office\n"
                           "Extra income about 25,000 THB a month in the hot season\n"
                           "Open a LINE OA for bookings by March 2026"),
]
TRUCK_NOTE = """# รถกระบะ D-Max (3กข 5821) ค่าใช้จ่ายปี 2568

- ค่างวดกรุงศรีออโต้ เดือนละ 7,823 บาท ตัดทุกวันที่ 25 (ผ่อน 72 งวด เริ่ม ก.ย. 66)
- ประกันชั้น 2+ วิริยะ ปีที่แล้วจ่าย 8,900 บาท ปีนี้ใบเตือนมาแล้ว
- พ.ร.บ. + ภาษีรถ ต่อเดือน ก.ย. ปีที่แล้วรวม 2,917 บาท
- เปลี่ยนยาง 4 เส้น ร้านยางบางใหญ่ 19 มิ.ย. 68 = 11,600 บาท (Bridgestone Duravis)
- เช็คระยะ 50,000 กม. นัดศูนย์อีซูซุบางบัวทอง 2 ส.ค. 68 ประมาณ 3,420 บาท
- ค่าน้ำมันเฉลี่ยเดือนละ 4,500-7,000 บาท หน้าร้อนวิ่งเยอะ
- คิดจะติดหลังคาแครี่บอยเก็บเครื่องมือ ราคา 18,500 รอดูก่อน
"""
TAX_NOTE = """# ยื่นภาษี ภ.ง.ด.90 ปีภาษี 2567 (ยื่นออนไลน์ 20 มี.ค. 2568)

- รายได้ค่าจ้างทำของ/รับเหมา 40(7) ทั้งปี 612,400 บาท
- หักค่าใช้จ่ายเหมา 60% = 367,440 บาท
- ลดหย่อนส่วนตัว 60,000 บาท, ประกันสังคม ม.40 1,200 บาท, ประกันชีวิต 18,000 บาท
- เงินได้สุทธิ 165,760 บาท
- ภาษีที่คำนวณได้ 788 บาท
- ภาษีหัก ณ ที่จ่ายแล้ว (พีพีแอคเคาท์ติ้ง 3%) 168 บาท
- จ่ายเพิ่ม 620 บาท จ่ายผ่านแอป เรียบร้อย
- ปีนี้เก็บใบ 50 ทวิ จากลูกค้าบริษัทให้ครบ และคุยเรื่องเปลี่ยนไปหักค่าใช้จ่ายตามจริง
"""
DISTRACTORS = {
    "เอกแอร์/ลูกค้า/ใบเสนอราคา_ร้านกาแฟบ้านสวน_ร่าง.txt":
        "ร่างใบเสนอราคา ร้านกาแฟบ้านสวน (ยังไม่ได้ส่ง คุณนกอยากได้มิตซู)\n"
        "- Daikin 18,000 BTU 2 เครื่อง 47,600\n- ค่าติดตั้ง 2 ชุด 5,000\n"
        "- รวม 52,600 บาท ยังไม่รวมท่อส่วนเกิน\n",
    "เอกแอร์/อะไหล่/ราคาอะไหล่_สยามคูลลิ่ง_2567.md":
        "# ราคาอะไหล่ สยามคูลลิ่ง บางใหญ่ (ใบราคาปี 2567 เก่า)\n\n"
        "- น้ำยา R32 ถัง 9 กก. 2,050 บาท\n- น้ำยา R410A ถัง 11.3 กก. 3,200 บาท\n"
        "- น้ำยา R22 ถัง 13.6 กก. 3,650 บาท\n- คาปาซิเตอร์ 35 uF 160 บาท\n"
        "- ปั๊มน้ำทิ้งแอร์สี่ทิศทาง 820 บาท\n- น้ำยาล้างคอยล์ 3.8 ลิตร 390 บาท\n",
    "เอกแอร์/บัญชี/รายรับ_เอกแอร์_2567_สรุป.md":
        "# สรุปรายรับเอกแอร์ ปี 2567 (ปีที่แล้ว)\n\n- รายรับทั้งปี 612,400 บาท\n"
        "- เดือนที่ดีที่สุด เม.ย. 2567 91,300 บาท\n- จำนวนงานทั้งปี 548 งาน\n"
        "- ค่าอะไหล่/น้ำยาทั้งปี 121,800 บาท\n",
    "เอกแอร์/แผนงาน/ไอเดียรับลูกมือ_ร่าง.md":
        "# ไอเดียรับลูกมือ (ร่าง มิ.ย. 68)\n- จ้างรายวัน วันละ 500 ดีไหม หรือรายเดือน\n"
        "- เครื่องมือใหม่น่าจะสัก 20,000\n- ถามไอ้บอลว่าสนใจไหม\n",
    "รถกระบะ/ข้อเสนอไฟแนนซ์_ธนชาต_2566.md":
        "# ข้อเสนอไฟแนนซ์รถกระบะ ttb (ส.ค. 2566 ไม่ได้เลือก)\n- ดอกเบี้ย 3.19% ต่อปี 72 งวด\n"
        "- งวดละ 8,100 บาท\n- ดาวน์ 15%\n",
}
WORKSPECT = {"todo.md": "- ทำใบเสนอราคาคอนโดริเวอรีน\n- ซื้อปั๊มน้ำทิ้งไปเปลี่ยนที่ออฟฟิศพี่วรรณา\n"
                        "- ทวงเงินลูกค้าที่ยังไม่โอน\n- ต่อประกันรถ\n"}


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ใบงาน 1-15 ก.ค."
    sheet.append(["ใบงานลูกค้า เอกแอร์ เซอร์วิส 1-15 กรกฎาคม 2568 (Ek Air job log)"])
    sheet.append(list(JOB_HEADERS))
    for row in JOBS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in JOBS), sum(row[5] for row in JOBS), ""])
    sheet.append(["ยอดค้างจ่าย (Unpaid)", "", "", "", "", sum(row[5] for row in JOBS if row[6] == "ค้างจ่าย"),
                  "ต้องทวง"])
    money_format(sheet, 6)
    regulars = book.create_sheet("ลูกค้าประจำ Regulars")
    regulars.append(list(REGULAR_HEADERS))
    for row in REGULARS:
        regulars.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับเอกแอร์ เซอร์วิส ม.ค.-ก.ค. 2568 (Ek Air income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:3]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "เอกแอร์"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "อะไหล่", "แชท", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("รถกระบะ", "ภาษี"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาล้างแอร์รายปี_พีพีแอคเคาท์ติ้ง_2568.docx", CONTRACT_TOP,
               table=CONTRACT_TABLE, bottom=CONTRACT_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาล้างแอร์_พีพีแอคเคาท์ติ้ง_2567.docx", OLD_CONTRACT_TOP,
               table=OLD_CONTRACT_TABLE, bottom=["ลงชื่อ วรรณา ศักดิ์ดี ผู้ว่าจ้าง", "ลงชื่อ เอกชัย บุญมา ผู้รับจ้าง"])
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_ร้านกาแฟบ้านสวน_2568-07.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    _jobs(shop / "ลูกค้า" / "ใบงานลูกค้า_กค2568.xlsx")
    (shop / "ลูกค้า" / "RiverinePlace_condo_email.txt").write_text(CONDO_EMAIL, encoding="utf-8")
    (shop / "ลูกค้า" / "สำรวจหน้างาน_คอนโดริเวอรีน_2568-07.md").write_text(SURVEY_NOTE, encoding="utf-8")
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_เอกแอร์_2568.xlsx")
    make_pdf(shop / "อะไหล่" / "SiamCooling_pricelist_2025-07.pdf", PRICELIST)
    make_pdf(shop / "อะไหล่" / "SiamCooling_invoice_IV6807-0193.pdf", INVOICE)
    (shop / "แชท" / "LINE_คุณวรรณา_พีพีแอคเคาท์ติ้ง_2568-07.txt").write_text(LINE_WANNA, encoding="utf-8")
    (shop / "แชท" / "LINE_ป้าสมพร_พฤกษา10.txt").write_text(LINE_SOMPORN, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนปี2569_รับลูกมือ.pptx", PLAN_SLIDES)
    make_pdf(docs / "รถกระบะ" / "KrungsriAuto_statement_DMax_2025-07.pdf", LOAN_PAGES)
    make_pdf(docs / "รถกระบะ" / "Viriyah_renewal_DMax_2025.pdf", INSURANCE_PAGES)
    (docs / "รถกระบะ" / "รถกระบะ_ค่าใช้จ่าย_2568.md").write_text(TRUCK_NOTE, encoding="utf-8")
    (docs / "ภาษี" / "ภาษี_ภงด90_ปี2567.md").write_text(TAX_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the technician's to-do list."""
    write_texts(workspect, WORKSPECT)
