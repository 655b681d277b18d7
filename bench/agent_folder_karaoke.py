"""A folder for a blind agent-task set (`karaoke`): a Khon Kaen karaoke-and-restaurant owner's papers.

Pornthip Saensuk (เจ๊ทิพย์) runs Thip Karaoke & Restaurant (ทิพย์คาราโอเกะ แอนด์ เรสเตอรองต์) on Mittraphap Road,
Mueang Khon Kaen, with ten karaoke rooms and an 80-seat restaurant: staff wages for August 2568 (xlsx, two sheets:
pay and advances) and July's sheet, the staff LINE group, the music-copyright licence invoice for 2025-26 and last
year's (English pdf) with a Thai note about a visit from another music company, the drinks distributor's English
price list and invoice (pdf), last year's price list (md) and a rival distributor's Thai quote (docx, a table), the
September room bookings (xlsx, two sheets: bookings and room rates), a LINE chat with a company customer about a
staff party and the party quote (docx, a table), a draft quote for a school reunion (md), an English email from a
teacher asking to book a farewell party, income and expenses by month for January-August 2568 (xlsx, two sheets,
Thai/English headers) and last year's income summary (md), the shop's electricity bill (English pdf), slides of a
VIP-room plan for 2569 (pptx) and a draft of the idea, a note on renewing the entertainment-venue permit; plus
household papers: the home-loan statement (English pdf), the daughter's school-fee letter (docx, a table) and a
household-costs note. The workspect holds a to-do list. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

WAGE_HEADERS = ("ชื่อ (Name)", "ตำแหน่ง (Position)", "อัตรา (Rate)", "วันทำงาน (Days)", "ค่าแรง (Wage, THB)",
                "ส่วนแบ่งทิป (Tips, THB)", "หักเบิกล่วงหน้า (Advance, THB)", "รับสุทธิ (Net pay, THB)")
WAGES_AUG = [
    ("น้องเบียร์ (กัลยา)", "ผู้จัดการกะ/แคชเชียร์", "เดือนละ 15,000", 30, 15000, 0, 2000),
    ("พี่ต้อม (ธีระ)", "พ่อครัว", "เดือนละ 14,000", 30, 14000, 0, 0),
    ("น้องแป้ง (ศิริพร)", "ผู้ช่วยครัว", "วันละ 400", 26, 10400, 0, 1000),
    ("น้องบอส (ภานุวัฒน์)", "พนักงานเสิร์ฟ", "วันละ 380", 27, 10260, 1850, 500),
    ("น้องฝน (วรรณิศา)", "พนักงานเสิร์ฟ", "วันละ 380", 24, 9120, 1850, 0),
    ("น้าเหมียว (บุญเรือน)", "แม่บ้าน/ล้างจาน", "วันละ 350", 26, 9100, 0, 0),
    ("พี่โจ้ (อนุชา)", "ดีเจ/ดูแลเครื่องเสียง (พาร์ทไทม์)", "คืนละ 500", 13, 6500, 0, 0),
]
WAGES_JUL = [
    ("น้องเบียร์ (กัลยา)", "ผู้จัดการกะ/แคชเชียร์", "เดือนละ 15,000", 31, 15000, 0, 0),
    ("พี่ต้อม (ธีระ)", "พ่อครัว", "เดือนละ 14,000", 31, 14000, 0, 0),
    ("น้องแป้ง (ศิริพร)", "ผู้ช่วยครัว", "วันละ 400", 27, 10800, 0, 0),
    ("น้องบอส (ภานุวัฒน์)", "พนักงานเสิร์ฟ", "วันละ 380", 26, 9880, 1600, 1000),
    ("น้องฝน (วรรณิศา)", "พนักงานเสิร์ฟ", "วันละ 380", 26, 9880, 1600, 0),
    ("น้าเหมียว (บุญเรือน)", "แม่บ้าน/ล้างจาน", "วันละ 350", 27, 9450, 0, 0),
    ("พี่โจ้ (อนุชา)", "ดีเจ/ดูแลเครื่องเสียง (พาร์ทไทม์)", "คืนละ 500", 12, 6000, 0, 0),
]
ADVANCES_AUG = [
    ("05/08/2568", "น้องเบียร์ (กัลยา)", 1000, "ค่าเทอมน้อง"),
    ("10/08/2568", "น้องแป้ง (ศิริพร)", 1000, "กลับบ้านที่ชัยภูมิ"),
    ("15/08/2568", "น้องเบียร์ (กัลยา)", 1000, ""),
    ("20/08/2568", "น้องบอส (ภานุวัฒน์)", 500, "ซ่อมมอเตอร์ไซค์"),
]
LINE_STAFF = """[LINE] ประวัติการแชทกลุ่ม ทีมร้านทิพย์ 🎤
บันทึกเมื่อ: 31/08/2568 23:58

ศ., 29/08/2568
15:02\tเจ๊ทิพย์\tแจ้งทุกคนนะ เงินเดือน ส.ค. โอนเข้าบัญชีวันที่ 31 ตามเดิม ใครเบิกไปแล้วจะหักให้ในสลิป
15:05\tเบียร์\tรับทราบค่ะเจ๊ 🙏
15:10\tเจ๊ทิพย์\tวันที่ 12 ก.ย. งานเลี้ยงอีสานมอเตอร์ 35 คน เปิดห้อง L1 กับ L2 ทุกคนเข้ากะ 17:00 ห้ามลานะ
15:11\tเจ๊ทิพย์\tคืนนั้นให้พิเศษคนละ 300 บาท นอกจากทิป
15:14\tบอส\tได้ครับเจ๊
15:20\tฝน\tเจ๊คะ หนูขอเบิก 1,000 ของเดือน ก.ย. ได้ไหมคะ แม่ไม่สบาย
15:26\tเจ๊ทิพย์\tได้จ้ะ เดี๋ยวให้เบียร์จ่ายจากลิ้นชัก จดไว้ในสมุดด้วย

ส., 30/08/2568
11:40\tโจ้ ดีเจ\tไมค์ไร้สายห้อง M2 เสีย 1 ตัวครับ ตัวใหม่ Shure ราคา 3,900 สั่งเลยไหมครับ
11:52\tเจ๊ทิพย์\tสั่งเลย เอาใบเสร็จมาเบิกนะ
12:05\tเจ๊ทิพย์\tประชุมพนักงาน จันทร์ที่ 1 ก.ย. บ่ายสองโมง เรื่องแบ่งทิปใหม่กับเมนูงานเลี้ยง
"""
LICENCE_2025 = [
    "SIAM MUSIC RIGHTS CO., LTD. (SMR)\n"
    "Northeast Office: 88/12 Srichan Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 043-225-914\n"
    "PUBLIC PERFORMANCE LICENCE - INVOICE\n"
    "Invoice No.: SMR-KK-2025-0381   Date: 15 July 2025\n"
    "Licensee: Thip Karaoke & Restaurant (Mrs. Pornthip Saensuk)\n"
    "245 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Licence period: 1 August 2025 - 31 July 2026\n"
    " \n"
    "Karaoke rooms              10 rooms x 2,600.00 = 26,000.00\n"
    "Background music, restaurant area (80 seats)  =  3,500.00\n"
    "Subtotal: 29,500.00 THB\nVAT 7%: 2,065.00 THB\nTotal amount due: 31,565.00 THB\n"
    " \n"
    "Payment due by 31 July 2025. One licence sticker must be displayed at the door of each licensed room.\n"
    "This licence covers only the catalogues of member labels listed at www.smr-music.example/members.",
]
LICENCE_2024 = [
    "SIAM MUSIC RIGHTS CO., LTD. (SMR)\n"
    "Northeast Office: 88/12 Srichan Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "PUBLIC PERFORMANCE LICENCE - INVOICE\n"
    "Invoice No.: SMR-KK-2024-0297   Date: 12 July 2024\n"
    "Licensee: Thip Karaoke & Restaurant (Mrs. Pornthip Saensuk)\n"
    "Licence period: 1 August 2024 - 31 July 2025\n"
    " \n"
    "Karaoke rooms              10 rooms x 2,200.00 = 22,000.00\n"
    "Background music, restaurant area (80 seats)  =  3,000.00\n"
    "Subtotal: 25,000.00 THB\nVAT 7%: 1,750.00 THB\nTotal amount due: 26,750.00 THB\n"
    "Payment due by 31 July 2024.",
]
MUSIC_NOTE = """# เรื่องลิขสิทธิ์เพลง (จดไว้ 22 ส.ค. 68)

- 20 ส.ค. 68 ประมาณสามทุ่ม มีผู้ชาย 2 คน อ้างว่ามาจาก บ.เพลงดีมีสุข มิวสิค ขอเข้าตรวจห้องคาราโอเกะ
- บอกว่าร้านเปิดเพลงค่ายเขา 14 เพลงโดยไม่มีใบอนุญาต จะแจ้งความ ถ้าจ่ายวันนี้ยอมความ 50,000 บาท
- เราจ่าย SMR ไปแล้วรอบ 68/69 (ห้องละ 2,600) แต่ค่ายนี้ไม่ได้อยู่ในรายชื่อสมาชิก SMR
- โทรปรึกษาทนายกอล์ฟ: ห้ามจ่ายเงินสดให้ใคร ขอดูหนังสือมอบอำนาจตัวจริงกับบัตรประชาชน
- สุดท้ายเขาลดเหลือจ่ายเหมาปีละ 8,000 บาท ให้ไปคิดดู นัดกลับมาอีกที 5 ก.ย. 68
- ต้องเช็กกับร้านที่เช่าตู้เพลงว่าเพลงในเครื่องครอบคลุมค่ายไหนบ้าง ถ้าไม่ครอบคลุมให้ลบเพลงค่ายนี้ออก
"""
PRICELIST_2025 = [
    "ISAN BEVERAGE DISTRIBUTION CO., LTD.\n"
    "199 Moo 3, Mittraphap Road, Tha Phra, Mueang Khon Kaen 40260  Tel. 043-306-771\n"
    "WHOLESALE PRICE LIST - effective 1 August 2025 (THB per case, VAT included)\n"
    "Customer: Thip Karaoke & Restaurant, customer code KK-R-0412\n"
    " \n"
    "Leo beer 620 ml x 12 bottles ............... 660\n"
    "Chang Classic 620 ml x 12 bottles .......... 690\n"
    "Singha beer 620 ml x 12 bottles ............ 780\n"
    "Heineken 620 ml x 12 bottles ............... 1,020\n"
    "Singha soda water 325 ml x 24 .............. 168\n"
    "Drinking water 600 ml x 12 ................. 52\n"
    "Coca-Cola 1.25 L x 12 ...................... 300\n"
    "Hong Thong whisky 700 ml x 12 .............. 3,480\n"
    " \n"
    "Terms: free delivery in Mueang Khon Kaen for orders over 5,000 THB. Bottle deposit 60 THB per case.\n"
    "Credit 15 days from invoice date for regular customers.",
]
INVOICE_DRINKS = [
    "ISAN BEVERAGE DISTRIBUTION CO., LTD.\nTAX INVOICE / DELIVERY NOTE\n"
    "Invoice No.: INV2508-117   Date: 9 August 2025\n"
    "Customer: Thip Karaoke & Restaurant (Mrs. Pornthip Saensuk), 245 Mittraphap Road, Mueang Khon Kaen\n"
    "Customer code: KK-R-0412\n"
    " \n"
    "Leo beer 620 ml x 12         20 cases x   660.00 = 13,200.00\n"
    "Chang Classic 620 ml x 12    10 cases x   690.00 =  6,900.00\n"
    "Singha soda water 325 ml x 24 15 cases x  168.00 =  2,520.00\n"
    "Drinking water 600 ml x 12   10 cases x    52.00 =    520.00\n"
    "Hong Thong whisky 700 ml x 12 2 cases x 3,480.00 =  6,960.00\n"
    " \n"
    "Total (VAT included): 30,100.00 THB\nBottle deposit 30 cases x 60: 1,800.00 THB\n"
    "Total amount due: 31,900.00 THB\n"
    "Payment term: credit 15 days. Due date: 24 August 2025\n"
    "Pay by transfer to Bangkok Bank, account 412-0-55873-9, Isan Beverage Distribution Co., Ltd.",
]
PRICELIST_2567 = """# ราคาเครื่องดื่ม อีสานเบฟ (ใบราคาปี 2567 ใบเก่า)

- ลีโอ 620 มล. ลังละ 620 บาท
- ช้างคลาสสิก 620 มล. ลังละ 650 บาท
- สิงห์ 620 มล. ลังละ 740 บาท
- โซดาสิงห์ 325 มล. (24 ขวด) 156 บาท
- น้ำดื่ม 600 มล. (12 ขวด) 48 บาท
- หงส์ทอง 700 มล. ลังละ 3,300 บาท
- ส่งฟรีสั่งเกิน 5,000 เครดิต 15 วัน
"""
RIVAL_QUOTE_TOP = [
    "ใบเสนอราคา",
    "ห้างหุ้นส่วนจำกัด ขอนแก่นรุ่งเรืองเครื่องดื่ม 57/3 ถนนเหล่านาดี ตำบลในเมือง อำเภอเมืองขอนแก่น 40000 "
    "โทร 043-468-220",
    "เลขที่ QT-2568/088   วันที่ 1 สิงหาคม 2568",
    "เรียน คุณพรทิพย์ แสนสุข ร้านทิพย์คาราโอเกะ แอนด์ เรสเตอรองต์",
    "ทางห้างฯ ขอเสนอราคาเครื่องดื่มสำหรับร้านอาหาร ดังนี้ (ราคาต่อลัง รวมภาษีมูลค่าเพิ่มแล้ว)",
]
RIVAL_QUOTE_TABLE = [
    ("ลำดับ", "สินค้า", "หน่วย", "ราคา (บาท)"),
    ("1", "เบียร์ลีโอ 620 มล.", "ลัง 12 ขวด", "645"),
    ("2", "เบียร์ช้างคลาสสิก 620 มล.", "ลัง 12 ขวด", "675"),
    ("3", "เบียร์สิงห์ 620 มล.", "ลัง 12 ขวด", "785"),
    ("4", "โซดาสิงห์ 325 มล.", "แพ็ก 24 ขวด", "165"),
    ("5", "น้ำดื่ม 600 มล.", "แพ็ก 12 ขวด", "50"),
]
RIVAL_QUOTE_BOTTOM = [
    "เงื่อนไข: ส่งฟรีในเขตอำเภอเมือง สั่งขั้นต่ำ 3,000 บาท เครดิต 30 วันนับจากวันส่งของ",
    "ลูกค้าที่สั่งตั้งแต่ 100 ลังต่อเดือน รับตู้แช่เบียร์ 2 ประตู ให้ยืมใช้ฟรี 1 ตู้",
    "ยืนราคาถึงวันที่ 31 ตุลาคม 2568",
    "ลงชื่อ ชาญวิทย์ รุ่งเรืองศรี ผู้จัดการฝ่ายขาย",
]
BOOKING_HEADERS = ("วันที่ (Date)", "เวลา (Time)", "ห้อง (Room)", "ผู้จอง (Booked by)", "โทร (Phone)",
                   "จำนวนคน (Guests)", "มัดจำ (Deposit, THB)", "หมายเหตุ (Note)")
BOOKINGS = [
    ("05/09/2568", "20:00-24:00", "M2", "คุณบอย", "089-712-4403", 8, 500, "วันเกิด ขอเค้กจากร้านข้างนอกเข้ามาได้"),
    ("06/09/2568", "21:00-01:00", "S3", "น้องพลอย", "062-118-9054", 5, 500, ""),
    ("12/09/2568", "18:30-23:30", "L1+L2", "คุณแอน (อีสานมอเตอร์)", "081-960-2287", 35, 10000,
     "งานเลี้ยงบริษัท ดูใบเสนอราคา"),
    ("13/09/2568", "19:00-23:00", "L2", "ครูวิไล (ศิษย์เก่าแก่นนครพิทยา รุ่น 35)", "086-443-5170", 20, 2000,
     "รอยืนยันเมนู"),
    ("19/09/2568", "20:00-23:00", "M1", "คุณหมอเก่ง", "095-227-8816", 9, 1000, ""),
    ("20/09/2568", "19:30-23:30", "M3", "แก๊งพี่นุ่น ธ.กรุงไทย", "087-335-0192", 10, 1000, ""),
    ("27/09/2568", "18:00-22:00", "L1", "Mark Henderson (ครูต่างชาติ)", "093-584-6627", 20, 0,
     "รอยืนยัน ขอจอ HDMI"),
]
RATE_HEADERS = ("ห้อง (Room)", "ขนาด (Size)", "จำนวนคน (Capacity)", "ก่อน 20:00 ต่อชม. (Before 8pm, THB/hr)",
                "หลัง 20:00 ต่อชม. (After 8pm, THB/hr)")
RATES = [
    ("S1-S4", "เล็ก (Small)", "4-6 คน", 200, 250),
    ("M1-M4", "กลาง (Medium)", "8-10 คน", 350, 400),
    ("L1-L2", "ใหญ่ (Large)", "15-20 คน", 600, 700),
]
LINE_ANN = """[LINE] ประวัติการแชทกับ แอน Isan Motor HR
บันทึกเมื่อ: 03/09/2568 10:12

จ., 25/08/2568
09:15\tแอน Isan Motor HR\tสวัสดีค่ะเจ๊ทิพย์ บริษัทจะจัดเลี้ยงพนักงานฝ่ายขายวันศุกร์ที่ 12 ก.ย. ประมาณ 30 คนค่ะ
09:16\tแอน Isan Motor HR\tอยากได้ห้องใหญ่ อาหารอีสาน แล้วก็เบียร์เหมาค่ะ
09:40\tเจ๊ทิพย์\tได้ค่ะคุณแอน 30 คนต้องเปิด L1 กับ L2 เชื่อมกันค่ะ เดี๋ยวเจ๊ทำใบเสนอราคาส่งให้นะคะ
14:02\tเจ๊ทิพย์\t[ไฟล์] ใบเสนอราคา_งานเลี้ยง_อีสานมอเตอร์_2568-09.docx

พฤ., 28/08/2568
10:30\tแอน Isan Motor HR\tเจ๊คะ สรุปคนเพิ่มเป็น 35 คนนะคะ ผู้จัดการสาขาอุดรมาด้วย
10:31\tแอน Isan Motor HR\tโอนมัดจำแล้ว 10,000 บาทค่ะ [รูปภาพ]
10:45\tเจ๊ทิพย์\tได้รับแล้วค่ะ ขอบคุณค่ะ เจ๊แก้ใบเสนอราคาเป็น 35 ท่านให้แล้วนะคะ
10:50\tแอน Isan Motor HR\tขอเริ่ม 6 โมงครึ่งได้ไหมคะ แล้วใบกำกับภาษีออกในนามบริษัท อีสานมอเตอร์ เซลส์ จำกัด นะคะ
10:52\tเจ๊ทิพย์\tได้ค่ะ 18:30 ส่วนที่เหลือชำระคืนงานได้เลยค่ะ รับโอนหรือบัตรเครดิต

อ., 02/09/2568
16:20\tแอน Isan Motor HR\tขอเค้ก 2 ปอนด์ด้วยนะคะ ให้ผู้จัดการที่เกษียณ เขียนว่า "ขอบคุณพี่ประสิทธิ์"
16:25\tเจ๊ทิพย์\tได้ค่ะ เค้กเจ๊สั่งร้านประจำให้ 650 บาท บวกเพิ่มในบิลคืนงานนะคะ
"""
PARTY_TOP = [
    "ใบเสนอราคา (ฉบับแก้ไข 28 ส.ค. 2568)",
    "ร้านทิพย์คาราโอเกะ แอนด์ เรสเตอรองต์ (นางพรทิพย์ แสนสุข) 245 ถนนมิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น 40000 "
    "โทร 081-544-7032",
    "เลขที่ TK68-021   วันที่ 28 สิงหาคม 2568",
    "เรียน คุณแอน ฝ่ายบุคคล บริษัท อีสานมอเตอร์ เซลส์ จำกัด",
    "เรื่อง งานเลี้ยงพนักงาน วันศุกร์ที่ 12 กันยายน 2568 เวลา 18:30-23:30 น. จำนวน 35 ท่าน",
]
PARTY_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "ห้องคาราโอเกะใหญ่ L1+L2 เปิดเชื่อมกัน เหมา 5 ชั่วโมง", "1 งาน", "5,000"),
    ("2", "บุฟเฟ่ต์อาหารอีสาน (ส้มตำ ลาบ ไก่ย่าง ต้มแซ่บ ข้าวเหนียว) ท่านละ 350", "35 ท่าน", "12,250"),
    ("3", "เบียร์ลีโอ 620 มล. เหมาลัง ลังละ 1,200", "6 ลัง", "7,200"),
    ("4", "น้ำแข็ง โซดา น้ำดื่ม มิกเซอร์ เหมา", "1 งาน", "1,500"),
    ("", "รวมทั้งสิ้น", "", "25,950"),
    ("", "หักมัดจำ (โอนแล้ว 28 ส.ค. 2568)", "", "10,000"),
    ("", "คงเหลือชำระวันงาน", "", "15,950"),
]
PARTY_BOTTOM = [
    "เงื่อนไข: เบียร์เกิน 6 ลังคิดตามจริงขวดละ 100 บาท เกินเวลาคิดชั่วโมงละ 1,400 บาท (สองห้อง)",
    "ยกเลิกก่อน 7 วันคืนมัดจำเต็มจำนวน ยกเลิกหลังจากนั้นไม่คืนมัดจำ",
    "ราคานี้ไม่มีค่าบริการ (service charge) ออกใบกำกับภาษีได้",
    "ลงชื่อ พรทิพย์ แสนสุข",
]
REUNION_DRAFT = """ร่างใบเสนอราคา งานเลี้ยงรุ่น ศิษย์เก่าแก่นนครพิทยา รุ่น 35 (ครูวิไล) - ยังไม่ได้ส่ง
วันเสาร์ 13 ก.ย. 68 ห้อง L2 19:00-23:00
- ค่าห้อง L2 เหมา 4 ชม. 2,800
- อาหารชุด 20 ท่าน x 300 = 6,000
- เบียร์ลีโอ 3 ลัง x 1,200 = 3,600
- รวม 12,400 บาท มัดจำแล้ว 2,000
ครูวิไลขอลดเหลือหมื่นเดียว ยังไม่ตอบ
"""
FAREWELL_EMAIL = """From: Mark Henderson <mark.h@kkli-language.example.ac.th>
To: Thip Karaoke <thipkaraoke.kk@gmail.com>
Date: Tue, 2 Sep 2025 14:07:51 +0700
Subject: Booking a big room for a farewell party - Sat 27 Sept

Hi Khun Pornthip,

I teach at the Language Institute near the university and a colleague recommended your place. We'd like to
book your large karaoke room for a farewell party for our head teacher on Saturday 27 September 2025,
from 6 pm to 10 pm, for about 20 people (teachers and some of their families).

Our budget is around 650 baht per person for food and drinks, room included if possible. Three of us are
vegetarian, and one guest can't eat peanuts. Could you send a set menu or package we can choose from?

We'd also like to connect a laptop (HDMI) to the TV to show a slideshow at the start, and we'd love some
English songs - do your machines have many? We'd pay the deposit by bank transfer.

Please let me know by 15 September if possible so I can collect money from everyone.
My phone is 093-584-6627.

Thanks a lot,
Mark
"""
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)", "ก.ค. (Jul)",
          "ส.ค. (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "ค่าห้อง (Rooms, THB)", "อาหาร (Food, THB)", "เครื่องดื่ม (Drinks, THB)",
                  "รวมรายรับ (Total income, THB)")
INCOME = [(96500, 88200, 142300), (84000, 79600, 128900), (102300, 91400, 156800), (131700, 104900, 198600),
          (88400, 82100, 133500), (79200, 76800, 119700), (83600, 80300, 127400), (91800, 85900, 139600)]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าแรง (Wages, THB)", "เครื่องดื่ม/วัตถุดิบ (Drinks & ingredients, THB)",
                   "ค่าไฟ (Electricity, THB)", "ลิขสิทธิ์เพลง (Music licence, THB)", "อื่นๆ (Other, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
EXPENSES = [(76400, 118600, 21300, 0, 8200, ""), (75900, 106200, 19800, 0, 6500, ""),
            (77300, 128400, 24600, 0, 9100, ""), (79800, 157300, 28900, 0, 14200, "ซ่อมแอร์ห้อง L1"),
            (76100, 110700, 26400, 0, 7300, ""), (75500, 101900, 23800, 0, 6900, ""),
            (77210, 106300, 22700, 31565, 7800, "ค่าลิขสิทธิ์เพลง SMR ปี 68/69"),
            (74580, 114900, 23940, 0, 8600, "ไมค์ใหม่ห้อง M2")]
SUMMARY_2567 = """# สรุปรายรับร้านทิพย์ ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 3,712,400 บาท (ค่าห้อง 1,081,600 อาหาร 1,004,300 เครื่องดื่ม 1,626,500)
- เดือนที่ดีที่สุด เม.ย. 2567 412,800 บาท (สงกรานต์)
- เดือนที่แย่สุด ก.ย. 2567 248,100 บาท (ฝนตกทั้งเดือน)
- ค่าแรงเฉลี่ยเดือนละ 72,000 บาท ค่าลิขสิทธิ์เพลง SMR 26,750 บาท
- กำไรทั้งปีประมาณ 1,018,000 บาท
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen Office\nELECTRICITY BILL / RECEIPT\n"
    "Bill date: 25 August 2025   Billing period: 21 July 2025 - 20 August 2025\n"
    "Customer: Mrs. Pornthip Saensuk (Thip Karaoke & Restaurant)\n"
    "Address: 245 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "Customer No.: 020011458736   Meter No.: 7421903   Tariff: 2.2 Small general service\n"
    " \n"
    "Meter reading: previous 183,420 / present 188,270\n"
    "Units used: 4,850 kWh\n"
    "Energy charge (4,850 kWh x 4.1800): 20,273.00\n"
    "Ft charge (4,850 kWh x 0.3972): 1,926.42\n"
    "Service charge: 174.41\n"
    "Subtotal: 22,373.83\nVAT 7%: 1,566.17\nTotal amount due: 23,940.00 THB\n"
    "Please pay by 5 September 2025. Supply may be disconnected if unpaid after the due date.",
]
VIP_SLIDES = [
    ("แผนปรับปรุงห้อง VIP ปี 2569", "ร้านทิพย์คาราโอเกะ แอนด์ เรสเตอรองต์\nรวมห้องเล็ก S3 กับ S4 เป็นห้อง VIP 1 ห้อง "
     "จุ 12 คน\nปิดปรับปรุง 3 สัปดาห์ เริ่ม 6 มกราคม 2569"),
    ("งบประมาณ", "ก่อสร้าง/ตกแต่ง ผนังเก็บเสียง 185,000 บาท\nเครื่องเสียง + จอ 85 นิ้ว 120,000 บาท\n"
     "แอร์ 36,000 BTU 45,000 บาท\nโซฟา/เฟอร์นิเจอร์ 30,000 บาท\nรวม 380,000 บาท"),
    ("ราคาห้อง VIP", "ก่อน 20:00 ชั่วโมงละ 1,000 บาท\nหลัง 20:00 ชั่วโมงละ 1,200 บาท\nขั้นต่ำ 3 ชั่วโมง "
     "มีพนักงานประจำห้อง"),
    ("คืนทุน", "คาดว่าเปิดห้องเฉลี่ยเดือนละ 40 ชั่วโมง รายได้ค่าห้องประมาณ 48,000 บาทต่อเดือน\n"
     "เสียรายได้ห้อง S3+S4 เดิมประมาณ 10,000 บาทต่อเดือน\nคืนทุนประมาณ 10 เดือน"),
    ("เงินทุน", "เงินเก็บร้าน 200,000 บาท\nกู้สินเชื่อ SME ธนาคารออมสิน 180,000 บาท ผ่อน 3 ปี"),
]
VIP_DRAFT = """# ไอเดียห้อง VIP (ร่าง มิ.ย. 68)
- ทำห้อง VIP จากห้อง S4 ห้องเดียว งบสัก 250,000
- คิดชั่วโมงละ 1,000 ทั้งคืน
- ถามช่างเบิ้มเรื่องผนังเก็บเสียง ยังไม่ได้ราคา
- คุยกับพี่สมชายก่อน
"""
PERMIT_NOTE = """# ต่อใบอนุญาตตั้งสถานบริการ (ร้านคาราโอเกะ) ปี 2568

- ใบอนุญาตเลขที่ ขก 0032/2563 ออกโดยที่ว่าการอำเภอเมืองขอนแก่น
- หมดอายุ 14 พฤศจิกายน 2568 (อายุใบละ 5 ปี)
- ต้องยื่นขอต่อก่อนหมดอายุอย่างน้อย 30 วัน = ภายใน 15 ต.ค. 68
- ค่าธรรมเนียมต่ออายุ 25,000 บาท
- เอกสาร: ใบอนุญาตเดิม สำเนาบัตร ทะเบียนบ้าน แผนผังร้าน ใบรับรองระบบดับเพลิงจากเทศบาล
- ถังดับเพลิง 12 ถังหมดอายุ ต.ค. นี้ ต้องเติมก่อน ร้านเติมถังละ 350
"""
GHB_PAGES = [
    "GOVERNMENT HOUSING BANK - Khon Kaen Branch\nHOME LOAN ACCOUNT STATEMENT\nStatement date: 31 August 2025\n"
    "Borrowers: Mrs. Pornthip Saensuk and Mr. Somchai Saensuk\nLoan account No.: 0-2345-678901-2\n"
    "Property: 89/45 Baan Suan Mittraphap Village, Sila, Mueang Khon Kaen 40000\n"
    "Original loan amount: 1,850,000.00 THB, contract date 15 March 2019, term 25 years\n"
    "Interest rate: 3.50% per year fixed until 31 December 2025, then MRR - 1.50%\n"
    "Monthly installment: 11,200.00 THB, debited from savings account on the 1st of each month\n"
    "Outstanding principal as of 31 August 2025: 1,264,387.52 THB\n"
    "Interest paid in 2025 (Jan-Aug): 30,118.46 THB (keep this statement for your income tax deduction)",
    "Page 2 - Recent payments\n"
    "01 Jun 2025  11,200.00  principal 7,428.31  interest 3,771.69\n"
    "01 Jul 2025  11,200.00  principal 7,450.02  interest 3,749.98\n"
    "01 Aug 2025  11,200.00  principal 7,471.79  interest 3,728.21\n"
    "Next installment: 1 September 2025, 11,200.00 THB",
]
SCHOOL_TOP = [
    "โรงเรียนเทพศึกษาขอนแก่น",
    "ที่ ทศ.ขก. 412/2568   วันที่ 1 กันยายน 2568",
    "เรื่อง แจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "เรียน ผู้ปกครองของ ด.ญ.ณัฐธิดา แสนสุข (น้องมายด์) ชั้นมัธยมศึกษาปีที่ 2/3 เลขประจำตัว 21457",
    "โรงเรียนขอแจ้งค่าธรรมเนียมการศึกษาภาคเรียนที่ 2 ดังรายการต่อไปนี้",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน (ห้องเรียนพิเศษวิทย์-คณิต)", "14,500"),
    ("ค่าคอมพิวเตอร์และอินเทอร์เน็ต", "1,200"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน / ทัศนศึกษา", "1,800"),
    ("ค่าอาหารกลางวัน (84 วัน วันละ 50 บาท)", "4,200"),
    ("ค่าประกันอุบัติเหตุ", "300"),
    ("รวมทั้งสิ้น", "22,000"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีธนาคารกรุงไทย 403-1-28876-4 "
    "ชื่อบัญชี โรงเรียนเทพศึกษาขอนแก่น แล้วส่งสลิปทางไลน์ห้อง",
    "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568",
    "ลงชื่อ นางอรุณี พรหมมา รองผู้อำนวยการฝ่ายบริหารงบประมาณ",
]
HOUSE_NOTE = """# ค่าใช้จ่ายบ้าน 2568 (จดไว้กันลืม)

- ผ่อนบ้าน ธอส. เดือนละ 11,200 ตัดวันที่ 1
- ค่าเทอมมายด์ เทอม 2 รวม 22,000 จ่ายก่อนสิ้น ต.ค. (เทอม 1 จ่ายไป 21,500)
- เรียนพิเศษคณิตมายด์ เดือนละ 3,000
- ค่าไฟบ้าน ประมาณ 2,600-3,100 ค่าเน็ต 599
- ประกันชีวิตพี่สมชาย ปีละ 24,000 ครบ พ.ย.
- ส่งแม่ที่บ้านไผ่ เดือนละ 5,000
"""
DISTRACTORS = {
    "ร้านทิพย์คาราโอเกะ/เครื่องดื่ม/ราคาเครื่องดื่ม_อีสานเบฟ_2567.md": PRICELIST_2567,
    "ร้านทิพย์คาราโอเกะ/จองห้อง/ใบเสนอราคา_งานเลี้ยงรุ่น_แก่นนครพิทยา_ร่าง.txt": REUNION_DRAFT,
    "ร้านทิพย์คาราโอเกะ/บัญชี/สรุปรายรับร้าน_ปี2567.md": SUMMARY_2567,
    "ร้านทิพย์คาราโอเกะ/แผนงาน/ไอเดียห้องVIP_ร่าง.md": VIP_DRAFT,
}
WORKSPECT = {"todo.md": "- โทรหาทนายกอล์ฟก่อน 5 ก.ย.\n- ตอบอีเมลครูฝรั่งเรื่องงานเลี้ยง\n"
                        "- โอนค่าเครื่องดื่มอีสานเบฟ\n- เตรียมเอกสารต่อใบอนุญาต\n"}


def _wages(path: Path, title: str, heading: str, rows: list[tuple], advances: list[tuple] = ()) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = title
    sheet.append([heading])
    sheet.append(list(WAGE_HEADERS))
    for row in rows:
        sheet.append([*row[:6], row[6], row[4] + row[5] - row[6]])
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in rows), sum(r[5] for r in rows),
                  sum(r[6] for r in rows), sum(r[4] + r[5] - r[6] for r in rows)])
    for column in range(5, 9):
        money_format(sheet, column)
    if advances:
        extra = book.create_sheet("เบิกล่วงหน้า Advances")
        extra.append(["วันที่ (Date)", "ชื่อ (Name)", "จำนวน (Amount, THB)", "เหตุผล (Reason)"])
        for row in advances:
            extra.append(list(row))
        extra.append(["รวม (Total)", "", sum(r[2] for r in advances), ""])
        money_format(extra, 3)
    book.save(path)


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จองห้อง ก.ย. 68"
    sheet.append(["ตารางจองห้องคาราโอเกะ กันยายน 2568 (Room bookings, September 2025)"])
    sheet.append(list(BOOKING_HEADERS))
    for row in BOOKINGS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", "", sum(r[5] for r in BOOKINGS),
                  sum(r[6] for r in BOOKINGS), ""])
    money_format(sheet, 7)
    rates = book.create_sheet("ราคาห้อง Room rates")
    rates.append(list(RATE_HEADERS))
    for row in RATES:
        rates.append(list(row))
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านทิพย์คาราโอเกะ ม.ค.-ส.ค. 2568 (Thip Karaoke income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ส.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for month, income, row in zip(MONTHS, INCOME, EXPENSES):
        total = sum(row[:5])
        spend.append([month, *row[:5], total, sum(income) - total, row[5]])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านทิพย์คาราโอเกะ"
    for sub in ("พนักงาน", "ลิขสิทธิ์เพลง", "เครื่องดื่ม", "จองห้อง", "บัญชี", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    home.mkdir(parents=True, exist_ok=True)
    _wages(shop / "พนักงาน" / "ค่าแรงพนักงาน_ส.ค.2568.xlsx", "ค่าแรง ส.ค. 68",
           "ค่าแรงพนักงานร้านทิพย์ สิงหาคม 2568 (Staff pay, August 2025)", WAGES_AUG, ADVANCES_AUG)
    _wages(shop / "พนักงาน" / "ค่าแรงพนักงาน_ก.ค.2568.xlsx", "ค่าแรง ก.ค. 68",
           "ค่าแรงพนักงานร้านทิพย์ กรกฎาคม 2568 (Staff pay, July 2025)", WAGES_JUL)
    (shop / "พนักงาน" / "LINE_กลุ่มทีมร้านทิพย์.txt").write_text(LINE_STAFF, encoding="utf-8")
    make_pdf(shop / "ลิขสิทธิ์เพลง" / "SMR_music_licence_invoice_2025.pdf", LICENCE_2025)
    make_pdf(shop / "ลิขสิทธิ์เพลง" / "SMR_music_licence_invoice_2024.pdf", LICENCE_2024)
    (shop / "ลิขสิทธิ์เพลง" / "บันทึก_คนมาเก็บค่าลิขสิทธิ์_ส.ค.68.md").write_text(MUSIC_NOTE, encoding="utf-8")
    make_pdf(shop / "เครื่องดื่ม" / "IsanBeverage_pricelist_2025-08.pdf", PRICELIST_2025)
    make_pdf(shop / "เครื่องดื่ม" / "IsanBeverage_invoice_INV2508-117.pdf", INVOICE_DRINKS)
    write_docx(shop / "เครื่องดื่ม" / "ใบเสนอราคา_ขอนแก่นรุ่งเรืองเครื่องดื่ม.docx", RIVAL_QUOTE_TOP,
               table=RIVAL_QUOTE_TABLE, bottom=RIVAL_QUOTE_BOTTOM)
    _bookings(shop / "จองห้อง" / "ตารางจองห้อง_ก.ย.2568.xlsx")
    (shop / "จองห้อง" / "LINE_คุณแอน_อีสานมอเตอร์.txt").write_text(LINE_ANN, encoding="utf-8")
    write_docx(shop / "จองห้อง" / "ใบเสนอราคา_งานเลี้ยง_อีสานมอเตอร์_2568-09.docx", PARTY_TOP, table=PARTY_TABLE,
               bottom=PARTY_BOTTOM)
    (shop / "จองห้อง" / "farewell_party_booking_email.txt").write_text(FAREWELL_EMAIL, encoding="utf-8")
    _accounts(shop / "บัญชี" / "รายรับรายจ่ายร้าน_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PEA_bill_shop_2025-08.pdf", PEA_BILL)
    write_slides(shop / "แผนงาน" / "แผนปรับปรุงห้องVIP_2569.pptx", VIP_SLIDES)
    (shop / "ใบอนุญาตสถานบริการ_ต่ออายุ_2568.md").write_text(PERMIT_NOTE, encoding="utf-8")
    make_pdf(home / "GHB_home_loan_statement_2025-08.pdf", GHB_PAGES)
    write_docx(home / "ค่าเทอม_น้องมายด์_เทอม2_2568.docx", SCHOOL_TOP, table=SCHOOL_TABLE, bottom=SCHOOL_BOTTOM)
    (home / "ค่าใช้จ่ายบ้าน_2568.md").write_text(HOUSE_NOTE, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
