"""The frameshop folder: the papers of a Chiang Mai picture-framing and art-supply shop owner and his household.

The owner is นายกิตติศักดิ์ บุญเรือง (พี่กิต, Kittisak Boonruang). He runs "เวียงพิงค์กรอบรูปและอุปกรณ์ศิลปะ"
(Wiang Ping Frame & Art Supply), a shophouse at 87 ถนนท่าแพ, Chiang Mai: custom framing in the back workshop
(ช่างเอก makes the frames, น้องมิ้นท์ keeps the counter) and paints, canvas and paper sold at the front. His wife
อรุณี (อร) keeps the books, their daughter น้องฝน (ด.ญ.ปุณิกา) is in ม.2, his father พ่อสมบูรณ์ lives with them.
It is November 2568 (2025).

Documents/ร้านกรอบรูป/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมบ้านสวนดอก_ร่าง.docx: draft quote QT-2568-052 to Baan Suan Dok Boutique Hotel,
  framing prints for 32 rooms and the lobby, 89,900 in all (not sent).
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมบ้านสวนดอก_ฉบับจริง.docx: the final of the same quote, other figures, 81,400,
  deposit 40% = 32,560, installed by 28 พฤศจิกายน 2568.
- Suppliers/ArtToolsAsia_matcutter_quotation.pdf: English quote from a Bangkok firm, ProMat 120 mat cutter,
  42,800 THB plus 1,200 delivery, 2-year warranty.
- Suppliers/ใบเสนอราคา_เครื่องตัดมาร์ค_ช่างไทยเครื่องมือ.docx: a similar Thai quote from a Chiang Mai dealer,
  CT-1200, 38,900 บาท, free delivery, 1-year warranty.
- Suppliers/NakornMoulding_pricelist_2025.pdf: English moulding price list of Nakorn Moulding Co., Ltd., 2025
  (teak flat 1.5" NT-15 185 THB/m).
- Suppliers/ใบราคา_นครโมลดิ้ง_2567.docx: last year's list of the same firm in Thai (บริษัท นครโมลดิ้ง จำกัด,
  NT-15 165 บาท/เมตร).
- Suppliers/NakornMoulding_invoice_NM-25-0917.pdf: October invoice, 19,281.40 incl. VAT, due 16 Nov 2025.
- Suppliers/email_PacificArt_price_update.txt: email from the art-supply importer: new prices from
  1 December 2025 (stretched canvas 40x50 145 -> 159 THB, acrylic 89 -> 95 THB), free shipping over 4,000.
- Suppliers/PacificArt_invoice_PA-2510-0877.pdf: October invoice of the same importer, 23,839.60.
- Suppliers/ใบส่งของ_กระจกสันป่าข่อย.docx: the glass shop's delivery note for the hotel job, 5,865 บาท.
- บัญชี/ยอดขาย_2568.xlsx: this year's book, two sheets (sales by month: framing, art supplies, total;
  expenses by month), ม.ค.–ต.ค. 2568.
- บัญชี/ยอดขาย_2567.xlsx: last year's book, same layout, ม.ค.–ธ.ค. 2567.
- บัญชี/งานสั่งทำกรอบ_พ.ย.68.xlsx: the job log (price, deposit, balance, status); the gallery job still shows the
  old 52,500.
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: October wages of ช่างเอก and น้องมิ้นท์, 25,400 in all.
- แชท/แชทไลน์_คุณแพรว_ปิงอาร์ตแกลเลอรี่.txt: LINE chat with a gallery: 24 frames at 1,850, then 30 at 1,750
  (52,500), then two larger ones: new total 53,800, balance 27,550.
- แชท/แชทไลน์_บอย_นครโมลดิ้ง.txt: LINE chat with the moulding firm's rep: 50 m of NT-15 at 178, then 70 m at
  172 (12,040 before VAT).
- เอกสารร้าน/สัญญาเช่าอาคาร_ท่าแพ.docx: the shophouse lease, 18,000 a month, deposit 54,000, ends
  31 พฤษภาคม 2569.
- เอกสารร้าน/SNB_loan_approval_Oct2025.pdf: Siam Northern Bank's English letter approving a 350,000 SME loan,
  6.75% p.a., 48 months, 8,341 a month.
- แผนขยายร้าน_2569.pptx: slides, the plan for next year (target 1,150,000, Saturday painting classes).
- ราคากรอบหน้าร้าน.md: the counter's price sheet for walk-in frames.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/DoiNet_fibre_bill_Oct2025.pdf: English bills.
- ประกัน/SuthepLife_health_renewal_2025.pdf: English renewal letter for the daughter's health insurance
  (14,820, last year 13,560, pay by 30 Nov 2025); the household book calls the firm สุเทพประกันชีวิต.
- ค่าเทอมน้องฝน/ค่าเทอม_ฝน_เทอม1-2568.docx and ค่าเทอม_ฝน_เทอม2-2568.docx: school fee notices (23,300; 23,350).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- ทริปปีใหม่_น่าน.md: the New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("เวียงพิงค์กรอบรูปและอุปกรณ์ศิลปะ (Wiang Ping Frame & Art Supply) 87 ถนนท่าแพ ต.ช้างม่อย อ.เมือง "
            "จ.เชียงใหม่ 50300 โทร 053-274-615")

# ---------------------------------------------------------------- hotel quote, draft and final
HOTEL_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-052",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ (คุณหน่อย) ฝ่ายตกแต่งภายใน โรงแรมบ้านสวนดอก บูทีค",
    "เรื่อง ทำกรอบภาพพิมพ์ศิลปะสำหรับห้องพัก 32 ห้อง และล็อบบี้ พร้อมติดตั้ง",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)"),
    ("กรอบไม้สักหน้าเรียบ 1.5 นิ้ว 50x70 ซม. พร้อมมาร์คและกระจกกันแสง", "32 ชุด", "1,650", "52,800"),
    ("กรอบใหญ่ล็อบบี้ 100x150 ซม. ไม้สักโค้ง 2 นิ้ว", "4 ชุด", "4,800", "19,200"),
    ("กรอบเล็กห้องน้ำ 30x40 ซม. PS ขาวลายโอ๊ค", "32 ชุด", "450", "14,400"),
    ("ค่าติดตั้งและตะขอแขวนกันขโมย", "", "", "3,500"),
    ("รวมทั้งสิ้น", "", "", "89,900"),
]
HOTEL_DRAFT_BOTTOM = ["รวมทั้งสิ้น 89,900 บาท (แปดหมื่นเก้าพันเก้าร้อยบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
                      "ร่าง ยังไม่ได้ส่ง รอราคาไม้สักจากนครโมลดิ้ง และถามโรงแรมว่าเอากระจกกันแสงไหม"]
HOTEL_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-052 (ฉบับแก้ไข)",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ (คุณหน่อย) ฝ่ายตกแต่งภายใน โรงแรมบ้านสวนดอก บูทีค",
    "เรื่อง ทำกรอบภาพพิมพ์ศิลปะสำหรับห้องพัก 32 ห้อง และล็อบบี้ พร้อมติดตั้ง",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)"),
    ("กรอบไม้สักหน้าเรียบ 1.5 นิ้ว 50x70 ซม. พร้อมมาร์คและกระจกใส", "32 ชุด", "1,580", "50,560"),
    ("กรอบใหญ่ล็อบบี้ 100x150 ซม. ไม้สักโค้ง 2 นิ้ว", "3 ชุด", "4,800", "14,400"),
    ("กรอบเล็กห้องน้ำ 30x40 ซม. PS ขาวลายโอ๊ค", "32 ชุด", "420", "13,440"),
    ("ค่าติดตั้งและตะขอแขวนกันขโมย", "", "", "3,000"),
    ("รวมทั้งสิ้น", "", "", "81,400"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 81,400 บาท (แปดหมื่นหนึ่งพันสี่ร้อยบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 40% = 32,560 บาท เมื่อยืนยันงาน ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "ส่งและติดตั้งให้เสร็จภายในวันที่ 28 พฤศจิกายน 2568  ราคานี้ยืน 30 วัน",
    "ลงชื่อ กิตติศักดิ์ บุญเรือง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- mat cutter, two firms
ARTTOOLS_QUOTE = [
    "ART TOOLS ASIA CO., LTD.\n"
    "Framing and studio equipment - 219 Pracha Rat Bamphen Road, Huai Khwang, Bangkok 10310\n"
    "QUOTATION No. ATA-Q-2510-118        Date: 9 Oct 2025\n"
    "To: Wiang Ping Frame & Art Supply (Khun Kittisak), Tha Phae Road, Chiang Mai\n"
    "\n"
    "Professional mat cutter, model ProMat 120\n"
    "Cutting length 120 cm, bevel and straight heads, squaring arm, production stops\n"
    "Price: 42,800 THB including VAT\n"
    "Delivery to Chiang Mai by truck: 1,200 THB\n"
    "Free: 100 spare blades and on-site training (2 hours)\n"
    "Warranty: 2 years on the machine.\n"
    "Payment: 50% with order, 50% before delivery. Delivery 10-14 days.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanawat 089-402-7716",
]
CHANGTHAI_QUOTE = ["ห้างหุ้นส่วนจำกัด ช่างไทยเครื่องมือ", "123/5 ถนนเชียงใหม่-ลำปาง ต.ป่าตัน อ.เมือง จ.เชียงใหม่",
                   "ใบเสนอราคา เลขที่ CT-681013  วันที่ 13 ตุลาคม 2568",
                   "เรียน คุณกิตติศักดิ์ ร้านเวียงพิงค์กรอบรูป",
                   "เรื่อง เครื่องตัดกระดาษมาร์ค"]
CHANGTHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องตัดกระดาษมาร์ค รุ่น CT-1200 ความยาวตัด 120 ซม. หัวตัดเฉียง 45 องศา", "1 เครื่อง", "38,900"),
    ("ใบมีดสำรอง", "50 ใบ", "แถมฟรี"),
    ("ค่าขนส่งในเขตเชียงใหม่", "", "ฟรี"),
    ("รวมทั้งสิ้น (รวม VAT)", "", "38,900"),
]
CHANGTHAI_BOTTOM = ["รับประกันเครื่อง 1 ปี อะไหล่หาได้ในเชียงใหม่",
                    "ชำระเต็มจำนวนวันส่งของ ส่งได้ภายใน 7 วัน  ยืนราคา 15 วัน",
                    "ผู้เสนอราคา นายประสิทธิ์ แก้วประเสริฐ โทร 081-960-2247"]

# ---------------------------------------------------------------- Nakorn Moulding, English and Thai
NAKORN_PRICES_2025 = [
    "NAKORN MOULDING CO., LTD.\n"
    "45/2 Moo 4, Yang Noeng, Saraphi, Chiang Mai 50140   Tel. 053-322-980\n"
    "PRICE LIST 2025 - picture frame moulding and mat board\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT.\n"
    "\n"
    "NT-15   Teak, flat 1.5 inch ............... 185 THB/m\n"
    "NT-20S  Teak, scoop 2 inch ................ 240 THB/m\n"
    "PS-10B  Polystyrene, matte black 1 inch ... 68 THB/m\n"
    "PS-25G  Polystyrene, antique gold 2.5 inch  125 THB/m\n"
    "PS-12W  Polystyrene, white oak look 1.2 inch 72 THB/m\n"
    "MB-W    Mat board 32x40 inch, white core .. 210 THB/sheet\n"
    "\n"
    "Minimum order 3,000 THB. Free delivery in Chiang Mai for orders over 5,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Pongsak Inthawong (Boy), sales@nakornmoulding.co.th",
]
NAKORN_PRICES_2567 = ["บริษัท นครโมลดิ้ง จำกัด", "ใบราคาไม้กรอบรูปและกระดาษมาร์ค ปี 2567 (มกราคม – ธันวาคม 2567)",
                      "ราคาไม่รวมภาษีมูลค่าเพิ่ม"]
NAKORN_PRICES_2567_TABLE = [
    ("รหัส", "สินค้า", "ราคา"),
    ("NT-15", "ไม้สักหน้าเรียบ 1.5 นิ้ว", "165 บาท/เมตร"),
    ("NT-20S", "ไม้สักโค้ง 2 นิ้ว", "215 บาท/เมตร"),
    ("PS-10B", "PS ดำด้าน 1 นิ้ว", "65 บาท/เมตร"),
    ("PS-25G", "PS ทองโบราณ 2.5 นิ้ว", "120 บาท/เมตร"),
    ("PS-12W", "PS ขาวลายโอ๊ค 1.2 นิ้ว", "70 บาท/เมตร"),
    ("MB-W", "กระดาษมาร์ค 32x40 นิ้ว แกนขาว", "195 บาท/แผ่น"),
]
NAKORN_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 2,000 บาท ส่งฟรีในเมืองเชียงใหม่เมื่อสั่งเกิน 4,000 บาท",
                             "ติดต่อ คุณพงศ์ศักดิ์ อินทวงศ์ (บอย) ฝ่ายขาย"]
NAKORN_INVOICE = [
    "NAKORN MOULDING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. NM-25-0917\n"
    "Date: 17 Oct 2025          Due date: 16 Nov 2025\n"
    "Customer: Wiang Ping Frame & Art Supply (Mr. Kittisak Boonruang), 87 Tha Phae Road, Chiang Mai\n"
    "\n"
    "Code    Item                          Qty         Unit price   Amount\n"
    "NT-15   Teak, flat 1.5 inch           60 m        185.00       11,100.00\n"
    "PS-10B  Polystyrene, matte black 1in  40 m        68.00        2,720.00\n"
    "MB-W    Mat board 32x40 white core    20 sheets   210.00       4,200.00\n"
    "\n"
    "Subtotal 18,020.00\n"
    "VAT 7% 1,261.40\n"
    "TOTAL DUE: 19,281.40 THB\n"
    "Please transfer to Bangkok Bank, account Nakorn Moulding Co., Ltd., 501-7-33218-4. Thank you.",
]

# ---------------------------------------------------------------- Pacific Art, glass shop
PACIFIC_EMAIL = """From: Natcha Wongsakul <natcha@pacificartmaterials.co.th>
To: wiangpingframe@gmail.com
Date: Thu, 13 Nov 2025 10:27
Subject: Price update from 1 December 2025

Dear Khun Kittisak,

Thank you for being our customer in Chiang Mai. Because of the weaker baht and higher freight from our
European suppliers, some prices will change from 1 December 2025:

- Stretched canvas 40x50 cm, cotton 380 g: 159 THB (now 145 THB)
- Artist acrylic 75 ml, all colours: 95 THB (now 89 THB)
- Sketchbook A4, 100 pages: no change, 65 THB
- Brush set (10 pcs): no change, 120 THB

Free shipping to Chiang Mai will be for orders over 4,000 THB (now 3,000 THB).
Orders placed before 30 November 2025 will get the old prices.

Best regards,
Natcha Wongsakul
Key Account, Northern Region
Pacific Art Materials Co., Ltd.
02-713-5580
"""
PACIFIC_INVOICE = [
    "PACIFIC ART MATERIALS CO., LTD.\n"
    "Importer of fine art supplies - Lat Phrao, Bangkok\n"
    "INVOICE No. PA-2510-0877        Date: 8 Oct 2025        Due date: 7 Nov 2025\n"
    "Bill to: Wiang Ping Frame & Art Supply, 87 Tha Phae Road, Chiang Mai\n"
    "\n"
    "Stretched canvas 40x50 cm            50 pcs    x 145.00    7,250.00\n"
    "Artist acrylic 75 ml, assorted       120 pcs   x 89.00    10,680.00\n"
    "Sketchbook A4, 100 pages             30 pcs    x 65.00     1,950.00\n"
    "Brush set (10 pcs)                   20 sets   x 120.00    2,400.00\n"
    "\n"
    "Subtotal 22,280.00\n"
    "VAT 7% 1,559.60\n"
    "TOTAL 23,839.60 THB   Shipping: free (order over 3,000 THB)",
]
GLASS_NOTE = ["ร้านกระจกสันป่าข่อย", "ใบส่งของ / ใบแจ้งหนี้ เลขที่ 2568/1147  วันที่ 10 พฤศจิกายน 2568",
              "ลูกค้า ร้านเวียงพิงค์กรอบรูป (คุณกิต) ถนนท่าแพ", "งาน โรงแรมบ้านสวนดอก"]
GLASS_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อแผ่น", "รวม"),
    ("กระจกใส 2 มม. ตัด 50x70 ซม.", "35 แผ่น", "95", "3,325"),
    ("กระจกใส 3 มม. ตัด 100x150 ซม.", "3 แผ่น", "420", "1,260"),
    ("กระจกใส 2 มม. ตัด 30x40 ซม.", "32 แผ่น", "40", "1,280"),
    ("รวม", "", "", "5,865"),
]
GLASS_BOTTOM = ["รวมเงิน 5,865 บาท (ห้าพันแปดร้อยหกสิบห้าบาทถ้วน) ชำระภายใน 30 วัน",
                "แถมกระจกสำรอง 50x70 ให้ 3 แผ่น เผื่อแตก", "ผู้ส่งของ สมพงษ์  ผู้รับของ เอก"]

# ---------------------------------------------------------------- lease and bank letter
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ เชียงใหม่  วันที่ 20 พฤษภาคม 2566",
    "ระหว่าง นางบุษบา ตันติวงศ์ ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\" กับ นายกิตติศักดิ์ บุญเรือง ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 2 ชั้น เลขที่ 87 ถนนท่าแพ ต.ช้างม่อย อ.เมือง จ.เชียงใหม่\n"
     "ใช้เป็นร้านกรอบรูปและขายอุปกรณ์ศิลปะ ห้ามใช้พักอาศัยค้างคืนเกิน 2 คน"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี เริ่มวันที่ 1 มิถุนายน 2566 สิ้นสุดวันที่ 31 พฤษภาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "เดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน\n"
     "ชำระล่าช้า ปรับวันละ 300 บาท"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 54,000 บาท (3 เดือน) คืนภายใน 45 วันหลังสิ้นสุดสัญญา"),
    ("ข้อ 5 การต่อสัญญา", "หากผู้เช่าประสงค์จะเช่าต่อ ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา\n"
     "ค่าเช่าเมื่อต่อสัญญาจะปรับขึ้นไม่เกินร้อยละ 5"),
    ("ข้อ 6 ค่าสาธารณูปโภค", "ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายเอง"),
]
LEASE_BOTTOM = ["ลงชื่อ บุษบา ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ กิตติศักดิ์ บุญเรือง ผู้เช่า",
                "ลงชื่อ อรุณี บุญเรือง พยาน"]
BANK_LETTER = [
    "SIAM NORTHERN BANK PUBLIC COMPANY LIMITED\n"
    "Tha Phae Gate Branch, 24 Moon Muang Road, Chiang Mai 50200\n"
    "Ref. SNB-CM/SME/2568/0419\n"
    "22 October 2025\n"
    "\n"
    "Mr. Kittisak Boonruang\n"
    "Wiang Ping Frame & Art Supply, 87 Tha Phae Road, Chiang Mai 50300\n"
    "\n"
    "Subject: Approval of SME term loan\n"
    "Dear Mr. Kittisak,\n"
    "We are pleased to inform you that your application dated 29 September 2025 has been approved.\n"
    "\n"
    "Loan amount: 350,000 THB\n"
    "Purpose: workshop renovation and purchase of framing equipment\n"
    "Interest rate: 6.75% per annum, fixed for the first 2 years, then MRR - 0.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 8,341 THB, by auto-debit from current account 602-1-44871-3\n"
    "First instalment due: 25 December 2025\n"
    "Guarantee: Thai Credit Guarantee Corporation, fee 1.75% per year, paid by the borrower\n"
    "Front-end fee: 0.5% of the loan amount (1,750 THB)\n",
    "Please sign the loan agreement at our Tha Phae Gate Branch by 14 November 2025, bringing your\n"
    "ID card, house registration and the shop's commercial registration.\n"
    "The approval lapses if the agreement is not signed by that date.\n"
    "\n"
    "Yours sincerely,\n"
    "Khun Rattana Chaiyawong\n"
    "SME Relationship Manager, 053-206-118",
]

# ---------------------------------------------------------------- books
FRAMING_2568 = [68400, 61200, 74500, 52300, 48900, 45600, 43800, 51200, 49700, 58300]
SUPPLIES_2568 = [32600, 29800, 35400, 26100, 38700, 41200, 30500, 29900, 33800, 36200]
WAGES_2568 = [24200, 24200, 24650, 23750, 24200, 24200, 24650, 24650, 24200, 25400]
POWER_2568 = [2840, 2710, 3350, 4120, 4380, 3560, 3110, 3040, 2980, 3190]
FRAMING_2567 = [61200, 57800, 66300, 49800, 45100, 42700, 40900, 47600, 46200, 53800, 59400, 88600]
SUPPLIES_2567 = [30100, 27400, 32800, 24600, 36900, 38500, 28700, 27600, 31200, 33400, 35100, 47900]
WAGES_2567 = [23000, 23000, 23450, 22550, 23000, 23000, 23450, 23450, 23000, 23450, 23900, 26500]
POWER_2567 = [2650, 2580, 3120, 3890, 4150, 3340, 2960, 2870, 2810, 2990, 3050, 3420]


def _sales_book(path: Path, year: str, framing: list[int], supplies: list[int], wages: list[int],
                power: list[int]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านเวียงพิงค์กรอบรูป ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "งานทำกรอบ (Framing, THB)", "อุปกรณ์ศิลปะ (Art supplies, THB)",
                  "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, framing, supplies):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(framing), sum(supplies), sum(framing) + sum(supplies)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ไม้กรอบ/กระจก (Frame materials)", "สต็อกอุปกรณ์ศิลปะ (Art supply stock)",
                  "ค่าเช่าร้าน (Rent)", "ค่าแรง (Wages)", "ค่าไฟร้าน (Shop electricity)", "รวม (Total)"])
    for month, a, b, w, p in zip(MONTHS, framing, supplies, wages, power):
        materials, stock = int(round(a * 0.35, -2)), int(round(b * 0.6, -2))
        costs.append([f"{month} {year}", materials, stock, 18000, w, p, materials + stock + 18000 + w + p])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


JOB_HEADERS = ["เลขงาน (Job no.)", "วันที่รับ (Received)", "ลูกค้า (Customer)", "รายละเอียด (Details)",
               "ราคา (Price, THB)", "มัดจำ (Deposit, THB)", "ค้างชำระ (Balance, THB)", "นัดรับ (Due)",
               "สถานะ (Status)"]
JOBS = [
    ("JB-6811-01", "1/11/2568", "โรงแรมบ้านสวนดอก บูทีค", "กรอบภาพห้องพัก 32+3+32 ชุด พร้อมติดตั้ง",
     81400, 32560, 48840, "28/11/2568", "กำลังทำ"),
    ("JB-6811-02", "3/11/2568", "คุณสุนันทา (ลูกค้าหน้าร้าน)", "กรอบรูปรับปริญญา 16x20 นิ้ว ไม้สักทอง",
     1450, 1450, 0, "6/11/2568", "รับแล้ว"),
    ("JB-6811-03", "5/11/2568", "อ.ชาตรี (จิตรกร)", "ขึงเฟรมผ้าใบ 120x160 ซม. 2 ชิ้น",
     3200, 1000, 2200, "12/11/2568", "เสร็จ รอรับ"),
    ("JB-6811-04", "8/11/2568", "คุณเจนจิรา", "กรอบเสื้อฟุตบอล (jersey frame) 60x80 ซม.",
     2350, 1000, 1350, "15/11/2568", "เสร็จ รอรับ"),
    ("JB-6811-05", "11/11/2568", "ปิงอาร์ตแกลเลอรี่ (คุณแพรว)", "กรอบ PS ทองโบราณ 60x80 ซม. 30 ชิ้น นิทรรศการ",
     52500, 26250, 26250, "1/12/2568", "กำลังทำ"),
    ("JB-6811-06", "11/11/2568", "คุณพิมพ์ชนก", "กรอบปักครอสติช 40x50 ซม. 2 ชิ้น",
     1680, 800, 880, "18/11/2568", "กำลังทำ"),
    ("JB-6811-07", "12/11/2568", "ร้านกาแฟ ม่อนแจ่มคั่วบด", "กรอบกระจกเงาไม้สัก 90x180 ซม. 3 บาน",
     13500, 5000, 8500, "26/11/2568", "กำลังทำ"),
    ("JB-6811-08", "14/11/2568", "คุณธีรวัฒน์", "กรอบใบประกาศ A4 5 ใบ PS ดำ",
     1250, 1250, 0, "17/11/2568", "รับแล้ว"),
    ("JB-6811-09", "17/11/2568", "วัดพันเตา", "กรอบภาพพระบฏเก่า 70x120 ซม. กระจกกันแสง",
     4600, 2000, 2600, "1/12/2568", "รอไม้"),
]


def _job_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งาน พ.ย. 68 Jobs"
    sheet.append(["งานสั่งทำกรอบ เดือนพฤศจิกายน 2568 (Framing jobs, Nov 2025)"])
    sheet.append(JOB_HEADERS)
    for row in JOBS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in JOBS), sum(r[5] for r in JOBS),
                  sum(r[6] for r in JOBS), "", ""])
    for column in (5, 6, 7):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1874.52, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "DoiNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, ""), ("ผ่อนรถเก๋ง (Car instalment)", 8450, "งวด 31/60"),
                  ("ประกันสุขภาพน้องฝน (Health insurance)", 1130, "สุเทพประกันชีวิต ผ่อนบัตร งวด 9/12"),
                  ("ค่ารถรับส่งน้องฝน (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษน้องฝน (Tutoring)", 2400, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2041.77, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "DoiNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, ""), ("ผ่อนรถเก๋ง (Car instalment)", 8450, "งวด 32/60"),
                  ("ประกันสุขภาพน้องฝน (Health insurance)", 1130, "สุเทพประกันชีวิต ผ่อนบัตร งวด 10/12"),
                  ("ค่ารถรับส่งน้องฝน (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษน้องฝน (Tutoring)", 2400, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ซ่อมเครื่องซักผ้า (Washing machine repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1929.09, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "DoiNet"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4350, "ขับไปเชียงรายงานแต่งญาติ"),
                  ("ผ่อนรถเก๋ง (Car instalment)", 8450, "งวด 33/60"),
                  ("ค่ารถรับส่งน้องฝน (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษน้องฝน (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2180, "ตรวจตา"),
                  ("ทำบุญออกพรรษา (Temple)", 1000, ""),
                  ("ประกันสุขภาพน้องฝน (Health insurance)", 1130, "สุเทพประกันชีวิต ผ่อนบัตร งวด 11/12")],
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
    top = ["โรงเรียนเวียงเจ็ดลินวิทยา เชียงใหม่", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปุณิกา บุญเรือง  ชั้น ม.2/3  เลขประจำตัว 30518"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0200-4471-8852",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "14,500"), ("ค่าห้องเรียนพิเศษ (Smart Class)", "6,000"),
                           ("ค่าหนังสือเรียน", "2,350"), ("ค่าประกันอุบัติเหตุ", "450")],
                "23,300", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "14,500"), ("ค่าห้องเรียนพิเศษ (Smart Class)", "6,000"),
                           ("ค่าทัศนศึกษา ลำปาง", "2,200"), ("ค่าเสื้อกีฬาสี", "650")],
                "23,350", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Mai\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Kittisak Boonruang\n"
    "Address: 199/7 Moo 5, San Phi Suea, Mueang Chiang Mai 50300\n"
    "Customer no. 020014306652\n"
    "Billing period: 12 Sep 2025 - 11 Oct 2025\n"
    "Meter reading: 24,518 -> 24,904   Units used: 386 kWh\n"
    "Energy charge 1,689.40  Ft 75.27  Service 38.22  VAT 7% 126.20\n"
    "AMOUNT DUE: 1,929.09 THB\n"
    "Due date: 5 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
DOINET_BILL = [
    "DOINET FIBRE CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Kittisak Boonruang    Account: DN-77-104432\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 20 Oct 2025. Paid by auto-debit, thank you.",
]
INSURANCE_LETTER = [
    "SUTHEP LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Service Centre, Nimmanhaemin Road\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (IPD PLUS)\n"
    "Dear Mr. Kittisak Boonruang (policy owner),\n"
    "The health policy no. SLA-H-66-20871 for the insured below is due for renewal.\n"
    "Insured: Miss Punika Boonruang, age 13\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Room and board: 3,000 THB per day; annual limit 1,500,000 THB\n"
    "Annual premium: 14,820 THB (last year 13,560 THB)\n"
    "The premium rises because the insured enters a new age band and medical costs have increased.\n"
    "Please pay by 30 Nov 2025 by credit card, bank transfer, or through your agent,\n"
    "Khun Siriporn (085-661-3902). A 30-day grace period applies.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(FRAMING_2568) + sum(SUPPLIES_2568)
    return [
        ("แผนร้านเวียงพิงค์กรอบรูป ปี 2569", "Wiang Ping Frame & Art Supply - plan for 2026\n"
                                             "กิตติศักดิ์ บุญเรือง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "งานองค์กรใหม่: โรงแรมบ้านสวนดอก, ปิงอาร์ตแกลเลอรี่\n"
                         "ปัญหา: ตัดมาร์คด้วยมือช้า งานกลุ่มใหญ่ส่งไม่ทัน, สัญญาเช่าร้านหมด พ.ค. 69"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,150,000 บาท\nงานโรงแรม/แกลเลอรี่/ร้านกาแฟ อย่างน้อย 6 งาน\n"
                            "ส่งงานกรอบหน้าร้านภายใน 5 วัน"),
        ("ลงทุนเครื่องมือ", "ซื้อเครื่องตัดมาร์คความยาว 120 ซม. งบไม่เกิน 45,000 บาท\n"
                            "ปรับปรุงห้องช่างหลังร้าน 150,000 บาท (ใช้เงินกู้ SME ธนาคารสยามเหนือ)"),
        ("คลาสวาดภาพวันเสาร์", "สีน้ำ/อะคริลิกสำหรับผู้เริ่มต้น รอบละ 8 คน คนละ 590 บาท รวมอุปกรณ์\n"
                               "เริ่มมกราคม 2569 ครูสอน: อ.ชาตรี"),
        ("ขายออนไลน์", "เปิดร้านใน LINE OA และ Shopee ขายสีและเฟรมผ้าใบ\nเป้าเดือนละ 15,000 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านกรอบรูป/แชท/แชทไลน์_คุณแพรว_ปิงอาร์ตแกลเลอรี่.txt": """[3 พ.ย. 68 10:42] แพรว ปิงอาร์ต: สวัสดีค่ะพี่กิต นิทรรศการ "แสงเหนือ" ของอาจารย์ดวงใจ เปิด 6 ธ.ค. นี้ค่ะ ต้องการกรอบ PS ทองโบราณ ขนาด 60x80 ซม. 24 ชิ้นค่ะ
[3 พ.ย. 68 11:05] กิต เวียงพิงค์: ได้ครับ ชิ้นละ 1,850 รวม 44,400 ครับ ส่งก่อน 1 ธ.ค. ได้
[3 พ.ย. 68 11:10] แพรว ปิงอาร์ต: โอเคค่ะ ขอคุยกับอาจารย์ก่อนนะคะ
[10 พ.ย. 68 16:20] แพรว ปิงอาร์ต: พี่คะ อาจารย์เพิ่มงานเป็น 30 ชิ้นค่ะ ลดราคาได้ไหมคะ
[10 พ.ย. 68 16:45] กิต เวียงพิงค์: 30 ชิ้นให้ชิ้นละ 1,750 ครับ รวม 52,500
[10 พ.ย. 68 16:50] แพรว ปิงอาร์ต: ตกลงค่ะ เดี๋ยวโอนมัดจำครึ่งนึงนะคะ
[11 พ.ย. 68 09:12] แพรว ปิงอาร์ต: โอนมัดจำแล้วค่ะ 26,250 (สลิปตามรูปค่ะ)
[11 พ.ย. 68 09:30] กิต เวียงพิงค์: ได้รับแล้วครับ ขอบคุณครับ
[18 พ.ย. 68 14:02] แพรว ปิงอาร์ต: พี่คะ มี 2 ชิ้นที่อาจารย์ขอเปลี่ยนเป็นขนาด 80x100 ได้ไหมคะ
[18 พ.ย. 68 14:30] กิต เวียงพิงค์: ได้ครับ ขนาดนั้นชิ้นละ 2,400 ยอดรวมใหม่ 53,800 ครับ หักมัดจำแล้วเหลือจ่ายวันส่งงาน 27,550
[18 พ.ย. 68 14:33] แพรว ปิงอาร์ต: รับทราบค่ะ ส่งที่แกลเลอรี่ 1 ธ.ค. ช่วงบ่ายนะคะ
""",
    "ร้านกรอบรูป/แชท/แชทไลน์_บอย_นครโมลดิ้ง.txt": """[09:05] กิต เวียงพิงค์: บอย ขอไม้สัก NT-15 อีก 50 เมตรนะ งานโรงแรมไม่พอ
[09:12] บอย นครโมลดิ้ง: ได้ครับพี่ ปกติ 185 ให้พี่เมตรละ 178 ครับ
[09:14] กิต เวียงพิงค์: ส่งได้วันไหน
[09:20] บอย นครโมลดิ้ง: พฤหัสนี้ครับ รถออกเช้า
[11:47] กิต เวียงพิงค์: บอย ขอเพิ่มเป็น 70 เมตรครับ เผื่องานกระจกเงาร้านกาแฟด้วย
[11:55] บอย นครโมลดิ้ง: 70 เมตรผมให้เมตรละ 172 เลยครับพี่ รวม 12,040 ยังไม่รวม VAT นะครับ
[11:56] กิต เวียงพิงค์: เอาตามนั้น ส่งพฤหัสเหมือนเดิมนะ
[11:58] บอย นครโมลดิ้ง: รับทราบครับ บิลเครดิต 30 วันเหมือนเดิมครับ
""",
    "ร้านกรอบรูป/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | อัตรา | วัน/ชั่วโมง | รวม |
|---|---|---|---|
| ช่างเอก (ทำกรอบ) | 450 บาท/วัน | 26 วัน | 11,700 บาท |
| ช่างเอก OT งานโรงแรม | 100 บาท/ชม. | 12 ชม. | 1,200 บาท |
| น้องมิ้นท์ (หน้าร้าน) | เงินเดือน | 1 เดือน | 12,500 บาท |

รวมจ่ายค่าแรง ต.ค. 25,400 บาท จ่ายแล้ว 31 ต.ค.
มิ้นท์ลาป่วย 1 วัน ไม่หักเงิน
""",
    "ร้านกรอบรูป/ราคากรอบหน้าร้าน.md": """# ราคากรอบหน้าร้าน (ปรับ 1 ก.ค. 68)

| ขนาด | PS ดำ/ขาว | PS ทอง | ไม้สัก |
|---|---|---|---|
| A4 (21x30) | 250 | 320 | 450 |
| A3 (30x42) | 390 | 480 | 690 |
| 16x20 นิ้ว | 650 | 790 | 1,450 |
| 50x70 ซม. | 890 | 1,050 | 1,800 |

- มาร์ค +150 ต่อชิ้น กระจกกันแสง +250
- ขึงเฟรมผ้าใบ ตารางเมตรละ 1,100
- งานด่วน 1 วัน +30%
""",
    "ร้านกรอบรูป/Suppliers/email_PacificArt_price_update.txt": PACIFIC_EMAIL,
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[4 พ.ย. 68 20:05] อร: พี่กิต ค่าเทอมน้องฝนเทอม 2 ต้องจ่ายภายใน 14 พ.ย. นะ 23,350
[4 พ.ย. 68 20:09] กิต: โอเค เดี๋ยวโอนวันศุกร์
[4 พ.ย. 68 20:12] ฝน: พ่อ ทัศนศึกษาลำปางรวมในนั้นแล้วนะ ไม่ต้องจ่ายแยก
[6 พ.ย. 68 07:30] พ่อสมบูรณ์: วันที่ 21 พ่อนัดหมอตานะ 9 โมง
[6 พ.ย. 68 07:41] อร: อรพาไปเองค่ะพ่อ พี่กิตอยู่ร้าน
[12 พ.ย. 68 21:15] กิต: ประกันสุขภาพน้องฝนมาแล้ว ปีนี้ 14,820 ขึ้นจากปีที่แล้ว
[12 พ.ย. 68 21:18] อร: จ่ายก่อน 30 พ.ย. นะ รูดบัตรได้
[14 พ.ย. 68 10:02] กิต: โอนค่าเทอมแล้ว สลิปอยู่ในกลุ่มนะ
[14 พ.ย. 68 18:20] อร: ปีใหม่ไปน่านจองที่พักแล้วนะ 2 คืน
""",
    "บ้าน/ทริปปีใหม่_น่าน.md": """# ทริปปีใหม่ น่าน 30 ธ.ค. 68 – 1 ม.ค. 69
- ไปกัน 4 คน (พ่อไปด้วย) ขับรถเก๋งไปเอง
- ที่พัก บ้านไม้ริมน่าน 2 คืน คืนละ 1,650 บาท (จ่ายมัดจำแล้ว 1,650)
- วันที่ 1: วัดภูมินทร์ ถนนคนเดิน
- วันที่ 2: บ่อเกลือ ดอยเสมอดาว
- งบรวมทั้งทริปประมาณ 12,000 บาท
- ร้านปิด 30 ธ.ค. – 2 ม.ค. ติดป้ายหน้าร้านด้วย
""",
}
TODO = {"todo.md": """- เซ็นสัญญาเงินกู้ที่ธนาคาร ก่อน 14 พ.ย.
- เลือกเครื่องตัดมาร์ค (ATA หรือ ช่างไทย)
- ติดตั้งกรอบโรงแรมบ้านสวนดอก ให้เสร็จ 28 พ.ย.
- ส่งกรอบปิงอาร์ต 1 ธ.ค.
- จ่ายประกันสุขภาพน้องฝน ก่อน 30 พ.ย.
- โทรหาเจ้าของตึกเรื่องต่อสัญญาเช่า
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านกรอบรูป"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมน้องฝน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมบ้านสวนดอก_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมบ้านสวนดอก_ฉบับจริง.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    make_pdf(suppliers / "ArtToolsAsia_matcutter_quotation.pdf", ARTTOOLS_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_เครื่องตัดมาร์ค_ช่างไทยเครื่องมือ.docx", CHANGTHAI_QUOTE, CHANGTHAI_TABLE,
               bottom=CHANGTHAI_BOTTOM)
    make_pdf(suppliers / "NakornMoulding_pricelist_2025.pdf", NAKORN_PRICES_2025)
    write_docx(suppliers / "ใบราคา_นครโมลดิ้ง_2567.docx", NAKORN_PRICES_2567, NAKORN_PRICES_2567_TABLE,
               bottom=NAKORN_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "NakornMoulding_invoice_NM-25-0917.pdf", NAKORN_INVOICE)
    make_pdf(suppliers / "PacificArt_invoice_PA-2510-0877.pdf", PACIFIC_INVOICE)
    write_docx(suppliers / "ใบส่งของ_กระจกสันป่าข่อย.docx", GLASS_NOTE, GLASS_TABLE, bottom=GLASS_BOTTOM)
    write_docx(papers / "สัญญาเช่าอาคาร_ท่าแพ.docx", LEASE, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    make_pdf(papers / "SNB_loan_approval_Oct2025.pdf", BANK_LETTER)
    _sales_book(books / "ยอดขาย_2568.xlsx", "2568", FRAMING_2568, SUPPLIES_2568, WAGES_2568, POWER_2568)
    _sales_book(books / "ยอดขาย_2567.xlsx", "2567", FRAMING_2567, SUPPLIES_2567, WAGES_2567, POWER_2567)
    _job_book(books / "งานสั่งทำกรอบ_พ.ย.68.xlsx")
    write_slides(shop / "แผนขยายร้าน_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "DoiNet_fibre_bill_Oct2025.pdf", DOINET_BILL)
    make_pdf(home / "ประกัน" / "SuthepLife_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมน้องฝน" / "ค่าเทอม_ฝน_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมน้องฝน" / "ค่าเทอม_ฝน_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
