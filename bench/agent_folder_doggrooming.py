"""The doggrooming folder: the papers of a Pattaya dog-grooming salon and pet hotel and its owner's household.

The owner is คุณกมลชนก ทองประเสริฐ (พี่กิ๊ฟ). She runs "ปุยฝ้าย ด็อก สปา แอนด์ โฮเทล" (Puifai Dog Spa & Hotel),
ซอยเขาตาโล 12, ต.หนองปรือ อ.บางละมุง จ.ชลบุรี: grooming, dog boarding (a small pet hotel) and a pet-taxi van. Her
husband วิชิต (พี่ชิต) drives the van, three part-time groomers (เฟิร์น, บอส, จอย) are paid per dog, her daughter
มายด์ (ด.ญ.ณิชาภัทร) is in ม.1. It is November 2568 (2025).

Documents/ร้านกรูมมิ่ง/ (the business)
- ราคาบริการ/ราคาบริการปี2569_ร่าง.docx: draft 2569 price list (large-dog full groom 1,200, large room 550).
- ราคาบริการ/ราคาบริการปี2569_ฉบับจริง.docx: the final of the same list, other figures (full groom 1,250,
  large room 590), from 1 ม.ค. 2569.
- ขยายโรงแรม/ใบเสนอราคา_กรงสแตนเลส_ชลบุรีสแตนเลส.docx: Thai quote for 14 stainless kennels, 171,400 incl. VAT.
- ขยายโรงแรม/PetHaus_kennel_quotation_Q25-0412.pdf: English quote from another firm for the same kennels,
  169,500 + VAT = 181,365.
- ขยายโรงแรม/ThaiCoast_loan_approval_letter.pdf: the bank's SME loan approval (500,000, 5.25%, 60 months, 9,493).
- ขยายโรงแรม/แผนขยายโรงแรมหมา_2569.pptx: slides, the expansion plan (budget 650,000, 2569 target 1,500,000).
- Suppliers/SiamPetCare_pricelist_2025.pdf: English 2025 price list of Siam Pet Care Supply Co., Ltd.
- Suppliers/ราคาส่ง_สยามเพ็ทแคร์_2567.docx: last year's list of the same firm in Thai (บริษัท สยามเพ็ทแคร์ ซัพพลาย).
- Suppliers/SiamPetCare_invoice_SPC-25-2231.pdf: October invoice (18,832.00, due 16 Nov 2025).
- Suppliers/email_SiamPetCare_Nov2025.txt: email: conditioner 1,150 and flea shampoo 1,720 from 1 Dec 2025.
- บัญชี/รายรับรายจ่ายร้าน_2568.xlsx: this year's book, three sheets (income, expenses, summary), ม.ค.-ต.ค.
- บัญชี/รายรับรายจ่ายร้าน_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.
- บัญชี/ตารางจองห้องพัก_ธันวาคม68.xlsx: December boarding bookings.
- บัญชี/ค่าคอมช่าง_ตุลาคม68.md: October per-dog pay of the three groomers (19,740).
- แชท/แชทไลน์_คุณนุ่น_น้องโมจิ.txt: LINE chat with a customer; New Year stay cut from 10 to 6 nights, 3,450 in all.
- แชท/แชทไลน์_กลุ่มช่างตัดขน.txt: LINE group with the groomers; large-dog pay 180 -> 190 offered -> 200 agreed.
- แชท/email_booking_Henrik.txt: an expat's English email booking two Labradors 15-22 Dec (7,700).
- รถตู้/EasternStar_van_insurance_renewal_2025.pdf: English renewal notice for the van (12,780, pay by 20 Nov).
- รถตู้/ใบเสร็จซ่อมรถตู้_อู่ช่างเอก.docx: the garage's receipt for the van (10,550).
- กฎการรับฝากสุนัข.docx: the hotel's boarding rules (vaccines, check-out 12.00 น., 50% deposit at New Year).
- โน้ตอบรมกรูมมิ่ง.md: notes from a grooming workshop.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (2,318.64, due 2 Nov 2025), Bills/SeaLink_fibre_bill_Oct2025.pdf.
- ประกัน/AndamanLife_health_renewal_2025.pdf: English renewal of the daughter's health insurance (16,420).
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: fee notices (29,450; 30,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
- แผนเที่ยวเขาใหญ่_มกราคม69.md: a family trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP = "ปุยฝ้าย ด็อก สปา แอนด์ โฮเทล (Puifai Dog Spa & Hotel) ซอยเขาตาโล 12 ต.หนองปรือ อ.บางละมุง จ.ชลบุรี โทร 086-318-2274"

# ---------------------------------------------------------------- price lists (draft and final)
PRICE_HEAD = ("บริการ", "สุนัขเล็ก (ไม่เกิน 10 กก.)", "สุนัขกลาง (10-20 กก.)", "สุนัขใหญ่ (เกิน 20 กก.)")
PRICE_DRAFT = [SHOP, "ราคาบริการ ปี 2569 (ร่าง)", "ทำวันที่ 20 ตุลาคม 2568", "ราคาเป็นบาท"]
PRICE_DRAFT_TABLE = [
    PRICE_HEAD,
    ("อาบน้ำ เป่าขน ตัดเล็บ เช็ดหู", "350", "450", "650"),
    ("ตัดขนทั้งตัว (รวมอาบน้ำ)", "650", "850", "1,200"),
    ("รับฝาก ห้องมาตรฐาน ต่อคืน", "350", "450", "550"),
    ("รับฝาก ห้อง VIP (แอร์ + กล้องดูออนไลน์) ต่อคืน", "550", "650", "800"),
    ("รถรับส่ง Pet taxi ในเขตพัทยา ต่อเที่ยว", "200", "200", "300"),
]
PRICE_DRAFT_BOTTOM = ["ร่าง ยังไม่ประกาศ รอดูราคาแชมพูสยามเพ็ทแคร์ปีหน้าก่อน",
                      "คิดว่าจะเพิ่มค่าบริการขนพันกันตัวละ 100-200 บาท"]
PRICE_FINAL = [SHOP, "ราคาบริการ ปี 2569", "ประกาศวันที่ 3 พฤศจิกายน 2568 มีผลตั้งแต่ 1 มกราคม 2569", "ราคาเป็นบาท"]
PRICE_FINAL_TABLE = [
    PRICE_HEAD,
    ("อาบน้ำ เป่าขน ตัดเล็บ เช็ดหู", "380", "490", "690"),
    ("ตัดขนทั้งตัว (รวมอาบน้ำ)", "690", "890", "1,250"),
    ("รับฝาก ห้องมาตรฐาน ต่อคืน", "380", "490", "590"),
    ("รับฝาก ห้อง VIP (แอร์ + กล้องดูออนไลน์) ต่อคืน", "590", "690", "850"),
    ("รถรับส่ง Pet taxi ในเขตพัทยา ต่อเที่ยว", "200", "250", "300"),
]
PRICE_FINAL_BOTTOM = ["ขนพันกันมาก คิดเพิ่มตัวละ 150 บาท  สุนัขดุต้องใส่ตะกร้อ คิดเพิ่ม 100 บาท",
                      "ลูกค้าบัตรสมาชิก ลด 10% เฉพาะอาบน้ำและตัดขน",
                      "ลูกค้าที่จองห้องพักไว้ก่อน 31 ธ.ค. 2568 ยังใช้ราคาเดิม"]

# ---------------------------------------------------------------- kennel quotes
KENNEL_TH = [
    "ห้างหุ้นส่วนจำกัด ชลบุรีสแตนเลสเวิร์ค",
    "99/3 ถนนสุขุมวิท ต.เสม็ด อ.เมือง จ.ชลบุรี 20000 โทร 038-274-615",
    "ใบเสนอราคา เลขที่ CSW-2568-118  วันที่ 9 ตุลาคม 2568",
    "เรียน คุณกมลชนก ทองประเสริฐ ปุยฝ้าย ด็อก สปา แอนด์ โฮเทล",
    "เรื่อง กรงสุนัขสแตนเลส สำหรับต่อเติมห้องพักสุนัข",
]
KENNEL_TH_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)"),
    ("กรงสแตนเลส 304 ขนาดใหญ่ 120x90x100 ซม. ถาดรองถอดล้างได้", "6 ชุด", "14,500", "87,000"),
    ("กรงสแตนเลส 304 ขนาดกลาง 90x70x80 ซม.", "8 ชุด", "9,800", "78,400"),
    ("ค่าขนส่งและติดตั้งที่ร้าน", "1 งาน", "6,000", "6,000"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "171,400"),
]
KENNEL_TH_BOTTOM = [
    "รวมทั้งสิ้น 171,400 บาท (หนึ่งแสนเจ็ดหมื่นหนึ่งพันสี่ร้อยบาทถ้วน) ราคารวมภาษีมูลค่าเพิ่มแล้ว",
    "ส่งของภายใน 30 วันหลังยืนยัน มัดจำ 40% ส่วนที่เหลือชำระวันติดตั้ง",
    "รับประกันรอยเชื่อม 1 ปี ราคานี้ยืนถึง 9 ธันวาคม 2568",
    "ผู้เสนอราคา นายประเสริฐ แซ่ลิ้ม",
]
PETHAUS_QUOTE = [
    "PETHAUS EQUIPMENT CO., LTD.\n"
    "Kennels, grooming tables and pet hotel fit-out - Bang Na, Bangkok  Tel. 02-398-5521\n"
    "QUOTATION No. Q25-0412        Date: 14 Oct 2025\n"
    "To: Khun Kamonchanok Thongprasert, Puifai Dog Spa & Hotel, Nong Prue, Bang Lamung, Chon Buri\n"
    "Re: Stainless steel kennels for hotel extension\n"
    "\n"
    "Item                                     Qty   Unit price    Amount\n"
    "Kennel SS304, large 120x90x100 cm        6     13,900        83,400\n"
    "Kennel SS304, medium 90x70x80 cm         8     10,200        81,600\n"
    "Delivery to Pattaya and installation     1      4,500         4,500\n"
    "\n"
    "Subtotal                                                    169,500\n"
    "VAT 7%                                                       11,865\n"
    "GRAND TOTAL                                            181,365 THB\n"
    "\n"
    "Lead time: 6 weeks. Deposit 50% with order, balance on delivery.\n"
    "Warranty: 2 years on welds and hinges. Quotation valid 45 days.\n"
    "Sales: Khun Thanakorn, thanakorn@pethaus.co.th",
]

# ---------------------------------------------------------------- bank
LOAN_LETTER = [
    "THAICOAST BANK PUBLIC COMPANY LIMITED\n"
    "SME Banking Centre, Pattaya Klang Branch, Pattaya, Chon Buri 20150\n"
    "Ref: TCB/SME/PTY/2568-0917\n"
    "6 November 2025\n"
    "\n"
    "Mrs. Kamonchanok Thongprasert\n"
    "Puifai Dog Spa & Hotel, Soi Khao Talo 12, Nong Prue, Bang Lamung, Chon Buri 20150\n"
    "\n"
    "Subject: Approval of SME term loan\n"
    "\n"
    "Dear Mrs. Kamonchanok,\n"
    "We are pleased to inform you that your application for an SME term loan has been approved\n"
    "on the following terms:\n"
    "\n"
    "Loan amount: 500,000 THB\n"
    "Purpose: construction of a 12-room dog boarding extension and kennels\n"
    "Term: 60 months\n"
    "Interest: 5.25% per annum fixed for the first 24 months, then MRR - 1.50% per annum\n"
    "Monthly instalment: 9,493 THB\n"
    "First instalment: 25 December 2025, then on the 25th of every month\n"
    "Front-end fee: 0.5% of the loan amount (2,500 THB)\n"
    "Security: personal guarantee of Mr. Wichit Thongprasert\n",
    "Conditions:\n"
    "1. The loan will be paid out in two parts: 60% when construction starts and 40% on completion.\n"
    "2. You must keep the business current account with ThaiCoast Bank during the loan term.\n"
    "3. Early repayment within 3 years: fee of 2% of the amount repaid.\n"
    "\n"
    "Please visit the branch to sign the loan agreement no later than 28 November 2025.\n"
    "Otherwise this approval will expire.\n"
    "\n"
    "Yours sincerely,\n"
    "Ms. Pimchanok Rattanaporn\n"
    "Relationship Manager, SME Banking\n"
    "Tel. 038-411-902",
]

# ---------------------------------------------------------------- Siam Pet Care
SPC_PRICES_2025 = [
    "SIAM PET CARE SUPPLY CO., LTD.\n"
    "Professional grooming products - 41/7 Bang Na-Trat Road km 12, Samut Prakan 10540\n"
    "Tel. 02-750-3318   orders@siampetcare.co.th\n"
    "SALON PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n"
    "\n"
    "Oatmeal Gentle Shampoo, 5 L ............... 1,250\n"
    "Whitening Shampoo, 5 L .................... 1,380\n"
    "Silk Conditioner, 5 L ..................... 1,090\n"
    "Flea & Tick Shampoo, 5 L .................. 1,640\n"
    "Ear Cleaner, 500 ml ......................... 320\n"
    "Coconut Cologne, 1 L ........................ 450\n"
    "\n"
    "Free delivery in Chon Buri for orders of 10,000 THB or more (before VAT).\n"
    "Credit 30 days for salon accounts.\n"
    "Sales representative (East): Khun Supattra, 089-114-6620",
]
SPC_PRICES_2567 = ["บริษัท สยามเพ็ทแคร์ ซัพพลาย จำกัด", "ใบราคาสำหรับร้านกรูมมิ่ง ปี 2567 (มกราคม - ธันวาคม 2567)",
                   "ราคาไม่รวมภาษีมูลค่าเพิ่ม"]
SPC_PRICES_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา (บาท)"),
    ("แชมพูสูตรโอ๊ตมีลอ่อนโยน", "5 ลิตร", "1,180"),
    ("แชมพูสูตรขนขาว", "5 ลิตร", "1,290"),
    ("ครีมนวดขนสูตรซิลค์", "5 ลิตร", "990"),
    ("แชมพูกำจัดเห็บหมัด", "5 ลิตร", "1,560"),
    ("น้ำยาเช็ดหู", "500 มล.", "290"),
    ("โคโลญจน์กลิ่นมะพร้าว", "1 ลิตร", "420"),
]
SPC_PRICES_2567_BOTTOM = ["ส่งฟรีในจังหวัดชลบุรีเมื่อสั่งครบ 8,000 บาท", "เครดิต 30 วัน",
                          "ติดต่อ คุณสุภัทรา ฝ่ายขายภาคตะวันออก 089-114-6620"]
SPC_INVOICE = [
    "SIAM PET CARE SUPPLY CO., LTD.\n"
    "TAX INVOICE No. SPC-25-2231\n"
    "Date: 17 Oct 2025          Due date: 16 Nov 2025\n"
    "Customer: Puifai Dog Spa & Hotel (Khun Kamonchanok), Soi Khao Talo 12, Bang Lamung, Chon Buri\n"
    "\n"
    "Item                          Qty    Unit price   Amount\n"
    "Oatmeal Gentle Shampoo 5 L    6      1,250.00     7,500.00\n"
    "Whitening Shampoo 5 L         3      1,380.00     4,140.00\n"
    "Silk Conditioner 5 L          4      1,090.00     4,360.00\n"
    "Ear Cleaner 500 ml            5        320.00     1,600.00\n"
    "\n"
    "Subtotal 17,600.00\n"
    "VAT 7% 1,232.00\n"
    "TOTAL 18,832.00 THB\n"
    "Please transfer to Bangkok Bank, Siam Pet Care Supply Co., Ltd., account 221-3-04567-8.",
]
SPC_EMAIL = """From: Supattra K. <orders@siampetcare.co.th>
To: puifai.dogspa@gmail.com
Date: Tue, 4 Nov 2025 10:12
Subject: Price update from 1 December 2025

Dear Khun Kamonchanok,

Thank you for being our customer. Because of higher import costs, two prices will change from 1 December 2025:

- Silk Conditioner 5 L: 1,150 THB (2025 list: 1,090 THB)
- Flea & Tick Shampoo 5 L: 1,720 THB (2025 list: 1,640 THB)

All other items stay at the 2025 list price until our 2026 price list comes out in January.
Orders placed before 30 November will be charged at the old price.

Best regards,
Supattra Kongsuk
Sales (East), Siam Pet Care Supply Co., Ltd.
"""

# ---------------------------------------------------------------- books
GROOM_2568 = [68400, 61200, 72500, 84300, 70100, 63800, 66900, 71400, 64200, 73600]
BOARD_2568 = [52300, 38600, 41200, 78900, 44500, 36200, 47800, 39400, 33100, 45600]
TAXI_2568 = [6200, 5400, 5900, 8800, 6100, 5300, 5700, 6000, 5100, 6400]
RETAIL_2568 = [9800, 8700, 9300, 11200, 9100, 8400, 8900, 9600, 8200, 10300]
SUPPLIES_2568 = [14200, 12800, 13900, 16500, 13600, 12400, 13100, 13800, 12900, 21450]
GROOMERS_2568 = [18600, 16900, 19800, 22400, 18900, 17100, 17800, 19300, 17400, 19740]
FUEL_2568 = [4800, 4300, 4600, 6200, 4700, 4200, 4500, 4600, 4100, 4900]
POWER_2568 = [7400, 7100, 8300, 9600, 9200, 8100, 7900, 7800, 7300, 7700]

GROOM_2567 = [61200, 55400, 64800, 76900, 63300, 57800, 60200, 64100, 58700, 66300, 69800, 82400]
BOARD_2567 = [47600, 33900, 36800, 71200, 40100, 31800, 42300, 35600, 29700, 40200, 48900, 96500]
TAXI_2567 = [5400, 4800, 5100, 7900, 5300, 4600, 5000, 5200, 4400, 5600, 6100, 9800]
RETAIL_2567 = [8600, 7900, 8200, 10100, 8300, 7600, 8000, 8700, 7400, 9200, 9800, 14300]
SUPPLIES_2567 = [12900, 11600, 12700, 15200, 12400, 11300, 11900, 12600, 11800, 13100, 13900, 17800]
GROOMERS_2567 = [16800, 15200, 17900, 20600, 17200, 15600, 16300, 17500, 15900, 18100, 19000, 23700]
FUEL_2567 = [4400, 4000, 4200, 5800, 4300, 3900, 4100, 4200, 3800, 4500, 4700, 6900]
POWER_2567 = [6800, 6500, 7600, 8900, 8500, 7400, 7200, 7100, 6700, 7000, 7300, 8200]


def income_totals(*columns: list[int]) -> list[int]:
    return [sum(values) for values in zip(*columns)]


def _book(path: Path, year: str, income: list[list[int]], costs: list[list[int]], rent: int) -> None:
    months = len(income[0])
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับร้านปุยฝ้าย ด็อก สปา ปี {year} (Monthly income {year}, THB)"])
    sheet.append(["เดือน (Month)", "ตัดขน/อาบน้ำ (Grooming)", "รับฝาก (Boarding)", "รถรับส่ง (Pet taxi)",
                  "ขายสินค้า (Retail)", "รวม (Total)"])
    for i in range(months):
        row = [column[i] for column in income]
        sheet.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    spend.append(["เดือน (Month)", "แชมพู/อุปกรณ์ (Supplies)", "ค่าเช่าตึก (Rent)", "ค่าคอมช่าง (Groomers)",
                  "น้ำมันรถตู้ (Van fuel)", "ค่าไฟร้าน (Electricity)", "รวม (Total)"])
    for i in range(months):
        row = [costs[0][i], rent, costs[1][i], costs[2][i], costs[3][i]]
        spend.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    for column in range(2, 8):
        money_format(spend, column)
    summary = book.create_sheet("สรุป Summary")
    summary.append([f"สรุปกำไรรายเดือน ปี {year} (Profit by month)"])
    summary.append(["เดือน (Month)", "รายรับ (Income)", "รายจ่าย (Expenses)", "กำไร (Profit)"])
    for i in range(months):
        got = sum(column[i] for column in income)
        paid = rent + sum(column[i] for column in costs)
        summary.append([f"{MONTHS[i]} {year}", got, paid, got - paid])
    for column in range(2, 5):
        money_format(summary, column)
    book.save(path)


BOOKINGS = [
    ("S3", "บราวนี่ (พุดเดิ้ล)", "คุณแพรว", "5 ธ.ค. 68", "8 ธ.ค. 68", 3, 350),
    ("L1", "บัมเซ่ Bamse (ลาบราดอร์)", "Mr. Henrik Larsen", "15 ธ.ค. 68", "22 ธ.ค. 68", 7, 550),
    ("L2", "คีร่า Kira (ลาบราดอร์)", "Mr. Henrik Larsen", "15 ธ.ค. 68", "22 ธ.ค. 68", 7, 550),
    ("M2", "ข้าวปั้น (คอร์กี้)", "คุณต่าย", "20 ธ.ค. 68", "27 ธ.ค. 68", 7, 450),
    ("V1", "ลัคกี้ (โกลเด้น)", "คุณธนวัฒน์", "24 ธ.ค. 68", "2 ม.ค. 69", 9, 800),
    ("M1", "โมจิ (ชิสุ)", "คุณนุ่น", "29 ธ.ค. 68", "4 ม.ค. 69", 6, 450),
    ("S1", "ถั่วแดง (ชิวาวา)", "คุณเจน", "30 ธ.ค. 68", "2 ม.ค. 69", 3, 350),
    ("S2", "ขนมปัง (ปอม)", "คุณเจน", "30 ธ.ค. 68", "2 ม.ค. 69", 3, 350),
    ("M3", "Oscar (บีเกิ้ล)", "Ms. Claire Dubois", "31 ธ.ค. 68", "3 ม.ค. 69", 3, 450),
]


def _bookings(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จองห้อง ธ.ค. 68"
    sheet.append(["ตารางจองห้องพักสุนัข ธันวาคม 2568 (Boarding bookings, December 2025)"])
    sheet.append(["ห้อง (Room)", "สุนัข (Dog)", "เจ้าของ (Owner)", "เข้า (Check-in)", "ออก (Check-out)",
                  "คืน (Nights)", "ราคา/คืน (Rate)", "รวม (Total)"])
    for row in BOOKINGS:
        sheet.append(list(row) + [row[5] * row[6]])
    sheet.append(["รวม (Total)", "", "", "", "", sum(r[5] for r in BOOKINGS), "",
                  sum(r[5] * r[6] for r in BOOKINGS)])
    money_format(sheet, 7)
    money_format(sheet, 8)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ผ่อนบ้าน (Mortgage)", 12800, "ThaiCoast"), ("ค่าไฟ (Electricity)", 2254.10, "PEA"),
                  ("ค่าน้ำประปา (Water)", 342, ""), ("อินเทอร์เน็ต (Internet)", 854.93, "SeaLink"),
                  ("ค่ากับข้าว (Food)", 11200, ""), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าอาหารน้องถุงทอง (Dog food)", 890, "")],
    "ก.ย. 2568": [("ผ่อนบ้าน (Mortgage)", 12800, "ThaiCoast"), ("ค่าไฟ (Electricity)", 2411.55, "PEA"),
                  ("ค่าน้ำประปา (Water)", 356, ""), ("อินเทอร์เน็ต (Internet)", 854.93, "SeaLink"),
                  ("ค่ากับข้าว (Food)", 10900, ""), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าอาหารน้องถุงทอง (Dog food)", 890, ""), ("ค่าหมอฟันมายด์ (Dentist)", 1500, "จัดฟัน")],
    "ต.ค. 2568": [("ผ่อนบ้าน (Mortgage)", 12800, "ThaiCoast"), ("ค่าไฟ (Electricity)", 2318.64, "PEA"),
                  ("ค่าน้ำประปา (Water)", 331, ""), ("อินเทอร์เน็ต (Internet)", 854.93, "SeaLink"),
                  ("ค่ากับข้าว (Food)", 11450, ""), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ค่าอาหารน้องถุงทอง (Dog food)", 890, ""), ("ชุดนักเรียนใหม่ (School uniform)", 1280, "")],
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


# ---------------------------------------------------------------- van
VAN_INSURANCE = [
    "EASTERN STAR INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chon Buri Branch, Sukhumvit Road, Na Kluea, Bang Lamung\n"
    "24 October 2025\n"
    "\n"
    "RENEWAL NOTICE - VOLUNTARY MOTOR INSURANCE, TYPE 2 PLUS\n"
    "Dear Mrs. Kamonchanok Thongprasert,\n"
    "Your policy no. ESM-2569-77310 for the vehicle below expires on 30 Nov 2025.\n"
    "Vehicle: Toyota Commuter 2.8 van, year 2020, registration 30-4417 Chon Buri\n"
    "Use: commercial (pet transport)\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "Sum insured: 450,000 THB (last year 500,000 THB)\n"
    "Premium: 12,780 THB including stamp duty and VAT (last year 11,950 THB)\n"
    "Excess: 2,000 THB per claim when the driver is at fault.\n"
    "Please pay by 20 Nov 2025 by bank transfer or through your agent, Khun Anusorn (081-902-4415).\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]
VAN_RECEIPT = ["อู่ช่างเอก ออโต้เซอร์วิส", "45/2 ถนนสุขุมวิท ต.นาเกลือ อ.บางละมุง จ.ชลบุรี โทร 081-776-3092",
               "ใบเสร็จรับเงิน เลขที่ 0684  วันที่ 4 พฤศจิกายน 2568",
               "ลูกค้า คุณวิชิต ทองประเสริฐ  รถตู้ Toyota Commuter ทะเบียน 30-4417 ชลบุรี  เลขไมล์ 186,420 กม."]
VAN_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("เปลี่ยนผ้าเบรกหน้า", "2,800"),
    ("ถ่ายน้ำมันเครื่อง + กรองน้ำมันเครื่อง", "1,950"),
    ("ซ่อมแอร์ตอนหลัง (เปลี่ยนคอยล์เย็น)", "4,600"),
    ("ค่าแรง", "1,200"),
    ("รวม", "10,550"),
]
VAN_RECEIPT_BOTTOM = ["รวมเงินทั้งสิ้น 10,550 บาท ชำระเงินสดแล้ว",
                      "นัดเช็กระยะครั้งต่อไปที่ 196,000 กม. รับประกันงานแอร์ 3 เดือน", "ผู้รับเงิน เอกชัย"]

# ---------------------------------------------------------------- rules
RULES_TOP = [SHOP, "กฎและเงื่อนไขการรับฝากสุนัข (ปรับปรุง ตุลาคม 2568)"]
RULES = [
    ("1. สุขภาพและวัคซีน", "ต้องมีสมุดวัคซีน พิษสุนัขบ้าและวัคซีนรวม ฉีดมาแล้วไม่เกิน 1 ปี\n"
     "ต้องหยอดยากันเห็บหมัดมาแล้วไม่เกิน 30 วัน ถ้าพบเห็บหมัด ร้านจะอาบแชมพูกำจัดเห็บ คิดเพิ่ม 300 บาท\n"
     "ไม่รับสุนัขที่ป่วย ติดสัด หรือดุจนทำร้ายคนหรือสุนัขตัวอื่น"),
    ("2. เวลาเข้าออก", "รับเข้าพักเวลา 09.00-18.00 น. ทุกวัน\n"
     "รับกลับก่อน 12.00 น. ถ้าเกินเวลา คิดครึ่งคืน เกิน 18.00 น. คิดเต็มคืน"),
    ("3. การจองและมัดจำ", "ช่วงปกติ มัดจำ 1 คืน\n"
     "ช่วงปีใหม่ (20 ธ.ค. - 5 ม.ค.) และสงกรานต์ มัดจำ 50% ของค่าห้องทั้งหมด\n"
     "ยกเลิกก่อนเข้าพักน้อยกว่า 7 วัน ไม่คืนมัดจำ แต่เลื่อนวันได้ 1 ครั้ง"),
    ("4. อาหารและของใช้", "ให้นำอาหารของน้องมาเอง ถ้าใช้อาหารร้าน คิดวันละ 60 บาท\n"
     "พาเดินเล่นวันละ 2 รอบ เช้าและเย็น ส่งรูป/คลิปให้เจ้าของทาง LINE ทุกวัน"),
    ("5. กรณีฉุกเฉิน", "ถ้าน้องป่วยระหว่างฝาก ร้านจะพาไปคลินิกรักษ์สัตว์ นาเกลือ และโทรแจ้งเจ้าของทันที\n"
     "ค่ารักษาพยาบาลเจ้าของเป็นผู้จ่าย"),
]

# ---------------------------------------------------------------- household papers
FEE_SCHOOL = "โรงเรียนมาเรียวิทยา พัทยา"


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = [FEE_SCHOOL, f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ณิชาภัทร ทองประเสริฐ  ชั้น ม.1/3  เลขประจำตัว 36218"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารไทยโคสต์ 317-2-48810-5",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าหนังสือและอุปกรณ์", "3,200"), ("ค่าประกันอุบัติเหตุ", "450")],
                "29,450", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "21,000"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าทัศนศึกษา", "2,300"), ("ค่าเรียนคอมพิวเตอร์เสริม", "1,900")],
                "30,000", "10 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Lamung\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Kamonchanok Thongprasert\n"
    "Address: 45/8 Moo 5, Nong Prue, Bang Lamung, Chon Buri 20150\n"
    "Customer no. 020034417726\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 31,512 -> 31,998   Units used: 486 kWh\n"
    "Energy charge 2,087.33  Ft 40.82  Service 38.22  VAT 7% 152.27\n"
    "AMOUNT DUE: 2,318.64 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
SEALINK_BILL = [
    "SEALINK FIBRE CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Kamonchanok Thongprasert    Account: SL-7720-0394\n"
    "Package: Family Fibre 1000/500 Mbps + Wi-Fi mesh    799.00\n"
    "VAT 7%                                               55.93\n"
    "TOTAL                                               854.93 THB\n"
    "Due date: 25 Oct 2025. Pay by QR code or auto-debit.",
]
HEALTH_RENEWAL = [
    "ANDAMAN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Customer Service Centre, Bangkok\n"
    "20 October 2025\n"
    "\n"
    "POLICY RENEWAL NOTICE - JUNIOR HEALTH PLUS\n"
    "Policy owner: Mrs. Kamonchanok Thongprasert\n"
    "Insured: Miss Nichaphat Thongprasert (age 13)\n"
    "Policy no. ALH-0558120\n"
    "\n"
    "Renewal date: 15 Dec 2025\n"
    "Annual premium: 16,420 THB (last year 15,300 THB; the premium rises with the age band 13-15)\n"
    "Room and board: up to 4,000 THB per day; out-patient: 1,500 THB per visit, 30 visits a year\n"
    "Please pay by 15 Dec 2025 to keep your cover without a waiting period.\n"
    "Agent: Khun Warunee, 089-667-3120",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(income_totals(GROOM_2568, BOARD_2568, TAXI_2568, RETAIL_2568))
    return [
        ("แผนขยายโรงแรมหมา ปี 2569", "Puifai Dog Spa & Hotel - expansion plan 2026\nกมลชนก ทองประเสริฐ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.-ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ห้องพักเต็มทุกช่วงปีใหม่และสงกรานต์ ต้องปฏิเสธลูกค้าเกือบ 40 ราย\n"
                         "ค่าแชมพูและค่าคอมช่างขึ้น"),
        ("ต่อเติมห้องพัก", "เพิ่มห้องพัก 12 ห้อง (เดิม 9 ห้อง รวมเป็น 21 ห้อง) หลังร้าน\n"
                           "งบรวม 650,000 บาท: ก่อสร้าง 420,000 + กรงสแตนเลส ประมาณ 175,000 + แอร์/กล้อง 55,000\n"
                           "เงินกู้ธนาคาร 500,000 + เงินร้าน 150,000\nเริ่มสร้าง ม.ค. 2569 เสร็จ มี.ค. 2569 ก่อนสงกรานต์"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,500,000 บาท\nอัตราเข้าพักเฉลี่ย 65%\n"
                            "จ้างช่างประจำเพิ่ม 1 คน เดือนละ 15,000 บาท"),
        ("บริการใหม่", "แพ็กเกจรายเดือน อาบน้ำ 4 ครั้ง ลด 15%\nรถรับส่งไปจอมเทียน/นาจอมเทียน\nขายอาหารสดแช่แข็งสำหรับสุนัข"),
    ]


# ---------------------------------------------------------------- notes, chats, emails
TEXTS = {
    "ร้านกรูมมิ่ง/บัญชี/ค่าคอมช่าง_ตุลาคม68.md": """# ค่าคอมช่างตัดขน ตุลาคม 2568

อัตรา: หมาเล็ก/กลาง ตัวละ 120 บาท  หมาใหญ่ ตัวละ 180 บาท

| ช่าง | หมาเล็ก/กลาง | หมาใหญ่ | รวม |
|---|---|---|---|
| เฟิร์น | 58 ตัว (6,960) | 14 ตัว (2,520) | 9,480 บาท |
| บอส | 41 ตัว (4,920) | 9 ตัว (1,620) | 6,540 บาท |
| จอย (เสาร์-อาทิตย์) | 22 ตัว (2,640) | 6 ตัว (1,080) | 3,720 บาท |

รวมจ่ายค่าคอม ต.ค. 19,740 บาท โอนแล้ว 31 ต.ค.
บอสเบิกล่วงหน้า 1,500 หักเดือนหน้า
""",
    "ร้านกรูมมิ่ง/แชท/แชทไลน์_คุณนุ่น_น้องโมจิ.txt": """[18 ต.ค. 68 10:42] คุณนุ่น แม่น้องโมจิ: สวัสดีค่ะ ขอจองห้องฝากน้องโมจิ ชิสุ 6 กิโล ช่วงปีใหม่ค่ะ มาส่ง 27 ธ.ค. รับคืน 6 ม.ค.
[18 ต.ค. 68 10:50] ปุยฝ้าย Dog Spa: สวัสดีค่ะคุณนุ่น ห้องกลางคืนละ 450 บาท 10 คืน 4,500 บาท อาบน้ำก่อนกลับบ้านอีก 450 รวม 4,950 บาทค่ะ ช่วงปีใหม่ขอมัดจำ 50% นะคะ
[18 ต.ค. 68 11:05] คุณนุ่น แม่น้องโมจิ: โอนมัดจำแล้วค่ะ 2,475 บาท
[18 ต.ค. 68 11:07] ปุยฝ้าย Dog Spa: ได้รับแล้วค่ะ ขอบคุณค่ะ อย่าลืมเอาสมุดวัคซีนมาด้วยนะคะ
[12 พ.ย. 68 20:14] คุณนุ่น แม่น้องโมจิ: พี่กิ๊ฟคะ สายการบินเลื่อนไฟลท์ ขอเปลี่ยนเป็นมาส่ง 29 ธ.ค. รับคืน 4 ม.ค. ได้มั้ยคะ
[12 พ.ย. 68 20:30] ปุยฝ้าย Dog Spa: ได้ค่ะ เหลือ 6 คืน 2,700 + อาบน้ำ 450 = 3,150 ค่ะ
[12 พ.ย. 68 20:33] คุณนุ่น แม่น้องโมจิ: แล้วถ้าให้รถไปรับน้องที่คอนโดจอมเทียนวันที่ 29 ด้วย คิดเท่าไหร่คะ
[12 พ.ย. 68 20:40] ปุยฝ้าย Dog Spa: รถรับส่งไปจอมเทียนเที่ยวละ 300 ค่ะ รวมทั้งหมด 3,450 บาท หักมัดจำ 2,475 แล้ว เหลือจ่ายวันรับน้อง 975 บาทค่ะ
[12 พ.ย. 68 20:41] คุณนุ่น แม่น้องโมจิ: โอเคค่ะ 3,450 ตามนี้เลยค่ะ ขอบคุณมากค่ะ
[12 พ.ย. 68 20:43] ปุยฝ้าย Dog Spa: รับทราบค่ะ 29 ธ.ค. รถไปรับประมาณ 10 โมงนะคะ
""",
    "ร้านกรูมมิ่ง/แชท/แชทไลน์_กลุ่มช่างตัดขน.txt": """[5 พ.ย. 68 21:02] พี่กิ๊ฟ: แจ้งน้องๆ นะ ช่วงไฮซีซั่นหมาใหญ่เยอะ พี่จะขึ้นค่าคอมหมาใหญ่จากตัวละ 180 เป็น 190 ตั้งแต่ 1 ธ.ค.
[5 พ.ย. 68 21:10] เฟิร์น: พี่คะ หมาใหญ่ขนหนา โกลเด้น ไซบีเรียน ใช้เวลาเกือบ 3 ชม. ขอ 220 ได้มั้ยคะ
[5 พ.ย. 68 21:12] บอส: เห็นด้วยครับ 220
[5 พ.ย. 68 21:40] พี่กิ๊ฟ: 220 พี่ไม่ไหวจริงๆ ค่าแชมพูก็ขึ้น ธันวานี้ต้องจ่ายค่ากรงอีก งั้นเจอกันตรงกลาง 200 นะ หมาเล็ก/กลางเท่าเดิม 120
[5 พ.ย. 68 21:45] เฟิร์น: โอเคค่ะพี่ 200 ก็ได้ค่ะ
[5 พ.ย. 68 21:46] จอย: ตกลงค่ะ
[5 พ.ย. 68 21:50] พี่กิ๊ฟ: สรุปนะ ตั้งแต่ 1 ธ.ค. หมาใหญ่ตัวละ 200 หมาเล็ก/กลางตัวละ 120 เหมือนเดิม
[8 พ.ย. 68 09:15] บอส: พรุ่งนี้ผมเข้าสายนะครับ ไปต่อใบขับขี่
[8 พ.ย. 68 09:20] พี่กิ๊ฟ: ได้จ้ะ คิวพรุ่งนี้เช้าให้เฟิร์นรับไปก่อน
[10 พ.ย. 68 18:05] พี่กิ๊ฟ: 31 ธ.ค. ร้านเปิดครึ่งวันนะ ปิด 13.00 น. ส่วน 1 ม.ค. ปิดทั้งวัน ยกเว้นคนเฝ้าโรงแรม
""",
    "ร้านกรูมมิ่ง/แชท/email_booking_Henrik.txt": """From: Henrik Larsen <h.larsen.pattaya@gmail.com>
To: puifai.dogspa@gmail.com
Date: Sat, 1 Nov 2025 09:31
Subject: Boarding for two Labradors in December

Hi,
We live in Jomtien and fly home to Denmark for two weeks in December. Can you take our two Labradors,
Bamse (34 kg) and Kira (29 kg), from 15 to 22 December? They are used to sleeping in separate crates.
Vaccinations are up to date. How much would it be, and do you need a deposit?

Thanks,
Henrik

-----
From: Puifai Dog Spa & Hotel <puifai.dogspa@gmail.com>
Date: Sat, 1 Nov 2025 13:08

Dear Henrik,
Yes, we have two large standard rooms free. The price is 550 THB per dog per night,
so 2 dogs x 7 nights = 7,700 THB. Please pay a deposit of 1 night per dog (1,100 THB) to confirm.
Our van can pick them up in Jomtien for 300 THB per trip.
Best regards,
Kamonchanok (Kif)
""",
    "ร้านกรูมมิ่ง/Suppliers/email_SiamPetCare_Nov2025.txt": SPC_EMAIL,
    "ร้านกรูมมิ่ง/โน้ตอบรมกรูมมิ่ง.md": """# โน้ตอบรมกรูมมิ่งสไตล์เกาหลี (ก.ย. 2568 ที่กรุงเทพ)
- ทรงหัวกลม (Bear cut) ใช้กรรไกรโค้ง 7 นิ้ว ตัดจากคางขึ้นไป
- ขาแบบทรงกระบอก ให้หวีขนขึ้นก่อนตัดทุกครั้ง
- พุดเดิ้ลขนหยิก เป่าให้แห้งสนิทก่อนตัด ไม่งั้นขนจะหดหลังตัด
- ค่าอบรม 4,500 บาท ได้ใบประกาศ
- อยากให้เฟิร์นไปรุ่นหน้า เดือน ก.พ.
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[28 ต.ค. 68 19:20] กิ๊ฟ: พ่อ ค่าเทอมมายด์เทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ
[28 ต.ค. 68 19:25] ชิต: โอเค พรุ่งนี้โอนจากบัญชีบ้าน
[28 ต.ค. 68 19:31] มายด์: แม่คะ ทัศนศึกษาไปจันทบุรี 20 พ.ย. นะคะ ต้องออกจากบ้านตีห้าครึ่ง
[30 ต.ค. 68 08:02] กิ๊ฟ: ประกันสุขภาพมายด์ส่งใบต่ออายุมาแล้ว ปีนี้ขึ้นเป็น 16,420 ครบ 15 ธ.ค.
[30 ต.ค. 68 08:10] ชิต: จ่ายรายปีเหมือนเดิมแหละ ธ.ค. ค่อยจ่าย
[2 พ.ย. 68 18:44] มายด์: เสาร์นี้ขอไปเรียนพิเศษตอนเช้านะคะ บ่ายไปช่วยที่ร้าน
[2 พ.ย. 68 18:50] กิ๊ฟ: ได้จ้ะ ถุงทองต้องไปฉีดวัคซีนวันอาทิตย์ด้วยนะ
""",
    "บ้าน/แผนเที่ยวเขาใหญ่_มกราคม69.md": """# เที่ยวเขาใหญ่ 10-12 ม.ค. 2569 (หลังปีใหม่ ร้านว่าง)
- ที่พัก: รีสอร์ทให้พาหมาได้ 2 คืน 5,800 บาท (พาถุงทองไปด้วย)
- วันแรก: ฟาร์มโชคชัย, วันที่สอง: น้ำตกเหวสุวัต
- งบเที่ยวรวมประมาณ 12,000 บาท
- ฝากร้านให้เฟิร์นกับจอยดูแล
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาเงินกู้ที่ธนาคารก่อน 28 พ.ย.
- เลือกเจ้ากรงสแตนเลส (ชลบุรีสแตนเลส vs PetHaus)
- ต่อประกันรถตู้ ก่อน 20 พ.ย.
- โอนค่าแชมพูสยามเพ็ทแคร์ ก่อน 16 พ.ย.
- ปริ้นราคาบริการปี 2569 ติดหน้าร้าน
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านกรูมมิ่ง"
    prices, expand, suppliers, books = shop / "ราคาบริการ", shop / "ขยายโรงแรม", shop / "Suppliers", shop / "บัญชี"
    van, home = shop / "รถตู้", docs / "บ้าน"
    for folder in (prices, expand, suppliers, books, van, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(prices / "ราคาบริการปี2569_ร่าง.docx", PRICE_DRAFT, PRICE_DRAFT_TABLE, bottom=PRICE_DRAFT_BOTTOM)
    write_docx(prices / "ราคาบริการปี2569_ฉบับจริง.docx", PRICE_FINAL, PRICE_FINAL_TABLE, bottom=PRICE_FINAL_BOTTOM)
    write_docx(expand / "ใบเสนอราคา_กรงสแตนเลส_ชลบุรีสแตนเลส.docx", KENNEL_TH, KENNEL_TH_TABLE,
               bottom=KENNEL_TH_BOTTOM)
    make_pdf(expand / "PetHaus_kennel_quotation_Q25-0412.pdf", PETHAUS_QUOTE)
    make_pdf(expand / "ThaiCoast_loan_approval_letter.pdf", LOAN_LETTER)
    write_slides(expand / "แผนขยายโรงแรมหมา_2569.pptx", _plan_slides())
    make_pdf(suppliers / "SiamPetCare_pricelist_2025.pdf", SPC_PRICES_2025)
    write_docx(suppliers / "ราคาส่ง_สยามเพ็ทแคร์_2567.docx", SPC_PRICES_2567, SPC_PRICES_2567_TABLE,
               bottom=SPC_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamPetCare_invoice_SPC-25-2231.pdf", SPC_INVOICE)
    _book(books / "รายรับรายจ่ายร้าน_2568.xlsx", "2568", [GROOM_2568, BOARD_2568, TAXI_2568, RETAIL_2568],
          [SUPPLIES_2568, GROOMERS_2568, FUEL_2568, POWER_2568], 35000)
    _book(books / "รายรับรายจ่ายร้าน_2567.xlsx", "2567", [GROOM_2567, BOARD_2567, TAXI_2567, RETAIL_2567],
          [SUPPLIES_2567, GROOMERS_2567, FUEL_2567, POWER_2567], 32000)
    _bookings(books / "ตารางจองห้องพัก_ธันวาคม68.xlsx")
    make_pdf(van / "EasternStar_van_insurance_renewal_2025.pdf", VAN_INSURANCE)
    write_docx(van / "ใบเสร็จซ่อมรถตู้_อู่ช่างเอก.docx", VAN_RECEIPT, VAN_RECEIPT_TABLE, bottom=VAN_RECEIPT_BOTTOM)
    write_docx(shop / "กฎการรับฝากสุนัข.docx", RULES_TOP, headings=RULES)
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "SeaLink_fibre_bill_Oct2025.pdf", SEALINK_BILL)
    make_pdf(home / "ประกัน" / "AndamanLife_health_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
