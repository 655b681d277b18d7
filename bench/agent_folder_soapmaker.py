"""The soapmaker folder: the papers of a handmade-soap maker in Ayutthaya and her household, written by code.

The owner is คุณอรพรรณ บุญมา (พี่อร). She runs "บ้านสบู่อร" (Baan Sabu Orn), handmade herbal soap, scrubs and
massage oils made in a workshop behind her house at 88/3 หมู่ 5 ต.บ้านป้อม อ.พระนครศรีอยุธยา. She sells to spas
(บ้านสายน้ำสปา in Ayutthaya, Lotus Garden Wellness in Bangkok), online (Shopee, LINE) and at fairs, and through a
reseller in Chiang Mai (คุณบี). Her husband ธีระ (พี่ธี) is a technician at an industrial estate, her daughter
มายด์ (ด.ญ.ณิชาภัทร) is in ม.1, her father ตาสมพงษ์ lives with them. It is November 2568 (2025).

Documents/บ้านสบู่อร/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_สายน้ำสปา_ร่าง.docx: draft quote QT-68-027 to บ้านสายน้ำสปา (คุณฝน), monthly amenities
  (1,200 mini soaps, 300 scrub bars, 40 bottles of massage oil), 46,900 a month.
- ใบเสนอราคา/ใบเสนอราคา_สายน้ำสปา_ฉบับจริง.docx: the final of the same quote, other figures, 46,150 a month.
- ใบเสนอราคา/ใบเสนอราคาฉลาก_อยุธยาการพิมพ์.docx: a Thai label-printing quote (5,000 soap labels at 0.90,
  2,000 bottle labels at 1.20, plate 800), 8,239 with VAT.
- ใบเสนอราคา/PrintPro_label_quotation_Oct2025.pdf: the English quote for the same labels from PrintPro Label
  Co., Ltd. (0.78 and 1.35, plate free), 7,062.00 with VAT.
- เอกสาร/สัญญาซื้อขาย_โลตัสการ์เด้นสปา.docx: supply contract with Lotus Garden Wellness (Sukhumvit 49):
  minimum 15,000 a month, 5% off over 30,000, 30 days credit, 1 ส.ค. 2568 - 31 ก.ค. 2569.
- เอกสาร/ยืนยันจองบูธ_งานสินค้าชุมชนกรุงศรี.docx: booth C-17 at a fair 12-21 ธ.ค. 2568, 6,500 in all,
  3,000 deposit paid, 3,500 due by 25 พ.ย. 2568.
- เอกสาร/SiamHeritageBank_loan_approval_Sep2025.pdf: the bank's English SME loan approval (250,000, 4.99%,
  48 months, 5,757 a month, first instalment 25 October 2025).
- Suppliers/SiamBotanical_pricelist_2025.pdf: English 2025 price list of Siam Botanical Oils Co., Ltd.
  (coconut oil 115 THB/kg, ...).
- Suppliers/ราคาน้ำมัน_สยามโบทานิคอล_2567.docx: last year's list of the same firm in Thai
  (บริษัท สยามโบทานิคอลออยล์ จำกัด; coconut oil 105).
- Suppliers/SiamBotanical_invoice_SBO-INV-25-2291.pdf: an October invoice, 13,077.54, due 8 Nov 2025.
- Suppliers/email_from_SiamBotanical_Oct2025.txt: an email: coconut oil 128 THB/kg from 1 December 2025,
  rice bran 72, delivery on Wednesday.
- Suppliers/ThaiGlassPack_invoice_Oct2025.pdf: bottles and kraft boxes, 7,020.00, paid.
- บัญชี/ยอดขาย_บ้านอร_2568.xlsx: this year's book, two sheets (sales by month and channel: spa, online,
  shop/fairs; expenses by month), ม.ค.-ต.ค.
- บัญชี/ยอดขาย_บ้านอร_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ต้นทุนต่อชิ้น_2568.xlsx: cost, spa price and online price of six products.
- บัญชี/ค่าแรงลูกมือ_ตุลาคม68.md: the October wages of two helpers (จ๋า 9,120; ป้าศรี 6,600; 15,720).
- แชท/แชทไลน์_คุณฝน_สายน้ำสปา.txt: LINE chat with the spa: from ธ.ค. mini soaps 1,500 -> 1,200, then scrub
  250 -> 300; first 41,350, in the end 44,100 a month.
- แชท/แชทไลน์_คุณบี_ตัวแทนเชียงใหม่.txt: LINE chat with the reseller: 200 gift sets at 145 (29,000), then 260
  at 140 (36,400), deposit 14,500, 21,900 left, delivery moved from 20 to 25 พ.ย.
- แผนธุรกิจ_2569.pptx: slides, the plan for next year (target 1,150,000, shampoo bar, loan instalment).
- สูตรสบู่ขมิ้นน้ำผึ้ง.md: her turmeric-honey soap recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/RiverNet_fibre_bill_Oct2025.pdf: English bills (2,014.56; 747.93).
- ประกัน/GoldenLotus_health_renewal_2025.pdf: English renewal of her father's health policy, monthly premium
  2,150 -> 2,380 from 1 Dec 2025 (paid to โกลเด้นโลตัสประกันชีวิต in the household book).
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: school fee notices
  (11,100; 12,250).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวบุญมา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on her father's eye-doctor appointments.
- ทริปปีใหม่_กาญจนบุรี.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to the spa
SHOP_TOP = ("บ้านสบู่อร (Baan Sabu Orn) สบู่และเครื่องสำอางสมุนไพรทำมือ 88/3 หมู่ 5 ต.บ้านป้อม "
            "อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000 โทร 081-765-2249")
SPA_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-027",
    "วันที่ 5 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บ้านสายน้ำสปา แอนด์ รีสอร์ท (คุณฝน)",
    "เรื่อง สบู่และผลิตภัณฑ์สมุนไพรสำหรับห้องพักและห้องสปา ส่งทุกวันที่ 1 ของเดือน",
]
SPA_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("สบู่สมุนไพรก้อนเล็ก 30 กรัม ห่อกระดาษสา", "1,200 ก้อน", "18 บาท", "21,600"),
    ("สบู่ขัดผิวมะขามน้ำผึ้ง 100 กรัม", "300 ก้อน", "55 บาท", "16,500"),
    ("น้ำมันนวดตะไคร้ 500 มล.", "40 ขวด", "220 บาท", "8,800"),
    ("รวมต่อเดือน", "", "", "46,900"),
]
SPA_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 46,900 บาท (สี่หมื่นหกพันเก้าร้อยบาทถ้วน) ส่งฟรี",
                    "ร่าง ยังไม่ส่ง รอเช็กราคาน้ำมันมะพร้าวกับสยามโบทานิคอลก่อน"]
SPA_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-027 (ฉบับแก้ไข)",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บ้านสายน้ำสปา แอนด์ รีสอร์ท (คุณฝน)",
    "เรื่อง สบู่และผลิตภัณฑ์สมุนไพรสำหรับห้องพักและห้องสปา ส่งทุกวันที่ 1 ของเดือน เริ่ม 1 พฤศจิกายน 2568",
]
SPA_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("สบู่สมุนไพรก้อนเล็ก 30 กรัม ห่อกระดาษสา", "1,500 ก้อน", "16 บาท", "24,000"),
    ("สบู่ขัดผิวมะขามน้ำผึ้ง 100 กรัม", "250 ก้อน", "55 บาท", "13,750"),
    ("น้ำมันนวดตะไคร้ 500 มล.", "40 ขวด", "210 บาท", "8,400"),
    ("รวมต่อเดือน", "", "", "46,150"),
]
SPA_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 46,150 บาท (สี่หมื่นหกพันหนึ่งร้อยห้าสิบบาทถ้วน) ส่งฟรี",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 30 เมษายน 2569",
    "สกรีนโลโก้รีสอร์ทบนกระดาษห่อสบู่ ไม่คิดเพิ่ม",
    "ลงชื่อ อรพรรณ บุญมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- label quotes from two printers
LABEL_TH = [
    "ห้างหุ้นส่วนจำกัด อยุธยาการพิมพ์",
    "45/7 ถนนโรจนะ ต.ธนู อ.อุทัย จ.พระนครศรีอยุธยา โทร 035-334-218",
    "ใบเสนอราคา เลขที่ AP-6810-112  วันที่ 14 ตุลาคม 2568",
    "เรียน คุณอรพรรณ บุญมา (บ้านสบู่อร)",
    "เรื่อง สติกเกอร์ฉลากสินค้า พิมพ์ 4 สี กันน้ำ",
]
LABEL_TH_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อดวง (บาท)", "รวม (บาท)"),
    ("ฉลากสบู่ PP ขาวด้าน ไดคัทวงกลม 5x5 ซม.", "5,000 ดวง", "0.90", "4,500"),
    ("ฉลากขวดน้ำมันนวด PP ใส 4x9 ซม.", "2,000 ดวง", "1.20", "2,400"),
    ("ค่าบล็อกไดคัทและค่าเพลท (ครั้งแรก)", "1 ชุด", "800", "800"),
    ("รวม", "", "", "7,700"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "539"),
    ("รวมทั้งสิ้น", "", "", "8,239"),
]
LABEL_TH_BOTTOM = ["รวมทั้งสิ้น 8,239 บาท (แปดพันสองร้อยสามสิบเก้าบาทถ้วน)",
                   "ส่งงานภายใน 7 วันหลังอนุมัติแบบ รับเองที่ร้านหรือส่งฟรีในเขตอยุธยา",
                   "มัดจำ 50% เมื่อสั่งพิมพ์ ยืนราคา 30 วัน",
                   "ผู้เสนอราคา นายวีรยุทธ ทองประเสริฐ"]
LABEL_EN = [
    "PRINTPRO LABEL CO., LTD.\n"
    "Navanakorn Industrial Estate, Khlong Luang, Pathum Thani 12120  Tel. 02-529-4471\n"
    "QUOTATION No. PP-Q-2510-045        Date: 16 Oct 2025\n"
    "To: Baan Sabu Orn (Khun Oraphan Boonma), Ban Pom, Ayutthaya\n"
    "Subject: Product labels, 4 colours, waterproof\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Soap label, white matte PP, 5x5 cm     5,000 pcs  0.78         3,900.00\n"
    "Bottle label, clear PP, 4x9 cm         2,000 pcs  1.35         2,700.00\n"
    "Die-cut plate and setup                1 set      free         0.00\n"
    "\n"
    "Subtotal 6,600.00\n"
    "VAT 7% 462.00\n"
    "TOTAL 7,062.00 THB\n"
    "Lead time: 10 working days after artwork approval. Delivery by courier 150 THB (not included).\n"
    "Payment: 100% before production. Valid 15 days.\n"
    "Sales: Khun Natthaya 086-210-5538",
]

# ---------------------------------------------------------------- contract, fair booth, bank
LOTUS_CONTRACT = [
    "สัญญาซื้อขายสินค้า",
    "สัญญาเลขที่ LGS-08/2568  ทำที่ กรุงเทพมหานคร  วันที่ 1 สิงหาคม 2568",
    "ระหว่าง บริษัท โลตัสการ์เด้น เวลเนส จำกัด (โลตัสการ์เด้นสปา สาขาสุขุมวิท 49) โดย นางสาวพิมพ์ชนก วงศ์สวัสดิ์ "
    "ผู้จัดการฝ่ายจัดซื้อ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นางอรพรรณ บุญมา เจ้าของกิจการบ้านสบู่อร ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
]
LOTUS_HEADINGS = [
    ("ข้อ 1 สินค้าและราคา", "สบู่ขมิ้นน้ำผึ้ง 100 กรัม ก้อนละ 45 บาท\nแชมพูบาร์อัญชัน 80 กรัม ก้อนละ 65 บาท\n"
     "น้ำมันนวดตะไคร้ 500 มล. ขวดละ 210 บาท\nราคานี้ยืนตลอดอายุสัญญา"),
    ("ข้อ 2 ยอดสั่งซื้อขั้นต่ำ", "ผู้ซื้อตกลงสั่งซื้อสินค้าไม่น้อยกว่าเดือนละ 15,000 บาท"),
    ("ข้อ 3 ส่วนลด", "เดือนใดผู้ซื้อสั่งซื้อเกิน 30,000 บาท ผู้ขายให้ส่วนลด 5% ของยอดเดือนนั้น"),
    ("ข้อ 4 การส่งสินค้า", "ผู้ขายส่งสินค้าถึงสาขาสุขุมวิท 49 ภายใน 5 วันทำการหลังได้รับใบสั่งซื้อ "
     "ผู้ขายออกค่าขนส่งเมื่อสั่งเกิน 10,000 บาทต่อครั้ง"),
    ("ข้อ 5 การชำระเงิน", "ผู้ซื้อชำระเงินภายใน 30 วันนับจากวันที่ได้รับสินค้า โดยโอนเข้าบัญชีผู้ขาย"),
    ("ข้อ 6 สินค้าชำรุด", "สินค้าที่ชำรุดหรือผิดสเปก ผู้ซื้อแจ้งเปลี่ยนคืนได้ภายใน 7 วันนับจากวันรับสินค้า"),
    ("ข้อ 7 ระยะเวลาสัญญา", "ตั้งแต่วันที่ 1 สิงหาคม 2568 ถึงวันที่ 31 กรกฎาคม 2569 "
     "หากไม่มีฝ่ายใดบอกเลิกล่วงหน้า 60 วัน ให้ต่ออายุอีก 1 ปี"),
]
LOTUS_BOTTOM = ["ลงชื่อ พิมพ์ชนก วงศ์สวัสดิ์ ผู้ซื้อ", "ลงชื่อ อรพรรณ บุญมา ผู้ขาย",
                "ลงชื่อ ธีระ บุญมา พยาน"]

BOOTH = [
    "ชมรมผู้ประกอบการสินค้าชุมชนกรุงศรี",
    "ที่ ชปช. 057/2568",
    "21 ตุลาคม 2568",
    "เรื่อง ยืนยันการจองบูธ งานมหกรรมสินค้าชุมชนกรุงศรี ครั้งที่ 9",
    "เรียน คุณอรพรรณ บุญมา (บ้านสบู่อร)",
    "ชมรมฯ ขอยืนยันการจองบูธของท่าน ในงานมหกรรมสินค้าชุมชนกรุงศรี ครั้งที่ 9 "
    "ระหว่างวันที่ 12–21 ธันวาคม 2568 ณ ลานกิจกรรมเกาะเมืองพลาซ่า อ.พระนครศรีอยุธยา",
]
BOOTH_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบูธ C-17 ขนาด 3x3 เมตร (10 วัน)", "6,000"),
    ("ค่าไฟฟ้า ปลั๊ก 1 จุด ไฟ 2 ดวง", "500"),
    ("รวม", "6,500"),
    ("หัก เงินมัดจำ (รับแล้ว 20 ตุลาคม 2568)", "3,000"),
    ("คงเหลือที่ต้องชำระ", "3,500"),
]
BOOTH_BOTTOM = [
    "กรุณาชำระยอดคงเหลือ 3,500 บาท ภายในวันที่ 25 พฤศจิกายน 2568 มิฉะนั้นชมรมฯ ขอสงวนสิทธิ์ให้บูธแก่ผู้อื่น",
    "เข้าตกแต่งบูธได้วันที่ 11 ธันวาคม 2568 ตั้งแต่ 16.00 น. เปิดงานทุกวัน 10.00–21.00 น.",
    "ผู้ประสานงาน คุณวันเพ็ญ 089-447-1302",
]

BANK_LETTER = [
    "SIAM HERITAGE BANK PUBLIC COMPANY LIMITED\n"
    "Ayutthaya Branch, Rojana Road, Phra Nakhon Si Ayutthaya 13000\n"
    "22 September 2025\n"
    "Ref: SME-AYT-2568-0419\n"
    "\n"
    "Mrs. Oraphan Boonma, Baan Sabu Orn\n"
    "88/3 Moo 5, Ban Pom, Phra Nakhon Si Ayutthaya 13000\n"
    "\n"
    "LOAN APPROVAL - SME COMMUNITY BUSINESS LOAN\n"
    "Dear Mrs. Oraphan,\n"
    "We are pleased to inform you that your loan application has been approved as follows.\n"
    "Approved amount: 250,000 THB\n"
    "Purpose: soap cutting machine and a drying (curing) room\n"
    "Interest rate: 4.99% per year, fixed for the first 3 years, then MRR - 1.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 5,757 THB, by auto-debit from savings account 204-3-88712-4\n"
    "First instalment: 25 October 2025\n"
    "Front-end fee: 0.5% = 1,250 THB, deducted from the loan on drawdown\n"
    "Guarantor: Mr. Teera Boonma\n"
    "Early repayment within the first 3 years: fee 2% of the amount repaid early.\n"
    "\n"
    "Please sign the loan agreement at the branch by 6 October 2025.\n"
    "Relationship manager: Khun Suphattra 081-903-6614\n"
    "\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]

# ---------------------------------------------------------------- supplier papers
SBO_PRICES_2025 = [
    "SIAM BOTANICAL OILS CO., LTD.\n"
    "19/2 Moo 8, Setthakit 1 Road, Krathum Baen, Samut Sakhon 74110  Tel. 034-471-090\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, excluding VAT.\n"
    "\n"
    "Virgin coconut oil, cold pressed ..... 115 THB/kg\n"
    "Refined palm oil ...................... 52 THB/kg\n"
    "Olive pomace oil ..................... 168 THB/kg\n"
    "Shea butter, refined ................. 285 THB/kg\n"
    "Rice bran oil ......................... 68 THB/kg\n"
    "Lemongrass essential oil ........... 1,450 THB/kg\n"
    "\n"
    "Minimum order 3,000 THB. Free delivery to Ayutthaya for orders over 8,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Kittipong Lertchai, sales@siambotanicaloils.co.th",
]
SBO_PRICES_2567 = ["บริษัท สยามโบทานิคอลออยล์ จำกัด",
                   "19/2 หมู่ 8 ถนนเศรษฐกิจ 1 อ.กระทุ่มแบน จ.สมุทรสาคร",
                   "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567) ราคาต่อกิโลกรัม ไม่รวม VAT"]
SBO_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("น้ำมันมะพร้าวสกัดเย็น", "105 บาท/กก."),
    ("น้ำมันปาล์มบริสุทธิ์", "48 บาท/กก."),
    ("น้ำมันมะกอก (โพมาส)", "155 บาท/กก."),
    ("เชียบัตเตอร์", "310 บาท/กก."),
    ("น้ำมันรำข้าว", "62 บาท/กก."),
    ("น้ำมันหอมระเหยตะไคร้", "1,380 บาท/กก."),
]
SBO_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 2,000 บาท ส่งฟรีในจังหวัดอยุธยาเมื่อสั่งเกิน 6,000 บาท",
                          "เครดิต 30 วันสำหรับลูกค้าประจำ",
                          "ติดต่อ คุณกิตติพงษ์ เลิศชัย ฝ่ายขาย"]
SBO_INVOICE = [
    "SIAM BOTANICAL OILS CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SBO-INV-25-2291\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Baan Sabu Orn (Mrs. Oraphan Boonma), 88/3 Moo 5, Ban Pom, Ayutthaya\n"
    "\n"
    "Item                              Qty      Unit price   Amount\n"
    "Virgin coconut oil, cold pressed  40 kg    115.00       4,600.00\n"
    "Refined palm oil                  36 kg    52.00        1,872.00\n"
    "Shea butter, refined              10 kg    285.00       2,850.00\n"
    "Lemongrass essential oil          2 kg     1,450.00     2,900.00\n"
    "\n"
    "Subtotal 12,222.00\n"
    "VAT 7% 855.54\n"
    "TOTAL DUE: 13,077.54 THB\n"
    "Please transfer to Siam Heritage Bank, Siam Botanical Oils Co., Ltd., account 301-2-44581-7.",
]
SBO_EMAIL = """From: Kittipong Lertchai <sales@siambotanicaloils.co.th>
To: baansabuorn@gmail.com
Date: Thu, 30 Oct 2025 14:12
Subject: Price update from 1 December 2025

Dear Khun Oraphan,

Thank you for your order SBO-INV-25-2291. Please note the following changes from 1 December 2025:

1. Virgin coconut oil (cold pressed) will be 128 THB/kg (the 2025 price list says 115 THB/kg). Coconut
   supply from Prachuap has been short since the drought.
2. Rice bran oil will be 72 THB/kg (now 68 THB/kg).
3. Our delivery truck to Ayutthaya will come on Wednesday instead of Friday.

Palm oil, shea butter and essential oil prices do not change. If you order before 30 November we can
still invoice coconut oil at 115 THB/kg, up to 100 kg.

Best regards,
Kittipong Lertchai
Sales, Siam Botanical Oils Co., Ltd.
034-471-090
"""
TGP_INVOICE = [
    "THAI GLASS PACK CO., LTD.\n"
    "Bottles and packaging for cosmetics - Bang Pa-in, Ayutthaya\n"
    "INVOICE No. TGP-10087        Date: 20 Oct 2025\n"
    "Bill to: Baan Sabu Orn, Ban Pom, Ayutthaya\n"
    "\n"
    "Amber glass bottle 500 ml with pump     120 pcs   x 18.50    2,220.00\n"
    "Amber glass bottle 100 ml with dropper  300 pcs   x 9.00     2,700.00\n"
    "Kraft gift box 3-bar with window        500 pcs   x 4.20     2,100.00\n"
    "\n"
    "TOTAL 7,020.00 THB   Paid by transfer 20 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- books
SPA_2568 = [38200, 36500, 41800, 47300, 44900, 39600, 35200, 36800, 40100, 52400]
ONLINE_2568 = [24600, 31800, 22400, 19800, 21500, 18900, 20300, 23700, 25200, 28600]
SHOP_2568 = [12400, 15300, 9800, 18600, 7200, 6400, 8100, 6900, 7500, 11300]
RAW_2568 = [21800, 23500, 22100, 24600, 22800, 20300, 19900, 21600, 23300, 27400]
PACK_2568 = [7400, 8200, 6900, 7800, 7100, 6500, 6700, 7200, 7600, 9020]
WAGES_2568 = [13800, 14200, 13800, 15400, 14600, 13500, 13500, 14200, 14900, 15720]
SHIP_2568 = [3200, 4100, 2900, 2600, 2800, 2500, 2700, 3100, 3300, 3800]
SPA_2567 = [29800, 28400, 33600, 38900, 36200, 31500, 27800, 28900, 30400, 34700, 39800, 48600]
ONLINE_2567 = [15200, 22800, 14600, 12900, 13800, 12100, 13500, 15800, 16900, 19400, 24300, 36800]
SHOP_2567 = [9600, 13800, 7400, 15900, 5600, 4800, 6200, 5100, 5900, 8700, 10200, 21400]
RAW_2567 = [17200, 19800, 17600, 20100, 18300, 16200, 15900, 16800, 17900, 20600, 24100, 31800]
PACK_2567 = [5900, 6800, 5600, 6400, 5800, 5200, 5300, 5600, 5900, 6700, 7900, 11200]
WAGES_2567 = [12000, 12400, 12000, 13600, 12800, 12000, 12000, 12400, 12800, 13600, 14400, 17200]
SHIP_2567 = [2400, 3300, 2200, 1900, 2100, 1800, 2000, 2400, 2500, 2900, 3600, 5400]


def sales_2568() -> int:
    return sum(SPA_2568) + sum(ONLINE_2568) + sum(SHOP_2568)


def _sales_book(path: Path, year: str, spa: list[int], online: list[int], shop: list[int],
                costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายบ้านสบู่อร ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "ส่งสปา/โรงแรม (Spa & hotel)", "ออนไลน์ Shopee/LINE (Online)",
                  "หน้าร้าน/ออกบูธ (Shop & fairs)", "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, spa, online, shop):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(spa), sum(online), sum(shop), sum(spa) + sum(online) + sum(shop)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายบ้านสบู่อร ปี {year} (Expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "วัตถุดิบ (Raw materials)", "บรรจุภัณฑ์/ฉลาก (Packaging)", "ค่าแรง (Wages)",
                  "ค่าส่ง (Shipping)", "รวม (Total)"])
    raw, pack, wages, ship = costs
    for month, r, p, w, s in zip(MONTHS, raw, pack, wages, ship):
        sheet.append([f"{month} {year}", r, p, w, s, r + p + w + s])
    for column in range(2, 7):
        money_format(sheet, column)
    book.save(path)


COST_HEADERS = ("สินค้า (Product)", "ต้นทุนต่อชิ้น (Cost, THB)", "ราคาส่งสปา (Spa price)",
                "ราคาขายออนไลน์ (Online price)", "หมายเหตุ (Note)")
COSTS = [
    ("สบู่สมุนไพรก้อนเล็ก 30 ก. (Mini herbal soap 30 g)", 7.80, 16, 25, "ห่อกระดาษสา"),
    ("สบู่ขมิ้นน้ำผึ้ง 100 ก. (Turmeric honey soap)", 19.50, 45, 79, "ขายดีสุดออนไลน์"),
    ("สบู่ขัดผิวมะขามน้ำผึ้ง 100 ก. (Tamarind scrub bar)", 22.40, 55, 89, ""),
    ("แชมพูบาร์อัญชัน 80 ก. (Butterfly pea shampoo bar)", 26.80, 65, 119, "รอจดแจ้ง อย. สูตรใหม่"),
    ("น้ำมันนวดตะไคร้ 500 มล. (Lemongrass massage oil)", 96.50, 210, 350, "ขวดแก้วสีชา+ปั๊ม"),
    ("ชุดของขวัญ 3 ก้อน + น้ำมันนวด 100 มล. (Gift set)", 78, 140, 259, "ราคาตัวแทน 140-145"),
]


def _cost_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต้นทุน Cost"
    sheet.append(["ต้นทุนและราคาขายต่อชิ้น ปี 2568 (Unit cost and prices 2568)"])
    sheet.append(list(COST_HEADERS))
    for row in COSTS:
        sheet.append(list(row))
    for column in (2, 3, 4):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1876.40, "PEA"), ("ค่าน้ำประปา (Water)", 342, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "RiverNet"), ("ค่ากับข้าว (Food)", 9500, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3800, ""), ("ค่างวดรถเก๋ง (Car instalment)", 8900, "งวดที่ 31/60"),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2150, "โกลเด้นโลตัสประกันชีวิต"),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""), ("ค่าขนมมายด์ (Mind's pocket money)", 2000, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1953.15, "PEA"), ("ค่าน้ำประปา (Water)", 318, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "RiverNet"), ("ค่ากับข้าว (Food)", 9850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4100, ""), ("ค่างวดรถเก๋ง (Car instalment)", 8900, "งวดที่ 32/60"),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2150, "โกลเด้นโลตัสประกันชีวิต"),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""), ("ค่าขนมมายด์ (Mind's pocket money)", 2000, ""),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2014.56, "PEA"), ("ค่าน้ำประปา (Water)", 335, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "RiverNet"), ("ค่ากับข้าว (Food)", 9400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3950, ""), ("ค่างวดรถเก๋ง (Car instalment)", 8900, "งวดที่ 33/60"),
                  ("ประกันสุขภาพพ่อ (Dad's health insurance)", 2150, "โกลเด้นโลตัสประกันชีวิต"),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""), ("ค่าขนมมายด์ (Mind's pocket money)", 2000, ""),
                  ("ค่ายาหยอดตาพ่อ (Dad's eye drops)", 640, "รพ.พระนครศรีอยุธยา")],
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
    top = ["โรงเรียนกรุงเก่าพิทยาคม จ.พระนครศรีอยุธยา", f"ใบแจ้งค่าบำรุงการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภัทร บุญมา  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 38814"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่งานการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-1-55873-9",
              "หากชำระล่าช้า กรุณาติดต่อครูประจำชั้น"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าประกันอุบัติเหตุ", "350"), ("ค่าหนังสือคู่มือและแบบฝึกหัด", "1,250")],
                "11,100", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนห้องเรียนพิเศษวิทย์-คณิต", "6,000"),
                           ("ค่าค่ายวิชาการวิทยาศาสตร์ (2 วัน 1 คืน)", "1,800"),
                           ("ค่าหนังสือคู่มือและแบบฝึกหัด", "950")],
                "12,250", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phra Nakhon Si Ayutthaya\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Oraphan Boonma\n"
    "Address: 88/3 Moo 5, Ban Pom, Phra Nakhon Si Ayutthaya 13000\n"
    "Customer no. 020014772316   Meter: house (workshop has a separate meter)\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,118 -> 24,549   Units used: 431 kWh\n"
    "Energy charge 1,811.46  Ft 27.32  Service 38.22  VAT 7% 137.56\n"
    "AMOUNT DUE: 2,014.56 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
RIVERNET_BILL = [
    "RIVERNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Oraphan Boonma    Account: RN-7310-0582\n"
    "Package: Home Fibre 1000/500 Mbps + Mesh WiFi    699.00\n"
    "VAT 7%                                           48.93\n"
    "TOTAL                                           747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or at the counter service.",
]
INSURANCE_LETTER = [
    "GOLDEN LOTUS LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Ayutthaya Service Centre, U-Thong Road\n"
    "24 October 2025\n"
    "\n"
    "POLICY RENEWAL NOTICE - HEALTH INSURANCE (GOLDEN CARE PLUS)\n"
    "Dear Mrs. Oraphan Boonma (policy payer),\n"
    "Insured person: Mr. Sompong Saengthong, age 72\n"
    "Policy no. GLH-5509-7731, renewal period 1 Dec 2025 - 30 Nov 2026\n"
    "\n"
    "Room and board: up to 3,000 THB per night\n"
    "Annual benefit limit: 1,000,000 THB per year\n"
    "Current monthly premium: 2,150 THB\n"
    "New monthly premium from 1 Dec 2025: 2,380 THB (age band 71-75)\n"
    "Payment: auto-debit from your account ending 4471 on the 5th of each month, as before.\n"
    "Cataract surgery is covered after the 2-year waiting period (met on 1 Dec 2024).\n"
    "\n"
    "If you do not wish to renew, please tell us before 20 Nov 2025.\n"
    "Your agent: Khun Nipa 089-612-4470\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนธุรกิจบ้านสบู่อร ปี 2569", "Baan Sabu Orn - plan for 2026\nอรพรรณ บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {sales_2568():,} บาท\n"
                         "ลูกค้าสปาใหม่: บ้านสายน้ำสปา (เริ่ม พ.ย.), โลตัสการ์เด้นสปา (เริ่ม ส.ค.)\n"
                         "กู้ธนาคาร 250,000 บาท ซื้อเครื่องตัดสบู่และทำห้องบ่มสบู่"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,150,000 บาท\nลูกค้าสปาส่งประจำ 4 ราย\n"
                            "ยอดออนไลน์เดือนละ 35,000 บาท"),
        ("สินค้าใหม่", "แชมพูบาร์อัญชัน วางขาย มี.ค. 2569 (ต้องจดแจ้ง อย. ให้เสร็จภายใน ก.พ.)\n"
                       "โลชั่นว่านหางจระเข้ ทดลองสูตร"),
        ("การตลาด", "โฆษณา Shopee เดือนละ 3,000 บาท\nออกบูธ 4 งาน (เริ่มงานสินค้าชุมชนกรุงศรี 12–21 ธ.ค.)\n"
                    "ตัวแทนจำหน่ายเพิ่ม 2 ราย (เชียงใหม่มีแล้ว)"),
        ("เงินกู้และต้นทุน", "ค่าผ่อนธนาคารเดือนละ 5,757 บาท ถึง ก.ย. 2572\n"
                             "น้ำมันมะพร้าวขึ้นเป็น 128 บาท/กก. ตั้งแต่ ธ.ค. ต้องขึ้นราคาสบู่ออนไลน์ก้อนละ 5 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "บ้านสบู่อร/แชท/แชทไลน์_คุณฝน_สายน้ำสปา.txt": """[13 ต.ค. 68 10:05] คุณฝน สายน้ำสปา: สวัสดีค่ะพี่อร ใบเสนอราคาฉบับแก้ที่ส่งมา ผู้จัดการอนุมัติแล้วนะคะ เดือนละ 46,150 เริ่มงวดแรก 1 พ.ย.
[13 ต.ค. 68 10:12] อร บ้านสบู่: ขอบคุณมากค่ะ ส่งทุกวันที่ 1 ของเดือนนะคะ กระดาษห่อสกรีนโลโก้รีสอร์ทให้ค่ะ
[13 ต.ค. 68 10:15] คุณฝน สายน้ำสปา: ได้ค่ะ ส่งที่ห้องสโตร์ข้างสปานะคะ
[4 พ.ย. 68 15:20] คุณฝน สายน้ำสปา: ของงวดแรกได้ครบแล้วค่ะ แขกชอบสบู่ขัดผิวมากเลย
[4 พ.ย. 68 15:31] อร บ้านสบู่: ดีใจจังค่ะ
[18 พ.ย. 68 11:02] คุณฝน สายน้ำสปา: พี่อรคะ ตั้งแต่ ธ.ค. ตึกห้องพักปิดรีโนเวทไปหนึ่งตึก สบู่ก้อนเล็กขอลดจาก 1,500 เหลือ 1,200 ก้อนนะคะ
[18 พ.ย. 68 11:15] อร บ้านสบู่: ได้ค่ะ งั้นตั้งแต่ ธ.ค. ยอดใหม่เดือนละ 41,350 บาทนะคะ
[18 พ.ย. 68 11:40] คุณฝน สายน้ำสปา: เดี๋ยวนะคะพี่ ผู้จัดการบอกแพ็กเกจขัดผิวขายดีมาก ขอสบู่ขัดผิวเพิ่มจาก 250 เป็น 300 ก้อนค่ะ
[18 พ.ย. 68 11:52] อร บ้านสบู่: โอเคค่ะ ก้อนเล็ก 1,200 ขัดผิว 300 น้ำมันนวด 40 ขวดเท่าเดิม รวมเดือนละ 44,100 บาทค่ะ เริ่ม 1 ธ.ค.
[18 พ.ย. 68 11:53] คุณฝน สายน้ำสปา: ตกลงค่ะ 44,100 ค่ะ เดี๋ยวฝนทำ PO ใหม่ส่งให้
""",
    "บ้านสบู่อร/แชท/แชทไลน์_คุณบี_ตัวแทนเชียงใหม่.txt": """[6 ต.ค. 68 19:02] บี ตัวแทนเชียงใหม่: พี่อรคะ ปีใหม่นี้บีขอชุดของขวัญ (สบู่ 3 ก้อน + น้ำมันนวดขวดเล็ก) 200 ชุดนะคะ ราคาตัวแทนชุดละ 145 เหมือนเดิมมั้ยคะ
[6 ต.ค. 68 19:15] อร บ้านสบู่: ได้จ้า 200 ชุด ชุดละ 145 รวม 29,000 บาท ส่งภายใน 20 พ.ย. นะ
[6 ต.ค. 68 19:16] บี ตัวแทนเชียงใหม่: มัดจำครึ่งนึงนะคะ พรุ่งนี้โอนค่ะ
[7 ต.ค. 68 10:40] บี ตัวแทนเชียงใหม่: โอนมัดจำแล้ว 14,500 ค่ะ (ส่งสลิปแล้ว)
[24 ต.ค. 68 21:05] บี ตัวแทนเชียงใหม่: พี่คะ ลูกค้าองค์กรเจ้านึงสั่งเพิ่ม ขอเพิ่มเป็น 260 ชุดได้มั้ยคะ เยอะขนาดนี้ขอชุดละ 140 ได้มั้ยคะ
[24 ต.ค. 68 21:30] อร บ้านสบู่: 260 ชุด ชุดละ 140 ได้ค่ะ รวม 36,400 หักมัดจำแล้วเหลือ 21,900 นะ
[24 ต.ค. 68 21:31] บี ตัวแทนเชียงใหม่: ขอบคุณค่ะพี่ ส่งเหมือนเดิม 20 พ.ย. นะคะ
[25 ต.ค. 68 08:10] อร บ้านสบู่: บี พี่ขอเลื่อนส่งเป็น 25 พ.ย. นะ กล่องคราฟต์ล็อตใหม่มาช้า
[25 ต.ค. 68 08:30] บี ตัวแทนเชียงใหม่: ได้ค่ะ 25 พ.ย. ส่งทางขนส่งเหมือนเดิมนะคะ ค่าส่งบีจ่ายเอง
""",
    "บ้านสบู่อร/บัญชี/ค่าแรงลูกมือ_ตุลาคม68.md": """# ค่าแรงลูกมือ ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| น้องจ๋า (ตัดสบู่/ห่อสบู่) | 380 บาท | 24 วัน | 9,120 บาท |
| ป้าศรี (แพ็กของ/ติดฉลาก) | 330 บาท | 20 วัน | 6,600 บาท |

รวมจ่ายค่าแรง ต.ค. 15,720 บาท จ่ายแล้ว 31 ต.ค.
เดือนหน้าต้องแพ็กชุดของขวัญคุณบี 260 ชุด จ้างป้าศรีเพิ่มอีก 4 วัน
""",
    "บ้านสบู่อร/สูตรสบู่ขมิ้นน้ำผึ้ง.md": """# สบู่ขมิ้นน้ำผึ้ง (สูตรขายดี) ได้ 10 ก้อน ก้อนละ 100 กรัม
- น้ำมันมะพร้าว 400 กรัม
- น้ำมันปาล์ม 300 กรัม
- น้ำมันรำข้าว 200 กรัม
- เชียบัตเตอร์ 100 กรัม
- โซดาไฟ (NaOH) 143 กรัม ละลายในน้ำ 330 กรัม
- น้ำผึ้งป่า 30 กรัม ผงขมิ้นชัน 15 กรัม ใส่ตอนเทรซ
เทใส่พิมพ์ บ่ม 4–6 สัปดาห์ ห้ามโดนแดด ใส่ถุงมือ แว่นตา ทุกครั้ง
""",
    "บ้านสบู่อร/Suppliers/email_from_SiamBotanical_Oct2025.txt": SBO_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวบุญมา.txt": """--- 27 ต.ค. 2568 ---
[20:05] อร: พี่ธี ค่าเทอมมายด์เทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ 12,250
[20:09] ธีระ: โอเค เดี๋ยวพี่โอนให้ วันเงินเดือนออก
[20:10] มายด์: แม่ ค่ายวิทย์ต้องจ่ายแยกมั้ยคะ
[20:12] อร: รวมในใบแจ้งแล้วลูก 1,800
--- 3 พ.ย. 2568 ---
[07:30] ธีระ: จดหมายประกันสุขภาพพ่อมาแล้ว เบี้ยขึ้นเป็น 2,380 ตั้งแต่ ธ.ค.
[07:41] อร: เห็นแล้ว ตัดบัญชีเหมือนเดิม ไม่ต้องทำอะไร
[18:22] ตา: 21 พ.ย. พ่อนัดหมอตานะ
[18:30] ธีระ: ผมลางานพาไปเองครับพ่อ
--- 10 พ.ย. 2568 ---
[12:15] อร: ใครเห็นกุญแจห้องทำสบู่มั้ย
[12:20] มายด์: อยู่บนตู้เย็นค่ะแม่
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (ตาสมพงษ์)
- ต้อกระจกตาขวา รักษาที่ รพ.พระนครศรีอยุธยา คลินิกตา
- นัดครั้งถัดไป 21 พฤศจิกายน 2568 เวลา 09.00 น. วัดสายตา + นัดวันผ่าตัด
- ค่ายาหยอดตาเดือน ต.ค. 640 บาท
- ประกันสุขภาพโกลเด้นโลตัสคุ้มครองผ่าตัดต้อกระจกแล้ว (ถามคุณนิภาเรื่องเอกสาร)
- พี่ธีลางานพาไป
""",
    "บ้าน/ทริปปีใหม่_กาญจนบุรี.md": """# ทริปปีใหม่ กาญจนบุรี 30 ธ.ค. – 1 ม.ค.
- ที่พักแพริมน้ำ 2 คืน คืนละ 3,200 บาท (จองแล้ว มัดจำ 1,500)
- น้ำตกเอราวัณ, สะพานข้ามแม่น้ำแคว
- งบรวมทั้งทริป 15,000 บาท
- ฝากป้าศรีดูแลห้องทำสบู่
""",
}
TODO = {"todo.md": """- โอนค่าบูธที่เหลือ ก่อน 25 พ.ย.
- สั่งน้ำมันมะพร้าวก่อน 30 พ.ย. (ยังได้ราคาเก่า)
- เลือกโรงพิมพ์ฉลาก อยุธยาการพิมพ์ หรือ PrintPro
- แพ็กชุดของขวัญคุณบี 260 ชุด ส่ง 25 พ.ย.
- พาพ่อไปหาหมอตา 21 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "บ้านสบู่อร"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสาร", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_สายน้ำสปา_ร่าง.docx", SPA_DRAFT, SPA_DRAFT_TABLE, bottom=SPA_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สายน้ำสปา_ฉบับจริง.docx", SPA_FINAL, SPA_FINAL_TABLE, bottom=SPA_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาฉลาก_อยุธยาการพิมพ์.docx", LABEL_TH, LABEL_TH_TABLE, bottom=LABEL_TH_BOTTOM)
    make_pdf(quotes / "PrintPro_label_quotation_Oct2025.pdf", LABEL_EN)
    write_docx(papers / "สัญญาซื้อขาย_โลตัสการ์เด้นสปา.docx", LOTUS_CONTRACT, headings=LOTUS_HEADINGS,
               bottom=LOTUS_BOTTOM)
    write_docx(papers / "ยืนยันจองบูธ_งานสินค้าชุมชนกรุงศรี.docx", BOOTH, BOOTH_TABLE, bottom=BOOTH_BOTTOM)
    make_pdf(papers / "SiamHeritageBank_loan_approval_Sep2025.pdf", BANK_LETTER)
    make_pdf(suppliers / "SiamBotanical_pricelist_2025.pdf", SBO_PRICES_2025)
    write_docx(suppliers / "ราคาน้ำมัน_สยามโบทานิคอล_2567.docx", SBO_PRICES_2567, SBO_PRICES_2567_TABLE,
               bottom=SBO_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamBotanical_invoice_SBO-INV-25-2291.pdf", SBO_INVOICE)
    make_pdf(suppliers / "ThaiGlassPack_invoice_Oct2025.pdf", TGP_INVOICE)
    _sales_book(books / "ยอดขาย_บ้านอร_2568.xlsx", "2568", SPA_2568, ONLINE_2568, SHOP_2568,
                [RAW_2568, PACK_2568, WAGES_2568, SHIP_2568])
    _sales_book(books / "ยอดขาย_บ้านอร_2567.xlsx", "2567", SPA_2567, ONLINE_2567, SHOP_2567,
                [RAW_2567, PACK_2567, WAGES_2567, SHIP_2567])
    _cost_book(books / "ต้นทุนต่อชิ้น_2568.xlsx")
    write_slides(shop / "แผนธุรกิจ_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "RiverNet_fibre_bill_Oct2025.pdf", RIVERNET_BILL)
    make_pdf(home / "ประกัน" / "GoldenLotus_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
