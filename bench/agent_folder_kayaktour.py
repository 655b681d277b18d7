"""Blind set "kayaktour": the documents folder of a kayak tour operator in Krabi and her household.

Owner: นางนภาพร ศรีสมุทร ("พี่นภา", Napaporn Srisamut) runs กระบี่ แพดเดิ้ล คายัค ทัวร์ (Krabi Paddle Kayak
Tours) at อ่าวท่าเลน, ต.เขาทอง, อ.เมือง จ.กระบี่: half-day and full-day mangrove and island kayak trips, sold
direct and through agents. Her husband วีระ drives the pickup and keeps the kayaks; their daughter น้องพิมพ์
(ด.ญ.พิมพ์ชนก) is in ป.4 at โรงเรียนกระบี่วิทยาสองภาษา. She also sends money to her mother every month.

Files under Documents/:
- ธุรกิจคายัค/ใบเสนอราคา/ใบเสนอราคา_ซันไรส์_ร่าง.docx: DRAFT quote QT-2568-031 to บริษัท อันดามัน ซันไรส์ ทราเวล
  (40 pax, Ao Thalane half day, 1,100/head, total 65,200, deposit 19,560); table of items.
- ธุรกิจคายัค/ใบเสนอราคา/ใบเสนอราคา_ซันไรส์_ฉบับส่งจริง.docx: FINAL of the same quote (1,050/head, van 1,500,
  total 62,000, deposit 18,600).
- ธุรกิจคายัค/ใบเสนอราคา/Quotation_GreenLeaf.docx: a similar quote in English to Green Leaf Tours (30 students,
  1,000/head, total 44,100, deposit 50% = 22,050).
- ธุรกิจคายัค/Email/email_from_Daniel_GreenLeaf.txt: Green Leaf's email (32 students + 3 teachers, 24 Oct).
- ธุรกิจคายัค/Contracts/Agent_Agreement_2025.docx: sales agent agreement in English with Andaman Sunrise Travel
  (the same firm as ซันไรส์): commission 15%, payment within 14 days after the tour.
- ธุรกิจคายัค/Contracts/สัญญาเรือ_ฤดูกาล67-68.docx: longtail boat hire contract with นายสมบัติ หลังปูเต๊ะ (ลุงสมบัติ).
- ธุรกิจคายัค/LINE/LINE_เจน_ซันไรส์.txt: LINE chat that changes the Sunrise order: 46 pax, 19 Oct, 5 vans,
  new total 71,900, deposit 21,570.
- ธุรกิจคายัค/LINE/LINE_กลุ่มไกด์.txt: the guides' LINE group: บังหมาด leads the 19 Oct group, meet moved to 07:30.
- ธุรกิจคายัค/Suppliers/SeaStar_PriceList_2025.pdf: Sea Star Marine Supply's 2025 price list (English).
- ธุรกิจคายัค/Suppliers/ราคาซีสตาร์_ปี2567.docx: last year's price list of the same supplier, in Thai.
- ธุรกิจคายัค/Suppliers/INV-2025-0412.pdf: Sea Star's invoice for 6 double kayaks and 12 paddles (146,611.40).
- ธุรกิจคายัค/บัญชี/ยอดขายทัวร์_2568.xlsx: this year's sales (Jan-Sep) and expenses, two sheets.
- ธุรกิจคายัค/บัญชี/ยอดขายทัวร์_2567.xlsx: last year's book, same layout, 12 months.
- ธุรกิจคายัค/บัญชี/ค่าแรงไกด์_2568.xlsx: guide wages, one row per guide, months as columns, a total column.
- ธุรกิจคายัค/KrabiPaddle_next_year.pptx: plan for 2026 (targets, night paddle, 8 new kayaks, 180,000 budget).
- ธุรกิจคายัค/โน้ต/ไอเดียทริปกลางคืน.md: notes on a night bioluminescence paddle.
- ธุรกิจคายัค/โน้ต/ค่าเข้าอุทยาน_2568.md: national park fees to charge customers.
- ธุรกิจคายัค/โน้ต/safety_checklist.md: pre-trip safety checklist (English).
- ธุรกิจคายัค/Insurance/AndamanAssurance_GPA_letter.pdf: group accident insurance letter for tour customers.
- บ้าน/บิล/PEA_Aug2025.pdf, บ้าน/บิล/AIS_Fibre_Sep2025.pdf, บ้าน/บิล/PWA_water_Aug2025.pdf: household bills.
- บ้าน/ใบแจ้งค่าเทอม_พิมพ์_เทอม2.docx: น้องพิมพ์'s school fee notice for term 2/2568 (total 30,450).
- บ้าน/รายจ่ายบ้าน_2568.xlsx: household spending, a sheet for ก.ค. and one for ส.ค.
- บ้าน/Car/SiamMutual_renewal_notice.pdf: car insurance renewal notice for the Hilux.
- บ้าน/ประกันสุขภาพพิมพ์.md: notes on the daughter's health insurance.
- บ้าน/LINE_พี่วีระ.txt: LINE chat with her husband about household payments.
- บ้าน/สูตรแกงส้ม.txt: a recipe (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "ธุรกิจคายัค"
HOME = "บ้าน"

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")

QUOTE_DRAFT_TOP = [
    "กระบี่ แพดเดิ้ล คายัค ทัวร์ (Krabi Paddle Kayak Tours)",
    "45/2 หมู่ 3 ต.เขาทอง อ.เมือง จ.กระบี่ 81000 โทร 081-956-2204",
    "ใบเสนอราคา (ฉบับร่าง - ยังไม่ส่ง)",
    "เลขที่ QT-2568-031   วันที่ 2 กันยายน 2568",
    "เรียน คุณเจนจิรา บริษัท อันดามัน ซันไรส์ ทราเวล จำกัด",
    "ทริป: พายคายัคป่าชายเลนอ่าวท่าเลน ครึ่งวัน (เช้า) วันที่ 18 ตุลาคม 2568 จำนวน 40 คน",
]
QUOTE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("ค่าทัวร์พายคายัคอ่าวท่าเลน ครึ่งวัน (รวมไกด์และเสื้อชูชีพ)", "40", "1,100", "44,000"),
    ("ค่าธรรมเนียมอุทยาน (ชาวต่างชาติ)", "40", "200", "8,000"),
    ("อาหารกลางวัน", "40", "150", "6,000"),
    ("รถตู้รับส่งจากอ่าวนาง", "4", "1,800", "7,200"),
    ("รวมทั้งสิ้น", "", "", "65,200"),
]
QUOTE_DRAFT_BOTTOM = [
    "มัดจำ 30% เป็นเงิน 19,560 บาท ชำระก่อนวันเดินทาง 14 วัน",
    "หมายเหตุ: ร่าง ยังไม่ได้คุยราคารถตู้กับพี่เอ็ม",
]
QUOTE_FINAL_TOP = [
    "กระบี่ แพดเดิ้ล คายัค ทัวร์ (Krabi Paddle Kayak Tours)",
    "45/2 หมู่ 3 ต.เขาทอง อ.เมือง จ.กระบี่ 81000 โทร 081-956-2204",
    "ใบเสนอราคา",
    "เลขที่ QT-2568-031 (ฉบับแก้ไข)   วันที่ 5 กันยายน 2568",
    "เรียน คุณเจนจิรา บริษัท อันดามัน ซันไรส์ ทราเวล จำกัด",
    "ทริป: พายคายัคป่าชายเลนอ่าวท่าเลน ครึ่งวัน (เช้า) วันที่ 18 ตุลาคม 2568 จำนวน 40 คน",
]
QUOTE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("ค่าทัวร์พายคายัคอ่าวท่าเลน ครึ่งวัน (รวมไกด์และเสื้อชูชีพ)", "40", "1,050", "42,000"),
    ("ค่าธรรมเนียมอุทยาน (ชาวต่างชาติ)", "40", "200", "8,000"),
    ("อาหารกลางวัน", "40", "150", "6,000"),
    ("รถตู้รับส่งจากอ่าวนาง", "4", "1,500", "6,000"),
    ("รวมทั้งสิ้น", "", "", "62,000"),
]
QUOTE_FINAL_BOTTOM = [
    "มัดจำ 30% เป็นเงิน 18,600 บาท ชำระก่อนวันเดินทาง 14 วัน ส่วนที่เหลือชำระในวันเดินทาง",
    "ราคานี้ยืนถึงวันที่ 30 กันยายน 2568",
    "ผู้เสนอราคา นภาพร ศรีสมุทร",
]
GREENLEAF_TOP = [
    "Krabi Paddle Kayak Tours",
    "45/2 Moo 3, Khao Thong, Mueang Krabi 81000  Tel. 081-956-2204",
    "QUOTATION No. QT-2568-034   Date: 8 September 2025",
    "To: Mr. Daniel Hart, Green Leaf Tours Co., Ltd.",
    "Trip: Ao Thalane mangrove kayak, half day (morning), 24 October 2025, 30 students",
]
GREENLEAF_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Half-day kayak tour Ao Thalane (guide and life jacket included)", "30", "1,000", "30,000"),
    ("National park fee (foreign)", "30", "200", "6,000"),
    ("Lunch box", "30", "120", "3,600"),
    ("Van transfer from Ao Nang", "3", "1,500", "4,500"),
    ("Total", "", "", "44,100"),
]
GREENLEAF_BOTTOM = [
    "Deposit 50%: 22,050 THB, to be paid by 10 October 2025.",
    "Teachers paddle free of charge (1 teacher per 10 students).",
    "Napaporn Srisamut",
]
GREENLEAF_EMAIL = """From: Daniel Hart <daniel@greenleaftours.co.th>
To: Napaporn <krabipaddle@gmail.com>
Date: Fri, 12 Sep 2025 16:42
Subject: Re: Quotation QT-2568-034 - school group 24 Oct

Dear Khun Napa,

Thank you for the quotation. The school has now confirmed 32 students and 3 teachers for 24 October.
Two of the students are vegetarian, could the lunch boxes include a vegetarian option?
Pick-up would be at the Ao Nang Cliff Beach Resort at 08:00.
Please send me the revised figures and your bank details for the deposit.

Best regards,
Daniel Hart
Operations Manager, Green Leaf Tours Co., Ltd.
"""
AGREEMENT = [
    ("SALES AGENT AGREEMENT",
     "This agreement is made on 1 March 2025 between Krabi Paddle Kayak Tours (Mrs. Napaporn Srisamut), "
     "the Operator, and Andaman Sunrise Travel Co., Ltd., Ao Nang, Krabi, the Agent, "
     "represented by Ms. Jenjira Wongsakul."),
    ("1. Products",
     "The Agent may sell the Operator's Ao Thalane half-day kayak trip, Hong Island full-day kayak trip "
     "and sunset paddle to its customers."),
    ("2. Commission",
     "The Agent receives a commission of 15% of the Operator's published retail price.\n"
     "The Agent may not sell below the published retail price."),
    ("3. Payment",
     "The Agent pays the net amount (retail price less commission) within 14 days after the tour date, "
     "by bank transfer to Kasikorn Bank account 123-4-56789-0."),
    ("4. Cancellation",
     "Free cancellation up to 7 days before the tour. Cancellation within 7 days: 50% of the tour price. "
     "No-show: 100%."),
    ("5. Term",
     "This agreement runs from 1 March 2025 to 28 February 2026 and renews each year unless either party "
     "gives 30 days written notice."),
]
BOAT_CONTRACT = [
    "สัญญาเช่าเรือหางยาวพร้อมคนขับ",
    "ทำที่ อ่าวท่าเลน จ.กระบี่ วันที่ 20 ตุลาคม 2567",
    "ผู้เช่า: นางนภาพร ศรีสมุทร (กระบี่ แพดเดิ้ล คายัค ทัวร์)",
    "ผู้ให้เช่า: นายสมบัติ หลังปูเต๊ะ เจ้าของเรือหางยาว ชื่อเรือ \"ศรีอันดามัน 2\"",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าเรือหางยาวพร้อมคนขับ เพื่อลากเรือคายัคและรับส่งลูกค้าไปเกาะห้อง",
    "ข้อ 2. ระยะเวลาเช่า ตั้งแต่ 1 พฤศจิกายน 2567 ถึง 30 เมษายน 2568 (ช่วงไฮซีซั่น)",
    "ข้อ 3. ค่าเช่าวันละ 3,500 บาท รวมค่าน้ำมันและค่าแรงคนขับ จ่ายทุกวันที่ 1 และ 16 ของเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 10,000 บาท คืนเมื่อสิ้นสุดสัญญา",
    "ข้อ 5. หากคลื่นลมแรงจนออกเรือไม่ได้ ไม่คิดค่าเช่าวันนั้น",
    "ลงชื่อ นภาพร ศรีสมุทร ผู้เช่า      ลงชื่อ สมบัติ หลังปูเต๊ะ ผู้ให้เช่า",
]
LINE_SUNRISE = """[05/09/2568 14:03] เจน ซันไรส์: พี่นภาคะ ได้รับใบเสนอราคาแล้วค่ะ 1,050 ต่อหัวโอเคเลยค่ะ
[05/09/2568 14:05] นภา: ขอบคุณค่ะน้องเจน 40 คน วันที่ 18 ต.ค. นะคะ
[10/09/2568 10:15] เจน ซันไรส์: พี่คะ กรุ๊ปนี้เพิ่มคนเป็น 46 คนค่ะ ลูกค้าจากเกาหลีมาเพิ่ม 6 คน
[10/09/2568 10:20] นภา: ได้ค่ะ ราคาต่อหัว 1,050 เท่าเดิมนะคะ แต่รถตู้ต้องเพิ่มเป็น 5 คัน
[10/09/2568 10:31] เจน ซันไรส์: โอเคค่ะ แล้วขอย้ายวันเป็น 19 ต.ค. ได้ไหมคะ วันที่ 18 โรงแรมเต็ม
[10/09/2568 10:40] นภา: 19 ต.ค. ได้ค่ะ น้ำขึ้นช่วงเช้า ออกเรือ 08:30
[10/09/2568 10:52] นภา: สรุปยอดใหม่นะคะ 46 คน วันที่ 19 ต.ค. รวม 71,900 บาท มัดจำ 30% เป็น 21,570 บาทค่ะ
[10/09/2568 11:05] เจน ซันไรส์: รับทราบค่ะ จะโอนมัดจำภายในสิ้นเดือนนี้นะคะ 🙏
[29/09/2568 09:12] เจน ซันไรส์: โอนมัดจำ 21,570 แล้วนะคะ ส่งสลิปให้ค่ะ
[29/09/2568 09:20] นภา: ได้รับแล้วค่ะ ขอบคุณมากค่ะ
"""
LINE_GUIDES = """[15/10/2568 19:02] พี่นภา: กรุ๊ปซันไรส์วันที่ 19 ต.ค. 46 คน ใช้คายัค 23 ลำ ไกด์ 5 คน ใครว่างบ้าง
[15/10/2568 19:05] บังหมาด: ผมว่างครับ
[15/10/2568 19:06] ต้น: ว่างครับพี่
[15/10/2568 19:10] ฝน: หนูว่างค่ะ
[15/10/2568 19:15] พี่นภา: งั้นบังหมาดเป็นหัวหน้าทีมกรุ๊ปนี้นะ มีเอกกับก้องด้วย นัดเจอที่ท่าเรืออ่าวท่าเลน 07:00
[16/10/2568 20:31] บังหมาด: พี่ครับ วันนั้นน้ำขึ้นสายกว่าที่คิด เลื่อนนัดเป็น 07:30 ดีไหมครับ
[16/10/2568 20:40] พี่นภา: โอเค เปลี่ยนนัดเป็น 07:30 นะทุกคน ออกเรือ 08:30 เหมือนเดิม
[16/10/2568 20:42] ต้น: รับทราบครับ ผมเอาเสื้อชูชีพสำรองไปเพิ่ม 5 ตัว
[16/10/2568 20:45] ก้อง: 👍
"""
SEASTAR_2025 = [
    "Sea Star Marine Supply Co., Ltd.\n"
    "88/9 Chao Fa Road, Wichit, Mueang Phuket 83000  Tel. 076-521-880\n"
    "PRICE LIST 2025 (effective 1 January 2025, prices in THB, VAT excluded)\n"
    "\n"
    "Sit-on-top kayak, single (Explorer 1) ........ 14,500\n"
    "Sit-on-top kayak, double (Explorer 2) ........ 21,900\n"
    "Aluminium paddle 220 cm ....................... 850\n"
    "Fibreglass paddle 230 cm ...................... 1,650\n"
    "Life jacket, adult (ISO 12402-5) .............. 690\n"
    "Life jacket, child ............................ 520\n"
    "Dry bag 20 L .................................. 320",
    "Terms\n"
    "Orders over 100,000 THB: 5% discount.\n"
    "Delivery to Krabi: 2,500 THB per trip.\n"
    "Payment: 30 days from invoice date.\n"
    "Contact: Khun Prasert, sales@seastarmarine.co.th",
]
SEASTAR_2567 = [
    "บริษัท ซีสตาร์ มารีน ซัพพลาย จำกัด",
    "88/9 ถ.เจ้าฟ้า ต.วิชิต อ.เมือง จ.ภูเก็ต 83000 โทร 076-521-880",
    "รายการราคาสินค้า ปี 2567 (ราคาเป็นบาท ยังไม่รวม VAT)",
]
SEASTAR_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("เรือคายัคแบบนั่งบน เดี่ยว (Explorer 1)", "13,800"),
    ("เรือคายัคแบบนั่งบน คู่ (Explorer 2)", "20,500"),
    ("ไม้พายอะลูมิเนียม 220 ซม.", "790"),
    ("ไม้พายไฟเบอร์กลาส 230 ซม.", "1,590"),
    ("เสื้อชูชีพผู้ใหญ่", "650"),
    ("เสื้อชูชีพเด็ก", "490"),
    ("ถุงกันน้ำ 20 ลิตร", "300"),
]
SEASTAR_2567_BOTTOM = [
    "สั่งซื้อเกิน 100,000 บาท ลด 5%",
    "ค่าส่งถึงกระบี่ 2,000 บาทต่อเที่ยว",
    "ติดต่อ คุณประเสริฐ ฝ่ายขาย",
]
SEASTAR_INVOICE = [
    "Sea Star Marine Supply Co., Ltd.\n"
    "88/9 Chao Fa Road, Wichit, Mueang Phuket 83000  Tax ID 0835558001234\n"
    "TAX INVOICE / INVOICE No. INV-2025-0412\n"
    "Date: 12 April 2025\n"
    "Bill to: Krabi Paddle Kayak Tours (Mrs. Napaporn Srisamut)\n"
    "45/2 Moo 3, Khao Thong, Mueang Krabi 81000\n"
    "\n"
    "Sit-on-top kayak, double (Explorer 2)   6 x 21,900 = 131,400.00\n"
    "Aluminium paddle 220 cm                12 x 850 = 10,200.00\n"
    "Subtotal: 141,600.00\n"
    "Discount 5% (order over 100,000): -7,080.00\n"
    "Delivery to Krabi: 2,500.00\n"
    "Total before VAT: 137,020.00\n"
    "VAT 7%: 9,591.40\n"
    "TOTAL: 146,611.40 THB\n"
    "Payment due: 12 May 2025\n"
    "Bank: Bangkok Bank, Phuket branch, account 456-7-01234-5",
]
MONTHS = [("ม.ค. (Jan)"), ("ก.พ. (Feb)"), ("มี.ค. (Mar)"), ("เม.ย. (Apr)"), ("พ.ค. (May)"), ("มิ.ย. (Jun)"),
          ("ก.ค. (Jul)"), ("ส.ค. (Aug)"), ("ก.ย. (Sep)"), ("ต.ค. (Oct)"), ("พ.ย. (Nov)"), ("ธ.ค. (Dec)")]
# month: trips, guests, revenue
SALES_2568 = [(96, 702, 731_400), (91, 668, 702_150), (84, 611, 640_800), (70, 509, 521_700),
              (41, 288, 276_300), (38, 262, 249_900), (52, 371, 358_450), (58, 412, 398_600),
              (33, 226, 214_100)]
SALES_2567 = [(88, 640, 652_800), (85, 619, 629_350), (79, 570, 581_400), (63, 455, 460_950),
              (36, 251, 238_450), (33, 229, 216_900), (47, 330, 312_600), (51, 365, 341_250),
              (29, 198, 185_100), (40, 283, 271_650), (72, 521, 535_200), (94, 688, 712_300)]
# month: longtail, fuel, guides, park fees
EXP_2568 = [(84_000, 12_400, 96_000, 98_200), (80_500, 11_800, 93_500, 93_400), (77_000, 11_200, 90_000, 85_600),
            (63_000, 9_600, 78_000, 71_300), (28_000, 5_300, 57_000, 40_100), (24_500, 4_900, 57_000, 36_700),
            (35_000, 6_200, 64_500, 51_900), (42_000, 7_100, 76_500, 57_600), (21_000, 4_100, 57_000, 31_500)]
EXP_2567 = [(77_000, 11_600, 88_000, 89_600), (73_500, 11_100, 86_000, 86_700), (70_000, 10_500, 83_500, 79_800),
            (56_000, 8_900, 72_000, 63_700), (24_500, 4_800, 52_000, 35_100), (21_000, 4_500, 52_000, 32_000),
            (31_500, 5_800, 59_500, 46_200), (35_000, 6_300, 68_000, 51_100), (17_500, 3_700, 52_000, 27_700),
            (28_000, 5_100, 57_500, 39_600), (66_500, 10_200, 80_000, 72_900), (84_000, 12_100, 92_500, 96_300)]
GUIDES = [
    ("บังหมาด (หัวหน้าไกด์)", [18_000, 18_000, 18_000, 16_500, 12_000, 12_000, 13_500, 16_500, 12_000]),
    ("ต้น", [15_000, 15_000, 14_000, 13_500, 9_000, 9_000, 10_500, 13_500, 9_000]),
    ("ฝน", [13_500, 13_000, 12_500, 11_000, 9_000, 9_000, 9_500, 11_000, 9_000]),
    ("เอก", [12_000, 11_500, 11_000, 9_500, 0, 0, 7_500, 9_500, 0]),
    ("ก้อง", [12_000, 11_500, 10_500, 9_500, 0, 0, 7_500, 9_000, 0]),
]
PLAN_SLIDES = [
    ("Krabi Paddle Kayak Tours - Plan 2026", "Napaporn Srisamut, October 2025"),
    ("2025 so far (Jan-Sep)", "4,049 guests, 4,093,400 THB revenue\nAug 2025: 412 guests, best low-season month"),
    ("Targets 2026", "6,000 guests for the whole year\nRevenue 5.8 million THB\nAgents: 40% of bookings"),
    ("New product: night paddle", "Bioluminescent plankton paddle at Ao Thalane, 1,500 THB per person\n"
                                  "Max 12 guests per night, start in March 2026"),
    ("Fleet", "Buy 8 double kayaks (Explorer 2) from Sea Star\nBudget 180,000 THB, order before November"),
    ("Marketing and staff", "List on Klook and GetYourGuide, TikTok clips every week\n"
                            "Hire 2 more guides for high season"),
]
NIGHT_NOTES = """# ไอเดียทริปพายกลางคืน ดูแพลงก์ตอนเรืองแสง

- ช่วงที่เห็นชัด: คืนเดือนมืด ข้างแรม ไม่มีพระจันทร์
- รับไม่เกิน 12 คน/คืน ไกด์ 2 คน ไฟฉายคาดหัวทุกคน
- ราคาที่คิดไว้ 1,500 บาท/คน รวมน้ำ ผลไม้ ไฟคาดหัว
- ออกเรือ 19:00 กลับ 21:00
- ต้องถามอุทยานเรื่องขออนุญาตพายกลางคืนก่อน
- บังหมาดบอกว่าเคยเห็นแถวคลองท่าเลนช่วง ม.ค.-เม.ย. ชัดสุด
"""
PARK_FEES = """# ค่าเข้าอุทยานแห่งชาติธารโบกขรณี ปี 2568 (ที่ต้องเก็บเพิ่มจากลูกค้า)

| ประเภท | ผู้ใหญ่ | เด็ก |
|---|---|---|
| คนไทย | 40 บาท | 20 บาท |
| ชาวต่างชาติ | 200 บาท | 100 บาท |

- เด็กต่ำกว่า 3 ขวบ ไม่เสีย
- เรือคายัคเข้าเขตอุทยาน ลำละ 100 บาท ต่อวัน (จ่ายเหมารายเดือนแล้ว ไม่ต้องเก็บลูกค้า)
- ต้องแนบรายชื่อลูกค้าทุกกรุ๊ปให้หน่วยพิทักษ์ฯ อ่าวท่าเลนก่อนออกเรือ
"""
SAFETY = """# Pre-trip safety checklist

- Check the tide table and the wind forecast the evening before.
- Every guest wears a life jacket, buckled, before getting into the kayak.
- One guide per 10 guests; lead guide carries the VHF radio and first-aid kit.
- Count guests at the pier, at the halfway point and at the end.
- No paddling if the wind is over 20 knots or there is thunder.
"""
GPA_LETTER = [
    "Andaman Assurance Public Company Limited\n"
    "Krabi Branch, 120 Maharat Road, Mueang Krabi 81000\n"
    "\n"
    "15 October 2025\n"
    "Mrs. Napaporn Srisamut, Krabi Paddle Kayak Tours\n"
    "\n"
    "Subject: Group Personal Accident insurance for tour customers - Policy No. GPA-68-00417\n"
    "\n"
    "Dear Mrs. Napaporn,\n"
    "We are pleased to confirm your Group Personal Accident cover for tour customers.\n"
    "Period of insurance: 1 November 2025 to 31 October 2026.\n"
    "Insured persons: customers and guides on your kayak trips, up to 80 persons per day.\n"
    "Accidental death or total disability: 500,000 THB per person.\n"
    "Medical expenses: up to 50,000 THB per accident.\n"
    "Annual premium: 38,500 THB (stamp duty and VAT included), payable by 31 October 2025.",
    "Exclusions: trips run against a storm warning of the Thai Meteorological Department, and guests "
    "under the influence of alcohol.\n"
    "Claims must be notified within 30 days of the accident, with the daily guest list.\n"
    "Please send the guest list of each day by LINE or e-mail to claims.krabi@andamanassurance.co.th\n"
    "\n"
    "Yours sincerely,\n"
    "Wanida Chaiyaphan, Branch Manager",
]
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Krabi\n"
    "ELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Napaporn Srisamut\n"
    "Address: 45/2 Moo 3, Khao Thong, Mueang Krabi 81000\n"
    "Account No. 020011458833\n"
    "Meter reading period: 28 July 2025 - 27 August 2025\n"
    "Units used: 386 kWh\n"
    "Energy charge: 1,574.20 THB\n"
    "Ft charge: 147.76 THB\n"
    "VAT 7%: 120.54 THB\n"
    "Amount due: 1,842.50 THB\n"
    "Due date: 15 September 2025",
]
AIS_BILL = [
    "AIS Fibre - Advanced Broadband Network Co., Ltd.\n"
    "Invoice for September 2025\n"
    "Customer: Napaporn Srisamut  Internet No. 8801457720\n"
    "Package: Fibre 1 Gbps home plan, 799.00 THB per month\n"
    "Service period: 1 - 30 September 2025\n"
    "VAT 7%: 55.93 THB\n"
    "Total amount: 854.93 THB\n"
    "Please pay by: 25 September 2025",
]
PWA_BILL = [
    "Provincial Waterworks Authority (PWA) - Krabi Branch\n"
    "WATER BILL - August 2025\n"
    "Customer: Mrs. Napaporn Srisamut, 45/2 Moo 3, Khao Thong\n"
    "Water used: 18 cubic metres\n"
    "Water charge: 271.87 THB\n"
    "Service charge: 20.00 THB\n"
    "VAT 7%: 20.43 THB\n"
    "Amount due: 312.30 THB\n"
    "Due date: 20 September 2025",
]
SCHOOL_TOP = [
    "โรงเรียนกระบี่วิทยาสองภาษา",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.พิมพ์ชนก ศรีสมุทร  ชั้น ป.4/2  เลขประจำตัว 61245",
    "ผู้ปกครอง นางนภาพร ศรีสมุทร",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "18,500"),
    ("ค่าหนังสือและอุปกรณ์", "2,350"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("ค่าอาหารกลางวัน", "3,600"),
    ("ค่ารถรับส่ง", "4,800"),
    ("รวมทั้งสิ้น", "30,450"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีธนาคารกรุงไทย 982-0-11234-7",
    "หากชำระหลังกำหนด มีค่าปรับวันละ 50 บาท",
    "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
]
SPENDING_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "ก.ค. 2568": [
        ("ค่ากับข้าว (Groceries)", 10_420, "ตลาดเก้าแสน + แม็คโคร"),
        ("ค่าน้ำมันรถ (Fuel)", 3_650, "ไฮลักซ์"),
        ("ค่าไฟ (Electricity)", 1_716.80, "PEA"),
        ("ค่าน้ำ (Water)", 298.50, "PWA"),
        ("ค่าเน็ต (Internet)", 854.93, "AIS Fibre"),
        ("ผ่อนรถ (Car installment)", 11_500, "งวดที่ 27"),
        ("เงินไปโรงเรียนน้องพิมพ์ (Pim's pocket money)", 1_400, ""),
        ("ส่งเงินให้แม่ (Money for Mom)", 5_000, ""),
        ("ค่าโทรศัพท์ (Phones)", 1_098, "2 เบอร์"),
    ],
    "ส.ค. 2568": [
        ("ค่ากับข้าว (Groceries)", 9_850, "ตลาดเก้าแสน + แม็คโคร"),
        ("ค่าน้ำมันรถ (Fuel)", 3_200, "ไฮลักซ์"),
        ("ค่าไฟ (Electricity)", 1_842.50, "PEA"),
        ("ค่าน้ำ (Water)", 312.30, "PWA"),
        ("ค่าเน็ต (Internet)", 854.93, "AIS Fibre"),
        ("ผ่อนรถ (Car installment)", 11_500, "งวดที่ 28"),
        ("เงินไปโรงเรียนน้องพิมพ์ (Pim's pocket money)", 1_500, ""),
        ("ส่งเงินให้แม่ (Money for Mom)", 5_000, ""),
        ("ค่าโทรศัพท์ (Phones)", 1_098, "2 เบอร์"),
    ],
}
CAR_RENEWAL = [
    "Siam Mutual Insurance Co., Ltd.\n"
    "RENEWAL NOTICE - Motor insurance Class 1\n"
    "Date: 1 October 2025\n"
    "Insured: Mrs. Napaporn Srisamut\n"
    "Vehicle: Toyota Hilux Revo double cab, 2021, registration 3KH-4521 Krabi\n"
    "Current policy No. MV-6711-220384 expires on 20 November 2025\n"
    "Sum insured for the new year: 560,000 THB\n"
    "Renewal premium: 18,900 THB (including stamp duty and VAT)\n"
    "Deductible: 2,000 THB per claim\n"
    "Please pay by 20 November 2025 to keep the cover without a gap.",
]
HEALTH_INS = """# ประกันสุขภาพน้องพิมพ์

- บริษัท ไทยสมุทรประกันชีวิต แผนเด็ก (ตัวแทน: พี่อร 089-334-1120)
- เบี้ยปีละ 14,200 บาท ครบกำหนดจ่ายทุก 5 มกราคม
- ค่ารักษา IPD สูงสุด 300,000 บาท/ปี
- OPD ครั้งละ 1,000 บาท ไม่เกิน 30 ครั้ง/ปี
- ใบเสร็จเก็บไว้ในลิ้นชักโต๊ะทำงาน
"""
LINE_WEERA = """[02/10/2568 18:10] พี่วีระ: ประกันรถไฮลักซ์ส่งใบต่ออายุมาแล้วนะ 18,900
[02/10/2568 18:12] นภา: โอเค เดี๋ยวโอนก่อน 20 พ.ย. ค่ะ
[02/10/2568 18:15] พี่วีระ: ค่าเทอมพิมพ์ด้วยนะ โรงเรียนส่งใบแจ้งมาแล้ว
[02/10/2568 18:20] นภา: เห็นแล้ว จ่ายสิ้นเดือนนี้ค่ะ
[05/10/2568 07:45] พี่วีระ: ซื้อไข่ 2 แผงกับน้ำมันพืชมาแล้วนะ
[05/10/2568 07:46] นภา: 👍
"""
RECIPE = """แกงส้มปลากะพงยอดมะพร้าว (สูตรแม่)
- ปลากะพง 500 กรัม
- ยอดมะพร้าวหั่น 2 ถ้วย
- พริกแกงส้มใต้ 3 ช้อนโต๊ะ
- น้ำมะขามเปียก 3 ช้อนโต๊ะ น้ำปลา 2 ช้อนโต๊ะ
ต้มน้ำกับพริกแกงให้เดือด ใส่ยอดมะพร้าว ตามด้วยปลา ปรุงรส
"""
TODO = """- โอนค่าเทอมน้องพิมพ์ก่อน 31 ต.ค.
- จ่ายเบี้ยประกันอุบัติเหตุกลุ่มลูกค้า
- โทรหาซีสตาร์ถามราคาคายัคคู่ 8 ลำ
- ส่งรายชื่อลูกค้ากรุ๊ปซันไรส์ให้อุทยาน
"""


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายทัวร์คายัค ปี {year} (Kayak tour sales {year})"])
    sheet.append(["เดือน (Month)", "จำนวนทริป (Trips)", "ลูกค้า (Guests)", "รายได้ (Revenue, THB)"])
    for month, (trips, guests, revenue) in zip(MONTHS, sales):
        sheet.append([month, trips, guests, revenue])
    sheet.append(["รวม (Total)", sum(r[0] for r in sales), sum(r[1] for r in sales), sum(r[2] for r in sales)])
    money_format(sheet, 4)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายธุรกิจ ปี {year} (Business expenses {year})"])
    cost.append(["เดือน (Month)", "ค่าเรือหางยาว (Longtail hire)", "ค่าน้ำมัน (Fuel)", "ค่าแรงไกด์ (Guide wages)",
                 "ค่าอุทยาน (Park fees)", "รวม (Total)"])
    for month, row in zip(MONTHS, expenses):
        cost.append([month, *row, sum(row)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _wages_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรงไกด์ 2568"
    sheet.append(["ค่าแรงไกด์รายเดือน ปี 2568 (Guide wages 2025, THB)"])
    sheet.append(["ไกด์ (Guide)", *MONTHS[:9], "รวม (Total)"])
    for name, pay in GUIDES:
        sheet.append([name, *pay, sum(pay)])
    for column in range(2, 12):
        money_format(sheet, column)
    book.save(path)


def _spending_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    for sub in ("ใบเสนอราคา", "Email", "Contracts", "LINE", "Suppliers", "บัญชี", "โน้ต", "Insurance"):
        (biz / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("บิล", "Car"):
        (home / sub).mkdir(parents=True, exist_ok=True)

    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_ซันไรส์_ร่าง.docx", QUOTE_DRAFT_TOP, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(biz / "ใบเสนอราคา" / "ใบเสนอราคา_ซันไรส์_ฉบับส่งจริง.docx", QUOTE_FINAL_TOP, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(biz / "ใบเสนอราคา" / "Quotation_GreenLeaf.docx", GREENLEAF_TOP, GREENLEAF_TABLE,
               bottom=GREENLEAF_BOTTOM)
    write_docx(biz / "Contracts" / "Agent_Agreement_2025.docx", [], headings=AGREEMENT)
    write_docx(biz / "Contracts" / "สัญญาเรือ_ฤดูกาล67-68.docx", BOAT_CONTRACT)
    write_docx(biz / "Suppliers" / "ราคาซีสตาร์_ปี2567.docx", SEASTAR_2567, SEASTAR_2567_TABLE,
               bottom=SEASTAR_2567_BOTTOM)
    make_pdf(biz / "Suppliers" / "SeaStar_PriceList_2025.pdf", SEASTAR_2025)
    make_pdf(biz / "Suppliers" / "INV-2025-0412.pdf", SEASTAR_INVOICE)
    make_pdf(biz / "Insurance" / "AndamanAssurance_GPA_letter.pdf", GPA_LETTER)
    _sales_book(biz / "บัญชี" / "ยอดขายทัวร์_2568.xlsx", "2568", SALES_2568, EXP_2568)
    _sales_book(biz / "บัญชี" / "ยอดขายทัวร์_2567.xlsx", "2567", SALES_2567, EXP_2567)
    _wages_book(biz / "บัญชี" / "ค่าแรงไกด์_2568.xlsx")
    write_slides(biz / "KrabiPaddle_next_year.pptx", PLAN_SLIDES)
    write_texts(biz, {
        "Email/email_from_Daniel_GreenLeaf.txt": GREENLEAF_EMAIL,
        "LINE/LINE_เจน_ซันไรส์.txt": LINE_SUNRISE,
        "LINE/LINE_กลุ่มไกด์.txt": LINE_GUIDES,
        "โน้ต/ไอเดียทริปกลางคืน.md": NIGHT_NOTES,
        "โน้ต/ค่าเข้าอุทยาน_2568.md": PARK_FEES,
        "โน้ต/safety_checklist.md": SAFETY,
    })

    make_pdf(home / "บิล" / "PEA_Aug2025.pdf", PEA_BILL)
    make_pdf(home / "บิล" / "AIS_Fibre_Sep2025.pdf", AIS_BILL)
    make_pdf(home / "บิล" / "PWA_water_Aug2025.pdf", PWA_BILL)
    make_pdf(home / "Car" / "SiamMutual_renewal_notice.pdf", CAR_RENEWAL)
    write_docx(home / "ใบแจ้งค่าเทอม_พิมพ์_เทอม2.docx", SCHOOL_TOP, SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    _spending_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {
        "ประกันสุขภาพพิมพ์.md": HEALTH_INS,
        "LINE_พี่วีระ.txt": LINE_WEERA,
        "สูตรแกงส้ม.txt": RECIPE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list before a task."""
    write_texts(workspect, {"todo.md": TODO})
