"""The fruitstall folder: the papers of a Thai fruit-stall owner and her household, written by code.

The owner is คุณพรทิพย์ แก้วมณี (พี่ทิพย์). She runs "ทิพย์ผลไม้สด" (Thip Fresh Fruit), stall B12 in the fruit
zone of ตลาดเมืองใหม่, Chiang Mai, sells at the stall and delivers cut fruit to a hotel and a school. Her husband
สมศักดิ์ drives the pickup to the wholesalers, her son ภูมิ (ด.ช.ภูมิพัฒน์) is in ป.4, her mother แม่บัวเขียว
lives with them. It is November 2568 (2025).

Documents/ร้านผลไม้/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมปิง_ร่าง.docx: draft quote QT-2568-031 to Rim Ping Riverside Hotel, cut fruit,
  52,500 a month (table of items, kg a day, prices).
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมปิง_ฉบับจริง.docx: the final of the same quote, other figures, 52,950 a month.
- ใบเสนอราคา/ใบเสนอราคา_กระเช้าปีใหม่_สยามเทค.docx and ใบเสนอราคา_กระเช้าปีใหม่_สหกรณ์ครู.docx: two similar
  New Year fruit-basket quotes to two customers (set A 890 vs 850, totals 57,350 vs 65,500).
- เอกสารร้าน/สัญญาส่งผลไม้_รร.บ้านหนองหอย.docx: contract to supply fruit for a school's lunches (450 pupils,
  7 บาท a head, deposit 5,000).
- เอกสารร้าน/หนังสือตลาดเมืองใหม่_ปรับค่าเช่าแผง.docx: the market's letter, stall rent 4,500 -> 5,200 from 1 ม.ค. 2569.
- Suppliers/LannaOrchard_pricelist_2025.pdf: English wholesale price list of Lanna Orchard Co., Ltd. for 2025.
- Suppliers/ราคาส่ง_ล้านนาออร์ชาร์ด_2567.docx: last year's list of the same firm, in Thai (บริษัท ล้านนาออร์ชาร์ด จำกัด).
- Suppliers/LannaOrchard_invoice_INV-25-1187.pdf: an October invoice from Lanna Orchard (9,200, due 29 Oct 2025).
- Suppliers/email_from_LannaOrchard_Nov2025.txt: an email: longan AA 52 THB/kg from 1 Nov, delivery Tue and Fri.
- Suppliers/CMPack_invoice_Oct2025.pdf: packaging invoice (fruit cups, skewers, trays).
- Suppliers/SiamCool_chiller_quotation.pdf: a quotation for a 2-door glass chiller, 34,500.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by month; expenses by month).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ยอดขายแยกชนิดผลไม้_2568.xlsx: sales by fruit, months as columns.
- บัญชี/ค่าแรงลูกจ้าง_ตุลาคม68.md: the October wages of two helpers.
- บัญชี/ของเสีย_ตุลาคม68.md: spoiled fruit in October, 3,240 in all.
- แชท/แชทไลน์_คุณนิด_โรงแรมริมปิง.txt: LINE chat with the hotel; the watermelon drops to 10 กิโล, 50,850 a month.
- แชท/แชทไลน์_แม่มาลัยค้าส่ง.txt: LINE chat with a wholesaler; a durian order cut from 100 to 70 กิโล at 130.
- แผนร้านปี2569.pptx: slides, the plan for next year (2,400,000 target, second stall 80,000).
- สูตรน้ำพริกเกลือ.md: her salt-and-chili dip recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/NetNorth_fibre_bill_Oct2025.pdf: English bills.
- ประกัน/PingRiver_motor_insurance_renewal_2025.pdf: English renewal letter for the pickup's insurance (18,900).
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_เทอม1-2568.docx and ค่าเทอม_ภูมิ_เทอม2-2568.docx: school fee notices (25,600; 27,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the son's health
  insurance is paid to ปิงริเวอร์ประกันภัย (Ping River Insurance in the English letter).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- นัดหมอแม่.md: notes on her mother's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes
HOTEL_TOP = "ทิพย์ผลไม้สด (Thip Fresh Fruit) แผง B12 ตลาดเมืองใหม่ อ.เมือง จ.เชียงใหม่ โทร 089-552-1437"
HOTEL_DRAFT = [
    HOTEL_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 3 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ไซด์ (คุณนิด)",
    "เรื่อง ผลไม้หั่นพร้อมเสิร์ฟสำหรับบุฟเฟ่ต์อาหารเช้า ส่งทุกวัน ก่อน 6.00 น.",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (30 วัน)"),
    ("แตงโมหั่น", "15 กก.", "35 บาท", "15,750"),
    ("สับปะรดภูแลหั่น", "10 กก.", "60 บาท", "18,000"),
    ("มะละกอหั่น", "10 กก.", "40 บาท", "12,000"),
    ("ฝรั่งหั่น", "5 กก.", "45 บาท", "6,750"),
    ("รวมต่อเดือน", "", "", "52,500"),
]
HOTEL_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 52,500 บาท (ห้าหมื่นสองพันห้าร้อยบาทถ้วน) ส่งฟรี",
                      "ร่าง ยังไม่ได้ส่ง รอถามราคาสับปะรดจากแม่มาลัยก่อน"]
HOTEL_FINAL = [
    HOTEL_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 (ฉบับแก้ไข)",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ไซด์ (คุณนิด)",
    "เรื่อง ผลไม้หั่นพร้อมเสิร์ฟสำหรับบุฟเฟ่ต์อาหารเช้า ส่งทุกวัน ก่อน 6.00 น. เริ่ม 1 พฤศจิกายน 2568",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (30 วัน)"),
    ("แตงโมหั่น", "12 กก.", "35 บาท", "12,600"),
    ("สับปะรดภูแลหั่น", "10 กก.", "55 บาท", "16,500"),
    ("มะละกอหั่น", "8 กก.", "40 บาท", "9,600"),
    ("ฝรั่งหั่น", "5 กก.", "45 บาท", "6,750"),
    ("แก้วมังกรหั่น", "5 กก.", "50 บาท", "7,500"),
    ("รวมต่อเดือน", "", "", "52,950"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 52,950 บาท (ห้าหมื่นสองพันเก้าร้อยห้าสิบบาทถ้วน) ส่งฟรี",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "ลงชื่อ พรทิพย์ แก้วมณี ผู้เสนอราคา",
]

BASKET_SIAM = [
    HOTEL_TOP,
    "ใบเสนอราคา เลขที่ QT-2568-035  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณวรรณา ฝ่ายบุคคล บริษัท สยามเทค เชียงใหม่ จำกัด",
    "เรื่อง กระเช้าผลไม้ของขวัญปีใหม่ 2569",
]
BASKET_SIAM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อใบ (บาท)", "รวม (บาท)"),
    ("กระเช้าชุด A ผลไม้ไทย 5 ชนิด (ส้มสายน้ำผึ้ง ฝรั่ง มะม่วง แก้วมังกร ชมพู่)", "40 ใบ", "890", "35,600"),
    ("กระเช้าชุด B ผลไม้นำเข้า (แอปเปิล องุ่น สาลี่ กีวี)", "15 ใบ", "1,450", "21,750"),
    ("รวมทั้งสิ้น", "55 ใบ", "", "57,350"),
]
BASKET_SIAM_BOTTOM = [
    "รวมทั้งสิ้น 57,350 บาท ส่งถึงบริษัทวันที่ 26 ธันวาคม 2568",
    "มัดจำ 50% = 28,675 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระวันส่งของ",
    "ผูกโบว์และการ์ดอวยพรพร้อมโลโก้บริษัท ไม่คิดเพิ่ม",
]
BASKET_COOP = [
    HOTEL_TOP,
    "ใบเสนอราคา เลขที่ QT-2568-036  วันที่ 22 ตุลาคม 2568",
    "เรียน คุณประยูร เหรัญญิก สหกรณ์ออมทรัพย์ครูเชียงใหม่ จำกัด",
    "เรื่อง กระเช้าผลไม้ของขวัญปีใหม่ 2569 สำหรับสมาชิกอาวุโส",
]
BASKET_COOP_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อใบ (บาท)", "รวม (บาท)"),
    ("กระเช้าชุด A ผลไม้ไทย 5 ชนิด (ส้มสายน้ำผึ้ง ฝรั่ง มะม่วง แก้วมังกร ชมพู่)", "60 ใบ", "850", "51,000"),
    ("กระเช้าชุด B ผลไม้นำเข้า (แอปเปิล องุ่น สาลี่ กีวี)", "10 ใบ", "1,450", "14,500"),
    ("รวมทั้งสิ้น", "70 ใบ", "", "65,500"),
]
BASKET_COOP_BOTTOM = [
    "รวมทั้งสิ้น 65,500 บาท ส่งถึงสหกรณ์วันที่ 29 ธันวาคม 2568",
    "ชุด A ลดจาก 890 เหลือ 850 บาท เพราะสั่งเกิน 50 ใบ",
    "มัดจำ 30% = 19,650 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระวันส่งของ",
]

# ---------------------------------------------------------------- contract, market letter
SCHOOL_CONTRACT = [
    "สัญญาจ้างจัดส่งผลไม้สำหรับอาหารกลางวันนักเรียน",
    "สัญญาเลขที่ 12/2568  ทำที่ โรงเรียนบ้านหนองหอย อ.เมือง จ.เชียงใหม่  วันที่ 24 ตุลาคม 2568",
    "ระหว่าง โรงเรียนบ้านหนองหอย โดย นางสมใจ ทองดี ผู้อำนวยการโรงเรียน ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นางพรทิพย์ แก้วมณี ร้านทิพย์ผลไม้สด ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
SCHOOL_CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างจัดส่งผลไม้ตามฤดูกาล ล้างและหั่นพร้อมรับประทาน สำหรับนักเรียน 450 คน\n"
     "ทุกวันเปิดเรียน (จันทร์–ศุกร์) ส่งถึงโรงอาหารก่อนเวลา 10.30 น."),
    ("ข้อ 2 ค่าจ้าง", "คิดในอัตรา 7 บาทต่อคนต่อวัน คิดตามจำนวนนักเรียนที่มาเรียนจริงในแต่ละวัน"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 มีนาคม 2569"),
    ("ข้อ 4 หลักประกันสัญญา", "ผู้รับจ้างวางเงินประกันสัญญา 5,000 บาท ผู้ว่าจ้างคืนให้เมื่อครบสัญญา"),
    ("ข้อ 5 การจ่ายเงิน", "ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 15 วันนับจากวันวางบิล"),
    ("ข้อ 6 ค่าปรับ", "หากส่งช้าหรือส่งไม่ครบ ผู้ว่าจ้างปรับครั้งละ 500 บาท"),
]
SCHOOL_CONTRACT_BOTTOM = ["ลงชื่อ สมใจ ทองดี ผู้ว่าจ้าง", "ลงชื่อ พรทิพย์ แก้วมณี ผู้รับจ้าง",
                          "ลงชื่อ สมศักดิ์ แก้วมณี พยาน"]

MARKET_LETTER = [
    "บริษัท ตลาดเมืองใหม่ จำกัด",
    "ที่ ตมม. 214/2568",
    "15 กันยายน 2568",
    "เรื่อง แจ้งปรับอัตราค่าเช่าแผงค้า",
    "เรียน คุณพรทิพย์ แก้วมณี ผู้เช่าแผง B12 โซนผลไม้",
    "ตามที่ท่านได้เช่าแผงค้าในตลาดเมืองใหม่ บริษัทขอแจ้งว่า เนื่องจากค่าซ่อมหลังคาและค่ารักษาความปลอดภัยที่สูงขึ้น "
    "บริษัทจำเป็นต้องปรับค่าเช่าแผงจากเดิมเดือนละ 4,500 บาท เป็นเดือนละ 5,200 บาท "
    "ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป",
    "ค่าไฟฟ้าแผงยังคิดหน่วยละ 8 บาทเท่าเดิม ค่าเก็บขยะเดือนละ 300 บาท",
    "กรุณาชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ที่สำนักงานตลาด ชั้น 2",
    "ขอแสดงความนับถือ",
    "นายวิชัย พงษ์ไพบูลย์ ผู้จัดการฝ่ายอาคาร",
]

# ---------------------------------------------------------------- supplier papers
LANNA_PRICES_2025 = [
    "LANNA ORCHARD CO., LTD.\n"
    "88/4 Moo 6, Mae Rim-Samoeng Road, Mae Rim, Chiang Mai 50180  Tel. 053-298-441\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, ex-orchard.\n"
    "\n"
    "Nam Dok Mai mango, grade A ......... 65 THB/kg\n"
    "Mahachanok mango ................... 55 THB/kg\n"
    "Longan (Edor), grade AA ............ 48 THB/kg\n"
    "Sai Nam Phueng tangerine ........... 52 THB/kg\n"
    "Hass avocado ....................... 120 THB/kg\n"
    "Kim Ju guava ....................... 28 THB/kg\n"
    "\n"
    "Minimum order 50 kg per delivery. Free delivery in Chiang Mai city for orders over 5,000 THB.\n"
    "Payment: 15 days credit for regular customers.\n"
    "Contact: Anan Sriwong, sales@lannaorchard.co.th",
]
LANNA_PRICES_2567 = ["บริษัท ล้านนาออร์ชาร์ด จำกัด", "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567)",
                     "ราคาหน้าสวน ต่อกิโลกรัม"]
LANNA_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("มะม่วงน้ำดอกไม้ เกรด A", "58 บาท/กก."),
    ("มะม่วงมหาชนก", "50 บาท/กก."),
    ("ลำไยอีดอ เกรด AA", "42 บาท/กก."),
    ("ส้มสายน้ำผึ้ง", "50 บาท/กก."),
    ("อะโวคาโดแฮส", "135 บาท/กก."),
    ("ฝรั่งกิมจู", "25 บาท/กก."),
]
LANNA_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 30 กก. ต่อเที่ยว ส่งฟรีในเมืองเชียงใหม่เมื่อสั่งเกิน 4,000 บาท",
                            "ติดต่อ คุณอนันต์ ศรีวงศ์ ฝ่ายขาย"]
LANNA_INVOICE = [
    "LANNA ORCHARD CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-25-1187\n"
    "Date: 14 Oct 2025          Due date: 29 Oct 2025\n"
    "Customer: Thip Fresh Fruit (Khun Porntip Kaewmanee), Stall B12, Muang Mai Market, Chiang Mai\n"
    "\n"
    "Item                          Qty     Unit price   Amount\n"
    "Nam Dok Mai mango, grade A    80 kg   65.00        5,200.00\n"
    "Longan (Edor), grade AA       60 kg   48.00        2,880.00\n"
    "Kim Ju guava                  40 kg   28.00        1,120.00\n"
    "\n"
    "TOTAL DUE: 9,200.00 THB\n"
    "Please transfer to Kasikornbank, account Lanna Orchard Co., Ltd., 123-4-56789-0\n"
    "and send the slip by LINE. Thank you.",
]
LANNA_EMAIL = """From: Anan Sriwong <sales@lannaorchard.co.th>
To: thipfreshfruit@gmail.com
Date: Mon, 27 Oct 2025 08:41
Subject: Longan price and delivery days from 1 November

Dear Khun Porntip,

Thank you for your orders this season. Please note two changes from 1 November 2025:

1. Longan (Edor) grade AA will be 52 THB/kg (the 2025 price list says 48 THB/kg). The main season is over
   and we are buying from off-season orchards in Chom Thong.
2. Our truck to Muang Mai market will come on Tuesday and Friday instead of Monday and Thursday.

Mango and guava prices do not change. The minimum order stays 50 kg.

Best regards,
Anan Sriwong
Sales, Lanna Orchard Co., Ltd.
053-298-441
"""
CMPACK_INVOICE = [
    "CHIANG MAI PACK SUPPLY LTD.\n"
    "Packaging for food and fruit shops - Chang Phueak, Chiang Mai\n"
    "INVOICE No. CMP-6809        Date: 6 Oct 2025\n"
    "Bill to: Thip Fresh Fruit, Muang Mai Market\n"
    "\n"
    "PET fruit cup 16 oz with lid     2,000 pcs   x 1.80    3,600.00\n"
    "Bamboo skewers 6 inch            10 packs    x 35.00     350.00\n"
    "Foam tray 7x9 inch               500 pcs     x 1.20      600.00\n"
    "Rubber bands                     1 kg        x 95.00      95.00\n"
    "\n"
    "TOTAL 4,645.00 THB   Paid in cash. Thank you.",
]
SIAMCOOL_QUOTE = [
    "SIAM COOL EQUIPMENT CO., LTD.\n"
    "Commercial refrigeration - Superhighway Road, Chiang Mai\n"
    "QUOTATION No. SC-Q-25-0907     Date: 18 Oct 2025\n"
    "To: Thip Fresh Fruit (Khun Porntip), Muang Mai Market\n"
    "\n"
    "2-door glass display chiller, model SC-1200G, 1,200 litres, 2-8 C\n"
    "Price: 34,500 THB including VAT\n"
    "Free delivery and installation in Chiang Mai.\n"
    "Warranty: 2 years on parts, 5 years on the compressor.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Jirapat 086-771-2290",
]

# ---------------------------------------------------------------- books
FRUITS_2568 = {
    "มะม่วง (Mango)": [18500, 24300, 52800, 68400, 61200, 35600, 12400, 8900, 7600, 9800],
    "ทุเรียน (Durian)": [0, 0, 8500, 42600, 88300, 71900, 25400, 6200, 0, 0],
    "ลำไย (Longan)": [6800, 5400, 4900, 5200, 6100, 12800, 38700, 45300, 21600, 9400],
    "ส้ม (Tangerine)": [31200, 26800, 18300, 12500, 9800, 8600, 9100, 11400, 17900, 28600],
    "แตงโม (Watermelon)": [14600, 17200, 21800, 24300, 19500, 12100, 10800, 9700, 10300, 12900],
    "ผลไม้หั่น (Cut fruit)": [22400, 21900, 25600, 27300, 26800, 23400, 22100, 21500, 22800, 24700],
    "อื่นๆ (Others)": [12300, 11800, 10400, 9600, 11200, 13500, 14800, 15900, 16200, 14100],
}
ORDERS_2568 = [8500, 6200, 5400, 12800, 9600, 4300, 3800, 5100, 6400, 7900]
WAGES_2568 = [14000, 14000, 15600, 17200, 17200, 16400, 15600, 15600, 16400, 17200]
PACKING_2568 = [3900, 3700, 4200, 4800, 5100, 4300, 3900, 3800, 4100, 4645]
STALL_2567 = [98400, 96700, 118200, 162500, 176300, 141800, 109600, 95300, 82700, 91500, 104800, 148600]
ORDERS_2567 = [6800, 5100, 4600, 9900, 8300, 3900, 3200, 4400, 5800, 6900, 8700, 42300]
WAGES_2567 = [13000, 13000, 14400, 16000, 16000, 15200, 14400, 14400, 15200, 16000, 16000, 17600]
PACKING_2567 = [3500, 3400, 3800, 4500, 4700, 4000, 3600, 3500, 3700, 3900, 4200, 7800]


def month_totals_2568() -> list[int]:
    return [sum(values[i] for values in FRUITS_2568.values()) for i in range(10)]


def _sales_book(path: Path, year: str, stall: list[int], orders: list[int], wages: list[int],
                packing: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านทิพย์ผลไม้สด ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าร้าน (Stall, THB)", "ออเดอร์/ส่งลูกค้า (Orders, THB)", "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, stall, orders):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(stall), sum(orders), sum(stall) + sum(orders)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าผลไม้ (Fruit cost)", "ค่าเช่าแผง (Stall rent)", "ค่าแรง (Wages)",
                  "บรรจุภัณฑ์ (Packaging)", "รวม (Total)"])
    for month, a, b, w, p in zip(MONTHS, stall, orders, wages, packing):
        fruit = int(round((a + b) * 0.62, -2))
        costs.append([f"{month} {year}", fruit, 4500, w, p, fruit + 4500 + w + p])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _fruit_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แยกชนิด By fruit"
    sheet.append(["ยอดขายแยกชนิดผลไม้ ปี 2568 (Sales by fruit 2568, THB)"])
    sheet.append(["ผลไม้ (Fruit)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for fruit, values in FRUITS_2568.items():
        sheet.append([fruit] + values + [sum(values)])
    totals = month_totals_2568()
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1954.20, "PEA"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("อินเทอร์เน็ต (Internet)", 640.93, "NetNorth"), ("ค่ากับข้าว (Food)", 9800, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4650, "ไปตลาดไท/สวน"),
                  ("ประกันสุขภาพน้องภูมิ (Child health insurance)", 1250, "ปิงริเวอร์ประกันภัย"),
                  ("ค่ายาแม่ (Mum's medicine)", 1380, ""), ("ค่ารถรับส่งนักเรียน (School van)", 1500, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2132.60, "PEA"), ("ค่าน้ำประปา (Water)", 301, ""),
                  ("อินเทอร์เน็ต (Internet)", 640.93, "NetNorth"), ("ค่ากับข้าว (Food)", 10250, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4980, "ไปตลาดไท/สวน"),
                  ("ประกันสุขภาพน้องภูมิ (Child health insurance)", 1250, "ปิงริเวอร์ประกันภัย"),
                  ("ค่ายาแม่ (Mum's medicine)", 1380, ""), ("ค่ารถรับส่งนักเรียน (School van)", 1500, ""),
                  ("ค่าซ่อมแอร์ (Aircon repair)", 1200, "ห้องนอนแม่")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2087.45, "PEA"), ("ค่าน้ำประปา (Water)", 295, ""),
                  ("อินเทอร์เน็ต (Internet)", 640.93, "NetNorth"), ("ค่ากับข้าว (Food)", 9600, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 5120, "ไปตลาดไท/สวน"),
                  ("ประกันสุขภาพน้องภูมิ (Child health insurance)", 1250, "ปิงริเวอร์ประกันภัย"),
                  ("ค่ายาแม่ + ค่าหมอ (Mum's medicine, doctor)", 2460, "รพ.นครพิงค์"),
                  ("ค่ารถรับส่งนักเรียน (School van)", 1500, "")],
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
    top = ["โรงเรียนสันติศึกษา เชียงใหม่", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ป.4/2  เลขประจำตัว 21457"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 456-0-12345-6",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "18,500"), ("ค่าอาหารกลางวัน", "4,200"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,900")], "25,600", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "18,500"), ("ค่าอาหารกลางวัน", "4,200"),
                           ("ค่ากิจกรรมและทัศนศึกษา", "1,800"), ("ค่าเรียนภาษาอังกฤษเสริม", "2,500")],
                "27,000", "7 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Mai\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Porntip Kaewmanee\n"
    "Address: 59/12 Moo 3, Nong Hoi, Mueang Chiang Mai 50000\n"
    "Customer no. 020011458873\n"
    "Billing period: 18 Sep 2025 - 17 Oct 2025\n"
    "Meter reading: 18,204 -> 18,616   Units used: 412 kWh\n"
    "Energy charge 1,877.98  Ft 34.69  Service 38.22  VAT 7% 136.56\n"
    "AMOUNT DUE: 2,087.45 THB\n"
    "Due date: 31 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
NETNORTH_BILL = [
    "NETNORTH BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Porntip Kaewmanee    Account: NN-5501-2287\n"
    "Package: Home Fibre 500/500 Mbps    599.00\n"
    "VAT 7%                              41.93\n"
    "TOTAL                              640.93 THB\n"
    "Due date: 25 Oct 2025. Auto-debit not set up.",
]
INSURANCE_LETTER = [
    "PING RIVER INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Branch, Huay Kaew Road\n"
    "27 October 2025\n"
    "\n"
    "RENEWAL NOTICE - VOLUNTARY MOTOR INSURANCE, CLASS 1\n"
    "Dear Mrs. Porntip Kaewmanee,\n"
    "Your policy no. PRM-6712-0045 for the vehicle below expires on 30 Nov 2025.\n"
    "Vehicle: Isuzu D-Max Spark 1.9, year 2021, registration 3 Kor 5521 Chiang Mai\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Sum insured: 520,000 THB (last year 560,000 THB)\n"
    "Premium: 18,900 THB including stamp duty and VAT (last year 17,650 THB)\n"
    "Deductible: none. Repair at authorised garages.\n"
    "Please pay by 25 Nov 2025 by bank transfer or through your agent, Khun Suda (081-334-9021).\n"
    "If you pay after this date your cover may lapse.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals_2568())
    return [
        ("แผนร้านทิพย์ผลไม้สด ปี 2569", "Thip Fresh Fruit - plan for 2026\nพรทิพย์ แก้วมณี  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าประจำใหม่: โรงแรมริมปิง, โรงเรียนบ้านหนองหอย\n"
                         "ปัญหา: ของเสียหน้าฝนเดือนละประมาณ 3,000 บาท, ค่าเช่าแผงขึ้นปีหน้า"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nลูกค้าโรงแรม/ร้านกาแฟ ส่งประจำ 3 ราย\n"
                            "ลดของเสียให้ต่ำกว่าเดือนละ 2,000 บาท"),
        ("เปิดแผงที่ 2 ตลาดต้นพยอม", "งบลงทุน 80,000 บาท (มัดจำแผง 30,000 + อุปกรณ์ 50,000)\n"
                                     "เริ่มเดือนมีนาคม 2569\nจ้างลูกจ้างเพิ่ม 1 คน เดือนละ 9,000 บาท"),
        ("ขายออนไลน์ LINE OA", "ส่งผลไม้หั่นในเมือง สั่งขั้นต่ำ 200 บาท ค่าส่ง 30 บาท\nเป้า 40 ออเดอร์ต่อสัปดาห์"),
        ("อุปกรณ์", "ซื้อตู้แช่ 2 ประตู งบ 35,000 บาท (ดูใบเสนอราคา Siam Cool)\nเปลี่ยนตาชั่งดิจิทัล 2,500 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านผลไม้/แชท/แชทไลน์_คุณนิด_โรงแรมริมปิง.txt": """[12/10/2568 09:15] คุณนิด ริมปิง: สวัสดีค่ะพี่ทิพย์ ใบเสนอราคาฉบับแก้ที่ส่งมา ผู้จัดการอนุมัติแล้วนะคะ เดือนละ 52,950
[12/10/2568 09:20] ทิพย์ผลไม้สด: ขอบคุณมากค่ะ เริ่มส่ง 1 พ.ย. นะคะ ก่อน 6 โมงเช้า
[12/10/2568 09:22] คุณนิด ริมปิง: ได้ค่ะ ส่งที่ครัวหลังนะคะ
[3/11/2568 07:05] คุณนิด ริมปิง: พี่คะ วันนี้แก้วมังกรมาไม่ครบ ขาดไปกิโลนึง
[3/11/2568 07:30] ทิพย์ผลไม้สด: ขอโทษค่ะ เดี๋ยวให้น้องแพรเอาไปเติมให้ค่ะ
[20/11/2568 14:10] คุณนิด ริมปิง: พี่ทิพย์คะ แขกลดลง ตั้งแต่ 1 ธ.ค. แตงโมขอลดจากวันละ 12 กิโล เหลือวันละ 10 กิโลนะคะ อย่างอื่นเท่าเดิม
[20/11/2568 14:25] ทิพย์ผลไม้สด: ได้ค่ะ งั้นตั้งแต่ ธ.ค. ยอดใหม่เดือนละ 50,850 บาทนะคะ
[20/11/2568 14:26] คุณนิด ริมปิง: โอเคค่ะ 50,850 ค่ะ
[20/11/2568 14:30] คุณนิด ริมปิง: แล้วคืน 31 ธ.ค. จะมีงานเคาท์ดาวน์ ขอผลไม้รวมถาดเพิ่ม 20 กิโล โลละ 80 ได้มั้ยคะ
[20/11/2568 14:41] ทิพย์ผลไม้สด: ได้ค่ะ 20 กิโล 1,600 บาท แยกบิลนะคะ
""",
    "ร้านผลไม้/แชท/แชทไลน์_แม่มาลัยค้าส่ง.txt": """[2/5/2568 06:12] แม่มาลัย ค้าส่ง: ทิพย์ หมอนทองจันท์ล็อตใหม่เข้าวันที่ 8 นะ โลละ 135 จะเอากี่โล
[2/5/2568 06:30] ทิพย์ผลไม้สด: เอา 100 โลเลยค่ะแม่
[2/5/2568 06:31] แม่มาลัย ค้าส่ง: จดไว้แล้ว 100 โล
[5/5/2568 19:40] ทิพย์ผลไม้สด: แม่คะ ขอลดเหลือ 70 โลได้มั้ยคะ ช่วงนี้ฝนตก คนไม่ค่อยเดินตลาด
[5/5/2568 20:02] แม่มาลัย ค้าส่ง: ได้ๆ 70 โล งั้นแม่ให้โลละ 130 บาทเพราะเอาประจำ
[5/5/2568 20:05] ทิพย์ผลไม้สด: ขอบคุณค่ะแม่ รวม 9,100 นะคะ โอนวันรับของ
[8/5/2568 05:45] แม่มาลัย ค้าส่ง: ของมาแล้ว ให้สมศักดิ์มารับได้เลย
[8/5/2568 06:20] ทิพย์ผลไม้สด: โอนแล้วค่ะ 9,100 (ส่งสลิปให้แล้วนะคะ)
""",
    "ร้านผลไม้/บัญชี/ค่าแรงลูกจ้าง_ตุลาคม68.md": """# ค่าแรงลูกจ้าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| น้องแพร (หั่นผลไม้) | 350 บาท | 24 วัน | 8,400 บาท |
| ลุงหมาน (ยกของ/ขับรถส่ง) | 400 บาท | 22 วัน | 8,800 บาท |

รวมจ่ายค่าแรง ต.ค. 17,200 บาท จ่ายแล้ว 31 ต.ค.
แพรขอเบิกล่วงหน้า 1,000 หักแล้วในยอดนี้
""",
    "ร้านผลไม้/บัญชี/ของเสีย_ตุลาคม68.md": """# ของเสีย เดือนตุลาคม 2568

ฝนตกเกือบทั้งเดือน ของสุกเร็ว ตู้แช่เก่าเย็นไม่พอ

- แตงโม แตก/ช้ำ 46 กก. = 1,150 บาท (หนักสุด)
- มะละกอ สุกเกิน 18 กก. = 720 บาท
- ลำไย ร่วง/ขึ้นรา = 580 บาท
- กล้วยหอม ดำ = 480 บาท
- ฝรั่ง ช้ำ = 310 บาท

รวมของเสีย ต.ค. 3,240 บาท
ต้องซื้อตู้แช่ใหม่ แล้วสั่งแตงโมทีละน้อยลง
""",
    "ร้านผลไม้/สูตรน้ำพริกเกลือ.md": """# น้ำพริกเกลือจิ้มผลไม้ (สูตรแม่)
- น้ำตาลทราย 5 ช้อนโต๊ะ
- เกลือป่น 1 ช้อนชา
- พริกขี้หนูแห้งป่น 2 ช้อนชา
- กะปิเผานิดหน่อย (ถ้าลูกค้าชอบ)
โขลกให้เข้ากัน ตักใส่ถุงเล็กถุงละ 5 บาท แถมกับมะม่วงดิบ ฝรั่ง
""",
    "ร้านผลไม้/Suppliers/email_from_LannaOrchard_Nov2025.txt": LANNA_EMAIL,
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[28/10/2568 20:11] ทิพย์: พ่อ ค่าเทอมภูมิต้องจ่ายก่อน 7 พ.ย. นะ อย่าลืม
[28/10/2568 20:15] สมศักดิ์: เดี๋ยวโอนพรุ่งนี้ ประกันรถก็มาแล้วนะ ปีนี้ขึ้น
[28/10/2568 20:16] ทิพย์: เห็นแล้ว ต้องจ่ายก่อน 25 พ.ย.
[29/10/2568 07:02] แม่: วันที่ 14 แม่นัดหมอนะ ใครไปส่งได้
[29/10/2568 07:10] สมศักดิ์: ผมไปส่งเองแม่ เช้าไปตลาดแล้วแวะรับ
[2/11/2568 18:40] สมศักดิ์: รถเข้าศูนย์ 12 พ.ย. เปลี่ยนยาง+ถ่ายน้ำมันเครื่อง ประมาณ 3,850
[2/11/2568 18:42] ทิพย์: โอเค ใช้เงินร้านไปก่อน
""",
    "บ้าน/นัดหมอแม่.md": """# นัดหมอแม่ (แม่บัวเขียว)
- โรคเบาหวาน + ความดัน รักษาที่ รพ.นครพิงค์
- นัดครั้งถัดไป 14 พฤศจิกายน 2568 เวลา 08.00 น. งดน้ำงดอาหารหลังเที่ยงคืน (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 1,380 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,460 บาท
- หมอให้เดินตอนเย็นวันละ 30 นาที
""",
}
TODO = {"todo.md": """- โอนค่าเทอมภูมิ ก่อน 7 พ.ย.
- ต่อประกันรถกระบะ ก่อน 25 พ.ย.
- ถามล้านนาออร์ชาร์ดเรื่องราคาลำไยเดือนหน้า
- ทำกระเช้าตัวอย่างไปให้สหกรณ์ครูดู
- พาแม่ไปหาหมอ 14 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านผลไม้"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมปิง_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE, bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมปิง_ฉบับจริง.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กระเช้าปีใหม่_สยามเทค.docx", BASKET_SIAM, BASKET_SIAM_TABLE,
               bottom=BASKET_SIAM_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กระเช้าปีใหม่_สหกรณ์ครู.docx", BASKET_COOP, BASKET_COOP_TABLE,
               bottom=BASKET_COOP_BOTTOM)
    write_docx(papers / "สัญญาส่งผลไม้_รร.บ้านหนองหอย.docx", SCHOOL_CONTRACT, headings=SCHOOL_CONTRACT_HEADINGS,
               bottom=SCHOOL_CONTRACT_BOTTOM)
    write_docx(papers / "หนังสือตลาดเมืองใหม่_ปรับค่าเช่าแผง.docx", MARKET_LETTER)
    make_pdf(suppliers / "LannaOrchard_pricelist_2025.pdf", LANNA_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_ล้านนาออร์ชาร์ด_2567.docx", LANNA_PRICES_2567, LANNA_PRICES_2567_TABLE,
               bottom=LANNA_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "LannaOrchard_invoice_INV-25-1187.pdf", LANNA_INVOICE)
    make_pdf(suppliers / "CMPack_invoice_Oct2025.pdf", CMPACK_INVOICE)
    make_pdf(suppliers / "SiamCool_chiller_quotation.pdf", SIAMCOOL_QUOTE)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568",
                [t - o for t, o in zip(month_totals_2568(), ORDERS_2568)], ORDERS_2568, WAGES_2568, PACKING_2568)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", STALL_2567, ORDERS_2567, WAGES_2567, PACKING_2567)
    _fruit_book(books / "ยอดขายแยกชนิดผลไม้_2568.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "NetNorth_fibre_bill_Oct2025.pdf", NETNORTH_BILL)
    make_pdf(home / "ประกัน" / "PingRiver_motor_insurance_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
