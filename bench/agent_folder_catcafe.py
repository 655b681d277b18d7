"""The catcafe folder: the papers of a Thai cat-café owner and her household, written by code.

The owner is นางพิมพ์ชนก แก้วมณี (ปุ้ย, Mrs. Pimchanok Kaewmanee). She runs "นุ่มนิ่ม แคท คาเฟ่" (Noom Nim Cat
Cafe), 219/5 ถ.กัลปพฤกษ์ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น: 15 cats, an entry fee of 150 บาท, drinks, cakes bought
from a home bakery (บ้านครีมเบเกอรี่, Baan Cream Bakery, run by พี่นก) and private bookings. Staff: น้องแบม (barista),
น้องโอ๊ต (cat care), น้องฝ้าย (weekend part-timer), ป้าหมวย (cleaner). Her husband วรวุฒิ (พี่เอก, Mr. Worawut
Kaewmanee) is an engineer with an Isuzu D-Max on hire purchase; their son ภูริ (น้องภู) is in ป.3; her mother
ละเอียด ศรีสุข (แม่เอียด) had a knee operation in November. The shop's landlord is นายสมศักดิ์ ตั้งเจริญ (เฮียศักดิ์).
It is mid-November 2568 (2025).

Documents/นุ่มนิ่มแคทคาเฟ่/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_อีสานดิจิทัล_v1_ร่าง.docx: draft quote QT-NN68-021 to บริษัท อีสานดิจิทัล โซลูชั่น จำกัด
  (คุณมุก) for a private party on 13 ธ.ค. 2568: 30 sets at 290, hire 4,500, cake 950; 14,150, deposit 50% 7,075.
  Never sent.
- ใบเสนอราคา/ใบเสนอราคา_อีสานดิจิทัล_v2_ส่งลูกค้า.docx: the final sent 6 พ.ย. 2568: 36 sets at 280, hire 4,000,
  3-lb cake 1,350, key rings 36 x 45; 17,050, deposit 30% 5,115, balance 11,935.
- แมว/ทะเบียนแมว_2568.xlsx: the cat register: 16 rows (15 cats in the café + ถั่วแดง, adopted out), breed, sex,
  born, weight, last vaccine, neutered, notes.
- แมว/ใบเสนอราคาวัคซีน_คลินิกหมอบอม.docx: คลินิกบอมเพ็ทแคร์ (หมอบอม) quote for yearly vaccines and check-ups of
  15 cats at the café, 16,250.
- แมว/KKAnimalHospital_vaccine_quotation_Nov2025.pdf: English quote for the same job by Khon Kaen Animal Hospital
  (โรงพยาบาลสัตว์ขอนแก่น), 15,600 less 5% = 14,820.
- แมว/KKAnimalHospital_receipt_Mango_Oct2025.pdf: receipt for Mango's (มะม่วง) stay 25-28 Oct 2025 for a urinary
  blockage, 9,030.
- แมว/สัญญารับเลี้ยง_น้องถั่วแดง 12-11-68.docx: adoption contract for ถั่วแดง to นางสาวปริญญา วงศ์ใหญ่, donation
  1,500.
- Suppliers/PawPlus_pricelist_2025.pdf: English price list of PawPlus Trading Co., Ltd. for 2025 (Meowzy Indoor
  Adult 10 kg 1,890 THB/sack, tofu litter 145).
- Suppliers/ราคาสินค้า_พอว์พลัส_2567.docx: last year's list of the same firm in Thai (บริษัท พอว์พลัส เทรดดิ้ง จำกัด),
  1,750 บาท/กระสอบ, tofu litter 135.
- Suppliers/PawPlus_invoice_INV-6810-0457.pdf: the October order, 14,984.00, due 19 Nov 2025.
- Suppliers/PawPlus_receipt_RC-6811-0093.pdf: the receipt of that order: less a credit note of 1,890 for a torn
  sack, 13,094.00 received 4 Nov 2025.
- Suppliers/email_บ้านครีมเบเกอรี่_ราคาเค้ก Dec2025.txt: พี่นก's email: cake prices from 1 December 2025
  (cheesecake slice 48 -> 55, Thai tea crepe 52 -> 58, brownie 30 -> 32, whole 1 lb cake 420 -> 460).
- บัญชีร้าน/ยอดขายร้าน_2568.xlsx: this year's book (sales by month: entry, drinks, cakes, merch, private events;
  expenses by month), January to October.
- บัญชีร้าน/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชีร้าน/ค่าจ้างพนักงาน_ต.ค.68.md: October pay of four staff, 40,350 in all (แบม 14,700).
- บัญชีร้าน/ค่าไฟร้าน/PEA_shop_bill_Sep2025.pdf (7,846.55, due 3 Oct 2025) and PEA_shop_bill_Oct2025.pdf
  (8,213.32, due 3 Nov 2025): the shop's electricity bills.
- แชท/แชทไลน์_คุณมุก_อีสานดิจิทัล.txt: LINE chat with the party client: 42 people asked, 40 settled, 280 argued
  down to 265; 15,950, deposit 4,785 paid, balance 11,165.
- แชท/แชทไลน์_เซลส์ตั้ม_พอว์พลัส.txt: LINE chat with the supplier's rep: tofu litter 140, 132, settled 136 x 100
  bags = 13,600, delivered 18 พ.ย.
- หนังสือแจ้งปรับค่าเช่า_2569.docx: the landlord's letter: rent 18,000 -> 19,500 from 1 ม.ค. 2569, deposit top-up
  3,000.
- แผนร้านปี 2569.pptx: slides, next year's plan.
- สูตรชีสเค้กหน้าแมว.md: a cat-face cheesecake recipe and its cost.

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf: the house's electricity bill, 2,184.63, due 5 Nov 2025.
- รถพี่เอก/IsanMutual_car_insurance_renewal_2025.pdf: car insurance renewal, 19,480 (last year 18,750), due
  5 Dec 2025, or 4 x 4,870.
- รถพี่เอก/ThanaAuto_hirepurchase_statement_Nov2025.pdf: the D-Max hire purchase, 9,350 a month, 45 of 72 paid,
  27 left, 252,450 outstanding (payoff 231,880).
- ค่าเทอมน้องภู/ค่าเทอม_น้องภู_เทอม1-2568.docx and ค่าเทอม_น้องภู_เทอม2-2568.docx: school fee notices (24,000 due
  10 พ.ค. 2568; 24,300 due 14 พ.ย. 2568).
- แม่เอียด/ใบแจ้งค่ารักษา_แม่_รพ.ศรีจันทร์.docx: the mother's knee-replacement bill: 197,350, insurance 150,000,
  discount 2,350, to pay 45,000, of which 20,000 paid and 25,000 due by 21 พ.ย. 2568.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("นุ่มนิ่ม แคท คาเฟ่ (Noom Nim Cat Cafe) 219/5 ถ.กัลปพฤกษ์ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 "
            "โทร 093-518-2264  LINE @noomnimcat")

# ---------------------------------------------------------------- party quotes
PARTY_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-NN68-021",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณศุภลักษณ์ บุญเรือง (คุณมุก) ฝ่ายบุคคล บริษัท อีสานดิจิทัล โซลูชั่น จำกัด",
    "เรื่อง เหมาร้านจัดงานเลี้ยงขอบคุณพนักงานสิ้นปี วันเสาร์ที่ 13 ธันวาคม 2568 เวลา 14.00–17.00 น.",
]
PARTY_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าเหมาร้าน 3 ชั่วโมง (ปิดร้านรับเฉพาะกลุ่ม)", "1 งาน", "4,500", "4,500"),
    ("เซ็ตเครื่องดื่ม 1 แก้ว + เค้ก 1 ชิ้น + ค่าเข้าเล่นกับน้องแมว", "30 ท่าน", "290", "8,700"),
    ("เค้กวันเกิดหน้าแมว 2 ปอนด์", "1 ก้อน", "950", "950"),
    ("รวมทั้งสิ้น", "", "", "14,150"),
]
PARTY_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 14,150 บาท (หนึ่งหมื่นสี่พันหนึ่งร้อยห้าสิบบาทถ้วน)",
    "มัดจำ 50% = 7,075 บาท ส่วนที่เหลือชำระวันงาน",
    "ร่าง ยังไม่ได้ส่ง ถามพี่เอกก่อนเรื่องค่าเหมาร้าน กับถามคุณมุกว่ามากี่คนแน่",
]
PARTY_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-NN68-021 Rev.1",
    "วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณศุภลักษณ์ บุญเรือง (คุณมุก) ฝ่ายบุคคล บริษัท อีสานดิจิทัล โซลูชั่น จำกัด",
    "เรื่อง เหมาร้านจัดงานเลี้ยงขอบคุณพนักงานสิ้นปี วันเสาร์ที่ 13 ธันวาคม 2568 เวลา 14.00–17.00 น.",
]
PARTY_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าเหมาร้าน 3 ชั่วโมง (ปิดร้านรับเฉพาะกลุ่ม)", "1 งาน", "4,000", "4,000"),
    ("เซ็ตเครื่องดื่ม 1 แก้ว + เค้ก 1 ชิ้น + ค่าเข้าเล่นกับน้องแมว", "36 ท่าน", "280", "10,080"),
    ("เค้กวันเกิดหน้าแมว 3 ปอนด์", "1 ก้อน", "1,350", "1,350"),
    ("พวงกุญแจน้องแมว (ของที่ระลึก)", "36 ชิ้น", "45", "1,620"),
    ("รวมทั้งสิ้น", "", "", "17,050"),
]
PARTY_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 17,050 บาท (หนึ่งหมื่นเจ็ดพันห้าสิบบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 30% = 5,115 บาท ชำระภายใน 20 พ.ย. 2568 เพื่อยืนยันวันจอง",
    "คงเหลือ 11,935 บาท ชำระในวันงาน",
    "รับได้สูงสุด 40 ท่าน งดเด็กอายุต่ำกว่า 6 ขวบ งดใช้แฟลชถ่ายรูปน้องแมว",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- vets
VAX_BOM = [
    "คลินิกบอมเพ็ทแคร์ (สัตวแพทย์บอม) 55/8 ถ.ศรีจันทร์ อ.เมืองขอนแก่น จ.ขอนแก่น โทร 081-760-3392",
    "ใบเสนอราคา เลขที่ BPC-68/112  วันที่ 4 พฤศจิกายน 2568",
    "เรียน คุณพิมพ์ชนก แก้วมณี ร้านนุ่มนิ่ม แคท คาเฟ่",
    "เรื่อง วัคซีนประจำปีและตรวจสุขภาพแมว 15 ตัว (ออกหน่วยที่ร้าน)",
]
VAX_BOM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("วัคซีนรวมแมว (FVRCP)", "15 ตัว", "450", "6,750"),
    ("วัคซีนพิษสุนัขบ้า", "15 ตัว", "200", "3,000"),
    ("ตรวจสุขภาพ + ยาถ่ายพยาธิ/หยดเห็บหมัด", "15 ตัว", "250", "3,750"),
    ("ตรวจเลือด FeLV/FIV (แมวเข้าใหม่)", "3 ตัว", "650", "1,950"),
    ("ค่าบริการออกนอกสถานที่", "1 ครั้ง", "800", "800"),
    ("รวมทั้งสิ้น", "", "", "16,250"),
]
VAX_BOM_BOTTOM = [
    "รวมทั้งสิ้น 16,250 บาท ชำระวันที่ออกหน่วย",
    "นัดออกหน่วยได้วันจันทร์ (ร้านปิด) ใช้เวลาประมาณ 3 ชั่วโมง",
    "น.สพ.ภาณุวัฒน์ ทองดี (หมอบอม)",
]
VAX_KKAH = [
    "KHON KAEN ANIMAL HOSPITAL CO., LTD.\n"
    "112 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 043-224-517\n"
    "\n"
    "QUOTATION No. KKAH-Q-2511-087          Date: 5 Nov 2025\n"
    "To: Noom Nim Cat Cafe (Khun Pimchanok Kaewmanee)\n"
    "Job: yearly vaccination and health check of 15 cats, mobile vet visit at the cafe\n"
    "\n"
    "Item                              Qty      Unit price   Amount\n"
    "FVRCP vaccine                     15 cats  420          6,300\n"
    "Rabies vaccine                    15 cats  180          2,700\n"
    "Health check and deworming        15 cats  300          4,500\n"
    "FeLV/FIV blood test               3 cats   700          2,100\n"
    "Mobile vet service (Mueang KK)    1        free         0\n"
    "Subtotal                                                15,600\n"
    "Discount 5% for 15 cats or more                         -780\n"
    "TOTAL 14,820 THB\n"
    "\n"
    "Vaccine certificates (cat passports) included. Valid until 5 Dec 2025.\n"
    "Vets available Monday and Tuesday mornings.\n"
    "Dr. Nattapong Saengarun, DVM",
]
MANGO_RECEIPT = [
    "KHON KAEN ANIMAL HOSPITAL CO., LTD.\n"
    "112 Mittraphap Road, Nai Mueang, Mueang Khon Kaen 40000  Tel. 043-224-517\n"
    "\n"
    "RECEIPT No. KKAH-R-68-10-2231          Date: 28 Oct 2025\n"
    "Owner: Noom Nim Cat Cafe (Mrs. Pimchanok Kaewmanee)\n"
    "Patient: Mango, female cat, Scottish Fold, 3 years, 4.2 kg\n"
    "Admitted 25 Oct 2025, discharged 28 Oct 2025 (3 nights)\n"
    "Diagnosis: urinary blockage (FLUTD)\n"
    "\n"
    "Examination                               500.00\n"
    "Blood test                              1,200.00\n"
    "Ultrasound                                900.00\n"
    "Hospital stay 3 nights x 800            2,400.00\n"
    "IV fluid, catheter and medicine         2,650.00\n"
    "Urinary diet 1.5 kg, 2 bags x 690       1,380.00\n"
    "TOTAL PAID 9,030.00 THB (credit card)\n"
    "\n"
    "Follow-up: urine test on 11 Nov 2025. Urinary diet only for 2 months.",
]

CATS_HEADERS = ("ชื่อ (Name)", "สายพันธุ์ (Breed)", "เพศ (Sex)", "ปีเกิด (Born)", "น้ำหนัก กก. (kg)",
                "วัคซีนรวมล่าสุด (Last FVRCP)", "ทำหมัน (Neutered)", "หมายเหตุ (Note)")
CATS = [
    ("มะม่วง (Mango)", "สก็อตติช โฟลด์", "เมีย", 2565, 4.2, "12/11/67", "แล้ว", "กินอาหารยูรินารี่ถึง ธ.ค. 68"),
    ("ส้มโอ (Som-O)", "เปอร์เซีย", "เมีย", 2563, 3.8, "12/11/67", "แล้ว", ""),
    ("ขนมปัง (Bread)", "บริติช ช็อตแฮร์", "ผู้", 2564, 6.1, "12/11/67", "แล้ว", "ต้องลดน้ำหนัก"),
    ("ชาไทย (Cha Thai)", "ไทย (วิเชียรมาศ)", "ผู้", 2566, 4.5, "12/11/67", "แล้ว", ""),
    ("โอริโอ้ (Oreo)", "ไทย", "ผู้", 2565, 5.0, "12/11/67", "แล้ว", ""),
    ("ทองหยิบ (Thong Yip)", "ไทย (ส้ม)", "เมีย", 2566, 3.9, "12/11/67", "แล้ว", ""),
    ("ลาเต้ (Latte)", "แร็กดอลล์", "ผู้", 2564, 6.8, "12/11/67", "แล้ว", "ขนร่วงเยอะ แปรงทุกวัน"),
    ("มอคค่า (Mocha)", "แร็กดอลล์", "เมีย", 2565, 5.2, "12/11/67", "แล้ว", ""),
    ("นมสด (Milk)", "เปอร์เซีย", "ผู้", 2566, 4.9, "12/11/67", "แล้ว", ""),
    ("ข้าวปั้น (Onigiri)", "มันช์กิ้น", "เมีย", 2566, 3.1, "12/11/67", "แล้ว", ""),
    ("เมฆ (Mek)", "ไทย (ขาวมณี)", "ผู้", 2564, 4.6, "12/11/67", "แล้ว", "ตาสองสี"),
    ("ฟักทอง (Pumpkin)", "ไทย (ส้ม)", "ผู้", 2567, 4.4, "15/01/68", "แล้ว", ""),
    ("ซูชิ (Sushi)", "สฟิงซ์", "เมีย", 2567, 3.0, "15/01/68", "แล้ว", "ทาครีมกันแดด"),
    ("ไข่ตุ๋น (Khai Tun)", "มันช์กิ้น", "ผู้", 2568, 2.6, "20/08/68", "ยัง", "เข้าใหม่ ส.ค. 68 นัดทำหมัน ธ.ค."),
    ("บัวลอย (Bua Loi)", "ไทย", "เมีย", 2568, 2.4, "20/08/68", "ยัง", "เข้าใหม่ ส.ค. 68"),
    ("ถั่วแดง (Red Bean)", "ไทย (ดำ)", "ผู้", 2567, 4.0, "15/01/68", "แล้ว", "มีผู้รับเลี้ยงแล้ว 12/11/68"),
]


def _cats(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แมวในร้าน Cats"
    sheet.append(["ทะเบียนแมว นุ่มนิ่ม แคท คาเฟ่ (อัปเดต 12 พ.ย. 2568)"])
    sheet.append(list(CATS_HEADERS))
    for row in CATS:
        sheet.append(list(row))
    sheet.append(["หมอประจำ: รพ.สัตว์ขอนแก่น (ถ.มิตรภาพ) / หมอบอม คลินิกบอมเพ็ทแคร์"])
    book.save(path)


ADOPTION = [
    "สัญญารับอุปการะแมว (สัญญารับเลี้ยง)",
    "ทำที่ ร้านนุ่มนิ่ม แคท คาเฟ่ จ.ขอนแก่น  วันที่ 12 พฤศจิกายน 2568",
    "ผู้ให้ ร้านนุ่มนิ่ม แคท คาเฟ่ โดย นางพิมพ์ชนก แก้วมณี",
    "ผู้รับเลี้ยง นางสาวปริญญา วงศ์ใหญ่ 41/3 ซ.หลังมอ ต.ศิลา อ.เมืองขอนแก่น โทร 095-207-8841",
    "แมวที่รับเลี้ยง ชื่อ ถั่วแดง เพศผู้ สีดำ อายุประมาณ 1 ปี 6 เดือน ทำหมันแล้ว ฝังไมโครชิปแล้ว",
]
ADOPTION_TABLE = [
    ("สิ่งที่ส่งมอบ", "จำนวน"),
    ("สมุดวัคซีน (วัคซีนรวมล่าสุด 15/01/68)", "1 เล่ม"),
    ("อาหารเม็ดเหมียวซี่ อินดอร์ ถุงแบ่ง 1 กก.", "2 ถุง"),
    ("ของเล่นไม้ตกแมว + ที่ลับเล็บ", "1 ชุด"),
]
ADOPTION_BOTTOM = [
    "ผู้รับเลี้ยงบริจาคเงินเพื่อค่าอาหารและค่าหมอของแมวในร้าน 1,500 บาท (ไม่ใช่ค่าซื้อขายแมว)",
    "ผู้รับเลี้ยงตกลงเลี้ยงระบบปิด ไม่ปล่อยออกนอกบ้าน และส่งรูปน้องทาง LINE เดือนละครั้ง เป็นเวลา 6 เดือน",
    "ถ้าเลี้ยงต่อไม่ได้ ให้ส่งคืนร้านเท่านั้น ห้ามยกให้ผู้อื่นหรือขายต่อ",
    "ลงชื่อ ปริญญา วงศ์ใหญ่ ผู้รับเลี้ยง   ลงชื่อ พิมพ์ชนก แก้วมณี ผู้ให้",
]

# ---------------------------------------------------------------- supplier papers
PAW_PRICES_2025 = [
    "PAWPLUS TRADING CO., LTD.\n"
    "88 Srichan Road, Mueang Khon Kaen 40000  Tel. 043-306-772  LINE @pawplus\n"
    "PRICE LIST 2025 - CAT FOOD AND LITTER (wholesale for shops and cafes)\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Meowzy Indoor Adult, 10 kg sack ........... 1,890 THB/sack\n"
    "Meowzy Kitten, 4 kg bag ..................... 880 THB/bag\n"
    "Meowzy Urinary Care, 7 kg bag ............. 1,640 THB/bag\n"
    "Wet food pouch 70 g, box of 48 .............. 768 THB/box\n"
    "Tofu litter 6 L, original ................... 145 THB/bag\n"
    "Bentonite clumping litter 10 L .............. 119 THB/bag\n"
    "\n"
    "Minimum order 5,000 THB. Free delivery in Mueang Khon Kaen.\n"
    "Payment: 30 days credit for regular shops.\n"
    "Sales: Tanakorn Sriphrom (Tum) 089-415-6620",
]
PAW_PRICES_2567 = ["บริษัท พอว์พลัส เทรดดิ้ง จำกัด  88 ถ.ศรีจันทร์ อ.เมืองขอนแก่น",
                   "ใบราคาสินค้าขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567) ราคารวมภาษีมูลค่าเพิ่มแล้ว"]
PAW_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("อาหารแมวเหมียวซี่ อินดอร์ แมวโต 10 กก.", "1,750 บาท/กระสอบ"),
    ("อาหารแมวเหมียวซี่ ลูกแมว 4 กก.", "820 บาท/ถุง"),
    ("อาหารแมวเหมียวซี่ ยูรินารี่แคร์ 7 กก.", "1,560 บาท/ถุง"),
    ("อาหารเปียกแบบซอง 70 ก. กล่อง 48 ซอง", "720 บาท/กล่อง"),
    ("ทรายเต้าหู้ 6 ลิตร กลิ่นออริจินัล", "135 บาท/ถุง"),
    ("ทรายภูเขาไฟจับตัว 10 ลิตร", "115 บาท/ถุง"),
]
PAW_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 5,000 บาท ส่งฟรีในเขตอำเภอเมืองขอนแก่น",
                          "เครดิต 30 วัน สำหรับร้านค้าประจำ",
                          "ติดต่อ คุณธนากร ศรีพรหม (ตั้ม) ฝ่ายขาย"]
PAW_INVOICE = [
    "PAWPLUS TRADING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. INV-6810-0457\n"
    "Date: 20 Oct 2025          Due date: 19 Nov 2025\n"
    "Customer: Noom Nim Cat Cafe (Mrs. Pimchanok Kaewmanee), 219/5 Kanlapaphruek Road, Khon Kaen\n"
    "\n"
    "Item                              Qty        Unit price   Amount\n"
    "Meowzy Indoor Adult 10 kg         4 sacks    1,890.00     7,560.00\n"
    "Meowzy Urinary Care 7 kg          1 bag      1,640.00     1,640.00\n"
    "Wet food pouch 70 g, box of 48    3 boxes      768.00     2,304.00\n"
    "Tofu litter 6 L                   24 bags      145.00     3,480.00\n"
    "\n"
    "TOTAL DUE: 14,984.00 THB (VAT included)\n"
    "Please transfer to Isan Commercial Bank, PawPlus Trading Co., Ltd., 551-2-08834-1\n"
    "Sales: Tanakorn Sriphrom",
]
PAW_RECEIPT = [
    "PAWPLUS TRADING CO., LTD.\n"
    "RECEIPT No. RC-6811-0093          Date: 4 Nov 2025\n"
    "Received from: Noom Nim Cat Cafe (Mrs. Pimchanok Kaewmanee)\n"
    "\n"
    "For invoice INV-6810-0457 dated 20 Oct 2025        14,984.00\n"
    "Less credit note CN-6810-012 (1 sack Meowzy Indoor Adult 10 kg\n"
    "torn in delivery, returned)                         -1,890.00\n"
    "AMOUNT RECEIVED: 13,094.00 THB by bank transfer on 4 Nov 2025\n"
    "\n"
    "Thank you for your business.\n"
    "Received by: Jintana P. (Accounts)",
]
BAKERY_EMAIL = """From: Nok - Baan Cream Bakery <baancream.bakery@gmail.com>
To: noomnim.catcafe@gmail.com
Date: Fri, 14 Nov 2025 18:47
Subject: Cake prices from 1 December 2025

Dear P'Puy,

Thank you for ordering from us all year. Butter and cream cheese went up again, so I have to change
my wholesale prices from 1 December 2025:

- Cat-face cheesecake, per slice: 48 -> 55 THB
- Thai tea crepe cake, per slice: 52 -> 58 THB
- Brownie, per piece: 30 -> 32 THB
- Whole cat-face cake, 1 lb: 420 -> 460 THB

Deliveries will be on Tuesday, Thursday and Saturday only (not every day), minimum 20 slices a drop.
For the company party on 13 Dec, please confirm the 3-pound cake by 5 Dec. Orders confirmed before
30 November keep the old price.

Thank you ka,
Nok (Nongnuch Phetkaew)
Baan Cream Bakery, Khon Kaen
086-550-1947
"""

# ---------------------------------------------------------------- books
ENTRY_2568 = [68400, 61200, 59850, 72600, 54300, 50250, 57900, 60450, 52800, 63750]
DRINKS_2568 = [48200, 44100, 42900, 51300, 39800, 37600, 41200, 43500, 38900, 45600]
CAKES_2568 = [21600, 19800, 18700, 23400, 17200, 16300, 18100, 19400, 17600, 20900]
MERCH_2568 = [5400, 4900, 3800, 6200, 3300, 2900, 3600, 4100, 3500, 4700]
EVENTS_2568 = [0, 8500, 0, 12000, 0, 0, 6500, 0, 9800, 14200]
ENTRY_2567 = [59250, 55800, 52650, 66900, 48600, 45300, 51750, 53850, 47400, 56100, 62700, 74250]
DRINKS_2567 = [42600, 39900, 38100, 46800, 35200, 33400, 36700, 38800, 34500, 40300, 44900, 52800]
CAKES_2567 = [18300, 17100, 16200, 20600, 14900, 13800, 15700, 16900, 15100, 17800, 19600, 24300]
MERCH_2567 = [4600, 4100, 3200, 5300, 2800, 2500, 3100, 3400, 2900, 3900, 4400, 6800]
EVENTS_2567 = [0, 0, 7500, 0, 0, 0, 0, 5500, 0, 0, 8000, 16500]
FOOD_2568 = [13200, 12800, 13900, 13400, 14100, 13700, 14300, 13900, 14600, 13094]
VET_2568 = [2400, 1800, 6500, 2100, 1900, 3300, 2600, 1500, 4200, 9030]
SUPPLY_2568 = [24600, 22900, 22100, 26800, 20700, 19800, 21500, 22600, 20400, 23900]
WAGES_2568 = [38500, 38500, 38500, 39200, 39200, 39200, 39800, 39800, 39800, 40350]
POWER_2568 = [5912.40, 6204.85, 7488.10, 8935.60, 9102.25, 8410.70, 7965.30, 8022.15, 7846.55, 8213.32]
RENT_2568 = [18000] * 10
FOOD_2567 = [11800, 11600, 12300, 12100, 12500, 12400, 12900, 12700, 13100, 13300, 13400, 13800]
VET_2567 = [1900, 1600, 5800, 1700, 1500, 2900, 2200, 1300, 3600, 2400, 1800, 2100]
SUPPLY_2567 = [21400, 20100, 19700, 23600, 18300, 17600, 19200, 20100, 18200, 21300, 23200, 28400]
WAGES_2567 = [36000, 36000, 36000, 36800, 36800, 36800, 37500, 37500, 37500, 37500, 38500, 38500]
POWER_2567 = [5480.20, 5790.35, 6975.80, 8410.45, 8622.90, 7910.15, 7502.60, 7588.35, 7392.80, 7605.25,
              6410.90, 5895.40]
RENT_2567 = [17000] * 12


def _sales_book(path: Path, year: str, sales: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้านนุ่มนิ่ม แคท คาเฟ่ ปี {year} (Monthly sales {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าเข้าชม (Entry fees)", "เครื่องดื่ม (Drinks)", "เค้ก/ขนม (Cakes)",
                  "ของที่ระลึก (Merch)", "เหมาร้าน/จัดเลี้ยง (Private events)", "รวม (Total)"])
    months = len(sales[0])
    for index in range(months):
        row = [column[index] for column in sales]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in sales]
                 + [sum(sum(column) for column in sales)])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "อาหารแมว+ทราย (Cat food, litter)", "ค่าหมอ/ยา (Vet)",
                  "เค้กบ้านครีม+วัตถุดิบ (Cakes, ingredients)", "ค่าจ้าง (Wages)", "ค่าไฟร้าน (Electricity)",
                  "ค่าเช่า (Rent)", "รวม (Total)"])
    for index in range(months):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- bills
def _pea(name: str, address: str, customer: str, period: str, meter: str, units: str, charges: str,
         amount: str, due: str, note: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        f"Account name: {name}\n"
        f"Address: {address}\n"
        f"Customer no. {customer}\n"
        f"Billing period: {period}\n"
        f"Meter reading: {meter}   Units used: {units} kWh\n"
        f"{charges}\n"
        f"AMOUNT DUE: {amount} THB\n"
        f"Due date: {due}\n"
        f"{note}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


SHOP_NAME = "Noom Nim Cat Cafe (Mrs. Pimchanok Kaewmanee)"
SHOP_ADDRESS = "219/5 Kanlapaphruek Road, Nai Mueang, Mueang Khon Kaen 40000 (shop meter, 3-phase)"
PEA_SHOP_SEP = _pea(SHOP_NAME, SHOP_ADDRESS, "020087531164", "20 Aug 2025 - 19 Sep 2025",
                    "58,204 -> 59,846", "1,642", "Energy charge 6,972.80  Ft 322.20  Service 38.22  VAT 7% 513.33",
                    "7,846.55", "3 Oct 2025", "Previous bill 8,022.15 - paid 2 Sep 2025, thank you.")
PEA_SHOP_OCT = _pea(SHOP_NAME, SHOP_ADDRESS, "020087531164", "20 Sep 2025 - 19 Oct 2025",
                    "59,846 -> 61,564", "1,718", "Energy charge 7,293.98  Ft 343.80  Service 38.22  VAT 7% 537.32",
                    "8,213.32", "3 Nov 2025", "Previous bill 7,846.55 - paid 1 Oct 2025, thank you.")
PEA_HOME_OCT = _pea("Mr. Worawut Kaewmanee", "88/14 Moo 7, Ban Pet, Mueang Khon Kaen 40000 (house meter)",
                    "020087219905", "22 Sep 2025 - 21 Oct 2025", "31,077 -> 31,522", "445",
                    "Energy charge 1,804.69  Ft 198.80  Service 38.22  VAT 7% 142.92", "2,184.63", "5 Nov 2025",
                    "Previous bill 1,986.40 - paid 4 Oct 2025, thank you.")
CAR_INSURANCE = [
    "ISAN MUTUAL INSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Prachasamosorn Road, Mueang Khon Kaen 40000  Tel. 043-271-900\n"
    "10 November 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Worawut Kaewmanee\n"
    "Policy no. IMI-V1-2411-30562 (expires 5 Dec 2025)\n"
    "Vehicle: Isuzu D-Max Cab4 1.9, 2022, plate 1 Kor Kor 4521 Khon Kaen\n"
    "Cover: Type 1, garage repair, sum insured 620,000 THB (last year 680,000 THB)\n"
    "\n"
    "Renewal premium: 19,480 THB including stamp duty and VAT\n"
    "(last year 18,750 THB; one claim in 2025 - rear bumper, 7 Jun 2025)\n"
    "Please pay by: 5 Dec 2025\n"
    "Or pay by credit card in 4 monthly instalments of 4,870 THB at 0% interest.\n"
    "Compulsory insurance (Por Ror Bor) 645 THB is not included.\n"
    "\n"
    "Your agent: Khun Wanida (Nid) 089-334-2210",
]
HIRE_PURCHASE = [
    "THANA AUTO LEASING CO., LTD.\n"
    "Khon Kaen Office, Mittraphap Road  Tel. 043-468-300\n"
    "\n"
    "HIRE-PURCHASE ACCOUNT STATEMENT as of 15 Nov 2025\n"
    "Hirer: Mr. Worawut Kaewmanee\n"
    "Contract no. HP-KK-2022-11873\n"
    "Vehicle: Isuzu D-Max Cab4 1.9, 2022, plate 1 Kor Kor 4521 Khon Kaen\n"
    "\n"
    "Amount financed: 560,000 THB\n"
    "Term: 72 months    Monthly instalment: 9,350 THB (VAT included)\n"
    "Instalments paid: 45 of 72    Instalments remaining: 27\n"
    "Outstanding balance: 252,450 THB\n"
    "Next instalment due: 25 Nov 2025\n"
    "\n"
    "Early settlement: if you pay off the whole contract by 31 Dec 2025, the amount is\n"
    "231,880 THB after the interest rebate.\n"
    "Late payment fee: 100 THB per day.",
]

# ---------------------------------------------------------------- school fees, hospital
def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสาธิตขอนแก่นพัฒนา อ.เมืองขอนแก่น จ.ขอนแก่น", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูริ แก้วมณี  ชั้น ป.3/2  เลขประจำตัว 41207"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารอีสานพาณิชย์ 402-1-77390-6",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,650"), ("ค่าประกันอุบัติเหตุ", "350")],
                "24,000", "10 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
                           ("ค่าทัศนศึกษา", "1,500"), ("ค่าเรียนว่ายน้ำ", "1,800")],
                "24,300", "14 พฤศจิกายน 2568")
HOSPITAL_TOP = [
    "โรงพยาบาลศรีจันทร์การแพทย์ 301 ถ.ศรีจันทร์ อ.เมืองขอนแก่น จ.ขอนแก่น โทร 043-009-555",
    "ใบแจ้งค่ารักษาพยาบาล (ผู้ป่วยใน)  เลขที่ IPD-68-11-0457",
    "ผู้ป่วย นางละเอียด ศรีสุข อายุ 67 ปี HN 68-004512",
    "รับไว้ 3 พฤศจิกายน 2568  จำหน่าย 7 พฤศจิกายน 2568 (4 คืน)",
    "การรักษา ผ่าตัดเปลี่ยนข้อเข่าเทียมข้างขวา แพทย์ผู้รักษา นพ.กิตติพัฒน์ อุดมศักดิ์",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าห้องพักและค่าอาหาร 4 คืน x 2,500", "10,000"),
    ("ค่าผ่าตัดและค่าแพทย์", "68,000"),
    ("ข้อเข่าเทียม", "95,000"),
    ("ค่ายาและเวชภัณฑ์", "14,850"),
    ("ค่าตรวจทางห้องปฏิบัติการและเอกซเรย์", "6,300"),
    ("ค่ากายภาพบำบัด", "3,200"),
    ("รวมค่ารักษาพยาบาล", "197,350"),
    ("หัก บริษัทประกันสุขภาพจ่ายตรง (ศรีนครประกันชีวิต)", "-150,000"),
    ("หัก ส่วนลดผู้สูงอายุ", "-2,350"),
    ("ยอดที่ผู้ป่วยต้องชำระ", "45,000"),
]
HOSPITAL_BOTTOM = [
    "ชำระแล้ว (เงินมัดจำวันรับไว้ 3 พ.ย. 2568) 20,000 บาท",
    "คงเหลือต้องชำระ 25,000 บาท ภายในวันที่ 21 พฤศจิกายน 2568 ผ่อนบัตรเครดิต 0% 3 เดือนได้",
    "นัดตรวจติดตามและตัดไหม 21 พฤศจิกายน 2568 เวลา 10.00 น. คลินิกกระดูกและข้อ ชั้น 3",
    "ผู้รับผิดชอบค่าใช้จ่าย นายวรวุฒิ แก้วมณี (บุตรเขย)",
]

# ---------------------------------------------------------------- rent letter
RENT_LETTER = [
    "นายสมศักดิ์ ตั้งเจริญ",
    "เจ้าของอาคารพาณิชย์ 219/1–219/8 ถ.กัลปพฤกษ์ อ.เมืองขอนแก่น โทร 081-872-0046",
    "1 พฤศจิกายน 2568",
    "เรื่อง แจ้งปรับค่าเช่าและต่อสัญญาเช่า",
    "เรียน คุณพิมพ์ชนก แก้วมณี ผู้เช่าห้องเลขที่ 219/5 (ร้านนุ่มนิ่ม แคท คาเฟ่)",
    "สัญญาเช่าฉบับปัจจุบันจะครบกำหนดวันที่ 31 ธันวาคม 2568 ค่าเช่าปัจจุบันเดือนละ 18,000 บาท",
    "เนื่องจากภาษีที่ดินและค่าซ่อมหลังคาเพิ่มขึ้น ตั้งแต่วันที่ 1 มกราคม 2569 ขอปรับค่าเช่าเป็นเดือนละ 19,500 บาท "
    "สัญญาใหม่ 3 ปี (ม.ค. 2569 – ธ.ค. 2571) ค่าส่วนกลางและขยะเดือนละ 300 บาทเท่าเดิม",
    "เงินประกันการเช่า 2 เดือน ปัจจุบันวางไว้ 36,000 บาท ขอให้วางเพิ่มอีก 3,000 บาท รวมเป็น 39,000 บาท "
    "ภายในวันที่ 31 ธันวาคม 2568",
    "หากประสงค์จะต่อสัญญา กรุณาแจ้งตอบภายในวันที่ 30 พฤศจิกายน 2568 และนัดเซ็นสัญญาใหม่",
    "ขอแสดงความนับถือ",
    "สมศักดิ์ ตั้งเจริญ",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(column) for column in (ENTRY_2568, DRINKS_2568, CAKES_2568, MERCH_2568, EVENTS_2568))
    return [
        ("แผนร้านนุ่มนิ่ม แคท คาเฟ่ ปี 2569", "Noom Nim Cat Cafe - plan for 2026\nปุ้ย พิมพ์ชนก  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nแมวในร้าน 15 ตัว (ถั่วแดงได้บ้านใหม่แล้ว)\n"
                         "งานเหมาร้านเพิ่มขึ้น ลูกค้าบริษัทอีสานดิจิทัล ธ.ค.\n"
                         "ปัญหา: ค่าเช่าขึ้น, ค่าอาหารแมวขึ้น, เค้กบ้านครีมขึ้นราคา"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nงานเหมาร้านเดือนละ 2 งาน\nค่าเข้า 150 -> 170 บาท (รวมน้ำเปล่า)"),
        ("ห้องแมวใหม่ชั้น 2", "รับแมวเพิ่ม 3 ตัว รวม 18 ตัว\nงบทำห้อง + ชั้นปีน + แอร์ 85,000 บาท\nเปิดเดือนมีนาคม 2569"),
        ("เค้กทำเอง", "น้องฝ้ายทดลองชีสเค้กหน้าแมว ต้นทุนชิ้นละประมาณ 26 บาท\nถ้าขายดี ลดสั่งบ้านครีมเหลือแค่เครปเค้ก"),
        ("รับเลี้ยงแมว", "จัดวันรับเลี้ยงทุกเดือน ร่วมกับมูลนิธิ\nสัญญารับเลี้ยง + ติดตามรูป 6 เดือน"),
    ]


# ---------------------------------------------------------------- household spending
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2233.70, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1297, ""), ("ค่ากับข้าว (Food)", 10400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3600, "D-Max พี่เอก"), ("ค่างวดรถ (Car instalment)", 9350, "ธนาออโต้"),
                  ("รถตู้รับส่งน้องภู (School van)", 1500, ""), ("ค่ายาแม่ (Mum's medicine)", 1200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2106.15, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 271, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1297, ""), ("ค่ากับข้าว (Food)", 9850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, "D-Max พี่เอก"), ("ค่างวดรถ (Car instalment)", 9350, "ธนาออโต้"),
                  ("รถตู้รับส่งน้องภู (School van)", 1500, ""), ("ค่ายาแม่ (Mum's medicine)", 1200, ""),
                  ("ค่าเรียนพิเศษน้องภู (Tutoring)", 2400, "ภาษาอังกฤษ")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1986.40, "PEA บ้าน"), ("ค่าน้ำประปา (Water)", 264, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1297, ""), ("ค่ากับข้าว (Food)", 10150, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4100, "D-Max พี่เอก"), ("ค่างวดรถ (Car instalment)", 9350, "ธนาออโต้"),
                  ("รถตู้รับส่งน้องภู (School van)", 1500, ""),
                  ("ค่ายา + ค่าตรวจแม่ก่อนผ่าตัด (Mum's pre-op)", 3850, "รพ.ศรีจันทร์"),
                  ("ค่าเรียนพิเศษน้องภู (Tutoring)", 2400, "ภาษาอังกฤษ")],
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


# ---------------------------------------------------------------- notes and chats
SHOP = "นุ่มนิ่มแคทคาเฟ่"
TEXTS = {
    f"{SHOP}/แชท/แชทไลน์_คุณมุก_อีสานดิจิทัล.txt": """[6 พ.ย. 68 16:40] ปุ้ย นุ่มนิ่มคาเฟ่: คุณมุกคะ ส่งใบเสนอราคาฉบับแก้ไขให้ทางอีเมลแล้วนะคะ 36 ท่าน รวม 17,050 ค่ะ
[6 พ.ย. 68 17:02] มุก Isan Digital: ได้รับแล้วค่ะพี่ปุ้ย ขอบคุณค่ะ
[7 พ.ย. 68 10:15] มุก Isan Digital: พี่ปุ้ยคะ น้องในทีมสมัครเพิ่ม ขอเป็น 42 คนได้มั้ยคะ ร้านจุไหวไหม
[7 พ.ย. 68 10:30] ปุ้ย นุ่มนิ่มคาเฟ่: ในร้านรับได้สูงสุด 40 ท่านค่ะ เกินนี้น้องแมวเครียดค่ะ
[7 พ.ย. 68 10:41] มุก Isan Digital: โอเคค่ะ งั้น 40 คน แต่เซ็ตละ 280 ขอเหลือ 250 ได้มั้ยคะ คนเยอะขึ้นแล้ว
[7 พ.ย. 68 11:05] ปุ้ย นุ่มนิ่มคาเฟ่: 250 ไม่ไหวจริงๆ ค่ะ ได้ที่ 265 นะคะ ส่วนพวงกุญแจไม่ใส่แล้ว เดี๋ยวให้น้องแมวถ่ายรูปด้วยแทน
[7 พ.ย. 68 11:20] มุก Isan Digital: ดีลค่ะ สรุปยอดเท่าไหร่คะ จะได้ทำเรื่องเบิก
[7 พ.ย. 68 11:32] ปุ้ย นุ่มนิ่มคาเฟ่: ค่าเหมาร้าน 4,000 + เซ็ต 40 ท่าน x 265 = 10,600 + เค้ก 3 ปอนด์ 1,350 รวม 15,950 บาทค่ะ มัดจำ 30% = 4,785 บาทนะคะ
[7 พ.ย. 68 11:35] มุก Isan Digital: รับทราบค่ะ 15,950
[10 พ.ย. 68 14:02] มุก Isan Digital: โอนมัดจำแล้วนะคะ 4,785 บาท สลิปส่งในอีเมลค่ะ
[10 พ.ย. 68 14:10] ปุ้ย นุ่มนิ่มคาเฟ่: ได้รับแล้วค่ะ ขอบคุณค่ะ ส่วนที่เหลือ 11,165 บาท ชำระวันงาน 13 ธ.ค. นะคะ
[12 พ.ย. 68 09:20] มุก Isan Digital: พี่ปุ้ยคะ มีน้อง 2 คนแพ้ขนแมวนิดหน่อย นั่งโซนหน้าร้านได้ไหมคะ
[12 พ.ย. 68 09:31] ปุ้ย นุ่มนิ่มคาเฟ่: ได้ค่ะ โซนหน้ามีกระจกกั้น เดี๋ยวเตรียมที่ไว้ให้ค่ะ
""",
    f"{SHOP}/แชท/แชทไลน์_เซลส์ตั้ม_พอว์พลัส.txt": """[4 พ.ย. 68 10:12] ตั้ม PawPlus: พี่ปุ้ยครับ ได้รับยอดโอนแล้วครับ หักกระสอบที่ขาดให้แล้ว ใบเสร็จส่งไปทางอีเมลนะครับ
[4 พ.ย. 68 10:20] ปุ้ย นุ่มนิ่มคาเฟ่: โอเคจ้า ขอบใจนะตั้ม
[11 พ.ย. 68 09:20] ปุ้ย นุ่มนิ่มคาเฟ่: ตั้ม ทรายเต้าหู้ถ้าพี่เอาทีละ 100 ถุง ลดได้เท่าไหร่
[11 พ.ย. 68 10:02] ตั้ม PawPlus: ได้ถุงละ 140 ครับพี่ จากปกติ 145
[11 พ.ย. 68 10:05] ปุ้ย นุ่มนิ่มคาเฟ่: ร้านที่ตลาดเสนอมา 130 นะ ขอ 132 ได้ไหม
[11 พ.ย. 68 11:40] ตั้ม PawPlus: ผมถามหัวหน้าแล้ว 132 ไม่ได้จริงๆ ครับ ต่ำสุด 136 แต่ต้องจ่ายภายใน 7 วันนะครับ ไม่ได้เครดิต
[11 พ.ย. 68 11:52] ปุ้ย นุ่มนิ่มคาเฟ่: 136 ก็ได้ เอา 100 ถุง ส่งพร้อมรอบอาหารวันที่ 18 นะ
[11 พ.ย. 68 11:55] ตั้ม PawPlus: รับทราบครับ ทรายเต้าหู้ 100 ถุง ถุงละ 136 รวม 13,600 บาท ส่ง 18 พ.ย. ครับ
[11 พ.ย. 68 11:56] ตั้ม PawPlus: อาหารเม็ดอินดอร์รอบหน้าเอา 4 กระสอบเหมือนเดิมไหมครับ
[11 พ.ย. 68 12:10] ปุ้ย นุ่มนิ่มคาเฟ่: เอา 5 เลย แมวกินเยอะขึ้น แล้วยูรินารี่ 2 ถุงนะ มะม่วงต้องกินต่อ
""",
    f"{SHOP}/บัญชีร้าน/ค่าจ้างพนักงาน_ต.ค.68.md": """# ค่าจ้างพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าจ้าง | OT/อื่นๆ | รวม |
|---|---|---|---|---|
| น้องแบม (กัญญารัตน์ ภูมิสวัสดิ์) | บาริสต้า | 13,500 บาท/เดือน | OT 1,200 บาท | 14,700 บาท |
| น้องโอ๊ต (ธีรภัทร แสนสุข) | ดูแลแมว ป้อนยา ทำความสะอาดห้องแมว | 12,500 บาท/เดือน | - | 12,500 บาท |
| น้องฝ้าย (ชลธิชา มาลัย) | พาร์ทไทม์ เสาร์-อาทิตย์ หน้าร้าน + ทดลองทำเค้ก | 450 บาท/วัน x 9 วัน | - | 4,050 บาท |
| ป้าหมวย (บุญมี คำแสน) | แม่บ้าน ล้างกระบะทราย | 350 บาท/วัน x 26 วัน | - | 9,100 บาท |

รวมจ่ายค่าจ้าง ต.ค. 40,350 บาท โอนแล้ว 31 ต.ค. 68
- OT แบม: อยู่ปิดร้านงานวันเกิดลูกค้าเหมาร้าน 25 ต.ค.
- โอ๊ตพามะม่วงไป รพ.สัตว์ 25 ต.ค. (เบิกค่าน้ำมัน 120 บาท จ่ายเงินสดแล้ว ไม่รวมในยอดนี้)
- แบมขอขึ้นเงินเดือนเป็น 14,000 ตั้งแต่ ม.ค. 69 ยังไม่ได้ตอบ
""",
    f"{SHOP}/สูตรชีสเค้กหน้าแมว.md": """# ชีสเค้กหน้าแมว (สูตรน้องฝ้าย) พิมพ์ 8 นิ้ว ได้ 12 ชิ้น

## ส่วนผสม
- ครีมชีส 500 ก. (ก้อนละ 2 ปอนด์ ตัดแบ่ง) ~ 185 บาท
- ไข่ไก่ 3 ฟอง, น้ำตาล 120 ก., วิปปิ้งครีม 200 มล. ~ 62 บาท
- บิสกิตบด 150 ก. + เนยละลาย 60 ก. ~ 48 บาท
- ช็อกโกแลตขาว/ดำ ทำหน้าแมว ~ 20 บาท

## วิธีทำ
1. อัดบิสกิตกับเนยลงพิมพ์ แช่เย็น 20 นาที
2. ตีครีมชีสกับน้ำตาลให้เนียน ใส่ไข่ทีละฟอง ตามด้วยวิปปิ้งครีม
3. อบน้ำ 150 องศา 60 นาที พักในเตา 1 ชม. แช่เย็น 1 คืน
4. บีบช็อกโกแลตเป็นหูกับหนวดแมว

ต้นทุนรวมก้อนละประมาณ 315 บาท = ชิ้นละประมาณ 26 บาท (ยังไม่รวมแก๊ส ค่าแรง)
ตอนนี้ซื้อบ้านครีมชิ้นละ 48 บาท ขายหน้าร้านชิ้นละ 85 บาท
""",
    f"{SHOP}/Suppliers/email_บ้านครีมเบเกอรี่_ราคาเค้ก Dec2025.txt": BAKERY_EMAIL,
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[1 พ.ย. 68 19:20] ปุ้ย: เฮียศักดิ์ส่งจดหมายมาแล้ว ปีหน้าขึ้นค่าเช่าร้านอีกแล้ว แถมให้วางเงินประกันเพิ่มด้วย
[1 พ.ย. 68 19:24] เอก: เดี๋ยวอ่านก่อน ต่อ 3 ปีก็ดีนะ ราคาจะได้ไม่ขึ้นอีก
[3 พ.ย. 68 06:10] เอก: พาแม่มาถึง รพ.ศรีจันทร์แล้ว แอดมิทวันนี้ ผ่าเข่าพรุ่งนี้เช้า วางมัดจำไปสองหมื่น
[3 พ.ย. 68 06:15] ปุ้ย: โอเค เดี๋ยวปิดร้านแล้วตามไป
[7 พ.ย. 68 15:02] เอก: แม่ออกจาก รพ.แล้ว ประกันจ่ายตรงแสนห้า ที่เหลือเราจ่ายเอง ใบแจ้งหนี้สแกนเก็บไว้แล้ว
[7 พ.ย. 68 15:10] แม่เอียด: ขอบใจลูกนะ แม่เดินได้แล้ว ไม่ต้องห่วง
[10 พ.ย. 68 20:00] ปุ้ย: พี่ ประกันรถมาแล้วนะ ขึ้นจากปีที่แล้วอีก เพราะเคลมกันชนตอน มิ.ย.
[10 พ.ย. 68 20:04] เอก: ผ่อนบัตรเอาละกัน ต่อที่เดิม
[12 พ.ย. 68 21:15] น้องภู: แม่ครับ ไปทัศนศึกษาวันที่ 27 ต้องเอาเงินไปไหมครับ
[12 พ.ย. 68 21:18] ปุ้ย: รวมในค่าเทอมแล้วลูก
[13 พ.ย. 68 07:30] ปุ้ย: พี่ ค่าเทอมน้องภูต้องจ่ายก่อนวันที่ 14 นะ
[13 พ.ย. 68 07:42] เอก: โอนแล้วเมื่อคืน ส่วนค่างวดรถวันที่ 25 เหมือนเดิม
""",
}
TODO = {"todo.md": """- ตอบเฮียศักดิ์เรื่องต่อสัญญาเช่า ก่อน 30 พ.ย.
- เลือกหมอฉีดวัคซีนแมว (หมอบอม หรือ รพ.สัตว์ขอนแก่น)
- ยืนยันเค้ก 3 ปอนด์กับพี่นก ก่อน 5 ธ.ค.
- จ่ายค่ารักษาแม่ที่เหลือ ก่อน 21 พ.ย.
- พามะม่วงไปตรวจฉี่ซ้ำ
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / SHOP
    quotes, cats, suppliers, books = shop / "ใบเสนอราคา", shop / "แมว", shop / "Suppliers", shop / "บัญชีร้าน"
    power = books / "ค่าไฟร้าน"
    home = docs / "บ้าน"
    car, fees, mum = home / "รถพี่เอก", home / "ค่าเทอมน้องภู", home / "แม่เอียด"
    for folder in (quotes, cats, suppliers, books, power, shop / "แชท", home / "Bills", car, fees, mum):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_อีสานดิจิทัล_v1_ร่าง.docx", PARTY_DRAFT, PARTY_DRAFT_TABLE,
               bottom=PARTY_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_อีสานดิจิทัล_v2_ส่งลูกค้า.docx", PARTY_FINAL, PARTY_FINAL_TABLE,
               bottom=PARTY_FINAL_BOTTOM)
    _cats(cats / "ทะเบียนแมว_2568.xlsx")
    write_docx(cats / "ใบเสนอราคาวัคซีน_คลินิกหมอบอม.docx", VAX_BOM, VAX_BOM_TABLE, bottom=VAX_BOM_BOTTOM)
    make_pdf(cats / "KKAnimalHospital_vaccine_quotation_Nov2025.pdf", VAX_KKAH)
    make_pdf(cats / "KKAnimalHospital_receipt_Mango_Oct2025.pdf", MANGO_RECEIPT)
    write_docx(cats / "สัญญารับเลี้ยง_น้องถั่วแดง 12-11-68.docx", ADOPTION, ADOPTION_TABLE, bottom=ADOPTION_BOTTOM)
    make_pdf(suppliers / "PawPlus_pricelist_2025.pdf", PAW_PRICES_2025)
    write_docx(suppliers / "ราคาสินค้า_พอว์พลัส_2567.docx", PAW_PRICES_2567, PAW_PRICES_2567_TABLE,
               bottom=PAW_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "PawPlus_invoice_INV-6810-0457.pdf", PAW_INVOICE)
    make_pdf(suppliers / "PawPlus_receipt_RC-6811-0093.pdf", PAW_RECEIPT)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568",
                [ENTRY_2568, DRINKS_2568, CAKES_2568, MERCH_2568, EVENTS_2568],
                [FOOD_2568, VET_2568, SUPPLY_2568, WAGES_2568, POWER_2568, RENT_2568])
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567",
                [ENTRY_2567, DRINKS_2567, CAKES_2567, MERCH_2567, EVENTS_2567],
                [FOOD_2567, VET_2567, SUPPLY_2567, WAGES_2567, POWER_2567, RENT_2567])
    make_pdf(power / "PEA_shop_bill_Sep2025.pdf", PEA_SHOP_SEP)
    make_pdf(power / "PEA_shop_bill_Oct2025.pdf", PEA_SHOP_OCT)
    write_docx(shop / "หนังสือแจ้งปรับค่าเช่า_2569.docx", RENT_LETTER)
    write_slides(shop / "แผนร้านปี 2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", PEA_HOME_OCT)
    make_pdf(car / "IsanMutual_car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    make_pdf(car / "ThanaAuto_hirepurchase_statement_Nov2025.pdf", HIRE_PURCHASE)
    write_docx(fees / "ค่าเทอม_น้องภู_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(fees / "ค่าเทอม_น้องภู_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    write_docx(mum / "ใบแจ้งค่ารักษา_แม่_รพ.ศรีจันทร์.docx", HOSPITAL_TOP, HOSPITAL_TABLE, bottom=HOSPITAL_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
