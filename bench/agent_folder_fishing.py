"""A folder for bench/agent_tasks.py (`--folder fishing`): a Songkhla small-scale fisherman's boat and household papers.

Mahmad Salae (บังหมาด, นายมะหมาด สาและ) fishes crab gillnets and squid from the 10-metre boat "Sofiyah" (เรือซอฟียะห์)
out of Hua Khao, Singhanakhon, Songkhla, with two crew (his friend Abdulloh and his nephew Farid), and sells the catch
to Lim Huay's pier (แพเจ๊ฮวย): two Thai engine-overhaul quotes from two workshops (docx, tables), last year's repair
note and a note on renewing the boat registration and fishing licence (md), the catch-sales book (xlsx, two sheets:
trips of 1-15 August and a month per row January-July 2568), last year's sales summary (md), the pier's English buying
price list (pdf) and its old May price note (txt), a LINE chat with the pier owner, an English email from a beach
restaurant that wants to buy direct and his Thai draft reply (md), the crew share agreements for this year and last
year (docx, tables), the crew share and advances book (xlsx, two sheets), the crew's LINE group, the fishermen
cooperative's English fuel statements for June and July (pdf), a boat and household costs book (xlsx, months in
columns), a BAAC loan statement and an electricity bill (English pdf), a Thai note on the children's school fees,
slides on replacing the engine in 2569 (pptx) and a draft of that idea (md); plus a workspect with a to-do list.
Written blind of the engine's rules, in session 23, for agent_tasks_fishing_holdout.json. Every figure a task checks
is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_DET_TOP = [
    "ใบเสนอราคา ซ่อมเครื่องยนต์เรือ",
    "อู่ช่างเดช ซ่อมเครื่องเรือ 45/2 หมู่ 3 ต.ท่าสะอ้าน อ.จะนะ จ.สงขลา โทร 081-598-2274",
    "เลขที่ 0815/68   วันที่ 4 สิงหาคม 2568",
    "เรียน บังหมาด (นายมะหมาด สาและ) เจ้าของเรือซอฟียะห์ บ้านหัวเขา อ.สิงหนคร",
    "เรื่อง ยกเครื่อง ISUZU 6BD1 (เครื่องเรือ) ใช้อะไหล่แท้ญี่ปุ่น",
]
QUOTE_DET_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ชุดลูกสูบ แหวน ปลอกสูบ (แท้)", "6 สูบ", "18,600"),
    ("2", "ชุดปะเก็นยกเครื่อง", "1 ชุด", "3,200"),
    ("3", "เจียร์ข้อเหวี่ยง + ชาฟท์ข้อ ชาฟท์ก้าน", "1 งาน", "4,800"),
    ("4", "ตั้งปั๊มน้ำมันเชื้อเพลิง + ซ่อมหัวฉีด", "6 หัว", "7,400"),
    ("5", "ค่าแรงถอด-ประกอบ ยกลงจากเรือและใส่คืน", "1 งาน", "12,000"),
    ("", "รวมทั้งสิ้น", "", "46,000"),
]
QUOTE_DET_BOTTOM = [
    "มัดจำก่อนเริ่มงาน 20,000 บาท ที่เหลือจ่ายวันรับเรือ",
    "ใช้เวลาประมาณ 12 วัน (รวมวันยกเครื่องขึ้นจากเรือ)",
    "รับประกันงาน 6 เดือน หรือ 600 ชั่วโมงเครื่อง แล้วแต่อย่างใดถึงก่อน",
    "ลงชื่อ เดชา หนูแก้ว (ช่างเดช)",
]
QUOTE_TAWEE_TOP = [
    "ใบเสนอราคา",
    "อู่ทวีชัยการช่าง ถนนเก้าแสน ต.เขารูปช้าง อ.เมืองสงขลา โทร 074-336-910",
    "วันที่ 6 ส.ค. 2568",
    "ลูกค้า: คุณมะหมาด สาและ (เรือซอฟียะห์)",
    "งาน: ยกเครื่อง อีซูซุ 6BD1",
]
QUOTE_TAWEE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ลูกสูบ แหวน ปลอกสูบ (เทียมไต้หวัน)", "6 สูบ", "14,900"),
    ("ปะเก็นชุดใหญ่", "1 ชุด", "2,800"),
    ("เจียร์ข้อเหวี่ยง", "1 งาน", "4,500"),
    ("ล้างหัวฉีด (ไม่รวมตั้งปั๊ม)", "6 หัว", "3,600"),
    ("ค่าแรง", "1 งาน", "10,500"),
    ("รวม", "", "36,300"),
]
QUOTE_TAWEE_BOTTOM = [
    "มัดจำครึ่งหนึ่ง 18,150 บาท",
    "ลูกค้านำเรือมาขึ้นคานที่อู่เอง งานเสร็จประมาณ 2 สัปดาห์",
    "รับประกัน 3 เดือน",
    "ทวีชัย แสงทอง",
]
REPAIR_2567 = """# ซ่อมเรือซอฟียะห์ ปี 2567

- 18 ก.พ. 67 เปลี่ยนใบจักรทองเหลือง 3 แฉก ร้านท่าสะอ้าน 6,500 บาท
- 2-9 มิ.ย. 67 ขึ้นคาน ทาสีท้องเรือ ยาแนว อู่บ้านบ่อเตย 14,000 บาท
- 30 ต.ค. 67 เปลี่ยนไดชาร์จ 24V 3,800 บาท
- รวมทั้งปี 24,300 บาท
- ช่างเดชดูเครื่องแล้วบอกว่าปีหน้าน่าจะต้องยกเครื่อง ประมาณ 40,000 กว่าบาท ควันดำ กินน้ำมันขึ้น
"""
REGISTRATION_NOTE = """# ต่อทะเบียนเรือ + ใบอนุญาตทำการประมง ปี 2568

เรือซอฟียะห์ ทะเบียนเรือ 671203881 ขนาด 4.9 ตันกรอส ยาว 10.2 เมตร

## ใบอนุญาตใช้เรือ (เจ้าท่า)
- หมดอายุ 30 ก.ย. 2568
- นัดตรวจเรือ สำนักงานเจ้าท่าภูมิภาคสาขาสงขลา วันที่ 12 ก.ย. 2568 บ่ายโมง
- ค่าตรวจเรือ 350 บาท ค่าใบอนุญาต 270 บาท
- ต้องมีห่วงชูชีพ 2 อัน เสื้อชูชีพครบ 3 ตัว (ของฟาริดขาด ต้องซื้อใหม่)

## ใบอนุญาตทำการประมงพื้นบ้าน (ประมงอำเภอสิงหนคร)
- เครื่องมือ อวนลอยปู 1,800 เมตร + ลอบหมึก 120 ลูก
- ยื่นต่อออนไลน์ภายใน 31 ต.ค. 2568 ไม่เสียค่าธรรมเนียม
- ใช้สำเนาบัตรประชาชน ทะเบียนบ้าน ใบทะเบียนเรือ รูปเรือ 2 รูป
"""
TRIP_HEADERS = ("วันที่ (Date)", "ปูม้าใหญ่ กก. (Crab L, kg)", "ปูม้ากลาง กก. (Crab M, kg)",
                "หมึกกล้วย กก. (Squid, kg)", "ปลาเบ็ดเตล็ด กก. (Mixed fish, kg)", "ยอดขาย (Sales, THB)",
                "ค่าน้ำแข็งแพหัก (Ice, THB)", "รับสุทธิ (Net, THB)")
TRIPS = [("02/08/2568", 18.5, 22, 14, 40, 5), ("04/08/2568", 21, 25.5, 9, 35, 5),
         ("06/08/2568", 12, 16, 20.5, 52, 6), ("09/08/2568", 24.5, 30, 11, 28, 5),
         ("11/08/2568", 16, 19.5, 17, 46, 6), ("13/08/2568", 20, 24, 8.5, 31, 4),
         ("15/08/2568", 14.5, 21, 15, 38, 5)]
PRICES = (320, 230, 185, 35)
ICE_BUCKET = 45
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
MONTHLY_HEADERS = ("เดือน (Month)", "จำนวนเที่ยว (Trips)", "ปูม้า กก. (Crab, kg)", "หมึก กก. (Squid, kg)",
                   "ยอดขายให้แพ (Sales, THB)")
MONTHLY = [(13, 410, 180, 168400), (15, 455, 190, 182650), (19, 612, 240, 236800), (18, 570, 226, 221300),
           (16, 498, 205, 194150), (12, 395, 168, 158700), (14, 446, 182, 176900)]
SALES_2567 = """# สรุปขายปลาให้แพเจ๊ฮวย ปี 2567 (ปีที่แล้ว)

- ยอดขายทั้งปี 2,061,500 บาท ออกเรือ 171 เที่ยว
- เดือนที่ขายได้มากสุด มี.ค. 2567 ได้ 228,400 บาท
- เดือนที่แย่สุด ธ.ค. 2567 มรสุม ออกได้ 6 เที่ยว ได้ 61,200 บาท
- ปูม้าทั้งปี 5,320 กก. หมึก 2,140 กก.
- ปีนี้ตั้งใจว่าจะไม่ให้ต่ำกว่าปีที่แล้ว
"""
PRICE_PAGES = [
    "LIM HUAY SEAFOOD - Hua Khao Fishing Pier\n"
    "Moo 6, Hua Khao, Singhanakhon, Songkhla 90280  Tel. 074-334-518\n"
    "BUYING PRICES FOR MEMBER BOATS - effective 1 August 2025 (THB per kg)\n"
    " \n"
    "Blue swimming crab, large (3-5 per kg) ......... 320\n"
    "Blue swimming crab, medium (6-8 per kg) ........ 230\n"
    "Blue swimming crab, small / soft shell ......... 120\n"
    "Splendid squid, large .......................... 185\n"
    "Splendid squid, small .......................... 110\n"
    "Cuttlefish ..................................... 155\n"
    "Banana prawn, large ............................ 285\n"
    "Short mackerel ................................. 70\n"
    "Mixed fish ..................................... 35\n"
    " \n"
    "Ice: 45 THB per bucket, deducted from each sale.\n"
    "Payment every 15 days by bank transfer (1-15 paid by the 18th, 16-end paid by the 3rd).\n"
    "Crab prices follow the export factory and may change weekly.",
]
OLD_PRICE = ("ราคารับซื้อแพเจ๊ฮวย ตั้งแต่ 1 พ.ค. 68 (จดจากกระดานหน้าแพ)\n"
             "ปูม้าใหญ่ 350\nปูม้ากลาง 250\nปูนิ่ม/ปูเล็ก 130\nหมึกกล้วยใหญ่ 170\nหมึกเล็ก 100\n"
             "หมึกกระดอง 150\nกุ้งแชบ๊วยใหญ่ 300\nปลาทู 65\nปลาเบ็ดเตล็ด 35\nน้ำแข็ง ถังละ 40\n")
LINE_HUAY = """[LINE] แชทกับ เจ๊ฮวย แพปลาหัวเขา
2025.08.15 Friday
18:42 เจ๊ฮวย แพปลา: บังหมาด รอบ 1-15 ส.ค. เจ๊รวมให้แล้วนะ ยอดสุทธิหลังหักน้ำแข็ง 102,225 บาท
18:44 บังหมาด: ครับเจ๊ ขอบคุณครับ
18:45 เจ๊ฮวย แพปลา: ที่ยืมไป 5,000 ตอนซ่อมไดชาร์จ เจ๊หักรอบนี้เลยนะ เหลือโอน 97,225 บาท
18:47 บังหมาด: ได้ครับ โอนวันไหนครับเจ๊
18:48 เจ๊ฮวย แพปลา: วันจันทร์ที่ 18 ส.ค. ตอนบ่าย เข้ากรุงไทยเหมือนเดิม
18:50 เจ๊ฮวย แพปลา: อีกเรื่อง ปูใหญ่โรงงานกดราคาลงอีก อาทิตย์หน้าอาจเหลือ 300 นะ
18:52 บังหมาด: โอ้ย ลงทุกอาทิตย์เลยเจ๊
18:53 เจ๊ฮวย แพปลา: หมึกยังดีอยู่ เอามาเยอะๆ ได้เลย
2025.08.18 Monday
14:10 เจ๊ฮวย แพปลา: [รูปภาพ] โอนแล้วนะ
14:26 บังหมาด: ได้รับแล้วครับ
"""
SEABREEZE_EMAIL = """From: Daniel Hartley <daniel@seabreezekitchen.co.th>
To: mahmad.salae@gmail.com
Date: Tue, 12 Aug 2025 09:17 +0700
Subject: Buying fresh crab and squid direct from your boat

Dear Khun Mahmad,

My friend Khun Nok at the Hua Khao homestay gave me your contact. I manage Sea Breeze Kitchen on Samila Beach
and we would like to buy fresh catch directly from a local boat instead of the market.

What we need:
- Blue swimming crab (large), about 15 kg, twice a week (Tuesday and Friday)
- Splendid squid, about 10 kg, on the same days
- Delivered to our kitchen by 10:00 am, on ice

We can offer 360 THB per kg for crab and 200 THB per kg for squid, paid every Monday by bank transfer.
We would like to start with a one-month trial from 2 September 2025.

Could you also send us a photo of your fishing licence? Our hotel partner asks for it.
Please reply by 22 August if this works for you.

Best regards,
Daniel Hartley
Restaurant Manager, Sea Breeze Kitchen, Samila Beach, Songkhla
Tel. 089-771-4032
"""
SEABREEZE_DRAFT = """# ร่างตอบร้านซีบรีซ (ยังไม่ได้ส่ง)

- ขอปูใหญ่ กก.ละ 380 หมึก 210 เพราะต้องขับรถไปส่งเอง
- ส่งได้ อังคาร กับ ศุกร์ แต่ถ้าคลื่นลมแรงออกเรือไม่ได้ต้องขอยกเลิก
- ปูอาทิตย์ละ 30 กก. ต้องกันไว้จากที่ส่งแพ เจ๊ฮวยจะว่าไหม
- ให้ก๊ะป๊ะช่วยพิมพ์ภาษาอังกฤษ
"""
CREW_TOP = [
    "ข้อตกลงการแบ่งส่วนรายได้ลูกเรือ เรือซอฟียะห์ ปี 2568",
    "ทำที่บ้านหัวเขา หมู่ 6 ต.หัวเขา อ.สิงหนคร จ.สงขลา วันที่ 2 มกราคม 2568",
    "ระหว่าง นายมะหมาด สาและ (เจ้าของเรือและไต๋เรือ) กับ นายอับดุลเลาะ ยูโซะ และ นายฟาริด สาและ (ลูกเรือ)",
    "1. รายได้จากการขายสัตว์น้ำให้แพในแต่ละเดือน หักค่าน้ำมัน ค่าน้ำแข็ง และค่าเหยื่อ/อวนก่อน แล้วจึงแบ่งตามตาราง",
    "2. แบ่งเงินทุกสิ้นเดือน จ่ายเป็นเงินสดหรือโอนภายในวันที่ 3 ของเดือนถัดไป",
]
CREW_TABLE = [
    ("ผู้รับ", "ส่วนแบ่ง", "หมายเหตุ"),
    ("ค่าเรือและเครื่องมือ", "30%", "เก็บไว้ซ่อมเรือ ซ่อมอวน"),
    ("นายมะหมาด สาและ (ไต๋เรือ)", "30%", ""),
    ("นายอับดุลเลาะ ยูโซะ", "20%", ""),
    ("นายฟาริด สาและ", "20%", ""),
]
CREW_BOTTOM = [
    "3. ลูกเรือเบิกเงินล่วงหน้าได้ไม่เกินคนละ 3,000 บาทต่อเดือน หักคืนตอนแบ่งเงินสิ้นเดือน",
    "4. ค่าข้าวและกาแฟในเรือ เจ้าของเรือออกให้ เที่ยวละ 150 บาท",
    "5. เดือนใดหักต้นทุนแล้วขาดทุน ลูกเรือไม่ต้องรับผิดชอบส่วนที่ขาด",
    "6. ลูกเรือที่จะหยุดงานต้องบอกล่วงหน้า 1 เดือน",
    "ลงชื่อ มะหมาด สาและ   ลงชื่อ อับดุลเลาะ ยูโซะ   ลงชื่อ ฟาริด สาและ",
]
OLD_CREW_TOP = [
    "ข้อตกลงแบ่งส่วนลูกเรือ เรือซอฟียะห์ ปี 2567",
    "วันที่ 3 มกราคม 2567",
    "1. รายได้ขายให้แพ หักค่าน้ำมันและน้ำแข็งก่อน แล้วแบ่งตามตาราง",
]
OLD_CREW_TABLE = [
    ("ผู้รับ", "ส่วนแบ่ง"),
    ("ค่าเรือ", "25%"),
    ("นายมะหมาด สาและ", "35%"),
    ("นายอับดุลเลาะ ยูโซะ", "20%"),
    ("นายรอมลี เจ๊ะหลง", "20%"),
]
OLD_CREW_BOTTOM = ["2. เบิกล่วงหน้าได้ไม่เกินคนละ 2,000 บาทต่อเดือน", "3. ค่าข้าวในเรือ เที่ยวละ 100 บาท"]
ADVANCE_HEADERS = ("วันที่ (Date)", "ลูกเรือ (Crew)", "เบิก (Advance, THB)", "เหตุผล (Reason)")
ADVANCES = [("05/07/2568", "อับดุลเลาะ (บังเลาะ)", 2000, "ค่าเทอมลูก"),
            ("12/07/2568", "ฟาริด", 1000, ""),
            ("20/07/2568", "อับดุลเลาะ (บังเลาะ)", 1000, "ค่ายาแม่"),
            ("02/08/2568", "ฟาริด", 1500, "ซ่อมมอเตอร์ไซค์"),
            ("08/08/2568", "อับดุลเลาะ (บังเลาะ)", 1500, ""),
            ("16/08/2568", "อับดุลเลาะ (บังเลาะ)", 1000, "ขอทางไลน์ โอนให้แล้ว")]
LINE_CREW = """[LINE] กลุ่ม ลูกเรือซอฟียะห์
2025.08.14 Thursday
19:05 บังหมาด: พรุ่งนี้ออกตีสี่เหมือนเดิมนะ เจอกันที่สะพานปลา
19:07 ฟาริด: ครับบัง
19:20 บังเลาะ: บัง พรุ่งนี้ผมเอาอวนปูชุดใหม่ไปด้วยไหม
19:22 บังหมาด: เอาไป 2 หัว ชุดเก่าขาดเยอะแล้ว
2025.08.16 Saturday
08:31 บังเลาะ: บังขอเบิก 1,000 ก่อนได้ไหม ลูกไม่สบาย
08:40 บังหมาด: โอนให้แล้วนะ จดไว้ในบัญชีแล้ว
2025.08.19 Tuesday
17:45 บังหมาด: กรมอุตุเตือนคลื่นสูง 2-3 เมตร 20-22 ส.ค. หยุด 3 วันนะ ไม่ออก
17:50 ฟาริด: ครับ ผมจะไปช่วยแม่กรีดยาง
17:52 บังเลาะ: งั้นผมซ่อมอวนที่บ้าน
"""
FUEL_JUL = [
    "SINGHANAKHON FISHERMEN COOPERATIVE LTD.\n"
    "Fishing Pier Fuel Station, Hua Khao, Singhanakhon, Songkhla 90280\n"
    "MEMBER FUEL ACCOUNT STATEMENT - July 2025\n"
    "Member: Mr. Mahmad Salae   Member No. SK-0318   Boat: SOFIYAH (reg. 671203881)\n"
    " \n"
    "Date        Product            Litres   Price/L   Amount (THB)\n"
    "03/07/2025  Fishery diesel     200      27.85     5,570.00\n"
    "09/07/2025  Fishery diesel     240      27.85     6,684.00\n"
    "15/07/2025  Fishery diesel     180      27.85     5,013.00\n"
    "22/07/2025  Fishery diesel     260      27.85     7,241.00\n"
    "28/07/2025  Fishery diesel     260      27.85     7,241.00\n"
    " \n"
    "Total this month: 1,140 litres   31,749.00 THB\n"
    "Previous balance (June) 27,636.00 - paid 08/07/2025 - balance 0.00\n"
    "AMOUNT DUE: 31,749.00 THB   PAYMENT DUE DATE: 10 August 2025\n"
    "Late payment: credit line suspended until the balance is paid. Member dividend is paid in March.",
]
FUEL_JUN = [
    "SINGHANAKHON FISHERMEN COOPERATIVE LTD.\n"
    "Fishing Pier Fuel Station, Hua Khao, Singhanakhon, Songkhla 90280\n"
    "MEMBER FUEL ACCOUNT STATEMENT - June 2025\n"
    "Member: Mr. Mahmad Salae   Member No. SK-0318   Boat: SOFIYAH (reg. 671203881)\n"
    " \n"
    "Date        Product            Litres   Price/L   Amount (THB)\n"
    "04/06/2025  Fishery diesel     220      28.20     6,204.00\n"
    "11/06/2025  Fishery diesel     200      28.20     5,640.00\n"
    "18/06/2025  Fishery diesel     180      28.20     5,076.00\n"
    "24/06/2025  Fishery diesel     200      28.20     5,640.00\n"
    "30/06/2025  Fishery diesel     180      28.20     5,076.00\n"
    " \n"
    "Total this month: 980 litres   27,636.00 THB\n"
    "AMOUNT DUE: 27,636.00 THB   PAYMENT DUE DATE: 10 July 2025",
]
COST_ROWS = [
    ("น้ำมันเรือ (Fuel)", [24900, 29300, 36450, 34800, 30120, 27636, 31749]),
    ("น้ำแข็ง (Ice)", [3600, 4200, 5400, 5100, 4350, 3300, 3450]),
    ("เหยื่อ/อวน (Bait & nets)", [2800, 1900, 6500, 2400, 2100, 8900, 1950]),
    ("ซ่อมเรือ (Repairs)", [0, 1200, 0, 3800, 0, 2500, 900]),
]
HOME_ROWS = [
    ("ค่าไฟ (Electricity)", [1105.20, 1180.45, 1356.80, 1690.12, 1574.90, 1410.05, 1482.36]),
    ("ผ่อน ธ.ก.ส. (BAAC loan)", [6250] * 7),
    ("ค่ารถตู้ลูก (School van)", [1200, 1200, 600, 0, 1200, 1200, 1200]),
    ("ค่าโทรศัพท์ (Phones)", [598, 598, 598, 598, 598, 598, 598]),
]
BAAC_PAGES = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC)\n"
    "Singhanakhon Branch, Songkhla   Tel. 074-331-205\n"
    "LOAN ACCOUNT STATEMENT as of 31 July 2025\n"
    " \n"
    "Borrower: Mr. Mahmad Salae   Customer No. 0907-22154\n"
    "Loan purpose: fishing boat engine parts and crab gillnets\n"
    "Contract No. 6603-0147 dated 15 March 2023\n"
    "Original principal: 250,000.00 THB   Term: 48 months   Interest: 7.00% per year\n"
    "Monthly installment: 6,250.00 THB, debited on the 25th of each month\n"
    " \n"
    "Recent payments:\n"
    "25/05/2025   6,250.00   principal 5,531.20   interest 718.80\n"
    "25/06/2025   6,250.00   principal 5,563.45   interest 686.55\n"
    "25/07/2025   6,250.00   principal 5,595.90   interest 654.10\n"
    " \n"
    "Installments paid: 28 of 48\n"
    "Outstanding principal: 114,380.40 THB\n"
    "Next installment: 6,250.00 THB due 25 August 2025\n"
    "Early full repayment is allowed without fee. Please keep enough balance in savings account 020-1-77453-8.",
]
PEA_PAGES = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Singhanakhon Office\n"
    "ELECTRICITY BILL / e-Bill\n"
    "Account name: Mrs. Sareepah Salae   CA No. 020011458733\n"
    "Address: 112 Moo 6, Hua Khao, Singhanakhon, Songkhla 90280\n"
    "Tariff: 1.1.2 Residential (over 150 units)\n"
    " \n"
    "Reading period: 20 June 2025 - 20 July 2025\n"
    "Meter reading: 28,914 - 28,602 = 312 units (kWh)\n"
    "Energy charge 1,235.40   Ft 61.15   Service charge 24.62\n"
    "VAT 7% 96.98   Other 64.21\n"
    "Total amount: 1,482.36 THB\n"
    "Payment due date: 8 August 2025\n"
    "Pay via PEA Smart Plus, bank apps or 7-Eleven.",
]
SCHOOL_NOTE = """# ค่าเทอมลูก ปีการศึกษา 2568

## ซอฟียะห์ ม.5 โรงเรียนสิงหนครพิทยา
- เทอม 1 ค่าบำรุงการศึกษา 4,200 บาท จ่ายแล้ว 14 พ.ค. 68
- เทอม 2 ค่าบำรุงการศึกษา 3,950 บาท ต้องจ่ายภายใน 7 พ.ย. 2568 (ครูประจำชั้นแจ้งในกลุ่มผู้ปกครอง)
- ค่ารถตู้ เดือนละ 1,200 บาท จ่ายพี่ดลทุกต้นเดือน
- เรียนพิเศษอังกฤษวันเสาร์ เดือนละ 800 บาท

## อิรฟาน ป.4 โรงเรียนบ้านหัวเขา
- เรียนฟรี ไม่มีค่าเทอม
- ทัศนศึกษาไปหาดใหญ่ 650 บาท ส่งครูภายใน 29 ส.ค. 2568
- ชุดนักเรียน + รองเท้า 1,380 บาท ซื้อแล้ว
"""
PLAN_SLIDES = [
    ("แผนเปลี่ยนเครื่องเรือซอฟียะห์ ปี 2569 (New engine plan 2026)",
     "มะหมาด สาและ - เรือประมงพื้นบ้าน บ้านหัวเขา สิงหนคร\nสิงหาคม 2568"),
    ("ทำไมต้องเปลี่ยน (Why change)", "Isuzu 6BD1, used 11 years, black smoke\n"
                                    "Repairs 2024: 24,300 THB; overhaul quote 46,000 THB and still an old engine\n"
                                    "Fuel about 220 litres a trip, 20% more than 2 years ago"),
    ("ตัวเลือก (Options)", "A) Reconditioned Hino J08 from Tha Sa-an, installed: 128,000 THB, 1-year warranty\n"
                          "B) New Weichai marine diesel 120 hp, installed: 185,000 THB, 2-year warranty\n"
                          "Choose A if the fisheries fund loan is not approved"),
    ("เงินทุน (Money)", "Savings for the boat: 60,000 THB\n"
                        "Singhanakhon fishermen fund loan: ask 70,000 THB at 1% a year\n"
                        "Do not borrow more from BAAC until the old loan ends (March 2027)"),
    ("เป้าหมาย (Targets)", "Change the engine in April 2026, between the crab seasons\n"
                          "Save about 4,000 THB of fuel a month\n"
                          "Boat out of the water max 10 days, crew paid 300 THB a day to help"),
]
PLAN_DRAFT = """# ไอเดียเปลี่ยนเครื่อง (ร่าง มิ.ย. 68)
- เครื่องใหม่น่าจะราว 150,000 ถามช่างเดชอีกที
- มือสองญี่ปุ่น 100,000 กว่าๆ
- เงินเก็บตอนนี้ 45,000
- ลองถามกองทุนหมู่บ้านด้วย
"""
WORKSPECT = {"todo.md": "- จ่ายค่าน้ำมันสหกรณ์ก่อนวันที่ 10\n- ตอบอีเมลร้านซีบรีซ\n"
                        "- ซื้อเสื้อชูชีพให้ฟาริด\n- ตัดสินใจเรื่องอู่ยกเครื่อง\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ขายแพ 1-15 ส.ค."
    sheet.append(["บัญชีขายปลาให้แพเจ๊ฮวย เรือซอฟียะห์ 1-15 สิงหาคม 2568 (catch sold to the pier)"])
    sheet.append(list(TRIP_HEADERS))
    sales_total = net_total = 0
    for date, *kilos, buckets in TRIPS:
        sales = sum(kg * price for kg, price in zip(kilos, PRICES))
        sales = int(sales) if float(sales).is_integer() else sales
        net = sales - buckets * ICE_BUCKET
        sales_total, net_total = sales_total + sales, net_total + net
        sheet.append([date, *kilos, sales, buckets * ICE_BUCKET, net])
    sheet.append(["รวม (Total)", *(sum(trip[i] for trip in TRIPS) for i in range(1, 5)), int(sales_total),
                  sum(trip[5] for trip in TRIPS) * ICE_BUCKET, int(net_total)])
    for column in (6, 7, 8):
        money_format(sheet, column)
    months = book.create_sheet("สรุปรายเดือน Monthly")
    months.append(["ยอดขายให้แพ ม.ค.-ก.ค. 2568 (Sales to the pier, Jan-Jul 2025)"])
    months.append(list(MONTHLY_HEADERS))
    for month, row in zip(MONTHS, MONTHLY):
        months.append([month, *row])
    months.append(["รวม (Total)", *(sum(column) for column in zip(*MONTHLY))])
    money_format(months, 5)
    book.save(path)


def _crew(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ส่วนแบ่ง Shares"
    sheet.append(["ส่วนแบ่งลูกเรือ เรือซอฟียะห์ ม.ค.-ก.ค. 2568 (crew shares)"])
    sheet.append(["เดือน (Month)", "ยอดขายให้แพ (Sales)", "หักน้ำมัน น้ำแข็ง เหยื่อ (Trip costs)",
                  "เหลือแบ่ง (To share)", "บังเลาะ 20% (Abdulloh)", "ฟาริด 20% (Farid)"])
    for index, month in enumerate(MONTHS):
        sales = MONTHLY[index][3]
        costs = sum(row[1][index] for row in COST_ROWS[:3])
        share = round((sales - costs) * 0.2)
        sheet.append([month, sales, costs, sales - costs, share, share])
    rows = list(sheet.iter_rows(min_row=3, values_only=True))
    sheet.append(["รวม (Total)", *(sum(row[i] for row in rows) for i in range(1, 6))])
    for column in range(2, 7):
        money_format(sheet, column)
    advances = book.create_sheet("เบิกล่วงหน้า Advances")
    advances.append(["เงินเบิกล่วงหน้าลูกเรือ ก.ค.-ส.ค. 2568"])
    advances.append(list(ADVANCE_HEADERS))
    for row in ADVANCES:
        advances.append(list(row))
    for name, label in (("อับดุลเลาะ", "รวมบังเลาะ (Abdulloh total)"), ("ฟาริด", "รวมฟาริด (Farid total)")):
        advances.append([label, "", sum(row[2] for row in ADVANCES if row[1].startswith(name)), ""])
    money_format(advances, 3)
    book.save(path)


def _costs(path: Path) -> None:
    book = openpyxl.Workbook()
    for index, (title, heading, rows) in enumerate((
            ("ค่าใช้จ่ายเรือ Boat", "ค่าใช้จ่ายเรือซอฟียะห์ 2568 (boat costs 2025)", COST_ROWS),
            ("ค่าใช้จ่ายบ้าน Home", "ค่าใช้จ่ายบ้าน 2568 (household bills 2025)", HOME_ROWS))):
        sheet = book.active if index == 0 else book.create_sheet()
        sheet.title = title
        sheet.append([heading])
        sheet.append(["รายการ (Item)", *MONTHS])
        for label, values in rows:
            sheet.append([label, *values])
        sheet.append(["รวม (Total)", *(round(sum(row[1][i] for row in rows), 2) for i in range(7))])
        for column in range(2, 9):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    boat = docs / "เรือซอฟียะห์"
    for sub in ("ซ่อมเรือ", "ขายปลา", "ลูกเรือ", "น้ำมัน", "แผนงาน"):
        (boat / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(boat / "ซ่อมเรือ" / "ใบเสนอราคายกเครื่อง_อู่ช่างเดช_2568.docx", QUOTE_DET_TOP,
               table=QUOTE_DET_TABLE, bottom=QUOTE_DET_BOTTOM)
    write_docx(boat / "ซ่อมเรือ" / "ใบเสนอราคายกเครื่อง_อู่ทวีชัย_2568.docx", QUOTE_TAWEE_TOP,
               table=QUOTE_TAWEE_TABLE, bottom=QUOTE_TAWEE_BOTTOM)
    _sales(boat / "ขายปลา" / "บัญชีขายปลา_แพเจ๊ฮวย_2568.xlsx")
    make_pdf(boat / "ขายปลา" / "LimHuay_buying_prices_2025-08.pdf", PRICE_PAGES)
    (boat / "ขายปลา" / "LINE_เจ๊ฮวย_แพปลา.txt").write_text(LINE_HUAY, encoding="utf-8")
    (boat / "ขายปลา" / "SeaBreezeKitchen_email_2025-08.txt").write_text(SEABREEZE_EMAIL, encoding="utf-8")
    write_docx(boat / "ลูกเรือ" / "ข้อตกลงแบ่งส่วนลูกเรือ_2568.docx", CREW_TOP, table=CREW_TABLE,
               bottom=CREW_BOTTOM)
    write_docx(boat / "ลูกเรือ" / "ข้อตกลงแบ่งส่วนลูกเรือ_2567.docx", OLD_CREW_TOP, table=OLD_CREW_TABLE,
               bottom=OLD_CREW_BOTTOM)
    _crew(boat / "ลูกเรือ" / "ส่วนแบ่งลูกเรือ_2568.xlsx")
    (boat / "ลูกเรือ" / "LINE_กลุ่มลูกเรือซอฟียะห์.txt").write_text(LINE_CREW, encoding="utf-8")
    make_pdf(boat / "น้ำมัน" / "SHK_FishermenCoop_fuel_2025-07.pdf", FUEL_JUL)
    make_pdf(boat / "น้ำมัน" / "SHK_FishermenCoop_fuel_2025-06.pdf", FUEL_JUN)
    _costs(boat / "ค่าใช้จ่ายเรือและบ้าน_2568.xlsx")
    write_slides(boat / "แผนงาน" / "แผนเปลี่ยนเครื่องเรือ_2569.pptx", PLAN_SLIDES)
    make_pdf(home / "BAAC_loan_statement_2025-07.pdf", BAAC_PAGES)
    make_pdf(home / "PEA_bill_2025-07.pdf", PEA_PAGES)
    write_texts(docs, {
        "เรือซอฟียะห์/ซ่อมเรือ/ซ่อมเรือ_ปี2567.md": REPAIR_2567,
        "เรือซอฟียะห์/ต่อทะเบียนเรือ_ใบอนุญาตประมง_2568.md": REGISTRATION_NOTE,
        "เรือซอฟียะห์/ขายปลา/สรุปขายปลา_ปี2567.md": SALES_2567,
        "เรือซอฟียะห์/ขายปลา/ราคารับซื้อแพ_พค68.txt": OLD_PRICE,
        "เรือซอฟียะห์/ขายปลา/ร่างตอบร้านซีบรีซ.md": SEABREEZE_DRAFT,
        "เรือซอฟียะห์/แผนงาน/ไอเดียเปลี่ยนเครื่อง_ร่าง.md": PLAN_DRAFT,
        "บ้าน/ค่าเทอมลูก_2568.md": SCHOOL_NOTE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the fisherman's to-do list."""
    write_texts(workspect, WORKSPECT)
