"""The gamecafe folder: the papers of a game-cafe owner in Phitsanulok and his household, written by code.

The owner is นายธนากร ศรีสวัสดิ์ (พี่ต้น, Tanakorn Srisawat). He runs "เลเวลอัพ เกมคาเฟ่" (Level Up Game Cafe),
40 PCs (30 normal, 10 VIP) and two PS5 rooms, in a rented shophouse at 88/9 หมู่ 9 ต.ท่าโพธิ์, opposite the back
gate of ม.นเรศวร, Phitsanulok. His wife เมย์ (นางกมลวรรณ) is a nurse, his daughter ใบเตย (ด.ญ.ปภาวรินทร์) is in
ป.2 at โรงเรียนสองแควศึกษา, his father พ่อประยงค์ lives with them. It is November 2568 (2025).

Documents/ร้านเกม/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_จัดแข่ง_ชมรมอีสปอร์ต_ร่าง.docx: draft quote QT-LU-2568-014 to the NU e-sports club for
  hosting "NU Freshy ROV Cup 2025" (2 days, 160 players), 40,500; never sent.
- ใบเสนอราคา/ใบเสนอราคา_จัดแข่ง_ชมรมอีสปอร์ต_ฉบับจริง.docx: the final of the same quote, 120 players, 35,500,
  deposit 30% = 10,650, event 15-16 พ.ย. 2568.
- อัปเกรดเครื่อง/SongKhwaeComputer_quotation_GPU.pdf: English quote, 10 RTX 4060 Ti at 14,900 + 10 monitors
  at 5,490, 203,900.
- อัปเกรดเครื่อง/ใบเสนอราคา_การ์ดจอ_พีซีพลัส.docx: a Thai quote for the same upgrade from ร้านพีซีพลัส, cards at
  14,500, monitors 5,790, trade-in of old cards, 182,400 net.
- Suppliers/GearHub_pricelist_Q4_2025.pdf: English dealer price list of gaming gear (headset 890, mouse 420 ...).
- Suppliers/PhitsanulokBroadband_invoice_Oct2025.pdf: the ISP's English invoice, 3,616.60, due 20 Oct 2025.
- Suppliers/สัญญาอินเทอร์เน็ต_พิษณุโลกบรอดแบนด์.docx: the same firm's Thai contract (บริษัท พิษณุโลกบรอดแบนด์
  จำกัด), 2,990 a month + VAT, 1 มี.ค. 2567 - 28 ก.พ. 2569, early-termination fee 6,000.
- Suppliers/email_CafeDeck_license_renewal.txt: English email: cafe software for 2026, 48,000, or 43,200 if paid
  before 15 Dec 2025.
- Suppliers/PEA_electricity_shop_Oct2025.pdf: the shop's English electricity bill, 7,912 kWh, 36,472.83, due
  30 Oct 2025.
- ธนาคาร/LannaBank_loan_rate_notice.pdf: the bank's English letter: SME loan rate 6.65% -> 6.40% from 1 Nov 2025,
  instalment 15,800 -> 15,650.
- เอกสารร้าน/สัญญาเช่าอาคาร_เฮียชัย_2566-2568.docx: the shophouse lease, 25,000 a month, deposit 75,000, ends
  31 ธันวาคม 2568.
- บัญชี/รายรับรายจ่ายร้าน_2568.xlsx: this year's book, three sheets (income by month, expenses by month, new
  members by month), ม.ค.-ต.ค. 2568.
- บัญชี/รายรับรายจ่ายร้าน_2567.xlsx: last year's book, the same layout, ม.ค.-ธ.ค. 2567.
- บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md: October wages of three part-time students and the technician, 27,000.
- บัญชี/บันทึกซ่อมเครื่อง_2568.md: the repair log (power supplies, aircon cleaning), 14,870 in all.
- แชท/แชทไลน์_เฮียชัย_เจ้าของตึก.txt: LINE chat with the landlord: 30,000 asked, 26,000 offered, 28,500, settled at
  28,000 for three years from 1 ม.ค. 69.
- แชท/แชทไลน์_บอส_ชมรมอีสปอร์ต.txt: LINE chat with the club president: 24 teams, 35,500 approved, deposit paid, the
  event moved from 15-16 to 22-23 พ.ย.
- แผนโปรโมชันเทอม2_2568.pptx: slides, the term-2 promotion (30-hour pack 349, target 700 new members).
- กติกา_LevelUp_ROV_Cup3.md: the cafe's own tournament (6-7 ธ.ค. 2568, 16 teams, prize pool 15,000).
- เมนูเครื่องดื่มใหม่.md: ideas for new drinks.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_home_Oct2025.pdf: the home's English electricity bill (in May's name), 2,328.12.
- ประกัน/SirimongkolLife_health_renewal_2025.pdf: English renewal notice for the daughter's health insurance,
  14,850 (last year 13,920), pay by 10 Dec 2025.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (23,500;
  24,550 due 10 พฤศจิกายน 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group (school fees, the father's eye operation, the New Year trip).
- email_HuanNan_booking.txt: English hotel booking for the New Year trip to Nan, 2 nights, 4,800.
- นัดผ่าตัดตาพ่อ.md: notes on the father's cataract operation on 18 พฤศจิกายน 2568.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("เลเวลอัพ เกมคาเฟ่ (Level Up Game Cafe) 88/9 หมู่ 9 ต.ท่าโพธิ์ อ.เมือง จ.พิษณุโลก 65000 "
            "โทร 093-418-2765 LINE @levelupplk")

# ---------------------------------------------------------------- tournament quotes to the club
CLUB_HEAD = [
    "เรียน ประธานชมรมอีสปอร์ต มหาวิทยาลัยนเรศวร (น้องบอส ภูริ)",
    "เรื่อง เหมาร้านจัดการแข่งขัน NU Freshy ROV Cup 2025 วันที่ 15-16 พฤศจิกายน 2568",
]
CLUB_DRAFT = [SHOP_TOP, "ใบเสนอราคา (ร่าง)  เลขที่ QT-LU-2568-014", "วันที่ 20 ตุลาคม 2568"] + CLUB_HEAD
CLUB_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เหมาร้าน 40 เครื่อง (10.00-20.00 น.)", "2 วัน", "12,000", "24,000"),
    ("ชุดไลฟ์สตรีม + ทีมงานเทคนิค 2 คน", "2 วัน", "3,000", "6,000"),
    ("น้ำดื่ม + อาหารว่างผู้เข้าแข่ง", "160 คน", "50", "8,000"),
    ("ฉากหลังเวที + ไฟ", "1 ชุด", "2,500", "2,500"),
    ("รวม", "", "", "40,500"),
]
CLUB_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 40,500 บาท (สี่หมื่นห้าร้อยบาทถ้วน)",
    "มัดจำ 30% = 12,150 บาท เมื่อยืนยัน",
    "ร่าง ยังไม่ส่ง รอบอสยืนยันจำนวนทีม (คิดไว้ 32 ทีม ทีมละ 5 คน)",
]
CLUB_FINAL = [SHOP_TOP, "ใบเสนอราคา  เลขที่ QT-LU-2568-014 (ฉบับแก้ไข)", "วันที่ 27 ตุลาคม 2568"] + CLUB_HEAD
CLUB_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เหมาร้าน 40 เครื่อง (10.00-20.00 น.)", "2 วัน", "11,000", "22,000"),
    ("ชุดไลฟ์สตรีม + ทีมงานเทคนิค 2 คน", "2 วัน", "2,500", "5,000"),
    ("น้ำดื่ม + อาหารว่างผู้เข้าแข่ง (24 ทีม)", "120 คน", "50", "6,000"),
    ("ฉากหลังเวที + ไฟ", "1 ชุด", "2,500", "2,500"),
    ("รวม", "", "", "35,500"),
]
CLUB_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 35,500 บาท (สามหมื่นห้าพันห้าร้อยบาทถ้วน)",
    "มัดจำ 30% = 10,650 บาท เมื่อยืนยัน ส่วนที่เหลือ 24,850 บาท ชำระวันจบงาน",
    "ราคานี้รวมค่าไฟและแอร์แล้ว ทางร้านเตรียมหูฟังสำรอง 10 ชุด",
    "ลงชื่อ ธนากร ศรีสวัสดิ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- GPU upgrade quotes
SKC_QUOTE = [
    "SONG KHWAE COMPUTER CO., LTD.\n"
    "Computers and gaming gear - 215 Boromtrailokanat Road, Nai Mueang, Phitsanulok 65000\n"
    "Tel. 055-259-114\n"
    "QUOTATION No. SKC-Q2510-118          Date: 16 Oct 2025\n"
    "To: Level Up Game Cafe (Khun Tanakorn Srisawat), Tha Pho, Phitsanulok\n"
    "Re: VIP zone upgrade, 10 stations\n"
    "\n"
    "Item                                          Qty   Unit price   Amount\n"
    "Graphics card GeForce RTX 4060 Ti 8GB, dual fan 10    14,900       149,000.00\n"
    "Monitor 27 inch IPS 180Hz 1ms                 10    5,490        54,900.00\n"
    "Installation and driver setup                 1     free         0.00\n"
    "\n"
    "TOTAL: 203,900.00 THB including VAT\n"
    "Warranty: graphics cards 3 years, monitors 3 years, onsite pickup in Phitsanulok.\n"
    "Delivery within 7 days of order. 50% deposit with order.\n"
    "This quotation is valid until 15 Nov 2025.\n"
    "Sales: Khun Nattapong 089-640-3318",
]
PCPLUS_TOP = [
    "ร้านพีซีพลัส พิษณุโลก (PC Plus)  12/4 ถนนสิงหวัฒน์ ต.ในเมือง อ.เมือง จ.พิษณุโลก  โทร 081-953-2240",
    "ใบเสนอราคา เลขที่ PCP-681021  วันที่ 21 ตุลาคม 2568",
    "เรียน คุณธนากร ร้านเลเวลอัพ เกมคาเฟ่",
    "เรื่อง อัปเกรดการ์ดจอและจอภาพ โซน VIP 10 เครื่อง",
]
PCPLUS_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("การ์ดจอ RTX 4060 Ti 8GB", "10", "14,500", "145,000"),
    ("จอ 27 นิ้ว 180Hz", "10", "5,790", "57,900"),
    ("ค่าติดตั้งและลงไดรเวอร์", "1", "1,500", "1,500"),
    ("หัก รับซื้อการ์ดเก่า GTX 1660 Super", "10", "-2,200", "-22,000"),
    ("รวมทั้งสิ้น", "", "", "182,400"),
]
PCPLUS_BOTTOM = [
    "ราคารวมภาษีมูลค่าเพิ่มแล้ว",
    "รับประกันการ์ดจอ 3 ปี จอภาพ 2 ปี (ส่งเคลมที่ร้าน)",
    "ส่งของและติดตั้งภายใน 3 วันหลังยืนยัน ยืนราคา 30 วัน",
    "ลงชื่อ วีระพงษ์ มั่นคง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- suppliers
GEARHUB_PRICES = [
    "GEARHUB DISTRIBUTION CO., LTD.\n"
    "77 Ratchadaphisek Road, Din Daeng, Bangkok 10400   Tel. 02-245-7781\n"
    "DEALER PRICE LIST Q4 2025\n"
    "Valid 1 October 2025 - 31 December 2025. Prices in THB per piece, VAT included.\n"
    "\n"
    "GH-H7 gaming headset 7.1 USB ............ 890\n"
    "Nova M1 wired gaming mouse .............. 420\n"
    "Nova K87 mechanical keyboard, red switch  1,150\n"
    "XL desk mouse pad 900x400 mm ............ 260\n"
    "GX-200 gaming chair ..................... 3,900\n"
    "USB headset hanger (clamp) .............. 120\n"
    "\n"
    "Minimum order 10,000 THB. Free shipping to Phitsanulok for orders over 20,000 THB.\n"
    "Dealer credit: 30 days after the first three orders.\n"
    "Contact: Ms. Wanida Kongsuk, dealers@gearhub.co.th",
]
PB_INVOICE = [
    "PHITSANULOK BROADBAND CO., LTD.\n"
    "TAX INVOICE No. PB-INV-2510-08812\n"
    "Date: 5 Oct 2025          Due date: 20 Oct 2025\n"
    "Customer: Level Up Game Cafe (Mr. Tanakorn Srisawat)   Account: PB-BIZ-67-0311\n"
    "Service address: 88/9 Moo 9, Tha Pho, Mueang Phitsanulok 65000\n"
    "\n"
    "Biz Fiber 1000/500 Mbps + 1 fixed IP (Oct 2025)     2,990.00\n"
    "4G backup line (Oct 2025)                            390.00\n"
    "Subtotal                                           3,380.00\n"
    "VAT 7%                                               236.60\n"
    "TOTAL                                              3,616.60 THB\n"
    "\n"
    "Pay by bank transfer or at our office, Sanambin Road. Late payment: service may be suspended after 15 days.",
]
PB_CONTRACT = [
    "บริษัท พิษณุโลกบรอดแบนด์ จำกัด",
    "สัญญาให้บริการอินเทอร์เน็ตความเร็วสูงสำหรับธุรกิจ  เลขที่สัญญา PB-BIZ-67-0311",
    "ทำที่ สำนักงานบริษัท ถนนสนามบิน จ.พิษณุโลก  วันที่ 1 มีนาคม 2567",
    "ผู้ใช้บริการ: ร้านเลเวลอัพ เกมคาเฟ่ โดย นายธนากร ศรีสวัสดิ์ 88/9 หมู่ 9 ต.ท่าโพธิ์ อ.เมือง จ.พิษณุโลก",
]
PB_CONTRACT_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("แพ็กเกจ", "Biz Fiber 1000/500 Mbps + Fixed IP 1 เลข"),
    ("ค่าบริการรายเดือน", "2,990 บาท (ยังไม่รวมภาษีมูลค่าเพิ่ม)"),
    ("บริการเสริม", "สาย 4G สำรอง เดือนละ 390 บาท (ยังไม่รวมภาษีมูลค่าเพิ่ม)"),
    ("ระยะเวลาสัญญา", "24 เดือน ตั้งแต่ 1 มีนาคม 2567 ถึง 28 กุมภาพันธ์ 2569"),
    ("ค่าติดตั้ง", "ฟรี (ปกติ 3,500 บาท)"),
    ("การแก้ไขเหตุขัดข้อง", "ภายใน 4 ชั่วโมง ตลอด 24 ชั่วโมง"),
    ("ยกเลิกก่อนครบสัญญา", "ค่าปรับ 6,000 บาท"),
]
PB_CONTRACT_BOTTOM = [
    "ชำระค่าบริการภายในวันที่ 20 ของทุกเดือน",
    "ลงชื่อ นายเอกชัย บุญมา ผู้จัดการฝ่ายขายองค์กร",
    "ลงชื่อ นายธนากร ศรีสวัสดิ์ ผู้ใช้บริการ",
]
CAFEDECK_EMAIL = """From: CafeDeck Billing <billing@cafedeck.asia>
To: levelupgamecafe.plk@gmail.com
Date: Tue, 4 Nov 2025 10:12
Subject: Your CafeDeck license renewal for 2026 (40 stations)

Dear Khun Tanakorn,

Your CafeDeck Pro license for Level Up Game Cafe (40 client stations + 1 server) ends on 31 Dec 2025.

Renewal for 2026:
- Annual plan: 40 stations x 1,200 THB = 48,000 THB (your 2025 price was 1,050 THB per station).
- Early renewal: pay before 15 Dec 2025 and get 10% off, 43,200 THB in total.
- Monthly plan: 4,400 THB per month, no discount.

New in 2026: member app with QR top-up, and a tournament bracket module at no extra cost.

You can pay by bank transfer (details on the attached invoice) or by card on the CafeDeck portal.
If the license is not renewed, client stations will lock on 1 Jan 2026.

Best regards,
Pim Chaiyasit
Account Manager, CafeDeck Asia
"""
PEA_SHOP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Tanakorn Srisawat (Level Up Game Cafe)\n"
    "Address: 88/9 Moo 9, Tha Pho, Mueang Phitsanulok 65000\n"
    "Customer no. 020034471926    Rate: 2.2 small general service\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 241,388 -> 249,300   Units used: 7,912 kWh\n"
    "Energy charge 32,214.27  Ft 1,560.25  Service 312.24  VAT 7% 2,386.07\n"
    "AMOUNT DUE: 36,472.83 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
LOAN_LETTER = [
    "LANNA COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Branch, Boromtrailokanat Road\n"
    "15 October 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE CHANGE\n"
    "Mr. Tanakorn Srisawat (Level Up Game Cafe)\n"
    "Loan account: 702-3-48816-5 (SME term loan 650,000 THB, drawn 25 Mar 2024)\n"
    "\n"
    "Following the reduction of the bank's MLR from 7.15% to 6.90% on 1 Nov 2025,\n"
    "your interest rate (MLR - 0.50%) will change from 6.65% to 6.40% per year.\n"
    "Outstanding principal at 30 Sep 2025: 421,936.18 THB\n"
    "Monthly instalment: 15,800 THB up to the payment of 25 Oct 2025,\n"
    "then 15,650 THB from the payment of 25 Nov 2025.\n"
    "Final payment date unchanged: 25 Mar 2028.\n"
    "Instalments are debited from your savings account 702-1-22054-9 on the 25th of each month.\n"
    "\n"
    "Questions: SME Relationship Manager, Khun Narumon, 055-241-880.\n"
    "Yours sincerely, Loan Operations",
]

# ---------------------------------------------------------------- lease
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ พิษณุโลก วันที่ 20 ธันวาคม 2565",
    "ผู้ให้เช่า: นายชัยวัฒน์ ตั้งเจริญกุล (เฮียชัย)  ผู้เช่า: นายธนากร ศรีสวัสดิ์",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 2 คูหา 3 ชั้น เลขที่ 88/9 หมู่ 9 ต.ท่าโพธิ์ อ.เมือง จ.พิษณุโลก\n"
     "(ตรงข้ามประตูหลังมหาวิทยาลัยนเรศวร) ใช้ประกอบกิจการร้านเกมและเครื่องดื่ม"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2566 ถึงวันที่ 31 ธันวาคม 2568"),
    ("ข้อ 3 ค่าเช่า", "เดือนละ 25,000 บาท (สองหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 75,000 บาท (3 เดือน) คืนภายใน 30 วันหลังส่งมอบอาคาร"),
    ("ข้อ 5 ค่าน้ำค่าไฟ", "ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และค่าอินเทอร์เน็ตเอง"),
    ("ข้อ 6 การตกแต่ง", "ผู้เช่าต่อเติมระบบไฟและแอร์ได้ ค่าใช้จ่ายเป็นของผู้เช่า ไม่รื้อถอนเมื่อหมดสัญญา"),
    ("ข้อ 7 ค่าปรับ", "ชำระค่าเช่าล่าช้า ปรับวันละ 300 บาท"),
    ("ข้อ 8 การต่อสัญญา", "หากจะต่อสัญญา ให้แจ้งล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา"),
]
LEASE_BOTTOM = ["ลงชื่อ ชัยวัฒน์ ตั้งเจริญกุล ผู้ให้เช่า", "ลงชื่อ ธนากร ศรีสวัสดิ์ ผู้เช่า",
                "ลงชื่อ กมลวรรณ ศรีสวัสดิ์ พยาน"]

# ---------------------------------------------------------------- books
PC_2568 = [148200, 131600, 98400, 71300, 86900, 152700, 164300, 171800, 168500, 159200]
PS5_2568 = [9600, 8800, 7200, 6400, 7100, 10200, 11400, 12600, 11900, 12300]
SNACK_2568 = [42300, 38900, 31200, 24800, 27600, 45100, 48700, 51300, 49800, 47600]
TOPUP_2568 = [5200, 4800, 3900, 3100, 3500, 5600, 6100, 6400, 6200, 5900]
POWER_2568 = [31840.55, 30212.80, 33905.10, 35120.44, 34460.00, 35610.27, 34985.90, 35280.62, 35904.18, 36472.83]
NET_2568 = [3616.60] * 10
WAGES_2568 = [25800, 24600, 19800, 16200, 18600, 26400, 27000, 27600, 27000, 27000]
MEMBERS_2568 = [412, 268, 121, 74, 96, 538, 305, 247, 219, 188]
PC_2567 = [139500, 124800, 92100, 66800, 81200, 141600, 153900, 160200, 158400, 149700, 162800, 121500]
PS5_2567 = [8200, 7600, 6300, 5900, 6200, 9100, 9800, 10700, 10300, 10900, 11600, 9800]
SNACK_2567 = [39800, 36100, 29400, 22900, 25800, 41700, 44900, 47200, 46100, 44300, 47900, 38200]
TOPUP_2567 = [4600, 4300, 3500, 2800, 3200, 5100, 5500, 5800, 5600, 5400, 5900, 4700]
POWER_2567 = [29650.20, 28140.75, 31230.40, 32880.10, 32050.65, 33120.90, 32640.35, 32910.80, 33380.15,
              33950.60, 34210.45, 30980.70]
NET_2567 = [2675.00, 2675.00] + [3616.60] * 10
WAGES_2567 = [24000, 22800, 18600, 15000, 17400, 24600, 25200, 25800, 25200, 25200, 25800, 21000]
MEMBERS_2567 = [385, 240, 110, 69, 88, 501, 290, 231, 205, 176, 160, 95]
LOAN_2567 = [0, 0, 0] + [15800] * 9
LOAN_2568 = [15800] * 10


def income_totals(pc, ps5, snack, topup) -> list[int]:
    return [a + b + c + d for a, b, c, d in zip(pc, ps5, snack, topup)]


def _shop_book(path: Path, year: str, pc, ps5, snack, topup, power, net, wages, loan, members) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับร้านเลเวลอัพ เกมคาเฟ่ ปี {year} (Monthly income {year}, THB)"])
    income.append(["เดือน (Month)", "ค่าเล่นคอม (PC hours)", "ห้อง PS5 (PS5 rooms)", "เครื่องดื่ม/ขนม (Drinks, snacks)",
                   "ค่าคอมเติมเกม (Top-up commission)", "รวม (Total)"])
    for i, row in enumerate(zip(pc, ps5, snack, topup)):
        income.append([f"{MONTHS[i]} {year}", *row, sum(row)])
    income.append(["รวมทั้งปี (Year total)", sum(pc), sum(ps5), sum(snack), sum(topup),
                   sum(income_totals(pc, ps5, snack, topup))])
    for column in range(2, 7):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าเช่าตึก (Rent)", "ค่าไฟ (Electricity)", "ค่าเน็ต (Internet)",
                  "ค่าแรง (Wages)", "ค่าของเข้าร้าน (Drinks, snacks stock)", "ผ่อนเงินกู้ (Loan)", "รวม (Total)"])
    for i in range(len(pc)):
        stock = int(round(snack[i] * 0.6, -2))
        row = [25000, power[i], net[i], wages[i], stock, loan[i]]
        costs.append([f"{MONTHS[i]} {year}", *row, round(sum(row), 2)])
    for column in range(2, 9):
        money_format(costs, column)
    people = book.create_sheet("สมาชิก Members")
    people.append([f"สมาชิกใหม่ ปี {year} (New members {year})"])
    people.append(["เดือน (Month)", "สมาชิกใหม่ (New members)"])
    for i, count in enumerate(members):
        people.append([f"{MONTHS[i]} {year}", count])
    people.append(["รวม (Total)", sum(members)])
    book.save(path)


WAGES_MD = """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | กะ | ค่าแรง | ชั่วโมง/เดือน | รวม |
|---|---|---|---|---|
| น้องมิ้นท์ (ปี 2 บริหาร) | กะเย็น 17.00-22.00 | 50 บาท/ชม. | 96 ชม. | 4,800 บาท |
| น้องเจมส์ (ปี 3 วิศวะคอม) | กะดึก 22.00-02.00 | 55 บาท/ชม. | 120 ชม. | 6,600 บาท |
| น้องฟ้า (ปี 1 นิเทศ) | เสาร์-อาทิตย์ | 50 บาท/ชม. | 72 ชม. | 3,600 บาท |
| พี่หนุ่ม (ช่างประจำร้าน) | รายเดือน | 12,000 บาท | - | 12,000 บาท |

รวมค่าแรง ต.ค. 27,000 บาท จ่ายแล้ว 31 ต.ค. (โอนเข้าบัญชีทุกคน)
เจมส์ขอเพิ่มเป็น 60 บาท/ชม. ตั้งแต่ ธ.ค. ยังไม่ได้ตอบ
"""
REPAIRS_MD = """# บันทึกซ่อมเครื่อง ปี 2568

- 14 ม.ค. เครื่อง 12 พาวเวอร์ซัพพลายเสีย เปลี่ยนใหม่ 650W = 1,650 บาท
- 3 มี.ค. ล้างแอร์ 4 ตัว (ช่างโอ๊ต) = 3,200 บาท
- 22 พ.ค. เครื่อง VIP-03 พัดลมการ์ดจอดัง เปลี่ยนพัดลม = 450 บาท
- 9 ก.ค. เมาส์พัง 6 ตัว ซื้อใหม่ Nova M1 = 2,520 บาท
- 18 ส.ค. เครื่อง 27 SSD เสีย เปลี่ยน 512GB = 1,190 บาท
- 2 ก.ย. ล้างแอร์ 4 ตัว + เติมน้ำยา 1 ตัว = 4,100 บาท
- 11 ต.ค. หูฟังห้อง PS5 พัง 2 ชุด = 1,760 บาท

รวมค่าซ่อม ม.ค.-ต.ค. 14,870 บาท
เครื่อง VIP การ์ดจอ GTX 1660 Super เล่นเกมใหม่กระตุก ลูกค้าบ่นบ่อย ต้องอัปเกรดก่อนปีใหม่
"""
RULES_MD = """# กติกา Level Up ROV Cup ครั้งที่ 3

จัดโดยร้านเลเวลอัพ เกมคาเฟ่ (งานของร้านเอง ไม่เกี่ยวกับงานชมรม)

- วันแข่ง 6-7 ธันวาคม 2568 ที่ร้าน เริ่ม 13.00 น.
- รับ 16 ทีม ทีมละ 5 คน + ตัวสำรอง 1 คน
- ค่าสมัครทีมละ 300 บาท สมัครทาง LINE @levelupplk ภายใน 30 พฤศจิกายน 2568
- แข่งแบบแพ้คัดออก Bo3 รอบชิง Bo5
- เงินรางวัลรวม 15,000 บาท: ที่ 1 8,000 บาท ที่ 2 4,500 บาท ที่ 3 2,500 บาท
- ห้ามใช้มือถือของตัวเอง ใช้เครื่องของร้านเท่านั้น
- ผู้เข้าแข่งได้คูปองเครื่องดื่มคนละ 1 แก้ว
"""
MENU_MD = """# ไอเดียเมนูเครื่องดื่มใหม่ (เทอม 2)

- โกโก้ปั่นมินต์ "Mana Potion" 45 บาท
- ชาไทยปั่นชีส "Legendary" 49 บาท
- โซดาบลูฮาวาย "Critical Hit" 35 บาท
- มาม่าต้มยำไข่ + ไส้กรอก 45 บาท (ขายดีตอนดึก)
ต้นทุนแก้วละประมาณ 14-18 บาท ลองขาย 2 อาทิตย์ก่อน
"""
LANDLORD_CHAT = """[6/10/2568 18:20] เฮียชัย เจ้าของตึก: ต้น สัญญาเช่าหมดสิ้นปีนี้นะ ปีหน้าเฮียขอขึ้นเป็นเดือนละ 30,000 ภาษีที่ดินขึ้น
[6/10/2568 18:45] ต้น Level Up: เฮียครับ 30,000 หนักไปครับ ช่วงปิดเทอมร้านเงียบมาก ขอ 26,000 ได้ไหมครับ
[7/10/2568 09:10] เฮียชัย เจ้าของตึก: 26,000 ไม่ไหว เฮียให้ 28,500
[7/10/2568 09:30] ต้น Level Up: ถ้าผมทำสัญญา 3 ปีเลย ขอ 28,000 ได้ไหมครับ
[7/10/2568 10:02] เฮียชัย เจ้าของตึก: โอเค 3 ปี 28,000 ตลอดสัญญา เริ่ม 1 ม.ค. 69 มัดจำเติมให้ครบ 3 เดือน
[7/10/2568 10:05] ต้น Level Up: ขอบคุณครับเฮีย มัดจำเดิม 75,000 เติมอีก 9,000 เป็น 84,000 นะครับ
[7/10/2568 10:06] เฮียชัย เจ้าของตึก: ถูกต้อง เซ็นสัญญาใหม่ก่อน 15 ธ.ค. นะ
[30/10/2568 16:40] เฮียชัย เจ้าของตึก: ต้น รางน้ำหลังร้านรั่ว เดี๋ยวเฮียให้ช่างไปดูพรุ่งนี้
[30/10/2568 16:52] ต้น Level Up: ครับเฮีย ผมอยู่ร้านทั้งวันครับ
"""
CLUB_CHAT = """[22/10/2568 20:15] บอส ชมรมอีสปอร์ต: พี่ต้นครับ งานฟรีชชี่ ROV สรุปทีมสมัครได้ 24 ทีมครับ ไม่ถึง 32 อย่างที่คิดไว้
[22/10/2568 20:18] บอส ชมรมอีสปอร์ต: งบชมรมที่อาจารย์ให้มาประมาณ 36,000 ครับ
[22/10/2568 20:31] ต้น Level Up: โอเค เดี๋ยวพี่ทำใบเสนอราคาให้ใหม่ ลดค่าไลฟ์ให้ด้วย
[27/10/2568 10:10] ต้น Level Up: ส่งใบเสนอราคาให้แล้วนะ 35,500 มัดจำ 30% 10,650
[27/10/2568 13:45] บอส ชมรมอีสปอร์ต: อาจารย์ที่ปรึกษาอนุมัติแล้วครับ โอนมัดจำ 10,650 แล้วครับ
[27/10/2568 13:50] ต้น Level Up: ได้รับแล้ว ขอบคุณครับ
[3/11/2568 21:30] บอส ชมรมอีสปอร์ต: พี่ครับ ขอเลื่อนวันนะครับ 15-16 พ.ย. ชนสอบกลางภาคคณะวิศวะ ขอเป็น 22-23 พ.ย. ได้ไหมครับ
[3/11/2568 21:42] ต้น Level Up: 22-23 พ.ย. ว่างอยู่ ได้เลย ราคาเท่าเดิม
[3/11/2568 21:45] บอส ชมรมอีสปอร์ต: ขอบคุณครับพี่ งั้นยืนยัน 22-23 พ.ย. นะครับ
[3/11/2568 21:47] ต้น Level Up: ส่วนที่เหลือ 24,850 จ่ายวันจบงานนะ
"""


def _promo_slides() -> list[tuple[str, str]]:
    term1 = sum(income_totals(PC_2568, PS5_2568, SNACK_2568, TOPUP_2568)[5:9])
    members = sum(MEMBERS_2568[5:9])
    return [
        ("โปรเปิดเทอม 2/2568 Level Up Game Cafe", "แผนโปรโมชันเทอม 2\nธนากร ศรีสวัสดิ์  ตุลาคม 2568"),
        ("ทบทวนเทอม 1", f"รายรับ มิ.ย.-ก.ย. 2568 รวม {term1:,} บาท\nสมาชิกใหม่ {members:,} คน\n"
                        "ปัญหา: เครื่อง VIP การ์ดจอเก่า เล่นเกมใหม่ไม่ลื่น"),
        ("โปรเปิดเทอม (10 พ.ย. - 20 ธ.ค. 2568)", "แพ็กเหมา 30 ชม. 349 บาท (ปกติ 450 บาท)\n"
                                                "Night Pass 22.00-08.00 น. 99 บาท\n"
                                                "แสดงบัตรนักศึกษา ม.น. ลดเครื่องดื่ม 10%"),
        ("เป้าหมาย", "สมาชิกใหม่ 700 คน ภายในสิ้นเทอม\nรายรับเดือน พ.ย. 240,000 บาท"),
        ("งานแข่ง", "Level Up ROV Cup ครั้งที่ 3 วันที่ 6-7 ธ.ค. 2568 เงินรางวัลรวม 15,000 บาท\n"
                    "รับจัดแข่งให้ชมรมอีสปอร์ต ม.น."),
        ("อัปเกรดโซน VIP", "เปลี่ยนการ์ดจอ 10 เครื่อง + จอ 27 นิ้ว 180Hz\nงบไม่เกิน 200,000 บาท (ดูใบเสนอราคา 2 เจ้า)"),
    ]


# ---------------------------------------------------------------- household
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสองแควศึกษา จังหวัดพิษณุโลก", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปภาวรินทร์ ศรีสวัสดิ์  ชั้น ป.2/3  เลขประจำตัว 30982"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4471-8852",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
                           ("ค่าหนังสือและอุปกรณ์", "2,450"), ("ค่าประกันอุบัติเหตุ", "350")],
                "23,500", "12 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
                           ("ค่ากิจกรรมและทัศนศึกษา", "1,650"), ("ค่าเรียนคอมพิวเตอร์และโรบอติก", "2,200")],
                "24,550", "10 พฤศจิกายน 2568")
PEA_HOME = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Kamonwan Srisawat\n"
    "Address: 129/7 Moo 8, Tha Thong, Mueang Phitsanulok 65000\n"
    "Customer no. 020018823540    Rate: 1.2 residential\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 30,114 -> 30,600   Units used: 486 kWh\n"
    "Energy charge 2,041.75  Ft 95.84  Service 38.22  VAT 7% 152.31\n"
    "AMOUNT DUE: 2,328.12 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
INSURANCE_LETTER = [
    "SIRIMONGKOL LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Service Centre, Naresuan Road\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM RENEWAL NOTICE - KIDS HEALTH PLUS\n"
    "Dear Mrs. Kamonwan Srisawat (policy owner),\n"
    "Policy no. SML-KH-2210458   Insured: Miss Papawarin Srisawat, age 8\n"
    "Policy anniversary: 15 Dec 2025\n"
    "\n"
    "Coverage: in-patient up to 1,000,000 THB per year, room 3,000 THB per day,\n"
    "out-patient rider 1,500 THB per visit (30 visits per year).\n"
    "Annual premium 2026: 14,850 THB (2025: 13,920 THB).\n"
    "The premium changes because the insured moves to the 8-10 age band.\n"
    "Please pay by 10 Dec 2025 by bank transfer, credit card or through your agent,\n"
    "Khun Jantima (086-117-5402). Cover lapses if not paid within the 31-day grace period.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2204.66, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                  ("ค่ามือถือ 2 เบอร์ (Mobile)", 898, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 2850, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1400, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2411.38, "PEA"), ("ค่าน้ำประปา (Water)", 334, ""),
                  ("ค่ามือถือ 2 เบอร์ (Mobile)", 898, ""), ("ค่ากับข้าว (Food)", 10650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3120, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1400, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, ""), ("ค่าตรวจตาพ่อ (Dad's eye check)", 1800, "รพ.พุทธชินราช")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2328.12, "PEA"), ("ค่าน้ำประปา (Water)", 309, ""),
                  ("ค่ามือถือ 2 เบอร์ (Mobile)", 898, ""), ("ค่ากับข้าว (Food)", 10980, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 2990, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1400, ""),
                  ("ค่ายาพ่อ (Dad's medicine)", 960, ""), ("ชุดลูกเสือ-เนตรนารีใบเตย (Scout uniform)", 650, "")],
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


HOTEL_EMAIL = """From: Huan Nan Heritage Hotel <reservations@huannanheritage.com>
To: kamonwan.may@gmail.com
Cc: levelupgamecafe.plk@gmail.com
Date: Wed, 5 Nov 2025 20:47
Subject: Booking confirmation HN-251230-044

Dear Mrs. Kamonwan Srisawat,

Thank you for choosing Huan Nan Heritage Hotel. Your booking is confirmed:

Check-in: 30 Dec 2025 (from 14:00)
Check-out: 1 Jan 2026 (by 12:00)
Room: Family Room with garden view, 2 adults + 1 child + 1 senior (extra bed included)
Rate: 2,400 THB per night x 2 nights = 4,800 THB, breakfast included
Deposit received: 1,500 THB. Balance 3,300 THB payable at check-in.

Free cancellation until 20 Dec 2025. After that date the deposit is not refundable.
Our New Year's Eve dinner on the riverside terrace is 650 THB per adult; please book in advance.

Warm regards,
Reservations Team, Huan Nan Heritage Hotel, Nan
"""
FAMILY_CHAT = """[1/11/2568 20:05] เมย์: พี่ต้น ค่าเทอมใบเตยเทอม 2 ต้องโอนก่อนวันที่ 10 นะ 24,550
[1/11/2568 20:12] ต้น: โอเค พรุ่งนี้โอน
[2/11/2568 09:40] ต้น: โอนค่าเทอมแล้ว ส่งสลิปในกลุ่มแล้วนะ
[2/11/2568 12:15] พ่อ: วันที่ 18 พ่อนัดผ่าตัดตานะ ต้องไปถึงโรงพยาบาล 7 โมง
[2/11/2568 12:20] เมย์: วันนั้นเมย์เข้าเวรเช้า พี่ต้นไปส่งพ่อนะ
[2/11/2568 12:22] ต้น: ได้ เดี๋ยวให้น้องเจมส์เปิดร้านแทน
[5/11/2568 21:00] เมย์: ปีใหม่ไปน่าน จองโรงแรมได้แล้ว 2 คืน 4,800 มัดจำไปแล้ว 1,500
[5/11/2568 21:03] ต้น: งบเที่ยวทั้งหมดไม่เกิน 15,000 นะ
[5/11/2568 21:10] ต้น: เอ้ย ขอเป็น 12,000 พอ เดือนหน้าร้านต้องจ่ายค่าการ์ดจอกับค่าโปรแกรมร้าน
[5/11/2568 21:12] เมย์: รับทราบค่ะ 12,000
[6/11/2568 07:30] เมย์: ประกันสุขภาพใบเตยขึ้นเป็น 14,850 จ่ายก่อน 10 ธ.ค. นะ
[6/11/2568 07:41] พ่อ: ใบเตยบอกอยากได้ชุดลูกเสือใหม่ ตัวเก่าเล็กแล้ว
"""
DAD_MD = """# นัดผ่าตัดตาพ่อ (พ่อประยงค์)
- ต้อกระจกตาขวา ผ่าตัดที่ รพ.พุทธชินราช วันที่ 18 พฤศจิกายน 2568
- ไปถึงโรงพยาบาล 07.00 น. งดน้ำงดอาหารหลังเที่ยงคืน
- ใช้สิทธิบัตรทอง เลนส์พื้นฐานไม่เสียเงิน ถ้าเลนส์พิเศษจ่ายเพิ่ม 9,500 บาท (พ่อเลือกเลนส์พื้นฐาน)
- นัดดูแผล 19 พ.ย. และ 25 พ.ย.
- ห้ามก้มหน้าล้างหน้า 2 อาทิตย์ ต้องหยอดตาวันละ 4 ครั้ง
"""
TODO = {"todo.md": """- เซ็นสัญญาเช่าใหม่กับเฮียชัย ก่อน 15 ธ.ค.
- เลือกเจ้าอัปเกรดการ์ดจอ VIP
- ต่อ CafeDeck ก่อน 15 ธ.ค. จะได้ลด 10%
- จ่ายประกันสุขภาพใบเตย ก่อน 10 ธ.ค.
- พาพ่อไปผ่าตัดตา 18 พ.ย.
"""}
TEXTS = {
    "ร้านเกม/Suppliers/email_CafeDeck_license_renewal.txt": CAFEDECK_EMAIL,
    "ร้านเกม/บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md": WAGES_MD,
    "ร้านเกม/บัญชี/บันทึกซ่อมเครื่อง_2568.md": REPAIRS_MD,
    "ร้านเกม/แชท/แชทไลน์_เฮียชัย_เจ้าของตึก.txt": LANDLORD_CHAT,
    "ร้านเกม/แชท/แชทไลน์_บอส_ชมรมอีสปอร์ต.txt": CLUB_CHAT,
    "ร้านเกม/กติกา_LevelUp_ROV_Cup3.md": RULES_MD,
    "ร้านเกม/เมนูเครื่องดื่มใหม่.md": MENU_MD,
    "บ้าน/แชทไลน์_ครอบครัว.txt": FAMILY_CHAT,
    "บ้าน/email_HuanNan_booking.txt": HOTEL_EMAIL,
    "บ้าน/นัดผ่าตัดตาพ่อ.md": DAD_MD,
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านเกม", docs / "บ้าน"
    quotes, upgrade, suppliers = shop / "ใบเสนอราคา", shop / "อัปเกรดเครื่อง", shop / "Suppliers"
    bank, papers, books = shop / "ธนาคาร", shop / "เอกสารร้าน", shop / "บัญชี"
    for folder in (quotes, upgrade, suppliers, bank, papers, books, home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_จัดแข่ง_ชมรมอีสปอร์ต_ร่าง.docx", CLUB_DRAFT, CLUB_DRAFT_TABLE,
               bottom=CLUB_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_จัดแข่ง_ชมรมอีสปอร์ต_ฉบับจริง.docx", CLUB_FINAL, CLUB_FINAL_TABLE,
               bottom=CLUB_FINAL_BOTTOM)
    make_pdf(upgrade / "SongKhwaeComputer_quotation_GPU.pdf", SKC_QUOTE)
    write_docx(upgrade / "ใบเสนอราคา_การ์ดจอ_พีซีพลัส.docx", PCPLUS_TOP, PCPLUS_TABLE, bottom=PCPLUS_BOTTOM)
    make_pdf(suppliers / "GearHub_pricelist_Q4_2025.pdf", GEARHUB_PRICES)
    make_pdf(suppliers / "PhitsanulokBroadband_invoice_Oct2025.pdf", PB_INVOICE)
    write_docx(suppliers / "สัญญาอินเทอร์เน็ต_พิษณุโลกบรอดแบนด์.docx", PB_CONTRACT, PB_CONTRACT_TABLE,
               bottom=PB_CONTRACT_BOTTOM)
    make_pdf(suppliers / "PEA_electricity_shop_Oct2025.pdf", PEA_SHOP)
    make_pdf(bank / "LannaBank_loan_rate_notice.pdf", LOAN_LETTER)
    write_docx(papers / "สัญญาเช่าอาคาร_เฮียชัย_2566-2568.docx", LEASE_TOP, headings=LEASE_HEADINGS,
               bottom=LEASE_BOTTOM)
    _shop_book(books / "รายรับรายจ่ายร้าน_2568.xlsx", "2568", PC_2568, PS5_2568, SNACK_2568, TOPUP_2568,
               POWER_2568, NET_2568, WAGES_2568, LOAN_2568, MEMBERS_2568)
    _shop_book(books / "รายรับรายจ่ายร้าน_2567.xlsx", "2567", PC_2567, PS5_2567, SNACK_2567, TOPUP_2567,
               POWER_2567, NET_2567, WAGES_2567, LOAN_2567, MEMBERS_2567)
    write_slides(shop / "แผนโปรโมชันเทอม2_2568.pptx", _promo_slides())
    make_pdf(home / "Bills" / "PEA_electricity_home_Oct2025.pdf", PEA_HOME)
    make_pdf(home / "ประกัน" / "SirimongkolLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
