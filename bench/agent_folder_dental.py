"""A folder for bench/agent_tasks.py (`--folder dental`): a Korat dentist's small clinic and household papers.

Dr Piyanut Kaewmanee (หมอนุช, ทพญ.ปิยะนุช แก้วมณี) runs Yim Suay Dental Clinic (คลินิกทันตกรรมยิ้มสวย) on
Mittraphap Road in Mueang Nakhon Ratchasima with a dental assistant (แพร), a front-desk assistant (มิ้นท์), a
part-time cleaner (ป้าสมร) and a Saturday dentist (หมอเอก); her husband Weerapong (พี่วี) is an engineer and their
daughter Baitoey (น้องใบเตย) is in primary school. The folder: a Thai hire-purchase contract for a dental chair unit
(docx, a price table), a Thai quote for dental materials (docx, an item table) and a second supplier's English quote
email (txt), the clinic's income by treatment for January-June 2568 with the half-year's expenses (xlsx, two sheets,
Thai/English headers), staff pay for June and July 2568 (xlsx, two sheets), a last-year income summary (md), a Thai
letter from the provincial health office about renewing the clinic's licence (txt), a LINE group chat export with
the staff about the broken autoclave (txt), the accountant's Thai email about the half-year tax (txt), slides on
starting clear-aligner treatment (pptx), a Thai materials stock-check note (md), the clinic's PEA electricity bills
for July and August (pdf) and the dental lab's July invoice (pdf); at home, household spending for July and August
(xlsx), a credit-card statement (pdf), a health-insurance renewal notice (pdf) and a Thai tax-deduction note (md);
plus six distractors that share words with them (last year's quote, a draft of the hire-purchase, a draft of the
aligner idea, last year's pay note, an older health-office letter, last year's tax note) and a workspect that already
holds a to-do list. Written blind of the engine's rules, for bench/data/agent_tasks_dental_holdout.json. Every
figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าซื้อเครื่องมือและอุปกรณ์ทันตกรรม",
    "สัญญาเลขที่ MF-HP-68/0219",
    "ทำที่ บริษัท เมดิฟิน ลีสซิ่ง จำกัด สาขานครราชสีมา วันที่ 14 กุมภาพันธ์ 2568",
    "ผู้ให้เช่าซื้อ: บริษัท เมดิฟิน ลีสซิ่ง จำกัด (Medifin Leasing Co., Ltd.)  "
    "ผู้เช่าซื้อ: ทันตแพทย์หญิงปิยะนุช แก้วมณี ผู้ดำเนินการ คลินิกทันตกรรมยิ้มสวย",
    "ข้อ 1. ผู้ให้เช่าซื้อตกลงให้เช่าซื้อ ยูนิตทำฟัน (Dental chair unit) ยี่ห้อ Sirona รุ่น Intego Pro จำนวน 1 ชุด "
    "หมายเลขเครื่อง SN 2410-88317 พร้อมโคมไฟ LED เก้าอี้ทันตแพทย์และระบบดูดน้ำลาย ติดตั้งที่ คลินิกทันตกรรมยิ้มสวย "
    "เลขที่ 245/7 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000",
    "ข้อ 2. ราคาเช่าซื้อ เงินดาวน์ และค่างวด เป็นไปตามตารางข้างล่างนี้",
]
LEASE_TABLE = [
    ("รายการ", "จำนวนเงิน", "หมายเหตุ"),
    ("ราคาเครื่องรวมภาษีมูลค่าเพิ่ม", "780,000 บาท", "รวมค่าติดตั้งและอบรมการใช้งาน"),
    ("เงินดาวน์ (ร้อยละ 20)", "156,000 บาท", "ชำระในวันทำสัญญา"),
    ("ยอดจัดเช่าซื้อ", "624,000 บาท", ""),
    ("ดอกเบี้ย (flat rate 4.25% ต่อปี x 4 ปี)", "106,080 บาท", ""),
    ("ค่างวดรายเดือน", "15,210 บาท", "จำนวน 48 งวด"),
]
LEASE_BOTTOM = [
    "ข้อ 3. ผู้เช่าซื้อชำระค่างวดทุกวันที่ 5 ของเดือน งวดแรกวันที่ 5 มีนาคม 2568 งวดสุดท้ายวันที่ 5 กุมภาพันธ์ 2572 "
    "โดยหักบัญชีธนาคารกสิกรไทยอัตโนมัติ",
    "ข้อ 4. หากชำระค่างวดล่าช้า ผู้เช่าซื้อต้องเสียเบี้ยปรับร้อยละ 1.5 ต่อเดือนของค่างวดที่ค้าง "
    "และค่าติดตามทวงถามครั้งละ 200 บาท หากค้างชำระติดต่อกัน 3 งวด "
    "ผู้ให้เช่าซื้อมีสิทธิบอกเลิกสัญญาและกลับเข้าครอบครองทรัพย์สิน",
    "ข้อ 5. ผู้เช่าซื้อต้องทำประกันภัยทรัพย์สินประเภทอัคคีภัยและความเสียหายทุกชนิด ทุนประกันไม่น้อยกว่า 600,000 บาท "
    "ตลอดอายุสัญญา โดยระบุผู้ให้เช่าซื้อเป็นผู้รับประโยชน์",
    "ข้อ 6. ตัวแทนจำหน่าย (บริษัท เดนทัลเทค โคราช จำกัด) รับประกันเครื่อง 2 ปี และตรวจเช็กบำรุงรักษาฟรีทุก 6 เดือน "
    "ในช่วงรับประกัน",
    "ข้อ 7. ผู้เช่าซื้อปิดบัญชีก่อนกำหนดได้ โดยได้รับส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนดชำระร้อยละ 60",
    "ข้อ 8. กรรมสิทธิ์ในทรัพย์สินโอนเป็นของผู้เช่าซื้อเมื่อชำระค่างวดครบทุกงวด",
    "ลงชื่อ ณัฐวุฒิ ประเสริฐศักดิ์ ผู้จัดการสาขา ผู้ให้เช่าซื้อ",
    "ลงชื่อ ปิยะนุช แก้วมณี ผู้เช่าซื้อ",
    "ลงชื่อ วีระพงษ์ แก้วมณี ผู้ค้ำประกัน",
]
QUOTE_TOP = [
    "ใบเสนอราคา (Quotation)",
    "บริษัท สยามเดนทัล ซัพพลาย จำกัด  88/12 ถนนสุรนารายณ์ ตำบลในเมือง อำเภอเมืองนครราชสีมา 30000  โทร 044-256-410",
    "เลขที่ SDS-QT68-0815   วันที่ 4 สิงหาคม 2568",
    "เรียน ทพญ.ปิยะนุช แก้วมณี คลินิกทันตกรรมยิ้มสวย",
    "บริษัทฯ ยินดีเสนอราคาวัสดุทันตกรรมตามรายการดังต่อไปนี้",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "คอมโพสิตเรซิน 3M Filtek Z350 XT หลอด 4 กรัม (สี A2/A3)", "20 หลอด", "1,150", "23,000"),
    ("2", "สารยึดติด 3M Single Bond Universal 5 มล.", "6 ขวด", "2,450", "14,700"),
    ("3", "ยาชา Mepivacaine 3% (กล่อง 50 หลอด)", "10 กล่อง", "1,380", "13,800"),
    ("4", "ถุงมือไนไตรล์ ไม่มีแป้ง (กล่อง 100 ชิ้น)", "40 กล่อง", "165", "6,600"),
    ("5", "เข็มฉีดยาชา 27G (กล่อง 100 ชิ้น)", "8 กล่อง", "420", "3,360"),
    ("6", "ผงพิมพ์ปาก Alginate 500 กรัม", "12 ถุง", "310", "3,720"),
    ("", "รวมเป็นเงิน", "", "", "65,180"),
    ("", "ส่วนลดพิเศษ 5%", "", "", "3,259"),
    ("", "ยอดหลังหักส่วนลด", "", "", "61,921"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "4,334.47"),
    ("", "รวมทั้งสิ้น", "", "", "66,255.47"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ยืนราคา 30 วันนับจากวันที่เสนอราคา",
    "เครดิตการชำระเงิน 30 วัน จัดส่งฟรีในเขตอำเภอเมืองนครราชสีมา ภายใน 2 วันทำการหลังได้รับใบสั่งซื้อ",
    "สินค้ามีอายุการใช้งานเหลือไม่น้อยกว่า 18 เดือน ณ วันส่งสินค้า",
    "ผู้เสนอราคา: คุณอรทัย จันทร์หอม ฝ่ายขาย โทร 089-624-7315",
]
DENTALPLUS_EMAIL = """From: DentalPlus Trading <sales@dentalplus-trading.co.th>
To: Piyanut Kaewmanee <dr.piyanut.yimsuay@gmail.com>
Date: Thu, 7 Aug 2025 10:42:18 +0700
Subject: Quotation QT-2025-0392 - dental materials for Yim Suay Dental Clinic

Dear Dr. Piyanut,

Thank you for your enquiry at the dental expo in Bangkok. Please find our prices for the items you asked about
(same quantities as your list):

1. 3M Filtek Z350 XT composite, 4 g syringe - 20 syringes x 1,090 THB = 21,800 THB
2. 3M Single Bond Universal 5 ml - 6 bottles x 2,390 THB = 14,340 THB
3. Mepivacaine 3% local anaesthetic, box of 50 cartridges - 10 boxes x 1,420 THB = 14,200 THB
4. Nitrile gloves, powder-free, box of 100 - 40 boxes x 155 THB = 6,200 THB
5. Dental needles 27G, box of 100 - 8 boxes x 390 THB = 3,120 THB
6. Alginate impression material 500 g - 12 bags x 295 THB = 3,540 THB

Subtotal: 63,200 THB
VAT 7%: 4,424 THB
Grand total: 67,624 THB

Terms:
- Payment: 15 days credit from the invoice date (first order: cash on delivery)
- Delivery from Bangkok by Kerry Express, free for orders above 20,000 THB, 3-4 working days to Nakhon Ratchasima
- Quotation valid until 31 August 2025

Best regards,
Chalermchai Sukprasert
Sales Executive, DentalPlus Trading Co., Ltd. (Bangkok)
Tel. 02-718-4450, LINE: @dentalplus
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "ขูดหินปูน (Scaling, THB)", "อุดฟัน (Fillings, THB)",
                  "ถอนฟัน/ผ่าฟันคุด (Extractions & wisdom teeth, THB)", "รักษารากฟัน (Root canal, THB)",
                  "ครอบฟัน/ฟันปลอม (Crowns & dentures, THB)", "จัดฟัน (Orthodontics, THB)", "รวม (Total, THB)",
                  "จำนวนคนไข้ (Patients)")
INCOME = [(28600, 41200, 36500, 24000, 52000, 63500, 412), (25400, 38900, 31800, 18000, 44500, 63500, 376),
          (31200, 45600, 42300, 30000, 38000, 67000, 455), (22800, 30100, 27400, 12000, 26500, 67000, 318),
          (30500, 44800, 39600, 27000, 58500, 70500, 448), (29700, 42300, 40100, 24000, 61000, 70500, 431)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าอาคาร (Building rent)", 132000, "เดือนละ 22,000"),
    ("ค่าวัสดุทันตกรรม (Dental materials)", 186400, "ส่วนใหญ่สั่งจากสยามเดนทัล"),
    ("ค่าแล็บ (Dental lab fees)", 94300, "ครอบฟัน ฟันปลอม - โคราชเดนทัลแล็บ"),
    ("เงินเดือนพนักงาน (Staff salaries)", 207000, "แพร มิ้นท์ ป้าสมร"),
    ("ค่า DF ทันตแพทย์พาร์ทไทม์ (Part-time dentist fees)", 221600, "หมอเอก วันเสาร์ 50% ของค่ารักษา"),
    ("ค่างวดยูนิตทำฟัน (Dental unit hire-purchase)", 60840, "มี.ค.-มิ.ย. 4 งวด"),
    ("ค่าไฟฟ้า (Electricity)", 54620, ""),
    ("ค่าน้ำประปา (Water)", 2140, ""),
    ("ค่ากำจัดขยะติดเชื้อ (Infectious waste)", 4800, "เดือนละ 800"),
    ("ค่าโปรแกรมคลินิก (Clinic software)", 7140, "เดือนละ 1,190"),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 8400, ""),
    ("ค่าโฆษณา Facebook (Facebook ads)", 12000, ""),
]
PAY_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Base salary, THB)", "ค่าคอม/OT (Commission/OT, THB)",
               "หักประกันสังคม (Social security, THB)", "รับสุทธิ (Net pay, THB)", "หมายเหตุ (Note)")
PAY = {
    "มิ.ย. 2568": [
        ("กัญญาณัฐ ศรีทอง (แพร)", "ผู้ช่วยทันตแพทย์ (Dental assistant)", 15500, 2200, 750, ""),
        ("ธิดารัตน์ บุญมา (มิ้นท์)", "เคาน์เตอร์/ผู้ช่วย (Front desk)", 13000, 1500, 650, ""),
        ("สมร ทองดี (ป้าสมร)", "แม่บ้าน พาร์ทไทม์ (Cleaner, part-time)", 6000, 0, 0, "ไม่เข้าประกันสังคม"),
        ("ทพ.เอกชัย รัตนวงศ์ (หมอเอก)", "ทันตแพทย์พาร์ทไทม์ (Part-time dentist)", 0, 38400, 0,
         "DF 50% วันเสาร์ หัก ณ ที่จ่าย 3% แยก"),
    ],
    "ก.ค. 2568": [
        ("กัญญาณัฐ ศรีทอง (แพร)", "ผู้ช่วยทันตแพทย์ (Dental assistant)", 15500, 2600, 750, "OT วันเสาร์ 2 วัน"),
        ("ธิดารัตน์ บุญมา (มิ้นท์)", "เคาน์เตอร์/ผู้ช่วย (Front desk)", 13000, 1800, 650, ""),
        ("สมร ทองดี (ป้าสมร)", "แม่บ้าน พาร์ทไทม์ (Cleaner, part-time)", 6000, 0, 0, "ไม่เข้าประกันสังคม"),
        ("ทพ.เอกชัย รัตนวงศ์ (หมอเอก)", "ทันตแพทย์พาร์ทไทม์ (Part-time dentist)", 0, 41250, 0,
         "DF 50% วันเสาร์ หัก ณ ที่จ่าย 3% แยก"),
    ],
}
INCOME_2567 = """# สรุปรายรับคลินิก ครึ่งปีแรก 2567 (ม.ค.-มิ.ย. 2567)

ทำสรุปไว้ตอนส่งเอกสารให้สำนักงานบัญชี ก.ค. 67

- รายรับรวม 6 เดือน 1,049,300 บาท
- จำนวนคนไข้รวม 2,296 คน
- เดือนที่รายรับสูงสุด มี.ค. 2567 196,400 บาท
- จัดฟันรวม 6 เดือน 312,000 บาท (คนไข้จัดฟันประจำ 38 คน)
- ครอบฟัน/ฟันปลอม 241,800 บาท
- ตอนนั้นยังไม่มีหมอเอก หมอนุชทำคนเดียว เปิดวันเสาร์แค่ครึ่งวัน
- รายจ่ายรวม 6 เดือน ประมาณ 742,000 บาท
"""
LICENCE_LETTER = """ที่ นม 0033.006/4127
สำนักงานสาธารณสุขจังหวัดนครราชสีมา
ถนนช้างเผือก ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000

25 สิงหาคม 2568

เรื่อง การต่ออายุใบอนุญาตให้ดำเนินการสถานพยาบาล และการตรวจมาตรฐานสถานพยาบาล
เรียน ผู้ดำเนินการสถานพยาบาล คลินิกทันตกรรมยิ้มสวย (ทพญ.ปิยะนุช แก้วมณี)

ด้วยใบอนุญาตให้ดำเนินการสถานพยาบาล เลขที่ 30101000568 ของคลินิกทันตกรรมยิ้มสวย จะสิ้นอายุในวันที่ 31 ธันวาคม 2568
ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาต (แบบ ส.พ.19) พร้อมค่าธรรมเนียม 2,000 บาท ก่อนใบอนุญาตสิ้นอายุ
โดยยื่นได้ตั้งแต่บัดนี้ถึงวันที่ 30 พฤศจิกายน 2568 ที่กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข หรือยื่นทางระบบออนไลน์

ทั้งนี้ เจ้าหน้าที่จะเข้าตรวจมาตรฐานสถานพยาบาลในวันพฤหัสบดีที่ 16 ตุลาคม 2568 เวลา 10:00 น.
ขอให้ผู้ดำเนินการอยู่ประจำคลินิก และเตรียมเอกสารดังนี้

1. ใบอนุญาตประกอบวิชาชีพทันตกรรมของทันตแพทย์ทุกคนที่ปฏิบัติงานในคลินิก (รวมทันตแพทย์พาร์ทไทม์)
2. ใบอนุญาตครอบครองเครื่องกำเนิดรังสีเอกซ์ (ปส.) ที่ยังไม่หมดอายุ และผลวัดปริมาณรังสีประจำตัวบุคคล
3. บันทึกการทำให้ปราศจากเชื้อ (หม้อนึ่งฆ่าเชื้อ) และผลตรวจ spore test รายสัปดาห์ ย้อนหลัง 3 เดือน
4. สัญญาจ้างกำจัดมูลฝอยติดเชื้อ และใบกำกับการขนส่ง (manifest) ย้อนหลัง 6 เดือน
5. ถังดับเพลิงที่ยังไม่หมดอายุ ชุดช่วยชีวิตฉุกเฉินและถังออกซิเจนพร้อมใช้
6. ป้ายแสดงชื่อผู้ดำเนินการ เวลาทำการ และอัตราค่ารักษาพยาบาลที่มองเห็นได้ชัดเจน

หากตรวจพบข้อบกพร่อง ต้องแก้ไขให้แล้วเสร็จภายใน 30 วัน ผลการตรวจใช้ประกอบการพิจารณาต่ออายุใบอนุญาต
หากไม่ยื่นคำขอต่ออายุก่อนใบอนุญาตสิ้นอายุ ต้องหยุดให้บริการและยื่นขออนุญาตใหม่

สอบถามเพิ่มเติม กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข โทร 044-465-010 ต่อ 213 (คุณวิไลวรรณ)
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ยิ้มสวยทีม 🦷
บันทึกเมื่อ: 16/08/2568 20:31

จ., 11/08/2568
08:05\tแพร\tหมอนุชคะ หม้อนึ่ง autoclave ขึ้น error E05 ค่ะ นึ่งไม่ผ่าน อุณหภูมิไม่ถึง 134 องศา
08:06\tแพร\t[รูปภาพ]
08:15\tหมอนุช\tโอเค งดใช้ไปก่อนนะ ใช้เครื่องมือชุดสำรองที่นึ่งไว้เมื่อวาน เคสบ่ายไหนใช้เครื่องมือเยอะเลื่อนไปก่อน
08:17\tมิ้นท์\tบ่ายนี้มีผ่าฟันคุด 2 เคสค่ะ มิ้นท์โทรเลื่อนให้นะคะ
08:40\tหมอนุช\tโทรหาเดนทัลเทค โคราช แล้ว ช่างบอกน่าจะฮีตเตอร์เสียกับยางขอบประตูเสื่อม
08:42\tหมอนุช\tช่างสุรชัยนัดเข้ามาพุธที่ 13 ส.ค. บ่ายโมง ค่าฮีตเตอร์+ยางขอบประตู+ค่าแรง รวม 7,850 บาท
08:44\tหมอนุช\tถ้าซื้อเครื่องใหม่ class B ขนาด 23 ลิตร เขาเสนอ 96,000 บาท พี่ว่าซ่อมก่อน เครื่องเพิ่งใช้มา 5 ปี
08:45\tแพร\tรับทราบค่ะ
08:47\tมิ้นท์\tคลินิกนิวสไมล์ให้ยืมหม้อนึ่งได้นะคะ มิ้นท์รู้จักผู้ช่วยที่นั่น
08:50\tหมอนุช\tดีเลย ขอยืม 2 วันนะ เดี๋ยวพี่ทักหมอเจนเอง

พ., 13/08/2568
15:20\tหมอนุช\tช่างซ่อมเสร็จแล้ว นึ่งทดสอบผ่าน 134 องศา จ่ายไป 7,850 ตามที่ตกลง รับประกันงานซ่อม 6 เดือน
15:22\tหมอนุช\tแพรทำ spore test วันศุกร์นี้ด้วยนะ แล้วจดลงสมุดบันทึก สสจ. จะมาตรวจเดือนตุลา
15:23\tแพร\tได้ค่ะ
15:30\tมิ้นท์\tเคสผ่าฟันคุดที่เลื่อนไว้ ลงนัดใหม่เป็นเสาร์ที่ 16 ให้หมอเอกแล้วนะคะ

ส., 16/08/2568
12:10\tหมอเอก\tผ่าฟันคุด 2 เคสเรียบร้อยครับ
19:40\tแพร\tหมอนุชคะ แพรขอลาวันศุกร์ที่ 29 ส.ค. ไปงานบวชน้องชายที่ชัยภูมิค่ะ
19:52\tหมอนุช\tได้จ้า วันนั้นพี่ปิดรับเคสใหญ่ มิ้นท์ช่วยเป็นผู้ช่วยข้างเก้าอี้แทนนะ เดี๋ยวพี่ให้ค่า OT 500
19:53\tมิ้นท์\tโอเคค่า
"""
ACCOUNTANT_EMAIL = """From: สำนักงานบัญชีก้าวหน้า โคราช <kaonar.account@gmail.com>
To: ทพญ.ปิยะนุช แก้วมณี <dr.piyanut.yimsuay@gmail.com>
Date: Mon, 18 Aug 2025 09:12:40 +0700
Subject: เตรียมยื่น ภ.ง.ด.94 (ภาษีครึ่งปี) ปี 2568 และเอกสารที่ต้องส่ง

เรียน คุณหมอปิยะนุช

ตามที่คุณหมอส่งยอดรายรับเดือน ม.ค.-มิ.ย. 2568 มาให้แล้ว สำนักงานได้คำนวณภาษีเงินได้ครึ่งปี (ภ.ง.ด.94) เบื้องต้นดังนี้ค่ะ

- เงินได้จากวิชาชีพทันตกรรม (มาตรา 40(6)) ครึ่งปี 1,446,300 บาท
- หักค่าใช้จ่ายแบบเหมาร้อยละ 60 คงเหลือ 578,520 บาท
- หักค่าลดหย่อนครึ่งปี (ส่วนตัว คู่สมรส บุตร ประกันสังคม ประกันชีวิต) 68,500 บาท
- เงินได้สุทธิครึ่งปี 510,020 บาท
- ภาษีที่ต้องชำระโดยประมาณ 29,003 บาท

กำหนดยื่นแบบและชำระภาษี ภ.ง.ด.94 ภายในวันที่ 30 กันยายน 2568
รบกวนคุณหมอส่งเอกสารต่อไปนี้ให้สำนักงานภายในวันที่ 10 กันยายน 2568 นะคะ

1. Statement บัญชีธนาคารของคลินิก ม.ค.-มิ.ย. 2568
2. สรุปรายรับแยกตามหัตถการ (ไฟล์ Excel ที่ส่งมาแล้วใช้ได้ค่ะ)
3. ใบเสร็จค่าเบี้ยประกันชีวิตและประกันสุขภาพ
4. หนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ที่คลินิกออกให้หมอเอก

นอกจากนี้ เงินเดือนน้องๆ ในคลินิก สำนักงานยื่น ภ.ง.ด.1 และประกันสังคมให้ทุกวันที่ 7 ของเดือนเหมือนเดิม
ค่าบริการทำภาษีครึ่งปีครั้งนี้ 3,500 บาท (ไม่รวมค่าทำบัญชีรายเดือน)

ข้อสังเกต: ปีนี้รายรับทั้งปีน่าจะเกิน 2.4 ล้านบาท ถ้าปีหน้ารายรับยังโตแบบนี้ ควรคุยกันเรื่องจดทะเบียนเป็นบริษัทค่ะ

ขอบคุณค่ะ
วรรณภา ศรีสมบูรณ์
สำนักงานบัญชีก้าวหน้า โคราช โทร 081-967-2204
"""
ALIGNER_SLIDES = [
    ("แผนเปิดบริการจัดฟันใส (Clear aligner plan)",
     "คลินิกทันตกรรมยิ้มสวย โคราช\nPrepared by Dr. Nuch, August 2025"),
    ("ทำไมต้องจัดฟันใส (Why)", "Patients ask about clear aligners almost every week\n"
                              "Two clinics in Korat already offer it; we lose adult patients to them\n"
                              "Adults 25-40 prefer aligners to metal braces"),
    ("ราคาและต้นทุน (Price and cost per case)", "Price to patient: 65,000 THB per case (full treatment)\n"
                                                "Aligner lab cost: 28,000 THB per case\n"
                                                "Chair time and materials: about 6,000 THB per case"),
    ("สิ่งที่ต้องลงทุน (Investment)", "Intraoral scanner: 890,000 THB to buy, or hire-purchase 19,500 THB a month\n"
                                     "Aligner certification course for Dr. Nuch: 45,000 THB (Bangkok, 3 days)\n"
                                     "Marketing for launch: 20,000 THB"),
    ("เป้าหมาย (Target)", "3 new aligner cases a month from the second month\n"
                          "Break-even on the scanner in about 2 years"),
    ("ไทม์ไลน์ (Timeline)", "Course in November 2025\nScanner installed in December 2025\n"
                            "First aligner patients: January 2026"),
]
STOCK_NOTE = """# เช็กสต็อกวัสดุทันตกรรม คลินิกยิ้มสวย 30-31 กรกฎาคม 2568

คนเช็ก: แพร กับ มิ้นท์ (หมอนุชดูอีกรอบ)

## สรุป
- มูลค่าวัสดุคงเหลือทั้งหมด (ราคาทุน) 148,620 บาท
- วัสดุที่จะหมดอายุภายใน 3 เดือน 7 รายการ มูลค่ารวม 9,850 บาท
- ยาชาหมดอายุแล้ว 1 กล่อง มูลค่า 1,380 บาท แยกไว้รอทิ้งกับขยะติดเชื้อ

## ของที่ใกล้หมด ต้องสั่ง
- คอมโพสิต A2 เหลือ 3 หลอด (ใช้เดือนละ ~8 หลอด) ต้องสั่งเพิ่ม 20 หลอด
- ยาชา Mepivacaine เหลือ 2 กล่อง ต้องสั่ง 10 กล่อง
- ถุงมือไนไตรล์ ไซส์ S เหลือ 6 กล่อง
- ไหมเย็บแผล 4-0 เหลือ 5 ซอง

## ปัญหา
- ผงพิมพ์ปาก Alginate เปิดถุงทิ้งไว้ จับตัวเป็นก้อน ใช้ไม่ได้ 2 ถุง
- สมุด spore test ขาดไป 2 สัปดาห์ (ช่วงหม้อนึ่งเสีย) ต้องทำให้ครบก่อน สสจ. มา

## ตกลงกันว่า
- ขอใบเสนอราคาสยามเดนทัลกับเจ้าใหม่ที่เจอในงาน expo แล้วเทียบกันก่อนสั่ง
- เช็กสต็อกทุกสิ้นเดือน ใช้ของเก่าก่อน (FIFO) ครั้งหน้า 29 สิงหาคม 2568
"""


def _pea_bill(month: str, period: str, units: int, due: str) -> list[str]:
    energy = round(units * 4.1, 2)
    ft = round(units * 0.1972, 2)
    service = 312.24
    vat = round((energy + ft + service) * 0.07, 2)
    total = round(energy + ft + service + vat, 2)
    return [
        f"Provincial Electricity Authority (PEA) - Nakhon Ratchasima Office\nELECTRICITY BILL - {month}\n"
        "Customer: Yim Suay Dental Clinic (Dr. Piyanut Kaewmanee)\n"
        "Address: 245/7 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000\n"
        "Account No.: 020058813470   Tariff: 2.2 Small general service\n"
        f"Meter reading period: {period}\nUnits used: {units:,} kWh\nEnergy charge: {energy:,.2f} THB\n"
        f"Ft charge: {ft:,.2f} THB\nService charge: {service:,.2f} THB\nVAT 7%: {vat:,.2f} THB\n"
        f"Amount due: {total:,.2f} THB\nDue date: {due}"
    ]


PEA_JULY = _pea_bill("July 2025", "1 July 2025 - 31 July 2025", 2135, "15 August 2025")
PEA_AUGUST = _pea_bill("August 2025", "1 August 2025 - 31 August 2025", 1962, "15 September 2025")
LAB_INVOICE = [
    "KORAT DENTAL LAB CO., LTD.\n19/4 Suebsiri Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "Tax ID 0305561002417   Tel. 044-213-587\n\nTAX INVOICE / INVOICE\nInvoice No.: KDL-2568/0741\n"
    "Date: 31 July 2025\nBill to: Yim Suay Dental Clinic (Dr. Piyanut Kaewmanee), 245/7 Mittraphap Road\n\n"
    "Work delivered in July 2025:\n"
    "PFM crown                     6 units  x 2,400.00 = 14,400.00\n"
    "Zirconia crown                4 units  x 4,500.00 = 18,000.00\n"
    "Acrylic partial denture       3 pieces x 2,800.00 =  8,400.00\n"
    "Night guard (hard)            2 pieces x 1,800.00 =  3,600.00\n"
    "Subtotal: 44,400.00 THB\nVAT 7%: 3,108.00 THB\nTotal amount due: 47,508.00 THB\n\n"
    "Payment terms: 30 days. Please pay by 30 August 2025.\n"
    "Transfer to: Bangkok Bank, Korat branch, account 412-7-05583-6 (Korat Dental Lab Co., Ltd.)\n"
    "Remakes for fit problems are free within 3 months of delivery."
]
CARD_ITEMS = [
    ("22 Jul", "MAKRO NAKHON RATCHASIMA", 4862.00),
    ("24 Jul", "TERMINAL 21 KORAT - FOOD", 1290.50),
    ("27 Jul", "PTT STATION MITTRAPHAP", 1500.00),
    ("30 Jul", "LAZADA.CO.TH", 3459.00),
    ("02 Aug", "SHOPEE PAY", 890.00),
    ("09 Aug", "AGODA - KHAO YAI HOTEL", 5600.00),
    ("11 Aug", "THE MALL KORAT", 7840.00),
    ("12 Aug", "GRAB", 360.00),
    ("14 Aug", "BIG C KORAT", 2941.00),
    ("16 Aug", "LOTUS'S MITTRAPHAP", 1120.00),
    ("18 Aug", "PTT STATION MITTRAPHAP", 1600.00),
]


def _card_pages() -> list[str]:
    total = sum(amount for _, _, amount in CARD_ITEMS)
    minimum = round(total * 0.10, 2)
    lines = "\n".join(f"{day}  {shop}  {amount:,.2f}" for day, shop, amount in CARD_ITEMS)
    return [
        "KTC - Krungthai Card PCL\nCREDIT CARD STATEMENT\nCardholder: Mrs. Piyanut Kaewmanee\n"
        "Card: KTC VISA PLATINUM  xxxx-xxxx-xxxx-4418\nStatement date: 20 August 2025\n"
        f"Credit limit: 150,000.00 THB\nPrevious balance: 21,530.00 THB\nPayment received 05 Aug: -21,530.00 THB\n"
        f"New balance (total amount due): {total:,.2f} THB\nMinimum payment (10%): {minimum:,.2f} THB\n"
        "Payment due date: 5 September 2025\n"
        "Interest on unpaid balance: 16% per year. Late fee if the minimum is not paid by the due date.",
        f"Page 2 - Transactions 21 July - 20 August 2025\n{lines}\nTotal new spending: {total:,.2f} THB\n"
        "KTC points earned this cycle: 1,020",
    ]


INSURANCE_PAGES = [
    "Muang Thai Life Assurance PCL\nPOLICY RENEWAL NOTICE - Health insurance\nDate: 1 August 2025\n"
    "Insured: Mr. Weerapong Kaewmanee\nPolicy No.: H-6630-118204   Plan: Health Fit Plus (IPD 1,000,000 THB a year)\n"
    "Policy year: 15 September 2025 - 14 September 2026\nAnnual premium: 24,860.00 THB\n"
    "Please pay by 15 September 2025 to keep cover without a waiting period.\n"
    "Grace period: 31 days. Premiums up to 25,000 THB are tax-deductible for the insured.\n"
    "Agent: Ms. Sunisa Phromma, Tel. 086-441-9027",
]
TAX_NOTE = """# ของลดหย่อนภาษีปี 2568 (หมอนุช)

- ประกันชีวิตหมอนุช เบี้ยปีละ 43,800 บาท
- ประกันสุขภาพหมอนุช 18,200 บาท
- ดอกเบี้ยบ้าน กสิกร ปีนี้น่าจะประมาณ 96,000 บาท (พี่วีใช้ลดหย่อนครึ่งหนึ่ง)
- ซื้อ ThaiESG แล้ว 60,000 บาท (ก.พ.) ตั้งใจซื้อเพิ่มอีก 40,000 ก่อนสิ้นปี
- บริจาค ร.พ.มหาราชนครราชสีมา 5,000 บาท (e-Donation)
- ลดหย่อนบุตร น้องใบเตย 30,000 บาท
- ถามสำนักงานบัญชีว่าค่าฝากครรภ์... ไม่ใช่ละ ปีนี้ไม่มี 555
"""
SPENDING = {
    "ก.ค. 2568": [
        ("ผ่อนบ้าน กสิกร (Mortgage)", 21400, ""),
        ("ผ่อนรถ Fortuner (Car loan)", 12650, "งวดที่ 27/60"),
        ("ค่าไฟบ้าน (Home electricity)", 3860, ""),
        ("ค่าน้ำบ้าน (Home water)", 420, ""),
        ("อาหาร/ตลาด (Food & groceries)", 14800, ""),
        ("ใบเตย เรียนพิเศษ+ว่ายน้ำ (Baitoey's classes)", 4500, "ภาษาอังกฤษ + ว่ายน้ำ"),
        ("น้ำมันรถ (Fuel)", 4200, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1890, ""),
        ("ประกันชีวิต (Life insurance)", 3650, "รายเดือน"),
        ("ส่งให้แม่ที่บัวใหญ่ (For mum in Bua Yai)", 6000, ""),
    ],
    "ส.ค. 2568": [
        ("ผ่อนบ้าน กสิกร (Mortgage)", 21400, ""),
        ("ผ่อนรถ Fortuner (Car loan)", 12650, "งวดที่ 28/60"),
        ("ค่าไฟบ้าน (Home electricity)", 4120, ""),
        ("ค่าน้ำบ้าน (Home water)", 455, ""),
        ("อาหาร/ตลาด (Food & groceries)", 13950, ""),
        ("ใบเตย เรียนพิเศษ+ว่ายน้ำ (Baitoey's classes)", 4500, ""),
        ("น้ำมันรถ (Fuel)", 5100, "ไปเขาใหญ่"),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1890, ""),
        ("ประกันชีวิต (Life insurance)", 3650, "รายเดือน"),
        ("ส่งให้แม่ที่บัวใหญ่ (For mum in Bua Yai)", 6000, ""),
        ("เที่ยวเขาใหญ่วันแม่ (Khao Yai trip, Mother's Day)", 8950, "ที่พัก 2 คืน + อาหาร"),
        ("ของขวัญวันแม่ (Mother's Day gifts)", 2500, ""),
    ],
}
DISTRACTORS = {
    "Clinic/Suppliers/ใบเสนอราคา_สยามเดนทัล_2567.txt":
        "ใบเสนอราคา บริษัท สยามเดนทัล ซัพพลาย จำกัด (ปี 2567 สั่งไปแล้ว)\nเลขที่ SDS-QT67-0532 วันที่ 3 มิถุนายน 2567\n"
        "คอมโพสิต Filtek Z350 XT หลอดละ 1,080 บาท x 15 หลอด = 16,200\n"
        "ยาชา Mepivacaine 3% กล่องละ 1,290 บาท x 8 กล่อง = 10,320\n"
        "ถุงมือไนไตรล์ กล่องละ 150 บาท x 30 กล่อง = 4,500\n"
        "รวม 31,020 บาท ไม่มีส่วนลด VAT 7% 2,171.40 รวมทั้งสิ้น 33,191.40 บาท\nเครดิต 30 วัน\n",
    "Clinic/Contracts/สัญญาเช่าซื้อยูนิต_ร่าง_ยังไม่เซ็น.txt":
        "ร่างเงื่อนไขเช่าซื้อยูนิตทำฟัน (เมดิฟินส่งมาให้ดูก่อน ม.ค. 2568 ยังไม่เซ็น)\n"
        "- ราคาเครื่อง 820,000 บาท รุ่นมีกล้องในปาก\n- ดาวน์ 10% = 82,000 บาท\n"
        "- ผ่อน 60 งวด งวดละ 14,350 บาท\n- ดอกเบี้ย flat 4.75%\n"
        "- ขอลดราคาแล้วเปลี่ยนเป็นรุ่นไม่มีกล้อง รอฉบับจริง\n",
    "Clinic/Plans/จัดฟันใส_ไอเดีย_ร่าง.md":
        "# ไอเดียจัดฟันใส (ร่าง มิ.ย. 2568)\n- คลินิกแถวเดอะมอลล์คิดเคสละ 79,000?\n"
        "- แล็บ aligner เจ้าหนึ่งบอกเคสละ 32,000 ต้องหาเจ้าที่ถูกกว่า\n"
        "- เครื่องสแกนในปาก มือสองประมาณ 550,000 เสี่ยงไหม\n- ถามหมอเจนว่าคอร์สไหนดี\n",
    "Clinic/Staff/เงินเดือนน้องๆ_2567.md":
        "# เงินเดือนพนักงานคลินิก ปี 2567\n- แพร ผู้ช่วยทันตแพทย์ เดือนละ 14,500 บาท\n"
        "- มิ้นท์ เคาน์เตอร์ เดือนละ 12,000 บาท (เริ่มงาน มี.ค. 67)\n- ป้าสมร แม่บ้าน เดือนละ 5,500 บาท\n"
        "- โบนัสปลายปี 2567 ให้คนละ 1 เดือน\n- ปี 68 ขึ้นเงินเดือนให้แพร 1,000 มิ้นท์ 1,000 ป้าสมร 500\n",
    "Clinic/Letters/หนังสือ_สสจ_2566_ค่าธรรมเนียมรายปี.txt":
        "สำนักงานสาธารณสุขจังหวัดนครราชสีมา\n10 มกราคม 2566\n"
        "เรื่อง แจ้งชำระค่าธรรมเนียมรายปีใบอนุญาตประกอบกิจการสถานพยาบาล ประจำปี 2566\n"
        "เรียน ผู้รับอนุญาต คลินิกทันตกรรมยิ้มสวย\n"
        "ขอให้ชำระค่าธรรมเนียมรายปี 1,000 บาท ภายในวันที่ 31 มีนาคม 2566 หากเกินกำหนดเสียค่าปรับร้อยละ 20\n",
    "Home/ลดหย่อนภาษี_2567.md":
        "# ลดหย่อนภาษี ปี 2567 (ยื่นไปแล้ว มี.ค. 68)\n- ประกันชีวิต 43,800\n- ประกันสุขภาพ 16,900\n"
        "- ดอกเบี้ยบ้าน 101,200 (แบ่งกับพี่วี)\n- SSF 2567 ไม่ได้ซื้อ\n- ได้ภาษีคืน 8,420 บาท\n",
}
WORKSPECT = {"todo.md": "- เทียบใบเสนอราคาวัสดุ 2 เจ้า ก่อนสั่ง\n- ส่งเอกสารภาษีครึ่งปีให้พี่วรรณภา\n"
                        "- เตรียมเอกสาร สสจ. ตรวจคลินิก ต.ค.\n- จ่ายค่าแล็บเดือน ก.ค.\n- ต่อประกันสุขภาพพี่วี\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับคลินิกทันตกรรมยิ้มสวย แยกตามหัตถการ ม.ค.-มิ.ย. 2568 (Yim Suay Dental income by treatment, "
                  "Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:6], sum(row[:6]), row[6]])
    columns = list(zip(*INCOME))
    sheet.append(["รวม (Total)", *(sum(column) for column in columns[:6]), sum(sum(row[:6]) for row in INCOME),
                  sum(columns[6])])
    for column in range(2, 10):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:6]) for row in INCOME) - total,
                  "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in PAY.items():
        sheet = book.create_sheet(title)
        sheet.append([f"เงินเดือนพนักงาน คลินิกยิ้มสวย {title} (Staff pay)"])
        sheet.append(list(PAY_HEADERS))
        for name, position, base, extra, social, note in rows:
            sheet.append([name, position, base, extra, social, base + extra - social, note])
        sheet.append(["รวม (Total)", "", sum(row[2] for row in rows), sum(row[3] for row in rows),
                      sum(row[4] for row in rows), sum(row[2] + row[3] - row[4] for row in rows), ""])
        for column in range(3, 7):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    clinic = docs / "Clinic"
    for sub in ("Contracts", "Suppliers", "Accounts", "Staff", "Letters", "Chats", "Plans", "Stock", "Bills"):
        (clinic / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Bills", "Home/Insurance"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(clinic / "Contracts" / "สัญญาเช่าซื้อ_ยูนิตทำฟัน_เมดิฟิน_2568.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(clinic / "Suppliers" / "ใบเสนอราคา_สยามเดนทัล_ส.ค.2568.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    (clinic / "Suppliers" / "DentalPlus_quotation_email.txt").write_text(DENTALPLUS_EMAIL, encoding="utf-8")
    _income(clinic / "Accounts" / "รายรับคลินิก_แยกตามหัตถการ_2568.xlsx")
    (clinic / "Accounts" / "สรุปรายรับ_ครึ่งปีแรก_2567.md").write_text(INCOME_2567, encoding="utf-8")
    (clinic / "Accounts" / "อีเมลสำนักงานบัญชี_ภงด94_2568.txt").write_text(ACCOUNTANT_EMAIL, encoding="utf-8")
    _payroll(clinic / "Staff" / "เงินเดือนพนักงาน_2568.xlsx")
    (clinic / "Letters" / "หนังสือ_สสจ_ต่ออายุใบอนุญาตคลินิก_2568.txt").write_text(LICENCE_LETTER, encoding="utf-8")
    (clinic / "Chats" / "LINE_ยิ้มสวยทีม_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    write_slides(clinic / "Plans" / "แผนเปิดบริการจัดฟันใส.pptx", ALIGNER_SLIDES)
    (clinic / "Stock" / "เช็กสต็อกวัสดุ_2568-07.md").write_text(STOCK_NOTE, encoding="utf-8")
    make_pdf(clinic / "Bills" / "PEA_clinic_bill_2025-07.pdf", PEA_JULY)
    make_pdf(clinic / "Bills" / "PEA_clinic_bill_2025-08.pdf", PEA_AUGUST)
    make_pdf(clinic / "Bills" / "KoratDentalLab_invoice_2025-07.pdf", LAB_INVOICE)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Home" / "Bills" / "KTC_statement_2025-08.pdf", _card_pages())
    make_pdf(docs / "Home" / "Insurance" / "MuangThai_health_renewal_Weerapong_2025.pdf", INSURANCE_PAGES)
    (docs / "Home" / "ลดหย่อนภาษี_2568.md").write_text(TAX_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the dentist's to-do list."""
    write_texts(folder, WORKSPECT)
