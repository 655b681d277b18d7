"""A folder for bench/agent_tasks.py (`--folder renovation`): a Nonthaburi family renovating their house.

Thanakorn (พี่กร) and Supaporn (พี่ภา) Wongprasert live at 99/45 Moo 5, Bang Kraso, Mueang Nonthaburi, and in 2568
had their house extended and renovated so that Thanakorn's mother (คุณแม่บุญเรือน) can move in: a new kitchen at
the back, a ground-floor bedroom with its own bathroom for her, a new carport roof and new wiring downstairs. Their
folder: the Thai contract with the contractor (docx, a payment-stage table), a LINE chat export with the contractor
(txt), the Thai punch list from inspecting stage 3 (md) and the contractor's Thai warranty letter at handover (txt),
material quotes from two shops (an English HomeMart quotation pdf and a Thai Heng Charoen quotation docx with a
table) and the HomeMart tax invoice for what they bought there (pdf), an English order-confirmation email from the
built-in kitchen company (txt), their renovation spending by month from February to July 2568 with the budget by
category (xlsx, two sheets, Thai/English headers), Thai floor-plan notes with room sizes (md), the slides they showed
the family when planning (pptx), the municipality's Thai letter approving the extension (txt), the Krungthai Bank
home-improvement loan approval (English pdf, 2 pages) and the Government Savings Bank offer they did not take (md),
the warranty certificates of the new air conditioner and water heater (English pdf), the MEA electricity bills for
February (before the work) and June (during it) (pdf), and six distractors that share words with them (a draft of
the contract, last year's quote from the same shop, another contractor's LINE quote, last year's repairs, the first
draft of the kitchen plan, an early budget guess); plus a workspect that already holds a to-do list. Written blind
of the engine's rules for bench/data/agent_tasks_renovation_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างเหมาก่อสร้าง ปรับปรุงและต่อเติมอาคาร (บ้านพักอาศัย)",
    "ทำที่ บ้านเลขที่ 99/45 หมู่ 5 ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000 วันที่ 20 กุมภาพันธ์ 2568",
    "ผู้ว่าจ้าง: นายธนากร วงศ์ประเสริฐ และ นางสุภาพร วงศ์ประเสริฐ",
    "ผู้รับจ้าง: ห้างหุ้นส่วนจำกัด สมศักดิ์การช่าง โดย นายสมศักดิ์ บุญมา หุ้นส่วนผู้จัดการ "
    "เลขที่ 88/12 หมู่ 3 ตำบลบางรักพัฒนา อำเภอบางบัวทอง จังหวัดนนทบุรี โทร 089-644-2315",
    "ข้อ 1. ผู้รับจ้างตกลงรับจ้างทำงานดังนี้ (1) ต่อเติมครัวด้านหลังบ้าน ขนาด 3.50 x 4.20 เมตร "
    "(2) ปรับปรุงห้องเก็บของชั้นล่างเป็นห้องนอนผู้สูงอายุพร้อมห้องน้ำในตัว (3) รื้อและมุงหลังคาเมทัลชีทโรงรถใหม่ "
    "(4) เดินสายไฟฟ้าชั้นล่างใหม่ทั้งหมดพร้อมตู้ควบคุมไฟและเครื่องตัดไฟรั่ว (5) ทาสีภายนอกอาคาร "
    "ตามแบบและรายการวัสดุแนบท้ายสัญญา",
    "ข้อ 2. ค่าจ้างเหมารวมทั้งสิ้น 685,000 บาท (หกแสนแปดหมื่นห้าพันบาทถ้วน) รวมค่าแรงและวัสดุโครงสร้าง "
    "ไม่รวมกระเบื้อง สุขภัณฑ์ เครื่องทำน้ำอุ่น และชุดครัวบิวท์อิน ซึ่งผู้ว่าจ้างจัดซื้อเอง",
    "ข้อ 3. ผู้รับจ้างเริ่มทำงานวันที่ 3 มีนาคม 2568 และทำงานให้แล้วเสร็จภายในวันที่ 30 มิถุนายน 2568",
    "ข้อ 4. ผู้ว่าจ้างจะจ่ายค่าจ้างเป็นงวดตามตารางนี้ เมื่อผู้ว่าจ้างตรวจรับงานของงวดนั้นแล้ว",
]
CONTRACT_STAGES = [
    ("งวด", "งานที่ต้องแล้วเสร็จ", "ร้อยละ", "จำนวนเงิน"),
    ("งวดที่ 1", "วันลงนามในสัญญา (เงินมัดจำ)", "30%", "205,500 บาท"),
    ("งวดที่ 2", "รื้อถอน เทฐานราก และโครงสร้างครัวต่อเติมแล้วเสร็จ", "25%", "171,250 บาท"),
    ("งวดที่ 3", "มุงหลังคา ก่อผนัง เดินระบบไฟฟ้าและประปาแล้วเสร็จ", "25%", "171,250 บาท"),
    ("งวดที่ 4", "งานทั้งหมดแล้วเสร็จ ส่งมอบงาน", "15%", "102,750 บาท"),
    ("เงินประกันผลงาน", "คืนให้ผู้รับจ้างเมื่อครบ 6 เดือนหลังส่งมอบงาน หากไม่มีความชำรุดค้างซ่อม", "5%",
     "34,250 บาท"),
]
CONTRACT_BOTTOM = [
    "ข้อ 5. หากผู้รับจ้างทำงานไม่แล้วเสร็จตามกำหนด ผู้รับจ้างต้องเสียค่าปรับวันละ 1,500 บาท "
    "เว้นแต่ผู้ว่าจ้างตกลงขยายเวลาให้เป็นลายลักษณ์อักษร (รวมถึงข้อความทางไลน์)",
    "ข้อ 6. งานเพิ่มหรืองานลด ต้องตกลงราคากันก่อนลงมือทำ และจ่ายพร้อมงวดถัดไป",
    "ข้อ 7. ผู้รับจ้างรับประกันงานหลังคาและการรั่วซึม 2 ปี งานอื่นทั้งหมด 1 ปี นับจากวันส่งมอบงาน",
    "ข้อ 8. ผู้ว่าจ้างเป็นผู้ชำระค่าน้ำประปาและค่าไฟฟ้าที่ใช้ระหว่างก่อสร้าง",
    "ข้อ 9. ผู้รับจ้างต้องทำงานในเวลาที่เทศบาลอนุญาต ทำความสะอาดและขนเศษวัสดุออกจากหน้างานทุกสัปดาห์",
    "ลงชื่อ ธนากร วงศ์ประเสริฐ ผู้ว่าจ้าง",
    "ลงชื่อ สุภาพร วงศ์ประเสริฐ ผู้ว่าจ้าง",
    "ลงชื่อ สมศักดิ์ บุญมา ผู้รับจ้าง",
    "ลงชื่อ วิไล บุญมา พยาน",
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ ช่างสมศักดิ์ (สมศักดิ์การช่าง)
บันทึกเมื่อ: 30/07/2568 20:41

ศ., 02/05/2568
17:05\tช่างสมศักดิ์\tพี่กรครับ ฐานรากกับโครงสร้างครัวเสร็จแล้วครับ ขอเบิกงวด 2 ครับ 171,250 บาท
17:06\tช่างสมศักดิ์\t[รูปภาพ]
19:30\tกร\tพรุ่งนี้เช้าผมเข้าไปดูก่อนนะครับ ถ้าโอเคโอนให้เลย

ส., 03/05/2568
10:12\tกร\tดูแล้วเรียบร้อยครับ โอนงวด 2 ให้แล้ว 171,250
10:13\tกร\t[รูปภาพ]
10:20\tช่างสมศักดิ์\tได้รับแล้วครับ ขอบคุณครับ

พฤ., 15/05/2568
12:40\tภา\tช่างคะ ระเบียงหน้าบ้านอยากปูกระเบื้องใหม่ด้วย ประมาณ 12 ตร.ม. คิดเท่าไหร่คะ
13:15\tช่างสมศักดิ์\tค่าแรงรวมปูนกาว 9,600 บาทครับ กระเบื้องพี่ซื้อเองนะครับ
13:20\tภา\tโอเคค่ะ ทำเลย จ่ายรวมกับงวดสุดท้ายได้ไหมคะ
13:21\tช่างสมศักดิ์\tได้ครับ

อ., 10/06/2568
18:02\tช่างสมศักดิ์\tฝนตกหนักติดกันเกือบ 2 อาทิตย์ครับ หลังคาโรงรถยังมุงไม่ได้ ขอเลื่อนส่งงานจาก 30 มิ.ย. เป็น 31 ก.ค. นะครับ
18:30\tกร\tโอเคครับ แต่ขอไม่เกินนี้นะ ไม่งั้นต้องคิดค่าปรับตามสัญญา
18:31\tช่างสมศักดิ์\tรับทราบครับ

พฤ., 03/07/2568
16:45\tช่างสมศักดิ์\tหลังคาโรงรถ ผนังห้องคุณแม่ ไฟกับประปาเสร็จหมดแล้วครับ ขอเบิกงวด 3 ครับ

ส., 05/07/2568
11:05\tกร\tตรวจแล้วครับ มีที่ต้องแก้ 4 จุด เดี๋ยวส่งรายการให้ในไลน์ ผมโอนงวด 3 ให้ก่อน 171,250
11:07\tกร\t[ไฟล์] รายการแก้งาน_ตรวจรับงวด3.md
11:10\tช่างสมศักดิ์\tรับทราบครับ จะแก้ให้เสร็จภายใน 15 ก.ค.

พ., 16/07/2568
09:20\tภา\tช่างคะ ในครัวขอเพิ่มปลั๊กอีก 4 จุดได้ไหมคะ ตรงเคาน์เตอร์ ชุดครัวจะมาติด 21 ก.ค.
09:42\tช่างสมศักดิ์\tได้ครับ จุดละ 700 รวม 2,800 บาทครับ พรุ่งนี้ทำให้
09:45\tภา\tโอเคค่ะ

ศ., 18/07/2568
20:10\tช่างสมศักดิ์\tแก้ครบ 4 จุดแล้วครับ ส่งมอบงานวันเสาร์ที่ 26 ก.ค. 9 โมงเช้าได้ไหมครับ
20:15\tกร\tได้ครับ

ส., 26/07/2568
12:30\tกร\tโอนงวด 4 102,750 + ค่าปูระเบียง 9,600 + ปลั๊ก 2,800 รวม 115,150 บาทแล้วนะครับ
12:31\tกร\t[รูปภาพ]
12:35\tช่างสมศักดิ์\tได้รับครับ ใบรับประกันงานผมให้พี่ภาไว้แล้วนะครับ ส่วนเงินประกันผลงาน 34,250 เจอกันเดือนมกราครับ
12:40\tภา\tขอบคุณมากค่ะช่าง แม่ชอบห้องใหม่มาก
"""
PUNCH_LIST = """# รายการแก้งาน ตรวจรับงวด 3 (สมศักดิ์การช่าง)

ตรวจวันเสาร์ที่ 5 กรกฎาคม 2568 โดย พี่กร กับ พี่ภา (ช่างสมศักดิ์อยู่ด้วย)

## จุดที่ต้องแก้
1. ห้องน้ำห้องแม่: ร่องยาแนวกระเบื้องผนังไม่เต็ม หลายแถวมีรู น้ำจะซึม -> ให้ขูดออกยาแนวใหม่ทั้งผนังฝั่งฝักบัว
2. ประตูห้องแม่ใส่มาแค่ 80 ซม. ตามแบบต้องกว้าง 90 ซม. ให้รถเข็นผ่านได้ -> ขยายวงกบ เปลี่ยนบานใหม่ (ช่างออกค่าบานเอง)
3. หลังคาโรงรถ: ตอนฝนตกมีน้ำหยดตรงรอยต่อแผ่นที่ 3 กับ 4 ฝั่งประตูรั้ว -> ยิงซิลิโคนและเปลี่ยนสกรูยางที่รอยต่อ
4. ครัว: ท่อน้ำทิ้งใต้ซิงค์ลาดเอียงไม่พอ น้ำไหลช้า -> เดินท่อใหม่ให้ลาด

## ตกลงกัน
- ช่างจะแก้ให้เสร็จภายใน 15 ก.ค. 68 แล้วค่อยนัดส่งมอบงาน (งวด 4)
- โอนงวด 3 ไปก่อน 171,250 บาท วันนี้
- ตรวจซ้ำก่อนส่งมอบ: เปิดน้ำทดสอบห้องน้ำ 24 ชม. และรอดูหลังคาตอนฝนตก

## ตรวจซ้ำ 18 ก.ค. 68
- แก้ครบทั้ง 4 จุด หลังคาโรงรถฝนตกคืนวันที่ 17 ไม่มีน้ำหยดแล้ว
"""
CONTRACTOR_WARRANTY = """ใบรับประกันผลงาน
ห้างหุ้นส่วนจำกัด สมศักดิ์การช่าง
88/12 หมู่ 3 ตำบลบางรักพัฒนา อำเภอบางบัวทอง จังหวัดนนทบุรี 11110 โทร 089-644-2315

วันที่ 26 กรกฎาคม 2568

ผู้ว่าจ้าง: นายธนากร วงศ์ประเสริฐ และ นางสุภาพร วงศ์ประเสริฐ
งาน: ปรับปรุงและต่อเติมบ้านเลขที่ 99/45 หมู่ 5 ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี
ตามสัญญาจ้างเหมาลงวันที่ 20 กุมภาพันธ์ 2568 ส่งมอบงานวันที่ 26 กรกฎาคม 2568

ผู้รับจ้างขอรับประกันผลงานดังนี้
1. งานโครงสร้าง (ฐานราก เสา คาน พื้นครัวต่อเติม) 1 ปี ถึงวันที่ 25 กรกฎาคม 2569
2. งานหลังคาและการรั่วซึม (หลังคาโรงรถ รอยต่อหลังคาครัวกับตัวบ้าน) 2 ปี ถึงวันที่ 25 กรกฎาคม 2570
3. งานระบบไฟฟ้าและประปา 1 ปี ถึงวันที่ 25 กรกฎาคม 2569
4. งานปูกระเบื้อง ยาแนว และงานสี 6 เดือน ถึงวันที่ 25 มกราคม 2569

ไม่รวมความเสียหายจากการใช้งานผิดประเภท ภัยธรรมชาติ หรือการดัดแปลงแก้ไขโดยช่างอื่น
หากพบความชำรุด แจ้งทางโทรศัพท์หรือไลน์ ผู้รับจ้างจะเข้าตรวจภายใน 7 วัน และซ่อมโดยไม่คิดค่าใช้จ่าย

เงินประกันผลงาน 34,250 บาท ผู้ว่าจ้างจะคืนให้ผู้รับจ้างในวันที่ 26 มกราคม 2569 หากไม่มีความชำรุดค้างซ่อม

ลงชื่อ สมศักดิ์ บุญมา ผู้รับจ้าง
"""
HOMEMART_QUOTE = [
    "HomeMart Rattanathibet (HomeMart Retail Co., Ltd.)\n"
    "Rattanathibet Road, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000   Tel. 02-525-3300\n"
    "QUOTATION No. QT-RTB-2502-0418\nDate: 12 February 2025   Valid for 30 days\n"
    "Customer: Mrs. Supaporn Wongprasert, Tel. 081-377-5902\n"
    "1. Floor tile 60x60 cm StoneGrey (granite look), 1.44 sqm/box: 28 boxes x 495.00 = 13,860.00\n"
    "2. Wall tile 30x60 cm glossy white, 1.44 sqm/box: 20 boxes x 320.00 = 6,400.00\n"
    "3. One-piece toilet AquaLine AL-220: 1 set x 6,990.00 = 6,990.00\n"
    "4. Wash basin with cabinet 60 cm: 1 set x 4,590.00 = 4,590.00\n"
    "5. Water heater AquaHeat AH-4500E 4,500 W: 1 unit x 3,290.00 = 3,290.00\n"
    "6. Stainless kitchen sink, double bowl: 1 set x 2,850.00 = 2,850.00\n"
    "7. Tile adhesive 20 kg: 30 bags x 185.00 = 5,550.00\n"
    "8. Tile grout 1 kg, grey: 12 bags x 65.00 = 780.00\n"
    "Subtotal: 44,310.00 THB (prices include VAT 7%)\n"
    "HomeMart member discount 3%: -1,329.30 THB\n"
    "Grand total: 42,980.70 THB\n"
    "Free delivery within 20 km. Payment by cash, card or bank transfer.\n"
    "Sales: Mr. Anucha P.",
]
HENG_TOP = [
    "ร้านเฮงเจริญวัสดุก่อสร้าง",
    "45/7 หมู่ 2 ถนนกาญจนาภิเษก ตำบลบางรักพัฒนา อำเภอบางบัวทอง จังหวัดนนทบุรี โทร 02-921-4488",
    "ใบเสนอราคา เลขที่ 68/052 วันที่ 14 กุมภาพันธ์ 2568",
    "เรียน คุณสุภาพร วงศ์ประเสริฐ (บ้านบางกระสอ)",
    "ทางร้านยินดีเสนอราคาสินค้าดังนี้ (ราคารวมภาษีมูลค่าเพิ่มแล้ว)",
]
HENG_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน"),
    ("1", "กระเบื้องพื้น 60x60 ลายหินสีเทา (1.44 ตร.ม./กล่อง)", "28 กล่อง", "465", "13,020"),
    ("2", "กระเบื้องผนัง 30x60 สีขาวเงา (1.44 ตร.ม./กล่อง)", "20 กล่อง", "295", "5,900"),
    ("3", "สุขภัณฑ์ชิ้นเดียว AquaLine AL-220", "1 ชุด", "7,200", "7,200"),
    ("4", "อ่างล้างหน้าพร้อมตู้ 60 ซม.", "1 ชุด", "4,300", "4,300"),
    ("5", "เครื่องทำน้ำอุ่น AquaHeat AH-4500E 4,500 วัตต์", "1 เครื่อง", "3,450", "3,450"),
    ("6", "ซิงค์สแตนเลส 2 หลุม", "1 ชุด", "2,600", "2,600"),
    ("7", "กาวซีเมนต์ปูกระเบื้อง 20 กก.", "30 ถุง", "170", "5,100"),
    ("8", "ยาแนว 1 กก. สีเทา", "12 ถุง", "60", "720"),
    ("", "รวมค่าสินค้า", "", "", "42,290"),
    ("", "ค่าขนส่ง (บางกระสอ)", "", "", "500"),
    ("", "รวมทั้งสิ้น", "", "", "42,790"),
]
HENG_BOTTOM = [
    "เงื่อนไข: วางมัดจำ 30% ส่งของภายใน 3 วันหลังวางมัดจำ ชำระส่วนที่เหลือเมื่อรับของ",
    "ใบเสนอราคานี้มีผล 15 วัน นับจากวันที่ในใบเสนอราคา",
    "กระเบื้องสั่งเพิ่มภายหลังอาจได้คนละล็อต สีอาจต่างเล็กน้อย แนะนำให้สั่งเผื่อ 5%",
    "ผู้เสนอราคา เฮียเฮง (คุณประเสริฐ แซ่ตั้ง)",
]
HOMEMART_INVOICE = [
    "HomeMart Rattanathibet (HomeMart Retail Co., Ltd.)   Tax ID 0105559012345\n"
    "TAX INVOICE / RECEIPT No. IV-RTB-2503-22871\nDate: 8 March 2025\n"
    "Customer: Mrs. Supaporn Wongprasert, 99/45 Moo 5, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000\n"
    "1. One-piece toilet AquaLine AL-220: 1 x 6,990.00 = 6,990.00\n"
    "2. Wash basin with cabinet 60 cm: 1 x 4,590.00 = 4,590.00\n"
    "3. Water heater AquaHeat AH-4500E 4,500 W: 1 x 3,290.00 = 3,290.00\n"
    "Total (VAT included): 14,870.00 THB\nValue before VAT: 13,897.20 THB\nVAT 7%: 972.80 THB\n"
    "Paid by: credit card (KTC) **** 4471\n"
    "Keep this receipt for warranty claims. Delivery: 10 March 2025.",
]
KITCHEN_EMAIL = """From: Siam Kitchen Design <sales@siamkitchendesign.co.th>
To: Supaporn Wongprasert <supaporn.wong@gmail.com>
Date: Tue, 20 May 2025 16:22:10 +0700
Subject: Order confirmation SK-2505-0193 - built-in kitchen, Bang Kraso

Dear Khun Supaporn,

Thank you for your deposit. This email confirms your built-in kitchen order:

- L-shaped base cabinets 3.2 m + 1.6 m, HMR board with high-gloss white doors
- Upper wall cabinets 3.2 m with soft-close hinges
- Black granite countertop, 20 mm, with cut-outs for your sink and hob
- Total price: 89,000 THB (including VAT and installation)
- Deposit received 20 May 2025: 44,500 THB (50%)
- Balance of 44,500 THB to be paid on the installation day
- Installation: Monday 21 July 2025 (2 days), after your contractor has finished the kitchen floor and wall tiles
- Warranty: 2 years on cabinets and countertop, 5 years on hinges and drawer runners
- Not included: cooker hood, hob, sink and tap (you are buying these yourselves)

Please make sure the kitchen sockets and water pipes are in place by 18 July 2025.

Best regards,
Pimchanok R.
Sales Consultant, Siam Kitchen Design Co., Ltd. (Ngamwongwan showroom)
Tel. 02-952-6618, LINE: @siamkitchen
"""
MONTHLY_HEADERS = ("เดือน (Month)", "ค่างวดผู้รับเหมา (Contractor, THB)", "วัสดุที่ซื้อเอง (Materials we bought, THB)",
                   "ชุดครัว/เฟอร์นิเจอร์/เครื่องใช้ไฟฟ้า (Kitchen, furniture & appliances, THB)",
                   "งานเพิ่ม (Extra work, THB)", "อื่นๆ (Other, THB)", "รวม (Total, THB)", "หมายเหตุ (Note)")
MONTHLY = [
    ("ก.พ. 68 (Feb)", 205500, 0, 0, 0, 3500, "งวด 1 มัดจำ 20 ก.พ. / ค่าเขียนแบบ 2,828 + ค่าธรรมเนียมเทศบาล 672"),
    ("มี.ค. 68 (Mar)", 0, 40110, 0, 0, 7750,
     "โฮมมาร์ท 14,870 (สุขภัณฑ์ อ่าง น้ำอุ่น) + เฮงเจริญ 25,240 (กระเบื้อง กาว ยาแนว) / ค่าประเมิน+จดจำนอง กรุงไทย"),
    ("เม.ย. 68 (Apr)", 0, 12350, 0, 4500, 1850, "ประตู ลูกบิด โคมไฟ / งานเพิ่ม: ย้ายมิเตอร์น้ำ"),
    ("พ.ค. 68 (May)", 171250, 9780, 44500, 0, 2300, "งวด 2 / กระเบื้องระเบียง ราวจับห้องน้ำ / มัดจำชุดครัว 50%"),
    ("มิ.ย. 68 (Jun)", 0, 6420, 0, 0, 1920, "ผ้าม่าน มุ้งลวด"),
    ("ก.ค. 68 (Jul)", 274000, 4150, 61990, 12400, 2650,
     "งวด 3 (5 ก.ค.) + งวด 4 (26 ก.ค.) / ชุดครัวส่วนที่เหลือ 44,500 + แอร์ห้องแม่ 17,490 / ปูระเบียง 9,600 + ปลั๊ก 2,800"),
]
BUDGET_HEADERS = ("หมวด (Category)", "งบที่ตั้งไว้ (Budget, THB)", "จ่ายจริงถึง ก.ค. 68 (Spent to Jul, THB)",
                  "คงเหลือ (Left, THB)", "หมายเหตุ (Note)")
BUDGET = [
    ("ค่าจ้างผู้รับเหมา (Contractor)", 685000, "ค้างเงินประกันผลงาน 34,250 คืนช่าง 26 ม.ค. 69"),
    ("วัสดุที่ซื้อเอง (Materials)", 90000, ""),
    ("ชุดครัว/เฟอร์นิเจอร์/เครื่องใช้ไฟฟ้า (Kitchen & appliances)", 150000, ""),
    ("งานเพิ่ม (Extra work)", 20000, ""),
    ("อื่นๆ (Other)", 15000, "ค่าเขียนแบบ ค่าธรรมเนียม ค่าจดจำนอง"),
]
FLOOR_NOTES = """# แปลนบ้าน โน้ตขนาดห้อง (ฉบับใช้จริง ตามแบบที่ยื่นเทศบาล)

บ้านเลขที่ 99/45 หมู่ 5 บางกระสอ นนทบุรี  วัดเองกับช่างสมศักดิ์ 22 ก.พ. 68

## ชั้นล่าง (ส่วนที่ทำใหม่)
- ครัวต่อเติมหลังบ้าน: 3.50 x 4.20 ม. = 14.70 ตร.ม. ฝ้าสูง 2.60 ม.
  - เคาน์เตอร์ตัว L ยาว 3.2 ม. + 1.6 ม. (Siam Kitchen) ปลั๊กเหนือเคาน์เตอร์สูง 1.10 ม.
  - ผนังฝั่งบ้านข้างๆ ห่างแนวเขต 50 ซม. ห้ามมีหน้าต่าง (เงื่อนไขเทศบาล)
- ห้องนอนคุณแม่ (เดิมเป็นห้องเก็บของ): 3.20 x 3.80 ม. = 12.16 ตร.ม.
  - ประตูห้องแม่ กว้าง 90 ซม. (รถเข็นผ่านได้) ไม่มีธรณีประตู
  - ปลั๊กข้างเตียง 2 จุด ไฟหัวเตียง สวิตช์สองทาง
- ห้องน้ำคุณแม่: 1.80 x 2.40 ม. = 4.32 ตร.ม.
  - ราวจับสแตนเลสข้างชักโครกและในที่อาบน้ำ พื้นกระเบื้องกันลื่น ไม่มีขั้นสเต็ป
- ทางเดินหลังบ้าน: 9.50 ตร.ม.
- หลังคาโรงรถ: 5.50 x 6.00 ม. = 33 ตร.ม. เมทัลชีทหนา 0.35 มม. แบบมีฉนวน PU

## กระเบื้อง
- พื้น 60x60: ครัว + ห้องแม่ + ทางเดิน = 36.36 ตร.ม. เผื่อตัด 10% = 40 ตร.ม. -> 28 กล่อง (กล่องละ 1.44 ตร.ม.)
- ผนังห้องน้ำ 30x60: ประมาณ 26 ตร.ม. -> 20 กล่อง
- ระเบียงหน้าบ้าน (เพิ่มทีหลัง) 12 ตร.ม.
"""
FAMILY_SLIDES = [
    ("แผนรีโนเวทบ้าน 2568 (House renovation plan)", "บ้านวงศ์ประเสริฐ บางกระสอ นนทบุรี\nคุยกันทั้งบ้าน 26 มกราคม 2568"),
    ("ทำอะไรบ้าง (What we will build)", "ต่อเติมครัวหลังบ้าน\nห้องนอนคุณแม่ชั้นล่าง + ห้องน้ำในตัว\n"
                                       "เปลี่ยนหลังคาโรงรถ\nเดินไฟชั้นล่างใหม่ ทาสีนอกบ้าน"),
    ("งบประมาณ (Budget)", "งบรวม 960,000 บาท\nผู้รับเหมา ประมาณ 700,000 บาท\nวัสดุซื้อเอง 90,000 บาท\n"
                          "ชุดครัว + แอร์ห้องแม่ 150,000 บาท\nสำรองงานเพิ่ม 20,000 บาท"),
    ("เงินมาจากไหน (Funding)", "กู้ธนาคาร 500,000 บาท ผ่อน 10 ปี (เทียบกรุงไทยกับออมสิน)\n"
                               "เงินเก็บของพี่กรกับพี่ภา 460,000 บาท"),
    ("ไทม์ไลน์ (Timeline)", "ก.พ. 68: เลือกผู้รับเหมา ยื่นขออนุญาตเทศบาล ยื่นกู้\nมี.ค. 68: เริ่มงาน\n"
                            "มิ.ย. 68: งานเสร็จ (ตามแผน)\nส.ค. 68: คุณแม่ย้ายเข้ามาอยู่"),
    ("ระหว่างก่อสร้าง (During the work)", "คุณแม่พักบ้านน้าแดงที่ปากเกร็ดชั่วคราว\n"
                                         "จอดรถหน้าบ้านแทนโรงรถ\nพี่กรดูงานวันเสาร์ พี่ภาคุยกับช่างทางไลน์"),
]
PERMIT_LETTER = """ที่ นบ 52001/1187
สำนักการช่าง เทศบาลนครนนทบุรี
ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000

27 กุมภาพันธ์ 2568

เรื่อง แจ้งผลการพิจารณาคำขออนุญาตดัดแปลงอาคาร
เรียน นายธนากร วงศ์ประเสริฐ

ตามที่ท่านได้ยื่นคำขออนุญาตดัดแปลงอาคาร (แบบ ข.1) เพื่อต่อเติมครัวด้านหลังและปรับปรุงห้องชั้นล่าง
บ้านเลขที่ 99/45 หมู่ 5 ตำบลบางกระสอ อำเภอเมืองนนทบุรี เมื่อวันที่ 11 กุมภาพันธ์ 2568 นั้น

เทศบาลนครนนทบุรีได้พิจารณาแล้ว อนุญาตให้ดัดแปลงอาคารได้ ตามใบอนุญาตเลขที่ 112/2568
ใบอนุญาตมีอายุ 1 ปี ถึงวันที่ 26 กุมภาพันธ์ 2569 โดยมีเงื่อนไขดังนี้

1. ผนังด้านที่ชิดเขตที่ดินข้างเคียงต้องห่างแนวเขตไม่น้อยกว่า 50 เซนติเมตร และห้ามมีประตู หน้าต่าง
   หรือช่องระบายอากาศในระยะ 2 เมตรจากแนวเขต เว้นแต่เจ้าของที่ดินข้างเคียงยินยอมเป็นหนังสือ
2. งานก่อสร้างที่มีเสียงดัง ทำได้ระหว่างเวลา 08.00 - 17.00 น. วันจันทร์ถึงวันเสาร์
   งดทำงานในวันอาทิตย์และวันหยุดนักขัตฤกษ์
3. ห้ามกองวัสดุก่อสร้างบนถนนในหมู่บ้านหรือทางเท้า และต้องทำความสะอาดเศษดินบนถนนทุกวัน
4. เมื่อดัดแปลงอาคารแล้วเสร็จ ให้แจ้งเทศบาลเป็นหนังสือภายใน 30 วัน

ค่าธรรมเนียมใบอนุญาต 672 บาท ท่านได้ชำระแล้ว ตามใบเสร็จรับเงินเล่มที่ 45 เลขที่ 2231

สอบถามเพิ่มเติม ฝ่ายควบคุมอาคาร สำนักการช่าง โทร 02-589-0500 ต่อ 1412
"""
LOAN_PAGES = [
    "Krungthai Bank PCL - Central Rattanathibet Branch\nHOME IMPROVEMENT LOAN - LETTER OF APPROVAL\n"
    "Date: 28 February 2025   Ref.: KTB-HI-2568-00731\n"
    "Borrower: Mr. Thanakorn Wongprasert   Co-borrower: Mrs. Supaporn Wongprasert\n"
    "Purpose: renovation and extension of the house at 99/45 Moo 5, Bang Kraso, Mueang Nonthaburi 11000\n"
    "Collateral: land title deed No. 48213 with the house (second mortgage)\n"
    "Approved amount: 500,000.00 THB   Term: 10 years (120 monthly installments)\n"
    "Interest rate: year 1: 3.25% fixed; years 2-3: MRR - 2.25% (now 4.85%); from year 4: MRR - 1.00% (now 6.10%)\n"
    "MRR today: 7.10% per year\n"
    "Monthly installment: 5,100.00 THB, debited from your account on the 5th of each month\n"
    "First installment: 5 April 2025\n"
    "Fees: appraisal 2,500.00 THB; mortgage registration 1% = 5,000.00 THB; stamp duty 250.00 THB\n"
    "Credit life insurance (MRTA), optional: 21,800.00 THB - not taken\n"
    "Early repayment fee: 2% of the amount repaid in the first 3 years",
    "Page 2 - Signing and disbursement\n"
    "Sign the loan agreement and register the mortgage at the Nonthaburi Land Office on 5 March 2025.\n"
    "Disbursement: 7 March 2025, 500,000.00 THB to savings account 127-0-44581-9 (Mr. Thanakorn Wongprasert)\n"
    "Estimated interest in year 1: about 15,700 THB (tax deductible as home loan interest)\n"
    "Keep receipts of the renovation: the bank may ask for proof that the money was used for the house.\n"
    "Loan officer: Ms. Wanna Suksawat, Tel. 02-591-7740",
]
GSB_OFFER = """# ข้อเสนอสินเชื่อปรับปรุงบ้าน ธนาคารออมสิน สาขางามวงศ์วาน (ไปถามไว้ ม.ค. 68 ไม่ได้เลือก)

คุยกับคุณธีรพงษ์ วันที่ 17 มกราคม 2568

- วงเงิน 500,000 บาท ผ่อน 10 ปี ใช้บ้านเป็นหลักประกัน (จำนองลำดับที่ 2)
- ดอกเบี้ยปีแรก 3.75% ปีที่ 2-3 MRR-2.00% หลังจากนั้น MRR-0.75%
- ผ่อนเดือนละประมาณ 5,300 บาท
- ค่าประเมิน 3,000 บาท ค่าจดจำนอง 1%
- ต้องทำประกัน MRTA ถึงจะได้ดอกเบี้ยนี้ ประมาณ 24,000 บาท
- อนุมัติประมาณ 45 วัน -> ไม่ทันจ่ายมัดจำช่างต้น มี.ค.

สรุป: ไปกรุงไทยดีกว่า ปีแรกดอกถูกกว่า ไม่บังคับ MRTA อนุมัติเร็วกว่า
"""
AIRCON_WARRANTY = [
    "CoolBreeze Air Conditioning (Thailand) Co., Ltd.\nWARRANTY CERTIFICATE\n"
    "Model: CB-12INV Inverter 12,000 BTU (indoor CB-12INV-I / outdoor CB-12INV-O)\n"
    "Serial No.: CB12I-2506-118734\n"
    "Owner: Mrs. Supaporn Wongprasert, 99/45 Moo 5, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000\n"
    "Dealer and installer: Nont Air Service, Tel. 086-330-1257\n"
    "Installation date: 14 July 2025 (ground-floor bedroom)\nPrice paid: 17,490 THB\n"
    "Warranty:\n- Compressor: 5 years (until 13 July 2030)\n- Parts and circuit board: 2 years (until 13 July 2027)\n"
    "- Installation work: 1 year, by the installer\n- Free cleaning: 2 times in the first year\n"
    "Register the warranty online within 30 days of installation at www.coolbreeze.co.th/warranty\n"
    "Service hotline: 1773 (08:00-20:00 every day)",
]
HEATER_WARRANTY = [
    "AquaHeat Thailand Co., Ltd.\nWARRANTY CARD - ELECTRIC WATER HEATER\n"
    "Model: AH-4500E, 4,500 W, with ELCB safety cut-off\nSerial No.: AH45E-25-009316\n"
    "Purchased at: HomeMart Rattanathibet, 8 March 2025 (keep the tax invoice)\n"
    "Installed: 10 July 2025, ground-floor bathroom\n"
    "Warranty from the purchase date:\n- Heating element: 5 years\n- Other parts: 2 years\n"
    "- Service at home free in the first year within Bangkok and Nonthaburi\n"
    "The warranty does not cover damage from installation without an earth wire.\n"
    "Call centre: 02-108-5544 or LINE @aquaheat",
]
MEA_FEB = [
    "Metropolitan Electricity Authority (MEA) - Nonthaburi District Office\nELECTRICITY BILL - February 2025\n"
    "Customer: Mr. Thanakorn Wongprasert\nAddress: 99/45 Moo 5, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000\n"
    "Account No.: 8810-2377-45   Tariff: 1.2 Residential\n"
    "Meter reading period: 1 February 2025 - 28 February 2025\nUnits used: 412 kWh\n"
    "Energy charge: 1,722.16 THB\nFt charge: 151.29 THB\nService charge: 24.62 THB\nVAT 7%: 132.86 THB\n"
    "Amount due: 2,030.93 THB\nDue date: 12 March 2025",
]
MEA_JUN = [
    "Metropolitan Electricity Authority (MEA) - Nonthaburi District Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Mr. Thanakorn Wongprasert\nAddress: 99/45 Moo 5, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000\n"
    "Account No.: 8810-2377-45   Tariff: 1.2 Residential\n"
    "Meter reading period: 1 June 2025 - 30 June 2025\nUnits used: 689 kWh\n"
    "Energy charge: 3,034.40 THB\nFt charge: 253.00 THB\nService charge: 24.62 THB\nVAT 7%: 231.84 THB\n"
    "Amount due: 3,543.86 THB\nDue date: 12 July 2025",
]
DRAFT_CONTRACT_TOP = [
    "(ร่าง) สัญญาจ้างเหมาปรับปรุงบ้าน - ร่างแรกจากช่างสมศักดิ์ 8 ก.พ. 68 ยังไม่ได้เซ็น",
    "ผู้ว่าจ้าง: นายธนากร วงศ์ประเสริฐ  ผู้รับจ้าง: นายสมศักดิ์ บุญมา",
    "ค่าจ้างเหมารวม 720,000 บาท รวมทาสีภายในทั้งหลัง",
    "ระยะเวลาทำงาน 150 วัน เริ่มประมาณต้นเดือนมีนาคม 2568",
    "แบ่งจ่าย 3 งวด ตามตาราง",
]
DRAFT_CONTRACT_TABLE = [
    ("งวด", "งาน", "จำนวนเงิน"),
    ("งวดที่ 1", "เซ็นสัญญา", "288,000 บาท"),
    ("งวดที่ 2", "โครงสร้างและหลังคาเสร็จ", "288,000 บาท"),
    ("งวดที่ 3", "ส่งมอบงาน", "144,000 บาท"),
]
DRAFT_CONTRACT_BOTTOM = ["หมายเหตุพี่ภา: ขอตัดทาสีภายในออก ขอแบ่ง 4 งวด + กันเงินประกันผลงาน 5% และขอค่าปรับถ้าช้า"]
EARLY_BUDGET_HEADERS = ("รายการ (Item)", "ประมาณการ (Estimate, THB)")
EARLY_BUDGET = [
    ("ผู้รับเหมา (ตามที่ช่างเอกเสนอ)", 748000),
    ("วัสดุซื้อเอง", 60000),
    ("ชุดครัว", 120000),
    ("แอร์ห้องแม่", 20000),
]
DISTRACTORS = {
    "Renovation/ใบเสนอราคา/ใบเสนอราคา_เฮงเจริญ_2567.txt":
        "ร้านเฮงเจริญวัสดุก่อสร้าง ใบเสนอราคา เลขที่ 67/188 วันที่ 9 กันยายน 2567 (ตอนคิดจะทำห้องน้ำชั้นบน ยังไม่ได้ซื้อ)\n"
        "กระเบื้องพื้น 60x60 ลายหินสีเทา กล่องละ 445 บาท\nกระเบื้องผนัง 30x60 สีขาว กล่องละ 280 บาท\n"
        "สุขภัณฑ์ชิ้นเดียว รุ่นเก่า AL-200 ชุดละ 6,500 บาท\nกาวซีเมนต์ 20 กก. ถุงละ 160 บาท\n"
        "รวมทั้งสิ้น 27,460 บาท ค่าขนส่ง 500 บาท\n",
    "Renovation/แชทช่าง/LINE_ช่างเอก_เสนอราคา_ม.ค.68.txt":
        "[LINE] ประวัติการแชทกับ เอก รับเหมา\nบันทึกเมื่อ: 25/01/2568 21:10\n\n"
        "ศ., 24/01/2568\n"
        "14:02\tเอก รับเหมา\tสวัสดีครับพี่ภา ผมคิดงานต่อเติมครัว ห้องคุณแม่ หลังคาโรงรถ ให้แล้วนะครับ\n"
        "14:03\tเอก รับเหมา\tรวม 748,000 บาท ใช้เวลา 5 เดือน ขอมัดจำ 50% ตอนเซ็นสัญญาครับ\n"
        "14:20\tภา\tขอบคุณค่ะ ขอคุยกับที่บ้านก่อนนะคะ\n"
        "ส., 25/01/2568\n"
        "09:15\tเอก รับเหมา\tถ้าตกลงภายในเดือนนี้ลดให้เหลือ 735,000 ครับ\n",
    "บ้าน/ซ่อมบ้าน_2567.md":
        "# ซ่อมบ้าน ปี 2567 (ปีที่แล้ว)\n- ซ่อมหลังคาโรงรถรั่ว (ช่างแถวบ้าน) 8,500 บาท ส.ค. 67\n"
        "- ทาสีรั้วหน้าบ้าน 6,200 บาท\n- เปลี่ยนปั๊มน้ำ 4,900 บาท\n- รวม 19,600 บาท\n"
        "- หลังคาโรงรถรั่วอีกรอบ ต.ค. 67 -> ตัดสินใจเปลี่ยนใหม่ทั้งหลังปีหน้า\n",
    "Renovation/แบบบ้าน/แปลนครัว_ร่างแรก.md":
        "# แปลนครัว ร่างแรก (ธ.ค. 67 ก่อนคุยกับช่าง)\n- ครัวต่อเติม 3.00 x 4.00 ม. = 12 ตร.ม.\n"
        "- ประตูห้องเก็บของเดิม 80 ซม.\n- อยากได้เคาน์เตอร์ตรง 3 ม. ไม่เอาตัว L\n"
        "- งบครัวไม่เกิน 60,000\n",
}
WORKSPECT = {"todo.md": "- ลงทะเบียนประกันแอร์ห้องแม่ออนไลน์ (ภายใน 30 วัน)\n- แจ้งเทศบาลว่างานเสร็จแล้ว\n"
                        "- ซื้อราวจับเพิ่มหน้าห้องน้ำแม่\n- ม.ค. 69 นัดช่างสมศักดิ์ตรวจบ้านก่อนคืนเงินประกันผลงาน\n"}


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายเดือน Monthly"
    sheet.append(["ค่าใช้จ่ายรีโนเวทบ้าน 2568 (House renovation spending, Feb-Jul 2025)"])
    sheet.append(list(MONTHLY_HEADERS))
    for month, *amounts, note in MONTHLY:
        sheet.append([month, *amounts, sum(amounts), note])
    columns = list(zip(*(row[1:6] for row in MONTHLY)))
    sheet.append(["รวม (Total)", *(sum(column) for column in columns), sum(sum(row[1:6]) for row in MONTHLY), ""])
    for column in range(2, 8):
        money_format(sheet, column)
    budget = book.create_sheet("งบประมาณ Budget")
    budget.append(list(BUDGET_HEADERS))
    for (name, planned, note), spent in zip(BUDGET, (sum(column) for column in columns)):
        budget.append([name, planned, spent, planned - spent, note])
    total_budget, total_spent = sum(row[1] for row in BUDGET), sum(sum(row[1:6]) for row in MONTHLY)
    budget.append(["รวม (Total)", total_budget, total_spent, total_budget - total_spent,
                   "เงินกู้กรุงไทย 500,000 + เงินเก็บ 460,000"])
    for column in (2, 3, 4):
        money_format(budget, column)
    book.save(path)


def _early_budget(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ร่างงบ"
    sheet.append(["ร่างงบรีโนเวท (เดาไว้ก่อน ม.ค. 68)"])
    sheet.append(list(EARLY_BUDGET_HEADERS))
    for row in EARLY_BUDGET:
        sheet.append(list(row))
    sheet.append(["รวม", sum(row[1] for row in EARLY_BUDGET)])
    money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    reno = docs / "Renovation"
    for sub in ("สัญญา", "ใบเสนอราคา", "แบบบ้าน", "แชทช่าง", "ค่าใช้จ่าย", "ใบอนุญาต"):
        (reno / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("เงินกู้", "ใบรับประกัน", "Bills"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(reno / "สัญญา" / "สัญญาจ้างเหมา_ปรับปรุงบ้าน_สมศักดิ์การช่าง_2568.docx", CONTRACT_TOP,
               table=CONTRACT_STAGES, bottom=CONTRACT_BOTTOM)
    write_docx(reno / "สัญญา" / "สัญญาจ้างเหมา_ร่าง_v1.docx", DRAFT_CONTRACT_TOP, table=DRAFT_CONTRACT_TABLE,
               bottom=DRAFT_CONTRACT_BOTTOM)
    (reno / "สัญญา" / "รายการแก้งาน_ตรวจรับงวด3.md").write_text(PUNCH_LIST, encoding="utf-8")
    (reno / "แชทช่าง" / "LINE_ช่างสมศักดิ์_รีโนเวท_2568.txt").write_text(LINE_CHAT, encoding="utf-8")
    make_pdf(reno / "ใบเสนอราคา" / "Quotation_HomeMart_Rattanathibet_2025-02.pdf", HOMEMART_QUOTE)
    write_docx(reno / "ใบเสนอราคา" / "ใบเสนอราคา_เฮงเจริญวัสดุ_ก.พ.68.docx", HENG_TOP, table=HENG_TABLE,
               bottom=HENG_BOTTOM)
    (reno / "ใบเสนอราคา" / "SiamKitchen_order_confirmation.txt").write_text(KITCHEN_EMAIL, encoding="utf-8")
    make_pdf(reno / "ค่าใช้จ่าย" / "HomeMart_tax_invoice_2025-03-08.pdf", HOMEMART_INVOICE)
    _spending(reno / "ค่าใช้จ่าย" / "ค่าใช้จ่ายรีโนเวทบ้าน_2568.xlsx")
    _early_budget(reno / "ค่าใช้จ่าย" / "ร่างงบรีโนเวท_ม.ค.68.xlsx")
    (reno / "แบบบ้าน" / "แปลนบ้าน_โน้ตขนาดห้อง.md").write_text(FLOOR_NOTES, encoding="utf-8")
    write_slides(reno / "แผนรีโนเวทบ้าน_คุยกับครอบครัว.pptx", FAMILY_SLIDES)
    (reno / "ใบอนุญาต" / "หนังสือเทศบาล_อนุญาตดัดแปลงอาคาร_2568.txt").write_text(PERMIT_LETTER, encoding="utf-8")
    make_pdf(docs / "เงินกู้" / "Krungthai_home_improvement_loan_approval.pdf", LOAN_PAGES)
    (docs / "เงินกู้" / "ข้อเสนอสินเชื่อ_ออมสิน_ม.ค.68.md").write_text(GSB_OFFER, encoding="utf-8")
    make_pdf(docs / "ใบรับประกัน" / "Warranty_CoolBreeze_aircon_ห้องแม่.pdf", AIRCON_WARRANTY)
    make_pdf(docs / "ใบรับประกัน" / "Warranty_AquaHeat_water_heater.pdf", HEATER_WARRANTY)
    (docs / "ใบรับประกัน" / "ใบรับประกันงาน_สมศักดิ์การช่าง.txt").write_text(CONTRACTOR_WARRANTY, encoding="utf-8")
    make_pdf(docs / "Bills" / "MEA_bill_2025-02.pdf", MEA_FEB)
    make_pdf(docs / "Bills" / "MEA_bill_2025-06.pdf", MEA_JUN)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the couple's to-do list."""
    write_texts(workspect, WORKSPECT)
