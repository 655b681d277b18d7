"""The frozenfood folder: the papers of a frozen dim-sum maker in Samut Sakhon and her household, written by code.

The owner is คุณวันเพ็ญ ตั้งเจริญสุข (เจ๊เพ็ญ, Wanpen Tangcharoensuk). She runs "ติ่มซำแม่เพ็ญ" (Mae Phen Dim Sum,
registered as หจก.แม่เพ็ญฟู้ด / Mae Phen Food Ltd., Part.), a small factory in ต.ท่าทราย อ.เมืองสมุทรสาคร that
makes frozen ขนมจีบ, ซาลาเปา, ฮะเก๋า and เกี๊ยวกุ้ง for a distributor (สาครฟู้ดส์), a minimart chain and caterers.
Her husband ธนากร (เฮียกร) drives the freezer truck, her daughter ปาย (ด.ญ.ปาณิสรา) is in ม.2, her mother-in-law
อาม่า lives with them. It is November 2568 (2025).

Documents/ติ่มซำแม่เพ็ญ/ (the business)
- ข้อตกลงราคา/ข้อตกลงราคา_สาครฟู้ดส์_ร่าง.docx: draft 2569 price agreement with Sakhon Foods Distribution
  (ขนมจีบ 62 บาท a pack, minimum 3,000 packs a month, 30 days credit).
- ข้อตกลงราคา/ข้อตกลงราคา_สาครฟู้ดส์_ฉบับจริง.docx: the final of the same agreement (ขนมจีบ 65 บาท, minimum
  2,500 packs, 45 days credit, from 1 มกราคม 2569).
- ข้อตกลงราคา/SabaiMart_supplier_terms_2026.pdf: English letter from a minimart chain (listing fee, 60 days).
- Suppliers/GoldenWheat_pricelist_2025.pdf: English flour price list of Golden Wheat Flour Mill Co., Ltd. for 2025.
- Suppliers/ราคาแป้ง_โกลเด้นวีท_2567.docx: last year's list of the same mill, in Thai (บริษัท โกลเด้นวีท ฟลาวมิลล์).
- Suppliers/GoldenWheat_invoice_GW-25-3318.pdf: the October flour invoice (40,809.80, due 8 Nov 2025).
- Suppliers/แชทไลน์_เฮียเส็ง_หมูสด.txt: LINE chat with the pork supplier; the ground pork price moves 132 -> 130
  -> settled at 129 บาท a kilo for 400 โล a week.
- Suppliers/email_ChillMax_coldstorage_rent.txt: English email, pallet rent 1,450 -> 1,600 from 1 Dec 2025.
- Suppliers/ChillMax_invoice_Oct2025.pdf: the October cold-storage invoice (10,593.00).
- รถห้องเย็น/ThaiKool_quotation_truck_fridge.pdf: English quote for a new truck refrigeration unit, 68,500.
- รถห้องเย็น/ใบเสนอราคา_ชุดทำความเย็นรถ_โคลด์เชนมอเตอร์.docx: a Thai quote from another firm, 72,900.
- รถห้องเย็น/บันทึกรถห้องเย็น_2568.md: the freezer truck's log (tyres, tax, the cooler breaking on 17 ต.ค.).
- บัญชี/ยอดขายติ่มซำ_2568.xlsx: this year's book, three sheets (sales by channel by month; expenses by month;
  sales by product, months as columns), January to October.
- บัญชี/ยอดขายติ่มซำ_2567.xlsx: last year's book, the sales and expenses sheets in the same layout, Jan to Dec.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: October wages of four workers, 38,780 in all.
- บัญชี/ของเสีย_ตุลาคม68.md: stock lost in October (6,230 thawed when the truck cooler broke; 6,480 in all).
- แชท/แชทไลน์_ครัวหน่อยจัดเลี้ยง.txt: LINE chat with a caterer; a wedding order grows from 10,050 to 11,800.
- แผนธุรกิจ_2569.pptx: slides, next year's plan (6,000,000 target, new gyoza line, truck cooler budget).
- KrungSakhon_SME_loan_rate_notice.pdf: the bank's English notice, loan rate 6.25% -> 6.60%, instalment 18,900.
- สูตรไส้ขนมจีบ.md: her shumai filling recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills for the house.
- ประกัน/ChaoPhraya_health_insurance_renewal_2025.pdf: English renewal of the daughter's health policy (14,280).
- ค่าเทอมปาย/ค่าเทอม_ปาย_เทอม1-2568.docx and ค่าเทอม_ปาย_เทอม2-2568.docx: school fee notices (26,000; 26,500).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family LINE group (fees, insurance, the dentist's deposit going from 3,000 to 5,000).
- นัดหมออาม่า.md: notes on the mother-in-law's hospital visits.
- ทริปปีใหม่_กาญจนบุรี.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ห้างหุ้นส่วนจำกัด แม่เพ็ญฟู้ด (ติ่มซำแม่เพ็ญ) 77/9 หมู่ 4 ต.ท่าทราย อ.เมืองสมุทรสาคร "
            "จ.สมุทรสาคร 74000 โทร 081-447-2936")

# ---------------------------------------------------------------- distributor agreement
AGREE_HEAD = ("สินค้า", "ขนาดแพ็ค", "ราคาส่งต่อแพ็ค", "ราคาขายปลีกแนะนำ")
AGREE_DRAFT = [
    SHOP_TOP,
    "ข้อตกลงราคาขายส่ง ปี 2569 (ร่าง)",
    "วันที่ 8 ตุลาคม 2568",
    "ระหว่าง ติ่มซำแม่เพ็ญ (ผู้ผลิต) กับ บริษัท สาครฟู้ดส์ ดิสทริบิวชั่น จำกัด (ผู้จัดจำหน่าย)",
    "ผู้ติดต่อ: คุณอรุณี ศรีประเสริฐ ฝ่ายจัดซื้อ",
]
AGREE_DRAFT_TABLE = [
    AGREE_HEAD,
    ("ขนมจีบหมู", "20 ลูก", "62 บาท", "89 บาท"),
    ("ซาลาเปาหมูแดง", "6 ลูก", "58 บาท", "85 บาท"),
    ("ฮะเก๋ากุ้ง", "12 ลูก", "75 บาท", "109 บาท"),
    ("เกี๊ยวกุ้ง", "15 ชิ้น", "55 บาท", "79 บาท"),
]
AGREE_DRAFT_BOTTOM = [
    "ยอดสั่งขั้นต่ำรวมทุกสินค้า 3,000 แพ็คต่อเดือน",
    "ชำระเงิน: เครดิต 30 วัน นับจากวันส่งของ",
    "ร่าง ยังไม่ส่ง รอคุณอรุณีตอบเรื่องราคาขนมจีบกับยอดขั้นต่ำ",
]
AGREE_FINAL = [
    SHOP_TOP,
    "ข้อตกลงราคาขายส่ง ปี 2569",
    "วันที่ 24 ตุลาคม 2568",
    "ระหว่าง ติ่มซำแม่เพ็ญ (ผู้ผลิต) กับ บริษัท สาครฟู้ดส์ ดิสทริบิวชั่น จำกัด (ผู้จัดจำหน่าย)",
    "มีผลตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2569",
]
AGREE_FINAL_TABLE = [
    AGREE_HEAD,
    ("ขนมจีบหมู", "20 ลูก", "65 บาท", "89 บาท"),
    ("ซาลาเปาหมูแดง", "6 ลูก", "60 บาท", "85 บาท"),
    ("ฮะเก๋ากุ้ง", "12 ลูก", "78 บาท", "109 บาท"),
    ("เกี๊ยวกุ้ง", "15 ชิ้น", "55 บาท", "79 บาท"),
]
AGREE_FINAL_BOTTOM = [
    "ยอดสั่งขั้นต่ำรวมทุกสินค้า 2,500 แพ็คต่อเดือน",
    "ชำระเงิน: เครดิต 45 วัน นับจากวันส่งของ โอนเข้าบัญชีกสิกรไทย หจก.แม่เพ็ญฟู้ด 742-1-03396-5",
    "ผู้ผลิตส่งสินค้าด้วยรถห้องเย็นถึงคลังสินค้าบางบอน สัปดาห์ละ 2 ครั้ง (อังคาร/ศุกร์) อุณหภูมิไม่เกิน -18 องศา",
    "สินค้าที่ละลายหรือแพ็คเสียหายระหว่างขนส่ง ผู้ผลิตรับคืนเต็มจำนวน",
    "ลงชื่อ วันเพ็ญ ตั้งเจริญสุข ผู้ผลิต        ลงชื่อ อรุณี ศรีประเสริฐ ผู้จัดจำหน่าย",
]
SABAIMART_TERMS = [
    "SABAI MART CO., LTD.\n"
    "Head office: 88 Setthakit 1 Road, Krathum Baen, Samut Sakhon 74110\n"
    "30 October 2025\n"
    "\n"
    "To: Mae Phen Dim Sum (Khun Wanpen Tangcharoensuk)\n"
    "Subject: Supplier terms for 2026 - frozen food category\n"
    "\n"
    "Thank you for supplying our 12 branches in Samut Sakhon. From 1 January 2026 our terms will be:\n"
    "1. Listing fee: 2,000 THB per SKU per year. Your 4 SKUs = 8,000 THB, deducted from the January payment.\n"
    "2. Payment: 60 days after delivery (2025: 45 days).\n"
    "3. Delivery: to our distribution centre in Krathum Baen, Monday and Thursday before 10:00.\n"
    "4. Shelf life: at least 6 months left on arrival. Product temperature -18 C or colder.\n"
    "5. Promotion: one 'buy 2 save 10 THB' promotion per quarter, cost shared 50/50.\n"
    "\n"
    "Please sign and return one copy by 20 November 2025.\n"
    "Khun Supaporn Chaiyasit, Category Buyer, Frozen & Chilled, 02-810-4477",
]

# ---------------------------------------------------------------- suppliers
GW_PRICES_2025 = [
    "GOLDEN WHEAT FLOUR MILL CO., LTD.\n"
    "55 Moo 1, Rama 2 Road, Bang Krachao, Mueang Samut Sakhon 74000  Tel. 034-870-215\n"
    "PRICE LIST 2025 - FLOURS AND STARCHES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per bag, VAT not included.\n"
    "\n"
    "Lotus Blue dumpling flour, 22.5 kg bag ...... 465 THB/bag\n"
    "White Cloud bao flour, 22.5 kg bag ......... 498 THB/bag\n"
    "Wheat starch, 25 kg bag .................... 1,150 THB/bag\n"
    "Tapioca starch, 25 kg bag .................. 395 THB/bag\n"
    "Rice flour, 25 kg bag ...................... 620 THB/bag\n"
    "\n"
    "Minimum order 20 bags. Free delivery in Samut Sakhon for orders over 15,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Khun Somkiat Wongwan, sales@goldenwheatmill.co.th",
]
GW_PRICES_2567 = ["บริษัท โกลเด้นวีท ฟลาวมิลล์ จำกัด", "ใบราคาแป้ง ปี 2567 (มกราคม – ธันวาคม 2567)",
                  "ราคาต่อกระสอบ ยังไม่รวมภาษีมูลค่าเพิ่ม"]
GW_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("แป้งเกี๊ยว ตราบัวฟ้า กระสอบ 22.5 กก.", "440 บาท"),
    ("แป้งซาลาเปา ตราเมฆขาว กระสอบ 22.5 กก.", "470 บาท"),
    ("แป้งวีทสตาร์ช กระสอบ 25 กก.", "1,080 บาท"),
    ("แป้งมันสำปะหลัง กระสอบ 25 กก.", "360 บาท"),
    ("แป้งข้าวเจ้า กระสอบ 25 กก.", "590 บาท"),
]
GW_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 20 กระสอบ ส่งฟรีในจังหวัดสมุทรสาครเมื่อสั่งเกิน 12,000 บาท",
                         "ติดต่อ คุณสมเกียรติ วงศ์วาร ฝ่ายขาย 034-870-215"]
GW_INVOICE = [
    "GOLDEN WHEAT FLOUR MILL CO., LTD.\n"
    "TAX INVOICE / INVOICE No. GW-25-3318\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Mae Phen Food Ltd., Part. (Mae Phen Dim Sum), 77/9 Moo 4, Tha Sai, Samut Sakhon\n"
    "\n"
    "Item                              Qty       Unit price   Amount\n"
    "Lotus Blue dumpling flour 22.5 kg 40 bags   465.00       18,600.00\n"
    "White Cloud bao flour 22.5 kg     30 bags   498.00       14,940.00\n"
    "Wheat starch 25 kg                4 bags    1,150.00     4,600.00\n"
    "\n"
    "Subtotal 38,140.00   VAT 7% 2,669.80\n"
    "TOTAL DUE: 40,809.80 THB\n"
    "Please transfer to Bangkok Bank, account Golden Wheat Flour Mill Co., Ltd., 581-0-22714-3.",
]
CHILLMAX_EMAIL = """From: Nattaya P. <billing@chillmax-storage.co.th>
To: maephendimsum@gmail.com
Date: Tue, 4 Nov 2025 15:12
Subject: Pallet rent from 1 December 2025

Dear Khun Wanpen,

Thank you for storing with ChillMax Cold Storage (Mahachai). Because of higher electricity costs we have to
change our rent from 1 December 2025:

- Frozen room (-18 C to -25 C): 1,600 THB per pallet per month (now 1,450 THB).
- Handling in/out stays at 10 THB per movement.

You rent 6 pallets, so your monthly pallet rent will be 9,600 THB before VAT. Invoices are still issued on the
last day of the month and due within 15 days.

If you need two more pallets for the New Year season, please tell us by 20 November; space is limited.

Best regards,
Nattaya Phromsuk
Billing, ChillMax Cold Storage Co., Ltd.
034-441-902
"""
CHILLMAX_INVOICE = [
    "CHILLMAX COLD STORAGE CO., LTD.\n"
    "199 Moo 8, Ekkachai Road, Khok Kham, Mueang Samut Sakhon 74000\n"
    "INVOICE No. CM-2510-0412      Date: 31 Oct 2025      Due: 15 Nov 2025\n"
    "Customer: Mae Phen Dim Sum (Khun Wanpen)\n"
    "\n"
    "Pallet rent, frozen room -18 C, October 2025   6 pallets x 1,450.00    8,700.00\n"
    "Handling in/out                               120 moves x 10.00       1,200.00\n"
    "Subtotal                                                              9,900.00\n"
    "VAT 7%                                                                  693.00\n"
    "TOTAL 10,593.00 THB\n"
    "Transfer to SCB 412-3-07781-6, ChillMax Cold Storage Co., Ltd.",
]
PORK_CHAT = """[28 ต.ค. 68 06:10] เฮียเส็ง หมูมหาชัย: เจ๊เพ็ญ ต้นเดือนหน้าหมูขึ้นนะ หมูบดติดมัน 20% จากโลละ 124 เป็น 132
[28 ต.ค. 68 06:25] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: โห ขึ้นเยอะไปเฮีย เราเอาประจำอาทิตย์ละ 350 โลนะ ขอ 126 ได้มั้ย
[28 ต.ค. 68 07:02] เฮียเส็ง หมูมหาชัย: 126 ไม่ไหวจริงๆ เจ๊ หน้าฟาร์มขึ้นทุกวัน ให้ 130 ละกัน
[28 ต.ค. 68 07:05] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: ขอคิดก่อนนะเฮีย
[29 ต.ค. 68 13:40] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: เฮีย ถ้าเพิ่มเป็นอาทิตย์ละ 400 โล ให้ 128 ได้มั้ย ปีใหม่ออเดอร์เข้าเยอะ
[29 ต.ค. 68 14:05] เฮียเส็ง หมูมหาชัย: ก็ได้ๆ 400 โล โลละ 129 ละกัน ต่ำกว่านี้ขาดทุนจริง ส่งจันทร์กับพฤหัส
[29 ต.ค. 68 14:07] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: โอเคเฮีย ตกลง 129 บาท อาทิตย์ละ 400 โล เริ่ม 3 พ.ย. นะ
[3 พ.ย. 68 05:50] เฮียเส็ง หมูมหาชัย: ส่งรอบแรกแล้ว 200 โล บิล 25,800 นะเจ๊
[3 พ.ย. 68 08:15] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: โอนแล้วจ้า 25,800 สลิปในแชทนะ
"""

# ---------------------------------------------------------------- truck
THAIKOOL_QUOTE = [
    "THAI KOOL TRANSPORT REFRIGERATION CO., LTD.\n"
    "Rama 2 Road km 28, Na Di, Mueang Samut Sakhon 74000  Tel. 034-116-558\n"
    "QUOTATION No. TK-Q-2568-1142     Date: 22 Oct 2025\n"
    "To: Mae Phen Dim Sum (Khun Wanpen)\n"
    "Vehicle: Isuzu NLR 130 freezer truck, plate 3 Tor Tho 7726 Samut Sakhon\n"
    "\n"
    "Transport refrigeration unit, model TK-300, down to -20 C, engine driven\n"
    "Includes removal of the old unit, new refrigerant and a digital thermometer in the cab.\n"
    "Price: 68,500 THB including VAT\n"
    "Installation: 2 working days at our workshop.\n"
    "Warranty: 1 year on parts and labour.\n"
    "Payment: 50% deposit on order, 50% on delivery.\n"
    "This quotation is valid for 15 days.\n"
    "Sales: Khun Pongsak 089-204-7713",
]
COLDCHAIN_QUOTE = [
    "บริษัท โคลด์เชน มอเตอร์ จำกัด  ถนนเศรษฐกิจ 1 อ.กระทุ่มแบน จ.สมุทรสาคร โทร 034-473-120",
    "ใบเสนอราคา เลขที่ CCM-68/219  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณวันเพ็ญ ตั้งเจริญสุข ติ่มซำแม่เพ็ญ",
    "เรื่อง เปลี่ยนชุดทำความเย็นรถห้องเย็น Isuzu NLR 130 ทะเบียน 3ฒท 7726 สมุทรสาคร",
]
COLDCHAIN_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชุดทำความเย็น รุ่น CM-350 ทำความเย็นได้ถึง -22 องศา", "66,400"),
    ("ค่าติดตั้งและถอดชุดเก่า", "4,500"),
    ("ค่าเติมน้ำยาและทดสอบระบบ", "2,000"),
    ("รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่มแล้ว)", "72,900"),
]
COLDCHAIN_BOTTOM = [
    "รับประกันชุดทำความเย็น 2 ปี คอมเพรสเซอร์ 3 ปี",
    "ติดตั้ง 1 วัน ที่อู่ของบริษัท มีรถสำรองให้ยืมระหว่างติดตั้ง",
    "ชำระมัดจำ 30% เมื่อสั่ง ส่วนที่เหลือชำระวันรับรถ ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ วีระพงษ์ ทองมา ฝ่ายขาย",
]

# ---------------------------------------------------------------- books
PRODUCTS_2568 = {
    "ขนมจีบหมู (Pork shumai)": [182400, 175600, 188300, 171200, 179800, 184500, 190200, 196700, 188900, 201300],
    "ซาลาเปาหมูแดง (Char siu bao)": [96500, 92800, 98100, 88400, 91700, 94300, 97600, 101200, 99500, 108400],
    "ฮะเก๋ากุ้ง (Har gow)": [64300, 61900, 66800, 59200, 62500, 63800, 65100, 68900, 67400, 72600],
    "เกี๊ยวกุ้ง (Shrimp wonton)": [38200, 36500, 39400, 35100, 37800, 38600, 39900, 41300, 40200, 43800],
    "ซาลาเปาไส้ครีม (Custard bao)": [27600, 25900, 28400, 24300, 26100, 27200, 28800, 30100, 29300, 33500],
}
MINIMART_2568 = [61800, 59400, 63200, 60100, 62700, 63900, 65200, 67800, 66400, 70100]
CATERING_2568 = [42500, 38600, 46900, 31200, 35800, 39400, 41700, 48300, 45600, 52800]
FRONT_2568 = [18600, 17900, 19300, 21400, 18800, 17600, 18200, 19100, 18500, 19700]
WAGES_2568 = [36400, 35800, 37200, 33900, 36400, 36800, 37400, 37900, 37200, 38780]
COLD_2568 = [9870, 9640, 9980, 9520, 9750, 9810, 9920, 10060, 9990, 10593]
FUEL_2568 = [8650, 8420, 8910, 7980, 8540, 8700, 8820, 9150, 8960, 9340]

DISTRIB_2567 = [231500, 224800, 238200, 219400, 226100, 229700, 235300, 241800, 233600, 246200, 252400, 298700]
MINIMART_2567 = [55200, 53100, 56800, 54300, 55900, 57400, 58100, 60200, 59300, 62500, 64800, 79600]
CATERING_2567 = [36800, 33200, 41500, 27900, 31400, 34700, 36900, 42100, 40300, 45800, 51200, 68400]
FRONT_2567 = [16900, 16200, 17800, 19600, 17100, 16300, 16800, 17500, 17200, 18100, 19400, 24800]
WAGES_2567 = [33600, 33200, 34800, 31500, 33600, 34100, 34600, 35200, 34600, 35800, 36400, 41200]
COLD_2567 = [8620, 8510, 8740, 8390, 8560, 8600, 8680, 8810, 8720, 8900, 9150, 11340]
FUEL_2567 = [7980, 7760, 8240, 7410, 7890, 8020, 8150, 8470, 8300, 8620, 8890, 10750]


def month_totals_2568() -> list[int]:
    return [sum(values[i] for values in PRODUCTS_2568.values()) for i in range(10)]


def distributor_2568() -> list[int]:
    return [t - m - c - f for t, m, c, f in zip(month_totals_2568(), MINIMART_2568, CATERING_2568, FRONT_2568)]


def _book(path: Path, year: str, channels: list[list[int]], wages: list[int], cold: list[int],
          fuel: list[int], by_product: bool) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายติ่มซำแม่เพ็ญ ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "สาครฟู้ดส์ (Distributor)", "มินิมาร์ท (Minimarts)", "จัดเลี้ยง (Catering)",
                  "หน้าโรงงาน (Factory front)", "รวม (Total)"])
    months = len(channels[0])
    for i in range(months):
        row = [ch[i] for ch in channels]
        sales.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(ch) for ch in channels] + [sum(sum(ch) for ch in channels)])
    for column in range(2, 7):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Factory expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าแป้ง (Flour)", "ค่าหมู/กุ้ง (Pork & shrimp)", "ค่าแรง (Wages)",
                  "ค่าห้องเย็น (Cold storage)", "ค่าน้ำมันรถ (Truck fuel)", "รวม (Total)"])
    for i in range(months):
        total = sum(ch[i] for ch in channels)
        flour = int(round(total * 0.09, -2))
        meat = int(round(total * 0.34, -2))
        costs.append([f"{MONTHS[i]} {year}", flour, meat, wages[i], cold[i], fuel[i],
                      flour + meat + wages[i] + cold[i] + fuel[i]])
    for column in range(2, 8):
        money_format(costs, column)
    if by_product:
        sheet = book.create_sheet("แยกสินค้า By product")
        sheet.append([f"ยอดขายแยกสินค้า ปี {year} (Sales by product {year}, THB)"])
        sheet.append(["สินค้า (Product)"] + [f"{m} {year[2:]}" for m in MONTHS[:months]] + ["รวม (Total)"])
        for name, values in PRODUCTS_2568.items():
            sheet.append([name] + values + [sum(values)])
        totals = month_totals_2568()
        sheet.append(["รวม (Total)"] + totals + [sum(totals)])
        for column in range(2, months + 3):
            money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2418.55, "PEA"), ("ค่าน้ำประปา (Water)", 296.40, "PWA"),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, "SakhonNet"), ("ค่ากับข้าว (Food)", 12500, ""),
                  ("ผ่อนรถเก๋ง (Car instalment)", 9850, "งวดที่ 27/60"),
                  ("ค่ารถตู้รับส่งปาย (School van)", 1800, ""), ("ค่ายาอาม่า (Grandma's medicine)", 1650, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2531.40, "PEA"), ("ค่าน้ำประปา (Water)", 305.95, "PWA"),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, "SakhonNet"), ("ค่ากับข้าว (Food)", 11800, ""),
                  ("ผ่อนรถเก๋ง (Car instalment)", 9850, "งวดที่ 28/60"),
                  ("ค่ารถตู้รับส่งปาย (School van)", 1800, ""), ("ค่ายาอาม่า (Grandma's medicine)", 1650, ""),
                  ("ค่าเรียนพิเศษปาย (Tutoring)", 3000, "คณิต+อังกฤษ")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2764.18, "PEA"), ("ค่าน้ำประปา (Water)", 318.65, "PWA"),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, "SakhonNet"), ("ค่ากับข้าว (Food)", 12300, ""),
                  ("ผ่อนรถเก๋ง (Car instalment)", 9850, "งวดที่ 29/60"),
                  ("ค่ารถตู้รับส่งปาย (School van)", 1800, ""),
                  ("ค่ายา+ค่าหมออาม่า (Grandma's medicine, doctor)", 2940, "รพ.มหาชัย"),
                  ("ค่าเรียนพิเศษปาย (Tutoring)", 3000, "คณิต+อังกฤษ")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านตั้งเจริญสุข {title} (Family spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอักษรสาครวิทยา จ.สมุทรสาคร", f"ใบแจ้งการชำระค่าธรรมเนียม ภาคเรียนที่ {term}",
           "นักเรียน ด.ญ.ปาณิสรา ตั้งเจริญสุข  ชั้น ม.2/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารไทยพาณิชย์ 407-2-55318-0 แล้วส่งสลิปทาง LINE OA",
              "หากชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าหนังสือและชุดพละ", "3,450"),
                           ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200"), ("ค่าประกันอุบัติเหตุ", "350")],
                "26,000", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าค่ายวิทยาศาสตร์", "2,800"),
                           ("ค่าเรียนคอมพิวเตอร์", "1,500"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200")],
                "26,500", "7 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Samut Sakhon\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Wanpen Tangcharoensuk\n"
    "Address: 45/2 Moo 2, Khok Kham, Mueang Samut Sakhon 74000\n"
    "Customer no. 020034771926\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,552 -> 32,110   Units used: 558 kWh\n"
    "Energy charge 2,459.70  Ft 41.85  Service 38.22  VAT 7% 224.41\n"
    "AMOUNT DUE: 2,764.18 THB\n"
    "Due date: 31 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Samut Sakhon Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Wanpen Tangcharoensuk     Account: 5512-3308-47\n"
    "Address: 45/2 Moo 2, Khok Kham, Mueang Samut Sakhon\n"
    "Meter: 1,874 -> 1,906   Water used: 32 cubic metres\n"
    "Water charge                    297.80\n"
    "VAT 7%                           20.85\n"
    "TOTAL                           318.65 THB\n"
    "Due date: 28 Oct 2025. Set up auto-debit to get a 10 THB discount.",
]
INSURANCE_LETTER = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Samut Sakhon Service Centre, Sethakit 1 Road\n"
    "5 November 2025\n"
    "\n"
    "RENEWAL NOTICE - JUNIOR HEALTH CARE PLUS\n"
    "Dear Mrs. Wanpen Tangcharoensuk (payer),\n"
    "The health policy no. CPL-HS-0098123 for Miss Panisara Tangcharoensuk (age 13) expires on 15 Dec 2025.\n"
    "\n"
    "Renewal period: 16 Dec 2025 - 15 Dec 2026\n"
    "Room and board: 3,000 THB per night. In-patient limit: 1,000,000 THB per year.\n"
    "Out-patient: 1,500 THB per visit, 30 visits per year.\n"
    "Annual premium: 14,280 THB (last year 12,960 THB). The premium rises because the insured moves\n"
    "into the 13-15 age band.\n"
    "Please pay by 15 Dec 2025 by bank transfer, QR code or through your agent, Khun Ratree (089-611-4052).\n"
    "If the premium is not paid by the due date, cover stops after a 31-day grace period.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]
LOAN_NOTICE = [
    "KRUNGSAKHON BANK PUBLIC COMPANY LIMITED\n"
    "Mahachai Branch, 12 Sethakit Road, Mueang Samut Sakhon 74000\n"
    "3 November 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE CHANGE\n"
    "To: Mae Phen Food Ltd., Part. (attn. Mrs. Wanpen Tangcharoensuk, managing partner)\n"
    "Loan account: SME-66-0045127 (term loan for freezer truck and steaming equipment)\n"
    "\n"
    "Following the change in the bank's MRR, the rate on your loan changes from 1 December 2025:\n"
    "Interest rate: MRR - 0.75% = 6.60% per year (previously 6.25% per year)\n"
    "Monthly instalment: 18,900 THB from the December 2025 instalment (previously 18,450 THB)\n"
    "Outstanding principal on 31 Oct 2025: 742,380.55 THB. Remaining term: 44 months.\n"
    "Instalments are debited on the 5th of each month from current account 301-2-88456-7.\n"
    "\n"
    "For questions, please contact Khun Pimchanok, relationship manager, 034-412-889.\n"
    "Credit Administration Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(month_totals_2568())
    return [
        ("แผนธุรกิจติ่มซำแม่เพ็ญ ปี 2569", "Mae Phen Dim Sum - plan for 2026\nวันเพ็ญ ตั้งเจริญสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: สบายมาร์ท 12 สาขา, ครัวหน่อยจัดเลี้ยง\n"
                         "ปัญหา: ตู้เย็นรถเสีย 17 ต.ค. ของละลาย, หมูขึ้นราคา, ค่าห้องเย็นขึ้น ธ.ค."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 6,000,000 บาท\nสาครฟู้ดส์ขั้นต่ำ 2,500 แพ็ค/เดือน ตามข้อตกลงใหม่\n"
                            "ลูกค้าจัดเลี้ยงประจำเพิ่มเป็น 5 ราย"),
        ("สินค้าใหม่: เกี๊ยวซ่าหมู", "แพ็ค 10 ชิ้น ราคาส่ง 59 บาท\nเริ่มขายเดือนมีนาคม 2569\n"
                                     "ซื้อเครื่องห่อเกี๊ยวซ่ามือสอง งบ 120,000 บาท"),
        ("รถห้องเย็น", "เปลี่ยนชุดทำความเย็นใหม่ งบไม่เกิน 70,000 บาท (ดูใบเสนอราคา 2 เจ้า)\n"
                      "ผ่อนธนาคารกรุงสาครเดือนละ 18,900 ตั้งแต่ ธ.ค."),
        ("ห้องเย็น", "เช่าเพิ่ม 2 พาเลทช่วงปีใหม่ (พ.ย.–ม.ค.)\nระยะยาว: ดูราคาตู้แช่แข็งของตัวเอง"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ติ่มซำแม่เพ็ญ/Suppliers/แชทไลน์_เฮียเส็ง_หมูสด.txt": PORK_CHAT,
    "ติ่มซำแม่เพ็ญ/Suppliers/email_ChillMax_coldstorage_rent.txt": CHILLMAX_EMAIL,
    "ติ่มซำแม่เพ็ญ/แชท/แชทไลน์_ครัวหน่อยจัดเลี้ยง.txt": """[3 พ.ย. 68 10:42] หน่อย ครัวหน่อยจัดเลี้ยง: เจ๊เพ็ญคะ งานแต่งวันที่ 22 พ.ย. ขอขนมจีบ 1,500 ลูก ซาลาเปาหมูแดง 800 ลูกค่ะ
[3 พ.ย. 68 10:50] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: ได้ค่ะ ขนมจีบลูกละ 3.50 ซาลาเปาลูกละ 6 บาท รวม 10,050 บาทนะคะ
[3 พ.ย. 68 10:52] หน่อย ครัวหน่อยจัดเลี้ยง: โอเคค่ะ เดี๋ยวโอนมัดจำให้
[4 พ.ย. 68 09:15] หน่อย ครัวหน่อยจัดเลี้ยง: โอนมัดจำ 5,000 แล้วนะคะ
[4 พ.ย. 68 09:20] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: ได้รับแล้วค่ะ ขอบคุณค่ะ
[10 พ.ย. 68 16:20] หน่อย ครัวหน่อยจัดเลี้ยง: เจ๊คะ แขกเพิ่มเป็น 600 คน ขอขนมจีบเพิ่มเป็น 2,000 ลูกได้มั้ยคะ ซาลาเปาเท่าเดิม
[10 พ.ย. 68 16:35] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: ได้ค่ะ ขนมจีบ 2,000 ลูก 7,000 บาท รวมซาลาเปา 4,800 เป็น 11,800 บาทค่ะ หักมัดจำแล้วเหลือ 6,800
[10 พ.ย. 68 16:36] หน่อย ครัวหน่อยจัดเลี้ยง: ตกลงค่ะ ส่งเช้าวันที่ 22 ก่อน 9 โมงนะคะ ที่ร้านอาหารครัวริมท่าจีน
[10 พ.ย. 68 16:40] เจ๊เพ็ญ ติ่มซำแม่เพ็ญ: ได้ค่ะ เฮียกรขับรถห้องเย็นไปส่งเองค่ะ ส่วนที่เหลือจ่ายวันงานนะคะ
""",
    "ติ่มซำแม่เพ็ญ/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| พี่สมร | ห่อขนมจีบ/ฮะเก๋า | 400 บาท | 26 วัน | 10,400 บาท |
| น้องมิ้นท์ | นึ่ง/แพ็ค | 380 บาท | 26 วัน | 9,880 บาท |
| มะเอ | ผสมไส้/นวดแป้ง | 370 บาท | 26 วัน | 9,620 บาท |
| โกโก | ล้าง/ยกของขึ้นรถ | 370 บาท | 24 วัน | 8,880 บาท |

รวมจ่ายค่าแรง ต.ค. 38,780 บาท จ่ายแล้ว 31 ต.ค. 2568
โกโกลากลับบ้าน 2 วัน (ไม่ได้รับค่าแรง) / ธ.ค. ต้องหาคนเพิ่ม 1 คนช่วงปีใหม่
""",
    "ติ่มซำแม่เพ็ญ/บัญชี/ของเสีย_ตุลาคม68.md": """# ของเสีย / สินค้าตีกลับ ตุลาคม 2568

## 17 ต.ค. ตู้เย็นรถเสียกลางทาง (ไปคลังบางบอน)
อุณหภูมิขึ้นถึง -2 องศา ของละลาย สาครฟู้ดส์ไม่รับ ต้องทิ้งทั้งหมด

- ขนมจีบหมู 40 แพ็ค = 2,480 บาท
- ซาลาเปาหมูแดง 30 แพ็ค = 1,740 บาท
- ฮะเก๋ากุ้ง 18 แพ็ค = 1,350 บาท
- เกี๊ยวกุ้ง 12 แพ็ค = 660 บาท

รวมของที่ละลายจากรถเสีย 6,230 บาท (คิดราคาทุน)

## ตีกลับจากสบายมาร์ท
- แพ็คฉีกขาด 5 แพ็ค = 250 บาท

รวมของเสียทั้งเดือน ต.ค. 6,480 บาท
""",
    "ติ่มซำแม่เพ็ญ/รถห้องเย็น/บันทึกรถห้องเย็น_2568.md": """# บันทึกรถห้องเย็น ปี 2568
Isuzu NLR 130 ทะเบียน 3ฒท 7726 สมุทรสาคร (เฮียกรขับ)

- 12 ก.พ. 2568 เปลี่ยนยาง 4 เส้น 14,800 บาท ร้านยางมหาชัย
- 3 มิ.ย. 2568 ต่อภาษี + พ.ร.บ. 3,245 บาท
- 21 ส.ค. 2568 เช็คระยะ 120,000 กม. 5,630 บาท
- 17 ต.ค. 2568 คอมเพรสเซอร์ตู้เย็นพังกลางทาง ของละลาย ซ่อมชั่วคราว 4,200 บาท
  ช่างบอกชุดทำความเย็นอายุ 9 ปีแล้ว ควรเปลี่ยนทั้งชุด
- ขอใบเสนอราคาแล้ว 2 เจ้า: ไทยคูล กับ โคลด์เชนมอเตอร์ (ต้องตัดสินใจก่อนปีใหม่)
""",
    "ติ่มซำแม่เพ็ญ/สูตรไส้ขนมจีบ.md": """# ไส้ขนมจีบหมู (สูตรโรงงาน ต่อ 10 กก.)
- หมูบดติดมัน 20% 7 กก.
- กุ้งสับหยาบ 1.5 กก.
- แห้ว 0.8 กก. / เห็ดหอม 0.4 กก.
- ซีอิ๊วขาว น้ำมันหอย น้ำตาล พริกไทย น้ำมันงา
- แป้งมัน 300 กรัม
ผสมเย็นๆ อย่าให้ไส้เกิน 8 องศา ห่อเสร็จนึ่ง 8 นาที แล้วเข้าตู้แช่แข็งทันที
""",
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[30 ต.ค. 68 20:05] เพ็ญ: เฮียกร ค่าเทอมปายต้องจ่ายก่อน 7 พ.ย. นะ
[30 ต.ค. 68 20:11] กร: พรุ่งนี้โอนให้ ประกันสุขภาพปายใบต่ออายุก็มาแล้ว ปีนี้ขึ้นอีก
[30 ต.ค. 68 20:12] เพ็ญ: เห็นแล้ว จ่ายก่อน 15 ธ.ค.
[1 พ.ย. 68 08:30] ปาย: แม่คะ หมอฟันบอกเริ่มจัดฟันเดือนหน้า มัดจำ 3,000 ค่ะ
[1 พ.ย. 68 12:10] ปาย: แม่คะ แก้ค่ะ หมอบอกรวมเอ็กซเรย์กับพิมพ์ฟันด้วย เป็น 5,000 ค่ะ
[1 พ.ย. 68 12:15] เพ็ญ: โอเค 5,000 ก็ได้ วันเสาร์แม่ไปด้วย
[2 พ.ย. 68 19:00] กร: อาม่านัดหมอ รพ.มหาชัย 13 พ.ย. ผมพาไปเองหลังส่งของ
[2 พ.ย. 68 19:05] เพ็ญ: ขอบใจเฮีย ปีใหม่ไปกาญจน์กันนะ จองที่พักแล้ว
""",
    "บ้าน/นัดหมออาม่า.md": """# นัดหมออาม่า
- เบาหวาน + ไขมัน + ปวดเข่า รักษาที่ รพ.มหาชัย (สิทธิบัตรทอง + จ่ายส่วนเกิน)
- นัดครั้งถัดไป 13 พฤศจิกายน 2568 เวลา 07.30 น. งดอาหารหลังสองทุ่ม (เจาะเลือด)
- ค่ายาปกติเดือนละประมาณ 1,650 บาท
- ต.ค. ฉีดยาเข่า รวมค่าหมอ 2,940 บาท
- หมอให้เดินในบ้านวันละ 20 นาที ลดของหวาน
""",
    "บ้าน/ทริปปีใหม่_กาญจนบุรี.md": """# ทริปปีใหม่ กาญจนบุรี (30 ธ.ค. 68 – 1 ม.ค. 69)
- ที่พักแพริมน้ำแควน้อย 2 คืน 7,600 บาท (มัดจำแล้ว 3,000)
- วันแรก: สะพานข้ามแม่น้ำแคว / วันที่สอง: น้ำตกเอราวัณ
- ไปรถเก๋ง ไม่เอารถห้องเย็น
- ฝากพี่สมรดูโรงงาน 31 ธ.ค. (ปิดรับออเดอร์ 30 ธ.ค.–2 ม.ค.)
""",
}
TODO = {"todo.md": """- โอนค่าเทอมปาย ก่อน 7 พ.ย.
- ตอบสบายมาร์ทเรื่องเงื่อนไขปี 2569 ก่อน 20 พ.ย.
- เลือกเจ้าชุดทำความเย็นรถ (ไทยคูล / โคลด์เชน)
- โอนค่าแป้งโกลเด้นวีท ก่อน 8 พ.ย.
- จ่ายประกันสุขภาพปาย ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ติ่มซำแม่เพ็ญ"
    agree, suppliers, truck, books = shop / "ข้อตกลงราคา", shop / "Suppliers", shop / "รถห้องเย็น", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (agree, suppliers, truck, books, shop / "แชท", home / "Bills", home / "ประกัน", home / "ค่าเทอมปาย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(agree / "ข้อตกลงราคา_สาครฟู้ดส์_ร่าง.docx", AGREE_DRAFT, AGREE_DRAFT_TABLE, bottom=AGREE_DRAFT_BOTTOM)
    write_docx(agree / "ข้อตกลงราคา_สาครฟู้ดส์_ฉบับจริง.docx", AGREE_FINAL, AGREE_FINAL_TABLE,
               bottom=AGREE_FINAL_BOTTOM)
    make_pdf(agree / "SabaiMart_supplier_terms_2026.pdf", SABAIMART_TERMS)
    make_pdf(suppliers / "GoldenWheat_pricelist_2025.pdf", GW_PRICES_2025)
    write_docx(suppliers / "ราคาแป้ง_โกลเด้นวีท_2567.docx", GW_PRICES_2567, GW_PRICES_2567_TABLE,
               bottom=GW_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "GoldenWheat_invoice_GW-25-3318.pdf", GW_INVOICE)
    make_pdf(suppliers / "ChillMax_invoice_Oct2025.pdf", CHILLMAX_INVOICE)
    make_pdf(truck / "ThaiKool_quotation_truck_fridge.pdf", THAIKOOL_QUOTE)
    write_docx(truck / "ใบเสนอราคา_ชุดทำความเย็นรถ_โคลด์เชนมอเตอร์.docx", COLDCHAIN_QUOTE, COLDCHAIN_TABLE,
               bottom=COLDCHAIN_BOTTOM)
    _book(books / "ยอดขายติ่มซำ_2568.xlsx", "2568",
          [distributor_2568(), MINIMART_2568, CATERING_2568, FRONT_2568], WAGES_2568, COLD_2568, FUEL_2568, True)
    _book(books / "ยอดขายติ่มซำ_2567.xlsx", "2567",
          [DISTRIB_2567, MINIMART_2567, CATERING_2567, FRONT_2567], WAGES_2567, COLD_2567, FUEL_2567, False)
    write_slides(shop / "แผนธุรกิจ_2569.pptx", _plan_slides())
    make_pdf(shop / "KrungSakhon_SME_loan_rate_notice.pdf", LOAN_NOTICE)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhraya_health_insurance_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมปาย" / "ค่าเทอม_ปาย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมปาย" / "ค่าเทอม_ปาย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
