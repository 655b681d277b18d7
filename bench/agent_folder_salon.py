"""An eleventh folder for bench/agent_tasks.py (`--folder salon`): a Korat hairdresser's salon and home papers.

Pimchanok Saengthong (คุณพิมพ์, พิมพ์ชนก แสงทอง) runs Pim Hair Salon (ร้านพิมพ์ แฮร์ ซาลอน) on Chomphon Road in
Mueang Nakhon Ratchasima with two staff, May (เมย์, hairdresser) and Fai (ฝ้าย, nails and assistant): a Thai
shophouse lease (docx, a rent table), her supplier's Thai price list (docx, a price table), the salon's income by
service for January-July 2568 with the period's expenses (xlsx, two sheets, Thai/English headers), the staff's
wage and commission sheet for June and July (xlsx, a sheet a month), a Thai stock-check note (md), a LINE group
chat export with the staff about the August-September schedule (txt), an English email from a hair-product brand
offering her the distributorship (txt), slides for a beginners' hairdressing course she plans (pptx), the salon's
PEA electricity bills for July and August (pdf); at home a Krungthai condo-loan statement (pdf, 2 pages) and a
Thai note on the condo's fees (md), the family health insurance renewal notices for 2025 and 2024 (English pdf),
her daughter Baibua's school invoice (English pdf) and a Thai note from her teacher (md), household spending for
July and August (xlsx); and six distractors that share words with them (a draft lease, last year's income summary,
last year's price list, an older brand's offer, a first draft of the course idea, last year's school-fee note);
plus a workspect that already holds a to-do list. Written blind of the engine's rules, in session 15, for
bench/data/agent_tasks_salon_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา วันที่ 25 มีนาคม 2567",
    "ผู้ให้เช่า: นางวันเพ็ญ ศรีวิเศษ  ผู้เช่า: นางพิมพ์ชนก แสงทอง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 245/7 ถนนจอมพล ตำบลในเมือง "
    "อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000 เพื่อใช้ประกอบกิจการร้านเสริมสวย ชื่อ ร้านพิมพ์ แฮร์ ซาลอน",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 เมษายน 2567 สิ้นสุดวันที่ 31 มีนาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 45,000 บาท (สี่หมื่นห้าพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าตกแต่งร้าน ติดตั้งอ่างสระผม เครื่องทำน้ำอุ่น และป้ายร้านได้ โดยออกค่าใช้จ่ายเอง "
    "เมื่อสิ้นสุดสัญญาต้องคืนสภาพผนังและพื้นตามเดิม ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายตามที่ใช้จริง",
    "ข้อ 7. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 8. ห้ามผู้เช่านำอาคารไปให้ผู้อื่นเช่าช่วง เว้นแต่ได้รับความยินยอมเป็นหนังสือจากผู้ให้เช่า",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "เม.ย. 2567 - มี.ค. 2568", "15,000 บาท"),
    ("ปีที่ 2", "เม.ย. 2568 - มี.ค. 2569", "15,000 บาท"),
    ("ปีที่ 3", "เม.ย. 2569 - มี.ค. 2570", "16,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วันเพ็ญ ศรีวิเศษ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก แสงทอง ผู้เช่า",
                "ลงชื่อ เอกชัย แสงทอง พยาน"]
PRICE_TOP = [
    "ใบราคาสินค้าสำหรับร้านเสริมสวย (ราคาส่ง)",
    "บริษัท โคราชบิวตี้ซัพพลาย จำกัด 88 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา โทร 044-255-318",
    "เรียน ร้านพิมพ์ แฮร์ ซาลอน (คุณพิมพ์ชนก)   ราคามีผลตั้งแต่วันที่ 1 มิถุนายน 2568 จนกว่าจะแจ้งเปลี่ยนแปลง",
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
]
PRICE_TABLE = [
    ("รหัส", "สินค้า", "ขนาด", "ราคาส่ง (บาท)"),
    ("CP-100", "สีย้อมผม ColorPro (ทุกเบอร์)", "100 มล. / หลอด", "165"),
    ("CP-DEV6", "ไฮโดรเจน ColorPro 6%", "1,000 มล.", "120"),
    ("CP-BL", "ผงฟอกสี ColorPro Blonde", "500 กรัม", "390"),
    ("KS-500", "ทรีตเมนต์เคราติน KeraSilk", "500 มล.", "890"),
    ("DP-SET", "น้ำยาดัดดิจิตอล (ชุด 1+2)", "500 มล. x 2", "480"),
    ("ST-1000", "ครีมยืดผม StraightUp", "1,000 มล.", "650"),
    ("SH-5L", "แชมพูสำหรับร้าน Salon Fresh", "5 ลิตร", "720"),
    ("CD-5L", "ครีมนวดสำหรับร้าน Salon Fresh", "5 ลิตร", "780"),
    ("GL-15", "สีเจลทาเล็บ GlamNail", "15 มล. / ขวด", "85"),
    ("FL-100", "ฟอยล์ทำไฮไลต์", "100 เมตร", "260"),
]
PRICE_BOTTOM = [
    "เงื่อนไข",
    "1. ส่งฟรีในเขตอำเภอเมืองนครราชสีมา เมื่อสั่งครบ 2,000 บาทต่อครั้ง ต่ำกว่านั้นคิดค่าส่ง 80 บาท",
    "2. เครดิต 30 วัน นับจากวันที่ในใบกำกับภาษี",
    "3. ยอดสั่งซื้อรวมต่อเดือนตั้งแต่ 20,000 บาทขึ้นไป รับส่วนลดท้ายบิล 5%",
    "4. สินค้าชำรุดจากการขนส่ง เปลี่ยนให้ภายใน 7 วัน",
    "ผู้แทนขาย: คุณอนุชา ทองมาก โทร 089-627-4410 (LINE: anucha.kbs)",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "ตัด/สระ-ไดร์ (Cut & blow-dry, THB)", "ทำสี/ไฮไลต์ (Colour, THB)",
                  "ดัด/ยืด (Perm & straighten, THB)", "ทรีตเมนต์ (Treatment, THB)", "ทำเล็บ (Nails, THB)",
                  "ขายสินค้า (Product sales, THB)", "รวม (Total, THB)", "จำนวนลูกค้า (Customers)")
INCOME = [(28400, 41200, 22500, 9800, 12600, 6300, 512), (26100, 38700, 19800, 8900, 14900, 5800, 480),
          (30500, 45600, 24300, 10400, 13200, 7100, 548), (34800, 52900, 28700, 11600, 15400, 7900, 621),
          (25200, 36400, 18100, 8200, 11300, 5200, 455), (24600, 35800, 17600, 8600, 10900, 5600, 441),
          (27300, 39500, 20200, 9300, 12100, 6000, 489)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-ก.ค. 2568 (Jan-Jul 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าร้าน (Shop rent)", 105000, "เดือนละ 15,000"),
    ("ค่าแรงและค่าคอมพนักงาน (Staff wages & commission)", 201860, "เมย์ + ฝ้าย"),
    ("ค่าน้ำยา สี และสินค้า (Products & chemicals)", 186450, "ส่วนใหญ่ซื้อจากโคราชบิวตี้ซัพพลาย"),
    ("ค่าไฟฟ้า (Electricity)", 38960, ""),
    ("ค่าน้ำประปา (Water)", 4870, ""),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 7525, "เดือนละ 1,075"),
    ("ค่าแอปจองคิว/POS (Booking app)", 2443, "เดือนละ 349"),
    ("ค่าโฆษณา Facebook/TikTok (Ads)", 10500, ""),
    ("ค่าซ่อมไดร์และอุปกรณ์ (Repairs)", 3200, "เปลี่ยนมอเตอร์ไดร์ 2 ตัว"),
]
STAFF_HEADERS = ("พนักงาน (Staff)", "ตำแหน่ง (Role)", "เงินเดือน (Base, THB)", "ยอดบริการ (Service sales, THB)",
                 "อัตราค่าคอม (Rate)", "ค่าคอม (Commission, THB)", "หักประกันสังคม (SSO, THB)",
                 "รับสุทธิ (Net pay, THB)")
STAFF = {  # name, role, base, own service sales, rate
    "ก.ค. 68 (Jul 2025)": [("เมย์ (May)", "ช่างทำผม (Hairdresser)", 12000, 64800, 0.10),
                           ("ฝ้าย (Fai)", "ช่างเล็บ/ผู้ช่วย (Nails & assistant)", 9500, 12100, 0.15)],
    "มิ.ย. 68 (Jun 2025)": [("เมย์ (May)", "ช่างทำผม (Hairdresser)", 12000, 59300, 0.10),
                            ("ฝ้าย (Fai)", "ช่างเล็บ/ผู้ช่วย (Nails & assistant)", 9500, 10900, 0.15)],
}
STOCK_NOTE = """# เช็กสต็อกสีผมและน้ำยา ร้านพิมพ์ แฮร์ 2 สิงหาคม 2568

เช็กโดย: พี่พิมพ์ กับ เมย์ (ก่อนช่วงวันแม่ ลูกค้าทำสีเยอะ)

## ของที่ใกล้หมด (ต้องสั่งโคราชบิวตี้ภายในสัปดาห์นี้)
- สีย้อมผม ColorPro เบอร์ 6/0 (น้ำตาลเข้ม) เหลือ 2 หลอด -> สั่ง 12 หลอด
- สีย้อมผม ColorPro เบอร์ 7/43 (ทองแดง) เหลือ 1 หลอด -> สั่ง 6 หลอด
- สีย้อมผม ColorPro เบอร์ 5/0 (น้ำตาลธรรมชาติ ปิดผมขาว) เหลือ 3 หลอด -> สั่ง 12 หลอด
- ไฮโดรเจน 6% เหลือ 1 ขวด -> สั่ง 4 ขวด
- ทรีตเมนต์เคราติน KeraSilk เหลือครึ่งขวด -> สั่ง 3 ขวด (โปรวันแม่ทรีตเมนต์ลด 20%)

## ยอดสั่งรอบนี้
- รวมประมาณ 8,450 บาท (ก่อน VAT) ส่งฟรีเพราะเกิน 2,000

## เจอปัญหา
- ผงฟอกสีหมดอายุ 1 กระปุก (หมดอายุ มิ.ย. 68) ทิ้งแล้ว มูลค่า 390 บาท
- สีเจลทาเล็บ GlamNail สีนู้ดขายดี เหลือ 2 ขวด ฝ้ายขอสั่งเพิ่ม 6 ขวด
- แชมพู 5 ลิตร ยังพอถึงกลางเดือน ก.ย.

## ตกลงกันว่า
- เช็กสต็อกสีทุกวันที่ 1 และ 15 ของเดือน จดลงไฟล์นี้
- สีเบอร์ที่ขายไม่ออก (เบอร์ 9/1 เทาหม่น) ไม่สั่งเพิ่ม
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ร้านพิมพ์ แฮร์ ทีมงาน
บันทึกเมื่อ: 16/08/2568 22:10

จ., 04/08/2568
09:05\tพิมพ์ชนก\tแจ้งตารางช่วงวันแม่นะคะ วันอังคารที่ 12 ส.ค. ร้านเปิดปกติ 08:30 ลูกค้าจองเต็มแล้ว
09:06\tพิมพ์ชนก\tพุธที่ 13 ส.ค. ร้านไม่หยุดนะ เลื่อนวันหยุดไปเป็นพฤหัสที่ 14 ส.ค. แทน
09:07\tเมย์\tได้ค่ะพี่พิมพ์
09:10\tฝ้าย\tพี่คะ ฝ้ายขอลาวันเสาร์ที่ 23 ส.ค. นะคะ ไปงานแต่งพี่สาวที่ชัยภูมิ
09:15\tพิมพ์ชนก\tได้จ้า วันนั้นพี่จะเรียกน้องโอ๋ (ช่างเล็บฟรีแลนซ์) มาแทน ค่าจ้างวันละ 800 บาท บวกค่าคอม 15% เหมือนฝ้าย
09:16\tฝ้าย\tขอบคุณค่ะพี่

อ., 05/08/2568
13:20\tเมย์\tพี่คะ มีลูกค้าเจ้าสาว คุณแพรวา จองทำผมกับแต่งหน้าวันเสาร์ที่ 6 ก.ย. ตี 5 ที่โรงแรมสีมาธานี
13:21\tเมย์\tแพ็กเกจเจ้าสาว 4,500 บาท ลูกค้าโอนมัดจำมาแล้ว 2,000 บาทค่ะ
13:25\tพิมพ์ชนก\tโอเค พี่ไปแต่งหน้าให้เอง เมย์ทำผม เพื่อนเจ้าสาวอีก 3 คน คิดทำผมคนละ 1,200
13:26\tเมย์\tรับทราบค่ะ เดี๋ยวลงคิวในแอปไว้

ศ., 15/08/2568
20:30\tพิมพ์ชนก\tพี่จะไปอบรมเทคนิคทำสีที่กรุงเทพ อังคาร-พุธที่ 2-3 ก.ย. นะ
20:31\tพิมพ์ชนก\tวันอังคารที่ 2 ก.ย. ร้านเปิดปกติ เมย์ดูแลร้าน รับเฉพาะคิวตัด สระ ไดร์ งดคิวทำสีวันนั้น
20:33\tเมย์\tได้ค่ะ
20:40\tฝ้าย\tยอดโปรวันแม่ทรีตเมนต์ลด 20% ได้ 37 คิวค่ะพี่
20:41\tพิมพ์ชนก\tเก่งมาก เดือนนี้ค่าคอมน่าจะดี
"""
LUMIERE_EMAIL = """From: Natalie Chen <natalie.chen@lumiereprofessional.co.th>
To: Pimchanok Saengthong <pimhairsalon.korat@gmail.com>
Date: Mon, 11 Aug 2025 10:42:18 +0700
Subject: Partnership offer - Lumiere Professional distributor for Nakhon Ratchasima

Dear Khun Pim,

Thank you for visiting our booth at the Korat Beauty Expo last month. Our team was impressed by your salon and we
would like to invite Pim Hair Salon to become the authorised Lumiere Professional distributor for Mueang Nakhon
Ratchasima and Pak Chong, on these terms:

- Exclusive area for 2 years from the date you sign
- Opening order: minimum 30,000 THB (before VAT); after that a minimum of 15,000 THB a month
- Salon prices for your own use:
    Lumiere Color Creme 100 ml: 138 THB a tube
    Lumiere Developer 6% 1000 ml: 110 THB
    Lumiere Keratin Repair Mask 500 ml: 790 THB
- Products you resell to other salons: 25% off our list price, and free delivery to your shop
- Payment: cash for the first 3 orders, then 45 days credit
- Free 2-day colour workshop in Bangkok for 2 of your staff, and 5,000 THB of marketing support every quarter

If you are interested, please reply by 30 September 2025 and we will send the distributor agreement.

Best regards,
Natalie Chen
Regional Sales Manager (Northeast), Lumiere Professional (Thailand) Co., Ltd.
Tel. 02-118-4420, Mobile 081-903-5567
"""
COURSE_SLIDES = [
    ("คอร์สช่างทำผมมือใหม่ รุ่นที่ 1 (Pim Hair Academy - Beginner Hairdressing Course)",
     "ร้านพิมพ์ แฮร์ ซาลอน ถนนจอมพล โคราช\nเตรียมโดย พิมพ์ชนก แสงทอง สิงหาคม 2568"),
    ("เนื้อหาคอร์ส (Course outline)", "เรียน 10 วัน เสาร์-อาทิตย์ 5 สัปดาห์ 09:00-16:00\n"
                                        "ตัดผมชาย-หญิงพื้นฐาน สระ-ไดร์ ทำสีและไฮไลต์ ดัดดิจิตอล ทรีตเมนต์\n"
                                        "ฝึกกับหุ่นและนางแบบจริงในร้าน"),
    ("ค่าเรียนและรับสมัคร (Fee and seats)", "ค่าเรียน 12,900 บาทต่อคน (สมัครก่อน 15 ก.ย. 2568 ลดเหลือ 11,900 บาท)\n"
                                              "รับรุ่นละ 8 คน\n"
                                              "ได้ชุดอุปกรณ์ กรรไกร หวี ไดร์ มูลค่า 2,400 บาทต่อคน"),
    ("ต้นทุนต่อรุ่น (Costs per class)", "ชุดอุปกรณ์ 2,400 x 8 คน = 19,200 บาท\nน้ำยาและสีที่ใช้ฝึก 6,500 บาท\n"
                                          "หุ่นฝึก 8 ตัว 7,200 บาท\nค่าโฆษณา 3,000 บาท\n"
                                          "รวม 35,900 บาท ถ้าเต็ม 8 คน รายได้ 103,200 บาท กำไร 67,300 บาท"),
    ("ไทม์ไลน์ (Timeline)", "เปิดรับสมัคร 1 กันยายน 2568\nรุ่นแรกเริ่ม 4 ตุลาคม 2568 จบ 2 พฤศจิกายน 2568\n"
                            "สอนโดย พี่พิมพ์ (ประสบการณ์ 18 ปี) ผู้ช่วยสอน เมย์\n"
                            "ยื่นขอรับรองหลักสูตรกับสถาบันพัฒนาฝีมือแรงงาน นครราชสีมา (ยังไม่ได้ยื่น)"),
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Nakhon Ratchasima Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Pim Hair Salon (Mrs. Pimchanok Saengthong)\n"
    "Address: 245/7 Chomphon Road, Nai Mueang, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000\n"
    "Account No.: 030118845209   Tariff: 2.1 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,245 kWh\nEnergy charge: 5,229.00 THB\n"
    "Ft charge: 245.51 THB\nService charge: 46.16 THB\nVAT 7%: 386.45 THB\nAmount due: 5,907.12 THB\n"
    "Due date: 15 August 2025",
]
PEA_AUGUST = [
    "Provincial Electricity Authority (PEA) - Nakhon Ratchasima Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Pim Hair Salon (Mrs. Pimchanok Saengthong)\n"
    "Address: 245/7 Chomphon Road, Nai Mueang, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000\n"
    "Account No.: 030118845209   Tariff: 2.1 Small general service\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 1,392 kWh\nEnergy charge: 5,846.40 THB\n"
    "Ft charge: 274.50 THB\nService charge: 46.16 THB\nVAT 7%: 431.69 THB\nAmount due: 6,598.75 THB\n"
    "Due date: 15 September 2025",
]
CONDO_PAGES = [
    "Krungthai Bank PCL - Nakhon Ratchasima (The Mall Korat) Branch\nHOME LOAN STATEMENT\n"
    "Statement date: 1 July 2025\nBorrower: Mrs. Pimchanok Saengthong\nLoan account No.: 6602-118-430571\n"
    "Property: Park Town Condo Korat, Unit 845, 8th floor, 36 sq.m., Mittraphap Road, Nai Mueang,\n"
    "Mueang Nakhon Ratchasima 30000\n"
    "Original loan: 1,850,000.00 THB, drawn 20 January 2022, term 30 years\n"
    "Interest rate: 5.62% per year (MRR - 1.40%) since 20 January 2025, after the 3-year fixed rate of 2.99% ended\n"
    "Monthly installment: 10,900.00 THB from February 2025 (was 8,400.00 THB), debited on the 25th of each month\n"
    "Outstanding principal at 30 June 2025: 1,751,655.50 THB\n"
    "Payments 1 January - 30 June 2025: 62,900.00 THB (interest 45,612.93 THB, principal 17,287.07 THB)\n"
    "Interest paid in 2024 (for your tax deduction): 53,118.46 THB\n"
    "Early repayment fee: none after 3 years from the first drawdown.",
    "Page 2 - Payments in this statement\n"
    "25 Jan 2025   8,400.00  interest 4,407.62  principal 3,992.38\n"
    "25 Feb 2025  10,900.00  interest 8,265.85  principal 2,634.15\n"
    "25 Mar 2025  10,900.00  interest 8,253.51  principal 2,646.49\n"
    "25 Apr 2025  10,900.00  interest 8,241.12  principal 2,658.88\n"
    "25 May 2025  10,900.00  interest 8,228.67  principal 2,671.33\n"
    "25 Jun 2025  10,900.00  interest 8,216.16  principal 2,683.84\n"
    "Total  62,900.00  interest 45,612.93  principal 17,287.07",
]
CONDO_NOTE = """# คอนโด Park Town Korat ห้อง 845 เรื่องค่าส่วนกลางกับนิติบุคคล ปี 2568

- ค่าส่วนกลาง ตารางเมตรละ 40 บาทต่อเดือน ห้อง 36 ตร.ม. = 1,440 บาทต่อเดือน จ่ายทั้งปีทีเดียว 17,280 บาท
  (จ่ายแล้ว 10 ม.ค. 68 ได้ส่วนลด 5% เหลือ 16,416 บาท)
- ค่าน้ำคอนโด หน่วยละ 18 บาท จ่ายกับนิติทุกวันที่ 10
- ที่จอดรถ 1 คัน ฟรี คันที่ 2 เดือนละ 500 บาท (ยังไม่ใช้)
- ประชุมใหญ่เจ้าของร่วมประจำปี วันอาทิตย์ที่ 21 กันยายน 2568 เวลา 10:00 น. ห้องประชุมชั้น 2
  วาระ: ขึ้นค่าส่วนกลางเป็น 45 บาท/ตร.ม. และทาสีตึกใหม่ (ควรไปโหวตไม่เห็นด้วย)
- แอร์ห้องนอนน้ำหยด นิติบอกให้เรียกช่างเอง ช่างประจำคอนโด คุณสมพงษ์ 086-221-7780
- ผ่อนกรุงไทยตอนนี้เดือนละ 10,900 ดอกลอยตัวแล้ว (5.62%) ลองถามรีไฟแนนซ์ปลายปี
"""
HEALTH_2025 = [
    "Siam Sukkhaphap Life Assurance PCL\nFAMILY HEALTH INSURANCE - RENEWAL NOTICE\nDate: 18 August 2025\n"
    "Policyholder: Mrs. Pimchanok Saengthong, Park Town Condo Korat, Unit 845, Mittraphap Road,\n"
    "Mueang Nakhon Ratchasima 30000\n"
    "Plan: Family Health Plus   Policy No.: FH-2021-0048813\n"
    "Current cover ends: 30 September 2025   Renewal period: 1 October 2025 - 30 September 2026\n"
    "Insured persons and renewal premiums:\n"
    "  Mrs. Pimchanok Saengthong (age 42): 18,450.00 THB\n"
    "  Mr. Ekkachai Saengthong (age 44): 21,300.00 THB\n"
    "  Miss Baibua Saengthong (age 8): 12,980.00 THB\n"
    "Total renewal premium: 52,730.00 THB\n"
    "Please pay by 15 September 2025 to keep continuous cover.\n"
    "Benefits: room and board 4,000 THB a day; annual limit 1,000,000 THB per person;\n"
    "OPD 1,500 THB a visit, up to 30 visits a year\n"
    "Premiums for the two adults may be deducted from personal income tax (up to 25,000 THB each).\n"
    "Agent: Ms. Suda Kongkaew, Nakhon Ratchasima, Tel. 081-774-2036",
]
HEALTH_2024 = [
    "Siam Sukkhaphap Life Assurance PCL\nFAMILY HEALTH INSURANCE - RENEWAL NOTICE\nDate: 16 August 2024\n"
    "Policyholder: Mrs. Pimchanok Saengthong, Park Town Condo Korat, Unit 845, Mittraphap Road,\n"
    "Mueang Nakhon Ratchasima 30000\n"
    "Plan: Family Health Plus   Policy No.: FH-2021-0048813\n"
    "Current cover ends: 30 September 2024   Renewal period: 1 October 2024 - 30 September 2025\n"
    "Insured persons and renewal premiums:\n"
    "  Mrs. Pimchanok Saengthong (age 41): 16,720.00 THB\n"
    "  Mr. Ekkachai Saengthong (age 43): 19,160.00 THB\n"
    "  Miss Baibua Saengthong (age 7): 12,030.00 THB\n"
    "Total renewal premium: 47,910.00 THB\n"
    "Please pay by 15 September 2024 to keep continuous cover.\n"
    "Benefits: room and board 4,000 THB a day; annual limit 1,000,000 THB per person;\n"
    "OPD 1,500 THB a visit, up to 30 visits a year\n"
    "Agent: Ms. Suda Kongkaew, Nakhon Ratchasima, Tel. 081-774-2036",
]
SCHOOL_PAGES = [
    "Korat Pattana Bilingual School\n199 Suranari Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "INVOICE - SCHOOL FEES\nInvoice No.: KPB-S2-2025-0388   Date: 4 August 2025\n"
    "Student: Baibua Saengthong, Grade 3, class 3/2 (Student ID 64388)\n"
    "Parents: Mr. Ekkachai Saengthong and Mrs. Pimchanok Saengthong\n"
    "Semester 2, academic year 2025 (3 November 2025 - 6 March 2026)\n"
    "Tuition fee: 32,000.00 THB\nEnglish Programme fee: 5,500.00 THB\nLunch and snacks: 3,900.00 THB\n"
    "Books and materials: 1,850.00 THB\nTotal: 43,250.00 THB\nDue date: 10 October 2025\n"
    "Early payment: pay by 25 September 2025 and get a 500 THB discount (pay 42,750.00 THB)\n"
    "Pay by bank transfer to Kasikornbank, Nakhon Ratchasima branch, account 176-2-08841-5, "
    "or at the school finance office",
]
TEACHER_NOTE = """# ข้อความจากครูประจำชั้น ป.3/2 ถึงผู้ปกครองน้องใบบัว

ครูอรวรรณ ชัยมงคล โรงเรียนโคราชพัฒนาสองภาษา 8 สิงหาคม 2568

- ประชุมผู้ปกครองภาคเรียนที่ 1 วันเสาร์ที่ 30 สิงหาคม 2568 เวลา 09:00-11:00 น. ห้อง 3/2
- ทัศนศึกษาฟาร์มโชคชัย วันศุกร์ที่ 19 กันยายน 2568 ค่าใช้จ่าย 520 บาท ชำระภายในวันที่ 5 กันยายน 2568
- สอบกลางภาค 25-26 สิงหาคม 2568
- ใบบัวอ่านภาษาอังกฤษเก่งขึ้นมาก แต่ลายมือภาษาไทยยังต้องฝึก คัดไทยวันละ 1 หน้า
"""
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนคอนโด กรุงไทย (Condo loan)", 10900, ""),
        ("อาหาร (Food)", 12800, ""),
        ("ค่าไฟคอนโด (Condo electricity)", 1940, ""),
        ("ค่าน้ำคอนโด (Condo water)", 210, ""),
        ("ใบบัว เรียนบัลเล่ต์ (Baibua's ballet)", 2800, ""),
        ("ใบบัว เรียนว่ายน้ำ (Baibua's swimming)", 1200, ""),
        ("น้ำมันรถ (Fuel)", 2600, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1298, ""),
        ("ส่งให้แม่ที่ปักธงชัย (For mum in Pak Thong Chai)", 4000, ""),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("ผ่อนคอนโด กรุงไทย (Condo loan)", 10900, ""),
        ("อาหาร (Food)", 13500, ""),
        ("ค่าไฟคอนโด (Condo electricity)", 2150, ""),
        ("ค่าน้ำคอนโด (Condo water)", 230, ""),
        ("ใบบัว เรียนบัลเล่ต์ (Baibua's ballet)", 2800, ""),
        ("ใบบัว เรียนว่ายน้ำ (Baibua's swimming)", 1200, ""),
        ("น้ำมันรถ (Fuel)", 2900, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1298, ""),
        ("ส่งให้แม่ที่ปักธงชัย (For mum in Pak Thong Chai)", 4000, ""),
        ("ของขวัญวันแม่ + พาแม่กินข้าว (Mother's Day)", 3500, ""),
        ("ใบบัว ทำฟัน (Baibua's dentist)", 1800, "อุดฟัน 2 ซี่"),
    ],
}
DISTRACTORS = {
    "Salon/Contracts/สัญญาเช่าร้าน_ร่าง_แก้ไข.txt":
        "ร่างสัญญาเช่าร้าน ถนนจอมพล (ร่างที่ 1 กุมภาพันธ์ 2567 ยังไม่เซ็น)\n"
        "- ป้าวันเพ็ญเสนอค่าเช่าเดือนละ 16,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 3 เดือน = 48,000 บาท\n- เราขอ 3 ปี เริ่ม 15,000 ขอใส่อ่างสระผมเองได้ รอแก้ในฉบับจริง\n",
    "Salon/Accounts/สรุปรายรับร้าน_2567.md":
        "# สรุปรายรับร้านพิมพ์ แฮร์ ม.ค.-ก.ค. 2567 (ปีที่แล้ว)\n- รายรับรวม 768,500 บาท\n"
        "- เดือนที่ดีที่สุด เม.ย. 139,200 บาท (สงกรานต์)\n- ทำสีรวม 251,600 บาท\n"
        "- ตอนนั้นยังไม่มีบริการทำเล็บ (ฝ้ายเริ่มงาน ต.ค. 67)\n- กำไรประมาณ 241,000 บาท\n",
    "Salon/Suppliers/ใบราคา_โคราชบิวตี้_2567.txt":
        "ใบราคาสินค้า บริษัท โคราชบิวตี้ซัพพลาย จำกัด (ราคาปี 2567 ใช้ถึง พ.ค. 2568)\n"
        "สีย้อมผม ColorPro 100 มล. หลอดละ 155 บาท\nไฮโดรเจน 6% 1,000 มล. 115 บาท\n"
        "ทรีตเมนต์เคราติน KeraSilk 500 มล. 850 บาท\nแชมพู 5 ลิตร 690 บาท\n"
        "ส่งฟรีเมื่อสั่งครบ 1,500 บาท เครดิต 30 วัน\n",
    "Salon/Suppliers/GlossyPro_offer_2024.txt":
        "From: GlossyPro Thailand <partners@glossypro.co.th>\nTo: pimhairsalon.korat@gmail.com\n"
        "Date: Tue, 14 May 2024 09:12:40 +0700\nSubject: Become a GlossyPro partner salon\n\n"
        "Dear Khun Pim,\n\nWe offer partner salons our GlossyPro hair colour at 150 THB a tube and our keratin "
        "treatment at 920 THB (500 ml).\nOpening order: minimum 50,000 THB. Credit 30 days. No exclusive area.\n"
        "Please reply by 30 June 2024.\n\nRegards,\nGlossyPro Partner Team\n",
    "Salon/Training/ไอเดียคอร์สสอนทำผม_ร่าง.md":
        "# ไอเดียเปิดคอร์สสอนทำผม (ร่างแรก พ.ค. 2568)\n- คิดค่าเรียนสัก 9,900 บาท? รับ 6 คน\n"
        "- เรียน 3 เสาร์-อาทิตย์ พอไหม ถามเมย์\n- อุปกรณ์ให้นักเรียนซื้อเอง\n- ยังไม่รู้จะเริ่มเมื่อไหร่\n",
    "Home/Baibua/ค่าเทอมใบบัว_เทอม2_2567.md":
        "# ค่าเทอมใบบัว ป.2 เทอม 2 ปีการศึกษา 2567 (ปีที่แล้ว)\n- รวม 41,800 บาท จ่ายแล้ว 20 ก.ย. 67 "
        "(จ่ายก่อนได้ลด 500 จ่ายจริง 41,300)\n- ค่าหนังสือ 1,700 ค่าอาหาร 3,600\n",
}
WORKSPECT = {"todo.md": "- ตอบอีเมล Lumiere ก่อน 30 ก.ย.\n- ต่อประกันสุขภาพครอบครัว จ่ายก่อน 15 ก.ย.\n"
                        "- จ่ายค่าเทอมใบบัว (ลด 500 ถ้าจ่ายก่อน 25 ก.ย.)\n- สั่งสีผมโคราชบิวตี้\n"
                        "- ทำโพสต์รับสมัครคอร์สรุ่น 1\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านพิมพ์ แฮร์ ซาลอน ตามบริการ ม.ค.-ก.ค. 2568 "
                  "(Pim Hair Salon income by service, Jan-Jul 2025)"])
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
    spend.append(["กำไร (Profit)", sum(sum(row[:6]) for row in INCOME) - total, "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _staff(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in STAFF.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงและค่าคอมพนักงาน ร้านพิมพ์ แฮร์ {title} (Staff wages and commission)"])
        sheet.append(list(STAFF_HEADERS))
        total = 0
        for name, role, base, sales, rate in rows:
            commission, sso = round(sales * rate), round(base * 0.05)
            net = base + commission - sso
            total += net
            sheet.append([name, role, base, sales, f"{rate:.0%}", commission, sso, net])
        sheet.append(["รวม (Total)", "", "", "", "", "", "", total])
        for column in (3, 4, 6, 7, 8):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Salon"
    for sub in ("Contracts", "Accounts", "Staff", "Suppliers", "Chats", "Training", "Stock", "Bills"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Condo", "Home/Insurance", "Home/Baibua"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาเช่าร้าน_ถนนจอมพล_2567.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "Suppliers" / "ใบราคา_โคราชบิวตี้ซัพพลาย_มิย2568.docx", PRICE_TOP, table=PRICE_TABLE,
               bottom=PRICE_BOTTOM)
    _income(shop / "Accounts" / "รายรับตามบริการ_ร้านพิมพ์_2568.xlsx")
    _staff(shop / "Staff" / "ค่าแรง_ค่าคอม_พนักงาน_2568.xlsx")
    (shop / "Stock" / "เช็กสต็อกสีผม_น้ำยา_2568-08.md").write_text(STOCK_NOTE, encoding="utf-8")
    (shop / "Chats" / "LINE_ร้านพิมพ์แฮร์_ทีมงาน_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Suppliers" / "Lumiere_distributor_offer_email.txt").write_text(LUMIERE_EMAIL, encoding="utf-8")
    write_slides(shop / "Training" / "คอร์สช่างทำผมมือใหม่_รุ่น1.pptx", COURSE_SLIDES)
    make_pdf(shop / "Bills" / "PEA_salon_bill_2025-07.pdf", PEA_JULY)
    make_pdf(shop / "Bills" / "PEA_salon_bill_2025-08.pdf", PEA_AUGUST)
    make_pdf(docs / "Home" / "Condo" / "KTB_condo_loan_statement_2025-06.pdf", CONDO_PAGES)
    (docs / "Home" / "Condo" / "คอนโด_ค่าส่วนกลาง_นิติ_2568.md").write_text(CONDO_NOTE, encoding="utf-8")
    make_pdf(docs / "Home" / "Insurance" / "FamilyHealth_renewal_2025.pdf", HEALTH_2025)
    make_pdf(docs / "Home" / "Insurance" / "FamilyHealth_renewal_2024.pdf", HEALTH_2024)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Home" / "Baibua" / "Baibua_school_invoice_sem2_2025.pdf", SCHOOL_PAGES)
    (docs / "Home" / "Baibua" / "ใบบัว_ข้อความครู_2568-08.md").write_text(TEACHER_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: Khun Pim's to-do list."""
    write_texts(folder, WORKSPECT)
