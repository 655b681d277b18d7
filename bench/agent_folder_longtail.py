"""A folder for a blind agent-task set (`longtail`): a Krabi longtail-boat tour operator's papers plus household papers.

Abdulloh Madsale (บังเลาะ, นายอับดุลเลาะ หมัดสะและ) runs Lah Longtail Tours (ลาห์ ลองเทล ทัวร์) from Ao Nang, Krabi,
with three longtail boats (ซอฟียะห์ 1, ซอฟียะห์ 2, นูรุลฮูดา) and three hired boatmen (บังหมาด, ยูโสบ, อาลี). The
folder holds: the Thai net-rate contract with the agent Andaman Holiday Travel for 2568-69 (docx, a rate table) and
last year's contract; the agents' bookings for 1-15 November 2568 (xlsx, two sheets: bookings and a by-agent
summary); a LINE chat with the agent's staff (พี่จอย) about a large group; an English quotation to a resort (docx,
a table) with a Thai draft of it and a similar quotation to a dive shop; an English email from a Danish couple who
want boats for their wedding; income and expenses January-October 2568 (xlsx, two sheets, Thai/English headers)
and last year's income summary (md); the boatmen's October wages (xlsx, two sheets: wages and advances); the
national park's English fee rates for 2025 and the October fee receipt (pdf) with a Thai note of last year's fees;
an engine workshop's English invoice and the Marine Department's licence renewal (pdf); Thai notes of a boatmen's
meeting and a LINE chat with a boatman; slides on buying a fourth boat in 2569 (pptx) and a draft of that idea;
and household papers: an English electricity bill and home-financing statement (pdf), the daughter's school-fee
notice (docx, a table) and a Thai household-costs note. The workspect holds a to-do list.
All people, firms and figures are invented.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาบริการเรือหางยาวนำเที่ยว (ราคาเน็ตสำหรับเอเจนต์)",
    "ทำที่ ตำบลอ่าวนาง อำเภอเมืองกระบี่ จังหวัดกระบี่ วันที่ 25 ตุลาคม 2568",
    "ผู้ซื้อบริการ: บริษัท อันดามันฮอลิเดย์ ทราเวล จำกัด 45/7 ถนนอ่าวนาง ตำบลอ่าวนาง อำเภอเมืองกระบี่ "
    "จังหวัดกระบี่ 81180 โดย นางสาวจอยรัตน์ ศรีสุข ผู้จัดการฝ่ายจองทัวร์",
    "ผู้ให้บริการ: นายอับดุลเลาะ หมัดสะและ (ลาห์ ลองเทล ทัวร์) 12/3 หมู่ 2 ตำบลอ่าวนาง อำเภอเมืองกระบี่ "
    "จังหวัดกระบี่ 81180 โทร 081-968-2247",
    "ข้อ 1. สัญญามีผลตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569",
    "ข้อ 2. ผู้ให้บริการจัดเรือหางยาวพร้อมคนขับและเสื้อชูชีพครบทุกที่นั่ง ตามราคาเน็ตในตารางท้ายสัญญา "
    "ราคานี้ไม่รวมค่าธรรมเนียมอุทยานแห่งชาติ ซึ่งลูกค้าชำระเองที่ท่าเรือ",
    "ข้อ 3. ผู้ซื้อบริการชำระเงินภายใน 7 วันหลังสิ้นสุดแต่ละครึ่งเดือน (วันที่ 15 และวันสิ้นเดือน) โดยโอนเข้าบัญชีผู้ให้บริการ",
    "ข้อ 4. ยกเลิกก่อนเวลาออกเรือน้อยกว่า 24 ชั่วโมง คิดค่าบริการร้อยละ 50 "
    "กรณีงดออกเรือเพราะคลื่นลมแรงตามประกาศของกรมเจ้าท่า ไม่คิดค่าใช้จ่าย",
    "ข้อ 5. กรุ๊ปตั้งแต่ 15 คนขึ้นไป ตกลงราคาเป็นครั้งๆ ไป",
    "ตารางราคาเน็ตท้ายสัญญา",
]
CONTRACT_TABLE = [
    ("รายการทัวร์", "หน่วย", "ราคาเน็ต (บาท)"),
    ("ทัวร์ 4 เกาะ เรือรวม ผู้ใหญ่", "ต่อคน", "550"),
    ("ทัวร์ 4 เกาะ เรือรวม เด็ก 4-11 ปี", "ต่อคน", "350"),
    ("เกาะห้อง เหมาลำ (ไม่เกิน 8 คน)", "ต่อลำ", "3,800"),
    ("ไร่เลย์/พระนาง เหมาลำครึ่งวัน", "ต่อลำ", "2,200"),
]
CONTRACT_BOTTOM = ["ลงชื่อ จอยรัตน์ ศรีสุข ผู้ซื้อบริการ", "ลงชื่อ อับดุลเลาะ หมัดสะและ ผู้ให้บริการ",
                   "ลงชื่อ กัลยา หมัดสะและ พยาน"]
OLD_CONTRACT_TOP = [
    "สัญญาบริการเรือหางยาว (ราคาเอเจนต์)",
    "ทำที่ ตำบลอ่าวนาง อำเภอเมืองกระบี่ วันที่ 28 ตุลาคม 2567",
    "ผู้ซื้อบริการ: บริษัท อันดามันฮอลิเดย์ ทราเวล จำกัด  ผู้ให้บริการ: นายอับดุลเลาะ หมัดสะและ (ลาห์ ลองเทล ทัวร์)",
    "ข้อ 1. สัญญามีผลตั้งแต่วันที่ 1 พฤศจิกายน 2567 ถึงวันที่ 31 ตุลาคม 2568",
    "ข้อ 2. ราคาไม่รวมค่าธรรมเนียมอุทยานแห่งชาติ",
    "ข้อ 3. ผู้ซื้อบริการชำระเงินเดือนละครั้ง ภายใน 30 วันหลังสิ้นเดือน",
    "ข้อ 4. ยกเลิกน้อยกว่า 24 ชั่วโมง คิดค่าบริการเต็มจำนวน",
]
OLD_CONTRACT_TABLE = [
    ("รายการทัวร์", "หน่วย", "ราคาเน็ต (บาท)"),
    ("ทัวร์ 4 เกาะ เรือรวม ผู้ใหญ่", "ต่อคน", "500"),
    ("ทัวร์ 4 เกาะ เรือรวม เด็ก", "ต่อคน", "300"),
    ("เกาะห้อง เหมาลำ (ไม่เกิน 8 คน)", "ต่อลำ", "3,500"),
    ("ไร่เลย์/พระนาง เหมาลำครึ่งวัน", "ต่อลำ", "2,000"),
]
BOOKING_HEADERS = ("วันที่ (Date)", "เอเจนต์ (Agent)", "ทัวร์ (Tour)", "ผู้ใหญ่ (Adults)", "เด็ก (Children)",
                   "เรือ (Boat)", "ยอดเงิน (Amount, THB)", "สถานะ (Payment)")
AH, KS, WALK = "Andaman Holiday", "Krabi Smile Tour", "ลูกค้าหน้าหาด (Walk-in)"
BOOKINGS = [
    ("01/11/2568", AH, "4 เกาะ (4 Islands)", 6, 2, "ซอฟียะห์ 1", 4000, "โอนแล้ว"),
    ("02/11/2568", KS, "เกาะห้อง เหมาลำ (Hong private)", 7, 0, "นูรุลฮูดา", 3600, "โอนแล้ว"),
    ("03/11/2568", WALK, "ไร่เลย์ ครึ่งวัน (Railay half day)", 2, 0, "ซอฟียะห์ 2", 2800, "เงินสด"),
    ("04/11/2568", AH, "เกาะห้อง เหมาลำ (Hong private)", 8, 0, "นูรุลฮูดา", 3800, "ค้างจ่าย"),
    ("05/11/2568", AH, "4 เกาะ (4 Islands)", 9, 1, "ซอฟียะห์ 1", 5300, "ค้างจ่าย"),
    ("06/11/2568", KS, "4 เกาะ (4 Islands)", 5, 3, "ซอฟียะห์ 2", 3560, "ค้างจ่าย"),
    ("07/11/2568", "-", "งดออกเรือ คลื่นลมแรง (No trips, rough sea)", 0, 0, "-", 0, "-"),
    ("08/11/2568", WALK, "4 เกาะ (4 Islands)", 4, 0, "ซอฟียะห์ 2", 3200, "เงินสด"),
    ("09/11/2568", AH, "ไร่เลย์ ครึ่งวัน (Railay half day)", 3, 0, "ซอฟียะห์ 2", 2200, "ค้างจ่าย"),
    ("10/11/2568", AH, "4 เกาะ (4 Islands)", 10, 0, "ซอฟียะห์ 1", 5500, "ค้างจ่าย"),
    ("11/11/2568", KS, "เกาะห้อง เหมาลำ (Hong private)", 6, 0, "นูรุลฮูดา", 3600, "โอนแล้ว"),
    ("12/11/2568", WALK, "ไร่เลย์ ครึ่งวัน (Railay half day)", 4, 0, "ซอฟียะห์ 2", 2800, "เงินสด"),
    ("13/11/2568", AH, "เกาะห้อง เหมาลำ (Hong private)", 8, 0, "นูรุลฮูดา", 3800, "ค้างจ่าย"),
    ("14/11/2568", KS, "4 เกาะ (4 Islands)", 8, 2, "ซอฟียะห์ 1", 4800, "โอนแล้ว"),
    ("15/11/2568", AH, "4 เกาะ (4 Islands)", 4, 2, "ซอฟียะห์ 2", 2900, "ค้างจ่าย"),
]
LINE_JOY = """[LINE] ประวัติการแชทกับ พี่จอย Andaman Holiday
บันทึกเมื่อ: 17/11/2568 21:05

ศ., 14/11/2568
11:20\tพี่จอย Andaman Holiday\tบังเลาะคะ มีกรุ๊ปทัวร์จีน 18 คน อยากไป 4 เกาะค่ะ ผู้ใหญ่หมดเลย
11:22\tพี่จอย Andaman Holiday\tวันเสาร์ที่ 22 พ.ย. ออกเช้า 8 โมงครึ่งได้ไหมคะ
11:40\tบังเลาะ ลาห์ลองเทล\tได้ครับพี่ 18 คนต้องใช้ 2 ลำ ผมให้ซอฟียะห์ 1 กับนูรุลฮูดาไปครับ
11:42\tพี่จอย Andaman Holiday\tกรุ๊ปใหญ่ขอลดหน่อยได้ไหมคะ ตามสัญญาหัวละ 550
11:50\tบังเลาะ ลาห์ลองเทล\tกรุ๊ปเกิน 15 คน ผมให้หัวละ 530 ครับ ค่าอุทยานลูกค้าจ่ายเองที่ท่าเหมือนเดิมนะครับ
11:51\tพี่จอย Andaman Holiday\tโอเคค่ะ ตกลงหัวละ 530 นะคะ เดี๋ยวส่งรายชื่อให้ก่อนวันพฤหัส

จ., 17/11/2568
09:15\tบังเลาะ ลาห์ลองเทล\tพี่จอยครับ ยอดครึ่งแรกเดือน พ.ย. ส่งสรุปไปทางอีเมลแล้วนะครับ
09:30\tพี่จอย Andaman Holiday\tได้รับแล้วค่ะ บัญชีจะโอนให้ภายในวันที่ 22 ค่ะ
"""
QUOTE_TOP = [
    "QUOTATION",
    "Lah Longtail Tours (Mr. Abdulloh Madsale), 12/3 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180  Tel. 081-968-2247",
    "Quotation No. LT-2511-03   Date: 10 November 2025",
    "To: Ms. Natcha Wongsiri, Guest Relations Manager, Sea Breeze Ao Nang Resort",
    "Subject: Private longtail boat trips for resort guests, high season 2025-2026",
]
QUOTE_TABLE = [
    ("No.", "Trip", "Unit", "Price (THB)"),
    ("1", "Hong Island private boat, full day 08:30-16:00 (max 8 guests)", "per boat", "4,200"),
    ("2", "4 Islands private boat, 08:30-15:00 (max 8 guests)", "per boat", "3,500"),
    ("3", "Railay sunset trip, 2 hours (max 8 guests)", "per boat", "1,800"),
    ("4", "National park entrance fee", "per guest", "charged at cost"),
]
QUOTE_BOTTOM = [
    "Prices include boatman, fuel, life jackets, drinking water and pick-up at Ao Nang beach in front of the resort.",
    "The resort receives a 10% commission on every trip booked through the guest relations desk.",
    "Billing: one invoice at the end of each month, payment within 15 days.",
    "Trips cancelled by us because of weather are not charged.",
    "Prices valid until 31 October 2026.",
    "Abdulloh Madsale, owner",
]
QUOTE_DRAFT = """ร่าง ใบเสนอราคา ซีบรีซ อ่าวนาง รีสอร์ท (ยังไม่ได้ส่ง ก๊ะยาบอกว่าแพงไป)

- เกาะห้อง เหมาลำทั้งวัน ลำละ 4,500
- 4 เกาะ เหมาลำ ลำละ 3,800
- ไร่เลย์ชมพระอาทิตย์ตก 2 ชม. ลำละ 2,000
- ค่าคอมโรงแรม 15%
- ยืนราคาถึง เม.ย. 2569
"""
DIVE_QUOTE_TOP = [
    "QUOTATION",
    "Lah Longtail Tours (Mr. Abdulloh Madsale), Ao Nang, Krabi  Tel. 081-968-2247",
    "Quotation No. LT-2510-07   Date: 14 October 2025",
    "To: Mr. Jonas Becker, Phra Nang Divers, Ao Nang",
    "Subject: Longtail boat for snorkelling and dive-course transfers",
]
DIVE_QUOTE_TABLE = [
    ("No.", "Service", "Unit", "Price (THB)"),
    ("1", "Boat with boatman, full day 08:00-16:00, max 8 divers with gear", "per day", "4,800"),
    ("2", "Boat with boatman, half day (morning or afternoon)", "per half day", "2,600"),
    ("3", "Waiting time over the booked hours", "per hour", "400"),
]
DIVE_QUOTE_BOTTOM = [
    "Minimum 3 days a week from 1 November 2025 to 30 April 2026.",
    "Payment every Friday for the week, cash or transfer.",
    "Abdulloh Madsale, owner",
]
WEDDING_EMAIL = """From: Mette Hansen <mette.hansen.dk@gmail.com>
To: Lah Longtail Tours <lahlongtail.aonang@gmail.com>
Date: Tue, 4 Nov 2025 19:47:31 +0100
Subject: Boats for our wedding on Railay beach - February

Hi Abdulloh,

Our friend Søren went with you last year and said you are the best boatman in Ao Nang!
We are getting married on Railay West beach on 14 February 2026 and need boats for our guests:

- 24 guests, including 3 small children (we need child life jackets please)
- Pick-up from Ao Nang beach at 15:30, ceremony at 17:00
- Return to Ao Nang after dinner, around 20:00 (is it possible after dark?)
- We would love the boats decorated with flowers and ribbons in white and blue

Our budget for the boats is about 30,000 THB in total. Could you tell us how many boats we need, the
price, and how much deposit you want? We can pay by bank transfer or Wise.

Many thanks,
Mette Hansen (and Anders Kjaer)
Copenhagen, +45 2671 9043
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)"]
INCOME_HEADERS = ("เดือน (Month)", "ทัวร์เอเจนต์ (Agent tours, THB)", "ลูกค้าหน้าหาด (Walk-in, THB)",
                  "เหมาลำ/โรงแรม (Charters & hotels, THB)", "รวมรายรับ (Total income, THB)", "จำนวนเที่ยว (Trips)")
INCOME = [(168400, 42300, 35000, 186), (182600, 45800, 41500, 201), (171200, 40100, 38000, 190),
          (149800, 52600, 33500, 178), (74300, 18900, 12000, 86), (52100, 11400, 6500, 58),
          (61700, 14200, 9000, 69), (66900, 15800, 8500, 74), (38400, 7600, 3000, 41),
          (88500, 21300, 17500, 98)]
EXPENSE_HEADERS = ("เดือน (Month)", "น้ำมัน (Fuel, THB)", "ค่าจ้างคนเรือ (Boatmen wages, THB)",
                   "ซ่อมบำรุง (Repairs, THB)", "ค่าท่าเรือ/ใบอนุญาต (Pier & permits, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(38200, 54000, 6500, 4800, 3200, ""), (41500, 57000, 4200, 4800, 2900, ""),
            (39000, 55500, 9800, 4800, 3100, ""), (36800, 52500, 3500, 4800, 12400, "ทาสีเรือซอฟียะห์ 2"),
            (17900, 30000, 2800, 4800, 1500, "เริ่มหน้ามรสุม"), (12600, 27000, 1900, 4800, 1200, ""),
            (14300, 27000, 2400, 4800, 1300, ""), (15800, 27000, 3100, 4800, 1400, ""),
            (8900, 27000, 2200, 4800, 900, "ฝนหนัก งดออกเรือ 12 วัน"),
            (21400, 36000, 48650, 4800, 2100, "ยกเครื่องเรือนูรุลฮูดา")]
LAST_YEAR = """# สรุปรายรับ ลาห์ลองเทล ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,318,600 บาท
- เดือนที่ดีที่สุด ก.พ. 2567 221,400 บาท
- เดือนที่แย่ที่สุด ก.ย. 2567 38,900 บาท
- จำนวนเที่ยวทั้งปี 1,203 เที่ยว
- ค่าน้ำมันทั้งปี 271,500 บาท
- มีเรือ 3 ลำเท่าเดิม คนเรือ 3 คน
"""
WAGE_HEADERS = ("คนเรือ (Boatman)", "เรือ (Boat)", "จำนวนเที่ยว (Trips)", "ค่าเที่ยวละ (Per trip, THB)",
                "ค่าจ้างรวม (Wage, THB)", "เบิกล่วงหน้า (Advance, THB)", "คงเหลือจ่าย (Net pay, THB)")
WAGES = [("บังหมาด (หมาด ดาโอ๊ะ)", "นูรุลฮูดา / ซอฟียะห์ 1", 30, 400, 3000),
         ("ยูโสบ เจ๊ะหมัด", "ซอฟียะห์ 2", 32, 400, 0),
         ("อาลี หลังปุเต๊ะ", "ซอฟียะห์ 1", 28, 400, 1500)]
ADVANCE_HEADERS = ("วันที่ (Date)", "คนเรือ (Boatman)", "จำนวน (Amount, THB)", "เหตุผล (Reason)")
ADVANCES = [("08/10/2568", "บังหมาด", 3000, "ค่าเทอมลูก"),
            ("20/10/2568", "อาลี", 1500, "ซ่อมมอเตอร์ไซค์")]
PARK_RATES = [
    "DEPARTMENT OF NATIONAL PARKS, WILDLIFE AND PLANT CONSERVATION\n"
    "Hat Noppharat Thara - Mu Ko Phi Phi National Park, Krabi\n"
    "ENTRANCE FEE RATES FOR REGISTERED TOUR OPERATORS - effective 1 October 2025\n"
    " \n"
    "Foreign visitor, adult ....................... 400 THB per person per day\n"
    "Foreign visitor, child (3-14 years) .......... 200 THB per person per day\n"
    "Thai visitor, adult .......................... 60 THB per person per day\n"
    "Thai visitor, child (3-14 years) ............. 30 THB per person per day\n"
    "Longtail boat operating permit ............... 1,500 THB per boat per year\n"
    "Mooring at Hong Island lagoon buoy ........... 100 THB per boat per trip\n"
    " \n"
    "Operators collect the fee from every guest and issue the park wristband at the pier.\n"
    "Fees collected in a month must be paid at the park office by the 10th of the following month.\n"
    "Late payment: 2% of the amount due for each week late. Fee receipts must be kept for 2 years.",
]
PARK_RECEIPT = [
    "DEPARTMENT OF NATIONAL PARKS, WILDLIFE AND PLANT CONSERVATION\n"
    "Hat Noppharat Thara - Mu Ko Phi Phi National Park, Krabi\n"
    "OFFICIAL RECEIPT No. NPT-68/2291        Date: 8 November 2025\n"
    "Received from: Lah Longtail Tours (Mr. Abdulloh Madsale), operator permit No. KB-LT-0147\n"
    "For: entrance fees collected in October 2025\n"
    " \n"
    "Foreign adults     112 x 400 THB ........ 44,800\n"
    "Foreign children    18 x 200 THB ........  3,600\n"
    "Thai adults         35 x 60 THB .........  2,100\n"
    "Thai children        6 x 30 THB .........    180\n"
    " \n"
    "TOTAL RECEIVED ............................ 50,680 THB\n"
    "Paid in cash. Officer: Ms. Pimchanok Sae-Tan",
]
OLD_PARK_NOTE = """# ค่าธรรมเนียมอุทยาน หาดนพรัตน์ธารา-หมู่เกาะพีพี (อัตราปี 2567 เก่า)

- ต่างชาติ ผู้ใหญ่ 300 บาท เด็ก 150 บาท
- คนไทย ผู้ใหญ่ 40 บาท เด็ก 20 บาท
- ใบอนุญาตเรือหางยาว ลำละ 1,000 บาทต่อปี
- จ่ายที่ทำการอุทยานภายในวันที่ 15 ของเดือนถัดไป
- ปีหน้าได้ยินว่าจะขึ้นราคา รอประกาศ
"""
ENGINE_INVOICE = [
    "KRABI MARINE ENGINE SERVICE\n"
    "88/2 Utarakit Road, Mueang Krabi, Krabi 81000  Tel. 075-611-384\n"
    "INVOICE No. INV-2025-1187        Date: 18 October 2025\n"
    "Customer: Lah Longtail Tours (Mr. Abdulloh Madsale), Ao Nang\n"
    "Boat: Nurul Huda (longtail), engine Isuzu 6BG1 diesel\n"
    " \n"
    "Engine overhaul, labour .......................... 18,000\n"
    "Piston and ring set (6 cyl.) ..................... 12,400\n"
    "Crankshaft bearing set ...........................  4,850\n"
    "Full gasket set ..................................  3,200\n"
    "Injector nozzles x 6 .............................  5,600\n"
    "Long-tail drive shaft, new .......................  3,800\n"
    "Engine oil 10 L ..................................    800\n"
    " \n"
    "TOTAL ............................................ 48,650 THB\n"
    "Deposit paid 10 October 2025 ..................... 20,000 THB\n"
    "BALANCE DUE ...................................... 28,650 THB, due by 31 October 2025\n"
    "Warranty: 3 months or 300 engine hours, whichever comes first.",
]
MARINE_LICENCE = [
    "MARINE DEPARTMENT - KRABI MARINE OFFICE\n"
    "RECEIPT FOR BOAT LICENCE RENEWAL        Date: 29 September 2025\n"
    "Owner: Mr. Abdulloh Madsale, 12/3 Moo 2, Ao Nang, Krabi\n"
    " \n"
    "Boat            Reg. No.       Length   Passengers   Fee (THB)\n"
    "Sofiya 1        KB 6501-0321   10.5 m   10           1,200\n"
    "Sofiya 2        KB 6503-0877   10.5 m   10           1,200\n"
    "Nurul Huda      KB 6207-0164    9.0 m    8           1,200\n"
    " \n"
    "TOTAL ....................................................... 3,600 THB\n"
    "Licences valid until 30 September 2026.\n"
    "Each boat must carry one life jacket per passenger and crew, a first-aid kit and a working horn.",
]
MEETING_NOTE = """# ประชุมคนเรือ ก่อนไฮซีซั่น 30 ต.ค. 2568 (ที่บ้านบังเลาะ หลังละหมาดมัฆริบ)

มา: บังหมาด ยูโสบ อาลี ก๊ะยา

- เรือนูรุลฮูดายกเครื่องเสร็จแล้ว บิลอู่ 48,650 จ่ายมัดจำไปแล้ว ที่เหลือจ่ายสิ้นเดือน
- ค่าอุทยานขึ้นแล้วตั้งแต่ 1 ต.ค. ต่างชาติผู้ใหญ่ 400 ต้องบอกลูกค้าหน้าหาดให้ชัดก่อนลงเรือ
- ซื้อเสื้อชูชีพใหม่ 40 ตัว ตัวละ 350 รวม 14,000 บาท มีไซส์เด็ก 10 ตัว
- ไฮซีซั่นเริ่ม 1 พ.ย. ค่าเที่ยวคนเรือขึ้นเป็นเที่ยวละ 450 (จากเดิม 400)
- ห้ามออกเรือถ้าเจ้าท่าประกาศคลื่นเกิน 2 เมตร ไม่ต้องเกรงใจเอเจนต์
- วันศุกร์หยุดรอบเที่ยงให้ไปละหมาดวันศุกร์ สลับกันขับ
"""
LINE_MAAD = """[LINE] ประวัติการแชทกับ บังหมาด นูรุลฮูดา
บันทึกเมื่อ: 24/10/2568 18:10

พ., 08/10/2568
07:45\tบังหมาด นูรุลฮูดา\tบังเลาะ ขอเบิกล่วงหน้า 3,000 ได้ไหม ค่าเทอมลูกคนโต
07:50\tบังเลาะ ลาห์ลองเทล\tได้ เดี๋ยวโอนให้ หักจากค่าจ้างสิ้นเดือนนะ

พฤ., 09/10/2568
16:20\tบังหมาด นูรุลฮูดา\tเครื่องนูรุลควันดำมาก กลับจากเกาะห้องแทบไม่ถึง น้ำมันเครื่องหายไปเยอะ
16:35\tบังเลาะ ลาห์ลองเทล\tพรุ่งนี้ลากไปอู่กระบี่มารีนเลย ช่วงนี้ไปขับซอฟียะห์ 1 สลับกับอาลีก่อน

พ., 22/10/2568
14:05\tบังหมาด นูรุลฮูดา\tอู่บอกเครื่องเสร็จวันศุกร์ที่ 24 ต.ค. ครับ ลองวิ่งแล้วเงียบดี
14:10\tบังเลาะ ลาห์ลองเทล\tดีเลย ช่วงรับประกันอย่าเร่งรอบเกินนะ
"""
PLAN_SLIDES = [
    ("แผนซื้อเรือลำที่ 4 ปี 2569 (A fourth boat)", "ลาห์ ลองเทล ทัวร์ - อ่าวนาง กระบี่\nพฤศจิกายน 2568"),
    ("ทำไมต้องมีลำที่ 4 (Why)", "Jan-Apr 2025 we turned away about 35 bookings a month\n"
                                "Sea Breeze resort and the wedding group need extra boats"),
    ("ค่าใช้จ่าย (Cost)", "New hull from the boatyard at Ko Klang: 180,000 THB\nUsed Isuzu 4JB1 engine: 65,000 THB\n"
                          "Drive shaft and propeller: 12,000 THB\nLife jackets and safety kit: 8,000 THB\n"
                          "Total 265,000 THB"),
    ("เงินทุน (Money)", "Own savings 120,000 THB\nIslamic Bank financing 145,000 THB over 3 years"),
    ("เป้าหมาย (Targets)", "Boat in the water by 1 November 2026\nHire a fourth boatman (ask Yusop's cousin)\n"
                           "Extra income about 60,000 THB a month in high season"),
]
PLAN_DRAFT = """# ไอเดียเรือลำใหม่ (ร่าง ส.ค. 68)
- ซื้อเรือมือสองจากบังฮาซัน เกาะกลาง ถามราคา 150,000 รวมเครื่อง
- หรือต่อใหม่ดี ยังไม่รู้ราคา
- คุยกับก๊ะยาเรื่องเงินเก็บก่อน
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Krabi Province\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Mr. Abdulloh Madsale   Account No. 020011458832\n"
    "Address: 12/3 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180\n"
    "Reading period: 12 September 2025 - 12 October 2025\n"
    " \n"
    "Meter reading: previous 18,204  current 18,616\n"
    "Units used ........................... 412 kWh\n"
    "Energy charge ........................ 1,689.54\n"
    "Ft charge ............................ 163.65\n"
    "Service charge ....................... 24.62\n"
    "VAT 7% ............................... 131.45\n"
    "AMOUNT DUE ........................... 2,009.26 THB\n"
    " \n"
    "Payment due: 27 October 2025 (auto-debit from the account ending 4471)",
]
HOME_LOAN = [
    "ISLAMIC BANK OF THAILAND - Krabi Branch\n"
    "HOME FINANCING STATEMENT as of 31 October 2025\n"
    "Customer: Mr. Abdulloh Madsale and Mrs. Kanlaya Madsale\n"
    "Contract No. HF-KBI-0061-2563 (Musharakah Mutanaqisah)\n"
    " \n"
    "Original financing amount ............. 1,450,000.00 THB\n"
    "Monthly installment ................... 8,600.00 THB, due on the 5th of each month\n"
    "Last payment received ................. 3 October 2025, 8,600.00 THB\n"
    "Outstanding balance ................... 1,064,300.00 THB\n"
    "Installments remaining ................ 152\n"
    "Expected final installment ............ June 2038\n"
    " \n"
    "Early settlement is allowed without a penalty. Contact the branch at 075-620-118.",
]
SCHOOL_TOP = [
    "โรงเรียนดารุสสลามอ่าวนาง",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "นักเรียน: เด็กหญิงฟาตีมะห์ หมัดสะและ  ชั้นประถมศึกษาปีที่ 5/1  เลขประจำตัว 4417",
    "ผู้ปกครอง: นายอับดุลเลาะ หมัดสะและ",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "6,500"),
    ("ค่าอาหารกลางวัน", "3,200"),
    ("ค่ารถรับส่ง", "2,400"),
    ("ค่าเรียนอัลกุรอานภาคบ่าย", "1,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "700"),
    ("รวมทั้งสิ้น", "14,000"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 7 พฤศจิกายน 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน แล้วส่งสลิปให้ครูประจำชั้น",
    "ชำระหลังกำหนด ปรับวันละ 20 บาท",
    "ฝ่ายการเงิน โรงเรียนดารุสสลามอ่าวนาง โทร 075-695-230",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน ประจำเดือน (ก๊ะยาจด)

- ผ่อนบ้านอิสลามแบงก์ เดือนละ 8,600 ตัดวันที่ 5
- ค่าไฟ ก.ย. 1,786 บาท (เดือน ต.ค. แอร์เปิดบ่อย น่าจะเกิน 2,000)
- ค่าน้ำประปา เดือนละประมาณ 320
- ค่าเทอมฟาตีมะห์ เทอม 1 จ่ายไป 13,200
- เน็ตบ้าน + มือถือ 2 เครื่อง 1,150
- ซะกาตปีนี้ตั้งใจไว้ 12,000
"""
WORKSPECT = {"todo.md": "- ตอบอีเมลคู่แต่งงานเดนมาร์ก เรื่องเรือ 14 ก.พ.\n- จ่ายค่าอู่ที่เหลือ\n"
                        "- ทวงยอดครึ่งเดือนแรกจากเอเจนต์\n- ซื้อเสื้อชูชีพเด็กเพิ่ม\n"}


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จอง 1-15 พ.ย. Bookings"
    sheet.append(["รายการจองจากเอเจนต์และลูกค้า ลาห์ลองเทล 1-15 พฤศจิกายน 2568 (Bookings, 1-15 Nov 2025)"])
    sheet.append(list(BOOKING_HEADERS))
    for row in BOOKINGS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", sum(r[3] for r in BOOKINGS), sum(r[4] for r in BOOKINGS), "",
                  sum(r[6] for r in BOOKINGS), ""])
    money_format(sheet, 7)
    summary = book.create_sheet("สรุปตามเอเจนต์ By agent")
    summary.append(["ผู้จอง (Agent)", "จำนวนทริป (Trips)", "ยอดรวม (Total, THB)", "จ่ายแล้ว (Paid, THB)",
                    "ค้างจ่าย (Outstanding, THB)"])
    for agent in (AH, KS, WALK):
        rows = [r for r in BOOKINGS if r[1] == agent]
        total = sum(r[6] for r in rows)
        owed = sum(r[6] for r in rows if r[7] == "ค้างจ่าย")
        summary.append([agent, len(rows), total, total - owed, owed])
    for column in (3, 4, 5):
        money_format(summary, column)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับ ลาห์ ลองเทล ทัวร์ ม.ค.-ต.ค. 2568 (Lah Longtail income, Jan-Oct 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ต.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:3]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าจ้าง ต.ค. Wages"
    sheet.append(["ค่าจ้างคนเรือ เดือนตุลาคม 2568 (Boatmen wages, October 2025)"])
    sheet.append(list(WAGE_HEADERS))
    for name, boat, trips, rate, advance in WAGES:
        sheet.append([name, boat, trips, rate, trips * rate, advance, trips * rate - advance])
    sheet.append(["รวม (Total)", "", sum(w[2] for w in WAGES), "", sum(w[2] * w[3] for w in WAGES),
                  sum(w[4] for w in WAGES), sum(w[2] * w[3] - w[4] for w in WAGES)])
    for column in (4, 5, 6, 7):
        money_format(sheet, column)
    advances = book.create_sheet("เบิกล่วงหน้า Advances")
    advances.append(list(ADVANCE_HEADERS))
    for row in ADVANCES:
        advances.append(list(row))
    money_format(advances, 3)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the only indexed root)."""
    docs = root / "Documents"
    biz = docs / "ลาห์ลองเทล"
    for sub in ("เอเจนต์", "ลูกค้า", "บัญชี", "อุทยาน", "เรือ", "แผนงาน"):
        (biz / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    agent = biz / "เอเจนต์"
    write_docx(agent / "สัญญาเอเจนต์_อันดามันฮอลิเดย์_2568-69.docx", CONTRACT_TOP, table=CONTRACT_TABLE,
               bottom=CONTRACT_BOTTOM)
    write_docx(agent / "สัญญาเอเจนต์_อันดามันฮอลิเดย์_2567-68.docx", OLD_CONTRACT_TOP, table=OLD_CONTRACT_TABLE,
               bottom=["ลงชื่อ จอยรัตน์ ศรีสุข ผู้ซื้อบริการ", "ลงชื่อ อับดุลเลาะ หมัดสะและ ผู้ให้บริการ"])
    _bookings(agent / "รายการจอง_1-15พย2568.xlsx")
    customers = biz / "ลูกค้า"
    write_docx(customers / "Quote_SeaBreezeResort_2025-11.docx", QUOTE_TOP, table=QUOTE_TABLE, bottom=QUOTE_BOTTOM)
    write_docx(customers / "Quote_PhraNangDivers_2025-10.docx", DIVE_QUOTE_TOP, table=DIVE_QUOTE_TABLE,
               bottom=DIVE_QUOTE_BOTTOM)
    _accounts(biz / "บัญชี" / "รายรับรายจ่าย_ลาห์ลองเทล_2568.xlsx")
    _wages(biz / "บัญชี" / "ค่าจ้างคนเรือ_ตค2568.xlsx")
    make_pdf(biz / "อุทยาน" / "NationalPark_fee_rates_2025.pdf", PARK_RATES)
    make_pdf(biz / "อุทยาน" / "NationalPark_receipt_Oct2025.pdf", PARK_RECEIPT)
    make_pdf(biz / "เรือ" / "KrabiMarineEngine_INV-2025-1187.pdf", ENGINE_INVOICE)
    make_pdf(biz / "เรือ" / "MarineDept_licence_renewal_2025.pdf", MARINE_LICENCE)
    write_slides(biz / "แผนงาน" / "แผนเรือลำที่4_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "PEA_bill_2025-10.pdf", PEA_BILL)
    make_pdf(home / "IslamicBank_home_financing_2025-10.pdf", HOME_LOAN)
    write_docx(home / "ค่าเทอม_ฟาตีมะห์_เทอม2_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    write_texts(docs, {
        "ลาห์ลองเทล/เอเจนต์/LINE_พี่จอย_AndamanHoliday.txt": LINE_JOY,
        "ลาห์ลองเทล/ลูกค้า/ร่าง_ใบเสนอราคา_ซีบรีซ.txt": QUOTE_DRAFT,
        "ลาห์ลองเทล/ลูกค้า/Hansen_wedding_boats_email.txt": WEDDING_EMAIL,
        "ลาห์ลองเทล/บัญชี/สรุปรายรับ_ปี2567.md": LAST_YEAR,
        "ลาห์ลองเทล/อุทยาน/ค่าธรรมเนียมอุทยาน_ปี2567.md": OLD_PARK_NOTE,
        "ลาห์ลองเทล/เรือ/ประชุมคนเรือ_ตค2568.md": MEETING_NOTE,
        "ลาห์ลองเทล/เรือ/LINE_บังหมาด.txt": LINE_MAAD,
        "ลาห์ลองเทล/แผนงาน/ไอเดียเรือลำใหม่_ร่าง.md": PLAN_DRAFT,
        "บ้าน/ค่าใช้จ่ายบ้าน_2568.md": HOUSE_NOTE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
