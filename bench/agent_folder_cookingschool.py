"""A folder for a blind agent-task set (`cookingschool`): a Thai cooking school for tourists, plus household papers.

Kanokwan Inthachai (ครูขวัญ) runs Baan Kwan Thai Cookery School (บ้านขวัญ คุกกิ้ง สคูล) at her home in Hang Dong,
Chiang Mai, with one assistant (น้องฝน) and her husband driving the guest van: the new English class price list
(pdf) and last season's (txt), a Thai menu-rotation note, a British family's booking email with an allergy, a Danish
tour company's group email with her English group quote (docx, a table) and an unsent draft of it, two Thai agent
agreements (a travel agency and a hotel, docx with rate tables), bookings for 1-15 October 2568 (xlsx, two sheets),
income and expenses by month January-September 2568 (xlsx, two sheets, Thai/English headers), a Makro tax invoice
(English pdf) and last year's income summary (md), LINE chat exports with the agency's contact and with her
assistant, slides of her plan for a second kitchen in 2569 (pptx) and an earlier draft idea (md); household papers:
a Government Housing Bank loan statement and a health-insurance renewal (English pdf), her daughter's school-fee
notice for this term (docx, a table) and last year's (md), a house utilities sheet with a month per column (xlsx)
and a Thai note on last year's tax filing; plus a workspect that holds a to-do list. Written blind of the engine's
rules. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PRICES_2025 = [
    "BAAN KWAN THAI COOKERY SCHOOL\n"
    "88/3 Moo 5, Ban Waen, Hang Dong, Chiang Mai 50230   Tel. 081-953-2716   LINE: @baankwancook\n"
    "CLASS PRICES - HIGH SEASON 2025/26, effective 1 October 2025 (THB per person)\n"
    " \n"
    "Morning class with local market tour (09:00-13:00), 5 dishes ........ 1,300\n"
    "Evening class (16:30-20:00), 4 dishes ............................... 1,100\n"
    "Full-day class with organic farm visit (09:00-16:00), 7 dishes\n"
    "   and your own curry paste ......................................... 1,900\n"
    "Private class (minimum 2 persons), any time ......................... 2,600\n"
    "Children 6-12 years: half the adult price. Under 6: free (no cooking station).\n"
    " \n"
    "Maximum 12 students per class. Vegetarian, vegan and allergy-free versions at no extra cost.\n"
    "Free hotel pick-up within 5 km of the Old City; further away 150 THB per booking.\n"
    "Cancellation: full refund up to 48 hours before class, 50% refund after that.\n"
    "Payment: cash, Thai QR / PromptPay, or credit card (+3% fee).",
]
PRICES_2024 = """BAAN KWAN THAI COOKERY SCHOOL - class prices 2024/25 season (from 1 November 2024)

Morning class with market tour (09:00-13:00) ...... 1,200 THB
Evening class (16:30-20:00) ........................ 1,000 THB
Full-day class with farm visit ..................... 1,750 THB
Private class (min. 2 persons) ..................... 2,400 THB per person
Children 6-12: 600 THB any class
Max 10 students per class. Free pick-up in the Old City area.
Cancellation: full refund 24 hours before class.
"""
MENU_NOTE = """# เมนูคลาสหมุนเวียน ฤดูกาล 2568/69 (เริ่ม 1 ต.ค. 68)

## คลาสเช้า (5 เมนู)
- จันทร์/พุธ/ศุกร์: ต้มยำกุ้ง, ผัดไทย, แกงเขียวหวานไก่, ส้มตำ, ข้าวเหนียวมะม่วง
- อังคาร/พฤหัส/เสาร์: ต้มข่าไก่, ผัดกะเพรา, แกงแดง, ลาบไก่, กล้วยบวชชี
- อาทิตย์ หยุดคลาสเช้า (ไปตลาดใหญ่)

## คลาสเย็น (4 เมนู)
- ข้าวซอยไก่, ผัดซีอิ๊ว, ยำวุ้นเส้น, บัวลอย

## หมายเหตุ
- ต้นทุนวัตถุดิบเฉลี่ยหัวละ 260 บาท (ปีที่แล้ว 230) ของขึ้นเยอะ โดยเฉพาะกุ้งกับกะทิ
- คนแพ้ถั่ว: ผัดไทยไม่ใส่ถั่ว แยกกระทะ แยกเขียง
- คนกินเจ/วีแกน: ใช้ซีอิ๊วเห็ดแทนน้ำปลา เต้าหู้แทนไก่
"""
CLARKE_EMAIL = """From: Emma Clarke <emma.clarke77@outlook.co.uk>
To: Baan Kwan Cookery <baankwan.cookery@gmail.com>
Date: Thu, 9 Oct 2025 19:48:31 +0100
Subject: Family booking - full day class, and a question about nuts

Hi Khun Kwan,

We are a family of four from Leeds (two adults and our children Oliver, 10, and Grace, 8) and we would love to
join your full-day class with the farm visit on Friday 14 November 2025.

Two important things before we book:
- Oliver has a severe peanut allergy. He carries an EpiPen. Can you make sure nothing with peanuts is cooked at
  his station, and is peanut oil used in the kitchen at all?
- My husband Tom is vegetarian (he eats eggs but no fish sauce please).

We are staying at Nimman Garden Residence on Soi 7. Is pick-up included from there?
Our budget for the class is around 6,000 baht for the four of us - do you have a children's price?
We fly home on the morning of 15 November, so the 14th is our only free day.
I can pay a deposit by card if needed.

Many thanks,
Emma Clarke
+44 7700 914 382
"""
LARS_EMAIL = """From: Lars Henriksen <lars@nordictrails.dk>
To: Baan Kwan Cookery <baankwan.cookery@gmail.com>
Date: Thu, 2 Oct 2025 09:15:40 +0200
Subject: Group cooking class for 18 guests - 18 November 2025

Dear Khun Kanokwan,

Nordic Trails ApS (Copenhagen) is running a 12-day northern Thailand tour in November. On Tuesday
18 November 2025 our group of 18 guests will be in Chiang Mai, staying at Lanna Heritage Hotel in the Old City.
We would like a private full-day class with the farm visit, only for our group.
- 3 guests are vegetarian, 1 is gluten-free
- we need transport from and back to the hotel
- our budget is about 2,000 THB per person, all included
Could you send a quotation by 10 October, with your deposit and cancellation terms?

Best regards,
Lars Henriksen, Tour Product Manager, Nordic Trails ApS
"""
NORDIC_QUOTE_TOP = [
    "BAAN KWAN THAI COOKERY SCHOOL",
    "88/3 Moo 5, Ban Waen, Hang Dong, Chiang Mai 50230  Tel. 081-953-2716",
    "QUOTATION No. BK-Q68-031    Date: 6 October 2025",
    "To: Mr. Lars Henriksen, Nordic Trails ApS, Copenhagen, Denmark",
    "Re: Private full-day cooking class with organic farm visit for 18 guests, Tuesday 18 November 2025",
]
NORDIC_QUOTE_TABLE = [
    ("No.", "Item", "Qty", "Amount (THB)"),
    ("1", "Private full-day class, group rate 1,750 THB per person (7 dishes + curry paste)", "18 persons", "31,500"),
    ("2", "Van transfer Lanna Heritage Hotel - school - hotel (2 vans x 1,200)", "2 vans", "2,400"),
    ("3", "Printed recipe book and Baan Kwan apron (150 THB each)", "18 sets", "2,700"),
    ("", "TOTAL (no VAT)", "", "36,600"),
]
NORDIC_QUOTE_BOTTOM = [
    "Vegetarian and gluten-free versions are prepared at no extra cost.",
    "Deposit: 30% = 10,980 THB by 31 October 2025 (bank transfer to Kasikorn Bank 172-3-04518-6, "
    "Kanokwan Inthachai). Balance in cash or transfer on the day of the class.",
    "Cancellation: deposit refunded in full if cancelled before 4 November 2025.",
    "This quotation is valid until 5 November 2025.",
    "Kanokwan Inthachai (Kru Kwan), owner",
]
NORDIC_DRAFT = """DRAFT - quote Nordic Trails (not sent, 3 Oct 2025)

18 pax x 1,800 full day = 32,400
1 big van 1,200 (14 seats?? too small, check)
total 33,600 THB
deposit 50% = 16,800
-> Lars budget ~2,000/pax, maybe lower rate + add apron gift instead
"""
TRAILS_TOP = [
    "สัญญาตัวแทนจำหน่ายคอร์สเรียนทำอาหาร",
    "ทำที่ อำเภอหางดง จังหวัดเชียงใหม่ วันที่ 25 กันยายน 2568",
    "ระหว่าง นางกนกวรรณ อินทะชัย เจ้าของโรงเรียนสอนทำอาหารบ้านขวัญ คุกกิ้ง สคูล เลขที่ 88/3 หมู่ 5 "
    "ตำบลบ้านแหวน อำเภอหางดง จังหวัดเชียงใหม่ 50230 (ผู้ให้บริการ)",
    "กับ บริษัท เชียงใหม่ เทรลส์ ทราเวล จำกัด โดย นางสาวอรอุมา ใจดี ผู้จัดการฝ่ายขาย (ตัวแทน)",
    "ข้อ 1. ตัวแทนขายคอร์สเรียนทำอาหารของผู้ให้บริการแก่นักท่องเที่ยว ในราคาขายไม่ต่ำกว่าราคาหน้าร้าน",
    "ข้อ 2. ตัวแทนได้รับค่านายหน้าร้อยละ 20 (20%) ของราคาขาย และชำระราคาสุทธิตามตารางท้ายสัญญาให้ผู้ให้บริการ",
    "ข้อ 3. ตัวแทนโอนเงินค่าคอร์สของเดือนที่ผ่านมาภายในวันที่ 10 ของเดือนถัดไป พร้อมรายชื่อลูกค้า",
    "ข้อ 4. ตัวแทนยกเลิกการจองได้โดยไม่เสียค่าใช้จ่าย หากแจ้งก่อนวันเรียนไม่น้อยกว่า 24 ชั่วโมง",
    "ข้อ 5. สัญญามีผลตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2569",
    "ตารางราคาท้ายสัญญา (บาทต่อคน)",
]
TRAILS_TABLE = [
    ("คอร์ส", "ราคาขาย", "ค่านายหน้า 20%", "ราคาสุทธิที่ตัวแทนชำระ"),
    ("คลาสเช้า + ตลาด", "1,300", "260", "1,040"),
    ("คลาสเย็น", "1,100", "220", "880"),
    ("คลาสเต็มวัน + ฟาร์ม", "1,900", "380", "1,520"),
]
RIMPING_TOP = [
    "ข้อตกลงความร่วมมือ ขายคอร์สเรียนทำอาหารให้แขกโรงแรม",
    "ทำที่ โรงแรมบ้านริมปิง บูทีค เชียงใหม่ วันที่ 28 กันยายน 2568",
    "ระหว่าง นางกนกวรรณ อินทะชัย (บ้านขวัญ คุกกิ้ง สคูล) กับ ห้างหุ้นส่วนจำกัด บ้านริมปิง บูทีค "
    "โดย นายพีระพงษ์ คำมา ผู้จัดการโรงแรม",
    "ข้อ 1. โรงแรมแนะนำและรับจองคอร์สให้แขกที่พักที่โรงแรม ที่เคาน์เตอร์ต้อนรับ",
    "ข้อ 2. โรงแรมได้รับค่าตอบแทนร้อยละ 15 (15%) ของราคาขาย",
    "ข้อ 3. โรงแรมชำระราคาสุทธิภายใน 15 วันหลังสิ้นเดือน",
    "ข้อ 4. บ้านขวัญรับส่งแขกที่โรงแรมฟรีทุกคลาส",
    "ข้อ 5. ข้อตกลงมีผลตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 31 ตุลาคม 2569",
    "ตารางราคา (บาทต่อคน)",
]
RIMPING_TABLE = [
    ("คอร์ส", "ราคาขาย", "ค่าตอบแทน 15%", "ราคาสุทธิ"),
    ("คลาสเช้า + ตลาด", "1,300", "195", "1,105"),
    ("คลาสเย็น", "1,100", "165", "935"),
    ("คลาสเต็มวัน + ฟาร์ม", "1,900", "285", "1,615"),
]
BOOKING_HEADERS = ("วันที่ (Date)", "คลาส (Class)", "ผู้จอง (Guest)", "ประเทศ (Country)", "จำนวนคน (Pax)",
                   "ช่องทาง (Channel)", "ยอดเงิน (Amount, THB)", "สถานะ (Status)")
BOOKINGS = [
    ("01/10/2568", "เช้า Morning", "Sophie Martin", "France", 2, "เว็บไซต์ Website", 2600, "จ่ายแล้ว"),
    ("02/10/2568", "เต็มวัน Full day", "Daniel Weber", "Germany", 3, "Chiang Mai Trails", 5700, "จ่ายแล้ว"),
    ("03/10/2568", "เย็น Evening", "Aiko Tanaka", "Japan", 2, "โรงแรมบ้านริมปิง", 2200, "จ่ายแล้ว"),
    ("04/10/2568", "เช้า Morning", "Liam O'Brien", "Ireland", 4, "Chiang Mai Trails", 5200, "รอตัวแทนโอน"),
    ("05/10/2568", "ส่วนตัว Private", "Chen Wei", "Taiwan", 2, "เว็บไซต์ Website", 5200, "จ่ายแล้ว"),
    ("06/10/2568", "เช้า Morning", "Olivia Brown", "Australia", 5, "Walk-in", 6500, "จ่ายแล้ว"),
    ("07/10/2568", "เย็น Evening", "Noah Schmidt", "Germany", 2, "เว็บไซต์ Website", 2200, "ยังไม่จ่าย"),
    ("08/10/2568", "เต็มวัน Full day", "Park Ji-hoon", "Korea", 2, "โรงแรมบ้านริมปิง", 3800, "รอตัวแทนโอน"),
    ("09/10/2568", "เช้า Morning", "Emily Johnson", "USA", 6, "Chiang Mai Trails", 7800, "รอตัวแทนโอน"),
    ("10/10/2568", "เย็น Evening", "Lucas Rossi", "Italy", 3, "Walk-in", 3300, "จ่ายแล้ว"),
    ("11/10/2568", "เต็มวัน Full day", "Hannah Keller", "Switzerland", 4, "เว็บไซต์ Website", 7600, "จ่ายแล้ว"),
    ("13/10/2568", "เช้า Morning", "Mia Andersson", "Sweden", 3, "Walk-in", 3900, "จ่ายแล้ว"),
    ("14/10/2568", "ส่วนตัว Private", "Ravi Sharma", "India", 2, "เว็บไซต์ Website", 5200, "ยังไม่จ่าย"),
    ("15/10/2568", "เย็น Evening", "Chloe Dubois", "France", 4, "Chiang Mai Trails", 4400, "รอตัวแทนโอน"),
]
COMMISSION = {"Chiang Mai Trails": 0.20, "โรงแรมบ้านริมปิง": 0.15}
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)"]
INCOME_HEADERS = ("เดือน (Month)", "คลาสเช้า (Morning, THB)", "คลาสเย็น (Evening, THB)",
                  "เต็มวัน/ส่วนตัว (Full day & private, THB)", "รวมรายรับ (Total income, THB)",
                  "จำนวนนักเรียน (Students)")
INCOME = [(98400, 41000, 67500, 158), (104400, 45000, 72800, 171), (86400, 38000, 58300, 140),
          (62400, 29000, 41600, 101), (38400, 18000, 22750, 60), (33600, 16000, 19250, 52),
          (45600, 21000, 28000, 73), (52800, 24000, 33250, 84), (40800, 19000, 24500, 65)]
EXPENSE_HEADERS = ("เดือน (Month)", "วัตถุดิบ (Ingredients, THB)", "ค่าจ้างผู้ช่วย (Staff wages, THB)",
                   "รถรับส่ง/น้ำมัน (Van & fuel, THB)", "แก๊ส น้ำ ไฟ (Gas & utilities, THB)",
                   "ค่านายหน้าตัวแทน (Agent commission, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(44200, 17500, 6800, 5900, 21300, 2400, "จ้างพี่หน่อยช่วยเพิ่ม"),
            (47900, 17500, 7200, 6100, 23100, 1800, "จ้างพี่หน่อยช่วยเพิ่ม"),
            (38600, 15100, 6100, 5600, 18400, 2200, ""),
            (27900, 11500, 4700, 5200, 12700, 9800, "ซ่อมเตาแก๊ส 6 หัว + ซื้อกระทะใหม่"),
            (16400, 11500, 3200, 4100, 7100, 1100, ""),
            (14200, 11500, 2900, 3900, 6000, 14500, "ทาสีห้องเรียน + เปลี่ยนมุ้งลวด"),
            (19800, 11500, 3800, 4300, 8900, 1300, ""),
            (23100, 11500, 4300, 4600, 10200, 1600, ""),
            (17600, 11500, 3400, 4200, 7600, 2900, "ซื้อผ้ากันเปื้อนใหม่ 30 ผืน")]
UTILITY_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย."]
UTILITIES = [
    ("ค่าไฟ (Electricity)", [4820, 5110, 5460, 6230, 5380, 4470, 4350, 4610, 4290]),
    ("ค่าน้ำ (Water)", [610, 640, 590, 520, 430, 410, 450, 480, 440]),
    ("อินเทอร์เน็ต (Internet)", [599, 599, 599, 599, 599, 599, 599, 599, 599]),
    ("แก๊สหุงต้มในบ้าน (LPG, home)", [420, 0, 420, 0, 420, 0, 420, 0, 420]),
]
MAKRO_INVOICE = [
    "SIAM MAKRO PUBLIC COMPANY LIMITED - Hang Dong branch\n"
    "TAX INVOICE / RECEIPT (full form)\n"
    "Invoice No.: 0742-251004-0318   Date: 4 October 2025   Time: 08:47\n"
    "Customer: Mrs. Kanokwan Inthachai (Baan Kwan Thai Cookery School)\n"
    "88/3 Moo 5, Ban Waen, Hang Dong, Chiang Mai 50230   Makro member card 7421-0093-556\n"
    " \n"
    "Jasmine rice 15 kg bag              2 x 685.00 = 1,370.00\n"
    "Coconut milk 1 L (carton)          24 x  62.00 = 1,488.00\n"
    "Fish sauce 700 ml                  12 x  38.00 =   456.00\n"
    "Palm sugar 1 kg                    10 x  75.00 =   750.00\n"
    "Vegetable oil 5 L                   3 x 235.00 =   705.00\n"
    "Rice noodles (sen lek) 5 kg         2 x 210.00 =   420.00\n"
    "Disposable gloves, box of 100       5 x 120.00 =   600.00\n"
    " \n"
    "Value before VAT: 5,410.28 THB\nVAT 7%: 378.72 THB\nTotal (VAT included): 5,789.00 THB\n"
    "Paid by credit card (VISA **** 4471)",
]
GHB_PAGES = [
    "GOVERNMENT HOUSING BANK - Chiang Mai branch\nHOUSING LOAN STATEMENT\nStatement date: 30 September 2025\n"
    "Borrower: Mrs. Kanokwan Inthachai\nLoan account No.: 0-2019-50-118736-4\n"
    "Property: 88/3 Moo 5, Ban Waen, Hang Dong, Chiang Mai (land and house, title deed 41872)\n"
    "Original loan: 1,850,000.00 THB, contract date 15 March 2019, term 30 years\n"
    "Current interest rate: 3.50% per year (floating, MRR - 3.65%)\n"
    "Monthly installment: 11,200.00 THB, due on the 5th of each month\n"
    "Outstanding principal at 30 September 2025: 1,284,356.42 THB\n"
    "Interest paid 1 January - 30 September 2025: 33,918.60 THB\n"
    "Next installment: 5 October 2025, 11,200.00 THB",
    "Page 2 - Recent payments\n"
    "05 Jul 2025  11,200.00  principal 7,431.20  interest 3,768.80\n"
    "05 Aug 2025  11,200.00  principal 7,452.88  interest 3,747.12\n"
    "05 Sep 2025  11,200.00  principal 7,474.62  interest 3,725.38\n"
    "Extra principal payments are allowed at any time without a fee.",
]
HEALTH_PAGES = [
    "MUANG THAI LIFE ASSURANCE PCL\nHEALTH RIDER RENEWAL NOTICE\nNotice date: 10 October 2025\n"
    "Policy owner: Mrs. Kanokwan Inthachai\nPolicy No.: MTL-6104-882319\n"
    " \n"
    "1) Mrs. Kanokwan Inthachai, age 41 - Health Fit DD, in-patient cover 1,000,000 THB a year\n"
    "   annual premium 18,450.00 THB\n"
    "2) Miss Sasithorn Inthachai, age 10 - Health Fit Kids, in-patient cover 500,000 THB a year\n"
    "   annual premium 9,320.00 THB\n"
    " \n"
    "Total renewal premium: 27,770.00 THB\n"
    "Premium due date: 12 November 2025 (grace period 31 days)\n"
    "Pay at any branch, by bank transfer, or by credit card in 6 monthly installments at 0%.\n"
    "Health premiums for yourself are tax deductible up to 25,000 THB a year.\n"
    "Agent: Ms. Jiraporn Saengthong, Tel. 089-632-1470",
]
LINE_OH = """[LINE] ประวัติการแชทกับ พี่โอ๋ CM Trails
บันทึกเมื่อ: 12/10/2568 21:05

จ., 06/10/2568
10:12\tพี่โอ๋ CM Trails\tครูขวัญคะ วันพุธที่ 22 ต.ค. มีกรุ๊ปจากสิงคโปร์ 16 คน อยากเรียนคลาสเช้าพร้อมกันหมดเลย รับได้ไหมคะ
10:20\tครูขวัญ\tคลาสนึงรับได้สูงสุด 12 คนค่ะพี่ เตาไม่พอ แบ่งเป็นคลาสเช้า 10 คน คลาสเย็น 6 คนได้ไหมคะ
10:35\tพี่โอ๋ CM Trails\tถามลูกค้าแล้วโอเคค่ะ เช้า 10 เย็น 6
10:37\tครูขวัญ\tได้ค่ะ ราคาตามสัญญา เช้า 1,040 เย็น 880 รวม 15,680 บาทนะคะ รถไปรับที่โรงแรมนิมมานได้เลย
10:38\tพี่โอ๋ CM Trails\t[สติกเกอร์]

อ., 07/10/2568
09:05\tครูขวัญ\tพี่โอ๋คะ ยอดค่าคลาสเดือน ก.ย. 18,720 บาท ยังไม่เข้าเลยนะคะ
09:30\tพี่โอ๋ CM Trails\tขอโทษค่ะครู บัญชีจะโอนให้ภายในวันที่ 10 ตามสัญญาค่ะ

ศ., 10/10/2568
14:22\tพี่โอ๋ CM Trails\tโอนแล้วนะคะ 18,720 บาท
14:22\tพี่โอ๋ CM Trails\t[รูปภาพ]
14:30\tครูขวัญ\tได้รับแล้วค่ะ ขอบคุณค่ะพี่
"""
LINE_FON = """[LINE] ประวัติการแชทกับ ฝน ผู้ช่วยครู
บันทึกเมื่อ: 13/10/2568 19:40

ส., 04/10/2568
09:02\tฝน ผู้ช่วยครู\tพี่ขวัญคะ ซื้อของที่แม็คโครเสร็จแล้ว 5,789 บาท รูดบัตรพี่นะคะ ใบกำกับภาษีหนูขอเต็มรูปแล้ว
09:05\tครูขวัญ\tโอเคจ้ะ กะทิได้ 24 กล่องนะ

พ., 08/10/2568
07:40\tฝน ผู้ช่วยครู\tตลาดเมืองใหม่เช้านี้ ผัก สมุนไพร กุ้ง ไก่ รวม 2,340 บาทค่ะ กุ้งขึ้นอีกแล้ว กิโลละ 320
07:45\tครูขวัญ\tไม่เป็นไร ปีนี้ต้นทุนขึ้นทุกอย่าง

ศ., 10/10/2568
20:15\tฝน ผู้ช่วยครู\tพี่คะ หนูขอลาวันจันทร์ที่ 20 กับวันอังคารที่ 21 ต.ค. นะคะ พี่สาวแต่งงานที่ลำปาง
20:21\tครูขวัญ\tได้เลยจ้ะ เดี๋ยวพี่ให้พี่หน่อยมาช่วยแทนสองวัน วันละ 600 เหมือนเดิม
20:22\tฝน ผู้ช่วยครู\tขอบคุณค่ะพี่ วันพุธ 22 กรุ๊ปสิงคโปร์หนูมาทันค่ะ
"""
PLAN_SLIDES = [
    ("แผนบ้านขวัญคุกกิ้ง ปี 2569 (Baan Kwan plan 2026)", "ครูขวัญ กนกวรรณ อินทะชัย - หางดง เชียงใหม่\nตุลาคม 2568"),
    ("ปีนี้เป็นยังไง (2025 so far)", "Jan-Sep income 1,181,750 THB from 904 students\n"
                                    "Busiest month: February, 171 students\n"
                                    "Turned away about 60 students in Jan-Feb because classes were full"),
    ("ครัวที่สอง (Second kitchen)", "Open-air sala in the back garden with 8 cooking stations\n"
                                   "Build cost 185,000 THB (roof, floor, 8 gas stoves, 2 sinks)\n"
                                   "Ready by 1 October 2026, before the high season"),
    ("คนเพิ่ม (Staff)", "Hire one more full-time assistant: 12,000 THB a month\n"
                        "Phi Noi stays part-time, 600 THB a day in the high season"),
    ("เป้าหมาย (Targets)", "2,000 students in 2026\nNew vegan evening class at 1,200 THB\n"
                           "Two more hotel partners in Nimman"),
]
KITCHEN_DRAFT = """# ไอเดียครัวที่สอง (ร่าง ส.ค. 68)

- สร้างศาลาหลังบ้าน 6 เตา งบน่าจะประมาณ 150,000
- หรือเช่าห้องแถวติดถนนใหญ่ เดือนละ 8,000 (ไกลตลาด ลูกค้าเดินไม่สะดวก)
- ต้องมีคนช่วยเพิ่มอีก 1 คน ถามฝนว่ามีเพื่อนไหม
- ยังไม่ได้ถามช่างเรื่องหลังคา
"""
LAST_YEAR = """# สรุปรายรับบ้านขวัญคุกกิ้ง ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,486,500 บาท
- เดือนที่ดีที่สุด ธ.ค. 2567 212,400 บาท
- นักเรียนทั้งปี 1,238 คน
- ค่าวัตถุดิบทั้งปี 402,300 บาท
- ตัวแทนที่ส่งลูกค้ามามากที่สุด เชียงใหม่ เทรลส์ (ประมาณ 30%)
"""
FEE_TOP = [
    "โรงเรียนวรรณวิทย์ เชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กหญิงศศิธร อินทะชัย (น้องมิว) ชั้นประถมศึกษาปีที่ 5/2 เลขประจำตัว 61207",
    "ผู้ปกครอง นางกนกวรรณ อินทะชัย",
]
FEE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "28,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
    ("ค่ารถรับส่ง (สายหางดง)", "4,800"),
    ("ค่าหนังสือและอุปกรณ์", "1,950"),
    ("รวมทั้งสิ้น", "41,250"),
]
FEE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีธนาคารกรุงไทย 501-0-44862-3",
    "ชำระหลังกำหนดมีค่าปรับวันละ 50 บาท",
    "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
]
OLD_FEE = """# ค่าเทอมน้องมิว เทอม 2/2567 (ป.4)

- ค่าเล่าเรียน 26,900
- ค่ากิจกรรม 2,200
- ค่าอาหารกลางวัน 3,400
- ค่ารถรับส่ง 4,500
- ค่าหนังสือ 1,600
- รวม 38,600 บาท จ่ายแล้ว 28 ต.ค. 2567 (โอนกรุงไทย)
"""
TAX_NOTE = """# ยื่นภาษี ภ.ง.ด.90 ปีภาษี 2567 (ยื่นออนไลน์ 25 มี.ค. 2568)

- รายได้ 40(8) ค่าสอนทำอาหาร ทั้งปี 1,486,500 บาท
- หักค่าใช้จ่ายเหมา 60% = 891,900 บาท
- ลดหย่อนส่วนตัว 60,000 บุตร 30,000 ประกันสุขภาพตัวเอง 18,450 ดอกเบี้ยบ้าน ธอส. 42,300
- เงินได้สุทธิ 443,850 บาท
- ภาษีที่คำนวณได้ 21,885 บาท
- จ่ายครึ่งปี ภ.ง.ด.94 ไปแล้ว 9,200 บาท
- จ่ายเพิ่ม 12,685 บาท ผ่อน 3 งวดกับสรรพากร
- ปีนี้เก็บใบเสร็จค่าวัตถุดิบไว้ เผื่อเปลี่ยนไปหักค่าใช้จ่ายตามจริง
"""
WORKSPECT = {"todo.md": "- ตอบอีเมลครอบครัวอังกฤษเรื่องแพ้ถั่ว\n- ตามมัดจำกรุ๊ป Nordic Trails\n"
                        "- จ่ายค่าเทอมน้องมิว\n- ต่อประกันสุขภาพ\n"}


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จอง 1-15 ต.ค."
    sheet.append(["การจองคลาส บ้านขวัญคุกกิ้ง 1-15 ตุลาคม 2568 (Bookings, 1-15 Oct 2025)"])
    sheet.append(list(BOOKING_HEADERS))
    for row in BOOKINGS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in BOOKINGS), "",
                  sum(row[6] for row in BOOKINGS), ""])
    sheet.append(["ลูกค้าตรงยังไม่จ่าย (Unpaid, direct)", "", "", "", "", "",
                  sum(row[6] for row in BOOKINGS if row[7] == "ยังไม่จ่าย"), "เก็บเงินสด/โอนหน้างาน"])
    sheet.append(["รอตัวแทน/โรงแรมโอน (Waiting for agents)", "", "", "", "", "",
                  sum(row[6] for row in BOOKINGS if row[7] == "รอตัวแทนโอน"), "โอนภายในวันที่ 10-15 พ.ย."])
    money_format(sheet, 7)
    channels = book.create_sheet("ช่องทาง Channels")
    channels.append(["ช่องทาง (Channel)", "จำนวนการจอง (Bookings)", "จำนวนคน (Pax)", "ยอดขาย (Gross, THB)",
                     "ค่านายหน้า (Commission, THB)", "รับสุทธิ (Net, THB)"])
    for name in ("Walk-in", "เว็บไซต์ Website", "Chiang Mai Trails", "โรงแรมบ้านริมปิง"):
        rows = [row for row in BOOKINGS if row[5] == name]
        gross = sum(row[6] for row in rows)
        fee = round(gross * COMMISSION.get(name, 0))
        channels.append([name, len(rows), sum(row[4] for row in rows), gross, fee, gross - fee])
    for column in (4, 5, 6):
        money_format(channels, column)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับบ้านขวัญคุกกิ้ง ม.ค.-ก.ย. 2568 (Baan Kwan income, Jan-Sep 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ย. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:6])
        spend.append([month, *row[:6], total, sum(income[:3]) - total, row[6]])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def _utilities(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บ้าน 2568"
    sheet.append(["ค่าน้ำค่าไฟบ้าน 2568 (ไฟรวมครัวสอนทำอาหาร)"])
    sheet.append(["รายการ (Item)", *UTILITY_MONTHS, "รวม (Total)"])
    for name, values in UTILITIES:
        sheet.append([name, *values, sum(values)])
    columns = list(zip(*(values for _, values in UTILITIES)))
    sheet.append(["รวมต่อเดือน (Total)", *(sum(column) for column in columns),
                  sum(sum(values) for _, values in UTILITIES)])
    for column in range(2, 12):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    school = docs / "บ้านขวัญคุกกิ้ง"
    for sub in ("คลาส", "ลูกค้า", "ตัวแทน", "บัญชี", "แชท", "แผนงาน"):
        (school / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("บ้าน/ค่าเทอมน้องมิว", "ภาษี"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    make_pdf(school / "คลาส" / "BaanKwan_class_prices_2025.pdf", PRICES_2025)
    (school / "คลาส" / "BaanKwan_prices_2024.txt").write_text(PRICES_2024, encoding="utf-8")
    (school / "คลาส" / "เมนูคลาส_หมุนเวียน_2568.md").write_text(MENU_NOTE, encoding="utf-8")
    (school / "ลูกค้า" / "Clarke_family_booking_email.txt").write_text(CLARKE_EMAIL, encoding="utf-8")
    (school / "ลูกค้า" / "NordicTrails_Lars_email.txt").write_text(LARS_EMAIL, encoding="utf-8")
    write_docx(school / "ลูกค้า" / "Quote_NordicTrails_group_Nov2025.docx", NORDIC_QUOTE_TOP,
               table=NORDIC_QUOTE_TABLE, bottom=NORDIC_QUOTE_BOTTOM)
    (school / "ลูกค้า" / "Quote_NordicTrails_draft.txt").write_text(NORDIC_DRAFT, encoding="utf-8")
    write_docx(school / "ตัวแทน" / "สัญญาตัวแทน_ChiangMaiTrails_2568.docx", TRAILS_TOP, table=TRAILS_TABLE,
               bottom=["ลงชื่อ กนกวรรณ อินทะชัย ผู้ให้บริการ", "ลงชื่อ อรอุมา ใจดี ตัวแทน"])
    write_docx(school / "ตัวแทน" / "สัญญาตัวแทน_โรงแรมบ้านริมปิง_2568.docx", RIMPING_TOP, table=RIMPING_TABLE,
               bottom=["ลงชื่อ กนกวรรณ อินทะชัย", "ลงชื่อ พีระพงษ์ คำมา ผู้จัดการโรงแรม"])
    _bookings(school / "บัญชี" / "การจอง_ตค2568.xlsx")
    _accounts(school / "บัญชี" / "รายรับรายจ่าย_บ้านขวัญคุกกิ้ง_2568.xlsx")
    make_pdf(school / "บัญชี" / "Makro_tax_invoice_2025-10-04.pdf", MAKRO_INVOICE)
    (school / "บัญชี" / "รายรับ_บ้านขวัญ_2567_สรุป.md").write_text(LAST_YEAR, encoding="utf-8")
    (school / "แชท" / "LINE_พี่โอ๋_ChiangMaiTrails.txt").write_text(LINE_OH, encoding="utf-8")
    (school / "แชท" / "LINE_น้องฝน_ผู้ช่วยครู.txt").write_text(LINE_FON, encoding="utf-8")
    write_slides(school / "แผนงาน" / "แผนปี2569_ครัวที่สอง.pptx", PLAN_SLIDES)
    (school / "แผนงาน" / "ไอเดียครัวที่สอง_ร่าง.md").write_text(KITCHEN_DRAFT, encoding="utf-8")
    make_pdf(docs / "บ้าน" / "GHB_homeloan_statement_2025-09.pdf", GHB_PAGES)
    make_pdf(docs / "บ้าน" / "MuangThaiLife_health_renewal_2025.pdf", HEALTH_PAGES)
    _utilities(docs / "บ้าน" / "ค่าน้ำค่าไฟ_บ้าน_2568.xlsx")
    write_docx(docs / "บ้าน" / "ค่าเทอมน้องมิว" / "ค่าเทอมน้องมิว_เทอม2_2568.docx", FEE_TOP, table=FEE_TABLE,
               bottom=FEE_BOTTOM)
    (docs / "บ้าน" / "ค่าเทอมน้องมิว" / "ค่าเทอมน้องมิว_เทอม2_2567.md").write_text(OLD_FEE, encoding="utf-8")
    (docs / "ภาษี" / "ยื่นภาษีปี67_บันทึก.md").write_text(TAX_NOTE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the teacher's to-do list."""
    write_texts(workspect, WORKSPECT)
