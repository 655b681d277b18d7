"""The bonsai folder: the papers of a Thai bonsai and ornamental tree grower and his household, written by code.

The owner is เอกชัย พูลสวัสดิ์ (พี่เอก, Ek, Ekachai Poonsawat) of "เอกบอนไซ โพธาราม" (Ek Bonsai Photharam),
88/3 หมู่ 5 ต.ท่าชุมพล อ.โพธาราม จ.ราชบุรี 70120. He grows tamarind (มะขาม), ebony (ตะโกนา), Fukien tea, ficus and
shaped ข่อย trees, sells them at his garden gate, online and mostly at plant fairs (the Ratchaburi fair every
October, Kaset Fair in Bangkok every January), and sets up trees for resorts. His wife สุภาพร (ปุ๊ก) keeps the
books; their daughter ด.ญ.ธัญชนก (ข้าวหอม) is in ม.2; his mother บุญเรือน (แม่) had a cataract operation; his
sister is พี่นุช. Helpers: ลุงแดง (สมบัติ แดงดี), น้องบิว, ป้าจิ๋ว and his nephew ตั้ม. It is early November 2568 (2025).

Documents/เอกบอนไซ งานสวน/ (the business)
- ใบเสนอราคา Quotes/ใบเสนอราคา_ธาราวาลีรีสอร์ท_ร่าง.docx: draft quote QT-EB-68/014 (8 ต.ค. 2568) to ธาราวาลี
  รีสอร์ท สวนผึ้ง: 6 tamarind at 3,500 (21,000), 4 ebony at 4,800 (19,200), 2 ข่อย at 12,500 (25,000), delivery
  3,000, total 68,200 (never sent).
- ใบเสนอราคา Quotes/ใบเสนอราคา_ธาราวาลีรีสอร์ท_final v2.docx: the final (15 ต.ค. 2568) to คุณอัมพร (แอม): 8 tamarind
  at 3,250 (26,000), 4 ebony at 4,500 (18,000), 2 ข่อย at 11,900 (23,800), delivery 1,500, total 69,300,
  deposit 40% 27,720, balance 41,580, delivery 1 พ.ย. 2568.
- ใบเสนอราคา Quotes/Quotation_BangkokBonsaiSupply_pots akadama Oct2025.pdf: English quote BBS-Q-2510-077 for pots,
  akadama and wire: 31,650.00 + VAT 2,215.50 = 33,865.50.
- ใบเสนอราคา Quotes/ใบเสนอราคา กระถาง ดิน_เถ้าแก่เส็ง_ต.ค.68.docx: Thai pottery shop's quote for the same items,
  29,900 + delivery 500 = 30,400 (no VAT), deposit 30% 9,120.
- งานแฟร์ Fairs/Invoice_KasetFair2026_booth B-114.pdf: English invoice KF26-INV-0114 (1 Oct 2025), booth B-114
  18,000.00 + electricity 1,200.00 + VAT 1,344.00 = 20,544.00, due 20 Oct 2025.
- งานแฟร์ Fairs/ใบเสร็จ ค่าบูธเกษตรแฟร์69.docx: Thai receipt RC-KF26-0388 for that invoice: 20,544.00 received
  17 ต.ค. 2568.
- งานแฟร์ Fairs/สัญญาเช่าพื้นที่_งานไม้ดอกไม้ประดับราชบุรี_2568.docx: booth C-07 contract for the Ratchaburi fair
  10-19 ต.ค. 2568: rent 9,500, security deposit 2,000, electricity 300.
- งานแฟร์ Fairs/ยอดขายงานราชบุรี 10-19ต.ค.68.md: daily sales at that fair: 216 trees, 146,250 in all, costs 23,700,
  122,550 left before the cost of the trees.
- งานแฟร์ Fairs/checklist ออกงาน.txt: packing list for a fair.
- งานแฟร์ Fairs/แผนออกงาน 2569.pptx: slides, next year's fairs (Kaset Fair target 180,000, year 1,250,000).
- บัญชี/รายรับรายจ่าย เอกบอนไซ 2568.xlsx: this year's book, two sheets (income by month: fairs, garden gate,
  online, landscaping; expenses by month), January to October (Oct online 18,640, Oct fairs 146,250).
- บัญชี/รายรับรายจ่าย เอกบอนไซ 2567.xlsx: last year's book, same layout, January to December (Dec fairs 88,300).
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.xlsx: helpers by full name and nickname, a sheet for ต.ค.68 and one for ก.ย.68
  (ลุงแดง ต.ค.: 26 days x 400 = 10,400, advance 2,000, to pay 8,400).
- ราคา Price list/ราคาขาย ปลีก-ส่ง Oct2025.xlsx: retail and wholesale sheets (small tamarind 650 retail,
  480 wholesale).
- ราคา Price list/EkBonsai_pricelist_2024.pdf: last year's English price list (small tamarind 590 / 450).
- แชท LINE/แชท_เฮียเล้ง_ตะโกยักษ์.txt: LINE export: the big ebony asked 45,000; 32,000, 42,000, 36,000, 39,500,
  38,000 offered; settled 38,500, deposit 10,000 on 20/10/2568, 28,500 on delivery.
- แชท LINE/LINE_คุณแอม_ธาราวาลี.txt: the resort buyer: budget 65,000; 75,200, 71,000, 68,000 offered; settled
  69,300, deposit 27,720 on 17 ต.ค.
- แชท LINE/แชทกลุ่ม พ่อค้าไม้ประดับ เกษตรแฟร์.txt: vendors share a truck, 14,000; 3,000 asked; 3,500 each.
- Email/email_GreenThumbSG_order enquiry.txt: English email from Lim Wei Jie (WJ), Singapore: 20 trees, budget
  SGD 2,400 (about 60,000 THB), in Singapore by 12 Dec 2025, reply by 31 Oct 2025.
- Email/อีเมล ชมรมบอนไซ_ประกวด2569.txt: Thai email inviting trees to the contest at Kaset Fair, 500 a tree,
  apply by 15 ม.ค. 2569, first prize 20,000.
- Portfolio Ek Bonsai_resort pitch.pptx: English slides for the resort pitch.
- โน้ตดูแลบอนไซหน้าฝน.md, สูตรน้ำหมักปุ๋ย.txt: care notes and a recipe.

Documents/Home บ้าน/ (the household)
- ค่าไฟ/PEA_Aug2025.pdf (486 kWh, 2,487.68), PEA_Sep2025.pdf (544 kWh, 2,807.93), PEA_Oct2025.pdf (463 kWh,
  2,365.89): English electricity bills.
- ประกัน/ต่อประกันรถ Revo_2568.docx: Hilux Revo insurance renewal: class 1 garage (same plan) 17,650 (last year
  16,900), dealer repair 21,900, class 2+ 9,980, pay by 5 ธันวาคม 2568, policy ends 15 ธันวาคม 2568.
- ประกัน/ChaoPhrayaLife_premium notice_2025.pdf: ปุ๊ก's life policy, premium 24,360 due 28 Nov 2025.
- รถ Revo/HP statement Revo Oct2025.pdf: hire purchase statement: 12,870 a month, 31 of 60 paid, 373,230
  outstanding, close-out 338,400 if paid by 30 Nov 2025.
- ลูก ข้าวหอม/ค่าเทอม ข้าวหอม เทอม2_68.docx: term 2/2568 fees 20,500 (tuition 14,500, camp 2,650), pay by
  14 พฤศจิกายน 2568.
- แม่/MaeKlong Hospital_bill_cataract_Oct2025.pdf: English hospital bill: 49,810.00, insurance 30,000.00, paid by
  the patient 19,810.00 on 22 Oct 2025.
- แม่/นัดหมอตาแม่.md: notes on the mother's eyes, follow-ups and the left eye still to do.
- แชทไลน์ บ้านพูลสวัสดิ์.txt: the family's LINE group.
- รายจ่ายบ้าน ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month, with the car instalment 12,870.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "เอกบอนไซ งานสวน"
HOME = "Home บ้าน"
EB_TOP = ("เอกบอนไซ โพธาราม (นายเอกชัย พูลสวัสดิ์) 88/3 หมู่ 5 ต.ท่าชุมพล อ.โพธาราม จ.ราชบุรี 70120 "
          "โทร 086-725-4419  LINE @ekbonsai")

# ---------------------------------------------------------------- resort quotes
RESORT_DRAFT = [
    EB_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-EB-68/014",
    "วันที่ 8 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ ธาราวาลี รีสอร์ท สวนผึ้ง อ.สวนผึ้ง จ.ราชบุรี",
    "เรื่อง ไม้บอนไซและไม้ดัดสำหรับตกแต่งล็อบบี้และสวนหน้าห้องพัก",
]
RESORT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บอนไซมะขาม ทรงตั้งตรง สูง 60-80 ซม. พร้อมกระถางเคลือบ", "6 ต้น", "3,500", "21,000"),
    ("บอนไซตะโกนา ทรงเอน สูง 50 ซม.", "4 ต้น", "4,800", "19,200"),
    ("ข่อยดัดทรงพุ่ม สูง 1.5 ม. (ตั้งหน้าล็อบบี้)", "2 ต้น", "12,500", "25,000"),
    ("ค่าขนส่งและจัดวาง", "1 งาน", "3,000", "3,000"),
    ("รวมทั้งสิ้น", "", "", "68,200"),
]
RESORT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 68,200 บาท (หกหมื่นแปดพันสองร้อยบาทถ้วน) ไม่รวมภาษีมูลค่าเพิ่ม (ร้านไม่ได้จด VAT)",
    "ร่าง ยังไม่ส่ง รอถามปุ๊กเรื่องค่ารถขนต้นข่อย",
]
RESORT_FINAL = [
    EB_TOP,
    "ใบเสนอราคา  เลขที่ QT-EB-68/014 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน คุณอัมพร วงศ์ไพบูลย์ ฝ่ายจัดซื้อ ธาราวาลี รีสอร์ท สวนผึ้ง",
    "เรื่อง ไม้บอนไซและไม้ดัดสำหรับตกแต่งล็อบบี้และสวนหน้าห้องพัก ส่งและจัดวางวันที่ 1 พฤศจิกายน 2568",
]
RESORT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("บอนไซมะขาม ทรงตั้งตรง สูง 60-80 ซม. พร้อมกระถางเคลือบ", "8 ต้น", "3,250", "26,000"),
    ("บอนไซตะโกนา ทรงเอน สูง 50 ซม.", "4 ต้น", "4,500", "18,000"),
    ("ข่อยดัดทรงพุ่ม สูง 1.5 ม. (ตั้งหน้าล็อบบี้)", "2 ต้น", "11,900", "23,800"),
    ("ค่าขนส่งและจัดวาง", "1 งาน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "69,300"),
]
RESORT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 69,300 บาท (หกหมื่นเก้าพันสามร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 40% = 27,720 บาท เมื่อตกลงสั่งซื้อ ส่วนที่เหลือ 41,580 บาท ชำระวันส่งและจัดวางต้นไม้",
    "รับประกันต้นไม้ตาย 30 วันหลังส่ง (เปลี่ยนต้นใหม่ให้) ยกเว้นกรณีไม่รดน้ำตามคำแนะนำ",
    "ราคานี้ยืนถึง 31 ตุลาคม 2568",
    "ลงชื่อ เอกชัย พูลสวัสดิ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- pot and soil quotes
BBS_QUOTE = [
    "BANGKOK BONSAI SUPPLY CO., LTD.\n"
    "Bonsai pots, imported soil and tools - 142 Phutthamonthon Sai 4 Road, Salaya, Nakhon Pathom 73170\n"
    "Tel. 02-441-9086   Tax ID 0735559004417\n"
    "QUOTATION No. BBS-Q-2510-077          Date: 14 Oct 2025\n"
    "To: Mr. Ekachai Poonsawat (Ek Bonsai Photharam), Ratchaburi\n"
    "\n"
    "Item                                          Qty        Unit price    Amount\n"
    "Glazed ceramic bonsai pot, oval 25 cm          40 pcs      185.00     7,400.00\n"
    "Glazed ceramic bonsai pot, rectangle 35 cm     20 pcs      320.00     6,400.00\n"
    "Unglazed training pot 45 cm                    10 pcs      450.00     4,500.00\n"
    "Akadama soil, hard grade, 14 L bag             30 bags     390.00    11,700.00\n"
    "Aluminium bonsai wire 2.5 mm, 500 g roll       10 rolls    165.00     1,650.00\n"
    "\n"
    "Subtotal                                                            31,650.00\n"
    "VAT 7%                                                               2,215.50\n"
    "GRAND TOTAL                                                         33,865.50 THB\n"
    "\n"
    "Free delivery to Ratchaburi for orders over 20,000 THB. Delivery 5 working days after payment.\n"
    "Payment: 100% before delivery. Breakage on arrival replaced free if reported within 3 days.\n"
    "This quotation is valid for 15 days.\n"
    "Sales: Siriporn (Fon) 089-552-3107",
]
SENG_QUOTE = [
    "ร้านเถ้าแก่เส็ง เครื่องปั้นดินเผาราชบุรี",
    "45 ถ.เจดีย์หัก ต.หน้าเมือง อ.เมืองราชบุรี จ.ราชบุรี โทร 032-321-778",
    "ใบเสนอราคา เลขที่ ส.68/112  วันที่ 15 ต.ค. 2568",
    "เรียน คุณเอกชัย (เอกบอนไซ โพธาราม)",
    "เรื่อง กระถางบอนไซ ดิน และลวดดัด",
]
SENG_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กระถางเคลือบทรงรี 25 ซม.", "40 ใบ", "150", "6,000"),
    ("กระถางเคลือบทรงสี่เหลี่ยม 35 ซม.", "20 ใบ", "280", "5,600"),
    ("กระถางดินเผาไม่เคลือบ 45 ซม.", "10 ใบ", "390", "3,900"),
    ("ดินอคาดามะ (นำเข้า) ถุง 14 ลิตร", "30 ถุง", "420", "12,600"),
    ("ลวดอลูมิเนียมดัดบอนไซ 2.5 มม. ม้วน 500 กรัม", "10 ม้วน", "180", "1,800"),
    ("รวมค่าสินค้า", "", "", "29,900"),
    ("ค่าส่งถึงสวน โพธาราม", "", "", "500"),
    ("รวมทั้งสิ้น", "", "", "30,400"),
]
SENG_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 30,400 บาท (สามหมื่นสี่ร้อยบาทถ้วน) ร้านไม่ได้จด VAT",
    "มัดจำ 30% = 9,120 บาท ดินอคาดามะต้องสั่งเข้า รอของ 2-3 สัปดาห์ กระถางมีของพร้อมส่ง",
    "กระถางแตกระหว่างขนส่งเปลี่ยนให้ฟรี",
    "เถ้าแก่เส็ง (นายเส็ง แซ่โค้ว) 081-944-2016",
]

# ---------------------------------------------------------------- fairs
KF_INVOICE = [
    "KASET FAIR 2026 ORGANIZING OFFICE\n"
    "Kasetsart University, Bang Khen Campus, Bangkok 10900   Tel. 02-579-0113\n"
    "\n"
    "INVOICE No. KF26-INV-0114\n"
    "Date: 1 Oct 2025                        Due date: 20 Oct 2025\n"
    "Bill to: Mr. Ekachai Poonsawat (Ek Bonsai Photharam)\n"
    "88/3 Moo 5, Tha Chumphon, Photharam, Ratchaburi 70120\n"
    "\n"
    "Event: Kaset Fair 2026, 30 Jan - 7 Feb 2026 (9 days)\n"
    "Booth B-114, Zone B (ornamental plants and bonsai), 3 x 3 m\n"
    "\n"
    "Description                                  Amount (THB)\n"
    "Booth rent, 9 days                              18,000.00\n"
    "Electricity, 1 socket 5A                         1,200.00\n"
    "Name board and table set                         included\n"
    "Subtotal                                        19,200.00\n"
    "VAT 7%                                           1,344.00\n"
    "TOTAL                                           20,544.00\n"
    "\n"
    "Unpaid booths are released to the waiting list after the due date.\n"
    "Move-in: 29 Jan 2026 from 04:00. Trucks must leave the fair ground by 08:00.\n"
    "Transfer to Krungthai Bank, Kaset Fair Organizing Office, account 012-6-33541-9.",
]
KF_RECEIPT = [
    "สำนักงานจัดงานเกษตรแฟร์ ประจำปี 2569 มหาวิทยาลัยเกษตรศาสตร์ บางเขน",
    "ใบเสร็จรับเงิน  เลขที่ RC-KF26-0388",
    "วันที่ 17 ต.ค. 2568",
    "ได้รับเงินจาก นายเอกชัย พูลสวัสดิ์ (เอกบอนไซ โพธาราม)",
    "อ้างอิงใบแจ้งหนี้ เลขที่ KF26-INV-0114 ลงวันที่ 1/10/68  บูธ B-114 โซน B ไม้ประดับและบอนไซ",
]
KF_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเช่าบูธ 9 วัน", "18,000.00"),
    ("ค่าไฟฟ้า 1 จุด", "1,200.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "1,344.00"),
    ("รวมรับชำระ", "20,544.00"),
]
KF_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงไทย จำนวน 20,544.00 บาท (สองหมื่นห้าร้อยสี่สิบสี่บาทถ้วน)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวพิมพ์ลดา ศรีประเสริฐ เจ้าหน้าที่การเงิน",
]
RBR_CONTRACT = [
    "สัญญาเช่าพื้นที่จำหน่ายสินค้า",
    "งานเทศกาลไม้ดอกไม้ประดับจังหวัดราชบุรี ครั้งที่ 12 ณ สนามหน้าศาลากลางจังหวัดราชบุรี (หลังเก่า)",
    "ทำที่ สมาคมผู้ปลูกไม้ดอกไม้ประดับจังหวัดราชบุรี วันที่ 5 กันยายน 2568",
    "ผู้ให้เช่า: สมาคมผู้ปลูกไม้ดอกไม้ประดับจังหวัดราชบุรี โดย นายวิชัย ทองประเสริฐ นายกสมาคม",
    "ผู้เช่า: นายเอกชัย พูลสวัสดิ์ ร้านเอกบอนไซ โพธาราม",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ล็อก C-07 โซนบอนไซและไม้ดัด ขนาด 4 x 6 เมตร "
    "ระหว่างวันที่ 10-19 ตุลาคม 2568 เวลา 09.00-21.00 น.",
    "ข้อ 2. ค่าเช่าพื้นที่ตลอดงาน 9,500 บาท ชำระในวันทำสัญญา",
    "ข้อ 3. ผู้เช่าวางเงินประกันความเสียหาย 2,000 บาท ผู้ให้เช่าจะคืนภายใน 15 วันหลังเลิกงาน "
    "หากผู้เช่ารื้อถอนและทำความสะอาดพื้นที่เรียบร้อย",
    "ข้อ 4. ค่าไฟฟ้าจุดละ 300 บาท ตลอดงาน ห้ามต่อพ่วงเกิน 1 จุด",
    "ข้อ 5. ผู้เช่าขนต้นไม้เข้าพื้นที่ได้วันที่ 9 ตุลาคม 2568 ตั้งแต่ 13.00 น. และต้องรื้อถอนให้เสร็จภายใน "
    "วันที่ 20 ตุลาคม 2568 เวลา 12.00 น.",
    "ข้อ 6. ห้ามวางต้นไม้หรือสินค้ารุกล้ำทางเดินเกิน 50 ซม. หากฝ่าฝืนปรับครั้งละ 500 บาท",
    "ลงชื่อ วิชัย ทองประเสริฐ ผู้ให้เช่า    ลงชื่อ เอกชัย พูลสวัสดิ์ ผู้เช่า",
]
FAIR_SALES = """# ยอดขาย งานไม้ดอกไม้ประดับราชบุรี 10-19 ต.ค. 68 (ล็อก C-07)

ปุ๊กจดทุกคืนหลังปิดร้าน

| วันที่ | วัน | ต้นที่ขาย | ยอดขาย (บาท) | หมายเหตุ |
|---|---|---|---|---|
| 10 ต.ค. | ศ. | 14 | 8,450 | วันแรก คนน้อย |
| 11 ต.ค. | ส. | 31 | 21,300 | |
| 12 ต.ค. | อา. | 36 | 24,850 | ขายมะขามกลางหมด 5 ต้น |
| 13 ต.ค. | จ. | 22 | 15,600 | วันหยุดชดเชย |
| 14 ต.ค. | อ. | 11 | 6,200 | ฝนตกตอนเย็น |
| 15 ต.ค. | พ. | 9 | 5,750 | |
| 16 ต.ค. | พฤ. | 12 | 7,900 | |
| 17 ต.ค. | ศ. | 16 | 9,850 | |
| 18 ต.ค. | ส. | 38 | 26,400 | ดีที่สุด |
| 19 ต.ค. | อา. | 27 | 19,950 | เฮียเล้งมาดูตะโกยักษ์ |

รวม 10 วัน ขายได้ 216 ต้น ยอดขายรวม 146,250 บาท

## ค่าใช้จ่ายงานนี้
- ค่าเช่าล็อก 9,500 + ค่าไฟ 300
- ค่าแรงลุงแดงกับบิว 10 วัน คนละ 400 = 8,000
- ค่าน้ำมันรถขนต้นไม้ 2,400
- ค่ากับข้าว น้ำ ค่าจิปาถะ 3,500
- รวมค่าใช้จ่าย 23,700 บาท

เหลือ 122,550 บาท (ยังไม่หักต้นทุนต้นไม้)
ตะโกยักษ์ยังไม่นับ เฮียเล้งขอต่อราคาทางไลน์
"""
CHECKLIST = """checklist ออกงาน (ใช้ทุกงาน)
[ ] โต๊ะพับ 4 ตัว ผ้าปูสีเขียว
[ ] ป้ายร้าน เอกบอนไซ โพธาราม + ป้ายราคา
[ ] ถังน้ำ บัวรดน้ำ สเปรย์ฉีดใบ
[ ] ถุงหิ้ว กล่องกระดาษ หนังสือพิมพ์ห่อกระถาง
[ ] เครื่องรูดบัตร / QR พร้อมเพย์ (ปุ๊ก)
[ ] เงินทอน 3,000 บาท แบงก์ย่อย
[ ] ปลั๊กพ่วง ไฟส่องต้นไม้ 2 ดวง
[ ] การ์ดวิธีดูแลบอนไซ 300 ใบ
"""
PLAN_SLIDES = [
    ("แผนออกงาน ปี 2569 - เอกบอนไซ โพธาราม", "เอก & ปุ๊ก  ร่าง พ.ย. 2568"),
    ("งานที่จองแล้ว / จะจอง", "เกษตรแฟร์ 30 ม.ค. - 7 ก.พ. 2569 บูธ B-114 (จ่ายแล้ว)\n"
                             "งานบอนไซสวนหลวง ร.9 มี.ค. 2569 (รอเปิดจอง)\n"
                             "งานไม้ดอกไม้ประดับราชบุรี ต.ค. 2569"),
    ("เป้ายอดขาย", "เกษตรแฟร์ 180,000 บาท\nงานราชบุรี 160,000 บาท\nทั้งปี 2569 เป้า 1,250,000 บาท"),
    ("ของที่ต้องเตรียม", "มะขามจิ๋ว 150 ต้น ชาฮกเกี้ยน 80 ต้น\n"
                         "กระถางเคลือบ 25 ซม. 40 ใบ (เทียบราคาเถ้าแก่เส็งกับ BBS)\n"
                         "รถหกล้อไปเกษตรแฟร์ หารกับเจ๊นิด"),
]
PORTFOLIO_SLIDES = [
    ("Ek Bonsai Photharam - bonsai and shaped trees for resorts", "Prepared for Tharawalee Resort, Suan Phueng, "
                                                                  "October 2025"),
    ("Our work", "Lobby bonsai set, Baan Rim Nam Homestay, Amphawa (2024)\n"
                 "40 tamarind bonsai for a cafe garden, Damnoen Saduak (2023)\n"
                 "Kaset Fair bonsai contest: 2nd prize, tamarind class (2024)"),
    ("Proposed set for Tharawalee", "8 tamarind bonsai 60-80 cm in glazed pots\n"
                                    "4 ebony (Tako) bonsai, slanting style, 50 cm\n"
                                    "2 shaped Khoi (Siamese rough bush) 1.5 m for the lobby"),
    ("Care service", "Monthly care visit 1,500 THB (optional), first 3 months free\n"
                     "Dead tree replaced free within 30 days"),
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "งานแฟร์ (Fairs)", "ขายหน้าสวน (Garden gate)", "ออนไลน์ (Online FB/Shopee)",
                  "จัดสวน (Landscaping)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "กระถาง ดิน ปุ๋ย (Pots, soil)", "ค่าบูธ (Booth fees)", "ค่าแรง (Labour)",
                   "ค่าน้ำมัน ขนส่ง (Fuel, transport)", "ซื้อต้นไม้เข้า (Stock bought)", "รวม (Total)"]
INCOME_2568 = [
    [62400, 71850, 35200, 0, 28600, 0, 0, 41750, 0, 146250],
    [18500, 16200, 21400, 24800, 19300, 14600, 12900, 15700, 13200, 20150],
    [9870, 11240, 12650, 10980, 13400, 14720, 15380, 16050, 17290, 18640],
    [0, 25000, 0, 0, 12000, 0, 0, 18500, 0, 27720],
]
EXPENSES_2568 = [
    [7850, 6900, 8240, 5600, 6300, 4950, 5100, 7450, 5800, 9620],
    [12000, 18500, 6000, 0, 5500, 0, 0, 8000, 0, 9800],
    [9600, 12800, 8000, 6400, 8800, 6400, 6400, 9600, 6400, 27600],
    [3900, 4650, 2800, 1950, 2700, 1800, 1850, 3400, 2050, 5120],
    [15000, 0, 8500, 0, 12000, 0, 6000, 0, 9500, 38000],
]
INCOME_2567 = [
    [55300, 63200, 30800, 0, 22400, 0, 0, 36900, 0, 118600, 47250, 88300],
    [16800, 15100, 19900, 21700, 17600, 13200, 11800, 14300, 12100, 17900, 19450, 23600],
    [5420, 6180, 6950, 7300, 7840, 8260, 8910, 9350, 9780, 10420, 11060, 12300],
    [0, 0, 15000, 0, 0, 9500, 0, 0, 22000, 0, 0, 0],
]
EXPENSES_2567 = [
    [6900, 6100, 7300, 5200, 5800, 4400, 4700, 6600, 5100, 8700, 6200, 7900],
    [10000, 16000, 5500, 0, 5000, 0, 0, 7500, 0, 9000, 6500, 12000],
    [8400, 11200, 7200, 5600, 7200, 5600, 5600, 8000, 5600, 14400, 8000, 12000],
    [3500, 4200, 2500, 1700, 2400, 1600, 1650, 3000, 1800, 4600, 3100, 4300],
    [12000, 0, 7000, 0, 10000, 0, 5000, 0, 8000, 30000, 0, 14000],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ เอกบอนไซ โพธาราม ปี {year} (Income by month {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย เอกบอนไซ โพธาราม ปี {year} (Expenses by month {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


WAGE_HEADERS = ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "งาน (Job)", "ค่าแรง/วัน (Daily wage)",
                "วันทำงาน (Days)", "รวม (Gross)", "เบิกล่วงหน้า (Advance)", "คงจ่าย (To pay)")
WAGES = {
    "ต.ค.68": [
        ("สมบัติ แดงดี", "ลุงแดง", "รดน้ำ ดูแลสวน ดัดกิ่ง", 400, 26, 2000, "ออกงานราชบุรี 10 วัน"),
        ("ธนวัฒน์ ศรีเมือง", "น้องบิว", "ยกของ ขับรถ ออกงาน", 400, 18, 0, ""),
        ("จิราพร มีสุข", "ป้าจิ๋ว", "เพาะชำ ลงกระถาง", 350, 20, 1500, ""),
        ("อภิสิทธิ์ พูลสวัสดิ์", "ตั้ม (หลาน)", "ช่วยขายหน้างาน", 300, 10, 0, "เฉพาะวันงาน"),
    ],
    "ก.ย.68": [
        ("สมบัติ แดงดี", "ลุงแดง", "รดน้ำ ดูแลสวน ดัดกิ่ง", 400, 25, 1000, ""),
        ("ธนวัฒน์ ศรีเมือง", "น้องบิว", "ยกของ ขับรถ ออกงาน", 400, 8, 0, "มาเฉพาะวันส่งของ"),
        ("จิราพร มีสุข", "ป้าจิ๋ว", "เพาะชำ ลงกระถาง", 350, 22, 0, ""),
    ],
}


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in WAGES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงลูกน้อง เดือน {title} (Helpers' wages)"])
        sheet.append(list(WAGE_HEADERS) + ["หมายเหตุ (Note)"])
        for name, nick, job, rate, days, advance, note in rows:
            sheet.append([name, nick, job, rate, days, rate * days, advance, rate * days - advance, note])
        sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in rows), sum(r[3] * r[4] for r in rows),
                      sum(r[5] for r in rows), sum(r[3] * r[4] - r[5] for r in rows), ""])
        for column in (4, 6, 7, 8):
            money_format(sheet, column)
    book.save(path)


PRICES = [
    ("TM-01", "มะขามบอนไซ จิ๋ว (Tamarind, mini)", "15-20 ซม.", 350, 250),
    ("TM-02", "มะขามบอนไซ ไซซ์เล็ก (Tamarind, small)", "30-40 ซม.", 650, 480),
    ("TM-03", "มะขามบอนไซ ไซซ์กลาง (Tamarind, medium)", "60-80 ซม.", 3500, 2800),
    ("TK-01", "ตะโกนา บอนไซ เล็ก (Ebony, small)", "30 ซม.", 890, 690),
    ("TK-02", "ตะโกนา บอนไซ กลาง (Ebony, medium)", "50 ซม.", 4800, 3900),
    ("FC-01", "ไทรเกาหลี ดัดทรง (Ficus)", "40 ซม.", 450, 320),
    ("FT-01", "ชาฮกเกี้ยน (Fukien tea)", "25 ซม.", 590, 420),
    ("PR-01", "เพรมน่า (Premna)", "35 ซม.", 1200, 950),
    ("MK-01", "โมกหอม ดัดทรง (Wrightia)", "40 ซม.", 750, 560),
    ("KH-01", "ข่อยดัด ทรงพุ่ม (Khoi, shaped)", "1.5 ม.", 12500, 10500),
]


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ปลีก Retail"
    sheet.append(["ราคาปลีก เอกบอนไซ โพธาราม ใช้ตั้งแต่ 1 ต.ค. 2568 (Retail prices from Oct 2025)"])
    sheet.append(["รหัส (Code)", "ต้นไม้ (Tree)", "ขนาด (Size)", "ราคาปลีก (Retail, THB)"])
    for code, tree, size, retail, _ in PRICES:
        sheet.append([code, tree, size, retail])
    money_format(sheet, 4)
    sheet = book.create_sheet("ส่ง Wholesale")
    sheet.append(["ราคาส่ง 10 ต้นขึ้นไป คละได้ในหมวดเดียวกัน (Wholesale, 10 trees or more)"])
    sheet.append(["รหัส (Code)", "ต้นไม้ (Tree)", "ขนาด (Size)", "ราคาส่ง (Wholesale, THB)"])
    for code, tree, size, _, wholesale in PRICES:
        sheet.append([code, tree, size, wholesale])
    money_format(sheet, 4)
    sheet = book.create_sheet("หมายเหตุ Notes")
    sheet.append(["ราคาส่งต้องโอนก่อนส่ง ค่าส่งต่างจังหวัดคิดตามจริง"])
    sheet.append(["ลูกค้าส่งประจำ: เจ๊นิด ไม้ด่าง, ร้านบ้านต้นไม้ อัมพวา, Green Thumb (SG) ถ้าสั่ง"])
    book.save(path)


PRICELIST_2024 = [
    "EK BONSAI PHOTHARAM - PRICE LIST 2024\n"
    "Retail / wholesale (10 trees or more). Valid 1 Jan 2024 - 31 Dec 2024. Prices in THB.\n"
    "\n"
    "Tree                          Size        Retail    Wholesale\n"
    "Tamarind, mini                15-20 cm       300        220\n"
    "Tamarind, small               30-40 cm       590        450\n"
    "Tamarind, medium              60-80 cm     3,200      2,600\n"
    "Ebony (Tako), small           30 cm          790        620\n"
    "Ebony (Tako), medium          50 cm        4,500      3,600\n"
    "Ficus (Korean fig)            40 cm          420        300\n"
    "Fukien tea                    25 cm          550        390\n"
    "\n"
    "Call or LINE: Ek 086-725-4419, LINE @ekbonsai. Garden open daily 8:00-17:00.",
]

# ---------------------------------------------------------------- chats and emails
LENG_CHAT = """[LINE] ประวัติการแชทกับ เฮียเล้ง นครปฐม
วันที่บันทึก: 21/10/2568 07:15

อา. 19/10/2568
18:42\tเฮียเล้ง นครปฐม\tเอก ต้นตะโกยักษ์ที่ตั้งหน้าล็อกงานราชบุรี ยังอยู่มั้ย
18:45\tเอก Ek Bonsai\tยังอยู่ครับเฮีย ตะโกนาอายุกว่า 30 ปี สูง 1.2 เมตร ตั้งไว้ 45,000 ครับ
18:51\tเฮียเล้ง นครปฐม\tแพงไป 32,000 ได้มั้ย
19:02\tเอก Ek Bonsai\tไม่ไหวครับเฮีย ต้นนี้เลี้ยงมา 8 ปี ลดให้ 42,000
19:10\tเฮียเล้ง นครปฐม\t36,000 เงินสด ขนเอง
19:25\tเอก Ek Bonsai\t39,500 ส่งถึงบ้านเฮียที่นครปฐมเลยครับ
19:31\tเฮียเล้ง นครปฐม\t38,000 จบมั้ย
19:40\tเอก Ek Bonsai\t38,500 ครับเฮีย ส่งฟรี แถมกระถางเคลือบใบใหม่ วางมัดจำ 10,000 ที่เหลือจ่ายวันส่งของ
19:42\tเฮียเล้ง นครปฐม\tดีล 38,500

จ. 20/10/2568
09:15\tเฮียเล้ง นครปฐม\tโอนมัดจำ 10,000 แล้วนะ ส่งเสาร์ 25 ได้มั้ย
09:20\tเอก Ek Bonsai\tได้รับแล้วครับ ส่งเสาร์ 25 ต.ค. ช่วงบ่าย ที่เหลือ 28,500 เก็บปลายทางครับ
"""
AM_CHAT = """[9 ต.ค. 68 14:20] แอม ธาราวาลี: พี่เอกคะ เจ้าของรีสอร์ทอยากได้มะขามบอนไซ 8 ต้นนะคะ ไม่ใช่ 6 แล้วงบรวมทั้งหมดไม่เกิน 65,000 ค่ะ
[9 ต.ค. 68 14:41] เอก Ek Bonsai: 8 ต้นราคาเดิมนะครับ มะขามต้นละ 3,500 ตะโก 4,800 ข่อย 12,500 บวกค่าส่งจัดวาง 3,000 รวม 75,200 ครับ
[9 ต.ค. 68 15:02] แอม ธาราวาลี: เกินงบเยอะเลยค่ะพี่ 65,000 ได้มั้ยคะ
[9 ต.ค. 68 16:30] เอก Ek Bonsai: ต้นข่อยสองต้นนั้นเลี้ยงมาหกปีครับ ลดได้ถึง 71,000 ครับ
[10 ต.ค. 68 09:12] แอม ธาราวาลี: 68,000 ถ้วนได้มั้ยคะ รวมส่งแล้ว
[10 ต.ค. 68 11:45] เอก Ek Bonsai: ขอเป็น 69,300 นะครับ มะขาม 3,250 ตะโก 4,500 ข่อย 11,900 ค่าส่งเหลือ 1,500 เดี๋ยวทำใบเสนอราคาใหม่ให้ครับ
[10 ต.ค. 68 12:03] แอม ธาราวาลี: โอเคค่ะ ตามนั้น ส่งใบเสนอราคามาเลยค่ะ
[15 ต.ค. 68 18:10] เอก Ek Bonsai: ส่งใบเสนอราคาฉบับแก้ทางเมลแล้วครับ มัดจำ 40% เป็น 27,720 ครับ
[17 ต.ค. 68 10:20] แอม ธาราวาลี: โอนมัดจำ 27,720 แล้วนะคะ ส่งของวันที่ 1 พ.ย. ตามนัดค่ะ
[17 ต.ค. 68 10:31] เอก Ek Bonsai: ได้รับแล้วครับ ขอบคุณครับ 1 พ.ย. เข้าไปจัดวางแต่เช้าครับ
"""
VENDOR_CHAT = """2025/10/22(พ.)
21:04\tเจ๊นิด ไม้ด่าง\tเกษตรแฟร์ปีนี้ เช่ารถหกล้อไปด้วยกันมั้ย ค่ารถไปกลับ 14,000
21:10\tเอก Ek Bonsai\tเอาครับเจ๊ กี่เจ้า
21:12\tต้อม กล้วยไม้\tผมด้วย
21:15\tลุงหวัง ไม้มงคล\tผมด้วย แต่ของน้อย ขอจ่าย 3,000 ได้มั้ย
21:35\tเจ๊นิด ไม้ด่าง\t4 เจ้า หารเท่ากันคนละ 3,500 นะ ใครของเยอะจ่ายค่าคนยกเอง
21:40\tลุงหวัง ไม้มงคล\tโอเค 3,500
21:41\tเอก Ek Bonsai\tโอเคครับ ผมขนมะขามจิ๋วไปสัก 150 ต้น
2025/10/23(พฤ.)
07:30\tเจ๊นิด ไม้ด่าง\tรถออกจากโพธาราม 28 ม.ค. 69 สี่ทุ่ม ถึงเกษตรตีสาม เข้างานได้ตีสี่
"""
SG_EMAIL = """From: Lim Wei Jie <weijie.lim@greenthumb.sg>
To: ekbonsai.photharam@gmail.com
Date: Sat, 18 Oct 2025 09:47
Subject: Enquiry - bonsai for our showroom in Singapore

Dear Khun Ek,

I am Lim Wei Jie, buyer for Green Thumb Landscape Pte Ltd in Singapore. My colleague saw your trees at the
Ratchaburi fair last week and we follow your Facebook page.

For the opening of our showroom we would like to order 20 trees:
- 6 medium tamarind bonsai (60-80 cm)
- 10 Fukien tea bonsai (25 cm)
- 4 Premna bonsai (35 cm)

Our budget is about SGD 2,400 for the trees (about 60,000 THB), ex-works at your garden. Our own forwarder
will collect them and arrange air freight from Suvarnabhumi.

Singapore does not accept soil, so the trees must be washed and repotted in a sterilised medium, and every
shipment needs a phytosanitary certificate from the Thai Department of Agriculture. Please tell us if you can
arrange the certificate and what it costs.

We need the trees in Singapore by 12 Dec 2025. We can pay a 30% deposit by bank transfer and the balance
before shipment.

Could you reply with your best price by 31 Oct 2025?

Best regards,
Wei Jie (WJ)
Green Thumb Landscape Pte Ltd, 51 Pasir Panjang Road, Singapore
+65 8123 4470
"""
CLUB_EMAIL = """จาก: ชมรมไม้แคระและบอนไซภาคตะวันตก <contest.westbonsai@gmail.com>
ถึง: ekbonsai.photharam@gmail.com
วันที่: 27 ต.ค. 2568 10:12
เรื่อง: เชิญส่งต้นไม้เข้าประกวด งานเกษตรแฟร์ 2569

เรียน สมาชิกชมรมทุกท่าน

ชมรมฯ ร่วมกับสำนักงานจัดงานเกษตรแฟร์ จัดประกวดบอนไซและไม้แคระ ระหว่างวันที่ 31 ม.ค. - 2 ก.พ. 2569
ประเภทที่เปิดรับ: มะขาม, ตะโก, ไทร, ไม้จิ๋ว (ไม่เกิน 20 ซม.) และไม้ดัดทรงไทย

- ค่าสมัครต้นละ 500 บาท สมาชิกส่งได้ไม่เกิน 3 ต้น
- ปิดรับสมัครวันที่ 15 ม.ค. 2569
- นำต้นไม้เข้าวันที่ 30 ม.ค. 2569 เวลา 06.00-10.00 น.
- รางวัลชนะเลิศแต่ละประเภท 20,000 บาท พร้อมถ้วยรางวัล รองอันดับ 1 10,000 บาท

สมัครผ่าน Google Form ในกลุ่มไลน์ชมรม
ด้วยความนับถือ
นายประยูร ใจมั่น เลขานุการชมรม
"""
CARE_NOTES = """# ดูแลบอนไซหน้าฝน
- มะขาม: ลดน้ำเหลือวันละครั้ง ระวังรากเน่า ย้ายเข้าใต้แสลน 50%
- ตะโก: ฉีดยากันเชื้อราทุก 2 สัปดาห์ (คาร์เบนดาซิม 20 ซีซี ต่อน้ำ 20 ลิตร)
- ไทรเกาหลี: ตัดแต่งได้ตลอด โตเร็ว
- ชาฮกเกี้ยน: ระวังเพลี้ยแป้ง ใช้น้ำส้มควันไม้
- ลวดที่พันไว้ตั้งแต่ มิ.ย. ให้ลุงแดงแกะภายใน พ.ย. กันลวดกินเปลือก
"""
COMPOST = """สูตรน้ำหมักปุ๋ย (ของแม่)
เศษผักผลไม้ 3 กก.
กากน้ำตาล 1 กก.
น้ำ 10 ลิตร
หมักในถังปิดฝา 3 เดือน คนทุกสัปดาห์
ใช้ผสมน้ำ 1:500 รดบอนไซเดือนละ 2 ครั้ง
"""


# ---------------------------------------------------------------- household
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Photharam, Ratchaburi\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Ekachai Poonsawat\n"
        "Address: 88/3 Moo 5, Tha Chumphon, Photharam, Ratchaburi 70120\n"
        "Customer no. 020114785230   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
    ]


PEA_AUG = _pea_bill("16 Jul 2025 - 15 Aug 2025", "18,204 -> 18,690", 486, "2,095.37", "191.34", "162.75",
                    "2,487.68", "29 Aug 2025")
PEA_SEP = _pea_bill("16 Aug 2025 - 15 Sep 2025", "18,690 -> 19,234", 544, "2,371.84", "214.17", "183.70",
                    "2,807.93", "29 Sep 2025")
PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "19,234 -> 19,697", 463, "1,990.61", "182.28", "154.78",
                    "2,365.89", "29 Oct 2025")
CAR_INSURANCE = [
    "บริษัท แม่กลองประกันภัย จำกัด (มหาชน) สาขาราชบุรี",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณเอกชัย พูลสวัสดิ์",
    "รถยนต์ TOYOTA HILUX REVO SMART CAB 2.4 ทะเบียน บฉ 7315 ราชบุรี  กรมธรรม์เดิมเลขที่ MK-67-2290418 "
    "สิ้นสุดความคุ้มครอง 15 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 1 ซ่อมอู่ (แผนเดิม)", "520,000", "17,650"),
    ("ชั้น 1 ซ่อมห้าง", "520,000", "21,900"),
    ("ชั้น 2+ ซ่อมอู่", "400,000", "9,980"),
    ("ปีที่แล้ว ชั้น 1 ซ่อมอู่ (อ้างอิง)", "560,000", "16,900"),
]
CAR_INSURANCE_BOTTOM = [
    "กรุณาชำระเบี้ยประกันภายในวันที่ 5 ธันวาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ผ่อนชำระบัตรเครดิต 0% 6 เดือนได้ สำหรับแผนชั้น 1",
    "ส่วนลดประวัติดี 20% (ไม่มีเคลมฝ่ายผิดในปีที่ผ่านมา) คำนวณในเบี้ยแล้ว",
    "ตัวแทน คุณวรรณา ทองคำ 081-735-2290",
]
LIFE_NOTICE = [
    "CHAO PHRAYA LIFE ASSURANCE PCL\n"
    "PREMIUM DUE NOTICE\n"
    "Date: 28 Oct 2025\n"
    "Policy owner / insured: Mrs. Supaporn Poonsawat\n"
    "Policy no. CPL-20-5518904   Plan: 20-year endowment with health rider\n"
    "Policy year: 6\n"
    "\n"
    "Basic premium              18,960.00\n"
    "Health rider (IPD)          5,400.00\n"
    "TOTAL ANNUAL PREMIUM       24,360.00 THB\n"
    "Due date: 28 Nov 2025   Grace period: 31 days\n"
    "\n"
    "Premiums are deductible from personal income tax up to 100,000 THB a year.\n"
    "Pay by bank transfer, credit card, or at any Counter Service.",
]
HP_STATEMENT = [
    "SIAM AUTO LEASING PCL\n"
    "HIRE PURCHASE ACCOUNT STATEMENT - as of 31 Oct 2025\n"
    "Hirer: Mr. Ekachai Poonsawat, 88/3 Moo 5, Tha Chumphon, Photharam, Ratchaburi\n"
    "Contract no. HP-6604-118823   Vehicle: Toyota Hilux Revo Smart Cab 2.4 Entry, reg. Bor Chor 7315\n"
    "\n"
    "Amount financed                 560,000.00\n"
    "Term                             60 months (Apr 2023 - Mar 2028)\n"
    "Monthly installment (incl. VAT)  12,870.00\n"
    "Installments paid                31 of 60 (last paid 5 Oct 2025)\n"
    "Installments remaining           29\n"
    "Outstanding balance             373,230.00\n"
    "\n"
    "Next installment: 12,870.00 due 5 Nov 2025.\n"
    "Late payment charge: 1.5% a month on the overdue amount.\n"
    "Early settlement: close the contract for 338,400.00 THB if paid by 30 Nov 2025\n"
    "(interest discount applied under the OCPB rules).",
]
SCHOOL_FEES = [
    "โรงเรียนแม่กลองวิทยา อ.โพธาราม จ.ราชบุรี",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ธัญชนก พูลสวัสดิ์  ชั้น ม.2/3  เลขประจำตัว 24517",
    "วันที่ออกใบแจ้ง 27 ตุลาคม 2568",
]
SCHOOL_FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าบำรุงการศึกษา", "14,500"),
    ("ค่าเรียนคอมพิวเตอร์และห้องแล็บ", "1,200"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,800"),
    ("ค่าค่ายลูกเสือ-เนตรนารี และทัศนศึกษา", "2,650"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "20,500"),
]
SCHOOL_FEES_BOTTOM = [
    "กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน",
    "ชำระหลังกำหนดเสียค่าปรับวันละ 20 บาท",
    "ค่ายลูกเสือจัดวันที่ 18-20 ธันวาคม 2568 ที่ค่ายลูกเสือจังหวัดราชบุรี",
]
HOSPITAL_BILL = [
    "MAE KLONG HOSPITAL (PRIVATE), RATCHABURI\n"
    "INPATIENT BILL / RECEIPT   No. IPD-2510-06633\n"
    "Patient: Mrs. Boonruean Poonsawat   Age 71   HN 65-014477\n"
    "Admitted: 21 Oct 2025   Discharged: 22 Oct 2025\n"
    "Procedure: cataract surgery, right eye (phacoemulsification with monofocal lens)\n"
    "\n"
    "Surgeon fee                         18,000.00\n"
    "Operating room and anaesthesia       9,500.00\n"
    "Intraocular lens (monofocal)        14,800.00\n"
    "Medicines and eye drops              3,260.00\n"
    "Room, 1 night                        2,400.00\n"
    "Nursing and service                  1,850.00\n"
    "TOTAL CHARGES                       49,810.00\n"
    "Less: Chao Phraya Life health rider -30,000.00\n"
    "PAID BY PATIENT                     19,810.00 THB\n"
    "\n"
    "Paid by credit card on 22 Oct 2025.\n"
    "Follow-up: 29 Oct 2025 and 26 Nov 2025, eye clinic, 2nd floor.",
]
MOM_NOTES = """# ตาแม่ (บุญเรือน พูลสวัสดิ์)
- ต้อกระจกสองข้าง ข้างขวาหนักกว่า มองไม่ชัด ขับมอไซค์ไม่ได้แล้ว
- รพ.ราชบุรี (บัตรทอง): คิวผ่าตัดยาว 8 เดือน
- รพ.แม่กลอง (เอกชน): ผ่าข้างขวา 21 ต.ค. 68 นอน 1 คืน ประกันของปุ๊ก (rider แม่) จ่าย 30,000
- นัดติดตาม 29 ต.ค. และ 26 พ.ย. 68 หยอดตา 4 ขวด วันละ 4 ครั้ง ห้ามก้มสระผม 2 สัปดาห์
- ข้างซ้ายหมอว่ารอปีหน้าได้ ประเมินไว้ประมาณ 48,000
- พี่นุชช่วย 10,000
"""
FAMILY_CHAT = """[20 ต.ค. 68 19:30] ปุ๊ก: พรุ่งนี้แม่ผ่าตาแล้วนะ พี่เอกไปส่งแม่เจ็ดโมงนะ
[20 ต.ค. 68 19:32] เอก: ได้ ลุงแดงเฝ้าสวนให้
[22 ต.ค. 68 15:10] เอก: แม่ออกจาก รพ.แล้ว ตาใสขึ้นเยอะ บิลรวม 49,810 ประกันจ่าย 30,000 ที่เหลือรูดบัตรไปก่อน
[22 ต.ค. 68 15:25] พี่นุช: พี่ช่วยหมื่นนึงนะเอก เดี๋ยวโอนให้
[28 ต.ค. 68 20:00] ปุ๊ก: ใบแจ้งค่าเทอมข้าวหอมมาแล้ว เทอมนี้ 20,500 จ่ายก่อน 14 พ.ย.
[28 ต.ค. 68 20:05] ข้าวหอม: แม่คะ ค่ายลูกเสือรวมในนั้นแล้วนะคะ
[2 พ.ย. 68 08:12] ปุ๊ก: ค่าไฟเดือนที่แล้วลดลงหน่อย ฝนตกไม่ต้องเปิดปั๊มรดต้นไม้ทุกวัน
[3 พ.ย. 68 21:00] เอก: ประกันรถ Revo ปีนี้แพงขึ้นจากปีที่แล้ว เอาชั้นหนึ่งซ่อมอู่เหมือนเดิม
[3 พ.ย. 68 21:04] ปุ๊ก: โอเค อย่าลืมประกันชีวิตปุ๊กด้วย ครบ 28 พ.ย.
"""
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 2487.68, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 310, ""),
                ("อินเทอร์เน็ต (Internet)", 645.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
                ("ผ่อนรถ Revo (Car loan)", 12870, "งวด 29/60"), ("ค่ารถตู้ข้าวหอม (School van)", 1800, ""),
                ("ค่ายาแม่ (Mum's medicine)", 950, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 2807.93, "PEA บิล ก.ย. ปั๊มน้ำ"), ("ค่าน้ำประปา (Water)", 335, ""),
                ("อินเทอร์เน็ต (Internet)", 645.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10850, ""),
                ("ผ่อนรถ Revo (Car loan)", 12870, "งวด 30/60"), ("ค่ารถตู้ข้าวหอม (School van)", 1800, ""),
                ("ค่ายาแม่ (Mum's medicine)", 950, ""), ("ชุดพละข้าวหอม (PE kit)", 780, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 2365.89, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 290, ""),
                ("อินเทอร์เน็ต (Internet)", 645.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11600, ""),
                ("ผ่อนรถ Revo (Car loan)", 12870, "งวด 31/60"), ("ค่ารถตู้ข้าวหอม (School van)", 1800, ""),
                ("ผ่าตาแม่ ส่วนที่จ่ายเอง (Mum's eye surgery)", 19810, "รพ.แม่กลอง รูดบัตร")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


TEXTS = {
    f"{BIZ}/งานแฟร์ Fairs/ยอดขายงานราชบุรี 10-19ต.ค.68.md": FAIR_SALES,
    f"{BIZ}/งานแฟร์ Fairs/checklist ออกงาน.txt": CHECKLIST,
    f"{BIZ}/แชท LINE/แชท_เฮียเล้ง_ตะโกยักษ์.txt": LENG_CHAT,
    f"{BIZ}/แชท LINE/LINE_คุณแอม_ธาราวาลี.txt": AM_CHAT,
    f"{BIZ}/แชท LINE/แชทกลุ่ม พ่อค้าไม้ประดับ เกษตรแฟร์.txt": VENDOR_CHAT,
    f"{BIZ}/Email/email_GreenThumbSG_order enquiry.txt": SG_EMAIL,
    f"{BIZ}/Email/อีเมล ชมรมบอนไซ_ประกวด2569.txt": CLUB_EMAIL,
    f"{BIZ}/โน้ตดูแลบอนไซหน้าฝน.md": CARE_NOTES,
    f"{BIZ}/สูตรน้ำหมักปุ๋ย.txt": COMPOST,
    f"{HOME}/แม่/นัดหมอตาแม่.md": MOM_NOTES,
    f"{HOME}/แชทไลน์ บ้านพูลสวัสดิ์.txt": FAMILY_CHAT,
}
TODO = {"todo.md": """- ส่งต้นไม้ ธาราวาลี 1 พ.ย. เก็บเงินส่วนที่เหลือ
- ตอบเมล WJ สิงคโปร์ (เลยกำหนด 31 ต.ค. แล้ว!)
- เลือกเจ้ากระถาง เถ้าแก่เส็ง หรือ BBS
- โอนค่าเทอมข้าวหอม ก่อน 14 พ.ย.
- ต่อประกันรถ Revo
- สมัครประกวดตะโก ก่อน 15 ม.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, fairs, books, prices = (biz / "ใบเสนอราคา Quotes", biz / "งานแฟร์ Fairs", biz / "บัญชี",
                                    biz / "ราคา Price list")
    for folder in (quotes, fairs, books, prices, home / "ค่าไฟ", home / "ประกัน", home / "รถ Revo",
                   home / "ลูก ข้าวหอม", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ธาราวาลีรีสอร์ท_ร่าง.docx", RESORT_DRAFT, RESORT_DRAFT_TABLE,
               bottom=RESORT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ธาราวาลีรีสอร์ท_final v2.docx", RESORT_FINAL, RESORT_FINAL_TABLE,
               bottom=RESORT_FINAL_BOTTOM)
    make_pdf(quotes / "Quotation_BangkokBonsaiSupply_pots akadama Oct2025.pdf", BBS_QUOTE)
    write_docx(quotes / "ใบเสนอราคา กระถาง ดิน_เถ้าแก่เส็ง_ต.ค.68.docx", SENG_QUOTE, SENG_QUOTE_TABLE,
               bottom=SENG_QUOTE_BOTTOM)
    make_pdf(fairs / "Invoice_KasetFair2026_booth B-114.pdf", KF_INVOICE)
    write_docx(fairs / "ใบเสร็จ ค่าบูธเกษตรแฟร์69.docx", KF_RECEIPT, KF_RECEIPT_TABLE, bottom=KF_RECEIPT_BOTTOM)
    write_docx(fairs / "สัญญาเช่าพื้นที่_งานไม้ดอกไม้ประดับราชบุรี_2568.docx", RBR_CONTRACT)
    write_slides(fairs / "แผนออกงาน 2569.pptx", PLAN_SLIDES)
    _book(books / "รายรับรายจ่าย เอกบอนไซ 2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "รายรับรายจ่าย เอกบอนไซ 2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงลูกน้อง_ต.ค.68.xlsx")
    _price_list(prices / "ราคาขาย ปลีก-ส่ง Oct2025.xlsx")
    make_pdf(prices / "EkBonsai_pricelist_2024.pdf", PRICELIST_2024)
    write_slides(biz / "Portfolio Ek Bonsai_resort pitch.pptx", PORTFOLIO_SLIDES)
    make_pdf(home / "ค่าไฟ" / "PEA_Aug2025.pdf", PEA_AUG)
    make_pdf(home / "ค่าไฟ" / "PEA_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "PEA_Oct2025.pdf", PEA_OCT)
    write_docx(home / "ประกัน" / "ต่อประกันรถ Revo_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_premium notice_2025.pdf", LIFE_NOTICE)
    make_pdf(home / "รถ Revo" / "HP statement Revo Oct2025.pdf", HP_STATEMENT)
    write_docx(home / "ลูก ข้าวหอม" / "ค่าเทอม ข้าวหอม เทอม2_68.docx", SCHOOL_FEES, SCHOOL_FEES_TABLE,
               bottom=SCHOOL_FEES_BOTTOM)
    make_pdf(home / "แม่" / "MaeKlong Hospital_bill_cataract_Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
