"""The chilipaste folder: the papers of a family nam prik (chili paste) maker in Phitsanulok, written by code.

The owner is คุณวันเพ็ญ ศรีสุข (พี่เพ็ญ). She runs "น้ำพริกแม่เพ็ญ" (Mae Phen Nam Prik) from a kitchen workshop
behind her house at 88/3 หมู่ 5 ต.บ้านกร่าง อ.เมืองพิษณุโลก. Four flavours in 200 g jars (นรก, ตาแดง, ปลาย่าง,
เผา) go to souvenir shops on consignment, to the wholesaler บริษัท สองแควเทรดดิ้ง จำกัด (เฮียกิจ), and online
(LINE OA, Shopee). Her husband ประเสริฐ does the deliveries, her daughter น้องใบเตย (ด.ญ.ณัฐธิดา) is in ม.2,
her father พ่อทองใบ lives with them. It is November 2568 (2025).

Documents/น้ำพริกแม่เพ็ญ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_สองแควเทรดดิ้ง_ปี69_ร่าง.docx: draft quote QT-6810-014, wholesale prices for 2569 to
  Song Khwae Trading, 800 jars a month, 36,700 a month.
- ใบเสนอราคา/ใบเสนอราคา_สองแควเทรดดิ้ง_ปี69_ฉบับจริง.docx: the final of the same quote, other figures, 35,900.
- ใบเสนอราคา/NakornGlass_jar_quotation.pdf: English quote for 6,000 glass jars, 4.60 a jar, 28,450 with freight.
- ใบเสนอราคา/ใบเสนอราคาขวดแก้ว_พิษณุโลกบรรจุภัณฑ์.docx: a similar Thai quote from another firm, 4.85 a jar,
  29,100 delivered free.
- เอกสารร้าน/สัญญาฝากขาย_ร้านหงส์ทองของฝาก.docx: consignment contract with a souvenir shop (retail 69, shop keeps
  20%, settlement on the 1st and 16th, 1 ต.ค. 2568 - 30 ก.ย. 2569).
- เอกสารร้าน/หนังสือ_อุตสาหกรรมจังหวัด_ต่ออายุมผช.docx: the provincial industry office's letter, the community
  product standard certificate expires 19 ธ.ค. 2568, apply to renew by 28 พ.ย. 2568.
- เอกสารร้าน/SukhothaiUnionBank_loan_approval.pdf: English loan approval, 350,000 at 5.75% for 48 months,
  8,180 a month from 25 Nov 2025, for a 100-litre stirring kettle.
- Suppliers/SiamSpice_pricelist_2025.pdf: English price list of Siam Spice Trading Co., Ltd. for 2025.
- Suppliers/ราคาส่ง_สยามสไปซ์_2567.docx: last year's list of the same firm, in Thai (บริษัท สยามสไปซ์เทรดดิ้ง จำกัด).
- Suppliers/SiamSpice_invoice_SS-25-0412.pdf: an October invoice, 14,540, due 15 Nov 2025.
- Suppliers/email_SiamSpice_Nov2025.txt: an email: Chinda dried chili 158 THB/kg from 1 Dec (was 135), garlic 88.
- บัญชี/ยอดขายน้ำพริก_2568.xlsx: this year's book, two sheets (sales by month and channel; expenses by month).
- บัญชี/ยอดขายน้ำพริก_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/จำนวนกระปุกแยกรส_2568.xlsx: jars sold by flavour, months as columns.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: the October wages of two workers, 16,820 in all.
- บัญชี/สรุปออนไลน์_ตุลาคม68.md: October online orders (LINE OA and Shopee), 19,450 in all.
- แชท/แชทไลน์_เฮียกิจ_สองแคว.txt: LINE chat with the wholesaler; the December order is cut from 500 to 420 jars,
  17,640, delivered 12 ธ.ค.
- แชท/แชทไลน์_เจ๊หงส์_ร้านของฝาก.txt: LINE chat with the consignment shop (settlements, restocks).
- แผนธุรกิจ_2569.pptx: slides, the plan for next year (1,200,000 target, the kettle on the bank loan).
- สูตรน้ำพริกนรก_หม้อใหญ่.md: the batch recipe.
- ไอเดียรสใหม่_น้ำพริกกากหมู.md: notes on a new flavour being tested.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/NorthStar_internet_bill_Oct2025.pdf: English bills.
- ประกัน/ChinnaratLife_health_premium_notice_2026.pdf: English notice, the daughter's health plan goes from 1,480
  to 1,620 a month on 1 Jan 2026.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (12,050;
  13,250).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the health plan is paid
  to ชินราชประกันชีวิต (Chinnarat Life in the English letter).
- แชทไลน์_ครอบครัวศรีสุข.txt: the family's LINE group.
- ทริปน่าน_ปีใหม่.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "น้ำพริกแม่เพ็ญ (Mae Phen Nam Prik) 88/3 หมู่ 5 ต.บ้านกร่าง อ.เมือง จ.พิษณุโลก 65000 โทร 081-675-2093"

# ---------------------------------------------------------------- quotes to the wholesaler
WHOLESALE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6810-014",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณกิจจา แซ่ลิ้ม (เฮียกิจ) บริษัท สองแควเทรดดิ้ง จำกัด",
    "เรื่อง ราคาขายส่งน้ำพริก ขนาด 200 กรัม สั่งประจำทุกเดือน ม.ค. – ธ.ค. 2569",
]
WHOLESALE_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อกระปุก", "รวมต่อเดือน (บาท)"),
    ("น้ำพริกนรก", "300 กระปุก", "46 บาท", "13,800"),
    ("น้ำพริกตาแดง", "200 กระปุก", "44 บาท", "8,800"),
    ("น้ำพริกปลาย่าง", "150 กระปุก", "52 บาท", "7,800"),
    ("น้ำพริกเผา", "150 กระปุก", "42 บาท", "6,300"),
    ("รวม", "800 กระปุก", "", "36,700"),
]
WHOLESALE_DRAFT_BOTTOM = [
    "รวมเดือนละ 36,700 บาท (สามหมื่นหกพันเจ็ดร้อยบาทถ้วน) ส่งฟรีถึงโกดังสองแคว",
    "ร่าง ยังไม่ส่ง รอดูราคาพริกแห้งสยามสไปซ์ก่อน",
]
WHOLESALE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6810-014 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณกิจจา แซ่ลิ้ม (เฮียกิจ) บริษัท สองแควเทรดดิ้ง จำกัด",
    "เรื่อง ราคาขายส่งน้ำพริก ขนาด 200 กรัม สั่งประจำทุกเดือน ม.ค. – ธ.ค. 2569",
]
WHOLESALE_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อกระปุก", "รวมต่อเดือน (บาท)"),
    ("น้ำพริกนรก", "300 กระปุก", "45 บาท", "13,500"),
    ("น้ำพริกตาแดง", "200 กระปุก", "43 บาท", "8,600"),
    ("น้ำพริกปลาย่าง", "120 กระปุก", "52 บาท", "6,240"),
    ("น้ำพริกเผา", "180 กระปุก", "42 บาท", "7,560"),
    ("รวม", "800 กระปุก", "", "35,900"),
]
WHOLESALE_FINAL_BOTTOM = [
    "รวมเดือนละ 35,900 บาท (สามหมื่นห้าพันเก้าร้อยบาทถ้วน) ส่งฟรีถึงโกดังสองแคว ถ.สิงหวัฒน์",
    "เงื่อนไข: ส่งทุกวันที่ 5 ของเดือน วางบิลพร้อมของ เครดิต 30 วัน ราคานี้ยืนถึง 31 ธันวาคม 2569",
    "อายุสินค้า 6 เดือนนับจากวันผลิต",
    "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- jar quotes
NAKORNGLASS_QUOTE = [
    "NAKORN GLASS INDUSTRY CO., LTD.\n"
    "Glass bottles and jars for food - 112 Moo 2, Asia Road, Bang Pa-in, Ayutthaya 13160\n"
    "QUOTATION No. NG-Q-25-1183          Date: 20 Oct 2025\n"
    "To: Mae Phen Nam Prik (Khun Wanpen Srisuk), Ban Krang, Phitsanulok\n"
    "\n"
    "Item: Round glass jar 200 ml, flint, with gold lug lid 63 mm (plastisol liner)\n"
    "Quantity: 6,000 pcs    Unit price: 4.60 THB    Amount: 27,600.00 THB\n"
    "Freight to Phitsanulok: 850.00 THB\n"
    "TOTAL: 28,450.00 THB including VAT\n"
    "\n"
    "Lead time: 10 days after deposit. Deposit 50%, balance before delivery.\n"
    "Labels and shrink bands are not included.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakorn, 089-440-7815",
]
PHITSANU_PACK_TOP = [
    "ห้างหุ้นส่วนจำกัด พิษณุโลกบรรจุภัณฑ์",
    "จำหน่ายขวดแก้ว กระปุก ฝา ฉลาก 45/9 ถ.มิตรภาพ ต.อรัญญิก อ.เมือง จ.พิษณุโลก โทร 055-321-774",
    "ใบเสนอราคา เลขที่ PP-0688  วันที่ 22 ตุลาคม 2568",
    "เรียน คุณวันเพ็ญ ศรีสุข น้ำพริกแม่เพ็ญ",
]
PHITSANU_PACK_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ขวดแก้วกลม 200 มล. ใส พร้อมฝาล็อกสีทอง 63 มม.", "6,000 ใบ", "4.85", "29,100"),
    ("ค่าขนส่ง", "", "", "ฟรี"),
    ("รวมทั้งสิ้น", "", "", "29,100"),
]
PHITSANU_PACK_BOTTOM = [
    "รวมทั้งสิ้น 29,100 บาท รวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีถึงบ้านกร่าง",
    "ของพร้อมส่ง ส่งได้ภายใน 3 วัน แบ่งส่ง 2 ครั้งได้",
    "ลูกค้าประจำให้เครดิต 30 วัน ไม่ต้องวางมัดจำ",
    "ผู้เสนอราคา นายชัยวัฒน์ อินทร์แก้ว",
]

# ---------------------------------------------------------------- shop papers
CONSIGN_TOP = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ร้านหงส์ทองของฝาก ถ.พุทธบูชา อ.เมือง จ.พิษณุโลก  วันที่ 1 ตุลาคม 2568",
    "ระหว่าง นางหงส์ทอง วงศ์ใหญ่ เจ้าของร้านหงส์ทองของฝาก ซึ่งต่อไปเรียกว่า \"ผู้รับฝากขาย\"",
    "กับ นางวันเพ็ญ ศรีสุข น้ำพริกแม่เพ็ญ ซึ่งต่อไปเรียกว่า \"ผู้ฝากขาย\"",
]
CONSIGN_HEADINGS = [
    ("ข้อ 1 สินค้า", "น้ำพริก 4 รส (นรก ตาแดง ปลาย่าง เผา) ขนาด 200 กรัม\n"
     "ราคาขายปลีกหน้าร้านกระปุกละ 69 บาท ผู้รับฝากขายจะขายเกินราคานี้ไม่ได้"),
    ("ข้อ 2 ค่าตอบแทน", "ผู้รับฝากขายหักค่าฝากขาย 20% ของราคาขาย คงเหลือให้ผู้ฝากขายกระปุกละ 55.20 บาท"),
    ("ข้อ 3 การสรุปยอด", "สรุปยอดขายทุกวันที่ 1 และวันที่ 16 ของเดือน และโอนเงินให้ผู้ฝากขายภายใน 3 วัน"),
    ("ข้อ 4 สินค้าใกล้หมดอายุ", "สินค้าที่เหลืออายุไม่ถึง 30 วัน ผู้ฝากขายรับคืนหรือเปลี่ยนให้โดยไม่คิดเงิน"),
    ("ข้อ 5 ระยะเวลา", "ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569"),
    ("ข้อ 6 การเลิกสัญญา", "คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งอีกฝ่ายล่วงหน้าไม่น้อยกว่า 30 วัน"),
]
CONSIGN_BOTTOM = ["ลงชื่อ หงส์ทอง วงศ์ใหญ่ ผู้รับฝากขาย", "ลงชื่อ วันเพ็ญ ศรีสุข ผู้ฝากขาย",
                  "ลงชื่อ ประเสริฐ ศรีสุข พยาน"]

INDUSTRY_LETTER = [
    "สำนักงานอุตสาหกรรมจังหวัดพิษณุโลก",
    "ศาลากลางจังหวัดพิษณุโลก ชั้น 2 ถ.วังจันทน์ อ.เมือง จ.พิษณุโลก 65000",
    "ที่ พล 0033/2145",
    "24 ตุลาคม 2568",
    "เรื่อง แจ้งการต่ออายุใบรับรองมาตรฐานผลิตภัณฑ์ชุมชน (มผช.)",
    "เรียน นางวันเพ็ญ ศรีสุข (น้ำพริกแม่เพ็ญ)",
    "ตามที่ท่านได้รับใบรับรองมาตรฐานผลิตภัณฑ์ชุมชน เลขที่ มผช. 321/2565 ผลิตภัณฑ์น้ำพริกนรก "
    "ใบรับรองดังกล่าวจะหมดอายุในวันที่ 19 ธันวาคม 2568",
    "หากท่านประสงค์จะต่ออายุ กรุณายื่นคำขอพร้อมตัวอย่างผลิตภัณฑ์ 6 กระปุก ภายในวันที่ 28 พฤศจิกายน 2568 "
    "ไม่มีค่าธรรมเนียม เจ้าหน้าที่จะนัดตรวจสถานที่ผลิตภายหลัง",
    "หากต้องการขอ มผช. เพิ่มสำหรับน้ำพริกปลาย่างและน้ำพริกตาแดง สามารถยื่นพร้อมกันได้",
    "ขอแสดงความนับถือ",
    "นางสาวปริญญา ทองคำ นักวิชาการอุตสาหกรรมชำนาญการ โทร 055-245-118",
]

LOAN_LETTER = [
    "SUKHOTHAI UNION BANK PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Branch, 61 Boromtrailokanat Road, Mueang Phitsanulok 65000\n"
    "Ref. SUB-PL-2568/0917\n"
    "21 October 2025\n"
    "\n"
    "Mrs. Wanpen Srisuk, trading as Mae Phen Nam Prik\n"
    "88/3 Moo 5, Ban Krang, Mueang Phitsanulok 65000\n"
    "\n"
    "LOAN APPROVAL - SME EQUIPMENT LOAN\n"
    "Dear Mrs. Wanpen,\n"
    "We are pleased to inform you that your application of 2 October 2025 has been approved as follows.\n"
    "Approved amount: 350,000 THB\n"
    "Purpose: gas-fired stainless steel stirring kettle, 100 litres, and packing room renovation\n"
    "Interest: 5.75% per year, fixed for the first 2 years, then MLR - 1.00% (MLR today 7.10%)\n"
    "Term: 48 months\n"
    "Monthly installment: 8,180 THB, debited from savings account 702-1-44851-3 on the 25th\n"
    "First installment: 25 November 2025",
    "CONDITIONS\n"
    "Front-end fee: 0.50% of the approved amount (1,750 THB), deducted on drawdown.\n"
    "Guarantor: Mr. Prasert Srisuk.\n"
    "Early repayment within 3 years: fee 2% of the amount repaid.\n"
    "Please sign the enclosed loan agreement and return it to the branch by 7 November 2025,\n"
    "with the kettle supplier's quotation and a copy of your community product certificate.\n"
    "\n"
    "Yours sincerely,\n"
    "Khun Rattana Boonmee\n"
    "SME Relationship Manager, 055-258-900 ext. 214",
]

# ---------------------------------------------------------------- supplier papers
SPICE_PRICES_2025 = [
    "SIAM SPICE TRADING CO., LTD.\n"
    "219 Kosi Road, Pak Nam Pho, Mueang Nakhon Sawan 60000   Tel. 056-221-604\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, delivered.\n"
    "\n"
    "Dried red chili (Chinda), whole ........ 135 THB/kg\n"
    "Dried bird's eye chili .................. 220 THB/kg\n"
    "Thai garlic (Sisaket), peeled ........... 95 THB/kg\n"
    "Red shallot, peeled ..................... 70 THB/kg\n"
    "Dried shrimp, grade A ................... 480 THB/kg\n"
    "Palm sugar .............................. 48 THB/kg\n"
    "Tamarind paste .......................... 55 THB/kg\n"
    "\n"
    "Minimum order 3,000 THB. Free delivery to Phitsanulok for orders over 8,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Ms. Kanokwan Thongsuk, sales@siamspice.co.th",
]
SPICE_PRICES_2567 = ["บริษัท สยามสไปซ์เทรดดิ้ง จำกัด  ปากน้ำโพ นครสวรรค์",
                     "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567)", "ราคาต่อกิโลกรัม ส่งถึงร้าน"]
SPICE_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("พริกแห้งจินดา (เม็ดเต็ม)", "118 บาท/กก."),
    ("พริกขี้หนูแห้ง", "195 บาท/กก."),
    ("กระเทียมไทย ศรีสะเกษ แกะแล้ว", "110 บาท/กก."),
    ("หอมแดง แกะแล้ว", "65 บาท/กก."),
    ("กุ้งแห้ง เกรด A", "450 บาท/กก."),
    ("น้ำตาลปี๊บ", "42 บาท/กก."),
    ("มะขามเปียก", "50 บาท/กก."),
]
SPICE_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 2,000 บาท ส่งฟรีถึงพิษณุโลกเมื่อสั่งเกิน 6,000 บาท",
                            "ติดต่อ คุณกนกวรรณ ทองสุข ฝ่ายขาย"]
SPICE_INVOICE = [
    "SIAM SPICE TRADING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SS-25-0412\n"
    "Date: 16 Oct 2025          Due date: 15 Nov 2025\n"
    "Customer: Mae Phen Nam Prik (Khun Wanpen Srisuk), 88/3 Moo 5, Ban Krang, Phitsanulok\n"
    "\n"
    "Item                              Qty     Unit price   Amount\n"
    "Dried red chili (Chinda), whole   40 kg   135.00       5,400.00\n"
    "Thai garlic (Sisaket), peeled     30 kg   95.00        2,850.00\n"
    "Red shallot, peeled               35 kg   70.00        2,450.00\n"
    "Dried shrimp, grade A             8 kg    480.00       3,840.00\n"
    "\n"
    "TOTAL DUE: 14,540.00 THB (prices include VAT)\n"
    "Please transfer to Bangkok Bank, account Siam Spice Trading Co., Ltd., 641-3-09872-5\n"
    "and send the slip to our LINE @siamspice. Thank you.",
]
SPICE_EMAIL = """From: Kanokwan Thongsuk <sales@siamspice.co.th>
To: maephen.namprik@gmail.com
Date: Tue, 4 Nov 2025 10:17
Subject: Price change for dried chili and garlic from 1 December 2025

Dear Khun Wanpen,

Thank you for ordering with us every month. We must tell you about two price changes from 1 December 2025:

1. Dried red chili (Chinda), whole, will be 158 THB/kg (the 2025 price list says 135 THB/kg). The floods in
   Nakhon Sawan and Uthai Thani damaged much of the crop this year and farm prices are up.
2. Thai garlic (Sisaket), peeled, comes down to 88 THB/kg because the new crop is good.

Other prices stay the same. Our truck to Phitsanulok will now come every Wednesday.
If you order before 28 November we can still bill the chili at 135 THB/kg, up to 60 kg.

Best regards,
Kanokwan Thongsuk
Sales, Siam Spice Trading Co., Ltd.
056-221-604
"""

# ---------------------------------------------------------------- books
SHOPS_2568 = [38200, 35400, 36900, 41500, 39800, 33600, 31900, 34700, 37300, 42600]
WHOLESALE_2568 = [30800, 28400, 29700, 32600, 31500, 27900, 26800, 29100, 30400, 33200]
ONLINE_2568 = [12600, 11800, 14300, 18900, 15200, 13700, 12900, 14800, 16100, 19450]
WAGES_2568 = [15400, 15400, 15960, 16820, 16440, 15200, 14820, 15960, 16060, 16820]
JARS_COST_2568 = [7800, 7300, 7700, 8600, 8200, 7100, 6800, 7400, 7900, 8900]
DELIVERY_2568 = [2300, 2150, 2400, 3100, 2650, 2300, 2200, 2500, 2750, 3350]
GAS_2568 = [2850, 2700, 2800, 3150, 3050, 2650, 2600, 2750, 2900, 3200]

SHOPS_2567 = [31500, 29800, 30700, 35200, 33900, 28400, 27300, 29600, 31800, 35100, 38900, 46200]
WHOLESALE_2567 = [24600, 22800, 23900, 26700, 25800, 22300, 21500, 23400, 24700, 27600, 31800, 38500]
ONLINE_2567 = [6800, 6200, 7900, 10400, 8700, 7600, 7100, 8300, 9200, 11600, 14300, 17800]
WAGES_2567 = [13800, 13800, 14300, 15200, 14900, 13600, 13300, 14300, 14400, 15200, 15800, 17600]
JARS_COST_2567 = [6100, 5700, 6000, 6900, 6600, 5600, 5400, 5900, 6300, 7000, 7900, 9600]
DELIVERY_2567 = [1700, 1600, 1750, 2100, 1900, 1650, 1600, 1800, 1950, 2300, 2700, 3400]
GAS_2567 = [2400, 2300, 2350, 2700, 2600, 2250, 2200, 2350, 2450, 2750, 3000, 3550]

JARS_2568 = {
    "น้ำพริกนรก (Narok)": [612, 575, 598, 671, 642, 551, 527, 574, 611, 694],
    "น้ำพริกตาแดง (Ta Daeng)": [418, 390, 407, 459, 441, 376, 358, 392, 416, 473],
    "น้ำพริกปลาย่าง (Grilled fish)": [286, 262, 281, 327, 305, 259, 247, 271, 293, 338],
    "น้ำพริกเผา (Pao)": [301, 283, 292, 318, 309, 277, 268, 285, 297, 322],
}


def _sales_book(path: Path, year: str, shops: list[int], wholesale: list[int], online: list[int],
                wages: list[int], jars: list[int], delivery: list[int], gas: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายน้ำพริกแม่เพ็ญ ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "ร้านค้า/ฝากขาย (Shops)", "ค้าส่ง สองแคว (Wholesale)", "ออนไลน์ (Online)",
                  "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, shops, wholesale, online):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(shops), sum(wholesale), sum(online),
                  sum(shops) + sum(wholesale) + sum(online)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายน้ำพริกแม่เพ็ญ ปี {year} (Expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "วัตถุดิบ (Ingredients)", "กระปุก/ฉลาก (Jars & labels)", "ค่าแรง (Wages)",
                  "ค่าส่งของ (Delivery)", "แก๊ส/ไฟ (Gas & power)", "รวม (Total)"])
    for month, a, b, c, w, j, d, g in zip(MONTHS, shops, wholesale, online, wages, jars, delivery, gas):
        ingredients = int(round((a + b + c) * 0.36, -2))
        costs.append([f"{month} {year}", ingredients, j, w, d, g, ingredients + j + w + d + g])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _jars_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แยกรส By flavour"
    sheet.append(["จำนวนกระปุกที่ขายได้ แยกรส ปี 2568 (Jars sold by flavour 2568, all channels)"])
    sheet.append(["รส (Flavour)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for flavour, values in JARS_2568.items():
        sheet.append([flavour] + values + [sum(values)])
    totals = [sum(values[i] for values in JARS_2568.values()) for i in range(10)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2214.37, "PEA"), ("ค่าน้ำประปา (Water)", 318, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "NorthStar"), ("ค่ากับข้าว (Food)", 8900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3800, "กระบะส่งของ"),
                  ("ประกันสุขภาพน้องใบเตย (Child health insurance)", 1480, "ชินราชประกันชีวิต"),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต-อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, "รพ.พุทธชินราช")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2398.05, "PEA"), ("ค่าน้ำประปา (Water)", 342, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "NorthStar"), ("ค่ากับข้าว (Food)", 9350, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4150, "กระบะส่งของ"),
                  ("ประกันสุขภาพน้องใบเตย (Child health insurance)", 1480, "ชินราชประกันชีวิต"),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต-อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 950, "รพ.พุทธชินราช"),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2266.27, "PEA"), ("ค่าน้ำประปา (Water)", 327, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "NorthStar"), ("ค่ากับข้าว (Food)", 9120, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4420, "กระบะส่งของ"),
                  ("ประกันสุขภาพน้องใบเตย (Child health insurance)", 1480, "ชินราชประกันชีวิต"),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต-อังกฤษ"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 1870, "รพ.พุทธชินราช"),
                  ("ทำบุญออกพรรษา (Temple)", 1000, "วัดบ้านกร่าง")],
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
    top = ["โรงเรียนสองแควพิทยาคม จังหวัดพิษณุโลก", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณัฐธิดา ศรีสุข  ชั้น ม.2/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 36218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-88734-2",
              "แนบสลิปในกลุ่มไลน์ผู้ปกครองห้อง ม.2/3"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "4,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าประกันอุบัติเหตุ", "350"), ("ค่าชุดกีฬาและกิจกรรม", "1,200")],
                "12,050", "23 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "4,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าค่ายวิชาการ", "1,800"), ("ค่าทัศนศึกษา สุโขทัย", "950")],
                "13,250", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Wanpen Srisuk\n"
    "Address: 88/3 Moo 5, Ban Krang, Mueang Phitsanulok 65000\n"
    "Customer no. 020014773152   (house meter)\n"
    "Billing period: 12 Sep 2025 - 11 Oct 2025\n"
    "Meter reading: 24,318 -> 24,804   Units used: 486 kWh\n"
    "Energy charge 2,032.55  Ft 47.24  Service 38.22  VAT 7% 148.26\n"
    "AMOUNT DUE: 2,266.27 THB\n"
    "Due date: 27 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
NORTHSTAR_BILL = [
    "NORTHSTAR BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Wanpen Srisuk    Account: NS-6502-4419\n"
    "Package: Home Fibre 1000/500 Mbps + fixed IP    699.00\n"
    "VAT 7%                                          48.93\n"
    "TOTAL                                          747.93 THB\n"
    "Due date: 20 Oct 2025. Pay by QR code or auto-debit.",
]
INSURANCE_LETTER = [
    "CHINNARAT LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Service Office, Singhawat Road\n"
    "30 October 2025\n"
    "\n"
    "PREMIUM NOTICE - HEALTH PLAN \"SMART KIDS CARE\"\n"
    "Dear Mrs. Wanpen Srisuk (payer),\n"
    "Insured: Miss Nattida Srisuk    Policy no. CLA-H-2563-08841\n"
    "\n"
    "On 1 January 2026 the insured moves to the age band 15-19 years.\n"
    "Monthly premium: 1,620 THB from 1 January 2026 (now 1,480 THB).\n"
    "Annual premium if paid yearly: 18,950 THB (save 490 THB).\n"
    "Benefits stay the same: in-patient cover up to 1,000,000 THB a year, room 3,000 THB a night,\n"
    "out-patient 1,500 THB a visit, up to 30 visits a year.\n"
    "Premiums are debited on the 5th of each month from your account.\n"
    "If you wish to change to yearly payment, please tell your agent by 15 December 2025.\n"
    "Your agent: Khun Pimchanok Saengdao, 086-119-5530\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(SHOPS_2568) + sum(WHOLESALE_2568) + sum(ONLINE_2568)
    return [
        ("แผนธุรกิจน้ำพริกแม่เพ็ญ ปี 2569", "Mae Phen Nam Prik - plan for 2026\nวันเพ็ญ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: ร้านหงส์ทองของฝาก (ฝากขาย)\n"
                         "ปัญหา: พริกแห้งขึ้นราคา, หม้อกวนเก่าทำได้วันละ 2 หม้อ ไม่พอช่วงเทศกาล"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,200,000 บาท\nค้าส่งสองแควเดือนละ 35,900 บาท ตามใบเสนอราคาใหม่\n"
                            "ออนไลน์เดือนละ 25,000 บาท"),
        ("ลงทุนหม้อกวน 100 ลิตร", "ใช้เงินกู้ธนาคารสุโขทัยยูเนี่ยน 350,000 บาท ผ่อน 48 เดือน เดือนละ 8,180 บาท\n"
                                 "ทำได้วันละ 5 หม้อ (ประมาณ 300 กระปุก)\nปรับปรุงห้องบรรจุให้ผ่าน อย."),
        ("รสใหม่และของฝาก", "น้ำพริกกากหมู ขาย 79 บาท เริ่ม ก.พ. 2569\nชุดของขวัญ 3 กระปุก ราคา 199 บาท ช่วงตรุษจีน"),
        ("สิ่งที่ต้องทำ", "ต่ออายุ มผช. ก่อน 28 พ.ย.\nเลือกเจ้าขวดแก้ว 6,000 ใบ\nหาคนงานเพิ่ม 1 คน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "น้ำพริกแม่เพ็ญ/แชท/แชทไลน์_เฮียกิจ_สองแคว.txt": """[3 พ.ย. 68 09:12] เฮียกิจ สองแคว: เพ็ญ ธันวานี้ขอน้ำพริกนรกเพิ่มพิเศษ 500 กระปุกนะ เอาไปจัดกระเช้าปีใหม่ให้ลูกค้า
[3 พ.ย. 68 09:20] เพ็ญ แม่เพ็ญ: ได้ค่ะเฮีย ราคาปีนี้กระปุกละ 42 นะคะ 500 กระปุก 21,000 ค่ะ
[3 พ.ย. 68 09:21] เฮียกิจ สองแคว: โอเค ส่งก่อน 15 ธ.ค. ได้ไหม
[3 พ.ย. 68 09:25] เพ็ญ แม่เพ็ญ: ได้ค่ะ เดี๋ยวซื้อพริกตุนไว้ก่อนขึ้นราคา
[10 พ.ย. 68 13:02] เฮียกิจ สองแคว: ของประจำเดือนนี้ได้ครบแล้วนะ ปลาย่างขายดี
[18 พ.ย. 68 16:40] เฮียกิจ สองแคว: เพ็ญ ขอแก้ออเดอร์ธันวาหน่อย ลูกค้าที่อุตรดิตถ์ยกเลิกไปเจ้านึง ขอลดเหลือ 420 กระปุก
[18 พ.ย. 68 16:52] เพ็ญ แม่เพ็ญ: ได้ค่ะเฮีย 420 กระปุก x 42 = 17,640 บาทนะคะ ส่งวันที่ 12 ธ.ค. ได้ไหมคะ
[18 พ.ย. 68 16:55] เฮียกิจ สองแคว: 12 ธ.ค. ได้ เครดิต 30 วันเหมือนเดิมนะ
[18 พ.ย. 68 17:02] เฮียกิจ สองแคว: อีกเรื่อง ใบเสนอราคาปีหน้าที่ส่งมา 35,900 ต่อเดือน ผู้จัดการเซ็นแล้ว เริ่มส่ง 5 ม.ค.
[18 พ.ย. 68 17:05] เพ็ญ แม่เพ็ญ: ขอบคุณมากค่ะเฮีย 🙏
""",
    "น้ำพริกแม่เพ็ญ/แชท/แชทไลน์_เจ๊หงส์_ร้านของฝาก.txt": """[1 ต.ค. 68 10:05] เจ๊หงส์ ของฝาก: น้องเพ็ญ เอาของมาวางวันนี้เลยนะ เริ่มสัญญาวันนี้
[1 ต.ค. 68 10:20] เพ็ญ แม่เพ็ญ: ค่ะเจ๊ เอาไปนรก 60 ตาแดง 40 ปลาย่าง 30 เผา 30 ค่ะ
[16 ต.ค. 68 18:11] เจ๊หงส์ ของฝาก: รอบ 1-15 ต.ค. ขายได้ 131 กระปุก หัก 20% แล้วโอนให้ 7,231.20 นะ
[16 ต.ค. 68 18:30] เพ็ญ แม่เพ็ญ: ได้รับแล้วค่ะเจ๊ ขอบคุณค่ะ
[16 ต.ค. 68 18:32] เจ๊หงส์ ของฝาก: ปลาย่างหมดก่อน คราวหน้าเอามา 50 เลย นักท่องเที่ยวชอบ
[1 พ.ย. 68 19:05] เจ๊หงส์ ของฝาก: รอบ 16-31 ต.ค. ขายได้ 154 กระปุก โอนให้ 8,500.80 นะ ช่วงออกพรรษาคนมาไหว้พระเยอะ
[1 พ.ย. 68 19:20] เพ็ญ แม่เพ็ญ: ได้รับแล้วค่ะ พรุ่งนี้ให้พี่เสริฐเอาของไปเติมค่ะ
""",
    "น้ำพริกแม่เพ็ญ/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ป้าสมร | กวนน้ำพริก/บรรจุ | 380 บาท | 24 วัน | 9,120 บาท |
| น้องต้น | ติดฉลาก/แพ็คออนไลน์ | 350 บาท | 22 วัน | 7,700 บาท |

รวมจ่ายค่าแรง ต.ค. 16,820 บาท จ่ายแล้ว 31 ต.ค.
ป้าสมรขอเบิกล่วงหน้า 500 วันที่ 15 หักแล้วในยอดนี้
ธ.ค. ต้องจ้างคนช่วยเพิ่มช่วงทำออเดอร์ปีใหม่
""",
    "น้ำพริกแม่เพ็ญ/บัญชี/สรุปออนไลน์_ตุลาคม68.md": """# สรุปยอดขายออนไลน์ ตุลาคม 2568

| ช่องทาง | ออเดอร์ | ยอดขาย (บาท) |
|---|---|---|
| LINE OA | 142 | 10,120 |
| Shopee | 126 | 9,330 |
| รวม | 268 | 19,450 |

- ขายดีสุด: น้ำพริกนรก ชุด 3 กระปุก 199 บาท
- กระปุกแตกระหว่างส่ง 3 กระปุก ส่งใหม่ให้ลูกค้าแล้ว (ต้องใช้บับเบิ้ลหนาขึ้น)
- ค่าธรรมเนียม Shopee ประมาณ 11% หักไปแล้วในยอดโอน
""",
    "น้ำพริกแม่เพ็ญ/สูตรน้ำพริกนรก_หม้อใหญ่.md": """# สูตรน้ำพริกนรก หม้อใหญ่ (ได้ประมาณ 60 กระปุก)
- พริกแห้งจินดา คั่วแล้ว 3 กก.
- กระเทียม 2.5 กก. หอมแดง 3 กก. เจียวให้เหลือง
- กุ้งแห้งป่น 800 กรัม
- น้ำตาลปี๊บ 2 กก. น้ำปลา 1.5 ลิตร มะขามเปียก 1 กก.
- น้ำมันพืช 4 ลิตร
กวนไฟอ่อน 2 ชั่วโมง พักให้เย็นก่อนบรรจุ อายุ 6 เดือน
""",
    "น้ำพริกแม่เพ็ญ/ไอเดียรสใหม่_น้ำพริกกากหมู.md": """# ไอเดียรสใหม่: น้ำพริกกากหมู

- ลองทำ 2 หม้อเล็ก ให้ลูกค้าประจำชิม 20 คน ชอบ 16 คน
- ต้นทุนต่อกระปุกประมาณ 31 บาท (กากหมูแพง)
- ตั้งราคาขาย 79 บาท
- ปัญหา: กากหมูนิ่มเร็ว อายุสินค้าแค่ 3 เดือน ต้องหาซองกันชื้น
- เริ่มขายจริง ก.พ. 69 ถ้าได้หม้อกวนใหม่แล้ว
""",
    "น้ำพริกแม่เพ็ญ/Suppliers/email_SiamSpice_Nov2025.txt": SPICE_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวศรีสุข.txt": """วันพุธ 29 ต.ค. 2568
[20:11] เพ็ญ: พ่อเสริฐ ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ อย่าลืม
[20:15] ประเสริฐ: โอเค เดี๋ยวโอนวันศุกร์ จดหมายประกันใบเตยมาแล้วนะ ปีหน้าขึ้นเป็น 1,620
[20:16] เพ็ญ: เห็นแล้ว จะจ่ายรายปีดีไหม ถูกกว่านิดนึง
[20:20] ใบเตย: แม่ ค่ายวิชาการเขาให้จ่ายรวมในค่าเทอมเลยนะ
วันพฤหัสบดี 30 ต.ค. 2568
[07:02] พ่อทองใบ: วันที่ 6 พ่อนัดหมอตาที่พุทธชินราชนะ ใครไปส่งได้
[07:10] ประเสริฐ: ผมไปส่งเองพ่อ ส่งของสองแควเสร็จแล้วแวะรับ
วันอาทิตย์ 2 พ.ย. 2568
[18:40] ประเสริฐ: กระบะเข้าศูนย์ 10 พ.ย. เปลี่ยนผ้าเบรก+ถ่ายน้ำมันเครื่อง ประมาณ 4,200
[18:42] เพ็ญ: ใช้เงินร้านไปก่อน แล้วค่อยลงบัญชี
[18:50] ใบเตย: ปีใหม่ไปน่านจริงไหมคะ 🥹
[18:51] เพ็ญ: ไปจ้า จองที่พักแล้ว
""",
    "บ้าน/ทริปน่าน_ปีใหม่.md": """# ทริปน่าน ปีใหม่ 29-31 ธ.ค. 2568
- ขับกระบะไปเอง ออกตี 5 (ประมาณ 4 ชั่วโมง)
- ที่พักโฮมสเตย์ปัว 2 คืน 3,200 บาท (จ่ายมัดจำแล้ว 1,000)
- วันที่ 30: ดอยเสมอดาว ถ้าพ่อทองใบไหว
- วันที่ 31: วัดภูมินทร์ ถนนคนเดิน
- งบรวมประมาณ 12,000 บาท
- ฝากน้องต้นดูแลออเดอร์ออนไลน์ 3 วัน
""",
}
TODO = {"todo.md": """- ยื่นต่ออายุ มผช. ก่อน 28 พ.ย. (เอาน้ำพริกนรก 6 กระปุกไปด้วย)
- เซ็นสัญญาเงินกู้ส่งธนาคาร ก่อน 7 พ.ย.
- โอนค่าเทอมใบเตย ก่อน 14 พ.ย.
- สั่งพริกแห้งสยามสไปซ์ก่อน 28 พ.ย. (ยังได้ราคาเก่า)
- เลือกเจ้าขวดแก้ว
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "น้ำพริกแม่เพ็ญ"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_สองแควเทรดดิ้ง_ปี69_ร่าง.docx", WHOLESALE_DRAFT, WHOLESALE_DRAFT_TABLE,
               bottom=WHOLESALE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สองแควเทรดดิ้ง_ปี69_ฉบับจริง.docx", WHOLESALE_FINAL, WHOLESALE_FINAL_TABLE,
               bottom=WHOLESALE_FINAL_BOTTOM)
    make_pdf(quotes / "NakornGlass_jar_quotation.pdf", NAKORNGLASS_QUOTE)
    write_docx(quotes / "ใบเสนอราคาขวดแก้ว_พิษณุโลกบรรจุภัณฑ์.docx", PHITSANU_PACK_TOP, PHITSANU_PACK_TABLE,
               bottom=PHITSANU_PACK_BOTTOM)
    write_docx(papers / "สัญญาฝากขาย_ร้านหงส์ทองของฝาก.docx", CONSIGN_TOP, headings=CONSIGN_HEADINGS,
               bottom=CONSIGN_BOTTOM)
    write_docx(papers / "หนังสือ_อุตสาหกรรมจังหวัด_ต่ออายุมผช.docx", INDUSTRY_LETTER)
    make_pdf(papers / "SukhothaiUnionBank_loan_approval.pdf", LOAN_LETTER)
    make_pdf(suppliers / "SiamSpice_pricelist_2025.pdf", SPICE_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_สยามสไปซ์_2567.docx", SPICE_PRICES_2567, SPICE_PRICES_2567_TABLE,
               bottom=SPICE_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamSpice_invoice_SS-25-0412.pdf", SPICE_INVOICE)
    _sales_book(books / "ยอดขายน้ำพริก_2568.xlsx", "2568", SHOPS_2568, WHOLESALE_2568, ONLINE_2568,
                WAGES_2568, JARS_COST_2568, DELIVERY_2568, GAS_2568)
    _sales_book(books / "ยอดขายน้ำพริก_2567.xlsx", "2567", SHOPS_2567, WHOLESALE_2567, ONLINE_2567,
                WAGES_2567, JARS_COST_2567, DELIVERY_2567, GAS_2567)
    _jars_book(books / "จำนวนกระปุกแยกรส_2568.xlsx")
    write_slides(shop / "แผนธุรกิจ_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "NorthStar_internet_bill_Oct2025.pdf", NORTHSTAR_BILL)
    make_pdf(home / "ประกัน" / "ChinnaratLife_health_premium_notice_2026.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
