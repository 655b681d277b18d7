"""The folder of a blind test set: a small family funeral services business, plus household papers.

The owner is นางวันเพ็ญ ศรีสุข (Wanpen Srisuk), who runs ร้านศรีสุขบริการ (Srisuk Service) on Phetkasem Road in
Mueang Ratchaburi: fresh-flower and fan wreaths, coffins bought from a local maker, and full funeral arrangements at
the temples around town (sala, monks' offerings, hearse van). Her husband ประเสริฐ helps at the shop, their son
น้องภูมิ (ด.ช.ภูมิพัฒน์) is in Prathom 4, and her mother-in-law lives with them. Her phone folder holds:

ร้านศรีสุข/ใบเสนอราคา/
- ใบเสนอราคา_คุณอำนาจ_ร่าง.docx: the draft quote for คุณอำนาจ ทองดี's mother's funeral (total 58,500);
- ใบเสนอราคา_คุณอำนาจ_final.docx: the final quote of the same job, fewer wreaths, cheaper casket flowers (54,700);
- ใบเสนอราคา_คุณสุดารัตน์.docx: a similar quote to คุณสุดารัตน์ วงศ์ใหญ่ with a teak coffin, 7 nights (72,400);
- quotation_SiamPolytech_wreaths.docx: an English quote of 10 large + 2 fan wreaths to Siam Polytech Co., Ltd.;
ร้านศรีสุข/Suppliers/
- RatchaburiWoodcraft_pricelist_2025.pdf: the coffin maker's English price list for 2025;
- ราคาโลง_ราชบุรีวู้ดคราฟท์_2567.docx: the same maker's Thai price list of last year (2567), lower prices;
- PakKhlong_invoice_Sep2025.pdf: the flower wholesaler's tax invoice (total 18,618.00, due 10 October 2025);
- Ruamjai_invoice_Oct2025.pdf: an incense and candle supplier's invoice (a look-alike);
ร้านศรีสุข/บัญชีร้าน/
- ยอดขายร้าน_2568.xlsx: this year's sales (Jan-Sep) and expenses, two sheets;
- ยอดขายร้าน_2567.xlsx: last year's book, same layout, twelve months;
- ค่าใช้จ่ายประจำร้าน_2568.xlsx: the shop's fixed costs with the months as columns;
ร้านศรีสุข/
- แผนงานปี_2569.pptx: her plan for next year (target 3.6 million, a second van 1,250,000, a Photharam branch);
- ข้อตกลงเช่าศาลา_วัดโพธิ์งาม.docx: the agreement with Wat Pho Ngam on using its salas (2,500 a night);
- สัญญาจ้างคนขับรถ_นายสมปอง.docx: the hearse driver's employment contract (13,500 a month);
- จดหมายแจ้งปรับราคา_2569.docx: a letter to customers on next year's wreath prices;
- ราคาพวงหรีดหน้าร้าน.md: the counter price list of wreaths and delivery fees;
- ตารางงาน_ตุลาคม68.md: her October job schedule;
- เบอร์โทรวัดและเมรุ.txt: phone numbers of temples, crematoria and helpers;
- email_SiamPolytech_order.txt: Siam Polytech's English email raising the order to 12 large wreaths;
- HirePurchase_van_statement_Sep2025.pdf: the leasing company's statement for the hearse van;
ร้านศรีสุข/แชท LINE/
- LINE_สยามโพลีเทค.txt: the LINE chat where สยามโพลีเทค changes the order again (11 large, 22,800, 18 ต.ค.);
- LINE_กลุ่มร้านศรีสุข.txt: the shop staff group chat;
บ้าน/
- บิล/PEA_electric_bill_Sep2025.pdf, บิล/PWA_water_bill_Sep2025.pdf, บิล/AIS_mobile_bill_Sep2025.pdf: home bills;
- ค่าเทอมน้องภูมิ/ใบแจ้งค่าเทอม_น้องภูมิ_เทอม2_2568.docx: term 2 fee notice (26,200, due 31 ตุลาคม 2568);
- ค่าเทอมน้องภูมิ/ใบเสร็จค่าเทอม_น้องภูมิ_เทอม1_2568.docx: term 1 receipt (26,500);
- Insurance/ThaiSamut_policy_renewal_2025.pdf: the life insurance premium notice (28,750, due 15 November 2025);
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (July-September);
Personal/
- สูตรน้ำพริกแม่.md: a recipe (a distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = [
    "ร้านศรีสุขบริการ  หรีด - โลงศพ - รับจัดงานศพครบวงจร",
    "123/4 ถ.เพชรเกษม ต.หน้าเมือง อ.เมือง จ.ราชบุรี 70000  โทร 081-234-5678  LINE: @srisuk",
]
ITEM_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")

QUOTE_AMNAT_DRAFT = [
    ITEM_HEAD,
    ("1", "โลงลายไทยแกะสลัก พร้อมขาตั้งและไฟประดับ", "1 ใบ", "16,500", "16,500"),
    ("2", "ดอกไม้หน้าหีบ (กล้วยไม้ขาว + เบญจมาศ)", "1 ชุด", "8,500", "8,500"),
    ("3", "พวงหรีดดอกไม้สด ขนาดใหญ่", "4 พวง", "1,800", "7,200"),
    ("4", "ค่าบำรุงศาลา วัดโพธิ์งาม (ศาลา 3)", "5 คืน", "2,500", "12,500"),
    ("5", "เครื่องไทยธรรมและปัจจัยถวายพระสวดอภิธรรม", "5 คืน", "1,600", "8,000"),
    ("6", "รถตู้รับส่งศพ (โรงพยาบาลราชบุรี - วัด)", "1 เที่ยว", "3,500", "3,500"),
    ("7", "โต๊ะหมู่บูชาและเครื่องเสียง", "1 ชุด", "2,300", "2,300"),
]
QUOTE_AMNAT_FINAL = [
    ITEM_HEAD,
    ("1", "โลงลายไทยแกะสลัก พร้อมขาตั้งและไฟประดับ", "1 ใบ", "16,500", "16,500"),
    ("2", "ดอกไม้หน้าหีบ (เบญจมาศขาวล้วน)", "1 ชุด", "6,500", "6,500"),
    ("3", "พวงหรีดดอกไม้สด ขนาดใหญ่", "3 พวง", "1,800", "5,400"),
    ("4", "ค่าบำรุงศาลา วัดโพธิ์งาม (ศาลา 3)", "5 คืน", "2,500", "12,500"),
    ("5", "เครื่องไทยธรรมและปัจจัยถวายพระสวดอภิธรรม", "5 คืน", "1,600", "8,000"),
    ("6", "รถตู้รับส่งศพ (โรงพยาบาลราชบุรี - วัด)", "1 เที่ยว", "3,500", "3,500"),
    ("7", "โต๊ะหมู่บูชาและเครื่องเสียง", "1 ชุด", "2,300", "2,300"),
]
QUOTE_SUDARAT = [
    ITEM_HEAD,
    ("1", "โลงไม้สัก สีธรรมชาติ พร้อมขาตั้งลงรักปิดทอง", "1 ใบ", "42,000", "42,000"),
    ("2", "ดอกไม้หน้าหีบ ชุดใหญ่ (กล้วยไม้ + กุหลาบขาว)", "1 ชุด", "9,800", "9,800"),
    ("3", "พวงหรีดดอกไม้สด ขนาดใหญ่", "2 พวง", "1,800", "3,600"),
    ("4", "เครื่องไทยธรรมและปัจจัยถวายพระสวดอภิธรรม", "7 คืน", "1,600", "11,200"),
    ("5", "รถตู้รับส่งศพ", "1 เที่ยว", "3,500", "3,500"),
    ("6", "โต๊ะหมู่บูชาและเครื่องเสียง", "1 ชุด", "2,300", "2,300"),
]
QUOTE_POLYTECH = [
    ("No.", "Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Fresh flower wreath, large (white chrysanthemum and orchid)", "10", "1,800", "18,000"),
    ("2", "Fan wreath with company name on ribbon", "2", "1,500", "3,000"),
    ("3", "Delivery to Wat Khao Wang, Ratchaburi", "1", "0", "0"),
]

WOODCRAFT_2025 = [
    "RATCHABURI WOODCRAFT CO., LTD.\nCoffins and funeral caskets - manufacturer\n"
    "88 Moo 5, Tambon Khao Ngu, Mueang Ratchaburi 70000   Tel. 032-338-410\n\n"
    "PRICE LIST 2025 (effective 1 January 2025)\nPrices in THB per piece, excluding VAT 7%\n\n"
    "Standard pine coffin (plain white) .................. 4,500\n"
    "Pine coffin with gold trim ........................... 6,200\n"
    "Thai pattern carved coffin ........................... 12,800\n"
    "Teak coffin (natural finish) ......................... 35,000\n"
    "Child coffin ........................................ 3,200\n"
    "Coffin stand, gold lacquer ........................... 1,900\n"
    "Coffin lighting set (LED) ............................ 850",
    "Terms\nFree delivery within Ratchaburi for 3 pieces or more; otherwise 500 THB per trip.\n"
    "Credit 30 days for registered shops. Orders by phone or LINE before 14:00 are delivered the same day.\n"
    "Contact: Mr. Thanakorn Saengdee, sales manager, 086-511-2043",
]
WOODCRAFT_2567 = [
    ("รายการ", "ราคาต่อใบ (บาท)"),
    ("โลงไม้สนธรรมดา (สีขาว)", "4,200"),
    ("โลงไม้สนขอบทอง", "5,800"),
    ("โลงลายไทยแกะสลัก", "11,900"),
    ("โลงไม้สัก (สีธรรมชาติ)", "33,000"),
    ("โลงเด็ก", "3,000"),
    ("ขาตั้งโลงลงรักปิดทอง", "1,800"),
    ("ชุดไฟประดับโลง (LED)", "850"),
]
PAKKHLONG = [
    "PAK KHLONG FLOWER WHOLESALE LTD.\n112 Chakkraphet Road, Pak Khlong Talat, Phra Nakhon, Bangkok 10200\n"
    "Tax ID 0105551023847\n\nTAX INVOICE  No. PKF-2568-0931\nDate: 26 September 2025\n"
    "Bill to: Srisuk Service (Mrs. Wanpen Srisuk), 123/4 Phetkasem Rd, Mueang Ratchaburi\n\n"
    "Item                               Qty   Unit price   Amount\n"
    "White chrysanthemum (bundle)        40      120.00    4,800.00\n"
    "White carnation (bundle)            30      150.00    4,500.00\n"
    "Dendrobium orchid, white (bundle)   25      180.00    4,500.00\n"
    "Floral foam block                   60       35.00    2,100.00\n"
    "Wreath ribbon roll                  10      150.00    1,500.00\n\n"
    "Subtotal 17,400.00\nVAT 7% 1,218.00\nTOTAL 18,618.00 THB\n\n"
    "Payment due: 10 October 2025\nTransfer to Kasikornbank 012-3-45678-9, Pak Khlong Flower Wholesale Ltd.",
]
RUAMJAI = [
    "RUAMJAI INCENSE & CANDLE SUPPLY\n45 Khlong Tha Nam Road, Ban Pong, Ratchaburi\n\n"
    "INVOICE No. RJ-25-1187\nDate: 2 October 2025\nCustomer: Srisuk Service, Ratchaburi\n\n"
    "Incense sticks, funeral grade (box)    20 x 95.00   = 1,900.00\n"
    "White candles (pair)                   50 x 40.00   = 2,000.00\n"
    "Dok mai chan, sandalwood flowers (pack of 10)  100 x 25.00 = 2,500.00\n\n"
    "Subtotal 6,400.00\nVAT 7% 448.00\nTotal 6,848.00 THB\nPlease pay by 2 November 2025",
]
VAN_STATEMENT = [
    "SIAM AUTO LEASING PUBLIC COMPANY LIMITED\nHIRE PURCHASE STATEMENT\nStatement date: 30 September 2025\n\n"
    "Hirer: Mrs. Wanpen Srisuk\nContract No. HP-RB-2023-11873\n"
    "Vehicle: Toyota Commuter 2.8 van (hearse conversion), registration Nor-Khor 4521 Ratchaburi\n\n"
    "Monthly installment: 18,900.00 THB\nInstallments paid: 34 of 60\n"
    "Outstanding balance: 491,400.00 THB\nNext installment due: 5 October 2025\n\n"
    "Late payment is charged at 15% per year on the overdue amount plus a 200 THB collection fee.",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ratchaburi Office\nELECTRICITY BILL  September 2025\n"
    "Customer: Mrs. Wanpen Srisuk\nAddress: 45/2 Moo 3, Tambon Na Mueang, Mueang Ratchaburi 70000\n"
    "Customer No. 020011847752   Meter No. 1120-7785\nReading period: 21 August 2025 - 20 September 2025",
    "Units used: 386 kWh\nEnergy charge: 1,475.20 THB\nService charge: 24.62 THB\nFt charge: 153.32 THB\n"
    "Subtotal: 1,653.14 THB\nVAT 7%: 115.72 THB\nAmount due: 1,768.86 THB\nPay by: 5 October 2025",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Ratchaburi Branch\nWATER BILL  September 2025\n"
    "Customer: Mrs. Wanpen Srisuk, 45/2 Moo 3, Tambon Na Mueang, Mueang Ratchaburi\n"
    "Meter reading: 1,284 (previous 1,260)\nWater used: 24 cubic metres\n"
    "Water charge: 274.50 THB\nService fee: 17.74 THB\nVAT 7%: 20.46 THB\nAmount due: 312.70 THB\n"
    "Pay by: 8 October 2025",
]
AIS_BILL = [
    "AIS - Advanced Info Service PLC\nMONTHLY STATEMENT  Billing cycle 13 Aug 2025 - 12 Sep 2025\n"
    "Account name: Wanpen Srisuk\nMobile numbers: 089-765-4321, 092-118-6603 (family line)\n\n"
    "Package 5G Family 599 ........... 599.00\nAdditional line 092-118-6603 .... 0.00\n"
    "Extra data pack 15 GB ........... 0.00\nSubtotal ........................ 599.00\nVAT 7% .......................... 41.93\n"
    "Total amount due ................ 640.93 THB\nDue date: 12 October 2025",
]
INSURANCE = [
    "THAI SAMUT LIFE ASSURANCE PUBLIC COMPANY LIMITED\n1 October 2025\n\nDear Mrs. Wanpen Srisuk,\n\n"
    "PREMIUM DUE NOTICE\nPolicy No. TS-20-448812   Plan: Whole Life 99/20 with health rider\n"
    "Insured: Mrs. Wanpen Srisuk   Beneficiary: Mr. Prasert Srisuk (husband)\n"
    "Sum assured: 1,000,000 THB   Policy year: 6 of 20\n\n"
    "Annual premium due: 28,750 THB (life 19,850 THB + health rider 8,900 THB)\n"
    "Due date: 15 November 2025\nGrace period: 31 days, until 16 December 2025\n\n"
    "You may pay at any bank counter, by QR code, or through your agent.\n"
    "Your agent: Ms. Jiraporn Thongkham, 081-902-3317\n\nYours sincerely,\nPolicy Service Department",
]

SCHOOL_TERM2 = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "18,500"),
    ("ค่าอาหารกลางวัน", "4,200"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
    ("ค่าเรียนภาษาอังกฤษเสริม", "2,000"),
    ("รวมทั้งสิ้น", "26,200"),
]
SCHOOL_TERM1 = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "18,500"),
    ("ค่าอาหารกลางวัน", "4,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
    ("ค่าประกันอุบัติเหตุ (ทั้งปี)", "350"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,150"),
    ("รวมทั้งสิ้น", "26,500"),
]

SALES_HEAD = ("เดือน (Month)", "พวงหรีด (ชิ้น) Wreaths sold", "รายได้พวงหรีด (Wreath revenue)",
              "รายได้โลงศพ (Coffin revenue)", "รายได้จัดงาน (Funeral packages)", "รวม (Total)")
EXP_HEAD = ("เดือน (Month)", "ค่าดอกไม้ (Flowers)", "ค่าโลง (Coffins)", "ค่าแรง (Wages)", "อื่นๆ (Other)",
            "รวม (Total)")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [
    (58, 71600, 91000, 132000), (49, 60800, 78500, 118000), (55, 68900, 84000, 125500),
    (64, 83200, 98500, 146000), (52, 64700, 82000, 121000), (47, 58300, 73500, 109500),
    (45, 56100, 70000, 104000), (50, 62400, 79500, 117500), (53, 66000, 86500, 128000),
]
SALES_2567 = [
    (46, 55200, 80000, 112000), (40, 48000, 71500, 98000), (44, 52800, 77000, 104500),
    (51, 61200, 86000, 118500), (43, 51600, 74000, 101000), (39, 46800, 69500, 95500),
    (41, 49200, 72000, 99000), (42, 50400, 75500, 103500), (45, 54000, 78000, 107000),
    (48, 57600, 82500, 113000), (50, 60000, 85000, 116500), (56, 67200, 94000, 128000),
]
EXP_2568 = [
    (21500, 58000, 24500, 9800), (18200, 50500, 24500, 9100), (20400, 54000, 24500, 9600),
    (25800, 63500, 24500, 11200), (19600, 52500, 24500, 9400), (17500, 47000, 24500, 8800),
    (16900, 45000, 24500, 8600), (18800, 51000, 24500, 9300), (19900, 55500, 24500, 9500),
]
EXP_2567 = [
    (16500, 51000, 23000, 8200), (14400, 45500, 23000, 7600), (15800, 49000, 23000, 7900),
    (18400, 55000, 23000, 8700), (15500, 47500, 23000, 7700), (14000, 44500, 23000, 7300),
    (14800, 46000, 23000, 7500), (15100, 48500, 23000, 7800), (16200, 50000, 23000, 8100),
    (17300, 53000, 23000, 8400), (18000, 54500, 23000, 8600), (20100, 60500, 23000, 9400),
]
FIXED_MONTHS = ["ม.ค. 68", "ก.พ. 68", "มี.ค. 68", "เม.ย. 68", "พ.ค. 68", "มิ.ย. 68", "ก.ค. 68", "ส.ค. 68",
                "ก.ย. 68"]
FIXED_COSTS = [
    ("ค่าเช่าร้าน (Shop rent)", [15000] * 9),
    ("ค่าไฟร้าน (Electricity)", [3920, 3650, 4110, 4720, 4860, 4540, 4290, 4380, 4150]),
    ("ค่าน้ำประปาร้าน (Water)", [410, 385, 420, 455, 470, 440, 430, 425, 415]),
    ("ค่าน้ำมันรถ (Fuel)", [5800, 5200, 5650, 6900, 5950, 5400, 5100, 6250, 5700]),
    ("ค่าจ้างลูกจ้าง 2 คน (Wages)", [24500] * 9),
    ("ค่าผ่อนรถตู้ (Van installment)", [18900] * 9),
    ("ค่าเน็ต+โทรศัพท์ร้าน (Internet/phone)", [899] * 9),
]
HOUSEHOLD = {
    "ก.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 10200, ""), ("ค่าไฟบ้าน (Electricity)", 1912.40, "บิล ก.ค."),
        ("ค่าน้ำ (Water)", 298.50, ""), ("ค่าโทรศัพท์ (Mobile)", 640.93, "AIS 2 เบอร์"),
        ("ค่ารถรับส่งน้องภูมิ (School van)", 1800, ""), ("ค่าขนมน้องภูมิ (Pocket money)", 1500, ""),
        ("ค่ายาแม่ (Mum's medicine)", 1250, "ยาความดัน"), ("ทำบุญ/ใส่ซอง (Merit, envelopes)", 3500, "งานบวชหลานป้าแดง"),
        ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 3100, ""), ("ให้แม่ (For Mum)", 5000, ""),
    ],
    "ส.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 9600, ""), ("ค่าไฟบ้าน (Electricity)", 1655.08, "บิล ส.ค."),
        ("ค่าน้ำ (Water)", 305.20, ""), ("ค่าโทรศัพท์ (Mobile)", 640.93, "AIS 2 เบอร์"),
        ("ค่ารถรับส่งน้องภูมิ (School van)", 1800, ""), ("ค่าขนมน้องภูมิ (Pocket money)", 1500, ""),
        ("ค่ายาแม่ (Mum's medicine)", 1250, ""), ("ของขวัญวันแม่ (Mother's Day)", 1890, "กระเป๋าให้แม่"),
        ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 3250, ""), ("ให้แม่ (For Mum)", 5000, ""),
    ],
    "ก.ย. 68": [
        ("ค่ากับข้าว (Groceries)", 9850, ""), ("ค่าไฟบ้าน (Electricity)", 1768.86, "บิล ก.ย."),
        ("ค่าน้ำ (Water)", 312.70, ""), ("ค่าโทรศัพท์ (Mobile)", 640.93, "AIS 2 เบอร์"),
        ("ค่ารถรับส่งน้องภูมิ (School van)", 1800, ""), ("ค่าขนมน้องภูมิ (Pocket money)", 1500, ""),
        ("ค่ายาแม่ (Mum's medicine)", 1250, "ยาความดัน"), ("ทำบุญ/ใส่ซอง (Merit, envelopes)", 2000, ""),
        ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 3400, ""), ("ให้แม่ (For Mum)", 5000, ""),
    ],
}

POLYTECH_EMAIL = """From: Nattaya Pongsiri <nattaya.p@siampolytech.co.th>
To: Srisuk Service <srisuk.service@gmail.com>
Date: Wed, 8 Oct 2025 09:41 +0700
Subject: Re: Quotation QT-6810-02 - condolence wreaths for Khun Krit

Dear Khun Wanpen,

Thank you for the quotation. Management would like to send wreaths from each department, so please
increase the order to 12 large fresh flower wreaths and keep the 2 fan wreaths with the company name.

Please deliver to Wat Khao Wang by 17 October before noon, and issue the tax invoice to:
Siam Polytech Co., Ltd., 99 Moo 8, Tambon Khu Bua, Mueang Ratchaburi 70000, Tax ID 0705558001234.
Payment will be by bank transfer within 30 days after the invoice.

Best regards,
Nattaya Pongsiri
HR Officer, Siam Polytech Co., Ltd.
Tel. 032-919-555 ext. 214
"""
LINE_POLYTECH = """[LINE] ประวัติการแชทกับ คุณณัฐญา สยามโพลีเทค
บันทึกเมื่อ: 14/10/2568 21:05

[09/10/2568 10:12] วันเพ็ญ ศรีสุขบริการ: สวัสดีค่ะคุณณัฐญา ได้รับอีเมลแล้วนะคะ พวงหรีดใหญ่ 12 พวง พัดลม 2 พวง ส่งวันที่ 17 ต.ค. ค่ะ
[09/10/2568 10:15] คุณณัฐญา สยามโพลีเทค: ขอบคุณค่ะ ชื่อบนริบบิ้นขอเป็น "บริษัท สยามโพลีเทค จำกัด และพนักงาน" นะคะ
[13/10/2568 16:40] คุณณัฐญา สยามโพลีเทค: พี่เพ็ญคะ ทางครอบครัวคุณกฤษเลื่อนวันเผาค่ะ เป็นวันเสาร์ 18 ต.ค. แทน
[13/10/2568 16:42] วันเพ็ญ ศรีสุขบริการ: ได้ค่ะ เดี๋ยวพี่เปลี่ยนวันส่งให้นะคะ
[14/10/2568 09:55] คุณณัฐญา สยามโพลีเทค: อีกเรื่องค่ะ ฝ่ายบัญชีเขาสั่งร้านอื่นไปเองแล้ว 1 พวง ขอลดพวงหรีดใหญ่จาก 12 เหลือ 11 พวงนะคะ พัดลมเท่าเดิม
[14/10/2568 10:20] วันเพ็ญ ศรีสุขบริการ: สรุปนะคะ พวงหรีดดอกไม้สดขนาดใหญ่ 11 พวง พวงหรีดพัดลม 2 พวง รวม 22,800 บาท ส่งวัดเขาวัง วันเสาร์ที่ 18 ต.ค. ก่อน 16.00 น. ค่ะ
[14/10/2568 10:25] คุณณัฐญา สยามโพลีเทค: ถูกต้องค่ะ ใบกำกับภาษีออกตามที่อยู่ในอีเมลเลยนะคะ
[14/10/2568 10:26] วันเพ็ญ ศรีสุขบริการ: รับทราบค่ะ 🙏
"""
LINE_SHOP = """[LINE] ประวัติการแชทกลุ่ม ร้านศรีสุขบริการ (4 คน)
บันทึกเมื่อ: 12/10/2568 20:30

[11/10/2568 07:45] เพ็ญ: วันนี้มีพวงหรีดส่งวัดโพธิ์งาม 6 พวง วัดช่องลม 2 พวงนะ
[11/10/2568 07:52] ฝ้าย: ดอกเบญจมาศเหลือไม่ถึง 10 กำแล้วค่ะพี่
[11/10/2568 07:55] เพ็ญ: เดี๋ยวพี่โทรสั่งปากคลองเพิ่ม 20 กำ
[11/10/2568 13:10] สมปอง: ส่งวัดโพธิ์งามครบแล้วครับ เจ้าภาพฝากเงินสดมา 5,400 บาท
[11/10/2568 13:12] ประเสริฐ: วัดช่องลมขอเปลี่ยนเป็นพวงหรีดผ้า 2 พวงแทน ลูกค้าบอกเก็บไว้ใช้ต่อได้
[11/10/2568 13:15] เพ็ญ: โอเค พวงหรีดผ้าพวงละ 1,000 นะ เก็บเงิน 2,000
[12/10/2568 08:05] เพ็ญ: พรุ่งนี้รถตู้เข้าศูนย์เช็คระยะ 9 โมง สมปองเอารถกระบะไปส่งของแทนนะ
[12/10/2568 08:07] สมปอง: รับทราบครับ
"""
WREATH_PRICES = """# ราคาพวงหรีดหน้าร้าน (ใช้ถึง 31 ธ.ค. 68)

| แบบ | ราคา (บาท) |
|---|---|
| พวงหรีดดอกไม้สด ขนาดเล็ก | 800 |
| พวงหรีดดอกไม้สด ขนาดกลาง | 1,200 |
| พวงหรีดดอกไม้สด ขนาดใหญ่ | 1,800 |
| พวงหรีดพัดลม (พัดลม 16 นิ้ว) | 1,500 |
| พวงหรีดผ้า | 1,000 |
| พวงหรีดต้นไม้ | 1,300 |

## ค่าส่ง
- ในเขตอำเภอเมืองราชบุรี ส่งฟรี
- โพธาราม 200 บาท
- บ้านโป่ง 250 บาท
- ดำเนินสะดวก 300 บาท
- สั่งก่อน 10 โมง ส่งได้ภายในวัน
"""
SCHEDULE = """# ตารางงาน ตุลาคม 68

- 4-8 ต.ค. งานคุณแม่สมศรี ทองดี (คุณอำนาจ) วัดโพธิ์งาม ศาลา 3 สวด 5 คืน เผา 9 ต.ค. บ่ายสาม
- 11 ต.ค. ส่งพวงหรีด วัดโพธิ์งาม 6 พวง / วัดช่องลม 2 พวง
- 13 ต.ค. รถตู้เข้าศูนย์ 9 โมง
- 15-19 ต.ค. งานคุณตาบุญมี แสงทอง วัดเขาวัง ศาลา 1 (ครอบครัวจองศาลาเอง)
- 22 ต.ค. ไปรับโลงที่ราชบุรีวู้ดคราฟท์ 3 ใบ
- 26 ต.ค. ทอดกฐินวัดโพธิ์งาม ร้านร่วมทำบุญ 2,000
"""
CONTACTS = """เบอร์โทรวัด เมรุ และคนที่ต้องติดต่อ

วัดโพธิ์งาม - พระครูสิริธรรมวิมล (เจ้าอาวาส) 081-776-2290 / ไวยาวัจกร ลุงเสงี่ยม 089-441-0932
วัดเขาวัง - พระครูวิมลธรรมรส 086-330-1845 / คนดูแลเมรุ ลุงชิต 087-215-6608
วัดช่องลม - สำนักงานวัด 032-321-447
เมรุไฟฟ้าวัดเขาวัง จองล่วงหน้าอย่างน้อย 2 วัน
โรงพยาบาลราชบุรี ห้องเก็บศพ 032-719-600 ต่อ 1120
ปากคลองฟลาวเวอร์ (ส่งดอกไม้) เจ๊หมวย 081-650-7721
ราชบุรีวู้ดคราฟท์ คุณธนากร 086-511-2043
"""
RECIPE = """# น้ำพริกตาแดงสูตรแม่
- พริกแห้ง 15 เม็ด คั่วให้หอม
- หอมแดง 8 หัว กระเทียม 1 หัว เผา
- กะปิ 1 ช้อนโต๊ะ น้ำตาลปี๊บ 1 ช้อน น้ำปลา 2 ช้อน
- ตำรวมกัน ใส่มะขามเปียกนิดหน่อย
"""
SLIDES = [
    ("แผนงานร้านศรีสุขบริการ ปี 2569", "จัดทำโดย วันเพ็ญ ศรีสุข\nตุลาคม 2568"),
    ("ผลงานปี 2568 (ม.ค.-ก.ย.)", "{revenue}\nพวงหรีดขายได้ {wreaths} พวง\nงานใหญ่ที่สุด: โลงไม้สัก 7 คืน"),
    ("เป้าหมายปี 2569", "รายได้รวมทั้งปี 3.6 ล้านบาท\nพวงหรีดสั่งผ่าน LINE OA ให้ได้ 30% ของยอดพวงหรีด\n"
                        "ทำแพ็กเกจงานศพ 3 ระดับ: 39,900 / 59,900 / 89,900"),
    ("การลงทุน", "ซื้อรถตู้รับส่งศพคันที่ 2 งบ 1,250,000 บาท (ดาวน์ 250,000)\n"
                 "เปิดสาขาโพธาราม ใกล้วัดขนอน ค่าเช่า 9,000 บาท/เดือน"),
    ("คน", "จ้างช่างจัดดอกไม้เพิ่ม 1 คน เงินเดือน 11,000\nส่งน้องฝ้ายเรียนจัดดอกไม้หน้าหีบ ค่าเรียน 6,500"),
    ("ไทม์ไลน์", "ม.ค. 69 เปิด LINE OA\nมี.ค. 69 รับรถตู้คันใหม่\nมิ.ย. 69 เปิดสาขาโพธาราม"),
]
WORKSPECT = {"todo.md": "- โทรหาลุงชิตเรื่องจองเมรุวัดเขาวัง\n- สั่งเบญจมาศเพิ่ม 20 กำ\n"
                        "- จ่ายค่าเทอมน้องภูมิก่อนสิ้นเดือน\n- ต่อประกันชีวิต\n"}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านศรีสุขบริการ ปี {year} (Sales {year})"])
    sheet.append(list(SALES_HEAD))
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row[1:])])
    sheet.append(["รวม (Total)", sum(r[0] for r in sales), *(sum(r[i] for r in sales) for i in (1, 2, 3)),
                  sum(sum(r[1:]) for r in sales)])
    for column in range(3, 7):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายร้าน ปี {year} (Expenses {year})"])
    cost.append(list(EXP_HEAD))
    for month, row in zip(MONTHS, expenses):
        cost.append([month, *row, sum(row)])
    cost.append(["รวม (Total)", *(sum(r[i] for r in expenses) for i in range(4)), sum(map(sum, expenses))])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _fixed_costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายประจำ Fixed costs"
    sheet.append(["ค่าใช้จ่ายประจำร้าน ปี 2568 (บาท)"])
    sheet.append(["รายการ (Item)", *FIXED_MONTHS])
    for item, values in FIXED_COSTS:
        sheet.append([item, *values])
    sheet.append(["รวม (Total)", *(sum(values[i] for _, values in FIXED_COSTS) for i in range(9))])
    for column in range(2, 11):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านศรีสุข", docs / "บ้าน"
    quotes, suppliers, accounts = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชีร้าน"
    school, bills, insurance = home / "ค่าเทอมน้องภูมิ", home / "บิล", home / "Insurance"
    for folder in (quotes, suppliers, accounts, shop / "แชท LINE", school, bills, insurance, docs / "Personal"):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_คุณอำนาจ_ร่าง.docx", SHOP_HEAD + [
        "ใบเสนอราคา (ฉบับร่าง - ยังไม่ส่งลูกค้า)", "เลขที่ QT-6810-07   วันที่ 2 ตุลาคม 2568",
        "เรียน คุณอำนาจ ทองดี", "เรื่อง จัดงานศพคุณแม่สมศรี ทองดี ณ วัดโพธิ์งาม สวดพระอภิธรรม 5 คืน"],
        QUOTE_AMNAT_DRAFT, bottom=["รวมทั้งสิ้น 58,500 บาท (ห้าหมื่นแปดพันห้าร้อยบาทถ้วน)",
                                   "หมายเหตุ: ราคานี้ยังไม่รวมค่าเผาที่เมรุวัด", "ยืนราคา 7 วัน"])
    write_docx(quotes / "ใบเสนอราคา_คุณอำนาจ_final.docx", SHOP_HEAD + [
        "ใบเสนอราคา", "เลขที่ QT-6810-07   วันที่ 4 ตุลาคม 2568",
        "เรียน คุณอำนาจ ทองดี", "เรื่อง จัดงานศพคุณแม่สมศรี ทองดี ณ วัดโพธิ์งาม สวดพระอภิธรรม 5 คืน"],
        QUOTE_AMNAT_FINAL, bottom=["รวมทั้งสิ้น 54,700 บาท (ห้าหมื่นสี่พันเจ็ดร้อยบาทถ้วน)",
                                   "มัดจำ 50% ในวันตกลง ส่วนที่เหลือชำระวันฌาปนกิจ",
                                   "หมายเหตุ: ราคานี้ยังไม่รวมค่าเผาที่เมรุวัด",
                                   "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา"])
    write_docx(quotes / "ใบเสนอราคา_คุณสุดารัตน์.docx", SHOP_HEAD + [
        "ใบเสนอราคา", "เลขที่ QT-6809-15   วันที่ 21 กันยายน 2568",
        "เรียน คุณสุดารัตน์ วงศ์ใหญ่",
        "เรื่อง จัดงานศพคุณพ่อประยูร วงศ์ใหญ่ ณ วัดเขาวัง สวดพระอภิธรรม 7 คืน"],
        QUOTE_SUDARAT, bottom=["รวมทั้งสิ้น 72,400 บาท (เจ็ดหมื่นสองพันสี่ร้อยบาทถ้วน)",
                               "หมายเหตุ: ค่าศาลาและค่าเมรุ ครอบครัวติดต่อชำระกับวัดเขาวังเอง",
                               "มัดจำ 50% ในวันตกลง ยืนราคา 7 วัน"])
    write_docx(quotes / "quotation_SiamPolytech_wreaths.docx", [
        "Srisuk Service - Wreaths, Coffins and Funeral Arrangements",
        "123/4 Phetkasem Road, Na Mueang, Mueang Ratchaburi 70000  Tel. 081-234-5678",
        "QUOTATION  No. QT-6810-02   Date: 6 October 2025",
        "To: Siam Polytech Co., Ltd. - HR Department (Khun Nattaya Pongsiri)",
        "Subject: Condolence wreaths for the funeral of the father of Khun Krit, at Wat Khao Wang"],
        QUOTE_POLYTECH, bottom=["Total 21,000 THB (VAT not applicable)",
                                "Delivery: 17 October 2025, before noon", "Validity: 7 days",
                                "Wanpen Srisuk, owner"])

    make_pdf(suppliers / "RatchaburiWoodcraft_pricelist_2025.pdf", WOODCRAFT_2025)
    write_docx(suppliers / "ราคาโลง_ราชบุรีวู้ดคราฟท์_2567.docx", [
        "บริษัท ราชบุรีวู้ดคราฟท์ จำกัด", "88 หมู่ 5 ต.เขางู อ.เมือง จ.ราชบุรี โทร 032-338-410",
        "ใบราคาโลงศพและอุปกรณ์ ประจำปี 2567 (ราคาต่อใบ ยังไม่รวม VAT 7%)"], WOODCRAFT_2567,
        bottom=["ส่งฟรีในจังหวัดราชบุรี เมื่อสั่ง 3 ใบขึ้นไป", "เครดิต 30 วัน สำหรับร้านที่เป็นสมาชิก"])
    make_pdf(suppliers / "PakKhlong_invoice_Sep2025.pdf", PAKKHLONG)
    make_pdf(suppliers / "Ruamjai_invoice_Oct2025.pdf", RUAMJAI)

    _sales_book(accounts / "ยอดขายร้าน_2568.xlsx", "2568", SALES_2568, EXP_2568)
    _sales_book(accounts / "ยอดขายร้าน_2567.xlsx", "2567", SALES_2567, EXP_2567)
    _fixed_costs(accounts / "ค่าใช้จ่ายประจำร้าน_2568.xlsx")

    revenue = sum(sum(r[1:]) for r in SALES_2568)
    slides = [(title, body.format(revenue=f"รายได้รวม 9 เดือน {revenue:,} บาท",
                                  wreaths=sum(r[0] for r in SALES_2568))) for title, body in SLIDES]
    write_slides(shop / "แผนงานปี_2569.pptx", slides)
    write_docx(shop / "ข้อตกลงเช่าศาลา_วัดโพธิ์งาม.docx", [
        "บันทึกข้อตกลงการใช้ศาลาบำเพ็ญกุศล",
        "ทำที่ วัดโพธิ์งาม ต.หน้าเมือง อ.เมือง จ.ราชบุรี เมื่อวันที่ 1 มิถุนายน 2568",
        "ระหว่าง วัดโพธิ์งาม โดย พระครูสิริธรรมวิมล เจ้าอาวาส (ฝ่ายวัด) กับ ร้านศรีสุขบริการ โดย นางวันเพ็ญ ศรีสุข (ฝ่ายร้าน)",
        "ข้อ 1. วัดอนุญาตให้ร้านใช้ศาลา 2 และศาลา 3 จัดงานศพให้ลูกค้าของร้าน โดยแจ้งวัดล่วงหน้าอย่างน้อย 3 วัน",
        "ข้อ 2. ค่าบำรุงศาลาคืนละ 2,500 บาท รวมค่าไฟฟ้าและน้ำประปาแล้ว",
        "ข้อ 3. ร้านวางเงินประกันความเสียหาย 5,000 บาท วัดจะคืนให้เมื่อสิ้นสุดข้อตกลง",
        "ข้อ 4. ค่าเผาที่เมรุวัด ครั้งละ 4,000 บาท ชำระแก่ไวยาวัจกรในวันฌาปนกิจ",
        "ข้อ 5. ร้านต้องเก็บกวาดศาลาให้เรียบร้อยภายในเวลา 12.00 น. ของวันถัดจากวันฌาปนกิจ",
        "ข้อ 6. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569",
        "ลงชื่อ พระครูสิริธรรมวิมล        ลงชื่อ วันเพ็ญ ศรีสุข"])
    write_docx(shop / "สัญญาจ้างคนขับรถ_นายสมปอง.docx", [
        "สัญญาจ้างพนักงานขับรถรับส่งศพ",
        "ทำที่ ร้านศรีสุขบริการ จ.ราชบุรี วันที่ 15 มกราคม 2568",
        "ผู้ว่าจ้าง นางวันเพ็ญ ศรีสุข   ผู้รับจ้าง นายสมปอง แก้วมณี บัตรประชาชนเลขที่ 3-7001-00452-18-3",
        "ข้อ 1. ผู้รับจ้างตกลงขับรถตู้รับส่งศพ ทะเบียน นข 4521 ราชบุรี และช่วยขนส่งพวงหรีดของร้าน",
        "ข้อ 2. ค่าจ้างเดือนละ 13,500 บาท จ่ายทุกวันสิ้นเดือน",
        "ข้อ 3. เที่ยวรับส่งศพนอกเขตอำเภอเมือง ได้ค่าเที่ยวเพิ่มเที่ยวละ 300 บาท",
        "ข้อ 4. ทำงานวันละ 8 ชั่วโมง หยุดสัปดาห์ละ 1 วัน หากเรียกงานกลางคืนได้ค่าล่วงเวลาครั้งละ 200 บาท",
        "ข้อ 5. ระยะเวลาจ้าง 1 ปี ตั้งแต่วันที่ 15 มกราคม 2568 ถึงวันที่ 14 มกราคม 2569",
        "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องบอกกล่าวล่วงหน้าไม่น้อยกว่า 30 วัน",
        "ลงชื่อ วันเพ็ญ ศรีสุข ผู้ว่าจ้าง     ลงชื่อ สมปอง แก้วมณี ผู้รับจ้าง"])
    write_docx(shop / "จดหมายแจ้งปรับราคา_2569.docx", SHOP_HEAD + [
        "วันที่ 1 พฤศจิกายน 2568",
        "เรื่อง แจ้งปรับราคาพวงหรีด",
        "เรียน ลูกค้าและวัดที่ใช้บริการร้านศรีสุขบริการทุกท่าน",
        "ร้านขอขอบพระคุณที่ไว้วางใจใช้บริการตลอดมา เนื่องจากราคาดอกไม้สดจากปากคลองตลาดและราคาโลงจากโรงงาน"
        "ปรับขึ้นต่อเนื่อง ร้านจึงมีความจำเป็นต้องปรับราคาพวงหรีด ตั้งแต่วันที่ 1 มกราคม 2569 ดังนี้",
        "- พวงหรีดดอกไม้สด ขนาดกลาง จาก 1,200 บาท เป็น 1,350 บาท",
        "- พวงหรีดดอกไม้สด ขนาดใหญ่ จาก 1,800 บาท เป็น 1,990 บาท",
        "- พวงหรีดพัดลม และพวงหรีดผ้า ราคาคงเดิม",
        "คำสั่งซื้อที่ชำระเงินก่อนวันที่ 31 ธันวาคม 2568 ยังใช้ราคาเดิม",
        "ขอแสดงความนับถือ", "วันเพ็ญ ศรีสุข เจ้าของร้าน"])
    write_texts(shop, {
        "ราคาพวงหรีดหน้าร้าน.md": WREATH_PRICES,
        "ตารางงาน_ตุลาคม68.md": SCHEDULE,
        "เบอร์โทรวัดและเมรุ.txt": CONTACTS,
        "email_SiamPolytech_order.txt": POLYTECH_EMAIL,
        "แชท LINE/LINE_สยามโพลีเทค.txt": LINE_POLYTECH,
        "แชท LINE/LINE_กลุ่มร้านศรีสุข.txt": LINE_SHOP,
    })
    make_pdf(shop / "HirePurchase_van_statement_Sep2025.pdf", VAN_STATEMENT)

    make_pdf(bills / "PEA_electric_bill_Sep2025.pdf", PEA_BILL)
    make_pdf(bills / "PWA_water_bill_Sep2025.pdf", PWA_BILL)
    make_pdf(bills / "AIS_mobile_bill_Sep2025.pdf", AIS_BILL)
    write_docx(school / "ใบแจ้งค่าเทอม_น้องภูมิ_เทอม2_2568.docx", [
        "โรงเรียนดรุณวิทยา ราชบุรี", "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
        "นักเรียน ด.ช.ภูมิพัฒน์ ศรีสุข  ชั้นประถมศึกษาปีที่ 4/2  เลขประจำตัว 6412",
        "ผู้ปกครอง นางวันเพ็ญ ศรีสุข"], SCHOOL_TERM2,
        bottom=["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีธนาคารกรุงไทย 713-0-22841-6",
                "ชำระหลังกำหนด ปรับวันละ 20 บาท", "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568"])
    write_docx(school / "ใบเสร็จค่าเทอม_น้องภูมิ_เทอม1_2568.docx", [
        "โรงเรียนดรุณวิทยา ราชบุรี", "ใบเสร็จรับเงิน เลขที่ 68/01523  วันที่ 12 พฤษภาคม 2568",
        "ได้รับเงินจาก นางวันเพ็ญ ศรีสุข  ค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
        "นักเรียน ด.ช.ภูมิพัฒน์ ศรีสุข  ชั้นประถมศึกษาปีที่ 4/2"], SCHOOL_TERM1,
        bottom=["ชำระด้วย เงินโอน", "ผู้รับเงิน นางสาวกัลยา ทองสุข เจ้าหน้าที่การเงิน"])
    make_pdf(insurance / "ThaiSamut_policy_renewal_2025.pdf", INSURANCE)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {"Personal/สูตรน้ำพริกแม่.md": RECIPE})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: her to-do list."""
    write_texts(workspect, WORKSPECT)
