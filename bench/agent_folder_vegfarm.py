"""The vegfarm folder: the papers of an organic vegetable farmer in Nakhon Pathom and his household, written by code.

The owner is คุณสุรเชษฐ์ มีสุข (พี่เชษฐ์). He runs "ไร่ผักบ้านดินดี" (Baan Din Dee Organic Farm), 45/2 หมู่ 7
ต.ทุ่งลูกนก อ.กำแพงแสน จ.นครปฐม. He supplies salad greens and vegetables to two hotels (โรงแรมศาลายาแกรนด์ and
สวนนครชัยศรี รีสอร์ท) and his wife กัลยา (พี่ยา) sells at the Saturday market ตลาดเขียวองค์พระ. Their daughter
ใบเตย (ด.ญ.ชนิดา มีสุข) is in ป.5, his mother แม่ลำดวน lives with them. Workers: ป้าสมร, น้าเดช, หม่อง.
It is November 2568 (2025).

Documents/ไร่ผัก/ (the farm)
- ลูกค้า/ข้อตกลงส่งผัก_ศาลายาแกรนด์_ร่าง.docx: draft weekly supply agreement with Salaya Grand Hotel,
  9,050 a week (green oak 120, rocket 200 a kg).
- ลูกค้า/ข้อตกลงส่งผัก_ศาลายาแกรนด์_ฉบับลงนาม.docx: the signed agreement, other figures: 8,765 a week
  (green oak 115, rocket 190), from 1 พฤศจิกายน 2568, delivery Tue and Fri, credit 30 days.
- ลูกค้า/email_SalayaGrand_purchasing_Nov2025.txt: English email from the hotel's purchasing manager: delivery
  moves to Mon and Thu from 17 Nov, add Thai basil 3 kg a week, PO number PO-SGH-25-1103.
- ลูกค้า/แชทไลน์_เชฟต้อม_สวนนครชัยศรี.txt: LINE chat with the resort's chef; kale goes from 8 กิโล at 140 to
  12 กิโล at 130 (1,560 a week, from 29 ต.ค.).
- ตลาดเสาร์/แชทไลน์_กลุ่มตลาดเขียวองค์พระ.txt: the market's LINE group; stall fee for 2569 announced at 300,
  settled at 250 บาท a Saturday from 3 ม.ค. 69.
- ตลาดเสาร์/ยอดขายตลาดเสาร์_ต.ค.68.md: sales of the four Saturdays of October, 37,450 in all.
- Suppliers/GreenSeedAsia_pricelist_2025.pdf: English seed price list of Green Seed Asia Co., Ltd. for 2025
  (green oak 450 THB per 100 g).
- Suppliers/ราคาเมล็ดพันธุ์_กรีนซีดเอเชีย_2567.docx: last year's list of the same firm in Thai
  (บริษัท กรีนซีด เอเชีย จำกัด; green oak 420 บาท).
- Suppliers/PhetkasemCompost_invoice_INV-2510-077.pdf: October compost invoice, 7,560.00, due 8 Nov 2025.
- Suppliers/AOC_organic_certificate_renewal_2025.pdf: English letter from Asia Organic Certification: certificate
  AOC-TH-0457 expires 31 Dec 2025, inspection 18 Nov 2025, fee 9,500 THB.
- โรงเรือน/ใบเสนอราคา_โรงเรือน_ช่างสมหมาย.docx and ใบเสนอราคา_โรงเรือน_นครปฐมเกษตรภัณฑ์.docx: two similar quotes
  for a 6 x 30 m net house (148,500 vs 156,000; warranty 1 year vs 3 years).
- โรงเรือน/SiamHarvestBank_loan_approval_Oct2025.pdf: the bank's English loan approval: 240,000 THB at 4.95%,
  36 months, 7,188 THB a month, first instalment 25 Dec 2025.
- บัญชี/บัญชีไร่_2568.xlsx: this year's book, three sheets (income by month and channel; expenses by month;
  hotel customers by month), January to October.
- บัญชี/บัญชีไร่_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: October wages of three workers, 29,200.
- แผนปลูกผักหน้าหนาว_2568.docx: the winter planting plan, plot by plot.
- แผนไร่ปี2569.pptx: slides, the plan for next year (1,250,000 target; net house 156,000 + solar pump 84,000,
  loan 240,000).
- BaanDinDee_hotel_presentation.pptx: English slides the farm shows to hotels (produce, delivery, certificate).
- วิธีทำน้ำหมักชีวภาพ.md: his recipe for bio-fermented liquid fertiliser.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,846.27) and Bills/PWA_water_bill_Oct2025.pdf (287.62): English bills.
- ประกัน/ChaoPhraya_family_health_renewal_2025.pdf: English renewal of the family health policy, 28,750 (last
  year 26,400), pay by 20 Dec 2025.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices
  (21,300; 23,150 due 10 พฤศจิกายน 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวมีสุข.txt: the family's LINE group.
- งานบวชน้องเจมส์.md: notes for a nephew's ordination.
"""
from __future__ import annotations

import calendar
from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = "ไร่ผักบ้านดินดี (Baan Din Dee Organic Farm) 45/2 หมู่ 7 ต.ทุ่งลูกนก อ.กำแพงแสน จ.นครปฐม 73140 โทร 081-774-2093"

# ---------------------------------------------------------------- hotel agreement, draft and signed
AGREE_HEAD = ("รายการผัก", "ปริมาณต่อสัปดาห์", "ราคาต่อกก.", "รวมต่อสัปดาห์ (บาท)")
SALAYA_DRAFT = [
    FARM_TOP,
    "ข้อตกลงการส่งผักอินทรีย์ (ร่าง)",
    "วันที่ 8 ตุลาคม 2568",
    "ระหว่าง ไร่ผักบ้านดินดี (ผู้ขาย) กับ โรงแรมศาลายาแกรนด์ (ผู้ซื้อ) ติดต่อ คุณพิมพ์ชนก ฝ่ายจัดซื้อ",
    "ส่งสัปดาห์ละ 2 ครั้ง ทุกวันอังคารและวันศุกร์ ก่อน 07.00 น.",
]
SALAYA_DRAFT_TABLE = [
    AGREE_HEAD,
    ("ผักสลัดกรีนโอ๊ค", "15 กก.", "120 บาท", "1,800"),
    ("ผักสลัดเรดโอ๊ค", "10 กก.", "120 บาท", "1,200"),
    ("ผักกาดคอส", "15 กก.", "110 บาท", "1,650"),
    ("ร็อกเก็ต", "5 กก.", "200 บาท", "1,000"),
    ("คะน้าฮ่องกง", "20 กก.", "80 บาท", "1,600"),
    ("มะเขือเทศเชอร์รี่", "12 กก.", "150 บาท", "1,800"),
    ("รวมต่อสัปดาห์", "", "", "9,050"),
]
SALAYA_DRAFT_BOTTOM = [
    "รวมสัปดาห์ละ 9,050 บาท วางบิลทุกสิ้นเดือน",
    "ร่าง ยังไม่ส่งโรงแรม รอคุยราคาสลัดกับคุณพิมพ์ชนกอีกรอบ",
]
SALAYA_FINAL = [
    FARM_TOP,
    "ข้อตกลงการส่งผักอินทรีย์ เลขที่ BDD-2568-07",
    "ทำ ณ โรงแรมศาลายาแกรนด์ อ.พุทธมณฑล จ.นครปฐม วันที่ 15 ตุลาคม 2568",
    "ระหว่าง ไร่ผักบ้านดินดี โดย นายสุรเชษฐ์ มีสุข (ผู้ขาย) กับ โรงแรมศาลายาแกรนด์ โดย นางสาวพิมพ์ชนก ศรีสวัสดิ์ "
    "ผู้จัดการฝ่ายจัดซื้อ (ผู้ซื้อ)",
    "ระยะเวลา ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569",
    "ส่งสัปดาห์ละ 2 ครั้ง ทุกวันอังคารและวันศุกร์ ก่อน 07.00 น. ที่ห้องรับของหลังครัว",
]
SALAYA_FINAL_TABLE = [
    AGREE_HEAD,
    ("ผักสลัดกรีนโอ๊ค", "15 กก.", "115 บาท", "1,725"),
    ("ผักสลัดเรดโอ๊ค", "10 กก.", "115 บาท", "1,150"),
    ("ผักกาดคอส", "15 กก.", "110 บาท", "1,650"),
    ("ร็อกเก็ต", "6 กก.", "190 บาท", "1,140"),
    ("คะน้าฮ่องกง", "20 กก.", "80 บาท", "1,600"),
    ("มะเขือเทศเชอร์รี่", "10 กก.", "150 บาท", "1,500"),
    ("รวมต่อสัปดาห์", "", "", "8,765"),
]
SALAYA_FINAL_BOTTOM = [
    "รวมสัปดาห์ละ 8,765 บาท (แปดพันเจ็ดร้อยหกสิบห้าบาทถ้วน) ส่งฟรี",
    "ราคานี้ยืนราคา 6 เดือน ถึงวันที่ 30 เมษายน 2569 หลังจากนั้นทบทวนราคาตามฤดูกาล",
    "วางบิลทุกสิ้นเดือน เครดิต 30 วัน ผักที่ไม่ได้คุณภาพเปลี่ยนให้ภายในวันส่งครั้งถัดไป",
    "ผู้ขายต้องมีใบรับรองเกษตรอินทรีย์ที่ยังไม่หมดอายุตลอดระยะเวลาข้อตกลง",
    "ลงชื่อ สุรเชษฐ์ มีสุข ผู้ขาย",
    "ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ ผู้ซื้อ",
]
SALAYA_EMAIL = """From: Pimchanok Srisawat <purchasing@salayagrandhotel.com>
To: baandindee.farm@gmail.com
Date: Wed, 5 Nov 2025 10:12
Subject: Vegetable delivery - change of days and PO numbers

Dear Khun Surachet,

Thank you for the first week of deliveries under our agreement BDD-2568-07. The chef is very happy with the
green oak and the cherry tomatoes.

Two small changes, please:

1. From Monday 17 November 2025, please deliver on Monday and Thursday (instead of Tuesday and Friday),
   before 07:00 at the loading bay. Our banquet kitchen is busiest on weekends and we need stock on Monday.
2. Please add Thai basil, 3 kg per week, at 90 THB/kg. Everything else stays as in the signed agreement.

Every invoice must show our PO number. The PO for November is PO-SGH-25-1103.

Best regards,
Pimchanok Srisawat
Purchasing Manager, Salaya Grand Hotel
02-441-8850 ext. 214
"""

# ---------------------------------------------------------------- net house quotes
NETHOUSE_TABLE_HEAD = ("รายการ", "รายละเอียด", "จำนวนเงิน (บาท)")
SOMMAI = [
    "ช่างสมหมาย โรงเรือนเกษตร  รับสร้างโรงเรือน โรงเรือนกางมุ้ง ระบบน้ำ",
    "12/5 หมู่ 3 ต.กระตีบ อ.กำแพงแสน จ.นครปฐม  โทร 089-215-7730",
    "ใบเสนอราคา เลขที่ SM-68/044  วันที่ 3 ตุลาคม 2568",
    "เรียน คุณสุรเชษฐ์ มีสุข ไร่ผักบ้านดินดี",
    "เรื่อง สร้างโรงเรือนกางมุ้งปลูกผักสลัด ขนาด 6 x 30 เมตร สูง 3.5 เมตร 1 หลัง",
]
SOMMAI_TABLE = [
    NETHOUSE_TABLE_HEAD,
    ("โครงเหล็ก", "เหล็กกัลวาไนซ์ 1.5 นิ้ว หลังคาโค้ง", "78,000"),
    ("พลาสติกหลังคา", "พลาสติกกันยูวี 7% หนา 150 ไมครอน", "18,500"),
    ("มุ้งกันแมลง", "มุ้ง 40 ตา รอบด้าน พร้อมประตู 2 ชั้น", "21,000"),
    ("ระบบน้ำ", "มินิสปริงเกอร์ 60 หัว พร้อมท่อ PE และวาล์ว", "16,000"),
    ("ค่าแรงติดตั้ง", "รวมเทฐานปูน", "15,000"),
    ("รวมทั้งสิ้น", "", "148,500"),
]
SOMMAI_BOTTOM = [
    "รวมทั้งสิ้น 148,500 บาท (ไม่ออกใบกำกับภาษี)",
    "มัดจำ 50% = 74,250 บาท ก่อนเริ่มงาน ส่วนที่เหลือจ่ายเมื่อสร้างเสร็จ",
    "ระยะเวลาสร้าง 20 วัน รับประกันงานโครงสร้าง 1 ปี",
    "ยืนราคา 30 วัน  ลงชื่อ สมหมาย ทองคำ",
]
NPKASET = [
    "บริษัท นครปฐมเกษตรภัณฑ์ จำกัด",
    "99/9 ถนนมาลัยแมน ต.ห้วยจรเข้ อ.เมือง จ.นครปฐม 73000  โทร 034-251-660",
    "ใบเสนอราคา เลขที่ QT-NPK-6810-118  วันที่ 9 ตุลาคม 2568",
    "เรียน คุณสุรเชษฐ์ มีสุข ไร่ผักบ้านดินดี",
    "เรื่อง โรงเรือนกางมุ้ง (Net house) ขนาด 6 x 30 เมตร สูง 3.5 เมตร 1 หลัง",
]
NPKASET_TABLE = [
    NETHOUSE_TABLE_HEAD,
    ("โครงเหล็ก", "เหล็กกัลวาไนซ์ 1.5 นิ้ว หลังคาโค้ง ยึดพุกเหล็ก", "84,000"),
    ("พลาสติกหลังคา", "พลาสติกกันยูวี 7% หนา 200 ไมครอน นำเข้า", "19,500"),
    ("มุ้งกันแมลง", "มุ้ง 50 ตา รอบด้าน พร้อมประตู 2 ชั้น", "20,800"),
    ("ระบบน้ำ", "มินิสปริงเกอร์ 60 หัว + ตั้งเวลารดน้ำอัตโนมัติ", "17,700"),
    ("ค่าแรงติดตั้งและขนส่ง", "", "14,000"),
    ("รวมทั้งสิ้น (รวม VAT 7% แล้ว)", "", "156,000"),
]
NPKASET_BOTTOM = [
    "รวมทั้งสิ้น 156,000 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 30% = 46,800 บาท เมื่อสั่งงาน ส่วนที่เหลือชำระเมื่อส่งมอบงาน",
    "ระยะเวลาติดตั้ง 15 วัน รับประกันโครงสร้าง 3 ปี พลาสติก 2 ปี",
    "ยืนราคาถึงวันที่ 8 ธันวาคม 2568",
    "ผู้เสนอราคา นายวีระพงษ์ แสงอรุณ ฝ่ายขาย",
]

# ---------------------------------------------------------------- supplier and bank papers (English pdfs)
GREENSEED_2025 = [
    "GREEN SEED ASIA CO., LTD.\n"
    "19/8 Moo 2, Bang Len, Nakhon Pathom 73130   Tel. 034-391-472   www.greenseedasia.co.th\n"
    "ORGANIC SEED PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Green Oak lettuce (organic), 100 g .......... 450 THB\n"
    "Red Oak lettuce (organic), 100 g ............ 480 THB\n"
    "Cos lettuce / Romaine (organic), 100 g ...... 420 THB\n"
    "Rocket / Arugula (organic), 100 g ........... 380 THB\n"
    "Hong Kong kale (organic), 100 g ............. 160 THB\n"
    "Curly kale (organic), 50 g .................. 290 THB\n"
    "Cherry tomato F1 Sweet Ruby, 1,000 seeds .... 650 THB\n"
    "Thai basil (organic), 100 g ................. 120 THB\n"
    "\n"
    "Orders over 3,000 THB: free delivery in Nakhon Pathom. 5% discount for certified organic farms.\n"
    "Contact: Khun Orawan, sales@greenseedasia.co.th",
]
GREENSEED_2567 = ["บริษัท กรีนซีด เอเชีย จำกัด", "19/8 หมู่ 2 อ.บางเลน จ.นครปฐม 73130",
                  "ใบราคาเมล็ดพันธุ์อินทรีย์ ปี 2567 (มกราคม – ธันวาคม 2567)", "ราคารวมภาษีมูลค่าเพิ่มแล้ว"]
GREENSEED_2567_TABLE = [
    ("เมล็ดพันธุ์", "ขนาดบรรจุ", "ราคา"),
    ("ผักสลัดกรีนโอ๊ค อินทรีย์", "100 กรัม", "420 บาท"),
    ("ผักสลัดเรดโอ๊ค อินทรีย์", "100 กรัม", "450 บาท"),
    ("ผักกาดคอส อินทรีย์", "100 กรัม", "400 บาท"),
    ("ร็อกเก็ต อินทรีย์", "100 กรัม", "350 บาท"),
    ("คะน้าฮ่องกง อินทรีย์", "100 กรัม", "150 บาท"),
    ("มะเขือเทศเชอร์รี่ F1 สวีทรูบี้", "1,000 เมล็ด", "590 บาท"),
    ("โหระพา อินทรีย์", "100 กรัม", "110 บาท"),
]
GREENSEED_2567_BOTTOM = ["สั่งเกิน 2,500 บาท ส่งฟรีในจังหวัดนครปฐม",
                         "ติดต่อ คุณอรวรรณ ฝ่ายขาย โทร 034-391-472"]
COMPOST_INVOICE = [
    "PHETKASEM ORGANIC COMPOST\n"
    "88 Moo 5, Phetkasem Road, Nakhon Chai Si, Nakhon Pathom 73120   Tel. 086-330-5184\n"
    "INVOICE No. INV-2510-077\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Bill to: Baan Din Dee Organic Farm (Khun Surachet Meesuk), Thung Luk Nok, Kamphaeng Saen\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Compost, cow manure + rice straw 25kg  60 bags    95.00        5,700.00\n"
    "Rice husk biochar 20kg                 30 bags    42.00        1,260.00\n"
    "Bio-extract (fermented liquid)         20 litres  30.00          600.00\n"
    "\n"
    "TOTAL DUE: 7,560.00 THB\n"
    "Delivered to farm 9 Oct 2025. Transfer to Bangkok Bank 742-0-33918-5 (Mr. Prasit Chuenjai)\n"
    "and send the slip by LINE. Thank you.",
]
AOC_LETTER = [
    "ASIA ORGANIC CERTIFICATION CO., LTD. (AOC)\n"
    "Certification office: Phutthamonthon Sai 4 Road, Salaya, Nakhon Pathom\n"
    "20 October 2025\n"
    "\n"
    "CERTIFICATE RENEWAL - ORGANIC CROP PRODUCTION\n"
    "To: Mr. Surachet Meesuk, Baan Din Dee Organic Farm\n"
    "Certificate no. AOC-TH-0457 (area 6 rai, vegetables) expires on 31 Dec 2025.\n"
    "\n"
    "Annual inspection: 18 Nov 2025, 09:00, inspector Ms. Rattana Boonyuen.\n"
    "Please have ready: field records for 12 months, input receipts (seeds, compost),\n"
    "buffer zone map, and water test result.\n"
    "Renewal fee: 9,500 THB (inspection and certificate, VAT included).\n"
    "Please pay by 30 Nov 2025. The new certificate will be valid 1 Jan 2026 - 31 Dec 2026.\n"
    "\n"
    "Certification Department",
]
LOAN_LETTER = [
    "SIAM HARVEST BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Pathom Branch, Song Phon Road, Nakhon Pathom 73000\n"
    "22 October 2025          Ref. SHB-NP-AL-25/0613\n"
    "\n"
    "LOAN APPROVAL AND REPAYMENT SCHEDULE - SME AGRI LOAN\n"
    "Dear Mr. Surachet Meesuk,\n"
    "We are pleased to inform you that your loan application has been approved as follows.\n"
    "\n"
    "Loan amount: 240,000 THB\n"
    "Purpose: net house for salad vegetables and solar water pump\n"
    "Interest rate: 4.95% per annum, fixed for the whole term\n"
    "Term: 36 months\n"
    "Monthly instalment: 7,188 THB\n"
    "Disbursement: 15 Nov 2025 to savings account 310-2-48817-3\n"
    "First instalment due: 25 Dec 2025, then the 25th of every month\n"
    "Collateral: land title deed no. 18842, Thung Luk Nok, Kamphaeng Saen\n"
    "Front-end fee: 1,200 THB, deducted at disbursement\n"
    "\n"
    "Please sign the loan agreement at the branch by 7 Nov 2025.\n"
    "Your relationship officer: Khun Nattapong, 081-902-4471.\n"
    "\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]

# ---------------------------------------------------------------- chats and notes (business)
CHEF_CHAT = """[6 ต.ค. 68 14:02] เชฟต้อม สวนนครชัยศรี: พี่เชษฐ์ครับ เดือนหน้ามีงานแต่งที่รีสอร์ทเยอะ ขอเคลเพิ่มเป็นอาทิตย์ละ 8 กิโลได้มั้ยครับ
[6 ต.ค. 68 14:10] เชษฐ์ บ้านดินดี: ได้ครับเชฟ เคลกิโลละ 140 นะครับ ส่งวันพุธพร้อมผักสลัด
[6 ต.ค. 68 14:12] เชฟต้อม สวนนครชัยศรี: โอเคครับ
[15 ต.ค. 68 07:48] เชฟต้อม สวนนครชัยศรี: วันนี้เรดโอ๊คช้ำนิดหน่อยนะครับ ฝนตกหนักเหรอ
[15 ต.ค. 68 08:05] เชษฐ์ บ้านดินดี: ใช่ครับ ฝนหนักทั้งคืน เดี๋ยวอาทิตย์หน้าแถมให้ 1 กิโลครับ
[20 ต.ค. 68 09:30] เชฟต้อม สวนนครชัยศรี: พี่ครับ ลูกค้าชอบสลัดเคลมาก ขอเป็นอาทิตย์ละ 12 กิโลเลย ราคาลดให้หน่อยได้มั้ยครับ
[20 ต.ค. 68 09:45] เชษฐ์ บ้านดินดี: ถ้า 12 กิโล ให้กิโลละ 130 ครับ
[20 ต.ค. 68 09:47] เชฟต้อม สวนนครชัยศรี: ดีลครับ เริ่มอาทิตย์หน้าเลย
[20 ต.ค. 68 09:50] เชษฐ์ บ้านดินดี: สรุปนะครับ เคลอาทิตย์ละ 12 กิโล กิโลละ 130 บาท = 1,560 บาท/อาทิตย์ เริ่มส่ง 29 ต.ค.
[20 ต.ค. 68 09:51] เชฟต้อม สวนนครชัยศรี: รับทราบครับ 👍
[3 พ.ย. 68 16:20] เชฟต้อม สวนนครชัยศรี: ปีใหม่นี้ขอดอกไม้กินได้ด้วยนะครับ เดี๋ยวส่งจำนวนให้
"""
MARKET_CHAT = """[2 ต.ค. 68 19:05] ป้าจันทร์ ประธานตลาด: แจ้งสมาชิกตลาดเขียวองค์พระค่ะ ปี 69 ค่าแผงขึ้นเป็นนัดละ 300 บาท เพราะเจ้าของลานขึ้นค่าเช่า
[2 ต.ค. 68 19:20] ยา ไร่บ้านดินดี: 300 แพงไปค่ะป้า จากเดิม 200 ขึ้นทีเดียวร้อยนึง
[2 ต.ค. 68 19:31] ลุงสมพงษ์ ไข่ไก่อารมณ์ดี: เห็นด้วยครับ ขอคุยกันในที่ประชุมก่อนได้มั้ย
[2 ต.ค. 68 19:40] ป้าจันทร์ ประธานตลาด: ได้ค่ะ ประชุมหลังเก็บร้านเสาร์ที่ 11 นะคะ
[11 ต.ค. 68 12:40] ป้าจันทร์ ประธานตลาด: สรุปจากที่ประชุมวันนี้นะคะ ค่าแผงปี 69 นัดละ 250 บาท เริ่มเสาร์ที่ 3 ม.ค. 69 ส่วนปีนี้ 200 เท่าเดิมค่ะ
[11 ต.ค. 68 12:44] ยา ไร่บ้านดินดี: รับทราบค่ะ 250 โอเคค่ะ
[11 ต.ค. 68 12:50] ป้าจันทร์ ประธานตลาด: อีกเรื่อง เสาร์ที่ 6 ธ.ค. ย้ายไปขายที่ลานวัดไร่ขิงชั่วคราวนะคะ ลานจอดรถมีงาน
[25 ต.ค. 68 11:15] ยา ไร่บ้านดินดี: วันนี้ช่วงกินเจ ผักหมดเกลี้ยงตั้งแต่ 9 โมงเลยค่ะ 😄
"""
MARKET_SALES = """# ยอดขายตลาดเขียวองค์พระ เดือนตุลาคม 2568

| วันเสาร์ | ยอดขาย (บาท) | หมายเหตุ |
|---|---|---|
| 4 ต.ค. | 8,950 | ฝนตกช่วงเช้า คนน้อย |
| 11 ต.ค. | 9,420 | ประชุมกลุ่มเรื่องค่าแผง |
| 18 ต.ค. | 8,730 | ผักสลัดช้ำจากฝน ลดราคา |
| 25 ต.ค. | 10,350 | ช่วงเทศกาลกินเจ ผักหมดเร็ว |

รวมเดือนตุลาคม 37,450 บาท (4 นัด) ค่าแผงนัดละ 200 รวม 800 บาท
ขายดีสุด: ผักสลัดรวมถุงละ 50, คะน้าฮ่องกง, มะเขือเทศเชอร์รี่กล่องละ 60
"""
WAGES_OCT = """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ป้าสมร | เพาะกล้า ตัดแต่งผัก แพ็ก | 350 บาท | 24 วัน | 8,400 บาท |
| น้าเดช | เตรียมแปลง ทำปุ๋ย รดน้ำ | 400 บาท | 26 วัน | 10,400 บาท |
| หม่อง | เก็บผัก ขับรถส่งโรงแรม | 400 บาท | 26 วัน | 10,400 บาท |

รวมค่าแรง ต.ค. 29,200 บาท จ่ายแล้ววันที่ 31 ต.ค.
หม่องเบิกล่วงหน้า 1,500 ไปแล้วกลางเดือน หักแล้วในยอดจ่ายจริง
"""
BIOFERMENT = """# น้ำหมักชีวภาพ สูตรไร่บ้านดินดี
- เศษผักและผลไม้สุก 3 กิโล
- กากน้ำตาล 1 กิโล
- น้ำสะอาด 10 ลิตร (ถังมีฝาปิด)
- หัวเชื้อ พด.2 1 ซอง
หมัก 15 วัน คนทุก 3 วัน ใช้ผสมน้ำ 1:500 ฉีดทุก 7 วัน ช่วงเย็น
"""
PLANTING_PLAN_TOP = ["แผนปลูกผักหน้าหนาว ปี 2568 (พฤศจิกายน 2568 – กุมภาพันธ์ 2569)",
                     "ไร่ผักบ้านดินดี พื้นที่ปลูก 6 ไร่ แบ่ง 8 แปลง"]
PLANTING_PLAN_TABLE = [
    ("แปลง", "ผัก", "วันเพาะกล้า", "วันเก็บเกี่ยวรุ่นแรก"),
    ("A1-A2", "กรีนโอ๊ค เรดโอ๊ค", "1 พ.ย. 2568", "10 ธ.ค. 2568"),
    ("A3", "ผักกาดคอส", "5 พ.ย. 2568", "20 ธ.ค. 2568"),
    ("B1", "ร็อกเก็ต", "8 พ.ย. 2568", "5 ธ.ค. 2568"),
    ("B2-B3", "เคล คะน้าฮ่องกง", "1 พ.ย. 2568", "15 ธ.ค. 2568"),
    ("C1", "มะเขือเทศเชอร์รี่", "20 ต.ค. 2568", "15 ม.ค. 2569"),
    ("C2", "โหระพา ผักชี ต้นหอม", "10 พ.ย. 2568", "15 ธ.ค. 2568"),
]
PLANTING_PLAN_BOTTOM = ["ปลูกสลัดทุก 10 วัน ให้มีผักส่งโรงแรมต่อเนื่อง",
                        "แปลง C1 ย้ายเข้าโรงเรือนใหม่เมื่อสร้างเสร็จ"]

# ---------------------------------------------------------------- books
MARKET_2568 = [38200, 35600, 31400, 27800, 29300, 33500, 36100, 34800, 32900, 37450]
SALAYA_2568 = [24600, 23800, 22100, 21500, 22900, 24300, 25800, 26400, 25100, 27350]
CHAISI_2568 = [15200, 14800, 13900, 12600, 13400, 14100, 15600, 16200, 15800, 16900]
ONLINE_2568 = [6400, 5900, 5200, 4800, 5100, 6300, 7200, 6900, 7400, 8100]
SEEDS_2568 = [4200, 3800, 3100, 2900, 3500, 4100, 4600, 3900, 4300, 5200]
COMPOST_2568 = [6500, 0, 6500, 0, 7200, 0, 7200, 0, 7200, 7560]
WAGES_2568 = [27000, 26200, 27000, 25400, 27000, 28000, 28600, 28600, 28000, 29200]
FUEL_2568 = [3600, 3400, 3300, 3100, 3200, 3500, 3700, 3600, 3500, 3850]
MARKET_2567 = [34100, 32800, 29500, 25900, 27200, 30400, 33800, 32600, 30100, 33200, 35900, 39800]
SALAYA_2567 = [0, 0, 0, 0, 12400, 14800, 16200, 17100, 17900, 18400, 19600, 23800]
CHAISI_2567 = [13800, 13200, 12500, 11400, 12100, 12900, 14200, 14600, 14300, 14600, 15400, 18200]
ONLINE_2567 = [3200, 3500, 3300, 3100, 3600, 4200, 4800, 5000, 4900, 5300, 5800, 7400]
SEEDS_2567 = [3900, 3500, 2800, 2600, 3300, 3800, 4200, 3600, 4000, 4400, 4100, 3700]
COMPOST_2567 = [6000, 0, 6000, 0, 6600, 0, 6600, 0, 6600, 0, 6600, 0]
WAGES_2567 = [24000, 24000, 24800, 23200, 24800, 25600, 26400, 26400, 25600, 26600, 27400, 28200]
FUEL_2567 = [3200, 3100, 3000, 2900, 3100, 3300, 3400, 3300, 3200, 3400, 3600, 4100]


def _market_fees(year_be: int, months: int) -> list[int]:
    """200 บาท a Saturday: the count of Saturdays in each month."""
    year = year_be - 543
    return [200 * sum(1 for day in range(1, calendar.monthrange(year, m)[1] + 1)
                      if calendar.weekday(year, m, day) == 5) for m in range(1, months + 1)]


def _farm_book(path: Path, year: str, market: list[int], salaya: list[int], chaisi: list[int],
               online: list[int], seeds: list[int], compost: list[int], wages: list[int],
               fuel: list[int]) -> None:
    months = len(market)
    fees = _market_fees(int(year), months)
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับไร่ผักบ้านดินดี ปี {year} (Farm income {year}, THB)"])
    income.append(["เดือน (Month)", "ตลาดเสาร์ (Saturday market)", "โรงแรม (Hotels)", "ออนไลน์ (Online)",
                   "รวม (Total)"])
    for i in range(months):
        hotels = salaya[i] + chaisi[i]
        income.append([f"{MONTHS[i]} {year}", market[i], hotels, online[i], market[i] + hotels + online[i]])
    label = "รวมทั้งปี (Year total)" if months == 12 else "รวม ม.ค.-ต.ค. (Total Jan-Oct)"
    income.append([label, sum(market), sum(salaya) + sum(chaisi), sum(online),
                   sum(market) + sum(salaya) + sum(chaisi) + sum(online)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายไร่ ปี {year} (Farm expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "เมล็ดพันธุ์ (Seeds)", "ปุ๋ยหมัก (Compost)", "ค่าแรง (Wages)",
                  "น้ำมัน/ขนส่ง (Fuel)", "ค่าแผงตลาด (Market fee)", "รวม (Total)"])
    for i in range(months):
        row = [seeds[i], compost[i], wages[i], fuel[i], fees[i]]
        costs.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    for column in range(2, 8):
        money_format(costs, column)
    hotels = book.create_sheet("ลูกค้าโรงแรม Hotels")
    hotels.append([f"ยอดขายลูกค้าโรงแรม ปี {year} (Hotel customers {year}, THB)"])
    hotels.append(["เดือน (Month)", "ศาลายาแกรนด์ (Salaya Grand)", "สวนนครชัยศรี (Nakhon Chaisi Garden)",
                   "รวม (Total)"])
    for i in range(months):
        hotels.append([f"{MONTHS[i]} {year}", salaya[i], chaisi[i], salaya[i] + chaisi[i]])
    hotels.append([label, sum(salaya), sum(chaisi), sum(salaya) + sum(chaisi)])
    for column in range(2, 5):
        money_format(hotels, column)
    book.save(path)


def income_so_far_2568() -> int:
    return sum(MARKET_2568) + sum(SALAYA_2568) + sum(CHAISI_2568) + sum(ONLINE_2568)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนไร่ผักบ้านดินดี ปี 2569", "Baan Din Dee Organic Farm - plan for 2026\nสุรเชษฐ์ มีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income_so_far_2568():,} บาท\n"
                         "ลูกค้าโรงแรม 2 ราย: ศาลายาแกรนด์ (ข้อตกลงใหม่เริ่ม 1 พ.ย.), สวนนครชัยศรี\n"
                         "ปัญหา: หน้าฝนผักสลัดช้ำ/เน่า, หนอนกินคะน้า, น้ำไม่พอช่วงหน้าแล้ง"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,250,000 บาท\nลูกค้าโรงแรม/ร้านอาหาร ส่งประจำ 3 ราย\n"
                            "ตลาดเสาร์เฉลี่ยนัดละ 9,500 บาท"),
        ("สร้างโรงเรือนกางมุ้ง", "โรงเรือน 6 x 30 เมตร 1 หลัง งบ 156,000 บาท (เลือกนครปฐมเกษตรภัณฑ์ รับประกัน 3 ปี)\n"
                                 "ปั๊มน้ำโซลาร์เซลล์ 84,000 บาท\n"
                                 "กู้ธนาคาร 240,000 บาท ผ่อน 36 เดือน เริ่มสร้างธันวาคม 2568"),
        ("ใบรับรองเกษตรอินทรีย์", "ต่ออายุใบรับรอง AOC ตรวจแปลง 18 พ.ย. 2568\nค่าธรรมเนียม 9,500 บาท"),
        ("ตะกร้าผักออนไลน์", "ตะกร้าผักรายสัปดาห์ 350 บาท ส่งนครปฐม–ศาลายา\nเป้า 60 ตะกร้าต่อเดือน"),
    ]


HOTEL_SLIDES = [
    ("Baan Din Dee Organic Farm", "Certified organic vegetables from Kamphaeng Saen, Nakhon Pathom\n"
                                  "Surachet Meesuk - 081-774-2093 - baandindee.farm@gmail.com"),
    ("What we grow", "Salad greens: green oak, red oak, cos, rocket\nKale, Hong Kong kale, Thai basil, coriander\n"
                     "Cherry tomatoes, edible flowers (on request)"),
    ("Why us", "Certified organic (AOC certificate AOC-TH-0457)\nHarvested the same morning, packed in cold boxes\n"
               "Supplying Salaya Grand Hotel and Nakhon Chaisi Garden Resort"),
    ("Delivery", "Salaya, Phutthamonthon, Nakhon Chaisi, Nakhon Pathom town\nTwice a week, minimum order 1,500 THB\n"
                 "Monthly billing, 30 days credit"),
]

# ---------------------------------------------------------------- household
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Kamphaeng Saen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Surachet Meesuk\n"
    "Address: 45/2 Moo 7, Thung Luk Nok, Kamphaeng Saen, Nakhon Pathom 73140\n"
    "Customer no. 020034417762   Meter: house (residential)\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 24,118 -> 24,474   Units used: 356 kWh\n"
    "Energy charge 1,651.84  Ft 35.43  Service 38.22  VAT 7% 120.78\n"
    "AMOUNT DUE: 1,846.27 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Kamphaeng Saen Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Surachet Meesuk    Account: 5731-0092-448\n"
    "Meter reading: 1,284 -> 1,305   Water used: 21 cubic metres\n"
    "Water charge 253.80  Service 15.00  VAT 7% 18.82\n"
    "AMOUNT DUE: 287.62 THB\n"
    "Due date: 5 Nov 2025. Direct debit not set up.",
]
HEALTH_LETTER = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Pathom Service Centre, Phetkasem Road\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - FAMILY HEALTH PLAN (IPD/OPD)\n"
    "Dear Mr. Surachet Meesuk,\n"
    "Your policy no. FH-2298-117 expires on 31 Dec 2025.\n"
    "Insured: Mr. Surachet Meesuk, Mrs. Kanlaya Meesuk, Miss Chanida Meesuk\n"
    "\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "In-patient limit: 1,000,000 THB per person per year; out-patient 1,500 THB per visit, 30 visits\n"
    "Annual premium: 28,750 THB (2025: 26,400 THB). The increase follows the age band of the policy holder.\n"
    "Please pay by 20 Dec 2025 by bank transfer, credit card, or through your agent, Khun Wipada (089-660-3178).\n"
    "Premiums are deductible from personal income tax up to the legal limit.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนปัญญาวิถี นครปฐม", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ชนิดา มีสุข  ชั้น ป.5/1  เลขประจำตัว 30982"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 705-1-22840-9 แล้วส่งสลิปทาง LINE โรงเรียน",
              "ชำระเกินกำหนด ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "15,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,200")], "21,300", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "15,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าทัศนศึกษา", "1,650"), ("ค่าคอมพิวเตอร์และภาษาอังกฤษเสริม", "2,400")],
                "23,150", "10 พฤศจิกายน 2568")

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1788.10, "PEA"), ("ค่าน้ำประปา (Water)", 276.40, "กปภ."),
                  ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 899, ""), ("ค่ากับข้าว (Food)", 8300, ""),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 1800, "คณิต+อังกฤษ"),
                  ("ค่ายาแม่ลำดวน (Mum's medicine)", 950, "รพ.กำแพงแสน"),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 1500, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1912.54, "PEA"), ("ค่าน้ำประปา (Water)", 301.18, "กปภ."),
                  ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 899, ""), ("ค่ากับข้าว (Food)", 8920, ""),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 1800, "คณิต+อังกฤษ"),
                  ("ค่ายาแม่ลำดวน (Mum's medicine)", 950, "รพ.กำแพงแสน"),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 1450, ""), ("ซ่อมพัดลม (Fan repair)", 650, "ห้องแม่")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1846.27, "PEA"), ("ค่าน้ำประปา (Water)", 287.62, "กปภ."),
                  ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 899, ""), ("ค่ากับข้าว (Food)", 8450, ""),
                  ("ค่าเรียนพิเศษใบเตย (Tutoring)", 1800, "คณิต+อังกฤษ"),
                  ("ค่ายาแม่ลำดวน (Mum's medicine)", 950, "รพ.กำแพงแสน"),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 1600, ""), ("ทำบุญออกพรรษา (Merit making)", 1000, "วัดไร่ขิง")],
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


FAMILY_CHAT = """[27 ต.ค. 68 20:05] ยา: พ่อ ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ
[27 ต.ค. 68 20:09] เชษฐ์: โอเค เดี๋ยวโอนวันศุกร์ ประกันสุขภาพก็ส่งจดหมายมาแล้ว ปีนี้ขึ้นอีก
[27 ต.ค. 68 20:12] ยา: อันนั้นจ่ายก่อน 20 ธ.ค. ไม่ต้องรีบ
[28 ต.ค. 68 07:15] แม่ลำดวน: งานบวชเจมส์ 22 พ.ย. นะลูก ป้าศรีขอให้ช่วยคนละ 2,000
[28 ต.ค. 68 07:20] เชษฐ์: ได้ครับแม่ เดี๋ยวเอาผักจากไร่ไปทำกับข้าวเลี้ยงพระด้วย
[28 ต.ค. 68 07:22] แม่ลำดวน: ดีเลย เอาคะน้ากับผักสลัดไปเยอะๆ
[1 พ.ย. 68 18:30] ใบเตย: พ่อคะ หนูต้องซื้อชุดกีฬาสีใหม่ 450 บาทค่ะ ส่งครูวันจันทร์
[1 พ.ย. 68 18:32] ยา: เดี๋ยวแม่ให้ตังค์นะลูก
[2 พ.ย. 68 09:10] เชษฐ์: อาทิตย์หน้าพ่อต้องไปเซ็นสัญญากู้ที่ธนาคารในเมือง ใครจะเข้าเมืองด้วยมั้ย
"""
ORDINATION = """# งานบวชน้องเจมส์ (หลานชาย ลูกป้าศรี)
- วันที่ 22 พฤศจิกายน 2568 ที่วัดทุ่งลูกนก
- โกนผม 21 พ.ย. บ่ายสามโมง
- บ้านเราช่วยเงิน 2,000 บาท + ผักสำหรับทำกับข้าว (คะน้า ผักสลัด มะเขือเทศ)
- ยาทำแกงจืดกับยำสลัด 2 หม้อใหญ่
- ต้องยืมโต๊ะพับจากตลาดองค์พระ 6 ตัว
"""
TODO = {"todo.md": """- โอนค่าเทอมใบเตย ก่อน 10 พ.ย.
- ไปเซ็นสัญญากู้ที่ธนาคาร ก่อน 7 พ.ย.
- เตรียมเอกสารตรวจแปลง AOC 18 พ.ย.
- เลือกเจ้าทำโรงเรือน (ช่างสมหมาย หรือ นครปฐมเกษตรภัณฑ์)
- ส่งบิลศาลายาแกรนด์ใส่เลข PO
"""}

TEXTS = {
    "ไร่ผัก/ลูกค้า/email_SalayaGrand_purchasing_Nov2025.txt": SALAYA_EMAIL,
    "ไร่ผัก/ลูกค้า/แชทไลน์_เชฟต้อม_สวนนครชัยศรี.txt": CHEF_CHAT,
    "ไร่ผัก/ตลาดเสาร์/แชทไลน์_กลุ่มตลาดเขียวองค์พระ.txt": MARKET_CHAT,
    "ไร่ผัก/ตลาดเสาร์/ยอดขายตลาดเสาร์_ต.ค.68.md": MARKET_SALES,
    "ไร่ผัก/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": WAGES_OCT,
    "ไร่ผัก/วิธีทำน้ำหมักชีวภาพ.md": BIOFERMENT,
    "บ้าน/แชทไลน์_ครอบครัวมีสุข.txt": FAMILY_CHAT,
    "บ้าน/งานบวชน้องเจมส์.md": ORDINATION,
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "ไร่ผัก", docs / "บ้าน"
    customers, suppliers, nethouse, books = farm / "ลูกค้า", farm / "Suppliers", farm / "โรงเรือน", farm / "บัญชี"
    for folder in (customers, suppliers, nethouse, books, farm / "ตลาดเสาร์", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(customers / "ข้อตกลงส่งผัก_ศาลายาแกรนด์_ร่าง.docx", SALAYA_DRAFT, SALAYA_DRAFT_TABLE,
               bottom=SALAYA_DRAFT_BOTTOM)
    write_docx(customers / "ข้อตกลงส่งผัก_ศาลายาแกรนด์_ฉบับลงนาม.docx", SALAYA_FINAL, SALAYA_FINAL_TABLE,
               bottom=SALAYA_FINAL_BOTTOM)
    make_pdf(suppliers / "GreenSeedAsia_pricelist_2025.pdf", GREENSEED_2025)
    write_docx(suppliers / "ราคาเมล็ดพันธุ์_กรีนซีดเอเชีย_2567.docx", GREENSEED_2567, GREENSEED_2567_TABLE,
               bottom=GREENSEED_2567_BOTTOM)
    make_pdf(suppliers / "PhetkasemCompost_invoice_INV-2510-077.pdf", COMPOST_INVOICE)
    make_pdf(suppliers / "AOC_organic_certificate_renewal_2025.pdf", AOC_LETTER)
    write_docx(nethouse / "ใบเสนอราคา_โรงเรือน_ช่างสมหมาย.docx", SOMMAI, SOMMAI_TABLE, bottom=SOMMAI_BOTTOM)
    write_docx(nethouse / "ใบเสนอราคา_โรงเรือน_นครปฐมเกษตรภัณฑ์.docx", NPKASET, NPKASET_TABLE,
               bottom=NPKASET_BOTTOM)
    make_pdf(nethouse / "SiamHarvestBank_loan_approval_Oct2025.pdf", LOAN_LETTER)
    _farm_book(books / "บัญชีไร่_2568.xlsx", "2568", MARKET_2568, SALAYA_2568, CHAISI_2568, ONLINE_2568,
               SEEDS_2568, COMPOST_2568, WAGES_2568, FUEL_2568)
    _farm_book(books / "บัญชีไร่_2567.xlsx", "2567", MARKET_2567, SALAYA_2567, CHAISI_2567, ONLINE_2567,
               SEEDS_2567, COMPOST_2567, WAGES_2567, FUEL_2567)
    write_docx(farm / "แผนปลูกผักหน้าหนาว_2568.docx", PLANTING_PLAN_TOP, PLANTING_PLAN_TABLE,
               bottom=PLANTING_PLAN_BOTTOM)
    write_slides(farm / "แผนไร่ปี2569.pptx", _plan_slides())
    write_slides(farm / "BaanDinDee_hotel_presentation.pptx", HOTEL_SLIDES)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhraya_family_health_renewal_2025.pdf", HEALTH_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
