"""A blind folder: the papers of คุณวรรณา ศรีสุข (Wanna Srisuk), who runs "บ้านปลาทอง อควาเรียม"
(Baan Pla Thong Aquarium), an aquarium and ornamental fish shop at 88/12 ถนนศรีจันทร์, อ.เมือง จ.ขอนแก่น.
She lives in บ้านเป็ด, Khon Kaen, with her husband ธีระ (Teera, a teacher who helps at the shop on Saturdays)
and their daughter น้องมายด์ (ด.ญ. ณัฐธิดา, Natthida), in ป.4/2 at a bilingual school. It is June 2568 (2025).

Documents/
  ร้านปลา/ใบเสนอราคา/
    ใบเสนอราคา_โรงแรมริมบึง_ร่าง.docx       draft lobby-tank quote to โรงแรมริมบึง, 68,500 บาท, 6-month warranty
    ใบเสนอราคา_โรงแรมริมบึง_final.docx      the quote actually sent, 63,900 บาท, 1-year warranty
    ใบเสนอราคา_คลินิกทันตกรรมยิ้มสวย.docx   a similar, smaller quote to a dental clinic, 33,200 บาท
  ร้านปลา/สัญญา/
    สัญญาเช่าร้าน_2566.docx                 shop lease: 18,000 a month, deposit 54,000, 1 Jul 2566 - 30 Jun 2569
    Maintenance_Agreement_RimBueng_Hotel.docx  English monthly cleaning contract with the same hotel (4,500 THB/month)
    จดหมายถึงเจ้าของตึก_หลังคารั่ว.docx         letter to the landlord about the leaking roof
  ร้านปลา/Suppliers/
    AquaLine_pricelist_2025.pdf              English wholesale price list of AquaLine Trading, 2025
    ราคาส่ง_อควาไลน์เทรดดิ้ง_2567.docx          last year's price list of the same firm, in Thai (อควาไลน์ เทรดดิ้ง)
    Invoice_AquaLine_INV-2504-0187.pdf       April invoice from AquaLine, 19,923.40 THB due 18 May 2025
    Invoice_Ratchaburi_Koi_Farm_Mar2025.pdf  March koi invoice from the koi farm (พี่เอก), 7,600 THB
    email_AquaLine_midyear_promo.txt         English email from AquaLine's rep: promotion and overdue reminder
  ร้านปลา/บัญชีร้าน/
    ยอดขาย_ค่าใช้จ่าย_2568.xlsx               this year: sales sheet with months as columns + expenses sheet
    ยอดขาย_ค่าใช้จ่าย_2567.xlsx               last year's book, same layout, twelve months
    เงินเดือนพนักงาน_2568.xlsx                  the two employees' pay
    PEA_shop_bill_Apr2025.pdf                the shop's April electricity bill (English)
  ร้านปลา/LINE/
    LINE_พี่เอก_ฟาร์มคาร์ฟราชบุรี.txt          koi order whose figures change: 30 @150 -> 40 @140, total 6,200, 17 มิ.ย.
    LINE_คุณเจน_สั่งตู้.txt                     customer's custom tank: 90 cm 7,800 -> 100 cm 8,900, delivery 28 มิ.ย.
    LINE_กลุ่มพนักงานร้าน.txt                   staff group: days off, sick guppies in tank 7, stock
  ร้านปลา/Notes/
    บันทึกคุณภาพน้ำ_ตู้ในร้าน.md                water log and the white-spot treatment (Q2, Malachite green)
    pet_expo_booth_notes.md                  English notes for the Khon Kaen Pet Expo booth (12,000 THB, setup 14 August)
    แผนปี2569_บ้านปลาทอง.pptx                 slides: plan for next year (1.6 ล้านบาท target, marine zone 150,000)
  บ้าน/
    PEA_house_bill_Apr2025.pdf               the house's April electricity bill (English), 520 kWh, 2,573.95 THB
    school_fees_term1_2025.pdf               Mind's semester-1 fee statement (English), 47,800 THB by 15 May 2025
    insurance_renewal_letter_2025.pdf        family health plan renewal (English), 18,760 THB by 30 June 2025
    รายจ่ายบ้าน_2568.xlsx                      household spending, one sheet per month
    ใบเสร็จเรียนพิเศษ_น้องมายด์.docx             tutoring school receipt, 6,200 บาท
    LINE_กลุ่มผู้ปกครอง_ป4-2.txt                 parents' group of class P.4/2: field trip 450 บาท
  ส่วนตัว/
    สูตรแกงส้มชะอม.md                          a recipe (distractor)
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "บ้านปลาทอง อควาเรียม 88/12 ถ.ศรีจันทร์ ต.ในเมือง อ.เมือง จ.ขอนแก่น 40000 โทร 081-765-4321"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_HOTEL_DRAFT = [
    "ร่าง - ยังไม่ได้ส่ง รอคุยกับคุณสุภาพรก่อน",
    "ใบเสนอราคา (ร่าง)",
    SHOP,
    "เลขที่ QT-2568-031  วันที่ 2 พฤษภาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมริมบึง ขอนแก่น",
    "เรื่อง เสนอราคาจัดตู้ปลาน้ำจืดโชว์บริเวณล็อบบี้",
]
QUOTE_HOTEL_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "ตู้กระจกสั่งทำ 180x60x70 ซม. กระจก 12 มม. พร้อมขาตู้ไม้สัก", "1", "32,000", "32,000"),
    ("2", "ระบบกรองนอกตู้ Oase BioMaster 850 พร้อมปั๊มสำรอง", "1", "14,500", "14,500"),
    ("3", "ไฟ LED สำหรับตู้ไม้น้ำ 180 ซม.", "2", "4,250", "8,500"),
    ("4", "จัดตกแต่งไม้น้ำ หิน ขอนไม้", "1 ชุด", "7,500", "7,500"),
    ("5", "ปลาสวยงาม (ปลาหมูอินโด ปลานีออน ปลาเทวดา)", "1 ชุด", "6,000", "6,000"),
]
QUOTE_HOTEL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 68,500 บาท (หกหมื่นแปดพันห้าร้อยบาทถ้วน) ราคารวมค่าติดตั้งแล้ว ยังไม่รวม VAT",
    "รับประกันตู้และระบบกรอง 6 เดือน",
    "ยืนราคา 30 วัน",
    "ชำระมัดจำ 50% เมื่อตกลง ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
]
QUOTE_HOTEL_FINAL = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-2568-031/1  วันที่ 9 พฤษภาคม 2568",
    "เรียน คุณสุภาพร อินทศร ผู้จัดการฝ่ายจัดซื้อ โรงแรมริมบึง ขอนแก่น",
    "เรื่อง เสนอราคาจัดตู้ปลาน้ำจืดโชว์บริเวณล็อบบี้ (ฉบับแก้ไข ตามที่คุยกันวันที่ 8 พ.ค.)",
]
QUOTE_HOTEL_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "ตู้กระจกสั่งทำ 180x60x70 ซม. กระจก 12 มม. พร้อมขาตู้ไม้สัก", "1", "29,500", "29,500"),
    ("2", "ระบบกรองนอกตู้ Oase BioMaster 850", "1", "11,900", "11,900"),
    ("3", "ไฟ LED สำหรับตู้ไม้น้ำ 180 ซม.", "2", "4,250", "8,500"),
    ("4", "จัดตกแต่งไม้น้ำ หิน ขอนไม้", "1 ชุด", "7,500", "7,500"),
    ("5", "ปลาสวยงาม (ปลาหมูอินโด ปลานีออน ปลาเทวดา)", "1 ชุด", "6,500", "6,500"),
]
QUOTE_HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 63,900 บาท (หกหมื่นสามพันเก้าร้อยบาทถ้วน) ราคารวมค่าติดตั้งแล้ว ยังไม่รวม VAT",
    "รับประกันตู้และระบบกรอง 1 ปี",
    "แถมบริการล้างตู้ฟรี 2 ครั้งแรก",
    "ยืนราคา 30 วัน",
    "ชำระมัดจำ 50% เมื่อตกลง ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
]
QUOTE_CLINIC = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-2568-036  วันที่ 27 พฤษภาคม 2568",
    "เรียน ทพญ.ปิยะนุช แสงทอง คลินิกทันตกรรมยิ้มสวย ถ.มิตรภาพ ขอนแก่น",
    "เรื่อง เสนอราคาจัดตู้ปลาน้ำจืดบริเวณห้องรอคนไข้",
]
QUOTE_CLINIC_TABLE = [
    QUOTE_HEAD,
    ("1", "ตู้กระจกสั่งทำ 120x45x60 ซม. กระจก 10 มม. พร้อมขาตู้", "1", "15,800", "15,800"),
    ("2", "ระบบกรองนอกตู้ Oase BioMaster 350", "1", "4,900", "4,900"),
    ("3", "ไฟ LED สำหรับตู้ไม้น้ำ 120 ซม.", "1", "3,200", "3,200"),
    ("4", "จัดตกแต่งไม้น้ำ หิน", "1 ชุด", "5,500", "5,500"),
    ("5", "ปลาสวยงาม (ปลาหางนกยูง ปลานีออน ปลาซักเกอร์)", "1 ชุด", "3,800", "3,800"),
]
QUOTE_CLINIC_BOTTOM = [
    "รวมทั้งสิ้น 33,200 บาท (สามหมื่นสามพันสองร้อยบาทถ้วน) ราคารวมค่าติดตั้งแล้ว ยังไม่รวม VAT",
    "รับประกันตู้และระบบกรอง 1 ปี",
    "บริการล้างตู้รายเดือน (ถ้าต้องการ) เดือนละ 1,500 บาท",
    "ยืนราคา 30 วัน",
    "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
]
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดขอนแก่น วันที่ 20 มิถุนายน 2566",
    "ผู้ให้เช่า: นายประสิทธิ์ วงศ์ทอง  ผู้เช่า: นางวรรณา ศรีสุข",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น เลขที่ 88/12 ถนนศรีจันทร์ ต.ในเมือง อ.เมือง จ.ขอนแก่น "
    "เพื่อใช้ประกอบกิจการร้านจำหน่ายปลาสวยงามและอุปกรณ์ตู้ปลา",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 กรกฎาคม 2566 สิ้นสุดวันที่ 30 มิถุนายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 54,000 บาท (เท่ากับค่าเช่า 3 เดือน) ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาเอง และติดตั้งมิเตอร์ไฟฟ้าแยกได้",
    "ข้อ 6. ผู้เช่าต้องดูแลไม่ให้น้ำจากตู้ปลารั่วซึมทำให้อาคารเสียหาย หากเสียหายผู้เช่าต้องรับผิดชอบค่าซ่อม",
    "ข้อ 7. ผู้ให้เช่ารับผิดชอบซ่อมแซมโครงสร้างอาคารและหลังคา",
    "ข้อ 8. หากผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน "
    "ค่าเช่าปีต่อไปปรับขึ้นไม่เกิน 5%",
    "ลงชื่อ ประสิทธิ์ วงศ์ทอง ผู้ให้เช่า    ลงชื่อ วรรณา ศรีสุข ผู้เช่า",
]
MAINTENANCE = [
    "AQUARIUM MAINTENANCE AGREEMENT",
    "Date: 1 June 2025",
    "Between: Baan Pla Thong Aquarium (Mrs. Wanna Srisuk), 88/12 Srichan Road, Mueang, Khon Kaen (the Provider)",
    "and: Rim Bueng Hotel Khon Kaen Co., Ltd., 199 Rim Bueng Road, Mueang, Khon Kaen (the Client)",
    "1. Scope: cleaning and partial water change of the 180 cm lobby aquarium, filter check, "
    "fish health check and a feeding plan for the hotel staff.",
    "2. Visits: twice a month, on the first and third Monday, between 09:00 and 11:00.",
    "3. Fee: 4,500 THB per month, invoiced at the end of each month, payable within 15 days.",
    "4. Fish lost through the Provider's negligence will be replaced free of charge.",
    "5. Term: 12 months, from 1 June 2025 to 31 May 2026. Either party may end this agreement "
    "with 30 days' written notice.",
    "Signed: Wanna Srisuk (Provider)    Supaporn Inthasorn, Purchasing Manager (Client)",
]
ROOF_LETTER = [
    "วันที่ 3 มีนาคม 2568",
    "เรื่อง ขอให้ซ่อมหลังคาอาคารรั่ว",
    "เรียน คุณประสิทธิ์ วงศ์ทอง",
    "ตามที่ดิฉันเช่าอาคารเลขที่ 88/12 ถนนศรีจันทร์ เพื่อทำร้านบ้านปลาทอง อควาเรียม ตั้งแต่ปี 2566 นั้น "
    "ช่วงฝนตกเมื่อวันที่ 28 กุมภาพันธ์ 2568 หลังคาชั้น 2 รั่ว น้ำหยดลงตู้ปลาและกล่องอุปกรณ์เสียหาย",
    "ตามสัญญาเช่าข้อ 7 ผู้ให้เช่ารับผิดชอบซ่อมแซมหลังคา จึงเรียนมาเพื่อขอให้ส่งช่างมาซ่อมภายในเดือนมีนาคมนี้ "
    "ก่อนเข้าหน้าฝน",
    "ขอแสดงความนับถือ",
    "วรรณา ศรีสุข ผู้เช่า โทร 081-765-4321",
]
AQUALINE_2025 = [
    "AquaLine Trading Co., Ltd.\n123/4 Ratchadaphisek Road, Din Daeng, Bangkok 10400  Tel 02-245-8890\n"
    "WHOLESALE PRICE LIST 2025 (effective 1 January 2025)\nAll prices in THB, excluding VAT\n\nLIVE FISH\n"
    "Neon tetra (pack of 50) ........ 450\nGuppy, mixed color (pack of 20) ........ 360\n"
    "Corydoras panda (pack of 10) ........ 650\nAngelfish, medium (each) ........ 45\n"
    "Betta halfmoon, premium grade (each) ........ 120",
    "EQUIPMENT\nOase BioMaster 350 external filter ........ 3,950\nOase BioMaster 850 external filter ........ 8,900\n"
    "LED aquarium light 120 cm ........ 2,150\nAir pump, double outlet ........ 390\n\nFOOD\n"
    "Tetra Bits 300 g ........ 310\nHikari Micro Pellets 45 g ........ 145\n\n"
    "Terms: minimum order 5,000 THB. Free delivery in Khon Kaen for orders over 15,000 THB. Credit 30 days.\n"
    "Sales representative: Kitti Chaiyaporn, 089-112-3344",
]
AQUALINE_2567_TOP = [
    "บริษัท อควาไลน์ เทรดดิ้ง จำกัด",
    "123/4 ถนนรัชดาภิเษก เขตดินแดง กรุงเทพฯ 10400 โทร 02-245-8890",
    "รายการราคาส่ง ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567) ราคายังไม่รวม VAT",
]
AQUALINE_2567_TABLE = [
    ("รายการ", "หน่วย", "ราคา (บาท)"),
    ("ปลานีออน", "แพ็ค 50 ตัว", "380"),
    ("ปลาหางนกยูงคละสี", "แพ็ค 20 ตัว", "320"),
    ("ปลาแพนด้าคอรี่", "แพ็ค 10 ตัว", "600"),
    ("ปลาเทวดา ไซส์กลาง", "ตัว", "40"),
    ("ปลากัดฮาล์ฟมูน เกรดพรีเมียม", "ตัว", "110"),
    ("กรองนอก Oase BioMaster 350", "เครื่อง", "3,590"),
    ("กรองนอก Oase BioMaster 850", "เครื่อง", "8,450"),
    ("ไฟ LED ตู้ปลา 120 ซม.", "ชุด", "1,990"),
    ("ปั๊มลม 2 ทาง", "เครื่อง", "350"),
    ("อาหารปลา Tetra Bits 300 กรัม", "กระป๋อง", "290"),
]
AQUALINE_2567_BOTTOM = [
    "สั่งขั้นต่ำ 5,000 บาท ส่งฟรีในเขตขอนแก่นเมื่อสั่งเกิน 20,000 บาท เครดิต 30 วัน",
    "ผู้แทนขาย: คุณกิตติ ชัยพร โทร 089-112-3344",
]
AQUALINE_INVOICE = [
    "AquaLine Trading Co., Ltd.\n123/4 Ratchadaphisek Road, Din Daeng, Bangkok 10400  Tax ID 0105551234567\n"
    "TAX INVOICE\nInvoice No. INV-2504-0187    Date: 18 April 2025\n"
    "Bill to: Baan Pla Thong Aquarium, 88/12 Srichan Road, Mueang, Khon Kaen 40000  (Customer ID KKC-0093)\n\n"
    "Neon tetra (pack of 50)    4 x 450    1,800.00\nGuppy, mixed color (pack of 20)    5 x 360    1,800.00\n"
    "Betta halfmoon, premium grade    20 x 120    2,400.00\n"
    "Oase BioMaster 850 external filter    1 x 8,900    8,900.00\nTetra Bits 300 g    12 x 310    3,720.00\n\n"
    "Subtotal: 18,620.00 THB\nVAT 7%: 1,303.40 THB\nTotal: 19,923.40 THB\n"
    "Payment due: 18 May 2025 (credit 30 days)\n"
    "Please transfer to Kasikorn Bank, account 123-4-56789-0, AquaLine Trading Co., Ltd.",
]
KOI_INVOICE = [
    "Ratchaburi Koi Farm\n55 Moo 4, Photharam, Ratchaburi 70120  Tel 081-334-9087 (Ek)\n"
    "INVOICE No. RKF-0325-014    Date: 12 March 2025\nCustomer: Baan Pla Thong Aquarium, Khon Kaen\n\n"
    "Koi Kohaku 4 inch    30 x 150    4,500\nKoi Showa 5 inch    10 x 250    2,500\n"
    "Transport (boxes + oxygen)    600\nTotal: 7,600 THB\nPaid by bank transfer on 12 March 2025. Thank you.",
]
AQUALINE_EMAIL = """From: Kitti Chaiyaporn <kitti@aqualine-trading.co.th>
To: Wanna Srisuk <wanna.baanplathong@gmail.com>
Date: Mon, 2 Jun 2025 10:14
Subject: Mid-year promotion - Oase filters and Hikari food

Dear Khun Wanna,

Thank you for your continued support. From 10 June to 31 July 2025 we offer 10% off all Oase external
filters, and buy 10 Hikari Micro Pellets 45 g, get 1 free.

A kind reminder that invoice INV-2504-0187 (19,923.40 THB) was due on 18 May 2025. If you have already
transferred, please send me the slip on LINE and kindly ignore this message.

Your credit limit stays at 50,000 THB.

Best regards,
Kitti Chaiyaporn
Sales Representative, AquaLine Trading Co., Ltd.
089-112-3344
"""
CATEGORIES = ["ปลาสวยงาม (Ornamental fish)", "ตู้และอุปกรณ์ (Tanks & equipment)",
              "อาหารปลาและยา (Food & medicine)", "บริการจัดตู้/ล้างตู้ (Set-up & cleaning)"]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [
    [42500, 39800, 48300, 51200, 46900],
    [35600, 28900, 41200, 38700, 44100],
    [12300, 11800, 13400, 14100, 13900],
    [8500, 9000, 9500, 12000, 10500],
]
SALES_2567 = [
    [38200, 35100, 41750, 44300, 40600, 37900, 36200, 39400, 35800, 42100, 45600, 52300],
    [30400, 25300, 33800, 36100, 31200, 27500, 26800, 29900, 28400, 34700, 39200, 47800],
    [10900, 10200, 11600, 12100, 11800, 11300, 10700, 11200, 10900, 12000, 12600, 13800],
    [6000, 6500, 7000, 7500, 7000, 6500, 6000, 7500, 7000, 8000, 8500, 11000],
]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าเช่าร้าน (Rent)", "ค่าไฟฟ้า (Electricity)", "ค่าน้ำ (Water)",
                   "ค่าจ้างพนักงาน (Wages)", "ค่าสินค้า (Stock purchases)", "อื่นๆ (Other)", "รวม (Total)"]
EXPENSES_2568 = [
    (5420, 380, 23500, 61200, 3100),
    (5180, 350, 23500, 48900, 2800),
    (5960, 410, 23500, 66300, 4500),
    (6645.94, 460, 23500, 58800, 3900),
    (6310, 440, 23500, 63700, 3600),
]
EXPENSES_2567 = [
    (4980, 360, 22000, 52100, 2900), (4750, 330, 22000, 44800, 2600), (5390, 380, 22000, 55200, 3300),
    (6120, 420, 22000, 57600, 3100), (5870, 410, 22000, 50300, 2700), (5210, 370, 22000, 47900, 2800),
    (4890, 350, 22000, 46200, 2500), (4960, 360, 22000, 49800, 3000), (4820, 340, 22000, 45600, 2600),
    (5050, 360, 22000, 54300, 3200), (5230, 370, 22000, 60100, 3900), (5480, 390, 22000, 73500, 5200),
]
WAGES_2568 = [
    ("พลอย (Ploy)", "พนักงานขาย (Sales)", 12000, 600, 11400, "เริ่มงาน มี.ค. 2566"),
    ("เอ็ม (M)", "ดูแลตู้/ส่งของ (Tank care & delivery)", 11500, 575, 10925, "เริ่มงาน ส.ค. 2567"),
]
SHOP_BILL = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Office\nELECTRICITY BILL - April 2025\n"
    "Customer: Mrs. Wanna Srisuk    Account No. 020011458763\n"
    "Address: 88/12 Srichan Road, Nai Mueang, Mueang Khon Kaen 40000 (shop)\n"
    "Tariff: 2.2 Small general service\nMeter period: 18 March 2025 - 17 April 2025",
    "Units used: 1,386 kWh\nEnergy charge: 5,892.40 THB\nFt charge: 272.60 THB\nService charge: 46.16 THB\n"
    "VAT 7%: 434.78 THB\nAmount due: 6,645.94 THB\nDue date: 2 May 2025",
]
HOUSE_BILL = [
    "Provincial Electricity Authority (PEA) - Khon Kaen Office\nELECTRICITY BILL - April 2025\n"
    "Customer: Mr. Teera Srisuk    Account No. 020011392205\n"
    "Address: 45/7 Moo 3, Ban Pet, Mueang Khon Kaen 40000\n"
    "Tariff: 1.1 Residential\nMeter period: 18 March 2025 - 17 April 2025",
    "Units used: 520 kWh\nEnergy charge: 2,278.40 THB\nFt charge: 102.54 THB\nService charge: 24.62 THB\n"
    "VAT 7%: 168.39 THB\nAmount due: 2,573.95 THB\nDue date: 2 May 2025",
]
SCHOOL_FEES = [
    "Kaen Nakhon Bilingual School\n300 Mittraphap Road, Mueang, Khon Kaen 40000\n"
    "STATEMENT OF FEES - Semester 1, Academic Year 2025\n"
    "Student: Miss Natthida Srisuk (Mind)    Student ID: 61-0457    Class: Grade 4/2\n"
    "Parent: Mrs. Wanna Srisuk\n\n"
    "Tuition fee ........ 38,500.00\nEnglish program fee ........ 4,500.00\n"
    "Books and learning materials ........ 1,650.00\nLunch and snacks ........ 2,800.00\n"
    "Student accident insurance ........ 350.00\nTotal ........ 47,800.00 THB\n\n"
    "Please pay by 15 May 2025 at the school finance office or by transfer to Bangkok Bank, "
    "account 412-0-77881-2.\nA late fee of 200 THB per week applies after the due date.\n"
    "School bus (optional, paid to the driver): 1,200 THB per month.",
]
INSURANCE = [
    "Siam Sahakit Insurance PCL\n88 Sathorn Road, Bangkok 10120\nDate: 20 May 2025\n\n"
    "Dear Mr. Teera Srisuk,\nRE: Renewal of your Family Health Plan, Policy No. FH-2207-558120\n\n"
    "Your policy expires on 30 June 2025. To keep your cover without a new waiting period, please pay\n"
    "the renewal premium by 30 June 2025.\n"
    "Insured persons: Mr. Teera Srisuk, Mrs. Wanna Srisuk, Miss Natthida Srisuk\n"
    "Renewal premium 2025-2026: 18,760 THB per year (last year: 17,240 THB).\n"
    "The increase follows the age band change of the main insured.",
    "Benefits stay the same: in-patient room and board up to 4,000 THB per day,\n"
    "annual limit 1,000,000 THB per insured person, out-patient 1,500 THB per visit (30 visits a year).\n"
    "You may pay by bank transfer, by credit card (0% for 6 months) or at any branch.\n"
    "Your agent: Khun Orawan Phromma, tel 086-554-2109\n\nYours sincerely,\nCustomer Service Department",
]
HOUSE_SPENDING = {
    "ม.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1890), ("ค่าน้ำประปา (Water)", 265),
               ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1098), ("กับข้าว/ตลาด (Food)", 9400),
               ("น้ำมันรถ (Fuel)", 3200), ("ผ่อนรถ (Car loan)", 9850), ("ค่าขนมน้องมายด์ (Pocket money)", 1500)],
    "ก.พ. 68": [("ค่าไฟบ้าน (Electricity)", 1960), ("ค่าน้ำประปา (Water)", 248),
               ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1098), ("กับข้าว/ตลาด (Food)", 8700),
               ("น้ำมันรถ (Fuel)", 2950), ("ผ่อนรถ (Car loan)", 9850), ("ค่าขนมน้องมายด์ (Pocket money)", 1500)],
    "มี.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2240), ("ค่าน้ำประปา (Water)", 281),
                ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1098), ("กับข้าว/ตลาด (Food)", 9100),
                ("น้ำมันรถ (Fuel)", 3350), ("ผ่อนรถ (Car loan)", 9850), ("ค่าขนมน้องมายด์ (Pocket money)", 1500),
                ("ของขวัญวันเกิดแม่ (Mum's birthday)", 2500)],
    "เม.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2573.95), ("ค่าน้ำประปา (Water)", 310),
                ("อินเทอร์เน็ต+มือถือ (Internet & phone)", 1098), ("กับข้าว/ตลาด (Food)", 10200),
                ("น้ำมันรถ (Fuel)", 4100), ("ผ่อนรถ (Car loan)", 9850), ("ค่าขนมน้องมายด์ (Pocket money)", 1500),
                ("สงกรานต์ กลับบ้านยาย (Songkran trip)", 5600)],
}
TUTOR_TOP = [
    "ใบเสร็จรับเงิน",
    "สถาบันกวดวิชา สมาร์ทคิดส์ ขอนแก่น 21/5 ถ.หน้าเมือง อ.เมือง จ.ขอนแก่น",
    "เลขที่ 0512  วันที่ 3 พฤษภาคม 2568",
    "ได้รับเงินจาก คุณวรรณา ศรีสุข (ผู้ปกครอง ด.ญ.ณัฐธิดา ศรีสุข ชั้น ป.4)",
]
TUTOR_TABLE = [
    ("รายการ", "จำนวนครั้ง", "จำนวนเงิน (บาท)"),
    ("คอร์สคณิตศาสตร์ ป.4 (วันเสาร์ 9:00-11:00)", "16", "3,200"),
    ("คอร์สภาษาอังกฤษ Phonics (วันอาทิตย์ 13:00-14:30)", "12", "2,700"),
    ("ค่าเอกสารประกอบการเรียน", "-", "300"),
]
TUTOR_BOTTOM = ["รวมเงิน 6,200 บาท (หกพันสองร้อยบาทถ้วน) ชำระด้วยเงินโอน", "ผู้รับเงิน ครูแนน"]
TEXTS = {
    "ร้านปลา/LINE/LINE_พี่เอก_ฟาร์มคาร์ฟราชบุรี.txt": (
        "[05/06/2568 09:12] วรรณา: พี่เอกคะ รอบนี้ขอโคฮากุ 4 นิ้ว 30 ตัวนะคะ ส่งวันที่ 14 มิ.ย. ได้ไหมคะ\n"
        "[05/06/2568 09:30] พี่เอก ฟาร์มคาร์ฟราชบุรี: ได้ครับ ตัวละ 150 เหมือนเดิม 30 ตัว 4,500 บวกค่าส่ง 600 ครับ\n"
        "[05/06/2568 20:45] วรรณา: พี่คะ ขอเปลี่ยนเป็น 40 ตัวได้ไหมคะ ลูกค้าโรงแรมจะเอาไปลงบ่อด้วย ลดได้ไหมคะ\n"
        "[06/06/2568 08:10] พี่เอก ฟาร์มคาร์ฟราชบุรี: 40 ตัว ให้ตัวละ 140 ครับ ค่าปลา 5,600 ค่าส่งเท่าเดิม 600 "
        "รวมทั้งหมด 6,200 ครับ\n"
        "[06/06/2568 08:15] วรรณา: โอเคค่ะ แต่ขอเลื่อนส่งเป็น 17 มิ.ย. นะคะ วันที่ 14 ร้านไม่มีคนรับของ\n"
        "[06/06/2568 08:20] พี่เอก ฟาร์มคาร์ฟราชบุรี: ได้ครับ ส่งรถรอบเช้า 17 มิ.ย. ถึงขอนแก่นประมาณบ่ายสองครับ "
        "รบกวนโอนมัดจำครึ่งนึง 3,100 ก่อนนะครับ\n"
        "[06/06/2568 08:40] วรรณา: โอนแล้วค่ะ 3,100 [รูปภาพ]\n"
        "[06/06/2568 08:41] พี่เอก ฟาร์มคาร์ฟราชบุรี: ได้รับแล้วครับ ขอบคุณครับ ส่วนที่เหลือจ่ายตอนของถึงครับ\n"
    ),
    "ร้านปลา/LINE/LINE_คุณเจน_สั่งตู้.txt": (
        "[10/06/2568 13:05] Jen Jiraporn: สวัสดีค่ะ อยากสั่งทำตู้ 90x45x45 ซม. กระจก 8 มม. ราคาเท่าไหร่คะ\n"
        "[10/06/2568 13:20] บ้านปลาทอง อควาเรียม: ตู้ 90 ซม. พร้อมขาตู้ 7,800 บาทค่ะ ส่งได้ภายใน 2 อาทิตย์ค่ะ\n"
        "[10/06/2568 18:40] Jen Jiraporn: ขอเปลี่ยนเป็น 100x45x50 ได้ไหมคะ วัดที่แล้วพื้นที่พอ\n"
        "[10/06/2568 19:02] บ้านปลาทอง อควาเรียม: ได้ค่ะ ตู้ 100 ซม. ต้องใช้กระจก 10 มม. พร้อมขาตู้ 8,900 บาทค่ะ "
        "มัดจำ 4,000 นะคะ\n"
        "[11/06/2568 09:15] Jen Jiraporn: โอเคค่ะ แล้วส่งวันไหนคะ\n"
        "[11/06/2568 09:20] บ้านปลาทอง อควาเรียม: ส่งและติดตั้งให้วันเสาร์ที่ 28 มิ.ย. ช่วงบ่ายค่ะ\n"
        "[11/06/2568 09:31] Jen Jiraporn: โอนมัดจำแล้วค่ะ 4,000 [รูปภาพ]\n"
        "[11/06/2568 09:33] บ้านปลาทอง อควาเรียม: ได้รับแล้วค่ะ ขอบคุณค่ะ 🙏\n"
    ),
    "ร้านปลา/LINE/LINE_กลุ่มพนักงานร้าน.txt": (
        "[01/06/2568 08:05] วรรณา: เดือนนี้วันหยุดนะ พลอยหยุดวันพุธ เอ็มหยุดวันพฤหัส\n"
        "[01/06/2568 08:10] พลอย: รับทราบค่ะพี่\n"
        "[03/06/2568 17:30] เอ็ม: พี่ครับ ตู้ 7 หางนกยูงมีจุดขาวขึ้นหลายตัวครับ\n"
        "[03/06/2568 17:45] วรรณา: แยกออกมาก่อนนะ พรุ่งนี้เช้าพี่มาดูเอง อย่าเพิ่งขายตู้นั้น\n"
        "[07/06/2568 11:02] พลอย: พี่คะ Tetra Bits เหลือ 3 กระป๋อง ไรแดงแช่แข็งหมดค่ะ\n"
        "[07/06/2568 11:15] วรรณา: เดี๋ยวพี่สั่งอควาไลน์รอบหน้า ไรแดงพี่ไปเอาที่ตลาดเอง\n"
        "[12/06/2568 19:20] วรรณา: วันเสาร์ 28 เอ็มไปติดตั้งตู้บ้านคุณเจนกับพี่ธีระนะ พลอยอยู่ร้าน\n"
    ),
    "ร้านปลา/Notes/บันทึกคุณภาพน้ำ_ตู้ในร้าน.md": (
        "# บันทึกคุณภาพน้ำ ตู้ในร้าน (มิ.ย. 2568)\n\n"
        "| ตู้ | ปลา | pH | แอมโมเนีย (ppm) | อุณหภูมิ | หมายเหตุ |\n|---|---|---|---|---|---|\n"
        "| ตู้ 3 | ปลาทอง | 7.6 | 0 | 26 | ปกติ |\n| ตู้ 5 | ปลานีออน | 6.8 | 0 | 27 | ปกติ |\n"
        "| ตู้ 7 | ปลาหางนกยูง | 7.4 | 0.25 | 27 | พบจุดขาว (โรคจุดขาว) |\n"
        "| ตู้ 9 | ปลากัด (โหล) | 7.0 | 0 | 28 | เปลี่ยนน้ำทุก 3 วัน |\n\n"
        "## การรักษาโรคจุดขาว ตู้ 7\n"
        "- 4 มิ.ย.: ย้ายปลาหางนกยูงทั้งหมดจากตู้ 7 ไปตู้พัก Q2\n"
        "- ใส่ยา Malachite green ครึ่งโดส (1 หยด ต่อน้ำ 10 ลิตร)\n"
        "- เพิ่มอุณหภูมิเป็น 30 องศา งดให้อาหาร 1 วัน\n"
        "- เปลี่ยนน้ำ 30% ทุก 2 วัน จนครบ 10 วัน แล้วค่อยย้ายกลับ\n"
        "- ตู้ 7 ล้างใหม่ ตากแห้ง พักตู้ 1 สัปดาห์\n"
    ),
    "ร้านปลา/Notes/pet_expo_booth_notes.md": (
        "# Khon Kaen Pet Expo 2025 - booth notes\n\n"
        "- Venue: Central Khon Kaen, Hall 2, 15-17 August 2025\n"
        "- Booth B12, 3x3 m. Booth fee 12,000 THB (paid 50% deposit 6,000 on 30 May)\n"
        "- Setup day: 14 August, from 18:00 (must finish by 22:00)\n"
        "- Bring: 6 display tanks (60 cm), betta wall with 40 jars, battery air pumps, extension cords\n"
        "- Expo specials: betta 99 THB, guppy pair 59 THB, 60 cm tank set 1,590 THB\n"
        "- Staff: Ploy and M all 3 days, Teera helps on Saturday\n"
        "- TODO: print price tags, ask AquaLine for sample food packs\n"
    ),
    "บ้าน/LINE_กลุ่มผู้ปกครอง_ป4-2.txt": (
        "[12/06/2568 19:02] ครูนิภา ป.4/2: เรียนผู้ปกครองทุกท่านค่ะ วันศุกร์ที่ 27 มิ.ย. ป.4 ไปทัศนศึกษา "
        "พิพิธภัณฑ์ไดโนเสาร์ภูเวียงค่ะ\n"
        "[12/06/2568 19:03] ครูนิภา ป.4/2: ค่าใช้จ่ายคนละ 450 บาท (ค่ารถ ค่าเข้าชม อาหารกลางวัน) "
        "ส่งเงินพร้อมใบขออนุญาตภายในวันที่ 20 มิ.ย. นะคะ\n"
        "[12/06/2568 19:10] แม่น้องปันปัน: รับทราบค่ะครู\n"
        "[12/06/2568 19:15] แม่น้องมายด์: รับทราบค่ะ ต้องใส่ชุดอะไรไปคะครู\n"
        "[12/06/2568 19:20] ครูนิภา ป.4/2: ชุดพละค่ะ เตรียมหมวกกับขวดน้ำไปด้วยนะคะ\n"
    ),
    "ส่วนตัว/สูตรแกงส้มชะอม.md": (
        "# แกงส้มชะอมกุ้ง\n- กุ้ง 300 กรัม\n- ชะอมทอดไข่ 1 แผ่น\n- พริกแกงส้ม 2 ช้อนโต๊ะ\n"
        "- น้ำมะขามเปียก น้ำปลา น้ำตาลปี๊บ\nต้มน้ำให้เดือด ละลายพริกแกง ใส่กุ้ง ปรุงรสเปรี้ยวนำ แล้วใส่ชะอมทอด\n"
    ),
    "ร้านปลา/Suppliers/email_AquaLine_midyear_promo.txt": AQUALINE_EMAIL,
}
SLIDES = [
    ("แผนธุรกิจปี 2569 (2026) - บ้านปลาทอง อควาเรียม", "จัดทำโดย วรรณา ศรีสุข มิถุนายน 2568"),
    ("เป้ายอดขาย", "เป้ายอดขายทั้งปี 1.6 ล้านบาท\nเพิ่มลูกค้าบริการล้างตู้รายเดือนเป็น 10 ราย (ตอนนี้มีโรงแรมริมบึง)"),
    ("โซนปลาทะเล", "เปิดโซนปลาทะเลและปะการังชั้น 2 งบลงทุน 150,000 บาท\nเริ่มไตรมาส 2 ปี 2569"),
    ("ขายออนไลน์", "เปิดร้านบน Shopee และ LINE Shopping\nจ้างพนักงานแพ็คของเพิ่ม 1 คน เงินเดือน 11,000 บาท"),
    ("ความเสี่ยง", "สัญญาเช่าร้านหมด 30 มิ.ย. 2569 ต้องคุยต่อสัญญาล่วงหน้า\nค่าไฟสูงขึ้นจากปั๊มและชิลเลอร์"),
]
WORKSPECT = {
    "todo.md": "- โทรหาพี่เอก ยืนยันส่งปลาคาร์ฟ 17 มิ.ย.\n- จ่ายค่าประกันสุขภาพครอบครัวก่อนสิ้นเดือน\n"
               "- โอนค่าบิลอควาไลน์ที่ค้าง\n- ส่งเงินทัศนศึกษาน้องมายด์\n- เตรียมตู้โชว์งาน Pet Expo\n",
}


def _sales_book(path: Path, year: str, sales: list[list[int]], expenses: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    count = len(sales[0])
    sheet.append([f"ยอดขายรายเดือน ปี {year} (Monthly sales) - บ้านปลาทอง อควาเรียม"])
    sheet.append(["หมวดสินค้า (Category)"] + MONTHS[:count] + ["รวม (Total)"])
    for name, row in zip(CATEGORIES, sales):
        sheet.append([name] + row + [sum(row)])
    totals = [sum(row[i] for row in sales) for i in range(count)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, count + 3):
        money_format(sheet, column)
    spend = book.create_sheet("ค่าใช้จ่าย Expenses")
    spend.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses)"])
    spend.append(EXPENSE_HEADERS)
    for month, row in zip(MONTHS, expenses):
        spend.append([month, 18000] + list(row) + [round(18000 + sum(row), 2)])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน 2568"
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Salary)", "ประกันสังคม 5% (SSO)",
                  "รับสุทธิ (Net pay)", "หมายเหตุ (Note)"])
    for row in WAGES_2568:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", 23500, 1175, 22325, "โอนทุกวันที่ 30"])
    for column in (3, 4, 5):
        money_format(sheet, column)
    book.save(path)


def _house_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2)])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Wanna's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านปลา", docs / "บ้าน"
    for sub in ("ใบเสนอราคา", "สัญญา", "Suppliers", "บัญชีร้าน", "LINE", "Notes"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมบึง_ร่าง.docx", QUOTE_HOTEL_DRAFT, table=QUOTE_HOTEL_DRAFT_TABLE,
               bottom=QUOTE_HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริมบึง_final.docx", QUOTE_HOTEL_FINAL, table=QUOTE_HOTEL_FINAL_TABLE,
               bottom=QUOTE_HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_คลินิกทันตกรรมยิ้มสวย.docx", QUOTE_CLINIC, table=QUOTE_CLINIC_TABLE,
               bottom=QUOTE_CLINIC_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาเช่าร้าน_2566.docx", LEASE)
    write_docx(shop / "สัญญา" / "Maintenance_Agreement_RimBueng_Hotel.docx", MAINTENANCE)
    write_docx(shop / "สัญญา" / "จดหมายถึงเจ้าของตึก_หลังคารั่ว.docx", ROOF_LETTER)
    suppliers = shop / "Suppliers"
    make_pdf(suppliers / "AquaLine_pricelist_2025.pdf", AQUALINE_2025)
    write_docx(suppliers / "ราคาส่ง_อควาไลน์เทรดดิ้ง_2567.docx", AQUALINE_2567_TOP, table=AQUALINE_2567_TABLE,
               bottom=AQUALINE_2567_BOTTOM)
    make_pdf(suppliers / "Invoice_AquaLine_INV-2504-0187.pdf", AQUALINE_INVOICE)
    make_pdf(suppliers / "Invoice_Ratchaburi_Koi_Farm_Mar2025.pdf", KOI_INVOICE)
    books = shop / "บัญชีร้าน"
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขาย_ค่าใช้จ่าย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _wages(books / "เงินเดือนพนักงาน_2568.xlsx")
    make_pdf(books / "PEA_shop_bill_Apr2025.pdf", SHOP_BILL)
    write_slides(shop / "Notes" / "แผนปี2569_บ้านปลาทอง.pptx", SLIDES)
    make_pdf(home / "PEA_house_bill_Apr2025.pdf", HOUSE_BILL)
    make_pdf(home / "school_fees_term1_2025.pdf", SCHOOL_FEES)
    make_pdf(home / "insurance_renewal_letter_2025.pdf", INSURANCE)
    _house_spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_docx(home / "ใบเสร็จเรียนพิเศษ_น้องมายด์.docx", TUTOR_TOP, table=TUTOR_TABLE, bottom=TUTOR_BOTTOM)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Wanna's to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
