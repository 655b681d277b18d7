"""A blind folder: the papers of ฟาร์มหมูบุญเรือน (Boonruen Pig Farm), a small pig farm, and of the family that runs it.

The owner is นางบุญเรือน ศรีสุข ("พี่เรือน", Mrs. Boonruen Srisuk), who runs a farm of 30 sows at 88 หมู่ 4
ต.หนองปลาหมอ อ.บ้านโป่ง จ.ราชบุรี. She sells fattened pigs by the lot to a slaughterhouse, บริษัท ราชบุรี มีท
โปรดักส์ จำกัด (in English "Ratchaburi Meat Products Co., Ltd."; buyer คุณวิชัย), and weaned piglets to
neighbours (ลุงเสริม, ป้าจันทร์...). Her husband สมศักดิ์ ("พี่ศักดิ์", Mr. Somsak Srisuk) pays the pickup
truck; their son ด.ช.ต้นกล้า ("Ton") is in ป.5 at โรงเรียนดรุณวิทยา บ้านโป่ง.

Files under Documents/:
- ฟาร์มหมู/ขายหมูขุน/: the draft (100 pigs, 72 บาท/กก.) and the final (120 pigs, 74 บาท/กก.) quote to the
  slaughterhouse for the July lot (docx, table); the 2568 sales contract with it (docx, Thai); its June payment
  advice (pdf, English, firm named in English); the LINE chat with คุณวิชัย that changes the July order
  (120 pigs on 15 ก.ค. -> 110 pigs on 22 ก.ค. -> 115 pigs on 22 ก.ค.); her notes of the farm-gate pig price (md).
- ฟาร์มหมู/ขายลูกหมู/: two similar piglet quotes, to ลุงเสริม (20 x 1,800) and to ป้าจันทร์ (15 x 1,900) (docx);
  the LINE chat in which ลุงเสริม raises his order to 25 piglets and sets pick-up on 7 มิ.ย. (txt).
- ฟาร์มหมู/อาหารสัตว์_Feed/: Siam Feed Mill's 2025 price list (pdf, English) beside its 2567 price list
  (docx, Thai, "บริษัท สยามฟีดมิลล์ จำกัด"); a Siam Feed tax invoice of June 2025 (pdf).
- ฟาร์มหมู/ยาและวัคซีน/: a vet-supply invoice for vaccines, May 2025 (pdf); the farm's vaccine programme (md).
- ฟาร์มหมู/บัญชี/: sales books 2568 (Jan-Jun) and 2567 (full year), each with a fattened-pig sheet and a piglet
  sheet (xlsx); farm expenses 2568 with months as columns (xlsx).
- ฟาร์มหมู/: next year's plan (pptx, Thai); the lease of the land next to the farm (docx); a letter asking the
  district livestock office to renew the GAP farm certificate (docx); an email quoting a livestock scale (txt).
- บ้าน/Bills/: May 2025 electricity bills of the farm meter and of the house meter (pdf, English); the pickup
  truck's hire-purchase statement (pdf, English).
- บ้าน/ประกัน/: the health-insurance premium notice for Somsak (pdf, English).
- บ้าน/ค่าเทอมต้นกล้า/: this term's school-fee notice and last term's receipt (docx).
- บ้าน/: household spending 2568, a sheet per month (xlsx); the family LINE group chat (txt); a shopping list (txt).
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM = "ฟาร์มหมูบุญเรือน"
FARM_ADDRESS = "88 หมู่ 4 ต.หนองปลาหมอ อ.บ้านโป่ง จ.ราชบุรี 70110  โทร 08-1937-4452"
QUOTE_HEADER = ("รายการ", "จำนวน", "น้ำหนักเฉลี่ย/ตัว", "ราคา/กก. (มีชีวิต)", "น้ำหนักรวมโดยประมาณ",
                "จำนวนเงินโดยประมาณ")
PIG = "สุกรขุน สามสายเลือด (ลาร์จไวท์ x แลนด์เรซ x ดูร็อก)"

QUOTE_DRAFT = {
    "top": [FARM, FARM_ADDRESS,
            "ใบเสนอราคา เลขที่ QT-6806-07 (ร่าง ยังไม่ส่ง)",
            "วันที่ 23 มิถุนายน 2568",
            "เรียน ฝ่ายจัดซื้อสุกร บริษัท ราชบุรี มีท โปรดักส์ จำกัด (คุณวิชัย)",
            "ฟาร์มหมูบุญเรือนขอเสนอราคาสุกรขุนงวดเดือนกรกฎาคม 2568 ดังนี้"],
    "table": [QUOTE_HEADER,
              (PIG, "100 ตัว", "105 กก.", "72 บาท/กก.", "10,500 กก.", "756,000 บาท")],
    "bottom": ["ส่งมอบที่โรงเชือด ผู้ขายเป็นผู้ออกค่าขนส่ง",
               "ยืนราคา 15 วันนับจากวันที่เสนอ",
               "ชำระเงินภายใน 15 วันหลังชั่งน้ำหนัก",
               "หมายเหตุ: ยังไม่แน่ใจเรื่องราคา รอดูราคาหน้าฟาร์มสัปดาห์หน้าก่อน"],
}
QUOTE_FINAL = {
    "top": [FARM, FARM_ADDRESS,
            "ใบเสนอราคา เลขที่ QT-6806-07",
            "วันที่ 26 มิถุนายน 2568",
            "เรียน ฝ่ายจัดซื้อสุกร บริษัท ราชบุรี มีท โปรดักส์ จำกัด (คุณวิชัย)",
            "ฟาร์มหมูบุญเรือนขอเสนอราคาสุกรขุนงวดเดือนกรกฎาคม 2568 ดังนี้"],
    "table": [QUOTE_HEADER,
              (PIG, "120 ตัว", "105 กก.", "74 บาท/กก.", "12,600 กก.", "932,400 บาท")],
    "bottom": ["ผู้ซื้อส่งรถมารับที่ฟาร์ม ชั่งน้ำหนักที่โรงเชือด",
               "ยืนราคา 30 วันนับจากวันที่เสนอ",
               "ชำระเงินภายใน 15 วันหลังชั่งน้ำหนัก ตามสัญญาซื้อขายปี 2568",
               "ลงชื่อ บุญเรือน ศรีสุข (เจ้าของฟาร์ม)"],
}
CONTRACT = [
    "สัญญาซื้อขายสุกรขุน",
    "ทำที่ บริษัท ราชบุรี มีท โปรดักส์ จำกัด อ.เมืองราชบุรี วันที่ 20 มกราคม 2568",
    "ระหว่าง บริษัท ราชบุรี มีท โปรดักส์ จำกัด โดยนายวิชัย ตั้งเจริญ ผู้จัดการฝ่ายจัดซื้อ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นางบุญเรือน ศรีสุข เจ้าของฟาร์มหมูบุญเรือน ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "ข้อ 1. สัญญานี้มีระยะเวลา 1 ปี ตั้งแต่วันที่ 1 กุมภาพันธ์ 2568 ถึงวันที่ 31 มกราคม 2569",
    "ข้อ 2. ผู้ขายตกลงส่งสุกรขุนให้ผู้ซื้อไม่น้อยกว่า 80 ตัวต่อเดือน น้ำหนักมีชีวิตตัวละ 95-115 กก.",
    "ข้อ 3. ราคาซื้อขายเป็นไปตามใบเสนอราคาที่ผู้ซื้อยืนยันเป็นรายงวด คิดตามน้ำหนักมีชีวิตที่ชั่ง ณ โรงเชือด",
    "ข้อ 4. สุกรตัวใดมีน้ำหนักเกิน 120 กก. ผู้ซื้อจะหักราคา 3 บาทต่อกก. ของน้ำหนักทั้งตัว",
    "ข้อ 5. ผู้ซื้อชำระเงินโดยโอนเข้าบัญชีธนาคารของผู้ขายภายใน 15 วันนับจากวันชั่งน้ำหนัก "
    "และหักภาษี ณ ที่จ่ายร้อยละ 1",
    "ข้อ 6. ผู้ขายต้องแนบใบอนุญาตเคลื่อนย้ายสัตว์จากกรมปศุสัตว์มาทุกครั้งที่ส่งสุกร",
    "ข้อ 7. หากผู้ขายส่งสุกรไม่ครบตามที่ตกลงโดยไม่แจ้งล่วงหน้า 7 วัน ผู้ขายยอมเสียค่าปรับตัวละ 500 บาท",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ วิชัย ตั้งเจริญ (ผู้ซื้อ)      ลงชื่อ บุญเรือน ศรีสุข (ผู้ขาย)",
]
PAYMENT_ADVICE = [
    "RATCHABURI MEAT PRODUCTS CO., LTD.\n99 Moo 2, Phetkasem Road, Mueang Ratchaburi, Ratchaburi 70000\n"
    "PAYMENT ADVICE   No. PA-2568-0619\nDate: 27 June 2025\n"
    "Supplier: Boonruen Pig Farm (Mrs. Boonruen Srisuk)\nContract: pig purchase contract 2025 (signed 20 Jan 2025)\n"
    "Weighing date: 12 June 2025",
    "Live pigs received: 96 head\nTotal live weight: 10,176 kg\nPrice: 74.00 THB per kg live weight\n"
    "Gross amount: 753,024.00 THB\nDeductions:\n"
    "  Overweight pigs over 120 kg (4 head, 492 kg x 3 THB): 1,476.00 THB\n"
    "  Withholding tax 1%: 7,530.24 THB\n"
    "Net amount paid: 744,017.76 THB\n"
    "Paid by bank transfer to Kasikornbank account xxx-x-x4521-x on 27 June 2025\n"
    "Questions: purchasing dept. Khun Wichai, tel. 032-310-555",
]
LINE_WICHAI = """[28/06/2568 09:12] วิชัย ราชบุรีมีท: สวัสดีครับพี่เรือน ได้ใบเสนอราคาแล้วครับ ยืนยันเอาหมูขุน 120 ตัว ราคา 74 บาท มารับวันที่ 15 ก.ค. นะครับ
[28/06/2568 09:20] บุญเรือน: ได้ค่ะคุณวิชัย เดี๋ยวพี่คัดไว้ให้ค่ะ
[28/06/2568 09:21] บุญเรือน: ขอเลขที่ PO ด้วยนะคะ
[28/06/2568 10:02] วิชัย ราชบุรีมีท: PO-68-0712 ครับ
[08/07/2568 16:45] วิชัย ราชบุรีมีท: พี่เรือนครับ ขอโทษจริงๆ ห้องเย็นเต็ม ขอเลื่อนไปรับวันที่ 22 ก.ค. แทนนะครับ แล้วรอบนี้ขอลดเหลือ 110 ตัวครับ
[08/07/2568 17:02] บุญเรือน: โอเคค่ะ 110 ตัว วันที่ 22 ก.ค. ราคาเดิมใช่มั้ยคะ
[08/07/2568 17:05] วิชัย ราชบุรีมีท: ใช่ครับ 74 บาทเหมือนเดิม รถเข้าฟาร์มประมาณตี 5 ครึ่งครับ
[15/07/2568 10:10] วิชัย ราชบุรีมีท: พี่ครับ ฝ่ายขายได้ออเดอร์เพิ่ม ขอเพิ่มอีก 5 ตัวได้มั้ยครับ รวมเป็น 115 ตัว วันเดิม 22 ก.ค.
[15/07/2568 10:31] บุญเรือน: ได้ค่ะ 115 ตัวนะคะ วันที่ 22 ก.ค. เหมือนเดิม
[15/07/2568 10:32] วิชัย ราชบุรีมีท: ขอบคุณครับพี่ 👍
"""
PRICE_NOTES = """# ราคาหมูเป็นหน้าฟาร์ม (จดไว้ดูเอง)
ราคาประกาศภาคตะวันตก บาท/กก.

- 2 มิ.ย. 68: 72 บาท
- 9 มิ.ย. 68: 73 บาท
- 16 มิ.ย. 68: 74 บาท
- 23 มิ.ย. 68: 74 บาท
- 1 ก.ค. 68: 76 บาท  (ขึ้นอีกแล้ว แต่ล็อต ก.ค. ยืนราคาตามใบเสนอไปแล้ว)
- 14 ก.ค. 68: 75 บาท

หมูขุนในคอก 3-4 น้ำหนักเฉลี่ยตอนนี้ราวๆ 100 กก.
"""

PIGLET_HEADER = ("รายการ", "จำนวน", "ราคา/ตัว", "รวม")
PIGLET_SERM = {
    "top": [FARM, FARM_ADDRESS,
            "ใบเสนอราคาลูกหมู เลขที่ QT-6805-03",
            "วันที่ 12 พฤษภาคม 2568",
            "เรียน ลุงเสริม ทองมา (บ้านเลขที่ 15 หมู่ 6 ต.หนองปลาหมอ)"],
    "table": [PIGLET_HEADER,
              ("ลูกหมูหย่านม อายุ 8 สัปดาห์ น้ำหนัก 18-20 กก.", "20 ตัว", "1,800 บาท", "36,000 บาท"),
              ("วัคซีนอหิวาต์สุกรและปากเท้าเปื่อย (ฉีดให้แล้ว)", "20 ตัว", "รวมในราคา", "-"),
              ("รวมทั้งสิ้น", "", "", "36,000 บาท")],
    "bottom": ["มัดจำ 30% = 10,800 บาท ส่วนที่เหลือจ่ายวันรับลูกหมู",
               "รับลูกหมูได้ประมาณต้นเดือนมิถุนายน 2568 ผู้ซื้อมารับเองที่ฟาร์ม",
               "ราคานี้ยืน 30 วัน"],
}
PIGLET_CHAN = {
    "top": [FARM, FARM_ADDRESS,
            "ใบเสนอราคาลูกหมู เลขที่ QT-6805-04",
            "วันที่ 14 พฤษภาคม 2568",
            "เรียน ป้าจันทร์ แก้วใส (บ้านเลขที่ 42 หมู่ 7 ต.หนองปลาหมอ)"],
    "table": [PIGLET_HEADER,
              ("ลูกหมูหย่านม อายุ 8 สัปดาห์ น้ำหนัก 18-20 กก.", "15 ตัว", "1,900 บาท", "28,500 บาท"),
              ("วัคซีนอหิวาต์สุกรและปากเท้าเปื่อย (ฉีดให้แล้ว)", "15 ตัว", "รวมในราคา", "-"),
              ("รวมทั้งสิ้น", "", "", "28,500 บาท")],
    "bottom": ["สั่งต่ำกว่า 20 ตัว คิดตัวละ 1,900 บาท",
               "มัดจำ 30% = 8,550 บาท ส่วนที่เหลือจ่ายวันรับลูกหมู",
               "รับลูกหมูได้กลางเดือนมิถุนายน 2568 ฟาร์มไปส่งให้ที่บ้าน",
               "ราคานี้ยืน 30 วัน"],
}
LINE_SERM = """[13/05/2568 19:05] ลุงเสริม: เรือน ลุงได้ใบราคาแล้วนะ 20 ตัวโอเค
[13/05/2568 19:30] บุญเรือน: ขอบคุณค่ะลุง
[20/05/2568 08:40] ลุงเสริม: เรือนๆ ลุงขอเพิ่มเป็น 25 ตัวได้มั้ย คอกใหม่ทำเสร็จแล้ว
[20/05/2568 09:15] บุญเรือน: ได้ค่ะลุง 25 ตัว ตัวละ 1,800 เท่าเดิม รวม 45,000 บาทนะคะ
[20/05/2568 09:20] ลุงเสริม: โอเค เดี๋ยวลุงโอนมัดจำ 13,500 ให้เย็นนี้
[20/05/2568 18:02] ลุงเสริม: โอนแล้วนะ
[02/06/2568 18:30] ลุงเสริม: ลุงจะไปรับวันเสาร์ที่ 7 มิ.ย. นะ เอารถกระบะไปเอง
[03/06/2568 07:10] บุญเรือน: ได้ค่ะลุง มาเช้าๆ นะคะ อากาศยังไม่ร้อน
"""

FEED_2025 = [
    "SIAM FEED MILL CO., LTD.\n123 Moo 9, Ratchaburi - Pak Tho Road, Mueang Ratchaburi 70000   Tel. 032-321-100\n"
    "SWINE FEED PRICE LIST 2025\nEffective 1 January 2025 until further notice\n"
    "Prices in THB per 30 kg bag, VAT included, delivered to farm (orders of 50 bags or more)\n"
    "SF-101  Piglet Pre-starter (creep feed, crumble) ........ 1,150 THB\n"
    "SF-102  Piglet Starter (7-15 kg) ........................ 795 THB\n"
    "SF-201  Grower (15-50 kg) ............................... 520 THB\n"
    "SF-301  Finisher (50 kg - market) ....................... 480 THB\n"
    "SF-401  Sow Gestation ................................... 455 THB\n"
    "SF-402  Sow Lactation ................................... 530 THB",
    "Terms\nOrders below 50 bags: add 10 THB per bag for delivery.\n"
    "Credit 30 days for registered farms.\nPrices may change with corn and soybean meal prices.\n"
    "Sales contact: Khun Pranee, 089-440-2210",
]
FEED_2567 = {
    "top": ["บริษัท สยามฟีดมิลล์ จำกัด",
            "123 หมู่ 9 ถนนราชบุรี-ปากท่อ อ.เมืองราชบุรี จ.ราชบุรี 70000",
            "ใบแจ้งราคาอาหารสุกร ปี 2567",
            "มีผลตั้งแต่วันที่ 1 มกราคม 2567",
            "ราคาต่อกระสอบ 30 กก. รวมภาษีมูลค่าเพิ่มแล้ว ส่งถึงฟาร์ม"],
    "table": [("รหัส", "รายการ", "ราคา/กระสอบ (บาท)"),
              ("SF-101", "อาหารลูกสุกรก่อนหย่านม (พรีสตาร์ทเตอร์)", "1,090"),
              ("SF-102", "อาหารลูกสุกรอนุบาล 7-15 กก. (สตาร์ทเตอร์)", "760"),
              ("SF-201", "อาหารสุกรรุ่น 15-50 กก.", "505"),
              ("SF-301", "อาหารสุกรขุน 50 กก. ถึงส่งตลาด", "465"),
              ("SF-401", "อาหารแม่สุกรอุ้มท้อง", "440"),
              ("SF-402", "อาหารแม่สุกรเลี้ยงลูก", "515")],
    "bottom": ["สั่งขั้นต่ำ 50 กระสอบ ส่งฟรีถึงฟาร์ม",
               "เครดิต 30 วันสำหรับฟาร์มที่ลงทะเบียน",
               "ติดต่อฝ่ายขาย คุณปราณี 089-440-2210"],
}
FEED_INVOICE = [
    "SIAM FEED MILL CO., LTD.\nTAX INVOICE / RECEIPT   No. IV2025-0614\nDate: 14 June 2025\n"
    "Customer: Boonruen Pig Farm, 88 Moo 4, Nong Pla Mo, Ban Pong, Ratchaburi 70110\n"
    "SF-102 Piglet Starter     40 bags x 795 = 31,800.00\n"
    "SF-201 Grower             80 bags x 520 = 41,600.00\n"
    "SF-301 Finisher          150 bags x 480 = 72,000.00\n"
    "Total (VAT included): 145,400.00 THB\nVAT 7% included: 9,512.15 THB\n"
    "Payment due: 14 July 2025 (credit 30 days)",
]
VET_INVOICE = [
    "BAN PONG VET SUPPLY LTD., PART.\n45/3 Saengchuto Road, Ban Pong, Ratchaburi 70110\n"
    "INVOICE No. BV-25-0518\nDate: 18 May 2025\nCustomer: Boonruen Pig Farm (Mrs. Boonruen Srisuk)\n"
    "Classical swine fever vaccine (50 doses/vial)   6 vials x 450 = 2,700.00\n"
    "FMD vaccine (20 doses/bottle)                 10 bottles x 680 = 6,800.00\n"
    "PRRS vaccine (50 doses)                         4 x 1,250 = 5,000.00\n"
    "Iron dextran injection 100 ml                   8 x 185 = 1,480.00\n"
    "Total: 15,980.00 THB\nKeep vaccines at 2-8 C. Paid in cash.",
]
VACCINE_NOTES = """# โปรแกรมวัคซีน/ยา ฟาร์มบุญเรือน (ติดไว้ข้างตู้เย็นยา)

## ลูกหมู
- อายุ 3 วัน: ฉีดธาตุเหล็ก 2 ซีซี ตัดเขี้ยว ตัดหาง
- อายุ 14 วัน: วัคซีน PRRS
- อายุ 4 สัปดาห์: หย่านม
- อายุ 6 สัปดาห์: วัคซีนอหิวาต์สุกร (CSF)
- อายุ 8 สัปดาห์: วัคซีนปากเท้าเปื่อย (FMD) เข็มแรก

## แม่พันธุ์
- ปากเท้าเปื่อย ทุก 4 เดือน (ก.พ. / มิ.ย. / ต.ค.)
- อหิวาต์สุกร ก่อนผสม 2 สัปดาห์

เบอร์หมอเอก (สัตวแพทย์): 086-771-0094
"""

FATTENED_HEADERS = ("เดือน (Month)", "จำนวนตัว (Head)", "น้ำหนักรวม กก. (Total kg)",
                    "ราคาเฉลี่ย บาท/กก. (Avg price)", "ยอดขาย บาท (Amount, THB)")
PIGLET_HEADERS = ("เดือน (Month)", "ผู้ซื้อ (Buyer)", "จำนวนตัว (Head)", "ราคา/ตัว (Price/head)",
                  "ยอดขาย บาท (Amount, THB)")
FATTENED_2568 = [("ม.ค. 2568", 85, 8840, 70.50), ("ก.พ. 2568", 80, 8400, 71.00), ("มี.ค. 2568", 92, 9568, 72.00),
                 ("เม.ย. 2568", 88, 9240, 73.00), ("พ.ค. 2568", 90, 9405, 72.50), ("มิ.ย. 2568", 96, 10176, 74.00)]
FATTENED_2567 = [("ม.ค. 2567", 82, 8528, 64.00), ("ก.พ. 2567", 75, 7800, 65.00), ("มี.ค. 2567", 78, 8034, 66.50),
                 ("เม.ย. 2567", 80, 8320, 67.00), ("พ.ค. 2567", 84, 8820, 66.00), ("มิ.ย. 2567", 86, 9030, 65.50),
                 ("ก.ค. 2567", 83, 8715, 66.00), ("ส.ค. 2567", 88, 9152, 68.00), ("ก.ย. 2567", 85, 8925, 69.50),
                 ("ต.ค. 2567", 90, 9450, 70.00), ("พ.ย. 2567", 87, 9135, 71.00), ("ธ.ค. 2567", 95, 9975, 71.50)]
PIGLETS_2568 = [("ม.ค. 2568", "น้าสมพงษ์", 10, 1700), ("มี.ค. 2568", "ป้าจันทร์", 12, 1750),
                ("เม.ย. 2568", "ผู้ใหญ่บุญมี", 18, 1800), ("มิ.ย. 2568", "ลุงเสริม", 25, 1800),
                ("มิ.ย. 2568", "ป้าจันทร์", 15, 1900)]
PIGLETS_2567 = [("ก.พ. 2567", "ลุงเสริม", 15, 1600), ("พ.ค. 2567", "น้าสมพงษ์", 12, 1650),
                ("ส.ค. 2567", "ป้าจันทร์", 10, 1700), ("พ.ย. 2567", "ผู้ใหญ่บุญมี", 20, 1650)]

MONTHS_2568 = ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.")
FARM_EXPENSES = [
    ("ค่าอาหารสัตว์ (Feed)", (398500, 402300, 415800, 421650, 409200, 426750)),
    ("ยาและวัคซีน (Medicine & vaccines)", (12400, 8950, 10300, 9780, 15980, 7600)),
    ("ค่าไฟฟ้าฟาร์ม (Farm electricity)", (16820.55, 17452.10, 19933.40, 21480.75, 20566.95, 18940.20)),
    ("ค่าแรงคนงาน 3 คน (Wages)", (36000, 36000, 36000, 36000, 36000, 36000)),
    ("ค่าน้ำมัน/ขนส่ง (Fuel & transport)", (6200, 5800, 6450, 6900, 6100, 7250)),
    ("ค่าซ่อมบำรุง (Repairs)", (3500, 0, 12800, 2200, 4600, 1900)),
]

PLAN_SLIDES = [
    ("แผนฟาร์มหมูบุญเรือน ปี 2569", "Boonruen Pig Farm - plan for 2026\nบุญเรือน & สมศักดิ์ ศรีสุข  กรกฎาคม 2568"),
    ("ปี 2568 (คาดการณ์ทั้งปี)", "แม่พันธุ์ 30 ตัว\nขายหมูขุนประมาณ 1,050 ตัว\nขายลูกหมูให้เพื่อนบ้านประมาณ 150 ตัว"),
    ("เป้าหมายปี 2569", "เพิ่มแม่พันธุ์เป็น 40 ตัว\nขายหมูขุน 1,300 ตัว\nหาผู้ซื้อหมูขุนรายที่สองไว้สำรอง"),
    ("โรงเรือนใหม่ระบบปิด (อีแวป)", "สร้างโรงเรือนอีแวป 1 หลัง ขนาด 12 x 60 เมตร\nงบประมาณ 1,450,000 บาท\n"
                                    "กู้ ธ.ก.ส. 1,000,000 บาท ที่เหลือใช้เงินเก็บ"),
    ("ลดต้นทุน", "ติดโซลาร์เซลล์ 20 kW งบ 480,000 บาท คาดว่าค่าไฟฟาร์มลดลงราว 40%\n"
                 "ทำบ่อแก๊สชีวภาพจากมูลหมู ใช้หุงต้มในบ้าน"),
    ("ไทม์ไลน์", "ม.ค.-มี.ค. 2569 สร้างโรงเรือน\nเม.ย. 2569 ซื้อแม่พันธุ์เพิ่ม 10 ตัว\nมิ.ย. 2569 ติดโซลาร์เซลล์"),
]
SCALE_EMAIL = """From: Nattapong K. <sales@thaiscaletech.co.th>
To: boonruen.farm@gmail.com
Date: Tue, 17 Jun 2025 10:42 +0700
Subject: Quotation - livestock platform scale for Boonruen Pig Farm

Dear Khun Boonruen,

Thank you for calling us last week. As discussed, we are pleased to quote the following:

1) Model LS-1500 livestock platform scale
   - Capacity 1,500 kg, readability 0.5 kg
   - Platform 1.2 x 2.4 m, galvanised steel, with side rails and two gates
   - Digital indicator with printer
   - Price: 38,500 THB (VAT included), delivery, installation and calibration included

2) Optional: LS-300 single-pig weighing crate, capacity 300 kg - 14,900 THB (VAT included)

Warranty: 2 years on load cells and indicator.
Delivery: within 10 working days after a 50% deposit (19,250 THB for the LS-1500).
This quotation is valid until 31 July 2025.

Best regards,
Nattapong Kaewdee
Thai Scale Tech Co., Ltd.  Tel. 02-908-3344
"""
LAND_LEASE = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ บ้านเลขที่ 90 หมู่ 4 ต.หนองปลาหมอ อ.บ้านโป่ง จ.ราชบุรี วันที่ 1 มีนาคม 2568",
    "ผู้ให้เช่า: นายประเสริฐ มีสุข   ผู้เช่า: นางบุญเรือน ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 45123 เนื้อที่ 3 ไร่ 2 งาน ซึ่งติดกับฟาร์มหมูของผู้เช่าด้านทิศตะวันออก "
    "เพื่อปลูกหญ้าเนเปียร์และทำบ่อบำบัดน้ำเสีย",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มีนาคม 2568 ถึงวันที่ 28 กุมภาพันธ์ 2571",
    "ข้อ 3. ค่าเช่าปีละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 10 มีนาคมของทุกปี",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 9,000 บาท ในวันทำสัญญา ผู้ให้เช่าจะคืนให้เมื่อสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าจะไม่สร้างโรงเรือนเลี้ยงสัตว์ถาวรบนที่ดินที่เช่า",
    "ข้อ 6. ผู้เช่าต้องดูแลไม่ให้น้ำเสียไหลลงคลองสาธารณะ หากมีผู้ร้องเรียนผู้เช่ารับผิดชอบเอง",
    "ข้อ 7. เมื่อครบสัญญา ผู้เช่ามีสิทธิ์ต่อสัญญาก่อนบุคคลอื่น โดยต้องแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ประเสริฐ มีสุข (ผู้ให้เช่า)    ลงชื่อ บุญเรือน ศรีสุข (ผู้เช่า)    พยาน สมศักดิ์ ศรีสุข",
]
GAP_LETTER = [
    "ฟาร์มหมูบุญเรือน",
    FARM_ADDRESS,
    "วันที่ 10 กรกฎาคม 2568",
    "เรื่อง ขอต่ออายุใบรับรองมาตรฐานฟาร์มเลี้ยงสุกร (GAP)",
    "เรียน ปศุสัตว์อำเภอบ้านโป่ง",
    "ตามที่ฟาร์มหมูบุญเรือนได้รับใบรับรองมาตรฐานฟาร์ม เลขที่ 07-0123-456 ซึ่งจะหมดอายุวันที่ 30 กันยายน 2568 นั้น",
    "ฟาร์มขอยื่นคำขอต่ออายุใบรับรอง พร้อมแนบเอกสาร ได้แก่ สำเนาบัตรประชาชน แผนผังฟาร์ม "
    "บันทึกการใช้ยาและวัคซีน และผลตรวจคุณภาพน้ำทิ้ง",
    "ปัจจุบันฟาร์มมีแม่พันธุ์ 30 ตัว สุกรขุนประมาณ 450 ตัว",
    "จึงเรียนมาเพื่อโปรดพิจารณา",
    "ขอแสดงความนับถือ",
    "(นางบุญเรือน ศรีสุข) เจ้าของฟาร์ม",
]

BILL_FARM = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ban Pong Branch\nELECTRICITY BILL  May 2025\n"
    "Customer: Boonruen Pig Farm (Mrs. Boonruen Srisuk)\nAddress: 88 Moo 4, Nong Pla Mo, Ban Pong, Ratchaburi 70110\n"
    "Account no.: 020011873305   Meter no.: 7710452   Rate: 2.2 small general service\n"
    "Reading period: 20 Apr 2025 - 20 May 2025",
    "Units used: 4,710 kWh\nEnergy charge: 17,980.40 THB\nFt charge (0.1972 x 4,710): 928.81 THB\n"
    "Service charge: 312.24 THB\nTotal before VAT: 19,221.45 THB\nVAT 7%: 1,345.50 THB\n"
    "Amount due: 20,566.95 THB\nDue date: 5 June 2025",
]
BILL_HOUSE = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ban Pong Branch\nELECTRICITY BILL  May 2025\n"
    "Customer: Mrs. Boonruen Srisuk\nAddress: 88/1 Moo 4, Nong Pla Mo, Ban Pong, Ratchaburi 70110\n"
    "Account no.: 020011873412   Meter no.: 7710563   Rate: 1.2 residential\n"
    "Reading period: 20 Apr 2025 - 20 May 2025",
    "Units used: 486 kWh\nEnergy charge: 1,914.62 THB\nFt charge (0.1972 x 486): 95.84 THB\n"
    "Service charge: 24.62 THB\nTotal before VAT: 2,035.08 THB\nVAT 7%: 142.46 THB\n"
    "Amount due: 2,177.54 THB\nDue date: 3 June 2025",
]
TRUCK_STATEMENT = [
    "THAI AUTO LEASING PCL.\nHIRE-PURCHASE ACCOUNT STATEMENT\nStatement date: 30 June 2025\n"
    "Contract no.: HP-6612-08817\nHirer: Mr. Somsak Srisuk\nVehicle: Isuzu D-Max Spark 1.9 pickup, plate BT 4821 Ratchaburi",
    "Finance amount: 520,000.00 THB\nTerm: 60 months\nMonthly installment: 10,450.00 THB (due on the 15th)\n"
    "Installments paid: 34 of 60\nRemaining installments: 26\nOutstanding balance: 271,700.00 THB\n"
    "Next due date: 15 July 2025\nLate charge: 1.25% per month on the overdue amount\n"
    "Pay at any Krungthai Bank branch or by PromptPay bill payment, ref. 6612088170",
]
INSURANCE_NOTICE = [
    "SIAM SAWASDEE LIFE ASSURANCE PCL.\nPREMIUM DUE NOTICE\nDate: 1 July 2025\n\nDear Mr. Somsak Srisuk,\n"
    "Your health insurance policy will renew soon. Please find the details below.\n"
    "Policy no.: HS-2019-554231   Plan: Health Plus (in-patient)\nInsured: Mr. Somsak Srisuk, age 47",
    "Room and board: up to 4,000 THB per day\nAnnual benefit limit: 1,500,000 THB\n"
    "Annual premium: 26,840.00 THB\nPremium last year: 24,960.00 THB (new age band 46-50 from this year)\n"
    "Due date: 15 August 2025\nGrace period: 31 days after the due date; cover lapses if unpaid.\n"
    "Agent: Ms. Kanokwan Sriwong, tel. 081-552-7301",
]
SCHOOL_FEES = {
    "top": ["โรงเรียนดรุณวิทยา บ้านโป่ง",
            "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
            "ชื่อนักเรียน เด็กชายต้นกล้า ศรีสุข  ชั้นประถมศึกษาปีที่ 5/2  เลขประจำตัว 10452"],
    "table": [("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
              ("1", "ค่าธรรมเนียมการเรียน", "8,500"),
              ("2", "ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "2,400"),
              ("3", "ค่าคอมพิวเตอร์", "800"),
              ("4", "ค่าประกันอุบัติเหตุ", "350"),
              ("5", "ค่าหนังสือและแบบฝึกหัด", "1,650"),
              ("6", "ค่ากิจกรรมทัศนศึกษา", "1,200"),
              ("", "รวมทั้งสิ้น", "14,900")],
    "bottom": ["กรุณาชำระภายในวันที่ 30 พฤษภาคม 2568 ที่ฝ่ายการเงินของโรงเรียน",
               "หรือโอนเข้าบัญชีธนาคารกรุงไทย สาขาบ้านโป่ง เลขที่ 123-4-56789-0 ชื่อบัญชี โรงเรียนดรุณวิทยา",
               "หากชำระหลังกำหนด ปรับวันละ 20 บาท"],
}
SCHOOL_RECEIPT = {
    "top": ["โรงเรียนดรุณวิทยา บ้านโป่ง",
            "ใบเสร็จรับเงิน เลขที่ 67-2-0871",
            "ภาคเรียนที่ 2 ปีการศึกษา 2567  วันที่ 28 ตุลาคม 2567",
            "ได้รับเงินจาก ผู้ปกครองของเด็กชายต้นกล้า ศรีสุข ชั้นประถมศึกษาปีที่ 4/2"],
    "table": [("รายการ", "จำนวนเงิน (บาท)"),
              ("ค่าธรรมเนียมการเรียน", "8,200"),
              ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "2,400"),
              ("ค่าคอมพิวเตอร์", "800"),
              ("ค่าหนังสือและแบบฝึกหัด", "1,450"),
              ("ค่ากิจกรรมวันเด็ก/กีฬาสี", "800"),
              ("รวม", "13,650")],
    "bottom": ["ชำระโดย โอนเงิน", "ผู้รับเงิน ครูสุดา (ฝ่ายการเงิน)"],
}
HOUSE_SPENDING = {
    "ม.ค. 2568": [("ค่ากับข้าว ของใช้ในบ้าน", 9800, ""), ("ค่าน้ำมันรถ", 4200, "กระบะ + มอไซค์"),
                  ("ค่าไฟบ้าน", 1650.30, ""), ("ค่าโทรศัพท์ + เน็ตบ้าน", 1098, ""),
                  ("ค่าขนม/รถรับส่งต้นกล้า", 2500, ""), ("ให้แม่", 3000, ""), ("ผ่อนกระบะ", 10450, "")],
    "ก.พ. 2568": [("ค่ากับข้าว ของใช้ในบ้าน", 9250, ""), ("ค่าน้ำมันรถ", 3900, ""),
                  ("ค่าไฟบ้าน", 1720.85, ""), ("ค่าโทรศัพท์ + เน็ตบ้าน", 1098, ""),
                  ("ค่าขนม/รถรับส่งต้นกล้า", 2500, ""), ("ให้แม่", 3000, ""), ("ผ่อนกระบะ", 10450, ""),
                  ("งานบวชหลานที่สุพรรณ", 2000, "ใส่ซอง")],
    "มี.ค. 2568": [("ค่ากับข้าว ของใช้ในบ้าน", 10400, ""), ("ค่าน้ำมันรถ", 4350, ""),
                   ("ค่าไฟบ้าน", 1985.40, "ร้อน เปิดแอร์"), ("ค่าโทรศัพท์ + เน็ตบ้าน", 1098, ""),
                   ("ค่าขนม/รถรับส่งต้นกล้า", 1800, "ปิดเทอม"), ("ให้แม่", 3000, ""), ("ผ่อนกระบะ", 10450, ""),
                   ("พาแม่ไปหาหมอ รพ.บ้านโป่ง", 1260, "ค่ายา")],
    "เม.ย. 2568": [("ค่ากับข้าว ของใช้ในบ้าน", 11200, "สงกรานต์ ญาติมา"), ("ค่าน้ำมันรถ", 4800, ""),
                   ("ค่าไฟบ้าน", 2240.15, ""), ("ค่าโทรศัพท์ + เน็ตบ้าน", 1098, ""),
                   ("ให้แม่", 3000, ""), ("ผ่อนกระบะ", 10450, ""), ("ทำบุญวันสงกรานต์", 1500, "")],
    "พ.ค. 2568": [("ค่ากับข้าว ของใช้ในบ้าน", 9900, ""), ("ค่าน้ำมันรถ", 4100, ""),
                  ("ค่าไฟบ้าน", 2177.54, ""), ("ค่าโทรศัพท์ + เน็ตบ้าน", 1098, ""),
                  ("ค่าเทอมต้นกล้า", 14900, "เทอม 1/2568"), ("ชุดนักเรียน รองเท้า", 1850, ""),
                  ("ให้แม่", 3000, ""), ("ผ่อนกระบะ", 10450, "")],
}
LINE_FAMILY = """[26/05/2568 20:14] สมศักดิ์: เรือน ค่าเทอมต้นกล้าต้องจ่ายก่อนสิ้นเดือนนะ อย่าลืม
[26/05/2568 20:20] บุญเรือน: จำได้ค่ะ พรุ่งนี้โอนให้
[27/05/2568 10:05] บุญเรือน: โอนค่าเทอมแล้วนะ ส่งสลิปให้ครูแล้ว
[27/05/2568 10:06] บุญเรือน: [รูปภาพ]
[02/06/2568 19:40] ต้นกล้า: แม่ๆ ศุกร์นี้ต้องใส่ชุดลูกเสือนะครับ
[02/06/2568 19:52] สมศักดิ์: พ่อพาไปซื้อผ้าพันคอใหม่พรุ่งนี้
[10/06/2568 08:15] บุญเรือน: วันพฤหัสพาแม่ไปตามนัด รพ.บ้านโป่ง 9 โมงนะพี่ ฝากดูคนงานให้อาหารหมูด้วย
[10/06/2568 08:30] สมศักดิ์: ได้ เดี๋ยวพี่ดูคอก 3 ให้
[01/07/2568 18:22] สมศักดิ์: จดหมายประกันพี่มาแล้ว เบี้ยขึ้นอีกแล้ว ไว้ค่อยคุยกัน
"""
SHOPPING = """ซื้อของเข้าบ้าน
- ข้าวสาร 15 กก.
- ไข่ 2 แผง
- น้ำปลา 2 ขวด
- ผงซักฟอก
- นมกล่องต้นกล้า 1 ลัง
- ยากันยุง
"""
WORKSPECT = {"todo.md": "- โทรหาคุณวิชัย ยืนยันรถเข้าฟาร์มวันที่ 22 ก.ค.\n"
                        "- โอนค่าอาหารหมูสยามฟีดก่อน 14 ก.ค.\n"
                        "- ยื่นต่ออายุ GAP ที่ปศุสัตว์อำเภอ\n"
                        "- จ่ายเบี้ยประกันพี่ศักดิ์\n"
                        "- ถามราคาเครื่องชั่งหมูอีกเจ้า\n"}


def _quote(path: Path, parts: dict) -> None:
    write_docx(path, parts["top"], table=parts["table"], bottom=parts["bottom"])


def _sales_book(path: Path, year: str, fattened: list[tuple], piglets: list[tuple]) -> None:
    """A year's sales book: fattened pigs to the slaughterhouse on one sheet, piglets to neighbours on another."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "หมูขุน Fattened pigs"
    sheet.append([f"ยอดขายหมูขุน ปี {year} (Fattened pig sales {year})"])
    sheet.append(list(FATTENED_HEADERS))
    for month, head, kg, price in fattened:
        sheet.append([month, head, kg, price, round(kg * price, 2)])
    sheet.append(["รวม (Total)", sum(r[1] for r in fattened), sum(r[2] for r in fattened), "",
                  round(sum(r[2] * r[3] for r in fattened), 2)])
    money_format(sheet, 3)
    money_format(sheet, 5)
    piglet = book.create_sheet("ลูกหมู Piglets")
    piglet.append([f"ขายลูกหมู ปี {year} (Piglet sales {year})"])
    piglet.append(list(PIGLET_HEADERS))
    for month, buyer, head, price in piglets:
        piglet.append([month, buyer, head, price, head * price])
    piglet.append(["รวม (Total)", "", sum(r[2] for r in piglets), "", sum(r[2] * r[3] for r in piglets)])
    money_format(piglet, 4)
    money_format(piglet, 5)
    book.save(path)


def _farm_expenses(path: Path) -> None:
    """Farm expenses of 2568, one row per kind of cost and one column per month."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่าย 2568"
    sheet.append(["ค่าใช้จ่ายฟาร์มหมูบุญเรือน ปี 2568 (Farm expenses 2568, THB)"])
    sheet.append(["รายการ (Item)", *MONTHS_2568, "รวม (Total)"])
    for item, amounts in FARM_EXPENSES:
        sheet.append([item, *amounts, round(sum(amounts), 2)])
    totals = [round(sum(row[1][i] for row in FARM_EXPENSES), 2) for i in range(len(MONTHS_2568))]
    sheet.append(["รวม (Total)", *totals, round(sum(totals), 2)])
    for column in range(2, len(MONTHS_2568) + 3):
        money_format(sheet, column)
    book.save(path)


def _house_spending(path: Path) -> None:
    """Household spending of 2568, a sheet per month."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for month, rows in HOUSE_SPENDING.items():
        sheet = book.create_sheet(month)
        sheet.append([f"รายจ่ายในบ้าน {month}"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (บาท)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Boonruen's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มหมู"
    fattened, piglets = farm / "ขายหมูขุน", farm / "ขายลูกหมู"
    feed, vet, books = farm / "อาหารสัตว์_Feed", farm / "ยาและวัคซีน", farm / "บัญชี"
    home = docs / "บ้าน"
    bills, insurance, school = home / "Bills", home / "ประกัน", home / "ค่าเทอมต้นกล้า"
    for folder in (fattened, piglets, feed, vet, books, bills, insurance, school):
        folder.mkdir(parents=True, exist_ok=True)

    _quote(fattened / "ใบเสนอราคา_หมูขุน_ราชบุรีมีท_ร่าง.docx", QUOTE_DRAFT)
    _quote(fattened / "ใบเสนอราคา_หมูขุน_ราชบุรีมีท_final.docx", QUOTE_FINAL)
    write_docx(fattened / "สัญญาซื้อขายสุกรขุน_2568.docx", CONTRACT)
    make_pdf(fattened / "RatchaburiMeat_payment_advice_Jun2025.pdf", PAYMENT_ADVICE)
    _quote(piglets / "ใบเสนอราคา_ลูกหมู_ลุงเสริม.docx", PIGLET_SERM)
    _quote(piglets / "ใบเสนอราคา_ลูกหมู_ป้าจันทร์.docx", PIGLET_CHAN)
    make_pdf(feed / "SiamFeed_pricelist_2025.pdf", FEED_2025)
    _quote(feed / "ใบราคาอาหารสุกร_สยามฟีด_2567.docx", FEED_2567)
    make_pdf(feed / "SiamFeed_invoice_IV2025-0614.pdf", FEED_INVOICE)
    make_pdf(vet / "BanPongVetSupply_invoice_May2025.pdf", VET_INVOICE)
    _sales_book(books / "ยอดขายฟาร์ม_2568.xlsx", "2568", FATTENED_2568, PIGLETS_2568)
    _sales_book(books / "ยอดขายฟาร์ม_2567.xlsx", "2567", FATTENED_2567, PIGLETS_2567)
    _farm_expenses(books / "ค่าใช้จ่ายฟาร์ม_2568.xlsx")
    write_slides(farm / "แผนฟาร์ม_ปี2569.pptx", PLAN_SLIDES)
    write_docx(farm / "สัญญาเช่าที่ดิน_แปลงติดฟาร์ม.docx", LAND_LEASE)
    write_docx(farm / "หนังสือขอต่ออายุ_GAP.docx", GAP_LETTER)
    make_pdf(bills / "PEA_bill_farm_May2025.pdf", BILL_FARM)
    make_pdf(bills / "PEA_bill_house_May2025.pdf", BILL_HOUSE)
    make_pdf(bills / "ThaiAutoLeasing_statement_Jun2025.pdf", TRUCK_STATEMENT)
    make_pdf(insurance / "SiamSawasdeeLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    _quote(school / "ใบแจ้งค่าเทอม_ต้นกล้า_1-2568.docx", SCHOOL_FEES)
    _quote(school / "ใบเสร็จค่าเทอม_ต้นกล้า_2-2567.docx", SCHOOL_RECEIPT)
    _house_spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "ฟาร์มหมู/ขายหมูขุน/LINE_คุณวิชัย_ราชบุรีมีท.txt": LINE_WICHAI,
        "ฟาร์มหมู/ขายหมูขุน/ราคาหมูหน้าฟาร์ม.md": PRICE_NOTES,
        "ฟาร์มหมู/ขายลูกหมู/LINE_ลุงเสริม.txt": LINE_SERM,
        "ฟาร์มหมู/ยาและวัคซีน/โปรแกรมวัคซีน.md": VACCINE_NOTES,
        "ฟาร์มหมู/email_ThaiScaleTech_quotation.txt": SCALE_EMAIL,
        "บ้าน/LINE_ครอบครัวศรีสุข.txt": LINE_FAMILY,
        "บ้าน/ซื้อของเข้าบ้าน.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Boonruen's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
