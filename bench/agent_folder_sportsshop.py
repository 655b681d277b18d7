"""The sportsshop folder: the papers of a sporting-goods shop owner in Nakhon Sawan and his household, written by code.

The owner is นายวรพล เจริญสุข (พี่ต้น). He runs "ต้นสปอร์ต" (Ton Sport), a shophouse at 112/7 ถ.สวรรค์วิถี
opposite มหาวิทยาลัยราชภัฏนครสวรรค์ (มรภ.นครสวรรค์). He sells rackets, shuttlecocks, shoes and sportswear, strings
badminton and tennis rackets, and takes team-jersey orders from faculties and schools. His wife อรอุมา (อุ๋ม) is a
nurse, their daughter ข้าวหอม (ด.ญ.ปัณณิกา) is in ป.3, his father พ่อสมหมาย lives with them. Staff: น้องบีม (shop
floor) and น้องฟิล์ม (a student who strings rackets part-time). It is November 2568 (2025).

Documents/ร้านกีฬา/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_เสื้อกีฬาสี_คณะวิทย์_ร่าง.docx: draft quote TS-QT-6811-014 to the science faculty's student
  club, jerseys for sports day, 150 shirts at 260, total 52,200.
- ใบเสนอราคา/ใบเสนอราคา_เสื้อกีฬาสี_คณะวิทย์_ฉบับส่ง.docx: the final of the same quote, 180 shirts at 245 plus two
  flags, total 59,000, deposit 29,500, delivery by 8 ธันวาคม 2568.
- Suppliers/BKKRacketTech_quotation_stringing_machine.pdf: English quotation for an electronic stringing machine
  RT-E9, 68,500 THB incl. VAT, free delivery.
- Suppliers/ใบเสนอราคา_เครื่องขึงเอ็น_ไทยแร็คเก็ตซัพพลาย.docx: a similar Thai quotation from another firm, TS-880,
  64,900 + 1,200 delivery = 66,100.
- Suppliers/SiamShuttle_pricelist_2025.pdf: English dealer price list of Siam Shuttle Trading Co., Ltd. for 2025
  (Falcon Pro 77 at 520 a dozen).
- Suppliers/ราคาส่ง_สยามชัทเทิล_2567.docx: last year's list of the same firm in Thai (บริษัท สยามชัทเทิล เทรดดิ้ง
  จำกัด), Falcon Pro 77 at 480.
- Suppliers/SiamShuttle_invoice_SST-25-0433.pdf: an October invoice from Siam Shuttle, 36,380.00, due 20 Nov 2025.
- Suppliers/email_SiamShuttle_Nov2025.txt: an email: Falcon Pro 77 goes to 560 a dozen from 1 December 2025.
- Suppliers/SportPrint_invoice_Sep2025.pdf: the jersey printer's September invoice (21,600.00).
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (sales by month Jan-Oct; expenses by month; rackets
  strung by month).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงพนักงาน_ต.ค.68.md: October wages of the two staff, 15,320 in all.
- แชท/แชทไลน์_เจมส์_ชมรมแบด.txt: LINE chat with the badminton club; 30 dozen at 620 cut to 24 โหล at 615, 14,760.
- เอกสารร้าน/สัญญาเช่าตึกแถว.docx: the shophouse lease, 15,000 a month, deposit 45,000, 1 ม.ค. 2568 - 31 ธ.ค. 2570.
- เอกสารร้าน/ChaoPhrayaBank_SME_loan_letter.pdf: the bank's English approval of a 250,000 SME loan, 6.75%,
  36 months, 7,691 a month, sign by 28 November 2025.
- เอกสารร้าน/ราคาค่าขึงเอ็น_หน้าร้าน.md: the stringing price board (BG65 250, tennis 450).
- บันทึกคุยงานแข่ง_NSRU_Open.md: notes of a meeting about the university tournament (29-30 พฤศจิกายน 2568,
  sponsorship 5,000, on-site stringing 200 บาท).
- แผนร้าน_2569.pptx: slides, next year's plan (2,200,000 target, loan 250,000, machine budget 70,000).
- วิธีขึงเอ็น_โน้ต.md: his own notes on stringing technique (a distractor).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (2,460.98, due 3 Nov 2025) and Bills/SawanNet_internet_bill_Oct2025.pdf
  (854.93): English bills.
- ประกัน/PakNamPho_health_renewal_2026.pdf: English renewal notice for the daughter's health insurance, 12,480
  (last year 11,350); the household book pays it monthly to ปากน้ำโพประกันภัย.
- ค่าเทอมข้าวหอม/ค่าเทอม_ข้าวหอม_เทอม1-2568.docx and ค่าเทอม_ข้าวหอม_เทอม2-2568.docx: school fee notices (24,800;
  25,100 due 10 พฤศจิกายน 2568).
- ค่าเทอมข้าวหอม/email_English_camp.txt: an English email from the school, winter camp 2,800 by 5 December 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on his father's knee treatment.
- ทริปปีใหม่_เขาค้อ.md: a New Year trip plan (a distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ต้นสปอร์ต (Ton Sport) 112/7 ถ.สวรรค์วิถี ตรงข้าม มรภ.นครสวรรค์ อ.เมือง จ.นครสวรรค์ โทร 086-417-2385"

# ---------------------------------------------------------------- jersey quotes (draft and final)
JERSEY_TO = [
    "เรียน ฝ่ายกีฬา สโมสรนักศึกษาคณะวิทยาศาสตร์และเทคโนโลยี มหาวิทยาลัยราชภัฏนครสวรรค์ (คุณภูมิรพี)",
    "เรื่อง เสื้อกีฬาและกางเกงสำหรับงานกีฬาสีคณะ ประจำปี 2568",
]
JERSEY_DRAFT = [SHOP_TOP, "ใบเสนอราคา (ร่าง)  เลขที่ TS-QT-6811-014", "วันที่ 3 พฤศจิกายน 2568"] + JERSEY_TO
JERSEY_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อกีฬาพิมพ์ลายทั้งตัว ผ้าไมโครโพลี", "150 ตัว", "260", "39,000"),
    ("กางเกงขาสั้นกีฬา", "60 ตัว", "180", "10,800"),
    ("สกรีนชื่อและเบอร์หลังเสื้อ", "60 ตัว", "40", "2,400"),
    ("รวม", "", "", "52,200"),
]
JERSEY_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 52,200 บาท (ห้าหมื่นสองพันสองร้อยบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอถามโรงพิมพ์ก่อนว่าถ้าเกิน 150 ตัวลดราคาได้อีกไหม",
]
JERSEY_FINAL = [SHOP_TOP, "ใบเสนอราคา  เลขที่ TS-QT-6811-014 (ฉบับส่งจริง)", "วันที่ 7 พฤศจิกายน 2568"] + JERSEY_TO
JERSEY_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อกีฬาพิมพ์ลายทั้งตัว ผ้าไมโครโพลี", "180 ตัว", "245", "44,100"),
    ("กางเกงขาสั้นกีฬา", "60 ตัว", "180", "10,800"),
    ("สกรีนชื่อและเบอร์หลังเสื้อ", "60 ตัว", "40", "2,400"),
    ("ธงสีคณะ ผ้าซาติน 1.2 x 2 เมตร", "2 ผืน", "850", "1,700"),
    ("รวม", "", "", "59,000"),
]
JERSEY_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 59,000 บาท (ห้าหมื่นเก้าพันบาทถ้วน)",
    "มัดจำ 50% = 29,500 บาท เมื่อยืนยันแบบเสื้อ ส่วนที่เหลือชำระวันรับของ",
    "ส่งของภายในวันที่ 8 ธันวาคม 2568 (งานกีฬาสีคณะวันที่ 12 ธันวาคม 2568)",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ วรพล เจริญสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- stringing machine quotes (two firms)
BKK_RACKET_QUOTE = [
    "BANGKOK RACKET TECH CO., LTD.\n"
    "45 Soi Ladprao 101, Khlong Chan, Bang Kapi, Bangkok 10240  Tel. 02-377-5410\n"
    "QUOTATION No. BRT-Q2511-027       Date: 5 Nov 2025\n"
    "To: Khun Woraphon Charoensuk, Ton Sport, Sawan Withi Road, Nakhon Sawan\n"
    "\n"
    "Electronic stringing machine, model RT-E9 (badminton and tennis)\n"
    "Constant-pull tension head, 6-point mounting, digital lbs/kg display\n"
    "Price: 68,500 THB including VAT\n"
    "Free delivery, installation and 1-day training in Nakhon Sawan.\n"
    "Warranty: 1 year on parts, 3 years on the tension head.\n"
    "Payment: 30% deposit on order, balance on delivery. Delivery within 7 days.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Mr. Kittisak Phromma 089-204-6617",
]
THAIRACKET_QUOTE = [
    "บริษัท ไทยแร็คเก็ตซัพพลาย จำกัด",
    "99/21 ถ.รามอินทรา แขวงคันนายาว เขตคันนายาว กรุงเทพฯ 10230 โทร 02-518-7720",
    "ใบเสนอราคา เลขที่ TRS-6811-052  วันที่ 7 พฤศจิกายน 2568",
    "เรียน คุณวรพล เจริญสุข ร้านต้นสปอร์ต จ.นครสวรรค์",
]
THAIRACKET_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องขึงเอ็นไฟฟ้า รุ่น TS-880 (แบดมินตัน/เทนนิส) หัวดึงแบบคงที่ ตั้งปอนด์ดิจิทัล", "1 เครื่อง", "64,900"),
    ("ค่าขนส่งและติดตั้ง ต่างจังหวัด", "1 ครั้ง", "1,200"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "66,100"),
]
THAIRACKET_BOTTOM = [
    "รับประกันตัวเครื่อง 2 ปี สอนใช้งานผ่านวิดีโอคอล",
    "ผ่อนชำระ 0% นาน 10 เดือน ผ่านบัตรเครดิตที่ร่วมรายการ",
    "จัดส่งภายใน 10 วัน หลังโอนมัดจำ 20,000 บาท",
    "ราคานี้ยืนได้ 30 วัน",
    "ผู้เสนอราคา นายชยพล ศรีอ่อน ฝ่ายขาย โทร 081-903-4452",
]

# ---------------------------------------------------------------- Siam Shuttle (English 2025, Thai 2567)
SIAMSHUTTLE_PRICES_2025 = [
    "SIAM SHUTTLE TRADING CO., LTD.\n"
    "88 Charansanitwong Road, Bang Phlat, Bangkok 10700  Tel. 02-433-8120\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Falcon Pro 77 feather shuttlecock, per dozen ........ 520\n"
    "Falcon Club 76 feather shuttlecock, per dozen ....... 380\n"
    "Nylon shuttle N-300, tube of 6 ...................... 145\n"
    "Yonex BG65 string, 200 m reel ....................... 2,950\n"
    "Yonex BG65 string, 10 m set ......................... 165\n"
    "Yonex BG80 string, 10 m set ......................... 230\n"
    "Overgrip, box of 60 ................................. 1,350\n"
    "\n"
    "Minimum order 10,000 THB. Free shipping to provinces for orders over 20,000 THB.\n"
    "Payment: 30 days credit for registered dealers.\n"
    "Contact: Ms. Napat Chaiyo, napat@siamshuttle.co.th, 081-662-0934",
]
SIAMSHUTTLE_PRICES_2567 = ["บริษัท สยามชัทเทิล เทรดดิ้ง จำกัด", "ใบราคาส่งสำหรับร้านตัวแทนจำหน่าย ปี 2567",
                           "มีผล 1 มกราคม – 31 ธันวาคม 2567  ราคายังไม่รวม VAT 7%"]
SIAMSHUTTLE_PRICES_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("ลูกแบดขนเป็ด Falcon Pro 77", "โหล", "480"),
    ("ลูกแบดขนเป็ด Falcon Club 76", "โหล", "350"),
    ("ลูกแบดพลาสติก N-300", "หลอด 6 ลูก", "140"),
    ("เอ็น Yonex BG65 ม้วน 200 เมตร", "ม้วน", "2,780"),
    ("เอ็น Yonex BG65 ชุด 10 เมตร", "ชุด", "150"),
    ("เอ็น Yonex BG80 ชุด 10 เมตร", "ชุด", "210"),
    ("กริปพันด้าม กล่อง 60 ชิ้น", "กล่อง", "1,290"),
]
SIAMSHUTTLE_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 8,000 บาท ส่งฟรีต่างจังหวัดเมื่อสั่งเกิน 15,000 บาท",
                                  "เครดิต 30 วันสำหรับร้านตัวแทน",
                                  "ติดต่อ คุณณภัทร ไชยโย ฝ่ายขาย โทร 081-662-0934"]
SIAMSHUTTLE_INVOICE = [
    "SIAM SHUTTLE TRADING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SST-25-0433\n"
    "Date: 21 Oct 2025          Due date: 20 Nov 2025\n"
    "Customer: Ton Sport (Mr. Woraphon Charoensuk), 112/7 Sawan Withi Rd, Nakhon Sawan 60000\n"
    "\n"
    "Item                          Qty    Unit price   Amount\n"
    "Falcon Pro 77 (dozen)         40     520.00       20,800.00\n"
    "Yonex BG65 200 m reel         2      2,950.00     5,900.00\n"
    "Yonex BG80 10 m set           20     230.00       4,600.00\n"
    "Overgrip, box of 60           2      1,350.00     2,700.00\n"
    "\n"
    "Subtotal 34,000.00\n"
    "VAT 7% 2,380.00\n"
    "TOTAL DUE: 36,380.00 THB\n"
    "Please transfer to Bangkok Bank, Siam Shuttle Trading Co., Ltd., account 101-3-44827-5,\n"
    "and email the slip to napat@siamshuttle.co.th. Thank you.",
]
SIAMSHUTTLE_EMAIL = """From: Napat Chaiyo <napat@siamshuttle.co.th>
To: tonsport.nsw@gmail.com
Date: Mon, 3 Nov 2025 10:12
Subject: Falcon Pro 77 dealer price from 1 December

Dear Khun Woraphon,

Thank you for your October order (invoice SST-25-0433). Please note two changes:

1. From 1 December 2025 the dealer price of Falcon Pro 77 will be 560 THB per dozen (the 2025 price list says
   520 THB). Goose feather costs from our factory went up again this quarter.
   Orders placed and paid before 30 November 2025 still get the old price.
2. Free shipping to provinces now starts at 15,000 THB (it was 20,000 THB).

Falcon Club 76 stays at 380 THB per dozen, and string prices do not change.

Best regards,
Napat Chaiyo
Sales, Siam Shuttle Trading Co., Ltd.
081-662-0934
"""
SPORTPRINT_INVOICE = [
    "NAKHON SAWAN SPORT PRINT CO., LTD.\n"
    "Sublimation sportswear - Phahonyothin Road, Nakhon Sawan\n"
    "INVOICE No. NSP-2509-118        Date: 30 Sep 2025\n"
    "Bill to: Ton Sport, Sawan Withi Road, Nakhon Sawan\n"
    "Job: Engineering faculty sports-day jerseys\n"
    "\n"
    "Sublimation jersey, micro-poly, full print   140 pcs  x 150.00   21,000.00\n"
    "Name and number print                         40 pcs  x 15.00       600.00\n"
    "Delivery in Nakhon Sawan city                                        0.00\n"
    "\n"
    "TOTAL 21,600.00 THB   Paid by bank transfer on 2 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- lease, bank letter
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมือง จ.นครสวรรค์  วันที่ 20 ธันวาคม 2567",
    "ระหว่าง นางวันเพ็ญ ตั้งตระกูลชัย ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ นายวรพล เจริญสุข เจ้าของร้านต้นสปอร์ต ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 3 ชั้น 1 คูหา เลขที่ 112/7 ถนนสวรรค์วิถี ต.นครสวรรค์ตก อ.เมือง จ.นครสวรรค์\n"
     "ใช้เป็นร้านจำหน่ายอุปกรณ์กีฬาและรับขึงเอ็นไม้แบดมินตัน/เทนนิส"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2570"),
    ("ข้อ 3 ค่าเช่า", "เดือนละ 15,000 บาท (หนึ่งหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน\n"
     "(สัญญาฉบับก่อนค่าเช่าเดือนละ 14,000 บาท)"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 45,000 บาท (3 เดือน) ผู้ให้เช่าคืนภายใน 30 วันหลังสิ้นสุดสัญญา"),
    ("ข้อ 5 ค่าปรับ", "ชำระค่าเช่าล่าช้า ปรับวันละ 100 บาท"),
    ("ข้อ 6 ค่าใช้จ่ายอื่น", "ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายเอง ห้ามให้เช่าช่วง"),
    ("ข้อ 7 การต่อสัญญา", "หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน"),
]
LEASE_BOTTOM = ["ลงชื่อ วันเพ็ญ ตั้งตระกูลชัย ผู้ให้เช่า", "ลงชื่อ วรพล เจริญสุข ผู้เช่า",
                "ลงชื่อ อรอุมา เจริญสุข พยาน"]
LOAN_LETTER = [
    "CHAO PHRAYA BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Sawan Branch, 1/5 Matulee Road, Nakhon Sawan 60000\n"
    "14 November 2025\n"
    "\n"
    "SUBJECT: APPROVAL OF SME TERM LOAN\n"
    "Dear Mr. Woraphon Charoensuk (Ton Sport),\n"
    "We are pleased to inform you that your loan application no. NSW-SME-68-0291 has been approved:\n"
    "\n"
    "Loan amount: 250,000 THB\n"
    "Purpose: electronic racket stringing machine and shop renovation\n"
    "Interest rate: 6.75% per year, fixed for 3 years\n"
    "Term: 36 months\n"
    "Monthly installment: 7,691 THB, by auto-debit from account 402-1-55873-9\n"
    "First installment: 5 January 2026\n"
    "Front-end fee: 0.5% (1,250 THB), deducted from the loan amount\n"
    "Guarantor: Mrs. Onuma Charoensuk\n"
    "\n"
    "Please sign the loan agreement at the branch by 28 November 2025.\n"
    "If the agreement is not signed by this date, this approval lapses.\n"
    "Relationship manager: Ms. Kanokwan Thongdee, 056-221-480\n"
    "\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]

# ---------------------------------------------------------------- books
RETAIL_2568 = [142300, 128600, 96400, 71200, 78900, 118700, 104500, 99800, 112600, 91400]
TEAM_2568 = [38500, 12000, 0, 0, 8400, 26800, 14500, 9200, 31600, 6800]
BADMINTON_2568 = [78, 71, 51, 34, 41, 68, 62, 60, 69, 56]
TENNIS_2568 = [4, 3, 2, 2, 2, 3, 3, 3, 4, 3]
WAGES_2568 = [14800, 14600, 13900, 12900, 13100, 14700, 14500, 14400, 14900, 15320]
POWER_2568 = [3120, 3280, 3960, 4410, 4380, 3750, 3510, 3440, 3390, 3265]
RETAIL_2567 = [131800, 119400, 90200, 66800, 72500, 109300, 98600, 93100, 104700, 85900, 128400, 151200]
TEAM_2567 = [32400, 9800, 0, 0, 5600, 22400, 11800, 7600, 27300, 5200, 44800, 36500]
BADMINTON_2567 = [70, 64, 47, 30, 38, 61, 57, 55, 63, 50, 82, 88]
TENNIS_2567 = [3, 3, 2, 1, 2, 3, 2, 2, 3, 2, 4, 4]
WAGES_2567 = [13500, 13500, 12800, 12000, 12200, 13600, 13400, 13300, 13800, 13900, 15600, 16200]
POWER_2567 = [2980, 3150, 3820, 4290, 4260, 3610, 3400, 3350, 3280, 3190, 3050, 2940]
STRING_PRICE = {"2568": (250, 450), "2567": (230, 420)}


def stringing(year: str, badminton: list[int], tennis: list[int]) -> list[int]:
    """Stringing takings a month: rackets strung times that year's board price."""
    bad, ten = STRING_PRICE[year]
    return [b * bad + t * ten for b, t in zip(badminton, tennis)]


def month_totals(year: str, retail: list[int], team: list[int], badminton: list[int], tennis: list[int]) -> list[int]:
    return [r + s + t for r, s, t in zip(retail, stringing(year, badminton, tennis), team)]


def _sales_book(path: Path, year: str, retail: list[int], team: list[int], badminton: list[int],
                tennis: list[int], wages: list[int], power: list[int], rent: int) -> None:
    strings = stringing(year, badminton, tennis)
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านต้นสปอร์ต ปี {year} (Ton Sport monthly sales {year})"])
    sales.append(["เดือน (Month)", "ขายหน้าร้าน (Retail, THB)", "ค่าขึงเอ็น (Stringing, THB)",
                  "ออเดอร์ชุดทีม (Team orders, THB)", "รวม (Total, THB)"])
    for month, r, s, t in zip(MONTHS, retail, strings, team):
        sales.append([f"{month} {year}", r, s, t, r + s + t])
    sales.append(["รวมทั้งปี (Year total)", sum(retail), sum(strings), sum(team),
                  sum(retail) + sum(strings) + sum(team)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าสินค้า (Goods)", "ค่าเช่าตึก (Rent)", "ค่าแรง (Wages)",
                  "ค่าไฟร้าน (Shop electricity)", "รวม (Total)"])
    for month, r, t, w, p in zip(MONTHS, retail, team, wages, power):
        goods = int(round((r + t) * 0.58, -2))
        costs.append([f"{month} {year}", goods, rent, w, p, goods + rent + w + p])
    for column in range(2, 7):
        money_format(costs, column)
    strung = book.create_sheet("ขึงเอ็น Stringing")
    bad, ten = STRING_PRICE[year]
    strung.append([f"จำนวนไม้ที่ขึงเอ็น ปี {year} (Rackets strung {year}; แบด {bad} บาท, เทนนิส {ten} บาท)"])
    strung.append(["เดือน (Month)", "ไม้แบด (Badminton)", "ไม้เทนนิส (Tennis)", "รวมไม้ (Rackets)"])
    for month, b, t in zip(MONTHS, badminton, tennis):
        strung.append([f"{month} {year}", b, t, b + t])
    strung.append(["รวมทั้งปี (Year total)", sum(badminton), sum(tennis), sum(badminton) + sum(tennis)])
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.45, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("อินเทอร์เน็ต (Internet)", 854.93, "SawanNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, ""),
                  ("ประกันสุขภาพข้าวหอม (Child health insurance)", 945.83, "ปากน้ำโพประกันภัย ผ่อนรายเดือน"),
                  ("ค่ารถตู้รับส่งข้าวหอม (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 1650, ""),
                  ("ค่าเรียนว่ายน้ำข้าวหอม (Swimming class)", 1200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2544.10, "PEA"), ("ค่าน้ำประปา (Water)", 330, ""),
                  ("อินเทอร์เน็ต (Internet)", 854.93, "SawanNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""),
                  ("ประกันสุขภาพข้าวหอม (Child health insurance)", 945.83, "ปากน้ำโพประกันภัย ผ่อนรายเดือน"),
                  ("ค่ารถตู้รับส่งข้าวหอม (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 1650, ""),
                  ("ค่าเรียนว่ายน้ำข้าวหอม (Swimming class)", 1200, ""),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1450, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2460.98, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("อินเทอร์เน็ต (Internet)", 854.93, "SawanNet"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, ""),
                  ("ประกันสุขภาพข้าวหอม (Child health insurance)", 945.83, "ปากน้ำโพประกันภัย ผ่อนรายเดือน"),
                  ("ค่ารถตู้รับส่งข้าวหอม (School van)", 1800, ""),
                  ("ค่ายาพ่อ + ฉีดยาเข่า (Dad's medicine, knee injection)", 4150, "รพ.สวรรค์ประชารักษ์"),
                  ("ค่าเรียนว่ายน้ำข้าวหอม (Swimming class)", 1200, "")],
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
    top = ["โรงเรียนพิมพ์ประภาศึกษา นครสวรรค์", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปัณณิกา เจริญสุข  ชั้น ป.3/1  เลขประจำตัว 30682"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย สาขานครสวรรค์ 611-0-27734-8",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,500"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,150"), ("ค่าประกันอุบัติเหตุ", "350")],
                "24,800", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,500"),
                           ("ค่ากิจกรรมและทัศนศึกษา", "2,200"), ("ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "1,600")],
                "25,100", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Sawan\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Woraphon Charoensuk\n"
    "Address: 45/3 Moo 6, Nakhon Sawan Ok, Mueang Nakhon Sawan 60000\n"
    "Customer no. 020044719362\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 27,385 -> 27,871   Units used: 486 kWh\n"
    "Energy charge 2,071.30  Ft 190.46  Service 38.22  VAT 7% 161.00\n"
    "AMOUNT DUE: 2,460.98 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
SAWANNET_BILL = [
    "SAWANNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Woraphon Charoensuk    Account: SN-60-118274\n"
    "Package: Home Fiber 1000/500 Mbps    799.00\n"
    "VAT 7%                                55.93\n"
    "TOTAL                                854.93 THB\n"
    "Due date: 25 Oct 2025. Pay by QR code or at any Counter Service.",
]
INSURANCE_LETTER = [
    "PAK NAM PHO INSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Sawan Branch, Kosi Road\n"
    "10 November 2025\n"
    "\n"
    "RENEWAL NOTICE - CHILD HEALTH INSURANCE (IPD + OPD)\n"
    "Dear Mr. Woraphon Charoensuk,\n"
    "Policy no. PNP-H-2201-7731 for the insured below expires on 31 Dec 2025.\n"
    "Insured: Miss Pannika Charoensuk, age 8\n"
    "Plan: Kids Care Plus - room 3,000 THB per night, OPD 1,000 THB per visit (30 visits a year)\n"
    "\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "Annual premium: 12,480 THB (last year 11,350 THB); the rate moves up at age 8.\n"
    "Monthly installment by credit card: 1,040 THB\n"
    "Please confirm and pay the first installment by 15 Dec 2025.\n"
    "Agent: Khun Jintana Boonma (089-551-3078)\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals("2568", RETAIL_2568, TEAM_2568, BADMINTON_2568, TENNIS_2568))
    rackets = sum(BADMINTON_2568) + sum(TENNIS_2568)
    return [
        ("แผนร้านต้นสปอร์ต ปี 2569", "Ton Sport - plan for 2026\nวรพล เจริญสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nขึงเอ็นไปแล้ว {rackets} ไม้\n"
                         "ปัญหา: เครื่องขึงเอ็นมือหมุนเก่า ช้า ช่วงเปิดเทอมคิวรอ 2 วัน"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,200,000 บาท\nขึงเอ็นเดือนละ 100 ไม้\n"
                            "รับงานชุดกีฬาคณะ/โรงเรียน 10 งาน"),
        ("เครื่องขึงเอ็นไฟฟ้า + ปรับปรุงร้าน", "กู้ SME ธนาคารเจ้าพระยา 250,000 บาท ผ่อน 36 เดือน\n"
                                              "เครื่องขึงเอ็นไฟฟ้า งบ 70,000 บาท (เทียบใบเสนอราคา 2 เจ้า)\n"
                                              "ทำมุมลองไม้แบด + ชั้นวางใหม่ 150,000 บาท\nเงินสำรอง 30,000 บาท"),
        ("ขายออนไลน์", "เปิด LINE OA รับจองคิวขึงเอ็น\nลง Shopee ลูกแบด/กริป เป้าเดือนละ 20,000 บาท"),
        ("ค่าขึงเอ็น", "ปรับ BG65 จาก 250 เป็น 270 บาท ตั้งแต่ 1 ก.พ. 2569 (ราคาเอ็นขึ้น)\n"
                       "นักศึกษา มรภ. ยังลด 20 บาทเหมือนเดิม"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านกีฬา/แชท/แชทไลน์_เจมส์_ชมรมแบด.txt": """[4 พ.ย. 68 19:02] เจมส์ ชมรมแบด มรภ.: พี่ต้นครับ งาน NSRU Open ชมรมขอสั่งลูกแบด Falcon Pro 77 สัก 30 โหลครับ ได้ราคาเท่าไหร่ครับ
[4 พ.ย. 68 19:10] ต้นสปอร์ต: 30 โหล พี่ให้โหลละ 620 ครับ รวม 18,600 บาท
[4 พ.ย. 68 19:12] เจมส์ ชมรมแบด มรภ.: โอเคครับ เดี๋ยวผมขออนุมัติงบกับอาจารย์ก่อนครับ
[8 พ.ย. 68 13:40] ต้นสปอร์ต: เจมส์ ไม้ที่ฝากขึงไว้ 3 ไม้ เสร็จแล้วนะ มารับได้เลย
[8 พ.ย. 68 13:45] เจมส์ ชมรมแบด มรภ.: ขอบคุณครับพี่ เย็นนี้เข้าไปครับ
[11 พ.ย. 68 21:35] เจมส์ ชมรมแบด มรภ.: พี่ครับ งบจากมหาลัยได้มาแค่ 15,000 ครับ ขอลดเหลือ 24 โหลได้มั้ยครับ
[11 พ.ย. 68 21:48] ต้นสปอร์ต: ได้ครับ 24 โหล พี่ลดให้อีกเป็นโหลละ 615 รวม 14,760 บาท ส่งของวันที่ 27 พ.ย. นะ
[11 พ.ย. 68 21:50] เจมส์ ชมรมแบด มรภ.: ขอบคุณครับพี่ ตามนี้ครับ 14,760 โอนมัดจำ 5,000 พรุ่งนี้ครับ
[12 พ.ย. 68 10:05] เจมส์ ชมรมแบด มรภ.: โอนมัดจำแล้วครับ 5,000 (ส่งสลิปแล้ว)
[12 พ.ย. 68 10:20] ต้นสปอร์ต: ได้รับแล้วครับ เหลือ 9,760 จ่ายวันรับของนะ
""",
    "ร้านกีฬา/บัญชี/ค่าแรงพนักงาน_ต.ค.68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | รายละเอียด | รวม |
|---|---|---|
| น้องบีม (ขายหน้าร้าน) | เงินเดือน 11,000 + ค่าคอมชุดทีม 1,200 | 12,200 บาท |
| น้องฟิล์ม (ช่างขึงเอ็น พาร์ทไทม์) | 52 ไม้ x 60 บาท | 3,120 บาท |

รวมจ่ายค่าแรง ต.ค. 15,320 บาท จ่ายแล้ว 31 ต.ค.
เดือนนี้ขึงทั้งหมด 59 ไม้ อีก 7 ไม้พี่ต้นขึงเอง (ฟิล์มสอบกลางภาค)
""",
    "ร้านกีฬา/เอกสารร้าน/ราคาค่าขึงเอ็น_หน้าร้าน.md": """# ราคาค่าขึงเอ็น ต้นสปอร์ต (ติดหน้าร้าน) ใช้ตั้งแต่ 1 ม.ค. 2568

| เอ็น | ราคา (รวมค่าเอ็น) |
|---|---|
| Yonex BG65 | 250 บาท |
| Yonex BG65 Titanium | 280 บาท |
| Yonex BG80 | 320 บาท |
| Yonex Exbolt 63 | 380 บาท |
| เอ็นเทนนิส (โพลี) | 450 บาท |
| ลูกค้าเอาเอ็นมาเอง | 120 บาท |

- ด่วนรับใน 1 ชม. เพิ่ม 50 บาท
- นักศึกษา มรภ. แสดงบัตร ลด 20 บาท (ไม่รวมค่าด่วน)
- ปี 2567 BG65 230 บาท เทนนิส 420 บาท
""",
    "ร้านกีฬา/บันทึกคุยงานแข่ง_NSRU_Open.md": """# คุยงานแข่งแบด NSRU Open 2568 (6 พ.ย. 2568 ที่ห้องชมรม)

ผู้ร่วมคุย: อ.ศิริพร (อาจารย์ที่ปรึกษาชมรมแบดมินตัน), เจมส์ (ประธานชมรม), พี่ต้น

- แข่งวันที่ 29-30 พฤศจิกายน 2568 ที่โรงยิม มรภ.นครสวรรค์ นักกีฬาประมาณ 160 คน
- ร้านสนับสนุนเงินรางวัล 5,000 บาท + ไม้แบด 2 ไม้ ให้แชมป์ชายเดี่ยว/หญิงเดี่ยว
- ร้านได้ตั้งบูธหน้ายิมฟรี 2 วัน ขายของ + ขึงเอ็นหน้างาน
- ค่าขึงเอ็นหน้างานลดเหลือไม้ละ 200 บาท (ปกติ 250)
- ต้องขนเครื่องขึงเอ็นไป 1 เครื่อง ให้ฟิล์มมาช่วย 2 วัน ค่าแรงวันละ 500 บาท
- ได้ขึ้นโลโก้ร้านบนป้ายหน้ายิมและเสื้อสต๊าฟ
- ลูกแบดที่ใช้แข่ง ชมรมสั่งแยก (คุยกับเจมส์ในไลน์)
""",
    "ร้านกีฬา/วิธีขึงเอ็น_โน้ต.md": """# โน้ตขึงเอ็น (กันลืม)
- มือใหม่ แนะนำ 20-22 ปอนด์ / นักกีฬา 24-26 ปอนด์
- เส้นขวางตึงกว่าเส้นตั้ง 1-2 ปอนด์
- ขึงแบบ 2 ปม สำหรับไม้ส่วนใหญ่ ไม้ Victor บางรุ่นใช้ 4 ปม
- เช็กกรอบไม้ก่อนขึง ถ้ามีรอยร้าวต้องให้ลูกค้าเซ็นรับทราบ
- เปลี่ยนกรอมเม็ท (grommet) ถ้าแตก คิดเพิ่มรูละ 10 บาท
""",
    "ร้านกีฬา/Suppliers/email_SiamShuttle_Nov2025.txt": SIAMSHUTTLE_EMAIL,
    "บ้าน/ค่าเทอมข้าวหอม/email_English_camp.txt": """From: Mark Ellison <ep.office@pimprapa.ac.th>
To: onuma.cs@gmail.com
Date: Fri, 24 Oct 2025 15:30
Subject: English Winter Camp 2025 (P.3 - P.4)

Dear Parents of Pannika (P.3/1),

Our English Program will hold the English Winter Camp on 20-21 December 2025 at the school and
Bueng Boraphet. Children will do games, drama and a nature walk, all in English.

Fee: 2,800 THB per child, including meals, a camp T-shirt and insurance.
Please pay at the finance room or by transfer by 5 December 2025 and return the consent form.

Best regards,
Teacher Mark Ellison
English Program Coordinator, Pimprapa Suksa School
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[27 ต.ค. 68 20:05] อุ๋ม: พ่อต้น ค่าเทอม 2 ข้าวหอม 25,100 ต้องจ่ายก่อน 10 พ.ย. นะ
[27 ต.ค. 68 20:09] ต้น: โอเค เดี๋ยวโอนวันที่ 1 หลังเก็บเงินคณะวิศวะ
[27 ต.ค. 68 20:10] อุ๋ม: แล้วค่าค่ายภาษาอังกฤษอีก 2,800 ครูมาร์คส่งเมลมาแล้ว
[30 ต.ค. 68 07:15] พ่อ: วันที่ 18 พ่อนัดหมอฉีดยาเข่านะ
[30 ต.ค. 68 07:20] อุ๋ม: วันนั้นหนูเข้าเวรเช้า พ่อต้นพาไปได้มั้ย
[30 ต.ค. 68 07:32] ต้น: ได้ครับ ให้บีมเฝ้าร้านช่วงเช้า
[5 พ.ย. 68 21:40] อุ๋ม: ปีใหม่ไปเขาค้อกันมั้ย ที่พักคืนละ 2,400 สองคืน
[5 พ.ย. 68 21:52] ต้น: ไปได้คืนเดียวนะ ร้านเปิดถึงวันที่ 30 ไปวันที่ 31 ธ.ค.
[5 พ.ย. 68 21:55] อุ๋ม: โอเค งั้นจองคืนเดียว 31 ธ.ค. 2,400 จ้า
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อสมหมาย)
- ข้อเข่าเสื่อม รักษาที่ รพ.สวรรค์ประชารักษ์ คลินิกกระดูก
- ฉีดยาเข่าเข็มที่ 2 วันที่ 18 พฤศจิกายน 2568 เวลา 09.30 น. (ต้องมีคนขับรถพาไป)
- ค่าฉีดยาเข็มละประมาณ 2,500 บาท เบิกไม่ได้
- ค่ายาปกติเดือนละ 1,650 บาท
- หมอให้เลิกเดินขึ้นลงบันไดร้าน ให้นอนชั้นล่าง
""",
    "บ้าน/ทริปปีใหม่_เขาค้อ.md": """# ทริปปีใหม่ เขาค้อ (31 ธ.ค. 68 - 1 ม.ค. 69)
- ออกจากบ้าน 31 ธ.ค. 6 โมงเช้า ขับประมาณ 3 ชั่วโมง
- ที่พัก คืนละ 2,400 บาท (จองคืนเดียว)
- แวะ: พระตำหนักเขาค้อ, ทุ่งกังหันลม, ตลาดเช้า
- งบเที่ยวรวมประมาณ 7,000 บาท
- อย่าลืมเสื้อกันหนาวข้าวหอม + ยาพ่อ
""",
}
TODO = {"todo.md": """- เซ็นสัญญากู้ที่ธนาคารก่อน 28 พ.ย.
- เลือกเครื่องขึงเอ็น (ไทยแร็คเก็ต หรือ BKK Racket Tech)
- โอนบิลสยามชัทเทิล ก่อน 20 พ.ย.
- ส่งลูกแบดให้ชมรม 27 พ.ย.
- พาพ่อไปฉีดยาเข่า 18 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านกีฬา"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมข้าวหอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เสื้อกีฬาสี_คณะวิทย์_ร่าง.docx", JERSEY_DRAFT, JERSEY_DRAFT_TABLE,
               bottom=JERSEY_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เสื้อกีฬาสี_คณะวิทย์_ฉบับส่ง.docx", JERSEY_FINAL, JERSEY_FINAL_TABLE,
               bottom=JERSEY_FINAL_BOTTOM)
    make_pdf(suppliers / "BKKRacketTech_quotation_stringing_machine.pdf", BKK_RACKET_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_เครื่องขึงเอ็น_ไทยแร็คเก็ตซัพพลาย.docx", THAIRACKET_QUOTE, THAIRACKET_TABLE,
               bottom=THAIRACKET_BOTTOM)
    make_pdf(suppliers / "SiamShuttle_pricelist_2025.pdf", SIAMSHUTTLE_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_สยามชัทเทิล_2567.docx", SIAMSHUTTLE_PRICES_2567, SIAMSHUTTLE_PRICES_2567_TABLE,
               bottom=SIAMSHUTTLE_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamShuttle_invoice_SST-25-0433.pdf", SIAMSHUTTLE_INVOICE)
    make_pdf(suppliers / "SportPrint_invoice_Sep2025.pdf", SPORTPRINT_INVOICE)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", RETAIL_2568, TEAM_2568, BADMINTON_2568, TENNIS_2568,
                WAGES_2568, POWER_2568, 15000)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", RETAIL_2567, TEAM_2567, BADMINTON_2567, TENNIS_2567,
                WAGES_2567, POWER_2567, 14000)
    write_docx(papers / "สัญญาเช่าตึกแถว.docx", LEASE, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    make_pdf(papers / "ChaoPhrayaBank_SME_loan_letter.pdf", LOAN_LETTER)
    write_slides(shop / "แผนร้าน_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "SawanNet_internet_bill_Oct2025.pdf", SAWANNET_BILL)
    make_pdf(home / "ประกัน" / "PakNamPho_health_renewal_2026.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมข้าวหอม" / "ค่าเทอม_ข้าวหอม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมข้าวหอม" / "ค่าเทอม_ข้าวหอม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
