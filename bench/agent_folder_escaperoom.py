"""Blind set "escaperoom": the documents folder of a Thai escape-room owner and her household, written by code.

Owner: คุณพิมพ์ชนก ศรีสวัสดิ์ (Pim, Pimchanok Srisawat) runs Lantern Lock Escape Room (ห้องปริศนาแลนเทิร์นล็อก),
three rooms (คำสาปวังหลวง / The Cursed Palace, ห้องแล็บ 404 / Lab 404, รถไฟผีสาย 13 / Ghost Train 13) on
Nimmanhaemin Soi 13, Chiang Mai, and is building a fourth room (The Heist / ปล้นธนาคาร). She lives in San Sai with
her husband ต้น (Thanakorn) and their son น้องภูมิ (Phum, 8, Grade 3 at Chiang Mai Bilingual School).

Files under Documents/:
- ร้าน Escape Room/ใบเสนอราคา/
  - ใบเสนอราคา_สยามเทค_ร่าง.docx: draft quote QT-2568-014 to บริษัท สยามเทค โซลูชั่นส์ (40 people, 6 teams at
    3,200, 5% discount, total 25,920.75), never sent.
  - ใบเสนอราคา_สยามเทค_ฉบับส่ง.docx: the sent quote QT-2568-014 (48 people, 7 teams at 3,000, total 30,505.70,
    event Sat 12 July 2568).
  - Quote_LannaGrandHotel_staff_outing.docx: English quote to Lanna Grand Hotel (30 staff, 5 teams at 3,200,
    total 22,309.50, 26 July 2025, 14:00).
  - email_LannaGrand_HR.txt: the hotel's HR e-mail: start at 13:00, deposit 11,154.75 by 4 July 2025.
- ร้าน Escape Room/แชท LINE/
  - LINE_คุณแพรว_SiamTech.txt: chat with SiamTech's HR (named SiamTech Solutions in English): 40 -> 48 -> 50
    people, 3,000 a team, the event moved from 12 to 19 July.
  - LINE_ช่างเอก_ห้องใหม่.txt: chat with the carpenter building the new room: 120,000 + 18,000 secret door =
    138,000, deposit 50,000, finish moved from 30 Sep to 15 Oct.
- ร้าน Escape Room/Suppliers/
  - MakerSupply_pricelist_2025.pdf: Chiang Mai Maker Supply Co., Ltd. price list 2025 (English).
  - ใบราคาอุปกรณ์_เชียงใหม่เมคเกอร์_2567.docx: the same firm's 2567 price list, in Thai (บริษัท เชียงใหม่
    เมคเกอร์ ซัพพลาย จำกัด), lower prices.
  - Invoice_MakerSupply_INV-2025-0611.pdf: tax invoice of 11 June 2025, total 13,642.50, due 11 July 2025.
  - Meta_ads_receipt_May2025.pdf: Facebook/Meta ads receipt for May 2025, 8,560.00 THB.
- ร้าน Escape Room/บัญชี/
  - ยอดขาย_ค่าใช้จ่าย_2568.xlsx: this year, two sheets (sales by month Jan-Jun, expenses by month).
  - ยอดขาย_ค่าใช้จ่าย_2567.xlsx: last year's book, same layout, 12 months.
  - จำนวนทีมรายห้อง_2568.xlsx: teams per room with the months as columns, and a total column.
- ร้าน Escape Room/
  - สัญญาเช่าอาคาร_นิมมาน13.docx: the shop's lease (38,000 a month, deposit 114,000, 1 Aug 2566 - 31 Jul 2569).
  - แผนธุรกิจ_ปี2569.pptx: slides, next year's plan (new room budget 420,000, revenue target 3.6 ล้านบาท).
  - ประชุมทีมGM_2มิย68.md: staff (game master) meeting notes: wage 65 -> 70 บาท/ชม., late rounds at 22:00.
  - ไอเดียปริศนา_ห้องใหม่.md: puzzle ideas for the new Heist room.
  - reviews_to_reply.txt: Google reviews she still has to answer (English).
  - PEA_bill_shop_June2025.pdf: the shop's electricity bill, June 2025 (9,412.35 THB).
  - Fire_insurance_shop_policy_2025.pdf: the shop's fire & burglary policy (premium 6,420.00).
- บ้าน/
  - PEA_bill_home_June2025.pdf: the house's electricity bill, June 2025 (2,318.60 THB).
  - รายจ่ายบ้าน_2568.xlsx: household spending, one sheet for May and one for June 2568.
  - สรุปผ่อนบ้าน_ธอส.md: home-loan notes (18,500 a month, 3.15% this year, 1,986,420 left).
  - LINE_ครอบครัว.txt: family LINE group chat.
  - ของวันเกิดภูมิ.txt: shopping list for Phum's birthday.
  - Insurance/SiamSure_health_renewal_2025.pdf: health insurance renewal (28,740 THB due 31 July 2025).
  - Insurance/กรมธรรม์ประกันรถ_ชั้น1_2568.docx: class-1 car insurance schedule (เบี้ยรวม 19,869.90).
  - Insurance/ประกันอุบัติเหตุ_น้องภูมิ_2568.docx: Phum's student accident (PA) insurance.
  - ค่าเทอมภูมิ/CMBS_fee_invoice_Phum_Term1_2025.pdf: school fee invoice, term 1 2025 (total 65,000).
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้าน Escape Room"
HOME = "บ้าน"
SHOP_HEAD = [
    "Lantern Lock Escape Room (ห้องปริศนาแลนเทิร์นล็อก)",
    "88/5 ถนนนิมมานเหมินท์ ซอย 13 ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200  โทร 081-882-4513",
    "เลขประจำตัวผู้เสียภาษี 3509901234567 (นางพิมพ์ชนก ศรีสวัสดิ์)",
]
QUOTE_HEADERS = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

SIAMTECH_DRAFT_TOP = [
    "*** ร่าง — ยังไม่ได้ส่งลูกค้า ***",
    *SHOP_HEAD,
    "ใบเสนอราคา เลขที่ QT-2568-014 (ร่าง)",
    "วันที่ 2 มิถุนายน 2568",
    "เรียน ฝ่ายทรัพยากรบุคคล บริษัท สยามเทค โซลูชั่นส์ จำกัด (คุณแพรว)",
    "เรื่อง กิจกรรมทีมบิลดิ้งห้องปริศนา สำหรับพนักงาน 40 ท่าน วันเสาร์ที่ 12 กรกฎาคม 2568 เวลา 13:00-16:00 น.",
]
SIAMTECH_DRAFT_TABLE = [
    QUOTE_HEADERS,
    ("1", "ค่าเล่นห้องปริศนา (ทีมละ 6-7 คน เล่น 3 ห้องสลับกัน)", "6 ทีม", "3,200", "19,200"),
    ("2", "อาหารว่างและเครื่องดื่ม", "40 ท่าน", "120", "4,800"),
    ("3", "ถ่ายรูปทีมพร้อมพิมพ์ภาพ", "6 ชุด", "250", "1,500"),
    ("", "รวม", "", "", "25,500"),
    ("", "ส่วนลดกลุ่มองค์กร 5%", "", "", "1,275"),
    ("", "ยอดหลังหักส่วนลด", "", "", "24,225"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "1,695.75"),
    ("", "รวมทั้งสิ้น", "", "", "25,920.75"),
]
SIAMTECH_DRAFT_BOTTOM = [
    "ยืนราคา 30 วัน  มัดจำ 50% ก่อนวันงาน",
    "(ร่าง: รอถามคุณแพรวเรื่องจำนวนคนอีกที)",
]
SIAMTECH_FINAL_TOP = [
    *SHOP_HEAD,
    "ใบเสนอราคา เลขที่ QT-2568-014",
    "วันที่ 9 มิถุนายน 2568",
    "เรียน ฝ่ายทรัพยากรบุคคล บริษัท สยามเทค โซลูชั่นส์ จำกัด (คุณแพรว)",
    "เรื่อง กิจกรรมทีมบิลดิ้งห้องปริศนา สำหรับพนักงาน 48 ท่าน วันเสาร์ที่ 12 กรกฎาคม 2568 เวลา 13:00-16:00 น.",
]
SIAMTECH_FINAL_TABLE = [
    QUOTE_HEADERS,
    ("1", "ค่าเล่นห้องปริศนา (ทีมละ 6-7 คน เล่น 3 ห้องสลับกัน) ราคาพิเศษองค์กร", "7 ทีม", "3,000", "21,000"),
    ("2", "อาหารว่างและเครื่องดื่ม", "48 ท่าน", "120", "5,760"),
    ("3", "ถ่ายรูปทีมพร้อมพิมพ์ภาพ", "7 ชุด", "250", "1,750"),
    ("", "รวม", "", "", "28,510"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "1,995.70"),
    ("", "รวมทั้งสิ้น", "", "", "30,505.70"),
]
SIAMTECH_FINAL_BOTTOM = [
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 15,252.85 บาท ภายในวันที่ 30 มิถุนายน 2568 ส่วนที่เหลือชำระในวันงาน",
    "ราคาพิเศษทีมละ 3,000 บาท ไม่รวมส่วนลดอื่น  ยืนราคา 30 วัน",
    "โอนเข้าบัญชี กสิกรไทย สาขานิมมานเหมินท์ ชื่อบัญชี พิมพ์ชนก ศรีสวัสดิ์ เลขที่ 123-4-56789-0",
    "ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ (เจ้าของร้าน)",
]
LANNA_TOP = [
    "Lantern Lock Escape Room",
    "88/5 Nimmanhaemin Soi 13, Suthep, Mueang Chiang Mai 50200  Tel. 081-882-4513",
    "QUOTATION No. QT-2568-017",
    "Date: 16 June 2025",
    "To: Khun Nattaya Kamolsiri, HR Manager, Lanna Grand Hotel Co., Ltd.",
    "Re: Escape room staff outing for 30 staff, Saturday 26 July 2025, 14:00-17:00",
]
LANNA_TABLE = [
    ("No.", "Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Escape room game, teams of 6 (3 rooms in rotation)", "5 teams", "3,200", "16,000"),
    ("2", "Snacks and drinks", "30 persons", "120", "3,600"),
    ("3", "Team photo with printed copy", "5 sets", "250", "1,250"),
    ("", "Subtotal", "", "", "20,850"),
    ("", "VAT 7%", "", "", "1,459.50"),
    ("", "Grand total", "", "", "22,309.50"),
]
LANNA_BOTTOM = [
    "Terms: 50% deposit (11,154.75 THB) to confirm the booking, balance on the day.",
    "This quotation is valid for 30 days.",
    "Pimchanok Srisawat, Owner",
]
LANNA_EMAIL = """From: Nattaya Kamolsiri <hr@lannagrandhotel.co.th>
To: Pim <pim.lanternlock@gmail.com>
Date: Mon, 23 Jun 2025 10:14
Subject: Re: Quotation QT-2568-017 - staff outing 26 July

Dear Khun Pim,

Thank you for the quotation. Our GM has approved the outing for 30 staff on Saturday 26 July 2025.

Two small changes please:
1. Could we start at 13:00 instead of 14:00? Our evening shift starts at 17:30, so the staff need to be back
   at the hotel by 16:30.
2. Please issue the tax invoice to Lanna Grand Hotel Co., Ltd., tax ID 0505556012345,
   199 Chang Klan Road, Chiang Mai 50100.

We will transfer the 50% deposit of 11,154.75 THB by 4 July 2025.

Best regards,
Nattaya Kamolsiri
HR Manager, Lanna Grand Hotel
"""
LINE_SIAMTECH = """[LINE] แชทกับ แพรว HR SiamTech
บันทึกเมื่อ: 21/06/2568 08:02

[04/06/2568 10:12] แพรว HR SiamTech: สวัสดีค่ะคุณพิม ที่คุยไว้เรื่องทีมบิลดิ้ง 40 คน ได้ราคาหรือยังคะ
[04/06/2568 10:20] พิม Lantern Lock: สวัสดีค่ะ ร่างไว้แล้วค่ะ 6 ทีม ทีมละ 3,200 บาท ลด 5% ให้ค่ะ
[04/06/2568 11:45] แพรว HR SiamTech: ตอนนี้คนเพิ่มเป็น 48 คนแล้วค่ะ 555 ขอทีมละ 3,000 ได้ไหมคะ งบจำกัดมาก
[04/06/2568 12:03] พิม Lantern Lock: ได้ค่ะ 48 คนแบ่ง 7 ทีม ทีมละ 3,000 แต่ตัดส่วนลด 5% ออกนะคะ
[04/06/2568 12:05] แพรว HR SiamTech: โอเคค่ะ ขอบคุณมากค่ะ
[09/06/2568 16:30] พิม Lantern Lock: ส่งใบเสนอราคาฉบับจริงไปทางอีเมลแล้วค่ะ ยอดรวม 30,505.70 บาท มัดจำ 15,252.85 ภายใน 30 มิ.ย. นะคะ
[20/06/2568 09:15] แพรว HR SiamTech: คุณพิมคะ ผู้บริหารติดประชุมวันที่ 12 ก.ค. ขอเลื่อนเป็นเสาร์ 19 ก.ค. ได้ไหมคะ
[20/06/2568 09:40] พิม Lantern Lock: เสาร์ 19 ก.ค. ว่างค่ะ รอบบ่ายโมงเหมือนเดิมนะคะ
[20/06/2568 09:42] แพรว HR SiamTech: แล้วมีน้องฝึกงานอยากไปด้วยอีก 2 คน รวมเป็น 50 คนได้ไหมคะ
[20/06/2568 09:50] พิม Lantern Lock: ได้ค่ะ 50 คนยังแบ่ง 7 ทีมเหมือนเดิม บวกค่าอาหารว่างอีก 2 ที่ 240 บาทนะคะ
[20/06/2568 09:51] แพรว HR SiamTech: รับทราบค่ะ เดี๋ยวโอนมัดจำก่อนสิ้นเดือนนะคะ
"""
LINE_CARPENTER = """[LINE] แชทกับ ช่างเอก งานไม้
บันทึกเมื่อ: 05/06/2568 21:10

[12/05/2568 19:05] ช่างเอก งานไม้: ดูแบบห้องปล้นธนาคารแล้วครับ ผนังไม้ เคาน์เตอร์ธนาคาร ตู้เซฟปลอม ค่าของรวมค่าแรง 120,000 บาทครับ
[12/05/2568 19:30] พิม: ทำประตูลับหลังชั้นหนังสือด้วยได้ไหมคะ แบบดึงหนังสือแล้วเปิด
[13/05/2568 08:12] ช่างเอก งานไม้: ประตูลับบวกเพิ่ม 18,000 ครับ รวมเป็น 138,000 บาท มัดจำ 50,000 ครับ
[13/05/2568 08:40] พิม: ตกลงค่ะ เสร็จประมาณไหนคะ
[13/05/2568 08:45] ช่างเอก งานไม้: น่าจะเสร็จ 30 ก.ย. ครับ
[15/05/2568 10:02] พิม: โอนมัดจำ 50,000 แล้วนะคะ [รูปสลิป]
[02/06/2568 18:20] ช่างเอก งานไม้: พี่พิมครับ ไม้สักรอของนาน ขอเลื่อนเสร็จจาก 30 ก.ย. เป็น 15 ต.ค. นะครับ ราคาเท่าเดิมครับ
[02/06/2568 18:41] พิม: โอเคค่ะ 15 ต.ค. แต่ห้ามเลื่อนอีกนะ 555
[02/06/2568 18:42] ช่างเอก งานไม้: ครับผม
"""
PRICELIST_2025 = [
    "Chiang Mai Maker Supply Co., Ltd.\n45/2 Huay Kaew Road, Chiang Mai 50300  Tel. 053-210-778\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\n"
    "Code     Description                                  Unit price (THB)\n"
    "ML-280   Magnetic lock 280 kg with L/Z bracket         1,450\n"
    "RF-01    RFID reader module + 5 tags                   890\n"
    "UV-9     UV flashlight 9 LED                           145\n"
    "PL-4D    4-digit brass combination padlock             320\n"
    "KB-12    Keypad lock 12-key, 12V                       1,980\n"
    "CT-2     Arduino escape room controller (8 in/8 out)   2,750\n"
    "PS-12    12V 5A power supply                           390",
    "Terms\nPrices exclude VAT 7%.\nFree delivery in Chiang Mai city for orders over 5,000 THB.\n"
    "Account customers: 30 days credit.\nPrices may change without notice.",
]
PRICELIST_2567_TOP = [
    "บริษัท เชียงใหม่ เมคเกอร์ ซัพพลาย จำกัด",
    "45/2 ถนนห้วยแก้ว ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50300 โทร 053-210-778",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
]
PRICELIST_2567_TABLE = [
    ("รหัส", "รายการ", "ราคาต่อหน่วย (บาท)"),
    ("ML-280", "แม่เหล็กล็อกประตู 280 กก. พร้อมขายึด", "1,290"),
    ("RF-01", "โมดูลเครื่องอ่าน RFID + แท็ก 5 ชิ้น", "850"),
    ("UV-9", "ไฟฉาย UV 9 ดวง", "120"),
    ("PL-4D", "กุญแจรหัส 4 หลัก ทองเหลือง", "290"),
    ("KB-12", "กุญแจแป้นกด 12 ปุ่ม 12V", "1,850"),
    ("PS-12", "อะแดปเตอร์ 12V 5A", "350"),
]
PRICELIST_2567_BOTTOM = [
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
    "ส่งฟรีในเขตเมืองเชียงใหม่ เมื่อสั่งซื้อครบ 3,000 บาท",
    "ลูกค้าเครดิต ชำระภายใน 30 วัน",
]
INVOICE = [
    "Chiang Mai Maker Supply Co., Ltd.\n45/2 Huay Kaew Road, Chiang Mai 50300  Tax ID 0505561004471\n"
    "TAX INVOICE / RECEIPT\nNo. INV-2025-0611\nDate: 11 June 2025\n"
    "Bill to: Lantern Lock Escape Room (Pimchanok Srisawat)\n88/5 Nimmanhaemin Soi 13, Chiang Mai 50200\n\n"
    "Code     Description                     Qty   Unit price   Amount\n"
    "ML-280   Magnetic lock 280 kg            4     1,450        5,800.00\n"
    "UV-9     UV flashlight 9 LED             10    145          1,450.00\n"
    "CT-2     Arduino escape room controller  2     2,750        5,500.00\n\n"
    "Subtotal: 12,750.00 THB\nVAT 7%: 892.50 THB\nTotal: 13,642.50 THB\n\n"
    "Payment terms: 30 days. Due date: 11 July 2025\n"
    "Bank transfer: Bangkok Bank, Huay Kaew branch, a/c 521-0-44871-3",
]
META_RECEIPT = [
    "Meta Platforms Ireland Ltd.\nReceipt for Lantern Lock Escape Room (ad account 1187 4420 0913)\n"
    "Billing period: 1 May 2025 - 31 May 2025\n\n"
    "Campaign: Escape room Chiang Mai - weekend  4,980.00 THB\n"
    "Campaign: Corporate team building          3,580.00 THB\n"
    "Amount paid: 8,560.00 THB\nPayment method: Visa ending in 4417\nDate paid: 1 June 2025\n"
    "Transaction ID: 7781203349-22091",
]
SALES_HEADERS = ("เดือน (Month)", "จำนวนทีม (Teams)", "รายได้ค่าเล่น (Ticket revenue)",
                 "รายได้งานองค์กร (Corporate events)", "รวมรายได้ (Total revenue)")
SALES_2568 = [
    ("ม.ค. 2568", 131, 347150, 18000),
    ("ก.พ. 2568", 122, 323300, 0),
    ("มี.ค. 2568", 139, 368350, 25600),
    ("เม.ย. 2568", 158, 418700, 12800),
    ("พ.ค. 2568", 115, 304750, 19200),
    ("มิ.ย. 2568", 108, 286200, 9600),
]
SALES_2567 = [
    ("ม.ค. 2567", 104, 270400, 9600),
    ("ก.พ. 2567", 98, 254800, 0),
    ("มี.ค. 2567", 112, 291200, 12800),
    ("เม.ย. 2567", 129, 335400, 6400),
    ("พ.ค. 2567", 97, 247350, 6400),
    ("มิ.ย. 2567", 91, 232050, 0),
    ("ก.ค. 2567", 95, 242250, 16000),
    ("ส.ค. 2567", 99, 252450, 9600),
    ("ก.ย. 2567", 88, 224400, 0),
    ("ต.ค. 2567", 118, 306800, 19200),
    ("พ.ย. 2567", 126, 327600, 12800),
    ("ธ.ค. 2567", 141, 366600, 28800),
]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าเช่า (Rent)", "ค่าแรง GM (Staff wages)", "ค่าไฟ (Electricity)",
                   "ค่าโฆษณา (Ads)", "อุปกรณ์/พร็อพ (Props)", "รวม (Total)")
EXPENSES_2568 = [
    ("ม.ค. 2568", 38000, 78000, 8850.20, 7200, 4300),
    ("ก.พ. 2568", 38000, 74500, 8120.75, 6500, 0),
    ("มี.ค. 2568", 38000, 81200, 9004.10, 7800, 2150),
    ("เม.ย. 2568", 38000, 88400, 10215.60, 9100, 1200),
    ("พ.ค. 2568", 38000, 76300, 9870.45, 8560, 3900),
    ("มิ.ย. 2568", 38000, 72800, 9412.35, 6900, 13642.50),
]
EXPENSES_2567 = [
    ("ม.ค. 2567", 36000, 62400, 7650.30, 5000, 2800),
    ("ก.พ. 2567", 36000, 60100, 7210.45, 5000, 0),
    ("มี.ค. 2567", 36000, 64800, 7980.10, 5500, 1900),
    ("เม.ย. 2567", 36000, 70200, 9120.85, 6000, 0),
    ("พ.ค. 2567", 36000, 61500, 8705.20, 5000, 4500),
    ("มิ.ย. 2567", 36000, 59800, 8410.65, 5000, 0),
    ("ก.ค. 2567", 36000, 60900, 8530.00, 5500, 1200),
    ("ส.ค. 2567", 38000, 62300, 8390.40, 5500, 0),
    ("ก.ย. 2567", 38000, 58700, 7990.15, 5000, 2600),
    ("ต.ค. 2567", 38000, 68900, 8100.90, 7000, 0),
    ("พ.ย. 2567", 38000, 71400, 7650.25, 7500, 3300),
    ("ธ.ค. 2567", 38000, 77600, 8020.70, 8000, 5100),
]
MONTHS_H1 = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย."]
TEAMS_BY_ROOM = [
    ("คำสาปวังหลวง (The Cursed Palace)", [52, 48, 55, 61, 45, 42]),
    ("ห้องแล็บ 404 (Lab 404)", [41, 39, 44, 50, 37, 35]),
    ("รถไฟผีสาย 13 (Ghost Train 13)", [38, 35, 40, 47, 33, 31]),
]
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดเชียงใหม่ วันที่ 20 กรกฎาคม 2566",
    "ระหว่าง นายวิชัย ตันติวงศ์ (ผู้ให้เช่า) กับ นางพิมพ์ชนก ศรีสวัสดิ์ (ผู้เช่า)",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 2 ชั้น เลขที่ 88/5 ถนนนิมมานเหมินท์ ซอย 13 ต.สุเทพ อ.เมือง จ.เชียงใหม่ "
                           "พื้นที่ใช้สอยประมาณ 180 ตารางเมตร เพื่อประกอบกิจการห้องปริศนา (Escape Room)"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี เริ่มตั้งแต่วันที่ 1 สิงหาคม 2566 สิ้นสุดวันที่ 31 กรกฎาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "ปีแรก (1 ส.ค. 2566 - 31 ก.ค. 2567) เดือนละ 36,000 บาท\n"
                      "ปีที่ 2 และปีที่ 3 เดือนละ 38,000 บาท (สามหมื่นแปดพันบาทถ้วน)\n"
                      "ชำระภายในวันที่ 5 ของทุกเดือน หากชำระล่าช้าเสียค่าปรับวันละ 300 บาท\n"
                      "ค่าส่วนกลางและเก็บขยะเดือนละ 1,500 บาท แยกจากค่าเช่า"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกันการเช่า 3 เดือน เป็นเงิน 114,000 บาท ในวันทำสัญญา "
                         "ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)"),
    ("ข้อ 5 การตกแต่ง", "ผู้เช่าตกแต่งภายในได้ โดยต้องแจ้งผู้ให้เช่าเป็นหนังสือก่อน "
                        "เมื่อสิ้นสุดสัญญาต้องรื้อถอนและคืนสภาพเดิม"),
    ("ข้อ 6 การต่อสัญญา", "หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งล่วงหน้าไม่น้อยกว่า 90 วันก่อนสิ้นสุดสัญญา "
                          "ค่าเช่าสัญญาใหม่ปรับขึ้นไม่เกิน 5%"),
]
LEASE_BOTTOM = ["ลงชื่อ วิชัย ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ ผู้เช่า",
                "ลงชื่อ ธนากร ศรีสวัสดิ์ พยาน"]
PLAN_SLIDES = [
    ("แผนปี 2569 Lantern Lock Escape Room", "ร่างโดย พิม — มิถุนายน 2568\nเป้าหมาย: จาก 3 ห้องเป็น 4 ห้อง"),
    ("ห้องใหม่: The Heist (ปล้นธนาคาร)", "งบสร้างห้องทั้งหมด 420,000 บาท (งานไม้ 138,000 / ไฟฟ้า+อิเล็กทรอนิกส์ "
                                        "95,000 / พร็อพ+ตกแต่ง 187,000)\nเปิดห้อง มีนาคม 2569\nราคาทีมละ 3,500 บาท"),
    ("เป้ายอดขาย 2569", "เป้ารายได้ทั้งปี 3.6 ล้านบาท\nเฉลี่ย 150 ทีมต่อเดือน\nงานองค์กรอย่างน้อย 4 งานต่อเดือน"),
    ("การตลาด", "TikTok + รีวิวบล็อกเกอร์สายเที่ยว งบ 15,000 บาท/เดือน\nแพ็กเกจนักท่องเที่ยวจีน-เกาหลี "
                "ร่วมกับโรงแรมย่านนิมมาน"),
    ("ทีมงาน", "จ้าง GM เพิ่ม 2 คน (รวมเป็น 8 คน)\nเปิดรอบดึก 22:00 วันศุกร์-เสาร์\nต่อสัญญาเช่าตึก ก่อน 2 พ.ค. 2569"),
]
GM_MEETING = """# ประชุมทีม GM วันที่ 2 มิ.ย. 68

ผู้เข้าประชุม: พิม, ต้น, น้องมายด์, น้องบอส, น้องฟ้า, น้องกัปตัน, น้องเจ

## เรื่องที่ตกลงกัน
- ค่าแรง GM ขึ้นจากชั่วโมงละ 65 บาท เป็น 70 บาท เริ่ม 1 ก.ค. 2568
- โบนัสรีวิว 5 ดาวใน Google ที่เอ่ยชื่อ GM ได้คนละ 50 บาทต่อรีวิว
- เปิดรอบดึก 22:00 ทุกคืนวันศุกร์-เสาร์ เริ่ม 4 ก.ค. (ลองก่อน 2 เดือน) น้องบอสกับน้องเจเข้ากะ
- ห้องรถไฟผี: ต้องเปลี่ยนแม่เหล็กล็อกประตูตู้ 2 ตัว (พังบ่อย) สั่งจาก Maker Supply แล้ว
- ห้องแล็บ 404: ลูกค้าติดด่านตู้เย็นบ่อย ให้ GM ใบ้ได้หลัง 15 นาที

## งานที่มอบหมาย
- น้องมายด์: ทำตารางกะเดือน ก.ค. ส่งภายใน 25 มิ.ย.
- น้องฟ้า: เช็กไฟฉาย UV ทุกห้อง ตัวไหนอ่อนให้เปลี่ยน
- พิม: คุยกับสยามเทคเรื่องงานทีมบิลดิ้ง เดือน ก.ค.
"""
PUZZLE_IDEAS = """# ไอเดียปริศนา ห้องใหม่ The Heist (ปล้นธนาคาร)

เวลาเล่น 60 นาที 4-6 คน

1. เริ่มในห้องผู้จัดการ: หารหัสตู้เซฟจากรูปถ่ายครอบครัวบนโต๊ะ (วันเกิดลูก)
2. ประตูลับหลังชั้นหนังสือ: ดึงหนังสือ "เศรษฐศาสตร์ 101" แล้วแม่เหล็กปลด
3. ห้องนิรภัย: เลเซอร์ (ใช้ควันกับไฟ) ต้องเดินผ่านโดยไม่โดน ถ้าโดนเวลาหาย 2 นาที
4. ตู้เซฟใหญ่: RFID ต้องวางบัตรพนักงาน 3 ใบพร้อมกัน
5. ตอนจบ: เลือกว่าจะหนีทางท่อระบายน้ำ หรือมอบตัว (2 ฉากจบ)

โน้ต: อย่าใช้กุญแจรหัสเยอะเกิน ลูกค้าเบื่อ / ใช้ไฟฉาย UV แค่ 1 จุดพอ
"""
REVIEWS = """Google reviews to reply (copied 18 Jun)

- "Amazing Ghost Train room, our GM Boss was super fun!" - Hannah K. (5 stars)
- "Lab 404 was a bit too hard, we got stuck at the fridge for ages" - Marco D. (3 stars)
- "Great for our office team, booked 4 teams, staff very helpful" - Sutida P. (5 stars)
- "Parking is hard on Nimman soi 13, but the Cursed Palace is beautiful" - Jae-won L. (4 stars)

Reply ideas: thank Boss, tell Marco about the new hint rule, mention parking at One Nimman.
"""
SHOP_BILL = [
    "Provincial Electricity Authority (PEA) - Chiang Mai\nELECTRICITY BILL - June 2025\n"
    "Customer: Lantern Lock Escape Room (Mrs. Pimchanok Srisawat)\n"
    "Address: 88/5 Nimmanhaemin Soi 13, Suthep, Mueang Chiang Mai\nCustomer no. 020011874523  Rate: 2.2 small business\n"
    "Meter reading period: 21 May 2025 - 20 June 2025",
    "Units used: 1,964 kWh\nEnergy charge: 8,389.41 THB\nFt charge: 407.18 THB\nService charge: 0.00 THB\n"
    "VAT 7%: 615.76 THB\nAmount due: 9,412.35 THB\nDue date: 8 July 2025",
]
HOME_BILL = [
    "Provincial Electricity Authority (PEA) - San Sai\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Pimchanok Srisawat\n"
    "Address: 119/22 Moo 5, Baan Fah Lanna Village, San Sai, Chiang Mai\nCustomer no. 020014530981  Rate: 1.2 residential\n"
    "Meter reading period: 24 May 2025 - 23 June 2025",
    "Units used: 486 kWh\nEnergy charge: 2,066.35 THB\nFt charge: 100.57 THB\nService charge: 0.00 THB\n"
    "VAT 7%: 151.68 THB\nAmount due: 2,318.60 THB\nDue date: 8 July 2025",
]
FIRE_POLICY = [
    "Northern Shield Insurance PCL.\nPOLICY SCHEDULE - Fire and Burglary Insurance (Commercial)\n"
    "Policy no.: FB-2025-008812\nInsured: Lantern Lock Escape Room (Mrs. Pimchanok Srisawat)\n"
    "Location: 88/5 Nimmanhaemin Soi 13, Suthep, Mueang Chiang Mai 50200\n"
    "Period of insurance: 1 August 2025 - 1 August 2026",
    "Sums insured\nInterior fit-out and room sets: 900,000 THB\nProps, locks and electronics: 300,000 THB\n"
    "Total sum insured: 1,200,000 THB\nBurglary cover limit: 150,000 THB\nDeductible: 5,000 THB per claim\n\n"
    "Premium: 6,420.00 THB (including stamp duty and VAT)\nPayment due: 25 July 2025",
]
HEALTH_RENEWAL = [
    "Siam Sure Life Assurance PCL.\n\nRENEWAL NOTICE\n\nDate: 20 June 2025\n"
    "Policy no.: HS-55-0287741\nInsured: Mrs. Pimchanok Srisawat\nPlan: Health Plus Gold (IPD + OPD)\n\n"
    "Dear Mrs. Pimchanok,\nYour health insurance policy will be renewed for the year 1 August 2025 - 31 July 2026.\n"
    "Room and board limit: 4,000 THB per night\nAnnual benefit limit: 1,500,000 THB\nOPD: 1,500 THB per visit, 30 visits\n\n"
    "Annual premium 2025-2026: 28,740 THB\n(last year's premium: 25,900 THB; the premium changes with your age band)\n"
    "Please pay by 31 July 2025. A grace period of 31 days applies.",
    "Ways to pay: Mobile banking (QR on this letter), counter service, or auto-debit from credit card.\n"
    "Questions: call 1725 or LINE @siamsurelife",
]
CAR_POLICY_TOP = [
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "บริษัท ล้านนาประกันภัย จำกัด (มหาชน)",
    "เลขที่กรมธรรม์ V1-68-0459312",
    "ผู้เอาประกันภัย: นายธนากร ศรีสวัสดิ์ 119/22 หมู่ 5 ต.สันทรายน้อย อ.สันทราย จ.เชียงใหม่",
    "ระยะเวลาประกันภัย: เริ่ม 21 กรกฎาคม 2568 สิ้นสุด 21 กรกฎาคม 2569",
]
CAR_POLICY_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("รถยนต์", "Honda CR-V 2.0 ปี 2021 ทะเบียน 1กข 4582 เชียงใหม่"),
    ("ทุนประกัน (รถเสียหาย/สูญหาย/ไฟไหม้)", "780,000 บาท"),
    ("ความรับผิดต่อบุคคลภายนอก (ทรัพย์สิน)", "1,000,000 บาท ต่อครั้ง"),
    ("ค่าเสียหายส่วนแรก", "2,000 บาท ต่อครั้ง (กรณีเป็นฝ่ายผิด)"),
    ("ซ่อม", "ซ่อมอู่ในเครือ"),
    ("เบี้ยประกันสุทธิ", "18,496.00 บาท"),
    ("อากรแสตมป์", "74.00 บาท"),
    ("ภาษีมูลค่าเพิ่ม", "1,299.90 บาท"),
    ("เบี้ยประกันภัยรวม", "19,869.90 บาท"),
]
CAR_POLICY_BOTTOM = ["ผู้ขับขี่ระบุชื่อ: นายธนากร ศรีสวัสดิ์, นางพิมพ์ชนก ศรีสวัสดิ์",
                     "แจ้งเคลม 24 ชม. โทร 1790"]
PA_POLICY_TOP = [
    "กรมธรรม์ประกันภัยอุบัติเหตุส่วนบุคคล (นักเรียน)",
    "บริษัท ไทยมั่นคงประกันภัย จำกัด (มหาชน) — ทำผ่านโรงเรียนเชียงใหม่ไบลิงกวล",
    "ผู้เอาประกันภัย: เด็กชายภูมิ ศรีสวัสดิ์ ชั้น ป.3",
    "ผู้รับประโยชน์: นางพิมพ์ชนก ศรีสวัสดิ์ (มารดา)",
    "ระยะเวลาคุ้มครอง: 16 พฤษภาคม 2568 ถึง 15 พฤษภาคม 2569 (คุ้มครอง 24 ชั่วโมงทั่วโลก)",
]
PA_POLICY_TABLE = [
    ("ความคุ้มครอง", "จำนวนเงิน (บาท)"),
    ("เสียชีวิต/ทุพพลภาพถาวรจากอุบัติเหตุ", "100,000"),
    ("ค่ารักษาพยาบาลจากอุบัติเหตุ ต่อครั้ง", "15,000"),
    ("ค่าชดเชยนอนโรงพยาบาล ต่อวัน", "500"),
    ("เบี้ยประกันต่อปี", "890"),
]
SCHOOL_INVOICE = [
    "Chiang Mai Bilingual School\n77 Moo 3, Nong Chom, San Sai, Chiang Mai 50210\n\n"
    "FEE INVOICE - Academic Year 2025, Term 1\nInvoice no.: CMBS-T1-25-0384\nIssue date: 15 April 2025\n\n"
    "Student: Phum Srisawat   Student ID: 21-0417   Class: Grade 3 (P.3/2)\nParent: Mrs. Pimchanok Srisawat\n\n"
    "Tuition fee (Term 1): 48,500 THB\nLunch and snacks: 6,200 THB\nSchool bus (San Sai route): 7,800 THB\n"
    "Activities and field trip: 2,500 THB\nTOTAL: 65,000 THB\n\n"
    "Payment due: 15 May 2025\nLate payment fee: 500 THB per week after the due date.",
    "How to pay: transfer to Siam Commercial Bank, a/c 667-2-10458-9 (Chiang Mai Bilingual School)\n"
    "and send the slip to accounts@cmbs.ac.th with the invoice number.\n"
    "Term 1 runs 19 May 2025 - 26 September 2025.",
]
SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
SPENDING = {
    "พ.ค. 68": [
        ("ผ่อนบ้าน ธอส.", 18500, "ตัดบัญชี 5 พ.ค."),
        ("ค่าไฟบ้าน", 2105.40, ""),
        ("ค่าน้ำ", 286, ""),
        ("เน็ตบ้าน + มือถือ 2 เบอร์", 1297, ""),
        ("กับข้าว / ตลาด / ห้าง", 12400, ""),
        ("น้ำมันรถ", 4800, ""),
        ("ค่าเทอมภูมิ เทอม 1", 65000, "ต้นโอน 12 พ.ค."),
        ("เรียนพิเศษภูมิ (อังกฤษ+คณิต)", 3200, ""),
        ("ให้แม่", 5000, ""),
    ],
    "มิ.ย. 68": [
        ("ผ่อนบ้าน ธอส.", 18500, "ตัดบัญชี 5 มิ.ย."),
        ("ค่าไฟบ้าน", 2318.60, "แอร์เปิดทั้งคืน"),
        ("ค่าน้ำ", 312, ""),
        ("เน็ตบ้าน + มือถือ 2 เบอร์", 1297, ""),
        ("กับข้าว / ตลาด / ห้าง", 13150, ""),
        ("น้ำมันรถ", 5200, ""),
        ("เรียนพิเศษภูมิ (อังกฤษ+คณิต+ว่ายน้ำ)", 3600, "เพิ่มว่ายน้ำ"),
        ("ให้แม่", 5000, ""),
        ("ล้างแอร์ + เติมน้ำยา", 1800, "3 เครื่อง"),
    ],
}
HOME_LOAN = """# ผ่อนบ้าน ธอส. (บ้านฟ้าล้านนา สันทราย)

- กู้ 2,400,000 บาท ตั้งแต่ ม.ค. 2565 ระยะเวลา 25 ปี
- ผ่อนเดือนละ 18,500 บาท ตัดบัญชีทุกวันที่ 5
- ดอกเบี้ย: ปีที่ 1-3 คงที่ 2.65% / ปีที่ 4 (ปี 2568) 3.15% / หลังจากนั้น MRR-1.50%
- เงินต้นคงเหลือ ณ 31 พ.ค. 2568: 1,986,420 บาท

## คิดไว้
- ปลายปีโปะเพิ่ม 50,000 ถ้าร้านได้งานองค์กรเยอะ
- ลองถามกรุงไทยเรื่องรีไฟแนนซ์ตอนปีที่ 4 ครบ (ค่าจดจำนองใหม่ประมาณ 1%)
"""
LINE_FAMILY = """[LINE] บ้านศรีสวัสดิ์ 🏠
บันทึกเมื่อ: 22/06/2568 22:15

[12/05/2568 20:01] ต้น: โอนค่าเทอมภูมิแล้วนะ 65,000 สลิปส่งเมลโรงเรียนแล้ว
[12/05/2568 20:03] พิม: ขอบคุณค่ะ 🙏
[02/06/2568 07:30] แม่: วันเกิดภูมิ 8 ขวบ เสาร์ 28 มิ.ย. นี้นะ แม่จะทำขนมจีนน้ำเงี้ยวไปเอง
[10/06/2568 21:12] ต้น: ประกันรถหมด 21 ก.ค. บริษัทส่งใบต่อมาแล้ว ปีนี้ถูกลงนิดหน่อย
[10/06/2568 21:15] พิม: โอเค ต่อเจ้าเดิมเลย ของร้านก็ต้องต่อประกันไฟไหม้เหมือนกัน
[18/06/2568 19:40] ภูมิ: แม่ครับ ผมอยากได้เลโก้รถไฟ 😆
[23/06/2568 08:05] ต้น: ค่าไฟบ้านเดือนนี้ 2 พันกว่า แอร์ล้วนๆ
"""
BIRTHDAY = """ของวันเกิดภูมิ 8 ขวบ (เสาร์ 28 มิ.ย.)
- เค้กช็อกโกแลต 2 ปอนด์ (สั่งร้าน Butter Bee)
- เลโก้รถไฟ City ~2,490
- ลูกโป่ง เทียน จานกระดาษ
- ไอติม 2 ถัง
- ของชำร่วยเพื่อน 15 คน
"""
WORKSPECT = {
    "todo.md": "- โอนค่ามัดจำห้องใหม่งวดที่ 2 ให้ช่างเอก\n- ต่อประกันรถก่อน 21 ก.ค.\n"
               "- จ่ายบิล Maker Supply\n- ตอบรีวิว Google\n- สั่งเค้กวันเกิดภูมิ\n",
}


def _sales_book(path: Path, sales: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขาย Lantern Lock Escape Room ปี {year} (Sales {year})"])
    sheet.append(list(SALES_HEADERS))
    for month, teams, tickets, corporate in sales:
        sheet.append([month, teams, tickets, corporate, tickets + corporate])
    sheet.append(["รวม (Total)", sum(r[1] for r in sales), sum(r[2] for r in sales), sum(r[3] for r in sales),
                  sum(r[2] + r[3] for r in sales)])
    for column in (3, 4, 5):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(list(EXPENSE_HEADERS))
    for row in expenses:
        costs.append([*row, round(sum(row[1:]), 2)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _teams_by_room(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ทีมต่อห้อง 2568"
    sheet.append(["จำนวนทีมที่เล่น แยกตามห้อง ม.ค.-มิ.ย. 2568 (Teams per room)"])
    sheet.append(["ห้อง (Room)", *MONTHS_H1, "รวม (Total)"])
    for room, counts in TEAMS_BY_ROOM:
        sheet.append([room, *counts, sum(counts)])
    sheet.append(["รวมทุกห้อง", *[sum(c[i] for _, c in TEAMS_BY_ROOM) for i in range(6)],
                  sum(sum(c) for _, c in TEAMS_BY_ROOM)])
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
    for folder in (shop / "ใบเสนอราคา", shop / "แชท LINE", shop / "Suppliers", shop / "บัญชี",
                   home / "Insurance", home / "ค่าเทอมภูมิ"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_สยามเทค_ร่าง.docx", SIAMTECH_DRAFT_TOP, SIAMTECH_DRAFT_TABLE,
               bottom=SIAMTECH_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สยามเทค_ฉบับส่ง.docx", SIAMTECH_FINAL_TOP, SIAMTECH_FINAL_TABLE,
               bottom=SIAMTECH_FINAL_BOTTOM)
    write_docx(quotes / "Quote_LannaGrandHotel_staff_outing.docx", LANNA_TOP, LANNA_TABLE, bottom=LANNA_BOTTOM)
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "MakerSupply_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(suppliers / "ใบราคาอุปกรณ์_เชียงใหม่เมคเกอร์_2567.docx", PRICELIST_2567_TOP, PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_MakerSupply_INV-2025-0611.pdf", INVOICE)
    make_pdf(suppliers / "Meta_ads_receipt_May2025.pdf", META_RECEIPT)
    accounts = shop / "บัญชี"
    _sales_book(accounts / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _sales_book(accounts / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _teams_by_room(accounts / "จำนวนทีมรายห้อง_2568.xlsx")
    write_docx(shop / "สัญญาเช่าอาคาร_นิมมาน13.docx", LEASE_TOP, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    write_slides(shop / "แผนธุรกิจ_ปี2569.pptx", PLAN_SLIDES)
    make_pdf(shop / "PEA_bill_shop_June2025.pdf", SHOP_BILL)
    make_pdf(shop / "Fire_insurance_shop_policy_2025.pdf", FIRE_POLICY)
    write_texts(shop, {
        "แชท LINE/LINE_คุณแพรว_SiamTech.txt": LINE_SIAMTECH,
        "แชท LINE/LINE_ช่างเอก_ห้องใหม่.txt": LINE_CARPENTER,
        "ใบเสนอราคา/email_LannaGrand_HR.txt": LANNA_EMAIL,
        "ประชุมทีมGM_2มิย68.md": GM_MEETING,
        "ไอเดียปริศนา_ห้องใหม่.md": PUZZLE_IDEAS,
        "reviews_to_reply.txt": REVIEWS,
    })
    make_pdf(home / "PEA_bill_home_June2025.pdf", HOME_BILL)
    make_pdf(home / "Insurance" / "SiamSure_health_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "Insurance" / "กรมธรรม์ประกันรถ_ชั้น1_2568.docx", CAR_POLICY_TOP, CAR_POLICY_TABLE,
               bottom=CAR_POLICY_BOTTOM)
    write_docx(home / "Insurance" / "ประกันอุบัติเหตุ_น้องภูมิ_2568.docx", PA_POLICY_TOP, PA_POLICY_TABLE)
    make_pdf(home / "ค่าเทอมภูมิ" / "CMBS_fee_invoice_Phum_Term1_2025.pdf", SCHOOL_INVOICE)
    _spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {
        "สรุปผ่อนบ้าน_ธอส.md": HOME_LOAN,
        "LINE_ครอบครัว.txt": LINE_FAMILY,
        "ของวันเกิดภูมิ.txt": BIRTHDAY,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """The owner's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
