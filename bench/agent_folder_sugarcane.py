"""A sugarcane grower's folder: Wanna Srisuk's papers, business and household, written by code.

The owner is นางวรรณา ศรีสุข (Wanna Srisuk), who runs ไร่อ้อยวรรณา (Wanna Sugarcane Farm), about 285 rai of cane
at ต.หัวหวาย อ.ตาคลี จ.นครสวรรค์. She sends her cane to the mill บริษัท น้ำตาลพิษณุสยาม จำกัด (Pitsanu Siam Sugar
Co., Ltd. in its English papers) under quota 2-0457, and sells cane setts (ท่อนพันธุ์) to neighbours. She lives with
her husband สมศักดิ์ (Somsak), their daughter น้องพลอย (ป.5) and her mother.

Files (under Documents/):
- ไร่อ้อย/ใบเสนอราคา/: a draft and the final quote of cane setts to ลุงเสถียร (different quantities and prices),
  and a similar quote to สหกรณ์ผู้ปลูกอ้อยบ้านหนองโพ (docx, tables of items).
- ไร่อ้อย/โรงงาน/: the 2567/68 cane contract with the mill in Thai (docx) and the mill's January 2025 payment
  statement in English (pdf).
- ไร่อ้อย/บัญชี/: deliveries of the 2567/68 season (xlsx, two sheets: deliveries and cutting costs) beside last
  season's 2566/67 book, and the farm's 2568 expenses with months as columns (xlsx).
- ไร่อ้อย/Suppliers/: Thong Nakhon Fertilizer's 2025 price list (English pdf) and last year's 2567 list in Thai
  (docx), AquaGrow's drip irrigation quote (pdf) and the e-mail that revised it (txt), Nakhon Tractor's January
  repair invoice (pdf).
- ไร่อ้อย/: next season's plan (pptx), notes of the Takhli cane growers' association meeting (md), field notes
  (md), the land lease with ลุงประยูร (docx), the PEA bill of the farm's water pump (pdf).
- LINE/: chat exports with ลุงเสถียร (changes his sett order), พี่ชาญ the cane-cutter (changes the cutting price)
  and the family group.
- บ้าน/: household spending 2568 and 2567 (xlsx, a sheet per month), the PEA house electricity bill (pdf),
  Ploy's school fee notices for terms 1 and 2 of 2567 (docx), and Insurance/: Somsak's life policy renewal letter
  (pdf), the pickup's motor insurance (docx, Thai) and the home fire policy schedule (pdf); plus a note on selling
  cane juice (md).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM = "ไร่อ้อยวรรณา (Wanna Sugarcane Farm) 88 หมู่ 4 ต.หัวหวาย อ.ตาคลี จ.นครสวรรค์ 60140 โทร 081-742-5196"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_SATHIAN_DRAFT = dict(
    top=["ใบเสนอราคา (ร่าง)", FARM, "วันที่ 3 กุมภาพันธ์ 2568",
         "เรียน ลุงเสถียร มีสุข บ้านหนองหม้อ ต.หนองหม้อ อ.ตาคลี",
         "ทางไร่ขอเสนอราคาท่อนพันธุ์อ้อยสด อายุ 8-10 เดือน ตัดใหม่ ดังนี้"],
    table=[QUOTE_HEAD,
           ("1", "ท่อนพันธุ์อ้อย ขอนแก่น 3", "15 ตัน", "1,500", "22,500"),
           ("2", "ท่อนพันธุ์อ้อย LK92-11", "5 ตัน", "1,600", "8,000"),
           ("3", "ค่าขนส่งถึงแปลง (รถหกล้อ)", "1 เที่ยว", "2,000", "2,000"),
           ("", "รวมทั้งสิ้น", "", "", "32,500")],
    bottom=["ยืนราคา 15 วัน", "หมายเหตุ: ร่าง ยังไม่ได้ส่ง รอถามราคารถหกล้อก่อน"],
)
QUOTE_SATHIAN_FINAL = dict(
    top=["ใบเสนอราคา", FARM, "เลขที่ QT-6802-003   วันที่ 10 กุมภาพันธ์ 2568",
         "เรียน ลุงเสถียร มีสุข บ้านหนองหม้อ ต.หนองหม้อ อ.ตาคลี",
         "ทางไร่ขอเสนอราคาท่อนพันธุ์อ้อยสด อายุ 8-10 เดือน ตัดใหม่ ดังนี้"],
    table=[QUOTE_HEAD,
           ("1", "ท่อนพันธุ์อ้อย ขอนแก่น 3", "20 ตัน", "1,450", "29,000"),
           ("2", "ท่อนพันธุ์อ้อย LK92-11", "5 ตัน", "1,600", "8,000"),
           ("3", "ค่าขนส่งถึงแปลง (รถหกล้อ)", "2 เที่ยว", "1,800", "3,600"),
           ("", "รวมทั้งสิ้น", "", "", "40,600")],
    bottom=["ยืนราคาถึงวันที่ 28 กุมภาพันธ์ 2568",
            "เงื่อนไข: มัดจำ 30% เป็นเงิน 12,180 บาท ส่วนที่เหลือชำระวันส่งของ",
            "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา"],
)
QUOTE_NONGPHO = dict(
    top=["ใบเสนอราคา", FARM, "เลขที่ QT-6802-004   วันที่ 12 กุมภาพันธ์ 2568",
         "เรียน ประธานสหกรณ์ผู้ปลูกอ้อยบ้านหนองโพ จำกัด (คุณบุญมี แก้วใส)",
         "ทางไร่ขอเสนอราคาท่อนพันธุ์อ้อยสด อายุ 8-10 เดือน ตัดใหม่ ดังนี้"],
    table=[QUOTE_HEAD,
           ("1", "ท่อนพันธุ์อ้อย ขอนแก่น 3", "40 ตัน", "1,400", "56,000"),
           ("2", "ท่อนพันธุ์อ้อย LK92-11", "10 ตัน", "1,550", "15,500"),
           ("3", "ค่าขนส่งถึงแปลง (รถหกล้อ)", "3 เที่ยว", "1,800", "5,400"),
           ("", "รวมทั้งสิ้น", "", "", "76,900")],
    bottom=["ยืนราคาถึงวันที่ 15 มีนาคม 2568",
            "เงื่อนไข: มัดจำ 30% เป็นเงิน 23,070 บาท ส่วนที่เหลือชำระภายใน 15 วันหลังส่งของ",
            "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา"],
)
MILL_CONTRACT = [
    "สัญญาซื้อขายอ้อย ฤดูการผลิต 2567/2568",
    "สัญญานี้ทำขึ้นเมื่อวันที่ 1 พฤศจิกายน 2567 ณ สำนักงานไร่ บริษัท น้ำตาลพิษณุสยาม จำกัด อ.ตาคลี จ.นครสวรรค์",
    "ระหว่าง บริษัท น้ำตาลพิษณุสยาม จำกัด ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\" "
    "กับ นางวรรณา ศรีสุข ชาวไร่อ้อยโควตาเลขที่ 2-0457 ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "ข้อ 1. ผู้ขายตกลงส่งอ้อยให้ผู้ซื้อในฤดูการผลิต 2567/2568 ไม่น้อยกว่า 1,800 ตัน",
    "ข้อ 2. ราคาอ้อยขั้นต้นตามประกาศคณะกรรมการอ้อยและน้ำตาลทราย ตันละ 1,197 บาท ที่ความหวาน 10 ซี.ซี.เอส. "
    "และเพิ่มหรือลดตันละ 71.82 บาท ต่อความหวาน 1 ซี.ซี.เอส.",
    "ข้อ 3. ผู้ซื้อให้เงินส่งเสริม (เงินเกี๊ยว) แก่ผู้ขาย จำนวน 500,000 บาท คิดดอกเบี้ยร้อยละ 3.5 ต่อปี "
    "โดยหักคืนจากค่าอ้อยเป็นงวดตามที่ส่งอ้อย",
    "ข้อ 4. อ้อยไฟไหม้ ผู้ซื้อจะหักเงินตันละ 30 บาท",
    "ข้อ 5. ผู้ซื้อชำระค่าอ้อยเข้าบัญชีผู้ขายภายใน 7 วันหลังสิ้นงวดการส่งอ้อยแต่ละเดือน",
    "ข้อ 6. โรงงานเปิดหีบวันที่ 10 ธันวาคม 2567 ผู้ขายต้องส่งอ้อยตามคิวที่ได้รับ",
    "ลงชื่อ ผู้ซื้อ (นายธีรวัฒน์ จันทร์หอม ผู้จัดการฝ่ายอ้อย)    ลงชื่อ ผู้ขาย (นางวรรณา ศรีสุข)",
]
MILL_STATEMENT = [
    "Pitsanu Siam Sugar Co., Ltd.\nTakhli Mill, Nakhon Sawan\nCANE PAYMENT STATEMENT - Crushing season 2024/25\n"
    "Grower: Mrs. Wanna Srisuk    Quota No. 2-0457\nPeriod: 1 - 31 January 2025\n"
    "Bank account: BAAC Takhli 0201-5-88xxxx",
    "Cane delivered: 612.40 tonnes (42 loads)\nof which burnt cane: 48.20 tonnes\nAverage CCS: 12.15\n"
    "Price per tonne at average CCS: 1,351.41 THB\nGross cane value: 827,603.48 THB\n\n"
    "Deductions:\nBurnt cane penalty (48.20 t x 30 THB): 1,446.00 THB\nAdvance repayment: 150,000.00 THB\n"
    "Interest on advance (3.5% p.a.): 1,458.33 THB\nTotal deductions: 152,904.33 THB\n\n"
    "NET PAYMENT: 674,699.15 THB\nPayment date: 7 February 2025\n"
    "Advance outstanding after this payment: 300,000.00 THB",
]
DELIVERY_HEAD = ("เดือน (Month)", "อ้อยส่ง (ตัน) Tonnes", "ความหวานเฉลี่ย (CCS)", "ราคาต่อตัน (บาท/Price per t)",
                 "ค่าอ้อย (บาท) Cane value THB", "หมายเหตุ (Note)")
DELIVERIES_6768 = [("ธ.ค. 2567", 385.6, 11.40, 1297.55, 500335.28, "เปิดหีบ 10 ธ.ค."),
                   ("ม.ค. 2568", 612.4, 12.15, 1351.41, 827603.48, "อ้อยไฟไหม้ 48.2 ตัน"),
                   ("ก.พ. 2568", 540.8, 12.60, 1383.73, 748321.18, ""),
                   ("มี.ค. 2568", 402.3, 12.90, 1405.28, 565344.14, ""),
                   ("เม.ย. 2568", 96.5, 12.20, 1355.00, 130757.50, "ปิดหีบ 12 เม.ย.")]
DELIVERIES_6667 = [("ธ.ค. 2566", 310.2, 11.10, 1513.72, 469555.94, ""),
                   ("ม.ค. 2567", 520.5, 11.85, 1577.62, 821151.21, ""),
                   ("ก.พ. 2567", 498.7, 12.30, 1615.96, 805879.25, "อ้อยไฟไหม้เยอะ"),
                   ("มี.ค. 2567", 351.4, 12.45, 1628.74, 572339.24, ""),
                   ("เม.ย. 2567", 61.5, 11.90, 1581.88, 97285.62, "")]
CUTTING_HEAD = ("เดือน (Month)", "รถตัด (ตัน) Machine-cut t", "ค่ารถตัด 170 บาท/ตัน", "ตัดมือ (ตัน) Hand-cut t",
                "ค่าตัดมือ 230 บาท/ตัน", "รวมค่าตัด (บาท) Total")
CUTTING_6768 = [("ธ.ค. 2567", 385.6, 0), ("ม.ค. 2568", 470.1, 142.3), ("ก.พ. 2568", 540.8, 0),
                ("มี.ค. 2568", 402.3, 0), ("เม.ย. 2568", 96.5, 0)]
CUTTING_6667 = [("ธ.ค. 2566", 310.2, 0), ("ม.ค. 2567", 520.5, 0), ("ก.พ. 2567", 498.7, 0),
                ("มี.ค. 2567", 351.4, 0), ("เม.ย. 2567", 61.5, 0)]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
FARM_COSTS = [
    ("ค่าปุ๋ย (Fertilizer)", [0, 0, 0, 44500, 62300, 18900]),
    ("ค่าน้ำมันดีเซล (Diesel)", [42800, 39600, 38450, 21300, 18750, 15400]),
    ("ค่าแรงคนงาน (Labour)", [36000, 36000, 32400, 28800, 24000, 24000]),
    ("ค่าซ่อมรถ/เครื่องจักร (Repairs)", [18725, 3200, 0, 6500, 0, 2800]),
    ("ค่าไฟปั๊มน้ำ (Pump electricity)", [1120, 2968.37, 3410, 3870, 2150, 980]),
    ("ค่าเช่าที่ดิน (Land rent)", [0, 0, 0, 0, 42000, 0]),
]
FERT_2025 = [
    "Thong Nakhon Fertilizer Ltd., Part.\n45 Phahonyothin Road, Takhli, Nakhon Sawan 60140  Tel. 056-261-884\n"
    "PRICE LIST 2025 (effective 1 January 2025)\nAll prices in THB per 50 kg bag, VAT included",
    "Urea 46-0-0 ........................ 890\nFormula 15-15-15 .................... 1,050\n"
    "Formula 16-8-8 ...................... 820\nAmmonium sulphate 21-0-0 ............ 520\n"
    "Organic fertilizer (pellet) ......... 290\n\n"
    "Free delivery for orders of 50 bags or more; otherwise 500 THB per trip.\n"
    "2% cash discount if paid within 7 days.\nPrices may change without notice.",
]
FERT_2567 = dict(
    top=["หจก. ทองนครปุ๋ยเกษตร", "45 ถ.พหลโยธิน อ.ตาคลี จ.นครสวรรค์ โทร 056-261-884",
         "ใบแจ้งราคาปุ๋ย ประจำปี 2567 (ราคาต่อกระสอบ 50 กก. รวมภาษีแล้ว)"],
    table=[("สูตรปุ๋ย", "ราคา/กระสอบ (บาท)"),
           ("ยูเรีย 46-0-0", "950"), ("15-15-15", "1,120"), ("16-8-8", "790"),
           ("แอมโมเนียมซัลเฟต 21-0-0", "480"), ("ปุ๋ยอินทรีย์อัดเม็ด", "270")],
    bottom=["ส่งฟรีเมื่อสั่งตั้งแต่ 40 กระสอบขึ้นไป", "ชำระเงินสดภายใน 7 วัน ลด 2%"],
)
DRIP_QUOTE = [
    "AquaGrow Irrigation Co., Ltd.\n219 Sawanwithi Road, Mueang, Nakhon Sawan 60000\n"
    "QUOTATION No. Q-2025-118    Date: 18 February 2025\nTo: Mrs. Wanna Srisuk, Wanna Sugarcane Farm, Takhli",
    "Project: Drip irrigation for sugarcane, 60 rai (plot Nong Pho)\n"
    "Price: 8,000 THB per rai x 60 rai = 480,000 THB (installation included)\n"
    "Includes: 7.5 HP submersible pump, sand filter, 16 mm drip tape, PE main pipes, valves\n"
    "Installation: 30 days after deposit\nWarranty: pipes and tape 2 years, pump 2 years\n"
    "Payment: 50% deposit, 50% on handover\nQuotation valid until 31 March 2025\n"
    "Sales engineer: Napat Kongkaew  Tel. 089-330-4172",
]
DRIP_EMAIL = """From: Napat Kongkaew <napat.k@aquagrow-irrigation.co.th>
To: Wanna Srisuk <wanna.srisuk68@gmail.com>
Date: Mon, 3 Mar 2025 10:42 +0700
Subject: Re: Quotation Q-2025-118 drip irrigation 60 rai

Dear Khun Wanna,

Thank you for your call on Friday. After checking the plot again, our manager agreed to a special price for
the growers' association members: 7,600 THB per rai, so the total for 60 rai becomes 456,000 THB
(installation included).

We can also finish the installation within 20 days after the deposit instead of 30 days. If you confirm by
20 March 2025, the pump warranty is extended to 5 years.

Everything else in the quotation stays the same.

Best regards,
Napat Kongkaew
Sales Engineer, AquaGrow Irrigation Co., Ltd.
089-330-4172
"""
TRACTOR_INVOICE = [
    "Nakhon Tractor & Service\n112/5 Moo 1, Takhli - Tha Tako Road, Takhli, Nakhon Sawan\nTax ID 0603556001247\n"
    "TAX INVOICE / RECEIPT  No. INV-2568-0042\nDate: 22 January 2025\n"
    "Customer: Mrs. Wanna Srisuk, 88 Moo 4, Hua Wai, Takhli",
    "Job: Cane loader - hydraulic pump replacement and service\n"
    "Hydraulic pump (new) ................ 12,500.00\nHydraulic oil 20 L ................... 1,800.00\n"
    "Labour (2 technicians, 1 day) ...... 3,200.00\nSubtotal ........................... 17,500.00\n"
    "VAT 7% ............................. 1,225.00\nTOTAL .............................. 18,725.00 THB\n"
    "Paid by transfer 22/01/2025. Warranty on pump 6 months.",
]
PLAN = [
    ("แผนไร่อ้อยวรรณา ฤดู 2568/69 (Plan 2026)", "จัดทำโดย วรรณา ศรีสุข มีนาคม 2568"),
    ("เป้าหมาย", "ผลผลิต 2,400 ตัน (ฤดูนี้ได้ 2,037.6 ตัน)\nความหวานเฉลี่ย 13 CCS\nอ้อยไฟไหม้ 0% ตัดสดทั้งหมด"),
    ("พื้นที่", "พื้นที่เดิม 285 ไร่ + เช่าเพิ่มจากลุงประยูร 35 ไร่ = 320 ไร่\nปลูกใหม่ 90 ไร่ ที่เหลือเป็นอ้อยตอ"),
    ("ลงทุน", "ระบบน้ำหยด 60 ไร่ แปลงหนองโพ งบ 480,000 บาท\nเครื่องปลูกอ้อย 185,000 บาท\nรวมลงทุน 665,000 บาท"),
    ("แหล่งเงิน", "กู้ ธ.ก.ส. 600,000 บาท ดอกเบี้ย 4.5% ผ่อน 5 ปี\nเงินเก็บของไร่ 65,000 บาท"),
    ("ตารางงาน", "พ.ค. เตรียมดิน แปลงลุงประยูร\nมิ.ย. ติดตั้งน้ำหยด\nต.ค.-พ.ย. ปลูกอ้อยข้ามแล้ง 90 ไร่"),
]
MEETING = """# บันทึกประชุมสมาคมชาวไร่อ้อยตาคลี 15 มีนาคม 2568

ที่ศาลาวัดหัวหวาย  ผู้เข้าประชุม 64 คน  (วรรณาไปกับพี่ศักดิ์)

## เรื่องแจ้ง
- ราคาอ้อยขั้นต้นฤดู 2567/68 ตันละ 1,197 บาท ที่ 10 ซีซีเอส (ต่ำกว่าปีที่แล้ว)
- รัฐช่วยค่าตัดอ้อยสด ตันละ 120 บาท ต้องลงทะเบียนกับสมาคมภายใน 30 เมษายน 2568
- ฤดูหน้า โรงงานในพื้นที่จะรับอ้อยไฟไหม้ไม่เกิน 10% ของอ้อยที่ส่ง

## มติ
- สมาคมจัดซื้อปุ๋ยรวม ยูเรีย 46-0-0 ราคาพิเศษกระสอบละ 860 บาท สั่งได้ถึง 10 เมษายน 2568
- เก็บค่าบำรุงสมาคมปีละ 500 บาท
- จัดอบรมการใช้น้ำหยด วันที่ 26 เมษายน 2568

## ครั้งหน้า
- ประชุมครั้งต่อไป 5 มิถุนายน 2568
"""
FIELD_NOTES = """# แปลงอ้อย (โน้ตไว้ดูเอง)

| แปลง | ไร่ | พันธุ์ | สถานะ |
|---|---|---|---|
| หนองโพ | 120 | ขอนแก่น 3 | ตอ 2 |
| โคกสำโรง | 85 | LK92-11 | ปลูกใหม่ ปี 67 |
| หลังบ้าน | 80 | ขอนแก่น 3 | ตอ 1 |

รวม 285 ไร่
- โคกสำโรงดินเหนียว ฝนตกแล้วรถตัดเข้าไม่ได้
- หนองโพจะทำน้ำหยดปีหน้า
"""
LAND_LEASE = [
    "สัญญาเช่าที่ดินเพื่อทำไร่อ้อย",
    "ทำที่ บ้านเลขที่ 17 หมู่ 6 ต.หัวหวาย อ.ตาคลี จ.นครสวรรค์ วันที่ 25 มีนาคม 2568",
    "ผู้ให้เช่า: นายประยูร ทองดี   ผู้เช่า: นางวรรณา ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 14872 เนื้อที่ 35 ไร่ ต.หัวหวาย เพื่อปลูกอ้อย",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2571",
    "ข้อ 3. ค่าเช่าไร่ละ 1,200 บาทต่อปี รวมปีละ 42,000 บาท ชำระล่วงหน้าภายในวันที่ 15 พฤษภาคม ของทุกปี",
    "ข้อ 4. ผู้เช่ามีสิทธิ์เก็บเกี่ยวอ้อยตอที่ปลูกไว้จนสิ้นสุดสัญญา",
    "ข้อ 5. หากผู้ให้เช่าจะขายที่ดิน ต้องแจ้งผู้เช่าล่วงหน้าไม่น้อยกว่า 6 เดือน",
    "ลงชื่อ ผู้ให้เช่า (นายประยูร ทองดี)   ลงชื่อ ผู้เช่า (นางวรรณา ศรีสุข)   พยาน (นายสมศักดิ์ ศรีสุข)",
]


def _pea_bill(place: str, account: str, period: str, units: int, lines: str, total: str, due: str) -> list[str]:
    return ["Provincial Electricity Authority (PEA)\nTakhli Branch Office\nELECTRICITY BILL - February 2025\n"
            f"Customer: Mrs. Wanna Srisuk\nPlace of use: {place}\nAccount No. {account}",
            f"Meter reading period: {period}\nUnits used: {units} kWh\n{lines}\nAmount due: {total} THB\n"
            f"Due date: {due}\nPay at PEA counters, 7-Eleven or the PEA Smart Plus app."]


PEA_HOUSE = _pea_bill("88 Moo 4, Hua Wai, Takhli (residence)", "020045678912", "14 Jan 2025 - 13 Feb 2025", 386,
                      "Energy charge: 1,475.24 THB\nService charge: 38.22 THB\nFt charge: 114.93 THB\n"
                      "VAT 7%: 113.99 THB", "1,742.38", "14 March 2025")
PEA_PUMP = _pea_bill("Nong Pho field, water pump (agricultural)", "020045991305", "14 Jan 2025 - 13 Feb 2025", 620,
                     "Energy charge: 2,556.30 THB\nService charge: 38.22 THB\nFt charge: 179.66 THB\n"
                     "VAT 7%: 194.19 THB", "2,968.37", "14 March 2025")
LIFE_LETTER = [
    "Sawasdee Life Assurance PCL\n999 Rama 4 Road, Bangkok 10500\n\n10 March 2025\n\n"
    "Mr. Somsak Srisuk\n88 Moo 4, Hua Wai, Takhli, Nakhon Sawan 60140\n\n"
    "Subject: Premium due notice - Policy No. SL-5520391",
    "Dear Mr. Somsak,\nYour policy Whole Life 99/20 with Health Rider is due for its 7th annual premium.\n"
    "Sum assured: 1,000,000 THB\nLife premium: 19,800 THB\nHealth rider premium: 8,840 THB\n"
    "Total premium due: 28,640 THB\nDue date: 20 April 2025\n"
    "Grace period: 31 days. The policy lapses if the premium is not paid within the grace period.\n"
    "Premiums paid are tax deductible up to 100,000 THB per year.\nAgent: Ms. Kannika Phromma 086-115-2290",
]
CAR_INSURANCE = dict(
    top=["บริษัท ไทยรุ่งเรืองประกันภัย จำกัด (มหาชน)", "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
         "กรมธรรม์เลขที่ TRV-68-0415520", "ผู้เอาประกันภัย: นางวรรณา ศรีสุข 88 หมู่ 4 ต.หัวหวาย อ.ตาคลี จ.นครสวรรค์"],
    table=[("รายการ", "รายละเอียด"),
           ("รถยนต์", "อีซูซุ ดีแมกซ์ สเปซแค็บ ปี 2020 ทะเบียน บค 4521 นครสวรรค์"),
           ("ระยะเวลาคุ้มครอง", "15 มีนาคม 2568 ถึง 15 มีนาคม 2569"),
           ("ทุนประกัน", "520,000 บาท"),
           ("ค่าเสียหายส่วนแรก", "1,000 บาท"),
           ("เบี้ยประกันภัยรวมภาษีอากร", "17,900 บาท")],
    bottom=["ซ่อมอู่ในเครือ  แจ้งเหตุ 24 ชม. โทร 1792"],
)
FIRE_SCHEDULE = [
    "Chao Phraya Insurance PCL\nFIRE INSURANCE POLICY SCHEDULE (Residential)\nPolicy No. FI-25-0087713\n"
    "Insured: Mrs. Wanna Srisuk\nProperty: two-storey house, concrete and wood, 88 Moo 4, Hua Wai, Takhli, "
    "Nakhon Sawan",
    "Period of insurance: 1 January 2025 to 1 January 2026\nSum insured - building: 1,500,000 THB\n"
    "Sum insured - contents: 200,000 THB\nCovers: fire, lightning, explosion, windstorm, flood (up to 20,000 THB "
    "per year), earthquake\nPremium (incl. stamp duty and VAT): 2,140.00 THB\n"
    "Excess: none\nClaims hotline: 1615",
]
SCHOOL_T1 = dict(
    top=["โรงเรียนอนุบาลรัตนวิทย์ ตาคลี", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2567",
         "นักเรียน: เด็กหญิงพลอยชมพู ศรีสุข ชั้น ป.5/2 เลขประจำตัว 6128"],
    table=[("รายการ", "จำนวนเงิน (บาท)"), ("ค่าธรรมเนียมการเรียน", "18,500"), ("ค่าอาหารกลางวัน", "4,200"),
           ("ค่าหนังสือและชุดนักเรียน", "3,850"), ("รวม", "26,550")],
    bottom=["กรุณาชำระภายในวันที่ 15 พฤษภาคม 2567 ที่ฝ่ายการเงินหรือโอนเข้าบัญชีโรงเรียน"],
)
SCHOOL_T2 = dict(
    top=["โรงเรียนอนุบาลรัตนวิทย์ ตาคลี", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567",
         "นักเรียน: เด็กหญิงพลอยชมพู ศรีสุข ชั้น ป.5/2 เลขประจำตัว 6128"],
    table=[("รายการ", "จำนวนเงิน (บาท)"), ("ค่าธรรมเนียมการเรียน", "18,500"), ("ค่าอาหารกลางวัน", "4,200"),
           ("ค่ากิจกรรมทัศนศึกษา", "1,500"), ("ค่าประกันอุบัติเหตุ", "350"), ("รวม", "24,550")],
    bottom=["กรุณาชำระภายในวันที่ 31 ตุลาคม 2567 ที่ฝ่ายการเงินหรือโอนเข้าบัญชีโรงเรียน",
            "ชำระหลังกำหนดปรับวันละ 20 บาท"],
)
SPENDING_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING_2568 = {
    "ม.ค. 68": [("ค่ากับข้าว (Groceries)", 10420, ""), ("ค่าไฟบ้าน (Electricity)", 1698.55, ""),
                ("ค่าน้ำประปา (Water)", 198, ""), ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 1098, ""),
                ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 5200, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, ""),
                ("ค่าขนม+รถตู้น้องพลอย (Ploy pocket money & van)", 3200, ""), ("ให้แม่ (For mom)", 3000, "")],
    "ก.พ. 68": [("ค่ากับข้าว (Groceries)", 9850, ""), ("ค่าไฟบ้าน (Electricity)", 1611.40, ""),
                ("ค่าน้ำประปา (Water)", 214, ""), ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 1098, ""),
                ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 4600, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, ""),
                ("ค่าขนม+รถตู้น้องพลอย (Ploy pocket money & van)", 3200, ""), ("ให้แม่ (For mom)", 3000, ""),
                ("ของขวัญวันเกิดยาย (Grandma's birthday)", 2500, "")],
    "มี.ค. 68": [("ค่ากับข้าว (Groceries)", 10980, ""), ("ค่าไฟบ้าน (Electricity)", 1742.38, "บิล ก.พ."),
                 ("ค่าน้ำประปา (Water)", 236, ""), ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 1098, ""),
                 ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 4950, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, ""),
                 ("ประกันรถกระบะ (Pickup insurance)", 17900, "ต่อประกัน"),
                 ("ค่าขนม+รถตู้น้องพลอย (Ploy pocket money & van)", 3200, ""), ("ให้แม่ (For mom)", 3000, "")],
}
SPENDING_2567 = {
    "ม.ค. 67": [("ค่ากับข้าว (Groceries)", 9200, ""), ("ค่าไฟบ้าน (Electricity)", 1480.20, ""),
                ("ค่าน้ำประปา (Water)", 185, ""), ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""),
                ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 5600, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, ""),
                ("ค่าขนม+รถตู้น้องพลอย (Ploy pocket money & van)", 2800, ""), ("ให้แม่ (For mom)", 3000, "")],
    "ก.พ. 67": [("ค่ากับข้าว (Groceries)", 8900, ""), ("ค่าไฟบ้าน (Electricity)", 1395.75, ""),
                ("ค่าน้ำประปา (Water)", 176, ""), ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""),
                ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 5350, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, ""),
                ("ค่าขนม+รถตู้น้องพลอย (Ploy pocket money & van)", 2800, ""), ("ให้แม่ (For mom)", 3000, "")],
    "มี.ค. 67": [("ค่ากับข้าว (Groceries)", 9650, ""), ("ค่าไฟบ้าน (Electricity)", 1620.10, ""),
                 ("ค่าน้ำประปา (Water)", 190, ""), ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""),
                 ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 5100, ""), ("ผ่อนรถกระบะ (Pickup instalment)", 11480, ""),
                 ("ประกันรถกระบะ (Pickup insurance)", 18650, ""),
                 ("ค่าขนม+รถตู้น้องพลอย (Ploy pocket money & van)", 2800, ""), ("ให้แม่ (For mom)", 3000, "")],
}
TEXTS = {
    "LINE/[LINE] ลุงเสถียร.txt": (
        "[LINE] แชทกับ ลุงเสถียร\nบันทึกเมื่อ: 16/02/2568 20:15\n\n"
        "[10/02/2568 09:12] วรรณา ไร่อ้อย: ลุงคะ ส่งใบเสนอราคาท่อนพันธุ์ไปให้แล้วนะคะ ขอนแก่น 3 20 ตัน ตันละ 1,450\n"
        "[10/02/2568 11:40] ลุงเสถียร: ได้แล้วหลาน เดี๋ยวลุงดูแปลงก่อน\n"
        "[14/02/2568 07:05] ลุงเสถียร: หลานวรรณา ลุงขอลดขอนแก่น 3 เหลือ 18 ตันได้ไหม แปลงหลังบ้านน้ำขังปลูกไม่ได้\n"
        "[14/02/2568 07:31] วรรณา ไร่อ้อย: ได้ค่ะลุง งั้นขอนแก่น 3 18 ตัน ตันละ 1,450 เป็น 26,100 บาท "
        "LK92-11 5 ตันเท่าเดิม 8,000 ค่ารถ 2 เที่ยว 3,600 รวมเป็น 37,700 บาทค่ะ\n"
        "[14/02/2568 07:33] ลุงเสถียร: ตกลงตามนี้\n"
        "[15/02/2568 18:20] ลุงเสถียร: โอนมัดจำให้ 10,000 แล้วนะ ที่เหลือจ่ายวันส่งของ\n"
        "[15/02/2568 18:45] วรรณา ไร่อ้อย: ได้รับแล้วค่ะลุง ขอบคุณค่ะ จะตัดส่งให้วันที่ 20 ก.พ. นะคะ\n"
        "[20/02/2568 16:02] ลุงเสถียร: ของถึงแล้ว สวยดี ขอบใจ\n"),
    "LINE/[LINE] พี่ชาญ รถตัดอ้อย.txt": (
        "[LINE] แชทกับ พี่ชาญ รถตัดอ้อย\nบันทึกเมื่อ: 25/01/2568 21:00\n\n"
        "[05/12/2567 18:20] พี่ชาญ รถตัดอ้อย: ปีนี้ค่ารถตัดตันละ 180 นะวรรณา\n"
        "[05/12/2567 18:25] วรรณา ไร่อ้อย: แพงขึ้นเยอะเลยพี่ ปีที่แล้ว 160 เอง\n"
        "[06/12/2567 08:02] พี่ชาญ รถตัดอ้อย: น้ำมันขึ้นอะ งั้นลดให้เหลือ 170 รวมขนส่งเข้าโรงงานด้วย\n"
        "[06/12/2567 08:10] วรรณา ไร่อ้อย: โอเคค่ะ ตันละ 170 รวมขนส่ง เริ่มตัดแปลงหนองโพวันที่ 12 ธ.ค. นะคะ\n"
        "[06/12/2567 08:11] พี่ชาญ รถตัดอ้อย: ได้เลย\n"
        "[20/01/2568 06:45] พี่ชาญ รถตัดอ้อย: แปลงโคกสำโรงดินเละ รถตัดลงไม่ได้ ต้องใช้คนตัดแทน ตันละ 230 นะ\n"
        "[20/01/2568 07:02] วรรณา ไร่อ้อย: ok ค่ะพี่ เฉพาะแปลงโคกสำโรงนะคะ แปลงอื่นใช้รถตัด 170 เหมือนเดิม\n"
        "[24/01/2568 19:30] พี่ชาญ รถตัดอ้อย: โคกสำโรงตัดมือเสร็จแล้ว 142.3 ตัน\n"),
    "LINE/[LINE] บ้านศรีสุข.txt": (
        "[LINE] แชทในกลุ่ม บ้านศรีสุข\nบันทึกเมื่อ: 12/03/2568 21:40\n\n"
        "[08/02/2568 19:02] แม่: วันเกิดยายวันที่ 16 นี้ กินข้าวที่ร้านครัวริมบึงนะ\n"
        "[08/02/2568 19:10] วรรณา: ได้จ้า เดี๋ยวซื้อของขวัญเอง\n"
        "[11/03/2568 20:15] พี่ศักดิ์: จดหมายประกันชีวิตพี่มาแล้ว ต้องจ่ายก่อน 20 เม.ย.\n"
        "[11/03/2568 20:20] วรรณา: เดี๋ยวขายอ้อยงวดหน้าแล้วจ่ายนะ\n"
        "[12/03/2568 07:30] พลอย: แม่ๆ ครูให้เตรียมชุดลูกเสือใหม่ค่ะ\n"),
    "บ้าน/ไอเดียขายน้ำอ้อยหน้าบ้าน.md": (
        "# ไอเดีย ขายน้ำอ้อยคั้นสดหน้าบ้าน\n- เครื่องหีบอ้อยมือสอง ประมาณ 15,000 บาท\n"
        "- ขวดละ 25 บาท (350 มล.) ใส่น้ำแข็ง\n- อ้อยสายพันธุ์สุพรรณ 50 หวานกว่า ไม่ใช้อ้อยโรงงาน\n"
        "- ให้แม่ช่วยขายตอนเช้า ช่วงปิดเทอม\n"),
    "ไร่อ้อย/บันทึกประชุมสมาคมชาวไร่อ้อย_15มีค68.md": MEETING,
    "ไร่อ้อย/แปลงอ้อย_โน้ต.md": FIELD_NOTES,
    "ไร่อ้อย/Suppliers/email_AquaGrow_revised_price.txt": DRIP_EMAIL,
}
WORKSPECT = {"todo.md": "- โทรหาพี่ชาญเรื่องคิวรถตัดฤดูหน้า\n- โอนค่าประกันชีวิตพี่ศักดิ์ก่อน 20 เม.ย.\n"
                        "- ยืนยันน้ำหยดกับ AquaGrow ก่อน 20 มี.ค.\n- จ่ายค่าเช่าที่ลุงประยูรก่อน 15 พ.ค.\n"
                        "- ลงทะเบียนตัดอ้อยสดกับสมาคม\n"}


def _deliveries(path: Path, season: str, rows: list[tuple], cutting: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ส่งอ้อย Deliveries"
    sheet.append([f"ยอดส่งอ้อย โรงงานน้ำตาลพิษณุสยาม ฤดูหีบ {season} โควตา 2-0457"])
    sheet.append(list(DELIVERY_HEAD))
    for row in rows:
        sheet.append(list(row))
    tonnes = round(sum(row[1] for row in rows), 1)
    ccs = round(sum(row[1] * row[2] for row in rows) / tonnes, 2)
    sheet.append(["รวม (Total)", tonnes, ccs, "", round(sum(row[4] for row in rows), 2), "CCS = เฉลี่ยถ่วงน้ำหนัก"])
    money_format(sheet, 4)
    money_format(sheet, 5)
    cut = book.create_sheet("ค่าตัด Cutting")
    cut.append([f"ค่าตัดอ้อย ฤดูหีบ {season} (พี่ชาญ รถตัดอ้อย)"])
    cut.append(list(CUTTING_HEAD))
    rate = 170 if season == "2567/68" else 160
    cut.cell(row=2, column=3).value = f"ค่ารถตัด {rate} บาท/ตัน"
    for month, machine, hand in cutting:
        cut.append([month, machine, round(machine * rate, 2), hand, round(hand * 230, 2),
                    round(machine * rate + hand * 230, 2)])
    total = round(sum(m * rate + h * 230 for _, m, h in cutting), 2)
    cut.append(["รวม (Total)", "", "", "", "", total])
    for column in (3, 5, 6):
        money_format(cut, column)
    book.save(path)


def _farm_costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่ายไร่ 2568"
    sheet.append(["ค่าใช้จ่ายไร่อ้อยวรรณา ปี 2568 (Farm expenses 2025)"])
    sheet.append(["รายการ (Item)"] + MONTHS + ["รวม (Total)"])
    for item, values in FARM_COSTS:
        sheet.append([item] + values + [round(sum(values), 2)])
    sums = [round(sum(values[i] for _, values in FARM_COSTS), 2) for i in range(len(MONTHS))]
    sheet.append(["รวมทุกหมวด (All)"] + sums + [round(sum(sums), 2)])
    for column in range(2, len(MONTHS) + 3):
        money_format(sheet, column)
    book.save(path)


def _spending(path: Path, months: dict[str, list[tuple]]) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in months.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Wanna's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "ไร่อ้อย", docs / "บ้าน"
    for sub in (farm / "ใบเสนอราคา", farm / "โรงงาน", farm / "บัญชี", farm / "Suppliers",
                home / "Insurance", home / "น้องพลอย", docs / "LINE"):
        sub.mkdir(parents=True, exist_ok=True)
    write_docx(farm / "ใบเสนอราคา" / "ใบเสนอราคา_ท่อนพันธุ์_ลุงเสถียร_ร่าง.docx", **QUOTE_SATHIAN_DRAFT)
    write_docx(farm / "ใบเสนอราคา" / "ใบเสนอราคา_ท่อนพันธุ์_ลุงเสถียร_final.docx", **QUOTE_SATHIAN_FINAL)
    write_docx(farm / "ใบเสนอราคา" / "ใบเสนอราคา_ท่อนพันธุ์_สหกรณ์หนองโพ.docx", **QUOTE_NONGPHO)
    write_docx(farm / "โรงงาน" / "สัญญาซื้อขายอ้อย_พิษณุสยาม_2567-68.docx", MILL_CONTRACT)
    make_pdf(farm / "โรงงาน" / "PitsanuSiam_cane_payment_Jan2025.pdf", MILL_STATEMENT)
    _deliveries(farm / "บัญชี" / "ยอดส่งอ้อย_ฤดูหีบ2567-68.xlsx", "2567/68", DELIVERIES_6768, CUTTING_6768)
    _deliveries(farm / "บัญชี" / "ยอดส่งอ้อย_ฤดูหีบ2566-67.xlsx", "2566/67", DELIVERIES_6667, CUTTING_6667)
    _farm_costs(farm / "บัญชี" / "ค่าใช้จ่ายไร่_2568.xlsx")
    make_pdf(farm / "Suppliers" / "ThongNakhon_Fertilizer_pricelist_2025.pdf", FERT_2025)
    write_docx(farm / "Suppliers" / "ราคาปุ๋ยทองนคร_2567.docx", **FERT_2567)
    make_pdf(farm / "Suppliers" / "AquaGrow_drip_quote_Q-2025-118.pdf", DRIP_QUOTE)
    make_pdf(farm / "Suppliers" / "NakhonTractor_invoice_INV-2568-0042.pdf", TRACTOR_INVOICE)
    write_slides(farm / "แผนไร่อ้อย_ฤดู2568-69.pptx", PLAN)
    write_docx(farm / "สัญญาเช่าที่ดิน_ลุงประยูร_35ไร่.docx", LAND_LEASE)
    make_pdf(farm / "PEA_bill_pump_NongPho_Feb2025.pdf", PEA_PUMP)
    make_pdf(home / "PEA_bill_house_Feb2025.pdf", PEA_HOUSE)
    _spending(home / "ค่าใช้จ่ายในบ้าน_2568.xlsx", SPENDING_2568)
    _spending(home / "ค่าใช้จ่ายในบ้าน_2567.xlsx", SPENDING_2567)
    write_docx(home / "น้องพลอย" / "ค่าเทอม_พลอย_เทอม1_2567.docx", **SCHOOL_T1)
    write_docx(home / "น้องพลอย" / "ค่าเทอม_พลอย_เทอม2_2567.docx", **SCHOOL_T2)
    make_pdf(home / "Insurance" / "SawasdeeLife_premium_notice_2025.pdf", LIFE_LETTER)
    write_docx(home / "Insurance" / "ประกันรถกระบะ_บค4521_2568.docx", **CAR_INSURANCE)
    make_pdf(home / "Insurance" / "ChaoPhraya_fire_policy_2025.pdf", FIRE_SCHEDULE)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Wanna's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
