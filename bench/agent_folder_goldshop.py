"""A folder for bench/agent_tasks.py (`--folder goldshop`): a small-town gold shop owner's papers, plus her household's.

Supawadee Srithongphun (เจ๊แดง สุภาวดี ศรีทองพูน) runs Thongphun Gold Shop (ห้างทองทองพูน) with two counter staff on
Phra Ruang Road in Sawankhalok, Sukhothai: the new three-year Thai lease of the shophouse (docx, a rent table) and
the old lease it replaces, two Thai wedding-gold (ขันหมาก) quotes for two brides (docx, tables) and a draft of one,
LINE chats with one bride and with her wholesaler's salesman, an English email from a retired British customer who
wants a gold bar, sales by month for January-September 2568 (xlsx, two sheets, Thai/English headers) and last
year's sales (xlsx), the gold-savings (ออมทอง) members' workbook (xlsx, two sheets), the Yaowarat wholesaler's
English invoice and making-charge price sheet (pdf) with last year's charges (md), her own notes of September gold
prices, the shop's English insurance renewal (pdf), slides of a plan to sell online in 2569 (pptx) and a draft of
that idea; and household papers: the home-loan statement and the daughter's school-fee invoice (English pdf), a Thai
note of last term's fees, a Thai household-spending note and her mother's health-insurance summary (docx, a table);
plus a workspect that holds a to-do list and a phone-number note.
Written blind of the engine's rules, in session 23, for agent_tasks_goldshop_holdout.json. Every figure a task
checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์ (ตึกแถว)",
    "ทำที่ อำเภอสวรรคโลก จังหวัดสุโขทัย วันที่ 2 กันยายน 2568",
    "ผู้ให้เช่า: นายสมชาย วงศ์สวัสดิ์ อยู่บ้านเลขที่ 7 ถนนศรีสัชนาลัย ตำบลเมืองสวรรคโลก อำเภอสวรรคโลก จังหวัดสุโขทัย",
    "ผู้เช่า: นางสุภาวดี ศรีทองพูน (ห้างทองทองพูน) อยู่บ้านเลขที่ 41/3 หมู่ 2 ตำบลคลองกระจง อำเภอสวรรคโลก "
    "จังหวัดสุโขทัย 64110 โทร 081-972-4418",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 คูหา เลขที่ 12-14 ถนนพระร่วง ตำบลเมืองสวรรคโลก "
    "เพื่อประกอบกิจการร้านทอง",
    "ข้อ 2. กำหนดเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2571",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 54,000 บาท (เท่ากับค่าเช่า 3 เดือน) คืนให้เมื่อสิ้นสัญญาหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ผู้เช่าติดตั้งตู้เซฟ ประตูเหล็กม้วน และกล้องวงจรปิดได้เอง เมื่อสิ้นสัญญาให้รื้อถอนและซ่อมผนังคืนสภาพ",
    "ข้อ 6. ค่าไฟฟ้า ค่าน้ำประปา และภาษีป้าย ผู้เช่าเป็นผู้ชำระ ภาษีที่ดินและสิ่งปลูกสร้างผู้ให้เช่าเป็นผู้ชำระ",
    "ข้อ 7. หากผู้เช่าประสงค์จะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_TABLE = [
    ("ช่วงเวลา", "ค่าเช่าต่อเดือน", "หมายเหตุ"),
    ("ปีที่ 1 (ต.ค. 2568 - ก.ย. 2569)", "18,000 บาท", ""),
    ("ปีที่ 2 (ต.ค. 2569 - ก.ย. 2570)", "18,500 บาท", ""),
    ("ปีที่ 3 (ต.ค. 2570 - ก.ย. 2571)", "19,000 บาท", "ต่อสัญญาได้อีก 3 ปี ตกลงค่าเช่าใหม่"),
]
LEASE_BOTTOM = ["ลงชื่อ สมชาย วงศ์สวัสดิ์ ผู้ให้เช่า", "ลงชื่อ สุภาวดี ศรีทองพูน ผู้เช่า",
                "ลงชื่อ ประเสริฐ ศรีทองพูน พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าตึกแถว",
    "ทำที่ อำเภอสวรรคโลก วันที่ 15 กันยายน 2565",
    "ผู้ให้เช่า: นายสมชาย วงศ์สวัสดิ์  ผู้เช่า: นางสุภาวดี ศรีทองพูน (ห้างทองทองพูน)",
    "ข้อ 1. ให้เช่าตึกแถว 2 คูหา เลขที่ 12-14 ถนนพระร่วง เพื่อทำร้านทอง",
    "ข้อ 2. เช่า 3 ปี ตั้งแต่วันที่ 1 ตุลาคม 2565 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 15,000 บาท ตลอดอายุสัญญา ชำระภายในวันที่ 5 ของเดือน",
    "ข้อ 4. เงินประกันการเช่า 45,000 บาท",
    "ข้อ 5. เลิกสัญญาก่อนกำหนดแจ้งล่วงหน้า 30 วัน",
]
QUOTE_MALEE_TOP = [
    "ใบเสนอราคา ชุดทองขันหมาก",
    "ห้างทองทองพูน 12-14 ถนนพระร่วง อ.สวรรคโลก จ.สุโขทัย โทร 055-641-208, 081-972-4418",
    "เลขที่ TP68-052   วันที่ 20 กันยายน 2568",
    "เรียน คุณมาลี จันทร์หอม (งานแต่งวันที่ 14 ธันวาคม 2568)",
    "คิดราคาทองรูปพรรณ 96.5% ขายออก บาทละ 58,350 บาท (ประกาศสมาคมค้าทองคำ 20 ก.ย. 2568)",
]
QUOTE_MALEE_TABLE = [
    ("ลำดับ", "รายการ", "น้ำหนัก", "ค่าทอง (บาท)", "ค่ากำเหน็จ (บาท)", "รวม (บาท)"),
    ("1", "สร้อยคอลายสี่เสา", "2 บาท", "116,700", "1,600", "118,300"),
    ("2", "กำไลข้อมือลายโปร่งดอกพิกุล", "1 บาท", "58,350", "1,200", "59,550"),
    ("3", "แหวนคู่ลายเกลี้ยงสลักชื่อ", "2 สลึง", "29,175", "800", "29,975"),
    ("", "รวมทั้งสิ้น (น้ำหนักรวม 3 บาท 2 สลึง)", "", "204,225", "3,600", "207,825"),
]
QUOTE_MALEE_BOTTOM = [
    "เงื่อนไข: วางมัดจำ 50,000 บาท เพื่อล็อกราคาทองตามใบเสนอราคานี้ 30 วัน ส่วนที่เหลือชำระวันรับของ",
    "สั่งทำลายและสลักชื่อใช้เวลาประมาณ 3 สัปดาห์ ทางร้านออกใบรับประกันน้ำหนักและเปอร์เซ็นต์ทอง",
    "รับซื้อคืนตามราคาประกาศของวันขาย หักค่าเสื่อมตามระเบียบร้าน",
    "ลงชื่อ สุภาวดี ศรีทองพูน ผู้เสนอราคา",
]
QUOTE_ORANONG_TOP = [
    "ใบเสนอราคา ชุดทองขันหมาก",
    "ห้างทองทองพูน 12-14 ถนนพระร่วง อ.สวรรคโลก จ.สุโขทัย โทร 055-641-208",
    "เลขที่ TP68-049   วันที่ 8 กันยายน 2568",
    "เรียน คุณอรอนงค์ ปานทอง (งานหมั้นวันที่ 22 พฤศจิกายน 2568)",
    "คิดราคาทองรูปพรรณ 96.5% ขายออก บาทละ 58,400 บาท",
]
QUOTE_ORANONG_TABLE = [
    ("ลำดับ", "รายการ", "น้ำหนัก", "ค่าทอง (บาท)", "ค่ากำเหน็จ (บาท)", "รวม (บาท)"),
    ("1", "สร้อยคอลายเบนซ์", "3 บาท", "175,200", "2,100", "177,300"),
    ("2", "แหวนหมั้นลายโปร่ง", "2 สลึง", "29,200", "700", "29,900"),
    ("", "รวมทั้งสิ้น (น้ำหนักรวม 3 บาท 2 สลึง)", "", "204,400", "2,800", "207,200"),
]
QUOTE_ORANONG_BOTTOM = [
    "เงื่อนไข: วางมัดจำ 40,000 บาท ล็อกราคาทอง 30 วัน ส่วนที่เหลือชำระวันรับของ",
    "ลงชื่อ สุภาวดี ศรีทองพูน ผู้เสนอราคา",
]
HARTLEY_EMAIL = """From: David Hartley <d.hartley1956@gmail.com>
To: Thongphun Gold Shop <thongphun.gold@gmail.com>
Date: Wed, 17 Sep 2025 09:14:52 +0700
Subject: Gold bar for my wife's birthday - price and payment?

Dear Khun Supawadee,

My wife Khun Noi and I live in Si Satchanalai and she has bought from your shop for years. For her 60th birthday
on 3 October I would like to surprise her with a gold bar of 5 baht weight (96.5%). My budget is up to 300,000 THB.

Could you please tell me:
1. Today's price for a 5 baht bar, and whether the price is fixed once I pay a deposit.
2. Whether I can pay by bank transfer from my Bangkok Bank account, as I would rather not carry cash.
3. Whether you can give me a receipt in English with the weight and purity, for my records in the UK.
4. What you would pay if she ever sells it back to the shop.

I would like to collect it on 1 October, in the morning if possible, without my wife knowing!

Kind regards,
David Hartley
Tel. 089-330-5172
"""
LINE_MALEE = """[LINE] ประวัติการแชทกับ มาลี (เจ้าสาว ธ.ค.)
บันทึกเมื่อ: 27/09/2568 21:05

อ., 23/09/2568
19:02\tมาลี (เจ้าสาว ธ.ค.)\tเจ๊แดงคะ ได้ใบเสนอราคาชุดขันหมากแล้วค่ะ แม่โอเคค่ะ
19:03\tมาลี (เจ้าสาว ธ.ค.)\tมัดจำ 50,000 ขอแบ่งโอน 2 รอบได้ไหมคะ รอบแรก 30,000 ก่อน อีก 20,000 ต้นเดือนหน้า
19:10\tห้างทองทองพูน\tได้ค่ะน้อง แต่ล็อกราคาให้นับจากวันที่โอนครบนะคะ
19:12\tมาลี (เจ้าสาว ธ.ค.)\tโอนรอบแรก 30,000 แล้วนะคะ [สลิป]
19:15\tห้างทองทองพูน\tได้รับแล้วค่ะ ขอบคุณค่ะ
19:20\tมาลี (เจ้าสาว ธ.ค.)\tแหวนคู่ขอสลักชื่อ "มาลี-ก้อง" นะคะ

ศ., 26/09/2568
12:30\tมาลี (เจ้าสาว ธ.ค.)\tเจ๊คะ กำไลขอเปลี่ยนจากลายดอกพิกุลเป็นลายเกลียวได้ไหมคะ
12:41\tห้างทองทองพูน\tได้ค่ะ ค่ากำเหน็จลายเกลียวเท่ากันค่ะ ไม่ต้องจ่ายเพิ่ม
12:44\tมาลี (เจ้าสาว ธ.ค.)\tแล้วมารับของได้วันไหนคะ
12:50\tห้างทองทองพูน\tนัดรับเสาร์ที่ 6 ธ.ค. นะคะ มาพร้อมคุณแม่ก็ได้ค่ะ ลองใส่ที่ร้านก่อน
12:51\tมาลี (เจ้าสาว ธ.ค.)\tโอเคค่ะ ขอบคุณค่ะเจ๊
"""
LINE_CHINHUAT = """[LINE] ประวัติการแชทกับ ตี๋ เซลส์ชินฮวด
บันทึกเมื่อ: 18/09/2568 17:30

จ., 15/09/2568
10:12\tห้างทองทองพูน\tตี๋ สั่งของเพิ่มนะ สร้อย 1 บาทลายสี่เสา 10 เส้น กำไล 1 บาท 5 วง แหวน 2 สลึง 12 วง
10:20\tตี๋ เซลส์ชินฮวด\tได้ครับเจ๊ ราคาทองส่งวันนี้บาทละ 57,900 นะครับ ค่ากำเหน็จตามใบราคาใหม่เดือน ก.ย.
10:22\tห้างทองทองพูน\tค่ากำเหน็จขึ้นอีกแล้วเหรอ สร้อยบาทนึงเท่าไหร่
10:25\tตี๋ เซลส์ชินฮวด\tสร้อย 1 บาท 650 ครับเจ๊ ขึ้นมา 50 บาทจากปีที่แล้ว
10:27\tห้างทองทองพูน\tโอเค ส่งรถขนส่งของบริษัทมาเลยนะ เกิน 30 บาทไหม
10:30\tตี๋ เซลส์ชินฮวด\tรอบนี้ 21 บาท ไม่ถึง 30 ครับ มีค่าส่ง แต่ผมช่วยเจ๊ไม่คิดรอบนี้ครับ ของถึงพุธ 17 ก.ย.

พ., 17/09/2568
14:05\tห้างทองทองพูน\tของมาถึงแล้วนะ ชั่งครบ ใบแจ้งหนี้ยอดล้านสองกว่า เดี๋ยวโอนก่อนครบกำหนด
14:07\tตี๋ เซลส์ชินฮวด\tขอบคุณครับเจ๊
"""
QUOTE_MALEE_DRAFT = (
    "ร่างใบเสนอราคา ขันหมากคุณมาลี (ยังไม่ส่ง รอแม่เจ้าสาวเลือกกำไล)\n"
    "ราคาทองรูปพรรณวันนี้ บาทละ 58,050\n"
    "- สร้อยคอลายสี่เสา 2 บาท 116,100 + กำเหน็จ 1,600\n"
    "- แหวนคู่ 2 สลึง 29,025 + กำเหน็จ 800\n"
    "- รวมประมาณ 147,525 บาท (ยังไม่รวมกำไล)\n"
)
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_HEADERS = ("เดือน (Month)", "ขายทองรูปพรรณ (Ornaments, THB)", "ขายทองแท่ง (Bars, THB)",
                 "ค่ากำเหน็จ (Making charges, THB)", "รวมยอดขาย (Total sales, THB)", "น้ำหนักที่ขาย (Weight sold, baht)")
SALES = [(1284500, 412000, 38600, 39.5), (1962300, 655000, 57900, 55.0), (1105800, 298000, 31200, 30.0),
         (1548900, 520000, 44300, 40.5), (1327400, 360000, 37800, 33.0), (987600, 245000, 27400, 23.5),
         (1041200, 310000, 29100, 25.0), (1436700, 585000, 41500, 33.5), (1158300, 402000, 32700, 26.5)]
PROFIT_HEADERS = ("เดือน (Month)", "รับซื้อทองเก่า (Old gold bought, THB)", "ส่วนต่างราคาซื้อขาย (Spread income, THB)",
                  "ค่ากำเหน็จ (Making charges, THB)", "รายจ่ายร้าน (Shop expenses, THB)", "กำไรสุทธิ (Net profit, THB)",
                  "หมายเหตุ (Note)")
BUYBACK = [(865000, 24800, 49200, ""), (742000, 36500, 50100, "ตรุษจีน ขายดี"),
           (1312000, 19700, 48600, "ราคาทองขึ้น ลูกค้าเอาทองเก่ามาขายเยอะ"),
           (1020500, 28900, 61400, "โบนัสสงกรานต์พนักงาน 2 คน"), (934000, 23400, 49800, ""),
           (1486000, 26800, 48900, ""), (1105000, 27900, 50300, ""), (880000, 27300, 49500, "วันแม่ ขายดี"),
           (1254000, 31600, 58200, "เพิ่มเงินประกันค่าเช่าตามสัญญาใหม่ 9,000")]
SALES_2567 = [(1105000, 36100, 9800), (1598400, 41900, 22600), (1012300, 21800, 4100), (1387600, 39700, 12300),
              (1190200, 30500, 8900), (901500, 18700, 600), (954800, 20100, 1900), (1734200, 38400, 13700),
              (1020700, 22600, 2500), (1088900, 25300, 6400), (1296500, 33800, 11200), (1862300, 47300, 21800)]
SAVERS_HEADERS = ("ชื่อสมาชิก (Member)", "โทร (Phone)", "เริ่มออม (Started)", "ยอดออมสะสม (Saved, THB)",
                  "เป้าหมาย (Goal)", "สถานะ (Status)")
SAVERS = [
    ("ป้าบุญมี แก้วประเสริฐ", "086-417-2290", "มี.ค. 2567", 41650, "สร้อย 1 บาท", "ออมต่อ"),
    ("คุณจิราพร สุขเจริญ", "092-556-8013", "ม.ค. 2568", 18200, "แหวน 2 สลึง", "ออมต่อ"),
    ("ครูสมศักดิ์ ทองมา", "081-038-7745", "ต.ค. 2566", 58900, "สร้อย 1 บาท", "ครบแล้ว รอรับ ต.ค. 68"),
    ("น้องฟ้า (ณัฐธิดา อินทร์แก้ว)", "098-210-4471", "มิ.ย. 2568", 6500, "ต่างหู 1 สลึง", "ออมต่อ"),
    ("ลุงเสถียร บุญยืน", "089-662-1038", "ส.ค. 2567", 23800, "กำไล 2 สลึง", "ขาดส่ง 2 เดือน"),
    ("คุณวิไลวรรณ ศรีสุข", "087-905-3326", "ก.พ. 2568", 31400, "สร้อย 1 บาท", "ออมต่อ"),
]
DEPOSITS_HEADERS = ("เดือน (Month)", "เงินฝากออมทองเข้า (Deposits, THB)", "ถอนเป็นทอง (Redeemed as gold, THB)",
                    "จำนวนสมาชิก (Members)")
DEPOSITS = [(21500, 0, 5), (19800, 28700, 5), (23200, 0, 5), (26400, 0, 5), (22900, 44300, 5), (24100, 0, 6),
            (25300, 0, 6), (23700, 29600, 6), (22600, 0, 6)]
INVOICE = [
    "CHIN HUAT GOLD (YAOWARAT) CO., LTD.\n"
    "288 Yaowarat Road, Samphanthawong, Bangkok 10100  Tel. 02-221-6094\n"
    "INVOICE / TAX INVOICE   No.: CH2509-0417   Date: 16 September 2025\n"
    "Customer: Thongphun Gold Shop (Mrs. Supawadee Srithongphun), 12-14 Phra Ruang Road,\n"
    "Sawankhalok, Sukhothai 64110   Member No. SK-118\n"
    " \n"
    "Necklace 1 baht, Sii Sao pattern   10 pcs   10.00 baht\n"
    "Bracelet 1 baht, plain bangle       5 pcs    5.00 baht\n"
    "Ring 2 salung, mixed patterns      12 pcs    6.00 baht\n"
    "Total gold weight: 21.00 baht (96.5%)\n"
    " \n"
    "Gold value: 21.00 x 57,900.00 = 1,215,900.00 THB\n"
    "Making charges: necklaces 10 x 650 = 6,500.00; bracelets 5 x 550 = 2,750.00; rings 12 x 300 = 3,600.00\n"
    "Making charges subtotal: 12,850.00 THB\n"
    "VAT 7% on making charges: 899.50 THB\n"
    "Delivery (armoured courier): waived\n"
    "Total amount due: 1,229,649.50 THB\n"
    "Payment due: 23 September 2025, by transfer to Bangkok Bank, account 101-3-55820-7,\n"
    "Chin Huat Gold (Yaowarat) Co., Ltd. Please send the slip by LINE to your sales representative.",
]
PRICESHEET = [
    "CHIN HUAT GOLD (YAOWARAT) CO., LTD.\n"
    "WHOLESALE MAKING CHARGES FOR MEMBER SHOPS - effective 1 September 2025\n"
    "(THB per piece, VAT 7% not included; gold charged at the wholesale price of the order day)\n"
    " \n"
    "Necklace 1 baht ........................... 650\n"
    "Necklace 2 baht ........................... 1,100\n"
    "Necklace 5 baht ........................... 2,400\n"
    "Bracelet / bangle 1 baht .................. 550\n"
    "Ring 2 salung ............................. 300\n"
    "Ring 1 salung ............................. 220\n"
    "Earrings 1 salung (pair) .................. 260\n"
    "Pendant (Buddha frame) .................... 180\n"
    "Gold bar 96.5% (any size) ................. no making charge, 100 per bar handling\n"
    " \n"
    "Delivery by armoured courier to upcountry shops: 1,500 per trip, free for orders of 30 baht weight or more.\n"
    "Credit: 7 days for members with a deposit account. Special patterns to order: 3-4 weeks.",
]
OLD_CHARGES = """# ค่ากำเหน็จ ชินฮวด เยาวราช (ใบราคาปี 2567 ใช้ถึง ส.ค. 68)

- สร้อย 1 บาท 600 บาท
- สร้อย 2 บาท 1,000 บาท
- กำไล 1 บาท 500 บาท
- แหวน 2 สลึง 280 บาท
- แหวน 1 สลึง 200 บาท
- ค่าส่งรถขนส่ง ต่างจังหวัด 1,200 บาทต่อเที่ยว (สั่งครบ 30 บาท ส่งฟรี)
"""
PRICE_NOTES = """# จดราคาทอง ก.ย. 68 (ประกาศสมาคมค้าทองคำ)

- 1 ก.ย. ทองแท่งขายออก 56,750 / ทองรูปพรรณขายออก 57,500 / รับซื้อคืนรูปพรรณ 55,600
- 8 ก.ย. ทองรูปพรรณขายออก 58,400 (ใช้คิดขันหมากคุณอรอนงค์)
- 15 ก.ย. ชินฮวดราคาส่ง 57,900 สั่งของเพิ่ม 21 บาท
- 20 ก.ย. ทองแท่งขายออก 57,600 / ทองรูปพรรณขายออก 58,350 (ใช้คิดขันหมากคุณมาลี)
- 26 ก.ย. ทองแท่งขายออก 58,100 ลูกค้าเอาทองเก่ามาขายเยอะ
- ราคาขึ้นเร็ว ระวังสต็อกทองเก่า อย่ารับซื้อเก็บเกิน 20 บาท
"""
INSURANCE_PAGES = [
    "Dhipaya Insurance PCL - Sukhothai branch\nJEWELLERY SHOP INSURANCE - RENEWAL NOTICE\n"
    "Notice date: 1 September 2025\n"
    "Insured: Thongphun Gold Shop (Mrs. Supawadee Srithongphun), 12-14 Phra Ruang Road, Sawankhalok\n"
    "Policy No.: DP-JB-2568-00731\n"
    "Current period: 1 October 2024 - 30 September 2025\n"
    "Renewal period: 1 October 2025 - 30 September 2026\n"
    "Cover: burglary and robbery of stock, fire and flood, money in safe\n"
    "Sum insured, gold stock in shop and safe: 8,000,000 THB\n"
    "Sum insured, cash in safe: 300,000 THB\n"
    "Excess: 20,000 THB per claim\n"
    "Renewal premium (including duty and VAT): 38,520.00 THB\n"
    "Conditions: stock must be kept in the locked safe outside opening hours; CCTV must record 24 hours\n"
    "and recordings be kept 30 days; alarm linked to the police station.\n"
    "Agent: Mr. Anuchit Phromma, Tel. 081-740-2256",
]
HOMELOAN_PAGES = [
    "Government Housing Bank (GH Bank) - Sukhothai branch\nHOUSING LOAN STATEMENT\n"
    "Statement date: 30 September 2025\n"
    "Borrowers: Mrs. Supawadee Srithongphun and Mr. Prasert Srithongphun\n"
    "Loan account: 0286-4411-0592\n"
    "Property: house at 41/3 Moo 2, Khlong Krachong, Sawankhalok, Sukhothai (title deed No. 18827)\n"
    "Original loan: 2,400,000.00 THB, contract date 12 March 2019, term 25 years\n"
    "Interest rate: MRR - 1.50% (currently 5.35% per year)\n"
    "Monthly installment: 15,600.00 THB, due on the 5th of each month\n"
    "Outstanding principal after September payment: 1,612,345.67 THB\n"
    "Interest paid January-September 2025: 66,218.40 THB (for the home-loan tax deduction)\n"
    "Next installment: 5 October 2025, 15,600.00 THB",
    "Page 2 - Payments in 2025\n"
    "05 Jul 2025  15,600.00  principal 8,352.11  interest 7,247.89\n"
    "05 Aug 2025  15,600.00  principal 8,389.35  interest 7,210.65\n"
    "05 Sep 2025  15,600.00  principal 8,426.76  interest 7,173.24\n"
    "Extra principal payments reduce the term; no fee after the first 3 years.",
]
SCHOOL_PAGES = [
    "SUKHOTHAI BILINGUAL SCHOOL\n99 Charodvithithong Road, Mueang Sukhothai 64000  Tel. 055-611-730\n"
    "FEE INVOICE - Semester 2, Academic Year 2025\n"
    "Invoice No.: SBS-25-2-0618   Issue date: 22 September 2025\n"
    "Student: Miss Pannita Srithongphun (Pin)   Grade 5/2   Student ID 21457\n"
    "Parent: Mrs. Supawadee Srithongphun\n"
    " \n"
    "Tuition fee ..................... 28,500.00\n"
    "English program (native teachers) 9,000.00\n"
    "Lunch and snacks ................ 3,600.00\n"
    "School bus (Sawankhalok route) .. 4,200.00\n"
    "Total ........................... 45,300.00 THB\n"
    " \n"
    "Please pay by 15 October 2025 at the school finance office or by QR code on this invoice.\n"
    "A late fee of 500 THB applies after the due date. Semester 2 starts 3 November 2025.",
]
TERM1_NOTE = """# ค่าเทอมน้องปิ่น เทอม 1/2568 (จ่ายแล้ว 9 พ.ค. 68)

- ค่าเล่าเรียน 28,500
- โครงการภาษาอังกฤษ 9,000
- ค่าอาหารกลางวัน 3,600
- รถรับส่ง 2,700 (ตอนนั้นยังคิดราคาเดิม)
- รวม 43,800 บาท
- ซื้อชุดนักเรียน + หนังสือเพิ่มอีก 3,450 ร้านหน้าโรงเรียน
"""
HOUSEHOLD_NOTE = """# ค่าใช้จ่ายบ้าน ก.ย. 68

- ผ่อนบ้าน ธอส. 15,600 (ตัดวันที่ 5)
- ค่าไฟบ้าน 2,840 / ค่าน้ำ 390 / เน็ตบ้าน 599
- ให้แม่ (ยายเรือน) 5,000
- ค่ากับข้าว ตลาดสวรรคโลก ประมาณ 9,500
- น้ำมันรถ 3,200
- เก็บไว้จ่ายค่าเทอมน้องปิ่นเทอม 2 (ยังไม่ได้ใบแจ้ง ตอนจด)
- ประกันสุขภาพแม่ครบกำหนด พ.ย. อย่าลืม
"""
HEALTH_TOP = [
    "สรุปกรมธรรม์ประกันสุขภาพ (ใบแจ้งต่ออายุ ปี 2568)",
    "บริษัท เมืองไทยประกันชีวิต จำกัด (มหาชน) สาขาสุโขทัย",
    "ผู้เอาประกัน: นางบุญเรือน ทองดี อายุ 68 ปี  ผู้ชำระเบี้ย: นางสุภาวดี ศรีทองพูน (บุตรสาว)",
    "กรมธรรม์เลขที่ MTL-H-6603-22871  แบบ เฮลท์ตี้ แคร์ (ผู้ป่วยใน)",
    "ระยะเวลาคุ้มครองปีนี้ 12 พฤศจิกายน 2568 ถึง 11 พฤศจิกายน 2569",
    "ตารางผลประโยชน์",
]
HEALTH_TABLE = [
    ("ผลประโยชน์", "วงเงินคุ้มครอง"),
    ("ค่าห้องและค่าอาหาร ต่อคืน", "4,000 บาท"),
    ("ค่ารักษาผู้ป่วยใน วงเงินต่อปี", "1,000,000 บาท"),
    ("ค่าผ่าตัดต่อครั้ง", "ตามจริงไม่เกินวงเงินต่อปี"),
    ("ผู้ป่วยนอก (OPD)", "ไม่คุ้มครอง"),
    ("ค่าชดเชยรายวันกรณีนอนโรงพยาบาล", "1,000 บาทต่อวัน"),
]
HEALTH_BOTTOM = [
    "เบี้ยประกันต่ออายุปีนี้ 32,400 บาท ชำระภายในวันที่ 12 พฤศจิกายน 2568 (ผ่อนผันได้ 31 วัน)",
    "เบี้ยปีที่แล้ว 28,900 บาท ปรับขึ้นตามช่วงอายุ",
    "ใช้สิทธิ์ได้ที่โรงพยาบาลในเครือข่าย เช่น รพ.สวรรคโลก (ห้องพิเศษ) และ รพ.กรุงเทพพิษณุโลก",
    "ตัวแทน: คุณศิริพร มีสุข โทร 084-119-6630",
]
PLAN_SLIDES = [
    ("ห้างทองทองพูน ขายออนไลน์ ปี 2569", "แผนเปิดช่องทางขายทองออนไลน์ให้ลูกค้าต่างอำเภอและลูกหลานที่ทำงานกรุงเทพฯ\n"
                                         "เริ่มเดือนมกราคม 2569"),
    ("ช่องทาง", "LINE Official Account รับสั่งและจองราคา\nไลฟ์สด TikTok/Facebook ทุกคืนวันศุกร์ 2 ทุ่ม\n"
                "ส่งของทางไปรษณีย์ EMS รับประกันมูลค่า หรือมารับที่ร้าน"),
    ("งบลงทุน", "กล้อง ไฟ ขาตั้ง โทรศัพท์สำหรับไลฟ์ 35,000 บาท\nตกแต่งมุมไลฟ์ในร้าน 15,000 บาท\n"
                "จ้างแอดมินตอบแชทและแพ็กของ 1 คน เดือนละ 12,000 บาท"),
    ("เป้าหมาย", "ขายออนไลน์เดือนละ 15 บาททองภายในกลางปี 2569\nค่ากำเหน็จจากออนไลน์เดือนละประมาณ 18,000 บาท\n"
                 "คืนทุนค่าอุปกรณ์ภายใน 6 เดือน"),
    ("ความเสี่ยง", "ลูกค้ากลัวโดนโกง ต้องโชว์ใบรับประกันและหน้าร้านจริง\nราคาทองขึ้นลงระหว่างวัน ต้องล็อกราคาเมื่อโอนครบ\n"
                   "พัสดุสูญหาย ต้องซื้อประกันพัสดุทุกชิ้น"),
]
PLAN_DRAFT = """# ไอเดียขายทองออนไลน์ (ร่าง ส.ค. 68)
- ให้น้องเมย์หน้าร้านไลฟ์ตอนร้านว่าง ไม่ต้องจ้างเพิ่ม?
- ซื้อไฟกับขาตั้งสัก 20,000 พอมั้ย
- ถ้าจ้างแอดมินคงเดือนละ 10,000
- ดูร้านทองที่พิษณุโลกเค้าไลฟ์ขายได้วันละ 2-3 บาท
"""
WORKSPECT = {
    "todo.md": "- ตอบอีเมลมิสเตอร์ฮาร์ตลีย์เรื่องทองแท่ง\n- โอนเงินชินฮวดก่อนครบกำหนด\n"
               "- ต่อประกันร้านก่อน 30 ก.ย.\n- จ่ายค่าเทอมน้องปิ่น\n- เซ็นสัญญาเช่าใหม่แล้ว เก็บสำเนา\n",
    "เบอร์โทรสำคัญ.txt": "ตี๋ เซลส์ชินฮวด 086-003-4471\nคุณอนุชิต ทิพยประกันภัย 081-740-2256\n"
                         "เจ้าของตึก คุณสมชาย 081-675-3390\n",
}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ขายออก Sales"
    sheet.append(["ยอดขายห้างทองทองพูน ม.ค.-ก.ย. 2568 (Thongphun Gold sales, Jan-Sep 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:3]),
                  sum(sum(row[:3]) for row in SALES), sum(row[3] for row in SALES)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    profit = book.create_sheet("รับซื้อคืน-กำไร Profit")
    profit.append(["รับซื้อทองเก่าและกำไร ม.ค.-ก.ย. 2568 (Buy-back and profit)"])
    profit.append(list(PROFIT_HEADERS))
    for month, sale, row in zip(MONTHS, SALES, BUYBACK):
        profit.append([month, row[0], row[1], sale[2], row[2], row[1] + sale[2] - row[2], row[3]])
    profit.append(["รวม (Total)", sum(row[0] for row in BUYBACK), sum(row[1] for row in BUYBACK),
                   sum(row[2] for row in SALES), sum(row[2] for row in BUYBACK),
                   sum(row[1] + sale[2] - row[2] for sale, row in zip(SALES, BUYBACK)), ""])
    for column in range(2, 7):
        money_format(profit, column)
    book.save(path)


def _sales_last_year(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    sheet.append(["ยอดขายห้างทองทองพูน ปี 2567 (Sales 2024)"])
    sheet.append(["เดือน (Month)", "รวมยอดขาย (Total sales, THB)", "ค่ากำเหน็จ (Making charges, THB)",
                  "กำไรสุทธิ (Net profit, THB)"])
    for month, row in zip(MONTHS, SALES_2567):
        sheet.append([month, *row])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES_2567))])
    for column in (2, 3, 4):
        money_format(sheet, column)
    book.save(path)


def _savers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สมาชิกออมทอง Members"
    sheet.append(["สมาชิกออมทอง ห้างทองทองพูน (ข้อมูล ณ 30 ก.ย. 2568)"])
    sheet.append(list(SAVERS_HEADERS))
    for row in SAVERS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in SAVERS), "", ""])
    money_format(sheet, 4)
    deposits = book.create_sheet("ยอดรายเดือน Monthly")
    deposits.append(list(DEPOSITS_HEADERS))
    for month, row in zip(MONTHS, DEPOSITS):
        deposits.append([month, *row])
    deposits.append(["รวม (Total)", sum(row[0] for row in DEPOSITS), sum(row[1] for row in DEPOSITS), ""])
    for column in (2, 3):
        money_format(deposits, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ห้างทองทองพูน"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "ชินฮวด", "แชท", "แผนงาน", "ร้าน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาเช่าตึกแถว_ห้างทอง_2568.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาเช่าตึกแถว_ห้างทอง_2565.docx", OLD_LEASE_TOP,
               bottom=["ลงชื่อ สมชาย วงศ์สวัสดิ์ ผู้ให้เช่า", "ลงชื่อ สุภาวดี ศรีทองพูน ผู้เช่า"])
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_ชุดขันหมาก_คุณมาลี.docx", QUOTE_MALEE_TOP, table=QUOTE_MALEE_TABLE,
               bottom=QUOTE_MALEE_BOTTOM)
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_ชุดขันหมาก_คุณอรอนงค์.docx", QUOTE_ORANONG_TOP,
               table=QUOTE_ORANONG_TABLE, bottom=QUOTE_ORANONG_BOTTOM)
    (shop / "ลูกค้า" / "Hartley_gold_bar_email.txt").write_text(HARTLEY_EMAIL, encoding="utf-8")
    _sales(shop / "บัญชี" / "ยอดขายรายเดือน_2568.xlsx")
    _sales_last_year(shop / "บัญชี" / "ยอดขายรายเดือน_2567.xlsx")
    _savers(shop / "บัญชี" / "ออมทอง_สมาชิก_2568.xlsx")
    make_pdf(shop / "ชินฮวด" / "ChinHuat_invoice_CH2509-0417.pdf", INVOICE)
    make_pdf(shop / "ชินฮวด" / "ChinHuat_making_charges_2025-09.pdf", PRICESHEET)
    (shop / "ชินฮวด" / "ค่ากำเหน็จ_ชินฮวด_2567.md").write_text(OLD_CHARGES, encoding="utf-8")
    (shop / "แชท" / "LINE_มาลี_เจ้าสาว.txt").write_text(LINE_MALEE, encoding="utf-8")
    (shop / "แชท" / "LINE_ตี๋_ชินฮวด.txt").write_text(LINE_CHINHUAT, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนขายออนไลน์_2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียขายทองออนไลน์_ร่าง.md").write_text(PLAN_DRAFT, encoding="utf-8")
    make_pdf(shop / "ร้าน" / "Dhipaya_shop_insurance_renewal_2025.pdf", INSURANCE_PAGES)
    (shop / "ร้าน" / "จดราคาทอง_กย68.md").write_text(PRICE_NOTES, encoding="utf-8")
    make_pdf(home / "GHBank_homeloan_statement_2025-09.pdf", HOMELOAN_PAGES)
    make_pdf(home / "SBS_fee_invoice_semester2_2025.pdf", SCHOOL_PAGES)
    (home / "ค่าเทอมน้องปิ่น_เทอม1_2568.md").write_text(TERM1_NOTE, encoding="utf-8")
    (home / "ค่าใช้จ่ายบ้าน_กย68.md").write_text(HOUSEHOLD_NOTE, encoding="utf-8")
    write_docx(home / "ประกันสุขภาพแม่_เมืองไทย_2568.docx", HEALTH_TOP, table=HEALTH_TABLE, bottom=HEALTH_BOTTOM)
    write_texts(shop / "ลูกค้า", {"ร่างใบเสนอราคา_ขันหมาก_คุณมาลี.txt": QUOTE_MALEE_DRAFT})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list and a phone-number note."""
    write_texts(workspect, WORKSPECT)
