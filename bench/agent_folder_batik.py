"""A blind folder for Klang's agent: the papers of a batik shop owner and her household, written by code.

The owner is นงลักษณ์ แสงทอง (Nonglak Saengthong). She runs ร้านบาติกบ้านสายรุ้ง (Sairung Batik), a hand-drawn
batik shop and workshop in Ao Nang, Krabi: she sells in the shop, online, on consignment at the airport and to
hotels, and teaches batik classes to tourists. She lives in Mueang Krabi with her husband สมศักดิ์ (Somsak),
her daughter ด.ญ. แพรวา (Praewa, grade 4) and her mother. Her files, under Documents/:

ร้านบาติก/ (the shop)
- ใบเสนอราคา/ใบเสนอราคา_อ่าวนางคลิฟ_draft.docx: the draft quote QT-2568-007 to Ao Nang Cliff Resort (3 Mar 2568):
  300 scarves at 350 and 80 staff shirts at 650, grand total 167,990; a table of items.
- ใบเสนอราคา/ใบเสนอราคา_อ่าวนางคลิฟ_final.docx: the final of the same quote (12 Mar 2568): 250 scarves at 330 and
  80 shirts at 620, grand total 141,347, deposit 70,673.50, delivery by 30 เมษายน 2568.
- ใบเสนอราคา/quote_KrabiHeritage.docx: a similar quote in English to another hotel, Krabi Heritage Hotel
  (QT-2568-011): 120 scarves at 360 and 40 table runners at 450, grand total 65,484.
- สัญญา/สัญญาฝากขาย_ร้านสนามบิน.docx: the consignment contract with Andaman Gift Gallery at Krabi airport:
  25% commission, shelf rent 1,500 a month, at least 60 pieces in stock, 1 May 2568 - 30 Apr 2569.
- OTOP_ตอบรับออกบูธ_2568.docx: the Krabi community-development office's letter accepting her booth (B-214) at
  OTOP City, 18-26 Dec 2568 at Impact Muang Thong Thani; booth fee 4,500 by 31 Oct 2568.
- Suppliers/SiamDye_pricelist_2025.pdf: Siam Dye & Chemical's 2025 price list in English (Remazol dye 780/kg,
  paraffin wax 1,450/box, beeswax 320/kg, free delivery from 5,000).
- Suppliers/ราคาสยามดาย_2567.docx: the same firm's 2567 price list in Thai (บริษัท สยามสีย้อมและเคมีภัณฑ์ จำกัด):
  Remazol 720, paraffin 1,380, beeswax 300, free delivery from 4,000.
- Suppliers/SiamDye_invoice_Feb2025.pdf: Siam Dye's invoice SD-2502-0173 (total 11,791.40, due 20 March 2025).
- Suppliers/PattaniTextile_invoice_Apr2025.pdf: Pattani Textile's tax invoice for rayon and cotton
  (200 m and 150 m, total 23,379.50, due 15 May 2025).
- บัญชี/ยอดขาย_2568.xlsx: this year's book, Jan-Jun: a sales sheet with channels as rows and months as columns
  (March online 48,350, March total 247,355), and an expenses sheet with months as rows.
- บัญชี/ยอดขาย_2567.xlsx: last year's book, the same two sheets for twelve months.
- แชทไลน์/LINE_พิมพ์_อ่าวนางคลิฟ.txt: LINE chat with the hotel's buyer after the final quote; the order changes
  twice and ends at 280 scarves and 95 shirts, new total 161,891, delivery 9 พ.ค.
- แชทไลน์/LINE_ปัตตานีเท็กซ์ไทล์.txt: LINE chat with the fabric mill (named in Thai) where the rayon order goes
  from 250 m down to 200 m.
- แชทไลน์/LINE_ทีมช่างสายรุ้ง.txt: the staff group chat (wax running low, class bookings, wages).
- Plans/แผนร้าน_2569.pptx: slides of next year's plan (target 2,400,000, workshop room budget 180,000).
- workshop_prices.md: the class prices in English (half day 890, full day 1,590, kids 650, groups 10% off).
- ลายใหม่_ไอเดีย.md: notes on new patterns (a distractor).
- about_us_website.txt: the shop's story for the website (a distractor).

Downloads/
- email_KyotoIndigo_wholesale.txt: an email from a Kyoto boutique asking for 150 sarongs at about 520 THB,
  a 30-piece sample by 20 August 2025.

บ้าน/ (the household)
- ค่าเทอมแพรวา/ค่าเทอม_แพรวา_1-2568.docx: school fees for term 1/2568 (tuition 18,500, lunch 4,200,
  total 25,850, pay by 16 พฤษภาคม 2568).
- ค่าเทอมแพรวา/ค่าเทอม_แพรวา_2-2567.docx: last term's fees, 2/2567 (tuition 17,900, total 23,400).
- bills/PEA_bill_Jun2025.pdf: the home electricity bill for June 2025 (2,934.77, due 18 July 2025).
- bills/internet_bill_Jun2025.pdf: the home internet and phone bill (749.00).
- ประกัน/insurance_renewal_AndamanLife_2025.pdf: a life-insurance renewal notice in English (premium 28,640,
  sum insured 1,000,000, due 31 August 2025).
- ประกัน/ประกันรถกระบะ_2568.docx: the pickup's insurance renewal (premium 17,850, cover ends 14 ตุลาคม 2568).
- ประกัน/กรมธรรม์อัคคีภัย_ร้าน.docx: the shop's fire insurance policy (sum 800,000, premium 3,210).
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, one sheet per month Jan-May (March fuel 4,380).
- LINE_ครอบครัว.txt: the family LINE group.
- ของที่ต้องซื้อ.txt: a shopping list (a distractor).

Her workspect holds a to-do list in Thai.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = "ร้านบาติกบ้านสายรุ้ง (Sairung Batik) 128 หมู่ 2 ต.อ่าวนาง อ.เมืองกระบี่ จ.กระบี่ 81180 โทร 081-537-2244"
QUOTE_COLS = ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_DRAFT_TOP = [
    "ร่าง - ยังไม่ได้ส่ง รอเช็คราคาเสื้อกับพี่อรก่อน",
    SHOP_HEAD,
    "ใบเสนอราคา (ร่าง) เลขที่ QT-2568-007",
    "วันที่ 3 มีนาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมอ่าวนาง คลิฟ รีสอร์ท (Ao Nang Cliff Resort) คุณพิมพ์ชนก",
    "ทางร้านยินดีเสนอราคาสินค้าผ้าบาติกเขียนมือ ดังนี้",
]
QUOTE_DRAFT_TABLE = [
    QUOTE_COLS,
    ("1", "ผ้าพันคอบาติกเรยอน เขียนมือ ลายดอกลีลาวดี ขนาด 50x180 ซม.", "300 ผืน", "350", "105,000"),
    ("2", "เสื้อเชิ้ตบาติกพนักงาน ผ้าฝ้าย (ชาย/หญิง)", "80 ตัว", "650", "52,000"),
    ("", "รวมเป็นเงิน", "", "", "157,000"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "10,990"),
    ("", "รวมทั้งสิ้น", "", "", "167,990"),
]
QUOTE_DRAFT_BOTTOM = [
    "ยืนราคา 30 วัน นับจากวันที่เสนอราคา",
    "ส่งมอบสินค้าภายใน 45 วัน หลังได้รับเงินมัดจำ 50%",
    "ลงชื่อ นงลักษณ์ แสงทอง ผู้เสนอราคา",
]
QUOTE_FINAL_TOP = [
    SHOP_HEAD,
    "ใบเสนอราคา เลขที่ QT-2568-007",
    "วันที่ 12 มีนาคม 2568",
    "เรียน ฝ่ายจัดซื้อ โรงแรมอ่าวนาง คลิฟ รีสอร์ท (Ao Nang Cliff Resort) คุณพิมพ์ชนก",
    "ตามที่ได้คุยกันเมื่อวันที่ 10 มีนาคม ทางร้านขอเสนอราคาใหม่ ดังนี้",
]
QUOTE_FINAL_TABLE = [
    QUOTE_COLS,
    ("1", "ผ้าพันคอบาติกเรยอน เขียนมือ ลายดอกลีลาวดี ขนาด 50x180 ซม.", "250 ผืน", "330", "82,500"),
    ("2", "เสื้อเชิ้ตบาติกพนักงาน ผ้าฝ้าย (ชาย/หญิง)", "80 ตัว", "620", "49,600"),
    ("", "รวมเป็นเงิน", "", "", "132,100"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "9,247"),
    ("", "รวมทั้งสิ้น", "", "", "141,347"),
]
QUOTE_FINAL_BOTTOM = [
    "ยืนราคา 30 วัน นับจากวันที่เสนอราคา",
    "เงื่อนไขการชำระเงิน: มัดจำ 50% เป็นเงิน 70,673.50 บาท ส่วนที่เหลือชำระเมื่อส่งมอบสินค้า",
    "กำหนดส่งมอบภายในวันที่ 30 เมษายน 2568",
    "โอนเข้าบัญชีกสิกรไทย สาขาอ่าวนาง ชื่อบัญชี นงลักษณ์ แสงทอง",
    "ลงชื่อ นงลักษณ์ แสงทอง ผู้เสนอราคา",
]
QUOTE_HERITAGE_TOP = [
    "Sairung Batik (ร้านบาติกบ้านสายรุ้ง) - 128 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180 - Tel 081-537-2244",
    "QUOTATION No. QT-2568-011",
    "Date: 2 April 2025",
    "To: Mr. Daniel Weber, General Manager, Krabi Heritage Hotel (โรงแรมกระบี่เฮอริเทจ)",
    "Thank you for visiting our shop. We are pleased to quote for hand-drawn batik items for your guest rooms "
    "and restaurant:",
]
QUOTE_HERITAGE_TABLE = [
    ("No.", "Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("1", "Hand-drawn rayon batik scarf, frangipani pattern, 50x180 cm", "120 pcs", "360", "43,200"),
    ("2", "Batik table runner, cotton, 35x180 cm, sea-wave pattern", "40 pcs", "450", "18,000"),
    ("", "Subtotal", "", "", "61,200"),
    ("", "VAT 7%", "", "", "4,284"),
    ("", "Grand total", "", "", "65,484"),
]
QUOTE_HERITAGE_BOTTOM = [
    "Prices valid for 30 days.",
    "Delivery: 30 days after 50% deposit. Free delivery in Krabi.",
    "Nonglak Saengthong, owner",
]

CONSIGNMENT = [
    "สัญญาฝากขายสินค้า",
    "ทำที่ ท่าอากาศยานกระบี่ วันที่ 25 เมษายน 2568",
    "ระหว่าง ร้านอันดามัน กิฟต์ แกลเลอรี่ (Andaman Gift Gallery) อาคารผู้โดยสารขาออก ท่าอากาศยานกระบี่ "
    "โดยนายวิทยา ทองมา ผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้รับฝากขาย\"",
    "กับ นางนงลักษณ์ แสงทอง เจ้าของร้านบาติกบ้านสายรุ้ง ซึ่งต่อไปเรียกว่า \"ผู้ฝากขาย\"",
    "ข้อ 1. สัญญานี้มีกำหนด 1 ปี ตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2569",
    "ข้อ 2. ผู้รับฝากขายมีสิทธิหักค่าคอมมิชชั่นร้อยละ 25 (25%) ของราคาขายปลีกของสินค้าที่ขายได้",
    "ข้อ 3. ผู้ฝากขายชำระค่าเช่าพื้นที่ชั้นวางสินค้าเดือนละ 1,500 บาท",
    "ข้อ 4. ผู้ฝากขายต้องมีสินค้าวางในร้านไม่น้อยกว่า 60 ชิ้นตลอดเวลา",
    "ข้อ 5. ผู้รับฝากขายจะสรุปยอดขายและโอนเงินให้ผู้ฝากขายภายในวันที่ 10 ของเดือนถัดไป",
    "ข้อ 6. หากสินค้าสูญหายหรือเสียหายระหว่างอยู่ในร้าน ผู้รับฝากขายรับผิดชอบเต็มราคาทุน",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะบอกเลิกสัญญาต้องแจ้งอีกฝ่ายเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ วิทยา ทองมา ผู้รับฝากขาย        ลงชื่อ นงลักษณ์ แสงทอง ผู้ฝากขาย",
]
OTOP_LETTER = [
    "ที่ กบ 0017/2568",
    "สำนักงานพัฒนาชุมชนจังหวัดกระบี่ ศาลากลางจังหวัดกระบี่ ถนนอุตรกิจ อ.เมือง จ.กระบี่",
    "วันที่ 20 มิถุนายน 2568",
    "เรื่อง ตอบรับการเข้าร่วมจำหน่ายสินค้าในงาน OTOP City 2568",
    "เรียน นางนงลักษณ์ แสงทอง ร้านบาติกบ้านสายรุ้ง",
    "ตามที่ท่านได้สมัครเข้าร่วมจำหน่ายสินค้าผ้าบาติก ในนามผู้ประกอบการ OTOP จังหวัดกระบี่ นั้น",
    "สำนักงานฯ ขอแจ้งว่าท่านได้รับการคัดเลือกให้เข้าร่วมงาน ซึ่งจะจัดระหว่างวันที่ 18-26 ธันวาคม 2568 "
    "ณ อิมแพ็ค ชาเลนเจอร์ เมืองทองธานี จังหวัดนนทบุรี",
    "บูธของท่านคือ บูธเลขที่ B-214 โซนภาคใต้",
    "ค่าบูธ 4,500 บาท กรุณาชำระภายในวันที่ 31 ตุลาคม 2568",
    "ผู้ประกอบการต้องขนสินค้าเข้าบูธวันที่ 17 ธันวาคม 2568 ตั้งแต่เวลา 13.00 น.",
    "จึงเรียนมาเพื่อโปรดทราบ",
    "(นางสาวกมลวรรณ ศรีสุข) นักวิชาการพัฒนาชุมชนชำนาญการ",
]

SIAMDYE_2025 = [
    "SIAM DYE & CHEMICAL CO., LTD.\n88/9 Phetkasem Road, Bang Khae, Bangkok 10160  Tel 02-454-7781\n\n"
    "PRICE LIST 2025  (valid 1 January 2025 - 31 December 2025)\nAll prices in THB, excluding VAT 7%\n\n"
    "Code    Item                                   Unit            Price\n"
    "RD-01   Remazol reactive dye (all colours)     1 kg            780\n"
    "SS-25   Sodium silicate (water glass)          25 kg pail      540\n"
    "SA-25   Soda ash (sodium carbonate)            25 kg bag       620\n"
    "PW-25   Paraffin wax 140/150                   25 kg box       1,450\n"
    "MW-25   Microcrystalline wax                   25 kg box       2,150\n"
    "BW-01   Pure beeswax                           1 kg            320\n"
    "CT-01   Canting (tjanting), brass, 1 spout     piece           85",
    "Terms\nFree delivery for orders of 5,000 THB or more. Orders below 5,000 THB: delivery 150 THB.\n"
    "Payment: 30 days credit for regular customers, cash on delivery for new customers.\n"
    "Prices may change with the price of crude oil (paraffin and micro wax).\n"
    "Contact: Ms. Wanida, sales, 089-221-0456, LINE: siamdye.wanida",
]
SIAMDYE_2567_TOP = [
    "บริษัท สยามสีย้อมและเคมีภัณฑ์ จำกัด",
    "88/9 ถนนเพชรเกษม แขวงบางแค เขตบางแค กรุงเทพฯ 10160",
    "ใบแจ้งราคาสินค้า ปี 2567 (ราคายังไม่รวมภาษีมูลค่าเพิ่ม)",
]
SIAMDYE_2567_TABLE = [
    ("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
    ("RD-01", "สีรีแอคทีฟ รีมาโซล (ทุกสี)", "1 กก.", "720"),
    ("SS-25", "โซเดียมซิลิเกต (น้ำยากันสีตก)", "ถัง 25 กก.", "510"),
    ("SA-25", "โซดาแอช", "กระสอบ 25 กก.", "590"),
    ("PW-25", "เทียนพาราฟิน 140/150", "กล่อง 25 กก.", "1,380"),
    ("MW-25", "ไมโครแวกซ์", "กล่อง 25 กก.", "2,050"),
    ("BW-01", "ขี้ผึ้งแท้", "1 กก.", "300"),
    ("CT-01", "จันติ้งทองเหลือง หัวเดียว", "อัน", "80"),
]
SIAMDYE_2567_BOTTOM = [
    "ส่งฟรีเมื่อสั่งซื้อครบ 4,000 บาทขึ้นไป",
    "ติดต่อฝ่ายขาย คุณวนิดา 089-221-0456",
]
SIAMDYE_INVOICE = [
    "SIAM DYE & CHEMICAL CO., LTD.\n88/9 Phetkasem Road, Bang Khae, Bangkok 10160  Tax ID 0105548012345\n\n"
    "INVOICE No. SD-2502-0173\nDate: 18 February 2025\n"
    "Bill to: Sairung Batik (Mrs. Nonglak Saengthong), 128 Moo 2, Ao Nang, Krabi 81180\n\n"
    "Item                              Qty       Unit price   Amount\n"
    "Paraffin wax 140/150 (25 kg box)   4 boxes   1,450        5,800.00\n"
    "Remazol reactive dye, 1 kg         6 kg      780          4,680.00\n"
    "Sodium silicate, 25 kg pail        1 pail    540          540.00\n\n"
    "Subtotal: 11,020.00 THB\nVAT 7%: 771.40 THB\nTotal: 11,791.40 THB\n"
    "Free delivery (order over 5,000 THB)\nPayment due: 20 March 2025 (30 days credit)",
]
PATTANI_INVOICE = [
    "PATTANI TEXTILE CO., LTD.\n77 Nong Chik Road, Mueang Pattani, Pattani 94000  Tel 073-331-908\n\n"
    "TAX INVOICE No. PT-68/0412\nDate: 15 April 2025\n"
    "Customer: Sairung Batik, 128 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180\n\n"
    "Item                                 Qty      Unit price   Amount\n"
    "Rayon fabric, white, width 115 cm    200 m    68.00        13,600.00\n"
    "Cotton fabric, white, width 150 cm   150 m    55.00        8,250.00\n\n"
    "Subtotal: 21,850.00 THB\nVAT 7%: 1,529.50 THB\nTotal: 23,379.50 THB\n\n"
    "Due date: 15 May 2025\nPlease transfer to Krungthai Bank, Pattani branch, a/c 712-0-45566-3\n"
    "Shipped by Kerry Express, 2 bales",
]

CHANNELS = [
    ("หน้าร้าน (Shop)", "ออนไลน์ (Online)", "เวิร์กช็อป (Workshop)", "ฝากขาย (Consignment)",
     "ขายส่ง/โรงแรม (Wholesale/Hotels)"),
]
CHANNELS = ["หน้าร้าน (Shop)", "ออนไลน์ (Online)", "เวิร์กช็อป (Workshop)", "ฝากขาย (Consignment)",
            "ขายส่ง/โรงแรม (Wholesale/Hotels)"]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
SALES_2568 = [
    [86400, 91250, 78900, 65300, 42150, 38700],
    [31200, 29850, 48350, 35600, 33900, 36450],
    [44500, 47800, 39160, 28480, 15130, 12460],
    [0, 0, 0, 0, 11400, 9850],
    [0, 12500, 80945, 0, 80946, 0],
]
SALES_2567 = [
    [79800, 84300, 72650, 60100, 39400, 35200, 41800, 44650, 33900, 47300, 68900, 88450],
    [22400, 21950, 41200, 27300, 25800, 26950, 28100, 30450, 27600, 31800, 38250, 52300],
    [40100, 43600, 36800, 25900, 13200, 11750, 16900, 18400, 10250, 21600, 37800, 46200],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 18600, 0, 0, 0, 0, 25400, 0, 0, 36900, 0],
]
EXPENSE_HEADERS = ["เดือน (Month)", "ผ้า (Fabric)", "สีและเทียน (Dye & wax)", "ค่าแรงช่าง (Wages)",
                   "ค่าเช่าร้าน (Shop rent)", "ค่าไฟร้าน (Shop electricity)", "อื่นๆ (Other)", "รวม (Total)"]
EXPENSES_2568 = [
    [18450, 9120, 36000, 15000, 3860, 2450],
    [6200, 11791.40, 36000, 15000, 3720, 1980],
    [21300, 4350, 36000, 15000, 4150, 3100],
    [23379.50, 2880, 36000, 15000, 4620, 2750],
    [4100, 6920, 36000, 15000, 4480, 4200],
    [3500, 1650, 30000, 15000, 3980, 1500],
]
EXPENSES_2567 = [
    [16900, 8450, 33000, 14000, 3520, 2100],
    [5400, 9980, 33000, 14000, 3410, 1850],
    [19700, 4100, 33000, 14000, 3900, 2600],
    [8800, 2650, 33000, 14000, 4310, 2300],
    [3900, 5870, 33000, 14000, 4200, 3900],
    [3200, 1500, 28000, 14000, 3700, 1400],
    [12400, 3300, 28000, 14000, 3650, 1750],
    [9600, 6850, 33000, 14000, 3580, 2250],
    [2900, 1200, 28000, 14000, 3490, 1300],
    [15800, 7400, 33000, 14000, 3610, 2900],
    [20500, 9300, 33000, 14000, 3550, 3450],
    [11200, 5100, 33000, 14000, 3720, 5800],
]

CHAT_HOTEL = """[12/03/2568 14:05] นงลักษณ์ สายรุ้งบาติก: สวัสดีค่ะคุณพิมพ์ ส่งใบเสนอราคาตัวจริงให้ทางอีเมลแล้วนะคะ ผ้าพันคอ 250 ผืน เสื้อ 80 ตัว ยอดรวม 141,347 บาทค่ะ
[12/03/2568 15:40] พิมพ์ชนก Ao Nang Cliff: ได้รับแล้วค่ะ ขอบคุณค่ะ เดี๋ยวเสนอ GM ก่อนนะคะ
[13/03/2568 09:20] พิมพ์ชนก Ao Nang Cliff: คุณนงคะ GM ขอเพิ่มผ้าพันคอเป็น 300 ผืนได้ไหมคะ จะเอาไว้แจกแขก VIP ช่วงสงกรานต์ด้วย
[13/03/2568 09:45] นงลักษณ์ สายรุ้งบาติก: ได้ค่ะ ราคาผืนละ 330 เท่าเดิมนะคะ
[14/03/2568 16:10] พิมพ์ชนก Ao Nang Cliff: ขอโทษนะคะ เปลี่ยนอีกรอบค่ะ 😅 ผ้าพันคอเอาแค่ 280 ผืนพอ แต่เสื้อพนักงานขอเพิ่มเป็น 95 ตัว เพราะรับพนักงานใหม่
[14/03/2568 16:30] นงลักษณ์ สายรุ้งบาติก: รับทราบค่ะ สรุปนะคะ ผ้าพันคอ 280 ผืน x 330 = 92,400 บาท เสื้อ 95 ตัว x 620 = 58,900 บาท รวม 151,300 บาท VAT 7% 10,591 บาท ยอดใหม่ 161,891 บาทรวม VAT ค่ะ
[14/03/2568 16:32] พิมพ์ชนก Ao Nang Cliff: โอเคค่ะ ตามนี้เลย แล้วขอเลื่อนวันส่งของจาก 30 เม.ย. เป็น 9 พ.ค. ได้ไหมคะ ห้องเก็บของยังไม่ว่าง
[14/03/2568 16:40] นงลักษณ์ สายรุ้งบาติก: ได้ค่ะ ส่งของวันที่ 9 พ.ค. 68 นะคะ
[17/03/2568 11:02] พิมพ์ชนก Ao Nang Cliff: โอนมัดจำ 50% แล้วนะคะ 80,945.50 บาท ส่งสลิปให้แล้วค่ะ
[17/03/2568 11:15] นงลักษณ์ สายรุ้งบาติก: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
"""
CHAT_PATTANI = """[02/04/2568 10:15] นงลักษณ์ สายรุ้งบาติก: สวัสดีค่ะพี่ฟาตีมะห์ รอบนี้ขอสั่งผ้าเรยอนขาวหน้า 115 จำนวน 250 เมตร กับผ้าฝ้ายขาวหน้า 150 อีก 150 เมตรค่ะ
[02/04/2568 10:40] ฟาตีมะห์ ปัตตานีเท็กซ์ไทล์: ได้ค่ะคุณนง เรยอนเมตรละ 68 ฝ้ายเมตรละ 55 เท่าเดิมค่ะ ส่งได้ประมาณวันที่ 15 นะคะ
[08/04/2568 19:02] นงลักษณ์ สายรุ้งบาติก: พี่คะ ขอลดเรยอนเหลือ 200 เมตรได้ไหมคะ ช่วงนี้ใกล้โลว์ซีซั่นแล้ว ของยังเหลือเยอะ ฝ้ายเท่าเดิม 150 เมตรค่ะ
[08/04/2568 19:30] ฟาตีมะห์ ปัตตานีเท็กซ์ไทล์: ได้ค่ะ แก้ออร์เดอร์เป็นเรยอน 200 เมตร ฝ้าย 150 เมตรนะคะ
[15/04/2568 16:48] ฟาตีมะห์ ปัตตานีเท็กซ์ไทล์: ส่งของทางเคอรี่แล้วค่ะ 2 ม้วน บิลส่งตามไปทางอีเมลนะคะ เครดิต 30 วันค่ะ
[17/04/2568 12:10] นงลักษณ์ สายรุ้งบาติก: ได้รับของแล้วค่ะ ผ้าสวยมาก ขอบคุณค่ะพี่
"""
CHAT_TEAM = """[02/06/2568 08:30] พี่อร: พี่นงคะ เทียนพาราฟินเหลือกล่องเดียวแล้วนะคะ ขี้ผึ้งก็ใกล้หมด
[02/06/2568 08:52] นงลักษณ์: โอเคจ้ะ เดี๋ยวพี่สั่งเพิ่มอาทิตย์นี้
[04/06/2568 13:15] น้องบีม: เสาร์นี้มีกรุ๊ปเกาหลีจองคลาสครึ่งวัน 12 คนค่ะ ผ่านโต๊ะทัวร์โรงแรม
[04/06/2568 13:20] นงลักษณ์: ดีเลย บีมเตรียมผ้า 50x50 ไว้ 14 ผืนเผื่อเสียด้วยนะ
[05/06/2568 17:45] พี่อร: ผ้าถุงลายปลาการ์ตูน 20 ผืนที่ร้านสนามบินสั่ง ลงสีเสร็จแล้ว รอต้มเทียนพรุ่งนี้ค่ะ
[30/06/2568 18:00] นงลักษณ์: ค่าแรงเดือนนี้โอนให้ทุกคนวันที่ 1 นะจ๊ะ เดือนนี้บีมลาไปสามวันเลยหักตามที่ตกลง
[30/06/2568 18:05] น้องบีม: รับทราบค่ะพี่
"""
CHAT_FAMILY = """[10/05/2568 20:15] สมศักดิ์: ค่าเทอมแพรวาเทอมนี้มาแล้วนะ 25,850 เดี๋ยวพี่โอนเอง
[10/05/2568 20:20] นงลักษณ์: โอเคค่ะ ขึ้นจากเทอมที่แล้วเยอะเหมือนกันนะ
[10/05/2568 20:31] แพรวา: แม่ขา หนูอยากได้รองเท้าพละใหม่ค่ะ
[25/05/2568 07:40] แม่บุญมี: วันเกิดแม่ปีนี้ไม่ต้องไปกินข้าวนอกบ้านนะลูก ทำบุญที่วัดก็พอ
[25/05/2568 08:02] นงลักษณ์: ได้จ้ะแม่ งั้นวันที่ 2 มิ.ย. ไปวัดแก้วโกรวารามกันตอนเช้านะคะ
[18/06/2568 21:10] สมศักดิ์: น้ำมันขึ้นอีกแล้ว เดือนนี้ค่าน้ำมันกระบะน่าจะเกิน 4 พัน
"""

SLIDES_2569 = [
    ("แผนงานร้านบาติกบ้านสายรุ้ง ปี 2569", "จัดทำโดย นงลักษณ์ แสงทอง\nกรกฎาคม 2568"),
    ("เป้าหมายยอดขาย", "เป้ายอดขายทั้งปี 2569: 2,400,000 บาท\nปี 2568 คาดว่าจะปิดที่ประมาณ 1,950,000 บาท\n"
                       "เพิ่มสัดส่วนขายออนไลน์เป็น 30% ของยอดขาย"),
    ("เวิร์กช็อป", "ทำห้องเวิร์กช็อปใหม่ชั้น 2 รับได้ 20 คน งบ 180,000 บาท\n"
                   "เปิดคลาสภาษาอังกฤษวันละ 2 รอบ (เช้า/บ่าย)\nจับมือโต๊ะทัวร์โรงแรมในอ่าวนางเพิ่ม 5 แห่ง"),
    ("ช่องทางขาย", "เปิดร้านใน Shopee และทำเว็บไซต์ของร้านเอง\nออกบูธ OTOP City ปลายปี\n"
                   "หาโรงแรมลูกค้าประจำเพิ่ม 3 แห่ง\nเริ่มส่งออกญี่ปุ่น (ร้านที่เกียวโตสนใจ)"),
    ("คนและค่าใช้จ่าย", "จ้างช่างเขียนลายเพิ่ม 1 คน เงินเดือน 12,000 บาท\nต่อรองราคาเทียนกับซัพพลายเออร์ "
                        "สั่งทีละมากขึ้น\nคุมค่าใช้จ่ายรวมไม่เกิน 65% ของยอดขาย"),
]
WORKSHOP_PRICES = """# Sairung Batik - workshop prices 2025

(for the website, the hotel tour desks and the staff)

- Half-day class (3 hours, paint 1 scarf 50x50 cm): 890 THB per person
- Full-day class (6 hours, 1 sarong or 2 scarves, Thai lunch included): 1,590 THB per person
- Kids class (age 6-12, 2 hours, small cotton canvas): 650 THB per child
- Groups of 10 people or more: 10% discount
- Private class (1-2 people, any time): add 500 THB
- Hotel pickup in Ao Nang: free. Pickup from Krabi town: 200 THB per trip
- Commission for hotel tour desks: 15% of the class price

Classes start 9:00 and 13:30. Last booking the evening before, on LINE @sairungbatik.
"""
PATTERN_IDEAS = """# ลายใหม่ ไอเดีย (จดไว้ก่อน)

- ลายเกาะปอดะ ตอนพระอาทิตย์ตก โทนส้ม-ม่วง
- ลายปลาการ์ตูนกับดอกไม้ทะเล (ร้านสนามบินขายดี ทำเพิ่ม)
- ลายเรือหางยาว สำหรับผ้าปูโต๊ะ
- ลองย้อมคราม (indigo) แบบธรรมชาติ ให้ลูกค้าญี่ปุ่น
- ทำผ้าพันคอไซซ์เล็ก 30x150 ขายเป็นของฝากราคาถูก
"""
ABOUT_US = """Sairung Batik - our story

Sairung Batik started in 2012 as a small table at the Ao Nang night market. Nonglak learned hand-drawn batik
from her aunt in Krabi town and opened the shop on the Ao Nang road in 2016.
Every piece is drawn by hand with a canting and hot wax, then dyed and boiled by our team of four painters.
Our patterns come from the Andaman sea: Poda island, clownfish, frangipani, long-tail boats.
Come and paint your own batik in our workshop, or visit our corner at Krabi airport.
"""
KYOTO_EMAIL = """From: Yuki Tanaka <yuki.tanaka@kyoto-indigo-select.jp>
To: Sairung Batik <sairungbatik@gmail.com>
Date: Mon, 7 Jul 2025 10:14:22 +0900
Subject: Wholesale inquiry - hand-drawn batik sarongs

Dear Khun Nonglak,

We met at your shop in Ao Nang in May, when I joined your half-day class with my sister. Thank you again!

I am the buyer for Kyoto Indigo Select, a small shop for Asian textiles in Kyoto. We would like to order
150 pieces of hand-drawn batik sarongs (cotton, about 115 x 200 cm), in indigo and earth colours, with
your sea and flower patterns.

Our target price is around 520 THB per piece. If this works for you, could you send a sample order of
30 pieces first, to arrive in Kyoto by 20 August 2025? We will pay a 30% deposit by bank transfer, and we
arrange shipping by DHL at our cost.

Could you also tell me your lead time for the full order of 150 pieces, and whether you can put our
label on each sarong?

Best regards,
Yuki Tanaka
Buyer, Kyoto Indigo Select
"""
SHOPPING = "ของที่ต้องซื้อ\n- ข้าวสาร 5 กิโล\n- ไข่ 1 แผง\n- นมแพรวา 2 แพ็ค\n- ผงซักฟอก\n- กระดาษทิชชู่\n- ดอกไม้ไปวัดวันเกิดแม่\n"

SCHOOL_COLS = ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)")
SCHOOL_1_2568 = (
    ["โรงเรียนกระบี่ศึกษา 99 ถนนมหาราช อ.เมือง จ.กระบี่",
     "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ. แพรวา แสงทอง ชั้นประถมศึกษาปีที่ 4/2 เลขประจำตัว 6123"],
    [SCHOOL_COLS,
     ("1", "ค่าธรรมเนียมการศึกษา (ค่าเทอม)", "18,500"),
     ("2", "ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
     ("3", "ค่าเครื่องแบบและชุดพละ", "1,350"),
     ("4", "ค่ากิจกรรมและทัศนศึกษา", "1,800"),
     ("", "รวมทั้งสิ้น", "25,850")],
    ["กรุณาชำระภายในวันที่ 16 พฤษภาคม 2568",
     "ชำระผ่านธนาคารกรุงไทย บัญชีโรงเรียนกระบี่ศึกษา หรือที่ห้องการเงินของโรงเรียน",
     "หากชำระหลังกำหนด ปรับวันละ 50 บาท"],
)
SCHOOL_2_2567 = (
    ["โรงเรียนกระบี่ศึกษา 99 ถนนมหาราช อ.เมือง จ.กระบี่",
     "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567",
     "ชื่อนักเรียน ด.ญ. แพรวา แสงทอง ชั้นประถมศึกษาปีที่ 3/2 เลขประจำตัว 6123"],
    [SCHOOL_COLS,
     ("1", "ค่าธรรมเนียมการศึกษา (ค่าเทอม)", "17,900"),
     ("2", "ค่าอาหารกลางวันและอาหารว่าง", "4,000"),
     ("3", "ค่ากิจกรรมและทัศนศึกษา", "1,500"),
     ("", "รวมทั้งสิ้น", "23,400")],
    ["กรุณาชำระภายในวันที่ 31 ตุลาคม 2567",
     "ชำระผ่านธนาคารกรุงไทย บัญชีโรงเรียนกระบี่ศึกษา หรือที่ห้องการเงินของโรงเรียน"],
)
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Krabi Branch\nELECTRICITY BILL - June 2025\n\n"
    "Customer: Mrs. Nonglak Saengthong\nAddress: 45/2 Moo 3, Sai Thai, Mueang Krabi, Krabi 81000\n"
    "Account no.: 020012345678   Meter no.: 7741025\nMeter reading period: 20 May 2025 - 19 June 2025",
    "Units used: 538 kWh\nEnergy charge: 2,520.60 THB\nFt charge: 197.56 THB\nService charge: 24.62 THB\n"
    "Subtotal: 2,742.78 THB\nVAT 7%: 191.99 THB\nAmount due: 2,934.77 THB\nDue date: 18 July 2025\n\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
INTERNET_BILL = [
    "ANDAMAN FIBRE CO., LTD.\nMonthly bill - June 2025\n\nCustomer: Nonglak Saengthong  Account: AF-5520917\n"
    "Fibre 500/500 Mbps package: 599.00 THB\nMobile add-on (2 SIM): 101.03 THB\nVAT 7%: 48.97 THB\n"
    "Total: 749.00 THB\nDue date: 25 July 2025\nAuto-debit from Kasikorn account ending 4471",
]
LIFE_LETTER = [
    "ANDAMAN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n199 Maharat Road, Mueang Krabi, Krabi 81000\n\n"
    "Date: 15 July 2025\nTo: Mrs. Nonglak Saengthong, 45/2 Moo 3, Sai Thai, Mueang Krabi, Krabi 81000\n\n"
    "Subject: Premium renewal notice - Policy No. AL-4471-0923\n\nDear Mrs. Nonglak Saengthong,\n"
    "Thank you for trusting Andaman Life. Your policy is due for renewal. Details are below.",
    "Plan: Life 20 Pay with Health Rider (Gold)\nInsured: Mrs. Nonglak Saengthong\n"
    "Sum insured (life): 1,000,000 THB\nHealth rider: room and board up to 4,000 THB per day\n"
    "Annual premium: 28,640 THB\nDue date: 31 August 2025\n"
    "Grace period: 31 days after the due date; cover stops if the premium is not paid by then.\n"
    "Pay by bank transfer, at Counter Service, or through your agent Khun Jintana (081-990-2314).\n"
    "The premium may be used for a personal income tax deduction.",
]
CAR_INSURANCE = [
    "บริษัท สยามเจริญประกันภัย จำกัด (มหาชน)",
    "ใบเตือนต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "เรียน คุณนงลักษณ์ แสงทอง",
    "รถยนต์ ISUZU D-MAX กระบะ 4 ประตู ทะเบียน บต 4521 กระบี่",
    "กรมธรรม์เลขที่ MV-68-0098812 ประเภท ประกันภัยชั้น 1 ซ่อมอู่",
    "ความคุ้มครองปัจจุบันสิ้นสุดวันที่ 14 ตุลาคม 2568",
    "ทุนประกันปีต่ออายุ 520,000 บาท",
    "เบี้ยประกันภัยรวมภาษีและอากร 17,850 บาท",
    "ค่าเสียหายส่วนแรก 1,000 บาท (กรณีเป็นฝ่ายผิด)",
    "กรุณาชำระเบี้ยก่อนวันสิ้นสุดความคุ้มครอง ติดต่อตัวแทน คุณจินตนา 081-990-2314",
]
FIRE_INSURANCE = [
    "บริษัท สยามเจริญประกันภัย จำกัด (มหาชน)",
    "กรมธรรม์ประกันอัคคีภัยสำหรับร้านค้า เลขที่ FI-68-0031456",
    "ผู้เอาประกัน: นางนงลักษณ์ แสงทอง (ร้านบาติกบ้านสายรุ้ง)",
    "สถานที่เอาประกัน: 128 หมู่ 2 ต.อ่าวนาง อ.เมืองกระบี่ จ.กระบี่ (อาคารพาณิชย์ 2 ชั้น)",
    "ระยะเวลาเอาประกัน: 1 กุมภาพันธ์ 2568 ถึง 1 กุมภาพันธ์ 2569",
    "จำนวนเงินเอาประกันภัย: สิ่งปลูกสร้างและสต็อกสินค้า 800,000 บาท",
    "ความคุ้มครอง: ไฟไหม้ ฟ้าผ่า ระเบิด ภัยน้ำท่วม (จำกัด 100,000 บาท)",
    "เบี้ยประกันภัยสุทธิ 3,210 บาท",
]
HOUSEHOLD_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSEHOLD_2568 = {
    "ม.ค. 68": [("กับข้าว/ตลาด (Groceries)", 9850, ""), ("ค่าไฟบ้าน (Electricity)", 2210.45, ""),
               ("ค่าน้ำ (Water)", 386, ""), ("เน็ต+มือถือ (Internet & phone)", 749, ""),
               ("น้ำมันรถ (Fuel)", 3950, "กระบะ"), ("ผ่อนรถ (Car installment)", 11400, "งวดที่ 27/60"),
               ("ให้แม่ (For Mom)", 5000, ""), ("ค่าขนมแพรวา (Praewa pocket money)", 1200, ""),
               ("อื่นๆ (Other)", 2300, "")],
    "ก.พ. 68": [("กับข้าว/ตลาด (Groceries)", 9420, ""), ("ค่าไฟบ้าน (Electricity)", 2105.90, ""),
               ("ค่าน้ำ (Water)", 372, ""), ("เน็ต+มือถือ (Internet & phone)", 749, ""),
               ("น้ำมันรถ (Fuel)", 3720, ""), ("ผ่อนรถ (Car installment)", 11400, "งวดที่ 28/60"),
               ("ให้แม่ (For Mom)", 5000, ""), ("ค่าขนมแพรวา (Praewa pocket money)", 1200, ""),
               ("อื่นๆ (Other)", 1850, "")],
    "มี.ค. 68": [("กับข้าว/ตลาด (Groceries)", 10420, ""), ("ค่าไฟบ้าน (Electricity)", 2688.30, ""),
                ("ค่าน้ำ (Water)", 412, ""), ("เน็ต+มือถือ (Internet & phone)", 749, ""),
                ("น้ำมันรถ (Fuel)", 4380, "ขับไปส่งของที่ภูเก็ต"), ("ผ่อนรถ (Car installment)", 11400, "งวดที่ 29/60"),
                ("ให้แม่ (For Mom)", 5000, ""), ("ค่าขนมแพรวา (Praewa pocket money)", 1200, ""),
                ("อื่นๆ (Other)", 3150, "ทำบุญ + ซ่อมพัดลม")],
    "เม.ย. 68": [("กับข้าว/ตลาด (Groceries)", 12650, "สงกรานต์ ญาติมา"), ("ค่าไฟบ้าน (Electricity)", 3120.75, ""),
                ("ค่าน้ำ (Water)", 455, ""), ("เน็ต+มือถือ (Internet & phone)", 749, ""),
                ("น้ำมันรถ (Fuel)", 3610, ""), ("ผ่อนรถ (Car installment)", 11400, "งวดที่ 30/60"),
                ("ให้แม่ (For Mom)", 7000, "รดน้ำดำหัว"), ("ค่าขนมแพรวา (Praewa pocket money)", 600, "ปิดเทอม"),
                ("อื่นๆ (Other)", 2900, "")],
    "พ.ค. 68": [("กับข้าว/ตลาด (Groceries)", 9980, ""), ("ค่าไฟบ้าน (Electricity)", 3015.20, ""),
               ("ค่าน้ำ (Water)", 430, ""), ("เน็ต+มือถือ (Internet & phone)", 749, ""),
               ("น้ำมันรถ (Fuel)", 3870, ""), ("ผ่อนรถ (Car installment)", 11400, "งวดที่ 31/60"),
               ("ให้แม่ (For Mom)", 5000, ""), ("ค่าขนมแพรวา (Praewa pocket money)", 1200, ""),
               ("อื่นๆ (Other)", 2450, "รองเท้าพละแพรวา")],
}
WORKSPECT = {
    "todo.md": "- โทรหาคุณพิมพ์ เช็ควันส่งผ้าพันคอกับเสื้อ\n- โอนค่าผ้าปัตตานีก่อนกลางเดือน\n"
               "- ตอบเมลร้านญี่ปุ่นเรื่องผ้าถุง\n- ต่อประกันรถกระบะก่อน ต.ค.\n- สั่งเทียนพาราฟินเพิ่ม\n",
}


def _sales_book(path: Path, year: str, sales: list[list[int]], expenses: list[list[float]]) -> None:
    """A shop book: channels x months sales (months as columns), then expenses with months as rows."""
    months = len(sales[0])
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านบาติกบ้านสายรุ้ง ปี {year} (Sales by channel, THB)"])
    sheet.append(["ช่องทาง (Channel)"] + MONTHS[:months] + ["รวม (Total)"])
    for channel, row in zip(CHANNELS, sales):
        sheet.append([channel] + row + [sum(row)])
    totals = [sum(row[m] for row in sales) for m in range(months)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, months + 3):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses, THB)"])
    cost.append(EXPENSE_HEADERS)
    for month, row in zip(MONTHS, expenses):
        cost.append([month] + row + [round(sum(row), 2)])
    for column in range(2, len(EXPENSE_HEADERS) + 1):
        money_format(cost, column)
    book.save(path)


def _household_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSEHOLD_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านบาติก"
    home = docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "สัญญา", shop / "Suppliers", shop / "บัญชี", shop / "แชทไลน์",
                   shop / "Plans", docs / "Downloads", home / "ค่าเทอมแพรวา", home / "bills", home / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)

    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_อ่าวนางคลิฟ_draft.docx", QUOTE_DRAFT_TOP, table=QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(shop / "ใบเสนอราคา" / "ใบเสนอราคา_อ่าวนางคลิฟ_final.docx", QUOTE_FINAL_TOP, table=QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(shop / "ใบเสนอราคา" / "quote_KrabiHeritage.docx", QUOTE_HERITAGE_TOP, table=QUOTE_HERITAGE_TABLE,
               bottom=QUOTE_HERITAGE_BOTTOM)
    write_docx(shop / "สัญญา" / "สัญญาฝากขาย_ร้านสนามบิน.docx", CONSIGNMENT)
    write_docx(shop / "OTOP_ตอบรับออกบูธ_2568.docx", OTOP_LETTER)
    make_pdf(shop / "Suppliers" / "SiamDye_pricelist_2025.pdf", SIAMDYE_2025)
    write_docx(shop / "Suppliers" / "ราคาสยามดาย_2567.docx", SIAMDYE_2567_TOP, table=SIAMDYE_2567_TABLE,
               bottom=SIAMDYE_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "SiamDye_invoice_Feb2025.pdf", SIAMDYE_INVOICE)
    make_pdf(shop / "Suppliers" / "PattaniTextile_invoice_Apr2025.pdf", PATTANI_INVOICE)
    _sales_book(shop / "บัญชี" / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(shop / "บัญชี" / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    write_slides(shop / "Plans" / "แผนร้าน_2569.pptx", SLIDES_2569)
    write_texts(shop, {
        "แชทไลน์/LINE_พิมพ์_อ่าวนางคลิฟ.txt": CHAT_HOTEL,
        "แชทไลน์/LINE_ปัตตานีเท็กซ์ไทล์.txt": CHAT_PATTANI,
        "แชทไลน์/LINE_ทีมช่างสายรุ้ง.txt": CHAT_TEAM,
        "workshop_prices.md": WORKSHOP_PRICES,
        "ลายใหม่_ไอเดีย.md": PATTERN_IDEAS,
        "about_us_website.txt": ABOUT_US,
    })
    write_texts(docs, {"Downloads/email_KyotoIndigo_wholesale.txt": KYOTO_EMAIL})

    write_docx(home / "ค่าเทอมแพรวา" / "ค่าเทอม_แพรวา_1-2568.docx", SCHOOL_1_2568[0], table=SCHOOL_1_2568[1],
               bottom=SCHOOL_1_2568[2])
    write_docx(home / "ค่าเทอมแพรวา" / "ค่าเทอม_แพรวา_2-2567.docx", SCHOOL_2_2567[0], table=SCHOOL_2_2567[1],
               bottom=SCHOOL_2_2567[2])
    make_pdf(home / "bills" / "PEA_bill_Jun2025.pdf", PEA_BILL)
    make_pdf(home / "bills" / "internet_bill_Jun2025.pdf", INTERNET_BILL)
    make_pdf(home / "ประกัน" / "insurance_renewal_AndamanLife_2025.pdf", LIFE_LETTER)
    write_docx(home / "ประกัน" / "ประกันรถกระบะ_2568.docx", CAR_INSURANCE)
    write_docx(home / "ประกัน" / "กรมธรรม์อัคคีภัย_ร้าน.docx", FIRE_INSURANCE)
    _household_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_ครอบครัว.txt": CHAT_FAMILY, "ของที่ต้องซื้อ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: a Thai to-do list."""
    write_texts(workspect, WORKSPECT)
