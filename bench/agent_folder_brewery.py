"""Mae Rim Brewing Co. (โรงเบียร์แม่ริม บริวอิ้ง): one Thai craft brewer's folder of papers, written by code.

The owner is คุณวรรณา ศรีสุข (Wanna Srisuk). She runs a small craft brewery with a taproom at 88 หมู่ 3
ต.ริมใต้ อ.แม่ริม จ.เชียงใหม่ (beers: ดอยหลวง IPA, แม่ริม พิลส์, Ping River Pale Ale) and lives nearby with her
husband คุณธนวัฒน์, their son น้องต้นกล้า (Ton, Grade 4 at Lanna Bilingual School) and her mother คุณแม่บุญศรี.
Her staff: แบงค์ (assistant brewer), ฝน (taproom manager), ก้อง, มิ้นท์, ต่อ. Today is about mid-November 2568 (2025).

Files under Documents/:
- Suppliers/SiamMaltHops_pricelist_2025.pdf: Siam Malt & Hops Co. price list 2025 in English (malt, hops, yeast).
- ซัพพลายเออร์/ราคามอลต์ฮอป_สยามมอลต์_2567.docx: the same firm's price list for 2567, in Thai (lower prices).
- Suppliers/SMH_invoice_INV2025-0412.pdf: Siam Malt & Hops invoice of 14 Aug 2025 (total 37,738.90, due 13 Sep 2025).
- Suppliers/CO2_ThaiIndustrialGas_Oct2025.pdf: CO2 cylinder invoice, October 2025.
- ซัพพลายเออร์/Quotation_ThaiSteelBrewtech_fermenter.docx: quote for a 1,000 L fermenter + chiller (765,050 incl. VAT).
- ใบเสนอราคา/ใบเสนอราคา_ลานนาแท็ปรูม_ร่าง.docx: draft keg quote to Lanna Taproom (20 kegs, 64,200).
- ใบเสนอราคา/ใบเสนอราคา_ลานนาแท็ปรูม_final.docx: the final quote sent (24 kegs, 73,509).
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริมปิง.docx: a similar quote to the Rim Ping Riverside hotel (bottles + kegs, 83,032).
- แชท/LINE_เอก_ลานนาแท็ปรูม.txt: LINE chat where Lanna Taproom changes the order to 18 IPA + 8 Pils = 26 kegs,
  delivery moved to 2 ธ.ค.
- แชท/LINE_พี่โจ้_สยามมอลต์.txt: LINE chat with the Siam Malt sales rep.
- สัญญา/สัญญาเช่าโกดัง_แม่ริม.docx: warehouse lease (18,000/month, deposit 54,000, ends 28 ก.พ. 2570).
- Contracts/Distribution_Agreement_NorthernBev.docx: English distribution agreement (12% commission, 40 kegs/month).
- บัญชี/ยอดขาย_2568.xlsx and บัญชี/ยอดขาย_2567.xlsx: monthly sales (and expenses sheet) this year and last year.
- บัญชี/ต้นทุนวัตถุดิบ_รายเดือน_2568.xlsx: ingredient costs with the months as columns.
- บัญชี/เงินเดือนพนักงาน_ต.ค.2568.xlsx: October payroll.
- แผนงาน/แผนปี2569_MaeRimBrewing.pptx: plan for 2026 (fermenter budget 850,000, revenue target 6.5 million).
- Email/email_CM_CraftBeerFest_2025.txt: festival booth confirmation email (fee 15,000, pay by 25 Nov 2025).
- บันทึก/brew_log_batch47.md, บันทึก/สูตร_ดอยหลวง_IPA.md, บันทึก/สูตร_แม่ริมพิลส์.md: brew log and recipes.
- บันทึก/ประชุมทีม_พย2568.md: Thai team meeting notes of 5 Nov 2568.
- บ้าน/ลูก/LannaBilingual_invoice_term2_2025.pdf: son's school invoice, semester 2 (80,500, due 15 Oct 2025).
- บ้าน/ลูก/ใบเสร็จค่าเทอม1_ต้นกล้า.txt: receipt for semester 1 (78,000).
- บ้าน/ประกัน/CarInsurance_Renewal_2025.pdf: car insurance renewal letter (premium 18,650, expires 30 Nov 2025).
- บ้าน/ประกัน/ประกันสุขภาพ_คุณแม่บุญศรี.docx: mother's health insurance summary.
- บ้าน/บิล/PEA_bill_Oct2025_house.pdf: the house's electricity bill.
- บ้าน/ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, one sheet per month (Aug-Oct 2568).
- บ้าน/ของที่ต้องซื้อ_แม็คโคร.txt, Personal/ทริปน่าน_ปีใหม่.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

PRICELIST_2025 = [
    "SIAM MALT & HOPS CO., LTD.\n"
    "123/4 Moo 5, Bang Pu Industrial Estate, Samut Prakan 10280\n"
    "Tel. 02-709-1188  www.siammalthops.co.th\n"
    "\n"
    "PRICE LIST 2025 (effective 1 January 2025)\n"
    "All prices in THB, excluding VAT 7%\n"
    "\n"
    "Item                                  Pack        Price (THB)\n"
    "Pilsner Malt (Weyermann)              25 kg sack  1,450\n"
    "Pale Ale Malt                         25 kg sack  1,520\n"
    "Munich Malt                           25 kg sack  1,680\n"
    "Crystal 60 Malt                       25 kg sack  1,890\n"
    "Wheat Malt                            25 kg sack  1,560\n"
    "Cascade hop pellets                   1 kg        2,350\n"
    "Citra hop pellets                     1 kg        3,200\n"
    "Mosaic hop pellets                    1 kg        3,450\n"
    "Safale US-05 dry yeast                500 g       4,800",
    "Terms\n"
    "Free delivery in Chiang Mai for orders above 30,000 THB.\n"
    "Payment: 30 days from invoice date.\n"
    "Hop prices may change with the US harvest; we will inform customers 30 days ahead.\n"
    "Northern sales: Mr. Chaiwat (Jo), 081-234-5678, LINE: jo.smh",
]
PRICELIST_2567_TOP = [
    "บริษัท สยามมอลต์แอนด์ฮอปส์ จำกัด",
    "123/4 หมู่ 5 นิคมอุตสาหกรรมบางปู จ.สมุทรปราการ",
    "ใบแจ้งราคาสินค้า ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
    "ราคาเป็นบาท ยังไม่รวมภาษีมูลค่าเพิ่ม 7%",
]
PRICELIST_2567_TABLE = [
    ("รายการ", "ขนาดบรรจุ", "ราคา (บาท)"),
    ("มอลต์พิลส์เนอร์ (Weyermann)", "กระสอบ 25 กก.", "1,380"),
    ("มอลต์เพลเอล", "กระสอบ 25 กก.", "1,450"),
    ("มอลต์มิวนิค", "กระสอบ 25 กก.", "1,600"),
    ("มอลต์คริสตัล 60", "กระสอบ 25 กก.", "1,820"),
    ("มอลต์ข้าวสาลี", "กระสอบ 25 กก.", "1,500"),
    ("ฮอปคาสเคด (เม็ด)", "1 กก.", "2,200"),
    ("ฮอปซิตร้า (เม็ด)", "1 กก.", "3,050"),
    ("ฮอปโมเสก (เม็ด)", "1 กก.", "3,300"),
    ("ยีสต์แห้ง Safale US-05", "500 กรัม", "4,650"),
]
PRICELIST_2567_BOTTOM = [
    "ส่งฟรีในเขตเชียงใหม่ เมื่อสั่งซื้อครบ 25,000 บาทขึ้นไป",
    "ติดต่อฝ่ายขายภาคเหนือ: คุณชัยวัฒน์ (โจ้) โทร 081-234-5678",
]
INVOICE_SMH = [
    "SIAM MALT & HOPS CO., LTD.\n"
    "123/4 Moo 5, Bang Pu Industrial Estate, Samut Prakan 10280  Tax ID 0115551234567\n"
    "\n"
    "TAX INVOICE / INVOICE\n"
    "Invoice No.: INV2025-0412\n"
    "Date: 14 August 2025\n"
    "Bill to: Mae Rim Brewing Co. (Khun Wanna Srisuk)\n"
    "88 Moo 3, Rim Tai, Mae Rim, Chiang Mai 50180\n"
    "\n"
    "Item                         Qty        Unit price   Amount\n"
    "Pilsner Malt 25 kg sack      12 sacks   1,450.00     17,400.00\n"
    "Pale Ale Malt 25 kg sack     6 sacks    1,520.00     9,120.00\n"
    "Citra hop pellets 1 kg       2 kg       3,200.00     6,400.00\n"
    "Cascade hop pellets 1 kg     1 kg       2,350.00     2,350.00\n"
    "\n"
    "Subtotal: 35,270.00\n"
    "VAT 7%: 2,468.90\n"
    "Total amount due: 37,738.90 THB\n"
    "Payment due: 13 September 2025\n"
    "Please transfer to Kasikornbank, A/C 123-4-56789-0 (Siam Malt & Hops Co., Ltd.)",
]
INVOICE_CO2 = [
    "THAI INDUSTRIAL GASES CO., LTD. - Chiang Mai Depot\n"
    "INVOICE No. TIG-CM-88213    Date: 30 October 2025\n"
    "Customer: Mae Rim Brewing Co., Mae Rim, Chiang Mai\n"
    "\n"
    "CO2 food grade, 25 kg cylinder   4 x 950.00   = 3,800.00\n"
    "Cylinder rental (October)        4 x 150.00   = 600.00\n"
    "Subtotal: 4,400.00\n"
    "VAT 7%: 308.00\n"
    "Total: 4,708.00 THB\n"
    "Due date: 29 November 2025\n"
    "Empty cylinders are collected every Thursday.",
]
FERMENTER_TOP = [
    "THAI STEEL BREWTECH CO., LTD.",
    "99 Moo 2, Sankamphaeng Road, Chiang Mai 50130",
    "QUOTATION No. TSB-25-118",
    "Date: 20 October 2025",
    "To: Mae Rim Brewing Co., Attn: Khun Wanna Srisuk",
    "We are pleased to quote as follows:",
]
FERMENTER_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Conical fermenter 1,000 L, SUS304, glycol jacketed", "1", "385,000", "385,000"),
    ("Glycol chiller 5 HP with tank", "1", "268,000", "268,000"),
    ("Installation, piping and commissioning", "1", "62,000", "62,000"),
    ("Subtotal", "", "", "715,000"),
    ("VAT 7%", "", "", "50,050"),
    ("Grand total", "", "", "765,050"),
]
FERMENTER_BOTTOM = [
    "Payment: 50% deposit with the order, 50% on delivery.",
    "Delivery: 10 weeks after the deposit is received.",
    "Warranty: 2 years on the tank, 1 year on the chiller.",
    "This quotation is valid until 31 December 2025.",
    "Somsak P., Sales Engineer, 089-551-2040",
]
HEADER_TH = "โรงเบียร์แม่ริม บริวอิ้ง (Mae Rim Brewing Co.) 88 หมู่ 3 ต.ริมใต้ อ.แม่ริม จ.เชียงใหม่ 50180 โทร 086-345-7788"
LANNA_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง)",
    HEADER_TH,
    "เลขที่ QT-2568-031   วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณเอกชัย ร้านลานนาแท็ปรูม ถนนนิมมานเหมินท์ ซอย 11",
]
LANNA_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดอยหลวง IPA ถัง 20 ลิตร", "12 ถัง", "3,200", "38,400"),
    ("แม่ริม พิลส์ ถัง 20 ลิตร", "8 ถัง", "2,700", "21,600"),
    ("รวมเป็นเงิน", "", "", "60,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,200"),
    ("รวมทั้งสิ้น", "", "", "64,200"),
]
LANNA_DRAFT_BOTTOM = [
    "ยืนราคา 30 วัน  ค่ามัดจำถัง 1,500 บาทต่อถัง คืนเมื่อส่งถังเปล่ากลับ",
    "ส่งสินค้าภายใน 7 วันหลังยืนยันคำสั่งซื้อ",
    "(ร่าง - ยังไม่ได้ส่ง รอคุยส่วนลดกับพี่ธนวัฒน์ก่อน)",
]
LANNA_FINAL_TOP = [
    "ใบเสนอราคา",
    HEADER_TH,
    "เลขที่ QT-2568-031 (แก้ไขครั้งที่ 1)   วันที่ 7 พฤศจิกายน 2568",
    "เรียน คุณเอกชัย ร้านลานนาแท็ปรูม ถนนนิมมานเหมินท์ ซอย 11",
]
LANNA_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดอยหลวง IPA ถัง 20 ลิตร", "14 ถัง", "3,050", "42,700"),
    ("แม่ริม พิลส์ ถัง 20 ลิตร", "10 ถัง", "2,600", "26,000"),
    ("รวมเป็นเงิน", "", "", "68,700"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,809"),
    ("รวมทั้งสิ้น", "", "", "73,509"),
]
LANNA_FINAL_BOTTOM = [
    "ราคาพิเศษสำหรับการสั่ง 24 ถังขึ้นไป ยืนราคาถึง 7 ธันวาคม 2568",
    "ค่ามัดจำถัง 1,500 บาทต่อถัง คืนเมื่อส่งถังเปล่ากลับ",
    "กำหนดส่งสินค้า 28 พฤศจิกายน 2568",
    "ชำระเงินภายใน 15 วันหลังส่งสินค้า โอนเข้าบัญชีกสิกรไทย 045-8-11223-4 ชื่อบัญชี วรรณา ศรีสุข",
    "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
]
HOTEL_TOP = [
    "ใบเสนอราคา",
    HEADER_TH,
    "เลขที่ QT-2568-029   วันที่ 28 ตุลาคม 2568",
    "เรียน คุณสุภาวดี ฝ่ายจัดซื้อ โรงแรมริมปิง ริเวอร์ไซด์ ถนนเจริญราษฎร์ เชียงใหม่",
    "เรื่อง เบียร์คราฟต์สำหรับห้องอาหารและงานเลี้ยงปีใหม่",
]
HOTEL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดอยหลวง IPA ขวด 330 มล. (ลังละ 24 ขวด)", "20 ลัง", "1,680", "33,600"),
    ("Ping River Pale Ale ขวด 330 มล. (ลังละ 24 ขวด)", "20 ลัง", "1,560", "31,200"),
    ("ดอยหลวง IPA ถัง 20 ลิตร", "4 ถัง", "3,200", "12,800"),
    ("รวมเป็นเงิน", "", "", "77,600"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "5,432"),
    ("รวมทั้งสิ้น", "", "", "83,032"),
]
HOTEL_BOTTOM = [
    "ยืนราคา 30 วัน  ส่งฟรีถึงโรงแรม",
    "แถมเครื่องกดเบียร์ 1 หัวพร้อมติดตั้งตลอดช่วงงานเลี้ยง",
    "ลงชื่อ วรรณา ศรีสุข ผู้เสนอราคา",
]
LEASE = [
    "สัญญาเช่าโกดัง",
    "ทำที่ อำเภอแม่ริม จังหวัดเชียงใหม่ วันที่ 20 กุมภาพันธ์ 2567",
    "ผู้ให้เช่า: นายประเสริฐ ทองดี   ผู้เช่า: นางวรรณา ศรีสุข (โรงเบียร์แม่ริม บริวอิ้ง)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าโกดังเลขที่ 45/2 หมู่ 3 ต.ริมใต้ อ.แม่ริม พื้นที่ 240 ตารางเมตร เพื่อใช้เก็บวัตถุดิบและถังเบียร์",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มีนาคม 2567 สิ้นสุดวันที่ 28 กุมภาพันธ์ 2570",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 54,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา คืนภายใน 45 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำตามมิเตอร์แยก",
    "ข้อ 7. ผู้เช่าจะดัดแปลงโกดังได้เมื่อได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่า",
    "ข้อ 8. หากจะเลิกสัญญาก่อนกำหนดต้องแจ้งล่วงหน้าเป็นหนังสือไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ประเสริฐ ทองดี ผู้ให้เช่า      ลงชื่อ วรรณา ศรีสุข ผู้เช่า",
]
DISTRIBUTION = [
    ("DISTRIBUTION AGREEMENT",
     "This Agreement is made on 25 September 2025 between Mae Rim Brewing Co., 88 Moo 3, Rim Tai, Mae Rim, "
     "Chiang Mai (the \"Brewery\") and Northern Beverage Distribution Co., Ltd., 201 Superhighway Road, "
     "Chiang Mai (the \"Distributor\")."),
    ("1. Term", "The Agreement runs from 1 October 2025 to 30 September 2026 and may be renewed for one more year "
                "by written agreement of both parties."),
    ("2. Territory and products", "The Distributor has the non-exclusive right to sell the Brewery's kegged and "
                                  "bottled beers to bars, restaurants and hotels in Chiang Mai, Lamphun and "
                                  "Chiang Rai."),
    ("3. Commission", "The Distributor receives a commission of 12% of net sales made in the Territory, "
                      "paid monthly."),
    ("4. Minimum order", "The Distributor shall order a minimum of 40 kegs (20 L) per calendar month."),
    ("5. Payment", "The Distributor pays each delivery within 30 days. Empty kegs are returned within 45 days; "
                   "a lost keg is charged at 4,500 THB."),
    ("6. Termination", "Either party may end this Agreement with 60 days' written notice."),
    ("Signatures", "Wanna Srisuk, Owner, Mae Rim Brewing Co.\n"
                   "Pichit Chaiyasit, Managing Director, Northern Beverage Distribution Co., Ltd."),
]
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_2568 = {
    "taproom": [142000, 138500, 151200, 165800, 158300, 149700, 162400, 171900, 155600, 168200],
    "kegs": [96000, 88000, 104000, 120000, 112000, 98000, 108000, 126000, 118000, 132000],
    "bottles": [41200, 39800, 45600, 52300, 48900, 44100, 47500, 55800, 51200, 57400],
}
SALES_2567 = {
    "taproom": [118500, 112300, 125600, 139200, 131000, 124800, 133600, 146300, 129900, 138700, 152400, 181200],
    "kegs": [72000, 68000, 80000, 92000, 86000, 78000, 84000, 98000, 90000, 96000, 110000, 134000],
    "bottles": [30100, 28700, 33400, 38900, 36200, 32800, 35100, 40600, 37300, 39900, 44800, 58200],
}
EXPENSES_2568 = {
    "ingredients": [65300, 58300, 70800, 80400, 69800, 68000, 72500, 84000, 66390, 80000],
    "wages": [72000, 72000, 74500, 76000, 76000, 76000, 78500, 78500, 78500, 80950],
    "rent": [18000] * 10,
    "power": [15800, 15200, 17400, 19600, 18900, 18100, 17700, 18400, 17900, 18600],
    "other": [12400, 9800, 15300, 11200, 10600, 13900, 12100, 16800, 11500, 14200],
}
EXPENSES_2567 = {
    "ingredients": [52100, 48900, 56300, 63800, 59700, 54200, 58600, 67400, 61200, 64900, 73800, 88100],
    "wages": [64000, 64000, 64000, 66500, 66500, 66500, 66500, 68000, 68000, 68000, 70500, 74000],
    "rent": [15000, 15000, 18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000],
    "power": [14100, 13800, 15900, 17800, 17200, 16400, 16100, 16900, 16300, 16800, 17500, 18900],
    "other": [9800, 8700, 11200, 10100, 9600, 12300, 10800, 13400, 9900, 11700, 14600, 21300],
}
COSTS_2568 = [
    ("มอลต์ (Malt)", [24500, 22800, 26900, 31200, 29400, 25600, 27800, 33100, 28940, 32600]),
    ("ฮอป (Hops)", [10200, 9800, 11400, 13600, 12100, 10900, 11800, 14200, 12650, 13900]),
    ("ยีสต์ (Yeast)", [4800, 0, 4800, 4800, 0, 4800, 4800, 4800, 0, 4800]),
    ("ก๊าซ CO2", [3800, 3800, 4700, 4700, 3800, 3800, 4700, 4700, 3800, 4708]),
    ("ขวดและฝา (Bottles & caps)", [6200, 5900, 7100, 8300, 7600, 6800, 7300, 8800, 8100, 9000]),
    ("ค่าไฟโรงเบียร์ (Brewery electricity)", [15800, 15200, 17400, 19600, 18900, 18100, 17700, 18400, 17900, 18600]),
]
PAYROLL = [
    ("แบงค์ (Bank)", "ผู้ช่วยบริวเวอร์", 18000, 2400, 750),
    ("ฝน (Fon)", "ผู้จัดการหน้าร้าน", 20000, 0, 750),
    ("ก้อง (Kong)", "บาร์เทนเดอร์", 13500, 1800, 675),
    ("มิ้นท์ (Mint)", "พนักงานเสิร์ฟ", 11000, 1200, 550),
    ("ต่อ (Tor)", "พนักงานส่งของ", 12500, 900, 625),
]
PLAN_SLIDES = [
    ("Mae Rim Brewing - Plan 2026 (แผนปี 2569)", "Prepared by Wanna Srisuk, November 2025"),
    ("Goals 2026", "Revenue target: 6.5 million THB (2025 forecast: 5.2 million THB)\n"
                   "Keg wholesale up 25% through Northern Beverage\nTaproom margin at least 55%"),
    ("New equipment", "New 1,000 L fermenter + glycol chiller\nBudget: 850,000 THB (incl. installation)\n"
                      "Installed and running by March 2026"),
    ("New beers", "Mango Sticky Rice Sour - launch at Songkran, April 2026\n"
                  "Rice Lager with Chiang Mai jasmine rice - trial batch in January"),
    ("Second taproom", "Nimman area, open in Q3 2026\nFit-out budget 1.2 million THB\nHire 3 new staff"),
    ("Risks", "Hop prices up about 5%\nExcise tax changes\nKeg losses with the distributor"),
]
FESTIVAL_EMAIL = """From: Chiang Mai Craft Beer Festival <info@cmcraftbeerfest.com>
To: wanna@maerimbrewing.co.th
Date: Mon, 3 Nov 2025 10:15 +0700
Subject: Booth confirmation - Chiang Mai Craft Beer Festival 2025

Dear Khun Wanna,

Thank you for applying to pour at the Chiang Mai Craft Beer Festival 2025. We are happy to offer Mae Rim Brewing
booth B-14 in the brewers' zone.

- Festival dates: 19-21 December 2025, 16:00-23:00, at the Tha Phae Gate grounds
- Booth size: 3 x 3 m, one table, electricity 1 kW
- Booth fee: 15,000 THB (includes 2 staff passes; extra passes 500 THB each)
- Maximum 6 taps per booth; please bring your own jockey box or kegerator
- Set-up: 19 December from 10:00

To confirm your booth, please transfer the fee by 25 November 2025 to Bangkok Bank, A/C 531-0-77812-4
(Lanna Events Co., Ltd.) and reply with the slip. Unconfirmed booths will be offered to the waiting list.

Best regards,
Nattaya K.
Festival Coordinator
"""
BREW_LOG = """# Brew log - Batch 47 - Doi Luang IPA

- Date brewed: 22 Sep 2025
- Brewers: Wanna, Bank
- Batch size: 480 L into FV2
- Grain: Pale Ale malt 110 kg, Munich 12 kg, Crystal 60 6 kg
- Mash: 66 C for 60 min, sparge 76 C
- Hops: Cascade 3 kg at 60 min, Citra 2 kg whirlpool, Citra 2 kg dry hop on day 5
- Yeast: US-05, 2 packs of 500 g
- OG 1.062, FG 1.011 -> ABV 6.7%

## Notes
- Day 6: fermentation stuck at 1.016, raised FV2 to 20 C, finished on day 9.
- Dry hop smelled great, a bit more bitter than batch 44.
- Kegged 8 Oct 2025: 22 kegs of 20 L, the rest bottled (about 120 bottles of 330 ml).
- Next time: mash at 65 C for a drier finish, order Citra early (Siam stock was short in Sep).
"""
IPA_RECIPE = """# สูตรเบียร์ ดอยหลวง IPA (ต่อ 500 ลิตร)

## มอลต์
- มอลต์เพลเอล 115 กก.
- มอลต์มิวนิค 12 กก.
- มอลต์คริสตัล 60 6 กก.

## ฮอป
- คาสเคด 3 กก. ต้ม 60 นาที
- ซิตร้า 2 กก. ใส่ตอน whirlpool
- ซิตร้า 2 กก. dry hop วันที่ 5

## อื่นๆ
- ยีสต์ US-05 2 แพ็ค (500 กรัม)
- แช่ข้าวมอลต์ 66 องศา 60 นาที
- เป้าหมาย OG 1.062 / IBU 65 / แอลกอฮอล์ประมาณ 6.8%
- หมักที่ 19 องศา 10 วัน แล้วลดเป็น 2 องศา 3 วันก่อนบรรจุ
"""
PILS_RECIPE = """# สูตร แม่ริม พิลส์ (ต่อ 500 ลิตร)

- มอลต์พิลส์เนอร์ 105 กก.
- ฮอปซาซ (Saaz) 2.5 กก. ต้ม 60 นาที + 1 กก. ท้ายต้ม
- ยีสต์ลาเกอร์ W-34/70 3 แพ็ค
- หมักที่ 11 องศา 14 วัน, lagering 0-1 องศา 4 สัปดาห์
- OG 1.048 / IBU 32 / แอลกอฮอล์ประมาณ 5.0%
"""
MEETING = """# ประชุมทีม วันที่ 5 พฤศจิกายน 2568

ผู้เข้าร่วม: วรรณา, ธนวัฒน์, แบงค์, ฝน, ก้อง

## สรุปตัวเลข
- ยอดขายเดือน ต.ค. รวม 357,600 บาท สูงสุดของปีนี้
- ถังที่ส่งให้ นอร์เทิร์นเบฟ (ผู้จัดจำหน่าย) เดือนแรก 42 ถัง ผ่านขั้นต่ำตามสัญญา

## มติที่ประชุม
- ปรับราคาเบียร์สดหน้าร้าน จากแก้วละ 150 บาท เป็น 160 บาท ตั้งแต่ 1 ธ.ค. 2568
- ไปออกบูธงานเทศกาลคราฟต์เบียร์เชียงใหม่ 19-21 ธ.ค. ก้องกับฝนเป็นคนดูแลบูธ
- ทำความสะอาดถังหมัก FV1-FV4 ทุกวันจันทร์ แบงค์รับผิดชอบ

## งานที่ต้องทำ
- ฝน: สต็อกขวด 330 มล. เหลือ 1,200 ขวด สั่งเพิ่ม 5,000 ขวด ภายในสัปดาห์นี้
- แบงค์: ต้มเบียร์ Batch 49 (พิลส์) วันที่ 12 พ.ย.
- วรรณา: คุยกับบริษัทถังหมักเรื่องส่วนลด ก่อนตัดสินใจซื้อถังใหม่
"""
SCHOOL_TERM2 = [
    "LANNA BILINGUAL SCHOOL\n"
    "55 Moo 1, Mae Rim - Samoeng Road, Chiang Mai 50180\n"
    "\n"
    "INVOICE - Semester 2, Academic Year 2025\n"
    "Invoice No.: LBS-S2-2025-0417    Issued: 20 September 2025\n"
    "Parent: Mrs. Wanna Srisuk\n"
    "Student: Tonkla Srisuk (Ton)   Grade 4, Class 4B\n"
    "\n"
    "Tuition fee                     68,500.00\n"
    "School bus (Mae Rim route)       7,200.00\n"
    "Lunch program                    4,800.00\n"
    "Total                           80,500.00 THB\n"
    "\n"
    "Payment due: 15 October 2025\n"
    "A late fee of 500 THB per week applies after the due date.\n"
    "Semester 2 starts on 3 November 2025.",
]
SCHOOL_TERM1 = """ใบเสร็จรับเงิน (ถ่ายรูปไว้ พิมพ์เก็บ)
โรงเรียนลานนาไบลิงกัว
ภาคเรียนที่ 1 ปีการศึกษา 2568
นักเรียน ด.ช.ต้นกล้า ศรีสุข ชั้น ป.4
ค่าเล่าเรียน 66,000 บาท
ค่ารถรับส่ง 7,200 บาท
ค่าอาหารกลางวัน 4,800 บาท
รวม 78,000 บาท
ชำระแล้ววันที่ 20 พฤษภาคม 2568 (โอน)
"""
CAR_INSURANCE = [
    "KRUNGSIAM INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Branch, 140 Huay Kaew Road, Chiang Mai 50200\n"
    "\n"
    "1 November 2025\n"
    "Dear Mrs. Wanna Srisuk,\n"
    "\n"
    "Re: Renewal of your motor insurance policy No. MT-2567-0098812\n"
    "Vehicle: Toyota Hilux Revo 2.4, registration BT-4521 Chiang Mai\n"
    "\n"
    "Your policy expires on 30 November 2025. We are pleased to offer renewal for another year:\n"
    "Cover: Type 1, repair at authorised garage\n"
    "Sum insured: 650,000 THB\n"
    "Renewal premium: 18,650 THB (incl. stamp duty and VAT)\n"
    "No-claim discount: 20%\n"
    "\n"
    "Please pay before 30 November 2025 to keep your cover without a gap.\n"
    "Your agent: Ms. Orawan, 084-662-3190",
]
MOM_INSURANCE = [
    "สรุปกรมธรรม์ประกันสุขภาพ คุณแม่บุญศรี ศรีสุข",
    "บริษัท ไทยประกันใจดี จำกัด (มหาชน)  กรมธรรม์เลขที่ H-6610-552871",
    "ผู้เอาประกัน: นางบุญศรี ศรีสุข อายุ 68 ปี   ผู้รับประโยชน์: นางวรรณา ศรีสุข",
    "ความคุ้มครองผู้ป่วยใน สูงสุด 1,000,000 บาทต่อปี",
    "ค่าห้องพัก สูงสุดวันละ 4,000 บาท",
    "ผู้ป่วยนอก ไม่คุ้มครอง",
    "เบี้ยประกันปีละ 42,300 บาท ครบกำหนดชำระ 12 มกราคม 2569",
    "ตัวแทน: คุณสมหญิง โทร 081-908-4471",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Mae Rim Branch\n"
    "ELECTRICITY BILL\n"
    "Customer: Mrs. Wanna Srisuk\n"
    "Address: 12/7 Moo 6, Don Kaeo, Mae Rim, Chiang Mai 50180\n"
    "Account No.: 020012345678\n"
    "Reading period: 18 Sep 2025 - 17 Oct 2025\n"
    "Units used: 386 kWh\n"
    "Energy charge: 1,540.20\n"
    "Service charge: 24.62\n"
    "Ft charge: 63.52\n"
    "VAT 7%: 113.98\n"
    "Amount due: 1,742.32 THB\n"
    "Due date: 31 October 2025",
]
HOUSEHOLD = {
    "ส.ค. 2568": [
        ("ค่าไฟบ้าน (Electricity)", 1688.45, ""),
        ("ค่าน้ำประปา (Water)", 312, ""),
        ("อินเทอร์เน็ต+มือถือ (Internet & phones)", 1397, "3BB + AIS 2 เบอร์"),
        ("กับข้าว/ตลาด (Groceries)", 11870, ""),
        ("น้ำมันรถ (Fuel)", 3950, ""),
        ("เรียนพิเศษ (Tutoring)", 3200, "ภาษาอังกฤษ+ว่ายน้ำ"),
        ("ผ่อนบ้าน (Mortgage)", 21800, ""),
        ("ยาคุณแม่ (Mom's medicine)", 2380, ""),
    ],
    "ก.ย. 2568": [
        ("ค่าไฟบ้าน (Electricity)", 1815.10, ""),
        ("ค่าน้ำประปา (Water)", 298, ""),
        ("อินเทอร์เน็ต+มือถือ (Internet & phones)", 1397, ""),
        ("กับข้าว/ตลาด (Groceries)", 12930, "วันเกิดแม่"),
        ("น้ำมันรถ (Fuel)", 4480, ""),
        ("เรียนพิเศษ (Tutoring)", 3200, ""),
        ("ผ่อนบ้าน (Mortgage)", 21800, ""),
        ("ยาคุณแม่ (Mom's medicine)", 2650, ""),
    ],
    "ต.ค. 2568": [
        ("ค่าไฟบ้าน (Electricity)", 1742.32, "PEA รอบ ก.ย.-ต.ค."),
        ("ค่าน้ำประปา (Water)", 286, ""),
        ("อินเทอร์เน็ต+มือถือ (Internet & phones)", 1397, ""),
        ("กับข้าว/ตลาด (Groceries)", 12450, ""),
        ("น้ำมันรถ (Fuel)", 4200, ""),
        ("ค่าเทอมต้นกล้า เทอม 2 (School fees)", 80500, "จ่ายแล้ว 14 ต.ค."),
        ("เรียนพิเศษ (Tutoring)", 3200, ""),
        ("ผ่อนบ้าน (Mortgage)", 21800, ""),
        ("ยาคุณแม่ (Mom's medicine)", 2650, ""),
    ],
}
TEXTS = {
    "แชท/LINE_เอก_ลานนาแท็ปรูม.txt": (
        "[07/11/2568 16:22] วรรณา: คุณเอกคะ ส่งใบเสนอราคาฉบับแก้ไขให้แล้วนะคะ IPA 14 ถัง พิลส์ 10 ถัง\n"
        "[10/11/2568 14:05] เอกชัย ลานนาแท็ปรูม: ได้รับแล้วครับพี่วรรณา ขอบคุณครับ\n"
        "[10/11/2568 14:07] เอกชัย ลานนาแท็ปรูม: ขอเพิ่ม IPA เป็น 18 ถังได้ไหมครับ พิลส์ 10 ถังเท่าเดิม\n"
        "[10/11/2568 14:20] วรรณา: ได้ค่ะ ราคาถังละ 3,050 เท่าเดิมนะคะ\n"
        "[12/11/2568 09:12] เอกชัย ลานนาแท็ปรูม: พี่ครับ ขอลดพิลส์เหลือ 8 ถังครับ ลูกค้าชอบ IPA มากกว่า\n"
        "[12/11/2568 09:30] วรรณา: โอเคค่ะ สรุปนะคะ IPA 18 ถัง พิลส์ 8 ถัง รวม 26 ถัง\n"
        "[12/11/2568 09:31] เอกชัย ลานนาแท็ปรูม: ถูกต้องครับ แล้วขอเลื่อนส่งจาก 28 พ.ย. เป็น 2 ธ.ค. ได้ไหมครับ "
        "งานเปิดสาขาใหม่เลื่อน\n"
        "[12/11/2568 09:40] วรรณา: ได้ค่ะ ส่งวันที่ 2 ธ.ค. ช่วงบ่ายนะคะ เดี๋ยวส่งใบแจ้งหนี้ให้ตอนส่งของค่ะ\n"
        "[12/11/2568 09:41] เอกชัย ลานนาแท็ปรูม: ขอบคุณครับ 🙏\n"
    ),
    "แชท/LINE_พี่โจ้_สยามมอลต์.txt": (
        "[18/08/2568 10:02] วรรณา: พี่โจ้คะ ได้บิลสยามมอลต์เลขที่ INV2025-0412 แล้วนะคะ จะโอนก่อน 13 ก.ย.\n"
        "[18/08/2568 10:05] พี่โจ้ สยามมอลต์: ขอบคุณครับ เดือนหน้าซิตร้าของขาดนะครับ อาจได้ปลายเดือนกันยา\n"
        "[02/09/2568 16:40] วรรณา: งั้นขอพิลส์เนอร์มอลต์ 10 กระสอบก่อน ส่งได้วันไหนคะ\n"
        "[02/09/2568 16:45] พี่โจ้ สยามมอลต์: ส่งได้ 6 ก.ย. ครับ ราคาเดิมตามใบราคาปีนี้\n"
        "[02/09/2568 16:46] วรรณา: โอเคค่ะ 👍\n"
        "[03/11/2568 11:30] พี่โจ้ สยามมอลต์: ปีหน้าฮอปน่าจะขึ้นราคาประมาณ 5% นะครับ ใบราคาใหม่จะส่งให้ธันวาครับ\n"
    ),
    "Email/email_CM_CraftBeerFest_2025.txt": FESTIVAL_EMAIL,
    "บันทึก/brew_log_batch47.md": BREW_LOG,
    "บันทึก/สูตร_ดอยหลวง_IPA.md": IPA_RECIPE,
    "บันทึก/สูตร_แม่ริมพิลส์.md": PILS_RECIPE,
    "บันทึก/ประชุมทีม_พย2568.md": MEETING,
    "บ้าน/ลูก/ใบเสร็จค่าเทอม1_ต้นกล้า.txt": SCHOOL_TERM1,
    "บ้าน/ของที่ต้องซื้อ_แม็คโคร.txt": "น้ำยาล้างจาน 2 แกลลอน\nกระดาษทิชชู่ 1 แพ็ค\nไข่ 2 แผง\nนมกล่องต้นกล้า 2 ลัง\n"
                                    "ถุงขยะดำ\nน้ำแข็งสำหรับร้าน",
    "Personal/ทริปน่าน_ปีใหม่.md": "# ทริปน่าน ปีใหม่ 2569\n- 30 ธ.ค. ออกจากแม่ริม 6 โมงเช้า\n- พักบ่อเกลือ 2 คืน\n"
                                  "- งบรวม 12,000 บาท ทั้งครอบครัว\n- อย่าลืมฝากแบงค์ดูร้าน",
}
WORKSPECT = {"todo.md": "- โอนค่าบูธงานเทศกาลเบียร์\n- ต่อประกันรถ\n- สั่งขวด 330 มล. เพิ่ม\n"
                        "- นัดช่างดูถังหมักใหม่\n- จ่ายค่าเช่าโกดังก่อนวันที่ 5\n"}


def _sales(path: Path, sales: dict, expenses: dict, year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายรายเดือน ปี {year} (Monthly sales {year}) - โรงเบียร์แม่ริม บริวอิ้ง"])
    sheet.append(["เดือน (Month)", "หน้าร้าน (Taproom)", "ขายส่งถัง (Kegs wholesale)", "ขวด (Bottles)",
                  "รวม (Total)"])
    for i, (tap, keg, bot) in enumerate(zip(sales["taproom"], sales["kegs"], sales["bottles"])):
        sheet.append([f"{MONTHS[i]} {year[2:]}", tap, keg, bot, tap + keg + bot])
    sheet.append(["รวมทั้งปี (Year total)", sum(sales["taproom"]), sum(sales["kegs"]), sum(sales["bottles"]),
                  sum(sales["taproom"]) + sum(sales["kegs"]) + sum(sales["bottles"])])
    for column in range(2, 6):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append(["เดือน (Month)", "วัตถุดิบ (Ingredients)", "ค่าแรง (Wages)", "ค่าเช่า (Rent)",
                  "ค่าไฟ (Electricity)", "อื่นๆ (Other)", "รวม (Total)"])
    keys = ("ingredients", "wages", "rent", "power", "other")
    for i in range(len(expenses["rent"])):
        row = [expenses[k][i] for k in keys]
        costs.append([f"{MONTHS[i]} {year[2:]}", *row, sum(row)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _costs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต้นทุน 2568"
    sheet.append(["ต้นทุนวัตถุดิบและค่าผลิต รายเดือน ปี 2568 (บาท)"])
    sheet.append(["รายการ (Item)", *[f"{m} 68" for m in MONTHS[:10]], "รวม (Total)"])
    for item, values in COSTS_2568:
        sheet.append([item, *values, sum(values)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค. 2568"
    sheet.append(["เงินเดือนพนักงาน เดือนตุลาคม 2568 (Payroll October 2025)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Salary)", "ค่าล่วงเวลา (OT)",
                  "หักประกันสังคม (Social security)", "รับสุทธิ (Net pay)"])
    for name, role, salary, ot, sso in PAYROLL:
        sheet.append([name, role, salary, ot, sso, salary + ot - sso])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in PAYROLL), sum(r[3] for r in PAYROLL),
                  sum(r[4] for r in PAYROLL), sum(r[2] + r[3] - r[4] for r in PAYROLL)])
    for column in range(3, 7):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    for sub in ("Suppliers", "ซัพพลายเออร์", "ใบเสนอราคา", "สัญญา", "Contracts", "บัญชี", "แผนงาน",
                "บ้าน/ลูก", "บ้าน/ประกัน", "บ้าน/บิล"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    make_pdf(docs / "Suppliers" / "SiamMaltHops_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(docs / "ซัพพลายเออร์" / "ราคามอลต์ฮอป_สยามมอลต์_2567.docx", PRICELIST_2567_TOP,
               table=PRICELIST_2567_TABLE, bottom=PRICELIST_2567_BOTTOM)
    make_pdf(docs / "Suppliers" / "SMH_invoice_INV2025-0412.pdf", INVOICE_SMH)
    make_pdf(docs / "Suppliers" / "CO2_ThaiIndustrialGas_Oct2025.pdf", INVOICE_CO2)
    write_docx(docs / "ซัพพลายเออร์" / "Quotation_ThaiSteelBrewtech_fermenter.docx", FERMENTER_TOP,
               table=FERMENTER_TABLE, bottom=FERMENTER_BOTTOM)
    write_docx(docs / "ใบเสนอราคา" / "ใบเสนอราคา_ลานนาแท็ปรูม_ร่าง.docx", LANNA_DRAFT_TOP,
               table=LANNA_DRAFT_TABLE, bottom=LANNA_DRAFT_BOTTOM)
    write_docx(docs / "ใบเสนอราคา" / "ใบเสนอราคา_ลานนาแท็ปรูม_final.docx", LANNA_FINAL_TOP,
               table=LANNA_FINAL_TABLE, bottom=LANNA_FINAL_BOTTOM)
    write_docx(docs / "ใบเสนอราคา" / "ใบเสนอราคา_โรงแรมริมปิง.docx", HOTEL_TOP,
               table=HOTEL_TABLE, bottom=HOTEL_BOTTOM)
    write_docx(docs / "สัญญา" / "สัญญาเช่าโกดัง_แม่ริม.docx", LEASE)
    write_docx(docs / "Contracts" / "Distribution_Agreement_NorthernBev.docx", [], headings=DISTRIBUTION)
    _sales(docs / "บัญชี" / "ยอดขาย_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _sales(docs / "บัญชี" / "ยอดขาย_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _costs(docs / "บัญชี" / "ต้นทุนวัตถุดิบ_รายเดือน_2568.xlsx")
    _payroll(docs / "บัญชี" / "เงินเดือนพนักงาน_ต.ค.2568.xlsx")
    write_slides(docs / "แผนงาน" / "แผนปี2569_MaeRimBrewing.pptx", PLAN_SLIDES)
    make_pdf(docs / "บ้าน" / "ลูก" / "LannaBilingual_invoice_term2_2025.pdf", SCHOOL_TERM2)
    make_pdf(docs / "บ้าน" / "ประกัน" / "CarInsurance_Renewal_2025.pdf", CAR_INSURANCE)
    write_docx(docs / "บ้าน" / "ประกัน" / "ประกันสุขภาพ_คุณแม่บุญศรี.docx", MOM_INSURANCE)
    make_pdf(docs / "บ้าน" / "บิล" / "PEA_bill_Oct2025_house.pdf", PEA_BILL)
    _household(docs / "บ้าน" / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
