"""The minimart folder: the papers of a couple who run a village minimart in Khon Kaen, written by code.

The owners are คุณวันเพ็ญ ศรีสุข (พี่เพ็ญ) and her husband ประเสริฐ (พี่เสริฐ). They run "เพ็ญมินิมาร์ท"
(Pen Minimart), a grocery and minimart at 112 หมู่ 5 ต.ในเมือง อ.บ้านไผ่ จ.ขอนแก่น: wholesale stock from
ทวีผลค้าส่ง (Thawiphon Wholesale), drinks from อีสานเบฟเวอเรจ ดิสทริบิวชั่น (Isan Beverage Distribution), a credit
book for the neighbours, two staff (แบม at the till, เอก on stock and deliveries). Their daughter มายด์
(ด.ญ.ธนพร) is in ม.2, Pen's father พ่อทองดี lives with them. It is November 2568 (2025).

Documents/เพ็ญมินิมาร์ท/ (the business)
- สัญญา/ข้อตกลงตัวแทนจำหน่าย_อีสานเบฟ_ร่าง.docx: draft drinks agreement (target 1,500 ลัง, rebate 2% a quarter,
  fridge deposit 5,000, credit 15 days; price table).
- สัญญา/ข้อตกลงตัวแทนจำหน่าย_อีสานเบฟ_ฉบับจริง.docx: the signed one (target 1,200 ลัง, rebate 2.5% a month,
  fridge deposit 3,000, credit 30 days; other prices).
- สัญญา/สัญญาจ้าง_น้องแบม.docx: employment contract of the cashier (380 บาท a day, from 1 มิ.ย. 2568).
- ใบเสนอราคา/ใบเสนอราคา_งานกีฬาสี_รร.บ้านไผ่พิทยาคม.docx: quote to a school's sports day (water 52 a pack, 5,570).
- ใบเสนอราคา/ใบเสนอราคา_งานกฐิน_วัดโนนสะอาด.docx: a similar quote to a temple's kathin fair (50 a pack, 8,450).
- เอกสารร้าน/หนังสือแจ้งภาษีป้าย_2569.docx: the municipality's signboard-tax assessment for 2569 (1,972).
- Suppliers/Thawiphon_invoice_TW6810-0452.pdf: October invoice of the wholesaler (8,688, due 17 Nov 2025).
- Suppliers/IsanBev_rebate_statement_Oct2025.pdf: the drinks firm's October statement (39,200 bought, rebate 980).
- Suppliers/GoldenHen_egg_price_email_Nov2025.txt: the egg farm's email, No.2 eggs 118 -> 124 a tray from 1 Dec.
- Suppliers/KKSmart_POS_quotation.pdf: a quotation for a POS till set (28,900).
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by month as rows; expenses by month).
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December with a year total.
- บัญชี/ยอดขายแยกหมวดสินค้า_2568.xlsx: sales by category, months as columns.
- บัญชี/สมุดเชื่อ_ลูกค้า_2568.xlsx: the neighbours' credit book, a sheet per month (ส.ค., ก.ย., ต.ค.).
- บัญชี/ค่าแรงพนักงาน_ตุลา68.md: October wages of the two staff (18,870).
- บัญชี/นับสต็อก_สิ้นเดือนตุลา68.md: the end-of-October stock count, shortfalls and expiring goods.
- บันทึกประชุมพนักงาน_1พ.ย.68.md: minutes of the staff meeting (open till 21.30, credit limit 5,000).
- แชท/แชทไลน์_ครูสมพร_กีฬาสี.txt: LINE chat with the teacher; water goes 60 -> 100 -> 80 แพ็ค, 6,610 in all.
- แชท/แชทไลน์_เจ๊หงส์_ทวีผล.txt: LINE chat with the wholesaler's saleswoman; rice 40 -> 30 ถุง at 160.
- แผนร้าน_2569.pptx: slides, next year's plan (2,700,000 target, POS, coffee corner 45,000).

Documents/บ้าน/ (the household)
- บิล/PEA_bill_Oct2025.pdf and บิล/FiberLink_internet_Oct2025.pdf: English electricity and internet bills.
- ประกัน/SiamSawasdee_health_renewal_Mind_2025.pdf: English renewal of the daughter's health policy (14,820);
  the household workbook calls the firm สยามสวัสดิ์ประกันชีวิต.
- ค่าเทอม/ค่าเทอม_มายด์_เทอม1_2568.docx and ค่าเทอม_มายด์_เทอม2_2568.docx: school fee notices (19,650; 20,650).
- รายจ่ายบ้าน_2568.xlsx: household spending, items as rows and months (ก.ค.-ต.ค. 2568) as columns.
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group.
- นัดหมอพ่อทองดี.md: notes on Pen's father's doctor's appointments.
- สูตรแจ่วบองแม่.md: her mother's jaew bong recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "เพ็ญมินิมาร์ท (Pen Minimart) 112 หมู่ 5 ต.ในเมือง อ.บ้านไผ่ จ.ขอนแก่น 40110 โทร 086-459-2173"

# ---------------------------------------------------------------- drinks agreement, draft and final
AGREEMENT_HEAD = [
    "บริษัท อีสานเบฟเวอเรจ ดิสทริบิวชั่น จำกัด",
    "99/8 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 043-227-580",
]
AGREEMENT_DRAFT = AGREEMENT_HEAD + [
    "ข้อตกลงการเป็นร้านค้าตัวแทนจำหน่ายเครื่องดื่ม (ร่าง เพื่อพิจารณา)",
    "ฉบับวันที่ 1 กันยายน 2568",
    "ระหว่าง บริษัท อีสานเบฟเวอเรจ ดิสทริบิวชั่น จำกัด (\"บริษัท\") กับ ร้านเพ็ญมินิมาร์ท โดย นางวันเพ็ญ ศรีสุข (\"ร้านค้า\")",
    "ระยะเวลาข้อตกลง 1 ตุลาคม 2568 ถึง 30 กันยายน 2569",
    "ราคาขายส่งให้ร้านค้า (รวมภาษีมูลค่าเพิ่มแล้ว)",
]
AGREEMENT_DRAFT_TABLE = [
    ("สินค้า", "หน่วย", "ราคาต่อหน่วย (บาท)"),
    ("น้ำอัดลมโคล่า 325 มล. กระป๋อง", "ลัง 24 กระป๋อง", "312"),
    ("น้ำดื่มอีสานใส 600 มล.", "แพ็ค 12 ขวด", "48"),
    ("ชาเขียวพร้อมดื่ม 420 มล.", "ลัง 24 ขวด", "360"),
    ("เครื่องดื่มชูกำลัง 150 มล.", "ลัง 50 ขวด", "500"),
    ("โซดา 325 มล.", "ลัง 24 ขวด", "216"),
]
AGREEMENT_DRAFT_BOTTOM = [
    "1. เป้าการสั่งซื้อทั้งปี 1,500 ลัง (นับรวมทุกสินค้า)",
    "2. ส่วนลดท้ายบิล (รีเบท) 2% ของยอดซื้อ คิดทุกไตรมาส จ่ายเป็นส่วนลดในบิลถัดไป",
    "3. บริษัทให้ยืมตู้แช่เครื่องดื่ม 2 ประตู ร้านค้าวางเงินมัดจำตู้ 5,000 บาท คืนเมื่อสิ้นสุดข้อตกลง",
    "4. เครดิตการชำระเงิน 15 วัน นับจากวันส่งสินค้า",
    "5. ร้านค้าต้องวางสินค้าของบริษัทในตู้แช่ไม่น้อยกว่า 80% ของพื้นที่ตู้",
    "หมายเหตุ: ร่างนี้ยังไม่ได้ลงนาม พี่เสริฐขอต่อรองเป้าและเงินมัดจำตู้",
]
AGREEMENT_FINAL = AGREEMENT_HEAD + [
    "ข้อตกลงการเป็นร้านค้าตัวแทนจำหน่ายเครื่องดื่ม เลขที่ IBD-KK-2568-0917",
    "ทำวันที่ 15 กันยายน 2568",
    "ระหว่าง บริษัท อีสานเบฟเวอเรจ ดิสทริบิวชั่น จำกัด (\"บริษัท\") กับ ร้านเพ็ญมินิมาร์ท โดย นางวันเพ็ญ ศรีสุข (\"ร้านค้า\")",
    "ระยะเวลาข้อตกลง 1 ตุลาคม 2568 ถึง 30 กันยายน 2569",
    "ราคาขายส่งให้ร้านค้า (รวมภาษีมูลค่าเพิ่มแล้ว)",
]
AGREEMENT_FINAL_TABLE = [
    ("สินค้า", "หน่วย", "ราคาต่อหน่วย (บาท)"),
    ("น้ำอัดลมโคล่า 325 มล. กระป๋อง", "ลัง 24 กระป๋อง", "305"),
    ("น้ำดื่มอีสานใส 600 มล.", "แพ็ค 12 ขวด", "46"),
    ("ชาเขียวพร้อมดื่ม 420 มล.", "ลัง 24 ขวด", "350"),
    ("เครื่องดื่มชูกำลัง 150 มล.", "ลัง 50 ขวด", "490"),
    ("โซดา 325 มล.", "ลัง 24 ขวด", "210"),
]
AGREEMENT_FINAL_BOTTOM = [
    "1. เป้าการสั่งซื้อทั้งปี 1,200 ลัง (นับรวมทุกสินค้า) หากไม่ถึงเป้า ไม่มีค่าปรับ แต่ไม่ได้รีเบทไตรมาสสุดท้าย",
    "2. ส่วนลดท้ายบิล (รีเบท) 2.5% ของยอดซื้อ คิดทุกเดือน หักเป็นส่วนลดในบิลเดือนถัดไป",
    "3. บริษัทให้ยืมตู้แช่เครื่องดื่ม 2 ประตู ร้านค้าวางเงินมัดจำตู้ 3,000 บาท คืนเมื่อสิ้นสุดข้อตกลง",
    "4. เครดิตการชำระเงิน 30 วัน นับจากวันส่งสินค้า",
    "5. ร้านค้าต้องวางสินค้าของบริษัทในตู้แช่ไม่น้อยกว่า 80% ของพื้นที่ตู้",
    "6. บริษัทติดป้ายโฆษณาหน้าร้าน 1 ป้าย และเป็นผู้เสียภาษีป้ายเอง",
    "ลงชื่อ ธีรวัฒน์ พลศรี ผู้จัดการเขตขาย ผู้แทนบริษัท",
    "ลงชื่อ วันเพ็ญ ศรีสุข ร้านค้า",
    "ลงชื่อ ประเสริฐ ศรีสุข พยาน",
]

# ---------------------------------------------------------------- staff contract
BAM_CONTRACT = [
    "สัญญาจ้างแรงงาน",
    "ทำที่ ร้านเพ็ญมินิมาร์ท อ.บ้านไผ่ จ.ขอนแก่น  วันที่ 28 พฤษภาคม 2568",
    "ระหว่าง นางวันเพ็ญ ศรีสุข เจ้าของร้านเพ็ญมินิมาร์ท ซึ่งต่อไปเรียกว่า \"นายจ้าง\"",
    "กับ นางสาวศิริพร บุญเรือง (แบม) อายุ 22 ปี บ้านเลขที่ 41 หมู่ 7 ต.หัวหนอง อ.บ้านไผ่ ซึ่งต่อไปเรียกว่า \"ลูกจ้าง\"",
]
BAM_CONTRACT_HEADINGS = [
    ("ข้อ 1 ตำแหน่งและหน้าที่", "พนักงานขายหน้าร้านและแคชเชียร์ คิดเงิน รับโอน จัดชั้นวางสินค้า ดูแลความสะอาดหน้าร้าน"),
    ("ข้อ 2 ระยะเวลาจ้าง", "เริ่มงานวันที่ 1 มิถุนายน 2568 ทดลองงาน 60 วัน"),
    ("ข้อ 3 ค่าจ้าง", "ค่าจ้างวันละ 380 บาท จ่ายทุกวันสิ้นเดือน โอนเข้าบัญชีลูกจ้าง\n"
                      "ทำงานล่วงเวลาคิดชั่วโมงละ 60 บาท"),
    ("ข้อ 4 เวลาทำงาน", "เวลา 07.00–16.00 น. พักกลางวัน 1 ชั่วโมง หยุดทุกวันพุธ"),
    ("ข้อ 5 สวัสดิการ", "นายจ้างส่งเงินประกันสังคมให้ ลาป่วยได้ตามกฎหมาย ลากิจได้ปีละ 6 วันโดยได้รับค่าจ้าง"),
    ("ข้อ 6 การเลิกจ้าง", "ฝ่ายใดจะเลิกสัญญาต้องแจ้งอีกฝ่ายล่วงหน้าไม่น้อยกว่า 15 วัน\n"
                          "หากเงินในลิ้นชักขาด ลูกจ้างต้องชี้แจงทุกครั้ง"),
]
BAM_CONTRACT_BOTTOM = ["ลงชื่อ วันเพ็ญ ศรีสุข นายจ้าง", "ลงชื่อ ศิริพร บุญเรือง ลูกจ้าง",
                       "ลงชื่อ ประเสริฐ ศรีสุข พยาน"]

# ---------------------------------------------------------------- event quotes
SCHOOL_QUOTE = [
    SHOP_TOP,
    "ใบเสนอราคา เลขที่ PM-68/021  วันที่ 20 ตุลาคม 2568",
    "เรียน ครูสมพร วงศ์ใหญ่ หัวหน้างานกีฬาสี โรงเรียนบ้านไผ่พิทยาคม",
    "เรื่อง น้ำดื่มและน้ำแข็งสำหรับงานกีฬาสีประจำปี วันที่ 28 พฤศจิกายน 2568",
]
SCHOOL_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำดื่ม 600 มล. (แพ็ค 12 ขวด)", "60 แพ็ค", "52", "3,120"),
    ("น้ำแข็งหลอด (ถุงใหญ่)", "30 ถุง", "45", "1,350"),
    ("แก้วพลาสติก 16 ออนซ์ (แถวละ 50 ใบ)", "20 แถว", "55", "1,100"),
    ("รวมทั้งสิ้น", "", "", "5,570"),
]
SCHOOL_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 5,570 บาท (ห้าพันห้าร้อยเจ็ดสิบบาทถ้วน) ส่งถึงสนามโรงเรียนก่อน 07.00 น. ไม่คิดค่าส่ง",
    "ชำระเงินสดหรือโอนหลังจบงานภายใน 7 วัน",
    "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
]
TEMPLE_QUOTE = [
    SHOP_TOP,
    "ใบเสนอราคา เลขที่ PM-68/023  วันที่ 24 ตุลาคม 2568",
    "เรียน พระครูสุธรรมโสภณ เจ้าอาวาสวัดโนนสะอาด และคณะกรรมการจัดงาน (ผ่านคุณลุงสมาน แก้วกอง)",
    "เรื่อง น้ำดื่มและน้ำแข็งสำหรับงานทอดกฐินสามัคคี วันที่ 9 พฤศจิกายน 2568",
]
TEMPLE_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำดื่ม 600 มล. (แพ็ค 12 ขวด)", "100 แพ็ค", "50", "5,000"),
    ("น้ำแข็งหลอด (ถุงใหญ่)", "40 ถุง", "45", "1,800"),
    ("แก้วพลาสติก 16 ออนซ์ (แถวละ 50 ใบ)", "30 แถว", "55", "1,650"),
    ("รวมทั้งสิ้น", "", "", "8,450"),
]
TEMPLE_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 8,450 บาท (แปดพันสี่ร้อยห้าสิบบาทถ้วน) ส่งที่ศาลาการเปรียญ เช้าวันงาน",
    "น้ำดื่มคิดราคาทำบุญ แพ็คละ 50 บาท (ปกติ 55 บาท)",
    "ลงชื่อ วันเพ็ญ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- signboard tax
SIGN_TAX = [
    "เทศบาลเมืองบ้านไผ่ กองคลัง งานพัฒนาและจัดเก็บรายได้",
    "ที่ ขก 52105/2568/1187",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งการประเมินภาษีป้าย ประจำปี 2569",
    "เรียน นางวันเพ็ญ ศรีสุข (ร้านเพ็ญมินิมาร์ท) 112 หมู่ 5 ต.ในเมือง อ.บ้านไผ่",
    "ตามที่เจ้าหน้าที่ได้สำรวจป้ายของร้านท่าน เทศบาลได้ประเมินภาษีป้าย ประจำปี 2569 ดังนี้",
]
SIGN_TAX_TABLE = [
    ("ป้าย", "ขนาด", "ประเภท", "อัตรา", "ค่าภาษี (บาท)"),
    ("ป้ายชื่อร้านหน้าอาคาร \"เพ็ญมินิมาร์ท Pen Minimart\"", "300 x 120 ซม. (36,000 ตร.ซม.)",
     "อักษรไทยปนอักษรต่างประเทศ", "26 บาท ต่อ 500 ตร.ซม.", "1,872"),
    ("ป้ายไฟข้างร้าน \"เพ็ญมินิมาร์ท\"", "200 x 50 ซม. (10,000 ตร.ซม.)", "อักษรไทยล้วน",
     "5 บาท ต่อ 500 ตร.ซม.", "100"),
    ("รวม", "", "", "", "1,972"),
]
SIGN_TAX_BOTTOM = [
    "รวมภาษีป้ายที่ต้องชำระ 1,972 บาท (หนึ่งพันเก้าร้อยเจ็ดสิบสองบาทถ้วน)",
    "กรุณาชำระภายในวันที่ 30 เมษายน 2569 ที่กองคลัง ชั้น 1 สำนักงานเทศบาล หรือโอนผ่าน QR ในหนังสือนี้",
    "ชำระเกินกำหนดต้องเสียเงินเพิ่มร้อยละ 2 ต่อเดือน",
    "ป้ายโฆษณาเครื่องดื่มที่บริษัทเป็นผู้ติดตั้ง บริษัทเป็นผู้ยื่นแบบและเสียภาษีเอง",
    "ขอแสดงความนับถือ",
    "นางสาวกาญจนา โพธิ์ศรี ผู้อำนวยการกองคลัง",
]

# ---------------------------------------------------------------- supplier papers (English)
THAWIPHON_INVOICE = [
    "THAWIPHON WHOLESALE LTD., PART.\n"
    "215 Sri Chan Road, Ban Phai, Khon Kaen 40110   Tel. 043-272-118\n"
    "INVOICE No. TW6810-0452\n"
    "Date: 18 Oct 2025            Credit: 30 days      Due date: 17 Nov 2025\n"
    "Customer: Pen Minimart (Khun Wanpen Srisuk), 112 Moo 5, Nai Mueang, Ban Phai\n"
    "\n"
    "Item                                Qty        Unit price    Amount\n"
    "Jasmine rice 5 kg bag               20 bags    165.00        3,300.00\n"
    "Palm cooking oil 1 L                24 btl     52.00         1,248.00\n"
    "White sugar 1 kg                    50 bags    24.00         1,200.00\n"
    "Instant noodles, case of 30 packs   10 cases   168.00        1,680.00\n"
    "Fish sauce 700 ml                   24 btl     28.00           672.00\n"
    "Washing powder 800 g                12 bags    49.00           588.00\n"
    "\n"
    "TOTAL: 8,688.00 THB\n"
    "Delivered by our truck 18 Oct 2025. Sales: Khun Hong (Jae Hong) 089-712-4406\n"
    "Please pay by transfer to Bangkok Bank, Thawiphon Wholesale Ltd., Part., 402-3-88172-5",
]
ISANBEV_STATEMENT = [
    "ISAN BEVERAGE DISTRIBUTION CO., LTD.\n"
    "99/8 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "MONTHLY PURCHASE AND REBATE STATEMENT - October 2025\n"
    "Outlet: Pen Minimart, Ban Phai (Khun Wanpen Srisuk)   Agreement no. IBD-KK-2568-0917\n"
    "Period: 1 Oct 2025 - 31 Oct 2025\n"
    "\n"
    "Product                         Units          Price    Amount\n"
    "Cola 325 ml can (case of 24)    48 cases       305      14,640\n"
    "Isan Sai water 600 ml (12)      120 packs      46        5,520\n"
    "Green tea 420 ml (case of 24)   22 cases       350       7,700\n"
    "Energy drink 150 ml (case 50)   18 cases       490       8,820\n"
    "Soda 325 ml (case of 24)        12 cases       210       2,520\n"
    "\n"
    "Total purchases: 39,200.00 THB (220 units)\n"
    "Rebate 2.5%: 980.00 THB - deducted from your November invoice\n"
    "Progress to annual target: 220 of 1,200 cases\n"
    "Area sales manager: Teerawat Phonsri 081-660-3392",
]
GOLDENHEN_EMAIL = """From: Golden Hen Farm <sales@goldenhenfarm.co.th>
To: penminimart@gmail.com
Date: Mon, 10 Nov 2025 09:12
Subject: New egg prices from 1 December 2025

Dear Khun Wanpen,

Thank you for ordering from Golden Hen Farm every week. Feed costs have gone up again this quarter, so
we have to change our prices from 1 December 2025 (price per tray of 30 eggs):

- No. 2 eggs: 124 THB per tray (now 118 THB)
- No. 3 eggs: 115 THB per tray (now 110 THB)
- No. 4 eggs: no change, 102 THB per tray

Our truck to Ban Phai will also come on Wednesday and Saturday instead of Tuesday and Friday.
The minimum order stays 10 trays. Your usual order is 40 trays a week of No. 2.

Kind regards,
Nattaya K.
Sales, Golden Hen Farm Co., Ltd., Chonnabot, Khon Kaen
"""
POS_QUOTE = [
    "KK SMART RETAIL SYSTEMS CO., LTD.\n"
    "POS and barcode systems for shops - Prachasamosorn Road, Khon Kaen\n"
    "QUOTATION No. KKS-QT-2511-038      Date: 6 Nov 2025\n"
    "To: Pen Minimart (Khun Prasert Srisuk), Ban Phai\n"
    "\n"
    "1. POS set: 15.6 inch touch screen PC, 80 mm receipt printer, cash drawer,\n"
    "   wireless barcode scanner                                   24,500.00\n"
    "2. Shop software, stock and credit-customer module, 1 year  3,500.00\n"
    "3. Installation, product data entry (up to 1,500 items), training   900.00\n"
    "\n"
    "TOTAL 28,900.00 THB including VAT\n"
    "Software renewal from year 2: 3,500 THB per year.\n"
    "Warranty 1 year on hardware. This quotation is valid for 30 days.\n"
    "Sales: Khun Apichart 095-228-6174",
]

# ---------------------------------------------------------------- books
CASH_2568 = [148200, 139500, 156800, 162300, 151900, 143600, 138200, 141700, 136400, 149800]
QR_2568 = [52400, 50100, 58300, 61800, 59200, 56700, 55900, 58400, 57100, 62300]
CREDIT_2568 = [9800, 10200, 11400, 12600, 10900, 9700, 11300, 12100, 10800, 13200]
CASH_2567 = [141300, 133800, 150200, 158900, 147600, 139100, 132500, 136800, 131900, 140600, 138700, 171400]
QR_2567 = [38200, 37500, 43100, 46800, 45300, 42900, 41800, 43600, 42700, 45900, 46300, 58700]
CREDIT_2567 = [8600, 9100, 10200, 11800, 10100, 8900, 10500, 11200, 9900, 12400, 11700, 14300]
WAGES_2568 = [15800, 15800, 16400, 17600, 16900, 17900, 18100, 18300, 18100, 18870]
WAGES_2567 = [14900, 14900, 15300, 16800, 16100, 15900, 15600, 15800, 15600, 16200, 16000, 17400]
POWER_2568 = [5820, 6140, 7380, 8460, 8120, 7250, 6890, 6720, 6580, 6910]
POWER_2567 = [5410, 5730, 6980, 8120, 7860, 6870, 6540, 6390, 6250, 6480, 6010, 5890]
CATEGORIES = [("เครื่องดื่ม/น้ำแข็ง (Drinks, ice)", 0.27), ("ข้าวสาร/ของแห้ง (Rice, dry goods)", 0.22),
              ("ขนม/บะหมี่ (Snacks, noodles)", 0.16), ("ไข่/ของสด (Eggs, fresh)", 0.12),
              ("ของใช้ในบ้าน (Household goods)", 0.13)]
OTHER_CATEGORY = "อื่นๆ บุหรี่/เติมเงิน (Others)"


def _book(path: Path, year: str, cash: list[int], qr: list[int], credit: list[int], wages: list[int],
          power: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านเพ็ญมินิมาร์ท ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "เงินสด (Cash)", "โอน/QR (Transfer)", "เงินเชื่อ (Credit book)", "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, cash, qr, credit):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวม (Total)", sum(cash), sum(qr), sum(credit), sum(cash) + sum(qr) + sum(credit)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ซื้อสินค้าเข้าร้าน (Stock bought)", "ค่าแรง (Wages)", "ค่าไฟร้าน (Shop power)",
                  "รวม (Total)"])
    for month, a, b, c, w, p in zip(MONTHS, cash, qr, credit, wages, power):
        stock = int(round((a + b + c) * 0.78, -2))
        costs.append([f"{month} {year}", stock, w, p, stock + w + p])
    for column in range(2, 6):
        money_format(costs, column)
    book.save(path)


def month_totals_2568() -> list[int]:
    return [a + b + c for a, b, c in zip(CASH_2568, QR_2568, CREDIT_2568)]


def _category_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แยกหมวด By category"
    sheet.append(["ยอดขายแยกหมวดสินค้า ปี 2568 (Sales by category 2568, THB)"])
    sheet.append(["หมวด (Category)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    totals = month_totals_2568()
    rows = []
    for name, share in CATEGORIES:
        rows.append((name, [int(round(t * share, -2)) for t in totals]))
    rows.append((OTHER_CATEGORY, [t - sum(r[1][i] for r in rows) for i, t in enumerate(totals)]))
    for name, values in rows:
        sheet.append([name] + values + [sum(values)])
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


DEBTORS = ["ป้าบุญมี ทองมา", "ลุงสมาน แก้วกอง", "ครูอ้อย (รร.บ้านไผ่)", "พี่ต๋อย อู่ซ่อมรถ", "ยายคำ หลังวัด",
           "น้าเปี๊ยก วินมอเตอร์ไซค์"]
CREDIT_MONTHS = [
    ("ส.ค. 68", [2850, 1420, 0, 3100, 640, 980], [3200, 1850, 2400, 2600, 950, 1100],
     [2500, 1420, 2400, 3100, 500, 980]),
    ("ก.ย. 68", None, [2900, 1600, 2100, 2300, 800, 1100], [2000, 1850, 2100, 0, 600, 1100]),
    ("ต.ค. 68", None, [3650, 1900, 2450, 2700, 1050, 1450], [2500, 1600, 2450, 4900, 500, 1100]),
]
CREDIT_NOTES = {
    "ต.ค. 68": ["สัญญาจะจ่ายหลังขายข้าว ธ.ค.", "", "จ่ายครบทุกสิ้นเดือน", "จ่ายเดือนเว้นเดือน", "ลูกส่งเงินมาให้", ""],
}


def _credit_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    opening = None
    for title, first, bought, paid in CREDIT_MONTHS:
        opening = first if first is not None else opening
        sheet = book.create_sheet(title)
        sheet.append([f"สมุดเชื่อลูกค้า เดือน {title} (Credit book)"])
        sheet.append(["ชื่อลูกค้า (Customer)", "ยอดยกมา (Brought forward)", "ซื้อเชื่อเดือนนี้ (New credit)",
                      "จ่ายคืน (Paid)", "คงค้าง (Owing)", "หมายเหตุ (Note)"])
        notes = CREDIT_NOTES.get(title, [""] * len(DEBTORS))
        closing = []
        for name, o, b, p, note in zip(DEBTORS, opening, bought, paid, notes):
            closing.append(o + b - p)
            sheet.append([name, o, b, p, o + b - p, note])
        sheet.append(["รวม (Total)", sum(opening), sum(bought), sum(paid), sum(closing), ""])
        for column in range(2, 6):
            money_format(sheet, column)
        opening = closing
    book.save(path)


HOUSE_MONTHS = ["ก.ค. 68", "ส.ค. 68", "ก.ย. 68", "ต.ค. 68"]
HOUSE_ROWS = [
    ("ค่าไฟบ้าน (Electricity, PEA)", [1512.40, 1587.90, 1603.15, 1651.53]),
    ("อินเทอร์เน็ตบ้าน (Internet, FiberLink)", [747.93, 747.93, 747.93, 747.93]),
    ("ค่ากับข้าว (Food)", [6800, 7200, 6500, 7100]),
    ("ค่าน้ำมันรถกระบะ (Petrol)", [3900, 4200, 3750, 4100]),
    ("ผ่อนรถกระบะ (Pickup loan)", [9870, 9870, 9870, 9870]),
    ("ค่าเรียนพิเศษมายด์ (Mind's tutoring)", [2000, 2000, 2000, 2000]),
    ("ค่ายาพ่อทองดี (Dad's medicine)", [1250, 1250, 1250, 2890]),
]


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["รายจ่ายบ้าน ปี 2568 (Household spending 2568, THB)"])
    sheet.append(["รายการ (Item)"] + HOUSE_MONTHS + ["รวม (Total)"])
    for name, values in HOUSE_ROWS:
        sheet.append([name] + values + [round(sum(values), 2)])
    totals = [round(sum(row[1][i] for row in HOUSE_ROWS), 2) for i in range(len(HOUSE_MONTHS))]
    sheet.append(["รวม (Total)"] + totals + [round(sum(totals), 2)])
    sheet.append([])
    sheet.append(["หมายเหตุ: ประกันสุขภาพมายด์ สยามสวัสดิ์ประกันชีวิต จ่ายปีละครั้งเดือน ธ.ค. (ปีที่แล้วจ่าย 14,200 บาท)"])
    sheet.append(["หมายเหตุ: ค่าเทอมมายด์จ่ายแยก ไม่รวมในตารางนี้"])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนดรุณวิทยา บ้านไผ่ (เอกชน)", f"ใบแจ้งการชำระค่าธรรมเนียมการเรียน ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ธนพร ศรีสุข  ชั้น ม.2/1  เลขประจำตัว 6604127",
           "ผู้ปกครอง นางวันเพ็ญ ศรีสุข"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวมทั้งสิ้น", total)]
    bottom = [f"รวมที่ต้องชำระ {total} บาท ภายในวันที่ {due}",
              "ชำระที่ห้องการเงินโรงเรียน (เปิด 08.00–15.30 น.) หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 418-0-55731-2",
              "ชำระหลังกำหนด ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการเรียน", "12,500"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าหนังสือและแบบฝึกหัด", "2,350"), ("ค่าเรียนคอมพิวเตอร์", "1,200")],
                "19,650", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการเรียน", "12,500"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่ากิจกรรมเข้าค่ายลูกเสือ-เนตรนารี", "1,850"), ("ค่าเรียนคอมพิวเตอร์", "1,200"),
                           ("ค่าเรียนภาษาจีนเสริม", "1,500")],
                "20,650", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ban Phai Branch, Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Srisuk\n"
    "Address: 112/1 Moo 5, Nai Mueang, Ban Phai, Khon Kaen 40110 (residence)\n"
    "Customer no. 020024771906      Tariff: 1.2 residential\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,118 -> 24,474   Units used: 356 kWh\n"
    "Energy charge 1,480.35   Ft 24.92   Service 38.22   VAT 7% 108.04\n"
    "AMOUNT DUE: 1,651.53 THB\n"
    "Due date: 7 Nov 2025\n"
    "Pay at PEA offices, counter services, or the PEA Smart Plus app.",
]
FIBERLINK_BILL = [
    "FIBERLINK ISAN CO., LTD.\n"
    "INVOICE / RECEIPT - October 2025\n"
    "Customer: Prasert Srisuk      Account: FL-40110-3382\n"
    "Package: Home Fibre 700/350 Mbps + mesh Wi-Fi     699.00\n"
    "VAT 7%                                            48.93\n"
    "TOTAL                                            747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR or at counter services.",
]
INSURANCE_LETTER = [
    "SIAM SAWASDEE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Service Centre, Srichan Road\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - HEALTH PLUS KIDS (IPD/OPD)\n"
    "Policy owner: Mrs. Wanpen Srisuk\n"
    "Insured: Miss Thanaporn Srisuk, age 13      Policy no. SSL-HK-6605-11873\n"
    "\n"
    "Policy year: 15 Dec 2025 - 14 Dec 2026\n"
    "In-patient cover: up to 300,000 THB a year; room 2,500 THB a night\n"
    "Out-patient cover: 1,000 THB a visit, up to 30 visits a year\n"
    "Annual premium: 14,820 THB (last year 14,200 THB; the rate rises with the insured's age)\n"
    "Please pay by 15 Dec 2025. Grace period 31 days; after that the cover stops.\n"
    "Pay by bank transfer, QR code, or through your agent, Khun Jintana (086-113-5470).\n"
    "\n"
    "Yours faithfully,\n"
    "Customer Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals_2568())
    return [
        ("แผนร้านเพ็ญมินิมาร์ท ปี 2569", "Pen Minimart - plan for 2026\nวันเพ็ญ และ ประเสริฐ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ได้ข้อตกลงเครื่องดื่มกับอีสานเบฟ (รีเบท 2.5% ทุกเดือน)\n"
                         "ปัญหา: ยอดค้างสมุดเชื่อสูง ของหมดอายุบนชั้นวาง"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,700,000 บาท\nยอดค้างสมุดเชื่อไม่เกิน 10,000 บาท\n"
                            "รับงานส่งน้ำดื่ม/น้ำแข็งงานบุญ งานโรงเรียน เดือนละ 2 งาน"),
        ("ระบบขายหน้าร้าน POS", "ซื้อชุด POS งบ 28,900 บาท (ใบเสนอราคา KK Smart)\n"
                                "ยิงบาร์โค้ด เช็คสต็อก ลงสมุดเชื่อในเครื่อง เริ่มใช้ มกราคม 2569"),
        ("มุมกาแฟหน้าร้าน", "งบ 45,000 บาท (เครื่องชง 32,000 + เคาน์เตอร์ 13,000)\n"
                            "เปิดเดือนกุมภาพันธ์ 2569 ให้แบมดูแลช่วงเช้า\nเป้า 60 แก้วต่อวัน"),
        ("อื่นๆ", "ติดโซลาร์รูฟ 5 kW ดูราคาอีกครั้งกลางปี\nเปลี่ยนป้ายไฟหน้าร้านเป็น LED"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "เพ็ญมินิมาร์ท/แชท/แชทไลน์_ครูสมพร_กีฬาสี.txt": """[21/10/2568 10:05] ครูสมพร บ้านไผ่พิทยาคม: สวัสดีค่ะพี่เพ็ญ ได้ใบเสนอราคาแล้วนะคะ ทางโรงเรียนโอเคค่ะ น้ำดื่ม 60 แพ็คก่อน
[21/10/2568 10:12] เพ็ญมินิมาร์ท: ขอบคุณค่ะครู ส่งวันที่ 28 พ.ย. ก่อน 7 โมงนะคะ
[3/11/2568 16:40] ครูสมพร บ้านไผ่พิทยาคม: พี่เพ็ญคะ ปีนี้เชิญผู้ปกครองมาด้วย ขอเพิ่มน้ำดื่มเป็น 100 แพ็คได้มั้ยคะ
[3/11/2568 17:02] เพ็ญมินิมาร์ท: ได้ค่ะครู แต่ 100 แพ็คน่าจะเหลือเยอะนะคะ ปีที่แล้วใช้ไม่ถึง 70
[3/11/2568 17:15] ครูสมพร บ้านไผ่พิทยาคม: งั้นเอา 80 แพ็คพอค่ะ น้ำแข็งกับแก้วเท่าเดิม
[3/11/2568 17:20] เพ็ญมินิมาร์ท: รับทราบค่ะ น้ำดื่ม 80 แพ็ค น้ำแข็ง 30 ถุง แก้ว 20 แถว ยอดใหม่รวม 6,610 บาทนะคะ
[3/11/2568 17:21] ครูสมพร บ้านไผ่พิทยาคม: ได้ค่ะ 6,610 ค่ะ จบงานแล้วโอนให้นะคะ
[15/11/2568 08:30] ครูสมพร บ้านไผ่พิทยาคม: พี่คะ ส่งที่เต็นท์กองกลางหน้าเสาธงนะคะ
""",
    "เพ็ญมินิมาร์ท/แชท/แชทไลน์_เจ๊หงส์_ทวีผล.txt": """[5/11/2568 08:02] เจ๊หงส์ ทวีผลค้าส่ง: เพ็ญ ข้าวหอมมะลิ 5 โล โปรธันวา ถุงละ 165 จะเอากี่ถุง
[5/11/2568 08:20] เพ็ญมินิมาร์ท: เอา 40 ถุงค่ะเจ๊ ส่งต้นเดือนเลย
[5/11/2568 08:21] เจ๊หงส์ ทวีผลค้าส่ง: จดแล้ว 40 ถุง
[5/11/2568 08:25] เจ๊หงส์ ทวีผลค้าส่ง: บิลเดือนตุลา 8,688 ครบกำหนด 17 นะ อย่าลืม
[12/11/2568 19:10] เพ็ญมินิมาร์ท: เจ๊คะ ข้าวขอลดเหลือ 30 ถุงนะคะ ข้าวใหม่ชาวบ้านเริ่มออกแล้ว คนสีกินเอง
[12/11/2568 19:32] เจ๊หงส์ ทวีผลค้าส่ง: ได้ 30 ถุง ถ้าเอาน้ำมันพืชด้วย 2 ลัง เจ๊ให้ข้าวถุงละ 160
[12/11/2568 19:40] เพ็ญมินิมาร์ท: เอาค่ะ ข้าว 30 ถุง ถุงละ 160 = 4,800 น้ำมันพืช 2 ลัง (24 ขวด) ขวดละ 54 = 2,592
[12/11/2568 19:45] เจ๊หงส์ ทวีผลค้าส่ง: รวม 7,392 ส่ง 1 ธ.ค. เครดิต 30 วันเหมือนเดิมจ้า
[13/11/2568 07:50] เพ็ญมินิมาร์ท: โอนบิลตุลาแล้วนะคะ 8,688 สลิปตามนี้ค่ะ
""",
    "เพ็ญมินิมาร์ท/บัญชี/ค่าแรงพนักงาน_ตุลา68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| แบม (ศิริพร) | แคชเชียร์หน้าร้าน | 380 บาท | 26 วัน | 9,880 บาท |
| เอก (เอกชัย) | จัดสต็อก/ส่งของ | 350 บาท | 25 วัน | 8,750 บาท |

- OT แบม ช่วงออกพรรษา 4 ชั่วโมง x 60 = 240 บาท
- รวมจ่ายค่าแรง ต.ค. 18,870 บาท โอนแล้ว 31 ต.ค.
- เอกเบิกล่วงหน้า 500 หักแล้วในยอดนี้
""",
    "เพ็ญมินิมาร์ท/บัญชี/นับสต็อก_สิ้นเดือนตุลา68.md": """# นับสต็อก สิ้นเดือนตุลาคม 2568 (นับวันที่ 31 ต.ค. หลังปิดร้าน)

นับโดย: พี่เสริฐ กับ เอก

## ของขาด (นับได้น้อยกว่าในสมุด)
- บุหรี่ 2 ซอง (หาไม่เจอ)
- เบียร์กระป๋อง 6 กระป๋อง
- ไข่เบอร์ 2 แตก 1 แผง

## ของใกล้หมดอายุ (ต้องลดราคา/คืนเซลส์)
- นมกล่อง UHT 36 กล่อง หมดอายุ 20 พ.ย. 68
- ขนมปังแผ่น 8 ถุง หมดอายุ 3 พ.ย. 68
- โยเกิร์ต 15 ถ้วย

## ต้องสั่งเพิ่ม
- น้ำตาลทราย เหลือ 6 ถุง (ปกติต้องมี 30)
- ข้าวหอมมะลิ 5 โล เหลือ 4 ถุง
- แก๊สหุงต้ม 15 กก. เหลือ 1 ถัง

มูลค่าสต็อกทั้งร้านประมาณ 286,000 บาท
""",
    "เพ็ญมินิมาร์ท/บันทึกประชุมพนักงาน_1พ.ย.68.md": """# ประชุมพนักงานร้าน 1 พฤศจิกายน 2568 (หลังปิดร้าน 21.00)

ผู้เข้าประชุม: พี่เพ็ญ, พี่เสริฐ, แบม, เอก

## ที่ตกลงกัน
- ตั้งแต่ 16 พ.ย. 68 ขยายเวลาปิดร้านจาก 21.00 น. เป็น 21.30 น. เอกอยู่กะดึกสลับกับพี่เสริฐ
- สมุดเชื่อ: ให้เชื่อได้ไม่เกินคนละ 5,000 บาท ใครค้างเกินให้จ่ายก่อนถึงเชื่อต่อได้ (ป้าบุญมีตอนนี้เกินแล้ว)
- เช็ควันหมดอายุทุกเช้าวันจันทร์ ของเหลือ 7 วันให้ติดป้ายลดราคา
- เงินในลิ้นชักนับส่งทุกเที่ยงและตอนปิดร้าน แบมเป็นคนลงสมุด
- แบมขึ้นค่าแรงเป็นวันละ 400 บาท ตั้งแต่ 1 ธ.ค. 68

## งานที่ต้องทำ
- เอก: จัดชั้นน้ำดื่มใหม่ให้เข้าตู้อีสานเบฟ 80% ของตู้
- พี่เสริฐ: ไปดูเครื่อง POS ที่ร้าน KK Smart ก่อน 20 พ.ย.
- พี่เพ็ญ: โทรตามยอดค้างป้าบุญมีกับยายคำ
""",
    "เพ็ญมินิมาร์ท/Suppliers/GoldenHen_egg_price_email_Nov2025.txt": GOLDENHEN_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[1/11/2568 19:05] เพ็ญ: พ่อเสริฐ ค่าเทอมมายด์เทอมสองต้องจ่ายก่อน 10 พ.ย. นะ
[1/11/2568 19:09] เสริฐ: โอเค จันทร์นี้โอนให้ ค่าไฟบ้านก็มาแล้ว จ่ายก่อนวันที่ 7
[1/11/2568 19:15] มายด์: แม่ๆ 20-21 พ.ย. หนูเข้าค่ายลูกเสือนะ ครูบอกเงินรวมในค่าเทอมแล้ว
[2/11/2568 06:40] พ่อทองดี: วันที่ 18 ธันวา พ่อนัดหมอตาเข่านะ ใครไปส่งได้บ้าง
[2/11/2568 06:52] เสริฐ: ผมไปส่งเองพ่อ ให้แบมกับเอกเฝ้าร้าน
[4/11/2568 20:30] เพ็ญ: ประกันมายด์ส่งจดหมายมาแล้ว ปีนี้ขึ้นอีก ต้องจ่ายกลางธันวา
[4/11/2568 20:33] เสริฐ: เดี๋ยวเอาเงินรีเบทน้ำอัดลมไปช่วยบ้าง 555
""",
    "บ้าน/นัดหมอพ่อทองดี.md": """# นัดหมอพ่อทองดี
- โรคประจำตัว: เบาหวาน, ข้อเข่าเสื่อมข้างขวา รักษาที่ รพ.บ้านไผ่
- ครั้งล่าสุด 16 ต.ค. 68 ฉีดยาเข่า + เจาะเลือด จ่ายรวม 2,890 บาท
- นัดครั้งถัดไป 18 ธันวาคม 2568 เวลา 08.30 น. ห้องตรวจกระดูกและข้อ งดอาหารหลังสองทุ่ม
- ยาประจำ: เมทฟอร์มิน เช้า-เย็น, ยาแก้ปวดเข่าทานหลังอาหาร ค่ายาปกติเดือนละ 1,250 บาท
- หมอบอกให้ลดน้ำหนัก 3 กิโล ห้ามยกลังน้ำในร้าน
""",
    "บ้าน/สูตรแจ่วบองแม่.md": """# แจ่วบอง สูตรแม่
- ปลาร้าต้มสุก 1 ถ้วย
- พริกแห้งคั่ว 15 เม็ด
- หอมแดงเผา 5 หัว กระเทียมเผา 1 หัว
- ข่าเผา 3 แว่น ตะไคร้ 1 ต้น
- ข้าวคั่ว 1 ช้อนโต๊ะ
โขลกพริก หอม กระเทียม ข่า ให้แหลก ใส่ปลาร้า คลุกให้เข้ากัน ใส่กระปุกแบ่งขายกระปุกละ 25 บาท
""",
}
TODO = {"todo.md": """- โอนบิลทวีผล ก่อน 17 พ.ย.
- จ่ายค่าเทอมมายด์ ก่อน 10 พ.ย.
- ส่งน้ำงานกฐินวัดโนนสะอาด 9 พ.ย.
- ไปดู POS ที่ KK Smart
- ต่อประกันสุขภาพมายด์ ก่อน 15 ธ.ค.
- พาพ่อไปหาหมอ 18 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "เพ็ญมินิมาร์ท"
    deals, quotes, papers = shop / "สัญญา", shop / "ใบเสนอราคา", shop / "เอกสารร้าน"
    suppliers, books = shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (deals, quotes, papers, suppliers, books, shop / "แชท", home / "บิล", home / "ประกัน",
                   home / "ค่าเทอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(deals / "ข้อตกลงตัวแทนจำหน่าย_อีสานเบฟ_ร่าง.docx", AGREEMENT_DRAFT, AGREEMENT_DRAFT_TABLE,
               bottom=AGREEMENT_DRAFT_BOTTOM)
    write_docx(deals / "ข้อตกลงตัวแทนจำหน่าย_อีสานเบฟ_ฉบับจริง.docx", AGREEMENT_FINAL, AGREEMENT_FINAL_TABLE,
               bottom=AGREEMENT_FINAL_BOTTOM)
    write_docx(deals / "สัญญาจ้าง_น้องแบม.docx", BAM_CONTRACT, headings=BAM_CONTRACT_HEADINGS,
               bottom=BAM_CONTRACT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_งานกีฬาสี_รร.บ้านไผ่พิทยาคม.docx", SCHOOL_QUOTE, SCHOOL_QUOTE_TABLE,
               bottom=SCHOOL_QUOTE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_งานกฐิน_วัดโนนสะอาด.docx", TEMPLE_QUOTE, TEMPLE_QUOTE_TABLE,
               bottom=TEMPLE_QUOTE_BOTTOM)
    write_docx(papers / "หนังสือแจ้งภาษีป้าย_2569.docx", SIGN_TAX, SIGN_TAX_TABLE, bottom=SIGN_TAX_BOTTOM)
    make_pdf(suppliers / "Thawiphon_invoice_TW6810-0452.pdf", THAWIPHON_INVOICE)
    make_pdf(suppliers / "IsanBev_rebate_statement_Oct2025.pdf", ISANBEV_STATEMENT)
    make_pdf(suppliers / "KKSmart_POS_quotation.pdf", POS_QUOTE)
    _book(books / "ยอดขายร้าน_2568.xlsx", "2568", CASH_2568, QR_2568, CREDIT_2568, WAGES_2568, POWER_2568)
    _book(books / "ยอดขายร้าน_2567.xlsx", "2567", CASH_2567, QR_2567, CREDIT_2567, WAGES_2567, POWER_2567)
    _category_book(books / "ยอดขายแยกหมวดสินค้า_2568.xlsx")
    _credit_book(books / "สมุดเชื่อ_ลูกค้า_2568.xlsx")
    write_slides(shop / "แผนร้าน_2569.pptx", _plan_slides())
    make_pdf(home / "บิล" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "บิล" / "FiberLink_internet_Oct2025.pdf", FIBERLINK_BILL)
    make_pdf(home / "ประกัน" / "SiamSawasdee_health_renewal_Mind_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_มายด์_เทอม1_2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_มายด์_เทอม2_2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
