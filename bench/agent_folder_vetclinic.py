"""A folder for bench/agent_tasks.py (`--folder vetclinic`): a Khon Kaen vet's small animal clinic and home papers.

Dr. Pimchanok Thongdee (หมอพิม), a veterinarian, and her husband Kittipong (พี่กิต), who keeps the books and deals
with suppliers, run Mor Pim Animal Clinic (คลินิกรักษาสัตว์หมอพิม) on Prachasamosorn Road in Mueang Khon Kaen with
two assistants (น้องแนน, น้องต้น) and a part-time vet on weekends (หมอเบียร์). The folder: a Thai shophouse lease
(docx, a rent table), a Thai hire-purchase contract for the clinic's digital X-ray machine (docx, a terms table),
two quotes for an ultrasound machine (an English pdf from one dealer, a Thai docx with an item table from another),
the clinic's income by service for January-June 2568 with the half-year's expenses (xlsx, two sheets, Thai/English
headers), a Thai summary of the same half of last year (md), Thai staff-meeting notes (md), the clinic's 2568 price
list (md), the part-time vet's September roster (md), a LINE group chat export with the staff about the broken
autoclave and a stray-cat sterilisation day (txt), a vaccine distributor's English offer email (txt), the supplier's
August invoice (English pdf), a Thai letter from the provincial livestock office about the clinic licence renewal
and inspection (txt), slides on opening a pet hotel (pptx), the clinic's PEA electricity bills for July and August
(pdf), the couple's household spending for July and August (xlsx); and six distractors that share words with
them (an unsigned draft lease, the 2566 price list, an older ultrasound quote, a first draft of the pet hotel idea,
a note on the last licence renewal, the distributor's 2567 price list); plus a workspect that already holds a to-do
list. Written blind of the engine's rules, in session 18, for bench/data/agent_tasks_vetclinic_holdout.json. Every
figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 10 มิถุนายน 2566",
    "ผู้ให้เช่า: นางวิไลวรรณ ศรีประเสริฐ  ผู้เช่า: สพ.ญ.พิมพ์ชนก ทองดี และ นายกิตติพงษ์ ทองดี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น 1 คูหา เลขที่ 145/9 ถนนประชาสโมสร ตำบลในเมือง "
    "อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000 เพื่อใช้เป็นสถานพยาบาลสัตว์ ชื่อ คลินิกรักษาสัตว์หมอพิม",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 กรกฎาคม 2566 สิ้นสุดวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า "
    "ธนาคารกรุงไทย สาขาขอนแก่น",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 60,000 บาท (หกหมื่นบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้าเกิน 7 วัน ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. ผู้เช่าต่อเติมห้องผ่าตัด ติดตั้งเครื่องปรับอากาศ และกั้นห้องพักสัตว์ได้ โดยไม่ทำให้โครงสร้างอาคารเสียหาย "
    "เมื่อสิ้นสุดสัญญาไม่ต้องรื้อถอน",
    "ข้อ 7. ผู้เช่าเป็นผู้ชำระค่าไฟฟ้า ค่าน้ำประปา ภาษีป้าย และค่ากำจัดขยะติดเชื้อเอง",
    "ข้อ 8. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา "
    "ผู้ให้เช่าจะให้สิทธิผู้เช่าเดิมก่อน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ก.ค. 2566 - มิ.ย. 2567", "20,000 บาท"),
    ("ปีที่ 2", "ก.ค. 2567 - มิ.ย. 2568", "22,000 บาท"),
    ("ปีที่ 3", "ก.ค. 2568 - มิ.ย. 2569", "23,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วิไลวรรณ ศรีประเสริฐ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก ทองดี ผู้เช่า",
                "ลงชื่อ กิตติพงษ์ ทองดี ผู้เช่า", "ลงชื่อ สมใจ ศรีประเสริฐ พยาน"]
XRAY_TOP = [
    "สัญญาเช่าซื้อ",
    "สัญญาเลขที่ HP-KK-2568-0317",
    "ทำที่ บริษัท อีสานแคปปิตอล ลีสซิ่ง จำกัด สาขาขอนแก่น วันที่ 17 มีนาคม 2568",
    "ผู้ให้เช่าซื้อ: บริษัท อีสานแคปปิตอล ลีสซิ่ง จำกัด  ผู้เช่าซื้อ: สพ.ญ.พิมพ์ชนก ทองดี  "
    "ผู้ค้ำประกัน: นายกิตติพงษ์ ทองดี",
    "ข้อ 1. ทรัพย์สินที่เช่าซื้อ: เครื่องเอกซเรย์ดิจิทัลสำหรับสัตว์ (DR) รุ่น VetRay DR-500 พร้อมแผ่นรับภาพและ"
    "คอมพิวเตอร์ 1 ชุด ผู้ขาย บริษัท ไทยเวท อิมเมจจิ้ง จำกัด ติดตั้งที่คลินิกรักษาสัตว์หมอพิม",
    "ข้อ 2. ราคาและการชำระเงินเป็นไปตามตารางนี้",
]
XRAY_TERMS = [
    ("รายการ", "รายละเอียด"),
    ("ราคาเครื่องรวมภาษีมูลค่าเพิ่ม", "985,000 บาท"),
    ("เงินดาวน์", "200,000 บาท"),
    ("ยอดจัดเช่าซื้อ", "785,000 บาท"),
    ("อัตราดอกเบี้ย", "3.20% ต่อปี (flat rate)"),
    ("จำนวนงวด", "48 งวด (4 ปี)"),
    ("ค่างวดต่อเดือน", "18,450 บาท"),
    ("งวดแรก", "5 เมษายน 2568"),
    ("งวดสุดท้าย", "5 มีนาคม 2572"),
]
XRAY_BOTTOM = [
    "ข้อ 3. ผู้เช่าซื้อชำระค่างวดภายในวันที่ 5 ของทุกเดือน โดยหักบัญชีอัตโนมัติ หากล่าช้าคิดเบี้ยปรับร้อยละ 1.5 "
    "ต่อเดือนของค่างวดที่ค้างชำระ",
    "ข้อ 4. หากผู้เช่าซื้อผิดนัดชำระ 3 งวดติดต่อกัน ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและกลับเข้าครอบครองทรัพย์สิน",
    "ข้อ 5. ผู้เช่าซื้อชำระปิดบัญชีก่อนกำหนดได้ โดยได้รับส่วนลดดอกเบี้ยส่วนที่ยังไม่ถึงกำหนดชำระร้อยละ 50",
    "ข้อ 6. ผู้เช่าซื้อต้องทำประกันภัยทรัพย์สินตลอดอายุสัญญา และขออนุญาตครอบครองเครื่องกำเนิดรังสีจาก "
    "สำนักงานปรมาณูเพื่อสันติ (ปส.) เอง",
    "ข้อ 7. ผู้ขายรับประกันตัวเครื่อง 3 ปี และบำรุงรักษาปีละ 2 ครั้งโดยไม่คิดค่าบริการ",
    "ข้อ 8. กรรมสิทธิ์ในทรัพย์สินโอนเป็นของผู้เช่าซื้อเมื่อชำระค่างวดครบทุกงวด",
    "ลงชื่อ ประเสริฐ คำภู ผู้รับมอบอำนาจ ผู้ให้เช่าซื้อ",
    "ลงชื่อ พิมพ์ชนก ทองดี ผู้เช่าซื้อ",
    "ลงชื่อ กิตติพงษ์ ทองดี ผู้ค้ำประกัน",
]
ISAN_QUOTE_TOP = [
    "บริษัท อีสานเวทเทค จำกัด (Isan VetTech Co., Ltd.)",
    "99/12 ถนนมะลิวัลย์ ตำบลบ้านเป็ด อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000 โทร 043-258-190",
    "ใบเสนอราคา",
    "เลขที่ IVT-68-0931 วันที่ 22 สิงหาคม 2568",
    "เรียน สพ.ญ.พิมพ์ชนก ทองดี คลินิกรักษาสัตว์หมอพิม",
    "บริษัทฯ ยินดีเสนอราคาเครื่องอัลตราซาวด์สำหรับสัตว์ ดังนี้",
]
ISAN_QUOTE_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "เครื่องอัลตราซาวด์สำหรับสัตว์ VetScan U8 จอ 15 นิ้ว พร้อมหัวตรวจ Micro-convex", "1 เครื่อง", "365,000"),
    ("2", "หัวตรวจ Linear เพิ่ม", "1 หัว", "38,000"),
    ("3", "ติดตั้งและอบรมการใช้งานที่คลินิก", "1 ครั้ง", "ฟรี"),
    ("", "รวมเป็นเงิน", "", "403,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "28,210"),
    ("", "รวมทั้งสิ้น", "", "431,210"),
]
ISAN_QUOTE_BOTTOM = [
    "เงื่อนไข",
    "- รับประกันตัวเครื่อง 1 ปี หัวตรวจ 6 เดือน (ไม่รวมความเสียหายจากการตกหล่น)",
    "- ส่งของภายใน 15 วันหลังยืนยันคำสั่งซื้อ",
    "- ชำระมัดจำ 50% เมื่อสั่งซื้อ ส่วนที่เหลือชำระเมื่อส่งมอบ",
    "- ยืนราคา 30 วัน ถึงวันที่ 21 กันยายน 2568",
    "ผู้เสนอราคา: คุณศิริพร แสนสุข ฝ่ายขาย โทร 086-437-1125",
]
KK_QUOTE = [
    "KK MedVet Supply Co., Ltd.\n88 Mittraphap Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Tel. 043-306-552   Tax ID 0405561003217\nQUOTATION\n"
    "Quotation No.: QT-2508-0412   Date: 18 August 2025\n"
    "To: Mor Pim Animal Clinic (Dr. Pimchanok Thongdee)\n"
    "145/9 Prachasamosorn Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Item 1: SonoVet P60 portable colour Doppler ultrasound, 15-inch screen   1 unit   380,000.00\n"
    "Item 2: Micro-convex probe C5-2 (included with item 1)   1 unit   0.00\n"
    "Item 3: Linear probe L12-4   1 unit   40,000.00\n"
    "Subtotal: 420,000.00 THB\nVAT 7%: 29,400.00 THB\nGrand total: 449,400.00 THB\n"
    "Warranty: 2 years on the machine and both probes\n"
    "Delivery: within 30 days after the deposit\nTraining: 1 day on site, free of charge\n"
    "Payment: 30% deposit with the order, balance on delivery\n"
    "This quotation is valid until 30 September 2025.\n"
    "Sales: Mr. Anucha Phromma, Tel. 089-712-4403",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "ตรวจรักษา (Consultation & treatment, THB)", "วัคซีน (Vaccines, THB)",
                  "ผ่าตัด/ทำหมัน (Surgery & sterilisation, THB)", "ยาและอาหารสัตว์ (Medicine & pet food, THB)",
                  "อาบน้ำตัดขน (Grooming, THB)", "รวม (Total, THB)", "จำนวนเคส (Cases)")
INCOME = [(86400, 42300, 58500, 37200, 12800, 612), (79800, 38900, 46200, 34600, 11900, 561),
          (91200, 45600, 72800, 39100, 14300, 655), (88700, 51200, 39400, 36800, 16200, 640),
          (95300, 47800, 68900, 41500, 15600, 688), (102600, 49100, 81300, 43900, 13700, 724)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าอาคาร (Building rent)", 132000, "เดือนละ 22,000"),
    ("ยา วัคซีน และเวชภัณฑ์ (Drugs, vaccines & supplies)", 486300, "ส่วนใหญ่ซื้อจาก VetSupply Isan"),
    ("เงินเดือนผู้ช่วย 2 คน (Assistants' wages)", 168000, "น้องแนน 15,000 + น้องต้น 13,000"),
    ("ค่าจ้างหมอเบียร์ (Part-time vet)", 86400, "เสาร์-อาทิตย์ วันละ 1,800"),
    ("ค่าไฟฟ้า (Electricity)", 41260, ""),
    ("ค่าน้ำประปา (Water)", 2140, ""),
    ("ค่าผ่อนเครื่องเอกซเรย์ (X-ray hire purchase)", 55350, "เม.ย.-มิ.ย. 3 งวด"),
    ("ค่ากำจัดขยะติดเชื้อ (Medical waste)", 7200, "เดือนละ 1,200"),
    ("ค่าโปรแกรมคลินิก (Clinic software)", 4740, "เดือนละ 790"),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 4500, ""),
    ("ค่าโฆษณา Facebook (Facebook ads)", 9000, ""),
]
LAST_YEAR = """# สรุปรายรับคลินิก ม.ค.-มิ.ย. 2567 (พี่กิตสรุปไว้ตอนยื่นภาษีครึ่งปี)

- รายรับรวม 6 เดือน 1,318,900 บาท
- จำนวนเคสรวม 3,452 เคส
- เดือนที่รายรับสูงสุด พ.ค. 2567 246,800 บาท / ต่ำสุด ก.พ. 2567 191,300 บาท
- รายจ่ายรวม 871,300 บาท (ค่าเช่าเดือนละ 20,000 ค่ายาและวัคซีน 431,600)
- กำไรก่อนภาษี 447,600 บาท
- ยังไม่มีเครื่องเอกซเรย์ ต้องส่งเคสไปเอกซเรย์ที่โรงพยาบาลสัตว์ มข. ครั้งละ 800-1,200 บาท
- หมอเบียร์เริ่มมาช่วยเสาร์-อาทิตย์ตั้งแต่ มี.ค. 2567
"""
MEETING = """# บันทึกประชุมทีม คลินิกรักษาสัตว์หมอพิม วันจันทร์ที่ 4 สิงหาคม 2568

เวลา 20:15-21:30 น. (หลังปิดคลินิก)
ผู้เข้าร่วม: หมอพิม, พี่กิต, หมอเบียร์, น้องแนน, น้องต้น

## เรื่องที่คุย
1. ลูกค้าขอให้เปิดวันอาทิตย์หลายคน (ตอนนี้ปิดวันอาทิตย์)
2. ค่าน้ำยาและแชมพูขึ้นราคา อาบน้ำตัดขนกำไรน้อยลง
3. เคสท้อง/ก้อนในช่องท้องต้องส่งไปอัลตราซาวด์ที่ มข. บ่อย เดือนละประมาณ 20 เคส
4. โครงการทำหมันแมวจรกับเทศบาลนครขอนแก่น

## มติ
- เปิดวันอาทิตย์ 09:00-15:00 น. เริ่ม 7 กันยายน 2568 หมอเบียร์อยู่เวร ค่าจ้างวันละ 1,800 เท่าวันเสาร์
- ขึ้นราคาอาบน้ำตัดขนสุนัขเล็กจาก 350 เป็น 400 บาท ตั้งแต่ 1 กันยายน 2568 (สุนัขกลาง/ใหญ่ และแมวราคาเดิม)
- ซื้อเครื่องอัลตราซาวด์ งบไม่เกิน 450,000 บาท รวม VAT พี่กิตขอใบเสนอราคา 2 เจ้าภายในสิ้นเดือน ส.ค.
- ทำหมันแมวจรกับเทศบาล วันเสาร์ที่ 23 สิงหาคม 2568 เทศบาลจ่ายตัวละ 600 บาท รับไม่เกิน 30 ตัว
- ให้โบนัสกลางปีน้องแนนกับน้องต้น คนละ 5,000 บาท จ่ายพร้อมเงินเดือน ส.ค.

## งานที่ต้องทำ
- น้องต้น: ทำโพสต์ Facebook แจ้งเปิดวันอาทิตย์ และราคาอาบน้ำใหม่ ภายใน 20 ส.ค.
- น้องแนน: เช็กสต็อกวัคซีนพิษสุนัขบ้าให้พอสำหรับเดือน ก.ย. (ช่วงรณรงค์)
- พี่กิต: เทียบราคาวัคซีนเจ้าใหม่ Siam VetCare กับ VetSupply Isan
"""
PRICES = """# ราคาค่าบริการ คลินิกรักษาสัตว์หมอพิม ปี 2568 (ใช้ตั้งแต่ 1 มกราคม 2568)

## ตรวจรักษา
- ค่าตรวจทั่วไป 200 บาท (ไม่รวมค่ายา)
- ค่าตรวจนอกเวลา (หลัง 20:00 น.) 400 บาท
- ตรวจเลือด CBC 450 บาท / ตรวจค่าตับค่าไต 900 บาท
- เอกซเรย์ ท่าแรก 600 บาท ท่าถัดไปท่าละ 300 บาท

## วัคซีน
- วัคซีนพิษสุนัขบ้า 250 บาท
- วัคซีนรวมสุนัข (DHPPi+L) 550 บาท
- วัคซีนรวมแมว (RCP) 600 บาท
- วัคซีนลิวคีเมียแมว (FeLV) 750 บาท

## ทำหมัน
- แมวตัวผู้ 800 บาท
- แมวตัวเมีย 1,500 บาท
- สุนัขตัวผู้ (ไม่เกิน 10 กก.) 1,800 บาท
- สุนัขตัวเมีย 2,500-3,800 บาท ตามน้ำหนัก
- ราคารวมยาสลบ ยากลับบ้าน และตัดไหม ไม่รวมตรวจเลือดก่อนผ่าตัด

## อาบน้ำตัดขน
- สุนัขเล็ก 350 บาท / สุนัขกลาง 450 บาท / สุนัขใหญ่ 600 บาท
- แมว 500 บาท

## อื่น ๆ
- ฝังไมโครชิป 350 บาท
- ฝากเลี้ยงระหว่างรักษา (ป่วย) คืนละ 300 บาท
"""
ROSTER = """# ตารางเวรสัตวแพทย์ คลินิกหมอพิม เดือนกันยายน 2568

หมอประจำ: หมอพิม (จันทร์-ศุกร์ 09:00-20:00)
หมอพาร์ทไทม์: หมอเบียร์ (น.สพ.ธนวัฒน์ ภูมิสะอาด) โทร 095-218-6634

## เวรหมอเบียร์
- เสาร์ 6, 13, 20, 27 ก.ย. เวลา 09:00-20:00
- อาทิตย์ 7, 14, 21, 28 ก.ย. เวลา 09:00-15:00 (เริ่มเปิดวันอาทิตย์ครึ่งวัน)
- พุธ-ศุกร์ 17-19 ก.ย. อยู่แทนทั้งวัน (หมอพิมไปประชุมวิชาการสัตวแพทย์ที่กรุงเทพฯ)
- รวม 11 วัน วันละ 1,800 บาท = 19,800 บาท จ่ายสิ้นเดือน

## ผู้ช่วย
- น้องแนน หยุดทุกวันจันทร์
- น้องต้น หยุดทุกวันพุธ (ยกเว้น 17 ก.ย. มาทำงาน เพราะหมอพิมไม่อยู่)
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม คลินิกหมอพิม ทีมงาน
บันทึกเมื่อ: 16/08/2568 22:10

จ., 11/08/2568
08:05\tแนน\tพี่หมอคะ หม้อนึ่งฆ่าเชื้อไม่ร้อนค่ะ หน้าจอขึ้น E3
08:06\tแนน\t[รูปภาพ]
08:15\tหมอพิม\tเช้านี้ใช้ชุดเครื่องมือผ่าตัดสำรอง 2 ชุดไปก่อนนะ เคสทำหมันน้องส้มบ่ายนี้เลื่อนได้ไหม
08:22\tแนน\tโทรคุยเจ้าของน้องส้มแล้วค่ะ เลื่อนเป็นพฤหัสที่ 14 แทน
09:30\tกิต ทองดี\tโทรหาช่างเอก (เอกเมดิคอลเซอร์วิส ขอนแก่น) แล้ว เขาว่าฮีตเตอร์ขาด กับยางขอบฝาเสื่อม
09:32\tกิต ทองดี\tช่างเอกนัดเข้ามาซ่อมพุธที่ 13 ส.ค. บ่ายสองโมง เปลี่ยนฮีตเตอร์+ยางขอบฝา รวม 4,200 บาท
09:34\tกิต ทองดี\tถ้าซื้อหม้อนึ่งใหม่ขนาด 23 ลิตร ราคา 68,000 บาท พี่ว่าซ่อมก่อน เครื่องเพิ่งใช้ 3 ปี
09:40\tหมอพิม\tโอเค ซ่อมก่อน

พ., 13/08/2568
15:10\tกิต ทองดี\tช่างซ่อมเสร็จแล้ว ทดสอบนึ่ง 2 รอบผ่าน จ่ายไป 4,200 ตามที่ตกลง รับประกันงาน 6 เดือน
15:12\tแนน\tเดี๋ยวแนนนึ่งชุดผ่าตัดทั้งหมดใหม่ก่อนเคสพรุ่งนี้นะคะ

ศ., 15/08/2568
18:20\tต้น\tพี่หมอครับ เทศบาลส่งรายชื่อแมวจรสำหรับวันเสาร์ที่ 23 มาแล้ว 28 ตัวครับ
18:25\tหมอพิม\tหมอเบียร์มาช่วยวันนั้นด้วย เริ่มผ่า 8 โมง ต้นกับแนนมา 7 โมงครึ่งนะ
18:26\tต้น\tรับทราบครับ
18:40\tกิต ทองดี\tเทศบาลจ่ายตัวละ 600 ออกใบแจ้งหนี้ไปที่กองสาธารณสุขหลังทำเสร็จนะ
"""
VETCARE_EMAIL = """From: Siam VetCare Distribution <sales.kk@siamvetcare.co.th>
To: Pimchanok Thongdee <morpim.clinic@gmail.com>
Cc: Kittipong Thongdee <kittipong.td@gmail.com>
Date: Tue, 19 Aug 2025 10:42:07 +0700
Subject: Vaccine and parasite-control prices for Mor Pim Animal Clinic

Dear Dr. Pimchanok,

Thank you for visiting our booth at the Khon Kaen small-animal seminar. As promised, here are our prices for
your clinic (per dose/piece, before VAT):

- Rabies vaccine (1 ml single dose): 48 THB
- Canine DHPPi+L combined vaccine: 189 THB
- Feline RCP combined vaccine: 232 THB
- Fluralaner chewable tablet for dogs 20-40 kg: 845 THB

Terms:
- Credit term: 45 days from the invoice date
- Free delivery in Khon Kaen city for orders of 10,000 THB or more (cold-chain box with temperature logger)
- Extra 3% discount on orders above 50,000 THB
- Prices are valid for orders placed until 30 September 2025

We deliver every Tuesday and Friday from our Khon Kaen warehouse. I would be happy to visit the clinic to
discuss the details.

Best regards,
Warunee Chaiyasit
Sales Representative (Khon Kaen), Siam VetCare Distribution Co., Ltd.
Tel. 081-930-4418
"""
INVOICE = [
    "VetSupply Isan Co., Ltd.\n311 Sri Chan Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Tel. 043-241-778   Tax ID 0405559001482\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV-2025-08-1173   Date: 12 August 2025\n"
    "Customer: Mor Pim Animal Clinic, 145/9 Prachasamosorn Road, Mueang Khon Kaen 40000\n"
    "Rabies vaccine, single dose   100 doses x 55.00   5,500.00\n"
    "Canine DHPPi+L vaccine   60 doses x 210.00   12,600.00\n"
    "Feline RCP vaccine   40 doses x 245.00   9,800.00\n"
    "Fluralaner chewable 20-40 kg   24 tablets x 890.00   21,360.00\n"
    "Syringes 3 ml (box of 100)   3 boxes x 320.00   960.00\n"
    "Subtotal: 50,220.00 THB\nVAT 7%: 3,515.40 THB\nTotal amount due: 53,735.40 THB\n"
    "Credit term: 30 days. Due date: 11 September 2025\n"
    "Please transfer to Kasikornbank, Khon Kaen branch, account 031-8-44521-7 (VetSupply Isan Co., Ltd.)\n"
    "Late payment: 1.25% per month",
]
DLD_LETTER = """ที่ ขก 0007/4518
สำนักงานปศุสัตว์จังหวัดขอนแก่น
ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000

20 สิงหาคม 2568

เรื่อง การต่ออายุใบอนุญาตให้ดำเนินการสถานพยาบาลสัตว์ และการตรวจสถานพยาบาลสัตว์ประจำปี
เรียน ผู้ดำเนินการสถานพยาบาลสัตว์ คลินิกรักษาสัตว์หมอพิม (สพ.ญ.พิมพ์ชนก ทองดี)

ด้วยใบอนุญาตให้ดำเนินการสถานพยาบาลสัตว์ เลขที่ ขก 27/2566 ของคลินิกรักษาสัตว์หมอพิม จะสิ้นอายุในวันที่
31 ธันวาคม 2568 ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตพร้อมค่าธรรมเนียม 1,000 บาท ภายในวันที่ 1 ธันวาคม 2568
ที่กลุ่มพัฒนาคุณภาพสินค้าปศุสัตว์ สำนักงานปศุสัตว์จังหวัดขอนแก่น

ทั้งนี้ เจ้าหน้าที่จะเข้าตรวจสถานพยาบาลสัตว์ ในวันพฤหัสบดีที่ 2 ตุลาคม 2568 เวลา 10:00 น.
ขอให้ผู้ดำเนินการอยู่ประจำสถานพยาบาล และเตรียมเอกสารดังนี้

1. ใบอนุญาตประกอบวิชาชีพการสัตวแพทย์ของสัตวแพทย์ทุกคนที่ปฏิบัติงาน (รวมสัตวแพทย์พาร์ทไทม์)
2. ทะเบียนการใช้ยาและวัตถุออกฤทธิ์ต่อจิตและประสาท (เช่น ketamine) ย้อนหลัง 12 เดือน
3. หลักฐานการทำสัญญากำจัดขยะติดเชื้อ
4. ใบอนุญาตครอบครองเครื่องกำเนิดรังสีจากสำนักงานปรมาณูเพื่อสันติ (กรณีมีเครื่องเอกซเรย์)
5. ป้ายแสดงชื่อสัตวแพทย์และเวลาทำการ และอัตราค่าบริการที่ติดไว้ให้ผู้รับบริการเห็นชัดเจน

หากตรวจพบข้อบกพร่อง ต้องแก้ไขให้แล้วเสร็จภายใน 30 วัน ผลการตรวจใช้ประกอบการพิจารณาต่ออายุใบอนุญาต

สอบถามเพิ่มเติม กลุ่มพัฒนาคุณภาพสินค้าปศุสัตว์ โทร 043-236-075 ต่อ 14
"""
PET_HOTEL_SLIDES = [
    ("แผนเปิดบริการฝากเลี้ยงสัตว์ (Pet hotel plan)",
     "คลินิกรักษาสัตว์หมอพิม ขอนแก่น\nPrepared by Kit, August 2025"),
    ("ทำไมต้องทำ (Why)", "Customers asked about boarding more than 40 times in the last 3 months\n"
                         "No vet-run pet hotel near Prachasamosorn Road\n"
                         "The 3rd floor (48 sq m) is empty and can be used"),
    ("ห้องและราคา (Rooms & prices)", "8 dog rooms: 350 THB a night (small dogs), 450 THB a night (large dogs)\n"
                                      "6 cat condos: 250 THB a night\n"
                                      "Daily health check by the vet included; bathing before going home +200 THB"),
    ("งบลงทุน (Investment)", "Renovation and air-conditioning: 180,000 THB\n"
                             "Cages, cat condos and CCTV: 65,000 THB\n"
                             "Total investment: 245,000 THB, payback about 14 months"),
    ("ไทม์ไลน์ (Timeline)", "Renovation: October 2025\n"
                            "Hire one more assistant for nights and weekends: 12,000 THB a month\n"
                            "Open: 1 December 2025 (before the New Year holidays)"),
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Mor Pim Animal Clinic (Mrs. Pimchanok Thongdee)\n"
    "Address: 145/9 Prachasamosorn Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Account No.: 020051183406   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,610 kWh\nEnergy charge: 6,737.85 THB\n"
    "Ft charge: 317.49 THB\nService charge: 312.24 THB\nVAT 7%: 515.73 THB\nAmount due: 7,883.31 THB\n"
    "Due date: 15 August 2025",
]
PEA_AUGUST = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Mor Pim Animal Clinic (Mrs. Pimchanok Thongdee)\n"
    "Address: 145/9 Prachasamosorn Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Account No.: 020051183406   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 1,835 kWh\nEnergy charge: 7,679.47 THB\n"
    "Ft charge: 361.86 THB\nService charge: 312.24 THB\nVAT 7%: 584.75 THB\nAmount due: 8,938.32 THB\n"
    "Due date: 15 September 2025",
]
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ออมสิน (Home loan)", 14200, ""),
        ("ผ่อนรถ Toyota Yaris Cross (Car loan)", 9860, "งวดที่ 19 จาก 72"),
        ("อาหาร กับข้าว (Food)", 12500, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2310, ""),
        ("ค่าน้ำบ้าน (Home water)", 280, ""),
        ("น้ำมันรถ (Fuel)", 3800, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1299, ""),
        ("ประกันชีวิต (Life insurance)", 3500, "ของพี่กิต"),
        ("ส่งให้แม่ที่ร้อยเอ็ด (For mum in Roi Et)", 4000, ""),
        ("อาหารหมาแมวที่บ้าน (Our own pets' food)", 1650, "มะขาม + ส้มโอ"),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("ผ่อนบ้าน ออมสิน (Home loan)", 14200, ""),
        ("ผ่อนรถ Toyota Yaris Cross (Car loan)", 9860, "งวดที่ 20 จาก 72"),
        ("อาหาร กับข้าว (Food)", 13100, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2540, ""),
        ("ค่าน้ำบ้าน (Home water)", 290, ""),
        ("น้ำมันรถ (Fuel)", 4150, "ขับไปร้อยเอ็ด 2 รอบ"),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1299, ""),
        ("ประกันชีวิต (Life insurance)", 3500, "ของพี่กิต"),
        ("ส่งให้แม่ที่ร้อยเอ็ด (For mum in Roi Et)", 4000, ""),
        ("อาหารหมาแมวที่บ้าน (Our own pets' food)", 1650, "มะขาม + ส้มโอ"),
        ("ซองงานแต่งเพื่อน (Wedding gift)", 2000, "งานแต่งหมอฝ้าย"),
        ("เปลี่ยนยางรถ 2 เส้น (Two new tyres)", 5600, ""),
    ],
}
DISTRACTORS = {
    "Clinic/Contracts/สัญญาเช่าอาคาร_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าอาคาร ถนนประชาสโมสร (ร่างแรก พฤษภาคม 2566 ยังไม่เซ็น)\n"
        "- ป้าวิไลเสนอค่าเช่าเดือนละ 25,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 3 เดือน = 75,000 บาท\n- เราขอ 3 ปี เริ่มที่ 20,000 แล้วขึ้นทีละนิด รอแก้ในฉบับจริง\n",
    "Clinic/Notes/ราคาค่าบริการ_2566.md":
        "# ราคาค่าบริการ คลินิกหมอพิม ปี 2566 (ราคาเก่า)\n\n- ค่าตรวจทั่วไป 150 บาท\n"
        "- วัคซีนพิษสุนัขบ้า 200 บาท\n- วัคซีนรวมสุนัข 500 บาท\n- วัคซีนรวมแมว 550 บาท\n"
        "- ทำหมันแมวตัวผู้ 700 บาท / แมวตัวเมีย 1,200 บาท\n- อาบน้ำตัดขนสุนัขเล็ก 300 บาท\n",
    "Clinic/Quotes/ใบเสนอราคา_อัลตราซาวด์_2566_ไม่ได้ซื้อ.txt":
        "ใบเสนอราคาเครื่องอัลตราซาวด์ บริษัท ขอนแก่นสัตวแพทย์ภัณฑ์ จำกัด (พฤศจิกายน 2566 ตอนนั้นยังไม่ซื้อ แพงไป)\n"
        "เครื่องอัลตราซาวด์ขาวดำ รุ่น DP-30 พร้อมหัวตรวจ 1 หัว 285,000 บาท\n"
        "รุ่นสี Doppler รุ่น M7 Vet 520,000 บาท (ยังไม่รวม VAT)\n"
        "รับประกัน 1 ปี\nเซลส์: คุณวีระพงษ์\n",
    "Clinic/Plans/PetHotel_ไอเดีย_ร่าง.md":
        "# ไอเดียทำที่ฝากเลี้ยงหมาแมว (ร่าง มิ.ย. 2568)\n- ใช้ชั้น 2 หลังห้องพักฟื้น? หรือชั้น 3\n"
        "- คิดคืนละ 300 เท่ากันหมด?\n- ช่างบอกทำห้อง+แอร์ ประมาณ 120,000\n- ถามแนนว่าอยากอยู่เวรกลางคืนไหม\n",
    "Clinic/Letters/ต่อใบอนุญาตคลินิก_ครั้งก่อน_2566.md":
        "# ต่อใบอนุญาตสถานพยาบาลสัตว์ ครั้งก่อน (ปลายปี 2566)\n\n"
        "- ปศุสัตว์จังหวัดมาตรวจวันที่ 12 ตุลาคม 2566 ติดเรื่องป้ายชื่อหมอไม่ชัด แก้แล้ว\n"
        "- ยื่นต่อใบอนุญาตวันที่ 24 พฤศจิกายน 2566 ค่าธรรมเนียม 1,000 บาท\n"
        "- ได้ใบอนุญาตใหม่ เลขที่ ขก 27/2566\n",
    "Clinic/Suppliers/SiamVetCare_price_list_2567.txt":
        "Siam VetCare Distribution - price list 2024 (Khon Kaen)\n"
        "Rabies vaccine single dose: 52 THB\nCanine DHPPi+L: 205 THB\nFeline RCP: 240 THB\n"
        "Credit term: 30 days. Free delivery for orders of 15,000 THB or more.\n",
}
WORKSPECT = {"todo.md": "- เลือกเครื่องอัลตราซาวด์ (ดูใบเสนอราคา 2 เจ้า)\n- เตรียมเอกสารให้ปศุสัตว์\n"
                        "- โอนค่ายา VetSupply\n- ถามป้าวิไลเรื่องต่อสัญญาเช่า\n- ต่อภาษีรถ Yaris\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับคลินิกรักษาสัตว์หมอพิม ม.ค.-มิ.ย. 2568 (Mor Pim Animal Clinic income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:5], sum(row[:5]), row[5]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:5]),
                  sum(sum(row[:5]) for row in INCOME), sum(row[5] for row in INCOME)])
    for column in range(2, 9):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:5]) for row in INCOME) - total,
                  "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    clinic = docs / "Clinic"
    for sub in ("Contracts", "Quotes", "Accounts", "Notes", "Chats", "Suppliers", "Letters", "Plans", "Bills"):
        (clinic / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Home").mkdir(parents=True, exist_ok=True)
    write_docx(clinic / "Contracts" / "สัญญาเช่าอาคาร_คลินิกหมอพิม_2566.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(clinic / "Contracts" / "สัญญาเช่าซื้อ_เครื่องเอกซเรย์DR_2568.docx", XRAY_TOP, table=XRAY_TERMS,
               bottom=XRAY_BOTTOM)
    write_docx(clinic / "Quotes" / "ใบเสนอราคา_อัลตราซาวด์_อีสานเวทเทค_2568.docx", ISAN_QUOTE_TOP,
               table=ISAN_QUOTE_ITEMS, bottom=ISAN_QUOTE_BOTTOM)
    make_pdf(clinic / "Quotes" / "Quotation_Ultrasound_KKMedVet_2025.pdf", KK_QUOTE)
    _income(clinic / "Accounts" / "รายรับรายจ่าย_คลินิก_ครึ่งปีแรก_2568.xlsx")
    (clinic / "Accounts" / "สรุปรายรับ_ครึ่งปีแรก_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    (clinic / "Notes" / "บันทึกประชุมทีม_2568-08-04.md").write_text(MEETING, encoding="utf-8")
    (clinic / "Notes" / "ราคาค่าบริการ_2568.md").write_text(PRICES, encoding="utf-8")
    (clinic / "Notes" / "ตารางเวร_หมอเบียร์_ก.ย.2568.md").write_text(ROSTER, encoding="utf-8")
    (clinic / "Chats" / "LINE_คลินิกหมอพิม_ทีมงาน_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (clinic / "Suppliers" / "SiamVetCare_offer_email.txt").write_text(VETCARE_EMAIL, encoding="utf-8")
    make_pdf(clinic / "Suppliers" / "Invoice_VetSupplyIsan_2025-08.pdf", INVOICE)
    (clinic / "Letters" / "หนังสือ_ปศุสัตว์ขอนแก่น_ต่อใบอนุญาต_2568.txt").write_text(DLD_LETTER, encoding="utf-8")
    write_slides(clinic / "Plans" / "แผนเปิด_PetHotel_ฝากเลี้ยง.pptx", PET_HOTEL_SLIDES)
    make_pdf(clinic / "Bills" / "PEA_clinic_bill_2025-07.pdf", PEA_JULY)
    make_pdf(clinic / "Bills" / "PEA_clinic_bill_2025-08.pdf", PEA_AUGUST)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
