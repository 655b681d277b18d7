"""A sixth folder for bench/agent_tasks.py (`--folder market`): a Korat family's noodle shop, stall and home papers.

Wichai (พี่ชัย) and Ratchanee (เจ๊นี) Saengthong run Jae Nee stewed-pork noodles (ร้านก๋วยเตี๋ยวหมูตุ๋นเจ๊นี) on
Mittraphap Road in Mueang Nakhon Ratchasima, and a morning stall (แผง B-17) at Charoensuk fresh market: a Thai
market-stall rental agreement (docx, a fee table), the shop's sales by channel and its costs for April-June 2568
(xlsx, two sheets, Thai/English headers), two quotes for a two-door commercial fridge (an English pdf and a Thai docx
with a table), a Krungthai SME loan statement (pdf, 2 pages), a Thai letter from Nakhon Ratchasima city municipality
about renewing the food-shop permit (txt), a LINE chat ordering noodles and pork from two suppliers (txt), a Thai
staff shift-and-wage note (md), a Thai note on the grandmother's hospital stay and health-insurance claim (md),
household spending for May and June (xlsx, Thai/English headers), the shop's June water bill (pdf), a Thai
pickup-insurance renewal notice that also covers the motorbike's compulsory cover (docx, a table), a second-branch
plan near Suranaree University (pptx), an English GrabFood email about a commission rise (txt), and six distractors
that share words with them (last year's stall contract, a Q1 sales summary, a gas-stove quote, a branch-2 draft,
another insurer's health quote for the grandmother, last year's permit-fee receipt); plus a workspect that already
holds a to-do list. Written blind of the engine's rules, for bench/data/agent_tasks_market_holdout.json. Every figure
a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

STALL_TOP = [
    "สัญญาเช่าแผงค้า ตลาดสดเจริญสุข",
    "ทำที่ สำนักงานตลาดสดเจริญสุข ถนนโพธิ์กลาง ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา "
    "วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: บริษัท เจริญสุขพลาซ่า จำกัด โดยนายสมพงษ์ ตั้งเจริญ ผู้จัดการตลาด  ผู้เช่า: นางรัชนี แสงทอง",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าแผงค้าเลขที่ B-17 โซนอาหารปรุงสุก ขนาด 2 x 3 เมตร "
    "เพื่อใช้จำหน่ายก๋วยเตี๋ยวหมูตุ๋น (ร้านก๋วยเตี๋ยวหมูตุ๋นเจ๊นี)",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าแผงและค่าบริการตามตารางท้ายสัญญา ภายในวันที่ 5 ของทุกเดือน ที่สำนักงานตลาด",
    "ข้อ 4. ผู้เช่าวางเงินประกันแผง 10,500 บาท (หนึ่งหมื่นห้าร้อยบาทถ้วน) เท่ากับค่าเช่าแผง 3 เดือน "
    "ในวันทำสัญญา ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 50 บาท หากค้างชำระเกิน 2 เดือน ผู้ให้เช่ามีสิทธิบอกเลิกสัญญา",
    "ข้อ 6. ตลาดเปิดเวลา 05:00-13:00 น. ทุกวัน และปิดล้างตลาดใหญ่ทุกวันจันทร์แรกของเดือน",
    "ข้อ 7. ผู้เช่าต้องติดตั้งถังดักไขมันใต้แผง ห้ามเทน้ำมันหรือเศษอาหารลงท่อระบายน้ำ "
    "และห้ามใช้ถังแก๊สขนาดเกิน 15 กิโลกรัมในแผง",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา "
    "ค่าเช่าแผงปีถัดไปปรับขึ้นได้ไม่เกินร้อยละ 5",
    "ข้อ 9. ห้ามผู้เช่าโอนสิทธิหรือให้ผู้อื่นเช่าช่วงแผง",
    "ตารางค่าเช่าและค่าบริการท้ายสัญญา (ต่อเดือน)",
]
STALL_FEES = [
    ("รายการ", "อัตรา", "หมายเหตุ"),
    ("ค่าเช่าแผง B-17", "3,500 บาท/เดือน", "ชำระภายในวันที่ 5"),
    ("ค่าน้ำประปา", "เหมาจ่าย 200 บาท/เดือน", ""),
    ("ค่าเก็บขยะและทำความสะอาด", "300 บาท/เดือน", "รวมล้างตลาดใหญ่"),
    ("ค่ารักษาความปลอดภัย", "150 บาท/เดือน", ""),
    ("รวมค่าใช้จ่ายคงที่ต่อเดือน", "4,150 บาท", "ไม่รวมค่าไฟฟ้า"),
    ("ค่าไฟฟ้า", "หน่วยละ 8 บาท", "ตามมิเตอร์ย่อยของแผง"),
]
STALL_BOTTOM = [
    "ลงชื่อ สมพงษ์ ตั้งเจริญ ผู้ให้เช่า (บริษัท เจริญสุขพลาซ่า จำกัด)",
    "ลงชื่อ รัชนี แสงทอง ผู้เช่า",
    "ลงชื่อ วิชัย แสงทอง พยาน",
]
MONTHS = ["เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "หน้าร้าน (Shop, THB)", "แผงตลาด (Market stall, THB)", "GrabFood (THB)",
                 "LINE MAN (THB)", "รวม (Total, THB)", "จำนวนชาม (Bowls sold)")
SALES = [(148600, 52300, 34200, 18750), (139450, 49800, 31800, 17900), (131200, 46150, 30500, 16420)]
BOWLS = [4620, 4350, 4080]
COST_HEADERS = ("รายการ (Item)", "เม.ย.-มิ.ย. 2568 (Apr-Jun 2025, THB)", "หมายเหตุ (Note)")
COSTS = [
    ("เส้นก๋วยเตี๋ยว (Noodles)", 38400, "เฮียเม้ง เส้นสด"),
    ("หมูและกระดูกหมู (Pork and bones)", 126800, "ป้าแดง หมูสด ตลาดเจริญสุข"),
    ("ผักและเครื่องปรุง (Vegetables and seasoning)", 41250, ""),
    ("แก๊สหุงต้ม (Cooking gas)", 14700, "ถัง 48 กก."),
    ("ค่าแรงพนักงาน (Staff wages)", 78300, "3 คน รวม OT"),
    ("ค่าเช่าร้าน (Shop rent)", 54000, "เดือนละ 18,000"),
    ("ค่าแผงตลาด (Market stall fees)", 12450, "เดือนละ 4,150"),
    ("ค่าไฟฟ้า (Electricity)", 16380, "ร้าน + แผง"),
    ("ค่าน้ำประปา (Water)", 3610, ""),
    ("ค่าคอมมิชชั่น GrabFood (GrabFood commission)", 28950, "30%"),
    ("ค่าคอมมิชชั่น LINE MAN (LINE MAN commission)", 14329, "27%"),
    ("ผ่อนเงินกู้ SME กรุงไทย (SME loan instalments)", 35580, "เดือนละ 11,860"),
    ("กล่อง ถุง ภาชนะ (Packaging)", 9870, "ถุงร้อน กล่องเดลิเวอรี่"),
]
FRIDGE_PAGES = [  # make_pdf writes ASCII only, so every pdf here is an English one
    "SiamCool Kitchen Equipment Co., Ltd. - Nakhon Ratchasima Branch\n"
    "199 Friendship Highway (Mittraphap Road), Nai Mueang, Nakhon Ratchasima 30000  Tel. 044-255-870\n"
    "QUOTATION No. SC-Q2025-0612\nDate: 12 June 2025\n"
    "To: Khun Wichai Saengthong, Jae Nee Noodles, 88/3 Mittraphap Road, Nakhon Ratchasima\n"
    "Item: Upright commercial refrigerator, 2 doors, stainless steel, 1,200 litres, inverter\n"
    "Model: SC-1200S    Quantity: 1\nPrice before VAT: 40,093.46 THB\nVAT 7%: 2,806.54 THB\n"
    "Total price: 42,900.00 THB\n"
    "Delivery and installation: free within Mueang Nakhon Ratchasima\n"
    "Warranty: 2 years parts and labour, compressor 5 years\nLead time: 7 days after order\n"
    "Payment: 30% deposit with order, balance on delivery\nThis quotation is valid until 12 July 2025\n"
    "Sales: Mr. Anucha Phromma, Tel. 086-441-2290",
]
KORAT_TOP = [
    "ร้านโคราชเครื่องครัวภัณฑ์ (นายประเสริฐ ลิ้มสกุล)",
    "45 ถนนจอมพล ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000 โทร 044-242-113",
    "ใบเสนอราคา เลขที่ KK-2568/0387  วันที่ 15 มิถุนายน 2568",
    "เรียน คุณวิชัย แสงทอง (ร้านก๋วยเตี๋ยวหมูตุ๋นเจ๊นี)",
    "ทางร้านขอเสนอราคาตู้แช่เย็นสำหรับร้านอาหาร ดังนี้",
]
KORAT_ITEMS = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคา (บาท)"),
    ("1", "ตู้แช่เย็น 2 ประตู สแตนเลส 1,100 ลิตร ยี่ห้อ Freezeland รุ่น FL-2D1100", "1 ตู้", "37,500"),
    ("2", "ค่าขนส่งและติดตั้ง", "1 งาน", "1,000"),
    ("", "รวม", "", "38,500"),
    ("", "ภาษีมูลค่าเพิ่ม 7%", "", "2,695"),
    ("", "รวมทั้งสิ้น", "", "41,195"),
]
KORAT_BOTTOM = [
    "รับประกันตัวเครื่อง 1 ปี คอมเพรสเซอร์ 3 ปี",
    "ส่งของและติดตั้งภายใน 3 วันหลังชำระมัดจำ",
    "ชำระมัดจำ 50% วันสั่งซื้อ ส่วนที่เหลือชำระวันส่งของ",
    "รับเทิร์นตู้แช่เก่า ลดเพิ่มได้ตามสภาพ (ต้องให้ช่างไปดูก่อน)",
    "ยืนราคา 15 วัน (ถึงวันที่ 30 มิถุนายน 2568)",
    "ลงชื่อ ประเสริฐ ลิ้มสกุล ผู้เสนอราคา",
]
LOAN_PAGES = [
    "Krungthai Bank Public Company Limited - Nakhon Ratchasima Branch\nSME LOAN STATEMENT\n"
    "Statement date: 30 June 2025\n"
    "Borrowers: Mr. Wichai Saengthong and Mrs. Ratchanee Saengthong (Jae Nee Noodles)\n"
    "Address: 88/3 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000\n"
    "Loan account No.: 7041-882-359\nLoan type: SME term loan\nOriginal loan amount: 500,000.00 THB\n"
    "Loan date: 25 August 2023\nTerm: 48 months\nInterest rate: 6.25% per year (fixed for the first 3 years)\n"
    "Monthly instalment: 11,860.00 THB, due on the 25th of every month\nInstalments paid: 22 of 48\n"
    "Outstanding principal after the 25 June 2025 payment: 289,740.00 THB\n"
    "Next instalment due: 25 July 2025 (11,860.00 THB)\n"
    "Late payment: default interest of 3% per year above the contract rate",
    "Page 2 - Payments this quarter (April - June 2025)\n"
    "Outstanding principal on 31 March 2025: 320,428.50 THB\n"
    "25 Apr 2025  instalment 11,860.00  principal 10,176.40  interest 1,683.60\n"
    "25 May 2025  instalment 11,860.00  principal 10,229.40  interest 1,630.60\n"
    "25 Jun 2025  instalment 11,860.00  principal 10,282.70  interest 1,577.30\n"
    "Total paid this quarter: 35,580.00 THB\n"
    "Special offer for good customers: pre-approved top-up loan of up to 150,000.00 THB at the same rate.\n"
    "The offer is valid until 30 September 2025. Contact your relationship manager, "
    "Ms. Wilaiwan Chaiyasit, Tel. 044-241-567",
]
PERMIT_LETTER = """ที่ นม 52001/2184
เทศบาลนครนครราชสีมา
ถนนมหาดไทย ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000

16 มิถุนายน 2568

เรื่อง แจ้งให้ต่ออายุใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร
เรียน นางรัชนี แสงทอง (ร้านก๋วยเตี๋ยวหมูตุ๋นเจ๊นี)

ตามที่ท่านได้รับใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร เลขที่ 1187/2567 สำหรับสถานประกอบการ เลขที่ 88/3 ถนนมิตรภาพ
ตำบลในเมือง พื้นที่ประกอบการ 120 ตารางเมตร ซึ่งใบอนุญาตจะสิ้นอายุในวันที่ 31 กรกฎาคม 2568 นั้น

เทศบาลนครนครราชสีมา จึงขอให้ท่านยื่นคำขอต่ออายุใบอนุญาต ภายในวันที่ 31 กรกฎาคม 2568 ณ กองสาธารณสุขและสิ่งแวดล้อม
ชั้น 2 สำนักงานเทศบาล ในวันและเวลาราชการ (08:30-16:30 น.) พร้อมเอกสารดังนี้

1. แบบคำขอต่ออายุใบอนุญาต
2. สำเนาบัตรประจำตัวประชาชนและสำเนาทะเบียนบ้านของผู้ขออนุญาต
3. ใบรับรองแพทย์ของผู้สัมผัสอาหารทุกคน ออกให้ไม่เกิน 6 เดือน
4. หลักฐานการผ่านการอบรมหลักสูตรผู้สัมผัสอาหาร ของผู้ประกอบการและพนักงานทุกคน
5. ใบอนุญาตฉบับเดิม

ค่าธรรมเนียมใบอนุญาต สำหรับสถานที่พื้นที่เกิน 100 ตารางเมตร แต่ไม่เกิน 200 ตารางเมตร ปีละ 1,500 บาท
หากยื่นหลังวันที่ใบอนุญาตสิ้นอายุ ต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม
และหากประกอบกิจการโดยไม่มีใบอนุญาต มีโทษปรับไม่เกิน 25,000 บาท

เจ้าหน้าที่จะออกตรวจสุขลักษณะของร้านก่อนออกใบอนุญาต โดยให้เตรียมความพร้อมดังนี้
- มีบ่อดักไขมันก่อนปล่อยน้ำทิ้ง และทำความสะอาดสม่ำเสมอ
- ที่เตรียมและปรุงอาหารสูงจากพื้นไม่น้อยกว่า 60 เซนติเมตร
- ผู้สัมผัสอาหารสวมหมวกหรือเน็ตคลุมผม และผ้ากันเปื้อน
- มีถังขยะที่มีฝาปิด และมีตะแกรงกันหนูที่ท่อระบายน้ำ

สอบถามเพิ่มเติม งานสุขาภิบาลอาหาร กองสาธารณสุขและสิ่งแวดล้อม โทร 044-234-070

ขอแสดงความนับถือ
นางสาวกมลวรรณ ศรีโคตร
ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม
"""
LINE_CHAT = """[LINE] ประวัติการแชทในกลุ่ม สั่งของร้านเจ๊นี
วันที่บันทึก: 2025/07/02 21:14

2025/07/01(อ.)
06:12	เจ๊นี	เฮียเม้ง พรุ่งนี้ขอเส้นเล็ก 25 โล เส้นใหญ่ 15 โล เส้นหมี่ 10 โล บะหมี่ 8 โล นะ
06:20	เฮียเม้ง เส้นสด	ได้ครับเจ๊ ส่งพรุ่งนี้ตี 5 ครึ่งที่ร้านเหมือนเดิม
06:21	เฮียเม้ง เส้นสด	เส้นเล็ก 25x32=800 เส้นใหญ่ 15x30=450 เส้นหมี่ 10x35=350 บะหมี่ 8x60=480 รวม 2,080 บาทครับ
06:30	เจ๊นี	ป้าแดง พรุ่งนี้ขอหมูสามชั้น 12 โล ขาหมู 10 โล กระดูกอ่อน 15 โล เครื่องในรวม 5 โล จ้า
07:02	ป้าแดง หมูสด	ได้จ้า สามชั้นขึ้นแล้วนะ โลละ 175 ขาหมู 120 กระดูกอ่อน 140 เครื่องใน 90
07:03	ป้าแดง หมูสด	สามชั้น 12x175=2,100 ขาหมู 10x120=1,200 กระดูกอ่อน 15x140=2,100 เครื่องใน 5x90=450 รวม 5,850 จ้า
07:05	เจ๊นี	โอเคจ้า หมูเอาไปส่งที่แผง B-17 ก่อน 6 โมงเช้านะป้า เดี๋ยวโอนให้ตอนเย็น
07:06	ป้าแดง หมูสด	ได้จ้า ของเดือนที่แล้วยังค้างอยู่ 3,200 นะจ๊ะ จะโอนรวมกันเลยก็ได้
07:10	เจ๊นี	งั้นโอนรวม 9,050 นะป้า
2025/07/02(พ.)
19:45	เจ๊นี	[รูปภาพ]
19:45	เจ๊นี	โอนแล้วนะป้า 9,050
19:50	ป้าแดง หมูสด	ได้รับแล้วจ้า ขอบใจจ้า
19:52	เจ๊นี	เฮียเม้ง โอนค่าเส้น 2,080 แล้วนะ
20:01	เฮียเม้ง เส้นสด	รับแล้วครับ แจ้งไว้ก่อนนะครับเจ๊ ตั้งแต่ 1 ส.ค. เส้นทุกอย่างขึ้นโลละ 2 บาท
20:03	เจ๊นี	โห ขึ้นอีกแล้ว โอเคเฮีย
"""
STAFF_NOTE = """# ตารางกะและค่าแรงพนักงาน ร้านเจ๊นี เดือน ก.ค. 2568

ร้านเปิด 07:00-15:00 น. หยุดทุกวันจันทร์
แผงตลาด B-17 เปิด 05:30-11:00 น. ทุกวัน (ยกเว้นวันจันทร์แรกของเดือน ตลาดปิดล้าง)

## พนักงาน
- น้องฝน (ลวกเส้น หน้าร้าน): กะ 06:30-15:00 น. ค่าแรงวันละ 420 บาท
- น้องบิว (เสิร์ฟ ล้างจาน): กะ 09:00-15:00 น. วันละ 350 บาท มาเฉพาะ ศุกร์ เสาร์ อาทิตย์ (เป็นนักศึกษา มทส.)
- ป้าสมร (ขายที่แผงตลาด): กะ 05:00-11:30 น. วันละ 400 บาท

## กติกา
- ทำ OT หลังร้านปิด ชั่วโมงละ 60 บาท
- จ่ายค่าแรงเดือนละ 2 รอบ วันที่ 1 และวันที่ 16 โอนเข้าบัญชี
- ลาต้องบอกล่วงหน้าอย่างน้อย 1 วัน ถ้าขาดโดยไม่บอกไม่ได้ค่าแรงวันนั้น
- เดือนไหนยอดขายรวมเกิน 250,000 บาท ให้โบนัสคนละ 500 บาท
- กินข้าวที่ร้านฟรี 2 มื้อ

## หมายเหตุเดือนนี้
- 10-11 ก.ค. วันอาสาฬหบูชา/เข้าพรรษา ร้านเปิดปกติ คนทำงานได้ค่าแรงเพิ่มเป็นวันละ 1.5 เท่า
- 28 ก.ค. ร้านปิด 1 วัน พาแม่ไปหาหมอ
- น้องฝนขอลา 19 ก.ค. ไปงานแต่งพี่สาว ให้ป้าสมรมาช่วยหน้าร้านหลังตลาดวาย
"""
HOSPITAL_NOTE = """# แม่ (ยายบุญมา) นอนโรงพยาบาล มิ.ย. 2568 และเรื่องเคลมประกัน

- แม่เข้าโรงพยาบาลโคราชเมดิคอล วันที่ 9 มิ.ย. 68 ด้วยไข้เลือดออก ออกวันที่ 14 มิ.ย. 68 รวมนอน 5 คืน
- นอนห้องเดี่ยว คืนละ 3,200 บาท แต่ประกันให้ค่าห้องแค่คืนละ 2,500 บาท
- ค่ารักษาทั้งหมดตามบิลโรงพยาบาล 68,450 บาท

## ประกันสุขภาพของแม่ (อุ่นใจประกันชีวิต กรมธรรม์เลขที่ HL-6624-0918)
- ใช้แฟกซ์เคลม ประกันจ่ายตรงให้โรงพยาบาล 52,000 บาท
- ส่วนที่เราจ่ายเองตอนออกจากโรงพยาบาล 16,450 บาท
  - ค่าห้องส่วนเกิน 700 x 5 คืน = 3,500 บาท
  - ค่ายาและค่ารักษาส่วนที่เกินวงเงิน 12,950 บาท
- จ่ายด้วยบัตรเครดิตพี่ชัย วันที่ 14 มิ.ย. 68

## เคลมเพิ่ม: ค่าชดเชยรายวัน
- กรมธรรม์เดียวกันมีค่าชดเชยนอนโรงพยาบาลคืนละ 1,000 บาท = 5,000 บาท
- ต้องส่งเอกสารภายใน 30 วันหลังออกจากโรงพยาบาล
- ส่งเอกสารแล้ว 20 มิ.ย. 68 (ใบเสร็จตัวจริง ใบรับรองแพทย์ สำเนาบัตรแม่ สำเนาบัญชีพี่นี) เลขที่เคลม CL-2568-061477
- ตัวแทนคุณเพ็ญนภาบอกว่าเงินเข้าภายใน 15 วันทำการ ถ้าเกิน 7 ก.ค. ยังไม่เข้า ให้โทรตาม 081-725-3390

## อื่น ๆ
- ร้านปิด 2 วัน (10-11 มิ.ย.) เพราะพี่นีเฝ้าแม่ ป้าสมรยังขายที่แผงตลาดได้
- หมอนัดติดตามอาการ 27 มิ.ย. 68 และอีกครั้ง 28 ก.ค. 68
- น้องชาย (ต้อม) ช่วยออกค่าส่วนเกิน 5,000 บาท โอนมาแล้ว
"""
SPENDING = {
    "พ.ค. 68 (May 2025)": [
        ("ผ่อนบ้าน (Home loan)", 9800, "ธอส. งวดที่ 77"),
        ("อาหาร กับข้าว (Food)", 9500, "ส่วนใหญ่กินที่ร้าน"),
        ("ค่าเทอมน้องแพรว (Praew's school fees)", 12500, "เทอม 1/2568"),
        ("รถตู้รับส่งน้องแพรว (Praew's school van)", 1800, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2340, ""),
        ("มือถือ + เน็ตบ้าน (Phones and internet)", 1197, ""),
        ("น้ำมันรถ (Fuel)", 3600, "กระบะ + มอไซค์"),
        ("ประกันชีวิต (Life insurance)", 2200, ""),
        ("ทำบุญ งานบวชหลานชาย (Merit making)", 2000, ""),
    ],
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน (Home loan)", 9800, "ธอส. งวดที่ 78"),
        ("อาหาร กับข้าว (Food)", 9200, ""),
        ("รถตู้รับส่งน้องแพรว (Praew's school van)", 1800, ""),
        ("ค่าไฟบ้าน (Home electricity)", 2610, ""),
        ("มือถือ + เน็ตบ้าน (Phones and internet)", 1197, ""),
        ("น้ำมันรถ (Fuel)", 3900, "กระบะ + มอไซค์"),
        ("ประกันชีวิต (Life insurance)", 2200, ""),
        ("ค่ารักษาแม่ส่วนที่ประกันไม่จ่าย (Mum's hospital, not covered)", 16450, "รพ.โคราชเมดิคอล"),
    ],
}
WATER_JUNE = [
    "Nakhon Ratchasima City Municipality - Waterworks Division\nWATER BILL - June 2025\n"
    "Customer: Mrs. Ratchanee Saengthong (Jae Nee Noodles)\n"
    "Address: 88/3 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "User No.: 30-118-0472    User type: Commercial\n"
    "Meter reading: 20 May 2025: 5,874 / 20 June 2025: 5,942\nWater used: 68 cubic metres\n"
    "Water charge: 1,156.00 THB\nMeter fee: 30.00 THB\nVAT 7%: 83.02 THB\nTotal: 1,269.02 THB\n"
    "Due date: 10 July 2025\nPay at the municipal waterworks office, any Krungthai branch, or by QR code",
]
MOTOR_TOP = [
    "บริษัท โคราชประกันภัย จำกัด (มหาชน)",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 1 กรกฎาคม 2568",
    "เรียน คุณวิชัย แสงทอง 88/3 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา จังหวัดนครราชสีมา 30000",
    "รถยนต์: Isuzu D-Max Spark 1.9 (ปี 2019) ทะเบียน บท 4721 นครราชสีมา",
    "กรมธรรม์เดิมเลขที่ KP-MT-67-205511 (ประเภท 2+) สิ้นสุดความคุ้มครองวันที่ 14 สิงหาคม 2568",
    "บริษัทขอเสนอเบี้ยประกันปีต่ออายุ (15 สิงหาคม 2568 - 15 สิงหาคม 2569) ดังนี้",
]
MOTOR_TABLE = [
    ("ความคุ้มครอง", "ประเภท 2+ (แบบเดิม)", "ประเภท 3+"),
    ("รถเราเสียหายจากการชนกับยานพาหนะ", "250,000 บาท", "150,000 บาท"),
    ("รถหาย ไฟไหม้", "250,000 บาท", "ไม่คุ้มครอง"),
    ("ความรับผิดต่อทรัพย์สินบุคคลภายนอก", "1,000,000 บาท", "1,000,000 บาท"),
    ("ค่าเสียหายส่วนแรก", "ไม่มี", "ไม่มี"),
    ("เบี้ยประกันรวมภาษีและอากร", "8,900 บาท", "6,450 บาท"),
]
MOTOR_BOTTOM = [
    "เบี้ยข้างต้นรวมส่วนลดประวัติดี 20% แล้ว",
    "กรุณาชำระเบี้ยภายในวันที่ 10 สิงหาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ประกันภัยภาคบังคับ (พ.ร.บ.) แยกต่างหาก:",
    "- รถกระบะ Isuzu D-Max ทะเบียน บท 4721: 967 บาท หมดอายุ 14 สิงหาคม 2568",
    "- รถจักรยานยนต์ Honda Wave 110i ทะเบียน 1กค 8832 นครราชสีมา: 323 บาท หมดอายุ 3 กันยายน 2568",
    "ชำระได้ที่ตัวแทน คุณศิริพร มณีวงศ์ โทร 089-582-6614 หรือโอนเข้าบัญชีบริษัท แล้วส่งสลิปทาง LINE",
]
BRANCH_SLIDES = [
    ("แผนเปิดสาขา 2 ร้านก๋วยเตี๋ยวหมูตุ๋นเจ๊นี (Second branch plan)",
     "ใกล้มหาวิทยาลัยเทคโนโลยีสุรนารี (มทส.)\nPrepared by Chai and Nee, July 2025"),
    ("ทำไมต้องสาขา 2 (Why)", "The shop is full 11:00-13:00 and customers wait up to 20 minutes\n"
                             "GrabFood + LINE MAN were 21% of our April-June sales\n"
                             "About 15,000 students live around SUT"),
    ("ทำเล (Location)", "Shophouse on Suranaree Road, 2 km from SUT gate 1\n"
                        "Rent: 15,000 THB per month, deposit 3 months (45,000 THB)\n3-year lease"),
    ("งบลงทุน (Investment budget)", "Deposit and first month's rent: 60,000 THB\n"
                                    "Renovation and signage: 120,000 THB\n"
                                    "Kitchen equipment and 2-door fridge: 95,000 THB\n"
                                    "Tables, chairs and bowls: 40,000 THB\n"
                                    "Working capital (2 months): 85,000 THB\nTotal: 400,000 THB"),
    ("แหล่งเงิน (Funding)", "Family savings: 200,000 THB\nKrungthai SME top-up loan: 200,000 THB"),
    ("เป้าหมาย (Targets)", "Opening day: 1 November 2025\nBreak-even: 150 bowls a day at 55 THB a bowl\n"
                           "Staff: 2 full-time, 1 part-time student\nPay back the investment in 18 months"),
    ("ทำอะไรก่อน (Next steps)", "Ask Krungthai about the top-up loan\n"
                                "Choose the fridge: SiamCool or the Korat kitchen shop\n"
                                "Apply for a food-shop permit for the new branch"),
]
GRAB_EMAIL = """From: GrabFood Merchant Team <merchant-th@grab.com>
To: Ratchanee Saengthong <jaenee.noodles@gmail.com>
Date: Tue, 1 Jul 2025 09:30:12 +0700
Subject: Important: changes to your GrabFood commission from 1 August 2025

Dear Merchant Partner,
Jae Nee Noodles (Merchant ID 3-KR-0458821), Nakhon Ratchasima

Thank you for growing with GrabFood. We are writing to let you know about a change to our commission.

From 1 August 2025, the commission for standard merchant partners in Nakhon Ratchasima will change from
30% to 32% of the food value of each order.

Based on your GrabFood sales from April to June 2025 (96,500 THB), your commission at the new rate would
have been 30,880 THB instead of 28,950 THB, an increase of 1,930 THB for the quarter.

You can keep the 30% rate by joining GrabFood Partner Plus. Partner Plus merchants fund a discount of at
least 10% on at least 2 days a week in GrabFood campaigns. To join, opt in through the GrabMerchant app by
20 July 2025.

Payouts stay the same: every Wednesday to your registered bank account.

If you have questions, reply to this email or call the Merchant Hotline on 02-029-5888.

Best regards,
GrabFood Merchant Team, Thailand
"""
DISTRACTORS = {
    "Shop/Market/สัญญาเช่าแผง_ตลาดเจริญสุข_2567_หมดอายุ.txt":
        "สัญญาเช่าแผงค้า ตลาดสดเจริญสุข ปี 2567 (หมดอายุแล้ว 31 ธ.ค. 2567)\nผู้เช่า: นางรัชนี แสงทอง แผง B-17\n"
        "- ค่าเช่าแผง 3,200 บาท/เดือน\n- ค่าน้ำเหมา 200 บาท\n- ค่าขยะ 250 บาท\n- เงินประกัน 9,600 บาท\n"
        "- ตอนนั้นยังไม่มีค่ารักษาความปลอดภัย\n",
    "Shop/Accounts/สรุปยอดขาย_ไตรมาส1_2568.md":
        "# สรุปยอดขาย ม.ค.-มี.ค. 2568 (ไตรมาส 1)\n- หน้าร้าน: 452,800 บาท\n- แผงตลาด: 161,200 บาท\n"
        "- GrabFood: 102,400 บาท\n- LINE MAN: 58,300 บาท\n- รวม: 774,700 บาท\n"
        "- ช่วงตรุษจีนขายดีสุด\n- ต้นทุนหมูยังโลละ 165\n",
    "Shop/Quotes/ใบเสนอราคา_เตาแก๊ส_ร้านศรีสุขแก๊ส.txt":
        "ร้านศรีสุขแก๊สและอุปกรณ์ ใบเสนอราคา (ยังไม่ได้ตัดสินใจ)\nเรียน คุณวิชัย\n"
        "- เตาแก๊สแรงดันสูง 2 หัว พร้อมขาตั้ง: 6,800 บาท\n- หม้อต้มก๋วยเตี๋ยวสแตนเลส 3 ช่อง: 9,500 บาท\n"
        "- ตู้แช่ 1 ประตู 450 ลิตร: 18,900 บาท\n- ราคารวม VAT แล้ว ยืนราคา 30 วัน\n",
    "Shop/Branch2/ไอเดียสาขา2_ร่างแรก.md":
        "# ไอเดียสาขา 2 (ร่างแรก เม.ย. 68)\n- ดูทำเลแถว Terminal 21 โคราช ค่าเช่า 25,000 บาท/เดือน แพงไป\n"
        "- งบคร่าว ๆ 300,000 บาท\n- อาจกู้เพิ่มจากธนาคาร 100,000\n- เปิดหลังสงกรานต์ปีหน้า?\n",
    "Family/ใบเสนอประกันสุขภาพแม่_อีกบริษัท.txt":
        "ใบเสนอประกันสุขภาพ สำหรับ นางบุญมา (อายุ 68 ปี) จากอีกบริษัท ยังไม่ได้ทำ\n"
        "- ค่าห้องคืนละ 4,000 บาท\n- วงเงินค่ารักษาต่อครั้ง 150,000 บาท\n- เบี้ยปีละ 28,500 บาท\n"
        "- ต้องตรวจสุขภาพก่อน และไม่คุ้มครองโรคที่เป็นมาก่อน\n",
    "Shop/Letters/ใบเสร็จค่าธรรมเนียมใบอนุญาตร้านอาหาร_2567.txt":
        "ใบเสร็จรับเงิน เทศบาลนครนครราชสีมา เลขที่ 0458/2567\nได้รับเงินจาก นางรัชนี แสงทอง\n"
        "ค่าธรรมเนียมใบอนุญาตจัดตั้งสถานที่จำหน่ายอาหาร (ออกใหม่) 1,500 บาท\nวันที่ 24 กรกฎาคม 2567\n",
}
WORKSPECT = {"todo.md": "- ต่อใบอนุญาตร้านก่อนสิ้น ก.ค.\n- เลือกตู้แช่ 2 ประตู\n- คุยกรุงไทยเรื่องกู้เพิ่มเปิดสาขา 2\n"
                        "- ต่อประกันรถกระบะ\n- ตามเงินชดเชยประกันแม่\n"}


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายร้านก๋วยเตี๋ยวหมูตุ๋นเจ๊นี ไตรมาส 2 ปี 2568 (Jae Nee Noodles sales, Apr-Jun 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row, bowls in zip(MONTHS, SALES, BOWLS):
        sheet.append([month, *row, sum(row), bowls])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES)), sum(map(sum, SALES)), sum(BOWLS)])
    for column in range(2, 8):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(list(COST_HEADERS))
    for row in COSTS:
        costs.append(list(row))
    total = sum(row[1] for row in COSTS)
    costs.append(["รวมต้นทุน (Total costs)", total, ""])
    costs.append(["กำไร (Profit)", sum(map(sum, SALES)) - total, "ยอดขายรวม - ต้นทุนรวม"])
    money_format(costs, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "Shop"
    for sub in ("Market", "Accounts", "Quotes", "Bank", "Letters", "Suppliers", "Staff", "Bills", "Branch2",
                "Delivery"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Household/Car", "Family"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(shop / "Market" / "สัญญาเช่าแผง_ตลาดเจริญสุข_B17_2568.docx", STALL_TOP, table=STALL_FEES,
               bottom=STALL_BOTTOM)
    _sales(shop / "Accounts" / "ยอดขายและต้นทุน_ไตรมาส2_2568.xlsx")
    make_pdf(shop / "Quotes" / "SiamCool_quotation_2door_fridge.pdf", FRIDGE_PAGES)
    write_docx(shop / "Quotes" / "ใบเสนอราคา_ตู้แช่2ประตู_โคราชเครื่องครัว.docx", KORAT_TOP, table=KORAT_ITEMS,
               bottom=KORAT_BOTTOM)
    make_pdf(shop / "Bank" / "Krungthai_SME_loan_statement_2025-06.pdf", LOAN_PAGES)
    (shop / "Letters" / "หนังสือเทศบาล_ต่อใบอนุญาตร้านอาหาร_2568.txt").write_text(PERMIT_LETTER, encoding="utf-8")
    (shop / "Suppliers" / "LINE_สั่งเส้นสั่งหมู_กรกฎาคม68.txt").write_text(LINE_CHAT, encoding="utf-8")
    (shop / "Staff" / "ตารางกะ_ค่าแรงพนักงาน_กค68.md").write_text(STAFF_NOTE, encoding="utf-8")
    make_pdf(shop / "Bills" / "Korat_water_bill_2025-06.pdf", WATER_JUNE)
    write_slides(shop / "Branch2" / "แผนเปิดสาขา2_ใกล้มทส_2568.pptx", BRANCH_SLIDES)
    (shop / "Delivery" / "GrabFood_commission_update_2025-07.txt").write_text(GRAB_EMAIL, encoding="utf-8")
    (docs / "Family" / "แม่นอนโรงพยาบาล_เคลมประกัน_มิย68.md").write_text(HOSPITAL_NOTE, encoding="utf-8")
    write_spending(docs / "Household" / "ค่าใช้จ่ายบ้าน_พค-มิย68.xlsx", SPENDING)
    write_docx(docs / "Household" / "Car" / "แจ้งต่อประกันรถกระบะ_DMax_2568.docx", MOTOR_TOP, table=MOTOR_TABLE,
               bottom=MOTOR_BOTTOM)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(folder, WORKSPECT)
