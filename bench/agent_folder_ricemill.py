"""A folder for the agent bench (`--folder ricemill`): a Suphan Buri family rice mill and the family's household papers.

Wichian Srisuk (เฮียเชียร) and his wife Orapin run Srisuk Panich Rice Mill (โรงสีข้าวศรีสุขพาณิชย์) in Bang Len,
Song Phi Nong, Suphan Buri: they buy paddy from local farmers and sell milled rice. The folder holds a Thai supply
contract with a Talaad Thai rice wholesaler (docx, a price table) and last year's contract, a Thai quote for a
school's lunch rice (docx, a table) and a draft quote for a curry shop (txt), an exporter's English email asking
for fragrant rice (txt), paddy bought and rice sold by month for January-August 2568 (xlsx, two sheets, Thai/English
headers) with last year's Thai summary (md), the weigh tickets of the first half of August with farmers' fertiliser
advances (xlsx, two sheets), a note of market paddy prices (md), an English quote for a new rice polisher (pdf),
last year's repair-shop quote (md) and a machine repair log (md), the mill's electricity bill (English pdf), two LINE
chats (the wholesaler, the farmers' group leader), slides of a solar-roof plan (pptx) and its draft (md), the
farm-bank working-capital loan statement (English pdf); household papers: the daughter's university invoice
(English pdf) and a family LINE chat, the wife's health-insurance renewal (English pdf), household spending by
month (xlsx, months as columns, two sheets) and a Thai land-tax note; plus a workspect with a to-do list.
Written blind of the engine's rules. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาซื้อขายข้าวสาร (ส่งประจำรายเดือน)",
    "ทำที่ อำเภอสองพี่น้อง จังหวัดสุพรรณบุรี วันที่ 6 มกราคม 2568",
    "ผู้ซื้อ: ห้างข้าวสารเจริญผล โดย นายเจริญ แซ่ลิ้ม แผง C-214 ตลาดไท ถนนพหลโยธิน ตำบลคลองหนึ่ง "
    "อำเภอคลองหลวง จังหวัดปทุมธานี 12120",
    "ผู้ขาย: โรงสีข้าวศรีสุขพาณิชย์ โดย นายวิเชียร ศรีสุข เลขที่ 45 หมู่ 3 ตำบลบางเลน อำเภอสองพี่น้อง "
    "จังหวัดสุพรรณบุรี 72110 โทร 081-744-2916",
    "ข้อ 1. ผู้ขายตกลงส่งข้าวสารให้ผู้ซื้อทุกเดือนตามปริมาณและราคาในตารางท้ายสัญญา บรรจุกระสอบ 48 กิโลกรัม "
    "ส่งถึงแผงของผู้ซื้อที่ตลาดไทภายในวันที่ 10 ของทุกเดือน โดยรถของผู้ขาย",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ผู้ซื้อชำระเงินโดยโอนเข้าบัญชีผู้ขายภายใน 30 วันนับจากวันรับของแต่ละงวด",
    "ข้อ 4. หากราคาข้าวเปลือกในตลาดเปลี่ยนแปลงเกินร้อยละ 10 คู่สัญญาตกลงเจรจาราคาใหม่เป็นรายงวด",
    "ข้อ 5. ข้าวต้องมีความชื้นไม่เกินร้อยละ 14 หากผู้ซื้อพบข้าวมีมอดหรือกลิ่นอับ ผู้ขายรับเปลี่ยนให้ภายใน 7 วัน",
    "ข้อ 6. หากผู้ขายส่งของล่าช้า ผู้ซื้อมีสิทธิปรับวันละร้อยละ 0.1 ของมูลค่างวดนั้น",
    "ตารางท้ายสัญญา (ปริมาณและราคาต่อเดือน)",
]
CONTRACT_TABLE = [
    ("ชนิดข้าว", "ปริมาณต่อเดือน", "ราคาต่อตัน (บาท)", "รวมต่อเดือน (บาท)"),
    ("ข้าวหอมปทุมธานี (ต้นข้าว 95%)", "25 ตัน", "21,500", "537,500"),
    ("ข้าวขาว 5%", "15 ตัน", "15,800", "237,000"),
    ("รวมต่อเดือน", "40 ตัน", "", "774,500"),
]
CONTRACT_BOTTOM = ["ลงชื่อ เจริญ แซ่ลิ้ม ผู้ซื้อ", "ลงชื่อ วิเชียร ศรีสุข ผู้ขาย", "ลงชื่อ อรพิน ศรีสุข พยาน"]
OLD_CONTRACT_TOP = [
    "สัญญาซื้อขายข้าวสาร",
    "ทำที่ อำเภอสองพี่น้อง วันที่ 8 มกราคม 2567",
    "ผู้ซื้อ: ห้างข้าวสารเจริญผล (นายเจริญ แซ่ลิ้ม) ตลาดไท  ผู้ขาย: โรงสีข้าวศรีสุขพาณิชย์ (นายวิเชียร ศรีสุข)",
    "ข้อ 1. ผู้ขายส่งข้าวสารให้ผู้ซื้อทุกเดือนภายในวันที่ 15 ตามตารางท้ายสัญญา",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2567",
    "ข้อ 3. ผู้ซื้อชำระเงินภายใน 45 วันนับจากวันรับของ",
]
OLD_CONTRACT_TABLE = [
    ("ชนิดข้าว", "ปริมาณต่อเดือน", "ราคาต่อตัน (บาท)", "รวมต่อเดือน (บาท)"),
    ("ข้าวหอมปทุมธานี", "20 ตัน", "20,200", "404,000"),
    ("ข้าวขาว 5%", "10 ตัน", "14,900", "149,000"),
    ("รวมต่อเดือน", "30 ตัน", "", "553,000"),
]
QUOTE_TOP = [
    "ใบเสนอราคา",
    "โรงสีข้าวศรีสุขพาณิชย์ 45 หมู่ 3 ต.บางเลน อ.สองพี่น้อง จ.สุพรรณบุรี 72110 โทร 081-744-2916",
    "เลขที่ QT68-021   วันที่ 12 สิงหาคม 2568",
    "เรียน ครูสุภาพร อินทร์แก้ว ครูผู้รับผิดชอบโครงการอาหารกลางวัน โรงเรียนวัดบ้านกุ่ม อ.สองพี่น้อง",
    "เรื่อง เสนอราคาข้าวสารสำหรับอาหารกลางวันนักเรียน ภาคเรียนที่ 2/2568 (ส่งเดือนละครั้ง)",
]
QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("1", "ข้าวขาว 5% บรรจุกระสอบ 48 กก.", "40 กระสอบ", "780", "31,200"),
    ("2", "ข้าวหอมปทุมธานี บรรจุกระสอบ 48 กก.", "10 กระสอบ", "1,080", "10,800"),
    ("3", "ค่าขนส่งถึงโรงเรียน", "1 เที่ยว", "ไม่คิดค่าใช้จ่าย", "0"),
    ("", "รวมต่อเดือน", "", "", "42,000"),
]
QUOTE_BOTTOM = [
    "เงื่อนไข: ส่งข้าวทุกวันที่ 1-5 ของเดือน ตั้งแต่พฤศจิกายน 2568 ถึงมีนาคม 2569",
    "ชำระเงินภายใน 30 วันหลังส่งของ หากชำระเงินสดวันส่งของลดให้ 2%",
    "ข้าวใหม่ สีทุกสัปดาห์ รับเปลี่ยนถ้ามีมอด ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ วิเชียร ศรีสุข ผู้เสนอราคา",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
PADDY_HEADERS = ("เดือน (Month)", "ข้าวเปลือกที่รับซื้อ (Paddy, tonnes)", "ราคาเฉลี่ยต่อตัน (Avg price/t, THB)",
                 "เงินจ่ายชาวนา (Paid to farmers, THB)")
PADDY = [(180, 9800), (210, 9650), (95, 9900), (60, 10100), (45, 10200), (70, 9700), (130, 9400), (165, 9100)]
SALES_HEADERS = ("เดือน (Month)", "ข้าวสารที่ขาย (Rice sold, tonnes)", "รายได้ข้าวสาร (Rice sales, THB)",
                 "รำ/ปลายข้าว (Bran & broken, THB)", "รวมรายได้ (Total revenue, THB)")
SALES = [(112, 1998000, 146000), (128, 2310000, 168500), (70, 1281000, 82000), (48, 892800, 57600),
         (42, 781200, 49300), (55, 1012000, 64900), (84, 1520400, 101200), (96, 1699200, 118700)]
TICKET_HEADERS = ("วันที่ (Date)", "ชาวนา (Farmer)", "พันธุ์ข้าว (Variety)", "น้ำหนัก กก. (Weight, kg)",
                  "ความชื้น % (Moisture)", "ราคาต่อตัน (Price/t)", "จำนวนเงิน (Amount, THB)", "สถานะ (Status)")
TICKETS = [
    ("01/08/2568", "ผู้ใหญ่สมหมาย ใจดี", "ปทุมธานี 1", 12400, 15, 9200, "จ่ายแล้ว"),
    ("02/08/2568", "นายบุญมี ทองดี", "กข41", 8500, 24, 7600, "จ่ายแล้ว"),
    ("04/08/2568", "นางลำดวน มีสุข", "ปทุมธานี 1", 6000, 16, 9100, "ค้างจ่าย"),
    ("05/08/2568", "นายประยูร แก้วมณี", "กข41", 15200, 22, 7800, "หักหนี้ปุ๋ย"),
    ("07/08/2568", "ผู้ใหญ่สมหมาย ใจดี", "กข41", 9800, 25, 7500, "จ่ายแล้ว"),
    ("09/08/2568", "นายสุชาติ พึ่งบุญ", "ปทุมธานี 1", 11000, 15, 9200, "ค้างจ่าย"),
    ("11/08/2568", "นางทองใบ อ่อนศรี", "ปทุมธานี 1", 7500, 14, 9300, "จ่ายแล้ว"),
    ("12/08/2568", "นายบุญมี ทองดี", "ปทุมธานี 1", 5000, 17, 9000, "จ่ายแล้ว"),
    ("14/08/2568", "นายวิรัตน์ สุขเจริญ", "กข41", 13000, 23, 7700, "ค้างจ่าย"),
]
ADVANCE_HEADERS = ("ชาวนา (Farmer)", "ยืมค่าปุ๋ย (Fertiliser advance, THB)", "วันที่ยืม (Date)",
                   "หักคืนแล้ว (Repaid, THB)", "คงเหลือ (Balance, THB)")
ADVANCES = [("นายประยูร แก้วมณี", 35000, "10/05/2568", 35000), ("นายบุญมี ทองดี", 20000, "22/05/2568", 0),
            ("นายวิรัตน์ สุขเจริญ", 28000, "03/06/2568", 10000), ("นางลำดวน มีสุข", 12000, "15/06/2568", 0)]
HOME_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค."]
HOME_ROWS = [
    ("ค่าไฟบ้าน (Electricity)", [2150, 2080, 2760, 3420, 3380, 2910, 2640, 2590]),
    ("ค่าน้ำประปา (Water)", [310, 290, 340, 380, 370, 330, 320, 310]),
    ("โทรศัพท์/เน็ต (Phone & internet)", [1280, 1280, 1280, 1280, 1280, 1280, 1280, 1280]),
    ("กับข้าว/ของใช้ (Food & household)", [14500, 13800, 15200, 16900, 14100, 13600, 14800, 15300]),
    ("ส่งน้ำฝน ค่าหอ+ค่าขนม (Namfon dorm & allowance)", [10000, 10000, 10000, 6000, 6000, 10000, 10000, 10000]),
    ("ผ่อนรถเก๋ง (Car installment)", [9870, 9870, 9870, 9870, 9870, 9870, 9870, 9870]),
    ("ทำบุญ/งานบวช งานศพ (Merit & ceremonies)", [2000, 5500, 1500, 8000, 1000, 1500, 3500, 2000]),
]
BIG_ITEMS = [
    ("ค่าเทอมน้ำฝน เทอม 2/2567", 27500, "ม.ค. 2568", "จ่ายแล้ว"),
    ("ภาษีที่ดินและสิ่งปลูกสร้าง ปี 2568", 14400, "เม.ย. 2568", "จ่ายแล้ว"),
    ("ค่าเทอมน้ำฝน เทอม 1/2568", 28500, "ส.ค. 2568", "ยังไม่จ่าย"),
    ("ประกันสุขภาพแม่อรพิน", 32840, "ต.ค. 2568", "ยังไม่จ่าย"),
    ("ต่อประกันรถเก๋ง + พ.ร.บ.", 16200, "พ.ย. 2568", "ยังไม่จ่าย"),
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Song Phi Nong Branch\nELECTRICITY BILL / TAX INVOICE\n"
    "Customer: Srisuk Panich Rice Mill (Mr. Wichian Srisuk)\n"
    "Address: 45 Moo 3, Bang Len, Song Phi Nong, Suphan Buri 72110\n"
    "Account No.: 020014587316   Meter No.: 3P-7705218   Rate: 3.2.3 Time of Use (TOU), 22-33 kV\n"
    "Meter reading date: 15 August 2025   Billing month: July 2025\n"
    " \n"
    "On-peak energy      8,420 kWh x 4.1839 = 35,228.44\n"
    "Off-peak energy    11,960 kWh x 2.6037 = 31,140.25\n"
    "Total energy       20,380 kWh\n"
    "Ft charge          20,380 kWh x 0.3672 =  7,483.54\n"
    "Service charge                          =    312.24\n"
    "Amount before VAT: 74,164.47 THB\nVAT 7%: 5,191.51 THB\n"
    "TOTAL AMOUNT DUE: 79,355.98 THB\n"
    "Due date: 29 August 2025. Power may be disconnected if unpaid 5 days after the due date.\n"
    "Previous month (June 2025): 17,940 kWh, 70,612.30 THB",
]
MACHINE_QUOTE = [
    "CHAINAT RICE MACHINERY CO., LTD.\n88 Moo 6, Phahonyothin Road, Mueang Chainat, Chainat 17000  Tel. 056-411-230\n"
    "QUOTATION No. CRM-Q2025-118   Date: 4 August 2025\n"
    "To: Srisuk Panich Rice Mill, attn. Mr. Wichian Srisuk, Bang Len, Song Phi Nong, Suphan Buri\n"
    " \n"
    "1. Vertical rice whitener / polisher, model VP-3T, 3 tonnes per hour, 75 HP motor ... 1,280,000.00\n"
    "2. Installation, steel frame and commissioning (5 working days) .................... 85,000.00\n"
    "3. Removal of the old polisher ....................................................... 25,000.00\n"
    "Subtotal: 1,390,000.00 THB\nVAT 7%: 97,300.00 THB\nGrand total: 1,487,300.00 THB\n"
    " \n"
    "Payment: 30% deposit (446,190.00 THB) with the order, 60% on delivery, 10% after commissioning.\n"
    "Delivery: 60 days after the deposit. Warranty: 1 year on parts and labour, free service visit at 6 months.\n"
    "Expected head rice yield with the new polisher: 62-64%.\n"
    "This quotation is valid until 15 September 2025.\n"
    "Sales engineer: Mr. Thanawat Rungroj, Tel. 089-702-5581",
]
LOAN_PAGES = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC) - Song Phi Nong Branch\n"
    "LOAN ACCOUNT STATEMENT   Statement date: 31 August 2025\n"
    "Borrower: Mr. Wichian Srisuk (Srisuk Panich Rice Mill)\n"
    "Loan type: Working capital revolving loan for paddy purchase   Contract No.: 6812-0457-3\n"
    "Credit limit: 5,000,000.00 THB\n"
    "Outstanding principal as of 31 August 2025: 3,200,000.00 THB\n"
    "Interest rate: MRR - 0.75% = 6.25% per year\n"
    "Interest for August 2025: 16,986.30 THB, due 5 September 2025\n"
    "Principal must be reduced to 2,000,000.00 THB or less by 31 March 2026 (annual review).\n"
    "Collateral: title deed No. 10234, Bang Len (mill land, 3 rai)",
    "Page 2 - Transactions August 2025\n"
    "05 Aug 2025  Interest payment July              16,438.36\n"
    "08 Aug 2025  Drawdown (paddy purchase)        +600,000.00\n"
    "20 Aug 2025  Repayment                        -400,000.00\n"
    "Balance carried forward: 3,200,000.00",
]
TUITION = [
    "CHAO PHRAYA METROPOLITAN UNIVERSITY\nOffice of the Registrar\nTUITION FEE INVOICE - Semester 1/2025\n"
    "Student: Miss Namfon Srisuk   Student ID: 6705112087\n"
    "Faculty of Business Administration, Marketing, Year 2\n"
    " \n"
    "Tuition fee (flat rate) ............ 24,000.00\n"
    "Facilities fee ...................... 3,000.00\n"
    "Student activity fee ................ 1,500.00\n"
    "TOTAL ............................... 28,500.00 THB\n"
    " \n"
    "Payment due date: 20 August 2025. A late fee of 500 THB applies after the due date.\n"
    "Pay at any Krungthai Bank branch, Counter Service, or by mobile banking with the QR code.\n"
    "Ref.1: 6705112087  Ref.2: 25681",
]
HEALTH = [
    "BANGKOK HARMONY LIFE ASSURANCE PCL\nPREMIUM DUE NOTICE - HEALTH INSURANCE RENEWAL\nNotice date: 25 August 2025\n"
    "Insured: Mrs. Orapin Srisuk   Age: 51\nPolicy No.: BHL-H-0098213   Plan: Harmony Health Plus\n"
    "In-patient benefit: up to 1,000,000 THB per year; room and board 4,000 THB per day\n"
    "Out-patient rider: 1,500 THB per visit, 30 visits per year\n"
    "Policy anniversary: 10 October 2025\n"
    "Annual premium for the new policy year: 32,840.00 THB (last year 29,760.00 THB; age band change)\n"
    "Please pay by 10 October 2025. Grace period: 31 days.\n"
    "Premium may be deducted up to 25,000 THB for personal income tax.\n"
    "Agent: Mr. Kriangsak Poonsawat, Tel. 084-327-6619",
]
EXPORT_EMAIL = """From: Pimchanok Wongsiri <pimchanok.w@goldengrain-trading.co.th>
To: Srisuk Panich Rice Mill <srisukricemill@gmail.com>
Date: Tue, 19 Aug 2025 09:47:31 +0700
Subject: Inquiry - Pathum Thani fragrant rice, October 2025 shipment

Dear Khun Wichian,

Golden Grain Trading Co., Ltd. (Bangkok) is looking for a second supplier of Pathum Thani fragrant rice for our
Hong Kong customer. Your mill was recommended by Khun Charoen at Talaad Thai.

- Quantity: 60 tonnes, 5% broken, moisture not over 14%
- Packing: 25 kg PP woven bags with our printed logo (we supply the bags)
- Delivery: in two lots of 30 tonnes to our warehouse in Khlong Toei, 6 and 20 October 2025
- Our target price is 19,800 THB per tonne, delivered, excluding VAT

Please send a 2 kg sample and your best price by 29 August 2025. Payment is by bank transfer 15 days after
each lot passes our quality check. If this first order goes well we may need about 40 tonnes every month.

Kind regards,
Pimchanok Wongsiri
Procurement Manager, Golden Grain Trading Co., Ltd.
Tel. 02-249-8136 / 081-905-3374
"""
LINE_CHAROEN = """[LINE] ประวัติการแชทกับ เฮียเจริญ ตลาดไท
บันทึกเมื่อ: 22/08/2568 21:05

พ., 20/08/2568
08:12\tเฮียเจริญ ตลาดไท\tเชียร เดือนกันยาขอข้าวหอมเพิ่มอีก 10 ตัน นอกจากที่สัญญาไว้ 25 ตันนะ ลูกค้าร้านอาหารสั่งเยอะ
08:15\tเฮียเจริญ ตลาดไท\tแต่ราคาข้าวเปลือกลงแล้ว ล็อตเพิ่มนี้ขอตันละ 20,800 ได้ไหม
09:30\tวิเชียร โรงสีศรีสุข\tเฮีย 20,800 ผมไม่ไหวครับ ค่าไฟค่าแรงขึ้นหมด
09:31\tวิเชียร โรงสีศรีสุข\tล็อตเพิ่ม 10 ตัน ผมให้ตันละ 21,200 ครับ ส่วน 25 ตันตามสัญญายังเป็น 21,500 เหมือนเดิม
09:50\tเฮียเจริญ ตลาดไท\tโอเค 21,200 ตกลง ส่งพร้อมกันเลยได้ไหม
09:52\tวิเชียร โรงสีศรีสุข\tได้ครับ ส่งวันพุธที่ 3 ก.ย. รถสิบล้อเที่ยวเดียว ถึงตลาดไทประมาณบ่ายโมง
09:55\tเฮียเจริญ ตลาดไท\tได้ เดี๋ยวให้ลูกน้องเคลียร์ที่หน้าแผงไว้

พฤ., 21/08/2568
19:40\tเฮียเจริญ ตลาดไท\tอีกเรื่อง บริษัทโกลเด้นเกรนเขาถามหาโรงสีข้าวหอม เฮียให้เบอร์ลื้อไปแล้วนะ
19:42\tวิเชียร โรงสีศรีสุข\tขอบคุณครับเฮีย เมลเขามาแล้วครับ
"""
LINE_SOMMAI = """[LINE] ประวัติการแชทกับ ผู้ใหญ่สมหมาย กลุ่มนาบางเลน
บันทึกเมื่อ: 18/08/2568 20:30

ส., 16/08/2568
17:05\tผู้ใหญ่สมหมาย\tเฮียเชียร กลุ่มนาเรา 14 ราย จะเริ่มเกี่ยวปทุมธานี 1 วันที่ 25 ส.ค. นี้ รวมน่าจะได้ราว 320 ตัน
17:06\tผู้ใหญ่สมหมาย\tจะขนเข้าโรงสีเฮียทั้งหมด เฮียให้ราคาเท่าไหร่
17:40\tวิเชียร โรงสีศรีสุข\tข้าวแห้งความชื้นไม่เกิน 15% ผมให้ตันละ 9,300 ครับผู้ใหญ่ เกิน 15% หักเปอร์เซ็นต์ละ 150 บาท
17:42\tวิเชียร โรงสีศรีสุข\tแต่ลานตากกับเครื่องอบรับได้วันละ 40 ตัน ขอให้ทยอยเข้าวันละไม่เกิน 4 คันรถนะครับ
17:50\tผู้ใหญ่สมหมาย\tได้ เดี๋ยวผมจัดคิวให้ แล้วจ่ายเงินสดเลยหรือโอน
17:55\tวิเชียร โรงสีศรีสุข\tโอนภายใน 3 วันหลังชั่งครับ คนไหนยังมีหนี้ค่าปุ๋ยผมหักไว้ตามที่ตกลง

อา., 17/08/2568
08:20\tผู้ใหญ่สมหมาย\tโรงสีเจ้าสัวที่ดอนเจดีย์ให้ 9,250 นะเฮีย ของเฮียดีกว่านิดนึง โอเคตามนี้
"""
LINE_FAMILY = """[LINE] ประวัติการแชทในกลุ่ม บ้านศรีสุข 🏠
บันทึกเมื่อ: 16/08/2568 22:10

พฤ., 14/08/2568
20:15\tน้ำฝน\tป๊า ม๊า ใบแจ้งค่าเทอมเทอมนี้ออกแล้วนะ ต้องจ่ายภายในวันที่ 20 ส.ค. ถ้าช้าโดนปรับ
20:16\tน้ำฝน\t[ไฟล์] invoice
20:30\tอรพิน\tเดี๋ยวม๊าให้ป๊าโอนพรุ่งนี้นะลูก แล้วหอเป็นไงบ้าง
20:34\tน้ำฝน\tหอจะขึ้นค่าเช่าเดือน ก.ย. จากเดือนละ 4,000 เป็น 4,500 ค่ะ เค้าบอกค่าไฟขึ้น
20:40\tวิเชียร\tไม่เป็นไรลูก เดี๋ยวป๊าโอนค่าหอกับค่าขนมรวมเป็นเดือนละ 10,500 ตั้งแต่ ก.ย. นะ
20:41\tน้ำฝน\tขอบคุณค่ะป๊า 🙏 ปิดเทอม ต.ค. หนูจะกลับไปช่วยที่โรงสีนะ

ศ., 15/08/2568
10:05\tวิเชียร\tโอนค่าเทอมแล้วนะลูก เก็บสลิปไว้ด้วย
"""
REPAIR_LOG = """# บันทึกซ่อมเครื่องสี โรงสีศรีสุข ปี 2568

- 14 ม.ค. 68 เปลี่ยนลูกยางกะเทาะ 1 คู่ 4,800 บาท (ใช้ได้ราว 250 ตันข้าวเปลือก)
- 3 มี.ค. 68 เปลี่ยนตะแกรงเครื่องขัดขาว 6,200 บาท
- 28 เม.ย. 68 เปลี่ยนลูกยางกะเทาะอีกคู่ 4,800 บาท
- 12 มิ.ย. 68 มอเตอร์เครื่องขัด 50 แรงม้าไหม้ พันขดลวดใหม่ที่ร้านช่างหนึ่ง 36,500 บาท หยุดสีไป 4 วัน
- 22 ก.ค. 68 เปลี่ยนสายพานลำเลียง 2 เส้น 3,900 บาท
- 9 ส.ค. 68 เปลี่ยนลูกยางกะเทาะคู่ที่ 3 ของปี 4,800 บาท

## สังเกต
- เครื่องขัดตัวเก่าใช้มาตั้งแต่ปี 2548 ได้ข้าวต้นเหลือ 58% (เมื่อก่อน 62%) ข้าวหักเยอะขึ้น
- ค่าไฟเดือน ก.ค. ก็ขึ้นไปเกือบ 8 หมื่น เครื่องเก่ากินไฟ
- ถ้าเปลี่ยนเครื่องขัดใหม่ ควรทำช่วง พ.ค.-มิ.ย. ปีหน้าที่ข้าวเข้าน้อย
"""
OLD_MACHINE_QUOTE = """# ใบเสนอราคาเครื่องขัดข้าว มือสอง - เฮงการช่าง นครปฐม (ต.ค. 2567)

เลขที่ 67/088 วันที่ 15 ตุลาคม 2567 เสนอ โรงสีศรีสุขพาณิชย์

- เครื่องขัดขาวแนวตั้ง มือสองปรับสภาพ กำลังผลิต 2.5 ตัน/ชม. ราคา 650,000 บาท
- ค่าติดตั้งและขนส่ง 40,000 บาท
- รวม 690,000 บาท (ไม่มี VAT)
- รับประกัน 3 เดือน มัดจำ 50%
- ตอนนั้นยังไม่ได้ตัดสินใจ เงินไม่พอ รอดูปีหน้า
"""
LAST_YEAR = """# สรุปซื้อขายข้าว โรงสีศรีสุข ปี 2567 (ทั้งปี)

- รับซื้อข้าวเปลือกทั้งปี 1,920 ตัน จ่ายชาวนา 19,104,000 บาท
- ขายข้าวสาร 1,180 ตัน รายได้ 20,650,000 บาท
- รำ/ปลายข้าว 1,410,000 บาท
- เดือนที่ซื้อข้าวเปลือกมากสุด ก.พ. 2567 (236 ตัน)
- ราคาข้าวเปลือกเฉลี่ยทั้งปี ตันละ 10,350 บาท
"""
PRICE_NOTE = """# ราคาข้าวเปลือกที่จดไว้ ส.ค. 68 (ดูจากประกาศสมาคมโรงสีฯ และโรงสีแถวนี้)

- 4 ส.ค. ปทุมธานี 1 ความชื้น 15% ตันละ 9,100-9,300 / กข41 ความชื้น 25% ตันละ 7,400-7,600
- 11 ส.ค. ปทุมธานี 1 ตันละ 9,200-9,400 / กข41 ตันละ 7,500-7,800
- 18 ส.ค. ปทุมธานี 1 ตันละ 9,150-9,350 โรงสีดอนเจดีย์ให้ 9,250
- ข้าวสารหอมปทุมที่ตลาดไทขายส่งตันละ 21,000-22,000 (ของเราส่งเจริญผลตามสัญญา 21,500)
- ราคาลงเพราะข้าวนาปรังออกเยอะ คิดว่าปลาย ก.ย. จะลงอีก
"""
SOLAR_DRAFT = """# ไอเดียโซลาร์เซลล์ (ร่าง มิ.ย. 68)
- ถามร้านในเมือง: 50 kW ประมาณ 1.8 ล้าน ประหยัดไฟได้เดือนละราว 20,000
- หลังคาโกดังข้าวเปลือกกว้างพอไหม ให้เขามาวัด
- ลองถาม ธ.ก.ส. เรื่องสินเชื่อสีเขียว
"""
LAND_TAX = """# ภาษีที่ดินและสิ่งปลูกสร้าง ปี 2568 (อบต.บางเลน)

- ที่ดินโรงสี 3 ไร่ (โฉนด 10234) ใช้ทำการค้า ราคาประเมินรวมสิ่งปลูกสร้าง 4,800,000 บาท อัตรา 0.3% = 14,400 บาท
- บ้านหลังหลัก (ชื่ออรพิน) เป็นบ้านอยู่อาศัย ราคาประเมินไม่ถึง 50 ล้าน ได้ยกเว้น 0 บาท
- ที่นา 12 ไร่ ให้ผู้ใหญ่สมหมายเช่าทำนา เป็นที่เกษตรของบุคคลธรรมดา ได้ยกเว้น 0 บาท
- จ่ายที่ อบต. วันที่ 24 เม.ย. 2568 รวม 14,400 บาท (ปีที่แล้ว 13,950)
- ใบเสร็จเก็บไว้ในแฟ้มสีฟ้า ตู้หน้าโรงสี
"""
DISTRACTORS = {
    "โรงสีศรีสุข/ลูกค้า/ใบเสนอราคา_ร้านข้าวแกงป้าแดง_ร่าง.txt":
        "ร่างใบเสนอราคา ร้านข้าวแกงป้าแดง ตลาดสองพี่น้อง (ยังไม่ได้ส่ง)\n"
        "- ข้าวขาว 5% กระสอบ 48 กก. เดือนละ 6 กระสอบ กระสอบละ 800 = 4,800 บาท\n"
        "- ข้าวหอมปทุม กระสอบละ 1,100 ป้าแดงยังไม่เอา\n- ส่งทุกวันเสาร์ ชำระเงินสด\n",
}
WORKSPECT = {"todo.md": "- ส่งตัวอย่างข้าวหอม 2 กก. ให้โกลเด้นเกรน\n- โอนค่าเทอมน้ำฝน\n"
                        "- จ่ายค่าไฟโรงสี\n- โทรถามช่างเรื่องเครื่องขัดใหม่\n"}
SOLAR_SLIDES = [
    ("แผนติดโซลาร์รูฟ โรงสีศรีสุข ปี 2569 (Solar roof plan 2026)", "วิเชียร ศรีสุข\nสิงหาคม 2568"),
    ("ค่าไฟตอนนี้ (Power bill now)", "Average bill Jan-Jul 2025: about 72,000 THB a month\n"
                                    "Highest: July 2025, 79,355.98 THB (20,380 kWh)\nMill runs mostly 07:00-17:00"),
    ("ระบบที่เสนอ (Proposed system)", "100 kW rooftop on the paddy warehouse, by Suphan Solar Energy\n"
                                      "Cost 3,200,000 THB including install and grid-tie permit\n"
                                      "Panels warranty 25 years, inverter 10 years"),
    ("ความคุ้มค่า (Payback)", "Expected saving 38,000 THB a month\nPayback about 7 years\n"
                              "BAAC green loan 4.5% per year, 7 years"),
    ("ขั้นตอน (Timeline)", "Roof survey September 2025\nPEA permit October-December 2025\n"
                           "Install January-February 2026, before the dry-season harvest"),
]


def _trade(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รับซื้อข้าวเปลือก Paddy"
    sheet.append(["รับซื้อข้าวเปลือก โรงสีศรีสุขพาณิชย์ ม.ค.-ส.ค. 2568 (Paddy bought, Jan-Aug 2025)"])
    sheet.append(list(PADDY_HEADERS))
    for month, (tons, price) in zip(MONTHS, PADDY):
        sheet.append([month, tons, price, tons * price])
    sheet.append(["รวม (Total)", sum(t for t, _ in PADDY), "", sum(t * p for t, p in PADDY)])
    for column in (2, 3, 4):
        money_format(sheet, column)
    sales = book.create_sheet("ขายข้าวสาร Sales")
    sales.append(["ขายข้าวสารและผลพลอยได้ ม.ค.-ส.ค. 2568 (Milled rice sales)"])
    sales.append(list(SALES_HEADERS))
    for month, (tons, rice, bran) in zip(MONTHS, SALES):
        sales.append([month, tons, rice, bran, rice + bran])
    sales.append(["รวม (Total)", *(sum(column) for column in zip(*SALES)), sum(r + b for _, r, b in SALES)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    book.save(path)


def _tickets(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ใบชั่ง 1-15 ส.ค."
    sheet.append(["ใบชั่งข้าวเปลือก โรงสีศรีสุข 1-15 สิงหาคม 2568 (Paddy weigh tickets)"])
    sheet.append(list(TICKET_HEADERS))
    for date, farmer, variety, kg, moisture, price, status in TICKETS:
        sheet.append([date, farmer, variety, kg, moisture, price, kg * price // 1000, status])
    sheet.append(["รวม (Total)", "", "", sum(row[3] for row in TICKETS), "", "",
                  sum(row[3] * row[5] // 1000 for row in TICKETS), ""])
    sheet.append(["ยอดค้างจ่ายชาวนา (Unpaid)", "", "", "", "", "",
                  sum(row[3] * row[5] // 1000 for row in TICKETS if row[6] == "ค้างจ่าย"), "ต้องโอนภายในสัปดาห์"])
    for column in (4, 6, 7):
        money_format(sheet, column)
    debts = book.create_sheet("หนี้ค่าปุ๋ย Advances")
    debts.append(list(ADVANCE_HEADERS))
    for farmer, lent, date, repaid in ADVANCES:
        debts.append([farmer, lent, date, repaid, lent - repaid])
    debts.append(["รวม (Total)", sum(a[1] for a in ADVANCES), "", sum(a[3] for a in ADVANCES),
                  sum(a[1] - a[3] for a in ADVANCES)])
    for column in (2, 4, 5):
        money_format(debts, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่ายรายเดือน"
    sheet.append(["ค่าใช้จ่ายในบ้าน ปี 2568 (Household spending 2025)"])
    sheet.append(["รายการ (Item)", *HOME_MONTHS])
    for item, amounts in HOME_ROWS:
        sheet.append([item, *amounts])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*(a for _, a in HOME_ROWS)))])
    for column in range(2, 10):
        money_format(sheet, column)
    big = book.create_sheet("รายการใหญ่ Big items")
    big.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "กำหนด (Due)", "สถานะ (Status)"])
    for row in BIG_ITEMS:
        big.append(list(row))
    money_format(big, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    mill = docs / "โรงสีศรีสุข"
    for sub in ("สัญญา", "ลูกค้า", "บัญชี", "เครื่องจักร", "ค่าไฟ", "แชท", "แผนงาน", "เงินกู้"):
        (mill / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("ลูก", "ประกัน", "ภาษี"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(mill / "สัญญา" / "สัญญาส่งข้าวสาร_เจริญผล_2568.docx", CONTRACT_TOP, table=CONTRACT_TABLE,
               bottom=CONTRACT_BOTTOM)
    write_docx(mill / "สัญญา" / "สัญญาส่งข้าวสาร_เจริญผล_2567.docx", OLD_CONTRACT_TOP, table=OLD_CONTRACT_TABLE,
               bottom=["ลงชื่อ เจริญ แซ่ลิ้ม ผู้ซื้อ", "ลงชื่อ วิเชียร ศรีสุข ผู้ขาย"])
    write_docx(mill / "ลูกค้า" / "ใบเสนอราคา_โรงเรียนวัดบ้านกุ่ม_2568-08.docx", QUOTE_TOP, table=QUOTE_TABLE,
               bottom=QUOTE_BOTTOM)
    (mill / "ลูกค้า" / "GoldenGrain_inquiry_email.txt").write_text(EXPORT_EMAIL, encoding="utf-8")
    _trade(mill / "บัญชี" / "ซื้อขายข้าว_โรงสีศรีสุข_2568.xlsx")
    _tickets(mill / "บัญชี" / "ใบชั่งข้าวเปลือก_สค2568.xlsx")
    (mill / "บัญชี" / "สรุปซื้อขายข้าว_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    (mill / "บัญชี" / "ราคาข้าวเปลือก_จดไว้_สค68.md").write_text(PRICE_NOTE, encoding="utf-8")
    make_pdf(mill / "เครื่องจักร" / "ChainatRiceMachinery_quote_polisher_2025-08.pdf", MACHINE_QUOTE)
    (mill / "เครื่องจักร" / "ใบเสนอราคาเครื่องขัด_เฮงการช่าง_2567.md").write_text(OLD_MACHINE_QUOTE,
                                                                                   encoding="utf-8")
    (mill / "เครื่องจักร" / "บันทึกซ่อมเครื่องสี_2568.md").write_text(REPAIR_LOG, encoding="utf-8")
    make_pdf(mill / "ค่าไฟ" / "PEA_bill_mill_2025-08.pdf", PEA_BILL)
    (mill / "แชท" / "LINE_เฮียเจริญ_ตลาดไท_2568-08.txt").write_text(LINE_CHAROEN, encoding="utf-8")
    (mill / "แชท" / "LINE_ผู้ใหญ่สมหมาย_กลุ่มนาบางเลน.txt").write_text(LINE_SOMMAI, encoding="utf-8")
    write_slides(mill / "แผนงาน" / "แผนติดโซลาร์รูฟ_โรงสี_2569.pptx", SOLAR_SLIDES)
    (mill / "แผนงาน" / "ไอเดียโซลาร์_ร่าง.md").write_text(SOLAR_DRAFT, encoding="utf-8")
    make_pdf(mill / "เงินกู้" / "BAAC_loan_statement_2025-08.pdf", LOAN_PAGES)
    make_pdf(home / "ลูก" / "CPMU_tuition_invoice_Namfon_2025-1.pdf", TUITION)
    (home / "ลูก" / "LINE_บ้านศรีสุข_ค่าเทอมน้ำฝน.txt").write_text(LINE_FAMILY, encoding="utf-8")
    make_pdf(home / "ประกัน" / "HarmonyLife_health_renewal_Orapin_2025.pdf", HEALTH)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    (home / "ภาษี" / "ภาษีที่ดิน_โรงสีและบ้าน_2568.md").write_text(LAND_TAX, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the family's to-do list."""
    write_texts(workspect, WORKSPECT)
