"""The poolservice folder: the papers of a Hua Hin pool-cleaning man and his household, written by code.

The owner is นายธนกฤต ศรีสมุทร (ต้น, Thanakrit Srisamut). He runs "ต้นพูลแคร์ หัวหิน" (Ton Pool Care Hua Hin),
88/19 ม.7 ต.หนองแก อ.หัวหิน: pool cleaning and pump repair for villas and hotels, with three helpers and a
Toyota Hilux Revo on hire purchase. His wife อรนุช (นุช) keeps the household papers, their daughter ใบเตย
(ด.ญ.ปุณณภา) is in ม.1, his father พ่อสมาน lives with them. It is late 2568 (November 2025).

Documents/ธุรกิจสระ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมบ้านทะเล_ร่าง.docx: draft quote QT-2568-044 to Baan Talay Hua Hin Resort,
  pool care 47,400 a month (main pool 650 a visit, pool villas 300 a visit).
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมบ้านทะเล_ฉบับจริง.docx: the final of the same quote, 46,440 a month
  (main pool 600, pool villas 280, a monthly pump check 1,500).
- สัญญา/สัญญาดูแลสระ_หมู่บ้านปาล์มฮิลล์.docx: one-year contract with Palm Hill Pool Villas, 14 villas at
  2,800 a villa (39,200 a month) from 1 พฤศจิกายน 2568, deposit 10,000, fine 300 a missed visit.
- Suppliers/GulfAqua_pricelist_2025.pdf: English chemical price list of Gulf Aqua Chemicals Co., Ltd. (trichlor
  tablets 4,350 a drum).
- Suppliers/ราคาสารเคมี_กัลฟ์อควา_2567.docx: last year's list of the same firm in Thai (คลอรีนเม็ด 4,100).
- Suppliers/GulfAqua_invoice_GA-25-3318.pdf: the October invoice, 22,110.00, due 16 Nov 2025.
- Suppliers/email_GulfAqua_price_Dec2025.txt: email: trichlor 4,580 a drum from 1 December 2025, delivery on Wed.
- Suppliers/BlueWave_pump_quotation_BW-Q-25-0412.pdf: English quote, 1.5 HP pump + 24" sand filter, 28,900.
- Suppliers/ใบเสนอราคา_ปั๊ม_หัวหินพูลมาร์ท.docx: a similar Thai quote from another shop, 29,000.
- บัญชี/บัญชีต้นพูลแคร์_2568.xlsx: this year's book, three sheets (income by month ม.ค.–ต.ค.; expenses by
  month; regular customers and monthly fees).
- บัญชี/บัญชีต้นพูลแคร์_2567.xlsx: last year's book, same layout, ม.ค.–ธ.ค. 2567.
- บัญชี/ค่าแรงลูกน้อง_ตุลาคม68.md: October wages of three helpers, 36,150 in all.
- บัญชี/บันทึกใช้สารเคมี_ตุลาคม68.md: chemicals used in October per customer (trichlor 138 กก.).
- แชท/แชทไลน์_คุณเจน_บ้านซีวิว.txt: LINE chat with a villa owner; 4,500 -> 4,200 -> settled at 4,000 from 1 พ.ย. 68.
- แชท/แชทไลน์_ช่างเอก_โรงแรมบ้านทะเล.txt: LINE chat with the resort's engineer; a pipe repair 3,200 -> 2,350.
- แชท/email_BaanTalay_PO_Nov2025.txt: English email from the resort: PO BT-PO-6811-027, 46,440 a month.
- รถกระบะ/ThaiSeaboard_loan_notice_Oct2025.pdf: the bank's hire-purchase notice (9,870 a month, 30 of 60 paid,
  settle for 281,450 by 31 Dec 2025).
- รถกระบะ/บันทึกเข้าศูนย์_รถกระบะ.md: the pickup's service log.
- แผนธุรกิจ_2569.pptx: slides, next year's plan (2,900,000 target, second pickup 450,000).
- ขั้นตอนล้างสระ_สำหรับลูกน้อง.md: the cleaning routine for the helpers.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English electricity and water bills.
- ประกัน/Phetkasem_truck_insurance_renewal_2025.pdf: English renewal notice for the pickup (11,900).
- ประกัน/ประกันสุขภาพใบเตย_เพชรเกษม.docx: the same insurer in Thai: the daughter's health policy (15,000 a year).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: fee notices (29,150; 29,500).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสมุทร.txt: the family's LINE group (the father's birthday dinner grows from 12 to 15 people).
- ทริปปีใหม่_เขาใหญ่.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ต้นพูลแคร์ หัวหิน (Ton Pool Care Hua Hin) 88/19 ม.7 ต.หนองแก อ.หัวหิน จ.ประจวบคีรีขันธ์ โทร 081-947-2268"

# ---------------------------------------------------------------- hotel quote, draft and final
HOTEL_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-044",
    "วันที่ 2 ตุลาคม 2568",
    "เรียน ฝ่ายช่าง โรงแรมบ้านทะเล หัวหิน รีสอร์ท (คุณเอกชัย)",
    "เรื่อง บริการดูแลสระว่ายน้ำรายเดือน รวมสารเคมี",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวนครั้งต่อเดือน", "ราคาต่อครั้ง (บาท)", "รวมต่อเดือน (บาท)"),
    ("สระหลัก 25 ม. ล้าง ดูดตะกอน วัดค่าน้ำ ทุกวัน", "30", "650", "19,500"),
    ("สระเด็ก ทุกวัน", "30", "250", "7,500"),
    ("จากุซซี่ 2 จุด ทุกวัน", "30", "200", "6,000"),
    ("สระพูลวิลล่า 6 หลัง สัปดาห์ละ 2 ครั้ง", "48", "300", "14,400"),
    ("รวมต่อเดือน", "", "", "47,400"),
]
HOTEL_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 47,400 บาท (สี่หมื่นเจ็ดพันสี่ร้อยบาทถ้วน) รวมสารเคมีแล้ว",
                      "ร่าง ยังไม่ส่ง รอดูราคาคลอรีนกัลฟ์อควาปีหน้าก่อน"]
HOTEL_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-044 (ฉบับแก้ไข)",
    "วันที่ 9 ตุลาคม 2568",
    "เรียน ฝ่ายช่าง โรงแรมบ้านทะเล หัวหิน รีสอร์ท (คุณเอกชัย)",
    "เรื่อง บริการดูแลสระว่ายน้ำรายเดือน รวมสารเคมี เริ่ม 1 พฤศจิกายน 2568",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวนครั้งต่อเดือน", "ราคาต่อครั้ง (บาท)", "รวมต่อเดือน (บาท)"),
    ("สระหลัก 25 ม. ล้าง ดูดตะกอน วัดค่าน้ำ ทุกวัน", "30", "600", "18,000"),
    ("สระเด็ก ทุกวัน", "30", "250", "7,500"),
    ("จากุซซี่ 2 จุด ทุกวัน", "30", "200", "6,000"),
    ("สระพูลวิลล่า 6 หลัง สัปดาห์ละ 2 ครั้ง", "48", "280", "13,440"),
    ("ตรวจเช็คปั๊มและระบบกรอง", "1", "1,500", "1,500"),
    ("รวมต่อเดือน", "", "", "46,440"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 46,440 บาท (สี่หมื่นหกพันสี่ร้อยสี่สิบบาทถ้วน) รวมสารเคมีแล้ว",
    "เงื่อนไข: วางบิลทุกวันที่ 25 เครดิต 30 วัน อะไหล่ปั๊มคิดแยกตามจริง ราคานี้ยืนถึง 31 ตุลาคม 2569",
    "ลงชื่อ ธนกฤต ศรีสมุทร ผู้เสนอราคา",
]

# ---------------------------------------------------------------- villa estate contract
PALM_CONTRACT = [
    "สัญญาจ้างบริการดูแลสระว่ายน้ำ",
    "สัญญาเลขที่ PH-05/2568  ทำที่ สำนักงานนิติบุคคลหมู่บ้านปาล์มฮิลล์ พูลวิลล่า ซอยหัวหิน 112  วันที่ 20 ตุลาคม 2568",
    "ระหว่าง นิติบุคคลหมู่บ้านปาล์มฮิลล์ พูลวิลล่า โดย นางวราภรณ์ ชัยมงคล ผู้จัดการนิติบุคคล ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายธนกฤต ศรีสมุทร ร้านต้นพูลแคร์ หัวหิน ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
PALM_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างดูแลสระว่ายน้ำส่วนตัวของบ้านในโครงการ 14 หลัง สัปดาห์ละ 2 ครั้ง (อังคาร และ ศุกร์)\n"
     "ล้างขอบสระ ดูดตะกอน ล้างย้อนถังกรอง วัดและปรับค่าคลอรีนและ pH บันทึกลงสมุดประจำบ้าน"),
    ("ข้อ 2 ค่าจ้าง", "หลังละ 2,800 บาทต่อเดือน รวม 14 หลัง เดือนละ 39,200 บาท รวมสารเคมีแล้ว\n"
     "อะไหล่และการเปลี่ยนทรายกรองคิดแยก โดยต้องแจ้งราคาให้ผู้ว่าจ้างอนุมัติก่อน"),
    ("ข้อ 3 ระยะเวลา", "1 ปี ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569"),
    ("ข้อ 4 เงินประกันสัญญา", "ผู้รับจ้างวางเงินประกันสัญญา 10,000 บาท ผู้ว่าจ้างคืนให้ภายใน 30 วันเมื่อครบสัญญา"),
    ("ข้อ 5 การจ่ายเงิน", "ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 15 วันนับจากวันวางบิล"),
    ("ข้อ 6 ค่าปรับ", "หากไม่มาตามนัดโดยไม่แจ้งล่วงหน้า ปรับครั้งละ 300 บาทต่อหลัง\n"
     "หากน้ำเขียวหรือขุ่นเกิน 2 วันหลังลูกบ้านแจ้ง ผู้รับจ้างต้องแก้ไขโดยไม่คิดค่าใช้จ่าย"),
]
PALM_BOTTOM = ["ลงชื่อ วราภรณ์ ชัยมงคล ผู้ว่าจ้าง", "ลงชื่อ ธนกฤต ศรีสมุทร ผู้รับจ้าง",
               "ลงชื่อ อรนุช ศรีสมุทร พยาน"]

# ---------------------------------------------------------------- suppliers
GULF_PRICES_2025 = [
    "GULF AQUA CHEMICALS CO., LTD.\n"
    "55/8 Moo 2, Phetkasem Road, Cha-am, Phetchaburi 76120  Tel. 032-471-905\n"
    "POOL CHEMICALS - PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB including VAT.\n"
    "\n"
    "Trichlor 90% tablets 200 g, 50 kg drum ........... 4,350 THB/drum\n"
    "Calcium hypochlorite 70% granular, 45 kg bucket ... 3,150 THB/bucket\n"
    "Sodium bicarbonate (alkalinity up), 25 kg bag ..... 690 THB/bag\n"
    "pH minus (sodium bisulfate), 25 kg bag ............ 1,150 THB/bag\n"
    "Algaecide 30%, 20 L can ........................... 1,480 THB/can\n"
    "Clarifier (flocculant), 5 L ....................... 520 THB/can\n"
    "\n"
    "Minimum order 5,000 THB. Free delivery in Hua Hin, Cha-am and Pranburi.\n"
    "Payment: 30 days credit for pool service companies.\n"
    "Contact: Pornchai Meesuk, orders@gulfaqua.co.th",
]
GULF_PRICES_2567 = ["บริษัท กัลฟ์อควา เคมีคอล จำกัด", "ใบราคาสารเคมีสระว่ายน้ำ ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคารวม VAT แล้ว"]
GULF_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("คลอรีนเม็ด 90% (ถัง 50 กก.)", "4,100 บาท/ถัง"),
    ("คลอรีนผง 70% (ถัง 45 กก.)", "2,950 บาท/ถัง"),
    ("โซดาไบคาร์บอเนต เพิ่มค่าอัลคาไลน์ (กระสอบ 25 กก.)", "650 บาท/กระสอบ"),
    ("สารลด pH (กระสอบ 25 กก.)", "1,090 บาท/กระสอบ"),
    ("น้ำยากำจัดตะไคร่ 30% (แกลลอน 20 ลิตร)", "1,420 บาท/แกลลอน"),
    ("สารปรับน้ำใส (5 ลิตร)", "490 บาท/แกลลอน"),
]
GULF_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 4,000 บาท ส่งฟรีในหัวหินและชะอำ เครดิต 30 วัน",
                           "ติดต่อ คุณพรชัย มีสุข ฝ่ายขาย 032-471-905"]
GULF_INVOICE = [
    "GULF AQUA CHEMICALS CO., LTD.\n"
    "TAX INVOICE / INVOICE No. GA-25-3318\n"
    "Date: 17 Oct 2025          Due date: 16 Nov 2025\n"
    "Customer: Ton Pool Care Hua Hin (Mr. Thanakrit Srisamut), 88/19 Moo 7, Nong Kae, Hua Hin 77110\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Trichlor 90% tablets, 50 kg drum       3 drums    4,350.00     13,050.00\n"
    "Calcium hypochlorite 70%, 45 kg        2 buckets  3,150.00      6,300.00\n"
    "Sodium bicarbonate, 25 kg bag          4 bags       690.00      2,760.00\n"
    "\n"
    "TOTAL DUE: 22,110.00 THB (VAT included)\n"
    "Please transfer to Bangkok Bank, Gulf Aqua Chemicals Co., Ltd., 731-0-44521-8\n"
    "and send the slip to orders@gulfaqua.co.th. Thank you.",
]
GULF_EMAIL = """From: Pornchai Meesuk <orders@gulfaqua.co.th>
To: tonpoolcare.hh@gmail.com
Date: Wed, 5 Nov 2025 09:17
Subject: Trichlor price and delivery day from 1 December

Dear Khun Thanakrit,

Thank you for your regular orders. Please note two changes from 1 December 2025:

1. Trichlor 90% tablets (50 kg drum) will be 4,580 THB/drum (the 2025 price list says 4,350 THB/drum).
   Our importer has raised the price because of the weak baht.
2. Our truck to Hua Hin will come on Wednesday only, instead of Monday and Thursday.
   Orders must reach us by Monday 17:00.

Calcium hypochlorite and sodium bicarbonate prices do not change. The minimum order stays 5,000 THB.
If you order 10 drums or more in one delivery we can keep the old price of 4,350 until 31 December.

Best regards,
Pornchai Meesuk
Sales, Gulf Aqua Chemicals Co., Ltd.
032-471-905
"""
BLUEWAVE_QUOTE = [
    "BLUEWAVE POOL EQUIPMENT CO., LTD.\n"
    "Pumps, filters and pool parts - 211 Phetkasem Road, Hua Hin 77110\n"
    "QUOTATION No. BW-Q-25-0412     Date: 4 Nov 2025\n"
    "To: Ton Pool Care Hua Hin (Khun Thanakrit)\n"
    "Site: Baan Sea View, Khao Takiab\n"
    "\n"
    "AquaMax SP-15 pool pump 1.5 HP, 220 V ........ 14,900.00\n"
    "Sand filter 24 inch with 6-way valve ........... 11,500.00\n"
    "Installation and pipe fitting ................... 2,500.00\n"
    "TOTAL 28,900.00 THB including VAT\n"
    "\n"
    "Filter sand (4 bags) included. Warranty: 1 year on pump and filter.\n"
    "Delivery 3 days after order. This quotation is valid for 15 days.\n"
    "Sales: Khun Kittipong 089-204-7716",
]
POOLMART_QUOTE = [
    "ร้านหัวหินพูลมาร์ท  123/4 ถ.สระสงวน อ.หัวหิน จ.ประจวบคีรีขันธ์ โทร 032-515-880",
    "ใบเสนอราคา เลขที่ HM-6811-019  วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณต้น ต้นพูลแคร์ หัวหิน",
    "เรื่อง ปั๊มสระและถังกรองทราย หน้างาน บ้านซีวิว เขาตะเกียบ",
]
POOLMART_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ปั๊มสระว่ายน้ำ 1.5 แรงม้า 220V รุ่น PM-150", "1 ตัว", "13,800"),
    ("ถังกรองทราย 24 นิ้ว พร้อมวาล์ว 6 ทาง", "1 ชุด", "12,200"),
    ("ค่าติดตั้งและเดินท่อ", "1 งาน", "3,000"),
    ("รวมทั้งสิ้น (รวม VAT)", "", "29,000"),
]
POOLMART_BOTTOM = ["รวมทั้งสิ้น 29,000 บาท ทรายกรอง 4 กระสอบ แถมฟรี",
                   "รับประกันปั๊ม 2 ปี ถังกรอง 1 ปี ติดตั้งได้ภายใน 2 วัน",
                   "ใบเสนอราคานี้มีผล 30 วัน  ผู้เสนอราคา สุรชัย แก้วประเสริฐ"]

# ---------------------------------------------------------------- hotel PO email, truck loan
BAANTALAY_EMAIL = """From: Purchasing Baan Talay Hua Hin Resort <purchasing@baantalayhuahin.com>
To: tonpoolcare.hh@gmail.com
Cc: ekachai.eng@baantalayhuahin.com
Date: Tue, 14 Oct 2025 15:02
Subject: PO BT-PO-6811-027 - pool maintenance service

Dear Khun Thanakrit,

Please find our purchase order for the monthly pool maintenance service, based on your revised
quotation QT-2568-044 dated 9 October 2025.

PO number: BT-PO-6811-027
Service period: 1 November 2025 - 31 October 2026
Amount: 46,440 THB per month, chemicals included
Invoices: by the 25th of each month, quoting the PO number. Payment 30 days after invoice.

Please send copies of your helpers' ID cards to security before 28 October.

Kind regards,
Siriporn Wongsawat
Purchasing Officer, Baan Talay Hua Hin Resort
"""
LOAN_NOTICE = [
    "THAI SEABOARD BANK PUBLIC COMPANY LIMITED\n"
    "Hua Hin Branch, 62 Phetkasem Road, Hua Hin 77110\n"
    "20 October 2025\n"
    "\n"
    "HIRE PURCHASE - INSTALMENT NOTICE AND EARLY SETTLEMENT OFFER\n"
    "Dear Mr. Thanakrit Srisamut,\n"
    "Contract no. HP-PKN-2023-08817\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4 Entry, year 2023, registration 3 Kor Kor 4417 Prachuap Khiri Khan\n"
    "Amount financed: 500,000 THB, 60 monthly instalments, interest 3.69% per year (flat)\n"
    "Monthly instalment: 9,870 THB, due on the 5th of each month\n"
    "Instalments paid: 30 of 60.  Next instalment: 5 Nov 2025\n"
    "Outstanding balance: 296,100 THB\n"
    "\n"
    "EARLY SETTLEMENT OFFER: if you settle the whole contract by 31 Dec 2025 we will give a discount\n"
    "of 50% of the unearned interest. Settlement amount: 281,450 THB.\n"
    "Late instalments are charged 15% per year on the overdue amount.\n"
    "Please contact Khun Nattaya, Hire Purchase Desk, 032-530-118.",
]
TRUCK_LOG = """# บันทึกเข้าศูนย์ รถกระบะ Revo (3 กก 4417)

| วันที่ | เลขไมล์ | รายการ | ค่าใช้จ่าย |
|---|---|---|---|
| 6 ม.ค. 68 | 40,120 กม. | เช็คระยะ 40,000 ถ่ายน้ำมันเครื่อง | 2,850 บาท |
| 14 ก.ค. 68 | 50,380 กม. | เช็คระยะ 50,000 เปลี่ยนผ้าเบรกหน้า | 4,620 บาท |
| 28 ต.ค. 68 | 57,940 กม. | เปลี่ยนยาง 4 เส้น (ยางเดิมโดนคลอรีนกัด แก้มยางแตก) | 12,400 บาท |

- เช็คระยะครั้งถัดไป 60,000 กม. (ประมาณ ธ.ค. 68)
- ถังคลอรีนต้องมัดให้แน่น ห้ามวางติดกับถังน้ำมันสำรอง
"""
SOP = """# ขั้นตอนล้างสระ (สำหรับน้องบอย น้องแจ็ค)

1. ตักใบไม้ผิวน้ำก่อน แล้วแปรงขอบสระ/บันได
2. ดูดตะกอน แล้วล้างย้อน (backwash) ถังกรอง 3 นาที ตามด้วย rinse 30 วินาที
3. วัดค่าน้ำ: คลอรีนอิสระ 1–3 ppm, pH 7.2–7.6, อัลคาไลน์ 80–120 ppm
4. คลอรีนต่ำ: ใส่คลอรีนเม็ดในตะกร้า skimmer ไม่เกิน 3 เม็ดต่อสระบ้าน
5. น้ำเขียว: ช็อกด้วยคลอรีนผง 1 กก. ต่อน้ำ 50 คิว เปิดปั๊มทิ้งไว้ 8 ชม. แจ้งเจ้าของบ้านห้ามลงสระ
6. ถ่ายรูปน้ำก่อน–หลัง ส่งในกลุ่มไลน์ลูกค้าทุกครั้ง
7. ใส่ถุงมือและแว่นทุกครั้งที่จับคลอรีน
"""

# ---------------------------------------------------------------- books
VILLA_2568 = [86400, 86400, 89200, 92000, 92000, 89200, 89200, 89200, 86400, 86400]
HOTEL_2568 = [28500, 28500, 28500, 31200, 31200, 31200, 31200, 31200, 31200, 31200]
REPAIR_2568 = [12800, 9500, 18400, 24600, 15300, 8700, 11200, 6900, 14500, 19800]
CHEM_2568 = [21400, 20800, 23900, 27600, 26300, 22100, 21800, 20500, 21200, 22110]
FUEL_2568 = [8200, 7900, 8600, 9100, 8800, 8400, 8300, 8100, 8500, 8900]
WAGES_2568 = [33800, 33800, 35100, 36400, 36400, 35100, 35100, 34650, 35100, 36150]
PARTS_2568 = [6400, 4800, 9700, 13200, 7600, 3900, 5200, 2800, 7100, 10300]
VILLA_2567 = [72000, 72000, 74800, 74800, 74800, 74800, 74800, 74800, 74800, 74800, 80400, 83200]
HOTEL_2567 = [28500] * 12
REPAIR_2567 = [9800, 7400, 15200, 21300, 12700, 6400, 8900, 5800, 10600, 13900, 17500, 22400]
CHEM_2567 = [18900, 18400, 20600, 24800, 23500, 19700, 19200, 18300, 18800, 19400, 21600, 24100]
FUEL_2567 = [7600, 7400, 8100, 8700, 8400, 7900, 7800, 7600, 7900, 8200, 8500, 8900]
WAGES_2567 = [31200, 31200, 32500, 33800, 33800, 32500, 32500, 32500, 32500, 33800, 33800, 35100]
PARTS_2567 = [5100, 3600, 8200, 11800, 6900, 2700, 4100, 2300, 5600, 7800, 6200, 9400]
TRUCK = 9870
CUSTOMERS_2568 = [
    ("โรงแรมชะอำบีชเฮาส์ (Cha-am Beach House)", "โรงแรม", "สระหลัก + สระเด็ก", 31200),
    ("หมู่บ้านเดอะแซนด์ วิลล่า", "วิลล่า", "8 หลัง x 3,600", 28800),
    ("หัวหินฮิลส์ วิลล่า", "วิลล่า", "10 หลัง x 3,400", 34000),
    ("บ้าน Mr. William Hart", "วิลล่า", "1 สระ (เกลือ)", 4800),
    ("บ้านหมอสมพร", "วิลล่า", "1 สระ", 3800),
    ("บ้าน Mr. Marcus Lind", "วิลล่า", "1 สระ", 4200),
    ("บ้านป้าอร ซอย 88", "วิลล่า", "1 สระ", 3600),
    ("วิลล่าบ่อฝ้าย (2 สระ)", "วิลล่า", "2 สระ", 7200),
]
CUSTOMERS_2567 = [
    ("โรงแรมชะอำบีชเฮาส์ (Cha-am Beach House)", "โรงแรม", "สระหลัก + สระเด็ก", 28500),
    ("หมู่บ้านเดอะแซนด์ วิลล่า", "วิลล่า", "8 หลัง x 3,400", 27200),
    ("หัวหินฮิลส์ วิลล่า", "วิลล่า", "10 หลัง x 3,200", 32000),
    ("บ้าน Mr. William Hart", "วิลล่า", "1 สระ (เกลือ)", 4500),
    ("บ้านหมอสมพร", "วิลล่า", "1 สระ", 3600),
    ("วิลล่าบ่อฝ้าย (2 สระ)", "วิลล่า", "2 สระ", 7500),
]


def income_total(year: str, month: int) -> int:
    villa, hotel, repair = (VILLA_2568, HOTEL_2568, REPAIR_2568) if year == "2568" else (VILLA_2567, HOTEL_2567,
                                                                                       REPAIR_2567)
    return villa[month] + hotel[month] + repair[month]


def _book(path: Path, year: str, villa, hotel, repair, chem, fuel, wages, parts, customers) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับต้นพูลแคร์ หัวหิน ปี {year} (Income {year}, THB)"])
    income.append(["เดือน (Month)", "สัญญาวิลล่า (Villa contracts)", "โรงแรม (Hotels)", "งานซ่อม/ติดตั้ง (Repairs)",
                   "รวม (Total)"])
    for month, v, h, r in zip(MONTHS, villa, hotel, repair):
        income.append([f"{month} {year}", v, h, r, v + h + r])
    income.append(["รวมทั้งปี (Year total)", sum(villa), sum(hotel), sum(repair), sum(villa) + sum(hotel) + sum(repair)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายต้นพูลแคร์ ปี {year} (Expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "สารเคมี (Chemicals)", "น้ำมันรถ (Fuel)", "ค่าแรง (Wages)", "อะไหล่ (Parts)",
                  "ค่างวดรถ (Truck instalment)", "รวม (Total)"])
    for month, c, f, w, p in zip(MONTHS, chem, fuel, wages, parts):
        costs.append([f"{month} {year}", c, f, w, p, TRUCK, c + f + w + p + TRUCK])
    for column in range(2, 8):
        money_format(costs, column)
    clients = book.create_sheet("ลูกค้า Customers")
    clients.append([f"ลูกค้าประจำ ปี {year} (Regular customers)"])
    clients.append(["ลูกค้า (Customer)", "ประเภท (Type)", "สระ (Pools)", "ค่าบริการต่อเดือน (Monthly fee)"])
    for row in customers:
        clients.append(list(row))
    clients.append(["รวม (Total)", "", "", sum(row[3] for row in customers)])
    money_format(clients, 4)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 3702.10, "PEA"), ("ค่าน้ำประปา (Water)", 412.35, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่ารถตู้ใบเตย (School van)", 1800, ""),
                  ("ประกันสุขภาพใบเตย (Health insurance)", 1250, "เพชรเกษมประกันภัย"),
                  ("เรียนพิเศษคณิต (Tutoring)", 2400, ""), ("ค่ายาพ่อ (Dad's medicine)", 960, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 3486.25, "PEA"), ("ค่าน้ำประปา (Water)", 425.80, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่ารถตู้ใบเตย (School van)", 1800, ""),
                  ("ประกันสุขภาพใบเตย (Health insurance)", 1250, "เพชรเกษมประกันภัย"),
                  ("เรียนพิเศษคณิต (Tutoring)", 2400, ""), ("ค่ายาพ่อ (Dad's medicine)", 960, ""),
                  ("ซ่อมเครื่องซักผ้า (Washing machine)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 3214.60, "PEA"), ("ค่าน้ำประปา (Water)", 438.70, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, ""), ("ค่ากับข้าว (Food)", 11400, ""),
                  ("ค่ารถตู้ใบเตย (School van)", 1800, ""),
                  ("ประกันสุขภาพใบเตย (Health insurance)", 1250, "เพชรเกษมประกันภัย"),
                  ("เรียนพิเศษคณิต (Tutoring)", 2400, ""), ("ค่ายาพ่อ + หาหมอ (Dad's doctor)", 1820, "รพ.หัวหิน")],
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


# ---------------------------------------------------------------- school fees, insurance
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอรุณวิทย์ หัวหิน", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปุณณภา ศรีสมุทร  ชั้น ม.1/3  เลขประจำตัว 30418"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-55871-4",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าหนังสือและชุดพละ", "3,350")], "29,150", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าค่ายวิทยาศาสตร์", "2,200"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,500")],
                "29,500", "10 พฤศจิกายน 2568")
HEALTH_POLICY = [
    "บริษัท เพชรเกษมประกันภัย จำกัด (มหาชน) สาขาหัวหิน",
    "หนังสือแจ้งต่ออายุกรมธรรม์ประกันสุขภาพเด็ก",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน คุณอรนุช ศรีสมุทร (ผู้ชำระเบี้ย)",
    "ผู้เอาประกัน ด.ญ.ปุณณภา ศรีสมุทร  กรมธรรม์เลขที่ PKH-6605-1187",
    "กรมธรรม์จะครบกำหนดวันที่ 31 ธันวาคม 2568 ต่ออายุได้ตั้งแต่ 1 มกราคม 2569",
    "ค่าห้องผู้ป่วยในวันละ 3,000 บาท  วงเงินผู้ป่วยนอกปีละ 20,000 บาท",
    "เบี้ยประกันปี 2569 ปีละ 15,000 บาท หรือผ่อนชำระเดือนละ 1,250 บาท (ตัดบัตรเครดิต)",
    "ติดต่อตัวแทน คุณวิภา ทองคำ 081-662-4530",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hua Hin\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakrit Srisamut\n"
    "Address: 88/19 Moo 7, Nong Kae, Hua Hin, Prachuap Khiri Khan 77110\n"
    "Customer no. 020045127733\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 31,460 -> 32,138   Units used: 678 kWh\n"
    "Energy charge 2,879.32  Ft 67.80  Service 38.22  VAT 7% 229.26\n"
    "AMOUNT DUE: 3,214.60 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Hua Hin Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mr. Thanakrit Srisamut    Account: 5512-0048-773\n"
    "Meter: 1,842 -> 1,868   Water used: 26 cubic metres\n"
    "Water charge 394.00  Service 15.00  VAT 7% 29.70\n"
    "AMOUNT DUE: 438.70 THB\n"
    "Due date: 28 Oct 2025",
]
TRUCK_INSURANCE = [
    "PHETKASEM INSURANCE PUBLIC COMPANY LIMITED\n"
    "Hua Hin Branch, Naebkehardt Road\n"
    "1 November 2025\n"
    "\n"
    "RENEWAL NOTICE - VOLUNTARY MOTOR INSURANCE, CLASS 2+\n"
    "Dear Mr. Thanakrit Srisamut,\n"
    "Your policy no. PKI-6801-2231 for the vehicle below expires on 15 Dec 2025.\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4, year 2023, registration 3 Kor Kor 4417 Prachuap Khiri Khan\n"
    "Use: commercial (pool service equipment and chemicals)\n"
    "\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Sum insured: 450,000 THB (last year 480,000 THB)\n"
    "Premium: 11,900 THB including stamp duty and VAT (last year 11,200 THB)\n"
    "Deductible: 1,000 THB per claim where you are at fault.\n"
    "Please pay by 10 Dec 2025 by bank transfer or through your agent, Khun Wipa (081-662-4530).\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(income_total("2568", i) for i in range(10))
    return [
        ("แผนธุรกิจต้นพูลแคร์ ปี 2569", "Ton Pool Care Hua Hin - plan for 2026\nธนกฤต ศรีสมุทร  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: โรงแรมบ้านทะเล (46,440/เดือน), หมู่บ้านปาล์มฮิลล์ 14 หลัง (39,200/เดือน)\n"
                         "ปัญหา: คลอรีนขึ้นราคา, รถคันเดียววิ่งไม่ทัน"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,900,000 บาท\nลูกค้าวิลล่ารายเดือนเพิ่มเป็น 45 สระ\n"
                            "งานซ่อมปั๊ม/ติดตั้ง เดือนละ 25,000 บาท"),
        ("ทีมที่ 2", "ซื้อรถกระบะมือสองคันที่ 2 งบ 450,000 บาท (ดาวน์ 90,000)\n"
                     "จ้างลูกน้องเพิ่ม 2 คน วันละ 450 บาท\nเริ่ม กุมภาพันธ์ 2569"),
        ("อุปกรณ์", "หุ่นยนต์ดูดตะกอน 2 เครื่อง งบ 38,000 บาท\nชุดวัดน้ำดิจิทัล 4,500 บาท"),
        ("ต้นทุนสารเคมี", "สั่งคลอรีนเม็ดทีละ 10 ถัง ก่อน 31 ธ.ค. ได้ราคาเดิม 4,350\nเทียบราคาเจ้าอื่นอย่างน้อย 1 เจ้า"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ธุรกิจสระ/บัญชี/ค่าแรงลูกน้อง_ตุลาคม68.md": """# ค่าแรงลูกน้อง ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| น้องบอย (ล้างสระ) | 450 บาท | 26 วัน | 11,700 บาท |
| น้องแจ็ค (ล้างสระ) | 450 บาท | 25 วัน | 11,250 บาท |
| ช่างเล็ก (ซ่อมปั๊ม/ไฟ) | 600 บาท | 22 วัน | 13,200 บาท |

รวมจ่ายค่าแรง ต.ค. 36,150 บาท โอนแล้ว 31 ต.ค.
แจ็คเบิกล่วงหน้า 1,500 หักแล้วในยอดนี้ ช่างเล็กลา 3 วัน (งานบวชหลาน)
""",
    "ธุรกิจสระ/บัญชี/บันทึกใช้สารเคมี_ตุลาคม68.md": """# ใช้สารเคมี เดือนตุลาคม 2568

ฝนตกบ่อย น้ำฝนลงสระ ค่า pH ตก ต้องเติมโซดาเยอะกว่าปกติ

| ลูกค้า | คลอรีนเม็ด (กก.) | คลอรีนผง (กก.) | โซดาไบคาร์บ (กก.) |
|---|---|---|---|
| โรงแรมชะอำบีชเฮาส์ | 48 | 18 | 25 |
| หัวหินฮิลส์ วิลล่า (10 หลัง) | 42 | 22 | 30 |
| เดอะแซนด์ วิลล่า (8 หลัง) | 30 | 18 | 20 |
| บ้านเดี่ยวอื่นๆ (5 หลัง) | 18 | 14 | 15 |

รวม ต.ค.: คลอรีนเม็ด 138 กก., คลอรีนผง 72 กก., โซดาไบคาร์บ 90 กก.
สระบ้าน Mr. William เป็นระบบเกลือ ไม่ใช้คลอรีนเม็ด
เหลือในโกดัง คลอรีนเม็ด 1 ถัง ต้องสั่งเพิ่มก่อน 1 ธ.ค. (ราคาขึ้น)
""",
    "ธุรกิจสระ/แชท/แชทไลน์_คุณเจน_บ้านซีวิว.txt": """[6 ต.ค. 68 10:42] Jane Baan Sea View: สวัสดีค่ะ อยากให้มาดูแลสระที่บ้านเขาตะเกียบ อาทิตย์ละ 2 ครั้ง เดือนละเท่าไหร่คะ
[6 ต.ค. 68 11:05] ต้นพูลแคร์: สวัสดีครับ สระขนาด 4x10 ใช่มั้ยครับ เดือนละ 8 ครั้ง รวมสารเคมี เดือนละ 4,500 บาทครับ
[6 ต.ค. 68 11:20] Jane Baan Sea View: แพงจังค่ะ บ้านข้างๆ จ่าย 3,800 เอง
[6 ต.ค. 68 11:32] ต้นพูลแคร์: 3,800 น่าจะไม่รวมเคมีครับ ผมลดให้เหลือ 4,200 รวมเคมีครับ
[8 ต.ค. 68 19:10] Jane Baan Sea View: ถ้าทำสัญญา 1 ปีเลย ได้ 4,000 มั้ยคะ
[8 ต.ค. 68 19:26] ต้นพูลแคร์: ได้ครับ 4,000 ต่อเดือน สัญญา 1 ปี เริ่ม 1 พ.ย. 68 มาทุกอังคารกับศุกร์ ถ้าเปลี่ยนทรายกรองคิดแยกนะครับ
[8 ต.ค. 68 19:30] Jane Baan Sea View: ตกลงค่ะ 4,000 นะคะ โอนทุกสิ้นเดือน
[2 พ.ย. 68 16:05] Jane Baan Sea View: คุณต้นคะ ปั๊มเสียงดังมาก แล้วน้ำออกน้อย
[2 พ.ย. 68 17:40] ต้นพูลแคร์: ปั๊มเดิม 8 ปีแล้วครับ ซีลรั่ว ถังกรองก็ร้าว เดี๋ยวผมขอใบเสนอราคาปั๊มกับถังกรอง 2 ร้านมาให้เลือกนะครับ
[5 พ.ย. 68 18:12] ต้นพูลแคร์: ส่งใบเสนอราคาให้แล้วครับ BlueWave กับ หัวหินพูลมาร์ท ราคาใกล้กัน แต่พูลมาร์ทประกันปั๊ม 2 ปี
""",
    "ธุรกิจสระ/แชท/แชทไลน์_ช่างเอก_โรงแรมบ้านทะเล.txt": """[13/10/2568 09:05] ช่างเอก บ้านทะเล: คุณต้นครับ ผู้จัดการอนุมัติใบเสนอราคาฉบับแก้แล้วครับ เดือนละ 46,440 เดี๋ยวจัดซื้อส่ง PO ให้
[13/10/2568 09:12] ต้นพูลแคร์: ขอบคุณครับพี่เอก เริ่ม 1 พ.ย. ครับ เข้าหน้างาน 7 โมงเช้า
[13/10/2568 09:15] ช่างเอก บ้านทะเล: แล้วท่อน้ำล้นสระหลักรั่ว ซ่อมให้ด้วยได้มั้ย
[13/10/2568 16:40] ต้นพูลแคร์: ไปดูแล้วครับ ต้องเปลี่ยนท่อ PVC 3 นิ้ว ยาว 6 เมตร ค่าของค่าแรง 3,200 บาทครับ
[14/10/2568 08:30] ช่างเอก บ้านทะเล: แพงไปหน่อยนะ
[14/10/2568 10:02] ต้นพูลแคร์: ช่างเล็กเช็คอีกรอบ ท่อเดิมใช้ได้ 4 เมตร เปลี่ยนแค่ 2 เมตร กับข้อต่อ เหลือ 2,350 บาทครับ
[14/10/2568 10:05] ช่างเอก บ้านทะเล: โอเค 2,350 เข้ามาทำวันเสาร์ได้เลย บิลแยกนะ
[18/10/2568 15:20] ต้นพูลแคร์: ซ่อมเสร็จแล้วครับ เปิดน้ำทดสอบไม่รั่วแล้ว
""",
    "ธุรกิจสระ/แชท/email_BaanTalay_PO_Nov2025.txt": BAANTALAY_EMAIL,
    "ธุรกิจสระ/Suppliers/email_GulfAqua_price_Dec2025.txt": GULF_EMAIL,
    "ธุรกิจสระ/รถกระบะ/บันทึกเข้าศูนย์_รถกระบะ.md": TRUCK_LOG,
    "ธุรกิจสระ/ขั้นตอนล้างสระ_สำหรับลูกน้อง.md": SOP,
    "บ้าน/แชทไลน์_บ้านศรีสมุทร.txt": """[27/10/2568 20:05] นุช: พี่ต้น ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 29,500
[27/10/2568 20:09] ต้น: เดี๋ยวโอนต้นเดือน รอโรงแรมจ่ายก่อน
[27/10/2568 20:11] ใบเตย: แม่ ค่ายวิทย์ไปสามวันนะ ต้องซื้อรองเท้าผ้าใบใหม่ด้วย
[1/11/2568 18:30] นุช: ประกันรถมาแล้ว ปีนี้ 11,900 ขึ้นจากปีที่แล้ว
[1/11/2568 18:34] ต้น: จ่ายก่อน 10 ธ.ค. ก็ได้ ไว้จ่ายพร้อมงวดรถ
[3/11/2568 07:50] พ่อสมาน: วันเกิดพ่อ 23 พ.ย. ไม่ต้องจัดใหญ่นะ
[3/11/2568 08:02] นุช: จองร้านเจ๊เกียวไว้แล้วพ่อ 12 คน งบ 6,000
[5/11/2568 21:15] นุช: อาเล็กกับน้าแดงมาด้วย เปลี่ยนเป็น 15 คน งบ 7,500 นะพี่
[5/11/2568 21:20] ต้น: โอเค 15 คน 7,500 เดี๋ยวพี่จ่ายเอง
""",
    "บ้าน/ทริปปีใหม่_เขาใหญ่.md": """# ทริปปีใหม่ เขาใหญ่ 30 ธ.ค. 68 – 1 ม.ค. 69
- ขับรถเก๋งนุชไป ไม่เอากระบะ (กลิ่นคลอรีน)
- ที่พัก บ้านไร่ปากช่อง 2 คืน คืนละ 2,800 บาท (จองแล้ว มัดจำ 1,400)
- งบทั้งทริป 15,000 บาท
- ฝากน้องบอยดูสระลูกค้าวันที่ 30–31 ธ.ค. จ่ายพิเศษวันละ 200
""",
}
TODO = {"todo.md": """- โอนค่าเทอมใบเตย เทอม 2 ก่อน 10 พ.ย.
- จ่ายบิลกัลฟ์อควา GA-25-3318 ก่อน 16 พ.ย.
- ส่งใบเสนอราคาปั๊มให้คุณเจนเลือก
- ต่อประกันรถกระบะ ก่อน 10 ธ.ค.
- สั่งคลอรีนเม็ดก่อนราคาขึ้น 1 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจสระ"
    quotes, contracts, suppliers, books = biz / "ใบเสนอราคา", biz / "สัญญา", biz / "Suppliers", biz / "บัญชี"
    truck, home = biz / "รถกระบะ", docs / "บ้าน"
    for folder in (quotes, contracts, suppliers, books, truck, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมบ้านทะเล_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE, bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมบ้านทะเล_ฉบับจริง.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(contracts / "สัญญาดูแลสระ_หมู่บ้านปาล์มฮิลล์.docx", PALM_CONTRACT, headings=PALM_HEADINGS,
               bottom=PALM_BOTTOM)
    make_pdf(suppliers / "GulfAqua_pricelist_2025.pdf", GULF_PRICES_2025)
    write_docx(suppliers / "ราคาสารเคมี_กัลฟ์อควา_2567.docx", GULF_PRICES_2567, GULF_PRICES_2567_TABLE,
               bottom=GULF_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "GulfAqua_invoice_GA-25-3318.pdf", GULF_INVOICE)
    make_pdf(suppliers / "BlueWave_pump_quotation_BW-Q-25-0412.pdf", BLUEWAVE_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_ปั๊ม_หัวหินพูลมาร์ท.docx", POOLMART_QUOTE, POOLMART_TABLE, bottom=POOLMART_BOTTOM)
    _book(books / "บัญชีต้นพูลแคร์_2568.xlsx", "2568", VILLA_2568, HOTEL_2568, REPAIR_2568, CHEM_2568, FUEL_2568,
          WAGES_2568, PARTS_2568, CUSTOMERS_2568)
    _book(books / "บัญชีต้นพูลแคร์_2567.xlsx", "2567", VILLA_2567, HOTEL_2567, REPAIR_2567, CHEM_2567, FUEL_2567,
          WAGES_2567, PARTS_2567, CUSTOMERS_2567)
    make_pdf(truck / "ThaiSeaboard_loan_notice_Oct2025.pdf", LOAN_NOTICE)
    write_slides(biz / "แผนธุรกิจ_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "Phetkasem_truck_insurance_renewal_2025.pdf", TRUCK_INSURANCE)
    write_docx(home / "ประกัน" / "ประกันสุขภาพใบเตย_เพชรเกษม.docx", HEALTH_POLICY)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
