"""A folder for bench/agent_tasks.py (`--folder tailor`): a family tailor and dressmaking shop in Bang Rak.

Prasert Thongsuk (ลุงประเสริฐ), a master tailor, and his daughter Kanokwan (พี่กิ๊ฟ), who runs the business now,
keep Prasert Tailor (ร้านประเสริฐเทเลอร์) on Charoen Krung Road in Bang Rak, Bangkok: a Thai school-uniform contract
with Bang Rak Witthaya School (docx, a price table), a Thai staff-uniform agreement with the Riverside Bangrak Hotel
(docx, a price table) and the hotel HR manager's English email about extra uniforms (txt), the shop's income by
month for January-July 2568 with the period's expenses (xlsx, two sheets, Thai/English headers), the tailors'
piece-rate pay for July and August (xlsx, a sheet a month), a fabric supplier's English invoices for July and
August (pdf), another supplier's English quotation email for suit fabric (txt), a LINE chat export with a bride
ordering her Thai dress and six bridesmaid dresses (txt), August's customer orders (md), a groom's measurement card
(md), the shop's price list (md), slides on taking tourist suit orders in the high season (pptx), a sewing-machine
quotation (English pdf), the shop's MEA electricity bill (pdf), the district's Thai signboard-tax letter (txt), and
six distractors that share words with them (last year's school contract, last year's income, an older fabric
quote, the old piece rates, July's orders, a draft of the tourist-suit plan); plus a workspect that already holds
a to-do list. Written blind of the engine's rules, in session 20, for bench/data/agent_tasks_tailor_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SCHOOL_TOP = [
    "สัญญาจ้างตัดเย็บชุดนักเรียน",
    "ทำที่ โรงเรียนบางรักวิทยา เขตบางรัก กรุงเทพมหานคร วันที่ 10 มีนาคม 2568",
    "ระหว่าง โรงเรียนบางรักวิทยา โดย นายสุรชัย มั่นคง ผู้อำนวยการโรงเรียน ซึ่งต่อไปเรียกว่า ผู้ว่าจ้าง "
    "กับ ร้านประเสริฐเทเลอร์ โดย นางสาวกนกวรรณ ทองสุข เลขที่ 1245 ถนนเจริญกรุง แขวงบางรัก เขตบางรัก "
    "กรุงเทพมหานคร 10500 ซึ่งต่อไปเรียกว่า ผู้รับจ้าง",
    "ข้อ 1. ผู้ว่าจ้างตกลงจ้างและผู้รับจ้างตกลงรับจ้างตัดเย็บชุดนักเรียนสำหรับปีการศึกษา 2568 "
    "ตามจำนวนและราคาในตารางท้ายสัญญา ราคารวมผ้า ค่าแรง และปักอักษรย่อโรงเรียน บ.ร.ว. กับชื่อนักเรียนแล้ว",
    "ข้อ 2. ผู้รับจ้างจะเข้าไปวัดตัวนักเรียนที่โรงเรียนในวันที่ 17-18 มีนาคม 2568",
    "ข้อ 3. ผู้รับจ้างต้องส่งมอบชุดนักเรียนทั้งหมดภายในวันที่ 2 พฤษภาคม 2568 ณ ห้องพัสดุของโรงเรียน",
    "ข้อ 4. ผู้ว่าจ้างชำระเงินมัดจำร้อยละ 30 เป็นเงิน 87,990 บาท ในวันลงนามสัญญา "
    "ส่วนที่เหลือ 205,310 บาท ชำระภายใน 30 วันนับจากวันส่งมอบครบถ้วน",
    "ข้อ 5. หากผู้รับจ้างส่งมอบล่าช้า ผู้รับจ้างยินยอมให้ปรับเป็นรายวัน วันละ 1,000 บาท",
    "ข้อ 6. ชุดที่ขนาดไม่พอดี ผู้รับจ้างรับเปลี่ยนหรือแก้ให้ฟรีภายใน 30 วันหลังเปิดภาคเรียน (16 พฤษภาคม 2568)",
    "ตารางรายการและราคาท้ายสัญญา",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวมเป็นเงิน"),
    ("เสื้อนักเรียนชาย ผ้าโทเรขาว", "420 ตัว", "165 บาท", "69,300 บาท"),
    ("กางเกงนักเรียนชาย สีกากี", "420 ตัว", "185 บาท", "77,700 บาท"),
    ("เสื้อนักเรียนหญิง คอบัว", "380 ตัว", "175 บาท", "66,500 บาท"),
    ("กระโปรงนักเรียน สีกรมท่า", "380 ตัว", "210 บาท", "79,800 บาท"),
    ("รวมทั้งสิ้น", "1,600 ตัว", "", "293,300 บาท"),
]
SCHOOL_BOTTOM = ["ลงชื่อ สุรชัย มั่นคง ผู้ว่าจ้าง", "ลงชื่อ กนกวรรณ ทองสุข ผู้รับจ้าง",
                 "ลงชื่อ วิภาดา ศรีนวล พยาน (หัวหน้างานพัสดุ)"]
HOTEL_TOP = [
    "ข้อตกลงการสั่งตัดชุดยูนิฟอร์มพนักงาน",
    "ระหว่าง บริษัท ริเวอร์ไซด์ บางรัก โฮเทล จำกัด (โรงแรมริเวอร์ไซด์ บางรัก) โดย นางศิริพร ชัยวรรณ "
    "ผู้จัดการฝ่ายบุคคล ผู้สั่งตัด กับ ร้านประเสริฐเทเลอร์ (นางสาวกนกวรรณ ทองสุข) ผู้รับตัด",
    "ทำที่ กรุงเทพมหานคร วันที่ 1 สิงหาคม 2568",
    "ข้อ 1. ผู้รับตัดตกลงตัดเย็บชุดยูนิฟอร์มพนักงานตามแบบที่โรงแรมอนุมัติ ตามจำนวนและราคาในตารางนี้",
]
HOTEL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อชุด", "รวม"),
    ("ชุดพนักงานต้อนรับ หญิง (แจ็กเก็ต + กระโปรง)", "24 ชุด", "2,450 บาท", "58,800 บาท"),
    ("สูทพนักงานต้อนรับ ชาย (แจ็กเก็ต + กางเกง)", "18 ชุด", "2,800 บาท", "50,400 บาท"),
    ("ชุดพนักงานห้องอาหาร", "40 ชุด", "1,150 บาท", "46,000 บาท"),
    ("ชุดแม่บ้าน", "30 ชุด", "890 บาท", "26,700 บาท"),
    ("รวม", "112 ชุด", "", "181,900 บาท"),
]
HOTEL_BOTTOM = [
    "ข้อ 2. ผู้รับตัดจะเข้าวัดตัวพนักงานที่โรงแรมในวันอังคารที่ 12 สิงหาคม 2568 เวลา 10:00-16:00 น.",
    "ข้อ 3. ผู้สั่งตัดชำระเงินมัดจำร้อยละ 40 เป็นเงิน 72,760 บาท ภายในวันที่ 8 สิงหาคม 2568 "
    "ส่วนที่เหลือร้อยละ 60 ชำระภายใน 15 วันหลังส่งมอบครบ โดยโอนเข้าบัญชีร้าน",
    "ข้อ 4. ผู้รับตัดส่งมอบชุดทั้งหมดภายในวันที่ 30 กันยายน 2568",
    "ข้อ 5. ชุดที่ไม่พอดีตัว ผู้รับตัดแก้ไขให้ฟรีภายใน 60 วันหลังส่งมอบ "
    "พนักงานใหม่สั่งเพิ่มได้ในราคาเดิมจนถึงสิ้นปี 2568",
    "ข้อ 6. ผ้าที่ใช้ต้องเป็นสีและเกรดตามตัวอย่างที่แนบท้าย หากเปลี่ยนผ้าต้องได้รับความเห็นชอบจากโรงแรมก่อน",
    "ลงชื่อ ศิริพร ชัยวรรณ ผู้สั่งตัด",
    "ลงชื่อ กนกวรรณ ทองสุข ผู้รับตัด",
]
HOTEL_EMAIL = """From: Siriporn Chaiyawan <hr@riversidebangrak.com>
To: Kanokwan Thongsuk <prasert.tailor1245@gmail.com>
Date: Mon, 18 Aug 2025 10:42:17 +0700
Subject: Riverside Bangrak - additional uniforms and delivery schedule

Dear Khun Kik,

Thank you and Uncle Prasert for measuring our team last Tuesday. Two requests from our side:

1. We have hired six new restaurant staff. Please add 6 restaurant uniforms at the same price as in our
   agreement (1,150 THB each, 6,900 THB in total). We will pay for them together with the balance.
2. Could the front-office uniforms (24 ladies' sets and 18 gentlemen's suits) be delivered first, by
   15 September 2025? The hotel holds its 10th anniversary event on 19 September and we would like the
   front-office team to wear the new uniforms.

The restaurant and housekeeping uniforms can follow by 30 September as agreed.

Please send the tax invoice to Riverside Bangrak Hotel Co., Ltd., tax ID 0105561234567.

Kind regards,
Siriporn Chaiyawan
HR Manager, Riverside Bangrak Hotel
Tel. 02-630-4418
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "สูท/เชิ้ต (Suits & shirts, THB)", "ชุดผู้หญิง/ชุดไทย (Dresses, THB)",
                  "แก้/ซ่อม (Alterations, THB)", "ชุดนักเรียน/ยูนิฟอร์ม (Uniform contracts, THB)",
                  "รวม (Total, THB)", "จำนวนออเดอร์ (Orders)")
INCOME = [(98500, 42300, 18650, 0, 64), (87200, 56800, 17900, 0, 71), (92400, 38600, 19350, 87990, 69),
          (76800, 61200, 16200, 0, 58), (81300, 35700, 21450, 205310, 66), (69900, 33400, 20800, 0, 55),
          (73600, 47900, 22150, 0, 61)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-ก.ค. 2568 (Jan-Jul 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าห้องแถว (Shophouse rent)", 175000, "เดือนละ 25,000"),
    ("ค่าผ้าและอุปกรณ์ (Fabric & trims)", 412860, "พาหุรัดสิ่งทอ + ร้านสำเพ็ง รวมผ้าชุดนักเรียน"),
    ("ค่าแรงช่างรายชิ้น (Piece-rate wages)", 498340, "รวมช่วงชุดนักเรียน มี.ค.-เม.ย."),
    ("ค่าไฟฟ้า (Electricity)", 36280, ""),
    ("ค่าน้ำประปา (Water)", 1540, ""),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 18900, ""),
    ("ค่าซ่อมจักร/อะไหล่ (Machine repairs)", 6850, ""),
    ("ค่าส่งของ Lalamove/Grab (Delivery)", 4760, ""),
    ("ภาษีป้าย (Signboard tax)", 1872, "จ่าย เม.ย."),
]
RATES = {"suit": 1200, "trousers": 220, "shirt": 160, "dress": 650, "alteration": 50}
PAY_HEADERS = ("ช่าง (Tailor)", "สูท/แจ็กเก็ต (Suits, pcs)", "กางเกง/กระโปรง (Trousers & skirts, pcs)",
               "เชิ้ต/เสื้อ (Shirts & blouses, pcs)", "ชุดผู้หญิง/ชุดไทย (Dresses, pcs)",
               "งานแก้ (Alterations, pcs)", "ค่าแรงรวม (Gross pay, THB)", "เบิกล่วงหน้า (Advance, THB)",
               "จ่ายจริง (Net paid, THB)", "หมายเหตุ (Note)")
PAY = {
    "ก.ค. 68 (Jul 2025)": [
        ("ช่างบุญมี", 14, 22, 0, 0, 0, 0, "สูทลูกค้าหน้าร้าน"),
        ("ช่างสมศรี", 0, 6, 4, 18, 10, 2000, "เบิก 12 ก.ค."),
        ("ช่างอารี", 0, 0, 48, 2, 12, 0, ""),
        ("น้องแพร", 0, 0, 0, 0, 186, 0, "งานแก้ทั้งหมด"),
        ("ช่างวินัย", 0, 30, 0, 0, 8, 0, "มาช่วย จ.-ศ."),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("ช่างบุญมี", 19, 26, 0, 0, 0, 3000, "เริ่มสูทโรงแรม เบิก 15 ส.ค."),
        ("ช่างสมศรี", 0, 10, 6, 21, 6, 0, "ชุดเพื่อนเจ้าสาวคุณแพรวา"),
        ("ช่างอารี", 0, 0, 57, 3, 9, 0, ""),
        ("น้องแพร", 0, 0, 0, 0, 204, 0, ""),
        ("ช่างวินัย", 0, 41, 0, 0, 5, 1500, "กางเกงชุดโรงแรม"),
    ],
}
PHAHURAT_JULY = [
    "PHAHURAT TEXTILE CO., LTD.\n312-314 Chakkraphet Road, Wang Burapha Phirom, Phra Nakhon, Bangkok 10200\n"
    "Tax ID 0105538012345   Tel. 02-221-5630\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV-PT-2507-0318   Date: 8 July 2025\n"
    "Bill to: Prasert Tailor (Ms. Kanokwan Thongsuk)\n1245 Charoen Krung Road, Bang Rak, Bangkok 10500\n"
    "Item                                      Qty      Unit price   Amount\n"
    "Wool-blend suiting, navy / charcoal        45 m     420.00       18,900.00\n"
    "Cotton shirting, white 120s                80 m      95.00        7,600.00\n"
    "Bemberg lining, assorted                   50 m      85.00        4,250.00\n"
    "Fusible interlining                        40 m      48.00        1,920.00\n"
    "Subtotal: 32,670.00 THB\nVAT 7%: 2,286.90 THB\nTotal amount due: 34,956.90 THB\n"
    "Payment terms: 30 days. Due date: 7 August 2025\n"
    "Transfer to Bangkok Bank, Phahurat branch, account 101-3-44521-8",
]
PHAHURAT_AUGUST = [
    "PHAHURAT TEXTILE CO., LTD.\n312-314 Chakkraphet Road, Wang Burapha Phirom, Phra Nakhon, Bangkok 10200\n"
    "Tax ID 0105538012345   Tel. 02-221-5630\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV-PT-2508-0442   Date: 11 August 2025\n"
    "Bill to: Prasert Tailor (Ms. Kanokwan Thongsuk)\n1245 Charoen Krung Road, Bang Rak, Bangkok 10500\n"
    "Item                                      Qty      Unit price   Amount\n"
    "Poly-rayon suiting, black                 160 m     145.00       23,200.00\n"
    "Wool-blend suiting, navy                   30 m     420.00       12,600.00\n"
    "Cotton shirting, white 120s               120 m      95.00       11,400.00\n"
    "Polyester twill, grey                      75 m      88.00        6,600.00\n"
    "Bemberg lining, assorted                   90 m      85.00        7,650.00\n"
    "Subtotal: 61,450.00 THB\nVolume discount 2% (orders over 50,000 THB): -1,229.00 THB\n"
    "After discount: 60,221.00 THB\nVAT 7%: 4,215.47 THB\nTotal amount due: 64,436.47 THB\n"
    "Payment terms: 30 days. Due date: 10 September 2025\n"
    "Transfer to Bangkok Bank, Phahurat branch, account 101-3-44521-8",
]
SIAMWOOL_EMAIL = """From: Siam Wool Trading <sales@siamwooltrading.co.th>
To: Kanokwan Thongsuk <prasert.tailor1245@gmail.com>
Date: Thu, 21 Aug 2025 16:20:05 +0700
Subject: Quotation - suiting fabrics for Prasert Tailor

Dear Khun Kanokwan,

Thank you for visiting our showroom in Sampeng. As discussed, here are our prices for suiting fabrics:

- TR wool-blend suiting (65/35), navy, charcoal and black: 395 THB per metre, minimum 25 m per colour
- 100% wool Super 110s (Italian mill), 12 colours: 690 THB per metre
- Bemberg lining: 78 THB per metre
- Credit term: 45 days from the invoice date
- Free delivery in Bangkok for orders of 10,000 THB or more (before VAT); delivery within 2 working days
- Prices exclude VAT 7%. Swatch books are free for regular customers.

This quotation is valid until 31 October 2025.

Best regards,
Worawit Saetang
Sales Manager, Siam Wool Trading Co., Ltd.
Tel. 089-214-6677
"""
LINE_BRIDE = """[LINE] ประวัติการแชทกับ Praewa 👰 (แต่ง 4 ต.ค.)
บันทึกเมื่อ: 20/08/2568 20:15

ส., 09/08/2568
14:02\tPraewa 👰\tสวัสดีค่ะพี่กิ๊ฟ แพรวาที่มาดูผ้าเมื่อวานค่ะ ขอสรุปออเดอร์นะคะ
14:05\tกิ๊ฟ ประเสริฐเทเลอร์\tได้เลยค่ะ ชุดเพื่อนเจ้าสาว 6 ชุด ผ้าชีฟองสีเขียวเซจ ชุดละ 2,900 บาท = 17,400 บาท
14:06\tกิ๊ฟ ประเสริฐเทเลอร์\tชุดไทยจักรพรรดิของน้องแพรวา ผ้าไหมยกดอก 18,500 บาท
14:06\tกิ๊ฟ ประเสริฐเทเลอร์\tรวมทั้งหมด 35,900 บาท มัดจำครึ่งหนึ่ง 17,950 บาทนะคะ
14:20\tPraewa 👰\tโอนมัดจำ 17,950 แล้วค่ะ กสิกร
14:20\tPraewa 👰\t[รูปภาพ]
14:23\tกิ๊ฟ ประเสริฐเทเลอร์\tได้รับแล้วค่ะ ขอบคุณค่ะ 🙏
14:30\tPraewa 👰\tเพื่อน 5 คนมาวัดตัวที่ร้านได้ แต่มายด์อยู่เชียงใหม่ จะส่งสัดส่วนมาทางไลน์นะคะ
14:32\tกิ๊ฟ ประเสริฐเทเลอร์\tได้ค่ะ เดี๋ยวพี่ส่งรูปวิธีวัดให้ ส่งชุดไปเชียงใหม่คิดค่าส่ง 250 บาทนะคะ

อ., 12/08/2568
19:40\tกิ๊ฟ ประเสริฐเทเลอร์\tนัดลองชุดรอบแรกนะคะ เพื่อนเจ้าสาว เสาร์ 6 ก.ย. บ่ายโมง ชุดไทยแพรวาลองอาทิตย์ 7 ก.ย. 11 โมง
19:41\tPraewa 👰\tโอเคค่ะ
19:43\tกิ๊ฟ ประเสริฐเทเลอร์\tรับชุดทั้งหมดเสาร์ 27 ก.ย. นะคะ จ่ายที่เหลือ 17,950 วันรับชุด แก้ทันก่อนงาน

พ., 20/08/2568
20:10\tPraewa 👰\tพี่กิ๊ฟคะ ขอเปลี่ยนสีผ้าคาดเอวชุดเพื่อนเจ้าสาวเป็นสีครีมได้มั้ยคะ
20:13\tกิ๊ฟ ประเสริฐเทเลอร์\tได้ค่ะ ยังไม่ได้ตัดผ้าคาด ไม่มีค่าใช้จ่ายเพิ่มค่ะ
"""
ORDERS_AUG = """# ออเดอร์ลูกค้า เดือนสิงหาคม 2568 (ร้านประเสริฐเทเลอร์)

| วันที่รับ | ลูกค้า | รายการ | ราคา | มัดจำ | ค้างจ่าย | นัดรับ |
|---|---|---|---|---|---|---|
| 2 ส.ค. | คุณธนพล วงศ์ไพศาล | สูทแต่งงาน 3 ชิ้น ผ้าวูลกรมท่า | 14,500 | 7,000 | 7,500 | 20 ก.ย. |
| 5 ส.ค. | Mr. James Carter (แขกโรงแรมริเวอร์ไซด์) | สูท 2 ชุด + เชิ้ต 3 ตัว ด่วน | 24,900 | 24,900 | 0 | 8 ส.ค. |
| 9 ส.ค. | คุณแพรวา สุขเจริญ | ชุดไทยจักรพรรดิ + ชุดเพื่อนเจ้าสาว 6 ชุด | 35,900 | 17,950 | 17,950 | 27 ก.ย. |
| 14 ส.ค. | ป้าจันทร์ (ขาประจำ) | แก้เอวกางเกง 4 ตัว + เสื้อลูกไม้ 1 ตัว | 2,150 | 0 | 2,150 | 21 ส.ค. |
| 18 ส.ค. | คุณวีระ ตันติกุล | เชิ้ตคอตตอน 5 ตัว | 6,250 | 3,000 | 3,250 | 1 ก.ย. |
| 22 ส.ค. | Ms. Hanna Berg | เดรสผ้าไหม 2 ชุด | 11,800 | 6,000 | 5,800 | 26 ส.ค. |
| 27 ส.ค. | คุณสมพงษ์ (งานบวชลูกชาย) | ชุดขาวพิธี 3 ชุด | 5,400 | 2,700 | 2,700 | 10 ก.ย. |

## สรุปเดือนนี้
- รวม 7 ออเดอร์ ยอดรวม 100,900 บาท
- รับมัดจำแล้ว 61,550 บาท ยังค้างรับ 39,350 บาท
- งานที่ต้องรีบ: สูทคุณธนพล (ลองรอบสอง 10 ก.ย.), ชุดคุณแพรวา (ลองชุด 6-7 ก.ย.)
- ไม่รวมงานยูนิฟอร์มโรงแรมริเวอร์ไซด์ (แยกบัญชี)
"""
ORDERS_JUL = """# ออเดอร์ลูกค้า เดือนกรกฎาคม 2568

| วันที่รับ | ลูกค้า | รายการ | ราคา | มัดจำ | ค้างจ่าย |
|---|---|---|---|---|---|
| 3 ก.ค. | คุณนภา | ชุดราตรีงานเลี้ยงบริษัท | 8,900 | 4,500 | 0 (รับแล้ว) |
| 10 ก.ค. | Mr. Daniel Koh | สูท 2 ชิ้น + เชิ้ต 2 ตัว | 13,400 | 13,400 | 0 |
| 16 ก.ค. | ป้าจันทร์ | แก้ชุด 3 ตัว | 650 | 0 | 0 |
| 24 ก.ค. | คุณอรุณี | ชุดไทยบรมพิมาน | 16,000 | 8,000 | 8,000 |

รวม 4 ออเดอร์ ยอดรวม 38,950 บาท ค้างรับ 8,000 บาท
"""
MEASURE = """# ใบวัดตัว คุณธนพล วงศ์ไพศาล — สูทแต่งงาน 3 ชิ้น

วัดวันที่ 2 สิงหาคม 2568 (ลุงประเสริฐวัด) โทร 086-723-5519

## สัดส่วน (ซม.)
- รอบคอ 40 / รอบอก 102 / รอบเอว 88 / รอบสะโพก 100
- ไหล่กว้าง 46 / แขนยาว 62 / ความยาวเสื้อสูท 76
- กางเกง: เอว 86 / ยาว 104 / ปลายขา 19 / เป้า 27

## แบบ
- สูทกระดุม 2 เม็ด ปกแหลม (peak lapel) + เสื้อกั๊ก + กางเกงไม่จีบ
- ผ้าวูลกรมท่าจากพาหุรัดสิ่งทอ ซับในสีเงิน ปักชื่อย่อ T.W. ด้านใน
- ไหล่ขวาต่ำกว่าซ้ายเล็กน้อย ให้เสริมฟองน้ำไหล่ขวา

## นัด
- ลองรอบแรก 30 ส.ค. 2568 / ลองรอบสอง 10 ก.ย. 2568 / รับชุด 20 ก.ย. 2568
- วันแต่งงาน 27 ก.ย. 2568
"""
PRICE_LIST = """# ราคาค่าตัด ร้านประเสริฐเทเลอร์ ปี 2568 (ใช้ตั้งแต่ 1 ม.ค. 2568)

- สูท 2 ชิ้น (ผ้าร้าน wool-blend) เริ่ม 7,900 บาท / 3 ชิ้น (มีเสื้อกั๊ก) เริ่ม 9,500 บาท
- สูทผ้าวูลแท้ Super 110s เริ่ม 14,500 บาท
- เชิ้ตผ้าคอตตอน ตัวละ 1,250 บาท / กางเกงสแล็ค ตัวละ 1,800 บาท
- ชุดไทยจักรพรรดิ/บรมพิมาน เริ่ม 15,000 บาท (ผ้าไหมลูกค้าเอามาเอง ลด 30%)
- ชุดเพื่อนเจ้าสาว ชุดละ 2,900 บาท (สั่ง 5 ชุดขึ้นไป)
- งานแก้: ขากางเกง 150 บาท / เอวกางเกง 250 บาท / เปลี่ยนซิป 120 บาท
- ตัดด่วน 3 วัน บวกเพิ่ม 30%
"""
TOURIST_SLIDES = [
    ("แผนรับตัดสูทนักท่องเที่ยว High Season 2568-69 (Tourist suit plan)",
     "ร้านประเสริฐเทเลอร์ เจริญกรุง บางรัก\nPrepared by Kik, August 2025"),
    ("ทำไมต้องทำ (Why)", "Hotels on Charoen Krung are full of tourists from November to February\n"
                          "Riverside Bangrak Hotel concierge agreed to send guests to us\n"
                          "A suit in 3 days with 2 fittings, shipped abroad if needed"),
    ("ราคาและรายได้ (Price & income)", "Tourist package: 1 suit + 2 shirts = 9,900 THB\n"
                                        "Target 35 packages a month for 4 months (Nov-Feb)\n"
                                        "35 x 9,900 = 346,500 THB a month\n"
                                        "Concierge commission 10% of each package"),
    ("ต้นทุน (Costs)", "Fabric and trims about 2,600 THB a package\n"
                        "Piece-rate pay: suit 1,200 + 2 shirts 320 = 1,520 THB a package\n"
                        "New JUKI lockstitch + overlock machines: 68,908 THB (Thai Sewing quote)\n"
                        "Instagram and Google Maps ads: 8,000 THB a month"),
    ("ไทม์ไลน์ (Timeline)", "Buy the machines by 30 September 2025\n"
                             "Photos of sample suits and price cards for hotels in October\n"
                             "Start taking tourist orders on 1 November 2025\n"
                             "Review the numbers at the end of February 2026"),
]
JUKI_QUOTE = [
    "THAI SEWING MACHINE CENTER CO., LTD.\n88 Chakkraphet Road, Phahurat, Bangkok 10200   Tel. 02-222-7045\n"
    "QUOTATION\nQuotation No.: TSM-Q-25-0871   Date: 20 August 2025\n"
    "To: Prasert Tailor, attn. Ms. Kanokwan Thongsuk, 1245 Charoen Krung Road, Bang Rak, Bangkok 10500\n"
    "1. JUKI DDL-9000C direct-drive lockstitch machine, with table, servo motor and LED lamp   1 set   36,900.00\n"
    "2. JUKI MO-6814S overlock machine, 3-thread, with table                                  1 set   27,500.00\n"
    "Subtotal: 64,400.00 THB\nVAT 7%: 4,508.00 THB\nGrand total: 68,908.00 THB\n"
    "Delivery, installation and training at your shop: free of charge\n"
    "Warranty: 1 year on parts and labour, free service visit every 6 months\n"
    "Optional trade-in of your old Brother lockstitch machine: minus 3,000 THB\n"
    "Payment: 50% on order, 50% on delivery. Quotation valid until 19 September 2025\n"
    "Sales: Mr. Anucha Limpaiboon, Tel. 081-902-3348",
]
MEA_AUGUST = [
    "Metropolitan Electricity Authority (MEA) - Wat Lieb District Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Prasert Tailor (Ms. Kanokwan Thongsuk)\n"
    "Address: 1245 Charoen Krung Road, Bang Rak, Bangkok 10500\n"
    "Account No.: 1004 5528 7719   Tariff: 2.1 Small general service\n"
    "Meter reading date: 28 August 2025 (previous reading 28 July 2025)\nUnits used: 1,136 kWh\n"
    "Energy charge: 4,736.12 THB\nFt charge: 223.79 THB\nService charge: 312.24 THB\n"
    "VAT 7%: 369.05 THB\nAmount due: 5,641.20 THB\nDue date: 12 September 2025\n"
    "Pay by MEA Smart Life app, bank transfer or at any 7-Eleven",
]
SIGN_TAX = """ที่ กท 8301/0457
สำนักงานเขตบางรัก ฝ่ายรายได้
ถนนนเรศ แขวงสี่พระยา เขตบางรัก กรุงเทพมหานคร 10500

18 มีนาคม 2568

เรื่อง แจ้งการประเมินภาษีป้าย ประจำปี 2568
เรียน นางสาวกนกวรรณ ทองสุข (ร้านประเสริฐเทเลอร์ เลขที่ 1245 ถนนเจริญกรุง)

ตามที่ท่านได้ยื่นแบบแสดงรายการภาษีป้าย (ภ.ป.1) ไว้ สำนักงานเขตบางรักได้ประเมินภาษีป้ายของท่านแล้ว ดังนี้

ป้ายประเภทที่ 2 (อักษรไทยปนอักษรต่างประเทศ) ข้อความ "ประเสริฐเทเลอร์ PRASERT TAILOR" ขนาด 120 x 300 ซม.
จำนวน 1 ป้าย คิดเป็น 72 หน่วย (หน่วยละ 500 ตร.ซม.) อัตราหน่วยละ 26 บาท เป็นเงินภาษี 1,872 บาท

ขอให้ท่านชำระภาษีภายใน 15 วันนับแต่วันที่ได้รับหนังสือฉบับนี้ คือภายในวันที่ 2 เมษายน 2568
ที่ฝ่ายรายได้ ชั้น 2 สำนักงานเขตบางรัก หรือชำระทางระบบออนไลน์ของกรุงเทพมหานคร
หากชำระเกินกำหนด ต้องเสียเงินเพิ่มร้อยละ 2 ต่อเดือนของค่าภาษี

สอบถามเพิ่มเติม ฝ่ายรายได้ โทร 02-236-1395 ต่อ 6402
"""
DISTRACTORS = {
    "Shop/Contracts/สัญญาชุดนักเรียน_บางรักวิทยา_2567_เก่า.txt":
        "สรุปสัญญาชุดนักเรียน โรงเรียนบางรักวิทยา ปีการศึกษา 2567 (ฉบับเก่า ส่งงานครบแล้ว)\n"
        "- เสื้อนักเรียนชาย 155 บาท / กางเกง 175 บาท / เสื้อหญิง 165 บาท / กระโปรง 195 บาท\n"
        "- จำนวนรวม 1,480 ตัว มูลค่าสัญญา 262,800 บาท\n- ส่งมอบภายใน 3 พฤษภาคม 2567 มัดจำ 30%\n",
    "Shop/Accounts/รายรับร้าน_2567_สรุป.md":
        "# สรุปรายรับร้าน ม.ค.-ก.ค. 2567 (ปีที่แล้ว)\n- รายรับรวม 1,185,300 บาท\n"
        "- เดือนที่รายรับมากที่สุด พ.ค. 2567 318,450 บาท (รับเงินชุดนักเรียน)\n"
        "- ค่าแรงช่างรวม 452,100 บาท\n- กำไรประมาณ 141,200 บาท\n",
    "Shop/Suppliers/ใบเสนอราคา_SiamWool_2567.txt":
        "ใบเสนอราคาผ้าสูท สยามวูลเทรดดิ้ง (ปี 2567 ตอนนั้นยังไม่ได้สั่ง)\n"
        "ผ้า TR wool-blend เมตรละ 350 บาท ขั้นต่ำ 40 เมตรต่อสี\nผ้าวูลแท้ เมตรละ 640 บาท\n"
        "เครดิต 30 วัน\nเซลส์: คุณวรวิทย์\n",
    "Shop/Staff/อัตราค่าแรงช่าง_2567.txt":
        "อัตราค่าแรงช่างรายชิ้น ปี 2567 (ใช้ถึง ธ.ค. 67)\nสูท/แจ็กเก็ต ชิ้นละ 1,000 บาท\n"
        "กางเกง/กระโปรง ชิ้นละ 200 บาท\nเชิ้ต/เสื้อ ตัวละ 150 บาท\nชุดผู้หญิง ชุดละ 600 บาท\nงานแก้ ชิ้นละ 45 บาท\n",
    "Shop/Orders/ออเดอร์ลูกค้า_กค68.md": ORDERS_JUL,
    "Shop/Plans/แผนสูทนักท่องเที่ยว_ร่าง.md":
        "# ไอเดียสูทนักท่องเที่ยว (ร่าง มิ.ย. 2568)\n- แพ็กเกจสูท + เชิ้ต 2 ตัว ขาย 8,500?\n"
        "- อยากได้เดือนละ 50 ชุด\n- คอนเซียร์จขอค่าคอม 15% แพงไป ต้องต่อรอง\n- จักรใหม่ ยังไม่ได้ขอใบเสนอราคา\n",
}
WORKSPECT = {"todo.md": "- ส่งชุดต้อนรับโรงแรมริเวอร์ไซด์ก่อน 15 ก.ย.\n- โอนค่าผ้าพาหุรัด ก่อน 10 ก.ย.\n"
                        "- ตอบสยามวูลเรื่องราคาผ้า\n- นัดลองชุดคุณแพรวา 6-7 ก.ย.\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านประเสริฐเทเลอร์ ม.ค.-ก.ค. 2568 (Prasert Tailor income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:4]) for row in INCOME) - total,
                  "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _pay(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in PAY.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงช่างรายชิ้น ร้านประเสริฐเทเลอร์ {title} (Piece-rate pay)"])
        sheet.append(["อัตรา (Rates): สูท/แจ็กเก็ต 1,200 | กางเกง/กระโปรง 220 | เชิ้ต/เสื้อ 160 | "
                      "ชุดผู้หญิง/ชุดไทย 650 | งานแก้ 50 บาทต่อชิ้น"])
        sheet.append(list(PAY_HEADERS))
        totals = [0, 0, 0]
        for name, suits, trousers, shirts, dresses, alterations, advance, note in rows:
            gross = (suits * RATES["suit"] + trousers * RATES["trousers"] + shirts * RATES["shirt"]
                     + dresses * RATES["dress"] + alterations * RATES["alteration"])
            sheet.append([name, suits, trousers, shirts, dresses, alterations, gross, advance, gross - advance,
                          note])
            totals = [totals[0] + gross, totals[1] + advance, totals[2] + gross - advance]
        sheet.append(["รวม (Total)", "", "", "", "", "", *totals, ""])
        for column in (7, 8, 9):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Shop"
    for sub in ("Contracts", "Accounts", "Staff", "Suppliers", "Orders", "Plans", "Bills", "Letters", "Emails"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาจ้างตัดชุดนักเรียน_บางรักวิทยา_2568.docx", SCHOOL_TOP,
               table=SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    write_docx(shop / "Contracts" / "ข้อตกลงตัดยูนิฟอร์ม_RiversideBangrak_2568.docx", HOTEL_TOP,
               table=HOTEL_TABLE, bottom=HOTEL_BOTTOM)
    (shop / "Emails" / "Riverside_HR_email_2025-08-18.txt").write_text(HOTEL_EMAIL, encoding="utf-8")
    _income(shop / "Accounts" / "รายรับรายจ่าย_ประเสริฐเทเลอร์_2568.xlsx")
    _pay(shop / "Staff" / "ค่าแรงช่าง_รายชิ้น_กค-สค68.xlsx")
    make_pdf(shop / "Suppliers" / "PhahuratTextile_invoice_2025-07.pdf", PHAHURAT_JULY)
    make_pdf(shop / "Suppliers" / "PhahuratTextile_invoice_2025-08.pdf", PHAHURAT_AUGUST)
    (shop / "Suppliers" / "SiamWool_quotation_email.txt").write_text(SIAMWOOL_EMAIL, encoding="utf-8")
    (shop / "Orders" / "LINE_คุณแพรวา_ชุดเพื่อนเจ้าสาว.txt").write_text(LINE_BRIDE, encoding="utf-8")
    (shop / "Orders" / "ออเดอร์ลูกค้า_สค68.md").write_text(ORDERS_AUG, encoding="utf-8")
    (shop / "Orders" / "วัดตัว_คุณธนพล_สูทแต่งงาน.md").write_text(MEASURE, encoding="utf-8")
    (shop / "ราคาค่าตัด_2568.md").write_text(PRICE_LIST, encoding="utf-8")
    write_slides(shop / "Plans" / "แผนตัดสูทนักท่องเที่ยว_HighSeason68.pptx", TOURIST_SLIDES)
    make_pdf(shop / "Suppliers" / "Juki_quotation_ThaiSewing_2025-08.pdf", JUKI_QUOTE)
    make_pdf(shop / "Bills" / "MEA_shop_bill_2025-08.pdf", MEA_AUGUST)
    (shop / "Letters" / "หนังสือแจ้งภาษีป้าย_เขตบางรัก_2568.txt").write_text(SIGN_TAX, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop's to-do list."""
    write_texts(workspect, WORKSPECT)
