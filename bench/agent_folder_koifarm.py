"""The koifarm folder: the papers of a Thai koi farmer who sells to pet shops and online, and his household.

The owner is สุรเดช แก้วประเสริฐ (เฮียเดช, Det, Suradet Kaewprasert) of "เดชโค่ยฟาร์ม / Det Koi Farm", 88/3 หมู่ 5
ต.บ้านเลือก อ.โพธาราม จ.ราชบุรี 70120. He breeds koi in eight earth and concrete ponds, sells wholesale to pet shops
(the biggest is ร้านอควาเวิลด์ at Chatuchak, owner เจ๊หงส์), sells online by Facebook Live and Shopee (his wife
กาญจนา (แหม่ม) runs the lives), enters koi shows and is starting to export to a Malaysian buyer (Mr. Lim). His brother
เต้ย works on the farm with three workers (จ่อ, มิน, ลุงหมาย). Their daughter มิ้นท์ (ด.ญ.ปัณฑิตา) is in ม.2, his mother
บุญเรือน (แม่) was in hospital in October, his sister is พี่นิด. It is November 2568 (2025).

Documents/DetKoi Farm งานฟาร์ม/ (the business)
- Quotes ใบเสนอราคา/QT_อควาเวิลด์จตุจักร_ร่าง.docx: draft QT-DK-68-15 (24 ต.ค. 2568) to ร้านอควาเวิลด์: Kohaku 4-5"
  100 x 120, Sanke 60 x 130, Showa 60 x 130, mix 3" 200 x 45, packing 1,500, total 38,100 (never sent).
- Quotes ใบเสนอราคา/QT_อควาเวิลด์จตุจักร_final v2.docx: the final (30 ต.ค. 2568) to คุณหงส์ฟ้า ศรีวัฒนา: Kohaku 120 x
  115 (13,800), Sanke 60 x 125 (7,500), Showa 40 x 125 (5,000), mix 250 x 40 (10,000), delivery 1,200, total 37,500,
  deposit 40% 15,000, balance 22,500, delivery 8 พ.ย. 2568.
- Quotes ใบเสนอราคา/AquaTech quotation - drum filter set.pdf: English quote AT-Q2511-047 from AquaTech Supply Co., Ltd.
  for a drum filter set: 79,900.00 + VAT 5,593.00 = 85,493.00.
- Quotes ใบเสนอราคา/ใบเสนอราคา_สมพงษ์อควาฟาร์ม_ระบบกรอง.docx: ช่างพงษ์'s quote for the same set, 75,500 (no VAT),
  deposit 30% 22,650.
- อาหารปลา/Invoice SiamKoiFeed INV-2510-233.pdf: English feed invoice (20 Oct 2025): 52,180.00 less 3% 1,565.40,
  VAT 3,543.02, total 54,157.62 due 20 Nov 2025.
- อาหารปลา/ใบเสร็จค่าอาหารปลา_สยามโค่ยฟีด_7พ.ย.68.docx: the Thai receipt RC2511-018: 54,157.62 received 7 พ.ย. 2568.
- ราคา/ราคาปลา_DetKoi_2568 (อัปเดต ต.ค.).xlsx: this year's price list (wholesale and online retail by variety and
  size; Tancho 10-12" wholesale 1,850, retail 3,290) and a shipping sheet (280/320/450/520 a box).
- ราคา/ราคาส่งปลาคาร์ฟ ปี67.docx: last year's wholesale list (Tancho 10-12" 1,600, Kohaku 4-5" 100).
- ราคา/แจ้งปรับราคาส่ง ม.ค.69_ร่าง.docx: draft letter to pet shops: new prices from 1 ม.ค. 2569 (Tancho 1,990).
- บัญชี/บัญชีฟาร์ม_2568.xlsx: this year's book, income and expenses by month, January to October (online Aug 57,630).
- บัญชี/บัญชีฟาร์ม_2567.xlsx: last year's book, same layout, January to December (feed Mar 29,740).
- บัญชี/ลูกค้าร้านปลา_ยอดค้าง_Nov2025.xlsx: pet-shop customers with nicknames and what they owe (อควาเวิลด์/เจ๊หงส์
  21,300; ฟิชแลนด์/เฮียกุ้ย 12,960; มัจฉา/น้าแดง 5,780), and a sheet of October collections.
- บัญชี/ค่าแรงคนงาน ต.ค.68.xlsx: wages, sheets ต.ค.68 (39,680) and ก.ย.68 (39,720).
- บัญชี/ยอดขายออนไลน์_Oct2025.md: October online: 4 lives, 48 fish, 62,350; Shopee 37 orders 18,920; 81,270 in all.
- บัญชี/Shopee payout statement Oct2025.pdf: Shopee payout: 21,480.00 gross, fees, 18,920.00 paid 5 Nov 2025.
- Chat/แชทไลน์_อควาเวิลด์.txt: LINE with เจ๊หงส์: 37,500 quoted, 34,000 asked, 36,500 and 35,000 offered, settled
  35,500, deposit 14,200 on 1 พ.ย., 21,300 left.
- Chat/LINE_ลูกค้าไลฟ์_โชว่า3ตัว.txt: LINE export with ตั้ม: 28,500 asked, 22,000 / 26,000 / 24,000, settled 25,000,
  deposit 5,000.
- เอกสาร/หนังสือประมงจังหวัด_นัดตรวจ GAP_ต.ค.68.docx: Ratchaburi fisheries office: GAP certificate expires
  15 ธ.ค. 2568, inspection 2 ธ.ค. 2568 09.30, water test 2 samples x 450 = 900.
- เอกสาร/KHV_PCR_result_Oct2025.pdf: English lab report WAD-68-1142: ponds 3 and 5 KHV negative, fee 2,400.
- เอกสาร/SiamKoiChampionship2025_entry.pdf: show entry: 6 fish (3,200 + 2,400), booth 12,000, total 17,600, paid
  5,000, balance 12,600 due 30 Nov 2025, show 13-14 Dec 2025.
- เอกสาร/email_BKKLiveCargo_KL shipment quote.txt: air freight to Kuala Lumpur: 6 boxes x 1,450 = 8,700 + 3,500
  handling = 12,200, reply by 20 Nov 2025.
- ค่าไฟบ่อ/PEA_ค่าไฟบ่อ_Sep2025.pdf (5,120 kWh, 24,863.40) and PEA_ค่าไฟบ่อ_Oct2025.pdf (4,870 kWh, 23,612.57).
- แผนขยายฟาร์ม 2569 final.pptx: next year's plan (2,400,000 target, ponds 480,000).
- บันทึกบ่อ_ต.ค.68.md: the October pond log (37 deaths).
- สูตรน้ำหมักจุลินทรีย์.md: a recipe for pond bacteria.

Documents/บ้าน Home/ (the household)
- รถ/TLT_Revo_statement_Nov2025.pdf: Toyota Leasing statement: 14,870 a month, 27 of 72 paid, 669,150.00 left, next
  due 5 Dec 2025.
- รถ/ต่อประกันรถ Revo ปี68.docx: renewal, class 1 17,980 (last year 19,250) + พ.ร.บ. 645.21 = 18,625.21 by
  28 พ.ย. 2568.
- ลูก/ค่าเทอม ม.2 เทอม2_2568.docx: มิ้นท์'s fee notice, 21,350 by 17 พ.ย. 2568.
- แม่/RuamphaetHospital_bill_Oct2025.pdf: the mother's inpatient bill 14-18 Oct 2025: 68,420.00, insurance 50,000.00,
  paid 18,420.00.
- แม่/นัดหมอแม่.md: the mother's follow-ups.
- เงินกู้/ธกส_แจ้งชำระงวด_ธ.ค.68.docx: BAAC loan: 100,000 + 21,375 = 121,375 due 31 ธ.ค. 2568.
- รายจ่ายบ้าน_ปี68.xlsx: household spending, sheets ส.ค.68, ก.ย.68, ต.ค.68.
- แชทไลน์_ครอบครัว.txt: the family LINE group.
- ของขวัญปีใหม่ 69.txt: a gift list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "DetKoi Farm งานฟาร์ม"
HOME = "บ้าน Home"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
DK_TOP = ("เดชโค่ยฟาร์ม (Det Koi Farm) 88/3 หมู่ 5 ต.บ้านเลือก อ.โพธาราม จ.ราชบุรี 70120 "
          "โทร 086-351-7742  LINE @detkoifarm")

# ---------------------------------------------------------------- Aqua World quotes
AQUA_DRAFT = [
    DK_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-DK-68-15",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน ร้านอควาเวิลด์ ตลาดนัดจตุจักร โครงการ 13 ซอย 2 กรุงเทพฯ",
    "เรื่อง ปลาคาร์ฟสำหรับขายหน้าร้าน ล็อตเดือนพฤศจิกายน",
]
AQUA_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("โคฮากุ (Kohaku) 4-5 นิ้ว", "100 ตัว", "120", "12,000"),
    ("ซันเก้ (Sanke) 4-5 นิ้ว", "60 ตัว", "130", "7,800"),
    ("โชว่า (Showa) 4-5 นิ้ว", "60 ตัว", "130", "7,800"),
    ("ปลาคาร์ฟคละสี 3 นิ้ว", "200 ตัว", "45", "9,000"),
    ("ค่าแพ็คถุงออกซิเจนและค่าขนส่ง", "1 เที่ยว", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "38,100"),
]
AQUA_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 38,100 บาท (สามหมื่นแปดพันหนึ่งร้อยบาทถ้วน)",
    "ร่าง ยังไม่ส่ง ถามเต้ยก่อนว่าโชว่าไซส์นี้มีพอ 60 ตัวไหม",
]
AQUA_FINAL = [
    DK_TOP,
    "ใบเสนอราคา  เลขที่ QT-DK-68-15 (แก้ไขครั้งที่ 2)",
    "วันที่ 30 ตุลาคม 2568",
    "เรียน คุณหงส์ฟ้า ศรีวัฒนา ร้านอควาเวิลด์ ตลาดนัดจตุจักร โครงการ 13 ซอย 2 กรุงเทพฯ",
    "เรื่อง ปลาคาร์ฟสำหรับขายหน้าร้าน ล็อตเดือนพฤศจิกายน ส่งถึงร้านวันที่ 8 พฤศจิกายน 2568",
]
AQUA_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("โคฮากุ (Kohaku) 4-5 นิ้ว คัดลายสวย", "120 ตัว", "115", "13,800"),
    ("ซันเก้ (Sanke) 4-5 นิ้ว", "60 ตัว", "125", "7,500"),
    ("โชว่า (Showa) 4-5 นิ้ว", "40 ตัว", "125", "5,000"),
    ("ปลาคาร์ฟคละสี 3 นิ้ว", "250 ตัว", "40", "10,000"),
    ("ค่าแพ็คและขนส่งถึงร้าน", "1 เที่ยว", "1,200", "1,200"),
    ("รวมทั้งสิ้น", "", "", "37,500"),
]
AQUA_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 37,500 บาท (สามหมื่นเจ็ดพันห้าร้อยบาทถ้วน) ฟาร์มไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 40% = 15,000 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือ 22,500 บาท ชำระภายใน 15 วันหลังรับปลา",
    "รับประกันปลาตายระหว่างขนส่ง เปลี่ยนตัวใหม่ให้ภายใน 7 วัน ราคานี้ยืนถึง 15 พฤศจิกายน 2568",
    "ลงชื่อ สุรเดช แก้วประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- filter quotes
AQUATECH_QUOTE = [
    "AQUATECH SUPPLY CO., LTD.\n"
    "Pond filtration, aeration and UV systems - 419 Phetkasem Road, Bang Khae, Bangkok 10160\n"
    "Tel. 02-454-8831   Tax ID 0105559031127\n"
    "QUOTATION No. AT-Q2511-047        Date: 4 Nov 2025\n"
    "To: Mr. Suradet Kaewprasert (Det Koi Farm), Photharam, Ratchaburi\n"
    "Re: drum filter set for new concrete pond no. 9 (approx. 40 m3)\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    "Drum filter AT-D60 (auto backwash)     1 set      48,500.00     48,500.00\n"
    "Moving bed media K1                    200 L          55.00     11,000.00\n"
    "UV clarifier 55 W                      2 pcs       3,250.00      6,500.00\n"
    "Air pump Hailea ACO-500                1 pc        7,900.00      7,900.00\n"
    "Installation and piping (2 days)       1 job       6,000.00      6,000.00\n"
    "\n"
    "Subtotal                                                        79,900.00\n"
    "VAT 7%                                                           5,593.00\n"
    "GRAND TOTAL                                                     85,493.00 THB\n"
    "\n"
    "Payment: 50% on order, 50% after installation. Warranty: drum motor 2 years, UV 6 months.\n"
    "Lead time 10 working days. This quotation is valid for 30 days.\n"
    "Sales: Wiroj (Jo) 089-225-6170",
]
SOMPONG_QUOTE = [
    "ร้านสมพงษ์อควาฟาร์ม อุปกรณ์บ่อปลาและระบบกรอง",
    "55/2 หมู่ 3 ต.ท่าชุมพล อ.โพธาราม จ.ราชบุรี โทร 081-946-2208",
    "ใบเสนอราคา เลขที่ 68/112  วันที่ 6 พ.ย. 2568",
    "เรียน เฮียเดช เดชโค่ยฟาร์ม",
    "เรื่อง ชุดระบบกรองบ่อปูนบ่อใหม่ (บ่อ 9)",
]
SOMPONG_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดรัมฟิลเตอร์ 60 ซม. ล้างอัตโนมัติ", "1 ชุด", "45,000", "45,000"),
    ("มีเดีย K1", "200 ลิตร", "60", "12,000"),
    ("หลอด UV 55 วัตต์", "2 ชุด", "2,900", "5,800"),
    ("ปั๊มลม Hailea ACO-500", "1 ตัว", "8,200", "8,200"),
    ("ค่าติดตั้งและเดินท่อ", "1 งาน", "4,500", "4,500"),
    ("รวมทั้งสิ้น", "", "", "75,500"),
]
SOMPONG_BOTTOM = [
    "รวมทั้งสิ้น 75,500 บาท (ร้านไม่ได้จด VAT ไม่มีใบกำกับภาษี)",
    "มัดจำ 30% = 22,650 บาท ติดตั้งได้ภายใน 7 วันหลังได้มัดจำ",
    "รับประกันมอเตอร์ดรัม 1 ปี หลอด UV 3 เดือน",
    "ช่างพงษ์ (นายสมพงษ์ ทองคำ) 081-946-2208",
]

# ---------------------------------------------------------------- feed invoice and receipt
FEED_INVOICE = [
    "SIAM KOI FEED CO., LTD.\n"
    "Koi and ornamental fish feed - 77/9 Moo 4, Sam Phran, Nakhon Pathom 73110\n"
    "Tax ID 0735562004481   Tel. 034-311-905\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-233\n"
    "Date: 20 Oct 2025                  Due date: 20 Nov 2025\n"
    "Customer: Det Koi Farm (Mr. Suradet Kaewprasert), 88/3 Moo 5, Ban Lueak, Photharam, Ratchaburi 70120\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    "Koi growth feed 6 mm, 20 kg bag        25 bags     1,380.00     34,500.00\n"
    "Color enhancer (spirulina) 10 kg        8 bags     1,650.00     13,200.00\n"
    "Wheat germ feed (cool season) 10 kg     4 bags     1,120.00      4,480.00\n"
    "\n"
    "Subtotal                                                        52,180.00\n"
    "Discount 3% (regular customer)                                  -1,565.40\n"
    "Net before VAT                                                  50,614.60\n"
    "VAT 7%                                                           3,543.02\n"
    "TOTAL DUE                                                       54,157.62 THB\n"
    "\n"
    "Please transfer to Krungthai Bank, Siam Koi Feed Co., Ltd., account 744-0-38815-2.\n"
    "Sales rep: Anucha (Nu) 086-770-1432",
]
FEED_RECEIPT = [
    "บริษัท สยามโค่ยฟีด จำกัด (สำนักงานใหญ่)",
    "77/9 หมู่ 4 อ.สามพราน จ.นครปฐม 73110  เลขประจำตัวผู้เสียภาษี 0735562004481",
    "ใบเสร็จรับเงิน  เลขที่ RC2511-018",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก คุณสุรเดช แก้วประเสริฐ (เดชโค่ยฟาร์ม)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2510-233 ลงวันที่ 20/10/68",
]
FEED_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าอาหารปลาคาร์ฟตามใบแจ้งหนี้ (หลังหักส่วนลด 3%)", "50,614.60"),
    ("ภาษีมูลค่าเพิ่ม 7%", "3,543.02"),
    ("รับชำระครั้งนี้", "54,157.62"),
]
FEED_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงไทย จำนวน 54,157.62 บาท (ห้าหมื่นสี่พันหนึ่งร้อยห้าสิบเจ็ดบาทหกสิบสองสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวปริญญา ทองอ่อน ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- price lists
PRICE_HEADERS = ["สายพันธุ์ (Variety)", "ขนาด (Size)", "ราคาส่งร้านปลา (Wholesale, THB/ตัว)",
                 "ราคาปลีกออนไลน์ (Online retail, THB/ตัว)", "สั่งขั้นต่ำ (Min order)"]
PRICES_2568 = [
    ("โคฮากุ Kohaku", "3 นิ้ว", 40, 79, "50 ตัว"),
    ("โคฮากุ Kohaku", "4-5 นิ้ว", 115, 220, "20 ตัว"),
    ("โคฮากุ Kohaku", "6-8 นิ้ว", 385, 690, "10 ตัว"),
    ("ซันเก้ Sanke", "4-5 นิ้ว", 125, 240, "20 ตัว"),
    ("โชว่า Showa", "4-5 นิ้ว", 125, 240, "20 ตัว"),
    ("โชว่า Showa", "6-8 นิ้ว", 420, 750, "10 ตัว"),
    ("ทันโจ Tancho", "10-12 นิ้ว", 1850, 3290, "1 ตัว"),
    ("โอกอน Ogon", "4-5 นิ้ว", 85, 160, "20 ตัว"),
    ("คละสี Mix", "3 นิ้ว", 40, 69, "100 ตัว"),
]
SHIPPING = [
    ("กรุงเทพฯ-ปริมณฑล", 280, "ถึงภายในวัน"),
    ("ภาคกลาง / ภาคตะวันตก", 320, ""),
    ("ภาคเหนือ / ภาคอีสาน", 450, "ส่งรถทัวร์ ลูกค้ารับเองที่สถานี"),
    ("ภาคใต้", 520, "งดส่งช่วงอากาศร้อนเกิน 36 องศา"),
]
PRICES_2567 = ["เดชโค่ยฟาร์ม ราชบุรี", "ราคาส่งปลาคาร์ฟสำหรับร้านปลา ปี 2567", "ราคาต่อตัว เป็นบาท ไม่รวมค่าส่ง"]
PRICES_2567_TABLE = [
    ("สายพันธุ์", "ขนาด", "ราคาส่ง (บาท/ตัว)"),
    ("โคฮากุ", "3 นิ้ว", "35"),
    ("โคฮากุ", "4-5 นิ้ว", "100"),
    ("โคฮากุ", "6-8 นิ้ว", "340"),
    ("ซันเก้", "4-5 นิ้ว", "110"),
    ("โชว่า", "4-5 นิ้ว", "110"),
    ("โชว่า", "6-8 นิ้ว", "380"),
    ("ทันโจ", "10-12 นิ้ว", "1,600"),
    ("โอกอน", "4-5 นิ้ว", "75"),
    ("คละสี", "3 นิ้ว", "35"),
]
PRICES_2567_BOTTOM = ["ค่าส่งกรุงเทพฯ-ปริมณฑล กล่องละ 250 บาท ต่างจังหวัด 300-480 บาท",
                      "ติดต่อ เฮียเดช 086-351-7742"]
PRICE_LETTER = [
    DK_TOP,
    "(ร่าง ยังไม่ส่ง ให้แหม่มอ่านก่อน)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรื่อง แจ้งปรับราคาส่งปลาคาร์ฟ ตั้งแต่ 1 มกราคม 2569",
    "เรียน ร้านค้าปลาสวยงามลูกค้าเดชโค่ยฟาร์มทุกร้าน",
    "เนื่องจากราคาอาหารปลาและค่าไฟฟ้าสำหรับปั๊มน้ำปรับขึ้นต่อเนื่องตลอดปี 2568 ฟาร์มจึงขอปรับราคาส่งบางรายการ "
    "ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป ดังนี้",
]
PRICE_LETTER_TABLE = [
    ("รายการ", "ราคาเดิม (บาท/ตัว)", "ราคาใหม่ 2569 (บาท/ตัว)"),
    ("โคฮากุ 4-5 นิ้ว", "115", "125"),
    ("ซันเก้ / โชว่า 4-5 นิ้ว", "125", "135"),
    ("โชว่า 6-8 นิ้ว", "420", "450"),
    ("ทันโจ 10-12 นิ้ว", "1,850", "1,990"),
]
PRICE_LETTER_BOTTOM = [
    "คำสั่งซื้อที่ยืนยันและโอนมัดจำก่อนวันที่ 31 ธันวาคม 2568 ยังได้ราคาเดิม",
    "ขอบคุณที่อุดหนุนฟาร์มเสมอมา",
    "สุรเดช แก้วประเสริฐ เดชโค่ยฟาร์ม",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ขายส่งร้านปลา (Pet shops)", "ออนไลน์/ไลฟ์ (Online & live)",
                  "ประกวด/อื่นๆ (Shows & other)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "อาหารปลา (Feed)", "ค่าไฟปั๊ม (Electricity)", "ค่าแรง (Labour)",
                   "ยา/เกลือ (Medicine, salt)", "ค่าส่ง (Shipping)", "อื่นๆ (Other)", "รวม (Total)"]
INCOME_2568 = [
    [86400, 92150, 78600, 71250, 64800, 58900, 61350, 74200, 83650, 95400],
    [42300, 45870, 51240, 48960, 39450, 36780, 44120, 57630, 66890, 81270],
    [0, 12000, 0, 0, 0, 0, 8500, 0, 0, 4300],
]
EXPENSES_2568 = [
    [31200, 33450, 35800, 37150, 38900, 36400, 34750, 39600, 41280, 44860],
    [21340.25, 21980.60, 24870.15, 27650.80, 28120.45, 25430.10, 24210.95, 24560.30, 24863.40, 23612.57],
    [36000, 36000, 36000, 37500, 37500, 37500, 37500, 39000, 39720, 39680],
    [3850, 2640, 4120, 5380, 6950, 7420, 5130, 3980, 3260, 4410],
    [5600, 6100, 6850, 6400, 5450, 5100, 5880, 7620, 8730, 10240],
    [2500, 14800, 1900, 3200, 2750, 1800, 2400, 6300, 2100, 9650],
]
INCOME_2567 = [
    [72400, 78900, 66350, 60200, 55800, 49700, 52600, 63900, 70450, 79800, 88350, 94600],
    [18650, 21340, 24780, 22960, 19870, 17450, 20320, 26480, 29950, 34170, 38620, 45290],
    [0, 9500, 0, 0, 0, 0, 6000, 0, 0, 0, 0, 15500],
]
EXPENSES_2567 = [
    [26800, 28350, 29740, 31420, 32650, 30900, 29150, 33280, 34960, 36740, 38120, 35480],
    [18650.40, 19120.75, 21480.30, 23970.65, 24510.20, 22360.85, 21090.40, 21340.15, 21705.90, 20880.35,
     19640.70, 19020.55],
    [33000, 33000, 33000, 33000, 33000, 33000, 34500, 34500, 34500, 34500, 34500, 36000],
    [3120, 2480, 3890, 4760, 6130, 6850, 4620, 3540, 2980, 3310, 2760, 2450],
    [3900, 4250, 4780, 4410, 3860, 3520, 4130, 5270, 6040, 6890, 7650, 8930],
    [1800, 11200, 1500, 2600, 2100, 1400, 1900, 4800, 1700, 2300, 2900, 8400],
]

CUSTOMERS = [
    ("ร้าน (Shop)", "เจ้าของ (Owner)", "ชื่อเรียก (Nickname)", "จังหวัด (Province)", "โทร (Tel)",
     "เครดิต (วัน)", "ยอดค้างชำระ ณ 10 พ.ย. 68 (Outstanding, THB)", "หมายเหตุ (Note)"),
    ("ร้านอควาเวิลด์ จตุจักร", "หงส์ฟ้า ศรีวัฒนา", "เจ๊หงส์", "กรุงเทพฯ", "081-552-7390", 15, 21300,
     "ส่งปลา 8 พ.ย. บิล 35,500 มัดจำแล้ว 14,200"),
    ("ฟิชแลนด์ นครปฐม", "ชัยวัฒน์ แซ่โง้ว", "เฮียกุ้ย", "นครปฐม", "089-017-4456", 30, 12960,
     "บิลวันที่ 10 ต.ค. ยังไม่โอน ทวงแล้ว 1 ครั้ง"),
    ("ร้านปลาสวยบ้านโป่ง", "อรรถพล มีสุข", "พี่อ๊อด", "ราชบุรี", "086-448-2071", 7, 0, "จ่ายตรงทุกบิล"),
    ("Koi Corner Hua Hin", "James Whitfield", "Mr. James", "ประจวบคีรีขันธ์", "092-660-1185", 0, 0,
     "cash on pickup, likes Tancho"),
    ("มัจฉาอควาเรียม", "แดง ใจคำ", "น้าแดง", "เชียงใหม่", "053-271-448", 30, 5780, "ส่งรถทัวร์"),
    ("บ้านปลาทองโคราช", "สมศรี ปัญญาดี", "ป้าศรี", "นครราชสีมา", "044-255-613", 15, 8415,
     "ขอลดค่าส่ง ตกลงครึ่งหนึ่ง"),
]
COLLECTED = [
    ("วันที่ (Date)", "ร้าน (Shop)", "รับเงิน (Received, THB)", "ช่องทาง (Via)"),
    ("3/10/68", "ร้านปลาสวยบ้านโป่ง", 9850, "โอน"),
    ("12/10/68", "Koi Corner Hua Hin", 14800, "เงินสด"),
    ("18/10/68", "มัจฉาอควาเรียม", 11240, "โอน"),
    ("25/10/68", "บ้านปลาทองโคราช", 7600, "โอน"),
    ("1/11/68", "ร้านอควาเวิลด์ จตุจักร", 14200, "โอน (มัดจำ)"),
]
WAGE_HEADERS = ("ชื่อ-สกุล (Name)", "ชื่อเรียก (Nickname)", "หน้าที่ (Job)", "ค่าแรง/วัน (Daily wage)",
                "วันทำงาน (Days)", "รวม (Total)", "เบิกล่วงหน้า (Advance)", "จ่ายจริง (Paid)")
WAGES = {
    "ต.ค.68": [
        ("Zaw Min Htun", "จ่อ", "ให้อาหาร ดูแลบ่อ 1-4", 400, 30, 12000, 2000, 10000),
        ("Min Thant", "มิน", "ดูแลบ่อ 5-8 แพ็คปลา", 400, 27, 10800, 0, 10800),
        ("สมหมาย ดีเลิศ", "ลุงหมาย", "ตัดหญ้า ซ่อมท่อ ดูดเลน", 380, 26, 9880, 1500, 8380),
        ("ธนวัฒน์ แก้วประเสริฐ", "เต้ย", "คัดปลา แพ็คส่ง ช่วยไลฟ์", "รายเดือน", "-", 7000, 0, 7000),
    ],
    "ก.ย.68": [
        ("Zaw Min Htun", "จ่อ", "ให้อาหาร ดูแลบ่อ 1-4", 400, 30, 12000, 0, 12000),
        ("Min Thant", "มิน", "ดูแลบ่อ 5-8 แพ็คปลา", 400, 29, 11600, 1000, 10600),
        ("สมหมาย ดีเลิศ", "ลุงหมาย", "ตัดหญ้า ซ่อมท่อ ดูดเลน", 380, 24, 9120, 0, 9120),
        ("ธนวัฒน์ แก้วประเสริฐ", "เต้ย", "คัดปลา แพ็คส่ง ช่วยไลฟ์", "รายเดือน", "-", 7000, 0, 7000),
    ],
}

SHOPEE = [
    "SHOPEE (THAILAND) - SELLER PAYOUT STATEMENT\n"
    "Shop: detkoi_farm (Det Koi Farm)   Seller: Suradet Kaewprasert\n"
    "Statement period: 1 Oct 2025 - 31 Oct 2025\n"
    "\n"
    "Completed orders: 37\n"
    "Products: koi food, color feed, nets, small koi 3 inch (own courier)\n"
    "\n"
    "Gross merchandise value                     21,480.00\n"
    "Commission fee (6%)                         -1,288.80\n"
    "Transaction fee (3%)                          -644.40\n"
    "Shipping fee paid by seller                   -626.80\n"
    "NET PAYOUT                                  18,920.00 THB\n"
    "\n"
    "Paid to Kasikornbank account xxx-x-x4471-x on 5 Nov 2025.\n"
    "Questions: Shopee Seller Centre > Finance > My Income.",
]

# ---------------------------------------------------------------- papers
FISHERIES_LETTER = [
    "สำนักงานประมงจังหวัดราชบุรี",
    "ที่ รบ 0011/2987",
    "27 ตุลาคม 2568",
    "เรื่อง นัดตรวจประเมินฟาร์มเพื่อต่ออายุใบรับรองมาตรฐานการปฏิบัติทางการประมงที่ดี (GAP) ฟาร์มสัตว์น้ำสวยงาม",
    "เรียน นายสุรเดช แก้วประเสริฐ (เดชโค่ยฟาร์ม)",
    "ตามที่ฟาร์มของท่านได้รับใบรับรองมาตรฐาน GAP ฟาร์มเพาะเลี้ยงสัตว์น้ำสวยงาม เลขที่ 7000-7417-RB-0382 "
    "ซึ่งจะสิ้นอายุในวันที่ 15 ธันวาคม 2568 นั้น",
    "สำนักงานประมงจังหวัดราชบุรีขอนัดตรวจประเมินฟาร์ม ในวันที่ 2 ธันวาคม 2568 เวลา 09.30 น. "
    "โดยเจ้าหน้าที่ 2 คน ใช้เวลาประมาณ 3 ชั่วโมง",
    "ขอให้ท่านเตรียมเอกสาร ได้แก่ สมุดบันทึกการเลี้ยงย้อนหลัง 12 เดือน บันทึกการใช้ยาและสารเคมี "
    "บันทึกคุณภาพน้ำ และสำเนาทะเบียนฟาร์ม (ทบ.1)",
    "ทั้งนี้ จะมีการเก็บตัวอย่างน้ำ 2 ตัวอย่าง ส่งตรวจที่ศูนย์วิจัยและพัฒนาประมงน้ำจืดราชบุรี "
    "ค่าวิเคราะห์ตัวอย่างละ 450 บาท รวม 900 บาท ชำระในวันตรวจ",
    "หากไม่สะดวกในวันดังกล่าว โปรดแจ้งเลื่อนภายในวันที่ 20 พฤศจิกายน 2568 ที่ 032-337-291",
    "จึงเรียนมาเพื่อทราบและถือปฏิบัติ",
    "ขอแสดงความนับถือ",
    "นายวีระพงษ์ สุขเกษม ประมงจังหวัดราชบุรี",
]
KHV_REPORT = [
    "WESTERN AQUATIC ANIMAL DIAGNOSTIC LABORATORY\n"
    "Kamphaeng Saen, Nakhon Pathom 73140   Tel. 034-351-880\n"
    "\n"
    "LABORATORY REPORT No. WAD-68-1142\n"
    "Report date: 24 Oct 2025           Samples received: 17 Oct 2025\n"
    "Client: Det Koi Farm (Mr. Suradet Kaewprasert), Photharam, Ratchaburi\n"
    "\n"
    "Sample  Source                               Test                Result\n"
    "S1      Pond 3, Kohaku 4-5 in (5 fish pool)  KHV (CyHV-3) PCR    NEGATIVE\n"
    "S1      Pond 3, Kohaku 4-5 in (5 fish pool)  SVC RT-PCR          NEGATIVE\n"
    "S2      Pond 5, Showa 38-42 cm (3 fish pool) KHV (CyHV-3) PCR    NEGATIVE\n"
    "S2      Pond 5, Showa 38-42 cm (3 fish pool) SVC RT-PCR          NEGATIVE\n"
    "\n"
    "Water temperature at sampling: 27 C.\n"
    "Fee: 2 samples x 1,200 THB = 2,400 THB (paid).\n"
    "For export health certificates this report is accepted for 30 days from the report date.\n"
    "Approved by: Dr. Pattaraporn Chaiyasit, DVM",
]
SHOW_ENTRY = [
    "SIAM KOI CHAMPIONSHIP 2025\n"
    "13-14 December 2025, BITEC Bangna, Hall 98\n"
    "ENTRY CONFIRMATION\n"
    "\n"
    "Entrant: Det Koi Farm (Mr. Suradet Kaewprasert)     Entrant no. SKC25-D-061\n"
    "Confirmation date: 2 Nov 2025\n"
    "\n"
    "Fish entries                         Qty   Fee each    Amount\n"
    "Size 1-3 (under 35 cm)                4       800.00    3,200.00\n"
    "Size 4-6 (35-55 cm)                   2     1,200.00    2,400.00\n"
    "Dealer booth 3 x 3 m (B-14)           1    12,000.00   12,000.00\n"
    "\n"
    "TOTAL                                                   17,600.00 THB\n"
    "Paid on 2 Nov 2025                                      -5,000.00\n"
    "BALANCE DUE by 30 Nov 2025                              12,600.00 THB\n"
    "\n"
    "Fish check-in: 12 Dec 2025, 08:00-14:00. Each fish must be photographed on arrival.\n"
    "Fish that fail the health check are not accepted and fees are not refunded.\n"
    "Booth set-up: 12 Dec 2025 from 13:00. Judging: 13 Dec. Awards: 14 Dec, 16:00.",
]
FREIGHT_EMAIL = """From: Kritsada Boonmee <kritsada@bkklivecargo.co.th>
To: detkoifarm@gmail.com
Date: Wed, 5 Nov 2025 10:12
Subject: Quote - live koi air freight BKK to Kuala Lumpur for Mr. Lim

Dear Khun Det,

Thank you for the enquiry. For Mr. Lim (Lim Koi Garden, Kuala Lumpur) 150 koi, we suggest 6 styrofoam boxes
of 25 fish each, packed with oxygen at your farm on the morning of the flight.

Air freight BKK - KUL (MH flights, Tue and Fri): 1,450 THB per box x 6 boxes = 8,700 THB
Export health certificate, customs and airport handling: 3,500 THB
TOTAL: 12,200 THB

Not included: packing boxes and oxygen (your side), and the import permit in Malaysia (Mr. Lim's side).
We need a KHV lab result not older than 30 days on the day of the flight, and bookings 5 days ahead.

This quote is valid until 30 Nov 2025. Please confirm by 20 Nov 2025 so we can hold space on the
2 Dec flight.

Best regards,
Kritsada (Pond)
BKK Live Cargo Co., Ltd.
Suvarnabhumi Cargo Village, Bldg 3
Tel. 086-224-9057
"""


def _pea_bill(period: str, reading: str, units: str, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Photharam Branch, Ratchaburi\n"
        "ELECTRICITY BILL\n"
        "Account name: Mr. Suradet Kaewprasert (Det Koi Farm - pond pumps)\n"
        "Address: 88/3 Moo 5, Ban Lueak, Photharam, Ratchaburi 70120\n"
        "Customer no. 020113847765   Small general service, rate 2.2 (3 phase)\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 312.24  VAT 7% {vat}\n"
        f"TOTAL AMOUNT DUE: {total} THB\n"
        f"Please pay by: {due}\n"
        "Pay at PEA offices, banks, Lotus's, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("16 Aug 2025 - 15 Sep 2025", "88,412 -> 93,532", "5,120", "21,914.92", "1,009.66",
                    "1,626.58", "24,863.40", "30 Sep 2025")
PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "93,532 -> 98,402", "4,870", "20,795.22", "960.36",
                    "1,544.75", "23,612.57", "30 Oct 2025")

PLAN_SLIDES = [
    ("เดชโค่ยฟาร์ม แผนปี 2569", "Det Koi Farm - plan for 2569 (2026)\nจัดทำโดย เฮียเดช กับแหม่ม พ.ย. 2568"),
    ("เป้ายอดขาย", "ยอดขายรวมเป้า 2,400,000 บาท\nขายส่งร้านปลา 1,300,000 / ออนไลน์ 900,000 / ส่งออก 200,000"),
    ("ขยายบ่อ", "ขุดบ่อดินเพิ่ม 4 บ่อ และบ่อปูนบ่อ 9\nงบรวม 480,000 บาท (กู้ ธ.ก.ส. เพิ่ม 300,000)"),
    ("ระบบกรอง", "ดรัมฟิลเตอร์บ่อ 9 งบไม่เกิน 80,000\nเลือก AquaTech หรือช่างพงษ์ ภายใน พ.ย."),
    ("ส่งออกมาเลเซีย", "Mr. Lim KL รอบละ 150 ตัว ทุก 2 เดือน\nต้องมีผลตรวจ KHV ทุกรอบ"),
]
POND_LOG = """# บันทึกบ่อ ต.ค. 68

| บ่อ | ปลา | จำนวน (ต้นเดือน) | ตาย | pH เฉลี่ย | หมายเหตุ |
|---|---|---|---|---|---|
| 1 | โคฮากุ 3 นิ้ว | 1,200 | 9 | 7.4 | |
| 2 | คละสี 3 นิ้ว | 1,500 | 12 | 7.2 | ฝนตกหนัก 12 ต.ค. น้ำขุ่น |
| 3 | โคฮากุ 4-5 นิ้ว | 420 | 3 | 7.5 | ส่งตรวจ KHV 17 ต.ค. |
| 4 | ซันเก้/โชว่า 4-5 นิ้ว | 380 | 4 | 7.5 | |
| 5 | โชว่า 38-42 ซม. | 14 | 0 | 7.6 | ตัวประกวด |
| 6 | ทันโจ 10-12 นิ้ว | 36 | 1 | 7.4 | |
| 7 | โอกอน 4-5 นิ้ว | 260 | 5 | 7.3 | เห็บระฆัง แช่เกลือ 3 วัน |
| 8 | พ่อแม่พันธุ์ | 22 | 3 | 7.5 | ตัวเมียแก่ ตายเอง |

รวมตาย 37 ตัว ส่วนใหญ่ไซส์เล็กช่วงฝน
- จ่อเปลี่ยนน้ำบ่อ 1-4 ทุกวันจันทร์ 30%
- ใส่เกลือ 0.3% บ่อ 7 วันที่ 20-22 ต.ค.
"""
RECIPE = """# น้ำหมักจุลินทรีย์ใส่บ่อปลา
- กากน้ำตาล 2 ลิตร
- หัวเชื้อ EM 1 ลิตร
- น้ำสะอาด 20 ลิตร
- หมักในถังปิดฝา 7 วัน ใช้ 1 ลิตร ต่อน้ำ 10 ตัน ทุก 2 สัปดาห์
"""

# ---------------------------------------------------------------- online and chats
ONLINE_OCT = """# ยอดขายออนไลน์ ต.ค. 2568 (แหม่มสรุป)

## Facebook Live (เพจ เดชโค่ยฟาร์ม ราชบุรี)
| วันที่ไลฟ์ | ปลาที่ขายได้ | ยอดขาย (บาท) | หมายเหตุ |
|---|---|---|---|
| ส. 4 ต.ค. | 14 ตัว | 15,850 | |
| ส. 11 ต.ค. | 11 ตัว | 12,400 | เน็ตหลุด 20 นาที |
| ส. 18 ต.ค. | 9 ตัว | 10,980 | ฝนตก คนดูน้อย |
| ส. 25 ต.ค. | 14 ตัว | 23,120 | ประมูลทันโจ 2 ตัว ได้ 4,100 กับ 3,850 |

รวมไลฟ์ 4 ครั้ง 48 ตัว 62,350 บาท
ยังค้างโอน 2 คน (คุณต่าย 1,650 / คุณโอ๊ต 1,500) รวม 3,150 บาท

## Shopee
37 ออเดอร์ (อาหารปลา สวิง ปลาเล็ก 3 นิ้ว) เงินเข้าหลังหักค่าธรรมเนียม 18,920 บาท

## รวมออนไลน์ ต.ค. 81,270 บาท
เดือนหน้าลองไลฟ์วันพุธเพิ่มอีกวัน
"""
AQUA_CHAT = """[30 ต.ค. 68 16:05] เดช DetKoi: ส่งใบเสนอราคาแก้ไขให้แล้วนะครับเจ๊ ยอดรวม 37,500 ครับ ส่งถึงร้านวันที่ 8 พ.ย.
[30 ต.ค. 68 16:40] เจ๊หงส์ อควาเวิลด์: โอ๊ย เดช ช่วงนี้ขายยากนะ 34,000 ได้มั้ย
[30 ต.ค. 68 17:12] เดช DetKoi: 34,000 ไม่ไหวครับเจ๊ อาหารปลาขึ้นราคาทุกเดือน 36,500 ละกันครับ
[30 ต.ค. 68 17:30] เจ๊หงส์ อควาเวิลด์: 35,000 ถ้วน ตัดโชว่าออกครึ่งนึงก็ได้
[30 ต.ค. 68 18:02] เดช DetKoi: โชว่าผมคัดไว้ให้แล้วเจ๊ งั้น 35,500 ครบทุกตัวตามใบเสนอราคา ค่าส่งผมออกเองครับ
[30 ต.ค. 68 18:05] เจ๊หงส์ อควาเวิลด์: ดีล 35,500 นะ มัดจำ 40% ที่เหลือโอนหลังรับปลา 15 วันเหมือนเดิม
[1 พ.ย. 68 10:20] เจ๊หงส์ อควาเวิลด์: โอนมัดจำแล้ว 14,200 นะเดช
[1 พ.ย. 68 10:31] เดช DetKoi: ได้รับแล้วครับเจ๊ ขอบคุณครับ ที่เหลือ 21,300 ครับ
[8 พ.ย. 68 15:10] เดช DetKoi: ปลาถึงร้านแล้วนะครับ ตายระหว่างทาง 0 ตัว
[8 พ.ย. 68 15:42] เจ๊หงส์ อควาเวิลด์: สวยมาก ลูกค้าชอบโคฮากุ เดือนหน้าขอ 4-5 นิ้วอีก 80 ตัวนะ
"""
TUM_CHAT = """[LINE] ประวัติการแชทกับ Tum Bangbuathong
วันที่บันทึก: 11/11/2568 07:45

อา. 09/11/2568
20:14\tTum Bangbuathong\tสวัสดีครับ ผมตั้มที่ซื้อในไลฟ์บ่อยๆ ครับ โชว่า 3 ตัวในไลฟ์เมื่อวาน (ตัวที่ 7, 9, 12) ขายชุดเท่าไหร่ครับ
20:20\tDetKoi Farm\tชุด 3 ตัว 28,500 ครับ ตัวละ 9,500 ไซส์ 38-42 ซม. มีผลตรวจ KHV ผ่านแล้วครับ
20:31\tTum Bangbuathong\t22,000 ได้มั้ยครับ จะส่งงานประกวดที่บางนาเดือนหน้า
20:40\tDetKoi Farm\t22,000 ไม่ได้จริงๆ ครับ 26,000 รวมค่าส่งถึงบ้านครับ
20:52\tTum Bangbuathong\t24,000 ผมขับไปรับเองที่ฟาร์มครับ
21:05\tDetKoi Farm\tมารับเองงั้น 25,000 ครับ แถมอาหารเร่งสี 1 ถุง
21:07\tTum Bangbuathong\tโอเค 25,000 ดีลครับ ขอโอนมัดจำ 5,000 ก่อนนะครับ

จ. 10/11/2568
09:12\tTum Bangbuathong\tโอนมัดจำ 5,000 แล้วครับ ไปรับปลาเสาร์ 15 พ.ย. ช่วงเช้า
09:20\tDetKoi Farm\tได้รับแล้วครับ ที่เหลือ 20,000 จ่ายวันรับปลาครับ
"""

# ---------------------------------------------------------------- household
REVO_STATEMENT = [
    "TOYOTA LEASING (THAILAND) CO., LTD.\n"
    "ACCOUNT STATEMENT\n"
    "Statement date: 10 Nov 2025\n"
    "\n"
    "Customer: Mr. Suradet Kaewprasert, 88/3 Moo 5, Ban Lueak, Photharam, Ratchaburi 70120\n"
    "Contract no. TLT-RB-2023-08817\n"
    "Vehicle: Toyota Hilux Revo Double Cab 2.4 Entry, registration 3kh 5129 Ratchaburi\n"
    "\n"
    "Financed amount: 1,070,640.00 THB (72 installments)\n"
    "Monthly installment: 14,870.00 THB\n"
    "Last payment received: 5 Nov 2025, 14,870.00 THB (installment 27)\n"
    "Installments paid: 27 of 72     Installments remaining: 45\n"
    "Outstanding balance: 669,150.00 THB\n"
    "Next installment due: 5 Dec 2025\n"
    "\n"
    "Late payment: a charge at the contract rate applies after the due date.\n"
    "Early settlement discount on request. Call center 02-680-8777.",
]
CAR_INSURANCE = [
    "บริษัท เมืองทองประกันภัย จำกัด (มหาชน) สาขาราชบุรี",
    "ใบแจ้งเตือนต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณสุรเดช แก้วประเสริฐ",
    "รถยนต์ TOYOTA HILUX REVO DOUBLE CAB 2.4 ทะเบียน 3ขห 5129 ราชบุรี กรมธรรม์เดิมเลขที่ MT-67-2209814 "
    "สิ้นสุดความคุ้มครอง 5 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("รายการ", "ทุนประกัน (บาท)", "เบี้ยประกัน (บาท)"),
    ("ประกันชั้น 1 ซ่อมศูนย์ (ปีนี้ ส่วนลดประวัติดี 30%)", "620,000", "17,980"),
    ("พ.ร.บ. (ประกันภาคบังคับ) รถกระบะ 4 ประตู", "-", "645.21"),
    ("รวมชำระทั้งสิ้น", "", "18,625.21"),
    ("อ้างอิง: เบี้ยชั้น 1 ปีที่แล้ว", "650,000", "19,250"),
]
CAR_INSURANCE_BOTTOM = [
    "กรุณาชำระเบี้ยประกันรวม 18,625.21 บาท ภายในวันที่ 28 พฤศจิกายน 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ทางเลือก: ประกันชั้น 2+ ทุน 400,000 เบี้ย 9,900 บาท (ไม่รวม พ.ร.บ.)",
    "ตัวแทน คุณสุนันทา (พี่นันท์) 089-330-7715",
]
SCHOOL_FEES = [
    "โรงเรียนราชบุรีวิทยาคม",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กหญิงปัณฑิตา แก้วประเสริฐ  ชั้น ม.2/3  เลขประจำตัว 31284",
]
SCHOOL_FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "15,800"),
    ("ค่าเรียนเสริมภาษาอังกฤษ (MEP)", "3,500"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,250"),
    ("ค่าคอมพิวเตอร์", "500"),
    ("ค่าประกันอุบัติเหตุ", "300"),
    ("รวม", "21,350"),
]
SCHOOL_FEES_BOTTOM = [
    "ชำระได้ที่ฝ่ายการเงินของโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน ภายในวันที่ 17 พฤศจิกายน 2568",
    "หากชำระหลังกำหนด ปรับวันละ 20 บาท",
    "จดเพิ่ม (แหม่ม): ค่าเทอมมิ้นท์ โอนแล้วส่งสลิปให้ครูประจำชั้นทาง LINE",
]
HOSPITAL_BILL = [
    "RUAMPHAET RATCHABURI HOSPITAL\n"
    "191 Sri Suriyawong Road, Mueang Ratchaburi 70000   Tel. 032-310-555\n"
    "\n"
    "INPATIENT BILL / RECEIPT No. IP-2510-06637\n"
    "Patient: Mrs. Boonruean Kaewprasert   Age 74   HN 65-004821\n"
    "Admitted: 14 Oct 2025      Discharged: 18 Oct 2025 (4 nights)\n"
    "Diagnosis: community-acquired pneumonia\n"
    "Attending physician: Dr. Nattawut Srisomboon (internal medicine)\n"
    "\n"
    "Room (single) 4 nights x 2,800.00                 11,200.00\n"
    "Nursing service 4 days x 900.00                    3,600.00\n"
    "Medicines and IV fluids                           21,860.00\n"
    "Laboratory                                         9,745.00\n"
    "X-ray and CT chest                                 8,420.00\n"
    "Doctor fees                                       11,500.00\n"
    "Medical supplies                                   2,095.00\n"
    "\n"
    "TOTAL CHARGES                                     68,420.00 THB\n"
    "Paid by insurer (Muang Thai Life, IPD limit)     -50,000.00\n"
    "PAID BY PATIENT (credit card, 18 Oct 2025)        18,420.00 THB\n"
    "\n"
    "Follow-up: 1 Nov 2025, 09:00, Internal Medicine clinic, bring all medicines.",
]
MUM_NOTES = """# นัดหมอแม่ (บุญเรือน)
- 14-18 ต.ค. แม่นอนรพ.รวมแพทย์ราชบุรี ปอดอักเสบ
- ประกันแม่จ่ายได้ 50,000 ต่อครั้ง ที่เหลือเราจ่ายเอง พี่นิดช่วยครึ่งนึง 9,000 (โอนมาแล้ว 22 ต.ค.)
- 1 พ.ย. นัดติดตามผล หมอณัฐวุฒิว่าปอดดีขึ้น เอกซเรย์ซ้ำเดือนหน้า
- นัดต่อไป 6 ธ.ค. 2568 เวลา 09.00 เจาะเลือดก่อน งดน้ำงดอาหาร 8 ชม.
- ยาความดัน amlodipine 5 mg เช้า 1 เม็ด ยาพ่นวันละ 2 ครั้ง
"""
BAAC_LETTER = [
    "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร สาขาโพธาราม",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรื่อง แจ้งกำหนดชำระหนี้เงินกู้",
    "เรียน นายสุรเดช แก้วประเสริฐ",
    "ตามสัญญากู้เงินเลขที่ 1026-66-004519 ลงวันที่ 20 ธันวาคม 2566 วงเงินกู้ 500,000 บาท "
    "เพื่อขุดบ่อเลี้ยงปลาและวางระบบน้ำ ธนาคารขอแจ้งกำหนดชำระงวดประจำปี ดังนี้",
]
BAAC_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("เงินต้นคงเหลือก่อนชำระ", "300,000.00"),
    ("เงินต้นงวดนี้", "100,000.00"),
    ("ดอกเบี้ย (อัตรา 7.125% ต่อปี)", "21,375.00"),
    ("รวมต้องชำระ", "121,375.00"),
]
BAAC_BOTTOM = [
    "กำหนดชำระภายในวันที่ 31 ธันวาคม 2568 หลังชำระ เงินต้นคงเหลือ 200,000.00 บาท",
    "หากชำระเกินกำหนด คิดดอกเบี้ยผิดนัดเพิ่มร้อยละ 3 ต่อปี",
    "ติดต่อ พนักงานพัฒนาลูกค้า คุณวิไลวรรณ 032-241-508",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค.68": [("ค่าไฟบ้าน", 1984.35, "มิเตอร์บ้าน แยกจากบ่อ"), ("ค่าน้ำประปา", 312, ""),
               ("เน็ตบ้าน True", 699, ""), ("กับข้าว ของใช้", 11400, ""),
               ("ผ่อน Revo", 14870, "งวด 24/72"), ("ค่าน้ำมันรถ", 5300, ""),
               ("รถตู้มิ้นท์", 1800, ""), ("เรียนพิเศษมิ้นท์", 2400, "คณิต อังกฤษ"),
               ("ยาแม่", 1650, ""), ("ประกันสุขภาพแม่", 3480, "รายเดือน")],
    "ก.ย.68": [("ค่าไฟบ้าน", 2106.72, ""), ("ค่าน้ำประปา", 298, ""),
               ("เน็ตบ้าน True", 699, ""), ("กับข้าว ของใช้", 10950, ""),
               ("ผ่อน Revo", 14870, "งวด 25/72"), ("ค่าน้ำมันรถ", 5650, ""),
               ("รถตู้มิ้นท์", 1800, ""), ("เรียนพิเศษมิ้นท์", 2400, ""),
               ("ยาแม่", 1650, ""), ("ประกันสุขภาพแม่", 3480, "")],
    "ต.ค.68": [("ค่าไฟบ้าน", 1875.46, ""), ("ค่าน้ำประปา", 287, ""),
               ("เน็ตบ้าน True", 699, ""), ("กับข้าว ของใช้", 11820, ""),
               ("ผ่อน Revo", 14870, "งวด 26/72"), ("ค่าน้ำมันรถ", 6120, "ขับไปรพ.แม่หลายรอบ"),
               ("รถตู้มิ้นท์", 1800, ""), ("เรียนพิเศษมิ้นท์", 2400, ""),
               ("ค่ารพ.แม่ ส่วนที่ประกันไม่จ่าย", 18420, "พี่นิดช่วย 9,000"),
               ("ยาแม่", 1650, ""), ("ประกันสุขภาพแม่", 3480, "")],
}
FAMILY_CHAT = """[18 ต.ค. 68 14:20] เดช: แม่ออกจากรพ.แล้วนะ หมอให้กลับบ้านได้ ส่วนที่ประกันไม่จ่าย 18,420 จ่ายบัตรไปก่อน
[18 ต.ค. 68 14:35] พี่นิด: เดี๋ยวพี่ช่วยครึ่งนึงนะเดช สิ้นเดือนโอนให้
[18 ต.ค. 68 14:40] แหม่ม: แม่พักเยอะๆ นะคะ ไม่ต้องลงไปดูบ่อแล้ว
[3 พ.ย. 68 19:05] แหม่ม: ค่าเทอมมิ้นท์เทอมสองมาแล้ว ต้องโอนก่อนวันที่ 17 นะ
[3 พ.ย. 68 19:12] เดช: ได้ รอเงินเจ๊หงส์เข้าก่อน
[3 พ.ย. 68 21:30] มิ้นท์: ป๊า หนูขอไปค่ายภาษาอังกฤษที่หัวหินด้วยได้มั้ย 2,900
[4 พ.ย. 68 07:00] เดช: ได้ลูก ตั้งใจเรียนนะ
[9 พ.ย. 68 20:15] แหม่ม: ประกันรถ Revo มาแล้ว ปีนี้ถูกลงนิดนึง จ่ายก่อน 28 พ.ย.
[9 พ.ย. 68 20:18] เดช: โอเค จ่ายพร้อมค่าบูธงานประกวด
"""
GIFTS = """ของขวัญปีใหม่ 69
- เจ๊หงส์ อควาเวิลด์: กระเช้า
- เฮียกุ้ย: ไม่ต้อง ยังไม่จ่ายเงิน 555
- ครูประจำชั้นมิ้นท์: ชุดชา
- จ่อ มิน ลุงหมาย: อั่งเปา คนละ 1,000
"""
TODO = {"todo.md": """- โอนค่าเทอมมิ้นท์ ก่อน 17 พ.ย.
- ทวงเงินเฮียกุ้ย ฟิชแลนด์
- เลือกระบบกรองบ่อ 9 (AquaTech หรือ ช่างพงษ์)
- ตอบปอนด์ BKK Live Cargo เรื่องส่งปลาไป KL ก่อน 20 พ.ย.
- ต่อประกัน Revo ก่อน 28 พ.ย.
- จ่ายค่าบูธงานประกวดที่เหลือ ก่อน 30 พ.ย.
- เตรียมสมุดบันทึกบ่อให้ประมงตรวจ GAP 2 ธ.ค.
"""}


def _book(path: Path, year: str, income: list[list[float]], expenses: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ เดชโค่ยฟาร์ม ปี {year} (Farm income by month {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย เดชโค่ยฟาร์ม ปี {year} (Farm expenses by month {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in expenses]
                 + [round(sum(map(sum, expenses)), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาปลา 2568"
    sheet.append(["ราคาปลาคาร์ฟ เดชโค่ยฟาร์ม ปี 2568 (อัปเดต 1 ต.ค. 68) Det Koi Farm price list 2025"])
    sheet.append(PRICE_HEADERS)
    for row in PRICES_2568:
        sheet.append(list(row))
    money_format(sheet, 3)
    money_format(sheet, 4)
    ship = book.create_sheet("ค่าส่ง Shipping")
    ship.append(["ภูมิภาค (Region)", "ค่าส่งต่อกล่อง (THB/box, ไม่เกิน 25 ตัวไซส์ 4-5 นิ้ว)", "หมายเหตุ (Note)"])
    for row in SHIPPING:
        ship.append(list(row))
    book.save(path)


def _customers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลูกค้าส่ง Pet shops"
    for row in CUSTOMERS:
        sheet.append(list(row))
    money_format(sheet, 7)
    paid = book.create_sheet("เก็บเงิน ต.ค.-พ.ย.")
    for row in COLLECTED:
        paid.append(list(row))
    money_format(paid, 3)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in WAGES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงคนงานฟาร์ม {title}"])
        sheet.append(list(WAGE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", "", "", "", "", sum(r[5] for r in rows), sum(r[6] for r in rows),
                      sum(r[7] for r in rows)])
        for column in (4, 6, 7, 8):
            money_format(sheet, column)
    book.save(path)


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title}"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, feed, prices, books = (biz / "Quotes ใบเสนอราคา", biz / "อาหารปลา", biz / "ราคา", biz / "บัญชี")
    papers, power = biz / "เอกสาร", biz / "ค่าไฟบ่อ"
    for folder in (quotes, feed, prices, books, papers, power, biz / "Chat", home / "รถ", home / "ลูก",
                   home / "แม่", home / "เงินกู้"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT_อควาเวิลด์จตุจักร_ร่าง.docx", AQUA_DRAFT, AQUA_DRAFT_TABLE, bottom=AQUA_DRAFT_BOTTOM)
    write_docx(quotes / "QT_อควาเวิลด์จตุจักร_final v2.docx", AQUA_FINAL, AQUA_FINAL_TABLE,
               bottom=AQUA_FINAL_BOTTOM)
    make_pdf(quotes / "AquaTech quotation - drum filter set.pdf", AQUATECH_QUOTE)
    write_docx(quotes / "ใบเสนอราคา_สมพงษ์อควาฟาร์ม_ระบบกรอง.docx", SOMPONG_QUOTE, SOMPONG_TABLE,
               bottom=SOMPONG_BOTTOM)
    make_pdf(feed / "Invoice SiamKoiFeed INV-2510-233.pdf", FEED_INVOICE)
    write_docx(feed / "ใบเสร็จค่าอาหารปลา_สยามโค่ยฟีด_7พ.ย.68.docx", FEED_RECEIPT, FEED_RECEIPT_TABLE,
               bottom=FEED_RECEIPT_BOTTOM)
    _price_list(prices / "ราคาปลา_DetKoi_2568 (อัปเดต ต.ค.).xlsx")
    write_docx(prices / "ราคาส่งปลาคาร์ฟ ปี67.docx", PRICES_2567, PRICES_2567_TABLE, bottom=PRICES_2567_BOTTOM)
    write_docx(prices / "แจ้งปรับราคาส่ง ม.ค.69_ร่าง.docx", PRICE_LETTER, PRICE_LETTER_TABLE,
               bottom=PRICE_LETTER_BOTTOM)
    _book(books / "บัญชีฟาร์ม_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีฟาร์ม_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _customers(books / "ลูกค้าร้านปลา_ยอดค้าง_Nov2025.xlsx")
    _wages(books / "ค่าแรงคนงาน ต.ค.68.xlsx")
    make_pdf(books / "Shopee payout statement Oct2025.pdf", SHOPEE)
    write_docx(papers / "หนังสือประมงจังหวัด_นัดตรวจ GAP_ต.ค.68.docx", FISHERIES_LETTER)
    make_pdf(papers / "KHV_PCR_result_Oct2025.pdf", KHV_REPORT)
    make_pdf(papers / "SiamKoiChampionship2025_entry.pdf", SHOW_ENTRY)
    make_pdf(power / "PEA_ค่าไฟบ่อ_Sep2025.pdf", PEA_SEP)
    make_pdf(power / "PEA_ค่าไฟบ่อ_Oct2025.pdf", PEA_OCT)
    write_slides(biz / "แผนขยายฟาร์ม 2569 final.pptx", PLAN_SLIDES)
    make_pdf(home / "รถ" / "TLT_Revo_statement_Nov2025.pdf", REVO_STATEMENT)
    write_docx(home / "รถ" / "ต่อประกันรถ Revo ปี68.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(home / "ลูก" / "ค่าเทอม ม.2 เทอม2_2568.docx", SCHOOL_FEES, SCHOOL_FEES_TABLE,
               bottom=SCHOOL_FEES_BOTTOM)
    make_pdf(home / "แม่" / "RuamphaetHospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "เงินกู้" / "ธกส_แจ้งชำระงวด_ธ.ค.68.docx", BAAC_LETTER, BAAC_TABLE, bottom=BAAC_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_ปี68.xlsx")
    write_texts(docs, {
        f"{BIZ}/บัญชี/ยอดขายออนไลน์_Oct2025.md": ONLINE_OCT,
        f"{BIZ}/Chat/แชทไลน์_อควาเวิลด์.txt": AQUA_CHAT,
        f"{BIZ}/Chat/LINE_ลูกค้าไลฟ์_โชว่า3ตัว.txt": TUM_CHAT,
        f"{BIZ}/เอกสาร/email_BKKLiveCargo_KL shipment quote.txt": FREIGHT_EMAIL,
        f"{BIZ}/บันทึกบ่อ_ต.ค.68.md": POND_LOG,
        f"{BIZ}/สูตรน้ำหมักจุลินทรีย์.md": RECIPE,
        f"{HOME}/แม่/นัดหมอแม่.md": MUM_NOTES,
        f"{HOME}/แชทไลน์_ครอบครัว.txt": FAMILY_CHAT,
        f"{HOME}/ของขวัญปีใหม่ 69.txt": GIFTS,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
