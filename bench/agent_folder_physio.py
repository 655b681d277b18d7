"""The physio folder: the papers of a Thai physiotherapist couple, their clinic and their household, written by code.

The owners are คุณกมลวรรณ ศรีวงศ์ (พี่แนน, Kamonwan Sriwong) and her husband คุณธนพล ศรีวงศ์ (พี่เอก, Thanaphon
Sriwong), both physiotherapists. They run "ศรีวงศ์ กายภาพบำบัด คลินิก" (Sriwong Physical Therapy Clinic), 58/12
ถ.สิงหวัฒน์ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก: treatment in a rented shop-house and home visits for stroke,
Parkinson's and knee patients around Phitsanulok, plus exercise classes for a nursing home from November. Staff:
แพร (PT assistant), ต้น (part-time physio), ป้าเล็ก (cleaner). Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.1; แนน's
mother แม่สมใจ (Mrs. Somjai Thongdee) broke her hip in October; แนน's brother is พี่โอ๊ต. It is November 2568 (2025).

Documents/คลินิกศรีวงศ์กายภาพ/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_เฮือนสุขวัย_v1_ร่าง.docx: draft quote QT-2568-031 to บริษัท เฮือนสุขวัย แคร์ จำกัด
  (nursing home), 3 ต.ค. 2568: group class 8 times at 2,500, individual sessions 20 at 450, assessments 4 at 500,
  31,000 a month (never sent).
- ใบเสนอราคา/ใบเสนอราคา_เฮือนสุขวัย_v2_final.docx: the sent final, 10 ต.ค. 2568: class 8 at 2,200 (17,600),
  individual 30 at 420 (12,600), assessments free, 30,200 a month from 1 พฤศจิกายน 2568, 6-month contract.
- เครื่องช็อคเวฟ/ใบเสนอราคา_ช็อคเวฟ_พิษณุเมดิคอล.docx: Thai quote of บริษัท พิษณุเมดิคอล ซัพพลาย จำกัด for a radial
  shockwave unit RSW-200: 277,000 before VAT, VAT 19,390, 296,390 in all, deposit 30% 88,917, 2-year warranty.
- เครื่องช็อคเวฟ/Quotation_Shockwave_BangkokMedTech_Oct2025.pdf: English quote of Bangkok MedTech Co., Ltd. for
  SW-Pro 5: 259,813.08 + VAT 18,186.92 = 278,000.00, deposit 50% 139,000, 1-year warranty.
- Suppliers/ThaiRehabSupply_PriceList_2025.pdf: English 2025 price list of Thai Rehab Supply Co., Ltd.
  (kinesiology tape 185 THB/roll, gel 420, electrodes 95, hot pack 890; excl. VAT).
- Suppliers/ราคาอุปกรณ์_ไทยรีแฮบซัพพลาย_2567.docx: last year's list of the same firm in Thai (บริษัท ไทยรีแฮบ
  ซัพพลาย จำกัด): tape 165 บาท/ม้วน, gel 390, electrodes 85, hot pack 850.
- Suppliers/ThaiRehab_invoice_TRS-6810-118.pdf: invoice of 28 Oct 2025: 13,660.00 + VAT 956.20 = 14,616.20,
  due 27 Nov 2025, 300 off if paid within 7 days.
- Suppliers/ใบเสร็จ_ไทยรีแฮบ_RC-6811-052.docx: the receipt of the same order, 3 พ.ย. 2568: 14,616.20 less
  300.00 = 14,316.20 paid.
- เอกสาร/SawasdeeLeasing_van_hire_purchase_Oct2025.pdf: English hire-purchase offer for a used Toyota Commuter for
  home visits: price 720,000, down 144,000, financed 576,000, 3.49% flat, 60 months, 11,275.20 a month, first
  instalment 5 Dec 2025, sign by 20 Nov 2025.
- เอกสาร/หนังสือ_สสจ.พิษณุโลก_ต่อใบอนุญาตคลินิก.docx: provincial health office letter: renew the operator's
  licence by 30 พฤศจิกายน 2568 (fee 1,000), annual fee 1,500 by 30 ธันวาคม 2568, inspection 11 ธันวาคม 2568,
  grab bars and a 1:12 ramp.
- เอกสาร/email_landlord_rent_2569.txt: email from the landlord คุณวิไล (Wilai Chanthong): rent 18,000 becomes
  19,500 a month from 1 Jan 2026, deposit 36,000 topped up to 39,000, 3-year lease, sign by 15 Dec 2025.
- บัญชี/รายรับรายจ่ายคลินิก_2568.xlsx: this year's book, two sheets (income by month: clinic sessions, home
  visits, corporate talks; expenses by month: rent, wages, supplies, utilities, van fuel), January to October.
- บัญชี/รายรับรายจ่ายคลินิก_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/เยี่ยมบ้าน_ตุลาคม68.md: October home visits per patient (full names and nicknames), 26 visits,
  23,200 received (ยายบุญมี's 4,000 deposit only), van fuel 3,850.
- บัญชี/ค่าจ้างผู้ช่วย_ต.ค.68.md: October pay of แพร (16,200), ต้น (14,700), ป้าเล็ก (4,500): 35,400.
- แชท/แชทไลน์_คุณเก๋_เฮือนสุขวัย.txt: LINE chat with the nursing-home manager: 30,200 argued down, 29,000 for
  12 months settled, then 10 more individual sessions from ธ.ค.: 33,200 a month.
- แชท/แชทไลน์_พี่หน่อย_ลูกยายบุญมี.txt: LINE chat with a patient's daughter: package of 10 visits, 9,000 asked,
  7,500 offered, 8,500 settled; deposit 4,000, balance 4,500 paid 4 พ.ย.
- แผนคลินิก 2569.pptx: slides, next year's plan (1,900,000 target, shockwave, van, new rent).
- นัดคนไข้ 10-15 พ.ย. 68.md: the week's appointments, dates as 10/11/68.
- ท่าบริหาร_ปวดหลัง_สำหรับคนไข้.md: a back-pain exercise handout.

Documents/บ้าน/ (the household)
- Bills/PWA_water_bill_Sep2025.pdf (366.48, due 10 Oct 2025) and Bills/PWA_water_bill_Oct2025.pdf (477.22, due
  10 Nov 2025): English water bills.
- ประกัน/ChaoPhraya_car_insurance_renewal_2025.pdf: renewal of the Honda City's type-1 policy, 16,850.00 (last year
  17,420.00), due 30 Nov 2025.
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_ม.1_เทอม2-2568.docx: school fee notice, 17,850, due 14 พฤศจิกายน 2568.
- แม่สมใจ/NanRiverHospital_bill_Oct2025.pdf: the mother's hip-surgery bill: 168,250.00 in all, insurance
  100,000.00, 68,250.00 paid by the family.
- สินเชื่อบ้าน/NakhonThaiBank_HomeLoan_Statement_Oct2025.pdf: house loan statement: principal left
  1,284,560.37, 14,200 a month now, 15,100 from Jan 2026, interest paid Jan-Oct 34,162.51.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); October holds their half
  of the hospital bill, 34,125.
- แชทไลน์_บ้านศรีวงศ์.txt: the family's LINE group (hospital bill split with พี่โอ๊ต, school fees, car insurance).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
CLINIC_TOP = ("ศรีวงศ์ กายภาพบำบัด คลินิก (Sriwong Physical Therapy Clinic) 58/12 ถ.สิงหวัฒน์ ต.ในเมือง "
              "อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 055-241-738")

# ---------------------------------------------------------------- quotes to the nursing home
HUEAN_DRAFT = [
    CLINIC_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 3 ตุลาคม 2568",
    "เรียน คุณเกศินี ศรีสุข (คุณเก๋) ผู้จัดการ บริษัท เฮือนสุขวัย แคร์ จำกัด ต.บ้านคลอง อ.เมืองพิษณุโลก",
    "เรื่อง บริการกายภาพบำบัดสำหรับผู้พักอาศัยในศูนย์ดูแลผู้สูงอายุ รายเดือน",
]
HUEAN_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อครั้ง (บาท)", "รวมต่อเดือน (บาท)"),
    ("คลาสออกกำลังกายกลุ่มผู้สูงอายุ (10-15 คน) ครั้งละ 1 ชม.", "8 ครั้ง", "2,500", "20,000"),
    ("กายภาพบำบัดรายบุคคล (หลังผ่าตัด/อัมพฤกษ์) ครั้งละ 45 นาที", "20 ครั้ง", "450", "9,000"),
    ("ประเมินร่างกายผู้พักอาศัยใหม่", "4 ราย", "500", "2,000"),
    ("รวมต่อเดือน", "", "", "31,000"),
]
HUEAN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 31,000 บาท (สามหมื่นหนึ่งพันบาทถ้วน)",
    "ร่าง ยังไม่ได้ส่ง รอคุยกับพี่เอกเรื่องจำนวนครั้งรายบุคคลก่อน",
]
HUEAN_FINAL = [
    CLINIC_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 (แก้ไขครั้งที่ 1)",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน คุณเกศินี ศรีสุข (คุณเก๋) ผู้จัดการ บริษัท เฮือนสุขวัย แคร์ จำกัด ต.บ้านคลอง อ.เมืองพิษณุโลก",
    "เรื่อง บริการกายภาพบำบัดสำหรับผู้พักอาศัยในศูนย์ดูแลผู้สูงอายุ รายเดือน เริ่ม 1 พฤศจิกายน 2568",
]
HUEAN_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อครั้ง (บาท)", "รวมต่อเดือน (บาท)"),
    ("คลาสออกกำลังกายกลุ่มผู้สูงอายุ (10-15 คน) ครั้งละ 1 ชม.", "8 ครั้ง", "2,200", "17,600"),
    ("กายภาพบำบัดรายบุคคล (หลังผ่าตัด/อัมพฤกษ์) ครั้งละ 45 นาที", "30 ครั้ง", "420", "12,600"),
    ("ประเมินร่างกายผู้พักอาศัยใหม่", "ไม่จำกัด", "ฟรี", "0"),
    ("รวมต่อเดือน", "", "", "30,200"),
]
HUEAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 30,200 บาท (สามหมื่นสองร้อยบาทถ้วน) คลินิกไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ระยะสัญญา 6 เดือน (1 พ.ย. 2568 - 30 เม.ย. 2569) วางบิลทุกวันที่ 25 ชำระภายใน 15 วัน",
    "นักกายภาพบำบัดผู้รับผิดชอบ: กภ.กมลวรรณ ศรีวงศ์ และ กภ.ธนพล ศรีวงศ์",
    "ลงชื่อ กมลวรรณ ศรีวงศ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- shockwave quotes
SHOCK_PMS = [
    "บริษัท พิษณุเมดิคอล ซัพพลาย จำกัด จำหน่ายเครื่องมือแพทย์และกายภาพบำบัด",
    "120/4 ถ.พระองค์ดำ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 055-303-446",
    "ใบเสนอราคา เลขที่ PMS-QT-681020-07  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณกมลวรรณ ศรีวงศ์ ศรีวงศ์ กายภาพบำบัด คลินิก",
    "เรื่อง เครื่องรักษาด้วยคลื่นกระแทก (Radial Shockwave)",
]
SHOCK_PMS_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("เครื่อง Radial Shockwave รุ่น RSW-200 พร้อมหัวปล่อยคลื่นมาตรฐาน 2 หัว", "1 เครื่อง", "265,000.00",
     "265,000.00"),
    ("หัวปล่อยคลื่น 15 มม. (เพิ่ม)", "1 หัว", "12,000.00", "12,000.00"),
    ("รถเข็นวางเครื่อง", "1 คัน", "ฟรี", "0.00"),
    ("รวมเป็นเงิน", "", "", "277,000.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "19,390.00"),
    ("รวมทั้งสิ้น", "", "", "296,390.00"),
]
SHOCK_PMS_BOTTOM = [
    "รวมทั้งสิ้น 296,390.00 บาท (สองแสนเก้าหมื่นหกพันสามร้อยเก้าสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 30% = 88,917.00 บาท ส่วนที่เหลือชำระวันส่งของ ส่งและติดตั้งภายใน 7 วัน",
    "รับประกันเครื่อง 2 ปี อบรมการใช้งานที่คลินิกฟรี ยืนราคา 30 วัน",
    "ผู้เสนอราคา คุณวีรยุทธ (ฝ่ายขาย) 081-675-2290",
]
SHOCK_BMT = [
    "BANGKOK MEDTECH CO., LTD.\n"
    "Rehabilitation and sports medicine equipment - 77/5 Rama 9 Road, Huai Khwang, Bangkok 10310\n"
    "QUOTATION No. BMT-Q-2510-144     Date: 24 Oct 2025\n"
    "To: Sriwong Physical Therapy Clinic (Khun Kamonwan Sriwong), Mueang Phitsanulok\n"
    "\n"
    "Radial shockwave therapy unit, model SW-Pro 5, with 2 applicators   1 unit   259,813.08\n"
    "Trolley and spare transmitters (5 pcs)                              included\n"
    "Subtotal                                                           259,813.08\n"
    "VAT 7%                                                              18,186.92\n"
    "TOTAL 278,000.00 THB including VAT\n"
    "\n"
    "Deposit 50% (139,000 THB) with the order, balance on delivery. Delivery 21 days after deposit.\n"
    "Warranty: 1 year on the unit, 6 months on applicators. Training online.\n"
    "This quotation is valid until 23 Nov 2025.\n"
    "Sales: Khun Pichaya 086-118-4520",
]

# ---------------------------------------------------------------- Thai Rehab Supply papers
REHAB_PRICES_2025 = [
    "THAI REHAB SUPPLY CO., LTD.\n"
    "145/9 Ratchadaphisek Road, Din Daeng, Bangkok 10400  Tel. 02-642-7781\n"
    "PRICE LIST 2025 - PHYSIOTHERAPY CONSUMABLES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Kinesiology tape 5 cm x 5 m ............. 185 THB/roll\n"
    "Ultrasound gel 5 L ...................... 420 THB/gallon\n"
    "Resistance band set (3 levels) .......... 650 THB/set\n"
    "Hot pack, standard size ................. 890 THB/pc\n"
    "TENS electrodes 5x5 cm (4 pcs) ........... 95 THB/pack\n"
    "\n"
    "Free delivery for orders of 5,000 THB or more. Payment 30 days.\n"
    "Contact: Supaporn, order@thairehabsupply.co.th",
]
REHAB_PRICES_2567 = ["บริษัท ไทยรีแฮบ ซัพพลาย จำกัด", "ใบราคาอุปกรณ์กายภาพบำบัด ปี 2567 (มกราคม – ธันวาคม 2567)",
                     "ราคายังไม่รวมภาษีมูลค่าเพิ่ม 7%"]
REHAB_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("เทปคิเนสิโอ 5 ซม. x 5 ม.", "165 บาท/ม้วน"),
    ("เจลอัลตร้าซาวด์ 5 ลิตร", "390 บาท/แกลลอน"),
    ("ยางยืดออกกำลังกาย ชุด 3 ระดับ", "590 บาท/ชุด"),
    ("แผ่นประคบร้อน ขนาดมาตรฐาน", "850 บาท/ชิ้น"),
    ("แผ่นอิเล็กโทรด TENS 5x5 ซม. (4 แผ่น)", "85 บาท/แพ็ก"),
]
REHAB_PRICES_2567_BOTTOM = ["ส่งฟรีเมื่อสั่งครบ 4,000 บาทขึ้นไป เครดิต 30 วัน", "ติดต่อ คุณสุภาพร ฝ่ายขาย"]
REHAB_INVOICE = [
    "THAI REHAB SUPPLY CO., LTD.\n"
    "145/9 Ratchadaphisek Road, Din Daeng, Bangkok 10400  Tax ID 0105559087413\n"
    "INVOICE No. TRS-6810-118        Date: 28 Oct 2025\n"
    "Bill to: Sriwong Physical Therapy Clinic, 58/12 Singhawat Road, Nai Mueang, Mueang Phitsanulok 65000\n"
    "\n"
    "Kinesiology tape 5 cm x 5 m       40 rolls  x 185.00   7,400.00\n"
    "Ultrasound gel 5 L                 6 gal    x 420.00   2,520.00\n"
    "TENS electrodes 5x5 cm            30 packs  x  95.00   2,850.00\n"
    "Hot pack, standard size            1 pc     x 890.00     890.00\n"
    "Subtotal                                              13,660.00\n"
    "VAT 7%                                                   956.20\n"
    "TOTAL 14,616.20 THB\n"
    "\n"
    "Payment due: 27 Nov 2025. Early payment discount: 300 THB if paid within 7 days of the invoice date.\n"
    "Bank transfer to Thai Rehab Supply Co., Ltd.",
]
REHAB_RECEIPT = [
    "บริษัท ไทยรีแฮบ ซัพพลาย จำกัด 145/9 ถ.รัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-052",
    "วันที่ 3 พ.ย. 2568",
    "ได้รับเงินจาก ศรีวงศ์ กายภาพบำบัด คลินิก (คุณกมลวรรณ ศรีวงศ์) จ.พิษณุโลก",
    "อ้างอิงใบแจ้งหนี้เลขที่ TRS-6810-118 ลงวันที่ 28/10/68",
]
REHAB_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ TRS-6810-118 (รวมภาษีมูลค่าเพิ่มแล้ว)", "14,616.20"),
    ("หัก ส่วนลดชำระภายใน 7 วัน", "-300.00"),
    ("ยอดรับชำระ", "14,316.20"),
]
REHAB_RECEIPT_BOTTOM = [
    "รับชำระแล้ว 14,316.20 บาท (หนึ่งหมื่นสี่พันสามร้อยสิบหกบาทยี่สิบสตางค์) โดยโอนเงินเข้าบัญชีบริษัท",
    "ผู้รับเงิน สุภาพร มณีรัตน์",
]

# ---------------------------------------------------------------- leasing, health office
VAN_OFFER = [
    "SAWASDEE LEASING CO., LTD.\n"
    "Phitsanulok Branch, 9/1 Boromtrailokanat Road, Mueang Phitsanulok 65000  Tel. 055-219-604\n"
    "\n"
    "30 October 2025\n"
    "Ref: SWL-PL-2568/1187\n"
    "Subject: Hire-purchase approval - used van\n"
    "\n"
    "Dear Mr. Thanaphon Sriwong,\n"
    "Sriwong Physical Therapy Clinic, 58/12 Singhawat Road, Mueang Phitsanulok\n"
    "\n"
    "Your hire-purchase application has been approved on these terms:\n"
    "Vehicle: Toyota Hiace Commuter 2.8 (2019), used, with wheelchair ramp\n"
    "Cash price: 720,000 THB (including VAT)\n"
    "Down payment: 144,000 THB (20%)\n"
    "Amount financed: 576,000 THB\n"
    "Interest: 3.49% per year, flat rate\n"
    "Term: 60 months\n"
    "Total hire-purchase price: 676,512.00 THB\n"
    "Monthly instalment: 11,275.20 THB (including VAT)\n"
    "First instalment due: 5 Dec 2025\n"
    "\n"
    "Please sign the hire-purchase contract at our branch by 20 Nov 2025 and bring your ID card,\n"
    "house registration and the down payment. Compulsory and type-1 insurance for the first year\n"
    "are arranged by the seller.\n"
    "\n"
    "Yours sincerely,\n"
    "Jiraporn Nakwong\n"
    "Credit Officer",
]
HEALTH_LETTER = [
    "สำนักงานสาธารณสุขจังหวัดพิษณุโลก",
    "ที่ พล 0033.009/4127",
    "15 ตุลาคม 2568",
    "เรื่อง การต่ออายุใบอนุญาตให้ดำเนินการสถานพยาบาล ค่าธรรมเนียมรายปี และการตรวจประเมิน",
    "เรียน นางกมลวรรณ ศรีวงศ์ ผู้ดำเนินการสถานพยาบาล ศรีวงศ์ กายภาพบำบัด คลินิก",
    "ตามที่ท่านได้รับใบอนุญาตให้ประกอบกิจการสถานพยาบาล ประเภทคลินิกกายภาพบำบัด เลขที่ 65-2-0147/2564 "
    "และใบอนุญาตให้ดำเนินการสถานพยาบาลของท่านจะสิ้นอายุวันที่ 31 ธันวาคม 2568 "
    "ขอให้ยื่นคำขอต่ออายุใบอนุญาตให้ดำเนินการภายในวันที่ 30 พฤศจิกายน 2568 พร้อมค่าธรรมเนียม 1,000 บาท",
    "และขอให้ชำระค่าธรรมเนียมรายปีของสถานพยาบาล ประจำปี 2569 จำนวน 1,500 บาท ภายในวันที่ 30 ธันวาคม 2568",
    "เจ้าหน้าที่จะเข้าตรวจประเมินสถานพยาบาลในวันที่ 11 ธันวาคม 2568 เวลา 13.30 น. "
    "ขอให้ติดตั้งราวจับในห้องน้ำผู้ป่วย และทางลาดรถเข็นความชันไม่เกิน 1:12 ให้แล้วเสร็จก่อนวันตรวจ",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายแพทย์สาธารณสุขจังหวัดพิษณุโลก",
]
LANDLORD_EMAIL = """From: Wilai Chanthong <wilai.ct@mailbox.co.th>
To: Kamonwan Sriwong <nan.sriwong.pt@mailbox.co.th>
Cc: Thanaphon Sriwong <aek.sriwong@mailbox.co.th>
Date: Mon, 3 Nov 2025 09:14:22 +0700
Subject: Re: ต่อสัญญาเช่าตึกแถว ถ.สิงหวัฒน์ / shop-house lease 2026

สวัสดีค่ะคุณแนน

Thank you for your message. I understand the clinic is still growing, but I cannot keep the rent at 18,000
baht. Land tax and the building insurance both went up this year.

New terms from 1 Jan 2026:
- Monthly rent: 19,500 baht (now 18,000), paid by the 5th of each month
- Security deposit: you have 36,000 with me (2 months); please top up 3,000 so it becomes 39,000
- Lease term: 3 years, 1 Jan 2026 - 31 Dec 2028, rent fixed for the whole 3 years
- I will pay the land and building tax as before, and I will fix the water tank on the roof in December

If this is OK, please come to sign the new lease by 15 Dec 2025. Bring the clinic stamp and a copy of your ID.

ขอบคุณค่ะ
Wilai

> On Fri, 31 Oct 2025, Kamonwan Sriwong wrote:
> คุณวิไลคะ สัญญาเช่าจะหมด 31 ธ.ค. นี้ หนูขอต่ออีก 3 ปีค่ะ ถ้าเป็นไปได้ขอค่าเช่าเดือนละ 18,000 เท่าเดิมนะคะ
"""

# ---------------------------------------------------------------- books
CLINIC_2568 = [96500, 91200, 98700, 88400, 94300, 97800, 101200, 104600, 99800, 106300]
HOME_2568 = [18900, 17100, 20700, 16200, 19800, 21600, 22500, 24300, 21900, 23200]
CORP_2568 = [0, 8000, 0, 12000, 0, 8000, 0, 15000, 0, 9500]
RENT_2568 = [18000] * 10
WAGES_2568 = [33000, 33000, 33000, 33800, 33800, 33800, 34600, 34600, 34600, 35400]
SUPPLIES_2568 = [8230, 7640, 9180, 6920, 8850, 7310, 9620, 8790, 7960, 9450]
UTIL_2568 = [4650, 4820, 5730, 6410, 6280, 5570, 5190, 5060, 4980, 4870]
FUEL_2568 = [2900, 2650, 3100, 2580, 3050, 3300, 3420, 3680, 3350, 3850]
CLINIC_2567 = [84200, 80600, 87300, 79100, 83800, 86400, 89900, 92300, 88100, 93700, 95200, 91400]
HOME_2567 = [14400, 13500, 15300, 12600, 14900, 16200, 17100, 18000, 16600, 17800, 18900, 16200]
CORP_2567 = [0, 6000, 0, 8000, 0, 6000, 0, 10000, 0, 6000, 8000, 0]
RENT_2567 = [16500] * 12
WAGES_2567 = [30000, 30000, 30000, 30500, 30500, 30500, 31200, 31200, 31200, 31200, 32000, 32000]
SUPPLIES_2567 = [7420, 6880, 8310, 6150, 7960, 6640, 8820, 7740, 7230, 8150, 7610, 9920]
UTIL_2567 = [4310, 4450, 5390, 6020, 5960, 5210, 4870, 4750, 4690, 4580, 4420, 4360]
FUEL_2567 = [2300, 2150, 2480, 2050, 2390, 2610, 2720, 2880, 2640, 2790, 2950, 2540]


def _clinic_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "รายรับ Income"
    sales.append([f"รายรับ ศรีวงศ์ กายภาพบำบัด คลินิก ปี {year} (Monthly income {year})"])
    sales.append(["เดือน (Month)", "ทำกายภาพในคลินิก (Clinic sessions)", "เยี่ยมบ้าน (Home visits)",
                  "งานองค์กร/สัมมนา (Corporate talks)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sales.append([f"{month} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sales, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายคลินิก ปี {year} (Clinic expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าเช่าตึก (Rent)", "ค่าจ้าง (Wages)", "อุปกรณ์สิ้นเปลือง (Supplies)",
                  "ค่าไฟ/น้ำ/เน็ต (Utilities)", "น้ำมันรถเยี่ยมบ้าน (Van fuel)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ผ่อนบ้าน (Home loan)", 14200, "ธ.นครไทย หักวันที่ 5"), ("ค่าไฟบ้าน (Electricity)", 2318.60, ""),
                  ("ค่าน้ำประปา (Water)", 341.20, "กปภ."), ("เน็ต + มือถือ (Internet, phones)", 1299, ""),
                  ("ค่ากับข้าว (Food)", 11200, ""), ("ค่าน้ำมันรถ City (Petrol)", 2900, ""),
                  ("เรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต + อังกฤษ"), ("ให้แม่ (Mum)", 3000, "")],
    "ก.ย. 2568": [("ผ่อนบ้าน (Home loan)", 14200, "ธ.นครไทย หักวันที่ 5"), ("ค่าไฟบ้าน (Electricity)", 2475.35, ""),
                  ("ค่าน้ำประปา (Water)", 366.48, "กปภ."), ("เน็ต + มือถือ (Internet, phones)", 1299, ""),
                  ("ค่ากับข้าว (Food)", 10850, ""), ("ค่าน้ำมันรถ City (Petrol)", 3100, ""),
                  ("เรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต + อังกฤษ"), ("ให้แม่ (Mum)", 3000, ""),
                  ("ซ่อมแอร์ห้องนอน (Aircon repair)", 1800, "")],
    "ต.ค. 2568": [("ผ่อนบ้าน (Home loan)", 14200, "ธ.นครไทย หักวันที่ 5"), ("ค่าไฟบ้าน (Electricity)", 2206.90, ""),
                  ("ค่าน้ำประปา (Water)", 477.22, "กปภ."), ("เน็ต + มือถือ (Internet, phones)", 1299, ""),
                  ("ค่ากับข้าว (Food)", 11540, ""), ("ค่าน้ำมันรถ City (Petrol)", 3350, "ขับไป รพ. แม่บ่อย"),
                  ("เรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต + อังกฤษ"),
                  ("ค่าโรงพยาบาลแม่ ส่วนของเรา (Mum's hospital, our half)", 34125, "อีกครึ่งพี่โอ๊ตจ่าย"),
                  ("วอล์คเกอร์ + ราวจับห้องน้ำบ้านแม่ (Walker, grab bars)", 2650, "")],
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


# ---------------------------------------------------------------- school fees
FEES_TOP = ["โรงเรียนสิงหวัฒน์วิทยาคม อ.เมืองพิษณุโลก จ.พิษณุโลก",
            "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
            "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ศรีวงศ์  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 41256"]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "9,800"),
    ("ค่าเรียนห้องเรียนพิเศษวิทยาศาสตร์-คณิตศาสตร์", "6,500"),
    ("ค่าทัศนศึกษา (อุทยานวิทยาศาสตร์)", "1,200"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "17,850"),
]
FEES_BOTTOM = ["รวมทั้งสิ้น 17,850 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
               "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารนครไทย 611-3-20874-5 แล้วส่งสลิปให้ครูประจำชั้น",
               "ชำระล่าช้า ปรับวันละ 20 บาท"]

# ---------------------------------------------------------------- household pdfs
WATER_SEP = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Phitsanulok Branch\n"
    "WATER BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanaphon Sriwong\n"
    "Address: 99/45 Moo 6, Tha Thong, Mueang Phitsanulok 65000\n"
    "Customer no. 5530-118-2746\n"
    "Meter read on: 21 Sep 2025   Previous 1,204   Current 1,229   Used 25 cu.m.\n"
    "Water charge 312.50  Service fee 30.00  VAT 7% 23.98\n"
    "AMOUNT DUE: 366.48 THB\n"
    "Due date: 10 Oct 2025\n"
    "Pay at PWA offices, counter services or by auto-debit.",
]
WATER_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Phitsanulok Branch\n"
    "WATER BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanaphon Sriwong\n"
    "Address: 99/45 Moo 6, Tha Thong, Mueang Phitsanulok 65000\n"
    "Customer no. 5530-118-2746\n"
    "Meter read on: 21 Oct 2025   Previous 1,229   Current 1,261   Used 32 cu.m.\n"
    "Water charge 416.00  Service fee 30.00  VAT 7% 31.22\n"
    "AMOUNT DUE: 477.22 THB\n"
    "Due date: 10 Nov 2025\n"
    "Note: your use is higher than last month. Please check for leaks.\n"
    "Pay at PWA offices, counter services or by auto-debit.",
]
CAR_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Office, Akathotsarot Road\n"
    "22 October 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mrs. Kamonwan Sriwong\n"
    "Vehicle: Honda City 1.0 Turbo (2021), plate 1KK-4528 Phitsanulok\n"
    "Policy no. CPI-M-6807-20931, Type 1 (garage repair)\n"
    "Sum insured: 430,000 THB\n"
    "\n"
    "Renewal premium: 16,850.00 THB including stamp duty and VAT\n"
    "(last year 17,420.00 THB; no-claim discount now 20%)\n"
    "Compulsory motor insurance (CMI), billed separately: 645.21 THB\n"
    "Due date: 30 Nov 2025. Cover lapses if the premium is not received by this date.\n"
    "Pay by QR code, bank transfer or through your agent Khun Somsak (089-204-7735).",
]
HOSPITAL_BILL = [
    "NAN RIVER HOSPITAL\n"
    "Wang Chan Road, Mueang Phitsanulok 65000  Tel. 055-900-300\n"
    "\n"
    "INPATIENT BILL AND RECEIPT        No. IPD-2568-10-04417\n"
    "Patient: Mrs. Somjai Thongdee (age 74)   HN 65-0041872\n"
    "Admitted: 12 Oct 2025   Discharged: 18 Oct 2025 (6 nights)\n"
    "Diagnosis: fracture of the left femoral neck (hip)\n"
    "Procedure: bipolar hemiarthroplasty, left hip\n"
    "Attending physician: Dr. Anan Wattanakul, orthopaedics\n"
    "\n"
    "Room, 6 nights x 2,800                  16,800.00\n"
    "Surgery, anaesthesia and implant        118,500.00\n"
    "Medicines and supplies                   14,260.00\n"
    "Laboratory and X-ray                      9,870.00\n"
    "Nursing and other services                6,420.00\n"
    "Physiotherapy in hospital                 2,400.00\n"
    "TOTAL CHARGES                           168,250.00\n"
    "Less: Thai Senior Care Plus insurance  -100,000.00\n"
    "AMOUNT PAID BY PATIENT                   68,250.00 THB\n"
    "\n"
    "Paid 18 Oct 2025 by credit card (guarantor: Mrs. Kamonwan Sriwong, daughter).\n"
    "Follow-up: orthopaedic clinic, 1 Nov 2025, 09:00. Physiotherapy at home 3 times a week advised.",
]
HOME_LOAN = [
    "NAKHON THAI BANK PUBLIC COMPANY LIMITED\n"
    "Phitsanulok Branch\n"
    "\n"
    "HOME LOAN STATEMENT as of 31 Oct 2025\n"
    "Borrowers: Mr. Thanaphon Sriwong and Mrs. Kamonwan Sriwong\n"
    "Loan account: 402-7-19553-0     Property: 99/45 Moo 6, Tha Thong, Mueang Phitsanulok\n"
    "Original loan: 1,850,000.00 THB (June 2019), term 30 years\n"
    "\n"
    "Outstanding principal: 1,284,560.37 THB\n"
    "Current interest rate: 3.15% per year, fixed until 31 Dec 2025\n"
    "From 1 Jan 2026: floating, MRR - 2.00% (5.05% today)\n"
    "Current instalment: 14,200 THB per month, debited on the 5th\n"
    "New instalment from Jan 2026: 15,100 THB per month\n"
    "\n"
    "Interest paid 1 Jan - 31 Oct 2025: 34,162.51 THB\n"
    "The interest certificate for tax for the full year will be sent in January 2026.\n"
    "Retention offer: call the branch by 15 Dec 2025 to fix the rate at 3.35% for 3 more years.",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(CLINIC_2568) + sum(HOME_2568) + sum(CORP_2568)
    return [
        ("แผนคลินิกศรีวงศ์ ปี 2569", "Sriwong Physical Therapy Clinic - plan for 2026\nแนน & เอก  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nเยี่ยมบ้านเพิ่มขึ้นเกือบทุกเดือน\n"
                         "ลูกค้าองค์กรใหม่: Huean Sukwai Care (ศูนย์ดูแลผู้สูงอายุ) เริ่ม พ.ย.\n"
                         "ปัญหา: ค่าเช่าขึ้นปีหน้า, รถเก๋งขนรถเข็นไม่ได้"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,900,000 บาท\nเยี่ยมบ้านให้ได้ 25% ของรายรับ\nรับนักกายภาพเต็มเวลาเพิ่ม 1 คน"),
        ("เครื่องช็อคเวฟ", "งบไม่เกิน 300,000 บาท\nมีใบเสนอราคา 2 เจ้า (พิษณุเมดิคอล / Bangkok MedTech) ยังไม่ตัดสินใจ\n"
                          "คิดค่ารักษาครั้งละ 800 บาท คืนทุนประมาณ 2 ปี"),
        ("รถตู้เยี่ยมบ้าน", "รถตู้มือสองมีทางลาดรถเข็น ผ่อนกับ Sawasdee Leasing 60 งวด\n"
                           "ใช้รับส่งคนไข้ที่นั่งรถเข็นมาทำที่คลินิกด้วย"),
        ("ต้นทุนคงที่ปีหน้า", "ค่าเช่าตึกใหม่ตั้งแต่ ม.ค. 69\nต่อใบอนุญาตคลินิก + ทำทางลาดและราวจับก่อน สสจ. ตรวจ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "คลินิกศรีวงศ์กายภาพ/แชท/แชทไลน์_คุณเก๋_เฮือนสุขวัย.txt": """[10 ต.ค. 68 16:40] แนน ศรีวงศ์กายภาพ: คุณเก๋คะ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะคะ คลาสกลุ่มเดือนละ 8 ครั้ง ครั้งละ 2,200 รายบุคคล 30 ครั้ง ครั้งละ 420 รวมเดือนละ 30,200 ค่ะ
[10 ต.ค. 68 17:05] คุณเก๋ เฮือนสุขวัย: ได้รับแล้วค่ะพี่แนน เดี๋ยวเสนอ ผอ. ก่อนนะคะ
[13 ต.ค. 68 11:20] คุณเก๋ เฮือนสุขวัย: พี่แนนคะ ผอ. บอกงบมีเดือนละ 27,000 ค่ะ ลดได้มั้ยคะ
[13 ต.ค. 68 12:02] แนน ศรีวงศ์กายภาพ: 27,000 ไม่ไหวจริงๆ ค่ะ ต้องไปกันสองคน ถ้าทำสัญญา 12 เดือน ลดให้เหลือเดือนละ 29,000 ค่ะ
[14 ต.ค. 68 09:35] คุณเก๋ เฮือนสุขวัย: ผอ. โอเคค่ะ 29,000 สัญญา 12 เดือน เริ่ม 1 พ.ย. นะคะ
[14 ต.ค. 68 09:40] แนน ศรีวงศ์กายภาพ: ขอบคุณค่ะ รบกวนโอนมัดจำ 1 เดือน 29,000 ก่อนวันที่ 25 ต.ค. นะคะ
[24 ต.ค. 68 15:10] คุณเก๋ เฮือนสุขวัย: โอนมัดจำแล้วค่ะ 29,000
[3 พ.ย. 68 14:15] คุณเก๋ เฮือนสุขวัย: พี่แนนคะ มีผู้พักอาศัยใหม่หลังผ่าตัดเข่า 2 ท่าน ขอรายบุคคลเพิ่มอีกเดือนละ 10 ครั้งได้มั้ยคะ ตั้งแต่ ธ.ค.
[3 พ.ย. 68 14:40] แนน ศรีวงศ์กายภาพ: ได้ค่ะ ครั้งละ 420 เพิ่มเดือนละ 4,200 ตั้งแต่ ธ.ค. รวมเป็นเดือนละ 33,200 ค่ะ
[3 พ.ย. 68 14:52] คุณเก๋ เฮือนสุขวัย: ตกลงค่ะ ตั้งแต่ ธ.ค. 33,200 นะคะ เดี๋ยวทำบันทึกแนบท้ายสัญญาให้ค่ะ
""",
    "คลินิกศรีวงศ์กายภาพ/แชท/แชทไลน์_พี่หน่อย_ลูกยายบุญมี.txt": """[1 ต.ค. 68 19:20] พี่หน่อย: สวัสดีค่ะ คุณแม่หน่อย (ยายบุญมี) เพิ่งออกจาก รพ. เส้นเลือดสมองตีบ ขาขวาอ่อนแรง หมอให้ทำกายภาพที่บ้าน คิดยังไงคะ
[1 ต.ค. 68 19:45] แนน ศรีวงศ์กายภาพ: ในเขตอำเภอเมืองครั้งละ 950 บาทค่ะ ครั้งละ 1 ชั่วโมง ถ้าซื้อแพ็กเกจ 10 ครั้ง 9,000 บาทค่ะ
[1 ต.ค. 68 20:10] พี่หน่อย: แพงจังค่ะ เพื่อนบอกที่อื่นครั้งละ 750 แพ็กเกจ 7,500 ได้มั้ยคะ
[1 ต.ค. 68 20:32] แนน ศรีวงศ์กายภาพ: 7,500 ไม่ได้จริงๆ ค่ะ ลดได้สุด 8,500 แถมให้ยืมวอล์คเกอร์ฟรีตลอดแพ็กเกจค่ะ
[1 ต.ค. 68 20:40] พี่หน่อย: โอเคค่ะ 8,500 มัดจำเท่าไหร่คะ
[1 ต.ค. 68 20:45] แนน ศรีวงศ์กายภาพ: มัดจำ 4,000 ค่ะ ส่วนที่เหลือ 4,500 จ่ายตอนครบครั้งที่ 6 นะคะ เริ่มวันจันทร์ที่ 6 ต.ค. ค่ะ
[2 ต.ค. 68 08:10] พี่หน่อย: โอนมัดจำ 4,000 แล้วค่ะ
[31 ต.ค. 68 17:30] แนน ศรีวงศ์กายภาพ: พี่หน่อยคะ ครบ 6 ครั้งแล้วนะคะ ยายเดินกับวอล์คเกอร์ได้ไกลขึ้นมากค่ะ
[4 พ.ย. 68 10:05] พี่หน่อย: โอนส่วนที่เหลือ 4,500 แล้วนะคะ ขอบคุณพี่แนนกับพี่เอกมากค่ะ
""",
    "คลินิกศรีวงศ์กายภาพ/บัญชี/เยี่ยมบ้าน_ตุลาคม68.md": """# เยี่ยมบ้าน ตุลาคม 2568

| คนไข้ | อาการ | พื้นที่ | ครั้ง | ค่าบริการ | รับเงิน ต.ค. |
|---|---|---|---|---|---|
| ลุงประยูร (นายประยูร ทองคำ) | อัมพฤกษ์ซีกซ้าย | ต.อรัญญิก | 8 | 900 บาท/ครั้ง | 7,200 บาท |
| ยายบุญมี (นางบุญมี แก้วมา) | เส้นเลือดสมองตีบ ขาขวาอ่อนแรง | ต.บ้านคลอง | 6 | แพ็กเกจ 10 ครั้ง 8,500 | 4,000 บาท (มัดจำ) |
| ป้าศรี (นางศรีนวล จันทร์หอม) | ข้อเข่าเสื่อม | อ.วังทอง (นอกเขต) | 4 | 1,200 บาท/ครั้ง | 4,800 บาท |
| ตาเฉลิม (นายเฉลิม บุญยืน) | พาร์กินสัน | ต.หัวรอ | 8 | 900 บาท/ครั้ง | 7,200 บาท |

รวม 26 ครั้ง รับเงินเดือน ต.ค. 23,200 บาท
- พี่เอกไปลุงประยูรกับตาเฉลิม พี่แนนไปยายบุญมีกับป้าศรี
- น้ำมันรถเยี่ยมบ้าน ต.ค. 3,850 บาท (ไปวังทองไกล)
- ยายบุญมีเหลือ 4 ครั้งในแพ็กเกจ ส่วนที่เหลือของแพ็กเกจจะได้เดือน พ.ย.
""",
    "คลินิกศรีวงศ์กายภาพ/บัญชี/ค่าจ้างผู้ช่วย_ต.ค.68.md": """# ค่าจ้าง ตุลาคม 2568

| ชื่อ | ตำแหน่ง | ค่าจ้าง | รวม |
|---|---|---|---|
| แพร (น.ส.แพรวา ใจดี) | ผู้ช่วยนักกายภาพ | เงินเดือน 15,000 + OT 1,200 | 16,200 บาท |
| ต้น (นายกิตติพงษ์ มีสุข) | นักกายภาพ part-time | 350 บาท/เคส x 42 เคส | 14,700 บาท |
| ป้าเล็ก (นางเล็ก สายทอง) | แม่บ้าน ทำความสะอาด | เดือนละ 4,500 | 4,500 บาท |

รวมจ่ายค่าจ้าง ต.ค. 35,400 บาท โอนแล้ว 31 ต.ค.
ต้นรับเคสเพิ่มช่วงพี่แนนไปเฝ้าแม่ที่ รพ. 12-18 ต.ค.
""",
    "คลินิกศรีวงศ์กายภาพ/เอกสาร/email_landlord_rent_2569.txt": LANDLORD_EMAIL,
    "คลินิกศรีวงศ์กายภาพ/นัดคนไข้ 10-15 พ.ย. 68.md": """# นัดคนไข้ สัปดาห์ 10-15 พ.ย. 68

- จ. 10/11/68 09:00 ลุงประยูร เยี่ยมบ้าน (พี่เอก) / 13:30 เฮือนสุขวัย คลาสกลุ่ม (พี่แนน + แพร)
- อ. 11/11/68 10:00 คุณโบว์ ออฟฟิศซินโดรม ที่คลินิก / 15:00 ยายบุญมี ครั้งที่ 8 (พี่แนน)
- พ. 12/11/68 09:00 ตาเฉลิม เยี่ยมบ้าน (พี่เอก) / 14:00 น้องบีม นักฟุตบอล เอ็นข้อเท้า (ต้น)
- พฤ. 13/11/68 13:30 เฮือนสุขวัย คลาสกลุ่ม + รายบุคคล 4 ท่าน
- ศ. 14/11/68 ว่างช่วงเช้า: ไปโอนค่าเทอมภูมิ / 16:00 ป้าศรี วังทอง (พี่แนน)
- ส. 15/11/68 09:00-12:00 คลินิกเปิดครึ่งวัน (ต้น + แพร)
""",
    "คลินิกศรีวงศ์กายภาพ/ท่าบริหาร_ปวดหลัง_สำหรับคนไข้.md": """# ท่าบริหารลดปวดหลังส่วนล่าง (แจกคนไข้)
1. นอนหงาย ชันเข่า กดหลังแนบพื้น เกร็งหน้าท้องค้าง 10 วินาที ทำ 10 ครั้ง
2. นอนหงาย กอดเข่าเข้าหาอก ทีละข้าง ค้าง 20 วินาที ข้างละ 3 ครั้ง
3. ท่าแมว-วัว ในท่าคลาน แอ่นหลังและโก่งหลังช้าๆ 10 รอบ
4. ยกสะโพก (bridging) ค้าง 5 วินาที 10 ครั้ง
- ทำวันละ 2 รอบ เช้า-เย็น ถ้าปวดร้าวลงขาหรือชา ให้หยุดแล้วโทรหาคลินิก 055-241-738
""",
    "บ้าน/แชทไลน์_บ้านศรีวงศ์.txt": """[18 ต.ค. 68 15:10] แนน: พี่โอ๊ต ค่า รพ. แม่ออกมาแล้วนะ ทั้งหมด 168,250 ประกันจ่าย 100,000 เหลือ 68,250 หนูรูดบัตรไปก่อน
[18 ต.ค. 68 15:25] พี่โอ๊ต: หารสองนะแนน พี่โอนให้ 34,125 สิ้นเดือน
[18 ต.ค. 68 15:26] แนน: โอเคพี่ แม่กลับบ้านวันนี้ เดี๋ยวหนูกับเอกทำกายภาพให้แม่เองที่บ้าน
[22 ต.ค. 68 20:40] เอก: ประกันรถ City ส่งใบต่ออายุมาแล้ว ปีนี้ 16,850 ถูกกว่าปีที่แล้ว ต่อเลยนะ
[27 ต.ค. 68 19:12] ภูมิ: แม่ครับ ค่าเทอม 2 ของผม 17,850 ต้องจ่ายก่อน 14 พ.ย. นะครับ ครูให้บอก
[27 ต.ค. 68 19:20] แนน: รู้แล้วลูก แม่ไปจ่ายวันศุกร์ที่ 14
[30 ต.ค. 68 21:05] แนน: พี่เอก วันเสาร์ 1 พ.ย. แม่นัดหมอกระดูก 9 โมง ไปส่งแม่ได้ไหม หนูต้องไปเฮือนสุขวัยวันแรก
[30 ต.ค. 68 21:08] เอก: ได้ ผมไปเอง
[31 ต.ค. 68 20:02] พี่โอ๊ต: โอนแล้วนะแนน 34,125
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาเช่าซื้อรถตู้ ก่อน 20 พ.ย.
- ยื่นต่อใบอนุญาตคลินิกที่ สสจ. ก่อน 30 พ.ย. + จ้างช่างทำทางลาด/ราวจับ
- โอนค่าเทอมภูมิ ก่อน 14 พ.ย.
- ต่อประกันรถ City ก่อน 30 พ.ย.
- ตัดสินใจเครื่องช็อคเวฟ (พิษณุเมดิคอล หรือ Bangkok MedTech)
- ตอบคุณวิไลเรื่องสัญญาเช่าใหม่
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    clinic = docs / "คลินิกศรีวงศ์กายภาพ"
    quotes, shock, suppliers = clinic / "ใบเสนอราคา", clinic / "เครื่องช็อคเวฟ", clinic / "Suppliers"
    papers, books = clinic / "เอกสาร", clinic / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, shock, suppliers, papers, books, clinic / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "แม่สมใจ", home / "สินเชื่อบ้าน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เฮือนสุขวัย_v1_ร่าง.docx", HUEAN_DRAFT, HUEAN_DRAFT_TABLE,
               bottom=HUEAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เฮือนสุขวัย_v2_final.docx", HUEAN_FINAL, HUEAN_FINAL_TABLE,
               bottom=HUEAN_FINAL_BOTTOM)
    write_docx(shock / "ใบเสนอราคา_ช็อคเวฟ_พิษณุเมดิคอล.docx", SHOCK_PMS, SHOCK_PMS_TABLE, bottom=SHOCK_PMS_BOTTOM)
    make_pdf(shock / "Quotation_Shockwave_BangkokMedTech_Oct2025.pdf", SHOCK_BMT)
    make_pdf(suppliers / "ThaiRehabSupply_PriceList_2025.pdf", REHAB_PRICES_2025)
    write_docx(suppliers / "ราคาอุปกรณ์_ไทยรีแฮบซัพพลาย_2567.docx", REHAB_PRICES_2567, REHAB_PRICES_2567_TABLE,
               bottom=REHAB_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "ThaiRehab_invoice_TRS-6810-118.pdf", REHAB_INVOICE)
    write_docx(suppliers / "ใบเสร็จ_ไทยรีแฮบ_RC-6811-052.docx", REHAB_RECEIPT, REHAB_RECEIPT_TABLE,
               bottom=REHAB_RECEIPT_BOTTOM)
    make_pdf(papers / "SawasdeeLeasing_van_hire_purchase_Oct2025.pdf", VAN_OFFER)
    write_docx(papers / "หนังสือ_สสจ.พิษณุโลก_ต่อใบอนุญาตคลินิก.docx", HEALTH_LETTER)
    _clinic_book(books / "รายรับรายจ่ายคลินิก_2568.xlsx", "2568", [CLINIC_2568, HOME_2568, CORP_2568],
                 [RENT_2568, WAGES_2568, SUPPLIES_2568, UTIL_2568, FUEL_2568])
    _clinic_book(books / "รายรับรายจ่ายคลินิก_2567.xlsx", "2567", [CLINIC_2567, HOME_2567, CORP_2567],
                 [RENT_2567, WAGES_2567, SUPPLIES_2567, UTIL_2567, FUEL_2567])
    write_slides(clinic / "แผนคลินิก 2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PWA_water_bill_Sep2025.pdf", WATER_SEP)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_OCT)
    make_pdf(home / "ประกัน" / "ChaoPhraya_car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_ม.1_เทอม2-2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    make_pdf(home / "แม่สมใจ" / "NanRiverHospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "สินเชื่อบ้าน" / "NakhonThaiBank_HomeLoan_Statement_Oct2025.pdf", HOME_LOAN)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
