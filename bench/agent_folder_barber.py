"""The barber folder: คุณพิมพ์ชนก ศรีสุข (Pim) and her papers, written by code.

Pim runs ร้านสามเก้าอี้ บาร์เบอร์ (Three Chairs Barber), a barber shop with three chairs and a small
hair-product shelf at 88/3 ถนนศรีจันทร์, เมืองขอนแก่น. She cuts on chair 1, ช่างเอก works chair 2 on commission and
ช่างบอย rents chair 3. She lives in บ้านเป็ด, ขอนแก่น with her husband อนุชา, their daughter ใบเตย (ป.3) and her
mother. The folder mixes the shop's papers and the household's:

ร้านสามเก้าอี้/
- ใบเสนอราคา/ใบเสนอราคา_โรงเรียนบ้านโนนทัน_ร่าง.docx: draft quote to a school for student haircuts (250 × 60).
- ใบเสนอราคา/ใบเสนอราคา_โรงเรียนบ้านโนนทัน_ฉบับส่ง.docx: the quote actually sent (280 × 55 = 15,400).
- ใบเสนอราคา/ใบเสนอราคา_งานแต่ง_คุณธนกร.docx, ใบเสนอราคา_งานแต่ง_คุณวีรยุทธ.docx: two wedding grooming quotes.
- Suppliers/NakhonBeauty_pricelist_2025.pdf: the hair-product supplier's 2025 price list (English).
- Suppliers/ราคาสินค้า_นครบิวตี้_2567.docx: the same supplier's 2567 price list (Thai, firm named in Thai).
- Suppliers/Invoice_NB-2025-0917.pdf: the supplier's September 2025 invoice (English).
- Suppliers/LINE_นครบิวตี้_สั่งของ.txt: LINE chat placing and then changing that order.
- Suppliers/IsanClipper_service_receipt_Aug2025.pdf: clipper repair receipt with warranty date.
- บัญชีร้าน/ยอดร้าน_2568.xlsx: this year's book, income by month (rows) and expenses (months as columns).
- บัญชีร้าน/ยอดร้าน_2567.xlsx: last year's book, same layout, twelve months.
- บัญชีร้าน/บิลร้าน/PEA_bill_shop_Sep2025.pdf: the shop's electricity bill.
- สัญญา/สัญญาเช่าตึกแถว_ร้าน.docx: the shophouse lease (15,000 a month, 45,000 deposit).
- สัญญา/จดหมายต่อสัญญาเช่า_2569.docx: the landlord's letter offering renewal at 16,500.
- สัญญา/ข้อตกลงเช่าเก้าอี้_ช่างบอย.docx: chair-rent agreement with ช่างบอย (4,500 a month).
- แผนร้านปี2569.pptx: slides with next year's plan (targets, new prices, a fourth chair).
- ราคาค่าบริการ_หน้าร้าน.md: the price board; stock_count_Oct2025.md: a stock count;
  LINE_กลุ่มช่างร้าน.txt: the barbers' group chat about days off.
- งานนอกสถานที่/email_KaenGrand_mens_night.txt: a hotel's e-mail booking a grooming corner.
บ้าน/
- บิล/PEA_bill_home_Sep2025.pdf, บิล/PWA_water_bill_Aug2025.pdf: household electricity and water bills.
- ประกัน/insurance_renewal_SiamLife_2025.pdf: life-insurance premium notice (English letter).
- ประกัน/ประกันรถยนต์_2568.docx: the car insurance schedule (Thai).
- ใบเตย/ค่าเทอม_ใบเตย_เทอม2-2568.docx: the daughter's term-2 fee notice with a table.
- ใบเตย/LINE_ครูแพร_ป3.txt: chat with the class teacher about a field trip whose fee changes.
- ใบเตย/ใบเตย_เรียนพิเศษ.md: tutoring schedule.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (July to September 2568).
- รายการซื้อของ.txt: a shopping list.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = ("ร้านสามเก้าอี้ บาร์เบอร์ (Three Chairs Barber) 88/3 ถนนศรีจันทร์ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 "
             "โทร 081-734-2259")
QUOTE_COLS = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

SCHOOL_DRAFT = dict(
    top=["ร่าง (ยังไม่ได้ส่ง)", "ใบเสนอราคา", SHOP_HEAD, "วันที่ 8 กันยายน 2568",
         "เรียน ผู้อำนวยการโรงเรียนบ้านโนนทัน",
         "เรื่อง เสนอราคาบริการตัดผมนักเรียนชายที่โรงเรียน ก่อนเปิดภาคเรียนที่ 2/2568"],
    table=[QUOTE_COLS,
           ("1", "ตัดผมนักเรียนชาย ทรงนักเรียน (ช่างไปให้บริการที่โรงเรียน)", "250 คน", "60", "15,000"),
           ("2", "ค่าเดินทางช่าง 3 คน", "1 ครั้ง", "600", "600"),
           ("", "รวมทั้งสิ้น", "", "", "15,600")],
    bottom=["กำหนดให้บริการ 2 วัน วันที่ 27-28 ตุลาคม 2568 เวลา 08.30-15.00 น.",
            "ยืนราคา 30 วัน", "ผู้เสนอราคา พิมพ์ชนก ศรีสุข"],
)
SCHOOL_FINAL = dict(
    top=["ใบเสนอราคา เลขที่ QT-2568-014", SHOP_HEAD, "วันที่ 12 กันยายน 2568",
         "เรียน ผู้อำนวยการโรงเรียนบ้านโนนทัน",
         "เรื่อง เสนอราคาบริการตัดผมนักเรียนชายที่โรงเรียน ก่อนเปิดภาคเรียนที่ 2/2568"],
    table=[QUOTE_COLS,
           ("1", "ตัดผมนักเรียนชาย ทรงนักเรียน (ช่างไปให้บริการที่โรงเรียน)", "280 คน", "55", "15,400"),
           ("2", "ค่าเดินทางช่าง 3 คน", "1 ครั้ง", "ไม่คิดค่าใช้จ่าย", "0"),
           ("", "รวมทั้งสิ้น (หนึ่งหมื่นห้าพันสี่ร้อยบาทถ้วน)", "", "", "15,400")],
    bottom=["กำหนดให้บริการ 2 วัน วันที่ 30-31 ตุลาคม 2568 เวลา 08.30-15.00 น.",
            "ชำระเงินหลังให้บริการเสร็จภายใน 15 วัน โอนเข้าบัญชีกสิกรไทย ชื่อบัญชี พิมพ์ชนก ศรีสุข",
            "ยืนราคา 30 วัน", "ผู้เสนอราคา พิมพ์ชนก ศรีสุข"],
)
WEDDING_THANAKORN = dict(
    top=["ใบเสนอราคา เลขที่ QT-2568-009", SHOP_HEAD, "วันที่ 2 สิงหาคม 2568",
         "ลูกค้า: คุณธนกร วงศ์ใหญ่ โทร 086-551-2047",
         "งาน: แต่งทรงผมเจ้าบ่าวและเพื่อนเจ้าบ่าว งานแต่งงานวันที่ 22 พฤศจิกายน 2568 ณ บ้านเจ้าสาว อ.บ้านฝาง"],
    table=[QUOTE_COLS,
           ("1", "แพ็กเกจเจ้าบ่าว (ตัดผม โกนหนวดผ้าร้อน แต่งทรง)", "1", "1,500", "1,500"),
           ("2", "เพื่อนเจ้าบ่าว ตัดผม + แต่งทรง", "6 คน", "350", "2,100"),
           ("3", "ค่าเดินทางให้บริการนอกสถานที่", "1", "500", "500"),
           ("", "รวมทั้งสิ้น", "", "", "4,100")],
    bottom=["มัดจำ 50% เป็นเงิน 2,050 บาท เพื่อยืนยันคิว ส่วนที่เหลือชำระวันงาน",
            "ช่างไปถึงหน้างานเวลา 05.30 น.", "ผู้เสนอราคา พิมพ์ชนก ศรีสุข"],
)
WEDDING_WEERAYUT = dict(
    top=["ใบเสนอราคา เลขที่ QT-2568-011", SHOP_HEAD, "วันที่ 20 สิงหาคม 2568",
         "ลูกค้า: คุณวีรยุทธ แสงทอง โทร 092-418-6630",
         "งาน: แต่งทรงผมเจ้าบ่าวและเพื่อนเจ้าบ่าว งานแต่งงานวันที่ 6 ธันวาคม 2568 ณ โรงแรมในตัวเมืองขอนแก่น"],
    table=[QUOTE_COLS,
           ("1", "แพ็กเกจเจ้าบ่าวพรีเมียม (ตัดผม โกนหนวดผ้าร้อน มาส์กหน้า แต่งทรง)", "1", "1,800", "1,800"),
           ("2", "เพื่อนเจ้าบ่าว ตัดผม + แต่งทรง", "4 คน", "350", "1,400"),
           ("3", "ค่าเดินทางให้บริการนอกสถานที่ (ในเมือง)", "1", "300", "300"),
           ("", "รวมทั้งสิ้น", "", "", "3,500")],
    bottom=["มัดจำ 50% เป็นเงิน 1,750 บาท เพื่อยืนยันคิว ส่วนที่เหลือชำระวันงาน",
            "ช่างไปถึงหน้างานเวลา 06.00 น.", "ผู้เสนอราคา พิมพ์ชนก ศรีสุข"],
)

PRICELIST_2025 = [
    "NAKHON BEAUTY SUPPLY CO., LTD.\n123 Mittraphap Road, Mueang, Khon Kaen 40000   Tel 043-241-556\n"
    "PRICE LIST 2025 - Barber & Salon Products\nEffective 1 January 2025. Prices in THB per unit, VAT included.\n\n"
    "Code     Item                               Unit     Price\n"
    "NB-101   Matte Clay 100 g                   jar      245\n"
    "NB-102   Water-based Pomade 113 g           jar      260\n"
    "NB-110   Shaving Cream 500 ml               bottle   189\n"
    "NB-120   Double Edge Blades (box of 100)    box      310\n"
    "NB-130   Aftershave Tonic 400 ml            bottle   155\n"
    "NB-140   Talc Powder 300 g                  bottle   65\n"
    "NB-150   Neck Strips (5 rolls)              pack     120\n"
    "NB-160   Anti-dandruff Shampoo 1,000 ml     bottle   235\n\n"
    "Free delivery in Khon Kaen city for orders of 3,000 THB or more.\nPayment: 30 days from invoice date.\n"
    "Sales contact: Joy (LINE @nakhonbeauty)",
]
PRICELIST_2567 = dict(
    top=["บริษัท นครบิวตี้ซัพพลาย จำกัด", "123 ถนนมิตรภาพ อ.เมือง จ.ขอนแก่น 40000 โทร 043-241-556",
         "ใบราคาสินค้าสำหรับร้านตัดผมและร้านเสริมสวย ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567) ราคารวม VAT แล้ว"],
    table=[("รหัส", "สินค้า", "หน่วย", "ราคา (บาท)"),
           ("NB-101", "เคลย์ด้าน (Matte Clay) 100 กรัม", "กระปุก", "220"),
           ("NB-102", "โพเมดสูตรน้ำ 113 กรัม", "กระปุก", "240"),
           ("NB-110", "ครีมโกนหนวด 500 มล.", "ขวด", "165"),
           ("NB-120", "ใบมีดโกน 2 คม (กล่อง 100 ใบ)", "กล่อง", "290"),
           ("NB-130", "โทนิคหลังโกน 400 มล.", "ขวด", "150"),
           ("NB-140", "แป้งฝุ่น 300 กรัม", "ขวด", "60"),
           ("NB-150", "กระดาษพันคอ (5 ม้วน)", "แพ็ก", "110")],
    bottom=["ส่งฟรีในเขตเมืองขอนแก่น เมื่อสั่งครบ 2,500 บาท", "เครดิต 30 วัน"],
)
INVOICE = [
    "NAKHON BEAUTY SUPPLY CO., LTD.\n123 Mittraphap Road, Mueang, Khon Kaen 40000\n\n"
    "INVOICE No. NB-2025-0917\nDate: 18 September 2025\n"
    "Bill to: Three Chairs Barber (Ms. Pimchanok Srisuk), 88/3 Srichan Road, Mueang, Khon Kaen 40000\n\n"
    "Item                              Qty   Unit price   Amount\n"
    "Matte Clay 100 g                  36    245.00       8,820.00\n"
    "Double Edge Blades (box of 100)   20    310.00       6,200.00\n"
    "Shaving Cream 500 ml              6     189.00       1,134.00\n"
    "Neck Strips (5 rolls)             10    120.00       1,200.00\n\n"
    "Total (VAT included): 17,354.00 THB\nDelivery date: 20 September 2025\nPayment due: 18 October 2025\n"
    "Bank transfer: Kasikornbank 123-4-56789-0, Nakhon Beauty Supply Co., Ltd.",
]
LINE_SUPPLIER = """[10/09/2568 10:15] พิมพ์ สามเก้าอี้: สวัสดีค่ะคุณจอย รอบนี้ขอสั่งเคลย์ด้าน 24 กระปุก ใบมีด 10 กล่อง ครีมโกนหนวด 12 ขวด กระดาษพันคอ 10 แพ็กค่ะ
[10/09/2568 10:40] จอย นครบิวตี้: รับทราบค่ะพี่พิมพ์ ปีนี้เคลย์ราคา 245 ครีมโกน 189 นะคะ ขึ้นจากปีที่แล้วนิดหน่อยค่ะ
[10/09/2568 10:42] พิมพ์ สามเก้าอี้: โอเคค่ะ
[12/09/2568 19:02] พิมพ์ สามเก้าอี้: คุณจอยขอแก้ออเดอร์นะคะ เคลย์เพิ่มเป็น 36 กระปุก ลูกค้าซื้อกลับบ้านเยอะมาก ใบมีดเพิ่มเป็น 20 กล่องด้วยค่ะ
[12/09/2568 19:05] พิมพ์ สามเก้าอี้: ครีมโกนหนวดลดเหลือ 6 ขวดพอค่ะ ของเก่ายังเหลือ
[13/09/2568 09:12] จอย นครบิวตี้: แก้ให้แล้วค่ะ เคลย์ 36 ใบมีด 20 ครีมโกน 6 กระดาษพันคอ 10 เหมือนเดิม ยอดรวม 17,354 บาทค่ะ
[13/09/2568 09:15] จอย นครบิวตี้: รอบนี้รถจะไปส่งวันเสาร์ที่ 20 ก.ย. ช่วงบ่ายนะคะ
[13/09/2568 09:20] พิมพ์ สามเก้าอี้: ได้ค่ะ ขอบคุณค่ะ 🙏
"""
CLIPPER_RECEIPT = [
    "ISAN CLIPPER SERVICE\n45/2 Klang Mueang Road, Mueang, Khon Kaen 40000   Tel 089-555-0142\n\n"
    "SERVICE RECEIPT No. ICS-2508-031\nDate: 15 August 2025\nCustomer: Three Chairs Barber\n\n"
    "Work done:\n- Cordless clipper (Wahl Magic Clip): new battery, cleaning       850.00\n"
    "- Blade sharpening, 2 sets x 250.00                               500.00\n\n"
    "Total paid: 1,350.00 THB (cash)\n"
    "Warranty on the battery: 4 months, until 15 December 2025.\nThank you!",
]

MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
# (customers, services, product sales, chair rent) per month
INCOME_2568 = [(701, 102350, 9840, 0), (688, 99120, 10260, 0), (745, 108900, 11430, 4500),
               (790, 115600, 12980, 4500), (756, 110250, 11870, 4500), (732, 106480, 12150, 4500),
               (764, 111300, 13020, 4500), (779, 113950, 13460, 4500), (812, 118640, 14280, 4500)]
INCOME_2567 = [(655, 93150, 7420, 0), (640, 91020, 7880, 0), (698, 99450, 8310, 0), (731, 104280, 8960, 0),
               (702, 100230, 8540, 0), (676, 96520, 8020, 0), (690, 98400, 8210, 0), (684, 97600, 8330, 0),
               (688, 98760, 8150, 0), (712, 101890, 8870, 0), (705, 100640, 9120, 0), (768, 110350, 10980, 0)]
EXPENSES_2568 = {
    "ค่าเช่าร้าน (Rent)": [15000] * 9,
    "ค่าไฟร้าน (Electricity)": [2980.15, 3105.60, 3640.22, 4212.90, 4050.35, 3702.48, 3455.10, 3390.75, 3513.38],
    "ค่าน้ำร้าน (Water)": [420, 398, 455, 512, 488, 430, 415, 402, 436],
    "ค่าคอมช่างเอก (Commission - Ek)": [18200, 17650, 19400, 20800, 19950, 18700, 19100, 18900, 20350],
    "ค่าสินค้าและของใช้ (Supplies)": [9850, 6420, 12300, 8760, 7980, 11540, 6900, 9210, 17354],
    "ค่าซ่อมอุปกรณ์ (Repairs)": [0, 0, 0, 0, 0, 0, 0, 1350, 0],
    "อินเทอร์เน็ตและโทรศัพท์ (Internet & phone)": [899] * 9,
}
EXPENSES_2567 = {
    "ค่าเช่าร้าน (Rent)": [15000] * 12,
    "ค่าไฟร้าน (Electricity)": [2755.40, 2890.12, 3412.76, 3988.05, 3820.60, 3466.31, 3240.87, 3175.20,
                                3188.64, 3050.93, 2820.44, 2698.10],
    "ค่าน้ำร้าน (Water)": [380, 365, 410, 470, 455, 402, 390, 385, 396, 388, 372, 360],
    "ค่าคอมช่างเอก (Commission - Ek)": [16400, 15900, 17350, 18600, 17800, 16950, 17200, 17050, 17300,
                                         17900, 17600, 19450],
    "ค่าสินค้าและของใช้ (Supplies)": [8200, 5400, 9800, 7350, 6900, 8800, 5900, 7600, 6850, 9300, 7200, 12400],
    "ค่าซ่อมอุปกรณ์ (Repairs)": [0, 0, 1200, 0, 0, 0, 0, 0, 0, 2400, 0, 0],
    "อินเทอร์เน็ตและโทรศัพท์ (Internet & phone)": [799] * 12,
}


def _shop_book(path: Path, year: str, income: list[tuple], expenses: dict[str, list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านสามเก้าอี้ บาร์เบอร์ ปี {year} (Three Chairs Barber - income {year})"])
    sheet.append(["เดือน (Month)", "จำนวนลูกค้า (Customers)", "ค่าบริการ (Services, THB)",
                  "ขายสินค้า (Products, THB)", "ค่าเช่าเก้าอี้ (Chair rent, THB)", "รวม (Total, THB)"])
    for month, (customers, services, products, rent) in zip(MONTHS_TH, income):
        sheet.append([f"{month} {year}", customers, services, products, rent, services + products + rent])
    sheet.append(["รวม (Total)", sum(r[0] for r in income), sum(r[1] for r in income), sum(r[2] for r in income),
                  sum(r[3] for r in income), sum(r[1] + r[2] + r[3] for r in income)])
    for column in range(3, 7):
        money_format(sheet, column)
    cost = book.create_sheet("รายจ่าย Expenses")
    months = len(income)
    cost.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    cost.append(["รายการ (Item)"] + [f"{m} {year}" for m in MONTHS_TH[:months]] + ["รวม (Total)"])
    for item, values in expenses.items():
        cost.append([item] + values + [round(sum(values), 2)])
    cost.append(["รวม (Total)"] + [round(sum(v[i] for v in expenses.values()), 2) for i in range(months)]
                + [round(sum(sum(v) for v in expenses.values()), 2)])
    for column in range(2, months + 3):
        money_format(cost, column)
    book.save(path)


LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ เลขที่ 90 ถนนศรีจันทร์ อ.เมืองขอนแก่น จ.ขอนแก่น วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายสมศักดิ์ ธนากร  ผู้เช่า: นางพิมพ์ชนก ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 88/3 ถนนศรีจันทร์ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น "
    "เพื่อใช้ประกอบกิจการร้านตัดผม",
    "ข้อ 2. ระยะเวลาเช่า 2 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 15,000 บาท (หนึ่งหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 45,000 บาท (เท่ากับค่าเช่า 3 เดือน) ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา "
    "หลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ค่าไฟฟ้าและค่าน้ำประปา ผู้เช่าชำระเองตามมิเตอร์",
    "ข้อ 6. ผู้เช่าจะดัดแปลงหรือต่อเติมอาคารต้องได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่าก่อน",
    "ข้อ 7. ชำระค่าเช่าล่าช้าเกิน 7 วัน ผู้เช่าต้องเสียค่าปรับวันละ 100 บาท",
    "ข้อ 8. หากประสงค์จะต่อสัญญา ผู้เช่าต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ลงชื่อ ผู้ให้เช่า ............ (นายสมศักดิ์ ธนากร)   ลงชื่อ ผู้เช่า ............ (นางพิมพ์ชนก ศรีสุข)",
]
RENEWAL_LETTER = [
    "วันที่ 1 ตุลาคม 2568",
    "เรื่อง การต่อสัญญาเช่าอาคารเลขที่ 88/3 และการปรับค่าเช่า",
    "เรียน คุณพิมพ์ชนก ศรีสุข",
    "ตามที่สัญญาเช่าอาคารพาณิชย์เลขที่ 88/3 ถนนศรีจันทร์ จะสิ้นสุดในวันที่ 31 ธันวาคม 2568 นั้น "
    "ผมยินดีให้เช่าต่ออีก 3 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571",
    "เนื่องจากภาษีที่ดินและค่าซ่อมหลังคาที่สูงขึ้น ขอปรับค่าเช่าเป็นเดือนละ 16,500 บาท เริ่มตั้งแต่วันที่ 1 มกราคม 2569 "
    "เงินประกัน 45,000 บาท ใช้ต่อได้ไม่ต้องวางเพิ่ม",
    "หากตกลง กรุณาแจ้งตอบกลับภายในวันที่ 31 ตุลาคม 2568 เพื่อนัดเซ็นสัญญาฉบับใหม่",
    "ขอแสดงความนับถือ",
    "สมศักดิ์ ธนากร (ผู้ให้เช่า) โทร 081-602-7715",
]
CHAIR_AGREEMENT = [
    "ข้อตกลงการเช่าเก้าอี้ตัดผม",
    "ทำที่ ร้านสามเก้าอี้ บาร์เบอร์ วันที่ 25 กุมภาพันธ์ 2568",
    "ระหว่าง นางพิมพ์ชนก ศรีสุข เจ้าของร้านสามเก้าอี้ บาร์เบอร์ (ผู้ให้เช่า) กับ นายธีรพงษ์ บุญมา (ช่างบอย) (ผู้เช่า)",
    "1. ผู้ให้เช่าให้เช่าเก้าอี้ตัดผมตัวที่ 3 พร้อมกระจกและที่ล้างผม เริ่มวันที่ 1 มีนาคม 2568",
    "2. ค่าเช่าเก้าอี้เดือนละ 4,500 บาท จ่ายทุกวันที่ 1 ของเดือน รวมค่าน้ำค่าไฟแล้ว",
    "3. วางเงินมัดจำ 4,500 บาท คืนเมื่อเลิกเช่าโดยแจ้งล่วงหน้า 30 วัน",
    "4. ผู้เช่าใช้ปัตตาเลี่ยนและอุปกรณ์ของตัวเอง ลูกค้าจ่ายเงินค่าตัดผมให้ผู้เช่าโดยตรง",
    "5. หากผู้เช่าขายสินค้าบนชั้นของร้าน ได้ค่าคอมมิชชั่น 10% ของยอดขายสินค้า",
    "6. เวลาทำงาน 10.00-20.00 น. หยุดวันพุธตามร้าน",
    "ลงชื่อ พิมพ์ชนก ศรีสุข      ลงชื่อ ธีรพงษ์ บุญมา",
]
PLAN_SLIDES = [
    ("Three Chairs Barber - แผนปี 2569 (2026 plan)", "พิมพ์ชนก ศรีสุข - ตุลาคม 2568"),
    ("ปี 2568 ที่ผ่านมา", "ยอดรวมทั้งปีประมาณ 1,560,000 บาท\nลูกค้าเฉลี่ย 26 คนต่อวัน\nขายสินค้าดีขึ้น โดยเฉพาะเคลย์"),
    ("เป้าหมายปี 2569", "ยอดรวม 1,800,000 บาท\nลูกค้าเฉลี่ย 32 คนต่อวัน\nยอดขายสินค้า 200,000 บาท"),
    ("ราคาใหม่ เริ่ม 1 ม.ค. 2569", "ตัดผมชาย 150 -> 180 บาท\nตัดผมเด็ก 100 -> 120 บาท\nโกนหนวดผ้าร้อน 120 -> 150 บาท"),
    ("เก้าอี้ตัวที่ 4", "เพิ่มเก้าอี้ตัวที่ 4 ภายในเดือนมีนาคม 2569\nงบเก้าอี้ กระจก และติดตั้ง 65,000 บาท\n"
                        "รับช่างใหม่ 1 คน แบบแบ่งค่าคอม 50/50"),
    ("การตลาด", "เปิดจองคิวผ่าน LINE OA\nบัตรสะสมแต้ม ตัด 10 ครั้ง ฟรี 1 ครั้ง\nรับงานตัดผมนักเรียนและงานแต่งเพิ่ม"),
]
PRICE_BOARD = """# ราคาค่าบริการ ร้านสามเก้าอี้ (ติดหน้าร้าน ปี 2568)

- ตัดผมชาย 150 บาท
- ตัดผมเด็ก (ไม่เกิน 12 ปี) 100 บาท
- ตัด + สระ 200 บาท
- โกนหนวดผ้าร้อน 120 บาท
- เล็มหนวดเครา 80 บาท
- ย้อมผม เริ่มต้น 450 บาท
- สระ + นวดหัว 80 บาท

เปิด 10.00-20.00 น. หยุดทุกวันพุธ
"""
STOCK_COUNT = """# นับสต็อกชั้นสินค้า 1 ต.ค. 68

| สินค้า | เหลือ | ขายราคา |
|---|---|---|
| เคลย์ด้าน 100 g | 29 กระปุก | 350 |
| โพเมดสูตรน้ำ | 7 กระปุก | 380 |
| โทนิคหลังโกน | 5 ขวด | 250 |
| แชมพูขจัดรังแค | 4 ขวด | 320 |

เคลย์ขายดีสุด เดือนหน้าอาจต้องสั่งเพิ่ม
"""
LINE_BARBERS = """[28/09/2568 21:10] พิมพ์: แจ้งทีมนะ เดือนตุลาร้านหยุดเพิ่มวันที่ 13 ต.ค. (วันนวมินทร์) ค่ะ
[28/09/2568 21:14] เอก: รับทราบครับพี่
[28/09/2568 21:20] บอย: ผมขอลาวันเสาร์ที่ 18 ต.ค. ไปงานบวชน้องชายครับ
[28/09/2568 21:25] พิมพ์: ได้จ้า เดี๋ยวพี่บอกลูกค้าประจำบอยให้
[29/09/2568 08:02] เอก: พี่พิมพ์ครับ ใบมีดหมดแล้วนะครับ
[29/09/2568 08:10] พิมพ์: ของเข้ามาวันที่ 20 แล้วนะ อยู่ในตู้ล่างจ้า
"""
HOTEL_EMAIL = """From: Natcha Phromma <events@kaengrandhotel.co.th>
To: Pim <threechairsbarber@gmail.com>
Date: Tue, 7 Oct 2025 14:32
Subject: Grooming corner at Gentlemen's Night - booking confirmed

Dear Khun Pim,

Thank you for the call yesterday. I am happy to confirm that Kaen Grand Hotel would like Three Chairs Barber
to run the grooming corner at our "Gentlemen's Night" on Saturday 13 December 2025, 18:00-22:00, in the
Kaen Grand Ballroom (2nd floor).

What we agreed:
- 2 barbers, free beard trims and hair styling for up to 60 guests
- Fee: 6,000 THB in total (products and travel included)
- The hotel will pay a deposit of 3,000 THB by 31 October 2025; the balance after the event
- The hotel provides 2 tables, 2 large mirrors, power outlets and dinner for the barbers
- Please arrive by 17:00 for set-up; parking is free at the back entrance

Please send the invoice to accounting@kaengrandhotel.co.th and copy me.

Best regards,
Natcha Phromma
Events Manager, Kaen Grand Hotel, Khon Kaen
"""
SHOP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nELECTRICITY BILL - September 2025\n"
    "Customer: Three Chairs Barber (Ms. Pimchanok Srisuk)\nAddress: 88/3 Srichan Road, Nai Mueang, Mueang, Khon Kaen 40000\n"
    "Customer no.: 020098765432\nReading period: 14 Aug 2025 - 13 Sep 2025",
    "Units used: 712 kWh\nEnergy charge: 3,104.90 THB\nFt charge: 140.41 THB\nService charge: 38.22 THB\n"
    "VAT 7%: 229.85 THB\nAmount due: 3,513.38 THB\nPlease pay by: 6 October 2025",
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nELECTRICITY BILL - September 2025\n"
    "Customer: Mr. Anucha Srisuk\nAddress: 19/7 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n"
    "Customer no.: 020012345678\nReading period: 14 Aug 2025 - 13 Sep 2025",
    "Units used: 486 kWh\nEnergy charge: 2,062.37 THB\nFt charge: 95.74 THB\nService charge: 38.22 THB\n"
    "VAT 7%: 153.74 THB\nAmount due: 2,350.07 THB\nPlease pay by: 3 October 2025",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Khon Kaen Branch\nWATER BILL - August 2025\n"
    "Customer: Mr. Anucha Srisuk\nAddress: 19/7 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n"
    "Meter: 1,284 -> 1,308 (24 cubic metres)\nWater charge: 261.50 THB\nService charge: 30.00 THB\n"
    "VAT 7%: 20.41 THB\nAmount due: 311.91 THB\nDue date: 12 September 2025",
]
INSURANCE_LETTER = [
    "SIAM LIFE ASSURANCE PUBLIC COMPANY LIMITED\nKhon Kaen Branch, 311 Mittraphap Road, Khon Kaen 40000\n\n"
    "25 September 2025\n\nMs. Pimchanok Srisuk\n19/7 Moo 4, Ban Pet, Mueang, Khon Kaen 40000\n\n"
    "Re: Premium due notice - Policy No. SL-4471-2093\n\nDear Ms. Pimchanok,\n"
    "Your policy is entering policy year 7. Please find the premium due below.\n\n"
    "Plan: Whole Life 90/20 with Health Rider (room 3,000 THB per day)\nInsured: Ms. Pimchanok Srisuk\n"
    "Sum assured: 500,000 THB\nAnnual premium: 24,360 THB (life 16,800 THB + health rider 7,560 THB)\n"
    "Due date: 15 November 2025\nGrace period: 31 days, until 16 December 2025\n\n"
    "You can pay through the Siam Life app, at any branch, or at Counter Service.\n"
    "The premium can be deducted from personal income tax (life up to 100,000 THB, health up to 25,000 THB).\n\n"
    "Yours sincerely,\nCustomer Service, Siam Life Assurance",
]
CAR_INSURANCE = [
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 2+",
    "บริษัท ทิพย์มั่นคงประกันภัย จำกัด (มหาชน)",
    "เลขที่กรมธรรม์ 2568-KK-0083321",
    "ผู้เอาประกันภัย: นายอนุชา ศรีสุข 19/7 หมู่ 4 ต.บ้านเป็ด อ.เมืองขอนแก่น จ.ขอนแก่น",
    "รถยนต์: Toyota Yaris Ativ ปี 2021 ทะเบียน 2กข 4521 ขอนแก่น",
    "ระยะเวลาประกันภัย: 5 ตุลาคม 2568 ถึง 5 ตุลาคม 2569",
    "ทุนประกัน (รถหาย ไฟไหม้ ชนกับยานพาหนะทางบก): 380,000 บาท",
    "ค่าเสียหายส่วนแรก: ไม่มี",
    "เบี้ยประกันภัยรวมภาษีอากร: 8,990 บาท",
    "ตัวแทน: คุณสุดารัตน์ โทร 089-220-4417",
]
SCHOOL_FEES = dict(
    top=["โรงเรียนสาธิตแก่นวิทยา", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
         "นักเรียน: ด.ญ.ใบเตย ศรีสุข ชั้น ป.3/2 เลขประจำตัว 65123"],
    table=[("รายการ", "จำนวนเงิน (บาท)"),
           ("ค่าธรรมเนียมการศึกษา", "18,500"),
           ("ค่าอาหารกลางวันและอาหารว่าง", "3,200"),
           ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,450"),
           ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "1,500"),
           ("รวมทั้งสิ้น", "24,650")],
    bottom=["กรุณาชำระภายในวันที่ 30 ตุลาคม 2568 ผ่านธนาคารกรุงไทย หรือที่ฝ่ายการเงินของโรงเรียน",
            "ชำระหลังกำหนด ปรับวันละ 50 บาท", "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568"],
)
LINE_TEACHER = """[02/10/2568 16:20] ครูแพร ป.3/2: เรียนผู้ปกครองน้องใบเตยค่ะ วันศุกร์ที่ 7 พ.ย. ทางโรงเรียนจะพาเด็ก ป.3 ไปทัศนศึกษาที่พิพิธภัณฑ์ไดโนเสาร์ ภูเวียง ค่าใช้จ่ายคนละ 650 บาทค่ะ
[02/10/2568 16:22] ครูแพร ป.3/2: รบกวนส่งเงินพร้อมใบอนุญาตผู้ปกครองภายในวันที่ 24 ต.ค. นะคะ
[02/10/2568 20:05] พิมพ์ (แม่น้องใบเตย): รับทราบค่ะครู ใบเตยไปค่ะ ต้องเตรียมอะไรไปบ้างคะ
[02/10/2568 20:30] ครูแพร ป.3/2: ชุดพละ หมวก กระติกน้ำค่ะ ข้าวกลางวันทางโรงเรียนเตรียมให้ ออกเดินทาง 07.30 น. กลับถึงโรงเรียนประมาณ 16.00 น.ค่ะ
[03/10/2568 08:10] ครูแพร ป.3/2: แจ้งเปลี่ยนแปลงนะคะ ค่าใช้จ่ายลดเหลือคนละ 550 บาท เพราะได้รถบัสจาก อบจ. มาช่วยค่ะ กำหนดส่งเงินเหมือนเดิมค่ะ
[03/10/2568 08:31] พิมพ์ (แม่น้องใบเตย): ขอบคุณค่ะครู
"""
TUTORING = """# ใบเตย เรียนพิเศษ เทอม 2/2568

- คณิต ครูอ้อม: วันอังคาร พฤหัส 17.00-18.00 น. เดือนละ 1,600 บาท
- อังกฤษ (ออนไลน์): วันเสาร์ 9.00-10.00 น. เดือนละ 800 บาท
- ว่ายน้ำ: อาทิตย์ 15.00 น. คอร์ส 10 ครั้ง 2,500 บาท (ยังไม่ได้สมัคร)
"""
SHOPPING = "ไข่ 1 แผง\nนมจืดใบเตย 2 แพ็ก\nข้าวเหนียว 5 กิโล\nน้ำยาล้างจาน\nผงซักฟอก\nผ้าขนหนูร้าน 1 โหล\n"
HOUSEHOLD_HEAD = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSEHOLD = {
    "ก.ค. 2568": [("ค่ากับข้าวและอาหาร (Food)", 10250, ""), ("ค่าไฟบ้าน (Electricity)", 2118, ""),
                  ("ค่าน้ำบ้าน (Water)", 288, ""), ("เน็ตบ้านและมือถือ (Internet & phone)", 1198, ""),
                  ("ผ่อนรถ (Car installment)", 8450, "งวดที่ 27"), ("ค่าน้ำมันรถ (Fuel)", 2600, ""),
                  ("ให้แม่ (For Mom)", 5000, ""), ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""),
                  ("ของใช้ในบ้าน (Household goods)", 1850, ""), ("อื่นๆ (Other)", 1500, "")],
    "ส.ค. 2568": [("ค่ากับข้าวและอาหาร (Food)", 9870, ""), ("ค่าไฟบ้าน (Electricity)", 2245, ""),
                  ("ค่าน้ำบ้าน (Water)", 296, ""), ("เน็ตบ้านและมือถือ (Internet & phone)", 1198, ""),
                  ("ผ่อนรถ (Car installment)", 8450, "งวดที่ 28"), ("ค่าน้ำมันรถ (Fuel)", 2350, ""),
                  ("ให้แม่ (For Mom)", 5000, ""), ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""),
                  ("ของใช้ในบ้าน (Household goods)", 2130, ""), ("อื่นๆ (Other)", 3200, "งานบวชหลานชาย")],
    "ก.ย. 2568": [("ค่ากับข้าวและอาหาร (Food)", 10480, ""), ("ค่าไฟบ้าน (Electricity)", 2290, ""),
                  ("ค่าน้ำบ้าน (Water)", 312, ""), ("เน็ตบ้านและมือถือ (Internet & phone)", 1198, ""),
                  ("ผ่อนรถ (Car installment)", 8450, "งวดที่ 29"), ("ค่าน้ำมันรถ (Fuel)", 2800, ""),
                  ("ให้แม่ (For Mom)", 5000, ""), ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""),
                  ("ของใช้ในบ้าน (Household goods)", 1640, ""), ("อื่นๆ (Other)", 900, "")],
}
WORKSPECT = {"todo.md": "- ตอบจดหมายเจ้าของตึกเรื่องต่อสัญญาเช่า\n- โอนเงินค่าของนครบิวตี้\n"
                        "- จ่ายค่าเทอมใบเตย\n- ส่งใบแจ้งหนี้ให้โรงแรมแก่นแกรนด์\n- ต่อประกันชีวิต\n"}


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSEHOLD_HEAD))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Pim's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านสามเก้าอี้", docs / "บ้าน"
    for sub in (shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชีร้าน" / "บิลร้าน", shop / "สัญญา",
                shop / "งานนอกสถานที่", home / "บิล", home / "ประกัน", home / "ใบเตย"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_โรงเรียนบ้านโนนทัน_ร่าง.docx", **SCHOOL_DRAFT)
    write_docx(quotes / "ใบเสนอราคา_โรงเรียนบ้านโนนทัน_ฉบับส่ง.docx", **SCHOOL_FINAL)
    write_docx(quotes / "ใบเสนอราคา_งานแต่ง_คุณธนกร.docx", **WEDDING_THANAKORN)
    write_docx(quotes / "ใบเสนอราคา_งานแต่ง_คุณวีรยุทธ.docx", **WEDDING_WEERAYUT)
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "NakhonBeauty_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(suppliers / "ราคาสินค้า_นครบิวตี้_2567.docx", **PRICELIST_2567)
    make_pdf(suppliers / "Invoice_NB-2025-0917.pdf", INVOICE)
    make_pdf(suppliers / "IsanClipper_service_receipt_Aug2025.pdf", CLIPPER_RECEIPT)
    _shop_book(shop / "บัญชีร้าน" / "ยอดร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _shop_book(shop / "บัญชีร้าน" / "ยอดร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    make_pdf(shop / "บัญชีร้าน" / "บิลร้าน" / "PEA_bill_shop_Sep2025.pdf", SHOP_BILL)
    write_docx(shop / "สัญญา" / "สัญญาเช่าตึกแถว_ร้าน.docx", LEASE)
    write_docx(shop / "สัญญา" / "จดหมายต่อสัญญาเช่า_2569.docx", RENEWAL_LETTER)
    write_docx(shop / "สัญญา" / "ข้อตกลงเช่าเก้าอี้_ช่างบอย.docx", CHAIR_AGREEMENT)
    write_slides(shop / "แผนร้านปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "บิล" / "PEA_bill_home_Sep2025.pdf", HOME_BILL)
    make_pdf(home / "บิล" / "PWA_water_bill_Aug2025.pdf", WATER_BILL)
    make_pdf(home / "ประกัน" / "insurance_renewal_SiamLife_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ประกัน" / "ประกันรถยนต์_2568.docx", CAR_INSURANCE)
    write_docx(home / "ใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", **SCHOOL_FEES)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "ร้านสามเก้าอี้/Suppliers/LINE_นครบิวตี้_สั่งของ.txt": LINE_SUPPLIER,
        "ร้านสามเก้าอี้/ราคาค่าบริการ_หน้าร้าน.md": PRICE_BOARD,
        "ร้านสามเก้าอี้/stock_count_Oct2025.md": STOCK_COUNT,
        "ร้านสามเก้าอี้/LINE_กลุ่มช่างร้าน.txt": LINE_BARBERS,
        "ร้านสามเก้าอี้/งานนอกสถานที่/email_KaenGrand_mens_night.txt": HOTEL_EMAIL,
        "บ้าน/ใบเตย/LINE_ครูแพร_ป3.txt": LINE_TEACHER,
        "บ้าน/ใบเตย/ใบเตย_เรียนพิเศษ.md": TUTORING,
        "บ้าน/รายการซื้อของ.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Pim's to-do list in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
