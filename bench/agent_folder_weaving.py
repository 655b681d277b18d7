"""A folder for a blind agent-task set (`weaving`): a Surin silk-weaving group's secretary's papers.

Busaba Thongprasert (พี่บุษ, นางบุษบา ทองประเสริฐ) is the secretary of the Ban Nong Bua silk-weaving group
(กลุ่มทอผ้าไหมบ้านหนองบัว, ต.นาบัว อ.ศีขรภูมิ จ.สุรินทร์). Her folder holds: the member register with shares and
last year's dividend (xlsx, two sheets), the June 2568 meeting minutes (docx, a table), a Thai quote for a hotel's
silk order (docx, a table) with its draft and a quote for the sub-district municipality, the order book (xlsx, two
sheets), a Bangkok boutique's English order email, LINE exports with the hotel's buyer and with the members' group,
the OTOP Midyear fair's English booth invoice (pdf), the fair sales workbook for 2568 (xlsx, two sheets) and last
year's fair summary (md), slides of the late-2568 fair plan (pptx) and its first draft (md), the yarn supplier's
English price list (pdf) and last year's prices (md), a dye supplier's English invoice (pdf), a dye-recipe note,
the group's income and expenses by month for Jan-Jul 2568 (xlsx, two sheets) and last year's yearly summary (txt);
plus her household papers: an English electricity bill and BAAC loan statement (pdf), a household-costs note and
her daughter's school-fee notice (docx, a table). A workspect holds a to-do list.
All people, places and figures are invented. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

GROUP = "กลุ่มทอผ้าไหมบ้านหนองบัว"
MEMBER_HEADERS = ("ลำดับ (No.)", "ชื่อสมาชิก (Member)", "หมู่ (Village No.)", "โทร (Phone)",
                  "ปีที่เข้ากลุ่ม (Joined)", "จำนวนกี่ (Looms)", "งานถนัด (Skill)")
MEMBERS = [
    ("นางสมปอง ใจดี (ประธาน)", 3, "081-760-2214", 2554, 2, "มัดหมี่ลายโฮล"),
    ("นางบุษบา ทองประเสริฐ (เลขานุการ)", 3, "089-415-7702", 2556, 1, "ย้อมสีธรรมชาติ"),
    ("นางละเอียด ศรีงาม (เหรัญญิก)", 5, "086-233-9018", 2554, 2, "ผ้าพันคอลายลูกแก้ว"),
    ("ยายบุญมี แก้วกล้า", 3, "-", 2554, 1, "สาวไหม/ฟอกไหม"),
    ("นางจันทร์เพ็ญ มีสุข", 5, "093-118-4470", 2557, 1, "ผ้าหางกระรอก"),
    ("นางสาวอรอุมา บุญเรือง", 7, "095-602-3381", 2562, 1, "ผ้าพันคอ"),
    ("นางทองใบ สายสุด", 3, "087-944-1265", 2555, 2, "มัดหมี่"),
    ("นางประนอม ดีงาม", 7, "082-511-0936", 2558, 1, "ผ้าขาวม้าไหม"),
    ("นางวิไล พรมมา", 5, "061-377-8804", 2560, 1, "มัดหมี่ลายโฮล"),
    ("นางสุดารัตน์ ทองดี", 3, "098-260-4417", 2563, 1, "ผ้าพันคอ"),
    ("นางคำปุน ศรีสุข", 5, "-", 2554, 1, "ย้อมครั่ง"),
    ("นางมาลัย จันทร์หอม", 7, "084-721-5590", 2561, 1, "ผ้าหางกระรอก"),
    ("นางสาวกาญจนา ใจงาม", 3, "062-849-1173", 2566, 1, "ผ้าพันคอ"),
    ("นางเพ็ญศรี บุญมา", 5, "091-035-6628", 2567, 1, "ผ้าขาวม้าไหม"),
]
SHARES = [20, 15, 20, 35, 10, 8, 25, 10, 12, 6, 30, 10, 5, 4]
DIVIDEND_PER_SHARE = 12
MINUTES_TOP = [
    "รายงานการประชุมสมาชิกกลุ่มทอผ้าไหมบ้านหนองบัว ครั้งที่ 2/2568",
    "วันอาทิตย์ที่ 8 มิถุนายน 2568 เวลา 13.00 น. ณ ศาลาที่ทำการกลุ่ม หมู่ 3 ตำบลนาบัว อำเภอศีขรภูมิ จังหวัดสุรินทร์",
    "ผู้เข้าประชุม 12 คน จากสมาชิกทั้งหมด 14 คน (ขาด: นางมาลัย จันทร์หอม, นางเพ็ญศรี บุญมา)",
    "ประธานที่ประชุม: นางสมปอง ใจดี   ผู้จดรายงาน: นางบุษบา ทองประเสริฐ (เลขานุการ)",
    "สรุปมติที่ประชุม",
]
MINUTES_TABLE = [
    ("วาระ", "เรื่อง", "มติที่ประชุม"),
    ("1", "ปันผลปี 2567", "จ่ายปันผลหุ้นละ 12 บาท รวม 210 หุ้น เป็นเงิน 2,520 บาท จ่ายภายใน 30 มิ.ย. 2568"),
    ("2", "ค่าแรงทอผ้าพันคอลายลูกแก้ว", "ขึ้นจากผืนละ 220 บาท เป็นผืนละ 250 บาท เริ่ม 1 ก.ค. 2568"),
    ("3", "งาน OTOP Midyear 2025 เมืองทองธานี 20-29 มิ.ย.", "ส่งสมาชิกไปเฝ้าบูธ 3 คน งบค่าใช้จ่ายไม่เกิน 15,000 บาท"),
    ("4", "ซื้อเส้นไหมรอบใหม่", "สั่งเส้นไหมจากโคราชซิลค์ 20 กิโลกรัม ให้เหรัญญิกโอนเงินมัดจำ"),
    ("5", "รับสมาชิกใหม่", "ยังไม่รับเพิ่มในปีนี้ กี่ไม่พอ"),
]
MINUTES_BOTTOM = [
    "เรื่องอื่นๆ: ยายบุญมีขอให้กลุ่มช่วยซื้อเส้นไหมดิบจากชาวบ้านที่เลี้ยงไหมเอง กิโลละไม่เกิน 2,800 บาท ที่ประชุมให้ไปคุยราคาก่อน",
    "ปิดประชุมเวลา 15.40 น.",
    "ลงชื่อ บุษบา ทองประเสริฐ ผู้จดรายงาน   ลงชื่อ สมปอง ใจดี ประธาน",
]
HOTEL_QUOTE_TOP = [
    "ใบเสนอราคา",
    "กลุ่มทอผ้าไหมบ้านหนองบัว 45 หมู่ 3 ต.นาบัว อ.ศีขรภูมิ จ.สุรินทร์ 32110 โทร 089-415-7702 (บุษบา)",
    "เลขที่ นบ.68/011   วันที่ 6 สิงหาคม 2568",
    "เรียน คุณวิภาวรรณ ศรีสวัสดิ์ ฝ่ายจัดซื้อ โรงแรมมณีสุรินทร์ ถ.เทศบาล 1 อ.เมืองสุรินทร์",
    "เรื่อง ผ้าไหมสำหรับชุดพนักงานและตกแต่งห้องอาหาร",
]
HOTEL_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ผ้าพันคอไหมลายลูกแก้ว สีครั่ง (พนักงานต้อนรับ)", "40 ผืน", "650", "26,000"),
    ("2", "ผ้าไหมมัดหมี่ลายโฮล ทำรันเนอร์โต๊ะอาหาร ยาว 2 เมตร", "12 ผืน", "1,800", "21,600"),
    ("3", "ผ้าไหมหางกระรอก 4 เมตร ตัดชุดผู้จัดการ", "4 ผืน", "4,500", "18,000"),
    ("", "รวมทั้งสิ้น", "", "", "65,600"),
]
HOTEL_QUOTE_BOTTOM = [
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 19,680 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระเมื่อส่งมอบ",
    "ส่งมอบภายใน 45 วันหลังได้รับเงินมัดจำ ย้อมสีธรรมชาติ สีอาจต่างกันเล็กน้อยในแต่ละผืน",
    "ยืนราคา 30 วัน",
    "ลงชื่อ บุษบา ทองประเสริฐ เลขานุการกลุ่ม ผู้เสนอราคา",
]
HOTEL_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง ยังไม่ส่ง)",
    "กลุ่มทอผ้าไหมบ้านหนองบัว  ถึง โรงแรมมณีสุรินทร์ (คุณวิภาวรรณ)",
    "วันที่ 28 กรกฎาคม 2568",
]
HOTEL_DRAFT_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ผ้าพันคอไหมลายลูกแก้ว", "40 ผืน", "700", "28,000"),
    ("2", "ผ้าไหมมัดหมี่ลายโฮล ทำรันเนอร์", "10 ผืน", "1,800", "18,000"),
    ("", "รวม", "", "", "46,000"),
]
HOTEL_DRAFT_BOTTOM = ["มัดจำ 50% = 23,000 บาท", "ถามพี่สมปองเรื่องราคาผ้าพันคอก่อนส่ง"]
TOWN_QUOTE_TOP = [
    "ใบเสนอราคา",
    "กลุ่มทอผ้าไหมบ้านหนองบัว 45 หมู่ 3 ต.นาบัว อ.ศีขรภูมิ จ.สุรินทร์ 32110",
    "เลขที่ นบ.68/009   วันที่ 14 กรกฎาคม 2568",
    "เรียน นายกเทศมนตรีตำบลนาบัว (ผ่าน นางสาวศิริพร กองคลัง)",
    "เรื่อง ของที่ระลึกผ้าไหมสำหรับแขกงานประเพณีบุญข้าวสาก",
]
TOWN_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ผ้าพันคอไหมลายลูกแก้ว", "60 ผืน", "550", "33,000"),
    ("2", "ผ้าขาวม้าไหม", "30 ผืน", "450", "13,500"),
    ("3", "กล่องของขวัญพร้อมโลโก้เทศบาล", "90 กล่อง", "35", "3,150"),
    ("", "รวมทั้งสิ้น", "", "", "49,650"),
]
TOWN_QUOTE_BOTTOM = [
    "ส่งมอบภายในวันที่ 15 กันยายน 2568 ที่สำนักงานเทศบาลตำบลนาบัว",
    "ชำระเงินภายใน 30 วันหลังส่งมอบและตรวจรับ (ไม่มีมัดจำ)",
    "ลงชื่อ บุษบา ทองประเสริฐ ผู้เสนอราคา",
]
ORDER_HEADERS = ("วันที่สั่ง (Ordered)", "ลูกค้า (Customer)", "สินค้า (Item)", "จำนวน (Qty)",
                 "ยอดเงิน (Amount, THB)", "สถานะ (Status)")
ORDERS = [
    ("03/06/2568", "ร้านผ้าไหมป้าแดง ตลาดสุรินทร์", "ผ้ามัดหมี่ลายโฮล 4 เมตร", 3, 9600, "ส่งแล้ว รับเงินแล้ว"),
    ("11/06/2568", "ครูสมศรี ร.ร.ศีขรภูมิ", "ผ้าพันคอลายลูกแก้ว", 6, 3900, "ส่งแล้ว รับเงินแล้ว"),
    ("24/06/2568", "คุณเอกชัย (ลูกค้าหน้าร้าน)", "ผ้าขาวม้าไหม", 3, 1500, "ส่งแล้ว รับเงินแล้ว"),
    ("02/07/2568", "ร้านผ้าไหมป้าแดง ตลาดสุรินทร์", "ผ้ามัดหมี่ลายโฮล 4 เมตร", 5, 16000, "ส่งแล้ว รับเงินแล้ว"),
    ("09/07/2568", "สหกรณ์ออมทรัพย์ครูสุรินทร์", "ผ้าพันคอลายลูกแก้ว", 12, 7800, "ส่งแล้ว รับเงินแล้ว"),
    ("19/07/2568", "คุณนิด (สั่งทางไลน์)", "ผ้าขาวม้าไหม", 1, 500, "ส่งแล้ว รับเงินแล้ว"),
    ("21/07/2568", "เทศบาลตำบลนาบัว", "ของที่ระลึก ผ้าพันคอ+ผ้าขาวม้า", 90, 49650, "กำลังทอ ส่ง 15 ก.ย."),
]
ORDER_MONTHS = [("ม.ค. 2568", 4, 12000), ("ก.พ. 2568", 3, 8500), ("มี.ค. 2568", 5, 21400),
                ("เม.ย. 2568", 3, 9800), ("พ.ค. 2568", 6, 33150), ("มิ.ย. 2568", 3, 15000),
                ("ก.ค. 2568", 3, 24300)]
BOUTIQUE_EMAIL = """From: Lalita Chen <lalita@saengsilkhouse.co.th>
To: Busaba Thongprasert <busaba.nongbua@gmail.com>
Date: Mon, 11 Aug 2025 09:42 +0700
Subject: Mudmee silk order for our December exhibition

Dear Khun Busaba,

Thank you for the lovely samples you showed us at OTOP Midyear in June. Saeng Silk House (Ari, Bangkok)
would like to order 25 pieces of hand-woven mudmee silk, 4 metres each, in natural indigo and lac colours
(about half and half). Our target price is 3,800 baht per piece including delivery to Bangkok.

We need all pieces in our shop by 31 October 2025 because the exhibition opens on 6 December.
Could you send two colour swatches by 5 September so our designer can approve them?
We can pay a 40% deposit by bank transfer once you confirm.

Best regards,
Lalita Chen
Buyer, Saeng Silk House
"""
LINE_HOTEL = """[LINE] แชทกับ วิภาวรรณ โรงแรมมณี
วันที่บันทึก: 08/08/2568 20:15

2568.07.25 ศุกร์
10:12 วิภาวรรณ โรงแรมมณี สวัสดีค่ะพี่บุษ โรงแรมอยากได้ผ้าพันคอไหมให้พนักงานต้อนรับ 40 ผืนค่ะ
10:20 บุษบา ได้ค่ะ เอาลายลูกแก้วสีครั่งไหมคะ สวยเข้ากับชุดพนักงาน
10:24 วิภาวรรณ โรงแรมมณี ได้ค่ะ แล้วอยากได้ผ้ามัดหมี่ไปทำรันเนอร์โต๊ะด้วย สัก 10-12 ผืน
10:31 บุษบา เดี๋ยวพี่ทำใบเสนอราคาส่งให้นะคะ

2568.08.04 จันทร์
14:05 วิภาวรรณ โรงแรมมณี พี่บุษคะ ผู้จัดการขอผ้าหางกระรอกตัดชุดเพิ่มอีก 4 ผืนค่ะ
14:12 บุษบา ได้ค่ะ ผืนละ 4,500 นะคะ 4 เมตร
14:15 วิภาวรรณ โรงแรมมณี มัดจำได้ไม่เกิน 30% นะคะ ระเบียบโรงแรมค่ะ
14:20 บุษบา ได้ค่ะ พี่แก้ใบเสนอราคาใหม่ส่งให้พรุ่งนี้

2568.08.07 พฤหัสบดี
09:30 วิภาวรรณ โรงแรมมณี ได้รับใบเสนอราคาแล้วค่ะ รออนุมัติจากผู้จัดการทั่วไปประมาณ 1 สัปดาห์นะคะ
09:33 บุษบา ขอบคุณค่ะ 🙏
"""
LINE_GROUP = """[LINE] กลุ่ม ทอผ้าไหมบ้านหนองบัว 🧵 (14)
วันที่บันทึก: 12/08/2568 21:40

2568.08.10 อาทิตย์
19:02 บุษบา แจ้งสมาชิกค่ะ นัดย้อมครั่งรวมกลุ่ม วันเสาร์ที่ 16 ส.ค. เริ่ม 7 โมงเช้า ที่ลานหลังศาลากลุ่มนะคะ
19:05 บุษบา ย้อมไหมสำหรับออเดอร์เทศบาล ผ้าพันคอ 60 ผืน ต้องส่งก่อน 15 ก.ย.
19:08 สมปอง ประธาน ใครมีหม้อต้มใบใหญ่เอามาด้วยนะ ครั่งพี่บุษสั่งมาแล้ว 10 โล
19:11 คำปุน ยายคำปุนจะมาช่วยคุมสีให้ ต้มครั่งต้องแช่ข้ามคืนก่อน
19:20 อรอุมา ค่าแรงทอผ้าพันคอตอนนี้ผืนละเท่าไหร่คะ ลืมแล้ว
19:22 บุษบา ผืนละ 250 บาทค่ะ ตามมติประชุมเดือน มิ.ย. เริ่มตั้งแต่ ก.ค.
19:23 อรอุมา ขอบคุณค่ะ 🙏
19:40 ละเอียด เหรัญญิก ปันผลปีที่แล้วใครยังไม่มารับ มารับที่บ้านได้นะจ๊ะ

2568.08.12 อังคาร
08:15 วิไล เสาร์นี้หนูไปได้ช่วงบ่ายนะคะ ตอนเช้าพาลูกไปหาหมอ
08:30 บุษบา ได้ค่ะ
"""
BOOTH_INVOICE = [
    "SIAM EXPO SERVICES CO., LTD.\n"
    "99/1 Popular Road, Pak Kret, Nonthaburi 11120   Tax ID 0105559012345\n"
    "INVOICE / TAX INVOICE   No. SE-MY25-0388   Date: 2 June 2025\n"
    "Bill to: Ban Nong Bua Silk Weaving Group (Mrs. Busaba Thongprasert)\n"
    "45 Moo 3, Na Bua, Sikhoraphum, Surin 32110\n"
    " \n"
    "Event: OTOP Midyear 2025 - Northeast Craft Zone, Hall 6, 20-29 June 2025\n"
    "Booth B-214 (3 x 3 m, shell scheme, 1 table, 2 chairs, 1 spotlight) .... 8,400.00\n"
    "Extra power socket (1 unit) ............................................ 600.00\n"
    "Subtotal ............................................................... 9,000.00\n"
    "VAT 7% ................................................................. 630.00\n"
    "TOTAL .................................................................. 9,630.00\n"
    " \n"
    "Payment due: 12 June 2025 by transfer to Kasikorn Bank, account 123-4-56789-0.\n"
    "Exhibitor passes: 3. Move-in 19 June 2025 from 13:00. Move-out 29 June 2025 after 21:00.",
]
FAIR_HEADERS = ("งาน (Fair)", "สถานที่ (Venue)", "วันที่ (Dates)", "ยอดขาย (Sales, THB)",
                "ค่าใช้จ่าย (Costs, THB)", "คงเหลือ (Net, THB)", "คนเฝ้าบูธ (Staff)")
FAIRS = [
    ("OTOP ภาคอีสาน 2568", "ศูนย์ประชุมขอนแก่น", "7-11 ก.พ. 2568", 45600, 11300, "สมปอง, ละเอียด"),
    ("OTOP Midyear 2025", "เมืองทองธานี นนทบุรี", "20-29 มิ.ย. 2568", 58400, 14870,
     "บุษบา, อรอุมา, สุดารัตน์"),
]
FAIR_DAYS = [("ศ. 20 มิ.ย. 2568", 3800), ("ส. 21 มิ.ย. 2568", 7950), ("อา. 22 มิ.ย. 2568", 9200),
             ("จ. 23 มิ.ย. 2568", 4100), ("อ. 24 มิ.ย. 2568", 3650), ("พ. 25 มิ.ย. 2568", 4300),
             ("พฤ. 26 มิ.ย. 2568", 4900), ("ศ. 27 มิ.ย. 2568", 6100), ("ส. 28 มิ.ย. 2568", 8600),
             ("อา. 29 มิ.ย. 2568", 5800)]
FAIR_2567 = """# สรุปงาน OTOP Midyear 2024 (ปี 2567)

- วันที่ 21-30 มิ.ย. 2567 เมืองทองธานี บูธ C-108 โซนอีสาน
- ยอดขายรวม 10 วัน: 41,250 บาท
- ค่าใช้จ่ายรวม 12,940 บาท (ค่าบูธ 8,560 / ค่ารถตู้ไปกลับ 2,400 / ค่ากินค่าที่พัก 1,980)
- ขายดีสุด: ผ้าพันคอลายลูกแก้ว ขายได้ 38 ผืน
- วันที่ขายดีสุด: เสาร์ 29 มิ.ย. ได้ 7,300 บาท
- ปีหน้า: เอาผ้าสีครามไปเพิ่ม ลูกค้าถามหาเยอะ ทำป้ายราคาภาษาอังกฤษด้วย
"""
PLAN_SLIDES = [
    ("แผนออกงานปลายปี 2568 กลุ่มทอผ้าไหมบ้านหนองบัว", "เสนอที่ประชุมกลุ่ม ส.ค. 2568\nโดย บุษบา ทองประเสริฐ เลขานุการ"),
    ("งานที่จะไป", "1) งานช้างและกาชาดจังหวัดสุรินทร์ 14-23 พ.ย. 2568 ค่าบูธ 6,500 บาท\n"
                   "2) OTOP City 2025 เมืองทองธานี 17-25 ธ.ค. 2568 ค่าบูธ 12,000 บาท (รวม VAT)"),
    ("เป้ายอดขาย", "งานช้าง 50,000 บาท\nOTOP City 100,000 บาท\nรวมเป้า 150,000 บาท"),
    ("สินค้าที่ต้องเตรียม", "ผ้าพันคอสีคราม 80 ผืน\nผ้าพันคอสีครั่ง 60 ผืน\nผ้ามัดหมี่ลายโฮล 15 ผืน\n"
                            "เริ่มทอ ก.ย. ต้องซื้อเส้นไหมเพิ่ม 25 กิโลกรัม"),
    ("งบประมาณ", "ค่าบูธ 2 งาน 18,500 บาท\nค่ารถและที่พัก OTOP City ประมาณ 9,000 บาท\n"
                 "ขอใช้เงินกองกลางกลุ่มไม่เกิน 30,000 บาท"),
]
PLAN_DRAFT = """# แผนออกงานปลายปี (ร่างแรก คิดคนเดียว ยังไม่ได้คุยกับประธาน)

- ไปงานช้างสุรินทร์อย่างเดียวก่อนไหม? ค่าบูธปีที่แล้ว 6,000
- OTOP City ธ.ค. ค่าบูธน่าจะ 10,000 กว่าๆ ยังไม่ได้ถาม
- เป้ารวมสักแสนสอง 120,000 บาท
- ผ้าพันคอสีคราม 50 ผืนพอมั้ย
"""
YARN_PRICELIST = [
    "KORAT SILK YARN CO., LTD.\n"
    "218 Mittraphap Road, Mueang Nakhon Ratchasima 30000   Tel. 044-271-905   LINE: @koratsilk\n"
    "SILK YARN PRICE LIST 2025 - effective 1 March 2025 (THB per kilogram, VAT included)\n"
    " \n"
    "Thai native silk yarn (Nang Noi), hand-reeled, grade A ......... 3,200\n"
    "Thai native silk yarn (Nang Noi), hand-reeled, grade B ......... 2,750\n"
    "Warp yarn, hybrid silk 2-ply, degummed ......................... 2,400\n"
    "Weft yarn, hybrid silk 20/22 denier ............................ 2,150\n"
    "Spun silk yarn for scarves (60/2) .............................. 1,850\n"
    " \n"
    "Minimum order 2 kg per colour lot.\n"
    "Registered OTOP weaving groups: 5% discount on orders over 10 kg.\n"
    "Free delivery in Isan for orders over 15,000 THB; otherwise 150 THB per parcel.\n"
    "Payment: 50% deposit, balance before dispatch.",
]
YARN_2567 = """# ราคาเส้นไหม โคราชซิลค์ ปี 2567 (จดจากใบราคาปีที่แล้ว)

| ชนิด | ราคา/กก. |
|---|---|
| ไหมพื้นบ้าน (นางน้อย) เกรด A | 2,900 |
| ไหมพื้นบ้าน (นางน้อย) เกรด B | 2,500 |
| ไหมเส้นยืน 2 เกลียว | 2,250 |
| ไหมเส้นพุ่ง 20/22 | 2,000 |

สั่งขั้นต่ำ 2 กก. / ปีที่แล้วไม่มีส่วนลดกลุ่ม OTOP
"""
DYE_INVOICE = [
    "UBON NATURAL COLOUR SUPPLY\n"
    "77 Chayangkun Road, Mueang Ubon Ratchathani 34000   Tel. 045-312-448\n"
    "INVOICE No. INV-2025-0871   Date: 4 August 2025\n"
    "Customer: Ban Nong Bua Silk Weaving Group, Sikhoraphum, Surin (Khun Busaba)\n"
    " \n"
    "Stick lac (khrang), cleaned       10 kg x 180 ....... 1,800.00\n"
    "Natural indigo paste (hom)         5 kg x 350 ....... 1,750.00\n"
    "Alum (mordant)                     5 kg x 60 ........   300.00\n"
    "Ebony fruit (makluea), dried       8 kg x 95 ........   760.00\n"
    "Shipping (Kerry)                                 ........   200.00\n"
    "TOTAL ............................................... 4,810.00\n"
    " \n"
    "Paid in full by PromptPay on 4 August 2025. Thank you.",
]
DYE_NOTE = """# สูตรย้อมสีธรรมชาติของกลุ่ม (บุษจด)

## ครั่ง (สีแดง-ชมพู)
- ครั่ง 1 กก. ต่อเส้นไหม 1 กก. ตำละเอียด แช่น้ำด่าง (น้ำขี้เถ้า) 1 คืน
- ต้มกรอง 3 รอบ ใส่สารส้ม 2 ช้อนโต๊ะต่อน้ำสี 10 ลิตร
- ย้อมร้อน 60 นาที พลิกไหมทุก 10 นาที ยายคำปุนบอกอย่าให้เดือดจัด สีจะหม่น

## คราม (สีน้ำเงิน)
- หม้อคราม 1 หม้อ = ครามเปียก 2 กก. + น้ำด่าง 20 ลิตร หมักจนน้ำเป็นสีเหลืองอมเขียว (5-7 วัน)
- จุ่มไหม 5 รอบ รอบละ 5 นาที บิดผึ่งลม อยากเข้มจุ่มเพิ่ม

## หมายเหตุ
- ครั่งรอบล่าสุดซื้ออุบลกิโลละ 180 ถูกกว่าร้านในเมือง
- ไหมเส้นพุ่งที่ใช้ย้อมตอนนี้กิโลละ 2,150 (โคราชซิลค์)
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "ขายที่ศูนย์/หน้าร้าน (Shop sales, THB)", "ออกงาน OTOP (Fairs, THB)",
                  "ออเดอร์ (Orders, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(18500, 0, 12000), (22300, 45600, 8500), (15800, 0, 21400), (26900, 0, 9800),
          (14200, 0, 33150), (12600, 58400, 15000), (16750, 0, 24300)]
EXPENSE_HEADERS = ("เดือน (Month)", "เส้นไหม (Yarn, THB)", "สีย้อม (Dyes, THB)", "ค่าแรงทอ (Weaving wages, THB)",
                   "ค่าออกงาน (Fair costs, THB)", "อื่นๆ (Other, THB)", "รวมรายจ่าย (Total expenses, THB)",
                   "คงเหลือสุทธิ (Net, THB)", "หมายเหตุ (Note)")
EXPENSES = [(9600, 1850, 14000, 0, 650, ""), (12800, 2400, 18500, 11300, 900, "งาน OTOP ขอนแก่น"),
            (8400, 1200, 16000, 0, 500, ""), (14400, 3100, 19500, 0, 1200, "ขายดีช่วงสงกรานต์"),
            (11200, 1950, 22000, 0, 780, ""), (16000, 2650, 24500, 14870, 1050, "งาน OTOP Midyear + ปันผล"),
            (10400, 4320, 18000, 0, 820, "ค่าแรงผ้าพันคอขึ้นเป็น 250")]
GROUP_2567 = """สรุปบัญชีกลุ่มทอผ้าไหมบ้านหนองบัว ปี 2567 (ทั้งปี ม.ค.-ธ.ค.) เสนอที่ประชุมใหญ่ ม.ค. 2568

รายรับรวมทั้งปี 612,400 บาท
  - ขายหน้าร้าน 221,300 / ออกงาน 187,450 / ออเดอร์ 203,650
รายจ่ายรวมทั้งปี 548,870 บาท
  - เส้นไหม 139,200 / สีย้อม 24,600 / ค่าแรงทอ 298,500 / ค่าออกงาน 61,720 / อื่นๆ 24,850
คงเหลือสุทธิ 63,530 บาท
กันไว้เป็นทุนหมุนเวียน 61,010 บาท จ่ายปันผลหุ้นละ 12 บาท (210 หุ้น) 2,520 บาท
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Sikhoraphum District Office\n"
    "ELECTRICITY BILL / RECEIPT NOTICE\n"
    "Customer: Mrs. Busaba Thongprasert   Account No. 020011847365   Meter No. 3321 8840\n"
    "Address: 45 Moo 3, Na Bua, Sikhoraphum, Surin 32110   Tariff 1.2 Residential\n"
    " \n"
    "Billing month: August 2025   Reading period: 17 Jul 2025 - 16 Aug 2025\n"
    "Previous reading 28,115   Current reading 28,527   Units used: 412 kWh\n"
    "Energy charge .................................. 1,690.75\n"
    "Service charge ................................. 38.22\n"
    "Ft charge (0.1972 x 412) ....................... 81.25\n"
    "VAT 7% ......................................... 126.72\n"
    "Total amount due ............................... 1,936.94\n"
    "Outstanding from previous bill ................. 49.60\n"
    "TOTAL TO PAY ................................... 1,986.54\n"
    " \n"
    "Please pay by 5 September 2025 (PEA app, 7-Eleven, bank counter).\n"
    "Last month (July 2025): 381 kWh, 1,742.10 THB.",
]
BAAC_STATEMENT = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC) - Sikhoraphum Branch\n"
    "LOAN ACCOUNT STATEMENT   as of 30 June 2025\n"
    "Borrower: Mrs. Busaba Thongprasert   Customer ID 3-3207-00158-44-1\n"
    "Loan No. 0123-5-04471-8   Purpose: looms and house repair   Approved: 15 March 2022\n"
    " \n"
    "Original principal ............................. 150,000.00\n"
    "Interest rate .................................. 5.50% per year (MRR - 1.5)\n"
    "Repayment ...................................... yearly, 5 installments, each 31 March\n"
    "Last payment 31 March 2025 ..................... 35,136.00 (principal 28,800.00 + interest 6,336.00)\n"
    "Outstanding principal .......................... 86,400.00\n"
    " \n"
    "Next installment due 31 March 2026 ............. 33,552.00\n"
    "  (principal 28,800.00 + estimated interest 4,752.00)\n"
    "Pay early at any BAAC branch or A-Mobile to reduce interest.",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน ปี 2568 (ต่อเดือนโดยประมาณ)

- ค่าไฟ ~1,700-2,000 (เดือนร้อนเปิดพัดลมทั้งวัน)
- ค่าน้ำประปาหมู่บ้าน 150
- ค่าโทรศัพท์ 2 เครื่อง 598
- ค่าขนมน้องแพรว วันละ 80 = ~1,700
- ค่ากับข้าว ~6,000
- เก็บไว้จ่าย ธ.ก.ส. เดือนละ 3,000 (งวดปีที่แล้วจ่ายไป 35,136)
- ค่าเทอมน้องแพรว เทอมละ 3,000 กว่า

สมชาย (สามี) รับจ้างขับรถอ้อย ได้ ~12,000/เดือน ช่วงหีบอ้อย
"""
SCHOOL_TOP = [
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "โรงเรียนนาบัววิทยา อำเภอศีขรภูมิ จังหวัดสุรินทร์",
    "ชื่อนักเรียน เด็กหญิงแพรวพรรณ ทองประเสริฐ ชั้นมัธยมศึกษาปีที่ 4/2 เลขประจำตัว 08842",
    "ผู้ปกครอง นางบุษบา ทองประเสริฐ",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเรียนเสริมห้องเรียนพิเศษวิทย์-คณิต", "2,000"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("ค่าคอมพิวเตอร์และอินเทอร์เน็ต", "500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน (ค่ายวิชาการ)", "600"),
    ("รวม", "3,450"),
]
SCHOOL_BOTTOM = ["ชำระที่ห้องการเงินภายในวันที่ 30 พฤษภาคม 2568 หรือโอนเข้าบัญชีโรงเรียน ธ.กรุงไทย 405-0-12345-6"]
WORKSPECT = {"todo.md": "- ตามคุณวิภาวรรณเรื่องอนุมัติใบเสนอราคา\n- ตอบอีเมลร้านแสงซิลค์ ส่งตัวอย่างสี\n"
                        "- ซื้อเส้นไหมเพิ่ม 25 กก. ก่อน ก.ย.\n- จ่ายค่าไฟ\n"}


def _members(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สมาชิก Members"
    sheet.append([f"ทะเบียนสมาชิก{GROUP} ปี 2568 (Member register 2025)"])
    sheet.append(list(MEMBER_HEADERS))
    for number, row in enumerate(MEMBERS, start=1):
        sheet.append([number, *row])
    sheet.append(["รวม (Total)", f"{len(MEMBERS)} คน", "", "", "", sum(row[4] for row in MEMBERS), ""])
    shares = book.create_sheet("หุ้นและปันผล Shares")
    shares.append(["หุ้นสมาชิกและปันผลปี 2567 (หุ้นละ 100 บาท ปันผลหุ้นละ 12 บาท)"])
    shares.append(["ชื่อสมาชิก (Member)", "จำนวนหุ้น (Shares)", "ค่าหุ้น (Share value, THB)",
                   "ปันผลปี 2567 (Dividend 2024, THB)", "รับแล้ว (Paid)"])
    for (name, *_), count in zip(MEMBERS, SHARES):
        paid = "ยังไม่รับ" if count in (35, 5) else "รับแล้ว"
        shares.append([name, count, count * 100, count * DIVIDEND_PER_SHARE, paid])
    shares.append(["รวม (Total)", sum(SHARES), sum(SHARES) * 100, sum(SHARES) * DIVIDEND_PER_SHARE, ""])
    for column in (3, 4):
        money_format(shares, column)
    book.save(path)


def _orders(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คำสั่งซื้อ Orders"
    sheet.append(["สมุดคำสั่งซื้อ กลุ่มทอผ้าไหมบ้านหนองบัว มิ.ย.-ก.ค. 2568"])
    sheet.append(list(ORDER_HEADERS))
    for row in ORDERS:
        sheet.append(list(row))
    money_format(sheet, 5)
    summary = book.create_sheet("สรุปรายเดือน Monthly")
    summary.append(["เดือน (Month)", "จำนวนออเดอร์ (Orders)", "ยอดเงินที่รับแล้ว (Received, THB)"])
    for row in ORDER_MONTHS:
        summary.append(list(row))
    summary.append(["รวม (Total)", sum(row[1] for row in ORDER_MONTHS), sum(row[2] for row in ORDER_MONTHS)])
    money_format(summary, 3)
    book.save(path)


def _fairs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สรุปงาน Fairs 2568"
    sheet.append(["ยอดขายออกงาน OTOP ปี 2568 (Fair sales 2025)"])
    sheet.append(list(FAIR_HEADERS))
    for name, venue, dates, sales, costs, staff in FAIRS:
        sheet.append([name, venue, dates, sales, costs, sales - costs, staff])
    sheet.append(["รวม (Total)", "", "", sum(f[3] for f in FAIRS), sum(f[4] for f in FAIRS),
                  sum(f[3] - f[4] for f in FAIRS), ""])
    for column in (4, 5, 6):
        money_format(sheet, column)
    days = book.create_sheet("รายวัน Midyear")
    days.append(["ยอดขายรายวัน งาน OTOP Midyear 2025 บูธ B-214 (Daily sales)"])
    days.append(["วัน (Day)", "ยอดขาย (Sales, THB)"])
    for row in FAIR_DAYS:
        days.append(list(row))
    days.append(["รวม 10 วัน (Total)", sum(row[1] for row in FAIR_DAYS)])
    money_format(days, 2)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับกลุ่มทอผ้าไหมบ้านหนองบัว ม.ค.-ก.ค. 2568 (Group income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(map(sum, INCOME))])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและคงเหลือ ม.ค.-ก.ค. 2568 (Expenses and net)"])
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
    group = docs / "กลุ่มทอผ้า"
    for sub in ("สมาชิก", "ออเดอร์", "ออกงาน", "วัตถุดิบ", "บัญชี", "แชท"):
        (group / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "เอกสารบ้าน"
    home.mkdir(parents=True, exist_ok=True)
    _members(group / "สมาชิก" / "ทะเบียนสมาชิก_2568.xlsx")
    write_docx(group / "สมาชิก" / "รายงานประชุมกลุ่ม_2568-06.docx", MINUTES_TOP, table=MINUTES_TABLE,
               bottom=MINUTES_BOTTOM)
    write_docx(group / "ออเดอร์" / "ใบเสนอราคา_โรงแรมมณีสุรินทร์_2568-08.docx", HOTEL_QUOTE_TOP,
               table=HOTEL_QUOTE_TABLE, bottom=HOTEL_QUOTE_BOTTOM)
    write_docx(group / "ออเดอร์" / "ใบเสนอราคา_โรงแรมมณีสุรินทร์_ร่าง.docx", HOTEL_DRAFT_TOP,
               table=HOTEL_DRAFT_TABLE, bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(group / "ออเดอร์" / "ใบเสนอราคา_เทศบาลนาบัว_2568-07.docx", TOWN_QUOTE_TOP,
               table=TOWN_QUOTE_TABLE, bottom=TOWN_QUOTE_BOTTOM)
    _orders(group / "ออเดอร์" / "สมุดคำสั่งซื้อ_2568.xlsx")
    write_texts(group / "ออเดอร์", {"SaengSilkHouse_order_email.txt": BOUTIQUE_EMAIL})
    write_texts(group / "แชท", {"LINE_คุณวิภาวรรณ_โรงแรมมณีสุรินทร์.txt": LINE_HOTEL,
                               "LINE_กลุ่มทอผ้าบ้านหนองบัว.txt": LINE_GROUP})
    make_pdf(group / "ออกงาน" / "OTOP_Midyear2025_booth_invoice.pdf", BOOTH_INVOICE)
    _fairs(group / "ออกงาน" / "ยอดขายงาน_OTOP_2568.xlsx")
    write_texts(group / "ออกงาน", {"สรุปงาน_OTOP_2567.md": FAIR_2567, "แผนออกงาน_ร่างแรก.md": PLAN_DRAFT})
    write_slides(group / "ออกงาน" / "แผนออกงานปลายปี2568.pptx", PLAN_SLIDES)
    make_pdf(group / "วัตถุดิบ" / "KoratSilk_yarn_pricelist_2025.pdf", YARN_PRICELIST)
    make_pdf(group / "วัตถุดิบ" / "UbonColour_invoice_INV-2025-0871.pdf", DYE_INVOICE)
    write_texts(group / "วัตถุดิบ", {"ราคาเส้นไหม_ปี2567.md": YARN_2567, "สูตรย้อมสี_ครั่ง_คราม.md": DYE_NOTE})
    _accounts(group / "บัญชี" / "รายรับรายจ่ายกลุ่ม_2568.xlsx")
    write_texts(group / "บัญชี", {"สรุปบัญชีกลุ่ม_ปี2567.txt": GROUP_2567})
    make_pdf(home / "PEA_bill_2025-08.pdf", PEA_BILL)
    make_pdf(home / "BAAC_loan_statement_2025-06.pdf", BAAC_STATEMENT)
    write_texts(home, {"ค่าใช้จ่ายบ้าน_2568.md": HOUSE_NOTE})
    write_docx(home / "ใบแจ้งค่าเทอม_น้องแพรว_1-2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the secretary's to-do list."""
    write_texts(workspect, WORKSPECT)
