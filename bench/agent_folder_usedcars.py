"""The usedcars folder: the papers of a used-car dealer in Udon Thani and his household, written by code.

The owner is นายธนากร พรหมวงศ์ (เฮียกร / พี่กร). He runs "กรยนต์ คาร์เซ็นเตอร์" (Korn Yont Car Center), a used-car
lot on ถนนทหาร, อ.เมือง จ.อุดรธานี. He buys stock at the Isan Car Auction in Khon Kaen and as trade-ins, has the
cars prepared by two body shops, sells on finance through Mekong Capital Leasing, buys parts from Udon Parts Supply
and carries his stock on a floor-plan (showroom) loan from Sinthana Bank. Staff: บอย (อภิชาติ, sales), ลุงเสถียร
(prep mechanic), น้องเก่ง (car wash). His wife จันทร์เพ็ญ (เพ็ญ) keeps the books; their daughter มายด์
(ด.ญ.ณิชาภา) is in ม.1; his mother แม่บุญมี lives with them. It is November 2568 (2025).

Documents/เต็นท์รถกรยนต์/ (the business)
- ใบเสนอราคาขาย/ใบเสนอราคา_ยาริส_คุณสุนิสา_ร่าง.docx: draft quote to คุณสุนิสา for a Yaris Ativ 2020: 429,000,
  down 85,800, 72 months at 3.59%, 5,794 a month.
- ใบเสนอราคาขาย/ใบเสนอราคา_ยาริส_คุณสุนิสา_ฉบับจริง.docx: the final: 415,000, down 60,000, 3.29%, 5,904 a month,
  delivery 22 พ.ย. 2568.
- ซ่อมรถ/ใบเสนอราคาซ่อม_อู่ช่างเปี๊ยก.docx and ใบเสนอราคาซ่อม_อู่ศรีสุขเซอร์วิส.docx: two quotes to prepare the
  trade-in D-Max (38,500 in 7 days vs 35,200 in 12 days).
- ประมูล/IsanAuction_invoice_ICA-2510-0486.pdf: English buyer invoice, 3 cars on 25 Oct 2025, total 1,121,087.00,
  balance 1,091,087.00 due 29 Oct 2025.
- ประมูล/สรุปประมูล_ตุลาคม68.md: his Thai notes on that auction (the lost Fortuner bid, next auction 22 พ.ย.).
- ไฟแนนซ์/MekongLeasing_commission_scheme_Nov2025.pdf: English letter, dealer commission from 1 Nov 2025
  (2.50% / 3.25%, bonus 6,000 for 5+ contracts).
- ไฟแนนซ์/ค่าคอม_เมโขงลีสซิ่ง_ตค68.docx: the same firm in Thai, October commission statement (37,100, net 35,987).
- อะไหล่/UdonParts_pricelist_2025.pdf: English dealer price list 2025 of Udon Parts Supply Co., Ltd.
- อะไหล่/ราคาอะไหล่_อุดรพาร์ท_2567.docx: last year's list of the same firm in Thai (บริษัท อุดรพาร์ท ซัพพลาย จำกัด).
- อะไหล่/UdonParts_invoice_UP-68-0932.pdf: a November parts invoice, 23,854.50 due 3 Dec 2025.
- ธนาคาร/SinthanaBank_floorplan_notice_Nov2025.pdf: the bank's letter: floor-plan rate 6.25% -> 6.50% from
  1 Dec 2025, limit 3,000,000, renewal by 31 Jan 2026.
- ธนาคาร/email_SinthanaBank_renewal_docs.txt: the relationship manager's email on documents for a 4,000,000 limit.
- บัญชี/ยอดขายรถ_2568.xlsx: this year's book, three sheets (sales by month Jan-Oct, expenses by month, summary).
- บัญชี/ยอดขายรถ_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต็อกรถ_15พย68.xlsx: cars in stock on 15 Nov 2568 (bought, prep, asking) and cars sold in October.
- บัญชี/เงินเดือนพนักงาน_ตค68.md: October pay of the three staff, 51,500 in all.
- แชท/แชทไลน์_คุณสุนิสา_ยาริส.txt: LINE chat with the Yaris buyer; price down to 415,000, down 50,000 -> 60,000,
  delivery moved from 15 to 22 พ.ย.
- แชท/แชทไลน์_ลุงประยงค์_เทิร์นดีแม็กซ์.txt: LINE chat; the trade-in offer goes 230,000 -> 240,000 -> 245,000.
- แผนกรยนต์ปี2569.pptx: slides, the plan for next year (100 cars, limit 4,000,000, second lot).
- ประกาศขายรถ_เพจ.md: Facebook page posts for three cars.
- เช็คลิสต์ตรวจรถก่อนรับซื้อ.md: his checklist for inspecting a car before buying it.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/IsanNet_fibre_bill_Oct2025.pdf: English bills (3,047.62; 747.93).
- ประกัน/NorthernStar_health_renewal_2025.pdf: English health-insurance renewal for wife and daughter, 24,680,
  pay by 15 Dec 2025.
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: school fee notices (24,550; 26,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group (tutor fee 2,400 -> 2,800, school trip, grandma's eye doctor).
- ทริปหนองคาย_ปีใหม่.md: plan for a New Year trip to Nong Khai.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
LOT = "กรยนต์ คาร์เซ็นเตอร์ (Korn Yont Car Center) 219/4 ถนนทหาร อ.เมือง จ.อุดรธานี 41000 โทร 086-447-2190"

# ---------------------------------------------------------------- sales quotes (draft and final)
YARIS_DRAFT = [
    LOT,
    "ใบเสนอราคา (ร่าง)  เลขที่ KY-QT-68/114",
    "วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณสุนิสา แสงทอง",
    "รถยนต์ Toyota Yaris Ativ 1.2 E ปี 2020 สีเทา ทะเบียน 1กธ 2754 อุดรธานี ไมล์ 58,900 กม.",
]
YARIS_DRAFT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ราคารถ", "429,000"),
    ("เงินดาวน์ 20%", "85,800"),
    ("ยอดจัดไฟแนนซ์", "343,200"),
    ("ดอกเบี้ย (คงที่ต่อปี)", "3.59%"),
    ("จำนวนงวด", "72 งวด"),
    ("ค่างวดต่อเดือน", "5,794"),
]
YARIS_DRAFT_BOTTOM = ["ของแถม: ฟิล์มกรองแสงรอบคัน",
                      "ร่าง ยังไม่ได้ส่งลูกค้า รอถามเรทดอกเบี้ยไฟแนนซ์ก่อน"]
YARIS_FINAL = [
    LOT,
    "ใบเสนอราคา  เลขที่ KY-QT-68/114 (ฉบับแก้ไข)",
    "วันที่ 11 พฤศจิกายน 2568",
    "เรียน คุณสุนิสา แสงทอง",
    "รถยนต์ Toyota Yaris Ativ 1.2 E ปี 2020 สีเทา ทะเบียน 1กธ 2754 อุดรธานี ไมล์ 58,900 กม.",
]
YARIS_FINAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ราคารถ (ราคาพิเศษ)", "415,000"),
    ("เงินดาวน์", "60,000"),
    ("ยอดจัดไฟแนนซ์", "355,000"),
    ("ดอกเบี้ย (คงที่ต่อปี)", "3.29%"),
    ("จำนวนงวด", "72 งวด"),
    ("ค่างวดต่อเดือน", "5,904"),
]
YARIS_FINAL_BOTTOM = [
    "ของแถม: ฟิล์มกรองแสงรอบคัน และประกันภัยชั้น 1 ปีแรก",
    "รับประกันเครื่องยนต์และเกียร์ 1 ปี หรือ 20,000 กม.",
    "นัดรับรถวันที่ 22 พฤศจิกายน 2568 เวลา 10.00 น. ที่เต็นท์",
    "ลงชื่อ ธนากร พรหมวงศ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two body-shop quotes
DMAX = "รถ Isuzu D-Max 2.5 Hi-Lander ปี 2014 ทะเบียน บฉ 5567 อุดรธานี (รถเทิร์นลุงประยงค์)"
PEAK_TOP = ["อู่ช่างเปี๊ยกการช่าง  88/1 ถนนทหาร อ.เมือง จ.อุดรธานี  โทร 081-973-5520",
            "ใบเสนอราคาซ่อม เลขที่ 0871  วันที่ 9 พฤศจิกายน 2568",
            "เรียน กรยนต์ คาร์เซ็นเตอร์ (คุณกร)", DMAX]
PEAK_TABLE = [
    ("รายการซ่อม", "ราคา (บาท)"),
    ("ทำสีรอบคัน (สีเดิม)", "22,000"),
    ("เปลี่ยนลูกหมาก ปีกนก บูชช่วงล่าง", "9,800"),
    ("เปลี่ยนโช้คอัพ 4 ต้น (ของแท้)", "5,200"),
    ("ขัดไฟหน้า + เคลือบสี", "1,500"),
    ("รวม", "38,500"),
]
PEAK_BOTTOM = ["รวมทั้งสิ้น 38,500 บาท (ไม่รวม VAT)", "ระยะเวลาซ่อม 7 วัน รับประกันงานสี 6 เดือน",
               "ชำระเงินวันรับรถ"]
SRISUK_TOP = ["อู่ศรีสุขเซอร์วิส  12 ม.9 ต.บ้านจั่น อ.เมือง จ.อุดรธานี  โทร 089-614-2287",
              "ใบเสนอราคา เลขที่ SS-68/112  วันที่ 10 พฤศจิกายน 2568",
              "เรียน กรยนต์ คาร์เซ็นเตอร์", DMAX]
SRISUK_TABLE = [
    ("รายการซ่อม", "ราคา (บาท)"),
    ("ทำสีรอบคัน (สีเดิม)", "19,500"),
    ("เปลี่ยนลูกหมาก ปีกนก บูชช่วงล่าง", "8,900"),
    ("เปลี่ยนโช้คอัพ 4 ต้น (ของเทียบ)", "4,800"),
    ("ขัดไฟหน้า", "800"),
    ("ค่าแรงรื้อประกอบ", "1,200"),
    ("รวม", "35,200"),
]
SRISUK_BOTTOM = ["รวมทั้งสิ้น 35,200 บาท", "ระยะเวลาซ่อม 12 วัน (คิวงานเต็มถึงสิ้นเดือน) รับประกันงานสี 3 เดือน",
                 "มัดจำ 10,000 บาท ก่อนเริ่มงาน"]

# ---------------------------------------------------------------- auction
AUCTION_INVOICE = [
    "ISAN CAR AUCTION CO., LTD.\n"
    "199 Mittraphap Road, Mueang Khon Kaen 40000   Tel. 043-306-118\n"
    "BUYER INVOICE No. ICA-2510-0486\n"
    "Auction date: 25 Oct 2025 (Saturday auction, Khon Kaen yard)\n"
    "Buyer: Korn Yont Car Center (Mr. Thanakorn Phromwong), Udon Thani   Bidder no. 217\n"
    "\n"
    "Lot  Vehicle                                   Hammer price\n"
    "112  Honda City 1.0 Turbo V 2021, white          368,000.00\n"
    "157  Toyota Hilux Revo 2.4 Prerunner 2019, grey  512,000.00\n"
    "203  Mazda 2 1.3 High Connect 2018, red          226,000.00\n"
    "\n"
    "Hammer total                                   1,106,000.00\n"
    "Buyer fee 3 x 3,500.00                            10,500.00\n"
    "Document and transfer fee 3 x 1,200.00             3,600.00\n"
    "VAT 7% on fees                                       987.00\n"
    "TOTAL                                          1,121,087.00\n"
    "Less deposit paid on 25 Oct 2025                 -30,000.00\n"
    "BALANCE DUE                                    1,091,087.00\n"
    "\n"
    "Payment due by 29 Oct 2025 to Krungthai Bank, Isan Car Auction Co., Ltd., 551-0-88412-3.\n"
    "Vehicles are released after full payment. Registration books follow within 30 days.",
]
AUCTION_NOTES = """# สรุปประมูล ตุลาคม 68 (ลานประมูลรถอีสาน ขอนแก่น 25 ต.ค.)

ไปกับบอย ออกจากอุดร 5 โมงเช้า งบที่ตั้งไว้ 1,200,000

ได้มา 3 คัน
- ซิตี้เทอร์โบ 2021 ขาว ได้ที่ 368,000 สภาพดี ต้องเปลี่ยนยาง 2 เส้น
- รีโว่ พรีรันเนอร์ 2019 เทา 512,000 ไมล์ไม่ถึงแสน ยางหมด ต้องเปลี่ยน 4 เส้น
- มาสด้า 2 ปี 2018 แดง 226,000 กันชนหน้ามีรอย

พลาด: ฟอร์จูนเนอร์ 2018 ขาวมุก ตั้งใจสู้ไม่เกิน 700,000 แต่ไปจบที่ 742,000
ค่าธรรมเนียมผู้ซื้อปีนี้ขึ้นเป็นคันละ 3,500 (ปีที่แล้ว 3,000)
วางมัดจำไป 30,000 ที่เหลือต้องโอนภายในวันพุธ

ประมูลครั้งหน้า 22 พ.ย. อยากได้กระบะแคปกับรถเก๋งไม่เกิน 3 แสนเพิ่ม
"""

# ---------------------------------------------------------------- finance company (English and Thai)
MEKONG_LETTER = [
    "MEKONG CAPITAL LEASING PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, 45/9 Udon Dutsadi Road, Mueang Udon Thani 41000\n"
    "20 October 2025\n"
    "\n"
    "To: Korn Yont Car Center (Dealer code UD-0388)\n"
    "Re: Dealer commission scheme from 1 November 2025\n"
    "\n"
    "Dear Khun Thanakorn,\n"
    "Thank you for your support in 2025. From 1 November 2025 our dealer commission will be:\n"
    "- Contracts of up to 48 months: 2.50% of the amount financed (no change)\n"
    "- Contracts of 60 to 72 months: 3.25% of the amount financed (was 3.00%)\n"
    "- Volume bonus: 6,000 THB in any month with 5 or more approved contracts\n"
    "  (was 5,000 THB for 6 or more contracts)\n"
    "Maximum amount financed stays at 85% of our appraisal price. Minimum down payment 15%.\n"
    "Commission is paid by the 10th of the following month, less 3% withholding tax.\n"
    "\n"
    "Yours sincerely,\n"
    "Kittipong Saengdee\n"
    "Dealer Relations Manager, Udon Thani   Tel. 084-552-7310",
]
MEKONG_STATEMENT = [
    "บริษัท เมโขง แคปปิตอล ลีสซิ่ง จำกัด (มหาชน) สาขาอุดรธานี",
    "ใบสรุปค่าคอมมิชชั่นผู้จำหน่าย ประจำเดือนตุลาคม 2568",
    "ผู้จำหน่าย: กรยนต์ คาร์เซ็นเตอร์ รหัส UD-0388",
]
MEKONG_STATEMENT_TABLE = [
    ("สัญญาเลขที่", "รถ", "ยอดจัด (บาท)", "งวด", "อัตรา", "ค่าคอม (บาท)"),
    ("MK6810-1142", "Honda Jazz 1.5 V ปี 2017", "300,000", "72", "3.00%", "9,000"),
    ("MK6810-1187", "Isuzu D-Max Spark 1.9 ปี 2020", "380,000", "60", "3.00%", "11,400"),
    ("MK6810-1203", "Mazda CX-3 2.0 ปี 2018", "390,000", "72", "3.00%", "11,700"),
    ("MK6810-1259", "Suzuki Ciaz 1.2 ปี 2019", "200,000", "48", "2.50%", "5,000"),
    ("รวม 4 สัญญา", "", "1,270,000", "", "", "37,100"),
]
MEKONG_STATEMENT_BOTTOM = [
    "ค่าคอมรวม 37,100 บาท หักภาษี ณ ที่จ่าย 3% 1,113 บาท คงเหลือจ่ายสุทธิ 35,987 บาท",
    "เดือนนี้ไม่ได้โบนัสยอด (ต้องครบ 6 สัญญา)",
    "โอนเข้าบัญชีผู้จำหน่ายวันที่ 10 พฤศจิกายน 2568",
]

# ---------------------------------------------------------------- parts supplier (English this year, Thai last year)
PARTS_2025 = [
    "UDON PARTS SUPPLY CO., LTD.\n"
    "215/7 Pho Si Road, Mueang Udon Thani 41000   Tel. 042-221-586   LINE @udonparts\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Engine oil 10W-30 semi-synthetic, 6+1 L ........ 1,150\n"
    "Oil filter (Toyota / Isuzu) ..................... 180\n"
    "Front brake pads (Vios / Yaris / City) .......... 890\n"
    "Battery 65Ah maintenance-free ................... 2,450\n"
    "Tyre 185/60R15 .................................. 1,900\n"
    "Tyre 265/65R17 (pickup / PPV) ................... 3,650\n"
    "Wiper blade set ................................. 320\n"
    "Cabin air filter ................................ 250\n"
    "\n"
    "Car dealers: 5% discount on invoices over 10,000 THB, 30 days credit.\n"
    "Free delivery in Udon Thani city for orders over 3,000 THB.\n"
    "Sales: Khun Wanida Chaiyasit, 089-220-4417",
]
PARTS_2567 = ["บริษัท อุดรพาร์ท ซัพพลาย จำกัด  215/7 ถนนโพศรี อ.เมือง จ.อุดรธานี",
              "ใบราคาสำหรับเต็นท์รถและอู่ ปี 2567 (ราคารวม VAT)"]
PARTS_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("น้ำมันเครื่องกึ่งสังเคราะห์ 10W-30 6+1 ลิตร", "1,080"),
    ("ไส้กรองน้ำมันเครื่อง (โตโยต้า/อีซูซุ)", "170"),
    ("ผ้าเบรกหน้า (วีออส/ยาริส/ซิตี้)", "850"),
    ("แบตเตอรี่ 65 แอมป์ ไม่ต้องเติมน้ำ", "2,350"),
    ("ยาง 185/60R15", "1,850"),
    ("ยาง 265/65R17 (กระบะ/PPV)", "3,490"),
    ("ใบปัดน้ำฝน (ชุด)", "290"),
    ("กรองแอร์", "220"),
]
PARTS_2567_BOTTOM = ["เต็นท์รถ: ลด 3% เมื่อสั่งเกิน 10,000 บาท เครดิต 15 วัน",
                     "ติดต่อ คุณวนิดา ไชยสิทธิ์ ฝ่ายขาย"]
PARTS_INVOICE = [
    "UDON PARTS SUPPLY CO., LTD.\n"
    "TAX INVOICE No. UP-68-0932\n"
    "Date: 3 Nov 2025            Due date: 3 Dec 2025\n"
    "Customer: Korn Yont Car Center, 219/4 Thahan Road, Mueang Udon Thani\n"
    "\n"
    "Item                               Qty   Unit      Amount\n"
    "Engine oil 10W-30 6+1 L            4     1,150     4,600.00\n"
    "Oil filter (Toyota / Isuzu)        4       180       720.00\n"
    "Front brake pads (Vios/Yaris/City) 2       890     1,780.00\n"
    "Battery 65Ah maintenance-free      1     2,450     2,450.00\n"
    "Tyre 265/65R17                     4     3,650    14,600.00\n"
    "Wiper blade set                    3       320       960.00\n"
    "\n"
    "Subtotal                                          25,110.00\n"
    "Dealer discount 5%                                -1,255.50\n"
    "TOTAL (VAT included)                              23,854.50 THB\n"
    "Please pay by transfer to Bangkok Bank 312-7-40561-2 and send the slip to LINE @udonparts.",
]

# ---------------------------------------------------------------- bank
BANK_LETTER = [
    "SINTHANA BANK PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, 88 Prajak Road, Mueang Udon Thani 41000\n"
    "10 November 2025\n"
    "\n"
    "To: Korn Yont Car Center (Mr. Thanakorn Phromwong)\n"
    "Re: Floor plan (stock financing) facility no. FP-UDN-0417 - change of interest rate\n"
    "\n"
    "Facility limit: 3,000,000 THB\n"
    "Outstanding on 31 Oct 2025: 2,146,000 THB (8 vehicles)\n"
    "Interest rate now: 6.25% per year\n"
    "New interest rate: 6.50% per year (MRR - 0.75%), effective 1 Dec 2025\n"
    "\n"
    "Interest is debited monthly on the 25th from current account 402-3-11875-9.\n"
    "Each financed vehicle must be repaid within 7 days after it is sold, or 180 days after\n"
    "drawdown, whichever comes first.\n"
    "The facility is due for annual review on 31 Jan 2026. Renewal fee: 0.25% of the limit (7,500 THB).\n"
    "Please send the renewal documents by 15 Dec 2025.\n"
    "\n"
    "Pimchanok Rattanakul\n"
    "Relationship Manager, SME Banking   Tel. 081-765-2290",
]
BANK_EMAIL = """From: Pimchanok Rattanakul <pimchanok.r@sinthanabank.co.th>
To: kornyont.udon@gmail.com
Date: Wed, 12 Nov 2025 14:05
Subject: Floor plan renewal FP-UDN-0417 and your request for a higher limit

Dear Khun Thanakorn,

Following our call, the bank can consider raising your floor plan limit from 3,000,000 THB to 4,000,000 THB
at the annual review. Please send the following by 15 Dec 2025:

1. Financial statements for 2567 (signed by your accountant)
2. Current account statements for the last 6 months
3. Your stock list with purchase prices
4. Monthly sales January - October 2568

If approved, the new limit would start on 1 Feb 2026. The renewal fee is based on the new limit.
Note that the new rate of 6.50% applies from 1 Dec 2025 either way.

Best regards,
Pimchanok Rattanakul
Relationship Manager, SME Banking, Udon Thani Branch
081-765-2290
"""

# ---------------------------------------------------------------- books
CARS_2568 = [7, 6, 8, 5, 6, 7, 6, 8, 9, 10]
REVENUE_2568 = [2684000, 2210000, 3105000, 1862000, 2298000, 2745000, 2190000, 3064000, 3418000, 3890000]
COST_2568 = [2371500, 1946800, 2738200, 1640300, 2027600, 2418900, 1931400, 2697500, 3012300, 3431600]
INTEREST_2568 = [11200, 10850, 11900, 10400, 10950, 11600, 11050, 11800, 12300, 12650]
ADS_2568 = [8500, 7000, 9200, 6500, 7800, 8000, 6900, 9500, 10200, 11400]
UTIL_2568 = [4380, 4150, 4920, 5640, 5310, 4870, 4560, 4490, 4620, 4410]
CARS_2567 = [6, 5, 7, 6, 5, 6, 5, 6, 7, 8, 7, 9]
REVENUE_2567 = [2105000, 1820000, 2563000, 2190000, 1795000, 2240000, 1860000, 2215000, 2618000, 2980000,
                2655000, 3420000]
COST_2567 = [1862400, 1609700, 2268300, 1936500, 1589200, 1981800, 1645300, 1958600, 2317100, 2635900,
             2349800, 3021500]
INTEREST_2567 = [9800, 9450, 10300, 9900, 9600, 10100, 9750, 10200, 10650, 11100, 10900, 11850]
ADS_2567 = [6500, 6000, 7200, 6800, 5900, 6300, 6000, 7100, 7500, 8200, 7900, 12600]
UTIL_2567 = [4020, 3910, 4480, 5150, 4960, 4530, 4240, 4180, 4300, 4090, 3980, 4270]


def _car_book(path: Path, year: str, cars, revenue, cost, base_pay, rent, interest, ads, util) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ขายรถ Sales"
    sales.append([f"ยอดขายรถ กรยนต์ คาร์เซ็นเตอร์ ปี {year} (Car sales {year})"])
    sales.append(["เดือน (Month)", "จำนวนคัน (Cars sold)", "ยอดขาย (Revenue, THB)", "ต้นทุนรถ+เตรียมรถ (Cost, THB)",
                  "กำไรขั้นต้น (Gross profit, THB)"])
    for month, n, r, c in zip(MONTHS, cars, revenue, cost):
        sales.append([f"{month} {year}", n, r, c, r - c])
    sales.append(["รวม (Total)", sum(cars), sum(revenue), sum(cost), sum(revenue) - sum(cost)])
    for column in (3, 4, 5):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายเต็นท์ ปี {year} (Lot expenses {year})"])
    costs.append(["เดือน (Month)", "เงินเดือน+คอม (Salaries)", "ค่าเช่าที่ดิน (Lot rent)",
                  "ดอกเบี้ยวงเงินโชว์รูม (Floor-plan interest)", "ค่าโฆษณา (Ads)", "ค่าไฟ/น้ำ (Utilities)",
                  "รวม (Total)"])
    totals = []
    for month, n, i, a, u in zip(MONTHS, cars, interest, ads, util):
        pay = base_pay + 1500 * n
        totals.append(pay + rent + i + a + u)
        costs.append([f"{month} {year}", pay, rent, i, a, u, totals[-1]])
    for column in range(2, 8):
        money_format(costs, column)
    summary = book.create_sheet("สรุป Summary")
    gross = sum(revenue) - sum(cost)
    summary.append([f"สรุปปี {year} (Summary {year})", "บาท (THB)"])
    summary.append(["จำนวนรถที่ขาย (Cars sold)", sum(cars)])
    summary.append(["ยอดขายรวม (Revenue)", sum(revenue)])
    summary.append(["กำไรขั้นต้น (Gross profit)", gross])
    summary.append(["ค่าใช้จ่ายรวม (Expenses)", sum(totals)])
    summary.append(["กำไรสุทธิก่อนภาษี (Net profit before tax)", gross - sum(totals)])
    money_format(summary, 2)
    book.save(path)


STOCK_HEADERS = ["ทะเบียน (Plate)", "รุ่น (Model)", "ปี (Year)", "ไมล์ (km)", "ราคาซื้อ (Bought, THB)",
                 "ค่าเตรียมรถ (Prep, THB)", "ราคาตั้งขาย (Asking, THB)", "เข้าสต็อก (In stock since)",
                 "หมายเหตุ (Note)"]
STOCK = [
    ("กข 7314 ขอนแก่น", "Toyota Hilux Revo 2.4 Prerunner", 2019, 98500, 512000, 14800, 589000, "25 ต.ค. 2568",
     "ประมูลอีสาน Lot 157 เปลี่ยนยาง 4 เส้น"),
    ("2กท 8821 อุดรธานี", "Honda City 1.0 Turbo V", 2021, 61200, 368000, 9500, 429000, "25 ต.ค. 2568",
     "ประมูลอีสาน Lot 112"),
    ("ฒย 1190 อุดรธานี", "Mazda 2 1.3 High Connect", 2018, 104000, 226000, 12300, 279000, "25 ต.ค. 2568",
     "ประมูลอีสาน Lot 203 ทำกันชนหน้า"),
    ("1กธ 2754 อุดรธานี", "Toyota Yaris Ativ 1.2 E", 2020, 58900, 352000, 7600, 429000, "12 ก.ย. 2568",
     "คุณสุนิสาจอง ส่งรถ 22 พ.ย."),
    ("1กษ 3345 อุดรธานี", "Toyota Fortuner 2.8 V 4WD", 2017, 142000, 698000, 18500, 799000, "2 ก.ย. 2568",
     "ลุงประยงค์จอง มัดจำ 10,000 รอไฟแนนซ์"),
    ("บฉ 5567 อุดรธานี", "Isuzu D-Max 2.5 Hi-Lander", 2014, 210000, 245000, 0, 309000, "8 พ.ย. 2568",
     "รถเทิร์นลุงประยงค์ รอเลือกอู่ทำสี"),
    ("3กข 9014 อุดรธานี", "Mitsubishi Pajero Sport 2.4 GT", 2018, 126500, 655000, 16900, 739000, "19 ส.ค. 2568", ""),
    ("กจ 2208 หนองคาย", "Nissan Almera 1.2 E", 2017, 118000, 189000, 8200, 229000, "30 ก.ย. 2568", ""),
    ("งท 6671 สกลนคร", "Suzuki Swift 1.2 GL", 2019, 72300, 298000, 6400, 349000, "14 ต.ค. 2568", ""),
    ("1ขค 4120 อุดรธานี", "Ford Ranger 2.2 XLT Open Cab", 2016, 155000, 329000, 21700, 389000, "21 ก.ค. 2568",
     "ค้างนาน ลดได้ถึง 369,000"),
]
SOLD_OCT = [
    ("3 ต.ค. 2568", "Toyota Vios 1.5 E 2018", 345000, "เงินสด", "บอย"),
    ("5 ต.ค. 2568", "Honda Jazz 1.5 V 2017", 379000, "เมโขงลีสซิ่ง", "บอย"),
    ("8 ต.ค. 2568", "Isuzu D-Max Spark 1.9 2020", 459000, "เมโขงลีสซิ่ง", "กร"),
    ("11 ต.ค. 2568", "Toyota Camry 2.5 Hybrid 2016", 565000, "ธนาคารอื่น", "กร"),
    ("12 ต.ค. 2568", "Mazda CX-3 2.0 2018", 489000, "เมโขงลีสซิ่ง", "บอย"),
    ("17 ต.ค. 2568", "Nissan Navara NP300 2.5 2017", 415000, "ธนาคารอื่น", "บอย"),
    ("19 ต.ค. 2568", "Honda Civic FC 1.8 E 2017", 529000, "เงินสด", "กร"),
    ("24 ต.ค. 2568", "Suzuki Ciaz 1.2 2019", 259000, "เมโขงลีสซิ่ง", "บอย"),
    ("27 ต.ค. 2568", "Mitsubishi Triton 2.5 Mega Cab 2015", 299000, "เงินสด", "บอย"),
    ("30 ต.ค. 2568", "Honda Brio Amaze 1.2 2015", 151000, "เงินสด", "กร"),
]


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    stock = book.active
    stock.title = "รถในสต็อก Stock"
    stock.append(["รถในสต็อก ณ 15 พ.ย. 2568 (Cars in stock)"])
    stock.append(STOCK_HEADERS)
    for row in STOCK:
        stock.append(list(row))
    stock.append(["รวม (Total)", f"{len(STOCK)} คัน", "", "", sum(r[4] for r in STOCK), sum(r[5] for r in STOCK),
                  sum(r[6] for r in STOCK), "", ""])
    for column in (4, 5, 6, 7):
        money_format(stock, column)
    sold = book.create_sheet("ขายแล้ว ต.ค. Sold Oct")
    sold.append(["รถที่ขายเดือน ต.ค. 2568 (Cars sold in October)"])
    sold.append(["วันที่ (Date)", "รถ (Car)", "ราคาขาย (Price, THB)", "ไฟแนนซ์ (Finance)", "เซลส์ (Sales)"])
    for row in SOLD_OCT:
        sold.append(list(row))
    sold.append(["รวม (Total)", f"{len(SOLD_OCT)} คัน", sum(r[2] for r in SOLD_OCT), "", ""])
    money_format(sold, 3)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 3502.15, "PEA"), ("ค่าน้ำประปา (Water)", 412, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 12400, ""),
                  ("ค่าน้ำมันรถบ้าน (Petrol)", 3200, "ซิตี้ของเพ็ญ"),
                  ("ผ่อนบ้าน (Mortgage)", 14200, "ธนาคารสินธนา"),
                  ("เรียนพิเศษมายด์ (Tutor)", 2400, "คณิต ครูแอน"),
                  ("ให้แม่ + ค่ายาแม่ (Mum)", 4980, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 3318.40, "PEA"), ("ค่าน้ำประปา (Water)", 386, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 11850, ""),
                  ("ค่าน้ำมันรถบ้าน (Petrol)", 3450, "ซิตี้ของเพ็ญ"),
                  ("ผ่อนบ้าน (Mortgage)", 14200, "ธนาคารสินธนา"),
                  ("เรียนพิเศษมายด์ (Tutor)", 2400, "คณิต ครูแอน"),
                  ("ให้แม่ + ค่ายาแม่ (Mum)", 4980, ""),
                  ("ค่าแว่นมายด์ (Glasses)", 2890, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 3047.62, "PEA"), ("ค่าน้ำประปา (Water)", 398, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "IsanNet"), ("ค่ากับข้าว (Food)", 12900, ""),
                  ("ค่าน้ำมันรถบ้าน (Petrol)", 3100, "ซิตี้ของเพ็ญ"),
                  ("ผ่อนบ้าน (Mortgage)", 14200, "ธนาคารสินธนา"),
                  ("เรียนพิเศษมายด์ (Tutor)", 2800, "คณิต ครูแอน ขึ้นราคา"),
                  ("ให้แม่ + ค่ายาแม่ + หมอตา (Mum)", 6230, "รพ.อุดรธานี")],
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
    top = ["โรงเรียนอุดรดรุณศึกษา อ.เมือง จ.อุดรธานี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภา พรหมวงศ์  ชั้น ม.1/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-44587-3",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าหนังสือและชุดนักเรียน", "2,650"), ("ค่าคอมพิวเตอร์", "1,200")],
                "24,550", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าทัศนศึกษา (ภูเรือ จ.เลย)", "2,200"), ("ค่ายภาษาอังกฤษ", "3,500")],
                "26,400", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Phromwong\n"
    "Address: 147/3 Moo 5, Ban Lueam, Mueang Udon Thani 41000\n"
    "Customer no. 020034471902\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 40,117 -> 40,703   Units used: 586 kWh\n"
    "Energy charge 2,752.60  Ft 57.42  Service 38.22  VAT 7% 199.38\n"
    "AMOUNT DUE: 3,047.62 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
FIBRE_BILL = [
    "ISANNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Thanakorn Phromwong    Account: IN-4410-7763\n"
    "Package: Home Fibre 1000/500 Mbps   699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 25 Oct 2025. Pay by QR code or at any Big C counter.",
]
HEALTH_LETTER = [
    "NORTHERN STAR LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Udon Thani Office, 12 Phosri Road\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE - FAMILY HEALTH PLAN, policy no. NSL-H-66-20318\n"
    "Dear Mr. Thanakorn Phromwong (policy owner),\n"
    "Your family health policy expires on 31 Dec 2025. Renewal period: 1 Jan 2026 - 31 Dec 2026.\n"
    "\n"
    "Insured                         Age   Plan          Premium (THB)\n"
    "Mrs. Chanpen Phromwong          41    Health Plus    15,920\n"
    "Miss Nichapa Phromwong          12    Health Kids     8,760\n"
    "TOTAL PREMIUM                                        24,680 (last year 22,940)\n"
    "\n"
    "Cover per insured: room 3,000 THB per night, annual limit 1,000,000 THB, OPD 1,500 THB per visit\n"
    "(Health Kids: up to 30 visits a year).\n"
    "Please pay by 15 Dec 2025 by transfer, credit card, or through your agent Khun Somsri (089-402-6618).\n"
    "The premium went up because Mrs. Chanpen moved into the 41-45 age band.\n"
    "\n"
    "Customer Service, Northern Star Life Assurance",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    cars, revenue = sum(CARS_2568), sum(REVENUE_2568)
    gross = revenue - sum(COST_2568)
    return [
        ("กรยนต์ คาร์เซ็นเตอร์ แผนปี 2569", "Korn Yont Car Center - plan for 2026\nธนากร พรหมวงศ์  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ขายรถ ม.ค.–ต.ค. 2568 รวม {cars} คัน ยอดขาย {revenue:,} บาท\n"
                         f"กำไรขั้นต้น {gross:,} บาท\n"
                         "ปัญหา: ดอกเบี้ยวงเงินโชว์รูมขึ้นเป็น 6.50% ตั้งแต่ 1 ธ.ค. 2568, รถค้างสต็อกเกิน 90 วัน 2 คัน"),
        ("เป้าหมายปี 2569", "ขายรถ 100 คัน ยอดขาย 38,000,000 บาท\nกำไรขั้นต้นเฉลี่ยคันละ 45,000 บาท\n"
                            "รถกระบะ/PPV ครึ่งหนึ่งของสต็อก"),
        ("ขอขยายวงเงินโชว์รูม", "ขอเพิ่มวงเงินธนาคารสินธนา จาก 3,000,000 เป็น 4,000,000 บาท\n"
                                "สต็อกรถได้ 12-14 คัน ส่งเอกสารให้แบงก์ภายใน 15 ธ.ค. 2568"),
        ("ลานรถแห่งที่ 2", "เช่าที่ดินถนนอุดร-หนองคาย 1 ไร่ เดือนละ 12,000 บาท\n"
                           "งบปรับพื้นที่ + หลังคาเต็นท์ 150,000 บาท เริ่ม เม.ย. 2569"),
        ("การตลาด", "โฆษณา Facebook/TikTok เดือนละ 12,000 บาท\nรับเทิร์นรถทุกยี่ห้อ ตีราคาจบในวันเดียว"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "เต็นท์รถกรยนต์/แชท/แชทไลน์_คุณสุนิสา_ยาริส.txt": """[8 พ.ย. 68 18:40] สุนิสา แสงทอง: สวัสดีค่ะ ยาริสเอทีฟสีเทาที่ลงเพจยังอยู่ไหมคะ
[8 พ.ย. 68 18:52] กรยนต์ (กร): อยู่ครับ 429,000 ดาวน์ 20% ผ่อน 72 งวด ตกเดือนละประมาณ 5,800 ครับ
[9 พ.ย. 68 19:02] สุนิสา แสงทอง: ลดได้อีกไหมคะ ดาวน์ 85,800 หนักไปค่ะ
[9 พ.ย. 68 19:20] กรยนต์ (กร): ลดให้เหลือ 419,000 ครับ ได้เรทไฟแนนซ์ใหม่ 3.29% ด้วย
[10 พ.ย. 68 12:15] สุนิสา แสงทอง: ถ้า 415,000 แถมประกันชั้น 1 ตกลงเลยค่ะ ขอดาวน์ 50,000 ได้มั้ยคะ
[10 พ.ย. 68 12:40] กรยนต์ (กร): 415,000 พร้อมประกันชั้น 1 ได้ครับ แต่ดาวน์ต้องขั้นต่ำ 60,000 ไฟแนนซ์ถึงจะอนุมัติ
[10 พ.ย. 68 12:44] สุนิสา แสงทอง: โอเคค่ะ ดาวน์ 60,000
[11 พ.ย. 68 09:30] กรยนต์ (กร): ส่งใบเสนอราคาฉบับจริงให้แล้วครับ ค่างวดเดือนละ 5,904 นัดรับรถ 15 พ.ย. นะครับ
[13 พ.ย. 68 20:05] สุนิสา แสงทอง: ขอเลื่อนรับรถเป็น 22 พ.ย. ได้มั้ยคะ รอเงินเดือนออกก่อน
[13 พ.ย. 68 20:11] กรยนต์ (กร): ได้ครับ 22 พ.ย. 10 โมงเช้า เตรียมบัตรประชาชนกับสลิปเงินเดือนมาด้วยนะครับ
""",
    "เต็นท์รถกรยนต์/แชท/แชทไลน์_ลุงประยงค์_เทิร์นดีแม็กซ์.txt": """[5 พ.ย. 68 09:12] ลุงประยงค์: เฮียกร ดีแม็กซ์ลุงปี 2014 ไมล์ 210,000 จะตีให้เท่าไหร่
[5 พ.ย. 68 09:30] กรยนต์ (กร): ดูจากรูปเบื้องต้นให้ได้ 230,000 ครับลุง ขอเอามาให้ช่างดูก่อน
[5 พ.ย. 68 09:41] ลุงประยงค์: น้อยไปนะ ข้างบ้านขายได้ 260
[5 พ.ย. 68 10:02] กรยนต์ (กร): ของข้างบ้านปีใหม่กว่าครับลุง เอารถมาพรุ่งนี้ได้เลยครับ
[7 พ.ย. 68 16:20] กรยนต์ (กร): ช่างดูแล้วครับลุง ช่วงล่างต้องทำ สีซีดทั้งคัน ให้ได้ 240,000 ครับ
[7 พ.ย. 68 16:45] ลุงประยงค์: ขอ 250 ได้มั้ย ลุงเอาฟอร์จูนเนอร์ด้วยนะ
[7 พ.ย. 68 17:05] กรยนต์ (กร): งั้นเจอกันครึ่งทาง 245,000 ครับลุง แต่ฟอร์จูนเนอร์ลดไม่ได้แล้วนะครับ 799,000
[7 พ.ย. 68 17:10] ลุงประยงค์: ตกลง 245 ก็ 245
[8 พ.ย. 68 10:30] กรยนต์ (กร): รับดีแม็กซ์แล้วครับลุง ส่วนต่าง 554,000 ยื่นไฟแนนซ์ให้แล้ว ลุงวางมัดจำไว้ 10,000 ครับ
[8 พ.ย. 68 10:32] ลุงประยงค์: ได้เลย รออนุมัติ
""",
    "เต็นท์รถกรยนต์/ประมูล/สรุปประมูล_ตุลาคม68.md": AUCTION_NOTES,
    "เต็นท์รถกรยนต์/ธนาคาร/email_SinthanaBank_renewal_docs.txt": BANK_EMAIL,
    "เต็นท์รถกรยนต์/บัญชี/เงินเดือนพนักงาน_ตค68.md": """# เงินเดือนพนักงาน ตุลาคม 2568

| ชื่อ | ตำแหน่ง | เงินเดือน | คอมมิชชั่น | รวม |
|---|---|---|---|---|
| บอย (อภิชาติ) | เซลส์ | 12,000 | 10 คัน x 1,500 = 15,000 | 27,000 |
| ลุงเสถียร | ช่างเตรียมรถ | 15,000 | - | 15,000 |
| น้องเก่ง | ล้าง/เคลือบรถ | 9,500 | - | 9,500 |

รวมจ่าย ต.ค. 51,500 บาท โอนแล้ว 31 ต.ค.
คอมคิดทุกคันที่ขายออกจากเต็นท์ ไม่ว่าใครปิด
เก่งขอเบิกล่วงหน้า พ.ย. 2,000 (ยังไม่หัก)
""",
    "เต็นท์รถกรยนต์/ประกาศขายรถ_เพจ.md": """# โพสต์เพจ กรยนต์ คาร์เซ็นเตอร์ อุดร

## รีโว่ พรีรันเนอร์ 2.4 ปี 2019 สีเทา
ไมล์แท้ 98,500 ยางใหม่ 4 เส้น ราคา 589,000 ออกรถ 0 บาท (เงื่อนไขไฟแนนซ์)

## ซิตี้ 1.0 เทอร์โบ V ปี 2021 สีขาว
มือเดียว ไมล์ 61,200 ราคา 429,000 ผ่อนเริ่มต้น 6,xxx

## มาสด้า 2 ปี 2018 สีแดง
ประหยัดน้ำมัน เหมาะกับนักศึกษา ราคา 279,000

โทร/ไลน์ 086-447-2190 รับเทิร์นทุกยี่ห้อ
""",
    "เต็นท์รถกรยนต์/เช็คลิสต์ตรวจรถก่อนรับซื้อ.md": """# เช็คลิสต์ตรวจรถก่อนรับซื้อ
- เล่มทะเบียน ชื่อตรงกับคนขาย ไม่ติดไฟแนนซ์
- เลขตัวถัง/เลขเครื่อง ตรงกับเล่ม
- ดูรอยชน: คานหน้า ซุ้มล้อ เสา A/B
- ดูน้ำท่วม: พรม เข็มขัดนิรภัย กลิ่นอับ
- สตาร์ทเย็น ฟังเสียงเครื่อง ดูควันดำ
- ลองขับ: เกียร์ เบรก ช่วงล่าง แอร์
- เช็คประวัติศูนย์ถ้ามี
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[20 ก.ย. 68 19:30] เพ็ญ: พ่อ ครูแอนบอกว่าตั้งแต่เดือนตุลาค่าเรียนพิเศษมายด์ขึ้นเป็นเดือนละ 2,600 นะ
[20 ก.ย. 68 19:42] กร: ได้ๆ
[22 ก.ย. 68 08:10] เพ็ญ: แก้นิดนึง ครูแอนเพิ่มชั่วโมงเสาร์ด้วย สรุปเดือนละ 2,800 นะ
[3 พ.ย. 68 20:05] เพ็ญ: ค่าเทอมมายด์เทอมสองต้องจ่ายก่อน 10 พ.ย. นะพ่อ 26,400
[3 พ.ย. 68 20:20] กร: พรุ่งนี้โอน ประกันสุขภาพเพ็ญกับมายด์ก็มาแล้วนะ ปีนี้ขึ้นอีก
[3 พ.ย. 68 20:22] เพ็ญ: เห็นแล้ว จ่ายก่อน 15 ธ.ค.
[4 พ.ย. 68 07:15] มายด์: แม่คะ ทัศนศึกษาภูเรือ 27-28 พ.ย. ต้องเอาเสื้อกันหนาวไปด้วย
[5 พ.ย. 68 18:00] แม่บุญมี: วันที่ 19 แม่นัดหมอตาที่ รพ.อุดรนะ
[5 พ.ย. 68 18:12] กร: ผมไปส่งเองแม่ ให้บอยดูเต็นท์แทน
""",
    "บ้าน/ทริปหนองคาย_ปีใหม่.md": """# ทริปหนองคาย ปีใหม่ 2569
- 30 ธ.ค. ออกเช้า ไหว้หลวงพ่อพระใส วัดโพธิ์ชัย
- เดินตลาดท่าเสด็จ กินแหนมเนือง
- พัก 1 คืน ริมโขง ห้องละ 1,800
- 31 ธ.ค. นั่งเรือชมโขง กลับอุดรก่อนเคาท์ดาวน์
- งบทั้งทริปประมาณ 8,000 บาท
""",
}
TODO = {"todo.md": """- ส่งเอกสารต่อวงเงินโชว์รูมให้ธนาคารสินธนา ก่อน 15 ธ.ค.
- เลือกอู่ทำสีดีแม็กซ์ลุงประยงค์ (ช่างเปี๊ยก / ศรีสุข)
- ส่งรถยาริสคุณสุนิสา 22 พ.ย.
- ประมูลขอนแก่น 22 พ.ย.
- จ่ายประกันสุขภาพเพ็ญกับมายด์ ก่อน 15 ธ.ค.
- พาแม่ไปหาหมอตา 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    lot = docs / "เต็นท์รถกรยนต์"
    quotes, repair, auction = lot / "ใบเสนอราคาขาย", lot / "ซ่อมรถ", lot / "ประมูล"
    finance, parts, bank, books = lot / "ไฟแนนซ์", lot / "อะไหล่", lot / "ธนาคาร", lot / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, repair, auction, finance, parts, bank, books, lot / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ยาริส_คุณสุนิสา_ร่าง.docx", YARIS_DRAFT, YARIS_DRAFT_TABLE,
               bottom=YARIS_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ยาริส_คุณสุนิสา_ฉบับจริง.docx", YARIS_FINAL, YARIS_FINAL_TABLE,
               bottom=YARIS_FINAL_BOTTOM)
    write_docx(repair / "ใบเสนอราคาซ่อม_อู่ช่างเปี๊ยก.docx", PEAK_TOP, PEAK_TABLE, bottom=PEAK_BOTTOM)
    write_docx(repair / "ใบเสนอราคาซ่อม_อู่ศรีสุขเซอร์วิส.docx", SRISUK_TOP, SRISUK_TABLE, bottom=SRISUK_BOTTOM)
    make_pdf(auction / "IsanAuction_invoice_ICA-2510-0486.pdf", AUCTION_INVOICE)
    make_pdf(finance / "MekongLeasing_commission_scheme_Nov2025.pdf", MEKONG_LETTER)
    write_docx(finance / "ค่าคอม_เมโขงลีสซิ่ง_ตค68.docx", MEKONG_STATEMENT, MEKONG_STATEMENT_TABLE,
               bottom=MEKONG_STATEMENT_BOTTOM)
    make_pdf(parts / "UdonParts_pricelist_2025.pdf", PARTS_2025)
    write_docx(parts / "ราคาอะไหล่_อุดรพาร์ท_2567.docx", PARTS_2567, PARTS_2567_TABLE, bottom=PARTS_2567_BOTTOM)
    make_pdf(parts / "UdonParts_invoice_UP-68-0932.pdf", PARTS_INVOICE)
    make_pdf(bank / "SinthanaBank_floorplan_notice_Nov2025.pdf", BANK_LETTER)
    _car_book(books / "ยอดขายรถ_2568.xlsx", "2568", CARS_2568, REVENUE_2568, COST_2568, 36500, 18000,
              INTEREST_2568, ADS_2568, UTIL_2568)
    _car_book(books / "ยอดขายรถ_2567.xlsx", "2567", CARS_2567, REVENUE_2567, COST_2567, 34000, 16000,
              INTEREST_2567, ADS_2567, UTIL_2567)
    _stock_book(books / "สต็อกรถ_15พย68.xlsx")
    write_slides(lot / "แผนกรยนต์ปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "IsanNet_fibre_bill_Oct2025.pdf", FIBRE_BILL)
    make_pdf(home / "ประกัน" / "NorthernStar_health_renewal_2025.pdf", HEALTH_LETTER)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
