"""A fifth folder for bench/agent_tasks.py (`--folder guesthouse`): a Phuket couple's guesthouse and household papers.

Thanakorn (พี่กร) and Suphaporn (พี่น้อย) Boonmee run Baan Rim Khao Guesthouse (บ้านริมเขา), six rooms in
Patong, Kathu, Phuket: a Thai land-and-building lease (docx, a rent table), a housekeeper's employment contract (docx,
a pay table), bookings and revenue for January-June 2568 by channel with the year's expenses (xlsx, two sheets,
Thai/English headers), a Booking.com payout statement for June (pdf, 2 pages), the guesthouse's property policy
schedule and the pickup's motor-insurance renewal notice (English pdfs), PEA electricity and PWA water bills for
July (pdf), a room-renovation plan (pptx), a Thai contractor's bathroom quote (docx, a table), a Thai staff-meeting
note (md), a new laundry supplier's English quote email (txt) and the old laundry's 2567 costs (Thai md), a Thai
fire-safety inspection letter from Patong municipality (txt), household spending for June and July (xlsx,
Thai/English headers), an English note from their daughter's school (md), and six distractors that share words
with them (a draft lease, last year's bookings, a towel-supplier quote, a renovation draft, another insurer's quote,
last year's school note); plus a workspect that already holds a to-do list. Written blind of the engine's rules, in
session 11, for bench/data/agent_tasks_guesthouse_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าที่ดินพร้อมสิ่งปลูกสร้าง",
    "ทำที่ อำเภอกะทู้ จังหวัดภูเก็ต วันที่ 10 ตุลาคม 2566",
    "ผู้ให้เช่า: นางเพ็ญศรี ทองคำ  ผู้เช่า: นายธนากร บุญมี และนางสุภาพร บุญมี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 27415 เนื้อที่ 1 งาน 32 ตารางวา พร้อมอาคาร 3 ชั้น "
    "เลขที่ 45/12 ซอยนาใน 8 ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต 83150 "
    "เพื่อใช้ประกอบกิจการเกสต์เฮาส์ ชื่อ บ้านริมเขา (Baan Rim Khao Guesthouse) จำนวน 6 ห้องพัก",
    "ข้อ 2. ระยะเวลาเช่า 5 ปี เริ่มวันที่ 1 พฤศจิกายน 2566 สิ้นสุดวันที่ 31 ตุลาคม 2571",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระล่วงหน้าภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 135,000 บาท (หนึ่งแสนสามหมื่นห้าพันบาทถ้วน) เท่ากับค่าเช่า 3 เดือน "
    "ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 60 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. ผู้เช่าจะต่อเติมหรือปรับปรุงอาคารได้ เมื่อได้รับความยินยอมจากผู้ให้เช่าเป็นหนังสือ "
    "ส่วนที่ต่อเติมตกเป็นของผู้ให้เช่าเมื่อสิ้นสุดสัญญา",
    "ข้อ 7. ภาษีที่ดินและสิ่งปลูกสร้าง ผู้ให้เช่าเป็นผู้ชำระ ส่วนประกันอัคคีภัยของตัวอาคาร ผู้เช่าเป็นผู้จัดทำ",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 6 เดือนก่อนวันสิ้นสุดสัญญา "
    "ค่าเช่าในสัญญาใหม่ปรับขึ้นได้ไม่เกินร้อยละ 10",
    "ข้อ 9. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน และผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1-2", "พ.ย. 2566 - ต.ค. 2568", "45,000 บาท"),
    ("ปีที่ 3-4", "พ.ย. 2568 - ต.ค. 2570", "48,000 บาท"),
    ("ปีที่ 5", "พ.ย. 2570 - ต.ค. 2571", "50,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ เพ็ญศรี ทองคำ ผู้ให้เช่า", "ลงชื่อ ธนากร บุญมี ผู้เช่า", "ลงชื่อ สุภาพร บุญมี ผู้เช่า"]
STAFF_TOP = [
    "สัญญาจ้างแรงงาน",
    "ทำที่ บ้านริมเขา เกสต์เฮาส์ ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต วันที่ 25 เมษายน 2568",
    "นายจ้าง: นายธนากร บุญมี (บ้านริมเขา เกสต์เฮาส์)  ลูกจ้าง: นางสาวมาลัย แก้วมณี",
    "ข้อ 1. นายจ้างตกลงจ้างลูกจ้างในตำแหน่งแม่บ้าน (Housekeeper) เริ่มงานวันที่ 1 พฤษภาคม 2568",
    "ข้อ 2. ระยะเวลาทดลองงาน 119 วัน (ถึงวันที่ 27 สิงหาคม 2568)",
    "ข้อ 3. เวลาทำงาน 08:00-17:00 น. พักกลางวัน 1 ชั่วโมง หยุดประจำสัปดาห์ทุกวันพุธ",
    "ข้อ 4. ค่าจ้างและสวัสดิการเป็นไปตามตารางนี้ จ่ายทุกวันสิ้นเดือน โดยโอนเข้าบัญชีลูกจ้าง",
]
STAFF_PAY = [
    ("รายการ", "จำนวน", "หมายเหตุ"),
    ("เงินเดือน", "12,500 บาท", "ต่อเดือน"),
    ("ค่าบริการ (Service charge)", "แบ่งตามยอดทิปรวมของเดือน", "จ่ายพร้อมเงินเดือน"),
    ("ค่าล่วงเวลา", "ชั่วโมงละ 80 บาท", "เมื่อนายจ้างสั่งให้ทำ"),
    ("ที่พัก", "ห้องพักพนักงาน ฟรี", "รวมค่าน้ำค่าไฟ"),
    ("อาหาร", "1 มื้อต่อวัน", "มื้อกลางวัน"),
    ("ประกันสังคม", "หัก 5% ตามกฎหมาย", "สูงสุด 750 บาท"),
]
STAFF_BOTTOM = [
    "ข้อ 5. ลูกจ้างมีสิทธิหยุดพักผ่อนประจำปี 6 วันทำงาน เมื่อทำงานครบ 1 ปี",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญา ต้องแจ้งให้อีกฝ่ายทราบล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ ธนากร บุญมี นายจ้าง",
    "ลงชื่อ มาลัย แก้วมณี ลูกจ้าง",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
ROOM_NIGHTS = [(171, 186), (158, 168), (160, 186), (149, 180), (96, 186), (88, 180)]  # sold, of 6 rooms x days
BOOKING_HEADERS = ("เดือน (Month)", "คืนที่ขายได้ (Room nights sold)", "อัตราเข้าพัก (Occupancy, %)",
                   "Agoda (THB)", "Booking.com (THB)", "จองตรง/Walk-in (Direct, THB)", "รวม (Total, THB)")
REVENUE = [(98400, 121600, 46200), (92300, 118900, 39500), (88700, 104200, 35800),
           (79600, 96450, 41300), (38200, 41750, 12600), (33900, 36480, 14100)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าที่ดินและอาคาร (Lease)", 270000, "เดือนละ 45,000"),
    ("ค่าจ้างพนักงาน (Staff wages)", 141000, "แม่บ้าน 2 คน (มาลัยเริ่ม 1 พ.ค.)"),
    ("ค่าไฟฟ้า (Electricity)", 58340, ""),
    ("ค่าน้ำประปา (Water)", 9870, ""),
    ("ค่าซักรีด (Laundry)", 105840, "ร้านเดิม กิโลละ 42"),
    ("ค่าคอมมิชชั่น OTA (OTA commissions)", 155505, "Agoda 18% + Booking.com 15%"),
    ("ของใช้ในห้องพัก (Guest amenities)", 18450, "สบู่ แชมพู น้ำดื่ม"),
    ("อินเทอร์เน็ต (Internet)", 5394, "3BB เดือนละ 899"),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", 7050, ""),
    ("ซ่อมบำรุง (Repairs)", 12600, "แอร์ห้อง 5 + ปั๊มน้ำ"),
]
PAYOUT_PAGES = [  # make_pdf writes ASCII only, so every pdf here is an English one
    "Booking.com B.V. - PAYOUT STATEMENT\nProperty: Baan Rim Khao Guesthouse (Property ID 8834217)\n"
    "45/12 Soi Nanai 8, Patong, Kathu, Phuket 83150, Thailand\nStatement period: 1 June 2025 - 30 June 2025\n"
    "Reservations (checked out): 9\nRoom nights: 31\nRoom revenue: 34,980.00 THB\n"
    "Commission (15%): 5,247.00 THB\nPayments by Booking.com service fee (1.1%): 384.78 THB\n"
    "Net payout: 29,348.22 THB\nPayout date: 7 July 2025\n"
    "Paid to: Kasikornbank, account ending 4521 (Thanakorn Boonmee)\n"
    "Not included: reservation 4417823 (2 nights, 1,500.00 THB), cancelled by the guest free of charge "
    "on 12 June 2025",
    "Page 2 - Reservations in this payout\n"
    "4402118  Mueller, J.    1-5 Jun    4 nights  4,200.00\n4403391  Tanaka, Y.     3-6 Jun    3 nights  3,600.00\n"
    "4405520  Novak, P.      6-11 Jun   5 nights  5,400.00\n4407764  Lim, S.        9-11 Jun   2 nights  2,980.00\n"
    "4409013  Dubois, C.     12-16 Jun  4 nights  4,800.00\n4411287  Kumar, R.      15-18 Jun  3 nights  3,300.00\n"
    "4413650  Smith, A.      19-23 Jun  4 nights  4,500.00\n4415902  Park, H.       22-24 Jun  2 nights  2,700.00\n"
    "4418841  Larsen, M.     25-29 Jun  4 nights  3,500.00\nTotal room revenue: 34,980.00 THB",
]
POLICY_PAGES = [
    "Siam Sure Insurance Public Company Limited\nPOLICY SCHEDULE - Property All Risks (Commercial)\n"
    "Policy No.: PAR-2025-PKT-004719\n"
    "Insured: Mr. Thanakorn Boonmee and Mrs. Suphaporn Boonmee, trading as Baan Rim Khao Guesthouse\n"
    "Location: 45/12 Soi Nanai 8, Patong, Kathu, Phuket 83150\n"
    "Period of insurance: 1 August 2025 to 1 August 2026 (16:30 hours)\n"
    "Sums insured:\n  Building improvements and fixtures: 2,800,000 THB\n"
    "  Furniture, fittings and contents: 1,700,000 THB\n  Total sum insured: 4,500,000 THB\n"
    "Sub-limits: Flood 500,000 THB per year; Theft with forcible entry 200,000 THB\n"
    "Public liability: 2,000,000 THB any one occurrence\nDeductible: 10,000 THB each and every claim\n"
    "Net premium: 17,350.00 THB\nStamp duty: 70.00 THB\nVAT 7%: 1,219.40 THB\nTotal premium: 18,639.40 THB\n"
    "Agent: Ms. Kanokwan Srisawat, Patong, Tel. 089-872-4410",
]
MOTOR_PAGES = [
    "Siam Sure Insurance Public Company Limited\nMOTOR INSURANCE RENEWAL NOTICE\nDate: 20 June 2025\n"
    "To: Mrs. Suphaporn Boonmee, 45/12 Soi Nanai 8, Patong, Kathu, Phuket 83150\n"
    "Vehicle: Toyota Hilux Revo 2.4 Double Cab (2020), plate 7782 Phuket\n"
    "Current policy No.: MT-2024-118302, expires 15 July 2025\n"
    "Renewal cover: Type 1 (first class), repair at a Siam Sure partner garage\nSum insured: 620,000 THB\n"
    "No-claim discount: 30%\nRenewal premium: 19,850.00 THB (including stamp duty and VAT)\n"
    "Please pay by 10 July 2025 to keep continuous cover.\n"
    "Compulsory motor insurance (Por Ror Bor) is renewed separately: 645 THB\n"
    "Pay by QR code, at any Kasikornbank branch, or through your agent Ms. Kanokwan Srisawat",
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Patong Branch Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Baan Rim Khao Guesthouse (Mr. Thanakorn Boonmee)\n"
    "Address: 45/12 Soi Nanai 8, Patong, Kathu, Phuket 83150\n"
    "Account No.: 020098765432   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,845 kWh\nEnergy charge: 8,146.20 THB\n"
    "Ft charge: 363.83 THB\nService charge: 312.24 THB\nVAT 7%: 617.56 THB\nAmount due: 9,439.83 THB\n"
    "Due date: 15 August 2025",
]
PWA_JULY = [
    "Provincial Waterworks Authority (PWA) - Patong Branch\nWATER BILL - July 2025\n"
    "Customer: Mr. Thanakorn Boonmee (Baan Rim Khao Guesthouse)\n"
    "Address: 45/12 Soi Nanai 8, Patong, Kathu, Phuket 83150\nCustomer No.: 84012233\n"
    "Meter reading: 14 June 2025: 3,412 / 14 July 2025: 3,508\nWater used: 96 cubic metres\n"
    "Water charge: 1,478.40 THB\nService fee: 60.00 THB\nVAT 7%: 107.69 THB\nTotal: 1,646.09 THB\n"
    "Due date: 28 July 2025",
]
RENOVATION_SLIDES = [
    ("แผนรีโนเวทห้องพัก บ้านริมเขา 2568 (Room renovation plan)",
     "Baan Rim Khao Guesthouse, Patong\nPrepared by Korn and Noi, June 2025"),
    ("ทำไมต้องทำตอนนี้ (Why now)", "14 of our last 52 Booking.com reviews complain about the old bathrooms\n"
                                   "Review score 8.4, target 9.0\n"
                                   "Low season (May - October): fewer guests to move"),
    ("ขอบเขตงาน (Scope)", "Rooms 1-3: new bathrooms (tiles, rain shower, toilet, basin)\n"
                          "Rooms 4-6: new inverter air conditioners, 12,000 BTU\n"
                          "All 6 rooms: blackout curtains and new mattresses"),
    ("งบประมาณ (Budget)", "Bathrooms, rooms 1-3: 240,000 THB\nAir conditioners x 3: 66,000 THB\n"
                          "Curtains and mattresses x 6: 54,000 THB\nContingency 10%: 36,000 THB\n"
                          "Total budget: 396,000 THB"),
    ("แหล่งเงิน (Funding)", "Cash saved from the high season (Jan - Apr): 250,000 THB\n"
                            "Kasikornbank SME overdraft: up to 150,000 THB"),
    ("ไทม์ไลน์ (Timeline)", "Work starts: 1 September 2025\nRooms 1-3 closed: 1 September - 10 October 2025\n"
                            "All rooms ready: 20 October 2025, before the high season\n"
                            "First: the landlord's written consent (lease clause 6)"),
]
EK_TOP = [
    "ช่างเอก รับเหมาก่อสร้างและต่อเติม (นายเอกชัย ศรีวงศ์)",
    "12/4 ถนนพระบารมี ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต 83150 โทร 081-893-4417",
    "ใบเสนอราคา เลขที่ EK-68/041  วันที่ 2 กรกฎาคม 2568",
    "เรียน คุณธนากร บุญมี (บ้านริมเขา เกสต์เฮาส์)",
    "งาน: ปรับปรุงห้องน้ำห้องพัก 3 ห้อง (ห้อง 1-3)",
]
EK_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "รื้อถอนกระเบื้องและสุขภัณฑ์เดิม", "3 ห้อง", "24,000"),
    ("2", "ปูกระเบื้องผนังและพื้นใหม่ รวมวัสดุ", "3 ห้อง", "117,000"),
    ("3", "สุขภัณฑ์ อ่างล้างหน้า ฝักบัว Rain shower (COTTO)", "3 ชุด", "69,000"),
    ("4", "เดินท่อน้ำใหม่และทำระบบกันซึม", "3 ห้อง", "36,000"),
    ("5", "ค่าแรงติดตั้ง", "3 ห้อง", "27,000"),
    ("", "รวมทั้งสิ้น", "", "273,000"),
]
EK_BOTTOM = [
    "ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม (ช่างไม่ได้จดทะเบียน VAT)",
    "ระยะเวลาทำงาน 35 วัน ทำได้ทีละห้องเพื่อให้เปิดห้องอื่นได้",
    "แบ่งจ่าย 3 งวด: มัดจำ 40% วันเริ่มงาน, 40% เมื่อปูกระเบื้องเสร็จ, 20% เมื่อส่งมอบงาน",
    "รับประกันงานกันซึม 1 ปี",
    "ยืนราคา 30 วัน (ถึงวันที่ 1 สิงหาคม 2568)",
]
STAFF_MEETING = """# ประชุมพนักงานบ้านริมเขา วันเสาร์ที่ 5 กรกฎาคม 2568

ผู้เข้าร่วม: พี่กร, พี่น้อย, น้องมาลัย (แม่บ้าน), พี่จิ๋ว (แม่บ้าน), ลุงชิต (ซ่อมบำรุง พาร์ทไทม์)

## เรื่องที่ตกลงกัน
- เวลาเช็คอินเลื่อนจาก 14:00 เป็น 15:00 ตั้งแต่ 1 สิงหาคม 2568 เพราะแม่บ้านทำห้องไม่ทัน เช็คเอาท์ 11:00 เท่าเดิม
- เปลี่ยนร้านซักรีดเป็น Andaman Linen Service ตั้งแต่ 1 สิงหาคม 2568 (ร้านเดิมส่งผ้าช้า ผ้าขาวมีคราบ)
- ช่วง low season ลดราคาห้อง Standard เหลือคืนละ 990 บาท (ปกติ 1,290 บาท) ถึง 31 ตุลาคม 2568
- ปิดห้อง 1-3 ช่วงรีโนเวท 1 กันยายน - 10 ตุลาคม 2568 ห้ามรับจองห้องเหล่านี้ช่วงนั้น
- ใครได้รีวิว 10 คะแนนที่เอ่ยชื่อ ได้โบนัสครั้งละ 200 บาท

## งานที่มอบหมาย
- น้องมาลัย: นับผ้าปูที่นอนกับผ้าเช็ดตัวทั้งหมดก่อนส่งร้านใหม่ ภายใน 31 ก.ค.
- ลุงชิต: เช็กถังดับเพลิงทุกชั้นกับไฟฉุกเฉิน ก่อนเทศบาลมาตรวจ
- พี่น้อย: ปิดวันที่ห้อง 1-3 ใน Agoda และ Booking.com
- พี่กร: ขอหนังสือยินยอมเรื่องรีโนเวทจากป้าเพ็ญศรี (เจ้าของที่)

ประชุมครั้งหน้า: วันอาทิตย์ที่ 3 สิงหาคม 2568 เวลา 14:00 น.
"""
LINEN_EMAIL = """From: Andaman Linen Service <sales@andamanlinen.co.th>
To: Suphaporn Boonmee <noi.baanrimkhao@gmail.com>
Date: Mon, 30 Jun 2025 10:12:45 +0700
Subject: Laundry service quotation - Baan Rim Khao Guesthouse

Dear Khun Noi,

Thank you for showing us around last week. Our prices for Baan Rim Khao Guesthouse:

- Bed linen and towels, wash and iron: 37 THB per kg
- Duvet covers and bathrobes: 45 THB per piece
- Pick-up and delivery in Patong: free, every Monday, Wednesday and Friday
- Turnaround: 24 hours
- Minimum charge: 1,500 THB per month

Based on your current volume (about 420 kg a month) the estimated monthly cost is 15,540 THB.
Lost or damaged items are replaced at cost.

These prices are fixed for 12 months from the start date. We can start on 1 August 2025 if you confirm
by 20 July 2025. Payment: monthly invoice, 15 days credit.

Best regards,
Nattaya Kongkaew
Sales, Andaman Linen Service Co., Ltd. - Kathu
Tel. 076-341-552
"""
OLD_LAUNDRY = """# ค่าซักรีด ร้านป่าตองซักอบรีด (ร้านเดิม) ปี 2567

- คิดกิโลละ 42 บาท (ผ้าปูที่นอน ผ้าเช็ดตัว)
- ผ้านวม ชิ้นละ 60 บาท
- รับส่งฟรี แต่มาแค่วันอังคารกับวันศุกร์ ได้ผ้าคืนใน 48 ชั่วโมง
- ทั้งปี 2567 จ่ายไป 211,680 บาท เฉลี่ยเดือนละ 17,640 บาท (ประมาณ 420 กิโลต่อเดือน)

## ปัญหาที่เจอ
- ช่วงสงกรานต์ส่งผ้าช้า 2 วัน ต้องซื้อผ้าเช็ดตัวเพิ่ม
- ผ้าขาวมีคราบเหลือง แขกรีวิวติ 2 ครั้ง
- ผ้าเช็ดตัวหาย 6 ผืน ร้านไม่ชดใช้
"""
FIRE_LETTER = """ที่ ภก 52103/1458
เทศบาลเมืองป่าตอง
ถนนพระบารมี ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต 83150

8 กรกฎาคม 2568

เรื่อง แจ้งกำหนดการตรวจสอบความปลอดภัยด้านอัคคีภัยสถานประกอบการที่พัก
เรียน ผู้ประกอบการ บ้านริมเขา เกสต์เฮาส์ (นายธนากร บุญมี)

ด้วยงานป้องกันและบรรเทาสาธารณภัย เทศบาลเมืองป่าตอง จะออกตรวจสอบความปลอดภัยด้านอัคคีภัยของสถานประกอบการที่พัก
ในเขตเทศบาล ประจำปี 2568 โดยกำหนดตรวจสถานประกอบการของท่านในวันพฤหัสบดีที่ 21 สิงหาคม 2568 เวลา 10:00 น.
จึงขอให้ท่านหรือผู้แทนอยู่ให้ข้อมูล และเตรียมความพร้อมตามรายการดังนี้

1. ถังดับเพลิงชนิดผงเคมีแห้ง ขนาดไม่น้อยกว่า 10 ปอนด์ อย่างน้อยชั้นละ 1 ถัง อยู่ในสภาพพร้อมใช้และยังไม่หมดอายุ
2. ไฟฉุกเฉินและป้ายทางหนีไฟที่มีไฟส่องสว่าง
3. เครื่องตรวจจับควันในห้องพักทุกห้อง
4. แผนผังทางหนีไฟติดไว้หลังประตูห้องพักทุกห้อง
5. บันทึกการฝึกซ้อมดับเพลิงของพนักงาน อย่างน้อยปีละ 1 ครั้ง

หากตรวจไม่ผ่าน ท่านต้องแก้ไขให้แล้วเสร็จภายใน 30 วัน และเจ้าหน้าที่จะตรวจซ้ำ
ผลการตรวจจะใช้ประกอบการต่ออายุใบอนุญาตประกอบธุรกิจโรงแรม เลขที่ 5/2566 ของท่าน

สอบถามเพิ่มเติม งานป้องกันและบรรเทาสาธารณภัย โทร 076-342-199
"""
SCHOOL_NOTE = """# Note from school - Baitoey (Grade 4, class 4/2)

Kathu Bilingual School, from Teacher Jenny Walsh, 7 July 2025

Dear Khun Korn and Khun Noi,

- Parent-teacher meeting: Saturday 16 August 2025, 09:00-11:00, in room 4/2.
- Field trip to the Phuket Aquarium (Cape Panwa) on Friday 29 August 2025. The cost is 650 THB per student
  (bus, entrance and lunch). Please pay at the school office by 15 August 2025.
- Swimming lessons start in Term 2: Baitoey needs a swimsuit and a swimming cap.
- Baitoey reads very well in English. Please practise the 6-9 multiplication tables with her at home.

Thank you,
Jenny Walsh
"""
SPENDING = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนรถ Hilux (Car loan)", 11200, "งวดที่ 40 จาก 60"),
        ("อาหาร (Food)", 16400, ""),
        ("ใบเตย โรงเรียน + เรียนพิเศษ (Baitoey's school & tutoring)", 3500, ""),
        ("น้ำมันรถ (Fuel)", 3800, ""),
        ("มือถือ (Phones)", 998, "2 เบอร์"),
        ("ประกันชีวิต (Life insurance)", 2750, ""),
        ("ส่งให้พ่อแม่ที่นครศรีฯ (For parents in Nakhon Si Thammarat)", 6000, ""),
        ("ของใช้ในบ้าน (Household goods)", 2340, ""),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนรถ Hilux (Car loan)", 11200, "งวดที่ 41 จาก 60"),
        ("อาหาร (Food)", 17900, ""),
        ("ใบเตย โรงเรียน + เรียนพิเศษ (Baitoey's school & tutoring)", 4150, "รวมชุดว่ายน้ำ"),
        ("น้ำมันรถ (Fuel)", 4100, ""),
        ("มือถือ (Phones)", 998, "2 เบอร์"),
        ("ประกันชีวิต (Life insurance)", 2750, ""),
        ("ส่งให้พ่อแม่ที่นครศรีฯ (For parents in Nakhon Si Thammarat)", 6000, ""),
        ("ของใช้ในบ้าน (Household goods)", 1980, ""),
        ("ต่อประกันรถ Hilux (Car insurance renewal)", 19850, "Siam Sure จ่ายปีละครั้ง"),
    ],
}
DISTRACTORS = {
    "Guesthouse/Contracts/สัญญาเช่า_ร่างแรก_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าที่ดินและอาคาร บ้านริมเขา (ร่างแรก กันยายน 2566 ยังไม่เซ็น)\n"
        "- ป้าเพ็ญศรีเสนอค่าเช่าเดือนละ 52,000 บาท เท่ากันตลอดสัญญา\n- ระยะเวลาเช่า 3 ปี\n"
        "- เงินประกัน 6 เดือน = 312,000 บาท\n- เราขอต่อรองเหลือเดือนละ 45,000 ช่วงสองปีแรก และสัญญา 5 ปี\n"
        "รอป้าเพ็ญศรีแก้ในฉบับจริง",
    "Guesthouse/Accounts/ยอดจอง_2567_สรุปครึ่งปี.md":
        "# สรุปยอดจอง ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)\n- Agoda: 402,300 บาท\n- Booking.com: 468,900 บาท\n"
        "- จองตรง/Walk-in: 151,200 บาท\n- รวม: 1,022,400 บาท\n- อัตราเข้าพักเฉลี่ย 71%\n"
        "- ค่าซักรีดร้านเดิม เฉลี่ยเดือนละ 17,200 บาท\n",
    "Guesthouse/Suppliers/PhuketHotelSupply_towel_quote.txt":
        "From: Phuket Hotel Supply <quote@phukethotelsupply.com>\nTo: noi.baanrimkhao@gmail.com\n"
        "Subject: Quotation - towels and bed linen\n\nDear Khun Noi,\n\n"
        "- Bath towels 70x140 cm, 500 g: 24 pcs x 285 THB = 6,840 THB\n"
        "- Hand towels: 24 pcs x 95 THB = 2,280 THB\n- Bed linen set, queen size: 12 sets x 890 THB = 10,680 THB\n"
        "Total: 19,800 THB + VAT 7%. Delivery in Phuket free for orders over 5,000 THB.\n\nBest regards,\n"
        "Wanchai, Phuket Hotel Supply\n",
    "Guesthouse/Renovation/renovation_ideas_draft.md":
        "# Renovation ideas (draft, May 2025)\n- Bathrooms first? Patong Home Fix quoted 310,000 THB for 3 bathrooms "
        "(too much)\n- Budget guess: about 300,000 THB for everything\n- Solar panels on the roof later, maybe 2026\n"
        "- Ask Ek (Korn's friend) for a bathroom quote\n",
    "Guesthouse/Insurance/ใบเสนอเบี้ยประกัน_อันดามันประกันภัย.txt":
        "ใบเสนอเบี้ยประกันอัคคีภัย เกสต์เฮาส์ (อีกเจ้า ยังไม่ได้ทำ)\nอันดามันประกันภัย ตัวแทน คุณสมศักดิ์\n"
        "ทุนประกัน 4,000,000 บาท\nเบี้ยประกัน 16,900 บาทต่อปี\nไม่คุ้มครองน้ำท่วม\n"
        "ไม่มีความรับผิดต่อบุคคลภายนอก\nค่าเสียหายส่วนแรก 20,000 บาทต่อครั้ง\n",
    "Family/Baitoey_school_note_2024.md":
        "# Note from school - Baitoey (Grade 3, class 3/1)\n\nKathu Bilingual School, July 2024\n\n"
        "- Parent-teacher meeting: Saturday 17 August 2024, 09:00-11:00, in room 3/1.\n"
        "- Field trip to Phuket Zoo on 30 August 2024: 450 THB per student.\n"
        "- Please label all uniforms with your child's name.\n",
}
WORKSPECT = {"todo.md": "- ยืนยันร้านซักรีดใหม่ก่อน 20 ก.ค.\n- ต่อประกันรถ Hilux\n- เตรียมตรวจดับเพลิง\n"
                        "- ขอหนังสือยินยอมรีโนเวทจากป้าเพ็ญศรี\n"}


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดจอง Bookings"
    sheet.append(["ยอดจองและรายได้ห้องพัก บ้านริมเขา ม.ค.-มิ.ย. 2568 "
                  "(Baan Rim Khao bookings and room revenue, Jan-Jun 2025)"])
    sheet.append(list(BOOKING_HEADERS))
    for month, (sold, rooms), row in zip(MONTHS, ROOM_NIGHTS, REVENUE):
        sheet.append([month, sold, round(100 * sold / rooms, 1), *row, sum(row)])
    sold, rooms = (sum(column) for column in zip(*ROOM_NIGHTS))
    sheet.append(["รวม (Total)", sold, round(100 * sold / rooms, 1), *(sum(column) for column in zip(*REVENUE)),
                  sum(map(sum, REVENUE))])
    for column in (2, 4, 5, 6, 7):
        money_format(sheet, column)
    for (cell,) in sheet.iter_rows(min_row=3, min_col=3, max_col=3):
        cell.number_format = "0.0"
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(map(sum, REVENUE)) - total, "รายได้ห้องพัก - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    house = docs / "Guesthouse"
    for sub in ("Contracts", "Staff", "Accounts", "Insurance", "Bills", "Renovation", "Suppliers", "Letters"):
        (house / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Household/Car", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(house / "Contracts" / "สัญญาเช่าที่ดินและอาคาร_บ้านริมเขา.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(house / "Staff" / "สัญญาจ้าง_มาลัย_แม่บ้าน_2568.docx", STAFF_TOP, table=STAFF_PAY,
               bottom=STAFF_BOTTOM)
    (house / "Staff" / "ประชุมพนักงาน_2568-07-05.md").write_text(STAFF_MEETING, encoding="utf-8")
    _bookings(house / "Accounts" / "ยอดจองและรายได้_2568.xlsx")
    make_pdf(house / "Accounts" / "BookingCom_payout_statement_2025-06.pdf", PAYOUT_PAGES)
    make_pdf(house / "Insurance" / "SiamSure_policy_schedule_PAR_2025-2026.pdf", POLICY_PAGES)
    make_pdf(house / "Bills" / "PEA_bill_2025-07.pdf", PEA_JULY)
    make_pdf(house / "Bills" / "PWA_water_bill_2025-07.pdf", PWA_JULY)
    write_slides(house / "Renovation" / "แผนรีโนเวทห้องพัก_2568.pptx", RENOVATION_SLIDES)
    write_docx(house / "Renovation" / "ใบเสนอราคา_ช่างเอก_ห้องน้ำ3ห้อง.docx", EK_TOP, table=EK_ITEMS,
               bottom=EK_BOTTOM)
    (house / "Suppliers" / "Andaman_Linen_quotation_email.txt").write_text(LINEN_EMAIL, encoding="utf-8")
    (house / "Suppliers" / "ร้านซักรีดเดิม_ค่าซัก_2567.md").write_text(OLD_LAUNDRY, encoding="utf-8")
    (house / "Letters" / "หนังสือแจ้งตรวจอัคคีภัย_เทศบาลป่าตอง_2568.txt").write_text(FIRE_LETTER, encoding="utf-8")
    write_spending(docs / "Household" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    make_pdf(docs / "Household" / "Car" / "SiamSure_motor_renewal_Hilux_2025.pdf", MOTOR_PAGES)
    (docs / "Family" / "Baitoey_school_note_2025-07.md").write_text(SCHOOL_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
