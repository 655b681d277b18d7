"""A folder for bench/agent_tasks.py (`--folder cafe`): a Nimman specialty coffee shop and roaster's papers.

Piyathida "Mint" Kaewmanee (พี่มิ้นท์) runs Dao Din Coffee Roasters (ดาวดิน คอฟฟี่ โรสเตอร์) in a shophouse on
Nimmanhaemin Soi 9, Chiang Mai: she roasts her own beans, sells drinks and bakery in the shop, roasted beans
online, and roasted beans wholesale to two hotels (Rim Ping Riverside Hotel and The Loft Nimman). The folder: a
Thai shophouse lease (docx, a rent table), a Thai wholesale agreement with Rim Ping Riverside Hotel (docx, a price
table), two green-bean quotes (the Doi Chang cooperative's English pdf, a Mae Jan Tai farm's Thai txt), the shop's
sales and costs for January-June 2568 and for January-June 2567 (xlsx, two sheets each, Thai/English headers), the
July staff shift roster with pay rates (xlsx), a LINE chat export with the Rim Ping hotel buyer (txt), an English
email from The Loft Nimman's F&B manager asking for new terms (txt), an espresso-machine service invoice (English
pdf), a Thai menu price-rise slide deck (pptx), a Thai June roast log (md), the shop's July PEA electricity bill
(pdf), her Thai personal notes (md) and her credit-card statement (English pdf); and six distractors that share
words with them (a draft lease, last year's Doi Chang quote, the old menu prices, June's roster, a draft offer to
the hotel, an older service quote from another technician); plus a workspect that already holds a to-do list.
Written blind of the engine's rules, in session 17, for bench/data/agent_tasks_cafe_holdout.json. Every figure a
task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ วันที่ 10 กรกฎาคม 2567",
    "ผู้ให้เช่า: นางอรพิน สุวรรณคีรี  ผู้เช่า: นางสาวปิยธิดา แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 12/4 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ "
    "อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200 เพื่อใช้ประกอบกิจการร้านกาแฟและคั่วเมล็ดกาแฟ "
    "ชื่อ ดาวดิน คอฟฟี่ โรสเตอร์",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 สิงหาคม 2567 สิ้นสุดวันที่ 31 กรกฎาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงเทพของผู้ให้เช่า "
    "นอกจากค่าเช่า ผู้เช่าชำระค่าส่วนกลางและค่าเก็บขยะเดือนละ 800 บาท",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 105,000 บาท (หนึ่งแสนห้าพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. ผู้เช่าติดตั้งเครื่องคั่วกาแฟได้ที่ชั้นล่างด้านหลัง โดยต้องติดตั้งเครื่องกรองควัน (afterburner) "
    "และคั่วได้เฉพาะเวลา 08:00-17:00 น. หากเพื่อนบ้านร้องเรียนเรื่องควันหรือกลิ่นเกิน 3 ครั้ง "
    "ผู้ให้เช่ามีสิทธิบอกเลิกสัญญา",
    "ข้อ 7. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 8. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ส.ค. 2567 - ก.ค. 2568", "35,000 บาท"),
    ("ปีที่ 2", "ส.ค. 2568 - ก.ค. 2569", "36,500 บาท"),
    ("ปีที่ 3", "ส.ค. 2569 - ก.ค. 2570", "38,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ อรพิน สุวรรณคีรี ผู้ให้เช่า", "ลงชื่อ ปิยธิดา แก้วมณี ผู้เช่า",
                "ลงชื่อ ณัฐวุฒิ แก้วมณี พยาน"]
HOTEL_TOP = [
    "ข้อตกลงซื้อขายเมล็ดกาแฟคั่ว",
    "ระหว่าง ร้านดาวดิน คอฟฟี่ โรสเตอร์ (นางสาวปิยธิดา แก้วมณี) ผู้ขาย "
    "กับ บริษัท ริมปิง ริเวอร์ไซด์ โฮเทล จำกัด (Rim Ping Riverside Hotel) ผู้ซื้อ",
    "ทำที่ อำเภอเมืองเชียงใหม่ วันที่ 25 มีนาคม 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 เมษายน 2568 ถึงวันที่ 31 มีนาคม 2569",
    "ข้อ 2. ผู้ซื้อสั่งเมล็ดกาแฟคั่วขั้นต่ำเดือนละ 40 กิโลกรัม ผู้ขายจัดส่งถึงโรงแรมทุกวันจันทร์ "
    "เมล็ดต้องคั่วไม่เกิน 7 วันก่อนวันส่ง บรรจุถุงวาล์ว 1 กิโลกรัม",
    "ข้อ 3. ผู้ขายให้เครดิตการชำระเงิน 30 วัน นับจากวันที่ในใบแจ้งหนี้ ชำระโดยโอนเข้าบัญชีร้าน",
    "ข้อ 4. ราคาต่อกิโลกรัมตามตารางนี้ (ยังไม่รวมภาษีมูลค่าเพิ่ม) ยืนราคา 6 เดือนแรก "
    "หลังจากนั้นทบทวนราคาร่วมกันได้ตามราคาสารกาแฟ",
]
HOTEL_PRICES = [
    ("สินค้า", "ราคาต่อกิโลกรัม", "หมายเหตุ"),
    ("House Blend (ดอยช้าง + แม่จันใต้) คั่วกลาง-เข้ม", "620 บาท", "ใช้ทำเอสเพรสโซ่ห้องอาหารและล็อบบี้"),
    ("Single Origin ดอยช้าง Washed คั่วกลาง", "780 บาท", "สำหรับดริปในห้องอาหาร"),
    ("Decaf (Colombia, Swiss Water)", "950 บาท", "สั่งขั้นต่ำครั้งละ 2 กิโลกรัม"),
    ("Cold Brew บดหยาบ", "650 บาท", "บดให้ตามสั่ง"),
]
HOTEL_BOTTOM = [
    "ข้อ 5. ผู้ขายสอนและตั้งค่าเครื่องชงให้พนักงานบาร์ของผู้ซื้อ ปีละ 2 ครั้ง โดยไม่คิดค่าใช้จ่าย",
    "ข้อ 6. หากเมล็ดที่ส่งมีปัญหาด้านคุณภาพ ผู้ซื้อแจ้งภายใน 3 วัน ผู้ขายเปลี่ยนให้ใหม่โดยไม่คิดเงิน",
    "ข้อ 7. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ผู้ประสานงานฝ่ายผู้ซื้อ: คุณแพรวา ธนากร (ฝ่ายจัดซื้อ F&B) โทร 053-274-510",
    "ลงชื่อ ปิยธิดา แก้วมณี ผู้ขาย",
    "ลงชื่อ สุรเชษฐ์ วงศ์ดี ผู้จัดการทั่วไป ผู้ซื้อ",
]
DOICHANG_QUOTE = [
    "Doi Chang Coffee Farmers Cooperative\n"
    "99 Moo 3, Wawee, Mae Suai, Chiang Rai 57180   Tel. 053-917-288\n"
    "QUOTATION  No. DCC-Q-2568-117\nDate: 8 July 2025\n"
    "To: Dao Din Coffee Roasters (Ms. Piyathida Kaewmanee), 12/4 Nimmanhaemin Soi 9, Chiang Mai 50200\n"
    "Green coffee, crop 2024/25, in 30 kg GrainPro bags\n"
    "Item                                        Price per kg\n"
    "Doi Chang Arabica Washed, Grade A (screen 16+)   310 THB\n"
    "Doi Chang Arabica Natural                        360 THB\n"
    "Doi Chang Arabica Honey                          345 THB\n"
    "Doi Chang Peaberry Washed                        380 THB\n"
    "Minimum order: 120 kg per order (4 bags, items may be mixed)\n"
    "Delivery to Chiang Mai city: 1,500 THB per order; free for orders of 300 kg or more\n"
    "Payment: 50% deposit with the order, balance on delivery\n"
    "Moisture 10-11.5%, cupping score of the washed lot 84.25\n"
    "This quotation is valid until 31 August 2025.\n"
    "Contact: Ms. Mayuree Saeli, sales and export",
]
MAEJANTAI_QUOTE = """ใบเสนอราคาสารกาแฟ (กาแฟกะลา สีแล้ว)
ไร่แม่จันใต้ (กลุ่มวิสาหกิจชุมชนกาแฟแม่จันใต้) ต.ท่าก๊อ อ.แม่สรวย จ.เชียงราย
ผู้เสนอ: อาแจ (คุณสมชาย เชอมือ) โทร 089-633-1457
วันที่ 12 กรกฎาคม 2568
เรียน ร้านดาวดิน คอฟฟี่ โรสเตอร์ (คุณมิ้นท์)

ผลผลิตปี 2567/68 อาราบิก้า ปลูกความสูง 1,400-1,600 เมตร

1. อาราบิก้า Washed เกรด A  กิโลละ 295 บาท
2. อาราบิก้า Natural  กิโลละ 350 บาท
3. อาราบิก้า Honey  กิโลละ 330 บาท

เงื่อนไข
- สั่งขั้นต่ำ 60 กิโลกรัม (2 กระสอบ กระสอบละ 30 กิโล)
- ค่าส่งถึงในเมืองเชียงใหม่ ครั้งละ 800 บาท
- ชำระเต็มจำนวนก่อนส่งของ ส่งได้ภายใน 10 วันหลังโอน
- ความชื้น 10-11% มีตัวอย่างให้ลองคั่ว 1 กิโลฟรี
- ราคานี้ใช้ได้ถึงสิ้นเดือน ก.ย. 2568 หรือจนกว่าของจะหมด (ล็อต Washed เหลือประมาณ 900 กิโล)
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "เครื่องดื่มหน้าร้าน (Drinks in shop, THB)", "เบเกอรี่ (Bakery, THB)",
                 "เมล็ดคั่วออนไลน์ (Online beans, THB)", "ขายส่งโรงแรม (Hotel wholesale, THB)",
                 "รวม (Total, THB)", "จำนวนแก้ว (Cups sold)")
SALES_2568 = [(268400, 41200, 58300, 10200, 3320), (251900, 38700, 54100, 10880, 3105),
              (196300, 30100, 47800, 9520, 2436), (172800, 26400, 51600, 35000, 2140),
              (158600, 24900, 62400, 36240, 1968), (149200, 22800, 66900, 37480, 1851)]
SALES_2567 = [(241500, 35600, 31200, 0, 3095), (236800, 34900, 29800, 0, 3020),
              (201400, 29800, 27600, 6800, 2570), (184900, 27300, 30400, 8160, 2350),
              (169300, 25100, 36900, 8840, 2150), (163500, 24400, 39800, 9520, 2080)]
COSTS_2568 = [
    ("ค่าเช่าร้าน (Rent)", [35000] * 6),
    ("ค่าส่วนกลาง/ขยะ (Common fee)", [800] * 6),
    ("สารกาแฟ (Green beans)", [68400, 61900, 55300, 62800, 66100, 70700]),
    ("นม/วัตถุดิบ/เบเกอรี่ (Milk, ingredients, bakery)", [52300, 48800, 38600, 34200, 31800, 29900]),
    ("ค่าจ้างพนักงาน (Staff wages)", [36820, 36300, 35260, 34480, 33960, 33700]),
    ("ค่าไฟฟ้า (Electricity)", [11840, 11290, 12460, 14930, 13370, 12880]),
    ("ค่าแก๊สเครื่องคั่ว (LPG for roaster)", [2940, 2520, 2520, 2940, 3360, 3780]),
    ("บรรจุภัณฑ์ ถุง/แก้ว (Packaging)", [9850, 9120, 7640, 7980, 8760, 9210]),
    ("ค่าส่งพัสดุ (Parcel shipping)", [4620, 4310, 3880, 4150, 4990, 5340]),
    ("ค่าธรรมเนียม Shopee/QR (Platform & QR fees)", [3410, 3180, 2790, 2960, 3520, 3760]),
]
COSTS_2567 = [
    ("ค่าเช่าร้าน (Rent)", [32000] * 6),
    ("สารกาแฟ (Green beans)", [49800, 47600, 41900, 43300, 46200, 47500]),
    ("นม/วัตถุดิบ/เบเกอรี่ (Milk, ingredients, bakery)", [47100, 46300, 39200, 35800, 32900, 31600]),
    ("ค่าจ้างพนักงาน (Staff wages)", [33900, 33900, 32700, 31800, 31200, 31200]),
    ("ค่าไฟฟ้า (Electricity)", [10920, 10480, 11760, 13850, 12640, 12110]),
    ("ค่าแก๊สเครื่องคั่ว (LPG for roaster)", [2100, 1890, 1890, 2100, 2520, 2520]),
    ("บรรจุภัณฑ์ ถุง/แก้ว (Packaging)", [8200, 7950, 6900, 6600, 6900, 7100]),
    ("ค่าส่งพัสดุ (Parcel shipping)", [2480, 2390, 2210, 2400, 2860, 3050]),
]
SHIFT_HEADERS = ("วัน (Day)", "กะเช้า 07:00-14:00 (Morning)", "กะบ่าย 13:00-19:00 (Afternoon)",
                 "คั่วกาแฟ (Roasting)")
SHIFTS = [
    ("จันทร์ (Mon)", "เฟิร์น (Fern)", "บอส (Boss)", "มิ้นท์ (Mint) 08:00-12:00"),
    ("อังคาร (Tue)", "เฟิร์น (Fern)", "บอส (Boss)", "-"),
    ("พุธ (Wed)", "ร้านปิด (Closed)", "ร้านปิด (Closed)", "มิ้นท์ (Mint) 08:00-16:00 คั่วส่งโรงแรม"),
    ("พฤหัสบดี (Thu)", "บอส (Boss)", "เฟิร์น (Fern)", "-"),
    ("ศุกร์ (Fri)", "บอส (Boss)", "เฟิร์น (Fern)", "มิ้นท์ (Mint) 08:00-12:00"),
    ("เสาร์ (Sat)", "เฟิร์น (Fern) + ใบเตย (Baitoey)", "บอส (Boss) + ปาล์ม (Palm)", "-"),
    ("อาทิตย์ (Sun)", "บอส (Boss) + ปาล์ม (Palm)", "เฟิร์น (Fern) + ใบเตย (Baitoey)", "-"),
]
PAY_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Role)", "ประเภท (Type)", "ค่าจ้าง (Pay, THB)", "หน่วย (Unit)",
               "หมายเหตุ (Note)")
PAY = [
    ("เฟิร์น (Fern)", "หัวหน้าบาริสต้า (Head barista)", "ประจำ (Full-time)", 15500, "ต่อเดือน (per month)",
     "หยุดวันพุธ + 1 วันต่อสัปดาห์"),
    ("บอส (Boss)", "บาริสต้า (Barista)", "ประจำ (Full-time)", 13000, "ต่อเดือน (per month)", "หยุดวันพุธ"),
    ("ใบเตย (Baitoey)", "บาริสต้า พาร์ทไทม์ (Part-time barista)", "พาร์ทไทม์ (Part-time)", 65,
     "ต่อชั่วโมง (per hour)", "นักศึกษา มช. ทำเสาร์-อาทิตย์"),
    ("ปาล์ม (Palm)", "พนักงานหน้าร้าน/ล้างแก้ว (Floor & dishwashing)", "พาร์ทไทม์ (Part-time)", 60,
     "ต่อชั่วโมง (per hour)", "เริ่มงาน 5 ก.ค. 2568"),
]
ROSTER_NOTES = ["หมายเหตุ: วันแม่ 12 ส.ค. ร้านเปิดครึ่งวัน 07:00-13:00 / จ่ายค่าจ้างพาร์ทไทม์ทุกวันที่ 1 และ 16"]
LINE_CHAT = """[LINE] ประวัติการแชทกับ แพร F&B ริมปิง
บันทึกเมื่อ: 24/07/2568 20:15

จ., 21/07/2568
10:02\tแพร F&B ริมปิง\tสวัสดีค่ะพี่มิ้นท์ เดือนหน้าโรงแรมมีกรุ๊ปสัมมนาเยอะเลยค่ะ ขอเพิ่มออเดอร์ ส.ค. นะคะ
10:03\tแพร F&B ริมปิง\tHouse Blend ขอเป็น 55 กก. แล้วก็ Decaf 6 กก. ค่ะ
10:15\tมิ้นท์ ดาวดิน\tได้เลยค่ะ ขอแบ่งส่ง 2 รอบนะคะ รอบแรกจันทร์ที่ 4 ส.ค. ก่อน 10 โมง 30 กก. + Decaf 6 กก.
10:16\tมิ้นท์ ดาวดิน\tที่เหลือ House Blend 25 กก. ส่งจันทร์ที่ 18 ส.ค. ค่ะ เมล็ดจะได้สดๆ
10:20\tแพร F&B ริมปิง\tโอเคค่ะ อีกเรื่องค่ะ ล็อตที่ส่งวันที่ 14 ก.ค. เชฟบาร์บอกว่าขมไป ไหม้นิดๆ
10:31\tมิ้นท์ ดาวดิน\tขอโทษนะคะ ล็อตนั้นหัววัดอุณหภูมิเครื่องคั่วเพี้ยน พี่เปลี่ยนให้ใหม่ 5 กก. ฟรี ส่งพร้อมรอบ 4 ส.ค. เลยค่ะ
10:33\tแพร F&B ริมปิง\tขอบคุณมากค่ะ 🙏

อ., 22/07/2568
14:40\tแพร F&B ริมปิง\tบัญชีฝากถามค่ะ ใบแจ้งหนี้ มิ.ย. เลขที่ DD-INV-6806-03 ยอด 31,620 บาท โอนไปแล้ววันที่ 18 ก.ค. นะคะ ได้รับไหมคะ
14:52\tมิ้นท์ ดาวดิน\tได้รับแล้วค่ะ เดี๋ยวส่งใบเสร็จให้ทางอีเมลค่ะ
14:55\tแพร F&B ริมปิง\tแล้วถ้าเราสั่งเกิน 50 กก. ทุกเดือน ราคาลดได้ไหมคะ ผู้จัดการถามมา
15:10\tมิ้นท์ ดาวดิน\tถ้าเกิน 50 กก./เดือน House Blend พี่ให้กิโลละ 600 บาทค่ะ เริ่มตั้งแต่ออเดอร์ ส.ค. เลย
15:12\tแพร F&B ริมปิง\tเยี่ยมเลยค่ะ เดี๋ยวแพรแจ้งผู้จัดการนะคะ

พฤ., 24/07/2568
19:48\tแพร F&B ริมปิง\tพี่มิ้นท์คะ เดือนหน้าขอให้มาสอนน้องบาร์ใหม่ 2 คนได้ไหมคะ สะดวกวันพุธที่ 13 ส.ค. บ่ายสองค่ะ
19:55\tมิ้นท์ ดาวดิน\tได้ค่ะ วันพุธพี่คั่วอยู่แล้ว เสร็จแล้วแวะไปเลย
"""
LOFT_EMAIL = """From: Sasithorn Intharat <fnb.manager@theloftnimman.com>
To: Mint Kaewmanee <daodin.roasters@gmail.com>
Date: Tue, 22 Jul 2025 11:47:09 +0700
Subject: The Loft Nimman - coffee supply from September

Dear Khun Mint,

Our guests love your house blend, so we would like to grow our order with you. At the moment we buy about
15 kg a month of the House Blend at 680 THB/kg, paid within 15 days.

From September 2025 we would like to:

- order 30 kg of House Blend a month, at 640 THB/kg (before VAT)
- move the payment term to 45 days from the invoice date, as with our other suppliers
- have delivery twice a week, on Tuesday and Friday, before 9:00
- add single-serve drip bags for our 42 rooms: about 2,000 drip bags a month, with The Loft logo. Could you
  quote a price per bag?

We would also like a short latte-art session for our new lobby bar team in September.

Could you reply by 8 August 2025 so we can put it in our budget?

Best regards,
Sasithorn (Nok) Intharat
F&B Manager, The Loft Nimman Hotel
Nimmanhaemin Soi 13, Chiang Mai   Tel. 053-226-940
"""
SERVICE_INVOICE = [
    "Chiang Mai Barista Tech Co., Ltd.\n"
    "88/12 Huay Kaew Road, Chang Phueak, Mueang Chiang Mai 50300   Tax ID 0505561008841\n"
    "TAX INVOICE / INVOICE   No. CBT-2507-0231\nDate: 16 July 2025\n"
    "Customer: Dao Din Coffee Roasters (Ms. Piyathida Kaewmanee), 12/4 Nimmanhaemin Soi 9, Chiang Mai 50200\n"
    "Machine: La Marzocco Linea PB 2-group, S/N 24717; grinder Mazzer Super Jolly\n"
    "Work done on 15 July 2025 (shop closed day)\n"
    "1. Annual service and labour                           2,500.00\n"
    "2. Group gaskets and shower screens x 2 groups         1,160.00\n"
    "3. Boiler descaling                                    1,800.00\n"
    "4. Steam valve repair kit                              2,350.00\n"
    "5. Grinder burr set 64 mm (Mazzer)                     3,400.00\n"
    "Subtotal: 11,210.00 THB\nVAT 7%: 784.70 THB\nTotal: 11,994.70 THB\n"
    "Payment due: 31 July 2025, transfer to Kasikorn Bank 123-4-56789-0\n"
    "Warranty: 90 days on parts and labour\n"
    "Next recommended service: January 2026 (every 6 months, water filter change included)\n"
    "Technician: Mr. Ekkachai Boonmee   Tel. 081-882-4406",
]
MENU_SLIDES = [
    ("ปรับราคาเมนู ดาวดิน คอฟฟี่ (เริ่ม 1 ส.ค. 2568)",
     "Dao Din Coffee Roasters, Nimman Soi 9\nเตรียมโดย มิ้นท์ ก.ค. 2568"),
    ("ทำไมต้องปรับราคา (Why)", "สารกาแฟดอยช้าง Washed ขึ้นจาก 285 เป็น 310 บาท/กก.\n"
                               "นมสดขึ้นลิตรละ 4 บาท\nค่าเช่าร้านขึ้นเป็น 36,500 บาท ตั้งแต่ ส.ค. 2568\n"
                               "ไม่ได้ขึ้นราคามาตั้งแต่เปิดร้าน ปี 2566"),
    ("ราคาเครื่องดื่มใหม่ (New drink prices)", "Americano 70 -> 75 บาท\nLatte 85 -> 90 บาท\n"
                                                "Dirty 110 -> 120 บาท\nPour-over single origin 120 -> 135 บาท\n"
                                                "Cold brew 95 -> 100 บาท"),
    ("ต้นทุนต่อแก้ว (Cost per cup)", "Latte: ต้นทุน 31 บาท ขาย 90 บาท กำไรขั้นต้น 66%\n"
                                     "Americano: ต้นทุน 19 บาท ขาย 75 บาท\n"
                                     "เป้า: ต้นทุนเครื่องดื่มไม่เกิน 35% ของราคาขาย"),
    ("เมล็ดคั่ว 250 g ออนไลน์ (Online beans)", "House Blend 350 -> 380 บาท\nSingle Origin ดอยช้าง 420 -> 450 บาท\n"
                                               "Decaf 450 บาท (เท่าเดิม)\nส่งฟรีเมื่อซื้อครบ 800 บาท"),
    ("แผนแจ้งลูกค้า (Communication)", "ประกาศใน LINE OA และ IG วันที่ 25 ก.ค. 2568\n"
                                      "บัตรสะสมแต้มแบบเดิมใช้ได้ถึง 31 ส.ค. 2568\n"
                                      "ลูกค้าประจำลด 10 บาทต่อแก้ว เมื่อนำแก้วมาเอง"),
]
ROAST_LOG = """# บันทึกการคั่ว มิถุนายน 2568 (เครื่องคั่ว Toper 2 กก.)

## สรุปทั้งเดือน
- คั่วทั้งหมด 120 แบตช์ (คั่ววันจันทร์ พุธ ศุกร์)
- ใช้สารกาแฟ 236.5 กก. ได้เมล็ดคั่ว 199.8 กก. น้ำหนักหายเฉลี่ย 15.5%
- แยกตามตัว: House Blend 128.4 กก. / Single Origin ดอยช้าง 52.6 กก. / Decaf 18.8 กก.
- ส่งโรงแรม: ริมปิง 41 กก. (House Blend) / The Loft 15 กก. (House Blend) ที่เหลือขายหน้าร้านและออนไลน์
- แก๊ส LPG ถัง 15 กก. ใช้ไป 9 ถัง = 3,780 บาท

## โปรไฟล์ที่ใช้
- House Blend: charge 200 องศา, first crack ประมาณ 8:40 นาที, drop 11:30 นาที ที่ 214 องศา
- ดอยช้าง Washed (light-medium): drop 10:15 นาที ที่ 206 องศา development 17%

## ปัญหา
- 20 มิ.ย. หัววัดอุณหภูมิเมล็ด (bean probe) อ่านค่าเพี้ยนไปประมาณ 8 องศา สั่งอะไหล่ใหม่แล้ว 1,850 บาท รอของ 2-3 สัปดาห์
- 26 มิ.ย. ข้างบ้าน (ร้านเสื้อผ้า) บ่นเรื่องควันตอนบ่าย ครั้งที่ 1 -> ต้องคั่วให้เสร็จก่อน 17:00 ตามสัญญาเช่า
  และล้างตัวกรองควันทุก 2 สัปดาห์

## Cupping ตัวอย่างสารใหม่
- แม่จันใต้ Washed คะแนน 84.5 หวาน สะอาด ราคาถูกกว่าดอยช้าง -> ลองเอามาทำ House Blend
- แม่จันใต้ Natural คะแนน 85.5 ผลไม้ชัด เหมาะทำ Single Origin ตัวใหม่
"""
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Chiang Mai Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Dao Din Coffee Roasters (Ms. Piyathida Kaewmanee)\n"
    "Address: 12/4 Nimmanhaemin Soi 9, Suthep, Mueang Chiang Mai, Chiang Mai 50200\n"
    "Account No.: 020087431265   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 2,860 kWh\nEnergy charge: 12,187.40 THB\n"
    "Ft charge: 564.00 THB\nService charge: 312.24 THB\nVAT 7%: 914.45 THB\nAmount due: 13,978.09 THB\n"
    "Due date: 15 August 2025",
]
PERSONAL_NOTES = """# โน้ตส่วนตัว มิ้นท์ ปี 2568

## เป้าหมาย
- เก็บเงินซื้อเครื่องคั่ว 6 กก. (ตัวเดิม 2 กก. ไม่ทันแล้วถ้าโรงแรมสั่งเพิ่ม) งบ 680,000 บาท ให้ได้ภายใน มิ.ย. 2569
  ตอนนี้เก็บได้ 245,000 บาท (ออมทรัพย์กรุงศรี) ตั้งใจเก็บเพิ่มเดือนละ 35,000
- ไปงาน SCAJ ที่โตเกียว 8-10 ต.ค. 2568 จองตั๋วแอร์เอเชียกับโรงแรม 4 คืนแล้ว (รูดบัตร KTC)
- สอบ Q Arabica Grader ที่กรุงเทพฯ พ.ย. 2568 ค่าคอร์ส 58,000 บาท ต้องจองก่อน 30 ก.ย.

## บ้าน/ครอบครัว
- โอนให้แม่ที่ลำพูน เดือนละ 8,000 ทุกวันที่ 1
- ประกันสุขภาพ AIA ครบกำหนดต่อ 14 ก.ย. 2568 เบี้ย 23,400 บาท
- วันเกิดแม่ 12 ก.ย. จองร้านอาหารที่ลำพูน

## คิดๆ ไว้
- The Loft ขอ 640 บาท/กก. + เครดิต 45 วัน ถ้าสั่ง 30 กก. ขึ้นไปก็รับได้ แต่เงินจะจมนานขึ้น
- อยากได้วันพุธเป็นวันหยุดจริงๆ ไม่ใช่คั่วทั้งวัน -> ลองหาคนคั่วพาร์ทไทม์ หรือรอเครื่องใหญ่
- ลดกาแฟตัวเองให้เหลือวันละ 3 แก้ว 😅
"""
KTC_STATEMENT = [
    "KTC - Krungthai Card Public Company Limited\nCREDIT CARD STATEMENT\n"
    "Cardholder: Ms. Piyathida Kaewmanee\nCard: KTC VISA PLATINUM  xxxx-xxxx-xxxx-4471\n"
    "Statement date: 25 July 2025\nPayment due date: 12 August 2025\nCredit limit: 120,000.00 THB\n"
    "Previous balance: 21,340.00\nPayment received 11 Jul 2025: -21,340.00\n"
    "New transactions\n"
    "28 Jun 2025  THAI AIRASIA X  CNX-BKK-NRT (Tokyo)        14,280.00\n"
    "02 Jul 2025  MAKRO CHIANG MAI                              6,845.50\n"
    "05 Jul 2025  LAZADA  milk pitchers and scale                2,390.00\n"
    "09 Jul 2025  SHELL NIMMAN                                  1,200.00\n"
    "13 Jul 2025  RIMPING SUPERMARKET NIM CITY                  1,876.90\n"
    "18 Jul 2025  AGODA  Tokyo hotel 4 nights                  11,964.00\n"
    "21 Jul 2025  7-ELEVEN NIMMAN SOI 7                           200.00\n"
    "Total amount due: 38,756.40 THB\nMinimum payment (8%): 3,100.51 THB\n"
    "KTC Forever points: 12,430",
]
DISTRACTORS = {
    "DaoDin_Coffee/สัญญา/สัญญาเช่าร้าน_ร่าง_v1.txt":
        "ร่างสัญญาเช่าตึกนิมมานซอย 9 (ร่างแรกจากป้าอรพิน มิ.ย. 2567 ยังไม่เซ็น)\n"
        "- ค่าเช่าเดือนละ 38,000 บาท เท่ากันตลอด\n- ระยะเวลาเช่า 2 ปี\n- เงินประกัน 2 เดือน = 76,000 บาท\n"
        "- ห้ามคั่วกาแฟในอาคาร <- ต้องคุยใหม่! ขอคั่วได้ถ้าติดเครื่องกรองควัน\n",
    "DaoDin_Coffee/Suppliers/Quotation_DoiChangCoop_2567.txt":
        "Doi Chang Coffee Farmers Cooperative - Quotation DCC-Q-2567-084 (June 2024, last year's crop)\n"
        "Doi Chang Arabica Washed Grade A: 285 THB/kg\nDoi Chang Arabica Natural: 330 THB/kg\n"
        "Minimum order 120 kg. Delivery to Chiang Mai 1,200 THB. Valid until 31 July 2024.\n",
    "DaoDin_Coffee/Menu/เมนูราคาเดิม_2567.md":
        "# เมนูร้านดาวดิน (ราคาปี 2567)\n- Americano 70\n- Latte 85\n- Dirty 110\n- Pour-over 120\n"
        "- Cold brew 95\n- เมล็ด House Blend 250 g 350 บาท\n",
    "DaoDin_Coffee/Staff/ตารางกะพนักงาน_มิย2568.md":
        "# ตารางกะ มิถุนายน 2568 (เก่า)\n- จ.-อ. เช้า เฟิร์น / บ่าย บอส\n- พฤ.-ศ. เช้า บอส / บ่าย เฟิร์น\n"
        "- ส.-อา. เฟิร์น บอส + ใบเตย ทั้งวัน (ใบเตยชั่วโมงละ 60)\n- ยังไม่มีปาล์ม รับสมัครอยู่\n",
    "DaoDin_Coffee/Wholesale/ข้อเสนอขายส่ง_ริมปิง_ร่าง.md":
        "# ร่างข้อเสนอขายเมล็ดให้โรงแรมริมปิง (ก.พ. 2568 ก่อนคุยจริง)\n- House Blend กิโลละ 650\n"
        "- Single Origin 820\n- เครดิต 15 วัน\n- สั่งขั้นต่ำ 30 กก./เดือน\n- ส่งทุกวันศุกร์\n",
    "DaoDin_Coffee/Equipment/ใบเสนอราคา_ล้างเครื่อง_ช่างเอก_2567.txt":
        "ใบเสนอราคา ร้านเอกคอฟฟี่แมชชีน (ส.ค. 2567)\nล้างเครื่องเอสเพรสโซ่ 2 หัว + เปลี่ยนยางหัวชง 3,200 บาท\n"
        "ล้างหม้อต้ม (descale) 2,000 บาท\nเปลี่ยนใบมีดบด 3,900 บาท\nรวม 9,100 บาท (ไม่รวม VAT)\n",
}
WORKSPECT = {"todo.md": "- ตอบอีเมลคุณนก The Loft ก่อน 8 ส.ค.\n- ตามช่างเรื่องหัววัดอุณหภูมิเครื่องคั่ว\n"
                        "- ประกาศราคาใหม่ใน LINE OA 25 ก.ค.\n- โอนค่าเช่า ส.ค. ก่อนวันที่ 5\n"}


def _sales(path: Path, year: str, sales: list[tuple], costs: list[tuple]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านดาวดิน คอฟฟี่ โรสเตอร์ ม.ค.-มิ.ย. {year} (Dao Din Coffee sales, Jan-Jun)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, sales):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*sales))[:4]),
                  sum(sum(row[:4]) for row in sales), sum(row[4] for row in sales)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("ต้นทุน Costs")
    spend.append(["รายการ (Item)", *MONTHS, "รวม (Total)"])
    for item, amounts in costs:
        spend.append([item, *amounts, sum(amounts)])
    monthly = [sum(amounts[index] for _, amounts in costs) for index in range(6)]
    spend.append(["รวมต้นทุน (Total costs)", *monthly, sum(monthly)])
    income = [sum(row[:4]) for row in sales]
    profit = [income[index] - monthly[index] for index in range(6)]
    spend.append(["กำไร (Profit)", *profit, sum(profit)])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _roster(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "กะงาน Shifts"
    sheet.append(["ตารางกะพนักงาน ร้านดาวดิน กรกฎาคม 2568 (Staff roster, July 2025)"])
    sheet.append(list(SHIFT_HEADERS))
    for row in SHIFTS:
        sheet.append(list(row))
    sheet.append(ROSTER_NOTES)
    pay = book.create_sheet("ค่าจ้าง Pay")
    pay.append(list(PAY_HEADERS))
    for row in PAY:
        pay.append(list(row))
    money_format(pay, 4)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "DaoDin_Coffee"
    for sub in ("สัญญา", "Wholesale", "Suppliers", "บัญชี", "Staff", "Equipment", "Menu", "Roasting", "Bills"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    (docs / "Personal").mkdir(parents=True, exist_ok=True)
    write_docx(shop / "สัญญา" / "สัญญาเช่าร้าน_นิมมานซอย9.docx", LEASE_TOP, table=LEASE_RENT, bottom=LEASE_BOTTOM)
    write_docx(shop / "Wholesale" / "ข้อตกลงขายส่ง_โรงแรมริมปิง_2568.docx", HOTEL_TOP, table=HOTEL_PRICES,
               bottom=HOTEL_BOTTOM)
    make_pdf(shop / "Suppliers" / "Quotation_DoiChangCoop_GreenBeans_Jul2025.pdf", DOICHANG_QUOTE)
    (shop / "Suppliers" / "ใบเสนอราคา_สารกาแฟ_ไร่แม่จันใต้_2568.txt").write_text(MAEJANTAI_QUOTE, encoding="utf-8")
    _sales(shop / "บัญชี" / "ยอดขายและต้นทุน_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _sales(shop / "บัญชี" / "ยอดขายและต้นทุน_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    _roster(shop / "Staff" / "ตารางกะพนักงาน_กค2568.xlsx")
    (shop / "Wholesale" / "LINE_คุณแพร_ริมปิง_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Wholesale" / "email_TheLoftNimman_new_terms.txt").write_text(LOFT_EMAIL, encoding="utf-8")
    make_pdf(shop / "Equipment" / "Invoice_CMBaristaTech_2025-07.pdf", SERVICE_INVOICE)
    write_slides(shop / "Menu" / "ปรับราคาเมนู_สค2568.pptx", MENU_SLIDES)
    (shop / "Roasting" / "บันทึกการคั่ว_มิย2568.md").write_text(ROAST_LOG, encoding="utf-8")
    make_pdf(shop / "Bills" / "PEA_DaoDin_bill_2025-07.pdf", PEA_BILL)
    (docs / "Personal" / "โน้ตส่วนตัว_มิ้นท์_2568.md").write_text(PERSONAL_NOTES, encoding="utf-8")
    make_pdf(docs / "Personal" / "KTC_statement_2025-07.pdf", KTC_STATEMENT)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(folder, WORKSPECT)
