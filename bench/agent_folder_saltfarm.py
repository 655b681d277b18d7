"""The saltfarm blind folder: the documents of Sudarat Kaewprasert (สุดารัตน์ แก้วประเสริฐ, "พี่สุดา").

Sudarat runs นาเกลือแม่สุดา (Mae Suda Salt Farm), a sea-salt farm at ต.บางแก้ว อ.บ้านแหลม จ.เพชรบุรี: 18 ไร่ of
her own pans, 15 ไร่ rented from ลุงสมบูรณ์ and 12 ไร่ behind the house. She sells coarse salt (เกลือเม็ด) by the
sack and by the ton, fleur de sel (ดอกเกลือ) in bags and jars, and spa salt. Her husband ประยูร (พี่ยูร) drives the
pickup, their daughter แพรวา (น้องแพรว) is in ป.5 at โรงเรียนเพชรรัตน์วิทยา, her mother (แม่/ยาย) lives with them
and her younger sister เมย์ looks after their mother's doctor visits. The season is 2568 (2025).

Documents/
  นาเกลือ/ใบเสนอราคา/
    ใบเสนอราคา_ครัวปักษ์ใต้_ร่าง.docx       draft quote to ครัวปักษ์ใต้ (Hua Hin), 2 ก.ค. 2568, ดอกเกลือ 180/ถุง, total 11,000
    ใบเสนอราคา_ครัวปักษ์ใต้_ส่งแล้ว.docx    the quote sent, 5 ก.ค. 2568, ดอกเกลือ 170/ถุง, 30 sacks, total 11,150
    ใบเสนอราคา_ร้านปลาเผาลุงเชย.docx       a similar quote to a grilled-fish shop in Cha-am, total 5,300
    Quote_BaanTalaySpa.docx                English quote to Baan Talay Spa, Cha-am, 12 Aug 2025, total 18,750
    ใบเสนอราคา_โรงงานน้ำปลาแม่กลอง.docx    bulk coarse salt to a fish-sauce factory, 30 ตัน x 2,400, total 82,500
  นาเกลือ/สัญญา/
    สัญญาซื้อขายเกลือ_สหกรณ์บ้านแหลม.docx   sale of 200 ตัน to the co-operative at 2,200/ตัน, deposit 88,000
    สัญญาเช่านา_ลุงสมบูรณ์.docx            lease of 15 ไร่ of pans, 45,000 a year, paid by 15 มกราคม
  นาเกลือ/Suppliers/
    PetchPack_price_list_2025.pdf          PetchPack Co., Ltd. packaging prices 2025 (English)
    ราคาบรรจุภัณฑ์_เพชรแพ็ค_2567.docx        the same firm (บริษัท เพชรแพ็ค จำกัด), last year's prices, in Thai
    Invoice_PetchPack_INV25-0418.pdf       PetchPack invoice 18 April 2025, total 13,535.50, due 18 May 2025
    SiamGeoLiner_invoice_Mar2025.pdf       HDPE liner sheets for the salt pans, 10 March 2025, total 57,352.00
  นาเกลือ/บัญชี/
    ยอดขาย_ค่าใช้จ่าย_2568.xlsx            this year's book: sheet ยอดขาย Sales and sheet ค่าใช้จ่าย Expenses, by month
    ยอดขาย_ค่าใช้จ่าย_2567.xlsx            last year's book, same layout, twelve months
    ผลผลิตเกลือ_แยกแปลง_2568.xlsx          tons harvested per plot, months as columns (total 466 ตัน)
    ค่าแรงคนงาน_ฤดู2568.xlsx               the season's workers: days, daily rate, wages
  นาเกลือ/แชท/
    LINE_ครัวปักษ์ใต้.txt                  LINE chat where ครัวปักษ์ใต้ changes the order to 50 bags / 25 sacks, 12,125
    email_BaanTalaySpa_order.txt           email thread: the spa cuts spa salt to 150 kg, total 15,750, delivery 1 Sep
  นาเกลือ/แผนงาน/
    แผนงานนาเกลือ_2569.pptx                next year's plan (target 520 ตัน, HDPE liner 250,000)
    บันทึกฤดูเกลือ_2568.md                  notes on this season (466 ตัน, farm-gate price up to 2,500/ตัน)
    ออกบูธ_เพชรบุรีแฟร์.md                  notes on the booth at the Phetchaburi fair
  บ้าน/ค่าเทอมแพรว/
    ใบแจ้งค่าเทอม_แพรว_เทอม1_2568.docx      term 1/2568 fees, total 22,700, pay by 15 พฤษภาคม 2568
    ใบแจ้งค่าเทอม_แพรว_เทอม2_2568.docx      term 2/2568 fees, total 22,880, pay by 31 ตุลาคม 2568
  บ้าน/Bills/
    PEA_bill_Jul2025.pdf                   house electricity, July 2025, 1,581.91
    PEA_bill_Aug2025.pdf                   house electricity, August 2025, 1,740.27, due 12 September 2025
  บ้าน/ประกัน/
    SiamSure_motor_renewal_2025.pdf        renewal letter for the pickup's motor insurance, premium 18,900
  บ้าน/
    รายจ่ายบ้าน_2568.xlsx                  household spending, a sheet per month (ก.ค., ส.ค.)
    ค่างวดรถกระบะ.md                       the pickup's hire-purchase: 9,850 a month, 21 instalments left
    LINE_บ้านเรา.txt                       family LINE group (insurance, mum's doctor appointment moved to 29 ก.ย.)
  ของต้องซื้อ.txt                          a shopping list
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SELLER = [
    "นาเกลือแม่สุดา (Mae Suda Salt Farm)",
    "45 หมู่ 3 ต.บางแก้ว อ.บ้านแหลม จ.เพชรบุรี 76110  โทร 089-417-2256",
]
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")

KHRUA_DRAFT = SELLER + [
    "ใบเสนอราคา (ร่าง — ยังไม่ได้ส่ง)",
    "วันที่ 2 กรกฎาคม 2568",
    "เรียน คุณเอ๋ ร้านครัวปักษ์ใต้ (สาขาหัวหิน ชะอำ ปราณบุรี)",
    "นาเกลือแม่สุดายินดีเสนอราคาสินค้าดังนี้",
]
KHRUA_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "ดอกเกลือ บรรจุถุงซิป 1 กก.", "40 ถุง", "180", "7,200"),
    ("2", "เกลือเม็ด กระสอบ 25 กก.", "20 กระสอบ", "150", "3,000"),
    ("3", "ค่าขนส่ง บ้านแหลม - หัวหิน", "1 เที่ยว", "800", "800"),
    ("", "รวมทั้งสิ้น", "", "", "11,000"),
]
KHRUA_DRAFT_BOTTOM = ["รวมทั้งสิ้น 11,000 บาท (หนึ่งหมื่นหนึ่งพันบาทถ้วน)", "ยืนราคา 30 วัน",
                      "หมายเหตุ: ราคาดอกเกลือยังไม่แน่ใจ รอคุยกับพี่ยูรก่อน"]

KHRUA_FINAL = SELLER + [
    "ใบเสนอราคา เลขที่ QT68-014",
    "วันที่ 5 กรกฎาคม 2568",
    "เรียน คุณเอ๋ ร้านครัวปักษ์ใต้ (สาขาหัวหิน ชะอำ ปราณบุรี)",
    "นาเกลือแม่สุดายินดีเสนอราคาสินค้าดังนี้",
]
KHRUA_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "ดอกเกลือ บรรจุถุงซิป 1 กก.", "40 ถุง", "170", "6,800"),
    ("2", "เกลือเม็ด กระสอบ 25 กก.", "30 กระสอบ", "145", "4,350"),
    ("3", "ค่าขนส่ง บ้านแหลม - หัวหิน", "1 เที่ยว", "ส่งฟรี", "0"),
    ("", "รวมทั้งสิ้น", "", "", "11,150"),
]
KHRUA_FINAL_BOTTOM = ["รวมทั้งสิ้น 11,150 บาท (หนึ่งหมื่นหนึ่งพันหนึ่งร้อยห้าสิบบาทถ้วน)",
                      "ยืนราคา 30 วันนับจากวันที่เสนอ",
                      "การชำระเงิน: โอนเข้าบัญชีกสิกรไทย ชื่อบัญชี สุดารัตน์ แก้วประเสริฐ ภายใน 15 วันหลังได้รับของ",
                      "ลงชื่อ สุดารัตน์ แก้วประเสริฐ ผู้เสนอราคา"]

LUNGCHOEI = SELLER + [
    "ใบเสนอราคา เลขที่ QT68-016",
    "วันที่ 20 กรกฎาคม 2568",
    "เรียน ลุงเชย ร้านปลาเผาลุงเชย ริมหาดชะอำ",
]
LUNGCHOEI_TABLE = [
    QUOTE_HEAD,
    ("1", "ดอกเกลือ บรรจุถุงซิป 1 กก.", "20 ถุง", "175", "3,500"),
    ("2", "เกลือเม็ด กระสอบ 25 กก. (สำหรับปลาเผาเกลือ)", "10 กระสอบ", "150", "1,500"),
    ("3", "ค่าขนส่ง บ้านแหลม - ชะอำ", "1 เที่ยว", "300", "300"),
    ("", "รวมทั้งสิ้น", "", "", "5,300"),
]
LUNGCHOEI_BOTTOM = ["รวมทั้งสิ้น 5,300 บาท (ห้าพันสามร้อยบาทถ้วน)", "ยืนราคา 15 วัน",
                    "ชำระเงินสดวันส่งของ", "ลงชื่อ สุดารัตน์ แก้วประเสริฐ"]

SPA_QUOTE = [
    "Mae Suda Salt Farm",
    "45 Moo 3, Bang Kaeo, Ban Laem, Phetchaburi 76110  Tel. 089-417-2256",
    "QUOTATION No. QT68-019",
    "Date: 12 August 2025",
    "To: Ms. Nicha Wongsuwan, Manager, Baan Talay Spa, Cha-am, Phetchaburi",
    "Thank you for your interest in our natural sea salt. We are pleased to quote as follows:",
]
SPA_TABLE = [
    ("No.", "Item", "Quantity", "Unit price (THB)", "Amount (THB)"),
    ("1", "Spa salt, fine grain, washed and sun-dried", "200 kg", "60", "12,000"),
    ("2", "Fleur de sel, 100 g glass jar with cork lid", "150 jars", "45", "6,750"),
    ("3", "Delivery Ban Laem - Cha-am", "1 trip", "free", "0"),
    ("", "Total", "", "", "18,750"),
]
SPA_BOTTOM = ["Total: 18,750 THB (VAT not applicable)", "This quotation is valid until 11 September 2025.",
              "Payment: bank transfer within 30 days of delivery.", "Sudarat Kaewprasert, owner"]

FISHSAUCE = SELLER + [
    "ใบเสนอราคา เลขที่ QT68-003",
    "วันที่ 1 มีนาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท น้ำปลาแม่กลองทิพย์ จำกัด อ.เมือง จ.สมุทรสงคราม",
    "เรื่อง เสนอราคาเกลือเม็ดหน้านา เกลือใหม่ฤดูกาล 2568",
]
FISHSAUCE_TABLE = [
    QUOTE_HEAD,
    ("1", "เกลือเม็ดหน้านา (เกลือใหม่ ตากครบ 30 วัน)", "30 ตัน", "2,400", "72,000"),
    ("2", "ค่าขนส่งรถสิบล้อ บ้านแหลม - แม่กลอง", "3 เที่ยว", "3,500", "10,500"),
    ("", "รวมทั้งสิ้น", "", "", "82,500"),
]
FISHSAUCE_BOTTOM = ["รวมทั้งสิ้น 82,500 บาท (แปดหมื่นสองพันห้าร้อยบาทถ้วน)",
                    "ส่งของได้ภายในเดือนเมษายน 2568 แบ่งส่ง 3 เที่ยว",
                    "ชำระเงิน: เครดิต 30 วัน", "ลงชื่อ สุดารัตน์ แก้วประเสริฐ"]

COOP_CONTRACT = [
    "สัญญาซื้อขายเกลือทะเล",
    "ทำที่ สำนักงานสหกรณ์ผู้ทำนาเกลือบ้านแหลม จำกัด วันที่ 10 ธันวาคม 2567",
    "ผู้ขาย: นางสุดารัตน์ แก้วประเสริฐ (นาเกลือแม่สุดา) 45 หมู่ 3 ต.บางแก้ว อ.บ้านแหลม จ.เพชรบุรี",
    "ผู้ซื้อ: สหกรณ์ผู้ทำนาเกลือบ้านแหลม จำกัด โดย นายวิชัย เกลือทอง ผู้จัดการ",
    "ข้อ 1. ผู้ขายตกลงขายเกลือเม็ดคุณภาพดี ความชื้นไม่เกิน 5% จำนวน 200 ตัน จากผลผลิตฤดูกาล 2568",
    "ข้อ 2. ราคาตันละ 2,200 บาท รวมเป็นเงินทั้งสิ้น 440,000 บาท (สี่แสนสี่หมื่นบาทถ้วน) ราคานี้ไม่เปลี่ยนแม้ราคาตลาดจะขึ้นหรือลง",
    "ข้อ 3. ผู้ซื้อจ่ายเงินมัดจำร้อยละ 20 เป็นเงิน 88,000 บาท ในวันทำสัญญา ส่วนที่เหลือ 352,000 บาท จ่ายภายใน 7 วันหลังส่งเกลือครบ",
    "ข้อ 4. ผู้ขายต้องส่งเกลือให้ครบภายในวันที่ 31 พฤษภาคม 2568 ที่โกดังสหกรณ์ ผู้ซื้อเป็นผู้ออกค่าขนส่ง",
    "ข้อ 5. หากผู้ขายส่งเกลือล่าช้า ผู้ขายต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. หากเกิดภัยธรรมชาติ เช่น ฝนตกนอกฤดู จนผลผลิตไม่พอ คู่สัญญาจะตกลงลดจำนวนกันใหม่เป็นหนังสือ",
    "ลงชื่อ สุดารัตน์ แก้วประเสริฐ ผู้ขาย    ลงชื่อ วิชัย เกลือทอง ผู้ซื้อ",
]

LEASE = [
    "สัญญาเช่านาเกลือ",
    "ทำที่ บ้านเลขที่ 12 หมู่ 3 ต.บางแก้ว อ.บ้านแหลม จ.เพชรบุรี วันที่ 20 ธันวาคม 2566",
    "ผู้ให้เช่า: นายสมบูรณ์ ทองอยู่ (ลุงสมบูรณ์)  ผู้เช่า: นางสุดารัตน์ แก้วประเสริฐ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่านาเกลือ เนื้อที่ 15 ไร่ ติดคลองบางแก้ว โฉนดเลขที่ 4417",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่ 1 มกราคม 2567 ถึง 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าไร่ละ 3,000 บาทต่อปี รวมปีละ 45,000 บาท (สี่หมื่นห้าพันบาทถ้วน)",
    "ข้อ 4. ผู้เช่าชำระค่าเช่าปีละครั้ง ภายในวันที่ 15 มกราคม ของทุกปี",
    "ข้อ 5. ผู้เช่าดูแลคันนาและประตูน้ำเอง ถ้าคันนาพังเพราะน้ำทะเลหนุน ผู้ให้เช่าออกค่าซ่อมครึ่งหนึ่ง",
    "ข้อ 6. ถ้าจะไม่ต่อสัญญา ต้องบอกกันล่วงหน้าอย่างน้อย 3 เดือน",
    "ลงชื่อ สมบูรณ์ ทองอยู่ ผู้ให้เช่า    ลงชื่อ สุดารัตน์ แก้วประเสริฐ ผู้เช่า",
]

PETCHPACK_2025 = [
    "PetchPack Co., Ltd.\n88/12 Phetkasem Road, Mueang Phetchaburi 76000\nTel. 032-419-880  LINE: @petchpack\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n\nItem - Unit - Price (THB)\n"
    "Printed zip bag 1 kg - per piece - 3.20\n"
    "Printed zip bag 500 g - per piece - 2.40\n"
    "Glass jar 100 g with cork lid - per piece - 12.50\n"
    "PP woven sack 25 kg - per piece - 9.00\n"
    "PP woven sack 50 kg - per piece - 11.50\n"
    "Label sticker roll (500 labels) - per roll - 350.00\n\n"
    "Prices exclude VAT 7%.\nMinimum order: 1,000 pieces for bags, 200 pieces for jars.\n"
    "Free delivery in Phetchaburi for orders over 5,000 THB.",
]
PETCHPACK_2567_TOP = [
    "บริษัท เพชรแพ็ค จำกัด",
    "88/12 ถนนเพชรเกษม อ.เมือง จ.เพชรบุรี 76000 โทร 032-419-880",
    "ใบราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
]
PETCHPACK_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("ถุงซิปพิมพ์ลาย 1 กก.", "ใบ", "2.90"),
    ("ถุงซิปพิมพ์ลาย 500 กรัม", "ใบ", "2.20"),
    ("ขวดแก้ว 100 กรัม ฝาจุกไม้ก๊อก", "ใบ", "11.00"),
    ("กระสอบสาน PP 25 กก.", "ใบ", "8.50"),
    ("กระสอบสาน PP 50 กก.", "ใบ", "10.75"),
    ("สติ๊กเกอร์ฉลาก ม้วน 500 ดวง", "ม้วน", "320.00"),
]
PETCHPACK_2567_BOTTOM = ["ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%", "สั่งขั้นต่ำถุง 1,000 ใบ ขวดแก้ว 200 ใบ",
                         "ส่งฟรีในเขตจังหวัดเพชรบุรี เมื่อสั่งครบ 5,000 บาท"]

PETCHPACK_INVOICE = [
    "PetchPack Co., Ltd.\n88/12 Phetkasem Road, Mueang Phetchaburi 76000\nTax ID 0765561000123\n\n"
    "TAX INVOICE No. INV25-0418\nDate: 18 April 2025\n\n"
    "Bill to: Mae Suda Salt Farm (Mrs. Sudarat Kaewprasert)\n45 Moo 3, Bang Kaeo, Ban Laem, Phetchaburi 76110\n\n"
    "Item - Qty - Unit price - Amount (THB)\n"
    "Printed zip bag 1 kg - 2,000 - 3.20 - 6,400.00\n"
    "Glass jar 100 g with cork lid - 500 - 12.50 - 6,250.00\n\n"
    "Subtotal: 12,650.00\nVAT 7%: 885.50\nTotal: 13,535.50 THB\n\n"
    "Payment terms: 30 days. Due date: 18 May 2025\n"
    "Please transfer to Bangkok Bank, account PetchPack Co., Ltd. 412-0-55781-2",
]
LINER_INVOICE = [
    "Siam GeoLiner Co., Ltd.\n219 Moo 7, Tha Chin, Mueang Samut Sakhon 74000\n\n"
    "INVOICE No. SGL-2025-0310\nDate: 10 March 2025\n\n"
    "Customer: Mrs. Sudarat Kaewprasert, Mae Suda Salt Farm, Ban Laem, Phetchaburi\n\n"
    "Description - Qty - Unit price - Amount (THB)\n"
    "HDPE plastic liner sheet 0.5 mm for salt pans - 1,200 sq m - 38.00 - 45,600.00\n"
    "Installation labour (2 days, 4 workers) - 1 job - 8,000.00 - 8,000.00\n\n"
    "Subtotal: 53,600.00\nVAT 7%: 3,752.00\nTotal: 57,352.00 THB\n\n"
    "Paid in full by bank transfer on 12 March 2025. Thank you.\nWarranty on the liner: 5 years.",
]

SALES_HEAD = ["เดือน (Month)", "เกลือเม็ด (Coarse salt, THB)", "ดอกเกลือ (Fleur de sel, THB)",
              "เกลือสปา (Spa salt, THB)", "รวม (Total, THB)"]
EXPENSE_HEAD = ["เดือน (Month)", "ค่าแรง (Wages)", "ค่าน้ำมัน/ไฟปั๊มน้ำ (Fuel & pump power)",
                "บรรจุภัณฑ์ (Packaging)", "ค่าขนส่ง (Transport)", "รวม (Total)"]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [(42000, 18500, 6000), (65500, 24300, 7200), (88000, 31750, 8400), (126400, 38900, 9600),
              (97200, 29600, 8800), (45000, 15200, 7500), (38600, 16850, 6900), (52300, 21400, 12000),
              (31800, 14250, 5400)]
EXPENSES_2568 = [(38000, 4200, 3100, 2500), (52000, 5100, 4800, 3900), (61000, 5600, 2900, 4200),
                 (64500, 6300, 13535.5, 5800), (48000, 5200, 3600, 4100), (12000, 2800, 1900, 2200),
                 (12000, 2600, 2400, 1800), (12000, 2900, 3300, 2600), (12000, 2500, 1500, 1700)]
SALES_2567 = [(39500, 15200, 4800), (61000, 21800, 6100), (92500, 28400, 7000), (112800, 33450, 7800),
              (104600, 27100, 7200), (41200, 13900, 5900), (35000, 14100, 5600), (40800, 16300, 6800),
              (28900, 12700, 4500), (30200, 15800, 5100), (36400, 19900, 6200), (58300, 26500, 7900)]
EXPENSES_2567 = [(36000, 3900, 2800, 2300), (50000, 4700, 4100, 3600), (58000, 5300, 9800, 4000),
                 (60000, 5900, 3100, 5200), (51000, 5400, 3300, 4400), (11000, 2600, 1700, 2000),
                 (11000, 2500, 2100, 1700), (11000, 2700, 2600, 2100), (11000, 2400, 1400, 1600),
                 (11000, 2500, 2200, 1800), (11000, 2600, 3000, 2000), (30000, 3800, 4500, 3100)]

HARVEST_HEAD = ["แปลง (Plot)", "ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "รวม (ตัน)"]
HARVEST_2568 = [("แปลง 1 นาตัวเอง (18 ไร่)", [22, 41, 30, 52, 33]),
                ("แปลง 2 นาเช่าลุงสมบูรณ์ (15 ไร่)", [18, 35, 24, 44, 27]),
                ("แปลง 3 นาหลังบ้าน (12 ไร่)", [14, 29, 19, 45, 33])]

WAGES_HEAD = ["ชื่อ (Name)", "งาน (Job)", "จำนวนวัน (Days)", "ค่าแรงต่อวัน (Daily rate, THB)", "รวม (Total, THB)"]
WAGES = [("ลุงแดง", "รื้อนา ลากเกลือ", 120, 400), ("ป้าสำรวย", "ช้อนดอกเกลือ", 95, 380),
         ("นายต้น", "หาบเกลือเข้ายุ้ง", 80, 450), ("นายหนึ่ง", "หาบเกลือเข้ายุ้ง", 78, 450),
         ("น้าเล็ก", "บรรจุถุง ติดฉลาก", 60, 350)]

KHRUA_LINE = """[10/07/2568 09:12] เอ๋ ครัวปักษ์ใต้: พี่สุดาคะ ได้ใบเสนอราคาแล้วนะคะ ขอบคุณค่ะ
[10/07/2568 09:15] เอ๋ ครัวปักษ์ใต้: ขอเปลี่ยนนิดนึงค่ะ ดอกเกลือขอเพิ่มเป็น 50 ถุง ส่วนเกลือเม็ดลดเหลือ 25 กระสอบพอค่ะ ที่ร้านยังเหลือ
[10/07/2568 09:40] สุดารัตน์: ได้ค่ะ ราคาเดิมนะคะ ดอกเกลือ 50 ถุง x 170 = 8,500 บาท เกลือเม็ด 25 กระสอบ x 145 = 3,625 บาท รวม 12,125 บาท ส่งฟรีเหมือนเดิมค่ะ
[10/07/2568 09:41] เอ๋ ครัวปักษ์ใต้: โอเคค่ะ ส่งได้วันไหนคะพี่
[10/07/2568 09:45] สุดารัตน์: 15 ก.ค. ค่ะ พี่ยูรขับไปส่งเอง
[12/07/2568 18:20] เอ๋ ครัวปักษ์ใต้: พี่คะ ขอเลื่อนส่งเป็น 18 ก.ค. ได้ไหมคะ สาขาหัวหินปิดซ่อมครัว 2 วัน
[12/07/2568 18:32] สุดารัตน์: ได้ค่ะ งั้นส่ง 18 ก.ค. นะคะ ช่วงเช้า
[12/07/2568 18:33] เอ๋ ครัวปักษ์ใต้: ขอบคุณค่ะ 🙏
[18/07/2568 11:05] เอ๋ ครัวปักษ์ใต้: ได้รับของครบแล้วค่ะ เดี๋ยวโอนให้ภายในอาทิตย์นี้นะคะ
"""

SPA_EMAIL = """From: Nicha Wongsuwan <nicha@baantalayspa.com>
To: Sudarat Kaewprasert <maesuda.salt@gmail.com>
Date: 18 August 2025 10:24
Subject: Re: Quotation QT68-019 - spa salt and fleur de sel

Dear Khun Sudarat,

Thank you for the quotation of 12 August. We would like to go ahead, but our storeroom is small, so please change
the spa salt from 200 kg to 150 kg. The fleur de sel jars stay the same, 150 jars.
Could you deliver on 1 September 2025, before 10 am? Our new treatment menu starts that week.

Best regards,
Nicha Wongsuwan
Manager, Baan Talay Spa, Cha-am

-----

From: Sudarat Kaewprasert <maesuda.salt@gmail.com>
To: Nicha Wongsuwan <nicha@baantalayspa.com>
Date: 18 August 2025 14:51
Subject: Re: Re: Quotation QT68-019 - spa salt and fleur de sel

Dear Khun Nicha,

Confirmed. Spa salt 150 kg x 60 = 9,000 THB and fleur de sel 150 jars x 45 = 6,750 THB,
new total 15,750 THB. Delivery on 1 September 2025 in the morning, free of charge.

Thank you,
Sudarat
Mae Suda Salt Farm, 089-417-2256
"""

PLAN_SLIDES = [
    ("แผนงานนาเกลือแม่สุดา ปี 2569", "สุดารัตน์ แก้วประเสริฐ - บ้านแหลม เพชรบุรี\nคุยกับพี่ยูร ต.ค. 2568"),
    ("ผลงานปี 2568", "ผลผลิตเกลือ 466 ตัน (ปี 2567 ได้ 512 ตัน)\nฝนนอกฤดูเดือนมีนาคม เสียเกลือไปประมาณ 12 ตัน\n"
                     "ส่งสหกรณ์ครบ 200 ตัน"),
    ("เป้าหมายปี 2569", "ผลผลิตเป้าหมาย 520 ตัน\nดอกเกลือ 3,000 กก.\nยอดขายรวมทั้งปี 1,200,000 บาท"),
    ("การลงทุน", "ปูผ้าใบ HDPE เพิ่มอีก 10 ไร่ งบ 250,000 บาท\nสร้างยุ้งเกลือหลังใหม่ งบ 180,000 บาท"),
    ("การตลาด", "เปิดร้านบน Shopee และ LINE OA ภายใน มี.ค. 2569\nทัวร์ชมนาเกลือ ค่าเข้าชม 150 บาทต่อคน\n"
                "ออกบูธงานเพชรบุรีแฟร์ ก.พ. 2569"),
    ("คนงาน", "จ้างคนงานประจำเพิ่ม 2 คน\nขึ้นค่าแรงรายวันเป็น 420 บาท"),
]

SEASON_NOTES = """# บันทึกฤดูเกลือ 2568

- ปรับนา รื้อนา ตั้งแต่กลาง ธ.ค. 67 ใช้ผ้าใบ HDPE ใหม่ในแปลง 1 (ซื้อจาก Siam GeoLiner)
- เริ่มรื้อเกลือครั้งแรก 8 ม.ค. 68
- ก.พ. แดดดี ลมดี ได้เกลือเยอะ
- 14 มี.ค. ฝนตกนอกฤดูทั้งคืน เกลือในนาละลาย เสียไปประมาณ 12 ตัน ต้องเริ่มตากใหม่
- เม.ย. ได้เยอะสุดของปี ร้อนจัด

## ราคาหน้านา (เกลือเม็ด)
- ม.ค. ตันละ 1,800 บาท
- มี.ค. ตันละ 2,100 บาท
- เม.ย. ตันละ 2,500 บาท (สูงสุดของปี เพราะหลายเจ้าโดนฝน)
- เม.ย. ราคาหน้านาสูงกว่าที่ทำสัญญากับสหกรณ์ไว้ (ตันละ 2,200) เสียดายนิดหน่อย แต่ได้เงินแน่นอน

## ปิดฤดู
- เก็บเกลือครั้งสุดท้าย 24 พ.ค. 68
- ผลผลิตรวมทั้งฤดู 466 ตัน (ปีที่แล้ว 512 ตัน)
- ดอกเกลือช้อนได้ 2,350 กก.
- ส่งสหกรณ์ครบ 200 ตัน วันที่ 28 พ.ค. 68 ทันสัญญา
- เก็บเข้ายุ้งไว้ขายทีหลัง 180 ตัน
"""

BOOTH_NOTES = """# ออกบูธงานเพชรบุรีแฟร์ 2568

- วันที่ 7-11 ก.พ. 2568 ที่ลานพระนครคีรี
- ค่าบูธ 6,500 บาท (5 วัน)
- ของที่เอาไป: ดอกเกลือขวด 100 กรัม 300 ขวด, ถุงดอกเกลือ 1 กก. 60 ถุง, เกลือสปา 80 กก.
- ขายได้ ดอกเกลือขวด 210 ขวด, ถุง 1 กก. 48 ถุง, เกลือสปา 55 กก.
- รายได้รวม 38,400 บาท
- คนถามเยอะเรื่องเกลือสปาใส่ถุงเล็ก ปีหน้าทำถุง 500 กรัมด้วย
- เจอคุณนิชา บ้านทะเลสปา ชะอำ ขอเบอร์ไว้
"""

FEES_TERM1_TOP = [
    "โรงเรียนเพชรรัตน์วิทยา อ.บ้านแหลม จ.เพชรบุรี",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวา แก้วประเสริฐ  ชั้น ป.5/2  เลขประจำตัว 25417",
]
FEES_TERM1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "18,500"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "2,350"),
    ("ค่าชุดพละ", "650"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("รวมทั้งสิ้น", "22,700"),
]
FEES_TERM1_BOTTOM = ["กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย",
                     "ชำระหลังกำหนด ปรับวันละ 20 บาท"]
FEES_TERM2_TOP = [
    "โรงเรียนเพชรรัตน์วิทยา อ.บ้านแหลม จ.เพชรบุรี",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวา แก้วประเสริฐ  ชั้น ป.5/2  เลขประจำตัว 25417",
]
FEES_TERM2_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "18,500"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "1,980"),
    ("ค่าเรียนว่ายน้ำ", "1,500"),
    ("ค่ากิจกรรมและทัศนศึกษา", "900"),
    ("รวมทั้งสิ้น", "22,880"),
]
FEES_TERM2_BOTTOM = ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย",
                     "ชำระหลังกำหนด ปรับวันละ 20 บาท"]


def _pea(month: str, period: str, units: int, energy: str, ft: str, vat: str, due: str, total: str) -> list[str]:
    return [
        "Provincial Electricity Authority (PEA)\nBan Laem District Office, Phetchaburi\n\n"
        f"ELECTRICITY BILL - {month}\nCustomer: Mrs. Sudarat Kaewprasert\n"
        "Address: 45 Moo 3, Bang Kaeo, Ban Laem, Phetchaburi 76110\nAccount No. 020011457823\n"
        f"Meter reading period: {period}",
        f"Units used: {units} kWh\nEnergy charge: {energy} THB\nService charge: 38.22 THB\nFt charge: {ft} THB\n"
        f"VAT 7%: {vat} THB\nAmount due: {total} THB\nDue date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


INSURANCE_LETTER = [
    "Siam Sure Insurance PCL\n999 Rama 4 Road, Bangkok 10500\n\n15 August 2025\n\n"
    "Mrs. Sudarat Kaewprasert\n45 Moo 3, Bang Kaeo, Ban Laem, Phetchaburi 76110\n\n"
    "Subject: Renewal of your motor insurance policy No. MV-68-0045127\n\n"
    "Dear Mrs. Sudarat,\n"
    "Your Type 1 motor insurance for the Isuzu D-Max pickup, plate 3 Kor Kor 4521 Phetchaburi,\n"
    "expires on 30 September 2025. We are pleased to offer the following renewal terms:",
    "Type 1 renewal\nSum insured: 620,000 THB (last year: 680,000 THB)\n"
    "Annual premium: 18,900 THB (including stamp duty and VAT)\nDeductible: 1,000 THB per claim\n"
    "No-claim discount: 20%\n\n"
    "Alternative: Type 2+ cover, sum insured 400,000 THB, annual premium 9,800 THB.\n\n"
    "To keep your cover without a gap, please pay by 30 September 2025 by bank transfer\n"
    "or at any Siam Sure branch. Call 1737 for questions.\n\nYours sincerely,\nRenewal Team, Siam Sure Insurance",
]

PICKUP = """# ค่างวดรถกระบะ (Isuzu D-Max 3กก 4521)

- ผ่อนกับ ธนาคารกรุงศรี (กรุงศรี ออโต้)
- งวดละ 9,850 บาท จ่ายทุกวันที่ 5 ของเดือน ตัดบัญชีอัตโนมัติ
- ทั้งหมด 48 งวด เริ่ม ก.ค. 2566
- ถึง ก.ย. 2568 จ่ายไปแล้ว 27 งวด เหลืออีก 21 งวด
- ถ้าปิดยอดก่อน ได้ส่วนลดดอกเบี้ย ต้องโทรถาม 1572
"""

FAMILY_LINE = """[20/08/2568 19:02] พี่ยูร: จดหมายประกันรถกระบะมาแล้วนะ หมดสิ้นเดือนกันยา
[20/08/2568 19:05] สุดารัตน์: เบี้ยขึ้นไหม
[20/08/2568 19:07] พี่ยูร: ชั้น 1 เบี้ย 18,900 แต่ทุนประกันลดลง
[20/08/2568 19:10] สุดารัตน์: เดี๋ยวเทียบกับชั้น 2+ ก่อน
[21/08/2568 08:10] เมย์: พี่สุดา แม่มีนัดหมอ รพ.พระจอมเกล้า วันที่ 22 ก.ย. 9 โมงเช้านะ ตรวจเบาหวาน ต้องงดน้ำงดอาหาร
[21/08/2568 08:15] สุดารัตน์: พี่พาแม่ไปเอง เมย์ไม่ต้องลางาน
[21/08/2568 12:30] แพรว: แม่คะ ค่าเทอม 2 ต้องจ่ายก่อนสิ้นเดือนตุลานะคะ ครูบอก
[03/09/2568 16:44] เมย์: หมอโทรมาเลื่อนนัดแม่เป็น 29 ก.ย. เวลาเดิม 9 โมงนะพี่ ที่เดิม รพ.พระจอมเกล้า
[03/09/2568 16:50] สุดารัตน์: รับทราบจ้า จดไว้แล้ว
[03/09/2568 20:15] พี่ยูร: พรุ่งนี้ไปส่งเกลือร้านลุงเชยนะ
"""

SHOPPING = "ไข่ไก่ 2 แผง\nน้ำมันพืช\nข้าวสาร 15 กิโล\nผงซักฟอก\nนมกล่องแพรว 2 แพ็ค\nถ่านไฟฉาย\n"

HOUSEHOLD_HEAD = ["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"]
HOUSEHOLD = {
    "ก.ค. 2568": [("ค่ากับข้าว (Food)", 9800, ""), ("ค่าน้ำมันรถ (Fuel)", 3200, "รถกระบะ"),
                  ("ค่าไฟบ้าน (Electricity)", 1581.91, "PEA"), ("ค่าน้ำประปา (Water)", 280, ""),
                  ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""), ("ค่างวดรถ (Car instalment)", 9850, ""),
                  ("ให้แม่ (For mum)", 3000, ""), ("ค่าขนมแพรว (Praew pocket money)", 1200, "")],
    "ส.ค. 2568": [("ค่ากับข้าว (Food)", 10400, ""), ("ค่าน้ำมันรถ (Fuel)", 3500, "รถกระบะ"),
                  ("ค่าไฟบ้าน (Electricity)", 1740.27, "PEA"), ("ค่าน้ำประปา (Water)", 310, ""),
                  ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""), ("ค่างวดรถ (Car instalment)", 9850, ""),
                  ("ให้แม่ (For mum)", 3000, ""), ("ค่าขนมแพรว (Praew pocket money)", 1200, ""),
                  ("ของขวัญวันแม่ (Mother's Day gift)", 1500, "")],
}

WORKSPECT = {"todo.md": "- โทรตามเงินค่าเกลือโรงงานน้ำปลาแม่กลอง\n- ต่อประกันรถกระบะก่อนสิ้น ก.ย.\n"
                        "- สั่งขวดแก้วเพชรแพ็คเพิ่มอีก 500 ใบ\n- จ่ายค่าเทอมแพรวเทอม 2\n- พาแม่ไปหาหมอ\n"}


def _book(path: Path, sales: list[tuple], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายนาเกลือแม่สุดา ปี {year} (Sales {year})"])
    sheet.append(SALES_HEAD)
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(r[i] for r in sales) for i in range(3)), sum(sum(r) for r in sales)])
    for column in range(2, 6):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายนาเกลือ ปี {year} (Expenses {year})"])
    cost.append(EXPENSE_HEAD)
    for month, row in zip(MONTHS, expenses):
        cost.append([month, *row, sum(row)])
    cost.append(["รวม (Total)", *(sum(r[i] for r in expenses) for i in range(4)), sum(sum(r) for r in expenses)])
    for column in range(2, 7):
        money_format(cost, column)
    book.save(path)


def _harvest(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต 2568"
    sheet.append(["ผลผลิตเกลือเม็ด ฤดูกาล 2568 แยกแปลง (หน่วย: ตัน)"])
    sheet.append(HARVEST_HEAD)
    for plot, tons in HARVEST_2568:
        sheet.append([plot, *tons, sum(tons)])
    sheet.append(["รวมทุกแปลง", *(sum(t[1][i] for t in HARVEST_2568) for i in range(5)),
                  sum(sum(t[1]) for t in HARVEST_2568)])
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง Wages"
    sheet.append(["ค่าแรงคนงาน ฤดูเกลือ 2568 (ม.ค. - พ.ค.)"])
    sheet.append(WAGES_HEAD)
    for name, job, days, rate in WAGES:
        sheet.append([name, job, days, rate, days * rate])
    sheet.append(["รวม (Total)", "", sum(w[2] for w in WAGES), "", sum(w[2] * w[3] for w in WAGES)])
    money_format(sheet, 4)
    money_format(sheet, 5)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title}"])
        sheet.append(HOUSEHOLD_HEAD)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Sudarat's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "นาเกลือ", docs / "บ้าน"
    for sub in (farm / "ใบเสนอราคา", farm / "สัญญา", farm / "Suppliers", farm / "บัญชี", farm / "แชท",
                farm / "แผนงาน", home / "ค่าเทอมแพรว", home / "Bills", home / "ประกัน"):
        sub.mkdir(parents=True, exist_ok=True)
    quotes = farm / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_ครัวปักษ์ใต้_ร่าง.docx", KHRUA_DRAFT, KHRUA_DRAFT_TABLE, bottom=KHRUA_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ครัวปักษ์ใต้_ส่งแล้ว.docx", KHRUA_FINAL, KHRUA_FINAL_TABLE,
               bottom=KHRUA_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านปลาเผาลุงเชย.docx", LUNGCHOEI, LUNGCHOEI_TABLE, bottom=LUNGCHOEI_BOTTOM)
    write_docx(quotes / "Quote_BaanTalaySpa.docx", SPA_QUOTE, SPA_TABLE, bottom=SPA_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงงานน้ำปลาแม่กลอง.docx", FISHSAUCE, FISHSAUCE_TABLE, bottom=FISHSAUCE_BOTTOM)
    write_docx(farm / "สัญญา" / "สัญญาซื้อขายเกลือ_สหกรณ์บ้านแหลม.docx", COOP_CONTRACT)
    write_docx(farm / "สัญญา" / "สัญญาเช่านา_ลุงสมบูรณ์.docx", LEASE)
    make_pdf(farm / "Suppliers" / "PetchPack_price_list_2025.pdf", PETCHPACK_2025)
    write_docx(farm / "Suppliers" / "ราคาบรรจุภัณฑ์_เพชรแพ็ค_2567.docx", PETCHPACK_2567_TOP, PETCHPACK_2567_TABLE,
               bottom=PETCHPACK_2567_BOTTOM)
    make_pdf(farm / "Suppliers" / "Invoice_PetchPack_INV25-0418.pdf", PETCHPACK_INVOICE)
    make_pdf(farm / "Suppliers" / "SiamGeoLiner_invoice_Mar2025.pdf", LINER_INVOICE)
    _book(farm / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _book(farm / "บัญชี" / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _harvest(farm / "บัญชี" / "ผลผลิตเกลือ_แยกแปลง_2568.xlsx")
    _wages(farm / "บัญชี" / "ค่าแรงคนงาน_ฤดู2568.xlsx")
    write_slides(farm / "แผนงาน" / "แผนงานนาเกลือ_2569.pptx", PLAN_SLIDES)
    write_docx(home / "ค่าเทอมแพรว" / "ใบแจ้งค่าเทอม_แพรว_เทอม1_2568.docx", FEES_TERM1_TOP, FEES_TERM1_TABLE,
               bottom=FEES_TERM1_BOTTOM)
    write_docx(home / "ค่าเทอมแพรว" / "ใบแจ้งค่าเทอม_แพรว_เทอม2_2568.docx", FEES_TERM2_TOP, FEES_TERM2_TABLE,
               bottom=FEES_TERM2_BOTTOM)
    make_pdf(home / "Bills" / "PEA_bill_Jul2025.pdf",
             _pea("July 2025", "1 July 2025 - 31 July 2025", 352, "1,371.10", "69.10", "103.49",
                  "12 August 2025", "1,581.91"))
    make_pdf(home / "Bills" / "PEA_bill_Aug2025.pdf",
             _pea("August 2025", "1 August 2025 - 31 August 2025", 386, "1,512.40", "75.80", "113.85",
                  "12 September 2025", "1,740.27"))
    make_pdf(home / "ประกัน" / "SiamSure_motor_renewal_2025.pdf", INSURANCE_LETTER)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        "นาเกลือ/แชท/LINE_ครัวปักษ์ใต้.txt": KHRUA_LINE,
        "นาเกลือ/แชท/email_BaanTalaySpa_order.txt": SPA_EMAIL,
        "นาเกลือ/แผนงาน/บันทึกฤดูเกลือ_2568.md": SEASON_NOTES,
        "นาเกลือ/แผนงาน/ออกบูธ_เพชรบุรีแฟร์.md": BOOTH_NOTES,
        "บ้าน/ค่างวดรถกระบะ.md": PICKUP,
        "บ้าน/LINE_บ้านเรา.txt": FAMILY_LINE,
        "ของต้องซื้อ.txt": SHOPPING,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Sudarat's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
