"""A folder for bench/agent_tasks.py (`--folder coffeeroaster`): a small coffee roaster's papers in Chiang Rai.

Pimchanok (พี่พิม) Kaewmanee runs Doi Saeng Coffee Roasters (โรงคั่วดอยแสง) at Ban Du, Mueang Chiang Rai, with
Ton, who roasts: she buys green beans from hill farmers and sells roasted beans and drip bags to cafes. Her folder
holds a Thai green-bean purchase agreement with the Ban Doi Chang farmers' community enterprise (docx, a price
table by grade), a Thai lease of the Giesen roaster (docx, a rent table), the roastery's sales by month and its
costs for January-October 2568 (xlsx, two sheets, Thai/English headers) and last year's sales (xlsx), the
wholesale price list for cafes from November 2568 (xlsx), the cafes' standing weekly orders (md), a November
invoice to Khaodam Cafe (English pdf), a LINE chat export with Khaodam Cafe's owner (txt), the season's green-bean
deliveries from the farmers (md), a Bangkok importer's English email offering Ethiopian green beans (txt),
cupping notes on the new crop's samples (md), slides on selling drip bags online in 2569 (pptx), two quotes for a
drip-bag packing machine (a Thai txt and an English pdf), the roastery's PEA electricity bills for October and
November (pdf), and six distractors that share words with them (a draft roaster lease, last year's price list,
an older quote for a second-hand packing machine, last year's cupping notes, a draft of the drip-bag idea, last
year's LINE chat with the same cafe); plus a workspect that already holds a to-do list. Written blind of the
engine's rules, in session 21, for bench/data/agent_tasks_coffeeroaster_holdout.json. Every figure a task checks
is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PURCHASE_TOP = [
    "สัญญาซื้อขายสารกาแฟอาราบิก้า ฤดูการผลิต 2568/69",
    "ทำที่ อำเภอแม่สรวย จังหวัดเชียงราย วันที่ 15 ตุลาคม 2568",
    "ระหว่าง วิสาหกิจชุมชนกลุ่มผู้ปลูกกาแฟบ้านดอยช้าง (โดย นายอาเจ แซ่ลี ประธานกลุ่ม) ผู้ขาย "
    "กับ นางสาวพิมพ์ชนก แก้วมณี เจ้าของกิจการ โรงคั่วดอยแสง ผู้ซื้อ",
    "ข้อ 1. ผู้ขายตกลงขายสารกาแฟอาราบิก้า (green bean) ที่ปลูกในพื้นที่บ้านดอยช้าง รวม 3,000 กิโลกรัม "
    "ตามเกรดและราคาในตารางท้ายข้อนี้ มูลค่ารวม 1,121,000 บาท (หนึ่งล้านหนึ่งแสนสองหมื่นหนึ่งพันบาทถ้วน)",
    "ข้อ 2. ราคาต่อกิโลกรัมตามตารางเป็นราคาคงที่ตลอดฤดูการผลิต ไม่ปรับตามราคาตลาด",
]
PURCHASE_TABLE = [
    ("เกรด", "วิธีแปรรูป (Process)", "ราคาต่อกิโลกรัม", "ปริมาณ (กก.)", "มูลค่า"),
    ("AA (คัดพิเศษ screen 18 ขึ้นไป)", "Washed", "380 บาท", "1,200", "456,000 บาท"),
    ("A", "Washed", "320 บาท", "1,000", "320,000 บาท"),
    ("Specialty", "Honey", "420 บาท", "500", "210,000 บาท"),
    ("Specialty", "Natural", "450 บาท", "300", "135,000 บาท"),
]
PURCHASE_BOTTOM = [
    "ข้อ 3. ผู้ซื้อวางเงินมัดจำร้อยละ 30 ของมูลค่ารวม เป็นเงิน 336,300 บาท ในวันทำสัญญา "
    "โดยหักคืนตามสัดส่วนจากค่าสารกาแฟในการส่งมอบแต่ละครั้ง",
    "ข้อ 4. ผู้ขายทยอยส่งมอบสารกาแฟที่โรงคั่วดอยแสง ตำบลบ้านดู่ อำเภอเมืองเชียงราย ระหว่างเดือนธันวาคม 2568 "
    "ถึงเดือนมีนาคม 2569 ผู้ซื้อชำระส่วนที่เหลือภายใน 15 วันหลังรับสินค้าแต่ละครั้ง",
    "ข้อ 5. สารกาแฟต้องมีความชื้นร้อยละ 10-12 และมีเมล็ดตำหนิไม่เกิน 5 เมล็ดต่อตัวอย่าง 300 กรัม "
    "ส่วนที่ไม่ได้มาตรฐาน ผู้ซื้อมีสิทธิไม่รับและไม่ต้องชำระเงิน",
    "ข้อ 6. ผู้ขายต้องส่งตัวอย่างทุกล็อตให้ผู้ซื้อทำ cupping ก่อนส่งมอบอย่างน้อย 7 วัน",
    "ข้อ 7. หากผู้ขายส่งมอบไม่ครบตามสัญญา ต้องคืนเงินมัดจำส่วนที่เหลือภายใน 30 วันหลังสิ้นฤดู",
    "ลงชื่อ อาเจ แซ่ลี ผู้ขาย",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้ซื้อ",
    "ลงชื่อ อาหมี่ เชอหมื่อ พยาน",
]
LEASE_TOP = [
    "สัญญาเช่าเครื่องคั่วกาแฟ",
    "ทำที่ อำเภอเมืองเชียงราย จังหวัดเชียงราย วันที่ 25 เมษายน 2568",
    "ผู้ให้เช่า: บริษัท ล้านนา คอฟฟี่ อีควิปเมนท์ จำกัด (โดย นายธนากร ศรีวงค์ กรรมการผู้จัดการ)  "
    "ผู้เช่า: นางสาวพิมพ์ชนก แก้วมณี เจ้าของกิจการ โรงคั่วดอยแสง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าเครื่องคั่วกาแฟ ยี่ห้อ Giesen รุ่น W15A ขนาดคั่วสูงสุด 15 กิโลกรัมต่อรอบ "
    "หมายเลขเครื่อง GS-W15-20817 พร้อมชุดดูดควันและ afterburner ติดตั้งที่ 59/2 หมู่ 5 ตำบลบ้านดู่ "
    "อำเภอเมืองเชียงราย จังหวัดเชียงราย 57100",
    "ข้อ 2. ระยะเวลาเช่า 36 เดือน เริ่มวันที่ 1 พฤษภาคม 2568 สิ้นสุดวันที่ 30 เมษายน 2571",
    "ข้อ 3. ค่าเช่าและค่าใช้จ่ายเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 10 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 96,000 บาท (เก้าหมื่นหกพันบาทถ้วน) ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 30 วัน "
    "หลังได้รับเครื่องคืนในสภาพใช้งานได้",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับร้อยละ 1.5 ต่อเดือนของยอดที่ค้าง",
    "ข้อ 6. ผู้ให้เช่าเข้าตรวจและบำรุงรักษาเครื่องทุก 3 เดือน โดยไม่คิดค่าแรง ค่าอะไหล่สิ้นเปลืองผู้เช่าเป็นผู้จ่าย",
    "ข้อ 7. เมื่อครบสัญญา ผู้เช่ามีสิทธิซื้อเครื่องในราคาตามตารางท้ายสัญญา",
    "ข้อ 8. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วัน "
    "มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าและค่าใช้จ่ายท้ายสัญญา",
]
LEASE_TABLE = [
    ("รายการ", "จำนวนเงิน", "หมายเหตุ"),
    ("ค่าเช่าเครื่องรายเดือน", "32,000 บาท", "36 งวด (พ.ค. 2568 - เม.ย. 2571)"),
    ("ค่าบำรุงรักษาทุก 3 เดือน", "ไม่มีค่าใช้จ่าย", "ค่าอะไหล่คิดตามจริง"),
    ("ค่าขนย้ายและติดตั้ง", "18,000 บาท", "ชำระครั้งเดียววันติดตั้ง"),
    ("ราคาซื้อขาดเมื่อครบสัญญา", "395,000 บาท", "ถ้าผู้เช่าต้องการซื้อ"),
]
LEASE_BOTTOM = ["ลงชื่อ ธนากร ศรีวงค์ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้เช่า", "ลงชื่อ ธนวัฒน์ ใจคำ (ต้น) พยาน"]

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)"]
SALES_HEADERS = ("เดือน (Month)", "ขายส่งคาเฟ่ (Wholesale to cafes, THB)", "ขายปลีก/ออนไลน์ (Retail & online, THB)",
                 "ดริปแบ็ก (Drip bags, THB)", "รวม (Total, THB)", "ปริมาณคั่ว (Roasted, kg)")
SALES_2568 = [(186400, 42300, 18500, 412), (174900, 39800, 16200, 385), (192600, 45100, 21400, 428),
              (158300, 36700, 19800, 356), (149700, 33900, 17600, 338), (141200, 31800, 15900, 318),
              (138900, 30400, 16700, 309), (152400, 34600, 22800, 347), (165800, 38200, 24300, 372),
              (201500, 47900, 29600, 451)]
SALES_2567 = [(158200, 35100, 9800, 361), (149600, 33200, 8400, 342), (163900, 37800, 11200, 377),
              (131500, 30900, 9600, 305), (124800, 28400, 8900, 291), (119300, 26700, 7800, 276),
              (121600, 25900, 8300, 279), (133700, 29800, 12100, 312), (142900, 32300, 13400, 329),
              (171200, 40600, 16900, 398)]
COST_HEADERS = ("รายการ (Item)", "ม.ค.-ต.ค. 2568 (Jan-Oct 2025, THB)", "หมายเหตุ (Note)")
COSTS = [
    ("ค่าสารกาแฟ (Green beans)", 1286400, "ดอยช้าง ปางขอน ห้วยชมภู + Ethiopia"),
    ("ค่าเช่าเครื่องคั่ว (Roaster lease)", 192000, "เริ่ม พ.ค. เดือนละ 32,000"),
    ("ค่าขนย้ายติดตั้งเครื่องคั่ว (Roaster installation)", 18000, "จ่ายครั้งเดียว พ.ค."),
    ("ค่าแก๊ส LPG (Gas)", 68750, ""),
    ("ค่าไฟฟ้า (Electricity)", 41260, ""),
    ("ค่าแรงลูกจ้าง 2 คน (Wages)", 270000, "ต้น 15,000 + มายด์ 12,000 ต่อเดือน"),
    ("ถุงวาล์ว/กล่อง/ฟิลเตอร์ดริป (Packaging)", 96380, ""),
    ("ค่าขนส่ง (Shipping)", 38920, "Flash / ไปรษณีย์"),
    ("ค่าเช่าอาคารโรงคั่ว (Building rent)", 120000, "เดือนละ 12,000"),
    ("ค่าอะไหล่และซ่อมบำรุง (Parts & repairs)", 13500, ""),
]
PRICE_HEADERS = ("รหัส (Code)", "เมล็ด (Bean)", "ระดับคั่ว (Roast)", "ราคา/กก. สั่ง 1-4 กก. (THB/kg, 1-4 kg)",
                 "ราคา/กก. สั่ง 5 กก. ขึ้นไป (THB/kg, 5 kg+)", "ถุง 250 g (250 g bag, THB)")
PRICES = [
    ("DS-01", "เฮาส์เบลนด์ ดอยแสง (House Blend)", "Medium-Dark", 520, 480, 160),
    ("DS-02", "ดอยช้าง Washed AA (Doi Chang Washed AA)", "Medium", 690, 640, 210),
    ("DS-03", "ดอยช้าง Honey (Doi Chang Honey)", "Light-Medium", 780, 730, 240),
    ("DS-04", "ห้วยชมภู Natural (Huai Chomphu Natural)", "Light", 850, 800, 260),
    ("DS-05", "ปางขอน Washed (Pang Khon Washed)", "Medium", 640, 600, 195),
    ("DS-06", "เอธิโอเปีย Yirgacheffe G1 (Ethiopia, imported)", "Light", 1150, 1080, 340),
    ("DS-07", "เอสเปรสโซดาร์ก (Espresso Dark blend)", "Dark", 490, 450, 150),
]
PRICE_NOTES = [
    "ดริปแบ็ก กล่อง 10 ซอง: ราคาส่งคาเฟ่ 150 บาท / ราคาขายปลีก 220 บาท (Drip bags, box of 10)",
    "ส่งฟรีในเขตอำเภอเมืองเชียงราย เมื่อสั่ง 5 กก. ขึ้นไป (Free delivery in Mueang Chiang Rai from 5 kg)",
    "คาเฟ่ที่สั่งประจำ วางบิลสิ้นเดือน เครดิต 30 วัน (Regular cafes: monthly invoice, 30 days credit)",
]
ORDERS_NOTE = """# ออเดอร์ประจำของคาเฟ่ (standing orders) เดือนพฤศจิกายน 2568

ต้นคั่ววันจันทร์กับวันพุธ มายด์แพ็คบ่าย ส่งตามวันข้างล่าง

| คาเฟ่ | เมล็ดที่สั่ง | กก./สัปดาห์ | วันส่ง | หมายเหตุ |
|---|---|---|---|---|
| ขาวดำ คาเฟ่ (พี่โอ๋) ถ.บรรพปราการ | House Blend | 8 | อังคาร | วางบิลสิ้นเดือน |
| บ้านไร่ คาเฟ่ หน้า มฟล. | Espresso Dark | 12 | พุธ | จ่ายเงินสดทุกครั้ง |
| น้ำตก คอฟฟี่ ขุนกรณ์ | Washed AA | 5 | พุธ | |
| ร้านกาแฟชาวดอย ในมหาวิทยาลัย | House Blend | 15 | จันทร์ + พฤหัส | แบ่งส่ง 2 รอบ |
| กรีนเฮาส์ คาเฟ่ แม่สาย | Honey 4 + Natural 2 | 6 | ศุกร์ | ส่ง Flash |
| ลานนา บราวน์ เวียงชัย | House Blend 10 + Washed AA 2 | 12 | ศุกร์ | |

รวมทุกร้าน 58 กก. ต่อสัปดาห์ (ประมาณ 250 กก. ต่อเดือน)

- บ้านไร่ คาเฟ่ ขอลองเปลี่ยนเป็น House Blend ตั้งแต่ ธ.ค. ถ้าราคาได้ 470
- กรีนเฮาส์ คาเฟ่ ค้างจ่ายบิล ต.ค. 6,840 บาท โทรตามแล้ว 2 รอบ
"""
INVOICE = [
    "DOI SAENG COFFEE ROASTERS\n59/2 Moo 5, Ban Du, Mueang Chiang Rai, Chiang Rai 57100\nTel. 089-431-7726\n"
    "Tax ID: 3570100284519\n\nINVOICE\nInvoice No.: DS-6811-023\nDate: 30 November 2025\n"
    "Bill to: Khaodam Cafe (Khun Orawan Thepsiri)\n118 Banphaprakan Road, Wiang, Mueang Chiang Rai 57000\n\n"
    "Deliveries 4 - 28 November 2025\n"
    "House Blend (DS-01)        32 kg x 480.00   15,360.00\n"
    "Doi Chang Honey (DS-03)     3 kg x 780.00    2,340.00\n"
    "Doi Chang Washed AA (DS-02) 4 kg x 640.00    2,560.00\n"
    "Subtotal: 20,260.00 THB\nVAT 7%: 1,418.20 THB\nTotal due: 21,678.20 THB\n\n"
    "Payment terms: 30 days. Please pay by 30 December 2025.\n"
    "Transfer to: Kasikornbank, Chiang Rai branch, account 042-8-61937-5 (Pimchanok Kaewmanee)\n"
    "1 kg House Blend on 14 November was free of charge (replacement).",
]
LINE_CHAT = """[LINE] ประวัติการแชทกับ โอ๋ ขาวดำคาเฟ่
บันทึกเมื่อ: 15/11/2568 20:41

จ., 10/11/2568
09:05\tโอ๋ ขาวดำคาเฟ่\tพิมจ๋า อาทิตย์นี้ขอเฮาส์เบลนด์ 10 โลนะ หน้าหนาวลูกค้าเยอะมาก
09:06\tโอ๋ ขาวดำคาเฟ่\tแล้วก็ตัว honey ดอยช้าง 3 โล จะลองทำเมนู filter
09:20\tพิม ดอยแสง\tได้ค่ะพี่ เฮาส์เบลนด์ 10 โล กิโลละ 480 (ราคาส่ง 5 โลขึ้นไป) honey 3 โล กิโลละ 780 รวม 7,140 บาทค่ะ
09:21\tพิม ดอยแสง\tต้นคั่ววันพุธ ส่งให้วันศุกร์ที่ 14 พ.ย. ช่วงเช้านะคะ
09:25\tโอ๋ ขาวดำคาเฟ่\tโอเค ลงบิลรวมสิ้นเดือนเหมือนเดิมนะ
09:27\tโอ๋ ขาวดำคาเฟ่\tอ้อ ล็อตที่แล้วเฮาส์เบลนด์คั่วเข้มไปนิด ขมปลาย ลูกค้าทักมา 2-3 คน
09:40\tพิม ดอยแสง\tขอโทษค่ะพี่ รอบนั้นตั้ง end temp สูงไป 2 องศา รอบนี้ต้นแก้โปรไฟล์แล้ว แถมให้ 1 โลฟรีนะคะ
09:41\tโอ๋ ขาวดำคาเฟ่\tน่ารักที่สุด 🙏

ศ., 14/11/2568
10:15\tต้น ดอยแสง\tส่งของถึงร้านแล้วครับ เฮาส์เบลนด์ 10+1 โล honey 3 โล
10:32\tโอ๋ ขาวดำคาเฟ่\tได้รับแล้วจ้า หอมมาก

ส., 15/11/2568
20:10\tโอ๋ ขาวดำคาเฟ่\tพิม ปีใหม่พี่อยากได้ดริปแบ็กไปแจกลูกค้าประจำ 40 กล่อง ทันไหม
20:25\tพิม ดอยแสง\tทันค่ะพี่ กล่องละ 150 ราคาส่ง ส่งได้วันที่ 1 ธ.ค. ค่ะ
20:26\tโอ๋ ขาวดำคาเฟ่\tจัดมาเลย
"""
DELIVERIES_NOTE = """# บันทึกรับสารกาแฟจากกลุ่มบ้านดอยช้าง ฤดู 2568/69

สัญญา 3,000 กก. มูลค่า 1,121,000 บาท มัดจำไปแล้ว 336,300 บาท (30%) ตอนเซ็น 15 ต.ค.

## รับของแล้ว
- 3 ธ.ค. 2568: Washed AA 400 กก. x 380 = 152,000 บาท ความชื้น 11.2% ผ่าน
- 3 ธ.ค. 2568: Washed A 350 กก. x 320 = 112,000 บาท ความชื้น 11.6% ผ่าน
- 10 ธ.ค. 2568: Honey 200 กก. x 420 = 84,000 บาท ความชื้น 10.8% ผ่าน
- 10 ธ.ค. 2568: Washed AA ส่งมา 300 กก. คัดออก 25 กก. (เมล็ดแตก มอดเจาะเกิน) รับ 275 กก. x 380 = 104,500 บาท

## ยอดรวมถึงตอนนี้
- รับแล้วรวม 1,225 กก. ค่าสารรวม 452,500 บาท
- หักมัดจำตามสัดส่วน 30% = 135,750 บาท
- จ่ายจริงให้กลุ่มแล้ว 316,750 บาท (โอนวันที่ 12 ธ.ค.)
- ยังต้องรับอีก 1,775 กก. (AA 525, A 650, Honey 300, Natural 300) รอบหน้าลุงอาเจบอกกลาง ม.ค.

## ต้องทำ
- Natural 300 กก. ขอให้ส่งตัวอย่างมา cupping ก่อนอีกรอบ
- ซื้อกระสอบ GrainPro เพิ่ม 40 ใบ เก็บสารไม่ให้ชื้น
"""
IMPORTER_EMAIL = """From: Highland Green Coffee Trading <sales@highlandgreen.co.th>
To: Pimchanok Kaewmanee <doisaeng.roasters@gmail.com>
Date: Thu, 20 Nov 2025 10:42:18 +0700
Subject: Ethiopia Yirgacheffe G1 green coffee - new crop offer

Dear Khun Pim,

Thank you for cupping our Yirgacheffe sample last month. The new crop Ethiopia Yirgacheffe G1 (washed) will
arrive at our Bangkok warehouse in mid-January 2026. Our offer for Doi Saeng Coffee Roasters:

- 1-5 bags (60 kg per bag): 412 THB/kg
- 6 bags or more: 389 THB/kg
- Kenya AA (washed), same arrival: 468 THB/kg, minimum 2 bags
- Delivery to Chiang Rai by truck: 1,800 THB per shipment (up to 10 bags)
- 30% deposit with the order, the balance before dispatch
- Prices are ex-warehouse Bangkok and do not include VAT

Stock is limited, so please confirm your order by 5 December 2025. We can send another free 200 g sample of
the Kenya AA if you would like to cup it first.

Best regards,
Nattaya Wongsakul
Sales Manager, Highland Green Coffee Trading Co., Ltd. (Bangkok)
Tel. 02-318-4470 / LINE: @highlandgreen
"""
CUPPING_NOTE = """# Cupping ตัวอย่างสารฤดูใหม่ 2568/69 - วันที่ 8 พฤศจิกายน 2568

คนชิม: พี่พิม, ต้น, มายด์ (ใช้ฟอร์ม SCA คั่วตัวอย่าง 8:30 นาที ระดับ light-medium)

| ตัวอย่าง | ผู้ปลูก / แหล่ง | Process | คะแนน | รสชาติ |
|---|---|---|---|---|
| 1 | ลุงอาเจ บ้านดอยช้าง | Washed AA | 84.25 | ช็อกโกแลตนม ถั่ว เปรี้ยวกลางๆ |
| 2 | ป้าหมี่ บ้านดอยช้าง | Honey | 85.50 | น้ำผึ้ง ลูกพีช บอดี้ดี |
| 3 | พี่จ่าหลู่ บ้านปางขอน | Washed | 83.00 | คาราเมล ส้ม after taste สั้น |
| 4 | กลุ่มแม่บ้านห้วยชมภู | Natural | 86.25 | สตรอว์เบอร์รี ไวน์ หวานยาว |

## สรุป
- ตัวที่ดีที่สุดรอบนี้คือ Natural ห้วยชมภู 86.25 คะแนน ขอซื้อเพิ่ม 150 กก. เขาขอราคา 480 บาท/กก.
- Honey ของป้าหมี่ ทำเป็น single origin ขายคาเฟ่สาย filter
- ปางขอน 83.00 เอาไปผสมใน House Blend ไม่ขายเป็น single origin
- ตัวอย่าง AA ของลุงอาเจ ความชื้นวัดได้ 11.2% โอเค

## คราวหน้า
- cupping ตัว Natural ล็อตที่ดอยช้างจะส่งตามสัญญา เทียบกับห้วยชมภู
- ขอตัวอย่าง Kenya AA จาก Highland Green มาลอง
"""
DRIPBAG_SLIDES = [
    ("แผนขายดริปแบ็กออนไลน์ ปี 2569 (Drip bag online plan 2026)",
     "โรงคั่วดอยแสง เชียงราย\nPim & Ton, November 2025"),
    ("ทำไมต้องดริปแบ็ก (Why drip bags)", "Drip bag sales grew every month since June 2025\n"
                                         "Cafes and tourists ask for gift boxes at New Year\n"
                                         "Higher margin than roasted beans by the kilo"),
    ("ตัวเลข (Numbers)", "Box of 10 bags: 220 THB online\nCost per box: 118 THB (12 g coffee x 10, filters, "
                         "nitrogen flush, box)\nShopee / Lazada fees about 12%\n"
                         "Target: 1,500 boxes a month by June 2026"),
    ("สิ่งที่ต้องลงทุน (Investment)", "Automatic drip bag packing machine: budget 200,000 THB\n"
                                       "Box design and printing, 5,000 boxes: 42,500 THB\n"
                                       "Part-time packer: 9,000 THB a month"),
    ("ไทม์ไลน์ (Timeline)", "Choose the packing machine by 31 December 2025\nTest packs with cafes in January 2026\n"
                            "Launch on Shopee and LINE OA: 1 February 2026 (before Valentine's Day)"),
]
QUOTE_CMP = """ใบเสนอราคา เลขที่ QT-CMP-68-214
ห้างหุ้นส่วนจำกัด เชียงใหม่ แพ็คกิ้ง ซัพพลาย
88/14 ถนนเชียงใหม่-ลำปาง ตำบลฟ้าฮ่าม อำเภอเมืองเชียงใหม่ โทร 053-240-115

วันที่ 18 พฤศจิกายน 2568
เรียน คุณพิมพ์ชนก แก้วมณี (โรงคั่วดอยแสง)

รายการ: เครื่องบรรจุดริปแบ็กอัตโนมัติ รุ่น DP-40 (ซองในพร้อมซองนอก เติมไนโตรเจน)
- ความเร็ว 40 ซองต่อนาที
- ราคา 185,000 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)
- ฟรีค่าขนส่ง ติดตั้ง และสอนใช้งานที่โรงคั่ว
- รับประกัน 1 ปี (อะไหล่และค่าแรง)
- ส่งของภายใน 30 วันหลังชำระมัดจำ 50%
- ยืนราคา 30 วัน

ผู้เสนอราคา: คุณวีระพงษ์ ทองดี 081-992-4038
"""
QUOTE_SPT = [
    "SIAM PACK TECH CO., LTD.\n55 Soi Bang Na-Trat 25, Bang Na, Bangkok 10260\nTel. 02-744-9130\n\n"
    "QUOTATION\nQuotation No.: SPT-Q2025-1187\nDate: 25 November 2025\n"
    "To: Doi Saeng Coffee Roasters (Khun Pimchanok Kaewmanee), Chiang Rai\n\n"
    "Item: Automatic drip bag packing machine, model SPT-DB60\n"
    "- Inner drip bag and outer envelope, nitrogen flushing\n- Speed: 60 bags per minute\n"
    "- Price: 238,000 THB (VAT included)\n- Delivery and installation in Chiang Rai: 4,500 THB\n"
    "- Warranty: 2 years on parts, 1 year on labour\n- Delivery: 45 days after a 40% deposit\n"
    "- Free training for 2 staff\n\nThis quotation is valid until 25 December 2025.\n"
    "Sales engineer: Mr. Krit Anantachai, 086-551-2094",
]
PEA_OCT = [
    "Provincial Electricity Authority (PEA) - Chiang Rai Office\nELECTRICITY BILL - October 2025\n"
    "Customer: Doi Saeng Coffee Roasters (Ms. Pimchanok Kaewmanee)\n"
    "Address: 59/2 Moo 5, Ban Du, Mueang Chiang Rai, Chiang Rai 57100\n"
    "Account No.: 020061448931   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 October 2025 - 31 October 2025\nUnits used: 1,935 kWh\n"
    "Energy charge: 8,123.52 THB\nFt charge: 381.58 THB\nService charge: 312.24 THB\nVAT 7%: 617.21 THB\n"
    "Amount due: 9,434.55 THB\nDue date: 14 November 2025",
]
PEA_NOV = [
    "Provincial Electricity Authority (PEA) - Chiang Rai Office\nELECTRICITY BILL - November 2025\n"
    "Customer: Doi Saeng Coffee Roasters (Ms. Pimchanok Kaewmanee)\n"
    "Address: 59/2 Moo 5, Ban Du, Mueang Chiang Rai, Chiang Rai 57100\n"
    "Account No.: 020061448931   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 November 2025 - 30 November 2025\nUnits used: 2,214 kWh\n"
    "Energy charge: 9,294.81 THB\nFt charge: 436.60 THB\nService charge: 312.24 THB\nVAT 7%: 703.06 THB\n"
    "Amount due: 10,746.71 THB\nDue date: 15 December 2025",
]
DISTRACTORS = {
    "Roastery/Contracts/สัญญาเช่าเครื่องคั่ว_ร่าง_v1.txt":
        "ร่างสัญญาเช่าเครื่องคั่ว (ร่างแรกจากล้านนา คอฟฟี่ อีควิปเมนท์ มีนาคม 2568 ยังไม่เซ็น)\n"
        "- เครื่อง Giesen W15A ค่าเช่าเดือนละ 35,000 บาท\n- ระยะเวลา 24 เดือน\n"
        "- เงินประกัน 3 เดือน = 105,000 บาท\n- ค่าบำรุงรักษาครั้งละ 3,500 บาท\n"
        "- ขอต่อรอง: 36 เดือน ค่าเช่าไม่เกิน 32,000 และขอสิทธิซื้อเครื่องตอนจบ\n",
    "Roastery/Sales/ราคาส่งคาเฟ่_2567_เก่า.md":
        "# ราคาส่งเมล็ดคั่วสำหรับคาเฟ่ ปี 2567 (ใช้ถึง ต.ค. 2568)\n"
        "- House Blend 460 บาท/กก. (5 กก. ขึ้นไป 430)\n- ดอยช้าง Washed AA 620 บาท/กก. (5 กก. ขึ้นไป 590)\n"
        "- ดอยช้าง Honey 700 บาท/กก. (5 กก. ขึ้นไป 660)\n- Espresso Dark 450 บาท/กก.\n"
        "- ดริปแบ็ก กล่อง 10 ซอง ราคาส่ง 130 บาท\n",
    "Roastery/Quotes/ใบเสนอราคา_เครื่องแพ็คดริปมือสอง_2567.txt":
        "ใบเสนอราคา เครื่องบรรจุดริปแบ็กมือสอง (กันยายน 2567 ตอนนั้นยังไม่ซื้อ)\n"
        "ผู้ขาย: ร้านเจริญการช่าง ลำพูน\nรุ่น HK-30 ใช้มาแล้ว 3 ปี ความเร็ว 30 ซอง/นาที\n"
        "ราคา 95,000 บาท ไม่มีรับประกัน ขนส่งเอง\n",
    "Roastery/Cupping/cupping_2567-11_ปีที่แล้ว.md":
        "# Cupping ตัวอย่างฤดู 2567/68 (พฤศจิกายน 2567)\n\n"
        "- ลุงอาเจ Washed AA 83.50\n- ป้าหมี่ Honey 84.75\n- ปางขอน Washed 82.25\n"
        "- ปีที่แล้วยังไม่มี Natural ห้วยชมภู\n- ตัดสินใจซื้อ AA 1,000 กก. ราคา 350 บาท/กก.\n",
    "Roastery/Plans/ดริปแบ็ก_ไอเดีย_ร่าง.md":
        "# ไอเดียขายดริปแบ็กออนไลน์ (ร่าง ก.ย. 2568)\n- ขายกล่องละ 199 ดีไหม? หรือ 250\n"
        "- เป้าแรกๆ 800 กล่อง/เดือน\n- แพ็คมือไปก่อน ยังไม่ซื้อเครื่อง\n- ถามต้นเรื่องไนโตรเจน\n",
    "Roastery/Chats/LINE_โอ๋ขาวดำคาเฟ่_2567-11.txt":
        "[LINE] ประวัติการแชทกับ โอ๋ ขาวดำคาเฟ่\nบันทึกเมื่อ: 20/11/2567 19:02\n\n"
        "พ., 13/11/2567\n10:02\tโอ๋ ขาวดำคาเฟ่\tพิม ขอเฮาส์เบลนด์ 8 โลนะ\n"
        "10:15\tพิม ดอยแสง\tได้ค่ะ กิโลละ 430 รวม 3,440 บาท ส่งวันศุกร์ที่ 15 พ.ย. ค่ะ\n"
        "10:16\tโอ๋ ขาวดำคาเฟ่\tโอเคจ้า\n",
}
WORKSPECT = {"todo.md": "- ตอบ Highland Green เรื่อง Ethiopia ก่อน 5 ธ.ค.\n- เลือกเครื่องแพ็คดริปแบ็กให้จบ ธ.ค.\n"
                        "- วางบิลคาเฟ่สิ้นเดือน\n- นัดลุงอาเจส่งสารรอบ ม.ค.\n"}


def _sales_sheet(sheet, title: str, rows: list[tuple]) -> None:
    sheet.append([title])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, rows):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*rows))[:3]),
                  sum(sum(row[:3]) for row in rows), sum(row[3] for row in rows)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)


def _sales_2568(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    _sales_sheet(sheet, "ยอดขายโรงคั่วดอยแสง ม.ค.-ต.ค. 2568 (Doi Saeng Roasters sales, Jan-Oct 2025)", SALES_2568)
    costs = book.create_sheet("รายจ่าย Costs")
    costs.append(list(COST_HEADERS))
    for row in COSTS:
        costs.append(list(row))
    total = sum(row[1] for row in COSTS)
    costs.append(["รวมรายจ่าย (Total costs)", total, ""])
    costs.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:3]) for row in SALES_2568) - total,
                  "ยอดขาย - รายจ่าย"])
    money_format(costs, 2)
    book.save(path)


def _sales_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    _sales_sheet(sheet, "ยอดขายโรงคั่วดอยแสง ม.ค.-ต.ค. 2567 (Doi Saeng Roasters sales, Jan-Oct 2024)", SALES_2567)
    book.save(path)


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาส่ง Wholesale"
    sheet.append(["ราคาส่งเมล็ดกาแฟคั่วสำหรับคาเฟ่ โรงคั่วดอยแสง ตั้งแต่ 1 พ.ย. 2568 "
                  "(Doi Saeng wholesale price list from 1 Nov 2025)"])
    sheet.append(list(PRICE_HEADERS))
    for row in PRICES:
        sheet.append(list(row))
    sheet.append([])
    for note in PRICE_NOTES:
        sheet.append([note])
    for column in (4, 5, 6):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Roastery"
    for sub in ("Contracts", "Accounts", "Sales", "Chats", "GreenBeans", "Cupping", "Plans", "Quotes", "Bills"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาซื้อขายสารกาแฟ_วิสาหกิจบ้านดอยช้าง_2568.docx", PURCHASE_TOP,
               table=PURCHASE_TABLE, bottom=PURCHASE_BOTTOM)
    write_docx(shop / "Contracts" / "สัญญาเช่าเครื่องคั่ว_Giesen_W15A.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    _sales_2568(shop / "Accounts" / "ยอดขายและรายจ่าย_โรงคั่ว_2568.xlsx")
    _sales_2567(shop / "Accounts" / "ยอดขาย_โรงคั่ว_2567.xlsx")
    _price_list(shop / "Sales" / "ราคาส่ง_Wholesale_PriceList_พย2568.xlsx")
    (shop / "Sales" / "ออเดอร์ประจำคาเฟ่_พย2568.md").write_text(ORDERS_NOTE, encoding="utf-8")
    make_pdf(shop / "Sales" / "Invoice_DS-6811-023_Khaodam.pdf", INVOICE)
    (shop / "Chats" / "LINE_โอ๋ขาวดำคาเฟ่_2568-11.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "GreenBeans" / "บันทึกรับสารกาแฟ_ฤดู2568-69.md").write_text(DELIVERIES_NOTE, encoding="utf-8")
    (shop / "GreenBeans" / "HighlandGreen_Ethiopia_offer_email.txt").write_text(IMPORTER_EMAIL, encoding="utf-8")
    (shop / "Cupping" / "cupping_สารฤดูใหม่_2568-11-08.md").write_text(CUPPING_NOTE, encoding="utf-8")
    write_slides(shop / "Plans" / "แผนขายดริปแบ็กออนไลน์_2569.pptx", DRIPBAG_SLIDES)
    (shop / "Quotes" / "ใบเสนอราคา_เครื่องแพ็คดริป_เชียงใหม่แพ็คกิ้ง.txt").write_text(QUOTE_CMP, encoding="utf-8")
    make_pdf(shop / "Quotes" / "SiamPackTech_quotation_dripbag_machine.pdf", QUOTE_SPT)
    make_pdf(shop / "Bills" / "PEA_roastery_bill_2025-10.pdf", PEA_OCT)
    make_pdf(shop / "Bills" / "PEA_roastery_bill_2025-11.pdf", PEA_NOV)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
