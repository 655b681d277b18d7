"""The rescuefoundation folder: the papers of a volunteer treasurer of a Lampang rescue foundation and her household.

The owner is คุณวิไลวรรณ ศรีบุญเรือง (พี่ไล), volunteer treasurer (เหรัญญิก) of "มูลนิธิกู้ภัยเขลางค์ร่วมใจ"
(Khelang Ruamjai Rescue Foundation), อ.เมือง จ.ลำปาง: two ambulances and a rescue pickup, a 1669 EMS unit,
donations by month, volunteer shift allowances, equipment quotes. Her husband ประเสริฐ is a teacher, her
daughter ข้าวหอม (ด.ญ.ณัฐธิดา) is in ม.2, her father พ่อสมบูรณ์ lives with them. It is November 2568 (2025).

Documents/มูลนิธิกู้ภัย/ (the foundation)
- ประกาศ/ประกาศค่าเบี้ยเลี้ยงอาสา_ร่าง.docx: draft notice 7/2568 of shift allowances (day 250, night 320).
- ประกาศ/ประกาศค่าเบี้ยเลี้ยงอาสา_ฉบับจริง.docx: the signed notice, other figures (night 350, from 1 พ.ย. 2568).
- ใบเสนอราคา/ใบเสนอราคาซ่อมรถ_อู่ช่างหมู.docx: garage quote to repair ambulance 2, 28,400.
- ใบเสนอราคา/ใบเสนอราคาซ่อมรถ_อู่สมพงษ์ยานยนต์.docx: a second garage's quote for the same repair, 31,750.
- ใบเสนอราคา/AED_quotation_ThaiHeartCare_Oct2025.pdf: English quotation from a Bangkok firm for an AED, 59,500.
- หนังสือราชการ/หนังสือเทศบาล_เงินอุดหนุน2569.docx: the city's letter granting 150,000 for fiscal 2569 (table).
- หนังสือราชการ/ข้อตกลง_หน่วย1669_สสจ.ลำปาง.docx: EMS agreement with the provincial health office (FR 500, BLS 1,200).
- Suppliers/ราคาเวชภัณฑ์_ลำปางเมดิคอล_2567.docx: last year's price list of บริษัท ลำปางเมดิคอลซัพพลาย จำกัด (Thai).
- Suppliers/LampangMedical_pricelist_2025.pdf: this year's list of the same firm, in English (spine board 4,650).
- Suppliers/LampangMedical_invoice_LMS-2510-044.pdf: an October invoice from that firm, 5,100.
- Suppliers/RungrueangFuel_statement_Oct2025.pdf: the October diesel credit statement (32,175), a firm named in Thai
  (หจก.รุ่งเรืองปิโตรเลียม) in the fuel workbook.
- Suppliers/email_ThaiHeartCare_AED_followup.txt: English email, the AED package down to 56,500 if ordered by 30 Nov.
- บัญชี/เงินบริจาค_รายจ่าย_2568.xlsx: this year's book, two sheets (donations by month, expenses by month), total row.
- บัญชี/เงินบริจาค_รายจ่าย_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าน้ำมันรถกู้ภัย_2568.xlsx: diesel by vehicle, months as columns (ambulance 1 in Sept 12,600).
- บัญชี/ค่าเบี้ยเลี้ยงอาสา_ส.ค.-ต.ค.68.xlsx: volunteer allowances, one sheet per month (ต้น in Sept 2,900).
- ประชุม/บันทึกประชุมกรรมการ_ต.ค.68.md: minutes of the October committee meeting (balance 412,380.55).
- แชท/แชทไลน์_ช่างหมู.txt: LINE chat with the garage; the repair grows from 28,400 to 31,200.
- แชท/แชทไลน์_กลุ่มกรรมการมูลนิธิ.txt: committee LINE group; the ผ้าป่า count is corrected from 186,500 to 192,340.
- อีเมล/email_LampangCeramic_donation_Nov2025.txt: English email from a company pledging a 50,000 donation.
- แผนงานมูลนิธิ_2569.pptx: slides, the plan for next year (new ambulance 1,650,000, EMR training 36,000).
- สต็อกเวชภัณฑ์_1พ.ย.68.md: stock count of medical supplies.
- สูตรข้าวต้มเลี้ยงงานผ้าป่า.md: the rice-soup recipe for the merit-making day.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/TriNet_fibre_bill_Oct2025.pdf: English electricity and internet bills.
- ประกัน/SiamSawasdee_health_renewal_Somboon_2025.pdf: English renewal letter for her father's health insurance
  (24,850), named สยามสวัสดิ์ in the family chat.
- ค่าเทอมข้าวหอม/ค่าเทอม_ข้าวหอม_เทอม1-2568.docx and ค่าเทอม_ข้าวหอม_เทอม2-2568.docx: fee notices (27,850; 29,350).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านศรีบุญเรือง.txt: the family LINE group.
- สุขภาพพ่อ_นัดหมอ.md: notes on her father's health and appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
HEAD = ("มูลนิธิกู้ภัยเขลางค์ร่วมใจ (Khelang Ruamjai Rescue Foundation) 142 ถ.พหลโยธิน ต.สบตุ๋ย อ.เมือง "
        "จ.ลำปาง 52100 โทร 054-226-1669")

# ---------------------------------------------------------------- allowance notices
NOTICE_DRAFT = [
    HEAD,
    "(ร่าง) ประกาศมูลนิธิกู้ภัยเขลางค์ร่วมใจ ที่ 7/2568",
    "เรื่อง อัตราค่าเบี้ยเลี้ยงอาสาสมัครกู้ภัยที่เข้าเวร",
    "ร่างวันที่ 2 ตุลาคม 2568 เพื่อเสนอที่ประชุมคณะกรรมการวันที่ 4 ตุลาคม 2568",
    "ด้วยค่าครองชีพและราคาน้ำมันสูงขึ้น มูลนิธิจึงเห็นควรปรับค่าเบี้ยเลี้ยงอาสาสมัครที่เข้าเวร ดังนี้",
]
NOTICE_DRAFT_TABLE = [
    ("ประเภท", "เวลา", "อัตราเดิม (บาท)", "อัตราใหม่ (บาท)"),
    ("เวรกลางวัน", "08.00–20.00 น.", "200 ต่อเวร", "250 ต่อเวร"),
    ("เวรกลางคืน", "20.00–08.00 น.", "300 ต่อเวร", "320 ต่อเวร"),
    ("ออกเหตุนอกเวร", "ตามวิทยุเรียก", "100 ต่อครั้ง", "100 ต่อครั้ง"),
    ("ค่าอาหารเวรกลางคืน", "", "-", "50 ต่อเวร"),
]
NOTICE_DRAFT_BOTTOM = [
    "อาสาสมัครหนึ่งคนเบิกได้ไม่เกินเดือนละ 10 เวร",
    "ให้มีผลตั้งแต่วันที่ 16 ตุลาคม 2568 เป็นต้นไป",
    "ร่าง — ยังไม่ได้เสนอประธานลงนาม (ไล)",
]
NOTICE_FINAL = [
    HEAD,
    "ประกาศมูลนิธิกู้ภัยเขลางค์ร่วมใจ ที่ 7/2568",
    "เรื่อง อัตราค่าเบี้ยเลี้ยงอาสาสมัครกู้ภัยที่เข้าเวร",
    "ตามมติที่ประชุมคณะกรรมการ ครั้งที่ 10/2568 เมื่อวันที่ 4 ตุลาคม 2568 มูลนิธิขอประกาศอัตราค่าเบี้ยเลี้ยง"
    "อาสาสมัครที่เข้าเวร ดังนี้",
]
NOTICE_FINAL_TABLE = [
    ("ประเภท", "เวลา", "อัตรา (บาท)"),
    ("เวรกลางวัน", "08.00–20.00 น.", "250 ต่อเวร"),
    ("เวรกลางคืน", "20.00–08.00 น.", "350 ต่อเวร"),
    ("ออกเหตุนอกเวร", "ตามวิทยุเรียก", "120 ต่อครั้ง"),
    ("ค่าอาหารเวรกลางคืน", "", "60 ต่อเวร"),
]
NOTICE_FINAL_BOTTOM = [
    "อาสาสมัครหนึ่งคนเบิกได้ไม่เกินเดือนละ 8 เวร ผู้ที่ยังไม่ผ่านการอบรม EMR เบิกได้เฉพาะเวรกลางวัน",
    "ให้มีผลตั้งแต่วันที่ 1 พฤศจิกายน 2568 เป็นต้นไป จ่ายทุกวันที่ 5 ของเดือนถัดไป โดยโอนเข้าบัญชีอาสาสมัคร",
    "ประกาศ ณ วันที่ 6 ตุลาคม 2568",
    "ลงชื่อ นายบุญชัย แสงคำ ประธานมูลนิธิกู้ภัยเขลางค์ร่วมใจ",
]

# ---------------------------------------------------------------- garage quotes
CAR2 = "รถกู้ชีพ 2 อีซูซุ ดีแมคซ์ ทะเบียน 1ฒก 2389 ลำปาง"
MOO_TOP = [
    "อู่ช่างหมูการช่าง  55/2 ถ.ประสานไมตรี ต.สวนดอก อ.เมือง จ.ลำปาง โทร 081-672-3390",
    "ใบเสนอราคา เลขที่ 0921/68  วันที่ 8 ตุลาคม 2568",
    "เรียน เหรัญญิก มูลนิธิกู้ภัยเขลางค์ร่วมใจ (คุณวิไลวรรณ)",
    f"เรื่อง ซ่อมบำรุง{CAR2} (คลัตช์ลื่น ไฟชาร์จไม่เข้า)",
]
MOO_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เปลี่ยนชุดคลัตช์ (จาน หวี ลูกปืน)", "1 ชุด", "9,800"),
    ("ซ่อมไดชาร์จ เปลี่ยนคัตเอาต์", "1 ลูก", "3,600"),
    ("เปลี่ยนโช้คอัพหลัง", "2 ต้น", "5,200"),
    ("เปลี่ยนผ้าเบรกหน้า", "1 ชุด", "2,400"),
    ("ถ่ายน้ำมันเครื่อง + ไส้กรอง", "1 ครั้ง", "1,900"),
    ("ค่าแรง (ลดให้มูลนิธิ 20%)", "", "5,500"),
    ("รวมทั้งสิ้น", "", "28,400"),
]
MOO_BOTTOM = ["รวมทั้งสิ้น 28,400 บาท (สองหมื่นแปดพันสี่ร้อยบาทถ้วน) ไม่มีภาษีมูลค่าเพิ่ม",
              "ใช้เวลาซ่อม 5 วันทำการ รับประกันงานซ่อม 3 เดือน", "ลงชื่อ นายสมหมาย ปันแก้ว (ช่างหมู)"]
SOMPONG_TOP = [
    "หจก.สมพงษ์ยานยนต์ ลำปาง  199 ถ.ลำปาง-เด่นชัย ต.พิชัย อ.เมือง จ.ลำปาง โทร 054-811-205",
    "ใบเสนอราคา QT-68-1045  ลงวันที่ 9 ตุลาคม 2568",
    "เสนอ มูลนิธิกู้ภัยเขลางค์ร่วมใจ",
    f"งานซ่อม{CAR2}",
]
SOMPONG_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "ชุดคลัตช์แท้ศูนย์ พร้อมเปลี่ยน", "11,200"),
    ("2", "ซ่อมไดชาร์จ", "3,900"),
    ("3", "โช้คอัพหลัง 2 ต้น", "5,600"),
    ("4", "ผ้าเบรกหน้า", "2,650"),
    ("5", "น้ำมันเครื่องสังเคราะห์ + กรอง", "2,100"),
    ("6", "ค่าแรง", "6,300"),
    ("", "รวม", "31,750"),
]
SOMPONG_BOTTOM = ["ยอดรวม 31,750 บาท ราคานี้รวมภาษีมูลค่าเพิ่มแล้ว ยืนราคา 15 วัน",
                  "ซ่อมเสร็จภายใน 3 วัน รับประกันอะไหล่และงานซ่อม 6 เดือน",
                  "ผู้เสนอราคา นายสมพงษ์ ใจคำ"]

# ---------------------------------------------------------------- official letters, agreement
CITY_LETTER = [
    "เทศบาลนครลำปาง",
    "ที่ ลป 52001/2145",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งผลการพิจารณาเงินอุดหนุนประจำปีงบประมาณ พ.ศ. 2569",
    "เรียน ประธานมูลนิธิกู้ภัยเขลางค์ร่วมใจ",
    "ตามที่มูลนิธิได้ยื่นโครงการขอรับเงินอุดหนุนเพื่อสนับสนุนการช่วยเหลือผู้ประสบภัยและผู้ป่วยฉุกเฉิน "
    "เทศบาลนครลำปางพิจารณาแล้ว อนุมัติเงินอุดหนุนจำนวน 150,000 บาท (ปีงบประมาณ 2568 ได้รับ 120,000 บาท) "
    "โดยให้ใช้จ่ายตามรายการดังนี้",
]
CITY_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าน้ำมันเชื้อเพลิงรถกู้ชีพ", "90,000"),
    ("ค่าวัสดุและเวชภัณฑ์การแพทย์", "40,000"),
    ("ค่าฝึกอบรมอาสาสมัคร", "20,000"),
    ("รวม", "150,000"),
]
CITY_BOTTOM = [
    "ขอให้มูลนิธิส่งเอกสารขอเบิกเงิน (แบบขอรับเงินอุดหนุน สำเนาบัญชีธนาคาร และรายชื่อกรรมการ) "
    "ภายในวันที่ 30 พฤศจิกายน 2568 ที่กองสวัสดิการสังคม",
    "และรายงานผลการใช้จ่ายเงินพร้อมใบเสร็จภายในวันที่ 15 กันยายน 2569",
    "ขอแสดงความนับถือ",
    "นางสาวพิมพ์ลดา วงศ์ใหญ่ ผู้อำนวยการกองสวัสดิการสังคม ปฏิบัติราชการแทนนายกเทศมนตรีนครลำปาง",
]
EMS_TOP = [
    "ข้อตกลงการเข้าร่วมปฏิบัติการการแพทย์ฉุกเฉิน (ศูนย์รับแจ้งเหตุและสั่งการ 1669 จังหวัดลำปาง)",
    "ทำที่ สำนักงานสาธารณสุขจังหวัดลำปาง วันที่ 26 กันยายน 2568",
    "ระหว่าง สำนักงานสาธารณสุขจังหวัดลำปาง (สสจ.ลำปาง) ซึ่งต่อไปเรียกว่า \"ผู้กำกับ\"",
    "กับ มูลนิธิกู้ภัยเขลางค์ร่วมใจ โดย นายบุญชัย แสงคำ ประธานมูลนิธิ ซึ่งต่อไปเรียกว่า \"หน่วยปฏิบัติการ\"",
]
EMS_HEADINGS = [
    ("ข้อ 1 หน่วยปฏิบัติการ", "ชุดปฏิบัติการระดับพื้นฐาน (BLS) 1 ชุด และระดับเบื้องต้น (FR) 2 ชุด\n"
     "พร้อมรถกู้ชีพ 2 คัน ประจำศูนย์ ถ.พหลโยธิน ต.สบตุ๋ย"),
    ("ข้อ 2 ความพร้อม", "พร้อมออกปฏิบัติการตลอด 24 ชั่วโมง ถึงที่เกิดเหตุในเขตเทศบาลภายใน 10 นาทีหลังรับแจ้ง"),
    ("ข้อ 3 ค่าชดเชยการปฏิบัติการ", "ระดับเบื้องต้น (FR) ครั้งละ 500 บาท\n"
     "ระดับพื้นฐาน (BLS) ครั้งละ 1,200 บาท\n"
     "ระยะทางไป-กลับเกิน 10 กิโลเมตร จ่ายเพิ่มกิโลเมตรละ 8 บาท"),
    ("ข้อ 4 การเบิกจ่าย", "ส่งแบบบันทึกการปฏิบัติการในระบบ ITEMS ภายใน 7 วันหลังออกเหตุ\n"
     "ผู้กำกับโอนเงินชดเชยเข้าบัญชีมูลนิธิภายใน 30 วันนับจากวันปิดยอดของแต่ละเดือน"),
    ("ข้อ 5 ระยะเวลา", "ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569"),
    ("ข้อ 6 อาสาสมัคร", "ผู้ปฏิบัติงานทุกคนต้องผ่านการอบรมผู้ปฏิบัติการฉุกเฉินเบื้องต้น (EMR) 40 ชั่วโมง\n"
     "และต้องทบทวนการช่วยฟื้นคืนชีพ (CPR) ปีละ 1 ครั้ง"),
]
EMS_BOTTOM = ["ลงชื่อ นายแพทย์ชาตรี ทองอินทร์ นายแพทย์สาธารณสุขจังหวัดลำปาง ผู้กำกับ",
              "ลงชื่อ นายบุญชัย แสงคำ หน่วยปฏิบัติการ",
              "ลงชื่อ นางวิไลวรรณ ศรีบุญเรือง พยาน"]

# ---------------------------------------------------------------- suppliers
LMS_2567_TOP = ["บริษัท ลำปางเมดิคอลซัพพลาย จำกัด", "88 ถ.บุญวาทย์ ต.หัวเวียง อ.เมือง จ.ลำปาง",
                "ใบราคาสินค้าเวชภัณฑ์สำหรับหน่วยกู้ภัย ปี 2567 (ใช้ 1 มกราคม – 31 ธันวาคม 2567)"]
LMS_2567_TABLE = [
    ("สินค้า", "หน่วย", "ราคา (บาท)"),
    ("เติมออกซิเจน ถัง 1.5 คิว", "ถัง", "150"),
    ("เฝือกคอ ผู้ใหญ่", "ชิ้น", "380"),
    ("กระดานรองหลัง (Spine board) พร้อมชุดล็อกศีรษะ", "ชุด", "4,200"),
    ("ผ้าก๊อซ 4x4 นิ้ว", "ห่อ 100 ชิ้น", "95"),
    ("ถุงมือไนไตรล์", "กล่อง 100 ชิ้น", "165"),
    ("แผ่นอิเล็กโทรด AED ผู้ใหญ่", "คู่", "2,900"),
]
LMS_2567_BOTTOM = ["ส่งฟรีในเขตอำเภอเมืองลำปาง เมื่อสั่งครบ 2,500 บาท",
                   "ลูกค้ามูลนิธิ เครดิต 30 วัน  ติดต่อ คุณจิราพร 089-433-1876"]
LMS_2025 = [
    "LAMPANG MEDICAL SUPPLY CO., LTD.\n"
    "88 Boonyawat Road, Hua Wiang, Mueang Lampang 52000  Tel. 054-218-770\n"
    "PRICE LIST 2025 - RESCUE AND EMS SUPPLIES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Oxygen cylinder refill, 1.5 m3 ............... 170 per cylinder\n"
    "Cervical collar, adult ....................... 420 per piece\n"
    "Spine board with head immobilizer ............ 4,650 per set\n"
    "Gauze pads 4x4 in ............................ 110 per pack of 100\n"
    "Nitrile gloves ............................... 185 per box of 100\n"
    "AED electrode pads, adult .................... 3,100 per pair\n"
    "\n"
    "Free delivery in Mueang Lampang for orders of 3,000 THB or more.\n"
    "Foundations and rescue units: 30 days credit.\n"
    "Contact: Khun Jiraporn, sales@lampangmedical.co.th",
]
LMS_INVOICE = [
    "LAMPANG MEDICAL SUPPLY CO., LTD.\n"
    "INVOICE No. LMS-2510-044\n"
    "Date: 16 Oct 2025        Due date: 15 Nov 2025\n"
    "Bill to: Khelang Ruamjai Rescue Foundation, 142 Phahonyothin Rd, Sop Tui, Lampang\n"
    "\n"
    "Item                              Qty        Unit     Amount\n"
    "Nitrile gloves (box of 100)       10 boxes   185      1,850.00\n"
    "Gauze pads 4x4 in (pack of 100)   5 packs    110        550.00\n"
    "Oxygen cylinder refill 1.5 m3     6          170      1,020.00\n"
    "Cervical collar, adult            4          420      1,680.00\n"
    "\n"
    "TOTAL: 5,100.00 THB (VAT included)\n"
    "Payment by transfer to Bangkok Bank, Lampang Medical Supply Co., Ltd., 512-3-04477-1",
]
THC_QUOTE = [
    "THAI HEART CARE CO., LTD.\n"
    "1288 Ratchadaphisek Road, Din Daeng, Bangkok 10400  Tel. 02-641-5590\n"
    "QUOTATION No. THC-Q-2510-118        Date: 21 Oct 2025\n"
    "To: Khelang Ruamjai Rescue Foundation, Lampang (Attn. Khun Wilaiwan, Treasurer)\n"
    "\n"
    "1. Automated External Defibrillator, model LifeGuard AED-300, 1 unit ...... 52,000.00\n"
    "2. Wall cabinet with alarm and AED sign, 1 set ............................. 4,500.00\n"
    "3. AED and CPR training for 10 volunteers (on site, Lampang) ............. 3,000.00\n"
    "\n"
    "TOTAL 59,500.00 THB including VAT\n"
    "Warranty: 5 years on the device, 2 years on the battery.\n"
    "Delivery: 14 days after purchase order. This quotation is valid for 45 days.\n"
    "Sales: Khun Nattapong Srisuk 092-118-4406",
]
THC_EMAIL = """From: Nattapong Srisuk <nattapong@thaiheartcare.co.th>
To: khelangrescue.fund@gmail.com
Date: Fri, 31 Oct 2025 15:22
Subject: RE: Quotation THC-Q-2510-118 - AED for Khelang Ruamjai

Dear Khun Wilaiwan,

Thank you for presenting our AED quotation to your committee.

Because your foundation is a registered charity, our manager has approved a special price for the same
package (LifeGuard AED-300, wall cabinet and training for 10 volunteers): 56,500 THB including VAT,
instead of 59,500 THB, if the purchase order reaches us by 30 Nov 2025.

We can also add one extra pair of adult electrode pads free of charge.

Best regards,
Nattapong Srisuk
Thai Heart Care Co., Ltd.
"""
FUEL_STATEMENT = [
    "RUNGRUEANG PETROLEUM LTD., PART.\n"
    "Fuel station Km. 3, Lampang-Ngao Road, Lampang  Tel. 054-320-118\n"
    "CREDIT STATEMENT - October 2025\n"
    "Customer: Khelang Ruamjai Rescue Foundation    Credit account: RR-0087\n"
    "\n"
    "Vehicle                                   Diesel (L)   Price/L   Amount\n"
    "Ambulance 1 (Nor Khor 4417 Lampang)       420          32.50     13,650.00\n"
    "Ambulance 2 (1 Tho Kor 2389 Lampang)      260          32.50      8,450.00\n"
    "Rescue pickup (Bor Phor 7302 Lampang)     310          32.50     10,075.00\n"
    "\n"
    "TOTAL DUE: 32,175.00 THB\n"
    "Due date: 10 Nov 2025. Please pay at the station office or transfer to Krungthai Bank 612-0-33418-5.",
]

# ---------------------------------------------------------------- books
DONATE_HEADERS = ["เดือน (Month)", "ตู้รับบริจาค (Donation boxes)", "โอนเข้าบัญชี (Bank transfers)",
                  "งานบุญ/งานศพ (Merit & funeral)", "รวม (Total, THB)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าน้ำมัน (Fuel)", "ค่าซ่อมบำรุงรถ (Vehicle repairs)",
                   "ค่าเบี้ยเลี้ยงอาสา (Volunteer allowances)", "เวชภัณฑ์ (Medical supplies)",
                   "ค่าน้ำค่าไฟศูนย์ (Utilities)", "รวม (Total)"]
BOXES_2568 = [38200, 35400, 41800, 52600, 36900, 33100, 34700, 31800, 32400, 39600]
TRANSFERS_2568 = [46300, 41800, 44900, 63200, 40700, 38600, 42100, 39400, 44800, 57300]
MERIT_2568 = [52000, 38500, 61200, 88400, 42300, 35600, 48900, 41200, 36700, 72500]
BOXES_2567 = [35100, 33800, 39600, 49800, 34200, 31500, 32900, 30600, 30100, 36800, 38900, 54200]
TRANSFERS_2567 = [40200, 37600, 41100, 57900, 36500, 35200, 38400, 36100, 39700, 48600, 44300, 68700]
MERIT_2567 = [47500, 36200, 55800, 81300, 39900, 33100, 45600, 38700, 34200, 65100, 158200, 71400]

FUEL_2568 = {
    "รถกู้ชีพ 1 นข 4417 (Ambulance 1)": [12800, 11950, 13400, 15200, 13100, 12450, 12900, 13250, 12600, 13650],
    "รถกู้ชีพ 2 1ฒก 2389 (Ambulance 2)": [10400, 9800, 11200, 13600, 10900, 7200, 10600, 11050, 10300, 8450],
    "รถกระบะกู้ภัย บพ 7302 (Rescue pickup)": [8900, 8200, 9600, 12100, 9400, 8800, 9300, 9150, 9850, 10075],
}
FUEL_2567 = [29800, 28100, 31500, 37200, 30600, 27900, 29400, 30100, 28700, 31200, 30500, 36800]
REPAIRS_2568 = [4200, 2800, 12600, 3500, 5900, 18400, 2600, 6850, 3900, 31200]
REPAIRS_2567 = [3600, 5200, 2900, 8800, 4100, 3300, 15600, 5400, 2700, 6100, 4800, 9200]
ALLOW_JAN_JUL_2568 = [14200, 13800, 15100, 16900, 15400, 14600, 15800]
ALLOW_2567 = [12600, 12400, 13800, 15900, 14100, 13300, 14200, 14600, 13900, 14800, 15200, 17300]
MEDICAL_2568 = [3800, 4100, 3600, 5200, 4400, 3900, 4700, 4300, 4600, 5100]
MEDICAL_2567 = [3500, 3700, 3300, 4800, 4100, 3600, 4200, 3900, 4000, 4400, 3800, 5600]
UTIL_2568 = [2850, 2790, 3120, 3680, 3540, 3210, 3060, 2980, 3010, 2940]
UTIL_2567 = [2710, 2650, 2980, 3490, 3380, 3050, 2920, 2860, 2830, 2790, 2740, 2900]

RATES = (200, 300, 100)  # day shift, night shift, extra call (old rates, before 1 Nov 2568)
VOLUNTEERS = ["ธนกร ใจมา (ต้น)", "ศุภชัย คำปัน (บิว)", "ฟ้าใส วงศ์ไชย (ฟ้า)", "สมาน ปิงเมือง (ลุงแดง)",
              "อาทิตย์ สุริยะ (ทิตย์)", "ภูผา แก้วคำ (ภู)"]
SHIFTS = {
    "ส.ค. 68": [(5, 5, 2), (6, 4, 1), (8, 2, 0), (4, 8, 4), (3, 6, 2), (5, 3, 1)],
    "ก.ย. 68": [(4, 6, 3), (5, 5, 2), (7, 3, 1), (3, 9, 5), (4, 5, 2), (6, 2, 0)],
    "ต.ค. 68": [(5, 6, 2), (4, 6, 2), (8, 3, 2), (3, 10, 6), (5, 4, 1), (5, 3, 2)],
}


def _pay(shifts: tuple[int, int, int]) -> int:
    return sum(n * rate for n, rate in zip(shifts, RATES))


def allowance_totals() -> list[int]:
    return [sum(_pay(s) for s in rows) for rows in SHIFTS.values()]


def fuel_totals_2568() -> list[int]:
    return [sum(values[i] for values in FUEL_2568.values()) for i in range(10)]


def _money_book(path: Path, year: str, boxes, transfers, merit, fuel, repairs, allow, medical, util) -> None:
    book = openpyxl.Workbook()
    gifts = book.active
    gifts.title = "เงินบริจาค Donations"
    gifts.append([f"เงินบริจาคมูลนิธิกู้ภัยเขลางค์ร่วมใจ ปี {year} (Donations {year}, THB)"])
    gifts.append(DONATE_HEADERS)
    for month, a, b, c in zip(MONTHS, boxes, transfers, merit):
        gifts.append([f"{month} {year}", a, b, c, a + b + c])
    gifts.append(["รวมทั้งปี (Year total)", sum(boxes), sum(transfers), sum(merit),
                  sum(boxes) + sum(transfers) + sum(merit)])
    for column in range(2, 6):
        money_format(gifts, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายมูลนิธิ ปี {year} (Foundation expenses {year}, THB)"])
    costs.append(EXPENSE_HEADERS)
    columns = (fuel, repairs, allow, medical, util)
    for i, month in enumerate(MONTHS[:len(fuel)]):
        values = [c[i] for c in columns]
        costs.append([f"{month} {year}"] + values + [sum(values)])
    costs.append(["รวมทั้งปี (Year total)"] + [sum(c) for c in columns] + [sum(sum(c) for c in columns)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _fuel_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าน้ำมัน Fuel 2568"
    sheet.append(["ค่าน้ำมันดีเซลรถกู้ภัย ปี 2568 (บาท) — ซื้อเงินเชื่อที่ หจก.รุ่งเรืองปิโตรเลียม ปั๊ม กม.3 ถ.ลำปาง-งาว"])
    sheet.append(["รถ (Vehicle)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for vehicle, values in FUEL_2568.items():
        sheet.append([vehicle] + values + [sum(values)])
    totals = fuel_totals_2568()
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


def _allowance_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SHIFTS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าเบี้ยเลี้ยงอาสาสมัคร {title} (เวรกลางวัน 200 / เวรกลางคืน 300 / ออกเหตุนอกเวร 100)"])
        sheet.append(["ชื่อ (Name)", "เวรกลางวัน (Day shifts)", "เวรกลางคืน (Night shifts)",
                      "ออกเหตุนอกเวร (Extra calls)", "รวมเงิน (Amount, THB)"])
        for name, shifts in zip(VOLUNTEERS, rows):
            sheet.append([name, *shifts, _pay(shifts)])
        sheet.append(["รวม (Total)", sum(s[0] for s in rows), sum(s[1] for s in rows), sum(s[2] for s in rows),
                      sum(_pay(s) for s in rows)])
        money_format(sheet, 5)
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    donated = sum(BOXES_2568) + sum(TRANSFERS_2568) + sum(MERIT_2568)
    return [
        ("แผนงานมูลนิธิกู้ภัยเขลางค์ร่วมใจ ปี 2569",
         "Khelang Ruamjai Rescue Foundation - plan for 2026\nนำเสนอโดย วิไลวรรณ ศรีบุญเรือง เหรัญญิก  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"เงินบริจาค ม.ค.–ต.ค. 2568 รวม {donated:,} บาท\n"
                         "ออกเหตุ ม.ค.–ต.ค. 1,148 ครั้ง (เฉลี่ยวันละ 3.8 ครั้ง)\n"
                         "ซ่อมใหญ่รถกู้ชีพ 2 เดือนตุลาคม 31,200 บาท รถอายุ 9 ปีแล้ว"),
        ("เป้าหมายปี 2569", "ระดมทุนซื้อรถกู้ชีพคันใหม่ (ตู้ระดับ ALS) งบ 1,650,000 บาท\n"
                            "เงินบริจาคทั้งปี 1,800,000 บาท\nจัดผ้าป่าสามัคคีปีละ 2 ครั้ง"),
        ("อุปกรณ์", "ซื้อเครื่อง AED เพิ่ม 1 เครื่อง งบไม่เกิน 60,000 บาท (ใบเสนอราคา Thai Heart Care)\n"
                    "กระดานรองหลังใหม่ 2 ชุด\nวิทยุสื่อสารเพิ่ม 4 เครื่อง"),
        ("อาสาสมัคร", "อบรม EMR อาสาใหม่ 12 คน เดือนกุมภาพันธ์ 2569 งบ 36,000 บาท\n"
                      "ค่าเบี้ยเลี้ยงอัตราใหม่ (เริ่ม 1 พ.ย. 68) คาดว่าเดือนละประมาณ 19,000 บาท"),
        ("การเงิน", "เปิดบัญชีแยก \"กองทุนรถกู้ชีพใหม่\"\nรายงานการเงินให้กรรมการทุกเดือน ภายในวันที่ 10"),
    ]


# ---------------------------------------------------------------- household
FEES_TOP = ["โรงเรียนลำปางศึกษาวิทย์", "ชื่อนักเรียน ด.ญ.ณัฐธิดา ศรีบุญเรือง  ชั้น ม.2/3  เลขประจำตัว 30882"]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = [FEES_TOP[0], f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}", FEES_TOP[1]]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท ชำระภายในวันที่ {due}",
              "ชำระที่งานการเงินโรงเรียน หรือโอนเข้าบัญชีธนาคารออมสิน 0203-4412-8876",
              "หากชำระล่าช้าเกิน 7 วัน โรงเรียนขอสงวนสิทธิ์ไม่ออกผลการเรียน"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าหนังสือและชุดพละ", "2,550")], "27,850", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,500"), ("ค่าอาหารกลางวัน", "3,800"),
                           ("ค่าทัศนศึกษาเชียงใหม่", "1,650"), ("ค่าเรียนคอมพิวเตอร์เสริม", "2,400")],
                "29,350", "14 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Wilaiwan Sriboonruang\n"
    "Address: 88/3 Moo 5, Phichai, Mueang Lampang 52000\n"
    "Customer no. 020014462219\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 24,118 -> 24,474   Units used: 356 kWh\n"
    "Energy charge 1,503.27  Ft 28.48  Service 38.22  VAT 7% 114.40\n"
    "AMOUNT DUE: 1,684.37 THB\n"
    "Due date: 28 Oct 2025",
]
TRINET_BILL = [
    "TRINET FIBRE CO., LTD.\n"
    "MONTHLY INVOICE - October 2025\n"
    "Customer: Wilaiwan Sriboonruang    Account: TN-7730-1184\n"
    "Package: Home Fibre 1000/500 Mbps + Wi-Fi 6 router    799.00\n"
    "VAT 7%                                                55.93\n"
    "TOTAL                                                854.93 THB\n"
    "Due date: 20 Oct 2025. Pay by QR code or at any counter service.",
]
HEALTH_RENEWAL = [
    "SIAM SAWASDEE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Lampang Branch, Chatchai Road\n"
    "20 October 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (SENIOR HEALTH PLUS)\n"
    "Insured: Mr. Somboon Kaewkham, age 72    Policy no. HS-5512-0873\n"
    "Payer: Mrs. Wilaiwan Sriboonruang (daughter)\n"
    "\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Annual premium: 24,850 THB (last year 22,300 THB; new age band 70-74)\n"
    "Room and board: 3,000 THB per day. In-patient limit: 500,000 THB per year.\n"
    "Please pay by 15 Dec 2025 to keep the cover without a waiting period.\n"
    "Agent: Khun Orathai Muangmoon, 089-551-2047\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
HOUSE_HEADERS = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 1912.40, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                ("อินเทอร์เน็ต (Internet)", 854.93, "TriNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3400, ""), ("ค่ารถตู้ข้าวหอม (School van)", 1800, ""),
                ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.ลำปาง"),
                ("ผ่อนประกันชีวิตประเสริฐ (Life insurance)", 2100, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 1788.15, "PEA"), ("ค่าน้ำประปา (Water)", 297, ""),
                ("อินเทอร์เน็ต (Internet)", 854.93, "TriNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3150, ""), ("ค่ารถตู้ข้าวหอม (School van)", 1800, ""),
                ("ค่ายาพ่อ (Dad's medicine)", 1150, "รพ.ลำปาง"),
                ("ผ่อนประกันชีวิตประเสริฐ (Life insurance)", 2100, ""),
                ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1450, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 1684.37, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                ("อินเทอร์เน็ต (Internet)", 854.93, "TriNet"), ("ค่ากับข้าว (Food)", 11600, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3620, ""), ("ค่ารถตู้ข้าวหอม (School van)", 1800, ""),
                ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2380, "รพ.ลำปาง คลินิกกระดูก"),
                ("ผ่อนประกันชีวิตประเสริฐ (Life insurance)", 2100, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(HOUSE_HEADERS)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes, chats, emails
MINUTES = """# บันทึกการประชุมคณะกรรมการมูลนิธิกู้ภัยเขลางค์ร่วมใจ ครั้งที่ 10/2568

วันเสาร์ที่ 4 ตุลาคม 2568 เวลา 18.30 น. ณ ห้องประชุมศูนย์กู้ภัย ถ.พหลโยธิน

ผู้เข้าประชุม: นายบุญชัย แสงคำ (ประธาน), นายเอกชัย ปัญญาดี (หัวหน้าหน่วย), นางวิไลวรรณ ศรีบุญเรือง (เหรัญญิก),
นายธนพล อินต๊ะ (เลขานุการ), นางบัวตอง ใจยา (กรรมการ)

## วาระที่ 1 รายงานการเงินเดือนกันยายน 2568
- เงินบริจาคเดือน ก.ย. รวม 113,900 บาท รายจ่ายรวม 60,360 บาท
- ยอดเงินคงเหลือในบัญชีมูลนิธิ ณ 30 ก.ย. 2568 จำนวน 412,380.55 บาท
- ที่ประชุมรับทราบ

## วาระที่ 2 ซ่อมรถกู้ชีพ 2 (1ฒก 2389)
- ได้ใบเสนอราคา 2 อู่: อู่ช่างหมู 28,400 บาท และอู่สมพงษ์ยานยนต์ 31,750 บาท
- มติ: ให้ซ่อมที่อู่ช่างหมู ถูกกว่าและเคยซ่อมรถมูลนิธิมาแล้ว นำรถเข้าอู่ 13 ต.ค.
- ระหว่างซ่อมให้ใช้รถกระบะกู้ภัยเป็นรถสำรอง

## วาระที่ 3 ร่างประกาศค่าเบี้ยเลี้ยงอาสา
- ที่ประชุมให้แก้ร่าง: เวรกลางคืนเป็น 350 บาท ออกเหตุนอกเวร 120 บาท ค่าอาหาร 60 บาท จำกัดไม่เกิน 8 เวรต่อเดือน
- ให้เริ่มใช้ 1 พ.ย. 2568 (ไม่ใช่ 16 ต.ค. ตามร่าง) ให้ประธานลงนามภายในสัปดาห์นี้

## วาระที่ 4 งานทอดผ้าป่าสามัคคี
- วันอาทิตย์ที่ 2 พฤศจิกายน 2568 ที่วัดพระธาตุเสด็จ เป้ายอด 200,000 บาท
- คุณบัวตองดูแลโรงทาน ข้าวต้ม 300 ที่

## วาระที่ 5 เครื่อง AED เครื่องที่ 2
- ให้หัวหน้าเอกขอใบเสนอราคาอย่างน้อย 2 ราย งบไม่เกิน 60,000 บาท

ประชุมครั้งต่อไป วันเสาร์ที่ 1 พฤศจิกายน 2568  ปิดประชุม 20.45 น.  ผู้จดบันทึก ธนพล อินต๊ะ
"""
STOCK = """# สต็อกเวชภัณฑ์ ศูนย์กู้ภัย นับ ณ 1 พ.ย. 2568

| รายการ | คงเหลือ | ขั้นต่ำ | หมายเหตุ |
|---|---|---|---|
| ถังออกซิเจน 1.5 คิว (เต็ม) | 5 ถัง | 4 ถัง | เติมที่ลำปางเมดิคอล |
| เฝือกคอ ผู้ใหญ่ | 6 ชิ้น | 4 ชิ้น | |
| ผ้าก๊อซ 4x4 | 7 ห่อ | 5 ห่อ | |
| ถุงมือไนไตรล์ | 9 กล่อง | 6 กล่อง | |
| แผ่น AED ผู้ใหญ่ | 1 คู่ | 2 คู่ | หมดอายุ มี.ค. 69 ต้องสั่งเพิ่ม |
| ผ้ายืดพันแผล 4 นิ้ว | 14 ม้วน | 10 ม้วน | |
| น้ำเกลือล้างแผล 1,000 ml | 8 ขวด | 6 ขวด | |

นับโดย ฟ้า กับ บิว  ตรวจโดยพี่ไล
"""
RECIPE = """# ข้าวต้มหมูสับ โรงทานผ้าป่า (300 ที่)
- ข้าวสารหอมมะลิ 12 กก.
- หมูสับ 15 กก. หมักซีอิ๊วขาว พริกไทย
- กระเทียมเจียว 2 กก.  ขึ้นฉ่าย ต้นหอม
- น้ำซุป ต้มกระดูกหมู 10 กก. ตั้งแต่ตีสี่
- คุณบัวตองรับจัดหม้อใหญ่ 4 ใบ ไลเตรียมถ้วยพลาสติก 350 ใบ
"""
TEXTS = {
    "มูลนิธิกู้ภัย/แชท/แชทไลน์_ช่างหมู.txt": """[10/10/2568 17:02] ไล มูลนิธิ: ช่างหมูคะ กรรมการอนุมัติให้ซ่อมรถกู้ชีพ 2 ที่อู่ช่างหมูแล้วนะคะ ตามใบเสนอราคา 28,400
[10/10/2568 17:15] ช่างหมู: ขอบคุณครับพี่ไล เอารถเข้ามาวันจันทร์ 13 ได้เลยครับ
[13/10/2568 08:40] ไล มูลนิธิ: หัวหน้าเอกเอารถไปส่งแล้วนะคะ
[15/10/2568 11:20] ช่างหมู: พี่ไลครับ ยกล้อดูแล้วจานเบรกหน้าสึกเป็นร่อง ต้องเปลี่ยนคู่หน้า ค่าของค่าแรงเพิ่ม 3,200 ครับ รวมเป็น 31,600
[15/10/2568 11:35] ไล มูลนิธิ: โห เกินงบที่กรรมการอนุมัตินิดนึง ช่างหมูลดให้หน่อยได้มั้ยคะ เป็นรถมูลนิธิ
[15/10/2568 11:48] ช่างหมู: ได้ครับ จานเบรกคิด 2,800 พอ รวมทั้งหมด 31,200 ครับ
[15/10/2568 11:50] ไล มูลนิธิ: โอเคค่ะ ตกลง 31,200 นะคะ เดี๋ยวไลแจ้งประธานเอง
[18/10/2568 16:05] ช่างหมู: รถเสร็จแล้วครับ มารับได้เลย
[18/10/2568 16:30] ไล มูลนิธิ: โอนแล้วค่ะ 31,200 ส่งสลิปให้แล้วนะคะ ขอบิลเงินสดด้วยค่ะ
""",
    "มูลนิธิกู้ภัย/แชท/แชทไลน์_กลุ่มกรรมการมูลนิธิ.txt": """[1/11/2568 20:05] ธนพล เลขา: พรุ่งนี้ผ้าป่า ทุกคนถึงวัดพระธาตุเสด็จ 6 โมงเช้านะครับ
[1/11/2568 20:07] บัวตอง: โรงทานพร้อมค่ะ ข้าวต้ม 300 ที่
[2/11/2568 17:30] ไล เหรัญญิก: นับเงินผ้าป่าเสร็จแล้วนะคะ ยอดรวม 186,500 บาท ขอบคุณทุกคนค่ะ
[2/11/2568 17:45] ประธานบุญชัย: เยี่ยมมาก เกือบถึงเป้า ขอบคุณอาสาทุกคน
[3/11/2568 09:10] ไล เหรัญญิก: ขอแก้ยอดนะคะ เจ้าอาวาสเจอซองตกหล่นอีก 2 ซอง 1,840 บาท แล้วมีคนโอนเข้าบัญชีมูลนิธิเมื่อวาน 4,000 บาท ยอดผ้าป่ารวมสุทธิ 192,340 บาทค่ะ
[3/11/2568 09:14] ประธานบุญชัย: รับทราบ ใช้ยอด 192,340 ลงประกาศขอบคุณเลย
[3/11/2568 09:30] ธนพล เลขา: เดี๋ยวผมทำอนุโมทนาบัตรให้เจ้าภาพใหญ่ 12 ราย ครับ
[4/11/2568 13:12] หัวหน้าเอก: บริษัทเซรามิกส่งอีเมลมาว่าจะบริจาคเพิ่ม พี่ไลดูให้หน่อยครับ
[4/11/2568 13:20] ไล เหรัญญิก: เห็นแล้วค่ะ เดี๋ยวออกใบเสร็จให้
""",
    "มูลนิธิกู้ภัย/อีเมล/email_LampangCeramic_donation_Nov2025.txt": """From: Pimchanok Thongdee <csr@lampangceramicind.co.th>
To: khelangrescue.fund@gmail.com
Date: Tue, 4 Nov 2025 10:48
Subject: Donation to Khelang Ruamjai Rescue Foundation

Dear Khun Wilaiwan,

On behalf of Lampang Ceramic Industries Co., Ltd., I am pleased to confirm our company's donation to your
foundation for the year-end road safety campaign:

- Cash donation: 50,000 THB, transferred to the foundation's account on 14 Nov 2025
- 30 first-aid kits for your volunteers (delivered with the cash handover)

Could you please issue a donation receipt in the company name, Lampang Ceramic Industries Co., Ltd.,
tax ID 0525548000123, so that we can claim the tax deduction?

We would also like to take a photo of the handover at our factory on 20 Nov 2025 at 10:00.

Kind regards,
Pimchanok Thongdee
CSR Manager, Lampang Ceramic Industries Co., Ltd.
""",
    "มูลนิธิกู้ภัย/Suppliers/email_ThaiHeartCare_AED_followup.txt": THC_EMAIL,
    "มูลนิธิกู้ภัย/ประชุม/บันทึกประชุมกรรมการ_ต.ค.68.md": MINUTES,
    "มูลนิธิกู้ภัย/สต็อกเวชภัณฑ์_1พ.ย.68.md": STOCK,
    "มูลนิธิกู้ภัย/สูตรข้าวต้มเลี้ยงงานผ้าป่า.md": RECIPE,
    "บ้าน/แชทไลน์_บ้านศรีบุญเรือง.txt": """[25/10/2568 19:02] ไล: พ่อคะ จดหมายต่อประกันสุขภาพพ่อจากสยามสวัสดิ์มาแล้วนะ ปีนี้เบี้ยขึ้นเป็น 24,850 ต้องจ่ายก่อน 15 ธ.ค.
[25/10/2568 19:10] พ่อ: ขึ้นทุกปีเลยลูก
[25/10/2568 19:12] ประเสริฐ: เดี๋ยวผมช่วยครึ่งนึงครับพ่อ
[26/10/2568 07:30] ประเสริฐ: ค่าเทอมข้าวหอมเทอม 2 มาแล้ว ต้องจ่ายก่อน 14 พ.ย. นะ
[26/10/2568 07:41] ข้าวหอม: แม่ ไปทัศนศึกษาเชียงใหม่วันที่ 21 พ.ย. นะคะ ขอเงินค่าขนม 500
[1/11/2568 21:00] ไล: พรุ่งนี้แม่ไปงานผ้าป่ามูลนิธิทั้งวันนะ ข้าวเย็นพ่อสั่งร้านป้าแก้วได้เลย
[5/11/2568 18:20] พ่อ: หมอนัดดูเข่า 19 พ.ย. นะ
[5/11/2568 18:25] ประเสริฐ: ผมลาครึ่งวันไปส่งพ่อเองครับ
""",
    "บ้าน/สุขภาพพ่อ_นัดหมอ.md": """# สุขภาพพ่อ (พ่อสมบูรณ์ แก้วคำ อายุ 72)
- ความดันสูง กินยา amlodipine 5 mg เช้า 1 เม็ด
- เข่าขวาเสื่อม รักษาที่ รพ.ลำปาง คลินิกกระดูกและข้อ
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 09.00 น. (เอกซเรย์เข่า ฟังผลฉีดยาเข้าข้อ)
- ความดันวัดที่บ้าน 1 พ.ย.: 138/86  3 พ.ย.: 142/88
- ต.ค. จ่ายค่ายา+ค่าหมอ 2,380 บาท
- หมอให้ลดเค็ม เดินในน้ำที่สระเทศบาลสัปดาห์ละ 3 วัน
""",
}
TODO = {"todo.md": """- จ่ายค่าน้ำมันปั๊มรุ่งเรือง ก่อน 10 พ.ย.
- ออกใบเสร็จรับเงินบริจาคให้บริษัทเซรามิก
- ส่งเอกสารเบิกเงินอุดหนุนเทศบาล ก่อน 30 พ.ย.
- โอนค่าเทอมข้าวหอม ก่อน 14 พ.ย.
- เสนอกรรมการเรื่อง AED ราคาพิเศษ (สั่งก่อน 30 พ.ย.)
- ต่อประกันสุขภาพพ่อ ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    fund = docs / "มูลนิธิกู้ภัย"
    notices, quotes, official = fund / "ประกาศ", fund / "ใบเสนอราคา", fund / "หนังสือราชการ"
    suppliers, books = fund / "Suppliers", fund / "บัญชี"
    home = docs / "บ้าน"
    for folder in (notices, quotes, official, suppliers, books, fund / "ประชุม", fund / "แชท", fund / "อีเมล",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมข้าวหอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(notices / "ประกาศค่าเบี้ยเลี้ยงอาสา_ร่าง.docx", NOTICE_DRAFT, NOTICE_DRAFT_TABLE,
               bottom=NOTICE_DRAFT_BOTTOM)
    write_docx(notices / "ประกาศค่าเบี้ยเลี้ยงอาสา_ฉบับจริง.docx", NOTICE_FINAL, NOTICE_FINAL_TABLE,
               bottom=NOTICE_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาซ่อมรถ_อู่ช่างหมู.docx", MOO_TOP, MOO_TABLE, bottom=MOO_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาซ่อมรถ_อู่สมพงษ์ยานยนต์.docx", SOMPONG_TOP, SOMPONG_TABLE, bottom=SOMPONG_BOTTOM)
    make_pdf(quotes / "AED_quotation_ThaiHeartCare_Oct2025.pdf", THC_QUOTE)
    write_docx(official / "หนังสือเทศบาล_เงินอุดหนุน2569.docx", CITY_LETTER, CITY_TABLE, bottom=CITY_BOTTOM)
    write_docx(official / "ข้อตกลง_หน่วย1669_สสจ.ลำปาง.docx", EMS_TOP, headings=EMS_HEADINGS, bottom=EMS_BOTTOM)
    write_docx(suppliers / "ราคาเวชภัณฑ์_ลำปางเมดิคอล_2567.docx", LMS_2567_TOP, LMS_2567_TABLE,
               bottom=LMS_2567_BOTTOM)
    make_pdf(suppliers / "LampangMedical_pricelist_2025.pdf", LMS_2025)
    make_pdf(suppliers / "LampangMedical_invoice_LMS-2510-044.pdf", LMS_INVOICE)
    make_pdf(suppliers / "RungrueangFuel_statement_Oct2025.pdf", FUEL_STATEMENT)
    allow = allowance_totals()
    _money_book(books / "เงินบริจาค_รายจ่าย_2568.xlsx", "2568", BOXES_2568, TRANSFERS_2568, MERIT_2568,
                fuel_totals_2568(), REPAIRS_2568, ALLOW_JAN_JUL_2568 + allow, MEDICAL_2568, UTIL_2568)
    _money_book(books / "เงินบริจาค_รายจ่าย_2567.xlsx", "2567", BOXES_2567, TRANSFERS_2567, MERIT_2567,
                FUEL_2567, REPAIRS_2567, ALLOW_2567, MEDICAL_2567, UTIL_2567)
    _fuel_book(books / "ค่าน้ำมันรถกู้ภัย_2568.xlsx")
    _allowance_book(books / "ค่าเบี้ยเลี้ยงอาสา_ส.ค.-ต.ค.68.xlsx")
    write_slides(fund / "แผนงานมูลนิธิ_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "TriNet_fibre_bill_Oct2025.pdf", TRINET_BILL)
    make_pdf(home / "ประกัน" / "SiamSawasdee_health_renewal_Somboon_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมข้าวหอม" / "ค่าเทอม_ข้าวหอม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1],
               bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมข้าวหอม" / "ค่าเทอม_ข้าวหอม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1],
               bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
