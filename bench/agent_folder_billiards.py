"""Break Point Snooker Club (เบรกพอยต์ สนุ๊กเกอร์ คลับ): the folder of one owner's business and household papers.

The owner is Kanlaya Srisuk (กัลยา ศรีสุข, "พี่กัน"), who runs Break Point Snooker Club, a snooker and pool hall
with six snooker tables and four pool tables, drinks and Isan food, on Mittraphap Road in Khon Kaen. She lives
with her husband Teera (ธีระ), her son Phum (น้องภูมิ, Prathom 4), her daughter Baitoey (น้องใบเตย) and her
mother Boonmee (แม่บุญมี). Her Documents folder holds:

ร้าน BreakPoint/ใบเสนอราคา/
- ใบเสนอราคา_ขอนแก่นมอเตอร์_ร่าง.docx: draft quote QT-2568-031 to Khon Kaen Motor Sales for a staff party
  (8 tables, 60 guests, 25,900 baht).
- ใบเสนอราคา_ขอนแก่นมอเตอร์_final.docx: the final of the same quote (10 tables, 75 guests, 34,500 baht).
- ใบเสนอราคา_ธนาคารอีสานพัฒนา.docx: a similar quote QT-2568-034 to a bank branch (26 Dec 2568, 21,900 baht).
ร้าน BreakPoint/Suppliers/
- ProCue_pricelist_2025.pdf: Pro Cue Supply Co., Ltd. dealer price list 2025 (English).
- ราคาโปรคิว_2567.xlsx: the same firm's price list for 2567 (Thai, as บริษัท โปรคิว ซัพพลาย จำกัด).
- ProCue_invoice_INV-2025-1187.pdf: Pro Cue's invoice for cloth, balls and chalk (109,621.50 THB).
- แชทไลน์_พี่เอก_โปรคิว.txt: LINE chat with the Pro Cue salesman; the order changes from 4 to 6 cloths, 2 to 1
  ball set, delivery from 14 to 18 Nov.
- ใบเสนอราคา_ช่างวิทย์_ซ่อมโต๊ะ.docx: table technician's quote for recloth labour, levelling and cushions.
- email_KKBeverage_newprice.txt: an English email from Khon Kaen Beverage Co. with prices from 1 Jan 2026.
ร้าน BreakPoint/บัญชี/
- ยอดขาย_2568.xlsx: this year's book, income sheet (months as rows) and expenses sheet (months as columns).
- ยอดขาย_2567.xlsx: last year's book, same layout, twelve months.
- เงินเดือนพนักงาน_2568.xlsx: staff salaries, night-shift pay, social security and net pay.
ร้าน BreakPoint/
- สัญญาเช่าร้าน.docx: the shop lease (38,000 baht a month, deposit 114,000 baht, 1 Mar 2567 - 28 Feb 2570).
- แผนปี2569.pptx: slides of next year's plan (two pool tables, a league, membership, 450,000 baht budget).
- กติกา_BreakPointCup_ครั้งที่3.md: rules and prizes of the club's December tournament.
- ประกาศราคาค่าโต๊ะ.md: the table-rate notice on the wall.
- แชทกลุ่มพนักงาน.txt: LINE export of the staff group.
ร้าน BreakPoint/บิล_ประกัน/
- PEA_bill_club_Nov2025.pdf: the club's electricity bill (English).
- fire_insurance_renewal_2026.pdf: the insurer's letter on renewing the club's fire policy.
บ้าน/
- ลูกๆ/ค่าเทอม_น้องภูมิ_เทอม2_2568.docx: the son's term-2 school fee notice (24,350 baht).
- ลูกๆ/ใบเสร็จ_ว่ายน้ำ_ใบเตย.txt: the daughter's swimming-course receipt.
- ประกัน/health_insurance_Teera_2026.pdf: the husband's health-insurance premium notice (English).
- ประกัน/ต่อประกันรถ_ฟอร์จูนเนอร์_2569.docx: the car-insurance renewal offer (Thai).
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet a month (Sep, Oct, Nov 2568).
- home_electricity_Nov2025.pdf: the house's electricity bill (English).
- แชทครอบครัว_บ้านศรีสุข.txt: the family LINE group; grandma's birthday dinner moves from 7 to 6 Dec.
- รายการซื้อของ_makro.txt: a shopping list.
Travel/
- ทริปหนองคาย_ปีใหม่.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้าน BreakPoint"
HEAD = ["เบรกพอยต์ สนุ๊กเกอร์ คลับ (Break Point Snooker Club)",
        "88/9 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000  โทร 081-765-4321  LINE: @breakpointkk"]
QUOTE_COLS = ("ลำดับ", "รายการ", "จำนวน", "หน่วยละ (บาท)", "จำนวนเงิน (บาท)")

QUOTE_KKM_DRAFT = {
    "top": HEAD + [
        "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
        "วันที่ 3 พฤศจิกายน 2568",
        "เรียน คุณวรรณา ฝ่ายบุคคล บริษัท ขอนแก่นมอเตอร์เซลส์ จำกัด",
        "เรื่อง เสนอราคาจัดงานเลี้ยงปีใหม่พนักงาน พร้อมแข่งสนุ๊กเกอร์ภายใน "
        "วันเสาร์ที่ 20 ธันวาคม 2568 เวลา 17:00-22:00 น.",
    ],
    "table": [QUOTE_COLS,
              ("1", "ค่าโต๊ะ (สนุ๊ก/พูล) เหมา 5 ชั่วโมง", "8 โต๊ะ", "600", "4,800"),
              ("2", "บุฟเฟ่ต์อาหารอีสาน", "60 ท่าน", "250", "15,000"),
              ("3", "น้ำดื่ม น้ำอัดลม ไม่อั้น", "60 ท่าน", "60", "3,600"),
              ("4", "ถ้วยรางวัลและของรางวัลแข่งภายใน", "1 ชุด", "2,500", "2,500"),
              ("", "รวมเป็นเงินทั้งสิ้น", "", "", "25,900")],
    "bottom": ["ราคารวมทุกอย่างแล้ว ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
               "ชำระมัดจำ 30% เมื่อยืนยันการจอง ส่วนที่เหลือชำระในวันงาน",
               "ยืนราคา 30 วัน",
               "** ร่าง รอคุณวรรณายืนยันจำนวนคนอีกที **"],
}
QUOTE_KKM_FINAL = {
    "top": HEAD + [
        "ใบเสนอราคา  เลขที่ QT-2568-031",
        "วันที่ 7 พฤศจิกายน 2568",
        "เรียน คุณวรรณา ฝ่ายบุคคล บริษัท ขอนแก่นมอเตอร์เซลส์ จำกัด",
        "เรื่อง เสนอราคาจัดงานเลี้ยงปีใหม่พนักงาน พร้อมแข่งสนุ๊กเกอร์ภายใน "
        "วันเสาร์ที่ 20 ธันวาคม 2568 เวลา 17:00-22:00 น.",
    ],
    "table": [QUOTE_COLS,
              ("1", "ค่าโต๊ะ (สนุ๊ก/พูล) เหมาทั้งร้าน 5 ชั่วโมง", "10 โต๊ะ", "600", "6,000"),
              ("2", "บุฟเฟ่ต์อาหารอีสาน (เพิ่มไก่ย่างและส้มตำถาด)", "75 ท่าน", "280", "21,000"),
              ("3", "น้ำดื่ม น้ำอัดลม ไม่อั้น", "75 ท่าน", "60", "4,500"),
              ("4", "ถ้วยรางวัลและของรางวัลแข่งภายใน", "1 ชุด", "3,000", "3,000"),
              ("", "รวมเป็นเงินทั้งสิ้น", "", "", "34,500")],
    "bottom": ["ราคารวมทุกอย่างแล้ว ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
               "ชำระมัดจำ 30% เป็นเงิน 10,350 บาท ภายในวันที่ 20 พฤศจิกายน 2568 ส่วนที่เหลือชำระในวันงาน",
               "โอนเข้าบัญชีกสิกรไทย 045-2-88913-7 ชื่อบัญชี นางกัลยา ศรีสุข",
               "ยืนราคา 30 วัน",
               "ลงชื่อ กัลยา ศรีสุข ผู้เสนอราคา"],
}
QUOTE_BANK = {
    "top": HEAD + [
        "ใบเสนอราคา  เลขที่ QT-2568-034",
        "วันที่ 12 พฤศจิกายน 2568",
        "เรียน ผู้จัดการ ธนาคารอีสานพัฒนา สาขาศรีจันทร์",
        "เรื่อง เสนอราคาจัดงานเลี้ยงส่งท้ายปีพนักงาน วันศุกร์ที่ 26 ธันวาคม 2568 เวลา 18:00-23:00 น.",
    ],
    "table": [QUOTE_COLS,
              ("1", "ค่าโต๊ะ (สนุ๊ก/พูล) เหมา 5 ชั่วโมง", "6 โต๊ะ", "600", "3,600"),
              ("2", "บุฟเฟ่ต์อาหารอีสาน (เพิ่มไก่ย่างและส้มตำถาด)", "45 ท่าน", "280", "12,600"),
              ("3", "น้ำดื่ม น้ำอัดลม ไม่อั้น", "45 ท่าน", "60", "2,700"),
              ("4", "ถ้วยรางวัลและของรางวัลแข่งภายใน", "1 ชุด", "3,000", "3,000"),
              ("", "รวมเป็นเงินทั้งสิ้น", "", "", "21,900")],
    "bottom": ["ราคารวมทุกอย่างแล้ว ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
               "ชำระมัดจำ 30% เป็นเงิน 6,570 บาท เมื่อยืนยันการจอง ส่วนที่เหลือชำระในวันงาน",
               "ยืนราคา 30 วัน",
               "ลงชื่อ กัลยา ศรีสุข ผู้เสนอราคา"],
}

PROCUE_2025 = [
    "PRO CUE SUPPLY CO., LTD.\n123/45 Ratchadaphisek Road, Huai Khwang, Bangkok 10310  Tel. 02-274-5566\n"
    "DEALER PRICE LIST 2025 (effective 1 January 2025)\nPrices in THB, excluding VAT 7%\n \n"
    "Code     Item                                              Unit          Price\n"
    "CL-860   Simonis 860 cloth, snooker 12 ft (bed + cushions)  set           14,500\n"
    "CL-760   Simonis 760 cloth, pool 8 ft                       set            8,200\n"
    "TP-KM    Kamui Original tips (M)                            box of 10      4,950\n"
    "TP-EL    Elk Master tips                                    box of 50        780\n"
    "CH-MA    Master chalk                                       box of 144     1,150\n"
    "BL-AR    Aramith Tournament snooker ball set 1G             set           12,800\n"
    "BL-PL    Aramith Premium pool ball set                      set            4,300\n"
    "CU-HS    House cue 57 inch, ash                             piece            650\n"
    "CU-RK    Wall cue rack, 10 slots                            piece          2,400\n"
    "TR-SV    Recloth labour (Bangkok only)                      table          2,500",
    "Terms\n- 30 days credit for registered dealers.\n- Free delivery in Bangkok; upcountry delivery 350 THB per order.\n"
    "- Cloth orders of 5 sets or more: please allow 10 days.\nContact: Eak Chaiwat, sales, 089-441-2087",
]
PROCUE_2567 = [  # code, item, unit, price
    ("CL-860", "ผ้าสักหลาด Simonis 860 โต๊ะสนุ๊กเกอร์ 12 ฟุต (พื้น+ขอบ)", "ชุด", 13200),
    ("CL-760", "ผ้าสักหลาด Simonis 760 โต๊ะพูล 8 ฟุต", "ชุด", 7600),
    ("TP-KM", "หัวคิว Kamui Original (M)", "กล่อง 10 หัว", 4500),
    ("TP-EL", "หัวคิว Elk Master", "กล่อง 50 หัว", 720),
    ("CH-MA", "ชอล์ก Master", "กล่อง 144 ก้อน", 1050),
    ("BL-AR", "ลูกสนุ๊กเกอร์ Aramith Tournament 1G", "ชุด", 11900),
    ("BL-PL", "ลูกพูล Aramith Premium", "ชุด", 3950),
    ("CU-HS", "ไม้คิวร้าน 57 นิ้ว ไม้แอช", "อัน", 590),
    ("CU-RK", "ที่แขวนคิวติดผนัง 10 ช่อง", "อัน", 2200),
    ("TR-SV", "ค่าแรงเปลี่ยนผ้า (เฉพาะกรุงเทพฯ)", "โต๊ะ", 2200),
]
INVOICE = [
    "PRO CUE SUPPLY CO., LTD.\n123/45 Ratchadaphisek Road, Huai Khwang, Bangkok 10310  Tax ID 0105551234567\n"
    "TAX INVOICE / INVOICE\nNo. INV-2025-1187        Date: 17 November 2025\n"
    "Bill to: Break Point Snooker Club (Mrs. Kanlaya Srisuk)\n88/9 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Ref: LINE order 5 Nov 2025, changed 8 Nov 2025\n \n"
    "Item                                          Qty   Unit price     Amount\n"
    "CL-860 Simonis 860 cloth, snooker 12 ft set     6    14,500.00   87,000.00\n"
    "BL-AR Aramith Tournament snooker ball set       1    12,800.00   12,800.00\n"
    "CH-MA Master chalk, box of 144                  2     1,150.00    2,300.00\n"
    "Upcountry delivery                              1       350.00      350.00\n \n"
    "Subtotal   102,450.00\nVAT 7%       7,171.50\nTotal      109,621.50 THB\n \n"
    "Payment due: 17 December 2025 (30 days credit)\n"
    "Transfer to: Kasikornbank, Pro Cue Supply Co., Ltd., account 123-4-56789-0",
]
CHAT_EAK = """[05/11/2568 10:12] พี่เอก โปรคิว: สวัสดีครับพี่กัน ใบราคาปี 2025 ส่งให้ในไฟล์แล้วนะครับ
[05/11/2568 10:20] กัลยา: ค่ะพี่เอก ขอสั่งผ้า Simonis 860 4 ผืน ลูก Aramith สนุ๊ก 2 ชุด ชอล์ก Master 2 กล่องค่ะ
[05/11/2568 10:25] พี่เอก โปรคิว: รับทราบครับ ส่งถึงขอนแก่นได้วันที่ 14 พ.ย. นะครับ
[05/11/2568 10:26] กัลยา: โอเคค่ะ
[08/11/2568 21:03] กัลยา: พี่เอกคะ ขอเปลี่ยนนิดนึง ผ้าขอเพิ่มเป็น 6 ผืนเลยค่ะ เปลี่ยนทีเดียวทุกโต๊ะสนุ๊ก
[08/11/2568 21:04] กัลยา: ส่วนลูกเอาแค่ 1 ชุดพอ อีกชุดยังใช้ได้อยู่ค่ะ
[08/11/2568 21:30] พี่เอก โปรคิว: ได้ครับ งั้นเป็นผ้า 6 ผืน ลูก 1 ชุด ชอล์ก 2 กล่องเหมือนเดิมนะครับ ผ้าต้องรอของเข้าเพิ่ม ขอเลื่อนส่งเป็นวันที่ 18 พ.ย. ได้ไหมครับ
[08/11/2568 21:41] กัลยา: ได้ค่ะ 18 พ.ย. นะคะ ช่างวิทย์จะเข้ามาปูผ้าวันที่ 19-20 พ.ย.
[17/11/2568 16:10] พี่เอก โปรคิว: ส่งใบแจ้งหนี้ให้ทางอีเมลแล้วครับ ยอด 109,621.50 บาท รวม VAT แล้ว ครบกำหนด 17 ธ.ค. ครับ
[18/11/2568 11:52] กัลยา: ของถึงแล้วค่ะ ขอบคุณค่ะพี่เอก
"""
REPAIR_QUOTE = {
    "top": ["วิทย์ บิลเลียด เซอร์วิส (ช่างวิทย์ ทองดี)",
            "รับปูผ้า ปรับระดับโต๊ะ ซ่อมขอบยาง ทั่วภาคอีสาน  โทร 086-239-5510",
            "ใบเสนอราคา",
            "วันที่ 1 พฤศจิกายน 2568",
            "เรียน คุณกัลยา ศรีสุข ร้านเบรกพอยต์ สนุ๊กเกอร์ คลับ ขอนแก่น"],
    "table": [("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
              ("ค่าแรงปูผ้าสักหลาดโต๊ะสนุ๊กเกอร์ 12 ฟุต (ผ้าลูกค้าจัดหาเอง)", "6 โต๊ะ", "2,000", "12,000"),
              ("ปรับระดับหินโต๊ะ", "6 โต๊ะ", "800", "4,800"),
              ("เปลี่ยนยางขอบโต๊ะ (cushion rubber) โต๊ะ 5", "1 ชุด", "6,500", "6,500"),
              ("รวมทั้งสิ้น", "", "", "23,300")],
    "bottom": ["เข้าทำงานวันที่ 19-20 พฤศจิกายน 2568 (ปิดโต๊ะสนุ๊กช่วงกลางวัน)",
               "ชำระเงินสดหรือโอนหลังงานเสร็จ รับประกันงานปูผ้า 3 เดือน",
               "ลงชื่อ วิทย์ ทองดี"],
}
EMAIL_BEV = """From: Nattapong S. <sales@kkbeverage.co.th>
To: Kanlaya Srisuk <breakpoint.kk@gmail.com>
Date: Mon, 24 Nov 2025 09:14
Subject: New prices from 1 January 2026 - Khon Kaen Beverage Co., Ltd.

Dear Khun Kanlaya,

Thank you for being our customer at Break Point Snooker Club. Because of the new excise rates and
transport costs, our prices will change from 1 January 2026:

- Beer, large bottle 620 ml, case of 12: 780 THB (now 745 THB)
- Soda water 325 ml, case of 24: 210 THB (now 198 THB)
- Drinking water 600 ml, pack of 12: 52 THB (no change)
- Ice, bag of 20 kg: 45 THB (now 40 THB)

Customers who order 20 cases or more a month keep a 3% discount. Orders placed and paid by
26 December 2025 are still charged at the old prices, so you may want to stock up before New Year.

Best regards,
Nattapong S.
Sales, Khon Kaen Beverage Co., Ltd. (ขอนแก่นเบฟเวอเรจ)
Tel. 043-221-889
"""
LEASE = {
    "top": ["สัญญาเช่าอาคารพาณิชย์",
            "ทำที่ จังหวัดขอนแก่น วันที่ 15 กุมภาพันธ์ 2567",
            "ผู้ให้เช่า: นายประเสริฐ วงศ์ใหญ่  ผู้เช่า: นางกัลยา ศรีสุข (ร้านเบรกพอยต์ สนุ๊กเกอร์ คลับ)"],
    "headings": [
        ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 2 ชั้น 2 คูหา เลขที่ 88/9 และ 88/10 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.ขอนแก่น "
                               "เพื่อใช้ประกอบกิจการร้านสนุ๊กเกอร์และจำหน่ายอาหารเครื่องดื่ม"),
        ("ข้อ 2 ระยะเวลาเช่า", "3 ปี เริ่มวันที่ 1 มีนาคม 2567 สิ้นสุดวันที่ 28 กุมภาพันธ์ 2570"),
        ("ข้อ 3 ค่าเช่า", "เดือนละ 38,000 บาท (สามหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน\n"
                          "หากชำระล่าช้า ผู้เช่ายอมเสียค่าปรับวันละ 300 บาท"),
        ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 114,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา "
                             "ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา เมื่อหักค่าเสียหาย (ถ้ามี)"),
        ("ข้อ 5 ค่าใช้จ่าย", "ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา ค่าโทรศัพท์เอง ผู้ให้เช่าชำระภาษีที่ดินและสิ่งปลูกสร้าง"),
        ("ข้อ 6 การตกแต่ง", "ผู้เช่าตกแต่งต่อเติมภายในได้โดยไม่กระทบโครงสร้าง เมื่อสิ้นสุดสัญญาต้องคืนสภาพเดิม"),
        ("ข้อ 7 การต่อสัญญาและการบอกเลิก", "ผู้เช่ามีสิทธิ์ต่อสัญญาอีก 3 ปี โดยค่าเช่าปรับขึ้นไม่เกิน 5% "
                                          "ต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน"),
    ],
    "bottom": ["ลงชื่อ ประเสริฐ วงศ์ใหญ่ ผู้ให้เช่า", "ลงชื่อ กัลยา ศรีสุข ผู้เช่า", "ลงชื่อ ธีระ ศรีสุข พยาน"],
}
PLAN_SLIDES = [
    ("แผนปี 2569 Break Point Snooker Club", "เตรียมโดย กัลยา ศรีสุข - ธันวาคม 2568"),
    ("ทบทวนปี 2568", "ค่าโต๊ะเฉลี่ยเดือนละประมาณ 138,000 บาท\nวันธรรมดาหลัง 4 ทุ่มโต๊ะว่างเยอะ\n"
                    "ลูกค้าพูลรอคิวนานช่วงศุกร์-เสาร์"),
    ("เพิ่มโต๊ะพูล 2 โต๊ะ", "ซื้อโต๊ะพูล 9 ฟุต 2 โต๊ะ งบ 180,000 บาท\nติดตั้งเดือนมีนาคม 2569 ชั้น 2"),
    ("Break Point League", "แข่งลีกทีมทุกวันอาทิตย์สุดท้ายของเดือน\nค่าสมัครทีมละ 1,200 บาท รับ 12 ทีม"),
    ("ระบบสมาชิก", "บัตรสมาชิกปีละ 990 บาท ลดค่าโต๊ะ 15%\nเป้าหมาย 300 สมาชิกภายในสิ้นปี 2569"),
    ("งบลงทุนปี 2569", "รวมงบลงทุน 450,000 บาท\nโต๊ะพูล 180,000 / แอร์ใหม่ 2 ตัว 96,000 / "
                       "ป้ายไฟและตกแต่ง 74,000 / ระบบจองโต๊ะออนไลน์ 100,000"),
    ("เป้าหมาย", "รายรับค่าโต๊ะเพิ่มขึ้น 12% จากปี 2568\nคืนทุนภายใน 18 เดือน"),
]
CUP_RULES = """# Break Point Cup ครั้งที่ 3 - สนุ๊กเกอร์ 6 แดง

จัดที่ร้านเบรกพอยต์ สนุ๊กเกอร์ คลับ วันเสาร์-อาทิตย์ที่ 13-14 ธันวาคม 2568

## การสมัคร
- รับ 64 คน ค่าสมัครคนละ 500 บาท
- ปิดรับสมัครวันที่ 10 ธันวาคม 2568 หรือเมื่อครบ 64 คน
- สมัครที่เคาน์เตอร์ หรือ LINE @breakpointkk

## กติกา
- แข่งแบบแพ้คัดออก รอบแรกถึงรอบ 8 คน ชนะ 3 ใน 5 เฟรม
- รอบรองชนะเลิศ ชนะ 4 ใน 7 เฟรม รอบชิงชนะเลิศ ชนะ 5 ใน 9 เฟรม
- มาช้าเกิน 15 นาที ปรับแพ้ 1 เฟรม มาช้าเกิน 30 นาที ปรับแพ้ทั้งแมตช์
- ใช้ลูก Aramith ชุดใหม่ และผ้า Simonis 860 ที่เพิ่งเปลี่ยน

## รางวัล
- ชนะเลิศ เงินรางวัล 15,000 บาท พร้อมถ้วย
- รองชนะเลิศอันดับ 1 เงินรางวัล 7,000 บาท
- รองชนะเลิศอันดับ 2 (2 คน) คนละ 3,000 บาท
- เบรกสูงสุดของรายการ 1,000 บาท
"""
RATE_NOTICE = """# ประกาศอัตราค่าโต๊ะ เบรกพอยต์ สนุ๊กเกอร์ คลับ (ใช้ตั้งแต่ 1 มิ.ย. 2568)

| โต๊ะ | 10:00-18:00 | 18:00-02:00 |
|---|---|---|
| สนุ๊กเกอร์ 12 ฟุต | 100 บาท/ชม. | 140 บาท/ชม. |
| พูล 8 ฟุต | 80 บาท/ชม. | 110 บาท/ชม. |

- นักเรียนนักศึกษาแสดงบัตร ลด 20 บาท/ชม. (ก่อน 18:00)
- เหมาโต๊ะงานเลี้ยง 5 ชั่วโมง โต๊ะละ 600 บาท
- ร้านปิด 02:00 น.
"""
CHAT_STAFF = """[12/11/2568 13:05] กัลยา: แจ้งทุกคน 19-20 พ.ย. ช่างวิทย์มาปูผ้าโต๊ะสนุ๊ก กลางวันปิดโต๊ะสนุ๊กนะ เปิดแค่พูล
[12/11/2568 13:10] นัท: รับทราบครับพี่กัน
[12/11/2568 13:12] แดง: โต๊ะ 5 ขอบยางมุมซ้ายเด้งไม่ดีแล้วค่ะ ลูกค้าบ่น
[12/11/2568 13:15] กัลยา: ช่างวิทย์จะเปลี่ยนยางให้ด้วย
[15/11/2568 22:40] บอย: คืนนี้โต๊ะเต็มทั้งร้านครับ มีคนรอคิวพูล 3 โต๊ะ
[16/11/2568 10:02] ป้าเล็ก: วันนี้ป้าขอออกเร็ว 1 ชม.นะ หลานไม่สบาย
[16/11/2568 10:05] กัลยา: ได้ค่ะป้า เดี๋ยวให้บอยช่วยหน้าครัว
"""
SCHOOL_FEES = {
    "top": ["โรงเรียนสาธิตแก่นนคร จังหวัดขอนแก่น",
            "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
            "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ศรีสุข  ชั้น ป.4/2  เลขประจำตัว 6123",
            "ผู้ปกครอง นางกัลยา ศรีสุข"],
    "table": [("รายการ", "จำนวนเงิน (บาท)"),
              ("ค่าธรรมเนียมการเรียน", "18,500"),
              ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
              ("ค่ากิจกรรมและทัศนศึกษา", "1,500"),
              ("ค่าเรียนคอมพิวเตอร์และภาษาอังกฤษเสริม", "750"),
              ("รวมทั้งสิ้น", "24,350")],
    "bottom": ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงิน หรือโอนผ่านธนาคารกรุงไทย บัญชี 413-0-55621-8",
               "ชำระหลังกำหนด ปรับวันละ 50 บาท",
               "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568"],
}
SWIM_RECEIPT = """ใบเสร็จรับเงิน
สระว่ายน้ำอควาคิดส์ ขอนแก่น (Aqua Kids Swim School)
เลขที่ AK-2568-0457   วันที่ 2 ต.ค. 2568
ได้รับเงินจาก คุณกัลยา ศรีสุข
ค่าเรียนว่ายน้ำ ด.ญ.ใบเตย ศรีสุข คอร์สเด็กเล็ก 8 ครั้ง (ทุกวันเสาร์ 09:00-10:00)
เริ่ม 4 ต.ค. 2568 ถึง 22 พ.ย. 2568
จำนวนเงิน 2,400 บาท (สองพันสี่ร้อยบาทถ้วน)  ชำระโดย โอนเงิน
ผู้รับเงิน ครูแนน
"""
HEALTH_INS = [
    "SIAM LIFE ASSURANCE PUBLIC COMPANY LIMITED\nPREMIUM DUE NOTICE\nDate: 28 November 2025\n \n"
    "Policy owner / insured: Mr. Teera Srisuk\nPolicy no.: HL-5520137    Plan: Health Plus 2M (individual health)\n"
    "Policy year: 15 January 2026 - 14 January 2027\n \n"
    "Annual premium: 21,600.00 THB\n(previous year 19,800.00 THB; the premium changes as the insured enters age band 45-49)\n"
    "Due date: 15 January 2026. Grace period: 31 days.\n \n"
    "Benefits: room and board up to 6,000 THB per day, annual limit 2,000,000 THB.\n"
    "Pay at any branch, by bank transfer, or by credit card via the Siam Life app.\n"
    "Agent: Ms. Jiraporn K., tel. 081-552-0934",
]
CAR_INS = {
    "top": ["เมืองพลประกันภัย จำกัด (มหาชน)",
            "ใบเสนอต่ออายุกรมธรรม์ประกันภัยรถยนต์ ปี 2569",
            "วันที่ 25 พฤศจิกายน 2568",
            "เรียน คุณธีระ ศรีสุข",
            "รถยนต์ Toyota Fortuner 2.4 ปี 2564 ทะเบียน กข 1234 ขอนแก่น",
            "กรมธรรม์เดิมสิ้นสุดวันที่ 12 มกราคม 2569"],
    "table": [("ทางเลือก", "ทุนประกัน (บาท)", "ค่าเสียหายส่วนแรก", "เบี้ยประกันรวมภาษีอากร (บาท)"),
              ("ประกันชั้น 1 ซ่อมศูนย์", "850,000", "ไม่มี", "18,900"),
              ("ประกันชั้น 1 ซ่อมอู่", "850,000", "1,000", "16,450"),
              ("ประกันชั้น 2+", "600,000", "ไม่มี", "9,800")],
    "bottom": ["ระยะเวลาคุ้มครอง 12 มกราคม 2569 ถึง 12 มกราคม 2570",
               "ส่วนลดประวัติดี 20% รวมในเบี้ยแล้ว ผ่อนชำระ 0% 6 เดือนผ่านบัตรเครดิต",
               "ตัวแทน คุณจิราพร โทร 081-552-0934"],
}
SPENDING_COLS = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
SPENDING = {
    "ก.ย. 2568": [("ค่ากับข้าว (Groceries)", 9200, "ตลาด + แม็คโคร"),
                  ("ค่าไฟบ้าน (Electricity)", 2931.75, "PEA"),
                  ("ค่าน้ำ (Water)", 365, ""),
                  ("ค่าเน็ตบ้าน + มือถือ (Internet, phone)", 1098, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3900, ""),
                  ("ค่าเรียนพิเศษน้องภูมิ (Tutoring)", 3000, "คณิต + อังกฤษ"),
                  ("ให้แม่ (For mom)", 5000, "")],
    "ต.ค. 2568": [("ค่ากับข้าว (Groceries)", 9850, "ตลาด + แม็คโคร"),
                  ("ค่าไฟบ้าน (Electricity)", 2615.40, "PEA"),
                  ("ค่าน้ำ (Water)", 380, ""),
                  ("ค่าเน็ตบ้าน + มือถือ (Internet, phone)", 1098, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 4200, ""),
                  ("ค่าเทอมน้องภูมิ เทอม 2 (School fees)", 24350, "จ่าย 30 ต.ค."),
                  ("ค่าว่ายน้ำน้องใบเตย (Swimming)", 2400, "คอร์ส 8 ครั้ง"),
                  ("ให้แม่ (For mom)", 5000, "")],
    "พ.ย. 2568": [("ค่ากับข้าว (Groceries)", 8740, "ถึง 25 พ.ย."),
                  ("ค่าไฟบ้าน (Electricity)", 2501.05, "PEA บิล พ.ย."),
                  ("ค่าน้ำ (Water)", 352, ""),
                  ("ค่าเน็ตบ้าน + มือถือ (Internet, phone)", 1098, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3650, ""),
                  ("ค่าเรียนพิเศษน้องภูมิ (Tutoring)", 3000, ""),
                  ("ให้แม่ (For mom)", 5000, "")],
}
CHAT_FAMILY = """[20/11/2568 19:02] แม่บุญมี: วันเกิดแม่ปีนี้ไม่ต้องจัดใหญ่นะลูก กินข้าวกันเองก็พอ
[20/11/2568 19:10] ธีระ: จองร้านครัวบ้านสวนไว้แล้วครับแม่ วันอาทิตย์ 7 ธ.ค. 6 โมงเย็น
[20/11/2568 19:12] กัลยา: ได้ค่ะ บอกร้านไว้ 12 คนนะ มีพี่แก้วกับหลานๆ มาด้วย
[21/11/2568 08:30] ธีระ: ร้านครัวบ้านสวนโทรมา วันอาทิตย์ห้องใหญ่ไม่ว่าง ขอเลื่อนเป็นวันเสาร์ 6 ธ.ค. เวลาเดิม 6 โมงเย็นนะ
[21/11/2568 08:45] กัลยา: โอเคค่ะ งั้นเสาร์ 6 ธ.ค. เค้กกันสั่งเองที่ร้านบ้านขนม 2 ปอนด์
[21/11/2568 09:01] ภูมิ: เย้ ได้กินไก่ย่าง
[22/11/2568 20:15] ธีระ: เดือนหน้าครูพิเศษภูมิขึ้นค่าเรียนเป็น 3,500 นะ
[22/11/2568 20:20] กัลยา: รับทราบค่ะ
"""
SHOPPING = """ซื้อที่แม็คโคร
- น้ำดื่ม 10 แพ็ค
- น้ำแข็ง (สั่งเบฟเวอเรจแทน)
- ข้าวเหนียว 2 กระสอบ
- ไก่สด 15 กิโล
- ถั่วลิสง ขนมขบเคี้ยว
- กระดาษทิชชู่ 2 ลัง
- ผงซักฟอก (บ้าน)
"""
TRIP = """# ทริปหนองคาย ปีใหม่ 2569
- ไป 1 ม.ค. กลับ 3 ม.ค. (ร้านปิด 31 ธ.ค.-2 ม.ค.)
- พักริมโขง รีสอร์ทบ้านริมน้ำ 2 คืน คืนละ 1,800 บาท
- วัดผาตากเสื้อ สกายวอล์ค ตลาดท่าเสด็จ
- งบรวมประมาณ 12,000 บาท
"""
WORKSPECT = {"todo.md": "- โอนค่าผ้าโปรคิวก่อน 17 ธ.ค.\n- ต่อประกันไฟไหม้ร้าน\n- สั่งเค้กวันเกิดแม่\n"
                        "- ทำโปสเตอร์ Break Point Cup\n- ตามมัดจำขอนแก่นมอเตอร์\n"}

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
INCOME_2568 = {  # table fees, drinks, food
    "table": [142300, 128900, 151400, 148600, 139750, 126300, 133800, 137450, 129600, 145200],
    "drinks": [68400, 61250, 72900, 70150, 66300, 58700, 62450, 64800, 60900, 69350],
    "food": [31200, 28450, 33600, 32100, 30250, 26900, 28700, 29850, 27600, 31900],
}
INCOME_2567 = {
    "table": [128400, 117900, 136200, 131250, 125600, 114300, 120150, 124800, 116700, 130450, 133900, 149600],
    "drinks": [60100, 55800, 64300, 62700, 59450, 52900, 56200, 58100, 54600, 61800, 63400, 74200],
    "food": [27300, 25100, 29800, 28650, 26900, 23800, 25400, 26300, 24700, 27900, 28800, 33500],
}
EXPENSES_2568 = [
    ("ค่าเช่าร้าน (Rent)", [38000] * 10),
    ("เงินเดือนพนักงาน (Salaries)", [51000] * 10),
    ("ค่าไฟฟ้าร้าน PEA (Electricity)", [18920, 19450, 20870, 21480, 22130, 20640, 19880, 19320, 18760, 18450]),
    ("ค่าน้ำประปา (Water)", [940, 880, 1020, 1100, 1060, 910, 950, 970, 900, 930]),
    ("ค่าเครื่องดื่ม ขอนแก่นเบฟเวอเรจ (Drinks)", [36200, 32900, 38700, 37400, 35100, 31300, 33200, 34500, 32400, 36800]),
    ("ค่าวัตถุดิบอาหาร (Food stock)", [14800, 13500, 15900, 15200, 14300, 12800, 13600, 14100, 13100, 15100]),
    ("อินเทอร์เน็ต + เพลง (Internet, music)", [1299] * 10),
    ("ซ่อมบำรุง (Repairs)", [0, 2500, 0, 0, 4800, 0, 1200, 0, 0, 3500]),
]
EXPENSES_2567 = [
    ("ค่าเช่าร้าน (Rent)", [35000, 35000] + [38000] * 10),
    ("เงินเดือนพนักงาน (Salaries)", [48000] * 12),
    ("ค่าไฟฟ้าร้าน PEA (Electricity)", [17350, 17980, 19210, 19960, 20540, 19100, 18230, 17870, 17460, 17120,
                                        16980, 17640]),
    ("ค่าน้ำประปา (Water)", [860, 820, 950, 1010, 990, 850, 880, 900, 840, 870, 880, 960]),
    ("ค่าเครื่องดื่ม ขอนแก่นเบฟเวอเรจ (Drinks)", [31800, 29500, 34100, 33200, 31400, 28100, 29700, 30800, 29000,
                                                 32700, 33500, 39200]),
    ("ค่าวัตถุดิบอาหาร (Food stock)", [13100, 12200, 14300, 13800, 13000, 11500, 12300, 12700, 11900, 13500,
                                       13900, 16600]),
    ("อินเทอร์เน็ต + เพลง (Internet, music)", [1299] * 12),
    ("ซ่อมบำรุง (Repairs)", [0, 0, 6200, 0, 0, 1800, 0, 0, 2400, 0, 0, 3000]),
]
STAFF = [  # name, position, salary, night shift, social security, net
    ("แดง (สมศรี บุญมา)", "แคชเชียร์ (Cashier)", 13500, 1000, 675, 13825),
    ("นัท (ณัฐพล ใจกล้า)", "ดูแลโต๊ะ (Table attendant)", 12000, 1500, 600, 12900),
    ("บอย (อนุชา แสนดี)", "ดูแลโต๊ะ/เสิร์ฟ (Attendant, waiter)", 11500, 1500, 575, 12425),
    ("ป้าเล็ก (ลำดวน พรมมา)", "แม่ครัว (Cook)", 14000, 0, 700, 13300),
]


def _bill(company: str, customer: str, address: str, tariff: str, period: str, units: int, rate: float,
          ft: float, service: float, due: str) -> list[str]:
    energy = round(units * rate, 2)
    ft_charge = round(units * ft, 2)
    subtotal = round(energy + ft_charge + service, 2)
    vat = round(subtotal * 0.07, 2)
    total = round(subtotal + vat, 2)
    return [f"{company}\nELECTRICITY BILL / INVOICE\nCustomer: {customer}\nAddress: {address}\n"
            f"Tariff: {tariff}\nReading period: {period}",
            f"Units used: {units:,} kWh\nEnergy charge: {energy:,.2f} THB\nFt charge: {ft_charge:,.2f} THB\n"
            f"Service charge: {service:,.2f} THB\nVAT 7%: {vat:,.2f} THB\nAmount due: {total:,.2f} THB\n"
            f"Please pay by: {due}\nPay at PEA offices, banks, 7-Eleven or the PEA Smart Plus app."]


CLUB_BILL = _bill("PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen Office\nAccount no. 020012345678",
                  "Break Point Snooker Club (Mrs. Kanlaya Srisuk)",
                  "88/9 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000",
                  "2.2 Small general service", "16 Oct 2025 - 15 Nov 2025", 3920, 4.18, 0.3972, 46.16,
                  "2 December 2025")
HOME_BILL = _bill("PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen Office\nAccount no. 020098765432",
                  "Mr. Teera Srisuk", "59/3 Moo 14, Sila, Mueang Khon Kaen 40000",
                  "1.1 Residential", "14 Oct 2025 - 13 Nov 2025", 512, 4.12, 0.3972, 24.62, "28 November 2025")
FIRE_INS = [
    "ISAN MUTUAL INSURANCE PUBLIC COMPANY LIMITED\n99 Prachasamosorn Road, Mueang Khon Kaen 40000\n"
    "Date: 20 November 2025\n \nTo: Mrs. Kanlaya Srisuk, Break Point Snooker Club\n"
    "88/9 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000\n \n"
    "Subject: Renewal of your fire insurance policy FI-KK-2023-00871\n \n"
    "Dear Mrs. Kanlaya,\nYour fire insurance policy for the premises above ends on 31 December 2025.\n"
    "We are pleased to offer renewal for the period 1 January 2026 - 31 December 2026:\n"
    "- Sum insured: 2,500,000 THB (interior fixtures, 10 billiard tables, furniture, kitchen and stock)\n"
    "- Extensions: flood, storm, theft with forcible entry, electrical damage\n"
    "- Annual premium: 8,450.00 THB including stamp duty and VAT\n"
    "Please pay by 25 December 2025 to keep continuous cover.\n \n"
    "Yours sincerely,\nSupaporn T., Renewals Department, tel. 043-224-550",
]


def _sales_book(path: Path, year: str, income: dict, expenses: list, months: int) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านเบรกพอยต์ ปี {year} (Break Point income {year})"])
    sheet.append(["เดือน (Month)", "ค่าโต๊ะ (Table fees)", "เครื่องดื่ม (Drinks)", "อาหาร (Food)", "รวม (Total)"])
    for i in range(months):
        row = [income["table"][i], income["drinks"][i], income["food"][i]]
        sheet.append([f"{MONTHS[i]} {year} ({MONTHS_EN[i]})"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(income[k][:months]) for k in ("table", "drinks", "food")]
                 + [sum(sum(income[k][:months]) for k in ("table", "drinks", "food"))])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้านเบรกพอยต์ ปี {year} (Break Point expenses {year})"])
    costs.append(["รายการ (Item)"] + [f"{MONTHS[i]} ({MONTHS_EN[i]})" for i in range(months)] + ["รวม (Total)"])
    for name, values in expenses:
        costs.append([name] + values + [sum(values)])
    costs.append(["รวม (Total)"] + [sum(v[i] for _, v in expenses) for i in range(months)]
                 + [sum(sum(v) for _, v in expenses)])
    for column in range(2, months + 3):
        money_format(costs, column)
    book.save(path)


def _price_list_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาสินค้า 2567"
    sheet.append(["บริษัท โปรคิว ซัพพลาย จำกัด - ใบราคาสินค้าสำหรับร้านค้า ปี 2567 (ราคายังไม่รวม VAT 7%)"])
    sheet.append(["รหัส (Code)", "รายการ (Item)", "หน่วย (Unit)", "ราคา (บาท)"])
    for row in PROCUE_2567:
        sheet.append(list(row))
    sheet.append(["", "ส่งต่างจังหวัด ค่าส่งครั้งละ 300 บาท  ติดต่อ คุณเอก 089-441-2087", "", ""])
    money_format(sheet, 4)
    book.save(path)


def _salaries(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน 2568"
    sheet.append(["เงินเดือนพนักงาน ร้านเบรกพอยต์ ปี 2568 (ต่อเดือน)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Salary)", "ค่ากะดึก (Night shift)",
                  "หักประกันสังคม (Social security)", "รับสุทธิ (Net pay)"])
    for row in STAFF:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(r[2] for r in STAFF), sum(r[3] for r in STAFF), sum(r[4] for r in STAFF),
                  sum(r[5] for r in STAFF)])
    for column in range(3, 7):
        money_format(sheet, column)
    book.save(path)


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(SPENDING_COLS)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / SHOP
    quotes, suppliers, books, bills = (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชี", shop / "บิล_ประกัน")
    home = docs / "บ้าน"
    kids, insurance = home / "ลูกๆ", home / "ประกัน"
    for folder in (quotes, suppliers, books, bills, kids, insurance, docs / "Travel"):
        folder.mkdir(parents=True, exist_ok=True)
    for name, parts in (("ใบเสนอราคา_ขอนแก่นมอเตอร์_ร่าง.docx", QUOTE_KKM_DRAFT),
                        ("ใบเสนอราคา_ขอนแก่นมอเตอร์_final.docx", QUOTE_KKM_FINAL),
                        ("ใบเสนอราคา_ธนาคารอีสานพัฒนา.docx", QUOTE_BANK)):
        write_docx(quotes / name, parts["top"], table=parts["table"], bottom=parts["bottom"])
    make_pdf(suppliers / "ProCue_pricelist_2025.pdf", PROCUE_2025)
    _price_list_2567(suppliers / "ราคาโปรคิว_2567.xlsx")
    make_pdf(suppliers / "ProCue_invoice_INV-2025-1187.pdf", INVOICE)
    write_docx(suppliers / "ใบเสนอราคา_ช่างวิทย์_ซ่อมโต๊ะ.docx", REPAIR_QUOTE["top"], table=REPAIR_QUOTE["table"],
               bottom=REPAIR_QUOTE["bottom"])
    _sales_book(books / "ยอดขาย_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568, 10)
    _sales_book(books / "ยอดขาย_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567, 12)
    _salaries(books / "เงินเดือนพนักงาน_2568.xlsx")
    write_docx(shop / "สัญญาเช่าร้าน.docx", LEASE["top"], headings=LEASE["headings"], bottom=LEASE["bottom"])
    write_slides(shop / "แผนปี2569.pptx", PLAN_SLIDES)
    make_pdf(bills / "PEA_bill_club_Nov2025.pdf", CLUB_BILL)
    make_pdf(bills / "fire_insurance_renewal_2026.pdf", FIRE_INS)
    write_docx(kids / "ค่าเทอม_น้องภูมิ_เทอม2_2568.docx", SCHOOL_FEES["top"], table=SCHOOL_FEES["table"],
               bottom=SCHOOL_FEES["bottom"])
    make_pdf(insurance / "health_insurance_Teera_2026.pdf", HEALTH_INS)
    write_docx(insurance / "ต่อประกันรถ_ฟอร์จูนเนอร์_2569.docx", CAR_INS["top"], table=CAR_INS["table"],
               bottom=CAR_INS["bottom"])
    _spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(home / "home_electricity_Nov2025.pdf", HOME_BILL)
    write_texts(docs, {
        f"{SHOP}/Suppliers/แชทไลน์_พี่เอก_โปรคิว.txt": CHAT_EAK,
        f"{SHOP}/Suppliers/email_KKBeverage_newprice.txt": EMAIL_BEV,
        f"{SHOP}/กติกา_BreakPointCup_ครั้งที่3.md": CUP_RULES,
        f"{SHOP}/ประกาศราคาค่าโต๊ะ.md": RATE_NOTICE,
        f"{SHOP}/แชทกลุ่มพนักงาน.txt": CHAT_STAFF,
        "บ้าน/ลูกๆ/ใบเสร็จ_ว่ายน้ำ_ใบเตย.txt": SWIM_RECEIPT,
        "บ้าน/แชทครอบครัว_บ้านศรีสุข.txt": CHAT_FAMILY,
        "บ้าน/รายการซื้อของ_makro.txt": SHOPPING,
        "Travel/ทริปหนองคาย_ปีใหม่.md": TRIP,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
