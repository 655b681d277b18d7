"""The blind bowling folder: the documents of คุณพิมพ์ลดา ศรีวงศ์ (Pimlada "Pim" Sriwong), written by code.

Pim runs KK Strike Bowl (เคเค สไตรค์ โบว์ล), a 12-lane bowling alley on the 3rd floor of Khon Kaen City Mall
(ขอนแก่นซิตี้มอลล์) in Khon Kaen. She lives with her husband Weera (วีระ) and their son Phum (น้องภูมิ, grade 4 at
Khon Kaen Bilingual School). Her Documents folder mixes the alley's papers and the household's:

ร้านโบว์ลิ่ง (the alley)
- ใบเสนอราคา/ใบเสนอราคา_อีสานพาณิชย์_ร่าง.docx: draft quote to บริษัท อีสานพาณิชย์ for their annual party (41,500).
- ใบเสนอราคา/ใบเสนอราคา_อีสานพาณิชย์_final.docx: the final quote sent (37,400, 590 a head).
- ใบเสนอราคา/Quote_KKHospital_teambuilding.docx: a similar English quote to a hospital (22,300).
- Suppliers/SiamBowlingSupply_pricelist_2025.pdf: the supplier's English price list for this year.
- Suppliers/ราคาอะไหล่_สยามโบว์ลิ่ง_2567.docx: the same supplier's Thai price list of last year.
- Suppliers/invoice_SBS_0412.pdf: the supplier's tax invoice for pins and lane oil (46,224.00).
- สัญญา/maintenance_agreement_2025.docx: the yearly pinsetter/lane maintenance agreement with that supplier.
- สัญญา/สัญญาเช่าพื้นที่_ขอนแก่นซิตี้มอลล์.docx: the lease of the alley's space in the mall.
- สัญญา/หนังสือแจ้งปรับค่าส่วนกลาง.docx: the mall's letter raising the common-area fee from 2569.
- บัญชี Accounts/ยอดขาย_2568.xlsx: this year's income (months as rows) and expenses (months as columns).
- บัญชี Accounts/ยอดขาย_2567.xlsx: last year's book, same layout.
- บัญชี Accounts/เงินเดือนพนักงาน_2568.xlsx: staff and monthly salaries.
- League/league_fees_2025.xlsx: which Thursday-league team paid its fee.
- League/league_rules_Thursday.md: the Thursday league's rules and prizes.
- แผนปี2569/แผนธุรกิจปี2569.pptx: next year's plan slides.
- Notes/ประชุมพนักงาน_กันยา68.md: staff meeting notes, September.
- Notes/ไอเดียโปรโมชั่น.md: loose promotion ideas.
- LINE/LINE_คุณเอก_อีสานพาณิชย์.txt: chat with the party customer that changes the order's figures.
- Email/email_birthday_booking.txt: a mother's e-mail thread booking a kids' birthday party.
- Bills/PEA_bill_alley_Sep2025.pdf: the alley's electricity bill for September.
- ประกันร้าน/fire_insurance_policy_alley.pdf: the alley's fire insurance schedule.

บ้าน (home)
- ลูก/school_invoice_term2_2025.pdf: Phum's tuition invoice, semester 2.
- ลูก/ใบเสร็จค่าเทอม_เทอม1_ภูมิ.txt: her note of the semester-1 receipt.
- ประกัน/insurance_renewal_KrungsiamLife.pdf: the family health insurance renewal letter.
- ประกัน/ต่อประกันรถ_2568.docx: the car insurance renewal notice.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month.
- PEA_bill_home_Sep2025.pdf: the home electricity bill.
- LINE_ครอบครัว.txt: the family chat planning the New Year trip.
- รายการซื้อของ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านโบว์ลิ่ง"
HOME = "บ้าน"

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
QUOTE_DRAFT_TOP = [
    "KK Strike Bowl (เคเค สไตรค์ โบว์ล) ชั้น 3 ขอนแก่นซิตี้มอลล์ โทร 043-222-918",
    "ใบเสนอราคา (ฉบับร่าง)",
    "เลขที่ QT-6810-07 วันที่ 1 ตุลาคม 2568",
    "เรียน ฝ่ายบุคคล บริษัท อีสานพาณิชย์ จำกัด (คุณเอกชัย)",
    "เรื่อง แพ็กเกจงานเลี้ยงสังสรรค์ประจำปี โบว์ลิ่ง + บุฟเฟ่ต์ วันศุกร์ที่ 14 พฤศจิกายน 2568 เวลา 18:00-21:00 น.",
    "จำนวนผู้ร่วมงาน 60 ท่าน ใช้ 10 เลน",
]
QUOTE_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("แพ็กเกจโบว์ลิ่ง 2 เกม รวมรองเท้า (ต่อท่าน)", "60", "350", "21,000"),
    ("บุฟเฟ่ต์อาหาร + ซอฟต์ดริงก์ (ต่อท่าน)", "60", "300", "18,000"),
    ("ถ้วยรางวัลและของรางวัล", "1 ชุด", "2,500", "2,500"),
    ("เหมาเลน 10 เลน 3 ชั่วโมง", "1", "รวมในแพ็กเกจ", "-"),
]
QUOTE_DRAFT_BOTTOM = [
    "ราคารวมทั้งสิ้น 41,500 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
    "เฉลี่ยคนละ 650 บาท (ไม่รวมของรางวัล)",
    "ยืนราคา 30 วัน ชำระมัดจำ 50% เพื่อยืนยันการจอง",
    "หมายเหตุ: ร่าง ยังไม่ได้ส่งลูกค้า รอเช็คราคาบุฟเฟ่ต์กับครัวก่อน",
]
QUOTE_FINAL_TOP = [
    "KK Strike Bowl (เคเค สไตรค์ โบว์ล) ชั้น 3 ขอนแก่นซิตี้มอลล์ โทร 043-222-918",
    "ใบเสนอราคา",
    "เลขที่ QT-6810-07/1 วันที่ 8 ตุลาคม 2568",
    "เรียน ฝ่ายบุคคล บริษัท อีสานพาณิชย์ จำกัด (คุณเอกชัย)",
    "เรื่อง แพ็กเกจงานเลี้ยงสังสรรค์ประจำปี โบว์ลิ่ง + บุฟเฟ่ต์ วันศุกร์ที่ 14 พฤศจิกายน 2568 เวลา 18:00-21:00 น.",
    "จำนวนผู้ร่วมงาน 60 ท่าน ใช้ 10 เลน",
]
QUOTE_FINAL_TABLE = [
    QUOTE_HEAD,
    ("แพ็กเกจโบว์ลิ่ง 2 เกม รวมรองเท้า (ต่อท่าน)", "60", "320", "19,200"),
    ("บุฟเฟ่ต์อาหาร + ซอฟต์ดริงก์ (ต่อท่าน)", "60", "270", "16,200"),
    ("ถ้วยรางวัลและของรางวัล", "1 ชุด", "2,000", "2,000"),
    ("เหมาเลน 10 เลน 3 ชั่วโมง", "1", "รวมในแพ็กเกจ", "-"),
]
QUOTE_FINAL_BOTTOM = [
    "ราคารวมทั้งสิ้น 37,400 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
    "เฉลี่ยคนละ 590 บาท (ไม่รวมของรางวัล) ราคาพิเศษสำหรับลูกค้าองค์กร",
    "ยืนราคา 30 วัน ชำระมัดจำ 50% เพื่อยืนยันการจอง",
    "ลงชื่อ พิมพ์ลดา ศรีวงศ์ ผู้จัดการ",
]
HOSPITAL_TOP = [
    "KK Strike Bowl - 3rd Floor, Khon Kaen City Mall - Tel. 043-222-918",
    "QUOTATION",
    "No. QT-6810-11    Date: 9 October 2025",
    "To: Human Resources Department, Srinakorn Khon Kaen Hospital (Khun Jintana)",
    "Event: Staff team-building afternoon, Saturday 8 November 2025, 13:00-16:00",
    "Group size: 40 persons, 8 lanes",
]
HOSPITAL_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Bowling package, 2 games incl. shoes (per person)", "40", "320", "12,800"),
    ("Snack box and soft drinks (per person)", "40", "150", "6,000"),
    ("Coach clinic, 1 hour, 2 coaches", "1", "3,500", "3,500"),
    ("Lane reservation, 8 lanes x 3 hours", "1", "included", "-"),
]
HOSPITAL_BOTTOM = [
    "Total: 22,300 THB (VAT included)",
    "A deposit of 30% (6,690 THB) confirms the booking; please transfer by 25 October 2025.",
    "Kasikornbank, KK Strike Bowl, account 123-4-56789-0",
    "Valid 30 days. Prepared by Pimlada Sriwong, Manager",
]
PRICELIST_2025 = [
    "Siam Bowling Supply Co., Ltd.\n123/4 Ratchadaphisek Road, Din Daeng, Bangkok 10400\nTel. 02-274-5510\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\n"
    "Item / Unit / Price (THB)\n"
    "Pins, set of 10 (tenpin, plastic coated) / set / 18,500\n"
    "Lane conditioner oil, 5 gallon / pail / 6,200\n"
    "Lane cleaner, 5 gallon / pail / 3,900\n"
    "Rental bowling shoes / pair / 890\n"
    "House ball, 8-16 lb / each / 1,650\n"
    "Pinsetter deck board / each / 4,300\n"
    "Technician service visit / day / 5,500",
    "Terms\nPrices exclude VAT 7%.\nFree delivery for orders over 30,000 THB.\n"
    "Maintenance-agreement customers receive 10% off parts.\nPayment: 30 days from invoice.",
]
PRICELIST_2567_TOP = [
    "บริษัท สยามโบว์ลิ่งซัพพลาย จำกัด",
    "123/4 ถนนรัชดาภิเษก แขวงดินแดง กรุงเทพฯ 10400",
    "ใบรายการราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
]
PRICELIST_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("พินโบว์ลิ่ง ชุด 10 ตัว", "ชุด", "17,200"),
    ("น้ำมันเคลือบเลน 5 แกลลอน", "ถัง", "5,800"),
    ("น้ำยาทำความสะอาดเลน 5 แกลลอน", "ถัง", "3,900"),
    ("รองเท้าโบว์ลิ่งสำหรับให้เช่า", "คู่", "850"),
    ("ลูกโบว์ลิ่ง 8-16 ปอนด์", "ลูก", "1,590"),
    ("ค่าช่างบริการ", "วัน", "5,000"),
]
PRICELIST_2567_BOTTOM = ["ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%", "ส่งฟรีเมื่อสั่งครบ 30,000 บาท"]
INVOICE = [
    "Siam Bowling Supply Co., Ltd.\nTAX INVOICE / RECEIPT\nInvoice No. INV-2025-0412    Date: 22 September 2025\n"
    "Bill to: KK Strike Bowl (Ms. Pimlada Sriwong)\n3rd Floor, Unit 3-017, Khon Kaen City Mall, Khon Kaen 40000\n\n"
    "Pins, set of 10 x 2 sets @ 18,500 = 37,000.00\n"
    "Lane conditioner oil, 5 gallon x 1 pail @ 6,200 = 6,200.00\n"
    "Subtotal: 43,200.00\nVAT 7%: 3,024.00\nTOTAL: 46,224.00 THB\n\n"
    "Payment due: 22 October 2025\nBangkok Bank, Siam Bowling Supply Co., Ltd., account 201-3-44556-7",
]
MAINTENANCE_HEADINGS = [
    ("Annual Maintenance Agreement",
     "Between Siam Bowling Supply Co., Ltd. (the Contractor) and KK Strike Bowl, represented by "
     "Ms. Pimlada Sriwong (the Customer).\nSigned in Khon Kaen on 20 February 2025."),
    ("1. Scope", "Preventive maintenance of 12 lanes and 12 pinsetters, including lane resurfacing check, "
                 "pinsetter adjustment and scoring-system inspection."),
    ("2. Term", "1 March 2025 to 28 February 2026, renewable by mutual agreement."),
    ("3. Fee", "96,000 THB per year, paid quarterly in four instalments of 24,000 THB."),
    ("4. Visits and response", "One scheduled preventive visit every quarter.\n"
                               "Emergency breakdowns: a technician on site within 48 hours of the call."),
    ("5. Parts", "Parts are not included in the fee; the Customer receives 10% off the list price."),
    ("6. Termination", "Either party may end this agreement with 60 days' written notice."),
]
LEASE = [
    "สัญญาเช่าพื้นที่ เลขที่ KCM-L3-017",
    "ทำที่ บริษัท ขอนแก่นซิตี้มอลล์ จำกัด วันที่ 1 ธันวาคม 2566",
    "ผู้ให้เช่า: บริษัท ขอนแก่นซิตี้มอลล์ จำกัด  ผู้เช่า: นางพิมพ์ลดา ศรีวงศ์ (ร้าน KK Strike Bowl)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ชั้น 3 ห้อง 3-017 ขนาด 1,450 ตารางเมตร เพื่อประกอบกิจการโบว์ลิ่งและร้านอาหาร",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 185,000 บาท (หนึ่งแสนแปดหมื่นห้าพันบาทถ้วน) และค่าบริการส่วนกลางเดือนละ 29,000 บาท "
    "ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 555,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 60 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 1,000 บาท",
    "ข้อ 6. ค่าไฟฟ้าคิดตามมิเตอร์ย่อย ผู้เช่าชำระตรงกับการไฟฟ้าส่วนภูมิภาค",
    "ข้อ 7. ผู้เช่าจะเลิกสัญญาก่อนกำหนดต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วัน",
]
MALL_LETTER = [
    "บริษัท ขอนแก่นซิตี้มอลล์ จำกัด",
    "ที่ KCM/PM 2568/144  วันที่ 3 ตุลาคม 2568",
    "เรื่อง แจ้งปรับอัตราค่าบริการส่วนกลาง",
    "เรียน ผู้เช่าพื้นที่ห้อง 3-017 (KK Strike Bowl)",
    "ด้วยค่าไฟฟ้าส่วนกลางและค่ารักษาความปลอดภัยที่สูงขึ้น บริษัทฯ ขอแจ้งปรับค่าบริการส่วนกลางของห้อง 3-017 "
    "จากเดือนละ 29,000 บาท เป็นเดือนละ 32,500 บาท ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป",
    "ค่าเช่าพื้นที่ตามสัญญายังคงเดิม",
    "จึงเรียนมาเพื่อโปรดทราบ  ฝ่ายบริหารอาคาร",
]

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าเกม (Games)", "ค่าเช่ารองเท้า (Shoe rental)",
                  "อาหารและเครื่องดื่ม (F&B)", "ลีก/งานเลี้ยง (Leagues & events)", "รวม (Total)")
INCOME_2568 = [  # games, shoes, F&B, events
    (312400, 38200, 145300, 62000), (298750, 36450, 139800, 48500), (335900, 40900, 158250, 71000),
    (402300, 49600, 187400, 95500), (376150, 45300, 171900, 58000), (341800, 41150, 160350, 66500),
    (358600, 43800, 166700, 74000), (366250, 44950, 172450, 81500), (329400, 39700, 151200, 69000),
]
INCOME_2567 = [
    (287600, 35100, 131900, 55000), (276300, 33800, 127450, 41500), (309850, 37900, 146200, 63000),
    (371200, 45750, 172600, 88000), (348900, 42300, 158700, 52500), (315400, 38600, 147300, 59000),
    (331200, 40150, 153850, 67500), (338700, 41200, 159100, 72000), (301500, 36900, 139400, 61500),
    (324800, 39300, 148650, 70500), (342100, 41700, 156900, 93000), (415600, 51200, 198300, 142000),
]
STAFF = [
    ("พิมพ์ลดา ศรีวงศ์", "ผู้จัดการ (Manager)", 0, "เจ้าของ ไม่รับเงินเดือน"),
    ("สมศักดิ์ บุญมา", "ช่างเครื่องพินเซ็ตเตอร์ (Mechanic)", 22000, ""),
    ("อรทัย แก้วดี", "แคชเชียร์ (Cashier)", 13500, ""),
    ("ณัฐพล ศรีสุข", "แคชเชียร์ (Cashier)", 13000, ""),
    ("กมลชนก ทองดี", "ครัว (Kitchen)", 15000, "หัวหน้าครัว"),
    ("ประภา จันทร์หอม", "ครัว (Kitchen)", 12000, ""),
    ("ธีรวัฒน์ พลเยี่ยม", "พนักงานเลน (Lane staff)", 11500, ""),
    ("จิราพร มาลัย", "พนักงานเลน (Lane staff)", 11500, ""),
    ("วรวุฒิ แสนสุข", "แม่บ้าน/ทำความสะอาด (Cleaner)", 10500, ""),
]
SALARIES = sum(row[2] for row in STAFF)
ELECTRICITY_2568 = [88450.20, 85120.75, 94310.40, 101880.15, 99215.60, 96740.35, 97320.90, 99870.45, 98167.71]
ELECTRICITY_2567 = [81200.50, 79650.30, 86900.10, 95410.80, 92050.25, 89320.60, 90115.40, 91870.05, 88940.70,
                    87215.35, 86450.90, 92780.15]
SUPPLIES_2568 = [12400, 8900, 31600, 15200, 9800, 27400, 11300, 14800, 46224]
SUPPLIES_2567 = [10800, 7600, 28900, 13900, 8700, 25100, 9900, 12600, 38400, 11200, 9700, 21500]
MARKETING_2568 = [15000, 12000, 18000, 25000, 15000, 15000, 20000, 18000, 15000]
MARKETING_2567 = [12000, 10000, 15000, 22000, 12000, 12000, 15000, 15000, 12000, 15000, 18000, 30000]
LEAGUE_TEAMS = [
    ("Strike Force", "สมชาย ใจงาม", 4, 6000, "จ่ายแล้ว (Paid) 28/09"),
    ("หมอลำโบว์ล", "วิชัย ภูมิภักดี", 4, 6000, "จ่ายแล้ว (Paid) 29/09"),
    ("KKU Alumni", "Dr. Anucha", 4, 6000, "จ่ายแล้ว (Paid) 30/09"),
    ("Gutter Queens", "ปวีณา แสงเดือน", 4, 6000, "ค้าง (Unpaid)"),
    ("ทีมช่างไฟ", "บุญเลิศ คำสอน", 4, 6000, "จ่ายแล้ว (Paid) 01/10"),
    ("Spare Me", "Tom Wilson", 4, 6000, "จ่ายครึ่ง 3,000 (Half paid)"),
    ("ลูกหมูเตะพิน", "สุรชัย อินทร์แก้ว", 4, 6000, "จ่ายแล้ว (Paid) 01/10"),
    ("Bank Rollers", "จันทร์เพ็ญ ศรีนวล", 4, 6000, "ค้าง (Unpaid)"),
]
LEAGUE_RULES = """# กติกาลีกวันพฤหัส KK Strike (Thursday Night League) ซีซั่น 2/2568

- แข่งทุกวันพฤหัส 19:30 น. เริ่ม 2 ต.ค. 2568 รวม 10 สัปดาห์ จบ 4 ธ.ค. 2568
- 8 ทีม ทีมละ 4 คน (ตัวสำรองได้ทีมละ 1 คน)
- ค่าสมัครคนละ 1,500 บาท ต่อซีซั่น (รวมค่าเกม 3 เกมต่อสัปดาห์ + รองเท้า)
- Handicap 80% ของส่วนต่างจาก 200
- ขาดแข่งได้ไม่เกิน 2 ครั้ง ถ้าขาดใช้คะแนนเฉลี่ยลบ 10 พิน

## เงินรางวัล
- แชมป์ทีม 10,000 บาท
- รองแชมป์ 6,000 บาท
- High game ชาย/หญิง รางวัลละ 1,000 บาท
"""
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569 KK Strike Bowl", "จัดทำโดย พิมพ์ลดา ศรีวงศ์ ตุลาคม 2568"),
    ("เป้าหมายปี 2569", "ยอดขายทั้งปี 8.5 ล้านบาท\nปี 2568 คาดว่าจะปิดที่ 7.8 ล้านบาท\n"
                        "เพิ่มลูกค้าองค์กร (งานเลี้ยงบริษัท) เป็น 40 งานต่อปี"),
    ("การลงทุน", "เปลี่ยนระบบนับคะแนน (scoring system) ใหม่ทั้ง 12 เลน งบ 1,350,000 บาท\n"
                 "ทำห้องคาราโอเกะ 2 ห้อง งบ 480,000 บาท"),
    ("กิจกรรมใหม่", "Cosmic Bowling คืนวันศุกร์-เสาร์ 21:00-24:00\n"
                    "ลีกเด็ก (Junior League) เริ่ม มิถุนายน 2569\nแพ็กเกจวันเกิดเด็กปรับเป็น 490 บาทต่อคน"),
    ("ไทม์ไลน์", "ไตรมาส 1: ติดตั้งระบบคะแนนใหม่ (ปิดร้าน 3 วัน)\nไตรมาส 2: เปิดห้องคาราโอเกะ\n"
                 "ไตรมาส 3-4: ทำการตลาดลูกค้าองค์กร"),
]
STAFF_MEETING = """# ประชุมพนักงาน 27 ก.ย. 2568

ผู้เข้าร่วม: พี่พิม, ช่างศักดิ์, อรทัย, ณัฐพล, กมลชนก, ธีรวัฒน์, จิราพร

## เรื่องที่ตกลงกัน
- จัดงาน Halloween Cosmic Night วันศุกร์ 31 ต.ค. 2568 เกมละ 199 บาท ใส่ชุดผีมาลด 20%
- อนุมัติซื้อตู้อบฆ่าเชื้อรองเท้า 1 ตู้ งบ 24,000 บาท
- ปิดเลน 1-6 ปรับปรุงผิวเลน วันที่ 5-6 พ.ย. 2568 (ช่างจากสยามโบว์ลิ่งซัพพลาย)
- ยอดขายอาหารเดือน ส.ค. ดีขึ้น ให้เพิ่มเมนูเฟรนช์ฟรายชีส

## งานที่มอบหมาย
- อรทัย: ทำโพสต์ Halloween ลงเพจภายใน 10 ต.ค.
- ช่างศักดิ์: เช็คสต็อกน้ำมันเคลือบเลน เหลือ 1 ถัง ต้องสั่งเพิ่ม
- กมลชนก: ทำเมนูบุฟเฟ่ต์งานบริษัทให้ได้ต้นทุนไม่เกิน 180 บาทต่อหัว
"""
PROMO_IDEAS = """# ไอเดียโปร (จดไว้ก่อน)
- นักศึกษา มข. โชว์บัตร เกมละ 79 บาท ช่วงบ่าย จ-ศ
- Happy hour 14:00-17:00 เล่น 2 แถม 1
- บัตรสมาชิกสะสมแต้ม ครบ 10 เกมฟรี 1 เกม
- ร่วมกับร้านหมูกระทะชั้น 2 ทำคูปองแลกกัน
"""
LINE_EK = """[08/10/2568 10:12] พิมพ์ KK Strike: สวัสดีค่ะคุณเอก ส่งใบเสนอราคาฉบับแก้ให้แล้วนะคะ รวม 37,400 บาท สำหรับ 60 ท่านค่ะ
[08/10/2568 10:30] เอกชัย อีสานพาณิชย์: ได้รับครับ ขอเช็คกับผู้บริหารก่อนนะครับ
[15/10/2568 16:05] เอกชัย อีสานพาณิชย์: คุณพิมครับ ผู้บริหารอยากเพิ่มคนเป็น 72 คนครับ แล้วขอเลื่อนวันเป็นศุกร์ 21 พ.ย. ได้ไหมครับ
[15/10/2568 16:20] พิมพ์ KK Strike: ได้ค่ะ 21 พ.ย. ยังว่างค่ะ 72 ท่านใช้ 12 เลนนะคะ
[15/10/2568 16:22] พิมพ์ KK Strike: ราคาเดิมคนละ 590 ค่ะ 72 x 590 = 42,480 บวกถ้วยรางวัล 2,000 รวม 44,480 บาทค่ะ
[15/10/2568 16:40] เอกชัย อีสานพาณิชย์: โอเคครับ แต่ของรางวัลขอตัดออกนะครับ ทางบริษัทเตรียมเอง
[15/10/2568 16:45] พิมพ์ KK Strike: รับทราบค่ะ งั้นยอดรวม 42,480 บาทนะคะ มัดจำ 50% = 21,240 บาท โอนภายใน 31 ต.ค. ค่ะ
[16/10/2568 09:10] เอกชัย อีสานพาณิชย์: โอนมัดจำแล้วครับ 21,240 บาท เดี๋ยวส่งสลิปให้นะครับ
[16/10/2568 09:12] พิมพ์ KK Strike: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
"""
EMAIL = """From: Nattaya Boonmee <nattaya.b@gmail.com>
To: booking@kkstrikebowl.co.th
Date: Tue, 7 Oct 2025 08:15
Subject: Re: Birthday party booking - Saturday 18 October

Hi again Khun Pim,

Small change: two more of Mint's friends confirmed, so it's 27 kids now, 27 x 450 = 12,150 THB.
I transferred the 3,000 THB deposit this morning, slip attached. Still 2:00 pm please.

Thanks!
Nattaya

-----Original message-----
From: Nattaya Boonmee <nattaya.b@gmail.com>
Date: Mon, 6 Oct 2025 20:41
Subject: Birthday party booking - Saturday 18 October

Hello,
I'd like to book the Kids Strike Party for my daughter Mint's 8th birthday on Saturday 18 October 2025
at 2:00 pm. We will have 25 kids and about 10 parents. Your Facebook page says 450 THB per child,
so 25 x 450 = 11,250 THB. Can the parents bowl too? And could you set up a table for the cake?
I will transfer a 3,000 THB deposit tomorrow.

Best regards,
Nattaya Boonmee (Mint's mom)
"""
PEA_ALLEY = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Branch\nELECTRICITY BILL - September 2025\n"
    "Customer: KK Strike Bowl (Pimlada Sriwong)\nAccount No. 020012345678\n"
    "Address: 3rd Floor, Unit 3-017, Khon Kaen City Mall, Khon Kaen 40000\n"
    "Tariff: 3.1.3 Medium general service\nMeter reading period: 1 September 2025 - 30 September 2025",
    "Units used: 18,640 kWh\nEnergy charge: 84,126.40 THB\nFt charge: 7,306.88 THB\nService charge: 312.24 THB\n"
    "VAT 7%: 6,422.19 THB\nAmount due: 98,167.71 THB\nDue date: 10 October 2025\n"
    "A 1.5% surcharge applies after the due date.",
]
PEA_HOME = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Branch\nELECTRICITY BILL - September 2025\n"
    "Customer: Weera Sriwong\nAccount No. 020098765432\nAddress: 88/12 Moo 4, Sila, Mueang Khon Kaen 40000\n"
    "Tariff: 1.2 Residential\nMeter reading period: 1 September 2025 - 30 September 2025",
    "Units used: 538 kWh\nEnergy charge: 2,263.90 THB\nFt charge: 53.27 THB\nService charge: 38.22 THB\n"
    "VAT 7%: 164.88 THB\nAmount due: 2,520.27 THB\nDue date: 14 October 2025",
]
FIRE_POLICY = [
    "Thai Unity Insurance PCL\nFIRE AND BUSINESS INTERRUPTION INSURANCE - POLICY SCHEDULE\n"
    "Policy No. FIR-68-004512\nInsured: KK Strike Bowl (Ms. Pimlada Sriwong)\n"
    "Location: 3rd Floor, Unit 3-017, Khon Kaen City Mall, Khon Kaen\n"
    "Period of insurance: 1 February 2025 to 1 February 2026\n\n"
    "Sum insured - lanes, pinsetters and equipment: 8,500,000 THB\n"
    "Sum insured - business interruption (3 months): 1,200,000 THB\n"
    "Deductible: 10,000 THB per claim\nAnnual premium (incl. stamp duty and VAT): 21,480 THB",
]
SCHOOL_INVOICE = [
    "Khon Kaen Bilingual School\nTUITION FEE INVOICE - Semester 2, Academic Year 2025\n"
    "Invoice No. KBS-S2-25-0417    Issue date: 1 October 2025\n"
    "Student: Phum Sriwong    Grade 4/2    Student ID 25-0417\nParent: Mrs. Pimlada Sriwong\n\n"
    "Tuition fee: 38,500 THB\nSchool bus (semester): 6,000 THB\nLunch (semester): 4,200 THB\n"
    "English camp (November): 2,500 THB\nTOTAL: 51,200 THB\n\n"
    "Please pay by 31 October 2025 at the school finance office or by transfer to SCB 456-2-10987-3.",
]
TERM1_NOTE = """ใบเสร็จค่าเทอม เทอม 1/2568 น้องภูมิ (ป.4/2)
จ่ายแล้ว 14 พ.ค. 2568 โอน SCB
ค่าเล่าเรียน 38,500
ค่ารถรับส่ง 6,000
ค่าอาหารกลางวัน 4,200
รวม 48,700 บาท
ใบเสร็จตัวจริงเก็บไว้ในแฟ้มสีฟ้า
"""
HEALTH_LETTER = [
    "Krungsiam Life Assurance PCL\n999 Rama 4 Road, Bangkok 10500\n10 October 2025\n\n"
    "Dear Mrs. Pimlada Sriwong,\n\nRe: Renewal of health insurance policy No. HL-2291-7734 (Smart Health Plus, Plan 3)\n\n"
    "Your family health policy covering Mrs. Pimlada Sriwong, Mr. Weera Sriwong and Master Phum Sriwong\n"
    "expires on 15 December 2025.\n"
    "Renewal premium for 2026: 24,850 THB per year (2025 premium: 22,600 THB).\n"
    "The increase reflects the age band change for Mr. Weera Sriwong.\n"
    "Please pay by 15 December 2025 to keep your cover without a waiting period.\n"
    "Room and board limit stays at 4,000 THB per day; annual limit 1,000,000 THB per person.\n\n"
    "Yours sincerely,\nPolicy Services Department",
]
CAR_INSURANCE = [
    "ใบเตือนต่ออายุประกันภัยรถยนต์",
    "ศรีนครโบรกเกอร์ประกันภัย วันที่ 20 ตุลาคม 2568",
    "เรียน คุณวีระ ศรีวงศ์",
    "กรมธรรม์ประกันภัยรถยนต์ชั้น 1 ของรถ Toyota Fortuner ทะเบียน กข 4521 ขอนแก่น จะหมดอายุวันที่ 30 พฤศจิกายน 2568",
    "ข้อเสนอต่ออายุ: ทุนประกัน 950,000 บาท เบี้ยประกัน 18,900 บาท (ปีที่แล้ว 19,450 บาท) ส่วนลดประวัติดี 20%",
    "ผ่อนได้ 0% 3 เดือน งวดละ 6,300 บาท",
    "กรุณาแจ้งยืนยันภายในวันที่ 20 พฤศจิกายน 2568",
]
SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "ก.ค. 2568": [
        ("ค่าอาหาร/กับข้าว (Food)", 14200, ""), ("ค่าไฟบ้าน (Electricity)", 2688, ""),
        ("ค่าน้ำ (Water)", 410, ""), ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1390, ""),
        ("ค่าเรียนพิเศษภูมิ (Phum's tutoring)", 3200, "คณิต+อังกฤษ"), ("ค่าน้ำมันรถ (Fuel)", 4850, ""),
        ("ส่งแม่ (For mom)", 5000, ""),
    ],
    "ส.ค. 2568": [
        ("ค่าอาหาร/กับข้าว (Food)", 15350, ""), ("ค่าไฟบ้าน (Electricity)", 2741, ""),
        ("ค่าน้ำ (Water)", 395, ""), ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1390, ""),
        ("ค่าเรียนพิเศษภูมิ (Phum's tutoring)", 4400, "เพิ่มวิทย์"), ("ค่าน้ำมันรถ (Fuel)", 5120, ""),
        ("ส่งแม่ (For mom)", 5000, ""), ("ซ่อมแอร์ห้องนอน (Aircon repair)", 2800, ""),
    ],
    "ก.ย. 2568": [
        ("ค่าอาหาร/กับข้าว (Food)", 13980, ""), ("ค่าไฟบ้าน (Electricity)", 2520.27, "บิล PEA ก.ย."),
        ("ค่าน้ำ (Water)", 402, ""), ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1390, ""),
        ("ค่าเรียนพิเศษภูมิ (Phum's tutoring)", 4400, ""), ("ค่าน้ำมันรถ (Fuel)", 4760, ""),
        ("ส่งแม่ (For mom)", 5000, ""),
    ],
}
LINE_FAMILY = """[18/10/2568 21:03] วีระ: ปีใหม่นี้ไปเชียงใหม่กันไหม ภูมิอยากไปดูหมีแพนด้า
[18/10/2568 21:05] พิม: ได้ๆ แต่ร้านปิดได้แค่ 31 ธ.ค. กับ 1 ม.ค. นะ ช่วงนั้นคนเล่นโบว์ลิ่งเยอะ
[18/10/2568 21:10] วีระ: งั้นไป 30 ธ.ค. กลับ 2 ม.ค. 3 คืน ที่พักในเมือง คืนละ 4,200
[18/10/2568 21:12] พิม: 3 คืน = 12,600 โอเค
[19/10/2568 08:30] แม่: แม่ไปด้วยได้ไหมลูก
[19/10/2568 08:41] พิม: ได้ค่ะแม่ งั้นเอาห้องแฟมิลี่ คืนละ 5,400 ค่ะ 3 คืน = 16,200
[19/10/2568 09:02] วีระ: ขับรถไปเองนะ ค่าน้ำมันไปกลับประมาณ 3,500
[19/10/2568 09:05] พิม: งบทั้งทริปไม่เกิน 35,000 นะ รวมค่ากินค่าเที่ยว
[19/10/2568 12:20] ภูมิ: เย้ แพนด้า!! 🐼
[20/10/2568 19:45] พิม: จองห้องแล้ว 30 ธ.ค. เช็คเอาท์ 2 ม.ค. มัดจำ 5,000 ที่เหลือจ่ายหน้างาน
"""
SHOPPING = "ไข่ไก่ 2 แผง\nนมจืด 4 กล่อง\nน้ำยาล้างจาน\nกระดาษทิชชู่\nขนมให้ภูมิไปโรงเรียน\nถ่านรีโมททีวี"
TODO = ("- โอนค่าเทอมภูมิ ก่อน 31 ต.ค.\n- ทวงค่าสมัครลีก ทีม Gutter Queens กับ Bank Rollers\n"
        "- สั่งน้ำมันเคลือบเลนเพิ่ม 2 ถัง\n- ต่อประกันรถ\n")


def _sales_book(path: Path, year: str, income: list[tuple], electricity, supplies, marketing) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"ยอดขาย KK Strike Bowl ปี {year} (Sales {int(year) - 543})"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, income):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in income) for i in range(4)), sum(sum(r) for r in income)])
    for column in range(2, 7):
        money_format(sheet, column)
    count = len(income)
    expenses = book.create_sheet("รายจ่าย Expenses")
    expenses.append([f"รายจ่าย KK Strike Bowl ปี {year} (Expenses {int(year) - 543})"])
    expenses.append(["รายการ (Item)", *MONTHS[:count], "รวม (Total)"])
    rows = [
        ("ค่าเช่าพื้นที่ (Rent)", [185000] * count),
        ("ค่าส่วนกลาง (Common fee)", [29000] * count),
        ("ค่าไฟฟ้า (Electricity)", electricity),
        ("เงินเดือนพนักงาน (Salaries)", [SALARIES] * count),
        ("อะไหล่/วัสดุ (Parts & supplies)", supplies),
        ("การตลาด (Marketing)", marketing),
    ]
    for name, values in rows:
        expenses.append([name, *values, round(sum(values), 2)])
    expenses.append(["รวม (Total)", *(round(sum(v[i] for _, v in rows), 2) for i in range(count)),
                     round(sum(sum(v) for _, v in rows), 2)])
    for column in range(2, count + 3):
        money_format(expenses, column)
    book.save(path)


def _salaries(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "พนักงาน Staff"
    sheet.append(["รายชื่อพนักงานและเงินเดือน ปี 2568 (Staff & salaries 2025)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Monthly salary, THB)", "หมายเหตุ (Note)"])
    for row in STAFF:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", SALARIES, ""])
    money_format(sheet, 3)
    book.save(path)


def _league_fees(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลีกวันพฤหัส Thu League"
    sheet.append(["ค่าสมัครลีกวันพฤหัส ซีซั่น 2/2568 (Thursday league fees, Oct-Dec 2025)"])
    sheet.append(["ทีม (Team)", "กัปตัน (Captain)", "จำนวนคน (Players)", "ค่าสมัคร (Fee, THB)", "สถานะ (Status)"])
    for row in LEAGUE_TEAMS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(r[2] for r in LEAGUE_TEAMS), sum(r[3] for r in LEAGUE_TEAMS), ""])
    money_format(sheet, 4)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(SPENDING_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / SHOP, docs / HOME
    for sub in ("ใบเสนอราคา", "Suppliers", "สัญญา", "บัญชี Accounts", "League", "แผนปี2569", "Bills",
                "ประกันร้าน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("ลูก", "ประกัน"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_อีสานพาณิชย์_ร่าง.docx", QUOTE_DRAFT_TOP, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_อีสานพาณิชย์_final.docx", QUOTE_FINAL_TOP, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(shop / "ใบเสนอราคา" / "Quote_KKHospital_teambuilding.docx", HOSPITAL_TOP, HOSPITAL_TABLE,
               bottom=HOSPITAL_BOTTOM)
    make_pdf(shop / "Suppliers" / "SiamBowlingSupply_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(shop / "Suppliers" / "ราคาอะไหล่_สยามโบว์ลิ่ง_2567.docx", PRICELIST_2567_TOP, PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "invoice_SBS_0412.pdf", INVOICE)
    write_docx(shop / "สัญญา" / "maintenance_agreement_2025.docx", [], headings=MAINTENANCE_HEADINGS)
    write_docx(shop / "สัญญา" / "สัญญาเช่าพื้นที่_ขอนแก่นซิตี้มอลล์.docx", LEASE)
    write_docx(shop / "สัญญา" / "หนังสือแจ้งปรับค่าส่วนกลาง.docx", MALL_LETTER)
    _sales_book(shop / "บัญชี Accounts" / "ยอดขาย_2568.xlsx", "2568", INCOME_2568, ELECTRICITY_2568,
                SUPPLIES_2568, MARKETING_2568)
    _sales_book(shop / "บัญชี Accounts" / "ยอดขาย_2567.xlsx", "2567", INCOME_2567, ELECTRICITY_2567,
                SUPPLIES_2567, MARKETING_2567)
    _salaries(shop / "บัญชี Accounts" / "เงินเดือนพนักงาน_2568.xlsx")
    _league_fees(shop / "League" / "league_fees_2025.xlsx")
    write_slides(shop / "แผนปี2569" / "แผนธุรกิจปี2569.pptx", PLAN_SLIDES)
    make_pdf(shop / "Bills" / "PEA_bill_alley_Sep2025.pdf", PEA_ALLEY)
    make_pdf(shop / "ประกันร้าน" / "fire_insurance_policy_alley.pdf", FIRE_POLICY)
    write_texts(shop, {
        "League/league_rules_Thursday.md": LEAGUE_RULES,
        "Notes/ประชุมพนักงาน_กันยา68.md": STAFF_MEETING,
        "Notes/ไอเดียโปรโมชั่น.md": PROMO_IDEAS,
        "LINE/LINE_คุณเอก_อีสานพาณิชย์.txt": LINE_EK,
        "Email/email_birthday_booking.txt": EMAIL,
    })
    make_pdf(home / "ลูก" / "school_invoice_term2_2025.pdf", SCHOOL_INVOICE)
    make_pdf(home / "ประกัน" / "insurance_renewal_KrungsiamLife.pdf", HEALTH_LETTER)
    write_docx(home / "ประกัน" / "ต่อประกันรถ_2568.docx", CAR_INSURANCE)
    _spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(home / "PEA_bill_home_Sep2025.pdf", PEA_HOME)
    write_texts(home, {
        "ลูก/ใบเสร็จค่าเทอม_เทอม1_ภูมิ.txt": TERM1_NOTE,
        "LINE_ครอบครัว.txt": LINE_FAMILY,
        "รายการซื้อของ.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: Pim's to-do list."""
    write_texts(workspect, {"todo.md": TODO})
