"""A blind bench folder: the papers of "เต้าหู้เจ๊พิมพ์" (Jae Pim Tofu), a small tofu works in Nakhon Pathom.

The owner is คุณพิมพ์ชนก แซ่ตั้ง (Pimchanok Saetang, "พิมพ์"), who makes and sells tofu, egg tofu, tofu skin and
soy milk from a shophouse workshop in อ.เมือง จ.นครปฐม: retail at a market stall (ตลาดนัดองค์พระ) and wholesale
to restaurants and a hotel. She lives with her husband วีระ, their son ด.ช.ภูมิพัฒน์ ("น้องภูมิ", ป.4) and her
mother คุณสมจิต. Her Documents folder holds the business's papers and the household's.

ร้านเต้าหู้/ (the business)
- ซัพพลายเออร์/SiamSoy_pricelist_2025.pdf: Siam Soy Trading's English price list for 2025 (soybeans, coagulants).
- ซัพพลายเออร์/ใบราคา_สยามซอย_2567.docx: the same firm's price list of last year (2567), in Thai.
- ซัพพลายเออร์/SiamSoy_invoice_Aug2025.pdf: Siam Soy's English invoice of 12 August 2025.
- ซัพพลายเออร์/ThaiPackPlus_invoice_0725.pdf: a packaging supplier's invoice (egg-tofu tubes, silken-tofu cups).
- ใบเสนอราคา/ใบเสนอราคา_ครัวคุณแดง_ร่าง.docx and ใบเสนอราคา_ครัวคุณแดง_final.docx: the draft and the final
  quote to a shabu restaurant, with different quantities and prices.
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมริเวอร์ไซด์.docx: a similar quote to a hotel (July 2568).
- บัญชี/ยอดขาย_2568.xlsx: this year's book, a sales sheet and an expenses sheet (months as rows).
- บัญชี/ยอดขาย_2567.xlsx: last year's book, the same layout.
- บัญชี/ผลิต_รายเดือน_2568.xlsx: production per product, months as columns.
- แชทลูกค้า/LINE_ครัวคุณแดง.txt: LINE chat with the restaurant that changes the order after the final quote.
- แชทลูกค้า/LINE_เซลล์สยามซอย.txt: LINE chat with Siam Soy's salesman (next delivery, a coming price rise).
- email_riverside_hotel.txt: the hotel's English email accepting the quote, with changed weekly quantities.
- แผนธุรกิจ_2569.pptx: slides of next year's plan.
- สูตรเต้าหู้ไข่.md: her egg-tofu recipe.
- KP_Engineering_quote_boiler.pdf: an English repair quote for the soy-milk boiler and the grinder.
- สัญญาเช่าแผง_ตลาดนัดองค์พระ.docx: the market-stall lease.
- บันทึกลูกจ้าง.md: notes on her three workers.

บ้าน/ (the household)
- บิลค่าน้ำค่าไฟ/PEA_bill_Jul2025.pdf, PEA_bill_Aug2025.pdf: the home's electricity bills (English).
- บิลค่าน้ำค่าไฟ/PWA_water_bill_Aug2025.pdf: the water bill (English).
- น้องภูมิ/ค่าเทอม_น้องภูมิ_2-2568.docx: the school's fee notice for term 2/2568.
- ประกัน/health_insurance_renewal_2025.pdf: her health insurance renewal letter (English).
- ประกัน/ประกันรถกระบะ_2568.docx: the pickup truck's class-1 motor insurance schedule.
- แม่/hospital_receipt_mom_Jul2025.pdf: her mother's hospital receipt (English).
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month.
- LINE_ครอบครัว.txt: family LINE chat with her husband.
- ภาษี_ปี2567.md: notes on last year's personal income tax.
- รายการซื้อของ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

# ---------------------------------------------------------------- suppliers
SIAMSOY_2025 = [
    "SIAM SOY TRADING CO., LTD.\n"
    "45/12 Moo 2, Phetkasem Road, Om Noi, Krathum Baen, Samut Sakhon 74130\n"
    "Tel. 034-471-220  LINE: @siamsoy\n"
    "\n"
    "PRICE LIST 2025\n"
    "Effective 1 January 2025 until further notice. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Code    Item                                         Pack      Price (THB)\n"
    "SB-01   Non-GMO soybeans (Canada), whole            30 kg bag   1,140\n"
    "SB-02   Thai soybeans (Chiang Mai 60)               30 kg bag   1,020\n"
    "SB-03   Dehulled soybeans (USA), split              25 kg bag   1,290\n"
    "CG-01   Nigari (magnesium chloride), food grade     25 kg bag     850\n"
    "CG-02   Gypsum (calcium sulfate), food grade        25 kg bag     620\n"
    "CG-03   GDL (glucono delta lactone)                 20 kg box   2,400\n"
    "AF-01   Antifoam, food grade                        5 kg pail     780",
    "TERMS\n"
    "Free delivery in Nakhon Pathom, Samut Sakhon and Bangkok for orders of 20 bags or more.\n"
    "Smaller orders: delivery charge 300 THB per trip.\n"
    "Payment: 30 days from invoice date, by bank transfer to Kasikornbank 123-4-56789-0.\n"
    "Contact: Mr. Ton (sales), 089-554-1287",
]
SIAMSOY_2567 = [
    "บริษัท สยามซอย เทรดดิ้ง จำกัด",
    "45/12 หมู่ 2 ถนนเพชรเกษม ต.อ้อมน้อย อ.กระทุ่มแบน จ.สมุทรสาคร 74130",
    "ใบราคาสินค้า ปี 2567",
    "ราคามีผลตั้งแต่ 1 มกราคม 2567 ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%",
]
SIAMSOY_2567_TABLE = [
    ("รหัส", "รายการ", "บรรจุ", "ราคา (บาท)"),
    ("SB-01", "ถั่วเหลือง Non-GMO (แคนาดา) เต็มเมล็ด", "กระสอบ 30 กก.", "1,080"),
    ("SB-02", "ถั่วเหลืองไทย (พันธุ์เชียงใหม่ 60)", "กระสอบ 30 กก.", "990"),
    ("CG-01", "ดีเกลือ นิการิ (แมกนีเซียมคลอไรด์) ฟู้ดเกรด", "ถุง 25 กก.", "820"),
    ("CG-02", "ยิปซัม (แคลเซียมซัลเฟต) ฟู้ดเกรด", "ถุง 25 กก.", "600"),
    ("CG-03", "GDL (กลูโคโนเดลตาแลคโตน)", "กล่อง 20 กก.", "2,350"),
]
SIAMSOY_2567_BOTTOM = [
    "เงื่อนไข: ส่งฟรีในเขตนครปฐม สมุทรสาคร กรุงเทพฯ เมื่อสั่ง 25 กระสอบขึ้นไป ไม่ถึงคิดค่าส่งเที่ยวละ 250 บาท",
    "เครดิต 30 วัน นับจากวันที่ในใบแจ้งหนี้",
    "ติดต่อ คุณต้น (ฝ่ายขาย) 089-554-1287",
]
SIAMSOY_INVOICE = [
    "SIAM SOY TRADING CO., LTD.\n"
    "TAX INVOICE / INVOICE\n"
    "Invoice No.: SS-INV-25-0388\n"
    "Date: 12 August 2025\n"
    "Customer: Jae Pim Tofu (Mrs. Pimchanok Saetang)\n"
    "88/3 Moo 4, Phra Prathon, Mueang Nakhon Pathom, Nakhon Pathom 73000\n"
    "\n"
    "Item                                        Qty      Unit price    Amount\n"
    "SB-01 Non-GMO soybeans (Canada) 30 kg       20 bags  1,140.00      22,800.00\n"
    "CG-01 Nigari 25 kg                          2 bags     850.00       1,700.00\n"
    "Delivery (20 bags or more)                                          free\n"
    "\n"
    "Subtotal: 24,500.00 THB\n"
    "VAT 7%: 1,715.00 THB\n"
    "TOTAL AMOUNT DUE: 26,215.00 THB\n"
    "Payment due date: 11 September 2025 (30 days)\n"
    "Transfer to Kasikornbank 123-4-56789-0, Siam Soy Trading Co., Ltd.",
]
THAIPACK_INVOICE = [
    "THAI PACK PLUS CO., LTD.\n"
    "Plastic food packaging - Nakhon Chai Si, Nakhon Pathom\n"
    "INVOICE No.: TPP-250719\n"
    "Date: 19 July 2025\n"
    "Bill to: Jae Pim Tofu, Mrs. Pimchanok Saetang\n"
    "\n"
    "1. Egg tofu plastic tube 250 g, with clips     8,000 pcs   @ 0.45    3,600.00\n"
    "2. Silken tofu cup 300 g with sealing film     2,000 pcs   @ 1.20    2,400.00\n"
    "Subtotal: 6,000.00\n"
    "VAT 7%: 420.00\n"
    "Total: 6,420.00 THB\n"
    "Payment: cash on delivery",
]

# ---------------------------------------------------------------- quotes
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน/เดือน", "หน่วย", "ราคา/หน่วย (บาท)", "จำนวนเงิน (บาท)")
SHOP_LINES = ["เต้าหู้เจ๊พิมพ์ (Jae Pim Tofu)",
              "88/3 หมู่ 4 ต.พระประโทน อ.เมืองนครปฐม จ.นครปฐม 73000 โทร 081-732-4419"]
DRAFT = SHOP_LINES + [
    "ใบเสนอราคา (ร่าง - ยังไม่ส่ง)",
    "เลขที่ QT68-012  วันที่ 2 มิถุนายน 2568",
    "เรียน คุณแดง ร้านครัวคุณแดง ชาบู (ถ.ทรงพล นครปฐม)",
    "ทางร้านขอเสนอราคาเต้าหู้สำหรับร้านชาบู ดังนี้",
]
DRAFT_TABLE = [QUOTE_HEAD,
               ("1", "เต้าหู้ขาวแข็ง 500 กรัม", "300", "แผ่น", "18", "5,400"),
               ("2", "เต้าหู้ไข่", "400", "หลอด", "9", "3,600"),
               ("3", "ฟองเต้าหู้สด", "20", "กก.", "160", "3,200"),
               ("", "รวมทั้งสิ้น", "", "", "", "12,200")]
DRAFT_BOTTOM = ["รวมทั้งสิ้น 12,200 บาท ต่อเดือน (ราคานี้ไม่มีภาษีมูลค่าเพิ่ม)",
                "ส่งสินค้าทุกวันอังคารและวันศุกร์ ก่อน 9 โมง",
                "ชำระเงินสดทุกสิ้นเดือน"]
FINAL = SHOP_LINES + [
    "ใบเสนอราคา",
    "เลขที่ QT68-012 (ฉบับแก้ไข)  วันที่ 9 มิถุนายน 2568",
    "เรียน คุณแดง ร้านครัวคุณแดง ชาบู (ถ.ทรงพล นครปฐม)",
    "ตามที่คุยกันเมื่อวันที่ 6 มิ.ย. ทางร้านขอเสนอราคาใหม่ ดังนี้",
]
FINAL_TABLE = [QUOTE_HEAD,
               ("1", "เต้าหู้ขาวแข็ง 500 กรัม", "350", "แผ่น", "17", "5,950"),
               ("2", "เต้าหู้ไข่", "400", "หลอด", "8.50", "3,400"),
               ("3", "ฟองเต้าหู้สด", "25", "กก.", "155", "3,875"),
               ("", "รวมทั้งสิ้น", "", "", "", "13,225")]
FINAL_BOTTOM = ["รวมทั้งสิ้น 13,225 บาท ต่อเดือน (ราคานี้ไม่มีภาษีมูลค่าเพิ่ม)",
                "ส่งสินค้าทุกวันจันทร์ พุธ ศุกร์ ก่อน 9 โมง",
                "เครดิต 15 วัน โอนเข้าบัญชีกสิกรไทย 046-2-88153-7 ชื่อบัญชี พิมพ์ชนก แซ่ตั้ง",
                "ใบเสนอราคานี้มีผล 30 วัน",
                "ลงชื่อ พิมพ์ชนก แซ่ตั้ง"]
HOTEL = SHOP_LINES + [
    "ใบเสนอราคา",
    "เลขที่ QT68-019  วันที่ 15 กรกฎาคม 2568",
    "เรียน คุณกนกวรรณ ฝ่ายจัดซื้อ โรงแรมริเวอร์ไซด์ นครปฐม (Riverside Hotel Nakhon Pathom)",
    "เรื่อง เสนอราคาเต้าหู้และน้ำเต้าหู้สำหรับไลน์อาหารเช้า",
]
HOTEL_TABLE = [("ลำดับ", "รายการ", "จำนวน/สัปดาห์", "หน่วย", "ราคา/หน่วย (บาท)", "จำนวนเงิน (บาท)"),
               ("1", "น้ำเต้าหู้สด 1 ลิตร (ไม่ใส่น้ำตาล)", "150", "ขวด", "35", "5,250"),
               ("2", "เต้าหู้อ่อน 300 กรัม", "40", "กล่อง", "15", "600"),
               ("3", "เต้าหู้ขาวแข็ง 500 กรัม", "20", "แผ่น", "18", "360"),
               ("", "รวม", "", "", "", "6,210"),
               ("", "ภาษีมูลค่าเพิ่ม 7%", "", "", "", "434.70"),
               ("", "รวมทั้งสิ้น", "", "", "", "6,644.70")]
HOTEL_BOTTOM = ["รวมทั้งสิ้น 6,644.70 บาท ต่อสัปดาห์",
                "ส่งสัปดาห์ละ 3 ครั้ง เครดิต 30 วัน",
                "ใบเสนอราคานี้มีผล 45 วัน",
                "ลงชื่อ พิมพ์ชนก แซ่ตั้ง"]

HOTEL_EMAIL = """From: Kanokwan Phromsri <purchasing@riversidehotelnp.com>
To: jaepimtofu@gmail.com
Date: Mon, 11 Aug 2025 09:42:18 +0700
Subject: Re: Quotation QT68-019 - soy milk and tofu for breakfast buffet

Dear Khun Pim,

Thank you for your quotation QT68-019 dated 15 July. Our GM has approved it at your prices.

We would like to start deliveries on 1 September 2025. Please deliver 3 times a week
(Monday, Wednesday, Friday) to the back kitchen before 6:30 am.

Because our occupancy is higher than we planned, we need a little more soy milk:
- Soy milk 1 L (no sugar): 180 bottles per week
- Silken tofu 300 g: 40 boxes per week
- Firm tofu 500 g: 20 pieces per week

Payment will be by bank transfer 30 days after each monthly invoice. Could you please send
us a copy of your commercial registration and your FDA (อย.) number before 25 August?

Best regards,
Kanokwan Phromsri
Purchasing Officer, Riverside Hotel Nakhon Pathom
Tel. 034-259-880 ext. 112
"""

LINE_DAENG = """[09/06/2568 14:05] พิมพ์ เต้าหู้: พี่แดงคะ ส่งใบเสนอราคาตัวใหม่ให้แล้วนะคะ เต้าหู้แข็ง 350 แผ่น ไข่ 400 หลอด ฟอง 25 โล รวมเดือนละ 13,225 บาทค่ะ
[09/06/2568 15:20] แดง ครัวคุณแดง: โอเคจ้า เริ่มส่ง 16 มิ.ย. เลยนะ
[09/06/2568 15:21] พิมพ์ เต้าหู้: ได้ค่ะ ขอบคุณมากค่ะพี่ 🙏
[20/06/2568 10:12] แดง ครัวคุณแดง: พิมพ์ เต้าหู้ไข่ขอเพิ่มเป็นเดือนละ 500 หลอดได้มั้ย ลูกค้าสั่งเยอะมาก
[20/06/2568 10:30] พิมพ์ เต้าหู้: ได้ค่ะพี่ ราคาเดิมหลอดละ 8.50 นะคะ ยอดใหม่เดือนละ 14,075 บาทค่ะ
[03/07/2568 18:44] แดง ครัวคุณแดง: ฟองเต้าหู้ลดเหลือ 15 โลนะ เปลี่ยนเมนูใหม่ เอาฟองออกไปจานนึง
[03/07/2568 19:02] พิมพ์ เต้าหู้: รับทราบค่ะ งั้นตั้งแต่เดือนกรกฎาคม เต้าหู้แข็ง 350 แผ่น ไข่ 500 หลอด ฟอง 15 โล ยอดต่อเดือน 12,525 บาทนะคะ
[03/07/2568 19:05] แดง ครัวคุณแดง: 👍
[25/07/2568 08:15] แดง ครัวคุณแดง: พรุ่งนี้ส่งเต้าหู้แข็งเพิ่ม 20 แผ่นได้มั้ย มีจัดเลี้ยง
[25/07/2568 08:40] พิมพ์ เต้าหู้: ได้ค่ะ รอบนี้คิดแยกนะคะ 340 บาท
[25/07/2568 08:41] แดง ครัวคุณแดง: จ้า
"""
LINE_SIAMSOY = """[28/07/2568 11:02] ต้น สยามซอย: สวัสดีครับพี่พิมพ์ รอบหน้าจะเอาถั่วแคนาดากี่กระสอบครับ
[28/07/2568 11:15] พิมพ์ เต้าหู้: 20 กระสอบเหมือนเดิมค่ะ แล้วก็นิการิ 2 ถุง
[28/07/2568 11:16] ต้น สยามซอย: ครับ 20 กระสอบส่งฟรีครับ ลงของวันที่ 12 ส.ค. นะครับ
[12/08/2568 09:30] ต้น สยามซอย: รถออกแล้วครับ ประมาณ 10 โมงถึงครับ
[15/08/2568 16:40] ต้น สยามซอย: แจ้งล่วงหน้านะครับพี่ ตั้งแต่ 1 ต.ค. 68 ถั่วแคนาดาปรับเป็นกระสอบละ 1,180 บาทครับ ค่าเงินบาทอ่อน
[15/08/2568 16:52] พิมพ์ เต้าหู้: โห ขึ้นอีกแล้ว ถ้าสั่งทีเดียว 30 กระสอบลดได้มั้ยคะ
[15/08/2568 17:05] ต้น สยามซอย: 30 กระสอบขึ้นไปผมให้ 1,150 ครับพี่ แต่ต้องจ่ายภายใน 15 วันนะครับ
[15/08/2568 17:10] พิมพ์ เต้าหู้: ขอคิดดูก่อนนะคะ โกดังอาจไม่พอ
"""

KP_QUOTE = [
    "KP ENGINEERING & SERVICE CO., LTD.\n"
    "Food machinery repair - 19/7 Songphon Road, Nakhon Pathom 73000, Tel. 034-243-516\n"
    "\n"
    "QUOTATION No. QT-2025-117\n"
    "Date: 5 August 2025\n"
    "To: Jae Pim Tofu (Mrs. Pimchanok Saetang)\n"
    "\n"
    "1. Annual service of soy milk steam boiler (100 L), clean and check     4,500.00\n"
    "2. Replace safety pressure valve                                       2,800.00\n"
    "3. Rewind motor of stone soybean grinder (3 HP)                         6,200.00\n"
    "Subtotal: 13,500.00\n"
    "VAT 7%: 945.00\n"
    "Grand total: 14,445.00 THB\n"
    "\n"
    "Work time: 2 days (the workshop must stop production on those days)\n"
    "Warranty: 6 months on parts and labour\n"
    "Payment: 50% deposit, 50% on completion\n"
    "This quotation is valid until 4 September 2025.\n"
    "Technician: Mr. Kittipong",
]

STALL_LEASE = [
    "สัญญาเช่าแผงค้า ตลาดนัดองค์พระ",
    "ทำที่ ตลาดนัดองค์พระ จ.นครปฐม วันที่ 20 กันยายน 2567",
    "ผู้ให้เช่า: นายประเสริฐ ทองดี (เจ้าของตลาด)  ผู้เช่า: นางพิมพ์ชนก แซ่ตั้ง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าแผงเลขที่ B-17 โซนอาหารสด ขนาด 2 x 3 เมตร เพื่อขายเต้าหู้และน้ำเต้าหู้",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 ตุลาคม 2567 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 3,500 บาท ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 7,000 บาท คืนให้เมื่อสิ้นสุดสัญญาหากไม่มีค่าเสียหาย",
    "ข้อ 5. ค่าไฟฟ้าแผงคิดหน่วยละ 8 บาท ค่าเก็บขยะเดือนละ 100 บาท",
    "ข้อ 6. ตลาดเปิดวันอังคารถึงวันอาทิตย์ เวลา 05.00-11.00 น. ผู้เช่าต้องเปิดขายไม่น้อยกว่า 20 วันต่อเดือน",
    "ข้อ 7. หากประสงค์จะต่อสัญญา ผู้เช่าต้องแจ้งผู้ให้เช่าภายในวันที่ 31 สิงหาคม 2568",
    "ข้อ 8. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ ประเสริฐ ทองดี ผู้ให้เช่า      ลงชื่อ พิมพ์ชนก แซ่ตั้ง ผู้เช่า",
]

PLAN_SLIDES = [
    ("แผนธุรกิจ เต้าหู้เจ๊พิมพ์ ปี 2569", "จัดทำโดย พิมพ์ชนก แซ่ตั้ง - กันยายน 2568"),
    ("ทบทวนปี 2568", "ยอดขาย ม.ค.-ส.ค. 2568 รวม 982,850 บาท\n"
                      "ลูกค้าขายส่งใหม่: ครัวคุณแดง ชาบู และ โรงแรมริเวอร์ไซด์\n"
                      "ต้นทุนถั่วเหลืองแคนาดาขึ้นจากกระสอบละ 1,080 เป็น 1,140 บาท"),
    ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท (เฉลี่ยเดือนละ 200,000 บาท)\n"
                        "เพิ่มลูกค้าขายส่งอีก 5 ราย (ร้านชาบู โรงแรม โรงอาหารโรงเรียน)\n"
                        "ให้ขายส่งเป็น 50% ของยอดขาย"),
    ("สินค้าใหม่", "น้ำเต้าหู้ขวดแก้ว 250 มล. ขายขวดละ 25 บาท\n"
                   "เต้าหู้ทอดกรอบ แพ็คสุญญากาศ\n"
                   "โยเกิร์ตถั่วเหลือง (ทดลองไตรมาส 2)"),
    ("งบลงทุน", "เครื่องโม่ถั่วใหม่ 85,000 บาท\n"
                "ตู้แช่โชว์หน้าร้าน 32,000 บาท\n"
                "รวมงบลงทุน 117,000 บาท (ขอสินเชื่อ SME 100,000 บาท ที่เหลือใช้เงินร้าน)"),
    ("การตลาดและไทม์ไลน์", "ม.ค. 2569: เปิด LINE OA และขายผ่าน Grab / LINE MAN\n"
                             "ไตรมาส 1: ซื้อเครื่องโม่ใหม่\n"
                             "ไตรมาส 2: เปิดตัวน้ำเต้าหู้ขวดแก้ว\n"
                             "จ้างลูกจ้างเพิ่ม 1 คน ค่าแรงเดือนละ 12,000 บาท"),
]

RECIPE = """# สูตรเต้าหู้ไข่ (ล็อตละ 100 หลอด)

ส่วนผสม
- น้ำเต้าหู้ข้น (ถั่ว 1 : น้ำ 6) ต้มแล้วทิ้งให้เย็น 10 ลิตร
- ไข่ไก่เบอร์ 2 จำนวน 60 ฟอง
- เกลือ 30 กรัม
- GDL 40 กรัม ละลายน้ำเย็นนิดหน่อย

วิธีทำ
1. ตีไข่กับเกลือเบาๆ อย่าให้ขึ้นฟอง
2. ผสมกับน้ำเต้าหู้เย็น ใส่ GDL คนให้ทั่ว กรองผ้าขาวบาง 2 รอบ
3. กรอกใส่หลอด หลอดละ 250 กรัม หนีบปลาย
4. นึ่งไฟกลาง 45 นาที (น้ำเดือดแล้วค่อยใส่)
5. ยกออกแช่น้ำเย็นทันที 15 นาที

เก็บในตู้เย็น 2-4 องศา อยู่ได้ 7 วัน
*ถ้าไข่แพง ลดเป็น 55 ฟองได้ แต่เนื้อจะซีด
"""

STAFF = """# ลูกจ้าง (อัปเดต ส.ค. 68)

- พี่สมหญิง - โม่ถั่ว ต้มน้ำเต้าหู้ เข้างานตี 3 ค่าแรงเดือนละ 12,000 บาท
- น้องต้อม - ทำเต้าหู้แข็ง เต้าหู้ไข่ ค่าแรงเดือนละ 12,000 บาท
- โซ (แรงงานพม่า) - ส่งของ ขับกระบะ ค่าแรงเดือนละ 12,000 บาท ใบอนุญาตทำงานหมด 14 ม.ค. 2569
รวมค่าแรงเดือนละ 36,000 บาท จ่ายทุกวันที่ 1
วันหยุด: วันจันทร์ (ตลาดปิด) ผลัดกันหยุด
"""

# ---------------------------------------------------------------- accounts
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SALES_2568 = {  # month: (retail, wholesale)
    "ม.ค.": (68400, 41500), "ก.พ.": (64900, 43200), "มี.ค.": (71250, 45800), "เม.ย.": (66800, 47100),
    "พ.ค.": (72300, 52600), "มิ.ย.": (69150, 58900), "ก.ค.": (74600, 63400), "ส.ค.": (76200, 66750),
}
EXPENSES_2568 = {  # month: (soybeans, coagulant, LPG, packaging, wages, electricity)
    "ม.ค.": (25080, 1700, 9800, 3150, 36000, 6420), "ก.พ.": (23940, 1700, 9450, 2980, 36000, 6180),
    "มี.ค.": (26220, 2550, 10200, 3320, 36000, 7050), "เม.ย.": (25080, 1700, 9900, 3240, 36000, 7890),
    "พ.ค.": (27360, 2550, 10650, 3480, 36000, 8120), "มิ.ย.": (28500, 2550, 10900, 3610, 36000, 7640),
    "ก.ค.": (30780, 2550, 11400, 6420, 36000, 7380), "ส.ค.": (31920, 1700, 11750, 3890, 36000, 7510),
}
SALES_2567 = {
    "ม.ค.": (63200, 30400), "ก.พ.": (60800, 31100), "มี.ค.": (66900, 33500), "เม.ย.": (62300, 34800),
    "พ.ค.": (65800, 38400), "มิ.ย.": (64100, 37200), "ก.ค.": (67500, 39900), "ส.ค.": (69300, 40600),
    "ก.ย.": (63900, 38800), "ต.ค.": (70200, 42300), "พ.ย.": (71800, 43700), "ธ.ค.": (75400, 46900),
}
EXPENSES_2567 = {
    "ม.ค.": (21600, 1640, 8900, 2800, 30000, 5980), "ก.พ.": (20520, 1640, 8700, 2750, 30000, 5860),
    "มี.ค.": (22680, 2460, 9300, 2900, 30000, 6640), "เม.ย.": (22680, 1640, 9100, 2950, 30000, 7420),
    "พ.ค.": (25920, 2460, 9600, 3050, 30000, 7710), "มิ.ย.": (23760, 1640, 9450, 3000, 30000, 7280),
    "ก.ค.": (24840, 2460, 9800, 3100, 30000, 6950), "ส.ค.": (25920, 1640, 9950, 3150, 30000, 7030),
    "ก.ย.": (23760, 2460, 9500, 3020, 30000, 6880), "ต.ค.": (25920, 1640, 10100, 3200, 36000, 6710),
    "พ.ย.": (27000, 2460, 10300, 3300, 36000, 6420), "ธ.ค.": (28080, 2460, 10650, 3450, 36000, 6300),
}
EXPENSE_HEADERS = ["เดือน (Month)", "ถั่วเหลือง (Soybeans)", "สารตกตะกอน (Coagulant)", "แก๊ส LPG (Gas)",
                   "บรรจุภัณฑ์ (Packaging)", "ค่าแรง (Wages)", "ค่าไฟโรงงาน (Electricity)", "รวม (Total)"]
PRODUCTION_2568 = [  # product, unit, Jan..Aug
    ("เต้าหู้ขาวแข็ง (Firm tofu)", "แผ่น", 5200, 5050, 5480, 5300, 5760, 5820, 6150, 6300),
    ("เต้าหู้อ่อน (Silken tofu)", "กล่อง", 2100, 2040, 2230, 2180, 2350, 2420, 2610, 2740),
    ("เต้าหู้ไข่ (Egg tofu)", "หลอด", 3400, 3350, 3600, 3520, 3900, 4050, 4480, 4620),
    ("ฟองเต้าหู้ (Tofu skin)", "กก.", 210, 198, 225, 214, 236, 241, 262, 255),
    ("น้ำเต้าหู้ (Soy milk)", "ขวด", 4800, 4650, 5100, 5350, 5200, 4900, 5050, 5600),
]


def _sales_book(path: Path, year: str, sales: dict, expenses: dict) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขาย เต้าหู้เจ๊พิมพ์ ปี {year} (Sales {year})"])
    sheet.append(["เดือน (Month)", "หน้าร้าน/ตลาด (Retail)", "ขายส่ง (Wholesale)", "รวม (Total)"])
    for month, (retail, wholesale) in sales.items():
        sheet.append([f"{month} {year}", retail, wholesale, retail + wholesale])
    sheet.append(["รวมทั้งปี (Total)", sum(r for r, _ in sales.values()), sum(w for _, w in sales.values()),
                  sum(r + w for r, w in sales.values())])
    for column in (2, 3, 4):
        money_format(sheet, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่าย เต้าหู้เจ๊พิมพ์ ปี {year} (Expenses {year})"])
    costs.append(EXPENSE_HEADERS)
    for month, row in expenses.items():
        costs.append([f"{month} {year}", *row, sum(row)])
    for column in range(2, 9):
        money_format(costs, column)
    book.save(path)


def _production_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลิต Production 2568"
    sheet.append(["ยอดผลิตรายเดือน ปี 2568 (Monthly production 2568)"])
    sheet.append(["สินค้า (Product)", "หน่วย (Unit)", *[f"{m} 68" for m in MONTHS[:8]]])
    for row in PRODUCTION_2568:
        sheet.append(list(row))
    for column in range(3, 11):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- household
PEA_JUL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\n"
    "Electricity Bill / Receipt - Nakhon Pathom office\n"
    "Customer name: Mrs. Pimchanok Saetang\n"
    "Address: 90/1 Moo 4, Phra Prathon, Mueang Nakhon Pathom, Nakhon Pathom 73000 (residence)\n"
    "CA No.: 020045781236   Meter No.: 1105532\n"
    "Billing month: July 2025\n"
    "Meter reading period: 14 Jun 2025 - 14 Jul 2025",
    "Previous reading: 18,204   Current reading: 18,690\n"
    "Units used: 486 kWh\n"
    "Energy charge: 1,931.21 THB\n"
    "Ft charge: 95.35 THB\n"
    "VAT 7%: 141.86 THB\n"
    "Amount due: 2,168.42 THB\n"
    "Please pay by: 24 July 2025",
]
PEA_AUG = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\n"
    "Electricity Bill / Receipt - Nakhon Pathom office\n"
    "Customer name: Mrs. Pimchanok Saetang\n"
    "Address: 90/1 Moo 4, Phra Prathon, Mueang Nakhon Pathom, Nakhon Pathom 73000 (residence)\n"
    "CA No.: 020045781236   Meter No.: 1105532\n"
    "Billing month: August 2025\n"
    "Meter reading period: 14 Jul 2025 - 14 Aug 2025",
    "Previous reading: 18,690   Current reading: 19,222\n"
    "Units used: 532 kWh\n"
    "Energy charge: 2,124.86 THB\n"
    "Ft charge: 104.37 THB\n"
    "VAT 7%: 156.05 THB\n"
    "Amount due: 2,385.28 THB\n"
    "Please pay by: 25 August 2025",
]
PWA_AUG = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nakhon Pathom Branch\n"
    "Water Bill - August 2025\n"
    "Customer: Mrs. Pimchanok Saetang\n"
    "Address: 90/1 Moo 4, Phra Prathon, Mueang Nakhon Pathom\n"
    "Customer No.: 5512-00873\n"
    "Reading date: 18 August 2025\n"
    "Previous: 2,331 m3   Current: 2,355 m3   Usage: 24 m3\n"
    "Water charge: 338.40 THB\n"
    "Service charge: 30.00 THB\n"
    "VAT 7%: 25.79 THB\n"
    "Amount due: 394.19 THB\n"
    "Due date: 2 September 2025",
]
SCHOOL_FEES = [
    "โรงเรียนสาธิตพระปฐม",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แซ่ตั้ง  ชั้น ป.4/2  เลขประจำตัว 15237",
    "เรียน ผู้ปกครอง โปรดชำระค่าธรรมเนียมตามรายการดังนี้",
]
SCHOOL_TABLE = [("รายการ", "จำนวนเงิน (บาท)"),
                ("ค่าเล่าเรียน", "18,500"),
                ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
                ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "3,000"),
                ("ค่ากิจกรรมและทัศนศึกษา", "1,500"),
                ("รวมทั้งสิ้น", "27,200")]
SCHOOL_BOTTOM = ["รวมทั้งสิ้น 27,200 บาท (สองหมื่นเจ็ดพันสองร้อยบาทถ้วน)",
                 "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 713-0-45521-9",
                 "ชำระหลังกำหนดมีค่าปรับวันละ 50 บาท",
                 "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
                 "ฝ่ายการเงิน โรงเรียนสาธิตพระปฐม โทร 034-251-777"]
HEALTH_RENEWAL = [
    "KRUNGSIAM LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "POLICY RENEWAL NOTICE\n"
    "Date: 1 September 2025\n"
    "\n"
    "Dear Mrs. Pimchanok Saetang,\n"
    "Your health insurance policy is due for renewal. Details of the new policy year:\n"
    "\n"
    "Policy No.: HS-6620417\n"
    "Plan: Smart Health Plus (in-patient)\n"
    "Insured: Mrs. Pimchanok Saetang, age 46\n"
    "New policy period: 15 October 2025 - 14 October 2026\n"
    "Annual premium: 28,640 THB (last year 25,900 THB; the new age band 46-50 applies)\n"
    "Premium due date: 15 October 2025",
    "BENEFITS (unchanged)\n"
    "Room and board: up to 4,000 THB per day\n"
    "Annual limit: 5,000,000 THB per policy year\n"
    "Out-patient (OPD): not covered\n"
    "\n"
    "You may pay in full, or by credit card in 10 monthly instalments at 0% interest.\n"
    "If the premium is not paid within 31 days after the due date, the policy will lapse.\n"
    "Your agent: Ms. Waraporn Sukjai, Tel. 086-330-5129",
]
CAR_INSURANCE = [
    "บริษัท ไทยรุ่งเรืองประกันภัย จำกัด (มหาชน)",
    "ตารางกรมธรรม์ประกันภัยรถยนต์ ประเภท 1",
    "กรมธรรม์เลขที่ 68-V1-0445871",
    "ผู้เอาประกันภัย: นางพิมพ์ชนก แซ่ตั้ง  90/1 หมู่ 4 ต.พระประโทน อ.เมือง จ.นครปฐม",
    "รถยนต์: อีซูซุ ดีแมคซ์ สปาร์ค ปี 2021 (กระบะตอนเดียว) ทะเบียน 3ฒข 4521 นครปฐม",
    "ระยะเวลาประกันภัย: 20 พฤศจิกายน 2567 ถึง 20 พฤศจิกายน 2568",
    "ใช้รถเพื่อการพาณิชย์ (ส่งสินค้า)",
]
CAR_TABLE = [("ความคุ้มครอง", "จำนวนเงิน (บาท)"),
             ("ความเสียหายต่อตัวรถ (ทุนประกัน)", "550,000"),
             ("รถยนต์สูญหาย/ไฟไหม้", "550,000"),
             ("ความรับผิดต่อทรัพย์สินบุคคลภายนอก ต่อครั้ง", "1,000,000"),
             ("ค่ารักษาพยาบาล ต่อคน", "50,000"),
             ("ค่าเสียหายส่วนแรก", "2,000")]
CAR_BOTTOM = ["เบี้ยประกันภัยสุทธิ 17,590 บาท อากรแสตมป์และภาษี รวมเบี้ยประกันภัยทั้งสิ้น 18,900 บาท",
              "ซ่อมอู่ในเครือ  แจ้งเคลม 1557 ตลอด 24 ชั่วโมง",
              "ตัวแทน: นายอำนาจ ศรีสุข โทร 081-900-2254"]
HOSPITAL_RECEIPT = [
    "PATHOM VEJJA HOSPITAL\n"
    "1125 Phetkasem Road, Nakhon Pathom 73000\n"
    "RECEIPT No. R68-004512\n"
    "Date: 22 July 2025\n"
    "Patient: Mrs. Somjit Saetang   HN: 45-10233   Age: 74\n"
    "Department: OPD - Internal Medicine (Dr. Anucha)\n"
    "\n"
    "Doctor fee                          800.00\n"
    "Medicines (30 days)               2,315.00\n"
    "Laboratory (blood sugar, HbA1c)     560.00\n"
    "Hospital service charge             175.00\n"
    "TOTAL                             3,850.00 THB\n"
    "Paid by: cash\n"
    "Next appointment: 21 October 2025, 08:30",
]
HOUSEHOLD = {  # sheet: rows (item, amount, note)
    "มิ.ย. 2568": [("ผ่อนบ้าน (Mortgage)", 14200, "ธ.อ.ส. งวดที่ 58"), ("ค่ากับข้าว (Food)", 11850, ""),
                   ("ค่าน้ำมันรถ (Fuel)", 3600, "รถเก๋ง"), ("ค่าไฟบ้าน (Electricity)", 2043.17, ""),
                   ("ค่าน้ำประปา (Water)", 372.11, ""), ("เน็ต+มือถือ (Internet/phone)", 1198, ""),
                   ("ให้แม่ (Mom)", 5000, ""), ("ค่าขนม+รถตู้น้องภูมิ (School van/pocket money)", 2400, "")],
    "ก.ค. 2568": [("ผ่อนบ้าน (Mortgage)", 14200, "ธ.อ.ส. งวดที่ 59"), ("ค่ากับข้าว (Food)", 12300, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 3450, "รถเก๋ง"), ("ค่าไฟบ้าน (Electricity)", 2168.42, ""),
                  ("ค่าน้ำประปา (Water)", 381.25, ""), ("เน็ต+มือถือ (Internet/phone)", 1198, ""),
                  ("ให้แม่ (Mom)", 5000, ""), ("ค่าหมอแม่ (Mom's doctor)", 3850, "รพ.ปฐมเวช 22 ก.ค."),
                  ("ค่าขนม+รถตู้น้องภูมิ (School van/pocket money)", 2400, "")],
    "ส.ค. 2568": [("ผ่อนบ้าน (Mortgage)", 14200, "ธ.อ.ส. งวดที่ 60"), ("ค่ากับข้าว (Food)", 12650, ""),
                  ("ค่าน้ำมันรถ (Fuel)", 4120, "ไปงานแต่งที่ราชบุรี"), ("ค่าไฟบ้าน (Electricity)", 2385.28, ""),
                  ("ค่าน้ำประปา (Water)", 394.19, ""), ("เน็ต+มือถือ (Internet/phone)", 1198, ""),
                  ("ให้แม่ (Mom)", 5000, ""), ("ทัศนศึกษาน้องภูมิ (School trip)", 850, "ไปกาญจนบุรี"),
                  ("ค่าขนม+รถตู้น้องภูมิ (School van/pocket money)", 2400, "")],
}


def _household_book(path: Path) -> None:
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


LINE_FAMILY = """[04/08/2568 07:12] วีระ: ค่าน้ำค่าไฟเดือนนี้พี่จ่ายให้มั้ย
[04/08/2568 07:30] พิมพ์: ไม่ต้องค่ะ พิมพ์โอนแล้ว เดี๋ยวบิลเดือนหน้าพี่จ่ายนะ
[06/08/2568 16:45] วีระ: ครูส่งจดหมายมา ภูมิไปทัศนศึกษากาญจนบุรี 22 ส.ค. ต้องจ่าย 850
[06/08/2568 16:50] พิมพ์: โอเค พรุ่งนี้ใส่ซองให้ลูกไปค่ะ
[18/08/2568 20:10] วีระ: แม่มีนัดหมอ 21 ต.ค. นะ จดไว้ด้วย
[18/08/2568 20:12] พิมพ์: จดแล้วค่ะ วันนั้นพิมพ์ไปส่งเอง
[30/08/2568 21:05] วีระ: ประกันรถกระบะหมดพฤศจิกา อย่าลืมต่อ ปีนี้ลองเทียบเจ้าอื่นดูมั้ย
[30/08/2568 21:20] พิมพ์: ค่ะ เดี๋ยวให้พี่อำนาจเช็คราคาให้
"""
TAX_NOTES = """# ภาษีเงินได้บุคคลธรรมดา ปี 2567 (ยื่นปี 2568)

- เงินได้จากการขายเต้าหู้ (40(8)) หักค่าใช้จ่ายเหมา 60%
- ลดหย่อน: ส่วนตัว 60,000 / บุตร 30,000 / อุปการะแม่ 30,000 / ประกันสุขภาพ 25,000 / ประกันสังคม ม.40
- ภาษีที่ต้องจ่าย 12,350 บาท
- ยื่นออนไลน์แล้ว 28 มี.ค. 2568 จ่ายครบแล้ว
- ปีหน้าเก็บใบเสร็จ e-Tax ให้ครบ (ซื้อของ Easy E-Receipt ได้ถึง 50,000)
"""
SHOPPING = """ของต้องซื้อ
- ไข่ไก่เบอร์ 2 จำนวน 6 แผง (ทำเต้าหู้ไข่)
- ถุงร้อน 7x11 2 แพ็ค
- น้ำยาล้างจาน
- นมกล่องน้องภูมิ 2 แพ็ค
- ข้าวสาร 15 กิโล
"""
TODO = "- โอนค่าถั่วสยามซอย ก่อน 11 ก.ย.\n- ต่อสัญญาแผงตลาดองค์พระ\n- ส่งเอกสาร อย. ให้โรงแรมริเวอร์ไซด์\n- จ่ายค่าเทอมน้องภูมิ\n"


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านเต้าหู้", docs / "บ้าน"
    for folder in (shop / "ซัพพลายเออร์", shop / "ใบเสนอราคา", shop / "บัญชี", shop / "แชทลูกค้า",
                   home / "บิลค่าน้ำค่าไฟ", home / "น้องภูมิ", home / "ประกัน", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    supply = shop / "ซัพพลายเออร์"
    make_pdf(supply / "SiamSoy_pricelist_2025.pdf", SIAMSOY_2025)
    write_docx(supply / "ใบราคา_สยามซอย_2567.docx", SIAMSOY_2567, table=SIAMSOY_2567_TABLE,
               bottom=SIAMSOY_2567_BOTTOM)
    make_pdf(supply / "SiamSoy_invoice_Aug2025.pdf", SIAMSOY_INVOICE)
    make_pdf(supply / "ThaiPackPlus_invoice_0725.pdf", THAIPACK_INVOICE)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_ครัวคุณแดง_ร่าง.docx", DRAFT, table=DRAFT_TABLE, bottom=DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ครัวคุณแดง_final.docx", FINAL, table=FINAL_TABLE, bottom=FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมริเวอร์ไซด์.docx", HOTEL, table=HOTEL_TABLE, bottom=HOTEL_BOTTOM)
    _sales_book(shop / "บัญชี" / "ยอดขาย_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(shop / "บัญชี" / "ยอดขาย_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _production_book(shop / "บัญชี" / "ผลิต_รายเดือน_2568.xlsx")
    write_texts(shop, {"แชทลูกค้า/LINE_ครัวคุณแดง.txt": LINE_DAENG,
                       "แชทลูกค้า/LINE_เซลล์สยามซอย.txt": LINE_SIAMSOY,
                       "email_riverside_hotel.txt": HOTEL_EMAIL,
                       "สูตรเต้าหู้ไข่.md": RECIPE,
                       "บันทึกลูกจ้าง.md": STAFF})
    write_slides(shop / "แผนธุรกิจ_2569.pptx", PLAN_SLIDES)
    make_pdf(shop / "KP_Engineering_quote_boiler.pdf", KP_QUOTE)
    write_docx(shop / "สัญญาเช่าแผง_ตลาดนัดองค์พระ.docx", STALL_LEASE)
    bills = home / "บิลค่าน้ำค่าไฟ"
    make_pdf(bills / "PEA_bill_Jul2025.pdf", PEA_JUL)
    make_pdf(bills / "PEA_bill_Aug2025.pdf", PEA_AUG)
    make_pdf(bills / "PWA_water_bill_Aug2025.pdf", PWA_AUG)
    write_docx(home / "น้องภูมิ" / "ค่าเทอม_น้องภูมิ_2-2568.docx", SCHOOL_FEES, table=SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    make_pdf(home / "ประกัน" / "health_insurance_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ประกัน" / "ประกันรถกระบะ_2568.docx", CAR_INSURANCE, table=CAR_TABLE, bottom=CAR_BOTTOM)
    make_pdf(home / "แม่" / "hospital_receipt_mom_Jul2025.pdf", HOSPITAL_RECEIPT)
    _household_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_ครอบครัว.txt": LINE_FAMILY, "ภาษี_ปี2567.md": TAX_NOTES,
                       "รายการซื้อของ.txt": SHOPPING})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, {"todo.md": TODO})
