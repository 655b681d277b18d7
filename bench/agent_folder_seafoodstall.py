"""A folder for a blind agent-task set (`seafoodstall`): a Hua Hin seafood stall owner's papers plus household papers.

Jaruwan Srisamut (เจ๊แจ๋ว) runs the seafood stall "ครัวเจ๊แจ๋ว ซีฟู้ด" (Jaew Seafood), stall B-14 at ตลาดสุขใจหัวหิน,
with three staff and a weekend part-timer. Her papers: the catch-purchase log for 1-12 July 2568 (xlsx, two
sheets: daily purchases with a supplier total, and the supplier list), her wholesaler Pran Fresh's English price list
and an invoice (pdf) and last year's price list (md), a LINE chat with the crab fisherman Bang Det, staff wages for
July and a month-by-month wage sheet (xlsx, two sheets), two staff employment contracts (docx with a table each, a
waitress and the assistant cook), a LINE export of the staff group, the gas shop's English receipt (pdf), her
gas-cylinder log (md) and an old quote from another gas shop (txt), the municipality's food-stall inspection result
for 2568 and for 2567 (docx, score tables) and her note on preparing for the re-inspection (md), sales and expenses
by month for Jan-Jul 2568 (xlsx, two sheets, Thai/English headers, a total row) and last year's sales summary (md),
slides of a plan to open a second stall in 2569 (pptx) and an earlier draft of the idea (md), the stall rent
contract (docx, a fee table); household papers: the PEA electricity bill and GSB home-loan statement (English pdf),
a Thai household-expenses note and the daughter's school-fee notice (docx, a table). The workspect holds a to-do
list. Written blind of the engine's rules for agent_tasks_seafoodstall_holdout.json; every checked figure is here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PURCHASE_HEADERS = ("วันที่ (Date)", "ผู้ขาย (Supplier)", "รายการ (Item)", "กิโล (kg)", "ราคา/กก. (THB/kg)",
                    "จำนวนเงิน (Amount, THB)", "จ่ายโดย (Paid by)")
PURCHASES = [
    ("01/07/2568", "ปราณเฟรช", "กุ้งแชบ๊วย", 8, 380, "โอน"),
    ("01/07/2568", "บังเดช (เรือปู)", "ปูม้า", 6, 420, "เงินสด"),
    ("02/07/2568", "ปราณเฟรช", "หมึกกล้วย", 10, 260, "โอน"),
    ("03/07/2568", "ป้าศรี แม่ค้าหอย", "หอยแมลงภู่", 15, 60, "เงินสด"),
    ("04/07/2568", "บังเดช (เรือปู)", "ปูม้า", 5, 420, "เงินสด"),
    ("05/07/2568", "ปราณเฟรช", "ปลากะพง", 12, 210, "โอน"),
    ("05/07/2568", "ปราณเฟรช", "กุ้งแชบ๊วย", 8, 380, "โอน"),
    ("07/07/2568", "บังเดช (เรือปู)", "ปูม้า", 7, 400, "เงินสด"),
    ("08/07/2568", "ปราณเฟรช", "หมึกกล้วย", 12, 260, "โอน"),
    ("09/07/2568", "ป้าศรี แม่ค้าหอย", "หอยลาย", 10, 70, "เงินสด"),
    ("10/07/2568", "ปราณเฟรช", "ปลากะพง", 10, 210, "โอน"),
    ("11/07/2568", "บังเดช (เรือปู)", "ปูม้า", 6, 400, "เงินสด"),
    ("12/07/2568", "ปราณเฟรช", "กุ้งแชบ๊วย", 10, 380, "โอน"),
]
SUPPLIER_HEADERS = ("ผู้ขาย (Supplier)", "โทร (Phone)", "ขายอะไร (Goods)", "เงื่อนไข (Terms)")
SUPPLIERS = [
    ("บจก. ปราณเฟรช ซีฟู้ด ปากน้ำปราณ", "032-630-418", "กุ้ง หมึก ปลา กั้ง", "เครดิต 15 วัน ส่งฟรีเกิน 3,000"),
    ("บังเดช (เรือปู ท่าเรือหัวหิน)", "089-771-2046", "ปูม้าเป็น", "เงินสด รับที่สะพานปลา 6 โมงเช้า"),
    ("ป้าศรี แม่ค้าหอย ตลาดฉัตรไชย", "086-204-5517", "หอยแมลงภู่ หอยลาย", "เงินสด"),
]
PRICELIST = [
    "PRAN FRESH SEAFOOD CO., LTD.\n"
    "88/2 Moo 1, Pak Nam Pran, Pranburi, Prachuap Khiri Khan 77220  Tel. 032-630-418\n"
    "WHOLESALE PRICE LIST - effective 1 July 2025 (THB per kg, fresh seafood, no VAT)\n"
    "Customer: Jaew Seafood (Mrs. Jaruwan Srisamut), customer code HH-031\n"
    " \n"
    "Banana prawn (Chaebuay) 30-40 pcs/kg ...... 380\n"
    "White shrimp, farmed 50 pcs/kg ............ 240\n"
    "Tiger prawn 15-20 pcs/kg .................. 650\n"
    "Banana squid (Pla Muek Kluay) ............. 260\n"
    "Seabass (Pla Kapong) 600-800 g ............ 210\n"
    "Blue swimming crab, live .................. 450\n"
    "Mantis shrimp (Kang), large ............... 520\n"
    "Short mackerel (Pla Too) .................. 120\n"
    "Ice and styrofoam box, per box ............ 40\n"
    " \n"
    "Terms: free delivery to Hua Hin for orders over 3,000 THB; orders under 3,000 THB pay 150 THB delivery.\n"
    "Regular customers get 15 days credit. Order by 8 p.m. for delivery before 10 a.m. next day.\n"
    "Prices follow the daily catch and may change without notice.",
]
OLD_PRICES = """# ราคาปราณเฟรช ปากน้ำปราณ (ใบราคาปี 2567 เก่า)

- กุ้งแชบ๊วย 30-40 ตัว/กก. 340 บาท
- หมึกกล้วย 240 บาท
- ปลากะพง 190 บาท
- ปูม้าเป็น 400 บาท
- กั้งตัวใหญ่ 480 บาท
- ค่าส่ง ฟรีเมื่อสั่งเกิน 2,500 บาท
"""
INVOICE = [
    "PRAN FRESH SEAFOOD CO., LTD.\nINVOICE / DELIVERY NOTE\n"
    "Invoice No.: PF2507-112   Date: 18 July 2025\n"
    "Customer: Jaew Seafood (Mrs. Jaruwan Srisamut), Stall B-14, Sukjai Hua Hin Market,\n"
    "Soi Hua Hin 51, Hua Hin, Prachuap Khiri Khan 77110   Customer code: HH-031\n"
    " \n"
    "Banana prawn 30-40/kg     10 kg x 380.00 = 3,800.00\n"
    "Banana squid              12 kg x 260.00 = 3,120.00\n"
    "Seabass 600-800 g         10 kg x 210.00 = 2,100.00\n"
    "Mantis shrimp, large       3 kg x 520.00 = 1,560.00\n"
    "Ice and styrofoam box      4 box x 40.00 =   160.00\n"
    " \n"
    "Total amount due: 10,740.00 THB (fresh seafood, VAT exempt)\n"
    "Payment term: credit 15 days. Due date: 2 August 2025\n"
    "Pay by transfer to SCB, account 712-4-30981-6, Pran Fresh Seafood Co., Ltd.",
]
LINE_DET = """[LINE] ประวัติการแชทกับ บังเดช เรือปู
บันทึกเมื่อ: 12/07/2568 21:10

อา., 06/07/2568
19:02\tบังเดช เรือปู\tเจ๊แจ๋ว ช่วงนี้ปูเข้าเยอะ พรุ่งนี้เป็นต้นไปปูม้าผมลดให้เหลือโลละ 400 นะ จากเดิม 420
19:05\tเจ๊แจ๋ว\tดีเลยบัง พรุ่งนี้เอา 7 โลนะ รับที่สะพานปลาเหมือนเดิม
19:06\tบังเดช เรือปู\tได้ครับ 6 โมงเช้า
19:20\tบังเดช เรือปู\tอีกเรื่อง กรมอุตุเตือนลมแรง ผมงดออกเรือวันที่ 15-20 ก.ค. นะ เจ๊สั่งปูจากที่อื่นไว้ก่อน
19:24\tเจ๊แจ๋ว\tโอเค เดี๋ยวสั่งปราณเฟรชแทน แพงหน่อยแต่ไม่เป็นไร
19:30\tบังเดช เรือปู\tถ้าอยากได้กั้งด้วยบอกนะ ผมมีเพื่อนเรือได้กั้ง โลละ 480

ศ., 11/07/2568
05:48\tบังเดช เรือปู\tถึงสะพานปลาแล้ว ปู 6 โล ตัวสวยๆ
06:15\tเจ๊แจ๋ว\tรับแล้วจ้า 2,400 ให้เงินสดนะ
"""
WAGE_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Position)", "ค่าแรง/วัน (Daily rate)", "วันทำงาน (Days worked)",
                "ค่าแรงรวม (Wages, THB)", "เบิกล่วงหน้า (Advance, THB)", "จ่ายจริง (Net pay, THB)")
WAGES = [
    ("น้องฝน (ฝนทิพย์ ใจงาม)", "พนักงานเสิร์ฟ", 400, 26, 1500),
    ("พี่หน่อย (อรุณี คงสุข)", "ผู้ช่วยแม่ครัว", 500, 27, 0),
    ("โต้ง (ธีรวัฒน์ แก้วมณี)", "ล้างจาน/ยกของ", 380, 24, 2000),
    ("ต้อม (พาร์ทไทม์ เสาร์-อาทิตย์)", "เสิร์ฟพาร์ทไทม์", 350, 9, 0),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
MONTHLY_WAGES = [33600, 32400, 35900, 38250, 34800, 31950, 36170]
FON_TOP = [
    "สัญญาจ้างลูกจ้างร้านอาหาร",
    "ทำที่ ครัวเจ๊แจ๋ว ซีฟู้ด ตลาดสุขใจหัวหิน อำเภอหัวหิน จังหวัดประจวบคีรีขันธ์ วันที่ 25 กุมภาพันธ์ 2568",
    "นายจ้าง: นางจารุวรรณ ศรีสมุทร (ครัวเจ๊แจ๋ว ซีฟู้ด) เลขที่ 45/7 หมู่ 3 ตำบลหนองแก อำเภอหัวหิน โทร 081-940-2257",
    "ลูกจ้าง: นางสาวฝนทิพย์ ใจงาม อายุ 22 ปี บ้านเลขที่ 19 หมู่ 6 ตำบลทับใต้ อำเภอหัวหิน",
    "ข้อ 1. ลูกจ้างทำงานตำแหน่งพนักงานเสิร์ฟ เริ่มงานวันที่ 1 มีนาคม 2568 เวลา 15.00-23.00 น. หยุดทุกวันจันทร์",
    "ข้อ 2. ทดลองงาน 60 วัน ระหว่างทดลองงานได้ค่าแรงวันละ 370 บาท",
    "ข้อ 3. จ่ายค่าแรงเดือนละ 2 ครั้ง ทุกวันที่ 1 และวันที่ 16 เบิกล่วงหน้าได้ไม่เกิน 2,000 บาทต่อเดือน",
    "ข้อ 4. นายจ้างเลี้ยงอาหาร 1 มื้อต่อวัน และออกค่าตรวจสุขภาพปีละ 1 ครั้ง",
    "ข้อ 5. ลูกจ้างต้องสวมหมวกคลุมผมและผ้ากันเปื้อนตลอดเวลาทำงาน",
    "ข้อ 6. ฝ่ายใดจะเลิกจ้างหรือลาออก ต้องแจ้งล่วงหน้าไม่น้อยกว่า 15 วัน",
    "ตารางค่าตอบแทน",
]
FON_TABLE = [
    ("รายการ", "จำนวน", "หมายเหตุ"),
    ("ค่าแรงรายวัน (หลังผ่านทดลองงาน)", "400 บาท", "ตั้งแต่ 1 พ.ค. 2568"),
    ("เบี้ยขยัน (ไม่ขาด ไม่สาย ทั้งเดือน)", "500 บาท/เดือน", "จ่ายเงินสดแยก"),
    ("ค่าล่วงเวลาหลัง 23.00 น.", "60 บาท/ชั่วโมง", ""),
    ("เงินประกันความเสียหาย", "1,000 บาท", "หักจากค่าแรงงวดแรก คืนเมื่อลาออก"),
]
NOI_TOP = [
    "สัญญาจ้างลูกจ้างร้านอาหาร (ต่อสัญญา)",
    "ทำที่ ครัวเจ๊แจ๋ว ซีฟู้ด ตลาดสุขใจหัวหิน วันที่ 2 มกราคม 2568",
    "นายจ้าง: นางจารุวรรณ ศรีสมุทร (ครัวเจ๊แจ๋ว ซีฟู้ด)",
    "ลูกจ้าง: นางสาวอรุณี คงสุข (พี่หน่อย) บ้านเลขที่ 7/3 หมู่ 2 ตำบลหินเหล็กไฟ อำเภอหัวหิน",
    "ข้อ 1. ลูกจ้างทำงานตำแหน่งผู้ช่วยแม่ครัว ตั้งแต่วันที่ 1 มกราคม 2568 ถึง 31 ธันวาคม 2568 เวลา 13.00-23.00 น.",
    "ข้อ 2. จ่ายค่าแรงเดือนละ 2 ครั้ง ทุกวันที่ 1 และวันที่ 16",
    "ข้อ 3. ลาพักร้อนได้ปีละ 6 วันโดยได้รับค่าแรง",
    "ข้อ 4. นายจ้างเลี้ยงอาหาร 2 มื้อต่อวัน และออกค่าตรวจสุขภาพปีละ 1 ครั้ง",
    "ตารางค่าตอบแทน",
]
NOI_TABLE = [
    ("รายการ", "จำนวน", "หมายเหตุ"),
    ("ค่าแรงรายวัน", "500 บาท", "ขึ้นจาก 470 บาทปี 2567"),
    ("เบี้ยขยัน (ไม่ขาด ไม่สาย ทั้งเดือน)", "800 บาท/เดือน", "จ่ายเงินสดแยก"),
    ("โบนัสสิ้นปี", "ตามยอดขาย", "ปี 2567 ได้ 5,000 บาท"),
]
LINE_STAFF = """[LINE] ประวัติการแชทในกลุ่ม ลูกน้องครัวเจ๊แจ๋ว
บันทึกเมื่อ: 20/07/2568 23:40

พ., 02/07/2568
16:10\tโต้ง\tเจ๊ครับ ขอเบิกล่วงหน้า 2,000 ได้ไหมครับ ค่าเทอมน้องสาว
16:25\tเจ๊แจ๋ว\tได้ เดี๋ยวหักตอนจ่ายวันที่ 1 นะ

ศ., 11/07/2568
22:45\tน้องฝน\tเจ๊คะ หนูขอลาวันที่ 20-21 ก.ค. กลับบ้านแม่ที่ชุมพรค่ะ
22:50\tเจ๊แจ๋ว\tได้จ้ะ เดี๋ยวให้ต้อมมาเสิร์ฟแทนวันเสาร์อาทิตย์

อา., 20/07/2568
23:30\tเจ๊แจ๋ว\tทุกคน เทศบาลจะมาตรวจร้านรอบสองวันที่ 6 ส.ค. นะ ใส่หมวกคลุมผมกับผ้ากันเปื้อนทุกคน ทุกวัน
23:32\tเจ๊แจ๋ว\tแล้ววันที่ 29 ก.ค. ไปตรวจสุขภาพที่โรงพยาบาลหัวหินพร้อมกัน 9 โมง เจ๊ออกให้คนละ 350
23:35\tพี่หน่อย\tรับทราบจ้า
23:36\tโต้ง\tรับทราบครับ
"""
GAS_RECEIPT = [
    "CHOKCHAI GAS & STOVE SHOP, HUA HIN\n"
    "12/8 Phetkasem Road, Hua Hin, Prachuap Khiri Khan 77110  Tel. 032-511-936\n"
    "CASH RECEIPT   No. CG-68/0731   Date: 22 July 2025\n"
    "Customer: Jaew Seafood (Mrs. Jaruwan Srisamut), Stall B-14, Sukjai Hua Hin Market\n"
    " \n"
    "LPG refill, 48 kg cylinder        2 x 1,650.00 = 3,300.00\n"
    "LPG refill, 15 kg cylinder        1 x   520.00 =   520.00\n"
    "High-pressure regulator (SCG) replacement  1 x 450.00 = 450.00\n"
    "Delivery and installation                         0.00\n"
    " \n"
    "Total: 4,270.00 THB   Paid in cash\n"
    "Next safety check of hose and regulator recommended: January 2026\n"
    "Received by: Chokchai T.",
]
GAS_LOG = """# บันทึกเปลี่ยนถังแก๊ส ร้านครัวเจ๊แจ๋ว ปี 2568

ร้านโชคชัยแก๊ส ถนนเพชรเกษม ส่งถึงแผง (ถัง 48 กก. ขึ้นราคาจาก 1,580 เป็น 1,650 ตั้งแต่ 1 ก.ค. 68)

## กรกฎาคม 2568
- 2 ก.ค. ถัง 48 กก. 1 ถัง 1,650 บาท
- 9 ก.ค. ถัง 48 กก. 1 ถัง 1,650 บาท
- 15 ก.ค. ถัง 48 กก. 1 ถัง 1,650 บาท
- 22 ก.ค. ถัง 48 กก. 2 ถัง + ถัง 15 กก. 1 ถัง + เปลี่ยนหัวปรับใหม่ รวม 4,270 บาท (มีใบเสร็จ)
- 29 ก.ค. ถัง 48 กก. 1 ถัง 1,650 บาท
- รวมค่าแก๊ส ก.ค. 10,870 บาท

หมายเหตุ: ถังเตาย่างใช้หมดเร็ว ช่วงเสาร์อาทิตย์ใช้ 48 กก. หมด 3-4 วัน
"""
GAS_QUOTE = """ใบเสนอราคา สมศักดิ์แก๊ส ปราณบุรี (ส่งมาทาง LINE มี.ค. 2568 ยังไม่ได้เปลี่ยนร้าน)
- แก๊สหุงต้ม ถัง 48 กก. ถังละ 1,600 บาท
- ถัง 15 กก. ถังละ 500 บาท
- ค่าส่งถึงหัวหิน เที่ยวละ 100 บาท
- สั่งล่วงหน้า 1 วัน ส่งเฉพาะวันจันทร์-เสาร์
"""
INSPECT_TOP = [
    "กองสาธารณสุขและสิ่งแวดล้อม เทศบาลเมืองหัวหิน",
    "แบบบันทึกผลการตรวจแผงจำหน่ายอาหาร ตามหลักเกณฑ์ Clean Food Good Taste ประจำปี 2568",
    "ชื่อร้าน: ครัวเจ๊แจ๋ว ซีฟู้ด แผงเลขที่ B-14 ตลาดสุขใจหัวหิน ผู้ประกอบการ: นางจารุวรรณ ศรีสมุทร",
    "วันที่ตรวจ: 12 มิถุนายน 2568  ผู้ตรวจ: นางสาวศิริพร วงศ์ทอง นักวิชาการสาธารณสุข",
    "ผลคะแนนรายหมวด",
]
INSPECT_TABLE = [
    ("หมวด", "คะแนนเต็ม", "คะแนนที่ได้"),
    ("1. สถานที่จำหน่ายและเตรียมอาหาร", "20", "17"),
    ("2. อาหารสดและวัตถุดิบ (การแช่เย็น/แช่น้ำแข็ง)", "20", "18"),
    ("3. ภาชนะ อุปกรณ์ และการล้าง", "20", "15"),
    ("4. ผู้สัมผัสอาหาร (การแต่งกาย สุขภาพ)", "20", "14"),
    ("5. น้ำแข็งและน้ำดื่ม", "20", "19"),
    ("รวม", "100", "83"),
]
INSPECT_BOTTOM = [
    "ผลการตรวจ: ผ่านเกณฑ์ (เกณฑ์ผ่าน 80 คะแนน) แต่มีข้อต้องปรับปรุง ดังนี้",
    "1) ผู้สัมผัสอาหารทุกคนต้องสวมหมวกคลุมผมและผ้ากันเปื้อน และมีผลตรวจสุขภาพประจำปี",
    "2) ถังน้ำแข็งแช่อาหารทะเลต้องแยกจากถังน้ำแข็งสำหรับบริโภค และมีฝาปิด",
    "3) ยกชั้นวางภาชนะให้สูงจากพื้นอย่างน้อย 60 ซม.",
    "ให้ปรับปรุงภายใน 60 วัน เจ้าหน้าที่จะตรวจซ้ำในวันที่ 6 สิงหาคม 2568",
    "ค่าธรรมเนียมหนังสือรับรองการแจ้งสถานที่จำหน่ายอาหาร ปี 2568 จำนวน 400 บาท ชำระแล้ว",
    "ลงชื่อ ศิริพร วงศ์ทอง ผู้ตรวจ   ลงชื่อ จารุวรรณ ศรีสมุทร ผู้ประกอบการ",
]
OLD_INSPECT_TOP = [
    "กองสาธารณสุขและสิ่งแวดล้อม เทศบาลเมืองหัวหิน",
    "แบบบันทึกผลการตรวจแผงจำหน่ายอาหาร ประจำปี 2567",
    "ชื่อร้าน: ครัวเจ๊แจ๋ว ซีฟู้ด แผงเลขที่ B-14 ตลาดสุขใจหัวหิน",
    "วันที่ตรวจ: 20 มิถุนายน 2567  ผู้ตรวจ: นายวีระ สุขประเสริฐ",
]
OLD_INSPECT_TABLE = [
    ("หมวด", "คะแนนเต็ม", "คะแนนที่ได้"),
    ("1. สถานที่จำหน่ายและเตรียมอาหาร", "20", "16"),
    ("2. อาหารสดและวัตถุดิบ", "20", "15"),
    ("3. ภาชนะ อุปกรณ์ และการล้าง", "20", "14"),
    ("4. ผู้สัมผัสอาหาร", "20", "13"),
    ("5. น้ำแข็งและน้ำดื่ม", "20", "18"),
    ("รวม", "100", "76"),
]
OLD_INSPECT_BOTTOM = [
    "ผลการตรวจ: ไม่ผ่านเกณฑ์ (เกณฑ์ผ่าน 80 คะแนน) ให้ปรับปรุงและตรวจซ้ำภายใน 30 วัน",
    "ตรวจซ้ำวันที่ 22 กรกฎาคม 2567 ผ่านเกณฑ์",
]
PREP_NOTE = """# เตรียมตัวตรวจร้านรอบสอง (เทศบาลนัด 6 ส.ค. 68)

รอบแรก 12 มิ.ย. ได้ 83 ผ่านแบบฉิวเฉียด หมวดผู้สัมผัสอาหารได้น้อยสุด

- [x] ซื้อหมวกคลุมผม 1 แพ็ค 50 ใบ 180 บาท + ผ้ากันเปื้อน 4 ผืน 560 บาท
- [x] ถังน้ำแข็งมีฝา 2 ใบแยกไว้แช่ของทะเล 1,290 บาท
- [ ] ชั้นวางจานสแตนเลสสูง 60 ซม. ร้านบุญชัยสแตนเลส ราคา 1,620 บาท
- [ ] พาลูกน้องไปตรวจสุขภาพ รพ.หัวหิน 29 ก.ค. คนละ 350 (4 คน)
- ปีที่แล้วได้ 76 ต้องตรวจซ้ำ อย่าให้เป็นอีก
"""
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน (Walk-in, THB)", "เดลิเวอรี่ (Delivery apps, THB)",
                 "สั่งล่วงหน้า/จัดเลี้ยง (Catering, THB)", "รวมยอดขาย (Total sales, THB)")
SALES = [(148200, 21400, 12000), (162500, 19800, 8500), (171300, 22600, 15000), (205800, 25100, 24000),
         (158400, 23900, 6000), (131700, 24800, 4500), (152600, 26300, 18000)]
EXPENSE_HEADERS = ("เดือน (Month)", "ของทะเล (Seafood, THB)", "ผัก/เครื่องปรุง (Veg & condiments, THB)",
                   "ค่าแรง (Wages, THB)", "แก๊ส (Gas, THB)", "ค่าเช่าแผง+ไฟน้ำ (Stall rent & utilities, THB)",
                   "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                   "หมายเหตุ (Note)")
EXPENSES = [(72400, 14200, 8900, 9400, 2100, ""), (75900, 15100, 8700, 9300, 1800, ""),
            (84100, 16400, 9500, 9800, 2600, ""), (101600, 19800, 10800, 10200, 3400, "สงกรานต์ ขายดี"),
            (76300, 15000, 9300, 9700, 12500, "ซื้อตู้แช่ใหม่"), (63800, 12900, 8600, 9500, 1900, "ฝนตก นักท่องเที่ยวน้อย"),
            (78500, 15600, 10870, 9900, 3650, "หมวกคลุมผม ผ้ากันเปื้อน ถังน้ำแข็ง ตามผลตรวจ")]
LAST_YEAR = """# สรุปยอดขายครัวเจ๊แจ๋ว ปี 2567 (ปีที่แล้ว)

- ยอดขายทั้งปี 2,151,600 บาท
- เดือนที่ขายดีสุด เม.ย. 2567 238,400 บาท
- เดือนที่แย่สุด ก.ย. 2567 129,800 บาท (ฝนตกทั้งเดือน)
- ยอดขาย ก.ค. 2567 171,200 บาท
- ค่าของทะเลทั้งปี 902,300 บาท
- กำไรสุทธิทั้งปี 318,500 บาท
"""
PLAN_SLIDES = [
    ("แผนเปิดแผงที่ 2 ปี 2569", "ครัวเจ๊แจ๋ว ซีฟู้ด สาขาตลาดเย็นเขาตะเกียบ\nเปิดศุกร์-อาทิตย์ 16.00-22.00 น.\n"
                                "เริ่มเดือนมกราคม 2569"),
    ("งบลงทุน", "มัดจำแผง 15,000 บาท\nเตาย่าง เตาแก๊ส ถังแก๊ส 38,500 บาท\nตู้แช่ 16,900 บาท\n"
                "รวมงบลงทุน 70,400 บาท"),
    ("ค่าใช้จ่ายต่อเดือน", "ค่าเช่าแผง 4,500 บาท\nลูกจ้าง 2 คน (12 วัน/เดือน วันละ 400) 9,600 บาท\n"
                           "แก๊ส 3,200 บาท\nรวม 17,300 บาท ไม่รวมค่าของ"),
    ("เป้ายอดขาย", "เป้ายอดขาย 85,000 บาทต่อเดือน\nต้นทุนของสดประมาณ 40%\nคาดว่าคืนทุนใน 8 เดือน"),
    ("ความเสี่ยง", "หน้าฝนลูกค้าน้อย\nหาคนไว้ใจได้คุมแผงยาก\nของสดต้องขนจากแผงหลักทุกวัน"),
]
PLAN_DRAFT = """# ไอเดียเปิดสาขา 2 (ร่าง คุยกับพี่สมพงษ์ เม.ย. 68)
- ตลาดเย็นเขาตะเกียบ หรือ ตลาดนัดหน้าหาด ยังไม่แน่
- ลงทุนไม่เกิน 50,000
- จ้างลูกจ้าง 1 คน พี่สมพงษ์ช่วยเสาร์อาทิตย์
- เป้ายอดขายเดือนละ 60,000 ก็พอ
"""
RENT_TOP = [
    "สัญญาเช่าแผงค้า",
    "ทำที่ สำนักงานตลาดสุขใจหัวหิน ซอยหัวหิน 51 อำเภอหัวหิน จังหวัดประจวบคีรีขันธ์ วันที่ 20 กรกฎาคม 2568",
    "ผู้ให้เช่า: บริษัท สุขใจมาร์เก็ต หัวหิน จำกัด โดย นายประเสริฐ ทองดี ผู้จัดการตลาด",
    "ผู้เช่า: นางจารุวรรณ ศรีสมุทร เลขที่ 45/7 หมู่ 3 ตำบลหนองแก อำเภอหัวหิน",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าแผงเลขที่ B-14 ขนาด 3 x 4 เมตร เพื่อจำหน่ายอาหารทะเลปรุงสุก",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 สิงหาคม 2568 ถึงวันที่ 31 กรกฎาคม 2569",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าล่วงหน้าภายในวันที่ 5 ของทุกเดือน ชำระช้าปรับวันละ 100 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 3 เดือน คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ห้ามเทน้ำมันและเศษอาหารลงท่อระบายน้ำ ต้องติดตั้งบ่อดักไขมัน",
    "ข้อ 6. ผู้เช่าต้องได้หนังสือรับรองการแจ้งสถานที่จำหน่ายอาหารจากเทศบาลตลอดอายุสัญญา",
    "ตารางค่าเช่าและค่าบริการ",
]
RENT_TABLE = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าแผง B-14", "7,000 บาท/เดือน", "ขึ้นจาก 6,500 บาท"),
    ("ค่าไฟฟ้า", "หน่วยละ 8 บาท", "ตามมิเตอร์"),
    ("ค่าน้ำประปา", "300 บาท/เดือน", "เหมาจ่าย"),
    ("ค่าเก็บขยะและทำความสะอาด", "200 บาท/เดือน", ""),
    ("เงินประกันการเช่า (3 เดือน)", "21,000 บาท", "ชำระวันทำสัญญา"),
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hua Hin Branch\nELECTRICITY BILL / NOTIFICATION\n"
    "Customer: Mrs. Jaruwan Srisamut\nAddress: 45/7 Moo 3, Nong Kae, Hua Hin, Prachuap Khiri Khan 77110\n"
    "Account No.: 020011458732   Meter No.: 7730194\n"
    "Reading period: 20 June 2025 - 20 July 2025\n"
    "Units used: 412 kWh (previous month 368 kWh)\n"
    " \n"
    "Energy charge ............ 1,622.40\n"
    "Service charge ........... 24.62\n"
    "Ft 0.1972 x 412 .......... 81.25\n"
    "Subtotal ................. 1,728.27\n"
    "VAT 7% ................... 120.98\n"
    "Total amount ............. 1,849.25 THB\n"
    " \n"
    "Please pay by 4 August 2025. Electricity may be disconnected if unpaid after the due date.\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
GSB_STATEMENT = [
    "GOVERNMENT SAVINGS BANK (GSB) - Hua Hin Branch\nHOUSING LOAN STATEMENT\n"
    "Statement date: 30 June 2025\n"
    "Borrower: Mrs. Jaruwan Srisamut and Mr. Sompong Srisamut\n"
    "Loan account: 0205-66-001873-4\n"
    "Property: townhouse 45/7 Moo 3, Nong Kae, Hua Hin\n"
    "Original loan amount: 1,200,000.00 THB, contract date 5 March 2021\n"
    "Interest rate: 3.25% per year (fixed for the first 3 years, then MRR - 1.50%)\n"
    "Monthly installment: 8,650.00 THB, due on the 5th of each month\n"
    "Installments paid: 52\n"
    "Outstanding principal: 874,215.40 THB\n"
    "Interest paid this year (Jan-Jun 2025): 14,288.60 THB\n"
    "Next payment: 5 July 2025, 8,650.00 THB by auto-debit from savings account 0205-1-44821-9",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน ก.ค. 68

- ผ่อนบ้านออมสิน 8,650 ตัดบัญชีวันที่ 5
- ค่าไฟบ้าน 1,849.25 (412 หน่วย แอร์ห้องมายด์เปิดทั้งคืน)
- ค่าน้ำประปา 286
- ค่าเน็ตบ้าน + มือถือ 2 เครื่อง 1,098
- ค่ารถตู้รับส่งมายด์ 1,800
- ให้แม่ที่ปราณ 3,000
- เก็บเงินค่าเทอม 2 ของมายด์ไว้แล้ว 10,000 (เทอม 1 จ่ายไป 21,300 เมื่อ พ.ค.)
"""
SCHOOL_TOP = [
    "โรงเรียนดรุณศึกษาหัวหิน",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน: เด็กหญิงมายด์ ศรีสมุทร ชั้นประถมศึกษาปีที่ 5/2 เลขประจำตัว 61147",
    "ผู้ปกครอง: นางจารุวรรณ ศรีสมุทร",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "14,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,800"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,350"),
    ("ค่าชุดพลศึกษา", "650"),
    ("รวมทั้งสิ้น", "21,300"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีธนาคารกรุงไทย 703-0-11592-8",
    "ชำระหลังกำหนดมีค่าปรับ 200 บาท เปิดภาคเรียนวันที่ 19 พฤษภาคม 2568",
]
WORKSPECT = {"todo.md": "- โอนค่าปลาปราณเฟรชก่อนครบเครดิต\n- ซื้อชั้นวางจานก่อนเทศบาลมาตรวจ\n"
                        "- พาลูกน้องไปตรวจสุขภาพ\n- จ่ายค่าไฟบ้าน\n"}


def _purchases(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ซื้อของทะเล 1-12 ก.ค."
    sheet.append(["บันทึกซื้อของทะเล ครัวเจ๊แจ๋ว 1-12 กรกฎาคม 2568 (Seafood purchases)"])
    sheet.append(list(PURCHASE_HEADERS))
    for date, supplier, item, kg, price, paid in PURCHASES:
        sheet.append([date, supplier, item, kg, price, kg * price, paid])
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in PURCHASES), "",
                  sum(row[3] * row[4] for row in PURCHASES), ""])
    for supplier in ("ปราณเฟรช", "บังเดช (เรือปู)", "ป้าศรี แม่ค้าหอย"):
        sheet.append([f"รวมจาก {supplier}", "", "", "", "",
                      sum(row[3] * row[4] for row in PURCHASES if row[1] == supplier), ""])
    money_format(sheet, 6)
    suppliers = book.create_sheet("ผู้ขาย Suppliers")
    suppliers.append(list(SUPPLIER_HEADERS))
    for row in SUPPLIERS:
        suppliers.append(list(row))
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ก.ค. 68"
    sheet.append(["ค่าแรงลูกจ้าง ครัวเจ๊แจ๋ว เดือนกรกฎาคม 2568 (Staff wages, July 2025)"])
    sheet.append(list(WAGE_HEADERS))
    for name, position, rate, days, advance in WAGES:
        sheet.append([name, position, rate, days, rate * days, advance, rate * days - advance])
    gross = sum(row[2] * row[3] for row in WAGES)
    advances = sum(row[4] for row in WAGES)
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in WAGES), gross, advances, gross - advances])
    sheet.append(["เบี้ยขยันจ่ายเงินสดแยก ไม่รวมในตารางนี้"])
    for column in (5, 6, 7):
        money_format(sheet, column)
    monthly = book.create_sheet("สรุปรายเดือน Monthly")
    monthly.append(["เดือน (Month)", "ค่าแรงรวม (Total wages, THB)"])
    for month, amount in zip(MONTHS, MONTHLY_WAGES):
        monthly.append([month, amount])
    monthly.append(["รวม (Total)", sum(MONTHLY_WAGES)])
    money_format(monthly, 2)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายครัวเจ๊แจ๋ว ซีฟู้ด ม.ค.-ก.ค. 2568 (Jaew Seafood sales, Jan-Jul 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES)), sum(sum(row) for row in SALES)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    totals = [0] * 8
    for month, sales, wages, row in zip(MONTHS, SALES, MONTHLY_WAGES, EXPENSES):
        costs = [row[0], row[1], wages, row[2], row[3], row[4]]
        line = [*costs, sum(costs), sum(sales) - sum(costs)]
        totals = [a + b for a, b in zip(totals, line)]
        spend.append([month, *line, row[5]])
    spend.append(["รวม (Total)", *totals, ""])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านครัวเจ๊แจ๋ว"
    for sub in ("ซื้อของ", "ลูกจ้าง", "แก๊ส", "ตรวจสุขาภิบาล", "บัญชี", "แผนงาน", "สัญญาเช่า"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    _purchases(shop / "ซื้อของ" / "ซื้อของทะเล_ก.ค.2568.xlsx")
    make_pdf(shop / "ซื้อของ" / "PranFresh_pricelist_2025-07.pdf", PRICELIST)
    make_pdf(shop / "ซื้อของ" / "PranFresh_invoice_PF2507-112.pdf", INVOICE)
    (shop / "ซื้อของ" / "ราคาปราณเฟรช_2567.md").write_text(OLD_PRICES, encoding="utf-8")
    (shop / "ซื้อของ" / "LINE_บังเดช_เรือปู.txt").write_text(LINE_DET, encoding="utf-8")
    _wages(shop / "ลูกจ้าง" / "ค่าแรงลูกจ้าง_2568.xlsx")
    write_docx(shop / "ลูกจ้าง" / "สัญญาจ้าง_น้องฝน_2568.docx", FON_TOP, table=FON_TABLE,
               bottom=["ลงชื่อ จารุวรรณ ศรีสมุทร นายจ้าง", "ลงชื่อ ฝนทิพย์ ใจงาม ลูกจ้าง"])
    write_docx(shop / "ลูกจ้าง" / "สัญญาจ้าง_พี่หน่อย_2568.docx", NOI_TOP, table=NOI_TABLE,
               bottom=["ลงชื่อ จารุวรรณ ศรีสมุทร นายจ้าง", "ลงชื่อ อรุณี คงสุข ลูกจ้าง"])
    (shop / "ลูกจ้าง" / "LINE_กลุ่มลูกน้องครัวเจ๊แจ๋ว.txt").write_text(LINE_STAFF, encoding="utf-8")
    make_pdf(shop / "แก๊ส" / "Chokchai_gas_receipt_2025-07-22.pdf", GAS_RECEIPT)
    (shop / "แก๊ส" / "บันทึกเปลี่ยนถังแก๊ส_2568.md").write_text(GAS_LOG, encoding="utf-8")
    (shop / "แก๊ส" / "ใบเสนอราคา_สมศักดิ์แก๊ส_ปราณบุรี.txt").write_text(GAS_QUOTE, encoding="utf-8")
    write_docx(shop / "ตรวจสุขาภิบาล" / "ผลตรวจร้าน_เทศบาลหัวหิน_2568.docx", INSPECT_TOP, table=INSPECT_TABLE,
               bottom=INSPECT_BOTTOM)
    write_docx(shop / "ตรวจสุขาภิบาล" / "ผลตรวจร้าน_เทศบาลหัวหิน_2567.docx", OLD_INSPECT_TOP,
               table=OLD_INSPECT_TABLE, bottom=OLD_INSPECT_BOTTOM)
    (shop / "ตรวจสุขาภิบาล" / "เตรียมตรวจรอบสอง_ส.ค.68.md").write_text(PREP_NOTE, encoding="utf-8")
    _accounts(shop / "บัญชี" / "ยอดขายรายจ่าย_ครัวเจ๊แจ๋ว_2568.xlsx")
    (shop / "บัญชี" / "สรุปยอดขาย_ปี2567.md").write_text(LAST_YEAR, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนเปิดแผงที่2_2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียสาขา2_ร่าง.md").write_text(PLAN_DRAFT, encoding="utf-8")
    write_docx(shop / "สัญญาเช่า" / "สัญญาเช่าแผง_B14_ตลาดสุขใจ_2568.docx", RENT_TOP, table=RENT_TABLE,
               bottom=["ลงชื่อ ประเสริฐ ทองดี ผู้ให้เช่า", "ลงชื่อ จารุวรรณ ศรีสมุทร ผู้เช่า"])
    make_pdf(home / "PEA_bill_2025-07.pdf", PEA_BILL)
    make_pdf(home / "GSB_homeloan_statement_2025-06.pdf", GSB_STATEMENT)
    (home / "ค่าใช้จ่ายบ้าน_ก.ค.68.md").write_text(HOUSE_NOTE, encoding="utf-8")
    write_docx(home / "ค่าเทอมมายด์_เทอม1_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the stall owner's to-do list."""
    write_texts(workspect, WORKSPECT)
