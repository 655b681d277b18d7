"""The languageschool folder: the papers of a Thai couple who run a small language school, written by code.

The owners are ครูแพร (นางแพรวพรรณ ตั้งวงศ์ไพศาล, Mrs. Praewphan Tangwongpaisan), who teaches English, and her
husband ครูเหว่ย / พี่เหว่ย (นายวีรวัฒน์ ตั้งวงศ์ไพศาล, Mr. Weerawat Tangwongpaisan), who teaches Mandarin. They run
"บ้านครูแพร สอนภาษาอังกฤษ-จีน" (Kru Prae Language House) on floors 2-3 of a rented shophouse, 412/7 ถ.สวรรค์วิถี
ต.ปากน้ำโพ อ.เมืองนครสวรรค์ จ.นครสวรรค์: kids' English and Chinese groups on weekends, HSK and IELTS classes for
adults in the evenings, private lessons, and from November an in-house Chinese course for a rice-trading firm.
Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ม.2 (EP); Wei's mother อาม่า (นางบุญเรือน) had a knee replacement in October;
Wei's sister เจ๊เหมย helps with her bills. They live in หมู่บ้านพิมานสวรรค์. It is November 2568 (2025).

Documents/โรงเรียนภาษา KruPrae/ (the school)
- ใบเสนอราคา/ใบเสนอราคา คอร์สจีน ชวนชื่น ร่าง v1.docx: draft quote QT-2568-031 (20 ต.ค. 2568) to บริษัท
  ชวนชื่นพาณิชย์ จำกัด for Business Chinese for 12 staff: 40 hrs x 900 = 36,000, books 12 x 450 = 5,400, subtotal
  41,400, VAT 2,898, total 44,298 (never sent).
- ใบเสนอราคา/ใบเสนอราคา คอร์สจีน ชวนชื่น final v2.docx: the final (24 ต.ค. 2568): 48 hrs x 850 = 40,800, books
  12 x 420 = 5,040, subtotal 45,840, VAT 3,208.80, total 49,048.80; deposit 30% 14,714.64, balance 34,334.16;
  starts 4 พ.ย. 2568, Tue/Thu 17:30-19:00.
- ใบเสนอราคา/Chuanchuen_HR_email_28Oct2025.txt: email from Kanokwan Srisuk (Kob), HR of Chuan Chuen Panich
  Co., Ltd.: accepts rev. 2 (49,048.80), deposit 14,714.64 transferred 31 Oct 2025, first class 4 Nov 2025.
- ปรับปรุงห้องเรียน/ใบเสนอราคาแอร์_ร้านเย็นฉ่ำแอร์.docx: local shop's quote, two 18,000 BTU inverter units for
  rooms 3-4: 2 x 21,400 + install 2 x 2,500 = 47,800 (no VAT), deposit 23,900.
- ปรับปรุงห้องเรียน/CoolPro_aircon_quote_Oct2025.pdf: CoolPro Air Co., Ltd., same job: units 2 x 20,500,
  install 2 x 1,800, extra pipe 1,800, subtotal 46,400, VAT 3,248, total 49,648.
- ค่าเรียน/ตารางค่าเรียน_2567.docx: last year's course fee list in Thai (IELTS 8,900; kids ป.1-3 2,800; ป.4-6
  3,300; HSK 1 4,500; private English 450/hr).
- ค่าเรียน/KruPrae_CourseFees_2025.pdf: this year's list in English (IELTS 9,500; kids P.1-3 3,200; P.4-6 3,700;
  HSK 1 4,900; HSK 2-3 6,200; private English 500/hr, Chinese 550/hr; sibling discount 5%).
- หนังสือเรียน/PNB_invoice_INV-6810-114.pdf: Paknampho Book Centre Ltd., Part. invoice, 10 Oct 2025, textbooks
  23,055.00 less 10% = 20,749.50, due 10 Nov 2025, 2% off if paid by 7 Nov 2025.
- หนังสือเรียน/ใบเสร็จ_ปากน้ำโพบุ๊คเซ็นเตอร์_7พ.ย.68.docx: the receipt of the same order from
  ห้างหุ้นส่วนจำกัด ปากน้ำโพบุ๊คเซ็นเตอร์, 7 พ.ย. 2568: 20,749.50 less 414.99 = 20,334.51 received.
- บัญชี/รายรับรายจ่าย_2568.xlsx: this year's book, two sheets (income by month: English, Chinese, private;
  expenses by month: rent, part-time teachers, school utilities, books, Facebook ads), January to October.
- บัญชี/รายรับรายจ่าย_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าสอนครู_ต.ค.68.md: October pay of Teacher Mike (20,400), ครูหลิน (13,000) and น้องฟ้า (5,250),
  38,650 in all.
- บัญชี/รายชื่อนักเรียน_เทอม2_2568.xlsx: term 2 classes, students and fees (39 students, 183,800).
- สัญญาเช่าตึก/สัญญาเช่าอาคาร_2566-2568.docx: the shophouse lease with นายชัยวัฒน์ เอื้ออารีย์กุล, 18,000 a
  month, deposit 36,000, 1 ม.ค. 2566 to 31 ธ.ค. 2568.
- แชท/แชทไลน์_เฮียชัย_เจ้าของตึก.txt: LINE chat with the landlord: 21,000 proposed, 19,000 asked, 20,000, settled
  19,500 for 3 years from 1 ม.ค. 69; deposit topped up by 3,000 to 39,000.
- แชท/แชทไลน์_แม่น้องใบเตย.txt: LINE chat with a parent (คุณแหม่ม): two kids 6,900, 6,555 after discount,
  7,455 with books, 6,000 asked, 6,800 offered, settled 6,500 with books.
- HSK_test_notice_Dec2025.pdf: Sawan Chinese Testing Centre notice, HSK on 14 Dec 2025, school's 8 candidates,
  4,050 in fees, register by 14 Nov 2025.
- แผนปี 2569 KruPrae.pptx: slides, the plan for 2026 (income so far, 1,450,000 target, new rent, air-cons).
- ตารางสอน_เทอม2.md: the term 2 timetable from 8 พ.ย. 2568.
- ไอเดีย_ซัมเมอร์แคมป์_2569.md: ideas for an April 2026 summer camp (4,500 per child).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (bill month September 2025, 2,386.54, due 2 Oct 2025) and Bills/PEA_bill_Oct2025.pdf
  (October 2025, 2,114.87, due 3 Nov 2025): the home's electricity bills.
- ประกัน/CarInsurance_renewal_Honda_2025.pdf: Chao Phraya Insurance renewal, class 1, 17,850.00 (last year
  16,920.00), due 30 Nov 2025; compulsory CMI 645.21 separately.
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_ม.2_เทอม2-2568.docx: the son's fee notice, 38,500, pay by 15 พฤศจิกายน 2568 (term 1
  paid 36,900).
- อาม่า/RuamPhaet_hospital_bill_Oct2025.pdf: Nakhon Sawan Ruamphaet Hospital, knee replacement 6-11 Oct 2025,
  86,450.00 in all, insurance 60,000.00, patient paid 26,450.00.
- อาม่า/นัดหมออาม่า.md: notes on the mother's follow-ups and physiotherapy (450 a session).
- HomeLoan_statement_Sep2025.pdf: Siam Union Bank home-loan statement, balance 1,284,561.06, instalment 12,400;
  from 1 Nov 2025 rate 5.85% -> 6.10%, instalment 12,650.
- รายจ่ายบ้าน_ก.ย.-ต.ค.68.xlsx: household spending, a sheet per month (ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านตั้งวงศ์.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SCHOOL_TOP = ("บ้านครูแพร สอนภาษาอังกฤษ-จีน (Kru Prae Language House) 412/7 ชั้น 2-3 ถ.สวรรค์วิถี ต.ปากน้ำโพ "
              "อ.เมืองนครสวรรค์ จ.นครสวรรค์ 60000 โทร 089-645-2217")

# ---------------------------------------------------------------- quotes to the rice trader
CHUAN_DRAFT = [
    SCHOOL_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-2568-031",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน คุณกนกวรรณ ศรีสุข ฝ่ายบุคคล บริษัท ชวนชื่นพาณิชย์ จำกัด ต.ปากน้ำโพ อ.เมืองนครสวรรค์",
    "เรื่อง หลักสูตรภาษาจีนเพื่อการค้า (ขั้นพื้นฐาน) สำหรับพนักงาน 12 คน สอนที่บริษัท",
]
CHUAN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าสอนภาษาจีน โดยครูวีรวัฒน์ ตั้งวงศ์ไพศาล", "40 ชม.", "900", "36,000.00"),
    ("หนังสือเรียน HSK Standard Course 1 พร้อมแบบฝึกหัด", "12 ชุด", "450", "5,400.00"),
    ("รวมเป็นเงิน", "", "", "41,400.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,898.00"),
    ("รวมทั้งสิ้น", "", "", "44,298.00"),
]
CHUAN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 44,298 บาท (สี่หมื่นสี่พันสองร้อยเก้าสิบแปดบาทถ้วน)",
    "สอนสัปดาห์ละ 2 ครั้ง ครั้งละ 2 ชม.",
    "ร่าง ยังไม่ได้ส่ง รอถามพี่เหว่ยเรื่องจำนวนชั่วโมงกับราคาหนังสือก่อน",
]
CHUAN_FINAL = [
    SCHOOL_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 แก้ไขครั้งที่ 2 (final)",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน คุณกนกวรรณ ศรีสุข ฝ่ายบุคคล บริษัท ชวนชื่นพาณิชย์ จำกัด ต.ปากน้ำโพ อ.เมืองนครสวรรค์",
    "เรื่อง หลักสูตรภาษาจีนเพื่อการค้า (ขั้นพื้นฐาน) สำหรับพนักงาน 12 คน สอนที่ห้องประชุมบริษัท "
    "ทุกวันอังคารและพฤหัสบดี 17.30-19.00 น. เริ่ม 4 พฤศจิกายน 2568",
]
CHUAN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าสอนภาษาจีน โดยครูวีรวัฒน์ ตั้งวงศ์ไพศาล", "48 ชม.", "850", "40,800.00"),
    ("หนังสือเรียน HSK Standard Course 1 พร้อมแบบฝึกหัด", "12 ชุด", "420", "5,040.00"),
    ("รวมเป็นเงิน", "", "", "45,840.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "3,208.80"),
    ("รวมทั้งสิ้น", "", "", "49,048.80"),
]
CHUAN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 49,048.80 บาท (สี่หมื่นเก้าพันสี่สิบแปดบาทแปดสิบสตางค์)",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 14,714.64 บาท เมื่อยืนยัน ส่วนที่เหลือ 34,334.16 บาท ชำระเมื่อจบหลักสูตร",
    "มีแบบทดสอบก่อน-หลังเรียน และใบประกาศนียบัตรให้ผู้เรียนที่เข้าเรียนครบ 80%",
    "ราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ แพรวพรรณ ตั้งวงศ์ไพศาล ผู้เสนอราคา",
]
CHUAN_EMAIL = """From: Kanokwan Srisuk <kanokwan.s@chuanchuenpanich.co.th>
To: Kru Prae Language House <kruprae.language@gmail.com>
Date: Tue, 28 Oct 2025 10:42 +0700
Subject: Re: Quotation QT-2568-031 rev.2 - Business Chinese for staff

Dear Khun Praewphan,

Thank you for the revised quotation QT-2568-031 (rev. 2). Our MD has approved it at the total
of 49,048.80 THB including VAT for 48 hours.

- Accounting will transfer the 30% deposit of 14,714.64 THB on 31 Oct 2025.
- Please issue the tax invoice to: Chuan Chuen Panich Co., Ltd., 88 Matulee Road, Paknampho,
  Mueang Nakhon Sawan 60000, Tax ID 0605547000318 (head office).
- First class: Tuesday 4 Nov 2025, 17:30, meeting room on the 2nd floor. We have a projector
  and a whiteboard there; please bring the books on the first day.
- 12 staff will join (list attached). Two of them work at the rice mill and may come late.

If Teacher Wei needs anything else, please call me at 081-774-3390.

Best regards,
Kanokwan Srisuk (Kob)
HR Manager, Chuan Chuen Panich Co., Ltd.
"""

# ---------------------------------------------------------------- air-con quotes
AIR_YENCHAM = [
    "ร้านเย็นฉ่ำแอร์ ขาย-ติดตั้ง-ล้าง-ซ่อมแอร์",
    "55/3 ถ.พหลโยธิน ต.นครสวรรค์ออก อ.เมืองนครสวรรค์ จ.นครสวรรค์ โทร 086-203-5581",
    "ใบเสนอราคา เลขที่ 0154/68  วันที่ 18 ต.ค. 2568",
    "เรียน ครูแพร บ้านครูแพร สอนภาษา (ตึกแถวสวรรค์วิถี)",
    "เรื่อง ติดตั้งแอร์ห้องเรียน 3 และห้องเรียน 4 (ชั้น 3)",
]
AIR_YENCHAM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แอร์ติดผนัง Inverter 18,000 BTU เบอร์ 5", "2 เครื่อง", "21,400", "42,800"),
    ("ค่าติดตั้ง พร้อมท่อน้ำยา 4 เมตร ขาแขวน เบรกเกอร์", "2 จุด", "2,500", "5,000"),
    ("รวมทั้งสิ้น", "", "", "47,800"),
]
AIR_YENCHAM_BOTTOM = [
    "รวมทั้งสิ้น 47,800 บาท (ร้านไม่ได้จด VAT ไม่มีใบกำกับภาษี)",
    "มัดจำ 50% = 23,900 บาท ติดตั้งภายใน 7 วันหลังรับมัดจำ",
    "รับประกันงานติดตั้ง 1 ปี คอมเพรสเซอร์ตามศูนย์ 5 ปี ล้างแอร์ฟรี 1 ครั้งใน 6 เดือน",
    "ช่างต้อม (นายธีระพงษ์ ศรีเมือง)",
]
AIR_COOLPRO = [
    "COOLPRO AIR CO., LTD.\n"
    "219/4 Sawanwithi Road, Nakhon Sawan Tok, Mueang Nakhon Sawan 60000  Tel. 056-226-419\n"
    "Tax ID 0605559001127\n"
    "\n"
    "QUOTATION No. CP-Q-2510-088          Date: 22 Oct 2025\n"
    "To: Kru Prae Language House (Mrs. Praewphan), 412/7 Sawanwithi Road, Paknampho\n"
    "Job: air-conditioning for classrooms 3 and 4, 3rd floor\n"
    "\n"
    "Wall type inverter 18,000 BTU          2 units x 20,500.00    41,000.00\n"
    "Standard installation (4 m pipe)       2 points x 1,800.00     3,600.00\n"
    "Extra copper pipe and trunking         6 m x 300.00            1,800.00\n"
    "SUBTOTAL                                                      46,400.00\n"
    "VAT 7%                                                         3,248.00\n"
    "TOTAL                                                         49,648.00 THB\n"
    "\n"
    "Installation within 5 days after a 40% deposit. Full tax invoice provided.\n"
    "Warranty: installation 2 years, compressor 5 years (manufacturer).\n"
    "Free cleaning twice in the first year. Quotation valid 15 days.\n"
    "Sales: Khun Anucha 089-330-1742",
]

# ---------------------------------------------------------------- course fee lists
FEES_2567 = [SCHOOL_TOP, "ตารางค่าเรียน ปี 2567 (ใช้ 1 มกราคม – 31 ธันวาคม 2567)", "ราคาต่อคนต่อคอร์ส"]
FEES_2567_TABLE = [
    ("คอร์ส", "ชั่วโมง", "ค่าเรียน"),
    ("English for Kids ป.1–ป.3 (กลุ่ม 6-8 คน)", "20 ชม./เทอม", "2,800 บาท"),
    ("English for Kids ป.4–ป.6 (กลุ่ม 6-8 คน)", "24 ชม./เทอม", "3,300 บาท"),
    ("ภาษาจีนเด็ก Fun Chinese", "20 ชม./เทอม", "2,900 บาท"),
    ("ภาษาจีน HSK 1 ผู้ใหญ่", "30 ชม.", "4,500 บาท"),
    ("ภาษาจีน HSK 2-3", "36 ชม.", "5,800 บาท"),
    ("ติวสอบ IELTS", "40 ชม.", "8,900 บาท"),
    ("เรียนตัวต่อตัว ภาษาอังกฤษ", "ต่อชั่วโมง", "450 บาท"),
    ("เรียนตัวต่อตัว ภาษาจีน", "ต่อชั่วโมง", "500 บาท"),
    ("ค่าแรกเข้า", "ครั้งเดียว", "300 บาท"),
]
FEES_2567_BOTTOM = ["ค่าเรียนยังไม่รวมค่าหนังสือ", "พี่น้องเรียนด้วยกัน ลด 5%",
                    "ชำระก่อนเปิดเรียน โอนเข้าบัญชี นางแพรวพรรณ ตั้งวงศ์ไพศาล"]
FEES_2025 = [
    "KRU PRAE LANGUAGE HOUSE - English and Chinese for kids and adults\n"
    "412/7 Sawanwithi Road (2nd-3rd floor), Paknampho, Mueang Nakhon Sawan 60000\n"
    "COURSE FEES 2025 (valid 1 January - 31 December 2025), per student per course\n"
    "\n"
    "English for Kids, P.1-P.3, groups of 6-8 ......... 20 hrs/term .... 3,200 THB\n"
    "English for Kids, P.4-P.6, groups of 6-8 ......... 24 hrs/term .... 3,700 THB\n"
    "Fun Chinese for kids ............................. 20 hrs/term .... 3,200 THB\n"
    "Chinese HSK 1, adults ............................ 30 hrs ......... 4,900 THB\n"
    "Chinese HSK 2-3 .................................. 36 hrs ......... 6,200 THB\n"
    "IELTS preparation ................................ 40 hrs ......... 9,500 THB\n"
    "Private lesson, English (1 to 1) ................. per hour ......... 500 THB\n"
    "Private lesson, Chinese (1 to 1) ................. per hour ......... 550 THB\n"
    "Registration fee (new students only) ............. once ............. 300 THB\n"
    "\n"
    "Books are not included (kids' books 450 THB per term).\n"
    "Siblings studying together: 5% discount on course fees.\n"
    "Pay before the first class. LINE: @kruprae",
]

# ---------------------------------------------------------------- textbooks: invoice and receipt
BOOK_INVOICE = [
    "PAKNAMPHO BOOK CENTRE LTD., PART.\n"
    "71 Kosi Road, Paknampho, Mueang Nakhon Sawan 60000  Tel. 056-312-884\n"
    "INVOICE No. INV-6810-114              Date: 10 Oct 2025\n"
    "Bill to: Kru Prae Language House, 412/7 Sawanwithi Road, Paknampho\n"
    "\n"
    "Kids English Starter Book 1          30 x 285.00     8,550.00\n"
    "Kids English Starter Book 2          25 x 285.00     7,125.00\n"
    "Fun Chinese Workbook 1               12 x 195.00     2,340.00\n"
    "HSK Standard Course 1 + workbook     12 x 420.00     5,040.00\n"
    "SUBTOTAL                                            23,055.00\n"
    "School discount 10%                                 -2,305.50\n"
    "TOTAL (books are VAT exempt)                        20,749.50 THB\n"
    "\n"
    "Payment due: 10 Nov 2025.\n"
    "Cash discount 2% if paid in full by 7 Nov 2025.\n"
    "Transfer to Kasikornbank, Paknampho branch, a/c 442-1-08835-2.",
]
BOOK_RECEIPT = [
    "ห้างหุ้นส่วนจำกัด ปากน้ำโพบุ๊คเซ็นเตอร์",
    "71 ถ.โกสีย์ ต.ปากน้ำโพ อ.เมืองนครสวรรค์ จ.นครสวรรค์ 60000 โทร 056-312-884",
    "ใบเสร็จรับเงิน เลขที่ RC-6811-052",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก บ้านครูแพร สอนภาษาอังกฤษ-จีน (คุณแพรวพรรณ ตั้งวงศ์ไพศาล)",
]
BOOK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าหนังสือเรียน ตามใบแจ้งหนี้ INV-6810-114 ลงวันที่ 10/10/68", "20,749.50"),
    ("หัก ส่วนลดเงินสด 2% (ชำระภายใน 7 พ.ย.)", "414.99"),
    ("รับเงินสุทธิ", "20,334.51"),
]
BOOK_RECEIPT_BOTTOM = [
    "รับเงินสุทธิ 20,334.51 บาท (สองหมื่นสามร้อยสามสิบสี่บาทห้าสิบเอ็ดสตางค์)",
    "ชำระโดย โอนเงิน ธ.กสิกรไทย วันที่ 7/11/68",
    "ผู้รับเงิน นางสาวจิราพร (ฝ่ายบัญชี)",
]

# ---------------------------------------------------------------- lease
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมืองนครสวรรค์ จ.นครสวรรค์ วันที่ 15 ธันวาคม 2565",
    "สัญญานี้ทำขึ้นระหว่าง นายชัยวัฒน์ เอื้ออารีย์กุล ผู้ให้เช่า กับ นางแพรวพรรณ ตั้งวงศ์ไพศาล ผู้เช่า",
    "ข้อ 1 ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น เลขที่ 412/7 ถ.สวรรค์วิถี ต.ปากน้ำโพ อ.เมืองนครสวรรค์ "
    "เฉพาะชั้น 2 และชั้น 3 เพื่อใช้เป็นโรงเรียนสอนภาษา",
]
LEASE_TABLE = [
    ("รายการ", "รายละเอียด"),
    ("ระยะเวลาเช่า", "3 ปี ตั้งแต่ 1 มกราคม 2566 ถึง 31 ธันวาคม 2568"),
    ("ค่าเช่า", "เดือนละ 18,000 บาท ชำระภายในวันที่ 5 ของทุกเดือน"),
    ("เงินประกันการเช่า", "36,000 บาท (2 เดือน) คืนเมื่อสิ้นสุดสัญญาหักค่าเสียหาย"),
    ("ค่าไฟฟ้า ค่าน้ำ", "ผู้เช่าชำระตามมิเตอร์แยก"),
    ("ภาษีโรงเรือน/ภาษีที่ดิน", "ผู้ให้เช่าเป็นผู้ชำระ"),
]
LEASE_BOTTOM = [
    "ข้อ 2 ผู้เช่าจะไม่นำอาคารไปให้เช่าช่วง และจะไม่ดัดแปลงโครงสร้างโดยไม่ได้รับอนุญาตเป็นหนังสือ",
    "ข้อ 3 หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ชัยวัฒน์ เอื้ออารีย์กุล ผู้ให้เช่า    ลงชื่อ แพรวพรรณ ตั้งวงศ์ไพศาล ผู้เช่า",
    "พยาน วีรวัฒน์ ตั้งวงศ์ไพศาล",
]

# ---------------------------------------------------------------- HSK notice
HSK_NOTICE = [
    "SAWAN CHINESE TESTING CENTRE\n"
    "Authorised HSK test centre, Mueang Nakhon Sawan\n"
    "3 November 2025\n"
    "\n"
    "To: Kru Prae Language House (Teacher Wei)\n"
    "Subject: HSK paper-based test, 14 Dec 2025\n"
    "\n"
    "Your candidates for the December test:\n"
    "HSK 1    5 candidates x 450 THB      2,250 THB\n"
    "HSK 2    3 candidates x 600 THB      1,800 THB\n"
    "TOTAL    8 candidates                4,050 THB\n"
    "\n"
    "Registration and payment close on 14 Nov 2025. Please send a passport photo and a copy of\n"
    "the ID card or passport for each candidate. Candidates must arrive by 8:30 on test day.\n"
    "Results are online about one month after the test.\n"
    "Contact: Ms. Zhang Li, 056-228-907",
]

# ---------------------------------------------------------------- books
ENG_2568 = [68400, 61200, 74800, 92600, 58300, 71500, 69800, 66200, 63900, 60400]
CHN_2568 = [31200, 29800, 33600, 38900, 30400, 34700, 36200, 37800, 35100, 39600]
PRIV_2568 = [14500, 13000, 15500, 18000, 12500, 14000, 16500, 15000, 13500, 17000]
RENT_2568 = [18000] * 10
TEACH_2568 = [32400, 30600, 34200, 41800, 29700, 33500, 34800, 35200, 33900, 38650]
UTIL_2568 = [5860, 5420, 7380, 8920, 8450, 7210, 6640, 6380, 6150, 6720]
BOOKS_2568 = [8200, 1500, 2100, 9800, 6400, 1200, 1800, 900, 2400, 1350]
ADS_2568 = [3000, 3000, 5000, 6500, 3000, 3000, 4000, 3500, 3000, 4500]
ENG_2567 = [59800, 54200, 66100, 84300, 51700, 63400, 61900, 58800, 56200, 54100, 57600, 49800]
CHN_2567 = [24600, 23100, 26800, 31200, 24900, 27400, 28600, 29900, 27800, 30200, 31500, 26700]
PRIV_2567 = [12000, 11000, 13500, 16000, 10500, 12500, 14000, 13000, 12000, 14500, 13500, 11000]
RENT_2567 = [18000] * 12
TEACH_2567 = [28800, 27300, 30600, 37500, 26400, 29900, 31100, 31600, 30200, 31800, 32500, 27600]
UTIL_2567 = [5340, 4980, 6870, 8310, 7920, 6730, 6180, 5960, 5710, 5880, 5490, 5120]
BOOKS_2567 = [7600, 1300, 1900, 9100, 5800, 1100, 1600, 800, 2200, 1900, 1500, 6900]
ADS_2567 = [2500, 2500, 4500, 6000, 2500, 2500, 3500, 3000, 2500, 3000, 3500, 4800]


def _school_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับบ้านครูแพร ปี {year} (Kru Prae Language House income {year})"])
    sheet.append(["เดือน (Month)", "คอร์สภาษาอังกฤษ (English courses)", "คอร์สภาษาจีน (Chinese courses)",
                  "เรียนตัวต่อตัว (Private lessons)", "รวม (Total)"])
    months = len(income[0])
    for index in range(months):
        row = [column[index] for column in income]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(c) for c in income] + [sum(sum(c) for c in income)])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายโรงเรียน ปี {year} (School expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าเช่าตึก (Rent)", "ค่าสอนครูพิเศษ (Part-time teachers)",
                  "ค่าไฟ-น้ำโรงเรียน (School utilities)", "หนังสือ/สื่อการสอน (Books, materials)",
                  "โฆษณา Facebook (Facebook ads)", "รวม (Total)"])
    for index in range(months):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(c) for c in costs] + [sum(sum(c) for c in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


CLASSES_T2 = [
    ("English for Kids ป.1-3", "เสาร์ 09.00-10.30", "ครูแพร", 8, 3200),
    ("English for Kids ป.4-6", "เสาร์ 10.45-12.15", "Teacher Mike", 7, 3700),
    ("Fun Chinese เด็ก", "อาทิตย์ 09.00-10.30", "ครูหลิน", 6, 3200),
    ("HSK 1 ผู้ใหญ่", "อังคาร/พฤหัส 19.15-20.45", "ครูหลิน", 9, 4900),
    ("HSK 2-3", "พุธ/ศุกร์ 18.00-19.30", "ครูเหว่ย", 5, 6200),
    ("IELTS", "เสาร์-อาทิตย์ 13.00-15.00", "Teacher Mike", 4, 9500),
]


def _class_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เทอม 2-2568"
    sheet.append(["รายชื่อคลาสและจำนวนนักเรียน เทอม 2/2568 (เปิดเรียน 8 พ.ย. 2568)"])
    sheet.append(["คลาส (Class)", "วัน-เวลา (Time)", "ครู (Teacher)", "นักเรียน (Students)",
                  "ค่าเรียน/คน (Fee)", "รวม (Total)"])
    for name, time, teacher, count, fee in CLASSES_T2:
        sheet.append([name, time, teacher, count, fee, count * fee])
    sheet.append(["รวม (Total)", "", "", sum(c[3] for c in CLASSES_T2), "",
                  sum(c[3] * c[4] for c in CLASSES_T2)])
    for column in (5, 6):
        money_format(sheet, column)
    book.save(path)


def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(ENG_2568) + sum(CHN_2568) + sum(PRIV_2568)
    return [
        ("แผนบ้านครูแพร ปี 2569", "Kru Prae Language House - plan for 2026\nครูแพร & ครูเหว่ย  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nนักเรียนเทอม 2 รวม 39 คน 6 คลาส\n"
                         "เริ่มมีคลาสสอนนอกสถานที่ให้ลูกค้าองค์กร\nปัญหา: ห้อง 3-4 ร้อนมาก เด็กไม่มีสมาธิ"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 1,450,000 บาท\nนักเรียน 60 คนต่อเทอม\nส่งสอบ HSK ปีละ 2 รอบ"),
        ("ค่าใช้จ่ายที่เพิ่มขึ้น", "ค่าเช่าตึกใหม่ตั้งแต่ ม.ค. 69 (สัญญา 3 ปี)\nแอร์ห้อง 3-4 งบไม่เกิน 50,000 บาท\n"
                                 "ค่าสอนครูต่างชาติปรับขึ้น"),
        ("การตลาด", "โฆษณา Facebook เดือนละ 4,000 บาท\nโปรพี่น้องลด 5%\nค่ายซัมเมอร์ เม.ย. 69"),
    ]


# ---------------------------------------------------------------- household pdfs
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Sawan\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT    Bill month: September 2025\n"
    "Account name: Mr. Weerawat Tangwongpaisan\n"
    "Address: 99/45 Piman Sawan Village, Nakhon Sawan Tok, Mueang Nakhon Sawan 60000\n"
    "Customer no. 020051733904\n"
    "Billing period: 20 Aug 2025 - 19 Sep 2025\n"
    "Meter reading: 31,204 -> 31,716   Units used: 512 kWh\n"
    "Energy charge 2,141.92  Ft 50.27  Service 38.22  VAT 7% 156.13\n"
    "AMOUNT DUE: 2,386.54 THB\n"
    "Due date: 2 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Sawan\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT    Bill month: October 2025\n"
    "Account name: Mr. Weerawat Tangwongpaisan\n"
    "Address: 99/45 Piman Sawan Village, Nakhon Sawan Tok, Mueang Nakhon Sawan 60000\n"
    "Customer no. 020051733904\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,716 -> 32,171   Units used: 455 kWh\n"
    "Energy charge 1,893.61  Ft 44.68  Service 38.22  VAT 7% 138.36\n"
    "AMOUNT DUE: 2,114.87 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
CAR_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Sawan Branch, Sawanwithi Road\n"
    "25 October 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mrs. Praewphan Tangwongpaisan\n"
    "Vehicle: Honda City 1.0 Turbo 2021, registration 4521 Nakhon Sawan\n"
    "Policy no. CPI-MV-6824-55190, current cover ends 30 Nov 2025\n"
    "\n"
    "Renewal: Class 1, garage repair, sum insured 420,000 THB, deductible none\n"
    "Renewal premium: 17,850.00 THB including VAT and stamp duty\n"
    "(last year 16,920.00 THB; one claim in March 2025)\n"
    "Compulsory motor insurance (CMI) 645.21 THB is billed separately.\n"
    "Please pay by 30 Nov 2025 to keep continuous cover.\n"
    "\n"
    "Pay by bank transfer, QR code, or at the branch. Installments: 3 months 0% by credit card.\n"
    "Your agent: Khun Sunisa, 081-552-0467",
]
HOSPITAL_BILL = [
    "NAKHON SAWAN RUAMPHAET HOSPITAL\n"
    "Inpatient statement / receipt     Receipt no. RP-IP-68-10377\n"
    "Patient: Mrs. Boonruen Tangwongpaisan (age 74)    HN 66-018842\n"
    "Admitted 6 Oct 2025, discharged 11 Oct 2025 (5 nights)\n"
    "Diagnosis: osteoarthritis, right knee. Procedure: right total knee replacement\n"
    "Doctor: Dr. Somsak Pitakwong (orthopaedics)\n"
    "\n"
    "Room and board, single room      5 nights x 2,400     12,000.00\n"
    "Surgery and operating room                            38,500.00\n"
    "Knee implant                                          24,800.00\n"
    "Medicines and supplies                                 6,350.00\n"
    "Laboratory and X-ray                                   2,900.00\n"
    "Physiotherapy in ward                                  1,900.00\n"
    "TOTAL CHARGES                                         86,450.00 THB\n"
    "Less: paid by Chao Phraya Life (health policy)       -60,000.00\n"
    "PAID BY PATIENT                                       26,450.00 THB\n"
    "\n"
    "Paid by credit card on 11 Oct 2025. Payer: Mr. Weerawat Tangwongpaisan (son).\n"
    "Follow-up: orthopaedic clinic 25 Oct 2025 and 22 Nov 2025.",
]
HOME_LOAN = [
    "SIAM UNION BANK PUBLIC COMPANY LIMITED\n"
    "Home Loan Statement - as of 30 Sep 2025\n"
    "Borrowers: Mr. Weerawat Tangwongpaisan and Mrs. Praewphan Tangwongpaisan\n"
    "Loan no. HL-0587-2219    Property: 99/45 Piman Sawan Village, Nakhon Sawan\n"
    "\n"
    "Principal at 31 Aug 2025                      1,290,669.05\n"
    "Instalment paid 5 Sep 2025                       12,400.00\n"
    "  of which interest                               6,292.01\n"
    "  of which principal                              6,107.99\n"
    "Principal at 30 Sep 2025                      1,284,561.06 THB\n"
    "Interest rate now: 5.85% per year (MRR - 1.25%)\n"
    "\n"
    "NOTICE OF RATE CHANGE\n"
    "Following the bank's MRR increase, your rate will change from 5.85% to 6.10% per year\n"
    "from 1 Nov 2025. Your monthly instalment will change from 12,400 THB to 12,650 THB,\n"
    "starting with the instalment due 5 Nov 2025. Remaining term: 172 months.\n"
    "If you wish to refinance or pay extra, please contact the Nakhon Sawan branch.",
]

# ---------------------------------------------------------------- son's fees
SON_FEES_TOP = [
    "โรงเรียนนครสวรรค์ศึกษา โครงการ English Program (EP)",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
    "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ตั้งวงศ์ไพศาล  ชั้น ม.2/4  เลขประจำตัว 41237",
]
SON_FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียนโครงการ EP", "32,000"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,500"),
    ("ค่าหนังสือและเอกสารประกอบการเรียน", "2,800"),
    ("ค่าทัศนศึกษา (กรุงเทพฯ ม.ค. 2569)", "1,200"),
    ("รวม", "38,500"),
]
SON_FEES_BOTTOM = [
    "รวมทั้งสิ้น 38,500 บาท กรุณาชำระภายในวันที่ 15 พฤศจิกายน 2568",
    "(ภาคเรียนที่ 1/2568 ชำระแล้ว 36,900 บาท เมื่อ 9 พ.ค. 2568)",
    "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารสยามยูเนียน 601-2-33417-8",
    "ชำระล่าช้า ปรับวันละ 50 บาท",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2386.54, "PEA"), ("ค่าน้ำประปา (Water)", 342, ""),
                  ("ค่าผ่อนบ้าน (Home loan)", 12400, "ธ.สยามยูเนียน"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3600, "Honda City"), ("ค่าขนม/ค่ารถภูมิ (Phum's allowance)", 3000, ""),
                  ("ค่าเรียนว่ายน้ำภูมิ (Swimming)", 1800, ""), ("มือถือ + เน็ต (Phones, internet)", 1297, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2114.87, "PEA"), ("ค่าน้ำประปา (Water)", 318, ""),
                  ("ค่าผ่อนบ้าน (Home loan)", 12400, "ธ.สยามยูเนียน"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4150, "ไป-กลับ รพ. อาม่า"),
                  ("ค่าโรงพยาบาลอาม่า (Grandma's hospital, our half)", 13225, "เจ๊เหมยจ่ายอีกครึ่ง"),
                  ("ค่าขนม/ค่ารถภูมิ (Phum's allowance)", 3000, ""), ("มือถือ + เน็ต (Phones, internet)", 1297, "")],
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
SCHOOL = "โรงเรียนภาษา KruPrae"
TEXTS = {
    f"{SCHOOL}/ใบเสนอราคา/Chuanchuen_HR_email_28Oct2025.txt": CHUAN_EMAIL,
    f"{SCHOOL}/แชท/แชทไลน์_เฮียชัย_เจ้าของตึก.txt": """[2 ต.ค. 68 19:20] เฮียชัย ตึกสวรรค์วิถี: ครูแพร สัญญาเช่าหมดสิ้นปีนี้นะ ปีหน้าเฮียขอขึ้นเป็นเดือนละ 21,000 นะ ภาษีที่ดินขึ้น ค่าซ่อมหลังคาก็เยอะ
[2 ต.ค. 68 20:05] ครูแพร: โห เฮีย ขึ้นทีเดียว 3,000 หนักไปค่ะ เด็กก็น้อยลง ขอเป็น 19,000 ได้มั้ยคะ เราเช่ามา 6 ปีแล้วนะคะ
[3 ต.ค. 68 08:12] เฮียชัย ตึกสวรรค์วิถี: 19 ไม่ไหว เอา 20,000 ละกัน
[3 ต.ค. 68 12:40] ครูแพร: ถ้าทำสัญญายาว 3 ปี คิด 19,500 ได้ไหมคะเฮีย ไม่ขึ้นตลอดสัญญา
[3 ต.ค. 68 18:02] เฮียชัย ตึกสวรรค์วิถี: ก็ได้ 19,500 สัญญา 3 ปี ไม่ขึ้น แต่เงินประกันต้อง 2 เดือนของค่าเช่าใหม่นะ เป็น 39,000 ของเดิมเฮียถืออยู่ 36,000 เติมมาอีก 3,000
[3 ต.ค. 68 18:10] ครูแพร: ตกลงค่ะ เริ่ม 1 ม.ค. 69 นะคะ เดี๋ยวให้พี่เหว่ยเอาส่วนต่าง 3,000 ไปให้ตอนเซ็นสัญญาค่ะ
[3 ต.ค. 68 18:11] เฮียชัย ตึกสวรรค์วิถี: โอเค เซ็นกลางเดือนธันวาละกัน เดี๋ยวให้ลูกสาวพิมพ์สัญญาใหม่
[21 ต.ค. 68 09:30] ครูแพร: เฮียคะ ขอติดแอร์เพิ่มห้อง 3 กับห้อง 4 ชั้น 3 ได้มั้ยคะ เจาะผนังนิดหน่อย
[21 ต.ค. 68 10:02] เฮียชัย ตึกสวรรค์วิถี: ได้ๆ แต่ใช้ช่างที่มีประกันงานนะ อย่าให้น้ำหยดใส่ร้านข้างล่าง
""",
    f"{SCHOOL}/แชท/แชทไลน์_แม่น้องใบเตย.txt": """[30 ต.ค. 68 20:14] แม่น้องใบเตย (แหม่ม): ครูแพรคะ เทอมนี้ลงให้ใบเตยกับบอสทั้งคู่เลยค่ะ เท่าไหร่คะ
[30 ต.ค. 68 20:31] ครูแพร: สวัสดีค่ะคุณแหม่ม ใบเตย ป.5 คลาส ป.4-6 3,700 บอส ป.2 คลาส ป.1-3 3,200 รวม 6,900 ค่ะ ลดพี่น้อง 5% เหลือ 6,555 ค่ะ ค่าหนังสือแยกคนละ 450 นะคะ
[30 ต.ค. 68 20:40] แม่น้องใบเตย (แหม่ม): โห แพงขึ้นจากปีที่แล้วเยอะเลยค่ะ ปีที่แล้วสองคนไม่ถึง 6 พัน ขอ 6,000 รวมหนังสือได้มั้ยคะ
[30 ต.ค. 68 21:02] ครูแพร: รวมหนังสือแล้วคือ 7,455 ค่ะ ถ้า 6,000 ครูขาดทุนเลยค่ะ ขอเป็น 6,800 รวมหนังสือนะคะ
[31 ต.ค. 68 07:15] แม่น้องใบเตย (แหม่ม): 6,500 ได้ไหมคะครู แหม่มจะชวนลูกเพื่อนมาเรียนอีก 2 คนค่ะ
[31 ต.ค. 68 07:48] ครูแพร: โอเคค่ะ 6,500 รวมหนังสือทั้งสองคน จ่ายก่อนเปิดเรียน 8 พ.ย. นะคะ
[31 ต.ค. 68 08:02] แม่น้องใบเตย (แหม่ม): ตกลงค่ะ โอนแล้วนะคะ 6,500 สลิปตามนี้ค่ะ
[31 ต.ค. 68 08:05] ครูแพร: ได้รับแล้วค่ะ ขอบคุณค่ะ เจอกันเสาร์ที่ 8 นะคะ
""",
    f"{SCHOOL}/บัญชี/ค่าสอนครู_ต.ค.68.md": """# ค่าสอนครูพิเศษ ตุลาคม 2568

| ครู | สอน | อัตรา | ชั่วโมง/วัน | รวม |
|---|---|---|---|---|
| Teacher Mike (Michael Turner) | English ป.4-6, IELTS | 600 บาท/ชม. | 34 ชม. | 20,400 บาท |
| ครูหลิน (หลิน เหม่ยฉี) | Fun Chinese, HSK 1 | 500 บาท/ชม. | 26 ชม. | 13,000 บาท |
| น้องฟ้า (ผู้ช่วยสอน/ธุรการ) | ช่วยคลาสเด็ก รับโทรศัพท์ | 350 บาท/วัน | 15 วัน | 5,250 บาท |

รวมจ่ายค่าสอน ต.ค. 38,650 บาท โอนแล้ว 31 ต.ค.
- ครูแพรกับพี่เหว่ยไม่รับค่าสอน (เจ้าของ)
- ค่าต่อ work permit ของ Mike 3,100 บาท โรงเรียนจ่ายแยก ไม่รวมในนี้
- Mike ขอขึ้นค่าสอนเป็น 650 บาท/ชม. ตั้งแต่ ม.ค. 69 ยังไม่ได้ตอบ
""",
    f"{SCHOOL}/ตารางสอน_เทอม2.md": """# ตารางสอน เทอม 2/2568 (เปิด 8 พ.ย. 2568 – ปิด 28 ก.พ. 2569)

| วัน | เวลา | คลาส | ครู | ห้อง |
|---|---|---|---|---|
| เสาร์ | 09.00-10.30 | English for Kids ป.1-3 | ครูแพร | 1 |
| เสาร์ | 10.45-12.15 | English for Kids ป.4-6 | Teacher Mike | 2 |
| เสาร์-อาทิตย์ | 13.00-15.00 | IELTS | Teacher Mike | 2 |
| อาทิตย์ | 09.00-10.30 | Fun Chinese | ครูหลิน | 3 |
| อังคาร/พฤหัส | 19.15-20.45 | HSK 1 ผู้ใหญ่ | ครูหลิน | 3 |
| พุธ/ศุกร์ | 18.00-19.30 | HSK 2-3 | ครูเหว่ย | 4 |

- หยุด 31 ธ.ค. – 2 ม.ค.
- ห้อง 3 กับ 4 ร้อนมาตอนบ่าย ต้องติดแอร์ก่อนหน้าร้อน
- เรียนตัวต่อตัว นัดเป็นรายคน ดูในปฏิทิน
""",
    f"{SCHOOL}/ไอเดีย_ซัมเมอร์แคมป์_2569.md": """# ไอเดียค่ายซัมเมอร์ เม.ย. 2569
- English & Chinese Fun Camp 10 วัน (จ.-ศ. 2 สัปดาห์) 09.00-15.00
- เด็ก ป.1-ป.6 รับ 24 คน ราคา 4,500 บาท/คน รวมอาหารกลางวัน ของว่าง
- วันสุดท้ายแสดงละครภาษาอังกฤษ + ร้องเพลงจีนให้ผู้ปกครองดู
- ชวนน้องฟ้าช่วยเต็มเวลา ค่าจ้าง 400/วัน
- ลองขอใช้ห้องประชุมชั้น 1 ของเฮียชัยวันแสดง
""",
    "บ้าน/อาม่า/นัดหมออาม่า.md": """# นัดหมออาม่า (อาม่าบุญเรือน)
- ผ่าตัดเปลี่ยนข้อเข่าขวา รพ.รวมแพทย์นครสวรรค์ 6-11 ต.ค. 2568 หมอสมศักดิ์
- ตรวจตามนัดครั้งแรก 25 ต.ค. แผลแห้งดี
- นัดครั้งถัดไป 22 พ.ย. 2568 เวลา 10.00 น. คลินิกกระดูก ชั้น 2
- กายภาพบำบัดอาทิตย์ละ 2 ครั้ง (อังคาร/ศุกร์) ครั้งละ 450 บาท ประกันไม่จ่าย
- เจ๊เหมยรับส่งวันอังคาร พี่เหว่ยรับส่งวันศุกร์
- ยาแก้ปวดกินหลังอาหาร อย่าให้อาม่าขึ้นบันไดคนเดียว
""",
    "บ้าน/แชทไลน์_บ้านตั้งวงศ์.txt": """[11 ต.ค. 68 13:05] เหว่ย: อาม่าออกโรงพยาบาลแล้วนะ รวมทั้งหมด 86,450 ประกันจ่าย 60,000 เราจ่ายส่วนต่าง 26,450 รูดบัตรไปก่อน
[11 ต.ค. 68 13:20] เจ๊เหมย: เดี๋ยวเจ๊โอนให้ครึ่งนึงนะ 13,225
[11 ต.ค. 68 13:22] แพร: ขอบคุณค่ะเจ๊
[25 ต.ค. 68 19:40] แพร: ประกันรถส่งจดหมายมาแล้ว ปีนี้ขึ้นอีก ต้องจ่ายก่อนสิ้นเดือนหน้า
[25 ต.ค. 68 19:45] เหว่ย: เพราะเคลมตอนมีนาแหละ ผ่อน 3 เดือนบัตรเครดิตละกัน
[27 ต.ค. 68 18:10] ภูมิ: แม่ครับ ค่าเทอมผมต้องจ่ายก่อน 15 พ.ย. นะครับ มีไปทัศนศึกษากรุงเทพด้วย
[27 ต.ค. 68 18:15] แพร: จ้า แม่จะโอนให้อาทิตย์หน้า
[1 พ.ย. 68 08:30] เหว่ย: ธนาคารแจ้งดอกเบี้ยบ้านขึ้นนะ งวดเดือนนี้จ่ายเพิ่มอีก 250
[1 พ.ย. 68 08:34] แพร: โอเค ตั้งโอนอัตโนมัติใหม่ด้วยนะ
[3 พ.ย. 68 21:00] เจ๊เหมย: พรุ่งนี้เจ๊พาอาม่าไปทำกายภาพเองนะ
""",
}
TODO = {"todo.md": """- ส่งรายชื่อเด็กสอบ HSK + จ่ายค่าสอบ ก่อน 14 พ.ย.
- โอนค่าเทอมภูมิ ก่อน 15 พ.ย.
- เลือกร้านแอร์ห้อง 3-4 (เย็นฉ่ำ หรือ CoolPro)
- ต่อประกันรถ ก่อน 30 พ.ย.
- เซ็นสัญญาเช่าใหม่กับเฮียชัย กลาง ธ.ค. + เงินประกันเพิ่ม
- ตอบ Mike เรื่องขอขึ้นค่าสอน
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    school = docs / SCHOOL
    quotes, rooms, fees = school / "ใบเสนอราคา", school / "ปรับปรุงห้องเรียน", school / "ค่าเรียน"
    books, accounts, lease = school / "หนังสือเรียน", school / "บัญชี", school / "สัญญาเช่าตึก"
    home = docs / "บ้าน"
    for folder in (quotes, rooms, fees, books, accounts, lease, school / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "อาม่า"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา คอร์สจีน ชวนชื่น ร่าง v1.docx", CHUAN_DRAFT, CHUAN_DRAFT_TABLE,
               bottom=CHUAN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา คอร์สจีน ชวนชื่น final v2.docx", CHUAN_FINAL, CHUAN_FINAL_TABLE,
               bottom=CHUAN_FINAL_BOTTOM)
    write_docx(rooms / "ใบเสนอราคาแอร์_ร้านเย็นฉ่ำแอร์.docx", AIR_YENCHAM, AIR_YENCHAM_TABLE,
               bottom=AIR_YENCHAM_BOTTOM)
    make_pdf(rooms / "CoolPro_aircon_quote_Oct2025.pdf", AIR_COOLPRO)
    write_docx(fees / "ตารางค่าเรียน_2567.docx", FEES_2567, FEES_2567_TABLE, bottom=FEES_2567_BOTTOM)
    make_pdf(fees / "KruPrae_CourseFees_2025.pdf", FEES_2025)
    make_pdf(books / "PNB_invoice_INV-6810-114.pdf", BOOK_INVOICE)
    write_docx(books / "ใบเสร็จ_ปากน้ำโพบุ๊คเซ็นเตอร์_7พ.ย.68.docx", BOOK_RECEIPT, BOOK_RECEIPT_TABLE,
               bottom=BOOK_RECEIPT_BOTTOM)
    _school_book(accounts / "รายรับรายจ่าย_2568.xlsx", "2568", [ENG_2568, CHN_2568, PRIV_2568],
                 [RENT_2568, TEACH_2568, UTIL_2568, BOOKS_2568, ADS_2568])
    _school_book(accounts / "รายรับรายจ่าย_2567.xlsx", "2567", [ENG_2567, CHN_2567, PRIV_2567],
                 [RENT_2567, TEACH_2567, UTIL_2567, BOOKS_2567, ADS_2567])
    _class_list(accounts / "รายชื่อนักเรียน_เทอม2_2568.xlsx")
    write_docx(lease / "สัญญาเช่าอาคาร_2566-2568.docx", LEASE_TOP, LEASE_TABLE, bottom=LEASE_BOTTOM)
    make_pdf(school / "HSK_test_notice_Dec2025.pdf", HSK_NOTICE)
    write_slides(school / "แผนปี 2569 KruPrae.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "CarInsurance_renewal_Honda_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_ม.2_เทอม2-2568.docx", SON_FEES_TOP, SON_FEES_TABLE,
               bottom=SON_FEES_BOTTOM)
    make_pdf(home / "อาม่า" / "RuamPhaet_hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    make_pdf(home / "HomeLoan_statement_Sep2025.pdf", HOME_LOAN)
    _house_book(home / "รายจ่ายบ้าน_ก.ย.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
