"""The ricecracker folder: the papers of a Lampang rice-cracker (ข้าวแต๋น) maker and his household, written by code.

The owner is นายธนากร ใจคำ (พี่กร). He runs "ข้าวแต๋นใจคำ" (Jaikham Khao Taen), a small factory at 112 หมู่ 5
ต.บ่อแฮ้ว อ.เมืองลำปาง, with five workers; he sells to souvenir shops in Lampang, to a wholesaler in Chiang Mai
(เจ๊หงส์, ตลาดวโรรส) and online. His wife อรุณี keeps the house accounts, his daughter ปาริตา (น้องปาย) is in ม.1
at โรงเรียนอรุณวิทย์ลำปาง, his mother แม่จันทร์ฟอง lives with them. It is November 2568 (2025).

Documents/โรงงานข้าวแต๋น/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_เขลางค์นคร_ร่าง.docx: draft quote QT-6810-014 to ร้านของฝากเขลางค์นคร, a monthly supply,
  38,400 a month.
- ใบเสนอราคา/ใบเสนอราคา_เขลางค์นคร_ฉบับจริง.docx: the final of the same quote, other figures, 42,750 a month.
- เอกสาร/LCB_SME_loan_offer_2025.pdf: English letter from Lanna Commerce Bank: SME loan 300,000 at 5.85%,
  48 months, 7,025 a month, first instalment 25 Dec 2025.
- เอกสาร/ใบรับรอง_มผช_ข้าวแต๋น.docx: the community-product certificate (expires 11 มีนาคม 2569).
- เอกสาร/สัญญาฝากขาย_กาดกองต้า.docx: consignment contract with a souvenir shop at Kad Kong Ta (commission 22%).
- Suppliers/RungruangRiceMill_pricelist_2025.pdf: English price list 2025 of Rungruang Lampang Rice Mill.
- Suppliers/ราคาข้าวเหนียว_โรงสีรุ่งเรือง_2567.docx: last year's list of the same mill, in Thai
  (โรงสีข้าวรุ่งเรืองลำปาง); RD6 10% broken 27 vs 24 a kg.
- Suppliers/RungruangRiceMill_invoice_INV-2510-0342.pdf: an October invoice from the mill (16,400, due 9 Nov 2025).
- Suppliers/email_GoldenPalm_oil_price_Dec2025.txt: English email: palm oil 720 -> 765 THB a tin from 1 Dec.
- Suppliers/ThaiPackPlus_invoice_Oct2025.pdf: packaging invoice (zip bags, gift boxes, labels), 6,980.
- ตู้อบ/SiamThermo_dryer_quotation.pdf and ตู้อบ/ใบเสนอราคา_ตู้อบ_ศรีวิชัยการช่าง.docx: two quotes for a 24-tray
  hot-air drying cabinet, one English from a Chiang Mai firm (68,500), one Thai from a Lampang workshop (59,000).
- บัญชี/ยอดขาย_ข้าวแต๋นใจคำ_2568.xlsx: this year's book, three sheets (sales by channel and month; expenses by
  month; bags produced), January to October.
- บัญชี/ยอดขาย_ข้าวแต๋นใจคำ_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: the October wages of five workers, 37,380 in all.
- บัญชี/วัตถุดิบที่ใช้_ตุลาคม68.md: raw materials used in October.
- แชท/แชทไลน์_เจ๊หงส์_วโรรส.txt: LINE chat with the wholesaler; the New Year order goes from 300 bags to 240 bags
  plus 60 gift boxes, 11,880 in all.
- แชท/แชทไลน์_กลุ่มคนงานโรงข้าวแต๋น.txt: the workers' LINE group (shifts, a broken fryer).
- แผนงานปี2569.pptx: slides, the plan for next year (1,250,000 target, dryer 65,000).
- สูตรข้าวแต๋นน้ำแตงโม.md: the house recipe.
- ลูกค้าประจำ.md: regular customers and their phone numbers.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_home_Oct2025.pdf and Bills/KhelangNet_fibre_bill_Oct2025.pdf: English bills (1,846.72; 747.93).
- ประกัน/DoiLuangLife_health_renewal_2026.pdf: English renewal notice for his health policy (24,360, pay by
  20 Dec 2025).
- ค่าเทอมน้องปาย/ค่าเทอม_น้องปาย_เทอม1-2568.docx and ค่าเทอม_น้องปาย_เทอม2-2568.docx: fee notices (14,850; 16,300).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวใจคำ.txt: the family LINE group (the ordination gift goes from 2,000 to 3,000).
- งานบวชหลานต้น.md: notes for a nephew's ordination.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to a souvenir shop
SHOP_TOP = "ข้าวแต๋นใจคำ (Jaikham Khao Taen) 112 หมู่ 5 ต.บ่อแฮ้ว อ.เมืองลำปาง จ.ลำปาง 52100 โทร 081-765-2290"
KHELANG_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6810-014",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณสุมาลี ร้านของฝากเขลางค์นคร ถนนฉัตรไชย ลำปาง",
    "เรื่อง ส่งข้าวแต๋นประจำเดือน ส่งทุกวันจันทร์ เริ่มเดือนพฤศจิกายน 2568",
]
KHELANG_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวแต๋นน้ำแตงโมราดน้ำอ้อย ถุง 10 ชิ้น", "600 ถุง", "32", "19,200"),
    ("ข้าวแต๋นหน้าหมูหยอง ถุง 8 ชิ้น", "200 ถุง", "45", "9,000"),
    ("กล่องของฝาก 20 ชิ้น", "120 กล่อง", "85", "10,200"),
    ("รวมต่อเดือน", "", "", "38,400"),
]
KHELANG_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 38,400 บาท (สามหมื่นแปดพันสี่ร้อยบาทถ้วน) ส่งฟรีในเขตเมืองลำปาง",
                        "ร่าง ยังไม่ได้ส่ง รอคุยราคากล่องของฝากกับคุณสุมาลีก่อน"]
KHELANG_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6810-014 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณสุมาลี ร้านของฝากเขลางค์นคร ถนนฉัตรไชย ลำปาง",
    "เรื่อง ส่งข้าวแต๋นประจำเดือน ส่งทุกวันจันทร์ เริ่ม 3 พฤศจิกายน 2568",
]
KHELANG_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวแต๋นน้ำแตงโมราดน้ำอ้อย ถุง 10 ชิ้น", "700 ถุง", "32", "22,400"),
    ("ข้าวแต๋นหน้าหมูหยอง ถุง 8 ชิ้น", "200 ถุง", "45", "9,000"),
    ("กล่องของฝาก 20 ชิ้น", "120 กล่อง", "80", "9,600"),
    ("ข้าวแต๋นงาดำ ถุง 10 ชิ้น", "50 ถุง", "35", "1,750"),
    ("รวมต่อเดือน", "", "", "42,750"),
]
KHELANG_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 42,750 บาท (สี่หมื่นสองพันเจ็ดร้อยห้าสิบบาทถ้วน) ส่งฟรีในเขตเมืองลำปาง",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน สินค้าหมดอายุ 3 เดือน เปลี่ยนคืนได้ถ้าเสียก่อนวันหมดอายุ",
    "ราคานี้ยืนถึง 30 เมษายน 2569",
    "ลงชื่อ ธนากร ใจคำ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- papers
LOAN_LETTER = [
    "LANNA COMMERCE BANK PUBLIC COMPANY LIMITED\n"
    "Lampang Branch, 88 Boonyawat Road, Mueang Lampang 52000  Tel. 054-221-870\n"
    "Ref. LCB-LP/SME/2568/0417\n"
    "22 September 2025\n"
    "\n"
    "Mr. Thanakorn Jaikham\n"
    "Jaikham Khao Taen, 112 Moo 5, Bo Haeo, Mueang Lampang 52100\n"
    "\n"
    "Subject: Offer of SME term loan\n"
    "\n"
    "Dear Mr. Thanakorn,\n"
    "We are pleased to inform you that your application of 28 August 2025 has been approved as follows:\n"
    "Loan amount: 300,000 THB (for a drying cabinet and a sealing machine)\n"
    "Interest rate: 5.85% per year, fixed for the first 3 years\n"
    "Term: 48 months\n"
    "Monthly instalment: 7,025 THB, debited from current account 512-3-08816-4\n"
    "First instalment: 25 Dec 2025, then on the 25th of every month\n"
    "Front-end fee: 0.5% (1,500 THB), deducted on drawdown\n",
    "Guarantee: Small Business Credit Guarantee scheme, fee 1.75% per year, paid by the borrower\n"
    "Early repayment: free after 12 months; 2% of the amount repaid before that\n"
    "\n"
    "Please sign and return the enclosed acceptance form by 10 October 2025. This offer lapses after that date.\n"
    "The loan will be drawn down within 7 working days of signing.\n"
    "\n"
    "Yours sincerely,\n"
    "Mrs. Kanokwan Thepsiri\n"
    "SME Relationship Manager, Lampang Branch",
]
CERT = [
    "ใบรับรองมาตรฐานผลิตภัณฑ์ชุมชน (มผช.)",
    "สำนักงานอุตสาหกรรมจังหวัดลำปาง",
    "ใบรับรองเลขที่ 52-6603-0087",
    "ออกให้แก่ ข้าวแต๋นใจคำ โดย นายธนากร ใจคำ",
    "ที่ตั้งสถานที่ผลิต 112 หมู่ 5 ต.บ่อแฮ้ว อ.เมืองลำปาง จ.ลำปาง",
    "ผลิตภัณฑ์ ข้าวแต๋น (ข้าวแต๋นน้ำแตงโม, ข้าวแต๋นหน้าหมูหยอง, ข้าวแต๋นงาดำ)",
    "ออกให้ ณ วันที่ 12 มีนาคม 2566  ใช้ได้ถึงวันที่ 11 มีนาคม 2569 (3 ปี)",
    "หมายเหตุ: ยื่นต่ออายุล่วงหน้าได้ไม่น้อยกว่า 90 วันก่อนหมดอายุ",
]
CONSIGN = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ร้านกาดกองต้าของฝาก ถนนตลาดเก่า อ.เมืองลำปาง  วันที่ 1 กรกฎาคม 2568",
    "ระหว่าง นางบุษบา วงศ์คำ เจ้าของร้านกาดกองต้าของฝาก ซึ่งต่อไปเรียกว่า \"ผู้รับฝากขาย\"",
    "กับ นายธนากร ใจคำ ข้าวแต๋นใจคำ ซึ่งต่อไปเรียกว่า \"ผู้ฝากขาย\"",
]
CONSIGN_HEADINGS = [
    ("ข้อ 1 สินค้า", "ข้าวแต๋นน้ำแตงโมถุง 10 ชิ้น ราคาขายหน้าร้าน 50 บาท และกล่องของฝาก 20 ชิ้น ราคาขาย 120 บาท"),
    ("ข้อ 2 ค่าตอบแทน", "ผู้รับฝากขายได้ค่าฝากขายร้อยละ 22 ของราคาขาย"),
    ("ข้อ 3 การคิดเงิน", "นับสต็อกและคิดเงินทุกวันที่ 5 ของเดือน ผู้รับฝากขายโอนเงินภายใน 7 วันหลังนับสต็อก"),
    ("ข้อ 4 สินค้าหมดอายุ", "สินค้าที่หมดอายุหรือเสียหาย ผู้ฝากขายรับคืนโดยไม่คิดค่าฝากขาย"),
    ("ข้อ 5 ระยะเวลา", "ตั้งแต่ 1 กรกฎาคม 2568 ถึง 30 มิถุนายน 2569 ต่ออายุได้ครั้งละ 1 ปี"),
]
CONSIGN_BOTTOM = ["ลงชื่อ บุษบา วงศ์คำ ผู้รับฝากขาย", "ลงชื่อ ธนากร ใจคำ ผู้ฝากขาย", "ลงชื่อ อรุณี ใจคำ พยาน"]

# ---------------------------------------------------------------- suppliers
MILL_PRICES_2025 = [
    "RUNGRUANG LAMPANG RICE MILL CO., LTD.\n"
    "45 Moo 2, Lampang-Ngao Road, Pichai, Mueang Lampang 52000  Tel. 054-318-602\n"
    "PRICE LIST 2025 - GLUTINOUS RICE FOR FOOD PRODUCERS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, collected at the mill.\n"
    "\n"
    "RD6 glutinous rice, grade 1 (new crop) ......... 32 THB/kg\n"
    "RD6 glutinous rice, 10% broken ................. 27 THB/kg\n"
    "San Pa Tong glutinous rice ..................... 29 THB/kg\n"
    "Black glutinous rice ........................... 58 THB/kg\n"
    "Glutinous rice flour, 1 kg bag ................. 38 THB/kg\n"
    "\n"
    "Minimum order 200 kg. Delivery in Mueang Lampang 300 THB per trip, free for orders over 10,000 THB.\n"
    "Payment: 30 days credit for registered customers.\n"
    "Contact: Khun Somkiat Rungruang, rungruangmill@gmail.com",
]
MILL_PRICES_2567 = ["โรงสีข้าวรุ่งเรืองลำปาง (บริษัท โรงสีข้าวรุ่งเรืองลำปาง จำกัด)",
                    "ใบราคาข้าวเหนียวสำหรับผู้ผลิตอาหาร ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคารับที่โรงสี ต่อกิโลกรัม"]
MILL_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ข้าวเหนียว กข6 ชั้น 1 (ข้าวใหม่)", "29 บาท/กก."),
    ("ข้าวเหนียว กข6 ปลายข้าว 10%", "24 บาท/กก."),
    ("ข้าวเหนียวสันป่าตอง", "27 บาท/กก."),
    ("ข้าวเหนียวดำ", "55 บาท/กก."),
    ("แป้งข้าวเหนียว ถุง 1 กก.", "36 บาท/กก."),
]
MILL_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 100 กก. ส่งในเมืองลำปางเที่ยวละ 250 บาท ส่งฟรีเมื่อสั่งเกิน 8,000 บาท",
                           "ติดต่อ คุณสมเกียรติ รุ่งเรือง"]
MILL_INVOICE = [
    "RUNGRUANG LAMPANG RICE MILL CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-2510-0342\n"
    "Date: 10 Oct 2025          Due date: 9 Nov 2025\n"
    "Customer: Jaikham Khao Taen (Mr. Thanakorn Jaikham), 112 Moo 5, Bo Haeo, Lampang\n"
    "\n"
    "Item                               Qty      Unit price   Amount\n"
    "RD6 glutinous rice, 10% broken     500 kg   27.00        13,500.00\n"
    "Black glutinous rice               50 kg    58.00         2,900.00\n"
    "Delivery                           1 trip   0.00              0.00\n"
    "\n"
    "TOTAL DUE: 16,400.00 THB\n"
    "Please transfer to Bangkok Bank, account Rungruang Lampang Rice Mill Co., Ltd., 367-0-44521-8\n"
    "and send the slip by LINE. Thank you.",
]
PALM_EMAIL = """From: Wichai Saetang <sales@goldenpalmtrading.co.th>
To: jaikham.khaotaen@gmail.com
Date: Thu, 6 Nov 2025 09:12
Subject: Palm oil price from 1 December 2025

Dear Khun Thanakorn,

Thank you for buying from Golden Palm Trading this year.

Because the crude palm oil price has gone up since October, our price for refined palm oil in the
18-litre tin will change from 720 THB per tin to 765 THB per tin from 1 December 2025.
Orders placed and paid before 30 November 2025 will still be charged at 720 THB per tin.

For orders of 20 tins or more we can give 10 THB per tin discount. Delivery to Bo Haeo stays free
on Wednesdays.

Best regards,
Wichai Saetang
Golden Palm Trading Ltd., Lampang
089-440-1735
"""
PACK_INVOICE = [
    "THAI PACK PLUS CO., LTD.\n"
    "Food packaging and printed labels - Hang Chat, Lampang\n"
    "INVOICE No. TPP-25-1093        Date: 15 Oct 2025\n"
    "Bill to: Jaikham Khao Taen, Bo Haeo, Lampang\n"
    "\n"
    "Zip bag with window 18x26 cm      3,000 pcs   x 1.10    3,300.00\n"
    "Gift box 20 pcs, printed          300 pcs     x 9.50    2,850.00\n"
    "Round label 5 cm, 2 colours       5,000 pcs   x 0.16      800.00\n"
    "Silica gel sachet 2 g             1,000 pcs   x 0.03       30.00\n"
    "\n"
    "TOTAL 6,980.00 THB   Credit 15 days. Thank you.",
]
THERMO_QUOTE = [
    "SIAM THERMO ENGINEERING CO., LTD.\n"
    "Food drying and baking equipment - Chiang Mai-Lamphun Road, Chiang Mai\n"
    "QUOTATION No. STE-Q25-1188     Date: 21 Oct 2025\n"
    "To: Jaikham Khao Taen (Khun Thanakorn), Lampang\n"
    "\n"
    "Hot-air drying cabinet, model ST-D24\n"
    "24 stainless steel trays 60x80 cm, LPG burner with electric fan, digital thermostat 40-90 C\n"
    "Capacity about 1,500 rice cracker discs per batch\n"
    "Price: 68,500 THB including VAT\n"
    "Delivery and installation in Lampang: 2,000 THB\n"
    "Lead time: 3 weeks after 50% deposit\n"
    "Warranty: 1 year on parts and labour\n"
    "This quotation is valid for 45 days.\n"
    "Sales: Khun Pimchanok 086-902-4415",
]
SRIWICHAI_QUOTE = [
    "ศรีวิชัยการช่าง  รับทำเครื่องจักรอาหาร ตู้อบ เตาแก๊ส",
    "99 ถนนพหลโยธิน ต.สวนดอก อ.เมืองลำปาง โทร 054-227-315",
    "ใบเสนอราคา เลขที่ 2568/077  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณธนากร ใจคำ ข้าวแต๋นใจคำ",
    "เรื่อง ตู้อบลมร้อนสำหรับอบข้าวแต๋น",
]
SRIWICHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ตู้อบลมร้อน 24 ถาด สแตนเลส 304 ใช้แก๊ส LPG พัดลมไฟฟ้า", "1 ตู้", "54,000"),
    ("ถาดสแตนเลสตะแกรง 60x80 ซม.", "24 ถาด", "รวมในราคาตู้"),
    ("ชุดควบคุมอุณหภูมิดิจิทัล", "1 ชุด", "5,000"),
    ("รวมทั้งสิ้น", "", "59,000"),
]
SRIWICHAI_BOTTOM = [
    "รวมทั้งสิ้น 59,000 บาท (ห้าหมื่นเก้าพันบาทถ้วน) ร้านไม่ได้จด VAT",
    "ส่งและติดตั้งฟรีในอำเภอเมืองลำปาง ทำเสร็จภายใน 20 วัน",
    "มัดจำ 20,000 บาท วันสั่งทำ ส่วนที่เหลือจ่ายวันติดตั้ง",
    "รับประกันงานเชื่อมและพัดลม 6 เดือน",
    "ลงชื่อ ช่างสมหมาย ศรีวิชัย",
]

# ---------------------------------------------------------------- books
SOUVENIR_2568 = [68400, 72300, 58600, 81200, 54300, 41800, 39600, 45200, 43900, 62700]
WHOLESALE_2568 = [31500, 28900, 24600, 35800, 22100, 18700, 17900, 21400, 20800, 29600]
ONLINE_2568 = [8200, 9400, 7800, 10600, 8900, 7300, 8100, 9700, 11200, 12400]
WAGES_2568 = [36000, 36000, 36000, 39600, 33600, 30000, 30000, 30000, 30000, 37380]
POWER_2568 = [4850, 5120, 5680, 6340, 5910, 5230, 4980, 5060, 5140, 5420]
BAGS_2568 = [2650, 2780, 2270, 3120, 2110, 1740, 1670, 1910, 1860, 2530]
SOUVENIR_2567 = [61200, 66800, 52400, 74900, 50100, 38600, 36200, 41500, 40300, 57800, 71900, 96400]
WHOLESALE_2567 = [28400, 26100, 22300, 32700, 20500, 17200, 16400, 19800, 18900, 27300, 33600, 48200]
ONLINE_2567 = [4100, 4800, 3900, 5600, 4300, 3800, 4200, 5100, 5900, 6800, 8400, 12600]
WAGES_2567 = [33000, 33000, 33000, 36300, 30800, 27500, 27500, 27500, 27500, 33000, 36300, 42900]
POWER_2567 = [4420, 4610, 5230, 5980, 5470, 4860, 4590, 4710, 4680, 5040, 5210, 5890]
BAGS_2567 = [2390, 2540, 2050, 2890, 1960, 1590, 1530, 1760, 1720, 2400, 2940, 4080]


def sales_2568_total() -> int:
    return sum(SOUVENIR_2568) + sum(WHOLESALE_2568) + sum(ONLINE_2568)


def _book(path: Path, year: str, souvenir: list[int], wholesale: list[int], online: list[int],
          wages: list[int], power: list[int], bags: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายข้าวแต๋นใจคำ ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "ร้านของฝาก (Souvenir shops)", "ค้าส่ง (Wholesale)", "ออนไลน์ (Online)",
                  "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, souvenir, wholesale, online):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(souvenir), sum(wholesale), sum(online),
                  sum(souvenir) + sum(wholesale) + sum(online)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Factory expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ข้าวเหนียว (Glutinous rice)", "น้ำอ้อย/น้ำตาล (Cane sugar)",
                  "น้ำมันปาล์ม (Palm oil)", "บรรจุภัณฑ์ (Packaging)", "ค่าแรง (Wages)",
                  "ค่าไฟโรงงาน (Factory power)", "รวม (Total)"])
    for month, a, b, c, w, p in zip(MONTHS, souvenir, wholesale, online, wages, power):
        sold = a + b + c
        rice, sugar = int(round(sold * 0.17, -2)), int(round(sold * 0.058, -2))
        oil, pack = int(round(sold * 0.09, -2)), int(round(sold * 0.068, -2))
        costs.append([f"{month} {year}", rice, sugar, oil, pack, w, p, rice + sugar + oil + pack + w + p])
    for column in range(2, 9):
        money_format(costs, column)
    made = book.create_sheet("ยอดผลิต Production")
    made.append([f"ยอดผลิต ปี {year} (bags of 10 discs)"])
    made.append(["เดือน (Month)", "ผลิต (Bags made)", "เสีย/แตก (Broken, bags)"])
    for month, n in zip(MONTHS, bags):
        made.append([f"{month} {year}", n, round(n * 0.03)])
    made.append(["รวม (Total)", sum(bags), sum(round(n * 0.03) for n in bags)])
    money_format(made, 2)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1712.35, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 264, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "KhelangNet"), ("ค่ากับข้าว (Food)", 9120, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, ""), ("ค่าขนมน้องปาย (Pocket money)", 2400, "วันละ 80"),
                  ("ค่ายาแม่ (Mum's medicine)", 1150, "รพ.ลำปาง"), ("ค่าเรียนพิเศษ (Tutoring)", 1800, "ภาษาอังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1905.10, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 281, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "KhelangNet"), ("ค่ากับข้าว (Food)", 8750, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""), ("ค่าขนมน้องปาย (Pocket money)", 2400, "วันละ 80"),
                  ("ค่ายาแม่ (Mum's medicine)", 1150, "รพ.ลำปาง"), ("ค่าเรียนพิเศษ (Tutoring)", 1800, "ภาษาอังกฤษ"),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 950, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1846.72, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 276, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "KhelangNet"), ("ค่ากับข้าว (Food)", 9480, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3990, ""), ("ค่าขนมน้องปาย (Pocket money)", 1600, "ปิดเทอม"),
                  ("ค่ายาแม่ (Mum's medicine)", 1150, "รพ.ลำปาง"),
                  ("ทำบุญออกพรรษา (Temple)", 1000, "วัดบ่อแฮ้ว")],
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
    top = ["โรงเรียนอรุณวิทย์ลำปาง", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปาริตา ใจคำ  ชั้น ม.1/3  เลขประจำตัว 35820"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงินโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-44871-2",
              "หากชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "9,500"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าชุดพละและหนังสือ", "1,750")], "14,850", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "9,500"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าค่ายวิทยาศาสตร์ (ค้างคืน 2 วัน)", "1,400"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,800")],
                "16,300", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Jaikham\n"
    "Address: 112/1 Moo 5, Bo Haeo, Mueang Lampang 52100 (residence)\n"
    "Customer no. 020034417729\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 30,118 -> 30,491   Units used: 373 kWh\n"
    "Energy charge 1,660.27  Ft 25.36  Service 38.22  VAT 7% 122.87\n"
    "AMOUNT DUE: 1,846.72 THB\n"
    "Due date: 24 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
NET_BILL = [
    "KHELANGNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Thanakorn Jaikham    Account: KN-7719-0352\n"
    "Package: Home Fibre 700/300 Mbps + mesh router    699.00\n"
    "VAT 7%                                             48.93\n"
    "TOTAL                                             747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or at any KhelangNet shop.",
]
HEALTH_LETTER = [
    "DOI LUANG LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Lampang Service Centre, Phahonyothin Road\n"
    "14 November 2025\n"
    "\n"
    "PREMIUM NOTICE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mr. Thanakorn Jaikham,\n"
    "Your health policy no. DLH-5520-1187 (Smart Health Plus) renews on 1 Jan 2026.\n"
    "Insured: Mr. Thanakorn Jaikham, age 45\n"
    "\n"
    "Coverage period: 1 Jan 2026 - 31 Dec 2026\n"
    "In-patient cover: up to 1,000,000 THB per year\n"
    "Room and board: 3,000 THB per night\n"
    "Out-patient: 1,500 THB per visit, up to 30 visits per year\n"
    "Premium: 24,360 THB per year (last year 22,800 THB, new age band 45-49)\n"
    "Please pay by 20 Dec 2025 by bank transfer, at a branch, or through your agent, Khun Rattana (089-551-2084).\n"
    "If the premium is not paid within 31 days of the renewal date the policy will lapse.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนงานข้าวแต๋นใจคำ ปี 2569", "Jaikham Khao Taen - plan for 2026\nธนากร ใจคำ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {sales_2568_total():,} บาท\n"
                         "ลูกค้าใหม่: ร้านของฝากเขลางค์นคร (ส่งประจำเดือนละ 42,750 บาท), กาดกองต้าของฝาก\n"
                         "ปัญหา: หน้าฝนตากข้าวแต๋นไม่แห้ง ผลิตได้น้อย, ราคาน้ำมันปาล์มขึ้น"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,250,000 บาท\nขายออนไลน์ให้ได้เดือนละ 15,000 บาท\n"
                            "ลดข้าวแต๋นแตกให้ต่ำกว่า 2%"),
        ("ซื้อตู้อบลมร้อน", "งบ 65,000 บาท จากเงินกู้ธนาคาร\nผลิตได้ทั้งปีไม่ต้องรอแดด\n"
                            "เทียบราคา Siam Thermo กับศรีวิชัยการช่าง"),
        ("สินค้าใหม่", "ข้าวแต๋นคาราเมลเกลือ กล่องของขวัญตรุษจีน\nทดลองขายมกราคม 2569"),
        ("คนงาน", "จ้างเพิ่ม 1 คน ช่วงพฤศจิกายน–กุมภาพันธ์ วันละ 350 บาท\nส่งป้าศรีนวลอบรม อย. เดือนมีนาคม"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "โรงงานข้าวแต๋น/แชท/แชทไลน์_เจ๊หงส์_วโรรส.txt": """[28 ต.ค. 68 09:14] เจ๊หงส์ วโรรส: กร ปีใหม่นี้เจ๊เอาข้าวแต๋นน้ำแตงโม 300 ถุงนะ ราคาส่งเดิมถุงละ 30 ใช่มั้ย
[28 ต.ค. 68 09:40] ธนากร ข้าวแต๋นใจคำ: ใช่ครับเจ๊ 300 ถุง 9,000 บาท ส่งวันที่ 15 ธ.ค. นะครับ
[28 ต.ค. 68 09:41] เจ๊หงส์ วโรรส: โอเค
[4 พ.ย. 68 18:22] เจ๊หงส์ วโรรส: กร เจ๊ขอเปลี่ยนนิดนึง ถุงธรรมดาเหลือ 240 ถุงพอ แต่เอากล่องของฝากเพิ่ม 60 กล่อง ลูกค้าชอบซื้อไปฝาก
[4 พ.ย. 68 18:30] ธนากร ข้าวแต๋นใจคำ: ได้ครับ กล่องของฝากราคาส่ง 80 นะครับเจ๊
[4 พ.ย. 68 18:33] เจ๊หงส์ วโรรส: 78 ได้มั้ย เอาประจำนะ
[4 พ.ย. 68 18:45] ธนากร ข้าวแต๋นใจคำ: ได้ครับ 78 งั้นรวมเป็น 240 ถุง x 30 = 7,200 กับ 60 กล่อง x 78 = 4,680 รวม 11,880 บาทครับ
[4 พ.ย. 68 18:47] เจ๊หงส์ วโรรส: ตกลง 11,880 ส่ง 15 ธ.ค. เหมือนเดิม เจ๊โอนมัดจำให้ 3,000 ก่อนนะ
[5 พ.ย. 68 08:05] ธนากร ข้าวแต๋นใจคำ: ได้รับมัดจำ 3,000 แล้วครับ ขอบคุณครับเจ๊
""",
    "โรงงานข้าวแต๋น/แชท/แชทไลน์_กลุ่มคนงานโรงข้าวแต๋น.txt": """[07:02] ป้าศรีนวล: วันนี้ข้าวเหนียวแช่ไว้ 3 กระสอบแล้วนะพี่กร
[07:15] ธนากร: ขอบคุณครับป้า วันนี้ฝนตก ตากแดดไม่ได้ เอาเข้าห้องพัดลมก่อน
[08:40] ลุงแดง: กระทะทอดใบใหญ่หัวแก๊สรั่ว ผมปิดไว้ก่อน ใช้ใบเล็กไปก่อนนะ
[08:52] ธนากร: โอเคลุง เดี๋ยวผมโทรเรียกช่างสมหมายมาดู
[13:30] น้องเก๋: ราดน้ำอ้อยเสร็จ 180 ถุงค่ะ ถุงซิปเหลือไม่ถึง 500 ใบแล้วนะคะ
[13:35] ธนากร: เดี๋ยวสั่ง Thai Pack Plus เพิ่มครับ
[16:10] น้องมิ้นท์: พรุ่งนี้หนูขอเข้าสายนะคะ ไปสอบ
[16:12] ธนากร: ได้ครับ
""",
    "โรงงานข้าวแต๋น/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ป้าศรีนวล | นึ่งข้าว/ปั้นแผ่น | 350 บาท | 24 วัน | 8,400 บาท |
| ป้าบัวผัด | ตาก/ทอด | 350 บาท | 24 วัน | 8,400 บาท |
| น้องเก๋ | ราดน้ำอ้อย/บรรจุ | 330 บาท | 22 วัน | 7,260 บาท |
| ลุงแดง | ทอด/ส่งของ | 380 บาท | 24 วัน | 9,120 บาท |
| น้องมิ้นท์ (พาร์ทไทม์) | บรรจุ/ติดฉลาก | 300 บาท | 14 วัน | 4,200 บาท |

รวมค่าแรง ต.ค. 37,380 บาท จ่ายแล้ว 31 ต.ค.
ลุงแดงเบิกล่วงหน้า 1,500 หักแล้วในยอดนี้
""",
    "โรงงานข้าวแต๋น/บัญชี/วัตถุดิบที่ใช้_ตุลาคม68.md": """# วัตถุดิบที่ใช้ เดือนตุลาคม 2568

- ข้าวเหนียว กข6 ปลายข้าว 10%: 520 กก.
- ข้าวเหนียวดำ: 45 กก.
- น้ำแตงโม: 160 ลิตร (ซื้อแตงโมจากสวนลุงปัน กิโลละ 9 บาท)
- น้ำอ้อยก้อน: 180 กก.
- น้ำมันปาล์ม: 14 ปี๊บ
- หมูหยอง: 22 กก.
- งาดำ: 8 กก.

ข้าวเหนียวเหลือในสต็อก 60 กก. ต้องสั่งโรงสีรุ่งเรืองต้นเดือน พ.ย.
""",
    "โรงงานข้าวแต๋น/สูตรข้าวแต๋นน้ำแตงโม.md": """# ข้าวแต๋นน้ำแตงโม (สูตรแม่จันทร์ฟอง)
- ข้าวเหนียว 2 กก. แช่ค้างคืน นึ่งให้สุก
- น้ำแตงโมคั้น 500 มล. น้ำตาล 100 กรัม เกลือ 1 ช้อนชา คลุกตอนข้าวยังร้อน
- ปั้นแผ่นกลม ตากแดด 2 แดด (หรือเข้าตู้อบ 60 องศา 5 ชั่วโมง)
- ทอดน้ำมันร้อนจัด ราดน้ำอ้อยเคี่ยวเป็นเส้น
""",
    "โรงงานข้าวแต๋น/ลูกค้าประจำ.md": """# ลูกค้าประจำ
- ร้านของฝากเขลางค์นคร (คุณสุมาลี) ถ.ฉัตรไชย 054-218-330 ส่งทุกวันจันทร์
- กาดกองต้าของฝาก (คุณบุษบา) ฝากขาย นับสต็อกทุกวันที่ 5
- เจ๊หงส์ ตลาดวโรรส เชียงใหม่ 089-112-6654 ค้าส่ง โอนก่อนส่ง
- ปั๊มน้ำมันลำปาง-งาว ร้านของฝากในปั๊ม (คุณต้อม) 081-992-0417
- ออนไลน์: เพจ ข้าวแต๋นใจคำ + LINE OA
""",
    "โรงงานข้าวแต๋น/Suppliers/email_GoldenPalm_oil_price_Dec2025.txt": PALM_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวใจคำ.txt": """[2 พ.ย. 68 19:20] อรุณี: พ่อกร ค่าเทอมน้องปายเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[2 พ.ย. 68 19:24] ธนากร: โอเค เดี๋ยวโอนสัปดาห์หน้า
[2 พ.ย. 68 19:30] น้องปาย: พ่อ ค่ายวิทยาศาสตร์รวมในค่าเทอมแล้วนะคะ
[5 พ.ย. 68 20:05] อรุณี: งานบวชต้นหลานเรา ใส่ซองเท่าไหร่ดี 2,000 พอมั้ย
[5 พ.ย. 68 20:11] ธนากร: ใส่ 2,000 ก็ได้
[6 พ.ย. 68 07:48] แม่จันทร์ฟอง: หลานคนโตบวชทั้งที ใส่ 3,000 เถอะลูก
[6 พ.ย. 68 08:02] ธนากร: ได้ครับแม่ งั้นใส่ 3,000
[14 พ.ย. 68 18:15] ธนากร: ประกันสุขภาพพ่อมาแล้ว ปีนี้ขึ้นเป็น 24,360 ต้องจ่ายก่อน 20 ธ.ค.
[14 พ.ย. 68 18:20] อรุณี: จดไว้แล้วจ้า
""",
    "บ้าน/งานบวชหลานต้น.md": """# งานบวชหลานต้น (ลูกพี่สาว)
- วันที่ 29 พฤศจิกายน 2568 วัดพระธาตุลำปางหลวง
- ตั้งขบวนแห่ 07.00 น. บวช 09.00 น.
- เราช่วยข้าวแต๋นไปทำของชำร่วย 200 ถุง (ไม่คิดเงิน)
- ใส่ซอง 3,000 บาท (แม่ว่า)
- อรุณีช่วยครัว วันที่ 28 ตอนเย็น
""",
}
TODO = {"todo.md": """- โอนค่าเทอมน้องปายเทอม 2 ก่อน 14 พ.ย.
- ส่งข้าวแต๋นเจ๊หงส์ 15 ธ.ค. (240 ถุง + 60 กล่อง)
- เลือกตู้อบ Siam Thermo หรือศรีวิชัย
- สั่งน้ำมันปาล์มก่อน 30 พ.ย. ยังได้ราคาเก่า
- จ่ายเบี้ยประกันสุขภาพก่อน 20 ธ.ค.
- ยื่นต่อ มผช. ก่อนหมดอายุ มี.ค. 69
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "โรงงานข้าวแต๋น"
    quotes, papers, suppliers, dryer, books = (shop / "ใบเสนอราคา", shop / "เอกสาร", shop / "Suppliers",
                                                shop / "ตู้อบ", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, dryer, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมน้องปาย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เขลางค์นคร_ร่าง.docx", KHELANG_DRAFT, KHELANG_DRAFT_TABLE,
               bottom=KHELANG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เขลางค์นคร_ฉบับจริง.docx", KHELANG_FINAL, KHELANG_FINAL_TABLE,
               bottom=KHELANG_FINAL_BOTTOM)
    make_pdf(papers / "LCB_SME_loan_offer_2025.pdf", LOAN_LETTER)
    write_docx(papers / "ใบรับรอง_มผช_ข้าวแต๋น.docx", CERT)
    write_docx(papers / "สัญญาฝากขาย_กาดกองต้า.docx", CONSIGN, headings=CONSIGN_HEADINGS, bottom=CONSIGN_BOTTOM)
    make_pdf(suppliers / "RungruangRiceMill_pricelist_2025.pdf", MILL_PRICES_2025)
    write_docx(suppliers / "ราคาข้าวเหนียว_โรงสีรุ่งเรือง_2567.docx", MILL_PRICES_2567, MILL_PRICES_2567_TABLE,
               bottom=MILL_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "RungruangRiceMill_invoice_INV-2510-0342.pdf", MILL_INVOICE)
    make_pdf(suppliers / "ThaiPackPlus_invoice_Oct2025.pdf", PACK_INVOICE)
    make_pdf(dryer / "SiamThermo_dryer_quotation.pdf", THERMO_QUOTE)
    write_docx(dryer / "ใบเสนอราคา_ตู้อบ_ศรีวิชัยการช่าง.docx", SRIWICHAI_QUOTE, SRIWICHAI_TABLE,
               bottom=SRIWICHAI_BOTTOM)
    _book(books / "ยอดขาย_ข้าวแต๋นใจคำ_2568.xlsx", "2568", SOUVENIR_2568, WHOLESALE_2568, ONLINE_2568,
          WAGES_2568, POWER_2568, BAGS_2568)
    _book(books / "ยอดขาย_ข้าวแต๋นใจคำ_2567.xlsx", "2567", SOUVENIR_2567, WHOLESALE_2567, ONLINE_2567,
          WAGES_2567, POWER_2567, BAGS_2567)
    write_slides(shop / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_home_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "KhelangNet_fibre_bill_Oct2025.pdf", NET_BILL)
    make_pdf(home / "ประกัน" / "DoiLuangLife_health_renewal_2026.pdf", HEALTH_LETTER)
    write_docx(home / "ค่าเทอมน้องปาย" / "ค่าเทอม_น้องปาย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1],
               bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมน้องปาย" / "ค่าเทอม_น้องปาย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1],
               bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
