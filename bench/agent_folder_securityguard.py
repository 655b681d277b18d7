"""The securityguard folder: the papers of a small security-guard company owner in Chonburi and his household.

The owner is วีระพงษ์ มั่นคง (พี่วี, เฮียวี, Weerapong Mankong), managing director of บริษัท รักษ์ชล ซีเคียวริตี้
การ์ด จำกัด (RakChon Security Guard Co., Ltd.), 88/19 ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี. He places 15
guards at a Japanese factory (โตโยมิ พรีซิชั่น, Toyomi Precision, นิคมฯ ปิ่นทอง แหลมฉบัง), a condo (เบย์วิว
คอนโด ศรีราชา) and a plastics factory (ส.เจริญพลาสติก), and takes event jobs. His wife อรทัย (ปุ๊ก) keeps the
books, their daughter ด.ญ.ณัฐณิชา (น้องมายด์) is in ม.2 EP, his mother บุญเรือน (แม่) had cataract surgery on
her left eye, his sister is พี่นิด. Supervisors: หัวหน้าเอก (เอกชัย, Toyomi) and หัวหน้าแดง (รัตนา, Bayview).
It is November 2568 (2025).

Documents/รักษ์ชล ซีเคียวริตี้/ (the business)
- ใบเสนอราคา/QT ชลพฤกษ์ เรสซิเดนซ์ (ร่าง) 14ต.ค.68.docx: draft quote QT-RC-68-021 to นิติบุคคลอาคารชุด ชลพฤกษ์
  เรสซิเดนซ์: 6 guards x 17,500 = 105,000 + supervisor 21,000 = 126,000, VAT 8,820, 134,820 a month (not sent).
- ใบเสนอราคา/QT ชลพฤกษ์ เรสซิเดนซ์ final v2.docx: the final (21 ต.ค. 2568) to คุณศศิธร วงศ์ใหญ่: 6 x 16,800 =
  100,800 + supervisor 20,500 = 121,300, VAT 8,491, 129,791 a month, 12 months from 1 ธ.ค. 2568.
- ใบเสนอราคา/ใบเสนอราคา_เจริญยูนิฟอร์ม_ชุดรปภ.docx: ร้านเจริญยูนิฟอร์ม, 12 guard kits (24 shirts 320, 24 trousers
  350, caps, belts, boots 650, logo), 28,800 no VAT, deposit 50% 14,400.
- ใบเสนอราคา/Quote_ProGuard Supply_uniforms Oct2025.pdf: English quote PGS-Q2510-233 for the same kits:
  27,120.00 + VAT 1,898.40 = 29,018.40.
- ลูกค้า โตโยมิ/สัญญาจ้างรปภ_โตโยมิ_พ.ย.68-ต.ค.69.docx: the new factory contract 1 พ.ย. 2568 - 31 ต.ค. 2569,
  8 guards, 152,000 a month before VAT (old rate 148,000), fine 1,000 a missing shift, 3,000 for sleeping on
  duty, bank guarantee 300,000, 60 days' notice, liability insurance 1,000,000.
- ลูกค้า โตโยมิ/Toyomi_incident notice_Gate2_Oct2025.pdf: English notice: guard asleep at Gate 2 on 12 Oct
  2025 02:40, 3,000 THB deducted from the October invoice, next time 5,000.
- ลูกค้า โตโยมิ/email_Toyomi_yearend shutdown guards.txt: email from คุณจิราภรณ์ (GA): 4 extra guards 27 Dec
  2025 - 4 Jan 2026, 36 shifts x 900 = 32,400 + VAT, confirm by 20 Nov 2025, names by 15 Dec 2025.
- วางบิล/INV-RC6810-017_Toyomi_Oct2025.pdf: English invoice for October: 148,000 - 3,000 = 145,000 + VAT
  10,150 = 155,150, less WHT 3% 4,350, net 150,800.00, due 30 Nov 2025.
- วางบิล/ใบเสร็จ_RC6811-009_โตโยมิ.docx: the Thai receipt of that invoice: 150,800.00 received 14 พ.ย. 2568.
- บัญชี/รายรับรายจ่าย รักษ์ชล 2568.xlsx: this year's book, two sheets (income by client, expenses: guard wages,
  social security, uniforms, fuel/patrol, office), ม.ค.-ต.ค. (fuel ก.ย. 8,760).
- บัญชี/รายรับรายจ่าย รักษ์ชล 2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (wages มี.ค. 191,350, fuel
  ก.ย. 7,460).
- บัญชี/เงินเดือน รปภ ต.ค.68.xlsx: payroll, sheets ต.ค.68 and ก.ย.68, names with nicknames; ตู่ (ธีรวัฒน์ พรมมา)
  nets 11,325 in October; ต้อม fined 1,000 for sleeping.
- พนักงาน/รายชื่อรปภ_ประจำจุด_Nov2025.xlsx: guards by site (a sheet per site), phone, licence no. and expiry;
  หนุ่ม (กิตติศักดิ์ ชมภู, Bayview nights) licence expires 18/12/2568.
- พนักงาน/สัมภาษณ์ รปภ ใหม่ พ.ย.68.md: notes on six candidates for the new condo.
- LINE export/แชทไลน์_นิติชลพฤกษ์_คุณแอน.txt: haggling with the condo manager (แอน): budget 120,000; 127,330 and
  111,815 offered, 110,000 asked; settled 5 guards x 16,800 + supervisor 20,500 = 104,500 + VAT = 111,815 a
  month from 1 ธ.ค. 68.
- LINE export/แชท_คุณเบียร์_งานลอยกระทงเกาะลอย.txt: event guards for Loy Krathong: 1,200, 900, 1,100, 1,000
  offered; settled 9 guards a night x 2 nights at 1,050 = 18,900, deposit 9,450.
- LINE export/LINE กลุ่มหัวหน้าชุด รักษ์ชล.txt: the supervisors' group (absences, the Gate 2 incident, OT 60/hr).
- ราชการ/หนังสือแจ้งต่ออายุใบอนุญาต_ตร.ชลบุรี.docx: police letter: company licence ชบ.0045/2564 ends 15 มกราคม
  2569, apply by 16 พฤศจิกายน 2568, fee 10,000, 2 guards' licences lapse.
- Presentations/RakChon company profile 2025.pptx (English) and Presentations/แผนงานปี69_ร่าง.pptx (Thai plan).
- RakChon_service rates 2025.pdf: English rate card (guard 16,800/month, supervisor 20,500, event 1,200/night).
- บันทึกประชุมหัวหน้าชุด 3 พ.ย. 68.md: meeting: ชลพฤกษ์ from 1 ธ.ค. with 5 + หัวหน้าแดง, hire 6 by 20 พ.ย.,
  diligence bonus 500 -> 700 from ธ.ค., patrol fuel budget 9,000 a month.
- ของขวัญปีใหม่ลูกค้า.md: gift baskets for clients (distractor).

Documents/Home บ้าน/ (the household)
- ค่าไฟ/PEA e-bill 08-2025.pdf (536 kWh, 2,812.35), PEA e-bill 09-2025.pdf (498 kWh, 2,609.72), PEA e-bill
  10-2025.pdf (455 kWh, 2,381.06): English electricity bills.
- ประกัน/AIA premium notice 2025.pdf: his life + health policy, 41,280 due 8 Dec 2025.
- รถ Fortuner/ตารางผ่อน Fortuner.xlsx: hire purchase 984,000, 60 x 18,441.80, 34 paid.
- รถ Fortuner/หนังสือแจ้งยอดปิดบัญชี_Fortuner_พ.ย.68.docx: payoff letter: 26 left = 479,486.80, discount
  41,820.50, payoff 437,666.30 by 30 พฤศจิกายน 2568.
- มายด์/ค่าเทอม มายด์ เทอม2 2568.docx: school fee notice, 38,800 by 21 พฤศจิกายน 2568.
- แม่/SrirachaBay_invoice_แม่ผ่าต้อกระจก_Oct2025.pdf: English hospital invoice for the left-eye cataract
  surgery 16 Oct 2025: 72,400, insurer paid 45,000, patient paid 27,400.
- แม่/นัดหมอแม่ ตา.md: follow-ups and the right-eye plan (about 70,000, Jan 2569).
- ค่าใช้จ่ายในบ้าน 2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- ไลน์ครอบครัวมั่นคง.txt: the family LINE group.
- สูตรน้ำจิ้มซีฟู้ดแม่.md: a recipe (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "รักษ์ชล ซีเคียวริตี้"
HOME = "Home บ้าน"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
RC_TOP = ("บริษัท รักษ์ชล ซีเคียวริตี้ การ์ด จำกัด (สำนักงานใหญ่) 88/19 ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี 20110 "
          "เลขประจำตัวผู้เสียภาษี 0205559014427 โทร 038-771-254, 081-945-3318")

# ---------------------------------------------------------------- condo quotes (draft and final)
QT_DRAFT = [
    RC_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-RC-68-021",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน คณะกรรมการนิติบุคคลอาคารชุด ชลพฤกษ์ เรสซิเดนซ์ ถ.สุรศักดิ์ 1 ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี",
    "เรื่อง บริการรักษาความปลอดภัย 24 ชั่วโมง 3 จุด (ป้อมทางเข้า, ล็อบบี้อาคาร A, ล็อบบี้อาคาร B) ผลัดละ 12 ชั่วโมง",
]
QT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อเดือน (บาท)", "รวมต่อเดือน (บาท)"),
    ("พนักงานรักษาความปลอดภัยชาย (กลางวัน 3 คน กลางคืน 3 คน)", "6 คน", "17,500", "105,000"),
    ("หัวหน้าชุดรักษาความปลอดภัย (กลางวัน)", "1 คน", "21,000", "21,000"),
    ("รวมก่อนภาษี", "", "", "126,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "8,820"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "134,820"),
]
QT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 134,820 บาท (หนึ่งแสนสามหมื่นสี่พันแปดร้อยยี่สิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ร่าง - ยังไม่ส่ง รอถามหัวหน้าแดงว่าล็อบบี้ B ต้องมีคนกลางคืนจริงไหม",
]
QT_FINAL = [
    RC_TOP,
    "ใบเสนอราคา  เลขที่ QT-RC-68-021 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 21 ตุลาคม 2568",
    "เรียน คุณศศิธร วงศ์ใหญ่ ผู้จัดการนิติบุคคลอาคารชุด ชลพฤกษ์ เรสซิเดนซ์",
    "เรื่อง บริการรักษาความปลอดภัย 24 ชั่วโมง 3 จุด ผลัดละ 12 ชั่วโมง (07.00-19.00 น. และ 19.00-07.00 น.) "
    "สัญญา 12 เดือน เริ่ม 1 ธันวาคม 2568",
]
QT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อเดือน (บาท)", "รวมต่อเดือน (บาท)"),
    ("พนักงานรักษาความปลอดภัยชาย (กลางวัน 3 คน กลางคืน 3 คน)", "6 คน", "16,800", "100,800"),
    ("หัวหน้าชุดรักษาความปลอดภัย (กลางวัน)", "1 คน", "20,500", "20,500"),
    ("ระบบตรวจจุด Guard Tour พร้อมรายงานประจำเดือน", "1 ชุด", "ไม่คิดค่าใช้จ่าย", "0"),
    ("รวมก่อนภาษี", "", "", "121,300"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "8,491"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "129,791"),
]
QT_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 129,791 บาท (หนึ่งแสนสองหมื่นเก้าพันเจ็ดร้อยเก้าสิบเอ็ดบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "พนักงานทุกคนมีใบอนุญาตเป็นพนักงานรักษาความปลอดภัย ผ่านการตรวจประวัติอาชญากรรม",
    "กรณีพนักงานขาดงาน บริษัทจัดคนแทนภายใน 2 ชั่วโมง หากไม่มีคนแทน หักค่าบริการผลัดละ 600 บาท",
    "ชำระค่าบริการภายใน 30 วันนับจากวันวางบิล ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ วีระพงษ์ มั่นคง กรรมการผู้จัดการ",
]

# ---------------------------------------------------------------- uniform quotes (Thai shop, English company)
CHAROEN_QUOTE = [
    "ร้านเจริญยูนิฟอร์ม ชุดพนักงาน ชุดรปภ. ปักโลโก้",
    "159/3 ถ.เจิมจอมพล ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี โทร 038-311-457",
    "ใบเสนอราคา เลขที่ 68/1027  วันที่ 27 ต.ค. 2568",
    "เรียน คุณวีระพงษ์ มั่นคง (บริษัท รักษ์ชล ซีเคียวริตี้ การ์ด จำกัด)",
    "เรื่อง ชุดพนักงานรักษาความปลอดภัย 12 ชุด (คนละ 2 ชุด)",
]
CHAROEN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อ รปภ. แขนยาว สีกรมท่า", "24 ตัว", "320", "7,680"),
    ("กางเกง รปภ. สีกรมท่า", "24 ตัว", "350", "8,400"),
    ("หมวกแก๊ป พร้อมตราบริษัท", "12 ใบ", "180", "2,160"),
    ("เข็มขัดหนังพร้อมหัวเข็มขัด", "12 เส้น", "150", "1,800"),
    ("รองเท้าคอมแบท หนังแท้", "12 คู่", "650", "7,800"),
    ("ปักโลโก้ รักษ์ชล ที่อกเสื้อ", "24 ตัว", "40", "960"),
    ("รวมทั้งสิ้น", "", "", "28,800"),
]
CHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 28,800 บาท (สองหมื่นแปดพันแปดร้อยบาทถ้วน) ทางร้านไม่ได้จดทะเบียน VAT ส่งฟรีในศรีราชา",
    "มัดจำ 50% = 14,400 บาท ได้ของภายใน 15 วันหลังวัดตัว",
    "เจ๊แต๋ว (นางสาวแต๋ว เจริญสุข) 089-402-1176",
]
PROGUARD_QUOTE = [
    "PROGUARD SUPPLY CO., LTD.\n"
    "Uniforms and equipment for security companies - 21/8 Moo 3, Sukhumvit Road, Bang Lamung, Chonburi 20150\n"
    "Tel. 038-415-902   sales@proguardsupply.co.th   Tax ID 0205562008841\n"
    "\n"
    "QUOTATION No. PGS-Q2510-233                Date: 29 Oct 2025\n"
    "To: Mr. Weerapong Mankong, RakChon Security Guard Co., Ltd., Si Racha\n"
    "Re: guard uniform kits for 12 staff (2 sets each)\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Guard shirt, long sleeve, navy         24 pcs       295.00     7,080.00\n"
    "Guard trousers, navy                   24 pcs       330.00     7,920.00\n"
    "Peaked cap with company badge          12 pcs       210.00     2,520.00\n"
    "Leather belt with buckle               12 pcs       140.00     1,680.00\n"
    "Combat boots, leather                  12 pairs     590.00     7,080.00\n"
    "Logo embroidery (chest)                24 pcs        35.00       840.00\n"
    "\n"
    "Subtotal                                                      27,120.00\n"
    "VAT 7%                                                         1,898.40\n"
    "GRAND TOTAL                                                   29,018.40 THB\n"
    "\n"
    "Delivery: 10 working days after sizes are confirmed. Free delivery in Chonburi.\n"
    "Payment: 30% deposit with the order, balance on delivery.\n"
    "Validity: 30 days.  Sales: Kittipong (Golf) 086-773-2150",
]

# ---------------------------------------------------------------- the factory client
TOYOMI_CONTRACT = [
    "สัญญาจ้างบริการรักษาความปลอดภัย",
    "สัญญาเลขที่ TPT-GA-2568/044",
    "ทำที่ บริษัท โตโยมิ พรีซิชั่น (ประเทศไทย) จำกัด นิคมอุตสาหกรรมปิ่นทอง (แหลมฉบัง) อ.ศรีราชา จ.ชลบุรี "
    "วันที่ 20 ตุลาคม 2568",
    "ระหว่าง บริษัท โตโยมิ พรีซิชั่น (ประเทศไทย) จำกัด ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" กับ บริษัท รักษ์ชล "
    "ซีเคียวริตี้ การ์ด จำกัด โดย นายวีระพงษ์ มั่นคง กรรมการผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ระยะเวลาสัญญา 12 เดือน ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569",
    "ข้อ 2. ผู้รับจ้างจัดพนักงานรักษาความปลอดภัย 8 คน (กลางวัน 4 คน รวมหัวหน้าชุด 1 คน และกลางคืน 4 คน) "
    "ประจำประตู 1 ประตู 2 คลังสินค้า และลานจอดรถ ผลัดละ 12 ชั่วโมง",
    "ข้อ 3. ค่าบริการเดือนละ 152,000 บาท (หนึ่งแสนห้าหมื่นสองพันบาทถ้วน) ยังไม่รวมภาษีมูลค่าเพิ่ม "
    "(สัญญาเดิมเดือนละ 148,000 บาท) ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันรับใบแจ้งหนี้ โดยหักภาษี ณ ที่จ่าย 3%",
    "ข้อ 4. หากพนักงานขาดงานและผู้รับจ้างไม่จัดคนแทน ผู้ว่าจ้างมีสิทธิหักค่าบริการผลัดละ 1,000 บาท "
    "หากพบพนักงานหลับในเวลาปฏิบัติหน้าที่ ปรับครั้งละ 3,000 บาท",
    "ข้อ 5. ผู้รับจ้างวางหนังสือค้ำประกันของธนาคารเป็นเงิน 300,000 บาท ตลอดอายุสัญญา",
    "ข้อ 6. ผู้รับจ้างต้องทำประกันภัยความรับผิดต่อบุคคลภายนอก วงเงินไม่น้อยกว่า 1,000,000 บาท",
    "ข้อ 7. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ข้อ 8. พนักงานทุกคนต้องมีใบอนุญาตเป็นพนักงานรักษาความปลอดภัยที่ยังไม่หมดอายุ",
    "ลงชื่อ Mr. Hiroshi Tanabe กรรมการผู้จัดการ ผู้ว่าจ้าง   ลงชื่อ วีระพงษ์ มั่นคง ผู้รับจ้าง",
    "พยาน นางสาวจิราภรณ์ แซ่ตั้ง ผู้จัดการฝ่ายธุรการ",
]
TOYOMI_INCIDENT = [
    "TOYOMI PRECISION (THAILAND) CO., LTD.\n"
    "Pinthong Industrial Estate (Laem Chabang), Si Racha, Chonburi 20230\n"
    "General Affairs Department\n"
    "\n"
    "Date: 13 October 2025\n"
    "To: Mr. Weerapong Mankong, Managing Director, RakChon Security Guard Co., Ltd.\n"
    "Subject: NOTICE OF INCIDENT - GUARD ASLEEP ON DUTY AT GATE 2\n"
    "\n"
    "On 12 Oct 2025 at 02:40, during a night inspection by our safety officer, the security guard on duty\n"
    "at Gate 2 (Mr. Prasit Kaewkla) was found asleep in the guard house. The gate barrier was open and\n"
    "one truck had entered without a record in the logbook.\n"
    "\n"
    "Under clause 4 of our service contract, a penalty of 3,000 THB will be deducted from the\n"
    "October 2025 invoice. Please move this guard away from our site and send a replacement by\n"
    "15 Oct 2025. Any further case of sleeping on duty will be charged 5,000 THB per case.\n"
    "\n"
    "Please reply with your corrective action (patrol checks every 2 hours) by 17 Oct 2025.\n"
    "\n"
    "Jiraporn Saetang\n"
    "General Affairs Manager",
]
TOYOMI_EMAIL = """From: Jiraporn Saetang <jiraporn.s@toyomi-th.co.th>
To: rakchon.security@gmail.com
Cc: hiroshi.tanabe@toyomi-th.co.th
Date: Tue, 4 Nov 2025 10:12
Subject: Extra guards during year-end shutdown 27 Dec - 4 Jan

Dear Khun Weerapong,

Thank you for the quick replacement at Gate 2 last month. Our plant will stop production for the
year-end shutdown from 27 Dec 2025 to 4 Jan 2026 (9 days). During this time the warehouse will be full of
finished goods and most staff will be on leave, so we need extra guards on top of the 8 in our contract:

- 4 extra guards: 2 on day shift and 2 on night shift, at the warehouse and the rear car park
- 9 days x 4 guards = 36 shifts of 12 hours
- we propose 900 THB per guard per shift, so 36 x 900 = 32,400 THB plus VAT, billed with the January invoice
- patrol round every 2 hours with the guard tour scanner, and a daily report sent to me on LINE by 8:00

Please confirm by 20 Nov 2025 whether you can supply the guards at this rate, and send me the names and
licence numbers of the 4 guards by 15 Dec 2025 so that security can prepare their passes.

Best regards,
Jiraporn (Jip)
General Affairs Manager, Toyomi Precision (Thailand) Co., Ltd.
Tel. 038-490-221 ext. 105
"""
TOYOMI_INVOICE = [
    "RAKCHON SECURITY GUARD CO., LTD. (HEAD OFFICE)\n"
    "88/19 Sukhumvit Road, Si Racha, Chonburi 20110   Tax ID 0205559014427   Tel. 038-771-254\n"
    "\n"
    "INVOICE / TAX INVOICE No. INV-RC6810-017\n"
    "Date: 31 Oct 2025                     Due date: 30 Nov 2025\n"
    "Customer: Toyomi Precision (Thailand) Co., Ltd., Pinthong Industrial Estate (Laem Chabang)\n"
    "Customer Tax ID 0205547003316   PO no. TPT-PO-25-0912\n"
    "\n"
    "Description                                                  Amount (THB)\n"
    "Security guard service, October 2025 (8 guards, 24 hours)      148,000.00\n"
    "Less penalty - guard asleep at Gate 2 on 12 Oct 2025            -3,000.00\n"
    "Net service charge                                             145,000.00\n"
    "VAT 7%                                                          10,150.00\n"
    "TOTAL                                                          155,150.00\n"
    "Less withholding tax 3% (on 145,000.00)                          -4,350.00\n"
    "NET AMOUNT TO BE PAID                                          150,800.00\n"
    "\n"
    "Please transfer to Bangkok Bank, Si Racha branch, RakChon Security Guard Co., Ltd., a/c 284-3-07719-2\n"
    "and send the withholding tax certificate to our office.\n"
    "Issued by: Orathai Mankong (Accounts)",
]
TOYOMI_RECEIPT = [
    RC_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC6811-009",
    "วันที่ 14 พ.ย. 2568",
    "ได้รับเงินจาก บริษัท โตโยมิ พรีซิชั่น (ประเทศไทย) จำกัด",
    "ชำระตามใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-RC6810-017 ลงวันที่ 31/10/68 (ค่าบริการรักษาความปลอดภัย ต.ค. 68)",
]
TOYOMI_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ รวมภาษีมูลค่าเพิ่ม (หลังหักค่าปรับ 3,000)", "155,150.00"),
    ("หัก ภาษีหัก ณ ที่จ่าย 3%", "4,350.00"),
    ("รับชำระครั้งนี้", "150,800.00"),
]
TOYOMI_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเข้าบัญชีธนาคารกรุงเทพ สาขาศรีราชา จำนวน 150,800.00 บาท (หนึ่งแสนห้าหมื่นแปดร้อยบาทถ้วน)",
    "ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่ายแล้ว",
    "ผู้รับเงิน อรทัย มั่นคง ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "โตโยมิ (Toyomi)", "เบย์วิว คอนโด (Bayview)", "ส.เจริญพลาสติก (S.Charoen)",
                  "งานอีเวนต์ (Events)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าแรง รปภ. (Guard wages)", "ประกันสังคม (Social security)",
                   "ชุด/อุปกรณ์ (Uniforms, equipment)", "น้ำมันรถสายตรวจ (Patrol fuel)",
                   "ค่าเช่าออฟฟิศ+อื่นๆ (Office, other)", "รวม (Total)"]
INCOME_2568 = [
    [148000, 148000, 148000, 148000, 148000, 147000, 148000, 148000, 148000, 145000],
    [88000] * 10,
    [52500] * 10,
    [0, 12600, 0, 21000, 0, 0, 8400, 0, 0, 6300],
]
EXPENSES_2568 = [
    [204350, 199800, 206450, 211900, 203700, 202650, 207300, 208950, 203480, 209760],
    [10250, 10150, 10300, 10400, 10200, 10150, 10300, 10350, 10200, 10400],
    [0, 6480, 0, 0, 11250, 0, 0, 2890, 0, 4300],
    [7850, 8120, 8430, 7960, 8610, 8240, 8890, 9120, 8760, 9340],
    [15500, 15500, 16240, 15500, 15500, 17800, 15500, 15500, 16100, 15500],
]
INCOME_2567 = [
    [140000] * 12,
    [84000] * 12,
    [0, 0, 50000, 50000, 50000, 50000, 50000, 50000, 50000, 50000, 50000, 50000],
    [0, 9800, 0, 18200, 0, 0, 0, 7700, 0, 0, 16800, 12600],
]
EXPENSES_2567 = [
    [158200, 156750, 191350, 194800, 189600, 188450, 190700, 192150, 187900, 191080, 197300, 199650],
    [7450, 7400, 9100, 9150, 9050, 9000, 9100, 9150, 9050, 9100, 9250, 9300],
    [3600, 0, 9850, 0, 0, 0, 2400, 0, 0, 5100, 0, 0],
    [6980, 7150, 7420, 7380, 7610, 7290, 7540, 7720, 7460, 7830, 8050, 8190],
    [14000, 14000, 14000, 14650, 14000, 14000, 14000, 15200, 14000, 14000, 14000, 16400],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    for index, (title, heading, headers, columns) in enumerate((
            ("รายรับ Income", f"รายรับ รักษ์ชล ซีเคียวริตี้ ปี {year} แยกตามลูกค้า (Income by client {year}, THB, "
                              "ไม่รวม VAT)", INCOME_HEADERS, income),
            ("รายจ่าย Expenses", f"รายจ่าย รักษ์ชล ซีเคียวริตี้ ปี {year} (Expenses {year}, THB)", EXPENSE_HEADERS,
             expenses))):
        sheet = book.active if index == 0 else book.create_sheet()
        sheet.title = title
        sheet.append([heading])
        sheet.append(headers)
        for month_index, month in enumerate(MONTHS[:len(columns[0])]):
            row = [column[month_index] for column in columns]
            sheet.append([f"{month} {year}"] + row + [sum(row)])
        sheet.append(["รวม (Total)"] + [sum(column) for column in columns] + [sum(map(sum, columns))])
        for column in range(2, len(headers) + 1):
            money_format(sheet, column)
    book.save(path)


PAY_HEADERS = ["รหัส (ID)", "ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "จุดประจำ (Site)", "ผลัด (Shift)",
               "จำนวนผลัด (Shifts)", "ค่าแรง/ผลัด (Rate)", "ค่าแรงรวม (Wages)", "เบี้ยขยัน (Bonus)",
               "ประกันสังคม 5% (SSO)", "หักอื่นๆ (Deductions)", "สุทธิ (Net pay)", "หมายเหตุ (Note)"]
# id, name, nickname, site, shift, shifts, rate, bonus, other deductions, note
PAY_OCT = [
    ("RC-007", "เอกชัย ทองคำ", "เอก", "โตโยมิ", "กลางวัน (หัวหน้าชุด)", 27, 650, 500, 0, ""),
    ("RC-012", "ธีรวัฒน์ พรมมา", "ตู่", "โตโยมิ", "กลางคืน", 27, 500, 500, 2000, "เบิกล่วงหน้า 2,000"),
    ("RC-015", "สุรชัย แสงดี", "ชัย", "โตโยมิ", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-019", "ประสิทธิ์ แก้วกล้า", "ต้อม", "โตโยมิ -> ส.เจริญ (15 ต.ค.)", "กลางคืน", 25, 500, 0, 1000,
     "หักค่าปรับหลับเวร 12 ต.ค. 1,000"),
    ("RC-021", "วรวุฒิ ใจหาญ", "บอย", "โตโยมิ", "กลางคืน", 26, 500, 500, 0, ""),
    ("RC-023", "อนุชา มีสุข", "โจ้", "โตโยมิ", "กลางวัน", 24, 500, 0, 450, "ขาด 2 วัน หักค่าชุด 450"),
    ("RC-026", "พงศกร ศรีทอง", "เก่ง", "โตโยมิ", "กลางคืน", 26, 500, 500, 0, ""),
    ("RC-028", "สมหมาย ดวงดี", "ดำ", "โตโยมิ", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-031", "ณรงค์ ปานทอง", "โต้ง", "โตโยมิ (แทนต้อม 15 ต.ค.)", "กลางคืน", 17, 500, 0, 0, "ย้ายจาก ส.เจริญ"),
    ("RC-004", "รัตนา บุญมี", "แดง", "เบย์วิว คอนโด", "กลางวัน (หัวหน้าชุด)", 26, 650, 500, 0, ""),
    ("RC-017", "กิตติศักดิ์ ชมภู", "หนุ่ม", "เบย์วิว คอนโด", "กลางคืน", 26, 500, 500, 1500, "เบิกล่วงหน้า 1,500"),
    ("RC-022", "สุนิสา คงดี", "นก", "เบย์วิว คอนโด", "กลางวัน", 25, 500, 500, 0, ""),
    ("RC-024", "มานพ อินทร์แก้ว", "อ้วน", "เบย์วิว คอนโด", "กลางคืน", 27, 500, 500, 0, ""),
    ("RC-027", "ชาตรี ทองมา", "ปิ๊ก", "ส.เจริญพลาสติก", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-030", "บุญชู สายทอง", "เปี๊ยก", "ส.เจริญพลาสติก", "กลางคืน", 26, 500, 500, 800, "เบิกล่วงหน้า 800"),
]
PAY_SEP = [
    ("RC-007", "เอกชัย ทองคำ", "เอก", "โตโยมิ", "กลางวัน (หัวหน้าชุด)", 26, 650, 500, 0, ""),
    ("RC-012", "ธีรวัฒน์ พรมมา", "ตู่", "โตโยมิ", "กลางคืน", 25, 500, 500, 0, ""),
    ("RC-015", "สุรชัย แสงดี", "ชัย", "โตโยมิ", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-019", "ประสิทธิ์ แก้วกล้า", "ต้อม", "โตโยมิ", "กลางคืน", 26, 500, 500, 0, ""),
    ("RC-021", "วรวุฒิ ใจหาญ", "บอย", "โตโยมิ", "กลางคืน", 25, 500, 500, 1000, "เบิกล่วงหน้า 1,000"),
    ("RC-023", "อนุชา มีสุข", "โจ้", "โตโยมิ", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-026", "พงศกร ศรีทอง", "เก่ง", "โตโยมิ", "กลางคืน", 26, 500, 500, 0, ""),
    ("RC-028", "สมหมาย ดวงดี", "ดำ", "โตโยมิ", "กลางวัน", 25, 500, 500, 0, ""),
    ("RC-031", "ณรงค์ ปานทอง", "โต้ง", "ส.เจริญพลาสติก", "กลางคืน", 26, 500, 500, 0, ""),
    ("RC-004", "รัตนา บุญมี", "แดง", "เบย์วิว คอนโด", "กลางวัน (หัวหน้าชุด)", 26, 650, 500, 0, ""),
    ("RC-017", "กิตติศักดิ์ ชมภู", "หนุ่ม", "เบย์วิว คอนโด", "กลางคืน", 26, 500, 500, 0, ""),
    ("RC-022", "สุนิสา คงดี", "นก", "เบย์วิว คอนโด", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-024", "มานพ อินทร์แก้ว", "อ้วน", "เบย์วิว คอนโด", "กลางคืน", 24, 500, 0, 0, "ลาป่วย 2 วัน"),
    ("RC-027", "ชาตรี ทองมา", "ปิ๊ก", "ส.เจริญพลาสติก", "กลางวัน", 26, 500, 500, 0, ""),
    ("RC-030", "บุญชู สายทอง", "เปี๊ยก", "ส.เจริญพลาสติก", "กลางคืน", 26, 500, 500, 0, ""),
]


def _pay_row(person: tuple) -> list:
    pid, name, nick, site, shift, shifts, rate, bonus, other, note = person
    wages = shifts * rate
    sso = min(round(wages * 0.05), 750)
    return [pid, name, nick, site, shift, shifts, rate, wages, bonus, sso, other, wages + bonus - sso - other, note]


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, people, paid in (("ต.ค.68", PAY_OCT, "โอนเข้าบัญชี 31 ต.ค. 2568"),
                                ("ก.ย.68", PAY_SEP, "โอนเข้าบัญชี 30 ก.ย. 2568")):
        sheet = book.create_sheet(title)
        sheet.append([f"เงินเดือนพนักงานรักษาความปลอดภัย {title} (Guard payroll) - {paid}"])
        sheet.append(PAY_HEADERS)
        rows = [_pay_row(person) for person in people]
        for row in rows:
            sheet.append(row)
        sheet.append(["รวม (Total)", "", "", "", "", sum(r[5] for r in rows), "", sum(r[7] for r in rows),
                      sum(r[8] for r in rows), sum(r[9] for r in rows), sum(r[10] for r in rows),
                      sum(r[11] for r in rows), ""])
        for column in range(7, 13):
            money_format(sheet, column)
    book.save(path)


ROSTER_HEADERS = ["ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "ผลัด (Shift)", "เบอร์โทร (Phone)",
                  "เลขที่ใบอนุญาต รปภ. (Licence no.)", "ใบอนุญาตหมดอายุ (Licence expires)", "หมายเหตุ (Note)"]
ROSTER = {
    "โตโยมิ": [
        ("เอกชัย ทองคำ", "เอก", "กลางวัน หัวหน้าชุด", "081-562-3390", "ชบ.64-00872", "02/05/2569", "ดูแลทั้งไซต์"),
        ("สุรชัย แสงดี", "ชัย", "กลางวัน ประตู 1", "089-117-4523", "ชบ.65-01340", "11/08/2570", ""),
        ("อนุชา มีสุข", "โจ้", "กลางวัน คลังสินค้า", "062-845-1198", "ชบ.66-02215", "27/03/2571", ""),
        ("สมหมาย ดวงดี", "ดำ", "กลางวัน ลานจอดรถ", "095-230-6614", "ชบ.63-00519", "30/11/2568", "ต้องต่อด่วน"),
        ("ธีรวัฒน์ พรมมา", "ตู่", "กลางคืน ประตู 1", "084-390-7721", "ชบ.65-01876", "14/06/2570", ""),
        ("ณรงค์ ปานทอง", "โต้ง", "กลางคืน ประตู 2", "087-601-2245", "ชบ.67-00433", "05/01/2572", "แทนต้อม 15 ต.ค."),
        ("วรวุฒิ ใจหาญ", "บอย", "กลางคืน คลังสินค้า", "061-774-9083", "ชบ.66-01102", "19/09/2571", ""),
        ("พงศกร ศรีทอง", "เก่ง", "กลางคืน ลานจอดรถ", "098-512-3367", "ชบ.64-01990", "08/02/2569", ""),
    ],
    "เบย์วิว คอนโด": [
        ("รัตนา บุญมี", "แดง", "กลางวัน หัวหน้าชุด", "081-903-5572", "ชบ.63-00288", "21/04/2569",
         "ย้ายไปคุมชลพฤกษ์ 1 ธ.ค."),
        ("สุนิสา คงดี", "นก", "กลางวัน ล็อบบี้", "092-448-1035", "ชบ.67-01517", "13/07/2572", ""),
        ("กิตติศักดิ์ ชมภู", "หนุ่ม", "กลางคืน ป้อมหน้า", "086-227-9140", "ชบ.63-00641", "18/12/2568",
         "ยื่นต่อแล้ว รอบัตร"),
        ("มานพ อินทร์แก้ว", "อ้วน", "กลางคืน ลานจอดรถ", "080-665-3318", "ชบ.65-02044", "25/10/2570", ""),
    ],
    "ส.เจริญพลาสติก": [
        ("ชาตรี ทองมา", "ปิ๊ก", "กลางวัน", "064-120-8876", "ชบ.66-00957", "03/03/2571", ""),
        ("ประสิทธิ์ แก้วกล้า", "ต้อม", "กลางคืน", "083-559-0412", "ชบ.62-00311", "09/01/2569",
         "ย้ายจากโตโยมิ 15 ต.ค. ใบเตือนครั้งที่ 1"),
        ("บุญชู สายทอง", "เปี๊ยก", "กลางคืน", "097-338-2760", "ชบ.64-01208", "16/10/2569", ""),
    ],
    "ชลพฤกษ์ (เริ่ม 1 ธ.ค.)": [
        ("รัตนา บุญมี", "แดง", "กลางวัน หัวหน้าชุด", "081-903-5572", "ชบ.63-00288", "21/04/2569", "ย้ายจากเบย์วิว"),
        ("(รอรับสมัคร)", "", "กลางวัน ป้อมทางเข้า", "", "", "", "สัมภาษณ์ 10-15 พ.ย."),
        ("(รอรับสมัคร)", "", "กลางวัน ล็อบบี้ A", "", "", "", ""),
        ("(รอรับสมัคร)", "", "กลางคืน ป้อมทางเข้า", "", "", "", ""),
        ("(รอรับสมัคร)", "", "กลางคืน ล็อบบี้ A", "", "", "", ""),
        ("(รอรับสมัคร)", "", "กลางคืน ลานจอดรถ", "", "", "", ""),
    ],
}


def _roster(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for site, people in ROSTER.items():
        sheet = book.create_sheet(site[:31])
        sheet.append([f"รายชื่อ รปภ. ประจำจุด {site} ณ 1 พ.ย. 2568 (Guard roster)"])
        sheet.append(ROSTER_HEADERS)
        for row in people:
            sheet.append(list(row))
    book.save(path)


# ---------------------------------------------------------------- papers and slides
LICENCE_LETTER = [
    "ตำรวจภูธรจังหวัดชลบุรี",
    "ที่ ชบ 0017.13/4482",
    "28 ตุลาคม 2568",
    "เรื่อง แจ้งเตือนการต่ออายุใบอนุญาตประกอบธุรกิจรักษาความปลอดภัยรับอนุญาต",
    "เรียน กรรมการผู้จัดการ บริษัท รักษ์ชล ซีเคียวริตี้ การ์ด จำกัด",
    "ตามที่บริษัทได้รับใบอนุญาตประกอบธุรกิจรักษาความปลอดภัยรับอนุญาต เลขที่ ชบ.0045/2564 "
    "ซึ่งจะสิ้นอายุในวันที่ 15 มกราคม 2569 นั้น",
    "ขอให้บริษัทยื่นคำขอต่ออายุใบอนุญาตพร้อมเอกสาร ณ กลุ่มงานใบอนุญาต ตำรวจภูธรจังหวัดชลบุรี "
    "ภายในวันที่ 16 พฤศจิกายน 2568 (ไม่น้อยกว่า 60 วันก่อนใบอนุญาตสิ้นอายุ) "
    "ค่าธรรมเนียมการต่ออายุใบอนุญาต 10,000 บาท",
    "เอกสารประกอบ: หนังสือรับรองบริษัทไม่เกิน 3 เดือน, บัญชีรายชื่อพนักงานรักษาความปลอดภัยพร้อมเลขที่ใบอนุญาต, "
    "แผนการฝึกอบรมประจำปี 2569, สำเนาบัตรประชาชนกรรมการ",
    "จากการตรวจสอบบัญชีรายชื่อพนักงานของบริษัท พบว่ามีพนักงาน 2 ราย ที่ใบอนุญาตจะสิ้นอายุภายในปี 2568 "
    "ขอให้ดำเนินการต่ออายุก่อนสิ้นอายุ มิฉะนั้นจะไม่สามารถปฏิบัติหน้าที่ได้ และบริษัทอาจถูกปรับไม่เกิน 60,000 บาท",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "พันตำรวจเอก สมชาติ ไชยวงศ์ รองผู้บังคับการตำรวจภูธรจังหวัดชลบุรี ปฏิบัติราชการแทน นายทะเบียนจังหวัดชลบุรี",
]
RATES_2025 = [
    "RAKCHON SECURITY GUARD CO., LTD. - SERVICE RATES 2025\n"
    "Licensed security company, Si Racha, Chonburi (licence no. CB 0045/2564)\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT 7% not included.\n"
    "\n"
    "MONTHLY POSTS (12-hour shift, 26-27 shifts a month, relief guard included)\n"
    "  Security guard, male ......................... 16,800 per guard per month\n"
    "  Security guard, female ....................... 17,300 per guard per month\n"
    "  Supervisor (day) ............................. 20,500 per month\n"
    "  24-hour post (2 guards, day + night) ......... 33,600 per month\n"
    "\n"
    "SHORT JOBS\n"
    "  Event guard, up to 8 hours at night ......... 1,200 per guard per night\n"
    "  Event guard, day (8 hours) .................. 1,000 per guard\n"
    "  Extra shift for contract clients (12 hours) . 950 per guard per shift\n"
    "\n"
    "Included: uniform, radio, guard tour scanner, monthly report, liability insurance 1,000,000.\n"
    "Minimum contract for monthly posts: 6 months. 30-day payment terms.\n"
    "Contact: Weerapong Mankong 081-945-3318, LINE @rakchonguard",
]
PROFILE_SLIDES = [
    ("RakChon Security Guard Co., Ltd.", "Company profile 2025\nSi Racha, Chonburi - since 2016"),
    ("Who we are", "Licensed security company (Chonburi police licence CB 0045/2564)\n"
                   "15 trained guards, 2 site supervisors, 1 patrol pickup\nAll guards licensed and background-checked"),
    ("Our clients", "Toyomi Precision (Thailand) - factory, 8 guards, since 2021\n"
                    "Bayview Condo Si Racha - 4 guards, since 2019\nS. Charoen Plastic - factory, 3 guards, since 2024\n"
                    "Events: Loy Krathong at Koh Loy, Songkran, concerts"),
    ("What you get", "24-hour posts, guard tour scanner with a monthly report\n"
                     "Relief guard within 2 hours\nNight patrol by the owner twice a week"),
    ("Contact", "Weerapong Mankong, Managing Director\n081-945-3318  rakchon.security@gmail.com  LINE @rakchonguard"),
]
PLAN_SLIDES = [
    ("แผนงานปี 2569 (ร่าง)", "บริษัท รักษ์ชล ซีเคียวริตี้ การ์ด จำกัด\nวีระพงษ์ มั่นคง  พฤศจิกายน 2568"),
    ("ปี 2568 ที่ผ่านมา", "ลูกค้าประจำ 3 ราย รปภ. 15 คน\nต่อสัญญาโตโยมิแล้ว เดือนละ 152,000\n"
                          "ปัญหา: รปภ. หลับเวรประตู 2 โดนปรับ, คนขาดงานช่วงเทศกาล"),
    ("เป้าหมายปี 2569", "ลูกค้าใหม่ 2 ราย (คอนโดชลพฤกษ์ เริ่ม ธ.ค. 68 + อีก 1 โรงงาน)\nรปภ. 24 คน\n"
                        "รายรับเดือนละ 400,000 บาท"),
    ("คน", "รับ รปภ. ใหม่ 6 คน ภายใน 20 พ.ย.\nเบี้ยขยันเพิ่มเป็น 700\nอบรมดับเพลิง + ปฐมพยาบาล ปีละ 2 ครั้ง"),
    ("อุปกรณ์", "ชุดใหม่ 12 ชุด (เทียบเจริญยูนิฟอร์ม กับ ProGuard)\nวิทยุสื่อสารเพิ่ม 6 เครื่อง\n"
                "เปลี่ยนรถสายตรวจปี 2570"),
]

# ---------------------------------------------------------------- household papers
def _pea_bill(month: str, period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY - PEA Si Racha\n"
        f"e-BILL / ELECTRICITY CHARGE NOTICE - {month}\n"
        "Customer: Mr. Weerapong Mankong\n"
        "Address: 45/12 Pruksa Ville 58, Surasak, Si Racha, Chonburi 20110\n"
        "CA no. 020008811574   Meter no. 21-0488217   Residential (rate 1.2)\n"
        f"Reading period: {period}\n"
        f"Meter: {reading}   Units: {units} kWh\n"
        f"Energy charge {energy}   Ft {ft}   Service charge 38.22   VAT 7% {vat}\n"
        f"TOTAL AMOUNT DUE: {total} THB\n"
        f"Please pay by: {due}\n"
        "Pay with PEA Smart Plus, mobile banking or at any counter service.",
    ]


PEA_AUG = _pea_bill("August 2025", "18 Jul 2025 - 17 Aug 2025", "40,112 -> 40,648", 536, "2,412.80", "183.35",
                     "177.98", "2,812.35", "1 Sep 2025")
PEA_SEP = _pea_bill("September 2025", "18 Aug 2025 - 17 Sep 2025", "40,648 -> 41,146", 498, "2,241.69", "170.08",
                     "159.73", "2,609.72", "1 Oct 2025")
PEA_OCT = _pea_bill("October 2025", "18 Sep 2025 - 17 Oct 2025", "41,146 -> 41,601", 455, "2,048.47", "148.63",
                     "145.74", "2,381.06", "1 Nov 2025")
AIA_NOTICE = [
    "AIA THAILAND\n"
    "PREMIUM DUE NOTICE\n"
    "\n"
    "Date: 8 Nov 2025\n"
    "Policy owner / insured: Mr. Weerapong Mankong\n"
    "Policy no. T558120934   Plan: 20 Pay Life with Health Happy rider\n"
    "Agent: Ms. Wanpen Rattanakul (code 0461-28813), 089-551-0274\n"
    "\n"
    "Annual premium for policy year 7:\n"
    "  Life plan (sum assured 1,500,000) .......... 26,500.00\n"
    "  Health rider (room 5,000/night) ............ 14,780.00\n"
    "  TOTAL PREMIUM DUE .......................... 41,280.00 THB\n"
    "\n"
    "Due date: 8 Dec 2025. Grace period of 31 days until 7 Jan 2026.\n"
    "Life premium can be deducted from personal income tax up to 100,000 THB,\n"
    "health premium up to 25,000 THB.\n"
    "Pay by credit card (0% for 6 months), bank transfer or at 7-Eleven.",
]
CAR_PAYOFF = [
    "บริษัท สยามออโต้ลีสซิ่ง จำกัด สาขาชลบุรี",
    "ที่ SAL-CB 68/11-0592",
    "7 พฤศจิกายน 2568",
    "เรื่อง แจ้งยอดปิดบัญชีสัญญาเช่าซื้อก่อนกำหนด",
    "เรียน คุณวีระพงษ์ มั่นคง",
    "ตามที่ท่านแจ้งความประสงค์จะปิดบัญชีสัญญาเช่าซื้อเลขที่ HP-CB-6601-0348 รถยนต์ TOYOTA FORTUNER 2.4 "
    "ทะเบียน 3กพ 5172 ชลบุรี ก่อนครบกำหนด บริษัทขอแจ้งยอด ดังนี้",
]
CAR_PAYOFF_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชำระแล้ว 34 งวด จาก 60 งวด (งวดละ 18,441.80)", "627,021.20"),
    ("ค่างวดคงเหลือ 26 งวด", "479,486.80"),
    ("หัก ส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนด", "41,820.50"),
    ("ยอดปิดบัญชี", "437,666.30"),
]
CAR_PAYOFF_BOTTOM = [
    "ยอดปิดบัญชี 437,666.30 บาท ใช้ได้หากชำระภายในวันที่ 30 พฤศจิกายน 2568 หลังจากนั้นกรุณาขอยอดใหม่",
    "เมื่อชำระครบ บริษัทจะโอนกรรมสิทธิ์และคืนเล่มทะเบียนภายใน 15 วันทำการ",
    "สอบถาม คุณธนพร ฝ่ายลูกค้าสัมพันธ์ โทร 038-274-660",
]
SCHOOL_FEES = (
    ["โรงเรียนศรีราชาวิทยาคม (English Program) อ.ศรีราชา จ.ชลบุรี",
     "ใบแจ้งการชำระเงินค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ณัฐณิชา มั่นคง  ชั้น ม.2/3 (EP)  เลขประจำตัว 36118"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าธรรมเนียมการเรียนโครงการ EP", "28,000"),
     ("ค่าอาหารกลางวัน", "4,800"), ("ค่าหนังสือและเอกสารประกอบการเรียน", "2,350"),
     ("ค่ากิจกรรมและค่ายวิชาการภาษาอังกฤษ", "3,200"), ("ค่าประกันอุบัติเหตุ", "450"), ("รวม", "38,800")],
    ["รวมทั้งสิ้น 38,800 บาท (สามหมื่นแปดพันแปดร้อยบาทถ้วน)",
     "กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568 ผ่าน QR code หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 100 บาท",
     "ค่ายวิชาการภาษาอังกฤษ จัดที่เขาใหญ่ 11-13 ธันวาคม 2568"],
)
HOSPITAL_INVOICE = [
    "SRIRACHA BAY HOSPITAL\n"
    "Eye Centre - 300/5 Sukhumvit Road, Si Racha, Chonburi 20110  Tel. 038-320-888\n"
    "\n"
    "INVOICE / RECEIPT No. SBH-OPD-2510-48871          Date: 16 Oct 2025\n"
    "Patient: Mrs. Boonruean Mankong, age 71        HN 61-022745\n"
    "Procedure: Cataract surgery (phacoemulsification) with intraocular lens, LEFT eye\n"
    "Surgeon: Dr. Pimchanok Sirisombat    Type: day surgery\n"
    "\n"
    "Surgeon fee ............................................ 25,000.00\n"
    "Operating room and equipment ........................... 12,500.00\n"
    "Intraocular lens (monofocal, premium) .................. 22,000.00\n"
    "Anaesthesia (local) and nursing ........................  4,500.00\n"
    "Eye drops and medicines ................................  3,150.00\n"
    "Eye examinations and biometry ..........................  5,250.00\n"
    "TOTAL CHARGES .......................................... 72,400.00 THB\n"
    "\n"
    "Paid by insurer (Thai Health Insurance, direct billing) . 45,000.00\n"
    "Paid by patient (credit card, 16 Oct 2025) ............. 27,400.00\n"
    "Balance ................................................      0.00\n"
    "\n"
    "Follow-up visits: 23 Oct 2025 and 13 Nov 2025 at 9:00.\n"
    "Right eye: surgery can be planned after 3 months, estimated cost similar.",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 2812.35, "PEA บิล ส.ค."), ("ค่าน้ำ (Water)", 412, ""),
                ("เน็ตบ้าน + มือถือ (Internet, phones)", 1297, "AIS"), ("ค่ากับข้าว (Food)", 12400, ""),
                ("ผ่อน Fortuner (Car)", 18441.80, "งวด 31/60"), ("เรียนพิเศษมายด์ (Tutor)", 3600, "คณิต + อังกฤษ"),
                ("ค่ายาแม่ (Mum's medicine)", 1850, "ยาเบาหวาน"), ("แม่บ้าน (Maid)", 4500, "ป้าจันทร์")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 2609.72, "PEA บิล ก.ย."), ("ค่าน้ำ (Water)", 388, ""),
                ("เน็ตบ้าน + มือถือ (Internet, phones)", 1297, "AIS"), ("ค่ากับข้าว (Food)", 11950, ""),
                ("ผ่อน Fortuner (Car)", 18441.80, "งวด 32/60"), ("เรียนพิเศษมายด์ (Tutor)", 3600, ""),
                ("ค่ายาแม่ (Mum's medicine)", 1850, ""), ("แม่บ้าน (Maid)", 4500, ""),
                ("ตรวจตาแม่ก่อนผ่าตัด (Eye tests)", 2300, "รพ.ศรีราชาเบย์")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 2381.06, "PEA บิล ต.ค."), ("ค่าน้ำ (Water)", 365, ""),
                ("เน็ตบ้าน + มือถือ (Internet, phones)", 1297, "AIS"), ("ค่ากับข้าว (Food)", 12180, ""),
                ("ผ่อน Fortuner (Car)", 18441.80, "งวด 33/60"), ("เรียนพิเศษมายด์ (Tutor)", 3600, ""),
                ("ค่ายาแม่ (Mum's medicine)", 1850, ""), ("แม่บ้าน (Maid)", 4500, ""),
                ("ผ่าต้อกระจกแม่ ส่วนที่จ่ายเอง (Mum's surgery)", 27400, "พี่นิดช่วยครึ่ง 13,700")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def _car_schedule(path: Path) -> None:
    book = openpyxl.Workbook()
    summary = book.active
    summary.title = "สรุป"
    for row in (("สัญญาเช่าซื้อ TOYOTA FORTUNER 2.4 (สยามออโต้ลีสซิ่ง) HP-CB-6601-0348", ""),
                ("ราคารถ (Car price)", 1384000), ("เงินดาวน์ (Down payment)", 400000),
                ("ยอดจัด (Financed)", 984000), ("ดอกเบี้ย flat ต่อปี (Flat rate)", "2.49%"),
                ("จำนวนงวด (Installments)", 60), ("ค่างวดต่อเดือน (Monthly)", 18441.80),
                ("งวดแรก (First due)", "5/02/2566"), ("ชำระแล้ว ณ พ.ย. 68 (Paid)", "34 งวด")):
        summary.append(list(row))
    money_format(summary, 2)
    sheet = book.create_sheet("ตารางผ่อน")
    sheet.append(["งวดที่ (No.)", "วันครบกำหนด (Due)", "ค่างวด (Amount)", "สถานะ (Status)"])
    for number in range(1, 61):
        month, year = number % 12 + 1, 2566 + number // 12
        sheet.append([number, f"5/{month:02d}/{year}", 18441.80, "จ่ายแล้ว" if number <= 34 else ""])
    money_format(sheet, 3)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/LINE export/แชทไลน์_นิติชลพฤกษ์_คุณแอน.txt": """[LINE] ประวัติการแชทกับ แอน นิติชลพฤกษ์
วันที่บันทึก: 05/11/2568 21:14

พ. 22/10/2568
09:40\tวี รักษ์ชล\tคุณแอนครับ ส่งใบเสนอราคาฉบับแก้ไขครั้งที่ 2 ทางอีเมลแล้วนะครับ 6 คน + หัวหน้าชุด รวม VAT เดือนละ 129,791 ครับ
10:22\tแอน นิติชลพฤกษ์\tรับทราบค่ะพี่วี เดี๋ยวเข้าที่ประชุมกรรมการพฤหัสนี้ค่ะ

พฤ. 23/10/2568
19:05\tแอน นิติชลพฤกษ์\tพี่วีคะ กรรมการอนุมัติงบ รปภ. ไว้ไม่เกินเดือนละ 120,000 รวม VAT ค่ะ ลดได้อีกมั้ยคะ
19:30\tวี รักษ์ชล\tถ้าคนละ 16,500 หัวหน้า 20,000 เป็น 119,000 บวก VAT = 127,330 ครับ ต่ำกว่านี้จ่ายเงินเดือนน้องไม่ไหวจริงๆ
19:48\tแอน นิติชลพฤกษ์\tยังเกินงบอยู่ดีค่ะ ล็อบบี้ B กลางวันเอาออกได้มั้ยคะ ตึก B ใช้คีย์การ์ดแล้ว

ศ. 24/10/2568
08:15\tวี รักษ์ชล\tได้ครับ งั้นเหลือ 5 คน (กลางวัน 2 กลางคืน 3) คนละ 16,800 หัวหน้าแดง 20,500 รวม 104,500 บวก VAT เป็น 111,815 ครับ
09:02\tแอน นิติชลพฤกษ์\tปัดเป็น 110,000 ถ้วนได้มั้ยคะพี่ กรรมการชอบตัวเลขกลมๆ 555
09:20\tวี รักษ์ชล\t111,815 ตัวสุดท้ายแล้วครับคุณแอน แต่เดือนแรกผมแถมตรวจกล้องวงจรปิดทั้งตึกให้ฟรีครับ
09:41\tแอน นิติชลพฤกษ์\tโอเคค่ะ ตกลง 5 คน + หัวหน้า เดือนละ 111,815 รวม VAT เริ่ม 1 ธ.ค. 68 นะคะ
09:43\tวี รักษ์ชล\tขอบคุณครับ เดี๋ยวผมทำสัญญาตามนี้ครับ

พ. 05/11/2568
14:10\tแอน นิติชลพฤกษ์\tพี่วีคะ สัญญาเซ็นครบแล้วนะคะ ขอรายชื่อน้องๆ ก่อน 25 พ.ย. ด้วยค่ะ
14:12\tวี รักษ์ชล\tได้ครับ หัวหน้าแดงจะไปดูหน้างานวันที่ 20 ครับ
""",
    f"{BIZ}/LINE export/แชท_คุณเบียร์_งานลอยกระทงเกาะลอย.txt": """[20 ต.ค. 68 14:10] เบียร์ ออแกไนซ์: พี่วีคะ ขอ รปภ. งานลอยกระทงเกาะลอย 2 คืน 4-5 พ.ย. คืนละ 10 คนค่ะ ราคาเท่าไหร่คะ
[20 ต.ค. 68 14:35] วี รักษ์ชล: คนละ 1,200 ต่อคืนครับ 18.00-02.00 น. 2 คืน 20 คน รวม 24,000 ไม่รวม VAT ครับ
[20 ต.ค. 68 15:02] เบียร์ ออแกไนซ์: โห งบเทศบาลให้มา 18,000 เองค่ะ คนละ 900 ได้มั้ยคะ
[20 ต.ค. 68 15:20] วี รักษ์ชล: 900 ไม่ไหวครับ น้องต้องมาทำนอกเวลา 1,100 ละกันครับ
[21 ต.ค. 68 09:12] เบียร์ ออแกไนซ์: 1,000 ได้มั้ยคะ ลดคนเหลือคืนละ 9 คนก็ได้ค่ะ
[21 ต.ค. 68 09:40] วี รักษ์ชล: โอเคครับ คืนละ 9 คน คนละ 1,050 สองคืนรวม 18,900 บาท (ไม่รวม VAT) มัดจำครึ่งนึง 9,450 ครับ
[21 ต.ค. 68 09:45] เบียร์ ออแกไนซ์: ตกลงค่ะ เดี๋ยวส่ง PO ให้นะคะ
[22 ต.ค. 68 16:30] เบียร์ ออแกไนซ์: โอนมัดจำ 9,450 แล้วค่ะ สลิปตามนี้
[22 ต.ค. 68 16:41] วี รักษ์ชล: ได้รับแล้วครับ คืนวันที่ 4 ให้น้องไปรายงานตัว 17.30 น. ที่เต็นท์ อบต.นะครับ
[6 พ.ย. 68 10:05] เบียร์ ออแกไนซ์: งานเรียบร้อยดีค่ะพี่ ขอบคุณน้องๆ ด้วยนะคะ ส่วนที่เหลือโอนวันศุกร์ค่ะ
""",
    f"{BIZ}/LINE export/LINE กลุ่มหัวหน้าชุด รักษ์ชล.txt": """[12 ต.ค. 68 03:05] หัวหน้าเอก: เฮียครับ เซฟตี้โตโยมิมาเจอไอ้ต้อมหลับที่ป้อมประตู 2 ตอนตีสองสี่สิบ ไม้กั้นเปิดค้าง รถเข้าไปคันนึงไม่ได้ลงสมุด
[12 ต.ค. 68 06:30] วี (เฮีย): เดี๋ยวเช้านี้ผมเข้าไปขอโทษคุณจิ๊บเอง เอกให้ต้อมเขียนบันทึกไว้ก่อน
[13 ต.ค. 68 15:20] วี (เฮีย): โตโยมิส่งหนังสือมาแล้ว หักเรา 3,000 ในบิล ต.ค. ย้ายต้อมไป ส.เจริญ ให้โต้งมาแทนตั้งแต่ 15 ต.ค.
[13 ต.ค. 68 15:26] หัวหน้าแดง: รับทราบค่ะเฮีย ที่เบย์วิวจะให้น้องสแกนจุดทุก 2 ชม. เหมือนกันนะคะ
[20 ต.ค. 68 22:10] หัวหน้าเอก: คืนนี้ไอ้ตู่มาสาย 40 นาที บอกรถเสีย ผมอยู่ควบให้ก่อนครับ
[20 ต.ค. 68 22:15] วี (เฮีย): OT เอกคืนนี้ลงชั่วโมงละ 60 เหมือนเดิมนะ
[28 ต.ค. 68 11:00] หัวหน้าแดง: เฮียคะ ใบอนุญาตหนุ่มจะหมด ธ.ค. นี้ ดำที่โตโยมิก็หมดสิ้นเดือน พ.ย. ค่ะ
[28 ต.ค. 68 11:08] วี (เฮีย): พาทั้งสองคนไปยื่นต่อที่ ภ.จว. อาทิตย์หน้า ค่าธรรมเนียมบริษัทออกให้
[3 พ.ย. 68 20:30] วี (เฮีย): ขอบคุณทุกคนที่มาประชุมวันนี้ สรุปผมลงไฟล์ไว้แล้ว ใครรู้จักคนอยากทำ รปภ. ส่งมาได้เลย
""",
    f"{BIZ}/บันทึกประชุมหัวหน้าชุด 3 พ.ย. 68.md": """# ประชุมหัวหน้าชุด 3 พ.ย. 2568 (ออฟฟิศศรีราชา)

ผู้เข้าร่วม: เฮียวี, ปุ๊ก (บัญชี), หัวหน้าเอก (โตโยมิ), หัวหน้าแดง (เบย์วิว), ปิ๊ก (ส.เจริญ แทนหัวหน้า)

## เรื่องที่ตกลงกัน
- คอนโดชลพฤกษ์ เรสซิเดนซ์ เริ่ม 1 ธ.ค. 2568 ใช้ รปภ. 5 คน + หัวหน้าแดงย้ายไปคุม เบย์วิวให้นกขึ้นเป็นหัวหน้าแทน
- ต้องรับ รปภ. ใหม่ 6 คน ให้ได้ภายใน 20 พ.ย. (5 คนไปชลพฤกษ์ 1 คนเป็นตัวสำรอง) ค่าแนะนำเพื่อนมาสมัคร คนละ 500
- เบี้ยขยันขึ้นจาก 500 เป็น 700 บาท ตั้งแต่งวดเงินเดือน ธ.ค. 68 (ต้องไม่ขาด ไม่สาย ทั้งเดือน)
- หลับเวร: ครั้งแรกใบเตือน + หัก 1,000 ครั้งที่สองให้ออก
- งบน้ำมันรถสายตรวจเดือนละไม่เกิน 9,000 บาท เฮียตรวจกลางคืนอาทิตย์ละ 2 รอบ
- ช่วงปิดโรงงานโตโยมิ 27 ธ.ค.-4 ม.ค. ต้องหาคนเพิ่ม 4 คน เอกจัดตารางให้เสร็จ 10 ธ.ค.

## งานที่มอบหมาย
- หัวหน้าแดง: ไปดูหน้างานชลพฤกษ์ 20 พ.ย. ทำจุดสแกน Guard Tour
- หัวหน้าเอก: พาดำไปต่อใบอนุญาตก่อน 30 พ.ย.
- ปุ๊ก: ยื่นต่อใบอนุญาตบริษัทที่ ภ.จว.ชลบุรี ก่อน 16 พ.ย. และเลือกร้านชุด รปภ.
""",
    f"{BIZ}/พนักงาน/สัมภาษณ์ รปภ ใหม่ พ.ย.68.md": """# สัมภาษณ์ รปภ. ใหม่ (สำหรับชลพฤกษ์) 8-10 พ.ย. 68

| ชื่อ | อายุ | ประสบการณ์ | ใบอนุญาต | ขอค่าแรง | ผล |
|---|---|---|---|---|---|
| นายสมศักดิ์ บุญมา (ศักดิ์) | 42 | รปภ. หมู่บ้าน 6 ปี | มี | 520/ผลัด | ผ่าน |
| นายวิชัย แก้วมณี (ชัยน้อย) | 35 | ทหารเกณฑ์ + รปภ. ห้าง 3 ปี | มี | 500/ผลัด | ผ่าน |
| นายกฤษดา จันทร์หอม (เต้) | 24 | ไม่เคย | ยังไม่มี | 480/ผลัด | ผ่าน ส่งอบรม 40 ชม. ก่อน |
| นางสาวพรทิพย์ ศรีสวัสดิ์ (ปู) | 38 | รปภ. โรงพยาบาล 4 ปี | มี | 500/ผลัด | ผ่าน (ล็อบบี้ A กลางวัน) |
| นายเอนก ทองสุข | 55 | รปภ. โรงงาน 15 ปี | หมดอายุ | 550/ผลัด | รอต่อใบอนุญาต |
| นายธนพล มีชัย (บิว) | 29 | รปภ. คอนโด 2 ปี | มี | 500/ผลัด | ไม่ผ่าน ประวัติไม่ดี |

ยังขาดอีก 2 คน ลองถามหัวหน้าเอกกับกลุ่มไลน์ รปภ. ศรีราชา
""",
    f"{BIZ}/ของขวัญปีใหม่ลูกค้า.md": """# กระเช้าปีใหม่ 2569 ให้ลูกค้า
- โตโยมิ: คุณจิ๊บ + Mr. Tanabe กระเช้าผลไม้ 2 ชุด ชุดละ 1,500
- เบย์วิว คอนโด: นิติ + กรรมการ ขนม 1 กล่องใหญ่ 1,200
- ส.เจริญพลาสติก: เสี่ยเจริญ ไวน์ 1 ขวด
- ชลพฤกษ์: คุณแอน (เพิ่งเริ่ม) ขนม 800
- สั่งร้านป้าหน่อย ตลาดศรีราชา ก่อน 25 ธ.ค.
""",
    f"{BIZ}/ลูกค้า โตโยมิ/email_Toyomi_yearend shutdown guards.txt": TOYOMI_EMAIL,
    f"{HOME}/แม่/นัดหมอแม่ ตา.md": """# ตาแม่ (บุญเรือน มั่นคง)
- ต้อกระจกทั้งสองข้าง ข้างซ้ายหนักกว่า อ่านหนังสือไม่ได้แล้ว
- ผ่าตาซ้ายแล้ว 16 ต.ค. 68 ที่ รพ.ศรีราชาเบย์ คุณหมอพิมพ์ชนก (ผ่าแบบไม่ต้องนอน รพ.)
- ประกันสุขภาพแม่จ่ายตรงได้ 45,000 ต่อครั้ง ส่วนเกินผมจ่ายบัตรเครดิต พี่นิดช่วยครึ่ง
- นัดติดตาม 23 ต.ค. และ 13 พ.ย. 68 เวลา 9.00 น. (ปุ๊กพาไป)
- ตาขวา หมอว่าผ่าได้หลังสามเดือน ประมาณ ม.ค. 69 ค่าใช้จ่ายพอๆ กัน ราวๆ 70,000
- ยาหยอดตา 4 เวลา ห้ามโดนน้ำ 2 สัปดาห์ ยาเบาหวานกินต่อเหมือนเดิม
""",
    f"{HOME}/ไลน์ครอบครัวมั่นคง.txt": """[3 พ.ย. 68 18:20] ปุ๊ก: พ่อมายด์ ค่าเทอมมายด์เทอม 2 มาแล้วนะ 38,800 จ่ายก่อน 21 พ.ย.
[3 พ.ย. 68 18:25] วี: โอเค เดี๋ยวรอโตโยมิโอนก่อนค่อยจ่าย
[3 พ.ย. 68 18:40] มายด์: พ่อคะ ค่ายอังกฤษที่เขาใหญ่ รวมอยู่ในค่าเทอมแล้วนะคะ ไม่ต้องจ่ายเพิ่ม
[5 พ.ย. 68 20:02] พี่นิด: วี พี่โอนส่วนค่าผ่าตาแม่ให้แล้วนะ 13,700
[5 พ.ย. 68 20:10] วี: ขอบคุณครับพี่ ตาขวาแม่ ม.ค. ค่อยว่ากันอีกที
[8 พ.ย. 68 09:15] วี: ไฟแนนซ์ส่งยอดปิดรถมาแล้ว สี่แสนสามหมื่นกว่า ถ้าปิดตอนนี้ประหยัดดอกได้สี่หมื่นกว่า
[8 พ.ย. 68 09:30] ปุ๊ก: ถ้าปิดรถ เงินหมุนบริษัทจะพอเหรอ เดือนหน้าต้องซื้อชุด รปภ. ใหม่อีก ค่อยคิดนะ
[10 พ.ย. 68 07:00] แม่: วันที่ 13 แม่ไปหาหมอตาเองได้ ไม่ต้องลางาน
""",
    f"{HOME}/สูตรน้ำจิ้มซีฟู้ดแม่.md": """# น้ำจิ้มซีฟู้ดสูตรแม่
- พริกขี้หนูสวน 15 เม็ด กระเทียม 10 กลีบ รากผักชี 2 ราก
- น้ำปลา 3 ช้อนโต๊ะ น้ำมะนาว 4 ช้อนโต๊ะ น้ำตาลทราย 1 ช้อนโต๊ะ
- โขลกหยาบๆ ไม่ต้องปั่น ใส่ผักชีซอยตอนท้าย
""",
}
TODO = {"todo.md": """- ยื่นต่อใบอนุญาตบริษัท ภ.จว.ชลบุรี ก่อน 16 พ.ย.
- ตอบคุณจิ๊บ โตโยมิ เรื่อง รปภ. ช่วงปิดโรงงาน ก่อน 20 พ.ย.
- เลือกร้านชุด รปภ. (เจริญยูนิฟอร์ม หรือ ProGuard)
- รับ รปภ. ใหม่ให้ครบ 6 คน ก่อน 20 พ.ย.
- โอนค่าเทอมมายด์ ก่อน 21 พ.ย.
- ตัดสินใจเรื่องปิดยอดรถ Fortuner ก่อน 30 พ.ย.
- จ่ายเบี้ย AIA ก่อน 8 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, toyomi, billing, books, staff = (biz / "ใบเสนอราคา", biz / "ลูกค้า โตโยมิ", biz / "วางบิล",
                                             biz / "บัญชี", biz / "พนักงาน")
    for folder in (quotes, toyomi, billing, books, staff, biz / "ราชการ", biz / "Presentations", biz / "LINE export",
                   home / "ค่าไฟ", home / "ประกัน", home / "รถ Fortuner", home / "มายด์", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT ชลพฤกษ์ เรสซิเดนซ์ (ร่าง) 14ต.ค.68.docx", QT_DRAFT, QT_DRAFT_TABLE, bottom=QT_DRAFT_BOTTOM)
    write_docx(quotes / "QT ชลพฤกษ์ เรสซิเดนซ์ final v2.docx", QT_FINAL, QT_FINAL_TABLE, bottom=QT_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เจริญยูนิฟอร์ม_ชุดรปภ.docx", CHAROEN_QUOTE, CHAROEN_TABLE, bottom=CHAROEN_BOTTOM)
    make_pdf(quotes / "Quote_ProGuard Supply_uniforms Oct2025.pdf", PROGUARD_QUOTE)
    write_docx(toyomi / "สัญญาจ้างรปภ_โตโยมิ_พ.ย.68-ต.ค.69.docx", TOYOMI_CONTRACT)
    make_pdf(toyomi / "Toyomi_incident notice_Gate2_Oct2025.pdf", TOYOMI_INCIDENT)
    make_pdf(billing / "INV-RC6810-017_Toyomi_Oct2025.pdf", TOYOMI_INVOICE)
    write_docx(billing / "ใบเสร็จ_RC6811-009_โตโยมิ.docx", TOYOMI_RECEIPT, TOYOMI_RECEIPT_TABLE,
               bottom=TOYOMI_RECEIPT_BOTTOM)
    _book(books / "รายรับรายจ่าย รักษ์ชล 2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "รายรับรายจ่าย รักษ์ชล 2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _payroll(books / "เงินเดือน รปภ ต.ค.68.xlsx")
    _roster(staff / "รายชื่อรปภ_ประจำจุด_Nov2025.xlsx")
    write_docx(biz / "ราชการ" / "หนังสือแจ้งต่ออายุใบอนุญาต_ตร.ชลบุรี.docx", LICENCE_LETTER)
    write_slides(biz / "Presentations" / "RakChon company profile 2025.pptx", PROFILE_SLIDES)
    write_slides(biz / "Presentations" / "แผนงานปี69_ร่าง.pptx", PLAN_SLIDES)
    make_pdf(biz / "RakChon_service rates 2025.pdf", RATES_2025)
    make_pdf(home / "ค่าไฟ" / "PEA e-bill 08-2025.pdf", PEA_AUG)
    make_pdf(home / "ค่าไฟ" / "PEA e-bill 09-2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "PEA e-bill 10-2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "AIA premium notice 2025.pdf", AIA_NOTICE)
    _car_schedule(home / "รถ Fortuner" / "ตารางผ่อน Fortuner.xlsx")
    write_docx(home / "รถ Fortuner" / "หนังสือแจ้งยอดปิดบัญชี_Fortuner_พ.ย.68.docx", CAR_PAYOFF, CAR_PAYOFF_TABLE,
               bottom=CAR_PAYOFF_BOTTOM)
    write_docx(home / "มายด์" / "ค่าเทอม มายด์ เทอม2 2568.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "SrirachaBay_invoice_แม่ผ่าต้อกระจก_Oct2025.pdf", HOSPITAL_INVOICE)
    _house_book(home / "ค่าใช้จ่ายในบ้าน 2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
