"""A folder for bench/agent_tasks.py (`--folder printingpress`): a Chiang Rai couple's small offset printing press.

Anucha and Janpen Panyawong (พี่นุ กับ พี่เพ็ญ) run Sri Wiang Printing (ศรีเวียงการพิมพ์) on Banphaprakan Road in
Mueang Chiang Rai with one Heidelberg GTO 52 press: a Thai wedding-card quote for one bride (docx, a table), a draft
of it and a quote for another bride (docx, a table), a LINE chat with the first bride, the shop's English
wedding-card price sheet (pdf), a primary school's print order for term 1/2568 (xlsx, two sheets) and last year's
order (xlsx), a LINE chat with the school's teacher, an international school's English email asking about a yearbook
(txt), the paper supplier's English price list and invoice (pdf), last year's paper prices (md), a LINE chat with the
supplier's salesman and a paper stock note (md), income and expenses by month for January-June 2568 (xlsx, two
sheets, Thai/English headers) and last year's income summary (md), an English press service report (pdf) and a Thai
repair log (md), slides of a plan to buy an electric paper cutter in 2569 (pptx) and a draft of the idea (md); plus
household papers: their son's Thai school-fee notice (docx, a table), a note on last term's fees, the shop's
electricity bill and the home-loan statement (English pdf). The workspect holds a to-do list. Written blind of the
engine's rules, in session 23, for bench/data/agent_tasks_printingpress_holdout.json. Every figure a task checks is
written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_LINE = "ศรีเวียงการพิมพ์ 214 ถนนบรรพปราการ ต.เวียง อ.เมืองเชียงราย จ.เชียงราย 57000 โทร 053-711-482"
MINT_QUOTE_TOP = [
    "ใบเสนอราคา",
    SHOP_LINE,
    "เลขที่ SW68-031   วันที่ 3 มิถุนายน 2568",
    "เรียน คุณกมลชนก ใจแก้ว (คุณมิ้นท์) และคุณธนวัฒน์ ศรีสุข",
    "เรื่อง พิมพ์การ์ดแต่งงาน งานมงคลสมรสวันเสาร์ที่ 9 สิงหาคม 2568 ณ โรงแรมริมกก เชียงราย",
]
MINT_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "การ์ดแต่งงาน 2 พับ กระดาษอาร์ตการ์ด 300 แกรม พิมพ์ 4 สี ปั๊มฟอยล์ทอง", "600 ใบ", "18", "10,800"),
    ("2", "ซองการ์ด กระดาษมุก 120 แกรม พิมพ์ชื่อผู้รับ 1 สี", "600 ซอง", "5", "3,000"),
    ("3", "การ์ดขอบคุณติดของชำร่วย ขนาด 9 x 5.5 ซม.", "600 ใบ", "3", "1,800"),
    ("4", "ค่าออกแบบและทำเพลท", "1 งาน", "", "2,500"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "", "18,100"),
]
MINT_QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 9,050 บาท เมื่อยืนยันงาน ส่วนที่เหลือชำระวันรับการ์ด",
    "แก้ไขปรู๊ฟได้ 2 ครั้งไม่คิดเพิ่ม ส่งงานภายใน 12 วันทำการหลังอนุมัติปรู๊ฟ",
    "ส่งฟรีในเขตอำเภอเมืองเชียงราย  ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ จันทร์เพ็ญ ปัญญาวงศ์ ผู้เสนอราคา",
]
MINT_DRAFT = """ร่าง ใบเสนอราคาการ์ดคุณมิ้นท์ (คุยทางโทรศัพท์ 1 มิ.ย. ยังไม่ได้ส่ง)
- การ์ด 2 พับ อาร์ตการ์ด 260 แกรม 500 ใบ ใบละ 16 = 8,000
- ซองขาวธรรมดา 500 ซอง ซองละ 4 = 2,000
- ไม่ปั๊มฟอยล์ (เจ้าสาวยังไม่แน่ใจ)
- รวม 10,000 บาท ยังไม่รวมค่าออกแบบ
- เจ้าสาวบอกอาจเพิ่มเป็น 600 ใบ + อยากได้ฟอยล์ทอง ต้องคิดใหม่
"""
FON_QUOTE_TOP = [
    "ใบเสนอราคา",
    SHOP_LINE,
    "เลขที่ SW68-044   วันที่ 14 กรกฎาคม 2568",
    "เรียน คุณพิมพ์ชนก วงศ์คำ (คุณฝน)",
    "เรื่อง พิมพ์การ์ดแต่งงานกระดาษสา งานแต่งงานวันเสาร์ที่ 22 พฤศจิกายน 2568 อ.แม่จัน",
]
FON_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "การ์ดแต่งงานกระดาษสา พิมพ์ 2 สี ผูกริบบิ้น", "400 ใบ", "22", "8,800"),
    ("2", "ซองกระดาษสาสีครีม", "400 ซอง", "6", "2,400"),
    ("3", "ค่าออกแบบและทำเพลท (ลดให้ลูกค้าเก่า)", "1 งาน", "", "2,000"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "", "13,200"),
]
FON_QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 6,600 บาท เมื่อยืนยันงาน ส่วนที่เหลือชำระวันรับการ์ด",
    "ส่งงานภายใน 15 วันทำการหลังอนุมัติปรู๊ฟ (กระดาษสาต้องสั่งล่วงหน้า 5 วัน)",
    "ค่าส่งไปอำเภอแม่จัน 150 บาท  ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ จันทร์เพ็ญ ปัญญาวงศ์ ผู้เสนอราคา",
]
LINE_MINT = """[LINE] ประวัติการแชทกับ มิ้นท์ เจ้าสาว 9 ส.ค.
บันทึกเมื่อ: 20/06/2568 21:05

อ., 10/06/2568
09:12\tมิ้นท์ เจ้าสาว 9 ส.ค.\tพี่เพ็ญคะ โอนมัดจำการ์ดแล้วนะคะ 9,050 บาท
09:13\tมิ้นท์ เจ้าสาว 9 ส.ค.\t[รูปภาพ]
09:30\tพี่เพ็ญ ศรีเวียงการพิมพ์\tได้รับแล้วค่ะ เดี๋ยวพี่ส่งปรู๊ฟแรกให้ภายในศุกร์นี้นะคะ

พ., 18/06/2568
14:02\tมิ้นท์ เจ้าสาว 9 ส.ค.\tปรู๊ฟรอบสองโอเคแล้วค่ะ แต่ขอเพิ่มการ์ดอีก 50 ใบได้ไหมคะ ญาติฝั่งเจ้าบ่าวเยอะ
14:10\tพี่เพ็ญ ศรีเวียงการพิมพ์\tได้ค่ะ การ์ดเพิ่ม 50 ใบ ใบละ 18 เท่าเดิม เพิ่ม 900 บาทนะคะ (ซองมีเผื่อไว้แล้ว)
14:11\tพี่เพ็ญ ศรีเวียงการพิมพ์\tยอดที่เหลือจ่ายวันรับการ์ดเป็น 9,950 บาทค่ะ
14:15\tมิ้นท์ เจ้าสาว 9 ส.ค.\tโอเคค่ะ แล้วจะได้การ์ดวันไหนคะ
14:20\tพี่เพ็ญ ศรีเวียงการพิมพ์\tนัดรับได้ศุกร์ที่ 4 ก.ค. หลังบ่ายสามโมงค่ะ หรือพี่นุเอาไปส่งที่บ้านก็ได้
14:22\tมิ้นท์ เจ้าสาว 9 ส.ค.\tมารับเองค่ะ ขอบคุณมากค่ะพี่
"""
CARD_PRICES = [
    "SRI WIANG PRINTING - 214 Banphaprakan Road, Wiang, Mueang Chiang Rai 57000  Tel. 053-711-482\n"
    "WEDDING CARD PRICE SHEET 2025 (prices in THB per piece, no VAT)\n"
    " \n"
    "2-fold card, art card 300 gsm, 4 colours\n"
    "   300-499 cards ..... 19     500-999 cards ..... 15     1,000 cards or more ..... 13\n"
    "Gold or silver foil stamping ..... add 3 per card\n"
    "Mulberry (sa) paper card, 2 colours, ribbon\n"
    "   300-499 cards ..... 22     500 cards or more ..... 20\n"
    "Pearl envelope 120 gsm with guest name ..... 5\n"
    "Mulberry paper envelope ..... 6\n"
    "Thank-you tag 9 x 5.5 cm ..... 3\n"
    "Design and plates (one job) ..... 2,500\n"
    " \n"
    "Deposit 50% to start. Two proof changes free. Free delivery in Mueang Chiang Rai.\n"
    "Orders need 12 working days after the proof is approved.",
]
SCHOOL_HEADERS = ("รายการ (Item)", "จำนวน (Qty)", "หน่วย (Unit)", "ราคาต่อหน่วย (Unit price, THB)",
                  "รวม (Amount, THB)")
SCHOOL_2568 = [
    ("สมุดรายงานประจำตัวนักเรียน (สมุดพก ปพ.6)", 420, "เล่ม", 25),
    ("แบบฝึกหัดคณิตศาสตร์ ป.1-ป.6", 360, "เล่ม", 38),
    ("ใบงานภาษาอังกฤษ (ขาวดำ)", 8000, "แผ่น", 0.6),
    ("เกียรติบัตรพิมพ์สี่สี", 300, "แผ่น", 12),
    ("ปกรายงาน SAR เข้าเล่มสันกาว", 20, "เล่ม", 150),
]
SCHOOL_DELIVERY_HEADERS = ("งวด (Lot)", "วันส่ง (Delivery date)", "รายการ (Items)", "ยอดเงิน (Amount, THB)",
                           "สถานะ (Status)")
SCHOOL_DELIVERY = [
    ("งวด 1", "12/05/2568", "สมุดพก + แบบฝึกหัดคณิต", 24180, "ส่งแล้ว เบิกเงินแล้ว"),
    ("งวด 2", "02/06/2568", "ใบงานภาษาอังกฤษ", 4800, "ส่งแล้ว รอเบิก"),
    ("งวด 3", "15/09/2568", "เกียรติบัตร + ปก SAR", 6600, "ยังไม่ส่ง"),
]
SCHOOL_2567 = [
    ("สมุดรายงานประจำตัวนักเรียน (สมุดพก ปพ.6)", 400, "เล่ม", 22),
    ("แบบฝึกหัดคณิตศาสตร์ ป.1-ป.6", 340, "เล่ม", 35),
    ("ใบงานภาษาอังกฤษ (ขาวดำ)", 6000, "แผ่น", 0.5),
    ("เกียรติบัตรพิมพ์สี่สี", 250, "แผ่น", 10),
]
LINE_WILAI = """[LINE] ประวัติการแชทกับ ครูวิไล บ้านสันโค้ง
บันทึกเมื่อ: 16/07/2568 19:40

จ., 14/07/2568
10:20\tครูวิไล บ้านสันโค้ง\tสวัสดีค่ะพี่นุ เงินงวดใบงานภาษาอังกฤษ ฝ่ายการเงินแจ้งว่าจะโอนให้วันที่ 25 ก.ค. นะคะ
10:21\tครูวิไล บ้านสันโค้ง\tหักภาษี ณ ที่จ่าย 1% ตามระเบียบ เดี๋ยวส่งหนังสือรับรองให้ค่ะ
10:45\tพี่นุ ศรีเวียงการพิมพ์\tขอบคุณครับครู
10:50\tครูวิไล บ้านสันโค้ง\tอีกเรื่องค่ะ เกียรติบัตรงวดสาม ขอเพิ่มอีก 100 แผ่นได้ไหมคะ ปีนี้มีแข่งขันทักษะเยอะ
11:02\tพี่นุ ศรีเวียงการพิมพ์\tได้ครับ แผ่นละ 12 เท่าเดิม ส่งพร้อมกันกลางเดือนกันยาครับ
11:05\tครูวิไล บ้านสันโค้ง\tแล้วปลายปีอยากทำหนังสือรุ่น ป.6 ประมาณ 60 เล่ม ช่วยคิดราคาให้หน่อยนะคะ
11:10\tพี่นุ ศรีเวียงการพิมพ์\tได้ครับ ขอจำนวนหน้ากับขนาดก่อนนะครับครู
"""
YEARBOOK_EMAIL = """From: Sarah Whitfield <s.whitfield@lannahills.ac.th>
To: Sri Wiang Printing <sriwiang.print@gmail.com>
Date: Wed, 9 Jul 2025 08:47:31 +0700
Subject: Yearbook 2025-2026 - request for a quotation

Dear Khun Anucha and Khun Janpen,

I look after communications at Lanna Hills International School (Ban Du, Chiang Rai). Our PTA printed the last
yearbook in Chiang Mai, but we would prefer a local press this year. Could you quote for:

- 180 copies, A4 portrait, 64 pages in full colour on 128 gsm art paper
- Hard cover, matt lamination, school crest in gold foil on the front
- Delivery to the school by 22 May 2026 (graduation is on 29 May)

Our budget is about 95,000 THB including VAT. Please send the quotation, a paper sample and a proof schedule
by 15 August 2025, as the PTA meets on 20 August to decide. We would also need a tax invoice in the school's name.

Kind regards,
Sarah Whitfield
Head of Communications, Lanna Hills International School
Tel. 053-150-227
"""
PAPER_PRICELIST = [
    "LANNA PAPER SUPPLY CO., LTD.\n"
    "58/2 Chiang Mai-Lampang Superhighway, Nong Pa Khrang, Mueang Chiang Mai 50000  Tel. 053-245-660\n"
    "PRICE LIST FOR PRINTERS - effective 1 June 2025 (THB, VAT not included)\n"
    "Customer: Sri Wiang Printing, Chiang Rai (account CR-0218)\n"
    " \n"
    "Art card 300 gsm, 31 x 43 in, pack of 100 sheets ........ 1,480\n"
    "Art card 260 gsm, 31 x 43 in, pack of 100 sheets ........ 1,290\n"
    "Art paper 128 gsm, 31 x 43 in, ream of 500 sheets ....... 2,650\n"
    "Woodfree (bond) paper 80 gsm, 31 x 43 in, ream of 500 ... 1,720\n"
    "Pearl paper 120 gsm, pack of 100 sheets ................. 980\n"
    "Mulberry (sa) paper, cream, pack of 100 sheets .......... 1,350\n"
    "Offset ink set CMYK, 4 x 1 kg ........................... 2,400\n"
    "Hot foil gold, 64 cm x 120 m roll ....................... 1,850\n"
    " \n"
    "Terms: free delivery to Chiang Rai for orders over 15,000 THB (truck Tuesday and Friday).\n"
    "30 days credit for account customers. 3% discount on orders over 30,000 THB.",
]
PAPER_INVOICE = [
    "LANNA PAPER SUPPLY CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV2568-0412   Date: 20 June 2025\n"
    "Customer: Sri Wiang Printing (Mrs. Janpen Panyawong), 214 Banphaprakan Road, Wiang,\n"
    "Mueang Chiang Rai 57000   Account: CR-0218\n"
    " \n"
    "Art card 300 gsm, pack of 100       3 x 1,480.00 =  4,440.00\n"
    "Woodfree 80 gsm, ream of 500        6 x 1,720.00 = 10,320.00\n"
    "Pearl paper 120 gsm, pack of 100    2 x   980.00 =  1,960.00\n"
    "Hot foil gold, 64 cm x 120 m        1 x 1,850.00 =  1,850.00\n"
    " \n"
    "Subtotal: 18,570.00 THB\nVAT 7%: 1,299.90 THB\nTotal amount due: 19,869.90 THB\n"
    "Payment term: credit 30 days. Due date: 20 July 2025\n"
    "Pay by transfer to Bangkok Bank, account 531-0-44872-6, Lanna Paper Supply Co., Ltd.",
]
PAPER_2567 = """# ราคากระดาษ ลานนาเปเปอร์ (ใบราคาปี 2567 ใช้ถึง พ.ค. 68)

- อาร์ตการ์ด 300 แกรม ห่อ 100 แผ่น 1,390 บาท
- อาร์ตการ์ด 260 แกรม ห่อ 100 แผ่น 1,210 บาท
- อาร์ตมัน 128 แกรม รีม 500 แผ่น 2,480 บาท
- กระดาษปอนด์ 80 แกรม รีม 500 แผ่น 1,580 บาท
- กระดาษมุก 120 แกรม ห่อ 100 แผ่น 920 บาท
- หมึกออฟเซ็ต CMYK ชุด 4 กก. 2,250 บาท
"""
LINE_SALES = """[LINE] ประวัติการแชทกับ ต้น เซลส์ลานนาเปเปอร์
บันทึกเมื่อ: 25/06/2568 18:10

ศ., 23/05/2568
16:02\tต้น เซลส์ลานนาเปเปอร์\tพี่เพ็ญครับ แจ้งล่วงหน้า 1 มิ.ย. ราคากระดาษขึ้นทั้งล็อตนะครับ อาร์ตการ์ดขึ้นห่อละเกือบร้อย
16:05\tพี่เพ็ญ ศรีเวียงการพิมพ์\tโห ขึ้นอีกแล้วเหรอ งั้นสั่งปอนด์ก่อนขึ้นได้ไหม
16:08\tต้น เซลส์ลานนาเปเปอร์\tได้ครับถ้าสั่งภายในวันอังคาร รถเข้าเชียงรายอังคารกับศุกร์ครับ

พ., 25/06/2568
10:15\tพี่เพ็ญ ศรีเวียงการพิมพ์\tบิลวันที่ 20 ได้รับแล้วนะ ฟอยล์ทองม้วนใหม่สีสวยดี
10:20\tต้น เซลส์ลานนาเปเปอร์\tขอบคุณครับ ถ้ารอบหน้าสั่งเกินสามหมื่นลดให้ 3% ครับ
"""
STOCK_NOTE = """# สต็อกกระดาษ นับวันที่ 1 ก.ค. 68

- อาร์ตการ์ด 300 แกรม เหลือ 2 ห่อ (ต้องใช้งานการ์ดคุณฝนด้วย)
- อาร์ตการ์ด 260 แกรม เหลือ 4 ห่อ
- กระดาษปอนด์ 80 แกรม เหลือ 5 รีม (ใบงานโรงเรียนเทอม 2)
- กระดาษมุก 120 แกรม เหลือ 1 ห่อ
- กระดาษสา หมด ต้องสั่ง 4 ห่อก่อนเริ่มงานคุณฝน
- ฟอยล์ทอง เหลือครึ่งม้วน
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "การ์ดแต่งงาน/งานบวช (Wedding & ceremony cards, THB)",
                  "งานโรงเรียน (School orders, THB)", "งานร้านค้า/บริษัท (Business print, THB)",
                  "รวมรายรับ (Total income, THB)")
INCOME = [(38500, 12400, 21300), (52800, 6200, 18900), (41200, 9800, 24600),
          (29600, 4100, 19700), (33900, 46300, 22800), (47300, 15600, 20400)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่ากระดาษ (Paper, THB)", "หมึก/เพลท (Ink & plates, THB)",
                   "ค่าแรงลูกจ้าง (Wages, THB)", "ค่าไฟ (Electricity, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(18200, 5400, 12000, 4380, 1500, ""), (22600, 6100, 12000, 4120, 2200, ""),
            (19900, 5800, 12000, 5260, 1300, ""), (14300, 4200, 12000, 5940, 900, "สงกรานต์ปิดร้าน 5 วัน"),
            (31700, 7900, 15000, 5610, 2800, "จ้างคนช่วยเพิ่มช่วงเปิดเทอม"),
            (24100, 6300, 12000, 4696, 10600, "ซ่อมเครื่องพิมพ์ GTO 9,800")]
SUMMARY_2567 = """# สรุปรายรับโรงพิมพ์ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 912,600 บาท
- เดือนที่ดีที่สุด พ.ค. 2567 118,400 บาท (งานโรงเรียนเปิดเทอม)
- งานการ์ดแต่งงานทั้งปี 64 งาน
- ค่ากระดาษทั้งปี 251,300 บาท
- ค่าจ้างลูกจ้าง (น้องแบงค์) เดือนละ 11,000 บาท ปีนี้ขึ้นเป็น 12,000
"""
SERVICE_REPORT = [
    "CHIANG RAI GRAPHIC MACHINERY SERVICE\n"
    "88 Moo 3, Rop Wiang, Mueang Chiang Rai 57000  Tel. 081-882-4306\n"
    "SERVICE REPORT No. SR-25-061\n"
    "Date of visit: 16 June 2025   Technician: Mr. Prasert Inta\n"
    "Customer: Sri Wiang Printing (Mr. Anucha Panyawong)\n"
    "Machine: Heidelberg GTO 52, single colour, serial No. 693-221\n"
    "Impression counter: 4,218,650\n"
    " \n"
    "Problem: ghosting and uneven ink on solids; water streaks on the sheet.\n"
    "Work done: replaced 2 ink form rollers and 1 dampening form roller, set roller pressure,\n"
    "cleaned the ink fountain, checked grippers and oiled the chain.\n"
    " \n"
    "Ink form roller (GTO 52)        2 x 2,900 = 5,800\n"
    "Dampening form roller            1 x 1,600 = 1,600\n"
    "Labour (half day)                          2,400\n"
    "Total (no VAT): 9,800 THB, paid in cash on the day\n"
    " \n"
    "Warranty on new rollers: 90 days.\n"
    "Next service due: December 2025 (blanket is worn, budget about 3,200 THB to replace it).",
]
REPAIR_LOG = """# บันทึกซ่อมเครื่องพิมพ์ GTO

- ก.พ. 2567 เปลี่ยนลูกยางหมึก 1 ลูก + ค่าแรง รวม 7,500 บาท (ช่างประเสริฐ)
- ต.ค. 2567 ปั๊มลมดูดกระดาษเสียงดัง เปลี่ยนใบพัด 1,850 บาท
- 16 มิ.ย. 2568 ช่างประเสริฐมาเปลี่ยนลูกยาง 3 ลูก จ่ายไป 9,800 (ดูรายงานช่างในไฟล์ภาษาอังกฤษ)
- ผ้ายางเริ่มบาง ช่างบอกให้เปลี่ยนรอบหน้า
- เครื่องตัดมือโยก ลับใบมีดทุก 3 เดือน ครั้งละ 350 บาท
"""
PLAN_SLIDES = [
    ("แผนซื้อเครื่องตัดกระดาษไฟฟ้า ปี 2569", "ศรีเวียงการพิมพ์\nพี่นุ & พี่เพ็ญ  (ร่างคุยกันเดือน ก.ค. 2568)"),
    ("ทำไมต้องซื้อ", "เครื่องตัดมือโยกตัวเก่าตัดได้ครั้งละ 200 แผ่น ช้าและเมื่อย\n"
                    "ช่วงเปิดเทอมต้องจ้างร้านอื่นตัด ปีละประมาณ 18,000 บาท\nงานการ์ดแต่งงานตัดไม่ตรง ต้องทิ้งกระดาษ 3-5%"),
    ("ตัวเลือก", "เครื่องตัดไฟฟ้ามือสองญี่ปุ่น หน้ากว้าง 67 ซม. 185,000 บาท (รวมขนส่งจากลำปาง)\n"
                 "เครื่องใหม่จากจีน หน้ากว้าง 67 ซม. 248,000 บาท\nเลือก: มือสองญี่ปุ่น"),
    ("เงินทุน", "ใช้เงินเก็บ 85,000 บาท\nกู้ธนาคารออมสิน 100,000 บาท ผ่อน 24 เดือน เดือนละ 4,600 บาท"),
    ("เป้าหมาย", "ซื้อให้ทันภายใน มี.ค. 2569 ก่อนเปิดเทอม\nรับงานตัดให้ร้านถ่ายเอกสารแถวนั้นด้วย\n"
                 "คาดว่าคืนทุนประมาณ 3 ปี"),
]
CUTTER_DRAFT = """# ไอเดียเครื่องตัด (ร่าง ยังไม่ได้คุยกับพี่นุ)

- เห็นในกลุ่มเฟซบุ๊ก เครื่องตัดมือสองที่ลำปาง 160,000 ไม่รู้สภาพใบมีด
- เครื่องใหม่น่าจะ 250,000 กว่าๆ แพงไป
- ถ้ากู้ ธ.ก.ส. ได้ดอกถูกกว่าไหม
- ลองถามช่างประเสริฐให้ไปดูเครื่องด้วย
"""
FEES_TOP = [
    "ใบแจ้งชำระค่าธรรมเนียมการเรียน ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "โรงเรียนอนุบาลเวียงเชียงราย (แผนกภาษาอังกฤษ EP)",
    "ชื่อนักเรียน เด็กชายภูมิพัฒน์ ปัญญาวงศ์ (น้องภูมิ) ชั้น ป.4/2 เลขประจำตัว 15832",
    "ผู้ปกครอง นางจันทร์เพ็ญ ปัญญาวงศ์",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา (EP)", "4,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียนและทัศนศึกษา", "1,200"),
    ("ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "800"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "6,850"),
]
FEES_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีธนาคารกรุงไทย 512-6-03318-9",
    "ชำระหลังกำหนดปรับวันละ 20 บาท  เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
]
FEES_TERM1 = """ค่าเทอมน้องภูมิ เทอม 1/2568 จ่ายแล้ว
- โอนวันที่ 8 พ.ค. 68 รวม 6,500 บาท (ค่าบำรุง 4,500 + กิจกรรม 1,200 + คอม 800)
- ค่าชุดนักเรียน+รองเท้า 1,980 บาท ซื้อที่ร้านในเมือง
- ค่าหนังสือ 1,450 บาท
- เทอม 2 มีค่าประกันอุบัติเหตุเพิ่ม ครูประจำชั้นแจ้งใน LINE กลุ่ม
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Rai Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Sri Wiang Printing (Mr. Anucha Panyawong)\n"
    "Address: 214 Banphaprakan Road, Wiang, Mueang Chiang Rai 57000\n"
    "Account No.: 020011846502   Meter No.: 3P-7712049 (three-phase, small business rate 2.2)\n"
    "Reading period: 20 May 2025 - 19 June 2025   Bill date: 23 June 2025\n"
    "Previous reading: 48,215   Current reading: 49,247   Units used: 1,032 kWh\n"
    " \n"
    "Energy charge ........................ 4,147.04\n"
    "Ft charge (0.1972 x 1,032) ............ 203.51\n"
    "Service charge ........................ 38.22\n"
    "Subtotal ............................ 4,388.77\n"
    "VAT 7% ................................ 307.21\n"
    "Total amount ........................ 4,695.98 THB\n"
    " \n"
    "Please pay by 3 July 2025. Same month last year: 948 kWh, 4,262.50 THB.",
]
GHB_PAGES = [
    "GOVERNMENT HOUSING BANK (GHB) - Chiang Rai Branch\nHOME LOAN STATEMENT\nStatement date: 30 June 2025\n"
    "Borrowers: Mr. Anucha Panyawong and Mrs. Janpen Panyawong\nLoan account: 10-2563-004417\n"
    "Property: house and land, 71/5 Moo 2, Rim Kok, Mueang Chiang Rai\n"
    "Original loan: 1,450,000.00 THB, contract date 15 December 2020, term 30 years\n"
    "Interest: 3.25% per year fixed until 14 December 2025, then MRR minus 1.50%\n"
    "Monthly payment: 9,200.00 THB, due on the 5th of each month\n"
    " \n"
    "Payments in 2025 (Jan-Jun): 55,200.00 THB (interest 18,371.06, principal 36,828.94)\n"
    "Outstanding principal at 30 June 2025: 1,086,452.37 THB\n"
    "Next payment: 5 July 2025, 9,200.00 THB by automatic debit from savings account 020-1-58834-7",
]
WORKSPECT = {"todo.md": "- ทำใบเสนอราคาหนังสือรุ่นโรงเรียนนานาชาติ ก่อน 15 ส.ค.\n- โอนค่ากระดาษลานนาเปเปอร์\n"
                        "- สั่งกระดาษสางานคุณฝน\n- ตามเงินงวด 2 โรงเรียนบ้านสันโค้ง\n"}


def _order_sheet(sheet, title: str, rows: list[tuple]) -> None:
    sheet.append([title])
    sheet.append(list(SCHOOL_HEADERS))
    for item, qty, unit, price in rows:
        amount = round(qty * price, 2)
        sheet.append([item, qty, unit, price, int(amount) if float(amount).is_integer() else amount])
    sheet.append(["รวม (Total)", "", "", "", int(round(sum(qty * price for _, qty, _, price in rows)))])
    money_format(sheet, 2)
    money_format(sheet, 5)


def _school_order(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ใบสั่งพิมพ์ เทอม 1-2568"
    _order_sheet(sheet, "ใบสั่งพิมพ์ โรงเรียนบ้านสันโค้ง ภาคเรียนที่ 1/2568 (ครูวิไล ผู้ประสานงาน)", SCHOOL_2568)
    lots = book.create_sheet("กำหนดส่ง Delivery")
    lots.append(["กำหนดส่งงานและเบิกเงิน โรงเรียนบ้านสันโค้ง 2568"])
    lots.append(list(SCHOOL_DELIVERY_HEADERS))
    for row in SCHOOL_DELIVERY:
        lots.append(list(row))
    lots.append(["รวม (Total)", "", "", sum(row[3] for row in SCHOOL_DELIVERY), ""])
    money_format(lots, 4)
    book.save(path)


def _school_order_old(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ใบสั่งพิมพ์ 2567"
    _order_sheet(sheet, "ใบสั่งพิมพ์ โรงเรียนบ้านสันโค้ง ปีการศึกษา 2567", SCHOOL_2567)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับศรีเวียงการพิมพ์ ม.ค.-มิ.ย. 2568 (Sri Wiang Printing income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-มิ.ย. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ศรีเวียงการพิมพ์"
    cards, school = shop / "ลูกค้า" / "การ์ดแต่งงาน", shop / "ลูกค้า" / "โรงเรียน"
    paper, books, press, plans, home = (shop / "กระดาษ", shop / "บัญชี", shop / "เครื่องจักร", shop / "แผนงาน",
                                        docs / "บ้าน")
    for folder in (cards, school, paper, books, press, plans, home):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(cards / "ใบเสนอราคา_การ์ดแต่งงาน_คุณมิ้นท์_2568.docx", MINT_QUOTE_TOP, table=MINT_QUOTE_TABLE,
               bottom=MINT_QUOTE_BOTTOM)
    write_docx(cards / "ใบเสนอราคา_การ์ดแต่งงาน_คุณฝน_2568.docx", FON_QUOTE_TOP, table=FON_QUOTE_TABLE,
               bottom=FON_QUOTE_BOTTOM)
    make_pdf(cards / "SriWiang_wedding_card_prices_2025.pdf", CARD_PRICES)
    _school_order(school / "ใบสั่งพิมพ์_โรงเรียนบ้านสันโค้ง_เทอม1_2568.xlsx")
    _school_order_old(school / "ใบสั่งพิมพ์_โรงเรียนบ้านสันโค้ง_2567.xlsx")
    make_pdf(paper / "LannaPaper_pricelist_2025-06.pdf", PAPER_PRICELIST)
    make_pdf(paper / "LannaPaper_invoice_INV2568-0412.pdf", PAPER_INVOICE)
    _accounts(books / "รายรับรายจ่าย_โรงพิมพ์_2568.xlsx")
    make_pdf(press / "GTO52_service_report_2025-06.pdf", SERVICE_REPORT)
    write_slides(plans / "แผนซื้อเครื่องตัดกระดาษ_2569.pptx", PLAN_SLIDES)
    write_docx(home / "ค่าเทอมน้องภูมิ_เทอม2_2568.docx", FEES_TOP, table=FEES_TABLE, bottom=FEES_BOTTOM)
    make_pdf(home / "PEA_bill_shop_2025-06.pdf", PEA_BILL)
    make_pdf(home / "GHB_homeloan_statement_2025-06.pdf", GHB_PAGES)
    write_texts(docs, {
        "ศรีเวียงการพิมพ์/ลูกค้า/การ์ดแต่งงาน/ใบเสนอราคา_คุณมิ้นท์_ร่าง.txt": MINT_DRAFT,
        "ศรีเวียงการพิมพ์/ลูกค้า/การ์ดแต่งงาน/LINE_คุณมิ้นท์_การ์ดแต่งงาน.txt": LINE_MINT,
        "ศรีเวียงการพิมพ์/ลูกค้า/โรงเรียน/LINE_ครูวิไล_บ้านสันโค้ง.txt": LINE_WILAI,
        "ศรีเวียงการพิมพ์/ลูกค้า/โรงเรียน/LannaHills_yearbook_enquiry.txt": YEARBOOK_EMAIL,
        "ศรีเวียงการพิมพ์/กระดาษ/ราคากระดาษ_ลานนาเปเปอร์_2567.md": PAPER_2567,
        "ศรีเวียงการพิมพ์/กระดาษ/LINE_เซลส์ลานนาเปเปอร์.txt": LINE_SALES,
        "ศรีเวียงการพิมพ์/กระดาษ/สต็อกกระดาษ_กค68.md": STOCK_NOTE,
        "ศรีเวียงการพิมพ์/บัญชี/สรุปรายรับ_ปี2567.md": SUMMARY_2567,
        "ศรีเวียงการพิมพ์/เครื่องจักร/บันทึกซ่อมเครื่องพิมพ์.md": REPAIR_LOG,
        "ศรีเวียงการพิมพ์/แผนงาน/เครื่องตัด_ไอเดีย_ร่าง.md": CUTTER_DRAFT,
        "บ้าน/ค่าเทอม_เทอม1_2568_จ่ายแล้ว.txt": FEES_TERM1,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
