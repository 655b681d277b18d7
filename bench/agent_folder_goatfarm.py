"""The goatfarm folder: the papers of a dairy-goat farmer in Ratchaburi and his household, written by code.

The owner is นายวีรชัย ทองคำ (พี่ชัย). He runs "ไร่แพะนมสุขใจ" (Sukjai Goat Dairy) at 142 หมู่ 5 ต.ด่านทับตะโก
อ.จอมบึง จ.ราชบุรี: about 96 Saanen and Anglo-Nubian goats, pasteurised milk, yoghurt and goat-milk soap sold in
a small shop at the farm gate on the road to สวนผึ้ง. His wife กาญจนา (พี่แก้ว) makes the soap and runs the
shop, their daughter ปราง (ด.ญ.ปรางทิพย์) is in ม.1, his father พ่อสมบูรณ์ lives with them. It is November
2568 (2025).

Documents/ฟาร์มแพะ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_สวนผึ้งฮิลล์รีสอร์ท_ร่าง.docx: draft quote QT-68-014 to Suan Phueng Hill Resort for milk,
  soap and yoghurt, 51,300 a month.
- ใบเสนอราคา/ใบเสนอราคา_สวนผึ้งฮิลล์รีสอร์ท_ส่งจริง.docx: the final of the same quote, other figures, 50,600.
- ใบเสนอราคา/DairyPro_milking_machine_quotation.pdf: English quotation, 2-cluster mobile milking machine, 68,500.
- ใบเสนอราคา/ใบเสนอราคา_เครื่องรีดนม_เกษตรภัณฑ์ราชบุรี.docx: a Thai firm's quote for a similar machine, 64,200.
- Suppliers/RatchaburiFeed_pricelist_2025.pdf: English price list of Ratchaburi Feed Mill Co., Ltd. for 2025.
- Suppliers/ใบแจ้งหนี้_ราชบุรีฟีดมิลล์_ต.ค.68.docx: the same firm's October invoice in Thai (25,850, due 15 พ.ย.).
- Suppliers/email_RatchaburiFeed_Nov2025.txt: an English email: pellet and concentrate prices up from 1 Dec 2025.
- Suppliers/SoapCraft_invoice_Oct2025.pdf: English invoice for soap materials (lye, oils, boxes), 9,510.
- เอกสาร/BAAC_loan_approval_Oct2025.pdf: the bank's (BAAC) English letter approving a 450,000 barn loan,
  8,753 a month, first instalment 5 December 2025.
- เอกสาร/สัญญาฝากขายสบู่_บ้านของฝากเขาวัง.docx: consignment contract for soap with a souvenir shop (20%).
- บัญชี/บัญชีฟาร์ม_2568.xlsx: this year's book, three sheets (income by month; expenses by month; milk litres),
  January to October.
- บัญชี/บัญชีฟาร์ม_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงคนงาน_ต.ค.68.md: the October wages of two workers (21,500).
- ฝูงแพะ_พ.ย.68.md: the herd count (96 head) and goats sold in October.
- แชท/แชทไลน์_คาเฟ่ริมคลองดำเนิน.txt: LINE chat with a cafe; the weekly order goes from 120 bottles at 26 to
  150 bottles at 25 (3,750 a week).
- แชท/แชทไลน์_หมอเอก_สัตวแพทย์.txt: LINE chat with the vet; the FMD vaccination moves from 12 to 19 พ.ย.
- แผนฟาร์มปี2569.pptx: slides, the plan for next year (1,800,000 target, new barn 450,000).
- ราคาหน้าร้าน.md: the shop's price list.
- สูตรสบู่นมแพะ_ลาเวนเดอร์.md: the soap recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/MaeklongNet_internet_bill_Oct2025.pdf: English bills.
- ประกัน/SiamSiri_Life_premium_notice_2025.pdf: English notice, his life premium 2,860 -> 3,040 a month from
  1 Jan 2026; the household book pays สยามศิริประกันชีวิต (the same firm in Thai).
- ค่าเทอมปราง/ค่าเทอม_ปราง_เทอม1-2568.docx and ค่าเทอม_ปราง_เทอม2-2568.docx: school fee notices (23,950; 24,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on his father's knee treatment.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = "ไร่แพะนมสุขใจ (Sukjai Goat Dairy) 142 หมู่ 5 ต.ด่านทับตะโก อ.จอมบึง จ.ราชบุรี 70150 โทร 081-947-2206"

# ---------------------------------------------------------------- quotes we send
RESORT_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-014",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณพิมพ์ชนก ฝ่ายจัดซื้อ สวนผึ้ง ฮิลล์ รีสอร์ท",
    "เรื่อง นมแพะ โยเกิร์ต และสบู่นมแพะสำหรับห้องพัก ส่งสัปดาห์ละ 2 ครั้ง",
]
RESORT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวมต่อเดือน"),
    ("นมแพะพาสเจอร์ไรส์ 200 มล.", "40 ขวด/วัน", "25 บาท", "30,000"),
    ("โยเกิร์ตนมแพะ 150 มล.", "10 ถ้วย/วัน", "35 บาท", "10,500"),
    ("สบู่นมแพะก้อนเล็ก 40 กรัม (ของใช้ในห้องพัก)", "600 ก้อน/เดือน", "18 บาท", "10,800"),
    ("รวมต่อเดือน", "", "", "51,300"),
]
RESORT_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 51,300 บาท (ห้าหมื่นหนึ่งพันสามร้อยบาทถ้วน) ส่งฟรี",
                       "ร่าง ยังไม่ส่ง ให้แก้วเช็กต้นทุนสบู่ก้อนเล็กก่อน"]
RESORT_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-014",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณพิมพ์ชนก ฝ่ายจัดซื้อ สวนผึ้ง ฮิลล์ รีสอร์ท",
    "เรื่อง นมแพะ โยเกิร์ต และสบู่นมแพะสำหรับห้องพัก ส่งสัปดาห์ละ 2 ครั้ง (อังคาร/ศุกร์) เริ่ม 1 พฤศจิกายน 2568",
]
RESORT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวมต่อเดือน"),
    ("นมแพะพาสเจอร์ไรส์ 200 มล.", "35 ขวด/วัน", "26 บาท", "27,300"),
    ("โยเกิร์ตนมแพะ 150 มล.", "10 ถ้วย/วัน", "35 บาท", "10,500"),
    ("สบู่นมแพะก้อนเล็ก 40 กรัม (ของใช้ในห้องพัก)", "800 ก้อน/เดือน", "16 บาท", "12,800"),
    ("รวมต่อเดือน", "", "", "50,600"),
]
RESORT_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 50,600 บาท (ห้าหมื่นหกร้อยบาทถ้วน) ส่งฟรี",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 30 เมษายน 2569",
    "ลงชื่อ วีรชัย ทองคำ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- quotes we received
DAIRYPRO_QUOTE = [
    "DAIRYPRO EQUIPMENT CO., LTD.\n"
    "Milking and dairy equipment - 55/9 Phetkasem Road, Nakhon Chai Si, Nakhon Pathom 73120\n"
    "QUOTATION No. DP-Q-2510-033     Date: 9 Oct 2025\n"
    "To: Sukjai Goat Dairy (Khun Weerachai Thongkham), Chom Bueng, Ratchaburi\n"
    "\n"
    "Mobile goat milking machine, model DP-G2, 2 milking clusters\n"
    "- Vacuum pump 250 L/min, 1.5 HP motor\n"
    "- Stainless steel bucket 30 litres, pulsator 60/40\n"
    "Price: 68,500 THB including VAT\n"
    "Delivery, installation and 1-day training on the farm included.\n"
    "Warranty: 1 year on the machine, 2 years on the vacuum pump.\n"
    "Delivery: 14 days after the deposit. Deposit 30%, balance on installation.\n"
    "This quotation is valid until 30 Nov 2025.\n"
    "Sales: Khun Nattapong 089-225-6174",
]
KASET_QUOTE = [
    "ห้างหุ้นส่วนจำกัด เกษตรภัณฑ์ราชบุรี",
    "ขายและซ่อมเครื่องมือฟาร์มปศุสัตว์ 21/4 ถนนเพชรเกษม อ.เมือง จ.ราชบุรี โทร 032-318-554",
    "ใบเสนอราคา เลขที่ กภ.2568/117  วันที่ 15 ตุลาคม 2568",
    "เรียน คุณวีรชัย ทองคำ ไร่แพะนมสุขใจ",
]
KASET_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องรีดนมแพะแบบเคลื่อนที่ 2 หัวรีด ปั๊มสุญญากาศ 200 ลิตร/นาที ถังสแตนเลส 25 ลิตร", "1 ชุด", "59,800"),
    ("ค่าติดตั้งและสอนการใช้งาน", "1 ครั้ง", "4,400"),
    ("รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่มแล้ว)", "", "64,200"),
]
KASET_BOTTOM = [
    "รวมทั้งสิ้น 64,200 บาท (หกหมื่นสี่พันสองร้อยบาทถ้วน)",
    "รับประกันเครื่อง 6 เดือน ส่งของภายใน 7 วัน ชำระเต็มจำนวนวันส่งของ",
    "มีช่างอยู่ราชบุรี เรียกซ่อมได้ภายในวันเดียว ค่าบริการนอกประกันครั้งละ 500 บาท",
    "ลงชื่อ สมพงษ์ รุ่งเรือง หุ้นส่วนผู้จัดการ",
]

# ---------------------------------------------------------------- feed mill (English and Thai)
FEED_PRICES_2025 = [
    "RATCHABURI FEED MILL CO., LTD.\n"
    "99 Moo 2, Ratchaburi-Pak Tho Road, Mueang Ratchaburi 70000   Tel. 032-337-918\n"
    "PRICE LIST 2025 - GOAT AND SHEEP FEED\n"
    "Valid 1 January 2025 until further notice. Prices in THB per bag, including VAT.\n"
    "\n"
    "Goat pellet 18% protein, 30 kg ............ 465\n"
    "Dairy goat concentrate 20% protein, 30 kg . 520\n"
    "Kid starter 22% protein, 25 kg ............ 610\n"
    "Pangola hay bale, approx. 20 kg ........... 160\n"
    "Mineral lick block, 2 kg .................. 95\n"
    "\n"
    "Free delivery in Ratchaburi for orders of 30 bags or more.\n"
    "Payment: 30 days credit for registered farms.\n"
    "Contact: Khun Suthep Wongsa, sales@ratchaburifeed.co.th",
]
FEED_INVOICE = [
    "บริษัท ราชบุรีฟีดมิลล์ จำกัด",
    "99 หมู่ 2 ถนนราชบุรี-ปากท่อ อ.เมือง จ.ราชบุรี 70000",
    "ใบแจ้งหนี้/ใบกำกับภาษี เลขที่ RFM-6810-0452",
    "วันที่ 16 ตุลาคม 2568   ครบกำหนดชำระ 15 พฤศจิกายน 2568",
    "ลูกค้า: ไร่แพะนมสุขใจ (คุณวีรชัย ทองคำ) อ.จอมบึง จ.ราชบุรี",
]
FEED_INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน (บาท)"),
    ("อาหารข้นแพะนม โปรตีน 20% กระสอบ 30 กก.", "30 กระสอบ", "520", "15,600"),
    ("อาหารเม็ดแพะ โปรตีน 18% กระสอบ 30 กก.", "20 กระสอบ", "465", "9,300"),
    ("ก้อนแร่ธาตุ 2 กก.", "10 ก้อน", "95", "950"),
    ("รวมทั้งสิ้น", "", "", "25,850"),
]
FEED_INVOICE_BOTTOM = ["รวมทั้งสิ้น 25,850 บาท (สองหมื่นห้าพันแปดร้อยห้าสิบบาทถ้วน)",
                       "โอนเข้าบัญชี ธนาคารกรุงไทย สาขาราชบุรี ชื่อบัญชี บจ.ราชบุรีฟีดมิลล์ เลขที่ 712-6-04418-3",
                       "ผู้รับเงิน สุเทพ วงศ์สา"]
FEED_EMAIL = """From: Suthep Wongsa <sales@ratchaburifeed.co.th>
To: sukjaigoatdairy@gmail.com
Date: Tue, 4 Nov 2025 09:12
Subject: New feed prices from 1 December 2025

Dear Khun Weerachai,

Thank you for buying from us all year. Because soybean meal and cassava prices went up, our prices change
from 1 December 2025:

- Goat pellet 18% protein, 30 kg: 490 THB per bag (now 465)
- Dairy goat concentrate 20% protein, 30 kg: 545 THB per bag (now 520)
- Kid starter, hay and mineral blocks: no change

Free delivery will need 40 bags or more (now 30 bags). If you order before 30 November we can still give
the old prices for one more delivery of up to 60 bags.

Best regards,
Suthep Wongsa
Sales, Ratchaburi Feed Mill Co., Ltd.
032-337-918
"""
SOAPCRAFT_INVOICE = [
    "BANGKOK SOAP CRAFT SUPPLY CO., LTD.\n"
    "Soap and cosmetic raw materials - Bang Khae, Bangkok 10160\n"
    "INVOICE No. BSC-25-10-2291        Date: 21 Oct 2025\n"
    "Bill to: Sukjai Goat Dairy (Khun Kanchana Thongkham), Chom Bueng, Ratchaburi\n"
    "\n"
    "Sodium hydroxide (lye) 99%         5 kg       x 120.00      600.00\n"
    "Refined coconut oil                18 L       x 95.00     1,710.00\n"
    "Olive pomace oil                   10 L       x 210.00    2,100.00\n"
    "Lavender essential oil             500 ml     x 1,450.00  1,450.00\n"
    "Printed soap box 8x6 cm            1,000 pcs  x 3.50      3,500.00\n"
    "Shipping (Kerry Express)                                    150.00\n"
    "\n"
    "TOTAL 9,510.00 THB   Paid by transfer 21 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- bank, contract
BAAC_LETTER = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC)\n"
    "Chom Bueng Branch, Ratchaburi\n"
    "Ref. BAAC-CB 3318/2025                          8 October 2025\n"
    "\n"
    "Subject: Approval of your loan application\n"
    "Dear Mr. Weerachai Thongkham,\n"
    "We are pleased to inform you that your application of 2 September 2025 has been approved.\n"
    "\n"
    "Purpose: construction of a raised goat barn and a milk room\n"
    "Loan amount: 450,000 THB\n"
    "Interest rate: 6.25% per year (fixed for the first 2 years)\n"
    "Term: 5 years (60 monthly instalments)\n"
    "Monthly instalment: 8,753 THB\n"
    "First instalment due: 5 December 2025\n"
    "Collateral: land title deed no. 18842, Dan Thap Tako, Chom Bueng\n",
    "Please come to the branch to sign the loan contract on 20 October 2025 at 10:00.\n"
    "Bring your ID card, house registration, the title deed and the barn plan with its cost estimate.\n"
    "The money will be paid in two parts: 250,000 THB at signing and 200,000 THB when the roof is done.\n"
    "\n"
    "Yours sincerely,\n"
    "Khun Jintana Saelim\n"
    "Credit Officer, BAAC Chom Bueng Branch, tel. 032-261-405",
]
CONSIGN = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ร้านบ้านของฝากเขาวัง อ.เมือง จ.ราชบุรี  วันที่ 25 ตุลาคม 2568",
    "ระหว่าง นางสาวรัชนี แก้วประเสริฐ เจ้าของร้านบ้านของฝากเขาวัง ซึ่งต่อไปเรียกว่า \"ผู้รับฝากขาย\"",
    "กับ นางกาญจนา ทองคำ ไร่แพะนมสุขใจ ซึ่งต่อไปเรียกว่า \"ผู้ฝากขาย\"",
]
CONSIGN_HEADINGS = [
    ("ข้อ 1 สินค้า", "สบู่นมแพะสุขใจ ก้อนละ 100 กรัม 3 กลิ่น (ลาเวนเดอร์ ขมิ้น ถ่านไม้ไผ่)\n"
     "ผู้รับฝากขายต้องขายราคาปลีกก้อนละ 69 บาท ห้ามขายเกินหรือต่ำกว่านี้"),
    ("ข้อ 2 ค่าตอบแทน", "ผู้รับฝากขายได้ค่าตอบแทนร้อยละ 20 ของยอดขาย (ก้อนละ 13.80 บาท)"),
    ("ข้อ 3 การส่งของและสรุปยอด", "ผู้ฝากขายส่งสินค้าครั้งละไม่น้อยกว่า 100 ก้อน\n"
     "ผู้รับฝากขายสรุปยอดขายและโอนเงินให้ผู้ฝากขายทุกวันที่ 10 ของเดือน"),
    ("ข้อ 4 สินค้าชำรุด", "สินค้าชำรุดหรือหมดอายุ ผู้ฝากขายเปลี่ยนให้ใหม่โดยไม่คิดเงิน"),
    ("ข้อ 5 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569\n"
     "ฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้า 30 วัน และผู้รับฝากขายต้องคืนสินค้าที่เหลือทั้งหมด"),
]
CONSIGN_BOTTOM = ["ลงชื่อ รัชนี แก้วประเสริฐ ผู้รับฝากขาย", "ลงชื่อ กาญจนา ทองคำ ผู้ฝากขาย",
                  "ลงชื่อ วีรชัย ทองคำ พยาน"]

# ---------------------------------------------------------------- books
BOOK_2568 = {
    "milk": [52400, 49800, 47300, 43600, 45100, 48900, 51200, 53800, 55600, 58300],
    "shop": [21600, 24300, 19800, 26400, 18200, 15600, 16900, 17400, 19200, 22800],
    "goats": [0, 12000, 0, 7500, 0, 0, 10000, 0, 0, 15000],
    "feed": [24800, 24200, 25600, 26100, 25300, 24900, 25800, 26400, 27200, 27850],
    "wages": [19800, 19800, 20400, 20400, 20400, 21000, 21000, 21000, 21500, 21500],
    "vet": [1800, 950, 3200, 1100, 800, 4600, 1200, 900, 1500, 2300],
    "soap": [6200, 7400, 5900, 8100, 5200, 4700, 5100, 5400, 6300, 9510],
    "power": [3400, 3600, 4100, 4600, 4500, 4200, 3900, 3800, 3700, 3650],
    "does": [44, 44, 42, 40, 41, 43, 45, 46, 47, 48],
    "litres": [2590, 2340, 2410, 2150, 2240, 2380, 2570, 2660, 2700, 2830],
}
BOOK_2567 = {
    "milk": [45800, 43900, 41200, 38600, 40100, 42700, 44900, 46300, 47800, 49600, 51200, 56400],
    "shop": [17800, 20600, 16200, 22100, 15300, 13200, 14100, 14800, 16100, 18700, 23400, 34700],
    "goats": [8000, 0, 9000, 0, 0, 12500, 0, 7500, 0, 0, 10000, 0],
    "feed": [22100, 21800, 22600, 23400, 22900, 22500, 23100, 23600, 24200, 24500, 24800, 25300],
    "wages": [18000, 18000, 18600, 18600, 18600, 18600, 19200, 19200, 19200, 19800, 19800, 19800],
    "vet": [1500, 700, 2900, 900, 1100, 4200, 800, 1000, 1300, 2100, 900, 1600],
    "soap": [4800, 6100, 4500, 6900, 4200, 3900, 4300, 4600, 5100, 6800, 7900, 11200],
    "power": [3100, 3300, 3800, 4300, 4200, 3900, 3600, 3500, 3400, 3300, 3200, 3300],
    "does": [38, 38, 36, 35, 36, 38, 39, 40, 41, 42, 42, 43],
    "litres": [2240, 2010, 2070, 1860, 1950, 2090, 2230, 2290, 2330, 2420, 2400, 2480],
}


def _farm_book(path: Path, year: str, data: dict[str, list[int]]) -> None:
    months = len(data["milk"])
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับไร่แพะนมสุขใจ ปี {year} (Farm income {year})"])
    income.append(["เดือน (Month)", "ขายนม/โยเกิร์ต (Milk, THB)", "สบู่/หน้าร้าน (Soap & shop, THB)",
                   "ขายแพะ (Goat sales, THB)", "รวม (Total, THB)"])
    for i in range(months):
        row = [data["milk"][i], data["shop"][i], data["goats"][i]]
        income.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    sums = [sum(data[k]) for k in ("milk", "shop", "goats")]
    income.append(["รวม (Total)"] + sums + [sum(sums)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    keys = ("feed", "wages", "vet", "soap", "power")
    costs.append(["เดือน (Month)", "อาหารสัตว์ (Feed)", "ค่าแรง (Wages)", "ยา/วัคซีน (Vet)",
                  "วัตถุดิบสบู่ (Soap materials)", "ค่าไฟฟาร์ม (Farm electricity)", "รวม (Total)"])
    for i in range(months):
        row = [data[k][i] for k in keys]
        costs.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    sums = [sum(data[k]) for k in keys]
    costs.append(["รวม (Total)"] + sums + [sum(sums)])
    for column in range(2, 8):
        money_format(costs, column)
    milk = book.create_sheet("น้ำนม Milk")
    milk.append([f"ปริมาณน้ำนม ปี {year} (Milk yield {year})"])
    milk.append(["เดือน (Month)", "แม่รีดนม (Milking does)", "น้ำนมรวม (Milk, litres)"])
    for i in range(months):
        milk.append([f"{MONTHS[i]} {year}", data["does"][i], data["litres"][i]])
    milk.append(["รวม (Total)", "", sum(data["litres"])])
    money_format(milk, 3)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.64, "PEA"), ("ค่าน้ำประปา (Water)", 214, ""),
                  ("อินเทอร์เน็ต (Internet)", 738.30, "MaeklongNet"), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 3850, ""),
                  ("ประกันชีวิตพี่ชัย (Life insurance)", 2860, "สยามศิริประกันชีวิต"),
                  ("ค่ารถตู้รับส่งปราง (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2604.10, "PEA"), ("ค่าน้ำประปา (Water)", 236, ""),
                  ("อินเทอร์เน็ต (Internet)", 738.30, "MaeklongNet"), ("ค่ากับข้าว (Food)", 9350, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4120, ""),
                  ("ประกันชีวิตพี่ชัย (Life insurance)", 2860, "สยามศิริประกันชีวิต"),
                  ("ค่ารถตู้รับส่งปราง (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ซองงานบวชหลาน (Ordination gift)", 1000, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2496.37, "PEA"), ("ค่าน้ำประปา (Water)", 228, ""),
                  ("อินเทอร์เน็ต (Internet)", 738.30, "MaeklongNet"), ("ค่ากับข้าว (Food)", 9100, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4380, ""),
                  ("ประกันชีวิตพี่ชัย (Life insurance)", 2860, "สยามศิริประกันชีวิต"),
                  ("ค่ารถตู้รับส่งปราง (School van)", 1800, ""),
                  ("ค่ายาพ่อ + ฉีดยาเข่า (Dad's medicine, knee injection)", 3450, "รพ.ราชบุรี")],
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
    top = ["โรงเรียนราชบุรีพัฒนศึกษา", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปรางทิพย์ ทองคำ  ชั้น ม.1/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน สาขาราชบุรี 0200-4417-8853",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,250")], "23,950", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าเข้าค่ายลูกเสือ-เนตรนารี", "2,200"), ("ค่าเรียนคอมพิวเตอร์", "1,500")],
                "24,400", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chom Bueng\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weerachai Thongkham\n"
    "Address: 142 Moo 5, Dan Thap Tako, Chom Bueng, Ratchaburi 70150 (house)\n"
    "Customer no. 020014772019\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 30,117 -> 30,655   Units used: 538 kWh\n"
    "Energy charge 2,252.34  Ft 42.50  Service 38.22  VAT 7% 163.31\n"
    "AMOUNT DUE: 2,496.37 THB\n"
    "Due date: 28 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
NET_BILL = [
    "MAEKLONG NET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Weerachai Thongkham    Account: MK-7703-1184\n"
    "Package: Farm Fibre 1000/500 Mbps      690.00\n"
    "VAT 7%                                  48.30\n"
    "TOTAL                                  738.30 THB\n"
    "Due date: 22 Oct 2025. Pay by PromptPay QR or at Counter Service.",
]
LIFE_NOTICE = [
    "SIAM SIRI LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Ratchaburi Service Centre, Khao Wang Road\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM NOTICE\n"
    "Dear Mr. Weerachai Thongkham,\n"
    "Policy no. SSL-4410-2289, plan Saving Plus 15/20, sum assured 600,000 THB\n"
    "Insured: Mr. Weerachai Thongkham   Beneficiary: Mrs. Kanchana Thongkham\n"
    "\n"
    "Your policy year 6 starts on 1 January 2026.\n"
    "Monthly premium now: 2,860 THB\n"
    "Monthly premium from 1 January 2026: 3,040 THB (the rider for hospital cash moves to a new age band)\n"
    "Payment stays by auto-debit from your account on the 1st of each month.\n"
    "If you wish to remove the hospital cash rider, please tell your agent before 15 December 2025.\n"
    "Agent: Khun Wanida Phromsri 086-412-7730\n"
    "\n"
    "Customer Service, Siam Siri Life",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(BOOK_2568["milk"]) + sum(BOOK_2568["shop"]) + sum(BOOK_2568["goats"])
    return [
        ("แผนไร่แพะนมสุขใจ ปี 2569", "Sukjai Goat Dairy - plan for 2026\nวีรชัย และ กาญจนา ทองคำ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: สวนผึ้ง ฮิลล์ รีสอร์ท, คาเฟ่ริมคลองดำเนิน, ร้านบ้านของฝากเขาวัง\n"
                         "ปัญหา: รีดนมด้วยมือ ใช้เวลาวันละ 4 ชั่วโมง, ค่าอาหารข้นขึ้น ธ.ค."),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,800,000 บาท\nเพิ่มแม่รีดนมจาก 48 เป็น 70 ตัว\n"
                            "น้ำนมเฉลี่ยวันละ 130 ลิตร"),
        ("โรงเรือนใหม่", "โรงเรือนยกพื้น + ห้องรีดนม งบ 450,000 บาท (เงินกู้ ธ.ก.ส.)\n"
                         "เริ่มสร้างธันวาคม 2568 เสร็จมีนาคม 2569"),
        ("เครื่องรีดนม", "ซื้อเครื่องรีดนม 2 หัว งบไม่เกิน 70,000 บาท\nเทียบ DairyPro กับ เกษตรภัณฑ์ราชบุรี"),
        ("สบู่และหน้าร้าน", "จดแจ้ง อย. สบู่ 3 กลิ่น\nฝากขายร้านของฝาก 3 ร้าน\n"
                           "ขาย LINE OA / Shopee เป้า 300 ก้อนต่อเดือน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์มแพะ/แชท/แชทไลน์_คาเฟ่ริมคลองดำเนิน.txt": """[3 ต.ค. 68 10:42] เมย์ คาเฟ่ริมคลอง: สวัสดีค่ะพี่ชัย ร้านอยากสั่งนมแพะขวด 200 มล. ประจำทุกสัปดาห์ค่ะ
[3 ต.ค. 68 10:45] เมย์ คาเฟ่ริมคลอง: เริ่มที่สัปดาห์ละ 120 ขวดก่อน ราคาส่งเท่าไหร่คะ
[3 ต.ค. 68 11:02] ไร่แพะนมสุขใจ: ราคาส่งขวดละ 26 บาทครับ 120 ขวดก็ 3,120 บาทต่อสัปดาห์ ส่งทุกวันเสาร์ครับ
[3 ต.ค. 68 11:05] เมย์ คาเฟ่ริมคลอง: โอเคค่ะ เริ่มเสาร์ที่ 11 นะคะ
[11 ต.ค. 68 07:30] ไร่แพะนมสุขใจ: ส่งแล้วครับ 120 ขวด ฝากไว้กับน้องที่บาร์
[17 ต.ค. 68 16:20] เมย์ คาเฟ่ริมคลอง: พี่ชัยคะ ขายดีมากเลย ลูกค้าทัวร์ชอบ ขอเพิ่มเป็นสัปดาห์ละ 150 ขวดได้มั้ยคะ
[17 ต.ค. 68 16:22] เมย์ คาเฟ่ริมคลอง: ถ้าสั่งเยอะขึ้นลดให้ขวดละ 24 ได้มั้ยคะ 555
[17 ต.ค. 68 16:40] ไร่แพะนมสุขใจ: 24 ไม่ไหวครับ ค่าอาหารแพะขึ้น ให้ได้ขวดละ 25 ครับ
[17 ต.ค. 68 16:43] เมย์ คาเฟ่ริมคลอง: ตกลงค่ะ 150 ขวด ขวดละ 25 นะคะ
[17 ต.ค. 68 16:45] ไร่แพะนมสุขใจ: ครับ สัปดาห์ละ 3,750 บาท แบ่งส่งอังคารกับเสาร์ วันละ 75 ขวด นมจะได้สดๆ
[17 ต.ค. 68 16:46] เมย์ คาเฟ่ริมคลอง: ดีเลยค่ะ โอนทุกวันเสาร์นะคะ
[1 พ.ย. 68 08:15] เมย์ คาเฟ่ริมคลอง: ได้รับแล้วค่ะ 75 ขวด โอนให้แล้ว 3,750 นะคะ
""",
    "ฟาร์มแพะ/แชท/แชทไลน์_หมอเอก_สัตวแพทย์.txt": """[28 ต.ค. 68 19:05] หมอเอก สัตวแพทย์: พี่ชัยครับ รอบฉีดวัคซีนปากและเท้าเปื่อย (FMD) ของฟาร์มถึงแล้วนะครับ
[28 ต.ค. 68 19:06] หมอเอก สัตวแพทย์: ผมลงไว้วันพุธที่ 12 พ.ย. 8 โมงเช้า ได้มั้ยครับ
[28 ต.ค. 68 19:20] ไร่แพะนมสุขใจ: ได้ครับหมอ ตอนนี้มีทั้งหมด 96 ตัว ลูกแพะเล็กต้องฉีดด้วยมั้ยครับ
[28 ต.ค. 68 19:25] หมอเอก สัตวแพทย์: ลูกแพะอายุไม่ถึง 4 เดือนยังไม่ต้องครับ ค่าวัคซีนตัวละ 35 บาท ค่ารถ 300 ครับ
[28 ต.ค. 68 19:26] หมอเอก สัตวแพทย์: ถ่ายพยาธิพร้อมกันเลยนะครับ ตัวละ 20 บาท
[6 พ.ย. 68 18:40] หมอเอก สัตวแพทย์: พี่ชัยครับ ขอโทษครับ วัคซีนล็อตใหม่จากปศุสัตว์จังหวัดมาช้า ขอเลื่อนเป็นวันพุธที่ 19 พ.ย. เวลาเดิม 8 โมงนะครับ
[6 พ.ย. 68 18:52] ไร่แพะนมสุขใจ: ได้ครับหมอ 19 พ.ย. 8 โมง เดี๋ยวให้ลุงเพิ่มต้อนแพะเข้าคอกไว้ก่อน
[6 พ.ย. 68 18:55] หมอเอก สัตวแพทย์: ครับ ฝากงดให้อาหารข้นเช้าวันนั้นด้วยนะครับ
""",
    "ฟาร์มแพะ/บัญชี/ค่าแรงคนงาน_ต.ค.68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ลุงเพิ่ม | ดูแลแพะ รีดนม | 400 บาท | 31 วัน | 12,400 บาท |
| น้องฝน | ทำสบู่ ขายหน้าร้าน | 350 บาท | 26 วัน | 9,100 บาท |

รวมจ่ายค่าแรง ต.ค. 21,500 บาท จ่ายแล้ว 31 ต.ค.
ลุงเพิ่มทำทุกวันไม่มีวันหยุด เพราะต้องรีดนมเช้า-เย็น เดือนหน้าให้ลูกชายลุงมาช่วยวันอาทิตย์
""",
    "ฟาร์มแพะ/ฝูงแพะ_พ.ย.68.md": """# ฝูงแพะ นับเมื่อ 1 พฤศจิกายน 2568

| กลุ่ม | จำนวน |
|---|---|
| แม่แพะรีดนม (ซาแนน 30, แองโกลนูเบียน 18) | 48 ตัว |
| แม่แพะท้อง/พักรีด | 14 ตัว |
| แพะสาว (ยังไม่ผสม) | 12 ตัว |
| ลูกแพะ (อายุไม่ถึง 4 เดือน) | 18 ตัว |
| พ่อพันธุ์ | 4 ตัว |
| รวม | 96 ตัว |

- ต.ค. ขายลูกแพะตัวผู้ 6 ตัว ตัวละ 2,500 บาท = 15,000 บาท (ขายให้ฟาร์มลุงสิทธิ์ บ้านคา)
- ต.ค. แม่แพะตาย 1 ตัว (เบอร์ 27 ท้องอืด)
- น้ำนมเฉลี่ยตอนนี้ตัวละ 1.9 ลิตรต่อวัน
- คาดว่าจะคลอดช่วง ธ.ค.–ม.ค. ประมาณ 20 ตัว
""",
    "ฟาร์มแพะ/ราคาหน้าร้าน.md": """# ราคาหน้าร้านนมแพะสุขใจ (ปรับ 1 ก.ค. 2568)

- นมแพะพาสเจอร์ไรส์ 200 มล. ขวดละ 30 บาท
- นมแพะพาสเจอร์ไรส์ 500 มล. ขวดละ 65 บาท
- โยเกิร์ตนมแพะ 150 มล. ถ้วยละ 45 บาท
- ไอศกรีมนมแพะ ถ้วยละ 39 บาท
- สบู่นมแพะ 100 กรัม ก้อนละ 69 บาท (ลาเวนเดอร์ / ขมิ้น / ถ่านไม้ไผ่)
- ชุดของขวัญสบู่ 3 ก้อน กล่องละ 199 บาท
- ให้นมลูกแพะด้วยขวด (นักท่องเที่ยว) ขวดละ 20 บาท
""",
    "ฟาร์มแพะ/สูตรสบู่นมแพะ_ลาเวนเดอร์.md": """# สูตรสบู่นมแพะลาเวนเดอร์ (แก้วทำ)
- นมแพะแช่แข็ง 330 กรัม
- โซดาไฟ 140 กรัม
- น้ำมันมะพร้าว 300 กรัม
- น้ำมันมะกอก 500 กรัม
- น้ำมันปาล์ม 200 กรัม
- น้ำมันหอมระเหยลาเวนเดอร์ 25 มล.
ค่อยๆ ใส่โซดาไฟลงในนมแช่แข็ง อย่าให้เกิน 35 องศา เทพิมพ์ บ่ม 4 สัปดาห์ ได้ประมาณ 14 ก้อน
""",
    "ฟาร์มแพะ/Suppliers/email_RatchaburiFeed_Nov2025.txt": FEED_EMAIL,
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[1 พ.ย. 68 19:30] แก้ว: พี่ ค่าเทอมปรางต้องจ่ายก่อน 10 พ.ย. นะ 24,400
[1 พ.ย. 68 19:34] ชัย: รู้แล้ว เดี๋ยวรอเงินรีสอร์ทเข้าก่อน
[1 พ.ย. 68 19:35] ปราง: แม่ ค่ายลูกเสือไปวันที่ 27 พ.ย. นะคะ ต้องซื้อผ้าพันคอใหม่
[2 พ.ย. 68 07:10] พ่อ: วันที่ 21 พ่อนัดหมอเข่าที่ รพ.ราชบุรี ใครไปส่งได้บ้าง
[2 พ.ย. 68 07:15] ชัย: ผมไปส่งเองพ่อ ส่งนมคาเฟ่เสร็จแล้วไปรับ
[4 พ.ย. 68 20:02] แก้ว: ประกันชีวิตพี่ส่งจดหมายมา ปีหน้าเบี้ยขึ้นเป็นเดือนละ 3,040
[4 พ.ย. 68 20:05] ชัย: ค่อยคุยกับพี่วนิดา ตัดค่าชดเชยรายวันออกดีมั้ย
[5 พ.ย. 68 12:40] แก้ว: โอนค่าเทอมปรางแล้วนะ 24,400 ส่งสลิปในกลุ่มแล้ว
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อสมบูรณ์)
- ข้อเข่าเสื่อมทั้งสองข้าง รักษาที่ รพ.ราชบุรี คลินิกกระดูกและข้อ
- นัดครั้งถัดไป 21 พฤศจิกายน 2568 เวลา 09.00 น. ฉีดน้ำเลี้ยงข้อเข็มที่ 2
- ค่ายาปกติเดือนละประมาณ 950 บาท
- ต.ค. ฉีดเข็มแรก จ่ายรวม 3,450 บาท (เบิกไม่ได้)
- หมอให้ลดน้ำหนัก ห้ามนั่งยอง ๆ ตอนให้อาหารแพะ
""",
}
TODO = {"todo.md": """- จ่ายค่าอาหารแพะ ราชบุรีฟีดมิลล์ ก่อน 15 พ.ย.
- ตัดสินใจเรื่องเครื่องรีดนม (ใบเสนอราคา DairyPro หมด 30 พ.ย.)
- 19 พ.ย. หมอเอกมาฉีดวัคซีน
- พาพ่อไปหาหมอ 21 พ.ย.
- ส่งสบู่ล็อตแรกให้ร้านบ้านของฝากเขาวัง
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มแพะ"
    quotes, papers, suppliers, books = farm / "ใบเสนอราคา", farm / "เอกสาร", farm / "Suppliers", farm / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, farm / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมปราง"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_สวนผึ้งฮิลล์รีสอร์ท_ร่าง.docx", RESORT_DRAFT, RESORT_DRAFT_TABLE,
               bottom=RESORT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สวนผึ้งฮิลล์รีสอร์ท_ส่งจริง.docx", RESORT_FINAL, RESORT_FINAL_TABLE,
               bottom=RESORT_FINAL_BOTTOM)
    make_pdf(quotes / "DairyPro_milking_machine_quotation.pdf", DAIRYPRO_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_เครื่องรีดนม_เกษตรภัณฑ์ราชบุรี.docx", KASET_QUOTE, KASET_TABLE,
               bottom=KASET_BOTTOM)
    make_pdf(suppliers / "RatchaburiFeed_pricelist_2025.pdf", FEED_PRICES_2025)
    write_docx(suppliers / "ใบแจ้งหนี้_ราชบุรีฟีดมิลล์_ต.ค.68.docx", FEED_INVOICE, FEED_INVOICE_TABLE,
               bottom=FEED_INVOICE_BOTTOM)
    make_pdf(suppliers / "SoapCraft_invoice_Oct2025.pdf", SOAPCRAFT_INVOICE)
    make_pdf(papers / "BAAC_loan_approval_Oct2025.pdf", BAAC_LETTER)
    write_docx(papers / "สัญญาฝากขายสบู่_บ้านของฝากเขาวัง.docx", CONSIGN, headings=CONSIGN_HEADINGS,
               bottom=CONSIGN_BOTTOM)
    _farm_book(books / "บัญชีฟาร์ม_2568.xlsx", "2568", BOOK_2568)
    _farm_book(books / "บัญชีฟาร์ม_2567.xlsx", "2567", BOOK_2567)
    write_slides(farm / "แผนฟาร์มปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "MaeklongNet_internet_bill_Oct2025.pdf", NET_BILL)
    make_pdf(home / "ประกัน" / "SiamSiri_Life_premium_notice_2025.pdf", LIFE_NOTICE)
    write_docx(home / "ค่าเทอมปราง" / "ค่าเทอม_ปราง_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมปราง" / "ค่าเทอม_ปราง_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
