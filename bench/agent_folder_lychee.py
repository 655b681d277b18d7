"""The lychee folder: the papers of a lychee and longan grower in Chiang Rai and her household, written by code.

The owner is คุณอรุณี ใจคำ (พี่อร). She runs "สวนใจคำ" (Jaikham Orchard), 88 หมู่ 7 ต.ป่าตึง อ.แม่จัน จ.เชียงราย:
ลิ้นจี่ฮงฮวย 15 ไร่, off-season ลำไยอีดอ 22 ไร่ (แปลง 1-3) and in-season ลำไย 4 ไร่ behind the house. She sells the
off-season longan to the packing house บริษัท โกลด์ฟรุ๊ต เชียงราย จำกัด (Gold Fruit Chiang Rai Co., Ltd., buyer
เฮียวิทย์ / Mr. Wittaya Saelee) and exports lychee to Kunming through the broker Mekong Harvest Trading Co., Ltd.
(coordinator คุณหลิว). Her husband บูรณ์ (สมบูรณ์) runs the spraying and the pickup, the crew is led by ลุงจันทร์,
her daughter ฝ้าย (ด.ญ.ฝ้ายคำ) is in ม.2, her son ต้น studies in Chiang Mai, her father-in-law พ่อคำปัน lives with
them. It is November 2568 (2025).

Documents/สวนใจคำ/ (the business)
- ล้งโกลด์ฟรุ๊ต/สัญญาซื้อขายลำไย_โกลด์ฟรุ๊ต_ร่าง.docx: draft off-season longan contract GF-C-2568/041
  (AA 36, A 27, B 16 บาท/กก., about 18,000 กก., deposit 50,000).
- ล้งโกลด์ฟรุ๊ต/สัญญาซื้อขายลำไย_โกลด์ฟรุ๊ต_ฉบับลงนาม.docx: the signed final (AA 38, A 29, B 18, 20,000 กก.,
  deposit 60,000, delivery 15 ก.พ. - 31 มี.ค. 2569).
- ล้งโกลด์ฟรุ๊ต/GoldFruit_payment_statement_2024-25.pdf: the same firm in English: last season's grower payment
  statement (14,400 kg, gross 444,950.00, net 403,510.00).
- ส่งออก/MekongHarvest_settlement_MH-LC-2568-014.pdf: English export settlement for the 2025 lychee
  (A 4,200 kg x 62, B 1,600 kg x 45, commission 16,620.00, net 302,480.00, paid 12 June 2025).
- ส่งออก/email_MekongHarvest_2026_booking.txt: English email offering 2026 advance booking (A 65 THB/kg,
  commission 4.5% from 5,000 kg, deposit 20,000, reply by 15 Dec 2025).
- ส่งออก/แชทไลน์_คุณหลิว_MekongHarvest.txt: LINE chat; the price settles at 66 บาท and the booking drops from
  5,000 to 4,000 โล (commission back to 5%).
- ซื้อของ/CRAgro_invoice_IV-6808-0452.pdf: English invoice from Chiang Rai Agro Supply (potassium chlorate and
  fertiliser, 53,780.00, due 7 Oct 2025).
- ซื้อของ/ใบเสนอราคา_ระบบน้ำ_แม่จันรุ่งเรือง.docx and ใบเสนอราคา_ระบบน้ำ_ดอยงามชลประทาน.docx: two similar
  mini-sprinkler quotes for plots 1-3 (68,000 vs 64,000; pump warranty 1 vs 2 years).
- บัญชี/บัญชีสวน_2568.xlsx: this year's book, three sheets (income by month ม.ค.-ต.ค.; expenses by month;
  harvest by crop and grade).
- บัญชี/บัญชีสวน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: October wages of three workers, 12,950 in all.
- บัญชี/บันทึกราดสารลำไย_2568.md: the potassium-chlorate log for plots 1-3 (350 กก. in August).
- เอกสาร/หนังสือนัดตรวจGAP_2568.docx: the GAP renewal inspection notice (inspection 9 ธ.ค. 2568, expiry
  25 ธ.ค. 2568).
- เอกสาร/SiamRuralBank_loan_approval_Oct2025.pdf: English loan approval (250,000 THB at 6.875%, repay by
  31 March 2026, fee 1,250).
- แผนสวนปี2569.pptx: slides, the plan for next year (1,150,000 target, 20,000 กก. longan, irrigation).
- แชทไลน์_ลุงจันทร์_คนงาน.txt: LINE chat with the crew leader; the wage moves from 350 to 370 and the crew from
  8 คน 5 วัน to 10 คน 4 วัน, 14,800 in all.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/LannaLink_internet_Oct2025.pdf: English bills (1,488.85; 695.50).
- ประกัน/GoldenTriangleLife_health_renewal_2025.pdf: English health-insurance renewal (28,200, last year 25,800,
  pay by 25 Nov 2025, or 2,350 a month).
- ค่าเทอมฝ้าย/ค่าเทอม_ฝ้าย_เทอม1-2568.docx and ค่าเทอม_ฝ้าย_เทอม2-2568.docx: school fee notices (21,085; 22,050).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the health insurance row
  names โกลเด้นไทรแองเกิ้ลประกันชีวิต (Golden Triangle Life in the English letter).
- แชทไลน์_ครอบครัวใจคำ.txt: the family's LINE group.
- นัดหมอพ่อคำปัน.md: notes on the father-in-law's appointments.
- สูตรน้ำพริกอ่อง.md and ทำบุญกฐิน_2568.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- packing-house contract (draft and final)
GF_BUYER = "บริษัท โกลด์ฟรุ๊ต เชียงราย จำกัด 219 หมู่ 2 ต.แม่จัน อ.แม่จัน จ.เชียงราย 57110 โทร 053-660-415"


def _contract(final: bool) -> tuple[list, list, list]:
    top = [
        "สัญญาซื้อขายลำไยนอกฤดู ฤดูกาลผลิต 2568/69" + ("" if final else " (ร่าง)"),
        "สัญญาเลขที่ GF-C-2568/041",
        "ทำที่ " + GF_BUYER,
        "วันที่ " + ("5 พฤศจิกายน 2568" if final else "20 ตุลาคม 2568"),
        "ระหว่าง บริษัท โกลด์ฟรุ๊ต เชียงราย จำกัด โดย นายวิทยา แซ่ลี้ ผู้จัดการฝ่ายจัดซื้อ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
        "กับ นางอรุณี ใจคำ เจ้าของสวนใจคำ 88 หมู่ 7 ต.ป่าตึง อ.แม่จัน จ.เชียงราย ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    ]
    if final:
        price = "เกรด AA ราคา 38 บาท/กก.\nเกรด A ราคา 29 บาท/กก.\nเกรด B ราคา 18 บาท/กก.\nราคารับซื้อ ณ ล้งของผู้ซื้อ"
        amount = "ลำไยพันธุ์อีดอ นอกฤดู จากแปลง 1-3 พื้นที่ 22 ไร่ ประมาณการผลผลิต 20,000 กก."
        deposit = "ผู้ซื้อจ่ายเงินมัดจำ 60,000 บาท ภายใน 7 วันนับจากวันลงนาม และหักคืนจากค่าลำไยงวดแรก"
    else:
        price = "เกรด AA ราคา 36 บาท/กก.\nเกรด A ราคา 27 บาท/กก.\nเกรด B ราคา 16 บาท/กก.\nราคารับซื้อ ณ ล้งของผู้ซื้อ"
        amount = "ลำไยพันธุ์อีดอ นอกฤดู จากแปลง 1-3 พื้นที่ 22 ไร่ ประมาณการผลผลิต 18,000 กก."
        deposit = "ผู้ซื้อจ่ายเงินมัดจำ 50,000 บาท ภายใน 7 วันนับจากวันลงนาม และหักคืนจากค่าลำไยงวดแรก"
    headings = [
        ("ข้อ 1 สินค้า", amount + "\nขนาดผลตามเกณฑ์ของผู้ซื้อ ผิวสวย ไม่มีรอยแมลง"),
        ("ข้อ 2 ราคา", price),
        ("ข้อ 3 ระยะเวลาส่งมอบ", "ระหว่างวันที่ 15 กุมภาพันธ์ 2569 ถึงวันที่ 31 มีนาคม 2569\n"
                                "ผู้ขายแจ้งวันตัดล่วงหน้าอย่างน้อย 3 วัน"),
        ("ข้อ 4 เงินมัดจำ", deposit),
        ("ข้อ 5 การชำระเงิน", "ผู้ซื้อโอนค่าลำไยภายใน 10 วันหลังรับของแต่ละงวด เข้าบัญชีธนาคารสยามชนบท "
                             "เลขที่ 067-2-44518-3 ชื่อบัญชี นางอรุณี ใจคำ"),
        ("ข้อ 6 ค่าตะกร้า", "ผู้ซื้อให้ยืมตะกร้า คิดค่าตะกร้ากิโลละ 0.10 บาท หักจากค่าลำไย"),
        ("ข้อ 7 การผิดสัญญา", "หากผู้ขายนำลำไยไปขายให้ผู้อื่นก่อนครบจำนวน ต้องคืนเงินมัดจำเต็มจำนวน"),
    ]
    if final:
        bottom = ["ลงชื่อ วิทยา แซ่ลี้ ผู้ซื้อ", "ลงชื่อ อรุณี ใจคำ ผู้ขาย", "ลงชื่อ สมบูรณ์ ใจคำ พยาน"]
    else:
        bottom = ["ร่าง ยังไม่ได้เซ็น ต้องคุยราคาเกรด AA กับเฮียวิทย์อีกรอบ ปีที่แล้วได้ 34-35"]
    return top, headings, bottom


GF_STATEMENT = [
    "GOLD FRUIT CHIANG RAI CO., LTD.\n"
    "Longan and lychee packing house - 219 Moo 2, Mae Chan, Chiang Rai 57110  Tel. 053-660-415\n"
    "GROWER PAYMENT STATEMENT  No. GF-PS-2568-0217\n"
    "Date: 10 Feb 2025\n"
    "Grower: Mrs. Arunee Jaikham (Jaikham Orchard), 88 Moo 7, Pa Tueng, Mae Chan\n"
    "Season: Off-season longan (Edor) 2024/25, contract GF-C-2567/033\n"
    "\n"
    "Date         Grade   Weight      Price/kg   Amount\n"
    "18 Jan 2025  AA      3,200 kg    34.00      108,800.00\n"
    "18 Jan 2025  A       1,450 kg    26.00       37,700.00\n"
    "25 Jan 2025  AA      4,100 kg    34.00      139,400.00\n"
    "25 Jan 2025  A       1,800 kg    26.00       46,800.00\n"
    "1 Feb 2025   AA      2,600 kg    35.00       91,000.00\n"
    "1 Feb 2025   B       1,250 kg    17.00       21,250.00\n"
    "\n"
    "Total weight: 14,400 kg        Gross amount: 444,950.00 THB\n"
    "Less advance paid on 2 Nov 2024: 40,000.00\n"
    "Less basket rental (0.10 THB/kg): 1,440.00\n"
    "NET PAID: 403,510.00 THB by transfer to Siam Rural Bank 067-2-44518-3 on 10 Feb 2025\n"
    "Purchasing: Mr. Wittaya Saelee 081-602-7734",
]

# ---------------------------------------------------------------- export broker
MEKONG_SETTLEMENT = [
    "MEKONG HARVEST TRADING CO., LTD.\n"
    "Fruit export broker - 45 Moo 1, Wiang, Chiang Khong, Chiang Rai 57140\n"
    "EXPORT SETTLEMENT STATEMENT   Lot No. MH-LC-2568-014\n"
    "Date: 12 June 2025\n"
    "Grower: Jaikham Orchard (Mrs. Arunee Jaikham), Pa Tueng, Mae Chan\n"
    "Product: Fresh lychee, Hong Huay, 5 kg cartons, cold truck to Kunming via R3A\n"
    "Pick-up dates: 24 May 2025 - 2 June 2025\n"
    "\n"
    "Grade A      4,200 kg  x  62.00  =  260,400.00\n"
    "Grade B      1,600 kg  x  45.00  =   72,000.00\n"
    "Gross value                         332,400.00\n"
    "Less broker commission 5%            16,620.00\n"
    "Less cold truck share                 9,800.00\n"
    "Less phytosanitary certificate and SO2 fumigation   3,500.00\n"
    "NET PAYABLE TO GROWER: 302,480.00 THB\n"
    "\n"
    "Paid by transfer to Siam Rural Bank 067-2-44518-3 on 12 June 2025.\n"
    "Coordinator: Ms. Liu Mei (Khun Liu) 089-116-2754",
]
MEKONG_EMAIL = """From: Liu Mei <liu.mei@mekongharvest.co.th>
To: jaikhamorchard@gmail.com
Date: Mon, 3 Nov 2025 09:12
Subject: 2026 lychee season - advance booking

Dear Khun Arunee,

Thank you for the Hong Huay lychee this year (lot MH-LC-2568-014). Our buyer in Kunming wants to book
early for the 2026 season. Our offer:

1. Hong Huay grade A: 65 THB/kg, grade B: 45 THB/kg, picked up at your orchard.
2. Broker commission 4.5% (instead of 5%) if you book 5,000 kg or more.
3. Deposit 20,000 THB paid to you on the day we sign the booking contract.
4. Pick-up window: 20 May - 15 June 2026.

Please reply by 15 Dec 2025 so we can plan the trucks.

Best regards,
Liu Mei
Mekong Harvest Trading Co., Ltd.
089-116-2754
"""
MEKONG_CHAT = """[8 พ.ย. 68 19:02] อร สวนใจคำ: คุณหลิวคะ ได้อีเมลแล้วนะคะ เกรด A 65 พี่ว่าน้อยไปนิด ปีหน้าค่าแรงขึ้น ขอ 68 ได้มั้ยคะ
[8 พ.ย. 68 19:20] หลิว Mekong Harvest: พี่อรคะ 68 หนูต้องถามเถ้าแก่ก่อนนะคะ
[10 พ.ย. 68 10:05] หลิว Mekong Harvest: เถ้าแก่ให้ได้ 66 บาทค่ะ ถ้าพี่จอง 5,000 โลขึ้นไป ค่าคอม 4.5%
[10 พ.ย. 68 10:30] อร สวนใจคำ: 66 โอเคค่ะ จอง 5,000 โลเลย
[12 พ.ย. 68 08:15] อร สวนใจคำ: คุณหลิวคะ คุยกับพี่บูรณ์แล้ว ปีนี้หนาวมาช้า กลัวดอกไม่ออกเต็มที่ ขอลดจองเหลือ 4,000 โลนะคะ
[12 พ.ย. 68 08:40] หลิว Mekong Harvest: ได้ค่ะ แต่ต่ำกว่า 5,000 ค่าคอมกลับเป็น 5% เท่าเดิมนะคะ ราคายัง 66 บาทค่ะ
[12 พ.ย. 68 08:45] อร สวนใจคำ: ได้ค่ะ 4,000 โล 66 บาท ค่าคอม 5%
[12 พ.ย. 68 08:47] หลิว Mekong Harvest: รับทราบค่ะ มัดจำ 20,000 โอนวันเซ็นสัญญา เดี๋ยวหนูส่งสัญญาให้ภายในเดือนนี้ค่ะ
[12 พ.ย. 68 08:50] อร สวนใจคำ: ขอบคุณค่ะ 🙏
"""

# ---------------------------------------------------------------- suppliers and quotes
CRAGRO_INVOICE = [
    "CHIANG RAI AGRO SUPPLY CO., LTD.\n"
    "Fertiliser - crop protection - 112 Phahonyothin Road, Mae Chan, Chiang Rai 57110\n"
    "TAX INVOICE No. IV-6808-0452        Date: 8 Aug 2025\n"
    "Customer: Jaikham Orchard (Mrs. Arunee Jaikham), Pa Tueng, Mae Chan\n"
    "\n"
    "Potassium chlorate (KClO3) 25 kg bag     14 bags  x 1,750.00   24,500.00\n"
    "Fertiliser 15-15-15, 50 kg bag           20 bags  x 1,020.00   20,400.00\n"
    "Fertiliser 0-52-34 (MKP), 25 kg bag       6 bags  x 1,480.00    8,880.00\n"
    "\n"
    "TOTAL (VAT included): 53,780.00 THB\n"
    "Credit 60 days. Payment due: 7 Oct 2025\n"
    "Transfer to Krungthai Bank 512-0-33871-9, Chiang Rai Agro Supply Co., Ltd.",
]
QUOTE_HEAD = "ใบเสนอราคา ระบบน้ำมินิสปริงเกลอร์ สวนลำไย แปลง 1-3 (22 ไร่)"
QUOTE_A = [
    "ร้านแม่จันรุ่งเรืองการเกษตร 45/3 ถ.พหลโยธิน อ.แม่จัน จ.เชียงราย โทร 053-771-902",
    QUOTE_HEAD,
    "เลขที่ 68/115  วันที่ 14 ตุลาคม 2568",
    "เรียน คุณอรุณี ใจคำ สวนใจคำ ต.ป่าตึง",
]
QUOTE_A_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปั๊มน้ำหอยโข่ง 3 แรงม้า พร้อมตู้ควบคุม", "1 ชุด", "18,500", "18,500"),
    ("ท่อ PE 32 มม.", "1,200 ม.", "14", "16,800"),
    ("หัวมินิสปริงเกลอร์พร้อมขาปัก", "650 หัว", "22", "14,300"),
    ("ข้อต่อ วาล์ว กรองน้ำ", "เหมา", "", "6,400"),
    ("ค่าติดตั้ง", "เหมา", "", "12,000"),
    ("รวมทั้งสิ้น", "", "", "68,000"),
]
QUOTE_A_BOTTOM = [
    "รวมทั้งสิ้น 68,000 บาท (หกหมื่นแปดพันบาทถ้วน) รวมภาษีแล้ว",
    "รับประกันปั๊ม 1 ปี ติดตั้งเสร็จภายใน 5 วัน",
    "มัดจำ 30% วันสั่งงาน ส่วนที่เหลือจ่ายเมื่อติดตั้งเสร็จ ราคายืนถึง 30 พฤศจิกายน 2568",
    "ผู้เสนอราคา นายประยุทธ อินทร์แก้ว",
]
QUOTE_B = [
    "ห้างหุ้นส่วนจำกัด ดอยงามชลประทาน 9 หมู่ 4 ต.ศรีค้ำ อ.แม่จัน จ.เชียงราย โทร 089-433-1185",
    QUOTE_HEAD,
    "เลขที่ QT-DN-2568-088  วันที่ 17 ตุลาคม 2568",
    "เรียน คุณอรุณี ใจคำ",
]
QUOTE_B_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปั๊มน้ำหอยโข่ง 3 แรงม้า พร้อมตู้ควบคุม", "1 ชุด", "21,900", "21,900"),
    ("ท่อ PE 32 มม.", "1,200 ม.", "12", "14,400"),
    ("หัวมินิสปริงเกลอร์พร้อมขาปัก", "650 หัว", "19", "12,350"),
    ("ข้อต่อ วาล์ว กรองน้ำ", "เหมา", "", "5,850"),
    ("ค่าติดตั้ง", "เหมา", "", "9,500"),
    ("รวมทั้งสิ้น", "", "", "64,000"),
]
QUOTE_B_BOTTOM = [
    "รวมทั้งสิ้น 64,000 บาท (หกหมื่นสี่พันบาทถ้วน) รวมภาษีแล้ว",
    "รับประกันปั๊ม 2 ปี ติดตั้งเสร็จภายใน 7 วัน",
    "มัดจำ 50% วันสั่งงาน ราคายืนถึง 15 ธันวาคม 2568",
    "ผู้เสนอราคา นางสาวกนกพร ธรรมใจ",
]

# ---------------------------------------------------------------- books
INCOME_2568 = [  # ลิ้นจี่, ลำไย, อื่นๆ  (ม.ค.-ต.ค.)
    (0, 332700, 0), (0, 112250, 0), (0, 0, 4500), (0, 0, 0), (41800, 0, 0),
    (329830, 0, 0), (0, 0, 3200), (0, 38450, 0), (0, 0, 0), (0, 0, 2600),
]
EXPENSE_2568 = [  # ปุ๋ย/สาร, ค่าแรง, น้ำมัน/ไฟ, อื่นๆ
    (3200, 42600, 4800, 1500), (0, 18900, 3900, 1440), (12400, 8400, 5200, 0), (6850, 7000, 6100, 2300),
    (4300, 21600, 4700, 3800), (2100, 28350, 3600, 6200), (9750, 10500, 2900, 0), (53780, 16800, 3100, 1850),
    (7600, 9100, 2800, 0), (8950, 12950, 3300, 4200),
]
INCOME_2567 = [
    (0, 298600, 0), (0, 96400, 0), (0, 0, 3800), (0, 0, 0), (36200, 0, 0), (254900, 0, 0),
    (0, 0, 2900), (0, 31700, 0), (0, 0, 0), (0, 0, 2100), (0, 0, 0), (0, 0, 5460),
]
EXPENSE_2567 = [
    (2900, 39800, 4500, 1300), (0, 16200, 3700, 1310), (11600, 7800, 4900, 0), (6200, 6500, 5800, 2100),
    (3900, 19800, 4400, 3500), (1950, 25900, 3400, 5600), (8800, 9600, 2700, 0), (47250, 15200, 2950, 1700),
    (6900, 8400, 2600, 0), (8100, 11400, 3100, 3900), (4200, 13600, 2900, 0), (2800, 6300, 2700, 8500),
]
YIELD_2568 = [
    ("ลำไยนอกฤดู 2567/68", "AA", 9900, "โกลด์ฟรุ๊ต"), ("ลำไยนอกฤดู 2567/68", "A", 3250, "โกลด์ฟรุ๊ต"),
    ("ลำไยนอกฤดู 2567/68", "B", 1250, "โกลด์ฟรุ๊ต"), ("ลิ้นจี่ฮงฮวย", "A", 4200, "Mekong Harvest (ส่งออก)"),
    ("ลิ้นจี่ฮงฮวย", "B", 1600, "Mekong Harvest (ส่งออก)"), ("ลิ้นจี่ฮงฮวย", "คละ", 1480, "ตลาดแม่จัน/หน้าสวน"),
    ("ลำไยในฤดู แปลงหลังบ้าน", "คละ", 1450, "โกลด์ฟรุ๊ต"),
]
YIELD_2567 = [
    ("ลำไยนอกฤดู 2566/67", "AA", 8600, "โกลด์ฟรุ๊ต"), ("ลำไยนอกฤดู 2566/67", "A", 3400, "โกลด์ฟรุ๊ต"),
    ("ลำไยนอกฤดู 2566/67", "B", 1500, "โกลด์ฟรุ๊ต"), ("ลิ้นจี่ฮงฮวย", "A", 3900, "Mekong Harvest (ส่งออก)"),
    ("ลิ้นจี่ฮงฮวย", "B", 1750, "Mekong Harvest (ส่งออก)"), ("ลิ้นจี่ฮงฮวย", "คละ", 1320, "ตลาดแม่จัน/หน้าสวน"),
    ("ลำไยในฤดู แปลงหลังบ้าน", "คละ", 1380, "โกลด์ฟรุ๊ต"),
]


def _orchard_book(path: Path, year: str, income: list[tuple], expense: list[tuple], harvest: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"บัญชีสวนใจคำ ปี {year} รายรับ (Jaikham Orchard income {year}, THB)"])
    sheet.append(["เดือน (Month)", "ลิ้นจี่ (Lychee)", "ลำไย (Longan)", "อื่นๆ (Other)", "รวม (Total)"])
    for month, row in zip(MONTHS, income):
        sheet.append([f"{month} {year}", *row, sum(row)])
    sums = [sum(row[i] for row in income) for i in range(3)]
    sheet.append(["รวมทั้งปี (Year total)", *sums, sum(sums)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"บัญชีสวนใจคำ ปี {year} รายจ่าย (Jaikham Orchard expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ปุ๋ยและสารเคมี (Fertiliser & chemicals)", "ค่าแรง (Wages)",
                  "น้ำมัน/ค่าไฟสูบน้ำ (Fuel & pump power)", "อื่นๆ (Other)", "รวม (Total)"])
    for month, row in zip(MONTHS, expense):
        costs.append([f"{month} {year}", *row, sum(row)])
    sums = [sum(row[i] for row in expense) for i in range(4)]
    costs.append(["รวมทั้งปี (Year total)", *sums, sum(sums)])
    for column in range(2, 7):
        money_format(costs, column)
    crops = book.create_sheet("ผลผลิต Harvest")
    crops.append([f"ผลผลิตที่ขายได้ ปี {year} (Harvest sold {year})"])
    crops.append(["พืช (Crop)", "เกรด (Grade)", "น้ำหนัก (kg)", "ผู้ซื้อ (Buyer)"])
    for row in harvest:
        crops.append(list(row))
    crops.append(["รวม (Total)", "", sum(row[2] for row in harvest), ""])
    money_format(crops, 3)
    book.save(path)


def income_2568_so_far() -> int:
    return sum(sum(row) for row in INCOME_2568)


# ---------------------------------------------------------------- papers
GAP_NOTICE = [
    "ศูนย์ตรวจรับรองมาตรฐานพืช เขตเชียงราย",
    "ที่ ศตร.ชร. 0718/2568",
    "28 ตุลาคม 2568",
    "เรื่อง แจ้งนัดตรวจประเมินแปลงเพื่อต่ออายุใบรับรองแหล่งผลิต GAP พืช",
    "เรียน นางอรุณี ใจคำ สวนใจคำ 88 หมู่ 7 ต.ป่าตึง อ.แม่จัน จ.เชียงราย",
    "ตามที่ท่านได้รับใบรับรองแหล่งผลิต GAP เลขที่ กษ 03-6001-57-112-000384 (ลำไย ลิ้นจี่ พื้นที่ 41 ไร่) "
    "ซึ่งจะหมดอายุในวันที่ 25 ธันวาคม 2568 นั้น",
    "ศูนย์ฯ ขอแจ้งนัดตรวจประเมินแปลงในวันที่ 9 ธันวาคม 2568 เวลา 09.30 น. โดยผู้ตรวจ นายณัฐพล คำมา",
    "ขอให้เตรียมเอกสารดังนี้ 1) สมุดบันทึกการใช้ปัจจัยการผลิต 2) ใบเสร็จซื้อปุ๋ยและสารเคมี "
    "3) ผลวิเคราะห์คุณภาพน้ำ 4) แผนผังแปลง",
    "หากไม่สะดวกตามวันนัด กรุณาแจ้งเลื่อนภายในวันที่ 25 พฤศจิกายน 2568 ที่โทร 053-150-227",
    "ขอแสดงความนับถือ",
    "นางสาวพิมพ์ชนก ศรีวิชัย หัวหน้าศูนย์ตรวจรับรองมาตรฐานพืช เขตเชียงราย",
]
LOAN_LETTER = [
    "SIAM RURAL BANK PUBLIC COMPANY LIMITED\n"
    "Mae Chan Branch, Phahonyothin Road, Mae Chan, Chiang Rai 57110\n"
    "Ref. SRB-MC/LN-2568/0931\n"
    "24 October 2025\n"
    "\n"
    "Mrs. Arunee Jaikham\n"
    "88 Moo 7, Pa Tueng, Mae Chan, Chiang Rai 57110\n"
    "\n"
    "Subject: Approval of seasonal production loan (off-season longan 2025/26)\n"
    "\n"
    "Dear Mrs. Arunee,\n"
    "We are pleased to inform you that your loan application dated 6 October 2025 has been approved:\n"
    "Loan amount: 250,000 THB\n"
    "Interest rate: 6.875% per year\n"
    "Repayment: principal and interest in one payment by 31 March 2026\n"
    "Collateral: land title deed (chanote) No. 12874, Pa Tueng, Mae Chan\n"
    "Front-end fee: 0.5% = 1,250 THB, deducted on disbursement\n"
    "Disbursement: 3 November 2025 to savings account 067-2-44518-3\n",
    "Please sign the loan agreement at the branch by 31 October 2025 and bring your ID card, house\n"
    "registration and the signed purchase contract with your packing house.\n"
    "Your previous loan No. SRB-MC-2567-0415 (200,000 THB) was fully repaid on 28 February 2025.\n"
    "\n"
    "Loan officer: Mr. Thanakorn Inta, 053-771-208\n"
    "Yours sincerely,\n"
    "Branch Manager, Mae Chan Branch",
]


def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนสวนใจคำ ปี 2569", "Jaikham Orchard - plan for 2026\nอรุณี ใจคำ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income_2568_so_far():,} บาท\n"
                         "ลิ้นจี่ส่งออกผ่าน Mekong Harvest 5,800 กก.\n"
                         "ลำไยนอกฤดูส่งล้งโกลด์ฟรุ๊ต 14,400 กก.\nปัญหา: ค่าปุ๋ยและสารราดขึ้น, ค่าแรงขึ้น"),
        ("เป้าหมายปี 2569", "ลำไยนอกฤดู 20,000 กก. (สัญญาโกลด์ฟรุ๊ต AA 38 บาท)\nลิ้นจี่จองส่งออก 4,000 กก.\n"
                            "รายรับทั้งปี 1,150,000 บาท"),
        ("ลงทุน", "ระบบน้ำมินิสปริงเกลอร์ แปลง 1-3 งบไม่เกิน 65,000 บาท (เทียบใบเสนอราคา 2 เจ้า)\n"
                  "เปลี่ยนเครื่องพ่นยาแรงดันสูง 12,500 บาท"),
        ("เงินกู้", "กู้ธนาคารสยามชนบท 250,000 บาท คืนพร้อมดอกภายใน 31 มี.ค. 2569 ด้วยเงินลำไยงวดแรก"),
        ("GAP และแรงงาน", "ต่ออายุใบรับรอง GAP ตรวจแปลง 9 ธ.ค. 2568\nจดสมุดบันทึกการใช้สารให้ครบ\n"
                          "ค่าแรงคนงานขึ้นเป็นวันละ 370 บาท"),
    ]


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
_INSURANCE = ("ประกันสุขภาพอร (Health insurance)", 2150, "โกลเด้นไทรแองเกิ้ลประกันชีวิต")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1612.40, "PEA"), ("ค่าน้ำประปา (Water)", 180, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 695.50, "LannaLink"), ("ค่ากับข้าว (Food)", 8600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3400, ""), _INSURANCE,
                  ("ค่ารถตู้ฝ้าย (School van)", 1800, ""), ("เงินให้ต้น (Ton's allowance)", 6000, "โอน"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1544.75, "PEA"), ("ค่าน้ำประปา (Water)", 195, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 695.50, "LannaLink"), ("ค่ากับข้าว (Food)", 8950, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3250, ""), _INSURANCE,
                  ("ค่ารถตู้ฝ้าย (School van)", 1800, ""), ("เงินให้ต้น (Ton's allowance)", 6000, "โอน"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, ""), ("ค่าซ่อมปั๊มน้ำบ้าน (Pump repair)", 1350, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1488.85, "PEA"), ("ค่าน้ำประปา (Water)", 170, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 695.50, "LannaLink"), ("ค่ากับข้าว (Food)", 9240, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3700, ""), _INSURANCE,
                  ("ค่ารถตู้ฝ้าย (School van)", 1800, ""), ("เงินให้ต้น (Ton's allowance)", 6500, "ค่าหอขึ้น"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 1320, "รพ.แม่จัน")],
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


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนเชียงรายดรุณศึกษา", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ฝ้ายคำ ใจคำ  ชั้น ม.2/4  เลขประจำตัว 30418"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกสิกรไทย 731-2-05564-1",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการศึกษา", "14,200"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าหนังสือและอุปกรณ์", "2,735"), ("ค่าประกันอุบัติเหตุ", "350")],
                "21,085", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการศึกษา", "14,200"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าค่ายวิทยาศาสตร์ ดอยตุง", "2,450"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,600")],
                "22,050", "14 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Mae Chan\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Arunee Jaikham\n"
    "Address: 88 Moo 7, Pa Tueng, Mae Chan, Chiang Rai 57110\n"
    "Customer no. 020044718236\n"
    "Billing period: 19 Sep 2025 - 18 Oct 2025\n"
    "Meter reading: 24,611 -> 24,929   Units used: 318 kWh\n"
    "Energy charge 1,290.52  Ft 62.71  Service 38.22  VAT 7% 97.40\n"
    "AMOUNT DUE: 1,488.85 THB\n"
    "Due date: 31 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
LANNALINK_BILL = [
    "LANNALINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Arunee Jaikham    Account: LL-8830-1147\n"
    "Package: Home Fibre 300/300 Mbps    650.00\n"
    "VAT 7%                              45.50\n"
    "TOTAL                              695.50 THB\n"
    "Due date: 28 Oct 2025. Pay by PromptPay QR or at Mae Chan service point.",
]
INSURANCE_LETTER = [
    "GOLDEN TRIANGLE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Rai Branch, Banphaprakan Road, Chiang Rai\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH POLICY\n"
    "Dear Mrs. Arunee Jaikham,\n"
    "Your health policy no. GTL-H-558120 ends on 1 Dec 2025.\n"
    "New policy year: 2 Dec 2025 - 1 Dec 2026\n"
    "\n"
    "Annual premium: 28,200 THB (last year 25,800 THB). The premium rises because you move into\n"
    "the 50-54 age band.\n"
    "Cover: room and board 3,000 THB per night, annual limit 1,000,000 THB, OPD not included.\n"
    "Please pay the premium by 25 Nov 2025. You may also pay monthly, 2,350 THB by auto-debit.\n"
    "Agent: Khun Saowalak Phromma 086-229-4470\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "สวนใจคำ/ส่งออก/email_MekongHarvest_2026_booking.txt": MEKONG_EMAIL,
    "สวนใจคำ/ส่งออก/แชทไลน์_คุณหลิว_MekongHarvest.txt": MEKONG_CHAT,
    "สวนใจคำ/แชทไลน์_ลุงจันทร์_คนงาน.txt": """[3 พ.ย. 68 18:20] ลุงจันทร์: อร ลำไยแปลงหนึ่งช่อออกเต็มแล้ว ต้องซอยช่อได้แล้วนะ
[3 พ.ย. 68 18:25] อร สวนใจคำ: ค่ะลุง ต้องใช้คนกี่คนคะ
[3 พ.ย. 68 18:31] ลุงจันทร์: 8 คน 5 วันน่าจะหมด 3 แปลง ค่าแรงวันละ 350 เหมือนเดิม
[3 พ.ย. 68 18:40] อร สวนใจคำ: โอเคค่ะ เริ่ม 17 พ.ย. นะคะ
[6 พ.ย. 68 20:02] ลุงจันทร์: อร คนงานแถวป่าตึงเขาขึ้นเป็นวันละ 380 กันหมดแล้ว ถ้าให้ 350 ไม่มีใครมา
[6 พ.ย. 68 20:15] อร สวนใจคำ: 380 หนักไปค่ะลุง ขอ 370 ได้มั้ยคะ เลี้ยงข้าวเที่ยงด้วย
[6 พ.ย. 68 20:30] ลุงจันทร์: ได้ 370 เลี้ยงข้าวเที่ยง แต่ขอเพิ่มเป็น 10 คน 4 วัน จะได้เสร็จก่อนลมหนาวมา
[6 พ.ย. 68 20:34] อร สวนใจคำ: ตกลงค่ะ 10 คน 4 วัน วันละ 370 เริ่ม 17 พ.ย. ถึง 20 พ.ย.
[6 พ.ย. 68 20:35] ลุงจันทร์: รวมค่าแรง 14,800 นะอร จ่ายวันสุดท้าย
[6 พ.ย. 68 20:36] อร สวนใจคำ: ได้ค่ะ เดี๋ยวให้พี่บูรณ์เบิกเงินสดไว้
""",
    "สวนใจคำ/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| ลุงจันทร์ (หัวหน้าคนงาน/พ่นยา) | 400 บาท | 14 วัน | 5,600 บาท |
| นายแสง (ตัดหญ้า/ใส่ปุ๋ย) | 350 บาท | 12 วัน | 4,200 บาท |
| ป้าคำ (ตัดแต่งกิ่ง) | 350 บาท | 9 วัน | 3,150 บาท |

รวมจ่ายค่าแรง ต.ค. 12,950 บาท จ่ายแล้ว 31 ต.ค.
พ.ย. ต้องจ้างเพิ่มซอยช่อลำไย (คุยกับลุงจันทร์)
""",
    "สวนใจคำ/บัญชี/บันทึกราดสารลำไย_2568.md": """# บันทึกราดสารโพแทสเซียมคลอเรต ลำไยนอกฤดู 2568

สารซื้อจากเชียงรายอะโกรซัพพลาย 14 กระสอบ (350 กก.) ใบกำกับ IV-6808-0452

| แปลง | พื้นที่ | จำนวนต้น | วันที่ราด | สารที่ใช้ |
|---|---|---|---|---|
| แปลง 1 (ริมห้วย) | 10 ไร่ | 160 ต้น | 12 ส.ค. 2568 | 160 กก. |
| แปลง 2 (เนิน) | 8 ไร่ | 140 ต้น | 14 ส.ค. 2568 | 140 กก. |
| แปลง 3 (ติดถนน) | 4 ไร่ | 50 ต้น | 20 ส.ค. 2568 | 50 กก. |

- ราดแล้วให้น้ำทุก 3 วัน ช่อดอกออกประมาณ 25-30 วัน
- แปลง 3 ช่อออกไม่สม่ำเสมอ ต้องดูอีกที
- คาดว่าเก็บได้ปลาย ก.พ. ถึง มี.ค. 2569 (ตามสัญญาโกลด์ฟรุ๊ต)
""",
    "บ้าน/แชทไลน์_ครอบครัวใจคำ.txt": """[30/10/2568 19:45] อร: พ่อบูรณ์ ค่าเทอมฝ้ายเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ 22,050
[30/10/2568 19:50] บูรณ์: พรุ่งนี้โอน แต่เงินกู้ธนาคารยังไม่เข้านะ ใช้เงินลิ้นจี่ที่เหลือไปก่อน
[31/10/2568 08:02] ต้น: แม่ครับ เดือนนี้ค่าหอขึ้นเป็น 3,200 ครับ ขอเพิ่ม 500
[31/10/2568 08:30] อร: โอนให้ 6,500 เดือนนี้นะลูก ประหยัดหน่อย
[1/11/2568 18:10] ฝ้าย: แม่ วันที่ 22 มีค่ายวิทยาศาสตร์ที่ดอยตุง ต้องไปโรงเรียน 6 โมงเช้า
[1/11/2568 18:12] อร: พ่อไปส่งนะลูก
[2/11/2568 07:00] พ่อคำปัน: หมอนัดวันที่ 19 พ.ย. ที่ รพ.แม่จัน ตรวจเบาหวาน
[2/11/2568 07:10] บูรณ์: ผมพาไปเองครับพ่อ
[4/11/2568 20:22] อร: ประกันสุขภาพแม่มาแล้ว ปีนี้ 28,200 ขึ้นจากปีก่อน จะผ่อนเดือนละ 2,350 แทนนะ
[4/11/2568 20:25] บูรณ์: โอเค ผ่อนดีกว่า ช่วงนี้ต้องจ่ายค่าคนงานซอยช่อด้วย
""",
    "บ้าน/นัดหมอพ่อคำปัน.md": """# นัดหมอพ่อคำปัน
- เบาหวาน + ไขมัน รักษาที่ รพ.แม่จัน (คลินิกโรคเรื้อรัง ทุกวันพุธ)
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 07.30 น. งดอาหารหลังสองทุ่ม (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 950 บาท
- ต.ค. จ่ายรวมค่าหมอ 1,320 บาท
- หมอให้ลดข้าวเหนียว เดินตอนเช้า 20 นาที
""",
    "บ้าน/สูตรน้ำพริกอ่อง.md": """# น้ำพริกอ่อง (สูตรพ่อคำปัน)
- หมูสับ 300 กรัม มะเขือเทศลูกเล็ก 15 ลูก
- พริกแห้ง 7 เม็ด หอมแดง 5 หัว กระเทียม 10 กลีบ ถั่วเน่าแผ่น 1 แผ่น
- ผัดพริกแกงกับน้ำมันกระเทียม ใส่หมู ใส่มะเขือเทศ เคี่ยวจนข้น
กินกับผักต้ม แคบหมู
""",
    "บ้าน/ทำบุญกฐิน_2568.md": """# ทำบุญกฐินวัดป่าตึง 2568
- วันที่ 9 พฤศจิกายน 2568
- บ้านเราร่วมทำบุญ 2,000 บาท
- ทำข้าวแคบ 5 ถุง แกงฮังเลหม้อใหญ่ไปช่วยโรงครัว
- ยืมเต็นท์จากผู้ใหญ่บ้าน
""",
}
TODO = {"todo.md": """- เซ็นสัญญาเงินกู้ที่ธนาคารก่อน 31 ต.ค.
- เลือกเจ้าทำระบบน้ำ (แม่จันรุ่งเรือง / ดอยงาม)
- ตอบคุณหลิวเรื่องจองลิ้นจี่ปีหน้า ก่อน 15 ธ.ค.
- เตรียมสมุดบันทึกการใช้สาร ก่อนตรวจ GAP 9 ธ.ค.
- จ่ายประกันสุขภาพ ก่อน 25 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "สวนใจคำ"
    packer, export, buys, books, papers = (farm / "ล้งโกลด์ฟรุ๊ต", farm / "ส่งออก", farm / "ซื้อของ",
                                           farm / "บัญชี", farm / "เอกสาร")
    home = docs / "บ้าน"
    for folder in (packer, export, buys, books, papers, home / "Bills", home / "ประกัน", home / "ค่าเทอมฝ้าย"):
        folder.mkdir(parents=True, exist_ok=True)
    top, headings, bottom = _contract(final=False)
    write_docx(packer / "สัญญาซื้อขายลำไย_โกลด์ฟรุ๊ต_ร่าง.docx", top, headings=headings, bottom=bottom)
    top, headings, bottom = _contract(final=True)
    write_docx(packer / "สัญญาซื้อขายลำไย_โกลด์ฟรุ๊ต_ฉบับลงนาม.docx", top, headings=headings, bottom=bottom)
    make_pdf(packer / "GoldFruit_payment_statement_2024-25.pdf", GF_STATEMENT)
    make_pdf(export / "MekongHarvest_settlement_MH-LC-2568-014.pdf", MEKONG_SETTLEMENT)
    make_pdf(buys / "CRAgro_invoice_IV-6808-0452.pdf", CRAGRO_INVOICE)
    write_docx(buys / "ใบเสนอราคา_ระบบน้ำ_แม่จันรุ่งเรือง.docx", QUOTE_A, QUOTE_A_TABLE, bottom=QUOTE_A_BOTTOM)
    write_docx(buys / "ใบเสนอราคา_ระบบน้ำ_ดอยงามชลประทาน.docx", QUOTE_B, QUOTE_B_TABLE, bottom=QUOTE_B_BOTTOM)
    _orchard_book(books / "บัญชีสวน_2568.xlsx", "2568", INCOME_2568, EXPENSE_2568, YIELD_2568)
    _orchard_book(books / "บัญชีสวน_2567.xlsx", "2567", INCOME_2567, EXPENSE_2567, YIELD_2567)
    write_docx(papers / "หนังสือนัดตรวจGAP_2568.docx", GAP_NOTICE)
    make_pdf(papers / "SiamRuralBank_loan_approval_Oct2025.pdf", LOAN_LETTER)
    write_slides(farm / "แผนสวนปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "LannaLink_internet_Oct2025.pdf", LANNALINK_BILL)
    make_pdf(home / "ประกัน" / "GoldenTriangleLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมฝ้าย" / "ค่าเทอม_ฝ้าย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมฝ้าย" / "ค่าเทอม_ฝ้าย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
