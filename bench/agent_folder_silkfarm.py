"""The silkfarm folder: the papers of a Thai silk-farming family and their household, written by code.

The owner is นางพรทิพย์ ศรีสุข (พี่ทิพย์, "ทิพย์ ไหมทอง" in chats). She and her husband นายสมศักดิ์ ศรีสุข
(พี่ศักดิ์) run "ไหมทองศรีสุข" (Srisuk Golden Silk), 112 หมู่ 7 ต.สวาย อ.เมืองสุรินทร์ จ.สุรินทร์ 32000: 6 ไร่ of
mulberry, five rounds of silkworms a year, reeling their own yarn, and four village weavers who weave มัดหมี่,
หางกระรอก and plain silk and scarves, sold to a hotel, a market shop and at the elephant fair. Their daughter
แพรว (ด.ญ.ณัฐธิดา) is in ม.2, their son ต้น (นายธนกร) studies in Khon Kaen, and ศักดิ์'s mother ยายคำ (นางคำ ศรีสุข,
74) lives with them. It is November 2568 (2025).

Documents/ไหมทองศรีสุข/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมทองธารา_ร่าง v1.docx: draft quote QT-68-021 (7 ต.ค. 2568) to บริษัท ทองธารา โฮเทล
  แอนด์ รีสอร์ท จำกัด (Buriram): 150 logo scarves at 690 and 60 m หางกระรอก at 1,200, 175,500 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมทองธารา_ฉบับจริง v2.docx: the final (14 ต.ค. 2568): 200 scarves at 650 = 130,000,
  80 m at 1,150 = 92,000, total 222,000, deposit 40%, delivery 15 ธ.ค. 2568, valid to 13/11/68.
- ใบเสนอราคา/ใบเสนอราคา ระบบน้ำหยด ร้านรุ่งเรืองการเกษตร.docx: a local shop's quote for drip irrigation on the
  6-rai mulberry field, 64,800 net (not VAT-registered), deposit 30% = 19,440.
- ใบเสนอราคา/AquaGrow_drip_quote_Oct2025.pdf: English quote of AquaGrow Irrigation Co., Ltd. for the same job:
  subtotal 62,500 + VAT 4,375 = 66,875, deposit 50%.
- ใบแจ้งหนี้-ใบเสร็จ/ใบแจ้งหนี้_INV-6811-007_ทองธารา.docx: the hotel invoice (1 พ.ย. 2568): scarves at the haggled
  640 (128,000) + fabric 92,000 = 220,000; deposit 88,000 due 7 พ.ย. 2568; balance 132,000 on delivery.
- ใบแจ้งหนี้-ใบเสร็จ/ใบเสร็จรับเงิน_RC-6811-007_ทองธารา.docx: the receipt for the 88,000 deposit, 6 พฤศจิกายน
  2568, balance 132,000.
- ราคาสินค้า/ราคาสินค้า_ไหมทองศรีสุข_2567.docx: last year's price list in Thai (มัดหมี่ 1,350 บาท/เมตร, scarf 590,
  ซิ่น 2,600, yarn 2,400/กก.).
- ราคาสินค้า/SrisukSilk_PriceList_2025.pdf: this year's list in English (mudmee 1,450 THB/m, Hang Krarok 1,150,
  scarf 650, sarong 2,900, yarn 2,650/kg).
- บัญชี/ยอดขายผ้าไหม_2568.xlsx: this year's book, two sheets (sales by month: มัดหมี่ / other cloth / scarves /
  yarn and cocoons; expenses by month: silkworm eggs, mulberry field, dyes, weaving wages, reeling labour),
  January to October (Oct scarves 24,050; Oct weaving 38,640).
- บัญชี/ยอดขายผ้าไหม_2567.xlsx: last year's book, same layout, January to December (Jul weaving 29,400).
- บัญชี/รอบเลี้ยงไหม_2568.xlsx: the five silkworm rounds of 2568 (boxes, cocoon kg, cocoons sold, yarn reeled).
- บัญชี/ค่าจ้างทอผ้า_ต.ค.68.md: October weaving wages per metre for four weavers, 38,640 in all.
- Suppliers/SilkSeedThai_invoice_SS-6810-044.pdf: English invoice for 12 boxes of silkworm eggs and mountages,
  9,030.80 incl. VAT.
- แชท/แชทไลน์_คุณเมย์_ทองธารา.txt: LINE chat with the hotel buyer เมย์; 650 argued to 640, 220,000 settled,
  deposit 88,000 paid 6 พ.ย.
- แชท/แชทไลน์_เจ๊หงษ์_ตลาดสุรินทร์.txt: LINE chat with a market shop; sarongs 10 at 2,500 asked, 12 at 2,700 settled
  (32,400, half 16,200 paid).
- แชท/email_ThongThara_Hotel_15Nov2025.txt: English email from Thong Thara Hotel & Resort: scarves now by
  December 10, 2025, fabric still December 15, 2025.
- เอกสาร/หนังสือเชิญ_งานช้างและผ้าไหม_2568.docx: the provincial office's invitation to sell at the elephant fair,
  14-23 พ.ย. 2568, booth S-24, fee 3,500.
- บันทึกเลี้ยงไหม รุ่น5-2568.md: notes on round 5: 12 boxes, 412 กก. cocoons, 100 กก. sold at 210 = 21,000.
- แผนงานไหมทอง ปี2569.pptx: slides, the plan for next year (1,200,000 target, drip irrigation, two looms).
- สูตรย้อมครั่ง.md: her lac-dye recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (412 kWh, 2,067.64, due 29 Sep 2025) and Bills/PEA_bill_Oct2025.pdf (468 kWh,
  2,360.62, due 29 Oct 2025): English electricity bills.
- ประกัน/SiamSure_pickup_insurance_renewal_2025.pdf: English renewal notice for the pickup, 16,420 due
  30 Nov 2025 (last year 15,880; compulsory cover 645.21 separate).
- ค่าเทอม/ใบแจ้งค่าเทอม_แพรว_ภาค2-2568.docx: the daughter's term-2 fee notice, 9,850 by 14 พฤศจิกายน 2568.
- ยายคำ/SurinRam_Hospital_bill_Oct2025.pdf: English hospital bill for ยายคำ's cataract operation: 48,650 charged,
  insurance 30,000, paid 18,650.
- ยายคำ/นัดหมอยายคำ.md: notes on her follow-up appointments.
- กองทุนหมู่บ้าน/สัญญากู้_กองทุนหมู่บ้าน_สมศักดิ์.docx: the husband's village-fund loan, 50,000 at 6%, repay 53,000 by
  31 มีนาคม 2569.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = ("ไหมทองศรีสุข (Srisuk Golden Silk) 112 หมู่ 7 ต.สวาย อ.เมืองสุรินทร์ จ.สุรินทร์ 32000 "
            "โทร 089-845-2716 LINE: @maitongsrisuk")
HOTEL_TO = ("เรียน คุณเมธาวี จันทร์หอม ฝ่ายจัดซื้อ บริษัท ทองธารา โฮเทล แอนด์ รีสอร์ท จำกัด "
            "88 ถ.จิระ อ.เมืองบุรีรัมย์ จ.บุรีรัมย์ 31000")

# ---------------------------------------------------------------- quotes to the hotel
HOTEL_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-68-021",
    "วันที่ 7 ตุลาคม 2568",
    HOTEL_TO,
    "เรื่อง ผ้าพันคอไหมของที่ระลึกสำหรับแขก และผ้าไหมตัดชุดพนักงานต้อนรับ",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("ผ้าพันคอไหมทอโลโก้โรงแรม ขนาด 30x180 ซม.", "150 ผืน", "690 บาท/ผืน", "103,500"),
    ("ผ้าไหมหางกระรอก สีน้ำเงินคราม หน้ากว้าง 1 ม.", "60 เมตร", "1,200 บาท/เมตร", "72,000"),
    ("รวมทั้งสิ้น", "", "", "175,500"),
]
HOTEL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 175,500 บาท (หนึ่งแสนเจ็ดหมื่นห้าพันห้าร้อยบาทถ้วน) ยังไม่รวมค่าขนส่ง",
    "ร่าง ยังไม่ได้ส่ง ต้องถามพี่ศักดิ์ก่อนว่าเส้นไหมรุ่น 5 พอทอไหม",
]
HOTEL_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-021 (ฉบับแก้ไข v2)",
    "วันที่ 14 ตุลาคม 2568",
    HOTEL_TO,
    "เรื่อง ผ้าพันคอไหมของที่ระลึกสำหรับแขก และผ้าไหมตัดชุดพนักงานต้อนรับ",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("ผ้าพันคอไหมทอโลโก้โรงแรม ขนาด 30x180 ซม.", "200 ผืน", "650 บาท/ผืน", "130,000"),
    ("ผ้าไหมหางกระรอก สีน้ำเงินคราม หน้ากว้าง 1 ม.", "80 เมตร", "1,150 บาท/เมตร", "92,000"),
    ("ค่าจัดส่งถึงโรงแรม", "", "", "ฟรี"),
    ("รวมทั้งสิ้น", "", "", "222,000"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 222,000 บาท (สองแสนสองหมื่นสองพันบาทถ้วน) ส่งฟรีถึงโรงแรม",
    "เงื่อนไข: มัดจำ 40% เมื่อยืนยันการสั่งซื้อ ส่วนที่เหลือชำระในวันส่งของ",
    "กำหนดส่งของ 15 ธันวาคม 2568  ราคานี้ยืนถึง 13/11/68",
    "ไม่มีภาษีมูลค่าเพิ่ม (กิจการไม่ได้จดทะเบียน VAT)",
    "ลงชื่อ พรทิพย์ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- invoice and receipt of the hotel order
INVOICE = [
    FARM_TOP,
    "ใบแจ้งหนี้ / ใบวางบิล  เลขที่ INV-6811-007",
    "วันที่ 1 พฤศจิกายน 2568",
    "ลูกค้า บริษัท ทองธารา โฮเทล แอนด์ รีสอร์ท จำกัด 88 ถ.จิระ อ.เมืองบุรีรัมย์ จ.บุรีรัมย์ 31000",
    "อ้างอิง ใบสั่งซื้อ TTH-PO-2510-0342 และใบเสนอราคา QT-68-021",
]
INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ผ้าพันคอไหมทอโลโก้โรงแรม 30x180 ซม. (แถมกล่อง)", "200 ผืน", "640", "128,000"),
    ("ผ้าไหมหางกระรอก สีน้ำเงินคราม", "80 เมตร", "1,150", "92,000"),
    ("รวมทั้งสิ้น", "", "", "220,000"),
    ("มัดจำ 40% (ชำระภายใน 7 พ.ย. 2568)", "", "", "88,000"),
    ("คงเหลือชำระวันส่งของ", "", "", "132,000"),
]
INVOICE_BOTTOM = [
    "กรุณาชำระเงินมัดจำ 88,000 บาท ภายในวันที่ 7 พฤศจิกายน 2568 (07/11/68)",
    "โอนเข้าบัญชี นางพรทิพย์ ศรีสุข ธนาคารกสิกรรมไทย สาขาสุรินทร์ เลขที่ 402-7-18863-5",
    "ยอดคงเหลือ 132,000 บาท ชำระในวันส่งของ 15 ธันวาคม 2568",
    "ไม่มีภาษีมูลค่าเพิ่ม",
    "ผู้วางบิล พรทิพย์ ศรีสุข",
]
RECEIPT = [
    FARM_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-007",
    "วันที่ 6 พฤศจิกายน 2568",
    "ได้รับเงินจาก บริษัท ทองธารา โฮเทล แอนด์ รีสอร์ท จำกัด จ.บุรีรัมย์",
]
RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("เงินมัดจำ 40% ตามใบแจ้งหนี้ INV-6811-007 (ผ้าพันคอไหม 200 ผืน และผ้าไหมหางกระรอก 80 เมตร)", "88,000"),
    ("รวมรับ", "88,000"),
]
RECEIPT_BOTTOM = [
    "จำนวนเงิน (ตัวอักษร) แปดหมื่นแปดพันบาทถ้วน",
    "ชำระโดย โอนเงินเข้าบัญชีธนาคารกสิกรรมไทย เลขที่ 402-7-18863-5 เวลา 16:21 น.",
    "ยอดสั่งซื้อทั้งหมด 220,000 บาท ชำระแล้ว 88,000 บาท ยอดคงเหลือ 132,000 บาท",
    "ผู้รับเงิน พรทิพย์ ศรีสุข",
]

# ---------------------------------------------------------------- drip irrigation quotes
DRIP_LOCAL = [
    "ร้านรุ่งเรืองการเกษตร จำหน่ายปุ๋ย ยา อุปกรณ์การเกษตร ระบบน้ำ",
    "215 ถ.ธนสาร ต.ในเมือง อ.เมืองสุรินทร์ จ.สุรินทร์ โทร 044-512-367",
    "ใบเสนอราคา เลขที่ 0143/68  วันที่ 9 ตุลาคม 2568",
    "เรียน คุณพรทิพย์ ศรีสุข ไหมทองศรีสุข ต.สวาย",
    "เรื่อง ระบบน้ำหยดแปลงหม่อน 6 ไร่ พร้อมติดตั้ง",
]
DRIP_LOCAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปั๊มน้ำหอยโข่ง 2 แรง", "1 ตัว", "8,900", "8,900"),
    ("ท่อ PE 32 มม. ม้วน 200 ม.", "3 ม้วน", "2,350", "7,050"),
    ("เทปน้ำหยด 16 มม. ม้วน 1,000 ม.", "6 ม้วน", "3,400", "20,400"),
    ("ตัวกรองดิสก์ วาล์ว ข้อต่อ", "1 ชุด", "9,650", "9,650"),
    ("ถังพักน้ำ 2,000 ลิตร", "1 ใบ", "6,800", "6,800"),
    ("ค่าแรงติดตั้ง 6 ไร่", "1 งาน", "12,000", "12,000"),
    ("รวมทั้งสิ้น", "", "", "64,800"),
]
DRIP_LOCAL_BOTTOM = [
    "รวมทั้งสิ้น 64,800 บาท ราคาสุทธิ (ร้านไม่ได้จด VAT ไม่มีภาษีเพิ่ม)",
    "มัดจำ 30% = 19,440 บาท ส่วนที่เหลือจ่ายเมื่อติดตั้งเสร็จ ติดตั้งภายใน 10 วัน",
    "รับประกันปั๊ม 1 ปี ราคายืน 30 วัน",
    "เฮียเส็ง (นายเส็ง รุ่งเรืองวงศ์) ผู้เสนอราคา",
]
DRIP_AQUA = [
    "AQUAGROW IRRIGATION CO., LTD.\n"
    "Drip and sprinkler systems for farms - 77/3 Mittraphap Road, Mueang Nakhon Ratchasima 30000\n"
    "Tel. 044-257-990   Tax ID 0305561002417\n"
    "\n"
    "QUOTATION No. AG-Q-2510-118          Date: 16 Oct 2025\n"
    "To: Khun Porntip Srisuk, Srisuk Golden Silk, Sawai, Mueang Surin, Surin 32000\n"
    "Project: drip irrigation for mulberry field, 6 rai\n"
    "\n"
    "Surface pump 2 HP                     1 unit    x 9,500     9,500.00\n"
    "PE pipe 32 mm, 200 m roll             3 rolls   x 2,200     6,600.00\n"
    "Drip tape 16 mm, 1,000 m roll         6 rolls   x 3,150    18,900.00\n"
    "Disc filter, valves and fittings      1 set     x 8,200     8,200.00\n"
    "Water tank 2,000 L                    1 unit    x 6,300     6,300.00\n"
    "Installation and commissioning        1 job               13,000.00\n"
    "\n"
    "Subtotal                                                  62,500.00\n"
    "VAT 7%                                                     4,375.00\n"
    "GRAND TOTAL                                         66,875.00 THB\n"
    "\n"
    "Terms: 50% deposit with order, balance on completion. Installation within 21 days.\n"
    "Warranty: pump 2 years, filter 1 year. Valid 30 days.\n"
    "Sales engineer: Khun Anucha Phromma 081-730-4469",
]

# ---------------------------------------------------------------- price lists
PRICES_2567 = [
    FARM_TOP,
    "ใบราคาสินค้า ไหมทองศรีสุข ปี 2567",
    "ใช้ตั้งแต่ 1 ม.ค. 2567 ถึง 31 ธ.ค. 2567 ราคาขายปลีกหน้าร้าน",
]
PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ผ้าไหมมัดหมี่ 2 ตะกอ หน้ากว้าง 1 เมตร", "1,350 บาท/เมตร"),
    ("ผ้าไหมหางกระรอก", "1,080 บาท/เมตร"),
    ("ผ้าไหมพื้นเรียบ", "820 บาท/เมตร"),
    ("ผ้าซิ่นมัดหมี่สำเร็จ (ผืนละ 2 เมตร)", "2,600 บาท/ผืน"),
    ("ผ้าพันคอไหม 30x180 ซม.", "590 บาท/ผืน"),
    ("เส้นไหมน้อย ย้อมสีธรรมชาติ", "2,400 บาท/กก."),
]
PRICES_2567_BOTTOM = [
    "ลูกค้าขายส่ง ซื้อตั้งแต่ 10 เมตรขึ้นไป ลด 5%",
    "สั่งทอลายพิเศษ รอ 45 วัน มัดจำครึ่งหนึ่ง",
    "ไม่มีภาษีมูลค่าเพิ่ม",
]
PRICES_2025 = [
    "SRISUK GOLDEN SILK - PRICE LIST 2025\n"
    "112 Moo 7, Sawai, Mueang Surin, Surin 32000   Tel. 089-845-2716   LINE @maitongsrisuk\n"
    "Hand-woven Surin silk from our own mulberry and silkworms.\n"
    "Valid 1 January 2025 - 31 December 2025. Retail prices in THB.\n"
    "\n"
    "Mudmee silk, 2-heddle, 1 m wide ............ 1,450 THB/m\n"
    "Hang Krarok (squirrel-tail) silk ............ 1,150 THB/m\n"
    "Plain silk .................................... 880 THB/m\n"
    "Mudmee sarong, finished (2 m) .............. 2,900 THB/piece\n"
    "Silk scarf 30 x 180 cm ....................... 650 THB/piece\n"
    "Fine silk yarn, natural dyes ............... 2,650 THB/kg\n"
    "\n"
    "Wholesale: 5% off for 10 m or more. Custom patterns: 45 days, 50% deposit.\n"
    "We are not VAT registered; no VAT is charged.",
]

# ---------------------------------------------------------------- supplier invoice
SEED_INVOICE = [
    "SILKSEED THAI CO., LTD.\n"
    "Silkworm eggs and sericulture supplies - 45 Moo 2, Tha Phra, Mueang Khon Kaen 40260\n"
    "TAX INVOICE No. SS-6810-044        Date: 3 Oct 2025\n"
    "Customer: Srisuk Golden Silk (Mrs. Porntip Srisuk), Sawai, Mueang Surin, Surin\n"
    "\n"
    "Hybrid silkworm eggs (Thai x Chinese), box of 20,000 eggs   12 boxes  x 320.00   3,840.00\n"
    "Rotary plastic mountage                                      20 pcs   x 185.00   3,700.00\n"
    "Bed disinfectant powder, 1 kg                                 2 bags  x 450.00     900.00\n"
    "\n"
    "Subtotal 8,440.00   VAT 7% 590.80\n"
    "TOTAL 9,030.80 THB   Paid by transfer 3 Oct 2025. Eggs shipped in cool box by bus.",
]

# ---------------------------------------------------------------- the fair invitation
FAIR_LETTER = [
    "สำนักงานพัฒนาชุมชนจังหวัดสุรินทร์ ศาลากลางจังหวัดสุรินทร์",
    "ที่ สร 0017/2451",
    "20 ตุลาคม 2568",
    "เรื่อง ขอเชิญร่วมออกร้านจำหน่ายผ้าไหม งานแสดงช้างและงานกาชาดจังหวัดสุรินทร์ ประจำปี 2568",
    "เรียน นางพรทิพย์ ศรีสุข กลุ่มทอผ้าไหมทองศรีสุข",
    "ด้วยจังหวัดสุรินทร์กำหนดจัดงานแสดงช้างและงานกาชาด ระหว่างวันที่ 14–23 พฤศจิกายน 2568 "
    "ณ บริเวณสนามกีฬาศรีณรงค์ จึงขอเชิญกลุ่มของท่านร่วมออกร้านในโซนผ้าไหม OTOP",
    "บูธของท่านคือ บูธหมายเลข S-24 ขนาด 3x3 เมตร ค่าบูธตลอดงาน 3,500 บาท (รวมค่าไฟฟ้า 2 หลอด 1 ปลั๊ก)",
    "ขอให้ยืนยันการเข้าร่วมภายในวันที่ 31 ตุลาคม 2568 และชำระค่าบูธภายในวันที่ 7 พฤศจิกายน 2568",
    "ผู้ออกร้านเข้าจัดร้านได้วันที่ 13 พฤศจิกายน 2568 ตั้งแต่เวลา 13.00 น. ร้านเปิด 16.00–23.00 น.",
    "ติดต่อ นางสาวกมลวรรณ แสงทอง โทร 044-511-270",
    "ขอแสดงความนับถือ",
    "นายวีระพงษ์ ทองดี พัฒนาการจังหวัดสุรินทร์",
]

# ---------------------------------------------------------------- books
MUDMEE_2568 = [48600, 39200, 52400, 61800, 35500, 28900, 31200, 36400, 42700, 58300]
PLAIN_2568 = [18400, 16200, 19800, 22600, 14300, 12100, 13800, 15600, 17900, 21400]
SCARF_2568 = [13000, 11050, 16900, 19500, 9100, 7800, 10400, 12350, 15600, 24050]
YARN_2568 = [9800, 7400, 12600, 8900, 15200, 6300, 11400, 9700, 13800, 10600]
EGGS_2568 = [0, 6800, 0, 7400, 0, 7200, 0, 8600, 0, 9030.80]
FIELD_2568 = [4200, 3800, 6500, 5200, 7800, 4100, 3900, 6200, 4400, 3600]
DYES_2568 = [3100, 2600, 3800, 4200, 2300, 1900, 2400, 2800, 3300, 4600]
WEAVE_2568 = [30200, 26400, 33800, 37600, 24100, 21300, 23800, 27200, 31500, 38640]
REEL_2568 = [6000, 9000, 6000, 9000, 6000, 9000, 6000, 9000, 6000, 9500]
MUDMEE_2567 = [42300, 35800, 47600, 55200, 31400, 25700, 27900, 32100, 38600, 51200, 73400, 66800]
PLAIN_2567 = [16100, 14500, 17300, 20400, 12800, 10900, 12200, 13700, 15800, 18900, 26300, 24100]
SCARF_2567 = [11800, 9440, 14750, 17700, 8260, 7080, 9440, 11210, 13570, 18880, 29500, 25960]
YARN_2567 = [8600, 6900, 11200, 7800, 13900, 5400, 10100, 8800, 12300, 9400, 7600, 6200]
EGGS_2567 = [0, 6200, 0, 6800, 0, 6800, 0, 7600, 0, 7600, 0, 0]
FIELD_2567 = [3900, 3500, 6100, 4800, 7300, 3800, 3600, 5900, 4100, 3400, 3200, 3000]
DYES_2567 = [2800, 2400, 3500, 3900, 2100, 1800, 2200, 2600, 3000, 3700, 5200, 4600]
WEAVE_2567 = [27600, 24200, 31100, 34800, 22300, 19700, 29400, 25100, 29000, 33500, 41800, 38200]
REEL_2567 = [5500, 8500, 5500, 8500, 5500, 8500, 5500, 8500, 5500, 8500, 5500, 5500]
ROUNDS_2568 = [
    ("รุ่น 1/2568", "10 ก.พ. 68", 8, "8 มี.ค. 68", 268, 12, 60, 180, 29.5),
    ("รุ่น 2/2568", "14 เม.ย. 68", 10, "11 พ.ค. 68", 331, 15, 80, 185, 35.0),
    ("รุ่น 3/2568", "20 มิ.ย. 68", 10, "17 ก.ค. 68", 296, 27, 50, 185, 31.8),
    ("รุ่น 4/2568", "18 ส.ค. 68", 12, "14 ก.ย. 68", 395, 16, 90, 200, 40.6),
    ("รุ่น 5/2568", "6 ต.ค. 68", 12, "3 พ.ย. 68", 412, 18, 100, 210, "กำลังสาว"),
]


def _sales_book(path: Path, year: str, sales_cols: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายไหมทองศรีสุข ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "ผ้าไหมมัดหมี่ (Mudmee cloth)", "ผ้าไหมหางกระรอก/พื้น (Other cloth)",
                  "ผ้าพันคอ (Scarves)", "เส้นไหม/รังไหม (Yarn & cocoons)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(sales_cols[0])]):
        row = [column[index] for column in sales_cols]
        sales.append([f"{month} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in sales_cols]
                 + [sum(sum(column) for column in sales_cols)])
    for column in range(2, 7):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายฟาร์มไหม ปี {year} (Farm expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ไข่ไหม/อุปกรณ์เลี้ยง (Silkworm eggs)", "แปลงหม่อน ปุ๋ย (Mulberry field)",
                  "สีย้อม (Dyes)", "ค่าจ้างทอผ้า (Weaving wages)", "ค่าแรงสาวไหม (Reeling labour)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _rounds_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รอบเลี้ยงไหม 2568"
    sheet.append(["รอบเลี้ยงไหม ปี 2568 (Silkworm rounds 2568)"])
    sheet.append(["รุ่น (Round)", "วันฟักไข่ (Hatched)", "ไข่ไหม (กล่อง)", "วันเก็บรัง (Harvest)",
                  "รังไหมสด (กก.)", "รังเสีย (กก.)", "ขายรังไหม (กก.)", "ราคาขายรัง (บาท/กก.)",
                  "สาวได้เส้นไหม (กก.)"])
    for row in ROUNDS_2568:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(r[2] for r in ROUNDS_2568), "", sum(r[4] for r in ROUNDS_2568),
                  sum(r[5] for r in ROUNDS_2568), sum(r[6] for r in ROUNDS_2568), "", ""])
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 1874.60, "PEA บ้าน + ห้องสาวไหม"), ("ค่าน้ำประปาหมู่บ้าน (Water)", 180, ""),
                ("โทรศัพท์/เน็ต (Phone, internet)", 599, ""), ("ค่ากับข้าว (Food)", 8200, ""),
                ("ค่าน้ำมันรถกระบะ (Diesel)", 3600, ""), ("ส่งเงินให้ต้น (Son's allowance)", 7500, "ค่าหอ + ค่ากิน"),
                ("ค่ารถรับส่งแพรว (School van)", 1000, ""), ("ค่ายา ยายคำ (Grandma's medicine)", 650, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 2067.64, "PEA บิล ก.ย."), ("ค่าน้ำประปาหมู่บ้าน (Water)", 195, ""),
                ("โทรศัพท์/เน็ต (Phone, internet)", 599, ""), ("ค่ากับข้าว (Food)", 8650, ""),
                ("ค่าน้ำมันรถกระบะ (Diesel)", 3950, ""), ("ส่งเงินให้ต้น (Son's allowance)", 7500, "ค่าหอ + ค่ากิน"),
                ("ค่ารถรับส่งแพรว (School van)", 1000, ""), ("ค่ายา ยายคำ (Grandma's medicine)", 650, ""),
                ("ชุดพละแพรว (PE uniform)", 420, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 2360.62, "PEA บิล ต.ค."), ("ค่าน้ำประปาหมู่บ้าน (Water)", 210, ""),
                ("โทรศัพท์/เน็ต (Phone, internet)", 599, ""), ("ค่ากับข้าว (Food)", 8900, ""),
                ("ค่าน้ำมันรถกระบะ (Diesel)", 4300, ""), ("ส่งเงินให้ต้น (Son's allowance)", 7500, "ค่าหอ + ค่ากิน"),
                ("ค่ารถรับส่งแพรว (School van)", 1000, ""),
                ("ค่าผ่าตัดต้อกระจกยายคำ ส่วนที่จ่ายเอง (Grandma's eye operation)", 18650, "รพ.สุรินทร์ราม"),
                ("ค่าต่อภาษีรถกระบะ (Road tax)", 1850, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านศรีสุข {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
def _pea_bill(month: str, period: str, bill_date: str, meter: str, units: int, energy: str, ft: str,
              subtotal: str, vat: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Surin Office\n"
        f"ELECTRICITY BILL / NOTICE OF PAYMENT - {month}\n"
        "Account name: Mr. Somsak Srisuk\n"
        "Address: 112 Moo 7, Sawai, Mueang Surin, Surin 32000 (house and reeling room)\n"
        "Customer no. 020061357204    Rate: residential 1.2 (over 150 units)\n"
        f"Billing period: {period}    Bill date: {bill_date}\n"
        f"Meter reading: {meter}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22\n"
        f"Total before VAT {subtotal}  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, bank apps or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("September 2025", "16 Aug 2025 - 15 Sep 2025", "17 Sep 2025", "31,206 -> 31,618", 412,
                    "1,742.86", "151.29", "1,932.37", "135.27", "2,067.64", "29 Sep 2025")
PEA_OCT = _pea_bill("October 2025", "16 Sep 2025 - 15 Oct 2025", "17 Oct 2025", "31,618 -> 32,086", 468,
                    "1,996.12", "171.85", "2,206.19", "154.43", "2,360.62", "29 Oct 2025")
CAR_INSURANCE = [
    "SIAMSURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Surin Branch, Thesaban 1 Road, Mueang Surin 32000   Call centre 1720\n"
    "Issued: Nov 3, 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Policy holder: Mr. Somsak Srisuk\n"
    "Vehicle: Isuzu D-Max Spacecab 1.9 (2019), registration 3 Kor Khor 4821 Surin\n"
    "Policy no. SS-MV-2568-0071925   Current cover ends 30 Nov 2025\n"
    "\n"
    "Renewal cover: Type 2+ (collision with land vehicles, theft, fire, flood)\n"
    "Sum insured: 420,000 THB   Deductible: none for named driver\n"
    "Renewal premium (incl. VAT and stamp duty): 16,420 THB\n"
    "Last year's premium: 15,880 THB\n"
    "Compulsory motor insurance (CMI) is separate: 645.21 THB, pay with your road tax.\n"
    "\n"
    "Please pay by 30 Nov 2025 to keep continuous cover. Pay in 3 instalments with a credit card at 0%.\n"
    "Your agent: Khun Siriporn Boonlert 086-492-7731",
]
HOSPITAL_BILL = [
    "SURIN RAM HOSPITAL\n"
    "189 Thesaban 2 Road, Mueang Surin, Surin 32000   Tel. 044-530-800\n"
    "PATIENT STATEMENT / RECEIPT No. SRH-R-2510-08817\n"
    "\n"
    "Patient: Mrs. Kham Srisuk   Age 74   HN 25-118403\n"
    "Admission: day case, 9 Oct 2025   Doctor: Dr. Kittipong Wongsuwan (ophthalmology)\n"
    "Diagnosis: senile cataract, right eye\n"
    "Procedure: phacoemulsification with intraocular lens (IOL), right eye\n"
    "\n"
    "Surgeon fee                                   18,000.00\n"
    "Intraocular lens (foldable, monofocal)        15,500.00\n"
    "Operating room and anaesthesia                 7,200.00\n"
    "Medicines and eye drops                        3,450.00\n"
    "Nursing and day ward                           2,800.00\n"
    "Other medical supplies                         1,700.00\n"
    "TOTAL CHARGES                                 48,650.00\n"
    "Less: covered by insurer (Thai Rural Health group policy) -30,000.00\n"
    "AMOUNT PAID BY PATIENT                        18,650.00 THB\n"
    "\n"
    "Paid by credit card on 9 Oct 2025. Payer: Mr. Somsak Srisuk (son).\n"
    "Follow-up: 16 Oct 2025 and 13 Nov 2025. Left eye operation to be planned; estimate 46,000 THB.",
]
FEES = [
    "โรงเรียนสวายวิทยาคม อ.เมืองสุรินทร์ จ.สุรินทร์",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
    "ชื่อนักเรียน ด.ญ.ณัฐธิดา ศรีสุข  ชั้น ม.2/3 (ห้องเรียนพิเศษภาษาอังกฤษ)  เลขประจำตัว 24519",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "3,500"),
    ("ค่าเรียนห้องเรียนพิเศษ (ครูต่างชาติ)", "4,500"),
    ("ค่าทัศนศึกษา อุทยานประวัติศาสตร์พนมรุ้ง", "1,200"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("ค่าบำรุงห้องคอมพิวเตอร์", "300"),
    ("รวม", "9,850"),
]
FEES_BOTTOM = [
    "รวมทั้งสิ้น 9,850 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
    "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 324-0-55871-9 แล้วส่งสลิปให้ครูประจำชั้น",
    "ภาคเรียนที่ 1/2568 ชำระแล้ว",
]
LOAN = [
    "สัญญากู้ยืมเงิน กองทุนหมู่บ้านบ้านสวาย หมู่ที่ 7 (กองทุนหมู่บ้านและชุมชนเมือง)",
    "สัญญาเลขที่ 34/2568  ทำที่ ศาลาประชาคมบ้านสวาย  วันที่ 1 เมษายน 2568",
    "ข้าพเจ้า นายสมศักดิ์ ศรีสุข อายุ 51 ปี บ้านเลขที่ 112 หมู่ 7 ต.สวาย อ.เมืองสุรินทร์ จ.สุรินทร์ "
    "ซึ่งต่อไปเรียกว่า ผู้กู้ ได้ทำสัญญานี้ไว้ต่อคณะกรรมการกองทุนหมู่บ้านบ้านสวาย",
]
LOAN_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("เงินต้นที่กู้", "50,000 บาท (ห้าหมื่นบาทถ้วน)"),
    ("วัตถุประสงค์", "ซื้อกิ่งพันธุ์หม่อนและปุ๋ยคอก ขยายแปลงหม่อน"),
    ("อัตราดอกเบี้ย", "ร้อยละ 6 ต่อปี"),
    ("ดอกเบี้ยทั้งสัญญา", "3,000 บาท"),
    ("ยอดชำระคืนต้นพร้อมดอกเบี้ย", "53,000 บาท"),
    ("กำหนดชำระคืน", "ครั้งเดียว ภายในวันที่ 31 มีนาคม 2569"),
    ("ผู้ค้ำประกัน", "นายบุญมี ทองแท้ และ นางสาวสายทอง บุญมี"),
]
LOAN_BOTTOM = [
    "หากผู้กู้ผิดนัดชำระ คิดค่าปรับร้อยละ 1 ต่อเดือนของเงินต้นที่ค้างชำระ และจะไม่ได้รับสิทธิ์กู้ในปีถัดไป",
    "ลงชื่อ สมศักดิ์ ศรีสุข ผู้กู้",
    "ลงชื่อ นายประเสริฐ ดีงาม ประธานกองทุนหมู่บ้านบ้านสวาย",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(c) for c in (MUDMEE_2568, PLAIN_2568, SCARF_2568, YARN_2568))
    return [
        ("แผนงานไหมทองศรีสุข ปี 2569", "Srisuk Golden Silk - plan for 2026\nพรทิพย์ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nเลี้ยงไหม 5 รุ่น ไข่ไหม 52 กล่อง\n"
                         "ลูกค้าใหม่: โรงแรมทองธารา บุรีรัมย์ (ผ้าพันคอ + ผ้าชุดพนักงาน)\n"
                         "ปัญหา: ฝนทิ้งช่วง ใบหม่อนไม่พอรุ่น 3, ช่างทอมีแค่ 4 คน"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,200,000 บาท\nผ้าพันคอ 1,000 ผืน\nเลี้ยงไหม 6 รุ่น"),
        ("แปลงหม่อนและระบบน้ำหยด", "ขยายแปลงหม่อนอีก 3 ไร่ (เงินกองทุนหมู่บ้าน)\n"
                                   "ระบบน้ำหยด 6 ไร่ งบไม่เกิน 67,000 บาท\nเทียบ ร้านรุ่งเรือง กับ อควาโกรว์"),
        ("กี่ทอผ้าเพิ่ม", "ซื้อกี่กระตุก 2 หลัง หลังละ 14,500 บาท\nชวนน้องนุ่นกับพี่จันทร์มาทอประจำ"),
        ("ขายออนไลน์", "เปิด LINE OA ร้านไหมทอง\nถ่ายรูปผ้าลงเพจทุกสัปดาห์ ให้แพรวช่วยโพสต์"),
    ]


# ---------------------------------------------------------------- notes, chats, email
TEXTS = {
    "ไหมทองศรีสุข/แชท/แชทไลน์_คุณเมย์_ทองธารา.txt": """[LINE] แชทกับ เมย์ ทองธารา จัดซื้อ
วันที่บันทึก: 16/11/2568 21:04

2568/10/14(อ.)
09:32\tทิพย์ ไหมทอง\tคุณเมย์คะ ส่งใบเสนอราคาฉบับแก้ v2 ให้แล้วนะคะ ผ้าพันคอ 200 ผืน ผืนละ 650 ผ้าหางกระรอก 80 เมตร เมตรละ 1,150 รวม 222,000 ค่ะ
11:05\tเมย์ ทองธารา จัดซื้อ\tได้รับแล้วค่ะพี่ทิพย์ ขอเสนอ GM ก่อนนะคะ

2568/10/20(จ.)
14:10\tเมย์ ทองธารา จัดซื้อ\tพี่ทิพย์คะ GM ขอผ้าพันคอผืนละ 600 ได้ไหมคะ สั่ง 200 ผืนเลย
15:02\tทิพย์ ไหมทอง\t600 ไม่ไหวจริงๆ ค่ะ ปีนี้เส้นไหมขึ้นเป็นโลละ 2,650 แล้ว ลดให้ได้ผืนละ 640 ค่ะ แถมกล่องใส่ผ้าพันคอให้ทุกผืน
15:20\tเมย์ ทองธารา จัดซื้อ\t620 ได้มั้ยคะ เผื่อ GM ถามอีก
15:41\tทิพย์ ไหมทอง\t640 ต่ำสุดแล้วค่ะคุณเมย์ ผ้าหางกระรอกคงเมตรละ 1,150 เท่าเดิมนะคะ

2568/10/22(พ.)
10:12\tเมย์ ทองธารา จัดซื้อ\tGM โอเคค่ะ ผ้าพันคอ 640 x 200 ผืน ผ้า 80 เมตร x 1,150 รวมเป็น 220,000 บาท เดี๋ยวส่ง PO ทางอีเมลนะคะ
10:15\tทิพย์ ไหมทอง\tขอบคุณมากค่ะ ตามนี้ 220,000 ค่ะ

2568/11/01(ส.)
08:40\tทิพย์ ไหมทอง\tส่งใบแจ้งหนี้ INV-6811-007 ไปทางเมลแล้วนะคะ มัดจำ 40% ภายใน 7 พ.ย. ค่ะ

2568/11/06(พฤ.)
16:25\tเมย์ ทองธารา จัดซื้อ\tโอนมัดจำให้แล้วนะคะพี่ สลิปตามรูปค่ะ
16:26\tเมย์ ทองธารา จัดซื้อ\t[รูปภาพ]
17:02\tทิพย์ ไหมทอง\tได้รับแล้วค่ะ ออกใบเสร็จส่งให้ทางเมลแล้วนะคะ

2568/11/15(ส.)
13:30\tเมย์ ทองธารา จัดซื้อ\tพี่ทิพย์คะ รบกวนเช็คอีเมลด้วยนะคะ GM ขอเลื่อนวันส่งผ้าพันคอค่ะ
13:52\tทิพย์ ไหมทอง\tเห็นแล้วค่ะ เดี๋ยวคุยกับช่างทอก่อนแล้วตอบเมลนะคะ
""",
    "ไหมทองศรีสุข/แชท/แชทไลน์_เจ๊หงษ์_ตลาดสุรินทร์.txt": """[LINE] แชทกับ เจ๊หงษ์ ร้านหงษ์ทองผ้าไหม
วันที่บันทึก: 10/11/2568 20:15

2568/11/02(อา.)
08:12\tเจ๊หงษ์ ร้านหงษ์ทองผ้าไหม\tทิพย์ งานช้างปีนี้เจ๊อยากได้ซิ่นมัดหมี่ 10 ผืน ผืนละ 2,500 ได้มั้ย
09:30\tทิพย์ ไหมทอง\tเจ๊คะ ปีนี้ราคาหน้าร้านผืนละ 2,900 แล้วค่ะ เส้นไหมขึ้น ขายส่งเจ๊ได้ 2,800 ค่ะ
09:41\tเจ๊หงษ์ ร้านหงษ์ทองผ้าไหม\tแพงไปๆ ปีที่แล้วเจ๊เอาผืนละ 2,450 เอง ขอ 2,600 ละกัน
10:05\tทิพย์ ไหมทอง\tงั้นเจอกันครึ่งทางนะคะ 2,700 ถ้าเจ๊เอา 12 ผืน
10:20\tเจ๊หงษ์ ร้านหงษ์ทองผ้าไหม\tโอเค 12 ผืน ผืนละ 2,700 รวม 32,400 จ่ายครึ่งนึงก่อน 16,200 อีกครึ่งหลังงานช้างนะ
10:22\tทิพย์ ไหมทอง\tได้ค่ะเจ๊ ขอเป็นลายนาคกับลายขอเจ้าฟ้าอย่างละครึ่งนะคะ

2568/11/05(พ.)
15:40\tศักดิ์ ไหมทอง\tเจ๊ครับ ผมเอาผ้าซิ่นไปส่งที่ร้านแล้ว 12 ผืนครับ ฝากไว้กับน้องหน้าร้าน
18:05\tเจ๊หงษ์ ร้านหงษ์ทองผ้าไหม\tได้แล้วครบ โอน 16,200 ให้แล้วนะ ที่เหลือหลัง 23 พ.ย.
""",
    "ไหมทองศรีสุข/แชท/email_ThongThara_Hotel_15Nov2025.txt": """From: Methawee Janhom <purchasing@thongtharahotel.co.th>
To: Porntip Srisuk <maitongsrisuk@gmail.com>
Date: Sat, 15 Nov 2025 13:12:44 +0700
Subject: PO TTH-PO-2510-0342 - change of delivery date for silk scarves

Dear Khun Porntip,

Thank you for the deposit receipt RC-6811-007, well received.

Our General Manager has moved the New Year staff gala forward, so we would like the 200 silk scarves
(with the woven hotel logo and gift boxes) to be delivered earlier, by Wednesday, December 10, 2025,
to Thong Thara Hotel & Resort, 88 Jira Road, Buriram.

The 80 metres of Hang Krarok silk for the front-desk uniforms can still be delivered as planned on
December 15, 2025. The balance of THB 132,000 will be transferred within 7 days after the fabric delivery.

Could you please confirm by reply whether the new scarf date is possible?

Best regards,
May (Methawee Janhom)
Purchasing Officer
Thong Thara Hotel & Resort Co., Ltd.
Tel. 044-611-288 ext. 204
""",
    "ไหมทองศรีสุข/บัญชี/ค่าจ้างทอผ้า_ต.ค.68.md": """# ค่าจ้างทอผ้า ตุลาคม 2568

จ่ายตามเมตรที่ทอเสร็จ (ไหมทองให้เส้นไหมและสีย้อม)

| ช่างทอ | งาน | เมตร | ค่าจ้าง/เมตร | รวม |
|---|---|---|---|---|
| ป้าสาย (นางสายทอง บุญมี) | มัดหมี่ 2 ตะกอ | 24 | 650 บาท | 15,600 บาท |
| น้าบุญ (นางบุญเพ็ง ศรีงาม) | หางกระรอก (งานโรงแรม) | 30 | 420 บาท | 12,600 บาท |
| พี่จันทร์ (นางจันทร์เพ็ญ ดีมาก) | พื้นเรียบ | 32 | 260 บาท | 8,320 บาท |
| น้องนุ่น (นางสาวกาญจนา ทองแท้) | มัดหมี่/ค้นหมี่ รายวัน | 8 วัน | 265 บาท/วัน | 2,120 บาท |

รวมค่าจ้างทอ ต.ค. 38,640 บาท จ่ายแล้ว 31 ต.ค. (โอน 3 คน เงินสดป้าสาย)
ผ้าพันคอโรงแรมเริ่มทอ พ.ย. ค่าจ้างผืนละ 180 บาท
""",
    "ไหมทองศรีสุข/บันทึกเลี้ยงไหม รุ่น5-2568.md": """# บันทึกเลี้ยงไหม รุ่นที่ 5/2568

- ไข่ไหม 12 กล่อง (พันธุ์ลูกผสม ไทย x จีน) สั่งจาก SilkSeed Thai ขอนแก่น รับของ 3 ต.ค. 68
- ไข่ฟัก 6 ต.ค. 68 เริ่มให้ใบหม่อนอ่อนหั่นฝอย
- วัย 1–3 เลี้ยงในห้องไหมวัยอ่อน วัย 4–5 ย้ายไปโรงเลี้ยงใหญ่ 14 ต.ค.
- ใบหม่อนใช้ไปประมาณ 5.6 ตัน (แปลงหลังบ้าน 4 ไร่ + แปลงนา 2 ไร่) ช่วงวัย 5 ต้องซื้อใบหม่อนเพิ่มจากลุงเปลี่ยน 300 กก. กก.ละ 6 บาท
- 22 ต.ค. เจอไหมเป็นโรคเต้อ (แกรสเซอรี่) ชั้น 3 คัดทิ้งประมาณ 2 กระด้ง โรยปูนขาว
- ไหมสุกขึ้นจ่อ 28–30 ต.ค. ใช้จ่อพลาสติกหมุน 60 อัน (ซื้อเพิ่ม 20 อัน)
- เก็บรัง 3 พ.ย. 68: รังไหมสดรวม 412 กก. รังเสีย/รังบาง 18 กก.
- ขายรังไหมสดให้พ่อใหญ่เสถียร (โรงสาวบ้านโคก) 100 กก. กก.ละ 210 บาท = 21,000 บาท ได้เงินสดแล้ว
- เก็บไว้สาวเอง 294 กก. คาดว่าได้เส้นไหมน้อยประมาณ 30 กก. ยายคำกับน้าบุญช่วยสาว
- รุ่นหน้า (รุ่น 6) งดช่วงหนาว ธ.ค.–ม.ค. ตัดแต่งกิ่งหม่อน ใส่ปุ๋ยคอก
""",
    "ไหมทองศรีสุข/สูตรย้อมครั่ง.md": """# ย้อมไหมสีแดงครั่ง (สูตรแม่)
- ครั่งดิบ 1 กก. ต่อเส้นไหม 1 กก. ตำให้ละเอียด แช่น้ำมะขามเปียก 1 คืน
- กรองเอาน้ำสี ต้มให้เดือดอ่อนๆ ใส่เส้นไหมที่ฟอกแล้ว ยกขึ้นลง 1 ชั่วโมง
- อยากได้สีเข้มใส่สารส้มนิดหน่อย อยากได้สีชมพูเติมน้ำมะขามเพิ่ม
- ล้างน้ำเย็นจนน้ำใส ผึ่งในร่ม ห้ามตากแดดจัด
""",
    "บ้าน/ยายคำ/นัดหมอยายคำ.md": """# นัดหมอยายคำ (ตา)
- ผ่าต้อกระจกตาขวา 9 ต.ค. 68 ที่ รพ.สุรินทร์ราม หมอกิตติพงษ์
- ค่าผ่าตัดรวมเกือบห้าหมื่น ประกันกลุ่มของพี่ศักดิ์ช่วยจ่ายบางส่วน ดูใบเสร็จในโฟลเดอร์นี้
- นัดดูแผล 16 ต.ค. (ไปแล้ว แผลดี)
- นัดครั้งถัดไป 13 พ.ย. 68 เวลา 10.00 น. ตึกจักษุ ชั้น 3 งดน้ำเข้าตา
- ตาซ้ายหมอว่าผ่าได้ช่วง ม.ค. 69 ต้องเตรียมเงิน
- หยอดตาวันละ 4 ครั้ง ใส่ฝาครอบตาตอนนอน
""",
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[LINE] แชทในกลุ่ม บ้านศรีสุข 🏠
วันที่บันทึก: 16/11/2568 22:10

2568/10/27(จ.)
20:05\tทิพย์\tพ่อแพรว ใบแจ้งค่าเทอมแพรวมาแล้วนะ 9,850 จ่ายก่อน 14 พ.ย.
20:09\tศักดิ์\tเดี๋ยวโอนให้หลังขายรังไหม
20:12\tแพรว\tแม่ ไปทัศนศึกษาพนมรุ้งรวมในค่าเทอมแล้วนะคะ
20:30\tต้น\tแม่ครับ เดือนหน้าผมขอเพิ่ม 2,500 ค่าทำโปรเจกต์ครับ

2568/10/28(อ.)
07:10\tทิพย์\tได้ลูก เดี๋ยวรวมกับ 7,500 โอนให้ทีเดียว

2568/11/04(อ.)
19:02\tศักดิ์\tประกันรถกระบะส่งใบต่ออายุมาแล้ว ปีนี้ขึ้นอีกนะ ต้องจ่ายก่อนสิ้นเดือน
19:05\tทิพย์\tผ่อนบัตร 3 เดือนได้ไหม
19:07\tศักดิ์\tได้ 0% เดี๋ยวโทรหาตัวแทน
21:40\tศักดิ์\tพาแม่ไปหาหมอตา 13 พ.ย. นะ ผมไปเอง

2568/11/07(ศ.)
10:15\tทิพย์\tจ่ายค่าบูธงานช้างแล้ว บูธ S-24 นะ ช่วยกันขนผ้าไปวันที่ 13
""",
}
TODO = {"todo.md": """- โอนค่าเทอมแพรว ก่อน 14 พ.ย.
- ต่อประกันรถกระบะ ก่อน 30 พ.ย.
- เลือกเจ้าทำระบบน้ำหยด (ร้านรุ่งเรือง หรือ AquaGrow)
- ตอบเมลคุณเมย์เรื่องเลื่อนส่งผ้าพันคอ
- พายายคำไปหาหมอตา 13 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ไหมทองศรีสุข"
    quotes, bills_out, prices = farm / "ใบเสนอราคา", farm / "ใบแจ้งหนี้-ใบเสร็จ", farm / "ราคาสินค้า"
    books, suppliers, papers = farm / "บัญชี", farm / "Suppliers", farm / "เอกสาร"
    home = docs / "บ้าน"
    for folder in (quotes, bills_out, prices, books, suppliers, papers, farm / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอม", home / "ยายคำ", home / "กองทุนหมู่บ้าน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมทองธารา_ร่าง v1.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมทองธารา_ฉบับจริง v2.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา ระบบน้ำหยด ร้านรุ่งเรืองการเกษตร.docx", DRIP_LOCAL, DRIP_LOCAL_TABLE,
               bottom=DRIP_LOCAL_BOTTOM)
    make_pdf(quotes / "AquaGrow_drip_quote_Oct2025.pdf", DRIP_AQUA)
    write_docx(bills_out / "ใบแจ้งหนี้_INV-6811-007_ทองธารา.docx", INVOICE, INVOICE_TABLE, bottom=INVOICE_BOTTOM)
    write_docx(bills_out / "ใบเสร็จรับเงิน_RC-6811-007_ทองธารา.docx", RECEIPT, RECEIPT_TABLE, bottom=RECEIPT_BOTTOM)
    write_docx(prices / "ราคาสินค้า_ไหมทองศรีสุข_2567.docx", PRICES_2567, PRICES_2567_TABLE,
               bottom=PRICES_2567_BOTTOM)
    make_pdf(prices / "SrisukSilk_PriceList_2025.pdf", PRICES_2025)
    _sales_book(books / "ยอดขายผ้าไหม_2568.xlsx", "2568", [MUDMEE_2568, PLAIN_2568, SCARF_2568, YARN_2568],
                [EGGS_2568, FIELD_2568, DYES_2568, WEAVE_2568, REEL_2568])
    _sales_book(books / "ยอดขายผ้าไหม_2567.xlsx", "2567", [MUDMEE_2567, PLAIN_2567, SCARF_2567, YARN_2567],
                [EGGS_2567, FIELD_2567, DYES_2567, WEAVE_2567, REEL_2567])
    _rounds_book(books / "รอบเลี้ยงไหม_2568.xlsx")
    make_pdf(suppliers / "SilkSeedThai_invoice_SS-6810-044.pdf", SEED_INVOICE)
    write_docx(papers / "หนังสือเชิญ_งานช้างและผ้าไหม_2568.docx", FAIR_LETTER)
    write_slides(farm / "แผนงานไหมทอง ปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "SiamSure_pickup_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอม" / "ใบแจ้งค่าเทอม_แพรว_ภาค2-2568.docx", FEES, FEES_TABLE, bottom=FEES_BOTTOM)
    make_pdf(home / "ยายคำ" / "SurinRam_Hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "กองทุนหมู่บ้าน" / "สัญญากู้_กองทุนหมู่บ้าน_สมศักดิ์.docx", LOAN, LOAN_TABLE, bottom=LOAN_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
