"""A folder for a blind agent-task set (`badminton`): a badminton court owner's work and household papers.

Chaiwat Srisuk (เฮียวัฒน์) runs Srisuk Badminton (ศรีสุขแบดมินตัน), a six-court hall on Mittraphap Road in
Mueang Khon Kaen: a Thai monthly court-rental contract with a teachers' badminton club (docx, a table) and last
year's contract, a similar contract with a hospital staff team, a Thai tournament quote for the KKU engineering
faculty (docx, a table), a draft of it and the faculty's English email asking for it, the court bookings for the
week 18-24 August with a members sheet (xlsx, two sheets), income and expenses by month for January-July 2568
(xlsx, two sheets, Thai/English headers) and last year's income summary, the hall's July electricity bill (English
pdf), the sports supplier's English price list and invoice (pdf) and last year's shuttle prices (md), two LINE chat
exports (the teachers' club chairman, the floor-repair man), slides of the plan to add two courts in 2569 (pptx), a
draft of that idea, an English court-mat quotation (pdf) and a local competitor's Thai quote (txt); plus household
papers: a life-insurance premium notice and a home-loan statement (English pdf), two school-fee notes (this term and
last year's), household utility bills by month (xlsx, two sheets) and a note on last year's income tax; plus a
workspect that holds a to-do list. Written blind of the engine's rules. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CLUB_TOP = [
    "สัญญาเช่าสนามแบดมินตันรายเดือน",
    "ทำที่ ศรีสุขแบดมินตัน อำเภอเมืองขอนแก่น จังหวัดขอนแก่น วันที่ 26 พฤษภาคม 2568",
    "ผู้ให้เช่า: นายชัยวัฒน์ ศรีสุข (ศรีสุขแบดมินตัน) เลขที่ 145/3 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น "
    "จังหวัดขอนแก่น 40000 โทร 086-447-1920",
    "ผู้เช่า: ชมรมแบดมินตันครูขอนแก่น โดย นายสมศักดิ์ พรหมมา ประธานชมรม โทร 081-760-3358",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าสนามแบดมินตัน 4 คอร์ท (คอร์ท 1-4) ทุกวันอังคารและวันพฤหัสบดี "
    "เวลา 18.00-21.00 น. เดือนละ 8 ครั้ง",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าเช่าและค่าลูกแบดเป็นไปตามตารางท้ายสัญญา ผู้เช่าชำระล่วงหน้าภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 10,000 บาท คืนเมื่อครบสัญญาหากไม่มีค่าเสียหายค้างชำระ",
    "ข้อ 5. หากวันเล่นตรงกับวันหยุดนักขัตฤกษ์ที่สนามปิด ผู้ให้เช่าจัดวันเสาร์ชดเชยให้ในเดือนเดียวกัน",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
CLUB_TABLE = [
    ("รายการ", "จำนวน", "อัตรา", "รวมต่อเดือน"),
    ("ค่าเช่าคอร์ท 4 คอร์ท x 3 ชั่วโมง (อังคาร/พฤหัส)", "8 ครั้ง/เดือน", "ชั่วโมงละ 180 บาท/คอร์ท (ราคาสมาชิก)",
     "17,280 บาท"),
    ("ลูกแบด Yonex AS-30 (ราคาพิเศษชมรม)", "10 หลอด/เดือน", "หลอดละ 1,050 บาท", "10,500 บาท"),
    ("รวมต่อเดือน", "", "", "27,780 บาท"),
]
CLUB_BOTTOM = ["ลงชื่อ ชัยวัฒน์ ศรีสุข ผู้ให้เช่า", "ลงชื่อ สมศักดิ์ พรหมมา ผู้เช่า",
               "ลงชื่อ อรทัย ศรีสุข พยาน"]
OLD_CLUB_TOP = [
    "สัญญาเช่าสนามแบดมินตัน",
    "ทำที่ ศรีสุขแบดมินตัน วันที่ 28 พฤษภาคม 2567",
    "ผู้ให้เช่า: นายชัยวัฒน์ ศรีสุข  ผู้เช่า: ชมรมแบดมินตันครูขอนแก่น โดย นายสมศักดิ์ พรหมมา",
    "ข้อ 1. เช่าสนาม 3 คอร์ท ทุกวันอังคารและวันพฤหัสบดี เวลา 18.00-21.00 น.",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 มิถุนายน 2567 ถึงวันที่ 31 พฤษภาคม 2568",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 10 ของทุกเดือน ผู้เช่านำลูกแบดมาเอง",
    "ข้อ 4. เงินประกันการเช่า 5,000 บาท",
]
OLD_CLUB_TABLE = [
    ("รายการ", "จำนวน", "อัตรา", "รวมต่อเดือน"),
    ("ค่าเช่าคอร์ท 3 คอร์ท x 3 ชั่วโมง", "8 ครั้ง/เดือน", "ชั่วโมงละ 160 บาท/คอร์ท", "11,520 บาท"),
]
HOSPITAL_TOP = [
    "สัญญาเช่าสนามแบดมินตันรายเดือน",
    "ทำที่ ศรีสุขแบดมินตัน วันที่ 3 กรกฎาคม 2568",
    "ผู้ให้เช่า: นายชัยวัฒน์ ศรีสุข (ศรีสุขแบดมินตัน)",
    "ผู้เช่า: ทีมแบดมินตันบุคลากรโรงพยาบาลศรีนครินทร์ โดย นายแพทย์ธนากร วงศ์ใหญ่ (หมอต้น) โทร 094-118-6620",
    "ข้อ 1. เช่าสนาม 2 คอร์ท (คอร์ท 1-2) ทุกวันพุธ เวลา 19.00-22.00 น. เดือนละ 4 ครั้ง",
    "ข้อ 2. สัญญามีผล 6 เดือน ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน เงินประกัน 3,000 บาท",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวน", "อัตรา", "รวมต่อเดือน"),
    ("ค่าเช่าคอร์ท 2 คอร์ท x 3 ชั่วโมง (วันพุธ)", "4 ครั้ง/เดือน", "ชั่วโมงละ 180 บาท/คอร์ท", "4,320 บาท"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "ศรีสุขแบดมินตัน (นายชัยวัฒน์ ศรีสุข) 145/3 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น โทร 086-447-1920",
    "เลขที่ QT68-022   วันที่ 20 สิงหาคม 2568",
    "เรียน คุณปริยา แสงทอง งานกิจการนักศึกษาและบุคลากร คณะวิศวกรรมศาสตร์ มหาวิทยาลัยขอนแก่น",
    "เรื่อง จัดการแข่งขันแบดมินตันสานสัมพันธ์บุคลากร วันเสาร์ที่ 13 กันยายน 2568 เวลา 08.00-18.00 น.",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เหมาสนาม 6 คอร์ท ทั้งวัน 08.00-18.00 น. (คอร์ทละ 1,500 บาท)", "6 คอร์ท", "9,000"),
    ("2", "ลูกแบด Yonex AS-30 (หลอดละ 1,090 บาท)", "24 หลอด", "26,160"),
    ("3", "กรรมการผู้ตัดสินพร้อมโต๊ะบันทึกคะแนน (คนละ 800 บาท)", "6 คน", "4,800"),
    ("4", "ถ้วยรางวัลและเหรียญ 4 ประเภท", "1 ชุด", "5,500"),
    ("", "รวมทั้งสิ้น (ไม่มีภาษีมูลค่าเพิ่ม)", "", "45,460"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 30% เป็นเงิน 13,638 บาท เพื่อยืนยันการจองสนามภายในวันที่ 31 สิงหาคม 2568",
    "ส่วนที่เหลือชำระภายใน 30 วันหลังวันแข่งขัน พร้อมออกใบเสร็จในนามคณะ",
    "รวมน้ำดื่มสำหรับนักกีฬาและเจ้าหน้าที่ไม่เกิน 150 คน ลูกแบดที่เหลือไม่ได้ใช้คืนได้ในสภาพหลอดยังไม่เปิด",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ชัยวัฒน์ ศรีสุข ผู้เสนอราคา",
]
KKU_EMAIL = """From: Priya Saengthong <priya.sa@kku.ac.th>
To: Srisuk Badminton <srisukbadminton.kk@gmail.com>
Date: Tue, 12 Aug 2025 14:05:37 +0700
Subject: Quotation request - staff badminton tournament, Faculty of Engineering KKU

Dear Khun Chaiwat,

The Faculty of Engineering, Khon Kaen University, plans a staff badminton tournament on Saturday 13 September
2025 from 08:00 to 18:00 and we would like to use all six courts of your hall for the whole day.
We expect about 120 players (men's and women's doubles, mixed doubles and a veterans' group).
Could you please send a quotation covering:
- court hire for the day,
- shuttlecocks for all matches (we would prefer Yonex AS-30),
- referees for each court,
- trophies and medals for four events.
Our budget is not more than 50,000 THB in total. We need the quotation by 22 August 2025 so that the
Dean can approve it. The receipt must be issued to the Faculty of Engineering, Khon Kaen University.

Best regards,
Priya Saengthong
Student and Staff Affairs, Faculty of Engineering, KKU
Tel. 043-009-700 ext. 44512
"""
BOOK_HEADERS = ("วันที่ (Date)", "เวลา (Time)", "คอร์ท (Court)", "ผู้จอง (Booked by)", "ชั่วโมงคอร์ท (Court hours)",
                "ค่าคอร์ท (Fee, THB)", "ชำระ (Payment)")
BOOKINGS = [
    ("18/08/2568", "18:00-20:00", "คอร์ท 1", "คุณภูมิ (ขาจร)", 2, 400, "โอนแล้ว"),
    ("18/08/2568", "19:00-21:00", "คอร์ท 5-6", "ก๊วนแบดหมอฟัน", 4, 800, "เงินสด"),
    ("20/08/2568", "10:00-12:00", "คอร์ท 2", "ชุมนุมแบด โรงเรียนขอนแก่นพิทยาคม", 2, 320, "ค้างจ่าย"),
    ("21/08/2568", "17:00-19:00", "คอร์ท 5", "คุณแพรวา", 2, 400, "โอนแล้ว"),
    ("22/08/2568", "18:00-22:00", "คอร์ท 1-6", "บริษัท อีสานมอเตอร์ (กีฬาสีพนักงาน)", 24, 4800, "ค้างจ่าย"),
    ("23/08/2568", "09:00-12:00", "คอร์ท 4", "คุณธีรเดช + เพื่อน", 3, 480, "เงินสด"),
    ("23/08/2568", "13:00-16:00", "คอร์ท 1-3", "คลาสเด็กโค้ชเปิ้ล", 9, 1440, "โอนแล้ว"),
    ("24/08/2568", "14:00-16:00", "คอร์ท 5", "คุณจิราพร", 2, 320, "ค้างจ่าย"),
    ("24/08/2568", "18:00-20:00", "คอร์ท 2", "คุณภูมิ (ขาจร)", 2, 400, "เงินสด"),
]
MEMBER_HEADERS = ("สมาชิก (Member)", "โทร (Phone)", "บัตร (Card)", "ชั่วโมงคงเหลือ (Hours left)",
                  "หมดอายุ (Expires)")
MEMBERS = [
    ("คุณนิพนธ์ แก้วกาญจนา", "089-551-2034", "บัตร 20 ชม. 3,200 บาท", 7, "30/09/2568"),
    ("คุณอรอุมา ชัยมงคล", "081-203-7765", "บัตร 10 ชม. 1,700 บาท", 2, "15/09/2568"),
    ("ก๊วนลุงแบดเช้าวันอาทิตย์", "062-447-9013", "บัตร 50 ชม. 7,500 บาท", 31, "31/12/2568"),
    ("คุณวรเชษฐ์ บุญเรือง", "095-330-8146", "บัตร 20 ชม. 3,200 บาท", 12, "31/10/2568"),
]
DRAFT_QUOTE = ("ร่างใบเสนอราคา แข่งแบดคณะวิศวะ มข (ร่างแรก ยังไม่ส่ง รอถามจำนวนคน)\n"
               "- เหมาสนาม 5 คอร์ท ทั้งวัน 7,500\n- ลูกแบด AS-30 20 หลอด x 1,050 = 21,000\n"
               "- ถ้วยรางวัล 5,000\n- รวม 33,500 บาท (ยังไม่รวมกรรมการ)\n")
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าเช่าคอร์ท (Court rental, THB)", "ขายลูกแบด/เครื่องดื่ม (Shuttles & drinks, THB)",
                  "ค่าเรียนโค้ช (Coaching, THB)", "รวมรายรับ (Total income, THB)", "ชั่วโมงคอร์ทที่ขายได้ (Court hours sold)")
INCOME = [(98400, 31200, 12000, 560), (92600, 29800, 12000, 528), (104800, 34500, 16500, 598),
          (71200, 22400, 21000, 412), (88900, 27600, 18000, 505), (112300, 38900, 13500, 640),
          (118600, 41300, 13500, 676)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าไฟ (Electricity, THB)", "ค่าจ้างพนักงาน (Staff wages, THB)",
                   "ซื้อลูกแบด/สินค้า (Shuttles & stock, THB)", "ค่าเช่าที่ดิน (Land rent, THB)",
                   "ซ่อมบำรุง/อื่นๆ (Repairs & other, THB)", "รวมรายจ่าย (Total expenses, THB)",
                   "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(24800, 36000, 21000, 25000, 2300, ""), (23900, 36000, 19950, 25000, 1800, ""),
            (29600, 36000, 23100, 25000, 4500, ""), (27300, 40500, 14700, 25000, 3200, "จ้างผู้ช่วยโค้ชค่ายซัมเมอร์"),
            (30100, 36000, 18900, 25000, 2600, ""), (28750, 36000, 26250, 25000, 18400, "ซ่อมพื้นยางคอร์ท 3"),
            (29900, 36000, 27300, 25000, 2900, "")]
LAST_YEAR = """# สรุปรายรับศรีสุขแบดมินตัน ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 1,486,300 บาท
- เดือนที่ดีที่สุด มิ.ย. 2567 148,900 บาท (เปิดเทอม ชมรมครูกลับมาเล่น)
- ชั่วโมงคอร์ทที่ขายได้ทั้งปี 6,420 ชั่วโมง
- ค่าไฟทั้งปี 301,600 บาท
- ขายลูกแบดได้ทั้งปี 338 หลอด
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen Office\nELECTRICITY BILL / RECEIPT\n"
    "Customer: Srisuk Badminton (Mr. Chaiwat Srisuk)\n"
    "Address: 145/3 Mittraphap Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000\n"
    "Account No.: 020014478215   Meter No.: 7701-3392   Tariff: 3.1.3 Medium general service\n"
    "Billing month: July 2025   Meter read: 25 July 2025\n"
    "Previous reading 412,380   Present reading 418,520   Units used: 6,140 kWh\n"
    "Last month (June 2025): 5,980 kWh\n"
    " \n"
    "Energy charge ..................... 26,420.60\n"
    "Ft charge (0.1972 x 6,140) ........ 1,210.81\n"
    "Service charge .................... 312.24\n"
    "Amount before VAT ................. 27,943.65\n"
    "VAT 7% ............................ 1,956.06\n"
    "Total amount due .................. 29,899.71 THB\n"
    " \n"
    "Please pay by 8 August 2025. Service may be disconnected if unpaid 7 days after the due date.\n"
    "Pay at PEA offices, 7-Eleven, or Mobile Banking (biller ID 0994000165501).",
]
PRICELIST = [
    "KK SPORTS SUPPLY CO., LTD.\n88/12 Srichan Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 043-224-615\n"
    "DEALER PRICE LIST - effective 1 June 2025 (prices in THB, VAT not included)\n"
    "Dealer: Srisuk Badminton (Mr. Chaiwat Srisuk), dealer code KK-D-118\n"
    " \n"
    "Yonex Aerosensa 30 (AS-30), tube of 12 ....... 1,020\n"
    "Yonex Aerosensa 20 (AS-20), tube of 12 ....... 890\n"
    "Yonex Mavis 350 nylon, tube of 6 ............. 385\n"
    "RSL Classic Tourney No.1, tube of 12 ......... 960\n"
    "Victor Master Ace, tube of 12 ................ 940\n"
    "Yonex grip AC102 (3 pcs) ..................... 150\n"
    "Yonex BG65 string, 200 m reel ................ 2,450\n"
    "Court line tape 5 cm x 33 m .................. 520\n"
    "Drinking water 600 ml, pack of 12 ............ 58\n"
    " \n"
    "Terms: 3% discount on orders over 50 tubes in one month. Dealers get 30 days credit.\n"
    "Feather shuttle prices may change with the exchange rate; please confirm before large orders.",
]
INVOICE = [
    "KK SPORTS SUPPLY CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No.: INV-2508-0417   Date: 5 August 2025\n"
    "Customer: Srisuk Badminton (Mr. Chaiwat Srisuk), 145/3 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "Dealer code: KK-D-118\n"
    " \n"
    "Yonex AS-30, tube of 12     25 x 1,020.00 = 25,500.00\n"
    "Yonex AS-20, tube of 12     10 x   890.00 =  8,900.00\n"
    "Yonex BG65 string 200 m      1 x 2,450.00 =  2,450.00\n"
    "Yonex grip AC102 (3 pcs)    10 x   150.00 =  1,500.00\n"
    " \n"
    "Subtotal: 38,350.00 THB\nVAT 7%: 2,684.50 THB\nTotal amount due: 41,034.50 THB\n"
    "Payment term: credit 30 days. Due date: 4 September 2025\n"
    "Pay by transfer to Siam Commercial Bank, account 551-2-60934-7, KK Sports Supply Co., Ltd.",
]
OLD_PRICES = """# ราคาลูกแบด เคเคสปอร์ต ปี 2567 (ใบราคาเก่า ก่อนขึ้นราคา มิ.ย. 68)

- Yonex AS-30 หลอดละ 960 บาท
- Yonex AS-20 หลอดละ 840 บาท
- Yonex Mavis 350 หลอดละ 360 บาท
- RSL Classic Tourney หลอดละ 920 บาท
- เอ็น BG65 ม้วน 200 ม. 2,300 บาท
"""
LINE_SOMSAK = """[LINE] ประวัติการแชทกับ ครูสมศักดิ์ ชมรมแบดครู
บันทึกเมื่อ: 20/08/2568 21:30

อ., 19/08/2568
20:12\tครูสมศักดิ์ ชมรมแบดครู\tเฮียวัฒน์ครับ พฤหัสที่ 28 ส.ค. ครูหลายคนติดคุมสอบกลางภาค ขอเลื่อนไปเล่นวันอื่นได้ไหมครับ
20:20\tเฮียวัฒน์ ศรีสุขแบด\tได้ครับครู เสาร์ที่ 30 ส.ค. ช่วง 9 โมงถึงเที่ยง คอร์ท 1-4 ว่างครับ
20:22\tครูสมศักดิ์ ชมรมแบดครู\tโอเคครับ เอาเสาร์ 30 ส.ค. 9.00-12.00 ครับ ไม่คิดเพิ่มใช่ไหมครับ
20:23\tเฮียวัฒน์ ศรีสุขแบด\tไม่คิดเพิ่มครับ นับเป็นครั้งเดิมตามสัญญา
20:30\tครูสมศักดิ์ ชมรมแบดครู\tอีกเรื่องครับ เดือนกันยาสมาชิกเพิ่ม ขอลูกแบดเป็น 12 หลอดนะครับ

พ., 20/08/2568
08:15\tเฮียวัฒน์ ศรีสุขแบด\tได้ครับ เพิ่ม 2 หลอด หลอดละ 1,050 เป็น 2,100 บาท บิลเดือน ก.ย. รวม 29,880 บาทครับ
08:17\tเฮียวัฒน์ ศรีสุขแบด\tโอนภายในวันที่ 5 ก.ย. เหมือนเดิมนะครับ
08:40\tครูสมศักดิ์ ชมรมแบดครู\tรับทราบครับ ขอบคุณครับเฮีย
"""
LINE_DAENG = """[LINE] ประวัติการแชทกับ ช่างแดง พื้นยางสปอร์ต
บันทึกเมื่อ: 16/06/2568 19:02

จ., 09/06/2568
10:14\tเฮียวัฒน์ ศรีสุขแบด\tช่างแดงครับ พื้นยางคอร์ท 3 ขาดตรงเส้นเสิร์ฟ ยาวประมาณ 40 ซม. ลูกค้าสะดุดเกือบล้ม
10:15\tเฮียวัฒน์ ศรีสุขแบด\t[รูปภาพ]
11:02\tช่างแดง พื้นยางสปอร์ต\tดูรูปแล้วครับ ต้องตัดปะแผ่นใหม่ทั้งช่วง แล้วติดเทปเส้นใหม่ทั้งคอร์ท
11:05\tช่างแดง พื้นยางสปอร์ต\tค่าซ่อมรวมของ 16,000 บาทครับ ขอมัดจำค่าของก่อน 8,000 ที่เหลือจ่ายวันเสร็จงาน
11:20\tเฮียวัฒน์ ศรีสุขแบด\tโอเคครับ เข้าได้วันไหน ต้องปิดคอร์ทกี่วัน
11:24\tช่างแดง พื้นยางสปอร์ต\tเสาร์ 14 มิ.ย. ครับ ปิดคอร์ท 2 วันให้กาวแห้ง เปิดใช้ได้จันทร์ 16 มิ.ย.
11:30\tเฮียวัฒน์ ศรีสุขแบด\tโอนมัดจำ 8,000 แล้วครับ

จ., 16/06/2568
18:45\tช่างแดง พื้นยางสปอร์ต\tเสร็จเรียบร้อยครับเฮีย รับประกันรอยปะ 6 เดือนครับ
18:50\tเฮียวัฒน์ ศรีสุขแบด\tโอนส่วนที่เหลือ 8,000 แล้วครับ ขอบคุณครับช่าง
"""
PLAN_SLIDES = [
    ("แผนขยายศรีสุขแบดมินตัน ปี 2569", "จาก 6 คอร์ท เป็น 8 คอร์ท\nต่อเติมโรงด้านหลัง (ที่ดินเช่าแปลงเดิม)\n"
     "เริ่มก่อสร้าง มี.ค. 2569 เปิดใช้ มิ.ย. 2569"),
    ("ทำไมต้องขยาย", "ช่วง 18.00-21.00 น. คอร์ทเต็มทุกวันจันทร์-ศุกร์\nปฏิเสธลูกค้าจองเฉลี่ยสัปดาห์ละ 15 ชั่วโมง\n"
     "ชั่วโมงคอร์ทที่ขายได้ ก.ค. 2568 = 676 ชั่วโมง สูงสุดตั้งแต่เปิดร้าน"),
    ("งบประมาณ", "ต่อเติมโครงหลังคาและพื้นคอนกรีต 380,000 บาท\nพื้นยาง 2 คอร์ท (ProCourt) 140,000 บาท\n"
     "ไฟ LED สนาม 24,000 บาท\nรวม 544,000 บาท"),
    ("แหล่งเงิน", "เงินเก็บร้าน 144,000 บาท\nกู้ SME ธนาคารออมสิน 400,000 บาท ผ่อน 5 ปี งวดละประมาณ 7,600 บาท"),
    ("เป้าหมาย", "รายรับเพิ่มจาก 2 คอร์ทใหม่ ประมาณเดือนละ 36,000 บาท\nคืนทุนประมาณ 15 เดือน\n"
     "เปิดคลาสโค้ชเด็กเพิ่มวันเสาร์-อาทิตย์"),
]
IDEA_DRAFT = ("# ไอเดียขยายคอร์ท (ร่าง พ.ค. 68)\n- เพิ่ม 2 คอร์ท งบน่าจะสัก 450,000\n"
              "- พื้นยางหรือพื้นไม้ดี? ถามช่างแดง\n- คุยเจ้าของที่เรื่องต่อสัญญาเช่าที่ดินก่อน\n")
PROCOURT = [
    "PROCOURT SPORTS FLOORING CO., LTD.\n219 Ramintra Road, Khan Na Yao, Bangkok 10230  Tel. 02-117-4480\n"
    "QUOTATION No.: PC-Q2506-118   Date: 16 June 2025\n"
    "To: Srisuk Badminton (Mr. Chaiwat Srisuk), Mueang Khon Kaen\n"
    "Project: 2 new badminton courts\n"
    " \n"
    "PVC badminton court mat 4.5 mm, green, 13.4 x 6.1 m with border   2 courts x 62,500 = 125,000.00\n"
    "Installation, joint welding and line taping                      2 courts x  5,500 =  11,000.00\n"
    "Transport Bangkok - Khon Kaen                                    1 trip            =   4,000.00\n"
    " \n"
    "Total (VAT included): 140,000.00 THB\n"
    "Warranty: 3 years on the mat surface and joints\n"
    "Payment: 50% deposit with the order, 50% on completion. Delivery 21 days after deposit.\n"
    "This quotation is valid for 60 days.\nSales: Mr. Kittisak Rattanaphon, Tel. 089-774-2210",
]
ISAN_QUOTE = """ใบเสนอราคาพื้นยาง (ส่งมาทาง LINE เป็นข้อความ 18 มิ.ย. 2568)
อีสานสปอร์ตฟลอร์ ขอนแก่น โดย ช่างแดง
เรียน เฮียวัฒน์ ศรีสุขแบดมินตัน

- พื้นยาง PVC หนา 4.5 มม. สีเขียว ขนาดมาตรฐาน คอร์ทละ 58,000 บาท x 2 คอร์ท = 116,000 บาท
- ค่าติดตั้งและติดเทปเส้น คอร์ทละ 4,000 บาท x 2 คอร์ท = 8,000 บาท
- ไม่มีค่าขนส่ง (ร้านอยู่ขอนแก่น)
- รวมทั้งหมด 124,000 บาท
- รับประกัน 1 ปี
- ใช้เวลาติดตั้ง 5 วัน มัดจำ 40%
"""
AIA_NOTICE = [
    "AIA Company Limited (Thailand)\nPREMIUM DUE NOTICE\nNotice date: 15 August 2025\n"
    "Policy owner: Mr. Chaiwat Srisuk\nInsured: Mr. Chaiwat Srisuk, age 44\n"
    "Policy No.: T-4481920-55   Plan: AIA 20 Pay Life (participating)\n"
    "Sum assured: 1,000,000 THB   Policy year: 6 of 20\n"
    "Annual premium: 36,480.00 THB\n"
    "Premium due date: 15 September 2025\n"
    "Grace period: 31 days after the due date (until 16 October 2025)\n"
    " \n"
    "Pay by credit card, bank counter service or AIA+ app. The premium is eligible for the life insurance\n"
    "tax deduction of up to 100,000 THB a year.\nAgent: Ms. Supaporn Inthawong, Tel. 086-930-4417",
]
HOMELOAN = [
    "KASIKORNBANK PCL - Khon Kaen Central branch\nHOME LOAN STATEMENT\nStatement date: 30 June 2025\n"
    "Borrowers: Mr. Chaiwat Srisuk and Mrs. Orathai Srisuk\nLoan account No.: 8-041-77320-6\n"
    "Property: house at 59/8 Moo 14, Ban Pet, Mueang Khon Kaen\n"
    "Original loan amount: 2,400,000.00 THB, contract date 10 March 2019, term 25 years\n"
    "Interest rate: MRR - 2.50% (currently 4.55% per year)\n"
    "Monthly installment: 16,500.00 THB, debited on the 5th of each month\n"
    "Outstanding principal at 30 June 2025: 1,684,220.55 THB\n"
    "Interest paid January-June 2025: 39,412.80 THB\n"
    "Next installment: 5 July 2025, 16,500.00 THB",
]
FEES_NOW = """# ค่าเทอมลูก เทอม 1 ปีการศึกษา 2568 (จ่ายแล้ว 12 พ.ค. 68)

- น้องพิม ป.5 โรงเรียนพิมพ์พิไลวิทยา ค่าเทอม 28,500 บาท
- น้องต้นกล้า อ.3 ค่าเทอม 19,800 บาท
- ค่ารถตู้รับส่ง คนละ 1,800 บาท/เดือน
- ชุดนักเรียน + หนังสือ รวม 4,650 บาท
- รวมค่าเทอม 2 คน 48,300 บาท
"""
FEES_OLD = """# ค่าเทอมลูก เทอม 2 ปีการศึกษา 2567 (จ่าย 28 ต.ค. 67)

- น้องพิม ป.4 ค่าเทอม 26,900 บาท
- น้องต้นกล้า อ.2 ค่าเทอม 18,500 บาท
- ค่ารถตู้รับส่ง คนละ 1,700 บาท/เดือน
- รวมค่าเทอม 2 คน 45,400 บาท
"""
HOME_BILLS = {
    "ปี 2568": [("ม.ค.", 2840, 310, 599), ("ก.พ.", 3120, 295, 599), ("มี.ค.", 4380, 340, 599),
                ("เม.ย.", 5260, 365, 599), ("พ.ค.", 4910, 350, 599), ("มิ.ย.", 4120, 330, 599),
                ("ก.ค.", 3870, 325, 599)],
    "ปี 2567": [("ม.ค.", 2610, 290, 599), ("ก.พ.", 2980, 280, 599), ("มี.ค.", 4050, 320, 599),
                ("เม.ย.", 4890, 355, 599), ("พ.ค.", 4650, 330, 599), ("มิ.ย.", 3960, 310, 599),
                ("ก.ค.", 3700, 305, 599)],
}
TAX_NOTE = """# ภาษีเงินได้ ปี 2567 (ยื่น ภ.ง.ด.90 ออนไลน์ 28 มี.ค. 2568)

- รายได้จากสนามแบด 40(8) ทั้งปี 1,486,300 บาท
- หักค่าใช้จ่ายตามจริง 1,102,450 บาท เหลือ 383,850 บาท
- ลดหย่อน: ส่วนตัว 60,000 / ลูก 2 คน 60,000 / ประกันชีวิต AIA 36,480 / ประกันสังคม ม.40 2,400
- เงินได้สุทธิ 224,970 บาท
- ภาษีที่ต้องจ่าย 3,748.50 บาท จ่ายผ่านแอปแล้ว
- ปีนี้ต้องเก็บใบเสร็จค่าไฟกับค่าลูกแบดให้ครบทุกเดือน
"""
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาคณะวิศวะ มข ก่อน 22 ส.ค.\n- โอนค่าลูกแบดเคเคสปอร์ต\n"
                        "- ทวงค่าคอร์ทอีสานมอเตอร์\n- จ่ายเบี้ยประกัน AIA\n"}


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จองคอร์ท 18-24 ส.ค."
    sheet.append(["ตารางจองคอร์ท ศรีสุขแบดมินตัน 18-24 สิงหาคม 2568 (Court bookings)"])
    sheet.append(list(BOOK_HEADERS))
    for row in BOOKINGS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in BOOKINGS), sum(row[5] for row in BOOKINGS), ""])
    sheet.append(["ยอดค้างจ่าย (Unpaid)", "", "", "", "", sum(row[5] for row in BOOKINGS if row[6] == "ค้างจ่าย"),
                  "ต้องทวง"])
    money_format(sheet, 6)
    members = book.create_sheet("สมาชิก Members")
    members.append(list(MEMBER_HEADERS))
    for row in MEMBERS:
        members.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับศรีสุขแบดมินตัน ม.ค.-ก.ค. 2568 (Srisuk Badminton income, Jan-Jul 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:3], sum(row[:3]), row[3]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:3]),
                  sum(sum(row[:3]) for row in INCOME), sum(row[3] for row in INCOME)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ก.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income[:3]) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _home_bills(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_BILLS.items():
        sheet = book.create_sheet(f"ค่าน้ำไฟบ้าน {title}")
        sheet.append(["เดือน", "ค่าไฟ (บาท)", "ค่าน้ำ (บาท)", "เน็ตบ้าน (บาท)", "รวม (บาท)"])
        for month, *amounts in rows:
            sheet.append([month, *amounts, sum(amounts)])
        sheet.append(["รวม", *(sum(column) for column in list(zip(*rows))[1:]),
                      sum(sum(row[1:]) for row in rows)])
        for column in range(2, 6):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ศรีสุขแบด"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "สินค้า", "แชท", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาเช่าคอร์ทรายเดือน_ชมรมแบดครูขอนแก่น_2568.docx", CLUB_TOP,
               table=CLUB_TABLE, bottom=CLUB_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาเช่าคอร์ท_ชมรมแบดครูขอนแก่น_2567.docx", OLD_CLUB_TOP,
               table=OLD_CLUB_TABLE, bottom=["ลงชื่อ ชัยวัฒน์ ศรีสุข ผู้ให้เช่า", "ลงชื่อ สมศักดิ์ พรหมมา ผู้เช่า"])
    write_docx(shop / "สัญญา" / "สัญญาเช่าคอร์ท_ทีมแบดรพศรีนครินทร์_2568.docx", HOSPITAL_TOP,
               table=HOSPITAL_TABLE, bottom=["ลงชื่อ ชัยวัฒน์ ศรีสุข ผู้ให้เช่า", "ลงชื่อ ธนากร วงศ์ใหญ่ ผู้เช่า"])
    write_docx(shop / "ลูกค้า" / "ใบเสนอราคา_แข่งแบดคณะวิศวะมข_2568-08.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    (shop / "ลูกค้า" / "ใบเสนอราคา_แข่งแบดวิศวะ_ร่าง.txt").write_text(DRAFT_QUOTE, encoding="utf-8")
    (shop / "ลูกค้า" / "KKU_Engineering_tournament_email.txt").write_text(KKU_EMAIL, encoding="utf-8")
    _bookings(shop / "ลูกค้า" / "ตารางจองคอร์ท_18-24สค68.xlsx")
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_ศรีสุขแบด_2568.xlsx")
    (shop / "บัญชี" / "สรุปรายรับ_ศรีสุขแบด_ปี2567.md").write_text(LAST_YEAR, encoding="utf-8")
    make_pdf(shop / "บัญชี" / "PEA_electricity_bill_2025-07.pdf", PEA_BILL)
    make_pdf(shop / "สินค้า" / "KKSports_pricelist_2025-06.pdf", PRICELIST)
    make_pdf(shop / "สินค้า" / "KKSports_invoice_INV-2508-0417.pdf", INVOICE)
    (shop / "สินค้า" / "ราคาลูกแบด_เคเคสปอร์ต_2567.md").write_text(OLD_PRICES, encoding="utf-8")
    (shop / "แชท" / "LINE_ครูสมศักดิ์_ชมรมแบดครู_2568-08.txt").write_text(LINE_SOMSAK, encoding="utf-8")
    (shop / "แชท" / "LINE_ช่างแดง_พื้นยาง.txt").write_text(LINE_DAENG, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนขยายคอร์ท_ปี2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียขยายคอร์ท_ร่าง.md").write_text(IDEA_DRAFT, encoding="utf-8")
    make_pdf(shop / "แผนงาน" / "ProCourt_mat_quotation_2025-06.pdf", PROCOURT)
    (shop / "แผนงาน" / "เสนอราคาพื้นยาง_อีสานสปอร์ตฟลอร์.txt").write_text(ISAN_QUOTE, encoding="utf-8")
    make_pdf(home / "AIA_premium_notice_2025.pdf", AIA_NOTICE)
    make_pdf(home / "KBank_homeloan_statement_2025-06.pdf", HOMELOAN)
    (home / "ค่าเทอมลูก_เทอม1_2568.md").write_text(FEES_NOW, encoding="utf-8")
    (home / "ค่าเทอมลูก_เทอม2_2567.md").write_text(FEES_OLD, encoding="utf-8")
    _home_bills(home / "ค่าน้ำค่าไฟบ้าน_2567-2568.xlsx")
    (home / "ภาษีเงินได้_ปี2567_ยื่นแล้ว.md").write_text(TAX_NOTE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
