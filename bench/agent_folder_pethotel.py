"""The pethotel folder: the papers of a Thai pet hotel and boarding kennel owner and her household, written by code.

The owner is ปิยะนุช ทองประเสริฐ (พี่ปุ๊ก, Pook, Piyanut Thongprasert) of "Paws Inn Korat" (โรงแรมหมาแมว
พอวส์อินน์ โคราช), 155/3 ซ.มิตรภาพ 8 ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา. She boards dogs and cats, runs a
daycare, a grooming corner (groomer มิ้นท์) and a pet taxi (a Toyota Commuter van that her husband ชัยวัฒน์ (พี่ชัย)
drives). Her staff: พี่แดง (head keeper), มิ้นท์ (groomer), บอย (night keeper), ป้าจันทร์ (cleaner). The vet on call
is หมอเจ (สพ.ญ.เจนจิรา บุญมา). Their daughter น้องแพรว (ด.ญ.แพรวา) is in ม.2, her mother แม่มาลัย (นางมาลัย
ศรีสุวรรณ) is diabetic and was in hospital in November, her brother is พี่เอก. It is early December 2568 (2025).

Documents/Paws Inn โคราช/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ฝากยาว_ครอบครัวHale_ร่าง.docx: draft quote QT-PI-68-031 (27 พ.ย. 2568) to คุณนันทนา เฮล
  (คุณนก) for Max (large), Bella (medium) and the cat Miso, 40 nights 18 ธ.ค. 68 - 27 ม.ค. 69: 22,000 + 18,000 +
  11,200 + peak surcharge 5,100 + baths 1,450 = 57,750 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ฝากยาว_ครอบครัวHale_final v2.docx: the final (29 พ.ย. 2568): long-stay 10% off, no
  surcharge: 19,800 + 16,200 + 10,080 + baths 1,450 + pet taxi 400 = 47,930, deposit 30% 14,379, balance 33,551.
- ใบเสนอราคา/Quote_SteelPaw_kennels Nov2025.pdf: English quote SPK-Q-2511-077 from SteelPaw Kennel Co., Ltd.:
  6 L kennels at 8,900, 4 M at 6,200, 5 cat condos at 4,750 = 101,950 + VAT 7,136.50 = 109,086.50, install free.
- ใบเสนอราคา/ใบเสนอราคา กรงสแตนเลส เจริญกิจ.docx: ร้านเจริญกิจสแตนเลส's quote for the same cages: 8,500 / 5,800 /
  4,900 = 98,700 + install 2,500 = 101,200 (no VAT), deposit 50% 50,600.
- ราคา/PawsInn_Rates_2025.pdf: English rate card 2025: dogs small 350, medium 450, large 550 a night, cat room
  280, cat suite 420, peak +100, long stay 14+ nights 10% off, daycare 250, baths 300/450/600/cat 400, taxi 200.
- ราคา/เรทราคาห้องพัก_2567.xlsx: last year's prices, two sheets: rooms (300 / 400 / 500, cat 250, suite 380) and
  extras (daycare 200, baths 250/400/550/cat 350, taxi 150).
- เอกสาร/หนังสือเทศบาล ต่อใบอนุญาต 2569.docx: เทศบาลนครนครราชสีมา: licence 45/2568 ends 31 ธ.ค. 2568, renewal fee
  2,000 by 31 ธ.ค. 2568 (late 20% = 400), and the neighbours' complaint about barking at night and smell;
  inspection 16 ธันวาคม 2568 10.00 น., 30 days to fix.
- เอกสาร/สัญญาสัตวแพทย์ประจำ_คลินิกรักสัตว์_2569.docx: the on-call vet contract with คลินิกรักสัตว์โคราช
  (สพ.ญ.เจนจิรา บุญมา = หมอเจ) for 2569: 4,000 a month (2 visits), extra visit 800, night call 1,500, drugs 15% off.
- เอกสาร/email_SiamPetRelocation_partnership_03-12-2025.txt: English email from Siam Pet Relocation: 380 a dog
  night, 240 a cat night, billed monthly, at least 60 pet-nights a month from Feb 2026, reply by 19 Dec 2025.
- ซื้อของ/KPS_invoice_IV2511-0873.pdf: English invoice from Korat Pet Supply Co., Ltd. (14 Nov 2025): 29,838.00 +
  VAT 2,088.66 = 31,926.66 due 14 Dec 2025.
- ซื้อของ/ใบเสร็จ_โคราชเพ็ทซัพพลาย_RE6811-0412.docx: the Thai receipt for it: 31,926.66 received 28 พ.ย. 2568.
- ซื้อของ/ของต้องสั่ง ธ.ค.md: a shopping list.
- บัญชี/บัญชีรายรับรายจ่าย_PawsInn_2568.xlsx: this year's book, income and expenses by month (Jan-Nov); grooming
  ส.ค. 22,650; food & litter พ.ย. 31,926.66; repairs พ.ย. 20,000.
- บัญชี/บัญชีรายรับรายจ่าย_PawsInn_2567.xlsx: last year's book, same layout, Jan-Dec; food & litter ธ.ค. 29,850.
- บัญชี/พนักงาน_เงินเดือน_2568.xlsx: staff by full name and nickname (พี่แดง 15,500, มิ้นท์ 14,000, บอย 12,500,
  ป้าจันทร์ 11,000) and a New Year overtime sheet (500 a shift).
- บัญชี/occupancy_Nov2025.md: November: 223 dog nights, 157 cat nights, income 191,960.
- การจอง/จองปีใหม่_2569 update 8Dec.xlsx: New Year bookings (Hale pets, เจ๊ติ๋ม's ขนมปัง, คุณเบียร์'s ลัคกี้ ...).
- การจอง/ตารางให้ยา_แขกเดือนธ.ค.md: medicine times for December guests.
- การจอง/vaccine_policy_for_guests.md: English vaccine rules for guests.
- แชท/แชทไลน์_คุณนก_ฝากยาวปีใหม่.txt: LINE with คุณนก: 47,930 quoted, she asks 45,000, 46,500 offered, settled
  46,000 with free pet taxi, deposit 13,800 on 3 ธ.ค. 68.
- แชท/แชท ช่างต้อม ต่อเติมห้องแมว.txt: the builder: 68,000, 62,000, 60,000 offered, settled 59,500, deposit 20,000.
- แชท/LINE_ทีมPawsInn_กะปีใหม่.txt: the staff group, New Year shifts.
- แผนงาน Paws Inn 2569.pptx: next year's plan (2,400,000 target, cages budget 110,000).
- ฝึกพนักงานใหม่_ดูแลแมว.pptx: a staff training deck on cats.
- Bills/PEA_PawsInn_Oct2025.pdf (3,412 kWh, 14,750.09) and Bills/PEA_PawsInn_Nov2025.pdf (3,106 kWh, 13,431.66).
- สูตรขนมหมา_ฟักทอง.md: a dog-treat recipe.

Documents/บ้าน/ (the household)
- ค่าเทอม/ใบแจ้งค่าเทอม_แพรว_ม.2_เทอม2-2568.docx: school fees 26,800 by 31 ต.ค. 2568.
- แม่/RRH_inpatient_bill_Nov2025.pdf: English hospital bill for แม่มาลัย (11-15 Nov 2025): 48,760.50, insurance
  30,000.00, paid 18,760.50.
- แม่/แม่_นัดหมอ เบาหวาน.md: notes on mother's diabetes and foot wound.
- รถตู้/Van_HP_statement_Nov2025.pdf: English hire-purchase statement: 16,850.00 a month, 23 of 72 paid,
  outstanding 825,650.00.
- รถตู้/ต่อประกันรถตู้_2569.docx: van insurance renewal: class 1 21,900 (last year 20,450), pay by 10 ม.ค. 2569.
- รายจ่ายบ้าน_ก.ย.-พ.ย.68.xlsx: household spending, a sheet per month.
- แชทไลน์_บ้านทองประเสริฐ.txt: the family LINE group.
- Bills/AIS_Fibre_home_Nov2025.pdf: the home internet bill 854.93.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "Paws Inn โคราช"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
PI_TOP = ("Paws Inn Korat โรงแรมหมาแมว พอวส์อินน์ โคราช  155/3 ซ.มิตรภาพ 8 ต.ในเมือง อ.เมืองนครราชสีมา "
          "จ.นครราชสีมา 30000  โทร 081-725-4409  LINE @pawsinnkorat")

# ---------------------------------------------------------------- long-stay quote (draft and final)
HALE_DRAFT = [
    PI_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PI-68-031",
    "วันที่ 27 พฤศจิกายน 2568",
    "เรียน คุณนันทนา เฮล (Mrs. Nantana Hale)",
    "เรื่อง ฝากเลี้ยงระยะยาว Max (Golden Retriever 32 กก.), Bella (Beagle 12 กก.) และแมว Miso "
    "เข้าพัก 18 ธ.ค. 2568 ออก 27 ม.ค. 2569 รวม 40 คืน",
]
HALE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ห้องสุนัขใหญ่ (Max)", "40 คืน", "550", "22,000"),
    ("ห้องสุนัขกลาง (Bella)", "40 คืน", "450", "18,000"),
    ("ห้องแมว (Miso)", "40 คืน", "280", "11,200"),
    ("ค่าบริการช่วงพีค 20 ธ.ค. - 5 ม.ค.", "17 คืน x 3 ตัว", "100", "5,100"),
    ("อาบน้ำเป่าขนก่อนกลับบ้าน (ใหญ่/กลาง/แมว)", "3 ตัว", "600/450/400", "1,450"),
    ("รวมทั้งสิ้น", "", "", "57,750"),
]
HALE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 57,750 บาท (ห้าหมื่นเจ็ดพันเจ็ดร้อยห้าสิบบาทถ้วน)",
    "ร่าง ยังไม่ส่ง ถามพี่ชัยก่อนว่าจะลดให้คุณนกเท่าไหร่ ลูกค้าเก่ามา 3 ปีแล้ว",
]
HALE_FINAL = [
    PI_TOP,
    "ใบเสนอราคา  เลขที่ QT-PI-68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 29 พฤศจิกายน 2568",
    "เรียน คุณนันทนา เฮล (Mrs. Nantana Hale)",
    "เรื่อง ฝากเลี้ยงระยะยาว (Long stay) Max, Bella และ Miso เข้าพัก 18 ธันวาคม 2568 ออก 27 มกราคม 2569 "
    "รวม 40 คืน ส่วนลดพักยาว 10% และยกเว้นค่าบริการช่วงพีค",
]
HALE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ห้องสุนัขใหญ่ (Max) ลด 10%", "40 คืน", "495", "19,800"),
    ("ห้องสุนัขกลาง (Bella) ลด 10%", "40 คืน", "405", "16,200"),
    ("ห้องแมว (Miso) ลด 10%", "40 คืน", "252", "10,080"),
    ("อาบน้ำเป่าขนก่อนกลับบ้าน (ใหญ่/กลาง/แมว)", "3 ตัว", "600/450/400", "1,450"),
    ("รถรับส่งสัตว์เลี้ยง (ไป-กลับ)", "2 เที่ยว", "200", "400"),
    ("รวมทั้งสิ้น", "", "", "47,930"),
]
HALE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 47,930 บาท (สี่หมื่นเจ็ดพันเก้าร้อยสามสิบบาทถ้วน)",
    "เงื่อนไข: มัดจำ 30% = 14,379 บาท เพื่อยืนยันห้อง ส่วนที่เหลือ 33,551 บาท ชำระวันรับกลับ",
    "ราคารวมอาหารตามที่เจ้าของเตรียมมา ยาประจำตัว และส่งรูปทาง LINE ทุกวัน",
    "ราคานี้ยืนถึง 10 ธันวาคม 2568",
    "ลงชื่อ ปิยะนุช ทองประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- cage quotes
STEELPAW_QUOTE = [
    "STEELPAW KENNEL CO., LTD.\n"
    "Stainless steel kennels and cat condos - 41/9 Bang Bon 3 Road, Bangkok 10150  Tel. 02-894-3310\n"
    "QUOTATION No. SPK-Q-2511-077        Date: 24 Nov 2025\n"
    "To: Ms. Piyanut Thongprasert (Paws Inn Korat), Nakhon Ratchasima\n"
    "Re: stainless steel kennels and cat condos for boarding rooms\n"
    "\n"
    "Item                                   Qty      Unit price    Amount\n"
    "Stainless kennel L 120x80x100 cm       6 pcs    8,900.00      53,400.00\n"
    "Stainless kennel M 90x60x75 cm         4 pcs    6,200.00      24,800.00\n"
    "Cat condo 3-tier, stainless frame      5 pcs    4,750.00      23,750.00\n"
    "\n"
    "Subtotal                                                    101,950.00\n"
    "VAT 7%                                                        7,136.50\n"
    "GRAND TOTAL                                                 109,086.50 THB\n"
    "\n"
    "Delivery and installation in Nakhon Ratchasima: free of charge.\n"
    "Lead time: 21 days after deposit. Payment: 50% deposit, 50% on installation.\n"
    "Warranty: 2 years on welds, 1 year on trays and wheels.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Wanchai (Chai) 086-551-2093",
]
CHAROEN_QUOTE = [
    "ร้านเจริญกิจสแตนเลส รับทำกรงสัตว์ ราวกันตก งานสแตนเลสทุกชนิด",
    "88 ถ.ช้างเผือก ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา โทร 044-256-118",
    "ใบเสนอราคา เลขที่ 68/144  วันที่ 26 พ.ย. 2568",
    "เรียน คุณปิยะนุช ทองประเสริฐ (Paws Inn)",
    "เรื่อง กรงสุนัขสแตนเลสและคอนโดแมว",
]
CHAROEN_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กรงสุนัขสแตนเลส ไซส์ L 120x80x100 ซม.", "6 หลัง", "8,500", "51,000"),
    ("กรงสุนัขสแตนเลส ไซส์ M 90x60x75 ซม.", "4 หลัง", "5,800", "23,200"),
    ("คอนโดแมว 3 ชั้น โครงสแตนเลส", "5 หลัง", "4,900", "24,500"),
    ("รวมค่าสินค้า", "", "", "98,700"),
    ("ค่าติดตั้ง", "", "", "2,500"),
    ("รวมทั้งสิ้น", "", "", "101,200"),
]
CHAROEN_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 101,200 บาท (ร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 50,600 บาท ส่งของและติดตั้งภายใน 30 วัน",
    "รับประกันรอยเชื่อม 1 ปี",
    "ช่างเล็ก (นายสมเกียรติ เจริญกิจ) 089-627-4410",
]

# ---------------------------------------------------------------- rates
RATES_2025 = [
    "PAWS INN KORAT - ROOM RATES 2025\n"
    "Dog and cat boarding, daycare and grooming in Nakhon Ratchasima\n"
    "Valid 1 January 2025 - 31 December 2025. All prices in THB.\n"
    "\n"
    "DOG BOARDING (per night, air-conditioned room, 3 walks a day)\n"
    "  Small (under 10 kg) ......................... 350 THB\n"
    "  Medium (10-25 kg) ........................... 450 THB\n"
    "  Large (over 25 kg) .......................... 550 THB\n"
    "\n"
    "CAT BOARDING (per night)\n"
    "  Cat room ..................................... 280 THB\n"
    "  Cat suite (window view, up to 2 cats) ........ 420 THB\n"
    "\n"
    "Peak season surcharge (20 Dec - 5 Jan, 10-17 Apr): +100 THB per pet per night\n"
    "Long stay (14 nights or more): 10% off boarding\n"
    "\n"
    "DAYCARE (8:00-18:00) ........................... 250 THB/day\n"
    "\n"
    "BATH AND BLOW-DRY\n"
    "  Small dog 300  |  Medium dog 450  |  Large dog 600  |  Cat 400 THB\n"
    "\n"
    "PET TAXI within Mueang Korat ................... 200 THB per trip\n"
    "\n"
    "Check-in 8:00-18:00, check-out by 12:00 (later counts as daycare).\n"
    "Rabies and core vaccines must be valid for the whole stay.\n"
    "Contact: Pook 081-725-4409, LINE @pawsinnkorat",
]
RATES_2567_ROOMS = [
    ("ประเภทห้อง", "ราคา/คืน (บาท)", "หมายเหตุ"),
    ("สุนัขเล็ก (ไม่เกิน 10 กก.)", 300, ""),
    ("สุนัขกลาง (10-25 กก.)", 400, ""),
    ("สุนัขใหญ่ (เกิน 25 กก.)", 500, ""),
    ("ห้องแมว", 250, ""),
    ("ห้องแมวสวีท (2 ตัว)", 380, "มีหน้าต่าง"),
    ("ช่วงพีค ปีใหม่/สงกรานต์", 80, "บวกเพิ่มต่อตัวต่อคืน"),
]
RATES_2567_EXTRAS = [
    ("บริการ", "ราคา (บาท)"),
    ("รับเลี้ยงกลางวัน (daycare)", 200),
    ("อาบน้ำ สุนัขเล็ก", 250),
    ("อาบน้ำ สุนัขกลาง", 400),
    ("อาบน้ำ สุนัขใหญ่", 550),
    ("อาบน้ำ แมว", 350),
    ("รถรับส่ง ในเมือง", 150),
]

# ---------------------------------------------------------------- papers
CITY_LETTER = [
    "เทศบาลนครนครราชสีมา",
    "ที่ นม 52004/2871",
    "20 พฤศจิกายน 2568",
    "เรื่อง การต่ออายุใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ และเรื่องร้องเรียนเหตุรำคาญ",
    "เรียน นางสาวปิยะนุช ทองประเสริฐ ผู้ประกอบกิจการ Paws Inn Korat",
    "1. ใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ (กิจการรับฝากสัตว์) เลขที่ 45/2568 ของท่าน "
    "จะสิ้นอายุในวันที่ 31 ธันวาคม 2568 หากประสงค์จะประกอบกิจการต่อ ขอให้ยื่นคำขอต่ออายุพร้อมชำระค่าธรรมเนียม "
    "ปีละ 2,000 บาท ภายในวันที่ 31 ธันวาคม 2568 ที่กองสาธารณสุขและสิ่งแวดล้อม "
    "หากยื่นเกินกำหนดต้องเสียค่าปรับเพิ่มร้อยละ 20 เป็นเงิน 400 บาท",
    "2. เทศบาลได้รับเรื่องร้องเรียนจากผู้พักอาศัยในหมู่บ้านพฤกษาวิลล์ 5 ว่ามีเสียงสุนัขเห่าดังในช่วงเวลา "
    "22.00-05.00 น. และมีกลิ่นเหม็นจากการทิ้งมูลสัตว์ลงรางระบายน้ำ",
    "เจ้าหน้าที่จะเข้าตรวจสอบสถานประกอบการในวันที่ 16 ธันวาคม 2568 เวลา 10.00 น. "
    "ขอให้ท่านปรับปรุงภายใน 30 วัน นับแต่วันตรวจ ได้แก่ ติดตั้งวัสดุกันเสียงในห้องพักสุนัขด้านที่ติดหมู่บ้าน "
    "และแยกทิ้งมูลสัตว์ใส่ถุงปิดสนิทเพื่อให้รถเก็บขยะติดเชื้อของเทศบาลจัดเก็บ (ค่าจัดเก็บเดือนละ 300 บาท)",
    "หากไม่ปรับปรุงตามคำแนะนำ เทศบาลอาจพิจารณาไม่ต่ออายุใบอนุญาต",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายวีระพงษ์ ศรีชัย ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม ปฏิบัติราชการแทนนายกเทศมนตรีนครนครราชสีมา",
]
VET_CONTRACT = [
    "สัญญาจ้างสัตวแพทย์ประจำสถานรับฝากสัตว์",
    "ทำที่ Paws Inn Korat วันที่ 1 ธันวาคม 2568",
    "ระหว่าง นางสาวปิยะนุช ทองประเสริฐ เจ้าของ Paws Inn Korat ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" กับ "
    "คลินิกรักสัตว์โคราช โดย สพ.ญ.เจนจิรา บุญมา ใบอนุญาตประกอบวิชาชีพการสัตวแพทย์ เลขที่ 6-4471 "
    "ซึ่งต่อไปเรียกว่า \"สัตวแพทย์\"",
    "ข้อ 1. ระยะเวลาตามสัญญา 1 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2569",
    "ข้อ 2. ผู้ว่าจ้างชำระค่าบริการรายเดือน เดือนละ 4,000 บาท ภายในวันที่ 5 ของทุกเดือน "
    "สัตวแพทย์เข้าตรวจสุขภาพสัตว์ที่ฝากเลี้ยงทุกตัว เดือนละ 2 ครั้ง",
    "ข้อ 3. หากผู้ว่าจ้างเรียกให้เข้าตรวจเพิ่มในเวลาทำการ คิดค่าบริการครั้งละ 800 บาท "
    "กรณีฉุกเฉินนอกเวลา (18.00-08.00 น.) คิดครั้งละ 1,500 บาท",
    "ข้อ 4. ยาและเวชภัณฑ์คิดตามราคาคลินิก ลด 15% ค่ารักษาสัตว์ของลูกค้าเรียกเก็บจากเจ้าของสัตว์โดยตรง",
    "ข้อ 5. สัตวแพทย์ตรวจเอกสารวัคซีนของสัตว์ที่เข้าพักช่วงเทศกาล และแจ้งผู้ว่าจ้างหากพบโรคติดต่อภายใน 24 ชั่วโมง",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
]
VET_CONTRACT_BOTTOM = [
    "ลงชื่อ ปิยะนุช ทองประเสริฐ ผู้ว่าจ้าง        ลงชื่อ สพ.ญ.เจนจิรา บุญมา สัตวแพทย์",
    "โน้ตปุ๊ก: หมอเจ โทรตรงได้ 24 ชม. 089-513-7720 ปีนี้ขึ้นจาก 3,500 เป็น 4,000 แต่เพิ่มตรวจวัคซีนช่วงปีใหม่ให้",
]
RELOCATION_EMAIL = """From: Jirawat Tanasombat <jirawat@siampetrelocation.co.th>
To: pawsinnkorat@gmail.com
Date: Wed, 3 Dec 2025 10:42
Subject: Partnership proposal - boarding for our relocation clients in Korat

Dear Khun Pook,

Thank you for showing us around Paws Inn last Friday. Our clients are families moving abroad who need
their pets looked after for 1-6 weeks while the export papers and flights are arranged. We would like to
send our Korat-area clients to you from 1 February 2026.

Our proposal:
- Corporate rate of 380 THB per dog night and 240 THB per cat night, any size, all year (no peak surcharge).
- We pay you monthly, within 30 days of your invoice.
- We guarantee at least 60 pet-nights a month. If we send fewer, we pay the difference.
- You send a photo update every day through our app and keep the feeding and medicine log.
- Our vet does the export health check at your place 72 hours before the flight; we pay the vet fee.
- Pet taxi to Suvarnabhumi is arranged by us, not by you.

The contract would be for 12 months with a review after 6 months. Please let me know by 19 Dec 2025 if
this works for you, so we can put Paws Inn in our January brochure.

Best regards,
Jirawat (Jo) Tanasombat
Partner Manager, Siam Pet Relocation Co., Ltd.
094-218-6630
"""
KPS_INVOICE = [
    "KORAT PET SUPPLY CO., LTD.\n"
    "Pet food, litter and kennel supplies - 212 Mittraphap Road, Mueang Nakhon Ratchasima 30000\n"
    "Tax ID 0305560004471   Tel. 044-213-907\n"
    "\n"
    "TAX INVOICE / INVOICE No. IV2511-0873\n"
    "Date: 14 Nov 2025                 Due date: 14 Dec 2025\n"
    "Customer: Paws Inn Korat (Ms. Piyanut Thongprasert), 155/3 Soi Mittraphap 8, Nakhon Ratchasima\n"
    "\n"
    "Item                                     Qty      Unit price    Amount\n"
    "Premium adult dog food 15 kg             8 bags   1,890.00      15,120.00\n"
    "Cat food indoor 7 kg                     6 bags   1,150.00       6,900.00\n"
    "Tofu cat litter 6 L                     30 bags     145.00       4,350.00\n"
    "Pee pads 60x90 cm (50 pcs)              12 packs    289.00       3,468.00\n"
    "\n"
    "Subtotal                                                        29,838.00\n"
    "VAT 7%                                                           2,088.66\n"
    "TOTAL DUE                                                       31,926.66 THB\n"
    "\n"
    "Please transfer to Krungthai Bank, Korat Pet Supply Co., Ltd., account 301-0-44872-5.\n"
    "Free delivery for orders over 10,000 THB.",
]
KPS_RECEIPT = [
    "บริษัท โคราชเพ็ทซัพพลาย จำกัด (สำนักงานใหญ่)",
    "212 ถ.มิตรภาพ อ.เมืองนครราชสีมา จ.นครราชสีมา 30000  เลขประจำตัวผู้เสียภาษี 0305560004471",
    "ใบเสร็จรับเงิน  เลขที่ RE6811-0412",
    "วันที่ 28 พ.ย. 2568",
    "ได้รับเงินจาก คุณปิยะนุช ทองประเสริฐ (Paws Inn Korat)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ IV2511-0873 ลงวันที่ 14/11/68",
]
KPS_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าสินค้า (อาหารสุนัข อาหารแมว ทรายแมว แผ่นรองซับ)", "29,838.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "2,088.66"),
    ("รับชำระครั้งนี้", "31,926.66"),
]
KPS_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงไทย จำนวน 31,926.66 บาท (สามหมื่นหนึ่งพันเก้าร้อยยี่สิบหกบาทหกสิบหกสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกาญจนา พรมมา ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ฝากสุนัข (Dog boarding)", "ฝากแมว (Cat boarding)", "รับเลี้ยงกลางวัน (Daycare)",
                  "อาบน้ำตัดขน (Grooming)", "รถรับส่ง (Pet taxi)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "อาหาร/ทราย (Food & litter)", "ค่าจ้างพนักงาน (Staff)", "ค่าไฟ/น้ำ (Utilities)",
                   "สัตวแพทย์/ยา (Vet & meds)", "ซ่อมบำรุง (Repairs)", "โฆษณา (Ads)", "รวม (Total)"]
INCOME_2568 = [
    [98400, 76500, 81200, 142300, 88600, 79900, 84100, 92700, 80400, 95800, 101650],
    [41200, 33600, 35800, 58900, 37100, 34300, 36700, 39500, 35200, 40600, 43960],
    [12500, 13750, 15000, 9250, 14500, 15250, 16000, 15750, 14250, 17500, 18000],
    [18350, 16900, 19450, 24800, 20150, 18700, 21300, 22650, 19900, 23400, 24150],
    [3400, 2600, 3000, 6200, 3200, 2800, 3000, 3600, 2800, 3800, 4200],
]
EXPENSES_2568 = [
    [21800, 19400, 20600, 31200, 21900, 20300, 21100, 22800, 20900, 23700, 31926.66],
    [55500, 53000, 53000, 59000, 53000, 53000, 53000, 53000, 53000, 53000, 53000],
    [14850, 13900, 16400, 19750, 21300, 18600, 17200, 16900, 15800, 15420, 14130],
    [5600, 4300, 3500, 7300, 4300, 3500, 5100, 4300, 3500, 6300, 4300],
    [0, 3500, 0, 0, 12800, 0, 2400, 0, 0, 4650, 20000],
    [2500, 2500, 3000, 2500, 2500, 2500, 2500, 2500, 2500, 3500, 5000],
]
INCOME_2567 = [
    [86300, 68900, 72400, 128600, 79200, 70500, 74800, 81300, 70900, 84200, 88700, 135400],
    [35000, 28500, 30250, 51500, 31750, 29000, 31250, 33750, 30000, 34500, 36250, 55000],
    [9800, 10400, 11200, 6800, 11000, 11600, 12200, 12000, 11400, 12800, 13600, 8400],
    [15250, 14100, 16300, 21050, 16950, 15600, 17800, 18950, 16700, 19600, 20350, 26900],
    [2550, 1950, 2250, 4800, 2400, 2100, 2250, 2700, 2100, 2850, 3150, 5250],
]
EXPENSES_2567 = [
    [18600, 16900, 17500, 27400, 18800, 17200, 18100, 19600, 17900, 20300, 21100, 29850],
    [47000, 47000, 47000, 52000, 47000, 47000, 47000, 47000, 47000, 47000, 47000, 53500],
    [12900, 12100, 14600, 17800, 19200, 16700, 15300, 15000, 14100, 13600, 12900, 15900],
    [4700, 3500, 3500, 6100, 3500, 3500, 4200, 3500, 3500, 5300, 3500, 6900],
    [0, 0, 5200, 0, 0, 0, 8900, 0, 0, 0, 0, 3400],
    [2000, 2000, 2000, 2500, 2000, 2000, 2000, 2000, 2000, 2000, 2500, 3000],
]


def _book(path: Path, year: str, income: list[list], expenses: list[list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ Paws Inn Korat ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย Paws Inn Korat ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in expenses]
                 + [round(sum(map(sum, expenses)), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


def _rates_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ห้องพัก 2567"
    sheet.append(["ราคาห้องพัก Paws Inn ปี 2567 (ใช้ ม.ค. - ธ.ค. 2567)"])
    for row in RATES_2567_ROOMS:
        sheet.append(list(row))
    sheet = book.create_sheet("บริการเสริม 2567")
    sheet.append(["บริการเสริม ปี 2567"])
    for row in RATES_2567_EXTRAS:
        sheet.append(list(row))
    book.save(path)


STAFF = [
    ("ชื่อ-สกุล", "ชื่อเล่น", "ตำแหน่ง", "เริ่มงาน", "เงินเดือน (บาท)", "โทร", "หมายเหตุ"),
    ("นางสาวสมพร แก้วมณี", "พี่แดง", "หัวหน้าพี่เลี้ยง (Head keeper)", "1/06/2563", 15500, "086-402-1187",
     "ดูแลกุญแจร้าน จ่ายยาสัตว์"),
    ("นางสาวธิดารัตน์ ศรีทอง", "มิ้นท์", "ช่างตัดขน (Groomer)", "15/02/2566", 14000, "092-718-3345",
     "+ ค่าคอม 10% ของยอดตัดขน"),
    ("นายอนุชา พลเยี่ยม", "บอย", "พี่เลี้ยงกะดึก (Night keeper)", "1/09/2567", 12500, "088-230-5561",
     "นอนเฝ้าร้าน 20.00-08.00"),
    ("นางจันทร์เพ็ญ ดีมาก", "ป้าจันทร์", "แม่บ้าน (Cleaner)", "3/01/2565", 11000, "081-966-0724",
     "ทำความสะอาดห้อง ซักผ้าห่ม"),
    ("รวม", "", "", "", 53000, "", ""),
]
OT = [
    ("วันที่", "ชื่อเล่น", "กะ", "ค่า OT (บาท)"),
    ("24/12/68", "พี่แดง", "เช้า+บ่าย", 1000),
    ("24/12/68", "บอย", "ดึก", 500),
    ("31/12/68", "พี่แดง", "บ่าย", 500),
    ("31/12/68", "มิ้นท์", "เช้า", 500),
    ("31/12/68", "บอย", "ดึก", 500),
    ("1/01/69", "ป้าจันทร์", "เช้า", 500),
    ("1/01/69", "บอย", "ดึก", 500),
    ("รวม", "", "", 4000),
]


def _staff(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "พนักงาน"
    sheet.append(["รายชื่อพนักงาน Paws Inn Korat ณ ธ.ค. 2568"])
    for row in STAFF:
        sheet.append(list(row))
    money_format(sheet, 5)
    sheet = book.create_sheet("OT ปีใหม่ 68-69")
    sheet.append(["OT ช่วงปีใหม่ กะละ 500 บาท"])
    for row in OT:
        sheet.append(list(row))
    book.save(path)


BOOKINGS = [
    ("เจ้าของ", "ชื่อเล่นเจ้าของ", "สัตว์", "พันธุ์/น้ำหนัก", "เข้า", "ออก", "คืน", "ห้อง", "วัคซีนพิษสุนัขบ้าหมดอายุ",
     "หมายเหตุ"),
    ("นันทนา เฮล", "คุณนก", "Max", "Golden Retriever 32 กก.", "18/12/68", "27/01/69", 40, "L1", "2/03/69", "พักยาว"),
    ("นันทนา เฮล", "คุณนก", "Bella", "Beagle 12 กก.", "18/12/68", "27/01/69", 40, "M1", "2/03/69", "กินยาแก้แพ้เช้า"),
    ("นันทนา เฮล", "คุณนก", "Miso", "แมวไทย 4 กก.", "18/12/68", "27/01/69", 40, "C1", "10/05/69", "ขี้กลัว"),
    ("ปราณี แซ่เตียว", "เจ๊ติ๋ม", "ขนมปัง", "Toy Poodle 4 กก.", "24/12/68", "2/01/69", 9, "S2", "20/08/69",
     "ห้ามกินไก่ แพ้"),
    ("ธนกร มีสุข", "คุณเบียร์", "ลัคกี้", "บางแก้ว 22 กก.", "28/12/68", "4/01/69", 7, "M2", "15/12/68",
     "วัคซีนหมดก่อนเข้า ต้องฉีดใหม่"),
    ("Somchai Wattana", "Tony", "Oreo", "Shih Tzu 6 กก.", "29/12/68", "3/01/69", 5, "S3", "1/06/69", "อาบน้ำก่อนกลับ"),
    ("กมลวรรณ จันทร์ดี", "น้องฝ้าย", "ส้มจี๊ด, ส้มโอ", "แมว 2 ตัว", "30/12/68", "2/01/69", 3, "Suite 1", "12/04/69",
     "ห้องสวีท"),
]
BOOK_SUMMARY = [
    ("วันที่", "ห้องสุนัขว่าง (จาก 14)", "ห้องแมวว่าง (จาก 10)"),
    ("24/12/68", 7, 8),
    ("28/12/68", 4, 7),
    ("31/12/68", 2, 6),
    ("1/01/69", 2, 6),
]


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จองปีใหม่"
    sheet.append(["ลูกค้าจองช่วงปีใหม่ 2569 (อัปเดต 8 ธ.ค. 68)"])
    for row in BOOKINGS:
        sheet.append(list(row))
    sheet = book.create_sheet("ห้องว่าง")
    for row in BOOK_SUMMARY:
        sheet.append(list(row))
    book.save(path)


# ---------------------------------------------------------------- bills and household papers
def _pea_bill(period: str, reading: str, units: str, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Ms. Piyanut Thongprasert (Paws Inn Korat)\n"
        "Address: 155/3 Soi Mittraphap 8, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
        "Customer no. 030118842207   Small business, rate 2.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 46.16  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "58,204 -> 61,616", "3,412", "13,066.12", "672.85", "964.96",
                    "14,750.09", "10 Nov 2025")
PEA_NOV = _pea_bill("16 Oct 2025 - 15 Nov 2025", "61,616 -> 64,722", "3,106", "11,894.29", "612.50", "878.71",
                    "13,431.66", "10 Dec 2025")
AIS_BILL = [
    "AIS FIBRE - MONTHLY BILL\n"
    "Account: Mr. Chaiwat Thongprasert   Account no. 8830094471\n"
    "Service address: 155/3 Soi Mittraphap 8, Nakhon Ratchasima\n"
    "Bill date: 20 Nov 2025   Period: 20 Nov 2025 - 19 Dec 2025\n"
    "Package: Fibre 1 Gbps + Wi-Fi 6 router .......... 799.00\n"
    "VAT 7% .......................................... 55.93\n"
    "TOTAL ........................................... 854.93 THB\n"
    "Due date: 5 Dec 2025 (auto-debit, Krungthai card ending 4417)",
]
HOSPITAL_BILL = [
    "RATCHASIMA RUAMPHAET HOSPITAL\n"
    "1010 Mittraphap Road, Mueang Nakhon Ratchasima 30000   Tel. 044-009-900\n"
    "\n"
    "INPATIENT BILL / RECEIPT No. IP-68-118204\n"
    "Patient: Mrs. Malai Srisuwan   Age 71   HN 62-004417\n"
    "Admitted: 11 Nov 2025   Discharged: 15 Nov 2025 (4 nights)\n"
    "Diagnosis: diabetic foot ulcer, left foot, with infection\n"
    "Attending doctor: Dr. Pornthip Saengarun (Internal Medicine)\n"
    "\n"
    "Charges                                         Amount (THB)\n"
    "Room and board, single room 4 x 3,200.00           12,800.00\n"
    "Nursing care 4 x 900.00                              3,600.00\n"
    "Doctor fees                                          9,500.00\n"
    "Medicines and IV antibiotics                        12,486.50\n"
    "Laboratory and X-ray                                 4,874.00\n"
    "Wound care and debridement                           5,500.00\n"
    "\n"
    "TOTAL CHARGES                                       48,760.50\n"
    "Less insurance (Siam Sawasdee Life, IPD rider)     -30,000.00\n"
    "AMOUNT PAID BY PATIENT                              18,760.50\n"
    "\n"
    "Paid by credit card on 15 Nov 2025. Thank you.\n"
    "Follow-up: wound clinic 29 Nov 2025 at 9:00, then every 2 weeks.\n"
    "Bring blood sugar log and all medicines to every visit.",
]
VAN_STATEMENT = [
    "SIAM AUTO LEASING CO., LTD.\n"
    "HIRE PURCHASE ACCOUNT STATEMENT\n"
    "\n"
    "Statement date: 30 Nov 2025\n"
    "Hirer: Mr. Chaiwat Thongprasert and Ms. Piyanut Thongprasert\n"
    "Contract no. HP-68-NR-20417   Vehicle: Toyota Commuter 2.8 (van), plate 2 kor-khor 4471 Nakhon Ratchasima\n"
    "\n"
    "Financed amount ................................ 1,010,000.00\n"
    "Term ........................................... 72 months\n"
    "Monthly installment ............................ 16,850.00 THB\n"
    "Installments paid .............................. 23 of 72\n"
    "Last payment received .......................... 5 Nov 2025 (16,850.00)\n"
    "Next installment due ........................... 5 Dec 2025\n"
    "Outstanding balance (49 installments) .......... 825,650.00 THB\n"
    "\n"
    "Late payment: 1.5% per month on the overdue amount, plus 300 THB collection fee.\n"
    "Early settlement discount is available on request; call 1736.",
]
VAN_INSURANCE = [
    "บริษัท เมืองย่าประกันภัย จำกัด (มหาชน) สาขานครราชสีมา",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 2 ธันวาคม 2568",
    "เรียน คุณชัยวัฒน์ ทองประเสริฐ",
    "กรมธรรม์เลขที่ MY-V-2568-330914 รถตู้ Toyota Commuter ทะเบียน 2กข 4471 นครราชสีมา "
    "จะสิ้นสุดความคุ้มครองในวันที่ 15 มกราคม 2569",
]
VAN_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษี (บาท)"),
    ("ชั้น 1 (แผนเดิม)", "650,000", "21,900"),
    ("ชั้น 2+", "500,000", "11,200"),
    ("เบี้ยปีที่แล้ว ชั้น 1", "700,000", "20,450"),
]
VAN_INSURANCE_BOTTOM = [
    "กรุณาชำระเบี้ยภายในวันที่ 10 มกราคม 2569 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "หมายเหตุ: รถใช้รับส่งสัตว์เลี้ยงเชิงพาณิชย์ ต้องแจ้งบริษัท มิฉะนั้นอาจถูกปฏิเสธเคลม",
    "ตัวแทน คุณสุดารัตน์ 081-443-2096",
]
SCHOOL_FEES = [
    "โรงเรียนเมืองย่าวิทยา (เอกชน)",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "นักเรียน ด.ญ.แพรวา ทองประเสริฐ ชั้นมัธยมศึกษาปีที่ 2/3 เลขประจำตัว 24517",
]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "18,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,800"),
    ("ค่าเรียนคอมพิวเตอร์และภาษาอังกฤษกับครูต่างชาติ", "3,600"),
    ("ค่าทัศนศึกษา (เขาใหญ่)", "1,900"),
    ("รวม", "26,800"),
]
SCHOOL_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ห้องการเงิน หรือโอนผ่านธนาคารกสิกรไทย",
    "ชำระล่าช้าปรับวันละ 50 บาท",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ก.ย. 68": [("ค่ากับข้าว (Food)", 11200, ""), ("อินเทอร์เน็ตบ้าน (Internet)", 854.93, "AIS"),
                ("ผ่อนรถตู้ (Van loan)", 16850, "งวด 21/72"), ("ค่าเรียนพิเศษแพรว (Tutor)", 3200, "คณิต"),
                ("ค่ายาแม่ (Mom's medicine)", 1850, "อินซูลิน"), ("ค่าน้ำมันรถตู้ (Diesel)", 5400, "")],
    "ต.ค. 68": [("ค่ากับข้าว (Food)", 10850, ""), ("อินเทอร์เน็ตบ้าน (Internet)", 854.93, "AIS"),
                ("ผ่อนรถตู้ (Van loan)", 16850, "งวด 22/72"), ("ค่าเรียนพิเศษแพรว (Tutor)", 3200, "คณิต"),
                ("ค่าเทอมแพรว เทอม 2 (School fees)", 26800, "จ่าย 30 ต.ค."),
                ("ค่ายาแม่ (Mom's medicine)", 1850, "อินซูลิน"), ("ค่าน้ำมันรถตู้ (Diesel)", 5650, "")],
    "พ.ย. 68": [("ค่ากับข้าว (Food)", 11400, ""), ("อินเทอร์เน็ตบ้าน (Internet)", 854.93, "AIS"),
                ("ผ่อนรถตู้ (Van loan)", 16850, "งวด 23/72"), ("ค่าเรียนพิเศษแพรว (Tutor)", 3200, "คณิต"),
                ("ค่าโรงพยาบาลแม่ (Mom's hospital)", 18760.50, "ส่วนที่ประกันไม่จ่าย หารพี่เอกครึ่งนึง"),
                ("ค่ายาแม่ (Mom's medicine)", 2350, "อินซูลิน + ยาทาแผล"), ("ค่าน้ำมันรถตู้ (Diesel)", 6100, "")],
}


def _house(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


PLAN_SLIDES = [
    ("Paws Inn Korat แผนงานปี 2569", "ปุ๊ก - อัปเดต ธ.ค. 2568"),
    ("ปี 2568 ที่ผ่านมา", "รายรับ ม.ค.-พ.ย. ประมาณ 1.9 ล้านบาท\nเดือนที่ดีที่สุด: เม.ย. (สงกรานต์)\n"
                          "ห้องแมวเต็มบ่อยช่วงเทศกาล"),
    ("เป้าหมายปี 2569", "รายรับทั้งปี 2,400,000 บาท\nเพิ่มห้องแมวอีก 5 ห้อง (ช่างต้อมกำลังทำ)\n"
                        "เปลี่ยนกรงสแตนเลสใหม่ งบ 110,000 บาท"),
    ("ราคาใหม่ 2569", "ห้องสุนัขขึ้น 50 บาททุกไซส์\nห้องแมวเท่าเดิม\nแพ็กพักยาวลด 10% เหมือนเดิม"),
    ("ช่องทางใหม่", "คุยกับ Siam Pet Relocation เรื่องลูกค้าย้ายประเทศ\nTikTok คลิปน้องหมาประจำวัน\n"
                    "บัตรสะสมแต้ม อาบน้ำ 10 ครั้งฟรี 1"),
]
TRAINING_SLIDES = [
    ("ดูแลแมวที่มาพักครั้งแรก", "คู่มือพนักงานใหม่ Paws Inn"),
    ("วันแรก", "ให้อยู่ในกล่องของตัวเองก่อน 1-2 ชม.\nปิดไฟครึ่งห้อง เปิดเพลงเบาๆ\nอย่าเพิ่งอุ้ม"),
    ("สัญญาณเตือน", "ไม่กินเกิน 24 ชม. -> แจ้งพี่แดงทันที\nไม่ฉี่เกิน 24 ชม. -> โทรหมอเจ\nหายใจทางปาก -> ฉุกเฉิน"),
    ("ทำความสะอาด", "ตักทรายวันละ 2 รอบ\nเปลี่ยนทรายเต้าหู้ทั้งกระบะทุก 3 วัน\nห้ามใช้น้ำยาที่มีฟีนอล"),
]
TEXTS = {
    f"{BIZ}/แชท/แชทไลน์_คุณนก_ฝากยาวปีใหม่.txt": """[LINE] ประวัติการแชทกับ คุณนก (Nantana Hale)
วันที่บันทึก: 03/12/2568 18:05

ส. 29/11/2568
10:12\tPaws Inn ปุ๊ก\tคุณนกคะ ส่งใบเสนอราคาฝากยาว Max Bella Miso 40 คืนให้แล้วนะคะ ลด 10% ยกเว้นค่าพีค รวม 47,930 บาทค่ะ
10:40\tคุณนก\tขอบคุณค่ะพี่ปุ๊ก แต่รวมแล้วยังเกินงบนิดนึง 45,000 ได้มั้ยคะ ปีที่แล้วฝากไป 3 อาทิตย์เองค่ะ
11:05\tPaws Inn ปุ๊ก\t45,000 พี่ขาดทุนเลยค่ะ ช่วงปีใหม่ห้องเต็ม 46,500 ละกันนะคะ
11:20\tคุณนก\tRichard ถามว่า 46,000 แล้วไม่ต้องมีค่ารถรับส่งได้มั้ยคะ เดี๋ยวเราไปส่งเอง แต่ขากลับขอให้ไปส่งที่บ้าน
11:32\tPaws Inn ปุ๊ก\tได้ค่ะ 46,000 บาท รวมรถไปส่งขากลับฟรี อาบน้ำก่อนกลับครบ 3 ตัวเหมือนเดิมค่ะ มัดจำ 30% เป็น 13,800 นะคะ ที่เหลือ 32,200 จ่ายวันรับกลับ 27 ม.ค.
11:35\tคุณนก\tดีลค่ะ 46,000 เดี๋ยวโอนมัดจำต้นเดือนนะคะ

พ. 03/12/2568
09:18\tคุณนก\tโอนมัดจำ 13,800 แล้วนะคะ Bella ต้องกินยาแก้แพ้ตอนเช้าด้วยค่ะ
09:25\tPaws Inn ปุ๊ก\tได้รับแล้วค่ะ ขอบคุณค่ะ เจอกัน 18 ธ.ค. นะคะ
""",
    f"{BIZ}/แชท/แชท ช่างต้อม ต่อเติมห้องแมว.txt": """[15 พ.ย. 68 10:12] ช่างต้อม: พี่ปุ๊กครับ ห้องแมว 5 ห้อง ผนังกระจกด้านหน้า ชั้นปีนป่ายไม้จริง ประตูสองชั้นกันแมวหนี คิดรวม 68,000 ครับ
[15 พ.ย. 68 10:30] ปุ๊ก: โห ช่างต้อม แพงไป พี่ตั้งงบไว้ 55,000 เอง
[15 พ.ย. 68 13:45] ช่างต้อม: ถ้าเปลี่ยนชั้นปีนเป็นไม้เทียม ได้ 62,000 ครับพี่
[16 พ.ย. 68 08:20] ปุ๊ก: 58,000 ได้มั้ย ทาสีเองก็ได้
[16 พ.ย. 68 09:05] ช่างต้อม: 60,000 รวมทาสีให้ครับ ต่ำกว่านี้ไม่ไหวจริงๆ
[16 พ.ย. 68 09:40] ปุ๊ก: 59,500 ปัดให้หน่อย รวมติดมุ้งลวดกันแมวหนีที่หน้าต่างด้วยนะ
[16 พ.ย. 68 10:02] ช่างต้อม: โอเคครับพี่ 59,500 มัดจำ 20,000 ที่เหลือ 39,500 จ่ายตอนงานเสร็จ เริ่ม 1 ธ.ค. เสร็จไม่เกิน 15 ธ.ค. ทันแขกปีใหม่ครับ
[20 พ.ย. 68 17:10] ปุ๊ก: โอนมัดจำ 20,000 แล้วนะ
[20 พ.ย. 68 17:25] ช่างต้อม: ได้รับแล้วครับ ขอบคุณครับพี่
[5 ธ.ค. 68 16:40] ช่างต้อม: พี่ครับ กระจกมาช้าไป 2 วัน แต่ยังเสร็จทัน 15 ครับ
""",
    f"{BIZ}/แชท/LINE_ทีมPawsInn_กะปีใหม่.txt": """[5 ธ.ค. 68 20:00] ปุ๊ก: ทีมจ๋า ปีใหม่นี้ห้องเกือบเต็ม 31 ธ.ค. เหลือห้องหมาว่างแค่ 2 ห้อง
[5 ธ.ค. 68 20:02] ปุ๊ก: OT กะละ 500 บาทเหมือนปีที่แล้ว ใครว่างวันไหนลงชื่อในไฟล์นะ
[5 ธ.ค. 68 20:10] พี่แดง: 24 พี่ทำเช้าบ่ายเลย 31 ทำบ่าย
[5 ธ.ค. 68 20:15] มิ้นท์: หนูขอ 31 เช้าค่ะ คิวอาบน้ำน่าจะแน่น
[5 ธ.ค. 68 20:31] บอย: ผมเฝ้าดึกทุกคืนเหมือนเดิมครับ
[5 ธ.ค. 68 20:40] ป้าจันทร์: ป้าทำ 1 ม.ค. เช้าให้จ้า
[6 ธ.ค. 68 07:55] ปุ๊ก: ขอบคุณทุกคน 16 ธ.ค. เทศบาลจะมาตรวจ ช่วยกันเก็บกวาดหน้าร้านด้วยนะ
""",
    f"{BIZ}/บัญชี/occupancy_Nov2025.md": """# Occupancy and income, November 2025

Rooms: 14 dog rooms, 10 cat rooms, 30 nights -> 420 dog room-nights, 300 cat room-nights.

| | Nights sold | Occupancy | Income (THB) |
|---|---|---|---|
| Dogs | 223 | 53.1% | 101,650 |
| Cats | 157 | 52.3% | 43,960 |
| Daycare | 72 days | - | 18,000 |
| Grooming | 52 baths | - | 24,150 |
| Pet taxi | 21 trips | - | 4,200 |

Total income November: 191,960 THB (October: 181,100).
Busiest weekend: 22-23 Nov (wedding season, 19 dogs in house).
Two cancellations (Oreo, Lucky) - deposits kept, 800 THB.
""",
    f"{BIZ}/การจอง/ตารางให้ยา_แขกเดือนธ.ค.md": """# ตารางให้ยา แขกเดือน ธ.ค. 68

| สัตว์ | ยา | เวลา | ผู้ให้ |
|---|---|---|---|
| Bella (คุณนก) | ยาแก้แพ้ 1/2 เม็ด | 08.00 | พี่แดง |
| ขนมปัง (เจ๊ติ๋ม) | ยาหยอดตา | 08.00, 20.00 | พี่แดง / บอย |
| ลัคกี้ (คุณเบียร์) | ยาหัวใจ 1 เม็ด | 19.00 | บอย |
| ส้มโอ (น้องฝ้าย) | อาหารเม็ดไต เท่านั้น | มื้อเช้า-เย็น | ป้าจันทร์ |

ถ้าไม่ยอมกินยา ห่อขนมแล้วลองอีกครั้ง ไม่ได้ให้โทรหมอเจ
""",
    f"{BIZ}/การจอง/vaccine_policy_for_guests.md": """# Paws Inn Korat - vaccine rules for guests

- Dogs: rabies + DHPPi/L vaccine within the last 12 months, valid for the whole stay.
- Cats: rabies + FVRCP within the last 12 months.
- Flea and tick treatment within 30 days before check-in.
- Puppies and kittens under 4 months cannot board.
- Bring the vaccine book on check-in day; we photograph it for our file.
- If a vaccine runs out during the stay, our vet (Dr. Jenjira) can give it at clinic price.
""",
    f"{BIZ}/ซื้อของ/ของต้องสั่ง ธ.ค.md": """# ของต้องสั่ง ธ.ค. (ก่อนแขกปีใหม่)
- อาหารหมา 15 โล 10 กระสอบ
- ทรายเต้าหู้ 40 ถุง
- แผ่นรองซับ 15 แพ็ก
- แชมพูสุนัขผิวแพ้ง่าย 3 แกลลอน (มิ้นท์ขอ)
- ผ้าห่มใหม่ 10 ผืน
- ถุงขยะติดเชื้อ สีแดง (เทศบาลสั่ง)
""",
    f"{BIZ}/สูตรขนมหมา_ฟักทอง.md": """# คุกกี้ฟักทองสำหรับน้องหมา (ของแถมตอนเช็คเอาท์)
- ฟักทองนึ่งบด 1 ถ้วย
- แป้งข้าวโอ๊ต 2 ถ้วย
- ไข่ 1 ฟอง เนยถั่วไม่ใส่เกลือ 2 ช้อนโต๊ะ
- อบ 170 องศา 25 นาที ได้ประมาณ 40 ชิ้น
""",
    f"{BIZ}/เอกสาร/email_SiamPetRelocation_partnership_03-12-2025.txt": RELOCATION_EMAIL,
    "บ้าน/แม่/แม่_นัดหมอ เบาหวาน.md": """# แม่ (มาลัย ศรีสุวรรณ) เบาหวาน + แผลที่เท้า
- 11-15 พ.ย. 68 นอน รพ.ราชสีมารวมแพทย์ แผลติดเชื้อที่เท้าซ้าย
- ประกันของแม่จ่ายได้ 30,000 ต่อครั้ง ส่วนเกินหารกับพี่เอกคนละครึ่ง
- 29 พ.ย. ไปล้างแผลแล้ว หมอว่าดีขึ้น
- นัดต่อไป 13 ธ.ค. 68 9 โมง คลินิกแผล พี่ชัยขับรถพาไป
- ให้แม่จดน้ำตาลทุกเช้า ไม่เกิน 130
""",
    "บ้าน/แชทไลน์_บ้านทองประเสริฐ.txt": """[15 พ.ย. 68 14:20] ปุ๊ก: แม่ออกจาก รพ.แล้วนะ บิลทั้งหมดสี่หมื่นแปด ประกันจ่ายสามหมื่น เหลือหมื่นแปดกว่า
[15 พ.ย. 68 14:35] พี่เอก: เดี๋ยวพี่โอนครึ่งนึงให้นะปุ๊ก
[15 พ.ย. 68 19:02] พี่ชัย: รถตู้ต้องต่อประกันเดือนหน้าด้วย ปีนี้น่าจะแพงขึ้น
[2 ธ.ค. 68 18:10] พี่ชัย: ใบต่อประกันรถตู้มาแล้ว ชั้นหนึ่ง 21,900 ปีที่แล้ว 20,450
[2 ธ.ค. 68 18:15] ปุ๊ก: เอาชั้นหนึ่งเหมือนเดิม รถวิ่งรับหมาทุกวัน
[6 ธ.ค. 68 20:30] แพรว: แม่คะ วันเสาร์หนูไปทำรายงานบ้านเพื่อนนะคะ
[6 ธ.ค. 68 20:32] ปุ๊ก: ได้จ้า พ่อไปส่งนะ
""",
}
TODO = {"todo.md": """- ยื่นต่อใบอนุญาตเทศบาล ก่อน 31 ธ.ค. + เตรียมหน้าร้านให้เจ้าหน้าที่ตรวจ 16 ธ.ค.
- เลือกเจ้ากรงสแตนเลส (SteelPaw หรือ เจริญกิจ)
- ตอบอีเมล Siam Pet Relocation ก่อน 19 ธ.ค.
- จ่ายช่างต้อมส่วนที่เหลือตอนงานเสร็จ
- ต่อประกันรถตู้ ก่อน 10 ม.ค.
- พาแม่ไปล้างแผล 13 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, rates, papers, supply, books, bookings, bills = (
        biz / "ใบเสนอราคา", biz / "ราคา", biz / "เอกสาร", biz / "ซื้อของ", biz / "บัญชี", biz / "การจอง", biz / "Bills")
    home = docs / "บ้าน"
    for folder in (quotes, rates, papers, supply, books, bookings, bills, biz / "แชท", home / "ค่าเทอม",
                   home / "แม่", home / "รถตู้", home / "Bills"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ฝากยาว_ครอบครัวHale_ร่าง.docx", HALE_DRAFT, HALE_DRAFT_TABLE,
               bottom=HALE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ฝากยาว_ครอบครัวHale_final v2.docx", HALE_FINAL, HALE_FINAL_TABLE,
               bottom=HALE_FINAL_BOTTOM)
    make_pdf(quotes / "Quote_SteelPaw_kennels Nov2025.pdf", STEELPAW_QUOTE)
    write_docx(quotes / "ใบเสนอราคา กรงสแตนเลส เจริญกิจ.docx", CHAROEN_QUOTE, CHAROEN_QUOTE_TABLE,
               bottom=CHAROEN_QUOTE_BOTTOM)
    make_pdf(rates / "PawsInn_Rates_2025.pdf", RATES_2025)
    _rates_2567(rates / "เรทราคาห้องพัก_2567.xlsx")
    write_docx(papers / "หนังสือเทศบาล ต่อใบอนุญาต 2569.docx", CITY_LETTER)
    write_docx(papers / "สัญญาสัตวแพทย์ประจำ_คลินิกรักสัตว์_2569.docx", VET_CONTRACT, bottom=VET_CONTRACT_BOTTOM)
    make_pdf(supply / "KPS_invoice_IV2511-0873.pdf", KPS_INVOICE)
    write_docx(supply / "ใบเสร็จ_โคราชเพ็ทซัพพลาย_RE6811-0412.docx", KPS_RECEIPT, KPS_RECEIPT_TABLE,
               bottom=KPS_RECEIPT_BOTTOM)
    _book(books / "บัญชีรายรับรายจ่าย_PawsInn_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรายรับรายจ่าย_PawsInn_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _staff(books / "พนักงาน_เงินเดือน_2568.xlsx")
    _bookings(bookings / "จองปีใหม่_2569 update 8Dec.xlsx")
    write_slides(biz / "แผนงาน Paws Inn 2569.pptx", PLAN_SLIDES)
    write_slides(biz / "ฝึกพนักงานใหม่_ดูแลแมว.pptx", TRAINING_SLIDES)
    make_pdf(bills / "PEA_PawsInn_Oct2025.pdf", PEA_OCT)
    make_pdf(bills / "PEA_PawsInn_Nov2025.pdf", PEA_NOV)
    write_docx(home / "ค่าเทอม" / "ใบแจ้งค่าเทอม_แพรว_ม.2_เทอม2-2568.docx", SCHOOL_FEES, SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    make_pdf(home / "แม่" / "RRH_inpatient_bill_Nov2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "รถตู้" / "Van_HP_statement_Nov2025.pdf", VAN_STATEMENT)
    write_docx(home / "รถตู้" / "ต่อประกันรถตู้_2569.docx", VAN_INSURANCE, VAN_INSURANCE_TABLE,
               bottom=VAN_INSURANCE_BOTTOM)
    _house(home / "รายจ่ายบ้าน_ก.ย.-พ.ย.68.xlsx")
    make_pdf(home / "Bills" / "AIS_Fibre_home_Nov2025.pdf", AIS_BILL)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
