"""The fishball folder: the papers of a small fish-ball factory owner in Chonburi and her household, written by code.

The owner is คุณสุนันทา ทองประเสริฐ (เจ๊นันท์, Sunanta Thongprasert). She runs "ลูกชิ้นปลานันทา อ่างศิลา"
(Nanta Fish Ball), a small factory at 88/3 หมู่ 2 ต.อ่างศิลา อ.เมืองชลบุรี that makes fish balls, clown-knifefish
balls, fish sausages and fish tofu for markets (หนองมน, บ้านสวน) and noodle shops. Her husband วีระ (พี่วี) drives
the delivery truck, her daughter มิ้นท์ (ด.ญ.ชนิดา) is in ม.2 at โรงเรียนอรุณวิทยา ชลบุรี, her father พ่อเฉลิม
lives with them next to the factory. It is November 2568 (2025).

Documents/โรงงานลูกชิ้น/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ก๋วยเตี๋ยวเรือเจ๊เล็ก_ร่าง.docx: draft quote QT-68/044 to a 3-branch boat-noodle shop,
  fish balls 95 a kg, 50,440 a month (26 days).
- ใบเสนอราคา/ใบเสนอราคา_ก๋วยเตี๋ยวเรือเจ๊เล็ก_ฉบับจริง.docx: the final of the same quote, fish balls 92 a kg,
  fish sausage added, 56,134 a month.
- Suppliers/GulfPearl_surimi_pricelist_2025.pdf: English surimi price list 2025 of Gulf Pearl Surimi Co., Ltd.
  (Itoyori AA 86 THB/kg).
- Suppliers/ราคาเนื้อปลาบด_กัลฟ์เพิร์ล_2567.docx: last year's list of the same firm in Thai (บริษัท กัลฟ์เพิร์ล
  ซูริมิ จำกัด; อิโตโยริ AA 80 บาท/กก.).
- Suppliers/GulfPearl_invoice_GP-25-3391.pdf: October invoice, 48,364.00 with VAT, due 8 Nov 2025.
- Suppliers/email_GulfPearl_Nov2025.txt: email: Itoyori AA 91 THB/kg from 1 December 2025, delivery Wed and Sat.
- Suppliers/ThaiPackPlus_invoice_Oct2025.pdf: packaging invoice (vacuum bags, labels, foam boxes), 9,770.00.
- เครื่องจักร/ChonFoodMachinery_quotation_QM-2511.pdf: English quote for a fish-ball forming machine,
  148,000 + VAT = 158,360.
- เครื่องจักร/ใบเสนอราคา_เครื่องปั้นลูกชิ้น_ศรีราชาเมทัลเวิร์ค.docx: Thai quote for a similar machine,
  139,000 + installation 4,500 = 143,500.
- เอกสาร/SiamCoastalBank_SME_loan_approval.pdf: the bank's SME loan approval, 400,000 at 6.75%, 48 months,
  9,533 a month, first instalment 25 December 2025.
- เอกสาร/หนังสือเทศบาลอ่างศิลา_ต่อใบอนุญาต.docx: the municipality's letter on renewing the food-factory licence
  (fee 2,000, file by 30 พฤศจิกายน 2568).
- เอกสาร/PEA_factory_bill_Oct2025.pdf: the factory's electricity bill, 3,260 kWh, 16,286.96.
- เอกสาร/บันทึกตรวจสุขาภิบาล_พ.ย.68.md: notes of the health office's inspection on 6 Nov (82 points, fix by
  6 ธันวาคม 2568).
- บัญชี/ยอดขายโรงงาน_2568.xlsx: this year's book, three sheets (sales by month: markets / noodle shops; expenses by
  month; production in kg by product), January to October.
- บัญชี/ยอดขายโรงงาน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md: October wages of five workers, 51,640.
- บัญชี/ลูกหนี้ค้างจ่าย_ต.ค.68.md: shops that still owe money at the end of October, 34,300 in all.
- แชท/แชทไลน์_เจ๊เล็ก_ก๋วยเตี๋ยวเรือ.txt: LINE chat with the noodle shop; fish tofu cut to 2 then 3 kg a day,
  53,274 a month from 1 ธ.ค.
- แชท/แชทไลน์_ต้อมแพปลา.txt: LINE chat with the fish pier; threadfin bream 300 kg at 48 becomes 250 kg at 50,
  12,500.
- แผนโรงงานปี2569.pptx: slides, the plan for next year (2,800,000 target, loan 400,000, new machine).
- สูตรลูกชิ้นปลา_เนื้อล้วน.md: her fish-ball recipe.

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf and Bills/SeaNet_fibre_bill_Oct2025.pdf: English bills (2,332.76; 747.93).
- ประกัน/BlueHarbour_health_insurance_renewal_2025.pdf: English renewal of the family health policy (79,550, pay by
  15 Dec 2025); the household book pays a life policy to บลูฮาร์เบอร์ประกันภัย, the same firm in Thai.
- ค่าเทอมมิ้นท์/ค่าเทอม_มิ้นท์_เทอม1-2568.docx and ค่าเทอม_มิ้นท์_เทอม2-2568.docx: school fee notices
  (22,950; 24,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on her father's doctor's appointments.
- ทริปเกาะล้าน_ปีใหม่.md: plans for a New Year trip to Koh Larn.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes to the noodle shop
SHOP_TOP = "ลูกชิ้นปลานันทา อ่างศิลา (Nanta Fish Ball) 88/3 หมู่ 2 ต.อ่างศิลา อ.เมืองชลบุรี จ.ชลบุรี 20000 โทร 081-763-2284"
LEK_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68/044",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณเล็ก (เจ๊เล็ก) ร้านก๋วยเตี๋ยวเรือเจ๊เล็ก 3 สาขา (บางแสน หนองมน อ่างศิลา)",
    "เรื่อง ส่งลูกชิ้นปลาและเต้าหู้ปลาประจำ ทุกวัน ก่อน 7.00 น. (เดือนละ 26 วัน)",
]
LEK_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (26 วัน)"),
    ("ลูกชิ้นปลา (ลูกกลาง)", "12 กก.", "95 บาท", "29,640"),
    ("เต้าหู้ปลา", "4 กก.", "110 บาท", "11,440"),
    ("ลูกชิ้นปลากราย", "2 กก.", "180 บาท", "9,360"),
    ("รวมต่อเดือน", "", "", "50,440"),
]
LEK_DRAFT_BOTTOM = ["รวมทั้งสิ้นเดือนละ 50,440 บาท (ห้าหมื่นสี่ร้อยสี่สิบบาทถ้วน) ส่งฟรีทั้ง 3 สาขา",
                    "ร่าง ยังไม่ส่ง รอดูราคาเนื้อปลาบดของกัลฟ์เพิร์ลเดือนหน้าก่อน"]
LEK_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68/044 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณเล็ก (เจ๊เล็ก) ร้านก๋วยเตี๋ยวเรือเจ๊เล็ก 3 สาขา (บางแสน หนองมน อ่างศิลา)",
    "เรื่อง ส่งลูกชิ้นปลา เต้าหู้ปลา และไส้กรอกปลาประจำ ทุกวัน ก่อน 7.00 น. (เดือนละ 26 วัน) เริ่ม 1 พฤศจิกายน 2568",
]
LEK_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (26 วัน)"),
    ("ลูกชิ้นปลา (ลูกกลาง)", "12 กก.", "92 บาท", "28,704"),
    ("เต้าหู้ปลา", "4 กก.", "110 บาท", "11,440"),
    ("ลูกชิ้นปลากราย", "2 กก.", "180 บาท", "9,360"),
    ("ไส้กรอกปลา", "3 กก.", "85 บาท", "6,630"),
    ("รวมต่อเดือน", "", "", "56,134"),
]
LEK_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 56,134 บาท (ห้าหมื่นหกพันหนึ่งร้อยสามสิบสี่บาทถ้วน) ส่งฟรีทั้ง 3 สาขา",
    "เงื่อนไข: วางบิลทุกวันที่ 1 เครดิต 15 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "ลงชื่อ สุนันทา ทองประเสริฐ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplier papers
GULF_PRICES_2025 = [
    "GULF PEARL SURIMI CO., LTD.\n"
    "99/8 Moo 5, Tha Chalom, Mueang Samut Sakhon 74000  Tel. 034-410-772\n"
    "SURIMI AND FISH MEAT - PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per kg, frozen blocks of 10 kg, excluding VAT.\n"
    "\n"
    "Itoyori (threadfin bream) surimi, grade SA ..... 98 THB/kg\n"
    "Itoyori (threadfin bream) surimi, grade AA ..... 86 THB/kg\n"
    "Mixed fish surimi, grade A ..................... 64 THB/kg\n"
    "Lizardfish (Eso) surimi, grade AA .............. 92 THB/kg\n"
    "Clown knifefish (Pla Krai) meat, fresh-frozen .. 165 THB/kg\n"
    "\n"
    "Minimum order 200 kg per delivery. Free delivery to Chonburi for orders over 20,000 THB.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Pimchanok Rattana, sales@gulfpearlsurimi.co.th",
]
GULF_PRICES_2567 = ["บริษัท กัลฟ์เพิร์ล ซูริมิ จำกัด  ต.ท่าฉลอม อ.เมือง จ.สมุทรสาคร",
                    "ใบราคาเนื้อปลาบด (ซูริมิ) ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคาต่อกิโลกรัม บล็อกแช่แข็ง 10 กก. ยังไม่รวม VAT"]
GULF_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ซูริมิปลาทรายแดง (อิโตโยริ) เกรด SA", "92 บาท/กก."),
    ("ซูริมิปลาทรายแดง (อิโตโยริ) เกรด AA", "80 บาท/กก."),
    ("ซูริมิปลารวม เกรด A", "60 บาท/กก."),
    ("ซูริมิปลาปากคม เกรด AA", "88 บาท/กก."),
    ("เนื้อปลากรายแช่แข็ง", "158 บาท/กก."),
]
GULF_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 150 กก. ต่อเที่ยว ส่งฟรีถึงชลบุรีเมื่อสั่งเกิน 15,000 บาท",
                           "ติดต่อ คุณพิมพ์ชนก รัตนะ ฝ่ายขาย"]
GULF_INVOICE = [
    "GULF PEARL SURIMI CO., LTD.\n"
    "TAX INVOICE / INVOICE No. GP-25-3391\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Nanta Fish Ball (Mrs. Sunanta Thongprasert), 88/3 Moo 2, Ang Sila, Mueang Chonburi 20000\n"
    "\n"
    "Item                                   Qty      Unit price   Amount\n"
    "Itoyori surimi, grade AA               300 kg   86.00        25,800.00\n"
    "Mixed fish surimi, grade A             200 kg   64.00        12,800.00\n"
    "Clown knifefish meat, fresh-frozen     40 kg    165.00       6,600.00\n"
    "\n"
    "Subtotal 45,200.00   VAT 7% 3,164.00\n"
    "TOTAL DUE: 48,364.00 THB\n"
    "Please transfer to Bangkok Bank, account Gulf Pearl Surimi Co., Ltd., 511-2-30877-4\n"
    "and e-mail the slip to account@gulfpearlsurimi.co.th. Thank you.",
]
GULF_EMAIL = """From: Pimchanok Rattana <sales@gulfpearlsurimi.co.th>
To: nantafishball@gmail.com
Date: Mon, 24 Nov 2025 09:12
Subject: Itoyori price and delivery days from 1 December

Dear Khun Sunanta,

Thank you for your regular orders this year. Please note two changes from 1 December 2025:

1. Itoyori (threadfin bream) surimi grade AA will be 91 THB/kg (our 2025 price list says 86 THB/kg).
   The monsoon has cut the catch in the Gulf and raw fish prices at the piers are up.
2. Our truck to Chonburi will come on Wednesday and Saturday instead of Tuesday and Friday.

Mixed fish surimi grade A and clown knifefish meat do not change. The minimum order stays 200 kg.
Our office is closed from 31 December to 2 January; please order for the New Year week by 26 December.

Best regards,
Pimchanok Rattana
Sales, Gulf Pearl Surimi Co., Ltd.
034-410-772
"""
PACK_INVOICE = [
    "THAI PACK PLUS CO., LTD.\n"
    "Food packaging - Long Had Bang Saen Road, Saen Suk, Chonburi\n"
    "INVOICE No. TPP-25-1042        Date: 7 Oct 2025\n"
    "Bill to: Nanta Fish Ball, Ang Sila\n"
    "\n"
    "Vacuum bag 1 kg, nylon/PE 80 mic     5,000 pcs   x 1.10    5,500.00\n"
    "Printed label 'Nanta Fish Ball'      5,000 pcs   x 0.35    1,750.00\n"
    "Foam box 20 litres with lid          60 pcs      x 42.00   2,520.00\n"
    "\n"
    "TOTAL 9,770.00 THB   Paid by bank transfer on 7 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- machine quotes
CHON_MACHINE_QUOTE = [
    "CHON FOOD MACHINERY CO., LTD.\n"
    "Food processing machines - 212/5 Moo 1, Bowin, Si Racha, Chonburi 20230\n"
    "QUOTATION No. QM-2511-027     Date: 5 Nov 2025\n"
    "To: Nanta Fish Ball (Khun Sunanta), Ang Sila\n"
    "\n"
    "Fish-ball forming machine, model CFM-150, stainless steel 304\n"
    "Output: 150 kg per hour, ball size 15-35 mm (3 moulds included)\n"
    "Motor 2 HP, 220 V single phase\n"
    "\n"
    "Price: 148,000.00 THB\n"
    "VAT 7%: 10,360.00 THB\n"
    "Total: 158,360.00 THB\n"
    "Delivery within 30 days. Installation and one day of staff training free of charge.\n"
    "Warranty: 1 year on parts and labour.\n"
    "Payment: 50% deposit with order, 50% on delivery. This quotation is valid for 30 days.\n"
    "Sales: Khun Thanakorn 089-440-1726",
]
SRIRACHA_MACHINE = [
    "ห้างหุ้นส่วนจำกัด ศรีราชาเมทัลเวิร์ค",
    "55/9 ถนนสุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี 20110 โทร 038-771-905",
    "ใบเสนอราคา เลขที่ SW-68-112  วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณสุนันทา ทองประเสริฐ ลูกชิ้นปลานันทา อ่างศิลา",
    "เรื่อง เครื่องปั้นลูกชิ้นอัตโนมัติ",
]
SRIRACHA_MACHINE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องปั้นลูกชิ้นอัตโนมัติ สแตนเลส 304 กำลังผลิต 120 กก./ชม. พร้อมหัวปั้น 2 ขนาด", "1 เครื่อง", "139,000"),
    ("ค่าติดตั้งและเดินระบบไฟ", "1 งาน", "4,500"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "143,500"),
]
SRIRACHA_MACHINE_BOTTOM = [
    "รวมทั้งสิ้น 143,500 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "ส่งของภายใน 45 วันหลังยืนยันสั่ง รับประกัน 2 ปี (ไม่รวมหัวปั้น)",
    "มัดจำ 30% เมื่อสั่ง ส่วนที่เหลือชำระวันติดตั้ง ราคายืนถึง 8 ธันวาคม 2568",
    "ผู้เสนอราคา นายบุญเลิศ แซ่ตั้ง",
]

# ---------------------------------------------------------------- bank, municipality, factory bill
LOAN_LETTER = [
    "SIAM COASTAL BANK PUBLIC COMPANY LIMITED\n"
    "Chonburi Branch, 140 Sukhumvit Road, Mueang Chonburi 20000\n"
    "3 November 2025\n"
    "Ref. SCT-SME-68/0917\n"
    "\n"
    "Mrs. Sunanta Thongprasert\n"
    "Nanta Fish Ball, 88/3 Moo 2, Ang Sila, Mueang Chonburi 20000\n"
    "\n"
    "Subject: Approval of SME term loan\n"
    "\n"
    "Dear Mrs. Sunanta,\n"
    "We are pleased to inform you that your application of 2 October 2025 has been approved as follows:",
    "Loan amount: 400,000 THB\n"
    "Purpose: fish-ball forming machine, blast freezer and renovation of the production room\n"
    "Interest rate: 6.75% per year, fixed for the first 2 years, then MRR - 1.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 9,533 THB\n"
    "First instalment due: 25 December 2025, then on the 25th of every month\n"
    "Guarantee: Thai Credit Guarantee Corporation (TCG), fee 1.75% per year\n"
    "Front-end fee: 0.25% of the loan (1,000 THB)\n"
    "\n"
    "Please sign and return the loan agreement by 20 November 2025. The money will be paid\n"
    "to your current account 104-3-55871-9 within 5 working days after signing.\n"
    "\n"
    "Your relationship manager: Khun Kittipong Saelim, 086-209-4418\n"
    "Yours sincerely,\n"
    "SME Credit Department",
]
MUNICIPAL_LETTER = [
    "เทศบาลเมืองอ่างศิลา",
    "ที่ ชบ 52004/1873",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งต่ออายุใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ",
    "เรียน นางสุนันทา ทองประเสริฐ (ลูกชิ้นปลานันทา อ่างศิลา)",
    "ตามที่ท่านได้รับใบอนุญาตประกอบกิจการที่เป็นอันตรายต่อสุขภาพ ประเภทการผลิตอาหารแปรรูปจากสัตว์น้ำ "
    "ใบอนุญาตเลขที่ 45/2568 ซึ่งจะหมดอายุในวันที่ 31 ธันวาคม 2568 นั้น",
    "เทศบาลขอให้ท่านยื่นคำขอต่ออายุใบอนุญาตภายในวันที่ 30 พฤศจิกายน 2568 ที่กองสาธารณสุขและสิ่งแวดล้อม "
    "พร้อมค่าธรรมเนียม 2,000 บาท (ปีที่แล้ว 1,500 บาท)",
    "เอกสารที่ต้องใช้: สำเนาบัตรประชาชน ใบอนุญาตฉบับเดิม ผลตรวจน้ำทิ้ง และรูปถ่ายบ่อดักไขมัน",
    "หากยื่นเกินกำหนด ต้องเสียค่าปรับร้อยละ 20 ของค่าธรรมเนียม",
    "ค่าเก็บขนขยะสถานประกอบการยังคงเดือนละ 600 บาท",
    "ขอแสดงความนับถือ",
    "นางพรรณี ศรีวิไล ผู้อำนวยการกองสาธารณสุขและสิ่งแวดล้อม",
]
FACTORY_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chonburi\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Nanta Fish Ball (Mrs. Sunanta Thongprasert)\n"
    "Address: 88/3 Moo 2, Ang Sila, Mueang Chonburi 20000\n"
    "Customer no. 020014720391    Tariff 2.2 small business\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 84,512 -> 87,772   Units used: 3,260 kWh\n"
    "Energy charge 13,887.60  Ft 1,287.70  Service 46.16  VAT 7% 1,065.50\n"
    "AMOUNT DUE: 16,286.96 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
INSPECTION = """# บันทึกผลตรวจสุขาภิบาลโรงงาน 6 พ.ย. 2568

เจ้าหน้าที่ สสจ.ชลบุรี 2 คน (คุณอรทัย + คุณสมชาย) มาตรวจตามแบบ GMP สถานที่ผลิตอาหาร 09.00–11.30 น.

ผลรวม: ผ่าน ได้ 82 คะแนน จาก 100 (ปีที่แล้วได้ 76)

## ที่ต้องแก้
- มุ้งลวดหน้าต่างห้องผสมขาด 2 บาน ต้องเปลี่ยน
- ห้องเย็นต้องวัดอุณหภูมิให้ได้ -18 องศา และจดบันทึกวันละ 2 ครั้ง (ตอนนี้ไม่มีสมุดบันทึก)
- น้ำล้างวัตถุดิบ ต้องวัดคลอรีน 0.5–1 ppm ทุกเช้า
- พนักงานต้องใส่หมวกคลุมผมทุกคน (เห็นป้าบุญไม่ใส่)
- ต้องแก้ให้เสร็จภายใน 6 ธันวาคม 2568 แล้วส่งรูปถ่ายทางไลน์เจ้าหน้าที่

## ที่ชม
- พื้นห้องต้มสะอาด ระบายน้ำดี
- มีบ่อดักไขมันตามที่กำหนด

ค่าใช้จ่ายแก้ไข ประมาณ 4,800 บาท (มุ้งลวด 2,300 เทอร์โมมิเตอร์ 1,200 ชุดวัดคลอรีน 650 หมวก 650)
"""

# ---------------------------------------------------------------- books
MARKET_2568 = [142300, 128900, 151200, 139800, 147600, 133400, 129700, 136200, 131900, 144800]
NOODLE_2568 = [68400, 66200, 71800, 70300, 73900, 72600, 74100, 76800, 75200, 79300]
FISH_2568 = [96800, 89200, 104500, 99300, 103800, 97600, 96900, 101200, 98700, 112640]
WAGES_2568 = [48600, 47800, 50200, 49900, 50600, 49400, 50100, 50900, 50300, 51640]
ELEC_2568 = [13850.40, 13210.75, 14980.20, 16950.85, 17420.10, 16105.30, 15680.45, 15920.00, 15490.65, 16286.96]
PACK_2568 = [8450, 7900, 9100, 8700, 9300, 8800, 8600, 9050, 8900, 9770]
PROD_2568 = {
    "ลูกชิ้นปลา (Fish balls)": [1420, 1290, 1510, 1400, 1470, 1330, 1300, 1360, 1320, 1450],
    "ลูกชิ้นปลากราย (Clown knifefish balls)": [210, 190, 230, 205, 220, 200, 195, 205, 200, 225],
    "ไส้กรอกปลา (Fish sausage)": [310, 290, 340, 320, 335, 305, 300, 315, 305, 330],
    "เต้าหู้ปลา (Fish tofu)": [260, 240, 280, 265, 275, 250, 245, 260, 255, 270],
}
MARKET_2567 = [131200, 118600, 139400, 128700, 135100, 122900, 119800, 125300, 121600, 133900, 138200, 176500]
NOODLE_2567 = [58300, 56900, 61200, 60400, 62800, 61900, 63400, 64700, 63900, 66800, 67500, 72100]
FISH_2567 = [88400, 81700, 95300, 90200, 94600, 88900, 87800, 91500, 89300, 97400, 99800, 124600]
WAGES_2567 = [45200, 44800, 46900, 46500, 47100, 46300, 46800, 47400, 46900, 47800, 48200, 52600]
ELEC_2567 = [12640.30, 12105.80, 13870.45, 15760.20, 16230.90, 15010.55, 14620.35, 14890.10, 14410.25, 15120.60,
             14980.40, 17350.75]
PACK_2567 = [7600, 7100, 8200, 7900, 8400, 7900, 7700, 8100, 8000, 8300, 8600, 11200]
PROD_2567 = {
    "ลูกชิ้นปลา (Fish balls)": [1310, 1190, 1400, 1290, 1350, 1230, 1200, 1260, 1220, 1340, 1380, 1760],
    "ลูกชิ้นปลากราย (Clown knifefish balls)": [190, 170, 210, 190, 200, 185, 180, 190, 185, 205, 210, 290],
    "ไส้กรอกปลา (Fish sausage)": [280, 260, 310, 295, 305, 280, 275, 290, 280, 300, 310, 380],
    "เต้าหู้ปลา (Fish tofu)": [240, 220, 255, 245, 250, 230, 225, 240, 235, 250, 255, 310],
}


def sales_2568_so_far() -> int:
    return sum(MARKET_2568) + sum(NOODLE_2568)


def _sales_book(path: Path, year: str, market: list[int], noodle: list[int], fish: list[int], wages: list[int],
                elec: list[float], pack: list[int], prod: dict[str, list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายลูกชิ้นปลานันทา ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "ขายตลาด (Markets, THB)", "ส่งร้านก๋วยเตี๋ยว (Noodle shops, THB)",
                  "รวม (Total, THB)"])
    for month, a, b in zip(MONTHS, market, noodle):
        sales.append([f"{month} {year}", a, b, a + b])
    sales.append(["รวมทั้งปี (Year total)", sum(market), sum(noodle), sum(market) + sum(noodle)])
    for column in (2, 3, 4):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Factory expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าปลา/เนื้อปลาบด (Fish & surimi)", "ค่าแรง (Wages)", "ค่าไฟโรงงาน (Electricity)",
                  "บรรจุภัณฑ์ (Packaging)", "รวม (Total)"])
    for month, f, w, e, p in zip(MONTHS, fish, wages, elec, pack):
        costs.append([f"{month} {year}", f, w, e, p, round(f + w + e + p, 2)])
    for column in range(2, 7):
        money_format(costs, column)
    output = book.create_sheet("ผลผลิต Production")
    output.append([f"ปริมาณผลิต ปี {year} (Production {year}, kg)"])
    output.append(["เดือน (Month)"] + list(prod) + ["รวม กก. (Total kg)"])
    for i, month in enumerate(MONTHS[:len(market)]):
        values = [prod[name][i] for name in prod]
        output.append([f"{month} {year}"] + values + [sum(values)])
    book.save(path)


WAGES_MD = """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| น้าสมพร | ผสม/ตีเนื้อปลา | 420 บาท | 26 วัน | 10,920 บาท |
| พี่แดง | ปั้น/ต้มลูกชิ้น | 400 บาท | 26 วัน | 10,400 บาท |
| นิด | บรรจุ/ซีลถุง | 380 บาท | 25 วัน | 9,500 บาท |
| ป้าบุญ | ล้างปลา/ทำความสะอาด | 380 บาท | 24 วัน | 9,120 บาท |
| โจ | ขับรถส่งของ | 450 บาท | 26 วัน | 11,700 บาท |

รวมจ่ายค่าแรง ต.ค. 51,640 บาท จ่ายแล้ว 31 ต.ค.
โจเบิกล่วงหน้า 2,000 หักแล้วในยอดนี้ (จ่ายจริงให้โจ 9,700)
ประกันสังคมส่วนนายจ้าง ยังไม่รวม
"""
RECEIVABLES_MD = """# ลูกหนี้ค้างจ่าย ณ 31 ต.ค. 2568

| ลูกค้า | ยอดค้าง | หมายเหตุ |
|---|---|---|
| ร้านบะหมี่เฮียซ้ง | 8,640 บาท | ค้าง 2 บิล (ก.ย. + ต.ค.) |
| ก๋วยเตี๋ยวต้มยำป้าแจ๋ว | 5,320 บาท | |
| ร้านโจ๊กบางแสน | 3,180 บาท | |
| แผงเจ๊ศรี ตลาดหนองมน | 12,450 บาท | จ่ายเช็ค ลงวันที่ 15 พ.ย. |
| ร้านสุกี้ลุงชัย | 4,710 บาท | ทวงแล้ว 2 รอบ |

รวมค้างทั้งหมด 34,300 บาท
เจ๊เล็กเริ่มส่ง 1 พ.ย. ยังไม่มียอดค้าง
"""
RECIPE_MD = """# สูตรลูกชิ้นปลาเนื้อล้วน (สูตรพ่อ)
ต่อเนื้อปลาบด 10 กก.
- เกลือ 250 กรัม
- น้ำตาลทราย 150 กรัม
- พริกไทยขาวป่น 30 กรัม
- แป้งมัน 800 กรัม (ลูกชิ้นปลากรายไม่ใส่แป้ง)
- น้ำแข็งป่น 2 กก. ใส่ทีละน้อย ให้เนื้อเย็นไม่เกิน 10 องศา
ตีจนเหนียว ปั้นลงน้ำอุ่น 45 องศา แล้วต้มต่อที่ 80 องศา 10 นาที
ได้ลูกชิ้นประมาณ 12.5 กก.
"""

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนโรงงานลูกชิ้นปลานันทา ปี 2569", "Nanta Fish Ball - plan for 2026\nสุนันทา ทองประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {sales_2568_so_far():,} บาท\n"
                         "ลูกค้าใหม่: ก๋วยเตี๋ยวเรือเจ๊เล็ก 3 สาขา (เริ่ม พ.ย.)\n"
                         "ปัญหา: ปลาแพงช่วงมรสุม, ปั้นมือไม่ทันช่วงเทศกาล, ลูกหนี้ค้างเกิน 30,000"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,800,000 บาท\nส่งร้านก๋วยเตี๋ยวให้ได้ 40% ของยอดขาย\n"
                            "ผลิตเพิ่มเป็นวันละ 90 กก."),
        ("เงินกู้ SME ธนาคารสยามโคสตัล", "วงเงิน 400,000 บาท ผ่อน 48 เดือน\n"
                                          "เครื่องปั้นลูกชิ้น ~145,000 + ตู้แช่แข็งแบบเป่าลม 180,000 + ปรับปรุงห้องผลิต 75,000"),
        ("เครื่องปั้นลูกชิ้น", "เทียบ 2 เจ้า: Chon Food Machinery กับ ศรีราชาเมทัลเวิร์ค\nตัดสินใจภายใน 5 ธ.ค. 2568"),
        ("ขายออนไลน์", "LINE OA + Shopee ส่งแช่แข็งในชลบุรี/ระยอง\nแพ็ก 500 กรัม ราคา 65 บาท เป้า 300 แพ็กต่อเดือน"),
    ]


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2418.30, "PEA"), ("ค่าน้ำประปา (Water)", 398, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SeaNet"), ("ค่ากับข้าว (Food)", 10800, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3600, ""), ("ผ่อนรถเก๋ง (Car loan)", 8920, "ตะวันออกลีสซิ่ง งวด 31/48"),
                  ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1850, "รพ.อ่างศิลาเวชการ"),
                  ("ประกันชีวิตพี่วี (Life insurance)", 3200, "บลูฮาร์เบอร์ประกันภัย")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2276.15, "PEA"), ("ค่าน้ำประปา (Water)", 405, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SeaNet"), ("ค่ากับข้าว (Food)", 11350, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3920, ""), ("ผ่อนรถเก๋ง (Car loan)", 8920, "ตะวันออกลีสซิ่ง งวด 32/48"),
                  ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1850, "รพ.อ่างศิลาเวชการ"),
                  ("ประกันชีวิตพี่วี (Life insurance)", 3200, "บลูฮาร์เบอร์ประกันภัย"),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1450, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2332.76, "PEA"), ("ค่าน้ำประปา (Water)", 412, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SeaNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3850, ""), ("ผ่อนรถเก๋ง (Car loan)", 8920, "ตะวันออกลีสซิ่ง งวด 33/48"),
                  ("ค่าเรียนพิเศษมิ้นท์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2650, "รพ.อ่างศิลาเวชการ"),
                  ("ประกันชีวิตพี่วี (Life insurance)", 3200, "บลูฮาร์เบอร์ประกันภัย")],
}


def house_total(month: str) -> float:
    return round(sum(row[1] for row in HOUSE_2568[month]), 2)


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", house_total(title), ""])
        money_format(sheet, 2)
    book.save(path)


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนอรุณวิทยา ชลบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ชนิดา ทองประเสริฐ  ชั้น ม.2/3  เลขประจำตัว 30962"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-3-44718-2 แล้วส่งสลิปให้ครูประจำชั้น",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าบำรุงการศึกษา", "3,500"),
                           ("ค่าหนังสือและแบบฝึกหัด", "2,650")], "22,950", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าบำรุงการศึกษา", "3,500"),
                           ("ค่าค่ายวิทยาศาสตร์ (เขาเขียว)", "2,200"), ("ค่าเรียนคอมพิวเตอร์", "1,500")],
                "24,000", "31 ตุลาคม 2568")

HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chonburi\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Veera Thongprasert\n"
    "Address: 88/5 Moo 2, Ang Sila, Mueang Chonburi 20000\n"
    "Customer no. 020014720388    Tariff 1.2 residential\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,077 -> 31,563   Units used: 486 kWh\n"
    "Energy charge 2,094.30  Ft 47.63  Service 38.22  VAT 7% 152.61\n"
    "AMOUNT DUE: 2,332.76 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
SEANET_BILL = [
    "SEANET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Veera Thongprasert    Account: SN-2207-8841\n"
    "Package: Home Fibre 1000/500 Mbps   699.00\n"
    "VAT 7%                              48.93\n"
    "TOTAL                              747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or at any Counter Service.",
]
INSURANCE_LETTER = [
    "BLUE HARBOUR INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chonburi Branch, Phraya Satja Road\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - FAMILY HEALTH INSURANCE 'CARE PLUS'\n"
    "Dear Mrs. Sunanta Thongprasert,\n"
    "Your policy no. BH-H-5521-0876 expires on 31 Dec 2025. Renewal period: 1 Jan 2026 - 31 Dec 2026.\n"
    "\n"
    "Insured person               Age   Premium 2026   (2025)\n"
    "Mrs. Sunanta Thongprasert    46    21,400 THB     (20,600)\n"
    "Miss Chanida Thongprasert    13     9,850 THB     (9,850)\n"
    "Mr. Chaloem Srisuk           71    48,300 THB     (41,900)\n"
    "\n"
    "Total annual premium: 79,550 THB (last year 72,350 THB)\n"
    "Room and board: 4,000 THB per night. Annual limit 1,000,000 THB per person.\n"
    "The premium for Mr. Chaloem goes up because he has moved to the 71-75 age band.\n"
    "Please pay by 15 Dec 2025 by bank transfer or through your agent, Khun Naree (081-552-6037).\n"
    "You may pay in two instalments (40,000 THB now and 39,550 THB by 15 Mar 2026) with a 2% charge.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "โรงงานลูกชิ้น/แชท/แชทไลน์_เจ๊เล็ก_ก๋วยเตี๋ยวเรือ.txt": """[13 ต.ค. 68 10:05] เจ๊เล็ก ก๋วยเตี๋ยวเรือ: นันท์ ใบเสนอราคาใหม่ได้แล้วนะ เดือนละ 56,134 โอเคเลย เริ่ม 1 พ.ย.
[13 ต.ค. 68 10:12] นันท์ ลูกชิ้นปลา: ขอบคุณค่ะเจ๊ ส่งก่อน 7 โมงทุกสาขานะคะ
[13 ต.ค. 68 10:14] เจ๊เล็ก ก๋วยเตี๋ยวเรือ: บางแสน หนองมน อ่างศิลา นะ ลงของที่หลังร้าน
[4 พ.ย. 68 07:40] เจ๊เล็ก ก๋วยเตี๋ยวเรือ: วันนี้ไส้กรอกที่หนองมนมาขาด 1 กิโลนะ
[4 พ.ย. 68 08:02] นันท์ ลูกชิ้นปลา: ขอโทษค่ะเจ๊ ให้โจเอาไปเติมแล้วค่ะ
[18 พ.ย. 68 15:20] เจ๊เล็ก ก๋วยเตี๋ยวเรือ: นันท์ เต้าหู้ปลาขายไม่ค่อยออก ตั้งแต่ 1 ธ.ค. ขอลดจากวันละ 4 กิโล เหลือวันละ 2 กิโลนะ
[18 พ.ย. 68 15:35] นันท์ ลูกชิ้นปลา: ได้ค่ะเจ๊ งั้นตั้งแต่ ธ.ค. ยอดใหม่เดือนละ 50,414 บาทนะคะ
[19 พ.ย. 68 09:10] เจ๊เล็ก ก๋วยเตี๋ยวเรือ: เอ้อ นันท์ คุยกับลูกแล้ว สาขาบางแสนเต้าหู้ยังขายได้ ขอเป็นวันละ 3 กิโลดีกว่า
[19 พ.ย. 68 09:18] นันท์ ลูกชิ้นปลา: ได้ค่ะ เต้าหู้วันละ 3 กิโล งั้นยอดเดือนละ 53,274 บาทนะคะ ตั้งแต่ 1 ธ.ค.
[19 พ.ย. 68 09:20] เจ๊เล็ก ก๋วยเตี๋ยวเรือ: โอเค 53,274 ตามนั้น เครดิต 15 วันเหมือนเดิมนะ
[19 พ.ย. 68 09:21] นันท์ ลูกชิ้นปลา: ค่ะเจ๊ 🙏
""",
    "โรงงานลูกชิ้น/แชท/แชทไลน์_ต้อมแพปลา.txt": """[6 พ.ย. 68 05:10] ต้อม แพปลา: เจ๊นันท์ ปลาทรายแดงเข้าศุกร์นี้ 7 พ.ย. นะ โลละ 48 จะเอากี่โล
[6 พ.ย. 68 05:25] นันท์ ลูกชิ้นปลา: เอา 300 กิโลเลยต้อม
[6 พ.ย. 68 05:26] ต้อม แพปลา: จดแล้ว 300 โล
[6 พ.ย. 68 18:40] ต้อม แพปลา: เจ๊ มรสุมเข้า เรือออกได้น้อย ปลาไม่พอ ให้ได้แค่ 250 กิโลนะ ราคาขึ้นเป็นโลละ 50
[6 พ.ย. 68 18:55] นันท์ ลูกชิ้นปลา: 50 แพงไปนิด 49 ได้มั้ย
[6 พ.ย. 68 19:03] ต้อม แพปลา: ไม่ได้จริงๆเจ๊ ท่าอื่นขาย 52 แล้ว
[6 พ.ย. 68 19:10] นันท์ ลูกชิ้นปลา: โอเค 250 กิโล โลละ 50 รวม 12,500 นะ โอนตอนรับของ
[7 พ.ย. 68 04:50] ต้อม แพปลา: ปลามาแล้ว ให้เฮียวีมารับได้เลย
[7 พ.ย. 68 05:30] นันท์ ลูกชิ้นปลา: โอนแล้ว 12,500 ส่งสลิปให้แล้วนะ
""",
    "โรงงานลูกชิ้น/บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md": WAGES_MD,
    "โรงงานลูกชิ้น/บัญชี/ลูกหนี้ค้างจ่าย_ต.ค.68.md": RECEIVABLES_MD,
    "โรงงานลูกชิ้น/เอกสาร/บันทึกตรวจสุขาภิบาล_พ.ย.68.md": INSPECTION,
    "โรงงานลูกชิ้น/สูตรลูกชิ้นปลา_เนื้อล้วน.md": RECIPE_MD,
    "โรงงานลูกชิ้น/Suppliers/email_GulfPearl_Nov2025.txt": GULF_EMAIL,
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[27 ต.ค. 68 20:05] นันท์: พี่วี ค่าเทอมมิ้นท์เทอม 2 ต้องจ่ายภายในศุกร์นี้นะ 24,000
[27 ต.ค. 68 20:09] พี่วี: พรุ่งนี้โอนให้ ประกันสุขภาพบลูฮาร์เบอร์ก็ส่งจดหมายมาแล้วนะ ของพ่อขึ้นเยอะ
[27 ต.ค. 68 20:11] นันท์: เห็นแล้ว ต้องจ่ายก่อน 15 ธ.ค. ไว้เงินกู้เข้าก่อนค่อยว่ากัน
[28 ต.ค. 68 07:15] มิ้นท์: แม่ ค่ายวิทย์เขาเขียวต้องเอาเสื้อกันหนาวไปด้วยนะ
[28 ต.ค. 68 07:20] นันท์: เดี๋ยวเย็นนี้ไปซื้อที่โรบินสัน
[2 พ.ย. 68 19:30] พ่อ: วันที่ 21 พ่อนัดหมอเข่านะ ใครว่างไปส่ง
[2 พ.ย. 68 19:34] พี่วี: ผมไปส่งเองพ่อ ส่งลูกชิ้นเสร็จแวะรับ
[9 พ.ย. 68 18:02] พี่วี: รถเก๋งเข้าศูนย์ 15 พ.ย. เช็คระยะ 90,000 ประมาณ 5,200
[9 พ.ย. 68 18:05] นันท์: โอเค ใช้เงินบ้านนะ อย่าใช้เงินโรงงาน
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อเฉลิม ศรีสุข)
- ข้อเข่าเสื่อม + ความดัน รักษาที่ รพ.อ่างศิลาเวชการ (หมอวิชัย)
- นัดครั้งถัดไป 21 พฤศจิกายน 2568 เวลา 09.30 น. เอ็กซเรย์เข่าซ้ำ
- ค่ายาปกติเดือนละประมาณ 1,850 บาท
- ต.ค. จ่ายรวมค่าหมอ 2,650 บาท
- หมอบอกถ้าไม่ดีขึ้น อาจต้องฉีดน้ำเลี้ยงข้อ เข็มละ 6,500 บาท (ประกันบลูฮาร์เบอร์จ่ายได้ ถามตัวแทนคุณนารีก่อน)
""",
    "บ้าน/ทริปเกาะล้าน_ปีใหม่.md": """# ทริปเกาะล้าน ปีใหม่ 2569
- ไป 30 ธ.ค. กลับ 1 ม.ค. (โรงงานหยุด 30 ธ.ค.–2 ม.ค.)
- เรือจากท่าบาลีฮาย คนละ 30 บาท
- ที่พักหาดตาแหวน 2 คืน 3,600 บาท (มัดจำแล้ว 1,000)
- เช่ามอไซค์ 2 คัน วันละ 300
- ชวนพ่อไปด้วย ถ้าเข่าไหว
""",
}
TODO = {"todo.md": """- ยื่นต่อใบอนุญาตเทศบาล ก่อน 30 พ.ย.
- เซ็นสัญญาเงินกู้ ส่งคืนธนาคาร ก่อน 20 พ.ย.
- เลือกเครื่องปั้นลูกชิ้น (Chon Food หรือ ศรีราชาเมทัลเวิร์ค)
- แก้มุ้งลวด + ซื้อเทอร์โมมิเตอร์ห้องเย็น ตามที่ สสจ. บอก
- ทวงเงินร้านสุกี้ลุงชัย
- จ่ายประกันสุขภาพ ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "โรงงานลูกชิ้น"
    quotes, suppliers, machines = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "เครื่องจักร"
    papers, books = shop / "เอกสาร", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, machines, papers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมิ้นท์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ก๋วยเตี๋ยวเรือเจ๊เล็ก_ร่าง.docx", LEK_DRAFT, LEK_DRAFT_TABLE,
               bottom=LEK_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ก๋วยเตี๋ยวเรือเจ๊เล็ก_ฉบับจริง.docx", LEK_FINAL, LEK_FINAL_TABLE,
               bottom=LEK_FINAL_BOTTOM)
    make_pdf(suppliers / "GulfPearl_surimi_pricelist_2025.pdf", GULF_PRICES_2025)
    write_docx(suppliers / "ราคาเนื้อปลาบด_กัลฟ์เพิร์ล_2567.docx", GULF_PRICES_2567, GULF_PRICES_2567_TABLE,
               bottom=GULF_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "GulfPearl_invoice_GP-25-3391.pdf", GULF_INVOICE)
    make_pdf(suppliers / "ThaiPackPlus_invoice_Oct2025.pdf", PACK_INVOICE)
    make_pdf(machines / "ChonFoodMachinery_quotation_QM-2511.pdf", CHON_MACHINE_QUOTE)
    write_docx(machines / "ใบเสนอราคา_เครื่องปั้นลูกชิ้น_ศรีราชาเมทัลเวิร์ค.docx", SRIRACHA_MACHINE,
               SRIRACHA_MACHINE_TABLE, bottom=SRIRACHA_MACHINE_BOTTOM)
    make_pdf(papers / "SiamCoastalBank_SME_loan_approval.pdf", LOAN_LETTER)
    write_docx(papers / "หนังสือเทศบาลอ่างศิลา_ต่อใบอนุญาต.docx", MUNICIPAL_LETTER)
    make_pdf(papers / "PEA_factory_bill_Oct2025.pdf", FACTORY_BILL)
    _sales_book(books / "ยอดขายโรงงาน_2568.xlsx", "2568", MARKET_2568, NOODLE_2568, FISH_2568, WAGES_2568,
                ELEC_2568, PACK_2568, PROD_2568)
    _sales_book(books / "ยอดขายโรงงาน_2567.xlsx", "2567", MARKET_2567, NOODLE_2567, FISH_2567, WAGES_2567,
                ELEC_2567, PACK_2567, PROD_2567)
    write_slides(shop / "แผนโรงงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", HOME_BILL)
    make_pdf(home / "Bills" / "SeaNet_fibre_bill_Oct2025.pdf", SEANET_BILL)
    make_pdf(home / "ประกัน" / "BlueHarbour_health_insurance_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมิ้นท์" / "ค่าเทอม_มิ้นท์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
