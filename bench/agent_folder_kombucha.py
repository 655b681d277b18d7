"""The kombucha folder: the papers of a Thai couple who brew kombucha, and of their household, written by code.

The owners are คุณพิมพ์ชนก วงศ์คำ (พี่พิม, Pimchanok Wongkham) and her husband เอกชัย วงศ์คำ (พี่เอก, Ekkachai
Wongkham). They run "บ้านฟองชา คอมบูชา" (Baan Fong Cha Kombucha), a registered ห้างหุ้นส่วนจำกัด brewing in a
rented unit at 99/7 หมู่ 4 ต.บ้านดู่ อ.เมืองเชียงราย จ.เชียงราย. They sell bottles (330 มล.) and 19-litre kegs to
cafes, bottles at weekend markets and online. The landlord is นายชัยวัฒน์ แซ่ลี้ (เฮียชัย). Their helpers are
น้องแบม, ลุงจันทร์ and น้องเจ. They live at 56 หมู่ 9 ต.ริมกก with their son ภูมิ (ด.ช.ภูมิพัฒน์, ป.3) and Pim's
mother แม่บุญศรี (นางบุญศรี ใจดี, 67), who is to have a cataract operation. It is November 2568 (2025).

Documents/บ้านฟองชา/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ม่วนใจ๋_v1_ร่าง.docx: draft quote QT-BFC-6810-07 to บริษัท ม่วนใจ๋ คาเฟ่ จำกัด
  (น้องมิ้นท์ = คุณธนพร คำมูล): 400 bottles at 45 and 6 kegs at 1,450 a month, 26,700 + VAT 1,869 = 28,569
  (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ม่วนใจ๋_v2_final.docx: the sent version, 360 bottles at 42 and 8 kegs at 1,380,
  26,160 + VAT 1,831.20 = 27,991.20 a month from 1 พ.ย. 2568; keg deposit 1,500 a keg (12,000, not in the total).
- ใบเสนอราคา/ใบเสนอราคาถังหมัก_เชียงรายสแตนเลส.docx: หจก. เชียงรายสแตนเลสการช่าง, four 200-litre SS304
  fermenters at 14,500, total 62,700 (no VAT), deposit 50% = 31,350.
- ใบเสนอราคา/NorthernBrew_fermenter_quote_QN-NB-25-0388.pdf: English quote from Northern Brew Equipment for the
  same four fermenters at 15,900, discount 4,000, 59,600 + VAT 4,172 = 63,772, deposit 30% = 19,131.60.
- ราคาขาย/BaanFongCha_Wholesale_Price_List_2025.pdf: this year's English wholesale list (bottle 45, seasonal
  52, keg 1,450, keg deposit 1,500).
- ราคาขาย/ราคาส่งคาเฟ่ 2567.docx: last year's list in Thai (bottle 40, seasonal 48, keg 1,300, deposit 1,000).
- ซื้อของ/SiamGlassPack_invoice_SGP-2510-0412.pdf: English tax invoice of 28 Oct 2025 for 2,400 amber bottles and
  caps, 18,480 + VAT 1,293.60 = 19,773.60, less deposit 5,000, balance 14,773.60 due 7 Nov 2025.
- ซื้อของ/ใบเสร็จ_สยามกลาสแพ็ค_6พ.ย.68.docx: the Thai receipt (บริษัท สยามกลาสแพ็ค จำกัด) for that balance,
  14,773.60 paid 6 พ.ย. 2568.
- โกดัง/สัญญาเช่าโกดัง_บ้านดู่_2567.docx: lease of the unit, 9,500 a month, security 19,000, 1 ธ.ค. 2567 to
  30 พ.ย. 2568.
- โกดัง/แชทไลน์_เฮียชัย_ค่าเช่า.txt: LINE chat with the landlord: 10,500 asked, 9,800 offered, settled at 10,000
  from 1 ธ.ค. 68 on a two-year lease, security raised to 20,000.
- โกดัง/PEA_BanDu_unit_Sep2025.pdf (4,218.40, due 29 Sep 2025) and PEA_BanDu_unit_Oct2025.pdf (4,876.55, due
  29 Oct 2025): the unit's electricity bills.
- โกดัง/หนังสือ_สสจ.เชียงราย_นัดตรวจ.docx: the provincial health office will inspect the unit for the food
  serial number on 9 ธันวาคม 2568; fees 1,000 + 2,000 by 25 พฤศจิกายน 2568; pH under 4.2, alcohol under 0.5%.
- บัญชี/ยอดขาย_บ้านฟองชา_2568.xlsx: this year's book (sales by month: cafes, markets, online; expenses by month:
  ingredients, bottles, rent, unit electricity, wages, market fees), January to October.
- บัญชี/ยอดขาย_บ้านฟองชา_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงน้องๆ_ต.ค.68.md: October wages, 21,600 in all (แบม 12,000).
- แชท/แชทไลน์_มิ้นท์_ม่วนใจ๋.txt: LINE chat with the cafe buyer; the Christmas strawberry-basil order goes from
  250 at 52 to 300 at 48, 14,400 + VAT = 15,408, delivered 19 ธ.ค.
- แชท/email_GreenBasket_consignment_Nov2025.txt: an English email from a Bangkok grocer: consignment trial from
  1 Dec 2025, 432 bottles, shelf price 79, commission 30%, 55.30 a bottle to them, reply by 20 Nov 2025.
- การผลิต/บันทึกหมัก_ต.ค.-พ.ย.68.md: batch log, 1,130 litres, batch B68-075 (60 litres) thrown away.
- การผลิต/สูตรคอมบูชา ขิงตะไคร้ v3.md: the ginger-lemongrass recipe.
- ตารางออกกาด พ.ย.68.md: the November market days, fees and takings.
- แผนบ้านฟองชา_2569.pptx: slides, the plan for next year (1,600,000 target, fermenters, อย., Bangkok).

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf: the house's electricity bill, 1,386.72, due 3 Nov 2025.
- ประกัน/LannaInsure_pickup_renewal_2025.pdf: English renewal notice for the pickup, 11,980 (last year
  11,240), due 5 Dec 2025.
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_เทอม1-2568.docx and ค่าเทอม_ภูมิ_เทอม2-2568.docx: school fee notices (17,900 by
  16 พฤษภาคม 2568; 18,450 by 14 พฤศจิกายน 2568).
- แม่/ChiangRaiRuamjai_cataract_estimate.pdf: the private hospital's English estimate for แม่บุญศรี's right-eye
  operation on 3 Dec 2025: 42,500, deposit 10,000 by 24 Nov 2025, balance 32,500.
- แม่/นัดหมอแม่บุญศรี.md: notes on the mother's appointments.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568), incl. the pickup
  instalment 9,870.
- แชทไลน์_ครอบครัววงศ์คำ.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BREW_TOP = ("ห้างหุ้นส่วนจำกัด บ้านฟองชา (Baan Fong Cha Kombucha) 99/7 หมู่ 4 ต.บ้านดู่ อ.เมืองเชียงราย "
            "จ.เชียงราย 57100 โทร 089-635-2174 เลขประจำตัวผู้เสียภาษี 0573561002481")

# ---------------------------------------------------------------- quotes to the cafe chain
MUAN_TO = "เรียน คุณธนพร คำมูล (มิ้นท์) ฝ่ายจัดซื้อ บริษัท ม่วนใจ๋ คาเฟ่ จำกัด (4 สาขา ในเมืองเชียงราย)"
MUAN_DRAFT = [
    BREW_TOP,
    "ใบเสนอราคา เลขที่ QT-BFC-6810-07 (v1 ร่าง)",
    "วันที่ 3 ต.ค. 2568",
    MUAN_TO,
    "เรื่อง คอมบูชาส่งประจำเดือน สำหรับ 4 สาขา",
]
MUAN_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("คอมบูชาขวด 330 มล. คละรส (ต้นตำรับ / ขิงตะไคร้ / อัญชันมะนาว)", "400 ขวด", "45.00", "18,000.00"),
    ("คอมบูชาถัง 19 ลิตร (keg) สำหรับต่อเครื่องกด", "6 ถัง", "1,450.00", "8,700.00"),
    ("รวมก่อนภาษี", "", "", "26,700.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,869.00"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "28,569.00"),
]
MUAN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 28,569.00 บาท (รวมภาษีมูลค่าเพิ่มแล้ว) ส่งฟรีทุกสาขา",
    "ร่าง v1 ยังไม่ได้ส่ง พี่เอกบอกให้ลดราคา keg ลงก่อน และมิ้นท์อยากได้ keg มากขึ้น",
]
MUAN_FINAL = [
    BREW_TOP,
    "ใบเสนอราคา เลขที่ QT-BFC-6810-07 (v2)",
    "วันที่ 10 ตุลาคม 2568",
    MUAN_TO,
    "เรื่อง คอมบูชาส่งประจำเดือน สำหรับ 4 สาขา เริ่มส่ง 1 พ.ย. 2568 ส่งทุกวันอังคารและวันศุกร์",
]
MUAN_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("คอมบูชาขวด 330 มล. คละรส (ต้นตำรับ / ขิงตะไคร้ / อัญชันมะนาว)", "360 ขวด", "42.00", "15,120.00"),
    ("คอมบูชาถัง 19 ลิตร (keg) สำหรับต่อเครื่องกด", "8 ถัง", "1,380.00", "11,040.00"),
    ("รวมก่อนภาษี", "", "", "26,160.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,831.20"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "27,991.20"),
]
MUAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 27,991.20 บาท (สองหมื่นเจ็ดพันเก้าร้อยเก้าสิบเอ็ดบาทยี่สิบสตางค์) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ค่ามัดจำถัง keg ใบละ 1,500 บาท 8 ใบ = 12,000 บาท เก็บครั้งเดียว คืนเมื่อคืนถัง (ไม่รวมในยอดข้างบน)",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 30 เม.ย. 2569",
    "ลงชื่อ พิมพ์ชนก วงศ์คำ หุ้นส่วนผู้จัดการ",
]

# ---------------------------------------------------------------- fermenter quotes
TANK_LOCAL = [
    "ห้างหุ้นส่วนจำกัด เชียงรายสแตนเลสการช่าง รับผลิตถังสแตนเลส ถังหมัก โต๊ะสแตนเลส",
    "212 ถ.พหลโยธิน ต.บ้านดู่ อ.เมืองเชียงราย จ.เชียงราย 57100 โทร 053-150-284",
    "ใบเสนอราคา เลขที่ 2568/114  วันที่ 20/10/68",
    "เรียน คุณพิมพ์ชนก วงศ์คำ บ้านฟองชา คอมบูชา",
    "เรื่อง ถังหมักสแตนเลส 304 ขนาด 200 ลิตร จำนวน 4 ใบ",
]
TANK_LOCAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ถังหมักสแตนเลส 304 ขนาด 200 ลิตร ฝาปิดสนิท พร้อมขาตั้ง", "4 ใบ", "14,500", "58,000"),
    ("ก๊อกสแตนเลสและวาล์วเก็บตัวอย่าง", "4 ชุด", "800", "3,200"),
    ("ค่าขนส่งถึงโกดังบ้านดู่", "1 เที่ยว", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "62,700"),
]
TANK_LOCAL_BOTTOM = [
    "รวมทั้งสิ้น 62,700 บาท (หกหมื่นสองพันเจ็ดร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 31,350 บาท ส่วนที่เหลือชำระวันส่งของ ผลิตและส่งภายใน 20 วันหลังรับมัดจำ",
    "รับประกันงานเชื่อมรั่วซึม 1 ปี",
    "ช่างวิรัตน์ ผู้เสนอราคา 081-602-7795",
]
TANK_NB = [
    "NORTHERN BREW EQUIPMENT CO., LTD.\n"
    "Brewing and fermentation equipment - 45/3 Moo 1, San Sai, Chiang Mai 50210  Tel. 052-001-463\n"
    "QUOTATION No. QN-NB-25-0388        Date: Oct 24, 2025\n"
    "To: Khun Pimchanok Wongkham, Baan Fong Cha Kombucha, Ban Du, Mueang Chiang Rai\n"
    "\n"
    "Item                                                   Qty    Unit price    Amount\n"
    "Fermenter SS304, 200 L, lid, tap and thermowell          4     15,900.00   63,600.00\n"
    "Sampling valve set                                       4      included        0.00\n"
    "Delivery to Chiang Rai                                   1          free        0.00\n"
    "Special discount (new customer)                                           -4,000.00\n"
    "\n"
    "Subtotal                                                                 59,600.00\n"
    "VAT 7%                                                                    4,172.00\n"
    "GRAND TOTAL                                                    63,772.00 THB\n"
    "\n"
    "Deposit 30% = 19,131.60 THB with the order. Lead time 45 days after deposit.\n"
    "Warranty: 2 years on welds and taps. This quotation is valid until Nov 30, 2025.\n"
    "Sales: Khun Kritsada 089-114-6620",
]

# ---------------------------------------------------------------- price lists
PRICE_2025 = [
    "BAAN FONG CHA KOMBUCHA - WHOLESALE PRICE LIST 2025\n"
    "99/7 Moo 4, Ban Du, Mueang Chiang Rai 57100  Tel. 089-635-2174  LINE @baanfongcha\n"
    "Valid 1 January 2025 - 31 December 2025. Prices per unit, excluding VAT 7%.\n"
    "\n"
    "Kombucha 330 ml bottle, classic (original, ginger lemongrass, butterfly pea lime) ... 45 THB/bottle\n"
    "Kombucha 330 ml bottle, seasonal (mango, strawberry basil) ........................ 52 THB/bottle\n"
    "Kombucha keg 19 L for cafe taps ................................................. 1,450 THB/keg\n"
    "Water kefir 330 ml (pineapple, passion fruit) ..................................... 40 THB/bottle\n"
    "Jun tea 330 ml (green tea and longan honey), new for 2025 ......................... 55 THB/bottle\n"
    "\n"
    "Keg deposit: 1,500 THB per keg, refunded when the keg is returned.\n"
    "Minimum order 48 bottles. Free delivery in Mueang Chiang Rai for orders over 3,000 THB.\n"
    "Payment: cash on delivery, or 30 days credit for cafes with a monthly contract.\n"
    "Contact: Pimchanok (Pim) 089-635-2174",
]
PRICE_2567 = ["บ้านฟองชา คอมบูชา  ใบราคาส่งสำหรับคาเฟ่ ปี 2567", "ใช้ 1 มกราคม – 31 ธันวาคม 2567",
              "ราคาต่อหน่วย ยังไม่รวมภาษีมูลค่าเพิ่ม"]
PRICE_2567_TABLE = [
    ("สินค้า", "ราคาส่ง"),
    ("คอมบูชาขวด 330 มล. รสคลาสสิก (ต้นตำรับ, ขิงตะไคร้, อัญชันมะนาว)", "40 บาท/ขวด"),
    ("คอมบูชาขวด 330 มล. รสตามฤดูกาล (มะม่วง, ลิ้นจี่)", "48 บาท/ขวด"),
    ("คอมบูชาถัง 19 ลิตร สำหรับเครื่องกด", "1,300 บาท/ถัง"),
    ("วอเตอร์คีเฟอร์ 330 มล.", "36 บาท/ขวด"),
]
PRICE_2567_BOTTOM = ["มัดจำถัง 1,000 บาท/ใบ คืนเมื่อคืนถัง",
                     "สั่งขั้นต่ำ 48 ขวด ส่งฟรีในเขตอำเภอเมืองเชียงรายเมื่อสั่งเกิน 2,500 บาท",
                     "ติดต่อ พี่พิม 089-635-2174"]

# ---------------------------------------------------------------- bottles: invoice and receipt
GLASS_INVOICE = [
    "SIAM GLASS PACK CO., LTD.\n"
    "88 Moo 2, Phahonyothin Road, Hang Chat, Lampang 52190  Tel. 054-269-331\n"
    "TAX INVOICE No. SGP-2510-0412\n"
    "Date: 28 Oct 2025          Due date: 7 Nov 2025\n"
    "Customer: Baan Fong Cha Ltd., Part. (Khun Pimchanok Wongkham)\n"
    "99/7 Moo 4, Ban Du, Mueang Chiang Rai 57100   Tax ID 0573561002481\n"
    "\n"
    "Item                                      Qty          Unit price   Amount\n"
    "Amber glass bottle 330 ml, crown finish   2,400 pcs    6.80         16,320.00\n"
    "Crown cap 26 mm, printed logo             2,400 pcs    0.90          2,160.00\n"
    "\n"
    "Subtotal                                                         18,480.00\n"
    "VAT 7%                                                            1,293.60\n"
    "TOTAL                                                            19,773.60\n"
    "Less deposit received 20 Oct 2025                                -5,000.00\n"
    "BALANCE DUE                                                  14,773.60 THB\n"
    "\n"
    "Please transfer to Lanna Phatthana Bank, Siam Glass Pack Co., Ltd., account 507-2-11846-3\n"
    "and send the slip to LINE @siamglasspack. Goods delivered 28 Oct 2025 by our truck.",
]
GLASS_RECEIPT = [
    "บริษัท สยามกลาสแพ็ค จำกัด (สำนักงานใหญ่)",
    "88 หมู่ 2 ถ.พหลโยธิน อ.ห้างฉัตร จ.ลำปาง 52190",
    "ใบเสร็จรับเงิน เลขที่ RC-6811-0087",
    "วันที่ 6 พ.ย. 2568",
    "ได้รับเงินจาก ห้างหุ้นส่วนจำกัด บ้านฟองชา 99/7 หมู่ 4 ต.บ้านดู่ อ.เมืองเชียงราย",
    "ชำระค่าสินค้าตามใบกำกับภาษีเลขที่ SGP-2510-0412 ลงวันที่ 28 ต.ค. 2568 (ส่วนที่เหลือหลังหักมัดจำ)",
]
GLASS_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบกำกับภาษี (รวม VAT)", "19,773.60"),
    ("หัก เงินมัดจำรับแล้ว 20 ต.ค. 2568", "5,000.00"),
    ("รับชำระครั้งนี้", "14,773.60"),
]
GLASS_RECEIPT_BOTTOM = [
    "รับชำระโดยโอนเงินเข้าบัญชีธนาคารล้านนาพัฒนา เมื่อวันที่ 6 พ.ย. 2568 ยอดคงค้าง 0.00 บาท",
    "ผู้รับเงิน นางสาวจารุวรรณ (ฝ่ายบัญชี)",
]

# ---------------------------------------------------------------- the unit: lease, bills, health office
LEASE = [
    "สัญญาเช่าอาคาร",
    "ทำที่ ต.บ้านดู่ อ.เมืองเชียงราย  วันที่ 25 พฤศจิกายน 2567",
    "สัญญานี้ทำขึ้นระหว่าง นายชัยวัฒน์ แซ่ลี้ ผู้ให้เช่า กับ นางพิมพ์ชนก วงศ์คำ "
    "ในนามห้างหุ้นส่วนจำกัด บ้านฟองชา ผู้เช่า",
]
LEASE_TABLE = [
    ("ข้อ", "รายละเอียด"),
    ("ทรัพย์ที่เช่า", "อาคารโกดังห้องแถว 1 คูหา เลขที่ 99/7 หมู่ 4 ต.บ้านดู่ พื้นที่ประมาณ 96 ตร.ม."),
    ("วัตถุประสงค์", "ผลิตและเก็บเครื่องดื่มหมัก (คอมบูชา)"),
    ("ระยะเวลาเช่า", "1 ปี ตั้งแต่ 1 ธันวาคม 2567 ถึง 30 พฤศจิกายน 2568"),
    ("ค่าเช่า", "เดือนละ 9,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน"),
    ("เงินประกัน", "19,000 บาท (2 เดือน) คืนเมื่อสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)"),
    ("ค่าน้ำ ค่าไฟ", "ผู้เช่าชำระเองตามมิเตอร์ (มิเตอร์ไฟฟ้า PEA แยกของโกดัง)"),
    ("การต่อสัญญา", "แจ้งล่วงหน้าไม่น้อยกว่า 30 วันก่อนสัญญาสิ้นสุด"),
]
LEASE_BOTTOM = [
    "ผู้เช่าจะไม่ดัดแปลงต่อเติมอาคารโดยไม่ได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่า",
    "ลงชื่อ ชัยวัฒน์ แซ่ลี้ ผู้ให้เช่า        ลงชื่อ พิมพ์ชนก วงศ์คำ ผู้เช่า",
    "พยาน เอกชัย วงศ์คำ",
]


def _pea_bill(account: str, address: str, customer: str, period: str, reading: str, parts: str,
              total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Rai\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        f"Account name: {account}\n"
        f"Address: {address}\n"
        f"Customer no. {customer}\n"
        f"Billing period: {period}\n"
        f"{reading}\n"
        f"{parts}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, counter services, or the PEA Smart Plus app."
    ]


UNIT_ACCOUNT = "Baan Fong Cha Ltd., Part."
UNIT_ADDRESS = "99/7 Moo 4, Ban Du, Mueang Chiang Rai 57100 (small general service, rate 2.2)"
PEA_UNIT_SEP = _pea_bill(UNIT_ACCOUNT, UNIT_ADDRESS, "020011847356", "16 Aug 2025 - 15 Sep 2025",
                         "Meter reading: 38,204 -> 39,092   Units used: 888 kWh",
                         "Energy charge 3,697.87  Ft 198.40  Service 46.16  VAT 7% 275.97", "4,218.40",
                         "29 Sep 2025")
PEA_UNIT_OCT = _pea_bill(UNIT_ACCOUNT, UNIT_ADDRESS, "020011847356", "16 Sep 2025 - 15 Oct 2025",
                         "Meter reading: 39,092 -> 40,120   Units used: 1,028 kWh",
                         "Energy charge 4,281.96  Ft 229.40  Service 46.16  VAT 7% 319.03", "4,876.55",
                         "29 Oct 2025")
PEA_HOME = _pea_bill("Mr. Ekkachai Wongkham", "56 Moo 9, Rim Kok, Mueang Chiang Rai 57100 (residential)",
                     "020009316624", "20 Sep 2025 - 19 Oct 2025",
                     "Meter reading: 17,355 -> 17,648   Units used: 293 kWh",
                     "Energy charge 1,236.10  Ft 57.73  Service 8.19  VAT 7% 84.70", "1,386.72", "3 Nov 2025")

HEALTH_LETTER = [
    "สำนักงานสาธารณสุขจังหวัดเชียงราย",
    "ที่ ชร 0033.004/2291",
    "3 พฤศจิกายน 2568",
    "เรื่อง นัดตรวจประเมินสถานที่ผลิตอาหาร เพื่อขออนุญาตและขอเลขสารบบอาหาร",
    "เรียน ผู้จัดการห้างหุ้นส่วนจำกัด บ้านฟองชา (นางพิมพ์ชนก วงศ์คำ)",
    "ตามที่ท่านได้ยื่นคำขออนุญาตผลิตอาหาร ประเภทเครื่องดื่มในภาชนะบรรจุที่ปิดสนิท (คอมบูชา) "
    "ณ สถานที่ผลิตเลขที่ 99/7 หมู่ 4 ต.บ้านดู่ อ.เมืองเชียงราย นั้น",
    "เจ้าหน้าที่จะเข้าตรวจประเมินสถานที่ผลิตตามหลักเกณฑ์ GMP ในวันที่ 9 ธันวาคม 2568 เวลา 09.30 น.",
    "ขอให้เตรียมการดังนี้ (1) กั้นห้องบรรจุแยกจากห้องหมักให้มิดชิด (2) ติดตั้งอ่างล้างมือแบบไม่ใช้มือสัมผัส"
    "หน้าห้องบรรจุ (3) บันทึกค่า pH ทุกรุ่นการผลิต ค่า pH ต้องไม่เกิน 4.2 "
    "(4) ผลวิเคราะห์ปริมาณแอลกอฮอล์จากห้องปฏิบัติการ ต้องไม่เกิน 0.5% โดยปริมาตร",
    "ค่าธรรมเนียมคำขอ 1,000 บาท และค่าตรวจประเมินสถานที่ 2,000 บาท รวม 3,000 บาท "
    "ชำระภายในวันที่ 25 พฤศจิกายน 2568 หากไม่ชำระตามกำหนด จะเลื่อนการตรวจออกไป",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "นางสาวอรอุมา ตันติวงศ์ เภสัชกรชำนาญการ กลุ่มงานคุ้มครองผู้บริโภค โทร 053-711-409",
]

# ---------------------------------------------------------------- household papers
CAR_INSURANCE = [
    "LANNA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Rai Branch, Banphaprakan Road, Mueang Chiang Rai 57000\n"
    "Nov 1, 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Ekkachai Wongkham, 56 Moo 9, Rim Kok, Mueang Chiang Rai\n"
    "Policy no. LI-MV-2568-440917   Class 2+ (own damage in collision with a land vehicle)\n"
    "Vehicle: Isuzu D-Max Spark 1.9, 2021, plate 3 Kor Kor 4721 Chiang Rai\n"
    "Sum insured: 380,000 THB   Deductible: 1,000 THB\n"
    "\n"
    "Renewal premium: 11,980 THB including stamp duty and VAT (last year 11,240 THB)\n"
    "The rise follows one claim in 2025 (rear bumper, 14 Jun 2025).\n"
    "Current policy ends: 5 Dec 2025. Please pay by 5 Dec 2025 to keep the cover without a gap.\n"
    "Compulsory insurance (Por Ror Bor) is separate: 645.21 THB.\n"
    "Pay by QR code, at the branch, or through your agent Khun Saowalak (086-307-5518).\n"
    "Customer Service Department",
]
HOSPITAL_ESTIMATE = [
    "CHIANG RAI RUAMJAI HOSPITAL\n"
    "Eye Centre, 3rd floor - 199 Sanambin Road, Mueang Chiang Rai 57000  Tel. 053-910-777\n"
    "COST ESTIMATE FOR SURGERY        Date: Nov 4, 2025\n"
    "Patient: Mrs. Boonsri Jaidee   Age 67   HN 65-018842\n"
    "Diagnosis: cataract, right eye\n"
    "Procedure: phacoemulsification with foldable intraocular lens (IOL), right eye, day case\n"
    "Surgery date: 3 Dec 2025, 13:00\n"
    "\n"
    "Package price (surgeon, room, lens, medicine, 2 follow-up visits): 42,500 THB\n"
    "Deposit to confirm the booking: 10,000 THB, to be paid by 24 Nov 2025\n"
    "Balance on the day of surgery: 32,500 THB\n"
    "Pre-operative check: 26 Nov 2025 at 08:00 (blood test, ECG, eye measurement)\n"
    "\n"
    "The Universal Coverage (gold card) scheme does not apply at this hospital.\n"
    "Items outside the package (a second eye, extra visits) are charged separately.\n"
    "If the booking is cancelled less than 7 days before surgery, 3,000 THB of the deposit is kept.\n"
    "Patient Relations: Khun Duangporn",
]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอนุบาลดรุณศึกษา เชียงราย", f"ใบแจ้งค่าธรรมเนียมการเรียน ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ วงศ์คำ  ชั้น ป.3/2  เลขประจำตัว 11427",
           "ผู้ปกครอง นายเอกชัย วงศ์คำ"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารล้านนาพัฒนา 502-1-40668-9 แล้วส่งสลิปทางไลน์ห้อง",
              "ชำระหลังกำหนด ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "12,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าหนังสือ ชุดนักเรียน และอุปกรณ์", "1,500")], "17,900", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "12,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่ากิจกรรมทัศนศึกษา", "1,250"), ("ค่าเรียนภาษาจีนเสริม", "800")],
                "18,450", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- books
CAFES_2568 = [68400, 64200, 71800, 74600, 72100, 66300, 63900, 65800, 69200, 73500]
MARKETS_2568 = [38600, 41200, 36900, 29800, 24300, 21600, 19800, 22400, 25100, 31700]
ONLINE_2568 = [8200, 7600, 9100, 10400, 11800, 9300, 8700, 9600, 10200, 12900]
INGRED_2568 = [14200, 13600, 15100, 15800, 14900, 13200, 12800, 13400, 14600, 16300]
BOTTLES_2568 = [12800, 6400, 13600, 7200, 12900, 6800, 11800, 7400, 12600, 19773.60]
RENT_2568 = [9500] * 10
POWER_2568 = [3610.25, 3488.90, 3902.60, 4411.35, 4602.80, 4120.15, 3877.40, 3954.75, 4218.40, 4876.55]
WAGES_2568 = [18000, 18000, 18000, 18000, 18000, 18000, 19500, 19500, 19500, 21600]
FEES_2568 = [4200, 4500, 3900, 3000, 2400, 2100, 1800, 2400, 2700, 3600]
CAFES_2567 = [52300, 49800, 55600, 58900, 57400, 51200, 49600, 50800, 53700, 57900, 61200, 66800]
MARKETS_2567 = [34200, 37800, 33400, 26100, 21900, 19200, 17600, 19900, 22300, 27800, 33600, 41900]
ONLINE_2567 = [4100, 3900, 4800, 5600, 6200, 5100, 4700, 5300, 5900, 6800, 7400, 9800]
INGRED_2567 = [11800, 11200, 12600, 12900, 12100, 10900, 10400, 10800, 11600, 12700, 13900, 15800]
BOTTLES_2567 = [9600, 5200, 10400, 5800, 9900, 5400, 9200, 5600, 9800, 6200, 12400, 14800]
RENT_2567 = [8500] * 11 + [9500]
POWER_2567 = [2980, 2870, 3310, 3760, 3890, 3450, 3240, 3310, 3520, 3680, 3740, 3910]
WAGES_2567 = [15000] * 6 + [16500] * 6
FEES_2567 = [3600, 3900, 3300, 2700, 2100, 1800, 1500, 2100, 2400, 3000, 3600, 4500]


def _sales_book(path: Path, year: str, sales: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายบ้านฟองชา ปี {year} (Baan Fong Cha monthly sales {year}, THB excl. VAT)"])
    sheet.append(["เดือน (Month)", "ขายส่งคาเฟ่ (Cafes)", "ออกตลาด (Markets)", "ออนไลน์ (Online)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(sales[0])]):
        row = [column[index] for column in sales]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in sales]
                 + [sum(sum(column) for column in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายบ้านฟองชา ปี {year} (Expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "วัตถุดิบ ชา น้ำตาล ผลไม้ (Ingredients)", "ขวดและฝา (Bottles, caps)",
                  "ค่าเช่าโกดัง (Rent)", "ค่าไฟโกดัง (Unit electricity)", "ค่าแรง (Wages)",
                  "ค่าที่ตลาด (Market fees)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1248.30, "PEA บ้านริมกก"), ("ค่าน้ำประปา (Water)", 186, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 8400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4600, "กระบะส่งของ + รับส่งภูมิ"),
                  ("ค่างวดรถกระบะ (Pickup instalment)", 9870, "ล้านนาลีสซิ่ง งวด 27/48"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""), ("ค่ายาแม่ (Mum's medicine)", 1200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1312.95, "PEA บ้านริมกก"), ("ค่าน้ำประปา (Water)", 204, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4900, "กระบะส่งของ + รับส่งภูมิ"),
                  ("ค่างวดรถกระบะ (Pickup instalment)", 9870, "ล้านนาลีสซิ่ง งวด 28/48"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""), ("ค่ายาแม่ (Mum's medicine)", 1200, ""),
                  ("ค่าซ่อมแอร์ห้องนอน (Aircon repair)", 1850, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1386.72, "PEA บ้านริมกก"), ("ค่าน้ำประปา (Water)", 192, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 8650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 5300, "กระบะส่งของ + รับส่งภูมิ"),
                  ("ค่างวดรถกระบะ (Pickup instalment)", 9870, "ล้านนาลีสซิ่ง งวด 29/48"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ค่ายา + ค่าตรวจตาแม่ (Mum's medicine, eye check)", 2350, "รพ.เชียงรายร่วมใจ"),
                  ("ชุดกีฬาสีภูมิ (Sports day shirt)", 420, "")],
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


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(CAFES_2568) + sum(MARKETS_2568) + sum(ONLINE_2568)
    return [
        ("แผนบ้านฟองชา ปี 2569", "Baan Fong Cha Kombucha - plan for 2026\nพิม & เอก  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nคาเฟ่ประจำ 9 ร้าน + ม่วนใจ๋ 4 สาขา (เริ่ม พ.ย.)\n"
                         "ปัญหา: ถังหมักไม่พอ, batch เสียเดือน ต.ค., ค่าเช่าโกดังขึ้น"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,600,000 บาท\nขายส่งคาเฟ่ให้ได้ 60% ของยอดขาย\nได้เลข อย. ภายใน ม.ค. 2569"),
        ("ถังหมักเพิ่ม", "ถังหมัก 200 ลิตร 4 ใบ งบประมาณ 60,000 บาท\nกำลังผลิตเพิ่มจาก 700 เป็น 1,500 ลิตร/เดือน\n"
                         "ซื้อหลังปีใหม่"),
        ("ตลาดกรุงเทพฯ", "ทดลองฝากขาย Green Basket 3 สาขา\nต้องมีเลข อย. บนฉลากก่อนส่ง\nขนส่งแบบแช่เย็น"),
        ("ค่าใช้จ่ายคงที่ปีหน้า", "ค่าเช่าโกดังเดือนละ 10,000 บาท (สัญญา 2 ปี)\nค่าแรง 3 คน ประมาณ 21,600 บาท/เดือน"),
    ]


# ---------------------------------------------------------------- notes, chats, email
TEXTS = {
    "บ้านฟองชา/โกดัง/แชทไลน์_เฮียชัย_ค่าเช่า.txt": """[25/10/68 19:10] เฮียชัย: พิม สัญญาโกดังหมดสิ้นเดือนหน้านะ ปีหน้าเฮียขอขึ้นเป็นเดือนละ 10,500 นะ ภาษีที่ดินขึ้น
[25/10/68 19:42] พิม บ้านฟองชา: เฮียคะ ขึ้นทีเดียวพันนึงหนักไปค่ะ ขอเป็น 9,800 ได้ไหมคะ หนูจ่ายตรงทุกเดือนเลยนะ
[26/10/68 08:15] เฮียชัย: 9,800 ไม่ไหวหรอก ปีนี้ซ่อมหลังคาไปตั้งเยอะ
[26/10/68 08:31] เอก: เฮียครับ ถ้าเราทำสัญญา 2 ปีเลย เดือนละ 10,000 ได้ไหมครับ
[26/10/68 12:02] เฮียชัย: เอางั้นก็ได้ 10,000 สัญญา 2 ปี เริ่ม 1 ธ.ค. เงินประกันขอเพิ่มเป็น 20,000 นะ โอนส่วนต่างมา 1,000
[26/10/68 12:10] พิม บ้านฟองชา: ขอบคุณค่ะเฮีย สรุปค่าเช่าใหม่เดือนละ 10,000 เริ่ม 1 ธ.ค. 68 สัญญา 2 ปี ส่วนต่างเงินประกัน 1,000 หนูโอนพร้อมค่าเช่า ธ.ค. นะคะ
[26/10/68 12:11] เฮียชัย: ok เดี๋ยวเฮียพิมพ์สัญญาใหม่มาให้เซ็นกลางเดือนหน้า
[14/11/68 17:20] เฮียชัย: สัญญาใหม่เสร็จแล้ว มาเซ็นที่ร้านวันเสาร์ได้เลย
""",
    "บ้านฟองชา/แชท/แชทไลน์_มิ้นท์_ม่วนใจ๋.txt": """[10 ต.ค. 68 16:05] พี่พิม บ้านฟองชา: มิ้นท์คะ ส่งใบเสนอราคา v2 ให้แล้วนะ ขวด 360 ขวด ขวดละ 42 keg 8 ถัง ถังละ 1,380 รวม VAT เดือนละ 27,991.20 ค่ะ
[10 ต.ค. 68 16:30] มิ้นท์ ม่วนใจ๋: ได้รับแล้วค่ะพี่ เดี๋ยวเสนอผู้จัดการก่อนนะคะ
[14 ต.ค. 68 10:12] มิ้นท์ ม่วนใจ๋: ผู้จัดการโอเคแล้วค่ะ เริ่มส่ง 1 พ.ย. ได้เลย มัดจำถังโอนให้พรุ่งนี้นะคะ
[12 พ.ย. 68 14:05] มิ้นท์ ม่วนใจ๋: พี่พิมคะ ช่วงคริสต์มาสอยากได้รสพิเศษ สตรอว์เบอร์รีโหระพา ซัก 250 ขวด ราคาเท่าไหร่คะ
[12 พ.ย. 68 14:31] พี่พิม บ้านฟองชา: รสตามฤดูกาลตามใบราคาขวดละ 52 ค่ะ 250 ขวดเป็น 13,000 ยังไม่รวม VAT นะคะ
[12 พ.ย. 68 15:02] มิ้นท์ ม่วนใจ๋: แพงไปนิดค่ะพี่ ขอ 45 เท่าขวดปกติได้ไหมคะ
[12 พ.ย. 68 15:40] พี่พิม บ้านฟองชา: 45 พี่ไม่ไหวค่ะ สตรอว์เบอร์รีดอยแพงมาก ขอเป็น 50 นะคะ
[12 พ.ย. 68 16:10] มิ้นท์ ม่วนใจ๋: ถ้าเพิ่มเป็น 300 ขวด ขอ 48 ได้มั้ยคะ
[12 พ.ย. 68 16:25] พี่พิม บ้านฟองชา: โอเคค่ะ 300 ขวด ขวดละ 48 รวม 14,400 บวก VAT 7% เป็น 15,408 บาทค่ะ ส่งวันที่ 19 ธ.ค.
[12 พ.ย. 68 16:27] มิ้นท์ ม่วนใจ๋: ตกลงค่ะ เดี๋ยวออก PO ให้นะคะ
[18 พ.ย. 68 09:40] มิ้นท์ ม่วนใจ๋: สาขาหอนาฬิกามีถังเปล่าคืน 2 ใบนะคะพี่ ฝากรถส่งของรอบศุกร์มารับด้วยค่ะ
""",
    "บ้านฟองชา/แชท/email_GreenBasket_consignment_Nov2025.txt": """From: Natcha Srisawat <buyer@greenbasketgrocer.co.th>
To: baanfongcha@gmail.com
Date: Mon, 10 Nov 2025 10:24
Subject: Consignment trial - Baan Fong Cha kombucha at Green Basket (3 branches)

Dear Khun Pim,

Thank you for the samples. Our team liked the ginger lemongrass and the butterfly pea lime.
We would like to offer a consignment trial on these terms:

1. Trial period: 3 months, 1 Dec 2025 to 28 Feb 2026, at our Ari, Thonglor and Bang Na branches.
2. First delivery: 144 bottles per branch, 432 bottles in all, classic flavours only.
3. Shelf price: 79 THB a bottle. Green Basket keeps a 30% commission on the shelf price,
   so you receive 55.30 THB for each bottle sold.
4. Payment: monthly, 45 days after the end of each month, for bottles sold only.
5. Bottles unsold at their best-before date are returned to you at your cost.
6. You arrange chilled delivery (2-8 C) to our branches; the shipping is at your cost.
7. The Thai FDA (Or Yor) food serial number must be printed on the label before the first delivery.

Please reply by 20 Nov 2025 so we can plan the shelf space for December.

Best regards,
Natcha Srisawat
Buyer, Beverages and Chilled
Green Basket Grocer Co., Ltd., Bangkok
02-118-4470
""",
    "บ้านฟองชา/บัญชี/ค่าแรงน้องๆ_ต.ค.68.md": """# ค่าแรงน้องๆ ตุลาคม 2568

| ชื่อ | งาน | อัตรา | จำนวน | รวม |
|---|---|---|---|---|
| น้องแบม (ศิริพร ปัญญาดี) | ประจำโกดัง หมัก/บรรจุ | 12,000 บาท/เดือน | 1 เดือน | 12,000 บาท |
| ลุงจันทร์ | ล้างขวด ยกของ | 350 บาท/วัน | 18 วัน | 6,300 บาท |
| น้องเจ | ช่วยขายที่ตลาด | 550 บาท/วัน | 6 วัน | 3,300 บาท |

รวมจ่ายค่าแรง ต.ค. 21,600 บาท (จ่าย 31/10/68)
เดือนหน้าขึ้นเงินเดือนแบมเป็น 12,500 เพราะต้องดูงาน ม่วนใจ๋ เพิ่ม
""",
    "บ้านฟองชา/การผลิต/บันทึกหมัก_ต.ค.-พ.ย.68.md": """# บันทึกการหมัก ต.ค. – พ.ย. 2568

| Batch | เริ่มหมัก | รส | ปริมาณ (ลิตร) | pH วันบรรจุ | หมายเหตุ |
|---|---|---|---|---|---|
| B68-071 | 2 ต.ค. | ต้นตำรับ | 180 | 3.2 | บรรจุ 9 ต.ค. |
| B68-072 | 6 ต.ค. | ขิงตะไคร้ | 180 | 3.3 | บรรจุ 14 ต.ค. |
| B68-073 | 13 ต.ค. | อัญชันมะนาว | 160 | 3.4 | บรรจุ 21 ต.ค. |
| B68-074 | 20 ต.ค. | ต้นตำรับ | 180 | 3.1 | บรรจุ 28 ต.ค. (ขวดล็อตใหม่จากสยามกลาสแพ็ค) |
| B68-075 | 27 ต.ค. | สตรอว์เบอร์รีโหระพา (ทดลอง) | 60 | 4.4 | ทิ้งทั้งหมด มีราขึ้น ฝาถังใบที่ 2 ปิดไม่สนิท |
| B68-076 | 3 พ.ย. | ขิงตะไคร้ | 180 | 3.3 | บรรจุ 11 พ.ย. |
| B68-077 | 10 พ.ย. | ต้นตำรับ | 190 | 3.2 | กำลังหมัก |

- รวมหมัก ต.ค.–พ.ย. 1,130 ลิตร เสีย 60 ลิตร (B68-075) วัตถุดิบที่เสียประมาณ 2,450 บาท
- ถังใบที่ 2 เปลี่ยนซีลฝาแล้ว 8 พ.ย.
- สสจ. ต้องการให้ pH ไม่เกิน 4.2 ทุก batch ต้องจดทุกครั้ง
- รสสตรอว์เบอร์รีของม่วนใจ๋ (ส่ง 19 ธ.ค.) ต้องเริ่มหมักไม่เกิน 5 ธ.ค.
""",
    "บ้านฟองชา/การผลิต/สูตรคอมบูชา ขิงตะไคร้ v3.md": """# คอมบูชาขิงตะไคร้ (v3 ใช้ตั้งแต่ ส.ค. 68)
## หมักรอบแรก (ต่อ 20 ลิตร)
- น้ำสะอาด 20 ลิตร ต้มแล้วพักให้อุ่น
- ชาเขียวอัสสัม 100 กรัม แช่ 15 นาที
- น้ำตาลทรายแดง 1.6 กก.
- หัวเชื้อ (น้ำคอมบูชาเก่า) 2 ลิตร + สโคบี้ 1 แผ่น
- หมัก 8-10 วัน ที่ 26-28 องศา ชิมจนเปรี้ยวอมหวาน
## หมักรอบสอง (ในขวด)
- ขิงแก่ 400 กรัม ตะไคร้ 300 กรัม ปั่นแล้วกรอง
- หมักในขวดปิดฝา 2-3 วัน แล้วเข้าตู้เย็นทันที
""",
    "บ้านฟองชา/ตารางออกกาด พ.ย.68.md": """# ตารางออกกาด พฤศจิกายน 2568

| วันที่ | ตลาด | ค่าที่ | ขายได้ | คนไป |
|---|---|---|---|---|
| 1 พ.ย. (ส.) | ถนนคนเดินเชียงราย | 300 บาท | 4,860 บาท | พิม + เจ |
| 2 พ.ย. (อา.) | กาดเก๊าไม้ริมกก | 250 บาท | 3,120 บาท | เอก |
| 8 พ.ย. (ส.) | ถนนคนเดินเชียงราย | 300 บาท | 5,240 บาท | พิม + เจ |
| 9 พ.ย. (อา.) | กาดเก๊าไม้ริมกก | 250 บาท | 2,980 บาท | เอก + เจ |
| 15 พ.ย. (ส.) | ถนนคนเดินเชียงราย | 300 บาท | 4,410 บาท | เจ + แบม |
| 22-23 พ.ย. | งานของดีเชียงราย (สนามกีฬากลาง) | 1,800 บาท (2 วัน จ่ายแล้ว 5 พ.ย.) | - | พิม + เอก + เจ |

- เอาไปขายวันละ 120-150 ขวด ขวดละ 65 บาท ซื้อ 2 ขวด 120
- น้ำแข็งวันละ 2 ถุง 60 บาท กล่องโฟมใบใหม่ 350 บาท
""",
    "บ้าน/แชทไลน์_ครอบครัววงศ์คำ.txt": """[28 ต.ค. 68 20:15] พิม: พี่เอก ประกันกระบะส่งใบเตือนมาแล้ว ปีนี้ 11,980 ขึ้นจากปีที่แล้ว ต้องต่อก่อน 5 ธ.ค.
[28 ต.ค. 68 20:21] เอก: ขึ้นเพราะเคลมกันชนตอน มิ.ย. แหละ เดี๋ยวไปจ่ายพร้อม พ.ร.บ.
[1 พ.ย. 68 18:40] พิม: ค่าเทอมภูมิเทอม 2 มาแล้ว 18,450 จ่ายก่อน 14 พ.ย. นะ
[1 พ.ย. 68 18:42] ภูมิ: แม่ครับ วันที่ 21 ต้องใส่เสื้อกีฬาสีสีเขียวนะครับ
[5 พ.ย. 68 07:30] แม่: หมอนัดผ่าตัดตาขวาวันที่ 3 ธันวานะลูก
[5 พ.ย. 68 07:45] พิม: แม่ไม่ต้องห่วงค่ะ มัดจำ รพ. หนูโอนให้เอง 10,000 ก่อน 24 พ.ย.
[5 พ.ย. 68 07:51] เอก: วันผ่าตัดผมขับรถพาแม่ไปเองครับ ให้แบมดูโกดังแทน
[9 พ.ย. 68 21:05] พิม: เดือนนี้จ่ายหนักมาก ค่าขวด ค่าเทอม มัดจำ รพ. ประกันรถ ค่าธรรมเนียม สสจ. ชะลอซื้อถังหมักไปก่อนนะ
[9 พ.ย. 68 21:10] เอก: ถังหมักรอหลังปีใหม่ได้ แต่เอาเจ้าที่รวมแล้วถูกกว่านะ
""",
    "บ้าน/แม่/นัดหมอแม่บุญศรี.md": """# นัดหมอแม่บุญศรี
- ต้อกระจกตาขวา หมอที่ รพ.เชียงรายร่วมใจ (หมอสุรชัย)
- 26 พ.ย. 68 8 โมงเช้า ตรวจเลือด คลื่นหัวใจ วัดค่าเลนส์ ก่อนผ่าตัด
- 3 ธ.ค. 68 ผ่าตัด บ่ายโมง ไม่ต้องนอน รพ. ต้องมีคนพากลับบ้าน
- ถ้าไป รพ.รัฐใช้บัตรทอง ต้องรอคิวประมาณ 8 เดือน เลยเลือกเอกชน
- ยาความดันกินทุกเช้า ค่ายาเดือนละประมาณ 1,200
- ตาซ้ายหมอว่ายังไม่ต้องทำ ดูอีกปีหน้า
""",
}
TODO = {"todo.md": """- โอนมัดจำ รพ. ผ่าตัดตาแม่ ก่อน 24 พ.ย.
- จ่ายค่าเทอมภูมิเทอม 2
- จ่ายค่าธรรมเนียม สสจ. + เตรียมโกดังให้ตรวจ 9 ธ.ค.
- ตอบอีเมล Green Basket ก่อน 20 พ.ย.
- เลือกเจ้าถังหมัก (เชียงรายสแตนเลส หรือ Northern Brew)
- ไปเซ็นสัญญาเช่าใหม่กับเฮียชัย วันเสาร์
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    brew = docs / "บ้านฟองชา"
    quotes, prices, buying, unit, books = (brew / "ใบเสนอราคา", brew / "ราคาขาย", brew / "ซื้อของ",
                                           brew / "โกดัง", brew / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, prices, buying, unit, books, brew / "แชท", brew / "การผลิต", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมภูมิ", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ม่วนใจ๋_v1_ร่าง.docx", MUAN_DRAFT, MUAN_DRAFT_TABLE, bottom=MUAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ม่วนใจ๋_v2_final.docx", MUAN_FINAL, MUAN_FINAL_TABLE, bottom=MUAN_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาถังหมัก_เชียงรายสแตนเลส.docx", TANK_LOCAL, TANK_LOCAL_TABLE,
               bottom=TANK_LOCAL_BOTTOM)
    make_pdf(quotes / "NorthernBrew_fermenter_quote_QN-NB-25-0388.pdf", TANK_NB)
    make_pdf(prices / "BaanFongCha_Wholesale_Price_List_2025.pdf", PRICE_2025)
    write_docx(prices / "ราคาส่งคาเฟ่ 2567.docx", PRICE_2567, PRICE_2567_TABLE, bottom=PRICE_2567_BOTTOM)
    make_pdf(buying / "SiamGlassPack_invoice_SGP-2510-0412.pdf", GLASS_INVOICE)
    write_docx(buying / "ใบเสร็จ_สยามกลาสแพ็ค_6พ.ย.68.docx", GLASS_RECEIPT, GLASS_RECEIPT_TABLE,
               bottom=GLASS_RECEIPT_BOTTOM)
    write_docx(unit / "สัญญาเช่าโกดัง_บ้านดู่_2567.docx", LEASE, LEASE_TABLE, bottom=LEASE_BOTTOM)
    make_pdf(unit / "PEA_BanDu_unit_Sep2025.pdf", PEA_UNIT_SEP)
    make_pdf(unit / "PEA_BanDu_unit_Oct2025.pdf", PEA_UNIT_OCT)
    write_docx(unit / "หนังสือ_สสจ.เชียงราย_นัดตรวจ.docx", HEALTH_LETTER)
    _sales_book(books / "ยอดขาย_บ้านฟองชา_2568.xlsx", "2568", [CAFES_2568, MARKETS_2568, ONLINE_2568],
                [INGRED_2568, BOTTLES_2568, RENT_2568, POWER_2568, WAGES_2568, FEES_2568])
    _sales_book(books / "ยอดขาย_บ้านฟองชา_2567.xlsx", "2567", [CAFES_2567, MARKETS_2567, ONLINE_2567],
                [INGRED_2567, BOTTLES_2567, RENT_2567, POWER_2567, WAGES_2567, FEES_2567])
    write_slides(brew / "แผนบ้านฟองชา_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", PEA_HOME)
    make_pdf(home / "ประกัน" / "LannaInsure_pickup_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "แม่" / "ChiangRaiRuamjai_cataract_estimate.pdf", HOSPITAL_ESTIMATE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
