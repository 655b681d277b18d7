"""The feedstore folder: the papers of an animal-feed and farm-supply shop in Korat and its owner's household.

The owner is คุณอรุณี ชัยมงคล (เจ๊อร). She runs "อรุณีอาหารสัตว์" (Arunee Feed & Farm Supply), a shop with a
warehouse on the road into อ.ปักธงชัย จ.นครราชสีมา: feed for pigs, layers, fish and cattle, fertiliser, vet
supplies, delivered by a six-wheel truck to farms around the district. Her husband สมพงษ์ does the deliveries and
the books at night, her son ต้นกล้า (ด.ช.กฤษดา ชัยมงคล) is in ป.5, her mother ยายสำลี lives with them.
It is November 2568 (2025).

Documents/ร้านอาหารสัตว์/ (the business)
- ข้อตกลง/ข้อตกลงส่งอาหารหมู_ฟาร์มสมบูรณ์_ร่าง.docx: draft supply agreement with ฟาร์มสมบูรณ์สุกร, finisher feed
  120 bags at 452, grower 40 at 505, 74,440 a month, 45 days credit.
- ข้อตกลง/ข้อตกลงส่งอาหารหมู_ฟาร์มสมบูรณ์_ฉบับจริง.docx: the signed final, finisher 150 bags at 445, grower 40 at
  498, 86,670 a month, 30 days credit, 1 พ.ย. 2568 - 31 ต.ค. 2569.
- Suppliers/KoratFeedMill_pricelist_2025.pdf: English price list of Korat Feed Mill Co., Ltd. for 2025 (layer 398).
- Suppliers/ราคาส่ง_โคราชฟีดมิลล์_2567.docx: last year's list of the same mill in Thai (ไก่ไข่ 385).
- Suppliers/KoratFeedMill_invoice_KFM-25-3318.pdf: the October invoice from the mill, 165,930, due 16 Nov 2025.
- Suppliers/email_IsanAgroChem_fertiliser_Dec2025.txt: English email, urea 890 -> 950 a bag from 1 Dec 2025.
- Suppliers/ใบส่งของ_อีสานอะโกรเคม_ต.ค.68.docx: the same fertiliser firm's Thai delivery note for October
  (urea 120 bags at 890, 16-16-16 60 bags at 980, 165,600).
- ใบเสนอราคา/quotation_solar_SunKorat.pdf and quotation_solar_KhaoYaiGreen.pdf: two 15 kWp rooftop solar quotes
  for the warehouse, 338,000 vs 312,500.
- Bank/IsanProsperityBank_OD_letter_Oct2025.pdf: the bank's letter, overdraft 500,000 -> 800,000 at 8.10%.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (sales by month, expenses by month, profit), ม.ค.-ต.ค.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/นับสต๊อก_31ต.ค.68.xlsx: stock count at the end of October (bags left, cost, value).
- บัญชี/ลูกหนี้ค้างชำระ_ต.ค.68.md: credit customers who still owe, 153,170 in all (Chai Charoen egg farm 68,000).
- บัญชี/เงินเดือนลูกน้อง_ต.ค.68.md: October pay of three staff, 32,380.
- แชท/แชทไลน์_เฮียชัย_ฟาร์มไก่ไข่.txt: LINE chat with an egg farm; 200 bags at 422 becomes 160 bags at 425.
- เอกสารร้าน/หนังสือปศุสัตว์_ต่อใบอนุญาต.docx: the provincial livestock office's letter on renewing the feed
  licence (expires 31 ธ.ค. 2568, fee 500, apply by 15 ธ.ค. 2568).
- แผนขยายโกดัง_2569.pptx: slides, next year's plan (second warehouse 1,250,000, building from ก.พ. 2569).
- สูตรอาหารปลาดุก_ผสมเอง.md: her own-mix catfish feed recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/KoratNet_fibre_bill_Oct2025.pdf: English bills.
- ประกัน/SiamSure_health_renewal_2025.pdf: English renewal notice of the son's health policy (14,860, by 30 Nov 2025).
- ค่าเทอมต้นกล้า/ค่าเทอม_ต้นกล้า_เทอม1-2568.docx and ค่าเทอม_ต้นกล้า_เทอม2-2568.docx: fee notices (24,900; 26,050).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the husband's life
  policy is paid to สยามชัวร์ประกันชีวิต (SiamSure in the English letter).
- แชทไลน์_ครอบครัวชัยมงคล.txt: the family's LINE group (the pickup repair: 4,200 quoted, 3,650 paid).
- ทริปเขาใหญ่_ธ.ค.68.md: plan for a family trip.
- นัดหมอยาย.md: notes on her mother's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ร้านอรุณีอาหารสัตว์ (Arunee Feed & Farm Supply) 88 ม.1 ถ.ปักธงชัย-โชคชัย อ.ปักธงชัย จ.นครราชสีมา โทร 081-967-2245"

# ---------------------------------------------------------------- pig-farm agreement, draft and final
AGREE_DRAFT = [
    SHOP_TOP,
    "ข้อตกลงการส่งอาหารสุกร (ร่าง)",
    "วันที่ 15 กันยายน 2568",
    "ระหว่าง ร้านอรุณีอาหารสัตว์ โดย นางอรุณี ชัยมงคล (ผู้ขาย)",
    "กับ ฟาร์มสมบูรณ์สุกร โดย นายสมบูรณ์ แสงทอง ต.ตะขบ อ.ปักธงชัย (ผู้ซื้อ)",
    "ผู้ขายตกลงส่งอาหารสุกรให้ผู้ซื้อทุกเดือน ตามรายการด้านล่าง",
]
AGREE_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อกระสอบ (บาท)", "รวมต่อเดือน (บาท)"),
    ("อาหารหมูขุน 30 กก.", "120 กระสอบ", "452", "54,240"),
    ("อาหารหมูรุ่น 30 กก.", "40 กระสอบ", "505", "20,200"),
    ("รวม", "160 กระสอบ", "", "74,440"),
]
AGREE_DRAFT_BOTTOM = [
    "รวมเดือนละ 74,440 บาท ส่งถึงฟาร์มเดือนละ 2 เที่ยว ไม่คิดค่าขนส่ง",
    "เงื่อนไขการชำระเงิน: เครดิต 45 วัน นับจากวันส่งของ",
    "ระยะเวลา 1 ปี (ยังไม่ได้กำหนดวันเริ่ม)",
    "หมายเหตุ: ร่าง รอคุยกับคุณสมบูรณ์เรื่องจำนวนหมูขุนรอบใหม่ และเครดิต",
]
AGREE_FINAL = [
    SHOP_TOP,
    "ข้อตกลงการส่งอาหารสุกร",
    "ทำที่ ร้านอรุณีอาหารสัตว์ วันที่ 1 ตุลาคม 2568",
    "ระหว่าง ร้านอรุณีอาหารสัตว์ โดย นางอรุณี ชัยมงคล (ผู้ขาย)",
    "กับ ฟาร์มสมบูรณ์สุกร โดย นายสมบูรณ์ แสงทอง ต.ตะขบ อ.ปักธงชัย (ผู้ซื้อ)",
    "ผู้ขายตกลงส่งอาหารสุกรให้ผู้ซื้อทุกเดือน ตามรายการด้านล่าง",
]
AGREE_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อกระสอบ (บาท)", "รวมต่อเดือน (บาท)"),
    ("อาหารหมูขุน 30 กก.", "150 กระสอบ", "445", "66,750"),
    ("อาหารหมูรุ่น 30 กก.", "40 กระสอบ", "498", "19,920"),
    ("รวม", "190 กระสอบ", "", "86,670"),
]
AGREE_FINAL_BOTTOM = [
    "รวมเดือนละ 86,670 บาท ส่งถึงฟาร์มเดือนละ 2 เที่ยว (วันที่ 1 และ 16) ไม่คิดค่าขนส่ง",
    "เงื่อนไขการชำระเงิน: เครดิต 30 วัน นับจากวันส่งของ ผู้ซื้อวางเช็คค้ำประกัน 50,000 บาท",
    "ระยะเวลา ตั้งแต่ 1 พฤศจิกายน 2568 ถึง 31 ตุลาคม 2569",
    "หากราคาจากโรงงานอาหารสัตว์ปรับขึ้นเกินกระสอบละ 15 บาท ผู้ขายแจ้งปรับราคาล่วงหน้า 15 วัน",
    "ลงชื่อ อรุณี ชัยมงคล ผู้ขาย      ลงชื่อ สมบูรณ์ แสงทอง ผู้ซื้อ",
    "ลงชื่อ สมพงษ์ ชัยมงคล พยาน",
]

# ---------------------------------------------------------------- the feed mill, English and Thai
KFM_PRICES_2025 = [
    "KORAT FEED MILL CO., LTD.\n"
    "199 Moo 7, Mittraphap Road, Sikhio, Nakhon Ratchasima 30140   Tel. 044-290-518\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per bag, ex-mill. Animal feed is VAT exempt.\n"
    "\n"
    "Piglet starter feed, 20 kg bag ............ 720 THB\n"
    "Pig grower feed, 30 kg bag ................ 468 THB\n"
    "Pig finisher feed, 30 kg bag .............. 415 THB\n"
    "Layer feed (egg hens), 30 kg bag .......... 398 THB\n"
    "Broiler feed, 30 kg bag ................... 445 THB\n"
    "Floating fish feed (catfish/tilapia), 20 kg  385 THB\n"
    "Cattle concentrate 16% protein, 30 kg ..... 255 THB\n"
    "\n"
    "Minimum order 100 bags per truck. Free delivery within 60 km of the mill.\n"
    "Payment: 30 days credit for registered dealers. 1% cash discount if paid within 7 days.\n"
    "Dealer sales: Khun Wichai Boonprasert, 089-414-2276, dealer@koratfeedmill.co.th",
]
KFM_PRICES_2567 = ["บริษัท โคราชฟีดมิลล์ จำกัด", "ใบราคาสำหรับตัวแทนจำหน่าย ปี 2567 (มกราคม – ธันวาคม 2567)",
                   "ราคาหน้าโรงงาน ต่อกระสอบ อาหารสัตว์ได้รับยกเว้นภาษีมูลค่าเพิ่ม"]
KFM_PRICES_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา (บาท/กระสอบ)"),
    ("อาหารหมูเล็ก", "20 กก.", "695"),
    ("อาหารหมูรุ่น", "30 กก.", "455"),
    ("อาหารหมูขุน", "30 กก.", "402"),
    ("อาหารไก่ไข่", "30 กก.", "385"),
    ("อาหารไก่เนื้อ", "30 กก.", "430"),
    ("อาหารปลาเม็ดลอยน้ำ", "20 กก.", "370"),
    ("อาหารข้นโคเนื้อ โปรตีน 16%", "30 กก.", "248"),
]
KFM_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 80 กระสอบต่อเที่ยว ส่งฟรีในระยะ 50 กม. จากโรงงาน",
                          "เครดิต 30 วัน สำหรับตัวแทนที่ลงทะเบียน",
                          "ติดต่อ คุณวิชัย บุญประเสริฐ ฝ่ายขายตัวแทน"]
KFM_INVOICE = [
    "KORAT FEED MILL CO., LTD.\n"
    "INVOICE No. KFM-25-3318\n"
    "Date: 17 Oct 2025          Due date: 16 Nov 2025\n"
    "Dealer: Arunee Feed & Farm Supply (Mrs. Arunee Chaimongkol), Pak Thong Chai, Nakhon Ratchasima\n"
    "Dealer code: D-3027\n"
    "\n"
    "Item                                 Qty        Unit price   Amount\n"
    "Pig finisher feed, 30 kg             200 bags   415.00       83,000.00\n"
    "Layer feed, 30 kg                    160 bags   398.00       63,680.00\n"
    "Floating fish feed, 20 kg            50 bags    385.00       19,250.00\n"
    "\n"
    "TOTAL DUE: 165,930.00 THB (VAT exempt)\n"
    "1% cash discount (1,659.30 THB) if paid by 24 Oct 2025.\n"
    "Please transfer to Bangkok Bank, Korat Feed Mill Co., Ltd., account 403-0-55821-7.",
]
AGROCHEM_EMAIL = """From: Kanokwan Ritthidet <sales@isanagrochem.co.th>
To: arunee.feed@gmail.com
Date: Wed, 29 Oct 2025 10:17
Subject: Fertiliser prices from 1 December 2025

Dear Khun Arunee,

Thank you for your orders this year. Because of higher import costs, our dealer prices will change
from 1 December 2025:

- Urea 46-0-0, 50 kg bag: 950 THB (now 890 THB)
- 16-16-16, 50 kg bag: 1,020 THB (now 980 THB)
- 15-15-15, 50 kg bag: no change, 955 THB

Orders confirmed and paid before 30 November will be delivered at the current prices.
Truck delivery to Pak Thong Chai needs at least 100 bags per order.

Best regards,
Kanokwan Ritthidet
Dealer Sales, Isan AgroChem Co., Ltd.
044-255-913
"""

AGROCHEM_DELIVERY = [
    "บริษัท อีสานอะโกรเคม จำกัด",
    "ใบส่งของ / ใบแจ้งหนี้ เลขที่ IAC-6810-227",
    "วันที่ 11 ตุลาคม 2568",
    "ลูกค้า ร้านอรุณีอาหารสัตว์ อ.ปักธงชัย จ.นครราชสีมา",
]
AGROCHEM_DELIVERY_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกระสอบ (บาท)", "จำนวนเงิน (บาท)"),
    ("ปุ๋ยยูเรีย 46-0-0 50 กก.", "120 กระสอบ", "890", "106,800"),
    ("ปุ๋ย 16-16-16 50 กก.", "60 กระสอบ", "980", "58,800"),
    ("รวม", "180 กระสอบ", "", "165,600"),
]
AGROCHEM_DELIVERY_BOTTOM = ["รวมเป็นเงินทั้งสิ้น 165,600 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
                            "ครบกำหนดชำระ 10 พฤศจิกายน 2568",
                            "ผู้ส่งของ นายธนากร  ผู้รับของ สมพงษ์ ชัยมงคล"]

# ---------------------------------------------------------------- solar quotes and the bank
SOLAR_SUNKORAT = [
    "SUNKORAT ENERGY CO., LTD.\n"
    "Solar rooftop for homes, farms and factories - Friendship Road, Nakhon Ratchasima\n"
    "QUOTATION No. SK-2510-044          Date: 14 Oct 2025\n"
    "To: Arunee Feed & Farm Supply (Khun Arunee), Pak Thong Chai\n"
    "Project: 15 kWp on-grid rooftop system on the warehouse roof\n"
    "\n"
    "28 mono PERC panels, 550 W each\n"
    "Inverter: Huawei SUN2000 15 kW, 3 phase\n"
    "Mounting, cables, breakers, PEA grid connection paperwork\n"
    "\n"
    "TOTAL PRICE: 338,000 THB including VAT\n"
    "Estimated saving: about 5,200 THB per month\n"
    "Warranty: panels 25 years, inverter 10 years, workmanship 3 years\n"
    "Payment: 50% on signing, 40% on installation, 10% after PEA connection\n"
    "Installation in 15 working days. Quotation valid 30 days.\n"
    "Sales: Khun Nattapong 086-552-7731",
]
SOLAR_KHAOYAI = [
    "KHAO YAI GREEN POWER CO., LTD.\n"
    "Solar energy systems - Pak Chong, Nakhon Ratchasima\n"
    "QUOTATION No. KYG-Q-0918          Date: 20 Oct 2025\n"
    "To: Arunee Feed & Farm Supply (Khun Arunee), Pak Thong Chai\n"
    "Project: 15 kWp on-grid rooftop system on the warehouse roof\n"
    "\n"
    "27 mono panels, 560 W each\n"
    "Inverter: Growatt MOD 15KTL3-X, 3 phase\n"
    "Mounting, cables, breakers, PEA grid connection paperwork\n"
    "\n"
    "TOTAL PRICE: 312,500 THB including VAT\n"
    "Estimated saving: about 5,000 THB per month\n"
    "Warranty: panels 25 years, inverter 5 years, workmanship 1 year\n"
    "Payment: 60% on signing, 40% after installation\n"
    "Installation in 10 working days. Quotation valid 15 days.\n"
    "Sales: Khun Siriporn 081-660-4185",
]
BANK_LETTER = [
    "ISAN PROSPERITY BANK PUBLIC COMPANY LIMITED\n"
    "Pak Thong Chai Branch, 45 Suep Siri Road, Pak Thong Chai, Nakhon Ratchasima 30150\n"
    "21 October 2025\n"
    "\n"
    "Mrs. Arunee Chaimongkol\n"
    "Arunee Feed & Farm Supply\n"
    "\n"
    "Re: Renewal and increase of your overdraft (O/D) facility\n"
    "\n"
    "Dear Mrs. Arunee,\n"
    "We are pleased to inform you that the bank has approved the renewal of your overdraft facility\n"
    "on current account no. 512-7-04418-3, with the following terms:\n"
    "\n"
    "Current limit: 500,000 THB\n"
    "New limit: 800,000 THB, effective 1 November 2025\n"
    "Interest rate: MRR + 0.75% = 8.10% per annum (MRR today 7.35%), charged monthly\n"
    "Front-end fee: 0.25% of the increase = 750 THB\n"
    "Collateral: the existing mortgage on land title deed no. 14872 (shop and warehouse)\n"
    "Next review: 31 October 2026\n"
    "\n"
    "Please sign the enclosed acknowledgement and return it to the branch by 15 November 2025.\n"
    "Your relationship manager is Khun Pimchanok Saengdao, 044-441-287.\n"
    "\n"
    "Yours sincerely,\n"
    "Branch Manager",
]

# ---------------------------------------------------------------- livestock office letter
LIVESTOCK_LETTER = [
    "สำนักงานปศุสัตว์จังหวัดนครราชสีมา",
    "ที่ นม 0007/3412",
    "3 ตุลาคม 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตขายอาหารสัตว์ควบคุมเฉพาะ",
    "เรียน ผู้รับใบอนุญาต ร้านอรุณีอาหารสัตว์ (นางอรุณี ชัยมงคล)",
    "ตามที่ท่านได้รับใบอนุญาตขายอาหารสัตว์ควบคุมเฉพาะ (แบบ ข.ส.) เลขที่ 30-0412/2566 "
    "ซึ่งจะหมดอายุในวันที่ 31 ธันวาคม 2568 นั้น",
    "หากท่านประสงค์จะประกอบกิจการต่อ กรุณายื่นคำขอต่ออายุใบอนุญาต พร้อมสำเนาบัตรประชาชน "
    "สำเนาทะเบียนบ้าน และใบอนุญาตฉบับเดิม ที่สำนักงานปศุสัตว์อำเภอปักธงชัย ภายในวันที่ 15 ธันวาคม 2568",
    "ค่าธรรมเนียมการต่ออายุใบอนุญาต 500 บาท ใบอนุญาตใหม่มีอายุถึงวันที่ 31 ธันวาคม 2570",
    "ทั้งนี้ เจ้าหน้าที่จะสุ่มตรวจสถานที่เก็บอาหารสัตว์ ต้องมีชั้นวางสูงจากพื้นไม่น้อยกว่า 10 เซนติเมตร",
    "ขอแสดงความนับถือ",
    "นายประวิทย์ ทองมา ปศุสัตว์จังหวัดนครราชสีมา",
]

# ---------------------------------------------------------------- books
FEED_2568 = [612400, 598300, 645800, 621500, 587900, 603200, 634700, 652100, 668300, 701500]
SUPPLY_2568 = [88600, 92400, 118300, 96200, 142800, 168500, 151200, 123400, 104850, 97300]
WAGES_2568 = [30500, 30500, 31200, 31200, 31800, 31800, 31800, 32380, 32380, 32380]
FUEL_2568 = [8200, 7900, 8600, 8400, 9100, 9800, 9500, 9200, 8800, 9300]
INTEREST_2568 = [2850, 2910, 3120, 2980, 3340, 3460, 3380, 3150, 3020, 3260]
FEED_2567 = [571300, 560800, 602400, 588100, 556700, 570900, 598200, 611500, 624800, 655200, 640300, 688900]
SUPPLY_2567 = [81200, 85700, 109500, 90300, 135600, 159800, 142300, 116900, 98500, 91650, 86400, 102700]
WAGES_2567 = [28800, 28800, 29500, 29500, 29500, 30100, 30100, 30100, 30500, 30500, 30500, 33500]
FUEL_2567 = [7600, 7400, 8100, 7900, 8600, 9200, 9000, 8700, 8300, 8800, 8500, 9400]
INTEREST_2567 = [2640, 2700, 2890, 2760, 3100, 3210, 3150, 2930, 2800, 3020, 2950, 3180]


def _sales_book(path: Path, year: str, feed: list[int], supply: list[int], wages: list[int], fuel: list[int],
                interest: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านอรุณีอาหารสัตว์ ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "อาหารสัตว์ (Feed, THB)", "ปุ๋ย/ยาสัตว์/อุปกรณ์ (Fertiliser, vet, tools)",
                  "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, feed, supply):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(feed), sum(supply), sum(feed) + sum(supply)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ต้นทุนสินค้า (Cost of goods)", "ค่าแรง (Wages)", "ค่าน้ำมันรถส่ง (Delivery fuel)",
                  "ดอกเบี้ย OD (O/D interest)", "รวม (Total)"])
    totals = []
    for month, a, b, w, f, i in zip(MONTHS, feed, supply, wages, fuel, interest):
        goods = int(round((a + b) * 0.84, -2))
        totals.append(goods + w + f + i)
        costs.append([f"{month} {year}", goods, w, f, i, goods + w + f + i])
    for column in range(2, 7):
        money_format(costs, column)
    profit = book.create_sheet("กำไร Profit")
    profit.append([f"กำไรขั้นต้นรายเดือน ปี {year} (Monthly profit {year})"])
    profit.append(["เดือน (Month)", "ยอดขาย (Sales)", "ค่าใช้จ่าย (Expenses)", "กำไร (Profit)"])
    for month, a, b, t in zip(MONTHS, feed, supply, totals):
        profit.append([f"{month} {year}", a + b, t, a + b - t])
    for column in (2, 3, 4):
        money_format(profit, column)
    book.save(path)


STOCK = [
    ("อาหารหมูเล็ก 20 กก.", "กระสอบ", 34, 720),
    ("อาหารหมูรุ่น 30 กก.", "กระสอบ", 58, 468),
    ("อาหารหมูขุน 30 กก.", "กระสอบ", 126, 415),
    ("อาหารไก่ไข่ 30 กก.", "กระสอบ", 47, 398),
    ("อาหารไก่เนื้อ 30 กก.", "กระสอบ", 22, 445),
    ("อาหารปลาเม็ดลอยน้ำ 20 กก.", "กระสอบ", 61, 385),
    ("อาหารข้นโคเนื้อ 16% 30 กก.", "กระสอบ", 88, 255),
    ("ปุ๋ยยูเรีย 46-0-0 50 กก.", "กระสอบ", 75, 890),
    ("ปุ๋ย 16-16-16 50 กก.", "กระสอบ", 40, 980),
    ("ยาถ่ายพยาธิโค 100 มล.", "ขวด", 36, 145),
]


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต๊อก Stock"
    sheet.append(["นับสต๊อก ณ 31 ตุลาคม 2568 (Stock count 31 Oct 2025)"])
    sheet.append(["สินค้า (Item)", "หน่วย (Unit)", "คงเหลือ (Qty)", "ทุนต่อหน่วย (Unit cost)", "มูลค่า (Value, THB)"])
    for name, unit, qty, cost in STOCK:
        sheet.append([name, unit, qty, cost, qty * cost])
    sheet.append(["รวม (Total)", "", sum(s[2] for s in STOCK if s[1] == "กระสอบ"), "",
                  sum(s[2] * s[3] for s in STOCK)])
    for column in (4, 5):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2418.65, "PEA"), ("ค่าน้ำประปา (Water)", 342, "เทศบาล"),
                  ("อินเทอร์เน็ต (Internet)", 854.93, "KoratNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup petrol)", 4860, ""),
                  ("ประกันชีวิตสมพงษ์ (Life insurance)", 2150, "สยามชัวร์ประกันชีวิต"),
                  ("ค่ายายสำลี ยา+หมอ (Grandma's medicine)", 1650, "รพ.ปักธงชัย"),
                  ("ค่าขนม/ค่ารถต้นกล้า (Ton Kla pocket money, van)", 2400, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2566.10, "PEA"), ("ค่าน้ำประปา (Water)", 358, "เทศบาล"),
                  ("อินเทอร์เน็ต (Internet)", 854.93, "KoratNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup petrol)", 5340, "ไปส่งของโชคชัยด้วย"),
                  ("ประกันชีวิตสมพงษ์ (Life insurance)", 2150, "สยามชัวร์ประกันชีวิต"),
                  ("ค่ายายสำลี ยา+หมอ (Grandma's medicine)", 1650, "รพ.ปักธงชัย"),
                  ("ค่าขนม/ค่ารถต้นกล้า (Ton Kla pocket money, van)", 2400, ""),
                  ("ทำบุญงานบวชหลาน (Merit, nephew's ordination)", 3000, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2684.37, "PEA"), ("ค่าน้ำประปา (Water)", 331, "เทศบาล"),
                  ("อินเทอร์เน็ต (Internet)", 854.93, "KoratNet"), ("ค่ากับข้าว (Food)", 11450, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup petrol)", 5120, ""),
                  ("ประกันชีวิตสมพงษ์ (Life insurance)", 2150, "สยามชัวร์ประกันชีวิต"),
                  ("ค่ายายสำลี ยา+หมอ (Grandma's medicine)", 2980, "รวมค่าตรวจเลือด"),
                  ("ค่าขนม/ค่ารถต้นกล้า (Ton Kla pocket money, van)", 2400, "")],
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
    top = ["โรงเรียนปัญญาวิทย์ปักธงชัย", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.กฤษดา ชัยมงคล  ชั้น ป.5/1  เลขประจำตัว 3318"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน สาขาปักธงชัย 020-1-88431-5",
              "ชำระเกินกำหนด ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าหนังสือและอุปกรณ์", "2,350"), ("ค่าประกันอุบัติเหตุ", "350")],
                "24,900", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าค่ายลูกเสือ", "1,650"), ("ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "2,200")],
                "26,050", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pak Thong Chai\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Arunee Chaimongkol\n"
    "Address: 90 Moo 1, Mueang Pak, Pak Thong Chai, Nakhon Ratchasima 30150\n"
    "Customer no. 020034417726\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,402 -> 31,940   Units used: 538 kWh\n"
    "Energy charge 2,424.80  Ft 45.73  Service 38.22  VAT 7% 175.62\n"
    "AMOUNT DUE: 2,684.37 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
KORATNET_BILL = [
    "KORATNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Arunee Chaimongkol    Account: KN-3015-0784\n"
    "Package: Fibre Home 1000/500 Mbps + mesh wifi    799.00\n"
    "VAT 7%                                           55.93\n"
    "TOTAL                                           854.93 THB\n"
    "Due date: 28 Oct 2025. Pay by PromptPay QR or at the KoratNet shop.",
]
HEALTH_RENEWAL = [
    "SIAMSURE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Ratchasima Service Centre, Mittraphap Road\n"
    "24 October 2025\n"
    "\n"
    "POLICY RENEWAL NOTICE - HEALTH INSURANCE\n"
    "Dear Mrs. Arunee Chaimongkol (policy owner),\n"
    "The health policy below is due for renewal.\n"
    "Insured: Master Krisada Chaimongkol, age 11\n"
    "Plan: Smart Kids Health Plus    Policy no. HS-68-220914\n"
    "Cover period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: up to 3,000 THB per night; IPD limit 1,500,000 THB per year\n"
    "OPD: 1,000 THB per visit, 30 visits a year\n"
    "Annual premium: 14,860 THB (last year 13,920 THB; the increase is due to the age band)\n"
    "Please pay by 30 Nov 2025 to keep the cover without a waiting period.\n"
    "Your agent: Khun Rattana Phromma, 087-244-6190.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(FEED_2568) + sum(SUPPLY_2568)
    return [
        ("แผนร้านอรุณีอาหารสัตว์ ปี 2569", "Arunee Feed & Farm Supply - plan for 2026\nอรุณี ชัยมงคล  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าฟาร์มประจำใหม่: ฟาร์มสมบูรณ์สุกร, ฟาร์มไก่ไข่ชัยเจริญ\n"
                         "ปัญหา: โกดังเต็ม ต้องกองอาหารไว้หน้าร้าน, ลูกหนี้ค้างเกิน 150,000"),
        ("โกดังหลังที่ 2", "ขนาด 12 x 24 เมตร หลังร้านเดิม\nงบก่อสร้าง 1,250,000 บาท\n"
                          "เริ่มสร้าง ก.พ. 2569 เสร็จ พ.ค. 2569\nใช้เงินกู้ระยะยาว 900,000 + เงินร้าน 350,000"),
        ("โซลาร์เซลล์บนหลังคาโกดัง", "ขนาด 15 kWp งบไม่เกิน 340,000 บาท\nเทียบใบเสนอราคา 2 เจ้า (SunKorat, Khao Yai Green)\n"
                                     "คาดว่าประหยัดค่าไฟร้านเดือนละ 5,000 บาท"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 9,600,000 บาท\nเพิ่มลูกค้าฟาร์มประจำอีก 3 ราย\n"
                            "เก็บหนี้ให้ค้างไม่เกิน 45 วัน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านอาหารสัตว์/แชท/แชทไลน์_เฮียชัย_ฟาร์มไก่ไข่.txt": """[3 ต.ค. 68 08:12] เฮียชัย ฟาร์มไข่ชัยเจริญ: เจ๊อร เดือนนี้เอาอาหารไก่ไข่ 200 กระสอบนะ กระสอบละเท่าไหร่
[3 ต.ค. 68 08:30] อรุณีอาหารสัตว์: กระสอบละ 430 ค่ะเฮีย ส่งถึงฟาร์ม
[3 ต.ค. 68 08:41] เฮียชัย ฟาร์มไข่ชัยเจริญ: แพงไป ร้านในเมืองให้ 418 เอง 415 ได้มั้ย
[3 ต.ค. 68 09:05] อรุณีอาหารสัตว์: ทุนโรงงานขึ้นค่ะเฮีย 415 ไม่ไหวจริงๆ 422 ละกันค่ะ
[3 ต.ค. 68 09:07] เฮียชัย ฟาร์มไข่ชัยเจริญ: โอเค 422 x 200 กระสอบ
[6 ต.ค. 68 17:20] เฮียชัย ฟาร์มไข่ชัยเจริญ: เจ๊ ปลดแม่ไก่ไปเล้านึง ขอลดเหลือ 160 กระสอบนะ
[6 ต.ค. 68 17:35] อรุณีอาหารสัตว์: ได้ค่ะ แต่ถ้า 160 ต้องกระสอบละ 425 นะคะ รถวิ่งเที่ยวเดียวเท่าเดิม
[6 ต.ค. 68 17:40] เฮียชัย ฟาร์มไข่ชัยเจริญ: เอา 425 ก็ได้ ส่งวันพฤหัสนะ
[6 ต.ค. 68 17:42] อรุณีอาหารสัตว์: รับทราบค่ะ 160 กระสอบ x 425 = 68,000 บาท ส่งพฤหัส 9 ต.ค. เครดิต 30 วันนะคะ
[9 ต.ค. 68 15:10] อรุณีอาหารสัตว์: ส่งครบแล้วนะคะเฮีย บิลเลขที่ 68/1042
[9 ต.ค. 68 15:31] เฮียชัย ฟาร์มไข่ชัยเจริญ: ได้รับแล้ว ขอบใจ เดือนหน้าคุยกันใหม่
""",
    "ร้านอาหารสัตว์/บัญชี/ลูกหนี้ค้างชำระ_ต.ค.68.md": """# ลูกหนี้ค้างชำระ ณ 31 ต.ค. 2568

| ลูกค้า | ยอดค้าง (บาท) | ครบกำหนด | หมายเหตุ |
|---|---|---|---|
| ฟาร์มไก่ไข่ชัยเจริญ (เฮียชัย) | 68,000 | 8 พ.ย. 68 | บิล 68/1042 อาหารไก่ไข่ 160 กระสอบ |
| กลุ่มเลี้ยงโคบ้านสะแกราช | 27,600 | 15 พ.ย. 68 | อาหารข้นโค ผ่อน 2 งวด |
| ฟาร์มสมบูรณ์สุกร | 41,300 | 20 ต.ค. 68 | เลยกำหนดแล้ว โทรตามแล้ว 2 ครั้ง |
| ลุงเสงี่ยม บ่อปลาดุกบ้านตะขบ | 12,850 | 30 พ.ย. 68 | |
| ป้าทองใบ (ไก่บ้าน) | 3,420 | ไม่กำหนด | ซื้อเชื่อทีละนิด |

รวมลูกหนี้ค้าง 153,170 บาท
ต้องตามฟาร์มสมบูรณ์ก่อน ก่อนเริ่มส่งตามข้อตกลงใหม่ 1 พ.ย.
""",
    "ร้านอาหารสัตว์/บัญชี/เงินเดือนลูกน้อง_ต.ค.68.md": """# เงินเดือนลูกน้อง ตุลาคม 2568

- น้องเอ็ม (ขับรถหกล้อส่งของ) เงินเดือน 12,000 บาท
- น้าเหมียว (ขายหน้าร้าน คิดเงิน) เงินเดือน 10,500 บาท
- บอย (ยกของ รายวัน) วันละ 380 บาท x 26 วัน = 9,880 บาท

รวมจ่าย ต.ค. 32,380 บาท จ่ายแล้ววันที่ 31 ต.ค.
เดือนหน้าเอ็มขอขึ้นเงินเดือน ถ้าส่งฟาร์มสมบูรณ์เพิ่ม จะให้เพิ่มค่าเที่ยว เที่ยวละ 150
""",
    "ร้านอาหารสัตว์/สูตรอาหารปลาดุก_ผสมเอง.md": """# สูตรอาหารปลาดุกผสมเอง (ขายลูกค้าบ่อเล็ก)
- รำละเอียด 40 กก.
- ปลายข้าว 20 กก.
- ปลาป่น 25 กก.
- กากถั่วเหลือง 15 กก.
- พรีมิกซ์ 0.5 กก.
ผสมน้ำปั้นก้อน ตากลม 1 วัน ทุนประมาณกิโลละ 14 บาท ขายกิโลละ 20
""",
    "ร้านอาหารสัตว์/Suppliers/email_IsanAgroChem_fertiliser_Dec2025.txt": AGROCHEM_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวชัยมงคล.txt": """[27 ต.ค. 68 20:05] อร: พ่อ ค่าเทอมต้นกล้าต้องจ่ายก่อน 10 พ.ย. นะ
[27 ต.ค. 68 20:09] สมพงษ์: รู้แล้ว เดี๋ยวโอนวันจันทร์ ประกันสุขภาพลูกก็มาแล้วนะ ขึ้นอีกแล้ว
[27 ต.ค. 68 20:11] อร: เห็นแล้ว จ่ายก่อนสิ้นเดือนหน้า
[28 ต.ค. 68 07:15] ยายสำลี: วันที่ 12 ยายนัดหมอนะ ใครไปส่ง
[28 ต.ค. 68 07:20] ต้นกล้า: หนูไปไม่ได้ มีค่ายลูกเสือ
[28 ต.ค. 68 07:22] สมพงษ์: พ่อไปส่งเองครับแม่ ส่งของเสร็จแวะรับ
[1 พ.ย. 68 18:30] สมพงษ์: อู่บอกซ่อมช่วงล่างกระบะ 4,200
[3 พ.ย. 68 17:45] สมพงษ์: ซ่อมเสร็จแล้ว จ่ายจริง 3,650 อู่ไม่ต้องเปลี่ยนลูกหมากตัวนึง
[3 พ.ย. 68 17:50] อร: โอเค ลงบัญชีบ้านนะ ไม่ใช่บัญชีร้าน
""",
    "บ้าน/นัดหมอยาย.md": """# นัดหมอยายสำลี
- ความดันสูง + ไขมัน รักษาที่ รพ.ปักธงชัย
- นัดครั้งถัดไป 12 พฤศจิกายน 2568 เวลา 07.30 น. งดอาหารเช้า (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 1,650 บาท
- ต.ค. จ่ายรวมค่าตรวจเลือด 2,980 บาท
- หมอให้ลดเค็ม เดินตอนเช้า
""",
    "บ้าน/ทริปเขาใหญ่_ธ.ค.68.md": """# ทริปเขาใหญ่ ปิดเทอม 5-7 ธ.ค. 2568
- พักรีสอร์ตแถวธนะรัชต์ 2 คืน คืนละ 2,400 บาท
- ยายไปด้วย ต้องจองห้องชั้นล่าง
- ต้นกล้าอยากไปดูช้าง/น้ำตกเหวสุวัต
- ร้านให้น้าเหมียวดูแล ปิดครึ่งวันวันเสาร์
- งบรวมประมาณ 12,000 บาท
""",
}
TODO = {"todo.md": """- โอนค่าเทอมต้นกล้า ก่อน 10 พ.ย.
- เซ็นหนังสือแบงก์เรื่อง OD ส่งคืนก่อน 15 พ.ย.
- ตามเงินฟาร์มสมบูรณ์ 41,300
- ตัดสินใจเรื่องโซลาร์ เลือกเจ้าไหน
- ยื่นต่อใบอนุญาตขายอาหารสัตว์ที่ปศุสัตว์อำเภอ
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านอาหารสัตว์"
    agree, suppliers, quotes, bank = shop / "ข้อตกลง", shop / "Suppliers", shop / "ใบเสนอราคา", shop / "Bank"
    books, papers = shop / "บัญชี", shop / "เอกสารร้าน"
    home = docs / "บ้าน"
    for folder in (agree, suppliers, quotes, bank, books, papers, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมต้นกล้า"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(agree / "ข้อตกลงส่งอาหารหมู_ฟาร์มสมบูรณ์_ร่าง.docx", AGREE_DRAFT, AGREE_DRAFT_TABLE,
               bottom=AGREE_DRAFT_BOTTOM)
    write_docx(agree / "ข้อตกลงส่งอาหารหมู_ฟาร์มสมบูรณ์_ฉบับจริง.docx", AGREE_FINAL, AGREE_FINAL_TABLE,
               bottom=AGREE_FINAL_BOTTOM)
    make_pdf(suppliers / "KoratFeedMill_pricelist_2025.pdf", KFM_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_โคราชฟีดมิลล์_2567.docx", KFM_PRICES_2567, KFM_PRICES_2567_TABLE,
               bottom=KFM_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KoratFeedMill_invoice_KFM-25-3318.pdf", KFM_INVOICE)
    write_docx(suppliers / "ใบส่งของ_อีสานอะโกรเคม_ต.ค.68.docx", AGROCHEM_DELIVERY, AGROCHEM_DELIVERY_TABLE,
               bottom=AGROCHEM_DELIVERY_BOTTOM)
    make_pdf(quotes / "quotation_solar_SunKorat.pdf", SOLAR_SUNKORAT)
    make_pdf(quotes / "quotation_solar_KhaoYaiGreen.pdf", SOLAR_KHAOYAI)
    make_pdf(bank / "IsanProsperityBank_OD_letter_Oct2025.pdf", BANK_LETTER)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", FEED_2568, SUPPLY_2568, WAGES_2568, FUEL_2568, INTEREST_2568)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", FEED_2567, SUPPLY_2567, WAGES_2567, FUEL_2567, INTEREST_2567)
    _stock_book(books / "นับสต๊อก_31ต.ค.68.xlsx")
    write_docx(papers / "หนังสือปศุสัตว์_ต่อใบอนุญาต.docx", LIVESTOCK_LETTER)
    write_slides(shop / "แผนขยายโกดัง_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "KoratNet_fibre_bill_Oct2025.pdf", KORATNET_BILL)
    make_pdf(home / "ประกัน" / "SiamSure_health_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมต้นกล้า" / "ค่าเทอม_ต้นกล้า_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมต้นกล้า" / "ค่าเทอม_ต้นกล้า_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
