"""A folder for a blind agent-task set (`bookshop`): a Chiang Mai secondhand bookshop with a cafe corner.

Orapin Thongkham (พี่ออร์, อรพิน ทองคำ) runs Chan Loi Books & Coffee (ร้านหนังสือชั้นลอย) in a shophouse on Suthep
Road, Chiang Mai, with one part-time helper: this year's Thai consignment agreement with a retired lecturer (docx,
a table of book categories) and last year's one, the consignment sales sheet (xlsx, two sheets), a Thai offer to
buy an old man's home library (docx, a table), the LINE chat with him, and a note on another customer's smaller lot,
the online-orders workbook (xlsx: September orders and a month-per-row summary), two Shopee payout statements
(English pdf, two months), a courier's 2025 rate card (pdf) and last year's rates (md), the shop's income and
expenses for January-August 2568 (xlsx, two sheets, Thai/English headers) and last year's summary (md), a coffee
roaster's invoice (pdf), the new cafe menu (docx, a table) and its draft (txt), a LINE chat with a Bangkok customer
buying a full novel set, a school librarian's English email asking for children's books, slides for a book-fair
booth and a draft idea note, the shop lease (docx, a rent table) and the shop's electricity bill (pdf); household
papers: the house's electricity bill (pdf), a life-insurance premium notice (pdf) and a note on the child's school
fees. The workspect holds a to-do list. Written blind of the engine's rules. Every figure a task checks is here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONSIGN_TOP = [
    "สัญญาฝากขายหนังสือ",
    "ทำที่ ร้านหนังสือชั้นลอย เลขที่ 41/3 ถนนสุเทพ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200 "
    "วันที่ 3 มีนาคม 2568",
    "ผู้ฝากขาย: รองศาสตราจารย์ ดร.ประเสริฐ วงศ์ใหญ่ (ข้าราชการบำนาญ) บ้านเลขที่ 9/27 หมู่บ้านศรีวิชัย "
    "ตำบลช้างเผือก อำเภอเมืองเชียงใหม่ โทร 081-882-4105",
    "ผู้รับฝากขาย: นางอรพิน ทองคำ เจ้าของร้านหนังสือชั้นลอย (Chan Loi Books & Coffee) โทร 089-755-3218",
    "ข้อ 1. ผู้ฝากขายนำหนังสือส่วนตัวมาฝากขาย รวม 320 เล่ม ตามตารางท้ายสัญญา ร้านตั้งราคาขายตามตาราง",
    "ข้อ 2. ระยะเวลาฝากขาย 1 ปี ตั้งแต่วันที่ 1 มีนาคม 2568 ถึงวันที่ 28 กุมภาพันธ์ 2569",
    "ข้อ 3. ร้านหักค่าคอมมิชชั่นร้อยละ 30 (30%) ของราคาที่ขายได้ ผู้ฝากขายได้รับร้อยละ 70",
    "ข้อ 4. ร้านสรุปยอดขายและโอนเงินให้ผู้ฝากขายภายในวันที่ 5 ของเดือนถัดไป พร้อมส่งรายชื่อหนังสือที่ขายได้ทางไลน์",
    "ข้อ 5. หนังสือที่ขายไม่ได้เมื่อครบสัญญา ผู้ฝากขายรับคืนภายใน 30 วัน หรือยินยอมให้ร้านลดราคาร้อยละ 50",
    "ข้อ 6. หากหนังสือเสียหายจากน้ำรั่วหรืออัคคีภัยในร้าน ร้านชดใช้ครึ่งหนึ่งของราคาตั้ง",
    "ตารางหนังสือฝากขายท้ายสัญญา",
]
CONSIGN_TABLE = [
    ("หมวด", "จำนวนเล่ม", "ราคาตั้งเฉลี่ยต่อเล่ม", "มูลค่ารวม"),
    ("ประวัติศาสตร์และวัฒนธรรมล้านนา", "85 เล่ม", "350 บาท", "29,750 บาท"),
    ("วรรณกรรมแปล", "120 เล่ม", "180 บาท", "21,600 บาท"),
    ("ตำราวิชาการภาษาอังกฤษ", "70 เล่ม", "420 บาท", "29,400 บาท"),
    ("นิตยสารศิลปวัฒนธรรมฉบับเก่า", "45 เล่ม", "120 บาท", "5,400 บาท"),
    ("รวม", "320 เล่ม", "", "86,150 บาท"),
]
CONSIGN_BOTTOM = ["ลงชื่อ ประเสริฐ วงศ์ใหญ่ ผู้ฝากขาย", "ลงชื่อ อรพิน ทองคำ ผู้รับฝากขาย",
                  "ลงชื่อ ธนากร ทองคำ พยาน"]
OLD_CONSIGN_TOP = [
    "สัญญาฝากขายหนังสือมือสอง",
    "ทำที่ ร้านหนังสือชั้นลอย ถนนสุเทพ เชียงใหม่ วันที่ 10 มีนาคม 2567",
    "ผู้ฝากขาย: รศ.ดร.ประเสริฐ วงศ์ใหญ่  ผู้รับฝากขาย: นางอรพิน ทองคำ",
    "ข้อ 1. ผู้ฝากขายนำหนังสือมาฝากขาย รวม 150 เล่ม",
    "ข้อ 2. ระยะเวลาฝากขาย 1 ปี ตั้งแต่ 10 มีนาคม 2567 ถึง 9 มีนาคม 2568",
    "ข้อ 3. ร้านหักค่าคอมมิชชั่นร้อยละ 25 (25%) ของราคาที่ขายได้",
    "ข้อ 4. สรุปยอดและโอนเงินทุก 3 เดือน",
]
OLD_CONSIGN_TABLE = [
    ("หมวด", "จำนวนเล่ม", "ราคาตั้งเฉลี่ยต่อเล่ม", "มูลค่ารวม"),
    ("วรรณกรรมแปล", "90 เล่ม", "150 บาท", "13,500 บาท"),
    ("ประวัติศาสตร์ล้านนา", "60 เล่ม", "300 บาท", "18,000 บาท"),
    ("รวม", "150 เล่ม", "", "31,500 บาท"),
]
CONSIGN_MONTHS = ["มี.ค. 2568", "เม.ย. 2568", "พ.ค. 2568", "มิ.ย. 2568", "ก.ค. 2568", "ส.ค. 2568"]
CONSIGN_SALES = [(18, 5400, "5 เม.ย. 2568"), (24, 7260, "4 พ.ค. 2568"), (15, 4350, "5 มิ.ย. 2568"),
                 (21, 6930, "3 ก.ค. 2568"), (31, 9880, "5 ส.ค. 2568"), (27, 8640, "5 ก.ย. 2568")]
OTHER_CONSIGNORS = [
    ("คุณมาลี (นิยายจีนกำลังภายใน)", "60 เล่ม", "25%", "ฝากตั้งแต่ ม.ค. 2568"),
    ("ร้านการ์ตูนเก่าบ้านมังงะ", "200 เล่ม", "20%", "ฝากเฉพาะช่วงงานหนังสือ"),
    ("คุณเดวิด (English paperbacks)", "95 เล่ม", "30%", "ฝากตั้งแต่ พ.ค. 2568"),
]
BUY_TOP = [
    "ใบเสนอราคารับซื้อหนังสือมือสอง",
    "ร้านหนังสือชั้นลอย (นางอรพิน ทองคำ) 41/3 ถนนสุเทพ อ.เมืองเชียงใหม่ โทร 089-755-3218",
    "เลขที่ BB68-021   วันที่ 14 สิงหาคม 2568",
    "เรียน คุณลุงสมบัติ ศรีวงค์ บ้านเลขที่ 118 หมู่ 6 ตำบลหนองจ๊อม อำเภอสันทราย จังหวัดเชียงใหม่",
    "เรื่อง รับซื้อหนังสือในห้องสมุดบ้าน (ดูหนังสือเมื่อวันที่ 12 สิงหาคม 2568)",
]
BUY_TABLE = [
    ("ลำดับ", "ประเภท", "จำนวน", "ราคารับซื้อต่อหน่วย (บาท)", "รวม (บาท)"),
    ("1", "นิยายไทยปกแข็ง สภาพดี", "140 เล่ม", "40", "5,600"),
    ("2", "พ็อกเก็ตบุ๊คทั่วไป", "260 เล่ม", "15", "3,900"),
    ("3", "สารานุกรมไทยสำหรับเยาวชน เล่ม 1-38 ครบชุด", "1 ชุด", "6,500", "6,500"),
    ("4", "หนังสือภาษาอังกฤษ", "85 เล่ม", "30", "2,550"),
    ("", "รวมทั้งสิ้น", "", "", "18,550"),
]
BUY_BOTTOM = [
    "เงื่อนไข: ร้านจ่ายเงินสดเต็มจำนวนในวันขนย้าย ร้านออกค่ารถขนย้ายเอง",
    "หนังสือที่ขึ้นราหรือปลวกกิน ร้านขอไม่รับซื้อ และจะหักออกตามจำนวนจริงในวันขนย้าย",
    "ราคานี้ยืนราคา 14 วัน นับจากวันที่ในใบเสนอราคา",
    "ลงชื่อ อรพิน ทองคำ ผู้เสนอราคา",
]
LINE_SOMBAT = """[LINE] ประวัติการแชทกับ ลุงสมบัติ สันทราย
บันทึกเมื่อ: 21/08/2568 19:02

จ., 11/08/2568
09:14\tลุงสมบัติ สันทราย\tสวัสดีครับ ลูกสาวบอกว่าร้านรับซื้อหนังสือเก่า ลุงมีเต็มห้องเลย จะย้ายไปอยู่กับลูกที่ลำพูน
09:30\tChan Loi Books\tสวัสดีค่ะลุง พรุ่งนี้ (อังคาร 12 ส.ค.) บ่ายสองออร์ขอเข้าไปดูหนังสือที่บ้านได้ไหมคะ
09:41\tลุงสมบัติ สันทราย\tได้ครับ มาเลย

พฤ., 14/08/2568
16:05\tChan Loi Books\tลุงคะ ออร์ส่งใบเสนอราคาให้แล้วนะคะ รวม 18,550 บาท สารานุกรมชุดเยาวชนให้ 6,500 ค่ะ
16:40\tลุงสมบัติ สันทราย\tร้านในเมืองอีกร้านให้ 15,000 เอง ของหนูให้ดีกว่า ตกลงครับ
16:42\tลุงสมบัติ สันทราย\tแต่ลุงขอเก็บหนังสือธรรมะกับหนังสือพระไว้ 20 เล่มนะ ไม่ขาย
16:45\tChan Loi Books\tได้เลยค่ะ ไม่ได้รวมในใบเสนอราคาอยู่แล้วค่ะ
16:47\tChan Loi Books\tขอเข้าไปขนวันเสาร์ที่ 23 ส.ค. สิบโมงเช้า (10:00) ได้ไหมคะ จะพาพี่ธนากรกับรถกระบะไปค่ะ
16:50\tลุงสมบัติ สันทราย\tได้ ลุงจะให้หลานชายช่วยยกลงมาไว้ชั้นล่างก่อน

พฤ., 21/08/2568
18:55\tลุงสมบัติ สันทราย\tเสาร์นี้เหมือนเดิมนะหนู เตรียมเงินสดมาด้วย
18:58\tChan Loi Books\tค่ะลุง เจอกันสิบโมงค่ะ
"""
JIRAPORN_NOTE = """# ตีราคาหนังสือ คุณจิราพร (คอนโดนิมมาน ซอย 9) 26 ก.ค. 2568

คุณจิราพร ย้ายงานไปกรุงเทพ ต้นเดือน ส.ค. ขายหนังสือทั้งหมด ขนเองไม่ไหว

- นิยายแปล สภาพดีมาก 70 เล่ม x 30 = 2,100 บาท
- หนังสือพัฒนาตัวเอง/ธุรกิจ 60 เล่ม x 25 = 1,500 บาท
- หนังสือทำอาหาร 12 เล่ม x 50 = 600 บาท
- รวม 142 เล่ม = 4,200 บาท (คุณจิราพรโอเค)
- นัดขนวันที่ 30 ก.ค. 2568 บ่ายสาม ใช้ Lalamove ค่ารถ 280 บาท ร้านจ่าย
- หนังสือ 38 เล่มที่เหลือเป็นหนังสือเรียนเก่า ไม่รับ บอกให้เอาไปบริจาค
"""
ORDER_HEADERS = ("วันที่ (Date)", "ลูกค้า (Customer)", "ช่องทาง (Channel)", "หนังสือ (Title)",
                 "ราคา (Price, THB)", "ค่าส่ง (Shipping, THB)", "สถานะ (Status)")
ORDERS = [
    ("01/09/2568", "คุณกานต์ (ขอนแก่น)", "Shopee", "ข้างหลังภาพ (พิมพ์ครั้งที่ 12)", 180, 38, "ส่งแล้ว"),
    ("02/09/2568", "Ms. Claire (Bangkok)", "Facebook", "Lonely Planet Thailand 2019", 250, 57, "ส่งแล้ว"),
    ("03/09/2568", "คุณวุฒิ (ลำปาง)", "LINE", "ประวัติศาสตร์ล้านนา (สรัสวดี)", 420, 57, "ส่งแล้ว"),
    ("04/09/2568", "คุณนิด (เชียงราย)", "Shopee", "นิยายชุด แฮร์รี่ พอตเตอร์ เล่ม 1-3", 690, 79, "ส่งแล้ว"),
    ("06/09/2568", "คุณต้น (กรุงเทพ)", "Shopee", "ฟ้าบ่กั้น", 150, 38, "ตีกลับ"),
    ("08/09/2568", "คุณแพร (พิษณุโลก)", "LINE", "นิตยสารศิลปวัฒนธรรม 12 ฉบับ", 960, 79, "รอโอน"),
    ("09/09/2568", "คุณบอย (เชียงใหม่)", "Facebook", "The Beach - Alex Garland", 160, 38, "ส่งแล้ว"),
    ("11/09/2568", "คุณภัทรา (กรุงเทพ)", "LINE", "มัดจำ เพชรพระอุมา ครบชุด", 2000, 0, "มัดจำแล้ว"),
    ("13/09/2568", "คุณเอ (ภูเก็ต)", "Shopee", "หนังสือเด็ก 5 เล่ม", 350, 57, "ส่งแล้ว"),
    ("15/09/2568", "คุณโจ้ (นครสวรรค์)", "Shopee", "คู่มือเลี้ยงกล้วยไม้", 120, 38, "รอโอน"),
]
ONLINE_MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
                 "ก.ค. (Jul)", "ส.ค. (Aug)"]
ONLINE = [(42, 12480, 1890, 1120), (38, 11250, 1710, 980), (51, 15630, 2295, 1410), (47, 14120, 2115, 1300),
          (55, 16940, 2475, 1560), (63, 19870, 2835, 1790), (58, 18210, 2610, 1650), (66, 21340, 2970, 1920)]
ONLINE_HEADERS = ("เดือน (Month)", "จำนวนออเดอร์ (Orders)", "ยอดขายออนไลน์ (Online sales, THB)",
                  "ค่าส่งที่ร้านจ่าย (Shipping paid, THB)", "ค่าธรรมเนียม Shopee (Shopee fees, THB)")
SHOPEE_AUG = [
    "Shopee (Thailand) Co., Ltd. - Seller Centre\nSELLER PAYOUT STATEMENT\n"
    "Shop: chanloibooks (Chan Loi Books & Coffee)   Seller: Mrs. Orapin Thongkham\n"
    "Statement period: 1 Aug 2025 - 31 Aug 2025\n"
    " \n"
    "Completed orders: 41\n"
    "Gross merchandise value: 13,860.00 THB\n"
    "Commission fee (5.35%): -741.51\n"
    "Transaction fee (3.21%): -444.91\n"
    "Service fee - Free Shipping Programme: -733.58\n"
    "Total fees: -1,920.00 THB\n"
    "Returned / refunded orders: 1 (refund 150.00, not included above)\n"
    " \n"
    "Net payout: 11,940.00 THB\n"
    "Payout date: 8 September 2025\n"
    "Paid to: Kasikorn Bank, account ending 4471 (Orapin Thongkham)",
]
SHOPEE_JUL = [
    "Shopee (Thailand) Co., Ltd. - Seller Centre\nSELLER PAYOUT STATEMENT\n"
    "Shop: chanloibooks (Chan Loi Books & Coffee)   Seller: Mrs. Orapin Thongkham\n"
    "Statement period: 1 Jul 2025 - 31 Jul 2025\n"
    " \n"
    "Completed orders: 36\n"
    "Gross merchandise value: 11,920.00 THB\n"
    "Commission fee (5.35%): -637.72\n"
    "Transaction fee (3.21%): -382.63\n"
    "Service fee - Free Shipping Programme: -629.65\n"
    "Total fees: -1,650.00 THB\n"
    " \n"
    "Net payout: 10,270.00 THB\n"
    "Payout date: 8 August 2025\n"
    "Paid to: Kasikorn Bank, account ending 4471 (Orapin Thongkham)",
]
FLASH_RATES = [
    "FLASH EXPRESS - SHOP ACCOUNT RATE CARD 2025\n"
    "Account: Chan Loi Books & Coffee, 41/3 Suthep Road, Chiang Mai 50200   Account No. CNX-SH-20931\n"
    "Effective: 1 January 2025 to 31 December 2025 (THB per parcel, VAT included)\n"
    " \n"
    "Weight up to 1 kg ............ 38\n"
    "Over 1 kg up to 3 kg ......... 57\n"
    "Over 3 kg up to 5 kg ......... 79\n"
    "Over 5 kg up to 10 kg ........ 125\n"
    "Over 10 kg up to 20 kg ....... 210\n"
    "Remote areas (islands, mountain districts): add 50 per parcel\n"
    " \n"
    "COD service fee: 2% of the collected amount (minimum 10 THB)\n"
    "Free pick-up at the shop for 5 parcels or more per day; otherwise 20 THB per pick-up.\n"
    "Books packed in plastic bags only are not covered for water damage.",
]
OLD_RATES_NOTE = """# ค่าส่ง Flash แบบเก่า (เรทบัญชีร้าน ปี 2567)

- ไม่เกิน 1 กก. 35 บาท
- 1-3 กก. 52 บาท
- 3-5 กก. 71 บาท
- 5-10 กก. 115 บาท
- เก็บเงินปลายทาง (COD) 3%
- เรียกรถมารับฟรีเมื่อ 10 กล่องขึ้นไป
"""
ACCOUNT_MONTHS = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)",
                  "มิ.ย. 68 (Jun)", "ก.ค. 68 (Jul)", "ส.ค. 68 (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "หนังสือหน้าร้าน (In-store books, THB)", "ขายออนไลน์ (Online, THB)",
                  "คาเฟ่ (Cafe, THB)", "รวมรายรับ (Total income, THB)")
STORE_BOOKS = [38200, 35600, 41900, 29400, 24800, 22300, 25700, 27900]
CAFE = [18400, 17200, 19800, 16100, 13900, 12600, 13300, 14200]
EXPENSE_HEADERS = ("เดือน (Month)", "ค่าเช่าร้าน (Rent, THB)", "รับซื้อหนังสือ (Book buying, THB)",
                   "วัตถุดิบคาเฟ่ (Cafe supplies, THB)", "ค่าไฟ-น้ำร้าน (Utilities, THB)",
                   "ค่าจ้างพนักงาน (Staff, THB)", "ค่าส่ง+ค่าธรรมเนียมออนไลน์ (Shipping & fees, THB)",
                   "รวมรายจ่าย (Total expenses, THB)", "กำไรสุทธิ (Net profit, THB)", "หมายเหตุ (Note)")
BOOK_BUYING = [8500, 6200, 11400, 4800, 7300, 5600, 9200, 21950]
CAFE_SUPPLIES = [7800, 7300, 8200, 6900, 6100, 5700, 5900, 6400]
UTILITIES = [3900, 4100, 4600, 5200, 4700, 4300, 4200, 4400]
STAFF = 9000
RENT = 15000
ACCOUNT_NOTES = ["", "", "", "ปิดร้านช่วงสงกรานต์ 4 วัน", "", "หน้าฝน คนเงียบ",
                 "รับซื้อหนังสือคุณจิราพร 4,200", "รับซื้อห้องสมุดลุงสมบัติ 18,550"]
LAST_YEAR_NOTE = """# สรุปรายรับร้านชั้นลอย ปี 2567 (ปีที่แล้ว)

- รายรับทั้งปี 742,600 บาท (หนังสือหน้าร้าน 421,900 / ออนไลน์ 118,300 / คาเฟ่ 202,400)
- เดือนที่ขายดีสุด ธ.ค. 2567 รวม 81,200 บาท (นักท่องเที่ยวหน้าหนาว)
- เดือนที่แย่สุด ก.ย. 2567 รวม 44,700 บาท (น้ำท่วมเชียงใหม่ ปิดร้าน 6 วัน)
- ค่าเช่าร้านทั้งปี 180,000 บาท
- ค่าจ้างน้องพนักงานพาร์ทไทม์ เดือนละ 8,000 บาท
"""
COFFEE_INVOICE = [
    "MAE TAENG HIGHLAND COFFEE CO., LTD.\n"
    "88 Moo 3, Khilek, Mae Taeng, Chiang Mai 50150   Tel. 053-471-209   Tax ID 0505562011874\n"
    "INVOICE / TAX INVOICE\n"
    "Invoice No.: INV-25-0871   Date: 2 September 2025\n"
    "Bill to: Chan Loi Books & Coffee (Mrs. Orapin Thongkham), 41/3 Suthep Road, Chiang Mai 50200\n"
    " \n"
    "Arabica beans, medium roast, 1 kg     6 x 620.00 = 3,720.00\n"
    "Arabica beans, dark roast, 1 kg       4 x 580.00 = 2,320.00\n"
    "Drip bag coffee, box of 50            2 x 450.00 =   900.00\n"
    " \n"
    "Subtotal: 6,940.00 THB\nVAT 7%: 485.80 THB\nTotal amount due: 7,425.80 THB\n"
    "Payment due: 2 October 2025 (2% discount if paid within 7 days)\n"
    "Transfer to: Bangkok Bank, account 512-0-33971-6, Mae Taeng Highland Coffee Co., Ltd.",
]
MENU_TOP = [
    "เมนูมุมกาแฟ ร้านหนังสือชั้นลอย (Chan Loi Cafe Corner) - ราคาใหม่",
    "ใช้ตั้งแต่วันที่ 1 ตุลาคม 2568 (ขึ้นราคาเพราะเมล็ดกาแฟและนมขึ้นราคา)",
]
MENU_TABLE = [
    ("เมนู (Menu)", "ราคาเดิม (บาท)", "ราคาใหม่ (บาท)"),
    ("อเมริกาโน่ร้อน/เย็น (Americano)", "55", "60"),
    ("ลาเต้ร้อน/เย็น (Latte)", "65", "70"),
    ("โกโก้เย็น (Iced cocoa)", "60", "65"),
    ("ชาไทยเย็น (Thai iced tea)", "50", "55"),
    ("น้ำผึ้งมะนาวโซดา (Honey lime soda)", "55", "55"),
    ("เค้กกล้วยหอม (Banana cake)", "45", "50"),
]
MENU_BOTTOM = [
    "ลูกค้าซื้อหนังสือครบ 300 บาท ลดเครื่องดื่ม 10 บาท",
    "นั่งอ่านหนังสือในร้านได้ 2 ชั่วโมงต่อเครื่องดื่ม 1 แก้ว",
]
MENU_DRAFT = """ร่างเมนูใหม่ (ยังไม่สรุป คุยกับพี่ธนากรก่อน)
อเมริกาโน่ 65
ลาเต้ 75
โกโก้ 70
ชาไทย 60
เค้กกล้วยหอม 55
ถ้าขึ้นเยอะขนาดนี้กลัวนักศึกษาหาย ลองลดลงมาอย่างละ 5 บาทดีไหม
"""
LINE_PHATTRA = """[LINE] ประวัติการแชทกับ Phattra ภัทรา BKK
บันทึกเมื่อ: 14/09/2568 21:10

อ., 09/09/2568
20:12\tPhattra ภัทรา BKK\tสวัสดีค่ะ ร้านมีเพชรพระอุมาครบชุดไหมคะ ตามหามานานแล้ว ให้คุณพ่ออ่าน
20:31\tChan Loi Books\tมีค่ะ ครบ 48 เล่ม ฉบับพิมพ์ปี 2538 สภาพ 85% สันไม่หัก ชุดละ 7,900 บาทค่ะ
20:32\tChan Loi Books\t[รูปภาพ]
20:45\tPhattra ภัทรา BKK\tส่งกรุงเทพค่าส่งเท่าไหร่คะ
20:52\tChan Loi Books\tแพ็ก 3 กล่อง ส่ง Flash กล่องละ 120 ค่าส่งรวม 360 บาท ทั้งหมด 8,260 บาทค่ะ
20:55\tPhattra ภัทรา BKK\tเอาค่ะ ขอมัดจำไว้ก่อน 2,000 ได้ไหมคะ ส่วนที่เหลือโอนสิ้นเดือน

พฤ., 11/09/2568
08:40\tPhattra ภัทรา BKK\tโอนมัดจำ 2,000 แล้วนะคะ [รูปภาพ]
09:05\tChan Loi Books\tได้รับแล้วค่ะ ยอดที่เหลือ 6,260 บาท รบกวนโอนภายในวันที่ 20 ก.ย. นะคะ ร้านจะเก็บชุดนี้ไว้ให้ถึงวันนั้น
09:07\tChan Loi Books\tได้เงินแล้วส่งของวันรุ่งขึ้นเลยค่ะ
09:10\tPhattra ภัทรา BKK\tได้ค่ะ ขอบคุณมากค่ะ
"""
SCHOOL_EMAIL = """From: Rebecca Hollis <library@doisuthepbilingual.ac.th>
To: Chan Loi Books & Coffee <chanloibooks@gmail.com>
Date: Wed, 10 Sep 2025 14:05:37 +0700
Subject: Secondhand English books for our primary library

Dear Khun Orapin,

I am the librarian at Doi Suthep Bilingual School (Chang Phueak, Chiang Mai). One of our parents shops with you
and said you often have English children's books. We would like to buy about 200 secondhand books for our
primary library (ages 6-11):

- Picture books: about 80
- Early chapter books and graded readers: about 90
- Children's non-fiction (animals, science, the world): about 30

Our budget is 30,000 THB for the whole order, so on average not more than 150 THB per book.
Books must be clean, with no missing pages and no writing inside. Please no horror titles.
Could you send a list with prices by 3 October 2025? We need the books delivered by 31 October 2025.
Please issue an invoice in the school's name (Tax ID 0994000512378). The school pays 45 days after delivery.

Kind regards,
Rebecca Hollis
Librarian, Doi Suthep Bilingual School
Tel. 053-222-618 ext. 14
"""
FAIR_SLIDES = [
    ("บูธงานหนังสือเชียงใหม่ 2568 (Chiang Mai Book Festival booth)",
     "ร้านหนังสือชั้นลอย - อรพิน ทองคำ\nงานวันที่ 28 พ.ย. - 7 ธ.ค. 2568 ศูนย์ประชุมฯ เชียงใหม่ (10 วัน)"),
    ("ค่าใช้จ่าย (Costs)", "Booth 3x3 m: 8,500 THB\nShelves and table rental: 1,800 THB\n"
                           "2 part-time staff x 10 days x 450 THB: 9,000 THB\nTransport: 1,500 THB\n"
                           "Total cost 20,800 THB"),
    ("หนังสือที่จะเอาไป (Stock to bring)", "About 1,200 books\nLanna history from Ajarn Prasert's consignment\n"
                                           "Full sets: novels in boxes\nEnglish paperbacks 3 for 100 THB"),
    ("เป้าหมาย (Targets)", "Sales target 65,000 THB in 10 days\nBreak-even at about 30,000 THB\n"
                           "Collect 300 new LINE OA followers"),
]
FAIR_DRAFT = """# ไอเดียออกบูธงานหนังสือ (ร่าง ส.ค. 68)
- ค่าบูธปีที่แล้ว 7,000 ปีนี้น่าจะขึ้น
- เป้าขายสัก 50,000 ได้ไหม
- ชวนน้องมิ้นท์มาช่วย
- เอาชั้นไม้ที่ร้านไปเองประหยัดค่าเช่า
"""
LEASE_TOP = [
    "สัญญาเช่าตึกแถว",
    "ทำที่ เลขที่ 41/3 ถนนสุเทพ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ วันที่ 20 พฤษภาคม 2567",
    "ผู้ให้เช่า: นางบุษบา เจริญสุข เจ้าของตึกแถวเลขที่ 41/3  ผู้เช่า: นางอรพิน ทองคำ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าตึกแถว 2 ชั้นครึ่ง (มีชั้นลอย) เพื่อใช้เปิดร้านหนังสือและร้านกาแฟ",
    "ข้อ 2. สัญญาเช่ามีกำหนด 3 ปี ตั้งแต่วันที่ 1 มิถุนายน 2567 ถึงวันที่ 31 พฤษภาคม 2570",
    "ข้อ 3. ผู้เช่าชำระค่าเช่าภายในวันที่ 5 ของทุกเดือน ตามอัตราในตารางท้ายสัญญา",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 45,000 บาท (เท่ากับค่าเช่า 3 เดือน) คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ค่าไฟฟ้าและน้ำประปาผู้เช่าชำระเองตามมิเตอร์ของร้าน",
    "ข้อ 6. ผู้เช่าจะต่อเติมหรือเจาะผนังต้องได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่าก่อน",
]
LEASE_TABLE = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("1", "1 มิ.ย. 2567 - 31 พ.ค. 2568", "15,000 บาท"),
    ("2", "1 มิ.ย. 2568 - 31 พ.ค. 2569", "15,000 บาท"),
    ("3", "1 มิ.ย. 2569 - 31 พ.ค. 2570", "16,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ บุษบา เจริญสุข ผู้ให้เช่า", "ลงชื่อ อรพิน ทองคำ ผู้เช่า"]
PEA_HOUSE = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Mai Office\nELECTRICITY BILL / NOTIFICATION\n"
    "Customer: Mrs. Orapin Thongkham\n"
    "Address: 27/5 Moo 2, Nong Khwai, Hang Dong, Chiang Mai 50230 (residence)\n"
    "Customer No.: 020012775893   Meter No.: 1-4418257   Rate: 1.1 residential\n"
    "Reading date: 12 September 2025\n"
    "Previous reading: 18,604   Current reading: 19,016   Units used: 412 kWh\n"
    " \n"
    "Energy charge: 1,695.06\nFt charge (0.3672 x 412): 151.29\nService charge: 24.62\n"
    "Subtotal: 1,870.97\nVAT 7%: 130.97\nAmount due: 2,001.94 THB\n"
    "Please pay by: 22 September 2025\n"
    "Late payment may lead to disconnection after 10 days.",
]
PEA_SHOP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Mai Office\nELECTRICITY BILL / NOTIFICATION\n"
    "Customer: Mrs. Orapin Thongkham\n"
    "Address: 41/3 Suthep Road, Suthep, Mueang Chiang Mai 50200 (shop)\n"
    "Customer No.: 020013408821   Meter No.: 1-5527390   Rate: 2.1 small business\n"
    "Reading date: 10 September 2025\n"
    "Previous reading: 40,118   Current reading: 40,747   Units used: 629 kWh\n"
    " \n"
    "Energy charge: 2,814.53\nFt charge (0.3672 x 629): 230.97\nService charge: 33.29\n"
    "Subtotal: 3,078.79\nVAT 7%: 215.52\nAmount due: 3,294.31 THB\n"
    "Please pay by: 20 September 2025",
]
AIA_NOTICE = [
    "AIA Company Limited (Thailand)\nPREMIUM DUE NOTICE\nNotice date: 15 September 2025\n"
    "Policy owner / insured: Mrs. Orapin Thongkham\n"
    "Policy No.: T-8810457721   Plan: AIA 20 Pay Life (whole life), policy date 15 October 2019\n"
    "Sum assured: 1,000,000 THB\n"
    "Premium for policy year 7: 24,360.00 THB (annual mode)\n"
    "Due date: 15 October 2025\n"
    "Grace period: 31 days, until 15 November 2025\n"
    "Pay by credit card, bank transfer, or at 7-Eleven with the barcode on page 2.\n"
    "This premium may be used for a personal income tax deduction (life insurance, up to 100,000 THB).\n"
    "Agent: Mr. Kittisak Inthawong, Tel. 086-118-5420",
    "Page 2 - Payment slip\nPolicy No.: T-8810457721\nAmount: 24,360.00 THB\nRef. 1: 8810457721  Ref. 2: 20251015",
]
SCHOOL_FEES = """# ค่าเทอมน้องข้าวปั้น ภาคเรียนที่ 2/2568 (ป.3 โรงเรียนหางดงวิทยา)

- ค่าบำรุงการศึกษา เทอม 2 = 18,500 บาท
- ต้องจ่ายภายใน 31 ต.ค. 2568 (โอนเข้าบัญชีโรงเรียน ธ.ออมสิน)
- ค่ารถรับส่ง เดือนละ 1,200 บาท (พี่สมชาย จ่ายต้นเดือน)
- ค่าชุดพละใหม่ 2 ชุด 640 บาท จ่ายแล้ว 3 ก.ย.
- ค่าทัศนศึกษาดอยอินทนนท์ 850 บาท ส่งภายใน 15 พ.ย.
- เทอม 1/2568 จ่ายไป 18,500 เหมือนกัน (จ่ายเมื่อ 28 เม.ย. 2568)
"""
WORKSPECT = {"todo.md": "- ทำลิสต์หนังสือเด็กส่งโรงเรียนดอยสุเทพ\n- โอนเงินค่าฝากขายให้อาจารย์ประเสริฐ\n"
                        "- จ่ายค่าไฟบ้านกับร้าน\n- ติดตามคุณภัทราโอนเงินส่วนที่เหลือ\n"}


def _consignment(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "อ.ประเสริฐ Prasert"
    sheet.append(["ยอดขายหนังสือฝากขาย อ.ประเสริฐ วงศ์ใหญ่ ปี 2568 (ค่าคอม 30%)"])
    sheet.append(["เดือน (Month)", "จำนวนเล่มที่ขาย (Books sold)", "ยอดขาย (Sales, THB)",
                  "ค่าคอมร้าน 30% (Commission, THB)", "โอนให้อาจารย์ 70% (Paid out, THB)", "วันที่โอน (Paid on)"])
    for month, (sold, sales, paid_on) in zip(CONSIGN_MONTHS, CONSIGN_SALES):
        sheet.append([month, sold, sales, round(sales * 0.3), sales - round(sales * 0.3), paid_on])
    sales = [row[1] for row in CONSIGN_SALES]
    sheet.append(["รวม (Total)", sum(row[0] for row in CONSIGN_SALES), sum(sales),
                  sum(round(s * 0.3) for s in sales), sum(s - round(s * 0.3) for s in sales), ""])
    for column in (3, 4, 5):
        money_format(sheet, column)
    others = book.create_sheet("ผู้ฝากขายอื่น Others")
    others.append(["ผู้ฝากขาย (Consignor)", "จำนวน (Books)", "ค่าคอม (Commission)", "หมายเหตุ (Note)"])
    for row in OTHER_CONSIGNORS:
        others.append(list(row))
    book.save(path)


def _online(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ออเดอร์ ก.ย. 68"
    sheet.append(["ออเดอร์ออนไลน์ ร้านหนังสือชั้นลอย 1-15 กันยายน 2568 (Online orders)"])
    sheet.append(list(ORDER_HEADERS))
    for row in ORDERS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(row[4] for row in ORDERS), sum(row[5] for row in ORDERS), ""])
    monthly = book.create_sheet("สรุปรายเดือน Monthly")
    monthly.append(["สรุปขายออนไลน์รายเดือน ม.ค.-ส.ค. 2568 (Shopee + LINE + Facebook)"])
    monthly.append(list(ONLINE_HEADERS))
    for month, row in zip(ONLINE_MONTHS, ONLINE):
        monthly.append([month, *row])
    monthly.append(["รวม (Total)", *(sum(column) for column in zip(*ONLINE))])
    for column in (3, 4, 5):
        money_format(monthly, column)
    book.save(path)


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับร้านหนังสือชั้นลอย ม.ค.-ส.ค. 2568 (Chan Loi income, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    totals = []
    for index, month in enumerate(ACCOUNT_MONTHS):
        row = (STORE_BOOKS[index], ONLINE[index][1], CAFE[index])
        totals.append(sum(row))
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", sum(STORE_BOOKS), sum(row[1] for row in ONLINE), sum(CAFE), sum(totals)])
    for column in (2, 3, 4, 5):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่ายและกำไร ม.ค.-ส.ค. 2568 (Expenses and profit)"])
    spend.append(list(EXPENSE_HEADERS))
    for index, month in enumerate(ACCOUNT_MONTHS):
        row = (RENT, BOOK_BUYING[index], CAFE_SUPPLIES[index], UTILITIES[index], STAFF,
               ONLINE[index][2] + ONLINE[index][3])
        spend.append([month, *row, sum(row), totals[index] - sum(row), ACCOUNT_NOTES[index]])
    for column in range(2, 10):
        money_format(spend, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านชั้นลอย"
    for sub in ("ฝากขาย", "รับซื้อหนังสือ", "ออนไลน์", "บัญชี", "คาเฟ่", "แชท", "แผนงาน", "ร้าน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    (docs / "บ้าน").mkdir(parents=True, exist_ok=True)
    write_docx(shop / "ฝากขาย" / "สัญญาฝากขาย_อ.ประเสริฐ_2568.docx", CONSIGN_TOP, table=CONSIGN_TABLE,
               bottom=CONSIGN_BOTTOM)
    write_docx(shop / "ฝากขาย" / "สัญญาฝากขาย_อ.ประเสริฐ_2567.docx", OLD_CONSIGN_TOP, table=OLD_CONSIGN_TABLE,
               bottom=["ลงชื่อ ประเสริฐ วงศ์ใหญ่ ผู้ฝากขาย", "ลงชื่อ อรพิน ทองคำ ผู้รับฝากขาย"])
    _consignment(shop / "ฝากขาย" / "ยอดฝากขาย_2568.xlsx")
    write_docx(shop / "รับซื้อหนังสือ" / "ใบเสนอรับซื้อ_ห้องสมุดลุงสมบัติ_2568-08.docx", BUY_TOP, table=BUY_TABLE,
               bottom=BUY_BOTTOM)
    (shop / "แชท" / "LINE_ลุงสมบัติ_สันทราย.txt").write_text(LINE_SOMBAT, encoding="utf-8")
    (shop / "แชท" / "LINE_คุณภัทรา_เพชรพระอุมา.txt").write_text(LINE_PHATTRA, encoding="utf-8")
    _online(shop / "ออนไลน์" / "ออเดอร์ออนไลน์_2568.xlsx")
    make_pdf(shop / "ออนไลน์" / "Shopee_payout_statement_2025-09.pdf", SHOPEE_AUG)
    make_pdf(shop / "ออนไลน์" / "Shopee_payout_statement_2025-08.pdf", SHOPEE_JUL)
    make_pdf(shop / "ออนไลน์" / "FlashExpress_rate_card_2025.pdf", FLASH_RATES)
    _accounts(shop / "บัญชี" / "รายรับรายจ่าย_ชั้นลอย_2568.xlsx")
    make_pdf(shop / "คาเฟ่" / "MaeTaengCoffee_invoice_INV-25-0871.pdf", COFFEE_INVOICE)
    write_docx(shop / "คาเฟ่" / "เมนูคาเฟ่_ราคาใหม่_ต.ค.2568.docx", MENU_TOP, table=MENU_TABLE, bottom=MENU_BOTTOM)
    (shop / "แผนงาน" / "DoiSuthepSchool_library_email.txt").write_text(SCHOOL_EMAIL, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "บูธงานหนังสือเชียงใหม่_2568.pptx", FAIR_SLIDES)
    write_docx(shop / "ร้าน" / "สัญญาเช่าตึกแถว_ถนนสุเทพ_2567.docx", LEASE_TOP, table=LEASE_TABLE, bottom=LEASE_BOTTOM)
    make_pdf(shop / "ร้าน" / "PEA_bill_shop_2025-09.pdf", PEA_SHOP)
    make_pdf(docs / "บ้าน" / "PEA_bill_house_2025-09.pdf", PEA_HOUSE)
    make_pdf(docs / "บ้าน" / "AIA_premium_notice_2025.pdf", AIA_NOTICE)
    (docs / "บ้าน" / "ค่าเทอม_น้องข้าวปั้น_เทอม2_2568.md").write_text(SCHOOL_FEES, encoding="utf-8")
    write_texts(docs, {
        "ร้านชั้นลอย/รับซื้อหนังสือ/ตีราคา_คุณจิราพร_2568-07.md": JIRAPORN_NOTE,
        "ร้านชั้นลอย/ออนไลน์/ค่าส่ง_เรทเก่า_2567.md": OLD_RATES_NOTE,
        "ร้านชั้นลอย/บัญชี/สรุปรายรับ_ปี2567.md": LAST_YEAR_NOTE,
        "ร้านชั้นลอย/คาเฟ่/เมนูคาเฟ่_ร่าง.txt": MENU_DRAFT,
        "ร้านชั้นลอย/แผนงาน/ไอเดียบูธ_ร่าง.md": FAIR_DRAFT,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the shop owner's to-do list."""
    write_texts(workspect, WORKSPECT)
