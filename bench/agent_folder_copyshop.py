"""A folder for the agent bench (`--folder copyshop`): a photocopy and stationery shop's papers, plus household papers.

Kanokporn Sriwong (พี่กิ๊ฟ, น.ส.กนกพร ศรีวงศ์) runs Print Dee (ร้านปริ้นท์ดี หน้ามอ), a photocopy, print, binding
and stationery shop in a rented shophouse in front of Naresuan University, Tha Pho, Mueang Phitsanulok, with two
part-time students. Her Documents hold: the copier rental agreement (English pdf) and its June and July 2025 meter
invoices (English pdf), the paper supplier's July 2025 price list and an August invoice (English pdf) with last
year's Thai price note (md), a Thai quote to the nursing faculty for course sheets (docx, a table) with its draft
(txt) and a similar quote to the student photo club (docx, a table), the August thesis-binding queue (xlsx, two
sheets: the queue with a total row and the binding rates), an English email from the International College asking
for conference proceedings, sales and expenses for January-July 2568 (xlsx, two sheets, Thai/English headers, a
month per row, a total row) and last year's sales summary (md), the shophouse lease for 2568-2570 and the old
2565-2567 lease (docx, tables), two LINE chat exports (the nursing lecturer, a part-time student), the July
part-time wage note (md), slides of a plan to buy a colour A3 printer in 2569 (pptx) and a draft idea note; and at
home: the July electricity bill and June home-loan statement (English pdf), her son's school-fee note and a note of
regular household costs (md). The workspect holds a to-do list. Written blind of the engine, for
agent_tasks_copyshop_holdout.json; every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

COPIER_AGREEMENT = [
    "SIAMDOC SOLUTIONS CO., LTD. - Phitsanulok Branch\n"
    "239/5 Singhawat Road, Nai Mueang, Mueang Phitsanulok 65000  Tel. 055-219-884\n"
    "COPIER RENTAL AGREEMENT   Agreement No.: SD-PL-2024-0318\n"
    "Customer: Print Dee Shop (Ms. Kanokporn Sriwong), 45/7 Naresuan University Front Road, Tha Pho,\n"
    "Mueang Phitsanulok 65000\n"
    "Machine: Ricoh IM C3000 colour multifunction copier, serial No. 3129R440581\n"
    "Term: 36 months, from 1 October 2024 to 30 September 2027\n"
    "Monthly rental: 4,500 THB (VAT not included), includes 10,000 black-and-white copies per month\n"
    "Black-and-white copies above 10,000: 0.18 THB per copy\n"
    "Colour copies: 2.50 THB per copy (no free colour copies included)\n"
    "Toner, drum, parts and service included. On-site service within 4 working hours.\n"
    "Security deposit: 9,000 THB, refunded at the end of the term.\n"
    "Meter reading on the last working day of each month; invoice payable by the 15th of the next month.\n"
    "Early termination: 50% of the remaining monthly rentals.\n"
    "Signed: Kanokporn Sriwong (Customer)   Wirat Thongdee (Branch Manager)",
]
COPIER_JULY = [
    "SIAMDOC SOLUTIONS CO., LTD. - Phitsanulok Branch\nTAX INVOICE / METER BILLING\n"
    "Invoice No.: SD2507-0412   Date: 31 July 2025   Agreement No.: SD-PL-2024-0318\n"
    "Customer: Print Dee Shop (Ms. Kanokporn Sriwong)\n"
    " \n"
    "Black-and-white meter: previous 412,380  current 450,800  copies 38,420\n"
    "Included copies: 10,000   Excess copies: 28,420 x 0.18 = 5,115.60\n"
    "Colour meter: previous 21,540  current 22,800  copies 1,260 x 2.50 = 3,150.00\n"
    "Monthly rental: 4,500.00\n"
    " \n"
    "Subtotal: 12,765.60 THB\nVAT 7%: 893.59 THB\nTotal amount due: 13,659.19 THB\n"
    "Due date: 15 August 2025\n"
    "Pay by transfer to Bangkok Bank, account 612-7-04491-2, SiamDoc Solutions Co., Ltd.",
]
COPIER_JUNE = [
    "SIAMDOC SOLUTIONS CO., LTD. - Phitsanulok Branch\nTAX INVOICE / METER BILLING\n"
    "Invoice No.: SD2506-0398   Date: 30 June 2025   Agreement No.: SD-PL-2024-0318\n"
    "Customer: Print Dee Shop (Ms. Kanokporn Sriwong)\n"
    " \n"
    "Black-and-white meter: previous 389,150  current 412,380  copies 23,230\n"
    "Included copies: 10,000   Excess copies: 13,230 x 0.18 = 2,381.40\n"
    "Colour meter: previous 20,830  current 21,540  copies 710 x 2.50 = 1,775.00\n"
    "Monthly rental: 4,500.00\n"
    " \n"
    "Subtotal: 8,656.40 THB\nVAT 7%: 605.95 THB\nTotal amount due: 9,262.35 THB\n"
    "Due date: 15 July 2025\n"
    "Pay by transfer to Bangkok Bank, account 612-7-04491-2, SiamDoc Solutions Co., Ltd.",
]
PAPER_PRICELIST = [
    "NORTHERN PAPER SUPPLY (PHITSANULOK) LTD.\n"
    "88 Boromtrailokanat Road, Mueang Phitsanulok 65000  Tel. 055-241-330\n"
    "SHOP PRICE LIST - effective 1 July 2025 (THB, VAT not included)\n"
    " \n"
    "Double A A4 80 gsm, ream (500 sheets) ...... 135\n"
    "Double A A4 80 gsm, box (5 reams) .......... 650\n"
    "IQ A4 70 gsm, ream ......................... 112\n"
    "IQ A4 70 gsm, box (5 reams) ................ 540\n"
    "A3 80 gsm, ream ............................ 285\n"
    "Card paper A4 180 gsm (50 sheets) .......... 95\n"
    "Clear binding cover A4 (100 sheets) ........ 180\n"
    "Plastic binding comb 10 mm (100) ........... 150\n"
    "Thesis hard cover board (per set) .......... 45\n"
    "Lamination pouch A4 125 mic (100) .......... 320\n"
    " \n"
    "Terms: free delivery in Mueang Phitsanulok for orders over 3,000 THB.\n"
    "2% discount on paper when buying 10 boxes or more. Shop accounts: 30 days credit.",
]
PAPER_INVOICE = [
    "NORTHERN PAPER SUPPLY (PHITSANULOK) LTD.\nTAX INVOICE\n"
    "Invoice No.: INV25-0814   Date: 4 August 2025\n"
    "Customer: Print Dee Shop (Ms. Kanokporn Sriwong), 45/7 Naresuan University Front Road, Tha Pho\n"
    " \n"
    "IQ A4 70 gsm, box (5 reams)        20 x 540.00 = 10,800.00\n"
    "Double A A4 80 gsm, box (5 reams)  10 x 650.00 =  6,500.00\n"
    "Lamination pouch A4 125 mic (100)   3 x 320.00 =    960.00\n"
    "Subtotal: 18,260.00\n"
    "Discount 2% on paper (17,300.00): -346.00\n"
    "Net: 17,914.00 THB\nVAT 7%: 1,253.98 THB\nTotal amount due: 19,167.98 THB\n"
    "Payment term: credit 30 days. Due date: 3 September 2025\n"
    "Delivered free by our truck on 4 August 2025. Received by: Mint",
]
OLD_PAPER_NOTE = """# ราคากระดาษ นอร์เทิร์นเปเปอร์ (ใบราคาปี 2567 เก่า)

- Double A A4 80 แกรม กล่อง 5 รีม 610 บาท
- IQ A4 70 แกรม กล่อง 5 รีม 510 บาท
- กระดาษ A3 80 แกรม รีมละ 265 บาท
- ปกใส A4 ห่อ 100 แผ่น 170 บาท
- ซองเคลือบบัตร A4 125 ไมค์ 300 บาท
- ส่งฟรีในเมืองถ้าสั่งเกิน 3,000
"""
NURSING_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ร้านปริ้นท์ดี หน้ามอ (น.ส.กนกพร ศรีวงศ์) 45/7 ถนนหน้ามหาวิทยาลัยนเรศวร ต.ท่าโพธิ์ อ.เมืองพิษณุโลก "
    "จ.พิษณุโลก 65000 โทร 086-731-4429",
    "เลขที่ QT2568-031   วันที่ 5 สิงหาคม 2568",
    "เรียน ผศ.ดร.สมศรี จันทร์หอม คณะพยาบาลศาสตร์ มหาวิทยาลัยนเรศวร",
    "เรื่อง พิมพ์เอกสารประกอบการสอนวิชาการพยาบาลพื้นฐาน ภาคเรียนที่ 1/2568",
]
NURSING_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "ชีทเรียนขาวดำ พิมพ์ 2 หน้า A4 ชุดละ 120 หน้า", "180 ชุด", "48", "8,640"),
    ("2", "ปกหน้าสี กระดาษการ์ด 180 แกรม", "180 แผ่น", "5", "900"),
    ("3", "เข้าเล่มสันกาวพร้อมปกใส", "180 เล่ม", "15", "2,700"),
    ("4", "คู่มือฝึกปฏิบัติ พิมพ์สีทั้งเล่ม 24 หน้า", "60 ชุด", "72", "4,320"),
    ("", "รวม", "", "", "16,560"),
    ("", "ส่วนลดงานคณะ 5%", "", "", "828"),
    ("", "รวมทั้งสิ้น (ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม)", "", "", "15,732"),
]
NURSING_QUOTE_BOTTOM = [
    "เงื่อนไข: ส่งงานครบภายในวันที่ 15 สิงหาคม 2568 ที่ร้าน หรือส่งถึงคณะโดยไม่คิดค่าส่ง",
    "ขอมัดจำ 5,000 บาท เมื่อยืนยันสั่งงาน ส่วนที่เหลือเบิกผ่านฝ่ายการเงินคณะ ร้านออกใบเสร็จรับเงินให้",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ กนกพร ศรีวงศ์ ผู้เสนอราคา",
]
NURSING_DRAFT = """ร่างใบเสนอราคา คณะพยาบาล (ยังไม่ส่ง รอ อ.สมศรียืนยันจำนวน)
- ชีทเรียน 150 ชุด ชุดละ 50 บาท = 7,500
- เข้าเล่มสันกาว 150 เล่ม เล่มละ 15 = 2,250
- รวม 9,750 บาท
- ยังไม่รวมคู่มือสี อาจารย์บอกว่าอาจจะเพิ่ม
"""
CLUB_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ร้านปริ้นท์ดี หน้ามอ (น.ส.กนกพร ศรีวงศ์) 45/7 ถนนหน้ามหาวิทยาลัยนเรศวร ต.ท่าโพธิ์ อ.เมืองพิษณุโลก "
    "โทร 086-731-4429",
    "เลขที่ QT2568-024   วันที่ 20 มิถุนายน 2568",
    "เรียน นายต้นกล้า พรมสุวรรณ ประธานชมรมถ่ายภาพ มหาวิทยาลัยนเรศวร",
    "เรื่อง งานพิมพ์นิทรรศการภาพถ่าย \"แสงเหนือ\" ครั้งที่ 7",
]
CLUB_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("1", "โปสเตอร์ภาพถ่าย A3 พิมพ์สี กระดาษโฟโต้", "40 แผ่น", "35", "1,400"),
    ("2", "ป้ายไวนิล 1 x 3 เมตร พร้อมเจาะตาไก่", "2 ผืน", "450", "900"),
    ("3", "สูจิบัตร A5 พิมพ์สี 12 หน้า เย็บมุงหลังคา", "200 เล่ม", "18", "3,600"),
    ("", "รวม", "", "", "5,900"),
    ("", "ส่วนลดนักศึกษา 10%", "", "", "590"),
    ("", "รวมทั้งสิ้น", "", "", "5,310"),
]
CLUB_QUOTE_BOTTOM = [
    "เงื่อนไข: มัดจำ 50% ส่งไฟล์งานภายในวันที่ 28 มิถุนายน 2568 รับงานได้วันที่ 3 กรกฎาคม 2568",
    "ไวนิลส่งพิมพ์ร้านพันธมิตร ใช้เวลา 3 วัน",
    "ลงชื่อ กนกพร ศรีวงศ์",
]
QUEUE_HEADERS = ("วันที่รับงาน (Received)", "ชื่อนิสิต (Student)", "คณะ (Faculty)", "จำนวนหน้า (Pages)",
                 "จำนวนเล่ม (Copies)", "แบบปก (Cover)", "ราคา (Price, THB)", "มัดจำ (Deposit, THB)",
                 "วันนัดรับ (Pick-up)", "สถานะ (Status)")
QUEUE = [
    ("01/08/2568", "นายธีรวัฒน์ ใจดี", "วิศวกรรมศาสตร์", 142, 5, "ปกแข็งสีกรม", 2450, 1000, "06/08/2568", "รับแล้ว"),
    ("02/08/2568", "น.ส.ปวีณา คำแสน", "ศึกษาศาสตร์", 186, 4, "ปกแข็งสีดำ", 2360, 1000, "07/08/2568", "รับแล้ว"),
    ("04/08/2568", "นายกฤษดา พรหมมา", "เกษตรศาสตร์", 98, 3, "ปกอ่อนสันกาว", 690, 300, "06/08/2568", "รับแล้ว"),
    ("05/08/2568", "น.ส.ชนิดา วงศ์ใหญ่", "พยาบาลศาสตร์", 220, 6, "ปกแข็งสีเลือดหมู", 3540, 1500, "11/08/2568",
     "เสร็จแล้ว รอรับ"),
    ("06/08/2568", "นายอนุชา แก้วมณี", "บริหารธุรกิจ", 164, 5, "ปกแข็งสีกรม", 2950, 0, "12/08/2568",
     "ยังไม่จ่ายมัดจำ ยังไม่เริ่มทำ"),
    ("07/08/2568", "น.ส.สุดารัตน์ ทองคำ", "วิทยาศาสตร์", 130, 4, "ปกแข็งสีดำ", 1960, 1000, "13/08/2568", "กำลังทำ"),
    ("08/08/2568", "น.ส.มนัสนันท์ บุญยืน", "สาธารณสุขศาสตร์", 205, 5, "ปกแข็งสีเขียว", 2950, 1500, "14/08/2568",
     "กำลังทำ"),
]
RATE_HEADERS = ("แบบเข้าเล่ม (Binding)", "ราคาต่อเล่ม รวมพิมพ์ (Price per copy, THB)", "หมายเหตุ (Note)")
RATES = [
    ("ปกอ่อนสันกาว", 230, "ไม่เกิน 150 หน้า"),
    ("ปกแข็ง ไม่เกิน 150 หน้า", 490, "รวมปั๊มทองสันปก"),
    ("ปกแข็ง 151-250 หน้า", 590, "รวมปั๊มทองสันปก"),
    ("ปกแข็ง เกิน 250 หน้า", 690, "รวมปั๊มทองสันปก"),
    ("งานด่วนภายใน 24 ชม.", 150, "บวกเพิ่มต่อเล่ม"),
]
PROCEEDINGS_EMAIL = """From: Aranya Phromsuk <aranya.p@nuic-conference.ac.th>
To: Print Dee Shop <printdee.nu@gmail.com>
Date: Tue, 12 Aug 2025 09:47:31 +0700
Subject: Quotation request - printing of conference proceedings (NUIC 2025)

Dear Khun Kanokporn,

I am writing from the secretariat of the NU International College Conference 2025 (NUIC 2025). Our colleagues
at the Faculty of Nursing recommended your shop. We would like a quotation for the following job:

- 250 copies of the conference proceedings, about 180 pages each, A4
- inside pages black and white, double-sided; cover in full colour on 250 gsm card, matt lamination
- perfect binding (glued spine)
- delivery to the QS Building, 3rd floor, by 26 September 2025 at the latest

Our budget for this job is 45,000 THB including delivery. We need an official tax invoice or receipt in the
shop's name for reimbursement. Please send the quotation by 22 August 2025 so it can go to the committee meeting.
The final PDF file will be ready on 15 September 2025.

Kind regards,
Aranya Phromsuk
Conference Secretariat, NUIC 2025
Tel. 055-961-207
"""
MONTHS = ["ม.ค. 2568 (Jan)", "ก.พ. 2568 (Feb)", "มี.ค. 2568 (Mar)", "เม.ย. 2568 (Apr)", "พ.ค. 2568 (May)",
          "มิ.ย. 2568 (Jun)", "ก.ค. 2568 (Jul)"]
SALES_HEADERS = ("เดือน (Month)", "ถ่ายเอกสาร/ปริ้นท์ขาวดำ (B/W copies & prints)", "ปริ้นท์สี (Colour prints)",
                 "เข้าเล่ม/เคลือบ (Binding & lamination)", "เครื่องเขียน (Stationery)", "รวมรายรับ (Total sales)")
SALES = [(42300, 11800, 6400, 8900), (45600, 12900, 9800, 9400), (51200, 15300, 24600, 10100),
         (18400, 6200, 7300, 5600), (15900, 5100, 4200, 7800), (29700, 8600, 3900, 16400),
         (48900, 13700, 8800, 12300)]
COST_HEADERS = ("เดือน (Month)", "ค่าเช่าร้าน (Shop rent)", "ค่าเช่าเครื่องถ่ายเอกสาร (Copier bill)",
                "กระดาษ/วัสดุ (Paper & supplies)", "ค่าไฟร้าน (Electricity)", "ค่าจ้างพาร์ทไทม์ (Part-time wages)",
                "อื่นๆ (Other)", "รวมรายจ่าย (Total expenses)", "กำไรสุทธิ (Net profit)", "หมายเหตุ (Note)")
COSTS = [(12000, 10842.60, 14500, 4820, 9000, 1200, ""),
         (12000, 11507.45, 16200, 5110, 9000, 900, ""),
         (12000, 14236.80, 22400, 6340, 12600, 2300, "ช่วงเข้าเล่มวิทยานิพนธ์ จ้างเพิ่ม"),
         (12000, 6120.35, 5800, 5980, 0, 800, "ปิดเทอม ไม่มีพาร์ทไทม์"),
         (12000, 5486.40, 4900, 6150, 0, 3500, "ซ่อมแอร์ร้าน"),
         (12000, 9262.35, 13800, 5420, 6400, 1100, "เปิดเทอม 1/2568"),
         (12000, 13659.19, 18600, 5760, 9600, 1400, "")]
LAST_YEAR_NOTE = """# สรุปยอดร้านปริ้นท์ดี ปี 2567 (ปีที่แล้ว)

- ยอดขายทั้งปี 812,400 บาท
- เดือนที่ขายดีที่สุด มี.ค. 2567 ยอด 96,800 บาท (ช่วงส่งเล่มวิทยานิพนธ์)
- เดือนที่เงียบที่สุด พ.ค. 2567 ยอด 29,300 บาท
- ค่าเช่าร้านปีที่แล้ว เดือนละ 10,500 บาท
- กำไรสุทธิทั้งปี ประมาณ 214,600 บาท
- ปีนี้อยากให้ยอดปริ้นท์สีโตขึ้น
"""
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก วันที่ 15 ธันวาคม 2567",
    "ผู้ให้เช่า: นางหงส์ทอง แซ่ลิ้ม อยู่บ้านเลขที่ 12 ถนนพระองค์ดำ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก",
    "ผู้เช่า: นางสาวกนกพร ศรีวงศ์ (ร้านปริ้นท์ดี หน้ามอ)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 45/7 ถนนหน้ามหาวิทยาลัยนเรศวร ต.ท่าโพธิ์ "
    "เพื่อประกอบกิจการร้านถ่ายเอกสารและเครื่องเขียน",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางด้านล่าง ชำระภายในวันที่ 5 ของทุกเดือน ชำระช้าปรับวันละ 100 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 36,000 บาท (เท่ากับค่าเช่า 3 เดือน) คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ค่าน้ำประปาคิดหน่วยละ 18 บาท ค่าไฟฟ้าตามมิเตอร์ของการไฟฟ้าส่วนภูมิภาค ผู้เช่าชำระเอง",
    "ข้อ 6. ผู้เช่าจะต่อเติมหรือเจาะผนังต้องได้รับอนุญาตเป็นหนังสือ ติดป้ายหน้าร้านได้",
    "ข้อ 7. ผู้เช่าประสงค์เลิกสัญญาก่อนกำหนดต้องแจ้งล่วงหน้า 60 วัน และไม่ได้รับเงินประกันคืน",
    "ตารางค่าเช่า",
]
LEASE_TABLE = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("1", "ม.ค. - ธ.ค. 2568", "12,000 บาท"),
    ("2", "ม.ค. - ธ.ค. 2569", "12,000 บาท"),
    ("3", "ม.ค. - ธ.ค. 2570", "12,600 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ หงส์ทอง แซ่ลิ้ม ผู้ให้เช่า", "ลงชื่อ กนกพร ศรีวงศ์ ผู้เช่า", "ลงชื่อ ประเสริฐ แซ่ลิ้ม พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองพิษณุโลก วันที่ 20 ธันวาคม 2564",
    "ผู้ให้เช่า: นางหงส์ทอง แซ่ลิ้ม  ผู้เช่า: นางสาวกนกพร ศรีวงศ์",
    "ข้อ 1. ให้เช่าอาคารพาณิชย์เลขที่ 45/7 ถนนหน้ามหาวิทยาลัยนเรศวร ต.ท่าโพธิ์ เพื่อทำร้านถ่ายเอกสาร",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2565 ถึงวันที่ 31 ธันวาคม 2567",
    "ข้อ 3. ค่าเช่าชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 21,000 บาท (ค่าเช่า 2 เดือน)",
    "ข้อ 5. ค่าน้ำหน่วยละ 15 บาท ค่าไฟตามมิเตอร์",
]
OLD_LEASE_TABLE = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("1-3", "ม.ค. 2565 - ธ.ค. 2567", "10,500 บาท"),
]
LINE_SOMSRI = """[LINE] ประวัติการแชทกับ อ.สมศรี พยาบาล มน.
บันทึกเมื่อ: 08/08/2568 21:05

จ., 04/08/2568
13:10\tอ.สมศรี พยาบาล มน.\tสวัสดีค่ะคุณกิ๊ฟ เทอมนี้จะทำชีทวิชาการพยาบาลพื้นฐานเหมือนเดิมนะคะ
13:11\tอ.สมศรี พยาบาล มน.\tตอนแรกบอก 150 ชุด ขอเปลี่ยนเป็น 180 ชุดค่ะ นิสิตลงทะเบียนเพิ่ม
13:25\tปริ้นท์ดี\tได้ค่ะอาจารย์ หนูทำใบเสนอราคาส่งให้พรุ่งนี้นะคะ
13:27\tอ.สมศรี พยาบาล มน.\tเพิ่มคู่มือฝึกปฏิบัติพิมพ์สีอีก 60 ชุดด้วยค่ะ ไฟล์จะส่งทางอีเมลเย็นนี้

อ., 05/08/2568
10:02\tปริ้นท์ดี\t[ไฟล์] ใบเสนอราคา QT2568-031.pdf
10:03\tปริ้นท์ดี\tส่งใบเสนอราคาแล้วนะคะ ลดให้คณะ 5% ค่ะ
16:40\tอ.สมศรี พยาบาล มน.\tได้รับแล้วค่ะ โอนมัดจำให้แล้ว 5,000 บาทนะคะ
16:45\tอ.สมศรี พยาบาล มน.\tวันรับของ จะให้คุณพลอยผู้ช่วยสอนไปรับที่ร้าน วันพฤหัสที่ 14 ส.ค. สิบโมงเช้านะคะ
16:50\tปริ้นท์ดี\tรับทราบค่ะ จะแพ็คใส่กล่องไว้ให้ 6 กล่องค่ะ
"""
LINE_MINT = """[LINE] ประวัติการแชทกับ มิ้นท์ พาร์ทไทม์
บันทึกเมื่อ: 09/08/2568 22:30

ศ., 08/08/2568
19:48\tมิ้นท์ พาร์ทไทม์\tพี่กิ๊ฟคะ หนูขอเบิกเงินล่วงหน้า 1,500 บาทได้ไหมคะ ต้องจ่ายค่าหอก่อนวันที่ 10
19:55\tพี่กิ๊ฟ ปริ้นท์ดี\tได้จ้ะ เดี๋ยวพี่โอนให้คืนนี้ แล้วหักจากค่าจ้างสิ้นเดือน ส.ค. นะ
19:56\tพี่กิ๊ฟ ปริ้นท์ดี\t[โอนเงิน] 1,500 บาท
20:02\tมิ้นท์ พาร์ทไทม์\tขอบคุณค่ะพี่ อีกเรื่องค่ะ ช่วงสอบกลางภาค 25-29 ส.ค. หนูขอหยุดนะคะ
20:05\tพี่กิ๊ฟ ปริ้นท์ดี\tโอเค เดี๋ยวพี่ให้เจมาแทนกะเย็น
20:06\tมิ้นท์ พาร์ทไทม์\tพรุ่งนี้หนูเข้ากะเช้า 8 โมงนะคะ มีคิวเข้าเล่มพี่อนุชามารับ

ส., 09/08/2568
08:15\tมิ้นท์ พาร์ทไทม์\tพี่คะ กระดาษ IQ เหลือ 4 กล่องค่ะ ที่สั่งมาเมื่อวันจันทร์ 20 กล่องวางไว้หลังร้านแล้ว
"""
WAGES_NOTE = """# ค่าจ้างพาร์ทไทม์ เดือน ก.ค. 2568

- ค่าแรงชั่วโมงละ 75 บาท (ขึ้นจาก 70 บาทตั้งแต่เปิดเทอม)
- น้องมิ้นท์ (นิสิตบัญชี ปี 3) 68 ชั่วโมง = 5,100 บาท
- น้องเจ (นิสิตวิศวะ ปี 2) 60 ชั่วโมง = 4,500 บาท
- รวมค่าจ้าง ก.ค. 9,600 บาท โอนให้วันที่ 31 ก.ค. 2568
- เดือน มิ.ย. จ่ายรวม 6,400 บาท (เปิดเทอมกลางเดือน)
- ส.ค. หักเงินเบิกล่วงหน้าของมิ้นท์ด้วย
"""
PLAN_SLIDES = [
    ("แผนปี 2569: เครื่องพิมพ์สีเลเซอร์ A3", "ร้านปริ้นท์ดี หน้ามอ\nเตรียมก่อนเปิดเทอม 1/2569"),
    ("ทำไมต้องมีเครื่องสีของตัวเอง",
     "ตอนนี้งานสีทำผ่านเครื่องเช่า 2.50 บาทต่อแผ่น กำไรน้อย\nโปสเตอร์ A3 และปกรายงานต้องส่งร้านอื่นบางส่วน\n"
     "ลูกค้าชมรมและคณะถามหางานสีเยอะขึ้น"),
    ("ตัวเลือก",
     "ซื้อเครื่องมือสอง Konica Minolta C300i ราคา 185,000 บาท (รวมติดตั้ง)\n"
     "หรือเช่าเครื่องใหม่เดือนละ 6,900 บาท สัญญา 3 ปี\nเลือกซื้อมือสอง ถ้ากู้เงินได้"),
    ("ต้นทุนและเป้าหมาย",
     "ต้นทุนต่อแผ่นสี A4 ประมาณ 1.20 บาท ขายแผ่นละ 5 บาท\nเป้ายอดปริ้นท์สีเพิ่มเดือนละ 25,000 บาท\n"
     "คืนทุนประมาณ 14 เดือน"),
    ("ไทม์ไลน์", "ม.ค. 2569 ขอสินเชื่อ SME\nเม.ย. 2569 ซื้อเครื่อง ช่วงปิดเทอม\nมิ.ย. 2569 เริ่มใช้งาน"),
]
PLAN_DRAFT = """# ไอเดียเครื่องปริ้นท์สี (ร่าง พ.ค. 68)
- มือสองน่าจะ 160,000-200,000
- เช่าเดือนละ 7,500 แพงไปไหม
- ถามร้านข้างมอเกษตรว่าใช้ยี่ห้ออะไร
- ยังไม่ได้คิดเรื่องคืนทุน
"""
ELECTRIC_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\nELECTRICITY BILL / RECEIPT NOTICE\n"
    "Customer: Ms. Kanokporn Sriwong   Account No.: 020017745812\n"
    "Address: 88/21 Moo 5, Ban Mai Village, Aranyik, Mueang Phitsanulok 65000\n"
    "Tariff: 1.2 Residential   Meter No.: 1284476\n"
    "Reading period: 20 June 2025 - 20 July 2025\n"
    "Meter: previous 18,902  current 19,388  Units used: 486 kWh\n"
    " \n"
    "Energy charge: 1,942.15\nService charge: 24.62\nFt (0.1972 x 486): 95.84\n"
    "Subtotal: 2,062.61\nVAT 7%: 144.38\nTotal amount: 2,206.99 THB\n"
    "Please pay by 4 August 2025. Direct debit: not registered.\n"
    "Units used last month: 412 kWh",
]
HOME_LOAN = [
    "GOVERNMENT HOUSING BANK (GH Bank) - Phitsanulok Branch\nHOME LOAN STATEMENT\n"
    "Statement date: 30 June 2025\nBorrower: Ms. Kanokporn Sriwong   Loan account: 0201-4458-7712\n"
    "Property: 88/21 Moo 5, Ban Mai Village, Aranyik, Mueang Phitsanulok\n"
    "Original loan amount: 1,750,000.00 THB, contract date 10 March 2020, term 25 years\n"
    "Interest rate: 3.15% per year, fixed until 31 December 2025, then MRR - 1.50%\n"
    "Monthly installment: 11,200.00 THB, debited on the 10th of each month\n"
    " \n"
    "Payment 10 June 2025: 11,200.00 (principal 7,802.66, interest 3,397.34)\n"
    "Outstanding principal after this payment: 1,286,420.55 THB\n"
    "Remaining term: 236 months\n"
    "Fire insurance for the property renews on 10 March 2026.",
]
SCHOOL_NOTE = """# ค่าเทอมน้องภูมิ ภาคเรียนที่ 1/2568 (ป.4 โรงเรียนพิษณุวิทยา สองภาษา)

- ค่าเล่าเรียน 24,500 บาท
- ค่ารถรับส่ง 7,200 บาท
- ค่าอาหารกลางวัน 4,800 บาท
- ชุดนักเรียน + ชุดพละ 1,650 บาท
- รวมทั้งสิ้น 38,150 บาท
- โรงเรียนให้จ่ายภายใน 15 พ.ค. 2568 จ่ายแล้ววันที่ 12 พ.ค. 2568 (โอนผ่านแอป)
- เทอม 2/2567 ค่าเล่าเรียน 23,800 บาท
"""
HOUSE_NOTE = """# ค่าใช้จ่ายบ้านประจำเดือน ปี 2568

- ผ่อนบ้าน ธอส. เดือนละ 11,200 ตัดบัญชีวันที่ 10
- ค่าไฟบ้าน ประมาณ 1,800-2,300 (หน้าร้อนเปิดแอร์ทั้งคืน)
- ค่าน้ำประปา ประมาณ 350
- อินเทอร์เน็ตบ้าน 599
- ประกันชีวิต FWD ปีละ 28,400 จ่ายเดือน ต.ค.
- ค่าเทอมน้องภูมิ จดแยกไว้อีกไฟล์
- เงินเก็บเดือนละ 5,000 เข้าบัญชีออมทรัพย์
"""
WORKSPECT = {"todo.md": "- ทำใบเสนอราคางานพิมพ์เล่มสัมมนา ส่งก่อน 22 ส.ค.\n- โอนค่ามิเตอร์เครื่องถ่ายเอกสาร\n"
                        "- ตามมัดจำเล่มวิทยานิพนธ์\n- สั่งกระดาษ A3 เพิ่ม\n"}


def _queue(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คิวเข้าเล่ม ส.ค. 68"
    sheet.append(["คิวเข้าเล่มวิทยานิพนธ์ ร้านปริ้นท์ดี สิงหาคม 2568 (Thesis binding queue, Aug 2025)"])
    sheet.append(list(QUEUE_HEADERS))
    for row in QUEUE:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in QUEUE), "", sum(r[6] for r in QUEUE),
                  sum(r[7] for r in QUEUE), "", ""])
    money_format(sheet, 7)
    money_format(sheet, 8)
    rates = book.create_sheet("อัตราค่าเข้าเล่ม Rates")
    rates.append(list(RATE_HEADERS))
    for row in RATES:
        rates.append(list(row))
    book.save(path)


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Sales"
    sheet.append(["ยอดขายร้านปริ้นท์ดี ม.ค.-ก.ค. 2568 (Print Dee sales, Jan-Jul 2025, THB)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(c) for c in zip(*SALES)), sum(sum(r) for r in SALES)])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and net profit, THB)"])
    costs.append(list(COST_HEADERS))
    for month, sales, row in zip(MONTHS, SALES, COSTS):
        total = round(sum(row[:6]), 2)
        costs.append([month, *row[:6], total, round(sum(sales) - total, 2), row[6]])
    for column in range(2, 10):
        money_format(costs, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านปริ้นท์ดี"
    for sub in ("เครื่องถ่ายเอกสาร", "กระดาษและวัสดุ", "ลูกค้า", "บัญชี", "สัญญาเช่าร้าน", "แชท", "ลูกจ้าง", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    make_pdf(shop / "เครื่องถ่ายเอกสาร" / "SiamDoc_rental_agreement_2024.pdf", COPIER_AGREEMENT)
    make_pdf(shop / "เครื่องถ่ายเอกสาร" / "SiamDoc_meter_invoice_2025-07.pdf", COPIER_JULY)
    make_pdf(shop / "เครื่องถ่ายเอกสาร" / "SiamDoc_meter_invoice_2025-06.pdf", COPIER_JUNE)
    make_pdf(shop / "กระดาษและวัสดุ" / "NorthernPaper_pricelist_2025-07.pdf", PAPER_PRICELIST)
    make_pdf(shop / "กระดาษและวัสดุ" / "NorthernPaper_invoice_INV25-0814.pdf", PAPER_INVOICE)
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_คณะพยาบาลศาสตร์_2568-08.docx", NURSING_QUOTE_TOP,
               table=NURSING_QUOTE_TABLE, bottom=NURSING_QUOTE_BOTTOM)
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_ชมรมถ่ายภาพ_2568-06.docx", CLUB_QUOTE_TOP, table=CLUB_QUOTE_TABLE,
               bottom=CLUB_QUOTE_BOTTOM)
    _queue(shop / "ลูกค้า" / "คิวเข้าเล่มวิทยานิพนธ์_สค2568.xlsx")
    (shop / "ลูกค้า" / "NUIC2025_proceedings_request.txt").write_text(PROCEEDINGS_EMAIL, encoding="utf-8")
    _sales(shop / "บัญชี" / "ยอดขายร้าน_2568.xlsx")
    write_docx(shop / "สัญญาเช่าร้าน" / "สัญญาเช่าห้องแถว_หน้ามอ_2568-2570.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "สัญญาเช่าร้าน" / "สัญญาเช่าห้องแถว_หน้ามอ_2565-2567.docx", OLD_LEASE_TOP,
               table=OLD_LEASE_TABLE, bottom=["ลงชื่อ หงส์ทอง แซ่ลิ้ม ผู้ให้เช่า", "ลงชื่อ กนกพร ศรีวงศ์ ผู้เช่า"])
    (shop / "แชท" / "LINE_อาจารย์สมศรี_ชีทเรียน.txt").write_text(LINE_SOMSRI, encoding="utf-8")
    (shop / "แชท" / "LINE_น้องมิ้นท์.txt").write_text(LINE_MINT, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนซื้อเครื่องปริ้นท์สี_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "PEA_bill_home_2025-07.pdf", ELECTRIC_BILL)
    make_pdf(home / "GHBank_homeloan_statement_2025-06.pdf", HOME_LOAN)
    write_texts(docs, {
        "ร้านปริ้นท์ดี/กระดาษและวัสดุ/ราคากระดาษ_นอร์เทิร์นเปเปอร์_2567.md": OLD_PAPER_NOTE,
        "ร้านปริ้นท์ดี/ลูกค้า/ใบเสนอราคา_คณะพยาบาล_ร่าง.txt": NURSING_DRAFT,
        "ร้านปริ้นท์ดี/บัญชี/สรุปยอดขาย_2567.md": LAST_YEAR_NOTE,
        "ร้านปริ้นท์ดี/ลูกจ้าง/ค่าจ้างพาร์ทไทม์_กค68.md": WAGES_NOTE,
        "ร้านปริ้นท์ดี/แผนงาน/ไอเดียเครื่องปริ้นท์สี_ร่าง.md": PLAN_DRAFT,
        "บ้าน/ค่าเทอมน้องภูมิ_1-2568.md": SCHOOL_NOTE,
        "บ้าน/ค่าใช้จ่ายบ้าน_2568.md": HOUSE_NOTE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
