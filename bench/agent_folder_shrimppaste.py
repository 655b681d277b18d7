"""The shrimppaste folder: the papers of a Thai family that makes kapi and dried shrimp, written by code.

The owner is นางพรทิพย์ แสงทะเล (พี่ทิพย์, แม่ทิพย์; Mrs. Pornthip Saengthale). With her husband นายประสิทธิ์
แสงทะเล (พี่สิทธิ์, พ่อต้นกล้า) she runs "กะปิแม่ทิพย์" (Mae Thip Kapi), 56/3 หมู่ 4 ต.บางกะไชย อ.แหลมสิงห์
จ.จันทบุรี 22130: krill (เคย) bought from the boats is salted, sun-dried and fermented into kapi in jars and tubs,
and small shrimp are boiled and sun-dried into กุ้งแห้ง. They sell at the market, wholesale to souvenir shops and
online on ShopDee. Their son ต้นกล้า (ด.ช.ธนกฤต) is in ม.2, her mother ยายบุญ (นางบุญเรือน ทองดี, 71) lives with
them and is having a cataract operation. It is November 2568 (2025).

Documents/กะปิแม่ทิพย์/ (the business)
- ลูกค้า/ของฝากจันท์/ใบเสนอราคา ของฝากจันท์ v1 ร่าง.docx: draft quote QT-2568-031 (22 ก.ย. 2568) to บริษัท
  ของฝากเมืองจันท์ จำกัด: 600 jars of kapi 200 g at 68 (40,800) and 300 packs of dried shrimp 250 g at 145
  (43,500), 84,300 a month before VAT; never sent.
- ลูกค้า/ของฝากจันท์/ใบเสนอราคา ของฝากจันท์ v2 final.docx: the final, rev.2 (6 ต.ค. 2568): 800 jars at 65 (52,000)
  and 250 packs at 150 (37,500), 89,500 before VAT, VAT 6,265, 95,765 a month; deliveries from 5 พ.ย. 2568.
- ลูกค้า/ของฝากจันท์/email_KhongfakChan_PO_30Oct2025.txt: English email from Krittiya Wongpaisan of Khongfak
  Muang Chan Co., Ltd. with PO-6810-044 on the final quote, 95,765.00 a month, first delivery 5 Nov 2025.
- ลูกค้า/ของฝากจันท์/แชทไลน์_คุณกิ๊ฟ_ของฝากจันท์.txt: LINE chat with the buyer (กิ๊ฟ); from 1 ธ.ค. 1,000 jars,
  she asks 62, they settle on 64: 101,500 a month before VAT, 108,605 with VAT.
- ลูกค้า/ร้านหมวย/ใบแจ้งหนี้_INV-6810-087_ร้านหมวยของฝาก.docx: invoice to ร้านหมวยของฝาก (เจ๊หมวย, นางสุนีย์
  แซ่ลิ้ม, ตลาดบ้านเพ ระยอง), 28 ต.ค. 2568: total 24,850, deposit 10,000 paid, balance 14,850 due 15/11/68.
- ลูกค้า/ร้านหมวย/ใบเสร็จ_RC-6811-019_ร้านหมวยของฝาก.docx: the receipt of the same order: 14,850 received
  12 พฤศจิกายน 2568 (12/11/68).
- โรงอบแห้ง/ใบเสนอราคาโรงอบ_โซลาร์โดมตะวันออก.docx: ช่างวิทย์ (ร้านโซลาร์โดมตะวันออก, ท่าใหม่) quotes a 6 x 10 m
  solar drying dome: 186,000 in all (no VAT), deposit 50% = 93,000.
- โรงอบแห้ง/SunDry_Engineering_quotation_QT2510-118.pdf: SunDry Engineering Co., Ltd. (Sriracha, Chonburi),
  the same dome: 168,000 + VAT 11,760 = 179,760, deposit 30% = 53,928.
- โรงอบแห้ง/ThaiCoastalBank_loan_approval_Nov2025.pdf: Thai Coastal Bank approves a 200,000 loan for the dome,
  5.90%, 48 months, 4,689 a month, first instalment 5 Jan 2026, sign by 21 Nov 2025, fee 1,000.
- ราคาสินค้า/MaeThip_Kapi_PriceList_2025.pdf: English wholesale price list 2025 (kapi 1 kg tub 220 THB, 500 g
  jar 110, 200 g jar 68; dried shrimp medium 780/kg, large 1,150/kg).
- ราคาสินค้า/ใบราคาส่ง กะปิแม่ทิพย์ ปี2567.docx: last year's list in Thai (กะปิ 1 กก. 195 บาท, 500 ก. 98, 200 ก.
  60; กุ้งแห้งกลาง 720, ใหญ่ 1,050).
- Online/ShopDee_statement_Oct2025.pdf: ShopDee October statement: 214 orders, gross 61,870.00, fees, net payout
  56,301.70 paid Nov 5, 2025.
- Suppliers/ChanPack_invoice_CP-2510-077.pdf: jars, bags and labels, 12,640.00, due Nov 20, 2025.
- Suppliers/แชทไลน์_ลุงเปี๊ยก_เคย.txt: LINE chat with the krill fisherman (ลุงเปี๊ยก): 28, 24, 27, 25, settled at
  26 บาท a kilo, 800 kg = 20,800, deposit 5,000, balance 15,800.
- เอกสารราชการ/หนังสือ_สสจ.จันทบุรี_ต่ออายุใบอนุญาตผลิตอาหาร.docx: provincial health office: renew the food
  production licence by 15 ธ.ค. 2568 (fee 1,500), inspection 9 ธ.ค. 2568, fix the 500 g label.
- บัญชี/ยอดขายกะปิ_2568.xlsx: this year's book, sales by month (kapi / dried shrimp) and expenses by month (krill,
  fresh shrimp, salt, wages, packaging, parcel post), มกราคม to ตุลาคม.
- บัญชี/ยอดขายกะปิ_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.md: October wages of four helpers, 32,020 in all (ป้าสาย 9,100, advance 2,000).
- บัญชี/สต็อกกะปิ_1พ.ย.68.md: stock on 1 Nov: fermenting jars, packed jars, dried shrimp.
- แผนธุรกิจ_2569_v3.pptx: slides, next year's plan (2,400,000 target, the dome, online, chilli paste).
- สูตรหมักกะปิ.md: her kapi recipe (krill to salt 10 : 1.5).

Documents/บ้าน/ (the household)
- Bills/PWA water bill 2025-09.pdf (413.34, due 13 Oct 2025) and Bills/PWA water bill 2025-10.pdf (468.55, due
  13 Nov 2025): English water bills.
- Bills/SeaShield_motor_renewal_2025.pdf: renewal of the pickup's type-1 insurance, 16,480.14 due 30 Nov 2025
  (last year 15,920.00; compulsory CTP 645.21 separate).
- ต้นกล้า/ใบแจ้งค่าเทอม_ต้นกล้า_เทอม2-68.docx: term 2/2568 fee notice, 7,050 due 14 พ.ย. 2568.
- ต้นกล้า/ใบเสร็จค่าเทอม_ต้นกล้า_เทอม1-68.docx: term 1/2568 receipt, 6,300 paid 20 พ.ค. 2568.
- ยายบุญ/ใบประเมินค่าผ่าตัดต้อกระจก_ยายบุญ.docx: hospital cost estimate, right-eye cataract surgery on
  26 พฤศจิกายน 2568, 40,000 in all, deposit 10,000.
- แชทไลน์_บ้านแสงทะเล.txt: the family's LINE group.
- รายจ่ายบ้าน 2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("กะปิแม่ทิพย์ (Mae Thip Kapi) 56/3 หมู่ 4 ต.บางกะไชย อ.แหลมสิงห์ จ.จันทบุรี 22130 "
            "โทร 089-634-2718  LINE: @maethipkapi")

# ---------------------------------------------------------------- quotes to the souvenir company
KF_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-2568-031",
    "วันที่ 22 ก.ย. 2568",
    "เรียน คุณกฤติยา วงศ์ไพศาล ฝ่ายจัดซื้อ บริษัท ของฝากเมืองจันท์ จำกัด ถ.ท่าหลวง อ.เมือง จ.จันทบุรี",
    "เรื่อง กะปิแท้และกุ้งแห้ง สำหรับวางขายหน้าร้านของฝาก ส่งเดือนละ 1 ครั้ง",
]
KF_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กะปิแท้ เคยล้วน ขวดแก้ว 200 กรัม", "600 ขวด", "68", "40,800"),
    ("กุ้งแห้งกลาง แพ็คสุญญากาศ 250 กรัม", "300 แพ็ค", "145", "43,500"),
    ("รวมต่อเดือน (ยังไม่รวม VAT)", "", "", "84,300"),
]
KF_DRAFT_BOTTOM = [
    "รวมเดือนละ 84,300 บาท ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
    "ร่าง ยังไม่ได้ส่ง รอเช็คราคากุ้งสดกับพี่สิทธิ์ก่อน",
]
KF_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 rev.2 (ฉบับส่งลูกค้า)",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณกฤติยา วงศ์ไพศาล ฝ่ายจัดซื้อ บริษัท ของฝากเมืองจันท์ จำกัด ถ.ท่าหลวง อ.เมือง จ.จันทบุรี",
    "เรื่อง กะปิแท้และกุ้งแห้ง ส่งเดือนละ 1 ครั้ง เริ่มส่งวันที่ 5 พฤศจิกายน 2568",
]
KF_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กะปิแท้ เคยล้วน ขวดแก้ว 200 กรัม", "800 ขวด", "65", "52,000"),
    ("กุ้งแห้งกลาง แพ็คสุญญากาศ 250 กรัม", "250 แพ็ค", "150", "37,500"),
    ("รวมก่อนภาษี", "", "", "89,500"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "6,265"),
    ("รวมทั้งสิ้นต่อเดือน", "", "", "95,765"),
]
KF_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 95,765 บาท (เก้าหมื่นห้าพันเจ็ดร้อยหกสิบห้าบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีถึงร้าน",
    "เงื่อนไข: วางบิลทุกครั้งที่ส่งของ เครดิต 30 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "กะปิหมักไม่น้อยกว่า 3 เดือน มีเลข อย. ทุกขวด อายุสินค้า 12 เดือน",
    "ลงชื่อ พรทิพย์ แสงทะเล ผู้เสนอราคา",
]
KF_EMAIL = """From: Krittiya Wongpaisan <purchasing@khongfakmuangchan.co.th>
To: maethipkapi@gmail.com
Date: Thu, Oct 30, 2025 at 4:12 PM
Subject: PO-6810-044 Kapi and dried shrimp (your quotation QT-2568-031 rev.2)

Dear Khun Pornthip,

Khongfak Muang Chan Co., Ltd. is pleased to confirm our purchase order PO-6810-044 based on your
quotation QT-2568-031 rev.2 dated 6 Oct 2025:

- Pure kapi, glass jar 200 g: 800 jars x 65.00 = 52,000.00
- Dried shrimp, medium, vacuum pack 250 g: 250 packs x 150.00 = 37,500.00
  Subtotal 89,500.00, VAT 7% 6,265.00, total 95,765.00 THB per month

First delivery: Wednesday 5 Nov 2025, before 10:00, at our Tha Luang Road shop.
Please put the FDA number and the production date on every jar.
Payment: 30 days after the invoice, by transfer.

Best regards,
Krittiya Wongpaisan (Gift)
Purchasing, Khongfak Muang Chan Co., Ltd.
039-311-562
"""

# ---------------------------------------------------------------- Muay's order: invoice and receipt
MUAY_TOP = "ร้านหมวยของฝาก (นางสุนีย์ แซ่ลิ้ม) ตลาดบ้านเพ อ.เมือง จ.ระยอง โทร 081-355-2097"
MUAY_ITEMS = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("กะปิแท้ กระปุก 500 กรัม", "120 กระปุก", "110.00", "13,200.00"),
    ("กุ้งแห้งกลาง (ถุง 1 กก.)", "10 กก.", "780.00", "7,800.00"),
    ("กุ้งแห้งใหญ่ (ถุง 1 กก.)", "3 กก.", "1,150.00", "3,450.00"),
    ("ค่าขนส่งถึงตลาดบ้านเพ", "1 เที่ยว", "400.00", "400.00"),
    ("รวมทั้งสิ้น", "", "", "24,850.00"),
]
MUAY_INVOICE = [
    SHOP_TOP,
    "ใบแจ้งหนี้ / ใบวางบิล  เลขที่ INV-6810-087",
    "วันที่ 28 ตุลาคม 2568",
    f"ลูกค้า {MUAY_TOP}",
]
MUAY_INVOICE_BOTTOM = [
    "ยอดรวมทั้งสิ้น 24,850.00 บาท",
    "หัก มัดจำที่ได้รับแล้ว (โอน 25/10/68) 10,000.00 บาท",
    "ยอดคงเหลือที่ต้องชำระ 14,850.00 บาท ภายในวันที่ 15/11/68",
    "โอนเข้าบัญชี ธนาคารชายฝั่งไทย สาขาแหลมสิงห์ ชื่อบัญชี พรทิพย์ แสงทะเล 741-2-04417-9",
    "ผู้วางบิล พรทิพย์ แสงทะเล",
]
MUAY_RECEIPT = [
    SHOP_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-019",
    "วันที่ 12 พฤศจิกายน 2568 (12/11/68)",
    f"ได้รับเงินจาก {MUAY_TOP}",
    "อ้างอิงใบแจ้งหนี้ INV-6810-087 ลงวันที่ 28 ต.ค. 2568 ยอดรวม 24,850.00 บาท (รับมัดจำแล้ว 10,000.00 บาท)",
]
MUAY_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชำระยอดคงเหลือ ตามใบแจ้งหนี้ INV-6810-087", "14,850.00"),
    ("รวมรับครั้งนี้", "14,850.00"),
]
MUAY_RECEIPT_BOTTOM = [
    "รับเงินครั้งนี้ 14,850.00 บาท (หนึ่งหมื่นสี่พันแปดร้อยห้าสิบบาทถ้วน) โอนเข้าบัญชีธนาคารชายฝั่งไทย",
    "ชำระครบแล้ว ขอบคุณที่อุดหนุนค่ะ",
    "ผู้รับเงิน พรทิพย์ แสงทะเล",
]

# ---------------------------------------------------------------- solar drying dome: two quotes and the loan
DOME_WIT = [
    "ร้านโซลาร์โดมตะวันออก รับสร้างโรงอบแห้งพลังงานแสงอาทิตย์ โรงตากปลา ตากกุ้ง",
    "99/4 หมู่ 1 ต.เขาวัว อ.ท่าใหม่ จ.จันทบุรี โทร 086-118-5530 (ช่างวิทย์)",
    "ใบเสนอราคา เลขที่ 2568/114  วันที่ 14 ต.ค. 2568",
    "เรียน คุณพรทิพย์ แสงทะเล กะปิแม่ทิพย์ ต.บางกะไชย",
    "เรื่อง โรงอบแห้งพลังงานแสงอาทิตย์แบบพาราโบลาโดม สำหรับตากกุ้งแห้งและเคย",
]
DOME_WIT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("โรงอบพาราโบลาโดม ขนาด 6 x 10 ม. โครงเหล็กกัลวาไนซ์ หลังคาโพลีคาร์บอเนต", "1 หลัง", "142,000", "142,000"),
    ("พัดลมระบายอากาศ พร้อมแผงโซลาร์เซลล์", "4 ตัว", "3,500", "14,000"),
    ("ชั้นตะแกรงสแตนเลสวางกุ้ง", "20 ชั้น", "1,200", "24,000"),
    ("ค่าแรงติดตั้งและเทพื้น", "1 งาน", "6,000", "6,000"),
    ("รวมทั้งสิ้น", "", "", "186,000"),
]
DOME_WIT_BOTTOM = [
    "รวมทั้งสิ้น 186,000 บาท (ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม)",
    "มัดจำ 50% = 93,000 บาท ส่วนที่เหลือจ่ายเมื่อติดตั้งเสร็จ ใช้เวลาสร้าง 20 วัน",
    "รับประกันโครงสร้าง 2 ปี",
    "ช่างวิทย์ (นายวิทยา บุญยืน)",
]
DOME_SUNDRY = [
    "SUNDRY ENGINEERING CO., LTD.\n"
    "Solar dryers for fish, shrimp, fruit and herbs\n"
    "222/8 Sukhumvit Road, Si Racha, Chonburi 20110  Tel. 038-771-904\n"
    "\n"
    "QUOTATION No. QT2510-118          Date: Oct 17, 2025\n"
    "To: Khun Pornthip Saengthale, Mae Thip Kapi, Bang Kachai, Laem Sing, Chanthaburi\n"
    "Subject: Parabolic solar drying dome for dried shrimp and krill\n"
    "\n"
    "Item                                               Qty     Unit price    Amount\n"
    "Parabolic dome 6 x 10 m, polycarbonate 10 mm       1       150,000.00    150,000.00\n"
    "Solar DC ventilation fan with panel                4         2,800.00     11,200.00\n"
    "Stainless steel drying tray rack                   8           850.00      6,800.00\n"
    "Delivery and installation                          1             free          0.00\n"
    "\n"
    "Subtotal                                                                168,000.00\n"
    "VAT 7%                                                                   11,760.00\n"
    "GRAND TOTAL                                                            179,760.00 THB\n"
    "\n"
    "Terms: 30% deposit (53,928.00 THB) with the order, balance on completion.\n"
    "Installation within 30 days after the deposit. Warranty: 5 years on polycarbonate, 1 year on fans.\n"
    "This quotation is valid for 45 days.\n"
    "Sales engineer: Khun Anucha 081-442-6639",
]
BANK_LETTER = [
    "THAI COASTAL BANK PUBLIC COMPANY LIMITED\n"
    "Laem Sing Branch, Chanthaburi 22130   Tel. 039-499-210\n"
    "\n"
    "3 November 2025\n"
    "Ref: TCB-LS/SME-2568/0217\n"
    "Subject: Approval of Small Business Loan\n"
    "\n"
    "Dear Mrs. Pornthip Saengthale,\n"
    "Mae Thip Kapi, 56/3 Moo 4, Bang Kachai, Laem Sing, Chanthaburi 22130\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: construction of a solar drying dome for dried shrimp\n"
    "Loan amount: 200,000 THB\n"
    "Interest rate: 5.90% per year, fixed for the first 2 years\n"
    "Term: 48 months\n"
    "Monthly instalment: 4,689 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Guarantor: Mr. Prasit Saengthale\n"
    "Front-end fee: 1,000 THB, deducted from the loan\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 21 Nov 2025 with your ID card,\n"
    "house registration, the guarantor and the contractor's quotation. The loan will be paid\n"
    "directly to the contractor in two parts (deposit and completion).\n"
    "If the agreement is not signed by this date, the approval will lapse.\n"
    "\n"
    "Yours sincerely,\n"
    "Sirilak Chaiyaporn\n"
    "SME Relationship Officer",
]

# ---------------------------------------------------------------- price lists
PRICES_2025 = [
    "MAE THIP KAPI - BANG KACHAI, LAEM SING, CHANTHABURI\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, ex works Bang Kachai.\n"
    "\n"
    "Pure krill kapi, tub 1 kg ................ 220 THB\n"
    "Pure krill kapi, jar 500 g ............... 110 THB\n"
    "Pure krill kapi, glass jar 200 g .......... 68 THB\n"
    "Dried shrimp, medium, per kg ............. 780 THB\n"
    "Dried shrimp, large, per kg ............ 1,150 THB\n"
    "Dried shrimp, small (for cooking), kg .... 520 THB\n"
    "\n"
    "Minimum wholesale order 3,000 THB. Free delivery in Chanthaburi for orders from 10,000 THB.\n"
    "Order by LINE @maethipkapi or call 089-634-2718.",
]
PRICES_2567 = ["กะปิแม่ทิพย์ บางกะไชย แหลมสิงห์ จันทบุรี", "ใบราคาส่ง ปี 2567 (1 ม.ค. – 31 ธ.ค. 2567)",
               "ราคารับที่ร้าน ไม่รวมค่าส่ง"]
PRICES_2567_TABLE = [
    ("สินค้า", "ราคาส่ง"),
    ("กะปิแท้ เคยล้วน ถัง 1 กก.", "195 บาท"),
    ("กะปิแท้ กระปุก 500 กรัม", "98 บาท"),
    ("กะปิแท้ ขวดแก้ว 200 กรัม", "60 บาท"),
    ("กุ้งแห้งกลาง กิโลละ", "720 บาท"),
    ("กุ้งแห้งใหญ่ กิโลละ", "1,050 บาท"),
    ("กุ้งแห้งเล็ก (กุ้งแห้งทำกับข้าว) กิโลละ", "480 บาท"),
]
PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 2,000 บาท ส่งฟรีในเขตจันทบุรีเมื่อสั่ง 8,000 บาทขึ้นไป",
                      "สั่งทางไลน์ @maethipkapi หรือโทร 089-634-2718 (แม่ทิพย์)"]

# ---------------------------------------------------------------- online, suppliers
SHOPDEE = [
    "SHOPDEE SELLER CENTRE\n"
    "MONTHLY INCOME STATEMENT - OCTOBER 2025\n"
    "Shop: Mae Thip Kapi Official (maethip_kapi)\n"
    "Seller: Pornthip Saengthale\n"
    "Period: Oct 1, 2025 - Oct 31, 2025\n"
    "\n"
    "Completed orders: 214\n"
    "Returned / cancelled orders: 6\n"
    "Gross sales (completed orders):            61,870.00\n"
    "Commission fee (5%):                       -3,093.50\n"
    "Payment processing fee (3%):               -1,856.10\n"
    "Campaign fee (10.10 Sale, 1%):               -618.70\n"
    "NET PAYOUT:                                56,301.70 THB\n"
    "\n"
    "Payout date: Nov 5, 2025\n"
    "Paid to: Thai Coastal Bank, account ending 4417\n"
    "Best sellers: Kapi glass jar 200 g (312 jars), Dried shrimp medium 100 g (198 packs)\n"
    "Shop rating 4.9 from 1,126 reviews",
]
CHANPACK = [
    "CHAN PACK SUPPLY LTD., PART.\n"
    "Glass jars, PET jars, vacuum bags and labels - Mueang Chanthaburi   Tel. 039-322-815\n"
    "\n"
    "INVOICE No. CP-2510-077\n"
    "Invoice date: Oct 21, 2025          Due date: Nov 20, 2025\n"
    "Bill to: Mae Thip Kapi (Mrs. Pornthip Saengthale), 56/3 Moo 4, Bang Kachai, Laem Sing\n"
    "\n"
    "Glass jar 200 g with gold lid        1,000 pcs  x   6.50     6,500.00\n"
    "PET jar 500 g with lid                 500 pcs  x   5.80     2,900.00\n"
    "Vacuum bag 250 g, clear              1,000 pcs  x   1.90     1,900.00\n"
    "Printed labels, roll of 500             4 rolls x 335.00     1,340.00\n"
    "\n"
    "TOTAL DUE: 12,640.00 THB (30 days credit)\n"
    "Please transfer to Chan Pack Supply, account 602-3-11884-0, and send the slip by LINE.",
]

# ---------------------------------------------------------------- official letter
HEALTH_LETTER = [
    "สำนักงานสาธารณสุขจังหวัดจันทบุรี",
    "ที่ จบ 0033.005/2871",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตผลิตอาหาร และนัดตรวจสถานที่ผลิต",
    "เรียน นางพรทิพย์ แสงทะเล ผู้รับอนุญาต สถานที่ผลิต กะปิแม่ทิพย์ ต.บางกะไชย อ.แหลมสิงห์",
    "ตามที่ท่านได้รับใบอนุญาตผลิตอาหาร (กะปิ) เลขสถานที่ผลิต 22-2-01568 ซึ่งจะหมดอายุวันที่ 31 ธันวาคม 2568 "
    "ขอให้ท่านยื่นคำขอต่ออายุภายในวันที่ 15 ธันวาคม 2568 พร้อมชำระค่าธรรมเนียม 1,500 บาท "
    "ที่กลุ่มงานคุ้มครองผู้บริโภคฯ",
    "เจ้าหน้าที่จะเข้าตรวจสถานที่ผลิตตามหลักเกณฑ์ GMP ในวันที่ 9 ธันวาคม 2568 เวลา 09.30 น.",
    "จากการสุ่มตรวจสินค้าในท้องตลาด พบว่าฉลากกะปิขนาด 500 กรัม ไม่แสดงวันที่ผลิต ขอให้แก้ไขฉลากให้ถูกต้อง"
    "ก่อนวันตรวจ",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นางสาวรัชนี ศรีจันทร์ หัวหน้ากลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข",
]

# ---------------------------------------------------------------- books
KAPI_2568 = [118400, 102300, 109800, 96500, 92100, 88700, 94300, 101200, 108600, 121900]
SHRIMP_2568 = [86200, 74800, 81300, 69400, 71800, 66200, 72900, 78400, 84100, 92600]
KRILL_2568 = [18400, 12600, 9800, 6200, 5400, 7800, 11200, 16800, 22400, 24800]
RAW_2568 = [52300, 45800, 49600, 42100, 43800, 40200, 44600, 47900, 51200, 56400]
SALT_2568 = [2600, 1900, 1500, 1100, 900, 1200, 1700, 2400, 3200, 3500]
WAGES_2568 = [28600, 28600, 28600, 29400, 29400, 29400, 30200, 30200, 30200, 32020]
PACK_2568 = [9800, 8400, 8900, 7600, 7300, 7100, 7900, 8600, 9400, 12640]
POST_2568 = [6400, 5800, 6200, 5900, 6100, 5600, 6300, 6800, 7200, 8100]
KAPI_2567 = [104200, 91800, 97400, 88300, 84600, 80100, 86700, 92300, 98800, 110200, 124600, 142300]
SHRIMP_2567 = [79800, 68400, 73200, 63900, 65300, 61800, 67400, 71600, 76900, 84300, 95200, 118700]
KRILL_2567 = [16900, 11800, 8700, 5900, 4800, 7100, 10400, 15200, 20600, 22900, 19800, 14300]
RAW_2567 = [48100, 41900, 45300, 38800, 40100, 37200, 41300, 44200, 47600, 52300, 58800, 71400]
SALT_2567 = [2300, 1700, 1300, 1000, 800, 1100, 1500, 2200, 2900, 3100, 2700, 2000]
WAGES_2567 = [26800, 26800, 26800, 27400, 27400, 27400, 28000, 28000, 28000, 28000, 28600, 31400]
PACK_2567 = [8900, 7600, 8100, 6900, 6600, 6500, 7200, 7800, 8500, 9100, 10400, 13800]
POST_2567 = [4200, 3900, 4300, 4100, 4400, 4000, 4600, 5100, 5500, 6200, 7300, 9600]


def _sales_book(path: Path, year: str, kapi: list[int], shrimp: list[int], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายกะปิแม่ทิพย์ ปี {year} (Mae Thip Kapi monthly sales {year})"])
    sales.append(["เดือน (Month)", "กะปิ (Kapi, THB)", "กุ้งแห้ง (Dried shrimp, THB)", "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, kapi, shrimp):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(kapi), sum(shrimp), sum(kapi) + sum(shrimp)])
    for column in (2, 3, 4):
        money_format(sales, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายกะปิแม่ทิพย์ ปี {year} (Expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "เคยสด (Krill)", "กุ้งสด (Fresh shrimp)", "เกลือ (Salt)", "ค่าแรง (Wages)",
                  "ขวด/ถุง/ฉลาก (Packaging)", "ค่าส่งพัสดุ (Parcel post)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(kapi)]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2104.60, "PEA"), ("ค่าน้ำประปา (Water)", 398.20, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 642.93, ""), ("ค่ากับข้าว (Food)", 10500, ""),
                ("ค่าน้ำมันรถ (Petrol)", 5200, "กระบะส่งของ + รับส่งต้นกล้า"),
                ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวดที่ 31/60"),
                ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", 2400, "ครูเอ๋ คณิต"),
                ("ค่ายา ยายบุญ (Grandma's medicine)", 780, ""), ("ค่ารถรับส่งต้นกล้า (School van)", 1500, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2238.15, "PEA"), ("ค่าน้ำประปา (Water)", 413.34, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 642.93, ""), ("ค่ากับข้าว (Food)", 10900, ""),
                ("ค่าน้ำมันรถ (Petrol)", 5480, "กระบะส่งของ + รับส่งต้นกล้า"),
                ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวดที่ 32/60"),
                ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", 2800, "คณิต + อังกฤษ"),
                ("ค่ายา ยายบุญ (Grandma's medicine)", 780, ""), ("ค่ารถรับส่งต้นกล้า (School van)", 1500, ""),
                ("ค่าแว่นยายบุญ (Grandma's glasses)", 1650, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2315.80, "PEA"), ("ค่าน้ำประปา (Water)", 468.55, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 642.93, ""), ("ค่ากับข้าว (Food)", 11250, ""),
                ("ค่าน้ำมันรถ (Petrol)", 5920, "กระบะส่งของ + รับส่งต้นกล้า"),
                ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวดที่ 33/60"),
                ("ค่าเรียนพิเศษต้นกล้า (Tutoring)", 3600, "คณิต + อังกฤษ + วิทย์"),
                ("ค่ายา + ตรวจตายายบุญ (Grandma's medicine, eye exam)", 2940, "รพ.จันทบุรีเวชการ"),
                ("ค่ารถรับส่งต้นกล้า (School van)", 1500, ""),
                ("ชุดกีฬาสีต้นกล้า (Sports day shirt)", 650, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านแสงทะเล {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
def _water_bill(month: str, reading: str, meters: str, units: int, charge: str, vat: str, total: str,
                due: str) -> list[str]:
    return [
        "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Chanthaburi Branch\n"
        f"WATER BILL - {month}\n"
        "Customer: Mrs. Pornthip Saengthale\n"
        "Address: 56/3 Moo 4, Bang Kachai, Laem Sing, Chanthaburi 22130\n"
        "Account no. 5820-114-3378   Meter size 1/2 inch\n"
        f"Reading date: {reading}\n"
        f"Meter: {meters}   Units used: {units} cu.m.\n"
        f"Water charge {charge}   Service fee 12.50   VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PWA offices, Counter Service, or the PWA1662 app. Unpaid bills may lead to disconnection."]


WATER_SEP = _water_bill("September 2025", "24 Sep 2025", "3,368 -> 3,412", 44, "373.80", "27.04", "413.34",
                        "13 Oct 2025")
WATER_OCT = _water_bill("October 2025", "24 Oct 2025", "3,412 -> 3,461", 49, "425.40", "30.65", "468.55",
                        "13 Nov 2025")
MOTOR = [
    "SEASHIELD INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chanthaburi Branch, Tha Chalaep Road\n"
    "28 October 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Prasit Saengthale\n"
    "Vehicle: Isuzu D-Max 1.9 Spark (pickup), 2022, plate 4821 Chanthaburi\n"
    "Policy no. SS-MV-68-220914\n"
    "Cover: Type 1, sum insured 520,000 THB (last year 560,000 THB), no excess\n"
    "Period: 1 Dec 2025 - 1 Dec 2026\n"
    "\n"
    "Net premium 15,340.00   Stamp duty 62.00   VAT 7% 1,078.14\n"
    "Total premium: 16,480.14 THB (last year 15,920.00 THB)\n"
    "Please pay by 30 Nov 2025 to keep the cover without a gap.\n"
    "The compulsory CTP (Por Ror Bor) 645.21 THB is billed separately with the road tax.\n"
    "\n"
    "Pay by QR code, bank transfer, or through your agent Khun Somsri (089-207-6613).",
]
FEES_T2 = (
    ["โรงเรียนแหลมสิงห์วิทยาคม อ.แหลมสิงห์ จ.จันทบุรี",
     "ใบแจ้งชำระเงินบำรุงการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ช.ธนกฤต แสงทะเล  ชั้น ม.2/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 14729"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("เงินบำรุงการศึกษา", "2,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "3,000"),
     ("ค่าประกันอุบัติเหตุ", "350"), ("ค่าทัศนศึกษา (อพวช. ปทุมธานี)", "1,200"), ("รวม", "7,050")],
    ["รวมทั้งสิ้น 7,050 บาท กรุณาชำระภายในวันที่ 14 พ.ย. 2568",
     "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารชายฝั่งไทย 741-6-00882-1 แล้วส่งสลิปให้ครูประจำชั้น",
     "ครูประจำชั้น ครูจันทร์เพ็ญ มีสุข"],
)
FEES_T1 = (
    ["โรงเรียนแหลมสิงห์วิทยาคม อ.แหลมสิงห์ จ.จันทบุรี",
     "ใบเสร็จรับเงิน เลขที่ 2568/1/0423  ภาคเรียนที่ 1/2568",
     "ได้รับเงินจาก ด.ช.ธนกฤต แสงทะเล  ชั้น ม.2/3  เลขประจำตัว 14729",
     "วันที่ 20 พ.ค. 2568"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("เงินบำรุงการศึกษา", "2,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "3,000"),
     ("ค่าประกันอุบัติเหตุ", "350"), ("ค่าชุดพละ", "450"), ("รวม", "6,300")],
    ["รับเงินรวม 6,300 บาท (หกพันสามร้อยบาทถ้วน) ชำระครบแล้ว", "ผู้รับเงิน นางสาวปวีณา ทองคำ เจ้าหน้าที่การเงิน"],
)
HOSPITAL = (
    ["โรงพยาบาลจันทบุรีเวชการ ถ.ท่าแฉลบ อ.เมือง จ.จันทบุรี โทร 039-308-800",
     "ใบประเมินค่าใช้จ่ายล่วงหน้า (Cost estimate)",
     "ผู้ป่วย นางบุญเรือน ทองดี อายุ 71 ปี  HN 65-018342",
     "การรักษา ผ่าตัดต้อกระจกตาขวา สลายต้อด้วยคลื่นเสียงความถี่สูงและใส่เลนส์แก้วตาเทียม (Phaco + IOL)",
     "แพทย์ผู้รักษา พญ.อรวรรณ ศักดิ์สิทธิ์ จักษุแพทย์",
     "วันนัดผ่าตัด 26 พฤศจิกายน 2568 เวลา 08.30 น. นอนโรงพยาบาล 1 คืน"],
    [("รายการ", "ประมาณการ (บาท)"), ("ค่าเลนส์แก้วตาเทียม ชนิดพับได้", "18,000"), ("ค่าห้องผ่าตัดและเครื่องมือ", "9,500"),
     ("ค่าแพทย์ผ่าตัด", "8,000"), ("ค่ายาและเวชภัณฑ์", "2,300"), ("ค่าห้องพักเดี่ยว 1 คืน", "2,200"),
     ("รวมประมาณการ", "40,000")],
    ["ค่าใช้จ่ายรวมประมาณ 40,000 บาท (ไม่รวมค่าตรวจก่อนผ่าตัด)",
     "ชำระมัดจำ 10,000 บาท ในวันนัดตรวจก่อนผ่าตัด 19 พ.ย. 2568 ส่วนที่เหลือชำระวันออกจากโรงพยาบาล",
     "ก่อนผ่าตัด: งดน้ำงดอาหารหลังเที่ยงคืน หยุดยาละลายลิ่มเลือดก่อน 5 วัน ให้ญาติมาด้วย 1 คน",
     "ค่าใช้จ่ายจริงอาจเปลี่ยนแปลงได้ตามการรักษา"],
)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(KAPI_2568) + sum(SHRIMP_2568)
    return [
        ("แผนธุรกิจกะปิแม่ทิพย์ ปี 2569 (v3)", "Mae Thip Kapi - plan for 2026\nพรทิพย์ แสงทะเล  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nลูกค้าขายส่งรายเดือนเพิ่ม 1 ราย\n"
                         "ปัญหา: เคยขึ้นน้อยช่วงหน้าฝน, ฝนตกตากกุ้งไม่แห้ง, ค่าขวดขึ้น"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nออนไลน์ให้ได้ 25% ของยอดขาย\nกุ้งแห้งเสียจากฝนไม่เกิน 2%"),
        ("โรงอบแห้งพลังแสงอาทิตย์", "ตากกุ้งได้ทั้งปี ไม่ต้องรอแดด ไม่มีแมลงวัน\nงบ 200,000 บาท จากเงินกู้ธนาคาร\n"
                                   "เปรียบเทียบช่างวิทย์ กับ ซันดราย เอ็นจิเนียริ่ง"),
        ("ขายออนไลน์", "ShopDee + TikTok Live ทุกวันอังคาร/ศุกร์\nโปรส่งฟรีเมื่อซื้อครบ 399 บาท"),
        ("สินค้าใหม่", "น้ำพริกกะปิกุ้งเสียบ กระปุก 120 กรัม ขาย 89 บาท\nทดลองขายหน้าร้านเดือน ม.ค. 2569"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "กะปิแม่ทิพย์/ลูกค้า/ของฝากจันท์/email_KhongfakChan_PO_30Oct2025.txt": KF_EMAIL,
    "กะปิแม่ทิพย์/ลูกค้า/ของฝากจันท์/แชทไลน์_คุณกิ๊ฟ_ของฝากจันท์.txt": """[6 ต.ค. 68 11:20] ทิพย์ กะปิแม่ทิพย์: คุณกิ๊ฟคะ ส่งใบเสนอราคาแก้ไขให้แล้วนะคะ กะปิ 800 ขวด ขวดละ 65 กุ้งแห้ง 250 แพ็ค แพ็คละ 150 ค่ะ
[6 ต.ค. 68 13:05] กิ๊ฟ ของฝากจันท์: ได้รับแล้วค่ะพี่ทิพย์ ขอเสนอผู้จัดการก่อนนะคะ
[30 ต.ค. 68 16:15] กิ๊ฟ ของฝากจันท์: ส่ง PO ทางอีเมลแล้วนะคะ ส่งของรอบแรก 5 พ.ย. ค่ะ
[5 พ.ย. 68 10:40] กิ๊ฟ ของฝากจันท์: ได้ของแล้วค่ะ ขวดแตกไป 3 ขวดนะคะพี่
[5 พ.ย. 68 10:52] ทิพย์ กะปิแม่ทิพย์: ขอโทษค่ะ รอบหน้าแถมให้ 5 ขวดนะคะ
[20 พ.ย. 68 09:30] กิ๊ฟ ของฝากจันท์: พี่ทิพย์คะ ธันวาช่วงปีใหม่คนซื้อของฝากเยอะ ขอกะปิขวดเล็กเพิ่มจาก 800 เป็น 1,000 ขวดต่อเดือนนะคะ กุ้งแห้งเท่าเดิม
[20 พ.ย. 68 09:41] ทิพย์ กะปิแม่ทิพย์: ได้ค่ะ ราคาเดิมขวดละ 65 นะคะ
[20 พ.ย. 68 09:58] กิ๊ฟ ของฝากจันท์: เอาเยอะขึ้นแล้ว ขอขวดละ 62 ได้มั้ยคะพี่
[20 พ.ย. 68 10:30] ทิพย์ กะปิแม่ทิพย์: 62 ไม่ไหวจริงๆ ค่ะ ค่าเคยขึ้นเป็นโลละ 26 แล้ว ให้ได้ขวดละ 64 ค่ะ
[20 พ.ย. 68 10:36] กิ๊ฟ ของฝากจันท์: โอเคค่ะ 64 ตั้งแต่ 1 ธ.ค. นะคะ
[20 พ.ย. 68 10:45] ทิพย์ กะปิแม่ทิพย์: สรุปตั้งแต่ ธ.ค. กะปิ 1,000 ขวด x 64 = 64,000 กุ้งแห้ง 250 แพ็ค x 150 = 37,500 รวมเดือนละ 101,500 บาท ยังไม่รวม VAT รวม VAT แล้ว 108,605 บาทค่ะ
[20 พ.ย. 68 10:47] กิ๊ฟ ของฝากจันท์: รับทราบค่ะ เดี๋ยวส่ง PO ใหม่ทางอีเมลนะคะ
""",
    "กะปิแม่ทิพย์/Suppliers/แชทไลน์_ลุงเปี๊ยก_เคย.txt": """[3 พ.ย. 68 05:12] ลุงเปี๊ยก: ทิพย์ เคยขึ้นเยอะเลย พรุ่งนี้เอามั้ย 800 โล โลละ 28
[3 พ.ย. 68 05:40] ทิพย์ กะปิแม่ทิพย์: แพงไปลุง เดือนที่แล้วโลละ 24 เอง ขอ 24 เท่าเดิมได้มั้ย
[3 พ.ย. 68 05:52] ลุงเปี๊ยก: 24 ไม่ไหว น้ำมันเรือขึ้น 27 ละกัน
[3 พ.ย. 68 06:05] ทิพย์ กะปิแม่ทิพย์: 25 ละกันลุง เอาหมดทั้ง 800 โลเลย
[3 พ.ย. 68 06:20] ลุงเปี๊ยก: 26 ละกัน ลุงก็ขาดทุนแล้ว
[3 พ.ย. 68 06:31] ทิพย์ กะปิแม่ทิพย์: โอเคลุง ตกลงโลละ 26 บาท 800 โล เป็นเงิน 20,800 บาท มัดจำให้ก่อน 5,000 นะ
[3 พ.ย. 68 06:33] ลุงเปี๊ยก: ได้ๆ ส่งพรุ่งนี้เช้าที่ท่าเรือบางกะไชย
[4 พ.ย. 68 06:30] ลุงเปี๊ยก: ส่งแล้ว ชั่งได้ 820 โล คิด 800 พอ
[4 พ.ย. 68 07:10] ทิพย์ กะปิแม่ทิพย์: ขอบคุณลุง โอนส่วนที่เหลือ 15,800 แล้วนะ
[4 พ.ย. 68 07:12] พี่สิทธิ์: ผมให้ไอ้หนุ่มเอากระบะไปขนที่ท่าแล้วครับ เกลือยังพอ 40 กระสอบ
""",
    "กะปิแม่ทิพย์/บัญชี/ค่าแรงลูกน้อง_ต.ค.68.md": """# ค่าแรงลูกน้อง ตุลาคม 2568

| ชื่อ | งาน | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ป้าสาย | ตากกุ้ง / คัดกุ้ง | 350 บาท | 26 วัน | 9,100 บาท |
| น้าพร | หมักเคย / ตำกะปิ / บรรจุขวด | 370 บาท | 26 วัน | 9,620 บาท |
| ไอ้หนุ่ม (ณัฐพล) | ขับกระบะส่งของ / ยกของ | 400 บาท | 22 วัน | 8,800 บาท |
| น้องแป้ง | แพ็กของออนไลน์ (พาร์ทไทม์) | 300 บาท | 15 วัน | 4,500 บาท |

รวมค่าแรง ต.ค. 32,020 บาท จ่ายวันที่ 31 ต.ค.
- ป้าสายเบิกล่วงหน้าไปแล้ว 2,000 บาท เมื่อ 15 ต.ค. จ่ายจริงสิ้นเดือน 7,100 บาท
- น้องแป้งมาช่วงโปร 10.10 กับวันเสาร์อาทิตย์
""",
    "กะปิแม่ทิพย์/บัญชี/สต็อกกะปิ_1พ.ย.68.md": """# สต็อก ณ 1 พ.ย. 2568

- กะปิหมักในโอ่ง 12 โอ่ง (ประมาณ 1,400 กก.) พร้อมตำบรรจุ 5 โอ่ง ที่เหลือหมักถึงกลาง ม.ค.
- กะปิขวดแก้ว 200 กรัม บรรจุแล้ว 640 ขวด
- กะปิกระปุก 500 กรัม 210 กระปุก
- กะปิถัง 1 กก. 85 ถัง
- กุ้งแห้งกลาง 62 กก. กุ้งแห้งใหญ่ 18 กก. กุ้งแห้งเล็ก 25 กก.
- เกลือเม็ด 40 กระสอบ (กระสอบละ 50 กก.)
- ขวดเปล่า 200 กรัม เหลือ 1,150 ใบ (ของ Chan Pack ล็อตใหม่)
""",
    "กะปิแม่ทิพย์/สูตรหมักกะปิ.md": """# สูตรกะปิแม่ทิพย์ (สูตรยาย)
- เคยสด 10 กก. ต่อ เกลือเม็ด 1.5 กก. ล้างเคยด้วยน้ำทะเล ไม่ใช้น้ำจืด
- คลุกเกลือ หมักในเข่ง 1 คืน ให้น้ำออก
- ตากแดดบนลาน 2 แดด กลับวันละ 3 ครั้ง
- ตำหรือบด แล้วอัดลงโอ่ง ปิดปาก หมักอย่างน้อย 3 เดือน
- ครบแล้วตากซ้ำ 1 แดด ตำอีกรอบ ค่อยบรรจุขวด
- กะปิดี: สีม่วงอมชมพู กลิ่นหอม ไม่เหม็นเปรี้ยว
""",
    "บ้าน/แชทไลน์_บ้านแสงทะเล.txt": """[27 ต.ค. 68 20:10] ทิพย์: พ่อต้นกล้า ค่าเทอมต้นกล้าเทอม 2 มาแล้วนะ 7,050 จ่ายก่อน 14 พ.ย.
[27 ต.ค. 68 20:14] สิทธิ์: พรุ่งนี้ไปโอนให้ แล้วประกันกระบะเขาส่งใบแจ้งมาหรือยัง
[29 ต.ค. 68 19:02] ทิพย์: มาแล้ว ปีนี้แพงขึ้นอีก ทุนประกันลดด้วย จ่ายก่อนสิ้นเดือน พ.ย. นะ
[29 ต.ค. 68 19:05] ต้นกล้า: แม่ครับ ครูเอ๋ให้เรียนวิทย์เพิ่มอีกวิชา เดือนละ 800 ครับ
[29 ต.ค. 68 19:09] ทิพย์: ได้ลูก ตั้งใจเรียนนะ
[1 พ.ย. 68 08:15] ยายบุญ: หมอนัดผ่าตาวันที่ 26 นะ วันที่ 19 ต้องไปตรวจเลือดก่อน
[1 พ.ย. 68 08:20] สิทธิ์: วันที่ 19 ผมพาแม่ไปเองครับ ส่งเคยเสร็จแล้วไปเลย
[1 พ.ย. 68 08:24] ทิพย์: วันผ่าตัดหนูไปเฝ้าเอง ร้านให้น้าพรดูแทน
[10 พ.ย. 68 21:30] สิทธิ์: ธนาคารโทรมา ให้ไปเซ็นสัญญาเงินกู้โรงอบ พาผมไปเป็นคนค้ำด้วย
""",
}
TODO = {"todo.md": """- เซ็นสัญญาเงินกู้โรงอบที่ธนาคาร ก่อน 21 พ.ย. (พาพี่สิทธิ์ไปค้ำ)
- เลือกเจ้าทำโรงอบ ช่างวิทย์ หรือ ซันดราย
- จ่ายประกันรถกระบะ ก่อน 30 พ.ย.
- พายายบุญผ่าตัดตา 26 พ.ย. (มัดจำ รพ. วันที่ 19)
- แก้ฉลากกะปิ 500 กรัม แล้วยื่นต่อใบอนุญาต สสจ. ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "กะปิแม่ทิพย์"
    kf, muay = shop / "ลูกค้า" / "ของฝากจันท์", shop / "ลูกค้า" / "ร้านหมวย"
    dome, prices, online, suppliers = shop / "โรงอบแห้ง", shop / "ราคาสินค้า", shop / "Online", shop / "Suppliers"
    official, books = shop / "เอกสารราชการ", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (kf, muay, dome, prices, online, suppliers, official, books, home / "Bills", home / "ต้นกล้า",
                   home / "ยายบุญ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(kf / "ใบเสนอราคา ของฝากจันท์ v1 ร่าง.docx", KF_DRAFT, KF_DRAFT_TABLE, bottom=KF_DRAFT_BOTTOM)
    write_docx(kf / "ใบเสนอราคา ของฝากจันท์ v2 final.docx", KF_FINAL, KF_FINAL_TABLE, bottom=KF_FINAL_BOTTOM)
    write_docx(muay / "ใบแจ้งหนี้_INV-6810-087_ร้านหมวยของฝาก.docx", MUAY_INVOICE, MUAY_ITEMS,
               bottom=MUAY_INVOICE_BOTTOM)
    write_docx(muay / "ใบเสร็จ_RC-6811-019_ร้านหมวยของฝาก.docx", MUAY_RECEIPT, MUAY_RECEIPT_TABLE,
               bottom=MUAY_RECEIPT_BOTTOM)
    write_docx(dome / "ใบเสนอราคาโรงอบ_โซลาร์โดมตะวันออก.docx", DOME_WIT, DOME_WIT_TABLE, bottom=DOME_WIT_BOTTOM)
    make_pdf(dome / "SunDry_Engineering_quotation_QT2510-118.pdf", DOME_SUNDRY)
    make_pdf(dome / "ThaiCoastalBank_loan_approval_Nov2025.pdf", BANK_LETTER)
    make_pdf(prices / "MaeThip_Kapi_PriceList_2025.pdf", PRICES_2025)
    write_docx(prices / "ใบราคาส่ง กะปิแม่ทิพย์ ปี2567.docx", PRICES_2567, PRICES_2567_TABLE,
               bottom=PRICES_2567_BOTTOM)
    make_pdf(online / "ShopDee_statement_Oct2025.pdf", SHOPDEE)
    make_pdf(suppliers / "ChanPack_invoice_CP-2510-077.pdf", CHANPACK)
    write_docx(official / "หนังสือ_สสจ.จันทบุรี_ต่ออายุใบอนุญาตผลิตอาหาร.docx", HEALTH_LETTER)
    _sales_book(books / "ยอดขายกะปิ_2568.xlsx", "2568", KAPI_2568, SHRIMP_2568,
                [KRILL_2568, RAW_2568, SALT_2568, WAGES_2568, PACK_2568, POST_2568])
    _sales_book(books / "ยอดขายกะปิ_2567.xlsx", "2567", KAPI_2567, SHRIMP_2567,
                [KRILL_2567, RAW_2567, SALT_2567, WAGES_2567, PACK_2567, POST_2567])
    write_slides(shop / "แผนธุรกิจ_2569_v3.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PWA water bill 2025-09.pdf", WATER_SEP)
    make_pdf(home / "Bills" / "PWA water bill 2025-10.pdf", WATER_OCT)
    make_pdf(home / "Bills" / "SeaShield_motor_renewal_2025.pdf", MOTOR)
    write_docx(home / "ต้นกล้า" / "ใบแจ้งค่าเทอม_ต้นกล้า_เทอม2-68.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    write_docx(home / "ต้นกล้า" / "ใบเสร็จค่าเทอม_ต้นกล้า_เทอม1-68.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ยายบุญ" / "ใบประเมินค่าผ่าตัดต้อกระจก_ยายบุญ.docx", HOSPITAL[0], HOSPITAL[1],
               bottom=HOSPITAL[2])
    _house_book(home / "รายจ่ายบ้าน 2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
