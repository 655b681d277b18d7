"""The hydroponic folder: the papers of a Thai hydroponic salad farmer and his household, written by code.

The owner is นายอนุชา ศรีบุญเรือง (พี่ชา). He runs "ใบเขียวไฮโดรฟาร์ม" (Bai Khiao Hydro Farm), two greenhouses
(NFT and DFT) at 88 หมู่ 5 ต.สง่าบ้าน อ.ดอยสะเก็ด จ.เชียงใหม่, and sells salad greens to cafes in town, to the
three branches of เหนือฟ้า ซูเปอร์มาร์เก็ต (since September) and at a weekend market / online. His wife
สาวิตรี (แอน) keeps the house accounts, his daughter ใบเตย (ด.ญ.ณัฐณิชา) is in ป.5, his father พ่อคำแสน lives
with them. The greenhouses were built with a loan from ธนาคารสยามเกษตร (Siam Agri Bank). It is November 2568 (2025).

Documents/ฟาร์ม/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_กรีนโบวล์_ร่าง.docx: draft quote QT-68-019 to Green Bowl Cafe (คุณเบียร์), salad greens
  by the month, 17,900 a month (table of items, kg a month, prices).
- ใบเสนอราคา/ใบเสนอราคา_กรีนโบวล์_ฉบับจริง.docx: the final of the same quote, other figures, 19,515 a month.
- ลูกค้า/สัญญาส่งผัก_เหนือฟ้าซูเปอร์มาร์เก็ต.docx: supply contract with Nuea Fah Retail Co. (salad pack 250 g 38 บาท,
  mixed salad 300 g 52 บาท, credit 45 วัน, listing fee 3,000 a branch, 1 ก.ย. 2568 - 31 ส.ค. 2569).
- ลูกค้า/ยอดส่งเหนือฟ้า_ต.ค.68.xlsx: every October delivery to Nuea Fah (packs, returns, amount), 33,804 in all.
- Suppliers/SeedPro_pricelist_2025.pdf: English seed price list of SeedPro Asia Co., Ltd. for 2025 (butterhead 690).
- Suppliers/ราคาเมล็ดพันธุ์_ซีดโปร_2567.docx: last year's list of the same firm, in Thai (บริษัท ซีดโปร เอเชีย จำกัด,
  butterhead 650).
- Suppliers/HydroMix_invoice_HM-2510-221.pdf: October invoice for A/B nutrients (11,834.20, due 8 Nov 2025).
- Suppliers/email_HydroMix_Nov2025.txt: an email: nutrient A 1,150 -> 1,240, B 1,280 -> 1,350 from 1 December 2025.
- โซลาร์/SunNorth_solar_quotation.pdf and โซลาร์/DoiEnergy_solar_quotation.pdf: two similar 10 kW rooftop quotes
  (285,000 incl. VAT vs 268,000 + VAT = 286,760).
- เงินกู้โรงเรือน/SiamAgriBank_loan_statement_Oct2025.pdf: English loan statement (650,000 loan, 6.50%, 9,650 a
  month, 436,471.52 outstanding).
- เงินกู้โรงเรือน/หนังสือธนาคารสยามเกษตร_ปรับดอกเบี้ย.docx: the same bank in Thai: rate 6.50% -> 6.25% from
  1 ธ.ค. 2568, new installment 9,600.
- ค่าไฟ/PEA_farm_electricity_Oct2025.pdf: the greenhouse meter's bill (1,486 kWh, 7,315.80, due 30 Oct 2025).
- บัญชี/ยอดขายฟาร์ม_2568.xlsx: this year's book, two sheets (sales by month and channel; expenses by month).
- บัญชี/ยอดขายฟาร์ม_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงคนงาน_ตุลาคม68.md: the October wages of three workers, 24,500 in all.
- แชท/แชทไลน์_SlowMorningCafe.txt: LINE chat with a cafe; butterhead goes 10 -> 14 -> 12 กิโล a week, 2,100 a week.
- แชท/แชทไลน์_คุณปิยะ_เหนือฟ้า.txt: LINE chat with the supermarket buyer; mixed salad 52 -> asks 48 -> settles 49.
- บันทึกปลูก_ต.ค.-พ.ย.68.md: growing log (EC/pH, root rot on 18 ต.ค., 420 plants lost, harvest 486 กก.).
- แผนฟาร์มปี2569.pptx: slides, the plan for next year (900,000 target, greenhouse 3 for 380,000, solar).
- สูตรน้ำสลัดงาญี่ปุ่น.md: his sesame dressing recipe for market customers.

Documents/บ้าน/ (the household)
- Bills/PEA_home_electricity_Oct2025.pdf and Bills/LannaLink_mobile_bill_Oct2025.pdf: English bills.
- ประกัน/DoiSuthepLife_health_renewal_2025.pdf: English renewal notice of the wife's health policy (27,450, pay by
  15 Dec 2025); the daughter's life policy is paid monthly to ดอยสุเทพประกันชีวิต in the spending book.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices (21,350; 23,100).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group.
- ทริปปีใหม่_น่าน.md: a plan for a New Year trip to Nan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = "ใบเขียวไฮโดรฟาร์ม (Bai Khiao Hydro Farm) 88 หมู่ 5 ต.สง่าบ้าน อ.ดอยสะเก็ด จ.เชียงใหม่ 50220 โทร 081-762-3394"

# ---------------------------------------------------------------- quotes to the cafe
QUOTE_HEAD = ("รายการ", "ปริมาณต่อเดือน", "ราคาต่อกก.", "รวม (บาท)")
GB_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-019",
    "วันที่ 5 ตุลาคม 2568",
    "เรียน คุณเบียร์ ร้านกรีนโบวล์ คาเฟ่ (Green Bowl Cafe) นิมมานเหมินท์ ซอย 9",
    "เรื่อง ผักสลัดไฮโดรโปนิกส์ส่งประจำ สัปดาห์ละ 2 ครั้ง (อังคาร/ศุกร์)",
]
GB_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("กรีนโอ๊ค", "30 กก.", "110", "3,300"),
    ("เรดโอ๊ค", "25 กก.", "120", "3,000"),
    ("บัตเตอร์เฮด", "40 กก.", "120", "4,800"),
    ("ร็อกเก็ต", "15 กก.", "220", "3,300"),
    ("คอส", "35 กก.", "100", "3,500"),
    ("รวมต่อเดือน", "", "", "17,900"),
]
GB_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 17,900 บาท (หนึ่งหมื่นเจ็ดพันเก้าร้อยบาทถ้วน) ส่งฟรีในเมือง",
                   "ร่าง ยังไม่ได้ส่ง รอดูว่าบัตเตอร์เฮดโรงเรือน 2 จะพอไหม"]
GB_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-019 (ฉบับแก้ไข)",
    "วันที่ 12 ตุลาคม 2568",
    "เรียน คุณเบียร์ ร้านกรีนโบวล์ คาเฟ่ (Green Bowl Cafe) นิมมานเหมินท์ ซอย 9",
    "เรื่อง ผักสลัดไฮโดรโปนิกส์ส่งประจำ สัปดาห์ละ 2 ครั้ง (อังคาร/ศุกร์) เริ่ม 4 พฤศจิกายน 2568",
]
GB_FINAL_TABLE = [
    QUOTE_HEAD,
    ("กรีนโอ๊ค", "30 กก.", "110", "3,300"),
    ("เรดโอ๊ค", "20 กก.", "120", "2,400"),
    ("บัตเตอร์เฮด", "45 กก.", "115", "5,175"),
    ("ร็อกเก็ต", "12 กก.", "220", "2,640"),
    ("คอส", "40 กก.", "100", "4,000"),
    ("ไมโครกรีนทานตะวัน", "8 กก.", "250", "2,000"),
    ("รวมต่อเดือน", "", "", "19,515"),
]
GB_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 19,515 บาท (หนึ่งหมื่นเก้าพันห้าร้อยสิบห้าบาทถ้วน) ส่งฟรีในเมือง",
    "เงื่อนไข: วางบิลทุกสิ้นเดือน เครดิต 15 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "ลงชื่อ อนุชา ศรีบุญเรือง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supermarket contract and deliveries
NF_CONTRACT = [
    "สัญญาซื้อขายผักสลัดไฮโดรโปนิกส์",
    "สัญญาเลขที่ NF-SP 044/2568  ทำที่ สำนักงานใหญ่ บริษัท เหนือฟ้า รีเทล จำกัด ถนนเชียงใหม่-ลำปาง "
    "วันที่ 25 สิงหาคม 2568",
    "ระหว่าง บริษัท เหนือฟ้า รีเทล จำกัด (เหนือฟ้า ซูเปอร์มาร์เก็ต) โดย นายธีรพงษ์ อินทร์แก้ว ผู้จัดการฝ่ายจัดซื้อ "
    "ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นายอนุชา ศรีบุญเรือง ใบเขียวไฮโดรฟาร์ม ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
]
NF_HEADINGS = [
    ("ข้อ 1 สินค้าและราคา", "สลัดแพ็ก 250 กรัม (กรีนโอ๊ค เรดโอ๊ค หรือคอส) ราคา 38 บาทต่อแพ็ก\n"
     "มิกซ์สลัด 300 กรัม ราคา 52 บาทต่อแพ็ก\nราคารวมภาษีแล้ว ผู้ซื้อเป็นผู้ติดราคาขายหน้าร้านเอง"),
    ("ข้อ 2 การส่งสินค้า", "ผู้ขายส่งสินค้า 3 สาขา (สันทราย หางดง ช้างเผือก) ทุกวันจันทร์ พุธ ศุกร์ ก่อนเวลา 07.00 น.\n"
     "ผักต้องเก็บไม่เกิน 24 ชั่วโมงก่อนส่ง และขนส่งในกล่องโฟมเย็น"),
    ("ข้อ 3 สินค้าคืน", "ผักที่เหลือเกิน 3 วันหรือเสียหาย ผู้ซื้อคืนได้ไม่เกินร้อยละ 5 ของยอดส่ง โดยหักจากยอดเงินของรอบนั้น"),
    ("ข้อ 4 การชำระเงิน", "ผู้ขายวางบิลทุกสิ้นเดือน ผู้ซื้อชำระเงินโดยโอนเข้าบัญชีผู้ขาย เครดิต 45 วัน นับจากวันวางบิล"),
    ("ข้อ 5 ค่าแรกเข้า", "ผู้ขายชำระค่าแรกเข้าสาขาละ 3,000 บาท รวม 9,000 บาท หักจากยอดบิลเดือนแรก"),
    ("ข้อ 6 ระยะเวลา", "ตั้งแต่วันที่ 1 กันยายน 2568 ถึงวันที่ 31 สิงหาคม 2569 ต่ออายุได้คราวละ 1 ปี"),
    ("ข้อ 7 ค่าปรับ", "หากส่งช้าหรือส่งไม่ครบตามใบสั่ง ผู้ซื้อปรับครั้งละ 1,000 บาท"),
]
NF_BOTTOM = ["ลงชื่อ ธีรพงษ์ อินทร์แก้ว ผู้ซื้อ", "ลงชื่อ อนุชา ศรีบุญเรือง ผู้ขาย", "ลงชื่อ สาวิตรี ศรีบุญเรือง พยาน"]

NF_DAYS = ["1/10/2568 (พ)", "3/10/2568 (ศ)", "6/10/2568 (จ)", "8/10/2568 (พ)", "10/10/2568 (ศ)", "13/10/2568 (จ)",
           "15/10/2568 (พ)", "17/10/2568 (ศ)", "20/10/2568 (จ)", "22/10/2568 (พ)", "24/10/2568 (ศ)",
           "27/10/2568 (จ)", "29/10/2568 (พ)", "31/10/2568 (ศ)"]
NF_PACKS = [46, 42, 48, 44, 40, 50, 45, 43, 47, 41, 52, 46, 44, 49]
NF_RETURNS = [2, 0, 3, 1, 0, 2, 1, 0, 2, 0, 3, 1, 0, 2]
NF_MIX = [14, 12, 16, 13, 12, 15, 14, 12, 16, 12, 18, 14, 13, 16]


def nf_october_total() -> int:
    return sum((a - r) * 38 + m * 52 for a, r, m in zip(NF_PACKS, NF_RETURNS, NF_MIX))


def _deliveries(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค. 68"
    sheet.append(["ยอดส่งเหนือฟ้า ซูเปอร์มาร์เก็ต ตุลาคม 2568 (3 สาขา)"])
    sheet.append(["วันที่", "สลัดแพ็ก 250 ก. (แพ็ก)", "มิกซ์สลัด 300 ก. (แพ็ก)", "ของคืน (แพ็ก 250 ก.)",
                  "ยอดเงินสุทธิ (บาท)"])
    for day, a, m, r in zip(NF_DAYS, NF_PACKS, NF_MIX, NF_RETURNS):
        sheet.append([day, a, m, r, (a - r) * 38 + m * 52])
    sheet.append(["รวม ต.ค.", sum(NF_PACKS), sum(NF_MIX), sum(NF_RETURNS), nf_october_total()])
    money_format(sheet, 5)
    book.save(path)


# ---------------------------------------------------------------- supplier papers
SEEDPRO_2025 = [
    "SEEDPRO ASIA CO., LTD.\n"
    "199 Moo 2, San Sai - Phrao Road, San Sai, Chiang Mai 50210   Tel. 053-380-615\n"
    "SEED PRICE LIST 2025 - HYDROPONIC VEGETABLES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Green Oak lettuce, pelleted, 1,000 seeds ........ 420\n"
    "Red Oak lettuce, pelleted, 1,000 seeds .......... 450\n"
    "Butterhead 'Rex', pelleted, 1,000 seeds ......... 690\n"
    "Cos / Romaine, pelleted, 1,000 seeds ............ 380\n"
    "Frillice iceberg, pelleted, 1,000 seeds ......... 520\n"
    "Rocket (wild arugula), 10 g ...................... 160\n"
    "Sunflower for microgreens, 1 kg .................. 210\n"
    "\n"
    "Free shipping in Chiang Mai for orders over 3,000 THB.\n"
    "Germination guaranteed 90% or more. Store below 20 C.\n"
    "Orders: LINE @seedproasia or orders@seedpro-asia.co.th (Khun Kamonwan)",
]
SEEDPRO_2567 = ["บริษัท ซีดโปร เอเชีย จำกัด", "ใบราคาเมล็ดพันธุ์ผักไฮโดรโปนิกส์ ปี 2567 (มกราคม – ธันวาคม 2567)",
                "ราคารวมภาษีมูลค่าเพิ่มแล้ว"]
SEEDPRO_2567_TABLE = [
    ("เมล็ดพันธุ์", "ขนาดบรรจุ", "ราคา (บาท)"),
    ("กรีนโอ๊ค (เคลือบ)", "1,000 เมล็ด", "380"),
    ("เรดโอ๊ค (เคลือบ)", "1,000 เมล็ด", "410"),
    ("บัตเตอร์เฮด เร็กซ์ (เคลือบ)", "1,000 เมล็ด", "650"),
    ("คอส/โรเมน (เคลือบ)", "1,000 เมล็ด", "350"),
    ("ฟริลไอซ์ (เคลือบ)", "1,000 เมล็ด", "480"),
    ("ร็อกเก็ต", "10 กรัม", "150"),
    ("ทานตะวันสำหรับไมโครกรีน", "1 กิโลกรัม", "190"),
]
SEEDPRO_2567_BOTTOM = ["ส่งฟรีในเขตเชียงใหม่เมื่อสั่งครบ 2,500 บาท",
                       "ติดต่อ คุณกมลวรรณ ฝ่ายขาย LINE @seedproasia"]
HYDROMIX_INVOICE = [
    "HYDROMIX SUPPLY CO., LTD.\n"
    "Hydroponic nutrients and equipment - Mae Jo Road, San Sai, Chiang Mai\n"
    "TAX INVOICE No. HM-2510-221\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Bai Khiao Hydro Farm (Khun Anucha Sriboonruang), Doi Saket, Chiang Mai\n"
    "\n"
    "Item                               Qty        Unit price   Amount\n"
    "Nutrient A (Ca-N mix), 25 kg bag   4 bags     1,150.00     4,600.00\n"
    "Nutrient B (K-P-Mg mix), 25 kg bag 4 bags     1,280.00     5,120.00\n"
    "pH Down (phosphoric acid), 5 L     2 cans       480.00       960.00\n"
    "EC 1.413 calibration fluid, 500 ml 2 bottles    190.00       380.00\n"
    "\n"
    "Subtotal 11,060.00   VAT 7% 774.20\n"
    "TOTAL DUE: 11,834.20 THB\n"
    "Please transfer to Bangkok Bank, account HydroMix Supply Co., Ltd., 551-3-08412-7",
]
HYDROMIX_EMAIL = """From: Warunee Kittisak <sales@hydromix.co.th>
To: baikhiaohydro@gmail.com
Date: Mon, 3 Nov 2025 09:17
Subject: Price update for A/B nutrients from 1 December 2025

Dear Khun Anucha,

Thank you for buying from HydroMix again this year. Because the price of imported calcium nitrate
and potassium has gone up, we have to change our prices from 1 December 2025:

- Nutrient A (25 kg bag): 1,150 -> 1,240 THB per bag
- Nutrient B (25 kg bag): 1,280 -> 1,350 THB per bag

pH Down and the calibration fluid stay the same. Orders placed before 28 November 2025 will still be
charged at the current prices. Our truck to Doi Saket will come on Thursday instead of Tuesday.

A reminder that invoice HM-2510-221 (11,834.20 THB) is due on 8 Nov 2025.

Best regards,
Warunee Kittisak
Sales, HydroMix Supply Co., Ltd.
053-491-226
"""

# ---------------------------------------------------------------- solar quotes
SUNNORTH_QUOTE = [
    "SUNNORTH SOLAR CO., LTD.\n"
    "Solar rooftop systems - Chiang Mai-Lampang Road, Chiang Mai   Tel. 053-241-880\n"
    "QUOTATION No. SN-Q-2568-112     Date: 21 Oct 2025\n"
    "To: Bai Khiao Hydro Farm (Khun Anucha), Sa-nga Ban, Doi Saket\n"
    "\n"
    "System: 10 kW on-grid solar rooftop on the packing shed\n"
    "- 18 x 560 W mono PERC panels\n"
    "- 10 kW three-phase inverter with WiFi monitoring\n"
    "- mounting, cables, breakers and PEA grid-connection paperwork\n"
    "\n"
    "TOTAL PRICE: 285,000 THB including VAT 7%\n"
    "Estimated saving: about 4,900 THB per month (daytime pumps and fans)\n"
    "Warranty: panels 25 years, inverter 10 years, installation work 2 years\n"
    "Payment: 50% on signing, 50% after PEA approval\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakrit 086-420-7713",
]
DOIENERGY_QUOTE = [
    "DOI ENERGY CO., LTD.\n"
    "Solar and electrical contractor - Sankampaeng Road, Chiang Mai   Tel. 053-112-094\n"
    "QUOTATION No. DE-2510-037     Date: 24 Oct 2025\n"
    "To: Khun Anucha Sriboonruang, Bai Khiao Hydro Farm, Doi Saket\n"
    "\n"
    "System: 10 kW on-grid solar rooftop\n"
    "- 18 x 550 W mono panels\n"
    "- 10 kW three-phase inverter\n"
    "- mounting, cables and breakers; PEA application included\n"
    "\n"
    "Price: 268,000 THB (excluding VAT)\n"
    "VAT 7%: 18,760 THB\n"
    "Total: 286,760 THB\n"
    "Estimated saving: about 4,700 THB per month\n"
    "Warranty: panels 25 years, inverter 5 years, installation work 1 year\n"
    "Payment: 30% deposit, 70% on completion\n"
    "Valid until 30 Nov 2025.  Contact: Khun Pornchai 089-655-3018",
]

# ---------------------------------------------------------------- the greenhouse loan
LOAN_STATEMENT = [
    "SIAM AGRI BANK PUBLIC COMPANY LIMITED\n"
    "Doi Saket Branch, Chiang Mai-Doi Saket Road\n"
    "LOAN STATEMENT - October 2025\n"
    "\n"
    "Borrower: Mr. Anucha Sriboonruang (Bai Khiao Hydro Farm)\n"
    "Loan account: 402-7-18832-5\n"
    "Purpose: construction of 2 greenhouses with NFT/DFT systems\n"
    "Loan amount: 650,000.00 THB   Start date: 5 Mar 2023   Term: 84 months\n"
    "Interest rate: 6.50% per year (MRR - 0.75%)\n"
    "\n"
    "Installment no. 32 paid on 5 Oct 2025: 9,650.00 THB\n"
    "   of which interest 2,403.47 and principal 7,246.53\n"
    "Outstanding principal after this payment: 436,471.52 THB\n"
    "Next installment: 9,650.00 THB due 5 Nov 2025 (auto-debit from savings 402-1-55027-3)\n"
    "\n"
    "For questions call the branch at 053-866-240.",
]
LOAN_LETTER = [
    "ธนาคารสยามเกษตร จำกัด (มหาชน) สาขาดอยสะเก็ด",
    "ที่ สกษ.ดส. 1187/2568",
    "14 พฤศจิกายน 2568",
    "เรื่อง แจ้งการปรับอัตราดอกเบี้ยเงินกู้และค่างวด",
    "เรียน นายอนุชา ศรีบุญเรือง (บัญชีเงินกู้เลขที่ 402-7-18832-5 สินเชื่อสร้างโรงเรือน)",
    "ธนาคารขอแจ้งว่า ธนาคารได้ปรับลดอัตราดอกเบี้ย MRR จากร้อยละ 7.25 เป็นร้อยละ 7.00 ต่อปี "
    "ตั้งแต่วันที่ 1 ธันวาคม 2568 เป็นต้นไป",
    "อัตราดอกเบี้ยเงินกู้ของท่าน (MRR - 0.75) จึงลดลงจากร้อยละ 6.50 เป็นร้อยละ 6.25 ต่อปี",
    "ค่างวดรายเดือนจะปรับจากเดิมงวดละ 9,650 บาท เป็นงวดละ 9,600 บาท เริ่มงวดวันที่ 5 ธันวาคม 2568 "
    "ระยะเวลาผ่อนชำระคงเดิม (ครบกำหนดงวดสุดท้าย 5 กุมภาพันธ์ 2573)",
    "ธนาคารยังคงหักค่างวดจากบัญชีออมทรัพย์ของท่านโดยอัตโนมัติ ท่านไม่ต้องดำเนินการใดๆ",
    "ขอแสดงความนับถือ",
    "นางจันทร์เพ็ญ วงศ์ใหญ่ ผู้จัดการสาขาดอยสะเก็ด",
]

# ---------------------------------------------------------------- electricity
FARM_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Doi Saket Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Anucha Sriboonruang (Bai Khiao Hydro Farm)\n"
    "Address: 88 Moo 5, Sa-nga Ban, Doi Saket, Chiang Mai 50220 (greenhouse meter)\n"
    "Customer no. 020034417762    Rate: 2.1.2 Small business\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 40,112 -> 41,598   Units used: 1,486 kWh\n"
    "Energy charge 6,498.30  Ft 292.74  Service 46.16  VAT 7% 478.60\n"
    "AMOUNT DUE: 7,315.80 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Doi Saket Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Anucha Sriboonruang\n"
    "Address: 88/1 Moo 5, Sa-nga Ban, Doi Saket, Chiang Mai 50220\n"
    "Customer no. 020034409915    Rate: 1.1.2 Residential\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 22,871 -> 23,227   Units used: 356 kWh\n"
    "Energy charge 1,408.62  Ft 70.42  Service 24.62  VAT 7% 105.26\n"
    "AMOUNT DUE: 1,608.92 THB\n"
    "Due date: 29 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
MOBILE_BILL = [
    "LANNALINK MOBILE CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Sawitree Sriboonruang    Account: LL-7730-1182\n"
    "Family plan, 3 numbers (081-762-3394, 086-331-0457, 092-518-6640)   1,297.00\n"
    "VAT 7%                                                                 90.79\n"
    "TOTAL                                                               1,387.79 THB\n"
    "Due date: 20 Oct 2025. Paid by auto-debit.",
]
HEALTH_RENEWAL = [
    "DOI SUTHEP LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Office, Huay Kaew Road\n"
    "5 November 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE\n"
    "Dear Mrs. Sawitree Sriboonruang,\n"
    "Your health policy no. DSL-H-2291-0735 (plan Health Plus 1.5M) is due for renewal.\n"
    "Policy year: 20 Dec 2025 - 19 Dec 2026\n"
    "Room and board: up to 4,000 THB per day. Annual limit: 1,500,000 THB.\n"
    "Annual premium: 27,450 THB (last year 24,980 THB; the premium rises with the age band 40-44)\n"
    "Please pay by 15 Dec 2025 by bank transfer, at any Doi Suthep Life office, or through your agent,\n"
    "Khun Wanida (089-204-5571).\n"
    "Your other policy with us, DSL-L-3318-0021 (life, insured: Natnicha Sriboonruang), is paid monthly\n"
    "(1,850 THB) and stays in force.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- books
CAFES_2568 = [21400, 22800, 19600, 17200, 18900, 20300, 21700, 22500, 23900, 26800]
RETAIL_2568 = [3400, 3100, 2900, 2600, 2800, 3000, 3300, 2700, 29960, nf_october_total()]
MARKET_2568 = [14300, 13900, 12100, 10800, 11600, 12400, 13200, 12900, 11800, 12600]
SEEDS_2568 = [2900, 3100, 2400, 2200, 2600, 2800, 3000, 3200, 4600, 5100]
NUTRIENTS_2568 = [6200, 6400, 5800, 5600, 6100, 6300, 6500, 6800, 9900, 11834.20]
POWER_2568 = [5820, 5640, 6930, 7880, 7710, 6420, 6150, 6080, 6690, 7315.80]
WAGES_2568 = [18000, 18000, 18000, 18000, 18000, 18000, 18000, 18000, 24500, 24500]
CAFES_2567 = [16800, 17500, 15200, 13900, 14600, 15800, 16900, 17300, 18200, 19600, 20400, 23800]
RETAIL_2567 = [2800, 2600, 2500, 2300, 2400, 2600, 2900, 3100, 3000, 3200, 3500, 4100]
MARKET_2567 = [12800, 12100, 10900, 9800, 10200, 11300, 11900, 11600, 11200, 12300, 13400, 15900]
SEEDS_2567 = [2500, 2600, 2100, 1900, 2200, 2400, 2600, 2700, 2600, 2800, 2900, 3300]
NUTRIENTS_2567 = [5100, 5300, 4800, 4600, 5000, 5200, 5400, 5600, 5500, 5800, 6000, 6700]
POWER_2567 = [4980, 5110, 6240, 7320, 7050, 5860, 5530, 5490, 5620, 5710, 5340, 5180]
WAGES_2567 = [16000] * 12
LOAN = 9650


def _farm_book(path: Path, year: str, cafes, retail, market, seeds, nutrients, power, wages) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายใบเขียวไฮโดรฟาร์ม ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "ร้านกาแฟ (Cafes, THB)", "ซูเปอร์มาร์เก็ต/ร้านค้า (Retail, THB)",
                  "ตลาดนัด/ออนไลน์ (Market & online, THB)", "รวม (Total, THB)"])
    for month, a, b, c in zip(MONTHS, cafes, retail, market):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(cafes), sum(retail), sum(market),
                  sum(cafes) + sum(retail) + sum(market)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    costs.append(["เดือน (Month)", "เมล็ดพันธุ์ (Seeds)", "ปุ๋ย AB (Nutrients)", "ค่าไฟฟาร์ม (Electricity)",
                  "ค่าแรง (Wages)", "ผ่อนโรงเรือน (Loan)", "รวม (Total)"])
    for month, s, n, p, w in zip(MONTHS, seeds, nutrients, power, wages):
        costs.append([f"{month} {year}", s, n, p, w, LOAN, round(s + n + p + w + LOAN, 2)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1522.40, "PEA"), ("ค่าน้ำประปา (Water)", 248, ""),
                  ("มือถือครอบครัว (Mobile)", 1387.79, "LannaLink"), ("ค่ากับข้าว (Food)", 9200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, ""),
                  ("ประกันชีวิตใบเตย (Child life insurance)", 1850, "ดอยสุเทพประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 860, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1400, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1689.35, "PEA"), ("ค่าน้ำประปา (Water)", 262, ""),
                  ("มือถือครอบครัว (Mobile)", 1387.79, "LannaLink"), ("ค่ากับข้าว (Food)", 9650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4150, ""),
                  ("ประกันชีวิตใบเตย (Child life insurance)", 1850, "ดอยสุเทพประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 860, ""), ("ค่ารถตู้รับส่งใบเตย (School van)", 1400, ""),
                  ("ค่าซ่อมปั๊มน้ำบ้าน (Water pump repair)", 1350, "ช่างเอก")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1608.92, "PEA"), ("ค่าน้ำประปา (Water)", 255, ""),
                  ("มือถือครอบครัว (Mobile)", 1387.79, "LannaLink"), ("ค่ากับข้าว (Food)", 9400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4050, ""),
                  ("ประกันชีวิตใบเตย (Child life insurance)", 1850, "ดอยสุเทพประกันชีวิต"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 1940, "รพ.ดอยสะเก็ด"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1400, "")],
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
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนปัญญาวัฒน์ ดอยสะเก็ด", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณัฐณิชา ศรีบุญเรือง  ชั้น ป.5/1  เลขประจำตัว 3318"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4478-3396",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "15,000"), ("ค่าอาหารกลางวันและนม", "3,800"),
                           ("ค่าหนังสือและชุดนักเรียน", "2,550")], "21,350", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "15,000"), ("ค่าอาหารกลางวันและนม", "3,800"),
                           ("ค่าเข้าค่ายลูกเสือและทัศนศึกษา", "1,900"), ("ค่าเรียนโค้ดดิ้งเสริม", "2,400")],
                "23,100", "10 พฤศจิกายน 2568")


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(CAFES_2568) + sum(RETAIL_2568) + sum(MARKET_2568)
    return [
        ("แผนใบเขียวไฮโดรฟาร์ม ปี 2569", "Bai Khiao Hydro Farm - plan for 2026\nอนุชา ศรีบุญเรือง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: เหนือฟ้า ซูเปอร์มาร์เก็ต 3 สาขา (เริ่ม ก.ย.), กรีนโบวล์ คาเฟ่\n"
                         "ปัญหา: รากเน่าช่วงน้ำร้อน, ค่าไฟฟาร์มเดือนละ 5,600–7,900 บาท"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 900,000 บาท\nร้านกาแฟส่งประจำ 6 ร้าน\nเหนือฟ้าเพิ่มเป็น 5 สาขา"),
        ("สร้างโรงเรือนที่ 3", "งบ 380,000 บาท (โครงเหล็กและพลาสติก 220,000 + ชุด NFT 24 โต๊ะ 160,000)\n"
                              "กู้เพิ่มจากธนาคารสยามเกษตร 300,000 บาท ที่เหลือใช้เงินฟาร์ม\n"
                              "เริ่มสร้าง ก.พ. 2569 ปลูกรอบแรก พ.ค. 2569"),
        ("โซลาร์เซลล์ 10 kW", "เทียบ 2 เจ้า: SunNorth กับ Doi Energy (ดูใบเสนอราคา)\n"
                             "คาดว่าลดค่าไฟฟาร์มได้เดือนละประมาณ 4,800 บาท คืนทุนราว 5 ปี"),
        ("ระบบน้ำเย็น", "ซื้อชิลเลอร์ 1 HP ให้โรงเรือน 2 งบ 45,000 บาท\nคุมน้ำไม่เกิน 26 องศา แก้รากเน่าหน้าร้อน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์ม/บัญชี/ค่าแรงคนงาน_ตุลาคม68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | ค่าแรง | วันทำงาน | รวม |
|---|---|---|---|
| พี่ต่อ (ดูแลโรงเรือน ผสมปุ๋ย) | เดือนละ 10,500 บาท | ทั้งเดือน | 10,500 บาท |
| น้องเมย์ (เก็บ ตัดแต่ง แพ็ก) | 350 บาท/วัน | 22 วัน | 7,700 บาท |
| ป้าศรี (แพ็กส่งเหนือฟ้า พาร์ทไทม์) | 300 บาท/วัน | 21 วัน | 6,300 บาท |

รวมจ่ายค่าแรง ต.ค. 24,500 บาท จ่ายแล้ว 31 ต.ค.
ป้าศรีเริ่มงานตั้งแต่ ก.ย. ตอนเริ่มส่งเหนือฟ้า
""",
    "ฟาร์ม/แชท/แชทไลน์_SlowMorningCafe.txt": """[6 ต.ค. 68 08:12] มิ้นท์ Slow Morning: สวัสดีค่ะพี่ชา เดือนนี้ขอบัตเตอร์เฮดอาทิตย์ละ 10 กิโล กับร็อกเก็ต 3 กิโลเหมือนเดิมนะคะ
[6 ต.ค. 68 08:30] ชา ใบเขียวฟาร์ม: ได้ครับ ส่งทุกวันอังคารเหมือนเดิมครับ
[21 ต.ค. 68 07:55] ชา ใบเขียวฟาร์ม: อาทิตย์นี้บัตเตอร์เฮดขาดนิดหน่อยนะครับ โรงเรือน 2 รากเน่า ขอส่ง 8 กิโลก่อน
[21 ต.ค. 68 08:10] มิ้นท์ Slow Morning: ได้ค่ะพี่ ไม่เป็นไร
[27 ต.ค. 68 16:05] มิ้นท์ Slow Morning: พี่คะ เมนูสลัดใหม่ขายดีมาก ตั้งแต่ พ.ย. ขอบัตเตอร์เฮดเพิ่มเป็นอาทิตย์ละ 14 กิโลได้มั้ยคะ
[27 ต.ค. 68 16:20] ชา ใบเขียวฟาร์ม: ได้ครับ งั้นบิลต่ออาทิตย์ บัตเตอร์เฮด 14 x 120 = 1,680 + ร็อกเก็ต 660 รวม 2,340 บาทครับ
[29 ต.ค. 68 10:48] มิ้นท์ Slow Morning: พี่ชาคะ ขอโทษค่ะ คุยกับเจ้าของแล้ว ขอเป็น 12 กิโลพอนะคะ กลัวเหลือ
[29 ต.ค. 68 11:02] ชา ใบเขียวฟาร์ม: ได้ครับ 12 กิโล งั้นอาทิตย์ละ 2,100 บาทนะครับ (บัตเตอร์เฮด 1,440 + ร็อกเก็ต 660)
[29 ต.ค. 68 11:03] มิ้นท์ Slow Morning: โอเคค่ะ 2,100 ค่ะ เริ่มอังคารที่ 4 พ.ย. นะคะ
[4 พ.ย. 68 07:40] ชา ใบเขียวฟาร์ม: ส่งแล้วครับ ฝากไว้หลังร้านครับ
""",
    "ฟาร์ม/แชท/แชทไลน์_คุณปิยะ_เหนือฟ้า.txt": """[10 พ.ย. 68 13:15] ปิยะ เหนือฟ้า จัดซื้อ: คุณอนุชาคะ ขอคุยเรื่องราคามิกซ์สลัด 300 กรัมค่ะ มีอีกเจ้าเสนอมา 46 บาท ทางเราขอเป็น 48 บาทได้ไหมคะ
[10 พ.ย. 68 13:40] ชา ใบเขียวฟาร์ม: เดือนหน้าปุ๋ยขึ้นราคาครับ ไฮโดรมิกซ์แจ้งมาแล้ว 48 ผมไม่ไหวจริงๆ ขอ 50 บาทได้ไหมครับ
[10 พ.ย. 68 14:05] ปิยะ เหนือฟ้า จัดซื้อ: ขอเสนอผู้จัดการก่อนนะคะ
[12 พ.ย. 68 09:20] ปิยะ เหนือฟ้า จัดซื้อ: ผู้จัดการให้ได้ 49 บาทค่ะ แต่ขอให้ส่งสาขาหางดงเพิ่มวันเสาร์ด้วย
[12 พ.ย. 68 09:45] ชา ใบเขียวฟาร์ม: ตกลงครับ มิกซ์สลัด 49 บาท เริ่มบิล 1 ธ.ค. นะครับ สลัดแพ็ก 250 กรัม 38 บาทเท่าเดิม
[12 พ.ย. 68 09:47] ปิยะ เหนือฟ้า จัดซื้อ: ได้ค่ะ เดี๋ยวส่งใบแก้ไขราคาให้เซ็นค่ะ
[14 พ.ย. 68 16:30] ปิยะ เหนือฟ้า จัดซื้อ: บิลเดือน ต.ค. เข้ารอบจ่ายวันที่ 15 ธ.ค. นะคะ
""",
    "ฟาร์ม/บันทึกปลูก_ต.ค.-พ.ย.68.md": """# บันทึกปลูก รอบ ต.ค.–พ.ย. 2568

โรงเรือน 1: NFT 12 โต๊ะ (กรีนโอ๊ค เรดโอ๊ค คอส)
โรงเรือน 2: DFT 8 บ่อ (บัตเตอร์เฮด ร็อกเก็ต)
ค่ามาตรฐาน: EC 1.2–1.6 mS/cm, pH 5.8–6.2, น้ำไม่เกิน 28 องศา

- 2 ต.ค. เพาะเมล็ดกรีนโอ๊ค 1,200 หลุม บัตเตอร์เฮด 900 หลุม คอส 600 หลุม (ฟองน้ำ)
- 9 ต.ค. ย้ายกล้าลงราง โรงเรือน 1 ครบ 12 โต๊ะ
- 14 ต.ค. EC 1.5 pH 6.1 ปกติ เติมปุ๋ย A/B รอบใหม่
- 18 ต.ค. โรงเรือน 2 น้ำในบ่อ 31 องศา รากเป็นสีน้ำตาล รากเน่า (พิเทียม) ต้องทิ้งบัตเตอร์เฮด 420 ต้น
- 19 ต.ค. ล้างบ่อ ใส่ไฮโดรเจนเปอร์ออกไซด์ ลดต้นต่อบ่อ ขึงซาแรนพรางแสง 50%
- 25 ต.ค. EC 1.4 pH 6.0 รากใหม่ขาวดี
- 6 พ.ย. เก็บเกี่ยวรอบนี้ได้ 486 กก. (ตั้งเป้าไว้ 560 กก.)
- 10 พ.ย. เพาะรอบใหม่ เพิ่มบัตเตอร์เฮดเป็น 1,100 หลุม เพราะ Slow Morning กับกรีนโบวล์สั่งเพิ่ม

ต้องซื้อชิลเลอร์ทำน้ำเย็นก่อนหน้าร้อนปีหน้า
""",
    "ฟาร์ม/สูตรน้ำสลัดงาญี่ปุ่น.md": """# น้ำสลัดงาญี่ปุ่น (ขายคู่ผักที่ตลาดนัด)
- งาขาวคั่ว 4 ช้อนโต๊ะ (ปั่นละเอียด)
- มายองเนส 6 ช้อนโต๊ะ
- ซีอิ๊วญี่ปุ่น 2 ช้อนโต๊ะ
- น้ำส้มสายชูหมักข้าว 2 ช้อนโต๊ะ
- น้ำตาล 1 ช้อนโต๊ะ น้ำมันงา 1 ช้อนชา
ใส่ขวดละ 100 มล. ขายขวดละ 45 บาท เก็บในตู้เย็นได้ 7 วัน
""",
    "ฟาร์ม/Suppliers/email_HydroMix_Nov2025.txt": HYDROMIX_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[3 พ.ย. 68 19:02] แอน: พี่ชา ค่าเทอมเตยเทอม 2 ต้องจ่ายภายใน 10 พ.ย. นะ
[3 พ.ย. 68 19:10] ชา: โอนพรุ่งนี้เช้า
[4 พ.ย. 68 08:15] ชา: โอนแล้ว ส่งสลิปให้ครูประจำชั้นแล้ว
[5 พ.ย. 68 20:30] แอน: ประกันสุขภาพแอนปีนี้ขึ้นอีกแล้ว ต้องจ่ายก่อน 15 ธ.ค.
[5 พ.ย. 68 20:33] ชา: รอเงินเหนือฟ้าเข้าก่อนนะ เขาจ่าย 15 ธ.ค. พอดี
[7 พ.ย. 68 07:05] พ่อคำแสน: วันที่ 21 พ่อนัดหมอตาที่ รพ.ดอยสะเก็ดนะ
[7 พ.ย. 68 07:20] เตย: หนูไปกับปู่ได้ค่ะ วันนั้นโรงเรียนหยุด
[7 พ.ย. 68 12:40] แอน: ภาษีรถเก๋งครบ 30 พ.ย. นะ ประมาณ 1,620
[7 พ.ย. 68 12:45] ชา: เดี๋ยวต่อออนไลน์ให้
""",
    "บ้าน/ทริปปีใหม่_น่าน.md": """# ทริปปีใหม่ น่าน 30 ธ.ค. 68 – 1 ม.ค. 69
- ไปรถเก๋ง ออกจากบ้าน 6 โมงเช้า (พ่อคำแสนไปด้วย)
- ที่พัก: โฮมสเตย์บ่อเกลือ 2 คืน คืนละ 1,800 บาท
- วัดภูมินทร์ ถนนคนเดินน่าน ดอยเสมอดาว
- งบทั้งทริป 12,000 บาท
- ฝากพี่ต่อดูแลโรงเรือน จ่ายพิเศษ 1,500
""",
}
TODO = {"todo.md": """- เลือกเจ้าโซลาร์ ก่อนใบเสนอราคา Doi Energy หมดอายุ 30 พ.ย.
- สั่งปุ๋ย A/B ก่อน 28 พ.ย. (ก่อนขึ้นราคา)
- เซ็นใบแก้ราคามิกซ์สลัดให้เหนือฟ้า
- จ่ายประกันสุขภาพแอน ก่อน 15 ธ.ค.
- พาพ่อไปหาหมอตา 21 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm, home = docs / "ฟาร์ม", docs / "บ้าน"
    quotes, customers, suppliers = farm / "ใบเสนอราคา", farm / "ลูกค้า", farm / "Suppliers"
    solar, loan, power, books = farm / "โซลาร์", farm / "เงินกู้โรงเรือน", farm / "ค่าไฟ", farm / "บัญชี"
    for folder in (quotes, customers, suppliers, solar, loan, power, books, farm / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_กรีนโบวล์_ร่าง.docx", GB_DRAFT, GB_DRAFT_TABLE, bottom=GB_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กรีนโบวล์_ฉบับจริง.docx", GB_FINAL, GB_FINAL_TABLE, bottom=GB_FINAL_BOTTOM)
    write_docx(customers / "สัญญาส่งผัก_เหนือฟ้าซูเปอร์มาร์เก็ต.docx", NF_CONTRACT, headings=NF_HEADINGS,
               bottom=NF_BOTTOM)
    _deliveries(customers / "ยอดส่งเหนือฟ้า_ต.ค.68.xlsx")
    make_pdf(suppliers / "SeedPro_pricelist_2025.pdf", SEEDPRO_2025)
    write_docx(suppliers / "ราคาเมล็ดพันธุ์_ซีดโปร_2567.docx", SEEDPRO_2567, SEEDPRO_2567_TABLE,
               bottom=SEEDPRO_2567_BOTTOM)
    make_pdf(suppliers / "HydroMix_invoice_HM-2510-221.pdf", HYDROMIX_INVOICE)
    make_pdf(solar / "SunNorth_solar_quotation.pdf", SUNNORTH_QUOTE)
    make_pdf(solar / "DoiEnergy_solar_quotation.pdf", DOIENERGY_QUOTE)
    make_pdf(loan / "SiamAgriBank_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    write_docx(loan / "หนังสือธนาคารสยามเกษตร_ปรับดอกเบี้ย.docx", LOAN_LETTER)
    make_pdf(power / "PEA_farm_electricity_Oct2025.pdf", FARM_BILL)
    _farm_book(books / "ยอดขายฟาร์ม_2568.xlsx", "2568", CAFES_2568, RETAIL_2568, MARKET_2568, SEEDS_2568,
               NUTRIENTS_2568, POWER_2568, WAGES_2568)
    _farm_book(books / "ยอดขายฟาร์ม_2567.xlsx", "2567", CAFES_2567, RETAIL_2567, MARKET_2567, SEEDS_2567,
               NUTRIENTS_2567, POWER_2567, WAGES_2567)
    write_slides(farm / "แผนฟาร์มปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_electricity_Oct2025.pdf", HOME_BILL)
    make_pdf(home / "Bills" / "LannaLink_mobile_bill_Oct2025.pdf", MOBILE_BILL)
    make_pdf(home / "ประกัน" / "DoiSuthepLife_health_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
