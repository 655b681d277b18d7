"""The caraudio folder: the papers of a car audio, tint and dashcam installer and his household, written by code.

The owner is นายธีรวัฒน์ ศรีสุวรรณ (พี่ธี). He runs "ธีระ คาร์ซาวด์ แอนด์ ฟิล์ม" (Teera Car Sound & Film) on
ถ.พัฒนาการคูขวาง, เมืองนครศรีธรรมราช: car audio, window film and dashcams, and since November the film-and-dashcam
package on new cars for the dealership บริษัท เมืองคอนยนตรการ จำกัด. The shop has an SME loan from Ligor Bank. His wife
กาญจนา (กาญ) keeps the books, his daughter ใบเตย (ด.ญ.ปัณฑิตา) is in ม.2, his father พ่อเหรียญ lives with them.
It is November 2568 (2025).

Documents/ร้านธีระคาร์ซาวด์/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_เมืองคอนยนตรการ_ร่าง.docx: draft quote QT-6811-018 to the dealership, film + dashcam per
  new car, 7,300 a car, 40 cars = 292,000 a month.
- ใบเสนอราคา/ใบเสนอราคา_เมืองคอนยนตรการ_ฉบับจริง.docx: the final of the same quote, 6,950 a car, 278,000 a month.
- ใบเสนอราคา/ใบเสนอราคา_ชุดเครื่องเสียง_คุณวิทยา.docx: a customer's sound system for a pickup, 25,200.
- Suppliers/SouthernSound_pricelist_2025.pdf: English dealer price list of Southern Sound Distribution Co., Ltd.
  (Hat Yai) for 2025 (SSX-10 subwoofer 2,450).
- Suppliers/ราคาส่ง_เซาเทิร์นซาวด์_2567.docx: last year's list of the same firm, in Thai (SSX-10 2,300).
- Suppliers/NanoCool_invoice_INV-2510-044.pdf: film rolls invoice, 62,060.00 due 7 Nov 2025.
- Suppliers/email_NanoCool_price_Dec2025.txt: an email: CX ceramic roll 9,800 -> 10,600 from 1 December 2025.
- Suppliers/DriveMate_dashcam_quotation.pdf and Suppliers/ใบเสนอราคา_กล้องติดรถ_ไวส์วิชั่น.docx: two similar
  quotes for 50 front+rear dashcams from two firms (1,980 ex VAT without card vs 2,150 with card, VAT included).
- เอกสารร้าน/LigorBank_loan_notice_Nov2025.pdf: the bank's English letter: loan rate 6.85% -> 7.10%, instalment
  13,560 -> 13,690 from December 2025.
- เอกสารร้าน/เงื่อนไขรับประกันงานติดตั้ง.docx: the shop's warranty terms (film 7 / 3 years, wiring 2 years ...).
- บัญชี/รายรับรายจ่ายร้าน_2568.xlsx: this year's book, three sheets (income by month and kind of job; expenses;
  summary with profit), ม.ค.-ต.ค.
- บัญชี/รายรับรายจ่ายร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: October pay of three technicians, 46,500.
- บัญชี/เคลมประกัน_2568.md: this year's warranty claims, 7 claims costing 8,950.
- แชท/แชทไลน์_คุณอรุณี_เมืองคอนยนตรการ.txt: LINE chat with the dealership; December changes to 50 cars at 6,800.
- แชท/แชทไลน์_เฮียเล้ง_เซาเทิร์นซาวด์.txt: LINE chat with the audio distributor; head units cut from 10 to 6,
  the order ends at 48,000.
- แผนร้านปี2569.pptx: slides, next year's plan (3,000,000 target, second film bay 120,000).
- ขั้นตอนติดตั้งกล้องหน้ารถ.md: the technicians' dashcam install checklist.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills (1,808.72; 303.88).
- ประกัน/AndamanLife_premium_notice_2025.pdf: English renewal notice for his health policy (24,680, due 15 Dec 2025);
  the daughter's policy is paid monthly to อันดามันประกันชีวิต in the household book.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (23,950; 24,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสุวรรณ.txt: the family's LINE group (the roof repair ends at 17,000).
- ซ่อมหลังคาบ้าน.md: notes on two roof repair quotes (18,500 and 21,200).
- สูตรแกงไตปลา.md: his mother's kaeng tai pla recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ธีระ คาร์ซาวด์ แอนด์ ฟิล์ม (Teera Car Sound & Film) 211/7 ถ.พัฒนาการคูขวาง ต.ในเมือง อ.เมือง "
            "จ.นครศรีธรรมราช 80000 โทร 081-956-2204")

# ---------------------------------------------------------------- quotes
DEALER_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6811-018",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณอรุณี ฝ่ายจัดซื้อ บริษัท เมืองคอนยนตรการ จำกัด",
    "เรื่อง ชุดติดฟิล์มและกล้องติดรถสำหรับรถใหม่ก่อนส่งมอบ (ช่างเข้าไปติดที่โชว์รูม)",
]
DEALER_DRAFT_TABLE = [
    ("รายการ", "ราคาต่อคัน (บาท)"),
    ("ฟิล์มเซรามิก NanoCool CX รอบคัน (บานหน้า 40% รอบคัน 60%)", "4,200"),
    ("กล้องติดรถหน้า-หลัง 2K พร้อมเมมโมรี่ 64GB", "2,600"),
    ("ค่าติดตั้งและเดินสายซ่อน", "500"),
    ("รวมต่อคัน", "7,300"),
]
DEALER_DRAFT_BOTTOM = [
    "ประมาณเดือนละ 40 คัน รวมเดือนละ 292,000 บาท",
    "ร่าง ยังไม่ได้ส่ง รอราคากล้องจาก DriveMate กับไวส์วิชั่นก่อน",
]
DEALER_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6811-018 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณอรุณี ฝ่ายจัดซื้อ บริษัท เมืองคอนยนตรการ จำกัด",
    "เรื่อง ชุดติดฟิล์มและกล้องติดรถสำหรับรถใหม่ก่อนส่งมอบ เริ่มรถที่ส่งมอบตั้งแต่ 1 พฤศจิกายน 2568",
]
DEALER_FINAL_TABLE = [
    ("รายการ", "ราคาต่อคัน (บาท)"),
    ("ฟิล์มเซรามิก NanoCool CX รอบคัน (บานหน้า 40% รอบคัน 60%)", "4,200"),
    ("กล้องติดรถหน้า-หลัง 2K พร้อมเมมโมรี่ 64GB", "2,350"),
    ("ค่าติดตั้งและเดินสายซ่อน", "400"),
    ("รวมต่อคัน", "6,950"),
]
DEALER_FINAL_BOTTOM = [
    "ประมาณเดือนละ 40 คัน รวมเดือนละ 278,000 บาท (สองแสนเจ็ดหมื่นแปดพันบาทถ้วน)",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 45 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "รับประกันฟิล์ม 7 ปี กล้อง 1 ปี ตามเงื่อนไขรับประกันของร้าน",
    "ลงชื่อ ธีรวัฒน์ ศรีสุวรรณ ผู้เสนอราคา",
]
WITTAYA = [
    SHOP_TOP,
    "ใบเสนอราคา เลขที่ QT-6811-022  วันที่ 25 ตุลาคม 2568",
    "เรียน คุณวิทยา ชูแก้ว (Ford Ranger Wildtrak ทะเบียน บท 4412 นครศรีธรรมราช)",
    "เรื่อง อัพเกรดชุดเครื่องเสียง",
]
WITTAYA_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("จอแอนดรอยด์ 9 นิ้ว HU-9A 4/64GB", "1 เครื่อง", "6,900"),
    ("ลำโพงแยกชิ้น 6.5 นิ้ว CS-65 (คู่หน้า)", "1 ชุด", "3,500"),
    ("แอมป์ 4 ชาแนล AMP-4100", "1 ตัว", "5,900"),
    ("ซับวูฟเฟอร์ 10 นิ้ว SSX-10 พร้อมตู้", "1 ดอก", "4,500"),
    ("แดมป์ประตู 4 บาน", "4 บาน", "2,400"),
    ("ค่าติดตั้ง เดินสายไฟ", "", "2,000"),
    ("รวม", "", "25,200"),
]
WITTAYA_BOTTOM = ["รวมทั้งสิ้น 25,200 บาท ใช้เวลาติดตั้ง 1 วัน มัดจำ 5,000 บาท",
                  "รับประกันเครื่องเสียง 1 ปีตามผู้ผลิต งานเดินสาย 2 ปี"]

# ---------------------------------------------------------------- suppliers
SOUTHERN_2025 = [
    "SOUTHERN SOUND DISTRIBUTION CO., LTD.\n"
    "55/9 Kanchanawanit Road, Hat Yai, Songkhla 90110   Tel. 074-355-870\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per piece, VAT included.\n"
    "\n"
    "SSX-10  Subwoofer 10 inch, 600W .................... 2,450\n"
    "AMP-4100  4-channel amplifier 4 x 100W ............. 3,900\n"
    "CS-65  Component speaker set 6.5 inch .............. 2,150\n"
    "HU-9A  Android head unit 9 inch, 4/64GB ............ 4,800\n"
    "DSP-8  8-channel sound processor ................... 5,600\n"
    "DM-1  Sound deadening mat, per sheet ............... 180\n"
    "\n"
    "Minimum order 15,000 THB. Free delivery to Nakhon Si Thammarat for orders over 20,000 THB.\n"
    "Payment: 30 days credit for registered dealers.\n"
    "Contact: Chaiyut Saelim (Leng), 089-733-1260, LINE @southernsound",
]
SOUTHERN_2567 = ["บริษัท เซาเทิร์นซาวด์ ดิสทริบิวชั่น จำกัด (หาดใหญ่)",
                 "ใบราคาส่งสำหรับร้านตัวแทน ปี 2567 (มกราคม – ธันวาคม 2567)",
                 "ราคาต่อชิ้น รวมภาษีมูลค่าเพิ่มแล้ว"]
SOUTHERN_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("ซับวูฟเฟอร์ 10 นิ้ว SSX-10", "2,300"),
    ("แอมป์ 4 ชาแนล AMP-4100", "3,650"),
    ("ลำโพงแยกชิ้น 6.5 นิ้ว CS-65", "2,050"),
    ("จอแอนดรอยด์ 9 นิ้ว HU-9A (2/32GB)", "5,200"),
    ("แผ่นแดมป์ DM-1 ต่อแผ่น", "165"),
]
SOUTHERN_2567_BOTTOM = ["สั่งขั้นต่ำ 10,000 บาท ส่งฟรีถึงนครศรีธรรมราชเมื่อสั่งเกิน 15,000 บาท",
                        "ติดต่อ คุณชัยยุทธ แซ่ลิ้ม (เฮียเล้ง) ฝ่ายขาย"]
NANOCOOL_INVOICE = [
    "NANOCOOL FILM (THAILAND) CO., LTD.\n"
    "1188 Srinakarin Road, Bang Na, Bangkok 10260\n"
    "TAX INVOICE / INVOICE No. INV-2510-044\n"
    "Date: 8 Oct 2025          Due date: 7 Nov 2025\n"
    "Customer: Teera Car Sound & Film (Mr. Teerawat Srisuwan), Nakhon Si Thammarat\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "NanoCool CX ceramic 40%, 1.52 x 30 m   2 rolls   9,800.00     19,600.00\n"
    "NanoCool CX ceramic 60%, 1.52 x 30 m   3 rolls   9,800.00     29,400.00\n"
    "NanoCool Basic carbon 80%, 1.52 x 30 m 2 rolls   4,500.00      9,000.00\n"
    "\n"
    "Subtotal 58,000.00   VAT 7% 4,060.00\n"
    "TOTAL DUE: 62,060.00 THB\n"
    "Please transfer to Bangkok Bank, NanoCool Film (Thailand) Co., Ltd., 201-3-44518-7",
]
NANOCOOL_EMAIL = """From: Supaporn K. <dealer@nanocoolfilm.co.th>
To: teeracarsound@gmail.com
Date: Tue, 4 Nov 2025 10:17
Subject: NanoCool CX price change from 1 December 2025

Dear Khun Teerawat,

Thank you for being a NanoCool dealer in Nakhon Si Thammarat.

Because of the higher cost of the imported ceramic layer, the dealer price of NanoCool CX ceramic
(all shades, 1.52 x 30 m) will change from 9,800 to 10,600 THB per roll from 1 December 2025.
NanoCool Basic carbon stays at 4,500 THB per roll.

Orders confirmed and paid before 30 November 2025 keep the old price.
Dealers who order 10 rolls or more in one month get a 3% rebate on that month's invoice.

The 7-year CX warranty cards will be sent with every roll as before.

Best regards,
Supaporn Kaewkla
Dealer Sales, NanoCool Film (Thailand) Co., Ltd.
02-398-7710
"""
DRIVEMATE_QUOTE = [
    "DRIVEMATE TRADING CO., LTD.\n"
    "Dashcams and car electronics - 129/5 Talat Road, Mueang Surat Thani 84000   Tel. 077-281-593\n"
    "QUOTATION No. DM-Q-25-112     Date: 20 Oct 2025     Valid until: 30 Nov 2025\n"
    "To: Teera Car Sound & Film (Khun Teerawat Srisuwan), Nakhon Si Thammarat\n"
    "\n"
    "DriveMate D2 Pro front + rear 2K dashcam, Wi-Fi, parking mode\n"
    "Quantity: 50 units x 1,980.00 THB = 99,000.00 THB\n"
    "microSD card 64GB (optional, not included): 190.00 THB per unit\n"
    "Prices exclude VAT 7%.\n"
    "\n"
    "Delivery: within 7 days by courier, free for 30 units or more.\n"
    "Warranty: 12 months, exchange at our Surat Thani office.\n"
    "Payment: 50% deposit, balance 30 days after delivery.\n"
    "Sales: Kittipong Rakdee, 086-402-5518",
]
WISE = ["บริษัท ไวส์วิชั่น อิเล็กทรอนิกส์ จำกัด 88/21 ถ.เพชรเกษม อ.หาดใหญ่ จ.สงขลา โทร 074-228-915",
        "ใบเสนอราคา เลขที่ WV-6810-077  วันที่ 22 ตุลาคม 2568",
        "เรียน คุณธีรวัฒน์ ศรีสุวรรณ ร้านธีระ คาร์ซาวด์ แอนด์ ฟิล์ม",
        "เรื่อง กล้องติดรถยนต์หน้า-หลัง สำหรับงานรถใหม่"]
WISE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กล้องติดรถยนต์ WiseCam R2 หน้า-หลัง 2K พร้อมเมมโมรี่ 64GB", "50 ตัว", "2,150", "107,500"),
    ("ชุดสายต่อตรงกล่องฟิวส์ (hardwire kit)", "50 ชุด", "แถมฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "107,500"),
]
WISE_BOTTOM = ["ราคารวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีถึงร้าน",
               "รับประกันสินค้า 18 เดือน เปลี่ยนตัวใหม่ภายใน 3 วัน",
               "ยืนราคา 30 วัน ชำระเงินภายใน 7 วันหลังรับของ",
               "ผู้เสนอราคา นางสาวรัชนี ทองสุข ฝ่ายขาย"]

# ---------------------------------------------------------------- shop papers
LOAN_NOTICE = [
    "LIGOR BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Si Thammarat Branch, 1420 Ratchadamnoen Road, Nakhon Si Thammarat 80000\n"
    "3 November 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE ADJUSTMENT - SME TERM LOAN\n"
    "Dear Mr. Teerawat Srisuwan (Teera Car Sound & Film),\n"
    "Loan account no. 402-7-33815-2, original amount 800,000 THB, drawn 15 January 2024, term 72 months.\n"
    "Outstanding balance as of 31 October 2025: 574,320.55 THB\n"
    "\n"
    "Following the change in the bank's MLR, the interest rate on your loan (MLR - 1.00%)\n"
    "will change from 6.85% to 7.10% per annum from 1 December 2025.\n"
    "Your monthly instalment will change from 13,560 THB to 13,690 THB,\n"
    "starting with the instalment due on 5 December 2025. The loan term does not change.\n"
    "Instalments are debited from current account 402-3-10077-4 on the 5th of each month.\n"
    "\n"
    "For questions please contact Khun Pimchanok, SME Relationship Officer, 075-342-118.\n"
    "Yours sincerely,\n"
    "SME Lending Department",
]
WARRANTY = [
    "ธีระ คาร์ซาวด์ แอนด์ ฟิล์ม",
    "เงื่อนไขการรับประกันสินค้าและงานติดตั้ง (ฉบับปรับปรุง 1 มกราคม 2568)",
    "กรุณาเก็บใบรับประกันนี้ไว้พร้อมใบเสร็จ",
]
WARRANTY_HEADINGS = [
    ("1. ฟิล์มกรองแสง", "ฟิล์มเซรามิก NanoCool CX รับประกัน 7 ปี กรณีฟิล์มพอง ร่อน ลอก หรือซีดจาง\n"
                       "ฟิล์ม NanoCool Basic รับประกัน 3 ปี\n"
                       "ไม่รับประกันรอยขีดข่วนจากการใช้งาน และฟิล์มที่ลูกค้าลอกหรือล้างด้วยน้ำยาแอมโมเนีย"),
    ("2. เครื่องเสียง", "จอ แอมป์ ลำโพง ซับ รับประกัน 1 ปีตามผู้ผลิต (ส่งเคลมผ่านร้าน)\n"
                       "งานเดินสายไฟและการติดตั้ง รับประกัน 2 ปี"),
    ("3. กล้องติดรถยนต์", "ตัวกล้องรับประกัน 1 ปี เมมโมรี่การ์ดรับประกัน 6 เดือน\n"
                         "ไม่รับประกันกรณีรถถูกน้ำท่วม หรือมีการดัดแปลงระบบไฟโดยร้านอื่น"),
    ("4. การเคลม", "นำรถเข้าร้านพร้อมใบรับประกัน จันทร์–เสาร์ 8.30–18.00 น.\n"
                  "งานดีลเลอร์ ร้านส่งช่างไปแก้ที่โชว์รูมภายใน 2 วันทำการ"),
]

# ---------------------------------------------------------------- books
AUDIO_2568 = [68500, 54200, 61800, 72400, 58900, 49600, 52300, 57800, 61200, 66400]
TINT_2568 = [82400, 76800, 98600, 124500, 105200, 71300, 68900, 74200, 79800, 86300]
DASHCAM_2568 = [21600, 18900, 23400, 26100, 22800, 19500, 20700, 24300, 25900, 28400]
DEALER_2568 = [35000, 28000, 42000, 56000, 49000, 31500, 28000, 35000, 38500, 45500]
STOCK_2568 = [78200, 66400, 84100, 101300, 88700, 62500, 60800, 68900, 72400, 79600]
WAGES_2568 = [42000, 42000, 42000, 45000, 45000, 45000, 45000, 45000, 45000, 46500]
POWER_2568 = [3850, 3720, 4480, 5210, 4960, 4120, 3980, 4050, 4210, 4390]
AUDIO_2567 = [61200, 49800, 57300, 65900, 52400, 46100, 47800, 51600, 55300, 59800, 63400, 78900]
TINT_2567 = [74800, 69200, 88400, 112700, 96300, 65800, 61200, 67500, 70900, 77600, 84100, 102300]
DASHCAM_2567 = [15400, 13800, 17600, 19200, 16900, 14300, 15100, 17800, 18600, 20400, 23700, 31200]
DEALER_2567 = [21000, 17500, 24500, 35000, 31500, 21000, 17500, 24500, 28000, 31500, 38500, 52500]
STOCK_2567 = [69800, 60200, 75100, 92600, 80300, 56900, 54100, 61700, 64800, 70900, 76300, 98400]
WAGES_2567 = [38000, 38000, 38000, 40000, 40000, 40000, 40000, 40000, 42000, 42000, 42000, 48000]
POWER_2567 = [3510, 3420, 4130, 4870, 4650, 3890, 3700, 3760, 3950, 4080, 4170, 4620]


def _income(year_rows: tuple[list[int], ...]) -> list[int]:
    return [sum(values) for values in zip(*year_rows)]


def _book(path: Path, year: str, income: tuple[list[int], ...], stock: list[int], rent: int,
          wages: list[int], power: list[int]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านธีระ คาร์ซาวด์ แอนด์ ฟิล์ม ปี {year} (Shop income {year}, THB)"])
    sheet.append(["เดือน (Month)", "เครื่องเสียง (Audio)", "ฟิล์ม (Tint)", "กล้องติดรถ (Dashcam)",
                  "งานดีลเลอร์ (Dealer jobs)", "รวม (Total)"])
    totals = _income(income)
    for i, total in enumerate(totals):
        sheet.append([f"{MONTHS[i]} {year}"] + [values[i] for values in income] + [total])
    sheet.append(["รวม (Total)"] + [sum(values) for values in income] + [sum(totals)])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าสินค้า (Stock)", "ค่าเช่าร้าน (Rent)", "ค่าแรงช่าง (Wages)",
                  "ผ่อนเงินกู้ธนาคารลิกอร์ (Loan)", "ค่าไฟร้าน (Electricity)", "รวม (Total)"])
    spent = []
    for i in range(len(totals)):
        row = [stock[i], rent, wages[i], 13560, power[i]]
        spent.append(sum(row))
        costs.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    costs.append(["รวม (Total)", sum(stock), rent * len(totals), sum(wages), 13560 * len(totals), sum(power),
                  sum(spent)])
    for column in range(2, 8):
        money_format(costs, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append([f"สรุปกำไรร้าน ปี {year} (Profit {year}, THB)"])
    summary.append(["เดือน (Month)", "รายรับ (Income)", "รายจ่าย (Expenses)", "กำไร (Profit)"])
    for i, (got, out) in enumerate(zip(totals, spent)):
        summary.append([f"{MONTHS[i]} {year}", got, out, got - out])
    summary.append(["รวม (Total)", sum(totals), sum(spent), sum(totals) - sum(spent)])
    for column in range(2, 5):
        money_format(summary, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1726.54, "PEA"), ("ค่าน้ำประปา (Water)", 278.20, "PWA"),
                  ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 1197, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1050, "อันดามันประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, "คลินิกหมอประพันธ์"),
                  ("ค่าขนมใบเตย (Pocket money)", 2000, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1954.10, "PEA"), ("ค่าน้ำประปา (Water)", 291.05, "PWA"),
                  ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 1197, ""), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1050, "อันดามันประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, "คลินิกหมอประพันธ์"),
                  ("ค่าขนมใบเตย (Pocket money)", 2000, ""),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1450, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1808.72, "PEA"), ("ค่าน้ำประปา (Water)", 303.88, "PWA"),
                  ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 1197, ""), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 1050, "อันดามันประกันชีวิต"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 1870, "คลินิกหมอประพันธ์"),
                  ("ค่าขนมใบเตย (Pocket money)", 2000, ""),
                  ("ทำบุญสารทเดือนสิบ (Merit festival)", 2500, "วัดพระมหาธาตุ")],
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
    top = ["โรงเรียนศรีธรรมวิทยา นครศรีธรรมราช", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปัณฑิตา ศรีสุวรรณ  ชั้น ม.2/3  เลขประจำตัว 30518"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4411-8765",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าหนังสือและเครื่องแบบ", "3,250")], "23,950", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "3,900"),
                           ("ค่าค่ายวิทยาศาสตร์และทัศนศึกษา", "2,200"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,500")],
                "24,400", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Si Thammarat\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Kanjana Srisuwan\n"
    "Address: 45/3 Moo 5, Pak Phun, Mueang Nakhon Si Thammarat 80000\n"
    "Customer no. 020034417265\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,118 -> 24,504   Units used: 386 kWh\n"
    "Energy charge 1,617.43  Ft 34.74  Service 38.22  VAT 7% 118.33\n"
    "AMOUNT DUE: 1,808.72 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nakhon Si Thammarat Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Kanjana Srisuwan    Account: 5120-0089-331\n"
    "Meter: 1,482 -> 1,506    Water used: 24 cubic metres\n"
    "Water charge 254.00   Service 30.00   VAT 7% 19.88\n"
    "TOTAL 303.88 THB\n"
    "Due date: 8 Nov 2025. Direct debit: not registered.",
]
ANDAMAN_NOTICE = [
    "ANDAMAN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Southern Region Office, Pattanakarn Khukhwang Road, Nakhon Si Thammarat\n"
    "1 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - HEALTH PLUS 3000 (with life cover)\n"
    "Dear Mr. Teerawat Srisuwan,\n"
    "Policy no. AL-H-0923381, policy year 6: 16 Dec 2025 - 15 Dec 2026\n"
    "Room and board limit: 3,000 THB per day. Life cover: 500,000 THB\n"
    "\n"
    "Annual premium: 24,680 THB (last year 22,940 THB; the age band changes at 46)\n"
    "Please pay by 15 Dec 2025. A grace period of 31 days applies.\n"
    "Premiums paid are tax deductible up to the legal limit.\n"
    "Pay by bank transfer, counter service, or through your agent Khun Wanida (084-117-6630).\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(_income((AUDIO_2568, TINT_2568, DASHCAM_2568, DEALER_2568)))
    return [
        ("แผนร้านธีระ คาร์ซาวด์ แอนด์ ฟิล์ม ปี 2569", "Teera Car Sound & Film - plan for 2026\n"
                                                     "ธีรวัฒน์ ศรีสุวรรณ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ได้งานดีลเลอร์ประจำ: เมืองคอนยนตรการ เริ่ม พ.ย. เดือนละประมาณ 40 คัน\n"
                         "ปัญหา: ช่างฟิล์มไม่พอช่วงปลายปี, ดอกเบี้ยเงินกู้ขึ้น, ฟิล์ม CX ขึ้นราคา ธ.ค."),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 3,000,000 บาท\nงานดีลเลอร์ 2 โชว์รูม\n"
                            "เคลมประกันไม่เกินปีละ 5 ครั้ง"),
        ("ห้องติดฟิล์มห้องที่ 2", "งบลงทุน 120,000 บาท (ห้องปิดกันฝุ่น 85,000 + ไฟ/แอร์ 35,000)\n"
                                 "เสร็จภายในกุมภาพันธ์ 2569\nจ้างช่างฟิล์มเพิ่ม 1 คน เดือนละ 14,000 บาท"),
        ("กล้องติดรถ", "เลือกเจ้าเดียวสำหรับงานดีลเลอร์ (DriveMate หรือ ไวส์วิชั่น)\n"
                       "ขายแพ็กเกจกล้อง+ฟิล์มหน้าร้าน 7,500 บาท"),
        ("เงินกู้", "โปะเงินต้นธนาคารลิกอร์เพิ่ม 100,000 บาท หลังได้เงินงานดีลเลอร์ ธ.ค."),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านธีระคาร์ซาวด์/แชท/แชทไลน์_คุณอรุณี_เมืองคอนยนตรการ.txt": """[15 ต.ค. 68 10:05] อรุณี เมืองคอนยนตรการ: สวัสดีค่ะพี่ธี ผู้จัดการอนุมัติใบเสนอราคาฉบับแก้แล้วค่ะ คันละ 6,950 ประมาณเดือนละ 40 คัน
[15 ต.ค. 68 10:12] ธีระคาร์ซาวด์: ขอบคุณครับ เริ่มรถส่งมอบ 1 พ.ย. นะครับ ช่างจะเข้าไปติดที่โชว์รูมทุกวันอังคารกับศุกร์
[15 ต.ค. 68 10:15] อรุณี เมืองคอนยนตรการ: ได้ค่ะ วางบิลสิ้นเดือนนะคะ
[6 พ.ย. 68 16:40] อรุณี เมืองคอนยนตรการ: พี่คะ Yaris สีขาวที่ติดเมื่อวาน ฟิล์มบานหลังซ้ายมีฟองอากาศ ลูกค้ารับรถวันเสาร์
[6 พ.ย. 68 16:52] ธีระคาร์ซาวด์: พรุ่งนี้เช้าให้ช่างเอกเข้าไปแก้ให้ครับ ไม่มีค่าใช้จ่าย
[18 พ.ย. 68 15:20] อรุณี เมืองคอนยนตรการ: พี่ธีคะ ช่วงโปรปลายปียอดจองเยอะ เดือน ธ.ค. ขอเพิ่มเป็น 55 คันได้มั้ยคะ แต่ผู้จัดการขอลดเหลือคันละ 6,700
[18 พ.ย. 68 15:41] ธีระคาร์ซาวด์: 55 คันช่างไม่พอครับ รับได้สูงสุด 50 คัน คันละ 6,800 ได้มั้ยครับ
[18 พ.ย. 68 16:02] อรุณี เมืองคอนยนตรการ: ผู้จัดการโอเคค่ะ ธ.ค. 50 คัน คันละ 6,800
[18 พ.ย. 68 16:05] ธีระคาร์ซาวด์: รับทราบครับ ธ.ค. รวม 340,000 บาท เดี๋ยวส่งใบเสนอราคาแก้ไขให้ครับ
[18 พ.ย. 68 16:06] อรุณี เมืองคอนยนตรการ: ขอบคุณค่ะ 🙏
""",
    "ร้านธีระคาร์ซาวด์/แชท/แชทไลน์_เฮียเล้ง_เซาเทิร์นซาวด์.txt": """[2 ต.ค. 68 09:12] ธีระคาร์ซาวด์: เฮียครับ ขอจอ HU-9A 10 เครื่อง ซับ SSX-10 8 ดอกครับ
[2 ต.ค. 68 09:30] เฮียเล้ง เซาเทิร์นซาวด์: ได้เลย จอ 10 ซับ 8 รวม 67,600 ส่งฟรี
[4 ต.ค. 68 17:45] ธีระคาร์ซาวด์: เฮีย ขอแก้หน่อยครับ จอเหลือ 6 เครื่อง ลูกค้ายกเลิกไป 4 คัน ซับเท่าเดิม
[4 ต.ค. 68 18:02] เฮียเล้ง เซาเทิร์นซาวด์: โอเค จอ 6 ซับ 8 เฮียลดซับให้ดอกละ 2,400 เพราะเอาประจำ
[4 ต.ค. 68 18:05] ธีระคาร์ซาวด์: ขอบคุณครับเฮีย รวม 48,000 นะครับ เครดิต 30 วันเหมือนเดิม
[4 ต.ค. 68 18:06] เฮียเล้ง เซาเทิร์นซาวด์: 48,000 ถูกต้อง
[9 ต.ค. 68 14:20] เฮียเล้ง เซาเทิร์นซาวด์: ของขึ้นรถขนส่งแล้ว ถึงร้านพรุ่งนี้บ่าย
[10 ต.ค. 68 16:48] ธีระคาร์ซาวด์: ได้รับของครบแล้วครับ จอ 6 ซับ 8
""",
    "ร้านธีระคาร์ซาวด์/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | เงินเดือน | ค่าคอมมิชชั่น | รวม |
|---|---|---|---|
| ช่างเอก (ติดฟิล์ม) | 14,000 บาท | 2,400 บาท | 16,400 บาท |
| ช่างบอย (เครื่องเสียง/เดินสาย) | 15,000 บาท | 1,800 บาท | 16,800 บาท |
| น้องฟิว (ผู้ช่วย/ล้างรถ) | 12,000 บาท | 1,300 บาท | 13,300 บาท |

รวมจ่ายค่าแรง ต.ค. 46,500 บาท โอนแล้ว 31 ต.ค.
คอมฯ ช่างเอกรวมงานฟิล์มที่โชว์รูม 6 คันแรก
""",
    "ร้านธีระคาร์ซาวด์/บัญชี/เคลมประกัน_2568.md": """# เคลมประกัน ปี 2568

| วันที่ | ลูกค้า/รถ | อาการ | การแก้ไข | ค่าใช้จ่ายร้าน (บาท) |
|---|---|---|---|---|
| 14 ม.ค. 68 | คุณสมพร Vios | ฟิล์มกระจกหลังพอง | ลอกติดใหม่ (NanoCool เคลมม้วนให้) | 650 |
| 3 มี.ค. 68 | คุณจิราพร City | กล้องหลังไม่ติด | เปลี่ยนสายกล้องหลัง | 350 |
| 22 เม.ย. 68 | คุณวิชัย D-Max | ซับเสียงแตก | ส่งเคลมเซาเทิร์นซาวด์ ได้ดอกใหม่ | 0 |
| 9 มิ.ย. 68 | เมืองคอนยนตรการ (รถโชว์) | ฟิล์มบานหน้าขวามีฝุ่น | ติดใหม่ | 1,200 |
| 17 ก.ค. 68 | คุณอนุชา Ranger | จอแอนดรอยด์ค้าง เปิดไม่ติด | เปลี่ยนจอ HU-9A ใหม่ ร้านออกเอง | 4,800 |
| 2 ก.ย. 68 | คุณปรีชา Almera | ฟิล์มซีด (ติดปี 2565) | ติดใหม่ตามประกัน 7 ปี | 1,450 |
| 28 ต.ค. 68 | คุณมณีรัตน์ Yaris | กล้องหน้ารีสตาร์ทเอง | เปลี่ยนเมมโมรี่ | 500 |

รวม 7 ครั้ง ค่าใช้จ่ายร้านรวม 8,950 บาท
หนักสุดคือจอของคุณอนุชา 4,800 (เกินประกันผู้ผลิต แต่ร้านเปลี่ยนให้เพื่อรักษาลูกค้า)
""",
    "ร้านธีระคาร์ซาวด์/ขั้นตอนติดตั้งกล้องหน้ารถ.md": """# ขั้นตอนติดตั้งกล้องหน้า-หลัง (สำหรับช่าง)
1. เช็กรุ่นรถ หาช่องฟิวส์ที่ไฟมาเมื่อบิดกุญแจ (ACC) และไฟค้าง (สำหรับโหมดจอดรถ)
2. ติดกล้องหน้าหลังกระจกมองหลัง ไม่บังเซนเซอร์ฝน
3. เดินสายซ่อนตามขอบหลังคา ลงเสา A ห้ามเดินผ่านถุงลมนิรภัย
4. กล้องหลังเดินสายตามคิ้วประตู เข้าฝาท้าย
5. ฟอร์แมตเมมโมรี่ ตั้งวันที่เวลา ทดสอบถอยหลังให้ลูกค้าดู
6. ถ่ายรูปงานเก็บไว้ในกลุ่มไลน์ร้าน
""",
    "ร้านธีระคาร์ซาวด์/Suppliers/email_NanoCool_price_Dec2025.txt": NANOCOOL_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีสุวรรณ.txt": """[28 ต.ค. 68 19:40] กาญ: พี่ ค่าเทอมใบเตยเทอม 2 ต้องโอนก่อน 10 พ.ย. นะ
[28 ต.ค. 68 19:52] ธี: โอเค โอนจากบัญชีบ้านนะ อย่าใช้เงินร้าน เดือนหน้าผ่อนแบงก์ขึ้น
[30 ต.ค. 68 08:15] พ่อเหรียญ: หลังคาห้องพ่อรั่วอีกแล้ว ฝนตกทั้งคืน
[30 ต.ค. 68 12:30] ธี: ช่างวินัยตีราคามา 18,500 เปลี่ยนเมทัลชีทตรงครัวกับห้องพ่อ
[30 ต.ค. 68 12:41] กาญ: แพงไปมั้ย อีกเจ้าเท่าไหร่
[30 ต.ค. 68 12:45] ธี: เมืองคอนเมทัลชีท 21,200 แต่รวมรางน้ำใหม่ด้วย
[1 พ.ย. 68 17:20] ธี: คุยกับช่างวินัยแล้ว ลดให้เหลือ 17,000 เริ่มงาน 8 พ.ย.
[1 พ.ย. 68 17:25] กาญ: โอเค มัดจำไปก่อน 5,000 นะ
[2 พ.ย. 68 20:10] ใบเตย: แม่ ค่าค่ายวิทย์รวมในค่าเทอมแล้วใช่มั้ย
[2 พ.ย. 68 20:12] กาญ: ใช่ลูก รวมแล้ว
[3 พ.ย. 68 09:00] กาญ: ประกันสุขภาพพี่ อันดามันส่งใบแจ้งมาแล้ว ปีนี้ขึ้นอีก ครบ 15 ธ.ค.
""",
    "บ้าน/ซ่อมหลังคาบ้าน.md": """# ซ่อมหลังคาบ้าน (ครัว + ห้องพ่อ)
- รั่วตั้งแต่หน้าฝน ต.ค. น้ำหยดลงห้องพ่อ
- ช่างวินัย (คนแถวปากพูน): เมทัลชีท 0.35 มม. 42 ตร.ม. ค่าของ+ค่าแรง 18,500 บาท ใช้เวลา 3 วัน
- ร้านเมืองคอนเมทัลชีท: 21,200 บาท รวมรางน้ำใหม่ รับประกันงาน 1 ปี
- รางน้ำเดิมยังใช้ได้ ถ้าเลือกช่างวินัยไม่ต้องเปลี่ยน
""",
    "บ้าน/สูตรแกงไตปลา.md": """# แกงไตปลา (สูตรแม่)
- ไตปลา 3 ช้อนโต๊ะ ต้มกับน้ำ 3 ถ้วย กรองเอาแต่น้ำ
- พริกแกงใต้ 3 ช้อนโต๊ะ ขมิ้น ตะไคร้ ข่า
- ปลาย่างแกะเนื้อ หน่อไม้ ฟักทอง มะเขือเปราะ ถั่วฝักยาว
- ใส่ใบมะกรูด ไม่ต้องเติมน้ำปลา ไตปลาเค็มพอแล้ว
""",
}
TODO = {"todo.md": """- โอนค่าเทอมใบเตย เทอม 2 ก่อน 10 พ.ย.
- ส่งใบเสนอราคาแก้ไข ธ.ค. ให้คุณอรุณี เมืองคอนยนตรการ
- เลือกเจ้ากล้องติดรถ DriveMate หรือ ไวส์วิชั่น
- สั่งฟิล์ม CX ก่อนขึ้นราคา 1 ธ.ค.
- จ่ายประกันสุขภาพอันดามัน ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านธีระคาร์ซาวด์"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เมืองคอนยนตรการ_ร่าง.docx", DEALER_DRAFT, DEALER_DRAFT_TABLE,
               bottom=DEALER_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เมืองคอนยนตรการ_ฉบับจริง.docx", DEALER_FINAL, DEALER_FINAL_TABLE,
               bottom=DEALER_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ชุดเครื่องเสียง_คุณวิทยา.docx", WITTAYA, WITTAYA_TABLE, bottom=WITTAYA_BOTTOM)
    make_pdf(suppliers / "SouthernSound_pricelist_2025.pdf", SOUTHERN_2025)
    write_docx(suppliers / "ราคาส่ง_เซาเทิร์นซาวด์_2567.docx", SOUTHERN_2567, SOUTHERN_2567_TABLE,
               bottom=SOUTHERN_2567_BOTTOM)
    make_pdf(suppliers / "NanoCool_invoice_INV-2510-044.pdf", NANOCOOL_INVOICE)
    make_pdf(suppliers / "DriveMate_dashcam_quotation.pdf", DRIVEMATE_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_กล้องติดรถ_ไวส์วิชั่น.docx", WISE, WISE_TABLE, bottom=WISE_BOTTOM)
    make_pdf(papers / "LigorBank_loan_notice_Nov2025.pdf", LOAN_NOTICE)
    write_docx(papers / "เงื่อนไขรับประกันงานติดตั้ง.docx", WARRANTY, headings=WARRANTY_HEADINGS)
    _book(books / "รายรับรายจ่ายร้าน_2568.xlsx", "2568", (AUDIO_2568, TINT_2568, DASHCAM_2568, DEALER_2568),
          STOCK_2568, 15000, WAGES_2568, POWER_2568)
    _book(books / "รายรับรายจ่ายร้าน_2567.xlsx", "2567", (AUDIO_2567, TINT_2567, DASHCAM_2567, DEALER_2567),
          STOCK_2567, 14000, WAGES_2567, POWER_2567)
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "AndamanLife_premium_notice_2025.pdf", ANDAMAN_NOTICE)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
