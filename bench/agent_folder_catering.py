"""A folder for bench/agent_tasks.py (`--folder catering`): a home-based catering and lunch-box kitchen in Khon Kaen.

Chanpen Sriboonruang (พี่น้อย) runs ครัวพี่น้อย (Krua Pee Noi), a home kitchen on Soi Si Chan 12 in Mueang Khon Kaen
that cooks lunch boxes (ข้าวกล่อง) and caters events (โต๊ะจีน, buffets), with her husband Prasit (พี่สิทธิ์) on
deliveries, her daughter Ice on LINE and the apps, a head cook (ป้าแดง), two helpers, a delivery boy and day helpers.
The folder: a Thai contract to supply an office's lunch boxes (docx, a price table) and its draft, a Thai wedding
quotation (docx, an item table) and its first draft, sales and expenses for January-June 2568 (xlsx, two sheets,
Thai/English headers) and a note of last year's half-year sales, staff wages for June and July 2568 (xlsx, a sheet a
month) and last December's wages note, a Thai cost-per-box note (md), a LINE chat with a customer about her son's
ordination party and the kitchen team's LINE group (txt), a Khon Kaen University English email asking for a
welcome-dinner quote (txt), the municipality's Thai letter on renewing the food-premises licence (txt) and last
year's fee receipt, Ice's slides on selling lunch boxes on LINE MAN and Grab (pptx) and her earlier draft idea,
two Makro tax invoices for ingredients (English pdf) and a Makro promotion note, the invoice billed to the office
for the first half of July (English pdf), two quotations for a chest freezer (English HomePro pdf, a Thai note of a
local shop's price), and the checklist of a hospital retirement party (md); plus a workspect that already holds a
to-do list. Written blind of the engine's rules, in session 20, for bench/data/agent_tasks_catering_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างเหมาจัดทำอาหารกลางวัน (ข้าวกล่อง) สำหรับพนักงาน",
    "ทำที่ บริษัท อีสานเทค โซลูชั่น จำกัด ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น "
    "วันที่ 20 มิถุนายน 2568",
    "ผู้ว่าจ้าง: บริษัท อีสานเทค โซลูชั่น จำกัด (Isan Tech Solutions Co., Ltd.) โดย นางสาวพิมพ์ชนก ทองดี "
    "ผู้จัดการฝ่ายทรัพยากรบุคคล",
    "ผู้รับจ้าง: นางจันทร์เพ็ญ ศรีบุญเรือง ในนาม ครัวพี่น้อย เลขที่ 199/7 ซอยศรีจันทร์ 12 ตำบลในเมือง "
    "อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000",
    "ข้อ 1. ผู้รับจ้างตกลงจัดทำข้าวกล่องอาหารกลางวันให้พนักงานของผู้ว่าจ้าง ทุกวันจันทร์ถึงวันศุกร์ "
    "(เว้นวันหยุดของบริษัท) ประมาณวันละ 120 กล่อง ผู้ว่าจ้างจะแจ้งจำนวนที่แน่นอนทางไลน์ภายในเวลา 16:00 น. "
    "ของวันทำการก่อนหน้า",
    "ข้อ 2. สัญญานี้มีระยะเวลา 6 เดือน ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ผู้รับจ้างต้องส่งอาหารถึงห้องอาหารชั้น 1 ของผู้ว่าจ้างภายในเวลา 11:30 น. หากส่งถึงหลังเวลา 12:00 น. "
    "ผู้รับจ้างยินยอมให้หักค่าปรับครั้งละ 1,500 บาท",
    "ข้อ 4. ราคาค่าอาหารเป็นไปตามตารางนี้ (ราคารวมกล่อง ช้อนส้อม และค่าขนส่งแล้ว)",
]
CONTRACT_PRICES = [
    ("ชุดอาหาร", "รายละเอียด", "ราคาต่อกล่อง"),
    ("ชุด A", "ข้าว + กับข้าว 1 อย่าง + ผลไม้", "52 บาท"),
    ("ชุด B (ชุดหลัก)", "ข้าว + กับข้าว 2 อย่าง + ผลไม้", "58 บาท"),
    ("ชุดมังสวิรัติ / ฮาลาล", "ข้าว + กับข้าว 2 อย่าง + ผลไม้", "60 บาท"),
    ("น้ำดื่ม 600 มล.", "ขวด", "6 บาท"),
]
CONTRACT_BOTTOM = [
    "ข้อ 5. ผู้รับจ้างวางบิลทุก 15 วัน (รอบวันที่ 1-15 และวันที่ 16-สิ้นเดือน) ผู้ว่าจ้างชำระเงินภายใน 15 วัน "
    "นับจากวันที่ได้รับใบแจ้งหนี้ โดยโอนเข้าบัญชีธนาคารกสิกรไทย ชื่อบัญชี นางจันทร์เพ็ญ ศรีบุญเรือง "
    "ทั้งนี้ผู้ว่าจ้างจะหักภาษี ณ ที่จ่ายร้อยละ 3",
    "ข้อ 6. ผู้รับจ้างวางหลักประกันการปฏิบัติตามสัญญาเป็นเงินสด 10,000 บาท (หนึ่งหมื่นบาทถ้วน) "
    "ผู้ว่าจ้างจะคืนให้ภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 7. ผู้รับจ้างต้องมีใบอนุญาตจัดตั้งสถานที่สะสมอาหารที่ยังไม่หมดอายุ และผู้สัมผัสอาหารทุกคนต้องผ่านการอบรม "
    "ตามหลักสุขาภิบาลอาหาร",
    "ข้อ 8. หากพนักงานของผู้ว่าจ้างเจ็บป่วยจากอาหารที่ผู้รับจ้างจัดทำ ผู้รับจ้างต้องรับผิดชอบค่ารักษาพยาบาลตามจริง",
    "ข้อ 9. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญาก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ พิมพ์ชนก ทองดี ผู้ว่าจ้าง",
    "ลงชื่อ จันทร์เพ็ญ ศรีบุญเรือง ผู้รับจ้าง",
    "ลงชื่อ ประสิทธิ์ ศรีบุญเรือง พยาน",
]
WEDDING_TOP = [
    "ใบเสนอราคา งานเลี้ยงฉลองมงคลสมรส",
    "ครัวพี่น้อย รับจัดเลี้ยง โต๊ะจีน บุฟเฟต์ ข้าวกล่อง ขอนแก่น  โทร 086-455-2719  LINE: @kruapeenoi",
    "เลขที่ QT-2568-031  วันที่ 1 กันยายน 2568",
    "เรียน คุณปิยะพร (ปุ๋ย) และ คุณธนากร (ต้น)",
    "งานวันเสาร์ที่ 25 ตุลาคม 2568 เวลา 18:00 น. ณ หอประชุม อบต.บ้านทุ่ม อำเภอเมืองขอนแก่น "
    "แขกประมาณ 300 ท่าน",
]
WEDDING_ITEMS = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม"),
    ("โต๊ะจีน 9 อย่าง (10 ที่/โต๊ะ)", "30 โต๊ะ", "2,200 บาท", "66,000 บาท"),
    ("ซุ้มเครื่องดื่ม น้ำแข็ง น้ำเปล่า", "1 ชุด", "4,500 บาท", "4,500 บาท"),
    ("ของหวาน บัวลอยไข่หวาน", "300 ถ้วย", "15 บาท", "4,500 บาท"),
    ("เต็นท์ โต๊ะ เก้าอี้ ผ้าคลุม", "30 ชุด", "250 บาท", "7,500 บาท"),
    ("พนักงานเสิร์ฟ", "8 คน", "500 บาท", "4,000 บาท"),
    ("รวมทั้งสิ้น", "", "", "86,500 บาท"),
]
WEDDING_BOTTOM = [
    "เมนูโต๊ะจีน: ออเดิร์ฟ 5 อย่าง, กระเพาะปลาน้ำแดง, ปลากะพงนึ่งมะนาว, เป็ดพะโล้, ผัดหมี่ซั่วทะเล, "
    "ต้มยำกุ้งน้ำข้น, ไก่ทอดสมุนไพร, ข้าวผัดปู, ผลไม้รวม",
    "เงื่อนไข: มัดจำ 30% เป็นเงิน 25,950 บาท เพื่อยืนยันวันงาน ภายในวันที่ 15 กันยายน 2568 "
    "ส่วนที่เหลือชำระในวันงาน",
    "ลดหรือเพิ่มจำนวนโต๊ะได้ไม่เกิน 3 โต๊ะ แจ้งล่วงหน้า 7 วัน  ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ จันทร์เพ็ญ ศรีบุญเรือง (พี่น้อย) ผู้เสนอราคา",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "ข้าวกล่อง (Lunch boxes, THB)", "จัดเลี้ยง/โต๊ะจีน/บุฟเฟต์ (Catering events, THB)",
                 "อาหารว่าง/Snack box (THB)", "รวม (Total, THB)", "จำนวนงานเลี้ยง (Events)")
SALES = [(48600, 86500, 12400, 5), (45200, 112800, 15600, 7), (51300, 64200, 18900, 4),
         (38700, 138400, 9800, 9), (52900, 121600, 14300, 8), (55400, 58300, 21700, 4)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("วัตถุดิบ (Ingredients)", 412650, "แม็คโคร + ตลาดบางลำภู"),
    ("ค่าแรงลูกจ้าง (Staff wages)", 186400, "ป้าแดง พี่จอย บิว + ลูกมือรายวัน"),
    ("แก๊สหุงต้ม (Cooking gas)", 18900, "ร้านแก๊สเฮียชัย"),
    ("กล่อง ถุง ช้อน (Packaging)", 31250, ""),
    ("น้ำมันรถส่งของ (Delivery fuel)", 14800, ""),
    ("เช่าเต็นท์ โต๊ะ เก้าอี้ (Tent & table rental)", 22500, "ร้านเต็นท์ทองคำ"),
    ("ค่าไฟ ค่าน้ำ ส่วนครัว (Utilities, kitchen share)", 9600, ""),
    ("โฆษณา Facebook (Ads)", 4500, ""),
]
WAGE_HEADERS = ("ชื่อ (Name)", "หน้าที่ (Role)", "วันทำงาน (Days)", "ค่าแรงต่อวัน (Daily rate, THB)",
                "รวม (Total, THB)", "หมายเหตุ (Note)")
WAGES = {
    "มิ.ย. 2568": [
        ("ป้าแดง (สมหมาย ดวงดี)", "แม่ครัว (Head cook)", 24, 500, ""),
        ("พี่จอย (จุฑามาศ พลชัย)", "ผู้ช่วยครัว (Kitchen helper)", 24, 400, ""),
        ("บิว (ธนวัฒน์ แก้วมณี)", "ส่งของ/เสิร์ฟ (Delivery & serving)", 18, 380, ""),
        ("ลูกมือรายวัน (Day helpers)", "งานเลี้ยง (Events)", 14, 350, "งานเลี้ยง 4 งาน"),
    ],
    "ก.ค. 2568": [
        ("ป้าแดง (สมหมาย ดวงดี)", "แม่ครัว (Head cook)", 26, 500, ""),
        ("พี่จอย (จุฑามาศ พลชัย)", "ผู้ช่วยครัว (Kitchen helper)", 25, 400, "ลา 1 วัน"),
        ("บิว (ธนวัฒน์ แก้วมณี)", "ส่งของ/เสิร์ฟ (Delivery & serving)", 26, 380, "ส่งอีสานเทคทุกวัน"),
        ("แพร (ปวีณา สุขเกษม)", "ผู้ช่วยครัว (Kitchen helper)", 21, 380, "เริ่มงาน 7 ก.ค."),
        ("ลูกมือรายวัน (Day helpers)", "งานเลี้ยง (Events)", 10, 350, "งานเลี้ยง 2 งาน"),
    ],
}
BOX_COST = """# ต้นทุนต่อกล่อง ชุด B (ข้าวกล่องอีสานเทค)

คิดเมื่อ 22 มิ.ย. 68 ก่อนเริ่มส่งจริง (ราคาวัตถุดิบแม็คโคร + ตลาดบางลำภู)

## ต้นทุนต่อกล่อง
- ข้าวหอมมะลิ 1 ทัพพีครึ่ง: 4.50 บาท
- กับข้าว 2 อย่าง (เฉลี่ย): 22.00 บาท
- ผลไม้ (แตงโม/สับปะรด/ฝรั่ง): 4.00 บาท
- กล่องชานอ้อย + ช้อนส้อม + ถุง: 3.20 บาท
- แก๊ส ค่าไฟ: 1.80 บาท
- รวมต้นทุน 35.50 บาท ต่อกล่อง (ยังไม่รวมค่าแรง)

## กำไร
- ขายกล่องละ 58 บาท กำไรขั้นต้น 22.50 บาท ต่อกล่อง
- วันละ 120 กล่อง = 2,700 บาทต่อวัน
- เดือนละประมาณ 22 วัน = 59,400 บาท (ก่อนหักค่าแรงแพรที่ต้องจ้างเพิ่ม และค่าน้ำมันบิว)

## เมนูหมุนเวียน (ห้ามซ้ำในสัปดาห์)
- จ. กะเพราหมูสับ + ไข่พะโล้
- อ. แกงเขียวหวานไก่ + ผัดผักรวม
- พ. หมูทอดกระเทียม + ต้มจืดเต้าหู้
- พฤ. ลาบหมู + ไก่ย่าง (อาหารอีสาน)
- ศ. ผัดพริกแกงหมู + ไข่เจียว

## ข้อควรระวัง
- ถ้าหมูขึ้นเกินกิโลละ 150 ต้นทุนจะเกิน 37 บาท ต้องปรับเมนูเป็นไก่มากขึ้น
- ชุดมังสวิรัติใช้เต้าหู้/เห็ด ต้นทุนพอๆ กัน ขาย 60 บาท
"""
CUSTOMER_CHAT = """[LINE] ประวัติการแชทกับ สมพร บุญมา
บันทึกเมื่อ: 05/08/2568 21:30

จ., 28/07/2568
10:15\tสมพร บุญมา\tสวัสดีค่ะพี่น้อย เพื่อนแนะนำมา จะจัดงานบวชลูกชายวันเสาร์ที่ 13 ก.ย. ที่บ้าน ต.ศิลา ค่ะ
10:16\tสมพร บุญมา\tอยากได้โต๊ะจีนประมาณ 15 โต๊ะ ราคาเท่าไหร่คะ
10:24\tครัวพี่น้อย\tสวัสดีค่ะ โต๊ะจีน 9 อย่าง โต๊ะละ 1,800 บาท (10 ที่) รวมน้ำแข็ง น้ำเปล่า และพนักงานเสิร์ฟค่ะ
10:25\tครัวพี่น้อย\t[ไฟล์] เมนูโต๊ะจีน_ครัวพี่น้อย.jpg
10:40\tสมพร บุญมา\tโอเคค่ะ ขอคุยกับแฟนก่อนนะคะ

ศ., 01/08/2568
18:40\tสมพร บุญมา\tพี่น้อยคะ แขกเพิ่มค่ะ ขอเป็น 18 โต๊ะ แล้วก็ขอภัตตาหารเพลพระ 9 รูปด้วยค่ะ
18:45\tครัวพี่น้อย\tได้ค่ะ 18 โต๊ะ x 1,800 = 32,400 บาท ภัตตาหารเพล 9 รูป รูปละ 200 = 1,800 บาท รวม 34,200 บาทค่ะ
18:46\tครัวพี่น้อย\tมัดจำ 30% = 10,260 บาท ส่วนที่เหลือ 23,940 บาท จ่ายวันงานค่ะ
18:50\tสมพร บุญมา\tพรุ่งนี้โอนให้นะคะ

ส., 02/08/2568
09:12\tสมพร บุญมา\tโอนมัดจำแล้วนะคะ 10,260 บาท
09:12\tสมพร บุญมา\t[รูปภาพ]
09:20\tครัวพี่น้อย\tได้รับแล้วค่ะ ขอบคุณมากค่ะ วันงานทีมเราจะไปถึง 8 โมงเช้า จัดเพลพระ 11 โมงนะคะ
09:22\tสมพร บุญมา\tค่ะ ฝากด้วยนะคะ ลูกชายเอาเป็ดพะโล้นะคะ ชอบมาก
"""
TEAM_CHAT = """[LINE] ประวัติการแชทกลุ่ม ทีมครัวพี่น้อย
บันทึกเมื่อ: 20/07/2568 20:15

จ., 07/07/2568
06:05\tน้อย\tวันนี้น้องแพรเริ่มงานวันแรกนะ ป้าแดงช่วยสอนหั่นผักกับตักกล่องด้วยจ้า
06:07\tป้าแดง\tได้จ้า
11:21\tบิว\tส่งอีสานเทคครบ 120 กล่องแล้วครับ ถึง 11:20
11:25\tน้อย\tเยี่ยมมาก ขอบใจจ้า

พฤ., 10/07/2568
14:02\tน้อย\tคุณพิมพ์ HR อีสานเทคขอให้ลดเผ็ดลงหน่อย แล้วขอเพิ่มชุดมังสวิรัติเป็นวันละ 8 กล่อง ตั้งแต่ 14 ก.ค. นะ
14:05\tป้าแดง\tรับทราบ จะทำเผ็ดแยกถุงให้

พ., 16/07/2568
15:30\tน้อย\tแก๊สถังใหญ่ใกล้หมดแล้ว 2 ถัง
15:42\tสิทธิ์\tโทรสั่งร้านแก๊สเฮียชัยแล้ว ถัง 48 โล ตอนนี้ถังละ 2,150 ขึ้นจากเดิม 2,080
15:43\tสิทธิ์\tเฮียชัยจะมาส่งวันศุกร์ที่ 18 ก.ค. ช่วงเช้า
15:45\tน้อย\tโอเค

ศ., 18/07/2568
08:10\tสิทธิ์\tแก๊สมาส่งแล้ว 2 ถัง จ่ายไป 4,300
08:30\tจอย\tพี่น้อยคะ จอยขอลาวันจันทร์ที่ 21 ก.ค. พาลูกไปหาหมอค่ะ
08:33\tน้อย\tได้จ้า วันนั้นให้ลูกมือรายวันมาช่วยแทน
"""
KKU_EMAIL = """From: Napat Wongsuwan <napat.w@kku.ac.th>
To: Krua Pee Noi <kruapeenoi.kk@gmail.com>
Date: Mon, 4 Aug 2025 10:42:17 +0700
Subject: Quotation request - welcome dinner for exchange students

Dear Khun Noi,

I work at the Division of International Affairs, Khon Kaen University. Our colleague at the Faculty of Nursing
recommended your catering. We are planning a welcome dinner for our new exchange students:

- Date: Friday 22 August 2025, 18:00-21:00
- Place: the courtyard of the International Affairs building (tables and chairs provided by the university)
- Guests: 85 people (70 students and 15 staff)
- Food: a Thai and Isan buffet; 12 guests need halal food and 6 are vegetarian
- Budget: 250 THB per person, including soft drinks and dessert

Could you send us a quotation by Friday 8 August 2025? Please state clearly what is included. The university pays
by bank transfer within 30 days after the event, and needs a receipt with a copy of your ID card.

Kind regards,
Napat Wongsuwan
Division of International Affairs, Khon Kaen University
Tel. 043-202-588
"""
MUNICIPAL_LETTER = """ที่ ขก 52001/2145
เทศบาลนครขอนแก่น สำนักการสาธารณสุขและสิ่งแวดล้อม
ถนนประชาสโมสร ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000

8 สิงหาคม 2568

เรื่อง แจ้งการต่ออายุใบอนุญาตจัดตั้งสถานที่สะสมอาหาร
เรียน นางจันทร์เพ็ญ ศรีบุญเรือง (ครัวพี่น้อย)

ด้วยใบอนุญาตจัดตั้งสถานที่สะสมอาหาร เลขที่ 214/2567 สถานที่ตั้ง 199/7 ซอยศรีจันทร์ 12 ตำบลในเมือง
จะสิ้นอายุในวันที่ 30 กันยายน 2568

ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาต ณ สำนักการสาธารณสุขและสิ่งแวดล้อม ภายในวันที่ 15 กันยายน 2568
พร้อมชำระค่าธรรมเนียม 1,500 บาท (อัตราใหม่ตามเทศบัญญัติ ปี 2568 สำหรับสถานที่พื้นที่เกิน 50 ตารางเมตร)
หากยื่นคำขอเกินกำหนด ต้องชำระค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม

เจ้าหน้าที่จะเข้าตรวจสถานที่ประกอบอาหาร ในวันพฤหัสบดีที่ 4 กันยายน 2568 เวลา 10:00 น.
ผู้สัมผัสอาหารทุกคนต้องมีหลักฐานผ่านการอบรมหลักสูตรผู้สัมผัสอาหาร
เทศบาลจัดอบรมโดยไม่เสียค่าใช้จ่าย ในวันเสาร์ที่ 30 สิงหาคม 2568 เวลา 09:00-15:00 น. ณ ห้องประชุมเทศบาล

เอกสารที่ต้องใช้: สำเนาบัตรประชาชน สำเนาทะเบียนบ้าน ใบอนุญาตฉบับเดิม ใบรับรองแพทย์ผู้สัมผัสอาหาร

สอบถามเพิ่มเติม ฝ่ายสุขาภิบาลอาหาร โทร 043-221-186 ต่อ 204
"""
APP_SLIDES = [
    ("แผนขายข้าวกล่องบนแอป LINE MAN / Grab", "ครัวพี่น้อย ขอนแก่น\nทำโดย ไอซ์ สิงหาคม 2568"),
    ("ทำไมต้องขายบนแอป", "หลัง 11:30 ส่งอีสานเทคเสร็จ ครัวว่าง ทำเพิ่มได้อีกวันละ 40 กล่อง\n"
                         "ลูกค้าแถวมหาวิทยาลัยขอนแก่นและออฟฟิศถนนมิตรภาพสั่งผ่านแอปเยอะ"),
    ("เมนูและราคา", "เมนูจานเดียว 5 อย่าง ราคาบนแอปกล่องละ 79 บาท\n"
                    "แอปหักค่า GP 30% เหลือเข้าครัว 55.30 บาทต่อกล่อง\n"
                    "ต้นทุนจานเดียวประมาณ 31 บาทต่อกล่อง"),
    ("คาดการณ์", "วันละ 40 กล่อง x 22 วัน = 880 กล่องต่อเดือน\n"
                 "กำไรต่อกล่อง 55.30 - 31 = 24.30 บาท\n"
                 "กำไรประมาณ 21,384 บาทต่อเดือน"),
    ("เงินลงทุน", "ถ่ายรูปอาหาร + ออกแบบเมนู 3,500 บาท\nกล่องพิมพ์โลโก้ล็อตแรก 4,200 บาท\nรวม 7,700 บาท"),
    ("ไทม์ไลน์", "สมัครร้านค้าบนแอป ภายใน 15 กันยายน 2568\n"
                 "เปิดขายวันแรก 1 ตุลาคม 2568\nทดลอง 3 เดือน แล้วดูยอดอีกที"),
]
MAKRO_JULY = [
    "CP Axtra Public Company Limited (Makro) - Khon Kaen Branch\nTAX INVOICE / RECEIPT\n"
    "Tax invoice No.: KKN-250705-00873   Date: 5 July 2025\n"
    "Customer: Mrs. Chanpen Sriboonruang (Krua Pee Noi), Makro member No. 4410-2235-87\n"
    "Hom Mali rice 48 kg sack      2 x 1,650.00 = 3,300.00\n"
    "Chicken breast 2 kg pack     10 x 152.00 = 1,520.00\n"
    "Pork shoulder 1 kg           12 x 139.00 = 1,668.00\n"
    "Eggs no.2 tray of 30         10 x 118.00 = 1,180.00\n"
    "Palm oil 13.75 L tin          2 x 585.00 = 1,170.00\n"
    "Fish sauce 700 ml            12 x 32.00 = 384.00\n"
    "Bagasse lunch box 50 pcs     20 x 89.00 = 1,780.00\n"
    "Value before VAT: 10,282.24 THB\nVAT 7%: 719.76 THB\nTotal (incl. VAT): 11,002.00 THB\n"
    "Paid by: KBank debit card",
]
MAKRO_AUGUST = [
    "CP Axtra Public Company Limited (Makro) - Khon Kaen Branch\nTAX INVOICE / RECEIPT\n"
    "Tax invoice No.: KKN-250802-01142   Date: 2 August 2025\n"
    "Customer: Mrs. Chanpen Sriboonruang (Krua Pee Noi), Makro member No. 4410-2235-87\n"
    "Hom Mali rice 48 kg sack      4 x 1,650.00 = 6,600.00\n"
    "Chicken breast 2 kg pack     16 x 155.00 = 2,480.00\n"
    "Pork shoulder 1 kg           18 x 139.00 = 2,502.00\n"
    "Eggs no.2 tray of 30         14 x 122.00 = 1,708.00\n"
    "Palm oil 13.75 L tin          3 x 585.00 = 1,755.00\n"
    "Fish sauce 700 ml            12 x 32.00 = 384.00\n"
    "Bagasse lunch box 50 pcs     40 x 89.00 = 3,560.00\n"
    "Value before VAT: 17,746.73 THB\nVAT 7%: 1,242.27 THB\nTotal (incl. VAT): 18,989.00 THB\n"
    "Paid by: KBank debit card",
]
ISANTECH_INVOICE = [
    "Krua Pee Noi (Mrs. Chanpen Sriboonruang)\n199/7 Soi Si Chan 12, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Tel. 086-455-2719\nINVOICE No. INV-2568-014\nInvoice date: 16 July 2025\n"
    "Bill to: Isan Tech Solutions Co., Ltd. (HR Department, Khun Pimchanok Thongdee)\n"
    "Lunch boxes for staff, 1-15 July 2025 (9 working days; 10-11 July company holidays)\n"
    "Set B lunch boxes           1,032 x 58.00 = 59,856.00\n"
    "Vegetarian / halal boxes      54 x 60.00 = 3,240.00\n"
    "Drinking water 600 ml      1,086 x 6.00 = 6,516.00\n"
    "Subtotal: 69,612.00 THB\nLess withholding tax 3%: 2,088.36 THB\nAmount payable: 67,523.64 THB\n"
    "Due date: 31 July 2025\n"
    "Please transfer to KBank, account 412-2-58836-1, Chanpen Sriboonruang",
]
HOMEPRO_QUOTE = [
    "HomePro - Central Khon Kaen Branch\nQUOTATION No. QT-KKN-2025-08-1147\nDate: 12 August 2025\n"
    "Customer: Mrs. Chanpen Sriboonruang, Tel. 086-455-2719\n"
    "Item: SANDEN chest freezer SNQ-0455, 450 litres (15.9 cu.ft), solid lid\n"
    "List price: 18,990.00 THB\nDiscount: 1,000.00 THB\nNet price (incl. VAT): 17,990.00 THB\n"
    "Delivery and installation: free within Mueang Khon Kaen\n"
    "Warranty: 1 year parts and service, 5 years compressor\n"
    "0% instalment 10 months with KBank or KTC credit card: 1,799 THB per month\n"
    "This quotation is valid until 31 August 2025.\nSales: Khun Wuttichai",
]
LOCAL_FREEZER = """# ใบเสนอราคาตู้แช่ ร้านเจริญชัยเครื่องครัว (ถ.กลางเมือง)

จดไว้ตอนไปดูหน้าร้าน 14 ส.ค. 68 (เฮียเจริญให้ราคา)

- ตู้แช่แข็งฝาทึบ Sanden 450 ลิตร รุ่น SNQ-0455 ราคา 16,800 บาท
- ส่งฟรีในเมืองขอนแก่น ไม่มีค่าติดตั้ง
- รับประกัน 1 ปี คอมเพรสเซอร์ 3 ปี
- เงินสดหรือโอนเท่านั้น ไม่มีผ่อน
- ยืนราคาถึง 10 ก.ย. 68
- อีกรุ่น: ตู้แช่ 2 ระบบ (แช่เย็น/แช่แข็ง) 380 ลิตร ราคา 12,900 บาท แต่เล็กไปสำหรับงานโต๊ะจีน
"""
RETIREMENT = """# งานเลี้ยงเกษียณ รพ.ขอนแก่น (ฝ่ายการพยาบาล) ศุกร์ 26 ก.ย. 2568

ผู้ติดต่อ: คุณวิไลวรรณ (หัวหน้าพยาบาล) โทร 089-712-4456

- สถานที่: หอประชุมชั้น 2 ตึกอำนวยการ เวลา 17:30-21:00 น.
- แขก 150 คน บุฟเฟต์หัวละ 280 บาท รวม 42,000 บาท
- มัดจำรับแล้ว 12,600 บาท (โอน 15 ส.ค. 68) เหลือ 29,400 บาท จ่ายหลังงานภายใน 7 วัน

## เมนู
- ข้าวหอมมะลิ / ข้าวเหนียว
- ต้มยำกุ้งน้ำข้น
- แกงเขียวหวานไก่
- ห่อหมกปลาช่อน
- ไก่ย่างเขาสวนกวาง + ส้มตำไทย
- ผัดผักรวมมิตร
- ของหวาน: บัวลอยไข่หวาน ผลไม้รวม
- เครื่องดื่ม: น้ำอัญชันมะนาว น้ำเปล่า

## ต้องเตรียม
- เช่าชุดอุ่นอาหาร 12 ชุด จากร้านเต็นท์ทองคำ ชุดละ 150 บาท = 1,800 บาท
- คนทำงาน 6 คน (ป้าแดง พี่จอย แพร บิว + ลูกมือรายวัน 2 คน)
- สั่งกุ้งแม่น้ำ 8 กิโล ที่ตลาดบางลำภู ล่วงหน้า 3 วัน
- โต๊ะฮาลาลแยก 1 โต๊ะ ทำป้ายชื่ออาหารทุกถาด
- เค้กเกษียณ ทาง รพ. จัดเอง
"""
LAST_YEAR_SALES = """# สรุปยอดขายครัวพี่น้อย ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)

- ข้าวกล่อง 201,300 บาท (ยังไม่มีลูกค้าบริษัทประจำ)
- จัดเลี้ยง โต๊ะจีน บุฟเฟต์ 534,650 บาท (31 งาน)
- อาหารว่าง Snack box 76,500 บาท
- ยอดขายรวม 812,450 บาท
- เดือนที่ขายดีสุด เม.ย. 67 (งานบวชช่วงสงกรานต์)
- กำไรก่อนภาษีประมาณ 198,000 บาท
"""
DISTRACTORS = {
    "Contracts/สัญญาอีสานเทค_ร่าง_v1.txt":
        "ร่างสัญญาจ้างทำข้าวกล่อง อีสานเทค (ร่างที่ 1 ส่งมาทางอีเมล 2 มิ.ย. 68 ยังไม่ตกลง)\n"
        "- วันละ 100 กล่อง\n- ราคาชุดเดียว กล่องละ 55 บาท\n- ส่งช้าปรับครั้งละ 2,000 บาท\n"
        "- วางบิลเดือนละครั้ง จ่ายภายใน 30 วัน\n- เราขอ 58 บาท และวางบิลทุก 15 วัน รอเขาแก้ในฉบับจริง\n",
    "Quotes/ใบเสนอราคา_งานแต่ง_ปุ๋ย-ต้น_ร่างแรก.md":
        "# ใบเสนอราคางานแต่ง ปุ๋ย-ต้น (ร่างแรก ส.ค. 68 ยังไม่ส่ง)\n\n"
        "- แขก 250 คน โต๊ะจีน 25 โต๊ะ โต๊ะละ 2,000 บาท = 50,000 บาท\n- ซุ้มน้ำ 4,000 บาท\n"
        "- เต็นท์ 25 ชุด 6,250 บาท\n- พนักงานเสิร์ฟ 6 คน 3,000 บาท\n- ของหวาน 250 ถ้วย 5,150 บาท\n"
        "- รวม 68,400 บาท\n- ต้องถามว่าเขาอยากได้เป็ดพะโล้หรือเป็ดย่าง\n",
    "Staff/ค่าจ้างลูกจ้าง_ธ.ค.2567.md":
        "# ค่าจ้าง ธ.ค. 2567\n- ป้าแดง 25 วัน x 480 = 12,000\n- พี่จอย 24 วัน x 380 = 9,120\n"
        "- บิว 20 วัน x 350 = 7,000\n- ลูกมือรายวัน 12 วัน x 330 = 3,960\n- รวม 32,080 บาท\n"
        "- ปีใหม่ขึ้นค่าแรงป้าแดงเป็น 500 พี่จอย 400\n",
    "Plans/ไอเดียขายออนไลน์_ร่าง.md":
        "# ไอเดียขายข้าวกล่องออนไลน์ (ร่าง ไอซ์ มิ.ย. 68)\n- ลง Grab อย่างเดียวก่อน?\n"
        "- ราคา 69 บาท GP 32% เหลือน้อยไป\n- ถ่ายรูปเอง ไม่จ้าง\n- รอดูว่าอีสานเทคเซ็นไหม\n",
    "Letters/ใบเสร็จค่าธรรมเนียมสะสมอาหาร_2567.txt":
        "เทศบาลนครขอนแก่น ใบเสร็จรับเงิน เล่มที่ 88 เลขที่ 4127\nวันที่ 12 กันยายน 2567\n"
        "ได้รับเงินจาก นางจันทร์เพ็ญ ศรีบุญเรือง\nค่าธรรมเนียมใบอนุญาตจัดตั้งสถานที่สะสมอาหาร ปี 2567 "
        "จำนวน 1,000 บาท\nใบอนุญาตเลขที่ 214/2567 ใช้ได้ถึง 30 กันยายน 2568\n",
    "Bills/Makro_โปรโมชั่น_ส.ค.68.txt":
        "โปรแม็คโคร ขอนแก่น 1-20 ส.ค. 68 (ไอซ์แคปมาจากเพจ)\n- ข้าวหอมมะลิ 48 กก. ลดเหลือ 1,590 บาท\n"
        "- ไข่ไก่เบอร์ 2 แผง 30 ฟอง 115 บาท\n- น้ำมันปาล์มปี๊บ 13.75 ลิตร 559 บาท\n"
        "- กล่องชานอ้อย 50 ใบ ซื้อ 10 แพ็ค แถม 1\n",
}
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาให้ มข. (งานเลี้ยงต้อนรับนักศึกษา)\n- ไปอบรมผู้สัมผัสอาหารที่เทศบาล + ต่อใบอนุญาต\n"
                        "- ตัดสินใจซื้อตู้แช่ HomePro หรือเจริญชัย\n- วางบิลอีสานเทค รอบ 16-31 ก.ค.\n"
                        "- โทรถามปุ๋ยเรื่องมัดจำงานแต่ง\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายครัวพี่น้อย ม.ค.-มิ.ย. 2568 (Krua Pee Noi sales, Jan-Jun 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:3]),
                  sum(sum(row[:3]) for row in SALES), sum(row[3] for row in SALES)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:3]) for row in SALES) - total,
                  "ยอดขาย - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in WAGES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าจ้างลูกจ้างครัวพี่น้อย {title} (Staff wages)"])
        sheet.append(list(WAGE_HEADERS))
        for name, role, days, rate, note in rows:
            sheet.append([name, role, days, rate, days * rate, note])
        sheet.append(["รวม (Total)", "", sum(row[2] for row in rows), "",
                      sum(row[2] * row[3] for row in rows), ""])
        for column in (4, 5):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    kitchen = docs / "ครัวพี่น้อย"
    for sub in ("Contracts", "Quotes", "Accounts", "Staff", "Notes", "Chats", "Emails", "Letters", "Plans",
                "Bills", "Invoices", "Events"):
        (kitchen / sub).mkdir(parents=True, exist_ok=True)
    write_docx(kitchen / "Contracts" / "สัญญาจ้างทำข้าวกล่อง_อีสานเทค_2568.docx", CONTRACT_TOP,
               table=CONTRACT_PRICES, bottom=CONTRACT_BOTTOM)
    write_docx(kitchen / "Quotes" / "ใบเสนอราคา_งานแต่ง_ปุ๋ย-ต้น_ต.ค.68.docx", WEDDING_TOP, table=WEDDING_ITEMS,
               bottom=WEDDING_BOTTOM)
    _sales(kitchen / "Accounts" / "ยอดขาย_รายจ่าย_ครัวพี่น้อย_2568.xlsx")
    (kitchen / "Accounts" / "ยอดขาย_ครัวพี่น้อย_2567.md").write_text(LAST_YEAR_SALES, encoding="utf-8")
    _wages(kitchen / "Staff" / "ค่าจ้างลูกจ้าง_2568.xlsx")
    (kitchen / "Notes" / "ต้นทุนต่อกล่อง_ชุดB_อีสานเทค.md").write_text(BOX_COST, encoding="utf-8")
    (kitchen / "Chats" / "LINE_คุณสมพร_งานบวช_2568-08.txt").write_text(CUSTOMER_CHAT, encoding="utf-8")
    (kitchen / "Chats" / "LINE_ทีมครัวพี่น้อย_2568-07.txt").write_text(TEAM_CHAT, encoding="utf-8")
    (kitchen / "Emails" / "KKU_welcome_dinner_quote_request.txt").write_text(KKU_EMAIL, encoding="utf-8")
    (kitchen / "Letters" / "หนังสือเทศบาล_ต่อใบอนุญาตสะสมอาหาร_2568.txt").write_text(MUNICIPAL_LETTER,
                                                                                   encoding="utf-8")
    write_slides(kitchen / "Plans" / "แผนขายข้าวกล่อง_LINEMAN_Grab.pptx", APP_SLIDES)
    make_pdf(kitchen / "Bills" / "Makro_tax_invoice_2025-07-05.pdf", MAKRO_JULY)
    make_pdf(kitchen / "Bills" / "Makro_tax_invoice_2025-08-02.pdf", MAKRO_AUGUST)
    make_pdf(kitchen / "Invoices" / "INV-2568-014_IsanTech_1-15Jul.pdf", ISANTECH_INVOICE)
    make_pdf(kitchen / "Quotes" / "HomePro_quotation_chest_freezer.pdf", HOMEPRO_QUOTE)
    (kitchen / "Quotes" / "ราคาตู้แช่_เจริญชัยเครื่องครัว.md").write_text(LOCAL_FREEZER, encoding="utf-8")
    (kitchen / "Events" / "งานเกษียณ_รพ.ขอนแก่น_26ก.ย.68.md").write_text(RETIREMENT, encoding="utf-8")
    write_texts(kitchen, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
