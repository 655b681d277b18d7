"""A folder for bench/agent_tasks.py (`--folder florist`): a Chiang Mai flower shop's papers.

Pimchanok Intarasuk (พี่พิม) runs Pim Mala Flowers (ร้านดอกไม้พิมพ์มาลา) on Chang Moi Road near Ton Lamyai market
in Mueang Chiang Mai, mostly wedding and funeral work with walk-in and LINE orders; her florist May, shop girl
Fai and driver Lung Chan work for her, with students hired by the day for weddings. The folder: a Thai wedding
flowers contract with a couple (docx, an items-and-prices table), a Thai wreath-supply agreement with a funeral
service company (docx, a price table), the shop's sales by month for January-August 2568 with the period's
expenses (xlsx, two sheets, Thai/English headers), staff wages by month with the pay rates (xlsx, two sheets),
an English rose-farm quotation from Mae Rim (pdf) and a Thai quote from a Doi Saket grower (md), a LINE group
chat export with the Pak Khlong Talat wholesaler in Bangkok (txt), an English wedding inquiry email from a
foreign couple (txt), a Thai funeral order note (md), wedding flower package slides for 2569 (pptx), the shop's
PEA electricity bills for July and August (pdf), a packaging supplier's tax invoice (English pdf), a Thai note
on the delivery pickup's costs (md), Mother's Day sales summaries for this year and last (md), and six
distractors that share words with them (a first draft of the wedding contract, last year's sales summary, last
year's Mae Rim quote, last year's wedding packages, an old Pak Khlong price list, a draft pay-rise idea); plus
a workspect that already holds a to-do list. Written blind of the engine's rules, in session 19, for
bench/data/agent_tasks_florist_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

WEDDING_TOP = [
    "สัญญาว่าจ้างจัดดอกไม้งานแต่งงาน",
    "ทำที่ ร้านดอกไม้พิมพ์มาลา ถนนช้างม่อย อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ วันที่ 18 กรกฎาคม 2568",
    "ผู้ว่าจ้าง: นางสาวแพรวา ธนสมบัติ และ นายธนกฤต วงศ์คำ  "
    "ผู้รับจ้าง: นางพิมพ์ชนก อินทรสุข เจ้าของร้านดอกไม้พิมพ์มาลา",
    "ข้อ 1. ผู้รับจ้างตกลงจัดดอกไม้งานฉลองมงคลสมรสของผู้ว่าจ้าง ในวันเสาร์ที่ 22 พฤศจิกายน 2568 "
    "ณ ห้องริมปิงบอลรูม โรงแรมริมปิง ริเวอร์ไซด์ เชียงใหม่ พิธีหลั่งน้ำพระพุทธมนต์เวลา 09:09 น. "
    "งานเลี้ยงฉลองเวลา 18:00 น.",
    "ข้อ 2. ผู้รับจ้างเข้าจัดสถานที่ได้ตั้งแต่วันศุกร์ที่ 21 พฤศจิกายน 2568 เวลา 20:00 น. "
    "และรื้อถอนหลังงานเลิกเวลา 23:00 น. ของวันงาน",
    "ข้อ 3. ค่าจ้างรวมทั้งสิ้น 148,500 บาท (หนึ่งแสนสี่หมื่นแปดพันห้าร้อยบาทถ้วน) ตามตารางท้ายสัญญา "
    "แบ่งชำระ 3 งวด ดังนี้",
    "งวดที่ 1 มัดจำร้อยละ 30 เป็นเงิน 44,550 บาท ชำระในวันทำสัญญา",
    "งวดที่ 2 ร้อยละ 50 เป็นเงิน 74,250 บาท ชำระภายในวันที่ 7 พฤศจิกายน 2568",
    "งวดที่ 3 ร้อยละ 20 เป็นเงิน 29,700 บาท ชำระในวันงาน",
    "ข้อ 4. หากผู้ว่าจ้างยกเลิกงานก่อนวันงานไม่น้อยกว่า 60 วัน ผู้รับจ้างคืนเงินมัดจำให้ครึ่งหนึ่ง "
    "หากยกเลิกน้อยกว่า 60 วัน ผู้รับจ้างขอสงวนสิทธิ์ไม่คืนเงินที่ชำระแล้ว",
    "ข้อ 5. ดอกไม้เป็นไปตามฤดูกาล หากชนิดดอกไม้ที่ตกลงไว้ขาดตลาด ผู้รับจ้างจะแจ้งผู้ว่าจ้าง"
    "และเปลี่ยนเป็นดอกไม้ที่มีราคาและโทนสีใกล้เคียงกัน",
    "ข้อ 6. ผู้ว่าจ้างเป็นผู้ประสานกับโรงแรมเรื่องเวลาเข้าจัดสถานที่ และค่าธรรมเนียมผู้ให้บริการภายนอก (ถ้ามี)",
    "ตารางรายการดอกไม้ท้ายสัญญา",
]
WEDDING_ITEMS = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ซุ้มดอกไม้หน้าเวที (กุหลาบขาว ยูคาลิปตัส)", "1 ซุ้ม", "38,000"),
    ("ดอกไม้ตกแต่งโต๊ะหลั่งน้ำพระพุทธมนต์", "1 ชุด", "12,500"),
    ("ช่อดอกไม้เจ้าสาว (กุหลาบขาว พีโอนี)", "1 ช่อ", "4,500"),
    ("ดอกไม้ติดอกบ่าวสาวและพ่อแม่", "10 ชิ้น", "3,000"),
    ("ดอกไม้กลางโต๊ะจีน (โต๊ะละ 1,200 บาท)", "30 โต๊ะ", "36,000"),
    ("ดอกไม้ทางเดินเจ้าสาว (จุดละ 2,400 บาท)", "12 จุด", "28,800"),
    ("ป้ายต้อนรับพร้อมดอกไม้", "1 ชุด", "6,500"),
    ("ค่าขนส่ง ติดตั้ง และรื้อถอน", "-", "19,200"),
    ("รวมทั้งสิ้น", "", "148,500"),
]
WEDDING_BOTTOM = ["ลงชื่อ แพรวา ธนสมบัติ ผู้ว่าจ้าง", "ลงชื่อ ธนกฤต วงศ์คำ ผู้ว่าจ้าง",
                  "ลงชื่อ พิมพ์ชนก อินทรสุข ผู้รับจ้าง"]
FUNERAL_TOP = [
    "ข้อตกลงการจัดส่งพวงหรีดและดอกไม้งานศพ",
    "ระหว่าง บริษัท ลานนา ฟิวเนอรัล เซอร์วิส จำกัด (Lanna Funeral Service Co., Ltd.) ผู้สั่งซื้อ "
    "กับ ร้านดอกไม้พิมพ์มาลา (นางพิมพ์ชนก อินทรสุข) ผู้ขาย",
    "ทำที่ อำเภอเมืองเชียงใหม่ วันที่ 1 เมษายน 2568",
    "ข้อ 1. ข้อตกลงนี้มีผล 1 ปี ตั้งแต่วันที่ 1 เมษายน 2568 ถึงวันที่ 31 มีนาคม 2569",
    "ข้อ 2. บริษัทส่งคำสั่งซื้อพวงหรีดและดอกไม้งานศพของลูกค้าให้ร้านทาง LINE ร้านจัดส่งถึงศาลาภายใน 3 ชั่วโมง "
    "ในเขตอำเภอเมืองเชียงใหม่ส่งฟรี นอกเขตคิดค่าส่งครั้งละ 300 บาท",
    "ข้อ 3. ราคาที่ร้านคิดกับบริษัท (ราคาส่ง) และราคาที่บริษัทแจ้งลูกค้า เป็นไปตามตารางนี้",
]
FUNERAL_PRICES = [
    ("รายการ", "ขนาด", "ราคาขายลูกค้า (บาท)", "ราคาส่งให้บริษัท (บาท)"),
    ("พวงหรีดดอกไม้สด มาตรฐาน", "60 ซม.", "1,500", "1,200"),
    ("พวงหรีดดอกไม้สด ใหญ่", "80 ซม.", "2,500", "2,000"),
    ("พวงหรีดพัดลม", "16 นิ้ว", "1,800", "1,450"),
    ("ดอกไม้หน้าหีบศพ ชุด 7 คืน", "-", "18,000", "15,500"),
    ("ดอกไม้จันทน์ (ร้อยดอก)", "100 ดอก", "300", "240"),
]
FUNERAL_BOTTOM = [
    "ข้อ 4. ร้านสรุปยอดคำสั่งซื้อทุกสิ้นเดือน บริษัทชำระเงินให้ร้านภายในวันที่ 10 ของเดือนถัดไป โดยโอนเข้าบัญชี"
    "กสิกรไทยของร้าน",
    "ข้อ 5. หากพวงหรีดส่งไม่ทันเวลาหรือผิดชื่อผู้ส่ง ร้านต้องแก้ไขหรือจัดทำใหม่โดยไม่คิดค่าใช้จ่าย",
    "ข้อ 6. ฝ่ายใดจะยกเลิกข้อตกลงก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้า 30 วัน",
    "ผู้ประสานงานบริษัท: คุณอนุชา แก้วมูล โทร 081-883-2047",
    "ลงชื่อ อนุชา แก้วมูล ผู้แทนบริษัท",
    "ลงชื่อ พิมพ์ชนก อินทรสุข ผู้ขาย",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)"]
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน (Walk-in, THB)", "งานแต่ง (Weddings, THB)",
                 "งานศพ/พวงหรีด (Funerals & wreaths, THB)", "LINE/ส่งถึงบ้าน (LINE & delivery, THB)",
                 "รวม (Total, THB)", "จำนวนออเดอร์ (Orders)")
SALES = [(48200, 65000, 38400, 21300, 412), (92600, 88500, 35100, 46800, 655),
         (45300, 42000, 41700, 19800, 398), (51800, 23500, 36900, 18200, 405),
         (43900, 31000, 44600, 17600, 388), (40700, 28000, 52300, 16900, 371),
         (42100, 36500, 47800, 18400, 384), (78400, 54000, 39200, 33700, 590)]
STAFF = ("เมย์ ช่างจัดดอกไม้ (May, florist)", "ฝ้าย หน้าร้าน (Fai, shop)",
         "ลุงจันทร์ คนขับรถส่งของ (Lung Chan, driver)")
BASE_PAY = (13000, 10500, 11000)
PART_TIME = (4800, 9600, 2400, 1600, 2000, 1600, 3200, 6400)
OVERTIME = (1500, 4200, 800, 1200, 600, 900, 1800, 3600)
WAGE_NOTES = ("งานแต่ง 3 งาน", "วาเลนไทน์ จ้างน้อง 4 คน", "", "สงกรานต์ปิดร้าน 3 วัน", "", "",
              "", "วันแม่ + งานแต่ง 2 งาน")
WAGES = [sum(BASE_PAY) + part + extra for part, extra in zip(PART_TIME, OVERTIME)]
RATES = [
    ("ชื่อ (Name)", "ตำแหน่ง (Role)", "อัตรา (Rate)", "เริ่มงาน (Started)", "หมายเหตุ (Note)"),
    ("เมย์", "ช่างจัดดอกไม้ (Florist)", "13,000 บาท/เดือน", "มี.ค. 2565", "ประกันสังคม"),
    ("ฝ้าย", "พนักงานหน้าร้าน (Shop assistant)", "10,500 บาท/เดือน", "ส.ค. 2566", "ประกันสังคม"),
    ("ลุงจันทร์", "คนขับรถส่งของ (Driver)", "11,000 บาท/เดือน", "ม.ค. 2564", "ค่าน้ำมันร้านจ่ายแยก"),
    ("ผู้ช่วยพาร์ทไทม์ (Part-time helpers)", "นักศึกษา ช่วยงานแต่ง/เทศกาล", "400 บาท/วัน", "-",
     "จ่ายเงินสดหลังเลิกงาน"),
    ("โอที (Overtime)", "ทุกคน", "80 บาท/ชั่วโมง", "-", "หลัง 19:00 น."),
]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-ส.ค. 2568 (Jan-Aug 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าดอกไม้และวัตถุดิบ (Flowers & materials)", 598400, "ส่วนใหญ่เจ๊หงส์ปากคลอง + สวนแม่ริม"),
    ("ค่าเช่าร้าน (Shop rent)", 120000, "เดือนละ 15,000"),
    ("ค่าจ้างพนักงาน (Staff wages)", sum(WAGES), "ดูไฟล์ค่าจ้างพนักงาน"),
    ("ค่าไฟฟ้า รวมห้องเย็น (Electricity incl. cold room)", 52860, ""),
    ("ค่าส่งดอกไม้ทางรถทัวร์ (Bus freight from Bangkok)", 28640, "นครชัยแอร์ กล่องละ 180"),
    ("ค่าน้ำมันรถกระบะ (Pickup fuel)", 31200, ""),
    ("บรรจุภัณฑ์ ริบบิ้น โอเอซิส (Packaging)", 45300, "ลานนาแพ็ค"),
    ("ค่าโฆษณา Facebook/LINE OA (Ads)", 12000, "เดือนละ 1,500"),
    ("ค่าธรรมเนียม QR/บัตร (Card & QR fees)", 3150, ""),
]
MAE_RIM_QUOTE = [
    "Mae Rim Rose Garden Co., Ltd.\n88 Moo 5, Rim Tai, Mae Rim, Chiang Mai 50180  Tel. 053-297-614\n"
    "QUOTATION No. QT-2025-0817\nDate: 18 August 2025\n"
    "To: Pim Mala Flowers (Mrs. Pimchanok Intarasuk), Chang Moi Road, Mueang Chiang Mai\n"
    "Valid until: 30 September 2025\n\nItem / Unit / Price (THB)\n"
    "Red rose 50 cm / bunch of 50 stems / 650\nWhite rose (Vendela type) 60 cm / bunch of 50 stems / 850\n"
    "Pink rose 50 cm / bunch of 50 stems / 700\nWhite chrysanthemum (for wreaths) / bundle of 20 stems / 180\n"
    "Eucalyptus (silver dollar) / 1 kg / 220\nBaby's breath (gypsophila) / bunch / 160\n\n"
    "Minimum order: 3,000 THB\nDelivery: free in Mueang Chiang Mai for orders over 5,000 THB, otherwise 200 THB\n"
    "Payment: cash or transfer on delivery\n"
    "Note: prices for November - December (wedding season) are 15% higher than this quotation.\n"
    "Sales: Ms. Duangjai Khamsuk",
]
DOI_SAKET_QUOTE = """# ใบเสนอราคา ดอยสะเก็ด ฟลอร่า (สวนลุงสมาน) 20 ส.ค. 2568

ลุงสมาน ส่งมาทาง LINE ให้ร้านพิมพ์มาลา พิมพ์เก็บไว้

| รายการ | หน่วย | ราคา (บาท) |
|---|---|---|
| กุหลาบแดง 50 ซม. | กำละ 50 ดอก | 590 |
| กุหลาบขาว 60 ซม. | กำละ 50 ดอก | 900 |
| กุหลาบชมพู 50 ซม. | กำละ 50 ดอก | 640 |
| เบญจมาศขาว (ทำพวงหรีด) | กำละ 20 ดอก | 160 |
| ยูคาลิปตัส | กิโลละ | 250 |

- ส่งฟรีทุกวันจันทร์กับวันพฤหัส สั่งขั้นต่ำ 4,000 บาท
- ให้เครดิต 15 วัน
- ราคานี้ยืนถึง 31 ธ.ค. 2568 ไม่ขึ้นราคาช่วงหน้าแต่ง
- ลุงสมาน โทร 086-117-5392
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ดอกไม้ปากคลอง เจ๊หงส์ x พิมพ์มาลา
บันทึกเมื่อ: 30/08/2568 21:15

จ., 04/08/2568
09:02\tพิม พิมพ์มาลา\tเจ๊คะ วันแม่ปีนี้ขอสั่งมะลิ 25 กิโลนะคะ ให้ถึงเชียงใหม่เช้าวันที่ 9
09:10\tเจ๊หงส์ ปากคลอง\tได้จ้า มะลิตอนนี้กิโลละ 420 นะ ช่วงวันแม่ขึ้นทุกปี
09:11\tเจ๊หงส์ ปากคลอง\t25 กิโล = 10,500 บาท
09:15\tพิม พิมพ์มาลา\tโอเคค่ะ แล้วกุหลาบแดงนอก (เคนย่า) ขอ 10 กำ ลิลลี่ขาว 40 ก้านด้วยค่ะ
09:20\tบิว ร้านเจ๊หงส์\tกุหลาบเคนย่ากำละ 950 ลิลลี่ก้านละ 65 ค่ะพี่ รวม 9,500 + 2,600 = 12,100 ค่ะ
09:21\tบิว ร้านเจ๊หงส์\tส่งรถทัวร์นครชัยแอร์ รอบ 21:00 ถึงอาเขตเชียงใหม่ 06:30 ค่าส่งกล่องละ 180 บาท ทั้งหมด 4 กล่องค่ะ
09:22\tพิม พิมพ์มาลา\tได้ค่ะ ลุงจันทร์จะไปรับที่อาเขตเอง

ส., 09/08/2568
07:05\tพิม พิมพ์มาลา\tได้ของแล้วค่ะ แต่กุหลาบ 2 กำเหี่ยว กลีบช้ำ ใช้ไม่ได้เลยค่ะ
07:06\tพิม พิมพ์มาลา\t[รูปภาพ]
07:40\tเจ๊หงส์ ปากคลอง\tโทษทีนะพิม คืนนั้นแอร์ในรถทัวร์เสีย เจ๊คืนค่ากุหลาบ 2 กำให้ 1,900 บาท หักในบิลสิ้นเดือนเลย
07:42\tพิม พิมพ์มาลา\tขอบคุณค่ะเจ๊

พ., 20/08/2568
14:10\tพิม พิมพ์มาลา\tเจ๊คะ งานแต่ง 22 พ.ย. ที่ริมปิง ขอจองกุหลาบขาวเวนเดล่า 30 กำ กับพีโอนี 60 ก้าน
14:11\tพิม พิมพ์มาลา\tให้ถึงเชียงใหม่วันที่ 20 พ.ย. ค่ะ
14:25\tเจ๊หงส์ ปากคลอง\tพีโอนีช่วงนั้นก้านละ 120 กุหลาบขาวนอกกำละ 1,100 จองได้ มัดจำ 30% นะ
14:26\tเจ๊หงส์ ปากคลอง\t30 กำ x 1,100 = 33,000 พีโอนี 60 x 120 = 7,200 รวม 40,200 มัดจำ 12,060
14:30\tพิม พิมพ์มาลา\tโอนมัดจำแล้วค่ะ 12,060
14:30\tพิม พิมพ์มาลา\t[รูปภาพ]

ส., 30/08/2568
18:00\tบิว ร้านเจ๊หงส์\tสรุปยอดเดือน ส.ค. ร้านพิมพ์มาลานะคะ ค่าดอกไม้ 39,920 ค่ารถทัวร์ 2,400 หักคืนกุหลาบ 1,900
18:01\tบิว ร้านเจ๊หงส์\tยอดที่ต้องโอน 40,420 บาท ภายในวันที่ 5 ก.ย. ค่ะ (มัดจำงานแต่งแยกต่างหาก)
18:05\tพิม พิมพ์มาลา\tรับทราบค่ะ จะโอนวันที่ 4 นะคะ
"""
WEDDING_EMAIL = """From: Sarah Mitchell <sarah.mitchell88@gmail.com>
To: Pim Mala Flowers <pimmala.flowers@gmail.com>
Date: Mon, 25 Aug 2025 16:42:10 +0100
Subject: Wedding flowers inquiry - February 2026, Mae Rim

Hi Khun Pim,

Our friend Nok (who got married at the Rimping last year) gave us your name. My fiance Tom Becker and I are
getting married on 14 February 2026 at Baan Suan Mae Rim Resort, with about 80 guests (10 round tables).

We are hoping for:
- a flower arch for the ceremony by the river, white and blush pink, ideally with local orchids
- a bridal bouquet and 4 small flower crowns for my bridesmaids
- buttonholes for Tom, his best man and both fathers
- low centrepieces for the 10 tables

Our budget for flowers is around 120,000 THB. Could you send us a proposal and tell us how much deposit you
need to hold the date? We land in Chiang Mai on 5 September and could visit the shop on 6 September.

Thank you so much,
Sarah Mitchell
WhatsApp +44 7700 900312
"""
FUNERAL_ORDER = """# ออเดอร์งานศพ คุณพ่อบุญเลิศ แสนคำ ที่วัดสวนดอก

จดวันที่ 31 ส.ค. 2568 (พี่พิมรับออเดอร์เอง ลูกค้าโทรมาตรง ไม่ผ่านลานนาฟิวเนอรัล)

- ลูกค้า: คุณวรรณา แสนคำ (ลูกสาว) โทร 089-552-7104
- สวดพระอภิธรรม 7 คืน วันที่ 31 ส.ค. - 6 ก.ย. 2568 ศาลา 3 วัดสวนดอก
- ฌาปนกิจ วันอาทิตย์ที่ 7 ก.ย. 2568 เวลา 15:00 น.

## รายการ
- ดอกไม้หน้าหีบศพ ชุด 7 คืน (โทนขาว-เหลือง กล้วยไม้ + เบญจมาศ) 18,000 บาท เปลี่ยนดอกทุก 2 วัน
- พวงหรีดพัดลม 12 พวง พวงละ 1,800 บาท = 21,600 บาท (ญาติสั่งรวม ป้ายชื่อตามรายชื่อที่ส่งมาทาง LINE)
- ดอกไม้จันทน์ 500 ดอก 1,500 บาท ส่งวันที่ 6 ก.ย.
- รวมทั้งหมด 41,100 บาท

## การเงิน
- รับมัดจำแล้ว 15,000 บาท (โอนเข้ากสิกร 31 ส.ค.)
- คงเหลือ 26,100 บาท เก็บวันฌาปนกิจ

## งานที่ต้องทำ
- เมย์จัดหน้าหีบคืนแรก เข้าศาลา 16:00 น.
- ลุงจันทร์ส่งพวงหรีดรอบเช้า 10:00 น. ทุกวัน
- สั่งเบญจมาศขาวเพิ่มจากสวนลุงสมาน 10 กำ
"""
PACKAGE_SLIDES = [
    ("แพ็กเกจดอกไม้งานแต่ง 2569 (Wedding flower packages 2026)",
     "ร้านดอกไม้พิมพ์มาลา เชียงใหม่\nPim Mala Flowers, Chang Moi Road, Chiang Mai"),
    ("Silver - 59,000 THB", "Small flower backdrop and water-pouring table flowers\nBridal bouquet and 6 corsages\n"
                            "Centrepieces up to 15 tables\nSetup in Mueang Chiang Mai"),
    ("Gold - 98,000 THB", "Flower arch, water-pouring table set\nBridal bouquet and 10 corsages\n"
                          "Centrepieces up to 25 tables\nAisle flowers, 8 points"),
    ("Platinum - 165,000 THB", "Full venue design with imported flowers (peony, hydrangea)\n"
                               "Bridal bouquet, bridesmaids' posies, 14 corsages\nCentrepieces up to 40 tables\n"
                               "Aisle flowers, 14 points, flower photo booth"),
    ("เงื่อนไข (Terms)", "Deposit 30% to book the date\nOutside Mueang Chiang Mai: +2,500 THB transport\n"
                         "High season November - February: +10%\n"
                         "Prices valid for weddings 1 January - 31 December 2026"),
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Chiang Mai Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Pim Mala Flowers (Mrs. Pimchanok Intarasuk)\n"
    "Address: 112 Chang Moi Road, Chang Moi, Mueang Chiang Mai, Chiang Mai 50300\n"
    "Account No.: 030018842257   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,236 kWh\nEnergy charge: 5,166.48 THB\n"
    "Ft charge: 243.49 THB\nService charge: 312.24 THB\nVAT 7%: 400.55 THB\nAmount due: 6,122.76 THB\n"
    "Due date: 15 August 2025",
]
PEA_AUGUST = [
    "Provincial Electricity Authority (PEA) - Chiang Mai Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Pim Mala Flowers (Mrs. Pimchanok Intarasuk)\n"
    "Address: 112 Chang Moi Road, Chang Moi, Mueang Chiang Mai, Chiang Mai 50300\n"
    "Account No.: 030018842257   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 1,512 kWh\nEnergy charge: 6,320.16 THB\n"
    "Ft charge: 297.86 THB\nService charge: 312.24 THB\nVAT 7%: 485.12 THB\nAmount due: 7,415.38 THB\n"
    "Due date: 15 September 2025",
]
PACK_INVOICE = [
    "Lanna Pack & Florist Supply Co., Ltd.\n45 Wua Lai Road, Hai Ya, Mueang Chiang Mai 50100\n"
    "Tax ID 0505561002318\nTAX INVOICE No. INV-2508-0412\nDate: 22 August 2025\n"
    "Customer: Pim Mala Flowers (Mrs. Pimchanok Intarasuk), 112 Chang Moi Road, Mueang Chiang Mai 50300\n\n"
    "Floral foam bricks (Oasis)  48 x 38.00 = 1,824.00\nSatin ribbon 1 inch, 20 rolls  20 x 85.00 = 1,700.00\n"
    "Wreath frames 60 cm  30 x 95.00 = 2,850.00\nKraft wrapping paper, 10 packs  10 x 160.00 = 1,600.00\n"
    "Bouquet gift boxes  50 x 42.00 = 2,100.00\n\nSubtotal: 10,074.00 THB\nVAT 7%: 705.18 THB\n"
    "Total: 10,779.18 THB\nPayment due: 21 September 2025 (30 days)\n"
    "Please transfer to Kasikorn Bank, account 123-4-56789-0, Lanna Pack & Florist Supply Co., Ltd.",
]
PICKUP_NOTE = """# รถกระบะส่งดอกไม้ Isuzu D-Max (ทะเบียน 2กข 4417 เชียงใหม่) ค่าใช้จ่ายปี 2568

- ผ่อนกับ ตรีเพชร อีซูซุ ลีสซิ่ง เดือนละ 9,870 บาท ตัดทุกวันที่ 25 (ส.ค. 68 เป็นงวดที่ 31 จาก 60)
- ประกันชั้น 1 วิริยะประกันภัย ปีนี้จ่าย 18,900 บาท หมดอายุ 15 ต.ค. 2568 ต้องต่อก่อน
- พ.ร.บ. + ภาษีรถ ครบ 3 พ.ย. 2568 ประมาณ 2,300 บาท
- เช็กระยะ 80,000 กม. ที่อีซูซุเชียงใหม่ วันที่ 14 มิ.ย. 68 จ่าย 4,350 บาท
- ติดหลังคาผ้าใบกันแดดให้ดอกไม้ 6,800 บาท (มี.ค. 68)
- น้ำมันเดือนละประมาณ 3,900 บาท ลุงจันทร์เติมที่ปั๊ม ปตท. ช้างม่อย ใช้บัตรเติมน้ำมันของร้าน
"""
MOTHERS_DAY_2568 = """# สรุปขายวันแม่ 2568 (10-12 ส.ค.)

- พวงมาลัยมะลิ ขายได้ 620 พวง (ราคา 45-120 บาท)
- ช่อดอกไม้วันแม่ (มะลิ + กุหลาบ + ลิลลี่) 138 ช่อ
- กระเช้าดอกไม้ผลไม้ 22 กระเช้า
- ยอดขายรวม 3 วัน 67,850 บาท (หน้าร้าน 41,200 / LINE + ส่ง 26,650)
- ต้นทุนดอกไม้รวม 24,300 บาท (มะลิเจ๊หงส์ 25 กิโล 10,500)
- จ้างน้องพาร์ทไทม์ 3 คน x 3 วัน วันละ 400 = 3,600 บาท

## ปัญหา
- มะลิไม่พอเย็นวันที่ 11 ต้องซื้อเพิ่มที่ตลาดต้นลำไย กิโลละ 550
- ออเดอร์ LINE ตกหล่น 2 ออเดอร์ ต้องโทรขอโทษลูกค้า

## ปีหน้า
- สั่งมะลิ 30 กิโล
- เปิดพรีออเดอร์ทาง LINE ตั้งแต่ 1 ส.ค.
"""
MOTHERS_DAY_2567 = """# สรุปขายวันแม่ 2567 (10-12 ส.ค.)

- พวงมาลัยมะลิ ขายได้ 480 พวง
- ช่อดอกไม้วันแม่ 95 ช่อ
- กระเช้าดอกไม้ผลไม้ 15 กระเช้า
- ยอดขายรวม 3 วัน 52,400 บาท
- ต้นทุนดอกไม้รวม 19,800 บาท (มะลิกิโลละ 380)
- ปีนี้ยังไม่มีพรีออเดอร์ LINE ลูกค้ามาซื้อหน้าร้านเป็นส่วนใหญ่
"""
DISTRACTORS = {
    "Shop/Contracts/สัญญางานแต่ง_แพรวา_ร่างแรก.txt":
        "ร่างสัญญาจัดดอกไม้งานแต่ง คุณแพรวา (ร่างแรก ก.ค. 2568 ยังไม่เซ็น)\n"
        "- วันงาน 22 พ.ย. 2568 โรงแรมริมปิง\n- โต๊ะจีน 25 โต๊ะ ทางเดิน 10 จุด\n"
        "- ราคารวม 136,000 บาท มัดจำ 40,000 บาท\n- ลูกค้าขอเพิ่มโต๊ะเป็น 30 รอแก้ในฉบับจริง\n",
    "Shop/Accounts/ยอดขายร้านดอกไม้_2567_สรุป.md":
        "# สรุปยอดขายร้านดอกไม้ ม.ค.-ส.ค. 2567 (ปีที่แล้ว)\n- ยอดขายรวม 1,352,700 บาท\n"
        "- งานศพ/พวงหรีดรวม 298,500 บาท\n- งานแต่งเดือนที่เยอะสุด ก.พ. 76,000 บาท\n"
        "- ค่าจ้างพนักงานรวม 287,400 บาท\n",
    "Shop/Suppliers/ใบเสนอราคา_สวนแม่ริม_2567.md":
        "# ใบเสนอราคา สวนกุหลาบแม่ริม (ส.ค. 2567 ปีที่แล้ว)\n- กุหลาบแดง 50 ซม. กำละ 600\n"
        "- กุหลาบขาว 60 ซม. กำละ 780\n- เบญจมาศขาว กำละ 150\n- สั่งขั้นต่ำ 2,500 บาท\n",
    "Shop/Marketing/แพ็กเกจงานแต่ง_2567_เก่า.md":
        "# แพ็กเกจดอกไม้งานแต่ง 2567 (เก่า ใช้ไม่ได้แล้ว)\n- Silver 49,000 บาท\n- Gold 85,000 บาท\n"
        "- Platinum 140,000 บาท\n- มัดจำ 20%\n",
    "Shop/Suppliers/ราคาดอกไม้ปากคลอง_เจ๊หงส์_ธ.ค.67.md":
        "# ราคาดอกไม้เจ๊หงส์ ปากคลอง (ธ.ค. 2567)\n- มะลิ กิโลละ 380\n- กุหลาบเคนย่า กำละ 900\n"
        "- ลิลลี่ขาว ก้านละ 60\n- ค่ารถทัวร์ กล่องละ 150\n",
    "Shop/Staff/ไอเดียปรับเงินเดือน_2569_ร่าง.md":
        "# ไอเดียปรับเงินเดือนน้องๆ ปี 2569 (ร่าง ยังไม่ได้บอก)\n- เมย์ 13,000 -> 14,000\n"
        "- ฝ้าย 10,500 -> 11,000\n- ลุงจันทร์ 11,000 -> 11,500\n- ค่าพาร์ทไทม์ 400 -> 450 ต่อวัน\n",
}
WORKSPECT = {"todo.md": "- โอนเงินเจ๊หงส์ยอด ส.ค.\n- ตอบอีเมล Sarah เรื่องงานแต่ง\n"
                        "- ต่อประกันรถกระบะ\n- จ่ายบิลลานนาแพ็ค\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านดอกไม้พิมพ์มาลา ม.ค.-ส.ค. 2568 (Pim Mala Flowers sales, Jan-Aug 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*SALES))[:4]),
                  sum(sum(row[:4]) for row in SALES), sum(row[4] for row in SALES)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:4]) for row in SALES) - total,
                  "ยอดขาย - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าจ้าง Wages"
    sheet.append(["ค่าจ้างพนักงานร้านพิมพ์มาลา ม.ค.-ส.ค. 2568 (Staff wages, Jan-Aug 2025)"])
    sheet.append(["เดือน (Month)", *STAFF, "ผู้ช่วยพาร์ทไทม์ (Part-time helpers)", "โอที (Overtime)",
                  "รวม (Total, THB)", "หมายเหตุ (Note)"])
    for month, part, extra, total, note in zip(MONTHS, PART_TIME, OVERTIME, WAGES, WAGE_NOTES):
        sheet.append([month, *BASE_PAY, part, extra, total, note])
    sheet.append(["รวม (Total)", *(pay * len(MONTHS) for pay in BASE_PAY), sum(PART_TIME), sum(OVERTIME),
                  sum(WAGES), ""])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    rates = book.create_sheet("อัตราค่าจ้าง Rates")
    for row in RATES:
        rates.append(list(row))
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Shop"
    for sub in ("Contracts", "Accounts", "Staff", "Suppliers", "Chats", "Customers", "Orders", "Marketing",
                "Bills", "Van", "Sales"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Contracts" / "สัญญาจัดดอกไม้งานแต่ง_แพรวา-ธนกฤต_22พย68.docx", WEDDING_TOP,
               table=WEDDING_ITEMS, bottom=WEDDING_BOTTOM)
    write_docx(shop / "Contracts" / "ข้อตกลงส่งพวงหรีด_ลานนาฟิวเนอรัล_2568.docx", FUNERAL_TOP,
               table=FUNERAL_PRICES, bottom=FUNERAL_BOTTOM)
    _sales(shop / "Accounts" / "ยอดขาย_รายจ่าย_ร้านพิมพ์มาลา_2568.xlsx")
    _wages(shop / "Staff" / "ค่าจ้างพนักงาน_2568.xlsx")
    make_pdf(shop / "Suppliers" / "Quotation_MaeRimRoseGarden_2025-08.pdf", MAE_RIM_QUOTE)
    (shop / "Suppliers" / "ใบเสนอราคา_ดอยสะเก็ดฟลอร่า_สค68.md").write_text(DOI_SAKET_QUOTE, encoding="utf-8")
    (shop / "Chats" / "LINE_ดอกไม้ปากคลอง_เจ๊หงส์_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Customers" / "email_Sarah_Tom_wedding_Feb2026.txt").write_text(WEDDING_EMAIL, encoding="utf-8")
    (shop / "Orders" / "ออเดอร์งานศพ_แสนคำ_วัดสวนดอก_2568-08.md").write_text(FUNERAL_ORDER, encoding="utf-8")
    write_slides(shop / "Marketing" / "แพ็กเกจดอกไม้งานแต่ง_2569.pptx", PACKAGE_SLIDES)
    make_pdf(shop / "Bills" / "PEA_bill_PimMala_2025-07.pdf", PEA_JULY)
    make_pdf(shop / "Bills" / "PEA_bill_PimMala_2025-08.pdf", PEA_AUGUST)
    make_pdf(shop / "Bills" / "LannaPack_invoice_INV-2508-0412.pdf", PACK_INVOICE)
    (shop / "Van" / "รถกระบะส่งของ_DMax_ค่าใช้จ่าย_2568.md").write_text(PICKUP_NOTE, encoding="utf-8")
    (shop / "Sales" / "สรุปวันแม่_2568.md").write_text(MOTHERS_DAY_2568, encoding="utf-8")
    (shop / "Sales" / "สรุปวันแม่_2567.md").write_text(MOTHERS_DAY_2567, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
