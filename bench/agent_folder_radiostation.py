"""A blind agent folder: the papers of a small community radio station (radiostation) plus its owner's household.

Owner: นางวรรณา ทองสุข (Wanna Thongsuk, "พี่วรรณ"), who runs สายน้ำเรดิโอ FM 98.75 (Sainam Radio), a community
radio station at หมู่ 5 ต.แควอ้อม อ.อัมพวา จ.สมุทรสงคราม. She sells airtime (30/60-second spots, live interviews,
monthly packages) to local shops, a hotel, a dental clinic, the co-op and the อบต.; two DJs work for her. Her
husband is พี่เอก; their daughter น้องมายด์ (Kanyarat) is in Grade 4 at Maeklong Bilingual School; her mother
คุณแม่บุญมี lives with them.

Files under Documents/:
- สายน้ำเรดิโอ/ใบเสนอราคา/
  - ใบเสนอราคา_ร้านทองแม่กลอง_ร่าง.docx: the DRAFT ad quote to ร้านทองเยาวราชแม่กลอง (2 ก.ย. 2568), total 56,175.
  - ใบเสนอราคา_ร้านทองแม่กลอง_final.docx: the FINAL, revised quote to the same shop (9 ก.ย. 2568), total 51,467.
  - ใบเสนอราคา_โรงแรมบ้านริมน้ำ.docx: a similar quote to โรงแรมบ้านริมน้ำ อัมพวา (15 ก.ย. 2568), total 50,290.
  - rate_card_2024.pdf: last year's advertising rate card, in English (morning 30-sec spot 300, package 24,000).
  - อัตราค่าโฆษณา_2568.docx: this year's rate card, in Thai (morning 30-sec spot 350, package 28,000).
  - หนังสือเสนอบริการ_อบต.แควอ้อม.docx: a letter offering the อบต. a public-announcement package (3,800 a month).
- สายน้ำเรดิโอ/บัญชี/
  - รายรับรายจ่าย_สถานี_2568.xlsx: this year's book, two sheets (income, expenses), months ม.ค.-ก.ย. as rows.
  - รายรับรายจ่าย_สถานี_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
  - ค่าโฆษณาแยกลูกค้า_2568.xlsx: ad income per client, months as columns, a total column.
  - PEA_bill_station_Sep2025.pdf: the station's electricity bill, September 2025 (10,683.15).
  - music_license_invoice_2025.pdf: the music-rights licence invoice, 1 Oct 2025 - 30 Sep 2026 (19,260).
- สายน้ำเรดิโอ/สัญญา/
  - สัญญาบำรุงรักษาเครื่องส่ง_2568.docx: the maintenance contract with บริษัท สยามบรอดคาสท์ เอ็นจิเนียริ่ง จำกัด.
  - สัญญาเช่าที่ดินตั้งเสา.docx: the land lease for the antenna tower with นายสมพงษ์ แก้วมณี (8,000 a month).
  - สัญญาจ้างดีเจต้น.docx: DJ Ton's employment contract (12,000 a month, 800 per outside live show).
- สายน้ำเรดิโอ/Suppliers/
  - SiamBroadcast_pricelist_2025.pdf: Siam Broadcast Engineering Co., Ltd.'s 2025 price list, in English.
  - SiamBroadcast_invoice_INV-2568-0412.pdf: their invoice for the August repair (21,507, due 17 September 2025).
- สายน้ำเรดิโอ/งานทีม/
  - ประชุมทีม_3ต.ค.68.md: team meeting notes, 3 Oct 2025.
  - ผังรายการ_2568.md: the programme schedule.
  - แผนงานปี2569.pptx: slides of next year's plan.
  - email_loykrathong_2025.txt: an English email from the Amphawa Loy Krathong festival (35,000 for a live broadcast).
- LINE chats/
  - LINE_ป้าศรีข้าวแกง.txt: a chat with a curry-shop client whose September ad order changes three times.
  - LINE_กลุ่มดีเจสายน้ำ.txt: the DJs' group chat (shift swaps).
  - LINE_พี่เอก.txt: a chat with her husband (school fee, car insurance).
- บ้าน/
  - school_fee_invoice_term2_2025.pdf: Mind's semester 2/2025 fee invoice, in English (55,600, due 31 October 2025).
  - ค่าเทอมมายด์_เทอม1_2568.md: her note of what semester 1 cost (56,400).
  - PEA_bill_home_Sep2025.pdf: the house's electricity bill, September 2025 (2,318.69).
  - car_insurance_renewal_2025.pdf: the car insurance renewal letter, in English (18,900, pay before 15 November 2025).
  - ประกันสุขภาพแม่.docx: her mother's health insurance summary (32,400 a year, due 20 มกราคม 2569).
  - ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ก.ค., ส.ค., ก.ย. 68).
- รายการซื้อของ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

STATION = "สายน้ำเรดิโอ"
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

GOLD_DRAFT_TOP = [
    "สถานีวิทยุ สายน้ำเรดิโอ FM 98.75  88 หมู่ 5 ต.แควอ้อม อ.อัมพวา จ.สมุทรสงคราม 75110  โทร 089-224-5187",
    "ใบเสนอราคา (ร่าง)",
    "เลขที่ QT-2568-031  วันที่ 2 กันยายน 2568",
    "เรียน คุณเม้ง ร้านทองเยาวราชแม่กลอง",
    "เรื่อง เสนอราคาโฆษณาทางสถานีวิทยุ สายน้ำเรดิโอ FM 98.75 ระยะเวลา ต.ค. - ธ.ค. 2568",
]
GOLD_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("สปอตโฆษณา 30 วินาที ช่วงเช้า 06:00-09:00", "90 ครั้ง", "350", "31,500"),
    ("สปอตโฆษณา 30 วินาที ช่วงเย็น 16:00-19:00", "60 ครั้ง", "300", "18,000"),
    ("ผลิตสปอต (อัดเสียง + ดนตรีประกอบ)", "1", "3,000", "3,000"),
]
GOLD_DRAFT_BOTTOM = [
    "รวมเป็นเงิน 52,500 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 3,675 บาท",
    "รวมทั้งสิ้น 56,175 บาท",
    "ยืนราคา 30 วัน  ชำระเงินรายเดือนภายในวันที่ 10 ของเดือนถัดไป",
    "ผู้เสนอราคา วรรณา ทองสุข (ร่าง - ยังไม่ได้ส่งลูกค้า)",
]
GOLD_FINAL_TOP = [
    "สถานีวิทยุ สายน้ำเรดิโอ FM 98.75  88 หมู่ 5 ต.แควอ้อม อ.อัมพวา จ.สมุทรสงคราม 75110  โทร 089-224-5187",
    "ใบเสนอราคา",
    "เลขที่ QT-2568-031 (แก้ไขครั้งที่ 1)  วันที่ 9 กันยายน 2568",
    "เรียน คุณเม้ง ร้านทองเยาวราชแม่กลอง",
    "เรื่อง เสนอราคาโฆษณาทางสถานีวิทยุ สายน้ำเรดิโอ FM 98.75 ระยะเวลา ต.ค. - ธ.ค. 2568",
]
GOLD_FINAL_TABLE = [
    QUOTE_HEAD,
    ("สปอตโฆษณา 30 วินาที ช่วงเช้า 06:00-09:00", "90 ครั้ง", "320", "28,800"),
    ("สปอตโฆษณา 30 วินาที ช่วงเย็น 16:00-19:00", "60 ครั้ง", "280", "16,800"),
    ("ผลิตสปอต (อัดเสียง + ดนตรีประกอบ)", "1", "2,500", "2,500"),
]
GOLD_FINAL_BOTTOM = [
    "รวมเป็นเงิน 48,100 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 3,367 บาท",
    "รวมทั้งสิ้น 51,467 บาท",
    "ราคาพิเศษสำหรับลูกค้าประจำ ตามที่ตกลงกับคุณเม้ง วันที่ 8 ก.ย. 2568",
    "ยืนราคา 30 วัน  ชำระเงินรายเดือนภายในวันที่ 10 ของเดือนถัดไป",
    "ผู้เสนอราคา วรรณา ทองสุข",
]
HOTEL_TOP = [
    "สถานีวิทยุ สายน้ำเรดิโอ FM 98.75  88 หมู่ 5 ต.แควอ้อม อ.อัมพวา จ.สมุทรสงคราม 75110  โทร 089-224-5187",
    "ใบเสนอราคา",
    "เลขที่ QT-2568-034  วันที่ 15 กันยายน 2568",
    "เรียน ฝ่ายการตลาด โรงแรมบ้านริมน้ำ อัมพวา (Baan Rim Nam Amphawa)",
    "เรื่อง เสนอราคาโฆษณาช่วงเทศกาลลอยกระทงและปลายปี ระยะเวลา พ.ย. - ธ.ค. 2568",
]
HOTEL_TABLE = [
    QUOTE_HEAD,
    ("สปอตโฆษณา 30 วินาที ช่วงเช้า 06:00-09:00", "60 ครั้ง", "350", "21,000"),
    ("สปอตโฆษณา 30 วินาที ช่วงเย็น 16:00-19:00", "60 ครั้ง", "300", "18,000"),
    ("สัมภาษณ์สด 15 นาที รายการ \"คุยกันริมคลอง\"", "2 ครั้ง", "2,500", "5,000"),
    ("ผลิตสปอต (อัดเสียง + ดนตรีประกอบ)", "1", "3,000", "3,000"),
]
HOTEL_BOTTOM = [
    "รวมเป็นเงิน 47,000 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 3,290 บาท",
    "รวมทั้งสิ้น 50,290 บาท",
    "ยืนราคา 30 วัน  ชำระเงินรายเดือนภายในวันที่ 10 ของเดือนถัดไป",
    "ผู้เสนอราคา วรรณา ทองสุข",
]
RATE_CARD_2024 = [
    "SAINAM RADIO FM 98.75 - Amphawa, Samut Songkhram\n"
    "ADVERTISING RATE CARD 2024\n"
    "Valid 1 January 2024 - 31 December 2024\n"
    "\n"
    "30-second spot, morning prime (06:00-09:00): 300 THB per spot\n"
    "30-second spot, daytime (09:00-16:00): 200 THB per spot\n"
    "30-second spot, evening (16:00-19:00): 250 THB per spot\n"
    "60-second spot, morning prime (06:00-09:00): 500 THB per spot\n"
    "Live interview, 15 minutes: 2,000 THB\n"
    "Spot production (voice + music): 2,500 THB\n"
    "Monthly package, 120 spots of 30 seconds (mixed times): 24,000 THB\n"
    "\n"
    "All prices exclude VAT 7%.\n"
    "Contact: Wanna Thongsuk, 089-224-5187, wanna@sainamradio.com",
]
RATE_2568_TOP = [
    "อัตราค่าโฆษณา สถานีวิทยุ สายน้ำเรดิโอ FM 98.75 ปี 2568",
    "ใช้ตั้งแต่ 1 มกราคม 2568 เป็นต้นไป",
]
RATE_2568_TABLE = [
    ("ช่วงเวลา / บริการ", "ความยาว", "ราคา (บาท)"),
    ("ช่วงเช้า 06:00-09:00", "30 วินาที", "350 ต่อครั้ง"),
    ("ช่วงกลางวัน 09:00-16:00", "30 วินาที", "220 ต่อครั้ง"),
    ("ช่วงเย็น 16:00-19:00", "30 วินาที", "300 ต่อครั้ง"),
    ("ช่วงเช้า 06:00-09:00", "60 วินาที", "600 ต่อครั้ง"),
    ("สัมภาษณ์สด", "15 นาที", "2,500"),
    ("ผลิตสปอต (เสียง + ดนตรี)", "-", "3,000"),
    ("แพ็กเกจรายเดือน 120 สปอต (30 วินาที คละช่วงเวลา)", "-", "28,000 ต่อเดือน"),
]
RATE_2568_BOTTOM = [
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
    "ลูกค้าประจำต่อสัญญา 3 เดือนขึ้นไป ขอส่วนลดพิเศษได้",
    "ติดต่อ พี่วรรณ 089-224-5187 / LINE: wanna.sainam",
]
ABT_LETTER = [
    "สถานีวิทยุ สายน้ำเรดิโอ FM 98.75",
    "88 หมู่ 5 ต.แควอ้อม อ.อัมพวา จ.สมุทรสงคราม 75110",
    "วันที่ 6 ธันวาคม 2567",
    "เรื่อง เสนอบริการประชาสัมพันธ์ข่าวสารขององค์การบริหารส่วนตำบล",
    "เรียน นายกองค์การบริหารส่วนตำบลแควอ้อม",
    "ด้วยสถานีวิทยุ สายน้ำเรดิโอ FM 98.75 ออกอากาศครอบคลุมพื้นที่ อ.อัมพวา และ อ.บางคนที มีผู้ฟังประจำ"
    "ในชุมชนจำนวนมาก สถานีฯ ขอเสนอบริการประกาศข่าวประชาสัมพันธ์ของ อบต. ดังนี้",
    "1. ประกาศข่าวสาร อบต. วันละ 2 ครั้ง (ช่วงเช้าและช่วงเย็น) ทุกวัน",
    "2. ค่าบริการเหมาจ่ายเดือนละ 3,800 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
    "3. สัมภาษณ์สดนายก อบต. เดือนละ 1 ครั้ง โดยไม่คิดค่าใช้จ่ายเพิ่ม",
    "4. ระยะเวลา 1 ปี ตั้งแต่ 1 มกราคม 2568 ถึง 31 ธันวาคม 2568",
    "จึงเรียนมาเพื่อโปรดพิจารณา",
    "ขอแสดงความนับถือ",
    "(นางวรรณา ทองสุข) เจ้าของสถานีวิทยุ สายน้ำเรดิโอ",
]
MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
CLIENTS_2568 = {
    "ร้านทองเยาวราชแม่กลอง": [15000] * 9,
    "โรงแรมบ้านริมน้ำ อัมพวา": [0, 0, 12000, 12000, 8000, 8000, 0, 0, 0],
    "ร้านข้าวแกงป้าศรี": [3000, 3000, 3000, 0, 0, 4500, 4500, 4500, 11000],
    "คลินิกทันตกรรมยิ้มสวย": [6000, 6000, 6000, 6000, 8500, 8500, 8500, 6000, 6000],
    "สหกรณ์การเกษตรอัมพวา": [5000] * 9,
    "อบต.แควอ้อม (ประกาศข่าว)": [3800] * 9,
}
INCOME_HEAD = ("เดือน (Month)", "ค่าโฆษณา (Ads)", "สปอนเซอร์รายการ (Sponsors)", "งานอีเวนต์/ถ่ายทอดสด (Events)",
               "รวม (Total)")
EXPENSE_HEAD = ("เดือน (Month)", "ค่าไฟสถานี (Electricity)", "ค่าจ้างดีเจ (DJ wages)", "ค่าเช่าที่ตั้งเสา (Tower rent)",
                "ค่าลิขสิทธิ์เพลง (Music licence)", "ซ่อมบำรุง (Maintenance)", "อื่นๆ (Other)", "รวม (Total)")
ADS_2568 = [sum(v[i] for v in CLIENTS_2568.values()) for i in range(9)]
SPONSORS_2568 = [18000, 18000, 20000, 20000, 20000, 22000, 22000, 22000, 22000]
EVENTS_2568 = [0, 12000, 0, 15000, 0, 0, 8000, 0, 0]
ELEC_2568 = [9850.40, 9620.15, 10240.80, 11385.60, 11902.35, 11050.20, 10760.45, 10918.20, 10683.15]
DJ_2568 = [23000] * 9
TOWER_2568 = [8000] * 9
MUSIC_2568 = [0] * 8 + [19260]
MAINT_2568 = [0, 0, 9000, 0, 0, 9000, 0, 21507, 9000]
OTHER_2568 = [1500, 1200, 2300, 1800, 900, 1500, 2100, 1600, 1400]
ADS_2567 = [28500, 27000, 30500, 31000, 29500, 30000, 31500, 32750, 30500, 36000, 38500, 40000]
SPONSORS_2567 = [15000] * 6 + [18000] * 6
EVENTS_2567 = [0, 0, 0, 12000, 0, 0, 0, 0, 0, 0, 30000, 0]
ELEC_2567 = [8900.25, 8750.60, 9420.15, 10380.90, 10950.40, 10120.75, 9880.30, 9640.50, 9510.20, 9300.10,
             9150.85, 9020.40]
DJ_2567 = [21000] * 12
TOWER_2567 = [8000] * 12
MUSIC_2567 = [0] * 8 + [17120] + [0] * 3
MAINT_2567 = [0, 0, 8000, 0, 0, 8000, 0, 0, 8000, 0, 4500, 8000]
OTHER_2567 = [1200, 1350, 1800, 2200, 1100, 950, 1400, 1300, 1250, 1600, 3800, 2100]

STATION_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Amphawa Branch\n"
    "ELECTRICITY BILL - September 2025\n"
    "Customer: Sainam Radio FM 98.75 (Mrs. Wanna Thongsuk)\n"
    "Address: 88 Moo 5, Khwae Om, Amphawa, Samut Songkhram 75110\n"
    "Customer account no.: 020011298831   Tariff: small business (2.2)\n"
    "Meter reading period: 28 Aug 2025 - 27 Sep 2025",
    "Units used: 2,140 kWh\n"
    "Energy charge: 9,250.00 THB\n"
    "Service charge: 312.24 THB\n"
    "Ft charge: 422.01 THB\n"
    "VAT 7%: 698.90 THB\n"
    "Amount due: 10,683.15 THB\n"
    "Due date: 10 October 2025",
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Amphawa Branch\n"
    "ELECTRICITY BILL - September 2025\n"
    "Customer: Mrs. Wanna Thongsuk\n"
    "Address: 45/2 Moo 3, Khwae Om, Amphawa, Samut Songkhram 75110\n"
    "Customer account no.: 020011234567   Tariff: residential (1.2)\n"
    "Meter reading period: 28 Aug 2025 - 27 Sep 2025",
    "Units used: 486 kWh\n"
    "Energy charge: 2,030.50 THB\n"
    "Service charge: 38.22 THB\n"
    "Ft charge: 98.28 THB\n"
    "VAT 7%: 151.69 THB\n"
    "Amount due: 2,318.69 THB\n"
    "Due date: 10 October 2025",
]
MUSIC_INVOICE = [
    "THAI MUSIC RIGHTS COLLECTIVE CO., LTD.\n"
    "199 Ratchadaphisek Road, Din Daeng, Bangkok 10400   Tax ID 0105551234871\n"
    "INVOICE No. TMR-25-09-0387\n"
    "Date: 5 September 2025\n"
    "Bill to: Sainam Radio FM 98.75, 88 Moo 5, Khwae Om, Amphawa, Samut Songkhram 75110\n"
    "\n"
    "Description: Music public broadcast licence - community radio (category C)\n"
    "Licence period: 1 October 2025 - 30 September 2026\n"
    "Licence fee: 18,000.00 THB\n"
    "VAT 7%: 1,260.00 THB\n"
    "Total: 19,260.00 THB\n"
    "Payment due: 30 September 2025\n"
    "Please send the transfer slip to licence@tmrc.co.th. The licence certificate is issued after payment.",
]
MAINT_CONTRACT_TOP = [
    "สัญญาจ้างบำรุงรักษาเครื่องส่งวิทยุกระจายเสียง",
    "ทำที่ สถานีวิทยุ สายน้ำเรดิโอ อ.อัมพวา จ.สมุทรสงคราม วันที่ 20 ธันวาคม 2567",
    "ระหว่าง นางวรรณา ทองสุข เจ้าของสถานีวิทยุ สายน้ำเรดิโอ FM 98.75 ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" "
    "กับ บริษัท สยามบรอดคาสท์ เอ็นจิเนียริ่ง จำกัด 77/12 ถ.รัตนาธิเบศร์ อ.เมือง จ.นนทบุรี "
    "โดยนายวีระ ช่างเหล็ก กรรมการผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ผู้รับจ้างตกลงตรวจเช็คและบำรุงรักษาเครื่องส่ง FM ขนาด 1 kW สายนำสัญญาณ และสายอากาศ "
    "ทุก 3 เดือน (ปีละ 4 ครั้ง)",
    "ข้อ 2. สัญญามีระยะเวลา 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าบริการปีละ 36,000 บาท (ไม่รวมภาษีมูลค่าเพิ่ม) แบ่งชำระ 4 งวด งวดละ 9,000 บาท "
    "ชำระหลังการตรวจเช็คแต่ละครั้ง",
    "ข้อ 4. กรณีเครื่องส่งขัดข้อง ผู้รับจ้างต้องส่งช่างมาถึงสถานีภายใน 24 ชั่วโมงนับจากได้รับแจ้ง "
    "ค่าเรียกช่างฉุกเฉินและค่าอะไหล่คิดตามใบราคาของผู้รับจ้าง แยกจากค่าบริการตามข้อ 3",
    "ข้อ 5. ผู้รับจ้างรับประกันงานซ่อมเป็นเวลา 90 วัน",
    "ข้อ 6. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ วรรณา ทองสุข ผู้ว่าจ้าง    ลงชื่อ วีระ ช่างเหล็ก ผู้รับจ้าง",
]
TOWER_CONTRACT = [
    "สัญญาเช่าที่ดินเพื่อตั้งเสาอากาศ",
    "ทำที่ ต.แควอ้อม อ.อัมพวา จ.สมุทรสงคราม วันที่ 20 กุมภาพันธ์ 2566",
    "ผู้ให้เช่า: นายสมพงษ์ แก้วมณี  ผู้เช่า: นางวรรณา ทองสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 10234 เนื้อที่ 1 งาน 20 ตารางวา หมู่ 5 ต.แควอ้อม "
    "เพื่อตั้งเสาอากาศสูง 45 เมตร และห้องเครื่องส่ง",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มีนาคม 2566 ถึงวันที่ 28 กุมภาพันธ์ 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 8,000 บาท (แปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 24,000 บาท ผู้ให้เช่าจะคืนเมื่อสิ้นสุดสัญญาและรื้อถอนเสาเรียบร้อย",
    "ข้อ 5. ผู้เช่ามีสิทธิต่อสัญญา โดยแจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด",
    "ข้อ 6. ผู้เช่าเป็นผู้ชำระค่าไฟฟ้าของห้องเครื่องส่งเอง",
    "ลงชื่อ สมพงษ์ แก้วมณี ผู้ให้เช่า    ลงชื่อ วรรณา ทองสุข ผู้เช่า",
]
DJ_CONTRACT = [
    "สัญญาจ้างผู้ดำเนินรายการ (ดีเจ)",
    "ทำที่ สถานีวิทยุ สายน้ำเรดิโอ วันที่ 26 ธันวาคม 2567",
    "ผู้ว่าจ้าง: นางวรรณา ทองสุข  ผู้รับจ้าง: นายธนพล ใจเย็น (ดีเจต้น)",
    "ข้อ 1. ผู้รับจ้างจัดรายการ \"เช้าชวนชื่น\" วันจันทร์-ศุกร์ 06:00-09:00 "
    "และรายการ \"ลูกทุ่งยามเย็น\" วันจันทร์-เสาร์ 17:00-19:00",
    "ข้อ 2. ระยะเวลาจ้าง ตั้งแต่ 1 มกราคม 2568 ถึง 31 ธันวาคม 2568",
    "ข้อ 3. ค่าจ้างเดือนละ 12,000 บาท จ่ายทุกวันที่ 30 ของเดือน",
    "ข้อ 4. ค่าจัดรายการสดนอกสถานที่ ครั้งละ 800 บาท และค่าอัดเสียงสปอตโฆษณา ชิ้นละ 300 บาท",
    "ข้อ 5. ผู้รับจ้างลาได้ปีละ 10 วัน โดยต้องหาดีเจแทนและแจ้งล่วงหน้า 3 วัน",
    "ข้อ 6. เลิกจ้างต้องแจ้งล่วงหน้า 30 วัน",
    "ลงชื่อ วรรณา ทองสุข ผู้ว่าจ้าง    ลงชื่อ ธนพล ใจเย็น ผู้รับจ้าง",
]
SB_PRICELIST = [
    "SIAM BROADCAST ENGINEERING CO., LTD.\n"
    "77/12 Rattanathibet Road, Mueang, Nonthaburi 11000   Tel. 02-950-4412\n"
    "SERVICE AND PARTS PRICE LIST 2025 (effective 1 January 2025)\n"
    "\n"
    "FM exciter module repair: 8,500 THB\n"
    "Transmitter annual maintenance (one visit per quarter): 36,000 THB per year\n"
    "Antenna VSWR check and tuning: 4,200 THB per visit\n"
    "Coaxial cable 7/8 inch: 1,150 THB per metre\n"
    "Emergency call-out (within 60 km): 3,500 THB\n"
    "Cooling fan replacement (1 kW transmitter): 2,800 THB\n"
    "Lightning arrester for antenna: 6,900 THB\n"
    "\n"
    "Prices exclude VAT 7%. Parts carry a 90-day warranty.",
]
SB_INVOICE = [
    "SIAM BROADCAST ENGINEERING CO., LTD.\n"
    "77/12 Rattanathibet Road, Mueang, Nonthaburi 11000   Tax ID 0125560019874\n"
    "INVOICE No. INV-2568-0412\n"
    "Date: 18 August 2025\n"
    "Customer: Sainam Radio FM 98.75, 88 Moo 5, Khwae Om, Amphawa, Samut Songkhram 75110\n"
    "Job: transmitter overheating, off air 17 Aug 2025 - technician on site 18 Aug 2025\n"
    "\n"
    "1. Emergency call-out (Amphawa, 58 km) 1 x 3,500 = 3,500.00\n"
    "2. Cooling fan replacement (1 kW transmitter) 1 x 2,800 = 2,800.00\n"
    "3. Coaxial cable 7/8 inch 12 m x 1,150 = 13,800.00\n"
    "Subtotal: 20,100.00 THB\n"
    "VAT 7%: 1,407.00 THB\n"
    "Total: 21,507.00 THB\n"
    "Due date: 17 September 2025\n"
    "Please transfer to Kasikorn Bank, account 046-1-77215-3, Siam Broadcast Engineering Co., Ltd.",
]
MEETING = """# ประชุมทีมสายน้ำเรดิโอ 3 ต.ค. 2568

ผู้เข้าร่วม: พี่วรรณ, ดีเจต้น, ดีเจแพร, พี่โก้ (ช่างเทคนิค)

## เรื่องที่คุย
- งานลอยกระทงอัมพวา 4-5 พ.ย. ทางคณะกรรมการอยากให้เราถ่ายทอดสด ตกลงรับงาน
- ตั้งงบอุปกรณ์ถ่ายทอดสดนอกสถานที่ 12,000 บาท (ไมค์ไร้สาย 2 ตัว + สายสัญญาณ + มิกเซอร์เล็ก)
- ย้ายรายการ "ลูกทุ่งยามเย็น" จาก 17:00 เป็น 16:30 เริ่ม 1 พ.ย. 2568 (ผู้ฟังขอมาเยอะ)
- ร้านทองเยาวราชแม่กลองเซ็นใบเสนอราคาแล้ว ยอด 51,467 บาท ออกอากาศ ต.ค. - ธ.ค.
- เครื่องส่งร้อนอีกแล้วช่วงบ่าย ต้องดูเรื่องแอร์ห้องเครื่อง

## งานที่ต้องทำ
- พี่โก้: เช็คสายอากาศ / VSWR ให้เสร็จก่อน 25 ต.ค.
- ดีเจแพร: อัดสปอตร้านทองให้เสร็จภายใน 8 ต.ค.
- ดีเจต้น: ทำผังรายการใหม่ตั้งแต่ 1 พ.ย.
- พี่วรรณ: ตอบอีเมลคณะกรรมการงานลอยกระทงภายใน 10 ต.ค.
"""
SCHEDULE = """# ผังรายการ สายน้ำเรดิโอ FM 98.75 ปี 2568

| เวลา | รายการ | ผู้จัด |
|---|---|---|
| 05:00-06:00 | ธรรมะยามเช้า | (เทป) |
| 06:00-09:00 | เช้าชวนชื่น | ดีเจต้น |
| 09:00-12:00 | เพลงเพราะริมคลอง | ดีเจแพร |
| 12:00-13:00 | คุยกันริมคลอง (สัมภาษณ์) | พี่วรรณ |
| 13:00-17:00 | ลูกกรุงบ่ายนี้ | ดีเจแพร |
| 17:00-19:00 | ลูกทุ่งยามเย็น | ดีเจต้น |
| 19:00-22:00 | เพลงรีเควสต์ | (อัตโนมัติ) |

เสาร์-อาทิตย์: เช้า 06:00-09:00 ดีเจแพร, เย็นวันอาทิตย์งดสด
"""
LOYKRATHONG_EMAIL = """From: Nattaya Phromsri <events@amphawa-loykrathong.org>
To: Wanna Thongsuk <wanna@sainamradio.com>
Date: Mon, 22 Sep 2025 10:42
Subject: Live broadcast and sponsorship - Amphawa Loy Krathong Festival 2025

Dear Khun Wanna,

Thank you for covering our Songkran event this year, the community loved it.

The Amphawa Loy Krathong Festival 2025 will be held on 4-5 November 2025 at the riverside stage next to
Amphawa Floating Market. The organising committee would like Sainam Radio to broadcast live from the stage
from 18:00 to 22:00 on both nights, including the krathong contest and the Nang Noppamas parade.

We can offer a fee of 35,000 THB for both nights (VAT included), and your station logo on the main stage
banner. We will provide power (2 x 16A outlets), a covered table next to the stage, and dinner for 4 staff.

Please confirm by 10 October 2025 so that we can send the banner to print.

Best regards,
Nattaya Phromsri
Secretary, Amphawa Loy Krathong Festival Committee
Tel. 081-650-2294
"""
CHAT_PASRI = """[12/08/2568 09:14] ป้าศรี ข้าวแกง: หนูวรรณ ป้าอยากลงโฆษณาเดือนกันยา วันละ 4 ครั้งนะ ช่วงเที่ยงๆ
[12/08/2568 09:20] วรรณา: ได้ค่ะป้า ช่วงกลางวันปกติ 220 แต่ป้าลูกค้าเก่า คิดครั้งละ 200 ค่ะ
[12/08/2568 09:21] วรรณา: วันละ 4 ครั้ง 30 วัน = 120 ครั้ง รวม 24,000 บาทค่ะ
[12/08/2568 09:40] ป้าศรี ข้าวแกง: โอ้ย แพงจัง เดี๋ยวป้าคิดก่อน
[15/08/2568 14:05] ป้าศรี ข้าวแกง: ป้าขอลดเหลือวันละ 3 ครั้งได้มั้ยลูก งบไม่ถึง
[15/08/2568 14:10] วรรณา: ได้ค่ะ วันละ 3 ครั้ง 30 วัน = 90 ครั้ง เป็น 18,000 บาทค่ะ
[20/08/2568 19:32] ป้าศรี ข้าวแกง: หนูวรรณ ป้าเปลี่ยนใจอีกแล้ว ขอแค่ 20 วันแรกของเดือนพอ วันละ 3 ครั้งเหมือนเดิม
[20/08/2568 19:35] วรรณา: โอเคค่ะป้า งั้นเป็น 60 ครั้ง 12,000 บาท
[20/08/2568 19:36] วรรณา: ป้าสั่งบ่อย หนูลดให้เหลือ 11,000 บาทถ้วนเลยค่ะ เริ่มออกอากาศ 1 ก.ย. ถึง 20 ก.ย.
[20/08/2568 19:40] ป้าศรี ข้าวแกง: ขอบใจจ้า เดี๋ยวป้าโอนวันที่ 1 นะ
[20/08/2568 19:41] ป้าศรี ข้าวแกง: [สติกเกอร์]
[01/09/2568 08:02] ป้าศรี ข้าวแกง: [รูปภาพ] สลิปโอนแล้วจ้า
[01/09/2568 08:10] วรรณา: ได้รับแล้วค่ะป้า ขอบคุณค่ะ 🙏
"""
CHAT_DJ = """[01/10/2568 21:03] ดีเจแพร: พี่ต้น เสาร์นี้แพรขอแลกเวรเช้าได้มั้ย แม่ไม่สบาย
[01/10/2568 21:10] ดีเจต้น: ได้ๆ พี่จัดเช้าเสาร์ให้ แพรมาแทนพี่เย็นวันพุธนะ
[01/10/2568 21:11] ดีเจแพร: ขอบคุณค่าาา
[02/10/2568 10:25] พี่โก้ช่าง: ห้องเครื่องแอร์หยดน้ำอีกแล้ว เดี๋ยวบ่ายผมเข้าไปดู
[02/10/2568 10:30] พี่วรรณ: ฝากด้วยนะโก้ ถ้าต้องเรียกช่างแอร์บอกพี่ก่อน
[02/10/2568 16:45] ดีเจต้น: คลินิกยิ้มสวยส่งไฟล์สปอตใหม่มาแล้ว ผมใส่ผังพรุ่งนี้เลย
[03/10/2568 08:02] พี่วรรณ: วันนี้ประชุมบ่ายสองนะทุกคน
"""
CHAT_EK = """[28/09/2568 20:11] พี่เอก: วรรณ ค่าเทอมมายด์เทอมสองออกยัง
[28/09/2568 20:13] วรรณา: ยังเลยค่ะ โรงเรียนจะส่งใบแจ้งหนี้ต้นเดือนตุลา
[02/10/2568 18:40] วรรณา: ใบแจ้งค่าเทอมมายด์มาแล้วนะ 55,600 ต้องจ่ายภายใน 31 ต.ค.
[02/10/2568 18:42] วรรณา: รถรับส่งขึ้นจาก 4,800 เป็น 5,400 แล้วมีค่าไปทัศนศึกษากาญจนบุรีด้วย
[02/10/2568 18:45] พี่เอก: พี่โอนให้ครึ่งนึง 27,800 นะ ที่เหลือวรรณจ่ายได้มั้ย
[02/10/2568 18:46] วรรณา: ได้ค่ะ แล้วประกันรถใกล้หมดแล้วนะ 15 พ.ย.
[02/10/2568 18:50] พี่เอก: ปีนี้เขาขึ้นเบี้ยเพราะเราเคลมกันชนไป เดี๋ยวพี่ลองเช็คเจ้าอื่นดูก่อน
[05/10/2568 07:30] พี่เอก: พี่พาแม่ไปหาหมอที่โรงพยาบาลสมเด็จฯ นะ กลับบ่ายๆ
[05/10/2568 07:31] วรรณา: ค่ะ อย่าลืมเอาบัตรประกันแม่ไปด้วย
"""
SCHOOL_INVOICE = [
    "MAEKLONG BILINGUAL SCHOOL\n"
    "12 Si Champa Road, Mueang, Samut Songkhram 75000   Tel. 034-711-508\n"
    "TUITION FEE INVOICE - SEMESTER 2/2025\n"
    "Invoice date: 1 October 2025\n"
    "Student: Kanyarat Thongsuk (Mind)   Grade 4/2   Student ID 6412\n"
    "Parent: Mrs. Wanna Thongsuk\n"
    "\n"
    "Tuition fee: 38,500.00 THB\n"
    "English Program fee: 6,000.00 THB\n"
    "Lunch (semester 2): 4,200.00 THB\n"
    "School bus (Amphawa route): 5,400.00 THB\n"
    "Educational field trip (Kanchanaburi): 1,500.00 THB\n"
    "Total: 55,600.00 THB\n"
    "\n"
    "Due date: 31 October 2025\n"
    "Late payment: 100 THB per day\n"
    "Pay at the school finance office or transfer to Krungthai Bank, account 732-0-12345-6.",
]
TERM1_NOTE = """# ค่าเทอมน้องมายด์ เทอม 1/2568 (ป.4)

จ่ายแล้ว 12 พ.ค. 2568 โอนกรุงไทย

- ค่าเล่าเรียน 38,500
- โครงการภาษาอังกฤษ (EP) 6,000
- ค่าอาหารกลางวัน 4,200
- รถรับส่ง 4,800
- ค่าหนังสือ + ชุดนักเรียน 2,900

รวม 56,400 บาท

หมายเหตุ: ครูบอกในกลุ่มไลน์ผู้ปกครองว่าเทอม 2 รถรับส่งจะขึ้นราคา
"""
CAR_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Date: 1 October 2025\n"
    "To: Mrs. Wanna Thongsuk, 45/2 Moo 3, Khwae Om, Amphawa, Samut Songkhram 75110\n"
    "Policy no.: CPI-MTR-2024-118452\n"
    "Vehicle: Toyota Hilux Revo 2.4 (2021), registration 3 KK 4521 Samut Songkhram\n"
    "Cover: Class 1",
    "Current period: 16 Nov 2024 - 15 Nov 2025\n"
    "Renewal period: 16 Nov 2025 - 16 Nov 2026\n"
    "Sum insured: 520,000 THB (last year 560,000 THB)\n"
    "Renewal premium: 18,900 THB (incl. stamp duty and VAT)\n"
    "Last year premium: 17,450 THB\n"
    "Claims this year: 1 (rear bumper, 12 March 2025) - no-claim discount reduced from 30% to 20%\n"
    "\n"
    "Please pay before 15 November 2025 to keep continuous cover.\n"
    "Pay by bank transfer, at any 7-Eleven counter, or through your agent Khun Jiraporn, 081-445-7730.",
]
MOM_INSURANCE_TOP = [
    "สรุปกรมธรรม์ประกันสุขภาพ คุณแม่ (นางบุญมี ทองสุข อายุ 68 ปี)",
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน)  กรมธรรม์เลขที่ TSJ-HL-556120  แผน สุขใจ Plus",
    "ผู้ชำระเบี้ย: นางวรรณา ทองสุข (ลูกสาว)",
]
MOM_INSURANCE_TABLE = [
    ("ความคุ้มครอง", "วงเงิน"),
    ("ค่ารักษาผู้ป่วยใน (ต่อปี)", "500,000 บาท"),
    ("ค่าห้องและค่าอาหาร (ต่อคืน)", "3,000 บาท"),
    ("ค่าผ่าตัด", "ตามจริง ไม่เกินวงเงินต่อปี"),
    ("ผู้ป่วยนอก (ต่อครั้ง)", "1,500 บาท ไม่เกิน 30 ครั้งต่อปี"),
]
MOM_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีละ 32,400 บาท",
    "ครบกำหนดชำระเบี้ยงวดถัดไป 20 มกราคม 2569",
    "โรงพยาบาลคู่สัญญา: โรงพยาบาลสมเด็จพระพุทธเลิศหล้า (ใช้บัตรได้ไม่ต้องสำรองจ่าย)",
    "ตัวแทน: คุณจิราพร 081-445-7730",
]
HOUSE_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_MONTHS = {
    "ก.ค. 68": [
        ("กับข้าว/ตลาด (Groceries)", 9800, ""),
        ("ค่าไฟบ้าน (Electricity)", 2105.40, "PEA"),
        ("ค่าน้ำประปา (Water)", 320, ""),
        ("ค่าน้ำมันรถ (Fuel)", 3900, "Revo"),
        ("โทรศัพท์ + เน็ตบ้าน (Phone & internet)", 1198, ""),
        ("ค่าขนมมายด์ (Mind's pocket money)", 1200, ""),
        ("ค่ายาแม่ (Mom's medicine)", 1850, "ยาความดัน"),
        ("ผ่อนบ้าน (Home loan)", 8500, "ธ.ก.ส."),
    ],
    "ส.ค. 68": [
        ("กับข้าว/ตลาด (Groceries)", 10250, "วันแม่ กินข้าวนอกบ้าน"),
        ("ค่าไฟบ้าน (Electricity)", 2240.15, "PEA"),
        ("ค่าน้ำประปา (Water)", 340, ""),
        ("ค่าน้ำมันรถ (Fuel)", 4100, "Revo"),
        ("โทรศัพท์ + เน็ตบ้าน (Phone & internet)", 1198, ""),
        ("ค่าขนมมายด์ (Mind's pocket money)", 1200, ""),
        ("ค่ายาแม่ (Mom's medicine)", 2400, "ยาความดัน + ตรวจเลือด"),
        ("ผ่อนบ้าน (Home loan)", 8500, "ธ.ก.ส."),
    ],
    "ก.ย. 68": [
        ("กับข้าว/ตลาด (Groceries)", 9650, ""),
        ("ค่าไฟบ้าน (Electricity)", 2318.69, "PEA"),
        ("ค่าน้ำประปา (Water)", 310, ""),
        ("ค่าน้ำมันรถ (Fuel)", 4350, "Revo ขับไปกรุงเทพ 2 รอบ"),
        ("โทรศัพท์ + เน็ตบ้าน (Phone & internet)", 1198, ""),
        ("ค่าขนมมายด์ (Mind's pocket money)", 1300, ""),
        ("ค่ายาแม่ (Mom's medicine)", 1850, "ยาความดัน"),
        ("ผ่อนบ้าน (Home loan)", 8500, "ธ.ก.ส."),
    ],
}
PLAN_SLIDES = [
    ("แผนงานสายน้ำเรดิโอ ปี 2569", "FM 98.75 อัมพวา - จัดทำโดย วรรณา ทองสุข ต.ค. 2568"),
    ("เป้าหมายรายได้", "รายได้รวมปี 2569 เป้า 1,450,000 บาท\nเพิ่มขึ้นประมาณ 15% จากปี 2568\n"
                       "หาลูกค้าโฆษณารายเดือนเพิ่ม 5 ราย"),
    ("ออกอากาศออนไลน์", "เริ่มสตรีมสดผ่าน Facebook Live และเว็บไซต์ เดือน ก.พ. 2569\n"
                        "งบกล้อง + คอมพิวเตอร์ 45,000 บาท"),
    ("เครื่องส่งใหม่", "เปลี่ยนเครื่องส่งจาก 1 kW เป็น 2 kW งบประมาณ 280,000 บาท\n"
                      "ติดตั้งช่วง เม.ย. 2569 ก่อนเข้าหน้าฝน"),
    ("รายการใหม่", "\"เช้านี้ที่แม่กลอง\" ข่าวท้องถิ่น 07:00-08:00\nจ้างดีเจเพิ่ม 1 คน เดือนละ 11,000 บาท"),
    ("เรื่องที่ต้องตัดสินใจ", "ต่อสัญญาเช่าที่ตั้งเสา (หมด 28 ก.พ. 2569)\nต่อสัญญาบำรุงรักษาเครื่องส่ง หรือหาเจ้าใหม่"),
]
SHOPPING = "ไข่เป็ด 1 แผง\nน้ำปลา 2 ขวด\nผงซักฟอก\nนมมายด์ 1 ลัง\nถ่าน AA สำหรับไมค์ไร้สาย\n"
WORKSPECT = {
    "todo.md": "- ส่งใบเสนอราคาให้โรงแรมบ้านริมน้ำ\n- โอนค่าเทอมมายด์ก่อน 31 ต.ค.\n- ต่อประกันรถ\n"
               "- ตอบอีเมลงานลอยกระทง\n- คุยลุงสมพงษ์เรื่องต่อสัญญาที่ตั้งเสา\n",
}


def _station_book(path: Path, year: str, income: list[list], expenses: list[list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ สายน้ำเรดิโอ ปี {year} (Income {year})"])
    sheet.append(list(INCOME_HEAD))
    for i, values in enumerate(zip(*income)):
        sheet.append([MONTHS_TH[i], *values, sum(values)])
    for col in range(2, len(INCOME_HEAD) + 1):
        money_format(sheet, col)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย สายน้ำเรดิโอ ปี {year} (Expenses {year})"])
    sheet.append(list(EXPENSE_HEAD))
    for i, values in enumerate(zip(*expenses)):
        sheet.append([MONTHS_TH[i], *values, round(sum(values), 2)])
    for col in range(2, len(EXPENSE_HEAD) + 1):
        money_format(sheet, col)
    book.save(path)


def _clients_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าโฆษณา 2568"
    sheet.append(["ค่าโฆษณาแยกตามลูกค้า ปี 2568 (Ad income by client, THB)"])
    sheet.append(["ลูกค้า (Client)", *MONTHS_TH[:9], "รวม (Total)"])
    for client, values in CLIENTS_2568.items():
        sheet.append([client, *values, sum(values)])
    sheet.append(["รวม (Total)", *ADS_2568, sum(ADS_2568)])
    for col in range(2, 12):
        money_format(sheet, col)
    book.save(path)


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Wanna's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    station = docs / STATION
    quotes, books, contracts = station / "ใบเสนอราคา", station / "บัญชี", station / "สัญญา"
    suppliers, team, home = station / "Suppliers", station / "งานทีม", docs / "บ้าน"
    for folder in (quotes, books, contracts, suppliers, team, home, docs / "LINE chats"):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_ร้านทองแม่กลอง_ร่าง.docx", GOLD_DRAFT_TOP, GOLD_DRAFT_TABLE,
               bottom=GOLD_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านทองแม่กลอง_final.docx", GOLD_FINAL_TOP, GOLD_FINAL_TABLE,
               bottom=GOLD_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมบ้านริมน้ำ.docx", HOTEL_TOP, HOTEL_TABLE, bottom=HOTEL_BOTTOM)
    make_pdf(quotes / "rate_card_2024.pdf", RATE_CARD_2024)
    write_docx(quotes / "อัตราค่าโฆษณา_2568.docx", RATE_2568_TOP, RATE_2568_TABLE, bottom=RATE_2568_BOTTOM)
    write_docx(quotes / "หนังสือเสนอบริการ_อบต.แควอ้อม.docx", ABT_LETTER)

    _station_book(books / "รายรับรายจ่าย_สถานี_2568.xlsx", "2568",
                  [ADS_2568, SPONSORS_2568, EVENTS_2568],
                  [ELEC_2568, DJ_2568, TOWER_2568, MUSIC_2568, MAINT_2568, OTHER_2568])
    _station_book(books / "รายรับรายจ่าย_สถานี_2567.xlsx", "2567",
                  [ADS_2567, SPONSORS_2567, EVENTS_2567],
                  [ELEC_2567, DJ_2567, TOWER_2567, MUSIC_2567, MAINT_2567, OTHER_2567])
    _clients_book(books / "ค่าโฆษณาแยกลูกค้า_2568.xlsx")
    make_pdf(books / "PEA_bill_station_Sep2025.pdf", STATION_BILL)
    make_pdf(books / "music_license_invoice_2025.pdf", MUSIC_INVOICE)

    write_docx(contracts / "สัญญาบำรุงรักษาเครื่องส่ง_2568.docx", MAINT_CONTRACT_TOP)
    write_docx(contracts / "สัญญาเช่าที่ดินตั้งเสา.docx", TOWER_CONTRACT)
    write_docx(contracts / "สัญญาจ้างดีเจต้น.docx", DJ_CONTRACT)

    make_pdf(suppliers / "SiamBroadcast_pricelist_2025.pdf", SB_PRICELIST)
    make_pdf(suppliers / "SiamBroadcast_invoice_INV-2568-0412.pdf", SB_INVOICE)

    write_slides(team / "แผนงานปี2569.pptx", PLAN_SLIDES)
    write_texts(team, {
        "ประชุมทีม_3ต.ค.68.md": MEETING,
        "ผังรายการ_2568.md": SCHEDULE,
        "email_loykrathong_2025.txt": LOYKRATHONG_EMAIL,
    })
    write_texts(docs / "LINE chats", {
        "LINE_ป้าศรีข้าวแกง.txt": CHAT_PASRI,
        "LINE_กลุ่มดีเจสายน้ำ.txt": CHAT_DJ,
        "LINE_พี่เอก.txt": CHAT_EK,
    })

    make_pdf(home / "school_fee_invoice_term2_2025.pdf", SCHOOL_INVOICE)
    make_pdf(home / "PEA_bill_home_Sep2025.pdf", HOME_BILL)
    make_pdf(home / "car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ประกันสุขภาพแม่.docx", MOM_INSURANCE_TOP, MOM_INSURANCE_TABLE, bottom=MOM_INSURANCE_BOTTOM)
    _house_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {"ค่าเทอมมายด์_เทอม1_2568.md": TERM1_NOTE})
    write_texts(docs, {"รายการซื้อของ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
