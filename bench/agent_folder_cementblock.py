"""The cementblock folder: the papers of a Thai concrete-block and cement-post factory and its owners' household.

The owners are นายสมศักดิ์ แก้วมณี (เฮียศักดิ์) and his wife นางจันทร์เพ็ญ แก้วมณี (เจ๊เพ็ญ, who keeps the books).
They run "ห้างหุ้นส่วนจำกัด แก้วมณีคอนกรีต" (Kaewmanee Concrete Ltd., Part.), 119 หมู่ 4 ต.จรเข้สามพัน อ.อู่ทอง
จ.สุพรรณบุรี: one block press, a yard for casting posts and piles, five workers and an Isuzu six-wheel truck with a
crane driven by ต้อม (นายธนพล). They sell hollow blocks, interlocking blocks, fence and farm posts and small piles
to builders (หจก.เอกการช่าง of ช่างเอก, a housing estate "สวนทองวิลล์") and to farmers (ลุงไสว's mango orchard).
Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2; Pen's mother ยายเนียม (นางเนียม ทองดี, 78) was in hospital in October.
It is mid-November 2568 (2025).

Documents/แก้วมณีคอนกรีต/ (the business)
- ใบเสนอราคา/QT-68-041 สวนทองวิลล์ (ร่าง).docx: draft quote to บริษัท สวนทองพัฒนา จำกัด, 36,000 blocks 7 ซม. at
  7.00, 480 fence posts at 90, delivery 12 trips x 800 = 9,600; 304,800 + VAT 21,336 = 326,136 (never sent).
- ใบเสนอราคา/QT-68-041 สวนทองวิลล์ final v2.docx: the final, 6.80 a block, 88 a post, free delivery; 287,040 +
  VAT 20,092.80 = 307,132.80; deposit 90,000; four deliveries from 10 พ.ย. 2568.
- ราคาสินค้า/ราคาสินค้า_แก้วมณีคอนกรีต_2567.docx: last year's price list in Thai (บล็อก 7 ซม. 6.50, 9 ซม. 8.00,
  บล็อกประสาน 9.50, เสารั้ว 3 นิ้ว 85, เสาปักรั้วไร่ 4 นิ้ว 145, เสาเข็ม 520, ค่าส่ง 700/เที่ยว).
- ราคาสินค้า/Kaewmanee_Price_List_2025.pdf: this year's list in English (7.00, 8.50, 10.00, 90, 155, 560,
  delivery 800 a trip, crane 400 a trip).
- ซัพพลายเออร์/ใบเสนอราคาปูน_เจริญชัยวัสดุ_พ.ย.68.docx: 1,000 bags of cement at 132 incl. VAT, free delivery,
  132,000.
- ซัพพลายเออร์/UThongBuildingSupply_Quotation_QN-2511-088.pdf: the same 1,000 bags from บริษัท อู่ทองค้าวัสดุ
  (U-Thong Building Supply) at 125.00 + delivery 2,500 + VAT 8,925 = 136,425.00.
- ซัพพลายเออร์/email_ทรายทองสุพรรณ_ราคาใหม่_ธค68.txt: email from หจก.ทรายทองสุพรรณ (Sai Thong Suphan): coarse
  sand 420 -> 450 a cubic metre, stone dust 380 -> 400, from 1 ธันวาคม 2568.
- ลูกค้า/ใบแจ้งหนี้ INV-6810-112 เอกการช่าง.docx: invoice to หจก.เอกการช่าง (นายเอกชัย พึ่งบุญ) for the rice-mill
  warehouse: 94,000 + VAT 6,580 = 100,580, less deposit 30,000, balance 70,580 due 15 พ.ย. 2568.
- ลูกค้า/ใบเสร็จรับเงิน RC-6811-058 เอกการช่าง.docx: the receipt for the balance 70,580.00, paid 12 พ.ย. 2568.
- แชท/LINE_ช่างเอก_ทาวน์โฮม.txt: LINE chat with ช่างเอก: 12,000 blocks 9 ซม.; 8.50 asked, 8 offered, settled 8.20,
  98,400 + VAT = 105,288, deposit 30,000.
- แชท/แชทไลน์ ลุงไสว เสารั้ว.txt: LINE chat with ลุงไสว: 4-inch posts, 155 -> 140 -> 150 -> 145 -> 148 free delivery;
  300 became 320 posts, 47,360; deposit 10,000, balance 37,360 on 22/11/68.
- บัญชี/ยอดขาย_แก้วมณีคอนกรีต_2568.xlsx: this year's book (sales by month: blocks / posts / delivery; expenses:
  cement, sand and stone, wages, diesel, factory electricity), January to October.
- บัญชี/ยอดขาย_แก้วมณีคอนกรีต_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงคนงาน_ต.ค.68.md: October wages of five workers, 52,440 in all.
- บัญชี/บันทึกส่งของ_พ.ย.68.md: the truck's delivery trips in November.
- รถหกล้อ/ChaoPhraya_truck_insurance_renewal_2025.pdf: English renewal notice, Type 1, 28,640.00 (last year
  26,950.00), pay by 5 Dec 2025.
- รถหกล้อ/ThanasinLeasing_HP_statement_Nov2025.pdf: hire-purchase statement of the truck: 18,460 a month, 30 of 48
  paid, 18 left = 332,280, next due 5 Dec 2025.
- รถหกล้อ/ซ่อมรถ_อู่ช่างหนุ่ม_ต.ค.68.md: October repairs, 19,650 (crane pump 12,500).
- บิลค่าไฟโรงงาน/PEA_factory_bill_Sep2025.pdf (10,361.82, due 30 Sep 2025) and PEA_factory_bill_Oct2025.pdf
  (11,509.85, due 31 Oct 2025).
- แผนงาน 2569 v3.pptx: slides, next year's plan (4,800,000 target, second block press 380,000, solar 30 kW).
- สูตรผสมบล็อก_เสาปูน.md: mixing recipes.

Documents/บ้าน/ (the household)
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_เทอม1-2568.docx (9,650, due 20 พฤษภาคม 2568) and ค่าเทอม_ภูมิ_เทอม2-2568.docx
  (10,100, due 14 พฤศจิกายน 2568).
- ประกัน/SiamHarmony_health_premium_2025.pdf: Pen's health policy, 23,480 a year (or 2,054 a month), due
  18 Dec 2025 (last year 21,960).
- ยายเนียม/ใบแจ้งค่ารักษา_รพ.อู่ทอง_ต.ค.68.docx: grandmother's stay 2-6 ต.ค. 2568, 16,530; gold card 9,730;
  family paid 6,800.
- ยายเนียม/ยายเนียม_ยาและนัดหมอ.md: her medicines and the follow-up on 17 พ.ย. 2568.
- Bills/PWA_water_bill_Oct2025.pdf: water bill, 412.35, due 10 Nov 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- กลุ่มไลน์ บ้านแก้วมณี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FIRM_TOP = ("ห้างหุ้นส่วนจำกัด แก้วมณีคอนกรีต (Kaewmanee Concrete) 119 หมู่ 4 ต.จรเข้สามพัน อ.อู่ทอง จ.สุพรรณบุรี 72160 "
            "โทร 081-733-5206  เลขประจำตัวผู้เสียภาษี 0723559001427")

# ---------------------------------------------------------------- quotes to the housing estate
SUANTHONG_TO = "เรียน คุณณัฐวุฒิ (คุณนัท) ฝ่ายจัดซื้อ บริษัท สวนทองพัฒนา จำกัด โครงการสวนทองวิลล์ อู่ทอง (24 หลัง)"
QT_DRAFT = [
    FIRM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-041",
    "วันที่ 20 ตุลาคม 2568",
    SUANTHONG_TO,
    "เรื่อง อิฐบล็อกและเสารั้วสำหรับงานผนังและรั้วบ้านจัดสรร",
]
QT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("อิฐบล็อก 7 ซม. (19x39x7 ซม.)", "36,000 ก้อน", "7.00", "252,000.00"),
    ("เสารั้ว 3x3 นิ้ว ยาว 2.00 ม.", "480 ต้น", "90.00", "43,200.00"),
    ("ค่าขนส่ง รถหกล้อเครน", "12 เที่ยว", "800.00", "9,600.00"),
    ("รวมเป็นเงิน", "", "", "304,800.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "21,336.00"),
    ("รวมทั้งสิ้น", "", "", "326,136.00"),
]
QT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 326,136.00 บาท (สามแสนสองหมื่นหกพันหนึ่งร้อยสามสิบหกบาทถ้วน)",
    "ร่าง ยังไม่ส่ง เฮียศักดิ์บอกให้ลองลดราคาบล็อกและตัดค่าส่งก่อน",
]
QT_FINAL = [
    FIRM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-041 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 28 ตุลาคม 2568",
    SUANTHONG_TO,
    "เรื่อง อิฐบล็อกและเสารั้วสำหรับงานผนังและรั้วบ้านจัดสรร ส่ง 4 งวด เริ่มงวดแรก 10 พ.ย. 2568",
]
QT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("อิฐบล็อก 7 ซม. (19x39x7 ซม.)", "36,000 ก้อน", "6.80", "244,800.00"),
    ("เสารั้ว 3x3 นิ้ว ยาว 2.00 ม.", "480 ต้น", "88.00", "42,240.00"),
    ("ค่าขนส่ง รถหกล้อเครน", "12 เที่ยว", "ฟรี", "0.00"),
    ("รวมเป็นเงิน", "", "", "287,040.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "20,092.80"),
    ("รวมทั้งสิ้น", "", "", "307,132.80"),
]
QT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 307,132.80 บาท (สามแสนเจ็ดพันหนึ่งร้อยสามสิบสองบาทแปดสิบสตางค์)",
    "เงื่อนไข: มัดจำ 90,000 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระทุกงวดที่ส่งของ ภายใน 7 วัน",
    "ส่งฟรีถึงหน้างาน ต.อู่ทอง ราคานี้ยืนถึง 31 มกราคม 2569",
    "ลงชื่อ จันทร์เพ็ญ แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- price lists
PRICES_2567 = ["ห้างหุ้นส่วนจำกัด แก้วมณีคอนกรีต อ.อู่ทอง จ.สุพรรณบุรี",
               "ใบราคาสินค้า ปี 2567 (ใช้ 1 ม.ค. – 31 ธ.ค. 2567)",
               "ราคาหน้าโรงงาน ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("อิฐบล็อก 7 ซม. (19x39x7 ซม.)", "6.50 บาท/ก้อน"),
    ("อิฐบล็อก 9 ซม. (19x39x9 ซม.)", "8.00 บาท/ก้อน"),
    ("บล็อกประสาน (อิฐประสานซีเมนต์)", "9.50 บาท/ก้อน"),
    ("เสารั้ว 3x3 นิ้ว ยาว 2.00 ม.", "85 บาท/ต้น"),
    ("เสาปักรั้วไร่ 4x4 นิ้ว ยาว 2.50 ม.", "145 บาท/ต้น"),
    ("เสาเข็มสี่เหลี่ยม 6x6 นิ้ว ยาว 4 ม.", "520 บาท/ต้น"),
    ("ค่าขนส่ง ในระยะ 30 กม.", "700 บาท/เที่ยว"),
    ("ค่าเครนยกลง", "400 บาท/เที่ยว"),
]
PRICES_2567_BOTTOM = ["สั่งบล็อกตั้งแต่ 5,000 ก้อน ส่งฟรีในอำเภออู่ทอง",
                      "เสาปูนบ่ม 14 วันก่อนส่ง สั่งล่วงหน้า 2 สัปดาห์",
                      "สอบถาม โทร 081-733-5206 (เฮียศักดิ์) 089-204-6618 (เจ๊เพ็ญ)"]
PRICES_2025 = [
    "KAEWMANEE CONCRETE LTD., PART.\n"
    "119 Moo 4, Chorakhe Sam Phan, U Thong, Suphan Buri 72160  Tel. 081-733-5206\n"
    "PRICE LIST 2025 - CONCRETE BLOCKS AND CEMENT POSTS\n"
    "Valid 1 January 2025 - 31 December 2025. Ex-factory prices, VAT 7% not included.\n"
    "\n"
    "Hollow block 7 cm (19x39x7 cm) ............ 7.00 THB/pc\n"
    "Hollow block 9 cm (19x39x9 cm) ............ 8.50 THB/pc\n"
    "Interlocking block ........................ 10.00 THB/pc\n"
    "Fence post 3x3 inch, 2.00 m ............... 90 THB/post\n"
    "Farm post 4x4 inch, 2.50 m ................ 155 THB/post\n"
    "Square pile 6x6 inch, 4 m ................. 560 THB/pile\n"
    "Delivery within 30 km ..................... 800 THB/trip\n"
    "Crane unloading ........................... 400 THB/trip\n"
    "\n"
    "Free delivery in U Thong district for orders of 5,000 blocks or more.\n"
    "Posts are cured 14 days before delivery; please order 2 weeks ahead.\n"
    "Contact: Khun Somsak 081-733-5206, Khun Chanpen 089-204-6618, LINE @kaewmanee",
]

# ---------------------------------------------------------------- cement quotes
CEMENT_CHAROENCHAI = [
    "ร้านเจริญชัยวัสดุก่อสร้าง 88/3 ถ.มาลัยแมน ต.อู่ทอง อ.อู่ทอง จ.สุพรรณบุรี โทร 035-551-274",
    "ใบเสนอราคา เลขที่ CC-1125/034  วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณจันทร์เพ็ญ แก้วมณี หจก.แก้วมณีคอนกรีต",
    "เรื่อง ปูนซีเมนต์สำหรับผลิตอิฐบล็อก งวดเดือนธันวาคม 2568",
]
CEMENT_CHAROENCHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("ปูนซีเมนต์ปอร์ตแลนด์ประเภท 1 ถุง 50 กก.", "1,000 ถุง", "132.00", "132,000.00"),
    ("ค่าขนส่ง (ส่ง 2 รอบ 1 ธ.ค. และ 15 ธ.ค.)", "2 เที่ยว", "ฟรี", "0.00"),
    ("รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่มแล้ว)", "", "", "132,000.00"),
]
CEMENT_CHAROENCHAI_BOTTOM = [
    "รวมทั้งสิ้น 132,000 บาท ราคารวม VAT แล้ว ส่งฟรีถึงโรงงาน ต.จรเข้สามพัน",
    "เครดิต 15 วัน นับจากวันส่งของ ยืนราคาถึง 20 พ.ย. 2568",
    "ผู้เสนอราคา เฮียชัย (นายเจริญชัย ตั้งสกุล)",
]
CEMENT_UTHONG = [
    "U-THONG BUILDING SUPPLY CO., LTD.\n"
    "222 Malaiman Road, U Thong, Suphan Buri 72160  Tel. 035-552-910  Tax ID 0725561000883\n"
    "QUOTATION No. QN-2511-088          Date: 5 Nov 2025\n"
    "To: Kaewmanee Concrete Ltd., Part. (Khun Chanpen), Chorakhe Sam Phan, U Thong\n"
    "Re: Cement for December 2025\n"
    "\n"
    "Item                                   Qty         Unit price   Amount\n"
    "Portland cement type 1, 50 kg bag      1,000 bags  125.00       125,000.00\n"
    "Delivery, 2 trips (1 Dec, 15 Dec)                               2,500.00\n"
    "Subtotal                                                        127,500.00\n"
    "VAT 7%                                                          8,925.00\n"
    "GRAND TOTAL                                                     136,425.00 THB\n"
    "\n"
    "Payment: 30 days credit. This quotation is valid for 15 days.\n"
    "Sales: Khun Wanwisa 086-330-4172",
]
SAND_EMAIL = """From: ฝ่ายขาย หจก.ทรายทองสุพรรณ <sales@saithongsuphan.co.th>
To: kaewmanee.concrete@gmail.com
Date: Mon, 10 Nov 2025 14:26
Subject: แจ้งปรับราคาทรายและหินฝุ่น ตั้งแต่ 1 ธ.ค. 2568

เรียน คุณจันทร์เพ็ญ แก้วมณี

ขอบคุณที่สั่งทรายและหินกับ หจก.ทรายทองสุพรรณ (Sai Thong Suphan) มาตลอดครับ
เนื่องจากค่าสัมปทานบ่อทรายและค่าน้ำมันเพิ่มขึ้น บริษัทขอแจ้งปรับราคา ตั้งแต่วันที่ 1 ธันวาคม 2568 ดังนี้

1. ทรายหยาบ จากคิวละ 420 บาท เป็นคิวละ 450 บาท
2. หินฝุ่น จากคิวละ 380 บาท เป็นคิวละ 400 บาท
3. หิน 3/4 คิวละ 520 บาท เท่าเดิม

ส่งด้วยรถสิบล้อ เที่ยวละ 12 คิว ส่งฟรีในรัศมี 25 กม. เหมือนเดิม
ออเดอร์ที่สั่งและชำระก่อน 30 พ.ย. 2568 ยังใช้ราคาเดิมครับ

ขอแสดงความนับถือ
ประสิทธิ์ ทองอยู่
ฝ่ายขาย หจก.ทรายทองสุพรรณ โทร 081-905-3367
"""

# ---------------------------------------------------------------- invoice and receipt to Ek
EK_TO = ("ลูกค้า ห้างหุ้นส่วนจำกัด เอกการช่าง (นายเอกชัย พึ่งบุญ) 45 หมู่ 2 ต.ดอนเจดีย์ อ.ดอนเจดีย์ จ.สุพรรณบุรี "
         "เลขประจำตัวผู้เสียภาษี 0723562000519")
INVOICE = [
    FIRM_TOP,
    "ใบแจ้งหนี้ / ใบกำกับภาษี  เลขที่ INV-6810-112",
    "วันที่ 24 ตุลาคม 2568",
    EK_TO,
    "งาน โกดังเก็บข้าว โรงสีเจริญผล ดอนเจดีย์",
]
INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("อิฐบล็อก 9 ซม. (19x39x9 ซม.)", "8,000 ก้อน", "8.50", "68,000.00"),
    ("เสาเข็มสี่เหลี่ยม 6x6 นิ้ว ยาว 4 ม.", "40 ต้น", "560.00", "22,400.00"),
    ("ค่าขนส่งและเครนยกลง", "3 เที่ยว", "1,200.00", "3,600.00"),
    ("รวมเป็นเงิน", "", "", "94,000.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "6,580.00"),
    ("รวมทั้งสิ้น", "", "", "100,580.00"),
    ("หัก เงินมัดจำรับแล้ว (15 ต.ค. 2568)", "", "", "30,000.00"),
    ("คงเหลือชำระ", "", "", "70,580.00"),
]
INVOICE_BOTTOM = [
    "ยอดคงเหลือชำระ 70,580.00 บาท ครบกำหนดชำระ 15 พ.ย. 2568",
    "โอนเข้าบัญชี หจก.แก้วมณีคอนกรีต ธนาคารกสิกรไทย สาขาอู่ทอง 047-3-88215-6 แล้วส่งสลิปทางไลน์",
    "ผู้ออกเอกสาร จันทร์เพ็ญ แก้วมณี",
]
RECEIPT = [
    FIRM_TOP,
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-058",
    "วันที่ 12 พฤศจิกายน 2568",
    EK_TO,
    "อ้างอิง ใบแจ้งหนี้เลขที่ INV-6810-112 ลงวันที่ 24/10/68 งานโกดังเก็บข้าว โรงสีเจริญผล",
]
RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("รับชำระยอดคงเหลือตามใบแจ้งหนี้ INV-6810-112 (งวดสุดท้าย)", "70,580.00"),
    ("รวมรับเงิน", "70,580.00"),
]
RECEIPT_BOTTOM = [
    "ได้รับเงินจำนวน 70,580.00 บาท (เจ็ดหมื่นห้าร้อยแปดสิบบาทถ้วน) โดยโอนเงิน ธนาคารกสิกรไทย วันที่ 12/11/68",
    "ยอดตามใบแจ้งหนี้ 100,580.00 บาท ชำระครบแล้ว (มัดจำ 30,000.00 บาท + งวดนี้ 70,580.00 บาท)",
    "ผู้รับเงิน จันทร์เพ็ญ แก้วมณี",
]

# ---------------------------------------------------------------- truck and factory pdfs
TRUCK_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Branch, Nen Kraprok Road, Mueang Suphan Buri 72000  Tel. 035-525-880\n"
    "\n"
    "12 November 2025\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Kaewmanee Concrete Ltd., Part. (Mr. Somsak Kaewmanee)\n"
    "Vehicle: Isuzu FRR 210, 6-wheel truck with Unic crane, reg. 82-4417 Suphan Buri\n"
    "Current policy no. CPI-MT-2468-330512 expires on 5 Dec 2025\n"
    "\n"
    "Renewal offer (Type 1, 5 Dec 2025 - 5 Dec 2026)\n"
    "Sum insured: 1,150,000 THB (last year 1,220,000 THB)\n"
    "Crane and equipment cover: included\n"
    "Deductible: 5,000 THB per claim\n"
    "Annual premium: 28,640.00 THB including stamp duty and VAT\n"
    "Last year's premium: 26,950.00 THB (one claim in 2025: rear bumper, 14 Jun 2025)\n"
    "\n"
    "Please pay by 5 Dec 2025 to keep the cover without a gap.\n"
    "Compulsory insurance (CMI) 1,310.00 THB is renewed with the road tax, separately.\n"
    "Agent: Khun Supaporn 087-118-2290",
]
TRUCK_HP = [
    "THANASIN LEASING PUBLIC COMPANY LIMITED\n"
    "HIRE PURCHASE STATEMENT           Statement date: 8 Nov 2025\n"
    "Hirer: Mr. Somsak Kaewmanee / Kaewmanee Concrete Ltd., Part.\n"
    "Contract no. HP-SPB-2566-01877\n"
    "Vehicle: Isuzu FRR 210 with Unic crane, reg. 82-4417 Suphan Buri\n"
    "\n"
    "Hire purchase price (incl. interest): 886,080.00 THB\n"
    "Term: 48 monthly instalments of 18,460.00 THB, due on the 5th of each month\n"
    "Instalments paid: 30 of 48 (last payment 18,460.00 received 5 Nov 2025)\n"
    "Instalments remaining: 18\n"
    "Outstanding balance: 332,280.00 THB\n"
    "Next instalment: 18,460.00 THB due 5 Dec 2025\n"
    "\n"
    "Late payment: 1.25% per month on the overdue amount plus 300 THB collection fee.\n"
    "Early settlement: call 02-690-5500 for a quote; a discount of unearned interest applies.",
]


def _pea(period: str, reading: str, units: str, charges: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - U Thong Office\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Kaewmanee Concrete Ltd., Part.\n"
        "Address: 119 Moo 4, Chorakhe Sam Phan, U Thong, Suphan Buri 72160 (factory meter, 3-phase)\n"
        "Customer no. 020051377406   Rate: small general service\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"{charges}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, counter service, or the PEA Smart Plus app."
    ]


PEA_SEP = _pea("16 Aug 2025 - 15 Sep 2025", "81,204 -> 83,344", "2,140",
               "Energy charge 8,949.69  Ft 422.01  Service 312.24  VAT 7% 677.88", "10,361.82", "30 Sep 2025")
PEA_OCT = _pea("16 Sep 2025 - 15 Oct 2025", "83,344 -> 85,729", "2,385",
               "Energy charge 9,974.31  Ft 470.32  Service 312.24  VAT 7% 752.98", "11,509.85", "31 Oct 2025")

# ---------------------------------------------------------------- books
BLOCKS_2568 = [312400, 298600, 335200, 287500, 241300, 198700, 176400, 182900, 205600, 268300]
POSTS_2568 = [88200, 92500, 104300, 96800, 71400, 58600, 52300, 55700, 63900, 84600]
DELIVERY_2568 = [14400, 13600, 15200, 12800, 10400, 8800, 8000, 8400, 9600, 12000]
CEMENT_2568 = [138600, 131200, 149800, 127400, 106200, 87900, 78300, 81600, 91500, 119700]
SAND_2568 = [52800, 49900, 56300, 47600, 40200, 33100, 29400, 30800, 34300, 44900]
WAGES_2568 = [49800, 49800, 51200, 50400, 49000, 47600, 47600, 48300, 49700, 52440]
DIESEL_2568 = [16200, 15400, 17800, 14900, 12300, 10600, 9800, 10200, 11500, 14700]
POWER_2568 = [11240.55, 10872.10, 12316.40, 11705.25, 9894.30, 8817.65, 8190.20, 8645.75, 10361.82, 11509.85]
BLOCKS_2567 = [285300, 271800, 309400, 262100, 224600, 186200, 163800, 170500, 191300, 247900, 301200, 326800]
POSTS_2567 = [79400, 83100, 95600, 88200, 65300, 52900, 47800, 50600, 58400, 76300, 89700, 97250]
DELIVERY_2567 = [12600, 11900, 13300, 11200, 9100, 7700, 7000, 7350, 8400, 10500, 12250, 13650]
CEMENT_2567 = [121300, 115800, 133200, 112700, 95400, 79100, 70300, 73200, 82600, 105900, 127800, 139400]
SAND_2567 = [46100, 43700, 49800, 42200, 36100, 29800, 26400, 27600, 30900, 39600, 47300, 51200]
WAGES_2567 = [46200, 46200, 46900, 46900, 45500, 44800, 44800, 45500, 45500, 46900, 47600, 48300]
DIESEL_2567 = [14800, 14100, 16300, 13600, 11200, 9700, 8900, 9300, 10400, 13200, 15100, 16600]
POWER_2567 = [10480.20, 10115.65, 11642.90, 11020.35, 9312.80, 8304.15, 7715.40, 8122.60, 9147.25, 10288.90,
              10935.70, 11214.45]


def _sales_book(path: Path, year: str, sales: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขาย หจก.แก้วมณีคอนกรีต ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "อิฐบล็อก (Blocks)", "เสาปูน/เสาเข็ม (Posts and piles)", "ค่าขนส่ง (Delivery)",
                  "รวม (Total)"])
    blocks, posts, delivery = sales
    for month, a, b, c in zip(MONTHS, blocks, posts, delivery):
        sheet.append([f"{month} {year}", a, b, c, a + b + c])
    sheet.append(["รวมทั้งปี (Year total)", sum(blocks), sum(posts), sum(delivery),
                  sum(blocks) + sum(posts) + sum(delivery)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Factory expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ปูนซีเมนต์ (Cement - เจริญชัย/อู่ทองค้าวัสดุ)",
                  "หิน ทราย (Sand & stone - Sai Thong Suphan)", "ค่าแรง (Wages)", "น้ำมันดีเซล (Diesel)",
                  "ค่าไฟโรงงาน (Factory electricity)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(blocks)]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2140.50, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 365.20, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 642, ""), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup petrol)", 3600, "รับส่งภูมิ + ตลาด"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ ครูอ้อย"),
                  ("ค่ายายเนียม (Grandma)", 1200, "ค่ายาความดัน เบาหวาน")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2285.75, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 398.90, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 642, ""), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup petrol)", 3900, "รับส่งภูมิ + ตลาด"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต + อังกฤษ + วิทย์ ช่วงสอบกลางภาค"),
                  ("ค่ายายเนียม (Grandma)", 1200, "ค่ายาความดัน เบาหวาน"),
                  ("ซ่อมแอร์ห้องนอน (Aircon repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2198.30, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 412.35, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 642, ""), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถกระบะ (Pickup petrol)", 4150, "รับส่งภูมิ + ไปโรงพยาบาล"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ ครูอ้อย"),
                  ("ค่ายายเนียม (Grandma)", 8000, "ค่ายา 1,200 + ค่ารักษา รพ.อู่ทอง 6,800")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- household papers
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอู่ทองวิทยาคาร อ.อู่ทอง จ.สุพรรณบุรี", f"ใบแจ้งการชำระเงินค่าธรรมเนียม ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ม.2/3  เลขประจำตัว 24519"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย สาขาอู่ทอง 612-0-44873-1",
              "ผู้ปกครอง นางจันทร์เพ็ญ แก้วมณี"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนภาษาอังกฤษเสริม", "4,200"),
                           ("ค่าเรียนคอมพิวเตอร์", "800"), ("ค่าประกันอุบัติเหตุ", "250"),
                           ("ค่าคู่มือนักเรียนและบัตรนักเรียน", "900")], "9,650", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าเรียนภาษาอังกฤษเสริม", "4,200"),
                           ("ค่าเรียนคอมพิวเตอร์", "800"), ("ค่าทัศนศึกษา กาญจนบุรี", "1,600")],
                "10,100", "14 พฤศจิกายน 2568")

HOSPITAL = [
    "โรงพยาบาลอู่ทอง อ.อู่ทอง จ.สุพรรณบุรี",
    "ใบแจ้งค่ารักษาพยาบาล ผู้ป่วยใน",
    "ชื่อผู้ป่วย นางเนียม ทองดี  อายุ 78 ปี  HN 65-0081234  AN 68-004417",
    "สิทธิการรักษา หลักประกันสุขภาพถ้วนหน้า (บัตรทอง) เข้าพักห้องพิเศษ",
    "วันที่เข้ารับการรักษา 2 ต.ค. 2568  วันที่จำหน่าย 6 ต.ค. 2568  การวินิจฉัย ปอดอักเสบ",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน", "สิทธิบัตรทองจ่าย", "ผู้ป่วยชำระ"),
    ("ค่าห้องพิเศษ 4 คืน (คืนละ 1,200)", "4,800", "0", "4,800"),
    ("ค่ายาและเวชภัณฑ์", "6,450", "6,450", "0"),
    ("ค่าตรวจทางห้องปฏิบัติการและเอกซเรย์", "3,280", "3,280", "0"),
    ("ค่าบริการพยาบาลพิเศษ", "2,000", "0", "2,000"),
    ("รวม", "16,530", "9,730", "6,800"),
]
HOSPITAL_BOTTOM = [
    "ค่ารักษาทั้งหมด 16,530 บาท สิทธิบัตรทองจ่าย 9,730 บาท ผู้ป่วยชำระส่วนเกินสิทธิ 6,800 บาท",
    "ชำระแล้ว 6 ต.ค. 2568 โดยนางจันทร์เพ็ญ แก้วมณี (บุตรสาว)",
    "นัดติดตามอาการ 17 พฤศจิกายน 2568 เวลา 09.00 น. คลินิกอายุรกรรม",
]
HEALTH_PREMIUM = [
    "SIAM HARMONY LIFE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Service Centre\n"
    "15 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner and insured: Mrs. Chanpen Kaewmanee (age 44)\n"
    "Policy no. SHL-7714-20863\n"
    "Plan: Harmony Life 20 Pay with Health Plus rider (room 4,000 THB a night, 3,000,000 THB a year)\n"
    "\n"
    "Annual premium: 23,480 THB (last year 21,960 THB; the rider rate rises with age band 41-45)\n"
    "Due date: 18 Dec 2025\n"
    "Or pay monthly by credit card: 2,054 THB a month (12 payments, total 24,648 THB)\n"
    "Grace period: 31 days. The health rider lapses if the premium is not paid by then.\n"
    "Agent: Khun Pimchanok 092-447-1385\n"
    "Premiums are tax-deductible up to the legal limit.",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - U Thong Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Chanpen Kaewmanee    Account: 5107-22893\n"
    "Address: 119/2 Moo 4, Chorakhe Sam Phan, U Thong, Suphan Buri (house)\n"
    "Meter: 1,482 -> 1,520   Water used: 38 cubic metres\n"
    "Water charge 361.37  Service 24.00  VAT 7% 26.98\n"
    "TOTAL 412.35 THB\n"
    "Due date: 10 Nov 2025",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(BLOCKS_2568) + sum(POSTS_2568) + sum(DELIVERY_2568)
    return [
        ("แผนงาน แก้วมณีคอนกรีต ปี 2569 (v3)", "Kaewmanee Concrete - plan for 2026\nเฮียศักดิ์ + เจ๊เพ็ญ  พ.ย. 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nลูกค้าใหม่: โครงการสวนทองวิลล์ 24 หลัง\n"
                         "ปัญหา: ปูนและทรายขึ้นราคา, ปั๊มเครนเสีย ต.ค., หน้าฝนขายได้น้อย"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 4,800,000 บาท\nบล็อกประสานให้ได้ 20% ของยอดขาย\nของเสียต่ำกว่า 2%"),
        ("เครื่องอัดบล็อกเครื่องที่ 2", "เครื่องอัดไฮดรอลิก 4 ก้อน/ครั้ง งบ 380,000 บาท\n"
                                      "เพิ่มกำลังผลิตจากวันละ 3,000 เป็น 5,500 ก้อน\nติดตั้งเดือนมีนาคม 2569"),
        ("โซลาร์เซลล์บนหลังคาโรงงาน", "ขนาด 30 kW งบ 720,000 บาท\nลดค่าไฟโรงงานได้ประมาณเดือนละ 6,000 บาท"),
        ("รถหกล้อ", "ผ่อนอีก 18 งวด หมด พ.ค. 2570\nต่อประกันชั้น 1 ก่อน 5 ธ.ค."),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "แก้วมณีคอนกรีต/ซัพพลายเออร์/email_ทรายทองสุพรรณ_ราคาใหม่_ธค68.txt": SAND_EMAIL,
    "แก้วมณีคอนกรีต/แชท/LINE_ช่างเอก_ทาวน์โฮม.txt": """[12 พ.ย. 68 10:05] ช่างเอก: เจ๊เพ็ญ โอนงวดสุดท้ายค่าโกดังโรงสีให้แล้วนะครับ 70,580 ขอใบเสร็จด้วย
[12 พ.ย. 68 10:20] เพ็ญ แก้วมณีคอนกรีต: ได้รับแล้วค่ะช่างเอก เดี๋ยวส่งใบเสร็จให้ทางไลน์นะคะ
[12 พ.ย. 68 16:45] ช่างเอก: งานใหม่ครับเจ๊ ทาวน์โฮม 2 ชั้น ที่ศรีประจันต์ 10 คูหา ใช้บล็อก 9 ซม. ประมาณ 12,000 ก้อน เจ๊คิดเท่าไหร่
[12 พ.ย. 68 17:02] เพ็ญ แก้วมณีคอนกรีต: ราคาปีนี้ก้อนละ 8.50 ค่ะ ยังไม่รวม VAT ค่าส่งเที่ยวละ 800
[12 พ.ย. 68 17:30] ช่างเอก: เอาเยอะขนาดนี้ 8 บาทได้ป่าวเจ๊ ส่งฟรีด้วย
[13 พ.ย. 68 08:10] เพ็ญ แก้วมณีคอนกรีต: 8 บาทไม่ไหวจริงๆ ค่ะ ปูนเพิ่งขึ้น ทรายก็จะขึ้น ธ.ค. ให้ 8.30 ส่งฟรีค่ะ
[13 พ.ย. 68 08:40] ช่างเอก: 8.20 ละกันเจ๊ ผมลูกค้าประจำ จ่ายตรงตลอดนะ
[13 พ.ย. 68 09:05] เพ็ญ แก้วมณีคอนกรีต: โอเคค่ะ 8.20 ส่งฟรี 12,000 ก้อน = 98,400 บาท บวก VAT 7% เป็น 105,288 บาท มัดจำ 30,000 นะคะ
[13 พ.ย. 68 09:07] ช่างเอก: ตกลงครับ พรุ่งนี้โอนมัดจำ เริ่มส่ง 1 ธ.ค.
[14 พ.ย. 68 11:20] ช่างเอก: โอนมัดจำ 30,000 แล้วครับ
""",
    "แก้วมณีคอนกรีต/แชท/แชทไลน์ ลุงไสว เสารั้ว.txt": """[9 พ.ย. 68 07:12] ลุงไสว: เฮียศักดิ์ เสาปูน 4 นิ้ว ยาวสองเมตรครึ่ง ทำรั้วสวนมะม่วง เอา 300 ต้น ต้นละเท่าไหร่
[9 พ.ย. 68 07:40] ศักดิ์ แก้วมณีคอนกรีต: ต้นละ 155 ครับลุง ยังไม่รวมค่าส่ง เที่ยวละ 800 น่าจะ 2 เที่ยว
[9 พ.ย. 68 08:05] ลุงไสว: แพงไปเฮีย เจ้าที่ศรีประจันต์ให้ 140 เองนะ
[9 พ.ย. 68 08:20] ศักดิ์ แก้วมณีคอนกรีต: 140 ไม่ไหวครับลุง ปูนขึ้น ให้ 150 ส่งฟรีเลย
[9 พ.ย. 68 12:31] ลุงไสว: 145 ส่งฟรี เอาเลย
[9 พ.ย. 68 12:50] ศักดิ์ แก้วมณีคอนกรีต: แบ่งกันคนละครึ่งครับลุง 148 ส่งฟรี 300 ต้น 44,400 บาท
[9 พ.ย. 68 13:02] ลุงไสว: เออ ตกลง 148 แต่ขอเพิ่มเป็น 320 ต้นนะ เผื่อทำประตูสวน
[9 พ.ย. 68 13:10] ศักดิ์ แก้วมณีคอนกรีต: ได้ครับ 320 ต้น x 148 = 47,360 บาท ส่งฟรี ขอมัดจำ 10,000 ที่เหลือ 37,360 จ่ายวันส่งของครับ
[10 พ.ย. 68 09:15] ลุงไสว: โอนมัดจำแล้ว 10,000 นะ ส่งวันไหน
[10 พ.ย. 68 09:30] ศักดิ์ แก้วมณีคอนกรีต: เสาต้องบ่ม 14 วันครับ ส่งเสาร์ที่ 22/11/68 ให้ต้อมขับไปส่ง 2 เที่ยวครับ
""",
    "แก้วมณีคอนกรีต/บัญชี/ค่าแรงคนงาน_ต.ค.68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | ค่าแรง | วันทำงาน | รวม |
|---|---|---|---|---|
| ลุงจันทร์ (นายจันทร์ มีสุข) | คุมเครื่องอัดบล็อก | 420 บาท/วัน | 26 วัน | 10,920 บาท |
| จ่อ | ผสมปูน หินฝุ่น | 380 บาท/วัน | 26 วัน | 9,880 บาท |
| มิน | ยกบล็อก บ่มบล็อก | 380 บาท/วัน | 25 วัน | 9,500 บาท |
| น้าสมร | หล่อเสารั้ว เสาเข็ม | 370 บาท/วัน | 22 วัน | 8,140 บาท |
| ต้อม (นายธนพล ศรีจันทร์) | ขับรถหกล้อเครน | เงินเดือน 14,000 บาท | - | 14,000 บาท |

รวมจ่ายค่าแรง ต.ค. 52,440 บาท จ่ายแล้ว 31 ต.ค. 68
- มินลา 1 วัน (กลับบ้านที่เมียวดี)
- น้าสมรทำ 22 วัน เพราะฝนตก หล่อเสาไม่ได้
""",
    "แก้วมณีคอนกรีต/บัญชี/บันทึกส่งของ_พ.ย.68.md": """# บันทึกส่งของ รถหกล้อ พฤศจิกายน 2568 (คนขับ ต้อม)

| วันที่ | ลูกค้า | ของ | เที่ยว |
|---|---|---|---|
| 3 พ.ย. | ร้านวัสดุบ้านด่านช้าง | บล็อก 7 ซม. 3,000 ก้อน | 1 |
| 5 พ.ย. | ลุงประยูร หนองโพธิ์ | เสารั้ว 3 นิ้ว 60 ต้น | 1 |
| 10 พ.ย. | สวนทองวิลล์ (งวด 1) | บล็อก 7 ซม. 9,000 ก้อน + เสารั้ว 120 ต้น | 3 |
| 13 พ.ย. | คุณมาลี สระกระโจม | บล็อกประสาน 1,500 ก้อน | 1 |
| 17 พ.ย. | สวนทองวิลล์ (งวด 2) | บล็อก 7 ซม. 9,000 ก้อน + เสารั้ว 120 ต้น | 3 |

- 22 พ.ย. ส่งเสาลุงไสว 320 ต้น 2 เที่ยว เก็บเงินที่เหลือ
- ดีเซลเติมเต็มถัง 14 พ.ย. 2,950 บาท
""",
    "แก้วมณีคอนกรีต/รถหกล้อ/ซ่อมรถ_อู่ช่างหนุ่ม_ต.ค.68.md": """# ซ่อมรถหกล้อ 82-4417 ที่อู่ช่างหนุ่ม (นายวีระพงษ์ แสงทอง) ต.ค. 68

| วันที่ | รายการ | ค่าใช้จ่าย |
|---|---|---|
| 14 ต.ค. 68 | เปลี่ยนผ้าเบรกหน้า-หลัง | 4,800 บาท |
| 14 ต.ค. 68 | ถ่ายน้ำมันเครื่อง + กรองน้ำมันเครื่อง | 2,350 บาท |
| 21 ต.ค. 68 | ซ่อมปั๊มไฮดรอลิกเครน เปลี่ยนชุดซีล | 12,500 บาท |

รวมค่าซ่อม ต.ค. 19,650 บาท จ่ายเงินสดแล้ว
- ช่างหนุ่มบอกยางหลังเหลือประมาณ 30% ควรเปลี่ยนก่อนสงกรานต์ (เส้นละประมาณ 6,500)
- เครนเสียไป 3 วัน ต้องจ้างรถเครนข้างนอกยกเสาเข็มให้ช่างเอก 1,500 บาท
""",
    "แก้วมณีคอนกรีต/สูตรผสมบล็อก_เสาปูน.md": """# สูตรผสม (ลุงจันทร์)
## อิฐบล็อก 7 ซม.
- ปูน 1 ถุง (50 กก.) : หินฝุ่น 8 บุ้งกี๋ : ทรายหยาบ 2 บุ้งกี๋ น้ำพอหมาด
- ได้บล็อกประมาณ 95 ก้อนต่อปูน 1 ถุง
- บ่มใต้ผ้าใบ รดน้ำเช้าเย็น 7 วันก่อนขาย
## เสารั้ว 3x3 นิ้ว
- ปูน 1 : ทราย 2 : หิน 3/4 3 ส่วน ลวดเหล็ก 4 เส้น
- ปูน 1 ถุง หล่อได้ประมาณ 9 ต้น บ่ม 14 วัน
""",
    "บ้าน/ยายเนียม/ยายเนียม_ยาและนัดหมอ.md": """# ยายเนียม ยาและนัดหมอ
- ความดัน + เบาหวาน รับยาที่ รพ.สต.จรเข้สามพัน ทุก 2 เดือน
- ต.ค. 68 นอน รพ.อู่ทอง 4 คืน ปอดอักเสบ จ่ายส่วนเกินห้องพิเศษเอง
- นัดติดตามอาการ 17 พ.ย. 68 เวลา 9 โมง คลินิกอายุรกรรม ให้น้าแป้วพาไป
- ยาปกติเดือนละประมาณ 1,200 บาท
- หมอให้ฉีดวัคซีนไข้หวัดใหญ่ + ปอดบวม ปีนี้
""",
    "บ้าน/กลุ่มไลน์ บ้านแก้วมณี.txt": """[1 พ.ย. 68 19:40] เพ็ญ: เฮีย ค่าเทอมภูมิเทอม 2 มาแล้ว 10,100 จ่ายก่อน 14 พ.ย. นะ
[1 พ.ย. 68 19:52] เฮียศักดิ์: พรุ่งนี้โอนให้ ปูนเจ้าอู่ทองค้าวัสดุส่งใบเสนอราคามายัง
[1 พ.ย. 68 19:55] เพ็ญ: ยัง เจริญชัยส่งมาก่อน อาทิตย์หน้าเทียบกัน
[2 พ.ย. 68 08:10] ภูมิ: แม่ ทัศนศึกษากาญจนบุรี 27 พ.ย. นะครับ
[2 พ.ย. 68 08:12] เพ็ญ: รวมในค่าเทอมแล้วลูก
[6 พ.ย. 68 20:31] น้าแป้ว: พี่เพ็ญ ยายนัดหมอ 17 พ.ย. เดี๋ยวแป้วพาไปเอง
[6 พ.ย. 68 20:35] เพ็ญ: ขอบใจจ้ะ ค่ารถเดี๋ยวพี่โอนให้
[15 พ.ย. 68 18:02] เพ็ญ: ประกันสุขภาพพี่ขึ้นอีกแล้ว ปีนี้ต้องจ่ายก่อน 18 ธ.ค.
[15 พ.ย. 68 18:20] เฮียศักดิ์: ประกันรถหกล้อก็ต้องต่อก่อน 5 ธ.ค. เหมือนกัน เดือนหน้าหนักเลย
""",
}
TODO = {"todo.md": """- เทียบราคาปูน เจริญชัย vs อู่ทองค้าวัสดุ แล้วสั่งก่อน 20 พ.ย.
- ส่งเสาลุงไสว 22 พ.ย. เก็บเงินที่เหลือ
- สวนทองวิลล์ งวด 3 ส่ง 24 พ.ย.
- ต่อประกันรถหกล้อ ก่อน 5 ธ.ค.
- ผ่อนรถงวด 5 ธ.ค.
- จ่ายประกันสุขภาพเพ็ญ ก่อน 18 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    firm = docs / "แก้วมณีคอนกรีต"
    quotes, prices, suppliers, customers = (firm / "ใบเสนอราคา", firm / "ราคาสินค้า", firm / "ซัพพลายเออร์",
                                            firm / "ลูกค้า")
    books, truck, power = firm / "บัญชี", firm / "รถหกล้อ", firm / "บิลค่าไฟโรงงาน"
    home = docs / "บ้าน"
    for folder in (quotes, prices, suppliers, customers, books, truck, power, firm / "แชท", home / "ค่าเทอมภูมิ",
                   home / "ประกัน", home / "ยายเนียม", home / "Bills"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT-68-041 สวนทองวิลล์ (ร่าง).docx", QT_DRAFT, QT_DRAFT_TABLE, bottom=QT_DRAFT_BOTTOM)
    write_docx(quotes / "QT-68-041 สวนทองวิลล์ final v2.docx", QT_FINAL, QT_FINAL_TABLE, bottom=QT_FINAL_BOTTOM)
    write_docx(prices / "ราคาสินค้า_แก้วมณีคอนกรีต_2567.docx", PRICES_2567, PRICES_2567_TABLE,
               bottom=PRICES_2567_BOTTOM)
    make_pdf(prices / "Kaewmanee_Price_List_2025.pdf", PRICES_2025)
    write_docx(suppliers / "ใบเสนอราคาปูน_เจริญชัยวัสดุ_พ.ย.68.docx", CEMENT_CHAROENCHAI, CEMENT_CHAROENCHAI_TABLE,
               bottom=CEMENT_CHAROENCHAI_BOTTOM)
    make_pdf(suppliers / "UThongBuildingSupply_Quotation_QN-2511-088.pdf", CEMENT_UTHONG)
    write_docx(customers / "ใบแจ้งหนี้ INV-6810-112 เอกการช่าง.docx", INVOICE, INVOICE_TABLE, bottom=INVOICE_BOTTOM)
    write_docx(customers / "ใบเสร็จรับเงิน RC-6811-058 เอกการช่าง.docx", RECEIPT, RECEIPT_TABLE,
               bottom=RECEIPT_BOTTOM)
    _sales_book(books / "ยอดขาย_แก้วมณีคอนกรีต_2568.xlsx", "2568", [BLOCKS_2568, POSTS_2568, DELIVERY_2568],
                [CEMENT_2568, SAND_2568, WAGES_2568, DIESEL_2568, POWER_2568])
    _sales_book(books / "ยอดขาย_แก้วมณีคอนกรีต_2567.xlsx", "2567", [BLOCKS_2567, POSTS_2567, DELIVERY_2567],
                [CEMENT_2567, SAND_2567, WAGES_2567, DIESEL_2567, POWER_2567])
    make_pdf(truck / "ChaoPhraya_truck_insurance_renewal_2025.pdf", TRUCK_INSURANCE)
    make_pdf(truck / "ThanasinLeasing_HP_statement_Nov2025.pdf", TRUCK_HP)
    make_pdf(power / "PEA_factory_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(power / "PEA_factory_bill_Oct2025.pdf", PEA_OCT)
    write_slides(firm / "แผนงาน 2569 v3.pptx", _plan_slides())
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "ประกัน" / "SiamHarmony_health_premium_2025.pdf", HEALTH_PREMIUM)
    write_docx(home / "ยายเนียม" / "ใบแจ้งค่ารักษา_รพ.อู่ทอง_ต.ค.68.docx", HOSPITAL, HOSPITAL_TABLE,
               bottom=HOSPITAL_BOTTOM)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
