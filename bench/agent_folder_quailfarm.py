"""The quailfarm folder: the papers of a Thai quail-egg farmer and her household, written by code.

The owner is คุณสุภาวดี บุญมา (พี่ภา). She runs "ฟาร์มนกกระทาบุญมา" (Boonma Quail Farm), 88/2 หมู่ 5 ต.ป่าขะ
อ.บ้านนา จ.นครนายก: 12,000 laying quail in four houses. She sells fresh eggs by the tray of 100 to a wholesaler at
ตลาดไท and to street-food vendors, and peeled boiled eggs by the kilo to a ready-meal factory. Her husband ชาญชัย
(พี่ชัย) drives the Suzuki Carry to the markets, her daughter มายด์ (ด.ญ.ปิยธิดา) is in ป.5, her father-in-law
ตาเหมือน lives with them. It is November 2568 (2025).

Documents/ฟาร์มนกกระทา/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ครัวสุขใจ_ร่าง.docx: draft quote QT-68-014 to บริษัท ครัวสุขใจ ฟู้ดส์ จำกัด, peeled eggs
  30 กก./วัน at 115 and fresh eggs 10 ถาด/วัน at 98, 115,180 a month (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ครัวสุขใจ_ฉบับจริง.docx: the final of the same quote, 35 กก. at 112 and 8 ถาด at 95,
  121,680 a month, from 1 พฤศจิกายน 2568.
- ใบเสนอราคา/ใบเสนอราคากรง_ช่างสมพงษ์.docx and ใบเสนอราคากรง_ไทยฟาร์มอุปกรณ์.docx: two quotes for 20 sets of
  5-tier quail cages for house no. 5 (4,850 vs 5,200 a set; totals 112,200 vs 108,000).
- เอกสารฟาร์ม/SiamAgriBank_loan_offer_Oct2025.pdf: English letter from Siam Agri Bank approving a 350,000 loan,
  6.25%, 60 months, 6,810 a month, first instalment 25 Dec 2025, sign by 14 Nov 2025.
- เอกสารฟาร์ม/หนังสือ_อบต.ป่าขะ_ต่อใบอนุญาต.docx: the tambon office's letter: renew the farm licence by
  30 พ.ย. 2568 (fee 2,000), a neighbour's complaint about the smell of house 3, inspection 10 ธ.ค. 2568.
- Suppliers/NakhonFeedMill_pricelist_2025.pdf: English price list of Nakhon Nayok Feed Mill Co., Ltd. for 2025
  (quail layer feed 465 THB/bag).
- Suppliers/ราคาอาหาร_นครนายกฟีดมิลล์_2567.docx: last year's list of the same firm, in Thai (บริษัท นครนายกฟีดมิลล์
  จำกัด), quail layer feed 438 บาท/กระสอบ.
- Suppliers/NakhonFeedMill_invoice_NFM-2510-233.pdf: an October feed invoice (30,930, due 8 Nov 2025).
- Suppliers/email_NakhonFeedMill_price_Nov2025.txt: an email: layer feed 489 THB/bag from 1 November 2025,
  delivery on Wednesday.
- Suppliers/OngkharakPack_invoice_Oct2025.pdf: packaging invoice (egg boxes, vacuum bags, pulp trays), 8,360.
- Suppliers/CoolAir_fan_quotation.pdf: a quotation for four 50-inch exhaust fans and a cooling pad, 64,500.
- บัญชี/ยอดขายไข่_2568.xlsx: this year's book, two sheets (sales by month: fresh / peeled; expenses by month:
  feed, vet, farm electricity, wages, packaging), January to October.
- บัญชี/ยอดขายไข่_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ไข่แยกโรงเรือน_2568.xlsx: eggs collected per house, months as columns.
- บัญชี/ค่าแรงลูกจ้าง_ตุลาคม68.md: October wages of three helpers, 23,320 in all.
- บัญชี/นกตาย_ตุลาคม68.md: dead birds in October per house, 257 in all (126 in house 3).
- บัญชี/ลูกหนี้แม่ค้า_พ.ย.68.md: what the vendors owe on 1 Nov, 9,870 in all.
- แชท/แชทไลน์_คุณแอน_ครัวสุขใจ.txt: LINE chat with the factory buyer; from ธ.ค. 40 กก. a day at 110, 134,160.
- แชท/แชทไลน์_เจ๊ลี_ตลาดไท.txt: LINE chat with the wholesaler; 120 trays become 150, 92 becomes 90, 13,500.
- แผนฟาร์มปี2569.pptx: slides, the plan for next year (1,750,000 target, house no. 5, fans).
- สูตรไข่นกกระทาทอด.md: her fried quail-egg recipe and dipping sauce.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,742.18, due 3 Nov 2025) and Bills/SkyLink_fibre_bill_Oct2025.pdf:
  English bills.
- ประกัน/SrinakhonLife_premium_notice_2025.pdf: English premium notice for the daughter's policy, 14,280, due
  20 Nov 2025 (last year 13,650); the husband's life policy with the same firm is in the spending book as
  ศรีนครประกันชีวิต.
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: school fee notices
  (20,750; 21,200).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านบุญมา.txt: the family's LINE group.
- นัดหมอตา.md: notes on the father-in-law's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = ("ฟาร์มนกกระทาบุญมา (Boonma Quail Farm) 88/2 หมู่ 5 ต.ป่าขะ อ.บ้านนา จ.นครนายก 26110 "
            "โทร 086-417-2953")

# ---------------------------------------------------------------- quotes to the factory
KRUA_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-014",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณอัญชลี (คุณแอน) ฝ่ายจัดซื้อ บริษัท ครัวสุขใจ ฟู้ดส์ จำกัด อ.องครักษ์ จ.นครนายก",
    "เรื่อง ไข่นกกระทาสดและไข่นกกระทาต้มปอกเปลือก สำหรับไลน์ผลิตอาหารกล่อง ส่งทุกวันทำงาน",
]
KRUA_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อหน่วย", "รวมต่อเดือน (26 วันทำงาน)"),
    ("ไข่นกกระทาต้มปอกเปลือก บรรจุถุงสุญญากาศ 1 กก.", "30 กก.", "115 บาท/กก.", "89,700"),
    ("ไข่นกกระทาสด ถาด 100 ฟอง", "10 ถาด", "98 บาท/ถาด", "25,480"),
    ("รวมต่อเดือน", "", "", "115,180"),
]
KRUA_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 115,180 บาท (หนึ่งแสนหนึ่งหมื่นห้าพันหนึ่งร้อยแปดสิบบาทถ้วน) ส่งฟรีถึงโรงงาน",
    "ร่าง ยังไม่ได้ส่ง รอคุยเรื่องราคาอาหารนกกับพี่ชัยก่อน",
]
KRUA_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-014 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณอัญชลี (คุณแอน) ฝ่ายจัดซื้อ บริษัท ครัวสุขใจ ฟู้ดส์ จำกัด อ.องครักษ์ จ.นครนายก",
    "เรื่อง ไข่นกกระทาสดและไข่นกกระทาต้มปอกเปลือก ส่งทุกวันทำงาน ก่อน 7.00 น. เริ่ม 1 พฤศจิกายน 2568",
]
KRUA_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อหน่วย", "รวมต่อเดือน (26 วันทำงาน)"),
    ("ไข่นกกระทาต้มปอกเปลือก บรรจุถุงสุญญากาศ 1 กก.", "35 กก.", "112 บาท/กก.", "101,920"),
    ("ไข่นกกระทาสด ถาด 100 ฟอง", "8 ถาด", "95 บาท/ถาด", "19,760"),
    ("รวมต่อเดือน", "", "", "121,680"),
]
KRUA_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 121,680 บาท (หนึ่งแสนสองหมื่นหนึ่งพันหกร้อยแปดสิบบาทถ้วน) ส่งฟรีถึงโรงงาน",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 30 เมษายน 2569",
    "ไข่ปอกเก็บในห้องเย็น 0-4 องศา อายุ 7 วัน",
    "ลงชื่อ สุภาวดี บุญมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- cage quotes
CAGE_SOMPONG = [
    "ร้านสมพงษ์การช่าง รับทำกรงไก่ กรงนกกระทา งานโครงเหล็ก",
    "45/1 หมู่ 2 ต.บ้านนา อ.บ้านนา จ.นครนายก โทร 081-926-4418",
    "ใบเสนอราคา เลขที่ 077/2568  วันที่ 17 ตุลาคม 2568",
    "เรียน คุณสุภาวดี บุญมา ฟาร์มนกกระทาบุญมา",
    "เรื่อง ชุดกรงนกกระทาไข่ 5 ชั้น สำหรับโรงเรือนหลังที่ 5",
]
CAGE_SOMPONG_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ชุดกรงนกกระทา 5 ชั้น ลวดชุบกัลวาไนซ์ ยาว 2.0 ม. (จุ 250 ตัว)", "20 ชุด", "4,850", "97,000"),
    ("ระบบน้ำนิปเปิ้ล พร้อมท่อและถังพัก", "1 ชุด", "9,200", "9,200"),
    ("ค่าติดตั้ง", "1 งาน", "6,000", "6,000"),
    ("รวมทั้งสิ้น", "", "", "112,200"),
]
CAGE_SOMPONG_BOTTOM = [
    "รวมทั้งสิ้น 112,200 บาท (ร้านไม่ได้จด VAT)",
    "ส่งของและติดตั้งภายใน 15 วันหลังได้รับมัดจำ มัดจำ 40% = 44,880 บาท",
    "รับประกันงานเชื่อม 1 ปี",
    "ช่างสมพงษ์ อินทร์แก้ว",
]
CAGE_TFE = [
    "บริษัท ไทยฟาร์มอุปกรณ์ จำกัด (Thai Farm Equipment Co., Ltd.)",
    "199 หมู่ 8 ต.ลำลูกกา อ.ลำลูกกา จ.ปทุมธานี 12150 โทร 02-563-8810",
    "ใบเสนอราคา เลขที่ TFE-QT-6810-215  วันที่ 21 ตุลาคม 2568",
    "เรียน คุณสุภาวดี บุญมา ฟาร์มนกกระทาบุญมา อ.บ้านนา จ.นครนายก",
    "เรื่อง ชุดกรงนกกระทาไข่ 5 ชั้น พร้อมระบบน้ำ",
]
CAGE_TFE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ชุดกรงนกกระทา 5 ชั้น รุ่น Q-500 ลวดชุบกัลวาไนซ์ ยาว 2.0 ม. (จุ 250 ตัว)", "20 ชุด", "5,200", "104,000"),
    ("ระบบน้ำนิปเปิ้ลอัตโนมัติ", "1 ชุด", "7,800", "7,800"),
    ("ค่าติดตั้ง", "1 งาน", "ฟรี", "0"),
    ("ส่วนลดพิเศษลูกค้าต่างจังหวัด", "", "", "-3,800"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "108,000"),
]
CAGE_TFE_BOTTOM = [
    "รวมทั้งสิ้น 108,000 บาท รวมภาษีมูลค่าเพิ่มแล้ว ค่าขนส่งฟรีถึงนครนายก",
    "ส่งของภายใน 30 วันหลังได้รับมัดจำ มัดจำ 30% = 32,400 บาท",
    "รับประกันสนิม 3 ปี",
    "ผู้เสนอราคา คุณธีรวัฒน์ (ฝ่ายขาย) 089-771-3046",
]

# ---------------------------------------------------------------- bank, tambon office
BANK_LETTER = [
    "SIAM AGRI BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Nayok Branch, Suwannasorn Road, Mueang Nakhon Nayok 26000  Tel. 037-311-845\n"
    "\n"
    "21 October 2025\n"
    "Ref: SAB-NY/LN-2568/0392\n"
    "Subject: Approval of Farm Development Loan\n"
    "\n"
    "Dear Mrs. Supawadee Boonma,\n"
    "Boonma Quail Farm, 88/2 Moo 5, Pa Kha, Ban Na, Nakhon Nayok 26110\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: construction of quail house no. 5, cages and ventilation fans\n"
    "Loan amount: 350,000 THB\n"
    "Interest rate: 6.25% per year (MRR - 1.00%), floating\n"
    "Term: 60 months\n"
    "Monthly instalment: 6,810 THB\n"
    "First instalment due: 25 Dec 2025\n"
    "Collateral: land title deed no. 12457, Pa Kha, Ban Na\n"
    "Front-end fee: 1,750 THB\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 14 Nov 2025, with your ID card,\n"
    "house registration and the original title deed. If the agreement is not signed by this date,\n"
    "the approval will be cancelled.\n"
    "\n"
    "Yours sincerely,\n"
    "Woranut Kaewprasert\n"
    "SME and Agriculture Loan Officer",
]
OBT_LETTER = [
    "องค์การบริหารส่วนตำบลป่าขะ อำเภอบ้านนา จังหวัดนครนายก",
    "ที่ นย 71203/1458",
    "2 ตุลาคม 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตประกอบกิจการ และเรื่องร้องเรียนกลิ่น",
    "เรียน นางสุภาวดี บุญมา เจ้าของฟาร์มนกกระทาบุญมา",
    "ตามที่ท่านได้รับใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ ประเภทการเลี้ยงสัตว์ (นกกระทา) เลขที่ 27/2567 "
    "ซึ่งจะหมดอายุวันที่ 31 ธันวาคม 2568 ขอให้ท่านยื่นคำขอต่ออายุภายในวันที่ 30 พฤศจิกายน 2568 "
    "พร้อมชำระค่าธรรมเนียม 2,000 บาท ที่กองสาธารณสุขฯ",
    "นอกจากนี้ อบต. ได้รับเรื่องร้องเรียนจากเพื่อนบ้านเรื่องกลิ่นมูลนกจากโรงเรือนด้านทิศเหนือ (โรงเรือนที่ 3) "
    "ขอให้เก็บมูลนกอย่างน้อยสัปดาห์ละ 2 ครั้ง และปิดคลุมกองมูลนกให้มิดชิด",
    "เจ้าหน้าที่จะเข้าตรวจสภาพฟาร์มในวันที่ 10 ธันวาคม 2568 เวลา 10.00 น.",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายสมหมาย ใจกล้า นายกองค์การบริหารส่วนตำบลป่าขะ",
]

# ---------------------------------------------------------------- supplier papers
FEED_PRICES_2025 = [
    "NAKHON NAYOK FEED MILL CO., LTD.\n"
    "59 Moo 3, Nakhon Nayok-Ongkharak Road, Ongkharak, Nakhon Nayok 26120  Tel. 037-392-118\n"
    "PRICE LIST 2025 - POULTRY AND QUAIL FEED\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per bag, delivered.\n"
    "\n"
    "Quail starter, 24% protein (30 kg) ....... 510 THB/bag\n"
    "Quail grower, 20% protein (30 kg) ........ 440 THB/bag\n"
    "Quail layer, 22% protein (30 kg) ......... 465 THB/bag\n"
    "Layer hen, 17% protein (30 kg) ........... 398 THB/bag\n"
    "Oyster shell grit (20 kg) ................ 120 THB/bag\n"
    "\n"
    "Minimum order 20 bags. Free delivery in Nakhon Nayok for orders of 40 bags or more.\n"
    "Payment: 30 days credit for regular farms.\n"
    "Contact: Kittisak Wongsa, sales@nakhonfeedmill.co.th",
]
FEED_PRICES_2567 = ["บริษัท นครนายกฟีดมิลล์ จำกัด", "ใบราคาอาหารสัตว์ ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคาต่อกระสอบ ส่งถึงฟาร์ม"]
FEED_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("อาหารนกกระทาเล็ก โปรตีน 24% (30 กก.)", "485 บาท/กระสอบ"),
    ("อาหารนกกระทารุ่น โปรตีน 20% (30 กก.)", "415 บาท/กระสอบ"),
    ("อาหารนกกระทาไข่ โปรตีน 22% (30 กก.)", "438 บาท/กระสอบ"),
    ("อาหารไก่ไข่ โปรตีน 17% (30 กก.)", "376 บาท/กระสอบ"),
    ("เปลือกหอยป่น (20 กก.)", "110 บาท/กระสอบ"),
]
FEED_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 20 กระสอบ ส่งฟรีในจังหวัดนครนายกเมื่อสั่ง 50 กระสอบขึ้นไป",
                           "เครดิต 30 วัน สำหรับฟาร์มลูกค้าประจำ",
                           "ติดต่อ คุณกิตติศักดิ์ วงษา ฝ่ายขาย"]
FEED_INVOICE = [
    "NAKHON NAYOK FEED MILL CO., LTD.\n"
    "TAX INVOICE / INVOICE No. NFM-2510-233\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Boonma Quail Farm (Mrs. Supawadee Boonma), 88/2 Moo 5, Pa Kha, Ban Na, Nakhon Nayok\n"
    "\n"
    "Item                                 Qty       Unit price   Amount\n"
    "Quail layer, 22% protein (30 kg)     60 bags   465.00       27,900.00\n"
    "Quail starter, 24% protein (30 kg)    5 bags   510.00        2,550.00\n"
    "Oyster shell grit (20 kg)             4 bags   120.00          480.00\n"
    "\n"
    "TOTAL DUE: 30,930.00 THB\n"
    "Please transfer to Siam Agri Bank, account Nakhon Nayok Feed Mill Co., Ltd., 204-1-33871-5\n"
    "and send the slip by LINE. Thank you.",
]
FEED_EMAIL = """From: Kittisak Wongsa <sales@nakhonfeedmill.co.th>
To: boonmaquailfarm@gmail.com
Date: Tue, 28 Oct 2025 09:12
Subject: New price of quail layer feed from 1 November 2025

Dear Khun Supawadee,

Thank you for your regular orders. Please note two changes from 1 November 2025:

1. Quail layer feed, 22% protein (30 kg bag) will be 489 THB/bag (the 2025 price list says 465 THB/bag).
   Corn and soybean meal prices went up after the floods in the Northeast.
2. Our truck to Ban Na will come on Wednesday instead of Saturday.

Quail starter, grower and oyster shell prices do not change. Delivery is still free from 40 bags.
Orders placed before 31 October will be billed at the old price.

Best regards,
Kittisak Wongsa
Sales, Nakhon Nayok Feed Mill Co., Ltd.
037-392-118
"""
PACK_INVOICE = [
    "ONGKHARAK PACK AND PLASTIC LTD.\n"
    "Packaging for eggs and food - Ongkharak, Nakhon Nayok\n"
    "INVOICE No. OPP-25-0418        Date: 7 Oct 2025\n"
    "Bill to: Boonma Quail Farm, Ban Na\n"
    "\n"
    "PET egg box, 24 quail eggs        3,000 pcs   x 1.35     4,050.00\n"
    "Vacuum bag 1 kg, printed          1,000 pcs   x 2.20     2,200.00\n"
    "Pulp tray, 100 quail eggs           500 pcs   x 3.50     1,750.00\n"
    "Label stickers                      2 rolls   x 180.00     360.00\n"
    "\n"
    "TOTAL 8,360.00 THB   Paid by transfer 7 Oct 2025. Thank you.",
]
FAN_QUOTE = [
    "COOLAIR FARM SYSTEMS CO., LTD.\n"
    "Evaporative cooling and ventilation for poultry houses - Rangsit, Pathum Thani\n"
    "QUOTATION No. CA-Q-2510-061     Date: 16 Oct 2025\n"
    "To: Boonma Quail Farm (Khun Supawadee), Ban Na, Nakhon Nayok\n"
    "\n"
    "Exhaust fan 50 inch, 1.1 kW              4 units x 11,900    47,600\n"
    "Cooling pad 15 cm with frame, 12 sq m    1 set               12,400\n"
    "Installation and wiring                                       4,500\n"
    "TOTAL 64,500 THB including VAT\n"
    "\n"
    "Delivery 14 days after a 50% deposit. Warranty: 1 year on motors, 2 years on pads.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Nattapong 089-540-7712",
]

# ---------------------------------------------------------------- books
FRESH_2568 = [98400, 91200, 96800, 88500, 84200, 90600, 95300, 97800, 101400, 104700]
PEELED_2568 = [32600, 30900, 33800, 31200, 29800, 32400, 35100, 36600, 38200, 41800]
FEED_2568 = [58200, 54600, 58900, 57400, 55800, 56300, 58700, 59400, 60100, 61860]
VET_2568 = [2400, 1800, 3600, 1900, 2100, 4200, 2300, 1800, 2600, 3900]
POWER_2568 = [3850, 3720, 4480, 5260, 5410, 4630, 4210, 4180, 4020, 3960]
WAGES_2568 = [21000, 21000, 21000, 21600, 21600, 21600, 22400, 22400, 22400, 23320]
PACK_2568 = [6200, 5900, 6400, 6100, 5800, 6300, 6700, 6900, 7400, 8360]
FRESH_2567 = [86200, 80400, 84900, 79300, 75600, 81200, 84800, 87300, 90100, 92600, 95800, 103400]
PEELED_2567 = [21400, 20800, 22600, 21900, 20300, 22800, 24100, 25200, 26800, 28400, 29900, 34600]
FEED_2567 = [52400, 49100, 53300, 51800, 50200, 51600, 53900, 54700, 55300, 56200, 57800, 60400]
VET_2567 = [2100, 1600, 3200, 1700, 1900, 3800, 2000, 1600, 2300, 2900, 2200, 2500]
POWER_2567 = [3400, 3300, 4100, 4900, 5100, 4300, 3900, 3800, 3700, 3600, 3500, 3550]
WAGES_2567 = [19500, 19500, 19500, 20000, 20000, 20000, 20800, 20800, 20800, 20800, 21000, 21000]
PACK_2567 = [5100, 4800, 5300, 5000, 4700, 5200, 5500, 5700, 5900, 6100, 6300, 7200]
HOUSES_2568 = {
    "โรงเรือน 1 (House 1)": (3000, [78400, 71600, 79200, 75100, 72300, 74600, 77200, 78500, 80100, 81600]),
    "โรงเรือน 2 (House 2)": (3000, [80100, 73200, 81500, 77400, 74100, 76300, 78900, 80200, 82300, 83900]),
    "โรงเรือน 3 (House 3)": (2800, [72600, 66800, 73900, 69300, 66200, 68500, 71300, 72400, 74200, 65800]),
    "โรงเรือน 4 (House 4)": (3200, [81200, 74500, 83100, 79600, 76800, 78900, 81400, 83200, 84600, 86800]),
}


def _sales_book(path: Path, year: str, fresh: list[int], peeled: list[int], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายฟาร์มนกกระทาบุญมา ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "ไข่สด (Fresh eggs, THB)", "ไข่ต้มปอกเปลือก (Peeled eggs, THB)",
                  "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, fresh, peeled):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(fresh), sum(peeled), sum(fresh) + sum(peeled)])
    for column in (2, 3, 4):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าอาหารนก (Feed)", "ค่ายา/วัคซีน (Vet)", "ค่าไฟโรงเรือน (Farm electricity)",
                  "ค่าแรง (Wages)", "บรรจุภัณฑ์ (Packaging)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(fresh)]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _house_eggs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ไข่แยกโรงเรือน By house"
    sheet.append(["จำนวนไข่ที่เก็บได้ แยกโรงเรือน ปี 2568 (Eggs collected by house 2568, eggs)"])
    sheet.append(["โรงเรือน (House)", "แม่นก (Hens)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for house, (hens, eggs) in HOUSES_2568.items():
        sheet.append([house, hens] + eggs + [sum(eggs)])
    totals = [sum(eggs[i] for _, eggs in HOUSES_2568.values()) for i in range(10)]
    sheet.append(["รวม (Total)", sum(h for h, _ in HOUSES_2568.values())] + totals + [sum(totals)])
    for column in range(2, 14):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1655.40, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 210, ""),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "SkyLink"), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3800, "รถ Carry ส่งไข่ + รับส่งมายด์"),
                  ("ประกันชีวิตพี่ชัย (Life insurance)", 1190, "ศรีนครประกันชีวิต"),
                  ("ค่ายาตาเหมือน (Grandpa's medicine)", 950, ""), ("ค่ารถรับส่งนักเรียน (School van)", 1200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1711.90, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 225, ""),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "SkyLink"), ("ค่ากับข้าว (Food)", 9350, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4150, "รถ Carry ส่งไข่ + รับส่งมายด์"),
                  ("ประกันชีวิตพี่ชัย (Life insurance)", 1190, "ศรีนครประกันชีวิต"),
                  ("ค่ายาตาเหมือน (Grandpa's medicine)", 950, ""), ("ค่ารถรับส่งนักเรียน (School van)", 1200, ""),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1450, "ช่างสมพงษ์")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1803.25, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 198, ""),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "SkyLink"), ("ค่ากับข้าว (Food)", 9120, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4420, "รถ Carry ส่งไข่ + รับส่งมายด์"),
                  ("ประกันชีวิตพี่ชัย (Life insurance)", 1190, "ศรีนครประกันชีวิต"),
                  ("ค่ายา + ค่าหมอตาเหมือน (Grandpa's medicine, doctor)", 2180, "รพ.นครนายก"),
                  ("ค่ารถรับส่งนักเรียน (School van)", 1200, ""),
                  ("ชุดลูกเสือมายด์ (Scout uniform)", 890, "")],
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
    top = ["โรงเรียนศรีนครวิทยา อ.บ้านนา จ.นครนายก", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปิยธิดา บุญมา  ชั้น ป.5/1  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารสยามเกษตร 318-2-55019-4",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวันและนม", "3,900"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,350")], "20,750", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวันและนม", "3,900"),
                           ("ค่าค่ายลูกเสือ-เนตรนารี", "1,600"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,200")],
                "21,200", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Nayok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Supawadee Boonma\n"
    "Address: 88/2 Moo 5, Pa Kha, Ban Na, Nakhon Nayok 26110 (house meter)\n"
    "Customer no. 020034418827\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,518 -> 24,874   Units used: 356 kWh\n"
    "Energy charge 1,555.36  Ft 34.63  Service 38.22  VAT 7% 113.97\n"
    "AMOUNT DUE: 1,742.18 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
FIBRE_BILL = [
    "SKYLINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Supawadee Boonma    Account: SL-2604-7731\n"
    "Package: Home Fibre 300/300 Mbps    499.00\n"
    "VAT 7%                              34.93\n"
    "TOTAL                              533.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or at any counter service.",
]
INSURANCE_NOTICE = [
    "SRINAKHON LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Nayok Service Office, Suwannasorn Road\n"
    "24 October 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner: Mr. Chanchai Boonma\n"
    "Insured: Miss Piyathida Boonma (age 10)\n"
    "Policy no. SNL-5820-1173\n"
    "Plan: Smart Education 15/10 with Kids Health Plus rider (in-patient cover 300,000 THB a year)\n"
    "\n"
    "Annual premium: 14,280 THB (last year 13,650 THB; the health rider rate rises at age 10)\n"
    "Due date: 20 Nov 2025\n"
    "Grace period: 31 days. If the premium is not paid by the end of the grace period,\n"
    "the health rider will lapse.\n"
    "Pay by bank transfer, at the service office, or through your agent Khun Rattana (086-229-5104).\n"
    "\n"
    "Premiums paid are tax-deductible for the policy owner up to the legal limit.\n"
    "Customer Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(FRESH_2568) + sum(PEELED_2568)
    return [
        ("แผนฟาร์มนกกระทาบุญมา ปี 2569", "Boonma Quail Farm - plan for 2026\nสุภาวดี บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nแม่นก 12,000 ตัว 4 โรงเรือน\n"
                         "ลูกค้าใหม่: บริษัท ครัวสุขใจ ฟู้ดส์ (ไข่ปอก) เริ่ม พ.ย.\n"
                         "ปัญหา: ค่าอาหารนกขึ้น, นกตายโรงเรือน 3, เรื่องกลิ่นกับ อบต."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,750,000 บาท\nไข่ปอกให้ได้ 35% ของยอดขาย\nไข่แตกต่ำกว่า 1%"),
        ("โรงเรือนหลังที่ 5", "แม่นกเพิ่ม 5,000 ตัว กรง 5 ชั้น 20 ชุด\nงบ 350,000 บาท จากเงินกู้ธนาคาร\n"
                              "เริ่มเลี้ยงเดือนกุมภาพันธ์ 2569"),
        ("พัดลมและระบบทำความเย็น", "พัดลม 50 นิ้ว 4 ตัว + cooling pad งบประมาณ 65,000 บาท\n"
                                    "ลดนกตายหน้าร้อน ลดกลิ่น"),
        ("ขายผ่าน LINE OA", "แม่ค้าไข่นกกระทาทอดสั่งล่วงหน้า สั่งขั้นต่ำ 5 ถาด\nส่งฟรีในอำเภอบ้านนาและเมืองนครนายก"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์มนกกระทา/แชท/แชทไลน์_คุณแอน_ครัวสุขใจ.txt": """[13 ต.ค. 68 10:05] ภา ฟาร์มบุญมา: คุณแอนคะ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะคะ ไข่ปอกวันละ 35 โล โลละ 112 ไข่สดวันละ 8 ถาด รวมเดือนละ 121,680 ค่ะ
[13 ต.ค. 68 14:22] คุณแอน ครัวสุขใจ: ได้รับแล้วค่ะ เดี๋ยวเสนอผู้จัดการก่อนนะคะ
[15 ต.ค. 68 09:10] คุณแอน ครัวสุขใจ: ผู้จัดการอนุมัติแล้วค่ะ เริ่มส่ง 1 พ.ย. ส่งก่อน 7 โมงเช้าที่โรงงานองครักษ์นะคะ
[15 ต.ค. 68 09:12] ภา ฟาร์มบุญมา: ขอบคุณมากค่ะ
[4 พ.ย. 68 07:40] คุณแอน ครัวสุขใจ: พี่ภาคะ วันนี้ไข่ปอกมีลูกแตกหลายลูกเลยค่ะ
[4 พ.ย. 68 08:05] ภา ฟาร์มบุญมา: ขอโทษค่ะ พรุ่งนี้ชดเชยเพิ่มให้ 2 โลนะคะ
[18 พ.ย. 68 15:30] คุณแอน ครัวสุขใจ: พี่ภาคะ เมนูพะโล้ขายดีมาก ตั้งแต่ 1 ธ.ค. ขอไข่ปอกเพิ่มจากวันละ 35 โล เป็นวันละ 40 โลค่ะ ไข่สดเท่าเดิม
[18 พ.ย. 68 15:48] ภา ฟาร์มบุญมา: ได้ค่ะ งั้นตั้งแต่ ธ.ค. ยอดใหม่เดือนละ 136,240 บาทนะคะ
[18 พ.ย. 68 16:02] คุณแอน ครัวสุขใจ: เอาเยอะขึ้นแล้ว ขอไข่ปอกโลละ 110 ได้มั้ยคะพี่
[18 พ.ย. 68 16:20] ภา ฟาร์มบุญมา: ได้ค่ะ ไข่ปอกโลละ 110 ตั้งแต่ ธ.ค. รวมเดือนละ 134,160 บาทค่ะ
[18 พ.ย. 68 16:21] คุณแอน ครัวสุขใจ: ตกลงค่ะ 134,160 เดี๋ยวออก PO ใหม่ให้นะคะ
""",
    "ฟาร์มนกกระทา/แชท/แชทไลน์_เจ๊ลี_ตลาดไท.txt": """[3 พ.ย. 68 05:40] เจ๊ลี ตลาดไท: ภา เสาร์นี้ขอไข่สด 120 ถาดนะ ถาดละ 92 เหมือนเดิม
[3 พ.ย. 68 06:15] ภา ฟาร์มบุญมา: ได้ค่ะเจ๊ 120 ถาด ส่งเสาร์ที่ 8 ค่ะ
[3 พ.ย. 68 06:16] ภา ฟาร์มบุญมา: เจ๊อย่าลืมยอดค้างเดือนที่แล้ว 6,450 นะคะ
[3 พ.ย. 68 06:30] เจ๊ลี ตลาดไท: เออๆ เดี๋ยวจ่ายพร้อมรอบนี้เลย
[5 พ.ย. 68 21:10] เจ๊ลี ตลาดไท: ภา ขอเพิ่มเป็น 150 ถาดได้มั้ย ร้านก๋วยเตี๋ยวสั่งเพิ่ม
[5 พ.ย. 68 21:25] ภา ฟาร์มบุญมา: ได้ค่ะ 150 ถาด ถาดละ 92 รวม 13,800 ค่ะ
[6 พ.ย. 68 06:02] เจ๊ลี ตลาดไท: ช่วงนี้ไข่นกล้นตลาด ราคาลง ขอถาดละ 90 ได้ไหม เอาเยอะแล้วนะ
[6 พ.ย. 68 06:40] ภา ฟาร์มบุญมา: โอเคค่ะเจ๊ 150 ถาด ถาดละ 90 รวม 13,500 นะคะ บวกยอดค้าง 6,450 เป็น 19,950 ค่ะ
[8 พ.ย. 68 04:50] ชัย ฟาร์มบุญมา: ผมออกจากฟาร์มแล้วครับเจ๊ ถึงตลาดไทประมาณ 6 โมงครึ่ง
[8 พ.ย. 68 07:05] เจ๊ลี ตลาดไท: ได้ของแล้ว ครบ โอนให้แล้วนะ 19,950
""",
    "ฟาร์มนกกระทา/บัญชี/ค่าแรงลูกจ้าง_ตุลาคม68.md": """# ค่าแรงลูกจ้าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| น้องฝน (ต้มไข่/ปอกไข่/แพ็ก) | 360 บาท | 26 วัน | 9,360 บาท |
| ลุงเสาร์ (ให้อาหาร/เก็บไข่/ขี้นก) | 380 บาท | 26 วัน | 9,880 บาท |
| น้าแดง (ปอกไข่ ช่วงเช้า) | 340 บาท | 12 วัน | 4,080 บาท |

รวมจ่ายค่าแรง ต.ค. 23,320 บาท จ่ายแล้ว 31 ต.ค.
น้าแดงเริ่มมาช่วยกลางเดือน เพราะต้องเตรียมไข่ปอกให้ครัวสุขใจ
""",
    "ฟาร์มนกกระทา/บัญชี/นกตาย_ตุลาคม68.md": """# นกตาย เดือนตุลาคม 2568

อากาศเปลี่ยน ฝนตกสลับร้อน โรงเรือน 3 ลมไม่ค่อยผ่าน นกท้องเสีย ไข่ลดลง

| โรงเรือน | แม่นก | ตาย (ตัว) | หมายเหตุ |
|---|---|---|---|
| 1 | 3,000 | 42 | |
| 2 | 3,000 | 38 | |
| 3 | 2,800 | 126 | ท้องเสีย หมอมาดู 10 ต.ค. |
| 4 | 3,200 | 51 | |

รวมนกตาย ต.ค. 257 ตัว (ประมาณ 2.1% ของแม่นก)
- หมอเก่ง (สัตวแพทย์) มาตรวจ 10 ต.ค. ค่าหมอ + ยาละลายน้ำ 1,850 บาท
- สั่งนกสาวมาเติม 250 ตัว ตัวละ 14 บาท = 3,500 บาท ส่ง 3 พ.ย.
- ต้องติดพัดลมเพิ่มที่โรงเรือน 3 ก่อนหน้าร้อน
""",
    "ฟาร์มนกกระทา/บัญชี/ลูกหนี้แม่ค้า_พ.ย.68.md": """# ลูกหนี้แม่ค้า (ยอดค้าง ณ 1 พ.ย. 2568)

| ลูกค้า | ซื้ออะไร | ยอดค้าง | นัดจ่าย |
|---|---|---|---|
| เจ๊ลี ตลาดไท | ไข่สด ส่งทุกเสาร์ | 6,450 บาท | รอบส่งหน้า |
| ป้าจิ๋ว ไข่นกกระทาทอดหน้า รร.ศรีนคร | ไข่สด 3 ถาด/วัน | 1,240 บาท | ทุกวันศุกร์ |
| เฮียโต้ง ลูกชิ้นทอด ตลาดบ้านนา | ไข่ปอก | 860 บาท | สิ้นเดือน |
| พี่นก ตลาดนัดองครักษ์ | ไข่สด | 1,320 บาท | วันเสาร์ |

รวมค้างทั้งหมด 9,870 บาท
""",
    "ฟาร์มนกกระทา/สูตรไข่นกกระทาทอด.md": """# ไข่นกกระทาทอด (สูตรขายหน้างานวัด)
- ใช้กระทะหลุมแบบขนมครก ทาน้ำมันบางๆ
- ตอกไข่หลุมละ 1 ฟอง โรยเกลือนิดเดียว ทอดไฟกลางจนขอบกรอบ
- ขายไม้ละ 5 ลูก 20 บาท
## น้ำจิ้ม
- ซอสมะเขือเทศ 3 ส่วน ซอสพริก 1 ส่วน
- หรือซีอิ๊วขาว + พริกไทย + ต้นหอมซอย
""",
    "ฟาร์มนกกระทา/Suppliers/email_NakhonFeedMill_price_Nov2025.txt": FEED_EMAIL,
    "บ้าน/แชทไลน์_บ้านบุญมา.txt": """[27 ต.ค. 68 20:05] ภา: พ่อมายด์ ค่าเทอม 2 ของมายด์ 21,200 ต้องจ่ายก่อน 10 พ.ย. นะ
[27 ต.ค. 68 20:09] ชัย: พรุ่งนี้ไปโอนให้ ประกันมายด์ก็ส่งจดหมายมาแล้วนะ ปีนี้ขึ้นอีก
[27 ต.ค. 68 20:10] ภา: เห็นแล้ว จ่ายก่อน 20 พ.ย. อย่าลืม
[28 ต.ค. 68 18:30] มายด์: แม่ หนูต้องไปค่ายลูกเสือ 20-21 พ.ย. ค่ะ
[28 ต.ค. 68 18:32] ภา: ค่าค่ายรวมในค่าเทอมแล้วลูก
[30 ต.ค. 68 07:15] ตาเหมือน: ตานัดหมอวันที่ 19 นะ ใครว่างพาไปที
[30 ต.ค. 68 07:20] ชัย: ผมส่งไข่เสร็จแล้วพาไปเองพ่อ
[2 พ.ย. 68 19:02] ชัย: รถ Carry ต้องต่อภาษีกับ พ.ร.บ. ก่อน 30 พ.ย. ประมาณ 1,950
[2 พ.ย. 68 19:05] ภา: โอเค จ่ายจากเงินฟาร์มไปก่อน
""",
    "บ้าน/นัดหมอตา.md": """# นัดหมอตาเหมือน
- ข้อเข่าเสื่อม + ความดัน รักษาที่ รพ.นครนายก
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 09.00 น. ห้องตรวจกระดูก ชั้น 2
- ค่ายาปกติเดือนละประมาณ 950 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,180 บาท (เอกซเรย์เข่า)
- หมอให้ลดเค็ม เดินช้าๆ ตอนเช้า
""",
}
TODO = {"todo.md": """- โอนค่าเทอมมายด์ ก่อน 10 พ.ย.
- ไปเซ็นสัญญาเงินกู้ที่ธนาคาร ก่อน 14 พ.ย.
- ยื่นต่อใบอนุญาต อบต. ก่อน 30 พ.ย.
- เลือกเจ้าทำกรงนก (สมพงษ์ หรือ ไทยฟาร์ม)
- พาตาไปหาหมอ 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มนกกระทา"
    quotes, papers, suppliers, books = farm / "ใบเสนอราคา", farm / "เอกสารฟาร์ม", farm / "Suppliers", farm / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, farm / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ครัวสุขใจ_ร่าง.docx", KRUA_DRAFT, KRUA_DRAFT_TABLE, bottom=KRUA_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ครัวสุขใจ_ฉบับจริง.docx", KRUA_FINAL, KRUA_FINAL_TABLE, bottom=KRUA_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคากรง_ช่างสมพงษ์.docx", CAGE_SOMPONG, CAGE_SOMPONG_TABLE, bottom=CAGE_SOMPONG_BOTTOM)
    write_docx(quotes / "ใบเสนอราคากรง_ไทยฟาร์มอุปกรณ์.docx", CAGE_TFE, CAGE_TFE_TABLE, bottom=CAGE_TFE_BOTTOM)
    make_pdf(papers / "SiamAgriBank_loan_offer_Oct2025.pdf", BANK_LETTER)
    write_docx(papers / "หนังสือ_อบต.ป่าขะ_ต่อใบอนุญาต.docx", OBT_LETTER)
    make_pdf(suppliers / "NakhonFeedMill_pricelist_2025.pdf", FEED_PRICES_2025)
    write_docx(suppliers / "ราคาอาหาร_นครนายกฟีดมิลล์_2567.docx", FEED_PRICES_2567, FEED_PRICES_2567_TABLE,
               bottom=FEED_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "NakhonFeedMill_invoice_NFM-2510-233.pdf", FEED_INVOICE)
    make_pdf(suppliers / "OngkharakPack_invoice_Oct2025.pdf", PACK_INVOICE)
    make_pdf(suppliers / "CoolAir_fan_quotation.pdf", FAN_QUOTE)
    _sales_book(books / "ยอดขายไข่_2568.xlsx", "2568", FRESH_2568, PEELED_2568,
                [FEED_2568, VET_2568, POWER_2568, WAGES_2568, PACK_2568])
    _sales_book(books / "ยอดขายไข่_2567.xlsx", "2567", FRESH_2567, PEELED_2567,
                [FEED_2567, VET_2567, POWER_2567, WAGES_2567, PACK_2567])
    _house_eggs(books / "ไข่แยกโรงเรือน_2568.xlsx")
    write_slides(farm / "แผนฟาร์มปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "SkyLink_fibre_bill_Oct2025.pdf", FIBRE_BILL)
    make_pdf(home / "ประกัน" / "SrinakhonLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
