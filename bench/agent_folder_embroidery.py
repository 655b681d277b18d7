"""The embroidery folder: the papers of a Mien embroidery cooperative leader in Nan and her household, written by code.

The owner is นางเหมยฟิน แซ่ลี (พี่เหมย), chair of "กลุ่มวิสาหกิจชุมชนผ้าปักเมี่ยนบ้านห้วยฟ้า" (Huay Fah Mien
Embroidery Community Enterprise), ต.ภูคา อ.ปัว จ.น่าน, 20 member embroiderers. The group sells cushion covers, bed
runners, pouches and totes to hotels, to a Bangkok exporter (Hillweave Trading, shipping to Japan) and at fairs.
Her husband จันทร์ (อาจันทร์) grows coffee, her daughter ฟ้าใส (น้องฟ้า) is in ม.2 at a school in Pua town, her
mother แม่ไหม lives with them and embroiders for the group. It is November 2568 (2025).

Documents/กลุ่มผ้าปัก/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมน่านนที_ร่าง.docx: draft quote QT-2568-019 to Nan Nathi Boutique Hotel (cushion
  covers 48 x 650, bed runners, wall frames), 86,400 in all.
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมน่านนที_ฉบับส่งจริง.docx: the final of the same quote, other prices plus coasters,
  94,660 in all, deposit 40% = 37,864, delivery by 15 ธ.ค. 2568.
- ใบเสนอราคา/ใบเสนอราคากล่อง_โรงพิมพ์ศรีน่าน.docx and ใบเสนอราคากล่อง_ภูคาแพ็คเกจจิ้ง.docx: two quotes received for
  1,000 printed kraft gift boxes (19,500 vs 19,600).
- ส่งออก/Hillweave_PO-2025-118.pdf: English purchase order from Hillweave Trading Co., Ltd. (pouches, totes,
  runners; 143,600 THB; deposit 43,080; delivery 28 Nov 2025).
- ส่งออก/สัญญาซื้อขาย_ฮิลล์วีฟเทรดดิ้ง.docx: the Thai supply agreement with the same firm (บริษัท ฮิลล์วีฟ
  เทรดดิ้ง จำกัด): deposit 30%, balance within 45 วัน, 1 มิ.ย. 2568 - 31 พ.ค. 2569.
- ส่งออก/email_Hillweave_sample_approved.txt: English email: samples approved, hang tags, delivery moved to 21 Nov.
- ส่งออก/NorthLink_shipping_invoice_Oct2025.pdf: courier invoice for October (890).
- Suppliers/NanCotton_pricelist_2025.pdf: English price list 2025 of Nan Cotton & Thread Co., Ltd.
- Suppliers/ราคาด้ายและผ้า_น่านคอตตอน_2567.docx: last year's list of the same firm in Thai.
- Suppliers/NanCotton_invoice_INV-6810-044.pdf: October invoice (20,200, due 8 Nov 2025).
- บัญชี/บัญชีกลุ่มผ้าปัก_2568.xlsx: this year's book, three sheets (sales by month and channel; expenses by
  month; profit by month), ม.ค.-ต.ค. 2568.
- บัญชี/บัญชีกลุ่มผ้าปัก_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567.
- บัญชี/ค่าปักสมาชิก_ตุลาคม68.md: October piecework paid to seven members, 28,850 in all.
- บันทึกประชุมกลุ่ม_ตุลาคม68.md: the members' meeting of 25 ต.ค. 2568 (piece rate 80 -> 90, dividend 36,000,
  OTOP fair booth 8,500).
- แชท/แชทไลน์_คุณแพรวา_โรงแรมน่านนที.txt: LINE chat with the hotel; 12 more cushion covers, the price changed
  later: 60 ใบ, 101,620 in the end.
- แชท/แชทไลน์_กลุ่มสมาชิกห้วยฟ้า.txt: members' LINE group; the hand-in date moves from 15 to 17 พ.ย.
- ธนาคาร/GSB_loan_approval_Sep2025.pdf: English letter from the Government Savings Bank: 300,000 loan, 4.50%,
  36 months of 8,924.
- แผนงานกลุ่มปี2569.pptx: slides, the plan for 2569.
- HuayFah_profile_EN.docx: the group's English profile for hotels (products, retail prices).
- ลายปักโบราณ_บันทึก.md: notes on old Mien patterns.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills.
- ประกัน/GoldenTeak_life_premium_notice_2025.pdf: English premium notice (24,360, due 12 Dec 2025).
- ค่าเทอมน้องฟ้า/ค่าเทอม_ฟ้าใส_เทอม1-2568.docx and ค่าเทอม_ฟ้าใส_เทอม2-2568.docx: fee notices (22,150; 23,400).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านแซ่ลี.txt: the family's LINE group.
- ขายกาแฟ_อาจันทร์_2568.md: the husband's coffee-cherry sales this season.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

GROUP_TOP = ("กลุ่มวิสาหกิจชุมชนผ้าปักเมี่ยนบ้านห้วยฟ้า (Huay Fah Mien Stitch) 88 หมู่ 5 ต.ภูคา อ.ปัว จ.น่าน 55120 "
             "โทร 086-417-2953")

# ---------------------------------------------------------------- hotel quotes
HOTEL_DRAFT = [
    GROUP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-019",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณแพรวา ฝ่ายจัดซื้อ โรงแรมน่านนที บูทีค",
    "เรื่อง ผ้าปักมือลายเมี่ยนสำหรับตกแต่งห้องพัก 24 ห้อง (ปรับปรุงตึกริมน้ำ)",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปลอกหมอนอิงปักลายเมี่ยน 45x45 ซม.", "48 ใบ", "650", "31,200"),
    ("ผ้าพาดเตียงปักมือ 50x220 ซม.", "24 ผืน", "1,200", "28,800"),
    ("กรอบผ้าปักแขวนผนัง 40x60 ซม.", "24 ชิ้น", "1,100", "26,400"),
    ("รวมทั้งสิ้น", "", "", "86,400"),
]
HOTEL_DRAFT_BOTTOM = ["รวมทั้งสิ้น 86,400 บาท (แปดหมื่นหกพันสี่ร้อยบาทถ้วน)",
                      "ร่าง ยังไม่ส่ง ต้องถามราคาผ้าครามปีนี้จากน่านคอตตอนก่อน"]
HOTEL_FINAL = [
    GROUP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-019 (ฉบับแก้ไข)",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน คุณแพรวา ฝ่ายจัดซื้อ โรงแรมน่านนที บูทีค",
    "เรื่อง ผ้าปักมือลายเมี่ยนสำหรับตกแต่งห้องพัก 24 ห้อง (ปรับปรุงตึกริมน้ำ)",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปลอกหมอนอิงปักลายเมี่ยน 45x45 ซม.", "48 ใบ", "620", "29,760"),
    ("ผ้าพาดเตียงปักมือ 50x220 ซม.", "24 ผืน", "1,250", "30,000"),
    ("กรอบผ้าปักแขวนผนัง 40x60 ซม.", "24 ชิ้น", "1,100", "26,400"),
    ("ที่รองแก้วปักลาย", "100 ชิ้น", "85", "8,500"),
    ("รวมทั้งสิ้น", "", "", "94,660"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 94,660 บาท (เก้าหมื่นสี่พันหกร้อยหกสิบบาทถ้วน)",
    "เงื่อนไข: มัดจำ 40% = 37,864 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระวันส่งของ",
    "กำหนดส่งของภายในวันที่ 15 ธันวาคม 2568 ส่งถึงโรงแรมฟรี",
    "ลงชื่อ เหมยฟิน แซ่ลี ประธานกลุ่ม ผู้เสนอราคา",
]

# ---------------------------------------------------------------- box quotes (received)
BOX_SRINAN = [
    "โรงพิมพ์ศรีน่าน 212 ถ.สุมนเทวราช อ.เมือง จ.น่าน โทร 054-710-338",
    "ใบเสนอราคา เลขที่ SN-68/233  วันที่ 16 ตุลาคม 2568",
    "เรียน คุณเหมยฟิน แซ่ลี กลุ่มวิสาหกิจชุมชนผ้าปักเมี่ยนบ้านห้วยฟ้า",
    "เรื่อง กล่องคราฟท์ใส่สินค้า พิมพ์โลโก้ 1 สี ขนาด 20x15x6 ซม.",
]
BOX_SRINAN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กล่องกระดาษคราฟท์ พิมพ์โลโก้ 1 สี", "1,000 ใบ", "18.00", "18,000"),
    ("ค่าทำบล็อกพิมพ์ (ครั้งแรก)", "1 ชุด", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "19,500"),
]
BOX_SRINAN_BOTTOM = ["รวมทั้งสิ้น 19,500 บาท ราคานี้รวมภาษีมูลค่าเพิ่มแล้ว",
                     "ระยะเวลาผลิต 14 วันหลังยืนยันแบบ รับของเองที่โรงพิมพ์",
                     "มัดจำ 50% เมื่อสั่งผลิต  ยืนราคา 30 วัน", "ลงชื่อ สุนทร วงศ์ทา ผู้จัดการ"]
BOX_PHUKHA = [
    "บริษัท ภูคาแพ็คเกจจิ้ง จำกัด 45/7 หมู่ 2 ต.ปัว อ.ปัว จ.น่าน โทร 054-791-602",
    "ใบเสนอราคา เลขที่ PK-2568-0871  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณเหมยฟิน แซ่ลี กลุ่มผ้าปักเมี่ยนบ้านห้วยฟ้า",
    "เรื่อง กล่องกระดาษคราฟท์พิมพ์โลโก้ ขนาด 20x15x6 ซม.",
]
BOX_PHUKHA_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กล่องกระดาษคราฟท์ พิมพ์โลโก้ 1 สี", "1,000 ใบ", "16.50", "16,500"),
    ("ค่าบล็อกพิมพ์", "1 ชุด", "2,500", "2,500"),
    ("ค่าขนส่งถึงบ้านห้วยฟ้า", "1 เที่ยว", "600", "600"),
    ("รวมทั้งสิ้น", "", "", "19,600"),
]
BOX_PHUKHA_BOTTOM = ["รวมทั้งสิ้น 19,600 บาท รวม VAT แล้ว",
                     "ผลิตเสร็จภายใน 10 วัน ส่งถึงที่ทำการกลุ่ม",
                     "ชำระเต็มจำนวนวันรับของ  ใบเสนอราคานี้มีอายุ 15 วัน", "ลงชื่อ ณัฐวุฒิ ใจมา ฝ่ายขาย"]

# ---------------------------------------------------------------- exporter
HILLWEAVE_PO = [
    "HILLWEAVE TRADING CO., LTD.\n"
    "219/5 Sukhumvit 49, Khlong Tan Nuea, Watthana, Bangkok 10110  Tel. 02-662-4187\n"
    "PURCHASE ORDER No. PO-2025-118\n"
    "Date: 8 Oct 2025\n"
    "Supplier: Huay Fah Mien Embroidery Community Enterprise (Mrs. Meifin Saelee), Phu Kha, Pua, Nan\n"
    "End customer: Komorebi Zakka, Kyoto, Japan\n"
    "\n"
    "Code     Item                                   Qty       Unit price   Amount\n"
    "HW-P01   Embroidered coin pouch 12x9 cm         300 pcs   180.00       54,000.00\n"
    "HW-T02   Embroidered cotton tote 35x40 cm       120 pcs   420.00       50,400.00\n"
    "HW-R03   Indigo table runner 150 cm             40 pcs    980.00       39,200.00\n"
    "\n"
    "TOTAL: 143,600.00 THB\n"
    "Deposit 30% (paid 15 Oct 2025): 43,080.00 THB\n"
    "Balance 100,520.00 THB, payable 45 days after delivery.\n"
    "Delivery date: 28 Nov 2025, to Hillweave warehouse, Bang Na, Bangkok.\n"
    "Each piece with the Huay Fah hang tag. Colour tolerance as approved sample.\n"
    "Buyer: Yuki Tanaka, Merchandiser",
]
HILLWEAVE_CONTRACT = [
    "สัญญาซื้อขายสินค้าหัตถกรรมผ้าปักมือ",
    "สัญญาเลขที่ HW-SUP-07/2568  ทำที่ กรุงเทพมหานคร  วันที่ 2 มิถุนายน 2568",
    "ระหว่าง บริษัท ฮิลล์วีฟ เทรดดิ้ง จำกัด โดย นายกิตติพงษ์ วงศ์ใหญ่ กรรมการผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ กลุ่มวิสาหกิจชุมชนผ้าปักเมี่ยนบ้านห้วยฟ้า โดย นางเหมยฟิน แซ่ลี ประธานกลุ่ม ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
]
HILLWEAVE_CONTRACT_HEADINGS = [
    ("ข้อ 1 สินค้า", "ผู้ขายผลิตผ้าปักมือลายเมี่ยนตามแบบและตัวอย่างที่ผู้ซื้ออนุมัติ เพื่อส่งออกไปประเทศญี่ปุ่น\n"
     "ผู้ซื้อจะออกใบสั่งซื้อ (Purchase Order) เป็นคราวๆ ไป"),
    ("ข้อ 2 ระยะเวลาสัญญา", "ตั้งแต่วันที่ 1 มิถุนายน 2568 ถึงวันที่ 31 พฤษภาคม 2569"),
    ("ข้อ 3 การชำระเงิน", "ผู้ซื้อชำระเงินมัดจำร้อยละ 30 (30%) ของมูลค่าใบสั่งซื้อภายใน 7 วันนับจากวันออกใบสั่งซื้อ\n"
     "ส่วนที่เหลือชำระภายใน 45 วัน นับจากวันที่รับสินค้าครบถ้วน โดยโอนเข้าบัญชีกลุ่ม ธนาคารออมสิน สาขาปัว"),
    ("ข้อ 4 คุณภาพสินค้า", "สินค้าที่มีตำหนิเกินร้อยละ 5 ของแต่ละรุ่น ผู้ซื้อมีสิทธิ์ส่งคืนหรือขอให้ผลิตใหม่"),
    ("ข้อ 5 การส่งมอบ", "ผู้ขายส่งสินค้าถึงคลังสินค้าของผู้ซื้อที่บางนา ผู้ซื้อเป็นผู้ออกค่าขนส่ง\n"
     "หากส่งช้ากว่ากำหนดในใบสั่งซื้อ ผู้ซื้อปรับวันละ 0.1% ของมูลค่าสินค้าที่ยังไม่ได้ส่ง"),
    ("ข้อ 6 ลิขสิทธิ์ลาย", "ลายปักดั้งเดิมเป็นของชุมชนบ้านห้วยฟ้า ผู้ซื้อไม่มีสิทธิ์นำลายไปให้ผู้อื่นผลิต"),
]
HILLWEAVE_CONTRACT_BOTTOM = ["ลงชื่อ กิตติพงษ์ วงศ์ใหญ่ ผู้ซื้อ", "ลงชื่อ เหมยฟิน แซ่ลี ผู้ขาย",
                             "ลงชื่อ ต่างเหมย แซ่จ๋าว เหรัญญิกกลุ่ม พยาน"]
HILLWEAVE_EMAIL = """From: Yuki Tanaka <yuki.t@hillweave.co.th>
To: huayfah.stitch@gmail.com
Date: Fri, 24 Oct 2025 16:12
Subject: PO-2025-118 - samples approved, new delivery date

Dear Khun Meifin,

Good news: Komorebi Zakka approved all three samples (coin pouch, tote, indigo runner). Please go ahead with
PO-2025-118.

Two requests:
1. Our consolidator's container to Osaka now closes on 24 Nov, so could you deliver to our Bang Na
   warehouse by 21 Nov 2025 instead of 28 Nov? We will pay the courier as usual.
2. Please attach the new hang tags (English + Japanese). We will send 500 tags to you by EMS next week.

The deposit of 43,080 THB was transferred on 15 Oct. Please send the receipt when you can.

Best regards,
Yuki Tanaka
Merchandiser, Hillweave Trading Co., Ltd.
"""
NORTHLINK_INVOICE = [
    "NORTHLINK EXPRESS CO., LTD. - Pua Service Point\n"
    "INVOICE No. NLX-PUA-2510-0562      Date: 31 Oct 2025\n"
    "Customer: Huay Fah Mien Stitch (Mrs. Meifin Saelee)\n"
    "\n"
    "3 Oct  2 cartons to Nan Nathi Boutique Hotel samples (local)     120.00\n"
    "9 Oct  1 carton to Bangkok (Hillweave, samples)                  350.00\n"
    "22 Oct 2 cartons to Chiang Mai (craft shop consignment)          420.00\n"
    "\n"
    "TOTAL 890.00 THB   Paid by transfer 31 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- thread supplier
NANCOTTON_PRICES_2025 = [
    "NAN COTTON & THREAD CO., LTD.\n"
    "14 Mano Road, Nai Wiang, Mueang Nan, Nan 55000  Tel. 054-772-190\n"
    "PRICE LIST 2025 (valid 1 Jan 2025 - 31 Dec 2025), THB, VAT included\n"
    "\n"
    "Cotton embroidery thread 100 g cone, red ........... 145 THB/cone\n"
    "Cotton embroidery thread 100 g cone, other colours .. 135 THB/cone\n"
    "Hand-woven indigo cotton, 90 cm wide ................ 180 THB/m\n"
    "Black cotton fabric, 110 cm wide .................... 120 THB/m\n"
    "White cotton lining, 110 cm wide .................... 65 THB/m\n"
    "Embroidery needles No. 9 (pack of 25) ............... 40 THB/pack\n"
    "\n"
    "Orders over 10,000 THB: free delivery to Pua and Bo Kluea.\n"
    "Credit 30 days for registered community enterprises.\n"
    "Contact: Khun Wanida Inthachai, sales@nancotton.co.th",
]
NANCOTTON_PRICES_2567 = ["บริษัท น่านคอตตอนแอนด์เธรด จำกัด", "ใบราคาสินค้า ปี 2567 (มกราคม – ธันวาคม 2567) ราคารวม VAT"]
NANCOTTON_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ด้ายปักฝ้าย หลอด 100 กรัม สีแดง", "130 บาท/หลอด"),
    ("ด้ายปักฝ้าย หลอด 100 กรัม สีอื่นๆ", "125 บาท/หลอด"),
    ("ผ้าฝ้ายทอมือย้อมคราม หน้ากว้าง 90 ซม.", "165 บาท/เมตร"),
    ("ผ้าฝ้ายสีดำ หน้ากว้าง 110 ซม.", "110 บาท/เมตร"),
    ("ผ้าซับในสีขาว หน้ากว้าง 110 ซม.", "60 บาท/เมตร"),
    ("เข็มปักเบอร์ 9 (แพ็ค 25 เล่ม)", "35 บาท/แพ็ค"),
]
NANCOTTON_PRICES_2567_BOTTOM = ["สั่งเกิน 8,000 บาท ส่งฟรีถึงปัวและบ่อเกลือ",
                                "กลุ่มวิสาหกิจชุมชนที่ลงทะเบียน ให้เครดิต 30 วัน", "ติดต่อ คุณวนิดา อินทชัย ฝ่ายขาย"]
NANCOTTON_INVOICE = [
    "NAN COTTON & THREAD CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-6810-044\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Huay Fah Mien Embroidery Community Enterprise, Phu Kha, Pua, Nan\n"
    "\n"
    "Item                                   Qty       Unit price   Amount\n"
    "Cotton embroidery thread, red          40 cones  145.00       5,800.00\n"
    "Hand-woven indigo cotton, 90 cm        60 m      180.00       10,800.00\n"
    "Black cotton fabric, 110 cm            30 m      120.00       3,600.00\n"
    "\n"
    "TOTAL DUE: 20,200.00 THB\n"
    "Please transfer to Bangkok Bank, Nan branch, Nan Cotton & Thread Co., Ltd., 512-3-08841-7\n"
    "and send the slip to sales@nancotton.co.th. Thank you.",
]

# ---------------------------------------------------------------- bank
GSB_LETTER = [
    "GOVERNMENT SAVINGS BANK\n"
    "Pua Branch, Nan   Tel. 054-791-115\n"
    "Ref. GSB-PUA 2568/0417\n"
    "18 September 2025\n"
    "\n"
    "To: Huay Fah Mien Embroidery Community Enterprise\n"
    "Attn: Mrs. Meifin Saelee, Chairperson\n"
    "\n"
    "Subject: Approval of Community Enterprise Working Capital Loan\n"
    "\n"
    "We are pleased to inform you that your loan application of 28 August 2025 has been approved:\n"
    "Loan amount: 300,000 THB\n"
    "Interest rate: 4.50% per year, fixed for the whole term\n"
    "Term: 36 months\n"
    "Monthly installment: 8,924 THB, by auto-debit from the group's savings account\n"
    "First installment due: 25 October 2025\n"
    "Guarantors: two committee members of the enterprise\n",
    "Please come to sign the loan agreement on 30 September 2025 at 10:00 at the Pua Branch and bring:\n"
    "- the community enterprise registration certificate (Sor Wor Chor 2)\n"
    "- the minutes of the members' meeting approving the loan\n"
    "- ID cards of the chairperson, treasurer and both guarantors\n"
    "\n"
    "Early repayment is allowed without penalty after 12 months.\n"
    "\n"
    "Yours sincerely,\n"
    "Mr. Somkiat Thanasarn\n"
    "Branch Manager",
]

# ---------------------------------------------------------------- books
HOTEL_2568 = [12400, 9800, 15600, 8200, 6500, 7800, 9400, 11200, 18600, 37864]
EXPORT_2568 = [0, 28500, 0, 0, 41200, 0, 36800, 0, 52300, 43080]
SHOP_2568 = [18600, 22400, 14800, 31500, 9600, 8400, 10200, 12800, 15300, 21700]
MATERIALS_2568 = [8200, 14600, 6900, 9800, 15400, 5200, 13800, 7600, 19800, 20200]
PIECEWORK_2568 = [15800, 24600, 12300, 16900, 22800, 6800, 24200, 10100, 33500, 28850]
PACKING_2568 = [1200, 2100, 900, 1800, 1600, 700, 1900, 1100, 2400, 2650]
SHIPPING_2568 = [650, 1450, 420, 900, 1250, 380, 1320, 560, 1680, 890]

HOTEL_2567 = [9800, 7200, 11400, 6100, 5200, 6300, 7900, 8800, 12500, 16400, 21300, 26800]
EXPORT_2567 = [0, 21600, 0, 0, 33400, 0, 28900, 0, 0, 38700, 0, 45200]
SHOP_2567 = [16200, 19800, 13100, 27900, 8300, 7600, 8800, 11500, 13700, 18900, 24600, 33200]
MATERIALS_2567 = [6900, 11800, 5400, 8700, 12600, 4300, 11200, 6200, 7400, 15800, 9600, 18900]
PIECEWORK_2567 = [13200, 19400, 10600, 14800, 18900, 5600, 19800, 8700, 10900, 24300, 17200, 31600]
PACKING_2567 = [900, 1600, 700, 1500, 1300, 600, 1500, 900, 1000, 1900, 1700, 2800]
SHIPPING_2567 = [520, 1180, 350, 760, 1040, 300, 1090, 470, 520, 1240, 680, 1530]


def _book(path: Path, year: str, hotel, export, shop, materials, piecework, packing, shipping) -> None:
    months = len(hotel)
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "รายรับ Sales"
    sales.append([f"รายรับกลุ่มผ้าปักเมี่ยนบ้านห้วยฟ้า ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "โรงแรม (Hotels)", "ผู้ส่งออก (Exporter)", "หน้าร้าน/งานแฟร์ (Shop & fairs)",
                  "รวม (Total)"])
    for i in range(months):
        sales.append([f"{MONTHS[i]} {year}", hotel[i], export[i], shop[i], hotel[i] + export[i] + shop[i]])
    sales.append(["รวมทั้งปี (Year total)", sum(hotel), sum(export), sum(shop), sum(hotel) + sum(export) + sum(shop)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายกลุ่ม ปี {year} (Expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าวัตถุดิบ (Materials)", "ค่าปักสมาชิก (Members' piecework)",
                  "บรรจุภัณฑ์ (Packaging)", "ค่าขนส่ง (Shipping)", "รวม (Total)"])
    for i in range(months):
        row = [materials[i], piecework[i], packing[i], shipping[i]]
        costs.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    totals = [sum(materials), sum(piecework), sum(packing), sum(shipping)]
    costs.append(["รวมทั้งปี (Year total)"] + totals + [sum(totals)])
    for column in range(2, 7):
        money_format(costs, column)
    profit = book.create_sheet("กำไร Profit")
    profit.append([f"กำไรขั้นต้นรายเดือน ปี {year} (Gross profit {year}, THB)"])
    profit.append(["เดือน (Month)", "รายรับ (Sales)", "ค่าใช้จ่าย (Expenses)", "กำไร (Profit)"])
    for i in range(months):
        income = hotel[i] + export[i] + shop[i]
        spent = materials[i] + piecework[i] + packing[i] + shipping[i]
        profit.append([f"{MONTHS[i]} {year}", income, spent, income - spent])
    for column in range(2, 5):
        money_format(profit, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1192.35, "PEA"), ("ค่าน้ำประปา (Water)", 198.50, "PWA"),
                  ("มือถือ + เน็ตบ้าน (Phone, internet)", 599, ""), ("ค่ากับข้าว (Food)", 7800, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3200, "ขึ้นลงดอย ส่งของ"),
                  ("ค่ารถตู้น้องฟ้า (School van)", 1800, "ปัว-ภูคา"), ("ค่าขนมน้องฟ้า (Pocket money)", 2000, ""),
                  ("ค่ายาแม่ไหม (Mum's medicine)", 650, "รพ.ปัว")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1254.65, "PEA"), ("ค่าน้ำประปา (Water)", 211.20, "PWA"),
                  ("มือถือ + เน็ตบ้าน (Phone, internet)", 599, ""), ("ค่ากับข้าว (Food)", 8200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, "ขึ้นลงดอย ส่งของ"),
                  ("ค่ารถตู้น้องฟ้า (School van)", 1800, "ปัว-ภูคา"), ("ค่าขนมน้องฟ้า (Pocket money)", 2000, ""),
                  ("ค่ายาแม่ไหม (Mum's medicine)", 650, "รพ.ปัว"), ("ค่าแว่นตาแม่ไหม (Mum's glasses)", 1800, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1316.16, "PEA"), ("ค่าน้ำประปา (Water)", 227.27, "PWA"),
                  ("มือถือ + เน็ตบ้าน (Phone, internet)", 599, ""), ("ค่ากับข้าว (Food)", 7650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4100, "ขึ้นลงดอย ส่งของ + ไปน่าน"),
                  ("ค่ารถตู้น้องฟ้า (School van)", 1800, "ปัว-ภูคา"), ("ค่าขนมน้องฟ้า (Pocket money)", 2000, ""),
                  ("ค่ายาแม่ไหม (Mum's medicine)", 650, "รพ.ปัว"), ("ปุ๋ยกาแฟ (Coffee fertiliser)", 2750, "อาจันทร์")],
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
    top = ["โรงเรียนปัวพัฒนศึกษา อ.ปัว จ.น่าน", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ฟ้าใส แซ่ลี  ชั้น ม.2/1  เลขประจำตัว 60318  (นักเรียนประจำ)"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย สาขาปัว 663-0-27415-9",
              "นักเรียนทุนเรียนดีชาวเขา ได้รับส่วนลดค่าเล่าเรียนแล้ว"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "9,800"), ("ค่าหอพักนักเรียน", "6,000"), ("ค่าอาหาร", "4,500"),
                           ("ค่าหนังสือและชุดนักเรียน", "1,850")], "22,150", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "9,800"), ("ค่าหอพักนักเรียน", "6,000"), ("ค่าอาหาร", "4,500"),
                           ("ค่าทัศนศึกษาเชียงใหม่", "2,200"), ("ค่าเรียนคอมพิวเตอร์", "900")],
                "23,400", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pua, Nan\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Meifin Saelee\n"
    "Address: 88 Moo 5, Phu Kha, Pua, Nan 55120\n"
    "Customer no. 020034417762\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 9,412 -> 9,698   Units used: 286 kWh\n"
    "Energy charge 1,180.40  Ft 11.44  Service 38.22  VAT 7% 86.10\n"
    "AMOUNT DUE: 1,316.16 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Pua Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Meifin Saelee   Account: 5521-0093-418\n"
    "Address: 88 Moo 5, Phu Kha, Pua, Nan\n"
    "Meter: 1,204 -> 1,222   Usage: 18 cubic metres\n"
    "Water charge 182.40   Service 30.00   VAT 7% 14.87\n"
    "TOTAL 227.27 THB\n"
    "Due date: 5 Nov 2025",
]
INSURANCE_NOTICE = [
    "GOLDEN TEAK LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Nan Service Office, Sumon Thewarat Road\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Dear Mrs. Meifin Saelee,\n"
    "Policy no. GTL-EDU-2561-08832, Education Endowment 15/10\n"
    "Insured: Miss Fahsai Saelee    Policy owner and payer: Mrs. Meifin Saelee\n"
    "Sum assured: 400,000 THB\n"
    "\n"
    "Annual premium: 24,360 THB (policy year 8 of 10)\n"
    "Due date: 12 Dec 2025\n"
    "Grace period: 31 days after the due date. After that the policy will lapse.\n"
    "Education benefit of 40,000 THB will be paid when the insured turns 15 (March 2026).\n"
    "Premiums are tax deductible up to 100,000 THB per year.\n"
    "Pay by bank transfer, at any counter service, or through your agent Khun Orathai (089-635-7702).\n"
    "\n"
    "Customer Service Department",
]

# ---------------------------------------------------------------- slides, profile
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(HOTEL_2568) + sum(EXPORT_2568) + sum(SHOP_2568)
    return [
        ("แผนงานกลุ่มผ้าปักเมี่ยนบ้านห้วยฟ้า ปี 2569", "Huay Fah Mien Stitch - plan for 2026\n"
                                                     "เหมยฟิน แซ่ลี ประธานกลุ่ม  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: โรงแรมน่านนที บูทีค, ร้าน Komorebi Zakka (ผ่านฮิลล์วีฟ)\n"
                         "ปัญหา: สมาชิกปักไม่ทันช่วงเก็บกาแฟ, ราคาด้ายและผ้าครามขึ้น"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,200,000 บาท\nผู้ส่งออก 2 ราย โรงแรม 4 แห่ง\n"
                            "สมาชิกเพิ่มจาก 20 เป็น 26 คน"),
        ("ฝึกคนรุ่นใหม่", "อบรมเยาวชน 6 คน ปักลายดั้งเดิม ทุกวันเสาร์ มกราคม–มีนาคม 2569\n"
                          "งบค่าวัสดุ 12,000 บาท (ขอ อบต.ภูคา)"),
        ("งานแฟร์และออนไลน์", "OTOP เมืองทองธานี ธ.ค. 2568, งานเทศกาลน่าน ก.พ. 2569\n"
                               "เปิดร้านออนไลน์ เป้า 30 ออเดอร์ต่อเดือน"),
        ("เงินกู้ออมสิน", "วงเงิน 300,000 บาท ผ่อนเดือนละ 8,924 บาท 36 งวด\n"
                          "ใช้ซื้อด้ายและผ้าล่วงหน้า 200,000 บาท โต๊ะรีดและตู้เก็บผ้า 100,000 บาท"),
    ]


PROFILE = [
    ("Huay Fah Mien Stitch", "Huay Fah Mien Embroidery Community Enterprise, Phu Kha, Pua, Nan\n"
                             "20 Mien women embroiderers, founded 2559 (2016). Chair: Mrs. Meifin Saelee"),
    ("What we make", "Cushion covers, bed runners, wall frames, coasters, coin pouches, tote bags, table runners.\n"
                     "All hand-embroidered in cross-stitch Mien patterns on indigo and black cotton."),
    ("Retail prices 2025", "Coin pouch 290 THB\nTote bag 690 THB\nCushion cover 45x45 cm 850 THB\n"
                           "Table runner 150 cm 1,450 THB\nHotel and export orders: please ask for a quotation."),
    ("Contact", "LINE: @huayfahstitch  Tel. 086-417-2953  huayfah.stitch@gmail.com"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "กลุ่มผ้าปัก/แชท/แชทไลน์_คุณแพรวา_โรงแรมน่านนที.txt": """[15/10/2568 10:05] แพรวา น่านนที: สวัสดีค่ะพี่เหมย ใบเสนอราคาฉบับแก้ ผู้จัดการอนุมัติแล้วนะคะ 94,660 บาท
[15/10/2568 10:12] เหมย ห้วยฟ้า: ขอบคุณมากค่ะ มัดจำ 37,864 โอนเข้าบัญชีกลุ่มได้เลยนะคะ
[17/10/2568 14:30] แพรวา น่านนที: โอนมัดจำแล้วค่ะ ส่งสลิปให้แล้ว
[17/10/2568 14:41] เหมย ห้วยฟ้า: ได้รับแล้วค่ะ ส่งของก่อน 15 ธ.ค. แน่นอนค่ะ
[4/11/2568 09:18] แพรวา น่านนที: พี่เหมยคะ ผู้จัดการอยากได้ปลอกหมอนเพิ่มอีก 12 ใบ ไว้ที่ล็อบบี้ ลายเดียวกันค่ะ
[4/11/2568 09:40] เหมย ห้วยฟ้า: ได้ค่ะ 12 ใบ ใบละ 620 เท่าเดิม เพิ่ม 7,440 รวมเป็น 102,100 บาทนะคะ
[4/11/2568 11:02] แพรวา น่านนที: พี่คะ ขอส่วนลดหน่อยได้มั้ยคะ สั่งเยอะแล้ว ใบละ 580 ได้มั้ย
[4/11/2568 11:35] เหมย ห้วยฟ้า: ได้ค่ะ 12 ใบที่เพิ่มคิดใบละ 580 = 6,960 รวมปลอกหมอนเป็น 60 ใบ ยอดรวมทั้งหมด 101,620 บาทค่ะ
[4/11/2568 11:37] แพรวา น่านนที: โอเคค่ะ 101,620 ตามนี้ เดี๋ยวออก PO ใหม่ให้นะคะ
[4/11/2568 11:38] เหมย ห้วยฟ้า: ขอบคุณค่ะ ส่งวันเดียวกัน 15 ธ.ค. นะคะ
""",
    "กลุ่มผ้าปัก/แชท/แชทไลน์_กลุ่มสมาชิกห้วยฟ้า.txt": """[26/10/2568 19:02] เหมย (ประธาน): แจ้งสมาชิกค่ะ งานฮิลล์วีฟ กระเป๋าใบเล็ก 300 ใบ ถุงผ้า 120 ใบ ผ้าพาดโต๊ะ 40 ผืน ตัวอย่างผ่านแล้ว
[26/10/2568 19:03] เหมย (ประธาน): ลูกค้าขอส่งกรุงเทพฯ ก่อน 21 พ.ย. เลยต้องเอางานมาส่งที่ศูนย์กลุ่มวันที่ 15 พ.ย. นะคะ
[26/10/2568 19:10] เฟยเหลียง: กระเป๋าใบเล็กป้ารับ 80 ใบนะ
[26/10/2568 19:15] ต่างเหมย (เหรัญญิก): ค่าปักกระเป๋าใบเล็กใบละ 90 ตามที่ประชุมนะคะ
[27/10/2568 07:22] เหลียงเจี๊ยม: ช่วงนี้ต้องเก็บกาแฟ 15 ไม่ทันค่ะพี่ ขอเลื่อนได้มั้ย
[27/10/2568 07:40] จั๊นฟิน: ที่บ้านก็เก็บกาแฟเหมือนกัน
[27/10/2568 20:05] เหมย (ประธาน): โอเคค่ะ ขยับวันส่งงานเป็นวันจันทร์ที่ 17 พ.ย. นะคะ ช้ากว่านี้ไม่ได้แล้ว ต้องรีด ติดป้าย แพ็คกล่อง แล้วส่ง NorthLink วันที่ 18
[27/10/2568 20:07] เฟยเหลียง: 17 พ.ย. ได้จ้า
[27/10/2568 20:09] เหลียงเจี๊ยม: ขอบคุณค่ะพี่ 17 ส่งแน่นอน
[2/11/2568 18:30] ต่างเหมย (เหรัญญิก): ป้ายห้อย (hang tag) จากฮิลล์วีฟมาถึงแล้ว 500 ใบ อยู่ที่ศูนย์นะคะ
""",
    "กลุ่มผ้าปัก/บัญชี/ค่าปักสมาชิก_ตุลาคม68.md": """# ค่าปักสมาชิก ตุลาคม 2568

| สมาชิก | งาน | จำนวน | ค่าปักต่อชิ้น | รวม |
|---|---|---|---|---|
| ต่างเหมย แซ่จ๋าว | ปลอกหมอนอิง (โรงแรมน่านนที) | 16 ใบ | 280 บาท | 4,480 บาท |
| เฟยเหลียง แซ่ฟุ้ง | กระเป๋าใบเล็ก (ฮิลล์วีฟ) | 70 ใบ | 90 บาท | 6,300 บาท |
| เหลียงเจี๊ยม แซ่เติ๋น | ถุงผ้า (ฮิลล์วีฟ) | 30 ใบ | 160 บาท | 4,800 บาท |
| จั๊นฟิน แซ่ลี | ผ้าพาดเตียง (โรงแรมน่านนที) | 8 ผืน | 520 บาท | 4,160 บาท |
| เหมยจั๊น แซ่โจ๋ว | ผ้าพาดโต๊ะคราม (ฮิลล์วีฟ) | 10 ผืน | 380 บาท | 3,800 บาท |
| ไหมเฟิน แซ่ลี (แม่ไหม) | กระเป๋าใบเล็ก (ฮิลล์วีฟ) | 45 ใบ | 90 บาท | 4,050 บาท |
| ฟามจ๊อย แซ่ลิ่ว | ที่รองแก้ว (โรงแรมน่านนที) | 36 ชิ้น | 35 บาท | 1,260 บาท |

รวมค่าปัก ต.ค. 28,850 บาท จ่ายเงินสดวันที่ 31 ต.ค. ที่ศูนย์กลุ่ม
ค่าปักกระเป๋าใบเล็กขึ้นจาก 80 เป็น 90 บาท ตั้งแต่งานเดือนตุลาคม (มติที่ประชุม)
""",
    "กลุ่มผ้าปัก/บันทึกประชุมกลุ่ม_ตุลาคม68.md": """# บันทึกประชุมสมาชิกกลุ่มผ้าปักเมี่ยนบ้านห้วยฟ้า
วันเสาร์ที่ 25 ตุลาคม 2568 เวลา 13.00 น. ที่ศูนย์กลุ่ม

ผู้เข้าประชุม: สมาชิก 15 คน จากทั้งหมด 18 คน
ประธาน: เหมยฟิน แซ่ลี  เลขานุการ: ฟามจ๊อย แซ่ลิ่ว  เหรัญญิก: ต่างเหมย แซ่จ๋าว

## เรื่องแจ้ง
- ออมสินอนุมัติเงินกู้ 300,000 บาทแล้ว ผ่อนเดือนละ 8,924 บาท งวดแรก 25 ต.ค.
- ได้ออเดอร์ฮิลล์วีฟ PO-2025-118 มูลค่า 143,600 บาท และโรงแรมน่านนที 94,660 บาท

## มติที่ประชุม
1. ขึ้นค่าปักกระเป๋าใบเล็กจากใบละ 80 บาท เป็น 90 บาท ตั้งแต่งานเดือนตุลาคม
2. ปันผลสิ้นปี 2568 รวม 36,000 บาท แบ่งตามจำนวนชิ้นงานที่ปักทั้งปี จ่ายวันที่ 28 ธันวาคม 2568
3. รับสมาชิกใหม่ 2 คน (ลูกสาวป้าเฟยเหลียงและหลานป้าเหมยจั๊น) รวมเป็น 20 คน
4. ไปออกบูธงาน OTOP เมืองทองธานี 6–14 ธันวาคม 2568 ค่าบูธ 8,500 บาท ใช้เงินกองกลาง ส่งคนไป 3 คน
5. สั่งกล่องคราฟท์พิมพ์โลโก้ 1,000 ใบ ให้ประธานเทียบราคาโรงพิมพ์ 2 เจ้าก่อนสั่ง

## งานที่มอบหมาย
- ต่างเหมย: ทำบัญชีปันผลรายคน ให้เสร็จ 15 ธ.ค.
- เหมยฟิน: ไปเซ็นสัญญา PO ใหม่กับโรงแรม, ติดต่อโรงพิมพ์
- ฟามจ๊อย: ถ่ายรูปสินค้าลงร้านออนไลน์
""",
    "กลุ่มผ้าปัก/ลายปักโบราณ_บันทึก.md": """# ลายปักโบราณที่แม่ไหมสอน
- ลายดาว (ดาวแปดแฉก) ใช้กับผ้าโพกหัวผู้หญิง
- ลายต้นสน ปักขอบกางเกง สีแดง-เหลือง
- ลายรอยเท้าเสือ ใช้ด้ายขาวบนผ้าคราม
- ลายแมงมุม ห้ามปักบนผ้าเด็ก (ความเชื่อเดิม)
จะถ่ายรูปเก็บไว้ทำสมุดลายของกลุ่ม ให้เด็กรุ่นใหม่ใช้ฝึก
""",
    "กลุ่มผ้าปัก/ส่งออก/email_Hillweave_sample_approved.txt": HILLWEAVE_EMAIL,
    "บ้าน/แชทไลน์_บ้านแซ่ลี.txt": """[30/10/2568 19:20] เหมย: ฟ้า ค่าเทอมเทอมสองต้องจ่ายก่อน 10 พ.ย. นะ แม่จะโอนวันศุกร์
[30/10/2568 19:31] ฟ้าใส: ค่ะแม่ มีค่าทัศนศึกษาเชียงใหม่ด้วย 2,200 ค่ะ
[30/10/2568 19:35] จันทร์: เดี๋ยวพ่อโอนเอง ขายกาแฟได้เงินแล้ว
[1/11/2568 07:15] แม่ไหม: กระเป๋าใบเล็กแม่ปักได้ 20 ใบแล้วนะ
[3/11/2568 20:02] เหมย: ประกันการศึกษาฟ้าจดหมายมาแล้ว 24,360 ครบ 12 ธ.ค.
[3/11/2568 20:10] จันทร์: ปีหน้าฟ้าอายุ 15 ได้เงินคืน 40,000 ใช่มั้ย
[3/11/2568 20:12] เหมย: ใช่ มีนาปีหน้า
[5/11/2568 06:40] จันทร์: วันนี้ลงไปปัว ส่งกาแฟ 180 โล แวะซื้อยาแม่ให้ด้วย
""",
    "บ้าน/ขายกาแฟ_อาจันทร์_2568.md": """# ขายกาแฟเชอร์รี่ ปี 2568 (สวนอาจันทร์ ดอยภูคา)
อาราบิก้า สุกแดง ส่งโรงคั่วดอยภูคาคอฟฟี่ ที่ อ.ปัว

| วันที่ | น้ำหนัก | ราคาต่อกก. | เป็นเงิน |
|---|---|---|---|
| 20 ต.ค. 2568 | 210 กก. | 28 บาท | 5,880 บาท |
| 28 ต.ค. 2568 | 340 กก. | 28 บาท | 9,520 บาท |
| 5 พ.ย. 2568 | 180 กก. | 30 บาท | 5,400 บาท |

รวมถึงตอนนี้ 730 กก. 20,800 บาท
ปีที่แล้วทั้งฤดูได้ 1,150 กก. ราคา 25 บาท ปีนี้ราคาดีกว่า
ค่าจ้างเก็บวันละ 350 บาท จ้าง 2 คน
""",
}
TODO = {"todo.md": """- โอนค่าเทอมฟ้า ก่อน 10 พ.ย.
- จ่ายบิลน่านคอตตอน 20,200 ก่อน 8 พ.ย.
- เทียบราคากล่องศรีน่าน กับ ภูคาแพ็คเกจจิ้ง
- ส่งใบเสร็จมัดจำให้ฮิลล์วีฟ
- จ่ายประกันการศึกษาฟ้า ก่อน 12 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    group = docs / "กลุ่มผ้าปัก"
    quotes, export, suppliers, books, bank = (group / "ใบเสนอราคา", group / "ส่งออก", group / "Suppliers",
                                              group / "บัญชี", group / "ธนาคาร")
    home = docs / "บ้าน"
    for folder in (quotes, export, suppliers, books, bank, group / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมน้องฟ้า"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมน่านนที_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE, bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมน่านนที_ฉบับส่งจริง.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคากล่อง_โรงพิมพ์ศรีน่าน.docx", BOX_SRINAN, BOX_SRINAN_TABLE, bottom=BOX_SRINAN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคากล่อง_ภูคาแพ็คเกจจิ้ง.docx", BOX_PHUKHA, BOX_PHUKHA_TABLE,
               bottom=BOX_PHUKHA_BOTTOM)
    make_pdf(export / "Hillweave_PO-2025-118.pdf", HILLWEAVE_PO)
    write_docx(export / "สัญญาซื้อขาย_ฮิลล์วีฟเทรดดิ้ง.docx", HILLWEAVE_CONTRACT, headings=HILLWEAVE_CONTRACT_HEADINGS,
               bottom=HILLWEAVE_CONTRACT_BOTTOM)
    make_pdf(export / "NorthLink_shipping_invoice_Oct2025.pdf", NORTHLINK_INVOICE)
    make_pdf(suppliers / "NanCotton_pricelist_2025.pdf", NANCOTTON_PRICES_2025)
    write_docx(suppliers / "ราคาด้ายและผ้า_น่านคอตตอน_2567.docx", NANCOTTON_PRICES_2567, NANCOTTON_PRICES_2567_TABLE,
               bottom=NANCOTTON_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "NanCotton_invoice_INV-6810-044.pdf", NANCOTTON_INVOICE)
    _book(books / "บัญชีกลุ่มผ้าปัก_2568.xlsx", "2568", HOTEL_2568, EXPORT_2568, SHOP_2568, MATERIALS_2568,
          PIECEWORK_2568, PACKING_2568, SHIPPING_2568)
    _book(books / "บัญชีกลุ่มผ้าปัก_2567.xlsx", "2567", HOTEL_2567, EXPORT_2567, SHOP_2567, MATERIALS_2567,
          PIECEWORK_2567, PACKING_2567, SHIPPING_2567)
    make_pdf(bank / "GSB_loan_approval_Sep2025.pdf", GSB_LETTER)
    write_slides(group / "แผนงานกลุ่มปี2569.pptx", _plan_slides())
    write_docx(group / "HuayFah_profile_EN.docx", [], headings=PROFILE)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "GoldenTeak_life_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ค่าเทอมน้องฟ้า" / "ค่าเทอม_ฟ้าใส_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมน้องฟ้า" / "ค่าเทอม_ฟ้าใส_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
