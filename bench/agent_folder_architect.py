"""The architect folder: the papers of a two-person architecture and interior studio in Chiang Rai and its owner's household.

The owner is คุณอรุณี ชัยมงคล (พี่อร), architect. With her partner คุณธนเอก ปัญญาวงศ์ (พี่เอก, interior designer)
she runs "เรือนดอย สตูดิโอ" (หจก. เรือนดอย สตูดิโอ, Ruen Doi Studio), in a rented shophouse at 218/3 ถ.พหลโยธิน,
อ.เมือง จ.เชียงราย. Current jobs: a two-storey house for คุณสมพงษ์ เรือนแก้ว at บ้านดู่, the interior of
ม่อนหมอก คาเฟ่ (คุณเมย์) at ดอยฮาง, and a new enquiry from Pieter Jansen for a house at Chiang Saen. Her husband
วีระพงษ์ (พี่วี) is a teacher, their daughter ข้าวหอม (ด.ญ.ปัณณิตา) is in ป.3, the cat is ส้มโอ.
It is November 2568 (2025).

Documents/สตูดิโอ/ (the business)
- สัญญา/สัญญาออกแบบบ้าน_คุณสมพงษ์_ร่าง.docx: draft house design contract, 6% of 4,500,000 = 270,000, four stages
  (54,000 / 81,000 / 81,000 / 54,000), 240 ตร.ม.
- สัญญา/สัญญาออกแบบบ้าน_คุณสมพงษ์_ฉบับจริง.docx: the signed contract (9 ก.ย. 2568), 5.5% of 5,200,000 = 286,000,
  stages 57,200 / 100,100 / 85,800 / 42,900, 280 ตร.ม.
- สัญญา/สัญญาออกแบบภายใน_ม่อนหมอกคาเฟ่.docx: cafe interior design contract, lump sum 185,000 in three stages
  (74,000 / 74,000 / 37,000), construction drawings due 15 ธันวาคม 2568.
- ใบเสนอราคาผู้รับเหมา/ใบเสนอราคา_หจก.รุ่งเรืองก่อสร้าง_ม่อนหมอก.docx and
  ใบเสนอราคาผู้รับเหมา/ใบเสนอราคา_เอกชัยการช่าง_ม่อนหมอก.docx: two contractors' quotes for building the cafe,
  same items (1,286,500 incl. VAT, 90 days, 30% deposit vs 1,240,500 no VAT, 105 days, 40% deposit).
- Suppliers/BangkokCAD_invoice_SketchLine_2026.pdf: English invoice, SketchLine Pro 2 seats, 46,866.00, due 30 Nov 2025.
- Suppliers/ใบเสนอราคา_บางกอกแคด_ปลั๊กอินเรนเดอร์.docx: Thai quote from the same firm (บางกอก แคด โซลูชั่นส์)
  for a render plug-in (1 seat 15,515; 2 seats 28,890).
- Suppliers/NorthernStone_tile_pricelist_2025.pdf: English tile and stone price list (terrazzo 890 THB/sqm ...).
- ลูกค้า/email_Pieter_Jansen_ChiangSaen.txt: English email: budget now 6,500,000 (was 5.8 million), site meeting
  22 November 2025.
- สำนักงาน/หนังสือปรับค่าเช่า_ตึกแถวพหลโยธิน.docx: landlord's letter, office rent 12,000 -> 13,500 from 1 มกราคม 2569.
- สำนักงาน/MekongBank_loan_notice_Nov2025.pdf: English bank letter: loan rate 6.30% -> 5.95% from 1 Dec 2025,
  instalment 14,320 -> 14,050.
- บัญชี/รายรับรายจ่ายสตูดิโอ_2568.xlsx: this year's book, three sheets (income by month ม.ค.-ต.ค.; expenses by
  month; fee stages of current projects).
- บัญชี/รายรับรายจ่ายสตูดิโอ_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ค่าเดินทางไซต์_ต.ค.68.md: October site trips, 734 km, 4,050 in all.
- แชท/แชทไลน์_คุณเมย์_ม่อนหมอก.txt: LINE chat with the cafe owner; extra signage + deck design 25,000 -> 22,000 -> 20,000.
- แชท/แชทไลน์_ช่างเอกชัย.txt: LINE chat with the contractor; a deck roof 68,000 -> 64,000 -> 61,500.
- พรีเซนต์/คอนเซปต์_ม่อนหมอกคาเฟ่.pptx: concept slides (48 seats, 1,300,000 build, 420,000 furniture).
- บันทึก/ประชุมไซต์_บ้านคุณสมพงษ์_5พย68.md: site meeting notes (budget up to 5,650,000, next meeting 19 พ.ย.).
- บันทึก/เช็กลิสต์ขออนุญาตก่อสร้าง.md: checklist for the building permit at เทศบาลนครเชียงราย.
- ไอเดียโพสต์เพจ.txt: ideas for the studio's Facebook page.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,727.79) and Bills/LannaLink_bill_Oct2025.pdf (1,494.79): English bills.
- ประกัน/GoldenLotus_health_renewal_2026.pdf: English renewal of the daughter's health insurance, 14,800
  (last year 13,900); in the household book it is โกลเด้นโลตัสประกันชีวิต.
- ค่าเทอมข้าวหอม/ค่าเทอม_ข้าวหอม_เทอม1-2568.docx and ค่าเทอม_ข้าวหอม_เทอม2-2568.docx: school fee notices
  (25,900; 25,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group.
- ลดหย่อนภาษี_2568.md: notes for the personal income tax deductions.
- นัดฉีดวัคซีนส้มโอ.md: the cat's vaccinations.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
STUDIO_TOP = "หจก. เรือนดอย สตูดิโอ (Ruen Doi Studio)  218/3 ถ.พหลโยธิน ต.รอบเวียง อ.เมือง จ.เชียงราย 57000  โทร 081-764-2209"

# ---------------------------------------------------------------- house contract, draft and final
HOUSE_DRAFT = [
    STUDIO_TOP,
    "สัญญาจ้างออกแบบบ้านพักอาศัย (ร่าง)",
    "ทำที่ เรือนดอย สตูดิโอ  วันที่ 25 สิงหาคม 2568",
    "ระหว่าง นายสมพงษ์ เรือนแก้ว ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" กับ หจก. เรือนดอย สตูดิโอ โดย นางอรุณี ชัยมงคล "
    "สถาปนิก ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1 ผู้รับจ้างออกแบบบ้านพักอาศัย 2 ชั้น พื้นที่ใช้สอยประมาณ 240 ตร.ม. บนที่ดินโฉนดเลขที่ 48812 ต.บ้านดู่ อ.เมือง จ.เชียงราย",
    "ข้อ 2 ค่าบริการออกแบบคิดร้อยละ 6 ของงบก่อสร้างประมาณการ 4,500,000 บาท เป็นเงิน 270,000 บาท แบ่งชำระ 4 งวด ดังนี้",
]
HOUSE_DRAFT_TABLE = [
    ("งวด", "เมื่อ", "ร้อยละ", "จำนวนเงิน (บาท)"),
    ("1", "ลงนามสัญญา", "20", "54,000"),
    ("2", "ส่งแบบร่างขั้นต้น (Schematic)", "30", "81,000"),
    ("3", "ส่งแบบก่อสร้างและยื่นขออนุญาต", "30", "81,000"),
    ("4", "ได้รับใบอนุญาตก่อสร้าง", "20", "54,000"),
    ("รวม", "", "100", "270,000"),
]
HOUSE_DRAFT_BOTTOM = [
    "ข้อ 3 ผู้รับจ้างแก้ไขแบบร่างได้ไม่เกิน 2 ครั้ง โดยไม่คิดค่าบริการเพิ่ม",
    "ข้อ 4 ส่งแบบขออนุญาตก่อสร้างภายใน 120 วันนับจากวันลงนาม",
    "ข้อ 5 ค่าบริการนี้ไม่รวมค่าวิศวกรโครงสร้าง ค่าธรรมเนียมขออนุญาต และค่าเดินทางควบคุมงาน",
    "หมายเหตุ: ร่าง ยังไม่ส่งให้ลูกค้า รอคุณสมพงษ์ยืนยันงบก่อสร้างกับธนาคารก่อน",
]
HOUSE_FINAL = [
    STUDIO_TOP,
    "สัญญาจ้างออกแบบบ้านพักอาศัย",
    "สัญญาเลขที่ RD-68/07  ทำที่ เรือนดอย สตูดิโอ  วันที่ 9 กันยายน 2568",
    "ระหว่าง นายสมพงษ์ เรือนแก้ว ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" กับ หจก. เรือนดอย สตูดิโอ โดย นางอรุณี ชัยมงคล "
    "สถาปนิก ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1 ผู้รับจ้างออกแบบบ้านพักอาศัย 2 ชั้น พื้นที่ใช้สอยประมาณ 280 ตร.ม. บนที่ดินโฉนดเลขที่ 48812 ต.บ้านดู่ อ.เมือง จ.เชียงราย",
    "ข้อ 2 ค่าบริการออกแบบคิดร้อยละ 5.5 ของงบก่อสร้างประมาณการ 5,200,000 บาท เป็นเงิน 286,000 บาท "
    "(สองแสนแปดหมื่นหกพันบาทถ้วน) แบ่งชำระ 4 งวด ดังนี้",
]
HOUSE_FINAL_TABLE = [
    ("งวด", "เมื่อ", "ร้อยละ", "จำนวนเงิน (บาท)"),
    ("1", "ลงนามสัญญา", "20", "57,200"),
    ("2", "ส่งแบบร่างขั้นต้น (Schematic)", "35", "100,100"),
    ("3", "ส่งแบบก่อสร้างและยื่นขออนุญาต", "30", "85,800"),
    ("4", "ได้รับใบอนุญาตก่อสร้าง", "15", "42,900"),
    ("รวม", "", "100", "286,000"),
]
HOUSE_FINAL_BOTTOM = [
    "ข้อ 3 ผู้รับจ้างแก้ไขแบบร่างได้ไม่เกิน 3 ครั้ง โดยไม่คิดค่าบริการเพิ่ม ครั้งต่อไปคิดครั้งละ 6,000 บาท",
    "ข้อ 4 ส่งแบบขออนุญาตก่อสร้างภายใน 120 วันนับจากวันลงนาม",
    "ข้อ 5 ค่าบริการนี้ไม่รวมค่าวิศวกรโครงสร้าง ค่าธรรมเนียมขออนุญาต และค่าเดินทางควบคุมงาน",
    "ข้อ 6 ชำระโดยโอนเข้าบัญชี หจก. เรือนดอย สตูดิโอ ธนาคารแม่โขงพาณิชย์ สาขาเชียงราย 702-1-44518-3 ภายใน 7 วันนับจากวันส่งงาน",
    "ลงชื่อ สมพงษ์ เรือนแก้ว ผู้ว่าจ้าง",
    "ลงชื่อ อรุณี ชัยมงคล ผู้รับจ้าง",
    "ลงชื่อ ธนเอก ปัญญาวงศ์ พยาน",
]

# ---------------------------------------------------------------- cafe interior contract
CAFE_CONTRACT = [
    STUDIO_TOP,
    "สัญญาจ้างออกแบบตกแต่งภายในและภูมิทัศน์ ร้านม่อนหมอก คาเฟ่",
    "สัญญาเลขที่ RD-68/09  วันที่ 1 ตุลาคม 2568",
    "ระหว่าง นางสาวเมทินี ศรีบุญเรือง (ผู้ว่าจ้าง) เจ้าของร้านม่อนหมอก คาเฟ่ ดอยฮาง อ.เมือง จ.เชียงราย "
    "กับ หจก. เรือนดอย สตูดิโอ (ผู้รับจ้าง)",
]
CAFE_HEADINGS = [
    ("ข้อ 1 ขอบเขตงาน", "ออกแบบตกแต่งภายในอาคารร้านพื้นที่ 165 ตร.ม. และเด็คกลางแจ้ง 90 ตร.ม.\n"
     "แบบก่อสร้าง แบบเฟอร์นิเจอร์บิวท์อิน แบบไฟฟ้าแสงสว่าง และรายการวัสดุ\n"
     "ไม่รวมการออกแบบป้ายร้านและงานระบบโครงสร้าง"),
    ("ข้อ 2 ค่าบริการ", "ค่าบริการออกแบบเหมารวม 185,000 บาท (หนึ่งแสนแปดหมื่นห้าพันบาทถ้วน) ไม่รวมภาษีมูลค่าเพิ่ม"),
    ("ข้อ 3 การชำระเงิน", "งวดที่ 1 ร้อยละ 40 เป็นเงิน 74,000 บาท เมื่อลงนามสัญญา\n"
     "งวดที่ 2 ร้อยละ 40 เป็นเงิน 74,000 บาท เมื่อส่งแบบก่อสร้างครบชุด\n"
     "งวดที่ 3 ร้อยละ 20 เป็นเงิน 37,000 บาท เมื่อตรวจงานก่อสร้างครั้งสุดท้ายก่อนเปิดร้าน"),
    ("ข้อ 4 ระยะเวลา", "ส่งแบบร่างภายในวันที่ 31 ตุลาคม 2568\nส่งแบบก่อสร้างครบชุดภายในวันที่ 15 ธันวาคม 2568"),
    ("ข้อ 5 การแก้ไขแบบและการตรวจงาน", "แก้ไขแบบร่างได้ 3 ครั้ง ครั้งที่เกินคิดครั้งละ 8,000 บาท\n"
     "ตรวจงานก่อสร้างที่หน้างาน 6 ครั้ง ครั้งที่เกินคิดครั้งละ 2,500 บาท รวมค่าเดินทางแล้ว"),
]
CAFE_BOTTOM = ["ลงชื่อ เมทินี ศรีบุญเรือง ผู้ว่าจ้าง", "ลงชื่อ อรุณี ชัยมงคล ผู้รับจ้าง"]

# ---------------------------------------------------------------- contractor quotes for the cafe
RR_TOP = [
    "ห้างหุ้นส่วนจำกัด รุ่งเรืองก่อสร้างเชียงราย",
    "99/14 ถ.สนามบิน ต.บ้านดู่ อ.เมือง จ.เชียงราย  โทร 053-151-880  เลขประจำตัวผู้เสียภาษี 0573559001247",
    "ใบเสนอราคา เลขที่ RR-QT-68/112  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณอรุณี ชัยมงคล เรือนดอย สตูดิโอ",
    "โครงการ ปรับปรุงและตกแต่งร้านม่อนหมอก คาเฟ่ ดอยฮาง ตามแบบร่างเลขที่ MM-A01 ถึง MM-A12",
]
RR_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "งานรื้อถอนและขนย้าย", "45,000"),
    ("2", "งานโครงสร้างเหล็กและหลังคา", "386,000"),
    ("3", "งานพื้นไม้เทียมและเด็คกลางแจ้ง", "168,500"),
    ("4", "งานผนัง ฝ้า และทาสี", "214,000"),
    ("5", "งานไฟฟ้าและแสงสว่าง", "156,000"),
    ("6", "งานประปาและห้องน้ำ", "132,000"),
    ("7", "งานเคาน์เตอร์บาร์และบิวท์อิน", "185,000"),
    ("", "รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่ม 7% แล้ว)", "1,286,500"),
]
RR_BOTTOM = [
    "ระยะเวลาก่อสร้าง 90 วัน",
    "เงื่อนไขการชำระ: มัดจำ 30% เมื่อเซ็นสัญญา ที่เหลือแบ่งจ่ายตามงวดงาน 3 งวด",
    "รับประกันผลงาน 1 ปี ยืนราคา 45 วัน",
    "ผู้เสนอราคา นายประเสริฐ คำปัน หุ้นส่วนผู้จัดการ",
]
EK_TOP = [
    "เอกชัยการช่าง  รับเหมาก่อสร้าง ต่อเติม ตกแต่งร้าน",
    "12 ม.7 ต.ริมกก อ.เมือง จ.เชียงราย  โทร 089-635-4471 (ช่างเอกชัย)",
    "ใบเสนอราคา  วันที่ 27 ตุลาคม 2568",
    "เรียน พี่อร เรือนดอย สตูดิโอ",
    "งาน ร้านม่อนหมอก คาเฟ่ ดอยฮาง (ตามแบบร่าง MM-A01 ถึง MM-A12)",
]
EK_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "งานรื้อถอนและขนย้าย", "38,000"),
    ("2", "งานโครงสร้างเหล็กและหลังคา", "402,000"),
    ("3", "งานพื้นไม้เทียมและเด็คกลางแจ้ง", "155,000"),
    ("4", "งานผนัง ฝ้า และทาสี", "198,500"),
    ("5", "งานไฟฟ้าและแสงสว่าง", "149,000"),
    ("6", "งานประปาและห้องน้ำ", "126,000"),
    ("7", "งานเคาน์เตอร์บาร์และบิวท์อิน", "172,000"),
    ("", "รวมทั้งสิ้น", "1,240,500"),
]
EK_BOTTOM = [
    "ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม (ร้านไม่ได้จดทะเบียน VAT)",
    "ระยะเวลาทำงาน 105 วัน",
    "มัดจำ 40% ก่อนเริ่มงาน ที่เหลือจ่ายตามงวดงาน",
    "รับประกันงานหลังคารั่วซึม 1 ปี ยืนราคา 30 วัน",
    "ลงชื่อ เอกชัย อินต๊ะ",
]

# ---------------------------------------------------------------- software firm: English invoice, Thai quote
CAD_INVOICE = [
    "BANGKOK CAD SOLUTIONS CO., LTD.\n"
    "1550 Thanapoom Tower, 17th Floor, New Petchburi Road, Makkasan, Bangkok 10400\n"
    "Tel. 02-652-7710   www.bkkcad.co.th   Tax ID 0105556123409\n"
    "\n"
    "INVOICE No. BCS-INV-2511-0342\n"
    "Date: 10 Nov 2025\n"
    "Bill to: Ruen Doi Studio Limited Partnership, 218/3 Phahonyothin Road, Mueang Chiang Rai 57000\n"
    "Attn: Khun Arunee Chaimongkol\n"
    "\n"
    "Description                                      Qty   Unit price    Amount\n"
    "SketchLine Pro annual subscription renewal        2    21,900.00   43,800.00\n"
    "Subscription period: 1 Dec 2025 - 30 Nov 2026\n"
    "Subtotal                                                           43,800.00\n"
    "VAT 7%                                                              3,066.00\n"
    "TOTAL                                                              46,866.00 THB\n"
    "\n"
    "Payment due: 30 Nov 2025\n"
    "Licences not paid by the due date will be suspended on 1 Dec 2025.\n"
    "Bank transfer: Siam Commercial Bank, Bangkok CAD Solutions Co., Ltd., 045-2-77815-6\n"
    "Account manager: Parinya Thongsuk, parinya@bkkcad.co.th",
]
CAD_QUOTE_TH = [
    "บริษัท บางกอก แคด โซลูชั่นส์ จำกัด",
    "1550 อาคารธนภูมิ ชั้น 17 ถ.เพชรบุรีตัดใหม่ แขวงมักกะสัน เขตราชเทวี กรุงเทพฯ 10400  www.bkkcad.co.th",
    "ใบเสนอราคา เลขที่ BCS-QT-2511-0188  วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณอรุณี ชัยมงคล หจก. เรือนดอย สตูดิโอ",
    "เรื่อง ปลั๊กอินเรนเดอร์ LumaRender สำหรับ SketchLine Pro (ไลเซนส์รายปี)",
]
CAD_QUOTE_TABLE = [
    ("ตัวเลือก", "ราคา (บาท)", "VAT 7%", "รวม (บาท)"),
    ("LumaRender 1 ไลเซนส์", "14,500", "1,015", "15,515"),
    ("LumaRender 2 ไลเซนส์ (ราคาโปรโมชั่น)", "27,000", "1,890", "28,890"),
]
CAD_QUOTE_BOTTOM = [
    "ราคาโปรโมชั่น 2 ไลเซนส์ ใช้ได้เมื่อสั่งพร้อมต่ออายุ SketchLine Pro ภายในวันที่ 30 พฤศจิกายน 2568",
    "ใบเสนอราคานี้มีผลถึงวันที่ 15 ธันวาคม 2568",
    "ฟรีอบรมออนไลน์ 2 ชั่วโมง",
    "ผู้เสนอราคา ปริญญา ทองสุข ผู้ดูแลลูกค้า โทร 086-201-5547",
]

TILE_PRICES = [
    "NORTHERN STONE & TILE CO., LTD.\n"
    "222 Moo 9, Phahonyothin Road, Mae Lao, Chiang Rai 57250   Tel. 053-603-118\n"
    "TRADE PRICE LIST 2025 - for architects and contractors\n"
    "Valid 1 March 2025 - 28 February 2026. Prices in THB, VAT included.\n"
    "\n"
    "Terrazzo tile 60x60 cm, grey chip .............. 890 THB/sqm\n"
    "Cement tile 20x20 cm, Lanna pattern ............ 1,250 THB/sqm\n"
    "Terracotta floor tile 30x30 cm ................. 420 THB/sqm\n"
    "Slate wall cladding, natural split ............. 980 THB/sqm\n"
    "Washed gravel finish (on site) ................. 650 THB/sqm\n"
    "Lanna clay roof tile, glazed ................... 18 THB/piece\n"
    "\n"
    "Trade discount for registered architects: 8% on orders over 50,000 THB.\n"
    "Delivery free within 40 km of Chiang Rai city; beyond that 25 THB/km.\n"
    "Samples free. Showroom open Mon-Sat 8:00-17:00.\n"
    "Contact: Khun Wilawan, sales@northernstone.co.th",
]

JANSEN_EMAIL = """From: Pieter Jansen <pieter.jansen@ziggo.nl>
To: ruendoi.studio@gmail.com
Cc: Noi Jansen <noi.jansen@gmail.com>
Date: Thu, 6 Nov 2025 15:22
Subject: Our house in Chiang Saen - budget and next steps

Dear Khun Arunee,

Thank you for the sketches and for showing us around the land last month. Noi and I have talked it over with
the bank and we are ready to go ahead with the design.

Some updates:
- Our construction budget is now 6,500,000 THB (not 5.8 million as we said in October). The extra is for the
  covered terrace facing the Mekong and a small guest house.
- Main house: 3 bedrooms, 2 bathrooms, open kitchen. Guest house: 1 bedroom, about 40 sqm.
- We would like local materials where possible (teak from old houses, clay tiles) and a low roof, not a
  "resort" look.
- The land is 1 rai 2 ngan, title deed no. 77215, Wiang, Chiang Saen.

We fly in on 19 November. Could we meet at the site on 22 November 2025 at 9:00? Noi's brother can bring the
survey map.

We hope to move in by December 2026. Please send us your fee proposal before we meet if possible.

Kind regards,
Pieter Jansen
+31 6 2841 7730 / Thai mobile 095-118-6402
"""

RENT_LETTER = [
    "นางบัวผัน แสงคำ",
    "227 ถ.บรรพปราการ ต.เวียง อ.เมือง จ.เชียงราย 57000  โทร 081-950-3366",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรื่อง การต่อสัญญาเช่าและปรับอัตราค่าเช่าอาคารพาณิชย์ เลขที่ 218/3 ถ.พหลโยธิน",
    "เรียน หุ้นส่วนผู้จัดการ หจก. เรือนดอย สตูดิโอ (คุณอรุณี ชัยมงคล)",
    "ตามที่ห้างฯ ได้เช่าอาคารพาณิชย์ 2 ชั้นเลขที่ 218/3 ถ.พหลโยธิน เป็นสำนักงาน ในอัตราค่าเช่าเดือนละ 12,000 บาท "
    "และสัญญาเช่าจะสิ้นสุดในวันที่ 31 ธันวาคม 2568 นั้น",
    "ข้าพเจ้ายินดีให้เช่าต่ออีก 3 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571 "
    "โดยขอปรับค่าเช่าเป็นเดือนละ 13,500 บาท เนื่องจากภาษีที่ดินและสิ่งปลูกสร้างและค่าซ่อมหลังคาที่เพิ่มขึ้น",
    "เงินประกันการเช่าปรับจาก 24,000 บาท เป็น 27,000 บาท (2 เดือนของค่าเช่าใหม่) ชำระส่วนต่าง 3,000 บาท วันเซ็นสัญญาใหม่",
    "ค่าเช่าชำระภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชีเดิม",
    "กรุณาแจ้งตอบภายในวันที่ 15 ธันวาคม 2568 หากไม่ประสงค์จะเช่าต่อ",
    "ขอแสดงความนับถือ",
    "บัวผัน แสงคำ ผู้ให้เช่า",
]

BANK_LETTER = [
    "MEKONG COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Chiang Rai Branch, 410 Thanalai Road, Mueang Chiang Rai 57000   Tel. 053-711-245\n"
    "\n"
    "14 November 2025\n"
    "\n"
    "Ruen Doi Studio Limited Partnership\n"
    "218/3 Phahonyothin Road, Rop Wiang, Mueang Chiang Rai 57000\n"
    "\n"
    "Subject: Notice of change in interest rate - SME term loan no. SL-6603-00418\n"
    "\n"
    "Dear Khun Arunee Chaimongkol,\n"
    "\n"
    "Following the reduction of the Bank's Minimum Loan Rate (MLR) from 6.80% to 6.45% per annum, the interest\n"
    "rate on your loan will change as follows:\n"
    "\n"
    "Current rate: MLR - 0.50% = 6.30% per annum\n"
    "New rate: MLR - 0.50% = 5.95% per annum, effective 1 December 2025\n"
    "Outstanding principal as of 31 October 2025: 486,215.40 THB\n"
    "Monthly instalment: 14,320 THB now; 14,050 THB from the instalment due 5 January 2026\n"
    "Loan maturity date: unchanged (5 September 2028)\n"
    "\n"
    "Instalments are debited automatically from current account 702-1-44518-3 on the 5th of each month.\n"
    "No action is needed on your part. For questions please contact your relationship manager,\n"
    "Khun Chatchai Inthawong, 086-332-9014.\n"
    "\n"
    "Yours faithfully,\n"
    "SME Lending Department",
]

# ---------------------------------------------------------------- the studio's books
ARCH_2568 = [45000, 0, 81000, 36000, 54000, 18000, 96000, 27000, 57200, 42000]
INTERIOR_2568 = [28000, 35000, 0, 47500, 22000, 63000, 0, 38500, 15000, 74000]
SUPERVISION_2568 = [12000, 12000, 12000, 8000, 8000, 8000, 15000, 15000, 15000, 10000]
SOFTWARE_2568 = [1290] * 10
PRINTING_2568 = [2450, 1880, 3620, 2100, 2940, 1560, 4280, 2330, 3150, 2760]
TRAVEL_2568 = [3200, 2850, 4100, 3600, 3950, 2700, 4600, 3300, 4250, 4050]
UTILITIES_2568 = [2860, 2740, 3390, 4120, 4380, 3650, 3210, 3080, 3140, 2970]

ARCH_2567 = [38000, 24000, 0, 72000, 45000, 30000, 0, 66000, 52000, 18000, 90000, 40000]
INTERIOR_2567 = [0, 32000, 41000, 0, 27500, 36000, 58000, 0, 24000, 45000, 0, 62000]
SUPERVISION_2567 = [10000, 10000, 10000, 10000, 6000, 6000, 6000, 12000, 12000, 12000, 8000, 8000]
SOFTWARE_2567 = [1190] * 11 + [45702]
PRINTING_2567 = [2100, 2380, 1950, 3400, 2620, 2250, 1870, 3960, 2480, 2710, 3320, 2040]
TRAVEL_2567 = [2600, 3100, 2750, 3800, 3350, 2900, 2450, 4100, 3650, 2800, 3900, 3150]
UTILITIES_2567 = [2710, 2650, 3120, 3980, 4150, 3420, 3090, 2950, 3010, 2880, 2790, 2840]

STAGES_2568 = [
    ("บ้านคุณสมพงษ์ เรือนแก้ว (RD-68/07)", "งวด 1 ลงนามสัญญา", 57200, "9 ก.ย. 2568", "รับแล้ว"),
    ("บ้านคุณสมพงษ์ เรือนแก้ว (RD-68/07)", "งวด 2 แบบร่างขั้นต้น", 100100, "30 พ.ย. 2568", "ยังไม่ได้รับ"),
    ("บ้านคุณสมพงษ์ เรือนแก้ว (RD-68/07)", "งวด 3 แบบก่อสร้าง+ยื่นขออนุญาต", 85800, "ม.ค. 2569", "ยังไม่ได้รับ"),
    ("บ้านคุณสมพงษ์ เรือนแก้ว (RD-68/07)", "งวด 4 ได้ใบอนุญาต", 42900, "มี.ค. 2569", "ยังไม่ได้รับ"),
    ("ม่อนหมอก คาเฟ่ (RD-68/09)", "งวด 1 ลงนามสัญญา", 74000, "1 ต.ค. 2568", "รับแล้ว"),
    ("ม่อนหมอก คาเฟ่ (RD-68/09)", "งวด 2 แบบก่อสร้างครบชุด", 74000, "15 ธ.ค. 2568", "ยังไม่ได้รับ"),
    ("ม่อนหมอก คาเฟ่ (RD-68/09)", "งวด 3 ตรวจงานก่อนเปิดร้าน", 37000, "มี.ค. 2569", "ยังไม่ได้รับ"),
    ("ม่อนหมอก คาเฟ่ งานเพิ่ม ป้าย+เด็ค", "จ่ายพร้อมงวด 2", 20000, "15 ธ.ค. 2568", "ยังไม่ได้รับ"),
]
STAGES_2567 = [
    ("บ้านคุณจันทร์เพ็ญ แม่จัน (RD-67/03)", "งวด 1 ลงนามสัญญา", 45000, "4 เม.ย. 2567", "รับแล้ว"),
    ("บ้านคุณจันทร์เพ็ญ แม่จัน (RD-67/03)", "งวด 2 แบบร่างขั้นต้น", 66000, "ส.ค. 2567", "รับแล้ว"),
    ("บ้านคุณจันทร์เพ็ญ แม่จัน (RD-67/03)", "งวด 3 แบบก่อสร้าง+ยื่นขออนุญาต", 52000, "ก.ย. 2567", "รับแล้ว"),
    ("บ้านคุณจันทร์เพ็ญ แม่จัน (RD-67/03)", "งวด 4 ได้ใบอนุญาต", 27000, "ม.ค. 2568", "ยังไม่ได้รับ"),
    ("ร้านอาหารครัวริมกก (RD-67/05)", "งวด 1 ลงนามสัญญา", 58000, "ก.ค. 2567", "รับแล้ว"),
    ("ร้านอาหารครัวริมกก (RD-67/05)", "งวด 2 แบบก่อสร้าง", 62000, "ธ.ค. 2567", "รับแล้ว"),
]


def _studio_book(path: Path, year: str, arch: list[int], interior: list[int], supervision: list[int],
                 software: list[int], printing: list[int], travel: list[int], utilities: list[int],
                 loan: int, stages: list[tuple]) -> None:
    book = openpyxl.Workbook()
    months = MONTHS[:len(arch)]
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับเรือนดอย สตูดิโอ ปี {year} (Studio income {year}, THB)"])
    income.append(["เดือน (Month)", "ค่าออกแบบสถาปัตย์ (Architecture fees)", "ค่าออกแบบภายใน (Interior fees)",
                   "ค่าควบคุมงาน (Site supervision)", "รวม (Total)"])
    for month, a, i, s in zip(months, arch, interior, supervision):
        income.append([f"{month} {year}", a, i, s, a + i + s])
    label = "รวมทั้งปี (Year total)" if len(arch) == 12 else f"รวม ม.ค.-{months[-1]} (Total to date)"
    income.append([label, sum(arch), sum(interior), sum(supervision), sum(arch) + sum(interior) + sum(supervision)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายเรือนดอย สตูดิโอ ปี {year} (Studio expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าเช่าสำนักงาน (Office rent)", "ซอฟต์แวร์ (Software)", "ค่าพิมพ์แบบ (Printing)",
                  "ค่าเดินทางไซต์ (Site travel)", "ค่าน้ำไฟเน็ต (Utilities)", "ผ่อนเงินกู้ (Loan)", "รวม (Total)"])
    rows = list(zip(months, software, printing, travel, utilities))
    for month, sw, pr, tr, ut in rows:
        costs.append([f"{month} {year}", 12000, sw, pr, tr, ut, loan, 12000 + sw + pr + tr + ut + loan])
    costs.append([label, 12000 * len(rows), sum(software), sum(printing), sum(travel), sum(utilities),
                  loan * len(rows), sum(12000 + sw + pr + tr + ut + loan for _, sw, pr, tr, ut in rows)])
    for column in range(2, 9):
        money_format(costs, column)
    fees = book.create_sheet("งวดค่าแบบ Fee stages")
    fees.append([f"งวดค่าแบบ ปี {year} (Fee stages)"])
    fees.append(["โครงการ (Project)", "งวด (Stage)", "จำนวนเงิน (Amount, THB)", "กำหนด (Due)", "สถานะ (Status)"])
    for row in stages:
        fees.append(list(row))
    money_format(fees, 3)
    book.save(path)


TRAVEL_OCT = """# ค่าเดินทางไซต์งาน ตุลาคม 2568

ใช้รถพี่เอก (ฟอร์จูนเนอร์) คิดกิโลละ 5 บาท ตามที่ตกลงกันในหุ้นส่วน

| วันที่ | ไปไหน | กม. ไป-กลับ | บาท |
|---|---|---|---|
| 3 ต.ค. | ม่อนหมอก คาเฟ่ ดอยฮาง (วัดพื้นที่) | 64 | 320 |
| 9 ต.ค. | บ้านคุณสมพงษ์ บ้านดู่ | 22 | 110 |
| 14 ต.ค. | เชียงแสน ดูที่ดินคุณ Pieter | 140 | 700 |
| 17 ต.ค. | ม่อนหมอก คาเฟ่ (ประชุมแบบร่าง) | 64 | 320 |
| 21 ต.ค. | แม่สาย ดูร้านไม้เก่า | 108 | 540 |
| 24 ต.ค. | เชียงใหม่ ดูโชว์รูมกระเบื้อง + ค่าอาหาร 380 | 250 | 1,630 |
| 28 ต.ค. | ม่อนหมอก คาเฟ่ (ส่งแบบร่าง) | 64 | 320 |
| 30 ต.ค. | บ้านคุณสมพงษ์ บ้านดู่ | 22 | 110 |

รวม 734 กม. ค่าเดินทาง ต.ค. รวม 4,050 บาท (ลงบัญชีแล้ว)
เดือนหน้าต้องไปเชียงแสนอีก 22 พ.ย.
"""

# ---------------------------------------------------------------- chats
MAY_CHAT = """[20 ต.ค. 68 14:05] เมย์ ม่อนหมอก: พี่อรคะ เมย์อยากให้ช่วยออกแบบป้ายหน้าร้านกับเด็คชมวิวเพิ่มด้วยค่ะ คิดเท่าไหร่คะ
[20 ต.ค. 68 14:31] อร เรือนดอย: ได้ค่ะ ป้ายหน้าร้าน + แบบไฟป้าย + เด็คชมวิว คิดเพิ่ม 25,000 บาทค่ะ
[20 ต.ค. 68 15:02] เมย์ ม่อนหมอก: โห แรงไปนิดนึงค่ะพี่ ลดให้หน่อยได้มั้ยคะ ตอนนี้งบตึงมาก
[21 ต.ค. 68 09:10] อร เรือนดอย: งั้นพี่ให้ 22,000 นะคะ
[21 ต.ค. 68 09:40] เมย์ ม่อนหมอก: แบบไฟป้าย เดี๋ยวร้านทำป้ายเขาออกแบบให้เองได้ค่ะ ตัดส่วนนั้นออกได้มั้ยคะ
[21 ต.ค. 68 10:05] อร เรือนดอย: ได้ค่ะ ตัดแบบไฟป้ายออก เหลือ 20,000 บาทค่ะ จ่ายพร้อมงวด 2 ได้เลย
[21 ต.ค. 68 10:07] เมย์ ม่อนหมอก: ตกลงค่ะ 20,000 ขอบคุณค่ะพี่
[28 ต.ค. 68 16:20] อร เรือนดอย: ส่งแบบร่างในไลน์แล้วนะคะ มี 2 ทางเลือกสำหรับเคาน์เตอร์บาร์
[28 ต.ค. 68 19:45] เมย์ ม่อนหมอก: ชอบแบบ B ค่ะ ไม้เก่าเยอะๆ
[5 พ.ย. 68 11:12] เมย์ ม่อนหมอก: พี่คะ เมย์อยากได้หลังคาคลุมเด็คด้วย ฝนตกแล้วนั่งไม่ได้
[5 พ.ย. 68 11:20] อร เรือนดอย: โอเคค่ะ เดี๋ยวพี่ให้ช่างเอกชัยคิดราคาให้นะคะ
[7 พ.ย. 68 10:02] อร เรือนดอย: หลังคาเด็คโพลีคาร์บอเนต ช่างคิด 61,500 ค่ะ รวมรางน้ำแล้ว
[7 พ.ย. 68 10:15] เมย์ ม่อนหมอก: โอเคค่ะ เอาค่ะ
"""
EK_CHAT = """วันพุธที่ 5 พฤศจิกายน 2568
[10:42] ช่างเอกชัย: พี่อรครับ หลังคาคลุมเด็คที่ร้านม่อนหมอก ผมคิดให้ 68,000 ครับ เมทัลชีทบุฉนวน โครงเหล็กกล่อง 2 นิ้ว
[11:15] อร เรือนดอย: แพงไปค่ะช่าง ลูกค้างบตึงมาก
[11:40] ช่างเอกชัย: ถ้าไม่บุฉนวน 64,000 ครับ
[11:42] อร เรือนดอย: ขอคิดดูก่อนนะคะ
วันศุกร์ที่ 7 พฤศจิกายน 2568
[09:05] อร เรือนดอย: ช่างคะ ขอโครงเหล็กเหมือนเดิม แต่หลังคาเป็นโพลีคาร์บอเนตสีขาวขุ่นได้มั้ยคะ ให้แสงเข้าเด็ค
[09:32] ช่างเอกชัย: ได้ครับ แบบนั้น 61,500 ครับ รวมรางน้ำแล้ว
[09:35] อร เรือนดอย: โอเคค่ะ 61,500 เดี๋ยวแจ้งคุณเมย์นะคะ
[09:50] ช่างเอกชัย: ครับ ถ้าได้งานร้านทั้งหมด ผมเริ่มได้ 12 ม.ค. 69 ครับ
[09:51] อร เรือนดอย: รอลูกค้าเลือกผู้รับเหมาก่อนนะคะ อีกเจ้าก็ส่งราคามาแล้ว
"""

CONCEPT_SLIDES = [
    ("ม่อนหมอก คาเฟ่ - แนวคิดการออกแบบ", "Mon Mok Cafe, Doi Hang, Chiang Rai\nเรือนดอย สตูดิโอ  ตุลาคม 2568"),
    ("แนวคิด", "ร้านกาแฟกลางสวนชาบนเนิน มองเห็นทะเลหมอกตอนเช้า\n"
               "วัสดุ: ไม้เก่า ผนังดินฉาบ กระเบื้องดินเผา หลังคาเหล็กสีเข้ม"),
    ("พื้นที่และที่นั่ง", "พื้นที่ในร้าน 165 ตร.ม. + เด็คกลางแจ้ง 90 ตร.ม.\nที่นั่งรวม 48 ที่ (ในร้าน 28 ที่ เด็ค 20 ที่)\n"
                          "บาร์กาแฟยาว 6 เมตร หันหน้าเข้าวิว"),
    ("งบประมาณ", "งานก่อสร้างและตกแต่ง ประมาณ 1,300,000 บาท\nเฟอร์นิเจอร์และของตกแต่ง 420,000 บาท\n"
                 "ป้ายร้านและไฟสวน แยกงบ"),
    ("กำหนดการ", "ส่งแบบก่อสร้าง 15 ธันวาคม 2568\nเริ่มก่อสร้าง มกราคม 2569\nเปิดร้าน มีนาคม 2569"),
]

SITE_NOTES = """# ประชุมไซต์ บ้านคุณสมพงษ์ เรือนแก้ว (บ้านดู่) 5 พฤศจิกายน 2568

ผู้เข้าร่วม: คุณสมพงษ์, คุณแพรว (ภรรยา), พี่อร, พี่เอก, คุณวิทยา (วิศวกรโครงสร้าง)

## สิ่งที่ตกลง
- ย้ายครัวไปทางทิศเหนือ ติดลานซักล้าง เพื่อไม่ให้กลิ่นเข้าห้องนั่งเล่น
- เพิ่มโรงจอดรถ 2 คัน หลังคาแยกจากตัวบ้าน
- ฝ้าห้องนั่งเล่นชั้นล่างสูงจาก 3.00 เป็น 3.20 ม.
- งบก่อสร้างประมาณการขึ้นจาก 5,200,000 เป็น 5,650,000 บาท (เพราะโรงจอดรถและฝ้าสูง)
- ค่าแบบยังคิดตามสัญญา 286,000 บาท ไม่เปลี่ยน (ตกลงกันแล้ว)
- คุณวิทยาขอผลเจาะสำรวจดินก่อนออกแบบฐานราก ค่าเจาะดิน 18,000 บาท ผู้ว่าจ้างจ่ายเอง

## งานที่ต้องทำ
- พี่อร: แก้แบบร่างขั้นต้น ส่งภายใน 30 พฤศจิกายน 2568 (วางบิลงวด 2 100,100 บาท)
- พี่เอก: ทำภาพ 3D ห้องนั่งเล่นและครัว
- คุณสมพงษ์: ติดต่อบริษัทเจาะดิน

ประชุมครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 14.00 น. ที่สตูดิโอ
"""

PERMIT_CHECKLIST = """# เช็กลิสต์ยื่นขออนุญาตก่อสร้าง (อ.1) เทศบาลนครเชียงราย

- [ ] แบบ 5 ชุด เซ็นสถาปนิก + วิศวกร ทุกแผ่น
- [ ] สำเนาโฉนด ขนาดเท่าฉบับจริง เซ็นรับรองทุกหน้า
- [ ] หนังสือยินยอมเจ้าของที่ดิน (ถ้าไม่ใช่ผู้ขอ)
- [ ] สำเนาใบอนุญาตประกอบวิชาชีพ สถาปนิก (ส-สถ.) + วิศวกร (สย.)
- [ ] หนังสือรับรองการเป็นผู้ออกแบบ + ผู้ควบคุมงาน
- [ ] รายการคำนวณโครงสร้าง
- [ ] ผังบริเวณ แสดงระยะร่นจากเขตที่ดินและทางสาธารณะ

ค่าธรรมเนียม: ตรวจแบบ ตร.ม. ละ 0.50 บาท (บ้านเกิน 150 ตร.ม.) + ค่าใบอนุญาต 20 บาท
ยื่นที่ กองช่าง ชั้น 2 จันทร์-ศุกร์ ปกติรอ 30-45 วัน
โทรถามคุณนิพนธ์ กองช่าง 053-711-333 ต่อ 214
"""

PAGE_IDEAS = """ไอเดียโพสต์เพจเรือนดอย สตูดิโอ
- ก่อน/หลัง บ้านคุณจันทร์เพ็ญ แม่จัน (ขออนุญาตเจ้าของบ้านก่อน)
- คลิปสั้น ไม้เก่าจากแม่สาย ทำเป็นเคาน์เตอร์บาร์
- โพสต์ความรู้: ขออนุญาตก่อสร้างต้องใช้อะไรบ้าง
- รีวิวกระเบื้องดินเผาล้านนา 3 เจ้า
- ถ่ายรูปร้านม่อนหมอกตอนเปิด (ปีหน้า)
"""

# ---------------------------------------------------------------- household
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Rai\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Arunee Chaimongkol\n"
    "Address: 99/7 Moo 5, Ban Du, Mueang Chiang Rai 57100\n"
    "Customer no. 020087731542\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 24,118 -> 24,474   Units used: 356 kWh\n"
    "Energy charge 1,541.30  Ft 35.24  Service 38.22  VAT 7% 113.03\n"
    "AMOUNT DUE: 1,727.79 THB\n"
    "Due date: 29 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
LANNALINK_BILL = [
    "LANNALINK COMMUNICATIONS CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Arunee Chaimongkol    Account: LL-8830-1146\n"
    "Home Fibre 1000/500 Mbps                 699.00\n"
    "Mobile 081-764-2209 (Unlimited 30GB)     399.00\n"
    "Mobile 062-418-9375 (Talk 300)           299.00\n"
    "Subtotal                               1,397.00\n"
    "VAT 7%                                    97.79\n"
    "TOTAL                                  1,494.79 THB\n"
    "Due date: 20 Nov 2025. Auto-debit from Mekong Commercial Bank account.",
]
INSURANCE_LETTER = [
    "GOLDEN LOTUS LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Rai Service Centre, Singhaclai Road\n"
    "10 November 2025\n"
    "\n"
    "RENEWAL NOTICE - CHILD HEALTH PLAN \"LOTUS KIDS CARE\"\n"
    "Dear Mrs. Arunee Chaimongkol (policy owner),\n"
    "Insured: Miss Pannita Chaimongkol, age 8\n"
    "Policy no. GL-HC-2209-7731 expires on 31 Dec 2025.\n"
    "\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "In-patient cover: 1,000,000 THB per year; room and board 4,000 THB per day\n"
    "Annual premium: 14,800 THB (last year 13,900 THB)\n"
    "Or quarterly: 3,850 THB x 4\n"
    "Reason for change: new age band and higher medical costs.\n"
    "Please pay the annual premium or the first quarterly premium by 20 Dec 2025.\n"
    "Note: premiums for a child's health plan cannot be used for the parents' income tax deduction.\n"
    "Agent: Khun Siriporn, 089-557-2031\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนพัฒนศึกษา เชียงราย", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปัณณิตา ชัยมงคล (ข้าวหอม)  ชั้น ป.3/1  เลขประจำตัว 30582"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารแม่โขงพาณิชย์ 702-3-10988-1",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "3,250"), ("ค่าประกันอุบัติเหตุ", "450")],
                "25,900", "14 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "5,400"),
                           ("ค่าเข้าค่ายลูกเสือ", "1,200"), ("ค่าเรียนคอมพิวเตอร์เสริม", "2,000")],
                "25,400", "5 พฤศจิกายน 2568")

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1862.40, "PEA"), ("ค่าน้ำประปา (Water)", 248, ""),
                  ("เน็ตบ้าน+มือถือ (Internet, mobile)", 1494.79, "LannaLink"), ("ค่ากับข้าว (Food)", 9200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, ""),
                  ("ประกันสุขภาพข้าวหอม รายไตรมาส (Child health insurance)", 3620, "โกลเด้นโลตัสประกันชีวิต"),
                  ("ค่าเรียนว่ายน้ำข้าวหอม (Swimming class)", 1600, ""), ("ผ่อนบ้าน (Mortgage)", 11800, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1954.65, "PEA"), ("ค่าน้ำประปา (Water)", 262, ""),
                  ("เน็ตบ้าน+มือถือ (Internet, mobile)", 1494.79, "LannaLink"), ("ค่ากับข้าว (Food)", 9650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""), ("ค่าเรียนว่ายน้ำข้าวหอม (Swimming class)", 1600, ""),
                  ("ผ่อนบ้าน (Mortgage)", 11800, ""), ("ค่าหมอส้มโอ (Vet)", 850, "ทำหมัน")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1727.79, "PEA"), ("ค่าน้ำประปา (Water)", 255, ""),
                  ("เน็ตบ้าน+มือถือ (Internet, mobile)", 1494.79, "LannaLink"), ("ค่ากับข้าว (Food)", 9480, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3960, ""), ("ค่าเรียนว่ายน้ำข้าวหอม (Swimming class)", 1600, ""),
                  ("ผ่อนบ้าน (Mortgage)", 11800, ""), ("ของขวัญวันเกิดข้าวหอม (Birthday)", 1290, "")],
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


FAMILY_CHAT = """[2 พ.ย. 68 19:05] อร: พี่วี ค่าเทอมข้าวหอมเทอม 2 ต้องจ่ายก่อน 5 พ.ย. นะ 25,400
[2 พ.ย. 68 19:12] วี: พรุ่งนี้โอนให้ เดี๋ยวส่งสลิปในนี้
[3 พ.ย. 68 08:30] วี: โอนแล้ว 25,400 ครับ
[3 พ.ย. 68 12:10] แม่ศรี: วันเสาร์ที่ 15 ไปทำบุญวัดร่องเสือเต้นกันมั้ยลูก
[3 พ.ย. 68 12:25] อร: ไปค่ะแม่ แต่บ่ายต้องเข้าสตูดิโอนิดนึง
[10 พ.ย. 68 21:00] อร: ประกันสุขภาพข้าวหอมส่งจดหมายมาแล้ว ปีหน้าขึ้นนะ จ่ายรายปีดีกว่ามั้ย ถูกกว่ารายไตรมาส
[10 พ.ย. 68 21:04] วี: จ่ายรายปีเลย ก่อน 20 ธ.ค. เดี๋ยวพี่จ่ายเอง
[12 พ.ย. 68 18:20] อร: ส้มโอฉีดวัคซีนวันเสาร์ที่ 22 นะ แต่วันนั้นอรไปเชียงแสน พี่วีพาไปได้มั้ย
[12 พ.ย. 68 18:26] วี: ได้ เช้าพาไปเอง
"""
TAX_NOTES = """# ลดหย่อนภาษี ปี 2568 (ของอร)

- ประกันชีวิตอร 18,000 บาท (ใบรับรองยังไม่มา)
- ประกันสุขภาพอรเอง 9,600 บาท
- ดอกเบี้ยเงินกู้ซื้อบ้าน ทั้งปีประมาณ 52,300 บาท (ธนาคารส่งหนังสือรับรอง ม.ค.)
- กองทุน SSF ตั้งใจซื้อ 30,000 บาท ก่อน 25 ธ.ค.
- บริจาควัด 4,500 บาท (เก็บใบอนุโมทนาไว้ในลิ้นชัก)
- ลดหย่อนบุตร 1 คน (ข้าวหอม) 30,000 บาท
- เงินได้จาก หจก. แยกยื่นในนามห้าง
"""
VACCINE_NOTES = """# ส้มโอ (แมวส้ม เพศเมีย เกิด มี.ค. 2566)
- คลินิกหมอเก่ง ถ.ศรีเกิด
- วัคซีนรวมแมว ครบปี ฉีดครั้งต่อไป 22 พฤศจิกายน 2568
- วัคซีนพิษสุนัขบ้า 22 พฤศจิกายน 2568 พร้อมกัน
- ทำหมันแล้ว ก.ย. 2568 (850 บาท)
- อาหารเม็ดถุงละ 420 บาท ใช้ได้ประมาณ 5 สัปดาห์
"""

TEXTS = {
    "สตูดิโอ/บัญชี/ค่าเดินทางไซต์_ต.ค.68.md": TRAVEL_OCT,
    "สตูดิโอ/แชท/แชทไลน์_คุณเมย์_ม่อนหมอก.txt": MAY_CHAT,
    "สตูดิโอ/แชท/แชทไลน์_ช่างเอกชัย.txt": EK_CHAT,
    "สตูดิโอ/บันทึก/ประชุมไซต์_บ้านคุณสมพงษ์_5พย68.md": SITE_NOTES,
    "สตูดิโอ/บันทึก/เช็กลิสต์ขออนุญาตก่อสร้าง.md": PERMIT_CHECKLIST,
    "สตูดิโอ/ลูกค้า/email_Pieter_Jansen_ChiangSaen.txt": JANSEN_EMAIL,
    "สตูดิโอ/ไอเดียโพสต์เพจ.txt": PAGE_IDEAS,
    "บ้าน/แชทไลน์_ครอบครัว.txt": FAMILY_CHAT,
    "บ้าน/ลดหย่อนภาษี_2568.md": TAX_NOTES,
    "บ้าน/นัดฉีดวัคซีนส้มโอ.md": VACCINE_NOTES,
}
TODO = {"todo.md": """- จ่ายค่าต่อ SketchLine ก่อน 30 พ.ย.
- ส่งแบบร่างบ้านคุณสมพงษ์ ก่อน 30 พ.ย. แล้ววางบิลงวด 2
- ไปเชียงแสนเจอคุณ Pieter 22 พ.ย. 9 โมง
- ตอบป้าบัวผันเรื่องต่อสัญญาเช่าออฟฟิศ ก่อน 15 ธ.ค.
- ให้คุณเมย์เลือกผู้รับเหมา
- จ่ายประกันข้าวหอม ก่อน 20 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    studio, home = docs / "สตูดิโอ", docs / "บ้าน"
    contracts, quotes, suppliers, office, books = (studio / "สัญญา", studio / "ใบเสนอราคาผู้รับเหมา",
                                                    studio / "Suppliers", studio / "สำนักงาน", studio / "บัญชี")
    for folder in (contracts, quotes, suppliers, office, books, studio / "พรีเซนต์", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมข้าวหอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญาออกแบบบ้าน_คุณสมพงษ์_ร่าง.docx", HOUSE_DRAFT, HOUSE_DRAFT_TABLE,
               bottom=HOUSE_DRAFT_BOTTOM)
    write_docx(contracts / "สัญญาออกแบบบ้าน_คุณสมพงษ์_ฉบับจริง.docx", HOUSE_FINAL, HOUSE_FINAL_TABLE,
               bottom=HOUSE_FINAL_BOTTOM)
    write_docx(contracts / "สัญญาออกแบบภายใน_ม่อนหมอกคาเฟ่.docx", CAFE_CONTRACT, headings=CAFE_HEADINGS,
               bottom=CAFE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_หจก.รุ่งเรืองก่อสร้าง_ม่อนหมอก.docx", RR_TOP, RR_TABLE, bottom=RR_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เอกชัยการช่าง_ม่อนหมอก.docx", EK_TOP, EK_TABLE, bottom=EK_BOTTOM)
    make_pdf(suppliers / "BangkokCAD_invoice_SketchLine_2026.pdf", CAD_INVOICE)
    write_docx(suppliers / "ใบเสนอราคา_บางกอกแคด_ปลั๊กอินเรนเดอร์.docx", CAD_QUOTE_TH, CAD_QUOTE_TABLE,
               bottom=CAD_QUOTE_BOTTOM)
    make_pdf(suppliers / "NorthernStone_tile_pricelist_2025.pdf", TILE_PRICES)
    write_docx(office / "หนังสือปรับค่าเช่า_ตึกแถวพหลโยธิน.docx", RENT_LETTER)
    make_pdf(office / "MekongBank_loan_notice_Nov2025.pdf", BANK_LETTER)
    _studio_book(books / "รายรับรายจ่ายสตูดิโอ_2568.xlsx", "2568", ARCH_2568, INTERIOR_2568, SUPERVISION_2568,
                 SOFTWARE_2568, PRINTING_2568, TRAVEL_2568, UTILITIES_2568, 14320, STAGES_2568)
    _studio_book(books / "รายรับรายจ่ายสตูดิโอ_2567.xlsx", "2567", ARCH_2567, INTERIOR_2567, SUPERVISION_2567,
                 SOFTWARE_2567, PRINTING_2567, TRAVEL_2567, UTILITIES_2567, 14320, STAGES_2567)
    write_slides(studio / "พรีเซนต์" / "คอนเซปต์_ม่อนหมอกคาเฟ่.pptx", CONCEPT_SLIDES)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "LannaLink_bill_Oct2025.pdf", LANNALINK_BILL)
    make_pdf(home / "ประกัน" / "GoldenLotus_health_renewal_2026.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมข้าวหอม" / "ค่าเทอม_ข้าวหอม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมข้าวหอม" / "ค่าเทอม_ข้าวหอม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
