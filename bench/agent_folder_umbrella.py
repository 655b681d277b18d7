"""The umbrella folder: the papers of a Bo Sang paper-umbrella workshop owner and her household, written by code.

The owner is บุษบา ใจมา (พี่บุษ, Bussaba Jaima) of "บ้านร่มบุษบา" (Baan Rom Bussaba), 59/2 หมู่ 3 ต.ต้นเปา
อ.สันกำแพง จ.เชียงใหม่ 50130. Her workshop makes saa-paper umbrellas from 10-inch favours to 80-inch giant garden
umbrellas, sells from the shop front in Bo Sang, to wholesale shops, to hotels and weddings, exports to a shop in
Hamburg, and runs umbrella-painting classes for tourists. Her husband สมบัติ (อ้ายบัติ) paints the big umbrellas,
their daughter แพรวพรรณ (น้องแพรว) is in ม.2, her mother คำแปง แก้วมูล (แม่) needs a cataract operation, her
brother is น้องเอก. The painters are ป้าจัน (จันทร์เพ็ญ ปันทะ), ป้าศรี, ลุงยูร, น้องนิ and บ่าวนุ. It is
November 2568 (2025).

Documents/บ้านร่มบุษบา/ (the business)
- ใบเสนอราคา ลูกค้า/ใบเสนอราคา_PingRiverside_ร่าง.docx: draft quote QT-BR-68-015 (14 ต.ค. 2568) to The Ping
  Riverside Hotel: 6 giant 80" at 4,500 (27,000), 40 x 40" at 650 (26,000), 100 hanging 20" at 180 (18,000),
  delivery and set-up 2,500, total 73,500 (never sent).
- ใบเสนอราคา ลูกค้า/ใบเสนอราคา_PingRiverside_final v2.docx: the final (22 ต.ค. 2568) to คุณศศิธร วงศ์คำ (คุณนุ่น):
  8 x 80" at 4,200 (33,600), 40 x 40" at 620 (24,800), 120 hanging at 170 (20,400), subtotal 78,800, set-up 2,000,
  total 80,800, deposit 40% 32,320, balance 48,480, deliver by 20 พ.ย. 2568.
- Suppliers วัตถุดิบ/ใบเสนอราคา ร้านสาสวยต้นเปา.docx: the Thai shop's quote for paper, bamboo ribs, handles and
  tung oil: 6,500 + 8,400 + 4,500 + 3,600 = 23,000 (no VAT), pay on delivery.
- Suppliers วัตถุดิบ/LannaSaa_Quotation_LS-QT-2025-0412.pdf: English quote of Lanna Saa Paper Co., Ltd. for the
  same four items: 23,050.00 + VAT 1,613.50 = 24,663.50.
- Suppliers วัตถุดิบ/Invoice_NorthernLacquer_INV-2510-118.pdf: English invoice (8 Oct 2025) for paint, lacquer,
  brushes, thinner: 14,300.00 + VAT 1,001.00 = 15,301.00, due 7 Nov 2025.
- Suppliers วัตถุดิบ/ใบเสร็จ_นอร์เทิร์นแลคเกอร์_RC-2510-077.docx: the Thai receipt for that invoice, 15,301.00
  received 24 ต.ค. 2568.
- ราคา/ราคาร่ม 2568 ปลีก-ส่ง final.xlsx: this year's price list, three sheets (retail: 40" 550; wholesale: 40"
  420 from 20 pieces, 80" 3,900; extras).
- ราคา/ราคาส่งร่ม ปี67 (เก่า).docx: last year's wholesale list (40" 380, 80" 3,600).
- ราคา/Catalogue_BaanRomBussaba_2025 EN.pptx: English catalogue slides with the retail prices.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, income (shop, export, hotels/events, painting class) and expenses
  (paper/bamboo, paint, wages, shipping, booth/ads) by month, January to October (shop Oct 48,650; class Aug
  23,850).
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, January to December (shop Oct 41,300).
- บัญชี/ค่าแรงช่าง_ต.ค.68.xlsx: October wages by worker with nicknames (ป้าจัน 310 umbrellas x 38 = 11,780, advance
  2,000, net 9,780; all 47,420 gross, 43,920 net) and a sheet of advances.
- บัญชี/ลูกค้าร้านส่ง 2568.xlsx: wholesale customers with nicknames, bought this year and owing.
- Export/email_KasaHaus Hamburg_order_27-10-2025.txt: Hanna Vogel's order: 150 x 30" at USD 9.80, 100 x 40" at
  USD 15.50, 20 x 60" at USD 48.00, total USD 3,980.00, ready 15 Jan 2026.
- Export/ProForma_PI-68-021_KasaHaus.pdf: the pro forma: USD 3,980.00, deposit 30% USD 1,194.00 by 15 Nov 2025,
  balance USD 2,786.00 before shipment.
- แชท/LINE_ร่มงานแต่ง_ธ.ค.68.txt: LINE chat with the wedding planner เจ๊ติ๋ม: 220, 170, 200, 185 offered, settled
  190 a piece delivered for 120 umbrellas = 22,800, deposit 11,400 on 3 พ.ย. 2568, wedding 20 ธ.ค. 2568.
- แชท/LINE กลุ่มช่างบ้านร่ม.txt: the painters' group: 45 asked, 40 offered, 43 asked, settled 42 a painted 20"
  umbrella and 24 for papering from 1 พ.ย. 2568.
- แชท/แชท ลุงหมื่น ไม้ไผ่.txt: bamboo poles, 45 / 40 / settled 43 a pole x 200 = 8,600.
- เทศกาลร่ม 69/หนังสือ_เทศบาลต้นเปา_บูธเทศกาลร่ม69.docx: booth A-17 at the 42nd umbrella festival 16-18 ม.ค.
  2569, fee 3,500 + electricity 600 = 4,100, pay by 15 ธ.ค. 2568.
- เทศกาลร่ม 69/แผนงานเทศกาลร่ม 2569.pptx: plan slides (500 umbrellas, budget 25,000, target 180,000).
- Workshop นักท่องเที่ยว/painting class bookings Nov2025.md: November class bookings, 100 people, 28,500 in all,
  8,100 not yet paid.
- Workshop นักท่องเที่ยว/ราคาเวิร์กช็อป EN-TH.md: class prices (20" umbrella 350, fan 150, private 40" 900).
- สูตรยางตะโก ทาร่ม.md: a note on persimmon-sap coating.

Documents/บ้าน/ (the household)
- Bills/PEA e-bill Aug2025.pdf (498 kWh, 2,490.66), Sep2025.pdf (536 kWh, 2,734.43, due 6 Oct 2025),
  Oct2025.pdf (581 kWh, 2,948.68, due 6 Nov 2025): English electricity bills for house and workshop.
- ประกัน/ต่อประกันอัคคีภัย_บ้าน+โรงร่ม_2568.docx: fire insurance renewal, premium 6,850 (last year 5,920), pay by
  30 พ.ย. 2568.
- ประกัน/เบี้ยประกันชีวิต สมบัติ 2568.docx: life insurance premium notice for อ้ายบัติ, 18,420 by 15 ธ.ค. 2568.
- ค่าเทอมแพรว/ใบแจ้งค่าเทอม ม.2 เทอม2-2568.docx: school fees 21,150 (บำรุงการศึกษา 12,800) by 28 พ.ย. 2568.
- แม่/LannaVision_cataract_estimate_Nov2025.pdf: English estimate for the mother's right-eye cataract surgery:
  49,000, deposit 20,000, surgery 9 Dec 2025 (premium lens +22,000).
- แม่/ตาแม่ ต้อกระจก.md: notes, the government hospital's queue and how the siblings split the cost.
- รถ Hilux/Hilux_loan_statement_Oct2025.pdf: English hire-purchase statement: 9,870.00 a month, 43 of 72 paid,
  outstanding 286,230.00, payoff 251,400.00 by 30 Nov 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านใจมา.txt: the family's LINE group.
- ทริปปาย ปีใหม่69.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "บ้านร่มบุษบา"
BR_TOP = ("บ้านร่มบุษบา (Baan Rom Bussaba) 59/2 หมู่ 3 ต.ต้นเปา อ.สันกำแพง จ.เชียงใหม่ 50130 "
          "โทร 081-992-4406  LINE @baanrombussaba")

# ---------------------------------------------------------------- hotel quotes
HOTEL_DRAFT = [
    BR_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-BR-68-015",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมเดอะปิง ริเวอร์ไซด์ (The Ping Riverside Hotel) ถ.เจริญราษฎร์ อ.เมืองเชียงใหม่",
    "เรื่อง ร่มกระดาษสาตกแต่งล็อบบี้และสวน สำหรับงานลอยกระทงและปีใหม่",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคัน (บาท)", "รวม (บาท)"),
    ("ร่มยักษ์ 80 นิ้ว เขียนลายดอกบัว", "6 คัน", "4,500", "27,000"),
    ("ร่ม 40 นิ้ว ลายดอกไม้ล้านนา", "40 คัน", "650", "26,000"),
    ("ร่มแขวนเพดาน 20 นิ้ว สีพื้นพาสเทล", "100 คัน", "180", "18,000"),
    ("ค่าขนส่งและติดตั้ง", "", "", "2,500"),
    ("รวมทั้งสิ้น", "", "", "73,500"),
]
HOTEL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 73,500 บาท (เจ็ดหมื่นสามพันห้าร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง รอถามอ้ายบัติว่าร่มยักษ์ทันกี่คัน",
]
HOTEL_FINAL = [
    BR_TOP,
    "ใบเสนอราคา  เลขที่ QT-BR-68-015 (แก้ไขครั้งที่ 2)",
    "วันที่ 22 ตุลาคม 2568",
    "เรียน คุณศศิธร วงศ์คำ ผู้จัดการฝ่ายจัดซื้อ โรงแรมเดอะปิง ริเวอร์ไซด์",
    "เรื่อง ร่มกระดาษสาตกแต่งล็อบบี้และสวน สำหรับงานลอยกระทงและปีใหม่ ส่งและติดตั้งภายในวันที่ 20 พฤศจิกายน 2568",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคัน (บาท)", "รวม (บาท)"),
    ("ร่มยักษ์ 80 นิ้ว เขียนลายดอกบัว เคลือบกันน้ำ", "8 คัน", "4,200", "33,600"),
    ("ร่ม 40 นิ้ว ลายดอกไม้ล้านนา", "40 คัน", "620", "24,800"),
    ("ร่มแขวนเพดาน 20 นิ้ว สีพื้นพาสเทล", "120 คัน", "170", "20,400"),
    ("รวมค่าสินค้า", "", "", "78,800"),
    ("ค่าขนส่งและติดตั้ง", "", "", "2,000"),
    ("รวมทั้งสิ้น", "", "", "80,800"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 80,800 บาท (แปดหมื่นแปดร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไขการชำระเงิน: มัดจำ 40% = 32,320 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือ 48,480 บาท ชำระเมื่อส่งมอบและติดตั้งเสร็จ",
    "ราคานี้ยืนถึง 31 ตุลาคม 2568  รับประกันซ่อมกระดาษฉีกขาดฟรี 3 เดือน",
    "ลงชื่อ บุษบา ใจมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplier quotes
SAASUAY_QUOTE = [
    "ร้านสาสวยต้นเปา กระดาษสาและอุปกรณ์ทำร่ม",
    "88 หมู่ 2 ต.ต้นเปา อ.สันกำแพง จ.เชียงใหม่ โทร 053-338-102",
    "ใบเสนอราคา เลขที่ 68/144  วันที่ 6 พ.ย. 2568",
    "เรียน คุณบุษบา ใจมา (บ้านร่มบุษบา)",
    "เรื่อง วัตถุดิบทำร่ม 20 นิ้ว ล็อตเทศกาลร่ม",
]
SAASUAY_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กระดาษสาแผ่นใหญ่ 60x90 ซม.", "1,000 แผ่น", "6.50", "6,500"),
    ("ซี่ร่มไม้ไผ่เหลาสำเร็จ ชุด 20 นิ้ว", "300 ชุด", "28", "8,400"),
    ("ด้ามไม้พร้อมหัวร่ม", "300 ชุด", "15", "4,500"),
    ("น้ำมันตังอิ๊ว", "20 ลิตร", "180", "3,600"),
    ("รวมทั้งสิ้น", "", "", "23,000"),
]
SAASUAY_BOTTOM = [
    "รวมทั้งสิ้น 23,000 บาท (สองหมื่นสามพันบาทถ้วน) ร้านไม่ได้จด VAT",
    "ส่งฟรีในตำบลต้นเปา ชำระเงินสดหรือโอนเมื่อรับของ ของพร้อมส่งภายใน 5 วัน",
    "ป้าสายทอง (นางสายทอง ดวงแก้ว) 086-112-7734",
]
LANNASAA_QUOTE = [
    "LANNA SAA PAPER CO., LTD.\n"
    "Handmade mulberry paper and umbrella parts - 145 Moo 6, Sankampaeng Road, Chiang Mai 50130\n"
    "Tax ID 0505559007712   Tel. 053-331-660\n"
    "QUOTATION No. LS-QT-2025-0412          Date: 7 Nov 2025\n"
    "To: Mrs. Bussaba Jaima (Baan Rom Bussaba), Ton Pao, San Kamphaeng\n"
    "\n"
    "Item                                     Qty          Unit price   Amount\n"
    "Mulberry (saa) paper 60x90 cm        1,000 sheets        5.80     5,800.00\n"
    "Bamboo rib set, 20 inch                300 sets         31.00     9,300.00\n"
    "Wooden handle with top                 300 sets         13.50     4,050.00\n"
    "Tung oil                                20 L           195.00     3,900.00\n"
    "\n"
    "Subtotal                                                          23,050.00\n"
    "VAT 7%                                                             1,613.50\n"
    "GRAND TOTAL                                                       24,663.50 THB\n"
    "\n"
    "Free delivery in San Kamphaeng district within 3 working days.\n"
    "Payment: 30 days credit for regular customers. Quotation valid 15 days.\n"
    "Sales: Chanida (Mint) 089-440-2176",
]
LACQUER_INVOICE = [
    "NORTHERN LACQUER & COLOUR CO., LTD.\n"
    "Paints, lacquers and craft supplies - 211 Chiang Mai-Lamphun Road, Chiang Mai 50000\n"
    "Tax ID 0505547001936   Tel. 053-140-288\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-118\n"
    "Date: 8 Oct 2025                  Due date: 7 Nov 2025\n"
    "Customer: Baan Rom Bussaba (Mrs. Bussaba Jaima), 59/2 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai\n"
    "\n"
    "Item                                      Qty        Unit price   Amount\n"
    "Acrylic paint set, 12 colours x 1 L     10 sets      620.00      6,200.00\n"
    "Clear waterproof lacquer 5 L             6 cans      890.00      5,340.00\n"
    "Chinese brushes, assorted               50 pcs        38.00      1,900.00\n"
    "Thinner 4 L                              4 cans      215.00        860.00\n"
    "\n"
    "Subtotal                                                        14,300.00\n"
    "VAT 7%                                                           1,001.00\n"
    "TOTAL DUE                                                       15,301.00 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Northern Lacquer & Colour Co., Ltd., account 531-0-44871-2.\n"
    "Lacquer and thinner are flammable: store away from heat.",
]
LACQUER_RECEIPT = [
    "บริษัท นอร์เทิร์นแลคเกอร์แอนด์คัลเลอร์ จำกัด (สำนักงานใหญ่)",
    "211 ถ.เชียงใหม่-ลำพูน อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50000  เลขประจำตัวผู้เสียภาษี 0505547001936",
    "ใบเสร็จรับเงิน  เลขที่ RC-2510-077",
    "วันที่ 24 ต.ค. 2568",
    "ได้รับเงินจาก คุณบุษบา ใจมา (บ้านร่มบุษบา)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2510-118 ลงวันที่ 08/10/68",
]
LACQUER_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าสินค้า สีอะคริลิก แลคเกอร์ พู่กัน ทินเนอร์", "14,300.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "1,001.00"),
    ("รับชำระครั้งนี้", "15,301.00"),
]
LACQUER_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 15,301.00 บาท (หนึ่งหมื่นห้าพันสามร้อยหนึ่งบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาววิไลพร ใจปัน ฝ่ายการเงิน",
]

# ---------------------------------------------------------------- price lists
RETAIL = [
    ("ร่มจิ๋ว 10 นิ้ว (ของชำร่วย)", 60),
    ("ร่ม 20 นิ้ว", 180),
    ("ร่ม 30 นิ้ว", 320),
    ("ร่ม 40 นิ้ว", 550),
    ("ร่มสนาม 60 นิ้ว", 1800),
    ("ร่มยักษ์ 80 นิ้ว", 4500),
    ("ร่มแขวนเพดาน 20 นิ้ว (ไม่มีด้าม)", 150),
    ("พัดกระดาษสา", 90),
]
WHOLESALE = [
    ("ร่มจิ๋ว 10 นิ้ว (ของชำร่วย)", 100, 38),
    ("ร่ม 20 นิ้ว", 50, 130),
    ("ร่ม 30 นิ้ว", 30, 235),
    ("ร่ม 40 นิ้ว", 20, 420),
    ("ร่มสนาม 60 นิ้ว", 10, 1450),
    ("ร่มยักษ์ 80 นิ้ว", 2, 3900),
    ("ร่มแขวนเพดาน 20 นิ้ว (ไม่มีด้าม)", 50, 110),
    ("พัดกระดาษสา", 100, 55),
]
EXTRAS = [
    ("เขียนชื่อ/ข้อความ (Names, text)", "30 บาท/คัน"),
    ("ลายพิเศษตามแบบลูกค้า ร่ม 40 นิ้ว (Custom design 40\")", "120 บาท/คัน"),
    ("ลายพิเศษร่มยักษ์ 80 นิ้ว (Custom design 80\")", "650 บาท/คัน"),
    ("เคลือบกันน้ำ (Waterproof lacquer)", "+15%"),
    ("แพ็กกล่องส่งออก (Export carton)", "25 บาท/คัน"),
]
OLD_WHOLESALE = [
    "บ้านร่มบุษบา ราคาส่ง ปี 2567",
    "ใช้ 1 ม.ค. – 31 ธ.ค. 2567 ราคาเป็นบาทต่อคัน ไม่รวมค่าส่ง",
]
OLD_WHOLESALE_TABLE = [
    ("สินค้า", "สั่งขั้นต่ำ", "ราคาส่ง"),
    ("ร่มจิ๋ว 10 นิ้ว", "100 คัน", "35"),
    ("ร่ม 20 นิ้ว", "50 คัน", "120"),
    ("ร่ม 30 นิ้ว", "30 คัน", "210"),
    ("ร่ม 40 นิ้ว", "20 คัน", "380"),
    ("ร่มสนาม 60 นิ้ว", "10 คัน", "1,300"),
    ("ร่มยักษ์ 80 นิ้ว", "2 คัน", "3,600"),
    ("ร่มแขวนเพดาน 20 นิ้ว", "50 คัน", "100"),
    ("พัดกระดาษสา", "100 อัน", "50"),
]
OLD_WHOLESALE_BOTTOM = ["มัดจำ 50% ก่อนผลิต ส่งทางขนส่งเอกชน ลูกค้าจ่ายค่าส่งเอง",
                        "เก่าแล้ว ใช้ราคาปี 68 แทน (ดูไฟล์ excel)"]
CATALOGUE = [
    ("Baan Rom Bussaba - Catalogue 2025", "Handmade saa-paper umbrellas from Bo Sang, Chiang Mai\n"
                                          "Bussaba Jaima  081-992-4406  LINE @baanrombussaba"),
    ("Small sizes", "Mini 10 inch (wedding favour): 60 THB\n20 inch: 180 THB\n30 inch: 320 THB"),
    ("Large sizes", "40 inch: 550 THB\nGarden 60 inch: 1,800 THB\nGiant 80 inch: 4,500 THB"),
    ("Decoration", "Hanging ceiling umbrella 20 inch: 150 THB\nSaa-paper fan: 90 THB\n"
                   "Names or text painted: +30 THB each"),
    ("Patterns", "Lanna flowers, lotus, elephants, dragon, peacock, plain pastel\nCustom designs on request"),
    ("Painting class", "Paint your own 20 inch umbrella: 350 THB, about 2 hours\nGroups welcome, book by LINE"),
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "หน้าร้าน (Shop)", "ส่งออก (Export)", "โรงแรม/งานแต่ง (Hotels, events)",
                  "เวิร์กช็อปเพนต์ร่ม (Painting class)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "กระดาษสา/ไม้ไผ่ (Paper, bamboo)", "สี/แลคเกอร์ (Paint, lacquer)",
                   "ค่าแรงช่าง (Wages)", "ค่าส่ง (Shipping)", "บูธ/โฆษณา (Booth, ads)", "รวม (Total)"]
INCOME_2568 = [
    [62400, 58900, 51200, 38600, 29800, 24500, 27300, 31800, 36400, 48650],
    [45000, 0, 38500, 0, 52800, 0, 41200, 0, 0, 61750],
    [18000, 24500, 12000, 9500, 15600, 21000, 8400, 17800, 26500, 23400],
    [21600, 19350, 17400, 12600, 6750, 5400, 9900, 23850, 14400, 18900],
]
EXPENSES_2568 = [
    [14200, 12800, 15600, 9800, 16400, 8700, 13900, 11200, 10500, 18300],
    [5200, 3900, 6100, 2800, 5600, 3100, 4800, 4200, 3600, 15301],
    [39600, 37200, 35800, 28400, 30600, 25800, 29900, 33200, 36100, 47420],
    [2400, 650, 3800, 500, 4200, 450, 3600, 700, 800, 5100],
    [12000, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500],
]
INCOME_2567 = [
    [55800, 52300, 46900, 35200, 27400, 22100, 24800, 28600, 33900, 41300, 52700, 68400],
    [0, 36400, 0, 0, 44900, 0, 0, 39800, 0, 0, 47500, 0],
    [12500, 16800, 9000, 7200, 11400, 18600, 6300, 14200, 19500, 15800, 28400, 33600],
    [16200, 15750, 13950, 9450, 4500, 3600, 7200, 16650, 10800, 13500, 20250, 24300],
]
EXPENSES_2567 = [
    [12600, 11900, 13800, 8600, 14900, 7800, 12100, 10400, 9600, 11800, 17500, 19200],
    [4600, 3500, 5400, 2500, 4900, 2800, 4300, 3700, 3200, 4100, 6800, 7400],
    [34800, 33600, 32400, 25200, 27600, 23400, 26800, 29600, 31800, 33900, 42600, 46800],
    [600, 2100, 450, 400, 3500, 400, 500, 3200, 600, 700, 4100, 900],
    [10500, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"บัญชีรายรับ บ้านร่มบุษบา ปี {year} (Income by month {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"บัญชีรายจ่าย บ้านร่มบุษบา ปี {year} (Expenses by month {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาปลีก Retail"
    sheet.append(["ราคาปลีกหน้าร้าน ปี 2568 (Retail prices 2025, THB)"])
    sheet.append(["สินค้า (Item)", "ราคา/คัน (Price each)"])
    for row in RETAIL:
        sheet.append(list(row))
    money_format(sheet, 2)
    sheet = book.create_sheet("ราคาส่ง Wholesale")
    sheet.append(["ราคาส่ง ปี 2568 ใช้ตั้งแต่ 1 ม.ค. 2568 (Wholesale 2025, THB)"])
    sheet.append(["สินค้า (Item)", "สั่งขั้นต่ำ (Min. qty)", "ราคาส่ง/คัน (Wholesale each)"])
    for row in WHOLESALE:
        sheet.append(list(row))
    money_format(sheet, 3)
    sheet = book.create_sheet("ค่าเพิ่ม Extras")
    sheet.append(["รายการเพิ่ม (Extra)", "ราคา (Price)"])
    for row in EXTRAS:
        sheet.append(list(row))
    book.save(path)


WAGES = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Job)", "จำนวน (Qty)", "หน่วย (Unit)",
     "ค่าแรง/หน่วย (Rate)", "รวม (Gross)", "เบิกล่วงหน้า (Advance)", "คงจ่าย (Net)"),
    ("จันทร์เพ็ญ ปันทะ", "ป้าจัน", "เขียนลายร่ม 20 นิ้ว", 310, "คัน", 38, 11780, 2000, 9780),
    ("สมศรี อินต๊ะ", "ป้าศรี", "ติดกระดาษ/กางร่ม", 420, "คัน", 22, 9240, 0, 9240),
    ("ประยูร คำปัน", "ลุงยูร", "เหลาซี่/ประกอบโครง", 380, "ชุด", 25, 9500, 1500, 8000),
    ("นิภา ศรีวงค์", "น้องนิ", "ทาน้ำมัน/ตากร่ม", 26, "วัน", 350, 9100, 0, 9100),
    ("อนุชา ใจมา", "บ่าวนุ", "แพ็กของ/ขับรถส่ง", 26, "วัน", 300, 7800, 0, 7800),
]
ADVANCES = [
    ("วันที่ (Date)", "ชื่อเล่น (Nickname)", "จำนวน (Amount)", "เหตุผล (Reason)"),
    ("5 ต.ค. 68", "ป้าจัน", 1000, "ค่าเทอมหลาน"),
    ("12 ต.ค. 68", "ลุงยูร", 1500, "ซ่อมมอเตอร์ไซค์"),
    ("18 ต.ค. 68", "ป้าจัน", 1000, "ค่าหมอ"),
]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ต.ค.68"
    sheet.append(["ค่าแรงช่าง บ้านร่มบุษบา เดือนตุลาคม 2568 (จ่าย 31 ต.ค.)"])
    for row in WAGES:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", "", "", sum(r[6] for r in WAGES[1:]), sum(r[7] for r in WAGES[1:]),
                  sum(r[8] for r in WAGES[1:])])
    for column in (7, 8, 9):
        money_format(sheet, column)
    sheet = book.create_sheet("เบิกล่วงหน้า Advances")
    for row in ADVANCES:
        sheet.append(list(row))
    money_format(sheet, 3)
    book.save(path)


CUSTOMERS = [
    ("ร้าน (Shop)", "ผู้ติดต่อ (Contact)", "ชื่อเล่น (Nickname)", "จังหวัด (Province)", "โทร (Phone)",
     "ยอดซื้อปีนี้ (Bought 2568)", "ค้างจ่าย (Owing)"),
    ("ร้านสายรุ้ง จตุจักร", "วรรณา ตั้งเจริญ", "เจ๊วรรณ", "กรุงเทพฯ", "089-201-5546", 86400, 12600),
    ("Phuket Old Town Gift", "Arun Mehta", "Arun", "ภูเก็ต", "081-377-9021", 45200, 0),
    ("ร้านของฝากกาดหลวง", "ศรีนวล คำมา", "ป้านวล", "เชียงใหม่", "053-252-118", 38750, 4200),
    ("Pattaya Art Market", "ยิ่งลักษณ์ ทองมา", "คุณยิ่ง", "ชลบุรี", "086-540-3387", 29900, 0),
    ("Hua Hin Craft Corner", "ธนพล แสงดี", "น้องเบียร์", "ประจวบคีรีขันธ์", "092-118-6640", 18600, 6800),
]


def _customers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลูกค้าส่ง"
    sheet.append(["ลูกค้าร้านส่ง ปี 2568 (ถึง 31 ต.ค.)"])
    for row in CUSTOMERS:
        sheet.append(list(row))
    for column in (6, 7):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- export
KASA_EMAIL = """From: Hanna Vogel <hanna@kasahaus.de>
To: baanrombussaba@gmail.com
Date: Mon, 27 Oct 2025 16:12
Subject: Order for spring 2026 - Kasa Haus Hamburg

Dear Bussaba,

Thank you for the photos of the new lotus and elephant designs, our customers loved last spring's umbrellas.
We would like to order the following for our spring 2026 season:

- 150 parasols 30 inch, lotus and elephant designs mixed, at USD 9.80 each = USD 1,470.00
- 100 parasols 40 inch, Lanna flowers, at USD 15.50 each = USD 1,550.00
- 20 garden parasols 60 inch, plain indigo with waterproof lacquer, at USD 48.00 each = USD 960.00

Total USD 3,980.00, FOB Laem Chabang, packed in export cartons as last time.

We need the goods ready for pick-up by our forwarder by 15 Jan 2026 at the latest, so they arrive in
Hamburg before Easter. Please send a pro forma invoice and we will pay the deposit as usual.

One more request: please add our logo sticker inside each handle (we will e-mail the file).

Best regards,
Hanna Vogel
Purchasing, Kasa Haus GmbH, Hamburg
+49 40 3187 2290
"""
PROFORMA = [
    "BAAN ROM BUSSABA\n"
    "Handmade saa-paper umbrellas - 59/2 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai 50130, Thailand\n"
    "Tel. +66 81 992 4406   baanrombussaba@gmail.com\n"
    "\n"
    "PRO FORMA INVOICE No. PI-68-021            Date: 3 Nov 2025\n"
    "Buyer: Kasa Haus GmbH, Hamburg, Germany (attn. Ms. Hanna Vogel)\n"
    "Terms: FOB Laem Chabang\n"
    "\n"
    "Description                                   Qty     Unit (USD)   Amount (USD)\n"
    "Paper parasol 30 inch, lotus/elephant         150        9.80        1,470.00\n"
    "Paper parasol 40 inch, Lanna flowers          100       15.50        1,550.00\n"
    "Garden parasol 60 inch, indigo, lacquered      20       48.00          960.00\n"
    "\n"
    "TOTAL                                                               3,980.00\n"
    "Deposit 30% due by 15 Nov 2025                                      1,194.00\n"
    "Balance due before shipment                                         2,786.00\n"
    "\n"
    "Goods ready for pick-up: 15 Jan 2026. Logo stickers in handles included at no charge.\n"
    "Bank: Kasikornbank, San Kamphaeng branch, SWIFT KASITHBK, account 047-8-21193-5 (Bussaba Jaima)",
]

# ---------------------------------------------------------------- festival
FESTIVAL_LETTER = [
    "เทศบาลตำบลต้นเปา",
    "ที่ ชม 73402/1187",
    "5 พฤศจิกายน 2568",
    "เรื่อง แจ้งผลการจัดสรรพื้นที่ออกร้าน งานเทศกาลร่มบ่อสร้างและหัตถกรรมสันกำแพง ครั้งที่ 42",
    "เรียน นางบุษบา ใจมา (บ้านร่มบุษบา)",
    "ตามที่ท่านได้ยื่นความประสงค์ขอพื้นที่ออกร้านในงานเทศกาลร่มบ่อสร้างฯ ซึ่งจะจัดขึ้นระหว่างวันที่ 16-18 มกราคม 2569 "
    "ณ ถนนสายบ่อสร้าง-สันกำแพง นั้น เทศบาลได้จัดสรรบูธเลขที่ A-17 ขนาด 3x3 เมตร ให้แก่ท่าน",
    "ค่าเช่าพื้นที่ตลอดงาน 3 วัน 3,500 บาท ค่าไฟฟ้าเหมาจ่าย 600 บาท รวมเป็นเงิน 4,100 บาท "
    "ขอให้ชำระที่กองคลัง เทศบาลตำบลต้นเปา ภายในวันที่ 15 ธันวาคม 2568 หากพ้นกำหนดจะจัดสรรบูธให้ผู้อื่น",
    "เงื่อนไข: ห้ามใช้เทียนหรือไฟเปลวในบูธ ให้ใช้หลอดไฟ LED ไม่เกิน 500 วัตต์ ตั้งร้านได้ตั้งแต่ 15 มกราคม 2569 เวลา 13.00 น.",
    "ทั้งนี้ ขอเชิญร้านที่ได้รับบูธส่งรถจักรยานประดับร่มเข้าร่วมขบวนแห่ในวันที่ 16 มกราคม 2569 เวลา 16.00 น.",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายสุวิทย์ ธิมา ปลัดเทศบาล ปฏิบัติหน้าที่แทนนายกเทศมนตรีตำบลต้นเปา",
]
FESTIVAL_SLIDES = [
    ("แผนงานเทศกาลร่มบ่อสร้าง 2569", "บ้านร่มบุษบา  บูธ A-17\n16-18 มกราคม 2569"),
    ("ของที่จะทำ", "ร่ม 500 คัน (20 นิ้ว 300, 30 นิ้ว 120, 40 นิ้ว 60, ร่มจิ๋ว 20)\nพัด 200 อัน"),
    ("งบประมาณ", "วัตถุดิบ 25,000 บาท\nค่าบูธ 4,100 บาท\nเป้ายอดขาย 180,000 บาท"),
    ("คนเฝ้าบูธ", "วันที่ 16: พี่บุษ ป้าจัน\nวันที่ 17: อ้ายบัติ น้องนิ\nวันที่ 18: พี่บุษ แพรว บ่าวนุ"),
    ("ขบวนแห่", "จักรยานประดับร่มยักษ์ 1 คัน แพรวเป็นคนขี่\nแต่งชุดพื้นเมือง"),
]

# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - San Kamphaeng office\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Bussaba Jaima\n"
        "Address: 59/2 Moo 3, Ton Pao, San Kamphaeng, Chiang Mai 50130\n"
        "Customer no. 020094417218   Small business, rate 2.1\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_AUG = _pea_bill("25 Jul 2025 - 24 Aug 2025", "18,402 -> 18,900", 498, "2,181.50", "108.00", "162.94",
                    "2,490.66", "6 Sep 2025")
PEA_SEP = _pea_bill("25 Aug 2025 - 24 Sep 2025", "18,900 -> 19,436", 536, "2,398.60", "118.72", "178.89",
                    "2,734.43", "6 Oct 2025")
PEA_OCT = _pea_bill("25 Sep 2025 - 24 Oct 2025", "19,436 -> 20,017", 581, "2,589.40", "128.16", "192.90",
                    "2,948.68", "6 Nov 2025")
FIRE_INSURANCE = [
    "บริษัท ล้านนาพิทักษ์ประกันภัย จำกัด (มหาชน) สาขาเชียงใหม่",
    "หนังสือแจ้งต่ออายุกรมธรรม์ประกันอัคคีภัย",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน คุณบุษบา ใจมา",
    "สถานที่เอาประกัน: บ้านพักอาศัยและโรงผลิตร่ม เลขที่ 59/2 หมู่ 3 ต.ต้นเปา อ.สันกำแพง จ.เชียงใหม่ "
    "กรมธรรม์เดิมเลขที่ LP-FR-67-220514 สิ้นสุดความคุ้มครอง 5 ธันวาคม 2568",
]
FIRE_INSURANCE_TABLE = [
    ("ทรัพย์สิน", "ทุนประกัน (บาท)", "เบี้ยประกัน (บาท)"),
    ("สิ่งปลูกสร้าง บ้านและโรงร่ม", "1,200,000", "4,150"),
    ("สต็อกสินค้าและวัตถุดิบ (กระดาษสา ร่ม สี)", "400,000", "2,700"),
    ("รวมปีนี้", "1,600,000", "6,850"),
    ("ปีที่แล้ว (อ้างอิง)", "1,500,000", "5,920"),
]
FIRE_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีนี้ 6,850 บาท สูงขึ้นเนื่องจากมีการเก็บแลคเกอร์และทินเนอร์ซึ่งเป็นวัตถุไวไฟในโรงผลิต",
    "กรุณาชำระเบี้ยภายในวันที่ 30 พฤศจิกายน 2568 หากติดตั้งถังดับเพลิงเพิ่ม 2 ถัง ลดเบี้ยได้ 5%",
    "ตัวแทน คุณอำไพ ทาแก้ว (ตัวแทนเลขที่ 5803-1127) โทร 089-755-3310",
]
LIFE_INSURANCE = [
    "บริษัท สยามรุ่งเรืองประกันชีวิต จำกัด (มหาชน)",
    "ใบแจ้งกำหนดชำระเบี้ยประกันภัย",
    "ผู้เอาประกัน นายสมบัติ ใจมา  กรมธรรม์เลขที่ 7730418862  แบบ ออมทรัพย์ 15/8",
    "งวดที่ 6 (รายปี) ครบกำหนดชำระ 15 ธันวาคม 2568",
    "เบี้ยประกันรายปี 18,420 บาท  ผู้รับประโยชน์ นางบุษบา ใจมา",
    "ชำระได้ที่ธนาคาร เคาน์เตอร์เซอร์วิส หรือแอปของบริษัท ระยะผ่อนผัน 31 วัน",
]
SCHOOL_FEES = (
    ["โรงเรียนเวียงพิงค์วิทยา อ.สันกำแพง จ.เชียงใหม่", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.แพรวพรรณ ใจมา  ชั้น ม.2/3  เลขประจำตัว 27714"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษา", "12,800"), ("ค่าเรียนเสริมภาษาอังกฤษ", "4,500"),
     ("ค่าคอมพิวเตอร์", "1,200"), ("ค่ากิจกรรมค่ายวิทยาศาสตร์ ดอยอินทนนท์", "2,350"), ("ค่าประกันอุบัติเหตุ", "300"),
     ("รวม", "21,150")],
    ["รวมทั้งสิ้น 21,150 บาท กรุณาชำระภายในวันที่ 28 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน นักเรียนที่ยังไม่ชำระจะไม่ได้รับบัตรเข้าสอบปลายภาค",
     "ค่ายวิทยาศาสตร์ 12-13 ธันวาคม 2568"],
)
EYE_ESTIMATE = [
    "LANNA VISION EYE HOSPITAL\n"
    "Cataract and Lens Centre - 120 Superhighway Road, Mueang Chiang Mai 50000  Tel. 053-920-111\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                          Date: 3 Nov 2025\n"
    "Patient: Mrs. Khampaeng Kaewmoon, age 72          HN 25-087731\n"
    "Procedure: Phacoemulsification with intraocular lens, right eye (day surgery)\n"
    "Surgeon: Dr. Pornthip Saengarun\n"
    "Pre-operative check: 2 Dec 2025 at 9:00. Surgery: 9 Dec 2025, home the same day.\n"
    "\n"
    "Surgeon fee .............................................. 18,000\n"
    "Intraocular lens (monofocal, standard) ................... 15,500\n"
    "Operating room and anaesthesia ............................ 9,800\n"
    "Medicines, eye drops and supplies ......................... 3,200\n"
    "Day-care room ............................................. 2,500\n"
    "ESTIMATED TOTAL .......................................... 49,000 THB\n"
    "\n"
    "Option: premium multifocal lens, add 22,000 THB.\n"
    "A deposit of 20,000 THB is payable at the pre-operative check.\n"
    "Follow-up visits on day 1, week 1 and month 1 are included.\n"
    "This is an estimate only; the final bill may differ by up to 10%.",
]
LOAN_STATEMENT = [
    "SIAM AUTO LEASING PUBLIC COMPANY LIMITED\n"
    "Chiang Mai branch - 9 Chang Khlan Road, Chiang Mai 50100   Call centre 02-118-4400\n"
    "\n"
    "HIRE-PURCHASE ACCOUNT STATEMENT                Statement date: 31 Oct 2025\n"
    "Contract no. HP-CM-2203-04417\n"
    "Hirer: Mr. Sombat Jaima   Co-hirer: Mrs. Bussaba Jaima\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4, plate 2KS 7315 Chiang Mai\n"
    "\n"
    "Monthly installment ...................................... 9,870.00 THB (due the 5th of each month)\n"
    "Installments paid ........................................ 43 of 72\n"
    "Last payment received .................................... 9,870.00 on 5 Oct 2025\n"
    "Installments remaining ................................... 29\n"
    "Outstanding balance (29 x 9,870.00) ...................... 286,230.00 THB\n"
    "Next due date ............................................ 5 Nov 2025\n"
    "\n"
    "Early settlement: close the contract by 30 Nov 2025 for 251,400.00 THB (interest discount applied).\n"
    "Late payment: 1.25% per month on the overdue installment plus 200 THB collection fee.",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน+โรงร่ม (Electricity)", 2490.66, "PEA"), ("ค่าน้ำประปา (Water)", 310, ""),
                ("อินเทอร์เน็ต (Internet)", 590, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3800, "Hilux ส่งของ"), ("ผ่อนรถ Hilux (Car loan)", 9870, "งวดที่ 41/72"),
                ("ค่ารถรับส่งแพรว (School van)", 1400, ""), ("ค่าเรียนพิเศษแพรว (Tutor)", 2400, "คณิต"),
                ("ค่ายาแม่ (Mum's medicine)", 850, "ยาหยอดตา")],
    "ก.ย. 68": [("ค่าไฟบ้าน+โรงร่ม (Electricity)", 2734.43, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 295, ""),
                ("อินเทอร์เน็ต (Internet)", 590, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9650, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4100, "Hilux ส่งของ"), ("ผ่อนรถ Hilux (Car loan)", 9870, "งวดที่ 42/72"),
                ("ค่ารถรับส่งแพรว (School van)", 1400, ""), ("ค่าเรียนพิเศษแพรว (Tutor)", 2400, "คณิต"),
                ("ค่ายาแม่ (Mum's medicine)", 850, "ยาหยอดตา"), ("รองเท้านักเรียนแพรว (School shoes)", 590, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน+โรงร่ม (Electricity)", 2948.68, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 330, ""),
                ("อินเทอร์เน็ต (Internet)", 590, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9400, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4650, "Hilux ส่งของ"), ("ผ่อนรถ Hilux (Car loan)", 9870, "งวดที่ 43/72"),
                ("ค่ารถรับส่งแพรว (School van)", 1400, ""), ("ค่าเรียนพิเศษแพรว (Tutor)", 2400, "คณิต"),
                ("ค่าตรวจตาแม่ (Mum's eye check)", 1650, "ลานนาวิชั่น")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/แชท/LINE_ร่มงานแต่ง_ธ.ค.68.txt": """[LINE] ประวัติการแชทกับ Tim Wedding Studio (เจ๊ติ๋ม)
วันที่บันทึก: 05/11/2568 10:12

พฤ. 30/10/2568
14:05\tTim Wedding Studio\tพี่บุษคะ งานแต่งคุณฝนกับคุณเจมส์ 20 ธ.ค. ที่รีสอร์ทแม่ริม อยากได้ร่ม 20 นิ้ว สีพาสเทล เขียนชื่อบ่าวสาว 120 คันค่ะ
14:20\tบ้านร่มบุษบา\tได้ค่ะเจ๊ติ๋ม 20 นิ้วเขียนชื่อ "Fon & James 20.12.25" คันละ 220 ค่ะ
14:31\tTim Wedding Studio\tโห 120 คันเลยนะพี่ คันละ 170 ได้มั้ยคะ ลูกค้างบจำกัด
14:50\tบ้านร่มบุษบา\t170 ไม่ไหวค่ะเจ๊ ค่าเขียนลายช่างขึ้นเดือนหน้า ให้ 200 ค่ะ
15:02\tTim Wedding Studio\t185 รวมส่งถึงแม่ริมเลยได้มั้ยคะ
15:30\tบ้านร่มบุษบา\t190 รวมส่งถึงรีสอร์ทค่ะ ต่ำกว่านี้ไม่ได้แล้วจริงๆ
15:34\tTim Wedding Studio\tโอเคค่ะ 190 ดีล 120 คัน รวม 22,800 นะคะ

จ. 03/11/2568
09:15\tTim Wedding Studio\tโอนมัดจำครึ่งนึง 11,400 แล้วนะคะ ส่งของวันที่ 17 ธ.ค. ได้มั้ยคะ
09:40\tบ้านร่มบุษบา\tได้รับแล้วค่ะ ส่ง 17 ธ.ค. ค่ะ ที่เหลือ 11,400 จ่ายวันส่งของนะคะ
""",
    f"{BIZ}/แชท/LINE กลุ่มช่างบ้านร่ม.txt": """[28 ต.ค. 68 18:05] ป้าจัน: พี่บุษเจ้า ของแพงขึ้นหมดเลย ขอขึ้นค่าเขียนลายร่ม 20 นิ้ว จากคันละ 38 เป็น 45 ได้ก่อ
[28 ต.ค. 68 18:20] ป้าศรี: ติดกระดาษขอเป็นคันละ 25 ด้วยเจ้า จาก 22
[28 ต.ค. 68 19:02] พี่บุษ: ขึ้นให้ได้ แต่ 45 พี่ไม่ไหวแท้ ให้ 40 ก่อนได้ก่อ
[28 ต.ค. 68 19:15] ป้าจัน: 43 ละกันเจ้า งานโรงแรมลายยากขนาด
[28 ต.ค. 68 19:40] ลุงยูร: ค่าเหลาซี่เอาเท่าเดิมก็ได้ครับ
[29 ต.ค. 68 08:10] พี่บุษ: สรุปนะ ตั้งแต่ 1 พ.ย. 2568 เขียนลายร่ม 20 นิ้ว คันละ 42 บาท ติดกระดาษคันละ 24 บาท ลายร่มยักษ์ 80 นิ้ว คันละ 650 เท่าเดิม
[29 ต.ค. 68 08:12] ป้าจัน: ตกลงเจ้า ขอบใจเจ้า
[29 ต.ค. 68 08:15] ป้าศรี: 👍
[31 ต.ค. 68 17:00] พี่บุษ: ค่าแรงเดือนนี้โอนเข้าบัญชีแล้วนะ ใครเบิกไปแล้วหักให้แล้ว
[3 พ.ย. 68 07:30] อ้ายบัติ: พรุ่งนี้ทุกคนมาเช้าหน่อยเน่อ ต้องรีบร่มยักษ์ของโรงแรม
""",
    f"{BIZ}/แชท/แชท ลุงหมื่น ไม้ไผ่.txt": """[20 ต.ค. 68 10:02] บุษ: ลุงหมื่น ไม้ไผ่ซางลำยาว 2 วา ลำละเท่าไหร่เจ้า จะเอา 200 ลำ
[20 ต.ค. 68 10:30] ลุงหมื่น: ลำละ 45 บาทหลาน
[20 ต.ค. 68 10:41] บุษ: 40 ได้ก่อเจ้า เอาเยอะ
[20 ต.ค. 68 11:15] ลุงหมื่น: 43 ละกัน ส่งให้ถึงบ้าน
[20 ต.ค. 68 11:20] บุษ: ตกลงเจ้า 200 ลำ 8,600 บาท ส่งวันเสาร์เน่อ
""",
    f"{BIZ}/Workshop นักท่องเที่ยว/painting class bookings Nov2025.md": """# Painting class bookings - November 2025 (เวิร์กช็อปเพนต์ร่ม พ.ย. 68)

| Date | Group | People | Price/person | Total | Status |
|---|---|---|---|---|---|
| 2 Nov | Korea Joy Tour (Minji) | 18 | 350 | 6,300 | paid |
| 5 Nov | โรงเรียนอนุบาลสันกำแพง (เพนต์พัด) | 32 | 150 | 4,800 | paid |
| 8 Nov | Walk-in | 9 | 350 | 3,150 | paid |
| 12 Nov | Mr. & Mrs. Larsen (private, 40 inch) | 2 | 900 | 1,800 | deposit 900, 900 owing |
| 15 Nov | CMU exchange students | 24 | 300 | 7,200 | not paid, invoice to faculty |
| 22 Nov | ลานนาทราเวล | 15 | 350 | 5,250 | paid |

100 people booked in November, 28,500 THB in all.
Not paid yet: 8,100 THB (CMU 7,200 + Larsen 900).
Paint and umbrellas cost about 90 THB a person. Need ป้าจัน on 15 Nov to help with the big group.
""",
    f"{BIZ}/Workshop นักท่องเที่ยว/ราคาเวิร์กช็อป EN-TH.md": """# Painting class prices / ราคาเวิร์กช็อป
- Paint your own 20 inch umbrella / เพนต์ร่ม 20 นิ้ว: 350 THB per person (about 2 hours)
- Paint a saa-paper fan / เพนต์พัด (kids, schools): 150 THB
- Student groups over 20 people / กลุ่มนักศึกษา 20 คนขึ้นไป: 300 THB
- Private class, 40 inch umbrella / คลาสส่วนตัว ร่ม 40 นิ้ว: 900 THB
- Free tea and khanom, take your umbrella home the same day (dry in 1 hour in the sun)
""",
    f"{BIZ}/สูตรยางตะโก ทาร่ม.md": """# ยางตะโกทาร่ม (แบบแม่อุ้ย)
- ลูกตะโกดิบ 2 กิโล ตำแล้วแช่น้ำ 3 วัน คั้นเอาแต่น้ำ
- ทาบนกระดาษสาให้ทั่ว 2 รอบ ตากแดดให้แห้ง
- กันน้ำได้แต่สีจะเข้มขึ้น ลูกค้าต่างชาติชอบ ใช้กับร่มสีพื้นเท่านั้น
- ถ้าทาน้ำมันตังอิ๊วทับอีกรอบ ร่มจะทนขึ้นเป็น 2 ปี
""",
    "บ้าน/แม่/ตาแม่ ต้อกระจก.md": """# ตาแม่ (คำแปง แก้วมูล)
- ต้อกระจกตาขวา หมอว่าสุกแล้ว มองไม่ค่อยเห็น ขี่รถไปกาดไม่ได้แล้ว
- รพ.นครพิงค์ (บัตรทอง): ผ่าฟรี แต่คิวยาวถึง มี.ค. 2569
- รพ.ลานนาวิชั่น (เอกชน): ผ่าได้ 9 ธ.ค. 2568 ประเมินไว้ 49,000 บาท วางมัดจำ 20,000 วันตรวจก่อนผ่า 2 ธ.ค.
- เลนส์แพงขึ้นอีก 22,000 ไม่เอา แม่ว่าเลนส์ธรรมดาพอแล้ว
- แม่ไม่มีประกันสุขภาพ ตกลงกับน้องเอก บุษออก 2 ส่วน เอกออก 1 ส่วน
- หลังผ่า ห้ามก้มสระผม 2 อาทิตย์ ให้แพรวช่วยหยอดตาแม่
""",
    "บ้าน/แชทไลน์_บ้านใจมา.txt": """[1 พ.ย. 68 19:30] บุษ: อ้ายบัติ ค่าเทอมแพรวเทอมนี้ 21,150 นะ จ่ายก่อน 28 พ.ย.
[1 พ.ย. 68 19:41] อ้ายบัติ: ได้ๆ เดี๋ยวโอนหลังโรงแรมจ่ายมัดจำ
[4 พ.ย. 68 12:05] น้องเอก: พี่บุษ หมอลานนาวิชั่นว่าตาแม่ผ่าได้ 9 ธ.ค. ประมาณ 49,000 ถ้าเลนส์ดีต้องบวกอีก 22,000
[4 พ.ย. 68 12:20] บุษ: เอาเลนส์ธรรมดา พี่ออกสองส่วน เอกออกส่วนนึงนะ
[4 พ.ย. 68 12:22] แม่: แม่บ่อยากให้ลูกเสียเงิน ไปนครพิงค์ก็ได้
[4 พ.ย. 68 12:25] บุษ: คิวนครพิงค์ถึงมีนาเลยแม่ รอนานตาจะแย่กว่าเดิม
[8 พ.ย. 68 20:15] แพรว: แม่ หนูไปค่ายวิทย์ดอยอินทนนท์ได้ไหม อยู่ในค่าเทอมแล้วนะ
[8 พ.ย. 68 20:20] บุษ: ไปได้ลูก เอาเสื้อกันหนาวไปด้วย
[10 พ.ย. 68 07:40] อ้ายบัติ: ประกันไฟบ้านกับโรงร่มปีนี้ 6,850 แพงขึ้นจาก 5,920 เพราะเก็บแลคเกอร์ในโรง
[10 พ.ย. 68 07:45] บุษ: ซื้อถังดับเพลิงเพิ่ม 2 ถังจะได้ลด 5% นะ
""",
    "บ้าน/ทริปปาย ปีใหม่69.md": """# ทริปปาย ปีใหม่ 2569
- ออก 30 ธ.ค. กลับ 2 ม.ค. (หลังส่งร่มงานแต่งเสร็จ)
- ที่พัก: บ้านไม้ริมน้ำปาย 3 คืน คืนละ 1,600
- ไปหยุนไหล ดูทะเลหมอก ถนนคนเดิน
- ให้ป้าศรีเฝ้าร้าน 2 วัน
""",
}
TODO = {"todo.md": """- ส่งร่มโรงแรมปิงริเวอร์ไซด์ ก่อน 20 พ.ย.
- ตามเงินมัดจำ Kasa Haus (ครบกำหนด 15 พ.ย.)
- เลือกเจ้ากระดาษสา ร้านสาสวย หรือ Lanna Saa
- โอนค่าเทอมแพรว ก่อน 28 พ.ย.
- ต่อประกันอัคคีภัย ก่อน 30 พ.ย.
- จ่ายค่าบูธเทศกาลร่มที่เทศบาล ก่อน 15 ธ.ค.
- พาแม่ตรวจตาก่อนผ่า 2 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, supply, prices, books, export, festival = (biz / "ใบเสนอราคา ลูกค้า", biz / "Suppliers วัตถุดิบ",
                                                       biz / "ราคา", biz / "บัญชี", biz / "Export",
                                                       biz / "เทศกาลร่ม 69")
    home = docs / "บ้าน"
    for folder in (quotes, supply, prices, books, export, festival, biz / "แชท", biz / "Workshop นักท่องเที่ยว",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมแพรว", home / "แม่", home / "รถ Hilux"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_PingRiverside_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_PingRiverside_final v2.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(supply / "ใบเสนอราคา ร้านสาสวยต้นเปา.docx", SAASUAY_QUOTE, SAASUAY_TABLE, bottom=SAASUAY_BOTTOM)
    make_pdf(supply / "LannaSaa_Quotation_LS-QT-2025-0412.pdf", LANNASAA_QUOTE)
    make_pdf(supply / "Invoice_NorthernLacquer_INV-2510-118.pdf", LACQUER_INVOICE)
    write_docx(supply / "ใบเสร็จ_นอร์เทิร์นแลคเกอร์_RC-2510-077.docx", LACQUER_RECEIPT, LACQUER_RECEIPT_TABLE,
               bottom=LACQUER_RECEIPT_BOTTOM)
    _price_list(prices / "ราคาร่ม 2568 ปลีก-ส่ง final.xlsx")
    write_docx(prices / "ราคาส่งร่ม ปี67 (เก่า).docx", OLD_WHOLESALE, OLD_WHOLESALE_TABLE, bottom=OLD_WHOLESALE_BOTTOM)
    write_slides(prices / "Catalogue_BaanRomBussaba_2025 EN.pptx", CATALOGUE)
    _book(books / "บัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงช่าง_ต.ค.68.xlsx")
    _customers(books / "ลูกค้าร้านส่ง 2568.xlsx")
    (export / "email_KasaHaus Hamburg_order_27-10-2025.txt").write_text(KASA_EMAIL, encoding="utf-8")
    make_pdf(export / "ProForma_PI-68-021_KasaHaus.pdf", PROFORMA)
    write_docx(festival / "หนังสือ_เทศบาลต้นเปา_บูธเทศกาลร่ม69.docx", FESTIVAL_LETTER)
    write_slides(festival / "แผนงานเทศกาลร่ม 2569.pptx", FESTIVAL_SLIDES)
    make_pdf(home / "Bills" / "PEA e-bill Aug2025.pdf", PEA_AUG)
    make_pdf(home / "Bills" / "PEA e-bill Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA e-bill Oct2025.pdf", PEA_OCT)
    write_docx(home / "ประกัน" / "ต่อประกันอัคคีภัย_บ้าน+โรงร่ม_2568.docx", FIRE_INSURANCE, FIRE_INSURANCE_TABLE,
               bottom=FIRE_INSURANCE_BOTTOM)
    write_docx(home / "ประกัน" / "เบี้ยประกันชีวิต สมบัติ 2568.docx", LIFE_INSURANCE)
    write_docx(home / "ค่าเทอมแพรว" / "ใบแจ้งค่าเทอม ม.2 เทอม2-2568.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "LannaVision_cataract_estimate_Nov2025.pdf", EYE_ESTIMATE)
    make_pdf(home / "รถ Hilux" / "Hilux_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
