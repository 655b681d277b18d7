"""The pianotuner folder: the papers of a Thai piano tuner and technician who also sells used pianos, written by code.

The owner is ณัฐวุฒิ แก้วมณี (ช่างหนุ่ม, Noom, Nattawut Kaewmanee) of "หนุ่มเปียโน Noom Piano Service & Used Pianos",
145/3 ถ.สุรนารายณ์ ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา 30000. He tunes and regulates pianos in homes, music
schools and hotels, moves pianos with a Toyota Commuter van (on hire purchase) and a helper (ตั้ม), and buys used
Japanese uprights, restores them and sells them. His wife จันทร์จิรา (จิ๊บ) keeps the books, their daughter
ด.ญ.ณัฐชยา (น้องใบเตย) is in ม.1, his mother ประไพ (แม่) had a cataract operation in October. It is November 2568.

Documents/หนุ่มเปียโน งานร้าน/ (the business)
- ใบเสนอราคา Quotes/ใบเสนอราคา_เมโลดี้มิวสิค_ร่าง.docx: draft quote QT-NP-68-14 (15 ต.ค. 2568) to โรงเรียนดนตรี
  เมโลดี้ (ครูแอน): 8 uprights x 2 tunings = 16 at 1,300 (20,800) + grand regulation 6,500, total 27,300 (not sent).
- ใบเสนอราคา Quotes/ใบเสนอราคา_เมโลดี้มิวสิค_final v2.docx: the final (24 ต.ค. 2568) to นางอัญชลี ศรีสวัสดิ์:
  9 uprights x 2 = 18 at 1,250 (22,500) + grand regulation 6,500 + grand tuning 2 x 1,800 (3,600), total 32,600,
  deposit 30% 9,780, balance 22,820, first visit 1 ธ.ค. 2568.
- ใบเสนอราคา Quotes/email_Lakeside Intl School_tuning request_28Oct2025.txt: English email from Sarah Whitfield of
  Korat Lakeside International School: 6 uprights + 1 Yamaha C3 grand in the break 15-19 Dec 2025, budget up to
  18,000 THB, the previous tuner charged 2,400 per piano, quote wanted by 14 Nov 2025.
- อะไหล่ Parts/Quotation_BKK Piano Supply_parts Nov2025.pdf: English quote BPS-Q-2511-087 (4 Nov 2025): Renner
  hammer set 14,800, Roslau wire 6 x 720 = 4,320, BL-71 bass strings 9,500, 100 tuning pins 1,800, felt kit 2,350;
  subtotal 32,770.00 + VAT 2,293.90 = 35,063.90.
- อะไหล่ Parts/ใบเสนอราคา_ร้านสยามเปียโนพาร์ท_อะไหล่.docx: the Thai shop's quote for the same items: 15,200,
  4,140, 8,900, 2,000, 2,100 = 32,340 + delivery 450 = 32,790 (no VAT), deposit 50% 16,395.
- เปียโนมือสอง Used/Invoice_JPiano Trading_INV-25-0917.pdf: English invoice (27 Oct 2025) for three used pianos
  (Yamaha U3H 48,000, Kawai KS-2F 42,000, Yamaha U1H 38,000): 128,000.00 + VAT 8,960.00 = 136,960.00, less
  deposit 30,000.00, balance 106,960.00 due 10 Nov 2025.
- เปียโนมือสอง Used/ใบเสร็จ_เจเปียโน_RC681107-02.docx: the Thai receipt for that balance, 106,960.00, 7 พ.ย. 2568.
- เปียโนมือสอง Used/สต็อกเปียโนมือสอง_Oct2025.xlsx: two sheets: pianos in stock (cost, restoration, asking price:
  U3H asking 89,000 reserved for พี่นก) and pianos sold in 2568 (Aug: U2H 78,000 + KU-1 56,000).
- เปียโนมือสอง Used/สัญญาซื้อขายเปียโน_Yamaha U3H_พ.ย.68.docx: sale of the U3H to นางกนกพร วงศ์ไพศาล for
  82,000, deposit 10,000, balance 72,000 on delivery 22 พ.ย. 2568, one-year warranty, two free tunings.
- เปียโนมือสอง Used/restoration log Kawai BL71.md: bought 35,000 + moving 2,500, parts 7,040, 44 hours, cost so far
  44,540, asking 75,000, bass strings still to order.
- สัญญา/สัญญาดูแลเปียโน_โรงแรมโคราชแกรนด์_2569.docx: care contract with บริษัท โคราชแกรนด์ โฮเทล จำกัด,
  1 ธ.ค. 2568 - 30 พ.ย. 2569, 4,000 a month (48,000 a year), 2 visits a month, extra tuning before an event 3,000,
  48 hours notice, payment within 30 days, no-show penalty 1,000.
- ราคา/NoomPiano_Service_Rates_2025.pdf: English rate card 2025: upright tuning 1,500, pitch raise 2,200, grand
  2,000, upright regulation 4,500, grand regulation 6,500, moving in town 1,500.
- ราคา/ราคาค่าบริการ หนุ่มเปียโน 2567.docx: last year's Thai rate card: upright 1,200, pitch raise 1,800, grand
  1,600, upright regulation 3,800, grand 5,500, moving 1,200.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book (Jan-Oct), three sheets: income (tuning, repairs, piano sales, moving;
  Aug piano sales 134,000), expenses (parts, fuel, helpers, piano purchases, ads) and tunings per month.
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, Jan-Dec (258 tunings in the year: 233 uprights, 25
  grands).
- บัญชี/ลูกค้าจูนประจำ (อัพเดท ต.ค.68).xlsx: regular clients, sheets for homes and institutions, with nicknames.
- แชท/LINE_ลูกค้า U3H บ้านจอหอ.txt: LINE with พี่นก: 89,000 asked, 78,000, 85,000, 80,000 offered, settled 82,000,
  deposit 10,000 on 9 Nov.
- แชท/LINE_ฝ่ายจัดเลี้ยง KoratGrand.txt: LINE export with คุณเกด of the hotel: 5,000 a month offered, 3,500 and
  3,800 asked, 4,500 offered, settled 4,000 a month and 3,000 an extra tuning (3,500 first asked).
- notes/ตารางงาน 10-15 พ.ย.68.md: the week's appointments; notes/notes_equal temperament A440.md: tuning notes.
- แผนงาน หนุ่มเปียโน ปี69.pptx: next year's plan (target 1,500,000); Piano care for parents_workshop.pptx: a talk.

Documents/บ้าน Home/ (the household)
- บิลค่าไฟ/PEA_ค่าไฟ_ส.ค.68.pdf (498 kWh, 2,741.35), PEA_ค่าไฟ_ก.ย.68.pdf (521 kWh, 2,879.62),
  PEA_ค่าไฟ_ต.ค.68.pdf (476 kWh, 2,618.07): English electricity bills, due 3 Sep, 3 Oct and 4 Nov 2025.
- PWA water bill Oct2025.pdf: English water bill, 22 cubic metres, 312.70 due 10 Nov 2025.
- ประกัน/ต่ออายุประกันอัคคีภัย ร้าน+บ้าน 2569.docx: fire insurance renewal, premium 6,420 (last year 5,870), pay by
  30 พฤศจิกายน 2568, flood cover +1,850.
- รถตู้/Commuter_hire purchase statement_Oct2025.pdf: van hire purchase, 14,250 a month, 22 of 48 paid,
  outstanding 370,500, next due 5 Nov 2025.
- ใบเตย/ค่าเทอม_ใบเตย_ม.1 เทอม2-68.docx: school fee notice 18,750 by 20 พฤศจิกายน 2568; ใบเตย/แข่งเปียโน ธ.ค.md.
- แม่/KoratVision_receipt_21Oct2025.pdf: English bill of the mother's left-eye cataract operation: 49,830.50,
  insurer 30,000.00, paid 19,830.50; แม่/นัดหมอตาแม่.md: her appointments.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group; สูตรผัดหมี่โคราช.md: a recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "หนุ่มเปียโน งานร้าน"
HOME = "บ้าน Home"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
NP_TOP = ("หนุ่มเปียโน Noom Piano Service & Used Pianos (ณัฐวุฒิ แก้วมณี) 145/3 ถ.สุรนารายณ์ ต.ในเมือง "
          "อ.เมืองนครราชสีมา จ.นครราชสีมา 30000 โทร 081-725-4419 LINE @noompiano")

# ---------------------------------------------------------------- music school quotes
MELODY_DRAFT = [
    NP_TOP,
    "ใบเสนอราคา (ร่าง) เลขที่ QT-NP-68-14",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน ครูแอน โรงเรียนดนตรีเมโลดี้ นครราชสีมา ถ.มิตรภาพ อ.เมืองนครราชสีมา",
    "เรื่อง บริการจูนและดูแลเปียโนรายปี ปีการศึกษา 2568/2569",
]
MELODY_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("จูนเปียโนอัพไรท์ 8 หลัง ปีละ 2 รอบ", "16 ครั้ง", "1,300", "20,800"),
    ("ปรับแต่งกลไก (regulation) แกรนด์เปียโน Yamaha C3", "1 หลัง", "6,500", "6,500"),
    ("รวมทั้งสิ้น", "", "", "27,300"),
]
MELODY_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 27,300 บาท (สองหมื่นเจ็ดพันสามร้อยบาทถ้วน)",
    "ร่าง - ยังไม่ได้ส่ง รอครูแอนยืนยันจำนวนเปียโน (ได้ยินว่าจะซื้อเพิ่มอีกหลัง)",
]
MELODY_FINAL = [
    NP_TOP,
    "ใบเสนอราคา เลขที่ QT-NP-68-14 (แก้ไขครั้งที่ 2)",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน นางอัญชลี ศรีสวัสดิ์ ผู้อำนวยการ โรงเรียนดนตรีเมโลดี้ นครราชสีมา",
    "เรื่อง บริการจูนและดูแลเปียโนรายปี ปีการศึกษา 2568/2569 (เปียโนอัพไรท์ 9 หลัง และแกรนด์ 1 หลัง)",
]
MELODY_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("จูนเปียโนอัพไรท์ 9 หลัง ปีละ 2 รอบ (ราคาเหมาสัญญาปี)", "18 ครั้ง", "1,250", "22,500"),
    ("ปรับแต่งกลไก (regulation) แกรนด์เปียโน Yamaha C3", "1 หลัง", "6,500", "6,500"),
    ("จูนแกรนด์เปียโน Yamaha C3 ปีละ 2 รอบ", "2 ครั้ง", "1,800", "3,600"),
    ("รวมทั้งสิ้น", "", "", "32,600"),
]
MELODY_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 32,600 บาท (สามหมื่นสองพันหกร้อยบาทถ้วน) ผู้ให้บริการไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "การชำระเงิน: มัดจำ 30% = 9,780 บาท เมื่อตอบรับ ส่วนที่เหลือ 22,820 บาท ชำระหลังจูนรอบที่สอง",
    "เข้าจูนรอบแรก 1 ธันวาคม 2568 รอบที่สองช่วงปิดเทอม เมษายน 2569",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ณัฐวุฒิ แก้วมณี ผู้เสนอราคา",
]
LAKESIDE_EMAIL = """From: Sarah Whitfield <s.whitfield@koratlakeside.ac.th>
To: noompiano.korat@gmail.com
Date: Tue, 28 Oct 2025 10:12
Subject: Piano tuning over the December break - request for quotation

Dear Khun Nattawut,

Our Head of Facilities gave me your name after you tuned the piano at the Korat Grand ballroom.

The Music Department at Korat Lakeside International School would like all of our pianos tuned during the
school break, 15-19 Dec 2025, when the campus is quiet:

- 6 upright pianos in the practice rooms (4 Yamaha U1, 1 Kawai K-300, 1 older Atlas)
- 1 Yamaha C3 grand in the auditorium. Two keys in the middle (around E4 and F4) are sticking;
  could you look at them while you are here?

Our approved budget for the tuning is up to 18,000 THB in total. For reference, the previous tuner from
Bangkok charged 2,400 per piano including travel, but he is no longer available.

We will need a formal quotation addressed to the school (we can deduct 3% withholding tax) by 14 Nov 2025
so that the purchase order can be raised before the break. Please also tell us if the sticking keys would
be charged separately.

Kind regards,
Sarah Whitfield
Head of Music, Korat Lakeside International School
044-213-880 ext. 214
"""

# ---------------------------------------------------------------- parts quotes
BPS_QUOTE = [
    "BKK PIANO SUPPLY CO., LTD.\n"
    "Piano parts, tools and supplies - 52/9 Soi Ramkhamhaeng 24, Hua Mak, Bang Kapi, Bangkok 10240\n"
    "Tel. 02-318-4470   www.bkkpianosupply.com\n"
    "QUOTATION No. BPS-Q-2511-087            Date: 4 Nov 2025\n"
    "To: Mr. Nattawut Kaewmanee (Noom Piano Service), Nakhon Ratchasima\n"
    "\n"
    "Item                                         Qty        Unit price    Amount\n"
    "Renner upright hammer set, 88 notes           1 set     14,800.00    14,800.00\n"
    "Roslau music wire, assorted gauges, 1 lb      6 coils      720.00     4,320.00\n"
    "Custom bass strings for Kawai BL-71           1 set      9,500.00     9,500.00\n"
    "Tuning pins 7.0 mm, blued                   100 pcs        18.00     1,800.00\n"
    "Key bushing cloth + damper felt kit           1 kit      2,350.00     2,350.00\n"
    "\n"
    "Subtotal                                                            32,770.00\n"
    "VAT 7%                                                               2,293.90\n"
    "TOTAL                                                               35,063.90 THB\n"
    "\n"
    "Free shipping to Nakhon Ratchasima by Kerry. Bass strings are made to order: 21 days.\n"
    "Payment: 100% before shipping. Prices valid until 30 Nov 2025.\n"
    "Contact: Khun Pim 089-442-1650",
]
SIAM_PARTS = [
    "ร้านสยามเปียโนพาร์ท อะไหล่และเครื่องมือช่างเปียโน",
    "88/4 ถ.จอมพล ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา โทร 044-255-913",
    "ใบเสนอราคา เลขที่ SP 68/311 วันที่ 6 พ.ย. 2568",
    "เรียน ช่างหนุ่ม (คุณณัฐวุฒิ แก้วมณี)",
]
SIAM_PARTS_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ชุดหัวค้อน Renner อัพไรท์ 88 ตัว", "1 ชุด", "15,200", "15,200"),
    ("ลวดเปียโน Roslau คละเบอร์ ม้วน 1 ปอนด์", "6 ม้วน", "690", "4,140"),
    ("สายเบสสั่งทำ สำหรับ Kawai BL-71", "1 ชุด", "8,900", "8,900"),
    ("หมุดจูน 7.0 มม.", "100 ตัว", "20", "2,000"),
    ("ชุดผ้าสักหลาดบุชชิ่งคีย์ + ผ้าแดมเปอร์", "1 ชุด", "2,100", "2,100"),
    ("รวมค่าสินค้า", "", "", "32,340"),
    ("ค่าส่ง", "", "", "450"),
    ("รวมทั้งสิ้น", "", "", "32,790"),
]
SIAM_PARTS_BOTTOM = [
    "รวมทั้งสิ้น 32,790 บาท (ร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 16,395 บาท สายเบสสั่งทำรอประมาณ 1 เดือน",
    "เจ๊หมวย (นางสาวศิริพร ตั้งจิตร) 086-331-2204",
]

# ---------------------------------------------------------------- used pianos
JPIANO_INVOICE = [
    "J-PIANO TRADING (THAILAND) CO., LTD.\n"
    "Importer of reconditioned Japanese pianos - 119 Moo 4, Bang Na-Trat Road km 14, Bang Phli,\n"
    "Samut Prakan 10540   Tax ID 0115563009412   Tel. 02-750-6631\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-25-0917\n"
    "Date: 27 Oct 2025                          Due date: 10 Nov 2025\n"
    "Customer: Noom Piano Service (Mr. Nattawut Kaewmanee), 145/3 Suranarai Road, Nakhon Ratchasima\n"
    "\n"
    "Item                                          Serial        Amount\n"
    "Yamaha U3H upright, 1978, black polish         2795513     48,000.00\n"
    "Kawai KS-2F upright, 1985, walnut              1163208     42,000.00\n"
    "Yamaha U1H upright, 1976, black polish         2261970     38,000.00\n"
    "\n"
    "Subtotal                                                  128,000.00\n"
    "VAT 7%                                                      8,960.00\n"
    "Total                                                     136,960.00\n"
    "Less deposit paid 15 Oct 2025                             -30,000.00\n"
    "BALANCE DUE                                               106,960.00 THB\n"
    "\n"
    "Pianos sold as is, after cleaning and inspection in Japan. Transport to Nakhon Ratchasima is arranged\n"
    "and paid by the buyer. Please transfer to Bangkok Bank, account 142-3-07718-5.",
]
JPIANO_RECEIPT = [
    "บริษัท เจ-เปียโน เทรดดิ้ง (ประเทศไทย) จำกัด (สำนักงานใหญ่)",
    "119 หมู่ 4 ถ.บางนา-ตราด กม.14 อ.บางพลี จ.สมุทรปราการ 10540 เลขประจำตัวผู้เสียภาษี 0115563009412",
    "ใบเสร็จรับเงิน เลขที่ RC681107-02",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก คุณณัฐวุฒิ แก้วมณี (หนุ่มเปียโน)",
    "อ้างอิงใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ INV-25-0917 ลงวันที่ 27/10/68 (เปียโนมือสอง 3 หลัง)",
]
JPIANO_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "136,960.00"),
    ("หัก เงินมัดจำรับแล้ว 15/10/68", "30,000.00"),
    ("รับชำระครั้งนี้", "106,960.00"),
]
JPIANO_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเข้าบัญชีธนาคารกรุงเทพ จำนวน 106,960.00 บาท (หนึ่งแสนหกพันเก้าร้อยหกสิบบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวปวีณา รัตนกุล ฝ่ายบัญชี",
]
STOCK_HEADERS = ("รุ่น (Model)", "ปีผลิต (Year)", "ซีเรียล (Serial)", "ทุน (Cost)", "ค่าซ่อม (Restoration)",
                 "ราคาตั้ง (Asking)", "สถานะ (Status)")
STOCK = [
    ("Yamaha U3H", 1978, "2795513", 48000, 9000, 89000, "จอง - พี่นก (รอทำสัญญา)"),
    ("Kawai KS-2F", 1985, "1163208", 42000, 7500, 79000, "ว่าง"),
    ("Yamaha U1H", 1976, "2261970", 38000, 6000, 69000, "ว่าง รอขัดเงา"),
    ("Kawai BL-71", 1981, "1329876", 35000, 16000, 75000, "กำลังซ่อม รอสายเบส"),
    ("Young Chang U-121", 1995, "G04418", 30000, 3500, 52000, "ว่าง"),
    ("Atlas A-22", 1988, "88217", 25000, 4000, 45000, "ว่าง"),
]
SOLD_HEADERS = ("วันที่ขาย (Date)", "รุ่น (Model)", "ผู้ซื้อ (Buyer)", "ราคาขาย (Price)", "ทุน+ซ่อม (Cost)",
                "กำไร (Profit)")
SOLD = [
    ("12/01/68", "Yamaha U1E", "ครูปุ๊ก (บ้านโนนสูง)", 72000, 51000),
    ("8/03/68", "Kawai K-20", "ร้านกาแฟ Piano Cafe", 55000, 38500),
    ("21/05/68", "Yamaha YUS1", "คุณหมอวีระ", 95000, 69000),
    ("19/07/68", "Atlas NA-5", "น้องมายด์ (ปากช่อง)", 48000, 31000),
    ("3/08/68", "Yamaha U2H", "บ้านเฮียตง", 78000, 55500),
    ("24/08/68", "Kawai KU-1", "โบสถ์แม่พระองค์อุปถัมภ์", 56000, 39000),
    ("11/10/68", "Yamaha U1H", "ครูเมย์ (สีคิ้ว)", 63000, 44000),
]
U3H_CONTRACT = [
    "สัญญาซื้อขายเปียโนมือสอง",
    "ทำที่ หนุ่มเปียโน 145/3 ถ.สุรนารายณ์ อ.เมืองนครราชสีมา วันที่ 10 พฤศจิกายน 2568",
    "ผู้ขาย: นายณัฐวุฒิ แก้วมณี  ผู้ซื้อ: นางกนกพร วงศ์ไพศาล บ้านเลขที่ 59 หมู่ 7 ต.จอหอ อ.เมืองนครราชสีมา",
    "ข้อ 1. ผู้ขายตกลงขายเปียโนอัพไรท์ Yamaha U3H ปี 1978 สีดำเงา หมายเลขเครื่อง 2795513 สภาพซ่อมบำรุงแล้ว",
    "ข้อ 2. ราคาซื้อขาย 82,000 บาท (แปดหมื่นสองพันบาทถ้วน) รวมค่าขนย้ายขึ้นชั้น 2 และเก้าอี้เปียโน 1 ตัว",
    "ข้อ 3. ผู้ซื้อชำระมัดจำแล้ว 10,000 บาท เมื่อวันที่ 9 พฤศจิกายน 2568 ส่วนที่เหลือ 72,000 บาท "
    "ชำระในวันส่งมอบ",
    "ข้อ 4. ผู้ขายส่งมอบเปียโนวันที่ 22 พฤศจิกายน 2568",
    "ข้อ 5. รับประกันกลไกและสาย 1 ปี นับจากวันส่งมอบ และจูนฟรี 2 ครั้งภายใน 1 ปี",
    "ข้อ 6. หากผู้ซื้อยกเลิก ผู้ขายมีสิทธิ์ริบมัดจำ",
    "ลงชื่อ ณัฐวุฒิ แก้วมณี ผู้ขาย   ลงชื่อ กนกพร วงศ์ไพศาล ผู้ซื้อ",
]
BL71_LOG = """# Restoration log - Kawai BL-71 (1981), serial 1329876

Bought 14 Jun 2025 from a family in Pak Chong: 35,000 THB. Moving to the shop with Tam: 2,500 THB.
Condition: sound board OK, pins tight, hammers grooved, 3 keys sticking, bass bridge cap cracked.

| Month | Work | Parts (THB) | Hours |
|---|---|---|---|
| Jun-Jul 2025 | cleaned action, eased sticking keys | 0 | 12 |
| Aug 2025 | new acrylic key tops, key bushings | 3,400 + 1,150 | 10 |
| Sep 2025 | hammers reshaped and voiced, new damper felts | 1,840 | 14 |
| Oct 2025 | bass bridge cap repaired (glue, pins) | 650 | 8 |

Parts so far: 7,040 THB. Hours so far: 44.
Cost so far (piano + moving + parts): 44,540 THB.

Still to do (Nov 2025): new bass strings. Quotes: BKK Piano Supply 9,500 (+VAT), Siam Piano Part 8,900.
Then 2-3 pitch raises over a month.
Asking price when done: 75,000 THB. Jib thinks 72,000 will sell faster.
"""

# ---------------------------------------------------------------- hotel contract
HOTEL_CONTRACT = [
    "สัญญาจ้างบริการดูแลรักษาเปียโน",
    "สัญญาเลขที่ KG-PUR-2568/118",
    "ทำที่ โรงแรมโคราชแกรนด์ พาเลซ ถ.มิตรภาพ อ.เมืองนครราชสีมา วันที่ 12 พฤศจิกายน 2568",
    "ระหว่าง บริษัท โคราชแกรนด์ โฮเทล จำกัด โดย นางสาวเกศินี พรหมวงศ์ ผู้จัดการฝ่ายจัดเลี้ยง "
    "(ผู้ว่าจ้าง) กับ นายณัฐวุฒิ แก้วมณี (ผู้รับจ้าง)",
    "ข้อ 1. ผู้รับจ้างตกลงดูแลรักษาเปียโนของโรงแรม 2 หลัง ได้แก่ แกรนด์เปียโน Yamaha C5 ในห้องบอลรูม "
    "และเปียโนอัพไรท์ Kawai K-500 ในล็อบบี้เลาจน์",
    "ข้อ 2. ระยะเวลาสัญญา 12 เดือน ตั้งแต่วันที่ 1 ธันวาคม 2568 ถึงวันที่ 30 พฤศจิกายน 2569",
    "ข้อ 3. ค่าบริการเดือนละ 4,000 บาท รวมทั้งสัญญา 48,000 บาท ผู้รับจ้างเข้าตรวจเช็กและจูนเดือนละ 2 ครั้ง",
    "ข้อ 4. กรณีผู้ว่าจ้างต้องการจูนเพิ่มก่อนงานคอนเสิร์ตหรืองานเลี้ยง คิดค่าบริการครั้งละ 3,000 บาท "
    "โดยแจ้งล่วงหน้าไม่น้อยกว่า 48 ชั่วโมง",
    "ข้อ 5. ผู้ว่าจ้างชำระค่าบริการภายใน 30 วันนับจากวันที่ได้รับใบแจ้งหนี้ และหักภาษี ณ ที่จ่าย 3%",
    "ข้อ 6. หากผู้รับจ้างไม่เข้าให้บริการตามนัดโดยไม่แจ้งล่วงหน้า ยินยอมให้หักค่าปรับครั้งละ 1,000 บาท",
    "ข้อ 7. ค่าอะไหล่ที่ต้องเปลี่ยน ผู้รับจ้างต้องเสนอราคาให้ผู้ว่าจ้างอนุมัติก่อน",
    "ลงชื่อ เกศินี พรหมวงศ์ ผู้ว่าจ้าง   ลงชื่อ ณัฐวุฒิ แก้วมณี ผู้รับจ้าง",
]

# ---------------------------------------------------------------- rate cards
RATES_2025 = [
    "NOOM PIANO SERVICE - RATES 2025\n"
    "Tuning, repair and moving in Nakhon Ratchasima. All prices in THB.\n"
    "Valid 1 January 2025 - 31 December 2025\n"
    "\n"
    "TUNING\n"
    "  Upright tuning (one pass) ..................... 1,500 THB\n"
    "  Pitch raise + tuning (not tuned 2+ years) ..... 2,200 THB\n"
    "  Grand piano tuning ............................ 2,000 THB\n"
    "\n"
    "REPAIR AND REGULATION\n"
    "  Upright action regulation ..................... from 4,500 THB\n"
    "  Grand action regulation ....................... from 6,500 THB\n"
    "  Humidity control system, installed ............ 8,900 THB\n"
    "\n"
    "MOVING (with 3 helpers)\n"
    "  Upright within Mueang Nakhon Ratchasima ....... 1,500 THB\n"
    "  Each floor upstairs ........................... +500 THB\n"
    "  Outside town: 10 THB per km beyond 30 km\n"
    "\n"
    "Schools and hotels with a yearly contract get 15% off tuning.\n"
    "Contact: Noom 081-725-4419, LINE @noompiano",
]
RATES_2567 = ["หนุ่มเปียโน ราคาค่าบริการ ปี 2567", "ใช้ตั้งแต่ 1 ม.ค. - 31 ธ.ค. 2567 ราคาเป็นบาท"]
RATES_2567_TABLE = [
    ("บริการ", "ราคา"),
    ("จูนเปียโนอัพไรท์", "1,200 บาท"),
    ("จูนพร้อมดึงเสียงขึ้น (ไม่ได้จูนเกิน 2 ปี)", "1,800 บาท"),
    ("จูนแกรนด์เปียโน", "1,600 บาท"),
    ("ปรับกลไกอัพไรท์", "เริ่มต้น 3,800 บาท"),
    ("ปรับกลไกแกรนด์", "เริ่มต้น 5,500 บาท"),
    ("ขนย้ายอัพไรท์ในเมือง", "1,200 บาท"),
    ("ขึ้นชั้นบน", "ชั้นละ 400 บาท"),
]
RATES_2567_BOTTOM = ["นอกเมืองคิดเพิ่มกิโลละ 8 บาท เกิน 30 กม.", "ติดต่อ ช่างหนุ่ม 081-725-4419"]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ค่าจูน (Tuning)", "ซ่อม/ปรับกลไก (Repairs)", "ขายเปียโน (Piano sales)",
                  "ขนย้าย (Moving)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "อะไหล่ (Parts)", "น้ำมัน/ทางด่วน (Fuel, tolls)", "ค่าแรงลูกมือ (Helpers)",
                   "ซื้อเปียโนเข้า (Piano purchases)", "โฆษณา (Ads)", "รวม (Total)"]
JOBS_HEADERS = ["เดือน (Month)", "อัพไรท์ (Uprights)", "แกรนด์ (Grands)", "รวม (Tunings)"]
UPRIGHTS_2568 = [16, 14, 18, 15, 12, 16, 17, 19, 18, 21]
GRANDS_2568 = [2, 1, 2, 1, 2, 1, 2, 2, 1, 2]
INCOME_2568 = [
    [u * 1500 + g * 2000 for u, g in zip(UPRIGHTS_2568, GRANDS_2568)],
    [12500, 8400, 15800, 9200, 6800, 11300, 14600, 10900, 13700, 18200],
    [72000, 0, 55000, 0, 95000, 0, 48000, 134000, 0, 63000],
    [4500, 3000, 6000, 1500, 4500, 3000, 4500, 7500, 3000, 6000],
]
EXPENSES_2568 = [
    [6200, 4800, 7900, 5100, 3900, 6600, 8200, 5700, 7400, 9800],
    [5400, 4900, 5800, 5100, 4700, 5300, 5600, 6100, 5500, 6400],
    [3000, 2000, 4000, 1000, 3000, 2000, 3000, 5000, 2000, 4000],
    [0, 0, 60000, 0, 0, 35000, 0, 0, 0, 30000],
    [1500, 1500, 1500, 1500, 2000, 2000, 1500, 1500, 1500, 2500],
]
UPRIGHTS_2567 = [18, 16, 20, 17, 15, 18, 19, 21, 20, 22, 22, 25]
GRANDS_2567 = [2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 3, 3]
INCOME_2567 = [
    [u * 1200 + g * 1600 for u, g in zip(UPRIGHTS_2567, GRANDS_2567)],
    [9800, 7600, 12400, 8000, 5900, 9700, 11800, 9600, 11200, 14500, 13800, 16400],
    [0, 58000, 0, 64000, 0, 0, 52000, 0, 71000, 0, 0, 88000],
    [3000, 3000, 4500, 3000, 1500, 1500, 4500, 3000, 4500, 1500, 3000, 6000],
]
EXPENSES_2567 = [
    [4100, 3600, 5200, 3900, 2800, 4400, 5100, 4300, 4900, 6200, 5800, 7100],
    [4200, 3900, 4600, 4100, 3700, 4200, 4500, 4800, 4400, 5000, 5300, 5900],
    [2000, 2000, 3000, 2000, 1000, 1000, 3000, 2000, 3000, 1000, 2000, 4000],
    [40000, 0, 0, 45000, 0, 0, 0, 0, 50000, 0, 0, 0],
    [1000, 1000, 1000, 1000, 1000, 1500, 1000, 1000, 1000, 1500, 1500, 1500],
]


def _sheet(book, title: str, heading: str, headers: list[str], columns: list[list[int]], year: str) -> None:
    sheet = book.create_sheet(title)
    sheet.append([heading])
    sheet.append(headers)
    for index, month in enumerate(MONTHS[:len(columns[0])]):
        row = [column[index] for column in columns]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in columns] + [sum(map(sum, columns))])
    for column in range(2, len(headers) + 1):
        money_format(sheet, column)


def _book(path: Path, year: str, income, expenses, uprights, grands) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    _sheet(book, "รายรับ Income", f"รายรับ หนุ่มเปียโน ปี {year} (Income {year}, THB)", INCOME_HEADERS, income, year)
    _sheet(book, "รายจ่าย Expenses", f"รายจ่าย หนุ่มเปียโน ปี {year} (Expenses {year}, THB)", EXPENSE_HEADERS,
           expenses, year)
    _sheet(book, "จำนวนงานจูน Jobs", f"จำนวนเปียโนที่จูน ปี {year} (Pianos tuned {year})", JOBS_HEADERS,
           [uprights, grands], year)
    book.save(path)


def _stock(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ในสต็อก In stock"
    sheet.append(["เปียโนมือสองในร้าน ณ 31 ต.ค. 2568 (Used pianos in stock)"])
    sheet.append(list(STOCK_HEADERS))
    for row in STOCK:
        sheet.append(list(row))
    for column in (4, 5, 6):
        money_format(sheet, column)
    sold = book.create_sheet("ขายแล้ว Sold 2568")
    sold.append(["เปียโนที่ขายแล้ว ปี 2568 (Pianos sold 2568)"])
    sold.append(list(SOLD_HEADERS))
    for date, model, buyer, price, cost in SOLD:
        sold.append([date, model, buyer, price, cost, price - cost])
    sold.append(["รวม (Total)", "", "", sum(r[3] for r in SOLD), sum(r[4] for r in SOLD),
                 sum(r[3] - r[4] for r in SOLD)])
    for column in (4, 5, 6):
        money_format(sold, column)
    book.save(path)


CLIENT_HEADERS = ("ชื่อ (Client)", "ชื่อเล่น (Nickname)", "เปียโน (Piano)", "จูนล่าสุด (Last tuned)",
                  "นัดครั้งต่อไป (Next)", "ราคา (Price)", "หมายเหตุ (Note)")
CLIENT_HOMES = [
    ("นางสาวพิมพ์ลดา ชัยวงศ์", "น้องพิม", "Yamaha U1H", "2/08/68", "2/02/69", 1500, "บ้านหัวทะเล ชั้น 2"),
    ("นายธีระ โชติกุล", "เฮียตง", "Yamaha U2H (ซื้อจากร้าน)", "3/08/68", "3/11/68", 0, "จูนฟรีครั้งที่ 1"),
    ("Mr. Peter Lindqvist", "Peter", "Kawai K-300", "15/09/68", "15/03/69", 1500, "English, Khao Yai villa"),
    ("นางวิไลวรรณ ทองสุข", "ครูปุ๊ก", "Yamaha U1E", "12/07/68", "12/01/69", 1500, "สอนเปียโนที่บ้าน โนนสูง"),
    ("นพ.วีระ อินทรสุวรรณ", "คุณหมอวีระ", "Yamaha YUS1", "21/08/68", "21/02/69", 1500, "ชอบจูน A442"),
]
CLIENT_INSTITUTIONS = [
    ("โรงเรียนดนตรีเมโลดี้", "ครูแอน", "อัพไรท์ 9 + Yamaha C3", "20/05/68", "1/12/68", 1250, "สัญญาปี รอตอบรับ"),
    ("โรงแรมโคราชแกรนด์ พาเลซ", "คุณเกด", "Yamaha C5 + Kawai K-500", "30/10/68", "1/12/68", 4000,
     "รายเดือน เริ่ม ธ.ค."),
    ("Korat Lakeside International School", "Ms Sarah", "อัพไรท์ 6 + Yamaha C3", "-", "15/12/68", 0,
     "รอส่งใบเสนอราคา"),
    ("โบสถ์แม่พระองค์อุปถัมภ์", "บราเดอร์ยอด", "Kawai KU-1", "24/08/68", "24/02/69", 1500, "ซื้อจากร้าน"),
]


def _clients(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in (("บ้าน Homes", CLIENT_HOMES), ("สถาบัน Institutions", CLIENT_INSTITUTIONS)):
        sheet = book.create_sheet(title)
        sheet.append([f"ลูกค้าจูนประจำ {title} (อัพเดท ต.ค. 68)"])
        sheet.append(list(CLIENT_HEADERS))
        for row in rows:
            sheet.append(list(row))
        money_format(sheet, 6)
    book.save(path)


# ---------------------------------------------------------------- household
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Nattawut Kaewmanee\n"
        "Address: 145/3 Suranarai Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
        "Customer no. 020088412271   Small business + residence, rate 2.1\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 46.16  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_AUG = _pea_bill("18 Jul 2025 - 17 Aug 2025", "48,102 -> 48,600", 498, "2,339.80", "176.05", "179.34",
                    "2,741.35", "3 Sep 2025")
PEA_SEP = _pea_bill("18 Aug 2025 - 17 Sep 2025", "48,600 -> 49,121", 521, "2,458.37", "186.70", "188.39",
                    "2,879.62", "3 Oct 2025")
PEA_OCT = _pea_bill("18 Sep 2025 - 17 Oct 2025", "49,121 -> 49,597", 476, "2,228.96", "171.68", "171.27",
                    "2,618.07", "4 Nov 2025")
PWA_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nakhon Ratchasima Branch\n"
    "WATER BILL   October 2025\n"
    "Account: Mr. Nattawut Kaewmanee, 145/3 Suranarai Road\n"
    "Meter: 1,204 -> 1,226   Water used: 22 cubic metres\n"
    "Water charge 258.20  Service 34.04  VAT 7% 20.46\n"
    "AMOUNT DUE: 312.70 THB   Due date: 10 Nov 2025",
]
FIRE_INSURANCE = [
    "บริษัท โคราชมั่นคงประกันภัย จำกัด (มหาชน) สาขานครราชสีมา",
    "หนังสือแจ้งต่ออายุกรมธรรม์ประกันอัคคีภัย",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณณัฐวุฒิ แก้วมณี",
    "สถานที่เอาประกัน: อาคารพาณิชย์ 3 ชั้น เลขที่ 145/3 ถ.สุรนารายณ์ (ร้านหนุ่มเปียโน ชั้นล่าง และที่อยู่อาศัย) "
    "กรมธรรม์เดิมเลขที่ KM-F-67-220514 สิ้นสุด 14 ธันวาคม 2568",
]
FIRE_INSURANCE_TABLE = [
    ("รายการ", "ทุนประกัน (บาท)", "เบี้ยประกัน (บาท)"),
    ("ตัวอาคาร", "1,500,000", ""),
    ("ทรัพย์สินภายใน และสต็อกเปียโน", "900,000", ""),
    ("เบี้ยประกันปีนี้ (รวมภาษีและอากร)", "", "6,420"),
    ("เบี้ยประกันปีที่แล้ว (อ้างอิง)", "", "5,870"),
    ("ความคุ้มครองน้ำท่วมเพิ่มเติม (เลือกได้)", "300,000", "1,850"),
]
FIRE_INSURANCE_BOTTOM = [
    "เบี้ยเพิ่มขึ้นเนื่องจากเพิ่มทุนประกันสต็อกเปียโนจาก 700,000 เป็น 900,000 บาท",
    "กรุณาชำระเบี้ยประกันภายในวันที่ 30 พฤศจิกายน 2568 เพื่อความคุ้มครองต่อเนื่อง",
    "ตัวแทน คุณสมพร (ตัวแทนเลขที่ 4418-2270) โทร 089-125-7734",
]
VAN_STATEMENT = [
    "NAKHON LEASING PUBLIC CO., LTD.\n"
    "Hire purchase account statement                     Statement date: 25 Oct 2025\n"
    "Customer: Mr. Nattawut Kaewmanee, 145/3 Suranarai Road, Nakhon Ratchasima\n"
    "Contract no. HP-6604-1187   Vehicle: Toyota Commuter 2.8 (van), reg. nor-khor 6629 Nakhon Ratchasima\n"
    "\n"
    "Amount financed (incl. interest) ........ 684,000.00\n"
    "Monthly installment ....................... 14,250.00  (48 installments)\n"
    "Installments paid ......................... 22 of 48\n"
    "Last payment received ..................... 14,250.00 on 5 Oct 2025 (installment 22)\n"
    "Outstanding balance ....................... 370,500.00 THB (26 installments)\n"
    "\n"
    "Next installment: no. 23, 14,250.00 THB, due 5 Nov 2025\n"
    "Late payment: 1.25% of the installment per month. Early settlement discount on request.\n"
    "Pay by direct debit (Krungthai Bank) or at any Counter Service.",
]
SCHOOL_FEES = (
    ["โรงเรียนเมืองย่าวิทยา อ.เมืองนครราชสีมา จ.นครราชสีมา", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ญ.ณัฐชยา แก้วมณี ชั้น ม.1/4 (ห้องเรียนพิเศษ EP) เลขประจำตัว 27731"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าธรรมเนียมห้องเรียนพิเศษ EP", "15,000"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
     ("ค่าคอมพิวเตอร์", "800"), ("ค่าหนังสือเรียนเสริม", "1,100"), ("ค่าประกันอุบัติเหตุ", "350"),
     ("รวม", "18,750")],
    ["รวมทั้งสิ้น 18,750 บาท กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่าน QR code หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 20 บาท",
     "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568"],
)
EYE_BILL = [
    "KORAT VISION EYE HOSPITAL\n"
    "1122 Mittraphap Road, Mueang Nakhon Ratchasima 30000   Tel. 044-009-300\n"
    "\n"
    "INVOICE / RECEIPT No. KV-IPD-25-10482                Date: 21 Oct 2025\n"
    "Patient: Mrs. Prapai Kaewmanee, age 71          HN 67-10223\n"
    "Procedure: Cataract surgery, left eye (phacoemulsification with intraocular lens)\n"
    "Surgeon: Dr. Chanatip Somboon   Day surgery, discharged the same day\n"
    "\n"
    "Surgeon fee ............................................ 18,000.00\n"
    "Operating room and anaesthesia ......................... 9,500.00\n"
    "Intraocular lens, monofocal ............................ 16,500.00\n"
    "Medicines and eye drops ................................ 2,830.50\n"
    "Day-care room .......................................... 3,000.00\n"
    "TOTAL .................................................. 49,830.50 THB\n"
    "Less: paid by Siam Health Assurance (claim 25-88172) ... -30,000.00\n"
    "PAID BY PATIENT (credit card, 21 Oct 2025) ............. 19,830.50 THB\n"
    "\n"
    "Follow-up visits: 28 Oct 2025 and 18 Nov 2025 at 9:30.\n"
    "Right eye: surgery suggested for 9 Dec 2025, estimated 47,000 THB.",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 2741.35, "PEA บ้าน+ร้าน"), ("ค่าน้ำ (Water)", 298.45, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("กับข้าว (Food)", 11200, ""),
                ("ผ่อนรถตู้ (Van)", 14250, "งวด 20/48"), ("เรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                ("ประกันสุขภาพแม่ (Mum's health insurance)", 3250, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 2879.62, "PEA บ้าน+ร้าน"), ("ค่าน้ำ (Water)", 305.20, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("กับข้าว (Food)", 10850, ""),
                ("ผ่อนรถตู้ (Van)", 14250, "งวด 21/48"), ("เรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                ("ประกันสุขภาพแม่ (Mum's health insurance)", 3250, ""), ("รองเท้านักเรียนใบเตย", 590, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 2618.07, "PEA บ้าน+ร้าน"), ("ค่าน้ำ (Water)", 312.70, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("กับข้าว (Food)", 11450, ""),
                ("ผ่อนรถตู้ (Van)", 14250, "งวด 22/48"), ("เรียนพิเศษใบเตย (Tutoring)", 2400, "คณิต+อังกฤษ"),
                ("ประกันสุขภาพแม่ (Mum's health insurance)", 3250, ""),
                ("ผ่าตัดต้อกระจกแม่ ตาซ้าย (Mum's cataract)", 19830.50, "ส่วนที่ประกันไม่จ่าย")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    sold = sum(INCOME_2568[2])
    return [
        ("แผนงาน หนุ่มเปียโน ปี 2569", "Noom Piano Service - plan for 2026\nณัฐวุฒิ แก้วมณี  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.-ต.ค. 2568 รวม {so_far:,} บาท\nขายเปียโนมือสอง 7 หลัง รวม {sold:,} บาท\n"
                         "ลูกค้าสัญญาปี: โรงแรมโคราชแกรนด์ (เริ่ม ธ.ค.), เมโลดี้ (รอตอบรับ)"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,500,000 บาท\nขายเปียโนมือสอง 10 หลัง\nลูกค้าสัญญาปี 4 แห่ง"),
        ("เปียโนเข้าใหม่", "สั่งจาก J-Piano ปีละ 2 ล็อต ล็อตละ 3-4 หลัง\nงบซื้อเข้า 300,000 บาท"),
        ("ทีมงาน", "จ้างตั้มประจำ เดือนละ 12,000 บาท\nซื้อรถเข็นเปียโนขึ้นบันได 1 ตัว"),
    ]


CARE_SLIDES = [
    ("ดูแลเปียโนที่บ้านอย่างไร", "Piano care for parents - workshop at Melody Music School\nช่างหนุ่ม หนุ่มเปียโน"),
    ("ความชื้น", "ความชื้นที่เหมาะ 45-60%\nอย่าวางชิดผนังที่โดนแดดหรือใต้แอร์\nใส่ซองกันชื้นใต้ฝาเปียโน"),
    ("การจูน", "จูนอย่างน้อยปีละ 2 ครั้ง\nเปียโนใหม่ปีแรกควรจูน 3-4 ครั้ง\nไม่จูนเกิน 2 ปี ต้องดึงเสียงขึ้นก่อน"),
    ("ทำความสะอาด", "เช็ดคีย์ด้วยผ้าชุบน้ำหมาด เช็ดจากบนลงล่าง\nห้ามใช้แอลกอฮอล์กับคีย์งาช้าง"),
    ("ส่วนลดผู้ปกครอง", "ผู้ปกครองนักเรียนเมโลดี้ จูนลด 10% ถึง 31 ธ.ค. 2568"),
]

# ---------------------------------------------------------------- texts
TEXTS = {
    f"{BIZ}/แชท/LINE_ลูกค้า U3H บ้านจอหอ.txt": """2025.11.06 20:14 พี่นก จอหอ: ช่างหนุ่ม Yamaha U3 สีดำที่ลงเพจเมื่อวาน ยังอยู่มั้ยคะ
2025.11.06 20:20 Noom Piano: อยู่ครับพี่ U3H ปี 1978 ซ่อมเสร็จแล้ว ราคา 89,000 ครับ
2025.11.06 20:31 พี่นก จอหอ: ลูกสาวเพิ่งสอบเกรด 5 ได้ อยากได้หลังใหญ่ขึ้น 78,000 ได้มั้ยคะ
2025.11.06 20:40 Noom Piano: 78,000 ผมขาดทุนเลยครับพี่ ทุนบวกซ่อมก็เกือบหกหมื่นแล้ว ให้ 85,000 ครับ
2025.11.06 20:52 พี่นก จอหอ: 80,000 ถ้วนส่งฟรีได้ไหมคะ บ้านพี่อยู่ชั้น 2 นะ
2025.11.07 08:05 Noom Piano: งั้น 82,000 ครับพี่ รวมขนขึ้นชั้น 2 แถมเก้าอี้ แล้วจูนฟรี 2 ครั้งในปีแรก
2025.11.07 08:30 พี่นก จอหอ: โอเคค่ะ 82,000 ตกลง พี่ขอไปลองเล่นก่อนวันเสาร์นะ
2025.11.08 15:40 พี่นก จอหอ: ลองแล้วเสียงดีมากค่ะ เอาเลย
2025.11.09 10:12 พี่นก จอหอ: โอนมัดจำ 10,000 แล้วนะคะ ที่เหลือ 72,000 จ่ายวันส่งของ
2025.11.09 10:20 Noom Piano: ได้รับแล้วครับ ขอบคุณครับพี่ เดี๋ยวทำสัญญาให้ ส่งของเสาร์ 22 พ.ย. นะครับ
""",
    f"{BIZ}/แชท/LINE_ฝ่ายจัดเลี้ยง KoratGrand.txt": """[LINE] Chat history with เกด Banquet KoratGrand
Saved on: 2025/11/11 21:05

Mon, 2025/11/03
14:02\tเกด Banquet KoratGrand\tช่างหนุ่มคะ ผู้จัดการอยากทำสัญญาดูแลเปียโนทั้งปีเลย ทั้ง C5 ในบอลรูมกับตัวที่ล็อบบี้ค่ะ
14:10\tNoom Piano\tได้ครับ เข้าเดือนละ 2 ครั้ง ผมคิดเดือนละ 5,000 ครับ
14:25\tเกด Banquet KoratGrand\tงบฝ่ายเราตั้งไว้เดือนละ 3,500 ค่ะ ได้มั้ยคะ
14:40\tNoom Piano\t3,500 เข้า 2 ครั้งไม่ไหวครับ 4,500 ละกันครับ
15:05\tเกด Banquet KoratGrand\t3,800 นะคะ แล้วถ้าก่อนงานคอนเสิร์ตต้องจูนเพิ่ม คิดครั้งละเท่าไหร่คะ
15:12\tNoom Piano\tจูนเพิ่มปกติครั้งละ 3,500 ครับ

Tue, 2025/11/04
09:15\tNoom Piano\tสรุปให้นะครับคุณเกด เดือนละ 4,000 เข้า 2 ครั้ง จูนเพิ่มก่อนงานลดเหลือครั้งละ 3,000 ครับ
09:40\tเกด Banquet KoratGrand\tโอเคค่ะ 4,000 กับ 3,000 ผู้จัดการอนุมัติแล้ว เริ่ม 1 ธ.ค. นะคะ
09:41\tเกด Banquet KoratGrand\tเดี๋ยวฝ่ายจัดซื้อส่งสัญญาให้เซ็นค่ะ

Tue, 2025/11/11
20:50\tเกด Banquet KoratGrand\tสัญญาส่งทางอีเมลแล้วนะคะ งานเลี้ยงปีใหม่ 27 ธ.ค. ขอจูนเพิ่ม 1 ครั้งด้วยค่ะ
""",
    f"{BIZ}/ใบเสนอราคา Quotes/email_Lakeside Intl School_tuning request_28Oct2025.txt": LAKESIDE_EMAIL,
    f"{BIZ}/เปียโนมือสอง Used/restoration log Kawai BL71.md": BL71_LOG,
    f"{BIZ}/notes/ตารางงาน 10-15 พ.ย.68.md": """# ตารางงาน 10-15 พ.ย. 68

- จ. 10: 9.00 น้องพิม หัวทะเล (U1H) / 14.00 ทำสัญญา U3H กับพี่นก
- อ. 11: ซ่อมสายเบส BL-71 ไม่ได้ รอของ -> ขัดเงา U1H ทั้งวัน
- พ. 12: 10.00 เซ็นสัญญาโรงแรม / 15.00 Peter เขาใหญ่ (ไป-กลับ 160 กม.)
- พฤ. 13: เฮียตง จูนฟรีครั้งที่ 1 / ส่งใบเสนอราคา Lakeside ให้ทันก่อน 14
- ศ. 14: ครูปุ๊ก โนนสูง ดูคีย์ค้าง
- ส. 15: ขนเปียโนให้ร้าน Piano Cafe ย้ายชั้น 1 -> ชั้น 3 (ตั้ม + เอ็ม)
""",
    f"{BIZ}/notes/notes_equal temperament A440.md": """# Setting the temperament (notes for Tam)

- Pitch A4 = 440 Hz unless the client asks (Dr. Weera likes 442).
- Set F3-F4 octave first, check with 4ths and 5ths.
- 4ths beat a little under 1 per second in the middle, 5ths slow about 0.5 per second.
- Check with rising major 3rds: the beats should speed up smoothly.
- Stretch the top octave a little; check unisons last.
""",
    f"{HOME}/ใบเตย/แข่งเปียโน ธ.ค.md": """# ใบเตยแข่งเปียโน ธันวาคม
- งานประกวดเปียโนเยาวชน อีสาน ครั้งที่ 9 ที่ มทส. วันที่ 13 ธ.ค. 68
- รุ่นอายุไม่เกิน 13 ปี ค่าสมัคร 800 บาท
- เพลง: Chopin Waltz in A minor + Clementi Sonatina Op.36 No.3
- ซ้อมกับครูแอนวันพุธ-ศุกร์
""",
    f"{HOME}/แม่/นัดหมอตาแม่.md": """# นัดหมอตาแม่ (ประไพ แก้วมณี)
- ผ่าต้อกระจกตาซ้าย 21 ต.ค. 68 ที่โคราชวิชั่น เรียบร้อย
- ตรวจหลังผ่า 28 ต.ค. (ผ่านแล้ว) และ 18 พ.ย. 68 9.30 น.
- หยอดตา 4 เวลา ห้ามโดนน้ำ 2 อาทิตย์
- ตาขวาหมอนัด 9 ธ.ค. 68 ประเมินไว้ 47,000 ต้องถามประกันว่ายังเหลือวงเงินเท่าไหร่
- จิ๊บพาแม่ไป หนุ่มติดงานโรงแรม
""",
    f"{HOME}/แชทไลน์_บ้านแก้วมณี.txt": """[2 พ.ย. 68 19:02] จิ๊บ: พ่อใบเตย ค่าเทอมใบเตยมาแล้วนะ จ่ายก่อน 20 พ.ย.
[2 พ.ย. 68 19:10] หนุ่ม: โอเค รอเงินเมโลดี้เข้าก่อน
[5 พ.ย. 68 12:30] จิ๊บ: ประกันไฟไหม้ร้านปีนี้ขึ้นอีกแล้ว เพราะเราเพิ่มทุนสต็อกเปียโน
[5 พ.ย. 68 12:45] หนุ่ม: จ่ายไปเถอะ ของในร้านเยอะ น้ำท่วมไม่ต้องเอา ร้านเราอยู่สูง
[8 พ.ย. 68 18:20] แม่: ตาซ้ายแม่ชัดแล้วลูก ดูทีวีไม่ต้องใส่แว่น
[8 พ.ย. 68 18:22] ใบเตย: เย้ ยายมาดูหนูแข่งเปียโนที่ มทส. นะคะ
[10 พ.ย. 68 21:05] หนุ่ม: ขาย U3 ให้พี่นกได้แล้ว เดือนนี้ผ่อนรถตู้สบาย
""",
    f"{HOME}/สูตรผัดหมี่โคราช.md": """# ผัดหมี่โคราช (สูตรแม่)
- หมี่โคราช 200 กรัม แช่น้ำ 10 นาที
- ซอสมะเขือเทศ 2 ช้อน ซีอิ๊วดำ 1 ช้อน น้ำตาลปี๊บ 1 ช้อน น้ำส้มสายชู 1 ช้อน
- หมูสับ ถั่วงอก ใบกุยช่าย
- เสิร์ฟกับส้มตำ
""",
}
TODO = {"todo.md": """- ส่งใบเสนอราคา Lakeside ก่อน 14 พ.ย.
- เลือกร้านสายเบส BL-71 (BKK Piano Supply หรือ สยามเปียโนพาร์ท)
- ส่ง U3H ให้พี่นก 22 พ.ย. เก็บเงินที่เหลือ
- โอนค่าเทอมใบเตย ก่อน 20 พ.ย.
- ต่อประกันอัคคีภัยร้าน ก่อน 30 พ.ย.
- พาแม่ตรวจตา 18 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, parts, used = biz / "ใบเสนอราคา Quotes", biz / "อะไหล่ Parts", biz / "เปียโนมือสอง Used"
    contracts, rates, books = biz / "สัญญา", biz / "ราคา", biz / "บัญชี"
    for folder in (quotes, parts, used, contracts, rates, books, biz / "แชท", biz / "notes", home / "บิลค่าไฟ",
                   home / "ประกัน", home / "รถตู้", home / "ใบเตย", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เมโลดี้มิวสิค_ร่าง.docx", MELODY_DRAFT, MELODY_DRAFT_TABLE,
               bottom=MELODY_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เมโลดี้มิวสิค_final v2.docx", MELODY_FINAL, MELODY_FINAL_TABLE,
               bottom=MELODY_FINAL_BOTTOM)
    make_pdf(parts / "Quotation_BKK Piano Supply_parts Nov2025.pdf", BPS_QUOTE)
    write_docx(parts / "ใบเสนอราคา_ร้านสยามเปียโนพาร์ท_อะไหล่.docx", SIAM_PARTS, SIAM_PARTS_TABLE,
               bottom=SIAM_PARTS_BOTTOM)
    make_pdf(used / "Invoice_JPiano Trading_INV-25-0917.pdf", JPIANO_INVOICE)
    write_docx(used / "ใบเสร็จ_เจเปียโน_RC681107-02.docx", JPIANO_RECEIPT, JPIANO_RECEIPT_TABLE,
               bottom=JPIANO_RECEIPT_BOTTOM)
    _stock(used / "สต็อกเปียโนมือสอง_Oct2025.xlsx")
    write_docx(used / "สัญญาซื้อขายเปียโน_Yamaha U3H_พ.ย.68.docx", U3H_CONTRACT)
    write_docx(contracts / "สัญญาดูแลเปียโน_โรงแรมโคราชแกรนด์_2569.docx", HOTEL_CONTRACT)
    make_pdf(rates / "NoomPiano_Service_Rates_2025.pdf", RATES_2025)
    write_docx(rates / "ราคาค่าบริการ หนุ่มเปียโน 2567.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    _book(books / "บัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568, UPRIGHTS_2568, GRANDS_2568)
    _book(books / "บัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567, UPRIGHTS_2567, GRANDS_2567)
    _clients(books / "ลูกค้าจูนประจำ (อัพเดท ต.ค.68).xlsx")
    write_slides(biz / "แผนงาน หนุ่มเปียโน ปี69.pptx", _plan_slides())
    write_slides(biz / "Piano care for parents_workshop.pptx", CARE_SLIDES)
    make_pdf(home / "บิลค่าไฟ" / "PEA_ค่าไฟ_ส.ค.68.pdf", PEA_AUG)
    make_pdf(home / "บิลค่าไฟ" / "PEA_ค่าไฟ_ก.ย.68.pdf", PEA_SEP)
    make_pdf(home / "บิลค่าไฟ" / "PEA_ค่าไฟ_ต.ค.68.pdf", PEA_OCT)
    make_pdf(home / "PWA water bill Oct2025.pdf", PWA_OCT)
    write_docx(home / "ประกัน" / "ต่ออายุประกันอัคคีภัย ร้าน+บ้าน 2569.docx", FIRE_INSURANCE, FIRE_INSURANCE_TABLE,
               bottom=FIRE_INSURANCE_BOTTOM)
    make_pdf(home / "รถตู้" / "Commuter_hire purchase statement_Oct2025.pdf", VAN_STATEMENT)
    write_docx(home / "ใบเตย" / "ค่าเทอม_ใบเตย_ม.1 เทอม2-68.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "KoratVision_receipt_21Oct2025.pdf", EYE_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
