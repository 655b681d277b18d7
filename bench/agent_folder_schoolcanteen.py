"""The schoolcanteen folder: the papers of a woman who runs three canteen stalls in a Nakhon Pathom secondary school.

The owner is นางสุภาพร เรืองศรี (พี่ภา). She runs "ครัวพี่ภา" (Khrua Pee Pha), stalls 4, 5 and 6 of the canteen of
โรงเรียนดอนตูมพัฒนศึกษา, ต.สามควายเผือก อ.เมือง จ.นครปฐม: rice and curry, noodles, drinks and snacks, plus catering
for school events. Her husband ประเสริฐ (พ่อมิ้นท์) drives to ตลาดบน every morning, her daughter มิ้นท์
(ด.ญ.ชนิดา) is in ม.2 at a private school, her father ตาเฉลิม lives with them and goes to physiotherapy.
It is late November 2568 (2025).

Documents/ร้านโรงอาหาร/ (the business)
- สัญญาโรงเรียน/สัญญาเช่าร้านโรงอาหาร_ปีการศึกษา2568.docx: the school's concession contract 7/2568 (3 stalls,
  2,500 a stall a month in school months, deposit 15,000, price caps 30 / 35 บาท, no foam boxes).
- สัญญาโรงเรียน/หนังสือโรงเรียน_ค่าเช่าร้านเทอม2-2568.docx: the school's letter, rent 2,500 -> 2,800 a stall from
  term 2 (3 พ.ย. 2568) and two lunch rounds.
- ใบเสนอราคา/ใบเสนอราคา_ข้าวกล่องกีฬาสี_ร่าง.docx: draft quote QP-68/014 for sports-day lunch boxes, 32,000.
- ใบเสนอราคา/ใบเสนอราคา_ข้าวกล่องกีฬาสี_ส่งครู.docx: the quote actually sent, other figures, 34,480.
- ตู้อุ่นอาหาร/PathomSteel_quotation_PSW-2510-044.pdf: English quotation for a 6-tray hot food display, 29,425 incl VAT.
- ตู้อุ่นอาหาร/ใบเสนอราคา_ตู้อุ่นอาหาร_ช่างสมบัติสแตนเลส.docx: a local workshop's quote for a similar warmer, 25,800.
- ซัพพลายเออร์/RuangThong_rice_pricelist_2025.pdf: English 2025 price list of Ruang Thong Rice Mill (Pathum 1,280).
- ซัพพลายเออร์/ราคาข้าวสาร_โรงสีรวงทอง_2567.docx: last year's list of the same mill in Thai (ข้าวหอมปทุม 1,200).
- ซัพพลายเออร์/RuangThong_invoice_RT-6811-0392.pdf: rice invoice, 18,350, due 3 Dec 2025.
- ซัพพลายเออร์/GreenBox_invoice_GB-25-2291.pdf: bagasse boxes and cups, 16,317.50.
- ซัพพลายเออร์/email_PathomLPG_Oct2025.txt: email, 48 kg LPG 1,480 -> 1,560 from 1 November 2025.
- แชท/แชทไลน์_ครูสุนันทา_กีฬาสี.txt: LINE chat with the teacher; boxes go to 420 a day, water dropped, 33,720.
- แชท/แชทไลน์_เจ๊หมวย_หมูตลาดบน.txt: LINE chat with the pork seller; minced pork 140 -> 135, later 142.
- บัญชี/บัญชีโรงอาหาร_2568.xlsx: this year's book, three sheets (sales by stall, expenses, profit), ม.ค.-ต.ค.
- บัญชี/บัญชีโรงอาหาร_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ค่าแรงลูกจ้าง_ก.ย.68.md: September wages of four helpers, 32,200.
- เมนูและราคา_เทอม2-2568.md: the menu and prices for term 2.
- ผลตรวจสุขาภิบาล_ก.ย.68.docx: the district health office's inspection, 87/100, things to fix.
- ธนาคาร/TCB_SME_loan_letter_Sep2025.pdf: English loan approval, 150,000 at 6.25%, 4,580 a month from 25 Nov 2025.
- นำเสนอกรรมการสถานศึกษา_เทอม1-2568.pptx: slides for the school board (1,150 meals a day, plans for term 2).
- สูตรแกงเขียวหวาน_หม้อใหญ่.md: her big-pot green curry recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep-Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English electricity and water bills.
- ประกัน/ChaoPhrayaLife_premium_notice_2025.pdf: English premium notice, 26,270 due 15 Dec 2025; the daughter's
  health insurance in the household book is paid to เจ้าพระยาประกันชีวิต (the same firm).
- ค่าเทอมมิ้นท์/ค่าเทอม_มิ้นท์_ภาคเรียน1-2568.docx and ค่าเทอม_มิ้นท์_ภาคเรียน2-2568.docx: fee notices (24,200; 24,300).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา_เรืองศรี.txt: the family's LINE group.
- นัดกายภาพพ่อ.md: notes on her father's physiotherapy.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP = "ครัวพี่ภา (ร้านที่ 4-6 โรงอาหาร โรงเรียนดอนตูมพัฒนศึกษา) ต.สามควายเผือก อ.เมือง จ.นครปฐม โทร 086-419-2753"

# ---------------------------------------------------------------- school contract and letter
CONTRACT_TOP = [
    "สัญญาเช่าพื้นที่จำหน่ายอาหารในโรงอาหาร",
    "สัญญาเลขที่ 7/2568  ทำที่ โรงเรียนดอนตูมพัฒนศึกษา  วันที่ 2 พฤษภาคม 2568",
    "ระหว่าง โรงเรียนดอนตูมพัฒนศึกษา โดย นายสุรชัย บุญมา ผู้อำนวยการโรงเรียน ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ นางสุภาพร เรืองศรี บ้านเลขที่ 88/21 หมู่ 4 ต.สามควายเผือก อ.เมือง จ.นครปฐม ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 พื้นที่เช่า", "ร้านเลขที่ 4 (ข้าวราดแกง) ร้านเลขที่ 5 (ก๋วยเตี๋ยว) และร้านเลขที่ 6 (เครื่องดื่มและขนม) รวม 3 ร้าน"),
    ("ข้อ 2 ระยะเวลา", "ตั้งแต่วันที่ 16 พฤษภาคม 2568 ถึงวันที่ 31 มีนาคม 2569 (ปีการศึกษา 2568)"),
    ("ข้อ 3 ค่าเช่า", "ค่าเช่าร้านละ 2,500 บาทต่อเดือน รวม 3 ร้าน เดือนละ 7,500 บาท เก็บเฉพาะเดือนที่เปิดเรียน\n"
                      "ชำระที่งานการเงินภายในวันที่ 10 ของทุกเดือน"),
    ("ข้อ 4 ค่าไฟฟ้าและน้ำประปา", "ค่าไฟฟ้าตามมิเตอร์ย่อย หน่วยละ 6 บาท ค่าน้ำประปาเหมาจ่ายร้านละ 200 บาทต่อเดือน"),
    ("ข้อ 5 ราคาจำหน่าย", "ข้าวราดแกง 1 อย่าง ไม่เกิน 30 บาท ก๋วยเตี๋ยวธรรมดา ไม่เกิน 35 บาท\n"
                          "ห้ามจำหน่ายน้ำอัดลม และห้ามใช้ภาชนะโฟมบรรจุอาหาร"),
    ("ข้อ 6 เงินประกันสัญญา", "ผู้เช่าวางเงินประกันสัญญา 15,000 บาท ในวันทำสัญญา ผู้ให้เช่าคืนให้เมื่อสิ้นสุดสัญญา"),
    ("ข้อ 7 สุขาภิบาลอาหาร", "ผู้เช่าต้องผ่านการตรวจสุขาภิบาลอาหารจากสาธารณสุขอย่างน้อยปีละ 1 ครั้ง\n"
                             "ผู้ประกอบและจำหน่ายอาหารทุกคนต้องสวมหมวก ผ้ากันเปื้อน และผ่านการอบรมผู้สัมผัสอาหาร"),
    ("ข้อ 8 การเลิกสัญญา", "หากผู้เช่าผิดสัญญาข้อใดข้อหนึ่ง และไม่แก้ไขภายใน 15 วันหลังได้รับแจ้ง ผู้ให้เช่าบอกเลิกสัญญาได้"),
]
CONTRACT_BOTTOM = ["ลงชื่อ สุรชัย บุญมา ผู้ให้เช่า", "ลงชื่อ สุภาพร เรืองศรี ผู้เช่า",
                   "ลงชื่อ สุนันทา แก้วใส พยาน (หัวหน้างานโรงอาหาร)"]

SCHOOL_LETTER = [
    "โรงเรียนดอนตูมพัฒนศึกษา อ.เมือง จ.นครปฐม",
    "ที่ ดพ. 412/2568",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งอัตราค่าเช่าร้านและเวลาพักกลางวัน ภาคเรียนที่ 2/2568",
    "เรียน ผู้ประกอบการร้านค้าในโรงอาหารทุกร้าน",
    "ด้วยโรงเรียนได้ติดตั้งพัดลมเพดานใหม่ 24 ตัว และซ่อมหลังคาโรงอาหาร ค่าใช้จ่ายในการดูแลโรงอาหารจึงสูงขึ้น "
    "โรงเรียนจึงขอปรับค่าเช่าร้านจากเดิมร้านละ 2,500 บาทต่อเดือน เป็นร้านละ 2,800 บาทต่อเดือน "
    "ตั้งแต่ภาคเรียนที่ 2/2568 ซึ่งเปิดเรียนวันที่ 3 พฤศจิกายน 2568 เป็นต้นไป",
    "ค่าไฟฟ้ายังคิดหน่วยละ 6 บาทเท่าเดิม ราคาข้าวราดแกงยังคงไม่เกิน 30 บาทตามสัญญา",
    "เพื่อลดความแออัด โรงเรียนแบ่งเวลาพักกลางวันเป็น 2 รอบ คือ ม.ต้น เวลา 11.30-12.20 น. "
    "และ ม.ปลาย เวลา 12.20-13.10 น. ขอให้ร้านค้าเตรียมอาหารให้พร้อมก่อน 11.20 น.",
    "จึงเรียนมาเพื่อทราบและถือปฏิบัติ",
    "ขอแสดงความนับถือ",
    "นายสุรชัย บุญมา ผู้อำนวยการโรงเรียนดอนตูมพัฒนศึกษา",
]

# ---------------------------------------------------------------- sports-day quote, draft and sent
SPORTS_TO = "เรียน ครูสุนันทา แก้วใส ฝ่ายกิจการนักเรียน โรงเรียนดอนตูมพัฒนศึกษา"
SPORTS_DRAFT = [SHOP, "ใบเสนอราคา (ร่าง)  เลขที่ QP-68/014", "วันที่ 28 ตุลาคม 2568", SPORTS_TO,
                "เรื่อง ข้าวกล่องและน้ำดื่ม งานกีฬาสีภายใน วันที่ 11-12 ธันวาคม 2568"]
SPORTS_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวกล่อง (กะเพราไก่ไข่ดาว / ข้าวผัดหมู) วันที่ 11 ธ.ค.", "400 กล่อง", "35", "14,000"),
    ("ข้าวกล่อง (กะเพราไก่ไข่ดาว / ข้าวผัดหมู) วันที่ 12 ธ.ค.", "400 กล่อง", "35", "14,000"),
    ("น้ำดื่ม 600 มล.", "800 ขวด", "5", "4,000"),
    ("รวมทั้งสิ้น", "", "", "32,000"),
]
SPORTS_DRAFT_BOTTOM = ["รวมทั้งสิ้น 32,000 บาท (สามหมื่นสองพันบาทถ้วน)",
                       "ร่าง ยังไม่ส่งครู รอถามราคากล่องชานอ้อยจาก GreenBox ก่อน"]
SPORTS_SENT = [SHOP, "ใบเสนอราคา  เลขที่ QP-68/014", "วันที่ 4 พฤศจิกายน 2568", SPORTS_TO,
               "เรื่อง ข้าวกล่องและน้ำดื่ม งานกีฬาสีภายใน วันที่ 11-12 ธันวาคม 2568"]
SPORTS_SENT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวกล่อง (กะเพราไก่ไข่ดาว / ข้าวผัดหมู) วันที่ 11 ธ.ค.", "380 กล่อง", "38", "14,440"),
    ("ข้าวกล่อง (กะเพราไก่ไข่ดาว / ข้าวผัดหมู) วันที่ 12 ธ.ค.", "380 กล่อง", "38", "14,440"),
    ("น้ำดื่ม 600 มล.", "760 ขวด", "5", "3,800"),
    ("แตงโมหั่นสำหรับครูและกรรมการ (2 วัน)", "180 ถ้วย", "10", "1,800"),
    ("รวมทั้งสิ้น", "", "", "34,480"),
]
SPORTS_SENT_BOTTOM = [
    "รวมทั้งสิ้น 34,480 บาท (สามหมื่นสี่พันสี่ร้อยแปดสิบบาทถ้วน)",
    "บรรจุกล่องชานอ้อย ไม่ใช้โฟม ตามระเบียบโรงเรียน ส่งถึงเต็นท์กองอำนวยการก่อน 11.00 น.",
    "มัดจำ 10,000 บาท ก่อนวันงาน 7 วัน ส่วนที่เหลือชำระหลังเสร็จงาน",
    "ลงชื่อ สุภาพร เรืองศรี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- food warmer quotes from two firms
PATHOMSTEEL_QUOTE = [
    "PATHOM STEEL WORKS CO., LTD.\n"
    "Stainless steel kitchen equipment - Phetkasem Road, Mueang Nakhon Pathom 73000  Tel. 034-255-870\n"
    "QUOTATION No. PSW-2510-044          Date: 9 Oct 2025\n"
    "To: Khrua Pee Pha (Mrs. Supaporn Ruangsri), canteen of Don Tum Phatthana Suksa School\n"
    "\n"
    "Item: Hot food display (bain-marie), 6 trays GN 1/2, with curved glass sneeze guard\n"
    "Model BM-6G, length 180 cm, stainless steel 304, electric 2,000 W, thermostat 30-90 C\n"
    "Unit price:               27,500.00 THB\n"
    "VAT 7%:                    1,925.00 THB\n"
    "TOTAL:                    29,425.00 THB\n"
    "\n"
    "Free delivery and installation in Nakhon Pathom.\n"
    "Warranty: 1 year on parts and heating elements.\n"
    "Lead time: 15 days after deposit. Deposit 30% on order.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanawat 089-604-3318",
]
SOMBAT_QUOTE = ["ร้านช่างสมบัติสแตนเลส", "45/3 ถ.ทรงพล ต.พระปฐมเจดีย์ อ.เมือง จ.นครปฐม โทร 081-773-0492",
                "ใบเสนอราคา  วันที่ 13 ตุลาคม 2568",
                "เรียน คุณสุภาพร (ครัวพี่ภา) โรงอาหารโรงเรียนดอนตูมพัฒนศึกษา"]
SOMBAT_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ตู้อุ่นอาหาร 6 ถาด กระจกครอบโค้ง ยาว 180 ซม. สแตนเลสเกรด 304 ใช้ไฟฟ้า", "1 ตู้", "24,800"),
    ("ค่าขนส่งและติดตั้ง", "1 งาน", "1,000"),
    ("รวมทั้งสิ้น", "", "25,800"),
]
SOMBAT_BOTTOM = ["รวมทั้งสิ้น 25,800 บาท (ร้านไม่ได้จด VAT)",
                 "ประกันงานเชื่อมและฮีตเตอร์ 6 เดือน",
                 "ผลิต 20 วันหลังรับมัดจำ มัดจำ 50% ส่วนที่เหลือจ่ายวันติดตั้ง",
                 "ช่างสมบัติ ผู้เสนอราคา"]

# ---------------------------------------------------------------- rice mill, English and Thai
RICE_PRICES_2025 = [
    "RUANG THONG RICE MILL CO., LTD.\n"
    "145 Moo 2, Bang Len, Nakhon Pathom 73130  Tel. 034-391-552\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Effective 1 January 2025. Prices in THB per 45 kg sack.\n"
    "\n"
    "Hom Mali jasmine rice 100% .............. 1,650\n"
    "Pathum Thani fragrant rice .............. 1,280\n"
    "White rice 5% ........................... 980\n"
    "Broken jasmine rice (A1 super) .......... 820\n"
    "Glutinous rice (San Pa Tong) ............ 1,350\n"
    "Brown jasmine rice ...................... 1,450\n"
    "\n"
    "Free delivery in Nakhon Pathom for 10 sacks or more.\n"
    "30 days credit for schools and canteens. Rice is exempt from VAT.\n"
    "Contact: Khun Kittipong, sales@ruangthongrice.co.th",
]
RICE_PRICES_2567 = ["บริษัท โรงสีรวงทอง จำกัด", "145 หมู่ 2 อ.บางเลน จ.นครปฐม",
                    "ใบราคาขายส่งข้าวสาร ปี 2567 (มกราคม - ธันวาคม 2567)", "ราคาต่อกระสอบ 45 กก."]
RICE_PRICES_2567_TABLE = [
    ("สินค้า", "ราคาต่อกระสอบ (บาท)"),
    ("ข้าวหอมมะลิ 100%", "1,580"),
    ("ข้าวหอมปทุมธานี", "1,200"),
    ("ข้าวขาว 5%", "930"),
    ("ปลายข้าวหอมมะลิ (เอวันซุปเปอร์)", "790"),
    ("ข้าวเหนียวสันป่าตอง", "1,290"),
    ("ข้าวกล้องหอมมะลิ", "1,450"),
]
RICE_PRICES_2567_BOTTOM = ["ส่งฟรีในจังหวัดนครปฐม เมื่อสั่ง 8 กระสอบขึ้นไป",
                           "โรงเรียนและร้านอาหารในโรงเรียน ให้เครดิต 30 วัน",
                           "ติดต่อ คุณกิตติพงษ์ ฝ่ายขาย"]
RICE_INVOICE = [
    "RUANG THONG RICE MILL CO., LTD.\n"
    "INVOICE No. RT-6811-0392\n"
    "Date: 3 Nov 2025          Due date: 3 Dec 2025 (30 days)\n"
    "Customer: Khrua Pee Pha (Mrs. Supaporn Ruangsri), Don Tum Phatthana Suksa School canteen\n"
    "\n"
    "Item                              Qty        Unit price   Amount\n"
    "Pathum Thani fragrant rice        12 sacks   1,280.00     15,360.00\n"
    "Broken jasmine rice (A1 super)     2 sacks     820.00      1,640.00\n"
    "Glutinous rice (San Pa Tong)       1 sack    1,350.00      1,350.00\n"
    "\n"
    "TOTAL DUE: 18,350.00 THB (rice is exempt from VAT)\n"
    "Please transfer to Bangkok Bank, Ruang Thong Rice Mill Co., Ltd., account 771-0-42286-3\n"
    "and send the slip to LINE @ruangthong. Thank you for your business.",
]
GREENBOX_INVOICE = [
    "GREENBOX PACKAGING (THAILAND) CO., LTD.\n"
    "Eco food packaging - Sam Phran, Nakhon Pathom\n"
    "TAX INVOICE No. GB-25-2291        Date: 30 Oct 2025      Due: 29 Nov 2025\n"
    "Bill to: Khrua Pee Pha, Don Tum Phatthana Suksa School canteen, Nakhon Pathom\n"
    "\n"
    "Bagasse food box 600 ml, 1 compartment   3,000 pcs  x 2.10    6,300.00\n"
    "Bagasse bowl 500 ml with lid             2,000 pcs  x 2.45    4,900.00\n"
    "Paper cup 16 oz                          2,000 pcs  x 1.35    2,700.00\n"
    "Wooden spoon                             3,000 pcs  x 0.45    1,350.00\n"
    "\n"
    "Subtotal 15,250.00   VAT 7% 1,067.50\n"
    "TOTAL 16,317.50 THB\n"
    "Transfer to Kasikornbank 038-8-61174-2. Thank you.",
]
LPG_EMAIL = """From: Wanchai Thongdee <sales@pathomlpg.co.th>
To: khruapeepha@gmail.com
Date: Fri, 24 Oct 2025 16:05
Subject: New LPG prices from 1 November 2025

Dear Khun Supaporn,

Thank you for using Pathom LPG Supply for your canteen. Because the government price support for commercial
LPG ends this month, our prices will change from 1 November 2025:

- 48 kg cylinder: 1,560 THB (now 1,480 THB)
- 15 kg cylinder: 485 THB (now 460 THB)

Delivery days to Don Tum Phatthana Suksa School stay Monday and Thursday, before 6:30 am.
Please keep two full 48 kg cylinders at the shop during school term so that you never run out at lunch time.
Cylinder deposit is unchanged. Payment in cash or transfer on delivery.

Best regards,
Wanchai Thongdee
Pathom LPG Supply Co., Ltd.
034-270-118
"""

# ---------------------------------------------------------------- books
SALES_2568 = {  # rice & curry, noodles, drinks & snacks, catering; ม.ค.-ต.ค. 2568
    "rice": [158400, 141300, 72600, 0, 80300, 157200, 139800, 142100, 155600, 21900],
    "noodle": [88200, 79500, 40100, 0, 45600, 87900, 78300, 80200, 86400, 12300],
    "drinks": [64700, 60200, 29800, 0, 36900, 66100, 59400, 61800, 64200, 9100],
    "catering": [0, 12500, 8400, 15600, 0, 0, 18600, 0, 4800, 38400],
}
COSTS_2568 = {
    "gas": [9600, 8800, 4800, 0, 5400, 9600, 8800, 8800, 9600, 1600],
    "wages": [30800, 28000, 16100, 2800, 17500, 30800, 28000, 28700, 32200, 7000],
    "rent": [7500, 7500, 7500, 0, 7500, 7500, 7500, 7500, 7500, 0],
    "utilities": [3850, 3620, 2100, 0, 2380, 4020, 3760, 3810, 3950, 620],
}
SALES_2567 = {
    "rice": [149800, 133600, 70200, 0, 76900, 150300, 133100, 136800, 147200, 20500, 138600, 121400],
    "noodle": [84100, 75200, 38700, 0, 43800, 83600, 74900, 76500, 82300, 11800, 79400, 70100],
    "drinks": [61900, 57300, 28600, 0, 35200, 63000, 56800, 58900, 61100, 8700, 60200, 52800],
    "catering": [0, 9800, 6200, 12400, 0, 0, 15200, 0, 0, 29600, 0, 22400],
}
COSTS_2567 = {
    "gas": [8900, 8200, 4400, 0, 5000, 8900, 8200, 8200, 8900, 1500, 8500, 7800],
    "wages": [29400, 26600, 15400, 2100, 16800, 29400, 26600, 27300, 29400, 6300, 29400, 26600],
    "rent": [7200, 7200, 7200, 0, 7500, 7500, 7500, 7500, 7500, 0, 7500, 7500],
    "utilities": [3700, 3480, 2020, 0, 2290, 3880, 3610, 3660, 3790, 600, 3550, 3220],
}


def _book(path: Path, year: str, sales: dict[str, list[int]], costs: dict[str, list[int]]) -> None:
    count = len(sales["rice"])
    months = [f"{m} {year}" for m in MONTHS[:count]]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายครัวพี่ภา แยกร้าน ปี {year} (Sales by stall {year}, THB)"])
    sheet.append(["เดือน (Month)", "ร้านข้าวราดแกง (Rice & curry)", "ร้านก๋วยเตี๋ยว (Noodles)",
                  "ร้านเครื่องดื่ม/ขนม (Drinks & snacks)", "งานจัดเลี้ยง (Catering)", "รวม (Total)"])
    sold = []
    for i, month in enumerate(months):
        row = [sales[k][i] for k in ("rice", "noodle", "drinks", "catering")]
        sold.append(sum(row))
        sheet.append([month] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(sales[k]) for k in ("rice", "noodle", "drinks", "catering")]
                 + [sum(sold)])
    for column in range(2, 7):
        money_format(sheet, column)

    spend = book.create_sheet("ค่าใช้จ่าย Expenses")
    spend.append([f"ค่าใช้จ่ายครัวพี่ภา ปี {year} (Expenses {year}, THB)"])
    spend.append(["เดือน (Month)", "วัตถุดิบ (Ingredients)", "ค่าแก๊ส (LPG)", "ค่าแรง (Wages)",
                  "ค่าเช่าร้าน (Stall rent)", "ค่าไฟ/น้ำ (Utilities)", "รวม (Total)"])
    paid = []
    for i, month in enumerate(months):
        food = sales["rice"][i] + sales["noodle"][i] + sales["drinks"][i]
        ingredients = int(round(food * 0.5 + sales["catering"][i] * 0.55, -2))
        row = [ingredients, costs["gas"][i], costs["wages"][i], costs["rent"][i], costs["utilities"][i]]
        paid.append(sum(row))
        spend.append([month] + row + [sum(row)])
    for column in range(2, 8):
        money_format(spend, column)

    profit = book.create_sheet("กำไร Profit")
    profit.append([f"สรุปกำไรรายเดือน ปี {year} (Monthly profit {year}, THB)"])
    profit.append(["เดือน (Month)", "ยอดขายรวม (Sales)", "ค่าใช้จ่ายรวม (Expenses)", "กำไร (Profit)"])
    for month, s, p in zip(months, sold, paid):
        profit.append([month, s, p, s - p])
    profit.append(["รวม (Total)", sum(sold), sum(paid), sum(sold) - sum(paid)])
    for column in range(2, 5):
        money_format(profit, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2105.40, "PEA"), ("ค่าน้ำประปา (Water)", 288.90, "กปภ."),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, ""), ("ค่ากับข้าวบ้าน (Food)", 6800, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, "กระบะไปตลาดบน"), ("ผ่อนรถกระบะ (Truck loan)", 8750, "งวด 29/60"),
                  ("ประกันสุขภาพมิ้นท์ (Mint health insurance)", 1100, "เจ้าพระยาประกันชีวิต"),
                  ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ากายภาพพ่อ (Dad's physio)", 1600, "รพ.นครปฐม 2 ครั้ง")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2376.18, "PEA"), ("ค่าน้ำประปา (Water)", 315.65, "กปภ."),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, ""), ("ค่ากับข้าวบ้าน (Food)", 7200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, "กระบะไปตลาดบน"), ("ผ่อนรถกระบะ (Truck loan)", 8750, "งวด 30/60"),
                  ("ประกันสุขภาพมิ้นท์ (Mint health insurance)", 1100, "เจ้าพระยาประกันชีวิต"),
                  ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ากายภาพพ่อ (Dad's physio)", 1600, "รพ.นครปฐม 2 ครั้ง"),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1850, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2242.93, "PEA"), ("ค่าน้ำประปา (Water)", 301.74, "กปภ."),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, ""), ("ค่ากับข้าวบ้าน (Food)", 7900, "ปิดเทอม กินที่บ้าน"),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""), ("ผ่อนรถกระบะ (Truck loan)", 8750, "งวด 31/60"),
                  ("ประกันสุขภาพมิ้นท์ (Mint health insurance)", 1100, "เจ้าพระยาประกันชีวิต"),
                  ("คอร์สติวปิดเทอมมิ้นท์ (Tutoring camp)", 3500, ""),
                  ("ค่ากายภาพ + ค่าหมอพ่อ (Dad's physio, doctor)", 2350, "รพ.นครปฐม"),
                  ("ค่าเทอมมิ้นท์ ภาคเรียน 2/2568 (School fees)", 24300, "โอน 29 ต.ค.")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสายธารวิทยา นครปฐม", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ชนิดา เรืองศรี  ชั้น ม.2/3  เลขประจำตัว 16208",
           "ผู้ปกครอง นางสุภาพร เรืองศรี"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-5578-3346",
              "หากชำระหลังกำหนด โรงเรียนคิดค่าปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการศึกษา", "16,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าหนังสือและแบบฝึกหัด", "3,250"), ("ค่าชุดพละและเสื้อกีฬาสี", "850")],
                "24,200", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการศึกษา", "16,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าค่ายวิทยาศาสตร์และทัศนศึกษา", "2,400"), ("ค่าเรียนหุ่นยนต์และโค้ดดิ้ง", "1,800")],
                "24,300", "31 ตุลาคม 2568")

# ---------------------------------------------------------------- health inspection
INSPECTION_TOP = [
    "สำนักงานสาธารณสุขอำเภอเมืองนครปฐม",
    "แบบแจ้งผลการตรวจประเมินสุขาภิบาลอาหาร ร้านอาหารในโรงเรียน",
    "วันที่ตรวจ 19 กันยายน 2568",
    "สถานที่ โรงอาหารโรงเรียนดอนตูมพัฒนศึกษา ร้านที่ 4-6 (ครัวพี่ภา) ผู้ประกอบการ นางสุภาพร เรืองศรี",
    "ผู้ตรวจ นางสาวกมลวรรณ ศรีเมือง นักวิชาการสาธารณสุข",
]
INSPECTION_TABLE = [
    ("หมวดการตรวจ", "คะแนนเต็ม", "คะแนนที่ได้"),
    ("สถานที่ปรุงและจำหน่ายอาหาร", "20", "18"),
    ("อาหาร วัตถุดิบ และการเก็บรักษา", "20", "17"),
    ("ภาชนะ อุปกรณ์ และการล้าง", "20", "16"),
    ("ผู้สัมผัสอาหาร", "20", "17"),
    ("น้ำดื่ม น้ำแข็ง และการจัดการขยะ", "20", "19"),
    ("รวม", "100", "87"),
]
INSPECTION_BOTTOM = [
    "ผลการประเมิน: ผ่านเกณฑ์ (87 คะแนน จากเกณฑ์ผ่าน 80 คะแนน) ได้รับป้าย Clean Food Good Taste",
    "ข้อที่ต้องแก้ไข: 1) ถังขยะเปียกหลังร้านไม่มีฝาปิด 2) ผู้ช่วยร้านก๋วยเตี๋ยว 1 คนไม่สวมหมวกคลุมผม "
    "3) ล้างจานในกะละมังใบเดียว ให้แยกล้าง 3 ขั้นตอน",
    "ให้แก้ไขภายใน 30 วัน เจ้าหน้าที่จะตรวจซ้ำในเดือนพฤศจิกายน 2568",
]

# ---------------------------------------------------------------- bank, household pdfs
LOAN_LETTER = [
    "THAI COMMUNITY BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Pathom Branch, Rajvithee Road\n"
    "22 September 2025\n"
    "Ref. TCB-NPT-SME-25-0318\n"
    "\n"
    "Dear Mrs. Supaporn Ruangsri,\n"
    "\n"
    "RE: APPROVAL OF SME LOAN - KHRUA PEE PHA\n"
    "We are pleased to inform you that your application for a small business loan has been approved:\n"
    "Purpose: kitchen equipment (hot food display, chest freezer) for your canteen stalls\n"
    "Loan amount: 150,000 THB\n"
    "Interest rate: 6.25% per year, fixed for the whole term\n"
    "Term: 36 months\n"
    "Monthly installment: 4,580 THB, by auto-debit from savings account 412-6-08821-5\n"
    "First installment: 25 Nov 2025, then on the 25th of every month\n"
    "Front-end fee: 750 THB (0.5%), deducted from the loan amount\n"
    "Guarantor: Mr. Prasert Ruangsri\n"
    "\n"
    "Please come to the branch with your ID card and house registration to sign the loan agreement\n"
    "by 10 Oct 2025. The money will be transferred within 3 working days after signing.\n"
    "\n"
    "Yours sincerely,\n"
    "Khun Nattaya Kaewkla, SME Relationship Manager, 034-251-664",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Pathom\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Supaporn Ruangsri\n"
    "Address: 88/21 Moo 4, Sam Khwai Phueak, Mueang Nakhon Pathom 73000\n"
    "Customer no. 020034471162\n"
    "Billing period: 14 Sep 2025 - 13 Oct 2025\n"
    "Meter reading: 31,408 -> 31,894   Units used: 486 kWh\n"
    "Energy charge 2,010.35  Ft 47.63  Service 38.22  VAT 7% 146.73\n"
    "AMOUNT DUE: 2,242.93 THB\n"
    "Due date: 27 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - Nakhon Pathom Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Supaporn Ruangsri    Account: 5410-228-0937\n"
    "Address: 88/21 Moo 4, Sam Khwai Phueak, Mueang Nakhon Pathom\n"
    "Meter: 1,206 -> 1,230   Water used: 24 cubic metres\n"
    "Water charge 252.00   Service fee 30.00   VAT 7% 19.74\n"
    "TOTAL 301.74 THB\n"
    "Due date: 30 Oct 2025",
]
LIFE_NOTICE = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Pathom Service Centre\n"
    "1 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Dear Mrs. Supaporn Ruangsri,\n"
    "Policy no. CPL-20-774512   Plan: Whole Life 20 Pay with health rider (room 3,000 THB/day)\n"
    "Insured: Mrs. Supaporn Ruangsri    Beneficiary: Miss Chanida Ruangsri (daughter)\n"
    "\n"
    "Policy year 6: 15 Dec 2025 - 14 Dec 2026\n"
    "Basic premium: 16,850 THB\n"
    "Health rider premium: 9,420 THB (age band 45-49; last year 8,110 THB)\n"
    "TOTAL PREMIUM DUE: 26,270 THB (last year 24,960 THB)\n"
    "Due date: 15 Dec 2025. Grace period 31 days.\n"
    "The premium is tax deductible up to the legal limit.\n"
    "Pay by bank transfer, at a counter service, or through your agent Khun Pornpimol (089-221-6045).\n"
    "\n"
    "Customer Service 02-118-4400",
]

# ---------------------------------------------------------------- slides for the school board
BOARD_SLIDES = [
    ("สรุปการดำเนินงานโรงอาหาร ภาคเรียนที่ 1/2568",
     "ครัวพี่ภา ร้านที่ 4-6 นำเสนอคณะกรรมการสถานศึกษา โรงเรียนดอนตูมพัฒนศึกษา\nสุภาพร เรืองศรี  24 ตุลาคม 2568"),
    ("จำนวนผู้ใช้บริการ",
     "เฉลี่ยวันละ 1,150 จาน/ชาม/แก้ว (นักเรียน 1,420 คน ครูและบุคลากร 86 คน)\n"
     "ข้าวราดแกง 560 จาน ก๋วยเตี๋ยว 330 ชาม เครื่องดื่มและขนม 260 รายการ"),
    ("ราคาและคุณภาพ",
     "ข้าวราดแกง 1 อย่าง 30 บาท ตามสัญญา ไม่ขึ้นราคาทั้งเทอม\n"
     "ผลตรวจสุขาภิบาลอาหาร 87/100 ผ่านเกณฑ์ (19 ก.ย. 2568)\n"
     "เลิกใช้กล่องโฟมทั้งหมด เปลี่ยนเป็นกล่องชานอ้อย"),
    ("ปัญหาที่พบ",
     "คิวยาวช่วง 12.00-12.20 น.\nต้นทุนหมูและแก๊สหุงต้มสูงขึ้น\nกับข้าวเย็นเร็ว ยังไม่มีตู้อุ่นอาหาร"),
    ("แผนภาคเรียนที่ 2/2568",
     "แบ่งพักกลางวัน 2 รอบ ตามที่โรงเรียนแจ้ง\n"
     "ซื้อตู้อุ่นอาหาร 6 ถาด งบไม่เกิน 30,000 บาท (เงินกู้ธนาคาร)\n"
     "เพิ่มเมนูเพื่อสุขภาพวันละ 2 อย่าง เช่น ผัดผักรวม ต้มจืดเต้าหู้"),
    ("ขอความเห็นชอบ",
     "ขอปรับราคาก๋วยเตี๋ยวพิเศษจาก 40 เป็น 45 บาท (ธรรมดายัง 35 บาท)\n"
     "ขอใช้พื้นที่หน้าร้านที่ 6 ตั้งตู้อุ่นอาหาร"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านโรงอาหาร/ซัพพลายเออร์/email_PathomLPG_Oct2025.txt": LPG_EMAIL,
    "ร้านโรงอาหาร/แชท/แชทไลน์_ครูสุนันทา_กีฬาสี.txt": """[5 พ.ย. 68 09:10] ครูสุนันทา: พี่ภาคะ ผอ.เซ็นอนุมัติใบเสนอราคาข้าวกล่องกีฬาสีแล้วนะคะ 34,480 ค่ะ
[5 พ.ย. 68 09:14] พี่ภา ครัวพี่ภา: ขอบคุณค่ะครู งาน 11-12 ธ.ค. เหมือนเดิมใช่มั้ยคะ
[5 พ.ย. 68 09:15] ครูสุนันทา: ใช่ค่ะ ส่งที่เต็นท์กองอำนวยการก่อน 11 โมงนะคะ
[18 พ.ย. 68 15:02] ครูสุนันทา: พี่ภาคะ นักเรียนลงชื่อเพิ่ม ขอเป็นวันละ 420 กล่องได้ไหมคะ
[18 พ.ย. 68 15:06] พี่ภา ครัวพี่ภา: ได้ค่ะครู ราคาเดิมกล่องละ 38 นะคะ
[18 พ.ย. 68 15:12] ครูสุนันทา: อีกเรื่องค่ะ น้ำดื่มไม่ต้องแล้วนะคะ ร้านน้ำดื่มพระปฐมเค้าสปอนเซอร์ให้ฟรี
[18 พ.ย. 68 15:20] พี่ภา ครัวพี่ภา: รับทราบค่ะ งั้นยอดใหม่ ข้าวกล่อง 840 กล่อง 31,920 + แตงโม 1,800 รวม 33,720 บาทค่ะ
[18 พ.ย. 68 15:21] ครูสุนันทา: ตามนั้นค่ะ 33,720 เดี๋ยวหนูทำเรื่องเบิกมัดจำ 10,000 ให้ก่อนนะคะ
[25 พ.ย. 68 10:02] ครูสุนันทา: โอนมัดจำ 10,000 ให้แล้วนะคะพี่ภา
[25 พ.ย. 68 10:30] พี่ภา ครัวพี่ภา: ได้รับแล้วค่ะ ขอบคุณค่ะ
""",
    "ร้านโรงอาหาร/แชท/แชทไลน์_เจ๊หมวย_หมูตลาดบน.txt": """[3 พ.ย. 68 05:40] เจ๊หมวย หมูตลาดบน: ภา เปิดเทอมแล้วนะ เอาหมูวันละเท่าไหร่
[3 พ.ย. 68 05:44] พี่ภา ครัวพี่ภา: หมูสับวันละ 15 โล สันคอ 5 โลค่ะเจ๊ โลเท่าไหร่คะ
[3 พ.ย. 68 05:50] เจ๊หมวย หมูตลาดบน: หมูสับ 140 สันคอ 160
[3 พ.ย. 68 05:52] พี่ภา ครัวพี่ภา: เจ๊ หมูสับ 135 ได้มั้ย เอาทุกวันทั้งเทอมเลย
[3 พ.ย. 68 06:05] เจ๊หมวย หมูตลาดบน: เอ้า 135 ก็ได้ สันคอ 160 เท่าเดิมนะ
[3 พ.ย. 68 06:06] พี่ภา ครัวพี่ภา: ขอบคุณค่ะเจ๊ ให้พ่อมิ้นท์ไปรับตีห้าครึ่งทุกวันนะคะ
[10 พ.ย. 68 17:31] เจ๊หมวย หมูตลาดบน: ภา หมูหน้าฟาร์มขึ้นทั้งตลาด ตั้งแต่วันจันทร์ 17 นี้ หมูสับ 145 นะ
[10 พ.ย. 68 17:40] พี่ภา ครัวพี่ภา: โห เจ๊ ข้าวแกงขายได้แค่ 30 บาท ขอ 140 ได้มั้ยคะ
[10 พ.ย. 68 17:52] เจ๊หมวย หมูตลาดบน: 142 ละกัน ต่ำกว่านี้เจ๊ขาดทุน
[10 พ.ย. 68 17:55] พี่ภา ครัวพี่ภา: โอเคค่ะ 142 ตกลง วันละ 15 โลเหมือนเดิม สันคอยัง 160 นะคะ
[10 พ.ย. 68 17:56] เจ๊หมวย หมูตลาดบน: จ้า
""",
    "ร้านโรงอาหาร/บัญชี/ค่าแรงลูกจ้าง_ก.ย.68.md": """# ค่าแรงลูกจ้าง กันยายน 2568

เปิดขาย 21 วัน (ปิดวันที่ 19 ก.ย. เพราะสาธารณสุขมาตรวจช่วงเช้า ขายครึ่งวัน นับเป็นวันเต็ม)

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ป้าจำเนียร | แม่ครัว ร้านข้าวแกง | 450 บาท | 21 วัน | 9,450 บาท |
| น้องฝน | ร้านก๋วยเตี๋ยว | 400 บาท | 21 วัน | 8,400 บาท |
| น้องบีม | ร้านน้ำ/ขนม | 350 บาท | 21 วัน | 7,350 บาท |
| ลุงชิต | ล้างจาน/ยกของ | 350 บาท | 20 วัน | 7,000 บาท |

รวมค่าแรง ก.ย. 32,200 บาท จ่ายแล้ววันที่ 30 ก.ย.
ป้าจำเนียรขอขึ้นค่าแรงเป็น 480 ตั้งแต่เทอม 2 ยังไม่ได้ตอบ
""",
    "ร้านโรงอาหาร/เมนูและราคา_เทอม2-2568.md": """# เมนูและราคา ครัวพี่ภา ภาคเรียนที่ 2/2568 (เริ่ม 3 พ.ย. 2568)

## ร้านที่ 4 ข้าวราดแกง
- ข้าว + กับข้าว 1 อย่าง 30 บาท, 2 อย่าง 40 บาท
- ไข่ดาว / ไข่เจียว เพิ่ม 7 บาท
- เมนูเพื่อสุขภาพ (ผัดผักรวม ต้มจืดเต้าหู้) ทุกวัน

## ร้านที่ 5 ก๋วยเตี๋ยว
- ก๋วยเตี๋ยวหมูน้ำใส / น้ำตก ธรรมดา 35 บาท พิเศษ 40 บาท (รอกรรมการอนุมัติ 45)
- เกาเหลา 35 บาท

## ร้านที่ 6 เครื่องดื่มและขนม
- น้ำผลไม้ปั่น 20 บาท, นมเย็น/ชาเย็น 15 บาท, น้ำเปล่า 7 บาท
- ขนมถ้วย / กล้วยบวดชี ถ้วยละ 10 บาท
""",
    "ร้านโรงอาหาร/สูตรแกงเขียวหวาน_หม้อใหญ่.md": """# แกงเขียวหวานไก่ หม้อใหญ่ (ประมาณ 120 ที่)
- น้ำพริกแกงเขียวหวาน 1.2 กก. (ร้านป้าเล็ก ตลาดบน)
- กะทิ 6 ลิตร แบ่งหัวกะทิผัดพริกแกงก่อน
- อกไก่หั่นชิ้น 7 กก.
- มะเขือเปราะ 3 กก. มะเขือพวง 1 กก.
- น้ำปลา น้ำตาลปี๊บ ใบมะกรูด โหระพา พริกชี้ฟ้าแดง
เด็ก ม.ต้น ไม่ค่อยกินเผ็ด ใส่พริกแกงน้อยลงวันที่มีประชุมผู้ปกครอง
""",
    "บ้าน/แชทไลน์_บ้านเรา_เรืองศรี.txt": """[25 ต.ค. 68 19:02] ภา: พ่อมิ้นท์ ค่าเทอมมิ้นท์ต้องจ่ายภายใน 31 ต.ค. นะ
[25 ต.ค. 68 19:10] เสริฐ: เดี๋ยวโอนวันพุธ เงินร้านพอมั้ย
[25 ต.ค. 68 19:12] ภา: ใช้เงินเก็บบ้านไปก่อน ร้านต้องจ่ายค่าข้าวกับค่ากล่อง
[29 ต.ค. 68 12:40] เสริฐ: โอนค่าเทอมมิ้นท์แล้ว ส่งสลิปในกลุ่มนะ
[1 พ.ย. 68 18:20] ภา: จดหมายประกันชีวิตเจ้าพระยามาแล้ว ปีนี้ขึ้นอีก สุขภาพแพงขึ้นเพราะแม่อายุ 45 แล้ว
[1 พ.ย. 68 18:25] เสริฐ: จ่ายก่อนกลางเดือนธันวาใช่มะ
[2 พ.ย. 68 20:05] มิ้นท์: แม่คะ หนูขอเงินค่าเสื้อทีมกีฬาสีที่โรงเรียน 350 ค่ะ
[2 พ.ย. 68 20:07] ภา: ได้ลูก พรุ่งนี้เอาไป
[5 พ.ย. 68 21:15] ภา: ตานัดกายภาพ 20 พ.ย. 9 โมง ใครพาไป แม่ติดขายข้าว
[5 พ.ย. 68 21:18] เสริฐ: ผมพาไปเอง ไปตลาดเสร็จแวะรับตา
[12 พ.ย. 68 06:10] เสริฐ: รถกระบะเข้าศูนย์ 22 พ.ย. เปลี่ยนผ้าเบรก ประมาณ 2,900
""",
    "บ้าน/นัดกายภาพพ่อ.md": """# นัดกายภาพตาเฉลิม (พ่อ)
- ข้อเข่าเสื่อมทั้งสองข้าง รักษาที่ รพ.นครปฐม แผนกกายภาพบำบัด
- ทำกายภาพทุก 2 สัปดาห์ ครั้งละ 800 บาท (ส่วนเกินสิทธิ์ที่เบิกไม่ได้)
- ต.ค. จ่ายรวมพบหมอกระดูกและยา 2,350 บาท
- นัดครั้งถัดไป 20 พฤศจิกายน 2568 เวลา 09.00 น. ใส่กางเกงขายาวหลวมๆ
- หมอให้ปั่นจักรยานอยู่กับที่วันละ 15 นาที ห้ามนั่งยองๆ
""",
}
TODO = {"todo.md": """- โอนค่าข้าวโรงสีรวงทอง ก่อน 3 ธ.ค.
- ต่อประกันชีวิตเจ้าพระยา ก่อน 15 ธ.ค.
- สั่งกล่องชานอ้อยเพิ่มสำหรับกีฬาสี
- เลือกตู้อุ่นอาหาร เจ้าไหนดี
- แก้ถังขยะหลังร้านก่อนสาธารณสุขมาตรวจซ้ำ
- พาตาไปกายภาพ 20 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านโรงอาหาร"
    school, quotes, warmer = shop / "สัญญาโรงเรียน", shop / "ใบเสนอราคา", shop / "ตู้อุ่นอาหาร"
    suppliers, books, bank = shop / "ซัพพลายเออร์", shop / "บัญชี", shop / "ธนาคาร"
    home = docs / "บ้าน"
    for folder in (school, quotes, warmer, suppliers, books, bank, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมิ้นท์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(school / "สัญญาเช่าร้านโรงอาหาร_ปีการศึกษา2568.docx", CONTRACT_TOP, headings=CONTRACT_HEADINGS,
               bottom=CONTRACT_BOTTOM)
    write_docx(school / "หนังสือโรงเรียน_ค่าเช่าร้านเทอม2-2568.docx", SCHOOL_LETTER)
    write_docx(quotes / "ใบเสนอราคา_ข้าวกล่องกีฬาสี_ร่าง.docx", SPORTS_DRAFT, SPORTS_DRAFT_TABLE,
               bottom=SPORTS_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ข้าวกล่องกีฬาสี_ส่งครู.docx", SPORTS_SENT, SPORTS_SENT_TABLE,
               bottom=SPORTS_SENT_BOTTOM)
    make_pdf(warmer / "PathomSteel_quotation_PSW-2510-044.pdf", PATHOMSTEEL_QUOTE)
    write_docx(warmer / "ใบเสนอราคา_ตู้อุ่นอาหาร_ช่างสมบัติสแตนเลส.docx", SOMBAT_QUOTE, SOMBAT_TABLE,
               bottom=SOMBAT_BOTTOM)
    make_pdf(suppliers / "RuangThong_rice_pricelist_2025.pdf", RICE_PRICES_2025)
    write_docx(suppliers / "ราคาข้าวสาร_โรงสีรวงทอง_2567.docx", RICE_PRICES_2567, RICE_PRICES_2567_TABLE,
               bottom=RICE_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "RuangThong_invoice_RT-6811-0392.pdf", RICE_INVOICE)
    make_pdf(suppliers / "GreenBox_invoice_GB-25-2291.pdf", GREENBOX_INVOICE)
    _book(books / "บัญชีโรงอาหาร_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _book(books / "บัญชีโรงอาหาร_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    write_docx(shop / "ผลตรวจสุขาภิบาล_ก.ย.68.docx", INSPECTION_TOP, INSPECTION_TABLE, bottom=INSPECTION_BOTTOM)
    make_pdf(bank / "TCB_SME_loan_letter_Sep2025.pdf", LOAN_LETTER)
    write_slides(shop / "นำเสนอกรรมการสถานศึกษา_เทอม1-2568.pptx", BOARD_SLIDES)
    make_pdf(home / "Bills" / "PEA_bill_Sep-Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_premium_notice_2025.pdf", LIFE_NOTICE)
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_ภาคเรียน1-2568.docx", FEES_T1[0], FEES_T1[1],
               bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_ภาคเรียน2-2568.docx", FEES_T2[0], FEES_T2[1],
               bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
