"""The frogfarm folder: the papers of a Thai frog and catfish farmer couple and their household, written by code.

The owners are นายประเสริฐ แก้วมณี (พี่เสริฐ / เสริฐ) and his wife นางวันเพ็ญ แก้วมณี (พี่เพ็ญ / เพ็ญ). They run
"ฟาร์มกบปลาดุกแก้วมณี" (Kaewmanee Frog & Catfish Farm), 112/4 หมู่ 3 ต.บางใหญ่ อ.บางปลาม้า จ.สุพรรณบุรี 72150:
36 concrete ponds (24 for frogs, 12 for catfish). They sell live frogs by the kilo to a wholesaler at ตลาดโพธิ์พระยา
(เจ๊หมวย, นางมณีรัตน์ แซ่ตั้ง), cleaned frogs and catfish to a restaurant firm (บริษัท สุพรรณครัวไทย จำกัด, which runs
ร้านครัวริมท่าจีน; buyer คุณศิริพร ทองดี = พี่ต่าย). Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2, his mother แม่จิต
(Mrs. Somjit Kaewmanee, 71) was in hospital in October. It is November 2568 (2025).

Documents/ฟาร์มกบปลาดุก/ (the business)
- ใบเสนอราคา/ใบเสนอราคา สุพรรณครัวไทย draft v1.docx: draft quote QT-68-031 (3 ต.ค. 2568, never sent) to บริษัท
  สุพรรณครัวไทย จำกัด: cleaned frog 60 กก./สัปดาห์ at 145, cleaned catfish 80 กก./สัปดาห์ at 78; 59,760 a month.
- ใบเสนอราคา/ใบเสนอราคา สุพรรณครัวไทย final v2.docx: the final (10 ต.ค. 2568): frog 70 กก. at 140 (39,200),
  catfish 80 กก. at 75 (24,000), 63,200 a month from 1 พฤศจิกายน 2568.
- ใบเสนอราคา/ใบเสนอราคาบ่อปูน_ช่างเอก.docx: local builder นายเอกชัย บุญรอด (ช่างเอก), 6 concrete ponds 3x4 m at
  14,500 (87,000) + pipes 6,800 + drain 4,200 = 98,000, no VAT, deposit 50% = 49,000.
- ใบเสนอราคา/SuphanConcrete_quotation_QT6811-044.pdf: English quote of Suphan Concrete Co., Ltd. (สุพรรณคอนกรีต)
  for the same 6 ponds: 6 x 13,900 = 83,400 + pipes 7,500; subtotal 90,900, VAT 6,363, total 97,263, deposit 29,178.90.
- Suppliers/ThaiAquaFeed_pricelist_2025.pdf: English 2025 list of Thai Aqua Feed Co., Ltd.: frog feed No.1 655,
  No.2 610, No.3 575, catfish floating 395, sinking 360 THB per 20 kg bag.
- Suppliers/ราคาอาหาร_ไทยอควาฟีด_2567.docx: last year's list of the same firm in Thai (บริษัท ไทยอควาฟีด จำกัด):
  630 / 585 / 550 / 372 / 340 บาท/กระสอบ.
- Suppliers/ThaiAquaFeed_invoice_IV6810-118.pdf: invoice 28 Oct 2025, 60 bags No.2 + 10 bags No.1 + 25 bags
  catfish = 53,025.00 incl. VAT 3,468.93, due 27 Nov 2025.
- Suppliers/ใบเสร็จ ไทยอควาฟีด RC6811-052.docx: the receipt for that invoice, 4 พ.ย. 2568: 53,025.00 less 2% early
  payment 1,060.50 = 51,964.50 actually paid.
- Suppliers/email_ThaiAquaFeed_new_price_Dec2025.txt: email: frog feed No.2 640, No.1 680, catfish floating 410
  THB/bag from 1 December 2025.
- แชท/แชทไลน์_เฮียเล้ง_ลูกกบ.txt: LINE chat with the froglet seller: 20,000 froglets, 1.20 proposed, 1.00 asked,
  settled at 1.10 = 22,000; deposit 5,000 paid, balance 17,000 on delivery 20 พ.ย.
- แชท/แชทไลน์_พี่ต่าย_ครัวริมท่าจีน.txt: LINE chat with the restaurant buyer: for ธ.ค. only, frog 90 กก./สัปดาห์;
  74,400 at 140, asked 135, settled 138 = 73,680 a month.
- แชท/แชทไลน์_เจ๊หมวย_ตลาดโพธิ์พระยา.txt: LINE chat with the market wholesaler: 200 กก. at 75 becomes 250 กก.;
  70 asked, 73 offered, settled 72 = 18,000; weighed 248 กก., paid 17,856.
- บัญชี/ยอดขาย_กบปลาดุก_2568.xlsx: this year's book, two sheets (sales by month: live frog / cleaned frog /
  catfish; expenses by month: feed, farm electricity, wages, fry and froglets, medicine and salt), Jan to Oct.
- บัญชี/ยอดขาย_กบปลาดุก_2567.xlsx: last year's book, same layout, Jan to Dec.
- บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.md: October wages: น้องบิว 10,800, ป้าแจ่ม 7,700, ลุงหวัด 9,000; 27,500 in all.
- บัญชี/Stock บ่อ 1 Nov 68.md: what is in each group of ponds on 1 พ.ย. 2568 (45,920 frogs, 25,500 catfish).
- เอกสารฟาร์ม/ChaoPhrayaFarmersBank_loan_approval_Nov2025.pdf: English approval of a 250,000 farm loan, 5.75%,
  48 months, 5,843 a month, first instalment 5 Jan 2026, sign by 28 Nov 2025.
- เอกสารฟาร์ม/หนังสือ_ประมงอำเภอบางปลาม้า_GAP.docx: district fisheries office letter: GAP audit 11 ธ.ค. 2568,
  certificate expires 31 ม.ค. 2569, update ทบ.1 by 15 ธ.ค. 2568, complaint about waste water.
- เอกสารฟาร์ม/PEA_farm_bill_Sep2025.pdf (1,046 kWh, 4,862.40, due 3 Oct 2025) and PEA_farm_bill_Oct2025.pdf
  (1,142 kWh, 5,318.75, due 3 Nov 2025): English bills of the farm meter.
- แผนฟาร์ม 2569 v3.pptx: slides, next year's plan (2,400,000 target, 6 new ponds, cleaning room, the loan).
- กบผัดเผ็ด_สูตรแม่จิต.md: the mother's spicy stir-fried frog recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf: English bill of the house meter, 298 kWh, 1,386.52, due 3 Nov 2025.
- ค่าเทอมภูมิ/ค่าเทอม_น้องภูมิ_เทอม1-2568.docx and ค่าเทอม_น้องภูมิ_เทอม2-2568.docx: school fee notices
  (13,900 due 16 พ.ค. 2568; 14,750 due 14 พ.ย. 2568).
- ประกัน/SuvarnaLife_premium_notice_2025.pdf: English premium notice for the wife's health policy: 18,960 due
  30 Nov 2025 (last year 17,420); the husband's life policy with the same firm is in the spending book as
  สุวรรณประกันชีวิต.
- แม่/SuphanVejjakarn_hospital_bill_Oct2025.pdf: the mother's inpatient bill: 44,830 charges, insurance 25,000,
  payable 19,830, deposit 5,000, balance 14,830 paid at discharge.
- แม่/นัดหมอแม่จิต.md: notes on the mother's follow-up (17 พ.ย. 2568) and medicine.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = ("ฟาร์มกบปลาดุกแก้วมณี (Kaewmanee Frog & Catfish Farm) 112/4 หมู่ 3 ต.บางใหญ่ อ.บางปลาม้า "
            "จ.สุพรรณบุรี 72150 โทร 089-204-6631")

# ---------------------------------------------------------------- quotes to the restaurant firm
RESTAURANT_TO = ("เรียน คุณศิริพร ทองดี ฝ่ายจัดซื้อ บริษัท สุพรรณครัวไทย จำกัด (ร้านครัวริมท่าจีน 3 สาขา) "
                 "อ.เมือง จ.สุพรรณบุรี")
QUOTE_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-68-031",
    "วันที่ 3 ตุลาคม 2568",
    RESTAURANT_TO,
    "เรื่อง กบชำแหละและปลาดุกชำแหละ ส่งทุกวันจันทร์และพฤหัสบดี คิดเดือนละ 4 สัปดาห์",
]
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อสัปดาห์", "ราคาต่อหน่วย", "รวมต่อเดือน (4 สัปดาห์)"),
    ("กบนาชำแหละ ลอกหนัง ล้างสะอาด แพ็กถุงละ 2 กก.", "60 กก.", "145 บาท/กก.", "34,800"),
    ("ปลาดุกบิ๊กอุยชำแหละ ตัดหัว ควักไส้", "80 กก.", "78 บาท/กก.", "24,960"),
    ("รวมต่อเดือน", "", "", "59,760"),
]
QUOTE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 59,760 บาท (ห้าหมื่นเก้าพันเจ็ดร้อยหกสิบบาทถ้วน) ส่งฟรีถึงร้านทั้ง 3 สาขา",
    "ร่าง ยังไม่ได้ส่ง ต้องคุยกับเสริฐเรื่องราคาอาหารกบก่อน",
]
QUOTE_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-031 (ฉบับแก้ไข v2)",
    "วันที่ 10 ตุลาคม 2568",
    RESTAURANT_TO,
    "เรื่อง กบชำแหละและปลาดุกชำแหละ ส่งทุกวันจันทร์และพฤหัสบดี ก่อน 9.00 น. เริ่ม 1 พฤศจิกายน 2568",
]
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อสัปดาห์", "ราคาต่อหน่วย", "รวมต่อเดือน (4 สัปดาห์)"),
    ("กบนาชำแหละ ลอกหนัง ล้างสะอาด แพ็กถุงละ 2 กก.", "70 กก.", "140 บาท/กก.", "39,200"),
    ("ปลาดุกบิ๊กอุยชำแหละ ตัดหัว ควักไส้", "80 กก.", "75 บาท/กก.", "24,000"),
    ("รวมต่อเดือน", "", "", "63,200"),
]
QUOTE_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 63,200 บาท (หกหมื่นสามพันสองร้อยบาทถ้วน) ส่งฟรีถึงร้านทั้ง 3 สาขา",
    "ฟาร์มไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม ราคานี้ไม่มี VAT",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 15 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "สินค้าแช่น้ำแข็งส่ง อุณหภูมิไม่เกิน 4 องศา",
    "ลงชื่อ วันเพ็ญ แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- pond quotes
PONDS_EK = [
    "ช่างเอก รับเหมาก่อสร้าง งานบ่อปูน รั้ว ต่อเติม",
    "9/2 หมู่ 5 ต.บางใหญ่ อ.บางปลาม้า จ.สุพรรณบุรี โทร 086-771-2048",
    "ใบเสนอราคา เลขที่ 12/2568  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณประเสริฐ แก้วมณี ฟาร์มกบปลาดุกแก้วมณี",
    "เรื่อง ก่อสร้างบ่อปูนเลี้ยงกบ ขนาด 3x4 เมตร สูง 1.2 เมตร จำนวน 6 บ่อ",
]
PONDS_EK_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บ่อปูนก่ออิฐฉาบ เสริมเหล็ก ขนาด 3x4 ม. สูง 1.2 ม. พื้นเทปูน", "6 บ่อ", "14,500", "87,000"),
    ("ระบบท่อน้ำเข้า-ออก พีวีซี พร้อมวาล์ว", "1 งาน", "6,800", "6,800"),
    ("รางระบายน้ำและทางเดินรอบบ่อ", "1 งาน", "4,200", "4,200"),
    ("รวมทั้งสิ้น", "", "", "98,000"),
]
PONDS_EK_BOTTOM = [
    "รวมทั้งสิ้น 98,000 บาท (ไม่มี VAT ช่างไม่ได้จดทะเบียน)",
    "มัดจำ 50% = 49,000 บาท ก่อนเริ่มงาน ส่วนที่เหลือจ่ายเมื่องานเสร็จ",
    "ระยะเวลาทำงานประมาณ 25 วัน รับประกันบ่อรั่วซึม 1 ปี",
    "ลงชื่อ นายเอกชัย บุญรอด (ช่างเอก)",
]
PONDS_SUPHAN = [
    "SUPHAN CONCRETE CO., LTD.\n"
    "Precast concrete, farm ponds and drainage\n"
    "45/9 Malaimaen Road, Mueang Suphan Buri 72000  Tel. 035-521-778\n"
    "\n"
    "QUOTATION No. QT6811-044          Date: 3 Nov 2025\n"
    "To: Khun Prasert Kaewmanee, Kaewmanee Frog & Catfish Farm, Bang Pla Ma, Suphan Buri\n"
    "Project: 6 concrete ponds for frogs, 3 x 4 m, wall height 1.2 m\n"
    "\n"
    "Item                                              Qty     Unit price    Amount\n"
    "Concrete pond 3x4 m, reinforced, plastered floor  6       13,900.00     83,400.00\n"
    "Inlet/outlet PVC pipes and valves                 1 lot    7,500.00      7,500.00\n"
    "\n"
    "Subtotal                                                               90,900.00\n"
    "VAT 7%                                                                  6,363.00\n"
    "GRAND TOTAL                                                   97,263.00 THB\n"
    "\n"
    "Deposit 30% on order: 29,178.90 THB. Balance on completion.\n"
    "Work time: 12 working days from deposit. Warranty against leaks: 2 years.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Wiroj 081-355-2094",
]

# ---------------------------------------------------------------- feed supplier papers
FEED_PRICES_2025 = [
    "THAI AQUA FEED CO., LTD.\n"
    "88 Moo 6, Phet Kasem Road, Mueang Nakhon Pathom 73000  Tel. 034-258-410\n"
    "PRICE LIST 2025 - FROG AND FISH FEED\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per 20 kg bag, VAT included.\n"
    "\n"
    "Frog feed No.1, small frog, 42% protein ....... 655 THB/bag\n"
    "Frog feed No.2, grow-out, 38% protein ......... 610 THB/bag\n"
    "Frog feed No.3, large frog, 35% protein ....... 575 THB/bag\n"
    "Catfish feed, floating, 32% protein ........... 395 THB/bag\n"
    "Catfish feed, sinking, 30% protein ............ 360 THB/bag\n"
    "\n"
    "Minimum order 30 bags. Free delivery in Suphan Buri for 80 bags or more.\n"
    "Payment: 30 days credit. 2% discount if paid within 7 days of the invoice.\n"
    "Contact: Anucha Srisawat, sales@thaiaquafeed.co.th",
]
FEED_PRICES_2567 = ["บริษัท ไทยอควาฟีด จำกัด", "ใบราคาอาหารกบและอาหารปลา ปี 2567 (1 มกราคม – 31 ธันวาคม 2567)",
                    "ราคาต่อกระสอบ 20 กก. รวมภาษีมูลค่าเพิ่มแล้ว"]
FEED_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("อาหารกบเบอร์ 1 กบเล็ก โปรตีน 42%", "630 บาท/กระสอบ"),
    ("อาหารกบเบอร์ 2 กบรุ่น โปรตีน 38%", "585 บาท/กระสอบ"),
    ("อาหารกบเบอร์ 3 กบใหญ่ โปรตีน 35%", "550 บาท/กระสอบ"),
    ("อาหารปลาดุก ชนิดลอยน้ำ โปรตีน 32%", "372 บาท/กระสอบ"),
    ("อาหารปลาดุก ชนิดจมน้ำ โปรตีน 30%", "340 บาท/กระสอบ"),
]
FEED_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 30 กระสอบ ส่งฟรีในจังหวัดสุพรรณบุรีเมื่อสั่ง 100 กระสอบขึ้นไป",
                           "เครดิต 30 วัน",
                           "ติดต่อ คุณอนุชา ศรีสวัสดิ์ ฝ่ายขาย"]
FEED_INVOICE = [
    "THAI AQUA FEED CO., LTD.\n"
    "TAX INVOICE / INVOICE No. IV6810-118\n"
    "Date: 28 Oct 2025          Due date: 27 Nov 2025\n"
    "Customer: Kaewmanee Frog & Catfish Farm (Mr. Prasert Kaewmanee), 112/4 Moo 3, Bang Yai, Bang Pla Ma,\n"
    "Suphan Buri 72150\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "Frog feed No.2, grow-out, 38%          60 bags   610.00       36,600.00\n"
    "Frog feed No.1, small frog, 42%        10 bags   655.00        6,550.00\n"
    "Catfish feed, floating, 32%            25 bags   395.00        9,875.00\n"
    "\n"
    "Value before VAT                                               49,556.07\n"
    "VAT 7%                                                          3,468.93\n"
    "TOTAL DUE (VAT included): 53,025.00 THB\n"
    "2% discount if paid within 7 days. Transfer to Thai Aqua Feed Co., Ltd., account 431-0-58820-7\n"
    "and send the slip by LINE. Thank you.",
]
FEED_RECEIPT = [
    "บริษัท ไทยอควาฟีด จำกัด 88 หมู่ 6 ถ.เพชรเกษม อ.เมือง จ.นครปฐม 73000",
    "ใบเสร็จรับเงิน เลขที่ RC6811-052",
    "วันที่ 4 พฤศจิกายน 2568",
    "ได้รับเงินจาก คุณประเสริฐ แก้วมณี ฟาร์มกบปลาดุกแก้วมณี อ.บางปลาม้า จ.สุพรรณบุรี",
]
FEED_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าอาหารกบและอาหารปลา ตามใบแจ้งหนี้ IV6810-118 ลงวันที่ 28/10/68", "53,025.00"),
    ("หัก ส่วนลดชำระภายใน 7 วัน 2%", "-1,060.50"),
    ("รับชำระสุทธิ", "51,964.50"),
]
FEED_RECEIPT_BOTTOM = [
    "รับชำระสุทธิ 51,964.50 บาท (ห้าหมื่นหนึ่งพันเก้าร้อยหกสิบสี่บาทห้าสิบสตางค์)",
    "ชำระโดยโอนเงินเข้าบัญชีบริษัท เมื่อวันที่ 4/11/68",
    "ผู้รับเงิน นางสาวรัชนี ทองคำ ฝ่ายการเงิน",
]
FEED_EMAIL = """From: Anucha Srisawat <sales@thaiaquafeed.co.th>
To: kaewmaneefarm@gmail.com
Date: Wed, 12 Nov 2025 10:24
Subject: Price adjustment from 1 December 2025

Dear Khun Prasert,

Thank you for ordering with Thai Aqua Feed every month. Because fishmeal and soybean meal went up again,
our prices will change from 1 December 2025:

- Frog feed No.1 (42%): 680 THB/bag
- Frog feed No.2 (38%): 640 THB/bag (the 2025 price list says 610 THB/bag)
- Catfish feed, floating (32%): 410 THB/bag
Frog feed No.3 and sinking catfish feed do not change.

Orders paid before 30 November will still be billed at the old prices. The 2% discount for paying within
7 days stays. Our truck to Bang Pla Ma will come on Tuesdays and Fridays.

Best regards,
Anucha Srisawat
Sales, Thai Aqua Feed Co., Ltd.
034-258-410
"""

# ---------------------------------------------------------------- bank, fisheries office, farm bills
BANK_LETTER = [
    "CHAO PHRAYA FARMERS BANK PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Branch, Nen Kaew Road, Mueang Suphan Buri 72000  Tel. 035-523-917\n"
    "\n"
    "5 November 2025\n"
    "Ref: CPFB-SP/LN-2568/1184\n"
    "Subject: Approval of Farm Improvement Loan\n"
    "\n"
    "Dear Mr. Prasert Kaewmanee,\n"
    "Kaewmanee Frog & Catfish Farm, 112/4 Moo 3, Bang Yai, Bang Pla Ma, Suphan Buri 72150\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: 6 new concrete ponds, a frog cleaning room with a chiller, and water pumps\n"
    "Loan amount: 250,000 THB\n"
    "Interest rate: 5.75% per year, fixed for the first 2 years, then MRR - 1.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 5,843 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Collateral: land title deed no. 8821, Bang Yai, Bang Pla Ma\n"
    "Front-end fee: 1,250 THB\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 28 Nov 2025, with your ID card, your wife's\n"
    "consent letter, the house registration and the original title deed. If the agreement is not signed by\n"
    "this date, the approval will be cancelled.\n"
    "\n"
    "Yours sincerely,\n"
    "Pimchanok Rattanawong\n"
    "Agriculture Credit Officer",
]
FISHERIES_LETTER = [
    "สำนักงานประมงอำเภอบางปลาม้า จังหวัดสุพรรณบุรี",
    "ที่ สพ 0510.3/812",
    "30 ตุลาคม 2568",
    "เรื่อง การตรวจติดตามมาตรฐาน GAP และการปรับปรุงทะเบียนผู้เพาะเลี้ยงสัตว์น้ำ (ทบ.1)",
    "เรียน นายประเสริฐ แก้วมณี เจ้าของฟาร์มกบปลาดุกแก้วมณี",
    "ด้วยใบรับรองการปฏิบัติทางการเกษตรที่ดี (GAP) สำหรับฟาร์มเพาะเลี้ยงกบและปลาดุก เลขที่ 72-0415-0098 "
    "ของท่าน จะหมดอายุวันที่ 31 มกราคม 2569 เจ้าหน้าที่จะเข้าตรวจติดตามฟาร์มในวันที่ 11 ธันวาคม 2568 "
    "เวลา 09.30 น. ขอให้เตรียมบันทึกการให้อาหาร บันทึกคุณภาพน้ำ บันทึกการใช้ยาและสารเคมี ย้อนหลัง 6 เดือน",
    "ขอให้ท่านปรับปรุงข้อมูลทะเบียนผู้เพาะเลี้ยงสัตว์น้ำ (ทบ.1) ให้ตรงกับจำนวนบ่อจริง (ทะเบียนเดิม 30 บ่อ) "
    "ภายในวันที่ 15 ธันวาคม 2568 ไม่มีค่าธรรมเนียม",
    "นอกจากนี้ สำนักงานได้รับเรื่องร้องเรียนเรื่องน้ำทิ้งจากบ่อปลาดุกไหลลงคลองบางใหญ่ มีกลิ่นเหม็น "
    "ขอให้ปล่อยน้ำทิ้งผ่านบ่อพักน้ำก่อนทุกครั้ง และห้ามปล่อยน้ำลงคลองโดยตรง",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นางสาวกมลวรรณ ศรีสุข ประมงอำเภอบางปลาม้า",
]
PEA_FARM_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pla Ma\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Kaewmanee\n"
    "Address: 112/4 Moo 3, Bang Yai, Bang Pla Ma, Suphan Buri 72150 (farm meter, pumps and aerators)\n"
    "Customer no. 020051177304   Rate: small business\n"
    "Billing period: 20 Aug 2025 - 19 Sep 2025\n"
    "Meter reading: 61,288 -> 62,334   Units used: 1,046 kWh\n"
    "Energy charge 4,082.67  Ft 415.47  Service 46.16  VAT 7% 318.10\n"
    "AMOUNT DUE: 4,862.40 THB\n"
    "Due date: 3 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_FARM_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pla Ma\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Kaewmanee\n"
    "Address: 112/4 Moo 3, Bang Yai, Bang Pla Ma, Suphan Buri 72150 (farm meter, pumps and aerators)\n"
    "Customer no. 020051177304   Rate: small business\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 62,334 -> 63,476   Units used: 1,142 kWh\n"
    "Energy charge 4,471.03  Ft 453.60  Service 46.16  VAT 7% 347.96\n"
    "AMOUNT DUE: 5,318.75 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_HOME_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pla Ma\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Wanpen Kaewmanee\n"
    "Address: 112/5 Moo 3, Bang Yai, Bang Pla Ma, Suphan Buri 72150 (house meter)\n"
    "Customer no. 020051180952   Rate: residential\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 18,905 -> 19,203   Units used: 298 kWh\n"
    "Energy charge 1,139.22  Ft 118.37  Service 38.22  VAT 7% 90.71\n"
    "AMOUNT DUE: 1,386.52 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]

# ---------------------------------------------------------------- books
LIVE_FROG_2568 = [68400, 54200, 61800, 72500, 88300, 95600, 102400, 98700, 91200, 84600]
CLEAN_FROG_2568 = [18200, 16900, 19400, 21800, 24600, 26300, 27900, 28400, 29100, 31500]
CATFISH_2568 = [42600, 40800, 44100, 45900, 43200, 41700, 44800, 46300, 47500, 48900]
FEED_2568 = [48600, 45200, 51300, 55800, 62400, 66100, 68900, 70200, 67300, 63800]
POWER_2568 = [3980, 3720, 4310, 4920, 5240, 5110, 4870, 4680, 4862.40, 5318.75]
WAGES_2568 = [24000, 24000, 24000, 25500, 25500, 25500, 26200, 26200, 26200, 27500]
SEED_2568 = [12000, 0, 18500, 9600, 0, 14200, 0, 11800, 0, 8400]
MEDS_2568 = [1850, 1420, 2100, 2640, 2980, 3150, 2760, 2410, 2230, 1980]
LIVE_FROG_2567 = [59800, 48600, 55200, 64900, 79400, 86100, 91800, 89300, 82600, 76400, 70200, 73900]
CLEAN_FROG_2567 = [12400, 11800, 13600, 15200, 17900, 19300, 20600, 21100, 21800, 22900, 23600, 27400]
CATFISH_2567 = [38900, 37200, 40300, 41600, 39800, 38400, 40900, 42200, 43100, 44600, 45800, 49200]
FEED_2567 = [44100, 41800, 46900, 50600, 56300, 59800, 62400, 63700, 61200, 58100, 55400, 53900]
POWER_2567 = [3620, 3410, 3980, 4560, 4890, 4720, 4510, 4330, 4280, 4410, 3960, 3790]
WAGES_2567 = [22500] * 3 + [23400] * 6 + [24000] * 3
SEED_2567 = [10500, 0, 16800, 8900, 0, 13100, 0, 10400, 0, 7600, 0, 0]
MEDS_2567 = [1620, 1300, 1940, 2410, 2750, 2880, 2530, 2260, 2050, 1830, 1700, 1650]


def _sales_book(path: Path, year: str, sales_columns: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายฟาร์มกบปลาดุกแก้วมณี ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "กบเป็น ขายส่งตลาด (Live frogs, THB)", "กบชำแหละ ร้านอาหาร (Cleaned frogs, THB)",
                  "ปลาดุก (Catfish, THB)", "รวม (Total, THB)"])
    live, clean, fish = sales_columns
    for month, a, b, c in zip(MONTHS, live, clean, fish):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(live), sum(clean), sum(fish), sum(live) + sum(clean) + sum(fish)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าอาหารกบ/ปลา (Feed)", "ค่าไฟฟาร์ม (Farm electricity)", "ค่าแรง (Wages)",
                  "ลูกกบ/ลูกปลา (Froglets and fry)", "ยา/เกลือ/จุลินทรีย์ (Medicine, salt)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(live)]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1412.77, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 180, ""),
                  ("อินเทอร์เน็ต (Internet)", 588.50, "FiberNet"), ("ค่ากับข้าว (Food)", 9600, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4300, ""),
                  ("ประกันชีวิตพี่เสริฐ (Life insurance)", 1450, "สุวรรณประกันชีวิต"),
                  ("รถตู้รับส่งภูมิ (School van)", 1500, ""), ("ค่ายาแม่จิต (Mum's medicine)", 1100, ""),
                  ("ผ่อนสหกรณ์ออมทรัพย์ (Co-op loan)", 3200, "งวดที่ 14/36")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1455.06, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 195, ""),
                  ("อินเทอร์เน็ต (Internet)", 588.50, "FiberNet"), ("ค่ากับข้าว (Food)", 9850, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4120, ""),
                  ("ประกันชีวิตพี่เสริฐ (Life insurance)", 1450, "สุวรรณประกันชีวิต"),
                  ("รถตู้รับส่งภูมิ (School van)", 1500, ""), ("ค่ายาแม่จิต (Mum's medicine)", 1100, ""),
                  ("ผ่อนสหกรณ์ออมทรัพย์ (Co-op loan)", 3200, "งวดที่ 15/36"),
                  ("ซ่อมมอเตอร์ไซค์ (Motorbike repair)", 850, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1386.52, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 170, ""),
                  ("อินเทอร์เน็ต (Internet)", 588.50, "FiberNet"), ("ค่ากับข้าว (Food)", 9400, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4650, "ไปเฝ้าแม่ที่ รพ. หลายรอบ"),
                  ("ประกันชีวิตพี่เสริฐ (Life insurance)", 1450, "สุวรรณประกันชีวิต"),
                  ("รถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ค่า รพ.แม่จิต มัดจำ (Hospital deposit)", 5000, "รพ.สุพรรณเวชการ 8 ต.ค."),
                  ("ค่า รพ.แม่จิต ส่วนที่เหลือ (Hospital balance)", 14830, "จ่ายวันออก 13 ต.ค."),
                  ("ค่ายาแม่จิต (Mum's medicine)", 1250, "ยาพ่น"),
                  ("ผ่อนสหกรณ์ออมทรัพย์ (Co-op loan)", 3200, "งวดที่ 16/36")],
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
    top = ["โรงเรียนท่าจีนวิทยา อ.บางปลาม้า จ.สุพรรณบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ม.2/3  เลขประจำตัว 21457"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารเจ้าพระยาเพื่อเกษตรกร 602-1-44871-3",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "6,500"), ("ค่าเรียนภาษาอังกฤษเสริม", "2,400"),
                           ("ค่าอาหารกลางวัน", "4,200"), ("ค่าประกันอุบัติเหตุ", "300"),
                           ("ค่าเสื้อพละ", "500")], "13,900", "16 พ.ค. 2568 (16/05/68)")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "6,500"), ("ค่าเรียนภาษาอังกฤษเสริม", "2,400"),
                           ("ค่าอาหารกลางวัน", "4,200"), ("ค่าทัศนศึกษา อยุธยา", "1,350"),
                           ("ค่าค่ายคอมพิวเตอร์", "300")], "14,750", "14 พ.ย. 2568 (14/11/68)")

# ---------------------------------------------------------------- household pdfs
INSURANCE_NOTICE = [
    "SUVARNA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Service Office, Malaimaen Road\n"
    "31 October 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner and insured: Mrs. Wanpen Kaewmanee (age 44)\n"
    "Policy no. SVL-4417-2093\n"
    "Plan: Health Care Plus with Cancer Care rider (in-patient cover 500,000 THB a year)\n"
    "\n"
    "Annual premium: 18,960 THB (last year 17,420 THB; the rate rises in the 41-45 age band)\n"
    "Due date: 30 Nov 2025\n"
    "Grace period: 31 days. If the premium is not paid by the end of the grace period,\n"
    "the policy will lapse and a new health check will be needed.\n"
    "Pay by bank transfer, at the service office, or through your agent Khun Jintana (081-640-2275).\n"
    "\n"
    "Health insurance premiums are tax-deductible up to 25,000 THB a year.\n"
    "Customer Service Department",
]
HOSPITAL_BILL = [
    "SUPHAN VEJJAKARN HOSPITAL\n"
    "Malaimaen Road, Mueang Suphan Buri 72000  Tel. 035-512-330\n"
    "INPATIENT BILL AND RECEIPT SUMMARY   No. IPD-68-10-0457\n"
    "\n"
    "Patient: Mrs. Somjit Kaewmanee   Age 71   HN 45-18832\n"
    "Admitted: 8 Oct 2025   Discharged: 13 Oct 2025 (5 nights)\n"
    "Diagnosis: community-acquired pneumonia\n"
    "\n"
    "Room, standard single, 5 nights x 2,200 ............ 11,000.00\n"
    "Nursing care ........................................ 3,000.00\n"
    "Medicines and IV fluids ............................ 14,380.00\n"
    "Laboratory and chest X-ray .......................... 6,950.00\n"
    "Doctor's fees ....................................... 9,500.00\n"
    "TOTAL CHARGES ...................................... 44,830.00\n"
    "Less: insurance claim, Suvarna Life policy SVL-2291-0638 .. -25,000.00\n"
    "Amount payable by patient .......................... 19,830.00\n"
    "Less: deposit paid on admission, 8 Oct 2025 ......... -5,000.00\n"
    "BALANCE PAID AT DISCHARGE .......................... 14,830.00\n"
    "\n"
    "Paid by: Mr. Prasert Kaewmanee (son), credit card, 13 Oct 2025\n"
    "Follow-up: chest clinic, 17 Nov 2025, 09:00",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(LIVE_FROG_2568) + sum(CLEAN_FROG_2568) + sum(CATFISH_2568)
    return [
        ("แผนฟาร์มกบปลาดุกแก้วมณี ปี 2569 (v3)", "Kaewmanee Frog & Catfish Farm - plan for 2026\n"
                                                 "ประเสริฐ และ วันเพ็ญ แก้วมณี  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nบ่อปูน 36 บ่อ (กบ 24 ปลาดุก 12)\n"
                         "ลูกค้าใหม่: บริษัท สุพรรณครัวไทย (ร้านครัวริมท่าจีน) เริ่ม พ.ย.\n"
                         "ปัญหา: ค่าอาหารขึ้น, ราคากบเป็นตกช่วงกบพิจิตรเข้า, น้ำทิ้งลงคลอง"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nกบชำแหละให้ได้ 35% ของยอดขายกบ\nผ่านตรวจ GAP รอบใหม่"),
        ("บ่อใหม่ 6 บ่อ", "บ่อปูน 3x4 ม. 6 บ่อ รวมเป็น 42 บ่อ\nรอเลือกเจ้า: ช่างเอก หรือ สุพรรณคอนกรีต\n"
                          "เริ่มเลี้ยงรุ่นแรกเดือนมีนาคม 2569"),
        ("ห้องชำแหละ + ตู้แช่", "ห้องชำแหละปูกระเบื้อง ตู้แช่ 2 ประตู งบประมาณ 110,000 บาท\n"
                                "เงินกู้ธนาคารเจ้าพระยาเพื่อเกษตรกร 250,000 บาท ผ่อน 4 ปี"),
        ("บ่อพักน้ำทิ้ง", "ขุดบ่อพักน้ำทิ้งหลังบ่อปลาดุก ก่อนปล่อยลงคลองบางใหญ่\nทำให้เสร็จก่อนประมงมาตรวจ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์มกบปลาดุก/แชท/แชทไลน์_เฮียเล้ง_ลูกกบ.txt": """[2 พ.ย. 68 19:20] เฮียเล้ง ลูกกบ: เสริฐ ลูกกบรุ่นใหม่ออกแล้วนะ ขนาดนิ้วครึ่ง จะเอากี่ตัว
[2 พ.ย. 68 19:34] เสริฐ ฟาร์มแก้วมณี: เอา 20,000 ตัวครับเฮีย ลง 4 บ่อ ตัวละเท่าไหร่ครับ
[2 พ.ย. 68 19:40] เฮียเล้ง ลูกกบ: ตัวละ 1.20 บาท 20,000 ตัวก็ 24,000
[2 พ.ย. 68 20:02] เสริฐ ฟาร์มแก้วมณี: แพงไปเฮีย ปีที่แล้วตัวละบาทเดียวเอง ขอ 1.00 เท่าเดิมได้มั้ยครับ
[3 พ.ย. 68 07:15] เฮียเล้ง ลูกกบ: อาหารขึ้นทุกอย่าง บาทเดียวไม่ไหวจริงๆ เอา 1.10 ละกัน ส่งถึงบ่อให้
[3 พ.ย. 68 07:30] เสริฐ ฟาร์มแก้วมณี: โอเคครับ ตัวละ 1.10 รวม 22,000 นะครับ มัดจำก่อนเท่าไหร่
[3 พ.ย. 68 07:32] เฮียเล้ง ลูกกบ: มัดจำ 5,000 ที่เหลือจ่ายวันส่งของ
[3 พ.ย. 68 08:10] เสริฐ ฟาร์มแก้วมณี: โอนมัดจำ 5,000 แล้วครับ ส่งสลิปให้แล้ว ที่เหลือ 17,000 จ่ายวันส่ง 20 พ.ย.
[3 พ.ย. 68 08:12] เฮียเล้ง ลูกกบ: ได้รับแล้ว ส่ง 20 พ.ย. เช้าๆ นะ เตรียมบ่อให้พร้อม
""",
    "ฟาร์มกบปลาดุก/แชท/แชทไลน์_พี่ต่าย_ครัวริมท่าจีน.txt": """[10 ต.ค. 68 16:05] เพ็ญ ฟาร์มแก้วมณี: พี่ต่ายคะ ส่งใบเสนอราคาตัวแก้แล้วนะคะ กบชำแหละอาทิตย์ละ 70 โล โลละ 140 ปลาดุกอาทิตย์ละ 80 โล โลละ 75 รวมเดือนละ 63,200 ค่ะ
[10 ต.ค. 68 17:20] พี่ต่าย ครัวริมท่าจีน: ได้รับแล้วจ้ะ เดี๋ยวเสนอเถ้าแก่ก่อนนะ
[13 ต.ค. 68 09:40] พี่ต่าย ครัวริมท่าจีน: เถ้าแก่โอเคแล้วจ้ะ เริ่มส่ง 1 พ.ย. วันจันทร์กับพฤหัสเหมือนที่คุยไว้
[13 ต.ค. 68 09:45] เพ็ญ ฟาร์มแก้วมณี: ขอบคุณมากค่ะพี่
[6 พ.ย. 68 10:12] พี่ต่าย ครัวริมท่าจีน: น้องเพ็ญ รอบวันจันทร์กบตัวเล็กไปหน่อยนะ ลูกค้าบ่น
[6 พ.ย. 68 10:30] เพ็ญ ฟาร์มแก้วมณี: ขอโทษค่ะพี่ รอบหน้าคัดตัวใหญ่ให้ค่ะ
[12 พ.ย. 68 14:05] พี่ต่าย ครัวริมท่าจีน: น้องเพ็ญ ธ.ค. มีงานเลี้ยงปีใหม่เยอะมาก ขอกบเพิ่มเป็นอาทิตย์ละ 90 โล เฉพาะเดือน ธ.ค. นะ ปลาดุกเท่าเดิม
[12 พ.ย. 68 14:20] เพ็ญ ฟาร์มแก้วมณี: ได้ค่ะพี่ ธ.ค. กบ 90 โล ปลาดุก 80 โล คิด 4 อาทิตย์ รวมเดือนละ 74,400 ค่ะ
[12 พ.ย. 68 14:26] พี่ต่าย ครัวริมท่าจีน: เอาเยอะขนาดนี้ ขอกบโลละ 135 ได้ไหมจ๊ะ
[12 พ.ย. 68 14:50] เพ็ญ ฟาร์มแก้วมณี: 135 ไม่ไหวจริงๆ ค่ะพี่ อาหารกบจะขึ้นเดือนหน้า ให้ 138 นะคะ เฉพาะ ธ.ค. รวมเดือนละ 73,680 ค่ะ
[12 พ.ย. 68 15:02] พี่ต่าย ครัวริมท่าจีน: ตกลงจ้ะ 73,680 เดี๋ยวให้บัญชีออก PO ใหม่นะ ม.ค. กลับไปราคาตามใบเสนอราคาเดิม
""",
    "ฟาร์มกบปลาดุก/แชท/แชทไลน์_เจ๊หมวย_ตลาดโพธิ์พระยา.txt": """[6 พ.ย. 68 05:10] เจ๊หมวย โพธิ์พระยา: เสริฐ เสาร์นี้เอากบเป็น 200 โล โลละ 75 เหมือนเดิมนะ
[6 พ.ย. 68 05:40] เพ็ญ ฟาร์มแก้วมณี: ได้ค่ะเจ๊ 200 โล ส่งเสาร์ที่ 8 นะคะ
[6 พ.ย. 68 05:42] เพ็ญ ฟาร์มแก้วมณี: รอบที่แล้วเจ๊ยังค้าง 3,150 นะคะ
[6 พ.ย. 68 06:00] เจ๊หมวย โพธิ์พระยา: โอนไปเมื่อวานแล้ว ดูอีกทีนะ
[7 พ.ย. 68 20:15] เจ๊หมวย โพธิ์พระยา: ช่วงนี้กบพิจิตรเข้ามาเยอะ ราคาตก ขอโลละ 70 ได้มั้ย
[7 พ.ย. 68 20:40] เพ็ญ ฟาร์มแก้วมณี: 70 ไม่ไหวค่ะเจ๊ อาหารกบขึ้น ขอ 73 นะคะ ถ้าเจ๊เอา 250 โล
[7 พ.ย. 68 21:02] เจ๊หมวย โพธิ์พระยา: งั้นเอา 250 โล โลละ 72 จบนะ
[7 พ.ย. 68 21:10] เพ็ญ ฟาร์มแก้วมณี: โอเคค่ะ 250 โล โลละ 72 รวม 18,000 บาทนะคะ
[8 พ.ย. 68 04:30] เสริฐ ฟาร์มแก้วมณี: ออกจากฟาร์มแล้วครับเจ๊ ถึงตลาดประมาณตีห้าครึ่ง
[8 พ.ย. 68 06:45] เจ๊หมวย โพธิ์พระยา: ได้ของแล้ว ชั่งจริงได้ 248 โล โอนให้ 17,856 นะ
[8 พ.ย. 68 06:50] เพ็ญ ฟาร์มแก้วมณี: ได้รับแล้วค่ะ ขอบคุณค่ะเจ๊
""",
    "ฟาร์มกบปลาดุก/บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.md": """# ค่าแรงลูกจ้าง ตุลาคม 2568

| ชื่อ | งาน | ค่าแรง | วันทำงาน | รวม |
|---|---|---|---|---|
| น้องบิว (นายธนากร สีทอง) | ให้อาหาร ถ่ายน้ำ คัดกบ | 400 บาท/วัน | 27 วัน | 10,800 บาท |
| ป้าแจ่ม (นางแจ่มจันทร์ ใจดี) | ชำแหละกบ/ปลา แพ็กส่งร้าน | 350 บาท/วัน | 22 วัน | 7,700 บาท |
| ลุงหวัด (นายสวัสดิ์ มีสุข) | เฝ้าบ่อกลางคืน ไล่งู | เหมาเดือนละ 9,000 บาท | ทั้งเดือน | 9,000 บาท |

รวมจ่ายค่าแรง ต.ค. 27,500 บาท จ่ายแล้ว 31 ต.ค.
ป้าแจ่มจะมาทุกวันตั้งแต่ พ.ย. เพราะต้องชำแหละส่งครัวริมท่าจีนอาทิตย์ละ 2 รอบ
""",
    "ฟาร์มกบปลาดุก/บัญชี/Stock บ่อ 1 Nov 68.md": """# สต็อกในบ่อ ณ 1 พ.ย. 2568

| บ่อ | ชนิด | ลงบ่อ | จำนวนโดยประมาณ | คาดว่าจับขาย |
|---|---|---|---|---|
| 1-6 | กบนา | ก.ค. 68 | 15,000 ตัว | ปลาย พ.ย. 68 |
| 7-12 | กบนา | ส.ค. 68 | 16,500 ตัว | ธ.ค. 68 |
| 13-18 | กบนา | ก.ย. 68 | 14,000 ตัว | ม.ค. 69 |
| 19-20 | กบพ่อแม่พันธุ์ | - | 420 ตัว | - |
| 21-24 | ว่าง (พักบ่อ ตากบ่อ) | - | - | รอลูกกบรุ่นใหม่ 20 พ.ย. |
| 25-30 | ปลาดุกบิ๊กอุย | ส.ค. 68 | 12,000 ตัว | ธ.ค. 68 |
| 31-36 | ปลาดุกบิ๊กอุย | ต.ค. 68 | 13,500 ตัว | ก.พ. 69 |

รวมกบในบ่อ ประมาณ 45,920 ตัว ปลาดุก ประมาณ 25,500 ตัว
- ลูกกบรุ่นใหม่ 20,000 ตัว จากฟาร์มลูกกบเล้งเจริญ (นายสมศักดิ์ ตั้งเจริญ) จะลงบ่อ 21-24 วันที่ 20 พ.ย. 68
- บ่อ 3 กบเป็นโรคขาแดง 40 กว่าตัว แยกออกแล้ว ใส่เกลือ + ยา
""",
    "ฟาร์มกบปลาดุก/กบผัดเผ็ด_สูตรแม่จิต.md": """# กบผัดเผ็ด สูตรแม่จิต
- กบ 1 กก. สับเป็นชิ้น หมักเกลือ พริกไทยนิดหน่อย
- พริกแกงเผ็ด 2 ช้อนโต๊ะ ผัดกับน้ำมันจนหอม
- ใส่กบ ผัดไฟแรง เติมกระชาย ใบมะกรูด พริกไทยอ่อน
- ปรุงน้ำปลา น้ำตาลปี๊บนิดเดียว ใส่โหระพาก่อนปิดไฟ
## กบทอดกระเทียม
- หมักกระเทียม รากผักชี ซีอิ๊ว 30 นาที ทอดไฟกลางจนกรอบ
""",
    "ฟาร์มกบปลาดุก/Suppliers/email_ThaiAquaFeed_new_price_Dec2025.txt": FEED_EMAIL,
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[25 ต.ค. 68 20:10] เพ็ญ: พ่อภูมิ ค่าเทอม 2 ของภูมิ 14,750 ต้องจ่ายก่อน 14 พ.ย. นะ
[25 ต.ค. 68 20:14] เสริฐ: ได้ เดี๋ยวโอนจากบัญชีฟาร์มไปก่อน
[26 ต.ค. 68 18:40] ภูมิ: แม่ครับ ผมไปทัศนศึกษาอยุธยา 21 พ.ย. นะครับ
[26 ต.ค. 68 18:45] เพ็ญ: ค่าทัศนศึกษารวมในค่าเทอมแล้วลูก
[29 ต.ค. 68 08:02] น้าแอน: พี่เสริฐ แม่จิตนัดหมอปอดวันที่ 17 พ.ย. นะ ใครพาไป
[29 ต.ค. 68 08:10] เสริฐ: พี่พาไปเองแอน ส่งกบเสร็จแล้วไปเลย
[1 พ.ย. 68 21:30] เพ็ญ: ประกันสุขภาพเพ็ญส่งจดหมายมาแล้ว ปีนี้ขึ้นอีกพันห้ากว่าบาท จ่ายก่อนสิ้นเดือน
[3 พ.ย. 68 17:20] เสริฐ: ต่อภาษีกับ พ.ร.บ. รถกระบะแล้ว 2,180
[3 พ.ย. 68 17:25] เพ็ญ: โอเค จดไว้ในบัญชีบ้านแล้ว
""",
    "บ้าน/แม่/นัดหมอแม่จิต.md": """# นัดหมอแม่จิต
- ปอดอักเสบ นอน รพ.สุพรรณเวชการ 8–13 ต.ค. 2568 (5 คืน)
- ประกันสุวรรณฯ ของแม่จ่ายให้ 25,000 ที่เหลือเราจ่ายเอง
- นัดติดตามอาการ 17 พฤศจิกายน 2568 เวลา 09.00 น. คลินิกโรคปอด ตึก 2
- ยาพ่นเดือนละประมาณ 1,250 บาท
- หมอให้งดทำงานที่บ่อกบตอนเช้ามืด ระวังอากาศเย็น
""",
}
TODO = {"todo.md": """- โอนค่าเทอมภูมิ ก่อน 14 พ.ย.
- ไปเซ็นสัญญาเงินกู้ที่ธนาคาร ก่อน 28 พ.ย.
- เลือกเจ้าสร้างบ่อปูน (ช่างเอก หรือ สุพรรณคอนกรีต)
- เตรียมบ่อ 21-24 รับลูกกบ 20 พ.ย.
- พาแม่ไปหาหมอ 17 พ.ย.
- เตรียมบันทึกให้ประมงตรวจ GAP 11 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มกบปลาดุก"
    quotes, papers, suppliers, books = farm / "ใบเสนอราคา", farm / "เอกสารฟาร์ม", farm / "Suppliers", farm / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, farm / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา สุพรรณครัวไทย draft v1.docx", QUOTE_DRAFT, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา สุพรรณครัวไทย final v2.docx", QUOTE_FINAL, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาบ่อปูน_ช่างเอก.docx", PONDS_EK, PONDS_EK_TABLE, bottom=PONDS_EK_BOTTOM)
    make_pdf(quotes / "SuphanConcrete_quotation_QT6811-044.pdf", PONDS_SUPHAN)
    make_pdf(suppliers / "ThaiAquaFeed_pricelist_2025.pdf", FEED_PRICES_2025)
    write_docx(suppliers / "ราคาอาหาร_ไทยอควาฟีด_2567.docx", FEED_PRICES_2567, FEED_PRICES_2567_TABLE,
               bottom=FEED_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "ThaiAquaFeed_invoice_IV6810-118.pdf", FEED_INVOICE)
    write_docx(suppliers / "ใบเสร็จ ไทยอควาฟีด RC6811-052.docx", FEED_RECEIPT, FEED_RECEIPT_TABLE,
               bottom=FEED_RECEIPT_BOTTOM)
    _sales_book(books / "ยอดขาย_กบปลาดุก_2568.xlsx", "2568", [LIVE_FROG_2568, CLEAN_FROG_2568, CATFISH_2568],
                [FEED_2568, POWER_2568, WAGES_2568, SEED_2568, MEDS_2568])
    _sales_book(books / "ยอดขาย_กบปลาดุก_2567.xlsx", "2567", [LIVE_FROG_2567, CLEAN_FROG_2567, CATFISH_2567],
                [FEED_2567, POWER_2567, WAGES_2567, SEED_2567, MEDS_2567])
    make_pdf(papers / "ChaoPhrayaFarmersBank_loan_approval_Nov2025.pdf", BANK_LETTER)
    write_docx(papers / "หนังสือ_ประมงอำเภอบางปลาม้า_GAP.docx", FISHERIES_LETTER)
    make_pdf(papers / "PEA_farm_bill_Sep2025.pdf", PEA_FARM_SEP)
    make_pdf(papers / "PEA_farm_bill_Oct2025.pdf", PEA_FARM_OCT)
    write_slides(farm / "แผนฟาร์ม 2569 v3.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", PEA_HOME_OCT)
    make_pdf(home / "ประกัน" / "SuvarnaLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    make_pdf(home / "แม่" / "SuphanVejjakarn_hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
