"""Blind folder "fishsauce": น้ำปลา-กะปิ ศรีสมุทร (Sri Samut Fish Sauce & Shrimp Paste), written by code.

The owner is นางวรรณา ศรีสมุทร (Wanna Srisamut). She and her husband สมศักดิ์ make fish sauce and shrimp paste
(กะปิ) in six fermentation tanks behind their house at 88/2 หมู่ 3 ต.เพ อ.เมืองระยอง จ.ระยอง, and sell to local
shops, a seafood restaurant, a souvenir shop on consignment, and online (Shopee, Lazada). Their daughter
น้องแพรว (ด.ญ.แพรวา) is in ป.4, and Wanna's mother แม่ทองใบ lives with them.

Files under Documents/:
- ธุรกิจน้ำปลา/ใบเสนอราคา/: the draft and the final quote to ร้านหงส์พาณิชย์ (เจ๊หงส์) with different numbers
  (docx), a similar quote to ร้านป้าแดง in แกลง (docx), a print shop's quote for bottle labels (docx).
- ธุรกิจน้ำปลา/สัญญา/: the consignment contract with ร้านของฝากเมืองระยอง (docx).
- ธุรกิจน้ำปลา/Suppliers/: Rayong Marine Supply's 2025 price list in English (pdf) and the same firm's 2567 price
  list in Thai as บริษัท ระยองมารีนซัพพลาย (docx); Siam Glass Bottle's invoice (pdf, the firm is สยามขวดแก้ว in
  the LINE chat).
- ธุรกิจน้ำปลา/บัญชี/: sales and expenses 2568 and 2567 (xlsx, months as columns, two sheets each), Shopee and
  Lazada orders 2568 (xlsx, two sheets), her own wholesale price list 2568 (xlsx).
- ธุรกิจน้ำปลา/: the 2569 business plan (pptx), the fermentation-tank log (md), the อย. note (md),
  the email from Thai Taste Online (txt), the bank's SME loan offer (pdf), the OTOP City booth confirmation (pdf).
- LINE/: chats with เจ๊หงส์, with เฮียต้อม of ครัวทะเลเผา (the order changes twice), with คุณเอก of
  สยามขวดแก้ว, and the family group.
- บ้าน/: electricity (PEA), water (PWA) and AIS Fibre bills (pdf), the life-insurance premium notice (pdf),
  น้องแพรว's term-2 fee notice (docx), household spending 2568 (xlsx, a sheet a month), last year's tax
  notes (md), a dipping-sauce recipe (md).
The workspect holds her to-do list. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SELLER = "น้ำปลา-กะปิ ศรีสมุทร (นางวรรณา ศรีสมุทร) 88/2 หมู่ 3 ต.เพ อ.เมืองระยอง จ.ระยอง 21160 โทร 081-762-4410"
ITEM_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

HONG_DRAFT_TOP = [
    "ร่าง - ยังไม่ได้ส่ง (รอถามราคาขวดใหม่ก่อน)",
    "ใบเสนอราคา",
    SELLER,
    "เรียน เจ๊หงส์ ร้านหงส์พาณิชย์ ตลาดบ้านเพ",
    "วันที่ 3 ตุลาคม 2568",
]
HONG_DRAFT_TABLE = [
    ITEM_HEAD,
    ("1", "น้ำปลาแท้ ขวดแก้ว 700 มล.", "100 ขวด", "45", "4,500"),
    ("2", "น้ำปลาแท้ ขวดเล็ก 300 มล.", "120 ขวด", "25", "3,000"),
    ("3", "กะปิแท้ กระปุก 500 กรัม", "50 กระปุก", "85", "4,250"),
    ("", "รวมทั้งสิ้น", "", "", "11,750"),
]
HONG_FINAL_TOP = [
    "ใบเสนอราคา เลขที่ QT-6810-02",
    SELLER,
    "เรียน เจ๊หงส์ ร้านหงส์พาณิชย์ ตลาดบ้านเพ",
    "วันที่ 10 ตุลาคม 2568",
    "ขอเสนอราคาสินค้าดังนี้ค่ะ",
]
HONG_FINAL_TABLE = [
    ITEM_HEAD,
    ("1", "น้ำปลาแท้ ขวดแก้ว 700 มล.", "120 ขวด", "43", "5,160"),
    ("2", "น้ำปลาแท้ ขวดเล็ก 300 มล.", "120 ขวด", "24", "2,880"),
    ("3", "กะปิแท้ กระปุก 500 กรัม", "60 กระปุก", "82", "4,920"),
    ("", "รวมทั้งสิ้น", "", "", "12,960"),
]
HONG_FINAL_BOTTOM = [
    "ยอดรวมทั้งสิ้น 12,960 บาท (หนึ่งหมื่นสองพันเก้าร้อยหกสิบบาทถ้วน)",
    "ส่งฟรีถึงร้าน ชำระเงินภายใน 30 วันหลังรับของ",
    "ราคานี้ยืนได้ถึง 30 พฤศจิกายน 2568",
    "ผู้เสนอราคา วรรณา ศรีสมุทร",
]
DAENG_TOP = [
    "ใบเสนอราคา เลขที่ QT-6810-03",
    SELLER,
    "เรียน ป้าแดง ร้านป้าแดงของชำ ตลาดสามย่านแกลง อ.แกลง",
    "วันที่ 12 ตุลาคม 2568",
]
DAENG_TABLE = [
    ITEM_HEAD,
    ("1", "น้ำปลาแท้ ขวดแก้ว 700 มล.", "60 ขวด", "46", "2,760"),
    ("2", "กะปิแท้ กระปุก 500 กรัม", "30 กระปุก", "88", "2,640"),
    ("3", "น้ำปลา แกลลอน 4.5 ลิตร", "10 แกลลอน", "160", "1,600"),
    ("4", "ค่าขนส่ง ระยอง-แกลง", "1 เที่ยว", "200", "200"),
    ("", "รวมทั้งสิ้น", "", "", "7,200"),
]
DAENG_BOTTOM = [
    "ชำระเงินสดหรือโอนเมื่อรับของ",
    "ราคานี้ยืนได้ 30 วัน",
    "ผู้เสนอราคา วรรณา ศรีสมุทร",
]
LABEL_TOP = [
    "ร้านระยองการพิมพ์ 145/9 ถ.สุขุมวิท ต.เชิงเนิน อ.เมืองระยอง โทร 038-614-227",
    "ใบเสนอราคา",
    "เรียน คุณวรรณา ศรีสมุทร (น้ำปลา-กะปิ ศรีสมุทร)",
    "วันที่ 22 กันยายน 2568",
    "เรื่อง สติกเกอร์ฉลากสินค้า กระดาษพีพีขาวกันน้ำ พิมพ์ 4 สี ไดคัท",
]
LABEL_TABLE = [
    ("รายการ", "ขนาด", "ราคาต่อดวง (บาท)", "สั่งขั้นต่ำ"),
    ("ฉลากขวดใหญ่ 700 มล.", "8 x 10 ซม.", "1.20", "5,000 ดวง"),
    ("ฉลากขวดเล็ก 300 มล.", "5 x 7 ซม.", "0.90", "5,000 ดวง"),
    ("ฉลากฝากระปุกกะปิ", "วงกลม 7 ซม.", "0.75", "3,000 ดวง"),
]
LABEL_BOTTOM = [
    "ค่าออกแบบและทำบล็อก 1,500 บาท (ครั้งเดียว)",
    "ระยะเวลาผลิต 7 วันทำการหลังอนุมัติแบบ",
    "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
]
CONSIGN = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ร้านของฝากเมืองระยอง วันที่ 1 สิงหาคม 2568",
    "ระหว่าง นางวรรณา ศรีสมุทร ผู้ฝากขาย กับ นายประเสริฐ วงศ์ทะเล เจ้าของร้านของฝากเมืองระยอง "
    "ถ.ตากสินมหาราช อ.เมืองระยอง ผู้รับฝากขาย",
    "ข้อ 1. ผู้ฝากขายนำน้ำปลาแท้และกะปิแท้ตรา ศรีสมุทร มาวางขายที่ร้านของผู้รับฝากขาย",
    "ข้อ 2. ผู้รับฝากขายได้รับค่าคอมมิชชั่นร้อยละ 20 ของราคาขายปลีก",
    "ข้อ 3. ราคาขายปลีก น้ำปลา 700 มล. ขวดละ 65 บาท กะปิ 500 กรัม กระปุกละ 120 บาท",
    "ข้อ 4. สรุปยอดขายและโอนเงินให้ผู้ฝากขายทุกวันที่ 15 ของเดือน",
    "ข้อ 5. สินค้าที่หมดอายุหรือชำรุดผู้ฝากขายรับคืนโดยไม่คิดค่าใช้จ่าย",
    "ข้อ 6. สัญญามีอายุ 1 ปี ตั้งแต่วันที่ 1 สิงหาคม 2568 ถึงวันที่ 31 กรกฎาคม 2569",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ วรรณา ศรีสมุทร ผู้ฝากขาย     ลงชื่อ ประเสริฐ วงศ์ทะเล ผู้รับฝากขาย",
]
MARINE_2567_TOP = [
    "บริษัท ระยองมารีนซัพพลาย จำกัด",
    "99/4 หมู่ 2 ต.ปากน้ำ อ.เมืองระยอง จ.ระยอง โทร 038-611-530",
    "ใบแจ้งราคาวัตถุดิบ ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567 ถึง 31 ธันวาคม 2567)",
    "เรียน ลูกค้าผู้ผลิตน้ำปลาและกะปิ",
]
MARINE_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)", "สั่งขั้นต่ำ"),
    ("ปลากะตักสด", "กิโลกรัม", "12.80 บาท/กก.", "1,000 กก."),
    ("เกลือทะเล เม็ดใหญ่", "กิโลกรัม", "3.90 บาท/กก.", "500 กก."),
    ("เคยสด (สำหรับทำกะปิ)", "กิโลกรัม", "25.00 บาท/กก.", "200 กก."),
]
MARINE_2567_BOTTOM = ["ส่งฟรีในเขตอำเภอเมืองระยอง", "ชำระเงินภายใน 15 วันหลังส่งของ"]
MARINE_2025 = [
    "RAYONG MARINE SUPPLY CO., LTD.\n99/4 Moo 2, Pak Nam, Mueang Rayong, Rayong 21000  Tel. 038-611-530\n"
    "PRICE LIST 2025 (valid 1 January 2025 - 31 December 2025)\nFor fish sauce and shrimp paste producers\n\n"
    "Item                                   Unit   Price (THB)   Minimum order\n"
    "Fresh anchovy (Stolephorus)            kg     14.50         1,000 kg\n"
    "Coarse sea salt                        kg     4.20          500 kg\n"
    "Fresh krill (for shrimp paste)         kg     28.00         200 kg\n"
    "Plastic fermentation tank 1,000 L      each   6,900.00      1\n\n"
    "Free delivery within Mueang Rayong district.\nPayment within 15 days of delivery.\n"
    "Prices may change with the fishing season; we will inform customers 30 days in advance."
]
SIAMGLASS = [
    "SIAM GLASS BOTTLE CO., LTD.\n51 Moo 7, Bang Pla, Bang Phli, Samut Prakan 10540  Tax ID 0115548012345\n\n"
    "TAX INVOICE / INVOICE\nInvoice No.: INV-2025-1047\nDate: 6 October 2025\n"
    "Bill to: Mrs. Wanna Srisamut (Sri Samut Fish Sauce), 88/2 Moo 3, Phe, Mueang Rayong, Rayong 21160\n\n"
    "Description                        Qty      Unit price   Amount\n"
    "Glass bottle 700 ml with cap       3,000    6.80         20,400.00\n"
    "Glass bottle 300 ml with cap       2,000    4.50         9,000.00\n"
    "Subtotal                                                 29,400.00\n"
    "VAT 7%                                                   2,058.00\n"
    "TOTAL                                                    31,458.00 THB\n\n"
    "Payment terms: 30 days. Due date: 5 November 2025\n"
    "Please transfer to Kasikornbank, account Siam Glass Bottle Co., Ltd. 047-1-23456-7"
]
OTOP = [
    "OTOP CITY 2025 - EXHIBITOR CONFIRMATION\nIMPACT Muang Thong Thani, Challenger Hall 1-3\n"
    "Fair dates: 13 - 21 December 2025, 10:00 - 22:00\n\n"
    "Exhibitor: Mrs. Wanna Srisamut\nProduct: Sri Samut fish sauce and shrimp paste (Rayong)\n"
    "Zone: Food, Eastern region\nBooth no.: F-118 (3 x 2 m)\n"
    "Booth fee: 4,500 THB - received with thanks on 28 October 2025\n\n"
    "Move-in: 12 December 2025, 13:00 - 20:00\nBring this letter and your ID card to the registration desk.\n"
    "Community Development Department, Ministry of Interior"
]
LOAN = [
    "GOVERNMENT SAVINGS BANK - Rayong Branch\n\n3 November 2025\n\nDear Mrs. Wanna Srisamut,\n\n"
    "Re: SME loan offer\n\n"
    "Thank you for your loan application of 20 October 2025. We are pleased to offer you an SME loan "
    "on the following terms:\n"
    "Loan amount: 300,000 THB\nPurpose: four new fermentation tanks and a bottle-filling machine\n"
    "Interest rate: 6.5% per year (fixed for the first 3 years)\nTerm: 5 years (60 months)\n"
    "Monthly installment: about 5,870 THB\nGuarantor: one guarantor (Mr. Somsak Srisamut)\n"
    "Front-end fee: none",
    "To accept this offer, please come to the branch before 30 November 2025 with:\n"
    "- ID card and house registration\n- Bank statements for the last 6 months\n"
    "- FDA (Or Yor) certificate for your products\n\n"
    "Yours sincerely,\nMs. Kanokwan Thepsiri\nSME Relationship Officer, GSB Rayong Branch, Tel. 038-617-200"
]
PEA = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Rayong Office\nELECTRICITY BILL\n"
    "Customer: Mrs. Wanna Srisamut   Account no. 020011458732\n"
    "Address: 88/2 Moo 3, Phe, Mueang Rayong, Rayong 21160 (residence)\n"
    "Reading period: 15 August 2025 - 14 September 2025\n\n"
    "Units used: 312 kWh\nEnergy charge: 1,238.60 THB\nFt charge: 151.10 THB\nVAT 7%: 96.80 THB\n"
    "Amount due: 1,486.50 THB\nPlease pay by: 29 September 2025"
]
WATER = [
    "PROVINCIAL WATERWORKS AUTHORITY - Rayong Branch\nWATER BILL - October 2025\n"
    "Customer: Mrs. Wanna Srisamut   User no. 5521-0087-3\nAddress: 88/2 Moo 3, Phe, Mueang Rayong, Rayong\n"
    "Meter: previous 1,482  current 1,500  Used 18 cubic meters\n"
    "Water charge: 190.00 THB\nService fee: 10.00 THB\nVAT 7%: 14.00 THB\nTotal: 214.00 THB\n"
    "Due date: 10 November 2025"
]
AIS = [
    "AIS FIBRE - Monthly Bill\nBill date: 1 October 2025\nCustomer: Wanna Srisamut   Account: 8801247736\n"
    "Package: Fibre 1000/500 Mbps\nService period: 1 - 31 October 2025\n"
    "Package fee: 599.00 THB\nVAT 7%: 41.93 THB\nTotal amount: 640.93 THB\nDue date: 20 October 2025\n"
    "Pay via myAIS app, 7-Eleven or bank transfer."
]
INSURANCE = [
    "THAI SAMUT LIFE ASSURANCE PUBLIC COMPANY LIMITED\n\n20 October 2025\n\n"
    "PREMIUM DUE NOTICE\n\nDear Mrs. Wanna Srisamut,\n\n"
    "Policy no.: TSL-0458821\nPlan: Life Saver 20/10 with health rider\n"
    "Insured: Mrs. Wanna Srisamut   Beneficiary: Ms. Praewa Srisamut (daughter)\n"
    "Sum insured: 500,000 THB\n\n"
    "Your annual premium of 18,650.00 THB is due on 15 November 2025.\n"
    "If not paid, the policy stays in force during a grace period of 31 days.\n"
    "You may pay by bank transfer, credit card, or at any counter service.\n"
    "The premium can be used for a personal income tax deduction (up to 100,000 THB a year).\n\n"
    "Customer service 1726"
]
SCHOOL_TOP = [
    "โรงเรียนวรรณวิทย์ระยอง",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวา ศรีสมุทร ชั้น ป.4/2 เลขประจำตัว 10457",
    "ผู้ปกครอง นางวรรณา ศรีสมุทร",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "12,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,800"),
    ("ค่าเรียนภาษาอังกฤษเสริม (ครูต่างชาติ)", "2,500"),
    ("รวมทั้งสิ้น", "20,000"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธ.กรุงไทย 123-4-56789-0",
    "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
]
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569", "น้ำปลา-กะปิ ศรีสมุทร\nวรรณา & สมศักดิ์ ศรีสมุทร"),
    ("ปี 2568 ที่ผ่านมา", "ยอดขายทั้งปีคาดว่าประมาณ 1,950,000 บาท\nลูกค้าร้านค้า 14 ร้าน + ออนไลน์"),
    ("เป้ายอดขายปี 2569", "ยอดขายรวม 2,400,000 บาท\nยอดขายออนไลน์ให้ได้ 30% ของยอดขาย"),
    ("สินค้าใหม่", "กะปิกุ้งแท้ ซองพกพา 100 กรัม ขายซองละ 35 บาท\nน้ำปลาขวดพลาสติก 1 ลิตร สำหรับร้านอาหาร"),
    ("ช่องทางขาย", "Shopee, Lazada, LINE OA, เปิด TikTok Shop เดือนมีนาคม 2569\nออกบูธ OTOP และงานกาชาดระยอง"),
    ("การลงทุน", "บ่อหมักใหม่ 4 บ่อ + เครื่องบรรจุขวด งบรวม 350,000 บาท\nกู้ ธนาคารออมสิน 300,000 บาท ที่เหลือใช้เงินทุนหมุนเวียน"),
    ("สิ่งที่ต้องทำ", "ต่ออายุ อย. ก่อน มิ.ย. 2569\nจ้างลูกจ้างเพิ่ม 1 คน ช่วงหน้าปลากะตัก"),
]
TANK_LOG = """# บันทึกบ่อหมักน้ำปลา ปี 2568

อัตราส่วน ปลากะตัก : เกลือ = 3:1 ทุกบ่อ หมักอย่างน้อย 12 เดือนก่อนสูบน้ำปลา

| บ่อ | วันที่ลงปลา | ปลากะตัก (กก.) | เกลือ (กก.) | คาดว่าพร้อมสูบ |
|---|---|---|---|---|
| บ่อ 1 | 12 ม.ค. 2568 | 3,000 | 1,000 | ม.ค. 2569 |
| บ่อ 2 | 20 ก.พ. 2568 | 3,000 | 1,000 | ก.พ. 2569 |
| บ่อ 3 | 5 ธ.ค. 2567 | 3,000 | 1,000 | ธ.ค. 2568 |
| บ่อ 4 | 18 เม.ย. 2568 | 3,000 | 1,000 | เม.ย. 2569 |
| บ่อ 5 | 2 ก.ค. 2568 | 3,000 | 1,000 | ก.ค. 2569 |
| บ่อ 6 | 25 ก.ย. 2568 | 3,000 | 1,000 | ก.ย. 2569 |

รวมปีนี้ลงปลากะตักทั้งหมด 18,000 กก. เกลือ 6,000 กก.

## หมายเหตุ
- บ่อ 3 สีสวย กลิ่นหอม ได้น้ำปลาหัวประมาณ 1,800 ลิตร สูบเดือน ธ.ค. นี้ พอทำขวด 700 มล. ได้ราว 2,500 ขวด
- บ่อ 4 ฝาบ่อร้าว ต้องเปลี่ยนฝาใหม่ก่อนหน้าฝน
- ตากบ่อให้โดนแดดทุกวัน เปิดฝาช่วง 10 โมงถึงบ่าย 3
- กากปลาหลังสูบ ขายให้ฟาร์มเป็ดลุงชิต กก.ละ 3 บาท
"""
FDA_NOTE = """# อย. น้ำปลาศรีสมุทร

- เลขสารบบอาหาร น้ำปลาแท้: 21-2-04557-2-0001
- เลขสารบบอาหาร กะปิแท้: 21-2-04557-2-0002
- สถานที่ผลิต: 88/2 หมู่ 3 ต.เพ อ.เมืองระยอง
- ยื่นที่ สสจ.ระยอง งานคุ้มครองผู้บริโภค
- ฉลากต้องมี: ชื่ออาหาร เลข อย. ปริมาตรสุทธิ วันผลิต/หมดอายุ ชื่อที่อยู่ผู้ผลิต
- ต้องส่งตรวจปริมาณโปรตีนทุกปี (ห้องแล็บ ม.บูรพา)
"""
EMAIL = """From: Kittipong Saelim <kittipong@thaitasteonline.co.th>
To: Wanna Srisamut <srisamut.fishsauce@gmail.com>
Date: Mon, 10 Nov 2025 09:42 +0700
Subject: Partnership proposal - Sri Samut fish sauce on Thai Taste Online

Dear Khun Wanna,

My name is Kittipong, purchasing manager at Thai Taste Online Co., Ltd. in Bangkok. We sell Thai
community products online to customers in Bangkok and to Thai shops in Singapore and Hong Kong.
We tasted your fish sauce at the Rayong fair and our customers would love it.

We would like to list your 700 ml fish sauce and 500 g shrimp paste on our website.
- First order: 1,200 bottles of fish sauce 700 ml and 300 jars of shrimp paste 500 g
- We ask for a 25% discount off your wholesale price (45 THB a bottle, as on your price list)
- Payment: credit 45 days after delivery
- Delivery to our warehouse in Bang Na, shipping paid by us
- We need your FDA (Or Yor) numbers and the shelf life of each product

If this works for you, please reply by 21 November 2025 and we can sign a distribution agreement in December.

Best regards,
Kittipong Saelim
Purchasing Manager, Thai Taste Online Co., Ltd.
Tel. 02-398-7710
"""
LINE_HONG = """[10/10/2568 09:12] วรรณา: เจ๊คะ ส่งใบเสนอราคาให้ในไลน์แล้วนะคะ ลดให้แล้วค่ะ
[10/10/2568 09:40] เจ๊หงส์: ได้ๆ เดี๋ยวดูก่อนนะ
[10/10/2568 13:05] เจ๊หงส์: โอเค เอาตามใบนั้นเลย ขวดใหญ่ 120 ขวดเล็ก 120 กะปิ 60
[10/10/2568 13:07] วรรณา: ขอบคุณค่ะเจ๊ ส่งให้วันจันทร์ที่ 20 นะคะ
[18/10/2568 17:30] เจ๊หงส์: วรรณา ขวดเล็กเพิ่มอีก 24 ขวดได้มั้ย ลูกค้าถามเยอะ
[18/10/2568 17:45] วรรณา: ได้ค่ะเจ๊ ขวดละ 24 เหมือนเดิมนะคะ
[20/10/2568 11:20] เจ๊หงส์: ได้ของแล้ว ครบ ขอบใจจ้า
"""
LINE_TOM = """[14/10/2568 19:02] เฮียต้อม: วรรณา อาทิตย์หน้าเอาน้ำปลาแกลลอน 15 แกลลอนนะ ส่งวันเสาร์ 25
[14/10/2568 19:10] วรรณา: ได้ค่ะเฮีย แกลลอนละ 160 เหมือนเดิมนะคะ
[17/10/2568 08:15] เฮียต้อม: เปลี่ยนเป็น 20 แกลลอนเลย ช่วงนี้ลูกค้าเยอะ
[17/10/2568 08:30] วรรณา: รับทราบค่ะ 20 แกลลอน
[22/10/2568 21:48] เฮียต้อม: เอ้อ ขอโทษที เอา 18 พอ ร้านจะปิดซ่อมครัว 2 วัน แล้วเลื่อนไปส่งวันจันทร์ 27 ได้มั้ย
[22/10/2568 21:55] วรรณา: ได้ค่ะเฮีย สรุปนะคะ น้ำปลาแกลลอน 18 แกลลอน x 160 = 2,880 บาท ส่งวันจันทร์ที่ 27 ต.ค. ช่วงเช้าค่ะ
[22/10/2568 22:01] เฮียต้อม: 👍
"""
LINE_EK = """[25/09/2568 10:11] วรรณา: คุณเอกคะ เดือนนี้ขอขวด 700 สามพันใบ ขวด 300 สองพันใบนะคะ
[25/09/2568 10:30] คุณเอก สยามขวดแก้ว: ได้ครับ ขวดใหญ่ขึ้นราคาเป็น 6.80 นะครับ ค่าแก้วขึ้น
[25/09/2568 10:33] วรรณา: โห ขึ้นอีกแล้ว บิลเดือนก่อนจ่ายไป 27,300 เองนะคะ
[25/09/2568 10:40] คุณเอก สยามขวดแก้ว: ขอโทษครับพี่ ขวดเล็กยังราคาเดิม
[03/10/2568 16:20] คุณเอก สยามขวดแก้ว: รถจะเข้าไปส่งวันจันทร์ที่ 6 นะครับ
[06/10/2568 15:05] วรรณา: ได้รับแล้วค่ะ ขวดแตกมา 4 ใบนะคะ
[06/10/2568 15:12] คุณเอก สยามขวดแก้ว: เดี๋ยวรอบหน้าเปลี่ยนให้ครับ
"""
LINE_FAMILY = """[05/10/2568 19:30] วรรณา: พ่อ อย่าลืมนะ ค่าเทอมน้องแพรวต้องจ่ายก่อนสิ้นเดือน
[05/10/2568 19:42] สมศักดิ์: โอเค เดี๋ยวไปจ่ายที่โรงเรียนเอง
[12/10/2568 08:05] วรรณา: วันพุธแม่มีนัดหมอที่ รพ.ระยอง 9 โมง ใครพาไป
[12/10/2568 08:20] สมศักดิ์: พี่พาไปเอง ฝากวรรณาดูบ่อตอนเช้าด้วย
[24/10/2568 20:11] สมศักดิ์: จ่ายค่าเทอมแล้วนะ ใบเสร็จอยู่ในลิ้นชักโต๊ะ
[30/10/2568 18:45] วรรณา: ภาษีรถกระบะครบเดือนหน้า อย่าลืมไปตรวจสภาพ
"""
TAX_NOTE = """# ภาษีเงินได้ ภ.ง.ด.90 ปีภาษี 2567 (ยื่นแล้ว มี.ค. 2568)

- เงินได้จากการขายน้ำปลา (มาตรา 40(8)) หักค่าใช้จ่ายแบบเหมา 60%
- ลดหย่อนบุตร 1 คน (น้องแพรว)
- ลดหย่อนค่าอุปการะแม่ทองใบ
- เบี้ยประกันชีวิตปีที่แล้ว 18,650 บาท
- ภาษีที่ต้องชำระ 4,380 บาท จ่ายผ่านแอปแล้ว
- ปีหน้าลองถามเรื่องจดทะเบียนเป็นนิติบุคคล
"""
RECIPE = """# น้ำจิ้มซีฟู้ดสูตรบ้านเรา
- พริกขี้หนูสวน 20 เม็ด
- กระเทียมไทย 10 กลีบ
- น้ำปลาศรีสมุทร 3 ช้อนโต๊ะ
- น้ำมะนาว 4 ช้อนโต๊ะ
- น้ำตาลทราย 1 ช้อนชา
- รากผักชี 2 ราก
ตำพริกกระเทียมรากผักชีให้ละเอียด แล้วปรุงรส
"""
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาให้ป้าแดงทางไลน์\n- โอนค่าขวดสยามขวดแก้ว\n- ตอบอีเมลไทยเทสต์\n"
                        "- ไปธนาคารออมสินเรื่องเงินกู้\n- ต่อภาษีรถกระบะ\n"}

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
PRODUCTS = ["น้ำปลาแท้ 700 มล. (Fish sauce 700 ml)", "น้ำปลาแท้ 300 มล. (Fish sauce 300 ml)",
            "น้ำปลาแกลลอน 4.5 ลิตร (Fish sauce 4.5 L)", "กะปิแท้ 500 ก. (Shrimp paste 500 g)",
            "กะปิแท้ 200 ก. (Shrimp paste 200 g)"]
SALES_2568 = [
    [68400, 61200, 72900, 80550, 66150, 58500, 63450, 70650, 74250, 81900],
    [18750, 16500, 19250, 21000, 17250, 15500, 16750, 18500, 19750, 22000],
    [14400, 12800, 16000, 17600, 15200, 13600, 14400, 16800, 15200, 17600],
    [25500, 22950, 27200, 28900, 24650, 21250, 23800, 29750, 28050, 30600],
    [6000, 5200, 6400, 7200, 5600, 4800, 5200, 6000, 6400, 7600],
]
SALES_2567 = [
    [59850, 54000, 63900, 71550, 58950, 52200, 55800, 61650, 64800, 70200, 76500, 88200],
    [16250, 14750, 17000, 18750, 15500, 14000, 15000, 16250, 17500, 19000, 21250, 24500],
    [12000, 11200, 13600, 15200, 12800, 11200, 12000, 13600, 12800, 14400, 16000, 17600],
    [21250, 19550, 23800, 25500, 21250, 18700, 20400, 22950, 23800, 26350, 28900, 33150],
    [4800, 4400, 5600, 6000, 4800, 4000, 4400, 5200, 5600, 6400, 7200, 8400],
]
EXPENSE_HEAD = ["เดือน (Month)", "วัตถุดิบ (Raw materials)", "บรรจุภัณฑ์ (Packaging)", "ค่าแรง (Wages)",
                "ค่าขนส่ง (Shipping)", "รวม (Total)"]
EXPENSES_2568 = [
    (38500, 21400, 18000, 3200), (12600, 15800, 18000, 2900), (14100, 19200, 18000, 3400),
    (41800, 22600, 18000, 3600), (13200, 17300, 18000, 3100), (11900, 14900, 18000, 2800),
    (40200, 16700, 18000, 3000), (13800, 18900, 18000, 3300), (45600, 27300, 18000, 3500),
    (14900, 31458, 18000, 3700),
]
EXPENSES_2567 = [
    (33400, 18900, 16000, 2800), (11800, 14200, 16000, 2600), (12900, 17100, 16000, 3000),
    (36700, 19800, 16000, 3200), (12100, 15400, 16000, 2700), (10800, 13500, 16000, 2500),
    (35900, 14900, 16000, 2700), (12400, 16800, 16000, 2900), (13300, 17600, 16000, 3100),
    (38200, 19500, 16000, 3300), (14800, 21300, 16000, 3600), (15600, 24800, 16000, 4100),
]
ONLINE_HEAD = ["เดือน (Month)", "จำนวนออเดอร์ (Orders)", "ยอดขาย (Sales, THB)", "ค่าธรรมเนียม (Fees, THB)",
               "รับสุทธิ (Net, THB)"]
SHOPEE = [("ก.ค. 2568 (Jul)", 118, 15340, 1534), ("ส.ค. 2568 (Aug)", 131, 17030, 1703),
          ("ก.ย. 2568 (Sep)", 142, 18460, 1846), ("ต.ค. 2568 (Oct)", 156, 20280, 2028)]
LAZADA = [("ก.ค. 2568 (Jul)", 29, 3770, 415), ("ส.ค. 2568 (Aug)", 33, 4290, 472),
          ("ก.ย. 2568 (Sep)", 37, 4810, 529), ("ต.ค. 2568 (Oct)", 41, 5330, 586)]
WHOLESALE = [
    ("น้ำปลาแท้ ขวดแก้ว 700 มล. (Fish sauce 700 ml)", "ขวด", 45, 65),
    ("น้ำปลาแท้ ขวดเล็ก 300 มล. (Fish sauce 300 ml)", "ขวด", 25, 35),
    ("น้ำปลา แกลลอน 4.5 ลิตร (Fish sauce 4.5 L)", "แกลลอน", 165, 220),
    ("กะปิแท้ กระปุก 500 ก. (Shrimp paste 500 g)", "กระปุก", 85, 120),
    ("กะปิแท้ กระปุก 200 ก. (Shrimp paste 200 g)", "กระปุก", 40, 55),
]
HOME_HEAD = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
HOME = {
    "ก.ย. 68": [
        ("ค่ากับข้าว (Groceries)", 9870, "ตลาดบ้านเพ + Makro"),
        ("ค่าไฟบ้าน (Electricity)", 1522.75, "บิล ส.ค."),
        ("ค่าน้ำประปา (Water)", 203, ""),
        ("อินเทอร์เน็ต (Internet)", 640.93, "AIS Fibre"),
        ("ผ่อนรถกระบะ (Pickup installment)", 9800, "งวดที่ 27/48"),
        ("ค่าขนม+รถรับส่งน้องแพรว (Praew)", 2600, ""),
        ("ค่าน้ำมันรถ (Fuel)", 3450, ""),
    ],
    "ต.ค. 68": [
        ("ค่ากับข้าว (Groceries)", 10240, "ตลาดบ้านเพ + Makro"),
        ("ค่าไฟบ้าน (Electricity)", 1486.50, "บิล ก.ย."),
        ("ค่าน้ำประปา (Water)", 214, ""),
        ("อินเทอร์เน็ต (Internet)", 640.93, "AIS Fibre"),
        ("ผ่อนรถกระบะ (Pickup installment)", 9800, "งวดที่ 28/48"),
        ("ค่าขนม+รถรับส่งน้องแพรว (Praew)", 2600, ""),
        ("ค่ายา+หาหมอแม่ทองใบ (Mum's doctor)", 1350, "รพ.ระยอง"),
        ("ค่าน้ำมันรถ (Fuel)", 3200, ""),
        ("ค่าเทอมน้องแพรว (School fee)", 20000, "เทอม 2/2568"),
    ],
}


def _sales_book(path: Path, year: str, sales: list[list[int]], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    months = MONTHS[:len(sales[0])]
    sheet.append([f"ยอดขายน้ำปลา-กะปิ ศรีสมุทร ปี {year} (บาท) / Sales {year} (THB)"])
    sheet.append(["สินค้า (Product)", *months, "รวม (Total)"])
    for name, row in zip(PRODUCTS, sales):
        sheet.append([name, *row, sum(row)])
    columns = list(zip(*sales))
    sheet.append(["รวม (Total)", *(sum(c) for c in columns), sum(sum(r) for r in sales)])
    for column in range(2, len(months) + 3):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายธุรกิจ ปี {year} (Business expenses {year}, THB)"])
    cost.append(EXPENSE_HEAD)
    for month, row in zip(MONTHS, expenses):
        cost.append([month, *row, sum(row)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _online_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in (("Shopee", SHOPEE), ("Lazada", LAZADA)):
        sheet = book.create_sheet(title)
        sheet.append([f"ออเดอร์ออนไลน์ {title} ปี 2568 (Online orders)"])
        sheet.append(ONLINE_HEAD)
        for month, orders, sales, fees in rows:
            sheet.append([month, orders, sales, fees, sales - fees])
        for column in (3, 4, 5):
            money_format(sheet, column)
    book.save(path)


def _wholesale_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาส่ง 2568"
    sheet.append(["ราคาขายส่ง น้ำปลา-กะปิ ศรีสมุทร ปี 2568 (Wholesale price list 2568)"])
    sheet.append(["สินค้า (Product)", "หน่วย (Unit)", "ราคาส่ง (Wholesale, THB)", "ราคาปลีกแนะนำ (Retail, THB)"])
    for row in WHOLESALE:
        sheet.append(list(row))
    sheet.append(["สั่ง 100 ชิ้นขึ้นไป ส่งฟรีในเขตระยอง"])
    money_format(sheet, 3)
    money_format(sheet, 4)
    book.save(path)


def _home_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(HOME_HEAD)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจน้ำปลา"
    quotes, contracts, suppliers, books = (biz / "ใบเสนอราคา", biz / "สัญญา", biz / "Suppliers", biz / "บัญชี")
    home, line = docs / "บ้าน", docs / "LINE"
    for folder in (quotes, contracts, suppliers, books, home / "บิล", home / "น้องแพรว", home / "ประกัน", line):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_หงส์พาณิชย์_ร่าง.docx", HONG_DRAFT_TOP, table=HONG_DRAFT_TABLE,
               bottom=["ส่งฟรีถึงร้าน"])
    write_docx(quotes / "ใบเสนอราคา_หงส์พาณิชย์_ฉบับจริง.docx", HONG_FINAL_TOP, table=HONG_FINAL_TABLE,
               bottom=HONG_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ป้าแดง_แกลง.docx", DAENG_TOP, table=DAENG_TABLE, bottom=DAENG_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ฉลากสติกเกอร์_ระยองการพิมพ์.docx", LABEL_TOP, table=LABEL_TABLE,
               bottom=LABEL_BOTTOM)
    write_docx(contracts / "สัญญาฝากขาย_ร้านของฝากเมืองระยอง.docx", CONSIGN)
    write_docx(suppliers / "ราคาวัตถุดิบ_ระยองมารีน_2567.docx", MARINE_2567_TOP, table=MARINE_2567_TABLE,
               bottom=MARINE_2567_BOTTOM)
    make_pdf(suppliers / "RayongMarine_PriceList_2025.pdf", MARINE_2025)
    make_pdf(suppliers / "SiamGlass_Invoice_INV-2025-1047.pdf", SIAMGLASS)
    make_pdf(biz / "OTOP_City_2025_booth.pdf", OTOP)
    make_pdf(biz / "GSB_SME_loan_offer.pdf", LOAN)
    _sales_book(books / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _online_book(books / "online_orders_2568.xlsx")
    _wholesale_book(books / "ราคาส่ง_ศรีสมุทร_2568.xlsx")
    write_slides(biz / "แผนปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "บิล" / "PEA_bill_Sep2025.pdf", PEA)
    make_pdf(home / "บิล" / "water_bill_Oct2025.pdf", WATER)
    make_pdf(home / "บิล" / "AIS_Fibre_bill_Oct2025.pdf", AIS)
    make_pdf(home / "ประกัน" / "insurance_premium_notice_2025.pdf", INSURANCE)
    write_docx(home / "น้องแพรว" / "ค่าเทอม_น้องแพรว_เทอม2_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    _home_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "ธุรกิจน้ำปลา/บันทึกบ่อหมัก_2568.md": TANK_LOG,
        "ธุรกิจน้ำปลา/อย_เลขสารบบ.md": FDA_NOTE,
        "ธุรกิจน้ำปลา/email_ThaiTasteOnline.txt": EMAIL,
        "LINE/LINE_เจ๊หงส์.txt": LINE_HONG,
        "LINE/LINE_เฮียต้อม_ครัวทะเลเผา.txt": LINE_TOM,
        "LINE/LINE_คุณเอก_สยามขวดแก้ว.txt": LINE_EK,
        "LINE/LINE_บ้านเรา.txt": LINE_FAMILY,
        "บ้าน/ภาษี_ภงด90_2567.md": TAX_NOTE,
        "บ้าน/สูตรน้ำจิ้มซีฟู้ด.md": RECIPE,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
