"""The kitesurf folder: the papers of a Thai kitesurf school with board rental and of its owner's household.

The owner is ศุภชัย ทะเลงาม (ครูโอ๊ต, Kru Oat, Supachai Talay-ngam) of "Pran Kite Club" (ปราณ ไคท์ คลับ),
99/12 หมู่ 4 ต.ปากน้ำปราณ อ.ปราณบุรี จ.ประจวบคีรีขันธ์ 77220. He teaches kitesurfing on the beach at Pak Nam Pran,
rents out kites, boards and harnesses by the hour, day and month, sells lesson packages to a resort and to a
European travel agency, and runs a rescue boat and a jet ski. His wife มณีรัตน์ (มิว) runs the booking desk; their
daughter ใบเตย (ด.ญ.ปภาวรินทร์) is in ม.1; his mother ประไพ (แม่) needs a cataract operation; his brother is พี่เอก.
His instructors are ครูเจมส์ (ณัฐพล แก้วประเสริฐ) and ครูเป็ด, and น้าเปี๊ยก drives the boat. It is November 2568 (2025).

Documents/Pran Kite Club/ (the school)
- ใบเสนอราคา/ใบเสนอราคา_บ้านทะเลดาว_ร่าง.docx: draft quote QT-PKC-68-11 (14 ต.ค. 2568) to บ้านทะเลดาว รีสอร์ท:
  discovery lessons 60 guests x 2,400 (144,000) + shuttle 30 trips x 300 (9,000), total 153,000 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_บ้านทะเลดาว_final v2.docx: the final (21 ต.ค. 2568) to คุณแพรวา ศรีสมุทร: 80 guests x 2,200
  (176,000) + shuttle 40 x 250 (10,000) + accident cover 80 x 50 (4,000), total 190,000, deposit 30% 57,000,
  balance 133,000, season 1 พ.ย. 2568 - 30 เม.ย. 2569.
- ใบเสนอราคา/ซื้อว่าวใหม่/OceanPro_Quotation_kites Oct2025.pdf: English quote OPW-Q-2510-086 from Ocean Pro
  Watersports Co., Ltd. (3 x 9 m and 3 x 12 m kites, 4 twin-tips, 6 harnesses, 6 vests): 276,040.00 + VAT
  19,322.80 = 295,362.80, deposit 50%.
- ใบเสนอราคา/ซื้อว่าวใหม่/ใบเสนอราคา_ทะเลไทยไคท์ช็อป_23ต.ค.68.docx: the Thai shop's quote for the same gear,
  269,900 with VAT included, free delivery, deposit 40% 107,960.
- Price list/ราคาคอร์ส+เช่าอุปกรณ์_ฤดูกาล68-69.xlsx: this season's prices, two sheets (lessons: discovery 3,000,
  beginner 3 days 13,500, private 10 hours 18,000, private hour 2,000; rental: full set hour 900, half day 1,800,
  day 2,800, week 15,000, month 32,000, board only day 600).
- Price list/PriceList_season 2024-25.pdf: last season's English price list (discovery 2,800, beginner 3 days
  12,500, private 10 hours 16,500, full set day 2,500, month 30,000).
- บัญชี/บัญชีรายรับรายจ่าย_2568.xlsx: this year's book, income sheet (lessons, rental, shop and repair, resort and
  agency) and expense sheet (instructors, boat fuel, repairs, beach fee, ads), ม.ค.-ต.ค.; rental in ส.ค. 21,350.
- บัญชี/บัญชีรายรับรายจ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.; boat fuel in มี.ค. 8,460.
- บัญชี/นักเรียน ชม.คงเหลือ Nov2025.xlsx: students by full name and nickname, course, hours done and left.
- บัญชี/rental log_ต.ค.68.md: October rentals day by day: 16 rentals and a 500 damage fee, 3 no-wind days,
  38,900 in all.
- เรือกู้ภัย/HuaHinMarine_INV HM-2510-117.pdf: English invoice (17 Oct 2025) for the boat and jet ski service:
  18,000.00 + VAT 1,260.00 = 19,260.00, less deposit 5,000.00, balance 14,260.00 due 31 Oct 2025.
- เรือกู้ภัย/ใบเสร็จ_หัวหินมารีน_RC-0458.docx: the Thai receipt for that invoice: 14,260.00 received 28 ต.ค. 2568.
- เอกสาร/หนังสือ อบต.ปากน้ำปราณ_ใช้ชายหาด.docx: the beach permit, 1 พ.ย. 2568 - 30 เม.ย. 2569, 2,500 a month,
  15,000 for six months, pay by 31 ต.ค. 2568, at most 12 kites at once, complaint about kites over the swim zone.
- เอกสาร/สัญญาจ้างครูสอนไคท์_ฤดูกาล68-69_final.docx: the contract with ครูเจมส์: 15,000 a month + 350 an hour
  taught, 1 พ.ย. 2568 - 30 เม.ย. 2569.
- เอกสาร/SiamCoastal_PL_renewal_2025-26.pdf: public liability renewal: limit 2,000,000, premium 12,840.00
  (last year 11,770.00), pay by 25 Nov 2025.
- เอกสาร/email_KiteTrips_group Jan2026.txt: email from KiteTrips Europe (Anke): 8 riders 12-18 Jan 2026,
  budget 9,500 THB a rider (76,000 for the group), 15% commission, reply by 20 Nov 2025.
- แชท/แชทไลน์_บ้านทะเลดาว_ต.ค.68.txt: LINE chat with คุณแพร of the resort: budget 170,000; 176,000 and 160,000
  offered; settled 80 x 2,050 + cover 4,000 = 168,000, deposit 50,400 paid 3 พ.ย.
- แชท/LINE_Marco_rental Dec2025.txt: English LINE export: monthly full set 32,000, Marco asks 25,000, 29,000 and
  27,000 offered, settled 28,000, deposit 10,000.
- แชท/แชทไลน์_กลุ่มครูไคท์ปราณ.txt: instructors' group: peak hourly rate, 380 offered, 450 and 400 mentioned,
  settled 420 an hour for ธ.ค. 68 - ก.พ. 69.
- แผนฤดูกาล 2568-69.pptx: the season plan (target 1,350,000, gear budget 280,000).
- Safety briefing v3.pptx: the students' safety talk (12-25 knots, no offshore wind).
- wind log_ต.ค.68.md, อุปกรณ์_inventory ต.ค.68.xlsx (kites and boards sheets), ไอเดียเสื้อทีม 2569.txt.

Documents/บ้าน/ (the household)
- ค่าไฟ ค่าน้ำ/PEA_Aug2025.pdf (3,376.71), PEA_Sep2025.pdf (2,961.72), PEA_Oct2025.pdf (2,622.25),
  PWA_water_Oct2025.pdf (318.86): English bills.
- รถ Revo/ต่อประกัน Revo_2568.docx: car insurance renewal, class 1 17,650 (last year 18,900), pay by 10 พ.ย. 2568.
- รถ Revo/SiamAutoLeasing_statement_Oct2025.pdf: car loan, 13,480 a month, 35 of 60 paid, 337,000 left.
- ใบเตย/ใบแจ้งค่าธรรมเนียม_ภาคเรียน2-2568.docx: school fees 29,750 by 7 พฤศจิกายน 2568.
- ใบเตย/เรียนพิเศษ_ตาราง.md: tutoring timetable, 2,400 a month.
- แม่/Bluewave_Hospital_estimate_cataract_Oct2025.pdf: the mother's left-eye cataract operation, 52,400, deposit
  20,000, surgery 18 Nov 2025.
- แม่/นัดหมอตาแม่.md: notes on the mother's eyes.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), car loan 13,480.
- แชทไลน์_บ้านทะเลงาม.txt: the family's LINE group; สูตรน้ำจิ้มซีฟู้ดแม่.md: a recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
PKC_TOP = ("Pran Kite Club (ปราณ ไคท์ คลับ) โดย ศุภชัย ทะเลงาม 99/12 หมู่ 4 ต.ปากน้ำปราณ อ.ปราณบุรี "
           "จ.ประจวบคีรีขันธ์ 77220 โทร 086-352-7714 LINE @prankite")

# ---------------------------------------------------------------- resort quotes
RESORT_DRAFT = [
    PKC_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PKC-68-11",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน ฝ่ายขาย บริษัท บ้านทะเลดาว รีสอร์ท จำกัด ต.ปากน้ำปราณ อ.ปราณบุรี",
    "เรื่อง แพ็กเกจทดลองเล่นไคท์เซิร์ฟสำหรับแขกของรีสอร์ท (Kite Discovery) ฤดูกาล 2568/69 ครั้งละ 2 ชั่วโมง",
]
RESORT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บทเรียนทดลองเล่น 2 ชม. พร้อมอุปกรณ์และครู", "60 ท่าน", "2,400", "144,000"),
    ("รถรับส่งรีสอร์ท-ชายหาด", "30 เที่ยว", "300", "9,000"),
    ("รวมทั้งสิ้น", "", "", "153,000"),
]
RESORT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 153,000 บาท (หนึ่งแสนห้าหมื่นสามพันบาทถ้วน)",
    "ร่าง ยังไม่ส่ง ให้มิวเช็คตารางครูช่วง ธ.ค. ก่อน",
]
RESORT_FINAL = [
    PKC_TOP,
    "ใบเสนอราคา  เลขที่ QT-PKC-68-11 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 21 ตุลาคม 2568",
    "เรียน คุณแพรวา ศรีสมุทร ผู้จัดการฝ่ายขายและบริการแขก บริษัท บ้านทะเลดาว รีสอร์ท จำกัด",
    "เรื่อง แพ็กเกจทดลองเล่นไคท์เซิร์ฟสำหรับแขกของรีสอร์ท (Kite Discovery) ฤดูกาล 1 พฤศจิกายน 2568 - "
    "30 เมษายน 2569 ครั้งละ 2 ชั่วโมง",
]
RESORT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บทเรียนทดลองเล่น 2 ชม. พร้อมอุปกรณ์ ครู และเรือกู้ภัย", "80 ท่าน", "2,200", "176,000"),
    ("รถรับส่งรีสอร์ท-ชายหาด", "40 เที่ยว", "250", "10,000"),
    ("ประกันอุบัติเหตุผู้เรียน", "80 ท่าน", "50", "4,000"),
    ("รวมทั้งสิ้น", "", "", "190,000"),
]
RESORT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 190,000 บาท (หนึ่งแสนเก้าหมื่นบาทถ้วน)",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 57,000 บาท เมื่อตอบรับ ส่วนที่เหลือ 133,000 บาท แบ่งจ่ายรายเดือนตามจำนวนแขกจริง",
    "งดเรียนวันที่ลมต่ำกว่า 12 น็อต โดยเลื่อนให้ไม่คิดเพิ่ม ราคานี้ยืนถึง 15 พฤศจิกายน 2568",
    "ลงชื่อ ศุภชัย ทะเลงาม ผู้เสนอราคา",
]

# ---------------------------------------------------------------- kite gear quotes
OCEANPRO_QUOTE = [
    "OCEAN PRO WATERSPORTS CO., LTD.\n"
    "Kite, wing and surf equipment - 58/3 Phetkasem Road, Hua Hin, Prachuap Khiri Khan 77110\n"
    "Tel. 032-511-846   sales@oceanprowater.co.th\n"
    "QUOTATION No. OPW-Q-2510-086        Date: 20 Oct 2025\n"
    "To: Mr. Supachai Talay-ngam (Pran Kite Club), Pak Nam Pran\n"
    "Re: school kite set for season 2025/26\n"
    "\n"
    "Item                                   Qty       Unit price    Amount\n"
    "School kite 9 m, complete with bar      3 pcs    28,500.00    85,500.00\n"
    "School kite 12 m, complete with bar     3 pcs    32,900.00    98,700.00\n"
    "Twin-tip board 138 cm, pads + straps    4 pcs    14,200.00    56,800.00\n"
    "Seat harness, school size M-L           6 pcs     3,950.00    23,700.00\n"
    "Impact vest                             6 pcs     1,890.00    11,340.00\n"
    "\n"
    "Subtotal                                                     276,040.00\n"
    "VAT 7%                                                        19,322.80\n"
    "GRAND TOTAL                                                  295,362.80 THB\n"
    "\n"
    "Delivery to Pak Nam Pran: free. Stock in Bangkok, delivery 5 working days.\n"
    "Payment: 50% deposit with order, balance on delivery. Warranty 1 year on kites and bars.\n"
    "Quotation valid until 20 Nov 2025.\n"
    "Sales: Krit (Kong) 089-227-5103",
]
TALAYTHAI_QUOTE = [
    "ร้านทะเลไทย ไคท์ช็อป (Talay Thai Kite Shop)",
    "21/5 ซ.หัวหิน 94 ถ.เพชรเกษม อ.หัวหิน จ.ประจวบคีรีขันธ์ โทร 032-530-418",
    "ใบเสนอราคา เลขที่ 2568/077  วันที่ 23 ต.ค. 2568",
    "เรียน คุณศุภชัย ทะเลงาม (ครูโอ๊ต)",
    "เรื่อง ชุดว่าวและบอร์ดสำหรับโรงเรียนสอนไคท์ ฤดูกาลใหม่",
]
TALAYTHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ว่าวสอน 9 ตร.ม. พร้อมบาร์", "3 ตัว", "27,900", "83,700"),
    ("ว่าวสอน 12 ตร.ม. พร้อมบาร์", "3 ตัว", "31,500", "94,500"),
    ("บอร์ด twin-tip 138 ซม. พร้อมสายรัดเท้า", "4 แผ่น", "14,900", "59,600"),
    ("ฮาร์เนสแบบนั่ง (seat harness)", "6 ตัว", "3,600", "21,600"),
    ("เสื้อกันกระแทก impact vest", "6 ตัว", "1,750", "10,500"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "269,900"),
]
TALAYTHAI_BOTTOM = [
    "รวมทั้งสิ้น 269,900 บาท ราคารวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีถึงปากน้ำปราณ",
    "มัดจำ 40% = 107,960 บาท ของเข้าภายใน 2-3 สัปดาห์ (สั่งจากตัวแทนกรุงเทพ)",
    "รับประกันว่าวและบาร์ 6 เดือน",
    "เฮียต้อม (นายสมหมาย เลิศทะเล) 081-944-0367",
]

# ---------------------------------------------------------------- price lists
LESSONS = [
    ("ทดลองเล่น (Discovery)", 2, 3000, "อุปกรณ์ครบ เรือกู้ภัย"),
    ("คอร์สมือใหม่ 3 วัน (Beginner, IKO Level 1-2)", 9, 13500, "ได้บัตร IKO"),
    ("คอร์สส่วนตัว 10 ชม. (Private 10-hour course)", 10, 18000, "ใช้ภายในฤดูกาล"),
    ("เรียนส่วนตัวรายชั่วโมง (Private lesson)", 1, 2000, ""),
    ("เรียนคู่ 2 คน ต่อชั่วโมง (Semi-private)", 1, 3200, "ราคาต่อ 2 คน"),
    ("ดูแลบนหาด (Supervision)", 1, 1000, "ต้องเล่นเองได้แล้ว"),
]
RENTAL = [
    ("ชุดครบ ว่าว+บอร์ด+ฮาร์เนส (Full set) รายชั่วโมง", 900, ""),
    ("ชุดครบ (Full set) ครึ่งวัน", 1800, "ไม่เกิน 4 ชม."),
    ("ชุดครบ (Full set) รายวัน", 2800, ""),
    ("ชุดครบ (Full set) รายสัปดาห์", 15000, "7 วัน"),
    ("ชุดครบ (Full set) รายเดือน", 32000, "ต่อรองได้ถ้าเช่ายาว"),
    ("บอร์ดอย่างเดียว (Board only) รายวัน", 600, ""),
    ("เก็บอุปกรณ์ในโกดัง (Storage) รายเดือน", 1500, ""),
]
PRICELIST_2024 = [
    "PRAN KITE CLUB - PRICE LIST SEASON 2024-25\n"
    "Kitesurf lessons and rental, Pak Nam Pran beach, Pranburi\n"
    "Valid 1 October 2024 - 30 September 2025. Prices in THB.\n"
    "\n"
    "LESSONS (IKO certified instructors, rescue boat included)\n"
    "  Discovery, 2 hours ........................ 2,800\n"
    "  Beginner course, 3 days (9 hours) ......... 12,500\n"
    "  Private 10-hour course .................... 16,500\n"
    "  Private lesson, per hour .................. 1,800\n"
    "  Semi-private (2 people), per hour ......... 3,000\n"
    "\n"
    "RENTAL (kite + board + harness)\n"
    "  Full set, per hour ........................ 800\n"
    "  Full set, per day ......................... 2,500\n"
    "  Full set, per week ........................ 14,000\n"
    "  Full set, per month ....................... 30,000\n"
    "  Board only, per day ....................... 500\n"
    "\n"
    "No refunds for no-wind days; lessons are moved to the next windy day.\n"
    "Contact: Kru Oat 086-352-7714, LINE @prankite",
]

# ---------------------------------------------------------------- boat service
MARINE_INVOICE = [
    "HUA HIN MARINE SERVICE CO., LTD.\n"
    "Outboard engines, jet skis and boat repair - 140/9 Moo 7, Nong Kae, Hua Hin 77110\n"
    "Tax ID 0775560004412   Tel. 032-547-229\n"
    "\n"
    "TAX INVOICE / INVOICE No. HM-2510-117\n"
    "Date: 17 Oct 2025                 Due date: 31 Oct 2025\n"
    "Customer: Pran Kite Club (Mr. Supachai Talay-ngam), 99/12 Moo 4, Pak Nam Pran, Pranburi\n"
    "\n"
    "Item                                          Qty    Unit price    Amount\n"
    "Outboard 40 HP full service (rescue boat)       1      4,800.00    4,800.00\n"
    "Water pump impeller kit                         1      2,350.00    2,350.00\n"
    "Stainless propeller, replace                    1      6,900.00    6,900.00\n"
    "Rescue jet ski annual service                   1      3,950.00    3,950.00\n"
    "\n"
    "Subtotal                                                          18,000.00\n"
    "VAT 7%                                                             1,260.00\n"
    "Total                                                             19,260.00\n"
    "Less deposit paid 10 Oct 2025                                     -5,000.00\n"
    "BALANCE DUE                                                       14,260.00 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Hua Hin Marine Service Co., Ltd., account 771-0-55302-8.",
]
MARINE_RECEIPT = [
    "บริษัท หัวหินมารีนเซอร์วิส จำกัด (สำนักงานใหญ่)",
    "140/9 หมู่ 7 ต.หนองแก อ.หัวหิน จ.ประจวบคีรีขันธ์ 77110  เลขประจำตัวผู้เสียภาษี 0775560004412",
    "ใบเสร็จรับเงิน  เลขที่ RC-0458",
    "วันที่ 28 ต.ค. 2568",
    "ได้รับเงินจาก คุณศุภชัย ทะเลงาม (Pran Kite Club)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ HM-2510-117 ลงวันที่ 17/10/68",
]
MARINE_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "19,260.00"),
    ("หัก เงินมัดจำรับแล้ว 10/10/68", "5,000.00"),
    ("รับชำระครั้งนี้", "14,260.00"),
]
MARINE_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 14,260.00 บาท (หนึ่งหมื่นสี่พันสองร้อยหกสิบบาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกาญจนา มีสุข ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- papers
BEACH_PERMIT = [
    "องค์การบริหารส่วนตำบลปากน้ำปราณ",
    "ที่ ปข 75201/1187",
    "6 ตุลาคม 2568",
    "เรื่อง อนุญาตให้ใช้พื้นที่ชายหาดจัดกิจกรรมสอนกีฬาไคท์เซิร์ฟ",
    "เรียน นายศุภชัย ทะเลงาม",
    "ตามที่ท่านยื่นคำขอใช้พื้นที่ชายหาดหน้าหมู่ที่ 4 เพื่อเป็นจุดปล่อยว่าวและสอนกีฬาไคท์เซิร์ฟนั้น "
    "องค์การบริหารส่วนตำบลปากน้ำปราณอนุญาตให้ใช้พื้นที่ชายหาดกว้าง 150 เมตร ทางทิศใต้ของป้อมยาม "
    "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 30 เมษายน 2569",
    "ค่าธรรมเนียมการใช้พื้นที่เดือนละ 2,500 บาท รวม 6 เดือน เป็นเงิน 15,000 บาท "
    "ขอให้ชำระที่กองคลัง อบต.ปากน้ำปราณ ภายในวันที่ 31 ตุลาคม 2568",
    "เงื่อนไข: ในน้ำมีว่าวพร้อมกันได้ไม่เกิน 12 ตัว ต้องมีเรือกู้ภัยพร้อมคนขับประจำจุดตลอดเวลาที่สอน "
    "วางทุ่นแบ่งเขตว่ายน้ำกับเขตเล่นไคท์ให้ชัดเจน และห้ามตากว่าวบนทางเดินริมหาด",
    "ทั้งนี้ อบต.ได้รับเรื่องร้องเรียนจากโรงแรมริมหาดว่ามีว่าวบินผ่านเขตว่ายน้ำของแขก "
    "ขอให้ท่านควบคุมผู้เรียนและผู้เช่าอุปกรณ์ให้อยู่ในเขตที่กำหนด หากฝ่าฝืนอาจถูกยกเลิกการอนุญาต",
    "จึงเรียนมาเพื่อทราบและปฏิบัติ",
    "ขอแสดงความนับถือ",
    "นายวิเชียร ทองคำ นายกองค์การบริหารส่วนตำบลปากน้ำปราณ",
]
CONTRACT = [
    "สัญญาจ้างครูสอนกีฬาไคท์เซิร์ฟ ฤดูกาล 2568/69",
    "ทำที่ Pran Kite Club ต.ปากน้ำปราณ อ.ปราณบุรี วันที่ 25 ตุลาคม 2568",
    "ผู้ว่าจ้าง: นายศุภชัย ทะเลงาม เจ้าของ Pran Kite Club",
    "ผู้รับจ้าง: นายณัฐพล แก้วประเสริฐ (ครูเจมส์) ครูสอนไคท์ IKO Instructor Level 2 เลขที่ IKO-TH-20931",
    "ข้อ 1. ระยะเวลาจ้าง ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 30 เมษายน 2569",
    "ข้อ 2. ค่าจ้างรายเดือน 15,000 บาท และค่าสอนชั่วโมงละ 350 บาท ตามชั่วโมงสอนจริงที่บันทึกในสมุดสอน "
    "จ่ายทุกวันที่ 5 ของเดือนถัดไป",
    "ข้อ 3. ผู้รับจ้างต้องมาประจำที่ชายหาดวันที่มีลมตั้งแต่ 12 น็อตขึ้นไป และช่วยดูแลอุปกรณ์ให้เช่า",
    "ข้อ 4. ผู้ว่าจ้างจัดที่พักให้ฟรี 1 ห้อง และทำประกันอุบัติเหตุให้ตลอดระยะเวลาสัญญา",
    "ข้อ 5. ห้ามผู้รับจ้างรับสอนนักเรียนส่วนตัวบนชายหาดของโรงเรียนโดยไม่ผ่านโรงเรียน",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 30 วัน",
]
CONTRACT_BOTTOM = ["ลงชื่อ ศุภชัย ทะเลงาม ผู้ว่าจ้าง", "ลงชื่อ ณัฐพล แก้วประเสริฐ ผู้รับจ้าง",
                   "ลงชื่อ มณีรัตน์ ทะเลงาม พยาน"]
LIABILITY = [
    "SIAM COASTAL INSURANCE PUBLIC CO., LTD.\n"
    "Hua Hin Branch - 22 Naresdamri Road, Hua Hin 77110   Tel. 032-520-771\n"
    "\n"
    "1 November 2025\n"
    "POLICY RENEWAL NOTICE - PUBLIC LIABILITY\n"
    "\n"
    "Insured: Pran Kite Club (Mr. Supachai Talay-ngam)\n"
    "Business: kitesurf school and equipment rental, Pak Nam Pran beach\n"
    "Current policy no. SCI-PL-24-00871, expires 30 Nov 2025\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Limit of liability: 2,000,000 THB per occurrence, 4,000,000 THB in the aggregate\n"
    "Deductible: 5,000 THB each claim\n"
    "Premium incl. stamp duty and VAT: 12,840.00 THB (last year 11,770.00 THB)\n"
    "The premium rises because of one claim in March 2025 (kite line injury, paid 38,500 THB).\n"
    "\n"
    "Please pay by 25 Nov 2025 to keep cover without a gap.\n"
    "Agent: Ms. Sirilak Boonma, licence 6704-11582, 081-655-2904",
]
KITETRIPS_EMAIL = """From: Anke Vermeulen <anke@kitetrips.eu>
To: prankiteclub@gmail.com
Date: Mon, 3 Nov 2025 16:48
Subject: Group of 8 riders, 12-18 Jan 2026 - package price?

Dear Oat,

Happy new season! As mentioned on the phone, we have a group of 8 riders from the Netherlands and Belgium
coming to Pranburi from 12 to 18 January 2026. They all ride independently (IKO level 3), so they need:

- 5 riding days of full-set rental (kite, board, harness), about 4 hours a day
- 2 hours of supervision or coaching each riding day, with your rescue boat on the water
- one downwinder to Khao Kalok if the wind is good

Our budget is 9,500 THB per rider for the whole package, so 76,000 THB for the group. As usual we would
invoice our 15% commission on that amount afterwards. Hotel and airport transfers are booked by us.

Could you send me your price, and tell me how many 12 m kites you can hold for them? I need to confirm with
the group by 20 Nov 2025.

Kind regards,
Anke Vermeulen
KiteTrips Europe - Utrecht
+31 6 4412 7093
"""

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "คอร์สเรียน (Lessons)", "เช่าอุปกรณ์ (Rental)", "ขายของ/ซ่อม (Shop, repair)",
                  "โรงแรม/เอเจนซี่ (Resort, agency)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าจ้างครู (Instructors)", "น้ำมันเรือ/เจ็ตสกี (Boat fuel)",
                   "ซ่อมอุปกรณ์ (Repairs)", "ค่าพื้นที่ชายหาด (Beach fee)", "โฆษณา (Ads)", "รวม (Total)"]
INCOME_2568 = [
    [186000, 198500, 174000, 121500, 64000, 38500, 45000, 52500, 41000, 96500],
    [72400, 80600, 69300, 45200, 22800, 14600, 17900, 21350, 15800, 38900],
    [12800, 15200, 11900, 8400, 4100, 3200, 3650, 4400, 2900, 9750],
    [30000, 30000, 30000, 15000, 0, 0, 0, 0, 0, 12000],
]
EXPENSES_2568 = [
    [68000, 68000, 64000, 48000, 25000, 18000, 18000, 22000, 18000, 42000],
    [9850, 10420, 9100, 6380, 3150, 2040, 2370, 2960, 1880, 5640],
    [4500, 0, 7850, 2300, 0, 0, 12400, 0, 1650, 19260],
    [2000, 2000, 2000, 2000, 0, 0, 0, 0, 0, 0],
    [2500, 2500, 1800, 1800, 0, 0, 0, 0, 3200, 6900],
]
INCOME_2567 = [
    [162500, 171000, 158000, 104500, 57500, 31000, 39500, 46000, 35500, 88000, 149500, 176500],
    [61200, 68900, 60300, 39800, 19400, 12100, 15700, 18600, 13300, 33400, 55800, 66700],
    [10900, 12600, 10300, 7200, 3500, 2800, 3100, 3900, 2400, 8100, 11200, 13800],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30000, 30000],
]
EXPENSES_2567 = [
    [60000, 60000, 56000, 42000, 22000, 16000, 16000, 19000, 16000, 38000, 60000, 64000],
    [9200, 9650, 8460, 6120, 3340, 2210, 2480, 2890, 2050, 5310, 8770, 9940],
    [3800, 0, 0, 6250, 0, 0, 9700, 0, 0, 2900, 0, 5100],
    [1800, 1800, 1800, 1800, 0, 0, 0, 0, 0, 0, 2000, 2000],
    [2000, 2000, 1500, 1500, 0, 0, 0, 0, 2500, 4800, 2500, 2500],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ Pran Kite Club ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย Pran Kite Club ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _prices(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คอร์สเรียน Lessons"
    sheet.append(["ราคาคอร์สเรียน ฤดูกาล 2568/69 (1 ต.ค. 68 - 30 ก.ย. 69)"])
    sheet.append(["คอร์ส (Course)", "ชั่วโมง (Hours)", "ราคา/คน (Price, THB)", "หมายเหตุ (Note)"])
    for row in LESSONS:
        sheet.append(list(row))
    money_format(sheet, 3)
    sheet = book.create_sheet("เช่าอุปกรณ์ Rental")
    sheet.append(["ราคาเช่าอุปกรณ์ ฤดูกาล 2568/69"])
    sheet.append(["รายการ (Item)", "ราคา (Price, THB)", "หมายเหตุ (Note)"])
    for row in RENTAL:
        sheet.append(list(row))
    money_format(sheet, 2)
    book.save(path)


STUDENTS = [
    ("ชื่อ-สกุล (Student)", "ชื่อเล่น (Nickname)", "คอร์ส (Course)", "วันที่ซื้อ (Bought)", "เรียนไป (Done, h)",
     "คงเหลือ (Left, h)", "ระดับ IKO (Level)", "หมายเหตุ (Note)"),
    ("ธนวัฒน์ ใจกล้า", "พี่ต่อ", "Private 10 ชม.", "2/10/68", 6, 4, "Level 2", "ลุกยืนบนบอร์ดได้แล้ว"),
    ("Lena Hoffmann", "Lena", "Beginner 3 วัน", "3/10/68", 9, 0, "Level 2", "เช่าชุดต่อรายวัน"),
    ("ปวีณา สุขเกษม", "น้องบีม", "Private 10 ชม.", "10/10/68", 3, 7, "Level 1", "กลัวน้ำลึก ให้ครูเป็ดสอน"),
    ("Kenji Watanabe", "Kenji", "Supervision 6 ชม.", "18/10/68", 4, 2, "Level 3", "มีบอร์ดเอง"),
    ("สรวิชญ์ และ ภัทรา วงศ์ดี", "ต้น-ฝน", "Semi-private 6 ชม.", "1/11/68", 2, 4, "Level 1", "ครั้งละ 3,200"),
    ("Tom Carter", "Tom", "Beginner 3 วัน", "7/10/68", 6, 3, "Level 1", "ทำสายบาร์ขาด คิดค่าเสียหาย 500"),
]


def _students(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "นักเรียน พ.ย.68"
    sheet.append(["นักเรียนและชั่วโมงคงเหลือ ณ 5 พ.ย. 2568 (Students, hours left)"])
    for row in STUDENTS:
        sheet.append(list(row))
    book.save(path)


INVENTORY_KITES = [
    ("รุ่น (Model)", "ขนาด (Size)", "ปีที่ซื้อ (Year)", "สภาพ (Condition)", "หมายเหตุ"),
    ("School kite", "7 m", 2565, "พอใช้", "ปะใบ 2 จุด"),
    ("School kite", "9 m", 2565, "ดี", ""),
    ("School kite", "9 m", 2566, "ดี", ""),
    ("School kite", "12 m", 2564, "เก่า", "bladder รั่ว รอซ่อม"),
    ("School kite", "12 m", 2566, "ดี", ""),
    ("Freeride kite", "14 m", 2567, "ดีมาก", "ให้เช่าวันลมอ่อน"),
]
INVENTORY_BOARDS = [
    ("ประเภท (Type)", "ขนาด (Size)", "จำนวน (Qty)", "สภาพ (Condition)"),
    ("Twin-tip", "136 cm", 3, "ดี"),
    ("Twin-tip", "140 cm", 2, "ฟุตสแตรปขาด 1"),
    ("Door board (มือใหม่)", "155 cm", 2, "ดี"),
    ("Surfboard kite", "5'8", 1, "ร้าว ห้ามให้เช่า"),
]


def _inventory(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ว่าว Kites"
    for row in INVENTORY_KITES:
        sheet.append(list(row))
    sheet = book.create_sheet("บอร์ด Boards")
    for row in INVENTORY_BOARDS:
        sheet.append(list(row))
    book.save(path)


RENTAL_LOG = [
    ("1 Oct", "Marco", "full set", "1 day", 2800),
    ("3 Oct", "Lena", "full set", "half day", 1800),
    ("4 Oct", "พี่ต่อ", "board only", "1 day", 600),
    ("5 Oct", "Lena", "full set", "1 day", 2800),
    ("8 Oct", "Tom + Jess", "full set x 2", "2 hr", 3600),
    ("11 Oct", "Marco", "full set", "1 day", 2800),
    ("12 Oct", "Marco", "full set", "1 day", 2800),
    ("12 Oct", "น้องบีม", "board only", "1 day", 600),
    ("18 Oct", "Kenji", "full set", "3 days", 8400),
    ("20 Oct", "Anna", "full set", "2 hr", 1800),
    ("22 Oct", "พี่ต่อ", "board only", "1 day", 600),
    ("25 Oct", "Sven", "full set", "half day", 1800),
    ("26 Oct", "Sven", "full set", "1 day", 2800),
    ("29 Oct", "Marco", "full set", "1 day", 2800),
    ("30 Oct", "Lena", "full set", "2 hr", 1800),
    ("31 Oct", "น้องบีม", "board only", "1 day", 600),
]
DAMAGE_FEE = 500


def _rental_log() -> str:
    lines = ["# Rental log ต.ค. 68 (เช่าอุปกรณ์ เดือนตุลาคม 2568)", "",
             "| Date | Who | What | How long | THB |", "|---|---|---|---|---|"]
    for date, who, what, how_long, amount in RENTAL_LOG:
        lines.append(f"| {date} | {who} | {what} | {how_long} | {amount:,} |")
    lines.append(f"| 8 Oct | Tom | ค่าเสียหาย สายบาร์ขาด (damage fee) | - | {DAMAGE_FEE:,} |")
    total = sum(row[4] for row in RENTAL_LOG) + DAMAGE_FEE
    lines += [
        "",
        "ไม่มีลม ไม่มีคนเช่า: 15 Oct, 16 Oct, 27 Oct (3 วัน)",
        f"รวม {len(RENTAL_LOG) + 1} รายการ ({len(RENTAL_LOG)} rentals + ค่าเสียหาย 1 รายการ)",
        f"full set {sum(row[4] for row in RENTAL_LOG if row[2].startswith('full')):,} บาท, "
        f"board only {sum(row[4] for row in RENTAL_LOG if row[2] == 'board only'):,} บาท",
        f"รวมรายได้เช่าอุปกรณ์ ต.ค. {total:,} บาท (ลงบัญชีแล้ว)",
        "Marco เช่าบ่อยสุด 4 วัน ต้นเดือนหน้าคุยเรื่องเช่ารายเดือน",
    ]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pranburi\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Supachai Talay-ngam\n"
        "Address: 99/12 Moo 4, Pak Nam Pran, Pranburi, Prachuap Khiri Khan 77220\n"
        "Customer no. 020118840257   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_AUG = _pea_bill("18 Jul 2025 - 17 Aug 2025", "45,102 -> 45,746", 644, "2,856.41", "261.17", "220.91",
                    "3,376.71", "1 Sep 2025")
PEA_SEP = _pea_bill("18 Aug 2025 - 17 Sep 2025", "45,746 -> 46,311", 565, "2,500.68", "229.06", "193.76",
                    "2,961.72", "1 Oct 2025")
PEA_OCT = _pea_bill("18 Sep 2025 - 17 Oct 2025", "46,311 -> 46,812", 501, "2,209.37", "203.11", "171.55",
                    "2,622.25", "3 Nov 2025")
PWA_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY - Pranburi Branch\n"
    "WATER BILL\n"
    "Account: Mr. Supachai Talay-ngam, 99/12 Moo 4, Pak Nam Pran\n"
    "Reading date: 20 Oct 2025    Previous 1,284  Current 1,303   Use: 19 cubic metres\n"
    "Water charge 278.00   Service 20.00   VAT 7% 20.86\n"
    "AMOUNT DUE: 318.86 THB      Due date: 4 Nov 2025",
]
CAR_INSURANCE = [
    "บริษัท ทะเลทองประกันภัย จำกัด (มหาชน) สาขาหัวหิน",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน คุณศุภชัย ทะเลงาม",
    "รถยนต์ TOYOTA HILUX REVO 2.4 ทะเบียน 2กค 5190 ประจวบคีรีขันธ์ กรมธรรม์เดิมเลขที่ TT-67-2210493 "
    "สิ้นสุดความคุ้มครอง 15 พฤศจิกายน 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 1 ซ่อมห้าง (แผนเดิม)", "620,000", "17,650"),
    ("ชั้น 2+ ซ่อมอู่", "450,000", "9,900"),
    ("ปีที่แล้ว ชั้น 1 (อ้างอิง)", "680,000", "18,900"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยชั้น 1 ปีนี้ 17,650 บาท ลดลงตามทุนประกันที่ลดลง รถติดแร็คบรรทุกบอร์ดให้แจ้งเป็นอุปกรณ์ตกแต่ง",
    "กรุณาชำระเบี้ยภายในวันที่ 10 พฤศจิกายน 2568 ผ่อน 0% 4 เดือนได้ด้วยบัตรเครดิต",
    "ตัวแทน คุณวรรณา (ตัวแทนเลขที่ 5907-1146) โทร 089-771-3320",
]
CAR_LOAN = [
    "SIAM AUTO LEASING PUBLIC CO., LTD.\n"
    "HIRE PURCHASE STATEMENT as of 31 Oct 2025\n"
    "Customer: Mr. Supachai Talay-ngam      Contract no. SAL-HP-6503-77814\n"
    "Vehicle: Toyota Hilux Revo 2.4, reg. 2 Kor Kor 5190 Prachuap Khiri Khan\n"
    "\n"
    "Monthly installment: 13,480.00 THB (due on the 5th)\n"
    "Installments paid: 35 of 60\n"
    "Remaining installments: 25\n"
    "Outstanding balance: 337,000.00 THB\n"
    "Last payment received: 5 Oct 2025, 13,480.00\n"
    "Next installment due: 5 Nov 2025\n"
    "\n"
    "Early settlement: call 1734 for a payoff quotation (interest discount applies).",
]
FEES = (
    ["โรงเรียนวรดีวิทยา หัวหิน อ.หัวหิน จ.ประจวบคีรีขันธ์", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ญ.ปภาวรินทร์ ทะเลงาม  ชั้น ม.1/3 (English Program)  เลขประจำตัว 10872"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "18,500"), ("ค่ากิจกรรมและ English Program", "6,000"),
     ("ค่ารถรับส่ง ปราณบุรี-หัวหิน", "4,800"), ("ค่าประกันอุบัติเหตุ", "450"), ("รวม", "29,750")],
    ["รวมทั้งสิ้น 29,750 บาท กรุณาชำระภายในวันที่ 7 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 100 บาท",
     "เปิดภาคเรียน 3 พฤศจิกายน 2568"],
)
HOSPITAL_ESTIMATE = [
    "BLUEWAVE HOSPITAL HUA HIN\n"
    "Eye Centre - 188 Phetkasem Road, Hua Hin 77110  Tel. 032-616-300\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                          Date: Oct 21, 2025\n"
    "Patient: Mrs. Prapai Talay-ngam, age 71        HN 68-207315\n"
    "Procedure: Cataract surgery (phacoemulsification) with monofocal lens, LEFT eye\n"
    "Surgeon: Dr. Kanyarat Sukprasert\n"
    "Surgery date: 18 Nov 2025 (day case, no overnight stay)\n"
    "\n"
    "Surgeon fee ............................................ 18,000\n"
    "Operating room and anaesthesia ......................... 9,500\n"
    "Intraocular lens, monofocal ............................ 16,500\n"
    "Medicines and eye drops ................................ 3,400\n"
    "Pre-operative tests (11 Nov 2025) ...................... 2,600\n"
    "Follow-up visits x 3 ................................... 2,400\n"
    "ESTIMATED TOTAL ........................................ 52,400 THB\n"
    "\n"
    "Option: multifocal lens instead of monofocal, add 28,000 THB (total 80,400 THB).\n"
    "A deposit of 20,000 THB is payable on the day of surgery.\n"
    "This is an estimate only; the final bill may differ by up to 10%.\n"
    "The patient must not drive on the day; please come with a relative.",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 3376.71, "PEA"), ("ค่าน้ำประปา (Water)", 341.24, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3900, "Revo"), ("ผ่อนรถ Revo (Car loan)", 13480, "งวดที่ 33/60"),
                ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""), ("ค่ายาแม่ (Mum's medicine)", 850, "เบาหวาน")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2961.72, "PEA"), ("ค่าน้ำประปา (Water)", 329.05, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10650, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3650, "Revo"), ("ผ่อนรถ Revo (Car loan)", 13480, "งวดที่ 34/60"),
                ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""), ("ค่ายาแม่ (Mum's medicine)", 850, ""),
                ("ชุดนักเรียนใบเตย (Uniform)", 1290, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2622.25, "PEA"), ("ค่าน้ำประปา (Water)", 318.86, "กปภ."),
                ("อินเทอร์เน็ต (Internet)", 749, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10980, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4420, "Revo ไปหัวหินบ่อย"), ("ผ่อนรถ Revo (Car loan)", 13480, "งวดที่ 35/60"),
                ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""), ("ค่ายา + ตรวจตาแม่ (Mum's eye check)", 2130, "รพ.ประจวบฯ")],
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


# ---------------------------------------------------------------- slides
def _season_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนฤดูกาล 2568/69", "Pran Kite Club - season plan 2025/26\nครูโอ๊ต ศุภชัย ทะเลงาม  ตุลาคม 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nนักเรียนใหม่ประมาณ 140 คน\n"
                         "ปัญหา: ว่าวเก่า 12 m รั่ว, อบต. เตือนเรื่องว่าวเข้าเขตว่ายน้ำ"),
        ("เป้าหมายฤดูกาลนี้", "รายรับทั้งฤดูกาล 1,350,000 บาท\nแพ็กเกจรีสอร์ทบ้านทะเลดาว 80 คน\n"
                               "กลุ่มเอเจนซี่ยุโรป 2 กลุ่ม (ม.ค. และ ก.พ.)"),
        ("ซื้ออุปกรณ์ใหม่", "ว่าว 9 m 3 ตัว 12 m 3 ตัว บอร์ด 4 แผ่น ฮาร์เนส 6 ตัว\nงบ 280,000 บาท "
                            "เทียบ Ocean Pro กับร้านทะเลไทย"),
        ("ทีมครู", "ครูเจมส์ + ครูเป็ด ประจำ, น้าเปี๊ยกขับเรือ\nปรับค่าสอนช่วงพีค ธ.ค.–ก.พ."),
        ("ความปลอดภัย", "เรือกู้ภัยเซอร์วิสแล้ว ต.ค. 68\nต่อประกันความรับผิดก่อน 30 พ.ย."),
    ]


SAFETY_SLIDES = [
    ("Safety briefing - Pran Kite Club", "อ่านก่อนลงน้ำทุกครั้ง / Read before every session"),
    ("Wind", "We teach in 12-25 knots only\nNo lessons in offshore wind (ลมพัดออกจากฝั่ง)\n"
             "Gusts over 30 knots: everyone out of the water"),
    ("Zones", "Stay south of the yellow buoys\nNever fly over the swimming zone\nMax 12 kites on the water"),
    ("Emergency", "Quick release, then safety leash\nSignal: one arm waving = need help\n"
                  "Rescue boat on channel 16, driver น้าเปี๊ยก"),
]

# ---------------------------------------------------------------- notes and chats
BIZ = "Pran Kite Club"
TEXTS = {
    f"{BIZ}/แชท/แชทไลน์_บ้านทะเลดาว_ต.ค.68.txt": """[21 ต.ค. 68 17:05] ครูโอ๊ต Pran Kite: คุณแพรครับ ส่งใบเสนอราคาฉบับแก้ไขให้แล้วนะครับ 80 ท่าน ท่านละ 2,200 รวมรถรับส่งกับประกัน ทั้งหมด 190,000 ครับ
[22 ต.ค. 68 10:20] แพร บ้านทะเลดาว: ครูโอ๊ตคะ GM อนุมัติงบทั้งฤดูกาลแค่ 170,000 ค่ะ ช่วยดูให้หน่อยนะคะ
[22 ต.ค. 68 11:02] ครูโอ๊ต Pran Kite: ถ้ารีสอร์ทใช้รถตู้ของรีสอร์ทเองได้ ตัดค่ารถ 10,000 ออก เหลือท่านละ 2,150 บวกประกัน 4,000 เป็น 176,000 ครับ
[22 ต.ค. 68 14:30] แพร บ้านทะเลดาว: รถตู้เราส่งเองได้ค่ะ แต่ยังเกินงบ ท่านละ 1,950 ได้มั้ยคะ รวมประกันจะเป็น 160,000 พอดีๆ
[22 ต.ค. 68 15:10] ครูโอ๊ต Pran Kite: 1,950 ไม่ไหวครับ ปีนี้ค่าน้ำมันเรือกับค่าพื้นที่ อบต. ขึ้น ขอท่านละ 2,050 ครับ 80 ท่าน 164,000 บวกประกัน 4,000 รวม 168,000 ครับ
[22 ต.ค. 68 16:45] แพร บ้านทะเลดาว: โอเคค่ะ ตกลง 168,000 ค่ะ ไม่เกินงบ
[22 ต.ค. 68 16:50] ครูโอ๊ต Pran Kite: ขอบคุณครับ มัดจำ 30% เป็น 50,400 นะครับ ที่เหลือ 117,600 ทยอยจ่ายตามจำนวนแขกรายเดือน
[23 ต.ค. 68 09:15] แพร บ้านทะเลดาว: ได้ค่ะ เดี๋ยวฝ่ายบัญชีออก PO ให้ เริ่ม 1 พ.ย. ตามเดิมนะคะ
[3 พ.ย. 68 10:02] แพร บ้านทะเลดาว: โอนมัดจำ 50,400 แล้วนะคะครู ส่งสลิปในอีเมลด้วยค่ะ
[3 พ.ย. 68 10:30] ครูโอ๊ต Pran Kite: ได้รับแล้วครับ แขกกลุ่มแรกวันเสาร์ 8 พ.ย. ครับ
""",
    f"{BIZ}/แชท/LINE_Marco_rental Dec2025.txt": """[LINE] Chat history with Marco Bellini
Saved on: 08/11/2025 21:14

Mon, 03/11/2025
18:02\tMarco Bellini\tCiao Oat! I come back 1 Dec until 31 Dec. I want kite 12m + board + harness for the whole month. price?
18:10\tKru Oat Pran Kite\tHi Marco! Welcome back. Monthly full set this season is 32,000 baht
18:15\tMarco Bellini\ttoo much my friend, last year I paid 30,000. I can do 25,000
18:40\tKru Oat Pran Kite\t25,000 is impossible, we have new kites this year. 29,000 ok?
18:52\tMarco Bellini\t27,000 and I bring my own harness
19:05\tKru Oat Pran Kite\tok own harness... 28,000 final, and free storage in our shed
19:07\tMarco Bellini\tdeal 28,000 !!

Wed, 05/11/2025
09:15\tMarco Bellini\tsent deposit 10,000 to your Kbank, rest when I arrive
09:30\tKru Oat Pran Kite\treceived, thank you. see you 1 Dec, the 12m is yours
""",
    f"{BIZ}/แชท/แชทไลน์_กลุ่มครูไคท์ปราณ.txt": """[30 ต.ค. 68 20:05] ครูโอ๊ต: ทีมครับ ช่วงพีค ธ.ค.-ก.พ. นักเรียนเยอะ ผมจะเพิ่มค่าสอนจากชั่วโมงละ 350 เป็น 380 บาทนะครับ
[30 ต.ค. 68 20:12] ครูเจมส์: พี่โอ๊ต ที่หัวหินเค้าให้ 450 แล้วนะครับ แถมไม่ต้องช่วยยกของ
[30 ต.ค. 68 20:20] ครูเป็ด: ผมว่า 400 ก็ยังน้อยอยู่ครับ ช่วงพีคสอนวันละ 6 ชั่วโมง
[30 ต.ค. 68 20:41] ครูโอ๊ต: งั้น 400 ละกันครับ งบปีนี้ต้องซื้อว่าวใหม่ด้วย
[30 ต.ค. 68 21:03] ครูเจมส์: 420 ได้มั้ยพี่ เดี๋ยวผมกับเป็ดทำ safety briefing ตอนเช้าให้ทุกวันเลย
[31 ต.ค. 68 07:30] ครูโอ๊ต: โอเคครับ สรุปช่วง ธ.ค. 68 - ก.พ. 69 ชั่วโมงละ 420 บาท แลกกับ briefing เช้าทุกวัน ตั้งแต่ มี.ค. กลับเป็น 350 ตามสัญญานะครับ
[31 ต.ค. 68 07:35] ครูเป็ด: ได้ครับพี่
[31 ต.ค. 68 07:36] ครูเจมส์: ดีลครับ 420
[4 พ.ย. 68 06:10] น้าเปี๊ยก: เรือเปลี่ยนใบพัดแล้ว วิ่งดีมากครับ น้ำมันเต็มถัง
[4 พ.ย. 68 06:45] ครูโอ๊ต: วันนี้ลม 16-18 น็อต ลงน้ำ 9 โมงครับ
""",
    f"{BIZ}/บัญชี/rental log_ต.ค.68.md": _rental_log(),
    f"{BIZ}/wind log_ต.ค.68.md": """# Wind log ต.ค. 68 (หาดปากน้ำปราณ)
- 1-5 ต.ค.: NE 14-18 knots ทุกบ่าย
- 8 ต.ค.: 11-13 knots ใช้ว่าว 12-14 m
- 15-16 ต.ค.: ฝนตก ลมแปรปรวน ปิดหาด
- 18-26 ต.ค.: ดีสุดของเดือน 16-22 knots
- 27 ต.ค.: offshore ห้ามลงน้ำ
- 29-31 ต.ค.: 13-17 knots
สรุป: ลงน้ำได้ 24 วัน ลมเฉลี่ยประมาณ 16 knots
""",
    f"{BIZ}/ไอเดียเสื้อทีม 2569.txt": """เสื้อทีมครู 2569
- สีฟ้าทะเล โลโก้ว่าวสีส้ม
- ด้านหลัง: PRAN KITE CLUB - INSTRUCTOR
- สั่ง 10 ตัว ร้านสกรีนที่ปราณบุรีบอกตัวละ 280 (rash guard)
- ถามมิวเรื่องไซส์ครูเป็ด
""",
    f"{BIZ}/เอกสาร/email_KiteTrips_group Jan2026.txt": KITETRIPS_EMAIL,
    "บ้าน/แชทไลน์_บ้านทะเลงาม.txt": """[1 พ.ย. 68 19:20] มิว: พ่อใบเตย ค่าเทอมใบเตย 29,750 ต้องจ่ายก่อน 7 พ.ย. นะ
[1 พ.ย. 68 19:26] โอ๊ต: ได้ๆ รอเงินมัดจำรีสอร์ทเข้าก่อน
[2 พ.ย. 68 12:05] แม่: หมอที่บลูเวฟนัดผ่าตาซ้าย 18 พ.ย. นะลูก เค้าบอกราคาห้าหมื่นกว่า
[2 พ.ย. 68 12:18] พี่เอก: แม่ไม่ต้องห่วง ผมกับโอ๊ตหารกันคนละครึ่ง
[2 พ.ย. 68 12:20] โอ๊ต: ครับแม่ วันผ่าผมขับรถไปส่งเอง ลมแรงก็ให้ครูเจมส์ดูโรงเรียน
[2 พ.ย. 68 20:40] มิว: ประกันรถ Revo ชั้น 1 ปีนี้ 17,650 ถูกกว่าปีที่แล้ว จ่ายก่อน 10 พ.ย.
[3 พ.ย. 68 07:10] ใบเตย: พ่อ วันเสาร์หนูขอไปเล่นไคท์กับครูเป็ดได้มั้ย
[3 พ.ย. 68 07:12] โอ๊ต: ได้ ถ้าลมไม่เกิน 15 น็อตนะลูก
""",
    "บ้าน/แม่/นัดหมอตาแม่.md": """# ตาแม่ (ประไพ ทะเลงาม)
- ต้อกระจกตาซ้าย มองไม่ชัด ขับรถไม่ได้แล้ว
- รพ.ประจวบคีรีขันธ์ (บัตรทอง): คิวผ่าตัดถึง มี.ค. 2569
- รพ.บลูเวฟ หัวหิน (เอกชน): ผ่าได้ 18 พ.ย. 2568 ประเมินไว้ 52,400 บาท ใช้เลนส์ธรรมดา
- เลนส์มัลติโฟกัสแพงขึ้นอีก 28,000 แม่บอกไม่เอา
- ตรวจก่อนผ่า 11 พ.ย. งดน้ำงดอาหารไม่ต้อง
- พี่เอกหารครึ่ง
""",
    "บ้าน/ใบเตย/เรียนพิเศษ_ตาราง.md": """# เรียนพิเศษใบเตย เทอม 2/2568
| วัน | วิชา | ที่ | เวลา |
|---|---|---|---|
| อังคาร | คณิต | ครูแอน หัวหิน | 17.00-18.30 |
| พฤหัส | อังกฤษ | ออนไลน์ | 19.00-20.00 |
| เสาร์ | วิทย์ | บ้านครูนก ปราณบุรี | 9.00-11.00 |

ค่าเรียนรวมเดือนละ 2,400 บาท จ่ายครูแอนต้นเดือน
""",
    "บ้าน/สูตรน้ำจิ้มซีฟู้ดแม่.md": """# น้ำจิ้มซีฟู้ดสูตรแม่
- พริกขี้หนูสวน 15 เม็ด กระเทียม 10 กลีบ
- รากผักชี 2 ราก น้ำปลา 3 ช้อน มะนาว 4 ลูก น้ำตาล 1 ช้อน
- โขลกหยาบๆ ชิมให้เปรี้ยวนำ
""",
}
TODO = {"todo.md": """- จ่ายค่าเทอมใบเตย ก่อน 7 พ.ย.
- ต่อประกันรถ Revo ก่อน 10 พ.ย.
- เลือกร้านซื้อว่าวใหม่ (Ocean Pro หรือ ทะเลไทย)
- ตอบ Anke KiteTrips ก่อน 20 พ.ย.
- ต่อประกันความรับผิด ก่อน 25 พ.ย.
- พาแม่ไปผ่าตา 18 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, gear, prices, books, boat, papers = (biz / "ใบเสนอราคา", biz / "ใบเสนอราคา" / "ซื้อว่าวใหม่",
                                                 biz / "Price list", biz / "บัญชี", biz / "เรือกู้ภัย",
                                                 biz / "เอกสาร")
    home = docs / "บ้าน"
    bills, car, kid, mum = home / "ค่าไฟ ค่าน้ำ", home / "รถ Revo", home / "ใบเตย", home / "แม่"
    for folder in (quotes, gear, prices, books, boat, papers, biz / "แชท", bills, car, kid, mum):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านทะเลดาว_ร่าง.docx", RESORT_DRAFT, RESORT_DRAFT_TABLE,
               bottom=RESORT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านทะเลดาว_final v2.docx", RESORT_FINAL, RESORT_FINAL_TABLE,
               bottom=RESORT_FINAL_BOTTOM)
    make_pdf(gear / "OceanPro_Quotation_kites Oct2025.pdf", OCEANPRO_QUOTE)
    write_docx(gear / "ใบเสนอราคา_ทะเลไทยไคท์ช็อป_23ต.ค.68.docx", TALAYTHAI_QUOTE, TALAYTHAI_TABLE,
               bottom=TALAYTHAI_BOTTOM)
    _prices(prices / "ราคาคอร์ส+เช่าอุปกรณ์_ฤดูกาล68-69.xlsx")
    make_pdf(prices / "PriceList_season 2024-25.pdf", PRICELIST_2024)
    _book(books / "บัญชีรายรับรายจ่าย_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรายรับรายจ่าย_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _students(books / "นักเรียน ชม.คงเหลือ Nov2025.xlsx")
    make_pdf(boat / "HuaHinMarine_INV HM-2510-117.pdf", MARINE_INVOICE)
    write_docx(boat / "ใบเสร็จ_หัวหินมารีน_RC-0458.docx", MARINE_RECEIPT, MARINE_RECEIPT_TABLE,
               bottom=MARINE_RECEIPT_BOTTOM)
    write_docx(papers / "หนังสือ อบต.ปากน้ำปราณ_ใช้ชายหาด.docx", BEACH_PERMIT)
    write_docx(papers / "สัญญาจ้างครูสอนไคท์_ฤดูกาล68-69_final.docx", CONTRACT, bottom=CONTRACT_BOTTOM)
    make_pdf(papers / "SiamCoastal_PL_renewal_2025-26.pdf", LIABILITY)
    write_slides(biz / "แผนฤดูกาล 2568-69.pptx", _season_slides())
    write_slides(biz / "Safety briefing v3.pptx", SAFETY_SLIDES)
    _inventory(biz / "อุปกรณ์_inventory ต.ค.68.xlsx")
    make_pdf(bills / "PEA_Aug2025.pdf", PEA_AUG)
    make_pdf(bills / "PEA_Sep2025.pdf", PEA_SEP)
    make_pdf(bills / "PEA_Oct2025.pdf", PEA_OCT)
    make_pdf(bills / "PWA_water_Oct2025.pdf", PWA_OCT)
    write_docx(car / "ต่อประกัน Revo_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE, bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(car / "SiamAutoLeasing_statement_Oct2025.pdf", CAR_LOAN)
    write_docx(kid / "ใบแจ้งค่าธรรมเนียม_ภาคเรียน2-2568.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(mum / "Bluewave_Hospital_estimate_cataract_Oct2025.pdf", HOSPITAL_ESTIMATE)
    _house_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
