"""The cartint folder: the papers of a car window tint and film shop owner in Phitsanulok and his household.

The owner is วีระพงษ์ บุญมา (ช่างเอก, พี่เอก, Weerapong Boonma), managing partner of หจก. เอกฟิล์ม คาร์ทินท์
(AEK Film Car Tint), 88/12 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000. The shop tints cars
(carbon, ceramic, nano ceramic), films buildings and houses, does glass coating and PPF, and since July 2568 films
the new cars of the showroom สองแควมอเตอร์. His wife สุดารัตน์ (จอย) keeps the books, their daughter
ด.ญ.ณัฐณิชา (น้องมายด์) is in ม.2 EP, his mother ทองใบ (แม่) was in hospital with pneumonia in October, his sister
is ติ๋ม. Staff: ช่างโต้ง (head), หนุ่ม, เบียร์, อาร์ม (trainee), น้องฝน (front desk). It is November 2568 (2025).

Documents/ร้านเอกฟิล์ม AEK Film/ (the business)
- Quotation ลูกค้า/ใบเสนอราคา ริเวอร์วิว ฟิล์มอาคาร_ร่าง.docx: draft QT-AEK-68-031 (14 ต.ค. 2568) to โรงแรมริเวอร์วิว
  พิษณุโลก: building film 186 ตร.ม. x 950 (176,700) + removal 186 x 80 (14,880) = 191,580 + VAT 13,410.60 =
  204,990.60 (never sent).
- Quotation ลูกค้า/ใบเสนอราคา ริเวอร์วิว ฟิล์มอาคาร_final v2.docx: the final (22 ต.ค. 2568) to คุณณัฐพล ศรีวิชัย:
  192 ตร.ม. x 890 (170,880) + removal 192 x 60 (11,520) = 182,400 + VAT 12,768.00 = 195,168.00, deposit 50%
  97,584.00, work from 10 พ.ย. 2568, warranty 7 years.
- ซัพพลายเออร์ Suppliers/Quotation_PrimeFilm_Oct2025.pdf: English quote PFS-Q2510-118 (20 Oct 2025) from Prime Film
  Supply, Bangkok: ceramic 40% 3 rolls x 9,800, ceramic 60% 2 x 10,500, carbon 20% 4 x 3,650, tool kit 1,250 =
  66,250.00 + VAT 4,637.50 = 70,887.50, 30 days credit.
- ซัพพลายเออร์ Suppliers/ใบเสนอราคา_ไทยฟิล์มเซ็นเตอร์_ม้วนฟิล์ม_ต.ค.68.docx: ไทยฟิล์มเซ็นเตอร์ (นครสวรรค์), same
  rolls: 9,500 / 10,900 / 3,400, tool kit 1,500 = 65,400 + delivery 500 = 65,900 + VAT 4,613 = 70,513, cash.
- ซัพพลายเออร์ Suppliers/PrimeFilm_Invoice_INV-2510-0873.pdf: English invoice (2 Oct 2025) 45,000.00 + VAT 3,150.00
  = 48,150.00, due 1 Nov 2025, 2% (963.00) off if paid by 12 Oct 2025.
- ซัพพลายเออร์ Suppliers/PrimeFilm_Receipt_RC-2510-0412.pdf: the receipt for that invoice: 47,187.00 received
  10 Oct 2025 after the 963.00 discount.
- ซัพพลายเออร์ Suppliers/email_SolarMax_claim WC-25-0457.txt: SolarMax Thailand approves the warranty claim for
  Dr. Wittaya's (หมอวิทย์) Fortuner: replacement film worth 5,400 free, labour allowance 1,500, reinstall by
  30 Nov 2025, warranty runs to 14 Mar 2031.
- ซัพพลายเออร์ Suppliers/SolarMax NX series dealer 2026.pptx: English dealer deck: NX-20/40/70 at 13,600 / 13,900 /
  14,200 a roll, buy 5 get 1 free to 31 Dec 2025, +6% from 1 Jan 2026.
- ราคา Price list/ราคาติดฟิล์ม_2568.xlsx: this year's price list, three sheets (sedan, SUV/PPV, van): sedan ceramic
  premium full car 9,900, SUV 11,900, van 14,500.
- ราคา Price list/ราคาติดฟิล์ม_2567 (เก่า).xlsx: last year's list, same layout: sedan ceramic premium 9,500, SUV
  11,500.
- บัญชี/บัญชีร้าน_2568.xlsx: this year's book, income (car film, building film, coating/PPF, dealer) and expenses
  (film, wages, rent 18,000, shop electricity, ads) by month, January to October; building film Aug 57,350.
- บัญชี/บัญชีร้าน_2567.xlsx: last year's book, same layout, January to December; wages Mar 56,700.
- บัญชี/ค่าแรงช่าง ก.ย.-ต.ค.68.xlsx: staff wages, a sheet per month, by name and nickname; เบียร์ net Oct 12,670,
  total Oct 70,070 (Sep 71,290).
- บัญชี/KBank_statement_AEKFilm_Oct2025.pdf: the shop account in October (rent, the Prime Film transfer 47,187.00,
  Tee Tour deposit 13,000, wages 70,070).
- บัญชี/ค่าไฟร้าน_PEA_Oct2025.pdf: the shop's electricity bill, 1,652 kWh, 8,247.30, due 10 Nov 2025.
- บัญชี/รถเข้าร้าน_ต.ค.68.md: cars in October: 45 walk-in + 19 dealer = 64, 327,900 + 79,800 = 407,700.
- ลูกค้า/ทะเบียนรับประกันลูกค้า.xlsx: warranty register of customers (หมอวิทย์'s Fortuner, warranty to 14/03/2574).
- ลูกค้า/แชทไลน์_เฮียตี๋_รถตู้10คัน.txt: LINE chat with เฮียตี๋ (ตี๋ทัวร์): 4,900, 4,000, 4,500, 4,200 offered;
  settled 4,300 a van, 43,000 for 10, deposit 13,000 transferred 18/10/68.
- ลูกค้า/LINE_แพรว_ฟิล์มบ้าน.txt: LINE export with แพรว (house windows, 28 ตร.ม.): 21,000, 16,000, 19,500, 17,500;
  settled 18,500, install 8 พ.ย. 68, deposit 5,000.
- เอกสารร้าน/สัญญาเช่าตึก_ร้าน_2567-2569.docx: lease from นางประไพ เจริญสุข, 2 units, 18,000 a month, deposit
  54,000, 1 ม.ค. 2567 - 31 ธ.ค. 2569.
- เอกสารร้าน/ข้อตกลงติดฟิล์มรถใหม่_สองแควมอเตอร์_final.docx: the showroom deal: sedan 4,200, pickup 4,600, SUV 5,300
  a car, 1 ก.ค. 2568 - 30 มิ.ย. 2569, pay within 30 days.
- แผนสาขา2/แผนเปิดสาขา2_วังทอง.pptx: slides, a second branch in Wang Thong: 780,000 to invest (320,000 fit-out),
  40 cars a month, about 55,000 profit a month, payback about 14 months, opening 1 เม.ย. 2569.
- ช่าง/แชทกลุ่มช่างเอกฟิล์ม.txt: the staff LINE group; ช่าง/ขั้นตอนติดฟิล์ม_ช่างใหม่.md; ช่าง/สูตรน้ำยาสไลด์ฟิล์ม.md.

Documents/บ้าน Home/ (the household)
- ค่าน้ำค่าไฟ/PEA_บ้าน_Sep2025.pdf (538 kWh, 2,716.32, due 8 Oct 2025), PEA_บ้าน_Oct2025.pdf (497 kWh, 2,491.25,
  due 7 Nov 2025), AIS_Fibre_bill_Oct2025.pdf (854.93, due 20 Nov 2025): English bills.
- รถ Fortuner/Fortuner_HP_statement_Oct2025.pdf: hire-purchase statement: 17,450 a month, 27 of 60 paid, 575,850.00
  left, next due 15 Nov 2025.
- รถ Fortuner/ต่อประกันรถ Fortuner ปี68-69.docx: renewal: class 1 dealer repair 24,900 (last year 23,600), garage
  repair 19,750, pay by 10 ธันวาคม 2568.
- มายด์/แจ้งค่าเทอม มายด์ ม.2 เทอม2_2568.docx: 19,200 (EP 15,000) by 7 พฤศจิกายน 2568;
  มายด์/ใบเสร็จค่าเทอม_มายด์_เทอม1-68.docx: term 1 paid 18,650 on 12 พ.ค. 2568.
- แม่/NanRiver_Hospital_bill_Mom_Oct2025.pdf: mother's inpatient bill 54,380.00, insurance 40,000.00, paid 14,380.00;
  แม่/ThaiLifeCare_renewal_Mom_2026.pdf: her health policy 41,280.00 (was 36,950.00) due 1 Dec 2025;
  แม่/นัดหมอแม่.md: appointments.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68); แชทไลน์_บ้านบุญมา.txt: family group.
- Documents/เบอร์โทรสำคัญ.txt: phone numbers.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "ร้านเอกฟิล์ม AEK Film"
HOME = "บ้าน Home"
AEK_TOP = ("หจก. เอกฟิล์ม คาร์ทินท์ (AEK Film Car Tint) 88/12 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก "
           "จ.พิษณุโลก 65000 โทร 055-248-319, 086-731-4480 เลขประจำตัวผู้เสียภาษี 0653562000417")

# ---------------------------------------------------------------- hotel building-film quotes
HOTEL_DRAFT = [
    AEK_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-AEK-68-031",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน ฝ่ายอาคาร โรงแรมริเวอร์วิว พิษณุโลก ถ.พุทธบูชา อ.เมืองพิษณุโลก",
    "เรื่อง ติดฟิล์มกันความร้อนกระจกอาคาร ห้องพักฝั่งตะวันตก ชั้น 3-6 และล็อบบี้",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ฟิล์มอาคาร SolarMax BX-50 (เซรามิก ความเข้ม 50%)", "186 ตร.ม.", "950", "176,700"),
    ("ลอกฟิล์มเก่าและทำความสะอาดกระจก", "186 ตร.ม.", "80", "14,880"),
    ("รวมเป็นเงิน", "", "", "191,580.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "13,410.60"),
    ("รวมทั้งสิ้น", "", "", "204,990.60"),
]
HOTEL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 204,990.60 บาท (สองแสนสี่พันเก้าร้อยเก้าสิบบาทหกสิบสตางค์)",
    "ร่าง ยังไม่ส่ง พื้นที่ยังไม่แน่นอน ต้องให้โต้งไปวัดหน้างานอีกรอบ",
]
HOTEL_FINAL = [
    AEK_TOP,
    "ใบเสนอราคา  เลขที่ QT-AEK-68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 22 ตุลาคม 2568",
    "เรียน คุณณัฐพล ศรีวิชัย ผู้จัดการฝ่ายอาคาร โรงแรมริเวอร์วิว พิษณุโลก",
    "เรื่อง ติดฟิล์มกันความร้อนกระจกอาคาร ห้องพักฝั่งตะวันตก ชั้น 3-6 และล็อบบี้ (วัดพื้นที่จริงแล้ว 20 ต.ค. 2568)",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ฟิล์มอาคาร SolarMax BX-50 (เซรามิก ความเข้ม 50%)", "192 ตร.ม.", "890", "170,880"),
    ("ลอกฟิล์มเก่าและทำความสะอาดกระจก", "192 ตร.ม.", "60", "11,520"),
    ("รวมเป็นเงิน", "", "", "182,400.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "12,768.00"),
    ("รวมทั้งสิ้น", "", "", "195,168.00"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 195,168.00 บาท (หนึ่งแสนเก้าหมื่นห้าพันหนึ่งร้อยหกสิบแปดบาทถ้วน)",
    "เงื่อนไข: มัดจำ 50% = 97,584.00 บาท เมื่อยืนยันงาน ส่วนที่เหลือ 97,584.00 บาท ชำระเมื่อส่งมอบงาน",
    "เริ่มงานวันที่ 10 พฤศจิกายน 2568 ใช้เวลาประมาณ 6 วันทำการ ทำงานทีละชั้นไม่รบกวนแขก",
    "รับประกันฟิล์มไม่ลอก ไม่พอง ไม่ซีด 7 ปี ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ วีระพงษ์ บุญมา หุ้นส่วนผู้จัดการ",
]

# ---------------------------------------------------------------- film-roll quotes from two suppliers
PRIME_QUOTE = [
    "PRIME FILM SUPPLY CO., LTD.\n"
    "Automotive and architectural window film distributor\n"
    "55/9 Soi Ramkhamhaeng 24, Hua Mak, Bang Kapi, Bangkok 10240   Tel. 02-318-7740\n"
    "QUOTATION No. PFS-Q2510-118        Date: 20 Oct 2025\n"
    "To: AEK Film Car Tint Ltd., Part. (Mr. Weerapong Boonma), Phitsanulok\n"
    "\n"
    "Item                                          Qty       Unit price    Amount\n"
    "Ceramic IR film 40% VLT, roll 1.52 m x 30 m   3 rolls   9,800.00      29,400.00\n"
    "Ceramic IR film 60% VLT, roll 1.52 m x 30 m   2 rolls   10,500.00     21,000.00\n"
    "Carbon film 20% VLT, roll 1.52 m x 30 m       4 rolls   3,650.00      14,600.00\n"
    "Installer tool kit (squeegees, knives, gun)   1 set     1,250.00       1,250.00\n"
    "\n"
    "Subtotal                                                              66,250.00\n"
    "VAT 7%                                                                 4,637.50\n"
    "TOTAL                                                                 70,887.50 THB\n"
    "\n"
    "Free delivery by Kerry Express for orders over 50,000 THB.\n"
    "Payment: 30 days credit for existing customers.\n"
    "This quotation is valid until 20 Nov 2025.\n"
    "Sales: Pimchanok (Pim) 089-552-0193",
]
THAIFILM_QUOTE = [
    "ร้านไทยฟิล์มเซ็นเตอร์ ขายส่งฟิล์มกรองแสงรถยนต์และอาคาร",
    "215/3 ถ.สวรรค์วิถี อ.เมืองนครสวรรค์ จ.นครสวรรค์ 60000 โทร 056-221-874",
    "ใบเสนอราคา เลขที่ TF-6810/057  วันที่ 23 ต.ค. 2568",
    "เรียน คุณวีระพงษ์ บุญมา (ร้านเอกฟิล์ม พิษณุโลก)",
    "เรื่อง ฟิล์มม้วนสำหรับร้านติดฟิล์ม",
]
THAIFILM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ฟิล์มเซรามิก IR ความเข้ม 40% ม้วน 1.52 x 30 ม.", "3 ม้วน", "9,500", "28,500"),
    ("ฟิล์มเซรามิก IR ความเข้ม 60% ม้วน 1.52 x 30 ม.", "2 ม้วน", "10,900", "21,800"),
    ("ฟิล์มคาร์บอน ความเข้ม 20% ม้วน 1.52 x 30 ม.", "4 ม้วน", "3,400", "13,600"),
    ("ชุดเครื่องมือติดฟิล์ม (เกรียง มีด ปืนลมร้อน)", "1 ชุด", "1,500", "1,500"),
    ("รวมค่าสินค้า", "", "", "65,400"),
    ("ค่าขนส่ง นครสวรรค์-พิษณุโลก", "", "", "500"),
    ("รวม", "", "", "65,900"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,613"),
    ("รวมทั้งสิ้น", "", "", "70,513"),
]
THAIFILM_BOTTOM = [
    "รวมทั้งสิ้น 70,513 บาท (เจ็ดหมื่นห้าร้อยสิบสามบาทถ้วน)",
    "ชำระเงินสดหรือโอนก่อนส่งของ ไม่มีเครดิต ส่งของภายใน 3 วัน",
    "ฟิล์มเซรามิกรับประกันจากโรงงาน 7 ปี",
    "เจ๊หมวย (นางสาวมณีรัตน์ ตั้งเจริญ) 081-675-3302",
]
PRIME_INVOICE = [
    "PRIME FILM SUPPLY CO., LTD.\n"
    "55/9 Soi Ramkhamhaeng 24, Hua Mak, Bang Kapi, Bangkok 10240   Tax ID 0105558071234\n"
    "\n"
    "TAX INVOICE / INVOICE No. PFS-INV-2510-0873\n"
    "Date: 2 Oct 2025                    Due date: 1 Nov 2025\n"
    "Customer: AEK Film Car Tint Ltd., Part., 88/12 Boromtrailokkanat Road, Mueang Phitsanulok 65000\n"
    "Customer Tax ID 0653562000417\n"
    "\n"
    "Item                                          Qty       Unit price    Amount\n"
    "Ceramic IR film 40% VLT, roll 1.52 m x 30 m   2 rolls   9,800.00      19,600.00\n"
    "Carbon film 35% VLT, roll 1.52 m x 30 m       5 rolls   3,650.00      18,250.00\n"
    "Clear IR windshield film 70% VLT, roll        1 roll    7,150.00       7,150.00\n"
    "\n"
    "Subtotal                                                              45,000.00\n"
    "VAT 7%                                                                 3,150.00\n"
    "TOTAL                                                                 48,150.00 THB\n"
    "\n"
    "Early payment discount: deduct 2% (963.00 THB) if paid on or before 12 Oct 2025.\n"
    "Please transfer to Siam Commercial Bank, Prime Film Supply Co., Ltd., account 403-118822-5.",
]
PRIME_RECEIPT = [
    "PRIME FILM SUPPLY CO., LTD.\n"
    "55/9 Soi Ramkhamhaeng 24, Hua Mak, Bang Kapi, Bangkok 10240   Tax ID 0105558071234\n"
    "\n"
    "RECEIPT No. RC-2510-0412\n"
    "Date: 10 Oct 2025\n"
    "Received from: AEK Film Car Tint Ltd., Part. (Mr. Weerapong Boonma), Phitsanulok\n"
    "\n"
    "For invoice PFS-INV-2510-0873 dated 2 Oct 2025\n"
    "Invoice amount (VAT included)                     48,150.00\n"
    "Less early payment discount 2%                      -963.00\n"
    "AMOUNT RECEIVED                                   47,187.00 THB\n"
    "\n"
    "Paid by bank transfer from Kasikornbank on 10 Oct 2025. Invoice settled in full.\n"
    "Received by: Accounts Department (Khun Orawan)",
]
SOLARMAX_EMAIL = """From: Chanida Rattanakul <warranty@solarmax-th.com>
To: aekfilm.plk@gmail.com
Date: Tue, 28 Oct 2025 10:42
Subject: Warranty claim WC-25-0457 approved - Toyota Fortuner, Phitsanulok

Dear Khun Aek,

Thank you for the photos and the warranty card you sent on 21 October. We have reviewed claim WC-25-0457:

Customer: Dr. Wittaya Chaiyasit
Car: Toyota Fortuner, plate Kor Tor 5521 Phitsanulok
Film: SolarMax Ceramic Premium IR 40%, installed by your shop on 14 Mar 2024
Problem: bubbling on the rear windshield and both rear doors

The claim is APPROVED as a material defect. SolarMax will:
1. Supply replacement film for the rear windshield and the two rear doors free of charge
   (material value 5,400 THB). It ships from our Bangkok warehouse on 30 Oct 2025.
2. Pay your shop a labour allowance of 1,500 THB for the removal and reinstallation, by bank
   transfer in our November payment run.

Please reinstall the film by 30 Nov 2025 and send us the removed film (rolled, with the claim number
written on it) together with before-and-after photos. The original 7-year warranty continues from the
first installation date, so the car stays covered until 14 Mar 2031.

Front windows and the windshield are not part of this claim.

Best regards,
Chanida Rattanakul
Warranty Department, SolarMax Thailand
Tel. 02-116-9088
"""


def _solarmax_slides() -> list[tuple[str, str]]:
    return [
        ("SolarMax Nano Ceramic NX Series", "Dealer briefing 2026 - SolarMax Thailand"),
        ("The range", "NX-20: VLT 20%, IR rejection 95%, TSER 62%\nNX-40: VLT 40%, IR rejection 94%, TSER 57%\n"
                      "NX-70: VLT 70%, IR rejection 92%, TSER 48%"),
        ("Dealer prices (roll 1.52 m x 30 m, before VAT)", "NX-20: 13,600 THB\nNX-40: 13,900 THB\n"
                                                         "NX-70: 14,200 THB"),
        ("Promotion", "Order 5 rolls, get 1 roll free (until 31 Dec 2025)\n"
                      "Dealer prices go up 6% from 1 Jan 2026"),
        ("Warranty", "10 years, no peeling, bubbling or fading\nRegister every car online within 7 days"),
    ]


# ---------------------------------------------------------------- price lists
PRICE_HEADERS = ["รุ่นฟิล์ม (Film)", "ความเข้ม (VLT)", "รอบคัน (Full car, THB)", "เฉพาะบานหน้า (Windshield, THB)",
                 "รับประกัน (ปี)"]
FILMS = [("คาร์บอน Carbon", "20-80%"), ("เซรามิก Ceramic Standard", "40-80%"),
         ("เซรามิกพรีเมียม Ceramic Premium IR", "40-80%"), ("นาโนเซรามิก Nano Ceramic NX", "20-70%")]
WARRANTY_YEARS = [3, 5, 7, 10]
PRICES_2568 = {
    "รถเก๋ง Sedan": [(3500, 1500), (6900, 2900), (9900, 3900), (13900, 5500)],
    "SUV-PPV-กระบะ4ปต": [(4200, 1800), (8200, 3300), (11900, 4500), (16500, 6200)],
    "รถตู้ Van": [(5500, 2000), (10500, 3500), (14500, 4900), (19900, 6900)],
}
PRICES_2567 = {
    "รถเก๋ง Sedan": [(3200, 1400), (6500, 2700), (9500, 3700), (12900, 5200)],
    "SUV-PPV-กระบะ4ปต": [(3900, 1700), (7800, 3100), (11500, 4300), (15900, 5900)],
    "รถตู้ Van": [(5000, 1900), (9900, 3300), (13900, 4700), (18900, 6500)],
}


def _price_list(path: Path, year: str, prices: dict[str, list[tuple[int, int]]], note: str) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in prices.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ราคาติดฟิล์มเอกฟิล์ม ปี {year} - {title} (ราคารวม VAT แล้ว)"])
        sheet.append(PRICE_HEADERS)
        for (film, vlt), (full, front), years in zip(FILMS, rows, WARRANTY_YEARS):
            sheet.append([film, vlt, full, front, years])
        sheet.append([note])
        money_format(sheet, 3)
        money_format(sheet, 4)
    book.save(path)


# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ฟิล์มรถยนต์ (Car film)", "ฟิล์มอาคาร (Building film)",
                  "เคลือบแก้ว/PPF (Coating, PPF)", "ดีลเลอร์ (Dealer new cars)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ฟิล์ม/วัสดุ (Film, materials)", "ค่าแรงช่าง (Wages)", "ค่าเช่าร้าน (Rent)",
                   "ค่าไฟร้าน (Shop electricity)", "โฆษณา (Ads)", "รวม (Total)"]
INCOME_2568 = [
    [286400, 254900, 318700, 341200, 298500, 262300, 248600, 271800, 289400, 327900],
    [42000, 18500, 65800, 88400, 36200, 24900, 31700, 57350, 22800, 46500],
    [38500, 41200, 46800, 52300, 39600, 35100, 33800, 44900, 40200, 48700],
    [0, 0, 0, 0, 0, 0, 54600, 71400, 67200, 79800],
]
EXPENSES_2568 = [
    [98600, 86400, 112300, 124800, 101200, 88700, 92400, 104600, 99800, 118300],
    [64200, 62800, 68500, 70900, 66300, 63700, 67400, 69800, 71290, 70070],
    [18000] * 10,
    [6842.15, 7105.60, 8963.40, 9874.25, 9412.80, 8120.55, 7648.90, 7802.35, 7955.10, 8247.30],
    [3500, 3500, 5000, 3500, 3500, 3500, 5000, 3500, 3500, 6500],
]
INCOME_2567 = [
    [251300, 228700, 279400, 305800, 262100, 231500, 219800, 240600, 258300, 287900, 301200, 336500],
    [28000, 12400, 47600, 61300, 25800, 19700, 22400, 38900, 15600, 33200, 41800, 52600],
    [29800, 31500, 36200, 40100, 30400, 27900, 26300, 34700, 31600, 37400, 39800, 45200],
    [0] * 12,
]
EXPENSES_2567 = [
    [84300, 76900, 95200, 104700, 88600, 78400, 75300, 86900, 84100, 97500, 102800, 118600],
    [52400, 51800, 56700, 58300, 54100, 52900, 53600, 55200, 54800, 57900, 59400, 62700],
    [18000] * 12,
    [6210.40, 6488.75, 8105.30, 9020.65, 8744.10, 7560.20, 7112.85, 7230.40, 7318.95, 7690.30, 6985.45, 6702.60],
    [3000, 3000, 4500, 3000, 3000, 3000, 4500, 3000, 3000, 3000, 5000, 6000],
]


def _sheet(book, title: str, heading: str, headers: list[str], year: str, columns: list[list[float]]) -> None:
    sheet = book.create_sheet(title)
    sheet.append([heading])
    sheet.append(headers)
    for index, month in enumerate(MONTHS[:len(columns[0])]):
        row = [column[index] for column in columns]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in columns]
                 + [round(sum(map(sum, columns)), 2)])
    for column in range(2, len(headers) + 1):
        money_format(sheet, column)


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    _sheet(book, "รายรับ Income", f"รายรับร้านเอกฟิล์ม ปี {year} (Monthly income {year}, THB)", INCOME_HEADERS,
           year, income)
    _sheet(book, "รายจ่าย Expenses", f"รายจ่ายร้านเอกฟิล์ม ปี {year} (Monthly expenses {year}, THB)",
           EXPENSE_HEADERS, year, expenses)
    book.save(path)


WAGE_HEADERS = ["ชื่อ-สกุล", "ชื่อเล่น", "ตำแหน่ง", "ค่าแรง/วัน", "วันทำงาน", "ค่าแรงรวม", "ค่าคอม",
                "เบิกล่วงหน้า", "รับสุทธิ"]
STAFF = [("ธีรวัฒน์ แก้วมณี", "โต้ง", "หัวหน้าช่าง", 650), ("อนุชา ปานทอง", "หนุ่ม", "ช่างติดฟิล์ม", 500),
         ("กิตติพัฒน์ จันทร์หอม", "เบียร์", "ช่างติดฟิล์ม", 480), ("ศุภชัย มีสุข", "อาร์ม", "ช่างฝึกหัด", 380),
         ("ปิยะนุช ทองคำ", "ฝน", "หน้าร้าน/แอดมิน", 420)]
WAGES = {  # days, commission, advance
    "ก.ย.68": [(25, 4200, 0), (26, 2900, 1000), (25, 2400, 0), (24, 500, 0), (26, 1000, 0)],
    "ต.ค.68": [(26, 4800, 2000), (25, 3100, 0), (24, 2650, 1500), (26, 600, 500), (26, 1200, 0)],
}


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in WAGES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงช่างร้านเอกฟิล์ม เดือน {title} (จ่ายทุกสิ้นเดือน)"])
        sheet.append(WAGE_HEADERS)
        total = 0
        for (name, nick, role, rate), (days, commission, advance) in zip(STAFF, rows):
            net = rate * days + commission - advance
            total += net
            sheet.append([name, nick, role, rate, days, rate * days, commission, advance, net])
        sheet.append(["รวม", "", "", "", "", "", "", "", total])
        for column in (4, 6, 7, 8, 9):
            money_format(sheet, column)
    book.save(path)


WARRANTY_HEADERS = ["เลขที่ใบรับประกัน", "ชื่อลูกค้า", "ทะเบียนรถ", "รุ่นรถ", "ฟิล์ม", "วันที่ติด", "รับประกันถึง",
                    "ราคา (บาท)", "หมายเหตุ"]
WARRANTY_ROWS = [
    ("W67-0112", "นพ.วิทยา ชัยสิทธิ์", "กต 5521 พิษณุโลก", "Toyota Fortuner", "Ceramic Premium IR 40%",
     "14/03/2567", "14/03/2574", 11500, "หมอวิทย์ หมอฟัน รพ.พุทธชินราช / เคลมฟองอากาศ ต.ค.68 WC-25-0457"),
    ("W67-0245", "นางสาวชลธิชา อินทร์แก้ว", "2ขพ 318 พิษณุโลก", "Honda City", "Carbon 40%",
     "02/06/2567", "02/06/2570", 3200, "น้องแป้ง ลูกค้าประจำ"),
    ("W67-0390", "นายสมศักดิ์ ทองประเสริฐ", "บล 7204 พิษณุโลก", "Isuzu D-Max Cab", "Ceramic Standard 60%",
     "19/09/2567", "19/09/2572", 7200, "ลุงศักดิ์ สวนมะม่วง"),
    ("W68-0051", "คุณกมลวรรณ เพชรรัตน์", "3กก 4456 กรุงเทพมหานคร", "Mazda CX-5", "Nano Ceramic NX-40",
     "25/01/2568", "25/01/2578", 16500, "พี่ก้อย ครูโรงเรียนมายด์"),
    ("W68-0133", "บริษัท ตี๋ทัวร์ พิษณุโลก จำกัด", "40-1187 พิษณุโลก", "Toyota Commuter", "Carbon 20%",
     "22/10/2568", "22/10/2571", 4300, "เฮียตี๋ รถตู้ 10 คัน คันที่ 1"),
    ("W68-0177", "Mr. James Carter", "งษ 902 พิษณุโลก", "Ford Ranger Raptor", "Ceramic Premium IR 60%",
     "05/08/2568", "05/08/2575", 11900, "English teacher, likes dark rear"),
    ("W68-0204", "นายภาณุวัฒน์ สุขเกษม", "1กษ 6630 พิษณุโลก", "Honda Civic", "Ceramic Premium IR 40%",
     "11/09/2568", "11/09/2575", 9900, "เพื่อนโต้ง ลด 500"),
]


def _warranty(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ทะเบียนรับประกัน"
    sheet.append(["ทะเบียนรับประกันฟิล์มลูกค้า ร้านเอกฟิล์ม (2567-2568)"])
    sheet.append(WARRANTY_HEADERS)
    for row in WARRANTY_ROWS:
        sheet.append(list(row))
    money_format(sheet, 8)
    book.save(path)


def _statement() -> list[str]:
    opening = 286415.50
    moves = [
        ("01 Oct", "QR PAYMENT - WALK-IN CUSTOMERS", 48900.00),
        ("05 Oct", "TRANSFER OUT - MRS PRAPAI CHAROENSUK (RENT OCT)", -18000.00),
        ("08 Oct", "QR PAYMENT - WALK-IN CUSTOMERS", 71350.00),
        ("10 Oct", "TRANSFER OUT - PFS CO LTD INV-2510-0873", -47187.00),
        ("14 Oct", "TRANSFER OUT - PEA SHOP ELECTRICITY SEP", -7955.10),
        ("18 Oct", "TRANSFER IN - TEE TOUR PHITSANULOK CO LTD", 13000.00),
        ("20 Oct", "TRANSFER IN - SONGKHWAE MOTOR CO LTD (SEP CARS)", 67200.00),
        ("24 Oct", "QR PAYMENT - WALK-IN CUSTOMERS", 96450.00),
        ("27 Oct", "TRANSFER OUT - FACEBOOK ADS", -6500.00),
        ("31 Oct", "TRANSFER OUT - STAFF WAGES OCT", -70070.00),
        ("31 Oct", "QR PAYMENT - WALK-IN CUSTOMERS", 88620.00),
    ]
    lines = ["KASIKORNBANK - STATEMENT OF ACCOUNT",
             "Account: AEK FILM CAR TINT LTD., PART.   Current account 147-1-05582-3",
             "Branch: Phitsanulok   Period: 01 Oct 2025 - 31 Oct 2025", "",
             f"Opening balance                                          {opening:,.2f}",
             "Date     Description                                       Amount        Balance"]
    balance = opening
    for date, text, amount in moves:
        balance = round(balance + amount, 2)
        lines.append(f"{date}   {text:<48} {amount:>12,.2f}  {balance:>12,.2f}")
    deposits = sum(a for _, _, a in moves if a > 0)
    withdrawals = -sum(a for _, _, a in moves if a < 0)
    lines += ["", f"Total deposits {deposits:,.2f}   Total withdrawals {withdrawals:,.2f}",
              f"Closing balance 31 Oct 2025: {balance:,.2f} THB"]
    return ["\n".join(lines)]


SHOP_PEA = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: AEK Film Car Tint Ltd., Part.\n"
    "Address: 88/12 Boromtrailokkanat Road, Nai Mueang, Mueang Phitsanulok 65000\n"
    "Customer no. 020114587702   Small business, rate 2.2\n"
    "Billing period: 21 Sep 2025 - 20 Oct 2025\n"
    "Meter reading: 48,310 -> 49,962   Units used: 1,652 kWh\n"
    "Energy charge 7,009.06  Ft 652.54  Service 46.16  VAT 7% 539.54\n"
    "AMOUNT DUE: 8,247.30 THB\n"
    "Due date: 10 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
CARS_OCT = """# รถเข้าร้าน ต.ค. 68 (จอยสรุป)

| ประเภท | จำนวนคัน | ยอด (บาท) |
|---|---|---|
| รถเก๋ง (ลูกค้าหน้าร้าน) | 18 | 104,300 |
| SUV / PPV / กระบะ 4 ประตู | 15 | 160,700 |
| กระบะแคป | 7 | 31,200 |
| รถตู้ (เฮียตี๋ 4 คัน x 4,300 + ลูกค้าอื่น 1 คัน เซรามิกพรีเมียม 14,500) | 5 | 31,700 |
| รวมหน้าร้าน | 45 | 327,900 |
| ดีลเลอร์สองแควมอเตอร์ (รถใหม่ คันละ 4,200) | 19 | 79,800 |

รวมทั้งเดือน 64 คัน ยอดรวม 407,700 บาท (ไม่รวมงานอาคาร)
- งานเคลม/แก้งาน 3 คัน (หมอวิทย์รอฟิล์มจาก SolarMax)
- ลูกค้าเลือกเซรามิกพรีเมียมมากสุด 21 คัน
- วันที่รถเข้าเยอะสุด เสาร์ 25 ต.ค. 6 คัน
- รถตู้เฮียตี๋ที่เหลือ 6 คัน เข้า พ.ย.
"""

# ---------------------------------------------------------------- chats
TEE_CHAT = """15/10/68 19:02 เฮียตี๋ ตี๋ทัวร์: เอก รถตู้ทัวร์เฮีย 10 คัน ติดคาร์บอนรอบคันรวมบานหน้า คิดเท่าไหร่
15/10/68 19:10 เอก เอกฟิล์ม: สวัสดีครับเฮีย ราคาหน้าร้านรถตู้คาร์บอนรอบคัน 5,500 ครับ 10 คันผมให้คันละ 4,900 รวม 49,000 ครับ
15/10/68 19:25 เฮียตี๋ ตี๋ทัวร์: แพงไปเอก ร้านหน้า ม.นเรศวร ให้เฮียคันละ 4,000
15/10/68 19:40 เอก เอกฟิล์ม: 4,000 ไม่ไหวจริงๆ ครับเฮีย ฟิล์มม้วนขึ้นราคา ผมให้ได้ 4,500 ครับ
16/10/68 08:15 เฮียตี๋ ตี๋ทัวร์: 4,200 ละกัน จ่ายสดไม่มีเครดิต
16/10/68 08:40 เอก เอกฟิล์ม: งั้นคันละ 4,300 ครับเฮีย รวม 43,000 บาท รับประกัน 3 ปี แถมลอกฟิล์มเก่าให้ฟรีทุกคัน
16/10/68 08:52 เฮียตี๋ ตี๋ทัวร์: โอเค 4,300 ดีล มัดจำเท่าไหร่
16/10/68 09:00 เอก เอกฟิล์ม: มัดจำ 30% 12,900 ครับ ที่เหลือจ่ายตามคันที่เสร็จ
16/10/68 09:05 เฮียตี๋ ตี๋ทัวร์: เดี๋ยวโอนกลมๆ 13,000 เลย รถทยอยเข้าอาทิตย์ละ 2-3 คันนะ เริ่ม 20 ต.ค. รถออกทริปเชียงคาน
18/10/68 10:05 เฮียตี๋ ตี๋ทัวร์: โอนมัดจำ 13,000 แล้วนะเอก เช็คด้วย
18/10/68 10:20 เอก เอกฟิล์ม: ได้รับแล้วครับเฮีย ขอบคุณครับ จันทร์ที่ 20 ส่งมา 2 คันได้เลยครับ
31/10/68 17:45 เอก เอกฟิล์ม: เฮียครับ ต.ค. เสร็จไป 4 คัน ที่เหลือ 6 คันเข้า พ.ย. นะครับ
"""
PRAEW_CHAT = """[LINE] ประวัติการแชทกับ แพรว ติดฟิล์มบ้าน
วันที่บันทึก: 30/10/2568 21:14

ศ. 24/10/2568
10:12\tแพรว\tสวัสดีค่ะ อยากติดฟิล์มกันร้อนกระจกบ้านค่ะ ห้องนั่งเล่นกับห้องนอนชั้น 2 บ้านอยู่หมู่บ้านพฤกษาวิลล์ ท่าทองค่ะ
10:30\tเอกฟิล์ม Aek\tได้ครับ เดี๋ยวพรุ่งนี้ผมให้ช่างโต้งเข้าไปวัดครับ
ส. 25/10/2568
16:40\tเอกฟิล์ม Aek\tวัดแล้วรวม 28 ตร.ม. ครับ ฟิล์มอาคารเซรามิก 60% ตร.ม. ละ 750 รวม 21,000 บาทครับ
16:55\tแพรว\tโห งบแพรวมี 16,000 เองค่ะ ลดได้มั้ยคะ
17:20\tเอกฟิล์ม Aek\t16,000 ไม่ไหวครับ ฟิล์มดีรับประกัน 7 ปี ผมให้ 19,500 ครับ
17:31\tแพรว\t17,500 ได้มั้ยคะ เพื่อนบ้านอีก 2 หลังจะมาติดด้วย
18:02\tเอกฟิล์ม Aek\tงั้น 18,500 ครับ รวมลอกฟิล์มเก่าห้องนอนด้วย ติดวันเสาร์ 8 พ.ย. 68 ได้ครับ
18:05\tแพรว\tโอเคค่ะ 18,500 ตกลงค่ะ
อา. 26/10/2568
09:14\tแพรว\tโอนมัดจำ 5,000 แล้วนะคะ ที่เหลือ 13,500 จ่ายวันติดค่ะ
09:20\tเอกฟิล์ม Aek\tได้รับแล้วครับ ขอบคุณครับ เจอกัน 8 พ.ย. 9 โมงเช้าครับ
"""
STAFF_CHAT = """[3 พ.ย. 68 07:40] พี่เอก: วันนี้รถจองเต็ม 5 คัน โต้งดูคันเซรามิกนะ หนุ่มกับเบียร์รับรถตู้เฮียตี๋
[3 พ.ย. 68 07:52] อาร์ม: พี่เอกครับ ผมไม่สบายขอลาวันนี้ครับ
[3 พ.ย. 68 07:55] พี่เอก: โอเค หายแล้วค่อยมา ฝนเลื่อนคิวบ่ายให้ที
[3 พ.ย. 68 08:01] ฝน: รับทราบค่ะ เลื่อนคัน Civic ไปพรุ่งนี้แล้วค่ะ
[5 พ.ย. 68 18:10] เบียร์: พี่เอก ขอเบิกล่วงหน้า 1,000 ครับ ค่าเทอมน้อง
[5 พ.ย. 68 18:20] พี่เอก: ได้ เดี๋ยวบอกพี่จอยโอนให้ หักสิ้นเดือนนะ
[7 พ.ย. 68 19:00] พี่เอก: จันทร์ 10 พ.ย. งานโรงแรมเริ่ม โต้งคุมหน้างาน พาหนุ่มไป หน้าร้านเหลือเบียร์กับอาร์ม
[7 พ.ย. 68 19:05] โต้ง: รับทราบครับ ผมเตรียมนั่งร้านกับมีดไว้แล้ว
[7 พ.ย. 68 19:12] พี่เอก: สิ้นปีนี้ถ้ายอดถึงเป้า โบนัสคนละ 5,000 ครับ สู้ๆ
[7 พ.ย. 68 19:13] หนุ่ม: เย้ ขอบคุณครับพี่
[8 พ.ย. 68 08:30] โต้ง: วันนี้ผมไปบ้านคุณแพรวที่ท่าทองนะครับ ติดฟิล์มบ้าน
"""
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดพิษณุโลก วันที่ 15 ธันวาคม 2566",
    "ผู้ให้เช่า: นางประไพ เจริญสุข  ผู้เช่า: หจก. เอกฟิล์ม คาร์ทินท์ โดย นายวีระพงษ์ บุญมา หุ้นส่วนผู้จัดการ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 คูหา เลขที่ 88/12-13 ถ.บรมไตรโลกนาถ ต.ในเมือง อ.เมืองพิษณุโลก "
    "เพื่อประกอบกิจการร้านติดฟิล์มรถยนต์",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2567 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 54,000 บาท (เท่ากับค่าเช่า 3 เดือน) คืนภายใน 45 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ผู้เช่าต่อเติมห้องติดฟิล์มและติดตั้งเครื่องปรับอากาศได้ เมื่อสิ้นสุดสัญญาส่วนต่อเติมตกเป็นของผู้ให้เช่า",
    "ข้อ 7. หากต่อสัญญา ค่าเช่าจะปรับขึ้นไม่เกินร้อยละ 5 ผู้เช่าต้องแจ้งความประสงค์ล่วงหน้า 60 วัน",
    "ลงชื่อ ประไพ เจริญสุข ผู้ให้เช่า   ลงชื่อ วีระพงษ์ บุญมา ผู้เช่า",
]
DEALER = [
    "ข้อตกลงการติดฟิล์มรถยนต์ใหม่",
    "ระหว่าง บริษัท สองแควมอเตอร์ จำกัด (โชว์รูมรถยนต์ ถ.สิงหวัฒน์ พิษณุโลก) \"ผู้ว่าจ้าง\" "
    "กับ หจก. เอกฟิล์ม คาร์ทินท์ \"ผู้รับจ้าง\"",
    "ทำวันที่ 20 มิถุนายน 2568",
    "1. ผู้รับจ้างติดฟิล์มเซรามิก Ceramic Standard ให้รถใหม่ที่ลูกค้าของผู้ว่าจ้างซื้อ ที่ร้านของผู้รับจ้าง "
    "ภายใน 1 วันทำการนับจากวันรับรถ",
    "2. ระยะเวลา 1 ปี ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569",
]
DEALER_TABLE = [
    ("ประเภทรถ", "ราคาต่อคัน (บาท รวม VAT)"),
    ("รถเก๋ง / อีโคคาร์", "4,200"),
    ("กระบะ (ทุกแบบ)", "4,600"),
    ("SUV / PPV", "5,300"),
]
DEALER_BOTTOM = [
    "3. ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล",
    "4. ผู้รับจ้างรับประกันงานติดตั้ง 5 ปี ฟิล์มรับประกันตามเงื่อนไขผู้ผลิต",
    "5. หากรถเสียหายระหว่างอยู่ที่ร้าน ผู้รับจ้างรับผิดชอบค่าซ่อม",
    "ลงชื่อ สมพร วงศ์ใหญ่ ผู้จัดการฝ่ายขาย ผู้ว่าจ้าง   ลงชื่อ วีระพงษ์ บุญมา ผู้รับจ้าง",
]


def _branch_slides() -> list[tuple[str, str]]:
    return [
        ("แผนเปิดสาขา 2 - อ.วังทอง (2569)", "เอกฟิล์ม คาร์ทินท์ | ร่างโดย เอก & จอย ต.ค. 2568"),
        ("ทำไมวังทอง", "ถนนสาย 12 รถผ่านวันละประมาณ 30,000 คัน\nยังไม่มีร้านฟิล์มเฉพาะทางในรัศมี 15 กม.\n"
                       "ห้องแถว 2 คูหา ค่าเช่า 9,500 บาท/เดือน"),
        ("เงินลงทุน", "ตกแต่งร้าน + ห้องติดฟิล์มปิด 320,000 บาท\nเครื่องมือ ปืนลม เครื่องตัดฟิล์ม 180,000 บาท\n"
                      "สต็อกฟิล์มเริ่มต้น 150,000 บาท\nเงินประกัน + ค่าเช่าล่วงหน้า 130,000 บาท\n"
                      "รวมเงินลงทุน 780,000 บาท"),
        ("เป้าหมายปีแรก", "รถเข้า 40 คัน/เดือน\nรายได้ประมาณ 260,000 บาท/เดือน\n"
                          "กำไรก่อนภาษีประมาณ 55,000 บาท/เดือน\nคืนทุนประมาณ 14 เดือน"),
        ("ทีมและเงินทุน", "ช่างโต้งเป็นหัวหน้าสาขา รับช่างเพิ่ม 2 คน\n"
                          "กู้ SME ธนาคาร 500,000 บาท + เงินเก็บ 280,000 บาท\nเปิดร้าน 1 เมษายน 2569"),
    ]


STEPS = """# ขั้นตอนติดฟิล์ม สำหรับช่างใหม่ (โต้งเขียน)
1. ล้างกระจกด้านนอกด้วยน้ำสบู่ ขูดคราบด้วยใบมีด
2. วางฟิล์มด้านนอก ตัดขึ้นรูป ใช้ปืนลมร้อนเป่าให้ฟิล์มโค้งตามกระจก (บานหลังสำคัญสุด)
3. ล้างด้านใน ระวังเส้นไลน์ละลายฝ้า ห้ามใช้ใบมีด
4. ฉีดน้ำยาสไลด์ ลอกไลเนอร์ แปะฟิล์ม รีดน้ำออกจากกลางไปขอบ
5. เช็คฟองอากาศและฝุ่น บอกลูกค้าห้ามลดกระจก 3 วัน
"""
SLIP = """# สูตรน้ำยาสไลด์ฟิล์ม
- น้ำกรอง 1 ลิตร
- แชมพูเด็ก 3-4 หยด (ห้ามใส่เยอะ ฟิล์มจะไม่ติด)
- ใส่ขวดสเปรย์ เขย่าเบาๆ ทำใหม่ทุกเช้า
"""

# ---------------------------------------------------------------- household
def _pea_home(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Phitsanulok\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Weerapong Boonma\n"
        "Address: 47/3 Moo 5, Tha Thong, Mueang Phitsanulok 65000\n"
        "Customer no. 020114239815   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 24.62  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_home("21 Aug 2025 - 20 Sep 2025", "18,402 -> 18,940", 538, "2,301.48", "212.52", "177.70",
                    "2,716.32", "8 Oct 2025")
PEA_OCT = _pea_home("21 Sep 2025 - 20 Oct 2025", "18,940 -> 19,437", 497, "2,107.35", "196.30", "162.98",
                    "2,491.25", "7 Nov 2025")
AIS_BILL = [
    "AIS FIBRE - ADVANCED WIRELESS NETWORK CO., LTD.\n"
    "INVOICE / TAX INVOICE   Billing month: October 2025\n"
    "Customer: Mr. Weerapong Boonma   Account no. 8803114720\n"
    "Service address: 47/3 Moo 5, Tha Thong, Mueang Phitsanulok 65000\n"
    "\n"
    "Package: AIS Fibre 1 Gbps + PLAYBOX          799.00\n"
    "VAT 7%                                         55.93\n"
    "TOTAL AMOUNT DUE                              854.93 THB\n"
    "Due date: 20 Nov 2025\n"
    "Pay by myAIS app, bank transfer or at AIS shops.",
]
LOAN_STATEMENT = [
    "NAKHON THAI LEASING CO., LTD.\n"
    "HIRE PURCHASE STATEMENT as of 31 Oct 2025\n"
    "Contract no. NTL-HP-2023-118804\n"
    "Hirer: Mr. Weerapong Boonma, 47/3 Moo 5, Tha Thong, Mueang Phitsanulok 65000\n"
    "Car: Toyota Fortuner 2.4 V 2WD (2023), plate 4 Kor Kor 7719 Phitsanulok\n"
    "\n"
    "Total hire purchase amount (60 x 17,450.00)        1,047,000.00\n"
    "Installments paid: 27 of 60                          471,150.00\n"
    "Installments left: 33                                575,850.00\n"
    "\n"
    "Next installment: no. 28, 17,450.00 THB, due 15 Nov 2025\n"
    "Late charge: 1.25% a month on the overdue amount.\n"
    "Estimated early settlement amount as of 31 Oct 2025 (with interest discount): 512,384.60 THB\n"
    "Pay by direct debit from Kasikornbank account 147-2-66310-9 or at any Counter Service.",
]
CAR_INSURANCE = [
    "บริษัท นำชัยประกันภัย จำกัด (มหาชน) สาขาพิษณุโลก",
    "ใบเสนอเบี้ยประกันภัยรถยนต์ ต่ออายุปี 2568-2569",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณวีระพงษ์ บุญมา",
    "รถยนต์ TOYOTA FORTUNER 2.4 V ทะเบียน 4กก 7719 พิษณุโลก  กรมธรรม์เดิมเลขที่ NC-V-67-2203391 "
    "สิ้นสุดความคุ้มครอง 15 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 1 ซ่อมห้าง (แผนเดิม)", "850,000", "24,900"),
    ("ชั้น 1 ซ่อมอู่", "800,000", "19,750"),
    ("ชั้น 2+ ซ่อมอู่", "400,000", "9,900"),
    ("ปีที่แล้ว ชั้น 1 ซ่อมห้าง (อ้างอิง)", "900,000", "23,600"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันข้างต้นรวมส่วนลดประวัติดี 20% แล้ว",
    "กรุณาชำระเบี้ยภายในวันที่ 10 ธันวาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ผ่อนชำระผ่านบัตรเครดิต 0% นาน 3 เดือนได้",
    "ตัวแทน นางสาวศิริพร ใจงาม 089-441-2780",
]
FEES_TOP = [
    "โรงเรียนสองแควศึกษา จังหวัดพิษณุโลก",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ณัฐณิชา บุญมา ชั้น ม.2/3 (โครงการ English Program) เลขประจำตัว 25417",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมโครงการ English Program", "15,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน (ค่ายวิทยาศาสตร์ ม.2)", "1,800"),
    ("ค่าประกันอุบัติเหตุ", "450"),
    ("ค่าหนังสือและเอกสารประกอบการเรียน", "1,950"),
    ("รวม", "19,200"),
]
FEES_BOTTOM = [
    "ชำระได้ตั้งแต่วันที่ 27 ตุลาคม ถึง 7 พฤศจิกายน 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธ.กรุงไทย 651-0-33218-4",
    "ชำระหลังกำหนด ปรับวันละ 50 บาท",
    "เปิดภาคเรียนวันที่ 3 พฤศจิกายน 2568",
]
RECEIPT_T1_TOP = [
    "โรงเรียนสองแควศึกษา จังหวัดพิษณุโลก",
    "ใบเสร็จรับเงิน เลขที่ 68/1-0893",
    "วันที่ 12 พ.ค. 2568",
    "ได้รับเงินจาก ผู้ปกครองของ ด.ญ.ณัฐณิชา บุญมา ชั้น ม.2/3 ค่าธรรมเนียมภาคเรียนที่ 1/2568",
]
RECEIPT_T1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมโครงการ English Program", "15,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500"),
    ("ค่าประกันอุบัติเหตุ", "450"),
    ("ค่าหนังสือและเอกสารประกอบการเรียน", "1,700"),
    ("รวม", "18,650"),
]
RECEIPT_T1_BOTTOM = ["รับชำระเป็นเงินโอน จำนวน 18,650 บาท (หนึ่งหมื่นแปดพันหกร้อยห้าสิบบาทถ้วน)",
                     "ผู้รับเงิน นางวันเพ็ญ สีทอง เจ้าหน้าที่การเงิน"]
HOSPITAL_BILL = [
    "NAN RIVER HOSPITAL PHITSANULOK\n"
    "99 Singhawat Road, Mueang Phitsanulok 65000   Tel. 055-909-300\n"
    "\n"
    "INPATIENT BILL / RECEIPT No. IP-6810-2271\n"
    "Patient: Mrs. Thongbai Boonma   Age 71   HN 0412287\n"
    "Admitted: 12 Oct 2025   Discharged: 17 Oct 2025 (5 nights)\n"
    "Diagnosis: Community-acquired pneumonia; type 2 diabetes\n"
    "\n"
    "Room and board, standard single (5 nights x 2,800.00)     14,000.00\n"
    "Medicines and IV fluids                                   18,940.00\n"
    "Laboratory and chest X-ray                                 7,260.00\n"
    "Doctor fees                                                9,500.00\n"
    "Nursing and hospital services                              4,680.00\n"
    "TOTAL CHARGES                                             54,380.00\n"
    "\n"
    "Paid by Thai Life Care Insurance (policy HC-1187420)     -40,000.00\n"
    "PAID BY PATIENT                                           14,380.00 THB\n"
    "Paid by credit card on 17 Oct 2025.\n"
    "Follow-up: Dr. Kanokporn, chest clinic, 31 Oct 2025 at 09:00.",
]
HEALTH_RENEWAL = [
    "THAI LIFE CARE INSURANCE PCL\n"
    "POLICY RENEWAL NOTICE\n"
    "Date: 1 Nov 2025\n"
    "Policyholder: Mr. Weerapong Boonma   Insured: Mrs. Thongbai Boonma (age 71)\n"
    "Policy HC-1187420 - Health Care Plus, inpatient benefit up to 40,000 THB per admission\n"
    "\n"
    "Annual premium 2025: 36,950.00 THB\n"
    "Annual premium 2026: 41,280.00 THB (new age band 71-75)\n"
    "Renewal due date: 1 Dec 2025. Grace period 31 days.\n"
    "\n"
    "Claims paid in the last 12 months: 1 (Nan River Hospital, Oct 2025, 40,000.00 THB).\n"
    "Pay by bank transfer, credit card, or at any branch.",
]
MOM_NOTES = """# นัดหมอแม่ (ทองใบ บุญมา)
- 12-17 ต.ค. 68 แอดมิทปอดอักเสบ รพ.น่านริเวอร์ ประกันจ่าย 40,000 ส่วนเกินเราจ่าย 14,380 (ติ๋มช่วยครึ่ง)
- 31 ต.ค. 68 9 โมง ติดตามอาการ คลินิกโรคปอด หมอกนกพร (ไปแล้ว ปอดดีขึ้น)
- เบาหวาน: รพ.พุทธชินราช (บัตรทอง) ทุก 3 เดือน นัดถัดไป 14 พ.ย. 68 งดน้ำงดอาหารหลังเที่ยงคืน
- ยา: เมทฟอร์มิน 500 เช้า-เย็น, ยาความดัน 1 เม็ดเช้า
- ประกันสุขภาพแม่ปีหน้าขึ้นเป็น 41,280 ต้องจ่ายก่อน 1 ธ.ค.
"""
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2803.10, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 310, ""),
                ("อินเทอร์เน็ต (Internet)", 854.93, "AIS"), ("ค่ากับข้าว (Food)", 11200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3900, "Fortuner"), ("ผ่อน Fortuner (Car loan)", 17450, "งวด 25/60"),
                ("เรียนพิเศษมายด์ (Tutor)", 2400, "คณิต + อังกฤษ"), ("ค่ายาแม่ (Mom's medicine)", 1350, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2716.32, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 295, ""),
                ("อินเทอร์เน็ต (Internet)", 854.93, "AIS"), ("ค่ากับข้าว (Food)", 10850, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4150, "Fortuner"), ("ผ่อน Fortuner (Car loan)", 17450, "งวด 26/60"),
                ("เรียนพิเศษมายด์ (Tutor)", 2400, ""), ("ค่ายาแม่ (Mom's medicine)", 1350, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2491.25, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 280, ""),
                ("อินเทอร์เน็ต (Internet)", 854.93, "AIS"), ("ค่ากับข้าว (Food)", 9600, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4480, "Fortuner ไปเยี่ยมแม่"), ("ผ่อน Fortuner (Car loan)", 17450, "งวด 27/60"),
                ("เรียนพิเศษมายด์ (Tutor)", 2400, ""),
                ("ค่าโรงพยาบาลแม่ ส่วนเกินประกัน (Mom's hospital)", 14380, "ติ๋มโอนคืนครึ่ง 7,190")],
}
FAMILY_CHAT = """[12 ต.ค. 68 22:15] ติ๋ม: พี่เอก แม่ไข้ขึ้นหอบ พาไปน่านริเวอร์แล้วนะ หมอให้นอน รพ.
[12 ต.ค. 68 22:20] เอก: เดี๋ยวพี่ไปเลย ประกันแม่ใช้ได้ ใช้ห้องเดี่ยวธรรมดาพอ
[17 ต.ค. 68 15:02] จอย: แม่ออก รพ.แล้วนะ บิลทั้งหมด 54,380 ประกันจ่าย 40,000 เราจ่าย 14,380 รูดบัตรไปแล้ว
[17 ต.ค. 68 15:10] ติ๋ม: ติ๋มช่วยครึ่งนะพี่ 7,190 เดี๋ยวโอนให้พี่จอย
[27 ต.ค. 68 20:30] จอย: ค่าเทอมมายด์เทอม 2 มาแล้ว 19,200 จ่ายก่อน 7 พ.ย. นะพ่อ
[27 ต.ค. 68 20:41] เอก: โอเค โอนพรุ่งนี้ แพงขึ้นจากเทอมแรกนิดหน่อย
[27 ต.ค. 68 20:45] มายด์: พ่อ ธ.ค. มีค่ายภาษาอังกฤษที่เชียงใหม่ 4,500 หนูไปได้มั้ยคะ
[27 ต.ค. 68 20:50] เอก: ไปได้ลูก ตั้งใจเรียนนะ
[3 พ.ย. 68 19:20] จอย: ประกันรถ Fortuner ส่งใบเสนอมาแล้ว ชั้น 1 ซ่อมห้างปีนี้ขึ้นอีกเป็นสองหมื่นห้าเกือบๆ
[3 พ.ย. 68 19:28] เอก: ซ่อมห้างเหมือนเดิมแหละ รถยังผ่อนอยู่ จ่ายก่อนหมดเดือนธันวา
"""
PHONES = """เบอร์โทรสำคัญ
ป้าประไพ (เจ้าของตึกร้าน) 081-533-2094
Prime Film คุณพิม 089-552-0193
ไทยฟิล์มเซ็นเตอร์ เจ๊หมวย 081-675-3302
SolarMax เคลม 02-116-9088
คุณสมพร สองแควมอเตอร์ 086-440-1185
ประกันรถ คุณศิริพร 089-441-2780
รพ.น่านริเวอร์ 055-909-300
"""
TODO = {"todo.md": """- จ่ายค่าเทอมมายด์ ก่อน 7 พ.ย.
- เลือกเจ้าฟิล์มม้วน (Prime Film หรือ ไทยฟิล์มเซ็นเตอร์)
- ติดฟิล์มรถหมอวิทย์ใหม่ ก่อน 30 พ.ย. ส่งฟิล์มเก่าคืน SolarMax
- รับมัดจำโรงแรมริเวอร์วิว ก่อนเริ่มงาน 10 พ.ย.
- ต่อประกันรถ Fortuner ก่อน 10 ธ.ค.
- ต่อประกันสุขภาพแม่ ก่อน 1 ธ.ค.
"""}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้านบุญมา {title} (Household spending)"])
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
    quotes, sup, prices, books = (biz / "Quotation ลูกค้า", biz / "ซัพพลายเออร์ Suppliers", biz / "ราคา Price list",
                                  biz / "บัญชี")
    customers, papers, branch, staff = biz / "ลูกค้า", biz / "เอกสารร้าน", biz / "แผนสาขา2", biz / "ช่าง"
    bills, car, kid, mom = home / "ค่าน้ำค่าไฟ", home / "รถ Fortuner", home / "มายด์", home / "แม่"
    for folder in (quotes, sup, prices, books, customers, papers, branch, staff, bills, car, kid, mom):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา ริเวอร์วิว ฟิล์มอาคาร_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา ริเวอร์วิว ฟิล์มอาคาร_final v2.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    make_pdf(sup / "Quotation_PrimeFilm_Oct2025.pdf", PRIME_QUOTE)
    write_docx(sup / "ใบเสนอราคา_ไทยฟิล์มเซ็นเตอร์_ม้วนฟิล์ม_ต.ค.68.docx", THAIFILM_QUOTE, THAIFILM_TABLE,
               bottom=THAIFILM_BOTTOM)
    make_pdf(sup / "PrimeFilm_Invoice_INV-2510-0873.pdf", PRIME_INVOICE)
    make_pdf(sup / "PrimeFilm_Receipt_RC-2510-0412.pdf", PRIME_RECEIPT)
    write_slides(sup / "SolarMax NX series dealer 2026.pptx", _solarmax_slides())
    _price_list(prices / "ราคาติดฟิล์ม_2568.xlsx", "2568", PRICES_2568,
                "โปร ต.ค.-ธ.ค. 68: ติดรอบคันเซรามิกขึ้นไป ลด 500 บาท")
    _price_list(prices / "ราคาติดฟิล์ม_2567 (เก่า).xlsx", "2567", PRICES_2567, "ใช้ถึง 31 ธ.ค. 2567")
    _book(books / "บัญชีร้าน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีร้าน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงช่าง ก.ย.-ต.ค.68.xlsx")
    make_pdf(books / "KBank_statement_AEKFilm_Oct2025.pdf", _statement())
    make_pdf(books / "ค่าไฟร้าน_PEA_Oct2025.pdf", SHOP_PEA)
    _warranty(customers / "ทะเบียนรับประกันลูกค้า.xlsx")
    write_docx(papers / "สัญญาเช่าตึก_ร้าน_2567-2569.docx", LEASE)
    write_docx(papers / "ข้อตกลงติดฟิล์มรถใหม่_สองแควมอเตอร์_final.docx", DEALER, DEALER_TABLE,
               bottom=DEALER_BOTTOM)
    write_slides(branch / "แผนเปิดสาขา2_วังทอง.pptx", _branch_slides())
    make_pdf(bills / "PEA_บ้าน_Sep2025.pdf", PEA_SEP)
    make_pdf(bills / "PEA_บ้าน_Oct2025.pdf", PEA_OCT)
    make_pdf(bills / "AIS_Fibre_bill_Oct2025.pdf", AIS_BILL)
    make_pdf(car / "Fortuner_HP_statement_Oct2025.pdf", LOAN_STATEMENT)
    write_docx(car / "ต่อประกันรถ Fortuner ปี68-69.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    write_docx(kid / "แจ้งค่าเทอม มายด์ ม.2 เทอม2_2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    write_docx(kid / "ใบเสร็จค่าเทอม_มายด์_เทอม1-68.docx", RECEIPT_T1_TOP, RECEIPT_T1_TABLE,
               bottom=RECEIPT_T1_BOTTOM)
    make_pdf(mom / "NanRiver_Hospital_bill_Mom_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(mom / "ThaiLifeCare_renewal_Mom_2026.pdf", HEALTH_RENEWAL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, {
        f"{BIZ}/ซัพพลายเออร์ Suppliers/email_SolarMax_claim WC-25-0457.txt": SOLARMAX_EMAIL,
        f"{BIZ}/บัญชี/รถเข้าร้าน_ต.ค.68.md": CARS_OCT,
        f"{BIZ}/ลูกค้า/แชทไลน์_เฮียตี๋_รถตู้10คัน.txt": TEE_CHAT,
        f"{BIZ}/ลูกค้า/LINE_แพรว_ฟิล์มบ้าน.txt": PRAEW_CHAT,
        f"{BIZ}/ช่าง/แชทกลุ่มช่างเอกฟิล์ม.txt": STAFF_CHAT,
        f"{BIZ}/ช่าง/ขั้นตอนติดฟิล์ม_ช่างใหม่.md": STEPS,
        f"{BIZ}/ช่าง/สูตรน้ำยาสไลด์ฟิล์ม.md": SLIP,
        f"{HOME}/แม่/นัดหมอแม่.md": MOM_NOTES,
        f"{HOME}/แชทไลน์_บ้านบุญมา.txt": FAMILY_CHAT,
        "เบอร์โทรสำคัญ.txt": PHONES,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
