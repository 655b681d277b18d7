"""The bambooware folder: the papers of a Thai bamboo-furniture and basketry workshop owner and her household.

The owner is นางสุนันทา ทองมา (พี่นันท์). She runs "สุนันทาไผ่งาม" (Sunanta Bamboo Craft), a workshop at
ต.หน้าพระธาตุ อ.พนัสนิคม จ.ชลบุรี, with village weavers paid by the piece (ป้าบุญมี, ป้าละมัย, พี่จำปี, น้าสมศรี,
ยายทองใบ) and one day-hand (ต้อม). She makes chairs, lamps, baskets and trays for resorts and cafés and has her
first export quote to a Japanese importer. Her husband วีระ splits and treats the bamboo, her daughter ปลา
(ด.ญ.ปาริชาต) is in ม.1, her father พ่อสมพงษ์ lives with them. It is November 2568 (2025).

Documents/งานไผ่/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ภูผาลัยรีสอร์ท_ร่าง.docx: draft quote QT-2568-044 to Phuphalai Resort, Khao Yai, 186,400.
- ใบเสนอราคา/ใบเสนอราคา_ภูผาลัยรีสอร์ท_ฉบับจริง.docx: the final sent quote, chairs 3,200 not 3,400, total 178,900.
- ใบเสนอราคา/ใบเสนอราคา_โคมไผ่_ซีบรีซบางแสน.docx: lamp quote to The Sea Breeze resort, round lamp 1,250, 72,000.
- ใบเสนอราคา/ใบเสนอราคา_โคมไผ่_บ้านสวนคาเฟ่.docx: similar lamp quote to a café in Si Racha, round lamp 1,350, 25,400.
- เอกสาร/สัญญาจ้างผลิต_ภูผาลัยรีสอร์ท.docx: production contract with the resort (178,900, deposit 89,450, by 15 ธ.ค.).
- เอกสาร/ประกาศอัตราค่าจ้างรายชิ้น_2568.docx: this year's piece rates for the weavers (from 1 ต.ค. 2568).
- เอกสาร/ประกาศอัตราค่าจ้างรายชิ้น_2567.docx: last year's piece rates, lower figures.
- Export/Export_quotation_KobayashiLiving_Oct2025.pdf: English FOB quote to Kobayashi Living, Osaka, USD 10,450.00.
- Export/email_Kobayashi_samples_Nov2025.txt: the buyer's email: samples approved, 400 sets / 150 lamps, USD 11,600.00.
- Suppliers/PrachinBamboo_pricelist_2025.pdf: English 2025 price list of Prachin Bamboo Co., Ltd. (Pai Tong 95).
- Suppliers/ราคาไม้ไผ่_ปราจีนแบมบู_2567.docx: last year's list of the same firm in Thai (ไผ่ตง 85 บาท/ลำ).
- Suppliers/PrachinBamboo_invoice_PB-2510-0332.pdf: October bamboo invoice, 22,900, due 7 Nov 2025.
- Suppliers/ChonburiFinishing_invoice_Oct2025.pdf: borax, boric acid, lacquer and stain invoice, 9,080.
- บัญชี/ยอดขาย_สุนันทาไผ่งาม_2568.xlsx: this year's book, two sheets (sales by month; expenses by month), ม.ค.–ต.ค.
- บัญชี/ยอดขาย_สุนันทาไผ่งาม_2567.xlsx: last year's book, same layout, full year with a total row.
- บัญชี/ซื้อไม้ไผ่_รายเดือน_2568.xlsx: bamboo bought, one row per source, months as columns.
- บัญชี/ค่าแรงช่างสาน_ตุลาคม68.md: October piece-rate pay of each weaver and the day-hand.
- บัญชี/สต็อกสินค้า_พ.ย.68.md: stock count on 5 Nov 2568.
- แชท/แชทไลน์_คุณเมย์_ภูผาลัย.txt: LINE chat with the resort; 6 more lamps, total becomes 187,600, delivery 12 ธ.ค.
- แชท/แชทไลน์_ลุงเชิด_สวนไผ่.txt: LINE chat with a bamboo grower; 200 poles at 40 becomes 150 poles at 42 (6,300).
- บันทึกประชุมช่างสาน_25ตค68.md: minutes of the weavers' meeting.
- แผนงานปี2569.pptx: slides, next year's plan (1,600,000 target, drying shed 120,000).
- สูตรน้ำยาแช่ไผ่กันมอด.md: her borax/boric soak recipe against powder-post beetles.
- PEA_workshop_bill_Oct2025.pdf: the workshop's electricity bill, 8,916.42.

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf and Bills/ChonNet_fibre_bill_Oct2025.pdf: the house's English bills.
- ประกัน/ThaiSiri_health_insurance_renewal_2025.pdf: renewal letter for Weera's health cover, 24,350 by 20 Nov 2025;
  the daughter's policy with the same firm shows in the spending book as ไทยศิริประกันชีวิต.
- ค่าเทอมปลา/ค่าเทอม_ปลา_เทอม1-2568.docx and ค่าเทอม_ปลา_เทอม2-2568.docx: school fee notices (14,500; 16,200).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวทองมา.txt: the family LINE group; scout-camp fee 850 becomes 1,150.
- นัดหมอพ่อ.md: notes on her father's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("สุนันทาไผ่งาม (Sunanta Bamboo Craft) 112 หมู่ 5 ต.หน้าพระธาตุ อ.พนัสนิคม จ.ชลบุรี 20140 "
            "โทร 081-763-2045")

# ---------------------------------------------------------------- resort quote, draft and final
PHUPHALAI_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-044",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน คุณจิราพร (คุณเมย์) ฝ่ายจัดซื้อ ภูผาลัย รีสอร์ท เขาใหญ่",
    "เรื่อง เฟอร์นิเจอร์และของตกแต่งไม้ไผ่ สำหรับวิลล่า 12 หลัง",
]
PHUPHALAI_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เก้าอี้พักผ่อนไม้ไผ่ พนักสานลายขัด", "24 ตัว", "3,400", "81,600"),
    ("โต๊ะข้างไม้ไผ่ ท็อปไผ่อัด", "12 ตัว", "1,850", "22,200"),
    ("โคมไฟแขวนไผ่สานทรงกลม 45 ซม.", "24 ใบ", "1,450", "34,800"),
    ("ตะกร้าผ้าไผ่สานพร้อมฝา", "24 ใบ", "950", "22,800"),
    ("ถาดเสิร์ฟไผ่สาน", "48 ใบ", "350", "16,800"),
    ("ค่าขนส่งไปเขาใหญ่", "1 เที่ยว", "8,200", "8,200"),
    ("รวมทั้งสิ้น", "", "", "186,400"),
]
PHUPHALAI_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 186,400 บาท (หนึ่งแสนแปดหมื่นหกพันสี่ร้อยบาทถ้วน)",
    "ร่าง ยังไม่ส่ง — รอพี่วีระคิดค่ารถกับราคาไผ่ตงรอบใหม่ก่อน",
]
PHUPHALAI_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-044 (ฉบับแก้ไข)",
    "วันที่ 17 ตุลาคม 2568",
    "เรียน คุณจิราพร (คุณเมย์) ฝ่ายจัดซื้อ ภูผาลัย รีสอร์ท เขาใหญ่",
    "เรื่อง เฟอร์นิเจอร์และของตกแต่งไม้ไผ่ สำหรับวิลล่า 12 หลัง",
]
PHUPHALAI_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เก้าอี้พักผ่อนไม้ไผ่ พนักสานลายขัด", "24 ตัว", "3,200", "76,800"),
    ("โต๊ะข้างไม้ไผ่ ท็อปไผ่อัด", "12 ตัว", "1,850", "22,200"),
    ("โคมไฟแขวนไผ่สานทรงกลม 45 ซม.", "24 ใบ", "1,450", "34,800"),
    ("ตะกร้าผ้าไผ่สานพร้อมฝา", "24 ใบ", "950", "22,800"),
    ("ถาดเสิร์ฟไผ่สาน", "48 ใบ", "350", "16,800"),
    ("ค่าขนส่งไปเขาใหญ่ (รถหกล้อ)", "1 เที่ยว", "5,500", "5,500"),
    ("รวมทั้งสิ้น", "", "", "178,900"),
]
PHUPHALAI_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 178,900 บาท (หนึ่งแสนเจ็ดหมื่นแปดพันเก้าร้อยบาทถ้วน)",
    "เงื่อนไข: มัดจำ 50% เมื่อตกลงสั่งผลิต ส่วนที่เหลือชำระวันส่งของ ส่งของภายใน 15 ธันวาคม 2568",
    "ไม้ไผ่ทุกชิ้นแช่น้ำยากันมอดและเคลือบแลคเกอร์สูตรน้ำ รับประกันมอด 1 ปี",
    "ลงชื่อ สุนันทา ทองมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- two lamp quotes to two customers
SEABREEZE = [
    SHOP_TOP,
    "ใบเสนอราคา เลขที่ QT-2568-047  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณอรรถพล ผู้จัดการ เดอะ ซีบรีซ บูทีค รีสอร์ท บางแสน",
    "เรื่อง โคมไฟไผ่สาน สำหรับร้านอาหารริมทะเล",
]
SEABREEZE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อใบ (บาท)", "รวม (บาท)"),
    ("โคมไผ่สานทรงกลม 40 ซม. พร้อมขั้วและสายไฟ", "40 ใบ", "1,250", "50,000"),
    ("โคมไผ่สานทรงกระบอก 30x50 ซม.", "20 ใบ", "1,100", "22,000"),
    ("รวมทั้งสิ้น", "60 ใบ", "", "72,000"),
]
SEABREEZE_BOTTOM = [
    "รวมทั้งสิ้น 72,000 บาท ส่งถึงรีสอร์ทฟรี ภายใน 45 วันหลังได้รับมัดจำ",
    "มัดจำ 30% = 21,600 บาท ส่วนที่เหลือชำระวันส่งของ",
    "ไม้ไผ่เคลือบกันชื้นสำหรับใช้ริมทะเล ไม่คิดเพิ่ม",
]
BANSUAN = [
    SHOP_TOP,
    "ใบเสนอราคา เลขที่ QT-2568-049  วันที่ 29 ตุลาคม 2568",
    "เรียน คุณแพรวา เจ้าของร้าน บ้านสวนคาเฟ่ ศรีราชา",
    "เรื่อง โคมไฟไผ่สาน สำหรับตกแต่งร้าน",
]
BANSUAN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อใบ (บาท)", "รวม (บาท)"),
    ("โคมไผ่สานทรงกลม 40 ซม. พร้อมขั้วและสายไฟ", "12 ใบ", "1,350", "16,200"),
    ("โคมไผ่สานทรงกระบอก 30x50 ซม.", "8 ใบ", "1,150", "9,200"),
    ("รวมทั้งสิ้น", "20 ใบ", "", "25,400"),
]
BANSUAN_BOTTOM = [
    "รวมทั้งสิ้น 25,400 บาท ค่าส่งศรีราชา 500 บาท (ลูกค้ามารับเองไม่คิด)",
    "มัดจำ 50% = 12,700 บาท งานเสร็จภายใน 30 วัน",
    "สั่งไม่ถึง 30 ใบ ราคาต่อใบสูงกว่าราคาขายส่งรีสอร์ท",
]

# ---------------------------------------------------------------- contract and piece-rate notices
CONTRACT_TOP = [
    "สัญญาจ้างผลิตเฟอร์นิเจอร์และของตกแต่งไม้ไผ่",
    "สัญญาเลขที่ PPL-PO-2568/112  ทำที่ ภูผาลัย รีสอร์ท อ.ปากช่อง จ.นครราชสีมา  วันที่ 22 ตุลาคม 2568",
    "ระหว่าง บริษัท ภูผาลัย ฮอสพิทาลิตี้ จำกัด โดย นายกฤษดา วงศ์ไพศาล ผู้จัดการทั่วไป ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นางสุนันทา ทองมา เจ้าของกิจการสุนันทาไผ่งาม ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างผลิตเฟอร์นิเจอร์และของตกแต่งไม้ไผ่ตามใบเสนอราคาเลขที่ QT-2568-044 (ฉบับแก้ไข)\n"
     "ลงวันที่ 17 ตุลาคม 2568 ซึ่งถือเป็นส่วนหนึ่งของสัญญานี้"),
    ("ข้อ 2 ค่าจ้าง", "ค่าจ้างรวมทั้งสิ้น 178,900 บาท (หนึ่งแสนเจ็ดหมื่นแปดพันเก้าร้อยบาทถ้วน) รวมค่าขนส่งแล้ว"),
    ("ข้อ 3 การชำระเงิน", "งวดที่ 1 เงินมัดจำ 89,450 บาท ชำระภายใน 3 วันนับจากวันลงนาม\n"
     "งวดที่ 2 ส่วนที่เหลือ 89,450 บาท ชำระในวันส่งมอบและตรวจรับงาน"),
    ("ข้อ 4 กำหนดส่งมอบ", "ผู้รับจ้างส่งมอบงานทั้งหมดที่ภูผาลัย รีสอร์ท ภายในวันที่ 15 ธันวาคม 2568"),
    ("ข้อ 5 ค่าปรับ", "หากส่งมอบล่าช้า ผู้รับจ้างยอมให้ปรับวันละ 500 บาท จนกว่าจะส่งมอบครบ"),
    ("ข้อ 6 การรับประกัน", "ผู้รับจ้างรับประกันความเสียหายจากมอดและเชื้อรา 1 ปี นับจากวันส่งมอบ "
     "หากพบความเสียหายผู้รับจ้างซ่อมหรือเปลี่ยนให้โดยไม่คิดค่าใช้จ่าย"),
]
CONTRACT_BOTTOM = ["ลงชื่อ กฤษดา วงศ์ไพศาล ผู้ว่าจ้าง", "ลงชื่อ สุนันทา ทองมา ผู้รับจ้าง",
                   "ลงชื่อ จิราพร แสงทอง พยาน", "ลงชื่อ วีระ ทองมา พยาน"]


def _rates(year: str, start: str, rows: list[tuple[str, str, str]], bonus: str, note: str) -> tuple:
    top = ["สุนันทาไผ่งาม พนัสนิคม", f"ประกาศ อัตราค่าจ้างรายชิ้น ช่างสาน ปี {year}",
           f"ให้ใช้ตั้งแต่วันที่ {start} เป็นต้นไป"]
    table = [("งาน", "หน่วย", "ค่าจ้าง (บาท)")] + rows
    bottom = [f"โบนัส: เดือนไหนส่งงานครบและไม่มีงานตีกลับ ได้โบนัสเดือนละ {bonus} บาท",
              "จ่ายค่าแรงทุกวันสิ้นเดือน นับตามงานที่ผ่านการตรวจของพี่จำปี", note,
              "ประกาศ ณ วันที่ " + start, "สุนันทา ทองมา"]
    return top, table, bottom


RATES_2568 = _rates("2568", "1 ตุลาคม 2568", [
    ("ตะกร้าผ้าพร้อมฝา", "ใบ", "180"),
    ("โคมไฟทรงกลม 40–45 ซม.", "ใบ", "220"),
    ("โคมไฟทรงกระบอก", "ใบ", "190"),
    ("ถาดเสิร์ฟ", "ใบ", "60"),
    ("ตะกร้าเก็บของ ชุด 3 ใบ", "ชุด", "250"),
    ("สานพนักเก้าอี้พักผ่อน", "ตัว", "450"),
    ("เหลาตอก", "กิโลกรัม", "25"),
], "300", "ปรับขึ้นจากปี 2567 เพราะงานรีสอร์ทต้องละเอียดขึ้น และค่าครองชีพสูงขึ้น")
RATES_2567 = _rates("2567", "1 มกราคม 2567", [
    ("ตะกร้าผ้าพร้อมฝา", "ใบ", "160"),
    ("โคมไฟทรงกลม 40–45 ซม.", "ใบ", "200"),
    ("โคมไฟทรงกระบอก", "ใบ", "170"),
    ("ถาดเสิร์ฟ", "ใบ", "55"),
    ("ตะกร้าเก็บของ ชุด 3 ใบ", "ชุด", "230"),
    ("สานพนักเก้าอี้พักผ่อน", "ตัว", "400"),
    ("เหลาตอก", "กิโลกรัม", "22"),
], "200", "ตอกที่ร้านเตรียมให้ ห้ามเอาไปใช้งานอื่น")

# ---------------------------------------------------------------- export papers
KOBAYASHI_QUOTE = [
    "SUNANTA BAMBOO CRAFT\n"
    "112 Moo 5, Na Phra That, Phanat Nikhom, Chonburi 20140, Thailand\n"
    "Tel. +66 81 763 2045   sunanta.bamboo@gmail.com\n"
    "\n"
    "EXPORT QUOTATION No. SBC-EX-2568-07\n"
    "Date: 9 October 2025\n"
    "To: Mr. Kenji Sato, Buyer, Kobayashi Living Co., Ltd., Osaka, Japan\n"
    "\n"
    "Item                                        Qty        Unit (USD)   Amount (USD)\n"
    "Round bamboo storage basket with lid, set of 3   300 sets   18.50        5,550.00\n"
    "Woven bamboo lamp shade, 40 cm                  200 pcs    14.00        2,800.00\n"
    "Bamboo serving tray, 35 x 25 cm                 500 pcs     4.20        2,100.00\n"
    "\n"
    "TOTAL FOB Laem Chabang: USD 10,450.00\n"
    "Payment: 30% deposit by T/T with order, 70% against copy of B/L.\n"
    "Lead time: 60 days after deposit. All bamboo boron-treated and kiln-dried, lacquer water-based.\n"
    "Packing: export cartons, about 6.5 CBM in total.\n"
    "This quotation is valid until 30 November 2025.\n"
    "Sunanta Thongma, Owner",
]
KOBAYASHI_EMAIL = """From: Kenji Sato <k.sato@kobayashi-living.co.jp>
To: sunanta.bamboo@gmail.com
Date: Tue, 4 Nov 2025 10:12 +0900
Subject: Re: Samples and quotation SBC-EX-2568-07

Dear Mrs. Sunanta,

Thank you for the samples. They arrived in Osaka on 31 October in good condition. Our product team
approved the basket set and the tray. The lamp shade is beautiful but the weave is a little open for
the Japanese market, so we will take fewer this time.

We would like to change the order as follows:
- Round storage basket set of 3: 400 sets (instead of 300) at USD 18.50
- Lamp shade 40 cm: 150 pcs (instead of 200) at USD 14.00
- Serving tray: 500 pcs, no change

By our calculation the revised total is USD 11,600.00 FOB Laem Chabang. Please send a proforma
invoice with these figures. We will pay the 30% deposit within one week after we receive it.
We hope to ship in the middle of January 2026, before Chinese New Year.

Best regards,
Kenji Sato
Buyer, Home & Living
Kobayashi Living Co., Ltd.
"""

# ---------------------------------------------------------------- suppliers
PRACHIN_PRICES_2025 = [
    "PRACHIN BAMBOO CO., LTD.\n"
    "45 Moo 2, Si Maha Phot, Prachin Buri 25140   Tel. 037-276-118\n"
    "PRICE LIST 2025 - BAMBOO POLES AND STRIPS\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, ex-yard.\n"
    "\n"
    "Pai Tong (Dendrocalamus asper) pole, 4-5 inch, 6 m ...... 95 THB/pole\n"
    "Pai Sisuk pole, 2-3 inch, 6 m ........................... 45 THB/pole\n"
    "Pai Liang pole, 2 inch, 6 m ............................. 38 THB/pole\n"
    "Pai Ruak pole, 1-1.5 inch, 4 m .......................... 18 THB/pole\n"
    "Boron treatment (soaked and dried), add .................. 15 THB/pole\n"
    "Dried bamboo strips (tok), bundle of 5 kg ............... 150 THB/bundle\n"
    "\n"
    "Minimum order 10,000 THB. Delivery to Chonburi: 1,200 THB per trip.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Khun Wichit Saengarun, sales@prachinbamboo.co.th",
]
PRACHIN_PRICES_2567 = ["บริษัท ปราจีนแบมบู จำกัด", "45 หมู่ 2 ต.ศรีมหาโพธิ อ.ศรีมหาโพธิ จ.ปราจีนบุรี",
                       "ใบราคาไม้ไผ่ ปี 2567 (มกราคม – ธันวาคม 2567) ราคาหน้าลาน"]
PRACHIN_PRICES_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา"),
    ("ไผ่ตง", "4-5 นิ้ว ยาว 6 เมตร", "85 บาท/ลำ"),
    ("ไผ่สีสุก", "2-3 นิ้ว ยาว 6 เมตร", "42 บาท/ลำ"),
    ("ไผ่เลี้ยง", "2 นิ้ว ยาว 6 เมตร", "35 บาท/ลำ"),
    ("ไผ่รวก", "1-1.5 นิ้ว ยาว 4 เมตร", "15 บาท/ลำ"),
    ("แช่น้ำยาบอแรกซ์ (เพิ่ม)", "", "12 บาท/ลำ"),
    ("ตอกแห้ง", "มัดละ 5 กก.", "140 บาท/มัด"),
]
PRACHIN_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 8,000 บาท ค่าส่งชลบุรีเที่ยวละ 1,000 บาท",
                              "ติดต่อ คุณวิชิต แสงอรุณ ฝ่ายขาย 037-276-118"]
PRACHIN_INVOICE = [
    "PRACHIN BAMBOO CO., LTD.\n"
    "INVOICE No. PB-2510-0332\n"
    "Date: 8 Oct 2025          Due date: 7 Nov 2025\n"
    "Customer: Sunanta Bamboo Craft (Mrs. Sunanta Thongma), Phanat Nikhom, Chonburi\n"
    "\n"
    "Item                                   Qty          Unit price   Amount\n"
    "Pai Tong pole 4-5 inch, boron treated  80 poles     110.00       8,800.00\n"
    "Pai Sisuk pole 2-3 inch                100 poles     45.00       4,500.00\n"
    "Pai Ruak pole 1-1.5 inch               300 poles     18.00       5,400.00\n"
    "Dried bamboo strips, 5 kg bundle       20 bundles   150.00       3,000.00\n"
    "Delivery to Phanat Nikhom              1 trip     1,200.00       1,200.00\n"
    "\n"
    "TOTAL DUE: 22,900.00 THB\n"
    "Please transfer to Bangkok Bank, Prachin Bamboo Co., Ltd., account 318-7-04521-6\n"
    "and send the slip to sales@prachinbamboo.co.th. Thank you for your business.",
]
FINISHING_INVOICE = [
    "CHONBURI FINISHING SUPPLY LTD.\n"
    "Wood finishes and chemicals - Sukhumvit Road, Mueang Chonburi\n"
    "INVOICE No. CFS-25-1044        Date: 15 Oct 2025\n"
    "Bill to: Sunanta Bamboo Craft, Phanat Nikhom\n"
    "\n"
    "Boric acid, 25 kg bag              2 bags       x 1,150.00   2,300.00\n"
    "Borax (sodium borate), 25 kg bag   1 bag        x   980.00     980.00\n"
    "Water-based clear lacquer, 5 L     4 cans       x   890.00   3,560.00\n"
    "Wood stain, teak colour, 1 L       6 cans       x   240.00   1,440.00\n"
    "Sandpaper no. 240                  100 sheets   x     8.00     800.00\n"
    "\n"
    "TOTAL 9,080.00 THB   Paid by transfer 15 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- books
RETAIL_2568 = [38200, 41500, 45800, 36400, 29700, 27300, 25800, 31200, 33900, 42600]
RESORT_2568 = [52400, 18600, 64300, 27800, 45200, 12900, 38700, 84300, 21500, 96800]
EXPORT_2568 = [0, 0, 48600, 0, 0, 61200, 0, 0, 72400, 0]
MATERIAL_2568 = [21400, 18800, 30600, 17200, 22900, 19700, 20300, 33800, 28600, 41680]
PIECE_2568 = [16200, 14800, 19600, 12900, 15400, 13100, 14700, 18900, 17600, 19535]
DAYHAND_2568 = [9200, 8800, 9600, 8000, 9600, 9200, 9600, 9600, 9200, 9600]
POWER_2568 = [6940.18, 6712.55, 7588.30, 8102.74, 8355.90, 7420.66, 7016.08, 7804.21, 8233.57, 8916.42]
RETAIL_2567 = [31800, 35200, 40100, 33600, 27400, 24900, 23800, 28600, 30200, 36900, 44800, 58700]
RESORT_2567 = [38600, 15200, 52700, 21400, 36800, 9800, 29600, 61500, 17300, 48200, 72600, 34900]
EXPORT_2567 = [0, 0, 0, 0, 0, 42300, 0, 0, 0, 0, 55800, 0]
MATERIAL_2567 = [17800, 15900, 24300, 14600, 19200, 16800, 15700, 26400, 18300, 22100, 31800, 20600]
PIECE_2567 = [12900, 11800, 15600, 10900, 12800, 11400, 11900, 15200, 13300, 14800, 18600, 16100]
DAYHAND_2567 = [8000, 7600, 8400, 7200, 8400, 8000, 8400, 8400, 8000, 8400, 8400, 8000]
POWER_2567 = [6120.44, 5987.10, 6832.65, 7340.92, 7518.33, 6604.27, 6290.85, 6948.12, 7305.60, 7684.39,
              8011.26, 7260.48]

BAMBOO_BUYS_2568 = {
    "บริษัท ปราจีนแบมบู (ไผ่ตง/ไผ่รวก/ตอก)": [13600, 11800, 19400, 9800, 14700, 12200, 12600, 21300, 17900, 22900],
    "สวนไผ่ลุงเชิด พนมสารคาม (ไผ่สีสุก)": [4000, 3600, 5200, 4000, 4400, 4000, 4200, 6000, 5600, 6300],
    "ตอกจากชาวบ้าน หมู่ 7 (Bamboo strips, villagers)": [2100, 2200, 3400, 1900, 2600, 2300, 2300, 3900, 3100, 3400],
}


def _sales_book(path: Path, year: str, retail: list[int], resort: list[int], export: list[int],
                material: list[int], piece: list[int], dayhand: list[int], power: list[float]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายสุนันทาไผ่งาม ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "ขายปลีก/หน้าร้าน (Retail)", "รีสอร์ท/โรงแรม (Resorts)", "ส่งออก (Export)",
                  "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, retail, resort, export):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)" if len(retail) == 12 else "รวมถึงปัจจุบัน (Total to date)",
                  sum(retail), sum(resort), sum(export), sum(retail) + sum(resort) + sum(export)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Workshop expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ไม้ไผ่และวัสดุ (Bamboo & materials)", "ค่าจ้างช่างสานรายชิ้น (Piece-rate pay)",
                  "ค่าแรงรายวัน (Day wages)", "ค่าไฟโรงงาน (Workshop power)", "รวม (Total)"])
    for month, m, p, d, e in zip(MONTHS, material, piece, dayhand, power):
        costs.append([f"{month} {year}", m, p, d, e, round(m + p + d + e, 2)])
    costs.append(["รวม (Total)", sum(material), sum(piece), sum(dayhand), round(sum(power), 2),
                  round(sum(material) + sum(piece) + sum(dayhand) + sum(power), 2)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _bamboo_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ซื้อไผ่ 2568"
    sheet.append(["ค่าซื้อไม้ไผ่และตอก ปี 2568 แยกตามแหล่ง (Bamboo purchases 2568, THB)"])
    sheet.append(["แหล่ง (Source)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for source, values in BAMBOO_BUYS_2568.items():
        sheet.append([source] + values + [sum(values)])
    totals = [sum(v[i] for v in BAMBOO_BUYS_2568.values()) for i in range(10)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1592.36, "PEA"), ("ค่าน้ำประปา (Water)", 248, ""),
                  ("อินเทอร์เน็ต (Internet)", 801.43, "ChonNet"), ("ค่ากับข้าว (Food)", 8700, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, "กระบะ"),
                  ("ประกันสุขภาพน้องปลา (Child health insurance)", 1100, "ไทยศิริประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 620, ""), ("ค่ารถตู้รับส่งโรงเรียน (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษน้องปลา (Tutoring)", 2000, "คณิต+อังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1731.08, "PEA"), ("ค่าน้ำประปา (Water)", 262, ""),
                  ("อินเทอร์เน็ต (Internet)", 801.43, "ChonNet"), ("ค่ากับข้าว (Food)", 9150, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4280, "กระบะ"),
                  ("ประกันสุขภาพน้องปลา (Child health insurance)", 1100, "ไทยศิริประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 620, ""), ("ค่ารถตู้รับส่งโรงเรียน (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษน้องปลา (Tutoring)", 2000, "คณิต+อังกฤษ"),
                  ("ค่าทำฟันพ่อ (Dad's dentist)", 1500, "คลินิกทันตกรรมพนัส")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1684.52, "PEA"), ("ค่าน้ำประปา (Water)", 255, ""),
                  ("อินเทอร์เน็ต (Internet)", 801.43, "ChonNet"), ("ค่ากับข้าว (Food)", 8950, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4640, "กระบะ ไปปราจีน 2 รอบ"),
                  ("ประกันสุขภาพน้องปลา (Child health insurance)", 1100, "ไทยศิริประกันชีวิต"),
                  ("ค่ายา + ค่าหมอพ่อ (Dad's medicine, doctor)", 1340, "รพ.พนัสนิคม"),
                  ("ค่ารถตู้รับส่งโรงเรียน (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษน้องปลา (Tutoring)", 2000, "คณิต+อังกฤษ")],
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
    top = ["โรงเรียนพนัสวิทยาคม อ.พนัสนิคม จ.ชลบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปาริชาต ทองมา  ชั้น ม.1/3  เลขประจำตัว 36218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-11874-5",
              "ผู้ปกครองที่ชำระล่าช้า กรุณาติดต่อครูประจำชั้น"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "9,800"), ("ค่าเรียนห้องเรียนพิเศษ EP", "3,000"),
                           ("ค่าเครื่องแบบพละและสมุด", "1,700")], "14,500", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "9,800"), ("ค่าเรียนห้องเรียนพิเศษ EP", "3,000"),
                           ("ค่ากิจกรรมทัศนศึกษา", "1,600"), ("ค่าประกันอุบัติเหตุ", "300"),
                           ("ค่าเรียนคอมพิวเตอร์เสริม", "1,500")], "16,200", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- bills, insurance
WORKSHOP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phanat Nikhom\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT - SMALL GENERAL SERVICE\n"
    "Account name: Sunanta Bamboo Craft (Mrs. Sunanta Thongma)\n"
    "Address: 112 Moo 5, Na Phra That, Phanat Nikhom, Chonburi 20140 (workshop)\n"
    "Customer no. 020034517720\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 51,338 -> 53,184   Units used: 1,846 kWh\n"
    "Energy charge 7,566.58  Ft 733.23  Service 33.29  VAT 7% 583.32\n"
    "AMOUNT DUE: 8,916.42 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phanat Nikhom\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT - RESIDENTIAL\n"
    "Account name: Mr. Weera Thongma\n"
    "Address: 112/1 Moo 5, Na Phra That, Phanat Nikhom, Chonburi 20140\n"
    "Customer no. 020034517738\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 22,917 -> 23,303   Units used: 386 kWh\n"
    "Energy charge 1,382.78  Ft 153.32  Service 38.22  VAT 7% 110.20\n"
    "AMOUNT DUE: 1,684.52 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
CHONNET_BILL = [
    "CHONNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Weera Thongma    Account: CN-7730-4182\n"
    "Package: Home Fibre 1000/500 Mbps    749.00\n"
    "VAT 7%                                52.43\n"
    "TOTAL                                801.43 THB\n"
    "Due date: 25 Oct 2025. Pay by PromptPay QR or at any 7-Eleven.",
]
THAISIRI_LETTER = [
    "THAISIRI LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chonburi Branch, Sukhumvit Road\n"
    "28 October 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (HEALTH SMART PLUS)\n"
    "Dear Mr. Weera Thongma,\n"
    "Your health policy no. TSL-H-5583021 ends on 30 Nov 2025.\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: 3,000 THB per night. Annual limit: 1,000,000 THB.\n"
    "Annual premium: 24,350 THB (last year 22,800 THB; the premium rises at age 50)\n"
    "Please pay by 20 Nov 2025 by bank transfer, QR code or through your agent, Khun Pornpimol (089-412-7736).\n"
    "If the premium is not paid within 31 days after the due date the policy will lapse.\n"
    "\n"
    "The policy of your daughter, Miss Parichat Thongma (TSL-H-6610287), is paid monthly and continues.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(RETAIL_2568) + sum(RESORT_2568) + sum(EXPORT_2568)
    return [
        ("แผนงานสุนันทาไผ่งาม ปี 2569", "Sunanta Bamboo Craft - plan for 2026\nสุนันทา ทองมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: ภูผาลัย รีสอร์ท, เดอะ ซีบรีซ บางแสน, Kobayashi Living (ญี่ปุ่น)\n"
                         "ปัญหา: ไผ่ชื้นหน้าฝน งานขึ้นรา ช่างสานอายุมาก"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,600,000 บาท\nส่งออกให้ได้ 30% ของยอดขาย\n"
                            "ลูกค้ารีสอร์ทประจำ 5 ราย"),
        ("โรงอบไม้ไผ่", "สร้างโรงอบไม้ไผ่ขนาด 4x8 เมตร งบ 120,000 บาท\n"
                        "ลดไผ่ขึ้นราหน้าฝน อบได้ครั้งละ 300 ลำ\nเริ่มสร้างเดือนกุมภาพันธ์ 2569"),
        ("ช่างสานรุ่นใหม่", "ฝึกช่างสานรุ่นใหม่ 6 คน จากกลุ่มแม่บ้านหมู่ 7\n"
                            "ค่าครูฝึก (ป้าบุญมี) เดือนละ 3,000 บาท 4 เดือน"),
        ("งานแสดงสินค้า", "ออกบูธ STYLE Bangkok เมษายน 2569 ค่าบูธ 45,000 บาท\n"
                          "ทำแคตตาล็อกภาษาอังกฤษ + เว็บไซต์ งบ 25,000 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "งานไผ่/แชท/แชทไลน์_คุณเมย์_ภูผาลัย.txt": """[17/10/2568 10:02] เมย์ ภูผาลัย: พี่นันท์คะ ได้รับใบเสนอราคาฉบับแก้แล้วค่ะ 178,900 ผู้จัดการโอเคแล้วนะคะ
[17/10/2568 10:05] นันท์ ไผ่งาม: ขอบคุณค่ะน้องเมย์ เดี๋ยวพี่เตรียมสัญญาไปเซ็นวันพุธนะคะ
[22/10/2568 15:40] เมย์ ภูผาลัย: โอนมัดจำ 89,450 แล้วนะคะพี่ ส่งสลิปให้ทางอีเมลแล้ว
[22/10/2568 15:52] นันท์ ไผ่งาม: ได้รับแล้วค่ะ เริ่มสานพรุ่งนี้เลยค่ะ
[4/11/2568 11:20] เมย์ ภูผาลัย: พี่คะ ผู้จัดการอยากได้โคมไฟแขวนไปแขวนที่ล็อบบี้ด้วย ขอเพิ่มอีก 6 ใบ ราคาเดิมได้มั้ยคะ
[4/11/2568 11:34] นันท์ ไผ่งาม: ได้ค่ะ โคม 6 ใบ ใบละ 1,450 เป็น 8,700 บาท ยอดรวมใหม่ทั้งหมด 187,600 บาทนะคะ
[4/11/2568 11:36] เมย์ ภูผาลัย: โอเคค่ะ งั้นวันส่งของจ่ายส่วนที่เหลือ 98,150 นะคะ
[4/11/2568 11:37] นันท์ ไผ่งาม: ถูกต้องค่ะ 98,150 ค่ะ
[10/11/2568 09:15] เมย์ ภูผาลัย: พี่คะ ขอเลื่อนส่งของจาก 15 ธ.ค. มาเป็น 12 ธ.ค. ได้มั้ยคะ มีกรุ๊ปเข้าวันที่ 14
[10/11/2568 09:48] นันท์ ไผ่งาม: ได้ค่ะ พี่เร่งช่างให้ ส่ง 12 ธ.ค. ช่วงบ่ายนะคะ
""",
    "งานไผ่/แชท/แชทไลน์_ลุงเชิด_สวนไผ่.txt": """[6/10/2568 06:40] ลุงเชิด สวนไผ่: นันท์ ไผ่สีสุกแก่ได้ที่แล้ว ลำละ 40 เหมือนเดิม จะเอากี่ลำ
[6/10/2568 07:02] นันท์ ไผ่งาม: เอา 200 ลำค่ะลุง ยาว 6 เมตรนะคะ
[6/10/2568 07:05] ลุงเชิด สวนไผ่: ได้ จดไว้ 200 ลำ ตัดเสาร์นี้
[9/10/2568 19:30] นันท์ ไผ่งาม: ลุงคะ ขอลดเหลือ 150 ลำได้มั้ยคะ เพิ่งสั่งไผ่จากปราจีนมาเยอะ ที่ตากไม่พอค่ะ
[9/10/2568 19:48] ลุงเชิด สวนไผ่: ได้ แต่ลำละ 42 นะ ค่าคนตัดค่ารถเท่าเดิม
[9/10/2568 19:52] นันท์ ไผ่งาม: ตกลงค่ะลุง 150 ลำ รวม 6,300 บาท จ่ายเงินสดตอนพี่วีระไปรับนะคะ
[13/10/2568 08:10] ลุงเชิด สวนไผ่: ตัดเสร็จแล้ว มารับได้เลย
[13/10/2568 16:25] นันท์ ไผ่งาม: พี่วีระจ่ายลุงแล้วนะคะ 6,300 ขอบคุณค่ะ
""",
    "งานไผ่/บัญชี/ค่าแรงช่างสาน_ตุลาคม68.md": """# ค่าแรงช่างสาน ตุลาคม 2568 (อัตราใหม่ เริ่ม 1 ต.ค.)

| ชื่อ | งาน | จำนวน | อัตรา | รวม |
|---|---|---|---|---|
| ป้าบุญมี | ตะกร้าผ้า 14 ใบ + โคมกลม 10 ใบ | 24 ชิ้น | 180 / 220 | 4,720 + โบนัส 300 = 5,020 บาท |
| ป้าละมัย | ถาดเสิร์ฟ | 60 ใบ | 60 | 3,600 + โบนัส 300 = 3,900 บาท |
| พี่จำปี | พนักเก้าอี้ 9 ตัว + โคมกระบอก 6 ใบ | 15 ชิ้น | 450 / 190 | 5,190 + โบนัส 300 = 5,490 บาท |
| น้าสมศรี | ตะกร้าชุด 3 ใบ | 12 ชุด | 250 | 3,000 บาท (ตีกลับ 1 ชุด ไม่ได้โบนัส) |
| ยายทองใบ | เหลาตอก | 85 กก. | 25 | 2,125 บาท |

รวมค่าจ้างรายชิ้น ต.ค. 19,535 บาท
ต้อม (ลูกจ้างรายวัน ขัด/เคลือบแลคเกอร์) วันละ 400 บาท 24 วัน = 9,600 บาท
รวมจ่ายทั้งหมด 29,135 บาท จ่ายแล้ว 31 ต.ค. (ป้าละมัยเบิกล่วงหน้า 500 หักแล้ว)
""",
    "งานไผ่/บัญชี/สต็อกสินค้า_พ.ย.68.md": """# นับสต็อก 5 พฤศจิกายน 2568

## ของสำเร็จรูป
- โคมไผ่ทรงกลม 40 ซม.: 18 ใบ
- โคมไผ่ทรงกระบอก: 7 ใบ
- ตะกร้าผ้าพร้อมฝา: 22 ใบ (กันไว้ให้ภูผาลัย 24 ใบ ยังขาด 2)
- ถาดเสิร์ฟ: 140 ใบ
- ตะกร้าชุด 3 ใบ: 35 ชุด
- เก้าอี้พักผ่อน: 11 ตัว (ยังไม่เคลือบ)

## วัตถุดิบ
- ไผ่ตงแช่น้ำยาแล้ว: 35 ลำ
- ไผ่สีสุก: 120 ลำ (ของลุงเชิด ตากอยู่)
- ไผ่รวก: 210 ลำ
- ตอกแห้ง: 16 มัด
- แลคเกอร์สูตรน้ำ: เหลือ 1 แกลลอน ต้องสั่งเพิ่ม
""",
    "งานไผ่/บันทึกประชุมช่างสาน_25ตค68.md": """# บันทึกประชุมช่างสาน วันที่ 25 ตุลาคม 2568
ที่ โรงงานสุนันทาไผ่งาม เวลา 16.00 น.

ผู้เข้าประชุม: พี่นันท์ (ประธาน), พี่วีระ, ป้าบุญมี, ป้าละมัย, พี่จำปี, น้าสมศรี, ยายทองใบ, ต้อม

## เรื่องที่ตกลงกัน
1. ใช้อัตราค่าจ้างรายชิ้นใหม่ตั้งแต่ 1 ต.ค. 2568 (ตะกร้าผ้า 180 บาท โคมกลม 220 บาท) จ่ายย้อนหลังให้ครบ
2. งานภูผาลัยรีสอร์ท ต้องสานเสร็จภายใน 30 พ.ย. เพื่อให้ต้อมเคลือบแลคเกอร์และตากให้ทันส่ง
3. ตัวอย่างส่งญี่ปุ่น (ตะกร้าชุด 3 ใบ + โคม 40 ซม.) พี่จำปีคุมคุณภาพ ส่ง EMS วันที่ 28 ต.ค.
4. ห้ามเอาไผ่ที่ยังไม่แช่น้ำยามาสาน ปีที่แล้วมอดกินงานของซีบรีซ ต้องซ่อมฟรี 9 ใบ
5. โบนัสส่งงานครบไม่มีตีกลับ ขึ้นเป็นเดือนละ 300 บาท

## งานที่มอบหมาย
- พี่วีระ: แช่ไผ่ตงรอบใหม่ 80 ลำ ให้เสร็จภายใน 5 พ.ย.
- ป้าบุญมี: สอนน้องๆ กลุ่มแม่บ้านหมู่ 7 สานโคม ทุกวันเสาร์
- ต้อม: สั่งแลคเกอร์เพิ่ม 4 แกลลอน

นัดประชุมครั้งหน้า 29 พ.ย. 2568
""",
    "งานไผ่/สูตรน้ำยาแช่ไผ่กันมอด.md": """# น้ำยาแช่ไผ่กันมอด (สูตรพ่อสมพงษ์)
- น้ำสะอาด 100 ลิตร
- บอแรกซ์ 2.5 กก.
- กรดบอริก 2.5 กก.
ละลายบอแรกซ์ในน้ำอุ่นก่อน แล้วค่อยใส่กรดบอริก คนให้หมด
ผ่าไผ่หรือเจาะข้อก่อนแช่ แช่ 5–7 วัน (ไผ่ตงลำใหญ่ 7 วัน)
ยกขึ้นตากในร่มให้แห้ง 2 อาทิตย์ ห้ามตากแดดจัด ไผ่จะแตก
น้ำยาใช้ได้ 3 รอบ แล้วเติมบอแรกซ์กับบอริกอย่างละ 1 กก.
""",
    "งานไผ่/Export/email_Kobayashi_samples_Nov2025.txt": KOBAYASHI_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวทองมา.txt": """[27/10/2568 19:05] ปลา: แม่ ค่ายลูกเสือ ม.1 วันที่ 20-22 พ.ย. ต้องจ่าย 850 บาทนะ
[27/10/2568 19:10] นันท์: ได้ลูก เดี๋ยวแม่ให้เงินไปจ่ายครู
[28/10/2568 20:14] วีระ: ค่าเทอมปลาเทอม 2 มาแล้ว ต้องจ่ายก่อน 10 พ.ย. นะ
[28/10/2568 20:20] นันท์: โอเค เดี๋ยวโอนจากบัญชีบ้าน ประกันสุขภาพพ่อวีระก็มาแล้ว ต้องจ่ายก่อน 20 พ.ย.
[30/10/2568 17:32] ปลา: แม่ ครูบอกค่ายเปลี่ยนที่ไปเขาเขียว ค่าใช้จ่ายเพิ่มเป็น 1,150 บาท ส่งภายในศุกร์นี้นะ
[30/10/2568 17:40] นันท์: 1,150 นะ โอเค พรุ่งนี้เอาไปจ่ายครูได้เลย
[1/11/2568 07:15] พ่อสมพงษ์: วันที่ 18 พ่อนัดหมอเข่านะ ใครว่างพาไปบ้าง
[1/11/2568 07:30] วีระ: ผมพาไปเองพ่อ ไปส่งไผ่ที่ศรีราชาแล้วแวะรับ
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อสมพงษ์)
- ข้อเข่าเสื่อม + ความดันสูง รักษาที่ รพ.พนัสนิคม
- นัดครั้งถัดไป 18 พฤศจิกายน 2568 เวลา 09.00 น. คลินิกกระดูกและข้อ (เอาฟิล์มเอกซเรย์ไปด้วย)
- ทำกายภาพบำบัดเข่า ทุกวันอังคาร
- ค่ายาปกติเดือนละประมาณ 620 บาท
- ต.ค. จ่ายรวมค่าหมอ 1,340 บาท
- หมอบอกให้ลดน้ำหนัก 5 กก. และเลิกนั่งยองๆ สานไผ่
""",
}
TODO = {"todo.md": """- ส่ง proforma invoice แก้ไขให้ Kobayashi
- โอนค่าไม้ปราจีนแบมบู ก่อน 7 พ.ย.
- โอนค่าเทอมปลา ก่อน 10 พ.ย.
- จ่ายประกันสุขภาพพี่วีระ ก่อน 20 พ.ย.
- ขอใบรับรองสุขอนามัยพืชสำหรับส่งตะกร้าไปญี่ปุ่น
- พาพ่อไปหาหมอเข่า 18 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "งานไผ่"
    quotes, papers, export, suppliers, books = (shop / "ใบเสนอราคา", shop / "เอกสาร", shop / "Export",
                                                shop / "Suppliers", shop / "บัญชี")
    home = docs / "บ้าน"
    for folder in (quotes, papers, export, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมปลา"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ภูผาลัยรีสอร์ท_ร่าง.docx", PHUPHALAI_DRAFT, PHUPHALAI_DRAFT_TABLE,
               bottom=PHUPHALAI_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ภูผาลัยรีสอร์ท_ฉบับจริง.docx", PHUPHALAI_FINAL, PHUPHALAI_FINAL_TABLE,
               bottom=PHUPHALAI_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โคมไผ่_ซีบรีซบางแสน.docx", SEABREEZE, SEABREEZE_TABLE, bottom=SEABREEZE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โคมไผ่_บ้านสวนคาเฟ่.docx", BANSUAN, BANSUAN_TABLE, bottom=BANSUAN_BOTTOM)
    write_docx(papers / "สัญญาจ้างผลิต_ภูผาลัยรีสอร์ท.docx", CONTRACT_TOP, headings=CONTRACT_HEADINGS,
               bottom=CONTRACT_BOTTOM)
    write_docx(papers / "ประกาศอัตราค่าจ้างรายชิ้น_2568.docx", RATES_2568[0], RATES_2568[1], bottom=RATES_2568[2])
    write_docx(papers / "ประกาศอัตราค่าจ้างรายชิ้น_2567.docx", RATES_2567[0], RATES_2567[1], bottom=RATES_2567[2])
    make_pdf(export / "Export_quotation_KobayashiLiving_Oct2025.pdf", KOBAYASHI_QUOTE)
    make_pdf(suppliers / "PrachinBamboo_pricelist_2025.pdf", PRACHIN_PRICES_2025)
    write_docx(suppliers / "ราคาไม้ไผ่_ปราจีนแบมบู_2567.docx", PRACHIN_PRICES_2567, PRACHIN_PRICES_2567_TABLE,
               bottom=PRACHIN_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "PrachinBamboo_invoice_PB-2510-0332.pdf", PRACHIN_INVOICE)
    make_pdf(suppliers / "ChonburiFinishing_invoice_Oct2025.pdf", FINISHING_INVOICE)
    _sales_book(books / "ยอดขาย_สุนันทาไผ่งาม_2568.xlsx", "2568", RETAIL_2568, RESORT_2568, EXPORT_2568,
                MATERIAL_2568, PIECE_2568, DAYHAND_2568, POWER_2568)
    _sales_book(books / "ยอดขาย_สุนันทาไผ่งาม_2567.xlsx", "2567", RETAIL_2567, RESORT_2567, EXPORT_2567,
                MATERIAL_2567, PIECE_2567, DAYHAND_2567, POWER_2567)
    _bamboo_book(books / "ซื้อไม้ไผ่_รายเดือน_2568.xlsx")
    write_slides(shop / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(shop / "PEA_workshop_bill_Oct2025.pdf", WORKSHOP_BILL)
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", HOME_BILL)
    make_pdf(home / "Bills" / "ChonNet_fibre_bill_Oct2025.pdf", CHONNET_BILL)
    make_pdf(home / "ประกัน" / "ThaiSiri_health_insurance_renewal_2025.pdf", THAISIRI_LETTER)
    write_docx(home / "ค่าเทอมปลา" / "ค่าเทอม_ปลา_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมปลา" / "ค่าเทอม_ปลา_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
