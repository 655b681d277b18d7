"""The tourguide folder: the papers of a Krabi tour guide, his small trip business and his household, written by code.

The owner is นายธนวัฒน์ แก้วประดิษฐ์ (พี่ต้น, "Ton" to foreign guests), a licensed guide (บัตรมัคคุเทศก์ทั่วไป
(ต่างประเทศ) เลขที่ 11-05873) who also runs "ต้นอันดามันทัวร์" (Ton Andaman Tours), 112/7 หมู่ 2 ต.อ่าวนาง
อ.เมืองกระบี่ จ.กระบี่ 81180. He guides day jobs for agencies and organises his own trips with a hire-purchase
Toyota Commuter van. His wife สุนิสา (นิด) keeps the books, their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2, his mother
จันทร์เพ็ญ (แม่เพ็ญ) is to have a knee operation, his sister แหม่ม lives in Phuket. It is November 2568 (2025).

Documents/งานทัวร์ Ton Andaman/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ฮาร์โมนี่ทราเวล_v1_ร่าง.docx: draft quote TA-QT-68-019 (20 ต.ค. 2568) to บริษัท ฮาร์โมนี่
  ทราเวล จำกัด (คุณพิมพ์ชนก ศรีวงศ์), Krabi 3 days 2 nights 12-14 ธ.ค. 2568, 24 ท่าน x 3,950 = 94,800.
- ใบเสนอราคา/ใบเสนอราคา_ฮาร์โมนี่ทราเวล_v2_final.docx: the final (28 ต.ค. 2568), 26 ท่าน x 3,750 = 97,500,
  deposit 30% = 29,250 by 15 พ.ย. 2568, balance 68,250 on 12 ธ.ค. 2568.
- Harmony_ธ.ค.68/แชทไลน์_เมย์_Harmony Travel.txt: LINE chat with คุณเมย์: deposit 29,250 paid, the group grows to
  28, she asks 3,600 a head, settled at 3,700: 103,600 in all, 74,350 left after the deposit.
- Harmony_ธ.ค.68/email_AoNangCliffside_booking_19Nov2025.txt: the resort's confirmation, 14 rooms x 2 nights x
  1,850 = 51,800 (revised from 13 rooms, 48,100), 50% deposit 25,900 by 1 Dec 2025.
- Harmony_ธ.ค.68/ใบเสนอราคาเรือ_ไข่มุกอันดามัน.docx: หจก.ไข่มุกอันดามันมารีน (บังหมาด) speedboat charter for
  13 ธ.ค. 2568, 26 pax: 15,000 + snorkel 1,300 + fuel 2,200 = 18,500, park fee not included, deposit 5,000.
- Harmony_ธ.ค.68/SeaStar_speedboat_quotation_SS-Q-2511-087.pdf: English quote for the same day: 18,100 + VAT
  1,267 = 19,367.00.
- Harmony_ธ.ค.68/แชทไลน์_บังหมาด_เรือ.txt: LINE chat with the boat owner: 18,500 asked, 17,000 offered, settled
  18,000; deposit 5,000, 13,000 at the pier.
- Harmony_ธ.ค.68/โปรแกรม_Harmony_กระบี่_12-14ธ.ค.68.pptx: slides with the group's 3-day programme.
- ลูกค้าต่างชาติ/Invoice_NordicTrails_INV-2568-041.pdf: English invoice to Nordic Trails AB for the 3-7 Nov 2025
  private tour: 52,300.00 total, deposit 15,000.00, balance 37,300.00 due 14 Nov 2025.
- ลูกค้าต่างชาติ/ใบเสร็จ_NordicTrails_RC-2568-037.docx: receipt (12 พ.ย. 2568) for the balance 37,300.00, less a
  450.00 bank fee, 36,850.00 received.
- ลูกค้าต่างชาติ/email_NordicTrails_Ingrid_Nov2025.txt: thanks from Ingrid Lindqvist, a February 2026 group of 10;
  she asks 3,200 THB/day for the guide, Ton offers 3,300, she accepts.
- ลูกค้าต่างชาติ/email_Mueller_family_private_tour.txt: the Mueller family's 2-day private tour 27-28 Dec 2025:
  15,600 quoted, no van on day 2, 13,200 agreed, deposit 4,000.
- ราคาทัวร์/TonAndaman_Rates_2025-26.pdf: this season's English rate card (Hong Islands 1,900, 4 Islands 1,200,
  Phang Nga Bay 2,400, private guide 3,500 a day, van 2,400 a day).
- ราคาทัวร์/ราคาทัวร์ต้นอันดามัน_2567-68.docx: last season's Thai rate card (1,700, 1,100, 2,200, 3,000, 2,200).
- บัญชี/รายรับรายจ่ายทัวร์_2568.xlsx: this year's book, income sheet (guide fees, own tours, commission) and
  expense sheet (boats, van and fuel, guest meals, park fees, van instalment), January to October.
- บัญชี/รายรับรายจ่ายทัวร์_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/งานไกด์_พ.ย.68.md: November agency guide jobs: fees 24,900, tips 6,240.
- เอกสารไกด์/หนังสือ_กรมการท่องเที่ยว_ต่อบัตรไกด์ 2568.docx: licence expires 18 มกราคม 2569, refresher course
  9 and 10 ธันวาคม 2568 (fee 1,500), renewal by 31 ธันวาคม 2568 (card fee 200).
- เอกสารไกด์/SriAndaman_group_accident_renewal_2025.pdf: guests' group travel accident policy, premium 8,560 due
  1 Dec 2025 (last year 7,990).
- รถตู้/SiamSouthernBank_van_HP_statement_Nov2025.pdf: the bank's hire-purchase statement for the van:
  instalment 29 of 60, 17,980.00 due 5 Dec 2025, 575,360.00 outstanding.
- รถตู้/ประกันรถตู้ชั้น1_ศรีอันดามัน_68-69.docx: van insurance renewal from บริษัท ศรีอันดามันประกันภัย,
  premium 21,450 due 20 ธ.ค. 2568.
- HighSeason_plan_2025-26.pptx: slides, the plan for the high season (income target 1,200,000).
- Krabi_guest_tips.md: tips he sends to guests (park fees, tipping, what to bring).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf (2,318.45, due 6 Nov 2025) and Bills/PEA_bill_Nov2025.pdf (2,104.70, due 5 Dec 2025).
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_1-2568.docx (18,900) and ค่าเทอม_ภูมิ_2-2568.docx (19,650, due 14 พฤศจิกายน 2568).
- แม่/AndamanCare_knee_surgery_estimate_Nov2025.pdf: hospital estimate for the mother's knee replacement,
  168,500, deposit 50,000 on admission, surgery 13 Jan 2026.
- แม่/นัดหมอแม่เพ็ญ.md: notes on the mother's appointments and medicines.
- รายจ่ายบ้าน_ก.ย.-พ.ย.68.xlsx: household spending, a sheet per month (ก.ย., ต.ค., พ.ย. 2568).
- แชทไลน์_บ้านแก้วประดิษฐ์.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
TON_TOP = ("ต้นอันดามันทัวร์ (Ton Andaman Tours) โดย นายธนวัฒน์ แก้วประดิษฐ์ มัคคุเทศก์เลขที่ 11-05873 "
           "112/7 หมู่ 2 ต.อ่าวนาง อ.เมืองกระบี่ จ.กระบี่ 81180 โทร 089-652-3371")

# ---------------------------------------------------------------- quotes to Harmony Travel
HARMONY_TO = "เรียน คุณพิมพ์ชนก ศรีวงศ์ ฝ่ายกรุ๊ปทัวร์ บริษัท ฮาร์โมนี่ ทราเวล จำกัด เขตจตุจักร กรุงเทพฯ"
HARMONY_V1 = [
    TON_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ TA-QT-68-019",
    "วันที่ 20 ตุลาคม 2568",
    HARMONY_TO,
    "เรื่อง แพ็กเกจกระบี่ 3 วัน 2 คืน วันที่ 12-14 ธันวาคม 2568 (อ่าวนาง-เกาะห้อง-ถ้ำเสือ)",
]
HARMONY_V1_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อท่าน (บาท)", "รวม (บาท)"),
    ("แพ็กเกจกระบี่ 3 วัน 2 คืน พักห้องละ 2 ท่าน", "24 ท่าน", "3,950", "94,800"),
    ("พักเดี่ยว จ่ายเพิ่ม", "-", "1,800", "-"),
    ("รวมทั้งสิ้น", "", "", "94,800"),
]
HARMONY_V1_BOTTOM = [
    "ราคารวม: รถตู้ VIP รับส่งสนามบิน, โรงแรม 2 คืน พร้อมอาหารเช้า, เรือสปีดโบ๊ทเกาะห้อง, อาหาร 5 มื้อ, ค่าอุทยาน, "
    "ไกด์ท้องถิ่น",
    "รวมทั้งสิ้น 94,800 บาท (เก้าหมื่นสี่พันแปดร้อยบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอราคาเรือกับราคาโรงแรมปีนี้ก่อน",
]
HARMONY_V2 = [
    TON_TOP,
    "ใบเสนอราคา  เลขที่ TA-QT-68-019 (v2 ฉบับส่งลูกค้า)",
    "วันที่ 28 ตุลาคม 2568",
    HARMONY_TO,
    "เรื่อง แพ็กเกจกระบี่ 3 วัน 2 คืน วันที่ 12-14 ธันวาคม 2568 (อ่าวนาง-เกาะห้อง-ถ้ำเสือ)",
]
HARMONY_V2_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อท่าน (บาท)", "รวม (บาท)"),
    ("แพ็กเกจกระบี่ 3 วัน 2 คืน พักห้องละ 2 ท่าน", "26 ท่าน", "3,750", "97,500"),
    ("พักเดี่ยว จ่ายเพิ่ม", "-", "1,850", "-"),
    ("รวมทั้งสิ้น", "", "", "97,500"),
]
HARMONY_V2_BOTTOM = [
    "ราคารวม: รถตู้ VIP รับส่งสนามบิน, โรงแรมอ่าวนาง 2 คืน พร้อมอาหารเช้า, เรือสปีดโบ๊ทเกาะห้อง, อาหาร 5 มื้อ, "
    "ค่าอุทยาน, ไกด์ท้องถิ่นมีใบอนุญาต",
    "รวมทั้งสิ้น 97,500 บาท (เก้าหมื่นเจ็ดพันห้าร้อยบาทถ้วน) ไม่มีภาษีมูลค่าเพิ่ม",
    "มัดจำ 30% = 29,250 บาท ภายใน 15 พ.ย. 2568 ส่วนที่เหลือ 68,250 บาท ชำระวันที่ 12 ธ.ค. 2568",
    "โอนเข้าบัญชี ธนวัฒน์ แก้วประดิษฐ์ ธนาคารสยามใต้ สาขาอ่าวนาง 412-3-56789-0",
    "ลงชื่อ ธนวัฒน์ แก้วประดิษฐ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- boat quotes for 13 Dec
BOAT_KHAIMUK = [
    "ห้างหุ้นส่วนจำกัด ไข่มุกอันดามันมารีน รับเหมาเรือสปีดโบ๊ท เรือหางยาว ทัวร์เกาะ",
    "ท่าเรือนพรัตน์ธารา ต.อ่าวนาง อ.เมืองกระบี่ จ.กระบี่ โทร 081-797-4420",
    "ใบเสนอราคา เลขที่ KM 112/2568  วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณธนวัฒน์ แก้วประดิษฐ์ (ต้นอันดามันทัวร์)",
    "เรื่อง เหมาเรือสปีดโบ๊ท ทริปเกาะห้อง วันที่ 13 ธันวาคม 2568 ลูกทัวร์ 26 ท่าน",
]
BOAT_KHAIMUK_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เหมาเรือสปีดโบ๊ท 35 ที่นั่ง เกาะห้อง-ลากูน-เกาะผักเบี้ย เต็มวัน", "1 ลำ", "15,000", "15,000"),
    ("ชุดดำน้ำตื้น + เสื้อชูชีพ", "26 ชุด", "50", "1,300"),
    ("ค่าน้ำมันเรือ", "1 เที่ยว", "2,200", "2,200"),
    ("รวมทั้งสิ้น", "", "", "18,500"),
]
BOAT_KHAIMUK_BOTTOM = [
    "รวมทั้งสิ้น 18,500 บาท ไม่รวมค่าอุทยานแห่งชาติ (คนไทย 100 บาท/ท่าน เก็บที่เกาะ)",
    "มัดจำ 5,000 บาท ส่วนที่เหลือจ่ายหน้าท่าวันเดินทาง",
    "ยกเลิกเพราะคลื่นลมแรง คืนมัดจำเต็มจำนวน",
    "มาหมาด หลงหัน ผู้จัดการ",
]
SEASTAR_QUOTE = [
    "SEASTAR SPEEDBOAT CO., LTD.\n"
    "Speedboat charters and island tours - Ao Nang, Krabi  Tel. 075-637-118\n"
    "QUOTATION No. SS-Q-2511-087     Date: 10 Nov 2025\n"
    "To: Ton Andaman Tours (Khun Thanawat), Ao Nang, Krabi\n"
    "Trip: Hong Islands private charter, 13 Dec 2025, 26 passengers\n"
    "\n"
    "Speedboat charter, 38 seats, full day            1 boat     15,900.00\n"
    "Snorkel set and life jacket                     26 x 40      1,040.00\n"
    "Fuel surcharge                                               1,160.00\n"
    "Subtotal                                                    18,100.00\n"
    "VAT 7%                                                       1,267.00\n"
    "TOTAL                                                       19,367.00 THB\n"
    "\n"
    "National park fee is not included. Soft drinks and fruit on board included.\n"
    "Deposit 50% to confirm. Valid until 30 Nov 2025.\n"
    "Sales: Khun Ploy 086-281-9045",
]

# ---------------------------------------------------------------- Nordic Trails
NORDIC_INVOICE = [
    "TON ANDAMAN TOURS\n"
    "Thanawat Kaewpradit, licensed guide no. 11-05873\n"
    "112/7 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180  Tel. +66 89 652 3371\n"
    "\n"
    "INVOICE No. INV-2568-041          Date: 2 Nov 2025\n"
    "Bill to: Nordic Trails AB, Stockholm, Sweden (Ms. Ingrid Lindqvist)\n"
    "Tour: Svensson group, private tour Krabi, 3-7 Nov 2025, 6 guests\n"
    "\n"
    "Private guide (English), 5 days x 3,500                17,500.00\n"
    "Van with driver, 5 days x 2,400                        12,000.00\n"
    "Private longtail boat, Hong Islands, 1 day              4,800.00\n"
    "National park fees, 6 guests x 2 days x 400             4,800.00\n"
    "Lunches, 6 guests x 5 days x 350                       10,500.00\n"
    "Kayaking at Ao Thalane, 6 guests x 450                  2,700.00\n"
    "TOTAL                                                  52,300.00 THB\n"
    "Less deposit received 10 Oct 2025                     -15,000.00\n"
    "BALANCE DUE                                            37,300.00 THB\n"
    "\n"
    "Due date: 14 Nov 2025. Bank charges are paid by the sender.\n"
    "Siam Southern Bank, Ao Nang branch, account 412-3-56789-0, SWIFT SSBKTHBK",
]
NORDIC_RECEIPT = [
    TON_TOP,
    "ใบเสร็จรับเงิน / RECEIPT  เลขที่ RC-2568-037",
    "วันที่ 12 พ.ย. 2568",
    "ได้รับเงินจาก Nordic Trails AB (นอร์ดิก เทรลส์) สตอกโฮล์ม สวีเดน",
    "อ้างอิงใบแจ้งหนี้ INV-2568-041 ทัวร์ส่วนตัวกรุ๊ป Svensson 6 ท่าน วันที่ 3-7 พ.ย. 2568",
]
NORDIC_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดคงเหลือตามใบแจ้งหนี้ INV-2568-041", "37,300.00"),
    ("หัก ค่าธรรมเนียมธนาคารรับโอนต่างประเทศ", "-450.00"),
    ("รับเงินจริง (เข้าบัญชี 12/11/68)", "36,850.00"),
]
NORDIC_RECEIPT_BOTTOM = [
    "รับเงินครบแล้ว ทั้งทริปรับมัดจำ 15,000.00 บาท และยอดคงเหลือ 37,300.00 บาท รวม 52,300.00 บาท",
    "ค่าธรรมเนียม 450.00 บาท ลูกค้าแจ้งว่าจะจ่ายเพิ่มรวมกับกรุ๊ปเดือน ก.พ.",
    "ผู้รับเงิน ธนวัฒน์ แก้วประดิษฐ์",
]
NORDIC_EMAIL = """From: Ingrid Lindqvist <ingrid@nordictrails.se>
To: tonandamantours@gmail.com
Date: Mon, 17 Nov 2025 15:24
Subject: Thank you! And a group for February 2026

Hi Ton,

The Svensson family came home very happy. They still talk about the kayak trip and "Khun Ton's" stories
at Tiger Cave Temple. We sent the balance for INV-2568-041 on 11 Nov; I hope it arrived.

We have a new group for next year: 10 guests, 16-20 Feb 2026, same programme but two boat days.
Your new rate card says 3,500 THB per day for a private guide. For a 5-day booking could you do
3,200 THB per day?

Best regards,
Ingrid Lindqvist
Nordic Trails AB

-----
From: Thanawat Kaewpradit <tonandamantours@gmail.com>
To: Ingrid Lindqvist <ingrid@nordictrails.se>
Date: Tue, 18 Nov 2025 08:02
Subject: Re: Thank you! And a group for February 2026

Dear Ingrid,

Thank you, the money arrived on 12 Nov (the bank took 450 THB in fees, no problem).
3,200 is a bit low for February, which is peak season. I can do 3,300 THB per day for the 5 days,
so 16,500 THB for the guide. Van and boats as in my rate card.

Best,
Ton

-----
From: Ingrid Lindqvist <ingrid@nordictrails.se>
To: tonandamantours@gmail.com
Date: Tue, 18 Nov 2025 17:45
Subject: Re: Thank you! And a group for February 2026

Deal, 3,300 per day. Please send a proforma invoice in January.
Ingrid
"""
MUELLER_EMAIL = """From: Stefan Mueller <s.mueller@posteo.de>
To: tonandamantours@gmail.com
Date: Sat, 8 Nov 2025 19:10
Subject: Private tour for our family, Dec 27-28

Hello Ton,

We found you through TripAdvisor. We are 2 adults and 2 kids (9 and 12) staying in Ao Nang at Christmas.
Could you guide us on Dec 27 and 28? Day 1 the 4 islands by boat, day 2 Tiger Cave Temple and the
Emerald Pool. What would it cost?

Stefan

-----
From: Thanawat Kaewpradit <tonandamantours@gmail.com>
To: Stefan Mueller <s.mueller@posteo.de>
Date: Sun, 9 Nov 2025 07:30
Subject: Re: Private tour for our family, Dec 27-28

Dear Stefan,

Happy to. For two days:
- private guide, 2 days x 3,500 = 7,000 THB
- van with driver, 2 days x 2,400 = 4,800 THB
- private longtail boat, 4 islands (Dec 27) = 3,800 THB
Total 15,600 THB. Park fees (400 THB adult, 200 THB child) are paid on the day.

Best regards,
Ton

-----
From: Stefan Mueller <s.mueller@posteo.de>
To: tonandamantours@gmail.com
Date: Mon, 10 Nov 2025 21:05
Subject: Re: Private tour for our family, Dec 27-28

Thanks Ton. We have a rental car from Dec 28, so we only need the van on the first day.
Can you send the new price?

-----
From: Thanawat Kaewpradit <tonandamantours@gmail.com>
To: Stefan Mueller <s.mueller@posteo.de>
Date: Tue, 11 Nov 2025 06:50
Subject: Re: Private tour for our family, Dec 27-28

Dear Stefan,
Without the van on Dec 28 it is 13,200 THB. A deposit of 4,000 THB by Wise confirms the dates;
the rest in cash on Dec 27. Pick-up 8:30 at your hotel.
Ton
"""

# ---------------------------------------------------------------- rate cards
RATES_2025 = [
    "TON ANDAMAN TOURS - RATE CARD 2025/26\n"
    "Valid 1 Nov 2025 - 31 Oct 2026. Prices in THB per person unless stated.\n"
    "\n"
    "Hong Islands by speedboat (join tour) ........ adult 1,900  child 1,400\n"
    "4 Islands by longtail (join tour) ............ adult 1,200  child 900\n"
    "Phang Nga Bay and James Bond Island .......... adult 2,400  child 1,800\n"
    "Tiger Cave Temple and Emerald Pool ........... adult 1,100  child 800\n"
    "Private licensed guide (up to 8 hours) ....... 3,500 per day\n"
    "Van with driver (up to 9 guests) ............. 2,400 per day\n"
    "Private longtail boat, 4 islands ............. 3,800 per boat\n"
    "\n"
    "Child 4-11 years. National park fees not included (400 adult, 200 child for foreigners).\n"
    "Groups of 10 or more: ask for a group price. Contact Ton, +66 89 652 3371, LINE @tonandaman",
]
RATES_2567 = ["ต้นอันดามันทัวร์ ใบราคาทัวร์ ฤดูกาล 2567-68",
              "ใช้ได้ 1 พฤศจิกายน 2567 - 31 ตุลาคม 2568 ราคาต่อท่าน (บาท)"]
RATES_2567_TABLE = [
    ("ทัวร์", "ผู้ใหญ่", "เด็ก"),
    ("เกาะห้อง เรือสปีดโบ๊ท (จอยน์)", "1,700 บาท", "1,200 บาท"),
    ("4 เกาะ เรือหางยาว (จอยน์)", "1,100 บาท", "800 บาท"),
    ("อ่าวพังงา เกาะเจมส์บอนด์", "2,200 บาท", "1,600 บาท"),
    ("วัดถ้ำเสือ สระมรกต", "1,000 บาท", "700 บาท"),
    ("ไกด์ส่วนตัว (ไม่เกิน 8 ชม.)", "3,000 บาท/วัน", "-"),
    ("รถตู้พร้อมคนขับ", "2,200 บาท/วัน", "-"),
]
RATES_2567_BOTTOM = ["ไม่รวมค่าอุทยาน กรุ๊ป 10 ท่านขึ้นไปสอบถามราคาพิเศษ", "ติดต่อ พี่ต้น 089-652-3371"]

# ---------------------------------------------------------------- licence, insurance, van
DOT_LETTER = [
    "สำนักงานทะเบียนธุรกิจนำเที่ยวและมัคคุเทศก์ สาขาภาคใต้ เขต 2 (กระบี่) กรมการท่องเที่ยว",
    "ที่ กก 0405/2187",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งการต่ออายุใบอนุญาตเป็นมัคคุเทศก์ และการอบรมเพิ่มพูนความรู้",
    "เรียน นายธนวัฒน์ แก้วประดิษฐ์",
    "ตามที่ท่านได้รับใบอนุญาตเป็นมัคคุเทศก์ทั่วไป (ต่างประเทศ) เลขที่ 11-05873 ซึ่งจะหมดอายุในวันที่ "
    "18 มกราคม 2569 ผู้ขอต่ออายุต้องผ่านการอบรมเพิ่มพูนความรู้ตามหลักสูตรที่กรมการท่องเที่ยวกำหนด",
    "สำนักงานฯ จัดอบรมในวันที่ 9 ธันวาคม 2568 และ 10 ธันวาคม 2568 เวลา 08.30-16.30 น. ณ ห้องประชุมอันดามัน "
    "ศาลากลางจังหวัดกระบี่ ค่าลงทะเบียนอบรม 1,500 บาท สมัครได้ถึงวันที่ 28 พฤศจิกายน 2568",
    "เมื่อผ่านการอบรมแล้ว ขอให้ยื่นคำขอต่ออายุภายในวันที่ 31 ธันวาคม 2568 พร้อมรูปถ่าย 2 นิ้ว 2 รูป "
    "ใบรับรองแพทย์ และค่าธรรมเนียมบัตร 200 บาท",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นางสาวอรุณี ทองมา หัวหน้าสำนักงานทะเบียนธุรกิจนำเที่ยวและมัคคุเทศก์ สาขาภาคใต้ เขต 2",
]
GROUP_ACCIDENT = [
    "SRI ANDAMAN INSURANCE PUBLIC COMPANY LIMITED\n"
    "Krabi Branch, Maharat Road, Mueang Krabi 81000  Tel. 075-611-904\n"
    "5 November 2025\n"
    "\n"
    "RENEWAL NOTICE - GROUP TRAVEL ACCIDENT POLICY\n"
    "Insured: Mr. Thanawat Kaewpradit (Ton Andaman Tours)\n"
    "Policy no. TA-2568-00912\n"
    "Cover: up to 30 guests per trip, accidental death and disability 500,000 THB per person,\n"
    "medical expenses 50,000 THB per accident\n"
    "Period: 1 Dec 2025 - 30 Nov 2026\n"
    "\n"
    "Annual premium: 8,560 THB including stamp duty and VAT (last year 7,990 THB)\n"
    "Due date: 1 Dec 2025\n"
    "Please note: trips with more than 30 guests need an extra endorsement before departure.\n"
    "Agent: Khun Saowanee 081-535-2287",
]
VAN_HP = [
    "SIAM SOUTHERN BANK PUBLIC COMPANY LIMITED\n"
    "Auto Hire Purchase Department, Krabi Branch\n"
    "HIRE PURCHASE STATEMENT - November 2025\n"
    "\n"
    "Hirer: Mr. Thanawat Kaewpradit\n"
    "Contract no. HP-KB-2566-0457\n"
    "Vehicle: Toyota Commuter 2.8, registration Nor Kho 4417 Krabi\n"
    "Term: 60 instalments from Aug 2023\n"
    "\n"
    "Instalments paid: 28\n"
    "Last payment received: 5 Nov 2025, 17,980.00\n"
    "Next instalment: no. 29 of 60\n"
    "Amount due: 17,980.00 THB (including VAT)\n"
    "Due date: 5 Dec 2025\n"
    "Outstanding (32 instalments): 575,360.00 THB\n"
    "\n"
    "Late payment: interest at 15% per year on the overdue amount plus a 200 THB follow-up fee.\n"
    "Pay by direct debit, at any branch, or by PromptPay QR.",
]
VAN_INSURANCE = [
    "บริษัท ศรีอันดามันประกันภัย จำกัด (มหาชน) สาขากระบี่",
    "ใบแจ้งเตือนต่ออายุกรมธรรม์ประกันภัยรถยนต์ ภาคสมัครใจ ประเภท 1",
    "วันที่ 10 พฤศจิกายน 2568",
    "ผู้เอาประกัน นายธนวัฒน์ แก้วประดิษฐ์  รถตู้ Toyota Commuter ทะเบียน นข 4417 กระบี่ (ใช้รับจ้างนำเที่ยว)",
]
VAN_INSURANCE_TABLE = [
    ("รายการ", "ปี 2567-68", "ปี 2568-69"),
    ("ทุนประกัน", "900,000", "850,000"),
    ("ค่าเสียหายส่วนแรก", "ไม่มี", "ไม่มี"),
    ("คุ้มครองผู้โดยสาร", "15 คน", "15 คน"),
    ("เบี้ยประกันรวมภาษีอากร", "20,380", "21,450"),
]
VAN_INSURANCE_BOTTOM = [
    "เบี้ยประกันปี 2568-69 รวม 21,450 บาท กรุณาชำระภายใน 20 ธ.ค. 2568 ความคุ้มครองเริ่ม 24 ธ.ค. 2568",
    "ผ่อนชำระได้ 3 งวด งวดละ 7,150 บาท ผ่านบัตรเครดิต",
    "ตัวแทน คุณเสาวนีย์ 081-535-2287",
]

# ---------------------------------------------------------------- the business books
GUIDE_2568 = [48500, 52000, 45500, 31500, 14000, 10500, 17500, 21500, 12500, 24500]
OWN_2568 = [86400, 92800, 71200, 38600, 9800, 0, 15400, 22600, 8400, 31800]
COMM_2568 = [6200, 7100, 5400, 3100, 800, 600, 1500, 2100, 700, 2600]
BOATS_2568 = [35400, 38200, 29600, 14200, 3600, 0, 6200, 8800, 3100, 11400]
VAN_2568 = [9800, 10400, 8600, 5200, 2100, 1400, 3300, 4100, 1900, 5600]
MEALS_2568 = [14600, 16200, 12400, 6800, 1500, 0, 2600, 3900, 1300, 5400]
PARK_2568 = [11200, 12600, 9400, 4600, 900, 0, 1800, 2600, 700, 3800]
GUIDE_2567 = [44000, 47500, 42000, 28500, 12000, 9000, 15500, 19000, 11000, 21500, 38500, 46000]
OWN_2567 = [72400, 80600, 64800, 33200, 7600, 0, 12800, 18400, 6900, 26400, 58200, 84600]
COMM_2567 = [5400, 6300, 4800, 2700, 600, 400, 1200, 1800, 500, 2200, 4600, 6800]
BOATS_2567 = [31200, 34800, 26400, 12600, 3200, 0, 5400, 7800, 2800, 9600, 21400, 32600]
VAN_2567 = [8900, 9600, 7800, 4600, 1800, 1200, 2900, 3700, 1600, 4900, 7600, 9900]
MEALS_2567 = [12200, 13800, 10600, 5800, 1200, 0, 2100, 3300, 1100, 4500, 9600, 13900]
PARK_2567 = [9600, 10800, 8200, 3900, 700, 0, 1500, 2200, 600, 3200, 7400, 10200]
INSTALMENT = 17980


def _tour_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับต้นอันดามันทัวร์ ปี {year} (Ton Andaman Tours income {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าไกด์จากเอเจนซี่ (Guide fees)", "ทัวร์จัดเอง (Own tours)",
                  "ค่าคอมมิชชั่น (Commission)", "รวม (Total)"])
    months = len(income[0])
    for index in range(months):
        row = [column[index] for column in income]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายงานทัวร์ ปี {year} (Tour expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าเรือ (Boats)", "ค่ารถ/น้ำมัน (Van and fuel)", "ค่าอาหารลูกทัวร์ (Guest meals)",
                  "ค่าอุทยาน/ค่าเข้าชม (Park and entry fees)", "ค่างวดรถตู้ (Van instalment)", "รวม (Total)"])
    costs = costs + [[INSTALMENT] * months]
    for index in range(months):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2256.10, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 340, ""),
                  ("เน็ตบ้าน + มือถือ 2 เครื่อง (Internet, phones)", 1198, ""), ("ค่ากับข้าว (Food)", 11500, ""),
                  ("น้ำมันรถเก๋ง (Car petrol)", 2600, "รถนิด รับส่งแม่"),
                  ("ค่ายาแม่เพ็ญ (Mum's medicine)", 1450, "รพ.อันดามันแคร์"),
                  ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                  ("ประกันชีวิตนิด (Life insurance)", 2350, "ศรีอันดามันประกันชีวิต")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2412.85, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 365, ""),
                  ("เน็ตบ้าน + มือถือ 2 เครื่อง (Internet, phones)", 1198, ""), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("น้ำมันรถเก๋ง (Car petrol)", 2450, "รถนิด"),
                  ("ค่ายาแม่เพ็ญ (Mum's medicine)", 1450, "รพ.อันดามันแคร์"),
                  ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                  ("ประกันชีวิตนิด (Life insurance)", 2350, "ศรีอันดามันประกันชีวิต"),
                  ("ชุดพละ + รองเท้าภูมิ (PE kit)", 1290, "")],
    "พ.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.45, "PEA บิล ต.ค. จ่าย 4 พ.ย."), ("ค่าน้ำประปา (Water)", 320, ""),
                  ("เน็ตบ้าน + มือถือ 2 เครื่อง (Internet, phones)", 1198, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("น้ำมันรถเก๋ง (Car petrol)", 2780, "รถนิด"),
                  ("ค่าหมอ + เอกซเรย์เข่าแม่ (Mum's doctor, X-ray)", 3650, "รพ.อันดามันแคร์"),
                  ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                  ("ประกันชีวิตนิด (Life insurance)", 2350, "ศรีอันดามันประกันชีวิต"),
                  ("ค่าเทอมภูมิ เทอม 2 (School fees)", 19650, "โอน 13 พ.ย.")],
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


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอ่าวนางประชาวิทยา อ.เมืองกระบี่ จ.กระบี่", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วประดิษฐ์  ชั้น ม.2/3  เลขประจำตัว 24518"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารสยามใต้ 412-1-20984-6",
              "ชำระช้ากว่ากำหนด ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "12,500"), ("ค่าเรียนภาษาอังกฤษเสริม (ครูต่างชาติ)", "4,200"),
                           ("ค่าอาหารกลางวัน", "2,200")], "18,900", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "12,500"), ("ค่าเรียนภาษาอังกฤษเสริม (ครูต่างชาติ)", "4,200"),
                           ("ค่าอาหารกลางวัน", "2,200"), ("ค่าทัศนศึกษา ภูเก็ต 1 วัน", "750")],
                "19,650", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
def _pea(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Krabi\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Thanawat Kaewpradit\n"
        "Address: 112/7 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180\n"
        "Customer no. 020071154308\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app."
    ]


PEA_OCT = _pea("16 Sep 2025 - 15 Oct 2025", "31,204 -> 31,716", 512, "1,925.19", "203.37", "151.67", "2,318.45",
               "6 Nov 2025")
PEA_NOV = _pea("16 Oct 2025 - 15 Nov 2025", "31,716 -> 32,184", 468, "1,742.90", "185.89", "137.69", "2,104.70",
               "5 Dec 2025")
HOSPITAL_ESTIMATE = [
    "ANDAMAN CARE HOSPITAL\n"
    "Utarakit Road, Mueang Krabi, Krabi 81000  Tel. 075-810-500\n"
    "ESTIMATE OF HOSPITAL CHARGES\n"
    "Date: 14 Nov 2025\n"
    "\n"
    "Patient: Mrs. Chanpen Kaewpradit, age 67, HN 66-018452\n"
    "Diagnosis: severe osteoarthritis, left knee\n"
    "Procedure: total knee replacement (left), Dr. Kittipong Saelim, orthopaedics\n"
    "\n"
    "Surgeon fee                              45,000\n"
    "Knee implant                             62,000\n"
    "Operating room and anaesthesia           28,500\n"
    "Room, 4 nights x 3,500                   14,000\n"
    "Medicines and supplies                   12,000\n"
    "Physiotherapy (in hospital)               7,000\n"
    "ESTIMATED TOTAL                         168,500 THB\n"
    "\n"
    "Pre-operative check: 22 Dec 2025, 8:00 (blood test, ECG, chest X-ray), no food after midnight.\n"
    "Admission: 12 Jan 2026. Surgery: 13 Jan 2026.\n"
    "Deposit on admission: 50,000 THB. The balance is paid on discharge.\n"
    "Self-pay patient: no insurance on file. The final bill may differ by up to 15%.\n"
    "Patient relations: Khun Jariya 075-810-522",
]


# ---------------------------------------------------------------- slides
def _harmony_slides() -> list[tuple[str, str]]:
    return [
        ("โปรแกรมกระบี่ 3 วัน 2 คืน", "คณะ Harmony Travel 28 ท่าน\n12-14 ธันวาคม 2568\nไกด์: ต้น (ธนวัฒน์) 089-652-3371"),
        ("วันที่ 1 (12 ธ.ค.)", "รับที่สนามบินกระบี่ 10.30 น. รถตู้ VIP 3 คัน\nเที่ยง: ร้านอาหารทะเลอ่าวนาง\n"
                               "บ่าย: หาดนพรัตน์ธารา เช็กอิน Ao Nang Cliffside Resort\nเย็น: ถนนคนเดินกระบี่"),
        ("วันที่ 2 (13 ธ.ค.)", "08.00 ออกจากท่าเรือนพรัตน์ธารา เรือสปีดโบ๊ท (ไข่มุกอันดามัน)\n"
                               "เกาะห้อง ลากูน ดำน้ำตื้น เกาะผักเบี้ย\nกลับถึงท่า 16.00 น."),
        ("วันที่ 3 (14 ธ.ค.)", "วัดถ้ำเสือ (ขึ้นบันได 1,260 ขั้น สำหรับคนที่ไหว)\nสระมรกต\nส่งสนามบิน 15.00 น."),
        ("สิ่งที่ต้องเตรียม", "ครีมกันแดด ชุดว่ายน้ำ ยาแก้เมาเรือ\nบัตรประชาชน (ค่าอุทยานคนไทย)"),
    ]


def _season_slides() -> list[tuple[str, str]]:
    so_far = sum(GUIDE_2568) + sum(OWN_2568) + sum(COMM_2568)
    return [
        ("High season plan 2025/26", "Ton Andaman Tours\nธนวัฒน์ แก้วประดิษฐ์  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.-ต.ค. 2568 รวม {so_far:,} บาท\nกรุ๊ปต่างชาติ: Nordic Trails (สวีเดน)\n"
                         "ปัญหา: ค่าเรือขึ้น, โลว์ซีซั่น มิ.ย. แทบไม่มีงาน"),
        ("เป้าหมาย พ.ย. 68 - เม.ย. 69", "รายรับ 1,200,000 บาท\nทัวร์จัดเอง 12 กรุ๊ป\nรีวิว TripAdvisor 4.8 ขึ้นไป"),
        ("ราคาใหม่ 2025/26", "ไกด์ส่วนตัว 3,500/วัน (เดิม 3,000)\nรถตู้ 2,400/วัน (เดิม 2,200)\nเกาะห้อง 1,900 (เดิม 1,700)"),
        ("ต้องทำก่อนปีใหม่", "อบรมต่อบัตรไกด์ 9-10 ธ.ค.\nต่อประกันรถตู้ + ประกันอุบัติเหตุลูกทัวร์\n"
                             "กรุ๊ป Harmony 12-14 ธ.ค. / ครอบครัว Mueller 27-28 ธ.ค."),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "งานทัวร์ Ton Andaman/Harmony_ธ.ค.68/แชทไลน์_เมย์_Harmony Travel.txt": """[28/10/68 16:40] ต้น Ton Andaman: คุณเมย์ครับ ส่งใบเสนอราคา v2 ให้แล้วนะครับ 26 ท่าน ท่านละ 3,750 รวม 97,500 บาท
[28/10/68 17:05] เมย์ Harmony Travel: ได้รับแล้วค่ะพี่ต้น ขอเสนอหัวหน้าก่อนนะคะ
[30/10/68 10:12] เมย์ Harmony Travel: หัวหน้าโอเคค่ะ ยืนยัน 12-14 ธ.ค. นะคะ
[10/11/68 14:30] เมย์ Harmony Travel: โอนมัดจำ 29,250 แล้วนะคะ ส่งสลิปให้ค่ะ
[10/11/68 14:41] ต้น Ton Andaman: ได้รับแล้วครับ ขอบคุณครับ
[18/11/68 09:55] เมย์ Harmony Travel: พี่ต้นคะ ลูกค้าขอเพิ่มอีก 2 ท่าน เป็น 28 ท่านค่ะ คนเยอะขึ้นขอลดเหลือท่านละ 3,600 ได้มั้ยคะ
[18/11/68 10:20] ต้น Ton Andaman: 3,600 ไม่ไหวครับคุณเมย์ ค่าเรือกับโรงแรมขึ้น ขอ 3,700 ครับ
[18/11/68 10:34] เมย์ Harmony Travel: โอเคค่ะ 3,700 x 28 ท่าน = 103,600 ตกลงค่ะ
[18/11/68 10:40] ต้น Ton Andaman: ครับ หักมัดจำ 29,250 แล้ว คงเหลือ 74,350 บาท ชำระวันที่ 12 ธ.ค. นะครับ
[18/11/68 10:41] เมย์ Harmony Travel: รับทราบค่ะ เดี๋ยวส่งรายชื่อ 28 ท่านให้ภายในสิ้นเดือนนะคะ
""",
    "งานทัวร์ Ton Andaman/Harmony_ธ.ค.68/แชทไลน์_บังหมาด_เรือ.txt": """[8/11/68 18:02] บังหมาด ไข่มุกอันดามัน: ต้น ส่งใบเสนอราคาเรือวันที่ 13 ธ.ค. ให้แล้วนะ 18,500 ไม่รวมค่าอุทยาน
[9/11/68 07:15] ต้น Ton Andaman: บังครับ ลดเหลือ 17,000 ได้มั้ยครับ SeaStar เขาเสนอมาใกล้ๆ กัน
[9/11/68 07:48] บังหมาด ไข่มุกอันดามัน: 17,000 ไม่ไหวต้น น้ำมันขึ้น เอา 18,000 ละกัน รวมชุดดำน้ำเหมือนเดิม
[9/11/68 08:03] ต้น Ton Andaman: โอเคครับบัง 18,000 จองเลยครับ
[19/11/68 12:20] ต้น Ton Andaman: บังครับ ลูกทัวร์เพิ่มเป็น 28 คน เรือยังพอมั้ยครับ
[19/11/68 12:31] บังหมาด ไข่มุกอันดามัน: ลำนี้ 35 ที่ สบาย ราคาเท่าเดิม 18,000 ชุดดำน้ำเพิ่ม 2 ชุดไม่คิด
[19/11/68 12:40] ต้น Ton Andaman: ขอบคุณครับบัง โอนมัดจำ 5,000 แล้วนะครับ ที่เหลือ 13,000 จ่ายหน้าท่าวันที่ 13 ครับ
""",
    "งานทัวร์ Ton Andaman/Harmony_ธ.ค.68/email_AoNangCliffside_booking_19Nov2025.txt": """From: Reservations <rsvn@aonangcliffside.com>
To: tonandamantours@gmail.com
Date: Wed, 19 Nov 2025 11:08
Subject: Group booking confirmation GRP-2512-044 / Harmony Travel 12-14 Dec 2025

Dear Khun Thanawat,

Thank you for updating your group from 26 to 28 guests. Your booking is now:

Group: Harmony Travel (Ton Andaman Tours)
Check-in: 12 Dec 2025   Check-out: 14 Dec 2025 (2 nights)
Rooms: 14 Deluxe twin rooms (revised from 13 rooms, 48,100 THB)
Rate: 1,850 THB per room per night, breakfast for 2 included, net guide rate
Total: 51,800 THB

A 50% deposit of 25,900 THB is due by 1 Dec 2025 to confirm the rooms. The balance is paid on check-out.
Free cancellation of up to 2 rooms until 5 Dec 2025. The guide's room is free of charge.

Kind regards,
Wipawee S.
Reservations, Ao Nang Cliffside Resort
""",
    "งานทัวร์ Ton Andaman/บัญชี/งานไกด์_พ.ย.68.md": """# งานไกด์จากเอเจนซี่ พฤศจิกายน 2568

| วันที่ | เอเจนซี่ | กรุ๊ป | วัน | ค่าไกด์/วัน | รวม | ทิป |
|---|---|---|---|---|---|---|
| 10-11 พ.ย. | Sunny Holidays (สันนี่ฮอลิเดย์) | จีน 32 ท่าน | 2 | 2,500 | 5,000 | 1,200 |
| 14 พ.ย. | Krabi Explorer | อินเดีย 18 ท่าน | 1 | 2,800 | 2,800 | 900 |
| 15-17 พ.ย. | Sunny Holidays (สันนี่ฮอลิเดย์) | มาเลเซีย 24 ท่าน | 3 | 2,500 | 7,500 | 1,640 |
| 21-23 พ.ย. | EuroAsia DMC | เยอรมัน 12 ท่าน | 3 | 3,200 | 9,600 | 2,500 |

รวมค่าไกด์ พ.ย. 24,900 บาท ทิปรวม 6,240 บาท
- สันนี่ฮอลิเดย์ จ่ายสิ้นเดือน ยังค้าง 12,500
- Krabi Explorer โอนแล้ว 15/11/68
""",
    "งานทัวร์ Ton Andaman/ลูกค้าต่างชาติ/email_NordicTrails_Ingrid_Nov2025.txt": NORDIC_EMAIL,
    "งานทัวร์ Ton Andaman/ลูกค้าต่างชาติ/email_Mueller_family_private_tour.txt": MUELLER_EMAIL,
    "งานทัวร์ Ton Andaman/Krabi_guest_tips.md": """# Krabi tips for my guests (Ton)

- National park fee for foreigners: 400 THB adult, 200 THB child (cash only, on the island)
- Bring reef-safe sunscreen, a dry bag and motion-sickness pills for the speedboat
- Tiger Cave Temple: 1,260 steps, go before 9:00, cover shoulders and knees
- Tipping is not required; many guests give 100-200 THB per day to the driver
- Rainy season (May-October) boats may be cancelled because of the wind: full refund
- Emergency: tourist police 1155
""",
    "บ้าน/แม่/นัดหมอแม่เพ็ญ.md": """# นัดหมอแม่เพ็ญ
- เข่าซ้ายเสื่อม + ความดัน รักษาที่ รพ.อันดามันแคร์ หมอกิตติพงษ์
- ยาความดันกับยาแก้ปวด เดือนละประมาณ 1,450 บาท
- 14 พ.ย. 68 เอกซเรย์เข่า + พบหมอ จ่าย 3,650 บาท หมอแนะนำผ่าเปลี่ยนข้อเข่า
- ตรวจก่อนผ่าตัด 22 ธ.ค. 68 งดน้ำงดอาหารหลังเที่ยงคืน
- นอน รพ. 12 ม.ค. 69 ผ่าตัด 13 ม.ค. 69 มัดจำ 50,000
- หลังผ่าต้องมีคนอยู่ด้วย 2 สัปดาห์ พี่แหม่มจะมาจากภูเก็ต
""",
    "บ้าน/แชทไลน์_บ้านแก้วประดิษฐ์.txt": """[14/11/68 19:20] ต้น: ไปรับผลที่ รพ.มาแล้ว หมอให้ผ่าเข่าแม่ ประเมินไว้ 168,500 มัดจำวันนอน รพ. 50,000
[14/11/68 19:26] แหม่ม ภูเก็ต: พี่ช่วยได้ 60,000 นะต้น โอนให้ต้นเดือน ม.ค.
[14/11/68 19:30] นิด: ค่าเทอมภูมิ 19,650 นิดโอนไปแล้วเมื่อวาน 13/11 นะ ทันก่อน 14
[14/11/68 19:33] แม่เพ็ญ: แม่ไม่อยากให้ลูกๆ ลำบาก รอไปก่อนได้มั้ย
[14/11/68 19:35] ต้น: ไม่ได้ครับแม่ หมอบอกยิ่งรอยิ่งเดินไม่ได้ ผ่า 13 ม.ค. นะครับ
[16/11/68 08:10] ภูมิ: พ่อครับ วันที่ 5 ธ.ค. ไปทัศนศึกษาภูเก็ต ขอเงินค่าขนม 300 ครับ
[16/11/68 08:12] นิด: ค่าทัศนศึกษารวมในค่าเทอมแล้วลูก ค่าขนมเดี๋ยวแม่ให้
[20/11/68 21:04] นิด: ค่าไฟเดือนนี้มาแล้ว 2,104.70 ลดลงนิดนึง จ่ายก่อน 5 ธ.ค.
[20/11/68 21:06] ต้น: วันที่ 5 ธ.ค. ค่างวดรถตู้ด้วยนะ อย่าลืมเติมเงินบัญชีตัดอัตโนมัติ
""",
}
TODO = {"todo.md": """- โอนมัดจำโรงแรม Cliffside ก่อน 1 ธ.ค.
- สมัครอบรมต่อบัตรไกด์ ก่อน 28 พ.ย.
- ต่อประกันอุบัติเหตุลูกทัวร์ (ครบ 1 ธ.ค.) + ประกันรถตู้
- ส่ง proforma ให้ Ingrid เดือน ม.ค.
- พาแม่ไปตรวจก่อนผ่าตัด 22 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    work = docs / "งานทัวร์ Ton Andaman"
    quotes, harmony, foreign = work / "ใบเสนอราคา", work / "Harmony_ธ.ค.68", work / "ลูกค้าต่างชาติ"
    rates, books, licence, van = work / "ราคาทัวร์", work / "บัญชี", work / "เอกสารไกด์", work / "รถตู้"
    home = docs / "บ้าน"
    for folder in (quotes, harmony, foreign, rates, books, licence, van, home / "Bills", home / "ค่าเทอมภูมิ",
                   home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ฮาร์โมนี่ทราเวล_v1_ร่าง.docx", HARMONY_V1, HARMONY_V1_TABLE,
               bottom=HARMONY_V1_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ฮาร์โมนี่ทราเวล_v2_final.docx", HARMONY_V2, HARMONY_V2_TABLE,
               bottom=HARMONY_V2_BOTTOM)
    write_docx(harmony / "ใบเสนอราคาเรือ_ไข่มุกอันดามัน.docx", BOAT_KHAIMUK, BOAT_KHAIMUK_TABLE,
               bottom=BOAT_KHAIMUK_BOTTOM)
    make_pdf(harmony / "SeaStar_speedboat_quotation_SS-Q-2511-087.pdf", SEASTAR_QUOTE)
    write_slides(harmony / "โปรแกรม_Harmony_กระบี่_12-14ธ.ค.68.pptx", _harmony_slides())
    make_pdf(foreign / "Invoice_NordicTrails_INV-2568-041.pdf", NORDIC_INVOICE)
    write_docx(foreign / "ใบเสร็จ_NordicTrails_RC-2568-037.docx", NORDIC_RECEIPT, NORDIC_RECEIPT_TABLE,
               bottom=NORDIC_RECEIPT_BOTTOM)
    make_pdf(rates / "TonAndaman_Rates_2025-26.pdf", RATES_2025)
    write_docx(rates / "ราคาทัวร์ต้นอันดามัน_2567-68.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    _tour_book(books / "รายรับรายจ่ายทัวร์_2568.xlsx", "2568", [GUIDE_2568, OWN_2568, COMM_2568],
               [BOATS_2568, VAN_2568, MEALS_2568, PARK_2568])
    _tour_book(books / "รายรับรายจ่ายทัวร์_2567.xlsx", "2567", [GUIDE_2567, OWN_2567, COMM_2567],
               [BOATS_2567, VAN_2567, MEALS_2567, PARK_2567])
    write_docx(licence / "หนังสือ_กรมการท่องเที่ยว_ต่อบัตรไกด์ 2568.docx", DOT_LETTER)
    make_pdf(licence / "SriAndaman_group_accident_renewal_2025.pdf", GROUP_ACCIDENT)
    make_pdf(van / "SiamSouthernBank_van_HP_statement_Nov2025.pdf", VAN_HP)
    write_docx(van / "ประกันรถตู้ชั้น1_ศรีอันดามัน_68-69.docx", VAN_INSURANCE, VAN_INSURANCE_TABLE,
               bottom=VAN_INSURANCE_BOTTOM)
    write_slides(work / "HighSeason_plan_2025-26.pptx", _season_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "PEA_bill_Nov2025.pdf", PEA_NOV)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "แม่" / "AndamanCare_knee_surgery_estimate_Nov2025.pdf", HOSPITAL_ESTIMATE)
    _house_book(home / "รายจ่ายบ้าน_ก.ย.-พ.ย.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
