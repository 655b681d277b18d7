"""The taxidriver folder: the papers of a Thai taxi owner-driver and his household, written by code.

The owner is นายสมศักดิ์ แก้วมณี (พี่ศักดิ์, Somsak Kaewmanee), 47, of 55/18 หมู่ 7 ต.ราชาเทวะ อ.บางพลี
จ.สมุทรปราการ 10540. He drives his own taxi, a Toyota Corolla Altis 1.6 NGV, ทน 4821 กรุงเทพมหานคร, bought on
hire purchase from บริษัท ศรีสยามลิสซิ่ง (Sri Siam Leasing) in 2566, and does many airport runs to สุวรรณภูมิ. His
older taxi, a Toyota Vios (Limo) ทก 7395, is rented to another driver, นายประยูร ทองดี (ยูร), by the day. His wife
นางวันเพ็ญ แก้วมณี (เพ็ญ) keeps the books; their son ด.ช.ภูมิพัฒน์ (น้องภูมิ) is in ม.2; Pen's mother
นางบุญมี ศรีสุข (ยายมี) lives with them and was in hospital in early November. It is November 2568 (2025).

Documents/แท็กซี่/ (the business)
- ใบเสนอราคา/ใบเสนอราคา รับส่งสนามบิน การ์เด้น v1 ร่าง.docx: draft quote QT-2568-011 (20 ต.ค. 2568) to
  โรงแรมสุวรรณภูมิ การ์เด้น for hotel-airport transfers: 60 trips a month at 550, 33,000 a month (never sent).
- ใบเสนอราคา/ใบเสนอราคา รับส่งสนามบิน การ์เด้น v2 final.docx: the final (rev.2, 3 พ.ย. 2568): 70 day trips at
  500 (35,000) + 10 night trips at 600 (6,000) = 41,000 a month, minimum 70 trips, Don Mueang 1,100 a trip,
  from 1 ธันวาคม 2568.
- ใบเสนอราคา/email_SuvarnabhumiGarden_confirm_2025-11-06.txt: email from Siriporn Chaiwat (คุณนุ่น) of
  Suvarnabhumi Garden Hotel accepting rev.2: 500 / 600, about 41,000 a month, minimum 35,000, start 1 Dec 2025,
  invoice by the 5th, paid within 30 days.
- รถ/SriSiamLeasing_HP_statement_Oct2025.pdf: English hire-purchase statement for the Altis: financed 639,000,
  12,480 a month x 72, 26 paid, next no. 27 due 5 Nov 2025, 46 left = 574,080, early settlement 521,300.
- รถ/สัญญาเช่ารถแท็กซี่_ประยูร_2568.docx: the rental contract for ทก 7395 with นายประยูร ทองดี from
  1 มีนาคม 2568: 550 a day, 3,850 a week paid on Mondays, deposit 10,000.
- รถ/ChaoprayaInsurance_taxi_renewal_2025-26.pdf: English renewal notice of the Altis's type 1 taxi policy:
  21,464.20 (last year 19,850.00), pay by 25 Nov 2025, or 3 instalments of 7,155; CMI 1,100 separate.
- อู่และแก๊ส/ใบแจ้งหนี้_อู่ช่างเปี๊ยก_INV-6811-052.docx: garage invoice for the Altis's brakes and shocks, 9,000
  + VAT 630 = 9,630, deposit 3,000 paid, balance 6,630 due 15 พ.ย. 2568.
- อู่และแก๊ส/ใบเสร็จ_อู่ช่างเปี๊ยก_RC-6811-052.docx: the receipt of the same job (12/11/68): balance 6,630 less a
  130 discount, 6,500 received.
- อู่และแก๊ส/ราคาค่าบริการ อู่ช่างเปี๊ยก 2567.docx: last year's price list of the garage in Thai (oil change 850,
  front brake pads 1,200, NGV tank check 1,500).
- อู่และแก๊ส/PiakAutoService_pricelist_2025.pdf: this year's list of the same garage in English (Piak Auto
  Service): oil change 950, front brake pads 1,450, NGV tank check 1,700.
- อู่และแก๊ส/ใบเสนอราคา_แก๊สLPG_ส.เจริญแก๊ส.docx: quote from ร้าน ส.เจริญแก๊ส to convert ทก 7395 from NGV to
  LPG, 24,500 (no VAT), deposit 5,000, 1-year warranty.
- อู่และแก๊ส/BangnaAutogas_LPG_quote_Nov2025.pdf: the same job from Bangna Autogas Co., Ltd. (บางนาออโต้แก๊ส):
  23,500 + VAT 1,645 = 25,145, deposit 50%, 2-year warranty.
- บัญชี/รายรับรายจ่ายแท็กซี่_2568.xlsx: this year's book, two sheets (income by month: meter and app, airport
  runs, rent of car 2; expenses by month: gas, instalment, repairs, insurance/tax/co-op, tolls and airport queue),
  January to October.
- บัญชี/รายรับรายจ่ายแท็กซี่_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/เที่ยวสนามบิน_ต.ค.68.md: October airport runs by week, 32 trips, 16,200, tolls and queue 2,150.
- บัญชี/ค่าเช่ารถยูร_ต.ค.-พ.ย.68.md: the weekly rent ledger of ยูร; 1,650 owed on 10 พ.ย. 68 (3 days).
- แชท/แชทไลน์_ยูร_รถคันเก่า.txt: LINE chat with ยูร; he asks 450, then 480; 520, 500 offered; settled 490 a day
  from 1 ธ.ค. (3,430 a week); the 1,650 arrears by 30 พ.ย.; the NGV-to-LPG plan.
- แชท/แชทไลน์_คุณนุ่น_โรงแรม.txt: LINE chat with the hotel's คุณนุ่น; 550 proposed, 480 asked, settled 500 by day
  and 600 at night (650 asked), minimum 70 trips.
- แผนปี2569_แท็กซี่EV.pptx: slides, the plan for next year (hotel contract, LPG for car 2, maybe an EV taxi).
- กฎคิวแท็กซี่สุวรรณภูมิ.md: his notes on the airport taxi queue rules.

Documents/บ้าน/ (the household)
- Bills/MEA_bill_Sep2025.pdf (412 kWh, 1,937.50, due 30 Sep 2025) and Bills/MEA_bill_Oct2025.pdf (447 kWh,
  2,103.35, due 31 Oct 2025): English electricity bills.
- ค่าเทอมภูมิ/ค่าเทอม ภูมิ ม.2 เทอม1-2568.docx (16,500, by 20 พฤษภาคม 2568) and ค่าเทอม ภูมิ ม.2 เทอม2-2568.docx
  (18,450, by 14 พฤศจิกายน 2568): school fee notices.
- ยายมี/ใบแจ้งค่ารักษา_รพ.บางพลี_พ.ย.68.docx: ยายมี's in-patient bill, 3-7 พ.ย. 2568: 48,760 in all, บัตรทอง
  covers 39,900, the family pays 8,860 (5,000 paid, 3,860 by 7 ธ.ค. 2568).
- ยายมี/นัดหมอยายมี.md: notes on her follow-up appointments and medicines.
- ประกัน/SiamSureLife_premium_Somsak_2025.pdf: English premium notice of Somsak's life and health policy,
  16,840, due 15 Dec 2025.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SAK_TOP = ("สมศักดิ์ แก้วมณี แท็กซี่รับจ้าง (รับส่งสนามบิน) 55/18 หมู่ 7 ต.ราชาเทวะ อ.บางพลี จ.สมุทรปราการ 10540 "
           "โทร 089-604-4821 LINE: sak4821")

# ---------------------------------------------------------------- quotes to the hotel
HOTEL_TO = "เรียน คุณศิริพร ชัยวัฒน์ (คุณนุ่น) ฝ่ายต้อนรับ โรงแรมสุวรรณภูมิ การ์เด้น ต.ราชาเทวะ อ.บางพลี"
HOTEL_DRAFT = [
    SAK_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-2568-011",
    "วันที่ 20 ตุลาคม 2568",
    HOTEL_TO,
    "เรื่อง บริการรถแท็กซี่รับส่งแขกโรงแรม – ท่าอากาศยานสุวรรณภูมิ รายเดือน",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อเที่ยว", "รวมต่อเดือน (บาท)"),
    ("รับส่ง โรงแรม – สนามบินสุวรรณภูมิ (ทุกช่วงเวลา)", "60 เที่ยว", "550 บาท", "33,000"),
    ("รวมต่อเดือน", "60 เที่ยว", "", "33,000"),
]
HOTEL_DRAFT_BOTTOM = [
    "รวมเดือนละ 33,000 บาท (สามหมื่นสามพันบาทถ้วน) ไม่รวมค่าทางด่วน และค่าธรรมเนียมสนามบิน 50 บาท",
    "ร่าง ยังไม่ได้ส่ง รอโทรคุยกับคุณนุ่นเรื่องจำนวนเที่ยวก่อน",
]
HOTEL_FINAL = [
    SAK_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-011 ฉบับแก้ไขครั้งที่ 2 (rev.2)",
    "วันที่ 3 พฤศจิกายน 2568",
    HOTEL_TO,
    "เรื่อง บริการรถแท็กซี่รับส่งแขกโรงแรม – ท่าอากาศยาน รายเดือน เริ่ม 1 ธันวาคม 2568",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อเที่ยว", "รวมต่อเดือน (บาท)"),
    ("รับส่ง โรงแรม – สุวรรณภูมิ กลางวัน (05.00–22.00 น.)", "70 เที่ยว", "500 บาท", "35,000"),
    ("รับส่ง โรงแรม – สุวรรณภูมิ กลางคืน (22.00–05.00 น.)", "10 เที่ยว", "600 บาท", "6,000"),
    ("รับส่ง โรงแรม – ดอนเมือง (ตามสั่ง)", "-", "1,100 บาท", "ตามจริง"),
    ("รวมประมาณการต่อเดือน", "80 เที่ยว", "", "41,000"),
]
HOTEL_FINAL_BOTTOM = [
    "ประมาณการเดือนละ 41,000 บาท (สี่หมื่นหนึ่งพันบาทถ้วน) รับประกันขั้นต่ำ 70 เที่ยวต่อเดือน",
    "ระยะสัญญา 1 ธันวาคม 2568 – 30 พฤศจิกายน 2569 ราคารวมค่าทางด่วนแล้ว",
    "วางบิลทุกวันที่ 5 ของเดือนถัดไป ชำระภายใน 30 วัน โดยโอนเข้าบัญชี",
    "ผู้เสนอราคาไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม ราคานี้ไม่มี VAT",
    "ลงชื่อ สมศักดิ์ แก้วมณี ผู้เสนอราคา",
]
HOTEL_EMAIL = """From: Siriporn Chaiwat <frontoffice@suvarnabhumigarden.co.th>
To: sak4821.taxi@gmail.com
Date: Thu, Nov 6, 2025 14:05
Subject: Re: Quotation QT-2568-011 rev.2 - airport transfer service

Dear Khun Somsak,

Thank you for the revised quotation dated 3 November. Our General Manager has approved it as follows:

- Hotel - Suvarnabhumi Airport, day trips (05.00-22.00): 500 THB per trip
- Hotel - Suvarnabhumi Airport, night trips (22.00-05.00): 600 THB per trip
- Estimated 80 trips a month, about 41,000 THB a month
- Minimum guarantee: 70 trips a month (35,000 THB), even in the low season
- Start date: 1 December 2025, for 12 months

Please send your invoice by the 5th of each following month with a copy of your taxi driver licence.
Payment is made by bank transfer within 30 days. Please wear a polite shirt and keep the car clean,
as our guests are mostly families from Japan and Korea.

Best regards,
Siriporn Chaiwat (Noon)
Front Office Manager, Suvarnabhumi Garden Hotel
02-134-7788
"""

# ---------------------------------------------------------------- cars: leasing, rent, insurance
HP_STATEMENT = [
    "SRI SIAM LEASING PUBLIC COMPANY LIMITED\n"
    "Bang Phli Branch, Thepharak Road km. 13, Samut Prakan 10540  Tel. 02-312-4470\n"
    "\n"
    "HIRE PURCHASE ACCOUNT STATEMENT as of 31 October 2025\n"
    "Hirer: Mr. Somsak Kaewmanee, 55/18 Moo 7, Racha Thewa, Bang Phli, Samut Prakan 10540\n"
    "Contract no.: SSL-HP-2308-04417     Contract date: 5 Aug 2023\n"
    "Vehicle: Toyota Corolla Altis 1.6 (public taxi, NGV), 2023, plate Thor Nor 4821 Bangkok\n"
    "\n"
    "Cash price: 789,000.00 THB\n"
    "Down payment: 150,000.00 THB\n"
    "Amount financed: 639,000.00 THB\n"
    "Flat interest rate: 5.24% per year\n"
    "Term: 72 instalments, due on the 5th of each month\n"
    "Monthly instalment: 12,480.00 THB (VAT included)\n"
    "\n"
    "Instalments paid: 26 of 72    Last payment: 12,480.00 on 5 Oct 2025\n"
    "Next instalment: no. 27, 12,480.00 THB, due 5 Nov 2025\n"
    "Remaining instalments: 46\n"
    "Outstanding balance (46 x 12,480.00, unearned interest included): 574,080.00 THB\n"
    "Early settlement amount if the account is closed by 30 Nov 2025: 521,300.00 THB\n"
    "\n"
    "Late payment: 1,000 THB collection fee plus default interest of 15% per year on the late amount.\n"
    "Pay by bank transfer, Counter Service or the Sri Siam Leasing app (ref. 1: 230804417).\n"
    "Customer service 1741",
]
RENT_CONTRACT = [
    "สัญญาเช่ารถยนต์รับจ้าง (แท็กซี่)",
    "ทำที่ บ้านเลขที่ 55/18 หมู่ 7 ต.ราชาเทวะ อ.บางพลี จ.สมุทรปราการ  วันที่ 1 มีนาคม 2568",
    "ระหว่าง นายสมศักดิ์ แก้วมณี ผู้ให้เช่า กับ นายประยูร ทองดี อายุ 41 ปี "
    "บ้านเลขที่ 9/122 หมู่บ้านเคหะบางพลี ต.บางเมือง อ.เมืองสมุทรปราการ ผู้เช่า",
    "ผู้ให้เช่าตกลงให้เช่ารถยนต์ Toyota Vios (Limo) ปี 2561 สีเขียวเหลือง ทะเบียน ทก 7395 กรุงเทพมหานคร "
    "ใช้ระบบแก๊ส NGV ตามเงื่อนไขดังนี้",
]
RENT_CONTRACT_TABLE = [
    ("ข้อ", "เงื่อนไข"),
    ("ค่าเช่า", "วันละ 550 บาท (เปลี่ยนกะ 06.00 น.) ชำระทุกวันจันทร์ สัปดาห์ละ 3,850 บาท"),
    ("เงินประกัน", "10,000 บาท คืนเมื่อสิ้นสุดสัญญาและรถไม่เสียหาย"),
    ("ระยะเวลา", "1 มีนาคม 2568 – 28 กุมภาพันธ์ 2569"),
    ("ค่าแก๊สและค่าล้างรถ", "ผู้เช่าเป็นผู้จ่าย"),
    ("ประกันภัย ภาษี พ.ร.บ.", "ผู้ให้เช่าเป็นผู้จ่าย"),
    ("ค่าซ่อม", "ผู้เช่าจ่ายไม่เกินครั้งละ 2,000 บาท ส่วนที่เกินผู้ให้เช่าจ่าย"),
    ("รถเข้าอู่", "วันที่รถเข้าอู่เพราะซ่อมบำรุง ไม่คิดค่าเช่า"),
]
RENT_CONTRACT_BOTTOM = [
    "ผู้เช่าค้างค่าเช่าเกิน 7 วัน ผู้ให้เช่ามีสิทธิ์เรียกรถคืนและหักจากเงินประกัน",
    "ลงชื่อ สมศักดิ์ แก้วมณี ผู้ให้เช่า      ลงชื่อ ประยูร ทองดี ผู้เช่า",
    "ลงชื่อ วันเพ็ญ แก้วมณี พยาน",
]
INSURANCE_RENEWAL = [
    "CHAOPRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Samut Prakan Branch, Thepharak Road, Tel. 02-385-6620\n"
    "28 October 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Somsak Kaewmanee, 55/18 Moo 7, Racha Thewa, Bang Phli, Samut Prakan 10540\n"
    "Vehicle: Toyota Corolla Altis 1.6 (public taxi, NGV), plate Thor Nor 4821 Bangkok\n"
    "Current policy: CPI-V1-2411-08827, expires 30 Nov 2025\n"
    "\n"
    "Renewal: voluntary motor insurance type 1 (taxi), 1 Dec 2025 - 30 Nov 2026\n"
    "Sum insured: 480,000 THB (last year 520,000 THB)\n"
    "Net premium 19,980.00   Stamp duty 80.00   VAT 7% 1,404.20\n"
    "Total premium: 21,464.20 THB (last year 19,850.00 THB)\n"
    "Deductible: 2,000 THB per claim where the insured driver is at fault\n"
    "\n"
    "Please pay by 25 Nov 2025 to keep continuous cover.\n"
    "You may also pay in 3 monthly instalments of 7,155 THB by credit card (first one by 25 Nov 2025).\n"
    "Compulsory motor insurance (CMI) for public taxis, 1,100.00 THB, is separate and is paid with the vehicle tax.\n"
    "Agent: Khun Jintana 081-447-2096",
]

# ---------------------------------------------------------------- garage and gas
PIAK_TOP = ("อู่ช่างเปี๊ยก เซอร์วิส ซ่อมรถแท็กซี่ ช่วงล่าง เบรก แก๊ส 12/4 ถ.กิ่งแก้ว ต.ราชาเทวะ อ.บางพลี "
            "จ.สมุทรปราการ โทร 086-330-1275 เลขประจำตัวผู้เสียภาษี 3119900451276")
PIAK_INVOICE = [
    PIAK_TOP,
    "ใบแจ้งหนี้ เลขที่ INV-6811-052   วันที่ 8 พ.ย. 2568",
    "ลูกค้า คุณสมศักดิ์ แก้วมณี   รถ Toyota Corolla Altis ทะเบียน ทน 4821 กรุงเทพมหานคร  เลขไมล์ 218,430",
]
PIAK_INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ผ้าเบรกหน้า พร้อมค่าแรง", "1 ชุด", "1,450.00"),
    ("จานเบรกหน้า", "1 คู่", "2,800.00"),
    ("โช้คอัพหลัง", "1 คู่", "3,200.00"),
    ("ค่าแรงเปลี่ยนโช้ค + ตั้งศูนย์", "1 งาน", "1,550.00"),
    ("รวมเป็นเงิน", "", "9,000.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "630.00"),
    ("รวมทั้งสิ้น", "", "9,630.00"),
    ("หักเงินมัดจำ (จ่ายแล้ว 5 พ.ย. 2568)", "", "3,000.00"),
    ("คงเหลือชำระ", "", "6,630.00"),
]
PIAK_INVOICE_BOTTOM = [
    "กรุณาชำระยอดคงเหลือ 6,630.00 บาท ภายในวันที่ 15 พ.ย. 2568 หรือเมื่อรับรถ",
    "โอนเข้าบัญชี นายประพันธ์ ศรีทอง ธนาคารกรุงไทย 772-0-41903-6",
    "ช่างเปี๊ยก (ประพันธ์ ศรีทอง)",
]
PIAK_RECEIPT = [
    PIAK_TOP,
    "ใบเสร็จรับเงิน เลขที่ RC-6811-052   วันที่ 12/11/68",
    "อ้างอิงใบแจ้งหนี้ INV-6811-052",
    "ได้รับเงินจาก คุณสมศักดิ์ แก้วมณี   รถ ทน 4821 กรุงเทพมหานคร",
]
PIAK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าซ่อมตามใบแจ้งหนี้ (รวม VAT)", "9,630.00"),
    ("หักมัดจำที่จ่ายแล้ว", "3,000.00"),
    ("ยอดคงเหลือตามใบแจ้งหนี้", "6,630.00"),
    ("ส่วนลดลูกค้าประจำ", "130.00"),
    ("รับเงินจริง", "6,500.00"),
]
PIAK_RECEIPT_BOTTOM = [
    "รับเงินจำนวน 6,500.00 บาท (หกพันห้าร้อยบาทถ้วน) ชำระโดยโอนเงิน วันที่ 12 พ.ย. 2568",
    "ชำระครบแล้ว ขอบคุณที่ใช้บริการ รับประกันผ้าเบรกและโช้ค 6 เดือน",
    "ผู้รับเงิน ประพันธ์ ศรีทอง",
]
PIAK_PRICES_2567 = ["อู่ช่างเปี๊ยก เซอร์วิส", "ราคาค่าบริการรถแท็กซี่ ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคารวมค่าแรงแล้ว ยังไม่รวม VAT 7%"]
PIAK_PRICES_2567_TABLE = [
    ("รายการ", "ราคา"),
    ("เปลี่ยนน้ำมันเครื่อง + กรองน้ำมันเครื่อง (เครื่อง 1.6)", "850 บาท"),
    ("เปลี่ยนผ้าเบรกหน้า", "1,200 บาท"),
    ("ตรวจถังแก๊ส NGV ประจำปี (ใบรับรองวิศวกร)", "1,500 บาท"),
    ("ตั้งศูนย์ถ่วงล้อ", "400 บาท"),
    ("เปลี่ยนสายพานไทม์มิ่ง", "2,900 บาท"),
    ("ล้างหัวฉีดแก๊ส", "600 บาท"),
]
PIAK_PRICES_2567_BOTTOM = ["คนขับแท็กซี่สหกรณ์ลด 5% ทุกรายการ", "เปิด 8.00–18.00 น. หยุดวันอาทิตย์",
                           "ช่างเปี๊ยก 086-330-1275"]
PIAK_PRICES_2025 = [
    "PIAK AUTO SERVICE\n"
    "12/4 King Kaeo Road, Racha Thewa, Bang Phli, Samut Prakan  Tel. 086-330-1275\n"
    "TAXI SERVICE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices include labour, VAT 7% not included.\n"
    "\n"
    "Engine oil + oil filter change (1.6 engine) ........ 950 THB\n"
    "Front brake pads ................................... 1,450 THB\n"
    "NGV tank yearly inspection (engineer certificate) .. 1,700 THB\n"
    "Wheel alignment and balancing ...................... 450 THB\n"
    "Timing belt replacement ............................ 3,200 THB\n"
    "Gas injector cleaning .............................. 650 THB\n"
    "\n"
    "Taxi co-operative members: 5% off every item.\n"
    "Open 8.00-18.00, closed on Sundays. LINE: @piakauto",
]
LPG_SCHAROEN = [
    "ร้าน ส.เจริญแก๊ส ติดตั้งแก๊สรถยนต์ LPG / NGV",
    "88/9 ถ.บางนา-ตราด กม.15 ต.บางโฉลง อ.บางพลี จ.สมุทรปราการ โทร 081-755-3962",
    "ใบเสนอราคา เลขที่ 0142/68   วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณสมศักดิ์ แก้วมณี",
    "เรื่อง เปลี่ยนระบบแก๊สจาก NGV เป็น LPG รถ Toyota Vios ทะเบียน ทก 7395 กรุงเทพมหานคร",
]
LPG_SCHAROEN_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ชุดหัวฉีด LPG ระบบ Sequential พร้อมกล่อง ECU", "1 ชุด", "13,500"),
    ("ถังแก๊สโดนัท 58 ลิตร พร้อมมัลติวาล์ว", "1 ใบ", "4,800"),
    ("ถอดถังและระบบ NGV เดิม", "1 งาน", "1,200"),
    ("ใบวิศวกรรับรอง + ยื่นแจ้งขนส่ง", "1 งาน", "2,500"),
    ("ค่าแรงติดตั้ง", "1 งาน", "2,500"),
    ("รวมทั้งสิ้น", "", "24,500"),
]
LPG_SCHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 24,500 บาท (ร้านไม่ได้จด VAT)",
    "มัดจำ 5,000 บาท ส่วนที่เหลือจ่ายวันรับรถ ใช้เวลาติดตั้ง 2 วัน",
    "รับประกัน 1 ปี หรือ 50,000 กม.",
    "ช่างเอ๊ะ (สมชาย เจริญสุข)",
]
LPG_BANGNA = [
    "BANGNA AUTOGAS CO., LTD.\n"
    "LPG and NGV systems for taxis and fleets - Bang Na-Trat Road km. 8, Bang Phli, Samut Prakan\n"
    "QUOTATION No. BAG-Q-2511-087     Date: Nov 13, 2025\n"
    "To: Khun Somsak Kaewmanee, 089-604-4821\n"
    "Vehicle: Toyota Vios (Limo) 2018, taxi, plate Thor Kor 7395 Bangkok\n"
    "Job: convert from NGV to LPG\n"
    "\n"
    "LPG sequential injection kit with ECU          1 set     14,900.00\n"
    "Toroidal LPG tank 58 L with multivalve         1 pc       4,200.00\n"
    "Removal of the old NGV system                  1 job      1,500.00\n"
    "Engineer certificate and DLT registration      1 job      2,900.00\n"
    "Installation                                   1 job          0.00\n"
    "\n"
    "Subtotal 23,500.00   VAT 7% 1,645.00\n"
    "TOTAL 25,145.00 THB including VAT\n"
    "\n"
    "Deposit 50% on booking, balance on delivery. Installation takes 1 day.\n"
    "Warranty: 2 years on the kit, 5 years on the tank. This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakrit 092-418-6650",
]

# ---------------------------------------------------------------- books
METER_2568 = [38200, 36900, 39400, 35800, 34100, 33600, 35200, 34700, 33900, 36400]
AIRPORT_2568 = [14600, 13200, 15800, 16900, 12400, 11800, 14250, 15100, 13650, 16200]
RENT_2568 = [17400, 16200, 16500, 15950, 16500, 15400, 16500, 16500, 15950, 15400]
GAS_2568 = [9800, 9350, 10200, 9600, 9100, 8900, 9400, 9250, 9050, 9700]
HP_2568 = [12480] * 10
REPAIR_2568 = [1200, 850, 4300, 950, 600, 3900, 1500, 950, 2200, 1800]
TAX_2568 = [300, 300, 2450, 300, 300, 300, 300, 300, 300, 300]
TOLL_2568 = [1850, 1700, 2050, 2200, 1600, 1550, 1900, 2000, 1800, 2150]
METER_2567 = [41500, 39800, 42300, 38600, 36900, 35400, 37800, 37100, 36200, 38900, 40200, 43600]
AIRPORT_2567 = [9800, 8900, 10400, 11200, 8600, 8200, 9700, 10100, 9300, 10800, 11900, 13500]
RENT_2567 = [18000, 16800, 18000, 17400, 18000, 17400, 18000, 18000, 17400, 18000, 16800, 18600]
GAS_2567 = [10400, 9900, 10750, 10100, 9700, 9500, 9900, 9800, 9600, 10200, 10500, 11100]
HP_2567 = [12480] * 12
REPAIR_2567 = [900, 2600, 700, 1100, 5400, 800, 950, 1300, 700, 2100, 850, 1600]
TAX_2567 = [300, 300, 2350, 300, 300, 300, 300, 300, 300, 300, 300, 20150]
TOLL_2567 = [1300, 1200, 1450, 1550, 1150, 1100, 1350, 1400, 1250, 1500, 1650, 1900]


def _taxi_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับแท็กซี่ สมศักดิ์ แก้วมณี ปี {year} (Taxi income {year})"])
    sheet.append(["เดือน (Month)", "ค่ามิเตอร์/แอป (Meter & app, THB)", "เที่ยวสนามบิน (Airport runs, THB)",
                  "ค่าเช่ารถคันที่ 2 (Rent of car 2, THB)", "รวม (Total, THB)"])
    months = len(income[0])
    for index in range(months):
        row = [column[index] for column in income]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายแท็กซี่ ปี {year} (Taxi expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าแก๊ส NGV (Gas)", "ค่างวดรถ (HP instalment)", "ค่าซ่อม/บำรุง (Repairs)",
                  "ประกัน/ภาษี/สหกรณ์ (Insurance, tax, co-op)", "ทางด่วน/คิวสนามบิน (Tolls, airport queue)",
                  "รวม (Total)"])
    for index in range(months):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1872.40, "MEA"), ("ค่าน้ำประปา (Water)", 286, "กปน."),
                  ("อินเทอร์เน็ต + มือถือ 2 เบอร์ (Internet, phones)", 1839.93, ""),
                  ("ค่ากับข้าว (Food, groceries)", 11200, "ตลาดบางพลี + Lotus's"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ค่ายาของยายมี (Grandma's medicine)", 1100, "ยาความดัน ยาพ่น"),
                  ("ค่าขนมภูมิ (Bhum's pocket money)", 2200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1937.50, "MEA"), ("ค่าน้ำประปา (Water)", 301, "กปน."),
                  ("อินเทอร์เน็ต + มือถือ 2 เบอร์ (Internet, phones)", 1839.93, ""),
                  ("ค่ากับข้าว (Food, groceries)", 10850, "ตลาดบางพลี + Lotus's"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ค่ายาของยายมี (Grandma's medicine)", 1100, "ยาความดัน ยาพ่น"),
                  ("ค่าขนมภูมิ (Bhum's pocket money)", 2200, ""),
                  ("ค่าซ่อมแอร์ห้องนอน (Air-con repair)", 1800, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2103.35, "MEA"), ("ค่าน้ำประปา (Water)", 275, "กปน."),
                  ("อินเทอร์เน็ต + มือถือ 2 เบอร์ (Internet, phones)", 1839.93, ""),
                  ("ค่ากับข้าว (Food, groceries)", 11600, "ตลาดบางพลี + Lotus's"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""),
                  ("ค่ายาของยายมี (Grandma's medicine)", 1100, "ยาความดัน ยาพ่น"),
                  ("ค่าขนมภูมิ (Bhum's pocket money)", 2200, ""),
                  ("ทำบุญออกพรรษา (Temple)", 1000, "")],
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


# ---------------------------------------------------------------- school fees, hospital
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนราชาเทวะวิทยาคม อ.บางพลี จ.สมุทรปราการ",
           f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term} ห้องเรียนพิเศษวิทยาศาสตร์-คณิตศาสตร์",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แก้วมณี  ชั้น ม.2/3  เลขประจำตัว 41586"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือสแกน QR ท้ายใบแจ้งหนี้ ธนาคารกรุงไทย สาขาบางพลี",
              "หากชำระล่าช้า นักเรียนจะไม่ได้รับสมุดพกและตารางสอบ"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมห้องเรียนพิเศษ", "9,000"), ("ค่าบำรุงการศึกษา", "3,500"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,450"), ("ค่าประกันอุบัติเหตุ", "350"),
                           ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200")], "16,500", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมห้องเรียนพิเศษ", "9,000"), ("ค่าบำรุงการศึกษา", "3,500"),
                           ("ค่าทัศนศึกษา ค่ายวิทยาศาสตร์ จ.ระยอง", "2,800"), ("ค่าเรียนเสริมเตรียมสอบ", "1,950"),
                           ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,200")], "18,450", "14 พฤศจิกายน 2568")

HOSPITAL = [
    "โรงพยาบาลบางพลี อ.บางพลี จ.สมุทรปราการ",
    "ใบแจ้งค่ารักษาพยาบาล (ผู้ป่วยใน)",
    "ผู้ป่วย นางบุญมี ศรีสุข อายุ 71 ปี  HN 65-018842  AN 68-07731",
    "รับไว้ 3 พ.ย. 2568  จำหน่าย 7 พ.ย. 2568 (4 คืน)  การวินิจฉัย ปอดอักเสบ ร่วมกับถุงลมโป่งพอง",
    "สิทธิ์การรักษา หลักประกันสุขภาพถ้วนหน้า (บัตรทอง) หน่วยบริการ รพ.บางพลี",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าห้องพิเศษเดี่ยว 4 คืน x 2,200", "8,800"),
    ("ค่ายา", "14,360"),
    ("ค่าเวชภัณฑ์", "3,980"),
    ("ค่าตรวจทางห้องปฏิบัติการและเอกซเรย์", "9,420"),
    ("ค่าบริการพยาบาล", "6,000"),
    ("ค่าแพทย์", "6,200"),
    ("รวมค่ารักษาทั้งหมด", "48,760"),
    ("หัก สิทธิ์บัตรทองจ่าย", "39,900"),
    ("ผู้ป่วยต้องชำระ (ค่าห้องพิเศษ + ยานอกบัญชี)", "8,860"),
]
HOSPITAL_BOTTOM = [
    "ชำระแล้ว 5,000 บาท วันที่ 7 พ.ย. 2568 (ใบเสร็จเลขที่ 68-IP-20417)",
    "คงค้างชำระ 3,860 บาท กรุณาชำระภายใน 7 ธ.ค. 2568 ที่แผนกการเงิน ชั้น 1",
    "นัดตรวจติดตามที่คลินิกโรคปอด 21 พ.ย. 2568",
    "ผู้รับผิดชอบค่าใช้จ่าย นางวันเพ็ญ แก้วมณี (บุตรสาว)",
]

# ---------------------------------------------------------------- household pdfs
def _mea(month: str, period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
         due: str) -> list[str]:
    return [
        "METROPOLITAN ELECTRICITY AUTHORITY (MEA) - Bang Phli District Office\n"
        f"ELECTRICITY BILL    Bill month: {month}\n"
        "Account name: Mr. Somsak Kaewmanee\n"
        "Address: 55/18 Moo 7, Racha Thewa, Bang Phli, Samut Prakan 10540\n"
        "CA no. 011-2479-3306    Rate: 1.1.2 residential\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service charge 24.62  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Outstanding from previous bills: 0.00\n"
        "Pay at MEA offices, banks, 7-Eleven, or the MEA Smart Life app.",
    ]


MEA_SEP = _mea("September 2025", "17 Aug 2025 - 16 Sep 2025", "31,206 -> 31,618", 412, "1,622.49", "163.64",
               "126.75", "1,937.50", "30 Sep 2025")
MEA_OCT = _mea("October 2025", "17 Sep 2025 - 16 Oct 2025", "31,618 -> 32,065", 447, "1,763.58", "177.55",
               "137.60", "2,103.35", "31 Oct 2025")
LIFE_NOTICE = [
    "SIAMSURE LIFE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Samut Prakan Service Centre, Sukhumvit Road\n"
    "1 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner and insured: Mr. Somsak Kaewmanee (age 47)\n"
    "Policy no. SSU-7730-2291\n"
    "Plan: Whole Life 99/20 with Health Care rider (room 3,000 THB a day, in-patient cover 500,000 THB a year)\n"
    "\n"
    "Annual premium: 16,840 THB (life 9,600 + health rider 7,240)\n"
    "Due date: 15 Dec 2025\n"
    "Grace period: 31 days. After the grace period the health rider lapses.\n"
    "Pay by bank transfer, at any service centre, or through your agent Khun Wipawee (089-215-6634).\n"
    "\n"
    "Premiums are tax-deductible (life up to 100,000 THB, health up to 25,000 THB).\n"
    "Customer Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    income = sum(METER_2568) + sum(AIRPORT_2568) + sum(RENT_2568)
    return [
        ("แผนแท็กซี่ปี 2569", "Kaewmanee Taxi - plan for 2026\nสมศักดิ์ & วันเพ็ญ แก้วมณี  พ.ย. 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income:,} บาท\nเที่ยวสนามบินเพิ่มขึ้นกว่าปีที่แล้ว\n"
                         "ผู้โดยสารริมถนนน้อยลง แอปแย่งลูกค้า\nค่าซ่อมรถคันเก่าสูง"),
        ("งานโรงแรมสุวรรณภูมิ การ์เด้น", "เริ่ม 1 ธ.ค. 2568 สัญญา 12 เดือน\nประมาณเดือนละ 41,000 บาท "
                                        "ขั้นต่ำ 70 เที่ยว\nต้องรับงานตี 4 – ตี 5 ได้"),
        ("รถคันที่ 2 (ทก 7395)", "ถัง NGV หมดอายุ ม.ค. 2569 เปลี่ยนเป็น LPG งบ 25,000\n"
                                "ยูรเช่าต่อ วันละ 490 ตั้งแต่ 1 ธ.ค. 2568"),
        ("แท็กซี่ EV คันที่ 3?", "ราคา 1,090,000 บาท ดาวน์ 110,000 ผ่อน 72 งวด งวดละประมาณ 17,900\n"
                                 "รอปิดบัญชีรถ Altis ก่อน หรือหาคนขับกะกลางคืน"),
        ("เป้าหมายปี 2569", "รายรับรวมทั้งปี 900,000 บาท\nเงินสำรองซ่อมรถ 30,000 บาท\nไม่ค้างค่างวดเลย"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "แท็กซี่/ใบเสนอราคา/email_SuvarnabhumiGarden_confirm_2025-11-06.txt": HOTEL_EMAIL,
    "แท็กซี่/แชท/แชทไลน์_คุณนุ่น_โรงแรม.txt": """[27 ต.ค. 68 10:12] ศักดิ์ แท็กซี่: สวัสดีครับคุณนุ่น เรื่องรถรับส่งแขกไปสุวรรณภูมิ ผมคิดไว้เที่ยวละ 550 ครับ รวมทางด่วน
[27 ต.ค. 68 11:40] นุ่น การ์เด้น: สวัสดีค่ะพี่ศักดิ์ ผู้จัดการให้งบเที่ยวละ 480 ค่ะ แต่เดือนนึงน่าจะได้ 80 เที่ยว
[27 ต.ค. 68 12:05] ศักดิ์ แท็กซี่: 480 รวมทางด่วนไม่ไหวครับ 500 ได้ไหมครับ ขอขั้นต่ำเดือนละ 70 เที่ยว
[27 ต.ค. 68 12:06] ศักดิ์ แท็กซี่: ส่วนกลางคืนสี่ทุ่มถึงตีห้า ขอเที่ยวละ 650 ครับ
[28 ต.ค. 68 09:30] นุ่น การ์เด้น: กลางวัน 500 ผู้จัดการโอเคค่ะ กลางคืน 600 ได้ไหมคะพี่ ส่วนใหญ่เป็นไฟลต์ญี่ปุ่นตีห้า
[28 ต.ค. 68 09:52] ศักดิ์ แท็กซี่: ได้ครับ กลางวัน 500 กลางคืน 600 ขั้นต่ำ 70 เที่ยว เดี๋ยวทำใบเสนอราคาใหม่ส่งให้นะครับ
[28 ต.ค. 68 09:55] นุ่น การ์เด้น: ขอบคุณค่ะ เริ่ม 1 ธ.ค. นะคะ ทดลองช่วงนี้ไปก่อนได้เลยค่ะ
[3 พ.ย. 68 16:20] ศักดิ์ แท็กซี่: ส่งใบเสนอราคา rev.2 ทางอีเมลแล้วครับ ประมาณเดือนละ 41,000
[6 พ.ย. 68 14:10] นุ่น การ์เด้น: GM เซ็นแล้วค่ะ ส่งอีเมลยืนยันไปแล้วนะคะ
""",
    "แท็กซี่/แชท/แชทไลน์_ยูร_รถคันเก่า.txt": """[10 พ.ย. 68 20:14] ยูร: พี่ศักดิ์ครับ ช่วงนี้คนเรียกน้อยมาก แอปก็แย่งลูกค้า ขอลดค่าเช่าจากวันละ 550 เหลือ 450 ได้ไหมครับ
[10 พ.ย. 68 20:31] ศักดิ์: 450 ไม่ไหวยูร ประกัน ภาษี ค่าซ่อม พี่จ่ายหมด ให้ 520 ละกัน
[10 พ.ย. 68 20:40] ยูร: 480 ได้ไหมพี่ ผมขับทุกวันไม่เคยหยุดเลย
[10 พ.ย. 68 21:02] ศักดิ์: 500 ละกัน ต่ำกว่านี้ไม่ไหวจริงๆ
[11 พ.ย. 68 07:15] ยูร: พี่ครับ 490 นะพี่ ขอร้อง เดี๋ยวยอดค้าง 3 วันผมเคลียร์ให้
[11 พ.ย. 68 07:40] ศักดิ์: โอเค 490 ตั้งแต่ 1 ธ.ค. นะ เดือนนี้ยังวันละ 550 เหมือนเดิม แต่ยอดค้าง 1,650 ต้องเคลียร์ภายใน 30 พ.ย.
[11 พ.ย. 68 07:42] ยูร: ได้ครับพี่ ขอบคุณมากครับ งั้นสัปดาห์ละ 3,430 นะครับ
[11 พ.ย. 68 07:45] ศักดิ์: ใช่ จ่ายทุกวันจันทร์เหมือนเดิม
[14 พ.ย. 68 18:20] ศักดิ์: ยูร ถัง NGV รถคันนี้หมดอายุ ม.ค. พี่จะเปลี่ยนเป็น LPG ไปขอราคา ส.เจริญแก๊สกับบางนาออโต้แก๊สไว้แล้ว
[14 พ.ย. 68 18:35] ยูร: ดีครับพี่ ปั๊ม NGV แถวนี้คิวยาวมาก ต้องจอดรถกี่วันครับ
[14 พ.ย. 68 18:40] ศักดิ์: ประมาณ 1-2 วัน วันที่รถเข้าอู่ไม่คิดค่าเช่า
""",
    "แท็กซี่/บัญชี/เที่ยวสนามบิน_ต.ค.68.md": """# เที่ยวสนามบิน เดือนตุลาคม 2568 (รถ ทน 4821)

| สัปดาห์ | จำนวนเที่ยว | รายได้ | ทางด่วน + ค่าคิว |
|---|---|---|---|
| 1–5 ต.ค. | 5 | 2,600 บาท | 340 บาท |
| 6–12 ต.ค. | 8 | 4,050 บาท | 530 บาท |
| 13–19 ต.ค. | 7 | 3,500 บาท | 470 บาท |
| 20–26 ต.ค. | 7 | 3,450 บาท | 480 บาท |
| 27–31 ต.ค. | 5 | 2,600 บาท | 330 บาท |

รวม ต.ค. 32 เที่ยว รายได้ 16,200 บาท ค่าทางด่วนและค่าคิวรวม 2,150 บาท
- ทดลองรับแขกโรงแรมการ์เด้น 6 เที่ยว (เที่ยวละ 550 ยังไม่ใช่ราคาสัญญา)
- เที่ยวดอนเมือง 2 เที่ยว เที่ยวละ 850
- ช่วงตีสี่ตีห้าคิวสั้น ได้เที่ยวไกลบ่อย
""",
    "แท็กซี่/บัญชี/ค่าเช่ารถยูร_ต.ค.-พ.ย.68.md": """# ค่าเช่ารถ ทก 7395 (ยูร) ต.ค. – พ.ย. 68
วันละ 550 จ่ายทุกวันจันทร์ สัปดาห์ละ 3,850

| สัปดาห์ | ต้องได้ | ได้จริง | ค้าง |
|---|---|---|---|
| 29 ก.ย. – 5 ต.ค. | 3,850 | 3,850 | 0 |
| 6 – 12 ต.ค. | 3,850 | 3,850 | 0 |
| 13 – 19 ต.ค. | 3,850 | 3,300 | 550 (ยูรไม่สบาย 1 วัน) |
| 20 – 26 ต.ค. | 3,850 | 3,850 | 0 |
| 27 ต.ค. – 2 พ.ย. | 3,850 | 2,750 | 1,100 |
| 3 – 9 พ.ย. | 3,850 | 3,850 | 0 |

ยอดค้างรวม ณ 10 พ.ย. 68 = 1,650 บาท (3 วัน)
เงินประกันที่ยูรวางไว้ 10,000 บาท ยังอยู่กับเพ็ญ
""",
    "แท็กซี่/กฎคิวแท็กซี่สุวรรณภูมิ.md": """# จดไว้ คิวแท็กซี่สุวรรณภูมิ
- จุดรับผู้โดยสาร ชั้น 1 ประตู 4 และ 7 กดบัตรคิวที่ตู้
- ค่าธรรมเนียมสนามบิน 50 บาท ผู้โดยสารจ่ายเพิ่มจากมิเตอร์
- ค่าทางด่วนผู้โดยสารจ่าย ต้องถามก่อนขึ้นทางด่วน
- ห้ามปฏิเสธผู้โดยสาร ห้ามเหมา โดนปรับ 1,000 บาท
- ส่งผู้โดยสารแล้วเข้าคิวต่อได้ที่ลานพักรถ ต้องแสดงบัตรประจำตัวผู้ขับ
""",
    "บ้าน/ยายมี/นัดหมอยายมี.md": """# นัดหมอยายมี
- ถุงลมโป่งพอง + ความดัน รักษาที่ รพ.บางพลี (บัตรทอง)
- นอน รพ. 3–7 พ.ย. 68 ปอดอักเสบ
- นัดคลินิกโรคปอด 21 พ.ย. 2568 เวลา 08.30 น. ตึกผู้ป่วยนอก ชั้น 2
- ยาพ่น + ยาความดัน เดือนละประมาณ 1,100 บาท (ยาพ่นตัวใหม่ไม่อยู่ในบัญชียาหลัก)
- ให้ใช้เครื่องผลิตออกซิเจนตอนกลางคืน ยืมจาก รพ. ได้ มัดจำ 2,000
""",
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[3 พ.ย. 68 06:10] เพ็ญ: พี่ศักดิ์ ยายมีหอบหนักมาก พามา รพ.บางพลีแล้ว หมอให้นอน
[3 พ.ย. 68 06:25] ศักดิ์: ส่งผู้โดยสารสุวรรณภูมิเสร็จจะตามไป
[3 พ.ย. 68 06:40] แอ๋ว: น้าแอ๋วจะไปเฝ้ากลางคืนให้นะพี่เพ็ญ
[7 พ.ย. 68 15:40] เพ็ญ: ยายออกจาก รพ. แล้ว ค่าห้องพิเศษกับยานอกสิทธิ์ต้องจ่ายเอง จ่ายไปก่อน 5,000 ที่เหลือจ่ายก่อน 7 ธ.ค.
[7 พ.ย. 68 15:48] แอ๋ว: น้าแอ๋วช่วยครึ่งนะ เดี๋ยวโอนให้
[8 พ.ย. 68 19:00] ภูมิ: พ่อครับ ค่าเทอมต้องจ่ายก่อนวันที่ 14 นะครับ ครูทวงแล้ว
[8 พ.ย. 68 19:05] ศักดิ์: รู้แล้วลูก พ่อโอนวันจันทร์
[9 พ.ย. 68 10:30] เพ็ญ: ประกันรถเจ้าพระยาส่งใบต่ออายุมาแล้ว ขึ้นอีกแล้ว ปีนี้สองหมื่นกว่า
[9 พ.ย. 68 10:34] ศักดิ์: ผ่อนบัตรได้ 3 งวด ไว้จ่ายงวดแรกก่อน
[12 พ.ย. 68 17:45] ศักดิ์: รับรถจากอู่ช่างเปี๊ยกแล้ว เบรกดีขึ้นเยอะ ช่างลดให้นิดหน่อย
[12 พ.ย. 68 17:50] เพ็ญ: เก็บใบเสร็จไว้ด้วยนะ
""",
}
TODO = {"todo.md": """- ผ่อนงวดรถ Altis งวดที่ 27 (5 พ.ย.) แล้วหรือยัง เช็กกับเพ็ญ
- โอนค่าเทอมภูมิ ก่อน 14 พ.ย.
- จ่ายประกันรถเจ้าพระยา ก่อน 25 พ.ย.
- จองคิวเปลี่ยนแก๊สรถยูร (ส.เจริญ หรือ บางนาออโต้แก๊ส)
- ส่งบิลโรงแรมการ์เด้นงวดแรก 5 ม.ค.
- พายายมีไปหาหมอ 21 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    taxi = docs / "แท็กซี่"
    quotes, cars, garage = taxi / "ใบเสนอราคา", taxi / "รถ", taxi / "อู่และแก๊ส"
    books = taxi / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, cars, garage, books, taxi / "แชท", home / "Bills", home / "ค่าเทอมภูมิ",
                   home / "ยายมี", home / "ประกัน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา รับส่งสนามบิน การ์เด้น v1 ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา รับส่งสนามบิน การ์เด้น v2 final.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    make_pdf(cars / "SriSiamLeasing_HP_statement_Oct2025.pdf", HP_STATEMENT)
    write_docx(cars / "สัญญาเช่ารถแท็กซี่_ประยูร_2568.docx", RENT_CONTRACT, RENT_CONTRACT_TABLE,
               bottom=RENT_CONTRACT_BOTTOM)
    make_pdf(cars / "ChaoprayaInsurance_taxi_renewal_2025-26.pdf", INSURANCE_RENEWAL)
    write_docx(garage / "ใบแจ้งหนี้_อู่ช่างเปี๊ยก_INV-6811-052.docx", PIAK_INVOICE, PIAK_INVOICE_TABLE,
               bottom=PIAK_INVOICE_BOTTOM)
    write_docx(garage / "ใบเสร็จ_อู่ช่างเปี๊ยก_RC-6811-052.docx", PIAK_RECEIPT, PIAK_RECEIPT_TABLE,
               bottom=PIAK_RECEIPT_BOTTOM)
    write_docx(garage / "ราคาค่าบริการ อู่ช่างเปี๊ยก 2567.docx", PIAK_PRICES_2567, PIAK_PRICES_2567_TABLE,
               bottom=PIAK_PRICES_2567_BOTTOM)
    make_pdf(garage / "PiakAutoService_pricelist_2025.pdf", PIAK_PRICES_2025)
    write_docx(garage / "ใบเสนอราคา_แก๊สLPG_ส.เจริญแก๊ส.docx", LPG_SCHAROEN, LPG_SCHAROEN_TABLE,
               bottom=LPG_SCHAROEN_BOTTOM)
    make_pdf(garage / "BangnaAutogas_LPG_quote_Nov2025.pdf", LPG_BANGNA)
    _taxi_book(books / "รายรับรายจ่ายแท็กซี่_2568.xlsx", "2568", [METER_2568, AIRPORT_2568, RENT_2568],
               [GAS_2568, HP_2568, REPAIR_2568, TAX_2568, TOLL_2568])
    _taxi_book(books / "รายรับรายจ่ายแท็กซี่_2567.xlsx", "2567", [METER_2567, AIRPORT_2567, RENT_2567],
               [GAS_2567, HP_2567, REPAIR_2567, TAX_2567, TOLL_2567])
    write_slides(taxi / "แผนปี2569_แท็กซี่EV.pptx", _plan_slides())
    make_pdf(home / "Bills" / "MEA_bill_Sep2025.pdf", MEA_SEP)
    make_pdf(home / "Bills" / "MEA_bill_Oct2025.pdf", MEA_OCT)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม ภูมิ ม.2 เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม ภูมิ ม.2 เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    write_docx(home / "ยายมี" / "ใบแจ้งค่ารักษา_รพ.บางพลี_พ.ย.68.docx", HOSPITAL, HOSPITAL_TABLE,
               bottom=HOSPITAL_BOTTOM)
    make_pdf(home / "ประกัน" / "SiamSureLife_premium_Somsak_2025.pdf", LIFE_NOTICE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
