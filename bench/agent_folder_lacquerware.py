"""A blind folder: the papers of Baan Sripan Lacquerware (เครื่องเขินบ้านศรีปัน), Wua Lai Road, Chiang Mai.

The owner is Pimlada Sripan (พิมพ์ลดา ศรีปัน, "พิม"). She runs a small lacquerware workshop and shop on Wua Lai
Road in Chiang Mai with a few artisans (ลุงหมื่น, ป้าจันทร์, พี่ต่อ, น้องเอ). Her husband Somsak (สมศักดิ์) helps
with deliveries; their son Tonkla (ต้นกล้า) is in Grade 4 at Wiang Ping Bilingual School; her mother (แม่บัวคำ)
lives with them. Her Documents folder holds the shop's papers and the household's papers:

ร้านเครื่องเขิน/ใบเสนอราคา/
  ใบเสนอราคา_โรงแรมรินคำ_ร่าง.docx     draft quote to Rin Kham Boutique Hotel (2 ก.ค. 2568), total 48,600, never sent
  ใบเสนอราคา_โรงแรมรินคำ_ฉบับส่ง.docx   the quote actually sent (8 ก.ค. 2568): lower unit prices, 5% off, net 45,980
  Quotation_LannaCraft_Q2568-019.docx  English quote to Lanna Craft Gallery, Bangkok (15 July 2025), total 55,500
ร้านเครื่องเขิน/สัญญา/
  สัญญาฝากขาย_ล้านนาคราฟท์.docx        consignment contract with the same gallery, named in Thai (30%, to 31 ม.ค. 2569)
  Invitation_CMDW2025.docx             English invitation to exhibit at Chiang Mai Design Week 2025 (fee 8,500)
ร้านเครื่องเขิน/Suppliers/
  RakYai_PriceList_2025.pdf            Rak Yai Supply's 2025 price list, in English (raw lacquer, gold leaf...)
  ใบราคารักใหญ่_2567.docx              the same supplier's 2567 (2024) price list, in Thai (หจก. รักใหญ่ ซัพพลาย)
  MaeRimBamboo_Invoice_MRB-2025-087.pdf  invoice for woven bamboo bases (20,350, due 20 July 2025)
ร้านเครื่องเขิน/บัญชีร้าน/
  ยอดขาย_ค่าใช้จ่าย_2568.xlsx          this year's book: sheet of monthly sales by channel, sheet of monthly expenses
  ยอดขาย_ค่าใช้จ่าย_2567.xlsx          last year's book, same layout, full year
  ค่าแรงช่าง_2568.xlsx                 artisans' wages, one row per artisan, months as columns
ร้านเครื่องเขิน/Export ญี่ปุ่น/
  email_Hanamizuki_order.txt           email from Hanamizuki Zakka (Kyoto) confirming 120 bowls + 30 coaster sets
  SiamOceanFreight_quote_OSA.pdf       sea-freight quote Chiang Mai - Osaka for that order
ร้านเครื่องเขิน/
  แผนปี2569.pptx                       slides: plan for next year (target 1,800,000, fairs budget 150,000)
  สรุปงาน_OTOP_City_2567.md            notes after the OTOP City fair, Dec 2567 (sales 186,400, booth 15,000)
  ขั้นตอนลงรักปิดทอง.md                 process notes (distractor)
LINE/
  LINE_พี่แก้ว_ของชำร่วยงานแต่ง.txt    chat with a customer whose wedding-souvenir order changes twice (final 250 pcs)
  LINE_กลุ่มช่างบ้านศรีปัน.txt          artisans' group chat (the Kyoto bowls, lacquer running out)
  LINE_ครอบครัว.txt                    chat with her husband about household bills
บ้าน/
  รายจ่ายบ้าน_2568.xlsx                household spending, a sheet per month (มิ.ย., ก.ค., ส.ค. 68)
  ค่าเรียนพิเศษ_ต้นกล้า.md              Tonkla's tutoring and piano fees
  รายการซื้อของ.txt, สูตรแกงฮังเล.md     distractors
บ้าน/โรงเรียนต้นกล้า/
  WiangPing_Term1_2025_invoice.pdf, WiangPing_Term2_2025_invoice.pdf   school fee invoices (49,750 and 50,000)
บ้าน/ประกัน/
  SiamSawasdee_renewal_2025.pdf        life + health policy premium notice for Somsak (24,680, due 1 October 2025)
  ประกันรถ_ต่ออายุ_2568.docx           car insurance renewal notice (class 1: 18,450, sum insured 520,000)
  กรมธรรม์ประกันอุบัติเหตุ_ต้นกล้า.docx   the school's student accident insurance for Tonkla
บ้าน/บิล/
  PEA_bill_Aug2025.pdf                 the house's electricity bill for August 2025
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

# ---------------------------------------------------------------- quotes
HOTEL_DRAFT_TOP = [
    "เครื่องเขินบ้านศรีปัน  112/3 ถนนวัวลาย ต.หายยา อ.เมือง จ.เชียงใหม่ 50100  โทร 081-672-4419",
    "ใบเสนอราคา (ร่าง)",
    "วันที่ 2 กรกฎาคม 2568",
    "เรียน คุณวรรณา ฝ่ายจัดซื้อ โรงแรมรินคำ บูทีค เชียงใหม่",
    "ทางร้านขอเสนอราคาเครื่องเขินสำหรับตกแต่งห้องพักและล็อบบี้ ดังนี้",
]
HOTEL_DRAFT_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("1", "ถาดเครื่องเขินลายดอกพุดตาน 12 นิ้ว", "60 ใบ", "450", "27,000"),
    ("2", "กล่องใส่ทิชชูเครื่องเขิน สีแดงชาด", "60 ใบ", "280", "16,800"),
    ("3", "ขันโตกเครื่องเขินขนาดเล็ก (ล็อบบี้)", "6 ใบ", "800", "4,800"),
    ("", "รวมทั้งสิ้น", "", "", "48,600"),
]
HOTEL_DRAFT_BOTTOM = [
    "ยืนราคา 30 วัน  ส่งของภายใน 45 วันหลังได้รับมัดจำ",
    "หมายเหตุ (ร่าง ยังไม่ส่ง): รอเช็คราคาทองคำเปลวปีนี้ก่อน แล้วค่อยปรับราคา",
]
HOTEL_FINAL_TOP = [
    "เครื่องเขินบ้านศรีปัน  112/3 ถนนวัวลาย ต.หายยา อ.เมือง จ.เชียงใหม่ 50100  โทร 081-672-4419",
    "ใบเสนอราคา เลขที่ QT2568-014",
    "วันที่ 8 กรกฎาคม 2568",
    "เรียน คุณวรรณา ฝ่ายจัดซื้อ โรงแรมรินคำ บูทีค เชียงใหม่",
    "ขอบคุณที่สนใจงานเครื่องเขินของร้าน ขอเสนอราคาดังนี้",
]
HOTEL_FINAL_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("1", "ถาดเครื่องเขินลายดอกพุดตาน 12 นิ้ว", "60 ใบ", "435", "26,100"),
    ("2", "กล่องใส่ทิชชูเครื่องเขิน สีแดงชาด", "60 ใบ", "265", "15,900"),
    ("3", "ขันโตกเครื่องเขินขนาดเล็ก (ล็อบบี้)", "8 ใบ", "800", "6,400"),
    ("", "รวม", "", "", "48,400"),
    ("", "ส่วนลด 5%", "", "", "2,420"),
    ("", "ยอดสุทธิ", "", "", "45,980"),
]
HOTEL_FINAL_BOTTOM = [
    "เงื่อนไข: มัดจำ 50% เป็นเงิน 22,990 บาท ส่วนที่เหลือชำระวันส่งของ",
    "ส่งของภายใน 30 วันหลังได้รับมัดจำ  ยืนราคา 30 วัน",
    "ลงชื่อ พิมพ์ลดา ศรีปัน (ผู้เสนอราคา)",
]
GALLERY_TOP = [
    "Baan Sripan Lacquerware, 112/3 Wua Lai Road, Haiya, Mueang, Chiang Mai 50100. Tel. 081-672-4419",
    "QUOTATION No. Q2568-019",
    "Date: 15 July 2025",
    "To: Lanna Craft Gallery Co., Ltd., Charoen Krung Road, Bang Rak, Bangkok 10500 - Attn: Khun Teerawat",
    "This quotation is for outright purchase; consigned pieces stay under our separate consignment agreement.",
]
GALLERY_TABLE = [
    ("No.", "Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Lacquer tray, Phuttan flower pattern, 12 inch", "40 pcs", "480", "19,200"),
    ("2", "Lacquer tissue box, cinnabar red", "30 pcs", "310", "9,300"),
    ("3", "Lacquer food carrier (pinto), 3 tiers", "20 sets", "1,350", "27,000"),
    ("", "Total", "", "", "55,500"),
]
GALLERY_BOTTOM = [
    "Payment: 30 days after delivery. Delivery: 45 days after order, by Kerry Express to Bangkok.",
    "Validity: 30 days. Prices are not subject to VAT (the shop is not VAT-registered).",
    "Pimlada Sripan, owner",
]

# ---------------------------------------------------------------- contracts and letters
CONSIGNMENT = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ร้านเครื่องเขินบ้านศรีปัน จังหวัดเชียงใหม่ วันที่ 20 มกราคม 2568",
    "ระหว่าง นางพิมพ์ลดา ศรีปัน เจ้าของร้านเครื่องเขินบ้านศรีปัน ซึ่งต่อไปเรียกว่า \"ผู้ฝากขาย\"",
    "กับ บริษัท ล้านนาคราฟท์ แกลเลอรี จำกัด ถนนเจริญกรุง เขตบางรัก กรุงเทพมหานคร โดยนายธีรวัฒน์ "
    "เลิศวิไล กรรมการผู้มีอำนาจ ซึ่งต่อไปเรียกว่า \"ผู้รับฝากขาย\"",
    "ข้อ 1. ผู้ฝากขายส่งสินค้าเครื่องเขินตามใบส่งของแนบท้ายสัญญาให้ผู้รับฝากขายวางขายที่แกลเลอรี",
    "ข้อ 2. ผู้รับฝากขายได้รับค่านายหน้าร้อยละ 30 (30%) ของราคาขายปลีกที่ตกลงกัน",
    "ข้อ 3. ผู้รับฝากขายโอนเงินค่าสินค้าที่ขายได้ในแต่ละเดือน ภายในวันที่ 15 ของเดือนถัดไป "
    "พร้อมรายงานยอดขาย",
    "ข้อ 4. สัญญามีระยะเวลา 1 ปี ตั้งแต่วันที่ 1 กุมภาพันธ์ 2568 ถึงวันที่ 31 มกราคม 2569",
    "ข้อ 5. สินค้าชำรุดหรือสูญหายระหว่างอยู่ในความดูแลของผู้รับฝากขาย ผู้รับฝากขายชดใช้ตามราคาทุน",
    "ข้อ 6. คู่สัญญาฝ่ายใดประสงค์จะเลิกสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ พิมพ์ลดา ศรีปัน (ผู้ฝากขาย)      ลงชื่อ ธีรวัฒน์ เลิศวิไล (ผู้รับฝากขาย)",
]
CMDW_LETTER = [
    "Chiang Mai Design Week 2025 - Crafts Market",
    "Date: 1 August 2025",
    "Dear Khun Pimlada Sripan, Baan Sripan Lacquerware",
    "We are pleased to invite you to exhibit in the Crafts Market of Chiang Mai Design Week 2025, "
    "held from 6 to 14 December 2025 at the Chiang Mai Creative District, Nimmanhaemin.",
    "Crafts Market booth (2 x 2 m): participation fee 8,500 THB, including one table, two chairs and electricity.",
    "Please submit the application form with photos of five recent pieces by 30 September 2025. "
    "Selected makers will be told by 15 October 2025.",
    "Exhibitors are asked to hold one live demonstration (for example lacquer painting) during the week.",
    "Kind regards,",
    "Nadda Inthawong, Crafts Market coordinator, crafts@cmdw-example.org",
]

# ---------------------------------------------------------------- suppliers
RAKYAI_2025 = [
    "RAK YAI SUPPLY LTD., PART.\n145 Moo 2, San Kamphaeng, Chiang Mai 50130  Tel. 053-331-208\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\n"
    "Item - Unit - Price (THB)\n"
    "Raw lacquer (rak), Grade A - per kg - 1,650\n"
    "Raw lacquer (rak), Grade B - per kg - 1,240\n"
    "Gold leaf, 100 sheets (4 x 4 cm) - pack - 2,450\n"
    "Cinnabar red pigment (chad), 500 g - bag - 780\n"
    "Wood oil thinner, 1 litre - bottle - 185\n"
    "Bamboo strips (tok) - bundle - 320\n\n"
    "Minimum order 3,000 THB. Free delivery in Chiang Mai for orders over 10,000 THB.\n"
    "Prices exclude VAT 7%. Payment within 30 days for regular customers.",
]
RAKYAI_2567_TOP = [
    "ห้างหุ้นส่วนจำกัด รักใหญ่ ซัพพลาย",
    "145 หมู่ 2 อ.สันกำแพง จ.เชียงใหม่ 50130  โทร 053-331-208",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
]
RAKYAI_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("ยางรักดิบ เกรด A", "กิโลกรัม", "1,480"),
    ("ยางรักดิบ เกรด B", "กิโลกรัม", "1,100"),
    ("ทองคำเปลว 100 แผ่น (4x4 ซม.)", "ห่อ", "2,200"),
    ("ชาด (สีแดง) 500 กรัม", "ถุง", "720"),
    ("น้ำมันยาง 1 ลิตร", "ขวด", "170"),
    ("ตอกไม้ไผ่", "มัด", "300"),
]
RAKYAI_2567_BOTTOM = ["สั่งขั้นต่ำ 3,000 บาท ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
BAMBOO_INVOICE = [
    "MAE RIM BAMBOO WEAVING COMMUNITY ENTERPRISE\n58 Moo 6, Mae Rim, Chiang Mai 50180\n"
    "INVOICE No. MRB-2025-087\nDate: 20 June 2025\n"
    "Bill to: Baan Sripan Lacquerware, 112/3 Wua Lai Road, Chiang Mai\n\n"
    "Woven bamboo tray base, 12 inch - 100 pcs x 95 = 9,500 THB\n"
    "Woven bamboo tissue box body - 80 pcs x 70 = 5,600 THB\n"
    "Small woven bamboo bowl body - 150 pcs x 35 = 5,250 THB\n"
    "Total: 20,350 THB\n\n"
    "Payment due: 20 July 2025\nBank transfer: Krungthai Bank, Mae Rim branch, account 512-0-44871-3",
]

# ---------------------------------------------------------------- export
KYOTO_EMAIL = """From: Yuki Tanaka <yuki@hanamizuki-zakka.example.jp>
To: Pimlada Sripan <baansripan.lacquer@gmail.com>
Date: Mon, 4 Aug 2025 10:12 +0900
Subject: Re: Order confirmation - lacquer bowls for Hanamizuki Zakka

Dear Khun Pim,

Thank you for the samples, our customers in Kyoto loved the Phuttan pattern.
After our call we would like to change the bowls from 100 to 120 pieces. Please find our confirmed order:

- Small lacquer rice bowl, Phuttan pattern: 120 pcs x 390 THB = 46,800 THB
- Lacquer coaster set (6 pcs per set): 30 sets x 250 THB = 7,500 THB
Total order: 54,300 THB

Payment: 30% deposit (16,290 THB) by T/T this week, balance before shipment.
Shipping: by sea (LCL) to Osaka port, please ship by 15 September 2025. We will pay the freight.
Please wrap each bowl in paper, no plastic if possible.

Best regards,
Yuki Tanaka
Buyer, Hanamizuki Zakka, Nakagyo-ku, Kyoto
"""
FREIGHT_QUOTE = [
    "SIAM OCEAN FREIGHT CO., LTD.\n88 Chang Klan Road, Chiang Mai 50100\n"
    "QUOTATION No. SOF-Q-25-0811   Date: 11 August 2025\n"
    "Customer: Baan Sripan Lacquerware (shipper)\nConsignee: Hanamizuki Zakka, Kyoto, Japan\n\n"
    "Route: Chiang Mai - Laem Chabang - Osaka (LCL, about 1.5 CBM, 4 cartons)\n"
    "Trucking Chiang Mai - Laem Chabang: 6,200 THB\nOcean freight and port charges: 8,950 THB\n"
    "Export customs clearance: 1,600 THB\nTotal: 16,750 THB\n\n"
    "Cut-off: cargo at our Chiang Mai warehouse by 10 September 2025 for vessel ETD 15 September 2025.\n"
    "Validity: until 31 August 2025.",
]

# ---------------------------------------------------------------- plan, fair, notes
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569 - เครื่องเขินบ้านศรีปัน", "Baan Sripan Lacquerware - Plan 2026\nจัดทำโดย พิมพ์ลดา ศรีปัน, ตุลาคม 2568"),
    ("เป้าหมายยอดขาย", "ยอดขายทั้งปี 1,800,000 บาท (ปี 2568 คาดว่าปิดที่ 1,350,000 บาท)\n"
                      "สัดส่วนยอดขายออนไลน์เพิ่มเป็น 35%"),
    ("ช่องทางขายใหม่", "เปิดร้าน Shopee และ TikTok Shop ภายในมีนาคม 2569\n"
                      "ส่งออกญี่ปุ่น: คุยกับ Hanamizuki Zakka ให้สั่งทุกไตรมาส"),
    ("สินค้าใหม่", "ที่วางโทรศัพท์ไม้ไผ่ลงรัก ราคา 590 บาท\nกล่องเครื่องประดับลายรดน้ำปิดทอง ราคา 1,290 บาท"),
    ("ทีมงาน", "รับช่างฝึกหัด 2 คน ค่าแรงวันละ 400 บาท\nให้ลุงหมื่นสอนลายขูดสัปดาห์ละ 2 วัน"),
    ("งบประมาณ", "งบออกงานแสดงสินค้า (Tokyo Gift Show + OTOP City) 150,000 บาท\n"
                "งบการตลาดออนไลน์ 60,000 บาท\nงบซ่อมโรงเรือนตากรัก 45,000 บาท"),
]
OTOP_NOTES = """# สรุปงาน OTOP City 2567 (อิมแพ็ค เมืองทองธานี 18-24 ธ.ค. 2567)

บูธ C-214 โซนของใช้ของตกแต่ง ไปกับพี่ต่อ + น้องเอ

## รายรับ
- ยอดขายรวม 7 วัน 186,400 บาท
- ขายดีสุด ปิ่นโตเครื่องเขิน 3 ชั้น ขายได้ 42 เถา
- ถาด 12 นิ้ว ขายหมดตั้งแต่วันที่ 5

## ค่าใช้จ่าย
- ค่าบูธ 15,000 บาท
- ค่าที่พัก 7 คืน 7,200 บาท
- ค่ารถขนของไป-กลับ 6,500 บาท
- ค่าจ้างน้องช่วยขาย 4,200 บาท

## เรื่องที่ได้
- คุณธีรวัฒน์ จากแกลเลอรีล้านนาคราฟท์ มาคุยเรื่องฝากขายที่กรุงเทพ (นัดเซ็นสัญญาเดือนมกรา)
- ปีหน้าเอาถาดเล็กกับที่รองแก้วไปเยอะกว่านี้ ลูกค้าถามหาเยอะ
"""
PROCESS_NOTES = """# ขั้นตอนลงรักปิดทอง (จดไว้สอนน้องใหม่)

1. ขึ้นโครงไม้ไผ่สาน ทารักรองพื้น ผึ่งในโรงเรือน 3-4 วัน
2. ทาสมุก (รักผสมผงถ่านใบตอง) ขัดด้วยหินขัด ทำซ้ำ 3 รอบ
3. ทารักเงา แล้วเขียนลายด้วยน้ำยาหรดาล
4. ปิดทองคำเปลว ทิ้งไว้ 1 คืน แล้วล้างน้ำ ลายทองจะขึ้น
- ห้องต้องชื้น รักถึงจะแห้ง อย่าเปิดพัดลมใส่
"""

# ---------------------------------------------------------------- chats
WEDDING_CHAT = """[12/06/2568 19:42] พี่แก้ว: สวัสดีค่ะน้องพิม พี่อยากได้กล่องเครื่องเขินเล็กๆ เป็นของชำร่วยงานแต่งลูกสาวค่ะ
[12/06/2568 19:45] พิม: ได้เลยค่ะพี่ กล่องกลมลายพุดตาน 2.5 นิ้ว ใบละ 85 บาทค่ะ
[12/06/2568 19:50] พี่แก้ว: เอา 200 ใบก่อนนะคะ
[12/06/2568 19:52] พิม: 200 ใบ รวม 17,000 บาทค่ะ ส่งก่อนวันที่ 28 ก.ย. ทันค่ะ
[20/06/2568 08:15] พี่แก้ว: น้องพิม แขกเพิ่มอะ ขอเป็น 250 ใบได้มั้ย ลดราคาให้พี่หน่อยน้า
[20/06/2568 09:03] พิม: 250 ใบ พิมลดให้เหลือใบละ 80 บาท รวม 20,000 บาทค่ะ
[25/06/2568 21:10] พี่แก้ว: พี่อยากให้เขียนชื่อบ่าวสาวสีทองบนฝาด้วยได้มั้ยคะ
[25/06/2568 21:30] พิม: ได้ค่ะพี่ แต่ต้องเขียนทองทีละใบ ขอคิดใบละ 85 บาทเท่าเดิมนะคะ 250 ใบ รวมเป็น 21,250 บาทค่ะ
[25/06/2568 21:32] พี่แก้ว: โอเคจ้า ตกลงตามนี้ มัดจำเท่าไหร่คะ
[25/06/2568 21:35] พิม: มัดจำครึ่งนึง 10,625 บาทค่ะ ที่เหลือจ่ายวันรับของ บัญชีกสิกร 043-8-51127-9 พิมพ์ลดา ศรีปัน
[26/06/2568 10:02] พี่แก้ว: โอนแล้วนะคะ 10,625 ค่ะ
[26/06/2568 10:05] พิม: ได้รับแล้วค่ะ ขอบคุณค่ะพี่แก้ว
"""
ARTISAN_CHAT = """[05/08/2568 08:02] พิม: ออเดอร์ร้านญี่ปุ่นที่เกียวโตยืนยันแล้วนะ ชามเล็กลายพุดตาน 120 ใบ กับที่รองแก้ว 30 ชุด
[05/08/2568 08:10] ลุงหมื่น: ต้องเสร็จเมื่อไหร่พิม
[05/08/2568 08:12] พิม: ต้องส่งของเข้าโกดังชิปปิ้งก่อน 10 ก.ย. ค่ะลุง
[05/08/2568 08:30] ป้าจันทร์: ยางรักเกรดเอเหลือไม่ถึง 2 โลแล้วนะ ไม่พอชาม 120 ใบแน่
[05/08/2568 08:41] พิม: เดี๋ยวพิมโทรสั่งรักใหญ่วันนี้เลยค่ะ เอา 8 โล
[05/08/2568 12:20] พี่ต่อ: โครงชามไม้ไผ่จากแม่ริมมาครบ 150 ใบแล้วครับ
[05/08/2568 12:25] น้องเอ: อาทิตย์นี้หนูทำ OT เสาร์อาทิตย์ได้ค่ะ
[05/08/2568 12:31] พิม: ขอบคุณทุกคนนะคะ เดือนนี้ OT คิดเหมือนเดือนพฤษภานะ
"""
FAMILY_CHAT = """[01/09/2568 07:30] สมศักดิ์: ค่าไฟบ้านเดือนสิงหามาแล้ว ไว้บนตู้เย็นนะ
[01/09/2568 07:45] พิม: โอเค เดี๋ยวจ่ายในแอป
[03/09/2568 18:20] สมศักดิ์: ประกันรถจะหมดเดือนพฤศจิกา เค้าส่งใบเตือนมาแล้ว จะต่อชั้น 1 เหมือนเดิมมั้ย
[03/09/2568 18:26] พิม: ต่อชั้น 1 แหละ รถใช้ส่งของทุกวัน
[10/09/2568 20:05] สมศักดิ์: พรุ่งนี้พาแม่ไปหาหมอที่สวนดอกนะ
[10/09/2568 20:07] พิม: ค่ะ เอาบัตรทองแม่ไปด้วยนะ
"""

# ---------------------------------------------------------------- household
SCHOOL_T1 = [
    "WIANG PING BILINGUAL SCHOOL\n99 Moo 4, Hang Dong, Chiang Mai 50230\n"
    "TUITION INVOICE - Term 1, Academic Year 2025\nInvoice No. WP-T1-25-0412\n"
    "Student: Tonkla Sripan, Grade 4 (Class 4/2)\nParent: Mrs. Pimlada Sripan\n\n"
    "Tuition fee: 32,500.00 THB\nEnglish Programme fee: 6,000.00 THB\nLunch and snacks: 3,600.00 THB\n"
    "School bus (Wua Lai route): 4,800.00 THB\nBooks and uniforms: 2,850.00 THB\n"
    "Total: 49,750.00 THB\n\nDue date: 15 May 2025\nPay at the school finance office or by QR code.",
]
SCHOOL_T2 = [
    "WIANG PING BILINGUAL SCHOOL\n99 Moo 4, Hang Dong, Chiang Mai 50230\n"
    "TUITION INVOICE - Term 2, Academic Year 2025\nInvoice No. WP-T2-25-0412\n"
    "Student: Tonkla Sripan, Grade 4 (Class 4/2)\nParent: Mrs. Pimlada Sripan\n\n"
    "Tuition fee: 32,500.00 THB\nEnglish Programme fee: 6,000.00 THB\nLunch and snacks: 3,800.00 THB\n"
    "School bus (Wua Lai route): 5,200.00 THB\nGrade 4 science camp, Doi Inthanon: 2,500.00 THB\n"
    "Total: 50,000.00 THB\n\nDue date: 31 October 2025\nPay at the school finance office or by QR code.",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Mai Branch\nELECTRICITY BILL - August 2025\n"
    "Customer: Mrs. Pimlada Sripan\nAccount No. 020011874563\n"
    "Address: 112/3 Wua Lai Road, Haiya, Mueang, Chiang Mai 50100 (residence)\n"
    "Meter reading period: 18 July 2025 - 18 August 2025",
    "Units used: 486 kWh\nEnergy charge: 1,966.52 THB\nFt charge: 88.45 THB\nService charge: 38.22 THB\n"
    "VAT 7%: 146.52 THB\nAmount due: 2,239.71 THB\nDue date: 12 September 2025",
]
LIFE_INSURANCE = [
    "SIAM SAWASDEE LIFE INSURANCE PUBLIC COMPANY LIMITED\nPREMIUM DUE NOTICE\nDate: 25 August 2025\n\n"
    "Policyholder and insured: Mr. Somsak Sripan\nPolicy No. SSL-4471209\n"
    "Plan: Whole Life 99/20 with Health Care rider\nSum assured: 500,000 THB\n\n"
    "Life premium: 15,200 THB\nHealth Care rider premium: 9,480 THB\nTotal annual premium: 24,680 THB\n"
    "Premium due date: 1 October 2025\nGrace period: 31 days after the due date.\n\n"
    "The premium can be used as a tax deduction (life insurance up to 100,000 THB, health up to 25,000 THB).\n"
    "Agent: Ms. Jintana Kaewmala, tel. 089-554-2176",
]
CAR_INSURANCE_TOP = [
    "บริษัท เมืองล้านนาประกันภัย จำกัด (มหาชน)",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 1 กันยายน 2568",
    "เรียน คุณสมศักดิ์ ศรีปัน",
    "รถยนต์ Toyota Hilux Revo ทะเบียน 2กข 4521 เชียงใหม่ กรมธรรม์เดิมสิ้นสุดวันที่ 14 พฤศจิกายน 2568",
    "บริษัทขอเสนอเงื่อนไขการต่ออายุ ดังนี้",
]
CAR_INSURANCE_TABLE = [
    ("รายการ", "ประกันชั้น 1", "ประกันชั้น 2+"),
    ("ทุนประกัน (รถเสียหาย/สูญหาย/ไฟไหม้)", "520,000 บาท", "300,000 บาท"),
    ("เบี้ยประกันรวมภาษีและอากร", "18,450 บาท", "9,890 บาท"),
    ("ค่าเสียหายส่วนแรก", "ไม่มี", "2,000 บาท"),
    ("ซ่อม", "ซ่อมอู่ห้าง", "ซ่อมอู่ในเครือ"),
]
CAR_INSURANCE_BOTTOM = [
    "ชำระเบี้ยก่อนวันที่ 14 พฤศจิกายน 2568 เพื่อให้ความคุ้มครองต่อเนื่อง ผ่อนชำระ 0% ได้ 6 งวด ผ่านบัตรเครดิต",
    "ไม่มีประวัติเคลมในปีที่ผ่านมา ได้รับส่วนลดประวัติดี 20%",
    "ติดต่อตัวแทน คุณจินตนา แก้วมาลา โทร 089-554-2176",
]
PA_INSURANCE = [
    "กรมธรรม์ประกันภัยอุบัติเหตุนักเรียน ปีการศึกษา 2568",
    "โรงเรียนเวียงพิงค์ไบลิงกวล ร่วมกับ บริษัท เมืองล้านนาประกันภัย จำกัด (มหาชน)",
    "ผู้เอาประกัน: เด็กชายต้นกล้า ศรีปัน ชั้น ป.4/2",
    "ระยะเวลาคุ้มครอง 16 พฤษภาคม 2568 ถึง 15 พฤษภาคม 2569 ตลอด 24 ชั่วโมง",
    "เสียชีวิตหรือทุพพลภาพถาวรจากอุบัติเหตุ 100,000 บาท",
    "ค่ารักษาพยาบาลจากอุบัติเหตุ ครั้งละไม่เกิน 20,000 บาท",
    "เบี้ยประกัน 650 บาทต่อปี",
    "เคลมได้ที่ห้องพยาบาลโรงเรียน หรือโรงพยาบาลในเครือข่าย",
]
TUTORING = """# ค่าเรียนพิเศษ ต้นกล้า ปี 2568

- คณิต ครูเจน ชั่วโมงละ 350 บาท อาทิตย์ละ 2 ชม. (วันอังคาร ศุกร์)
- เปียโน โรงเรียนดนตรีนิมมาน เดือนละ 1,600 บาท (เสาร์ 10 โมง)

| เดือน | คณิต | เปียโน |
|---|---|---|
| มิ.ย. 68 | 2,450 | 1,600 |
| ก.ค. 68 | 2,450 | 1,600 |
| ส.ค. 68 | 2,800 | 1,600 |

ส.ค. ครูเจนสอนเพิ่ม 1 ครั้งก่อนสอบกลางภาค
"""
DISTRACTORS = {
    "บ้าน/รายการซื้อของ.txt": "ไข่ 1 แผง\nข้าวเหนียว 5 โล\nน้ำปลา\nผงซักฟอก\nนมต้นกล้า 2 แพ็ค\nยาแม่ (ยาความดัน)",
    "บ้าน/สูตรแกงฮังเล.md": "# แกงฮังเล สูตรแม่บัวคำ\nหมูสามชั้น 1 กิโล ผงฮังเล ขิงซอย กระเทียมดอง ถั่วลิสง "
                            "น้ำมะขามเปียก เคี่ยวไฟอ่อน 2 ชั่วโมง",
    "ร้านเครื่องเขิน/ขั้นตอนลงรักปิดทอง.md": PROCESS_NOTES,
}
WORKSPECT = {"todo.md": "- โอนค่าเทอม 2 ต้นกล้า ก่อนสิ้นเดือน ต.ค.\n- ต่อประกันรถก่อน 14 พ.ย.\n"
                        "- สั่งยางรักเกรดเอ 8 โล\n- ส่งใบสมัคร Design Week\n- ตามเงินมัดจำร้านญี่ปุ่น\n"}

# ---------------------------------------------------------------- books
MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_HEADERS = ["เดือน (Month)", "หน้าร้าน (Shop)", "ออนไลน์ (Online)", "ฝากขาย (Consignment)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "วัตถุดิบ (Materials)", "ค่าแรงช่าง (Wages)", "ค่าเช่า/ค่าไฟ (Rent & utilities)",
                   "ค่าขนส่ง (Shipping)", "รวม (Total)"]
SALES_2568 = [
    (68400, 21300, 35000), (72100, 18900, 28600), (55800, 24750, 31200), (81200, 19600, 26400),
    (47300, 22800, 24100), (39650, 27450, 22900), (42900, 30150, 25700), (44200, 28900, 27300),
]
EXPENSES_2568 = [
    (31200, 44500, 9800, 3150), (28750, 44500, 9650, 2880), (35600, 45200, 9900, 3420), (29900, 44500, 10450, 4100),
    (33850, 48900, 11200, 2760), (38420, 45600, 11050, 3380), (41300, 46200, 10780, 3650), (36950, 47100, 10320, 4215),
]
SALES_2567 = [  # consignment in 2567: the shop at Kad Luang and a café on Nimman (the Bangkok gallery started 2568)
    (63200, 14800, 9800), (66900, 13100, 11250), (61500, 15200, 26800), (77800, 16450, 12400),
    (44100, 15900, 8650), (36800, 17300, 7900), (38700, 18200, 9150), (41900, 19650, 10300),
    (45600, 18800, 9700), (58300, 21400, 14600), (74900, 23600, 18250), (96800, 29750, 21900),
]
EXPENSES_2567 = [
    (29800, 42000, 9200, 2650), (27400, 42000, 9100, 2410), (30900, 42600, 9350, 2980), (28100, 42000, 9800, 3050),
    (25600, 42000, 10300, 2200), (26300, 42000, 10150, 2350), (27900, 42500, 9900, 2540), (29100, 42000, 9700, 2760),
    (30500, 42000, 9650, 2830), (34200, 43800, 9600, 3120), (39800, 46500, 9750, 3900), (45300, 48000, 9900, 12800),
]
WAGES_2568 = {
    "ลุงหมื่น (ช่างขูดลาย / engraving)": [12000, 12000, 12000, 12000, 13500, 12000, 12000, 12500],
    "ป้าจันทร์ (ลงรัก / lacquering)": [9500, 9500, 9500, 9500, 10800, 9500, 9500, 10100],
    "พี่ต่อ (ขึ้นโครง / frames)": [11000, 11000, 11700, 11000, 12400, 11000, 11700, 11500],
    "น้องเอ (เขียนลายทอง / gilding)": [12000, 12000, 12000, 12000, 12200, 13100, 13000, 13000],
}
HOUSEHOLD = {
    "มิ.ย. 68": [("ค่ากับข้าว (Groceries)", 13920, ""), ("ค่าน้ำมันรถ (Fuel)", 3780, ""),
                 ("ค่าไฟบ้าน (Electricity)", 1987, ""), ("ค่าน้ำประปา (Water)", 274, ""),
                 ("ค่าเน็ตบ้าน+มือถือ (Internet & phone)", 1098, ""),
                 ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", 4050, "คณิต+เปียโน"),
                 ("ค่ายาแม่ (Mum's medicine)", 2980, ""), ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 31/60")],
    "ก.ค. 68": [("ค่ากับข้าว (Groceries)", 14860, "มีทำบุญวันเกิดแม่"), ("ค่าน้ำมันรถ (Fuel)", 3950, ""),
                 ("ค่าไฟบ้าน (Electricity)", 2105, ""), ("ค่าน้ำประปา (Water)", 286, ""),
                 ("ค่าเน็ตบ้าน+มือถือ (Internet & phone)", 1098, ""),
                 ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", 4050, "คณิต+เปียโน"),
                 ("ค่ายาแม่ (Mum's medicine)", 3450, "ตรวจเลือด"), ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 32/60")],
    "ส.ค. 68": [("ค่ากับข้าว (Groceries)", 12640, ""), ("ค่าน้ำมันรถ (Fuel)", 4120, ""),
                 ("ค่าไฟบ้าน (Electricity)", 2239.71, "บิล PEA"), ("ค่าน้ำประปา (Water)", 301, ""),
                 ("ค่าเน็ตบ้าน+มือถือ (Internet & phone)", 1098, ""),
                 ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", 4400, "ครูเจนสอนเพิ่ม"),
                 ("ค่ายาแม่ (Mum's medicine)", 2980, ""), ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 33/60")],
}


def _shop_book(path: Path, year: str, sales: list[tuple], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายเครื่องเขินบ้านศรีปัน ปี {year} (Sales {year}, THB)"])
    sheet.append(SALES_HEADERS)
    for month, row in zip(MONTHS_TH, sales):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(col) for col in zip(*sales)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(EXPENSE_HEADERS)
    for month, row in zip(MONTHS_TH, expenses):
        costs.append([f"{month} {year[2:]}", *row, sum(row)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง 2568"
    sheet.append(["ค่าแรงช่าง ปี 2568 (Artisans' wages 2568, THB) รวม OT แล้ว"])
    sheet.append(["ช่าง (Artisan)", *(f"{m} 68" for m in MONTHS_TH[:8]), "รวม (Total)"])
    for name, pays in WAGES_2568.items():
        sheet.append([name, *pays, sum(pays)])
    for column in range(2, 11):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Pim's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านเครื่องเขิน"
    home = docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers", shop / "บัญชีร้าน",
                   shop / "Export ญี่ปุ่น", docs / "LINE", home / "โรงเรียนต้นกล้า", home / "ประกัน", home / "บิล"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_โรงแรมรินคำ_ร่าง.docx", HOTEL_DRAFT_TOP, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมรินคำ_ฉบับส่ง.docx", HOTEL_FINAL_TOP, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_LannaCraft_Q2568-019.docx", GALLERY_TOP, GALLERY_TABLE, bottom=GALLERY_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาฝากขาย_ล้านนาคราฟท์.docx", CONSIGNMENT)
    write_docx(shop / "สัญญา" / "Invitation_CMDW2025.docx", CMDW_LETTER)
    make_pdf(shop / "Suppliers" / "RakYai_PriceList_2025.pdf", RAKYAI_2025)
    write_docx(shop / "Suppliers" / "ใบราคารักใหญ่_2567.docx", RAKYAI_2567_TOP, RAKYAI_2567_TABLE,
               bottom=RAKYAI_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "MaeRimBamboo_Invoice_MRB-2025-087.pdf", BAMBOO_INVOICE)
    _shop_book(shop / "บัญชีร้าน" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _shop_book(shop / "บัญชีร้าน" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _wages(shop / "บัญชีร้าน" / "ค่าแรงช่าง_2568.xlsx")
    make_pdf(shop / "Export ญี่ปุ่น" / "SiamOceanFreight_quote_OSA.pdf", FREIGHT_QUOTE)
    write_slides(shop / "แผนปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "โรงเรียนต้นกล้า" / "WiangPing_Term1_2025_invoice.pdf", SCHOOL_T1)
    make_pdf(home / "โรงเรียนต้นกล้า" / "WiangPing_Term2_2025_invoice.pdf", SCHOOL_T2)
    make_pdf(home / "บิล" / "PEA_bill_Aug2025.pdf", PEA_BILL)
    make_pdf(home / "ประกัน" / "SiamSawasdee_renewal_2025.pdf", LIFE_INSURANCE)
    write_docx(home / "ประกัน" / "ประกันรถ_ต่ออายุ_2568.docx", CAR_INSURANCE_TOP, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(home / "ประกัน" / "กรมธรรม์ประกันอุบัติเหตุ_ต้นกล้า.docx", PA_INSURANCE)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "ร้านเครื่องเขิน/Export ญี่ปุ่น/email_Hanamizuki_order.txt": KYOTO_EMAIL,
        "ร้านเครื่องเขิน/สรุปงาน_OTOP_City_2567.md": OTOP_NOTES,
        "LINE/LINE_พี่แก้ว_ของชำร่วยงานแต่ง.txt": WEDDING_CHAT,
        "LINE/LINE_กลุ่มช่างบ้านศรีปัน.txt": ARTISAN_CHAT,
        "LINE/LINE_ครอบครัว.txt": FAMILY_CHAT,
        "บ้าน/ค่าเรียนพิเศษ_ต้นกล้า.md": TUTORING,
        **DISTRACTORS,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Pim's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
