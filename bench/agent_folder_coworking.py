"""A blind folder: the papers of Baan Tonkla Coworking (บ้านต้นกล้า โคเวิร์กกิ้งสเปซ), Khon Kaen, and of its owner's home.

The owner is คุณพิมพ์ชนก ศรีสวัสดิ์ (Pim, Pimchanok Srisawat). She runs a small coworking space with hot desks,
dedicated desks, one private office and two meeting rooms (Hall A, Hall B) on Mittraphap Road, Mueang Khon Kaen,
with a partner (คุณแบงค์). She lives with her husband ธีรวัฒน์ (Teerawat, "Tee") and their daughter น้องใบเตย
(Baitoey, Prathom 2). Everything is written in the year 2568 (2025), around June.

Files under Documents/:
- ธุรกิจ Baan Tonkla/ใบเสนอราคา/
  - ใบเสนอราคา_อีสานซอฟต์_ร่าง.docx: the first draft quote to บริษัท อีสานซอฟต์ จำกัด for a 2-day training
    (40 people, Hall A 9,500/day, total 40,446 baht);
  - ใบเสนอราคา_อีสานซอฟต์_ส่งจริง.docx: the quote really sent after the LINE talk (35 people, 8,500/day,
    projector free, total 33,919 baht, deposit 16,959.50);
  - ใบเสนอราคา_สมาคมนักบัญชีขอนแก่น.docx: a similar quote to the Khon Kaen accountants' association
    (1-day seminar, total 34,240 baht, valid until 30 มิ.ย. 2568).
- ธุรกิจ Baan Tonkla/สัญญา Contracts/
  - Contract_PrivateOffice_KKDigital.docx: English lease of private office P3 to KK Digital Agency
    (15,000 THB/month, deposit 30,000, 1 March 2025 - 28 February 2026);
  - สัญญาโต๊ะประจำ_คุณอาร์ม.docx: Thai dedicated-desk agreement with นายอาทิตย์ พลมณี (คุณอาร์ม), desk D-07,
    3,500 baht/month, 1 เมษายน 2568 - 30 กันยายน 2568.
- ธุรกิจ Baan Tonkla/บัญชี Accounts/
  - ยอดขาย_2568.xlsx: this year's income by month (Jan-Jun) and by kind (day pass, members, meeting rooms,
    private office), Thai/English headers;
  - ยอดขาย_2567.xlsx: last year's book, same layout, 12 months;
  - ค่าใช้จ่ายร้าน_2568.xlsx: the space's costs with the months as columns.
- ธุรกิจ Baan Tonkla/Suppliers/
  - SiamBean_pricelist_2025.pdf: Siam Bean Roasters' English wholesale price list 2025;
  - ใบราคา_สยามบีน_2567.docx: the same roaster's Thai price list of last year (บริษัท สยามบีน โรสเตอร์ส);
  - Invoice_SiamBean_INV-0457.pdf: Siam Bean's March invoice (14,295.20 THB);
  - IsanNet_invoice_May2025.pdf: the business fibre internet bill for May (1,990.20 THB, due 10 June 2025);
  - ErgoLiving_quotation_chairs.pdf: a quote for 12 ergonomic chairs;
  - PEA_bill_shop_May2025.pdf: the space's electricity bill for May.
- ธุรกิจ Baan Tonkla/แชท LINE/
  - LINE_คุณนก_อีสานซอฟต์.txt: the chat with Isan Soft's HR that changed the training's head count and lunches;
  - LINE_สั่งกาแฟ_สยามบีน.txt: the chat with Siam Bean's sales rep that changed a coffee order.
- ธุรกิจ Baan Tonkla/
  - email_GreenLeaf_booking.txt: an English email confirming a workshop booking of Hall A on 14 June 2025;
  - house_rules_members.md: members' rules (hours, free prints, meeting-room hours);
  - ราคาแพ็กเกจสมาชิก_2568.md: this year's membership prices;
  - บันทึกประชุมหุ้นส่วน_มี.ค.68.md: notes of a meeting with her partner in March;
  - แผนปี_2569.pptx: slides with the plan for next year (2569).
- บ้าน Home/
  - PEA_bill_home_May2025.pdf: the house's electricity bill for May;
  - ค่าเทอม_ใบเตย_เทอม1-2568.docx, ค่าเทอม_ใบเตย_เทอม2-2567.docx: the daughter's school-fee notices;
  - จดหมายโรงเรียน_ทัศนศึกษา.docx: the school's letter about a field trip;
  - Insurance_renewal_SiamLife_2025.pdf: the family health-insurance renewal letter;
  - รายจ่ายบ้าน_2568.xlsx: household spending, one sheet for May and one for June;
  - LINE_ครอบครัว.txt: the family chat.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_ISANSOFT_DRAFT_TOP = [
    "บ้านต้นกล้า โคเวิร์กกิ้งสเปซ (Baan Tonkla Coworking)",
    "219/5 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000  โทร 081-774-2519",
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 2 มิถุนายน 2568",
    "เรียน ฝ่ายบุคคล บริษัท อีสานซอฟต์ จำกัด (คุณนก)",
    "เรื่อง เช่าห้องประชุมจัดอบรมพนักงาน 2 วัน วันที่ 19-20 มิถุนายน 2568 ผู้เข้าอบรม 40 คน",
]
QUOTE_ISANSOFT_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("ค่าเช่าห้องประชุมใหญ่ Hall A เต็มวัน 08:30-16:30", "2 วัน", "9,500", "19,000"),
    ("อาหารว่างและเครื่องดื่ม (coffee break เช้า-บ่าย)", "80 ชุด", "120", "9,600"),
    ("ข้าวกล่องมื้อกลางวัน", "80 กล่อง", "90", "7,200"),
    ("โปรเจกเตอร์ จอ และไมค์ลอย 2 ตัว", "2 วัน", "1,000", "2,000"),
    ("รวมเป็นเงิน", "", "", "37,800"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,646"),
    ("รวมทั้งสิ้น", "", "", "40,446"),
]
QUOTE_ISANSOFT_DRAFT_BOTTOM = [
    "ยืนราคา 15 วัน นับจากวันที่เสนอ",
    "เงื่อนไข: ชำระมัดจำ 50% เพื่อยืนยันการจอง ส่วนที่เหลือชำระในวันงาน",
    "ผู้เสนอราคา พิมพ์ชนก ศรีสวัสดิ์",
]
QUOTE_ISANSOFT_FINAL_TOP = [
    "บ้านต้นกล้า โคเวิร์กกิ้งสเปซ (Baan Tonkla Coworking)",
    "219/5 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000  โทร 081-774-2519",
    "ใบเสนอราคา  เลขที่ QT-2568-031/1",
    "วันที่ 5 มิถุนายน 2568",
    "เรียน ฝ่ายบุคคล บริษัท อีสานซอฟต์ จำกัด (คุณนก)",
    "เรื่อง เช่าห้องประชุมจัดอบรมพนักงาน 2 วัน วันที่ 19-20 มิถุนายน 2568 ผู้เข้าอบรม 35 คน",
]
QUOTE_ISANSOFT_FINAL_TABLE = [
    QUOTE_HEAD,
    ("ค่าเช่าห้องประชุมใหญ่ Hall A เต็มวัน 08:30-16:30 (ราคาพิเศษ)", "2 วัน", "8,500", "17,000"),
    ("อาหารว่างและเครื่องดื่ม (coffee break เช้า-บ่าย)", "70 ชุด", "120", "8,400"),
    ("ข้าวกล่องมื้อกลางวัน", "70 กล่อง", "90", "6,300"),
    ("โปรเจกเตอร์ จอ และไมค์ลอย 2 ตัว", "2 วัน", "ไม่คิดค่าบริการ", "0"),
    ("รวมเป็นเงิน", "", "", "31,700"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,219"),
    ("รวมทั้งสิ้น", "", "", "33,919"),
]
QUOTE_ISANSOFT_FINAL_BOTTOM = [
    "ยืนราคาถึงวันที่ 12 มิถุนายน 2568",
    "เงื่อนไข: ชำระมัดจำ 50% เป็นเงิน 16,959.50 บาท เพื่อยืนยันการจอง ส่วนที่เหลือชำระในวันงาน",
    "โอนเข้าบัญชี ธ.กสิกรไทย สาขาเซ็นทรัลขอนแก่น ชื่อบัญชี พิมพ์ชนก ศรีสวัสดิ์ เลขที่ 042-8-55619-3",
    "ผู้เสนอราคา พิมพ์ชนก ศรีสวัสดิ์",
]
QUOTE_ACCOUNTANTS_TOP = [
    "บ้านต้นกล้า โคเวิร์กกิ้งสเปซ (Baan Tonkla Coworking)",
    "219/5 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000  โทร 081-774-2519",
    "ใบเสนอราคา  เลขที่ QT-2568-029",
    "วันที่ 31 พฤษภาคม 2568",
    "เรียน สมาคมนักบัญชีและผู้สอบบัญชีขอนแก่น (คุณวันเพ็ญ เลขาฯ สมาคม)",
    "เรื่อง เช่าห้องประชุมจัดสัมมนาภาษีกลางปี วันเสาร์ที่ 12 กรกฎาคม 2568 ผู้เข้าร่วม 50 คน",
]
QUOTE_ACCOUNTANTS_TABLE = [
    QUOTE_HEAD,
    ("ค่าเช่าห้องประชุม Hall A + Hall B (เปิดรวมเป็นห้องเดียว) เต็มวัน", "1 วัน", "14,000", "14,000"),
    ("อาหารว่างและเครื่องดื่ม (coffee break เช้า-บ่าย)", "100 ชุด", "120", "12,000"),
    ("ข้าวกล่องมื้อกลางวัน", "50 กล่อง", "90", "4,500"),
    ("ระบบเสียง โปรเจกเตอร์ 2 จอ", "1 วัน", "1,500", "1,500"),
    ("รวมเป็นเงิน", "", "", "32,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,240"),
    ("รวมทั้งสิ้น", "", "", "34,240"),
]
QUOTE_ACCOUNTANTS_BOTTOM = [
    "ยืนราคาถึงวันที่ 30 มิถุนายน 2568",
    "เงื่อนไข: ชำระมัดจำ 30% เพื่อยืนยันการจอง ส่วนที่เหลือชำระภายใน 7 วันหลังจบงาน",
    "ผู้เสนอราคา พิมพ์ชนก ศรีสวัสดิ์",
]

# ---------------------------------------------------------------- contracts
CONTRACT_KK_TOP = [
    "PRIVATE OFFICE LEASE AGREEMENT",
    "This agreement is made on 20 February 2025 at Baan Tonkla Coworking, 219/5 Mittraphap Road, "
    "Mueang Khon Kaen, Khon Kaen 40000.",
    "Landlord: Ms. Pimchanok Srisawat, owner of Baan Tonkla Coworking.",
    "Tenant: KK Digital Agency Co., Ltd., represented by Mr. Krit Boonmee, Managing Director.",
]
CONTRACT_KK_SECTIONS = [
    ("1. Premises", "Private office P3 on the ground floor, furnished with 4 desks, 4 chairs, one cabinet "
                    "and a whiteboard."),
    ("2. Term", "12 months, from 1 March 2025 to 28 February 2026, renewable by written agreement."),
    ("3. Fee", "Monthly fee 15,000 THB (excluding VAT), payable by the 5th day of each month.\n"
               "The fee includes electricity for normal office use, internet, cleaning and coffee."),
    ("4. Deposit", "The tenant pays a security deposit of 30,000 THB (two months) on signing. "
                   "It is returned within 30 days after the end of the term."),
    ("5. Meeting rooms", "The tenant may use Hall B for up to 10 hours per month at no extra charge."),
    ("6. Termination", "Either party may end this agreement with 60 days' written notice."),
]
CONTRACT_KK_BOTTOM = ["Signed: Pimchanok Srisawat (Landlord)      Krit Boonmee (Tenant)"]

CONTRACT_ARM = [
    "สัญญาสมาชิกโต๊ะทำงานประจำ (Dedicated Desk)",
    "ทำที่ บ้านต้นกล้า โคเวิร์กกิ้งสเปซ วันที่ 28 มีนาคม 2568",
    "ระหว่าง นางพิมพ์ชนก ศรีสวัสดิ์ (ผู้ให้บริการ) กับ นายอาทิตย์ พลมณี (คุณอาร์ม) (สมาชิก)",
    "ข้อ 1. ผู้ให้บริการตกลงให้สมาชิกใช้โต๊ะประจำหมายเลข D-07 พร้อมตู้ล็อกเกอร์ 1 ตู้",
    "ข้อ 2. ระยะเวลา 6 เดือน ตั้งแต่วันที่ 1 เมษายน 2568 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. ค่าสมาชิกเดือนละ 3,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. สมาชิกวางเงินประกัน 3,500 บาท คืนเมื่อสิ้นสุดสัญญาและคืนคีย์การ์ดครบ",
    "ข้อ 5. สมาชิกใช้ห้องประชุมได้ฟรีเดือนละ 4 ชั่วโมง เกินกว่านั้นคิดชั่วโมงละ 300 บาท",
    "ข้อ 6. หากคีย์การ์ดหาย คิดค่าทำใหม่ใบละ 200 บาท",
    "ข้อ 7. เข้าใช้พื้นที่ได้ทุกวัน 07:00-22:00 น.",
    "ลงชื่อ พิมพ์ชนก ศรีสวัสดิ์ ผู้ให้บริการ      ลงชื่อ อาทิตย์ พลมณี สมาชิก",
]

# ---------------------------------------------------------------- books
SALES_HEAD = ("เดือน (Month)", "Day pass", "สมาชิกรายเดือน (Membership)", "ห้องประชุม (Meeting rooms)",
              "ห้องส่วนตัว (Private office)", "รวม (Total)")
SALES_2568 = [
    ("ม.ค. 2568 (Jan)", 18450, 42500, 31200, 0),
    ("ก.พ. 2568 (Feb)", 16800, 45000, 27600, 0),
    ("มี.ค. 2568 (Mar)", 19950, 47500, 36800, 15000),
    ("เม.ย. 2568 (Apr)", 12300, 47500, 22400, 15000),
    ("พ.ค. 2568 (May)", 17100, 50000, 28900, 15000),
    ("มิ.ย. 2568 (Jun)", 15600, 52500, 41300, 15000),
]
SALES_2567 = [
    ("ม.ค. 2567 (Jan)", 14250, 35000, 24800, 0),
    ("ก.พ. 2567 (Feb)", 13600, 35000, 21500, 0),
    ("มี.ค. 2567 (Mar)", 15900, 37500, 29300, 0),
    ("เม.ย. 2567 (Apr)", 9800, 37500, 18200, 0),
    ("พ.ค. 2567 (May)", 13100, 40000, 25600, 0),
    ("มิ.ย. 2567 (Jun)", 12700, 40000, 30400, 0),
    ("ก.ค. 2567 (Jul)", 13900, 40000, 27800, 0),
    ("ส.ค. 2567 (Aug)", 15200, 42500, 33100, 0),
    ("ก.ย. 2567 (Sep)", 14800, 42500, 26900, 0),
    ("ต.ค. 2567 (Oct)", 16300, 42500, 30700, 0),
    ("พ.ย. 2567 (Nov)", 17450, 42500, 35200, 0),
    ("ธ.ค. 2567 (Dec)", 11900, 40000, 19600, 0),
]
BIG_BOOKINGS_2568 = [
    ("15/01/2568", "ม.ขอนแก่น คณะบริหารธุรกิจ", "Hall A", 9500),
    ("22/03/2568", "อบต.บ้านเป็ด อบรมอาสาสมัคร", "Hall A + B", 14000),
    ("07/06/2568", "ชมรมถ่ายภาพขอนแก่น", "Hall B", 4800),
]
MONTHS_2568 = ("ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)")
COSTS_2568 = [
    ("ค่าเช่าอาคาร (Building rent)", [35000, 35000, 35000, 35000, 35000, 35000]),
    ("ค่าไฟฟ้า (Electricity)", [8420, 9150, 11380, 12960, 12140, 10870]),
    ("ค่าน้ำประปา (Water)", [620, 580, 710, 540, 690, 650]),
    ("อินเทอร์เน็ต (Internet)", [1990.20, 1990.20, 1990.20, 1990.20, 1990.20, 1990.20]),
    ("กาแฟ นม ขนม (Coffee & snacks)", [9800, 8900, 14295.20, 7600, 10200, 11450]),
    ("แม่บ้าน (Cleaner)", [9000, 9000, 9000, 9000, 9000, 9000]),
    ("พนักงานพาร์ทไทม์ (Part-time staff)", [0, 0, 0, 0, 3600, 4500]),
]
HOME_SPENDING = {
    "พ.ค. 2568": [
        ("ค่าเทอมน้องใบเตย เทอม 1 (School fees)", 30550, "โอนแล้ว 14 พ.ค."),
        ("ค่าไฟบ้าน (Electricity)", 2487.35, "PEA"),
        ("ค่าน้ำ (Water)", 318, ""),
        ("กับข้าว ตลาด+แม็คโคร (Food)", 12400, ""),
        ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 27"),
        ("น้ำมันรถ (Fuel)", 3200, ""),
        ("ค่าเรียนว่ายน้ำใบเตย (Swimming)", 1800, "8 ครั้ง"),
    ],
    "มิ.ย. 2568": [
        ("ค่าไฟบ้าน (Electricity)", 2210.60, "PEA"),
        ("ค่าน้ำ (Water)", 295, ""),
        ("กับข้าว ตลาด+แม็คโคร (Food)", 11800, ""),
        ("ผ่อนรถ (Car loan)", 9870, "งวดที่ 28"),
        ("น้ำมันรถ (Fuel)", 2950, ""),
        ("ของขวัญวันเกิดยาย (Gift)", 2500, ""),
    ],
}

# ---------------------------------------------------------------- supplier papers (PDF: ASCII only)
SIAMBEAN_2025 = [
    "Siam Bean Roasters Co., Ltd.\n88 Moo 3, Ban Pet, Mueang Khon Kaen 40000  Tel 043-226-118\n"
    "WHOLESALE PRICE LIST 2025 (effective 1 January 2025)\n"
    "All prices in THB, VAT excluded\n \n"
    "Code   Item                                   Unit                 Price\n"
    "HB-1   House Blend, medium roast              1 kg bag             620\n"
    "ES-1   Espresso Dark Roast                    1 kg bag             680\n"
    "DC-1   Single Origin Doi Chang                1 kg bag             890\n"
    "OM-12  Oat Milk Barista 1 L                   case of 12           1,140\n"
    "FM-2   Fresh Milk 2 L                         bottle               98\n"
    "PC-8   Paper cups 8 oz                        1,000 pcs            1,250\n"
    "PC-12  Paper cups 12 oz with lids             1,000 pcs            1,690\n \n"
    "Free delivery in Khon Kaen city for orders of 5,000 THB or more.\n"
    "Payment terms: 30 days from invoice date.",
]
SIAMBEAN_2567_TOP = [
    "บริษัท สยามบีน โรสเตอร์ส จำกัด",
    "88 หมู่ 3 ต.บ้านเป็ด อ.เมืองขอนแก่น โทร 043-226-118",
    "ใบราคาส่ง ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567) ราคายังไม่รวม VAT",
]
SIAMBEAN_2567_TABLE = [
    ("รหัส", "สินค้า", "หน่วย", "ราคา (บาท)"),
    ("HB-1", "เมล็ดกาแฟ เฮาส์เบลนด์ คั่วกลาง", "ถุง 1 กก.", "560"),
    ("ES-1", "เมล็ดกาแฟ เอสเปรสโซ คั่วเข้ม", "ถุง 1 กก.", "610"),
    ("DC-1", "เมล็ดกาแฟ ดอยช้าง ซิงเกิลออริจิน", "ถุง 1 กก.", "820"),
    ("OM-12", "นมโอ๊ต บาริสต้า 1 ลิตร", "ลัง 12 กล่อง", "1,080"),
    ("FM-2", "นมสด 2 ลิตร", "ขวด", "92"),
    ("PC-8", "แก้วกระดาษ 8 ออนซ์", "1,000 ใบ", "1,200"),
]
SIAMBEAN_2567_BOTTOM = [
    "ส่งฟรีในเขตเมืองขอนแก่น เมื่อสั่งครบ 4,000 บาทขึ้นไป",
    "เครดิต 30 วัน ติดต่อฝ่ายขาย คุณเอ็ม 089-611-4027",
]
SIAMBEAN_INVOICE = [
    "Siam Bean Roasters Co., Ltd.\n88 Moo 3, Ban Pet, Mueang Khon Kaen 40000  Tax ID 0405561002271\n"
    "TAX INVOICE  No. INV-0457\nDate: 15 March 2025\n \n"
    "Bill to: Baan Tonkla Coworking (Ms. Pimchanok Srisawat)\n219/5 Mittraphap Road, Mueang Khon Kaen 40000\n \n"
    "Item                                 Qty     Unit price     Amount\n"
    "HB-1 House Blend 1 kg                12      620            7,440.00\n"
    "OM-12 Oat Milk Barista (case of 12)  3       1,140          3,420.00\n"
    "PC-8 Paper cups 8 oz (1,000 pcs)     2       1,250          2,500.00\n \n"
    "Subtotal: 13,360.00 THB\nVAT 7%: 935.20 THB\nTotal: 14,295.20 THB\n"
    "Payment due: 14 April 2025\nBank transfer: SCB Khon Kaen, account 521-3-08847-6",
]
ISANNET_INVOICE = [
    "IsanNet Broadband Co., Ltd.\nINVOICE No. IN-2505-11832\nInvoice date: 1 June 2025\n \n"
    "Customer: Baan Tonkla Coworking\nAccount no. 7700-41925\n"
    "Service: Business Fibre 1000/500 Mbps with 1 static IP\nBilling period: 1 May 2025 - 31 May 2025\n \n"
    "Monthly service fee: 1,860.00 THB\nVAT 7%: 130.20 THB\nTotal amount due: 1,990.20 THB\n"
    "Due date: 10 June 2025\n \n"
    "Late payment after the due date may lead to a service suspension.",
]
ERGO_QUOTE = [
    "Ergo Living Co., Ltd. - Khon Kaen showroom\nQUOTATION No. Q-25-0311\nDate: 11 March 2025\n \n"
    "To: Baan Tonkla Coworking, attn. Ms. Pim\n \n"
    "ErgoPro Mesh Chair, black, lumbar support    12 pcs x 4,290 = 51,480 THB\n"
    "Delivery and assembly                        1,500 THB\n"
    "Total (VAT included): 52,980 THB\n \n"
    "Warranty 3 years on the frame and gas lift. Lead time 10 days.\n"
    "This quotation is valid for 30 days.",
]
PEA_SHOP = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - May 2025\n"
    "Customer: Baan Tonkla Coworking (Pimchanok Srisawat)\n"
    "Address: 219/5 Mittraphap Road, Nai Mueang, Mueang Khon Kaen\nCustomer no. 020011738845\n"
    "Meter reading period: 1 May 2025 - 31 May 2025\n"
    "Units used: 2,690 kWh\nEnergy charge: 10,822.74 THB\nFt charge: 523.05 THB\nVAT 7%: 794.21 THB\n"
    "Amount due: 12,140.00 THB\nDue date: 13 June 2025",
]
PEA_HOME = [
    "Provincial Electricity Authority (PEA)\nELECTRICITY BILL - May 2025\n"
    "Customer: Mr. Teerawat Srisawat\n"
    "Address: 88/14 Moo 5, Ban Pet, Mueang Khon Kaen\nCustomer no. 020011502213\n"
    "Meter reading period: 1 May 2025 - 31 May 2025\n"
    "Units used: 536 kWh\nEnergy charge: 2,220.37 THB\nFt charge: 104.26 THB\nVAT 7%: 162.72 THB\n"
    "Amount due: 2,487.35 THB\nDue date: 12 June 2025",
]
INSURANCE = [
    "Siam Life Assurance Public Company Limited\n999 Rama 4 Road, Bangkok 10500\n \n"
    "20 May 2025\n \nMrs. Pimchanok Srisawat\n88/14 Moo 5, Ban Pet, Mueang Khon Kaen 40000\n \n"
    "Subject: Renewal of your Family Health Plus policy\nPolicy no. HL-2290-4471\n \n"
    "Dear Mrs. Pimchanok,\n"
    "Your Family Health Plus policy will end on 30 June 2025. Insured persons: Pimchanok Srisawat,\n"
    "Teerawat Srisawat and Baitoey Srisawat.\n"
    "The annual premium for 1 July 2025 - 30 June 2026 is 38,760 THB (last year: 35,900 THB).\n"
    "The premium rises because Baitoey's age band changes and because of medical cost inflation.\n"
    "Please pay by 30 June 2025 to keep your cover without a new health check.\n"
    "Benefits stay the same: room and board up to 4,000 THB per day, in-patient cover up to\n"
    "1,000,000 THB per year.\n \nYours sincerely,\nSupaporn K., Customer Service",
]

# ---------------------------------------------------------------- school papers
FEES_HEAD = ("รายการ", "จำนวนเงิน (บาท)")
FEES_1_2568_TOP = [
    "โรงเรียนแก่นวิทยาสาธิต อ.เมืองขอนแก่น",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน ด.ญ.ใบเตย ศรีสวัสดิ์  ชั้น ป.2/1  เลขประจำตัว 66117",
]
FEES_1_2568_TABLE = [
    FEES_HEAD,
    ("ค่าธรรมเนียมการเรียน", "18,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่ารถรับส่ง", "6,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "30,550"),
]
FEES_1_2568_BOTTOM = [
    "กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568 ที่ฝ่ายการเงิน หรือโอนผ่านบัญชีโรงเรียน",
    "ธนาคารกรุงไทย สาขาขอนแก่น เลขที่บัญชี 401-0-77215-9",
]
FEES_2_2567_TOP = [
    "โรงเรียนแก่นวิทยาสาธิต อ.เมืองขอนแก่น",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567",
    "นักเรียน ด.ญ.ใบเตย ศรีสวัสดิ์  ชั้น ป.1/1  เลขประจำตัว 66117",
]
FEES_2_2567_TABLE = [
    FEES_HEAD,
    ("ค่าธรรมเนียมการเรียน", "17,800"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,000"),
    ("ค่ารถรับส่ง", "5,600"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวมทั้งสิ้น", "28,950"),
]
FEES_2_2567_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2567 ที่ฝ่ายการเงิน หรือโอนผ่านบัญชีโรงเรียน",
]
SCHOOL_LETTER = [
    "โรงเรียนแก่นวิทยาสาธิต",
    "ที่ กว.ส. 112/2568   วันที่ 2 มิถุนายน 2568",
    "เรื่อง ขออนุญาตพานักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้น ป.2",
    "ด้วยโรงเรียนจะพานักเรียนชั้น ป.2 ไปทัศนศึกษาที่อุทยานไดโนเสาร์ภูเวียง และพิพิธภัณฑ์ไดโนเสาร์ "
    "ในวันศุกร์ที่ 4 กรกฎาคม 2568 ออกเดินทาง 07:30 น. กลับถึงโรงเรียนประมาณ 16:00 น.",
    "ค่าใช้จ่ายคนละ 650 บาท (ค่ารถ ค่าเข้าชม อาหารกลางวัน) กรุณาส่งใบตอบรับพร้อมเงินภายในวันที่ 20 มิถุนายน 2568",
    "ให้นักเรียนสวมเสื้อพละ นำหมวกและขวดน้ำมาด้วย",
    "ลงชื่อ นางสาวรัตนา ทองดี ครูประจำชั้น ป.2/1",
]

# ---------------------------------------------------------------- slides
PLAN_2569 = [
    ("แผนบ้านต้นกล้า ปี 2569", "Baan Tonkla Coworking - แผนปีหน้า\nคุณพิมพ์ & คุณแบงค์  มิถุนายน 2568"),
    ("ปีนี้เป็นยังไง", "ครึ่งปีแรก 2568 รายได้รวม 633,400 บาท\nสมาชิกรายเดือน 21 คน ห้องส่วนตัวเต็ม 1 ห้อง"),
    ("เป้าหมายปี 2569", "สมาชิกรายเดือน 80 คน\nรายได้ทั้งปี 1.8 ล้านบาท\nห้องประชุมมีคนจองอย่างน้อย 60% ของวันทำการ"),
    ("ขยายพื้นที่", "เปิดชั้น 2 เพิ่ม 20 โต๊ะ และห้องส่วนตัวอีก 2 ห้อง\nงบปรับปรุงชั้น 2 450,000 บาท\n"
                   "เริ่มงานเดือนมกราคม 2569 เปิดใช้เดือนเมษายน 2569"),
    ("ห้องประชุม & phone booth", "ซื้อ phone booth 2 ตู้ ตู้ละ 65,000 บาท\nเปลี่ยนโปรเจกเตอร์ Hall A เป็นจอทีวี 86 นิ้ว"),
    ("การตลาด", "แพ็กเกจนักศึกษา ม.ขอนแก่น เดือนละ 1,500 บาท\nทำ LINE OA และโปรโมชันชวนเพื่อนลด 10%"),
]

# ---------------------------------------------------------------- notes, chats, email
TEXTS = {
    "ธุรกิจ Baan Tonkla/แชท LINE/LINE_คุณนก_อีสานซอฟต์.txt": (
        "[LINE] แชทกับ นก อีสานซอฟต์\n"
        "[02/06/2568 10:12] นก อีสานซอฟต์: สวัสดีค่ะคุณพิมพ์ ขอใบเสนอราคาห้องใหญ่ วันที่ 19-20 มิ.ย. อบรมพนักงาน 40 คนนะคะ\n"
        "[02/06/2568 10:30] พิมพ์ บ้านต้นกล้า: ได้เลยค่ะ เดี๋ยวส่งร่างให้ทางเมลวันนี้นะคะ\n"
        "[04/06/2568 14:05] นก อีสานซอฟต์: คุณพิมพ์คะ คนลดเหลือ 35 คนค่ะ ค่าห้องพอลดได้ไหมคะ งบเราตึงนิดนึง\n"
        "[04/06/2568 14:20] พิมพ์ บ้านต้นกล้า: ลดค่าห้องให้เหลือวันละ 8,500 ค่ะ โปรเจกเตอร์กับไมค์ไม่คิดเงินค่ะ\n"
        "[04/06/2568 14:22] นก อีสานซอฟต์: ขอบคุณมากค่ะ ส่งใบใหม่มาได้เลยค่ะ\n"
        "[06/06/2568 11:40] นก อีสานซอฟต์: โอนมัดจำแล้วนะคะ 16,959.50 บาท\n"
        "[10/06/2568 09:00] นก อีสานซอฟต์: คุณพิมพ์คะ วันที่ 20 มีคนกลับก่อนเที่ยง 5 คน ขอข้าวกล่องวันที่ 20 แค่ 30 กล่องนะคะ\n"
        "[10/06/2568 09:05] พิมพ์ บ้านต้นกล้า: รับทราบค่ะ สรุปข้าวกล่องวันที่ 19 35 กล่อง วันที่ 20 30 กล่อง รวม 65 กล่องนะคะ "
        "ส่วนต่างไปหักตอนจ่ายวันงานค่ะ\n"
        "[10/06/2568 09:06] นก อีสานซอฟต์: โอเคค่ะ ขอบคุณค่ะ\n"
    ),
    "ธุรกิจ Baan Tonkla/แชท LINE/LINE_สั่งกาแฟ_สยามบีน.txt": (
        "[LINE] แชทกับ เอ็ม สยามบีน\n"
        "[10/03/2568 16:02] พิมพ์ บ้านต้นกล้า: น้องเอ็ม รอบนี้พี่เอาเฮาส์เบลนด์ 10 โล นมโอ๊ต 3 ลัง แก้ว 8 ออนซ์ 2 แพ็กนะ\n"
        "[10/03/2568 16:10] เอ็ม สยามบีน: ได้ครับพี่ ส่งวันที่ 14 นะครับ\n"
        "[12/03/2568 08:45] พิมพ์ บ้านต้นกล้า: เอ็ม เปลี่ยนเฮาส์เบลนด์เป็น 12 โลนะ เดือนนี้มีงานสัมมนาเยอะ\n"
        "[12/03/2568 09:01] เอ็ม สยามบีน: รับทราบครับ เฮาส์เบลนด์ 12 โล ราคาโลละ 620 ปีนี้ขึ้นราคานะครับพี่\n"
        "[15/03/2568 13:30] เอ็ม สยามบีน: ของส่งแล้วครับ บิล INV-0457 ยอด 14,295.20 บาท เครดิต 30 วันครับ\n"
    ),
    "ธุรกิจ Baan Tonkla/email_GreenLeaf_booking.txt": (
        "From: Nicha Wongsa <nicha@greenleaf-th.org>\n"
        "To: Baan Tonkla Coworking <booking@baantonkla.co>\n"
        "Date: Tue, 3 Jun 2025 09:47 +0700\n"
        "Subject: Booking confirmation - Zero Waste Workshop, 14 June 2025\n\n"
        "Dear Khun Pim,\n\n"
        "Thank you for the call yesterday. I am happy to confirm our booking of Hall A for the GreenLeaf\n"
        "Zero Waste Workshop on Saturday 14 June 2025, from 09:00 to 16:00. We expect 45 participants.\n\n"
        "As agreed, the fee is 12,000 THB for the whole day, including the room, projector and two coffee\n"
        "breaks. We transferred the deposit of 6,000 THB on 2 June; the slip is attached. We will pay the\n"
        "remaining 6,000 THB in cash on the day.\n\n"
        "A few requests:\n"
        "- Please make the snacks vegetarian and serve drinks in glasses, not plastic cups.\n"
        "- Our team will arrive at 08:00 to set up the tables in groups of six.\n"
        "- We would like to borrow 2 whiteboards and 1 flip chart.\n\n"
        "Best regards,\nNicha Wongsa\nProgramme Coordinator, GreenLeaf Foundation\n081-459-2203\n"
    ),
    "ธุรกิจ Baan Tonkla/house_rules_members.md": (
        "# กติกาสมาชิก บ้านต้นกล้า (Member house rules)\n\n"
        "## เวลาเปิด (Opening hours)\n"
        "- จันทร์-เสาร์ 08:00-20:00 น. / อาทิตย์ 10:00-18:00 น.\n"
        "- สมาชิกโต๊ะประจำและห้องส่วนตัวเข้าได้ 07:00-22:00 น. ด้วยคีย์การ์ด\n\n"
        "## ปริ้นงาน (Printing)\n"
        "- สมาชิกรายเดือนปริ้นขาวดำ A4 ฟรี 50 แผ่นต่อเดือน (50 pages/month free)\n"
        "- เกินจากนั้น ขาวดำแผ่นละ 2 บาท (2 THB/page), สีแผ่นละ 8 บาท (8 THB/page)\n\n"
        "## ห้องประชุม (Meeting rooms)\n"
        "- สมาชิกรายเดือนได้เครดิตห้องประชุม 4 ชั่วโมงต่อเดือน จองผ่าน LINE OA\n"
        "- ยกเลิกฟรีก่อนเวลาจอง 24 ชั่วโมง\n\n"
        "## อื่น ๆ (Others)\n"
        "- พาแขกมาได้ คิดคนละ 50 บาท (guest fee 50 THB)\n"
        "- โซนเงียบห้ามคุยโทรศัพท์ ใช้ phone booth หรือระเบียง\n"
        "- กาแฟและชาฟรีสำหรับสมาชิก ล้างแก้วเองนะคะ\n"
    ),
    "ธุรกิจ Baan Tonkla/ราคาแพ็กเกจสมาชิก_2568.md": (
        "# ราคาแพ็กเกจ ปี 2568 (ใช้ตั้งแต่ 1 พ.ค. 2568)\n\n"
        "| แพ็กเกจ | ราคา |\n|---|---|\n"
        "| Day pass | 150 บาท/วัน |\n"
        "| บัตร 10 วัน (10-day pass) | 1,300 บาท |\n"
        "| Hot desk รายเดือน | 2,500 บาท |\n"
        "| โต๊ะประจำ (Dedicated desk) | 3,500 บาท/เดือน |\n"
        "| ห้องส่วนตัว 4 คน (Private office) | 15,000 บาท/เดือน |\n"
        "| Hall B (8 คน) | 400 บาท/ชม. |\n"
        "| Hall A (40 คน) | 9,500 บาท/วัน |\n"
    ),
    "ธุรกิจ Baan Tonkla/บันทึกประชุมหุ้นส่วน_มี.ค.68.md": (
        "# ประชุมหุ้นส่วน พิมพ์ + แบงค์  วันที่ 18 มีนาคม 2568\n\n"
        "## เรื่องที่คุย\n"
        "- ยอดไตรมาสแรกดีขึ้น ห้องส่วนตัว P3 ให้ KK Digital เช่าแล้วตั้งแต่ 1 มี.ค.\n"
        "- เก้าอี้โซน hot desk พังหลายตัว ลูกค้าบ่น\n"
        "- ค่าไฟขึ้นมาก ช่วงหน้าร้อนแอร์ทำงานหนัก\n\n"
        "## ตกลงกันว่า\n"
        "- ขึ้นราคา day pass จาก 120 เป็น 150 บาท เริ่ม 1 พฤษภาคม 2568\n"
        "- ซื้อเก้าอี้ ergonomic 12 ตัว งบไม่เกิน 54,000 บาท (ใบเสนอราคา Ergo Living 52,980 บาท)\n"
        "- จ้างพาร์ทไทม์ดูแลร้านวันเสาร์-อาทิตย์ วันละ 450 บาท เริ่ม พ.ค.\n"
        "- ตั้งเวลาแอร์ปิดอัตโนมัติ 20:30 น.\n"
        "- แบงค์ไปคุยกับ ม.ขอนแก่น เรื่องแพ็กเกจนักศึกษา\n\n"
        "## นัดครั้งหน้า\n- 17 มิถุนายน 2568 ดูยอดครึ่งปี\n"
    ),
    "บ้าน Home/LINE_ครอบครัว.txt": (
        "[LINE] บ้านเรา 🏠\n"
        "[01/06/2568 19:20] ตี๋: วันเสาร์นี้ไปกินข้าววันเกิดแม่ที่ร้านริมบึงนะ จองไว้ 6 โมงเย็น\n"
        "[01/06/2568 19:25] พิมพ์: โอเค ซื้อของขวัญแล้ว 2,500\n"
        "[03/06/2568 07:10] ตี๋: รถเข้าศูนย์วันพฤหัส เช็คระยะ 60,000 โล\n"
        "[03/06/2568 07:12] พิมพ์: ไปรับใบเตยตอนเย็นด้วยนะ พิมพ์ติดงานที่ร้าน\n"
        "[05/06/2568 20:40] ยาย: ขอบใจลูกๆ ทุกคนนะ\n"
    ),
}


def _sales_book(path: Path, rows: list[tuple], year: str, bookings: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"ยอดขายบ้านต้นกล้า ปี {year} (Baan Tonkla income {year}, THB)"])
    sheet.append(list(SALES_HEAD))
    for row in rows:
        sheet.append([*row, sum(row[1:])])
    sheet.append(["รวม (Total)", *[sum(r[i] for r in rows) for i in range(1, 5)], sum(sum(r[1:]) for r in rows)])
    for column in range(2, 7):
        money_format(sheet, column)
    extra = book.create_sheet("งานใหญ่ Big bookings")
    extra.append(["วันที่ (Date)", "ลูกค้า (Customer)", "ห้อง (Room)", "ค่าห้อง (Room fee, THB)"])
    for row in bookings:
        extra.append(list(row))
    money_format(extra, 4)
    book.save(path)


def _costs_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่าย 2568"
    sheet.append(["ค่าใช้จ่ายร้าน ปี 2568 (Operating costs, THB)"])
    sheet.append(["รายการ (Item)", *MONTHS_2568])
    for name, values in COSTS_2568:
        sheet.append([name, *values])
    totals = [round(sum(values[i] for _, values in COSTS_2568), 2) for i in range(len(MONTHS_2568))]
    sheet.append(["รวม (Total)", *totals])
    for column in range(2, 2 + len(MONTHS_2568)):
        money_format(sheet, column)
    book.save(path)


def _home_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Pim's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจ Baan Tonkla"
    quotes, contracts = biz / "ใบเสนอราคา", biz / "สัญญา Contracts"
    accounts, suppliers, home = biz / "บัญชี Accounts", biz / "Suppliers", docs / "บ้าน Home"
    for folder in (quotes, contracts, accounts, suppliers, home):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(quotes / "ใบเสนอราคา_อีสานซอฟต์_ร่าง.docx", QUOTE_ISANSOFT_DRAFT_TOP,
               table=QUOTE_ISANSOFT_DRAFT_TABLE, bottom=QUOTE_ISANSOFT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อีสานซอฟต์_ส่งจริง.docx", QUOTE_ISANSOFT_FINAL_TOP,
               table=QUOTE_ISANSOFT_FINAL_TABLE, bottom=QUOTE_ISANSOFT_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สมาคมนักบัญชีขอนแก่น.docx", QUOTE_ACCOUNTANTS_TOP,
               table=QUOTE_ACCOUNTANTS_TABLE, bottom=QUOTE_ACCOUNTANTS_BOTTOM)

    write_docx(contracts / "Contract_PrivateOffice_KKDigital.docx", CONTRACT_KK_TOP,
               headings=CONTRACT_KK_SECTIONS, bottom=CONTRACT_KK_BOTTOM)
    write_docx(contracts / "สัญญาโต๊ะประจำ_คุณอาร์ม.docx", CONTRACT_ARM)

    _sales_book(accounts / "ยอดขาย_2568.xlsx", SALES_2568, "2568", BIG_BOOKINGS_2568)
    _sales_book(accounts / "ยอดขาย_2567.xlsx", SALES_2567, "2567",
                [("09/11/2567", "สมาคมนักบัญชีและผู้สอบบัญชีขอนแก่น", "Hall A + B", 13000)])
    _costs_book(accounts / "ค่าใช้จ่ายร้าน_2568.xlsx")

    make_pdf(suppliers / "SiamBean_pricelist_2025.pdf", SIAMBEAN_2025)
    write_docx(suppliers / "ใบราคา_สยามบีน_2567.docx", SIAMBEAN_2567_TOP,
               table=SIAMBEAN_2567_TABLE, bottom=SIAMBEAN_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_SiamBean_INV-0457.pdf", SIAMBEAN_INVOICE)
    make_pdf(suppliers / "IsanNet_invoice_May2025.pdf", ISANNET_INVOICE)
    make_pdf(suppliers / "ErgoLiving_quotation_chairs.pdf", ERGO_QUOTE)
    make_pdf(suppliers / "PEA_bill_shop_May2025.pdf", PEA_SHOP)

    write_slides(biz / "แผนปี_2569.pptx", PLAN_2569)
    write_texts(docs, TEXTS)

    make_pdf(home / "PEA_bill_home_May2025.pdf", PEA_HOME)
    make_pdf(home / "Insurance_renewal_SiamLife_2025.pdf", INSURANCE)
    write_docx(home / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_1_2568_TOP, table=FEES_1_2568_TABLE,
               bottom=FEES_1_2568_BOTTOM)
    write_docx(home / "ค่าเทอม_ใบเตย_เทอม2-2567.docx", FEES_2_2567_TOP, table=FEES_2_2567_TABLE,
               bottom=FEES_2_2567_BOTTOM)
    write_docx(home / "จดหมายโรงเรียน_ทัศนศึกษา.docx", SCHOOL_LETTER)
    _home_book(home / "รายจ่ายบ้าน_2568.xlsx")
    return docs


WORKSPECT = {
    "todo.md": "- ส่งใบเสนอราคาให้สมาคมนักบัญชี ตามเรื่องมัดจำ\n"
               "- ต่อประกันสุขภาพครอบครัวก่อนสิ้นเดือน\n"
               "- สั่งกาแฟรอบใหม่กับน้องเอ็ม\n"
               "- ส่งใบตอบรับทัศนศึกษาใบเตย\n",
}


def seed_workspect(workspect: Path) -> None:
    """Pim's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
