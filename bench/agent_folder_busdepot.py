"""The folder of a blind test set (busdepot): the papers of a Thai woman who runs a bus depot, plus her household's.

Owner: วรรณา ศรีสุข (Wanna Srisuk, "พี่วรรณ"), who runs อู่รถบัส ว.ศรีสุขทัวร์ (W. Srisuk Tour Bus Depot), a depot
of 7 charter buses at อ.ปากช่อง จ.นครราชสีมา. She hires buses out for school trips and tours and runs a staff
shuttle for factories. Her husband สมศักดิ์ ("พี่ศักดิ์") runs the workshop; their daughter พิมชนก ("น้องพิม") is in
Grade 4 at Korat International Bilingual School; their son ภูมิ ("น้องภูมิ") is in ม.2 and takes tutoring; her
mother lives with them.

Files under Documents/:
- อู่รถบัส/ใบเสนอราคา/ใบเสนอราคา_บุญวัฒนา_ร่าง.docx: draft quote to โรงเรียนบุญวัฒนา (2 buses x 28,000 = 56,000, 20 Nov).
- อู่รถบัส/ใบเสนอราคา/ใบเสนอราคา_บุญวัฒนา_ฉบับส่งจริง.docx: the final of that quote (3 buses x 26,500 = 79,500, 27 Nov).
- อู่รถบัส/ใบเสนอราคา/ใบเสนอราคา_อบต_หนองน้ำใส_ผู้สูงอายุ.docx: a similar quote to a sub-district office (2 x 18,500).
- อู่รถบัส/ใบเสนอราคา/Quote_SiamCeramic_StaffShuttle.docx: English quote for a staff shuttle (3 buses x 45,000/month).
- อู่รถบัส/อีเมล/Re_shuttle_quotation_SiamCeramic.txt: the customer's email reply (43,500 per bus, start 1 Dec 2025).
- อู่รถบัส/Suppliers/KoratTyre_PriceList_2025.pdf: this year's tyre price list, in English.
- อู่รถบัส/Suppliers/ใบราคายาง_โคราชไทร์_2567.docx: last year's price list of the same firm, in Thai.
- อู่รถบัส/Suppliers/Mittraphap_Fuel_Invoice_Oct2025.pdf: diesel tax invoice for October (6,000 litres).
- อู่รถบัส/Suppliers/SiamBusParts_Invoice_INV-25-1187.pdf: parts invoice (brake linings, filters, oil).
- อู่รถบัส/แชท LINE/LINE_ร้านสยามบัสพาร์ท.txt: chat with the parts shop, where the brake-lining order changes 6 -> 4.
- อู่รถบัส/แชท LINE/LINE_ครูสมใจ_บุญวัฒนา.txt: chat with the school teacher, who changes the trip to 3 buses, 27 Nov.
- อู่รถบัส/บัญชี/รายรับรายจ่าย_อู่_2568.xlsx: this year's income and expenses, two sheets, a row a month.
- อู่รถบัส/บัญชี/รายรับรายจ่าย_อู่_2567.xlsx: last year's book, the same layout.
- อู่รถบัส/บัญชี/ค่าน้ำมันรายคัน_2568.xlsx: diesel cost per bus, months as columns.
- อู่รถบัส/ทะเบียนรถ/ทะเบียนรถในอู่.xlsx: fleet register (plates, seats, next inspection, tax due).
- อู่รถบัส/ซ่อมบำรุง/บันทึกซ่อม_รถเบอร์7.md: repair log of bus No. 7.
- อู่รถบัส/ซ่อมบำรุง/โน้ตประชุมคนขับ_พย68.md: notes of the drivers' meeting of 2 Nov 2568.
- อู่รถบัส/สัญญา/สัญญาเช่าที่ดินทำอู่.docx: lease of the depot's land (35,000 a month, deposit 105,000).
- อู่รถบัส/ประกัน/Bus_Insurance_Renewal_2025.pdf: renewal notice of the fleet's insurance (148,200).
- อู่รถบัส/แผนงาน/แผนงานปี2569.pptx: next year's plan (2 new buses, 7,800,000 budget; revenue target 7,200,000).
- บ้าน/ค่าเทอม/KIBS_Tuition_Invoice_Sem2_2025.pdf: Pim's school fee invoice (41,000, due 15 Nov 2025).
- บ้าน/ค่าเทอม/ค่าเรียนพิเศษ_น้องภูมิ.md: the son's tutoring fees.
- บ้าน/บิล/PEA_Electricity_Bill_Oct2025.pdf: the home's electricity bill for October (612 kWh, 2,846.75).
- บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet a month (Aug-Oct 2568).
- บ้าน/ประกัน/กรมธรรม์ประกันชีวิต_พี่ศักดิ์.docx: the husband's life insurance premium notice (24,600 a year).
- บ้าน/LINE_กลุ่มบ้านเรา.txt: the family LINE group.
- บ้าน/รายการซื้อของเข้าบ้าน.txt: a shopping list.
- Downloads/ตารางวันหยุดราชการ_2569.txt: next year's public holidays (a distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

HEAD = "อู่รถบัส ว.ศรีสุขทัวร์  88 หมู่ 4 ต.หนองสาหร่าย อ.ปากช่อง จ.นครราชสีมา 30130  โทร 044-311-872"
QUOTE_COLS = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_SCHOOL_DRAFT = dict(
    top=["ใบเสนอราคา (ร่าง - ยังไม่ส่ง)", HEAD, "เลขที่ QT-2568-041", "วันที่ 20 ตุลาคม 2568",
         "เรียน ครูสมใจ แก้วประเสริฐ  โรงเรียนบุญวัฒนา อ.สีคิ้ว จ.นครราชสีมา",
         "เรื่อง เสนอราคาเหมารถบัสทัศนศึกษา ปากช่อง - หัวหิน 2 วัน 1 คืน นักเรียน ป.5-ป.6",
         "วันเดินทาง 20 พฤศจิกายน 2568 (กลับ 21 พฤศจิกายน 2568)"],
    table=[QUOTE_COLS,
           ("1", "รถบัส 2 ชั้น 50 ที่นั่ง เหมา 2 วัน รวมน้ำมันและคนขับ", "2 คัน", "28,000", "56,000")],
    bottom=["รวมทั้งสิ้น 56,000 บาท (ห้าหมื่นหกพันบาทถ้วน)",
            "ราคานี้ยังไม่รวมค่าทางด่วนและค่าที่พักคนขับ",
            "ยืนราคา 15 วัน นับจากวันที่เสนอราคา", "ผู้เสนอราคา วรรณา ศรีสุข"],
)
QUOTE_SCHOOL_FINAL = dict(
    top=["ใบเสนอราคา", HEAD, "เลขที่ QT-2568-041", "วันที่ 28 ตุลาคม 2568",
         "เรียน ครูสมใจ แก้วประเสริฐ  โรงเรียนบุญวัฒนา อ.สีคิ้ว จ.นครราชสีมา",
         "เรื่อง เสนอราคาเหมารถบัสทัศนศึกษา ปากช่อง - หัวหิน 2 วัน 1 คืน นักเรียน ป.4-ป.6",
         "วันเดินทาง 27 พฤศจิกายน 2568 (กลับ 28 พฤศจิกายน 2568)"],
    table=[QUOTE_COLS,
           ("1", "รถบัส 2 ชั้น 50 ที่นั่ง เหมา 2 วัน รวมน้ำมันและคนขับ", "3 คัน", "26,500", "79,500")],
    bottom=["รวมทั้งสิ้น 79,500 บาท (เจ็ดหมื่นเก้าพันห้าร้อยบาทถ้วน)",
            "ราคารวมค่าที่พักคนขับแล้ว ไม่รวมค่าทางด่วน",
            "มัดจำ 30% ภายใน 7 วันหลังยืนยัน ส่วนที่เหลือชำระในวันเดินทาง",
            "ยืนราคา 15 วัน นับจากวันที่เสนอราคา", "ผู้เสนอราคา วรรณา ศรีสุข"],
)
QUOTE_TAMBON = dict(
    top=["ใบเสนอราคา", HEAD, "เลขที่ QT-2568-038", "วันที่ 12 ตุลาคม 2568",
         "เรียน นายก อบต.หนองน้ำใส อ.ปากช่อง จ.นครราชสีมา",
         "เรื่อง เสนอราคาเหมารถบัสพาผู้สูงอายุไหว้พระ ปากช่อง - วัดพระพุทธบาท สระบุรี - อยุธยา 1 วัน",
         "วันเดินทาง 8 พฤศจิกายน 2568"],
    table=[QUOTE_COLS,
           ("1", "รถบัสชั้นเดียว 40 ที่นั่ง เหมา 1 วัน รวมน้ำมันและคนขับ", "2 คัน", "18,500", "37,000")],
    bottom=["รวมทั้งสิ้น 37,000 บาท (สามหมื่นเจ็ดพันบาทถ้วน)",
            "ราคานี้ไม่รวมค่าทางด่วนและค่าอาหารผู้โดยสาร",
            "รถทุกคันมีประกันภัยผู้โดยสาร และมีพนักงานช่วยดูแลผู้สูงอายุขึ้นลงรถ",
            "ยืนราคา 30 วัน", "ผู้เสนอราคา วรรณา ศรีสุข"],
)
QUOTE_SHUTTLE = dict(
    top=["QUOTATION", "W. Srisuk Tour Bus Depot, 88 Moo 4, Nong Sarai, Pak Chong, Nakhon Ratchasima 30130",
         "Quotation No. QT-2568-036", "Date: 3 October 2025",
         "To: Ms. Nattaya Boonmee, HR Manager, Siam Ceramic Tiles Co., Ltd. (Pak Chong plant)",
         "Subject: Staff shuttle bus service, 12-month contract"],
    table=[("No.", "Description", "Qty", "Unit price (THB/month)", "Amount (THB/month)"),
           ("1", "Staff shuttle bus, 45 seats, 2 round trips a day, Mon-Sat", "3 buses", "45,000", "135,000")],
    bottom=["Total: 135,000 THB per month (excluding VAT)",
            "Price includes diesel, driver and passenger insurance.",
            "Routes: Pak Chong town - Klang Dong - plant; pick-up 06:30, return 17:30.",
            "Contract term: 12 months. This quotation is valid for 30 days.",
            "Wanna Srisuk, Owner"],
)
EMAIL_SHUTTLE = """From: Nattaya Boonmee <nattaya.b@siamceramictiles.co.th>
To: Wanna Srisuk <wanna.srisuktour@gmail.com>
Date: Fri, 24 Oct 2025 16:12
Subject: Re: Staff shuttle quotation QT-2568-036

Dear Khun Wanna,

Thank you for the quotation and for meeting us on Tuesday. Management has approved the shuttle service.
As discussed, we would like to proceed with 3 buses at 43,500 THB per bus per month
(total 130,500 THB per month, excluding VAT), 12-month contract.

Service should start on 1 December 2025. Could you please send the draft contract by 20 November 2025,
together with copies of the bus registrations and the drivers' licences?

Best regards,
Nattaya Boonmee
HR Manager, Siam Ceramic Tiles Co., Ltd.

> On 3 Oct 2025, Wanna Srisuk wrote:
> Please find attached our quotation for the staff shuttle service (3 buses, 45,000 THB per bus per month).
"""
TYRE_2025 = [
    "KORAT TYRE & SERVICE CO., LTD.\n199 Mittraphap Road, Mueang, Nakhon Ratchasima\n"
    "PRICE LIST 2025 - Bus & Truck tyres and services\nEffective 1 January 2025\n\n"
    "Item                                      Price (THB)\n"
    "Tyre 295/80R22.5 (steer/drive) ........... 12,800 per tyre\n"
    "Tyre 11R22.5 ............................. 10,900 per tyre\n"
    "Retread 295/80R22.5 ...................... 4,500 per tyre\n"
    "Wheel alignment, bus 2 axles ............. 1,200\n"
    "Wheel balancing ........................... 250 per wheel\n"
    "Tyre disposal ............................. 100 per tyre",
    "Prices exclude VAT 7%.\nFleet customers (5 buses or more): 3% discount on tyres, credit 30 days.\n"
    "Contact: Khun Anucha, sales, 044-255-310",
]
TYRE_2567 = dict(
    top=["บริษัท โคราชไทร์แอนด์เซอร์วิส จำกัด", "199 ถ.มิตรภาพ อ.เมือง จ.นครราชสีมา",
         "ใบแจ้งราคายางรถบัส/รถบรรทุก และค่าบริการ ปี 2567", "เรียน อู่รถบัส ว.ศรีสุขทัวร์"],
    table=[("รายการ", "ราคา (บาท)"),
           ("ยาง 295/80R22.5 (ต่อเส้น)", "11,900"),
           ("ยาง 11R22.5 (ต่อเส้น)", "10,200"),
           ("หล่อดอกยาง 295/80R22.5 (ต่อเส้น)", "4,200"),
           ("ตั้งศูนย์ล้อ รถบัส 2 เพลา", "1,000"),
           ("ถ่วงล้อ (ต่อล้อ)", "200")],
    bottom=["ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%", "ลูกค้าประจำเครดิต 30 วัน", "ฝ่ายขาย คุณอนุชา โทร 044-255-310"],
)
FUEL_INVOICE = [
    "MITTRAPHAP FUEL SUPPLY CO., LTD.\n45/2 Mittraphap Road, Pak Chong, Nakhon Ratchasima\n"
    "TAX INVOICE / RECEIPT\nNo. MF-6810-0457        Date: 31 October 2025\n"
    "Customer: W. Srisuk Tour Bus Depot, 88 Moo 4, Nong Sarai, Pak Chong\n\n"
    "Diesel B7 delivered to depot tank\n"
    "1) 8 Oct 2025   3,000 litres x 31.94 THB = 95,820.00\n"
    "2) 22 Oct 2025  3,000 litres x 32.24 THB = 96,720.00\n\n"
    "Total quantity: 6,000 litres\nSubtotal: 192,540.00 THB\nVAT 7%: 13,477.80 THB\n"
    "Grand total: 206,017.80 THB\nPayment due: 15 November 2025 (bank transfer)",
]
PARTS_INVOICE = [
    "SIAM BUS PARTS LTD., PART.\n12 Soi Thesaban 9, Pak Chong, Nakhon Ratchasima\n"
    "INVOICE No. INV-25-1187        Date: 14 October 2025\nBill to: W. Srisuk Tour Bus Depot\n\n"
    "Item                                   Qty   Unit price   Amount\n"
    "Brake lining set, rear axle            4     3,850.00     15,400.00\n"
    "Air filter element                     6     1,250.00      7,500.00\n"
    "Engine oil 15W-40, 18 L pail           5     2,690.00     13,450.00\n\n"
    "Subtotal: 36,350.00\nVAT 7%: 2,544.50\nTotal: 38,894.50 THB\nTerms: credit 30 days",
]
LINE_PARTS = """[10/10/2568 09:12] วรรณา: เฮียเก่ง ขอผ้าเบรกหลังรถบัส 6 ชุดนะคะ กรองอากาศ 6 ลูก
[10/10/2568 09:20] เฮียเก่ง สยามบัสพาร์ท: ได้ครับ ผ้าเบรกชุดละ 3,850 กรองลูกละ 1,250 นะครับ
[10/10/2568 13:45] วรรณา: เฮียคะ ลดผ้าเบรกเหลือ 4 ชุดพอ พี่ศักดิ์บอกอีก 2 คันยังไม่ถึงรอบ
[10/10/2568 13:47] วรรณา: แล้วเพิ่มน้ำมันเครื่อง 15W-40 ถัง 18 ลิตร 5 ถังด้วยค่ะ
[10/10/2568 13:52] เฮียเก่ง สยามบัสพาร์ท: รับทราบครับ ผ้าเบรก 4 ชุด กรอง 6 ลูก น้ำมันเครื่อง 5 ถัง ถังละ 2,690 ส่งวันอังคารครับ
[14/10/2568 10:03] เฮียเก่ง สยามบัสพาร์ท: ของส่งแล้วครับ บิลแนบไปกับของนะครับ
[14/10/2568 10:05] วรรณา: ขอบคุณค่ะ 🙏
"""
LINE_SCHOOL = """[22/10/2568 19:05] ครูสมใจ บุญวัฒนา: สวัสดีค่ะพี่วรรณ ได้ใบเสนอราคาร่างแล้วนะคะ 2 คัน คันละ 28,000
[22/10/2568 19:07] ครูสมใจ บุญวัฒนา: แต่ตอนนี้ ป.4 ขอไปด้วยค่ะ เด็กเพิ่มเป็น 140 คน น่าจะต้องใช้ 3 คัน
[22/10/2568 19:15] วรรณา: ได้ค่ะครู 3 คันไหวค่ะ วันที่ 20 พ.ย. เหมือนเดิมมั้ยคะ
[22/10/2568 19:20] ครูสมใจ บุญวัฒนา: ขอเลื่อนเป็น 27 พ.ย. ค่ะ 20 ชนสอบกลางภาค
[22/10/2568 19:21] ครูสมใจ บุญวัฒนา: แล้วถ้าเอา 3 คัน ลดให้หน่อยได้มั้ยคะ งบโรงเรียนจำกัด
[22/10/2568 19:40] วรรณา: ลดให้เหลือคันละ 26,500 ค่ะ รวมที่พักคนขับให้ด้วย
[22/10/2568 19:42] ครูสมใจ บุญวัฒนา: โอเคค่ะ สรุป 3 คัน ไป 27 พ.ย. กลับ 28 พ.ย. นะคะ ส่งใบเสนอราคาใหม่มาได้เลยค่ะ
[22/10/2568 19:43] วรรณา: รับทราบค่ะ เดี๋ยวทำใบใหม่ส่งให้ค่ะ 👍
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
INCOME_HEAD = ("เดือน (Month)", "เหมารถ/ทัวร์ (Charter)", "รับส่งพนักงาน (Staff shuttle)", "อื่นๆ (Other)",
               "รวมรายรับ (Total income)")
EXPENSE_HEAD = ("เดือน (Month)", "ค่าน้ำมัน (Diesel)", "ซ่อมบำรุง/อะไหล่ (Maintenance & parts)",
                "เงินเดือนคนขับ/ช่าง (Wages)", "ค่าเช่าที่ดิน (Land rent)", "อื่นๆ (Other)",
                "รวมรายจ่าย (Total expenses)")
BOOK_2568 = dict(
    charter=[312000, 356500, 402000, 288500, 241000, 198500, 225000, 264500, 231000, 318000],
    shuttle=[120000] * 4 + [165000] * 6,
    other=[8500, 6200, 12400, 4800, 9300, 7100, 5600, 11200, 6900, 8800],
    diesel=[168400, 181200, 196900, 152300, 171500, 160800, 166200, 178900, 169400, 192540],
    repair=[42300, 38900, 55600, 61200, 35400, 48700, 39900, 52800, 44100, 75300],
    wages=[126000] * 4 + [141000] * 6,
    rent=[35000] * 10,
    misc=[12600, 9800, 14200, 11300, 10700, 13900, 9600, 12100, 10400, 15800],
)
BOOK_2567 = dict(
    charter=[298000, 331000, 374000, 265500, 226000, 187500, 214000, 249000, 219500, 301000, 352500, 389000],
    shuttle=[120000] * 12,
    other=[7200, 5400, 10800, 6100, 8300, 5900, 4700, 9800, 6300, 7600, 8900, 11400],
    diesel=[159800, 170400, 188600, 141900, 160200, 151300, 157700, 169300, 160100, 176400, 182700, 194200],
    repair=[39800, 41200, 47300, 52600, 33100, 44900, 36800, 49500, 40700, 46200, 38400, 57900],
    wages=[118000] * 12,
    rent=[35000] * 12,
    misc=[11200, 8700, 13100, 10400, 9900, 12300, 8800, 11600, 9500, 12800, 10200, 16400],
)
BUSES = [("1", "30-2185 นครราชสีมา"), ("2", "30-2186 นครราชสีมา"), ("3", "30-4417 นครราชสีมา"),
         ("4", "30-4418 นครราชสีมา"), ("5", "30-5590 นครราชสีมา"), ("6", "30-6032 นครราชสีมา"),
         ("7", "30-7264 นครราชสีมา")]
FLEET = [  # model, year bought, seats, next inspection, tax due
    ("Hino RM380 (ชั้นเดียว)", 2558, 40, "18 ม.ค. 2569", "31 ม.ค. 2569"),
    ("Hino RM380 (ชั้นเดียว)", 2558, 45, "18 ม.ค. 2569", "31 ม.ค. 2569"),
    ("Scania K360 (2 ชั้น)", 2561, 50, "12 ธ.ค. 2568", "20 ธ.ค. 2568"),
    ("Scania K360 (2 ชั้น)", 2561, 50, "5 มี.ค. 2569", "20 มี.ค. 2569"),
    ("Volvo B8R (2 ชั้น)", 2563, 50, "22 เม.ย. 2569", "30 เม.ย. 2569"),
    ("Hino RN8J (ชั้นเดียว)", 2564, 45, "9 มิ.ย. 2569", "30 มิ.ย. 2569"),
    ("Volvo B8R (2 ชั้น)", 2566, 50, "14 ส.ค. 2569", "31 ส.ค. 2569"),
]
FUEL_SHARE = [0.12, 0.15, 0.16, 0.14, 0.15, 0.13, 0.15]
REPAIR_LOG_7 = """# บันทึกซ่อม รถเบอร์ 7 (30-7264 นครราชสีมา) Volvo B8R 2 ชั้น

| วันที่ | เลขไมล์ | งานที่ทำ | ค่าใช้จ่าย (บาท) | ช่าง |
|---|---|---|---|---|
| 15 ม.ค. 2568 | 182,400 | เปลี่ยนถ่ายน้ำมันเครื่อง + กรองน้ำมันเครื่อง | 6,850 | พี่ศักดิ์ |
| 3 มี.ค. 2568 | 195,100 | แอร์ไม่เย็น เติมน้ำยาแอร์ เปลี่ยนไดเออร์ | 8,400 | ร้านแอร์เจริญ |
| 27 พ.ค. 2568 | 209,800 | เปลี่ยนยางหน้า 2 เส้น 295/80R22.5 (โคราชไทร์ เส้นละ 12,800) + ตั้งศูนย์ | 26,800 | โคราชไทร์ |
| 11 ก.ค. 2568 | 218,350 | เปลี่ยนถ่ายน้ำมันเครื่อง + กรองอากาศ | 8,100 | พี่ศักดิ์ |
| 16 ต.ค. 2568 | 236,900 | เปลี่ยนผ้าเบรกหลัง 1 ชุด (สยามบัสพาร์ท) | 4,900 | พี่ศักดิ์ |

หมายเหตุ: ยางหลังเหลือดอกประมาณ 40% ให้ดูอีกทีตอนเข้าซ่อมรอบหน้า (ประมาณ ม.ค. 69)
"""
DRIVER_MEETING = """# ประชุมคนขับ วันที่ 2 พฤศจิกายน 2568 (ที่อู่ 10 โมงเช้า)

เข้าประชุม: พี่วรรณ, พี่ศักดิ์, คนขับ 8 คน (ลุงเสน่ห์ ไม่มา ติดงานเหมาเชียงใหม่)

## เรื่องที่ตกลงกัน
- โบนัสขับขี่ปลอดภัย เดือนละ 1,500 บาท ต่อคน ถ้าเดือนนั้นไม่มีอุบัติเหตุและไม่โดนใบสั่ง เริ่มเดือน ธ.ค. 68
- ห้ามขับเกิน 90 กม./ชม. ทุกเส้นทาง GPS จะแจ้งเตือนเข้ามือถือพี่วรรณ
- เบี้ยเลี้ยงค้างคืน ขึ้นเป็นคืนละ 400 บาท (จากเดิม 300 บาท)
- เป่าแอลกอฮอล์ก่อนออกรถทุกเที่ยว ใครเป่าเจอ งดงาน 7 วัน
- งานรับส่งพนักงานสยามเซรามิค เริ่ม 1 ธ.ค. ใช้รถเบอร์ 2, 4, 6 คนขับประจำ: ชัย, หนุ่ม, เอก

## ต้องทำต่อ
- พี่ศักดิ์ ทำตารางเวรคนขับเดือน ธ.ค. ให้เสร็จก่อน 25 พ.ย.
- ทุกคนส่งสำเนาใบขับขี่ ท.2 ให้พี่วรรณภายใน 15 พ.ย.
"""
LAND_LEASE = [
    "สัญญาเช่าที่ดิน", "ทำที่ อ.ปากช่อง จ.นครราชสีมา วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นายประยูร ทองดี (ผู้ให้เช่า) กับ นางวรรณา ศรีสุข (ผู้เช่า)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 45872 เนื้อที่ 2 ไร่ 1 งาน ริมถนนมิตรภาพ ต.หนองสาหร่าย "
    "อ.ปากช่อง เพื่อใช้เป็นอู่จอดและซ่อมรถโดยสาร",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 35,000 บาท (สามหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 105,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 60 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่ามีสิทธิ์ต่อสัญญาอีก 3 ปี โดยแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน ค่าเช่าปรับขึ้นไม่เกิน 5%",
    "ข้อ 6. ผู้เช่าสร้างโรงซ่อมและลานจอดได้ เมื่อสิ้นสุดสัญญาสิ่งปลูกสร้างถาวรตกเป็นของผู้ให้เช่า",
    "ข้อ 7. ผู้เช่าต้องดูแลไม่ให้น้ำมันเครื่องและของเสียไหลลงที่ดินข้างเคียง",
    "ลงชื่อ ประยูร ทองดี ผู้ให้เช่า   ลงชื่อ วรรณา ศรีสุข ผู้เช่า   พยาน สมศักดิ์ ศรีสุข",
]
BUS_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC CO., LTD.\nNakhon Ratchasima Branch\n\n"
    "Date: 20 October 2025\nTo: Mrs. Wanna Srisuk, W. Srisuk Tour Bus Depot, Pak Chong\n\n"
    "RENEWAL NOTICE - Commercial vehicle (bus) fleet policy\nPolicy No. CPI-BUS-2024-00871\n\n"
    "Vehicles covered: 7 buses\nNew policy period: 1 December 2025 - 30 November 2026\n"
    "Cover: Type 1, third party liability 10,000,000 THB per accident\n"
    "Passenger personal accident: 200,000 THB per seat",
    "Renewal premium: 148,200.00 THB (including stamp duty and VAT)\n"
    "Last year premium: 139,650.00 THB\n"
    "The premium is higher because of the claim for bus No. 5 (accident, March 2025); no-claim discount 0%.\n\n"
    "Please pay by 30 November 2025 to keep the cover without a gap.\n"
    "Agent: Khun Pornthip, 081-664-2290",
]
PLAN_SLIDES = [
    ("แผนงานปี 2569", "อู่รถบัส ว.ศรีสุขทัวร์\nจัดทำโดย วรรณา ศรีสุข  พฤศจิกายน 2568"),
    ("เป้ารายได้", "รายได้รวมปี 2569 เป้า 7,200,000 บาท\nปี 2568 คาดว่าจะปิดที่ 5,900,000 บาท"),
    ("ซื้อรถใหม่", "ซื้อรถบัส 2 ชั้นใหม่ 2 คัน งบรวม 7,800,000 บาท (คันละ 3,900,000)\n"
                   "ดาวน์ 20% ผ่อน 5 ปี กับลีสซิ่ง\nขายรถเบอร์ 1 (ปี 2558) ออก"),
    ("งานประจำ", "รับส่งพนักงานสยามเซรามิค 3 คัน ทั้งปี\nหาสัญญารับส่งโรงงานเพิ่มอีก 1 ราย ในเขตอุตสาหกรรมกลางดง"),
    ("คนและความปลอดภัย", "จ้างคนขับเพิ่ม 3 คน\nติดตั้ง GPS + กล้องหน้ารถทุกคัน งบ 84,000 บาท\n"
                         "อบรมขับขี่ปลอดภัยปีละ 2 ครั้ง"),
]
TUITION = [
    "KORAT INTERNATIONAL BILINGUAL SCHOOL\n55 Suranaree Road, Mueang, Nakhon Ratchasima\n\n"
    "TUITION INVOICE - Semester 2, Academic Year 2025\nInvoice No. KIBS-S2-25-0418      Date: 20 October 2025\n"
    "Student: Pimchanok Srisuk     Grade 4 / Room 2     Student ID: 61207\nParent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee ...................... 36,000.00\nLunch and snacks ................. 3,200.00\n"
    "Activities and field trip ........ 1,800.00\n\nTotal: 41,000.00 THB\n"
    "Due date: 15 November 2025\nLate payment fee 500 THB after the due date.\n"
    "Payment: bank transfer to Kasikorn Bank a/c 123-4-56789-0 (Korat International Bilingual School)",
]
TUTORING = """# ค่าเรียนพิเศษ น้องภูมิ (ม.2) ปี 2568

- คณิต ครูเก่ง (บ้านครู หลังตลาด) : จ.-พ. 17:30-19:00 เดือนละ 2,000 บาท
- อังกฤษ ออนไลน์ ครูแอน : ส. 9:00-11:00 เดือนละ 1,500 บาท
- รวมเดือนละ 3,500 บาท โอนทุกวันที่ 1

ปิดเทอม ต.ค. ครูเก่งเปิดคอร์สติวสอบ 10 วัน 2,800 บาท (จ่ายแล้ว 30 ก.ย.)
ภูมิอยากเรียนวิทย์เพิ่ม รอดูผลสอบกลางภาคก่อน
"""
ELECTRIC_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nPak Chong Office\n\nELECTRICITY BILL - October 2025\n"
    "Customer: Mrs. Wanna Srisuk\nAddress: 92/1 Moo 4, Nong Sarai, Pak Chong, Nakhon Ratchasima\n"
    "Account No. 020012458731     Meter No. 11-457821\nReading period: 1 Oct 2025 - 31 Oct 2025",
    "Units used: 612 kWh\nEnergy charge: 2,445.30 THB\nFt charge: 215.30 THB\nVAT 7%: 186.15 THB\n"
    "Amount due: 2,846.75 THB\nDue date: 12 November 2025",
]
HOME_SPENDING = {
    "ส.ค. 68": [("ค่าไฟ", 3102.40, "แอร์เปิดทั้งคืน"), ("ค่าน้ำประปา", 418, ""), ("ค่าเน็ต+มือถือ", 1290, ""),
               ("ค่ากับข้าว/ตลาด", 14800, ""), ("ค่าเรียนพิเศษน้องภูมิ", 3500, ""),
               ("ผ่อนบ้าน", 18900, "ธ.ออมสิน"), ("ยาแม่ + หาหมอ", 2650, "รพ.ปากช่องนานา")],
    "ก.ย. 68": [("ค่าไฟ", 2988.20, ""), ("ค่าน้ำประปา", 402, ""), ("ค่าเน็ต+มือถือ", 1290, ""),
               ("ค่ากับข้าว/ตลาด", 13950, ""), ("ค่าเรียนพิเศษน้องภูมิ", 3500, ""),
               ("ติวสอบน้องภูมิ", 2800, "ครูเก่ง 10 วัน"), ("ผ่อนบ้าน", 18900, "ธ.ออมสิน")],
    "ต.ค. 68": [("ค่าไฟ", 2846.75, ""), ("ค่าน้ำประปา", 395, ""), ("ค่าเน็ต+มือถือ", 1290, ""),
               ("ค่ากับข้าว/ตลาด", 15200, "ทำบุญออกพรรษา"), ("ค่าเรียนพิเศษน้องภูมิ", 3500, ""),
               ("ผ่อนบ้าน", 18900, "ธ.ออมสิน"), ("ชุดนักเรียนน้องพิม", 1450, "")],
}
LIFE_INSURANCE = [
    "บริษัท ศรีเมืองประกันชีวิต จำกัด (มหาชน)", "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัย",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน นายสมศักดิ์ ศรีสุข",
    "กรมธรรม์เลขที่ SM-5520391  แบบประกัน ตลอดชีพ 99/20 (ชำระเบี้ย 20 ปี)",
    "จำนวนเงินเอาประกันภัย (ทุนประกัน) 1,000,000 บาท",
    "เบี้ยประกันภัยรายปี 24,600 บาท",
    "งวดที่ 8 ครบกำหนดชำระวันที่ 9 มกราคม 2569 (มีระยะผ่อนผัน 31 วัน)",
    "ผู้รับประโยชน์: นางวรรณา ศรีสุข (ภรรยา) 100%",
    "เบี้ยประกันชีวิตนำไปลดหย่อนภาษีเงินได้ได้ไม่เกิน 100,000 บาทต่อปี",
    "ชำระได้ที่ธนาคาร เคาน์เตอร์เซอร์วิส หรือตัวแทน คุณมาลัย โทร 089-512-7734",
]
TEXTS = {
    "บ้าน/LINE_กลุ่มบ้านเรา.txt": """[01/11/2568 07:30] วรรณา: พี่ศักดิ์ พรุ่งนี้พาแม่ไปหาหมอตา 9 โมงนะ
[01/11/2568 07:41] สมศักดิ์: ได้ๆ เดี๋ยวให้เอกคุมอู่แทน
[01/11/2568 18:02] ภูมิ: แม่ครับ ผมขอเงินซื้อหนังสือเรียนวิทย์ 380 บาทครับ
[01/11/2568 18:10] วรรณา: โอนให้แล้วนะลูก
[02/11/2568 12:15] พิม: แม่คะ วันศุกร์มีกีฬาสี ต้องใส่เสื้อสีเหลืองค่ะ
[02/11/2568 12:20] วรรณา: เดี๋ยวแม่ไปซื้อให้จ้า 💛
""",
    "บ้าน/รายการซื้อของเข้าบ้าน.txt": "ข้าวสาร 15 กิโล\nไข่ 2 แผง\nน้ำปลา\nผงซักฟอก\nนมกล่องน้องพิม\n"
                                     "ยาสีฟัน\nกระดาษทิชชู่\nทิชชู่เปียกแม่",
    "Downloads/ตารางวันหยุดราชการ_2569.txt": "วันหยุดราชการ ปี 2569\n1 ม.ค. วันขึ้นปีใหม่\n"
                                            "3 มี.ค. วันมาฆบูชา\n6 เม.ย. วันจักรี\n13-15 เม.ย. วันสงกรานต์\n"
                                            "1 พ.ค. วันแรงงาน\n31 พ.ค. วันวิสาขบูชา\n28 ก.ค. วันเฉลิมฯ ร.10\n"
                                            "12 ส.ค. วันแม่\n13 ต.ค. วันนวมินทรมหาราช\n23 ต.ค. วันปิยมหาราช\n"
                                            "5 ธ.ค. วันพ่อ\n10 ธ.ค. วันรัฐธรรมนูญ\n31 ธ.ค. วันสิ้นปี",
}
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาฉบับใหม่ให้ครูสมใจ (3 คัน)\n- โอนค่าเทอมน้องพิมก่อน 15 พ.ย.\n"
                        "- ต่อประกันรถบัสก่อนสิ้นเดือน\n- พารถเบอร์ 3 ไปตรวจสภาพ\n- ส่งร่างสัญญาให้สยามเซรามิค\n"}


def _doc(path: Path, parts: dict) -> None:
    write_docx(path, parts["top"], table=parts.get("table", ()), bottom=parts.get("bottom", ()))


def _book(path: Path, data: dict, year: str) -> None:
    months = len(data["charter"])
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับ อู่รถบัส ว.ศรีสุขทัวร์ ปี {year} (Income {year})"])
    income.append(list(INCOME_HEAD))
    for i in range(months):
        row = [data["charter"][i], data["shuttle"][i], data["other"][i]]
        income.append([MONTHS[i], *row, sum(row)])
    income.append(["รวม (Total)", *(sum(data[k]) for k in ("charter", "shuttle", "other")),
                   sum(sum(data[k]) for k in ("charter", "shuttle", "other"))])
    expenses = book.create_sheet("รายจ่าย Expenses")
    expenses.append([f"รายจ่าย อู่รถบัส ว.ศรีสุขทัวร์ ปี {year} (Expenses {year})"])
    expenses.append(list(EXPENSE_HEAD))
    keys = ("diesel", "repair", "wages", "rent", "misc")
    for i in range(months):
        row = [data[k][i] for k in keys]
        expenses.append([MONTHS[i], *row, sum(row)])
    expenses.append(["รวม (Total)", *(sum(data[k]) for k in keys), sum(sum(data[k]) for k in keys)])
    for sheet, cols in ((income, 5), (expenses, 7)):
        for column in range(2, cols + 1):
            money_format(sheet, column)
    book.save(path)


def _fuel_per_bus(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าน้ำมัน 2568"
    months = len(BOOK_2568["diesel"])
    sheet.append(["ค่าน้ำมันดีเซลรายคัน ปี 2568 (Diesel cost per bus, THB)"])
    sheet.append(["รถเบอร์ (Bus)", "ทะเบียน (Plate)", *MONTHS[:months], "รวม (Total)"])
    grid = []
    for month in BOOK_2568["diesel"]:
        parts = [round(month * share, -1) for share in FUEL_SHARE[:-1]]
        grid.append([*parts, month - sum(parts)])
    for b, (number, plate) in enumerate(BUSES):
        values = [int(grid[m][b]) for m in range(months)]
        sheet.append([f"เบอร์ {number}", plate, *values, sum(values)])
    sheet.append(["รวม (Total)", "", *BOOK_2568["diesel"], sum(BOOK_2568["diesel"])])
    for column in range(3, months + 4):
        money_format(sheet, column)
    book.save(path)


def _fleet(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รถในอู่ Fleet"
    sheet.append(["เบอร์รถ (Bus No.)", "ทะเบียน (Plate)", "รุ่น (Model)", "ปีที่ซื้อ (Year bought)",
                  "ที่นั่ง (Seats)", "ตรวจสภาพครั้งถัดไป (Next inspection)", "ต่อภาษี (Tax due)"])
    for (number, plate), (model, year, seats, inspect, tax) in zip(BUSES, FLEET):
        sheet.append([number, plate, model, year, seats, inspect, tax])
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title}"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the owner's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    depot, home = docs / "อู่รถบัส", docs / "บ้าน"
    for sub in ("ใบเสนอราคา", "อีเมล", "Suppliers", "แชท LINE", "บัญชี", "ทะเบียนรถ", "ซ่อมบำรุง", "สัญญา",
                "ประกัน", "แผนงาน"):
        (depot / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("ค่าเทอม", "บิล", "ประกัน"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    quotes = depot / "ใบเสนอราคา"
    _doc(quotes / "ใบเสนอราคา_บุญวัฒนา_ร่าง.docx", QUOTE_SCHOOL_DRAFT)
    _doc(quotes / "ใบเสนอราคา_บุญวัฒนา_ฉบับส่งจริง.docx", QUOTE_SCHOOL_FINAL)
    _doc(quotes / "ใบเสนอราคา_อบต_หนองน้ำใส_ผู้สูงอายุ.docx", QUOTE_TAMBON)
    _doc(quotes / "Quote_SiamCeramic_StaffShuttle.docx", QUOTE_SHUTTLE)
    _doc(depot / "Suppliers" / "ใบราคายาง_โคราชไทร์_2567.docx", TYRE_2567)
    make_pdf(depot / "Suppliers" / "KoratTyre_PriceList_2025.pdf", TYRE_2025)
    make_pdf(depot / "Suppliers" / "Mittraphap_Fuel_Invoice_Oct2025.pdf", FUEL_INVOICE)
    make_pdf(depot / "Suppliers" / "SiamBusParts_Invoice_INV-25-1187.pdf", PARTS_INVOICE)
    make_pdf(depot / "ประกัน" / "Bus_Insurance_Renewal_2025.pdf", BUS_INSURANCE)
    _book(depot / "บัญชี" / "รายรับรายจ่าย_อู่_2568.xlsx", BOOK_2568, "2568")
    _book(depot / "บัญชี" / "รายรับรายจ่าย_อู่_2567.xlsx", BOOK_2567, "2567")
    _fuel_per_bus(depot / "บัญชี" / "ค่าน้ำมันรายคัน_2568.xlsx")
    _fleet(depot / "ทะเบียนรถ" / "ทะเบียนรถในอู่.xlsx")
    write_docx(depot / "สัญญา" / "สัญญาเช่าที่ดินทำอู่.docx", LAND_LEASE)
    write_slides(depot / "แผนงาน" / "แผนงานปี2569.pptx", PLAN_SLIDES)
    write_texts(depot, {
        "อีเมล/Re_shuttle_quotation_SiamCeramic.txt": EMAIL_SHUTTLE,
        "แชท LINE/LINE_ร้านสยามบัสพาร์ท.txt": LINE_PARTS,
        "แชท LINE/LINE_ครูสมใจ_บุญวัฒนา.txt": LINE_SCHOOL,
        "ซ่อมบำรุง/บันทึกซ่อม_รถเบอร์7.md": REPAIR_LOG_7,
        "ซ่อมบำรุง/โน้ตประชุมคนขับ_พย68.md": DRIVER_MEETING,
    })
    make_pdf(home / "ค่าเทอม" / "KIBS_Tuition_Invoice_Sem2_2025.pdf", TUITION)
    make_pdf(home / "บิล" / "PEA_Electricity_Bill_Oct2025.pdf", ELECTRIC_BILL)
    _home_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_docx(home / "ประกัน" / "กรมธรรม์ประกันชีวิต_พี่ศักดิ์.docx", LIFE_INSURANCE)
    write_texts(home, {"ค่าเทอม/ค่าเรียนพิเศษ_น้องภูมิ.md": TUTORING})
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """The owner's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
