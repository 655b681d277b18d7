"""The beautyclinic folder: the papers of a Thai aesthetic doctor, her clinic and her household, written by code.

The owner is พญ.ณัฐธิดา ศรีวงศ์ (หมอเฟิร์น, Dr. Natthida Sriwong). With her business partner คุณกมลวรรณ
ตั้งเจริญกุล (กิ๊ฟ, Kamonwan Tangcharoenkul), who runs marketing and the money, she owns บริษัท เฟิร์นสกิน คลินิก จำกัด
(Fern Skin Clinic Co., Ltd.), 215/9-10 ถ.โพศรี ต.หมากแข้ง อ.เมืองอุดรธานี จ.อุดรธานี 41000: botox and filler,
Q-switch laser, facials, and the clinic's own skincare. Staff: nurse แพร, beautician มิ้นท์, receptionist เบียร์
and a Saturday doctor หมอแนน. Her husband ธนพล (ต้น) is an engineer, their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.1, and
her mother นางบุญเรือน แสงทอง (แม่) had a cataract operation in October. It is November 2568 (2025).

Documents/FernSkin Clinic/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อุดรมอเตอร์_ร่าง v1.docx: draft quote QT-FS-68-027 (3 ต.ค. 2568) of a staff package for
  บริษัท อุดรมอเตอร์ จำกัด: Aqua Peel 45 คน x 1,490 = 67,050, jaw botox 20 คน x 5,900 = 118,000, total 185,050.
- ใบเสนอราคา/ใบเสนอราคา_อุดรมอเตอร์_final v2.docx: the final sent 10 ต.ค. 2568 to Udon Motor Co., Ltd.:
  Aqua Peel 50 x 1,390 = 69,500, jaw botox 25 x 5,500 = 137,500, total 207,000, deposit 30% 62,100, balance 144,900.
- Suppliers/ThaiDerma/ThaiDerma_PriceList_2025.pdf: English 2025 price list of Thai Derma Pharma Co., Ltd.
  (botox 100U Korea 8,250 THB/vial, Europe 11,900, HA filler deep 4,100, numbing cream 290; excl. VAT).
- Suppliers/ThaiDerma/ราคายา_ไทยเดอร์มา_2567.docx: last year's list of the same firm in Thai (บริษัท ไทยเดอร์มา
  ฟาร์มา จำกัด): botox 100U Korea 7,800 บาท/ขวด, Europe 11,500, filler deep 3,900, numbing cream 270.
- Suppliers/ThaiDerma/ThaiDerma_Invoice TDP-2510-0877.pdf: invoice of 15 Oct 2025 (5 vials botox, 3 filler,
  5 numbing cream; 55,000 + VAT 3,850 = 58,850.00, due 14 Nov 2025).
- Suppliers/ThaiDerma/ใบเสร็จ_ไทยเดอร์มา_22-10-68.docx: the receipt of that order: 2% early-payment discount
  1,177.00, received net 57,673.00 on 22/10/68.
- Suppliers/เครื่องพิโค่/ใบเสนอราคาพิโค่_เมดิบิวตี้.docx: Thai quote from บริษัท เมดิบิวตี้ เทคโนโลยี จำกัด (คุณบอย)
  for a LumiPico laser: 1,850,000 + VAT 129,500 = 1,979,500, deposit 30% 593,850, 2-year warranty.
- Suppliers/เครื่องพิโค่/SiamAesthetic_Pico_Quotation_Oct2025.pdf: English quote from Siam Aesthetic Devices for
  a PicoClear Duo: 1,920,000 THB including VAT, deposit 20% 384,000, 3-year warranty.
- Suppliers/เครื่องพิโค่/email_SiamAesthetic_followup 5 Nov 2025.txt: the salesman's follow-up: price stays
  1,920,000, free 2nd-year maintenance (worth 45,000) if the PO is in by 28 Nov 2025, demo day 15 Nov.
- เอกสารบริษัท/NECBank_equipment_loan_approval.pdf: Northeast Commercial Bank approves 1,500,000 for the pico
  laser, 5.90%, 48 months, 35,160 a month, first instalment 5 Jan 2026, fee 7,500, sign by 21 Nov 2025.
- เอกสารบริษัท/หนังสือ สสจ.อุดรธานี_ต่อใบอนุญาต.docx: the provincial health office: renew the licence by
  28 พฤศจิกายน 2568 (fee 1,000), take down before/after and discount ads within 15 days, inspection 9 ธันวาคม 2568.
- เอกสารบริษัท/สัญญาเช่าอาคาร_โพศรี_2567-2569.docx: lease with นายสมศักดิ์ วงศ์ไพศาล (เฮียศักดิ์): 45,000 a month
  in 2567-2568, 48,000 in 2569, deposit 135,000, ends 31 ธันวาคม 2569.
- บัญชี/รายรับรายจ่ายคลินิก_2568.xlsx: this year's book: income by month (botox/filler, laser, facial, skincare)
  and expenses by month (drugs, staff, rent, electricity, ads), January to October.
- บัญชี/รายรับรายจ่ายคลินิก_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต็อกยา_31 ต.ค. 68.xlsx: stock count of drugs and supplies on 31 Oct 2568.
- บัญชี/เงินเดือนพนักงาน_ต.ค.68.md: October pay: แพร 26,850, มิ้นท์ 21,320, เบียร์ 14,700, หมอแนน 18,400; 81,270.
- บิลค่าไฟ/PEA_clinic_bill_Sep2025.pdf (2,918 kWh, 14,862.35) and PEA_clinic_bill_Oct2025.pdf (2,594 kWh,
  13,208.90, due 3 Nov 2025): the clinic's electricity bills.
- LINE/LINE_กิ๊ฟ_โปร 11.11.txt: Fern and Gift argue the 11.11 jaw-botox promo: 3,999, 4,500, 4,900, settled at
  4,299 for 30 slots; sold out, 128,970.
- LINE/LINE_คุณปู_อุดรมอเตอร์.txt: chat with the buyer's HR (คุณปู): 56 facials make 215,340, settled at 210,000,
  deposit 63,000, balance 147,000.
- แผนปี 2569 Fern Skin.pptx: slides, next year's plan (8,400,000 target, pico laser with a 1,500,000 loan).
- ลูกค้า/FernSkin_ราคาโปรแกรม_2568.md: the clinic's regular price menu (jaw botox 5,900, Aqua Peel 1,490).
- ลูกค้า/ดูแลผิวหลังเลเซอร์_ลูกค้า.md: aftercare instructions handed to laser customers.

Documents/บ้าน/ (the household)
- ภูมิ/ค่าเทอม_ภูมิ_เทอม2-2568.docx: term 2/2568 fee notice, 48,750, pay by 14 พฤศจิกายน 2568.
- ภูมิ/ค่าเรียนพิเศษภูมิ.md: the son's tutoring, 7,400 a month.
- แม่/NongprajakHospital_bill_Mae_Oct2025.pdf: the mother's cataract bill: 68,450.00 in all, 52,000.00 paid by
  the Comptroller General's Department, 16,450.00 paid by the family on 29 Oct 2025.
- รถ/ChaiyaInsurance_Fortuner_renewal_2025.pdf: car insurance renewal, 21,480.00 due 12 Dec 2025 (last year
  19,960.00).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- LINE_บ้านศรีวงศ์.txt: the family's LINE group (term 1 paid 46,900, the hospital's estimate of about 15,000).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
CLINIC_TOP = ("บริษัท เฟิร์นสกิน คลินิก จำกัด (Fern Skin Clinic) คลินิกเวชกรรม 215/9-10 ถ.โพศรี ต.หมากแข้ง "
              "อ.เมืองอุดรธานี จ.อุดรธานี 41000 โทร 042-241-905 LINE @fernskinudon")

# ---------------------------------------------------------------- quotes to Udon Motor
UDON_DRAFT = [
    CLINIC_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-FS-68-027",
    "วันที่ 3 ต.ค. 2568",
    "เรียน ฝ่ายบุคคล บริษัท อุดรมอเตอร์ จำกัด ถ.มิตรภาพ อ.เมืองอุดรธานี",
    "เรื่อง แพ็กเกจดูแลผิวพนักงาน (สวัสดิการประจำปี 2568) ทำที่คลินิก วันเสาร์",
]
UDON_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคน (บาท)", "รวม (บาท)"),
    ("ทรีตเมนต์หน้าใส Aqua Peel + มาส์กเย็น (60 นาที)", "45 คน", "1,490", "67,050"),
    ("โบท็อกซ์ลดกราม 50 ยูนิต (ยาเกาหลี)", "20 คน", "5,900", "118,000"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "185,050"),
]
UDON_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 185,050 บาท (หนึ่งแสนแปดหมื่นห้าพันห้าสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ร่าง ยังไม่ส่ง — รอกิ๊ฟถามจำนวนคนจากคุณปูก่อน ราคาโบอาจต้องลดอีก",
]
UDON_FINAL = [
    CLINIC_TOP,
    "ใบเสนอราคา  เลขที่ QT-FS-68-027 (ฉบับแก้ไข v2)",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน คุณปุณยวีร์ ทองสุข (คุณปู) ผู้จัดการฝ่ายบุคคล บริษัท อุดรมอเตอร์ จำกัด (Udon Motor Co., Ltd.)",
    "เรื่อง แพ็กเกจดูแลผิวพนักงาน ทำที่คลินิก วันเสาร์ที่ 22 และ 29 พฤศจิกายน 2568",
]
UDON_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อคน (บาท)", "รวม (บาท)"),
    ("ทรีตเมนต์หน้าใส Aqua Peel + มาส์กเย็น (60 นาที)", "50 คน", "1,390", "69,500"),
    ("โบท็อกซ์ลดกราม 50 ยูนิต (ยาเกาหลี) โดยแพทย์", "25 คน", "5,500", "137,500"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "207,000"),
]
UDON_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 207,000 บาท (สองแสนเจ็ดพันบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 30% = 62,100 บาท เมื่อยืนยัน ส่วนที่เหลือ 144,900 บาท ชำระหลังให้บริการครั้งสุดท้าย",
    "ราคานี้ยืนถึง 31 ธ.ค. 2568 พนักงานทุกคนต้องพบแพทย์ก่อนทำโบท็อกซ์ (ไม่เสียค่าตรวจ)",
    "ลงชื่อ กมลวรรณ ตั้งเจริญกุล ผู้จัดการฝ่ายการตลาด / พญ.ณัฐธิดา ศรีวงศ์ แพทย์ผู้ดำเนินการ",
]

# ---------------------------------------------------------------- Thai Derma papers
DERMA_PRICES_2025 = [
    "THAI DERMA PHARMA CO., LTD.\n"
    "88/14 Moo 6, Mittraphap Road, Nong Khon Kwang, Mueang Udon Thani 41000  Tel. 042-930-417\n"
    "PRICE LIST 2025 - AESTHETIC DRUGS AND SUPPLIES (for licensed clinics only)\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Botulinum toxin type A 100U (Korea) ............ 8,250 THB/vial\n"
    "Botulinum toxin type A 100U (Europe) .......... 11,900 THB/vial\n"
    "Hyaluronic acid filler 1 ml (deep) ............. 4,100 THB/syringe\n"
    "Hyaluronic acid filler 1 ml (fine lines) ....... 3,650 THB/syringe\n"
    "Skin booster 2 ml .............................. 2,800 THB/syringe\n"
    "Numbing cream 30 g ............................... 290 THB/tube\n"
    "Needle 30G x 1/2 inch (box of 100) ............... 180 THB/box\n"
    "\n"
    "Minimum order 20,000 THB. Free delivery in Udon Thani, Khon Kaen and Nong Khai.\n"
    "Payment: 30 days credit. 2% discount for payment within 7 days of the invoice.\n"
    "Sales representative: Mr. Phakorn (Oak) Intharasuk, 081-770-2394",
]
DERMA_PRICES_2567 = ["บริษัท ไทยเดอร์มา ฟาร์มา จำกัด", "ใบราคายาและเวชภัณฑ์ความงาม ปี 2567 (1 ม.ค. – 31 ธ.ค. 2567)",
                     "สำหรับคลินิกที่มีใบอนุญาตเท่านั้น ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
DERMA_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("โบทูลินัมท็อกซิน 100 ยูนิต (เกาหลี)", "7,800 บาท/ขวด"),
    ("โบทูลินัมท็อกซิน 100 ยูนิต (ยุโรป)", "11,500 บาท/ขวด"),
    ("ฟิลเลอร์ไฮยาลูรอนิก 1 มล. (ชั้นลึก)", "3,900 บาท/หลอด"),
    ("ฟิลเลอร์ไฮยาลูรอนิก 1 มล. (ริ้วรอยตื้น)", "3,500 บาท/หลอด"),
    ("สกินบูสเตอร์ 2 มล.", "2,650 บาท/หลอด"),
    ("ครีมยาชา 30 กรัม", "270 บาท/หลอด"),
]
DERMA_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 20,000 บาท ส่งฟรีในอุดรธานี ขอนแก่น หนองคาย",
                            "เครดิต 30 วัน ชำระภายใน 7 วันลด 2%",
                            "ผู้แทนขาย คุณภากร อินทรสุข (โอ๊ค)"]
DERMA_INVOICE = [
    "THAI DERMA PHARMA CO., LTD.\n"
    "TAX INVOICE / INVOICE No. TDP-2510-0877\n"
    "Date: 15 Oct 2025          Due date: 14 Nov 2025\n"
    "Customer: Fern Skin Clinic Co., Ltd., 215/9-10 Phosri Road, Mak Khaeng, Mueang Udon Thani 41000\n"
    "Tax ID 0415565001238\n"
    "\n"
    "Item                                      Qty          Unit price   Amount\n"
    "Botulinum toxin type A 100U (Korea)       5 vials      8,250.00     41,250.00\n"
    "HA filler 1 ml (deep)                     3 syringes   4,100.00     12,300.00\n"
    "Numbing cream 30 g                        5 tubes        290.00      1,450.00\n"
    "\n"
    "Subtotal                                                           55,000.00\n"
    "VAT 7%                                                              3,850.00\n"
    "TOTAL DUE                                                          58,850.00 THB\n"
    "\n"
    "Pay within 7 days of the invoice date and take a 2% discount.\n"
    "Transfer to Northeast Commercial Bank, Thai Derma Pharma Co., Ltd., account 412-3-08816-2.",
]
DERMA_RECEIPT = [
    "บริษัท ไทยเดอร์มา ฟาร์มา จำกัด (สำนักงานใหญ่) 88/14 หมู่ 6 ถ.มิตรภาพ ต.หนองขอนกว้าง อ.เมืองอุดรธานี",
    "ใบเสร็จรับเงิน  เลขที่ RC-68-10412",
    "วันที่ 22/10/68",
    "ได้รับเงินจาก บริษัท เฟิร์นสกิน คลินิก จำกัด",
    "อ้างอิงใบแจ้งหนี้เลขที่ TDP-2510-0877 ลงวันที่ 15 ต.ค. 2568",
]
DERMA_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวม VAT)", "58,850.00"),
    ("หักส่วนลดชำระภายใน 7 วัน 2%", "1,177.00"),
    ("รับชำระสุทธิ", "57,673.00"),
]
DERMA_RECEIPT_BOTTOM = [
    "รับชำระสุทธิ 57,673.00 บาท (ห้าหมื่นเจ็ดพันหกร้อยเจ็ดสิบสามบาทถ้วน) โอนผ่านธนาคาร 22/10/68",
    "ผู้รับเงิน ภากร อินทรสุข",
]

# ---------------------------------------------------------------- pico laser quotes
PICO_MEDI = [
    "บริษัท เมดิบิวตี้ เทคโนโลยี จำกัด  เครื่องมือแพทย์ด้านความงาม",
    "99/3 ถ.ศรีจันทร์ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 โทร 043-225-610",
    "ใบเสนอราคา เลขที่ MBT-QT-2568-114  วันที่ 20 ตุลาคม 2568",
    "เรียน พญ.ณัฐธิดา ศรีวงศ์ บริษัท เฟิร์นสกิน คลินิก จำกัด จ.อุดรธานี",
    "เรื่อง เครื่องเลเซอร์พิโค่ (Picosecond laser) พร้อมติดตั้ง",
]
PICO_MEDI_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องเลเซอร์ LumiPico 2 ความยาวคลื่น 1064/532 nm", "1 เครื่อง", "1,690,000"),
    ("หัว Fractional MLA handpiece", "1 ชุด", "120,000"),
    ("ติดตั้งและอบรมแพทย์/พยาบาล 2 วัน", "1 งาน", "40,000"),
    ("รวมก่อนภาษี", "", "1,850,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "129,500"),
    ("รวมทั้งสิ้น", "", "1,979,500"),
]
PICO_MEDI_BOTTOM = [
    "รวมทั้งสิ้น 1,979,500 บาท (หนึ่งล้านเก้าแสนเจ็ดหมื่นเก้าพันห้าร้อยบาทถ้วน)",
    "มัดจำ 30% = 593,850 บาท เมื่อออกใบสั่งซื้อ ส่งเครื่องภายใน 45 วัน",
    "รับประกันเครื่อง 2 ปี ค่าบำรุงรักษาปีที่ 3 เป็นต้นไป ปีละ 48,000 บาท",
    "ราคานี้ยืนถึง 30 พ.ย. 2568",
    "ผู้เสนอราคา นายณัฐพล แก้วมณี (บอย) ฝ่ายขาย 089-614-3370",
]
PICO_SIAM = [
    "SIAM AESTHETIC DEVICES CO., LTD.\n"
    "1128 Rama 9 Road, Suan Luang, Bangkok 10250  Tel. 02-318-4470\n"
    "QUOTATION No. SAD-Q-25-0962        Date: 24 Oct 2025\n"
    "To: Dr. Natthida Sriwong, Fern Skin Clinic Co., Ltd., Udon Thani\n"
    "\n"
    "PicoClear Duo picosecond laser, 1064/532 nm          1 unit\n"
    "  includes zoom handpiece and fractional handpiece\n"
    "Installation, 3-day clinical training                 included\n"
    "First-year preventive maintenance                     included\n"
    "\n"
    "TOTAL PRICE: 1,920,000 THB (VAT 7% included)\n"
    "\n"
    "Deposit 20% (384,000 THB) with the purchase order, balance on installation.\n"
    "Delivery 30 days after the purchase order. Warranty: 3 years, parts and labour.\n"
    "This quotation is valid until Nov 30, 2025.\n"
    "Sales: Mr. Krit Chaiyasit, 086-301-9958, krit.c@siamaesthetic.co.th",
]
PICO_EMAIL = """From: Krit Chaiyasit <krit.c@siamaesthetic.co.th>
To: fernskin.udon@gmail.com
Cc: kamonwan.fernskin@gmail.com
Date: Wed, Nov 5, 2025 10:42
Subject: PicoClear Duo - quotation SAD-Q-25-0962 follow-up and demo day

Dear Dr. Natthida and Khun Kamonwan,

Thank you for meeting us last week. About our quotation SAD-Q-25-0962:

1. The price stays at 1,920,000 THB including VAT.
2. If we receive your purchase order by 28 Nov 2025, we will add free preventive maintenance
   for the second year as well (worth 45,000 THB).
3. We can bring a demo machine to your clinic on Saturday 15 Nov 2025, 10:00-15:00.
   Please prepare 3-4 volunteer patients with pigmentation or tattoo.

If you need leasing, our partner bank can approve in about two weeks.

Best regards,
Krit Chaiyasit
Senior Sales, Northeast region
Siam Aesthetic Devices Co., Ltd.
"""

# ---------------------------------------------------------------- bank, health office, lease
BANK_LETTER = [
    "NORTHEAST COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, Udon Dussadee Road, Mueang Udon Thani 41000  Tel. 042-222-380\n"
    "\n"
    "3 November 2025\n"
    "Ref: NECB-UD/SME-2568/1147\n"
    "Subject: Approval of Medical Equipment Loan\n"
    "\n"
    "To: Fern Skin Clinic Co., Ltd.\n"
    "Attn: Dr. Natthida Sriwong and Ms. Kamonwan Tangcharoenkul, Directors\n"
    "215/9-10 Phosri Road, Mak Khaeng, Mueang Udon Thani 41000\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: purchase of a picosecond laser machine\n"
    "Loan amount: 1,500,000 THB\n"
    "Interest rate: 5.90% per year, fixed for the first 24 months, then MLR - 1.25%\n"
    "Term: 48 months\n"
    "Monthly instalment: 35,160 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Front-end fee: 7,500 THB (0.5%)\n"
    "Guarantors: Dr. Natthida Sriwong and Ms. Kamonwan Tangcharoenkul (personal guarantee)\n"
    "The loan is paid directly to the seller of the machine against its tax invoice.\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 21 Nov 2025 with the company\n"
    "certificate, the directors' ID cards and the seller's quotation. After this date the\n"
    "approval will be cancelled.\n"
    "\n"
    "Yours sincerely,\n"
    "Sirirat Phonkham\n"
    "SME Relationship Manager",
]
HEALTH_LETTER = [
    "สำนักงานสาธารณสุขจังหวัดอุดรธานี",
    "ที่ อด 0033.004/5521",
    "17 ตุลาคม 2568",
    "เรื่อง การต่ออายุใบอนุญาตให้ดำเนินการสถานพยาบาล และการโฆษณาสถานพยาบาล",
    "เรียน ผู้ดำเนินการสถานพยาบาล เฟิร์นสกิน คลินิกเวชกรรม (พญ.ณัฐธิดา ศรีวงศ์)",
    "ตามที่สถานพยาบาลของท่านได้รับใบอนุญาตให้ดำเนินการสถานพยาบาล เลขที่ 41101001265 ซึ่งจะสิ้นอายุในวันที่ "
    "31 ธันวาคม 2568 ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตพร้อมเอกสารภายในวันที่ 28 พฤศจิกายน 2568 "
    "ชำระค่าธรรมเนียม 1,000 บาท ที่กลุ่มงานคุ้มครองผู้บริโภคฯ",
    "นอกจากนี้ สำนักงานฯ ตรวจพบโฆษณาทางเพจเฟซบุ๊กของสถานพยาบาล ที่แสดงภาพก่อนและหลังการรักษา "
    "และข้อความลดราคาโบท็อกซ์โดยไม่ได้รับอนุญาตโฆษณา ขอให้ลบโพสต์ดังกล่าวภายใน 15 วันนับแต่ได้รับหนังสือ "
    "และยื่นขออนุญาตโฆษณาก่อนเผยแพร่ทุกครั้ง",
    "เจ้าหน้าที่จะเข้าตรวจสถานพยาบาลในวันที่ 9 ธันวาคม 2568 เวลา 13.30 น. "
    "ขอให้เตรียมทะเบียนผู้ป่วย บันทึกการใช้ยาโบทูลินัมท็อกซิน และใบประกอบวิชาชีพของพนักงานทุกคน",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายแพทย์สาธารณสุขจังหวัดอุดรธานี",
]
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมืองอุดรธานี วันที่ 15 ธันวาคม 2566",
    "ผู้ให้เช่า นายสมศักดิ์ วงศ์ไพศาล (เฮียศักดิ์) เจ้าของอาคาร เลขที่ 215/9-10 ถ.โพศรี ต.หมากแข้ง",
    "ผู้เช่า บริษัท เฟิร์นสกิน คลินิก จำกัด โดย พญ.ณัฐธิดา ศรีวงศ์ กรรมการผู้มีอำนาจ",
    "ข้อ 1 ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น 2 คูหา เพื่อใช้เป็นคลินิกเวชกรรม "
    "มีกำหนด 3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569",
    "ข้อ 2 ค่าเช่าชำระล่วงหน้าทุกวันที่ 5 ของเดือน ตามตารางนี้",
]
LEASE_TABLE = [
    ("ช่วงเวลา", "ค่าเช่าต่อเดือน (บาท)"),
    ("1 ม.ค. 2567 – 31 ธ.ค. 2567", "45,000"),
    ("1 ม.ค. 2568 – 31 ธ.ค. 2568", "45,000"),
    ("1 ม.ค. 2569 – 31 ธ.ค. 2569", "48,000"),
]
LEASE_BOTTOM = [
    "ข้อ 3 ผู้เช่าวางเงินประกันการเช่า 135,000 บาท (เท่ากับค่าเช่า 3 เดือน) และค่าเช่าล่วงหน้า 1 เดือน 45,000 บาท "
    "ในวันทำสัญญา เงินประกันคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 4 ชำระค่าเช่าล่าช้า ปรับวันละ 500 บาท ค้างชำระเกิน 2 เดือน ผู้ให้เช่าบอกเลิกสัญญาได้",
    "ข้อ 5 ผู้เช่าตกแต่งภายในได้ แต่ห้ามรื้อผนังรับน้ำหนัก ค่าไฟและค่าน้ำผู้เช่าจ่ายเอง",
    "ข้อ 6 หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วันก่อนสัญญาสิ้นสุด",
    "ลงชื่อ สมศักดิ์ วงศ์ไพศาล ผู้ให้เช่า    ลงชื่อ ณัฐธิดา ศรีวงศ์ ผู้เช่า",
]

# ---------------------------------------------------------------- electricity bills


def _pea_bill(period: str, month: str, reading: str, units: str, energy: str, ft: str, vat: str, due_amount: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani\n"
        f"ELECTRICITY BILL / NOTICE OF PAYMENT - {month}\n"
        "Account name: Fern Skin Clinic Co., Ltd.\n"
        "Address: 215/9-10 Phosri Road, Mak Khaeng, Mueang Udon Thani 41000\n"
        "Customer no. 020011736540   Rate 2.2.1 small business\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft (0.3672/kWh) {ft}  Service 312.24  VAT 7% {vat}\n"
        f"AMOUNT DUE: {due_amount} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app. Late payment may lead to disconnection.",
    ]


PEA_SEP = _pea_bill("20 Aug 2025 - 19 Sep 2025", "September 2025", "118,204 -> 121,122", "2,918", "12,506.32",
                    "1,071.49", "972.30", "14,862.35", "3 Oct 2025")
PEA_OCT = _pea_bill("20 Sep 2025 - 19 Oct 2025", "October 2025", "121,122 -> 123,716", "2,594", "11,080.01",
                    "952.52", "864.13", "13,208.90", "3 Nov 2025")

# ---------------------------------------------------------------- books
BOTOX_2568 = [312400, 288600, 335200, 298700, 276500, 301800, 318900, 327400, 309600, 352800]
LASER_2568 = [148200, 139500, 162800, 171300, 158900, 144600, 151200, 163700, 157400, 169800]
FACIAL_2568 = [96500, 91200, 102300, 88400, 84700, 93600, 97800, 101200, 95300, 104600]
SKINCARE_2568 = [42800, 39600, 45100, 41300, 38900, 43700, 44800, 46200, 43900, 48700]
DRUGS_2568 = [98600, 91400, 106200, 95800, 88300, 96700, 101900, 104800, 99200, 112500]
STAFF_2568 = [74800, 74800, 76200, 76900, 75400, 77300, 78600, 79100, 78400, 81270]
RENT_2568 = [45000] * 10
POWER_2568 = [10850.40, 10212.75, 12980.60, 15240.85, 15905.30, 14388.15, 13602.90, 14215.45, 14862.35, 13208.90]
ADS_2568 = [28500, 26000, 31500, 27000, 25500, 34800, 29000, 30500, 32000, 38500]
BOTOX_2567 = [268300, 251700, 289400, 262800, 241500, 265900, 279300, 286100, 271800, 298400, 312600, 356200]
LASER_2567 = [121400, 114800, 133600, 140200, 129700, 118300, 124900, 136800, 128500, 139700, 147300, 168900]
FACIAL_2567 = [82100, 78400, 88600, 76900, 73200, 80800, 84300, 87500, 82600, 90100, 94800, 108300]
SKINCARE_2567 = [35200, 32900, 37800, 34600, 32100, 36300, 37400, 38900, 36800, 40200, 42700, 49800]
DRUGS_2567 = [84200, 78900, 90600, 82300, 76100, 83800, 87600, 89900, 85400, 93700, 98200, 112600]
STAFF_2567 = [68500, 68500, 69800, 69800, 70400, 70400, 71200, 71200, 71900, 71900, 73600, 76800]
RENT_2567 = [45000] * 12
POWER_2567 = [9860.20, 9415.55, 11874.30, 14130.65, 14820.10, 13305.80, 12518.45, 13092.70, 13640.25, 12156.90,
              10980.35, 10412.60]
ADS_2567 = [22000, 20500, 24000, 21500, 20000, 24600, 23000, 24500, 23500, 26000, 29500, 35000]


def _clinic_book(path: Path, year: str, income: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับเฟิร์นสกิน คลินิก ปี {year} (Fern Skin Clinic income {year}, THB)"])
    sheet.append(["เดือน (Month)", "โบท็อกซ์/ฟิลเลอร์ (Botox & filler)", "เลเซอร์ (Laser)",
                  "ทรีตเมนต์หน้า (Facials)", "สกินแคร์ (Skincare products)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(sum(c) for c in income)])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายคลินิก ปี {year} (Clinic expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ยาและเวชภัณฑ์ (Drugs & supplies)", "เงินเดือน+คอมมิชชั่น (Staff)",
                  "ค่าเช่าอาคาร (Rent)", "ค่าไฟคลินิก (Electricity)", "ค่าโฆษณา Facebook/TikTok (Ads)",
                  "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(c) for c in costs), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


STOCK = [
    ("โบทูลินัมท็อกซิน 100U เกาหลี (Botox Korea)", "ขวด", 6, 4, "ไทยเดอร์มา"),
    ("โบทูลินัมท็อกซิน 100U ยุโรป (Botox Europe)", "ขวด", 2, 2, "ไทยเดอร์มา"),
    ("ฟิลเลอร์ HA 1 มล. ชั้นลึก (Filler deep)", "หลอด", 4, 3, "ไทยเดอร์มา"),
    ("ฟิลเลอร์ HA 1 มล. ริ้วรอยตื้น (Filler fine)", "หลอด", 1, 3, "ไทยเดอร์มา"),
    ("สกินบูสเตอร์ 2 มล. (Skin booster)", "หลอด", 5, 4, "ไทยเดอร์มา"),
    ("ครีมยาชา 30 กรัม (Numbing cream)", "หลอด", 7, 5, "ไทยเดอร์มา"),
    ("เซรั่ม Aqua Peel (Aqua Peel solution) 500 มล.", "ขวด", 3, 4, "ร้านบิวตี้ซัพ ขอนแก่น"),
    ("มาส์กเย็นไฮโดรเจล (Hydrogel mask)", "แผ่น", 38, 60, "ร้านบิวตี้ซัพ ขอนแก่น"),
    ("กันแดด Fern Skin SPF50 30 มล. (ขาย)", "หลอด", 46, 30, "โรงงาน OEM"),
]


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อก 31 ต.ค. 68"
    sheet.append(["นับสต็อกยาและเวชภัณฑ์ ณ 31 ต.ค. 2568 (นับโดย แพร + มิ้นท์)"])
    sheet.append(["รายการ (Item)", "หน่วย (Unit)", "คงเหลือ (On hand)", "จุดสั่งซื้อ (Reorder at)",
                  "ผู้ขาย (Supplier)", "ต้องสั่ง? (Order?)"])
    for item, unit, left, reorder, supplier in STOCK:
        sheet.append([item, unit, left, reorder, supplier, "สั่ง" if left <= reorder else ""])
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 3120.55, ""), ("ค่าน้ำประปา (Water)", 385, ""),
                  ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 1497, ""), ("ค่ากับข้าว (Food)", 14200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 5600, "Fortuner"), ("ค่าเรียนพิเศษภูมิ (Tutoring)", 7400, ""),
                  ("ค่ายาแม่ (Mum's medicine)", 1850, "ความดัน เบาหวาน"), ("ค่าแม่บ้าน (Housekeeper)", 9000, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 3348.10, ""), ("ค่าน้ำประปา (Water)", 402, ""),
                  ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 1497, ""), ("ค่ากับข้าว (Food)", 13850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 6150, "Fortuner"), ("ค่าเรียนพิเศษภูมิ (Tutoring)", 7400, ""),
                  ("ค่ายาแม่ (Mum's medicine)", 1850, ""), ("ค่าแม่บ้าน (Housekeeper)", 9000, ""),
                  ("ค่าตรวจตาแม่ก่อนผ่าตัด (Mum's eye tests)", 2400, "รพ.หนองประจักษ์")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2986.40, ""), ("ค่าน้ำประปา (Water)", 371, ""),
                  ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 1497, ""), ("ค่ากับข้าว (Food)", 14650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 5980, "Fortuner"), ("ค่าเรียนพิเศษภูมิ (Tutoring)", 7400, ""),
                  ("ค่ายาแม่ (Mum's medicine)", 1850, ""), ("ค่าแม่บ้าน (Housekeeper)", 9000, ""),
                  ("ค่าผ่าตัดต้อกระจกแม่ ส่วนที่จ่ายเอง (Mum's cataract, our part)", 16450, "รพ.หนองประจักษ์"),
                  ("ชุดลูกเสือ+รองเท้าภูมิ (Scout uniform)", 1290, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านศรีวงศ์ {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
FEES_TOP = ["โรงเรียนอุดรสาธิตวิทยา อ.เมืองอุดรธานี จ.อุดรธานี",
            "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
            "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ศรีวงศ์  ชั้น ม.1/3 (English Program)  เลขประจำตัว 12604"]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "38,500"),
    ("ค่าโครงการ English Program (ครูต่างชาติ)", "5,800"),
    ("ค่าทัศนศึกษา เชียงใหม่ 3 วัน", "2,250"),
    ("ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "1,500"),
    ("ค่าประกันอุบัติเหตุ", "700"),
    ("รวม", "48,750"),
]
FEES_BOTTOM = ["รวมทั้งสิ้น 48,750 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
               "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารพาณิชย์อีสาน 412-1-55702-8 แล้วส่งสลิปทาง LINE",
               "ชำระหลังกำหนด ปรับวันละ 50 บาท"]
HOSPITAL_BILL = [
    "NONGPRAJAK HOSPITAL\n"
    "123 Nittayo Road, Mak Khaeng, Mueang Udon Thani 41000  Tel. 042-249-300\n"
    "INPATIENT BILL / RECEIPT No. NPH-IP-2510-06183\n"
    "\n"
    "Patient: Mrs. Boonruean Saengthong   Age 71   HN 0482217\n"
    "Admitted: 27 Oct 2025   Discharged: 29 Oct 2025\n"
    "Procedure: cataract surgery (phacoemulsification), right eye, with premium intraocular lens\n"
    "Surgeon: Dr. Wichai Thepsombat, ophthalmologist\n"
    "\n"
    "Room and nursing, 2 nights ..................... 4,800.00\n"
    "Surgery, operating room and doctor fee ......... 28,500.00\n"
    "Intraocular lens (premium, multifocal) ......... 24,000.00\n"
    "Medicines and eye drops ......................... 5,950.00\n"
    "Laboratory, anaesthesia and supplies ............ 5,200.00\n"
    "TOTAL CHARGES ................................... 68,450.00\n"
    "\n"
    "Less: Comptroller General's Department direct billing\n"
    "      (civil servant pensioner scheme) .......... 52,000.00\n"
    "AMOUNT PAID BY PATIENT .......................... 16,450.00 THB\n"
    "Paid 29 Oct 2025 by credit card (Mrs. Natthida Sriwong, daughter)\n"
    "\n"
    "Follow-up appointment: 12 Nov 2025, 09:00, Eye Clinic, 3rd floor.\n"
    "Left eye surgery may be planned after 3 months.",
]
CAR_INSURANCE = [
    "CHAIYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, Prajak Road, Mueang Udon Thani\n"
    "10 November 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Thanapol Sriwong\n"
    "Vehicle: Toyota Fortuner 2.4 (2021), plate 4521 Udon Thani\n"
    "Policy no. CHY-MT-68-0091734\n"
    "Cover: Class 1, sum insured 980,000 THB, own-damage excess 0\n"
    "\n"
    "Renewal premium: 21,480.00 THB (last year 19,960.00 THB; one claim in March 2025)\n"
    "Cover period: 15 Dec 2025 - 15 Dec 2026\n"
    "Please pay by 12 Dec 2025 to keep the cover without a gap.\n"
    "Pay 3 instalments of 7,160.00 THB by credit card, 0% interest, if you prefer.\n"
    "\n"
    "Agent: Khun Jiraporn (Jiew), 081-547-6620",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(c) for c in (BOTOX_2568, LASER_2568, FACIAL_2568, SKINCARE_2568))
    return [
        ("แผนเฟิร์นสกิน คลินิก ปี 2569", "Fern Skin Clinic - plan for 2026\nหมอเฟิร์น + กิ๊ฟ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nโบท็อกซ์/ฟิลเลอร์ยังเป็นรายได้หลัก\n"
                         "ลูกค้าองค์กรรายแรก: อุดรมอเตอร์ (พ.ย.)\nปัญหา: สสจ. เตือนเรื่องโฆษณา, ค่ายาขึ้น"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 8,400,000 บาท\nลูกค้าใหม่เดือนละ 120 คน\nลูกค้าองค์กร 3 บริษัท"),
        ("เครื่องเลเซอร์พิโค่", "งบประมาณไม่เกิน 2,000,000 บาท\nเงินกู้ธนาคาร 1,500,000 บาท ผ่อน 48 เดือน\n"
                                "เปรียบเทียบ เมดิบิวตี้ กับ Siam Aesthetic ให้จบภายใน พ.ย."),
        ("ทีมงาน", "เพิ่มหมอแนนจากเสาร์อย่างเดียวเป็นเสาร์-อาทิตย์\nรับพนักงานความงามเพิ่ม 1 คน"),
        ("การตลาด", "LINE OA สะสมแต้ม\nรีวิวลูกค้าจริง ไม่ใช้รูปก่อน-หลัง (ตามหนังสือ สสจ.)\nยื่นขออนุญาตโฆษณาทุกแคมเปญ"),
    ]


# ---------------------------------------------------------------- notes and chats
STAFF_PAY = """# เงินเดือนพนักงาน ตุลาคม 2568 (จ่าย 31/10/68)

| ชื่อ | ตำแหน่ง | เงินเดือน / ค่ามือ | คอมมิชชั่น | รวมจ่าย |
|---|---|---|---|---|
| น้องแพร (แพรวา บุญมี) | พยาบาลวิชาชีพ | 22,000 บาท | 4,850 บาท | 26,850 บาท |
| น้องมิ้นท์ (ศศิธร พลราช) | พนักงานความงาม | 15,000 บาท | 6,320 บาท | 21,320 บาท |
| น้องเบียร์ (จิราพัชร ทองดี) | ต้อนรับ/แคชเชียร์ | 13,500 บาท | 1,200 บาท | 14,700 บาท |
| หมอแนน (พญ.ศิริกานต์ มูลสาร) | แพทย์พาร์ทไทม์ วันเสาร์ | ค่ามือ 18,400 บาท | - | 18,400 บาท |

รวมจ่ายทั้งหมด ต.ค. 81,270 บาท
- คอมมิชชั่นมิ้นท์สูงเพราะขายคอร์ส Aqua Peel 10 ครั้งได้ 7 คอร์ส
- หมอแนนมา 4 เสาร์ (4, 11, 18, 25 ต.ค.)
- ประกันสังคมหักจากเงินเดือนแล้ว ส่วนบริษัทจ่ายแยก
"""
PRICE_MENU = """# Fern Skin Clinic ราคาโปรแกรม ปี 2568 (ราคาปกติ)

## โบท็อกซ์ / ฟิลเลอร์
- โบท็อกซ์ลดกราม 50 ยูนิต (เกาหลี) 5,900 บาท
- โบท็อกซ์หน้าผาก / หางตา 4,500 บาท
- โบท็อกซ์ยุโรป คิดเพิ่มยูนิตละ 60 บาท
- ฟิลเลอร์ 1 cc ใต้ตา / คาง 12,900 บาท

## เลเซอร์
- Q-switch หน้าใส 2,500 บาท/ครั้ง  คอร์ส 5 ครั้ง 9,900 บาท
- เลเซอร์กำจัดขน รักแร้ 1,200 บาท/ครั้ง

## ทรีตเมนต์
- Aqua Peel + มาส์กเย็น 1,490 บาท  คอร์ส 10 ครั้ง 12,900 บาท
- ทรีตเมนต์สิว กดสิว + แสงบลูไลท์ 990 บาท

ทุกราคารวม VAT แล้ว  ปรึกษาหมอฟรี
"""
AFTERCARE = """# การดูแลผิวหลังทำเลเซอร์ (แจกลูกค้า)
1. 24 ชั่วโมงแรก ห้ามล้างหน้าด้วยน้ำอุ่น ใช้น้ำเย็นและคลีนเซอร์อ่อนโยน
2. ทาครีมกันแดด SPF50 ทุก 3-4 ชั่วโมง แม้อยู่ในอาคาร
3. งดสครับ กรด AHA/BHA เรตินอล 7 วัน
4. ถ้ามีสะเก็ดเล็กๆ อย่าแกะ จะหลุดเองใน 5-7 วัน
5. งดซาวน่า ว่ายน้ำ ออกกำลังกายหนัก 3 วัน
6. ถ้าแดง บวม ปวด มากกว่า 3 วัน โทรหาคลินิก 042-241-905 หรือ LINE @fernskinudon
"""
TUTORING = """# ค่าเรียนพิเศษภูมิ เทอม 2/2568
- คณิต ครูเอ็ม (ตัวต่อตัว) อังคาร+พฤหัส 18.00-19.30 เดือนละ 4,200 บาท
- อังกฤษ ครูเจน (กลุ่ม 4 คน) เสาร์ 9.00-12.00 เดือนละ 3,200 บาท
- รวมเดือนละ 7,400 บาท โอนทุกวันที่ 1
- ครูเอ็มบอกภูมิอ่อนเรื่องเศษส่วน ให้ทำแบบฝึกหัดเพิ่มวันละ 10 ข้อ
- สอบกลางภาค 15-17 ธ.ค. 68
"""
CHAT_GIFT = """[LINE] ประวัติการแชทกับ กิ๊ฟ 🌷
บันทึกเมื่อ: 13/11/2568 08:10

ส., 01/11/2568
21:04	กิ๊ฟ 🌷	เฟิร์น โปร 11.11 โบกราม 50 ยูนิต ลงโพสต์ 3,999 ดีมั้ย คนแห่มาแน่
21:11	หมอเฟิร์น	ไม่ไหวแก ยาเกาหลีขวดละ 8,250 ยังไม่รวม vat ครึ่งขวดก็ 4,125 แล้ว ยังไม่รวมค่าเข็ม ค่ายาชา
21:13	กิ๊ฟ 🌷	งั้น 4,500 ?
21:20	หมอเฟิร์น	4,900 ได้มั้ย ปกติเราขาย 5,900 นะ
21:26	กิ๊ฟ 🌷	คลินิกหน้าเซ็นทรัลลง 4,290 แล้วอะ 4,900 ไม่มีใครมาแน่
21:40	หมอเฟิร์น	โอเค 4,299 แต่จำกัด 30 สิทธิ์นะ ขายแค่ 11-13 พ.ย. ใช้ได้ถึง 31 ธ.ค.
21:41	กิ๊ฟ 🌷	ดีล 4,299 จำกัด 30 สิทธิ์ เดี๋ยวทำรูปพรุ่งนี้ 💉
21:45	หมอเฟิร์น	ห้ามใส่รูปก่อน-หลังนะ สสจ. เพิ่งส่งหนังสือมาเตือน
21:46	กิ๊ฟ 🌷	รับทราบค่ะคุณหมอ 😂

จ., 03/11/2568
10:15	กิ๊ฟ 🌷	เฮียศักดิ์ทักมาถามค่าเช่า พ.ย. ยังไม่ได้โอน เดี๋ยวกิ๊ฟโอน 45,000 ให้เลยนะ
10:16	หมอเฟิร์น	โอเค แล้วบอกเฮียด้วยว่าปีหน้าเราจะต่อสัญญา

พ., 12/11/2568
22:30	กิ๊ฟ 🌷	โปรโบกรามหมดแล้ว 30 สิทธิ์ ได้ 128,970 🎉
22:34	หมอเฟิร์น	เก่งมาก สั่งยาไทยเดอร์มาเพิ่มอีก 8 ขวดเลย เดี๋ยวโทรบอกคุณโอ๊ค
"""
CHAT_POO = """[LINE] ประวัติการแชทกับ คุณปู HR อุดรมอเตอร์
บันทึกเมื่อ: 21/10/2568 17:55

ศ., 10/10/2568
15:02	กิ๊ฟ Fern Skin	คุณปูคะ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะคะ Aqua Peel 50 ท่าน โบกราม 25 ท่าน รวม 207,000 บาทค่ะ
15:40	คุณปู HR อุดรมอเตอร์	ได้รับแล้วค่ะ ขอเสนอ MD ก่อนนะคะ

พ., 15/10/2568
09:20	คุณปู HR อุดรมอเตอร์	MD อนุมัติแล้วค่ะ แต่ฝ่ายขายขอเข้าร่วมด้วย Aqua Peel เพิ่มเป็น 56 ท่านค่ะ โบเท่าเดิม 25
09:45	กิ๊ฟ Fern Skin	ได้ค่ะ Aqua Peel 56 ท่าน x 1,390 = 77,840 รวมโบ 137,500 เป็น 215,340 บาทค่ะ
10:02	คุณปู HR อุดรมอเตอร์	คนเยอะขึ้นขนาดนี้ ปัดเป็น 205,000 ได้มั้ยคะ
10:30	กิ๊ฟ Fern Skin	ขอเป็น 212,000 นะคะ ยามันขึ้นจริงๆ ค่ะ
10:41	คุณปู HR อุดรมอเตอร์	210,000 ถ้วนค่ะ แล้วปูโอนมัดจำให้พรุ่งนี้เลย
10:50	กิ๊ฟ Fern Skin	ตกลงค่ะ 210,000 บาท มัดจำ 30% = 63,000 บาท ส่วนที่เหลือ 147,000 บาท จ่ายหลังวันที่ 29 พ.ย. นะคะ

พฤ., 16/10/2568
11:12	คุณปู HR อุดรมอเตอร์	โอนมัดจำ 63,000 แล้วนะคะ ส่งสลิปให้แล้ว
11:15	กิ๊ฟ Fern Skin	ได้รับแล้วค่ะ ขอบคุณมากค่ะ เดี๋ยวส่งรายชื่อเวลานัดให้ค่ะ
"""
CHAT_HOME = """[LINE] ประวัติการแชทกลุ่ม บ้านศรีวงศ์ 🏠
บันทึกเมื่อ: 10/11/2568 21:00

ส., 25/10/2568
19:05	เฟิร์น	พรุ่งนี้แม่เข้า รพ.หนองประจักษ์นะ ผ่าตาวันจันทร์ 27
19:10	ต้น	โอเค เดี๋ยวผมขับไปส่งเอง รพ.บอกส่วนเกินที่เราจ่ายเองน่าจะประมาณ 15,000
19:12	แม่	แม่ขอเลนส์ธรรมดาก็ได้ลูก ไม่ต้องแพง
19:14	เฟิร์น	ไม่เป็นไรแม่ เอาเลนส์ดีไปเลย จะได้อ่านหนังสือได้

พ., 29/10/2568
14:30	เฟิร์น	แม่ออกจาก รพ.แล้ว ตาขวาเห็นชัดเลย นัดตรวจอีกที 12 พ.ย.
14:32	ต้น	👍

อ., 04/11/2568
20:11	ภูมิ	แม่ ค่าเทอม 2 ครูให้จ่ายก่อน 14 พ.ย. นะครับ มีค่าไปเชียงใหม่ด้วย
20:15	เฟิร์น	เทอม 1 จ่ายไป 46,900 เทอมนี้แพงขึ้นเพราะทัศนศึกษา เดี๋ยวแม่โอนให้
20:20	ต้น	ประกันรถ Fortuner จดหมายมาแล้วนะ ต้องจ่ายก่อน 12 ธ.ค. ขึ้นมาเพราะเคลมเดือนมีนา
20:22	เฟิร์น	ผ่อน 3 เดือนบัตรเครดิตไปเลยพี่
"""
TEXTS = {
    "FernSkin Clinic/บัญชี/เงินเดือนพนักงาน_ต.ค.68.md": STAFF_PAY,
    "FernSkin Clinic/ลูกค้า/FernSkin_ราคาโปรแกรม_2568.md": PRICE_MENU,
    "FernSkin Clinic/ลูกค้า/ดูแลผิวหลังเลเซอร์_ลูกค้า.md": AFTERCARE,
    "FernSkin Clinic/LINE/LINE_กิ๊ฟ_โปร 11.11.txt": CHAT_GIFT,
    "FernSkin Clinic/LINE/LINE_คุณปู_อุดรมอเตอร์.txt": CHAT_POO,
    "FernSkin Clinic/Suppliers/เครื่องพิโค่/email_SiamAesthetic_followup 5 Nov 2025.txt": PICO_EMAIL,
    "บ้าน/ภูมิ/ค่าเรียนพิเศษภูมิ.md": TUTORING,
    "บ้าน/LINE_บ้านศรีวงศ์.txt": CHAT_HOME,
}
TODO = {"todo.md": """- ยื่นต่อใบอนุญาตคลินิกที่ สสจ. ก่อน 28 พ.ย.
- ลบโพสต์รูปก่อน-หลังในเพจ
- เลือกเครื่องพิโค่ (เมดิบิวตี้ หรือ Siam Aesthetic) แล้วไปเซ็นสัญญาเงินกู้ก่อน 21 พ.ย.
- โอนค่าเทอมภูมิก่อน 14 พ.ย.
- พาแม่ไปตรวจตา 12 พ.ย.
- ต่อประกันรถ Fortuner
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    clinic = docs / "FernSkin Clinic"
    quotes, derma, pico = clinic / "ใบเสนอราคา", clinic / "Suppliers" / "ThaiDerma", clinic / "Suppliers" / "เครื่องพิโค่"
    papers, books, power = clinic / "เอกสารบริษัท", clinic / "บัญชี", clinic / "บิลค่าไฟ"
    home = docs / "บ้าน"
    for folder in (quotes, derma, pico, papers, books, power, home / "ภูมิ", home / "แม่", home / "รถ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อุดรมอเตอร์_ร่าง v1.docx", UDON_DRAFT, UDON_DRAFT_TABLE, bottom=UDON_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อุดรมอเตอร์_final v2.docx", UDON_FINAL, UDON_FINAL_TABLE, bottom=UDON_FINAL_BOTTOM)
    make_pdf(derma / "ThaiDerma_PriceList_2025.pdf", DERMA_PRICES_2025)
    write_docx(derma / "ราคายา_ไทยเดอร์มา_2567.docx", DERMA_PRICES_2567, DERMA_PRICES_2567_TABLE,
               bottom=DERMA_PRICES_2567_BOTTOM)
    make_pdf(derma / "ThaiDerma_Invoice TDP-2510-0877.pdf", DERMA_INVOICE)
    write_docx(derma / "ใบเสร็จ_ไทยเดอร์มา_22-10-68.docx", DERMA_RECEIPT, DERMA_RECEIPT_TABLE,
               bottom=DERMA_RECEIPT_BOTTOM)
    write_docx(pico / "ใบเสนอราคาพิโค่_เมดิบิวตี้.docx", PICO_MEDI, PICO_MEDI_TABLE, bottom=PICO_MEDI_BOTTOM)
    make_pdf(pico / "SiamAesthetic_Pico_Quotation_Oct2025.pdf", PICO_SIAM)
    make_pdf(papers / "NECBank_equipment_loan_approval.pdf", BANK_LETTER)
    write_docx(papers / "หนังสือ สสจ.อุดรธานี_ต่อใบอนุญาต.docx", HEALTH_LETTER)
    write_docx(papers / "สัญญาเช่าอาคาร_โพศรี_2567-2569.docx", LEASE_TOP, LEASE_TABLE, bottom=LEASE_BOTTOM)
    _clinic_book(books / "รายรับรายจ่ายคลินิก_2568.xlsx", "2568",
                 [BOTOX_2568, LASER_2568, FACIAL_2568, SKINCARE_2568],
                 [DRUGS_2568, STAFF_2568, RENT_2568, POWER_2568, ADS_2568])
    _clinic_book(books / "รายรับรายจ่ายคลินิก_2567.xlsx", "2567",
                 [BOTOX_2567, LASER_2567, FACIAL_2567, SKINCARE_2567],
                 [DRUGS_2567, STAFF_2567, RENT_2567, POWER_2567, ADS_2567])
    _stock_book(books / "สต็อกยา_31 ต.ค. 68.xlsx")
    make_pdf(power / "PEA_clinic_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(power / "PEA_clinic_bill_Oct2025.pdf", PEA_OCT)
    write_slides(clinic / "แผนปี 2569 Fern Skin.pptx", _plan_slides())
    write_docx(home / "ภูมิ" / "ค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    make_pdf(home / "แม่" / "NongprajakHospital_bill_Mae_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "รถ" / "ChaiyaInsurance_Fortuner_renewal_2025.pdf", CAR_INSURANCE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
