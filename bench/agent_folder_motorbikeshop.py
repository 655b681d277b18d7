"""The motorbikeshop folder: the papers of a motorcycle dealer and repair shop in Surin and its household, by code.

The owner is นายวีระพงษ์ บุญมา (เฮียพงษ์). He runs "บุญมามอเตอร์" (Boonma Motor), 145/3 ถ.ธนสาร อ.เมืองสุรินทร์,
a Honda and Yamaha dealer with a repair bay. Honda bikes come from the distributor Isan Wing Distribution
(บริษัท อีสานวิง ดิสทริบิวชั่น จำกัด, Nakhon Ratchasima), Yamaha bikes from Korat Yamaha Sales; customers buy on
hire purchase through Thana Leasing (บริษัท ธนาลีสซิ่ง จำกัด); the stock is financed by a floor-plan credit line at
Siam Northeast Bank (SNB). His wife อรุณี (พี่นี) keeps the books, their daughter มุก (ด.ญ.ปิยธิดา) is in ม.2,
his father ตาเสริม lives with them. It is November 2568 (2025).

Documents/ร้านบุญมามอเตอร์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อบต.ตาตุม_ร่าง.docx: draft quote BM-QT-68/042 to อบต.ตาตุม, 4 Wave110i at 44,900,
  185,000 in all.
- ใบเสนอราคา/ใบเสนอราคา_อบต.ตาตุม_ฉบับจริง.docx: the final of the same quote, 5 bikes at 44,500, 229,250.
- แชท/แชทไลน์_คุณสมหมาย_อบต.ตาตุม.txt: LINE chat with the อบต.'s procurement officer; the price is cut to 225,000
  (their budget) and delivery moves from 25 พ.ย. to 28 พ.ย.
- แชท/แชทไลน์_คุณบอย_ยามาฮ่าโคราช.txt: LINE chat with the Yamaha rep; the December order goes from 10 Fino + 4
  Grand Filano to 6 Fino + 5 Grand Filano, 500,900 net after 500 a bike off, delivery 3 ธ.ค.
- Suppliers/IsanWing_Honda_dealer_pricelist_Nov2025.pdf: English Honda dealer price list from 1 Nov 2025
  (Click125 dealer 55,400, Wave110i 42,300).
- Suppliers/ราคาทุนฮอนด้า_อีสานวิง_2567.docx: last year's list of the same firm, in Thai (Click125 53,800).
- Suppliers/email_from_IsanWing_Nov2025.txt: an email: Wave110i dealer price 42,900 from 1 Dec, year-end bonus.
- Suppliers/KoratYamaha_invoice_KY-25-3391.pdf: an October invoice for 13 Yamaha bikes, 636,700, due 20 Nov 2025.
- ไฟแนนซ์/ThanaLeasing_commission_statement_Oct2025.pdf: English dealer commission statement (17 contracts,
  24,372.00 gross, 23,640.84 net).
- ไฟแนนซ์/ตารางผ่อนโปรปลายปี_ธนาลีสซิ่ง.docx: the same finance firm's Thai instalment table (10% down, flat rates).
- ไฟแนนซ์/SNB_floorplan_credit_review_2025.pdf: the bank's letter: floor-plan line 3,000,000 -> 3,500,000 from
  1 Dec 2025, 6.40% a year, fee 8,750, sign by 28 Nov 2025.
- อุปกรณ์ช่าง/LiftPro_lift_table_quotation.pdf: English quote for 3 hydraulic lift tables, 42,900 in all.
- อุปกรณ์ช่าง/ใบเสนอราคา_แท่นยก_ช่างเฮงเครื่องมือ.docx: a Thai quote from a Buriram tool shop, 3 lift tables,
  39,900 in all.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (bikes sold by month, service and parts, expenses),
  ม.ค.-ต.ค. 2568.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567.
- บัญชี/สต็อกรถคงเหลือ_15พ.ย.68.xlsx: bikes in stock by model, a sheet each for Honda and Yamaha.
- บัญชี/ค่าจดทะเบียนรถใหม่_ต.ค.68.md: October registration fees at the Surin land transport office, 39 bikes.
- บัญชี/ค่าแรงช่าง_ต.ค.68.md: the October wages of three mechanics, 37,480.
- แผนร้านปี2569.pptx: slides, the plan for next year (target 400 bikes, lift tables, an EV corner).
- โปรโมชั่นปลายปี68.md: the year-end promotion (down 0 with Thana Leasing, free helmet).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/IsanNet_fibre_bill_Oct2025.pdf: English bills.
- ประกัน/ChabaLife_health_insurance_renewal_2025.pdf: English renewal letter of the wife's health policy (23,480).
- ค่าเทอมมุก/ค่าเทอม_มุก_เทอม1-2568.docx and ค่าเทอม_มุก_เทอม2-2568.docx: school fee notices (21,800; 22,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านบุญมา.txt: the family's LINE group.
- งานบวชหลานโอ๊ต.md: notes for a nephew's ordination (a distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "บุญมามอเตอร์ (Boonma Motor) 145/3 ถ.ธนสาร ต.ในเมือง อ.เมืองสุรินทร์ จ.สุรินทร์ 32000 โทร 044-512-377"

# ---------------------------------------------------------------- quote to the อบต. (draft and final)
TATUM_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ BM-QT-68/042",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน นายกองค์การบริหารส่วนตำบลตาตุม (งานพัสดุ คุณสมหมาย)",
    "เรื่อง เสนอราคารถจักรยานยนต์สำหรับเจ้าหน้าที่ออกพื้นที่",
]
TATUM_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคัน (บาท)", "รวม (บาท)"),
    ("Honda Wave110i ล้อซี่ลวด สตาร์ทมือ สีดำ", "4 คัน", "44,900", "179,600"),
    ("ค่าจดทะเบียน ป้ายทะเบียน และ พ.ร.บ.", "4 คัน", "1,350", "5,400"),
    ("รวมทั้งสิ้น", "", "", "185,000"),
]
TATUM_DRAFT_BOTTOM = ["รวมทั้งสิ้น 185,000 บาท (หนึ่งแสนแปดหมื่นห้าพันบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
                      "ร่าง ยังไม่ส่ง รอคุณสมหมายยืนยันจำนวนคันกับปลัดก่อน"]
TATUM_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ BM-QT-68/042 (ฉบับแก้ไข)",
    "วันที่ 17 ตุลาคม 2568",
    "เรียน นายกองค์การบริหารส่วนตำบลตาตุม (งานพัสดุ คุณสมหมาย)",
    "เรื่อง เสนอราคารถจักรยานยนต์สำหรับเจ้าหน้าที่ออกพื้นที่ จำนวน 5 คัน",
]
TATUM_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคัน (บาท)", "รวม (บาท)"),
    ("Honda Wave110i ล้อซี่ลวด สตาร์ทมือ สีดำ", "5 คัน", "44,500", "222,500"),
    ("ค่าจดทะเบียน ป้ายทะเบียน และ พ.ร.บ.", "5 คัน", "1,350", "6,750"),
    ("รวมทั้งสิ้น", "", "", "229,250"),
]
TATUM_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 229,250 บาท (สองแสนสองหมื่นเก้าพันสองร้อยห้าสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ส่งมอบรถภายใน 15 วันหลังได้รับใบสั่งซื้อ ส่งถึงที่ทำการ อบต.",
    "รับประกันตามเงื่อนไขฮอนด้า 3 ปี หรือ 30,000 กม. เช็กระยะฟรี 3 ครั้งที่ร้าน",
    "ราคานี้ยืนถึงวันที่ 31 ธันวาคม 2568",
    "ลงชื่อ วีระพงษ์ บุญมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- lift-table quotes from two firms
LIFTPRO_QUOTE = [
    "KORAT LIFTPRO EQUIPMENT CO., LTD.\n"
    "Workshop equipment - Mittraphap Road, Nakhon Ratchasima  Tel. 044-271-905\n"
    "QUOTATION No. LP-2511-016        Date: 5 Nov 2025\n"
    "To: Boonma Motor (Khun Weerapong Boonma), Thanasan Road, Surin\n"
    "\n"
    "Hydraulic motorcycle lift table, model LP-500H, 500 kg, foot pump, with front wheel clamp\n"
    "Quantity: 3 units  x  13,900.00 THB  =  41,700.00 THB\n"
    "Delivery and installation in Surin:        1,200.00 THB\n"
    "TOTAL: 42,900.00 THB including VAT\n"
    "\n"
    "Warranty: 1 year on the pump and cylinder.\n"
    "Delivery: 7 days after the order. 50% deposit, balance on installation.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakorn 089-845-3310",
]
CHENG_QUOTE = [
    "ร้านช่างเฮงเครื่องมือช่าง  88 ถ.จิระ อ.เมือง จ.บุรีรัมย์  โทร 044-611-280",
    "ใบเสนอราคา เลขที่ 0419/68   วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณวีระพงษ์ บุญมา ร้านบุญมามอเตอร์ สุรินทร์",
    "เรื่อง แท่นยกมอเตอร์ไซค์ระบบไฮดรอลิก",
]
CHENG_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แท่นยกมอเตอร์ไซค์ไฮดรอลิก ระบบลม+เท้าเหยียบ รับน้ำหนัก 450 กก.", "3 ตัว", "12,800", "38,400"),
    ("ค่าขนส่งบุรีรัมย์-สุรินทร์", "1 เที่ยว", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "39,900"),
]
CHENG_BOTTOM = [
    "รวมทั้งสิ้น 39,900 บาท รวม VAT แล้ว",
    "ลูกค้าติดตั้งเอง (ต้องมีปั๊มลม) รับประกันกระบอกไฮดรอลิก 6 เดือน",
    "ส่งของภายใน 3 วัน ชำระเงินสดวันส่งของ ราคานี้ยืน 15 วัน",
    "ผู้เสนอราคา เฮียเฮง 081-760-4452",
]

# ---------------------------------------------------------------- Honda distributor (English 2025, Thai 2567)
ISANWING_PRICES_2025 = [
    "ISAN WING DISTRIBUTION CO., LTD.\n"
    "Authorised Honda motorcycle distributor - 1188 Friendship Highway, Mueang, Nakhon Ratchasima 30000\n"
    "DEALER PRICE LIST - effective 1 November 2025\n"
    "Prices in THB per unit, including VAT. Registration not included.\n"
    "\n"
    "Model                          Suggested retail    Dealer price\n"
    "Wave110i (spoke, kick)             46,900            42,300\n"
    "Wave125i (cast wheel)              56,500            51,200\n"
    "Click125                           60,900            55,400\n"
    "Scoopy                             52,900            47,800\n"
    "PCX160                             94,900            86,500\n"
    "ADV160                            106,900            97,300\n"
    "\n"
    "Volume incentive: 300 THB per unit for every unit above 20 units in a calendar month.\n"
    "Payment: floor-plan bank or transfer within 30 days of delivery.\n"
    "Dealer support: Khun Kittipong Saengthong, dealer@isanwing.co.th, 044-255-760",
]
ISANWING_PRICES_2567 = ["บริษัท อีสานวิง ดิสทริบิวชั่น จำกัด (ผู้แทนจำหน่ายรถจักรยานยนต์ฮอนด้า)",
                        "ใบราคาทุนสำหรับตัวแทนจำหน่าย ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
                        "ราคาต่อคัน รวมภาษีมูลค่าเพิ่ม ไม่รวมค่าจดทะเบียน"]
ISANWING_PRICES_2567_TABLE = [
    ("รุ่น", "ราคาขายปลีกแนะนำ (บาท)", "ราคาทุนตัวแทน (บาท)"),
    ("Wave110i ล้อซี่ลวด สตาร์ทเท้า", "45,400", "40,900"),
    ("Wave125i ล้อแม็ก", "54,900", "49,700"),
    ("Click125", "58,900", "53,800"),
    ("Scoopy", "50,900", "46,500"),
    ("PCX160", "92,900", "84,900"),
    ("ADV160", "104,900", "95,800"),
]
ISANWING_PRICES_2567_BOTTOM = ["ส่วนเพิ่มตามยอด คันละ 250 บาท สำหรับยอดเกิน 20 คันต่อเดือน",
                               "ติดต่อ คุณกิตติพงษ์ แสงทอง ฝ่ายดูแลตัวแทนจำหน่าย"]
ISANWING_EMAIL = """From: Kittipong Saengthong <dealer@isanwing.co.th>
To: boonmamotor.surin@gmail.com
Date: Tue, 11 Nov 2025 09:12
Subject: Wave110i price from 1 December and year-end dealer bonus

Dear Khun Weerapong,

Thank you for your strong October (26 Honda units). Two points for December 2025:

1. From 1 December 2025 the dealer price of the Wave110i will be 42,900 THB (the November list says
   42,300 THB) because of the new steel and tyre costs. Other models do not change until further notice.
2. Year-end bonus: for December only, 500 THB per unit for every Honda unit above 25 units sold in the month,
   paid together with the January statement.

Orders for the first December truck must reach us by 24 November.

Best regards,
Kittipong Saengthong
Dealer Support, Isan Wing Distribution Co., Ltd.
044-255-760
"""

# ---------------------------------------------------------------- Yamaha invoice
KORATYAMAHA_INVOICE = [
    "KORAT YAMAHA SALES CO., LTD.\n"
    "Authorised Yamaha distributor - 455 Suranarai Road, Nakhon Ratchasima\n"
    "TAX INVOICE / INVOICE No. KY-25-3391\n"
    "Date: 21 Oct 2025          Due date: 20 Nov 2025\n"
    "Customer: Boonma Motor, 145/3 Thanasan Road, Mueang Surin, Surin 32000\n"
    "\n"
    "Model                       Qty    Unit price    Amount\n"
    "Yamaha Fino 125              8     41,650.00     333,200.00\n"
    "Yamaha Grand Filano Hybrid   3     51,300.00     153,900.00\n"
    "Yamaha NMAX 155              2     74,800.00     149,600.00\n"
    "\n"
    "Total 13 units\n"
    "TOTAL DUE: 636,700.00 THB (VAT included)\n"
    "Payment by floor-plan drawdown, Siam Northeast Bank, or transfer to\n"
    "Korat Yamaha Sales Co., Ltd., Bangkok Bank 301-7-44218-5. Sales rep: Khun Boy 086-412-7753",
]

# ---------------------------------------------------------------- finance company and bank
THANA_STATEMENT = [
    "THANA LEASING CO., LTD.\n"
    "Hire-purchase finance for motorcycles - Surin branch, Lak Mueang Road\n"
    "DEALER COMMISSION STATEMENT - October 2025\n"
    "Dealer: Boonma Motor (dealer code SR-0117)\n"
    "Statement date: 5 Nov 2025\n"
    "\n"
    "Contracts approved in October 2025:     17\n"
    "Total amount financed:                  812,400.00 THB\n"
    "Commission rate:                        3.0%\n"
    "Gross commission:                       24,372.00 THB\n"
    "Less withholding tax 3%:                   731.16 THB\n"
    "NET COMMISSION PAYABLE:                 23,640.84 THB\n"
    "\n"
    "Payment date: 10 Nov 2025, by transfer to Siam Northeast Bank account 611-2-08834-1.\n"
    "Note: from 1 January 2026 the commission rate for contracts of 24 months or less will be 2.5%.\n"
    "Rejected applications in October: 4 (credit bureau).\n"
    "Contact: Khun Nattaya, dealer relations, 044-530-118",
]
THANA_TOP = ["บริษัท ธนาลีสซิ่ง จำกัด สาขาสุรินทร์",
             "ตารางผ่อนชำระ โปรโมชั่นปลายปี (ใช้กับสัญญาที่อนุมัติ 15 พฤศจิกายน – 31 ธันวาคม 2568)",
             "ดาวน์ 10% ของราคาขาย ดอกเบี้ยคงที่ (flat rate) ต่อเดือน: 12 งวด 1.29%  24 งวด 1.49%  36 งวด 1.59%"]
THANA_MODELS = [("Honda Wave110i", 46900), ("Honda Scoopy", 52900), ("Honda Click125", 60900),
                ("Yamaha Fino 125", 49900), ("Yamaha Grand Filano Hybrid", 57900)]
THANA_RATES = {12: 0.0129, 24: 0.0149, 36: 0.0159}
THANA_BOTTOM = ["ค่างวดปัดขึ้นเป็นบาทเต็ม ลูกค้าต้องมีสำเนาบัตรประชาชน ทะเบียนบ้าน และสลิปเงินเดือนหรือหนังสือรับรองรายได้",
                "ลูกค้าเกษตรกร ผ่อนรายเดือนหรือผ่อนตามฤดูเก็บเกี่ยวได้ (ทุก 6 เดือน)",
                "สอบถาม คุณณัฐธยา ฝ่ายดูแลร้านค้า 044-530-118"]


def _instalment(price: int, months: int) -> int:
    financed = price - price // 10
    total = financed + financed * THANA_RATES[months] * months
    return -int(-total // months)


def _thana_table() -> list[tuple[str, ...]]:
    rows = [("รุ่น", "ราคาขาย", "ดาวน์ 10%", "ผ่อน 12 งวด", "ผ่อน 24 งวด", "ผ่อน 36 งวด")]
    for model, price in THANA_MODELS:
        rows.append((model, f"{price:,}", f"{price // 10:,}") +
                    tuple(f"{_instalment(price, m):,}" for m in (12, 24, 36)))
    return rows


SNB_LETTER = [
    "SIAM NORTHEAST BANK PUBLIC COMPANY LIMITED\n"
    "Surin Branch, 22 Tesaban 1 Road, Mueang Surin 32000\n"
    "3 November 2025\n"
    "\n"
    "Subject: Annual review of your floor-plan credit facility\n"
    "Dear Khun Weerapong Boonma (Boonma Motor),\n"
    "\n"
    "We are pleased to inform you that the annual review of your floor-plan (stock financing) facility\n"
    "no. SNB-FP-2021-0348 has been approved as follows:\n"
    "\n"
    "Credit limit: 3,500,000 THB (current limit 3,000,000 THB), effective 1 December 2025\n"
    "Interest rate: MOR - 0.75% = 6.40% per annum (MOR today 7.15%), charged monthly\n"
    "Repayment: each unit within 90 days of drawdown or within 3 days of the sale, whichever comes first\n"
    "Facility fee: 0.25% of the new limit = 8,750 THB\n"
    "Collateral: land title deed no. 8821, Nai Mueang, Surin (unchanged)\n"
    "\n"
    "Please visit the branch to sign the amended facility agreement by 28 Nov 2025.\n"
    "Stock audit by the bank: twice a year, the next one in January 2026.\n"
    "\n"
    "Yours sincerely,\n"
    "Pornpimol Chaiyasit, SME Relationship Manager, 044-513-200",
]

# ---------------------------------------------------------------- books
HONDA_68 = [24, 19, 27, 33, 21, 17, 15, 18, 22, 26]
YAMAHA_68 = [10, 8, 12, 15, 9, 7, 6, 9, 11, 13]
BIKES_68 = [1812400, 1436900, 2084300, 2571600, 1598200, 1279500, 1118700, 1442800, 1763900, 2093600]
LABOUR_68 = [48200, 45600, 52900, 61300, 49800, 57400, 63900, 66200, 58700, 54300]
PARTS_68 = [71500, 68300, 77800, 84600, 73900, 86200, 94500, 97800, 88400, 81700]
COSTS_68 = {
    "wages": [82400, 82400, 84100, 86900, 83200, 82800, 84600, 85300, 86100, 87900],
    "interest": [14200, 13800, 15600, 17900, 16300, 14900, 13700, 14400, 15200, 16800],
    "power": [6850, 6420, 7930, 9210, 8640, 7380, 6910, 6770, 7050, 7460],
    "ads": [5000, 3500, 8000, 12000, 4500, 3000, 3000, 4000, 6500, 9000],
}
HONDA_67 = [21, 17, 24, 29, 20, 15, 14, 16, 19, 23, 25, 34]
YAMAHA_67 = [9, 7, 10, 13, 8, 6, 5, 7, 9, 11, 12, 16]
BIKES_67 = [1561300, 1243800, 1769500, 2187400, 1452600, 1091200, 987400, 1196300, 1455900, 1772800, 1934500,
            2618700]
LABOUR_67 = [44800, 41900, 48300, 55700, 46200, 52800, 58100, 60400, 54900, 50600, 47300, 52100]
PARTS_67 = [66200, 62700, 71400, 78900, 68500, 79300, 86700, 90200, 81600, 75400, 70800, 78500]
COSTS_67 = {
    "wages": [76800, 76800, 78300, 80900, 77600, 77200, 78800, 79500, 80200, 81400, 82000, 88600],
    "interest": [12900, 12400, 14100, 16200, 14700, 13300, 12600, 13100, 13800, 15300, 16400, 19800],
    "power": [6320, 6010, 7480, 8870, 8190, 6950, 6480, 6330, 6610, 6990, 6540, 7120],
    "ads": [4000, 3000, 6500, 10000, 4000, 2500, 2500, 3500, 5000, 7500, 9000, 15000],
}


def _shop_book(path: Path, year: str, honda: list[int], yamaha: list[int], bikes: list[int], labour: list[int],
               parts: list[int], costs: dict[str, list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ขายรถ Bike sales"
    sales.append([f"ยอดขายรถ บุญมามอเตอร์ ปี {year} (Bike sales {year})"])
    sales.append(["เดือน (Month)", "ฮอนด้า (Honda, คัน)", "ยามาฮ่า (Yamaha, คัน)", "รวม (Units)",
                  "ยอดขายรถ (Sales, THB)"])
    for month, h, y, b in zip(MONTHS, honda, yamaha, bikes):
        sales.append([f"{month} {year}", h, y, h + y, b])
    sales.append(["รวม (Total)", sum(honda), sum(yamaha), sum(honda) + sum(yamaha), sum(bikes)])
    money_format(sales, 5)
    service = book.create_sheet("ซ่อม-อะไหล่ Service")
    service.append([f"รายได้งานซ่อมและอะไหล่ ปี {year} (Service and parts {year})"])
    service.append(["เดือน (Month)", "ค่าแรงซ่อม (Labour, THB)", "ขายอะไหล่ (Parts, THB)", "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, labour, parts):
        service.append([f"{month} {year}", a, b, a + b])
    service.append(["รวม (Total)", sum(labour), sum(parts), sum(labour) + sum(parts)])
    for column in (2, 3, 4):
        money_format(service, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    sheet.append(["เดือน (Month)", "เงินเดือนพนักงาน (Wages)", "ดอกเบี้ยฟลอร์แพลน (Floor-plan interest)",
                  "ค่าไฟ/น้ำร้าน (Utilities)", "ค่าโฆษณา (Ads)", "รวม (Total)"])
    keys = ("wages", "interest", "power", "ads")
    for i, month in enumerate(MONTHS[:len(bikes)]):
        values = [costs[k][i] for k in keys]
        sheet.append([f"{month} {year}"] + values + [sum(values)])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


STOCK = {
    "Honda": [("Wave110i", "ดำ-แดง", 9, 42300), ("Wave125i", "น้ำเงิน", 4, 51200), ("Click125", "ขาว", 6, 55400),
              ("Click125", "เทา", 3, 55400), ("Scoopy", "ครีม", 5, 47800), ("PCX160", "ดำด้าน", 2, 86500),
              ("ADV160", "แดง", 1, 97300)],
    "Yamaha": [("Fino 125", "ชมพู", 3, 41650), ("Fino 125", "ฟ้า", 2, 41650),
               ("Grand Filano Hybrid", "ขาวมุก", 1, 51300), ("NMAX 155", "เทา", 2, 74800)],
}


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for brand, rows in STOCK.items():
        sheet = book.create_sheet(brand)
        sheet.append([f"สต็อกรถคงเหลือ {brand} ณ 15 พ.ย. 2568 (Stock on hand)"])
        sheet.append(["รุ่น (Model)", "สี (Colour)", "จำนวน (Units)", "ทุนต่อคัน (Cost, THB)", "มูลค่า (Value, THB)"])
        for model, colour, units, cost in rows:
            sheet.append([model, colour, units, cost, units * cost])
        sheet.append(["รวม (Total)", "", sum(r[2] for r in rows), "", sum(r[2] * r[3] for r in rows)])
        money_format(sheet, 4)
        money_format(sheet, 5)
    book.save(path)


# ---------------------------------------------------------------- registration fees (October)
REG_ROWS = [("Honda Wave110i", 8, 323.14), ("Honda Wave125i", 3, 323.14), ("Honda Click125", 7, 323.14),
            ("Honda Scoopy", 5, 323.14), ("Honda PCX160", 3, 645.21), ("Yamaha Fino 125", 7, 323.14),
            ("Yamaha Grand Filano Hybrid", 4, 323.14), ("Yamaha NMAX 155", 2, 645.21)]
REG_FEE, REG_TAX = 205, 100


def _registration_md() -> str:
    lines = ["# ค่าจดทะเบียนรถใหม่ ตุลาคม 2568 (ขนส่งจังหวัดสุรินทร์)", "",
             "ค่าจดทะเบียน+แผ่นป้าย คันละ 205 บาท ภาษีปีแรก 100 บาท พ.ร.บ. ตามขนาดเครื่อง", "",
             "| รุ่น | จำนวนคัน | ต่อคัน (จด+ภาษี+พ.ร.บ.) | รวม |", "|---|---|---|---|"]
    total = 0.0
    for model, units, act in REG_ROWS:
        each = REG_FEE + REG_TAX + act
        total += units * each
        lines.append(f"| {model} | {units} | {each:,.2f} | {units * each:,.2f} |")
    units = sum(r[1] for r in REG_ROWS)
    lines += ["", f"รวม {units} คัน ค่าจดทะเบียนทั้งเดือน {total:,.2f} บาท",
              "ลูกค้าเงินสดจ่ายเอง 11 คัน ที่เหลือรวมในยอดจัดไฟแนนซ์ / โปรฟรีค่าจด",
              "ป้ายแดงยังไม่คืนขนส่ง 3 แผ่น (ต้องคืนภายใน 30 พ.ย.)", ""]
    return "\n".join(lines)


WAGES_MD = """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | ค่าแรง | ค่าคอมงานซ่อม | รวม |
|---|---|---|---|---|---|
| ช่างต้อม (หัวหน้าช่าง) | 550 บาท | 26 วัน | 14,300 | 2,150 | 16,450 บาท |
| ช่างเบียร์ | 450 บาท | 25 วัน | 11,250 | 1,380 | 12,630 บาท |
| น้องเจ (ลูกมือ) | 350 บาท | 24 วัน | 8,400 | - | 8,400 บาท |

รวมจ่ายค่าแรงช่าง ต.ค. 37,480 บาท โอนแล้ว 31 ต.ค.
ช่างเบียร์เบิกล่วงหน้า 2,000 หักเดือนหน้า (พ.ย.)
"""

# ---------------------------------------------------------------- slides
PLAN_SLIDES = [
    ("แผนบุญมามอเตอร์ ปี 2569", "Boonma Motor - plan for 2026\nวีระพงษ์ บุญมา  พฤศจิกายน 2568"),
    ("ทบทวนปี 2568", f"ม.ค.–ต.ค. 2568 ขายรถ {sum(HONDA_68) + sum(YAMAHA_68)} คัน "
                     f"(ฮอนด้า {sum(HONDA_68)} / ยามาฮ่า {sum(YAMAHA_68)})\n"
                     "งานซ่อมโตขึ้นทุกเดือนช่วงหน้าฝน\nปัญหา: ช่างไม่พอ ลูกค้ารอซ่อมนาน 2-3 วัน"),
    ("เป้าหมายปี 2569", "ขายรถทั้งปี 400 คัน\nรายได้งานซ่อม+อะไหล่ เดือนละ 160,000 บาท\n"
                        "ลูกค้าหน่วยงานราชการ/อบต. 3 แห่ง"),
    ("ขยายงานซ่อม", "ซื้อแท่นยก 3 ตัว งบ 45,000 บาท (เทียบ LiftPro กับช่างเฮง)\n"
                    "จ้างช่างเพิ่ม 1 คน เดือนละ 12,000 บาท\nเปิดรับซ่อมวันอาทิตย์ครึ่งวัน"),
    ("มุมรถไฟฟ้า EV", "ทดลองขายมอเตอร์ไซค์ไฟฟ้า 2 รุ่น เริ่ม เม.ย. 2569\nงบตกแต่งมุมโชว์ 60,000 บาท"),
    ("การเงิน", "วงเงินฟลอร์แพลน SNB เพิ่มเป็น 3.5 ล้าน\nคุมสต็อกไม่เกิน 60 วัน ลดดอกเบี้ย"),
]

PROMO_MD = """# โปรโมชั่นปลายปี 2568 บุญมามอเตอร์
ระยะเวลา 15 พ.ย. – 31 ธ.ค. 2568

- ดาวน์ 0 บาท (Wave110i, Fino 125) ผ่อนกับธนาลีสซิ่ง 36 งวด ต้องมีคนค้ำ
- ซื้อเงินสด Click125 ลด 2,000 บาท
- แถมหมวกกันน็อก + เสื้อกันฝน + ฟรีค่าจดทะเบียน (เฉพาะลูกค้าไฟแนนซ์)
- เช็กระยะฟรี 3 ครั้ง เปลี่ยนน้ำมันเครื่องฟรี 2 ครั้ง
- แนะนำเพื่อนซื้อรถ รับบัตรเติมน้ำมัน 500 บาท

ป้ายไวนิลสั่งร้านสุรินทร์ป้าย 2 แผ่น 1,200 บาท
"""

# ---------------------------------------------------------------- household
FEES_HEAD = ["โรงเรียนศรีไผทวิทยา จังหวัดสุรินทร์"]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = FEES_HEAD + [f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
                       "ชื่อนักเรียน ด.ญ.ปิยธิดา บุญมา  ชั้น ม.2/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-55871-4",
              "หากชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,650"), ("ค่าชุดกีฬา", "850")],
                "21,800", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "14,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าค่ายวิชาการ (เข้าค่ายที่เขาใหญ่)", "2,200"), ("ค่าเรียนคอมพิวเตอร์", "1,500")],
                "22,000", "10 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Surin\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weerapong Boonma\n"
    "Address: 9/1 Moo 5, Salakdai, Mueang Surin 32000\n"
    "Customer no. 020034417762\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 30,118 -> 30,656   Units used: 538 kWh\n"
    "Energy charge 2,318.55  Ft 84.57  Service 38.22  VAT 7% 170.89\n"
    "AMOUNT DUE: 2,612.23 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
ISANNET_BILL = [
    "ISANNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Weerapong Boonma    Account: IN-3207-5519\n"
    "Package: Home Fibre 1000/500 Mbps + IPTV    699.00\n"
    "VAT 7%                                      48.93\n"
    "TOTAL                                      747.93 THB\n"
    "Due date: 28 Oct 2025. Auto-debit from SNB account 611-2-08834-1.",
]
CHABA_LETTER = [
    "CHABA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Customer Service Centre, Bangkok - Surin agency office, Sirirat Road\n"
    "24 October 2025\n"
    "\n"
    "POLICY RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (CHABA HEALTH PLUS)\n"
    "Dear Mrs. Arunee Boonma,\n"
    "Your health policy no. CHL-H-553201 will be renewed on 1 Dec 2025.\n"
    "\n"
    "Annual limit: 1,000,000 THB    Room and board: 4,000 THB per day\n"
    "Outpatient benefit: none\n"
    "Renewal premium (age 45): 23,480 THB per year (last year 21,900 THB; new age band 45-49)\n"
    "Please pay by 30 Nov 2025 by bank transfer, credit card, or through your agent, Khun Jintana (089-201-6684).\n"
    "Premiums for health insurance may be deducted from personal income tax up to 25,000 THB.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2468.90, "PEA"), ("ค่าน้ำประปา (Water)", 342, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 3850, ""), ("ผ่อนบ้าน (Home loan)", 12400, "SNB"),
                  ("เรียนพิเศษน้องมุก (Tutoring)", 2400, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2784.60, "PEA"), ("ค่าน้ำประปา (Water)", 365, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 4120, ""), ("ผ่อนบ้าน (Home loan)", 12400, "SNB"),
                  ("เรียนพิเศษน้องมุก (Tutoring)", 2400, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ซ่อมปั๊มน้ำ (Water pump repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2612.23, "PEA"), ("ค่าน้ำประปา (Water)", 331, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 3960, ""), ("ผ่อนบ้าน (Home loan)", 12400, "SNB"),
                  ("เรียนพิเศษน้องมุก (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2180, "รพ.สุรินทร์"),
                  ("ซองงานแต่งลูกพี่ลูกน้อง (Wedding gift)", 2000, "")],
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


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านบุญมามอเตอร์/แชท/แชทไลน์_คุณสมหมาย_อบต.ตาตุม.txt": """[17 ต.ค. 68 14:05] เฮียพงษ์ บุญมามอเตอร์: สวัสดีครับคุณสมหมาย ส่งใบเสนอราคาฉบับแก้ให้แล้วนะครับ 5 คัน รวมจดทะเบียน 229,250 บาท
[17 ต.ค. 68 14:20] สมหมาย พัสดุ อบต.ตาตุม: ได้รับแล้วค่ะ เดี๋ยวเสนอปลัดก่อนนะคะ
[20 ต.ค. 68 09:31] สมหมาย พัสดุ อบต.ตาตุม: เฮียคะ งบที่ตั้งไว้มีแค่ 225,000 บาท รวมทุกอย่าง พอจะลดได้มั้ยคะ
[20 ต.ค. 68 09:50] เฮียพงษ์ บุญมามอเตอร์: ลดให้ 4,250 ครับ เหลือ 225,000 ถ้วน รวมจดทะเบียน พ.ร.บ. แล้ว แต่ขอตัดเสื้อกันฝนออกนะครับ
[20 ต.ค. 68 10:02] สมหมาย พัสดุ อบต.ตาตุม: โอเคค่ะ 225,000 ปลัดอนุมัติแล้ว จะออกใบสั่งซื้อสัปดาห์หน้า ส่งรถได้วันที่ 25 พ.ย. นะคะ
[20 ต.ค. 68 10:05] เฮียพงษ์ บุญมามอเตอร์: ได้ครับ 25 พ.ย.
[27 ต.ค. 68 15:40] สมหมาย พัสดุ อบต.ตาตุม: ส่งใบสั่งซื้อเลขที่ 31/2569 ทางอีเมลแล้วนะคะ
[12 พ.ย. 68 11:18] สมหมาย พัสดุ อบต.ตาตุม: เฮียคะ วันที่ 25 นายกติดประชุมที่จังหวัด ขอเลื่อนส่งรถเป็นวันศุกร์ที่ 28 พ.ย. ได้มั้ยคะ
[12 พ.ย. 68 11:30] เฮียพงษ์ บุญมามอเตอร์: ได้ครับ ส่ง 28 พ.ย. ช่วงเช้า 9 โมง พร้อมป้ายแดงและคู่มือครบ
[12 พ.ย. 68 11:31] สมหมาย พัสดุ อบต.ตาตุม: ขอบคุณค่ะ วางบิลวันส่งของได้เลยนะคะ
""",
    "ร้านบุญมามอเตอร์/แชท/แชทไลน์_คุณบอย_ยามาฮ่าโคราช.txt": """[3 พ.ย. 68 10:42] บอย Korat Yamaha: เฮียครับ ล็อตธันวา จะเอาอะไรบ้างครับ ต้องสรุปก่อนวันที่ 20 นะครับ
[3 พ.ย. 68 10:55] เฮียพงษ์ บุญมามอเตอร์: Fino 10 คัน Grand Filano 4 คันก่อนนะ
[3 พ.ย. 68 10:57] บอย Korat Yamaha: รับทราบครับ Fino 41,650 Filano 51,300 ราคาเดิมครับ
[10 พ.ย. 68 19:20] เฮียพงษ์ บุญมามอเตอร์: บอย ขอแก้ออเดอร์หน่อย Fino ขายช้า ลดเหลือ 6 คัน Filano เพิ่มเป็น 5 คัน ลูกค้าผู้หญิงถามเยอะ
[10 พ.ย. 68 19:34] บอย Korat Yamaha: ได้ครับ Fino 6 Filano 5 รวม 11 คัน เกิน 10 คันได้ส่วนลดคันละ 500 ครับ
[10 พ.ย. 68 19:40] บอย Korat Yamaha: ยอดรวม 506,400 หักส่วนลด 5,500 สุทธิ 500,900 บาทครับ
[10 พ.ย. 68 19:42] เฮียพงษ์ บุญมามอเตอร์: โอเค 500,900 ตัดฟลอร์แพลนเหมือนเดิม ส่งวันไหน
[10 พ.ย. 68 19:45] บอย Korat Yamaha: รถออกจากโคราช 2 ธ.ค. ถึงร้าน 3 ธ.ค. ครับ
[10 พ.ย. 68 19:46] เฮียพงษ์ บุญมามอเตอร์: 👍 แล้วบิลเดือนตุลาอย่าลืมนะ ครบ 20 พ.ย. จะโอนให้
""",
    "ร้านบุญมามอเตอร์/บัญชี/ค่าจดทะเบียนรถใหม่_ต.ค.68.md": _registration_md(),
    "ร้านบุญมามอเตอร์/บัญชี/ค่าแรงช่าง_ต.ค.68.md": WAGES_MD,
    "ร้านบุญมามอเตอร์/โปรโมชั่นปลายปี68.md": PROMO_MD,
    "ร้านบุญมามอเตอร์/Suppliers/email_from_IsanWing_Nov2025.txt": ISANWING_EMAIL,
    "บ้าน/แชทไลน์_บ้านบุญมา.txt": """[28 ต.ค. 68 20:11] นี: พ่อ ค่าเทอมมุกเทอมสองต้องจ่ายก่อน 10 พ.ย. นะ อย่าลืม
[28 ต.ค. 68 20:14] พงษ์: พรุ่งนี้โอนให้ ประกันสุขภาพนีก็มาแล้วนะ ปีนี้ขึ้นอีกแล้ว
[28 ต.ค. 68 20:16] นี: เห็นแล้ว ต้องจ่ายก่อน 30 พ.ย.
[29 ต.ค. 68 07:05] มุก: แม่คะ ค่ายเขาใหญ่ต้องเอาเงินไปเพิ่มมั้ยคะ
[29 ต.ค. 68 07:09] นี: รวมในค่าเทอมแล้วลูก เอาแค่ค่าขนมไป
[2 พ.ย. 68 18:30] พงษ์: ตาเสริมนัดหมอ รพ.สุรินทร์ 19 พ.ย. 8 โมงนะ ผมพาไปเอง
[2 พ.ย. 68 18:33] นี: โอเค แล้ว 6 ธ.ค. งานบวชโอ๊ตที่ศีขรภูมิ อย่าลงคิวซ่อมรถวันนั้น
""",
    "บ้าน/งานบวชหลานโอ๊ต.md": """# งานบวชหลานโอ๊ต (ลูกพี่สาว) 6 ธันวาคม 2568
- ที่ วัดบ้านระแงง อ.ศีขรภูมิ
- เราช่วยค่าเครื่องอัฐบริขาร 5,000 บาท + รถกระบะขนของ
- แห่นาครอบโบสถ์ 9 โมงเช้า เลี้ยงเพลหลังบวช
- ซื้อซองผ้าไตรเพิ่ม 1 ชุด ราคา 2,800 บาท (นีไปซื้อที่ตลาด)
""",
}
TODO = {"todo.md": """- โอนค่ารถ Korat Yamaha บิล ต.ค. ก่อน 20 พ.ย.
- ไปเซ็นสัญญาวงเงินใหม่ที่ SNB ก่อน 28 พ.ย.
- เตรียมรถ 5 คันส่ง อบต.ตาตุม 28 พ.ย.
- เลือกแท่นยก LiftPro หรือช่างเฮง
- ต่อประกันสุขภาพนี ก่อน 30 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านบุญมามอเตอร์"
    quotes, suppliers, finance, tools, books = (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "ไฟแนนซ์",
                                                shop / "อุปกรณ์ช่าง", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, finance, tools, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมุก"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อบต.ตาตุม_ร่าง.docx", TATUM_DRAFT, TATUM_DRAFT_TABLE, bottom=TATUM_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อบต.ตาตุม_ฉบับจริง.docx", TATUM_FINAL, TATUM_FINAL_TABLE,
               bottom=TATUM_FINAL_BOTTOM)
    make_pdf(tools / "LiftPro_lift_table_quotation.pdf", LIFTPRO_QUOTE)
    write_docx(tools / "ใบเสนอราคา_แท่นยก_ช่างเฮงเครื่องมือ.docx", CHENG_QUOTE, CHENG_TABLE, bottom=CHENG_BOTTOM)
    make_pdf(suppliers / "IsanWing_Honda_dealer_pricelist_Nov2025.pdf", ISANWING_PRICES_2025)
    write_docx(suppliers / "ราคาทุนฮอนด้า_อีสานวิง_2567.docx", ISANWING_PRICES_2567, ISANWING_PRICES_2567_TABLE,
               bottom=ISANWING_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KoratYamaha_invoice_KY-25-3391.pdf", KORATYAMAHA_INVOICE)
    make_pdf(finance / "ThanaLeasing_commission_statement_Oct2025.pdf", THANA_STATEMENT)
    write_docx(finance / "ตารางผ่อนโปรปลายปี_ธนาลีสซิ่ง.docx", THANA_TOP, _thana_table(), bottom=THANA_BOTTOM)
    make_pdf(finance / "SNB_floorplan_credit_review_2025.pdf", SNB_LETTER)
    _shop_book(books / "ยอดขายร้าน_2568.xlsx", "2568", HONDA_68, YAMAHA_68, BIKES_68, LABOUR_68, PARTS_68, COSTS_68)
    _shop_book(books / "ยอดขายร้าน_2567.xlsx", "2567", HONDA_67, YAMAHA_67, BIKES_67, LABOUR_67, PARTS_67, COSTS_67)
    _stock_book(books / "สต็อกรถคงเหลือ_15พ.ย.68.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "IsanNet_fibre_bill_Oct2025.pdf", ISANNET_BILL)
    make_pdf(home / "ประกัน" / "ChabaLife_health_insurance_renewal_2025.pdf", CHABA_LETTER)
    write_docx(home / "ค่าเทอมมุก" / "ค่าเทอม_มุก_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมุก" / "ค่าเทอม_มุก_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
