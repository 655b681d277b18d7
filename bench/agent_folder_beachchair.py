"""The beachchair folder: the papers of a beach chair and umbrella rental operator at Bang Saen, and her household.

The owner is วันเพ็ญ ศรีทองคำ (เจ๊เพ็ญ, Jay Pen, Mrs. Wanphen Srithongkham) of "เตียงผ้าใบเจ๊เพ็ญ ล็อก 27"
(Pen Beach Chairs, Lot 27, Bang Saen Beach), 88/14 ม.3 ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี 20130. She rents beach
chairs and umbrellas on lot 27 of หาดบางแสน, sells water, soft drinks, beer and coconuts from the stall, and does
packages for tour groups. Her husband ชัยวัฒน์ (พี่ชัย) drives the Revo pickup, their daughter น้องมายด์
(ด.ญ.ณัฐชยา) is in ม.2, her mother บุญมี แก้วใส (แม่, ยายมี) needs cataract surgery, her younger sister is
น้องปุ๊. Staff: บังหมาน, ป้าแดง, ตั้ม, น้องฝน, ลุงเปี๊ยก. It is November 2568 (2025).

Documents/ร้านเตียงเจ๊เพ็ญ ล็อก27/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ฮอลิเดย์ทัวร์_กรุ๊ป22พย_ร่าง.docx: draft quote QT-PEN-68-11 (25 ต.ค. 2568) to บริษัท
  ชลบุรี ฮอลิเดย์ ทัวร์ จำกัด for a 120-person group on 22 พ.ย. 2568: 60 sets x 120 (7,200) + drinks 120 x 50
  (6,000) + coconuts 120 x 55 (6,600) = 19,800 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ฮอลิเดย์ทัวร์_กรุ๊ป22พย_final v2.docx: the final (30 ต.ค. 2568) to คุณเกศินี (เก๋):
  7,200 + drinks 120 x 45 (5,400) + coconuts 120 x 50 (6,000) + ice and a staff member 1,500 = 20,100,
  deposit 30% 6,030, balance 14,070.
- ใบเสนอราคา/ใบเสนอราคา ประเสริฐผ้าใบ ร่ม+ผ้าใบเตียง.docx: ร้านประเสริฐผ้าใบ (เฮียตี๋) quote 68/145: 30 umbrellas
  x 1,250 (37,500) + 60 chair canvases x 280 (16,800) = 54,300, no VAT, deposit 50% 27,150.
- ใบเสนอราคา/Quote_SeasideCanopy_umbrellas_Oct2025.pdf: English quote SC-Q2510-077 from Seaside Canopy Co., Ltd.
  (Pattaya) for the same items: 34,500.00 + 15,900.00 = 50,400.00 + delivery 500.00 + VAT 3,563.00 = 54,463.00.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, two sheets (income by month: chairs and umbrellas, drinks, tour
  groups, swim rings; expenses: drink stock, ice, wages, lot fee, repairs), January to October
  (e.g. chairs Oct 63,520; ice Aug 5,880; wages Oct 35,130).
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, January to December (chairs Oct 54,280; drinks
  Apr 78,460).
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.xlsx: October wages by full name and nickname (อับดุลเลาะห์ มะหมัด = บังหมาน,
  27 days x 400 = 10,800, advance 2,000, net 8,800; total 35,130) and a sheet of phones and bank accounts.
- บัญชี/ยอดขายน้ำ 13-19 ต.ค.68.md: one week's drink sales by day: 12,060 in all, beer 60 bottles = 4,800,
  Saturday 3,250 the best day, Wednesday beach day off 180.
- บัญชี/น้ำแข็ง_ต.ค.68.md: October ice from โรงน้ำแข็งเจริญผล: 79 sacks x 70 = 5,530, paid 3,500, owed 2,030.
- ราคา/ราคาเช่าเตียง-ร่ม-น้ำ_2568.docx: this year's price list (chair 40, umbrella 50, set 120, beer 80 ...).
- ราคา/PriceBoard_EN_2024.pdf: last year's English price board (chair 30, umbrella 40, set 100, beer 70 ...).
- ซื้อของ/ChonburiBev_Invoice_INV-2510-0388.pdf: English invoice of Chon Buri Beverage Distribution Co., Ltd.
  (24 Oct 2025): 36,405.00 + VAT 2,548.35 = 38,953.35, less empties credit 1,200.00, balance 37,753.35 due
  7 Nov 2025.
- ซื้อของ/ใบเสร็จ_ชลบุรีเบฟ_RC-2510-0212.docx: the Thai receipt for it: 37,753.35 received 5 พ.ย. 2568.
- เอกสาร/หนังสือเทศบาลแสนสุข_ฤดูกาล68-69.docx: เทศบาลเมืองแสนสุข's rules for the 2568/69 season: lot 27 at most
  50 chairs and 25 umbrellas, Wednesday beach day off, fee 1,200 a month (was 1,000), 14,400 for the year by
  28 พ.ย. 2568 or 3,600 a quarter, alcohol hours, a complaint about overcharging.
- เอกสาร/หนังสือขอเพิ่มเตียง_ร่าง.docx: her draft letter asking to go from 50 to 60 chairs and 25 to 30 umbrellas.
- เอกสาร/ThaiCoastal_PublicLiability_renewal_2025.pdf: public liability renewal: limit 500,000, premium
  3,210.00 (last year 2,890.00), pay by 12 Dec 2025, one claim 4,500.00 (cut foot, 14 Apr 2025).
- เอกสาร/email_BangsaenHeritage_voucher_04-11-2025.txt: email from Nan at Bangsaen Heritage Hotel: 110 THB per
  guest voucher, or 6,500 THB a month flat for 8 sets Fri-Sun, from 1 Dec 2025, reply by 20 Nov 2025.
- แชท/แชท_ฮอลิเดย์ทัวร์_กรุ๊ป22พย.txt: LINE chat with เก๋: 18,000 asked, 19,800 and 18,600 offered, settled
  160 a head = 19,200, deposit 5,760 transferred 3 พ.ย., balance 13,440.
- แชท/แชทไลน์_ร้านประเสริฐผ้าใบ.txt: LINE export with เฮียตี๋: 1,200 then 1,100 asked, settled 1,180 an
  umbrella and 270 a canvas = 51,600, deposit 20,000 on 28/10/2568.
- แชท/แชทกลุ่ม_เตียงล็อก25-30.txt: the neighbouring lots agree a weekend set price: 150, 130 proposed, settled 140
  from 1 ธ.ค. 2568.
- แผนไฮซีซั่น 68-69.pptx: slides for the high season (income so far, 30 new umbrellas budget 52,000).
- สูตรมะพร้าวปั่น.md, ของลืม_ลูกค้า_ต.ค.68.md, ตารางน้ำขึ้นลง_พ.ย.68.txt: a recipe, a lost-and-found log, tides.

Documents/บ้าน/ (the household)
- บิลน้ำ/PWA_water_Aug2025.pdf (31 m3, 498.23), PWA_water_Sep2025.pdf (26 m3, 401.90), PWA_water_Oct2025.pdf
  (34 m3, 561.74): English water bills.
- รถ/Revo_HP_statement_Oct2025.pdf: hire purchase statement, 11,460 a month, 31 of 60 paid, 29 left,
  outstanding 332,340.00, next due 5 Nov 2025, payoff 301,850.00 by 30 Nov 2025.
- ประกัน/ต่ออายุประกันสุขภาพแม่_2568.docx: the mother's health insurance renewal: 28,640 (last year 25,900) by
  18 ธันวาคม 2568, cataract up to 40,000 an eye.
- ค่าเทอม/ค่าเทอม มายด์ ม.2 เทอม2-68.docx: school fees 23,850 by 21 พ.ย. 2568.
- แม่/ChonburiBay_Hospital_cataract_estimate_Nov2025.pdf: left-eye cataract surgery 58,900 on 12 Dec 2025,
  pre-op 1 Dec 2025, multifocal upgrade 18,000.
- แม่/นัดผ่าตาแม่.md: notes on the mother's eyes: the government queue and the private option.
- ค่าใช้จ่ายบ้าน_ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month, with the Revo 11,460.
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "ร้านเตียงเจ๊เพ็ญ ล็อก27"
PEN_TOP = ("เตียงผ้าใบเจ๊เพ็ญ ล็อก 27 หาดบางแสน (นางวันเพ็ญ ศรีทองคำ) 88/14 ม.3 ต.แสนสุข อ.เมืองชลบุรี "
           "จ.ชลบุรี 20130 โทร 086-772-4158  LINE penbeach27")

# ---------------------------------------------------------------- tour group quotes
TOUR_DRAFT = [
    PEN_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PEN-68-11",
    "วันที่ 25 ตุลาคม 2568",
    "เรียน ฝ่ายปฏิบัติการ บริษัท ชลบุรี ฮอลิเดย์ ทัวร์ จำกัด 19/5 ถ.สุขุมวิท ต.บ้านสวน อ.เมืองชลบุรี",
    "เรื่อง แพ็กเกจเตียงผ้าใบ ร่ม และเครื่องดื่ม สำหรับกรุ๊ป 120 ท่าน วันเสาร์ที่ 22 พฤศจิกายน 2568",
]
TOUR_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ชุดเตียงผ้าใบ 2 ตัว + ร่ม 1 คัน ทั้งวัน", "60 ชุด", "120", "7,200"),
    ("น้ำดื่ม/น้ำอัดลม คนละ 2 ขวด", "120 ท่าน", "50", "6,000"),
    ("มะพร้าวน้ำหอมเผา", "120 ลูก", "55", "6,600"),
    ("รวมทั้งสิ้น", "", "", "19,800"),
]
TOUR_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 19,800 บาท (หนึ่งหมื่นเก้าพันแปดร้อยบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง ถามพี่ชัยเรื่องรถขนมะพร้าวกับน้ำแข็งก่อน",
]
TOUR_FINAL = [
    PEN_TOP,
    "ใบเสนอราคา  เลขที่ QT-PEN-68-11 (แก้ไขครั้งที่ 2)",
    "วันที่ 30 ตุลาคม 2568",
    "เรียน คุณเกศินี พรหมสุวรรณ ฝ่ายปฏิบัติการ บริษัท ชลบุรี ฮอลิเดย์ ทัวร์ จำกัด",
    "เรื่อง แพ็กเกจเตียงผ้าใบ ร่ม และเครื่องดื่ม สำหรับกรุ๊ป 120 ท่าน วันเสาร์ที่ 22 พฤศจิกายน 2568 "
    "เวลา 09.00-16.00 น. โซนหน้าล็อก 27-28",
]
TOUR_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ชุดเตียงผ้าใบ 2 ตัว + ร่ม 1 คัน ทั้งวัน", "60 ชุด", "120", "7,200"),
    ("น้ำดื่ม/น้ำอัดลม คนละ 2 ขวด", "120 ท่าน", "45", "5,400"),
    ("มะพร้าวน้ำหอมเผา", "120 ลูก", "50", "6,000"),
    ("น้ำแข็ง ถังแช่ และพนักงานดูแลกรุ๊ป 1 คน", "1 วัน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "20,100"),
]
TOUR_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 20,100 บาท (สองหมื่นหนึ่งร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 30% = 6,030 บาท เพื่อยืนยันการจอง ส่วนที่เหลือ 14,070 บาท ชำระวันงาน",
    "หากฝนตกหนักหรือทะเลมีคลื่นลมแรง เลื่อนวันได้ 1 ครั้งโดยไม่เสียมัดจำ ราคานี้ยืนถึง 10 พฤศจิกายน 2568",
    "ลงชื่อ วันเพ็ญ ศรีทองคำ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- umbrella and canvas quotes
PRASERT_QUOTE = [
    "ร้านประเสริฐผ้าใบ ร่มสนาม ผ้าใบ เต็นท์ ทุกชนิด",
    "45/2 ถ.ลงหาดบางแสน ต.แสนสุข อ.เมืองชลบุรี จ.ชลบุรี โทร 038-193-447",
    "ใบเสนอราคา เลขที่ 68/145  วันที่ 20 ต.ค. 2568",
    "เรียน คุณวันเพ็ญ ศรีทองคำ (ล็อก 27 หาดบางแสน)",
    "เรื่อง ร่มชายหาดชุดใหม่และผ้าใบเตียงเปลี่ยนใหม่",
]
PRASERT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ร่มชายหาดผ้าใบ 2.4 ม. พร้อมเสาเหล็กชุบ", "30 คัน", "1,250", "37,500"),
    ("ผ้าใบเตียงเปลี่ยนใหม่ ลายน้ำเงิน-ขาว", "60 ผืน", "280", "16,800"),
    ("รวมทั้งสิ้น", "", "", "54,300"),
]
PRASERT_BOTTOM = [
    "รวมทั้งสิ้น 54,300 บาท ส่งฟรีถึงหาดบางแสน (ร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 27,150 บาท ของพร้อมส่งภายใน 7 วัน",
    "รับประกันผ้าใบไม่ขาดไม่ซีด 1 ปี",
    "ผู้เสนอราคา นายสุเมธ ประเสริฐวงศ์ 089-245-6610",
]
SEASIDE_QUOTE = [
    "SEASIDE CANOPY CO., LTD.\n"
    "Beach umbrellas, canvas and outdoor furniture - 221/9 Moo 10, Nong Prue, Bang Lamung, Chon Buri 20150\n"
    "Tel. 038-420-551   Tax ID 0205563012874\n"
    "QUOTATION No. SC-Q2510-077        Date: 22 Oct 2025\n"
    "To: Mrs. Wanphen Srithongkham (Pen Beach Chairs, Lot 27, Bang Saen Beach)\n"
    "Re: beach umbrellas and replacement chair canvas\n"
    "\n"
    "Item                                         Qty       Unit price    Amount\n"
    "Beach umbrella 2.4 m, canvas, steel pole     30 pcs    1,150.00      34,500.00\n"
    "Replacement chair canvas, blue/white         60 pcs      265.00      15,900.00\n"
    "\n"
    "Subtotal                                                           50,400.00\n"
    "Delivery Pattaya - Bang Saen                                          500.00\n"
    "VAT 7%                                                              3,563.00\n"
    "GRAND TOTAL                                                        54,463.00 THB\n"
    "\n"
    "Payment: 30% deposit with order, balance on delivery. Delivery 10-12 days after order.\n"
    "Warranty: 6 months on canvas. This quotation is valid for 30 days.\n"
    "Sales: Kittisak (Note) 081-662-0913",
]

# ---------------------------------------------------------------- price lists
PRICES_2568 = ["เตียงผ้าใบเจ๊เพ็ญ ล็อก 27 หาดบางแสน", "ราคาเช่าเตียง ร่ม และเครื่องดื่ม ปี 2568",
               "ใช้ตั้งแต่ 1 มกราคม 2568 (ติดป้ายตามที่เทศบาลกำหนด)"]
PRICES_2568_TABLE = [
    ("รายการ", "ราคา"),
    ("เตียงผ้าใบ (ต่อตัว ทั้งวัน)", "40 บาท"),
    ("ร่มชายหาด (ต่อคัน ทั้งวัน)", "50 บาท"),
    ("ชุดเตียง 2 ตัว + ร่ม 1 คัน", "120 บาท"),
    ("ห่วงยาง", "50 บาท"),
    ("น้ำเปล่า", "20 บาท"),
    ("น้ำอัดลม", "30 บาท"),
    ("เบียร์ขวดใหญ่ (ลีโอ สิงห์ ช้าง)", "80 บาท"),
    ("มะพร้าวน้ำหอม", "60 บาท"),
    ("ถังน้ำแข็ง", "40 บาท"),
    ("ห้องอาบน้ำจืด", "20 บาท/ครั้ง"),
]
PRICES_2568_BOTTOM = ["วันพุธ วันหยุดชายหาด ไม่ตั้งเตียง ขายน้ำที่รถเข็นอย่างเดียว",
                      "เบียร์ขายได้ 11.00-14.00 และ 17.00-24.00 น. เท่านั้น"]
PRICE_BOARD_2024 = [
    "PEN BEACH CHAIRS - LOT 27, BANG SAEN BEACH\n"
    "PRICE BOARD 2024 (valid 1 Jan - 31 Dec 2024)\n"
    "\n"
    "Beach chair, all day ........................ 30 THB\n"
    "Umbrella, all day ........................... 40 THB\n"
    "Set: 2 chairs + 1 umbrella .................. 100 THB\n"
    "Swim ring ................................... 40 THB\n"
    "\n"
    "DRINKS\n"
    "Drinking water .............................. 15 THB\n"
    "Soft drink .................................. 25 THB\n"
    "Beer, large bottle .......................... 70 THB\n"
    "Fresh coconut ............................... 50 THB\n"
    "Ice bucket .................................. 30 THB\n"
    "Fresh water shower .......................... 20 THB\n"
    "\n"
    "No chairs on Wednesday (beach day off).\n"
    "Alcohol sold 11:00-14:00 and 17:00-24:00 only.\n"
    "Ask for Jay Pen - 086-772-4158",
]

# ---------------------------------------------------------------- drinks supplier
BEV_INVOICE = [
    "CHON BURI BEVERAGE DISTRIBUTION CO., LTD.\n"
    "Drinks wholesale - 114/3 Moo 2, Sukhumvit Road, Ban Suan, Mueang Chon Buri 20000\n"
    "Tax ID 0205551007739   Tel. 038-274-118\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-0388\n"
    "Date: 24 Oct 2025                 Due date: 7 Nov 2025\n"
    "Customer: Pen Beach Chairs (Mrs. Wanphen Srithongkham), Lot 27, Bang Saen Beach, Saen Suk\n"
    "\n"
    "Item                                      Qty          Unit price   Amount\n"
    "Drinking water 600 ml (pack of 12)        40 packs       62.00     2,480.00\n"
    "Coca-Cola can 325 ml (case of 24)         20 cases      330.00     6,600.00\n"
    "Leo beer 620 ml (case of 12)              25 cases      640.00    16,000.00\n"
    "Chang beer 620 ml (case of 12)            15 cases      655.00     9,825.00\n"
    "Soda water 325 ml (case of 24)            10 cases      150.00     1,500.00\n"
    "\n"
    "Subtotal                                                         36,405.00\n"
    "VAT 7%                                                            2,548.35\n"
    "Total                                                            38,953.35\n"
    "Less credit for returned empty bottles and crates                -1,200.00\n"
    "BALANCE DUE                                                      37,753.35 THB\n"
    "\n"
    "High-season stock order, delivered to Bang Saen beach road 25 Oct 2025.\n"
    "Please transfer to Bangkok Bank, Chon Buri Beverage Distribution Co., Ltd., account 278-4-60913-2.",
]
BEV_RECEIPT = [
    "บริษัท ชลบุรี เบฟเวอเรจ ดิสทริบิวชั่น จำกัด (สำนักงานใหญ่)",
    "114/3 หมู่ 2 ถ.สุขุมวิท ต.บ้านสวน อ.เมืองชลบุรี จ.ชลบุรี 20000  เลขประจำตัวผู้เสียภาษี 0205551007739",
    "ใบเสร็จรับเงิน  เลขที่ RC-2510-0212",
    "วันที่ 5 พ.ย. 2568",
    "ได้รับเงินจาก คุณวันเพ็ญ ศรีทองคำ (เตียงผ้าใบเจ๊เพ็ญ ล็อก 27 หาดบางแสน)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2510-0388 ลงวันที่ 24/10/68",
]
BEV_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "38,953.35"),
    ("หัก ค่าขวดและลังเปล่าคืน", "1,200.00"),
    ("รับชำระครั้งนี้", "37,753.35"),
]
BEV_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 37,753.35 บาท (สามหมื่นเจ็ดพันเจ็ดร้อยห้าสิบสามบาทสามสิบห้าสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวพรรณี ทองสุข ฝ่ายการเงิน",
]

# ---------------------------------------------------------------- papers
CITY_LETTER = [
    "เทศบาลเมืองแสนสุข",
    "ที่ ชบ 52305/2874",
    "27 ตุลาคม 2568",
    "เรื่อง แจ้งหลักเกณฑ์การประกอบการให้เช่าเตียงผ้าใบและร่มชายหาด ฤดูกาล 2568/2569",
    "เรียน นางวันเพ็ญ ศรีทองคำ ผู้ประกอบการล็อกที่ 27 หาดบางแสน",
    "ตามที่ท่านได้รับอนุญาตให้ประกอบการให้เช่าเตียงผ้าใบและร่มชายหาดบริเวณล็อกที่ 27 หาดบางแสน นั้น "
    "เทศบาลเมืองแสนสุขขอแจ้งหลักเกณฑ์สำหรับฤดูกาล 2568/2569 ตั้งแต่วันที่ 1 ธันวาคม 2568 ถึงวันที่ 30 พฤศจิกายน 2569 ดังนี้",
    "1. ล็อกที่ 27 ตั้งเตียงผ้าใบได้ไม่เกิน 50 ตัว และร่มไม่เกิน 25 คัน โดยต้องห่างจากแนวน้ำทะเลขึ้นสูงสุด"
    "ไม่น้อยกว่า 10 เมตร และเว้นทางเดินลงทะเลกว้าง 3 เมตรทุกระยะ 2 ล็อก",
    "2. ทุกวันพุธเป็นวันหยุดชายหาด ห้ามตั้งเตียงและร่มตลอดวัน",
    "3. ค่าธรรมเนียมการใช้พื้นที่เดือนละ 1,200 บาท (เดิมเดือนละ 1,000 บาท) รวมทั้งฤดูกาล 14,400 บาท "
    "ชำระทั้งจำนวนภายในวันที่ 28 พฤศจิกายน 2568 หรือแบ่งชำระรายไตรมาส ไตรมาสละ 3,600 บาท "
    "ภายในวันที่ 5 ของเดือนแรกของไตรมาส ที่กองคลัง เทศบาลเมืองแสนสุข",
    "4. ต้องติดป้ายราคาให้เห็นชัดเจนทั้งภาษาไทยและภาษาอังกฤษ ห้ามเรียกเก็บเงินเกินราคาที่ติดป้าย",
    "5. จำหน่ายเครื่องดื่มแอลกอฮอล์ได้เฉพาะเวลา 11.00-14.00 น. และ 17.00-24.00 น. ตามกฎหมาย",
    "ทั้งนี้ ในเดือนกันยายน 2568 เทศบาลได้รับเรื่องร้องเรียนจากนักท่องเที่ยวว่าถูกเรียกเก็บค่าเตียงสูงกว่าป้ายราคา "
    "ในบริเวณล็อก 20-35 ผู้ประกอบการที่ฝ่าฝืนจะถูกระงับการประกอบการ 7 วัน และหากฝ่าฝืนซ้ำจะถูกยกเลิกสิทธิ์ล็อก",
    "จึงเรียนมาเพื่อทราบและถือปฏิบัติ",
    "ขอแสดงความนับถือ",
    "นายวีระพงษ์ ทองประเสริฐ ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม ปฏิบัติราชการแทนนายกเทศมนตรีเมืองแสนสุข",
]
MORE_CHAIRS_DRAFT = [
    "(ร่าง)",
    "เขียนที่ หาดบางแสน ล็อก 27",
    "วันที่ ..... พฤศจิกายน 2568",
    "เรื่อง ขออนุญาตเพิ่มจำนวนเตียงผ้าใบและร่มชายหาด",
    "เรียน นายกเทศมนตรีเมืองแสนสุข",
    "ข้าพเจ้า นางวันเพ็ญ ศรีทองคำ ผู้ประกอบการให้เช่าเตียงผ้าใบล็อกที่ 27 หาดบางแสน ได้รับอนุญาตให้ตั้งเตียง"
    "ไม่เกิน 50 ตัว และร่มไม่เกิน 25 คัน",
    "เนื่องจากช่วงเสาร์-อาทิตย์และวันหยุดยาว มีนักท่องเที่ยวและกรุ๊ปทัวร์มาใช้บริการเกินจำนวนเตียงที่มี "
    "ข้าพเจ้าจึงขออนุญาตเพิ่มเป็นเตียง 60 ตัว และร่ม 30 คัน เฉพาะวันเสาร์ อาทิตย์ และวันนักขัตฤกษ์ "
    "โดยจะยังคงเว้นระยะห่างจากแนวน้ำ 10 เมตรตามหลักเกณฑ์",
    "จึงเรียนมาเพื่อโปรดพิจารณา",
    "ลงชื่อ ........................ (นางวันเพ็ญ ศรีทองคำ)",
    "โน้ต: ให้มายด์พิมพ์ใหม่ให้สวย แนบรูปล็อก 27 ตอนเสาร์ที่คนเต็ม",
]
LIABILITY = [
    "THAI COASTAL INSURANCE PCL\n"
    "Small Business Department - 9 Chaiyaphruek Road, Bang Lamung, Chon Buri 20150\n"
    "\n"
    "10 November 2025\n"
    "RENEWAL NOTICE - PUBLIC LIABILITY INSURANCE\n"
    "\n"
    "Insured: Mrs. Wanphen Srithongkham, Pen Beach Chairs, Lot 27, Bang Saen Beach\n"
    "Policy no. PL-24-0078115\n"
    "Current period: 16 Dec 2024 - 15 Dec 2025\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "\n"
    "Cover: injury to customers or damage to their property caused by your chairs,\n"
    "umbrellas, stall or staff on the beach.\n"
    "Limit of liability: 500,000 THB per occurrence, 1,000,000 THB per year.\n"
    "Excess: 1,000 THB per claim.\n"
    "\n"
    "Renewal premium (incl. stamp duty and VAT): 3,210.00 THB\n"
    "Last year's premium: 2,890.00 THB\n"
    "The premium rises because of one claim in the current period:\n"
    "14 Apr 2025 - a customer cut her foot on a broken chair frame, paid 4,500.00 THB.\n"
    "\n"
    "Please pay by 12 Dec 2025 so that cover continues without a gap.\n"
    "Agent: Mr. Surachai Boonmak 081-903-2274",
]
HOTEL_EMAIL = """From: Napat Siriwat <guest.relations@bangsaenheritage.com>
To: penbeach27@gmail.com
Date: Tue, 4 Nov 2025 10:18
Subject: Beach chair vouchers for our guests from December

Dear Khun Wanphen,

Thank you for meeting me at your stall on Sunday. As discussed, Bangsaen Heritage Hotel would like to send
our guests to your lot from 1 Dec 2025. We can work in one of two ways:

Option 1: we give guests a voucher for one set (2 chairs + 1 umbrella, all day). You keep the vouchers and
we pay you 110 THB for each voucher used, billed at the end of the month and paid within 15 days.

Option 2: a flat 6,500 THB a month, and you keep 8 sets reserved for our guests every Friday, Saturday and
Sunday until 14:00. Sets not taken by 14:00 you may rent to anyone.

In both cases our guests would get 10% off drinks at your stall when they show the room key card.
Last high season we had about 70 guests a month asking for beach chairs, so option 1 would come to
roughly 7,700 THB a month.

Could you let me know which option suits you by 20 Nov 2025? I will then prepare a simple agreement.

Best regards,
Napat (Nan)
Guest Relations Manager, Bangsaen Heritage Hotel
038-384-900 ext. 112
"""

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ค่าเช่าเตียง-ร่ม (Chairs & umbrellas)", "เครื่องดื่ม (Drinks)",
                  "กรุ๊ปทัวร์ (Tour groups)", "ห่วงยาง/อื่นๆ (Swim rings, other)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ซื้อเครื่องดื่ม (Drink stock)", "น้ำแข็ง (Ice)", "ค่าแรง (Wages)",
                   "ค่าล็อกเทศบาล (Lot fee)", "ซ่อม/ผ้าใบ (Repairs)", "รวม (Total)"]
INCOME_2568 = [
    [96450, 88320, 91780, 118640, 72310, 58460, 61240, 66930, 52870, 63520],
    [68210, 61540, 64980, 89730, 50160, 41220, 43860, 47390, 37640, 45180],
    [12600, 0, 18000, 9600, 0, 0, 7200, 14400, 0, 10800],
    [4350, 3900, 4120, 6780, 3050, 2480, 2730, 2960, 2210, 2640],
]
EXPENSES_2568 = [
    [39840, 35910, 37620, 52380, 29270, 24060, 25610, 27680, 21950, 26340],
    [8540, 7770, 8260, 11690, 6230, 5110, 5460, 5880, 4690, 5530],
    [42300, 39600, 41850, 48600, 36450, 31500, 32850, 34200, 29700, 35130],
    [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    [2400, 0, 1850, 3600, 0, 4750, 0, 1200, 0, 2980],
]
INCOME_2567 = [
    [81260, 76540, 79310, 102470, 63880, 49720, 52160, 57430, 45390, 54280, 74650, 92180],
    [57940, 52310, 55870, 78460, 42690, 35140, 37520, 40260, 31980, 38410, 52730, 66850],
    [9000, 0, 12000, 6000, 0, 0, 0, 9600, 0, 7200, 0, 15000],
    [3620, 3310, 3480, 5940, 2560, 2090, 2270, 2480, 1860, 2210, 3150, 4020],
]
EXPENSES_2567 = [
    [33760, 30420, 32480, 45790, 24650, 20300, 21670, 23250, 18430, 22160, 30410, 38570],
    [7210, 6540, 6980, 9870, 5320, 4360, 4650, 4980, 3960, 4730, 6540, 8120],
    [37800, 35100, 36900, 43200, 32400, 27000, 28350, 29700, 25650, 30150, 35100, 40500],
    [800, 800, 800, 800, 800, 800, 800, 800, 800, 800, 800, 800],
    [0, 3150, 0, 2700, 0, 0, 5400, 0, 1350, 0, 2250, 1900],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ เตียงผ้าใบเจ๊เพ็ญ ล็อก 27 ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย เตียงผ้าใบเจ๊เพ็ญ ล็อก 27 ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


WAGE_HEADERS = ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Job)", "วันทำงาน (Days)",
                "ค่าแรง/วัน (Daily wage)", "รวม (Gross)", "เบิกล่วงหน้า (Advance)", "คงจ่าย (Net pay)")
WAGES = [
    ("อับดุลเลาะห์ มะหมัด", "บังหมาน", "กางเตียง-ร่ม เก็บเงิน", 27, 400, 2000),
    ("สมศรี ใจมั่น", "ป้าแดง", "ขายน้ำ ผ่ามะพร้าว", 26, 380, 1500),
    ("ธนพล แก้วดี", "ตั้ม", "กางเตียง ขนน้ำแข็ง", 22, 350, 0),
    ("ฝนทิพย์ อ่อนศรี", "น้องฝน", "ขายน้ำ (เสาร์-อาทิตย์)", 9, 350, 500),
    ("ประสิทธิ์ ยิ้มแย้ม", "ลุงเปี๊ยก", "ซ่อมเตียง เย็บผ้าใบ", 8, 450, 0),
]
CONTACTS = [
    ("ชื่อเล่น (Nickname)", "โทร (Phone)", "บัญชี (Bank account)", "หมายเหตุ (Note)"),
    ("บังหมาน", "089-315-2207", "กสิกร 031-8-44125-6", "หัวหน้าลูกน้อง ถือกุญแจตู้"),
    ("ป้าแดง", "081-577-9034", "ออมสิน 0200-1193-4478", "จ่ายเงินสด"),
    ("ตั้ม", "095-446-2181", "กรุงไทย 412-0-77310-9", "นักศึกษา ม.บูรพา"),
    ("น้องฝน", "092-108-6645", "พร้อมเพย์ 092-108-6645", "มาเฉพาะเสาร์-อาทิตย์"),
    ("ลุงเปี๊ยก", "086-330-7712", "-", "เรียกมาซ่อมเป็นครั้ง"),
]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ต.ค.68"
    sheet.append(["ค่าแรงลูกน้อง เดือนตุลาคม 2568 (Staff wages October 2025, THB)"])
    sheet.append(list(WAGE_HEADERS))
    for name, nick, job, days, rate, advance in WAGES:
        sheet.append([name, nick, job, days, rate, days * rate, advance, days * rate - advance])
    gross = sum(days * rate for _, _, _, days, rate, _ in WAGES)
    advances = sum(row[5] for row in WAGES)
    sheet.append(["รวม (Total)", "", "", "", "", gross, advances, gross - advances])
    for column in range(5, 9):
        money_format(sheet, column)
    contacts = book.create_sheet("เบอร์โทร-บัญชี")
    for row in CONTACTS:
        contacts.append(list(row))
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")


def _pwa_total(water: float, service: float = 40.0) -> tuple[float, float]:
    vat = round((water + service) * 0.07, 2)
    return vat, round(water + service + vat, 2)


PWA = {  # month: (period, reading, units, water charge, due)
    "Aug": ("14 Jul 2025 - 13 Aug 2025", "1,482 -> 1,513", 31, 425.64, "15 Sep 2025"),
    "Sep": ("14 Aug 2025 - 13 Sep 2025", "1,513 -> 1,539", 26, 335.61, "15 Oct 2025"),
    "Oct": ("14 Sep 2025 - 13 Oct 2025", "1,539 -> 1,573", 34, 484.99, "17 Nov 2025"),
}


def _pwa_bill(month: str) -> list[str]:
    period, reading, units, water, due = PWA[month]
    vat, total = _pwa_total(water)
    return [
        "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Chon Buri Branch\n"
        "WATER BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Wanphen Srithongkham\n"
        "Address: 88/14 Moo 3, Saen Suk, Mueang Chon Buri 20130\n"
        "Account no. 5511-0284-76   Residential, meter 1/2 inch\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Water used: {units} m3\n"
        f"Water charge {water:,.2f}  Service fee 40.00  VAT 7% {vat:,.2f}\n"
        f"AMOUNT DUE: {total:,.2f} THB\n"
        f"Due date: {due}\n"
        "Pay at PWA offices, 7-Eleven, Counter Service or the PWA 1662 app.",
    ]


def _house_book(path: Path) -> None:
    water = {m: _pwa_total(PWA[m][3])[1] for m in PWA}
    months = {
        "ส.ค.68": [("ค่าไฟบ้าน (Electricity)", 2864.37, "PEA"), ("ค่าน้ำประปา (Water)", water["Aug"], "PWA"),
                   ("เน็ตบ้าน + มือถือ (Internet, phone)", 899, "True"), ("กับข้าว (Food)", 11400, ""),
                   ("น้ำมันรถ (Diesel)", 3850, "Revo ขนของลงหาด"),
                   ("ผ่อนรถ Revo (Car loan)", 11460, "งวดที่ 29/60"), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "อังกฤษ+คณิต"),
                   ("ยาเบาหวานแม่ (Mum's medicine)", 1350, ""), ("ค่าขนมมายด์ (Pocket money)", 2000, "")],
        "ก.ย.68": [("ค่าไฟบ้าน (Electricity)", 2591.06, "PEA"), ("ค่าน้ำประปา (Water)", water["Sep"], "PWA"),
                   ("เน็ตบ้าน + มือถือ (Internet, phone)", 899, "True"), ("กับข้าว (Food)", 10850, ""),
                   ("น้ำมันรถ (Diesel)", 3420, "Revo ขนของลงหาด"),
                   ("ผ่อนรถ Revo (Car loan)", 11460, "งวดที่ 30/60"), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "อังกฤษ+คณิต"),
                   ("ยาเบาหวานแม่ (Mum's medicine)", 1350, ""), ("ค่าขนมมายด์ (Pocket money)", 2000, ""),
                   ("รองเท้านักเรียนมายด์ (School shoes)", 590, "")],
        "ต.ค.68": [("ค่าไฟบ้าน (Electricity)", 2437.90, "PEA"), ("ค่าน้ำประปา (Water)", water["Oct"], "PWA ล้างผ้าใบเตียงที่บ้าน"),
                   ("เน็ตบ้าน + มือถือ (Internet, phone)", 899, "True"), ("กับข้าว (Food)", 11120, ""),
                   ("น้ำมันรถ (Diesel)", 3980, "Revo ขนของลงหาด"),
                   ("ผ่อนรถ Revo (Car loan)", 11460, "งวดที่ 31/60"), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "อังกฤษ+คณิต"),
                   ("ยาเบาหวานแม่ + ตรวจตา (Mum's medicine, eye check)", 3150, "รพ.ชลบุรี"),
                   ("ค่าขนมมายด์ (Pocket money)", 2000, "")],
    }
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in months.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
REVO_STATEMENT = [
    "SIAM MOTOR LEASING PCL\n"
    "Hire Purchase Statement as of 31 Oct 2025\n"
    "\n"
    "Customer: Mrs. Wanphen Srithongkham, 88/14 Moo 3, Saen Suk, Mueang Chon Buri 20130\n"
    "Contract no. HP-6503-22817\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4 Entry, plate 3KK-5127 Chon Buri\n"
    "\n"
    "Monthly installment ..................... 11,460.00 THB (due on the 5th)\n"
    "Term .................................... 60 months\n"
    "Installments paid ....................... 31 of 60\n"
    "Installments remaining .................. 29\n"
    "Outstanding balance (29 x 11,460.00) ..... 332,340.00 THB\n"
    "\n"
    "Last payment received: 5 Oct 2025, 11,460.00 THB (installment 31)\n"
    "Next installment: 5 Nov 2025, 11,460.00 THB (installment 32)\n"
    "\n"
    "Early settlement: if the contract is paid off in full by 30 Nov 2025, the payoff amount\n"
    "is 301,850.00 THB after the interest discount.\n"
    "Late payment: 15% a year on the overdue installment, plus 200 THB collection fee.\n"
    "Call centre 02-118-7700",
]
MUM_INSURANCE = [
    "บริษัท ชลาลัยประกันชีวิต จำกัด (มหาชน) สาขาชลบุรี",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัย (ต่ออายุ)",
    "วันที่ 15 พฤศจิกายน 2568",
    "เรียน คุณวันเพ็ญ ศรีทองคำ (ผู้ชำระเบี้ย)",
    "ผู้เอาประกันภัย นางบุญมี แก้วใส อายุ 71 ปี  กรมธรรม์เลขที่ CL-HS-61-0093417 สัญญาเพิ่มเติมสุขภาพ "
    "คุ้มครองผู้ป่วยใน 300,000 บาทต่อปี",
]
MUM_INSURANCE_TABLE = [
    ("รายการ", "ปีกรมธรรม์ 2567/68 (บาท)", "ปีกรมธรรม์ 2568/69 (บาท)"),
    ("เบี้ยประกันชีวิตหลัก", "6,200", "6,200"),
    ("เบี้ยสัญญาเพิ่มเติมสุขภาพ", "19,700", "22,440"),
    ("รวมเบี้ยประกันภัย", "25,900", "28,640"),
]
MUM_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีนี้ 28,640 บาท เพิ่มขึ้นตามช่วงอายุของผู้เอาประกันภัย",
    "กรุณาชำระภายในวันที่ 18 ธันวาคม 2568 (มีระยะผ่อนผัน 31 วัน)",
    "การผ่าตัดต้อกระจก คุ้มครองตามจริงไม่เกิน 40,000 บาทต่อข้าง ต้องใช้ใบรับรองแพทย์ประกอบการเคลม",
    "ตัวแทน คุณอรอุมา (ตัวแทนเลขที่ 4417-0821) โทร 089-907-3346",
]
SCHOOL_FEES = (
    ["โรงเรียนแสนสุขพิทยา อ.เมืองชลบุรี จ.ชลบุรี", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ณัฐชยา ศรีทองคำ  ชั้น ม.2/3 (ห้องเรียนพิเศษ English Program)  เลขประจำตัว 27731"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียนห้องเรียนพิเศษ", "15,000"), ("ค่าสอนครูต่างชาติ", "6,500"),
     ("ค่าคอมพิวเตอร์และอินเทอร์เน็ต", "1,200"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "900"),
     ("ค่าประกันอุบัติเหตุ", "250"), ("รวม", "23,850")],
    ["รวมทั้งสิ้น 23,850 บาท กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน อาคาร 1 ชำระล่าช้าปรับวันละ 20 บาท",
     "ค่ายภาษาอังกฤษ ม.2 วันที่ 12-13 ธันวาคม 2568 เก็บเพิ่มภายหลัง"],
)
HOSPITAL = [
    "CHONBURI BAY HOSPITAL\n"
    "Eye Centre - 88 Sukhumvit Road, Saen Suk, Mueang Chon Buri 20130  Tel. 038-110-222\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                           Date: 7 Nov 2025\n"
    "Patient: Mrs. Boonmee Kaewsai, age 71          HN 25-338104\n"
    "Diagnosis: senile cataract, left eye (right eye early stage)\n"
    "Procedure: Phacoemulsification with intraocular lens (IOL), left eye, day case\n"
    "Surgeon: Dr. Kittipong Saengarun\n"
    "\n"
    "Pre-operative eye exam and tests: 1 Dec 2025 at 9:00 (2,500 THB, not in the package)\n"
    "Surgery date: 12 Dec 2025, arrive 7:30\n"
    "\n"
    "Cataract package, monofocal lens, per eye .............. 58,900 THB\n"
    "  (surgeon, operating room, standard IOL, eye drops, 3 follow-up visits)\n"
    "Upgrade to multifocal lens, per eye .................... +18,000 THB\n"
    "\n"
    "The right eye may be done 6-8 weeks after the left, at the same package price.\n"
    "Insurance: the hospital will send a pre-authorisation request to the insurer;\n"
    "the patient pays any amount above the insurer's limit on the day of surgery.\n"
    "Please bring the ID card, insurance card and the list of current diabetes medicines.",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนไฮซีซั่น 2568/69 เตียงเจ๊เพ็ญ ล็อก 27", "Pen Beach Chairs - high season plan\nวันเพ็ญ ศรีทองคำ  พ.ย. 2568"),
        ("ทบทวน ม.ค.-ต.ค. 2568", f"รายรับรวม {so_far:,} บาท\nเดือนที่ดีที่สุด เม.ย. (สงกรานต์)\n"
                                 "ปัญหา: ร่มเก่าขาด 11 คัน, ฝนตกช่วง ก.ย., ค่าล็อกขึ้นเป็น 1,200"),
        ("เป้า ธ.ค. 68 - ก.พ. 69", "ค่าเช่าเตียง-ร่ม เดือนละ 100,000 บาท\nกรุ๊ปทัวร์ เดือนละ 2 กรุ๊ป\n"
                                    "ดีลโรงแรม Bangsaen Heritage"),
        ("ของใหม่", "ร่มใหม่ 30 คัน + ผ้าใบเตียง 60 ผืน งบ 52,000 บาท\nเทียบประเสริฐผ้าใบกับ Seaside Canopy"),
        ("เมนูใหม่", "มะพร้าวปั่นนมสด แก้วละ 60\nโซดามะนาว แก้วละ 35"),
        ("คนงาน", "หาคนเพิ่ม 1 คน เสาร์-อาทิตย์ วันละ 350\nให้บังหมานคุมร้านวันที่เจ๊พาแม่ไปหาหมอ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/แชท/แชท_ฮอลิเดย์ทัวร์_กรุ๊ป22พย.txt": """[30 ต.ค. 68 15:10] เจ๊เพ็ญ ล็อก27: คุณเก๋คะ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะคะ กรุ๊ป 120 ท่าน รวม 20,100 บาทค่ะ
[30 ต.ค. 68 16:45] เก๋ ฮอลิเดย์ทัวร์: เจ๊คะ ลูกค้าให้งบหัวละ 150 ค่ะ 120 คนก็ 18,000 พอไหวมั้ยคะ
[30 ต.ค. 68 17:02] เจ๊เพ็ญ ล็อก27: 150 ไม่ไหวค่ะ มะพร้าวต้นทุนขึ้น ขอหัวละ 165 เป็น 19,800 นะคะ
[31 ต.ค. 68 09:20] เก๋ ฮอลิเดย์ทัวร์: ถ้าเปลี่ยนมะพร้าวเป็นน้ำอัดลมได้มั้ยคะ หัวละ 155 รวม 18,600
[31 ต.ค. 68 09:48] เจ๊เพ็ญ ล็อก27: มะพร้าวลูกค้าทัวร์ชอบค่ะ งั้นหัวละ 160 เอามะพร้าวเหมือนเดิม รวม 19,200 บาท น้ำแข็งกับลูกน้องดูแลกรุ๊ปเจ๊แถมให้ค่ะ
[31 ต.ค. 68 10:05] เก๋ ฮอลิเดย์ทัวร์: ดีลค่ะ 19,200 มัดจำ 30% เหมือนเดิมนะคะ
[31 ต.ค. 68 10:10] เจ๊เพ็ญ ล็อก27: มัดจำ 5,760 ค่ะ ที่เหลือ 13,440 จ่ายวันงาน โอนกสิกร 031-2-58870-4 วันเพ็ญ ศรีทองคำ
[3 พ.ย. 68 11:32] เก๋ ฮอลิเดย์ทัวร์: โอนมัดจำ 5,760 แล้วนะคะ รถบัสถึงหาด 9 โมงค่ะ
[3 พ.ย. 68 11:40] เจ๊เพ็ญ ล็อก27: ได้รับแล้วค่ะ เตรียมโซนหน้าล็อก 27-28 ไว้ให้นะคะ ถ้าฝนตกแจ้งก่อน 2 วันนะคะ
""",
    f"{BIZ}/แชท/แชทไลน์_ร้านประเสริฐผ้าใบ.txt": """[LINE] ประวัติการแชทกับ เฮียตี๋ ประเสริฐผ้าใบ
วันที่บันทึก: 05/11/2568 20:15

อ. 28/10/2568
09:12\tเจ๊เพ็ญ\tเฮียตี๋ Seaside ที่พัทยาเสนอร่มมาคันละ 1,150 เองนะ ของเฮีย 1,250 ลดให้หน่อยสิ
09:30\tเฮียตี๋ ประเสริฐผ้าใบ\tของเฮียผ้าหนากว่านะเพ็ญ เสาก็ชุบ ได้คันละ 1,200
09:34\tเจ๊เพ็ญ\t1,100 ได้มั้ย ซื้อทีเดียว 30 คันเลยนะ ลูกค้าเก่าด้วย
09:51\tเฮียตี๋ ประเสริฐผ้าใบ\t1,100 เฮียขาดทุน เอา 1,180 ละกัน ผ้าใบเตียงลดให้เหลือผืนละ 270
09:55\tเจ๊เพ็ญ\tโอเค ตกลง 1,180 รวมทั้งหมดเท่าไหร่เฮีย
10:03\tเฮียตี๋ ประเสริฐผ้าใบ\tร่ม 30 x 1,180 = 35,400 ผ้าใบ 60 x 270 = 16,200 รวม 51,600 มัดจำ 20,000 ที่เหลือ 31,600 จ่ายตอนส่งของ
10:05\tเจ๊เพ็ญ\tได้ เดี๋ยวโอนมัดจำ
14:20\tเจ๊เพ็ญ\tโอนมัดจำ 20,000 แล้วนะเฮีย
14:26\tเฮียตี๋ ประเสริฐผ้าใบ\tได้รับแล้ว ส่งของวันอังคาร 4 พ.ย. เช้าๆ ก่อนลูกค้าลงหาด

อ. 04/11/2568
08:40\tเฮียตี๋ ประเสริฐผ้าใบ\tส่งครบแล้วนะ ร่ม 30 ผ้าใบ 60 เก็บเงินที่เหลือ 31,600
08:55\tเจ๊เพ็ญ\tโอนแล้วเฮีย ขอบคุณค่ะ
""",
    f"{BIZ}/แชท/แชทกลุ่ม_เตียงล็อก25-30.txt": """[8 พ.ย. 68 19:05] พี่อ้อย ล็อก25: ไฮซีซั่นปีนี้เสาร์อาทิตย์ชุดเตียง+ร่ม ขึ้นเป็น 150 กันมั้ย ล็อกฝั่งวอนนภาขึ้นกันหมดแล้ว
[8 พ.ย. 68 19:12] บังเล็ก ล็อก26: 150 ฝรั่งบ่นแน่ เทศบาลเพิ่งเตือนเรื่องเก็บเกินป้าย เอา 130 พอ
[8 พ.ย. 68 19:20] ป้าศรี ล็อก28: ค่าล็อกขึ้นเป็น 1,200 แล้วนะ 130 ไม่คุ้ม
[8 พ.ย. 68 19:31] เจ๊เพ็ญ ล็อก27: งั้นเอากลางๆ 140 เสาร์ อาทิตย์ และวันหยุดนักขัตฤกษ์ วันธรรมดา 120 เท่าเดิม เปลี่ยนป้ายให้ตรงกันทุกล็อก
[8 พ.ย. 68 19:40] น้าหนุ่ม ล็อก29: เห็นด้วย 140
[8 พ.ย. 68 19:44] ก้อย ล็อก30: โอเค 140 เริ่ม 1 ธ.ค. 2568 พร้อมฤดูกาลใหม่เลย
[8 พ.ย. 68 19:50] พี่อ้อย ล็อก25: ได้ 140 ก็ได้ ห้ามใครตัดราคานะ
[12 พ.ย. 68 06:10] บังเล็ก ล็อก26: พุธนี้วันหยุดชายหาด ใครว่างมาช่วยกันเก็บขยะหน้าล็อกตอนเจ็ดโมงนะ
[12 พ.ย. 68 06:30] เจ๊เพ็ญ ล็อก27: ส่งตั้มกับบังหมานไปช่วยจ้า
""",
    f"{BIZ}/บัญชี/ยอดขายน้ำ 13-19 ต.ค.68.md": """# ยอดขายน้ำ ล็อก 27 สัปดาห์ 13-19 ต.ค. 68 (ป้าแดงจด)

ราคา: น้ำเปล่า 20 น้ำอัดลม 30 เบียร์ขวดใหญ่ 80 มะพร้าว 60

| วัน | น้ำเปล่า | น้ำอัดลม | เบียร์ | มะพร้าว | ยอด (บาท) |
|---|---|---|---|---|---|
| จ. 13 ต.ค. (วันหยุดนวมินทรมหาราช) | 24 | 18 | 14 | 10 | 2,740 |
| อ. 14 ต.ค. | 9 | 7 | 4 | 3 | 890 |
| พ. 15 ต.ค. (วันหยุดชายหาด ขายแต่รถเข็น) | 3 | 2 | 0 | 1 | 180 |
| พฤ. 16 ต.ค. | 8 | 6 | 3 | 3 | 760 |
| ศ. 17 ต.ค. | 12 | 9 | 6 | 4 | 1,230 |
| ส. 18 ต.ค. | 27 | 21 | 17 | 12 | 3,250 |
| อา. 19 ต.ค. | 25 | 19 | 16 | 11 | 3,010 |

รวมทั้งอาทิตย์ 12,060 บาท
- น้ำเปล่า 108 ขวด = 2,160
- น้ำอัดลม 82 = 2,460
- เบียร์ 60 ขวด = 4,800 (ทำเงินมากสุด)
- มะพร้าว 44 ลูก = 2,640

วันเสาร์ขายดีสุด 3,250 บาท ฝนตกบ่ายวันอังคารกับพฤหัส
""",
    f"{BIZ}/บัญชี/น้ำแข็ง_ต.ค.68.md": """# น้ำแข็ง ต.ค. 68 (โรงน้ำแข็งเจริญผล ส่งถึงหาด)

กระสอบละ 70 บาท วันธรรมดาส่ง 2 กระสอบ เสาร์อาทิตย์ 4-5 กระสอบ วันพุธไม่ต้องส่ง

| สัปดาห์ | กระสอบ |
|---|---|
| 1-5 ต.ค. | 14 |
| 6-12 ต.ค. | 17 |
| 13-19 ต.ค. | 19 |
| 20-26 ต.ค. | 16 |
| 27-31 ต.ค. | 13 |

รวม 79 กระสอบ x 70 = 5,530 บาท
จ่ายแล้ว 3,500 (15 ต.ค.) ค้าง 2,030 จ่ายต้นเดือน พ.ย. ให้เฮียเจริญ
""",
    f"{BIZ}/สูตรมะพร้าวปั่น.md": """# มะพร้าวปั่นนมสด (เมนูใหม่ไฮซีซั่น)
- เนื้อมะพร้าวอ่อน 1 ลูก + น้ำมะพร้าว 1/2 ถ้วย
- นมสด 1/2 ถ้วย น้ำเชื่อม 1 ช้อนโต๊ะ น้ำแข็ง 1 ถ้วย
- ปั่นให้ละเอียด ใส่ลูกมะพร้าวเดิมเสิร์ฟ
- ต้นทุนประมาณ 28 บาท ขายแก้วละ 60
""",
    f"{BIZ}/ของลืม_ลูกค้า_ต.ค.68.md": """# ของลืมที่ล็อก 27 เดือน ต.ค. 68
- 5 ต.ค. แว่นกันแดด Ray-Ban สีดำ (เจ้าของมารับแล้ว)
- 11 ต.ค. ผ้าเช็ดตัวลายการ์ตูน 2 ผืน
- 18 ต.ค. กระเป๋าสตางค์สีน้ำตาล มีบัตร นศ. ม.บูรพา ส่งป้อมตำรวจท่องเที่ยวแล้ว
- 25 ต.ค. รองเท้าแตะเด็กข้างเดียว
""",
    f"{BIZ}/ตารางน้ำขึ้นลง_พ.ย.68.txt": """ตารางน้ำขึ้นน้ำลง อ่าวบางแสน พ.ย. 68 (จดจากแอปกรมอุทกศาสตร์)
1 พ.ย. น้ำขึ้นสูงสุด 09:40 น้ำลง 17:55
8 พ.ย. น้ำขึ้นสูงสุด 14:20 น้ำลง 04:10
15 พ.ย. น้ำขึ้นสูงสุด 08:55 น้ำลง 16:30
22 พ.ย. น้ำขึ้นสูงสุด 13:35 น้ำลง 03:50 (วันกรุ๊ปทัวร์ ตั้งเตียงถอยหลังไว้)
29 พ.ย. น้ำขึ้นสูงสุด 08:10 น้ำลง 15:45
""",
    f"{BIZ}/เอกสาร/email_BangsaenHeritage_voucher_04-11-2025.txt": HOTEL_EMAIL,
    "บ้าน/แม่/นัดผ่าตาแม่.md": """# ตาแม่ (บุญมี แก้วใส)
- ต้อกระจกตาซ้ายหนัก ตาขวาเริ่มเป็น มองไม่ค่อยเห็นตอนกลางคืน
- รพ.ชลบุรี (บัตรทอง): ผ่าฟรี แต่คิวผ่าตัดยาวถึง มี.ค. 2569
- ChonburiBay (เอกชน): ผ่าตาซ้ายได้ 12 ธ.ค. 68 ข้างละ 58,900 ตรวจก่อนผ่า 1 ธ.ค.
- ประกันแม่จ่ายต้อกระจกข้างละไม่เกิน 40,000 ส่วนต่างข้างละ 18,900
- ปุ๊บอกจะช่วยครึ่งนึงของส่วนต่าง
- วันที่ 1 กับ 12 ธ.ค. ให้บังหมานคุมร้าน เจ๊พาแม่ไปเอง
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[2 พ.ย. 68 20:05] มายด์: แม่ ค่าเทอมหนูเทอมนี้ 23,850 ต้องจ่ายก่อน 21 พ.ย. นะ
[2 พ.ย. 68 20:09] เพ็ญ: ได้ลูก รอเงินกรุ๊ปทัวร์เข้าก่อน
[7 พ.ย. 68 18:30] เพ็ญ: รพ.ChonburiBay ให้ใบประเมินผ่าตาแม่มาแล้ว ข้างละเกือบหกหมื่น นัดผ่าตาซ้าย 12 ธ.ค.
[7 พ.ย. 68 18:42] ปุ๊: ประกันแม่จ่ายได้สี่หมื่นใช่มั้ยพี่ ที่เหลือปุ๊ช่วยครึ่งนึง
[7 พ.ย. 68 18:45] ยายมี: ไม่ต้องรีบก็ได้ลูก รอคิวโรงบาลรัฐก็ได้
[7 พ.ย. 68 18:50] เพ็ญ: รอถึงมีนาแม่ล้มอีกแย่เลย ผ่าเอกชนเลยค่ะ
[10 พ.ย. 68 21:15] ชัย: ค่าน้ำเดือนนี้ขึ้นเพราะล้างผ้าใบเตียงที่บ้าน ต่อไปเอาไปล้างที่ล็อกนะ
[10 พ.ย. 68 21:20] เพ็ญ: Revo งวดที่ 32 ตัดบัญชีวันที่ 5 แล้วนะพี่
""",
}
TODO = {"todo.md": """- โอนค่าเทอมมายด์ ก่อน 21 พ.ย.
- จ่ายค่าล็อกเทศบาลทั้งปี ก่อน 28 พ.ย. (หรือจ่ายรายไตรมาส)
- ตอบคุณแนน โรงแรม Heritage ก่อน 20 พ.ย. เอาแบบไหน
- เตรียมเตียง 60 ชุด กรุ๊ปทัวร์ 22 พ.ย.
- ต่อประกัน liability ก่อน 12 ธ.ค.
- พาแม่ตรวจตา 1 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, books, prices, buys, papers = (biz / "ใบเสนอราคา", biz / "บัญชี", biz / "ราคา", biz / "ซื้อของ",
                                           biz / "เอกสาร")
    home = docs / "บ้าน"
    for folder in (quotes, books, prices, buys, papers, biz / "แชท", home / "บิลน้ำ", home / "รถ",
                   home / "ประกัน", home / "ค่าเทอม", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ฮอลิเดย์ทัวร์_กรุ๊ป22พย_ร่าง.docx", TOUR_DRAFT, TOUR_DRAFT_TABLE,
               bottom=TOUR_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ฮอลิเดย์ทัวร์_กรุ๊ป22พย_final v2.docx", TOUR_FINAL, TOUR_FINAL_TABLE,
               bottom=TOUR_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา ประเสริฐผ้าใบ ร่ม+ผ้าใบเตียง.docx", PRASERT_QUOTE, PRASERT_TABLE,
               bottom=PRASERT_BOTTOM)
    make_pdf(quotes / "Quote_SeasideCanopy_umbrellas_Oct2025.pdf", SEASIDE_QUOTE)
    _book(books / "บัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงลูกน้อง_ต.ค.68.xlsx")
    write_docx(prices / "ราคาเช่าเตียง-ร่ม-น้ำ_2568.docx", PRICES_2568, PRICES_2568_TABLE, bottom=PRICES_2568_BOTTOM)
    make_pdf(prices / "PriceBoard_EN_2024.pdf", PRICE_BOARD_2024)
    make_pdf(buys / "ChonburiBev_Invoice_INV-2510-0388.pdf", BEV_INVOICE)
    write_docx(buys / "ใบเสร็จ_ชลบุรีเบฟ_RC-2510-0212.docx", BEV_RECEIPT, BEV_RECEIPT_TABLE,
               bottom=BEV_RECEIPT_BOTTOM)
    write_docx(papers / "หนังสือเทศบาลแสนสุข_ฤดูกาล68-69.docx", CITY_LETTER)
    write_docx(papers / "หนังสือขอเพิ่มเตียง_ร่าง.docx", MORE_CHAIRS_DRAFT)
    make_pdf(papers / "ThaiCoastal_PublicLiability_renewal_2025.pdf", LIABILITY)
    write_slides(biz / "แผนไฮซีซั่น 68-69.pptx", _plan_slides())
    for month in PWA:
        make_pdf(home / "บิลน้ำ" / f"PWA_water_{month}2025.pdf", _pwa_bill(month))
    make_pdf(home / "รถ" / "Revo_HP_statement_Oct2025.pdf", REVO_STATEMENT)
    write_docx(home / "ประกัน" / "ต่ออายุประกันสุขภาพแม่_2568.docx", MUM_INSURANCE, MUM_INSURANCE_TABLE,
               bottom=MUM_INSURANCE_BOTTOM)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม มายด์ ม.2 เทอม2-68.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "ChonburiBay_Hospital_cataract_estimate_Nov2025.pdf", HOSPITAL)
    _house_book(home / "ค่าใช้จ่ายบ้าน_ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
