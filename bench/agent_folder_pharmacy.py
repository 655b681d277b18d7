"""A tenth folder for bench/agent_tasks.py (`--folder pharmacy`): a pharmacist couple's shop and home papers.

Nattapon (พี่ณัฐ) and Onuma (พี่อร) Srisuk, both pharmacists, run Srisuk Pharmacy (ร้านยาศรีสุขเภสัช) on Pho Si
Road in Mueang Udon Thani: a Thai shophouse lease (docx, a rent table), a Thai purchase agreement with their drug
wholesaler (docx, a discount table), the shop's sales for January-June 2568 by category with the half-year's
expenses (xlsx, two sheets, Thai/English headers), a Thai stock-count note (md), a LINE group chat export with
their assistant about the broken medicine fridge (txt), a new wholesaler's English offer email (txt), a Thai letter
from the provincial health office about the GPP inspection and licence renewal (txt), slides on joining the NHSO
minor-ailments scheme (pptx), the shop's PEA electricity bills for June and July (pdf), a GH Bank housing-loan
statement (pdf, 2 pages) and a bank's Thai refinance offer (md), the car's insurance renewal notice (English pdf)
and a Thai car-costs note (md), their son's school invoice (English pdf) and a Thai note from his teacher (md),
household spending for June and July (xlsx, Thai/English headers), and six distractors that share words with them
(a draft lease, last year's sales, an older wholesaler quote, a draft of the NHSO idea, an older refinance offer,
last year's teacher note); plus a workspect that already holds a to-do list. Written blind of the engine's rules,
in session 14, for bench/data/agent_tasks_pharmacy_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองอุดรธานี จังหวัดอุดรธานี วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายสมบัติ วงศ์ใหญ่  ผู้เช่า: ภก.ณัฐพล ศรีสุข และ ภญ.อรอุมา ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น 1 คูหา เลขที่ 88/3 ถนนโพศรี ตำบลหมากแข้ง "
    "อำเภอเมืองอุดรธานี จังหวัดอุดรธานี 41000 เพื่อใช้ประกอบกิจการร้านขายยา ชื่อ ร้านยาศรีสุขเภสัช",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 54,000 บาท (ห้าหมื่นสี่พันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ผู้เช่าติดตั้งป้ายร้านและตู้ยาได้ โดยผู้เช่าเป็นผู้ชำระภาษีป้าย ค่าไฟฟ้าและค่าน้ำประปาตามที่ใช้จริง",
    "ข้อ 7. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 8. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ม.ค. - ธ.ค. 2567", "18,000 บาท"),
    ("ปีที่ 2", "ม.ค. - ธ.ค. 2568", "18,000 บาท"),
    ("ปีที่ 3", "ม.ค. - ธ.ค. 2569", "19,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ สมบัติ วงศ์ใหญ่ ผู้ให้เช่า", "ลงชื่อ ณัฐพล ศรีสุข ผู้เช่า", "ลงชื่อ อรอุมา ศรีสุข ผู้เช่า"]
SUPPLY_TOP = [
    "ข้อตกลงการซื้อขายยาและเวชภัณฑ์",
    "ระหว่าง บริษัท อีสานเมดิคอล ซัพพลาย จำกัด (Isan Medical Supply Co., Ltd.) ผู้ขาย "
    "กับ ร้านยาศรีสุขเภสัช (ภญ.อรอุมา ศรีสุข) ผู้ซื้อ",
    "ทำที่ อำเภอเมืองอุดรธานี วันที่ 1 มีนาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 มีนาคม 2568 ถึงวันที่ 28 กุมภาพันธ์ 2569",
    "ข้อ 2. ผู้ขายให้เครดิตการชำระเงิน 30 วัน นับจากวันที่ในใบแจ้งหนี้ หากชำระล่าช้าคิดดอกเบี้ยร้อยละ 1.25 ต่อเดือน",
    "ข้อ 3. ส่งสินค้าฟรีทุกวันอังคารและวันศุกร์ เมื่อยอดสั่งซื้อต่อครั้งไม่น้อยกว่า 3,000 บาท "
    "ต่ำกว่านั้นคิดค่าส่งครั้งละ 150 บาท",
    "ข้อ 4. ผู้ซื้อได้รับส่วนลดท้ายบิลตามยอดสั่งซื้อรวมต่อเดือน ตามตารางนี้ (คิดจากยอดก่อนภาษีมูลค่าเพิ่ม)",
]
SUPPLY_DISCOUNT = [
    ("ยอดสั่งซื้อรวมต่อเดือน", "ส่วนลด", "หมายเหตุ"),
    ("ต่ำกว่า 50,000 บาท", "2%", "หักในใบแจ้งหนี้เดือนถัดไป"),
    ("50,000 - 99,999 บาท", "3%", "หักในใบแจ้งหนี้เดือนถัดไป"),
    ("100,000 บาทขึ้นไป", "5%", "หักในใบแจ้งหนี้เดือนถัดไป"),
]
SUPPLY_BOTTOM = [
    "ข้อ 5. การคืนสินค้า: รับคืนยาที่ยังไม่เปิดกล่องและเหลืออายุไม่น้อยกว่า 6 เดือน ภายใน 14 วันหลังรับสินค้า "
    "ยาที่สั่งผิดหรือชำรุดจากการขนส่ง ผู้ขายรับคืนเต็มจำนวน",
    "ข้อ 6. ยาที่ต้องเก็บในตู้เย็น (2-8 องศาเซลเซียส) ผู้ขายจัดส่งในกล่องเก็บความเย็นพร้อมบันทึกอุณหภูมิ",
    "ข้อ 7. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ผู้แทนฝ่ายขาย: คุณธีรวัฒน์ มีสุข โทร 081-574-2290",
    "ลงชื่อ ธีรวัฒน์ มีสุข ผู้แทนผู้ขาย",
    "ลงชื่อ อรอุมา ศรีสุข ผู้ซื้อ",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "ยาสามัญ/OTC (THB)", "ยาที่เภสัชกรจ่าย (Pharmacist-dispensed, THB)",
                 "วิตามิน/เวชสำอาง (Vitamins & cosmetics, THB)", "เวชภัณฑ์/อุปกรณ์ (Medical supplies, THB)",
                 "รวม (Total, THB)", "จำนวนบิล (Receipts)")
SALES = [(68400, 142300, 38600, 21500, 2310), (61200, 128900, 35100, 19800, 2095),
         (64800, 131700, 41200, 22300, 2180), (52300, 109400, 33900, 18600, 1864),
         (70900, 151600, 36800, 24100, 2402), (78500, 168200, 37400, 26900, 2615)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าร้าน (Shop rent)", 108000, "เดือนละ 18,000"),
    ("ต้นทุนยาและสินค้า (Cost of goods)", 1047600, "ส่วนใหญ่ซื้อจากอีสานเมดิคอล"),
    ("เงินเดือนผู้ช่วย (Assistant's wages)", 78000, "น้องฝน เดือนละ 13,000"),
    ("ค่าจ้างเภสัชกรพาร์ทไทม์ (Part-time pharmacist)", 57600, "พี่แป้ง เสาร์-อาทิตย์ วันละ 1,200"),
    ("ค่าไฟฟ้า (Electricity)", 38420, ""),
    ("ค่าน้ำประปา (Water)", 1380, ""),
    ("ค่าโปรแกรม POS (POS software)", 5940, "เดือนละ 990"),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 3900, ""),
    ("ค่าธรรมเนียมบัตร/QR (Card & QR fees)", 2870, ""),
    ("ภาษีป้าย (Signboard tax)", 1800, "จ่ายเดือน มี.ค."),
]
STOCK_NOTE = """# บันทึกตรวจนับสต็อกยา ร้านยาศรีสุขเภสัช 28-29 มิถุนายน 2568

ผู้นับ: พี่อร, น้องฝน (พี่ณัฐตรวจทาน)

## สรุปยอด
- มูลค่าสต็อกทั้งหมด (ราคาทุน) 412,350 บาท จำนวน 1,086 รายการ
- ยาที่จะหมดอายุภายใน 6 เดือน 11 รายการ มูลค่ารวม 18,720 บาท
- ยาหมดอายุแล้ว 2 รายการ มูลค่า 1,260 บาท ต้องทำลายและลงบันทึก

## ยาใกล้หมดอายุที่ต้องจัดการ
- Amoxicillin 500 mg 14 กล่อง หมดอายุ ต.ค. 68 -> คืนอีสานเมดิคอลไม่ได้แล้ว (เหลือไม่ถึง 6 เดือน) ลดราคาขาย
- ยาแก้ไอ Dextromethorphan น้ำ 22 ขวด หมดอายุ พ.ย. 68 -> จัดโปรซื้อ 2 ลด 20 บาท
- วิตามินซี 1000 mg 9 กระปุก หมดอายุ ธ.ค. 68 -> วางหน้าร้าน ลด 15%

## ปัญหาที่เจอ
- พาราเซตามอล 500 mg ขาดจากระบบ 3 แผง น่าจะขายแล้วไม่ได้ยิงบาร์โค้ด
- ยาในตู้เย็นนับครบ แต่สมุดบันทึกอุณหภูมิขาดช่วง 3 วัน (ต้องครบก่อน สสจ. มาตรวจ)

## ตกลงกันว่า
- ตั้งจุดสั่งซื้อขั้นต่ำ (min stock) ให้ยาขายดี 40 รายการในโปรแกรม POS
- นับสต็อกยาอันตรายทุกสิ้นเดือน นับทั้งร้านทุก 6 เดือน ครั้งหน้า ธันวาคม 2568
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ร้านยาศรีสุข ทีมงาน
บันทึกเมื่อ: 12/07/2568 21:04

อ., 08/07/2568
08:12\tฝน\tพี่อรคะ ตู้เย็นเก็บยาเมื่อเช้าอุณหภูมิขึ้นไป 12 องศาค่ะ ปกติอยู่ 2-8
08:13\tฝน\t[รูปภาพ]
08:20\tอร ศรีสุข\tย้ายอินซูลินกับวัคซีนไปใส่กล่องโฟมใส่น้ำแข็งก่อนนะ เดี๋ยวพี่เอาไปไว้ตู้เย็นที่บ้าน
08:21\tฝน\tได้ค่ะ
09:45\tณัฐ ศรีสุข\tโทรหาช่างวิทย์ (วิทย์แอร์ อุดร) แล้ว เขาว่าน่าจะรีเลย์คอมเพรสเซอร์เสีย กับน้ำยาแอร์รั่ว
09:47\tณัฐ ศรีสุข\tช่างวิทย์นัดมาซ่อมพฤหัสที่ 10 ก.ค. 10 โมงเช้า ค่าซ่อมเปลี่ยนรีเลย์+เติมน้ำยา รวม 3,850 บาท
09:48\tณัฐ ศรีสุข\tถ้าซื้อตู้แช่ยาใหม่ 2 ประตู ราคา 18,900 บาท พี่ว่าซ่อมก่อน ตู้เพิ่งใช้ 4 ปี
09:50\tอร ศรีสุข\tโอเคซ่อมก่อน ฝนช่วยจดอุณหภูมิวันละ 2 รอบหลังซ่อมด้วยนะ สสจ.จะมาตรวจ
09:51\tฝน\tรับทราบค่ะ

พฤ., 10/07/2568
11:32\tณัฐ ศรีสุข\tช่างซ่อมเสร็จแล้ว ตอนนี้ 5 องศา จ่ายไป 3,850 ตามที่ตกลง รับประกันงาน 3 เดือน
11:40\tอร ศรีสุข\tเย็นนี้พี่เอายากลับมาใส่ตู้เหมือนเดิม

ส., 12/07/2568
19:05\tฝน\tพี่อรคะ ฝนขอลาวันศุกร์ที่ 25 ก.ค. นะคะ มีสอบปลายภาคที่ราชภัฏ
19:10\tอร ศรีสุข\tได้จ้า เดี๋ยวพี่แป้งมาช่วยแทนวันนั้น ค่าจ้างวันละ 1,200 เหมือนเดิม
19:11\tฝน\tขอบคุณค่ะ
"""
NE_EMAIL = """From: NorthEast Pharma Distribution <sales@nepharma.co.th>
To: Onuma Srisuk <onuma.srisukpharmacy@gmail.com>
Date: Wed, 9 Jul 2025 14:05:33 +0700
Subject: Wholesale terms offer for Srisuk Pharmacy

Dear Khun Onuma,

Thank you for meeting our team at the Udon Thani pharmacy fair. We would like to supply Srisuk Pharmacy on
these terms:

- Credit term: 45 days from the invoice date
- Discount: a flat 4% on every order once your monthly purchases pass 30,000 THB (before VAT)
- Free delivery in Mueang Udon Thani for orders of 5,000 THB or more; deliveries every Monday, Wednesday
  and Friday (order by 15:00 for next-day delivery)
- Returns: unopened items with at least 8 months of shelf life, within 30 days
- Cold-chain items are delivered in temperature-logged boxes
- Our price list has 1,240 items; for example generic paracetamol 500 mg (10 x 10 tablets) is 38 THB a box

This offer is valid if you sign our trade agreement by 31 August 2025.

Best regards,
Kittisak Boonyarat
Key Account Sales, NorthEast Pharma Distribution Co., Ltd. (Khon Kaen)
Tel. 043-225-871
"""
FDA_LETTER = """ที่ อด 0032.004/2561
สำนักงานสาธารณสุขจังหวัดอุดรธานี
ถนนเพาะนิยม ตำบลหมากแข้ง อำเภอเมืองอุดรธานี จังหวัดอุดรธานี 41000

15 กรกฎาคม 2568

เรื่อง การตรวจประเมินร้านขายยาตามหลักวิธีปฏิบัติทางเภสัชกรรมชุมชน (GPP) และการต่ออายุใบอนุญาต
เรียน ผู้รับอนุญาตและผู้มีหน้าที่ปฏิบัติการ ร้านยาศรีสุขเภสัช (ภญ.อรอุมา ศรีสุข)

ด้วยใบอนุญาตขายยาแผนปัจจุบัน (ข.ย.1) เลขที่ อด 45/2561 ของร้านยาศรีสุขเภสัช จะสิ้นอายุในวันที่ 31 ธันวาคม 2568
ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตพร้อมค่าธรรมเนียม 3,000 บาท ภายในวันที่ 30 พฤศจิกายน 2568

ทั้งนี้ เจ้าหน้าที่จะเข้าตรวจประเมินร้านตามหลัก GPP ในวันอังคารที่ 9 กันยายน 2568 เวลา 13:30 น.
ขอให้เภสัชกรผู้มีหน้าที่ปฏิบัติการอยู่ประจำร้าน และเตรียมเอกสารดังนี้

1. บันทึกอุณหภูมิตู้เย็นเก็บยา (2-8 องศาเซลเซียส) ย้อนหลังอย่างน้อย 3 เดือน
2. บัญชีการซื้อและการขายยาอันตราย ยาควบคุมพิเศษ (ข.ย.9 ข.ย.10 ข.ย.11)
3. ป้ายแสดงชื่อเภสัชกรและเวลาปฏิบัติการ เภสัชกรสวมเสื้อกาวน์ขณะปฏิบัติงาน
4. ทะเบียนยาหมดอายุและหลักฐานการทำลาย
5. พื้นที่ให้คำปรึกษาด้านยาที่เป็นสัดส่วน

หากตรวจพบข้อบกพร่อง ต้องแก้ไขให้แล้วเสร็จภายใน 30 วัน ผลการประเมินใช้ประกอบการพิจารณาต่ออายุใบอนุญาต

สอบถามเพิ่มเติม กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข โทร 042-222-356 ต่อ 118
"""
NHSO_SLIDES = [
    ("แผนเข้าร่วมโครงการ สปสช. เจ็บป่วยเล็กน้อย (NHSO minor-ailments scheme)",
     "ร้านยาศรีสุขเภสัช อุดรธานี\nPrepared by Nat and On, July 2025"),
    ("โครงการคืออะไร (What it is)", "Patients with a gold card get free care at the pharmacy for 16 minor symptoms\n"
                                   "NHSO pays the pharmacy 180 THB per visit (medicine and advice)\n"
                                   "Claims through the NHSO app, paid every 15 days"),
    ("คาดการณ์รายได้ (Expected income)", "About 12 visits a day x 26 days = 312 visits a month\n"
                                         "312 x 180 THB = 56,160 THB a month\n"
                                         "Cost of medicine about 45% of that"),
    ("สิ่งที่ต้องเตรียม (What we need)", "A private consultation corner: 48,000 THB (partition, desk, sink)\n"
                                         "A pharmacist on duty in all opening hours (08:00-21:00)\n"
                                         "Pang (part-time) 2 more days a week: 9,600 THB a month"),
    ("ไทม์ไลน์ (Timeline)", "Apply to NHSO region 8 (Udon Thani) by 30 September 2025\n"
                            "Consultation corner built in October 2025\n"
                            "First patients: 1 November 2025\n"
                            "Pass the GPP inspection first (9 September 2025)"),
]
PEA_JUNE = [
    "Provincial Electricity Authority (PEA) - Udon Thani Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Srisuk Pharmacy (Mrs. Onuma Srisuk)\n"
    "Address: 88/3 Pho Si Road, Mak Khaeng, Mueang Udon Thani, Udon Thani 41000\n"
    "Account No.: 020034567812   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 June 2025 - 30 June 2025\nUnits used: 1,420 kWh\nEnergy charge: 5,941.00 THB\n"
    "Ft charge: 280.02 THB\nService charge: 312.24 THB\nVAT 7%: 457.33 THB\nAmount due: 6,990.59 THB\n"
    "Due date: 15 July 2025",
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Udon Thani Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Srisuk Pharmacy (Mrs. Onuma Srisuk)\n"
    "Address: 88/3 Pho Si Road, Mak Khaeng, Mueang Udon Thani, Udon Thani 41000\n"
    "Account No.: 020034567812   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,688 kWh\nEnergy charge: 7,062.25 THB\n"
    "Ft charge: 332.87 THB\nService charge: 312.24 THB\nVAT 7%: 539.52 THB\nAmount due: 8,246.88 THB\n"
    "Due date: 15 August 2025",
]
LOAN_PAGES = [
    "Government Housing Bank (GH Bank) - Udon Thani Branch\nHOUSING LOAN STATEMENT\nStatement date: 5 July 2025\n"
    "Borrowers: Mr. Nattapon Srisuk and Mrs. Onuma Srisuk\nLoan account No.: 0412-33-018765-2\n"
    "Property: 129/45 Moo 7, Baan Chiang Village, Nong Samrong, Mueang Udon Thani 41000\n"
    "Original loan: 2,400,000.00 THB, drawn 15 March 2021, term 30 years\n"
    "Interest rate: 6.15% per year (MRR - 0.50%) since 1 April 2024, after the 3-year fixed rate ended\n"
    "Monthly installment: 16,800.00 THB, debited on the 5th of each month\n"
    "Outstanding principal at 30 June 2025: 2,108,436.52 THB\n"
    "Payments 1 January - 30 June 2025: 100,800.00 THB (interest 65,142.87 THB, principal 35,657.13 THB)\n"
    "Interest paid in 2024 (for your tax deduction): 128,905.40 THB\n"
    "The loan is more than 3 years old: no fee for early repayment or refinancing.",
    "Page 2 - Payments in this statement\n"
    "05 Jan 2025  16,800.00  interest 10,972.15  principal 5,827.85\n"
    "05 Feb 2025  16,800.00  interest 10,942.28  principal 5,857.72\n"
    "05 Mar 2025  16,800.00  interest 10,870.60  principal 5,929.40\n"
    "05 Apr 2025  16,800.00  interest 10,881.93  principal 5,918.07\n"
    "05 May 2025  16,800.00  interest 10,751.36  principal 6,048.64\n"
    "05 Jun 2025  16,800.00  interest 10,724.55  principal 6,075.45\n"
    "Total  100,800.00  interest 65,142.87  principal 35,657.13",
]
REFINANCE = """# ข้อเสนอรีไฟแนนซ์บ้าน ธนาคารกสิกรไทย สาขาเซ็นทรัล อุดรธานี

คุยกับคุณปิยะนุช (เจ้าหน้าที่สินเชื่อบ้าน) วันที่ 14 กรกฎาคม 2568

- วงเงินใหม่ 2,110,000 บาท เอาไปปิดหนี้ ธอส. ทั้งหมด
- ดอกเบี้ยคงที่ 3 ปีแรก 3.35% ต่อปี ปีที่ 4 เป็นต้นไป MRR-1.50% (ตอนนี้เท่ากับ 5.80%)
- ผ่อนเดือนละ 13,900 บาท ระยะเวลาผ่อนที่เหลือ 25 ปี
- ค่าใช้จ่ายตอนรีไฟแนนซ์: ค่าจดจำนอง 1% = 21,100 บาท, ค่าประเมินราคา 3,210 บาท, ค่าอากรแสตมป์ 1,055 บาท
  รวมประมาณ 25,365 บาท
- ประกันคุ้มครองสินเชื่อ (MRTA) 48,500 บาท ไม่บังคับ
- ถ้ารีไฟแนนซ์ออกภายใน 3 ปี เสียค่าปรับ 3% ของยอดหนี้
- ต้องใช้: สลิปเงินเดือน/งบร้าน 6 เดือน, statement ธอส. ล่าสุด, สำเนาโฉนด

หมายเหตุ: ธอส. ที่ผ่อนอยู่ตอนนี้ดอกเบี้ย 6.15% ผ่อน 16,800 บาท ลองขอ ธอส. ลดดอกเบี้ย (retention) ก่อน
"""
CAR_PAGES = [
    "Siam Kasem Insurance Public Company Limited\nMOTOR INSURANCE RENEWAL NOTICE\nDate: 25 July 2025\n"
    "To: Mrs. Onuma Srisuk, 129/45 Moo 7, Baan Chiang Village, Nong Samrong, Mueang Udon Thani 41000\n"
    "Vehicle: Honda City e:HEV RS (2023), plate 4521 Udon Thani\n"
    "Current policy No.: MV-2024-556201, expires 31 August 2025\n"
    "Renewal cover: Type 1 (first class), repair at the Honda dealer\nSum insured: 585,000 THB\n"
    "No-claim discount: 20%\nRenewal premium: 17,240.00 THB (including stamp duty and VAT)\n"
    "Please pay by 25 August 2025 to keep continuous cover. 3 monthly installments at 0% by credit card.\n"
    "Compulsory motor insurance (Por Ror Bor) is renewed separately: 645 THB, expires 12 October 2025\n"
    "Agent: Mr. Chaiwat Phonsawan, Udon Thani, Tel. 086-451-2270",
]
CAR_NOTE = """# รถ Honda City (ทะเบียน 4521 อุดรธานี) ค่าใช้จ่ายปี 2568

- ผ่อน กรุงศรี ออโต้ เดือนละ 9,850 บาท ตัดทุกวันที่ 20 (ก.ค. 68 เป็นงวดที่ 26 จาก 60)
- เช็กระยะ 40,000 กม. ที่ฮอนด้าอุดร วันที่ 12 มิ.ย. 68 จ่าย 3,980 บาท
- ประกันชั้น 1 หมดวันที่ 31 ส.ค. 68 (สยามเกษมประกันภัย)
- ภาษีรถยนต์ประจำปีครบ 12 ต.ค. 68 ประมาณ 1,150 บาท ต่อพร้อม พ.ร.บ. 645 บาท
- ยางหน้า 2 เส้นเริ่มบาง ต้องเปลี่ยนก่อนสิ้นปี เส้นละประมาณ 2,800 บาท
"""
SCHOOL_PAGES = [
    "Udon Pattana Bilingual School\n222 Udon-Khon Kaen Road, Mueang Udon Thani 41000\nINVOICE - SCHOOL FEES\n"
    "Invoice No.: UPB-S2-2025-0517   Date: 1 August 2025\n"
    "Student: Tonkla Srisuk, Grade 5, class 5/3 (Student ID 60517)\n"
    "Parents: Mr. Nattapon Srisuk and Mrs. Onuma Srisuk\n"
    "Semester 2, academic year 2025 (3 November 2025 - 13 March 2026)\n"
    "Tuition fee: 38,500.00 THB\nEnglish Programme fee: 6,000.00 THB\nLunch and snacks: 4,200.00 THB\n"
    "Books and materials: 2,150.00 THB\nTotal: 50,850.00 THB\nDue date: 15 October 2025\n"
    "Early payment: pay by 30 September 2025 and get a 1,000 THB discount (pay 49,850.00 THB)\n"
    "Pay by bank transfer to Bangkok Bank, Udon Thani branch, account 412-7-05566-1, "
    "or at the school finance office",
]
TEACHER_NOTE = """# ข้อความจากครูประจำชั้น ป.5/3 ถึงผู้ปกครองน้องต้นกล้า

ครูสุนิสา แก้วประเสริฐ โรงเรียนอุดรพัฒนาสองภาษา 4 กรกฎาคม 2568

- ประชุมผู้ปกครองภาคเรียนที่ 1 วันเสาร์ที่ 23 สิงหาคม 2568 เวลา 09:00-11:00 น. ที่ห้อง 5/3
- ทัศนศึกษาพิพิธภัณฑ์บ้านเชียง วันศุกร์ที่ 29 สิงหาคม 2568 ค่าใช้จ่าย 450 บาท (รถ อาหารกลางวัน ค่าเข้าชม)
  ชำระที่ห้องการเงินภายในวันที่ 8 สิงหาคม 2568
- กีฬาสีโรงเรียน 12 กันยายน 2568 ต้นกล้าอยู่สีฟ้า ต้องใส่เสื้อกีฬาสีฟ้า
- ต้นกล้าเก่งคณิตศาสตร์มาก แต่ควรฝึกอ่านภาษาไทยออกเสียงที่บ้านวันละ 15 นาที
"""
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน ธอส. (Home loan)", 16800, ""),
        ("ผ่อนรถ Honda City (Car loan)", 9850, "งวดที่ 25 จาก 60"),
        ("อาหาร (Food)", 14600, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2480, ""),
        ("ค่าน้ำบ้าน (Home water)", 310, ""),
        ("ต้นกล้า เรียนพิเศษ (Tonkla's tutoring)", 3200, "คณิต + อังกฤษ"),
        ("น้ำมันรถ (Fuel)", 3100, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1697, ""),
        ("ประกันชีวิต (Life insurance)", 4150, ""),
        ("ส่งให้แม่ที่ขอนแก่น (For mum in Khon Kaen)", 5000, ""),
        ("เช็กระยะรถ 40,000 กม. (Car service)", 3980, "ฮอนด้าอุดร"),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ธอส. (Home loan)", 16800, ""),
        ("ผ่อนรถ Honda City (Car loan)", 9850, "งวดที่ 26 จาก 60"),
        ("อาหาร (Food)", 15200, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2860, "ร้อน เปิดแอร์ทั้งคืน"),
        ("ค่าน้ำบ้าน (Home water)", 340, ""),
        ("ต้นกล้า เรียนพิเศษ (Tonkla's tutoring)", 3200, "คณิต + อังกฤษ"),
        ("น้ำมันรถ (Fuel)", 3400, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1697, ""),
        ("ประกันชีวิต (Life insurance)", 4150, ""),
        ("ส่งให้แม่ที่ขอนแก่น (For mum in Khon Kaen)", 5000, ""),
        ("ล้างแอร์บ้าน 3 เครื่อง (AC cleaning)", 1500, ""),
    ],
}
DISTRACTORS = {
    "Pharmacy/Contracts/สัญญาเช่าร้าน_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าอาคารพาณิชย์ ถนนโพศรี (ร่างแรก พฤศจิกายน 2566 ยังไม่เซ็น)\n"
        "- เฮียสมบัติเสนอค่าเช่าเดือนละ 20,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 3 เดือน = 60,000 บาท\n- เราขอ 3 ปี และขอเริ่มที่ 18,000 ก่อน รอแก้ในฉบับจริง\n",
    "Pharmacy/Accounts/ยอดขายร้านยา_2567_ครึ่งปี.md":
        "# สรุปยอดขายร้านยา ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n- ยอดขายรวม 1,428,600 บาท\n"
        "- เดือนที่ขายดีที่สุด มี.ค. 262,300 บาท\n- ค่าเภสัชกรพาร์ทไทม์ 48,000 บาท\n"
        "- กำไรก่อนภาษี ประมาณ 201,500 บาท\n",
    "Pharmacy/Suppliers/ใบเสนอราคา_อุดรเภสัชภัณฑ์_2567.txt":
        "ใบเสนอเงื่อนไขการขาย บริษัท อุดรเภสัชภัณฑ์ จำกัด (ปี 2567 ไม่ได้เลือก)\n"
        "เครดิต 30 วัน\nส่วนลด 2.5% ทุกยอด\nส่งฟรีเมื่อสั่งครบ 4,000 บาท ส่งเฉพาะวันพุธ\n"
        "คืนสินค้าได้ถ้าเหลืออายุ 12 เดือนขึ้นไป\nเซลส์: คุณประภาส\n",
    "Pharmacy/Plans/สปสช_ไอเดีย_ร่าง.md":
        "# ไอเดียเข้าโครงการ สปสช. (ร่าง พ.ค. 2568)\n- ได้ยินว่า สปสช. จ่ายครั้งละ 150 บาท? ต้องเช็กอีกที\n"
        "- มุมให้คำปรึกษา ร้านกั้นห้องเสนอ 65,000 แพงไป\n- ถามพี่แป้งว่ามาเพิ่มได้กี่วัน\n",
    "Home/Loan/ข้อเสนอรีไฟแนนซ์_กรุงไทย_2567.md":
        "# ข้อเสนอรีไฟแนนซ์บ้าน กรุงไทย (ตุลาคม 2567 ยังไม่ได้ทำ)\n- ดอกเบี้ย 3 ปีแรก 3.75%\n"
        "- ผ่อนเดือนละ 14,600 บาท\n- ค่าจดจำนอง 1% ค่าประเมิน 2,500 บาท\n"
        "- ตอนนั้นยังติดค่าปรับ ธอส. เพราะกู้ยังไม่ครบ 3 ปี\n",
    "Family/Tonkla_ข้อความครู_2567-07.md":
        "# ข้อความจากครูประจำชั้น ป.4/1 ถึงผู้ปกครองน้องต้นกล้า (กรกฎาคม 2567)\n\n"
        "- ประชุมผู้ปกครอง วันเสาร์ที่ 24 สิงหาคม 2567 เวลา 09:00 น. ห้อง 4/1\n"
        "- ทัศนศึกษาสวนสัตว์ขอนแก่น 380 บาท\n- ค่าเทอมภาคเรียนที่ 2 47,900 บาท\n",
}
WORKSPECT = {"todo.md": "- ตอบ NorthEast Pharma ก่อน 31 ส.ค.\n- เตรียมเอกสารตรวจ GPP 9 ก.ย.\n"
                        "- ต่อประกันรถ City\n- จ่ายค่าเทอมต้นกล้า (ลด 1,000 ถ้าจ่ายก่อน 30 ก.ย.)\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านยาศรีสุขเภสัช ม.ค.-มิ.ย. 2568 (Srisuk Pharmacy sales, Jan-Jun 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:4]),
                  sum(sum(row[:4]) for row in SALES), sum(row[4] for row in SALES)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:4]) for row in SALES) - total,
                  "ยอดขาย - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Pharmacy"
    for sub in ("Contracts", "Accounts", "Stock", "Suppliers", "Letters", "Plans", "Bills", "Chats"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Loan", "Home/Car", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาเช่าอาคาร_ร้านยาศรีสุข.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "Suppliers" / "ข้อตกลงซื้อขาย_อีสานเมดิคอล_2568.docx", SUPPLY_TOP, table=SUPPLY_DISCOUNT,
               bottom=SUPPLY_BOTTOM)
    _sales(shop / "Accounts" / "ยอดขายและรายจ่าย_ร้านยา_2568.xlsx")
    (shop / "Stock" / "บันทึกนับสต็อก_2568-06.md").write_text(STOCK_NOTE, encoding="utf-8")
    (shop / "Chats" / "LINE_ร้านยาศรีสุข_ทีมงาน_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Suppliers" / "NorthEastPharma_offer_email.txt").write_text(NE_EMAIL, encoding="utf-8")
    (shop / "Letters" / "หนังสือ_สสจ_ตรวจGPP_ต่อใบอนุญาต_2568.txt").write_text(FDA_LETTER, encoding="utf-8")
    write_slides(shop / "Plans" / "แผนเข้าร่วม_สปสช_เจ็บป่วยเล็กน้อย.pptx", NHSO_SLIDES)
    make_pdf(shop / "Bills" / "PEA_shop_bill_2025-06.pdf", PEA_JUNE)
    make_pdf(shop / "Bills" / "PEA_shop_bill_2025-07.pdf", PEA_JULY)
    make_pdf(docs / "Home" / "Loan" / "GHBank_loan_statement_2025-06.pdf", LOAN_PAGES)
    (docs / "Home" / "Loan" / "ข้อเสนอรีไฟแนนซ์_กสิกร_2568.md").write_text(REFINANCE, encoding="utf-8")
    make_pdf(docs / "Home" / "Car" / "SiamKasem_renewal_HondaCity_2025.pdf", CAR_PAGES)
    (docs / "Home" / "Car" / "รถ_HondaCity_ค่าใช้จ่าย_2568.md").write_text(CAR_NOTE, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Family" / "Tonkla_school_invoice_sem2_2025.pdf", SCHOOL_PAGES)
    (docs / "Family" / "Tonkla_ข้อความครู_2568-07.md").write_text(TEACHER_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
