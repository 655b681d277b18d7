"""A blind agent-task folder (`carwash`): a car wash and car care shop owner's work papers plus household papers.

Surachet Thongdee (พี่เชษฐ์) runs Chet Car Care (เชษฐ์ คาร์แคร์) on Mittraphap Road, Khon Kaen, with four staff:
a Thai monthly fleet-washing contract with a logistics company (docx, a price table) and last year's contract, a
Thai ceramic-coating quote for a hotel's vans (docx, a table), a draft of it and a similar quote for a private
customer, an expat customer's English email asking for a monthly package, the daily wash log for the first half
of August with the member cards (xlsx, two sheets), income and expenses by month for January-July 2568 (xlsx, two
sheets, Thai/English headers) and last year's income summary (md), the shop's English water and electricity bills
(pdf), the chemical supplier's English price list and invoice (pdf) and last year's price list (md), two LINE chat
exports (the fleet supervisor, a customer upset about swirl marks), the staff wage sheet for August (docx, a
table), slides of a plan for a second branch in 2569 (pptx) and a draft of that idea; and household papers: the
home-loan statement and a life-insurance premium notice (English pdf), an old refinance offer, the daughter's
school-fee notice (docx, a table), a note on last year's tax filing and a note of household costs; plus a
workspect that holds a to-do list. Written blind of the engine's rules. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FLEET_TOP = [
    "สัญญาจ้างบริการล้างรถรายเดือน",
    "ทำที่ เชษฐ์ คาร์แคร์ อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 20 ธันวาคม 2567",
    "ผู้ว่าจ้าง: บริษัท อีสาน เอ็กซ์เพรส โลจิสติกส์ จำกัด เลขที่ 77/3 ถนนเลี่ยงเมือง ตำบลศิลา อำเภอเมืองขอนแก่น "
    "จังหวัดขอนแก่น 40000 โดย นายวีระ ศรีสุข หัวหน้าฝ่ายยานพาหนะ",
    "ผู้รับจ้าง: นายสุรเชษฐ์ ทองดี (เชษฐ์ คาร์แคร์) เลขที่ 215/7 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น "
    "จังหวัดขอนแก่น 40000 โทร 081-736-2290",
    "ข้อ 1. ผู้รับจ้างตกลงล้างรถของผู้ว่าจ้าง ได้แก่ รถตู้ 6 คัน และรถกระบะ 4 คัน สัปดาห์ละ 1 ครั้ง "
    "โดยผู้ว่าจ้างนำรถเข้าร้านวันอังคารหรือวันศุกร์ เวลา 18.00-21.00 น.",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล โดยหักภาษี ณ ที่จ่ายร้อยละ 3",
    "ข้อ 4. หากรถเป็นรอยหรือเสียหายจากการล้าง ผู้รับจ้างรับผิดชอบค่าซ่อมไม่เกินคันละ 5,000 บาท",
    "ข้อ 5. งานล้างพิเศษนอกตาราง (ล้างใหญ่ ขัดเบาะ) คิดราคาตามตกลงเป็นครั้งคราว",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ตารางค่าบริการท้ายสัญญา",
]
FLEET_TABLE = [
    ("รายการ", "จำนวนรถ", "ราคาต่อคันต่อครั้ง", "รวมต่อเดือน"),
    ("ล้างรถตู้ + ดูดฝุ่นภายใน (4 ครั้งต่อเดือน)", "6 คัน", "250 บาท", "6,000 บาท"),
    ("ล้างรถกระบะ + ดูดฝุ่นภายใน (4 ครั้งต่อเดือน)", "4 คัน", "200 บาท", "3,200 บาท"),
    ("ล้างห้องเครื่องรถตู้ (เดือนละ 1 ครั้ง)", "6 คัน", "300 บาท", "1,800 บาท"),
    ("รวมต่อเดือน", "10 คัน", "", "11,000 บาท"),
    ("รวมทั้งปี (12 เดือน)", "", "", "132,000 บาท"),
]
FLEET_BOTTOM = ["ลงชื่อ วีระ ศรีสุข ผู้ว่าจ้าง", "ลงชื่อ สุรเชษฐ์ ทองดี ผู้รับจ้าง",
                "ลงชื่อ อรอุมา ทองดี พยาน"]
OLD_FLEET_TOP = [
    "สัญญาจ้างล้างรถ",
    "ทำที่ อำเภอเมืองขอนแก่น วันที่ 22 ธันวาคม 2566",
    "ผู้ว่าจ้าง: บริษัท อีสาน เอ็กซ์เพรส โลจิสติกส์ จำกัด  ผู้รับจ้าง: นายสุรเชษฐ์ ทองดี (เชษฐ์ คาร์แคร์)",
    "ข้อ 1. ผู้รับจ้างล้างรถตู้ 5 คัน และรถกระบะ 3 คัน สัปดาห์ละ 1 ครั้ง",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2567",
    "ข้อ 3. ชำระค่าบริการภายใน 45 วันหลังวางบิล หักภาษี ณ ที่จ่ายร้อยละ 3",
]
OLD_FLEET_TABLE = [
    ("รายการ", "จำนวนรถ", "ราคาต่อคันต่อครั้ง", "รวมต่อเดือน"),
    ("ล้างรถตู้ (4 ครั้งต่อเดือน)", "5 คัน", "220 บาท", "4,400 บาท"),
    ("ล้างรถกระบะ (4 ครั้งต่อเดือน)", "3 คัน", "180 บาท", "2,160 บาท"),
    ("รวมต่อเดือน", "8 คัน", "", "6,560 บาท"),
    ("รวมทั้งปี (12 เดือน)", "", "", "78,720 บาท"),
]
HOTEL_TOP = [
    "ใบเสนอราคา",
    "เชษฐ์ คาร์แคร์ (นายสุรเชษฐ์ ทองดี) 215/7 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น โทร 081-736-2290",
    "เลขที่ QT68-022   วันที่ 8 สิงหาคม 2568",
    "เรียน คุณสุนิสา พรหมมา ฝ่ายจัดซื้อ โรงแรมพิมานบุรี ขอนแก่น",
    "เรื่อง เคลือบแก้วรถรับส่งแขกของโรงแรม 4 คัน (รถตู้ 3 คัน รถเก๋ง 1 คัน)",
]
HOTEL_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เคลือบแก้ว 9H รถตู้ Toyota Commuter (คันละ 7,500 บาท)", "3 คัน", "22,500"),
    ("2", "เคลือบแก้ว 9H รถเก๋ง Toyota Camry", "1 คัน", "5,500"),
    ("3", "ขัดลบรอยขนแมวก่อนเคลือบ (คันละ 1,200 บาท)", "4 คัน", "4,800"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "32,800"),
]
HOTEL_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 9,840 บาท เมื่อตกลงสั่งงาน ส่วนที่เหลือชำระเมื่อส่งมอบรถ",
    "ทำวันละ 1 คัน ใช้เวลา 4 วันทำการ รับรถเช้า 8.00 น. ส่งคืน 18.00 น.",
    "รับประกันความเงา 1 ปี แถมล้างฟรีคันละ 3 ครั้งภายใน 6 เดือน",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ สุรเชษฐ์ ทองดี ผู้เสนอราคา",
]
ANUCHA_TOP = [
    "ใบเสนอราคา",
    "เชษฐ์ คาร์แคร์ 215/7 ถนนมิตรภาพ อ.เมืองขอนแก่น โทร 081-736-2290",
    "เลขที่ QT68-019   วันที่ 21 กรกฎาคม 2568",
    "เรียน คุณอนุชา แสงทอง (รถ Toyota Fortuner สีดำ ทะเบียน กข 4172 ขอนแก่น)",
]
ANUCHA_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เคลือบแก้ว 9H รถ SUV", "1 คัน", "6,500"),
    ("2", "ขัดลบรอยขนแมวก่อนเคลือบ", "1 คัน", "1,500"),
    ("", "รวมทั้งสิ้น", "", "8,000"),
]
ANUCHA_BOTTOM = ["เงื่อนไข: มัดจำ 50% เป็นเงิน 4,000 บาท ส่วนที่เหลือชำระวันรับรถ",
                 "รับประกันความเงา 1 ปี ยืนราคา 15 วัน", "ลงชื่อ สุรเชษฐ์ ทองดี"]
HARPER_EMAIL = """From: David Harper <d.harper@kkis.ac.th>
To: chetcarcare.kk@gmail.com
Date: 14 August 2025
Subject: Monthly car wash package for two cars?

Hello,

My colleague at Khon Kaen International School recommended your car wash. My wife and I have two cars,
a white Honda CR-V and a red Mazda 2, and we would like to set up a regular monthly arrangement instead of
paying each time.

What we are hoping for:
- An exterior wash for both cars every week (Saturday morning suits us best)
- Interior vacuum and wipe-down twice a month
- Tire shine each time, and a wax once every three months if possible

Our budget is around 3,000 THB per month for both cars together. We would like to start on 1 September 2025,
and we need an official receipt in English each month because the school reimburses part of it.

Could you send me a price by 25 August? I read Thai slowly, so English would be much appreciated.

Kind regards,
David Harper
Mathematics teacher, Khon Kaen International School
Tel. 093-458-2216
"""
HOTEL_DRAFT = ("ร่างใบเสนอราคา โรงแรมพิมานบุรี (ยังไม่ได้ส่ง รอถามคุณสุนิสาเรื่องขัดลบรอยก่อน)\n"
               "- เคลือบแก้วรถตู้ 3 คัน คันละ 8,000 = 24,000\n- เคลือบแก้ว Camry 6,000\n"
               "- รวม 30,000 บาท ยังไม่รวมขัดลบรอย\n- มัดจำ 50%?\n")
DAILY_HEADERS = ("วันที่ (Date)", "ล้าง+ดูดฝุ่น (Wash, cars)", "ขัดสี/เคลือบ (Polish & coat, cars)",
                 "รวมคัน (Cars)", "ยอดขาย (Sales, THB)", "หมายเหตุ (Note)")
DAILY = [
    ("01/08/2568", 31, 2, 9850, ""), ("02/08/2568", 44, 3, 14200, "วันเสาร์"),
    ("03/08/2568", 47, 2, 13600, "วันอาทิตย์"), ("04/08/2568", 22, 1, 6400, ""),
    ("05/08/2568", 25, 0, 5250, ""), ("06/08/2568", 24, 2, 8900, ""), ("07/08/2568", 27, 1, 7150, ""),
    ("08/08/2568", 30, 1, 8300, ""), ("09/08/2568", 46, 4, 17900, "ขัดสี Honda City คุณพิมพ์ชนก"),
    ("10/08/2568", 50, 2, 15100, ""), ("11/08/2568", 12, 0, 2640, "ฝนตกหนักทั้งวัน"),
    ("12/08/2568", 58, 3, 18750, "วันแม่ คนเยอะสุด"), ("13/08/2568", 26, 1, 6980, ""),
    ("14/08/2568", 23, 0, 4830, ""), ("15/08/2568", 29, 2, 9420, ""),
]
MEMBER_HEADERS = ("สมาชิก (Member)", "โทร (Phone)", "แพ็กเกจ (Package)", "คงเหลือ (Washes left)",
                  "หมดอายุ (Expires)")
MEMBERS = [
    ("คุณกัญญา (Yaris ขาว)", "086-221-4473", "บัตร 10 ครั้ง 1,500 บาท", 7, "30/11/2568"),
    ("หมอธีรวัฒน์ (BMW 320d)", "081-990-2214", "บัตร 20 ครั้ง 2,800 บาท", 12, "31/01/2569"),
    ("ร้านยาเภสัชกรเอ (กระบะ Revo)", "043-224-118", "บัตร 10 ครั้ง 1,500 บาท", 2, "15/09/2568"),
    ("คุณพิมพ์ชนก (City ขาว)", "089-617-3302", "บัตร 10 ครั้ง 1,500 บาท", 9, "09/02/2569"),
    ("ครูสมศักดิ์ (Civic เทา)", "095-443-8120", "บัตร 20 ครั้ง 2,800 บาท", 18, "31/03/2569"),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "ล้างรถ (Wash, THB)", "ขัดสี/เคลือบ (Polish & coating, THB)",
                  "สัญญาองค์กร (Fleet contracts, THB)", "รวมรายรับ (Total income, THB)", "จำนวนคัน (Cars)")
INCOME = [(68400, 24500, 11000, 512), (61200, 18000, 11000, 468), (74800, 29500, 11000, 560),
          (92600, 36000, 11000, 701), (58300, 21500, 11000, 455), (52900, 17500, 11000, 418),
          (55700, 26000, 11000, 437)]
EXPENSE_HEADERS = ("เดือน (Month)", "น้ำยา/อุปกรณ์ (Chemicals, THB)", "ค่าน้ำ (Water, THB)",
                   "ค่าไฟ (Electricity, THB)", "ค่าแรง (Wages, THB)", "ค่าเช่าที่ (Rent, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(9800, 4350, 6120, 36500, 15000, 1800, ""), (8600, 4020, 5890, 36500, 15000, 900, ""),
            (11200, 4880, 6740, 37200, 15000, 2300, ""),
            (14500, 6210, 7960, 41800, 15000, 3500, "โบนัสสงกรานต์พนักงาน"),
            (8900, 4100, 6350, 36500, 15000, 12400, "ซ่อมปั๊มน้ำแรงดันสูง"),
            (7800, 3760, 5980, 36500, 15000, 1200, ""), (9400, 4240, 6410, 37800, 15000, 1600, "")]
SUMMARY_2567 = """# สรุปรายรับเชษฐ์ คาร์แคร์ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,086,500 บาท
- เดือนที่ดีที่สุด เม.ย. 2567 128,300 บาท (สงกรานต์)
- ล้างรถทั้งปี 5,940 คัน
- ค่าน้ำยาทั้งปี 104,600 บาท
- สัญญาอีสานเอ็กซ์เพรส เดือนละ 6,560 บาท
"""
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - KHON KAEN BRANCH\n"
    "WATER BILL / INVOICE    Bill No. KK-2508-0093471\n"
    "Customer: Chet Car Care (Mr. Surachet Thongdee)\n"
    "Address: 215/7 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Account No. 4010-2287-15    Meter size 1 inch (business)\n"
    " \n"
    "Reading date: 18 August 2025 (previous reading 19 July 2025)\n"
    "Previous meter 24,316    Current meter 24,952\n"
    "Water used this month: 636 cubic meters\n"
    " \n"
    "Water charge ....................... 3,985.00\n"
    "Meter service fee .................. 90.00\n"
    "VAT 7% ............................. 285.25\n"
    "TOTAL AMOUNT DUE ................... 4,360.25 THB\n"
    " \n"
    "Please pay by 2 September 2025. Water may be cut off 7 days after the due date.\n"
    "Last 3 months usage: May 612 / June 558 / July 629 cubic meters",
]
POWER_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY - KHON KAEN\n"
    "ELECTRICITY BILL    Invoice No. 2508-44-1187320\n"
    "Customer: Mr. Surachet Thongdee (Chet Car Care)    Rate: 2.2 Small General Service\n"
    "Meter reading 20 August 2025 (previous 20 July 2025)\n"
    "Units used: 1,412 kWh\n"
    " \n"
    "Energy charge ...................... 5,812.40\n"
    "Ft charge (0.1972 x 1,412) ......... 278.45\n"
    "Service charge ..................... 33.29\n"
    "Subtotal ........................... 6,124.14\n"
    "VAT 7% ............................. 428.69\n"
    "TOTAL ............................... 6,552.83 THB\n"
    " \n"
    "Due date: 5 September 2025. Pay by direct debit, PEA Smart Plus or counter service.",
]
PRICELIST = [
    "AUTOSHINE CHEMICALS (KHON KAEN) CO., LTD.\n"
    "99/12 Maliwan Road, Ban Thum, Mueang Khon Kaen 40000  Tel. 043-306-771\n"
    "DEALER PRICE LIST - effective 1 July 2025 (THB, VAT not included)\n"
    "Customer: Chet Car Care, dealer code KK-C118\n"
    " \n"
    "Car shampoo 20 L .......................... 1,450\n"
    "Snow foam 20 L ............................ 1,890\n"
    "Tire shine 5 L ............................ 620\n"
    "Carnauba wax 1 kg ......................... 980\n"
    "Glass coating 9H 50 ml .................... 1,350\n"
    "Iron remover 5 L .......................... 1,150\n"
    "Interior cleaner 5 L ...................... 540\n"
    "Microfiber towels, pack of 10 ............. 390\n"
    " \n"
    "Terms: free delivery in Mueang Khon Kaen for orders over 5,000 THB.\n"
    "2% discount for payment within 7 days; otherwise 30 days credit.",
]
INVOICE = [
    "AUTOSHINE CHEMICALS (KHON KAEN) CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No. AS2508-0311    Date: 12 August 2025\n"
    "Bill to: Chet Car Care (Mr. Surachet Thongdee), 215/7 Mittraphap Road, Khon Kaen 40000\n"
    " \n"
    "Car shampoo 20 L           3 x 1,450 ........ 4,350.00\n"
    "Snow foam 20 L             2 x 1,890 ........ 3,780.00\n"
    "Tire shine 5 L             2 x 620 .......... 1,240.00\n"
    "Glass coating 9H 50 ml     4 x 1,350 ........ 5,400.00\n"
    "Subtotal ..................................... 14,770.00\n"
    "VAT 7% ....................................... 1,033.90\n"
    "TOTAL ........................................ 15,803.90 THB\n"
    " \n"
    "Payment due: 11 September 2025 (30 days credit). Transfer to Kasikornbank 412-3-08877-1.",
]
OLD_PRICES = """# ราคาน้ำยา ออโต้ไชน์ (ใบราคาปี 2567 เก่า)

- แชมพูล้างรถ 20 ลิตร 1,320 บาท
- โฟมหิมะ 20 ลิตร 1,750 บาท
- น้ำยาเคลือบยางดำ 5 ลิตร 590 บาท
- แว็กซ์คาร์นูบา 1 กก. 920 บาท
- น้ำยาเคลือบแก้ว 9H 50 มล. 1,290 บาท
- ส่งฟรีเมื่อสั่งเกิน 3,000 บาท
"""
LINE_VEERA = """[LINE] ประวัติแชทกับ วีระ อีสานเอ็กซ์เพรส
บันทึกเมื่อ: 18/08/2568 21:04

วันศุกร์, 15/08/2568
10:12	วีระ อีสานเอ็กซ์เพรส	พี่เชษฐ์ครับ ยอดเดือน ก.ค. 11,000 หัก 3% โอนให้แล้วนะครับ 10,670
10:15	เชษฐ์ คาร์แคร์	ได้รับแล้วครับ ขอบคุณครับ เดี๋ยวส่งใบเสร็จให้
10:20	วีระ อีสานเอ็กซ์เพรส	อีกเรื่องครับ ปลายเดือนบริษัทพาพนักงานไปเที่ยวเชียงคาน ใช้รถตู้ 6 คัน อยากให้ล้างใหญ่ทั้งคัน ขัดเบาะ อบโอโซนด้วย
10:26	เชษฐ์ คาร์แคร์	ได้ครับ ล้างใหญ่+ซักเบาะ+อบโอโซน คิดคันละ 450 ครับ 6 คันเป็น 2,700
10:31	วีระ อีสานเอ็กซ์เพรส	โอเคครับ เอาเข้าวันเสาร์ที่ 23 ส.ค. ได้ไหม 8 โมงเช้า ออกเดินทางวันอาทิตย์
10:33	เชษฐ์ คาร์แคร์	ได้ครับ วันเสาร์ที่ 23 ส.ค. 8 โมง ผมเรียกน้องมาเพิ่มอีกคน เสร็จก่อน 5 โมงเย็นครับ
10:40	วีระ อีสานเอ็กซ์เพรส	แล้วเดือนหน้า ก.ย. จะมีรถตู้ใหม่เพิ่มอีก 2 คันนะครับ ราคาเดิมคันละ 250 ได้ไหม
10:42	เชษฐ์ คาร์แคร์	ได้ครับ เดี๋ยวทำบันทึกแนบท้ายสัญญาให้ครับ

วันจันทร์, 18/08/2568
20:55	วีระ อีสานเอ็กซ์เพรส	พี่ครับ วันเสาร์ผมขอเอาเข้า 7 โมงครึ่งแทนได้ไหม
21:01	เชษฐ์ คาร์แคร์	ได้ครับ เปิดร้านรอเลย
"""
LINE_PIMCHANOK = """[LINE] ประวัติแชทกับ Pimchanok 🌸
บันทึกเมื่อ: 12/08/2568 19:40

วันอาทิตย์, 10/08/2568
13:05	Pimchanok 🌸	สวัสดีค่ะ เมื่อวานเอา Honda City สีขาวไปขัดสีที่ร้าน วันนี้ตากแดดเห็นรอยวนๆ เต็มฝากระโปรงเลยค่ะ
13:06	Pimchanok 🌸	[รูปภาพ]
13:20	เชษฐ์ คาร์แคร์	ขอโทษครับคุณพิมพ์ชนก เป็นรอยจากการขัดรอบแรกที่ยังเก็บงานไม่หมดครับ
13:22	Pimchanok 🌸	จ่ายไป 2,500 นะคะ ไม่โอเคเลย
13:30	เชษฐ์ คาร์แคร์	ผมขอแก้ให้ฟรีครับ เอารถเข้าวันเสาร์ที่ 16 ส.ค. ได้ไหมครับ ผมขัดเองเลย แล้วแถมบัตรล้างฟรีอีก 2 ครั้ง
13:41	Pimchanok 🌸	ได้ค่ะ 16 ส.ค. 10 โมงนะคะ

วันอังคาร, 12/08/2568
19:35	Pimchanok 🌸	ยืนยันวันเสาร์นี้นะคะ
19:38	เชษฐ์ คาร์แคร์	ครับ รอเลยครับ
"""
WAGE_TOP = ["ใบสรุปค่าแรงพนักงาน เชษฐ์ คาร์แคร์ ประจำเดือนสิงหาคม 2568",
            "จ่ายวันที่ 31 สิงหาคม 2568 (โอนเข้าบัญชี) ค่าคอมขัดสี/เคลือบคิด 10% ของค่างาน"]
WAGE_TABLE = [
    ("ชื่อ", "หน้าที่", "วันทำงาน x ค่าแรง", "ค่าแรง", "ค่าคอม", "หักเบิกล่วงหน้า", "รับสุทธิ"),
    ("แบงค์ (ธนากร)", "หัวหน้าช่างขัดสี/เคลือบ", "26 x 450", "11,700", "3,250", "2,000", "12,950"),
    ("ต้น (ปิยะพงษ์)", "ล้างรถ", "26 x 380", "9,880", "600", "0", "10,480"),
    ("นุ่น (อรทัย)", "ดูดฝุ่น/เช็ดภายใน", "24 x 350", "8,400", "450", "1,000", "7,850"),
    ("เจมส์ (ศุภชัย)", "ล้างรถ (พาร์ทไทม์ เสาร์-อาทิตย์)", "12 x 350", "4,200", "0", "0", "4,200"),
    ("รวม", "", "", "34,180", "4,300", "3,000", "35,480"),
]
WAGE_BOTTOM = ["หมายเหตุ: นุ่นลา 2 วัน (ลากิจ) / เดือนหน้าขึ้นค่าแรงต้นเป็นวันละ 400",
               "ลงชื่อ สุรเชษฐ์ ทองดี ผู้จ่าย"]
BRANCH_SLIDES = [
    ("แผนเปิดสาขา 2 บ้านทุ่ม ปี 2569 (Chet Car Care branch 2)", "สุรเชษฐ์ ทองดี - เชษฐ์ คาร์แคร์ ขอนแก่น\nสิงหาคม 2568"),
    ("ร้านเดิมปีนี้ (Mittraphap shop, 2568)", "Jan-Jul income 713,900 THB from 3,551 cars\n"
                                               "Weekends full by 10 am, customers wait over 1 hour"),
    ("ที่ใหม่ (New site)", "Rented land on Maliwan Road, Ban Thum, 1 ngan\n"
                           "Rent 12,000 THB a month, 3-year lease\n"
                           "Self-service coin wash, 3 bays, open 24 hours"),
    ("งบลงทุน (Investment)", "Coin wash machines 3 bays: 420,000 THB\nRoof and concrete floor: 260,000 THB\n"
                             "Water tank and recycling system: 85,000 THB\nTotal 765,000 THB\n"
                             "Bank loan 500,000 + own savings 265,000"),
    ("เป้าหมาย (Targets)", "Open in March 2026\nAbout 1,200 cars a month at 40-60 THB a wash\n"
                           "Break even in about 30 months"),
]
BRANCH_DRAFT = """# ไอเดียสาขา 2 (ร่าง พ.ค. 68)
- เช่าที่ริมถนนเลี่ยงเมือง เจ้าของขอเดือนละ 15,000 แพงไป
- ตู้ล้างรถหยอดเหรียญ 2 ช่อง น่าจะสัก 600,000
- ถามแบงค์ว่าอยากไปดูแลสาขาไหม
"""
LOAN_PAGES = [
    "GOVERNMENT HOUSING BANK - KHON KAEN BRANCH\nHOME LOAN STATEMENT as of 31 July 2025\n"
    "Borrowers: Mr. Surachet Thongdee and Mrs. On-uma Thongdee\n"
    "Loan account: 0401-556-2819    Property: 88/41 Baan Suan Lom Village, Sila, Khon Kaen\n"
    " \n"
    "Original loan amount: 1,850,000.00 THB (disbursed 15 October 2019), term 30 years\n"
    "Current interest rate: 5.65% per year (MRR - 1.00%, floating)\n"
    "Monthly installment: 12,400.00 THB, debited on the 5th of each month\n"
    "Installments paid: 70 of 360\n"
    " \n"
    "July 2025 installment 12,400.00 = interest 6,286.15 + principal 6,113.85\n"
    "Outstanding principal after July payment: 1,326,780.45 THB\n"
    "Interest paid January-July 2025: 44,318.62 THB\n"
    " \n"
    "Next installment: 5 August 2025. Early repayment fee 2% if closed within the first 3 years only.",
]
LIFE_NOTICE = [
    "SIAM LIFE ASSURANCE PUBLIC CO., LTD.\nPREMIUM DUE NOTICE    Date: 16 August 2025\n"
    "Policy No. SL-2019-448213    Plan: 20-Year Endowment (Savings Plus 20)\n"
    "Insured: Mrs. On-uma Thongdee    Beneficiary: Ms. Natnicha Thongdee (daughter)\n"
    "Sum insured: 500,000 THB    Policy year 7 of 20\n"
    " \n"
    "Annual premium due: 24,860.00 THB\n"
    "Due date: 15 September 2025    Grace period ends: 16 October 2025\n"
    " \n"
    "Cash back paid this year: 10,000 THB (every 3 policy years)\n"
    "Premium is tax deductible up to 100,000 THB a year (life insurance).\n"
    "Pay by bank transfer, QR code or at any branch. Agent: Ms. Kanokwan Sriwong, Tel. 086-771-2045",
]
REFINANCE_OFFER = """# ข้อเสนอรีไฟแนนซ์บ้าน กสิกร (ต.ค. 2567 ยังไม่ได้ทำ)
- ยอดที่จะรีไฟแนนซ์ประมาณ 1,390,000 บาท
- ดอกเบี้ย 3 ปีแรก 3.25% ต่อปี หลังจากนั้น MRR-1.5%
- ผ่อนเดือนละ 11,200 บาท
- ค่าประเมิน 3,000 + ค่าจดจำนอง 1% ประมาณ 13,900 บาท
- ต้องรอให้ครบ 3 ปี ธอส. ก่อน ไม่งั้นโดนค่าปรับ
"""
SCHOOL_TOP = ["โรงเรียนบ้านครูแก้ว ขอนแก่น", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
              "นักเรียน: เด็กหญิงณัฐณิชา ทองดี (น้องมายด์) ชั้นประถมศึกษาปีที่ 3/2  เลขประจำตัว 6104"]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "21,000"),
    ("ค่าหนังสือและอุปกรณ์", "1,850"),
    ("ค่ากิจกรรมและทัศนศึกษา", "2,500"),
    ("ค่าอาหารกลางวันและนม", "4,650"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "30,350"),
]
SCHOOL_BOTTOM = ["กำหนดชำระภายในวันที่ 31 ตุลาคม 2568 (เปิดภาคเรียน 3 พฤศจิกายน 2568)",
                 "ชำระภายในวันที่ 15 ตุลาคม 2568 ลด 500 บาท",
                 "ชำระผ่าน QR code ท้ายใบแจ้ง หรือที่ห้องการเงินของโรงเรียน"]
TAX_NOTE = """# ยื่นภาษีปี 2567 (ยื่นออนไลน์ 28 มี.ค. 2568)

- เงินได้ธุรกิจคาร์แคร์ 40(8) ทั้งปี 1,086,500 บาท
- หักค่าใช้จ่ายตามจริง 812,300 บาท (เก็บบิลน้ำยา ค่าน้ำ ค่าไฟ ค่าแรงไว้ในแฟ้ม)
- ลดหย่อนส่วนตัว 60,000 / บุตร 30,000 / ดอกเบี้ยบ้าน ธอส. 79,400
- เงินได้สุทธิ 104,800 บาท ไม่ถึง 150,000 ไม่ต้องเสียภาษี
- ได้คืนภาษีหัก ณ ที่จ่าย (อีสานเอ็กซ์เพรส 3%) 2,361 บาท เข้าพร้อมเพย์ 9 พ.ค.
"""
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน ส.ค. 68 (จดไว้กันลืม)

- ผ่อนบ้าน ธอส. 12,400 ตัดวันที่ 5
- ค่าเทอมน้องมายด์ เทอม 1 จ่ายไปแล้ว 29,800 (พ.ค.) เทอม 2 รอใบแจ้ง
- ประกันชีวิตแม่บ้าน ปีที่แล้วจ่าย 24,860 ปีนี้ใบแจ้งน่าจะมาเดือนนี้
- ค่าไฟบ้าน 2,340 / ค่าน้ำบ้าน 310 / เน็ต+มือถือ 1,098
- ผ่อนรถ Fortuner (ของที่บ้าน) 15,900
"""
WORKSPECT = {"todo.md": "- ตอบอีเมลฝรั่ง (คุณเดวิด) เรื่องแพ็กเกจรายเดือน\n- ส่งใบเสนอราคาโรงแรมตัวจริง\n"
                        "- จ่ายค่าน้ำร้านก่อนต้นเดือน\n- ทำบันทึกแนบท้ายสัญญาอีสานเอ็กซ์เพรส รถตู้เพิ่ม 2 คัน\n"}


def _daily(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดรายวัน 1-15 ส.ค."
    sheet.append(["ยอดล้างรถรายวัน เชษฐ์ คาร์แคร์ 1-15 สิงหาคม 2568 (Daily wash log)"])
    sheet.append(list(DAILY_HEADERS))
    for date, wash, polish, sales, note in DAILY:
        sheet.append([date, wash, polish, wash + polish, sales, note])
    sheet.append(["รวม (Total)", sum(r[1] for r in DAILY), sum(r[2] for r in DAILY),
                  sum(r[1] + r[2] for r in DAILY), sum(r[3] for r in DAILY), ""])
    money_format(sheet, 5)
    members = book.create_sheet("บัตรสมาชิก Members")
    members.append(list(MEMBER_HEADERS))
    for row in MEMBERS:
        members.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับเชษฐ์ คาร์แคร์ ม.ค.-ก.ค. 2568 (Chet Car Care income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:6])
        spend.append([month, *row[:6], total, sum(income[:3]) - total, row[6]])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "เชษฐ์คาร์แคร์"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "น้ำยา", "แชท", "พนักงาน", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาล้างรถรายเดือน_อีสานเอ็กซ์เพรส_2568.docx", FLEET_TOP,
               table=FLEET_TABLE, bottom=FLEET_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาล้างรถ_อีสานเอ็กซ์เพรส_2567.docx", OLD_FLEET_TOP,
               table=OLD_FLEET_TABLE, bottom=["ลงชื่อ วีระ ศรีสุข ผู้ว่าจ้าง", "ลงชื่อ สุรเชษฐ์ ทองดี ผู้รับจ้าง"])
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_เคลือบแก้ว_โรงแรมพิมานบุรี_2568-08.docx", HOTEL_TOP,
               table=HOTEL_TABLE, bottom=HOTEL_BOTTOM)
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_เคลือบแก้ว_คุณอนุชา_2568-07.docx", ANUCHA_TOP,
               table=ANUCHA_TABLE, bottom=ANUCHA_BOTTOM)
    _daily(shop / "ลูกค้า" / "ยอดล้างรถรายวัน_สค2568.xlsx")
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_เชษฐ์คาร์แคร์_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PWA_water_bill_shop_2025-08.pdf", WATER_BILL)
    make_pdf(shop / "บัญชี" / "PEA_electricity_bill_shop_2025-08.pdf", POWER_BILL)
    make_pdf(shop / "น้ำยา" / "AutoShine_pricelist_2025-07.pdf", PRICELIST)
    make_pdf(shop / "น้ำยา" / "AutoShine_invoice_AS2508-0311.pdf", INVOICE)
    write_docx(shop / "พนักงาน" / "ค่าแรงพนักงาน_สค2568.docx", WAGE_TOP, table=WAGE_TABLE, bottom=WAGE_BOTTOM)
    write_slides(shop / "แผนงาน" / "แผนเปิดสาขา2_บ้านทุ่ม_2569.pptx", BRANCH_SLIDES)
    make_pdf(home / "GHB_homeloan_statement_2025-07.pdf", LOAN_PAGES)
    make_pdf(home / "SiamLife_premium_notice_2025.pdf", LIFE_NOTICE)
    write_docx(home / "ใบแจ้งค่าเทอม_น้องมายด์_เทอม2_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    write_texts(docs, {
        "เชษฐ์คาร์แคร์/ลูกค้า/ใบเสนอราคา_โรงแรมพิมานบุรี_ร่าง.txt": HOTEL_DRAFT,
        "เชษฐ์คาร์แคร์/ลูกค้า/email_David_Harper_monthly_package.txt": HARPER_EMAIL,
        "เชษฐ์คาร์แคร์/บัญชี/สรุปรายรับ_เชษฐ์คาร์แคร์_2567.md": SUMMARY_2567,
        "เชษฐ์คาร์แคร์/น้ำยา/ราคาน้ำยา_ออโต้ไชน์_2567.md": OLD_PRICES,
        "เชษฐ์คาร์แคร์/แชท/LINE_วีระ_อีสานเอ็กซ์เพรส_2568-08.txt": LINE_VEERA,
        "เชษฐ์คาร์แคร์/แชท/LINE_คุณพิมพ์ชนก_HondaCity.txt": LINE_PIMCHANOK,
        "เชษฐ์คาร์แคร์/แผนงาน/ไอเดียสาขา2_ร่าง.md": BRANCH_DRAFT,
        "บ้าน/ข้อเสนอรีไฟแนนซ์บ้าน_กสิกร_2567.md": REFINANCE_OFFER,
        "บ้าน/ยื่นภาษีปี2567_บันทึก.md": TAX_NOTE,
        "บ้าน/ค่าใช้จ่ายบ้าน_สค68.md": HOUSE_NOTE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
