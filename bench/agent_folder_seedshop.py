"""The seedshop folder: the papers of a seed and fertiliser shop owner in Phichit and his household, written by code.

The owner is นายวีระพงษ์ ศรีสุข (เฮียพงษ์). He runs "ร้านศรีสุขการเกษตร" (Srisuk Kaset), a fertiliser, seed and
farm-chemical shop at 145/3 หมู่ 1 ต.ตะพานหิน อ.ตะพานหิน จ.พิจิตร, with a rented warehouse in ต.ไผ่หลวง and a
six-wheel truck on a bank loan. His wife อรทัย (เจ๊อร) keeps the books, their daughter ใบเตย (ด.ญ.ใบเตย, น้องเตย)
is in ม.2, his mother (อาม่า) lives with them. Helpers: น้องเอก (counter), ลุงจ่อย (loader/driver), แบงค์
(weekends). It is November 2568 (2025).

Documents/ร้านศรีสุขการเกษตร/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_กลุ่มนาวังกรด_ร่าง.docx: draft quote QT-68/112 to the Ban Wang Krot rice farmers'
  group (ลุงสมหมาย ทองคำ) for dry-season fertiliser, 336,500 (urea 200 bags at 850, ...).
- ใบเสนอราคา/ใบเสนอราคา_กลุ่มนาวังกรด_ฉบับจริง.docx: the final of the same quote, other figures, 305,900,
  deposit 30% = 91,770.
- ใบเสนอราคา/Forklift_quote_NorthStar.pdf and Forklift_quote_ChaoPhrayaLift.pdf: two English quotes for a
  reconditioned 2.5 ton diesel forklift (385,000 incl. VAT, Nakhon Sawan; 362,000 + VAT = 387,340, Phitsanulok).
- Suppliers/NakhonAgro_pricelist_2025.pdf: English dealer price list of Nakhon Agro Co., Ltd. for 2025
  (urea 46-0-0 Golden Crown 780 THB/bag).
- Suppliers/ราคาส่งปุ๋ย_นครอะโกร_2567.docx: last year's list of the same firm in Thai (บริษัท นครอะโกร จำกัด,
  urea 835 บาท/กระสอบ).
- Suppliers/NakhonAgro_invoice_NA-2510-0442.pdf: an October invoice from Nakhon Agro (167,400.00, due 20 Nov 2025).
- Suppliers/NakhonAgro_dealer_meeting_2026.pptx: English slides from the supplier's dealer meeting (rebate tiers
  3,000 bags 2% / 1,500 bags 1%, new 25-7-7 at 845).
- Suppliers/GreenField_invoice_GF-25-3318.pdf: a seed invoice (105,500.00, due 23 Nov 2025).
- Suppliers/email_GreenFieldSeeds_corn_price.txt: an English email: hybrid corn GF 8899 from 1,650 to 1,720 a bag
  from 1 December 2025.
- เอกสารร้าน/สัญญาเช่าโกดัง.docx: the warehouse lease (9,000 a month, 9,500 in 2569, deposit 27,000, ends
  31 ธันวาคม 2569).
- เอกสารร้าน/แจ้งต่ออายุใบอนุญาต_สวพ2.docx: the government's reminder that the fertiliser and hazardous-substance
  sale licences expire 31 ธันวาคม 2568 (fees 1,000 and 500).
- เอกสารร้าน/NanRiverBank_loan_letter_Oct2025.pdf: the bank's English letter: truck loan installment 21,500 ->
  21,180 from November, overdraft limit 500,000 -> 800,000 from 1 December 2025, sign by 28 November 2025.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (sales by month and category, expenses by month,
  credit customers: ผู้ใหญ่ชาญ 74,300, total 274,400).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต็อกปุ๋ย_31ต.ค.68.md: the stock count at the end of October (urea 64 กระสอบ, corn seed 36 ถุง).
- บัญชี/ค่าจ้างลูกน้อง_ต.ค.68.md: October wages of three helpers, 25,550 in all.
- แชท/แชทไลน์_ลุงสมหมาย_กลุ่มนาวังกรด.txt: LINE chat with the farmers' group; urea cut from 180 to 160 bags,
  the order becomes 289,100 and the deposit 86,730.
- แชท/แชทไลน์_เซลล์กิต_นครอะโกร.txt: LINE chat with the supplier's salesman; urea promo 765, delivery moved from
  2 to 6 ธ.ค.
- แผนร้านปี2569.pptx: the shop's own plan for next year (target 6,500,000, forklift budget 380,000).
- คำแนะนำใส่ปุ๋ยนาข้าว_แจกลูกค้า.md: a handout for customers on fertilising rice.

Documents/บ้าน/ (the household)
- Bills/PEA_Phichit_bill_Oct2025.pdf (2,424.36, due 3 Nov 2025) and Bills/CityLink_mobile_bill_Oct2025.pdf
  (1,280.79): English bills.
- ประกัน/ChaoPhrayaLife_health_renewal_2026.pdf: English renewal notice of his health insurance (31,480, pay by
  15 Dec 2025; last year 27,900).
- ค่าเทอมเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (19,700; 20,700
  due 10 พฤศจิกายน 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group; the ordination envelope goes from 3,000 to 5,000.
- งานบวชหลาน_ธ.ค.68.md: notes for a nephew's ordination on 13 ธ.ค. (still says 3,000).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้านศรีสุขการเกษตร (Srisuk Kaset) 145/3 หมู่ 1 ต.ตะพานหิน อ.ตะพานหิน จ.พิจิตร 66110 "
            "โทร 056-621-448, 081-953-2270")

# ---------------------------------------------------------------- quote to the farmers' group
GROUP_TO = "เรียน ลุงสมหมาย ทองคำ ประธานกลุ่มวิสาหกิจชุมชนนาข้าวบ้านวังกรด ต.วังกรด"
QUOTE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68/112",
    "วันที่ 5 พฤศจิกายน 2568",
    GROUP_TO,
    "เรื่อง ปุ๋ยเคมีสำหรับนาปรัง 2568/69 (สมาชิก 23 ราย)",
]
QUOTE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกระสอบ (50 กก.)", "รวม (บาท)"),
    ("ปุ๋ยยูเรีย 46-0-0 ตรามงกุฎทอง", "200 กระสอบ", "850", "170,000"),
    ("ปุ๋ย 16-20-0 ตรามงกุฎทอง", "150 กระสอบ", "780", "117,000"),
    ("ปุ๋ย 15-15-15 ตรามงกุฎทอง", "50 กระสอบ", "990", "49,500"),
    ("รวมทั้งสิ้น", "400 กระสอบ", "", "336,500"),
]
QUOTE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 336,500 บาท (สามแสนสามหมื่นหกพันห้าร้อยบาทถ้วน) ส่งถึงลานกลุ่มฟรี",
    "ร่าง ยังไม่ส่ง รอเซลล์นครอะโกรยืนยันราคาโปรยูเรียก่อน",
]
QUOTE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68/112 (ฉบับแก้ไข)",
    "วันที่ 12 พฤศจิกายน 2568",
    GROUP_TO,
    "เรื่อง ปุ๋ยเคมีสำหรับนาปรัง 2568/69 (สมาชิก 21 ราย)",
]
QUOTE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกระสอบ (50 กก.)", "รวม (บาท)"),
    ("ปุ๋ยยูเรีย 46-0-0 ตรามงกุฎทอง", "180 กระสอบ", "840", "151,200"),
    ("ปุ๋ย 16-20-0 ตรามงกุฎทอง", "150 กระสอบ", "770", "115,500"),
    ("ปุ๋ย 15-15-15 ตรามงกุฎทอง", "40 กระสอบ", "980", "39,200"),
    ("รวมทั้งสิ้น", "370 กระสอบ", "", "305,900"),
]
QUOTE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 305,900 บาท (สามแสนห้าพันเก้าร้อยบาทถ้วน) ส่งถึงลานกลุ่มฟรี แบ่งส่ง 2 รอบในเดือนธันวาคม 2568",
    "มัดจำ 30% = 91,770 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระหลังเกี่ยวข้าวนาปรัง ภายใน 30 เมษายน 2569",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ วีระพงษ์ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- forklift quotes
NORTHSTAR_QUOTE = [
    "NORTHSTAR FORKLIFT CO., LTD.\n"
    "Used and reconditioned forklifts - Sawanwithi Road, Nakhon Sawan 60000  Tel. 056-224-913\n"
    "QUOTATION No. NSF-Q-2511-036      Date: 7 Nov 2025\n"
    "To: Srisuk Kaset (Khun Weerapong Srisuk), Taphan Hin, Phichit\n"
    "\n"
    "Reconditioned diesel forklift, 2.5 ton, 3.0 m mast, year 2019, 6,850 hours\n"
    "New tyres, new battery, full engine service before delivery.\n"
    "Price: 385,000 THB including VAT 7%\n"
    "Free delivery to Taphan Hin. Operator training half a day, free.\n"
    "Warranty: 6 months on engine and transmission.\n"
    "Payment: 50% on order, 50% on delivery.\n"
    "This quotation is valid until 30 Nov 2025.\n"
    "Sales: Khun Thanakorn 089-644-1075",
]
CHAOPHRAYA_QUOTE = [
    "CHAO PHRAYA LIFT SERVICE LTD.\n"
    "Forklift sales, rental and repair - Mittraphap Road, Phitsanulok 65000  Tel. 055-301-772\n"
    "QUOTATION No. CPS-2511-112      Date: 10 Nov 2025\n"
    "To: Khun Weerapong, Srisuk Kaset shop, Taphan Hin, Phichit\n"
    "\n"
    "Reconditioned diesel forklift, 2.5 ton, 3.0 m mast, year 2018, 8,200 hours\n"
    "Engine overhauled, repainted, used tyres (70%).\n"
    "Price: 362,000 THB + VAT 7% (25,340 THB) = 387,340 THB\n"
    "Delivery to Phichit province: 3,500 THB, not included above.\n"
    "Warranty: 3 months on engine.\n"
    "Free first service at 250 hours.\n"
    "Valid 30 days from the date above.\n"
    "Contact: Khun Somkiat 081-775-3309",
]

# ---------------------------------------------------------------- Nakhon Agro
NAKHON_PRICES_2025 = [
    "NAKHON AGRO CO., LTD.\n"
    "99/9 Moo 2, Asian Highway, Nong Pling, Mueang Nakhon Sawan 60000  Tel. 056-255-180\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per 50 kg bag, delivered.\n"
    "\n"
    "Urea 46-0-0 Golden Crown ............. 780 THB/bag\n"
    "16-20-0 Golden Crown ................. 705 THB/bag\n"
    "15-15-15 Golden Crown ................ 905 THB/bag\n"
    "16-16-8 Golden Crown ................. 820 THB/bag\n"
    "0-0-60 Potash Golden Crown ........... 870 THB/bag\n"
    "21-0-0 Ammonium sulphate ............. 430 THB/bag\n"
    "\n"
    "Minimum order 100 bags. Free delivery in Phichit for orders of 200 bags or more.\n"
    "Payment: 30 days credit for registered dealers.\n"
    "Annual rebate 1.5% for dealers buying more than 3,000 bags in the year.\n"
    "Sales: Mr. Kittisak Boonmee 081-604-2218, sales@nakhonagro.co.th",
]
NAKHON_PRICES_2567 = ["บริษัท นครอะโกร จำกัด", "ใบราคาสำหรับตัวแทนจำหน่าย ปี 2567 (มกราคม – ธันวาคม 2567)",
                      "ราคาต่อกระสอบ 50 กก. ส่งถึงร้าน"]
NAKHON_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ปุ๋ยยูเรีย 46-0-0 ตรามงกุฎทอง", "835 บาท/กระสอบ"),
    ("ปุ๋ย 16-20-0 ตรามงกุฎทอง", "740 บาท/กระสอบ"),
    ("ปุ๋ย 15-15-15 ตรามงกุฎทอง", "960 บาท/กระสอบ"),
    ("ปุ๋ย 16-16-8 ตรามงกุฎทอง", "850 บาท/กระสอบ"),
    ("ปุ๋ย 0-0-60 ตรามงกุฎทอง", "910 บาท/กระสอบ"),
    ("ปุ๋ย 21-0-0 แอมโมเนียมซัลเฟต", "450 บาท/กระสอบ"),
]
NAKHON_PRICES_2567_BOTTOM = [
    "สั่งขั้นต่ำ 80 กระสอบ ส่งฟรีในจังหวัดพิจิตรเมื่อสั่ง 150 กระสอบขึ้นไป",
    "เครดิต 30 วัน ส่วนลดสิ้นปี 1% เมื่อซื้อรวมเกิน 2,500 กระสอบ",
    "ติดต่อ คุณกิตติศักดิ์ บุญมี ฝ่ายขาย 081-604-2218",
]
NAKHON_INVOICE = [
    "NAKHON AGRO CO., LTD.\n"
    "INVOICE No. NA-2510-0442\n"
    "Date: 21 Oct 2025          Due date: 20 Nov 2025 (30 days credit)\n"
    "Customer: Srisuk Kaset (Mr. Weerapong Srisuk), 145/3 Moo 1, Taphan Hin, Phichit 66110\n"
    "\n"
    "Item                            Qty        Unit price   Amount\n"
    "Urea 46-0-0 Golden Crown        120 bags   780.00       93,600.00\n"
    "16-20-0 Golden Crown            80 bags    705.00       56,400.00\n"
    "0-0-60 Potash Golden Crown      20 bags    870.00       17,400.00\n"
    "\n"
    "Chemical fertilizer - VAT exempt. Delivery free (220 bags).\n"
    "TOTAL DUE: 167,400.00 THB\n"
    "Please transfer to Bangkok Bank, account Nakhon Agro Co., Ltd., 611-3-04478-2\n"
    "and send the slip to LINE @nakhonagro.",
]
DEALER_SLIDES = [
    ("Nakhon Agro Dealer Meeting 2026", "Lower North dealers - Rim Nan Hotel, Phichit\n6 November 2025"),
    ("2025 in review", "Region sales: 184,000 bags (+6% on 2024)\nUrea prices down about 7% from 2024\n"
                       "62 active dealers in Phichit, Phitsanulok and Nakhon Sawan"),
    ("2026 dealer rebate", "Gold dealer: 3,000 bags or more a year - 2% rebate\n"
                           "Silver dealer: 1,500 to 2,999 bags - 1% rebate\n"
                           "Rebate paid every quarter as a credit note"),
    ("New product", "Golden Crown Plus 25-7-7 with zinc, 50 kg bag\n"
                    "Intro dealer price 845 THB/bag until 31 Mar 2026\nFor rice at 30-40 days"),
    ("Orders and delivery", "Order through LINE @nakhonagro by 12:00\n"
                            "Delivery to Phichit: Tuesday and Saturday\n"
                            "Credit 30 days; 45 days for Gold dealers"),
    ("Dealer trip", "Top 10 dealers by 2026 volume: trip to Da Nang, May 2026"),
]

# ---------------------------------------------------------------- GreenField Seeds
GREENFIELD_INVOICE = [
    "GREENFIELD SEEDS (THAILAND) CO., LTD.\n"
    "Seed production and distribution - Phitsanulok-Lom Sak Road, Wang Thong, Phitsanulok\n"
    "INVOICE No. GF-25-3318        Date: 24 Oct 2025        Due date: 23 Nov 2025\n"
    "Bill to: Srisuk Kaset, Taphan Hin, Phichit\n"
    "\n"
    "Hybrid corn seed GF 8899, 10 kg bag      30 bags    x 1,650.00    49,500.00\n"
    "Certified rice seed RD79, 25 kg bag     100 bags    x   560.00    56,000.00\n"
    "\n"
    "Seeds - VAT exempt.\n"
    "TOTAL 105,500.00 THB\n"
    "Transfer to Krungsri, GreenField Seeds (Thailand) Co., Ltd., 377-1-09915-4",
]
GREENFIELD_EMAIL = """From: Nattapong Jaidee <nattapong@greenfieldseeds.co.th>
To: srisukkaset@gmail.com
Date: Thu, 13 Nov 2025 10:26
Subject: Corn seed price change from 1 December

Dear Khun Weerapong,

Thank you for your orders this year. Please note that our hybrid corn seed GF 8899 (10 kg bag) will be
1,720 THB per bag from 1 December 2025 (now 1,650 THB). The cost of parent seed went up after the floods
in Uttaradit.

- GF 7755 sweet corn stays at 1,480 THB per bag.
- Certified rice seed RD79 (25 kg) stays at 560 THB per bag.

If you confirm an order of corn seed before 28 Nov 2025 we can still invoice it at the old price, and we give
3% off for orders of 50 bags or more.

Best regards,
Nattapong Jaidee
Area Sales, Lower North
GreenField Seeds (Thailand) Co., Ltd.
086-519-3370
"""

# ---------------------------------------------------------------- shop papers
WAREHOUSE_LEASE = [
    "สัญญาเช่าโกดัง",
    "ทำที่ อ.ตะพานหิน จ.พิจิตร  วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นายชัยวัฒน์ เลิศวงศ์ ผู้ให้เช่า กับ นายวีระพงษ์ ศรีสุข ผู้เช่า",
]
WAREHOUSE_LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "โกดังขนาด 12 x 30 เมตร พร้อมลานหน้าโกดัง เลขที่ 7/2 หมู่ 5 ต.ไผ่หลวง อ.ตะพานหิน จ.พิจิตร\n"
     "ใช้เก็บปุ๋ย เมล็ดพันธุ์ และสินค้าเกษตรของร้านศรีสุขการเกษตร"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "ปีที่ 1 และปีที่ 2 (2567–2568) เดือนละ 9,000 บาท\nปีที่ 3 (2569) เดือนละ 9,500 บาท\n"
     "ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 27,000 บาท (สามเดือน) ในวันทำสัญญา "
     "ผู้ให้เช่าคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)"),
    ("ข้อ 5 ค่าไฟฟ้าและการดูแล", "ผู้เช่าชำระค่าไฟฟ้าตามมิเตอร์ และดูแลความสะอาด ห้ามเก็บน้ำมันเชื้อเพลิงในโกดัง"),
    ("ข้อ 6 การเลิกสัญญา", "ฝ่ายใดจะเลิกสัญญาก่อนกำหนดต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน"),
]
WAREHOUSE_LEASE_BOTTOM = ["ลงชื่อ ชัยวัฒน์ เลิศวงศ์ ผู้ให้เช่า", "ลงชื่อ วีระพงษ์ ศรีสุข ผู้เช่า",
                          "ลงชื่อ อรทัย ศรีสุข พยาน"]

LICENCE_LETTER = [
    "สำนักวิจัยและพัฒนาการเกษตรเขตที่ 2 (สวพ.2) จ.พิษณุโลก",
    "ที่ กษ 0914/ว 1187",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งเตือนใบอนุญาตใกล้หมดอายุ",
    "เรียน ผู้รับใบอนุญาต ร้านศรีสุขการเกษตร (นายวีระพงษ์ ศรีสุข)",
    "ตามที่ท่านได้รับใบอนุญาตขายปุ๋ยเคมี เลขที่ พจ 0315/2566 และใบอนุญาตขายวัตถุอันตราย (วอ.8) เลขที่ พจ 0287/2566 "
    "ใบอนุญาตทั้งสองฉบับจะสิ้นอายุในวันที่ 31 ธันวาคม 2568",
    "หากประสงค์จะประกอบกิจการต่อ กรุณายื่นคำขอต่ออายุก่อนวันสิ้นอายุ ผ่านระบบ e-Service หรือที่ สวพ.2",
    "ค่าธรรมเนียมต่ออายุใบอนุญาตขายปุ๋ยเคมี 1,000 บาท ใบอนุญาตขายวัตถุอันตราย 500 บาท",
    "เอกสารประกอบ: สำเนาบัตรประชาชน ภาพถ่ายร้านและสถานที่เก็บ และหนังสือรับรองผู้ควบคุมการขาย",
    "หากยื่นหลังสิ้นอายุ ต้องยื่นขอใบอนุญาตใหม่ และห้ามขายสินค้าระหว่างรอ",
    "ขอแสดงความนับถือ",
    "นางสาวกนกวรรณ ศรีประเสริฐ นักวิชาการเกษตรชำนาญการ",
]

BANK_LETTER = [
    "NAN RIVER BANK PUBLIC COMPANY LIMITED\n"
    "Phichit Branch, 41 Sa Luang Road, Mueang Phichit 66000   Tel. 056-611-234\n"
    "Ref. NRB-PC 2025/0871                    24 October 2025\n"
    "\n"
    "Mr. Weerapong Srisuk\n"
    "Srisuk Kaset, 145/3 Moo 1, Taphan Hin, Phichit 66110\n"
    "\n"
    "Subject: Interest rate change on your truck loan and review of your overdraft limit\n"
    "\n"
    "1. Term loan no. TL-6601-0457 (Hino 6-wheel truck)\n"
    "Outstanding balance at 30 Sep 2025: 1,184,300 THB.\n"
    "Following the bank's rate cut, your rate changes from MLR - 0.50% (6.60% p.a.) to MLR - 0.75% (6.35% p.a.).\n"
    "Your monthly installment changes from 21,500 THB to 21,180 THB from the November 2025 payment.\n"
    "The loan end date stays 31 March 2031.",
    "2. Overdraft account no. 405-7-11823-9\n"
    "Your request to raise the overdraft limit from 500,000 THB to 800,000 THB for the rice season is approved,\n"
    "effective 1 December 2025, at MOR + 0.25% (7.60% p.a.).\n"
    "Front-end fee: 0.25% of the increase = 750 THB.\n"
    "Collateral: land title deed no. 18827 (unchanged).\n"
    "\n"
    "Please sign the enclosed amendment and bring it to the branch by 28 November 2025.\n"
    "If we do not receive it, the limit stays at 500,000 THB.\n"
    "\n"
    "Yours sincerely,\n"
    "Pimchanok Rattanakul\n"
    "Relationship Manager, SME Banking",
]

# ---------------------------------------------------------------- books
FERT_2568 = [412000, 358000, 186000, 142000, 398000, 486000, 452000, 327000, 214000, 168000]
SEED_2568 = [96500, 54200, 38700, 61800, 148300, 172600, 88400, 41200, 35900, 52700]
CHEM_2568 = [84300, 91600, 62400, 48700, 76200, 118400, 134800, 109300, 72600, 58100]
OTHER_2568 = [18200, 16400, 14900, 15300, 21700, 24800, 22600, 19400, 16800, 15900]
WAGES_2568 = [24400, 24400, 23600, 23600, 25200, 26800, 26800, 25200, 24400, 25550]
TRANSPORT_2568 = [8200, 7400, 4300, 3900, 8800, 10600, 9900, 7200, 5100, 4600]
POWER_2568 = [3150, 3320, 3880, 4260, 4410, 3970, 3640, 3580, 3490, 3360]
FERT_2567 = [389000, 341000, 172000, 158000, 421000, 512000, 468000, 305000, 198000, 154000, 236000, 447000]
SEED_2567 = [88400, 49800, 35200, 57600, 139500, 165200, 92700, 38600, 33100, 48900, 71300, 102400]
CHEM_2567 = [79200, 86400, 58900, 51300, 72800, 112600, 127300, 101800, 69400, 55700, 64200, 88100]
OTHER_2567 = [17100, 15800, 14200, 14900, 20300, 23100, 21900, 18600, 15700, 15200, 16900, 19800]
WAGES_2567 = [22800, 22800, 22000, 22000, 23600, 25200, 25200, 23600, 22800, 23600, 24400, 25200]
TRANSPORT_2567 = [7800, 7100, 4100, 4000, 9200, 10900, 9600, 6800, 4900, 4400, 6300, 8900]
POWER_2567 = [2980, 3140, 3720, 4130, 4250, 3810, 3520, 3460, 3330, 3210, 3050, 3090]
CREDIT_2568 = [
    ("ลุงสมหมาย ทองคำ", "บ้านวังกรด", 48600, "หลังเกี่ยวนาปี ธ.ค. 68", "ปุ๋ยนาปี 16-20-0 + ยูเรีย"),
    ("ป้าบุญเรือน แก้วดี", "บ้านหนองพยอม", 23150, "ธ.ค. 68", ""),
    ("นายประเสริฐ จันทร์หอม", "บ้านดงเจริญ", 61200, "ม.ค. 69", "ข้าวโพด 40 ไร่"),
    ("นางสำราญ มีสุข", "บ้านท้ายน้ำ", 12800, "ธ.ค. 68", ""),
    ("นายทองใบ ศรีเมือง", "บ้านวังหว้า", 35400, "ม.ค. 69", "ค้างจากปีก่อน 5,000"),
    ("นายบุญมี อินทร์แก้ว", "บ้านคลองคูณ", 18950, "ธ.ค. 68", ""),
    ("ผู้ใหญ่ชาญ เพชรรัตน์", "บ้านเขาทราย", 74300, "ก.พ. 69", "ยา + ปุ๋ย นาปี 60 ไร่"),
]
CREDIT_2567 = [
    ("ลุงสมหมาย ทองคำ", "บ้านวังกรด", 41200, "ชำระแล้ว ม.ค. 68", ""),
    ("ป้าบุญเรือน แก้วดี", "บ้านหนองพยอม", 19800, "ชำระแล้ว ธ.ค. 67", ""),
    ("นายทองใบ ศรีเมือง", "บ้านวังหว้า", 28600, "ชำระแล้ว ก.พ. 68", "เหลือค้าง 5,000"),
    ("ผู้ใหญ่ชาญ เพชรรัตน์", "บ้านเขาทราย", 52800, "ชำระแล้ว มี.ค. 68", ""),
    ("นายสุรชัย ปานทอง", "บ้านไผ่หลวง", 15600, "ชำระแล้ว ม.ค. 68", ""),
]
LOAN = 21500
RENT = 9000


def _sales_book(path: Path, year: str, fert: list[int], seed: list[int], chem: list[int], other: list[int],
                wages: list[int], transport: list[int], power: list[int], credit: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านศรีสุขการเกษตร ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "ปุ๋ย (Fertilizer)", "เมล็ดพันธุ์ (Seeds)", "ยา/เคมีเกษตร (Agrochemicals)",
                  "อื่นๆ (Others)", "รวม (Total)"])
    for month, a, b, c, d in zip(MONTHS, fert, seed, chem, other):
        sales.append([f"{month} {year}", a, b, c, d, a + b + c + d])
    sales.append(["รวม (Total)", sum(fert), sum(seed), sum(chem), sum(other),
                  sum(fert) + sum(seed) + sum(chem) + sum(other)])
    for column in range(2, 7):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ต้นทุนสินค้า (Cost of goods)", "ค่าแรง (Wages)", "ค่าขนส่ง/น้ำมัน (Transport)",
                  "ค่าไฟร้าน (Electricity)", "ค่าเช่าโกดัง (Warehouse rent)", "ผ่อนรถบรรทุก (Truck loan)",
                  "รวม (Total)"])
    for i, month in enumerate(MONTHS[:len(fert)]):
        goods = int(round((fert[i] + seed[i] + chem[i] + other[i]) * 0.82, -2))
        row = [goods, wages[i], transport[i], power[i], RENT, LOAN]
        costs.append([f"{month} {year}"] + row + [sum(row)])
    for column in range(2, 9):
        money_format(costs, column)
    debtors = book.create_sheet("ลูกหนี้ Credit")
    debtors.append([f"ลูกหนี้เงินเชื่อ ปี {year} (Credit customers {year})"])
    debtors.append(["ชื่อ (Name)", "หมู่บ้าน (Village)", "ยอดค้าง (Owed, THB)", "กำหนดชำระ (Due)", "หมายเหตุ (Note)"])
    for row in credit:
        debtors.append(list(row))
    debtors.append(["รวม (Total)", "", sum(row[2] for row in credit), "", ""])
    money_format(debtors, 3)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.04, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("ค่าโทรศัพท์ 3 เบอร์ (Mobile)", 1280.79, "CityLink"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3800, ""), ("ค่าเรียนพิเศษน้องเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าขนมน้องเตย (Pocket money)", 3000, ""), ("ค่ายาอาม่า (Mum's medicine)", 1650, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2506.11, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("ค่าโทรศัพท์ 3 เบอร์ (Mobile)", 1280.79, "CityLink"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3650, ""), ("ค่าเรียนพิเศษน้องเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าขนมน้องเตย (Pocket money)", 3000, ""), ("ค่ายาอาม่า (Mum's medicine)", 1650, ""),
                  ("ค่าซ่อมเครื่องซักผ้า (Washer repair)", 1450, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2424.36, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("ค่าโทรศัพท์ 3 เบอร์ (Mobile)", 1280.79, "CityLink"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 4100, ""), ("ค่าเรียนพิเศษน้องเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าขนมน้องเตย (Pocket money)", 3000, ""), ("ค่ายาอาม่า (Mum's medicine)", 1650, ""),
                  ("ทำบุญกฐิน (Kathin offering)", 2000, "วัดบ้านดงเจริญ")],
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
    top = ["โรงเรียนตะพานหินพัฒนศึกษา อ.ตะพานหิน จ.พิจิตร",
           f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ใบเตย ศรีสุข  ชั้น ม.2/3  เลขประจำตัว 10862"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4419-8851",
              "ชำระหลังกำหนด ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "14,800"), ("ค่าหนังสือและแบบเรียน", "3,250"),
                           ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"), ("ค่าประกันอุบัติเหตุ", "450")],
                "19,700", "12 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "14,800"), ("ค่ากิจกรรมและทัศนศึกษา", "2,600"),
                           ("ค่าห้องคอมพิวเตอร์", "1,500"), ("ค่าเรียนเสริมภาษาจีน", "1,800")],
                "20,700", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Taphan Hin office, Phichit\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Orathai Srisuk\n"
    "Address: 88/9 Soi Thetsaban 5, Taphan Hin, Phichit 66110\n"
    "Customer no. 020044187652\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,447 -> 31,985   Units used: 538 kWh\n"
    "Energy charge 2,121.45  Ft 106.09  Service 38.22  VAT 7% 158.60\n"
    "AMOUNT DUE: 2,424.36 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, counter services, or the PEA Smart Plus app.",
]
CITYLINK_BILL = [
    "CITYLINK MOBILE CO., LTD.\n"
    "MONTHLY BILL - October 2025\n"
    "Account: Weerapong Srisuk    Account no. CL-88-4410937\n"
    "Family Share 3 lines (081-953-2270, 089-117-5402, 092-660-3185)\n"
    "Package fee 3 x 399.00                    1,197.00\n"
    "VAT 7%                                       83.79\n"
    "TOTAL                                     1,280.79 THB\n"
    "Due date: 15 Nov 2025. Pay by QR code or at any counter service.",
]
HEALTH_RENEWAL = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Sawan Service Centre, Matulee Road, Nakhon Sawan\n"
    "30 October 2025\n"
    "\n"
    "PREMIUM NOTICE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mr. Weerapong Srisuk,\n"
    "Policy no. CPL-H-5520-1187, plan Health Plus Silver, renews for 1 Jan 2026 - 31 Dec 2026.\n"
    "\n"
    "Room and board: 4,000 THB per day\n"
    "Annual limit: 1,500,000 THB per year\n"
    "Annual premium 2026: 31,480 THB (2025: 27,900 THB)\n"
    "The premium goes up because you move into the 51-55 age band.\n"
    "\n"
    "Please pay by 15 Dec 2025 by bank transfer, at any branch of the company, or through your agent,\n"
    "Khun Rattana Phromsiri (089-402-7713). If we do not receive the premium, the cover ends on 31 Dec 2025\n"
    "and a new application will need a health check.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(FERT_2568) + sum(SEED_2568) + sum(CHEM_2568) + sum(OTHER_2568)
    return [
        ("แผนร้านศรีสุขการเกษตร ปี 2569", "Srisuk Kaset - plan for 2026\nวีระพงษ์ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         f"ลูกหนี้เงินเชื่อค้าง {sum(r[2] for r in CREDIT_2568):,} บาท (7 ราย)\n"
                         "ลูกค้ากลุ่มใหม่: กลุ่มนาข้าวบ้านวังกรด"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 6,500,000 บาท\nขึ้นเป็นตัวแทน Gold ของนครอะโกร (3,000 กระสอบขึ้นไป)\n"
                            "ลดลูกหนี้ค้างให้ไม่เกิน 200,000 บาท"),
        ("ซื้อรถยกมือสอง", "งบไม่เกิน 380,000 บาท\nเทียบใบเสนอราคา NorthStar กับ เจ้าพระยาลิฟท์\n"
                          "ลดค่าแรงยกกระสอบ และยกพาเลทขึ้นรถ 6 ล้อได้เร็วขึ้น"),
        ("สินค้าใหม่", "เมล็ดพันธุ์ผัก (พริก แตงกวา ถั่วฝักยาว) สำหรับสวนหลังนา\nเปิด LINE OA รับสั่งปุ๋ยล่วงหน้า"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านศรีสุขการเกษตร/แชท/แชทไลน์_ลุงสมหมาย_กลุ่มนาวังกรด.txt": """[14 พ.ย. 68 08:12] ลุงสมหมาย วังกรด: เฮียพงษ์ ใบเสนอราคาฉบับแก้ได้แล้วนะ ที่ประชุมกลุ่มโอเค 305,900
[14 พ.ย. 68 08:20] ศรีสุขการเกษตร: ขอบคุณครับลุง ส่งรอบแรก 10 ธ.ค. รอบสอง 20 ธ.ค. นะครับ
[14 พ.ย. 68 08:22] ลุงสมหมาย วังกรด: ได้ๆ ส่งที่ลานตากข้าวหน้าวัดเหมือนเดิม
[18 พ.ย. 68 19:05] ลุงสมหมาย วังกรด: เฮีย สมาชิกถอนไปอีก 2 ราย ขอลดยูเรียจาก 180 เหลือ 160 กระสอบนะ ตัวอื่นเท่าเดิม
[18 พ.ย. 68 19:21] ศรีสุขการเกษตร: ได้ครับลุง ยอดใหม่ 289,100 บาทครับ มัดจำ 30% = 86,730 บาท
[18 พ.ย. 68 19:25] ลุงสมหมาย วังกรด: โอเค 289,100 พรุ่งนี้ให้เหรัญญิกโอนมัดจำให้
[19 พ.ย. 68 10:02] ลุงสมหมาย วังกรด: โอนแล้ว 86,730 ส่งสลิปให้แล้วนะ
[19 พ.ย. 68 10:15] ศรีสุขการเกษตร: ได้รับแล้วครับ ขอบคุณครับ เดี๋ยวออกใบรับมัดจำให้
[19 พ.ย. 68 10:16] ลุงสมหมาย วังกรด: แล้วยาคุมหญ้ามีโปรมั้ย เดี๋ยวค่อยคุยตอนไปส่งของ
""",
    "ร้านศรีสุขการเกษตร/แชท/แชทไลน์_เซลล์กิต_นครอะโกร.txt": """แชท LINE กับ เซลล์กิต (คุณกิตติศักดิ์ นครอะโกร) วันที่ 21 พ.ย. 2568
[09:02] เซลล์กิต นครอะโกร: เฮียครับ โปรยูเรียปลายปีมาแล้ว สั่ง 200 กระสอบขึ้นไปภายใน 30 พ.ย. เหลือกระสอบละ 765 ครับ
[09:10] ศรีสุขการเกษตร: เอายูเรีย 200 กระสอบ 16-20-0 อีก 150 15-15-15 อีก 40 นะ ของกลุ่มวังกรด
[09:12] เซลล์กิต นครอะโกร: รับทราบครับ ส่งวันอังคารที่ 2 ธ.ค. นะครับ
[09:14] ศรีสุขการเกษตร: โอเค ลงโกดังไผ่หลวงนะ ไม่ใช่หน้าร้าน
[15:48] เซลล์กิต นครอะโกร: เฮียครับ ขอโทษครับ รถวันที่ 2 เต็ม ขอเลื่อนเป็นเสาร์ที่ 6 ธ.ค. ได้มั้ยครับ
[15:55] ศรีสุขการเกษตร: ได้ แต่ห้ามเลยวันที่ 6 นะ ต้องส่งลูกค้าวันที่ 10
[15:56] เซลล์กิต นครอะโกร: ยืนยันเสาร์ 6 ธ.ค. ครับ
""",
    "ร้านศรีสุขการเกษตร/บัญชี/สต็อกปุ๋ย_31ต.ค.68.md": """# นับสต็อก 31 ต.ค. 2568 (โกดังไผ่หลวง + หน้าร้าน)

นับโดย เอก กับ ลุงจ่อย ตรวจโดย เจ๊อร

| สินค้า | คงเหลือ | จุดสั่งซื้อ | สถานะ |
|---|---|---|---|
| ยูเรีย 46-0-0 ตรามงกุฎทอง | 64 กระสอบ | 80 | ต้องสั่ง |
| 16-20-0 ตรามงกุฎทอง | 112 กระสอบ | 60 | พอ |
| 15-15-15 ตรามงกุฎทอง | 23 กระสอบ | 30 | ต้องสั่ง |
| 16-16-8 ตรามงกุฎทอง | 41 กระสอบ | 30 | พอ |
| 0-0-60 ตรามงกุฎทอง | 18 กระสอบ | 20 | ต้องสั่ง |
| 21-0-0 แอมโมเนียมซัลเฟต | 55 กระสอบ | 40 | พอ |
| เมล็ดข้าวโพด GF 8899 (ถุง 10 กก.) | 36 ถุง | 40 | ต้องสั่ง |
| เมล็ดข้าว กข79 (ถุง 25 กก.) | 140 ถุง | 60 | พอ |

หมายเหตุ
- ยูเรียเหลือ 64 กระสอบ ไม่พอออเดอร์กลุ่มวังกรด ต้องสั่งนครอะโกรเพิ่มก่อนสิ้นเดือน พ.ย.
- ข้าวโพด GF 8899 เหลือ 36 ถุง ถ้าจะสั่งเพิ่มให้สั่งก่อน GreenField ขึ้นราคา
- 16-20-0 กระสอบขาด 2 ใบ (หนูกัด) ตัดเป็นของเสีย
""",
    "ร้านศรีสุขการเกษตร/บัญชี/ค่าจ้างลูกน้อง_ต.ค.68.md": """# ค่าจ้างลูกน้อง เดือนตุลาคม 2568

| ชื่อ | งาน | อัตรา | วันทำงาน | รวม |
|---|---|---|---|---|
| น้องเอก | หน้าร้าน/ขาย | เงินเดือน 12,000 | - | 12,000 บาท |
| ลุงจ่อย | ยกของ/ขับ 6 ล้อ | 400 บาท/วัน | 26 วัน | 10,400 บาท |
| แบงค์ | ช่วยยกของ เสาร์-อาทิตย์ | 350 บาท/วัน | 9 วัน | 3,150 บาท |

รวมค่าจ้าง ต.ค. 25,550 บาท จ่ายแล้ว 31 ต.ค.
ลุงจ่อยเบิกล่วงหน้า 2,000 เมื่อ 15 ต.ค. หักแล้ว (โอนจริง 8,400)
""",
    "ร้านศรีสุขการเกษตร/คำแนะนำใส่ปุ๋ยนาข้าว_แจกลูกค้า.md": """# คำแนะนำการใส่ปุ๋ยนาข้าว (นาหว่าน ดินเหนียว พิจิตร)

ร้านศรีสุขการเกษตร ตะพานหิน โทร 056-621-448

- ครั้งที่ 1 ข้าวอายุ 15-20 วัน: 16-20-0 อัตรา 25 กก./ไร่
- ครั้งที่ 2 ข้าวอายุ 30-35 วัน: ยูเรีย 46-0-0 อัตรา 10 กก./ไร่
- ครั้งที่ 3 ช่วงข้าวตั้งท้อง (ประมาณ 55-60 วัน): ยูเรีย 5-10 กก./ไร่ ถ้าใบซีด
- ดินทรายให้เพิ่ม 0-0-60 อัตรา 5 กก./ไร่
- อย่าใส่ปุ๋ยตอนน้ำในนาลึกเกิน 10 ซม.
- นา 10 ไร่ ใช้ 16-20-0 ประมาณ 5 กระสอบ ยูเรียประมาณ 3 กระสอบ
""",
    "ร้านศรีสุขการเกษตร/Suppliers/email_GreenFieldSeeds_corn_price.txt": GREENFIELD_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[1 พ.ย. 68 20:05] อร: เฮีย ค่าเทอมเตยเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 20,700
[1 พ.ย. 68 20:09] พงษ์: พรุ่งนี้โอนให้ ประกันสุขภาพเฮียปีหน้าขึ้นเป็น 31,480 แล้วนะ
[1 พ.ย. 68 20:11] อร: ขึ้นเยอะเลย ค่อยคุยกับตัวแทนอีกที
[3 พ.ย. 68 18:30] อาม่า: งานบวชไอ้ต้นวันที่ 13 ธ.ค. นะ จะใส่ซองเท่าไหร่
[3 พ.ย. 68 18:41] อร: ใส่ 3,000 ก็พอมั้งม่า
[4 พ.ย. 68 07:15] พงษ์: ต้นเป็นหลานคนโตนะ ให้ 5,000 เลย แล้วเอารถกระบะร้านไปช่วยขนโต๊ะด้วย
[4 พ.ย. 68 07:20] อร: โอเค 5,000 ตามนั้น
[4 พ.ย. 68 07:22] เตย: หนูขอไม่ไปได้มั้ย วันที่ 13 มีติวสอบ
[4 พ.ย. 68 07:30] อร: ไปช่วงเช้าก็ได้ ติวบ่ายใช่มั้ย
[9 พ.ย. 68 21:14] อร: โอนค่าเทอมเตยแล้วนะ เก็บสลิปไว้ในมือถือเฮีย
""",
    "บ้าน/งานบวชหลาน_ธ.ค.68.md": """# งานบวชต้น (หลานชาย ลูกพี่สาว)
- วันที่ 13 ธันวาคม 2568 ที่วัดบ้านดงเจริญ
- ทำขวัญนาค 12 ธ.ค. ตอนเย็น
- ใส่ซอง 3,000 (ยังไม่แน่ คุยกับเฮียก่อน)
- เอาโต๊ะพับจากร้าน 6 ตัว รถกระบะร้านขนให้
- อาม่าอยากถวายผ้าไตร ซื้อชุดละ 1,200
""",
}
TODO = {"todo.md": """- โอนค่าเทอมเตยเทอม 2 ก่อน 10 พ.ย.
- เซ็นเอกสารเพิ่มวงเงิน OD ส่งธนาคารน่านริเวอร์ ก่อน 28 พ.ย.
- เลือกรถยก NorthStar หรือ เจ้าพระยาลิฟท์
- ยื่นต่อใบอนุญาตขายปุ๋ยกับวัตถุอันตราย ก่อน 31 ธ.ค.
- จ่ายประกันสุขภาพ ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านศรีสุขการเกษตร"
    quotes, suppliers, papers, books = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "เอกสารร้าน", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, papers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_กลุ่มนาวังกรด_ร่าง.docx", QUOTE_DRAFT, QUOTE_DRAFT_TABLE, bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กลุ่มนาวังกรด_ฉบับจริง.docx", QUOTE_FINAL, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    make_pdf(quotes / "Forklift_quote_NorthStar.pdf", NORTHSTAR_QUOTE)
    make_pdf(quotes / "Forklift_quote_ChaoPhrayaLift.pdf", CHAOPHRAYA_QUOTE)
    make_pdf(suppliers / "NakhonAgro_pricelist_2025.pdf", NAKHON_PRICES_2025)
    write_docx(suppliers / "ราคาส่งปุ๋ย_นครอะโกร_2567.docx", NAKHON_PRICES_2567, NAKHON_PRICES_2567_TABLE,
               bottom=NAKHON_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "NakhonAgro_invoice_NA-2510-0442.pdf", NAKHON_INVOICE)
    write_slides(suppliers / "NakhonAgro_dealer_meeting_2026.pptx", DEALER_SLIDES)
    make_pdf(suppliers / "GreenField_invoice_GF-25-3318.pdf", GREENFIELD_INVOICE)
    write_docx(papers / "สัญญาเช่าโกดัง.docx", WAREHOUSE_LEASE, headings=WAREHOUSE_LEASE_HEADINGS,
               bottom=WAREHOUSE_LEASE_BOTTOM)
    write_docx(papers / "แจ้งต่ออายุใบอนุญาต_สวพ2.docx", LICENCE_LETTER)
    make_pdf(papers / "NanRiverBank_loan_letter_Oct2025.pdf", BANK_LETTER)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", FERT_2568, SEED_2568, CHEM_2568, OTHER_2568,
                WAGES_2568, TRANSPORT_2568, POWER_2568, CREDIT_2568)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", FERT_2567, SEED_2567, CHEM_2567, OTHER_2567,
                WAGES_2567, TRANSPORT_2567, POWER_2567, CREDIT_2567)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_Phichit_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "CityLink_mobile_bill_Oct2025.pdf", CITYLINK_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_health_renewal_2026.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
