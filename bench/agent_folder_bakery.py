"""A thirteenth folder for bench/agent_tasks.py (`--folder bakery`): a home baker's shop and household papers.

Noknoi (คุณนก) Promsuwan runs Baan Noknoi Bakery & Café (บ้านขนมนกน้อย), a small cake shop and café on Boromtrailokanat
Road in Mueang Phitsanulok, selling in the shop, by LINE orders, on GrabFood and at a weekend walking-street market,
with one part-time helper (น้องแพร): a Thai shop-space lease (docx, a rent table), her flour and butter supplier's
Thai price list (docx, a price table) and another supplier's newer quote (txt), the shop's sales by channel for
January-June 2568 with the half-year's expenses (xlsx, two sheets, Thai/English headers), a cost-per-cake sheet with
one recipe's ingredient breakdown (xlsx, two sheets), a LINE chat export with a customer about a wedding cake (txt),
an English email from a Phitsanulok hotel wanting desserts wholesale (txt), a Thai note on the weekend market (md),
slides for the beginners' baking class she plans to teach (pptx), the shop's PEA electricity bills for July and
August (pdf), a GrabFood merchant statement (English pdf), a Thai letter from the city municipality about the food
shop permit and an inspection (txt); her pickup's hire-purchase statement (English pdf) and a Thai car-costs note
(md), a Thai note on her mother's pension and medicine (md) with a hospital receipt (English pdf), her son's
Chiang Mai University fee invoice (English pdf), household spending for July and August (xlsx); and seven
distractors that share words with them (a draft lease, last year's sales, last year's price list, a draft of the
class idea, an older customer chat, an unsent draft reply to the hotel, last semester's fee invoice); plus a
workspect that already holds a to-do list. Written blind of the engine's rules, in session 15, for
bench/data/agent_tasks_bakery_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าพื้นที่ร้านค้า",
    "ทำที่ อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก วันที่ 10 มกราคม 2567",
    "ผู้ให้เช่า: นางวันเพ็ญ ทองดี  ผู้เช่า: นางนกน้อย พรหมสุวรรณ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ชั้นล่างของอาคารพาณิชย์ เลขที่ 45/2 ถนนบรมไตรโลกนาถ ตำบลในเมือง "
    "อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก 65000 เนื้อที่ประมาณ 48 ตารางเมตร พร้อมที่จอดรถหน้าร้าน 1 คัน "
    "เพื่อใช้ประกอบกิจการร้านขนมและคาเฟ่ ชื่อ บ้านขนมนกน้อย (Baan Noknoi Bakery & Café)",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 กุมภาพันธ์ 2567 สิ้นสุดวันที่ 31 มกราคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 28,500 บาท (สองหมื่นแปดพันห้าร้อยบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนเงินประกันภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 6. ผู้เช่าติดตั้งเตาอบไฟฟ้า ตู้แช่เค้ก และเครื่องปรับอากาศได้ โดยต้องเดินสายไฟแยกมิเตอร์ของร้าน "
    "ผู้เช่าชำระค่าไฟฟ้าตามมิเตอร์ของร้าน ส่วนค่าน้ำประปาเหมาจ่ายเดือนละ 200 บาท",
    "ข้อ 7. ผู้เช่าห้ามดัดแปลงโครงสร้างอาคาร หากจะตกแต่งร้านต้องได้รับความยินยอมจากผู้ให้เช่าเป็นหนังสือ",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา "
    "ค่าเช่าเมื่อต่อสัญญาจะปรับขึ้นไม่เกินร้อยละ 10",
    "ข้อ 9. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ก.พ. 2567 - ม.ค. 2568", "9,500 บาท"),
    ("ปีที่ 2", "ก.พ. 2568 - ม.ค. 2569", "9,500 บาท"),
    ("ปีที่ 3", "ก.พ. 2569 - ม.ค. 2570", "10,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วันเพ็ญ ทองดี ผู้ให้เช่า", "ลงชื่อ นกน้อย พรหมสุวรรณ ผู้เช่า",
                "ลงชื่อ สมศักดิ์ ทองดี พยาน"]
PRICE_TOP = [
    "ใบแจ้งราคาสินค้า ร้านสองแควเบเกอรี่ซัพพลาย (Song Khwae Bakery Supply)",
    "112/7 ถนนสิงหวัฒน์ ตำบลในเมือง อำเภอเมืองพิษณุโลก โทร 055-241-683 LINE: @songkhwaebakery",
    "เรียน คุณนกน้อย ร้านบ้านขนมนกน้อย (ลูกค้าประจำ)",
    "ราคานี้มีผลตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 31 ธันวาคม 2568 ราคารวมภาษีมูลค่าเพิ่มแล้ว",
]
PRICE_TABLE = [
    ("สินค้า", "ขนาด", "ราคา (บาท)"),
    ("แป้งเค้ก ตราบัวแดง", "ถุง 1 กก.", "52"),
    ("แป้งสาลีอเนกประสงค์", "ถุง 1 กก.", "36"),
    ("แป้งขนมปัง", "ถุง 1 กก.", "42"),
    ("เนยสดแท้ชนิดจืด (unsalted butter)", "ก้อน 5 กก.", "1,690"),
    ("เนยสดแท้ชนิดจืด (unsalted butter)", "ก้อน 454 กรัม", "175"),
    ("มาการีน", "1 กก.", "78"),
    ("วิปปิ้งครีม", "กล่อง 1 ลิตร", "189"),
    ("ครีมชีส", "1 กก.", "340"),
    ("น้ำตาลทรายละเอียด", "1 กก.", "29"),
    ("ผงโกโก้", "500 กรัม", "165"),
    ("ดาร์กช็อกโกแลตคูเวอร์เจอร์ 55%", "1 กก.", "410"),
    ("กล่องเค้ก 1 ปอนด์ พร้อมฐาน", "แพ็ค 50 ใบ", "450"),
]
PRICE_BOTTOM = [
    "เงื่อนไข",
    "1. สั่งครบ 2,500 บาทขึ้นไป ส่งฟรีในเขตอำเภอเมืองพิษณุโลก ต่ำกว่านั้นคิดค่าส่ง 80 บาท",
    "2. ลูกค้าประจำได้เครดิต 15 วัน นับจากวันส่งของ",
    "3. สั่งเนยสดก้อน 5 กก. ครบ 4 ก้อนต่อเดือน ลดเพิ่ม 3% (คิดในบิลถัดไป)",
    "4. ราคาเนยและวิปปิ้งครีมอาจปรับตามราคานำเข้า จะแจ้งล่วงหน้า 15 วัน",
    "ผู้ติดต่อ: คุณสมพงษ์ เจริญพร (ฝ่ายขาย) โทร 089-703-4415",
]
NAKHONTHAI_QUOTE = """ใบเสนอราคา เลขที่ QT-PL-6808-031
บริษัท นครไทยฟู้ดส์ เทรดดิ้ง จำกัด (สาขาพิษณุโลก)
99/12 ถนนมิตรภาพ ตำบลสมอแข อำเภอเมืองพิษณุโลก 65000 โทร 055-908-220
วันที่ 20 สิงหาคม 2568

เรียน คุณนกน้อย พรหมสุวรรณ ร้านบ้านขนมนกน้อย

รายการ                                   ขนาด          ราคา (บาท)
แป้งเค้ก ตราบัวแดง                          ถุง 1 กก.      49
แป้งขนมปัง                                 ถุง 1 กก.      41
เนยสดแท้ชนิดจืด (unsalted butter)           ก้อน 5 กก.     1,620
วิปปิ้งครีม                                 กล่อง 1 ลิตร   195
ครีมชีส                                    1 กก.         355
ดาร์กช็อกโกแลตคูเวอร์เจอร์ 55%              1 กก.         398

เงื่อนไข
- ราคารวมภาษีมูลค่าเพิ่มแล้ว ยืนราคาถึงวันที่ 30 กันยายน 2568
- ส่งฟรีเมื่อสั่งครบ 5,000 บาท ส่งสินค้าทุกวันพฤหัสบดี (สั่งก่อนวันอังคาร 17:00 น.)
- ชำระเงินสดหรือโอนเมื่อรับสินค้า (ไม่มีเครดิต)
- สินค้าแช่เย็นส่งด้วยรถห้องเย็น

เสนอโดย คุณปวีณา ศรีทอง ฝ่ายขาย โทร 086-552-7019
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน (Shop, THB)", "สั่งทาง LINE (LINE orders, THB)", "Grab Food (THB)",
                 "ตลาดนัด (Weekend market, THB)", "รวม (Total, THB)")
SALES_2568 = [(58200, 31400, 18600, 22800), (64500, 42300, 21900, 24100), (55800, 28700, 19400, 21500),
              (49300, 36900, 16800, 18200), (52700, 33200, 20300, 23600), (57100, 29800, 22700, 25400)]
SALES_2567 = [(52100, 22300, 12900, 19800), (58900, 33600, 14200, 20700), (50400, 21800, 13600, 18900),
              (44800, 27500, 11300, 16400), (47600, 24900, 14800, 20200), (51300, 23100, 15600, 21800)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าร้าน (Shop rent)", 57000, "เดือนละ 9,500"),
    ("วัตถุดิบ (Ingredients)", 286400, "ส่วนใหญ่ซื้อจากสองแควเบเกอรี่"),
    ("บรรจุภัณฑ์/กล่อง (Packaging)", 24850, ""),
    ("ค่าจ้างน้องแพร (Part-time helper)", 54000, "เดือนละ 9,000"),
    ("ค่าไฟฟ้าร้าน (Shop electricity)", 31760, "เตาอบ 2 ตัว + แอร์"),
    ("ค่าน้ำ (Water)", 1200, "เหมาเดือนละ 200"),
    ("ค่าแก๊ส (Gas)", 2850, ""),
    ("ค่าคอมมิชชั่น Grab (Grab commission)", 35910, "30% ของยอด Grab"),
    ("ค่าที่ตลาดนัด (Market stall fees)", 18200, "วันละ 350 x 52 วัน"),
    ("ค่าโฆษณา Facebook (Facebook ads)", 6000, ""),
]
COST_HEADERS = ("เมนู (Item)", "หน่วย (Unit)", "ต้นทุนวัตถุดิบ (Ingredients, THB)",
                "ค่าบรรจุภัณฑ์ (Packaging, THB)", "ต้นทุนรวม (Total cost, THB)", "ราคาขายหน้าร้าน (Shop price, THB)",
                "กำไรต่อหน่วย (Profit per unit, THB)", "อัตรากำไร % (Margin %)")
CHOC_RECIPE = [
    ("แป้งเค้ก (Cake flour)", "150 กรัม", 7.80),
    ("น้ำตาลทรายละเอียด (Caster sugar)", "200 กรัม", 5.80),
    ("ผงโกโก้ (Cocoa powder)", "60 กรัม", 19.80),
    ("เนยสดจืด (Unsalted butter)", "120 กรัม", 40.56),
    ("ไข่ไก่ (Eggs)", "4 ฟอง", 16.80),
    ("นมสด (Fresh milk)", "250 มล.", 12.50),
    ("ดาร์กช็อกโกแลต (Dark chocolate)", "40 กรัม", 16.40),
]
COSTS = [  # item, unit, ingredients, packaging, shop price
    ("ชิฟฟ่อนใบเตย (Pandan chiffon)", "1 ปอนด์", 68, 12, 220),
    ("เค้กช็อกโกแลตหน้านิ่ม (Fudge chocolate cake)", "1 ปอนด์", round(sum(row[2] for row in CHOC_RECIPE), 2), 15,
     390),
    ("บราวนี่หน้าฟิล์ม (Brownie)", "ชิ้น", 14.5, 3, 45),
    ("ชีสเค้กบลูเบอร์รี่ (Blueberry cheesecake)", "ชิ้น", 38.5, 4.5, 95),
    ("โรลเค้กส้ม (Orange roll cake)", "ม้วน", 52, 10, 180),
    ("ครัวซองต์เนยสด (Butter croissant)", "ชิ้น", 17, 2.5, 55),
    ("คุกกี้เนยสด (Butter cookies)", "กระปุก", 48, 18, 159),
    ("เค้กแต่งงาน 3 ชั้น 120 ที่ (Wedding cake, 3 tiers)", "ชุด", 1950, 250, 6800),
]
WEDDING_CHAT = """[LINE] ประวัติการแชทกับ Mind Siriporn 💐
บันทึกเมื่อ: 24/08/2568 20:41

อ., 19/08/2568
13:05\tMind Siriporn 💐\tสวัสดีค่ะ พอดีเห็นเค้กในเพจ อยากสั่งเค้กแต่งงานค่ะ งานวันเสาร์ที่ 15 พ.ย. 68 ค่ะ
13:07\tบ้านขนมนกน้อย\tสวัสดีค่ะคุณมายด์ ยินดีด้วยนะคะ 🎉 แขกประมาณกี่ท่านคะ จัดงานที่ไหนคะ
13:10\tMind Siriporn 💐\tประมาณ 120 คนค่ะ จัดที่บ้านสวนริมน่าน การ์เด้น ค่ะ อยากได้ 3 ชั้นสีขาวเรียบๆ มีดอกไม้สด
13:16\tบ้านขนมนกน้อย\tเค้ก 3 ชั้นสำหรับแขก 120 ท่าน ราคา 6,800 บาทค่ะ เลือกรสได้ชั้นละ 1 รส ปาดบัตเตอร์ครีมสีขาว
13:17\tบ้านขนมนกน้อย\tดอกไม้สดตกแต่ง (กุหลาบขาว+ยูคา) เพิ่ม 650 บาท ค่าส่งและจัดตั้งที่บ้านสวนริมน่าน 400 บาทค่ะ
13:25\tMind Siriporn 💐\tชั้นล่างวานิลลาสตรอว์เบอร์รี่ ชั้นกลางช็อกโกแลต ชั้นบนชิฟฟ่อนใบเตยได้ไหมคะ
13:27\tบ้านขนมนกน้อย\tได้ค่ะ 😊 สรุปรวม 7,850 บาทนะคะ (เค้ก 6,800 + ดอกไม้ 650 + ค่าส่ง 400)
13:28\tบ้านขนมนกน้อย\tรบกวนมัดจำ 50% = 3,925 บาท เพื่อล็อกคิวค่ะ ส่วนที่เหลือจ่ายวันส่งเค้ก
13:40\tMind Siriporn 💐\tโอนแล้วค่ะ 3,925 บาท
13:40\tMind Siriporn 💐\t[รูปภาพ]
13:45\tบ้านขนมนกน้อย\tได้รับแล้วค่ะ ขอบคุณค่ะ 🙏

ส., 23/08/2568
10:12\tMind Siriporn 💐\tพี่นกคะ ขอเขียนป้ายบนเค้กว่า Mind & Tle ได้ไหมคะ
10:20\tบ้านขนมนกน้อย\tได้ค่ะ ฟรีค่ะ ขอชิมเค้กก่อนไหมคะ มีชุดชิม 3 รส 150 บาท หักจากยอดได้
10:31\tMind Siriporn 💐\tเอาค่ะ ขอไปชิมวันเสาร์ที่ 6 ก.ย. บ่ายสองนะคะ

อา., 24/08/2568
19:58\tMind Siriporn 💐\tวันงานพิธีเริ่ม 11 โมง ส่งเค้กกี่โมงคะ
20:05\tบ้านขนมนกน้อย\tพี่จะไปส่งและตั้งเค้กให้เสร็จก่อน 10:30 น. นะคะ ขอเบอร์คนที่สถานที่ด้วยค่ะ
20:09\tMind Siriporn 💐\tพี่เอก ผู้จัดการบ้านสวนริมน่าน 081-937-2264 ค่ะ
20:10\tบ้านขนมนกน้อย\tรับทราบค่ะ 👍
"""
HOTEL_EMAIL = """From: Ratchanee Wongsa <purchasing@nanriversidehotel.com>
To: Noknoi Promsuwan <baannoknoi.bakery@gmail.com>
Date: Mon, 25 Aug 2025 10:17:42 +0700
Subject: Wholesale desserts for Nan Riverside Hotel - proposal

Dear Khun Noknoi,

It was a pleasure to meet you at the walking street market on 16 August. Our General Manager loved your
brownies and pandan chiffon, and we would like Baan Noknoi Bakery to supply desserts for our lobby coffee
shop and breakfast buffet.

Our proposed weekly order and prices:
- Brownies: 120 pieces at 32 THB
- Butter croissants: 150 pieces at 38 THB
- Pandan chiffon (1 lb): 6 cakes at 170 THB
- Blueberry cheesecake slices: 40 pieces at 68 THB
That is 13,280 THB a week, around 53,000 THB a month.

Delivery: twice a week, Tuesday and Friday, before 7:00 am at the hotel's back entrance.
Payment: 30 days after we receive your invoice, by bank transfer. We need a receipt with your tax ID.
We would like a one-month trial starting 1 October 2025, then a 6-month contract if the trial goes well.
Please also send a copy of your food shop permit from the municipality.

Could you reply by 12 September 2025 so we can plan the October menu?

Best regards,
Ratchanee Wongsa
Purchasing Manager, Nan Riverside Hotel Phitsanulok
Tel. 055-219-444 ext. 210
"""
MARKET_NOTE = """# ขายตลาดนัดถนนคนเดินริมน่าน สิงหาคม 2568

ขายทุกเสาร์-อาทิตย์ 16:00-21:00 น. ค่าที่วันละ 350 บาท (จ่ายเทศบาลรายวัน)

## สรุปเดือนนี้
- ไปขาย 8 วัน จาก 10 วัน (ฝนตกหนักงดไป 2 วัน: 9 และ 30 ส.ค.)
- ยอดขายรวม 31,640 บาท เฉลี่ยวันละประมาณ 3,955 บาท
- ขายดีสุด: บราวนี่ (เฉลี่ยวันละ 46 ชิ้น) รองลงมา ชิฟฟ่อนใบเตยชิ้นเล็ก
- คุกกี้เนยสดขายไม่ค่อยออก เหลือกลับบ้านทุกวัน ลดการทำลงครึ่งหนึ่ง

## เรื่องอื่นๆ
- 16 ส.ค. ผู้จัดการฝ่ายจัดซื้อโรงแรมนันริเวอร์ไซด์มาซื้อบราวนี่ ขอนามบัตรไป บอกว่าจะส่งอีเมลมา
- ต้องซื้อเต็นท์ใหม่ อันเก่าหลังคารั่ว ราคาประมาณ 1,850 บาท
- ให้น้องแพรมาช่วยที่ตลาดวันเสาร์ จ่ายเพิ่มวันละ 400 บาท
"""
CLASS_SLIDES = [
    ("คอร์สทำขนมสำหรับมือใหม่ (Beginner baking class)", "บ้านขนมนกน้อย พิษณุโลก\nสอนโดย ครูนก (Noknoi Promsuwan)"),
    ("รายละเอียดคอร์ส", "เรียนวันเสาร์ 09:00-13:00 น. ที่ร้าน (ก่อนเปิดร้านบ่าย)\nรับรอบละ 8 คน\n"
                        "ค่าเรียน 1,890 บาทต่อคน รวมวัตถุดิบ อุปกรณ์ และกล่องขนมกลับบ้าน\n"
                        "จองก่อน 20 ก.ย. 68 ราคา early bird 1,690 บาท\nรอบแรก: วันเสาร์ที่ 4 ตุลาคม 2568"),
    ("เมนูที่สอน (3 เมนู)", "1. ชิฟฟ่อนใบเตย 1 ปอนด์\n2. บราวนี่หน้าฟิล์ม\n3. คุกกี้เนยสด\n"
                            "ได้สูตรกลับบ้าน + สอนคำนวณต้นทุนและตั้งราคาขาย"),
    ("ต้นทุนต่อรอบ (8 คน)", "วัตถุดิบ 420 บาท/คน = 3,360 บาท\nกล่องขนม + ผ้ากันเปื้อน 80 บาท/คน = 640 บาท\n"
                            "ค่าจ้างน้องแพรช่วยสอน 600 บาท\nค่าไฟเตาอบประมาณ 350 บาท\nรวมต้นทุน 4,950 บาท\n"
                            "รายได้ 8 x 1,890 = 15,120 บาท กำไรประมาณ 10,170 บาทต่อรอบ"),
    ("ของที่ต้องซื้อเพิ่ม", "เครื่องผสมแป้ง (stand mixer) ตัวที่ 2: 8,900 บาท\n"
                            "พิมพ์ชิฟฟ่อน + ถาดบราวนี่ 8 ชุด: 2,400 บาท\nโต๊ะพับสแตนเลส 2 ตัว: 3,200 บาท"),
    ("ประชาสัมพันธ์", "โพสต์เพจ Facebook บ้านขนมนกน้อย + LINE OA ลูกค้าเดิม\nสมัครผ่าน LINE @baannoknoi\n"
                      "ถ้ารอบแรกเต็ม เปิดรอบที่ 2 วันเสาร์ที่ 18 ตุลาคม 2568"),
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Phitsanulok Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Baan Noknoi Bakery (Mrs. Noknoi Promsuwan)\n"
    "Address: 45/2 Boromtrailokanat Road, Nai Mueang, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Account No.: 020087731245   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,245 kWh\nEnergy charge: 5,218.40 THB\n"
    "Ft charge: 245.27 THB\nService charge: 312.24 THB\nVAT 7%: 404.31 THB\nAmount due: 6,180.22 THB\n"
    "Due date: 15 August 2025",
]
PEA_AUGUST = [
    "Provincial Electricity Authority (PEA) - Phitsanulok Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Baan Noknoi Bakery (Mrs. Noknoi Promsuwan)\n"
    "Address: 45/2 Boromtrailokanat Road, Nai Mueang, Mueang Phitsanulok, Phitsanulok 65000\n"
    "Account No.: 020087731245   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 1,318 kWh\nEnergy charge: 5,531.60 THB\n"
    "Ft charge: 259.65 THB\nService charge: 312.24 THB\nVAT 7%: 427.24 THB\nAmount due: 6,530.73 THB\n"
    "Due date: 15 September 2025",
]
GRAB_PAGES = [
    "GrabFood Merchant Statement\nStatement period: 1 July 2025 - 31 July 2025\n"
    "Merchant: Baan Noknoi Bakery & Cafe (Phitsanulok)   Merchant ID: 5-C6TXK2PLJ8\n"
    "Completed orders: 212\nCancelled orders: 4\n"
    "Gross food sales: 24,180.00 THB\nGrab commission (30%): 7,254.00 THB\nVAT on commission (7%): 507.78 THB\n"
    "Merchant-funded promotions (free delivery week): 1,150.00 THB\nNet payout: 15,268.22 THB\n"
    "Payouts to Kasikornbank account xxx-x-x4471-x, every Monday\n"
    "Top items: Brownie (318), Blueberry cheesecake (142), Pandan chiffon 1 lb (61)\n"
    "Average rating: 4.8 (96 ratings)",
]
CITY_LETTER = """ที่ พล 52001/1874
เทศบาลนครพิษณุโลก กองสาธารณสุขและสิ่งแวดล้อม
ถนนบรมไตรโลกนาถ ตำบลในเมือง อำเภอเมืองพิษณุโลก จังหวัดพิษณุโลก 65000

28 สิงหาคม 2568

เรื่อง การต่ออายุใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร และการตรวจสุขลักษณะสถานประกอบการ
เรียน นางนกน้อย พรหมสุวรรณ ผู้ประกอบการร้านบ้านขนมนกน้อย

ตามที่ท่านได้รับใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร เลขที่ 0342/2567 สำหรับร้านบ้านขนมนกน้อย
เลขที่ 45/2 ถนนบรมไตรโลกนาถ ใบอนุญาตดังกล่าวจะสิ้นอายุในวันที่ 30 กันยายน 2568

ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาต ณ กองสาธารณสุขและสิ่งแวดล้อม ภายในวันที่ 19 กันยายน 2568
พร้อมชำระค่าธรรมเนียม 1,000 บาท (สถานที่พื้นที่ไม่เกิน 200 ตารางเมตร) หากยื่นล่าช้าต้องเสียค่าปรับเพิ่มร้อยละ 20

เจ้าหน้าที่จะเข้าตรวจสุขลักษณะของร้านในวันพุธที่ 10 กันยายน 2568 เวลา 10:00 น.
ขอให้เตรียมความพร้อมดังนี้
1. ผู้ประกอบการและผู้สัมผัสอาหารทุกคน (รวมลูกจ้างชั่วคราว) ต้องมีใบรับรองการอบรมหลักสูตรผู้สัมผัสอาหาร
   (อบรมออนไลน์ได้ที่เว็บไซต์กรมอนามัย)
2. ตู้เย็นและตู้แช่เค้กต้องมีเทอร์โมมิเตอร์ เก็บอาหารที่อุณหภูมิไม่เกิน 5 องศาเซลเซียส
3. มีบ่อดักไขมันก่อนปล่อยน้ำทิ้ง และถังขยะมีฝาปิด
4. ขนมที่ขายออนไลน์และส่งร้านอื่น ต้องติดฉลากวันผลิตและวันหมดอายุ
5. ภาชนะบรรจุอาหารต้องเป็นชนิดที่ใช้กับอาหารได้ (food grade)

สอบถามเพิ่มเติม งานสุขาภิบาลอาหาร โทร 055-983-221 ต่อ 15 (คุณกนกวรรณ)

(นายธีระพงษ์ สุขประเสริฐ)
ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม
"""
CAR_PAGES = [
    "Krungsri Auto (Bank of Ayudhya PCL) - Phitsanulok Branch\nHIRE PURCHASE ACCOUNT STATEMENT\n"
    "Statement date: 11 August 2025\nHirer: Mrs. Noknoi Promsuwan\nContract No.: HP-6501-2280417\n"
    "Vehicle: Isuzu D-Max Spark 1.9 Ddi (2022), registration 4187 Phitsanulok\n"
    "Car price: 650,000.00 THB   Down payment: 130,000.00 THB   Amount financed: 520,000.00 THB\n"
    "Interest: flat rate 2.89% per year, term 72 months\n"
    "Monthly installment: 8,475.00 THB (including VAT), due on the 10th of each month\n"
    "First installment: 10 February 2023   Last installment: 10 January 2029\n"
    "Installments paid: 31 of 72 (last payment 10 August 2025, 8,475.00 THB)\n"
    "Remaining installments: 41\nOutstanding balance: 347,475.00 THB\n"
    "Early settlement: discount of 50% of the unearned interest. Call 1572 for a payoff quote.\n"
    "Late payment: 15% per year on the overdue amount plus a 300 THB collection fee.",
]
CAR_NOTE = """# รถกระบะ Isuzu D-Max (ทะเบียน 4187 พิษณุโลก) ค่าใช้จ่ายปี 2568

- ผ่อนกรุงศรี ออโต้ เดือนละ 8,475 บาท ตัดทุกวันที่ 10
- ใช้ส่งเค้กและขนของไปตลาดนัดทุกเสาร์-อาทิตย์ + ส่งออเดอร์ LINE
- เปลี่ยนยาง 4 เส้น เมื่อ พ.ค. 68 จ่าย 11,600 บาท
- ติดหลังคาแครี่บอยท้ายกระบะ (กันฝนเวลาขนเค้ก) 6,500 บาท เมื่อ มิ.ย. 68
- ประกันชั้น 2+ (วิริยะ) เบี้ย 9,800 บาท หมดวันที่ 14 มกราคม 2569
- ภาษีรถ + พ.ร.บ. ครบวันที่ 10 มกราคม 2569 ประมาณ 2,045 บาท
- เช็กระยะ 60,000 กม. ครั้งหน้า ประมาณ ต.ค. 68
"""
MOM_NOTE = """# แม่ (คุณบุญเรือน พรหมสุวรรณ) บำนาญและค่ายา ปี 2568

- แม่อายุ 74 ปี ครูเกษียณ ได้บำนาญเดือนละ 21,350 บาท เข้าบัญชีกรุงไทยทุกวันทำการสุดท้ายของเดือน
- แม่ช่วยค่าเทอมภูมเทอมละ 10,000 บาท (โอนให้นกตอนต้นเทอม)
- โรคประจำตัว: เบาหวาน ความดัน ไขมันสูง ตรวจที่ รพ.พุทธชินราช คลินิกเบาหวาน ทุก 3 เดือน
- ค่ารักษาเบิกจ่ายตรงกรมบัญชีกลาง แต่ยาเบาหวานตัวใหม่ (Empagliflozin) เป็นยานอกบัญชี
  ต้องจ่ายเองครั้งละ 3,180 บาท (ยา 3 เดือน)
- ค่ารถไปกลับโรงพยาบาล (Grab) ประมาณครั้งละ 400 บาท
- นัดครั้งหน้า: วันอังคารที่ 18 พฤศจิกายน 2568 08:00 น. งดน้ำงดอาหารหลังเที่ยงคืน
- ซื้อแว่นใหม่ให้แม่ เดือน ส.ค. 2,900 บาท
- ลองถามหมอว่ามียาในบัญชีที่ใช้แทนได้ไหม จะได้ไม่ต้องจ่ายเอง
"""
HOSPITAL_PAGES = [
    "Buddhachinaraj Phitsanulok Hospital\n90 Srithamma Trepidok Road, Nai Mueang, Mueang Phitsanulok 65000\n"
    "RECEIPT - OUTPATIENT\nReceipt No.: OPD-68-0819-04472   Date: 19 August 2025\n"
    "Patient: Mrs. Boonruean Promsuwan   HN: 52-018843   Age: 74\nClinic: Diabetes clinic (Internal medicine)\n"
    "Right: Civil servant pensioner - direct billing (Comptroller General's Department)\n"
    "Doctor fee and lab tests: 1,420.00 THB (direct billing)\nMedicines on the national list: 2,842.00 THB "
    "(direct billing)\nTotal billed to the Comptroller General's Department: 4,262.00 THB\n"
    "Medicine outside the national list, paid by patient:\nEmpagliflozin 10 mg x 90 tablets: 3,180.00 THB\n"
    "Amount paid by patient: 3,180.00 THB (cash)\nNext appointment: 18 November 2025, 08:00, Diabetes clinic",
]
TUITION_NOW = [
    "Chiang Mai University - Finance Division\nINVOICE - TUITION AND FEES\nInvoice No.: CMU-1-2568-670610233\n"
    "Date: 2 June 2025\nStudent: Mr. Phum Promsuwan   Student ID: 670610233\n"
    "Faculty of Engineering, Computer Engineering, Year 2\n"
    "Semester 1, academic year 2025 (2568)\nTuition fee (flat rate): 22,500.00 THB\n"
    "University dormitory (Semester 1): 7,500.00 THB\nStudent accident insurance: 350.00 THB\n"
    "Total: 30,350.00 THB\nPayment period: 9 - 20 June 2025, via the CMU MOBILE app or Krungthai Bank\n"
    "Late payment fee: 100 THB per day after 20 June 2025",
]
TUITION_LAST = [
    "Chiang Mai University - Finance Division\nINVOICE - TUITION AND FEES\nInvoice No.: CMU-2-2567-670610233\n"
    "Date: 4 November 2024\nStudent: Mr. Phum Promsuwan   Student ID: 670610233\n"
    "Faculty of Engineering, Computer Engineering, Year 1\n"
    "Semester 2, academic year 2024 (2567)\nTuition fee (flat rate): 21,000.00 THB\n"
    "University dormitory (Semester 2): 7,500.00 THB\nStudent accident insurance: 350.00 THB\n"
    "Total: 28,850.00 THB\nPayment period: 11 - 22 November 2024, via the CMU MOBILE app or Krungthai Bank",
]
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนรถ D-Max (Car loan)", 8475, "กรุงศรี ออโต้ งวดที่ 30"),
        ("ค่าขนมภูม (Phum's allowance)", 8000, "โอนทุกวันที่ 1"),
        ("อาหาร (Food)", 12400, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2150, ""),
        ("ค่าน้ำบ้าน (Home water)", 280, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1198, ""),
        ("ประกันชีวิต (Life insurance)", 3600, ""),
        ("น้ำมันรถ (Fuel)", 3900, ""),
        ("ของใช้แม่ (Mum's supplies)", 1450, "นม แพมเพิส ผ้าเช็ดตัว"),
        ("ทำบุญงานบวชหลานป้าศรี (Merit)", 1000, ""),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("ผ่อนรถ D-Max (Car loan)", 8475, "กรุงศรี ออโต้ งวดที่ 31"),
        ("ค่าขนมภูม (Phum's allowance)", 8000, "โอนทุกวันที่ 1"),
        ("อาหาร (Food)", 13100, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2380, ""),
        ("ค่าน้ำบ้าน (Home water)", 290, ""),
        ("มือถือ + เน็ตบ้าน (Phones & internet)", 1198, ""),
        ("ประกันชีวิต (Life insurance)", 3600, ""),
        ("น้ำมันรถ (Fuel)", 4250, ""),
        ("ค่ายาแม่ ยานอกบัญชี (Mum's medicine)", 3180, "รพ.พุทธชินราช 19 ส.ค."),
        ("ค่ารถพาแม่ไปหาหมอ (Mum's hospital rides)", 400, ""),
        ("ของใช้แม่ (Mum's supplies)", 1450, ""),
        ("แว่นตาแม่ (Mum's glasses)", 2900, ""),
    ],
}
DISTRACTORS = {
    "Bakery/Contracts/สัญญาเช่าพื้นที่ร้าน_ร่าง_ธ.ค.2566.txt":
        "ร่างสัญญาเช่าพื้นที่ร้าน ถนนบรมไตรโลกนาถ (ร่างแรก ธันวาคม 2566 ยังไม่เซ็น)\n"
        "- พี่วันเพ็ญเสนอค่าเช่าเดือนละ 11,000 บาท ทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 2 เดือน = 22,000 บาท\n- ไม่ให้ติดเตาอบไฟฟ้าเกิน 1 ตัว\n"
        "- เราขอ 3 ปี ค่าเช่า 9,500 และขอแยกมิเตอร์ไฟ รอแก้ในฉบับจริง\n",
    "Bakery/Suppliers/ราคาวัตถุดิบ_สองแคว_2567.md":
        "# ราคาวัตถุดิบ สองแควเบเกอรี่ซัพพลาย (ปี 2567)\n\n- แป้งเค้ก ตราบัวแดง 1 กก. 46 บาท\n"
        "- เนยสดแท้ชนิดจืด 5 กก. 1,540 บาท\n- วิปปิ้งครีม 1 ลิตร 175 บาท\n- ครีมชีส 1 กก. 315 บาท\n"
        "- สั่งครบ 2,000 ส่งฟรี เครดิต 7 วัน\n",
    "Bakery/Plans/ไอเดียคอร์สสอนขนม_ร่าง.md":
        "# ไอเดียเปิดคอร์สสอนทำขนม (ร่าง มิ.ย. 2568)\n\n- สอนวันอาทิตย์ดีไหม? ร้านปิดครึ่งวัน\n"
        "- ค่าเรียนคนละ 1,500 บาท? รับ 6 คน\n- สอนเค้กส้ม + ครัวซองต์ (ครัวซองต์ยากไปสำหรับมือใหม่?)\n"
        "- ถามน้องแพรว่าว่างมาช่วยไหม\n",
    "Bakery/Chats/LINE_คุณเจี๊ยบ_เค้กวันเกิด_2567.txt":
        "[LINE] ประวัติการแชทกับ Jeab Nattaya\nบันทึกเมื่อ: 14/10/2567 18:02\n\n"
        "พ., 09/10/2567\n11:20\tJeab Nattaya\tสั่งเค้กวันเกิดช็อกโกแลตหน้านิ่ม 2 ปอนด์ค่ะ เขียนว่า HBD คุณแม่\n"
        "11:24\tบ้านขนมนกน้อย\tได้ค่ะ 2 ปอนด์ 780 บาท ค่าส่งในเมือง 60 บาท รวม 840 บาทค่ะ มัดจำ 400 บาทนะคะ\n"
        "11:30\tJeab Nattaya\tโอนแล้วค่ะ\n\nส., 12/10/2567\n15:10\tบ้านขนมนกน้อย\tส่งเค้กเรียบร้อยค่ะ 🎂\n",
    "Bakery/Email/reply_NanRiverside_draft.txt":
        "To: purchasing@nanriversidehotel.com\nSubject: Re: Wholesale desserts for Nan Riverside Hotel - proposal\n"
        "(DRAFT - not sent yet)\n\nDear Khun Ratchanee,\n\nThank you for your kind offer. Could the brownies be "
        "35 THB and the croissants 42 THB? Butter prices went up this year.\nI can deliver Tuesday and Friday but "
        "maybe 7:30 am?\n\n(ask Phum to check my English before sending)\n",
}
WORKSPECT = {"todo.md": "- ตอบอีเมลโรงแรมนันริเวอร์ไซด์ ก่อน 12 ก.ย.\n"
                        "- ให้น้องแพรอบรมผู้สัมผัสอาหารออนไลน์ก่อนเทศบาลมาตรวจ\n"
                        "- สั่งเนยก้อน 5 กิโล 2 ก้อน\n- โพสต์คอร์สสอนทำขนมรอบแรก\n"}


def _sales(path: Path, rows: list[tuple], year: str, expenses: bool) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายบ้านขนมนกน้อย แยกตามช่องทาง ม.ค.-มิ.ย. {year} (Sales by channel, Jan-Jun)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, rows):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*rows)), sum(sum(row) for row in rows)])
    for column in range(2, 7):
        money_format(sheet, column)
    if expenses:
        spend = book.create_sheet("รายจ่าย Expenses")
        spend.append(list(EXPENSE_HEADERS))
        for row in EXPENSES:
            spend.append(list(row))
        total = sum(row[1] for row in EXPENSES)
        spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
        spend.append(["กำไร (Profit)", sum(sum(row) for row in rows) - total, "ยอดขาย - รายจ่าย"])
        money_format(spend, 2)
    book.save(path)


def _costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต้นทุนต่อชิ้น Cost per item"
    sheet.append(["ต้นทุนขนมบ้านขนมนกน้อย (ราคาวัตถุดิบ ก.ค. 2568) Cost per item"])
    sheet.append(list(COST_HEADERS))
    for item, unit, ingredients, packing, price in COSTS:
        cost = round(ingredients + packing, 2)
        sheet.append([item, unit, ingredients, packing, cost, price, round(price - cost, 2),
                      round((price - cost) / price * 100, 1)])
    recipe = book.create_sheet("สูตรช็อกโกแลต Recipe")
    recipe.append(["เค้กช็อกโกแลตหน้านิ่ม 1 ปอนด์ (Fudge chocolate cake, 1 lb)"])
    recipe.append(["วัตถุดิบ (Ingredient)", "ปริมาณ (Amount)", "ต้นทุน (Cost, THB)"])
    for row in CHOC_RECIPE:
        recipe.append(list(row))
    recipe.append(["รวม (Total)", "", round(sum(row[2] for row in CHOC_RECIPE), 2)])
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Bakery"
    for sub in ("Contracts", "Accounts", "Suppliers", "Chats", "Email", "Plans", "Bills", "Letters", "Market"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Car", "Home/แม่", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาเช่าพื้นที่ร้าน_บ้านขนมนกน้อย.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "Suppliers" / "ใบแจ้งราคา_สองแควเบเกอรี่_2568-07.docx", PRICE_TOP, table=PRICE_TABLE,
               bottom=PRICE_BOTTOM)
    (shop / "Suppliers" / "ใบเสนอราคา_นครไทยฟู้ดส์_2568-08.txt").write_text(NAKHONTHAI_QUOTE, encoding="utf-8")
    _sales(shop / "Accounts" / "ยอดขายแยกช่องทาง_2568.xlsx", SALES_2568, "2568", expenses=True)
    _sales(shop / "Accounts" / "ยอดขายแยกช่องทาง_2567.xlsx", SALES_2567, "2567", expenses=False)
    _costs(shop / "Accounts" / "ต้นทุนขนม_ต่อชิ้น_2568.xlsx")
    (shop / "Chats" / "LINE_คุณมายด์_เค้กแต่งงาน.txt").write_text(WEDDING_CHAT, encoding="utf-8")
    (shop / "Email" / "NanRiverside_hotel_wholesale_email.txt").write_text(HOTEL_EMAIL, encoding="utf-8")
    (shop / "Market" / "ตลาดนัดริมน่าน_สรุป_ส.ค.68.md").write_text(MARKET_NOTE, encoding="utf-8")
    write_slides(shop / "Plans" / "คอร์สสอนทำขนม_มือใหม่.pptx", CLASS_SLIDES)
    make_pdf(shop / "Bills" / "PEA_bakery_bill_2025-07.pdf", PEA_JULY)
    make_pdf(shop / "Bills" / "PEA_bakery_bill_2025-08.pdf", PEA_AUGUST)
    make_pdf(shop / "Accounts" / "Grab_merchant_statement_2025-07.pdf", GRAB_PAGES)
    letter = shop / "Letters" / "หนังสือเทศบาล_ต่อใบอนุญาตร้านอาหาร_2568.txt"
    letter.write_text(CITY_LETTER, encoding="utf-8")
    make_pdf(docs / "Home" / "Car" / "KrungsriAuto_DMax_statement_2025-08.pdf", CAR_PAGES)
    (docs / "Home" / "Car" / "รถกระบะ_DMax_ค่าใช้จ่าย_2568.md").write_text(CAR_NOTE, encoding="utf-8")
    (docs / "Home" / "แม่" / "แม่_บำนาญและค่ายา_2568.md").write_text(MOM_NOTE, encoding="utf-8")
    make_pdf(docs / "Home" / "แม่" / "Buddhachinaraj_receipt_2025-08-19.pdf", HOSPITAL_PAGES)
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Family" / "Phum_CMU_invoice_1-2568.pdf", TUITION_NOW)
    make_pdf(docs / "Family" / "Phum_CMU_invoice_2-2567.pdf", TUITION_LAST)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(folder, WORKSPECT)
