"""A folder for bench/agent_tasks.py (`--folder noodleshop`): a Nonthaburi family's boat-noodle shop papers.

Wichai (เฮียชัย) and Nittaya (เจ๊นิด) Saetang run Jae Nid Boat Noodles (ร้านก๋วยเตี๋ยวเรือเจ๊นิด) in a rented
shophouse on Pracharat Road near the Nonthaburi pier, with two staff (Somsri, and Mod from Myanmar); their daughter
Praew keeps the books and reads English. The folder: a Thai shophouse lease (docx, a rent table), a Thai LPG supply
agreement with their gas shop (docx, a price table), the shop's sales and costs by month for January-July 2568
(xlsx, two sheets, Thai/English headers) and last year's sales by month (xlsx), a Thai cost-per-bowl note (md), a
Makro receipt, the pork/beef supplier's July statement and the gas shop's July invoice (English pdf), two LINE MAN
merchant statements for June and July (pdf), GrabFood's English offer email (txt), a Thai staff and wages note (md),
a family LINE chat export (txt), slides on opening a second branch at Bang Yai market (pptx), the municipality's
Thai letter about the shop inspection and grease trap (txt), the household's spending for June and July (xlsx), and
six distractors that share words with them (a draft lease, an older gas quote, last year's cost per bowl, a first
draft of the branch idea, an older noodle-cart quote, last year's wages note); plus a workspect that already holds a
to-do list. Written blind of the engine's rules, in session 19. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์ (ตึกแถว)",
    "ทำที่ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี วันที่ 15 มีนาคม 2567",
    "ผู้ให้เช่า: นางวรรณา พูลสวัสดิ์  ผู้เช่า: นายวิชัย แซ่ตั้ง และ นางนิตยา แซ่ตั้ง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าตึกแถว 2 ชั้น 1 คูหา เลขที่ 45/12 ถนนประชาราษฎร์ ตำบลสวนใหญ่ "
    "อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000 เพื่อใช้ประกอบกิจการร้านอาหาร (ร้านก๋วยเตี๋ยวเรือเจ๊นิด) "
    "และใช้ชั้นสองเป็นที่พักอาศัยของผู้เช่า",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 เมษายน 2567 สิ้นสุดวันที่ 31 มีนาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระล่วงหน้าภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า "
    "ธนาคารกรุงไทย สาขาท่าน้ำนนทบุรี",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 30,000 บาท (สามหมื่นบาทถ้วน) และค่าเช่าล่วงหน้า 1 เดือน ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนเงินประกันภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายเอง ผู้เช่าต้องติดตั้งเครื่องดูดควันและบ่อดักไขมัน "
    "ห้ามตั้งโต๊ะล้ำทางเท้าเกิน 1 เมตร",
    "ข้อ 7. การซ่อมแซมโครงสร้างและหลังคาเป็นหน้าที่ของผู้ให้เช่า การซ่อมแซมเล็กน้อยภายในร้านเป็นหน้าที่ของผู้เช่า",
    "ข้อ 8. หากผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 9. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้า 90 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "เม.ย. 2567 - มี.ค. 2568", "15,000 บาท"),
    ("ปีที่ 2", "เม.ย. 2568 - มี.ค. 2569", "15,000 บาท"),
    ("ปีที่ 3", "เม.ย. 2569 - มี.ค. 2570", "16,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วรรณา พูลสวัสดิ์ ผู้ให้เช่า", "ลงชื่อ วิชัย แซ่ตั้ง ผู้เช่า", "ลงชื่อ นิตยา แซ่ตั้ง ผู้เช่า",
                "ลงชื่อ สมพร พูลสวัสดิ์ พยาน"]
GAS_TOP = [
    "ข้อตกลงการสั่งซื้อและจัดส่งก๊าซหุงต้ม (LPG)",
    "ระหว่าง ห้างหุ้นส่วนจำกัด นนท์ทวีแก๊ส (Non Thawee Gas Ltd., Part.) ผู้ขาย "
    "กับ ร้านก๋วยเตี๋ยวเรือเจ๊นิด (นางนิตยา แซ่ตั้ง) ผู้ซื้อ",
    "ทำที่ อำเภอเมืองนนทบุรี วันที่ 1 กุมภาพันธ์ 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 กุมภาพันธ์ 2568 ถึงวันที่ 31 มกราคม 2569",
    "ข้อ 2. ผู้ขายจัดส่งก๊าซถึงร้านฟรีภายใน 2 ชั่วโมงหลังสั่งทางโทรศัพท์หรือ LINE ทุกวัน 06:00-18:00 น.",
    "ข้อ 3. ผู้ซื้อวางมัดจำถังขนาด 48 กก. จำนวน 2 ถัง ถังละ 3,500 บาท รวม 7,000 บาท "
    "คืนเต็มจำนวนเมื่อเลิกข้อตกลงและคืนถังในสภาพดี",
    "ข้อ 4. ผู้ขายวางบิลทุกสิ้นเดือน ผู้ซื้อชำระภายในวันที่ 10 ของเดือนถัดไป",
    "ข้อ 5. ราคาก๊าซตามตารางนี้ (รวมภาษีมูลค่าเพิ่มและค่าส่งแล้ว)",
]
GAS_PRICES = [
    ("ขนาดถัง", "ราคาต่อถัง", "หมายเหตุ"),
    ("15 กก.", "435 บาท", "ถังสำรอง / เตาผัด"),
    ("48 กก.", "1,390 บาท", "ใช้กับเตาต้มน้ำซุปหน้าร้าน"),
]
GAS_BOTTOM = [
    "ข้อ 6. ราคาอาจปรับตามราคาขายปลีกที่กรมธุรกิจพลังงานประกาศ โดยผู้ขายแจ้งผู้ซื้อล่วงหน้าไม่น้อยกว่า 7 วัน",
    "ข้อ 7. ผู้ขายตรวจเช็กสายแก๊ส หัวปรับแรงดัน และรอยรั่วให้ฟรีทุก 6 เดือน อะไหล่คิดตามจริง",
    "ข้อ 8. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งล่วงหน้า 15 วัน",
    "ผู้ติดต่อ: คุณสุรเชษฐ์ ทวีผล โทร 089-214-6637",
    "ลงชื่อ สุรเชษฐ์ ทวีผล ผู้ขาย",
    "ลงชื่อ นิตยา แซ่ตั้ง ผู้ซื้อ",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน เงินสด (Walk-in cash, THB)", "โอน/สแกน QR (QR transfer, THB)",
                 "LINE MAN ยอดขายในแอป (Delivery app sales, THB)", "รวมยอดขาย (Total sales, THB)",
                 "จำนวนชาม (Bowls sold)", "วันเปิดร้าน (Days open)")
SALES = [(98400, 121600, 72300, 5020, 26), (91200, 118900, 69800, 4790, 24), (102700, 130400, 76500, 5310, 27),
         (84500, 112300, 81200, 4760, 22), (96800, 127500, 84600, 5230, 26), (90300, 124100, 88140, 5150, 25),
         (94600, 133800, 95260, 5480, 26)]
COST_HEADERS = ("เดือน (Month)", "วัตถุดิบ (Ingredients, THB)", "ค่าแก๊ส (Gas, THB)", "ค่าแรงลูกจ้าง (Wages, THB)",
                "ค่าเช่า (Rent, THB)", "ค่าไฟ+น้ำ (Electricity & water, THB)",
                "ค่า GP+โปร LINE MAN (App commission, THB)", "รวมรายจ่าย (Total costs, THB)",
                "กำไร (Profit, THB)")
COSTS = [(118500, 12090, 22100, 15000, 6840, 21950), (112300, 11120, 20400, 15000, 6520, 21190),
         (124800, 12510, 22950, 15000, 7410, 23230), (113600, 10290, 18700, 15000, 8260, 24650),
         (122900, 12080, 22100, 15000, 8930, 25680), (121400, 12090, 21250, 15000, 8150, 29533),
         (128750, 14030, 22100, 15000, 7980, 32558)]
MONTHS_2567 = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
               "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2567 = [(201300, 51200, 4980), (193800, 49600, 4770), (208400, 53900, 5140), (176200, 58300, 4420),
              (199100, 60800, 4890), (198600, 63200, 4860), (205700, 65900, 5050), (197400, 64100, 4860),
              (189900, 61700, 4680), (203500, 66400, 5010), (210800, 68200, 5190), (221300, 70900, 5420)]
COST_NOTE = """# ต้นทุนต่อชาม ก๋วยเตี๋ยวเรือ ปี 2568 (คิดใหม่ ก.ค. 68)

คิดโดย แพรว กับ แม่นิด จากบิลแม็คโคร บิลหมูเฮียโชคชัย และบิลแก๊สเดือน มิ.ย.-ก.ค. 68

## ชามธรรมดา (หมู) ขายหน้าร้าน 50 บาท
- เส้น (เส้นเล็ก/หมี่/บะหมี่) 4.50 บาท
- หมูสับ หมูตุ๋น 9.00 บาท
- ลูกชิ้นหมู 4 ลูก 5.20 บาท
- น้ำซุป (กระดูก เครื่องตุ๋น เลือดหมู) 6.30 บาท
- ผักบุ้ง ถั่วงอก 1.80 บาท
- แก๊ส 1.40 บาท
- กากหมู เครื่องปรุง 1.30 บาท
- รวมต้นทุน 29.50 บาท กำไรขั้นต้นชามละ 20.50 บาท

## ชามพิเศษ (เนื้อ) ขายหน้าร้าน 60 บาท
- รวมต้นทุน 38.60 บาท (เนื้อตุ๋นแพงขึ้นมาก) กำไรขั้นต้นชามละ 21.40 บาท

## ขายผ่าน LINE MAN
- ตั้งราคาในแอปชามธรรมดา 70 บาท ชามพิเศษ 80 บาท เพราะโดนหัก GP 30% + VAT
- ค่ากล่อง ถุงน้ำซุป ช้อนส้อม ชุดละ 6.50 บาท
- ชามธรรมดาในแอป เหลือกำไรประมาณ 12.60 บาท น้อยกว่าขายหน้าร้าน

## สรุป
- หมูสับขึ้นจาก 150 เป็น 160 บาท/กก. ตั้งแต่ 1 ส.ค. 68 ต้นทุนชามธรรมดาจะขึ้นเป็นประมาณ 30.10 บาท
- คุยกันว่าจะขึ้นราคาหน้าร้าน 5 บาท (ดูในแชทครอบครัว)
"""
COST_NOTE_2567 = """# ต้นทุนต่อชาม ก๋วยเตี๋ยวเรือ ปี 2567

## ชามธรรมดา (หมู) ขาย 45 บาท
- รวมต้นทุน 26.75 บาท กำไรขั้นต้นชามละ 18.25 บาท

## ชามพิเศษ (เนื้อ) ขาย 55 บาท
- รวมต้นทุน 34.20 บาท

## LINE MAN
- ตั้งราคาในแอป 60 บาท GP ตอนนั้น 30%
- หมูสับ กก.ละ 140 บาท
"""
MAKRO_PAGES = [
    "Siam Makro Public Company Limited - Makro Rattanathibet Branch\n"
    "88 Rattanathibet Road, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000\n"
    "TAX INVOICE / RECEIPT   No. RTB-250719-004381\nDate: 19 July 2025  10:42\n"
    "Member: Jae Nid Boat Noodles (Mrs. Nittaya Saetang)   Member card: 4102-88-5571\n"
    "Rice noodles sen lek 3 kg x 6 bags @ 135.00 = 810.00\n"
    "Egg noodles ba mee 1 kg x 10 @ 58.00 = 580.00\n"
    "Pork balls 1 kg x 12 @ 119.00 = 1,428.00\n"
    "Beef balls 1 kg x 6 @ 189.00 = 1,134.00\n"
    "Bean sprouts 1 kg x 10 @ 28.00 = 280.00\n"
    "Morning glory 1 kg x 8 @ 45.00 = 360.00\n"
    "Dark soy sauce 2 L x 6 @ 96.00 = 576.00\n"
    "Fermented bean curd (tao hu yee) x 12 @ 32.00 = 384.00\n"
    "Fried garlic 500 g x 6 @ 89.00 = 534.00\n"
    "Chili flakes 500 g x 4 @ 72.00 = 288.00\n"
    "Foam-free takeaway bowls 50 pcs x 10 @ 84.00 = 840.00\n"
    "Total (VAT included): 7,214.00 THB\nVAT 7% included: 471.94 THB\n"
    "Paid by: QR PromptPay 7,214.00 THB\nItems: 11   Thank you for shopping at Makro",
]
MEAT_PAGES = [
    "Chokchai Fresh Meat - Pak Kret Market, Nonthaburi\nTel. 081-339-0528 (Hia Chokchai)\n"
    "STATEMENT OF ACCOUNT - July 2025\nCustomer: Jae Nid Boat Noodles, 45/12 Pracharat Road, Nonthaburi\n"
    "Deliveries 1-31 July 2025 (delivered at 05:30, Tuesday to Sunday)\n"
    "Minced pork 150 THB/kg: 118 kg = 17,700.00\n"
    "Pork shoulder for stewing 165 THB/kg: 92 kg = 15,180.00\n"
    "Beef brisket for stewing 290 THB/kg: 54 kg = 15,660.00\n"
    "Pork bones for soup 45 THB/kg: 130 kg = 5,850.00\n"
    "Pig blood 30 THB/kg: 68 kg = 2,040.00\n"
    "Pork liver 110 THB/kg: 18 kg = 1,980.00\n"
    "Total July 2025: 58,410.00 THB\nBalance brought forward (June): 0.00 THB\n"
    "Amount due: 58,410.00 THB\nPayment due: 5 August 2025\n"
    "Transfer to Kasikorn Bank 063-2-45871-9 (Chokchai Meesuk)\n"
    "Notice: from 1 August 2025 minced pork goes up to 160 THB/kg and pork shoulder to 175 THB/kg.",
]
GAS_INVOICE_PAGES = [
    "Non Thawee Gas Ltd., Part.\n112/4 Tiwanon Road, Tha Sai, Mueang Nonthaburi 11000   Tel. 089-214-6637\n"
    "INVOICE   No. NTG-2568/0734\nDate: 31 July 2025\n"
    "Customer: Jae Nid Boat Noodles (Mrs. Nittaya Saetang), 45/12 Pracharat Road, Nonthaburi\n"
    "LPG 48 kg cylinder x 9 @ 1,390.00 = 12,510.00\n"
    "LPG 15 kg cylinder x 2 @ 435.00 = 870.00\n"
    "Regulator and hose replacement (22 July 2025) = 650.00\n"
    "Total (VAT included): 14,030.00 THB\n"
    "Payment due: 10 August 2025 (per agreement dated 1 February 2025)\n"
    "Next free safety check: February 2026",
]
LINEMAN_JUNE = [
    "LINE MAN Wongnai - Merchant Monthly Statement\nStatement period: 1 June 2025 - 30 June 2025\n"
    "Merchant: Jae Nid Boat Noodles (Tha Nam Non)   Merchant ID: LMW-NB-208115\n"
    "Completed orders: 612\nCancelled orders: 9\n"
    "Gross food sales: 88,140.00 THB\n"
    "GP commission 30%: 26,442.00 THB\nVAT 7% on commission: 1,850.94 THB\n"
    "Shop-funded discounts (promotion): 1,240.00 THB\n"
    "Net payout: 58,607.06 THB\n"
    "Payouts to Kasikorn Bank ***-2-71934-* every Wednesday\n"
    "Customer rating: 4.7 (1,284 reviews)",
]
LINEMAN_JULY = [
    "LINE MAN Wongnai - Merchant Monthly Statement\nStatement period: 1 July 2025 - 31 July 2025\n"
    "Merchant: Jae Nid Boat Noodles (Tha Nam Non)   Merchant ID: LMW-NB-208115\n"
    "Completed orders: 655\nCancelled orders: 14\n"
    "Gross food sales: 95,260.00 THB\n"
    "GP commission 30%: 28,578.00 THB\nVAT 7% on commission: 2,000.46 THB\n"
    "Shop-funded discounts (promotion): 1,980.00 THB\n"
    "Net payout: 62,701.54 THB\n"
    "Payouts to Kasikorn Bank ***-2-71934-* every Wednesday\n"
    "Customer rating: 4.6 (1,351 reviews)",
]
GRAB_EMAIL = """From: GrabFood Merchant Partnerships <merchant.partners.th@grab.com>
To: Praew Saetang <praew.jaenid@gmail.com>
Date: Wed, 16 Jul 2025 10:18:47 +0700
Subject: Bring Jae Nid Boat Noodles to GrabFood - special commission offer

Hi Khun Praew,

Thanks for chatting with our team at the Nonthaburi merchant day. As we discussed, here is our offer for
Jae Nid Boat Noodles:

- Commission: 25% per order for the first 6 months, then our standard 30%
- No sign-up fee; we take the menu photos for free
- Payouts every day to your bank account (next business day)
- Delivery radius up to 7 km from Pracharat Road
- Optional: join our "Lunch Deals" campaign with a 10% shop-funded discount, and we add another 10% from Grab
- You can use the same menu prices as LINE MAN; we do not require exclusivity

To get the 25% rate, please complete the online sign-up and send your shop documents by 31 August 2025.

Best regards,
Natthawut K.
Merchant Acquisition, GrabFood Thailand (Nonthaburi & Pathum Thani)
Tel. 02-018-4477
"""
STAFF_NOTE = """# ลูกจ้างร้านเจ๊นิด ค่าแรงและวันหยุด ปี 2568

ร้านเปิด 07:00-15:00 น. หยุดทุกวันจันทร์ (เดือนหนึ่งเปิดประมาณ 26 วัน)

## พี่สมศรี ทองดี (ลวกเส้น เสิร์ฟ เก็บเงิน)
- ค่าแรงวันละ 450 บาท (ขึ้นจาก 420 ตั้งแต่ ม.ค. 68)
- ทำงานกับร้านมา 6 ปี เข้าประกันสังคมแล้ว ร้านจ่ายส่วนนายจ้างเดือนละ 750 บาท

## น้องมด (Moe Moe Aye) ชาวเมียนมา (ล้างจาน เตรียมผัก ลูกชิ้น)
- ค่าแรงวันละ 400 บาท พักที่ห้องชั้นบนของร้าน ไม่เก็บค่าห้อง
- ใบอนุญาตทำงาน (work permit) หมดอายุ 14 ตุลาคม 2568 ต้องต่อก่อนหมดอายุอย่างน้อย 30 วัน
- ค่าต่อ work permit + ตรวจสุขภาพ + ประกันสุขภาพ ประมาณ 5,900 บาท ร้านออกให้

## การจ่ายเงิน
- จ่ายค่าแรงเดือนละ 2 รอบ วันที่ 15 และวันสิ้นเดือน
- เบิกล่วงหน้าได้ไม่เกิน 1,500 บาทต่อรอบ
- โบนัสสงกรานต์คนละ 1,000 บาท ร้านปิดสงกรานต์ 13-16 เม.ย.
- วันหยุดพิเศษ: ลาได้ปีละ 6 วันไม่หักเงิน
"""
STAFF_NOTE_2567 = """# ลูกจ้างร้าน ค่าแรง ปี 2567

- พี่สมศรี วันละ 420 บาท
- น้องมด วันละ 370 บาท (work permit ต่อแล้ว ถึง ต.ค. 68)
- น้องเบียร์ (พาร์ทไทม์ เสาร์-อาทิตย์) วันละ 350 บาท ลาออก ธ.ค. 67
- จ่ายเดือนละ 2 รอบ วันที่ 15 และสิ้นเดือน
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม บ้านแซ่ตั้ง ร้านเจ๊นิด
บันทึกเมื่อ: 29/07/2568 21:36

อ., 22/07/2568
06:48\tนิด\tเฮียๆ เตาต้มน้ำซุปได้กลิ่นแก๊สแรงมาก ปิดวาล์วแล้ว
06:50\tเฮียชัย\tโทรหาสุรเชษฐ์ นนท์ทวีแก๊สแล้ว เดี๋ยวเขามาภายในครึ่งชั่วโมง
07:35\tเฮียชัย\tเขาดูแล้วหัวปรับแรงดันรั่ว สายก็แข็งแล้ว เปลี่ยนให้ใหม่ทั้งชุด 650 บาท ลงบิลสิ้นเดือน
07:36\tนิด\tโอเค วันนี้เปิดร้านช้าไปชั่วโมงนึงนะ
07:40\tแพรว\tแม่ระวังด้วยนะคะ

พ., 23/07/2568
14:10\tเฮียชัย\tเฮียโชคชัยบอกหมูสับขึ้นเป็นโลละ 160 ตั้งแต่ 1 ส.ค. สันคอขึ้นเป็น 175
14:12\tแพรว\tแพรวคิดต้นทุนใหม่แล้ว ชามธรรมดาจะเกือบ 30 บาท กำไรลดลงอีก
14:15\tนิด\tงั้นขึ้นราคาเลย ชามธรรมดาจาก 50 เป็น 55 บาท พิเศษจาก 60 เป็น 65 บาท เริ่ม 1 ส.ค.
14:16\tเฮียชัย\tโอเค ในแอป LINE MAN ยังไม่ต้องขึ้น ไว้ดูอีกเดือน
14:20\tแพรว\tเดี๋ยวแพรวพิมพ์ป้ายราคาใหม่ไปติดหน้าร้านให้ค่ะ

ศ., 25/07/2568
16:02\tสมศรี\tเจ๊คะ สมศรีขอลาวันเสาร์ที่ 9 ส.ค. นะคะ ไปงานบวชหลานที่สุพรรณ
16:10\tนิด\tได้จ้ะ วันนั้นให้แพรวมาช่วยหน้าร้านแทน
16:11\tแพรว\tได้ค่ะแม่

จ., 28/07/2568
20:30\tแพรว\tGrab ส่งเมลมาเสนอ GP 25% หกเดือนแรกนะคะ ต้องสมัครก่อน 31 ส.ค.
20:33\tเฮียชัย\tลองดูก็ได้ แต่ต้องไม่ทำให้ LINE MAN ช้าลง ครัวรับไหวไหม
20:35\tนิด\tเที่ยงๆ ก็ยุ่งอยู่แล้ว ไว้คุยกันวันอาทิตย์
"""
BRANCH_SLIDES = [
    ("แผนเปิดสาขา 2 ตลาดบางใหญ่ (Second branch plan)",
     "ก๋วยเตี๋ยวเรือเจ๊นิด\nPrepared by Praew, July 2025"),
    ("ทำเล (Location)", "Food-court kiosk in Bang Yai market, next to the Purple Line station\n"
                        "Rent 8,500 THB a month, deposit 2 months (17,000 THB)\n"
                        "Open 10:00-19:00, closed Mondays like the main shop"),
    ("เงินลงทุน (Investment)", "Stainless noodle cart, 2 pots: 38,500 THB\nTables, chairs, sign: 24,000 THB\n"
                              "Deposit and first month's rent: 25,500 THB\nStock, bowls, gas cylinders: 22,000 THB\n"
                              "Reserve cash: 35,000 THB\nTotal investment: 145,000 THB"),
    ("ประมาณการ (Forecast)", "About 150 bowls a day x 26 days, average 55 THB a bowl\n"
                             "Sales about 214,500 THB a month\nProfit about 21,000 THB a month after 2 new staff\n"
                             "Payback in about 7 months"),
    ("ไทม์ไลน์ (Timeline)", "Sign the kiosk lease by 15 September 2025\nHire and train 2 staff in October 2025\n"
                            "Open the branch on 1 November 2025\nSoup made at the main shop and sent at 09:00 daily"),
]
SPENDING = {
    "มิ.ย. 2568": [
        ("กับข้าว ของใช้ในบ้าน (Groceries)", 9800, ""),
        ("ค่าไฟบ้านชั้นบน (Home electricity)", 1450, "แยกมิเตอร์จากร้าน"),
        ("ผ่อนรถกระบะ Isuzu (Pickup loan)", 9870, "งวดที่ 31 จาก 60"),
        ("น้ำมันรถ (Fuel)", 3200, ""),
        ("ค่าเทอม แพรว ม.ราชภัฏสวนสุนันทา (Praew's tuition)", 14500, "ภาคเรียนที่ 1/2568"),
        ("มือถือ + เน็ต (Phones & internet)", 1297, ""),
        ("ประกันชีวิต เฮียชัย (Life insurance)", 3850, ""),
        ("ให้อาม่า (For grandma)", 4000, ""),
    ],
    "ก.ค. 2568": [
        ("กับข้าว ของใช้ในบ้าน (Groceries)", 10350, ""),
        ("ค่าไฟบ้านชั้นบน (Home electricity)", 1620, "แยกมิเตอร์จากร้าน"),
        ("ผ่อนรถกระบะ Isuzu (Pickup loan)", 9870, "งวดที่ 32 จาก 60"),
        ("น้ำมันรถ (Fuel)", 3450, ""),
        ("มือถือ + เน็ต (Phones & internet)", 1297, ""),
        ("ประกันชีวิต เฮียชัย (Life insurance)", 3850, ""),
        ("ให้อาม่า (For grandma)", 4000, ""),
        ("ทำบุญวันเกิดอาม่า (Grandma's birthday merit)", 2500, ""),
    ],
}
MUNI_LETTER = """ที่ นบ 52001/2568
เทศบาลนครนนทบุรี กองสาธารณสุขและสิ่งแวดล้อม
ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000

5 สิงหาคม 2568

เรื่อง การตรวจสุขลักษณะสถานที่จำหน่ายอาหารและการติดตั้งบ่อดักไขมัน
เรียน นางนิตยา แซ่ตั้ง ผู้ประกอบการ ร้านก๋วยเตี๋ยวเรือเจ๊นิด เลขที่ 45/12 ถนนประชาราษฎร์ ตำบลสวนใหญ่

ตามที่ท่านได้รับหนังสือรับรองการแจ้งจัดตั้งสถานที่จำหน่ายอาหาร เลขที่ สน.0415/2567 ซึ่งจะสิ้นอายุในวันที่ 31 ธันวาคม 2568
ขอให้ท่านชำระค่าธรรมเนียมรายปี 2569 จำนวน 1,000 บาท ได้ที่กองสาธารณสุขฯ ภายในวันที่ 31 ธันวาคม 2568

ทั้งนี้ เจ้าหน้าที่จะเข้าตรวจสุขลักษณะร้านในวันพุธที่ 17 กันยายน 2568 เวลา 10:00 น. โดยจะตรวจเรื่องต่อไปนี้
1. บ่อดักไขมันก่อนปล่อยน้ำทิ้งลงท่อสาธารณะ ต้องมีขนาดเหมาะสมและตักไขมันอย่างน้อยสัปดาห์ละ 1 ครั้ง
2. ผู้สัมผัสอาหารทุกคนต้องผ่านการอบรมหลักสูตรผู้สัมผัสอาหาร (มีใบรับรอง)
3. ภาชนะใส่เครื่องปรุงมีฝาปิด ไม่ใช้โฟมบรรจุอาหารร้อน
4. ถังแก๊สตั้งห่างจากเตาไม่น้อยกว่า 1 เมตร และมีถังดับเพลิงพร้อมใช้

หากร้านยังไม่มีบ่อดักไขมัน ต้องติดตั้งให้แล้วเสร็จภายใน 60 วันนับจากวันตรวจ
หากไม่ปฏิบัติตาม อาจมีโทษปรับไม่เกิน 5,000 บาท ตามพระราชบัญญัติการสาธารณสุข พ.ศ. 2535

สอบถามเพิ่มเติม งานสุขาภิบาลอาหาร โทร 02-589-0500 ต่อ 1324
"""
DISTRACTORS = {
    "ร้านเจ๊นิด/สัญญา/สัญญาเช่า_ร่างแรก_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าตึกแถว ถนนประชาราษฎร์ (ร่างแรก กุมภาพันธ์ 2567 ยังไม่เซ็น)\n"
        "- พี่วรรณาเสนอค่าเช่าเดือนละ 17,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 3 เดือน = 51,000 บาท\n- เราขอ 3 ปี ขอค่าเช่า 15,000 และประกัน 2 เดือน รอแก้ในฉบับจริง\n",
    "ร้านเจ๊นิด/สัญญา/ใบเสนอราคาแก๊ส_พรเจริญ_2566.txt":
        "ใบเสนอราคา ร้านพรเจริญแก๊ส ปากเกร็ด (ปี 2566 เจ้าเก่า ก่อนเปลี่ยนมานนท์ทวี)\n"
        "ถัง 48 กก. ราคา 1,290 บาท\nถัง 15 กก. ราคา 400 บาท\nมัดจำถังละ 4,000 บาท\n"
        "ส่งเฉพาะวันจันทร์-ศุกร์ สั่งก่อน 10 โมง\nเซลส์: คุณอนันต์\n",
    "ร้านเจ๊นิด/บัญชี/ต้นทุนต่อชาม_2567.md": COST_NOTE_2567,
    "ร้านเจ๊นิด/แผนสาขา2/ไอเดียสาขา2_ร่าง.md":
        "# ไอเดียเปิดสาขา 2 (ร่าง พ.ค. 2568)\n- ดูที่ตลาดท่าอิฐ ค่าที่เดือนละ 12,000 แพงไป?\n"
        "- ลงทุนน่าจะไม่เกิน 120,000\n- ถามพี่สมศรีว่ารู้จักคนมาทำงานไหม\n- ถ้าตลาดบางใหญ่มีล็อกว่าง ไปดูด้วย\n",
    "ร้านเจ๊นิด/แผนสาขา2/ใบเสนอราคา_ตู้ก๋วยเตี๋ยว_เก่า_2567.txt":
        "ใบเสนอราคา ร้านสแตนเลสบางบัวทอง (ธันวาคม 2567)\nตู้ก๋วยเตี๋ยวสแตนเลส 3 หลุม พร้อมล้อ 42,000 บาท\n"
        "ส่งฟรีในนนทบุรี รับประกันรอยเชื่อม 1 ปี\nยืนราคา 30 วัน\n",
    "ร้านเจ๊นิด/ลูกน้อง/ลูกจ้าง_ค่าแรง_2567.md": STAFF_NOTE_2567,
}
WORKSPECT = {"todo.md": "- ป้ายราคาใหม่หน้าร้าน\n- โอนค่าหมูเฮียโชคชัย\n- ตอบ Grab\n"
                        "- พาน้องมดไปต่อ work permit\n- หาช่างทำบ่อดักไขมัน\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านก๋วยเตี๋ยวเรือเจ๊นิด ม.ค.-ก.ค. 2568 (Jae Nid Boat Noodles sales, Jan-Jul 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:3], sum(row[:3]), *row[3:]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:3]),
                  sum(sum(row[:3]) for row in SALES), sum(row[3] for row in SALES), sum(row[4] for row in SALES)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Costs")
    costs.append(["รายจ่ายร้านรายเดือน 2568 (Monthly costs 2025)"])
    costs.append(list(COST_HEADERS))
    for month, sales, row in zip(MONTHS, SALES, COSTS):
        costs.append([month, *row, sum(row), sum(sales[:3]) - sum(row)])
    costs.append(["รวม (Total)", *(sum(column) for column in zip(*COSTS)), sum(sum(row) for row in COSTS),
                  sum(sum(row[:3]) for row in SALES) - sum(sum(row) for row in COSTS)])
    for column in range(2, 10):
        money_format(costs, column)
    book.save(path)


def _sales_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    sheet.append(["ยอดขายร้านก๋วยเตี๋ยวเรือเจ๊นิด ปี 2567 (Sales 2024)"])
    sheet.append(["เดือน (Month)", "หน้าร้าน เงินสด+QR (Walk-in, THB)", "LINE MAN (THB)", "รวม (Total, THB)",
                  "จำนวนชาม (Bowls sold)"])
    for month, row in zip(MONTHS_2567, SALES_2567):
        sheet.append([month, row[0], row[1], row[0] + row[1], row[2]])
    sheet.append(["รวม (Total)", sum(row[0] for row in SALES_2567), sum(row[1] for row in SALES_2567),
                  sum(row[0] + row[1] for row in SALES_2567), sum(row[2] for row in SALES_2567)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านเจ๊นิด"
    for sub in ("สัญญา", "บัญชี", "บิล", "Delivery", "ลูกน้อง", "แชท", "แผนสาขา2", "เอกสารราชการ"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    (docs / "บ้าน").mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาเช่าตึกแถว_ประชาราษฎร์_2567.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "สัญญา" / "ข้อตกลงส่งแก๊ส_นนท์ทวีแก๊ส_2568.docx", GAS_TOP, table=GAS_PRICES,
               bottom=GAS_BOTTOM)
    _sales(shop / "บัญชี" / "ยอดขาย_รายจ่าย_รายเดือน_2568.xlsx")
    _sales_2567(shop / "บัญชี" / "ยอดขายรายเดือน_2567.xlsx")
    (shop / "บัญชี" / "ต้นทุนต่อชาม_2568.md").write_text(COST_NOTE, encoding="utf-8")
    make_pdf(shop / "บิล" / "Makro_receipt_2025-07-19.pdf", MAKRO_PAGES)
    make_pdf(shop / "บิล" / "Chokchai_meat_statement_2025-07.pdf", MEAT_PAGES)
    make_pdf(shop / "บิล" / "NonThawee_gas_invoice_2025-07.pdf", GAS_INVOICE_PAGES)
    make_pdf(shop / "Delivery" / "LINEMAN_statement_2025-06.pdf", LINEMAN_JUNE)
    make_pdf(shop / "Delivery" / "LINEMAN_statement_2025-07.pdf", LINEMAN_JULY)
    (shop / "Delivery" / "GrabFood_merchant_offer_email.txt").write_text(GRAB_EMAIL, encoding="utf-8")
    (shop / "ลูกน้อง" / "ลูกจ้าง_ค่าแรง_วันหยุด_2568.md").write_text(STAFF_NOTE, encoding="utf-8")
    (shop / "แชท" / "LINE_บ้านแซ่ตั้ง_ร้านเจ๊นิด_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    write_slides(shop / "แผนสาขา2" / "แผนเปิดสาขา2_ตลาดบางใหญ่.pptx", BRANCH_SLIDES)
    (shop / "เอกสารราชการ" / "หนังสือเทศบาล_ตรวจร้าน_บ่อดักไขมัน_2568.txt").write_text(MUNI_LETTER,
                                                                                       encoding="utf-8")
    write_spending(docs / "บ้าน" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the family's to-do list."""
    write_texts(workspect, WORKSPECT)
