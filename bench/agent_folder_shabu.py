"""The shabu folder: the papers of a Thai shabu / mookata restaurant couple and their household, written by code.

The owners are คุณพิมพ์ชนก แก้วมณี (พี่พิม) and her husband อนุชา แก้วมณี (พี่เอก). They run "พิมพ์ชาบู หมูกระทะ"
(Pim Shabu & Mookata), 159/7 ถ.มะลิวัลย์ ต.ชุมแพ อ.ชุมแพ จ.ขอนแก่น 40130: 24 grill tables, a 299-baht buffet,
delivery through the Saeb Delivery app and year-end party bookings. Pork and beef come from บริษัท ขอนแก่นเฟรชมีท
จำกัด (Khon Kaen Fresh Meat Co., Ltd., salesman ชัยวัฒน์ = เฮียชัย). Staff: มิ้นท์ (cashier), บอย (kitchen),
ป้าแป๋ว (dishes), ต้อม (service, charcoal), แนน (part-time student). Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2,
Pim's mother แม่บัว (นางบัวผัน ศรีโยธา) was in hospital in October. It is late November 2568 (2025).

Documents/ร้านพิมพ์ชาบู/ (the restaurant)
- ใบเสนอราคา/ใบเสนอราคา_เลี้ยงปีใหม่_สหกรณ์ครู_ร่าง.docx: draft quote QT-6811-003 to สหกรณ์ออมทรัพย์ครูชุมแพ จำกัด
  (ครูแหม่ม = นางสาวมาลินี ทองสุข) for a party on 27 ธ.ค. 2568: 80 คน x 329 = 26,320 + sound 3,500 = 29,820,
  deposit 30% = 8,946.
- ใบเสนอราคา/ใบเสนอราคา_เลี้ยงปีใหม่_สหกรณ์ครู_v2 final.docx: the final: 100 คน x 299 = 29,900, sound free,
  deposit 10,000 by 20 พ.ย. 2568, balance 19,900 on the day.
- ใบเสนอราคา/ใบเสนอราคาท่อดูดควัน_ช่างวิชัย.docx: local smoke-extraction quote for 24 tables, 140,800 (no VAT),
  deposit 50% = 70,400.
- ใบเสนอราคา/IsanKitchen_smoke_hood_quotation_Oct2025.pdf: English quote of Isan Kitchen Equipment Co., Ltd.
  for the same job: 132,000 + VAT 9,240 = 141,240.
- Suppliers/KKFreshMeat_pricelist_2025.pdf: English 2025 price list (pork belly 168 THB/kg, shoulder 152, excl. VAT).
- Suppliers/ราคาเนื้อ_ขอนแก่นเฟรชมีท_2567.docx: last year's list in Thai (หมูสามชั้นสไลซ์ 155 บาท/กก.).
- Suppliers/KKFreshMeat_invoice_INV2511-087.pdf: invoice of 3 Nov 2025, pork belly at 170, total 44,469.20.
- Suppliers/KKFreshMeat_receipt_RC2511-052.pdf: receipt of 14 Nov 2025 for the same order, less credit note
  1,369.60 (4 kg beef returned), received 43,099.60.
- Suppliers/แชทไลน์_เฮียชัย_เฟรชมีท.txt: LINE chat: pork belly 178 proposed, 174, 165 asked, settled at 170.
- Delivery/SaebDelivery_statement_Sep2025.pdf and SaebDelivery_statement_Oct2025.pdf: monthly statements
  (gross 48,350 / 52,780; commission 30% 14,505 / 15,834; payout 31,629.65 / 34,337.62).
- Delivery/email_SaebDelivery_commission_Dec2025.txt: commission 30% -> 32% from 1 December 2025, Saeb Plus
  1,490 THB/month keeps 30%, weekly payouts on Tuesday.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book (sales: dine-in, delivery, parties; costs: meat, vegetables,
  charcoal & gas, wages, rent, shop electricity), January to October.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงพนักงาน_ต.ค.68.md: October wages of five staff (full names), 46,140 in all (บอย 13,860).
- เอกสารร้าน/สัญญาเช่าร้าน_2567-2569.docx: shop lease with นายสมศักดิ์ วงศ์ใหญ่ (เสี่ยศักดิ์): 18,000 a month,
  19,000 in 2569, deposit 54,000, 1 ม.ค. 2567 - 31 ธ.ค. 2569.
- เอกสารร้าน/หนังสือเทศบาลชุมแพ_ใบอนุญาตร้านอาหาร.docx: renew the food-shop licence by 12 ธันวาคม 2568 (fee
  2,000), smoke complaint: hoods within 60 days, inspection 20 มกราคม 2569.
- เอกสารร้าน/PEA_shop_bill_Sep2025.pdf (2,140 kWh, 10,823.91, due 3 Oct 2025) and PEA_shop_bill_Oct2025.pdf
  (2,305 kWh, 11,632.70, due 3 Nov 2025).
- แชท/แชทไลน์_กลุ่มพนักงานร้าน.txt: staff LINE group (shifts, ต้อม's advance 2,000, บอย's OT).
- แชท/แชทไลน์_ครูแหม่ม_สหกรณ์.txt: chat with the coop: 279 asked, 299 settled, deposit 10,000 paid, then 110
  people: 32,890, balance 22,890.
- แผนร้านปี2569.pptx: slides, plan for 2569 (4,200,000 target, smoke hoods, delivery prices, lunch).
- สูตรน้ำจิ้มสุกี้_ร้านพิมพ์.md: the house suki sauce and seafood dip.
- เมนูและราคาบุฟเฟต์_2568.md: buffet prices (299 weekdays, 329 weekends, kids 159).

Documents/บ้าน/ (the household)
- ค่าเทอมภูมิ/ค่าเทอม_น้องภูมิ_เทอม1-2568.docx and ค่าเทอม_น้องภูมิ_เทอม2-2568.docx: fees 18,400 and 19,650
  (due 14 พฤศจิกายน 2568).
- โรงพยาบาล/KKMedcare_bill_mother_Oct2025.pdf: English hospital bill of Mrs. Buaphan Sriyotha, 6-11 Oct 2025,
  61,370, insurance 45,000, paid 16,370.
- ประกัน/IsanInsure_car_renewal_2025.pdf: English renewal notice for the Hilux: class 1 19,850 (last year
  18,420), class 2+ 11,900, renew by 30 Nov 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านแก้วมณี.txt: the family LINE group (car insurance argued down to 18,990, fees, grandma).
- นัดหมอแม่บัว.md: notes on Pim's mother's follow-up visits.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้านพิมพ์ชาบู หมูกระทะ (Pim Shabu & Mookata) 159/7 ถ.มะลิวัลย์ ต.ชุมแพ อ.ชุมแพ จ.ขอนแก่น 40130 "
            "โทร 089-614-2287  LINE @pimshabu")

# ---------------------------------------------------------------- party quotes to the teachers' coop
PARTY_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6811-003",
    "วันที่ 6 พ.ย. 2568",
    "เรียน ครูมาลินี ทองสุข (ครูแหม่ม) ฝ่ายสวัสดิการ สหกรณ์ออมทรัพย์ครูชุมแพ จำกัด",
    "เรื่อง เหมาร้านจัดเลี้ยงปีใหม่ วันเสาร์ที่ 27 ธันวาคม 2568 เวลา 18.00-22.00 น.",
]
PARTY_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บุฟเฟต์หมูกระทะ-ชาบู พร้อมน้ำดื่มรีฟิล", "80 คน", "329", "26,320"),
    ("เวที เครื่องเสียง ไมค์ลอย 2 ตัว", "1 งาน", "3,500", "3,500"),
    ("รวมทั้งสิ้น", "", "", "29,820"),
]
PARTY_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 29,820 บาท (สองหมื่นเก้าพันแปดร้อยยี่สิบบาทถ้วน)",
    "มัดจำ 30% = 8,946 บาท ส่วนที่เหลือชำระวันงาน",
    "ร่าง รอถามพี่เอกเรื่องปิดร้านทั้งคืนก่อน",
]
PARTY_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6811-003 v2 (ฉบับสุดท้าย)",
    "วันที่ 10/11/68",
    "เรียน ครูมาลินี ทองสุข (ครูแหม่ม) ฝ่ายสวัสดิการ สหกรณ์ออมทรัพย์ครูชุมแพ จำกัด",
    "เรื่อง เหมาร้านจัดเลี้ยงปีใหม่ วันเสาร์ที่ 27 ธันวาคม 2568 เวลา 18.00-22.00 น. (ปิดรับลูกค้าทั่วไป)",
]
PARTY_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บุฟเฟต์หมูกระทะ-ชาบู พร้อมน้ำดื่มรีฟิล", "100 คน", "299", "29,900"),
    ("เวที เครื่องเสียง ไมค์ลอย 2 ตัว", "1 งาน", "แถมฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "29,900"),
]
PARTY_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 29,900 บาท (สองหมื่นเก้าพันเก้าร้อยบาทถ้วน) ราคานี้ไม่รวม VAT ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 10,000 บาท โอนภายใน 20 พ.ย. 2568 เพื่อยืนยันวันจอง",
    "ยอดคงเหลือ 19,900 บาท ชำระในวันงาน หากจำนวนคนเปลี่ยน คิดเพิ่มหัวละ 299 บาท",
    "โอนเข้าบัญชี นางพิมพ์ชนก แก้วมณี ธนาคารอีสานพาณิชย์ 407-3-88210-6",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- smoke hood quotes
HOOD_WICHAI = [
    "ร้านวิชัยแอร์ แอนด์ ท่อดูดควัน รับติดตั้งฮูดดูดควันร้านหมูกระทะ ปิ้งย่าง",
    "88 หมู่ 4 ต.หนองไผ่ อ.ชุมแพ จ.ขอนแก่น โทร 086-337-9012",
    "ใบเสนอราคา เลขที่ 112/2568  วันที่ 25 ต.ค. 2568",
    "เรียน คุณพิมพ์ชนก แก้วมณี ร้านพิมพ์ชาบู หมูกระทะ",
    "เรื่อง ติดตั้งระบบดูดควันโต๊ะหมูกระทะ 24 โต๊ะ",
]
HOOD_WICHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ฮูดดูดควันสแตนเลสแบบแขวน พร้อมท่ออ่อน", "24 จุด", "4,200", "100,800"),
    ("พัดลมดูดอากาศ 3 แรง พร้อมท่อเมน", "2 ตัว", "12,500", "25,000"),
    ("ค่าแรงติดตั้ง เดินท่อ เดินไฟ", "1 งาน", "15,000", "15,000"),
    ("รวมทั้งสิ้น", "", "", "140,800"),
]
HOOD_WICHAI_BOTTOM = [
    "รวมทั้งสิ้น 140,800 บาท (ไม่มี VAT)",
    "มัดจำ 50% = 70,400 บาท ติดตั้งเสร็จภายใน 10 วัน ปิดร้าน 2 วัน",
    "รับประกันมอเตอร์ 1 ปี ล้างท่อฟรีครั้งแรกหลัง 6 เดือน",
    "ช่างวิชัย ศรีภูมิ",
]
HOOD_ISAN = [
    "ISAN KITCHEN EQUIPMENT CO., LTD.\n"
    "Commercial kitchen and BBQ ventilation - 222/9 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "Tel. 043-228-415   Tax ID 0405561002874\n"
    "\n"
    "QUOTATION No. IKE-Q2510-144        Date: Oct 28, 2025\n"
    "To: Khun Pimchanok Kaewmanee, Pim Shabu & Mookata, Malivan Road, Chum Phae, Khon Kaen\n"
    "Subject: Smoke extraction for 24 mookata tables\n"
    "\n"
    "Item                                           Qty        Unit price    Amount\n"
    "Stainless pull-down hood with flexible duct    24 sets    3,950.00      94,800.00\n"
    "Centrifugal fan 3 HP with main duct             2 units   13,800.00     27,600.00\n"
    "Installation and electrical work                1 job      9,600.00      9,600.00\n"
    "\n"
    "Subtotal                                                             132,000.00\n"
    "VAT 7%                                                                 9,240.00\n"
    "GRAND TOTAL                                                          141,240.00 THB\n"
    "\n"
    "Terms: 40% deposit with order, balance on completion. Installation 7 working days.\n"
    "Warranty 2 years on fans. This quotation is valid until Nov 30, 2025.\n"
    "Sales engineer: Khun Thanakorn 081-770-3365",
]

# ---------------------------------------------------------------- meat supplier papers
MEAT_PRICES_2025 = [
    "KHON KAEN FRESH MEAT CO., LTD.\n"
    "45/3 Moo 9, Ban Phai - Chum Phae Road, Chum Phae, Khon Kaen 40130   Tel. 043-311-927\n"
    "PRICE LIST 2025 - SLICED MEAT FOR SHABU AND MOOKATA RESTAURANTS\n"
    "Valid Jan 1, 2025 - Dec 31, 2025. Prices in THB per kg, excluding VAT 7%.\n"
    "\n"
    "Pork belly, sliced 2 mm (mookata cut) ......... 168 THB/kg\n"
    "Pork shoulder, sliced 1.5 mm (shabu) .......... 152 THB/kg\n"
    "Pork neck, sliced .............................. 175 THB/kg\n"
    "Marinated pork (garlic pepper) ................. 145 THB/kg\n"
    "Pork liver, sliced .............................. 80 THB/kg\n"
    "Beef brisket, sliced (US style) ................ 320 THB/kg\n"
    "Chicken breast, sliced ........................... 98 THB/kg\n"
    "\n"
    "Minimum order 30 kg. Free delivery in Chum Phae for orders of 80 kg or more.\n"
    "Credit 14 days for regular restaurants.\n"
    "Sales: Chaiwat Saetang 081-559-2043",
]
MEAT_PRICES_2567 = ["บริษัท ขอนแก่นเฟรชมีท จำกัด", "ใบราคาเนื้อสไลซ์สำหรับร้านชาบู หมูกระทะ ปี 2567",
                    "ราคาต่อกิโลกรัม ยังไม่รวมภาษีมูลค่าเพิ่ม ใช้ 1 ม.ค. - 31 ธ.ค. 2567"]
MEAT_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("หมูสามชั้นสไลซ์ 2 มม. (หมูกระทะ)", "155 บาท/กก."),
    ("หมูสันไหล่สไลซ์ 1.5 มม. (ชาบู)", "142 บาท/กก."),
    ("สันคอหมูสไลซ์", "165 บาท/กก."),
    ("หมูหมักกระเทียมพริกไทย", "138 บาท/กก."),
    ("ตับหมูสไลซ์", "75 บาท/กก."),
    ("เนื้อวัวสไลซ์ (แบบอเมริกัน)", "305 บาท/กก."),
    ("อกไก่สไลซ์", "92 บาท/กก."),
]
MEAT_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 30 กก. ส่งฟรีในเขต อ.ชุมแพ เมื่อสั่ง 100 กก. ขึ้นไป",
                           "เครดิต 14 วัน สำหรับร้านลูกค้าประจำ",
                           "ติดต่อ คุณชัยวัฒน์ แซ่ตั้ง ฝ่ายขาย 081-559-2043"]
MEAT_INVOICE = [
    "KHON KAEN FRESH MEAT CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV2511-087\n"
    "Date: Nov 3, 2025            Due date: Nov 17, 2025\n"
    "Customer: Pim Shabu & Mookata (Mrs. Pimchanok Kaewmanee), 159/7 Malivan Road, Chum Phae, Khon Kaen\n"
    "\n"
    "Item                                   Qty      Unit price    Amount\n"
    "Pork belly, sliced 2 mm              120 kg     170.00      20,400.00\n"
    "Pork shoulder, sliced 1.5 mm          80 kg     152.00      12,160.00\n"
    "Marinated pork (garlic pepper)        40 kg     145.00       5,800.00\n"
    "Beef brisket, sliced                  10 kg     320.00       3,200.00\n"
    "\n"
    "Subtotal 41,560.00   VAT 7% 2,909.20\n"
    "TOTAL DUE: 44,469.20 THB\n"
    "Transfer to Isan Commercial Bank, Khon Kaen Fresh Meat Co., Ltd., account 407-1-55093-2",
]
MEAT_RECEIPT = [
    "KHON KAEN FRESH MEAT CO., LTD.\n"
    "RECEIPT No. RC2511-052\n"
    "Date: Nov 14, 2025\n"
    "Received from: Pim Shabu & Mookata (Mrs. Pimchanok Kaewmanee), Chum Phae\n"
    "\n"
    "For invoice INV2511-087 dated Nov 3, 2025 ............ 44,469.20\n"
    "Less credit note CN2511-009 (beef brisket 4 kg returned,\n"
    "  spoiled on delivery: 4 x 320.00 = 1,280.00 + VAT 89.60) ... -1,369.60\n"
    "\n"
    "AMOUNT RECEIVED: 43,099.60 THB\n"
    "Paid by bank transfer, Isan Commercial Bank, Nov 14, 2025.\n"
    "Received by: Jintana (accounts). Thank you for your business.",
]

# ---------------------------------------------------------------- delivery app
def _statement(month: str, period: str, orders: int, gross: str, commission: str, vat: str, ads: str,
               payout: str, paid: str) -> list[str]:
    return [
        "SAEB DELIVERY (THAILAND) CO., LTD.\n"
        f"MERCHANT MONTHLY STATEMENT - {month}\n"
        "Merchant: Pim Shabu & Mookata (Chum Phae)    Merchant ID: SD-KK-20417\n"
        f"Period: {period}\n"
        "\n"
        f"Completed orders                          {orders}\n"
        f"Gross food sales                          {gross}\n"
        f"Commission 30%                           -{commission}\n"
        f"VAT 7% on commission                     -{vat}\n"
        f"Sponsored listing (ads)                  -{ads}\n"
        "\n"
        f"NET PAYOUT                                {payout} THB\n"
        f"Paid to Isan Commercial Bank xxx-3-88210-6 on {paid}\n"
        "Questions: merchant@saebdelivery.co.th",
    ]


SAEB_SEP = _statement("September 2025", "Sep 1, 2025 - Sep 30, 2025", 412, "48,350.00", "14,505.00",
                      "1,015.35", "1,200.00", "31,629.65", "Oct 7, 2025")
SAEB_OCT = _statement("October 2025", "Oct 1, 2025 - Oct 31, 2025", 455, "52,780.00", "15,834.00",
                      "1,108.38", "1,500.00", "34,337.62", "Nov 7, 2025")
SAEB_EMAIL = """From: Saeb Delivery Merchant Team <merchant@saebdelivery.co.th>
To: pimshabu.chumphae@gmail.com
Date: Mon, 10 Nov 2025 14:05
Subject: Commission rate update from 1 December 2025

Dear Pim Shabu & Mookata,

Thank you for being a Saeb Delivery partner. From 1 December 2025:

1. The commission for merchants on the Basic plan will change from 30% to 32% of gross food sales.
2. Merchants who join Saeb Plus (1,490 THB/month) will keep the 30% commission and get a free
   sponsored listing on weekends.
3. Payouts will be made weekly, every Tuesday, instead of monthly.

If you want to join Saeb Plus, please reply before 25 November 2025.

Best regards,
Merchant Team, Saeb Delivery (Thailand) Co., Ltd.
"""

# ---------------------------------------------------------------- shop papers
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.ชุมแพ จ.ขอนแก่น  วันที่ 15 ธันวาคม 2566",
    "สัญญาฉบับนี้ทำขึ้นระหว่าง นายสมศักดิ์ วงศ์ใหญ่ ผู้ให้เช่า กับ นางพิมพ์ชนก แก้วมณี ผู้เช่า",
    "ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 คูหา เลขที่ 159/7 ถ.มะลิวัลย์ ต.ชุมแพ พร้อมลานจอดรถด้านข้าง "
    "เพื่อใช้ประกอบกิจการร้านอาหาร",
]
LEASE_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("ระยะเวลาเช่า", "3 ปี ตั้งแต่ 1 มกราคม 2567 ถึง 31 ธันวาคม 2569"),
    ("ค่าเช่าปีที่ 1-2 (2567-2568)", "เดือนละ 18,000 บาท"),
    ("ค่าเช่าปีที่ 3 (2569)", "เดือนละ 19,000 บาท"),
    ("เงินประกันการเช่า", "54,000 บาท (3 เดือน) คืนเมื่อครบสัญญา"),
    ("กำหนดชำระ", "ภายในวันที่ 5 ของทุกเดือน"),
    ("ค่าปรับชำระล่าช้า", "วันละ 200 บาท"),
]
LEASE_BOTTOM = [
    "ผู้เช่าเป็นผู้ชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายเอง",
    "หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งผู้ให้เช่าเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด",
    "ห้ามต่อเติมหรือเจาะผนังโดยไม่ได้รับอนุญาตจากผู้ให้เช่าเป็นหนังสือ",
    "ลงชื่อ สมศักดิ์ วงศ์ใหญ่ ผู้ให้เช่า    ลงชื่อ พิมพ์ชนก แก้วมณี ผู้เช่า",
]
TOWN_LETTER = [
    "เทศบาลเมืองชุมแพ อำเภอชุมแพ จังหวัดขอนแก่น",
    "ที่ ขก 52104/2389",
    "22 ตุลาคม 2568",
    "เรื่อง การต่ออายุใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร และเรื่องร้องเรียนควันจากการปิ้งย่าง",
    "เรียน นางพิมพ์ชนก แก้วมณี ผู้ประกอบการร้านพิมพ์ชาบู หมูกระทะ",
    "ตามที่ท่านได้รับใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร เลขที่ 118/2568 ซึ่งจะหมดอายุวันที่ 31 ธันวาคม 2568 "
    "ขอให้ท่านยื่นคำขอต่ออายุภายในวันที่ 12 ธันวาคม 2568 พร้อมชำระค่าธรรมเนียม 2,000 บาท "
    "(พื้นที่ประกอบการเกิน 200 ตารางเมตร) ที่กองสาธารณสุขและสิ่งแวดล้อม",
    "นอกจากนี้ เทศบาลได้รับเรื่องร้องเรียนจากผู้พักอาศัยในซอยมะลิวัลย์ 5 ว่าควันและกลิ่นจากเตาหมูกระทะ "
    "ลอยเข้าบ้านเรือนทุกคืน ขอให้ท่านติดตั้งระบบดูดและบำบัดควันให้แล้วเสร็จภายใน 60 วัน "
    "นับจากวันที่ได้รับหนังสือฉบับนี้ และทำความสะอาดบ่อดักไขมันอย่างน้อยเดือนละ 1 ครั้ง",
    "เจ้าพนักงานสาธารณสุขจะเข้าตรวจสถานประกอบการในวันที่ 20 มกราคม 2569 เวลา 14.00 น.",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายประเสริฐ โพธิ์ทอง นายกเทศมนตรีเมืองชุมแพ",
]


def _pea(period: str, reading: str, units: str, energy: str, ft: str, vat: str, amount: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chum Phae Branch\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Pimchanok Kaewmanee (Pim Shabu & Mookata)\n"
        "Address: 159/7 Malivan Road, Chum Phae, Khon Kaen 40130 (small business, rate 2.2)\n"
        "Customer no. 020041187305\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 312.24  VAT 7% {vat}\n"
        f"AMOUNT DUE: {amount} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, counter services, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea("Aug 20, 2025 - Sep 19, 2025", "48,211 -> 50,351", "2,140", "8,953.55", "850.01", "708.11",
               "10,823.91", "3 Oct 2025")
PEA_OCT = _pea("Sep 20, 2025 - Oct 19, 2025", "50,351 -> 52,656", "2,305", "9,643.89", "915.55", "761.02",
               "11,632.70", "3 Nov 2025")

# ---------------------------------------------------------------- books
DINE_2568 = [268400, 241900, 259300, 301200, 236800, 228500, 242600, 251900, 246300, 272800]
DELIV_2568 = [38200, 35600, 39400, 44100, 41800, 43900, 45200, 46700, 48350, 52780]
PARTY_2568 = [12500, 0, 8900, 22400, 0, 6300, 0, 9800, 5600, 14200]
MEAT_2568 = [118400, 107200, 114600, 131800, 106900, 103200, 109800, 113600, 112300, 124700]
VEG_2568 = [31200, 28700, 30100, 35600, 29800, 27400, 28900, 30500, 29700, 32600]
FUEL_2568 = [14800, 13600, 14500, 16900, 13900, 13200, 14100, 14600, 14300, 15800]
WAGES_2568 = [42600, 42600, 43800, 45900, 43200, 43200, 44400, 44900, 45300, 46140]
RENT_2568 = [18000] * 10
POWER_2568 = [9120.40, 8874.15, 10215.60, 12480.35, 11906.20, 10344.85, 10102.30, 10477.95, 10823.91, 11632.70]
DINE_2567 = [231600, 209800, 226400, 262700, 204100, 197500, 211300, 219600, 214800, 236900, 248700, 296300]
DELIV_2567 = [22400, 21800, 24600, 28300, 27100, 28900, 30200, 31700, 32900, 34600, 36100, 40800]
PARTY_2567 = [9600, 0, 0, 15800, 0, 4200, 0, 7400, 0, 8800, 11200, 38600]
MEAT_2567 = [98600, 89400, 96200, 112400, 88900, 86100, 91700, 95300, 93800, 102600, 108400, 131900]
VEG_2567 = [26800, 24500, 26100, 30400, 25200, 23900, 25100, 26300, 25800, 28100, 29600, 35200]
FUEL_2567 = [13100, 12200, 12900, 15100, 12300, 11800, 12500, 12900, 12700, 13900, 14600, 17800]
WAGES_2567 = [39800, 39800, 39800, 42100, 40200, 40200, 40200, 41000, 41000, 41000, 42600, 44800]
RENT_2567 = [18000] * 12
POWER_2567 = [8410.25, 8120.60, 9488.10, 11702.45, 11215.30, 9766.80, 9390.55, 9811.20, 9904.65, 9452.35,
              8850.90, 8966.70]


def _shop_book(path: Path, year: str, sales: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านพิมพ์ชาบู หมูกระทะ ปี {year} (Pim Shabu income {year})"])
    sheet.append(["เดือน (Month)", "หน้าร้าน (Dine-in)", "เดลิเวอรี่ Saeb (Delivery gross)",
                  "จัดเลี้ยง/เหมาร้าน (Parties)", "รวม (Total)"])
    for index in range(len(sales[0])):
        row = [column[index] for column in sales]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in sales] + [sum(sum(column) for column in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Costs")
    sheet.append([f"รายจ่ายร้าน ปี {year} (Shop costs {year})"])
    sheet.append(["เดือน (Month)", "เนื้อสัตว์ (Meat)", "ผักและของสด (Vegetables)", "ถ่าน/แก๊ส (Charcoal, gas)",
                  "ค่าแรง (Wages)", "ค่าเช่า (Rent)", "ค่าไฟร้าน (Shop electricity)", "รวม (Total)"])
    for index in range(len(costs[0])):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


HOME_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1488.62, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 186, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 640.93, ""), ("ค่ากับข้าว (Food)", 7600, ""),
                  ("ผ่อนรถ Hilux (Car instalment)", 9870, "งวด 49/72"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ายาแม่บัว (Grandma's medicine)", 1150, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1532.10, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 204, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 640.93, ""), ("ค่ากับข้าว (Food)", 7950, ""),
                  ("ผ่อนรถ Hilux (Car instalment)", 9870, "งวด 50/72"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ายาแม่บัว (Grandma's medicine)", 1150, ""),
                  ("ซ่อมแอร์ห้องนอน (Aircon repair)", 1800, "ช่างวิชัย")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1401.75, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 179, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 640.93, ""), ("ค่ากับข้าว (Food)", 8300, ""),
                  ("ผ่อนรถ Hilux (Car instalment)", 9870, "งวด 51/72"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่าโรงพยาบาลแม่บัว ส่วนเกินประกัน (Grandma's hospital)", 16370, "KK Medcare ตัดบัตร"),
                  ("ชุดพละภูมิ (PE uniform)", 650, "")],
}


def _home_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านแก้วมณี {title} (Household spending)"])
        sheet.append(list(HOME_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนศรีชุมแพวิทยา อ.ชุมแพ จ.ขอนแก่น", f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ม.2/3  เลขประจำตัว 24517"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารอีสานพาณิชย์ 407-2-11903-8 แล้วส่งสลิปทาง LINE ห้อง",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "12,500"), ("ค่าเรียนห้องเรียนพิเศษ EP", "3,800"),
                           ("ค่าหนังสือและชุดกิจกรรม", "2,100")], "18,400", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "12,500"), ("ค่าเรียนห้องเรียนพิเศษ EP", "3,800"),
                           ("ค่าทัศนศึกษา ขอนแก่น-อุดรธานี", "2,100"), ("ค่าประกันอุบัติเหตุนักเรียน", "1,250")],
                "19,650", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
HOSPITAL_BILL = [
    "KHON KAEN MEDCARE HOSPITAL\n"
    "99 Srichan Road, Mueang Khon Kaen 40000   Tel. 043-009-900\n"
    "INPATIENT BILL / RECEIPT   No. IP-68-104522\n"
    "\n"
    "Patient: Mrs. Buaphan Sriyotha   Age 68   HN 0451209\n"
    "Admitted: Oct 6, 2025   Discharged: Oct 11, 2025   (5 nights)\n"
    "Diagnosis: community-acquired pneumonia\n"
    "Attending physician: Dr. Kittipong Rattanachai (internal medicine)\n"
    "\n"
    "Room and board (single room) 5 nights x 2,800 ....... 14,000.00\n"
    "Medicines and IV fluids ............................. 21,350.00\n"
    "Laboratory and chest X-ray ........................... 8,920.00\n"
    "Doctor fees ......................................... 12,600.00\n"
    "Nursing service ...................................... 4,500.00\n"
    "TOTAL CHARGES ....................................... 61,370.00\n"
    "Less: Isan Life health policy IL-7730-2291 (direct billing) -45,000.00\n"
    "AMOUNT PAID BY PATIENT .............................. 16,370.00 THB\n"
    "Paid by credit card on Oct 11, 2025.\n"
    "Follow-up appointment: Oct 24, 2025, internal medicine clinic.",
]
CAR_RENEWAL = [
    "ISAN INSURE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Mittraphap Road   Tel. 043-245-800\n"
    "Oct 30, 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Anucha Kaewmanee\n"
    "Vehicle: Toyota Hilux Revo 2.4 Double Cab, 2019, registration 4821 Khon Kaen\n"
    "Current policy no. II-MT-6811-04418, expires Dec 1, 2025\n"
    "Beneficiary: Isan Leasing Co., Ltd. (hire purchase)\n"
    "\n"
    "Renewal options for Dec 1, 2025 - Dec 1, 2026:\n"
    "Class 1, sum insured 520,000 THB, garage repair ...... premium 19,850 THB (last year 18,420 THB)\n"
    "Class 2+, sum insured 450,000 THB .................... premium 11,900 THB\n"
    "Compulsory insurance (CMI) is billed separately: 645 THB.\n"
    "\n"
    "Please renew by 30 Nov 2025 to keep your 20% no-claim discount.\n"
    "Your agent: Khun Siriporn (Tuk) 089-402-6618",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(DINE_2568) + sum(DELIV_2568) + sum(PARTY_2568)
    return [
        ("แผนร้านพิมพ์ชาบู ปี 2569", "Pim Shabu & Mookata - plan for 2026\nพิมพ์ชนก และ อนุชา แก้วมณี  พ.ย. 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.-ต.ค. 2568 รวม {so_far:,} บาท\nเดลิเวอรี่โตขึ้นทุกเดือน\n"
                         "ปัญหา: หมูสามชั้นขึ้นราคา, ควันรบกวนเพื่อนบ้าน (หนังสือเทศบาล)"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 4,200,000 บาท\nต้นทุนเนื้อสัตว์ไม่เกิน 40% ของยอดขาย\n"
                            "รับงานเลี้ยงอย่างน้อยเดือนละ 1 งาน"),
        ("ระบบดูดควัน", "ติดฮูดดูดควัน 24 โต๊ะ งบ 145,000 บาท\nต้องเสร็จก่อนเทศบาลตรวจ 20 ม.ค. 2569\n"
                        "เลือกระหว่างช่างวิชัย กับ อีสานคิทเช่น"),
        ("เดลิเวอรี่", "ค่าคอม Saeb ขึ้นเป็น 32% ธ.ค. 68\nขึ้นราคาเมนูในแอป 8%\nทำชุดหมูกระทะ 2 ท่าน 459 บาท"),
        ("เปิดมื้อกลางวัน", "เปิด 11.00 น. เฉพาะ ส.-อา.\nเพิ่มพนักงานพาร์ทไทม์ 1 คน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านพิมพ์ชาบู/Suppliers/แชทไลน์_เฮียชัย_เฟรชมีท.txt": """[20 ต.ค. 68 10:15] เฮียชัย เฟรชมีท: พี่พิมครับ แจ้งล่วงหน้านะครับ หมูสามชั้นสไลซ์ตั้งแต่ 1 พ.ย. ปรับเป็นโลละ 178 ครับ หมูเป็นขึ้นทุกฟาร์มเลย
[20 ต.ค. 68 10:40] พิม พิมพ์ชาบู: โห เฮีย ในใบราคาปีนี้ยัง 168 อยู่เลย ขึ้นทีเดียว 10 บาทไม่ไหวนะ ร้านพี่สั่งเดือนละเกือบ 500 โล
[20 ต.ค. 68 11:02] เฮียชัย เฟรชมีท: เดี๋ยวผมถามนายให้ครับพี่
[21 ต.ค. 68 09:30] เฮียชัย เฟรชมีท: นายให้ 174 ครับพี่ ต่ำสุดแล้ว
[21 ต.ค. 68 09:45] พิม พิมพ์ชาบู: 165 ได้ป่าว ถ้าได้พี่เพิ่มหมูหมักให้อีกรอบละ 10 โล
[21 ต.ค. 68 13:10] เฮียชัย เฟรชมีท: 165 ไม่ไหวจริงๆครับ ขอ 170 ถ้วนนะพี่ ตั้งแต่ 1 พ.ย. สันไหล่ราคาเดิม 152
[21 ต.ค. 68 13:12] พิม พิมพ์ชาบู: โอเค 170 ตกลง ส่งจันทร์กับพฤหัสเหมือนเดิมนะ
[3 พ.ย. 68 08:20] เฮียชัย เฟรชมีท: ส่งของเรียบร้อยครับ บิลเลขที่ INV2511-087 ครบกำหนด 17 พ.ย.
[4 พ.ย. 68 19:05] พิม พิมพ์ชาบู: เฮีย เนื้อวัวสไลซ์รอบเมื่อวานมีกลิ่น 4 โล พี่ไม่กล้าขาย ขอคืนนะ
[4 พ.ย. 68 19:30] เฮียชัย เฟรชมีท: ขอโทษครับพี่ เดี๋ยวผมออกใบลดหนี้ให้ ตอนโอนหักออกได้เลยครับ
[14 พ.ย. 68 10:12] พิม พิมพ์ชาบู: โอนค่าของรอบ 3 พ.ย. แล้วนะเฮีย หักเนื้อวัวแล้ว
[14 พ.ย. 68 10:30] เฮียชัย เฟรชมีท: ได้รับแล้วครับ เดี๋ยวให้บัญชีส่งใบเสร็จไปครับ
""",
    "ร้านพิมพ์ชาบู/แชท/แชทไลน์_ครูแหม่ม_สหกรณ์.txt": """[5 พ.ย. 68 16:20] ครูแหม่ม สหกรณ์ครู: พี่พิมคะ สหกรณ์จะจัดเลี้ยงปีใหม่วันเสาร์ 27 ธ.ค. ประมาณ 80 คน เหมาร้านได้มั้ยคะ
[5 พ.ย. 68 16:41] พิม พิมพ์ชาบู: ได้ค่ะครู เดี๋ยวพิมพ์ทำใบเสนอราคาส่งให้นะคะ
[6 พ.ย. 68 20:10] พิม พิมพ์ชาบู: ครูคะ เบื้องต้นหัวละ 329 บวกค่าเครื่องเสียง 3,500 นะคะ (ร่าง)
[7 พ.ย. 68 12:05] ครูแหม่ม สหกรณ์ครู: งบเราจำกัดค่ะ แต่คนน่าจะเพิ่มเป็น 100 คน ขอหัวละ 279 ได้มั้ยคะ
[7 พ.ย. 68 13:30] พิม พิมพ์ชาบู: 279 พิมพ์ไม่ไหวจริงๆ ค่ะครู หมูขึ้นราคา ขอเป็นหัวละ 299 แถมเครื่องเสียงฟรีได้ไหมคะ
[7 พ.ย. 68 15:02] ครูแหม่ม สหกรณ์ครู: โอเคค่ะ 299 แถมเครื่องเสียง ส่งใบเสนอราคาตัวจริงมาเลยค่ะ
[10 พ.ย. 68 09:15] พิม พิมพ์ชาบู: ส่งใบเสนอราคา v2 ให้แล้วนะคะ 100 คน มัดจำ 10,000 ภายใน 20 พ.ย.
[18 พ.ย. 68 11:48] ครูแหม่ม สหกรณ์ครู: โอนมัดจำ 10,000 แล้วนะคะ [สลิป]
[18 พ.ย. 68 11:50] พิม พิมพ์ชาบู: ได้รับแล้วค่ะครู ขอบคุณค่ะ
[24 พ.ย. 68 17:22] ครูแหม่ม สหกรณ์ครู: พี่พิมคะ ครูลงชื่อเพิ่มค่ะ สรุปเป็น 110 คนนะคะ
[24 พ.ย. 68 17:40] พิม พิมพ์ชาบู: ได้ค่ะ 110 คน x 299 = 32,890 บาท หักมัดจำ 10,000 แล้ว เหลือจ่ายวันงาน 22,890 บาทนะคะ
[24 พ.ย. 68 17:41] ครูแหม่ม สหกรณ์ครู: รับทราบค่ะ 22,890 จ่ายวันงานค่ะ
""",
    "ร้านพิมพ์ชาบู/แชท/แชทไลน์_กลุ่มพนักงานร้าน.txt": """[1 พ.ย. 68 09:02] พิม (เจ้าของ): ตารางกะเดือนนี้นะ ร้านเปิด 16.00-23.00 ปิดทุกวันพุธ
[1 พ.ย. 68 09:05] มิ้นท์: รับทราบค่ะพี่
[2 พ.ย. 68 22:40] บอย: พี่พิมครับ เมื่อวานผมอยู่หั่นหมูต่ออีก 2 ชั่วโมง ลง OT ให้ด้วยนะครับ
[2 พ.ย. 68 22:45] พิม (เจ้าของ): ได้จ้ะ ชั่วโมงละ 60 เหมือนเดิม
[6 พ.ย. 68 14:10] ป้าแป๋ว: ป้าขอลาวันศุกร์นะ ไปหาหมอฟัน
[6 พ.ย. 68 14:20] แนน: หนูเข้าแทนป้าได้ค่ะ เลิกเรียนบ่ายสาม
[10 พ.ย. 68 20:31] ต้อม: พี่ครับ ขอเบิกล่วงหน้า 2,000 ได้มั้ยครับ แม่ไม่สบาย
[10 พ.ย. 68 20:40] พิม (เจ้าของ): ได้ ต้อม เดี๋ยวหักจากค่าแรงสิ้นเดือน พ.ย. นะ
[15 พ.ย. 68 23:15] เอก: ใครปิดร้านวันนี้ อย่าลืมปิดวาล์วแก๊สถังหลังครัวด้วย
[15 พ.ย. 68 23:18] บอย: ปิดแล้วครับพี่เอก
""",
    "ร้านพิมพ์ชาบู/บัญชี/ค่าแรงพนักงาน_ต.ค.68.md": """# ค่าแรงพนักงาน ตุลาคม 2568 (จ่าย 31/10/68)

| ชื่อ-สกุล | ตำแหน่ง | แบบจ้าง | คำนวณ | รวม |
|---|---|---|---|---|
| นางสาวสุนิสา พลศรี | แคชเชียร์ | รายเดือน | 12,000 | 12,000 บาท |
| นายธีรพงษ์ คำภู | ครัว หั่นเนื้อ | รายเดือน + OT | 13,500 + OT 6 ชม. x 60 | 13,860 บาท |
| นางประไพ สีดา | ล้างจาน | รายวัน 350 | 24 วัน | 8,400 บาท |
| นายกิตติ ภูมิสิงห์ | เสิร์ฟ ก่อถ่าน | รายวัน 380 | 22 วัน | 8,360 บาท |
| นางสาวณัฐธิดา วงศ์ศรี | เสิร์ฟ พาร์ทไทม์ (นักศึกษา) | รายชั่วโมง 55 | 64 ชม. | 3,520 บาท |

รวมค่าแรงเดือน ต.ค. 46,140 บาท
- ยังไม่ได้หักประกันสังคม (ทำเฉพาะพนักงานรายเดือน 2 คน คนละ 5%)
- พ.ย. ต้องหักเงินเบิกล่วงหน้าของนายกิตติ
""",
    "ร้านพิมพ์ชาบู/สูตรน้ำจิ้มสุกี้_ร้านพิมพ์.md": """# น้ำจิ้มสุกี้สูตรร้านพิมพ์ (หม้อละ 5 ลิตร)
- ซอสพริกศรีราชา 2 ลิตร
- เต้าหู้ยี้แดง 1 ขวด บดละเอียด
- น้ำส้มสายชู 300 มล. น้ำตาลทราย 400 กรัม
- กระเทียมดองบด 200 กรัม งาขาวคั่ว 50 กรัม
- เคี่ยวไฟอ่อน 20 นาที พักให้เย็น
## น้ำจิ้มซีฟู้ด
- พริกขี้หนูสวน กระเทียม มะนาว น้ำปลา น้ำตาล ปั่นหยาบ ทำวันต่อวัน
""",
    "ร้านพิมพ์ชาบู/เมนูและราคาบุฟเฟต์_2568.md": """# ราคาบุฟเฟต์ร้านพิมพ์ชาบู หมูกระทะ (ใช้ตั้งแต่ 1 มิ.ย. 2568)
| ประเภท | ราคา |
|---|---|
| ผู้ใหญ่ จันทร์-ศุกร์ | 299 บาท |
| ผู้ใหญ่ เสาร์-อาทิตย์ และวันหยุดนักขัตฤกษ์ | 329 บาท |
| เด็กสูง 100-130 ซม. | 159 บาท |
| เด็กต่ำกว่า 100 ซม. | ฟรี |
| น้ำรีฟิล | 39 บาท |

- เวลาทาน 2 ชั่วโมง
- อาหารเหลือเกิน 1 ขีด ปรับ 50 บาท
- ชุดเดลิเวอรี่หมูกระทะ 2 ท่าน 429 บาท (ในแอป Saeb)
""",
    "ร้านพิมพ์ชาบู/Delivery/email_SaebDelivery_commission_Dec2025.txt": SAEB_EMAIL,
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[27 ต.ค. 68 21:05] ภูมิ: แม่ครับ ครูบอกค่าเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะครับ
[27 ต.ค. 68 21:10] พิม: รู้แล้วลูก 19,650 เดี๋ยวแม่โอน
[1 พ.ย. 68 20:10] เอก: ใบเตือนต่อประกันรถ Hilux มาแล้ว ชั้น 1 ปีนี้ 19,850 ปีที่แล้ว 18,420
[1 พ.ย. 68 20:15] พิม: ลดเป็นชั้น 2+ ดีมั้ย 11,900 เอง
[1 พ.ย. 68 20:21] เอก: รถยังผ่อนอยู่ ไฟแนนซ์บังคับชั้น 1
[3 พ.ย. 68 12:00] เอก: พี่ตุ๊กตัวแทนบอกลดให้ได้เหลือ 19,200
[3 พ.ย. 68 12:06] พิม: ขอ 18,500 ดิ ปีที่แล้วยังจ่ายแค่ 18,420
[5 พ.ย. 68 18:40] เอก: พี่ตุ๊กให้สุดที่ 18,990 ถ้าจ่ายก่อน 15 พ.ย. ผมตกลงแล้วนะ
[5 พ.ย. 68 18:42] พิม: โอเค 18,990 ตัดบัตรเครดิตได้เลย
[8 พ.ย. 68 07:30] แม่บัว: แม่ไอน้อยลงแล้ว ยาใกล้หมด
[8 พ.ย. 68 07:45] พิม: นัดหมอครั้งหน้า 21 พ.ย. นะแม่ เอกจะพาไป
""",
    "บ้าน/นัดหมอแม่บัว.md": """# นัดหมอแม่บัว (นางบัวผัน ศรีโยธา)
- ปอดอักเสบ นอน รพ.ขอนแก่นเมดแคร์ 6-11 ต.ค. 2568
- นัดติดตามอาการครั้งแรก 24 ต.ค. 2568 อายุรกรรม: ปอดดีขึ้น
- นัดครั้งถัดไป 21 พ.ย. 2568 เวลา 09.30 น. (เลื่อนจาก 14 พ.ย. เพราะหมอติดประชุม)
- ต้องเอกซเรย์ปอดซ้ำ งดอาหารไม่ต้อง
- ประกันสุขภาพอีสานไลฟ์ วงเงินต่อครั้ง 45,000 (ครั้งนี้ใช้เต็ม)
""",
}
TODO = {"todo.md": """- โอนค่าเทอมภูมิ ก่อน 14 พ.ย.
- ต่อใบอนุญาตร้านที่เทศบาล ก่อน 12 ธ.ค.
- เลือกเจ้าติดฮูดดูดควัน (ช่างวิชัย หรือ อีสานคิทเช่น)
- ตอบอีเมล Saeb เรื่อง Saeb Plus ก่อน 25 พ.ย.
- พาแม่บัวไปหาหมอ 21 พ.ย.
- เตรียมของงานเลี้ยงสหกรณ์ครู 27 ธ.ค. (110 คน)
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านพิมพ์ชาบู"
    quotes, suppliers, delivery, books, papers = (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "Delivery",
                                                  shop / "บัญชี", shop / "เอกสารร้าน")
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, delivery, books, papers, shop / "แชท", home / "ค่าเทอมภูมิ",
                   home / "โรงพยาบาล", home / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เลี้ยงปีใหม่_สหกรณ์ครู_ร่าง.docx", PARTY_DRAFT, PARTY_DRAFT_TABLE,
               bottom=PARTY_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เลี้ยงปีใหม่_สหกรณ์ครู_v2 final.docx", PARTY_FINAL, PARTY_FINAL_TABLE,
               bottom=PARTY_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาท่อดูดควัน_ช่างวิชัย.docx", HOOD_WICHAI, HOOD_WICHAI_TABLE,
               bottom=HOOD_WICHAI_BOTTOM)
    make_pdf(quotes / "IsanKitchen_smoke_hood_quotation_Oct2025.pdf", HOOD_ISAN)
    make_pdf(suppliers / "KKFreshMeat_pricelist_2025.pdf", MEAT_PRICES_2025)
    write_docx(suppliers / "ราคาเนื้อ_ขอนแก่นเฟรชมีท_2567.docx", MEAT_PRICES_2567, MEAT_PRICES_2567_TABLE,
               bottom=MEAT_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KKFreshMeat_invoice_INV2511-087.pdf", MEAT_INVOICE)
    make_pdf(suppliers / "KKFreshMeat_receipt_RC2511-052.pdf", MEAT_RECEIPT)
    make_pdf(delivery / "SaebDelivery_statement_Sep2025.pdf", SAEB_SEP)
    make_pdf(delivery / "SaebDelivery_statement_Oct2025.pdf", SAEB_OCT)
    _shop_book(books / "ยอดขายร้าน_2568.xlsx", "2568", [DINE_2568, DELIV_2568, PARTY_2568],
               [MEAT_2568, VEG_2568, FUEL_2568, WAGES_2568, RENT_2568, POWER_2568])
    _shop_book(books / "ยอดขายร้าน_2567.xlsx", "2567", [DINE_2567, DELIV_2567, PARTY_2567],
               [MEAT_2567, VEG_2567, FUEL_2567, WAGES_2567, RENT_2567, POWER_2567])
    write_docx(papers / "สัญญาเช่าร้าน_2567-2569.docx", LEASE, LEASE_TABLE, bottom=LEASE_BOTTOM)
    write_docx(papers / "หนังสือเทศบาลชุมแพ_ใบอนุญาตร้านอาหาร.docx", TOWN_LETTER)
    make_pdf(papers / "PEA_shop_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(papers / "PEA_shop_bill_Oct2025.pdf", PEA_OCT)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "โรงพยาบาล" / "KKMedcare_bill_mother_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "ประกัน" / "IsanInsure_car_renewal_2025.pdf", CAR_RENEWAL)
    _home_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
