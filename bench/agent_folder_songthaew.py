"""The songthaew folder: the papers of a Chiang Rai songthaew owner and his household, written by code.

The owner is นายบุญเลิศ ใจมา (พี่เลิศ). He owns three songthaew on the green route สถานีขนส่งแห่งที่ 1 – บ้านดู่ –
ม.แม่ฟ้าหลวง in Chiang Rai: เบอร์ 12 (Isuzu D-Max 2015, 10-4417 เชียงราย), เบอร์ 17 (Toyota Hilux Vigo 2013,
10-8832 เชียงราย) and เบอร์ 23 (Isuzu D-Max 2024, 10-1956 เชียงราย, on hire purchase with Mekong Leasing). Six
hired drivers work a morning and an afternoon shift, keep the fares, buy their own diesel and hand him a fixed
ค่าส่งรถ per shift (550 morning, 450 afternoon in 2568; 500 and 400 in 2567). He is a member of the route's
cooperative. His wife แสงเดือน keeps the books, their daughter ใบเตย (ด.ญ.ใบเตย ใจมา) is in ม.2, and her father
พ่ออุ้ยแก้ว lives with them in บ้านดู่. It is November 2568 (2025).

Documents/สองแถว/ (the business)
- สัญญา/สัญญารับส่งพนักงาน_เชียงรายฟู้ดแพ็ค_ร่าง.docx: draft contract to shuttle a factory's workers, 2 trucks,
  2 trips a day, 420 a trip, 43,680 a month.
- สัญญา/สัญญารับส่งพนักงาน_เชียงรายฟู้ดแพ็ค_ฉบับจริง.docx: the signed final, 450 a trip, 46,800 a month, from
  1 พฤศจิกายน 2568.
- สัญญา/สัญญาเช่าซื้อ_แม่โขงลิสซิ่ง_รถเบอร์23.docx: Thai hire-purchase contract with บริษัท แม่โขง ลิสซิ่ง จำกัด
  (675,000 financed, 60 installments of 14,144).
- การเงิน/MekongLeasing_statement_Oct2025.pdf: the same firm's English statement (17 of 60 paid, 608,192.00
  outstanding, next due 5 Nov 2025).
- การเงิน/email_MekongLeasing_settlement_quote.txt: English email, early settlement 564,982.00 if paid by 30 Nov 2025.
- การเงิน/KokRiver_insurance_renewal_2026.pdf: English renewal notice for the three trucks, 40,600 (last year
  38,400), due 15 Dec 2025.
- ซ่อมรถ/ใบเสนอราคา_ต่อตัวถัง_อู่ชัยเจริญ.docx and ใบเสนอราคา_ต่อตัวถัง_อู่สมพงษ์.docx: two similar quotes to rebuild
  the body of truck 12 (49,900 vs 50,700).
- ซ่อมรถ/ChiangRaiTyre_pricelist_Nov2025.pdf: English light-truck tyre price list with a quote for truck 17 (13,000).
- ซ่อมรถ/DoiTungParts_invoice_DT-25-3381.pdf: English parts invoice, clutch kit and brake pads, 6,840.00.
- ซ่อมรถ/บันทึกซ่อมบำรุง_2568.xlsx: repair log of 2568 (one row a job) and a sheet of totals by truck.
- บัญชี/บัญชีรถสองแถว_2568.xlsx: this year's book, three sheets: income by month (each truck's shift fees,
  charters), expenses by month, October's shift fees by driver.
- บัญชี/บัญชีรถสองแถว_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าส่งรถค้าง_ต.ค.68.md: shift fees still owed for October (ทองใบ 900, บอย 2,250).
- คนขับ/ข้อตกลงคนขับ_2568.docx: the drivers' rules and list (rates, deposit 5,000).
- คนขับ/ตารางกะคนขับ_พ.ย.68.md: November shift roster while truck 12 is at the body shop.
- แชท/แชทไลน์_กลุ่มคนขับสายบ้านดู่.txt: drivers' LINE group; the afternoon fee during the university break
  goes from 450 asked down to 350, settled at 380.
- แชท/แชทไลน์_คุณอ้อย_ฟู้ดแพ็ค.txt: LINE chat with the factory's HR; a third truck for the night shift, 400 offered,
  480 asked, settled at 430 (22,360 a month).
- แชท/แชทไลน์_อู่ชัยเจริญ.txt: LINE chat with the body shop; rust found, extra 4,500 asked, settled 3,800, total
  53,700, 38,730 left after the deposit.
- สหกรณ์/ประชุมใหญ่สหกรณ์_ต.ค.68.pptx: the cooperative's AGM slides (fare 20 -> 25 บาท, route fee 1,200 -> 1,350).
- เบอร์โทร_คนขับและอู่.md: phone numbers (distractor).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (1,742.18, due 28 Oct 2025) and Bills/PWA_water_bill_Oct2025.pdf (342.40).
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: fee notices (15,750; 17,900).
- ประกัน/ใบแจ้งเบี้ยประกันชีวิต_แสงเดือน.docx: Thai life-insurance premium notice (33,550, due 12 ธันวาคม 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านใจมา.txt: the family's LINE group (the room for New Year goes from 1,800 to 2,200 a night).
- ทริปปีใหม่_ภูชี้ฟ้า.md: New Year trip plan.
- นัดหมอพ่ออุ้ย.md: notes on the grandfather's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
OWNER = "นายบุญเลิศ ใจมา 88/3 หมู่ 7 ต.บ้านดู่ อ.เมือง จ.เชียงราย โทร 089-631-5524"

# ---------------------------------------------------------------- factory shuttle contract
FOODPACK_PARTIES = [
    "ระหว่าง บริษัท เชียงรายฟู้ดแพ็ค จำกัด 199 หมู่ 9 ต.บ้านดู่ อ.เมือง จ.เชียงราย โดย นางสาวอรวรรณ คำแก้ว "
    "ผู้จัดการฝ่ายบุคคล ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    f"กับ {OWNER} เจ้าของรถสองแถวสายสถานีขนส่งแห่งที่ 1 – บ้านดู่ – ม.แม่ฟ้าหลวง ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
FOODPACK_DRAFT = ["สัญญาจ้างเหมารถรับส่งพนักงาน (ร่าง)", "ร่างวันที่ 6 ตุลาคม 2568"] + FOODPACK_PARTIES
FOODPACK_DRAFT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "รับส่งพนักงานจากจุดรับหน้าสถานีขนส่งแห่งที่ 1 และตลาดบ้านดู่ ไปโรงงาน วันละ 2 เที่ยว\n"
     "เที่ยวเช้า ออก 06.30 น. ถึงโรงงานก่อน 07.30 น. / เที่ยวเย็น ออกจากโรงงาน 17.30 น.\n"
     "ใช้รถสองแถว 2 คัน คันละไม่เกิน 14 คน"),
    ("ข้อ 2 ค่าจ้าง", "เที่ยวละ 420 บาทต่อคัน เดือนละ 26 วันทำงาน\n"
     "รวมเดือนละ 43,680 บาท (2 คัน x 2 เที่ยว x 26 วัน x 420 บาท)"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569"),
    ("ข้อ 4 การจ่ายเงิน", "ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 30 วัน"),
    ("ข้อ 5 ค่าปรับ", "รถมาถึงจุดรับช้าเกิน 15 นาที ปรับครั้งละ 200 บาท"),
]
FOODPACK_DRAFT_BOTTOM = ["ร่าง ยังไม่ได้เซ็น คุณอ้อยขอเอาไปเสนอผู้บริหารก่อน",
                         "หมายเหตุถึงตัวเอง: ลองขอเที่ยวละ 450 เพราะน้ำมันขึ้น"]
FOODPACK_FINAL = ["สัญญาจ้างเหมารถรับส่งพนักงาน", "สัญญาเลขที่ CRFP-HR 031/2568  ทำที่ บริษัท เชียงรายฟู้ดแพ็ค จำกัด  "
                  "วันที่ 24 ตุลาคม 2568"] + FOODPACK_PARTIES
FOODPACK_FINAL_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "รับส่งพนักงานจากจุดรับหน้าสถานีขนส่งแห่งที่ 1 และตลาดบ้านดู่ ไปโรงงาน วันละ 2 เที่ยว\n"
     "เที่ยวเช้า ออก 06.30 น. ถึงโรงงานก่อน 07.30 น. / เที่ยวเย็น ออกจากโรงงาน 17.30 น.\n"
     "ใช้รถสองแถว 2 คัน (เบอร์ 17 และเบอร์ 23) คันละไม่เกิน 14 คน"),
    ("ข้อ 2 ค่าจ้าง", "เที่ยวละ 450 บาทต่อคัน เดือนละ 26 วันทำงาน\n"
     "รวมเดือนละ 46,800 บาท (2 คัน x 2 เที่ยว x 26 วัน x 450 บาท)\n"
     "วันเสาร์ที่โรงงานเรียกทำงานล่วงเวลา คิดเพิ่มเที่ยวละ 450 บาท"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 พฤศจิกายน 2568 ถึงวันที่ 31 ตุลาคม 2569"),
    ("ข้อ 4 การจ่ายเงิน", "ผู้รับจ้างวางบิลทุกสิ้นเดือน ผู้ว่าจ้างชำระภายใน 15 วัน โอนเข้าบัญชีธนาคารกรุงไทย "
     "ชื่อบัญชี นายบุญเลิศ ใจมา 512-0-48832-1"),
    ("ข้อ 5 ค่าปรับ", "รถมาถึงจุดรับช้าเกิน 15 นาที ปรับครั้งละ 300 บาท"),
    ("ข้อ 6 ประกันภัย", "ผู้รับจ้างต้องมีประกันภัยรถยนต์ภาคสมัครใจคุ้มครองผู้โดยสารทุกคันตลอดอายุสัญญา"),
]
FOODPACK_FINAL_BOTTOM = ["ลงชื่อ อรวรรณ คำแก้ว ผู้ว่าจ้าง", "ลงชื่อ บุญเลิศ ใจมา ผู้รับจ้าง",
                         "ลงชื่อ แสงเดือน ใจมา พยาน"]

# ---------------------------------------------------------------- hire purchase (Thai) and leasing papers (English)
HP_CONTRACT = [
    "บริษัท แม่โขง ลิสซิ่ง จำกัด สาขาเชียงราย",
    "สรุปสาระสำคัญสัญญาเช่าซื้อรถยนต์  สัญญาเลขที่ MKL-CR-67-00418",
    "ลงวันที่ 20 พฤษภาคม 2567",
    "ผู้เช่าซื้อ นายบุญเลิศ ใจมา  ผู้ค้ำประกัน นางแสงเดือน ใจมา",
    "รถยนต์ อีซูซุ ดีแมคซ์ สเปซแคบ 1.9 ปี 2567 ต่อตัวถังสองแถว ทะเบียน 10-1956 เชียงราย (รถเบอร์ 23)",
]
HP_TABLE = [
    ("รายการ", "จำนวน"),
    ("ราคารถรวมตัวถังสองแถว", "845,000 บาท"),
    ("เงินดาวน์", "170,000 บาท"),
    ("ยอดจัดเช่าซื้อ", "675,000 บาท"),
    ("อัตราดอกเบี้ย (คงที่)", "3.50% ต่อปี"),
    ("จำนวนงวด", "60 งวด"),
    ("ค่างวดต่อเดือน (รวมภาษีมูลค่าเพิ่ม)", "14,144 บาท"),
]
HP_BOTTOM = [
    "ชำระทุกวันที่ 5 ของเดือน งวดแรกวันที่ 5 มิถุนายน 2567 งวดสุดท้ายวันที่ 5 พฤษภาคม 2572",
    "ชำระล่าช้า เสียค่าติดตามทวงถามครั้งละ 250 บาท",
    "ผู้เช่าซื้อปิดบัญชีก่อนกำหนดได้ โดยได้รับส่วนลดดอกเบี้ยที่ยังไม่ถึงกำหนดตามประกาศคณะกรรมการว่าด้วยสัญญา",
    "เจ้าหน้าที่สินเชื่อ คุณพงศกร วงศ์ใหญ่ โทร 053-711-284",
]
MEKONG_STATEMENT = [
    "MEKONG LEASING CO., LTD. - Chiang Rai Branch\n"
    "418 Phahonyothin Road, Mueang Chiang Rai 57000   Tel. 053-711-284\n"
    "\n"
    "HIRE PURCHASE ACCOUNT STATEMENT - October 2025\n"
    "Hirer: Mr. Boonlert Jaima\n"
    "Contract no.: MKL-CR-67-00418\n"
    "Vehicle: Isuzu D-Max Spacecab 1.9 (2024), songthaew body, reg. 10-1956 Chiang Rai\n"
    "\n"
    "Amount financed: 675,000.00 THB   Term: 60 installments\n"
    "Monthly installment (incl. VAT): 14,144.00 THB\n"
    "\n"
    "Installment no. 17 of 60 received on 5 Oct 2025: 14,144.00\n"
    "Installments paid: 17      Installments remaining: 43\n"
    "Outstanding balance: 608,192.00 THB\n"
    "\n"
    "Next installment: no. 18, 14,144.00 THB, due 5 Nov 2025\n"
    "Note: installment no. 15 was paid late (9 Aug 2025); a collection fee of 250.00 THB was charged.\n"
    "Pay at any Krungthai Bank branch, by Biller ID 0105561012345, or at our office.",
]
MEKONG_EMAIL = """From: Pongsakorn Wongyai <pongsakorn.w@mekongleasing.co.th>
To: boonlert.jaima@gmail.com
Date: Thu, 6 Nov 2025 10:12
Subject: RE: Early settlement of contract MKL-CR-67-00418

Dear Khun Boonlert,

Thank you for asking about paying off your hire purchase for truck 10-1956 Chiang Rai early.
As of today, 17 of 60 installments have been paid and 43 remain.

Outstanding balance (43 x 14,144.00):        608,192.00 THB
Less discount on unearned interest:          43,210.00 THB
Settlement amount:                           564,982.00 THB

This figure is valid if we receive payment by 30 Nov 2025. After that date please ask us for a new quote.
Once paid, the green book (registration) will be transferred to your name within 15 working days.

If you only want to pay part of it, we can instead reduce your installment; let me know.

Best regards,
Pongsakorn Wongyai
Credit Officer, Mekong Leasing Co., Ltd., Chiang Rai Branch
053-711-284
"""
KOKRIVER_RENEWAL = [
    "KOK RIVER INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Rai Branch, Banphaprakan Road, Mueang Chiang Rai\n"
    "3 November 2025\n"
    "\n"
    "RENEWAL NOTICE - PUBLIC PASSENGER VEHICLES (SONGTHAEW)\n"
    "Dear Mr. Boonlert Jaima,\n"
    "Your policies for the three vehicles below expire on 31 Dec 2025.\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "\n"
    "Truck 12  Isuzu D-Max 2015   10-4417 Chiang Rai  Class 3, passenger cover   11,850 THB\n"
    "Truck 17  Toyota Vigo 2013   10-8832 Chiang Rai  Class 3, passenger cover   11,850 THB\n"
    "Truck 23  Isuzu D-Max 2024   10-1956 Chiang Rai  Class 2+, passenger cover  16,900 THB\n"
    "\n"
    "TOTAL PREMIUM: 40,600 THB including stamp duty and VAT (last year 38,400 THB)\n"
    "Passenger cover: 12 seats per vehicle, medical expenses 50,000 THB per person.\n"
    "Third-party property damage: 1,000,000 THB per accident.\n"
    "Deductible: 2,000 THB per claim where the driver is at fault.\n"
    "\n"
    "Please pay by 15 Dec 2025 by bank transfer or through your agent, Khun Nittaya (081-602-7713).\n"
    "Unpaid policies lapse at midnight on 31 Dec 2025.\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- body-shop quotes, tyres, parts
CHAICHAROEN_TOP = [
    "อู่ชัยเจริญการช่าง 145 หมู่ 5 ต.บ้านดู่ อ.เมือง จ.เชียงราย โทร 081-882-4306",
    "ใบเสนอราคา เลขที่ 68/112  วันที่ 2 ตุลาคม 2568",
    "เรียน คุณบุญเลิศ ใจมา",
    "เรื่อง ต่อตัวถังสองแถวใหม่ รถเบอร์ 12 (ทะเบียน 10-4417 เชียงราย)",
]
CHAICHAROEN_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("รื้อตัวถังเก่าและโครงหลังคาเดิม", "2,500"),
    ("โครงหลังคาเหล็กกล่องใหม่ พร้อมหลังคาเมทัลชีท", "16,000"),
    ("พื้นเหล็กลายกันลื่น ปูยางทับ", "9,800"),
    ("เบาะนั่งยาว 2 ข้าง หุ้มหนังเทียม", "6,400"),
    ("ราวจับสแตนเลส และกริ่งกดลง 4 จุด", "3,200"),
    ("ทำสีทั้งคันสีเขียว-ขาวตามแบบสหกรณ์ พร้อมสติ๊กเกอร์เบอร์รถ", "12,000"),
    ("รวมทั้งสิ้น", "49,900"),
]
CHAICHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 49,900 บาท (สี่หมื่นเก้าพันเก้าร้อยบาทถ้วน)",
    "ระยะเวลาทำงาน 15 วันทำการ  มัดจำ 30% = 14,970 บาท เมื่อนำรถเข้า",
    "รับประกันงานเชื่อมและสี 1 ปี  ราคานี้ยืนถึง 31 ตุลาคม 2568",
    "ลงชื่อ ชัยวัฒน์ ปัญญาดี (ช่างชัย)",
]
SOMPONG_TOP = [
    "อู่สมพงษ์การช่าง (ตัวถังรถโดยสาร) 62/1 หมู่ 2 ต.ริมกก อ.เมือง จ.เชียงราย โทร 086-190-5572",
    "ใบเสนอราคา เลขที่ SP-0968  วันที่ 6 ตุลาคม 2568",
    "เรียน คุณบุญเลิศ ใจมา (รถสองแถวสายบ้านดู่ เบอร์ 12)",
    "เรื่อง ต่อตัวถังสองแถวใหม่ทั้งคัน",
]
SOMPONG_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("รื้อตัวถังเก่า", "ไม่คิดค่าใช้จ่าย"),
    ("โครงหลังคาเหล็กกล่อง หลังคาอะลูมิเนียม", "18,500"),
    ("พื้นไม้เนื้อแข็ง ปูแผ่นยาง", "11,000"),
    ("เบาะนั่ง 2 ข้าง หุ้มหนัง", "5,800"),
    ("ราวจับ และกริ่ง", "2,900"),
    ("ทำสีทั้งคัน และสติ๊กเกอร์", "12,500"),
    ("รวมทั้งสิ้น", "50,700"),
]
SOMPONG_BOTTOM = [
    "รวมทั้งสิ้น 50,700 บาท",
    "ระยะเวลาทำงาน 20 วันทำการ  มัดจำ 20,000 บาท ส่วนที่เหลือจ่ายวันรับรถ",
    "รับประกันงาน 6 เดือน  ยืนราคา 30 วัน",
    "ลงชื่อ สมพงษ์ อินต๊ะวงศ์",
]
TYRE_PRICES = [
    "CHIANG RAI TYRE CENTRE CO., LTD.\n"
    "Superhighway Chiang Rai - Phayao Road, Mueang Chiang Rai   Tel. 053-744-190\n"
    "PRICE LIST - LIGHT TRUCK TYRES, November 2025 (THB per tyre, fitted, incl. VAT)\n"
    "\n"
    "Bridgestone Duravis R611  215/70R15C ........ 3,150\n"
    "Bridgestone Duravis R611  205/70R15C ........ 2,890\n"
    "Michelin Agilis 3          215/70R15C ........ 3,680\n"
    "Yokohama BluEarth-Van RY55 215/70R15C ....... 2,950\n"
    "Deestone Titan DV101       215/70R15C ....... 2,250\n"
    "\n"
    "Wheel alignment 400 / balancing free with 4 tyres / nitrogen free.\n"
    "\n"
    "QUOTATION for Mr. Boonlert Jaima, truck 17 (Toyota Vigo, 10-8832 Chiang Rai):\n"
    "4 x Bridgestone Duravis R611 215/70R15C at 3,150 = 12,600\n"
    "Wheel alignment = 400\n"
    "Total = 13,000 THB. Valid until 30 Nov 2025.\n"
    "Sales: Khun Thanawat 089-455-0126",
]
DOITUNG_INVOICE = [
    "DOI TUNG AUTO PARTS LTD.\n"
    "Toyota / Isuzu parts - Sanambin Road, Mueang Chiang Rai\n"
    "INVOICE No. DT-25-3381        Date: 17 Oct 2025\n"
    "Bill to: Mr. Boonlert Jaima (truck 17, Toyota Vigo 2.5)\n"
    "Delivered to: Chaicharoen Garage, Ban Du\n"
    "\n"
    "Clutch kit (disc + cover) Vigo 2.5      1 set    4,950.00\n"
    "Clutch release bearing                  1 pc       690.00\n"
    "Front brake pads                        1 set    1,200.00\n"
    "\n"
    "TOTAL 6,840.00 THB (VAT included)\n"
    "Credit 30 days - please pay by 16 Nov 2025.\n"
    "Bangkok Bank 733-0-22419-8, Doi Tung Auto Parts Ltd.",
]
REPAIRS_2568 = [
    ("8/1/2568", "เบอร์ 12", "ถ่ายน้ำมันเครื่อง + กรอง", "อู่ชัยเจริญ", 1650),
    ("22/1/2568", "เบอร์ 23", "เช็กระยะ 40,000 กม.", "ศูนย์อีซูซุเชียงราย", 2980),
    ("12/2/2568", "เบอร์ 17", "ถ่ายน้ำมันเครื่อง + กรอง", "อู่ชัยเจริญ", 1650),
    ("26/2/2568", "เบอร์ 12", "ปะยาง + ถ่วงล้อ", "เชียงรายไทร์", 450),
    ("7/3/2568", "เบอร์ 17", "เปลี่ยนแบตเตอรี่", "เชียงรายไทร์", 3200),
    ("19/3/2568", "เบอร์ 23", "ถ่ายน้ำมันเครื่อง", "ศูนย์อีซูซุเชียงราย", 1890),
    ("4/4/2568", "เบอร์ 12", "เติมน้ำยาแอร์หน้า", "อู่ชัยเจริญ", 1200),
    ("2/5/2568", "เบอร์ 12", "เปลี่ยนโช้คหลัง 2 ต้น", "อู่ชัยเจริญ", 4800),
    ("20/5/2568", "เบอร์ 17", "ถ่ายน้ำมันเครื่อง + กรอง", "อู่ชัยเจริญ", 1650),
    ("10/6/2568", "เบอร์ 23", "เช็กระยะ 50,000 กม.", "ศูนย์อีซูซุเชียงราย", 3450),
    ("25/6/2568", "เบอร์ 12", "ถ่ายน้ำมันเครื่อง + กรอง", "อู่ชัยเจริญ", 1650),
    ("15/7/2568", "เบอร์ 17", "ซ่อมไดชาร์จ", "อู่ชัยเจริญ", 2600),
    ("5/8/2568", "เบอร์ 12", "ปะยาง", "เชียงรายไทร์", 250),
    ("18/8/2568", "เบอร์ 17", "ถ่ายน้ำมันเครื่อง + กรอง", "อู่ชัยเจริญ", 1650),
    ("28/8/2568", "เบอร์ 23", "เปลี่ยนผ้าเบรกหลัง", "อู่ชัยเจริญ", 1950),
    ("9/9/2568", "เบอร์ 12", "เปลี่ยนยาง 2 เส้น (Duravis R611)", "เชียงรายไทร์", 6300),
    ("23/9/2568", "เบอร์ 23", "ถ่ายน้ำมันเครื่อง", "ศูนย์อีซูซุเชียงราย", 1890),
    ("17/10/2568", "เบอร์ 17", "อะไหล่ชุดคลัตช์ + ผ้าเบรกหน้า (บิล DT-25-3381)", "ดอยตุงอะไหล่", 6840),
    ("18/10/2568", "เบอร์ 17", "ค่าแรงเปลี่ยนคลัตช์และผ้าเบรก", "อู่ชัยเจริญ", 1800),
    ("27/10/2568", "เบอร์ 12", "เชื่อมพื้นหลังผุชั่วคราว", "อู่ชัยเจริญ", 900),
]


def repairs_by_month_2568() -> list[int]:
    totals = [0] * 10
    for date, _truck, _item, _shop, amount in REPAIRS_2568:
        totals[int(date.split("/")[1]) - 1] += amount
    return totals


def _repair_book(path: Path) -> None:
    book = openpyxl.Workbook()
    log = book.active
    log.title = "บันทึกซ่อม Log"
    log.append(["บันทึกซ่อมบำรุงรถสองแถว ปี 2568 (Repair log 2568)"])
    log.append(["วันที่ (Date)", "รถ (Truck)", "รายการ (Job)", "อู่/ร้าน (Shop)", "จำนวนเงิน (Amount, THB)"])
    for row in REPAIRS_2568:
        log.append(list(row))
    log.append(["รวม (Total)", "", "", "", sum(row[4] for row in REPAIRS_2568)])
    money_format(log, 5)
    by_truck = book.create_sheet("แยกคัน By truck")
    by_truck.append(["รถ (Truck)", "จำนวนครั้ง (Jobs)", "รวม (Total, THB)"])
    for truck in ("เบอร์ 12", "เบอร์ 17", "เบอร์ 23"):
        rows = [row for row in REPAIRS_2568 if row[1] == truck]
        by_truck.append([truck, len(rows), sum(row[4] for row in rows)])
    money_format(by_truck, 3)
    book.save(path)


# ---------------------------------------------------------------- the books
# Shift fees each truck handed in (driver keeps the fares), and charters paid to the owner.
CAR12_2568 = [25400, 24100, 25900, 21300, 23800, 26000, 26500, 26000, 24700, 25550]
CAR17_2568 = [24800, 23600, 25400, 20200, 22900, 25500, 25000, 25500, 23200, 24000]
CAR23_2568 = [26000, 24600, 26000, 22300, 24800, 26500, 27000, 26500, 25700, 26000]
CHARTER_2568 = [4500, 0, 12000, 18500, 6000, 0, 3500, 0, 7500, 9000]
CAR12_2567 = [23100, 22400, 23400, 19800, 21900, 23400, 23000, 23400, 22500, 23000, 22900, 23400]
CAR17_2567 = [22600, 21800, 23000, 18900, 21200, 22800, 22900, 23100, 21700, 22100, 22100, 22800]
CAR23_2567 = [0, 0, 0, 0, 0, 14400, 23400, 23400, 22600, 23400, 23000, 23400]
CHARTER_2567 = [3000, 0, 9500, 15000, 4500, 0, 0, 2500, 0, 6000, 4500, 12500]

INSTALLMENT_2568 = [14144] * 10
ROUTE_FEE_2568 = [3600] * 10
TAX_2568 = [0, 6450, 0, 0, 0, 6980, 7240, 0, 0, 0]
OTHER_2568 = [1850, 1850, 2300, 1850, 1850, 2650, 1850, 1850, 1850, 2100]
INSTALLMENT_2567 = [0, 0, 0, 0, 0] + [14144] * 7
ROUTE_FEE_2567 = [2200] * 5 + [3300] * 7
REPAIRS_2567 = [3200, 2100, 4500, 1650, 5200, 2800, 3900, 1650, 7400, 3100, 2450, 4100]
TAX_2567 = [0, 6200, 0, 0, 0, 0, 7050, 0, 0, 0, 0, 38400]
OTHER_2567 = [1500, 1500, 1500, 2200, 1500, 1500, 1700, 1700, 1700, 1700, 1700, 2900]

# October's shift fees by driver: (driver, truck, shift, days, rate, paid)
DRIVERS_OCT_2568 = [
    ("ลุงคำปัน ศรีวงศ์", "เบอร์ 12", "เช้า", 26, 550, 14300),
    ("พี่ทองใบ แสนคำ", "เบอร์ 12", "บ่าย", 25, 450, 10350),
    ("น้าจันทร์แก้ว อินปั๋น", "เบอร์ 17", "เช้า", 24, 550, 13200),
    ("บอย (ธนากร ปินตา)", "เบอร์ 17", "บ่าย", 24, 450, 8550),
    ("ต้น (สิทธิชัย คำมูล)", "เบอร์ 23", "เช้า", 26, 550, 14300),
    ("ชาญ (ชาญวิทย์ ใจคำ)", "เบอร์ 23", "บ่าย", 26, 450, 11700),
]
DRIVERS_OCT_2567 = [
    ("ลุงคำปัน ศรีวงศ์", "เบอร์ 12", "เช้า", 26, 500, 13000),
    ("พี่ทองใบ แสนคำ", "เบอร์ 12", "บ่าย", 25, 400, 10000),
    ("น้าจันทร์แก้ว อินปั๋น", "เบอร์ 17", "เช้า", 25, 500, 12500),
    ("เอ็ม (เอกชัย ทาแก้ว)", "เบอร์ 17", "บ่าย", 24, 400, 8800),
    ("ต้น (สิทธิชัย คำมูล)", "เบอร์ 23", "เช้า", 26, 500, 13000),
    ("ชาญ (ชาญวิทย์ ใจคำ)", "เบอร์ 23", "บ่าย", 26, 400, 10400),
]


def _book(path: Path, year: str, income: list[list[int]], costs: list[list[int]], drivers: list[tuple]) -> None:
    months = len(income[0])
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับรถสองแถว ปี {year} (Income {year}) สายสถานีขนส่งแห่งที่ 1 – บ้านดู่ – ม.แม่ฟ้าหลวง"])
    sheet.append(["เดือน (Month)", "ค่าส่งรถ เบอร์ 12 (Truck 12)", "ค่าส่งรถ เบอร์ 17 (Truck 17)",
                  "ค่าส่งรถ เบอร์ 23 (Truck 23)", "ค่าเหมา/รับจ้าง (Charters)", "รวม (Total)"])
    for i in range(months):
        values = [column[i] for column in income]
        sheet.append([f"{MONTHS[i]} {year}"] + values + [sum(values)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายรถสองแถว ปี {year} (Expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่างวดรถเบอร์ 23 (Installment)", "ค่าซ่อมบำรุง (Repairs)",
                  "ค่าบำรุงสาย สหกรณ์ (Route fee)", "ภาษี/พ.ร.บ./ประกัน (Tax, insurance)", "อื่นๆ (Other)",
                  "รวม (Total)"])
    for i in range(months):
        values = [column[i] for column in costs]
        sheet.append([f"{MONTHS[i]} {year}"] + values + [sum(values)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in costs] + [sum(map(sum, costs))])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าส่งรถ ต.ค. Drivers")
    sheet.append([f"ค่าส่งรถรายคน เดือนตุลาคม {year} (Shift fees by driver, Oct {year})"])
    sheet.append(["คนขับ (Driver)", "รถ (Truck)", "กะ (Shift)", "วันทำงาน (Days)", "อัตราต่อกะ (Rate)",
                  "ต้องส่ง (Due)", "ส่งแล้ว (Paid)", "ค้าง (Owed)"])
    for name, truck, shift, days, rate, paid in drivers:
        sheet.append([name, truck, shift, days, rate, days * rate, paid, days * rate - paid])
    sheet.append(["รวม (Total)", "", "", sum(d[3] for d in drivers), "", sum(d[3] * d[4] for d in drivers),
                  sum(d[5] for d in drivers), sum(d[3] * d[4] - d[5] for d in drivers)])
    for column in range(5, 9):
        money_format(sheet, column)
    book.save(path)


def income_total(year: str, month: int) -> int:
    """The book's total income for a month (1-based), used to write the tasks."""
    columns = (CAR12_2568, CAR17_2568, CAR23_2568, CHARTER_2568) if year == "2568" else \
        (CAR12_2567, CAR17_2567, CAR23_2567, CHARTER_2567)
    return sum(column[month - 1] for column in columns)


# ---------------------------------------------------------------- drivers' agreement
DRIVER_RULES_TOP = [
    "ข้อตกลงการเช่ารถสองแถววิ่งประจำสาย ปี 2568",
    "รถของ นายบุญเลิศ ใจมา สายสถานีขนส่งแห่งที่ 1 – บ้านดู่ – ม.แม่ฟ้าหลวง (สมาชิกสหกรณ์บริการเดินรถสองแถวเชียงราย)",
    "ใช้ตั้งแต่วันที่ 1 มกราคม 2568",
]
DRIVER_RULES_TABLE = [
    ("คนขับ", "รถ", "กะ", "โทร", "เริ่มขับ"),
    ("ลุงคำปัน ศรีวงศ์", "เบอร์ 12", "เช้า", "081-024-3319", "2559"),
    ("พี่ทองใบ แสนคำ", "เบอร์ 12", "บ่าย", "089-770-1452", "2562"),
    ("น้าจันทร์แก้ว อินปั๋น", "เบอร์ 17", "เช้า", "093-118-6620", "2560"),
    ("บอย (ธนากร ปินตา)", "เบอร์ 17", "บ่าย", "062-945-8801", "2568"),
    ("ต้น (สิทธิชัย คำมูล)", "เบอร์ 23", "เช้า", "084-503-2976", "2567"),
    ("ชาญ (ชาญวิทย์ ใจคำ)", "เบอร์ 23", "บ่าย", "095-662-1048", "2567"),
]
DRIVER_RULES_HEADINGS = [
    ("ข้อ 1 เวลากะ", "กะเช้า 05.30–13.00 น. / กะบ่าย 13.00–20.00 น. ส่งรถที่บ้านเจ้าของทุกคืน"),
    ("ข้อ 2 ค่าส่งรถ", "กะเช้า 550 บาทต่อกะ กะบ่าย 450 บาทต่อกะ (ปี 2567 กะเช้า 500 กะบ่าย 400)\n"
     "คนขับเก็บค่าโดยสารเอง ส่งค่าส่งรถทุกวันหลังเลิกกะ หรือโอนภายใน 20.30 น."),
    ("ข้อ 3 น้ำมัน", "คนขับเติมน้ำมันดีเซลเอง คืนรถน้ำมันเต็มถังให้กะถัดไป"),
    ("ข้อ 4 เงินประกัน", "คนขับวางเงินประกัน 5,000 บาท คืนเมื่อเลิกขับโดยไม่มีหนี้ค้าง"),
    ("ข้อ 5 อุบัติเหตุ", "ถ้าคนขับเป็นฝ่ายผิด คนขับจ่ายค่าเสียหายส่วนแรกให้บริษัทประกัน 2,000 บาท"),
    ("ข้อ 6 การหยุด", "หยุดต้องแจ้งล่วงหน้า 1 วัน และหาคนขับแทนที่เจ้าของรถรับรอง"),
    ("ข้อ 7 งานเหมา", "งานเหมา/รับส่งพนักงานที่เจ้าของรถรับมา เจ้าของจ่ายค่าเที่ยวให้คนขับเที่ยวละ 150 บาท"),
]

# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1688.42, "PEA"), ("ค่าน้ำประปา (Water)", 321.00, "PWA"),
                  ("อินเทอร์เน็ต (Internet)", 631.30, "ไฟเบอร์ 590"), ("ค่ากับข้าว (Food)", 9200, ""),
                  ("ค่าผ่อนบ้าน (Home loan)", 7850, "ธอส."), ("ค่าขนม+ค่ารถเตย (Baitoey)", 2400, ""),
                  ("ค่ายาพ่ออุ้ย (Grandpa's medicine)", 980, ""), ("ค่าน้ำมันรถเก๋ง (Car petrol)", 2100, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1815.90, "PEA"), ("ค่าน้ำประปา (Water)", 353.10, "PWA"),
                  ("อินเทอร์เน็ต (Internet)", 631.30, "ไฟเบอร์ 590"), ("ค่ากับข้าว (Food)", 9650, ""),
                  ("ค่าผ่อนบ้าน (Home loan)", 7850, "ธอส."), ("ค่าขนม+ค่ารถเตย (Baitoey)", 2400, ""),
                  ("ค่ายาพ่ออุ้ย (Grandpa's medicine)", 980, ""), ("ค่าน้ำมันรถเก๋ง (Car petrol)", 1950, ""),
                  ("ชุดนักเรียนใหม่ (School uniform)", 1260, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1742.18, "PEA"), ("ค่าน้ำประปา (Water)", 342.40, "PWA"),
                  ("อินเทอร์เน็ต (Internet)", 631.30, "ไฟเบอร์ 590"), ("ค่ากับข้าว (Food)", 9400, ""),
                  ("ค่าผ่อนบ้าน (Home loan)", 7850, "ธอส."), ("ค่าขนม+ค่ารถเตย (Baitoey)", 2400, ""),
                  ("ค่ายาพ่ออุ้ย + ค่าหมอ (Grandpa's medicine, doctor)", 2150, "รพ.เชียงรายประชานุเคราะห์"),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 2250, ""), ("งานบวชหลานที่เทิง (Ordination gift)", 1000, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนเวียงเชียงรายวิทยา อ.เมือง จ.เชียงราย", f"ใบแจ้งการชำระเงินบำรุงการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ใบเตย ใจมา  ชั้น ม.2/3  เลขประจำตัว 30218  (ห้องเรียนพิเศษวิทย์-คณิต)"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-55871-4 แล้วส่งสลิปให้ครูประจำชั้น",
              "ครูประจำชั้น ครูศิริพร ยาวิชัย โทร 086-512-3307"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "7,500"),
                           ("ค่าอาหารกลางวัน", "3,800"), ("ค่าประกันอุบัติเหตุ", "350"),
                           ("ค่าคอมพิวเตอร์และอินเทอร์เน็ต", "600")], "15,750", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "7,500"),
                           ("ค่าอาหารกลางวัน", "3,800"), ("ค่าทัศนศึกษา", "1,200"),
                           ("ค่าค่ายภาษาอังกฤษ เชียงแสน 2 วัน", "1,900")], "17,900", "14 พฤศจิกายน 2568")

LIFE_INSURANCE_TOP = [
    "บริษัท ล้านนาไลฟ์ ประกันชีวิต จำกัด (มหาชน) สาขาเชียงราย",
    "ใบแจ้งกำหนดชำระเบี้ยประกันภัย",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน นางแสงเดือน ใจมา 88/3 หมู่ 7 ต.บ้านดู่ อ.เมือง จ.เชียงราย 57100",
    "กรมธรรม์เลขที่ LL-2561-0077812 แบบสะสมทรัพย์ 20/10 ทุนประกัน 300,000 บาท ชำระเบี้ยรายปี ปีที่ 8",
]
LIFE_INSURANCE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("เบี้ยประกันภัยหลัก", "24,600"),
    ("สัญญาเพิ่มเติมค่ารักษาพยาบาล (IPD)", "8,950"),
    ("รวมเบี้ยที่ต้องชำระ", "33,550"),
]
LIFE_INSURANCE_BOTTOM = [
    "ครบกำหนดชำระวันที่ 12 ธันวาคม 2568 มีระยะผ่อนผัน 31 วัน",
    "เบี้ยประกันหลักนำไปลดหย่อนภาษีเงินได้ได้ไม่เกิน 100,000 บาท",
    "ชำระผ่านตัวแทน คุณวิไลพร สุริยะ (081-726-0394) หรือเคาน์เตอร์เซอร์วิส",
]
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chiang Rai\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Boonlert Jaima\n"
    "Address: 88/3 Moo 7, Ban Du, Mueang Chiang Rai 57100\n"
    "Customer no. 021004417395\n"
    "Billing period: 17 Sep 2025 - 16 Oct 2025\n"
    "Meter reading: 24,518 -> 24,874   Units used: 356 kWh\n"
    "Energy charge 1,554.92  Ft 35.07  Service 38.22  VAT 7% 113.97\n"
    "AMOUNT DUE: 1,742.18 THB\n"
    "Due date: 28 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Chiang Rai Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mr. Boonlert Jaima   Account: 5710-228-4416\n"
    "Address: 88/3 Moo 7, Ban Du, Mueang Chiang Rai 57100\n"
    "Meter: 1,284 -> 1,305   Water used: 21 cubic metres\n"
    "Water charge 300.00   Service charge 20.00   VAT 7% 22.40\n"
    "TOTAL 342.40 THB\n"
    "Due date: 30 Oct 2025",
]

# ---------------------------------------------------------------- slides
COOP_SLIDES = [
    ("สหกรณ์บริการเดินรถสองแถวเชียงราย จำกัด", "ประชุมใหญ่สามัญประจำปี 2568\n25 ตุลาคม 2568 "
                                              "ห้องประชุมเทศบาลนครเชียงราย"),
    ("ผลการดำเนินงานปี 2568", "สมาชิก 58 ราย รถ 71 คัน 6 สาย\nกำไรสุทธิ 412,600 บาท\n"
                              "ปันผลตามหุ้น 5.5% เฉลี่ยคืนตามค่าบำรุงสาย 3%"),
    ("ค่าโดยสารใหม่ ตั้งแต่ 1 มกราคม 2569", "สายสถานีขนส่งแห่งที่ 1 – บ้านดู่ – ม.แม่ฟ้าหลวง ตลอดสาย 25 บาท "
                                         "(เดิม 20 บาท)\nนักเรียน/นักศึกษา 20 บาท (เดิม 15 บาท)\n"
                                         "ระยะสั้นในเมือง 15 บาท เท่าเดิม"),
    ("ค่าบำรุงสาย", "เดือนละ 1,350 บาทต่อคัน (เดิม 1,200 บาท) ตั้งแต่ 1 มกราคม 2569\nชำระภายในวันที่ 10 "
                    "ของทุกเดือน ที่สำนักงานสหกรณ์"),
    ("GPS และกล้องหน้ารถ", "กรมการขนส่งทางบกให้ติด GPS รถโดยสารทุกคันภายใน 31 มีนาคม 2569\n"
                           "สหกรณ์จัดซื้อรวม ชุดละ 4,500 บาท ค่าบริการเดือนละ 250 บาท"),
    ("เรื่องอื่นๆ", "ตรวจสภาพรถประจำปีที่สำนักงานขนส่งจังหวัด เดือนกุมภาพันธ์ 2569\n"
                    "อบรมมารยาทคนขับ 18 มกราคม 2569 คนขับทุกคนต้องเข้า"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "สองแถว/การเงิน/email_MekongLeasing_settlement_quote.txt": MEKONG_EMAIL,
    "สองแถว/บัญชี/ค่าส่งรถค้าง_ต.ค.68.md": """# ค่าส่งรถค้าง เดือนตุลาคม 2568

| คนขับ | รถ | กะที่ยังไม่ส่ง | ค้าง |
|---|---|---|---|
| พี่ทองใบ | เบอร์ 12 บ่าย | 2 กะ | 900 บาท |
| บอย | เบอร์ 17 บ่าย | 5 กะ | 2,250 บาท |

รวมค้าง ต.ค. 3,150 บาท
- ทองใบจ่ายแล้ว 900 วันที่ 3 พ.ย. (เงินสด)
- บอยบอกจะโอนสิ้นเดือน พ.ย. ถ้ายังไม่จ่ายหักจากเงินประกัน 5,000
""",
    "สองแถว/คนขับ/ตารางกะคนขับ_พ.ย.68.md": """# ตารางกะคนขับ พฤศจิกายน 2568

เบอร์ 12 เข้าอู่ชัยเจริญ 3 พ.ย. (ต่อตัวถังใหม่) คาดว่าได้รถคืน 24 พ.ย.

| รถ | กะเช้า 05.30–13.00 | กะบ่าย 13.00–20.00 |
|---|---|---|
| เบอร์ 17 | น้าจันทร์แก้ว | บอย |
| เบอร์ 23 | ต้น | ชาญ |
| เบอร์ 12 (หลังออกจากอู่) | ลุงคำปัน | พี่ทองใบ |

- ช่วงเบอร์ 12 อยู่อู่ ลุงคำปันวิ่งแทนวันที่คนอื่นหยุด พี่ทองใบขับรับส่งพนักงานฟู้ดแพ็ค
- รอบฟู้ดแพ็ค 06.30 และ 17.30 ใช้เบอร์ 17 กับเบอร์ 23 ค่าเที่ยวคนขับ 150 บาท
- วันหยุด: บอย ทุกวันอังคาร, น้าจันทร์แก้ว 12–13 พ.ย. (ไปงานศพที่พาน)
""",
    "สองแถว/แชท/แชทไลน์_กลุ่มคนขับสายบ้านดู่.txt": """[1 พ.ย. 68 19:40] พี่เลิศ: แจ้งทุกคน เบอร์ 12 เข้าอู่ชัยเจริญวันจันทร์ 3 พ.ย. ประมาณ 3 อาทิตย์นะ
[1 พ.ย. 68 19:44] ทองใบ: แล้วผมทำอะไรครับพี่ ช่วงรถเข้าอู่
[1 พ.ย. 68 19:50] พี่เลิศ: ทองใบไปขับรับส่งพนักงานฟู้ดแพ็ค เช้าเย็น ได้เที่ยวละ 150
[1 พ.ย. 68 19:52] ทองใบ: โอเคครับ
[3 พ.ย. 68 05:41] ลุงคำปัน: เอารถไปส่งอู่แล้วนะ ช่างชัยรับรถแล้ว
[12 พ.ย. 68 20:15] น้าจันทร์แก้ว: 12-13 ผมขอหยุดนะครับ ไปงานศพญาติที่พาน ลุงคำปันแทนให้ได้ไหม
[12 พ.ย. 68 20:18] ลุงคำปัน: ได้ๆ
[25 พ.ย. 68 21:02] บอย: พี่เลิศครับ ปิดเทอม ม.แม่ฟ้าหลวง 20 ธ.ค. ถึง 11 ม.ค. นักศึกษากลับบ้านหมด กะบ่ายขอส่งรถ 350 ได้มั้ยครับ
[25 พ.ย. 68 21:10] พี่เลิศ: 350 น้อยไป ค่างวดรถก็ต้องจ่าย พี่ให้ 400
[25 พ.ย. 68 21:14] ชาญ: รอบเย็นไม่มีคนจริงๆพี่ ปีที่แล้ววิ่งเปล่าทั้งรอบ ขอ 380 ครับ
[25 พ.ย. 68 21:20] พี่เลิศ: เอาเป็น 380 ก็ได้ เฉพาะช่วงปิดเทอม 20 ธ.ค.–11 ม.ค. นะ กะเช้ายัง 550 เท่าเดิม
[25 พ.ย. 68 21:21] บอย: ขอบคุณครับพี่
[25 พ.ย. 68 21:23] พี่เลิศ: บอย ค่าส่งรถ ต.ค. ยังค้าง 2,250 นะ ทยอยจ่ายได้
[25 พ.ย. 68 21:25] บอย: สิ้นเดือนโอนให้ครับ
""",
    "สองแถว/แชท/แชทไลน์_คุณอ้อย_ฟู้ดแพ็ค.txt": """[9 ต.ค. 68 14:20] อ้อย ฟู้ดแพ็ค: พี่เลิศคะ ผู้บริหารดูร่างแล้ว ขอถามว่าเที่ยวละ 420 ลดได้อีกไหมคะ
[9 ต.ค. 68 14:35] พี่เลิศ: ลดไม่ได้แล้วครับ น้ำมันขึ้น ขอเป็นเที่ยวละ 450 ครับ ถ้าสัญญาปีนึง
[9 ต.ค. 68 14:40] อ้อย ฟู้ดแพ็ค: เดี๋ยวอ้อยเสนอให้นะคะ
[24 ต.ค. 68 15:10] อ้อย ฟู้ดแพ็ค: พี่เลิศคะ ผู้บริหารเซ็นสัญญาแล้วค่ะ เที่ยวละ 450 ตามที่ขอ เริ่ม 1 พ.ย. นะคะ
[24 ต.ค. 68 15:12] พี่เลิศ: ขอบคุณครับ รถเบอร์ 17 กับ 23 จะไปรอหน้าขนส่ง 06.30 ครับ
[4 พ.ย. 68 07:55] อ้อย ฟู้ดแพ็ค: วันนี้คันเบอร์ 17 มาช้า 10 นาทีนะคะ ยังไม่ถึงปรับ แต่ฝากบอกคนขับด้วยค่ะ
[4 พ.ย. 68 08:02] พี่เลิศ: ขอโทษครับ จะกำชับให้ครับ
[18 พ.ย. 68 10:05] อ้อย ฟู้ดแพ็ค: พี่คะ ตั้งแต่ 1 ธ.ค. โรงงานเปิดกะดึก ขอรถเพิ่มอีกคัน รับ 21.30 ส่งกลับ 06.00 วันละ 2 เที่ยว เที่ยวละ 400 ได้มั้ยคะ
[18 พ.ย. 68 10:30] พี่เลิศ: กะดึกต้องจ่ายคนขับเพิ่มครับ ขอเที่ยวละ 480
[18 พ.ย. 68 13:45] อ้อย ฟู้ดแพ็ค: ผู้จัดการให้ได้สุดที่ 430 ค่ะพี่
[18 พ.ย. 68 14:02] พี่เลิศ: โอเคครับ 430 ก็ได้ คันที่ 3 เดือนละ 22,360 นะครับ (430 x 2 เที่ยว x 26 วัน)
[18 พ.ย. 68 14:05] อ้อย ฟู้ดแพ็ค: ได้ค่ะ เดี๋ยวทำบันทึกแนบท้ายสัญญาให้เซ็นนะคะ
[30 พ.ย. 68 16:40] พี่เลิศ: ส่งบิลเดือน พ.ย. 46,800 ให้ทางอีเมลแล้วนะครับ
""",
    "สองแถว/แชท/แชทไลน์_อู่ชัยเจริญ.txt": """[9 ต.ค. 68 18:20] พี่เลิศ: ช่างชัย ตกลงเอาเจ้าช่างนะ ตามใบเสนอราคา 49,900 เอารถเข้าได้วันไหน
[9 ต.ค. 68 18:35] ช่างชัย: พี่เอาเข้ามา 3 พ.ย. ได้เลยครับ คิวว่าง
[10 ต.ค. 68 09:02] พี่เลิศ: โอนมัดจำแล้ว 14,970 นะ
[10 ต.ค. 68 09:10] ช่างชัย: ได้รับแล้วครับ ขอบคุณครับ
[5 พ.ย. 68 16:45] ช่างชัย: พี่เลิศครับ รื้อพื้นออกแล้ว คานแชสซีด้านหลังผุ 2 ท่อน ต้องตัดเสริมใหม่ ค่าของค่าแรงเพิ่ม 4,500 นะครับ
[5 พ.ย. 68 17:02] พี่เลิศ: โห แพงไป 3,000 ได้ไหม
[5 พ.ย. 68 17:15] ช่างชัย: 3,800 พอครับพี่ เหล็กขึ้นราคา
[5 พ.ย. 68 17:20] พี่เลิศ: โอเค 3,800 ทำเลย งั้นรวมทั้งหมด 53,700 นะ
[5 พ.ย. 68 17:21] ช่างชัย: ครับ 53,700 หักมัดจำแล้วเหลือ 38,730 ครับ
[5 พ.ย. 68 17:22] พี่เลิศ: เสร็จทันวันที่ 21 มั้ย
[5 พ.ย. 68 17:30] ช่างชัย: น่าจะ 24 พ.ย. ครับ สีต้องรอแห้ง
""",
    "สองแถว/เบอร์โทร_คนขับและอู่.md": """# เบอร์โทร
- ลุงคำปัน 081-024-3319 / พี่ทองใบ 089-770-1452 / น้าจันทร์แก้ว 093-118-6620
- บอย 062-945-8801 / ต้น 084-503-2976 / ชาญ 095-662-1048
- ช่างชัย อู่ชัยเจริญ 081-882-4306 / อู่สมพงษ์ 086-190-5572
- เชียงรายไทร์ คุณธนวัฒน์ 089-455-0126
- สหกรณ์เดินรถ (คุณประภา) 053-716-402
- คุณอ้อย HR ฟู้ดแพ็ค 088-251-7740
- ตัวแทนประกันรถ คุณนิตยา 081-602-7713
""",
    "บ้าน/แชทไลน์_บ้านใจมา.txt": """[1/11/2568 19:02] แม่เดือน: พ่อ ค่าเทอมเตยต้องจ่ายก่อน 14 พ.ย. 17,900 นะ
[1/11/2568 19:10] พ่อเลิศ: เดี๋ยวรอเงินฟู้ดแพ็คงวดแรกก่อน ไม่ทันก็ใช้เงินเก็บ
[1/11/2568 19:11] เตย: แม่คะ ค่ายภาษาอังกฤษไปเชียงแสน 2 วัน 1 คืนนะคะ
[5/11/2568 08:30] แม่เดือน: พ่ออุ้ยนัดหมอ 19 พ.ย. ใครพาไป
[5/11/2568 08:45] พ่อเลิศ: พ่อพาไปเอง ใช้รถเก๋ง
[12/11/2568 20:15] แม่เดือน: ประกันชีวิตแม่ครบ 12 ธ.ค. 33,550 นะ
[12/11/2568 20:20] พ่อเลิศ: ประกันรถ 3 คันก็ต้องจ่ายก่อน 15 ธ.ค. 40,600 เดือนหน้าหนักเลย
[13/11/2568 07:05] แม่เดือน: โอนค่าเทอมเตยแล้วนะ ส่งสลิปให้ครูศิริพรแล้ว
[20/11/2568 21:00] เตย: ปีใหม่ไปภูชี้ฟ้ามั้ยคะ
[20/11/2568 21:05] แม่เดือน: จองที่พักแล้ว คืนละ 1,800 สองคืน
[21/11/2568 07:40] แม่เดือน: ที่พักโทรมาบอกช่วงปีใหม่ขึ้นเป็นคืนละ 2,200 นะ ยังจะเอาไหม
[21/11/2568 07:52] พ่อเลิศ: เอาเถอะ ปีละครั้ง
""",
    "บ้าน/ทริปปีใหม่_ภูชี้ฟ้า.md": """# ทริปปีใหม่ ภูชี้ฟ้า 30 ธ.ค. 68 – 1 ม.ค. 69
- ไป 4 คน (พ่อ แม่ เตย พ่ออุ้ย) ใช้รถเก๋ง ออก 05.00 น.
- ที่พัก ภูชี้ฟ้าวิวดอยรีสอร์ท 2 คืน
- ดูพระอาทิตย์ขึ้นเช้า 31 ธ.ค. เอาเสื้อกันหนาวพ่ออุ้ยไปด้วย
- งบรวมประมาณ 9,500 บาท (ที่พัก น้ำมัน อาหาร)
- ฝากลุงคำปันดูบ้านกับรถ
""",
    "บ้าน/นัดหมอพ่ออุ้ย.md": """# นัดหมอพ่ออุ้ยแก้ว
- โรคหัวใจ + ความดัน ตรวจที่ รพ.เชียงรายประชานุเคราะห์ คลินิกโรคหัวใจ
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 09.00 น. เอาสมุดนัดกับยาเดิมไปด้วย
- ค่ายาปกติเดือนละประมาณ 980 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,150 บาท
- หมอให้งดเค็ม เดินเช้าวันละ 20 นาที
""",
}
TODO = {"todo.md": """- โอนค่างวดแม่โขงลิสซิ่ง ก่อน 5 พ.ย.
- ถามราคาปิดบัญชีเบอร์ 23
- ตามค่าส่งรถบอย เดือน ต.ค.
- ไปดูเบอร์ 12 ที่อู่ชัยเจริญ
- จ่ายประกันรถ 3 คัน ก่อน 15 ธ.ค.
- พาพ่ออุ้ยไปหาหมอ 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "สองแถว"
    contracts, money, repairs, books = biz / "สัญญา", biz / "การเงิน", biz / "ซ่อมรถ", biz / "บัญชี"
    drivers, coop = biz / "คนขับ", biz / "สหกรณ์"
    home = docs / "บ้าน"
    for folder in (contracts, money, repairs, books, drivers, coop, biz / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญารับส่งพนักงาน_เชียงรายฟู้ดแพ็ค_ร่าง.docx", FOODPACK_DRAFT,
               headings=FOODPACK_DRAFT_HEADINGS, bottom=FOODPACK_DRAFT_BOTTOM)
    write_docx(contracts / "สัญญารับส่งพนักงาน_เชียงรายฟู้ดแพ็ค_ฉบับจริง.docx", FOODPACK_FINAL,
               headings=FOODPACK_FINAL_HEADINGS, bottom=FOODPACK_FINAL_BOTTOM)
    write_docx(contracts / "สัญญาเช่าซื้อ_แม่โขงลิสซิ่ง_รถเบอร์23.docx", HP_CONTRACT, HP_TABLE, bottom=HP_BOTTOM)
    make_pdf(money / "MekongLeasing_statement_Oct2025.pdf", MEKONG_STATEMENT)
    make_pdf(money / "KokRiver_insurance_renewal_2026.pdf", KOKRIVER_RENEWAL)
    write_docx(repairs / "ใบเสนอราคา_ต่อตัวถัง_อู่ชัยเจริญ.docx", CHAICHAROEN_TOP, CHAICHAROEN_TABLE,
               bottom=CHAICHAROEN_BOTTOM)
    write_docx(repairs / "ใบเสนอราคา_ต่อตัวถัง_อู่สมพงษ์.docx", SOMPONG_TOP, SOMPONG_TABLE, bottom=SOMPONG_BOTTOM)
    make_pdf(repairs / "ChiangRaiTyre_pricelist_Nov2025.pdf", TYRE_PRICES)
    make_pdf(repairs / "DoiTungParts_invoice_DT-25-3381.pdf", DOITUNG_INVOICE)
    _repair_book(repairs / "บันทึกซ่อมบำรุง_2568.xlsx")
    _book(books / "บัญชีรถสองแถว_2568.xlsx", "2568", [CAR12_2568, CAR17_2568, CAR23_2568, CHARTER_2568],
          [INSTALLMENT_2568, repairs_by_month_2568(), ROUTE_FEE_2568, TAX_2568, OTHER_2568], DRIVERS_OCT_2568)
    _book(books / "บัญชีรถสองแถว_2567.xlsx", "2567", [CAR12_2567, CAR17_2567, CAR23_2567, CHARTER_2567],
          [INSTALLMENT_2567, REPAIRS_2567, ROUTE_FEE_2567, TAX_2567, OTHER_2567], DRIVERS_OCT_2567)
    write_docx(drivers / "ข้อตกลงคนขับ_2568.docx", DRIVER_RULES_TOP, DRIVER_RULES_TABLE,
               headings=DRIVER_RULES_HEADINGS)
    write_slides(coop / "ประชุมใหญ่สหกรณ์_ต.ค.68.pptx", COOP_SLIDES)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    write_docx(home / "ประกัน" / "ใบแจ้งเบี้ยประกันชีวิต_แสงเดือน.docx", LIFE_INSURANCE_TOP, LIFE_INSURANCE_TABLE,
               bottom=LIFE_INSURANCE_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
