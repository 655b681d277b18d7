"""A folder for bench/agent_tasks.py (`--folder dormitory`): a Lat Krabang dormitory owner's papers.

Phensri Thongdee (ป้าเพ็ญ) owns Phensri Place (หอพักเพ็ญศรี เพลส), a three-storey, 30-room student dormitory in
Soi Chalong Krung 1, Lat Krabang, Bangkok, near KMITL: two Thai room leases for room 310 (this year's with a
Myanmar student and last year's with another tenant) and a lease for room 204 (docx, a fee table), the house
rules (md), a deposit-refund note for a tenant who moved out of room 107 (md), August's per-room bill (xlsx, two
sheets) and income/expenses for January-August 2568 (xlsx, two sheets, Thai/English headers) with last year's
income summary (md), the building's MEA electricity bills for July and August and MWA water bill (English pdf),
two roof-repair quotes (a Thai docx with a table from her usual handyman, an English pdf from a company) and his
old painting quote (md), the repair log (xlsx, two sheets), three LINE chat exports (the tenants' group, the
handyman about the roof leak, the tenant of room 203 about late rent), an English room listing for foreign
students (txt), slides of her 2569 improvement plan (pptx) and an earlier draft of it (md); plus household papers:
the building's fire-insurance renewal, the Government Savings Bank loan statement and her son's school invoice
(English pdf), and Thai notes on land-and-building tax and last year's income tax. The workspect holds a to-do
list. Written blind of the engine's rules, in session 23, for bench/data/agent_tasks_dormitory_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_310_TOP = [
    "สัญญาเช่าห้องพัก หอพักเพ็ญศรี เพลส",
    "ทำที่ หอพักเพ็ญศรี เพลส 45/7 ซอยฉลองกรุง 1 แขวงลาดกระบัง เขตลาดกระบัง กรุงเทพฯ 10520 วันที่ 28 กรกฎาคม 2568",
    "ผู้ให้เช่า: นางเพ็ญศรี ทองดี โทร 081-745-2290",
    "ผู้เช่า: Mr. Aung Kyaw Min (นายอ่อง จอ มิน) สัญชาติเมียนมา หนังสือเดินทางเลขที่ MH471209 "
    "นักศึกษาคณะวิศวกรรมศาสตร์ สจล. (International program) โทร 095-318-6642",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องพักเลขที่ 310 ชั้น 3 (ห้องมุม มีระเบียง 2 ด้าน) พร้อมเฟอร์นิเจอร์ แอร์ "
    "เครื่องทำน้ำอุ่น ตู้เย็น",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 สิงหาคม 2568 ถึงวันที่ 31 กรกฎาคม 2569",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าและค่าน้ำค่าไฟภายในวันที่ 5 ของทุกเดือน หากชำระล่าช้าปรับวันละ 100 บาท",
    "ข้อ 4. เงินประกันจะคืนภายใน 15 วันหลังย้ายออกและตรวจห้องแล้ว โดยหักค่าเสียหายและค่าใช้จ่ายค้างชำระ "
    "หากย้ายออกก่อนครบสัญญาผู้ให้เช่ามีสิทธิ์ริบเงินประกันทั้งหมด",
    "ข้อ 5. ผู้เช่าต้องแจ้งย้ายออกเป็นลายลักษณ์อักษรล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ข้อ 6. ห้ามเลี้ยงสัตว์ ห้ามสูบบุหรี่ในห้องและระเบียง ห้ามนำบุคคลภายนอกค้างคืนโดยไม่แจ้ง",
    "อัตราค่าเช่าและค่าใช้จ่าย",
]
LEASE_310_TABLE = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าห้อง", "4,500 บาท/เดือน", "รวมค่าอินเทอร์เน็ตและค่าส่วนกลาง"),
    ("เงินประกันห้อง", "9,000 บาท", "2 เดือน ชำระวันทำสัญญา"),
    ("ค่าเช่าล่วงหน้า", "4,500 บาท", "1 เดือน ชำระวันทำสัญญา"),
    ("ค่าไฟฟ้า", "8 บาท/หน่วย", "ตามมิเตอร์"),
    ("ค่าน้ำประปา", "18 บาท/หน่วย", "ขั้นต่ำ 100 บาท/เดือน"),
    ("รวมชำระวันทำสัญญา", "13,500 บาท", "โอนเข้าบัญชีกสิกรไทยแล้ว"),
]
LEASE_310_BOTTOM = ["ลงชื่อ เพ็ญศรี ทองดี ผู้ให้เช่า", "ลงชื่อ Aung Kyaw Min ผู้เช่า",
                    "ลงชื่อ วิชิต ทองดี พยาน"]
OLD_LEASE_310_TOP = [
    "สัญญาเช่าห้องพัก หอพักเพ็ญศรี เพลส",
    "ทำที่ หอพักเพ็ญศรี เพลส ลาดกระบัง วันที่ 25 มิถุนายน 2567",
    "ผู้ให้เช่า: นางเพ็ญศรี ทองดี   ผู้เช่า: นางสาวชนิดา แสงอรุณ (น้องฝ้าย) นักศึกษาคณะสถาปัตยกรรมศาสตร์ สจล.",
    "ข้อ 1. ให้เช่าห้องพักเลขที่ 310 ชั้น 3",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 กรกฎาคม 2567 ถึงวันที่ 30 มิถุนายน 2568",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ล่าช้าปรับวันละ 50 บาท",
    "ข้อ 4. คืนเงินประกันภายใน 30 วันหลังย้ายออก",
]
OLD_LEASE_310_TABLE = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าห้อง", "4,200 บาท/เดือน", ""),
    ("เงินประกันห้อง", "8,400 บาท", "2 เดือน"),
    ("ค่าไฟฟ้า", "7 บาท/หน่วย", ""),
    ("ค่าน้ำประปา", "17 บาท/หน่วย", "ขั้นต่ำ 100 บาท"),
]
LEASE_204_TOP = [
    "สัญญาเช่าห้องพัก หอพักเพ็ญศรี เพลส",
    "ทำที่ หอพักเพ็ญศรี เพลส ลาดกระบัง วันที่ 20 มิถุนายน 2568",
    "ผู้ให้เช่า: นางเพ็ญศรี ทองดี   ผู้เช่า: นางสาวศิริกานดา มีสุข (น้องมายด์) นักศึกษาคณะวิทยาศาสตร์ สจล. "
    "ผู้ปกครอง: นางสุดารัตน์ มีสุข (แม่) โทร 089-552-0471 ผู้ค้ำประกัน",
    "ข้อ 1. ให้เช่าห้องพักเลขที่ 204 ชั้น 2",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ล่าช้าปรับวันละ 100 บาท",
    "ข้อ 4. เงินประกันคืนภายใน 15 วันหลังย้ายออกและตรวจห้อง",
]
LEASE_204_TABLE = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าห้อง", "4,200 บาท/เดือน", ""),
    ("เงินประกันห้อง", "8,400 บาท", "2 เดือน"),
    ("ค่าเช่าล่วงหน้า", "4,200 บาท", "1 เดือน"),
    ("ค่าไฟฟ้า", "8 บาท/หน่วย", ""),
    ("ค่าน้ำประปา", "18 บาท/หน่วย", "ขั้นต่ำ 100 บาท"),
]
RULES = """# ระเบียบหอพักเพ็ญศรี เพลส (ฉบับปรับปรุง มิ.ย. 2568)

1. ชำระค่าห้อง ค่าน้ำ ค่าไฟ ภายในวันที่ 5 ของทุกเดือน เลยกำหนดปรับวันละ 100 บาท
2. ค่าไฟหน่วยละ 8 บาท ค่าน้ำหน่วยละ 18 บาท (ขั้นต่ำ 100 บาท) เริ่มใช้ 1 ก.ค. 2568 ทุกห้อง (เดิมไฟ 7 น้ำ 17)
3. ห้ามส่งเสียงดังหลัง 22.00 น. ประตูหน้าหอปิด 24.00 น. เข้าออกหลังเที่ยงคืนใช้คีย์การ์ด
4. ห้ามเลี้ยงสัตว์ทุกชนิด ห้ามสูบบุหรี่ในอาคาร ปรับครั้งละ 500 บาท
5. ทิ้งขยะที่จุดทิ้งขยะชั้น 1 เท่านั้น แยกขวดพลาสติกใส่ถังสีเหลือง
6. เครื่องซักผ้าหยอดเหรียญชั้น 1 ครั้งละ 30 บาท อบผ้า 40 บาท
7. แจ้งซ่อมทางไลน์กลุ่มหอหรือโทรป้าเพ็ญ 081-745-2290 ซ่อมฟรีถ้าไม่ใช่ความเสียหายจากผู้เช่า
8. ย้ายออกต้องแจ้งล่วงหน้า 30 วัน ค่าทำความสะอาดห้องตอนย้ายออก 500 บาท หักจากเงินประกัน
"""
REFUND_107 = """# คืนเงินประกัน ห้อง 107 (น้องแพรว กมลชนก ใจงาม) ย้ายออก 31 ก.ค. 2568

ตรวจห้องวันที่ 1 ส.ค. 68 กับแม่บ้านลำดวน

- เงินประกันที่เก็บไว้ 8,400 บาท (สัญญาปี 2567 ค่าห้อง 4,200)
- หัก ค่าทำความสะอาดห้อง 500 บาท
- หัก ทาสีผนังหัวเตียง (ติดเทปกาว สีลอก) 1,200 บาท
- หัก มุ้งลวดประตูระเบียงขาด 650 บาท
- หัก ค่าไฟเดือน ก.ค. 92 หน่วย 736 บาท (หน่วยละ 8 อัตราใหม่)
- หัก ค่าน้ำเดือน ก.ค. 9 หน่วย 162 บาท
- รวมหัก 3,248 บาท
- **คืนเงิน 5,152 บาท** โอนเข้าบัญชีกรุงไทยของน้องแพรว วันที่ 8 ส.ค. 2568 ส่งสลิปในไลน์แล้ว
- น้องแพรวโอเค ไม่ติดใจ แม่น้องขอบคุณ
"""
INCOME_2567 = """# สรุปรายรับหอพักเพ็ญศรี ปี 2567 (ทั้งปี)

- รายรับรวมทั้งปี 1,386,420 บาท (ค่าห้อง 1,201,200 ค่าน้ำไฟ 176,820 ค่าปรับ/อื่นๆ 8,400)
- รายจ่ายรวม 842,300 บาท (รวมผ่อนออมสินเดือนละ 38,600)
- คงเหลือ 544,120 บาท
- ห้องว่างมากสุด มิ.ย. 2567 ว่าง 7 ห้อง
- ค่าห้องปกติ 4,200 ห้องมุม 4,500 ค่าไฟ 7 บาท ค่าน้ำ 17 บาท
"""
ROOMS = [  # room, tenant, rent, electricity units, water units, status
    ("101", "น้องเจมส์", 4500, 188, 11, "จ่ายแล้ว"), ("102", "น้องต้น", 4200, 142, 8, "จ่ายแล้ว"),
    ("103", "น้องปาล์ม", 4200, 165, 9, "จ่ายแล้ว"), ("104", "น้องเฟิร์น", 4200, 121, 7, "จ่ายแล้ว"),
    ("105", "น้องแบงค์", 4200, 203, 12, "จ่ายแล้ว"), ("106", "น้องเมย์", 4200, 137, 8, "จ่ายแล้ว"),
    ("107", "-", 0, 0, 0, "ห้องว่าง"), ("108", "น้องกอล์ฟ", 4200, 176, 10, "จ่ายแล้ว"),
    ("109", "น้องนุ่น", 4200, 149, 9, "จ่ายแล้ว"), ("110", "น้องโอ๊ต", 4500, 214, 13, "จ่ายแล้ว"),
    ("201", "น้องพลอย", 4500, 158, 10, "จ่ายแล้ว"), ("202", "น้องเก่ง", 4200, 191, 11, "จ่ายแล้ว"),
    ("203", "น้องบีม", 4200, 172, 10, "ค้างชำระ"), ("204", "น้องมายด์", 4200, 133, 8, "จ่ายแล้ว"),
    ("205", "น้องอาร์ม", 4200, 208, 12, "จ่ายแล้ว"), ("206", "น้องแนน", 4200, 127, 7, "จ่ายแล้ว"),
    ("207", "น้องภูมิ", 4200, 181, 10, "จ่ายแล้ว"), ("208", "น้องข้าวหอม", 4200, 119, 6, "จ่ายแล้ว"),
    ("209", "-", 0, 0, 0, "ห้องว่าง"), ("210", "น้องเอิร์ธ", 4500, 226, 14, "จ่ายแล้ว"),
    ("301", "น้องมิว", 4500, 167, 9, "จ่ายแล้ว"), ("302", "น้องบอส", 4200, 198, 11, "จ่ายแล้ว"),
    ("303", "น้องจูน", 4200, 144, 8, "จ่ายแล้ว"), ("304", "น้องเติ้ล", 4200, 185, 10, "จ่ายแล้ว"),
    ("305", "น้องแพท", 4200, 139, 8, "จ่ายแล้ว"), ("306", "น้องเบนซ์", 4200, 211, 12, "ค้างชำระ"),
    ("307", "น้องใบเตย", 4200, 128, 7, "จ่ายแล้ว"), ("308", "น้องกัน", 4200, 174, 10, "จ่ายแล้ว"),
    ("309", "น้องฟ้า", 4200, 152, 9, "จ่ายแล้ว"), ("310", "Aung (อ่อง)", 4500, 96, 6, "จ่ายแล้ว"),
]
ELEC_RATE, WATER_RATE = 8, 18
MEA_JUL = [
    "METROPOLITAN ELECTRICITY AUTHORITY (MEA) - Lat Krabang District Office\n"
    "ELECTRICITY BILL / RECEIPT NOTICE\n"
    "Account No.: 020-4471-8832   Meter No.: 1173-0928 (3-phase)\n"
    "Customer: Mrs. Phensri Thongdee - Phensri Place (dormitory)\n"
    "Address: 45/7 Soi Chalong Krung 1, Lat Krabang, Bangkok 10520\n"
    "Tariff: 2.2 Small general service\n"
    "Reading period: 1 Jul 2025 - 31 Jul 2025   Bill date: 4 August 2025\n"
    "Previous reading: 318,442   Present reading: 322,802   Units used: 4,360 kWh\n"
    " \n"
    "Energy charge .................. 17,004.00\n"
    "Ft charge (0.3972 per kWh) ..... 1,731.79\n"
    "Service charge ................. 312.24\n"
    "Subtotal ....................... 19,048.03\n"
    "VAT 7% ......................... 1,333.36\n"
    "Total amount due ............... 20,381.39 THB\n"
    "Please pay by: 18 August 2025 (auto debit, Kasikorn Bank)",
]
MEA_AUG = [
    "METROPOLITAN ELECTRICITY AUTHORITY (MEA) - Lat Krabang District Office\n"
    "ELECTRICITY BILL / RECEIPT NOTICE\n"
    "Account No.: 020-4471-8832   Meter No.: 1173-0928 (3-phase)\n"
    "Customer: Mrs. Phensri Thongdee - Phensri Place (dormitory)\n"
    "Address: 45/7 Soi Chalong Krung 1, Lat Krabang, Bangkok 10520\n"
    "Tariff: 2.2 Small general service\n"
    "Reading period: 1 Aug 2025 - 31 Aug 2025   Bill date: 3 September 2025\n"
    "Previous reading: 322,802   Present reading: 327,922   Units used: 5,120 kWh\n"
    " \n"
    "Energy charge .................. 19,968.00\n"
    "Ft charge (0.3972 per kWh) ..... 2,033.66\n"
    "Service charge ................. 312.24\n"
    "Subtotal ....................... 22,313.90\n"
    "VAT 7% ......................... 1,561.97\n"
    "Total amount due ............... 23,875.87 THB\n"
    "Please pay by: 17 September 2025 (auto debit, Kasikorn Bank)\n"
    "Note: units used are 17% higher than last month (4,360 kWh).",
]
MWA_AUG = [
    "METROPOLITAN WATERWORKS AUTHORITY (MWA) - Lat Krabang Branch\n"
    "WATER BILL\n"
    "Account No.: 3308-1945-2   Meter size: 1 inch\n"
    "Customer: Mrs. Phensri Thongdee, 45/7 Soi Chalong Krung 1, Lat Krabang, Bangkok 10520\n"
    "Type: 2 (business / dormitory)\n"
    "Reading date: 28 August 2025   Previous: 41,206   Present: 41,524\n"
    "Water used: 318 cubic metres (last month 287 cubic metres)\n"
    " \n"
    "Water charge ................... 4,929.00\n"
    "Meter service fee .............. 60.00\n"
    "VAT 7% ......................... 349.23\n"
    "Total amount due ............... 5,338.23 THB\n"
    "Due date: 11 September 2025. Pay at 7-Eleven, MWA onMobile or by bank transfer.",
]
ROOF_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ช่างสมศักดิ์ ปานทอง รับเหมาซ่อมบ้าน หลังคา ประปา ไฟฟ้า 12/3 ซอยลาดกระบัง 46 โทร 086-330-9418",
    "วันที่ 22 สิงหาคม 2568",
    "เรียน ป้าเพ็ญ (คุณเพ็ญศรี ทองดี) หอพักเพ็ญศรี เพลส",
    "เรื่อง ซ่อมหลังคารั่วเหนือห้อง 303-304 และทางเดินชั้น 3",
]
ROOF_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เปลี่ยนแผ่นเมทัลชีทที่ผุเป็นสนิม", "12 แผ่น", "9,600"),
    ("2", "เปลี่ยนสกรูยึดหลังคาพร้อมยิงซิลิโคนทั้งหลัง", "1 งาน", "4,800"),
    ("3", "เปลี่ยนฝ้ายิปซัมที่บวมน้ำ หน้าห้อง 303-304", "18 แผ่น", "6,300"),
    ("4", "ทาสีกันซึมรางน้ำและปากราง", "1 งาน", "7,200"),
    ("5", "ค่าแรง 4 คน 5 วัน", "", "11,600"),
    ("", "รวมทั้งสิ้น", "", "39,500"),
]
ROOF_QUOTE_BOTTOM = [
    "เงื่อนไข: มัดจำ 15,000 บาท ก่อนเริ่มงาน ที่เหลือจ่ายเมื่องานเสร็จ",
    "รับประกันรั่วซึม 1 ปี ทำงานเฉพาะวันที่ฝนไม่ตก ไม่รบกวนเด็กช่วงสอบ",
    "ราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ สมศักดิ์ ปานทอง",
]
ROOF_PRO = [
    "BANGKOK ROOF PRO CO., LTD.\n"
    "88/21 Romklao Road, Min Buri, Bangkok 10510   Tel. 02-117-4582   Tax ID 0105561044721\n"
    "QUOTATION No. QT-2508-117   Date: 25 August 2025\n"
    "To: Mrs. Phensri Thongdee, Phensri Place Dormitory, Soi Chalong Krung 1, Lat Krabang\n"
    "Subject: Roof replacement over 3rd floor (area about 160 sq m)\n"
    " \n"
    "1. Remove old metal sheet and install PU-foam insulated sheet 0.35 mm, 160 sq m x 245 = 39,200.00\n"
    "2. New galvanized gutter with downpipes, 24 m x 380 = 9,120.00\n"
    "3. Ceiling board repair, 3rd floor corridor and rooms 303-304 = 6,800.00\n"
    "Subtotal: 55,120.00 THB\nVAT 7%: 3,858.40 THB\nTotal: 58,978.40 THB\n"
    " \n"
    "Warranty: 5 years against leaks, 10 years on the PU sheet (manufacturer).\n"
    "Work time: 7 working days. Payment: 40% on signing, 60% on completion.\n"
    "This quotation is valid for 30 days. Sales: Mr. Nattawut K., 089-204-7713",
]
OLD_PAINT_QUOTE = """# ใบเสนอราคา ทาสีภายนอกอาคาร หอพักเพ็ญศรี (ช่างสมศักดิ์ ปานทอง) ก.ย. 2566

- ล้างผนังด้วยแรงดันน้ำ ทั้ง 4 ด้าน 9,500 บาท
- สีรองพื้นปูนใหม่ TOA 14,800 บาท
- สีทับหน้า Dulux Weathershield 2 รอบ 33,700 บาท
- ค่าแรง 28,000 บาท
- รวม 86,000 บาท รับประกันสีลอก 2 ปี
- (ทำเสร็จแล้ว ต.ค. 2566 จ่ายครบแล้ว)
"""
REPAIR_HEADERS = ("วันที่ (Date)", "ห้อง (Room)", "อาการ/งาน (Problem / job)", "ช่าง/ร้าน (Who fixed)",
                  "ค่าใช้จ่าย (Cost, THB)", "ผู้จ่าย (Paid by)")
REPAIRS = [
    ("08/01/2568", "205", "ท่อน้ำทิ้งอ่างล้างหน้าตัน", "ช่างสมศักดิ์", 450, "หอ"),
    ("22/01/2568", "ส่วนกลาง", "หลอดไฟทางเดินชั้น 2 เปลี่ยนเป็น LED 6 หลอด", "ป้าเพ็ญซื้อเอง", 540, "หอ"),
    ("14/02/2568", "108", "ลูกบิดประตูเสีย เปลี่ยนใหม่", "ช่างสมศักดิ์", 650, "หอ"),
    ("03/03/2568", "302", "แอร์ไม่เย็น เติมน้ำยา R32", "ช่างหนึ่ง แอร์ลาดกระบัง", 1500, "หอ"),
    ("19/03/2568", "ส่วนกลาง", "ปั๊มน้ำตัดต่อบ่อย เปลี่ยนเพรสเชอร์สวิตช์", "ช่างสมศักดิ์", 1200, "หอ"),
    ("10/04/2568", "110", "แอร์น้ำหยด ต่อท่อน้ำทิ้งใหม่", "ช่างหนึ่ง แอร์ลาดกระบัง", 800, "หอ"),
    ("27/04/2568", "ชั้น 1", "ล้างแอร์ 10 ห้อง", "ช่างหนึ่ง แอร์ลาดกระบัง", 5000, "หอ"),
    ("15/05/2568", "ชั้น 2", "ล้างแอร์ 10 ห้อง", "ช่างหนึ่ง แอร์ลาดกระบัง", 5000, "หอ"),
    ("16/05/2568", "206", "เครื่องทำน้ำอุ่นช็อต เปลี่ยนใหม่ Stiebel Eltron 3,500 วัตต์", "ช่างสมศักดิ์", 3890, "หอ"),
    ("02/06/2568", "ชั้น 3", "ล้างแอร์ 10 ห้อง", "ช่างหนึ่ง แอร์ลาดกระบัง", 5000, "หอ"),
    ("07/07/2568", "ส่วนกลาง", "ปั๊มน้ำ Hitachi 250 วัตต์ เปลี่ยนตัวใหม่", "ร้านไทยวัฒนาพาณิชย์", 6850, "หอ"),
    ("24/07/2568", "203", "ชักโครกน้ำไหลไม่หยุด เปลี่ยนลูกลอย", "ช่างสมศักดิ์", 380, "หอ"),
    ("05/08/2568", "107", "ทาสีผนังหัวเตียง + เปลี่ยนมุ้งลวดประตูระเบียง", "ช่างสมศักดิ์", 1850,
     "หักเงินประกันผู้เช่า"),
    ("19/08/2568", "ส่วนกลาง", "กล้องวงจรปิดหน้าหอเสีย 1 ตัว เปลี่ยนใหม่", "ร้านลาดกระบังซีซีทีวี", 1290, "หอ"),
]
AIRCON_HEADERS = ("ชั้น (Floor)", "ห้อง (Rooms)", "จำนวนแอร์ (Units)", "ล้างล่าสุด (Last cleaned)",
                  "ค่าล้าง (Cost, THB)", "รอบถัดไป (Next due)")
AIRCON = [
    ("ชั้น 1", "101-110", 10, "27 เม.ย. 2568", 5000, "ต.ค. 2568"),
    ("ชั้น 2", "201-210", 10, "15 พ.ค. 2568", 5000, "พ.ย. 2568"),
    ("ชั้น 3", "301-310", 10, "2 มิ.ย. 2568", 5000, "ธ.ค. 2568"),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าห้อง (Rent, THB)", "ค่าน้ำ (Water, THB)", "ค่าไฟ (Electricity, THB)",
                  "ค่าปรับ/ซักผ้า/อื่นๆ (Fines & other, THB)", "รวมรายรับ (Total income, THB)",
                  "ห้องว่าง (Vacant rooms)")
INCOME = [  # rent, water, electricity, other, vacant rooms (August is the per-room bill's totals)
    (123600, 5040, 38416, 1800, 1), (123600, 4896, 36904, 1650, 1), (127800, 5112, 41560, 2300, 0),
    (119400, 4428, 43288, 1200, 2), (106500, 3672, 34120, 900, 5), (97800, 3366, 29848, 700, 7),
    (115200, 4212, 34560, 1450, 3), (119400, 4770, 36832, 2150, 2),
]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าไฟ กฟน. (MEA, THB)", "ค่าน้ำ กปน. (MWA, THB)", "แม่บ้าน (Housekeeper, THB)",
                   "ซ่อมบำรุง (Repairs, THB)", "อินเทอร์เน็ต (Internet, THB)", "ผ่อนออมสิน (GSB loan, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "คงเหลือ (Net, THB)", "หมายเหตุ (Note)")
UTILITIES = [  # MEA, MWA, note
    (19842.16, 5562.19, ""), (18907.44, 5210.77, ""), (22615.03, 5688.42, ""),
    (25904.71, 5104.36, "ล้างแอร์ชั้น 1"), (19233.58, 4381.90, "ปิดเทอม ห้องว่าง 5"),
    (16480.92, 3967.15, "ห้องว่างมากสุด 7 ห้อง"), (20381.39, 4612.50, "ขึ้นค่าน้ำค่าไฟ 1 ก.ค. เปลี่ยนปั๊มน้ำ"),
    (23875.87, 5338.23, "ห้อง 203, 306 ยังค้าง"),
]
HOUSEKEEPER, INTERNET, GSB_INSTALLMENT = 9000, 2970, 38600
LINE_GROUP = """[LINE] ประวัติการแชทกลุ่ม หอเพ็ญศรี เพลส (ผู้เช่า)
บันทึกเมื่อ: 06/09/2568 21:10

จ., 01/09/2568
09:02\tป้าเพ็ญ หอเพ็ญศรี\tบิลค่าห้องเดือน ส.ค. ส่งให้ในแชทส่วนตัวแล้วนะคะ โอนภายในวันที่ 5 ก.ย. ค่ะ
09:03\tป้าเพ็ญ หอเพ็ญศรี\tยินดีต้อนรับน้องอ่อง ห้อง 310 ด้วยนะคะ Welcome ka
09:15\tAung 310\tThank you Auntie Phen :)
อ., 02/09/2568
18:40\tน้องเก่ง 202\tป้าครับ เครื่องซักผ้าตัวซ้ายกินเหรียญครับ
18:52\tป้าเพ็ญ หอเพ็ญศรี\tเดี๋ยวป้าเปิดเอาเหรียญคืนให้นะ 30 บาทใช่ไหม พรุ่งนี้ช่างร้านเครื่องซักผ้ามาดู
พฤ., 04/09/2568
10:20\tป้าเพ็ญ หอเพ็ญศรี\tประกาศค่ะ การประปาแจ้งปิดน้ำซ่อมท่อเมนถนนฉลองกรุง วันเสาร์ที่ 13 ก.ย. 2568 ตั้งแต่ 09.00 ถึง 16.00 น.
10:21\tป้าเพ็ญ หอเพ็ญศรี\tแทงก์น้ำหอสำรองได้ประมาณครึ่งวัน ใช้น้ำประหยัดๆ นะคะ งดซักผ้าวันนั้น
10:35\tน้องมายด์ 204\tรับทราบค่ะป้า
10:36\tAung 310\tWater off Sat 13 Sep 9 am - 4 pm, ok noted
ศ., 05/09/2568
20:05\tป้าเพ็ญ หอเพ็ญศรี\tวันนี้ครบกำหนดจ่ายค่าห้องแล้วนะคะ ใครยังไม่โอนรีบโอนนะ พรุ่งนี้เริ่มปรับวันละ 100 บาทค่ะ
"""
LINE_SOMSAK = """[LINE] ประวัติการแชทกับ ช่างสมศักดิ์ ซ่อมบ้าน
บันทึกเมื่อ: 26/08/2568 19:30

จ., 18/08/2568
07:45\tเพ็ญศรี\tช่างสมศักดิ์ เมื่อคืนฝนตกหนัก หลังคาชั้น 3 รั่วอีกแล้ว น้ำหยดหน้าห้อง 303 กับในห้อง 304 ฝ้าบวมเลย
07:46\tเพ็ญศรี\t[รูปภาพ]
08:10\tช่างสมศักดิ์ ซ่อมบ้าน\tเดี๋ยวบ่ายนี้ผมขึ้นไปดูให้ครับป้า
16:30\tช่างสมศักดิ์ ซ่อมบ้าน\tดูแล้วครับ เมทัลชีทผุหลายแผ่น สกรูเป็นสนิม รางน้ำก็รั่ว ต้องทำทั้งแนวเลยครับ
16:32\tช่างสมศักดิ์ ซ่อมบ้าน\tเดี๋ยวทำใบเสนอราคาส่งให้ น่าจะสี่หมื่นนิดๆ ครับ
ศ., 22/08/2568
11:05\tช่างสมศักดิ์ ซ่อมบ้าน\tส่งใบเสนอราคาแล้วครับ รวม 39,500 มัดจำ 15,000 ทำ 5 วัน
11:20\tเพ็ญศรี\tขอบใจจ้ะ ลูกชายให้ลองถามบริษัทหลังคาแถวมีนบุรีอีกเจ้าด้วย ถ้าเปลี่ยนเป็นแผ่นพียูเลยจะดีกว่าไหม
11:26\tช่างสมศักดิ์ ซ่อมบ้าน\tได้ครับป้า ถ้าเปลี่ยนทั้งหลังเป็นพียูก็แพงกว่าแต่ร้อนน้อยลง ผมทำให้ได้ครับ
อ., 26/08/2568
19:12\tเพ็ญศรี\tบริษัทเสนอมาห้าหมื่นกว่า ประกัน 5 ปี ป้าขอคิดก่อนนะ ระหว่างนี้ช่างเอาผ้าใบปิดไว้ก่อนได้ไหม
19:15\tช่างสมศักดิ์ ซ่อมบ้าน\tได้ครับ พรุ่งนี้เช้าผมไปปิดให้ ค่าผ้าใบกับค่าแรง 600 ครับ
"""
LINE_BEAM = """[LINE] ประวัติการแชทกับ บีม ห้อง203
บันทึกเมื่อ: 06/09/2568 08:20

พฤ., 04/09/2568
22:14\tบีม ห้อง203\tป้าเพ็ญครับ ขอเลื่อนจ่ายค่าห้องเดือน ส.ค. ได้ไหมครับ ที่บ้านจะโอนให้วันที่ 12 ครับ
22:30\tเพ็ญศรี\tได้จ้ะ ยอดเดือนนี้ 5,756 บาทนะ ถ้าโอนภายในวันที่ 12 ป้าไม่คิดค่าปรับให้ครั้งนี้
22:31\tบีม ห้อง203\tขอบคุณมากครับป้า
22:33\tเพ็ญศรี\tชักโครกที่เปลี่ยนลูกลอยไปเดือนที่แล้ว ยังมีน้ำไหลอยู่ไหม
22:35\tบีม ห้อง203\tปกติแล้วครับ
"""
LISTING_EN = """Phensri Place - student rooms for rent, Lat Krabang (near KMITL)
Posted for international students, September 2025

Location: 45/7 Soi Chalong Krung 1, Lat Krabang, Bangkok. 8 minutes walk to KMITL,
1.5 km to Airport Rail Link Lat Krabang station. 7-Eleven and laundry in front.

Rooms available now: 107 (1st floor) and 209 (2nd floor), both ready from 10 September 2025.
Room size 24 sq m, air-con, water heater, fridge, bed, wardrobe, desk, free Wi-Fi.

Rent: 4,200 baht/month (corner rooms 4,500)
Deposit: 2 months rent + 1 month advance, 1 year contract
Electricity 8 baht/unit, water 18 baht/unit (minimum 100 baht)
Keycard access, CCTV, no pets, no smoking. English contract summary available.
Contact: Auntie Phen, 081-745-2290 (LINE: phensriplace)
"""
PLAN_SLIDES = [
    ("แผนปรับปรุงหอพักเพ็ญศรี ปี 2569", "เพ็ญศรี ทองดี\nนำเสนอครอบครัว ก.ย. 2568\nเป้าหมาย: ห้องเต็มทั้งปี ค่าไฟส่วนกลางลดลง"),
    ("1. กล้องวงจรปิดใหม่", "เปลี่ยนเป็นกล้อง IP 16 ตัว ดูผ่านมือถือได้\nงบประมาณ 68,000 บาท\nทำช่วงปิดเทอม เม.ย. 2569"),
    ("2. ประตูสแกนหน้า", "เปลี่ยนคีย์การ์ดเป็นสแกนหน้า ประตูหน้าและประตูหลัง\nงบประมาณ 52,000 บาท"),
    ("3. โซลาร์เซลล์", "ขนาด 10 kW ติดบนโรงจอดรถหน้าหอ\nงบประมาณ 289,000 บาท\n"
     "ประหยัดค่าไฟประมาณเดือนละ 6,500 บาท คืนทุนประมาณ 3 ปีครึ่ง"),
    ("4. ปรับค่าห้อง", "ห้องปกติ 4,200 เป็น 4,400 บาท ห้องมุม 4,500 เป็น 4,700 บาท\n"
     "เริ่มสัญญาใหม่ 1 ก.ค. 2569 ผู้เช่าเดิมต่อสัญญาคงราคาเดิม 1 ปี"),
    ("5. งบรวมและเงินทุน", "งบรวม 409,000 บาท\nใช้เงินเก็บหอ 250,000 บาท ที่เหลือขอสินเชื่อโซลาร์ออมสิน 159,000 บาท"),
]
PLAN_DRAFT = """# ไอเดียปรับปรุงหอ (ร่าง ก.ค. 68 ยังไม่ได้คุยกับพี่วิชิต)

- กล้องวงจรปิด ร้านแรกเสนอ 55,000 (12 ตัว)
- โซลาร์ 15 kW ประมาณ 320,000 ??
- ขึ้นค่าห้องเป็น 4,500 ทุกห้องดีไหม กลัวเด็กย้าย
- ทาสีใหม่ปี 70
"""
FIRE_INSURANCE = [
    "DHIPAYA INSURANCE PUBLIC COMPANY LIMITED\nFIRE INSURANCE - RENEWAL NOTICE\nNotice date: 1 September 2025\n"
    "Insured: Mrs. Phensri Thongdee\nPolicy No.: FR-2568-BKK-730115\n"
    "Property: Phensri Place Dormitory, 3-storey reinforced concrete building, 30 rooms,\n"
    "45/7 Soi Chalong Krung 1, Lat Krabang, Bangkok 10520\n"
    "Current period: 15 October 2024 - 15 October 2025\n"
    " \n"
    "Renewal offer (15 October 2025 - 15 October 2026)\n"
    "Building sum insured: 6,500,000 THB\nContents (furniture, air-conditioners): 500,000 THB\n"
    "Cover: fire, lightning, explosion, flood, storm, earthquake, riot\n"
    "Renewal premium (including duty and VAT): 8,245.00 THB (last year 7,980.00 THB)\n"
    "Please pay by 10 October 2025 to keep continuous cover.\n"
    "Note: the building loan with GSB requires the bank as beneficiary.\n"
    "Agent: Mr. Somchai Rakdee, Tel. 081-902-3346",
]
GSB_LOAN = [
    "GOVERNMENT SAVINGS BANK (GSB) - Lat Krabang Branch\nLOAN ACCOUNT STATEMENT\nStatement date: 31 August 2025\n"
    "Borrower: Mrs. Phensri Thongdee   Co-borrower: Mr. Wichit Thongdee\n"
    "Loan account: 0203-5518-4470   Purpose: construction of dormitory building\n"
    "Loan amount: 4,800,000.00 THB   Contract date: 5 July 2019   Term: 180 months\n"
    "Interest rate: MRR - 1.50% (currently 5.345% per year)\n"
    "Monthly installment: 38,600.00 THB, due on the 5th of each month\n"
    "Installments paid: 73 of 180\n"
    "Outstanding principal: 2,913,447.18 THB\n"
    "Next due: 5 September 2025, 38,600.00 THB\n"
    "Collateral: land title deed No. 22871 with building, Lat Krabang",
]
SCHOOL_INVOICE = [
    "LAT KRABANG BILINGUAL SCHOOL\n19 Lat Krabang Road, Lat Krabang, Bangkok 10520   Tel. 02-326-8810\n"
    "INVOICE - Semester 2, Academic Year 2025\nInvoice No.: INV-25-2-0417   Date: 1 September 2025\n"
    "Student: Master Thanakrit Thongdee (Captain)   Grade 5/2   Student ID 61042\n"
    "Parent: Mrs. Phensri Thongdee\n"
    " \n"
    "Tuition fee ..................... 38,500.00\n"
    "English program fee ............. 6,800.00\n"
    "Activities and field trip ....... 2,600.00\n"
    "Lunch and snacks ................ 5,000.00\n"
    "Total ........................... 52,900.00 THB\n"
    " \n"
    "Please pay by 15 October 2025 via bank transfer (SCB 403-2-18844-1) or QR code.\n"
    "Late payment after the due date: 500 THB.",
]
LAND_TAX = """# ภาษีที่ดินและสิ่งปลูกสร้าง ปี 2568 (สำนักงานเขตลาดกระบัง)

- หอพักเพ็ญศรี (โฉนด 22871) ประเภทใช้ประโยชน์อื่น (ให้เช่า)
- ราคาประเมินที่ดิน+สิ่งปลูกสร้าง 9,850,000 บาท อัตรา 0.3%
- ภาษีที่ต้องจ่าย 29,550 บาท
- จ่ายที่เขตแล้ว 24 เม.ย. 2568 (ก่อนกำหนด 30 เม.ย.) ใบเสร็จเก็บในแฟ้มสีฟ้า
- บ้านที่อยู่เอง (บ้านหลังหลัก) ไม่ต้องเสีย ราคาประเมินไม่ถึง 50 ล้าน
- ปีที่แล้วจ่าย 28,900 บาท
"""
INCOME_TAX = """# ภาษีเงินได้ ภ.ง.ด.90 ปีภาษี 2567 (ยื่นออนไลน์ 18 มี.ค. 2568)

- เงินได้ค่าเช่าหอพัก 40(5) ทั้งปี 1,386,420 บาท
- หักค่าใช้จ่ายเหมา 30% = 415,926 บาท
- ลดหย่อนส่วนตัว 60,000 บุตร 30,000 ประกันชีวิต 25,000
- เงินได้สุทธิ 855,494 บาท
- ภาษีที่ต้องจ่าย 86,098.80 บาท
- ผ่อนชำระ 3 งวด งวดละ 28,699.60 บาท (มี.ค. เม.ย. พ.ค.) จ่ายครบแล้ว
- ปีหน้าลองถามบัญชีเรื่องหักค่าใช้จ่ายตามจริง เพราะมีดอกเบี้ยออมสินเยอะ
"""
WORKSPECT = {"todo.md": "- ตามค่าห้อง 203 กับ 306\n- ตัดสินใจเรื่องซ่อมหลังคา\n- ต่อประกันอัคคีภัยก่อน 10 ต.ค.\n"
                        "- ลงประกาศห้อง 107 209\n"}


def _water(units: int) -> int:
    return max(units * WATER_RATE, 100) if units else 0


def _room_bills(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บิล ส.ค. 68"
    sheet.append(["บิลค่าห้อง หอพักเพ็ญศรี เพลส รอบเดือนสิงหาคม 2568 (จดมิเตอร์ 31 ส.ค. 68, ครบกำหนด 5 ก.ย. 68)"])
    sheet.append(["ห้อง (Room)", "ผู้เช่า (Tenant)", "ค่าห้อง (Rent)", "ไฟ (หน่วย)", "ค่าไฟ (Electricity)",
                  "น้ำ (หน่วย)", "ค่าน้ำ (Water)", "รวม (Total)", "สถานะ (Status)"])
    for room, tenant, rent, elec, water, status in ROOMS:
        sheet.append([room, tenant, rent, elec, elec * ELEC_RATE, water, _water(water),
                      rent + elec * ELEC_RATE + _water(water), status])
    totals = [sum(row[2] for row in ROOMS), sum(row[3] for row in ROOMS), sum(row[3] for row in ROOMS) * ELEC_RATE,
              sum(row[4] for row in ROOMS), sum(_water(row[4]) for row in ROOMS)]
    sheet.append(["รวม (Total)", "", totals[0], totals[1], totals[2], totals[3], totals[4],
                  totals[0] + totals[2] + totals[4], ""])
    for column in (3, 5, 7, 8):
        money_format(sheet, column)
    unpaid = book.create_sheet("ค้างชำระ Unpaid")
    unpaid.append(["ห้อง (Room)", "ผู้เช่า (Tenant)", "ยอดค้าง (Amount due, THB)", "หมายเหตุ (Note)"])
    notes = {"203": "ขอจ่ายวันที่ 12 ก.ย. (ไม่คิดค่าปรับ)", "306": "ยังไม่ตอบไลน์ โทรหาผู้ปกครอง"}
    due = 0
    for room, tenant, rent, elec, water, status in ROOMS:
        if status == "ค้างชำระ":
            amount = rent + elec * ELEC_RATE + _water(water)
            due += amount
            unpaid.append([room, tenant, amount, notes[room]])
    unpaid.append(["รวมค้างชำระ (Total unpaid)", "", due, "ณ วันที่ 6 ก.ย. 2568"])
    money_format(unpaid, 3)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับหอพักเพ็ญศรี เพลส ม.ค.-ส.ค. 2568 (Phensri Place income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), ""])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและคงเหลือ ม.ค.-ส.ค. 2568 (Expenses and net)"])
    spend.append(list(EXPENSE_HEADERS))
    totals = [0.0] * 8
    for number, (month, income, (mea, mwa, note)) in enumerate(zip(MONTHS, INCOME, UTILITIES), start=1):
        repairs = sum(row[4] for row in REPAIRS if int(row[0][3:5]) == number and row[5] == "หอ")
        total = round(mea + mwa + HOUSEKEEPER + repairs + INTERNET + GSB_INSTALLMENT, 2)
        net = round(sum(income[:4]) - total, 2)
        values = [mea, mwa, HOUSEKEEPER, repairs, INTERNET, GSB_INSTALLMENT, total, net]
        totals = [round(a + b, 2) for a, b in zip(totals, values)]
        spend.append([month, *values, note])
    spend.append(["รวม (Total)", *totals, ""])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def _repairs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานซ่อม 2568"
    sheet.append(["บันทึกงานซ่อม หอพักเพ็ญศรี เพลส ปี 2568 (Repair log)"])
    sheet.append(list(REPAIR_HEADERS))
    for row in REPAIRS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in REPAIRS), ""])
    money_format(sheet, 5)
    aircon = book.create_sheet("ล้างแอร์ Aircon")
    aircon.append(list(AIRCON_HEADERS))
    for row in AIRCON:
        aircon.append(list(row))
    money_format(aircon, 5)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    dorm = docs / "หอพักเพ็ญศรี"
    for sub in ("สัญญาเช่า", "บัญชี", "ค่าน้ำค่าไฟ", "ซ่อมบำรุง", "แชท", "ห้องว่าง", "แผนงาน"):
        (dorm / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("ประกัน", "ภาษี", "เงินกู้", "ลูก"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    leases = dorm / "สัญญาเช่า"
    write_docx(leases / "สัญญาเช่าห้อง310_2568.docx", LEASE_310_TOP, table=LEASE_310_TABLE, bottom=LEASE_310_BOTTOM)
    write_docx(leases / "สัญญาเช่าห้อง310_2567.docx", OLD_LEASE_310_TOP, table=OLD_LEASE_310_TABLE,
               bottom=["ลงชื่อ เพ็ญศรี ทองดี ผู้ให้เช่า", "ลงชื่อ ชนิดา แสงอรุณ ผู้เช่า"])
    write_docx(leases / "สัญญาเช่าห้อง204_2568.docx", LEASE_204_TOP, table=LEASE_204_TABLE,
               bottom=["ลงชื่อ เพ็ญศรี ทองดี ผู้ให้เช่า", "ลงชื่อ ศิริกานดา มีสุข ผู้เช่า",
                       "ลงชื่อ สุดารัตน์ มีสุข ผู้ค้ำประกัน"])
    write_texts(dorm, {"สัญญาเช่า/ระเบียบหอพักเพ็ญศรี_2568.md": RULES,
                       "สัญญาเช่า/คืนเงินประกัน_ห้อง107_กค2568.md": REFUND_107,
                       "บัญชี/สรุปรายรับหอพัก_2567.md": INCOME_2567,
                       "ซ่อมบำรุง/ใบเสนอราคา_ทาสีตึก_ช่างสมศักดิ์_2566.md": OLD_PAINT_QUOTE,
                       "แชท/LINE_กลุ่มหอเพ็ญศรี_2568-09.txt": LINE_GROUP,
                       "แชท/LINE_ช่างสมศักดิ์_หลังคารั่ว.txt": LINE_SOMSAK,
                       "แชท/LINE_บีม_ห้อง203.txt": LINE_BEAM,
                       "ห้องว่าง/PhensriPlace_room_listing_EN.txt": LISTING_EN,
                       "แผนงาน/ไอเดียปรับปรุงหอ_ร่าง.md": PLAN_DRAFT})
    _room_bills(dorm / "บัญชี" / "บิลค่าห้อง_สค2568.xlsx")
    _accounts(dorm / "บัญชี" / "รายรับรายจ่ายหอพัก_2568.xlsx")
    make_pdf(dorm / "ค่าน้ำค่าไฟ" / "MEA_bill_2025-07.pdf", MEA_JUL)
    make_pdf(dorm / "ค่าน้ำค่าไฟ" / "MEA_bill_2025-08.pdf", MEA_AUG)
    make_pdf(dorm / "ค่าน้ำค่าไฟ" / "MWA_water_bill_2025-08.pdf", MWA_AUG)
    write_docx(dorm / "ซ่อมบำรุง" / "ใบเสนอราคา_ซ่อมหลังคา_ช่างสมศักดิ์_2568.docx", ROOF_QUOTE_TOP,
               table=ROOF_QUOTE_TABLE, bottom=ROOF_QUOTE_BOTTOM)
    make_pdf(dorm / "ซ่อมบำรุง" / "BangkokRoofPro_quotation_QT-2508-117.pdf", ROOF_PRO)
    _repairs(dorm / "ซ่อมบำรุง" / "บันทึกงานซ่อม_2568.xlsx")
    write_slides(dorm / "แผนงาน" / "แผนปรับปรุงหอ_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "ประกัน" / "Dhipaya_fire_renewal_2025.pdf", FIRE_INSURANCE)
    make_pdf(home / "เงินกู้" / "GSB_loan_statement_2025-08.pdf", GSB_LOAN)
    make_pdf(home / "ลูก" / "school_invoice_term2_2025.pdf", SCHOOL_INVOICE)
    write_texts(home, {"ภาษี/ภาษีที่ดินและสิ่งปลูกสร้าง_2568.md": LAND_TAX,
                       "ภาษี/ภาษีเงินได้_ค่าเช่า_ปี2567.md": INCOME_TAX})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
