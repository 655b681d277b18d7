"""Blind test folder: Pim Ink Tattoo Studio (พิมอิ้งค์ แทททู สตูดิโอ), Chiang Mai.

The owner is ปวีณา "พิม" ทองคำ (Mrs. Paweena Thongkham). She runs a small tattoo and piercing studio at
21/4 ซอยนิมมานเหมินท์ 9, เชียงใหม่, with three artists (ช่างเอก, ช่างแนน, ช่างบีม). Her husband ต้น (ธนากร) helps
with the books; their daughter ใบเตย (Baitoey) is in ป.3 at Lanna Bilingual School. They live in a house in สันทราย.
She keeps the studio's papers and the household's papers in one Documents folder:

ร้านสัก/ใบเสนอราคา/
  Quote_RiverSideHotel_FlashDay_draft.docx   English draft quote to the RiverSide Chiang Mai Hotel for a Loy Krathong
                                             flash-tattoo day (40 flash, 2 artists, total 59,500).
  Quote_RiverSideHotel_FlashDay_final.docx   The final quote sent a week later (50 flash, 3 artists, total 66,500,
                                             deposit 33,250).
  ใบเสนอราคา_ค่ายมวยแสงทอง_สักทีม.docx         Thai quote to Saengthong Muay Thai gym: camp logo on 8 fighters, 3,500 each,
                                             design fee 2,000, total 30,000.
  ใบเสนอราคา_วงลานนาบอยส์_สักคู่.docx          A similar quote to the band The Lanna Boys: 5 people, 3,200 each, design 1,500.
ร้านสัก/Suppliers/
  BangkokInkSupply_pricelist_2025.pdf        English price list of Bangkok Ink Supply Co., Ltd. for 2025.
  ราคาบางกอกอิ้งค์_2567.docx                  The same supplier's Thai price list of last year (2567) with lower prices.
  BangkokInk_invoice_INV-25-0817.pdf         English invoice of Bangkok Ink Supply for the August order (15,226.10).
  LINE_บางกอกอิ้งค์_สั่งของ.txt                LINE chat with เจ๊หน่อย of บางกอก อิ้งค์ ซัพพลาย; the order is changed
                                             (ink 6 -> 4 bottles, cartridges 8 -> 10 boxes).
  DragonNeedle_invoice_DN3391.pdf            English invoice of Dragon Needle Trading: a wireless machine 18,900, 12-month warranty.
ร้านสัก/บัญชี/
  รายรับรายจ่ายร้าน_2568.xlsx                 This year's book: sheet รายรับ (income) and sheet รายจ่าย (expenses), Jan-Oct.
  รายรับรายจ่ายร้าน_2567.xlsx                 Last year's book, same layout, 12 months.
  ค่าคอมช่าง_2568.xlsx                         Artists' commissions, one row per artist, months as columns.
ร้านสัก/สัญญา/
  สัญญาเช่าร้าน_นิมมาน.docx                    Thai shop lease: 35,000 a month, deposit 105,000, until 31 พฤษภาคม 2569.
  GuestArtist_Agreement_Kenji.docx           English guest-artist agreement with Kenji Watanabe (Osaka), 10-24 November 2025.
ร้านสัก/ลูกค้า/
  LINE_คุณบอส_แขนเต็ม.txt                     LINE chat with a customer: a full sleeve, the price goes 18,000 -> 24,500 -> 24,000.
  LINE_Sarah_fineline.txt                    English LINE chat with a tourist booking a small fineline flower.
ร้านสัก/
  email_ChiangMaiTattooConvention.txt        Email from the convention organiser: booth 12,000, early bird 9,500.
  แผนปี2569.pptx                               Slides: the plan for next year (target 2,400,000, ads 8,000 a month).
  aftercare_notes.md                         Aftercare instructions she gives customers (Thai and English).
  ราคาหน้าร้าน_2568.md                         This year's walk-in price card (Thai).
  PriceGuide_walkin_2024.txt                 Last year's English walk-in price guide for tourists.
  PEA_bill_shop_Oct2025.pdf                  The studio's electricity bill for October 2025.
บ้าน/ค่าเรียนใบเตย/
  LannaBilingual_invoice_term2_2025.pdf      Baitoey's school invoice for term 2 (74,500, due 31 October 2025).
  ใบเสร็จค่าเรียนพิเศษ_คณิต.docx              Receipt of the maths tutoring school (3,850).
  LINE_กลุ่มผู้ปกครอง_ป3.txt                   The class parents' LINE group: a field trip fee changed from 650 to 720.
บ้าน/บิล/
  PEA_bill_home_Oct2025.pdf                  The house's electricity bill for October 2025.
บ้าน/ประกัน/
  SiamSafe_health_renewal_2025.pdf           English renewal letter of Siam Safe Insurance for the family health plan (38,490).
  กรมธรรม์อัคคีภัยร้าน_สยามเซฟ.docx            Thai fire policy of the studio from the same firm (สยามเซฟ ประกันภัย), 6,420.
  LINE_ประกันรถ_พี่หน่อง.txt                   LINE chat with the car-insurance agent about renewing the CR-V's policy.
บ้าน/
  ค่าใช้จ่ายบ้าน_2568.xlsx                     Household spending this year, one row per month.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

STUDIO_TH = ["พิมอิ้งค์ แทททู สตูดิโอ (Pim Ink Tattoo Studio)",
             "21/4 ซอยนิมมานเหมินท์ 9 ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200  โทร 081-772-4519  IG: @pimink.cnx"]
STUDIO_EN = ["Pim Ink Tattoo Studio",
             "21/4 Nimmanhaemin Soi 9, Suthep, Mueang, Chiang Mai 50200  Tel. 081-772-4519  IG: @pimink.cnx"]

MONTHS_2568 = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค."]
MONTHS_ALL = MONTHS_2568 + ["พ.ย.", "ธ.ค."]


def _quotes(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    write_docx(folder / "Quote_RiverSideHotel_FlashDay_draft.docx",
               STUDIO_EN + ["QUOTATION - DRAFT (not sent yet, check artist fee with Ton)",
                            "Quote No. QT-2568-036", "Date: 2 September 2025",
                            "To: The RiverSide Chiang Mai Hotel - Ms. Nattaya Boonmee, Events Manager",
                            "Event: Loy Krathong Flash Tattoo Day at the hotel lawn, 5 November 2025, 14:00-21:00"],
               table=[("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
                      ("Flash tattoo, small (up to 5 cm), black or one colour", "40", "1,200", "48,000"),
                      ("Artist day fee", "2", "4,500", "9,000"),
                      ("Travel, setup and sterilisation kit", "1", "2,500", "2,500"),
                      ("Total", "", "", "59,500")],
               bottom=["Deposit 50% on confirmation.", "Prices do not include VAT (studio not VAT registered).",
                       "Prepared by Paweena Thongkham"])
    write_docx(folder / "Quote_RiverSideHotel_FlashDay_final.docx",
               STUDIO_EN + ["QUOTATION", "Quote No. QT-2568-036 (rev. 1)", "Date: 9 September 2025",
                            "To: The RiverSide Chiang Mai Hotel - Ms. Nattaya Boonmee, Events Manager",
                            "Event: Loy Krathong Flash Tattoo Day at the hotel lawn, 5 November 2025, 14:00-21:00",
                            "As discussed by phone, the hotel expects more guests, so we bring one more artist."],
               table=[("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
                      ("Flash tattoo, small (up to 5 cm), black or one colour", "50", "1,100", "55,000"),
                      ("Artist day fee", "3", "4,000", "12,000"),
                      ("Travel, setup and sterilisation kit", "1", "2,500", "2,500"),
                      ("Subtotal", "", "", "69,500"),
                      ("Discount for hotel partner", "", "", "-3,000"),
                      ("Grand total", "", "", "66,500")],
               bottom=["Deposit 50% (33,250 THB) to confirm the date, balance on the event day.",
                       "This quotation is valid until 30 September 2025.",
                       "Prices do not include VAT (studio not VAT registered).",
                       "Paweena Thongkham, owner"])
    write_docx(folder / "ใบเสนอราคา_ค่ายมวยแสงทอง_สักทีม.docx",
               STUDIO_TH + ["ใบเสนอราคา", "เลขที่ QT-2568-031", "วันที่ 15 สิงหาคม 2568",
                            "เรียน คุณสมชาย แสงทอง (ค่ายมวยแสงทองยิม อ.แม่ริม)",
                            "เรื่อง งานสักโลโก้ค่ายให้นักมวยในทีม"],
               table=[("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
                      ("สักโลโก้ค่าย ขนาด 10 ซม. สีดำ ที่หลังหรือหัวไหล่", "8 คน", "3,500", "28,000"),
                      ("ค่าออกแบบลายโลโก้ให้เป็นลายสัก", "1", "2,000", "2,000"),
                      ("รวมทั้งสิ้น", "", "", "30,000")],
               bottom=["มัดจำ 10,000 บาท เพื่อจองคิว ส่วนที่เหลือชำระในวันสัก",
                       "ยืนราคา 30 วัน / นัดสักได้ครั้งละ 2 คน ช่างเอกและช่างพิมเป็นผู้สัก",
                       "ผู้เสนอราคา ปวีณา ทองคำ"])
    write_docx(folder / "ใบเสนอราคา_วงลานนาบอยส์_สักคู่.docx",
               STUDIO_TH + ["ใบเสนอราคา", "เลขที่ QT-2568-033", "วันที่ 20 สิงหาคม 2568",
                            "เรียน คุณเจมส์ (วง The Lanna Boys)",
                            "เรื่อง งานสักลายเดียวกันทั้งวง ลายโน้ตดนตรีกับชื่อวง"],
               table=[("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
                      ("สักลายโน้ตดนตรี + ชื่อวง ขนาด 8 ซม. สีดำ ที่ข้อมือหรือแขน", "5 คน", "3,200", "16,000"),
                      ("ค่าออกแบบลาย", "1", "1,500", "1,500"),
                      ("รวมทั้งสิ้น", "", "", "17,500")],
               bottom=["มัดจำ 5,000 บาท เพื่อจองคิว ส่วนที่เหลือชำระในวันสัก",
                       "ยืนราคา 30 วัน / สักได้ทั้งวงในวันเดียว (ช่างแนน + ช่างบีม)",
                       "ผู้เสนอราคา ปวีณา ทองคำ"])


def _suppliers(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    make_pdf(folder / "BangkokInkSupply_pricelist_2025.pdf", [
        "BANGKOK INK SUPPLY CO., LTD.\n"
        "99/8 Pracha Uthit Road, Huai Khwang, Bangkok 10310  Tel. 02-691-2280  LINE @bkkinksupply\n"
        "PRICE LIST 2025 (effective 1 January 2025, prices in THB, VAT not included)\n"
        "\n"
        "Code     Item                                         Unit          Price\n"
        "INK-E08  Eternal Ink Lining Black 8 oz                bottle        1,450\n"
        "INK-D08  Dynamic Triple Black 8 oz                    bottle          980\n"
        "INK-WS4  World Famous colour ink 4 oz (any colour)    bottle          690\n"
        "CT-1203  Cartridge needles 1203RL                     box of 20       420\n"
        "CT-1207  Cartridge needles 1207RM                     box of 20       450\n"
        "GL-N100  Nitrile gloves black, size S/M/L             box of 100      260\n"
        "GS-1000  Green soap concentrate 1 L                   bottle          310\n"
        "SS-1510  Second skin film roll 15 cm x 10 m           roll            890\n"
        "BC-0500  Machine bag covers                           pack of 500     350\n"
        "\n"
        "Free delivery for orders from 3,000 THB. Orders below 3,000 THB: delivery 120 THB.\n"
        "Payment: 30 days from invoice date. Kasikorn Bank 042-3-77581-0.\n"
        "Prices may change without notice. Thank you for your support!"])
    write_docx(folder / "ราคาบางกอกอิ้งค์_2567.docx",
               ["บริษัท บางกอก อิ้งค์ ซัพพลาย จำกัด",
                "99/8 ถนนประชาอุทิศ ห้วยขวาง กรุงเทพฯ 10310 โทร 02-691-2280",
                "ใบราคาสินค้า ปี 2567 (ราคาเป็นบาท ยังไม่รวม VAT)"],
               table=[("รหัส", "รายการ", "หน่วย", "ราคา"),
                      ("INK-E08", "หมึก Eternal สีดำ (Lining Black) 8 ออนซ์", "ขวด", "1,320"),
                      ("INK-D08", "หมึก Dynamic Triple Black 8 ออนซ์", "ขวด", "920"),
                      ("INK-WS4", "หมึกสี World Famous 4 ออนซ์", "ขวด", "650"),
                      ("CT-1203", "เข็มตลับ 1203RL", "กล่อง 20 ชิ้น", "390"),
                      ("CT-1207", "เข็มตลับ 1207RM", "กล่อง 20 ชิ้น", "420"),
                      ("GL-N100", "ถุงมือไนไตรล์สีดำ", "กล่อง 100 ชิ้น", "240"),
                      ("GS-1000", "กรีนโซปเข้มข้น 1 ลิตร", "ขวด", "290"),
                      ("SS-1510", "ฟิล์มปิดแผล second skin 15 ซม. x 10 ม.", "ม้วน", "820")],
               bottom=["ส่งฟรีเมื่อสั่งครบ 2,500 บาท", "ราคานี้ใช้ถึง 31 ธันวาคม 2567"])
    make_pdf(folder / "BangkokInk_invoice_INV-25-0817.pdf", [
        "BANGKOK INK SUPPLY CO., LTD.   TAX INVOICE / INVOICE\n"
        "Invoice No.: INV-25-0817        Date: 18 August 2025\n"
        "Bill to: Pim Ink Tattoo Studio (Mrs. Paweena Thongkham)\n"
        "21/4 Nimmanhaemin Soi 9, Suthep, Mueang, Chiang Mai 50200\n"
        "\n"
        "Item                                   Qty   Unit price     Amount\n"
        "Eternal Ink Lining Black 8 oz            4      1,450.00   5,800.00\n"
        "Cartridge needles 1203RL (box of 20)    10        420.00   4,200.00\n"
        "Nitrile gloves black (box of 100)        6        260.00   1,560.00\n"
        "Second skin film roll 15 cm x 10 m       3        890.00   2,670.00\n"
        "\n"
        "Subtotal                                                  14,230.00\n"
        "VAT 7%                                                       996.10\n"
        "TOTAL                                                     15,226.10\n"
        "\n"
        "Payment due: 17 September 2025. Kasikorn Bank 042-3-77581-0 (Bangkok Ink Supply Co., Ltd.)\n"
        "Delivered by Kerry Express on 18 August 2025."])
    make_pdf(folder / "DragonNeedle_invoice_DN3391.pdf", [
        "DRAGON NEEDLE TRADING\n"
        "45 Chang Khlan Road, Chiang Mai 50100  Tel. 053-274-118\n"
        "INVOICE No. DN-3391     Date: 3 July 2025\n"
        "Customer: Pim Ink Tattoo Studio\n"
        "\n"
        "Item                                      Qty   Unit price   Amount\n"
        "FK Irons Spektra Flux wireless machine     1      18,900     18,900\n"
        "Spare battery pack (PowerBolt II)          2       2,400      4,800\n"
        "\n"
        "TOTAL (THB)                                                 23,700\n"
        "Paid in cash, thank you.\n"
        "Warranty: machine 12 months from invoice date; batteries 6 months.\n"
        "Keep this invoice for warranty claims."])
    write_texts(folder, {"LINE_บางกอกอิ้งค์_สั่งของ.txt": (
        "[LINE] ประวัติการแชทกับ เจ๊หน่อย บางกอกอิ้งค์\n"
        "[12/08/2568 10:15] พิม Pim Ink: เจ๊หน่อยคะ ขอสั่งของรอบนี้นะคะ Eternal ดำ 8 ออนซ์ 6 ขวด เข็ม 1203RL 8 กล่อง ถุงมือดำ 6 กล่องค่ะ\n"
        "[12/08/2568 10:40] เจ๊หน่อย บางกอกอิ้งค์: ได้ค่ะน้องพิม เดี๋ยวเจ๊ทำบิลให้นะคะ ราคาตามใบราคาปีนี้เลยค่ะ\n"
        "[12/08/2568 10:42] พิม Pim Ink: ปีนี้ Eternal ขึ้นเป็น 1,450 แล้วใช่มั้ยคะ\n"
        "[12/08/2568 10:45] เจ๊หน่อย บางกอกอิ้งค์: ใช่ค่ะ ขึ้นทุกเจ้าเลยค่ะ\n"
        "[14/08/2568 09:05] พิม Pim Ink: เจ๊คะ ขอแก้ออเดอร์นะคะ Eternal เหลือ 4 ขวดพอ ยังมีสต็อกอยู่ เข็ม 1203RL เพิ่มเป็น 10 กล่องค่ะ แล้วเพิ่มฟิล์ม second skin 3 ม้วนด้วยค่ะ ถุงมือเท่าเดิม\n"
        "[14/08/2568 09:30] เจ๊หน่อย บางกอกอิ้งค์: รับทราบค่ะ สรุปนะคะ Eternal 4 ขวด เข็ม 1203RL 10 กล่อง ถุงมือ 6 กล่อง ฟิล์ม 3 ม้วน ยอดรวม VAT 15,226.10 บาทค่ะ\n"
        "[14/08/2568 09:31] เจ๊หน่อย บางกอกอิ้งค์: ส่ง Kerry วันที่ 18/8 นะคะ เครดิต 30 วันเหมือนเดิมค่ะ\n"
        "[14/08/2568 09:33] พิม Pim Ink: ขอบคุณค่ะเจ๊ 🙏\n")})


def _income_book(path: Path, months: list[str], income: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ"
    sheet.append([f"รายรับร้านพิมอิ้งค์ ปี {year} (Income)"])
    sheet.append(["เดือน (Month)", "งานสัก (Tattoo)", "เจาะ (Piercing)", "สินค้า aftercare (Products)", "รวม (Total)"])
    for month, row in zip(months, income):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวมทั้งปี", *[sum(r[i] for r in income) for i in range(3)], sum(sum(r) for r in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย")
    sheet.append([f"รายจ่ายร้านพิมอิ้งค์ ปี {year} (Expenses)"])
    sheet.append(["เดือน (Month)", "ค่าเช่า (Rent)", "หมึก/อุปกรณ์ (Supplies)", "ค่าคอมช่าง (Commission)",
                  "ค่าไฟ (Electricity)", "โฆษณา (Ads)", "รวม (Total)"])
    for month, row in zip(months, expenses):
        sheet.append([month, *row, round(sum(row), 2)])
    sheet.append(["รวมทั้งปี", *[round(sum(r[i] for r in expenses), 2) for i in range(5)],
                  round(sum(sum(r) for r in expenses), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _accounts(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    commissions = {
        "ช่างเอก (Ek)": [24800, 22300, 26100, 20400, 18900, 17600, 19800, 23500, 21200, 27300],
        "ช่างแนน (Nan)": [18600, 16900, 19400, 15200, 14100, 13800, 15600, 17900, 16450, 20200],
        "ช่างบีม (Beam)": [9800, 8700, 10300, 7900, 7200, 6900, 8100, 9400, 8600, 10900],
    }
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าคอม 2568"
    sheet.append(["ค่าคอมมิชชั่นช่างสัก ปี 2568 (ช่างได้ 50% ของราคางาน หักค่าหมึกแล้ว)"])
    sheet.append(["ช่าง (Artist)", *MONTHS_2568, "รวม (Total)"])
    for name, values in commissions.items():
        sheet.append([name, *values, sum(values)])
    sheet.append(["รวมทุกคน", *[sum(v[i] for v in commissions.values()) for i in range(10)],
                  sum(sum(v) for v in commissions.values())])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(folder / "ค่าคอมช่าง_2568.xlsx")

    income = [(168500, 12400, 6850), (152000, 10800, 5920), (175300, 13600, 7140), (142800, 9700, 5310),
              (131600, 8900, 4780), (127400, 8200, 4450), (139900, 9600, 5060), (158200, 11300, 6240),
              (146700, 10100, 5590), (181900, 14200, 7380)]
    supplies = [14600, 11800, 15900, 10400, 9800, 9300, 27880, 17530, 12100, 16200]
    electricity = [6180, 6420, 7350, 8460, 8120, 7540, 7090, 6870, 6950, 7412.35]
    ads = [5000, 5000, 6000, 4000, 4000, 4000, 5000, 6000, 5000, 7000]
    expenses = [(35000, supplies[i], sum(v[i] for v in commissions.values()), electricity[i], ads[i])
                for i in range(10)]
    _income_book(folder / "รายรับรายจ่ายร้าน_2568.xlsx", MONTHS_2568, income, expenses, "2568")

    income_67 = [(149200, 9800, 5240), (138600, 9100, 4870), (160400, 11200, 6010), (129300, 8100, 4420),
                 (118700, 7300, 3960), (112500, 6900, 3780), (121800, 7600, 4150), (134900, 8800, 4730),
                 (127600, 8300, 4390), (155300, 10900, 5620), (147800, 10200, 5310), (171400, 12700, 6880)]
    expenses_67 = [(33000, 12900, 45600, 5870, 3000), (33000, 10700, 42100, 6040, 3000),
                   (33000, 14300, 48900, 6980, 3000), (33000, 9800, 39400, 7920, 3000),
                   (33000, 8600, 36200, 7780, 3000), (35000, 8900, 34300, 7210, 3000),
                   (35000, 10200, 37100, 6830, 4000), (35000, 11600, 41200, 6540, 4000),
                   (35000, 10900, 39000, 6610, 4000), (35000, 14100, 47300, 6720, 4000),
                   (35000, 13400, 44800, 6390, 4000), (35000, 16800, 52600, 6650, 5000)]
    _income_book(folder / "รายรับรายจ่ายร้าน_2567.xlsx", MONTHS_ALL, income_67, expenses_67, "2567")


def _contracts(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    write_docx(folder / "สัญญาเช่าร้าน_นิมมาน.docx",
               ["สัญญาเช่าอาคารพาณิชย์", "ทำที่ เชียงใหม่ วันที่ 20 พฤษภาคม 2566",
                "ระหว่าง นายวิชัย รุ่งเรืองกิจ ซึ่งต่อไปในสัญญานี้เรียกว่า \"ผู้ให้เช่า\" ฝ่ายหนึ่ง",
                "กับ นางปวีณา ทองคำ ซึ่งต่อไปในสัญญานี้เรียกว่า \"ผู้เช่า\" อีกฝ่ายหนึ่ง"],
               headings=[
                   ("ข้อ 1 ทรัพย์ที่เช่า",
                    "อาคารพาณิชย์ 2 ชั้น เลขที่ 21/4 ซอยนิมมานเหมินท์ 9 ต.สุเทพ อ.เมือง จ.เชียงใหม่\n"
                    "ผู้เช่าใช้เป็นร้านสักและเจาะ (พิมอิ้งค์ แทททู สตูดิโอ) ชั้นบนใช้เป็นห้องเก็บของ"),
                   ("ข้อ 2 ระยะเวลาเช่า",
                    "มีกำหนด 3 ปี ตั้งแต่วันที่ 1 มิถุนายน 2566 ถึงวันที่ 31 พฤษภาคม 2569\n"
                    "หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด"),
                   ("ข้อ 3 ค่าเช่า",
                    "ค่าเช่าเดือนละ 35,000 บาท (สามหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน\n"
                    "โดยโอนเข้าบัญชีธนาคารกรุงเทพ เลขที่ 512-0-48816-3 ชื่อบัญชี นายวิชัย รุ่งเรืองกิจ\n"
                    "ชำระล่าช้าเสียค่าปรับวันละ 200 บาท"),
                   ("ข้อ 4 เงินประกัน",
                    "ผู้เช่าได้วางเงินประกันการเช่าไว้ 105,000 บาท (เท่ากับค่าเช่า 3 เดือน)\n"
                    "ผู้ให้เช่าจะคืนเงินประกันภายใน 30 วันหลังส่งมอบอาคารคืนในสภาพเรียบร้อย"),
                   ("ข้อ 5 การต่อสัญญาและการปรับค่าเช่า",
                    "หากต่อสัญญา ผู้ให้เช่าจะปรับค่าเช่าขึ้นได้ไม่เกินร้อยละ 5 ต่อรอบสัญญา"),
                   ("ข้อ 6 การดัดแปลงและค่าสาธารณูปโภค",
                    "ผู้เช่าตกแต่งภายในได้โดยไม่กระทบโครงสร้าง ค่าไฟฟ้า ค่าน้ำ และค่าอินเทอร์เน็ต ผู้เช่าเป็นผู้ชำระเอง"),
               ],
               bottom=["ลงชื่อ วิชัย รุ่งเรืองกิจ ผู้ให้เช่า", "ลงชื่อ ปวีณา ทองคำ ผู้เช่า",
                       "ลงชื่อ ธนากร ทองคำ พยาน"])
    write_docx(folder / "GuestArtist_Agreement_Kenji.docx",
               ["GUEST ARTIST AGREEMENT",
                "Between Pim Ink Tattoo Studio, Chiang Mai (\"the Studio\"), represented by Mrs. Paweena Thongkham,",
                "and Mr. Kenji Watanabe, tattoo artist of Osaka, Japan (\"the Artist\").",
                "Signed on 1 October 2025."],
               headings=[
                   ("1. Period", "The Artist works as a guest at the Studio from 10 November 2025 to 24 November 2025."),
                   ("2. Split",
                    "Of the price of each tattoo, 60% goes to the Artist and 40% to the Studio.\n"
                    "The Studio guarantees the Artist a minimum of 30,000 THB for the whole guest spot."),
                   ("3. Bookings and deposits",
                    "Bookings are made through the Studio's Instagram and LINE. The Studio collects a deposit of "
                    "1,000 THB per booking and keeps it if the customer does not come."),
                   ("4. Supplies",
                    "The Studio provides a station, ink, cartridges, gloves and aftercare film. "
                    "The Artist brings his own machines and power supply."),
                   ("5. Payment", "The Studio pays the Artist's share every Sunday by bank transfer (Wise)."),
                   ("6. Accommodation",
                    "The Studio books a room at Nimman House for the Artist; the Artist pays 900 THB per night."),
               ],
               bottom=["Signed: Paweena Thongkham (Studio)", "Signed: Kenji Watanabe (Artist)"])


def _customers(folder: Path) -> None:
    write_texts(folder, {
        "LINE_คุณบอส_แขนเต็ม.txt": (
            "[LINE] ประวัติการแชทกับ Boss Kittipong\n"
            "[02/09/2568 19:22] Boss Kittipong: พี่พิมครับ อยากสักแขนเต็มลายปลาคาร์ปญี่ปุ่นกับคลื่นครับ แขนขวา\n"
            "[02/09/2568 19:40] พิม Pim Ink: ได้ค่ะ แขนเต็มปลาคาร์ป+คลื่น สีดำเทา ราคา 18,000 บาท นัดประมาณ 3 ครั้งนะคะ\n"
            "[02/09/2568 19:45] Boss Kittipong: แล้วถ้าเพิ่มมังกรที่ต้นแขนด้วยล่ะครับ\n"
            "[03/09/2568 10:12] พิม Pim Ink: ถ้าเพิ่มมังกรเป็น 24,500 บาท ต้องนัด 4 ครั้งนะคะ ครั้งละประมาณ 5 ชม.\n"
            "[03/09/2568 12:30] Boss Kittipong: ลดได้อีกนิดไหมครับพี่ 🙏\n"
            "[03/09/2568 12:48] พิม Pim Ink: ราคาสุดท้ายให้ 24,000 บาทค่ะ 4 ครั้งเท่าเดิม มัดจำ 5,000 บาทนะคะ\n"
            "[03/09/2568 13:05] Boss Kittipong: โอเคครับ โอนมัดจำ 5,000 แล้วครับ\n"
            "[03/09/2568 13:07] พิม Pim Ink: ได้รับแล้วค่ะ ครั้งแรกวันเสาร์ 20 ก.ย. 13:00 น. นะคะ กินข้าวมาก่อนด้วยค่ะ\n"
            "[21/09/2568 09:15] Boss Kittipong: แผลเริ่มลอกแล้วครับ ทาอะไรดีครับ\n"
            "[21/09/2568 09:30] พิม Pim Ink: ทาครีมบางๆ วันละ 2-3 ครั้ง ห้ามแกะนะคะ ครั้งที่ 2 วันเสาร์ 11 ต.ค. ค่ะ\n"),
        "LINE_Sarah_fineline.txt": (
            "[LINE] Chat history with Sarah M\n"
            "[10/10/2025 14:02] Sarah M: Hi! I'm in Chiang Mai till the 18th. Could I get a small fineline flower on my wrist?\n"
            "[10/10/2025 14:10] Pim Ink: Hi Sarah! Yes, a small fineline flower about 5 cm is 3,500 THB incl. aftercare film.\n"
            "[10/10/2025 14:12] Pim Ink: Nan is our fineline artist. Tuesday 14 Oct at 15:00 is free.\n"
            "[10/10/2025 14:20] Sarah M: Perfect, booking 14 Oct. How do I pay the deposit?\n"
            "[10/10/2025 14:22] Pim Ink: Deposit 1,000 THB by Wise or cash at the studio, the rest on the day.\n"
            "[12/10/2025 09:41] Sarah M: Sorry, can we move it to Thursday 16 Oct? Going to Pai on the 14th.\n"
            "[12/10/2025 10:05] Pim Ink: No problem, Thursday 16 Oct at 15:00 with Nan. See you!\n"),
    })


def _studio_misc(folder: Path) -> None:
    write_texts(folder, {
        "email_ChiangMaiTattooConvention.txt": (
            "From: Chiang Mai Tattoo Convention <booth@cmtattooconvention.com>\n"
            "To: pimink.cnx@gmail.com\n"
            "Date: Mon, 6 Oct 2025 11:32 +0700\n"
            "Subject: Booth booking - Chiang Mai Tattoo Convention 2026\n"
            "\n"
            "Dear Pim Ink Tattoo Studio,\n"
            "\n"
            "Thank you for your interest in the Chiang Mai Tattoo Convention 2026. The convention runs "
            "17-19 January 2026 at the Chiang Mai International Exhibition and Convention Centre (CMECC).\n"
            "\n"
            "Standard booth (3 x 3 m): 12,000 THB.\n"
            "Early bird price: 9,500 THB if paid in full before 31 October 2025.\n"
            "Each booth includes 2 tables, 4 chairs, 1 power socket (max 1,000 W) and 4 artist passes.\n"
            "Extra artist pass: 500 THB each. Extra power socket: 800 THB.\n"
            "\n"
            "Contest categories: Best Black & Grey, Best Colour, Best Fineline, Best of Day. "
            "Entry is free for booth artists.\n"
            "\n"
            "To book, reply to this email with your studio name, the artists' names and the payment slip "
            "(SCB 409-2-33170-8, Chiang Mai Ink Events Co., Ltd.). Booth positions are given first come, first served.\n"
            "\n"
            "Best regards,\n"
            "Apinya K.\n"
            "Booth coordinator, Chiang Mai Tattoo Convention\n"),
        "aftercare_notes.md": (
            "# การดูแลแผลสัก / Tattoo aftercare (แจกลูกค้าหลังสักเสร็จ)\n\n"
            "## วันที่ 1-3\n- แกะฟิล์ม second skin ออกหลัง 24-48 ชม. (ถ้ามีน้ำเหลืองเยอะให้แกะเร็วขึ้น)\n"
            "- ล้างด้วยสบู่อ่อนๆ กับน้ำสะอาด ซับให้แห้ง ทาครีมบางๆ\n\n"
            "## สัปดาห์ที่ 1-2\n- ห้ามแกะ ห้ามเกาสะเก็ด\n- งดว่ายน้ำ สระ ทะเล ซาวน่า 2 สัปดาห์\n"
            "- หลีกเลี่ยงแดดจัด ใส่เสื้อแขนยาวคลุม\n\n"
            "## English\n- Remove the film after 24-48 hours, wash gently, pat dry, thin layer of cream.\n"
            "- No swimming, sauna or sunbathing for 2 weeks. Do not pick the scabs.\n"
            "- Free touch-up within 60 days. Message us on LINE @pimink if anything looks wrong.\n"),
        "ราคาหน้าร้าน_2568.md": (
            "# ราคาหน้าร้าน พิมอิ้งค์ ปี 2568\n\n"
            "- ขั้นต่ำ 1,500 บาท (ลายเล็กไม่เกิน 5 ซม.)\n"
            "- คิดรายชั่วโมง ชั่วโมงละ 2,500 บาท\n"
            "- เต็มวัน (6 ชม.) 12,000 บาท\n"
            "- งาน cover up บวกเพิ่ม 30%\n"
            "- เจาะหู 600 บาท รวมจิว titanium\n"
            "- มัดจำจองคิว 1,000 บาท ไม่คืนถ้าไม่มาตามนัด\n"),
        "PriceGuide_walkin_2024.txt": (
            "PIM INK TATTOO STUDIO - WALK-IN PRICE GUIDE 2024\n"
            "Minimum charge: 1,200 THB (small designs up to 5 cm)\n"
            "Hourly rate: 2,000 THB\n"
            "Full day session (6 hours): 10,000 THB\n"
            "Cover-up: +20%\n"
            "Ear piercing with titanium stud: 500 THB\n"
            "Deposit to book: 500 THB\n"
            "We speak English, Thai and a little Japanese!\n"),
    })
    write_slides(folder / "แผนปี2569.pptx", [
        ("แผนร้านพิมอิ้งค์ ปี 2569",
         "เป้ารายได้ทั้งปี 2,400,000 บาท\nปี 2568 คาดว่าจะปิดที่ประมาณ 1,900,000 บาท"),
        ("ทีมช่าง",
         "รับช่างเพิ่ม 1 คน สายงาน fineline เริ่ม มี.ค. 2569\nส่งช่างบีมเรียนคอร์สสีน้ำที่กรุงเทพฯ"),
        ("การตลาด",
         "งบโฆษณา IG / TikTok เดือนละ 8,000 บาท\nออกบูธ Chiang Mai Tattoo Convention ม.ค. 2569\nทำรีวิวลูกค้าต่างชาติใน Google Maps"),
        ("มุมเจาะ (Piercing corner)",
         "เปิดมุมเจาะหูและจมูก งบตกแต่ง 45,000 บาท\nเป้ายอดเจาะเดือนละ 20,000 บาท"),
        ("Guest spot",
         "เชิญช่างต่างชาติมา guest 2 ครั้งต่อปี (ญี่ปุ่น / ยุโรป)\nพิมไป guest ที่กรุงเทพฯ 1 ครั้ง"),
    ])
    make_pdf(folder / "PEA_bill_shop_Oct2025.pdf", [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - CHIANG MAI\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Customer: Pim Ink Tattoo Studio (Mrs. Paweena Thongkham)\n"
        "Address: 21/4 Nimmanhaemin Soi 9, Suthep, Mueang, Chiang Mai\n"
        "Account No.: 020008814532    Meter No.: 7731205    Rate: 2.1 Small business\n"
        "Bill month: October 2025    Reading period: 16 Sep 2025 - 15 Oct 2025\n"
        "\n"
        "Units used: 1,486 kWh\n"
        "Energy charge                 6,295.60\n"
        "Ft charge                       587.25\n"
        "Service charge                   46.16\n"
        "VAT 7%                          483.34\n"
        "Total amount due (THB)        7,412.35\n"
        "\n"
        "Please pay by: 29 October 2025 (PEA Smart Plus app, 7-Eleven, bank counter)"])


def _household(folder: Path) -> None:
    school = folder / "ค่าเรียนใบเตย"
    school.mkdir(parents=True, exist_ok=True)
    make_pdf(school / "LannaBilingual_invoice_term2_2025.pdf", [
        "LANNA BILINGUAL SCHOOL\n"
        "112 Moo 3, Nong Chom, San Sai, Chiang Mai 50210  Tel. 053-125-660\n"
        "INVOICE - TERM 2, ACADEMIC YEAR 2025/2026\n"
        "Invoice No.: LBS-T2-25-0388     Date: 1 October 2025\n"
        "Student: Baitoey Thongkham    Class: Grade 3/2 (Prathom 3)\n"
        "Parent: Mrs. Paweena Thongkham\n"
        "\n"
        "Tuition fee, term 2                 48,500\n"
        "English programme                   12,000\n"
        "Lunch and snacks                     6,800\n"
        "School bus (San Sai route)           7,200\n"
        "TOTAL (THB)                         74,500\n"
        "\n"
        "Due date: 31 October 2025. A late fee of 500 THB applies after the due date.\n"
        "Pay by bank transfer to Krungthai Bank 667-0-12245-9 (Lanna Bilingual School)\n"
        "and send the slip to finance@lannabilingual.ac.th"])
    write_docx(school / "ใบเสร็จค่าเรียนพิเศษ_คณิต.docx",
               ["บ้านคณิตครูอ้อย", "88/3 ถ.เชียงใหม่-แม่โจ้ อ.สันทราย จ.เชียงใหม่ โทร 089-556-2014",
                "ใบเสร็จรับเงิน เลขที่ 0457", "วันที่ 2 ตุลาคม 2568",
                "ได้รับเงินจาก คุณปวีณา ทองคำ (ผู้ปกครอง ด.ญ.ใบเตย ทองคำ ชั้น ป.3)"],
               table=[("รายการ", "จำนวนเงิน (บาท)"),
                      ("คอร์สคณิตศาสตร์ ป.3 เทอม 2 (10 ครั้ง เสาร์ 9:00-11:00)", "3,500"),
                      ("หนังสือแบบฝึกหัด", "350"),
                      ("รวม", "3,850")],
               bottom=["ชำระเป็นเงินสด", "ผู้รับเงิน ครูอ้อย"])
    write_texts(school, {"LINE_กลุ่มผู้ปกครอง_ป3.txt": (
        "[LINE] ประวัติการแชทในกลุ่ม ผู้ปกครอง ป.3/2 LBS\n"
        "[20/10/2568 18:02] ครูแพร ป.3/2: เรียนผู้ปกครองทุกท่านค่ะ เดือนหน้ามีทัศนศึกษา Chiang Mai Night Safari วันเสาร์ที่ 22 พ.ย. 2568 นะคะ\n"
        "[20/10/2568 18:03] ครูแพร ป.3/2: ค่าใช้จ่ายคนละ 650 บาท (ค่ารถ ค่าเข้า อาหารกลางวัน) ชำระภายใน 10 พ.ย. ค่ะ\n"
        "[20/10/2568 18:10] แม่น้องมายด์: รับทราบค่ะครู\n"
        "[20/10/2568 18:25] แม่ใบเตย (พิม): รับทราบค่ะ ใบเตยไปค่ะ\n"
        "[23/10/2568 08:40] ครูแพร ป.3/2: แก้ไขค่ะ ค่าใช้จ่ายทัศนศึกษาเปลี่ยนเป็นคนละ 720 บาทนะคะ เพราะเพิ่มรอบนั่งรถ tram กลางคืน ชำระภายใน 10 พ.ย. เหมือนเดิมค่ะ ขออภัยค่ะ\n"
        "[23/10/2568 08:55] พ่อน้องภูมิ: โอนที่บัญชีเดิมใช่ไหมครับครู\n"
        "[23/10/2568 09:02] ครูแพร ป.3/2: ใช่ค่ะ บัญชีห้องเรียน กรุงไทย 667-0-55810-2 แล้วส่งสลิปในกลุ่มได้เลยค่ะ\n"
        "[24/10/2568 20:15] ครูแพร ป.3/2: อีกเรื่องค่ะ เสื้อกีฬาสีตัวละ 280 บาท สั่งภายในวันศุกร์ที่ 31 ต.ค. นะคะ\n")})

    bills = folder / "บิล"
    bills.mkdir(parents=True, exist_ok=True)
    make_pdf(bills / "PEA_bill_home_Oct2025.pdf", [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - SAN SAI OFFICE\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Customer: Mrs. Paweena Thongkham\n"
        "Address: 88/12 Moo 5, Nong Chom, San Sai, Chiang Mai\n"
        "Account No.: 020011267094    Meter No.: 5520918    Rate: 1.2 Residential\n"
        "Bill month: October 2025    Reading period: 12 Sep 2025 - 11 Oct 2025\n"
        "\n"
        "Units used: 612 kWh\n"
        "Energy charge                 2,666.40\n"
        "Ft charge                       241.87\n"
        "Service charge                   24.62\n"
        "VAT 7%                          215.68\n"
        "Total amount due (THB)        3,148.57\n"
        "\n"
        "Please pay by: 27 October 2025"])

    insurance = folder / "ประกัน"
    insurance.mkdir(parents=True, exist_ok=True)
    make_pdf(insurance / "SiamSafe_health_renewal_2025.pdf", [
        "SIAM SAFE INSURANCE PUBLIC COMPANY LIMITED\n"
        "1168 Phahonyothin Road, Chatuchak, Bangkok 10900  Call centre 1725\n"
        "\n"
        "1 November 2025\n"
        "Mrs. Paweena Thongkham\n"
        "88/12 Moo 5, Nong Chom, San Sai, Chiang Mai 50210\n"
        "\n"
        "Subject: Renewal of your health insurance, policy No. HS-2231-0457\n"
        "\n"
        "Dear Mrs. Thongkham,\n"
        "Thank you for choosing Siam Safe Insurance. Your Smart Health Plus policy comes up for renewal.\n"
        "The premium for the policy year 2025-2026 is as follows:\n"
        "  Smart Health Plus (insured: Paweena Thongkham), IPD limit 1,500,000 THB per year   28,640 THB\n"
        "  Child health rider (insured: Baitoey Thongkham)                                   9,850 THB\n"
        "  Total premium                                                                     38,490 THB\n"
        "Last year's total premium was 35,120 THB. The increase follows your age band and the claims\n"
        "experience of the plan.\n"
        "\n"
        "Renewal due date: 15 December 2025. Please pay by that date to keep your cover without a break.\n"
        "You can pay through the Siam Safe app, at any bank counter, or by credit card (instalments\n"
        "over 6 months at 0%).\n"
        "\n"
        "Yours sincerely,\n"
        "Customer Service Department, Siam Safe Insurance PCL"])
    write_docx(insurance / "กรมธรรม์อัคคีภัยร้าน_สยามเซฟ.docx",
               ["บริษัท สยามเซฟ ประกันภัย จำกัด (มหาชน)", "ตารางกรมธรรม์ประกันอัคคีภัยสำหรับร้านค้า",
                "กรมธรรม์เลขที่ FR-68-110392",
                "ผู้เอาประกันภัย นางปวีณา ทองคำ (ร้านพิมอิ้งค์ แทททู สตูดิโอ)",
                "สถานที่เอาประกันภัย 21/4 ซอยนิมมานเหมินท์ 9 ต.สุเทพ อ.เมือง จ.เชียงใหม่",
                "ระยะเวลาเอาประกันภัย ตั้งแต่ 1 มีนาคม 2568 ถึง 1 มีนาคม 2569 (เวลา 16.30 น.)"],
               table=[("รายการ", "จำนวนเงินเอาประกันภัย (บาท)"),
                      ("ทรัพย์สินภายในร้าน เฟอร์นิเจอร์ เครื่องสัก อุปกรณ์", "900,000"),
                      ("งานตกแต่งภายใน", "300,000"),
                      ("รวมทุนประกันภัย", "1,200,000")],
               bottom=["เบี้ยประกันภัยสุทธิ 5,950 บาท อากรแสตมป์และภาษี 470 บาท",
                       "เบี้ยประกันภัยรวม 6,420 บาท (ชำระแล้ว)",
                       "ความคุ้มครองเพิ่ม: ภัยน้ำท่วม ไม่เกิน 100,000 บาท / โจรกรรม ไม่เกิน 50,000 บาท",
                       "ตัวแทน: คุณจิราพร ศรีวงศ์ โทร 086-441-9027"])
    write_texts(insurance, {"LINE_ประกันรถ_พี่หน่อง.txt": (
        "[LINE] ประวัติการแชทกับ พี่หน่อง ตัวแทนประกันรถ\n"
        "[28/10/2568 10:20] พี่หน่อง ประกันรถ: สวัสดีค่ะน้องพิม ประกันชั้น 1 รถ CR-V ทะเบียน กข 4521 เชียงใหม่ จะหมดวันที่ 30 พ.ย. 2568 นะคะ\n"
        "[28/10/2568 10:22] พี่หน่อง ประกันรถ: ปีนี้ไทยมั่นคงประกันภัย ชั้น 1 ซ่อมห้าง เบี้ย 19,800 บาทค่ะ (ปีที่แล้ว 18,450)\n"
        "[28/10/2568 12:05] พิม: ทำไมขึ้นเยอะจังคะพี่ ปีนี้ไม่ได้เคลมเลยนะ\n"
        "[28/10/2568 12:30] พี่หน่อง ประกันรถ: ถ้าเปลี่ยนเป็นซ่อมอู่ เหลือ 16,900 บาทค่ะ ผ่อน 0% 3 เดือนได้ค่ะ\n"
        "[28/10/2568 19:40] พิม: ขอถามพี่ต้นก่อนนะคะ แล้วจะแจ้งภายในอาทิตย์หน้าค่ะ\n")})

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่ายบ้าน 2568"
    sheet.append(["ค่าใช้จ่ายบ้าน ปี 2568 (Household spending)"])
    headers = ["เดือน", "กับข้าว/ของใช้", "ค่าไฟบ้าน", "ค่าน้ำ", "เน็ต+มือถือ", "ค่างวดรถ", "ค่าเรียนลูก",
               "จิปาถะ", "รวม"]
    sheet.append(headers)
    rows = [(18400, 2890, 310, 1698, 12850, 0, 4200), (17900, 2760, 295, 1698, 12850, 0, 3100),
            (19200, 3410, 320, 1698, 12850, 0, 5600), (21500, 4120, 365, 1698, 12850, 0, 9800),
            (18800, 4380, 380, 1698, 12850, 71500, 3900), (18100, 3720, 340, 1698, 12850, 3500, 2700),
            (18600, 3350, 330, 1698, 12850, 350, 3300), (19300, 3180, 325, 1698, 12850, 0, 4100),
            (18200, 3060, 315, 1698, 12850, 0, 2950), (19700, 3148.57, 320, 1698, 12850, 3850, 4600)]
    for month, row in zip(MONTHS_2568, rows):
        sheet.append([month, *row, round(sum(row), 2)])
    sheet.append(["รวม", *[round(sum(r[i] for r in rows), 2) for i in range(7)],
                  round(sum(sum(r) for r in rows), 2)])
    for column in range(2, 10):
        money_format(sheet, column)
    book.save(folder / "ค่าใช้จ่ายบ้าน_2568.xlsx")


def write_folder(root: Path) -> Path:
    docs = root / "Documents"
    shop = docs / "ร้านสัก"
    _quotes(shop / "ใบเสนอราคา")
    _suppliers(shop / "Suppliers")
    _accounts(shop / "บัญชี")
    _contracts(shop / "สัญญา")
    _customers(shop / "ลูกค้า")
    _studio_misc(shop)
    _household(docs / "บ้าน")
    return docs


def seed_workspect(workspect: Path) -> None:
    write_texts(workspect, {"todo.md": (
        "# ต้องทำ\n"
        "- โอนค่าเทอมใบเตยก่อนสิ้นเดือน\n"
        "- ตอบอีเมลงาน convention เรื่องบูธ\n"
        "- โทรถามโรงแรมเรื่องมัดจำงานลอยกระทง\n"
        "- ถามพี่ต้นเรื่องต่อประกันรถ ซ่อมห้างหรือซ่อมอู่\n"
        "- สั่งเข็ม 1207 เพิ่มก่อนเคนจิมา\n")})
