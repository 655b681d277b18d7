"""The scooterrental folder: the papers of a Thai couple who rent scooters to tourists in Pai, written by code.

The owners are นายกิตติพงษ์ แสนคำ (พี่ก้อง, Kittipong Saenkham) and his wife นางสุดารัตน์ แสนคำ (พี่ตุ๊ก, Sudarat).
They run "ร้านก้องไบค์ ให้เช่ารถ" (Kong Bike Rental & Repair), 214 ถ.ชัยสงคราม ต.เวียงใต้ อ.ปาย จ.แม่ฮ่องสอน
58130: 44 bikes (20 Honda Click 125i, 8 Scoopy, 8 PCX 160, 4 ADV 160, 4 CRF 250L) rented by the day, week and
month to backpackers, with a small repair corner run by the mechanic ช่างหนุ่ม (นายสุรเชษฐ์ คำปัน). Front desk is
น้องแพร (นางสาวแพรวา อินต๊ะ), bikes are washed and delivered by ลุงจันทร์ (นายจันทร์ ปัญญาดี). Their son ภูมิ
(ด.ช.ภูมิพัฒน์ แสนคำ) is in ม.2; Tuk's mother แม่อุ่น (นางอุ่นเรือน บุญเรือง, Mrs. Unruen Boonruang) had a cataract
operation in Chiang Mai; Tuk's brother เอ็ม (นายธีรวัฒน์ บุญเรือง) borrowed money from her. It is November 2568 (2025).

Documents/ร้าน Kong Bike/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ปายริเวอร์ฮิลล์_ร่าง.docx: draft quote QT-2568-031 (20 ต.ค. 2568) to โรงแรม ปายริเวอร์ฮิลล์
  รีสอร์ท for monthly rental: Click 8 x 2,800 + PCX 2 x 4,200 = 30,800 a month, 3 months, deposit 3,000 a bike
  (30,000). Never sent.
- ใบเสนอราคา/ใบเสนอราคา_ปายริเวอร์ฮิลล์_final v2.docx: the sent final (27 ต.ค. 2568): Click 10 x 2,600 + PCX
  2 x 4,000 = 34,000 a month, 6 months from 1 ธันวาคม 2568 (204,000 in all), deposit 2,000 a bike = 24,000,
  58,000 due on delivery. Addressed to คุณเมธาวี ศรีวงศ์ (called เมย์ in the chat).
- ใบเสนอราคา/ลิฟต์ยกรถ/ChiangMaiMotoTools_quotation_CMT-QT-25-1187.pdf: English quote for a motorcycle lift table,
  tyre changer and compressor: 26,000 + VAT 1,820 = 27,820, deposit 30% (8,346).
- ใบเสนอราคา/ลิฟต์ยกรถ/ใบเสนอราคา ลิฟต์ยกรถ เจริญยนต์.docx: the same set from ร้านเจริญยนต์เครื่องมือช่าง (แม่ริม):
  24,400 + delivery to Pai 1,000 = 25,400, no VAT, deposit 50% (12,700).
- ซื้อรถใหม่/WiangPingYont_invoice_WPY-6810-0452.pdf: English invoice of the Honda dealer Wiang Ping Yont Co., Ltd.
  for 4 Click 125i at 57,900 (231,600) + registration 4 x 1,650 (6,600) = 238,200; deposit 40,000 paid 18 Oct
  2025; balance 198,200 due 15 Nov 2025.
- ซื้อรถใหม่/ใบเสร็จ_เวียงพิงค์ยนต์_12-11-68.docx: the Thai receipt of the same firm (บริษัท เวียงพิงค์ยนต์ จำกัด)
  for the balance 198,200.00 paid 12 พฤศจิกายน 2568; bikes handed over 15 พ.ย. 2568.
- เอกสารร้าน/LannaSavingsBank_loan_approval_Oct2025.pdf: English letter from Lanna Savings Bank (Pai branch): SME
  loan 280,000 THB, 6.50%, 48 months, 6,640 a month, first instalment 5 Jan 2026, fee 1,400, sign by 10 Nov 2025.
- เอกสารร้าน/หนังสือเทศบาลปาย_จอดรถบนทางเท้า.docx: the municipality's letter: no rental bikes on the footpath of
  ถ.ชัยสงคราม / ถ.รังสิยานนท์ (fine up to 2,000), report the fleet by 30 พฤศจิกายน 2568, meeting 4 ธันวาคม 2568.
- เอกสารร้าน/email_ต่อประกันรถเช่า_2569.txt: the broker's email (นพรัตน์โบรกเกอร์, Nopparat Insurance Broker): fleet
  policy renewal for 44 bikes 70,400, 5% discount 3,520, net 66,880, pay by 28 พ.ย. 2568 (last year 40 bikes
  61,200).
- ราคาเช่า/KongBike_Rental_Rates_2025-26.pdf: this season's English rate card (Click 250/day, 1,400/week,
  3,500/month; PCX 450 / 2,600 / 5,500 ...; deposit passport or 3,000 cash).
- ราคาเช่า/อัตราค่าเช่ารถ_ฤดูกาล2567-68.docx: last season's Thai rate card (Click 220 / 1,300 / 3,200; PCX 400 /
  2,400 / 5,000; deposit 2,000 cash).
- บัญชี/รายรับรายจ่ายร้าน_2568.xlsx: this year's book, two sheets (income by month: daily/weekly rental, monthly
  rental, repair; expenses by month: parts, wages, shop rent, guesthouse commission, ads), January to October.
- บัญชี/รายรับรายจ่ายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/Fleet list 2568.xlsx: the 44 bikes: plate, model, colour, year, km, tax expiry, status.
- บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.md: October wages: หนุ่ม 12,150 + OT 900 = 13,050; แพร 10,400; ลุงจันทร์ 7,000;
  30,450 in all.
- บัญชี/ค่าคอมเกสต์เฮาส์_ต.ค.68.md: October 10% commission to four guesthouses, 6,060 on 60,600.
- บัญชี/ค่าเสียหายรถลูกค้า_ต.ค.68.md: four damaged bikes in October, repairs 9,700 (the biggest Kim Jiho's PCX,
  4,900), 7,150 taken from deposits and 2,550 collected extra.
- แชท/แชทไลน์_เมย์_ปายริเวอร์ฮิลล์.txt: LINE chat with the resort buyer; final quote accepted, 58,000 on delivery;
  from ม.ค. 69 three more Clicks, 2,600 proposed, 2,400 asked, settled at 2,500: 41,500 a month.
- แชท/LINE chat - Jack PCX monthly.txt: English LINE chat with an Australian, Jack: PCX for Dec-Jan, 5,500 on the
  card, 4,500 / 5,200 / 4,800 argued, settled 5,000 a month (10,000); deposit 5,000 asked, 3,000 offered, settled
  4,000; 14,000 at pickup 1 Dec.
- แผนร้านปี2569.pptx: slides, the plan for next year (2,400,000 target, resort contract, repair corner).
- เช็คลิสต์ก่อนปล่อยรถ.md: the checklist before a bike goes out.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (2,934.59, due 4 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (2,626.86, due 3 Nov
  2025): English electricity bills of the house-and-shop meter.
- ประกัน/ChiangMaiLife_premium_notice_2025.pdf: Tuk's health policy, 23,640 due 25 Nov 2025 (last year 21,980).
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_เทอม1_2568.docx (17,750, due 16 พ.ค. 2568) and ค่าเทอม_ภูมิ_เทอม2_2568.docx (18,450,
  due 7 พ.ย. 2568): school fee notices.
- แม่อุ่น/LannaCare_Hospital_bill_Oct2025.pdf: English hospital bill for the right-eye cataract operation: 48,600,
  deposit 20,000 on 22 Oct 2025, balance 28,600 paid 23 Oct 2025.
- แม่อุ่น/นัดหมอตาแม่อุ่น.md: notes: next check-up 4 ธ.ค. 2568 10.30 น., left eye about ก.พ. 2569 (~46,000).
- สัญญากู้เงิน_เอ็ม_2568.docx: loan note: เอ็ม borrows 60,000 from Tuk, 12 instalments of 5,000 from 5 ม.ค. 2569.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านแสนคำ.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้านก้องไบค์ ให้เช่ารถ (Kong Bike Rental & Repair) 214 ถ.ชัยสงคราม ต.เวียงใต้ อ.ปาย "
            "จ.แม่ฮ่องสอน 58130 โทร 089-635-2147")

# ---------------------------------------------------------------- quotes to the resort
RESORT_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน คุณเมธาวี ศรีวงศ์ ผู้จัดการฝ่ายจัดซื้อ โรงแรม ปายริเวอร์ฮิลล์ รีสอร์ท ต.แม่ฮี้ อ.ปาย",
    "เรื่อง เช่ารถจักรยานยนต์รายเดือน สำหรับพนักงานและแขกของโรงแรม ระยะเวลา 3 เดือน",
]
RESORT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ค่าเช่าต่อคันต่อเดือน", "รวมต่อเดือน"),
    ("Honda Click 125i", "8 คัน", "2,800 บาท", "22,400"),
    ("Honda PCX 160", "2 คัน", "4,200 บาท", "8,400"),
    ("รวมค่าเช่าต่อเดือน", "", "", "30,800"),
]
RESORT_DRAFT_BOTTOM = [
    "รวมค่าเช่าเดือนละ 30,800 บาท (สามหมื่นแปดร้อยบาทถ้วน) ราคานี้ไม่มีภาษีมูลค่าเพิ่ม",
    "เงินมัดจำรถ คันละ 3,000 บาท รวม 30,000 บาท คืนเมื่อครบสัญญา",
    "ร่าง ยังไม่ส่ง รอถามโบรกเกอร์เรื่องเบี้ยประกันรถก่อน",
]
RESORT_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 ฉบับแก้ไข (v2)",
    "วันที่ 27 ตุลาคม 2568",
    "เรียน คุณเมธาวี ศรีวงศ์ ผู้จัดการฝ่ายจัดซื้อ โรงแรม ปายริเวอร์ฮิลล์ รีสอร์ท ต.แม่ฮี้ อ.ปาย",
    "เรื่อง เช่ารถจักรยานยนต์รายเดือน 6 เดือน เริ่ม 1 ธันวาคม 2568 ถึง 31 พฤษภาคม 2569 ส่งรถถึงรีสอร์ท",
]
RESORT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ค่าเช่าต่อคันต่อเดือน", "รวมต่อเดือน"),
    ("Honda Click 125i (รถใหม่ปี 2025)", "10 คัน", "2,600 บาท", "26,000"),
    ("Honda PCX 160", "2 คัน", "4,000 บาท", "8,000"),
    ("รวมค่าเช่าต่อเดือน", "", "", "34,000"),
]
RESORT_FINAL_BOTTOM = [
    "รวมค่าเช่าเดือนละ 34,000 บาท (สามหมื่นสี่พันบาทถ้วน) รวมทั้งสัญญา 6 เดือน 204,000 บาท ไม่มี VAT",
    "เงินมัดจำรถ คันละ 2,000 บาท รวม 24,000 บาท คืนเมื่อครบสัญญาหากรถไม่เสียหาย",
    "วันรับรถชำระค่าเช่าเดือนแรก 34,000 บาท + มัดจำ 24,000 บาท = 58,000 บาท เดือนต่อไปชำระภายในวันที่ 5",
    "ราคารวมประกันภัยรถ เช็คระยะทุก 1,000 กม. และรถสำรองภายใน 3 ชั่วโมงหากรถเสีย",
    "ลงชื่อ กิตติพงษ์ แสนคำ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- lift quotes
LIFT_CMT = [
    "CHIANG MAI MOTO TOOLS CO., LTD.\n"
    "Workshop equipment for motorcycle garages - 88/12 Moo 4, Nong Hoi, Mueang Chiang Mai 50000\n"
    "Tel. 053-141-907   Tax ID 0505561004412\n"
    "\n"
    "QUOTATION No. CMT-QT-25-1187        Date: 22 Oct 2025\n"
    "To: Kong Bike Rental & Repair (Mr. Kittipong Saenkham), Chaisongkhram Rd., Pai, Mae Hong Son\n"
    "\n"
    "Item                                          Qty   Unit price   Amount\n"
    "Hydraulic motorcycle lift table, 500 kg       1     16,900       16,900\n"
    "Manual tyre changer for 10-17 inch rims       1      4,200        4,200\n"
    "Air compressor 50 L, 2 HP                     1      4,900        4,900\n"
    "Subtotal                                                         26,000\n"
    "VAT 7%                                                            1,820\n"
    "TOTAL                                                            27,820 THB\n"
    "\n"
    "Free delivery to Pai. Deposit 30% (8,346 THB) with the order, balance on delivery.\n"
    "Warranty 1 year on the hydraulic pump. This quotation is valid for 30 days.\n"
    "Sales: Khun Anucha 086-330-5192",
]
LIFT_CHAROEN = [
    "ร้านเจริญยนต์เครื่องมือช่าง",
    "99/4 ถ.โชตนา ต.ริมใต้ อ.แม่ริม จ.เชียงใหม่ 50180 โทร 081-882-4630",
    "ใบเสนอราคา เลขที่ 142/68  วันที่ 24 ตุลาคม 2568",
    "เรียน คุณกิตติพงษ์ แสนคำ ร้านก้องไบค์ อ.ปาย",
    "เรื่อง ชุดอุปกรณ์มุมซ่อมรถจักรยานยนต์",
]
LIFT_CHAROEN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ลิฟต์ยกรถมอเตอร์ไซค์ ไฮดรอลิก รับน้ำหนัก 500 กก.", "1 ตัว", "15,800", "15,800"),
    ("เครื่องถอดยางแบบมือโยก", "1 ตัว", "3,900", "3,900"),
    ("ปั๊มลม 50 ลิตร", "1 ตัว", "4,700", "4,700"),
    ("ค่าขนส่งถึง อ.ปาย", "1 เที่ยว", "1,000", "1,000"),
    ("รวมทั้งสิ้น", "", "", "25,400"),
]
LIFT_CHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 25,400 บาท (สองหมื่นห้าพันสี่ร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 12,700 บาท ส่วนที่เหลือชำระวันส่งของ ส่งของภายใน 7 วัน",
    "รับประกันปั๊มไฮดรอลิก 6 เดือน",
    "เฮียเจริญ 081-882-4630",
]

# ---------------------------------------------------------------- new scooters
WPY_INVOICE = [
    "WIANG PING YONT CO., LTD.  (Authorised Honda motorcycle dealer)\n"
    "345 Chotana Road, Chang Phueak, Mueang Chiang Mai 50300   Tel. 053-218-660\n"
    "\n"
    "INVOICE No. WPY-6810-0452\n"
    "Date: 20 Oct 2025            Due date: 15 Nov 2025\n"
    "Customer: Mr. Kittipong Saenkham (Kong Bike Rental), 214 Chaisongkhram Rd., Wiang Tai, Pai,\n"
    "Mae Hong Son 58130\n"
    "\n"
    "Item                                              Qty   Unit price    Amount\n"
    "Honda Click 125i (2025), 2 white / 2 black        4     57,900.00     231,600.00\n"
    "Registration, plates, compulsory insurance        4      1,650.00       6,600.00\n"
    "TOTAL (VAT included)                                                 238,200.00\n"
    "Less deposit received 18 Oct 2025                                    -40,000.00\n"
    "BALANCE DUE                                                          198,200.00 THB\n"
    "\n"
    "Please pay the balance by 15 Nov 2025 to Kasem Lanna Bank, account Wiang Ping Yont Co., Ltd.\n"
    "771-2-04518-3. The bikes will be delivered to Pai after full payment.",
]
WPY_RECEIPT = [
    "บริษัท เวียงพิงค์ยนต์ จำกัด (ตัวแทนจำหน่ายรถจักรยานยนต์ฮอนด้า)",
    "345 ถ.โชตนา ต.ช้างเผือก อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50300 โทร 053-218-660",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-0219",
    "วันที่ 12 พฤศจิกายน 2568",
    "ได้รับเงินจาก นายกิตติพงษ์ แสนคำ (ร้านก้องไบค์) อ.ปาย จ.แม่ฮ่องสอน",
]
WPY_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชำระส่วนที่เหลือตามใบแจ้งหนี้ WPY-6810-0452 (ฮอนด้า คลิก 125i จำนวน 4 คัน)", "198,200.00"),
    ("รวมรับชำระครั้งนี้", "198,200.00"),
]
WPY_RECEIPT_BOTTOM = [
    "ยอดตามใบแจ้งหนี้ 238,200.00 บาท  รับมัดจำแล้ว 40,000.00 บาท (18/10/68)  รับชำระครั้งนี้ 198,200.00 บาท",
    "ยอดคงค้าง 0.00 บาท  ชำระโดยโอนเงินเข้าบัญชีบริษัท",
    "กำหนดส่งมอบรถที่ร้าน อ.ปาย วันที่ 15 พ.ย. 2568",
    "ผู้รับเงิน นางสาวอรวรรณ (แผนกการเงิน)",
]

# ---------------------------------------------------------------- bank, municipality, broker
BANK_LETTER = [
    "LANNA SAVINGS BANK PUBLIC COMPANY LIMITED\n"
    "Pai Branch, Rangsiyanon Road, Wiang Tai, Pai, Mae Hong Son 58130   Tel. 053-699-214\n"
    "\n"
    "30 October 2025\n"
    "Ref: LSB-PAI/SME-2568/0117\n"
    "Subject: Approval of SME Loan\n"
    "\n"
    "Dear Mr. Kittipong Saenkham,\n"
    "Kong Bike Rental & Repair, 214 Chaisongkhram Road, Wiang Tai, Pai, Mae Hong Son 58130\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: purchase of 4 rental scooters and repair-corner equipment\n"
    "Loan amount: 280,000 THB\n"
    "Interest rate: 6.50% per year fixed for 2 years, then MLR - 1.25%\n"
    "Term: 48 months\n"
    "Monthly instalment: 6,640 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Guarantor: Mrs. Sudarat Saenkham\n"
    "Front-end fee: 1,400 THB\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 10 Nov 2025 with your ID card,\n"
    "house registration and the shop's commercial registration. The loan will be paid out one\n"
    "working day after signing. If the agreement is not signed by this date, this approval lapses.\n"
    "\n"
    "Yours sincerely,\n"
    "Pimchanok Intawong\n"
    "SME Relationship Officer",
]
TOWN_LETTER = [
    "เทศบาลตำบลปาย อำเภอปาย จังหวัดแม่ฮ่องสอน",
    "ที่ มส 52101/2291",
    "5 พฤศจิกายน 2568",
    "เรื่อง ขอความร่วมมือไม่จอดรถให้เช่าบนทางเท้า และเชิญประชุมผู้ประกอบการรถให้เช่า",
    "เรียน เจ้าของร้านก้องไบค์ (นายกิตติพงษ์ แสนคำ)",
    "ด้วยเทศบาลได้รับเรื่องร้องเรียนจากนักท่องเที่ยวและผู้ค้าถนนคนเดินว่า มีการจอดรถจักรยานยนต์ให้เช่าเรียงบนทางเท้า"
    "ถนนชัยสงครามและถนนรังสิยานนท์ ทำให้คนเดินต้องลงไปเดินบนถนน",
    "จึงขอให้ร้านจอดรถให้เช่าภายในพื้นที่ร้านเท่านั้น ผู้ฝ่าฝืนอาจถูกเปรียบเทียบปรับไม่เกิน 2,000 บาท "
    "ตามพระราชบัญญัติรักษาความสะอาดและความเป็นระเบียบเรียบร้อยของบ้านเมือง",
    "ขอให้ผู้ประกอบการแจ้งจำนวนรถให้เช่าและหมายเลขทะเบียนต่อเทศบาลภายในวันที่ 30 พฤศจิกายน 2568",
    "และขอเชิญเข้าร่วมประชุมผู้ประกอบการรถให้เช่า วันที่ 4 ธันวาคม 2568 เวลา 13.30 น. ณ ห้องประชุมเทศบาลตำบลปาย",
    "จึงเรียนมาเพื่อโปรดทราบและให้ความร่วมมือ",
    "ขอแสดงความนับถือ",
    "นายประเสริฐ วงศ์ไชย นายกเทศมนตรีตำบลปาย",
]
BROKER_EMAIL = """From: นก นพรัตน์โบรกเกอร์ <nok@nopparatbroker.co.th>
To: kongbike.pai@gmail.com
Date: Mon, 3 Nov 2025 10:24
Subject: ต่ออายุประกันภัยรถให้เช่า ปี 2569 (44 คัน)

เรียน คุณก้อง

กรมธรรม์ประกันภัยรถจักรยานยนต์ให้เช่า (ชั้น 3+) ของร้านก้องไบค์ จะหมดอายุวันที่ 30 พ.ย. 2568
ปีที่แล้วร้านทำไว้ 40 คัน คันละ 1,530 บาท รวม 61,200 บาท

ปีนี้รวมรถคลิกใหม่ 4 คันแล้ว เป็น 44 คัน เบี้ยปีใหม่ดังนี้ค่ะ
- สกู๊ตเตอร์ไม่เกิน 160 ซีซี 40 คัน คันละ 1,550 บาท = 62,000 บาท
- Honda CRF 250L 4 คัน คันละ 2,100 บาท = 8,400 บาท
รวมเบี้ย 70,400 บาท
ส่วนลดประวัติดี (เคลมน้อย) 5% = 3,520 บาท
ยอดชำระสุทธิ 66,880 บาท

คุ้มครอง 1 ธ.ค. 2568 - 30 พ.ย. 2569 กรุณาชำระภายใน 28 พ.ย. 2568 โอนเข้าบัญชีบริษัทแล้วส่งสลิปทางไลน์ได้เลยค่ะ
ค่าเสียหายส่วนแรกเคลมละ 1,000 บาท เท่าเดิม
พ.ร.บ. ยังต่อแยกตามวันภาษีของแต่ละคันเหมือนเดิมนะคะ

ขอบคุณค่ะ
นก (ศิริพร)
Nopparat Insurance Broker Co., Ltd.
053-699-480
"""

# ---------------------------------------------------------------- rate cards
RATES_2025 = [
    "KONG BIKE RENTAL & REPAIR - PAI\n"
    "214 Chaisongkhram Rd., Pai  |  LINE: @kongbikepai  |  Tel. 089-635-2147\n"
    "RENTAL RATES - HIGH SEASON 2025-26 (1 Nov 2025 - 28 Feb 2026)\n"
    "Prices in THB. Helmet included.\n"
    "\n"
    "Bike                  Per day   Per week   Per month\n"
    "Honda Click 125i        250      1,400      3,500\n"
    "Honda Scoopy            230      1,300      3,300\n"
    "Honda PCX 160           450      2,600      5,500\n"
    "Honda ADV 160           550      3,200      6,500\n"
    "Honda CRF 250L        1,200      7,000        -\n"
    "\n"
    "Deposit: passport, or 3,000 THB cash for scooters; 10,000 THB cash for the CRF.\n"
    "Late return: 100 THB per hour. Rain poncho 20 THB. Return with the same fuel level.\n"
    "Free pick-up from your guesthouse in Pai town for rentals of 7 days or more.\n"
    "Damage is charged at Honda centre parts prices plus labour.",
]
RATES_2567 = ["ร้านก้องไบค์ ให้เช่ารถ อ.ปาย", "อัตราค่าเช่ารถ ฤดูกาลท่องเที่ยว 2567-68 (1 พ.ย. 2567 - 28 ก.พ. 2568)",
              "ราคาเป็นบาท รวมหมวกกันน็อก"]
RATES_2567_TABLE = [
    ("รุ่นรถ", "รายวัน", "รายสัปดาห์", "รายเดือน"),
    ("Honda Click 125i", "220 บาท", "1,300 บาท", "3,200 บาท"),
    ("Honda Scoopy", "200 บาท", "1,200 บาท", "3,000 บาท"),
    ("Honda PCX 160", "400 บาท", "2,400 บาท", "5,000 บาท"),
    ("Honda ADV 160", "500 บาท", "3,000 บาท", "6,000 บาท"),
    ("Honda CRF 250L", "1,100 บาท", "6,500 บาท", "-"),
]
RATES_2567_BOTTOM = ["มัดจำ: พาสปอร์ต หรือเงินสด 2,000 บาท (CRF 8,000 บาท)",
                     "คืนรถช้า ชั่วโมงละ 80 บาท เติมน้ำมันคืนเท่าเดิม",
                     "เช่า 7 วันขึ้นไป ส่งรถฟรีถึงที่พักในตัวเมืองปาย"]

# ---------------------------------------------------------------- books
DAILY_2568 = [312400, 286900, 241300, 168200, 98600, 72400, 81300, 86900, 74200, 152600]
MONTHLY_2568 = [18500, 18500, 21000, 21000, 14000, 10500, 10500, 10500, 14000, 17500]
REPAIR_2568 = [14200, 12800, 13600, 11900, 10400, 9800, 11200, 12600, 10900, 13400]
PARTS_2568 = [21400, 19800, 17600, 14200, 9800, 8700, 11400, 12900, 10600, 16800]
WAGES_2568 = [28600, 28600, 28600, 27400, 24800, 24800, 24800, 24800, 24800, 30450]
RENT_2568 = [18000] * 10
COMMISSION_2568 = [15600, 14300, 12100, 8400, 4900, 3600, 4100, 4300, 3700, 6060]
ADS_2568 = [3000, 3000, 3000, 2000, 1500, 1500, 1500, 1500, 2000, 4500]
DAILY_2567 = [285300, 262100, 218400, 151900, 87200, 64800, 73900, 79400, 66800, 138900, 247600, 331800]
MONTHLY_2567 = [15000, 15000, 18000, 18000, 12000, 9000, 9000, 9000, 12000, 15000, 18000, 21000]
REPAIR_2567 = [12600, 11400, 12100, 10800, 9600, 9100, 10300, 11500, 9900, 12200, 13800, 15400]
PARTS_2567 = [19800, 18200, 16100, 13500, 9100, 8200, 10600, 11800, 9700, 15300, 19400, 24600]
WAGES_2567 = [26400] * 4 + [22800] * 6 + [26400] * 2
RENT_2567 = [16500] * 12
COMMISSION_2567 = [14200, 13100, 10900, 7600, 4400, 3200, 3700, 3900, 3300, 7100, 12400, 16800]
ADS_2567 = [2500, 2500, 2500, 1500, 1000, 1000, 1000, 1000, 1500, 3000, 3500, 3500]


def _shop_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านก้องไบค์ ปี {year} (Kong Bike income {year})"])
    sheet.append(["เดือน (Month)", "ค่าเช่ารายวัน/สัปดาห์ (Daily & weekly rental)", "ค่าเช่ารายเดือน (Monthly rental)",
                  "ค่าซ่อม (Repair)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายร้านก้องไบค์ ปี {year} (Kong Bike expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าอะไหล่ (Parts)", "ค่าแรง (Wages)", "ค่าเช่าร้าน (Shop rent)",
                  "ค่าคอมเกสต์เฮาส์ (Guesthouse commission)", "ค่าโฆษณา (Ads)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


FLEET = [
    ("1กฉ 5501", "Honda Click 125i", "ขาว", 2022, 38410, "12 ม.ค. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5502", "Honda Click 125i", "ดำ", 2022, 41275, "12 ม.ค. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5503", "Honda Click 125i", "แดง", 2022, 36980, "12 ม.ค. 2569", "ว่าง"),
    ("1กฉ 5504", "Honda Click 125i", "ขาว", 2022, 44120, "12 ม.ค. 2569", "ว่าง"),
    ("1กฉ 5517", "Honda Click 125i", "ดำ", 2023, 29860, "3 มี.ค. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5518", "Honda Click 125i", "เทา", 2023, 31440, "3 มี.ค. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5519", "Honda Click 125i", "ขาว", 2023, 27715, "3 มี.ค. 2569", "ว่าง"),
    ("1กฉ 5520", "Honda Click 125i", "แดง", 2023, 33090, "3 มี.ค. 2569", "ซ่อม (เปลี่ยนสายพาน)"),
    ("1กฉ 5569", "Honda Click 125i", "ดำ", 2024, 18250, "9 ก.ค. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5570", "Honda Click 125i", "ขาว", 2024, 16930, "9 ก.ค. 2569", "ว่าง"),
    ("1กฉ 5571", "Honda Click 125i", "เทา", 2024, 19480, "9 ก.ค. 2569", "ซ่อม (บังลมแตก)"),
    ("1กฉ 5572", "Honda Click 125i", "ดำ", 2024, 17605, "9 ก.ค. 2569", "ว่าง"),
    ("1กฉ 5573", "Honda Click 125i", "ขาว", 2024, 15870, "9 ก.ค. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5574", "Honda Click 125i", "แดง", 2024, 18820, "9 ก.ค. 2569", "ว่าง"),
    ("1กฉ 5575", "Honda Click 125i", "ดำ", 2024, 16240, "9 ก.ค. 2569", "ว่าง"),
    ("1กฉ 5576", "Honda Click 125i", "ขาว", 2024, 17390, "9 ก.ค. 2569", "ว่าง"),
    ("ป้ายแดง 1", "Honda Click 125i", "ขาว", 2025, 0, "รอทะเบียน", "รับรถ 15 พ.ย. 68 -> ปายริเวอร์ฮิลล์"),
    ("ป้ายแดง 2", "Honda Click 125i", "ขาว", 2025, 0, "รอทะเบียน", "รับรถ 15 พ.ย. 68 -> ปายริเวอร์ฮิลล์"),
    ("ป้ายแดง 3", "Honda Click 125i", "ดำ", 2025, 0, "รอทะเบียน", "รับรถ 15 พ.ย. 68 -> ปายริเวอร์ฮิลล์"),
    ("ป้ายแดง 4", "Honda Click 125i", "ดำ", 2025, 0, "รอทะเบียน", "รับรถ 15 พ.ย. 68 -> ปายริเวอร์ฮิลล์"),
    ("1กฉ 6118", "Honda Scoopy", "ครีม", 2023, 24310, "21 ก.พ. 2569", "ว่าง"),
    ("1กฉ 6119", "Honda Scoopy", "ชมพู", 2023, 22870, "21 ก.พ. 2569", "ว่าง"),
    ("1กฉ 6120", "Honda Scoopy", "ครีม", 2023, 25940, "21 ก.พ. 2569", "ว่าง"),
    ("1กฉ 6121", "Honda Scoopy", "ฟ้า", 2023, 21460, "21 ก.พ. 2569", "ว่าง"),
    ("1กฉ 6207", "Honda Scoopy", "ครีม", 2024, 13280, "30 พ.ค. 2569", "ว่าง"),
    ("1กฉ 6208", "Honda Scoopy", "เขียว", 2024, 12950, "30 พ.ค. 2569", "ว่าง"),
    ("1กฉ 6209", "Honda Scoopy", "ชมพู", 2024, 14105, "30 พ.ค. 2569", "ว่าง"),
    ("1กฉ 6210", "Honda Scoopy", "ฟ้า", 2024, 11870, "30 พ.ค. 2569", "ว่าง"),
    ("1กฉ 5528", "Honda PCX 160", "ดำ", 2023, 27340, "22 ก.พ. 2569", "ว่าง"),
    ("1กฉ 5529", "Honda PCX 160", "ขาว", 2023, 25910, "22 ก.พ. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5530", "Honda PCX 160", "เทา", 2023, 28460, "22 ก.พ. 2569", "ปายริเวอร์ฮิลล์ (1 ธ.ค.)"),
    ("1กฉ 5531", "Honda PCX 160", "ดำ", 2023, 26720, "22 ก.พ. 2569", "Jack รายเดือน 1 ธ.ค. - 31 ม.ค."),
    ("1กฉ 5582", "Honda PCX 160", "แดง", 2024, 14390, "14 ธ.ค. 2568", "ซ่อม (ฝาครอบข้าง)"),
    ("1กฉ 5583", "Honda PCX 160", "ดำ", 2024, 13860, "14 ธ.ค. 2568", "ว่าง"),
    ("1กฉ 5584", "Honda PCX 160", "ขาว", 2024, 15020, "14 ธ.ค. 2568", "ว่าง"),
    ("1กฉ 5585", "Honda PCX 160", "เทา", 2024, 12740, "14 ธ.ค. 2568", "ว่าง"),
    ("1กฌ 2231", "Honda ADV 160", "แดง", 2024, 21350, "8 ส.ค. 2569", "ซ่อม (ล้อดุ้ง)"),
    ("1กฌ 2232", "Honda ADV 160", "ดำ", 2024, 19870, "8 ส.ค. 2569", "ว่าง"),
    ("1กฌ 2233", "Honda ADV 160", "เทา", 2024, 20410, "8 ส.ค. 2569", "ว่าง"),
    ("1กฌ 2234", "Honda ADV 160", "ขาว", 2024, 18960, "8 ส.ค. 2569", "ว่าง"),
    ("1กญ 7741", "Honda CRF 250L", "แดง", 2022, 32180, "17 เม.ย. 2569", "ว่าง"),
    ("1กญ 7742", "Honda CRF 250L", "แดง", 2022, 35640, "17 เม.ย. 2569", "ว่าง"),
    ("1กญ 7743", "Honda CRF 250L", "ดำ", 2023, 24870, "17 เม.ย. 2569", "ว่าง"),
    ("1กญ 7744", "Honda CRF 250L", "แดง", 2023, 26210, "17 เม.ย. 2569", "ว่าง"),
]


def _fleet_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Fleet"
    sheet.append(["ทะเบียนรถร้านก้องไบค์ ณ 10 พ.ย. 2568 (Kong Bike fleet list) ทะเบียนแม่ฮ่องสอน"])
    sheet.append(["ทะเบียน (Plate)", "รุ่น (Model)", "สี (Colour)", "ปีรถ (Year)", "เลขไมล์ (km)",
                  "ภาษีหมดอายุ (Tax expiry)", "สถานะ (Status)"])
    for row in FLEET:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", f"{len(FLEET)} คัน", "", "", "", "", ""])
    money_format(sheet, 5)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน+ร้าน (Electricity)", 3105.72, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 286, ""),
                ("ค่ามือถือ 2 เบอร์ (Phones)", 898, ""), ("ค่ากับข้าว (Food)", 10200, ""),
                ("ค่าน้ำมันรถกระบะ (Petrol)", 3600, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                ("ค่ายาแม่อุ่น (Mae Un's medicine)", 680, ""), ("ส่งเงินให้แม่อุ่น (To Mae Un)", 3000, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน+ร้าน (Electricity)", 2934.59, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 264, ""),
                ("ค่ามือถือ 2 เบอร์ (Phones)", 898, ""), ("ค่ากับข้าว (Food)", 9850, ""),
                ("ค่าน้ำมันรถกระบะ (Petrol)", 3950, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                ("ค่ายาแม่อุ่น (Mae Un's medicine)", 680, ""), ("ส่งเงินให้แม่อุ่น (To Mae Un)", 3000, ""),
                ("ให้เอ็มยืม (Loan to M)", 60000, "ผ่อนคืนเดือนละ 5,000 เริ่ม ม.ค. 69")],
    "ต.ค. 68": [("ค่าไฟบ้าน+ร้าน (Electricity)", 2626.86, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 251, ""),
                ("ค่ามือถือ 2 เบอร์ (Phones)", 898, ""), ("ค่ากับข้าว (Food)", 10450, ""),
                ("ค่าน้ำมันรถกระบะ (Petrol)", 4300, "ขับไปเชียงใหม่ พาแม่ผ่าตา"),
                ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                ("ค่าผ่าตัดตาแม่อุ่น (Mae Un's eye operation)", 48600, "รพ.ลานนาแคร์ มัดจำ+ส่วนที่เหลือ"),
                ("ส่งเงินให้แม่อุ่น (To Mae Un)", 3000, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- school fees, loan note
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนปายศึกษาวิทย์ อ.ปาย จ.แม่ฮ่องสอน", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ แสนคำ  ชั้น ม.2/3  เลขประจำตัว 11846"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารลานนาออมสิน สาขาปาย 402-1-77310-6",
              "ชำระเกินกำหนด ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "12,000"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าหนังสือและชุดพละ", "2,150")], "17,750", "16 พ.ค. 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "12,000"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าทัศนศึกษาเชียงใหม่ (ม.2)", "1,850"), ("ค่าเรียนภาษาจีนเสริม", "1,000")],
                "18,450", "7 พ.ย. 2568")
LOAN_TOP = [
    "หนังสือสัญญากู้ยืมเงิน",
    "ทำที่ บ้านเลขที่ 214 ถ.ชัยสงคราม ต.เวียงใต้ อ.ปาย จ.แม่ฮ่องสอน วันที่ 1 กันยายน 2568",
    "ข้าพเจ้า นายธีรวัฒน์ บุญเรือง ผู้กู้ ได้กู้ยืมเงินจาก นางสุดารัตน์ แสนคำ ผู้ให้กู้ เป็นจำนวนเงิน 60,000 บาท "
    "(หกหมื่นบาทถ้วน) และได้รับเงินไปครบถ้วนแล้วในวันทำสัญญานี้ โดยการโอนเงิน",
    "เพื่อใช้ซื้อเครื่องชงกาแฟและอุปกรณ์ เปิดร้านกาแฟที่ อ.ปางมะผ้า ไม่คิดดอกเบี้ย",
    "ผู้กู้ตกลงผ่อนชำระเดือนละ 5,000 บาท ทุกวันที่ 5 ของเดือน รวม 12 งวด ตามตารางนี้",
]
LOAN_TABLE = [("งวดที่", "กำหนดชำระ", "จำนวนเงิน (บาท)")] + [
    (str(i + 1), f"5 {m} {y}", "5,000")
    for i, (m, y) in enumerate([(m, "2569") for m in MONTHS])
] + [("รวม", "", "60,000")]
LOAN_BOTTOM = [
    "หากผู้กู้ผิดนัดชำระติดต่อกัน 2 งวด ผู้ให้กู้มีสิทธิเรียกเงินที่เหลือคืนทั้งหมดได้ทันที",
    "ลงชื่อ ธีรวัฒน์ บุญเรือง ผู้กู้    ลงชื่อ สุดารัตน์ แสนคำ ผู้ให้กู้",
    "ลงชื่อ กิตติพงษ์ แสนคำ พยาน",
]

# ---------------------------------------------------------------- household pdfs
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pai District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Bill month: September 2025\n"
    "Account name: Mr. Kittipong Saenkham\n"
    "Address: 214 Chaisongkhram Rd., Wiang Tai, Pai, Mae Hong Son 58130 (house and shop)\n"
    "Customer no. 020051873304\n"
    "Billing period: 20 Aug 2025 - 19 Sep 2025\n"
    "Meter reading: 41,206 -> 41,818   Units used: 612 kWh\n"
    "Energy charge 2,461.30  Ft 243.09  Service 38.22  VAT 7% 191.98\n"
    "AMOUNT DUE: 2,934.59 THB\n"
    "Due date: 4 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Pai District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Bill month: October 2025\n"
    "Account name: Mr. Kittipong Saenkham\n"
    "Address: 214 Chaisongkhram Rd., Wiang Tai, Pai, Mae Hong Son 58130 (house and shop)\n"
    "Customer no. 020051873304\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 41,818 -> 42,366   Units used: 548 kWh\n"
    "Energy charge 2,199.12  Ft 217.67  Service 38.22  VAT 7% 171.85\n"
    "AMOUNT DUE: 2,626.86 THB\n"
    "Due date: 3 Nov 2025\n"
    "Previous bill 2,934.59 THB - paid 2 Oct 2025. Thank you.",
]
HEALTH_NOTICE = [
    "CHIANG MAI LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Mae Hong Son Service Office, Khunlum Praphat Road\n"
    "27 October 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner and insured: Mrs. Sudarat Saenkham (age 41)\n"
    "Policy no. CML-6604-2281\n"
    "Plan: Health Care Plus 80 (in-patient cover 800,000 THB a year) with term life 500,000 THB\n"
    "\n"
    "Annual premium: 23,640 THB (last year 21,980 THB; the rate changes at age 41)\n"
    "Due date: 25 Nov 2025\n"
    "Grace period: 31 days. After the grace period the health cover stops until the policy is reinstated.\n"
    "Pay by bank transfer, QR code, or through your agent Khun Jiraporn (081-766-3025).\n"
    "Premiums for health insurance are tax-deductible up to 25,000 THB a year.",
]
HOSPITAL_BILL = [
    "LANNA CARE HOSPITAL\n"
    "199 Huay Kaew Road, Suthep, Mueang Chiang Mai 50200   Tel. 053-920-300\n"
    "\n"
    "INPATIENT BILL / RECEIPT No. LCH-IP-2510-04471\n"
    "Patient: Mrs. Unruen Boonruang (age 71)   HN 25-118742\n"
    "Admitted: 22 Oct 2025   Discharged: 23 Oct 2025   Room: 612 (single)\n"
    "Procedure: Phacoemulsification with intraocular lens (IOL), right eye\n"
    "Doctor: Dr. Siriporn Kanjanawong, ophthalmologist\n"
    "\n"
    "Surgeon fee                          18,000.00\n"
    "Operating room and anaesthesia        9,800.00\n"
    "Intraocular lens (monofocal)         12,500.00\n"
    "Medicine and medical supplies         4,350.00\n"
    "Room and board, 1 night               2,900.00\n"
    "Nursing and hospital service          1,050.00\n"
    "TOTAL CHARGES                        48,600.00 THB\n"
    "Less deposit paid on admission 22 Oct 2025   -20,000.00\n"
    "BALANCE PAID 23 Oct 2025 (credit card)        28,600.00\n"
    "\n"
    "Follow-up: Eye Centre, Building B, 3rd floor. Please bring this bill and the eye drops.",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(DAILY_2568) + sum(MONTHLY_2568) + sum(REPAIR_2568)
    return [
        ("แผนร้านก้องไบค์ ปี 2569", "Kong Bike Rental & Repair, Pai - plan for 2026\nก้อง-ตุ๊ก แสนคำ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nรถ 40 คัน เพิ่มคลิกใหม่ 4 คัน เป็น 44 คัน\n"
                         "ปัญหา: หน้าฝนรถว่างเกินครึ่ง, ลูกค้าล้มทางโค้ง 762, เทศบาลเตือนเรื่องจอดรถบนทางเท้า"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,400,000 บาท\nรายได้เช่ารายเดือนให้ได้ 20% ของรายรับ\n"
                            "รีวิว Google Maps 4.8 ดาวขึ้นไป"),
        ("สัญญาเช่าระยะยาว", "โรงแรมปายริเวอร์ฮิลล์ 12 คัน 6 เดือน (ธ.ค. 68 – พ.ค. 69)\n"
                             "หาโรงแรม/โฮสเทลเพิ่มอีก 2 แห่ง ช่วงหน้าฝน"),
        ("มุมซ่อม", "ลิฟต์ยกรถ + เครื่องถอดยาง + ปั๊มลม งบ 28,000 บาท\nรับซ่อมรถคนในพื้นที่ เป้าค่าซ่อมเดือนละ 18,000\n"
                    "ส่งช่างหนุ่มอบรมหัวฉีดที่ศูนย์ฮอนด้าเชียงใหม่"),
        ("การตลาด", "Facebook/Google ads เดือนละ 3,000–5,000\nค่าคอมเกสต์เฮาส์ 10% เท่าเดิม\n"
                    "ป้ายและใบสัญญาภาษาจีน-อังกฤษ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้าน Kong Bike/แชท/แชทไลน์_เมย์_ปายริเวอร์ฮิลล์.txt": """ประวัติการแชท LINE กับ เมย์ ปายริเวอร์ฮิลล์
บันทึกเมื่อ: 16/11/2568 08:30

วันจันทร์ที่ 27 ต.ค. 2568
10:12	ก้อง Kong Bike	คุณเมย์ครับ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะครับ คลิก 10 คัน คันละ 2,600 PCX 2 คัน คันละ 4,000 รวมเดือนละ 34,000 ครับ
10:40	เมย์ ปายริเวอร์ฮิลล์	ได้รับแล้วค่ะพี่ก้อง ขอเสนอ GM ก่อนนะคะ
วันพุธที่ 29 ต.ค. 2568
16:05	เมย์ ปายริเวอร์ฮิลล์	GM โอเคแล้วค่ะ เริ่ม 1 ธ.ค. ส่งรถที่รีสอร์ทนะคะ มัดจำ 24,000 จ่ายวันรับรถพร้อมค่าเช่าเดือนแรกได้ไหมคะ
16:10	ก้อง Kong Bike	ได้ครับ วันรับรถรวม 58,000 ครับ
วันเสาร์ที่ 15 พ.ย. 2568
11:20	เมย์ ปายริเวอร์ฮิลล์	พี่ก้องคะ มกราแขกจีนเต็มทั้งเดือน ขอคลิกเพิ่มอีก 3 คัน ตั้งแต่ 1 ม.ค. 69 ได้ไหมคะ
11:34	ก้อง Kong Bike	ได้ครับ คันละ 2,600 เท่าเดิม รวมเป็นเดือนละ 41,800 ครับ
11:50	เมย์ ปายริเวอร์ฮิลล์	3 คันที่เพิ่มขอคันละ 2,400 ได้มั้ยคะ
12:15	ก้อง Kong Bike	2,400 ไม่ไหวครับ ม.ค. เป็นช่วงพีค ให้ได้คันละ 2,500 ครับ รวมเดือนละ 41,500
12:22	เมย์ ปายริเวอร์ฮิลล์	โอเคค่ะ 41,500 ตั้งแต่ ม.ค. แล้วมัดจำ 3 คันเพิ่มเท่าไหร่คะ
12:25	ก้อง Kong Bike	คันละ 2,000 เหมือนเดิมครับ 3 คัน 6,000
12:26	เมย์ ปายริเวอร์ฮิลล์	รับทราบค่ะ เดี๋ยวทำ PO เพิ่มให้นะคะ
""",
    "ร้าน Kong Bike/แชท/LINE chat - Jack PCX monthly.txt": """[LINE] Chat history with Jack (Aussie, PCX monthly)
Saved on: 02/11/2025 21:14

Tue, 28/10/2025
14:05	Jack	Hi! Is this Kong Bike? I'm in Pai for Dec and Jan, after a PCX for 2 months. How much per month?
14:11	Prae Kong Bike	Hi Jack! PCX 160 is 5,500 baht/month in high season. Deposit is your passport or 3,000 cash.
14:20	Jack	Bit steep mate. A shop on Rangsiyanon Rd quoted me 4,500. Can you do 4,500?
14:32	Prae Kong Bike	For 2 months I can do 5,200/month.
Wed, 29/10/2025
09:15	Jack	Meet me in the middle? 4,800?
09:40	Prae Kong Bike	I asked Kong (the boss). Final price 5,000/month, 10,000 for the 2 months, with 2 helmets and a rain poncho.
09:45	Jack	Deal. I'd rather not leave my passport though.
09:52	Prae Kong Bike	No problem, for monthly rentals we take a 5,000 cash deposit then.
10:03	Jack	5k is a lot of cash to carry.. can it be 3,000 like on your card?
10:15	Prae Kong Bike	Kong says 4,000 is the lowest for a 2-month rental. Refunded on return if there is no damage.
10:16	Jack	OK 4,000 it is. Pick up Dec 1st, 10am?
10:20	Prae Kong Bike	See you Dec 1, 2025! Please bring 10,000 rent + 4,000 deposit = 14,000 at pickup.
10:21	Jack	Cheers!
""",
    "ร้าน Kong Bike/บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.md": """# ค่าแรงลูกจ้าง ตุลาคม 2568

| ชื่อเล่น | ชื่อจริง | หน้าที่ | ค่าแรง/วัน | วันทำงาน | ค่าแรง | OT/อื่นๆ | รวมจ่าย |
|---|---|---|---|---|---|---|---|
| หนุ่ม | นายสุรเชษฐ์ คำปัน | ช่างซ่อม | 450 | 27 | 12,150 | OT ซ่อมด่วน 900 | 13,050 |
| แพร | นางสาวแพรวา อินต๊ะ | หน้าร้าน/ลูกค้าต่างชาติ | 400 | 26 | 10,400 | - | 10,400 |
| ลุงจันทร์ | นายจันทร์ ปัญญาดี | ล้างรถ/ส่งรถ | 350 | 20 | 7,000 | - | 7,000 |

รวมจ่ายค่าแรง ต.ค. 30,450 บาท โอนแล้ว 31/10/68
- ต.ค. เริ่มไฮซีซั่น ลุงจันทร์กลับมาทำเต็มเดือนตั้งแต่ พ.ย.
- หนุ่มขอขึ้นค่าแรงเป็นวันละ 480 ตั้งแต่ ม.ค. 69 (ยังไม่ได้ตอบ)
""",
    "ร้าน Kong Bike/บัญชี/ค่าคอมเกสต์เฮาส์_ต.ค.68.md": """# ค่าคอมเกสต์เฮาส์ ตุลาคม 2568 (10% ของค่าเช่า)

| ที่พัก | ลูกค้าที่ส่งมา | ยอดเช่า | ค่าคอม 10% |
|---|---|---|---|
| บ้านไม้ปาย (Baan Mai Pai) | 14 คน | 18,400 | 1,840 |
| Pai Chill Hostel | 22 คน | 21,700 | 2,170 |
| ลุงเป็ดเกสต์เฮาส์ | 6 คน | 7,900 | 790 |
| Sunset Hill Bungalow | 9 คน | 12,600 | 1,260 |

รวม 51 คน ยอดเช่า 60,600 บาท ค่าคอมรวม 6,060 บาท จ่ายเงินสด 3 พ.ย. 68
""",
    "ร้าน Kong Bike/บัญชี/ค่าเสียหายรถลูกค้า_ต.ค.68.md": """# ค่าเสียหายรถลูกค้า ตุลาคม 2568

| วันที่ | ลูกค้า | รถ / ทะเบียน | ความเสียหาย | ค่าซ่อม | มัดจำที่ถือไว้ | หักจากมัดจำ | คืน / เก็บเพิ่ม |
|---|---|---|---|---|---|---|---|
| 4 ต.ค. | Mr. Lukas Weber (เยอรมัน) | Click 1กฉ 5571 | ล้มขาลงกิ่วลม บังลม+กระจก | 1,850 | เงินสด 3,000 | 1,850 | คืน 1,150 |
| 12 ต.ค. | Ms. Chloe Martin (ฝรั่งเศส) | Scoopy 1กฉ 6120 | ไฟหน้าแตก | 650 | พาสปอร์ต | - | เก็บเงินสด 650 |
| 19 ต.ค. | Mr. Kim Jiho (เกาหลี) | PCX 1กฉ 5582 | ล้มโค้ง 762 ฝาครอบข้าง+แฮนด์+มือเบรก | 4,900 | เงินสด 3,000 | 3,000 | เก็บเพิ่ม 1,900 |
| 27 ต.ค. | คุณบอย (กทม.) | ADV 1กฌ 2231 | ยางแตก ล้อดุ้ง | 2,300 | เงินสด 3,000 | 2,300 | คืน 700 |

รวมค่าซ่อม ต.ค. 9,700 บาท เก็บจากลูกค้าได้ครบ (หักมัดจำ 7,150 + เก็บเพิ่ม 2,550)
- PCX 1กฉ 5582 ยังรอฝาครอบข้างจากศูนย์ ไม่ได้ปล่อยเช่า
- ถ่ายรูปรถก่อนปล่อยทุกคัน ลูกค้าเกาหลีเถียงว่ารอยเดิม แต่มีรูปยืนยัน
""",
    "ร้าน Kong Bike/เช็คลิสต์ก่อนปล่อยรถ.md": """# เช็คลิสต์ก่อนปล่อยรถ (ให้แพรกับลุงจันทร์ใช้)
1. ถ่ายรูปรถ 4 ด้าน + เลขไมล์ + ระดับน้ำมัน ส่งเข้ากลุ่มไลน์ร้าน
2. เช็คเบรกหน้า-หลัง ลมยาง (หน้า 29 / หลัง 33 psi) ไฟหน้า ไฟเลี้ยว แตร
3. ถ่ายสำเนาพาสปอร์ต + ใบขับขี่ ถ้าไม่มีใบขับขี่ให้เซ็นรับทราบ
4. ให้หมวก 1-2 ใบ เช็คสายรัดคาง
5. บอกลูกค้าเรื่องโค้ง 762 ทางไปแม่ฮ่องสอน ขาลงใช้เบรกหลัง
6. เบอร์ร้านติดที่บังลม ถ้ารถเสียโทรมา ลุงจันทร์ไปรับ
""",
    "บ้าน/แม่อุ่น/นัดหมอตาแม่อุ่น.md": """# นัดหมอตาแม่อุ่น (นางอุ่นเรือน บุญเรือง)
- ต้อกระจก 2 ข้าง หมอศิริพร รพ.ลานนาแคร์ เชียงใหม่ ผ่าทีละข้าง
- ผ่าตาขวา 22 ต.ค. 2568 นอน 1 คืน ออก 23 ต.ค.
- ค่าใช้จ่าย: มัดจำวันแอดมิท 20,000 + จ่ายเพิ่มวันออก 28,600 = 48,600 บาท (บัตรทองใช้ รพ.เอกชนไม่ได้)
- 6 พ.ย. 2568 ตรวจหลังผ่าครั้งที่ 1 แผลดี มองชัดขึ้น
- นัดครั้งถัดไป 4 ธ.ค. 2568 เวลา 10.30 น. ตึก B ชั้น 3
- ตาซ้ายจะผ่าประมาณ ก.พ. 2569 หมอประเมินไว้ประมาณ 46,000 บาท
- หยอดตาวันละ 4 ครั้ง ห้ามโดนน้ำ 2 สัปดาห์ ใส่ที่ครอบตาตอนนอน
""",
    "บ้าน/แชทไลน์_บ้านแสนคำ.txt": """[1/9/68 19:20] ตุ๊ก: เอ็ม พี่โอนไปแล้วนะ 60,000 ผ่อนเดือนละ 5,000 เริ่มมกรา ตามที่เซ็นกันไว้
[1/9/68 19:25] เอ็ม: ขอบคุณครับพี่ตุ๊ก ร้านกาแฟเปิดได้เมื่อไหร่จะชวนมากินนะ
[20/10/68 21:02] ตุ๊ก: พรุ่งนี้พาแม่ไปนอนเชียงใหม่นะ ผ่าตาวันพุธที่ 22 ต้องวางมัดจำ 20,000
[20/10/68 21:05] ก้อง: ไปเถอะ ร้านผมกับแพรดูเอง
[23/10/68 15:40] ตุ๊ก: แม่ออกจาก รพ.แล้ว จ่ายส่วนที่เหลือ 28,600 รูดบัตรไป
[23/10/68 15:42] ก้อง: โอเค เดี๋ยวเอาเงินร้านไปเคลียร์บัตร
[28/10/68 07:10] ภูมิ: แม่ครับ ค่าเทอม 2 ต้องจ่ายก่อน 7 พ.ย. นะครับ มีไปทัศนศึกษาเชียงใหม่ด้วย
[28/10/68 07:15] ตุ๊ก: เห็นใบแล้วลูก 18,450 วันศุกร์แม่ไปจ่ายให้
[4/11/68 20:30] ก้อง: ค่าไฟรอบนี้ลดลงหน่อย 2,626.86 จ่ายแล้วนะ
[4/11/68 20:33] ตุ๊ก: ประกันสุขภาพพี่ก็มาแล้ว 23,640 ครบ 25 พ.ย.
[6/11/68 12:05] ตุ๊ก: หมอบอกแผลแม่ดี นัดอีกทีเดือนหน้า
[11/11/68 09:10] ก้อง: เงินกู้แบงก์เข้าแล้ว เดี๋ยวโอนค่ารถคลิกที่เหลือให้เวียงพิงค์
""",
}
TODO = {"todo.md": """- เซ็นสัญญาเงินกู้ที่แบงก์ ก่อน 10 พ.ย.
- โอนค่ารถคลิกส่วนที่เหลือให้เวียงพิงค์ ก่อน 15 พ.ย.
- จ่ายเบี้ยประกันรถเช่า ก่อน 28 พ.ย.
- แจ้งจำนวนรถให้เทศบาล ก่อน 30 พ.ย. / ประชุม 4 ธ.ค.
- เลือกร้านลิฟต์ยกรถ (เชียงใหม่โมโตทูลส์ หรือ เจริญยนต์)
- ส่งรถ 12 คันให้ปายริเวอร์ฮิลล์ 1 ธ.ค. + Jack รับ PCX 1 ธ.ค.
- พาแม่ไปหาหมอตา 4 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้าน Kong Bike"
    quotes, lift, bikes = shop / "ใบเสนอราคา", shop / "ใบเสนอราคา" / "ลิฟต์ยกรถ", shop / "ซื้อรถใหม่"
    papers, rates, books = shop / "เอกสารร้าน", shop / "ราคาเช่า", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, lift, bikes, papers, rates, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "แม่อุ่น"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ปายริเวอร์ฮิลล์_ร่าง.docx", RESORT_DRAFT, RESORT_DRAFT_TABLE,
               bottom=RESORT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ปายริเวอร์ฮิลล์_final v2.docx", RESORT_FINAL, RESORT_FINAL_TABLE,
               bottom=RESORT_FINAL_BOTTOM)
    make_pdf(lift / "ChiangMaiMotoTools_quotation_CMT-QT-25-1187.pdf", LIFT_CMT)
    write_docx(lift / "ใบเสนอราคา ลิฟต์ยกรถ เจริญยนต์.docx", LIFT_CHAROEN, LIFT_CHAROEN_TABLE,
               bottom=LIFT_CHAROEN_BOTTOM)
    make_pdf(bikes / "WiangPingYont_invoice_WPY-6810-0452.pdf", WPY_INVOICE)
    write_docx(bikes / "ใบเสร็จ_เวียงพิงค์ยนต์_12-11-68.docx", WPY_RECEIPT, WPY_RECEIPT_TABLE,
               bottom=WPY_RECEIPT_BOTTOM)
    make_pdf(papers / "LannaSavingsBank_loan_approval_Oct2025.pdf", BANK_LETTER)
    write_docx(papers / "หนังสือเทศบาลปาย_จอดรถบนทางเท้า.docx", TOWN_LETTER)
    write_texts(papers, {"email_ต่อประกันรถเช่า_2569.txt": BROKER_EMAIL})
    make_pdf(rates / "KongBike_Rental_Rates_2025-26.pdf", RATES_2025)
    write_docx(rates / "อัตราค่าเช่ารถ_ฤดูกาล2567-68.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    _shop_book(books / "รายรับรายจ่ายร้าน_2568.xlsx", "2568", [DAILY_2568, MONTHLY_2568, REPAIR_2568],
               [PARTS_2568, WAGES_2568, RENT_2568, COMMISSION_2568, ADS_2568])
    _shop_book(books / "รายรับรายจ่ายร้าน_2567.xlsx", "2567", [DAILY_2567, MONTHLY_2567, REPAIR_2567],
               [PARTS_2567, WAGES_2567, RENT_2567, COMMISSION_2567, ADS_2567])
    _fleet_book(books / "Fleet list 2568.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "ChiangMaiLife_premium_notice_2025.pdf", HEALTH_NOTICE)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม1_2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม2_2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "แม่อุ่น" / "LannaCare_Hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "สัญญากู้เงิน_เอ็ม_2568.docx", LOAN_TOP, LOAN_TABLE, bottom=LOAN_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
