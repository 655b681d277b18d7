"""A blind folder: Baan Phasa Translation (บ้านภาษา ทรานสเลชั่น), a small translation shop in Chiang Mai.

Owner: คุณกมลวรรณ ศรีวงศ์ (Kamonwan Sriwong, "พี่กมล"), who runs a certified-translation and interpreting shop on
Nimmanhaemin Soi 9, Chiang Mai, with freelance translators. She lives in Suthep, Chiang Mai, with her husband
ธีรพงษ์ ("พี่ธี", Teerapong), their daughter ด.ญ.ภัควรรณ ("น้องมายด์", Mind, grade ป.4) and her mother. The year
is 2568 (2025). Every figure a task checks is written in these files.

Business (งานร้าน/):
- ใบเสนอราคา/ใบเสนอราคา_เชียงใหม่ลีกัล_ร่าง.docx: draft quote QT-2568-031 to a law firm (Thai, table), 40,927.50 baht.
- ใบเสนอราคา/ใบเสนอราคา_เชียงใหม่ลีกัล_final.docx: the final of that quote, other pages and prices, 38,915.90 baht.
- ใบเสนอราคา/Quote_LannaVisa_Mar2025.docx: English quote to Lanna Visa Service (birth certificates etc.).
- ใบเสนอราคา/Quote_NorthStar_Hospital_Mar2025.docx: a similar English quote to North Star International Hospital.
- ลูกค้า/LINE_คุณนิด_ลานนาวีซ่า.txt: LINE chat in which Lanna Visa changes the quantities (new total 23,754).
- ลูกค้า/email_NorthStar_revised_quote.txt: email thread; the hospital changes the quote (new total 33,491 THB).
- ลูกค้า/Letter_Mr_Hoffmann_German_visa.docx: English letter to a private client (distractor).
- Suppliers/NotaryPlus_pricelist_2025.pdf: this year's price list of the notary firm, in English.
- Suppliers/ใบราคา_โนตารีพลัส_2567.docx: last year's price list of the same firm, in Thai (บริษัท โนตารี พลัส).
- Suppliers/PrintHub_invoice_PH-25-0412.pdf: printing/binding supplier's tax invoice, April 2025.
- บัญชี/sales_2568.xlsx: this year's book, months as columns; sheets revenue and expenses (Jan-Jun).
- บัญชี/sales_2567.xlsx: last year's book, same layout, 12 months.
- บัญชี/freelancer_payments_2568.xlsx: what was paid to each freelancer, 3% withholding tax, net.
- บัญชี/PEA_shop_Apr2025.pdf: the shop's electricity bill for April 2025.
- สัญญา/สัญญาจ้างนักแปล_พิมพ์ชนก.docx: contract with the Chinese freelance translator (280 baht a page).
- สัญญา/สัญญาเช่าร้าน_นิมมาน.docx: the shop's lease (22,000 baht a month in the third year).
- Notes/บันทึกประชุมนักแปล_พ.ค.68.md: meeting notes with the translators, May 2025.
- Notes/glossary_medical_TH-EN.md: a term list (distractor).
- Notes/plan_2569.pptx: slides, the plan for next year (2569).

Household (บ้าน/):
- บิล/PEA_home_Mar2025.pdf, บิล/PEA_home_Apr2025.pdf: the home's electricity bills.
- บิล/PWA_water_Apr2025.pdf: the home's water bill.
- ประกัน/SiamCare_renewal_letter_2025.pdf: renewal letter of the daughter's health insurance.
- ประกัน/ประกันรถ_Revo_2568.md: her note comparing pickup-truck insurance offers.
- มายด์/ใบแจ้งค่าเทอม_มายด์_เทอม1-2568.docx and มายด์/ใบแจ้งค่าเทอม_มายด์_เทอม2-2567.docx: school fee notices.
- มายด์/ลิสต์ของใช้มายด์_เปิดเทอม.md: shopping list for the new school term.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Jan-Apr 2568).
- LINE_บ้านเรา.txt: the family LINE group (mother's doctor appointment moved, school trip fee).
- Personal/สูตรแกงฮังเล.md: a recipe (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_TH = "บ้านภาษา ทรานสเลชั่น 25/3 ถ.นิมมานเหมินท์ ซอย 9 ต.สุเทพ อ.เมือง จ.เชียงใหม่ 50200 โทร 081-765-4321"
SHOP_EN = "Baan Phasa Translation, 25/3 Nimmanhaemin Rd Soi 9, Suthep, Mueang, Chiang Mai 50200, Tel. 081-765-4321"

# ---------------------------------------------------------------- quotes
LAW_HEAD = ("รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")
LAW_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง)",
    SHOP_TH,
    "เลขที่ QT-2568-031 (ร่าง)  วันที่ 3 มีนาคม 2568",
    "เรียน คุณอรรถพล สำนักงานกฎหมาย เชียงใหม่ลีกัล แอนด์ แอสโซซิเอทส์",
    "เรื่อง เสนอราคาค่าแปลเอกสารคดีแพ่ง ไทย-อังกฤษ",
]
LAW_DRAFT_TABLE = [
    LAW_HEAD,
    ("แปลคำฟ้องและเอกสารแนบ ไทย-อังกฤษ", "40", "หน้า", "450", "18,000"),
    ("แปลสัญญาซื้อขาย อังกฤษ-ไทย", "25", "หน้า", "400", "10,000"),
    ("ประทับตรารับรองคำแปล", "65", "หน้า", "50", "3,250"),
    ("ล่ามประชุมกับลูกความ (ครึ่งวัน)", "2", "ครั้ง", "3,500", "7,000"),
]
LAW_DRAFT_BOTTOM = [
    "รวมเป็นเงิน 38,250 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 2,677.50 บาท",
    "รวมทั้งสิ้น 40,927.50 บาท",
    "ระยะเวลาดำเนินการ 10 วันทำการ นับจากวันที่ได้รับเอกสารครบ",
    "ยืนราคา 15 วัน  เงื่อนไขการชำระเงิน: ชำระเต็มจำนวนเมื่อส่งงาน",
    "(ร่าง ยังไม่ได้ส่งลูกค้า รอเช็คจำนวนหน้ากับคุณอรรถพลอีกที)",
]
LAW_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP_TH,
    "เลขที่ QT-2568-031  วันที่ 7 มีนาคม 2568",
    "เรียน คุณอรรถพล สำนักงานกฎหมาย เชียงใหม่ลีกัล แอนด์ แอสโซซิเอทส์",
    "เรื่อง เสนอราคาค่าแปลเอกสารคดีแพ่ง ไทย-อังกฤษ",
]
LAW_FINAL_TABLE = [
    LAW_HEAD,
    ("แปลคำฟ้องและเอกสารแนบ ไทย-อังกฤษ", "46", "หน้า", "420", "19,320"),
    ("แปลสัญญาซื้อขาย อังกฤษ-ไทย", "25", "หน้า", "400", "10,000"),
    ("ประทับตรารับรองคำแปล", "71", "หน้า", "50", "3,550"),
    ("ล่ามประชุมกับลูกความ (ครึ่งวัน)", "1", "ครั้ง", "3,500", "3,500"),
]
LAW_FINAL_BOTTOM = [
    "รวมเป็นเงิน 36,370 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 2,545.90 บาท",
    "รวมทั้งสิ้น 38,915.90 บาท",
    "ระยะเวลาดำเนินการ 12 วันทำการ นับจากวันที่ได้รับเอกสารครบ",
    "ยืนราคา 30 วัน  เงื่อนไขการชำระเงิน: มัดจำ 50% ส่วนที่เหลือชำระเมื่อส่งงาน",
    "ลงชื่อ กมลวรรณ ศรีวงศ์ ผู้เสนอราคา",
]
EN_HEAD = ("Item", "Qty", "Unit price (THB)", "Amount (THB)")
LANNA_TOP = [
    "QUOTATION",
    SHOP_EN,
    "Quotation No. QT-2568-034    Date: 12 March 2025",
    "To: Khun Nid, Lanna Visa Service Co., Ltd., 88 Huay Kaew Rd, Chiang Mai",
    "Subject: Certified translations for visa applications (Thai to English)",
]
LANNA_TABLE = [
    EN_HEAD,
    ("Certified translation, birth certificate TH>EN", "12", "500", "6,000"),
    ("Certified translation, house registration TH>EN", "12", "500", "6,000"),
    ("Certified translation, marriage certificate TH>EN", "6", "600", "3,600"),
    ("MFA legalisation handling (Dept. of Consular Affairs)", "6", "1,200", "7,200"),
]
LANNA_BOTTOM = [
    "Subtotal: 22,800.00 THB",
    "VAT 7%: 1,596.00 THB",
    "Grand total: 24,396.00 THB",
    "Turnaround: 5 working days after we receive the originals.",
    "Payment: 50% deposit, balance on delivery. Quotation valid for 30 days.",
]
NORTHSTAR_TOP = [
    "QUOTATION",
    SHOP_EN,
    "Quotation No. QT-2568-035    Date: 14 March 2025",
    "To: Ms. Jiraporn Thongdee, Patient Relations, North Star International Hospital, Chiang Mai",
    "Subject: Translation of medical documents and interpreting for international patients",
]
NORTHSTAR_TABLE = [
    EN_HEAD,
    ("Medical report translation TH>EN (per page)", "30", "550", "16,500"),
    ("Certified translation, birth certificate TH>EN", "4", "500", "2,000"),
    ("Medical interpreter, half day", "4", "2,500", "10,000"),
    ("Certification stamp (per page)", "34", "50", "1,700"),
]
NORTHSTAR_BOTTOM = [
    "Subtotal: 30,200.00 THB",
    "VAT 7%: 2,114.00 THB",
    "Grand total: 32,314.00 THB",
    "Turnaround: 7 working days after we receive the documents.",
    "Payment: within 30 days of the invoice. Quotation valid for 30 days.",
]

LINE_LANNA = """[14/03/2568 09:12] นิด ลานนาวีซ่า: พี่กมลคะ ได้ใบเสนอราคาแล้วนะคะ ขอบคุณค่า
[14/03/2568 09:15] นิด ลานนาวีซ่า: ขอเปลี่ยนจำนวนหน่อยค่ะ สูติบัตรเพิ่มเป็น 15 ฉบับ ทะเบียนบ้านก็ 15 ฉบับเหมือนกัน
[14/03/2568 09:20] กมลวรรณ: ได้ค่ะ งั้นสูติบัตร 15 ทะเบียนบ้าน 15 ทะเบียนสมรส 6 เท่าเดิมนะคะ
[14/03/2568 09:22] นิด ลานนาวีซ่า: ทะเบียนสมรสลดเหลือ 4 ค่ะพี่ ลูกค้ายกเลิกไป 2 คู่ รับรองกงสุลก็ 4 ฉบับตามนั้น
[14/03/2568 09:40] กมลวรรณ: รับทราบค่ะ ยอดใหม่ก่อน VAT 22,200 บาท VAT 1,554 บาท รวมทั้งสิ้น 23,754 บาทนะคะ
[14/03/2568 09:41] นิด ลานนาวีซ่า: โอเคค่ะ แล้วส่งงานได้วันไหนคะ
[14/03/2568 09:45] กมลวรรณ: จำนวนเพิ่มขึ้น ขอเป็น 7 วันทำการนะคะ ส่งงานได้วันที่ 25 มี.ค. ค่ะ
[14/03/2568 09:46] นิด ลานนาวีซ่า: ได้ค่ะ 👍
[15/03/2568 10:03] นิด ลานนาวีซ่า: โอนมัดจำ 11,000 บาทแล้วนะคะ สลิปตามนี้ค่ะ
[15/03/2568 10:05] นิด ลานนาวีซ่า: [รูปภาพ]
[15/03/2568 10:30] กมลวรรณ: ได้รับแล้วค่ะ ขอบคุณมากค่า
"""

EMAIL_NORTHSTAR = """From: Kamonwan Sriwong <kamonwan@baanphasa.co.th>
To: Jiraporn Thongdee <jiraporn.t@northstarhospital.co.th>
Date: Tue, 18 Mar 2025 14:22
Subject: RE: Quotation QT-2568-035 - medical documents

Dear Khun Jiraporn,

Thank you for the approval. Here are the revised figures:
- Medical report translation: 36 pages x 550 = 19,800 THB
- Certified translation, birth certificate: 4 x 500 = 2,000 THB
- Medical interpreter, half day: 3 x 2,500 = 7,500 THB
- Certification stamp: 40 pages x 50 = 2,000 THB
Subtotal 31,300 THB, VAT 7% 2,191 THB, revised total 33,491 THB.
We can deliver all translations by 4 April 2025.

Best regards,
Kamonwan Sriwong
Baan Phasa Translation

-----Original message-----
From: Jiraporn Thongdee <jiraporn.t@northstarhospital.co.th>
Date: Mon, 17 Mar 2025 10:05
Subject: RE: Quotation QT-2568-035 - medical documents

Dear Khun Kamonwan,

Our director has approved your quotation with two changes. The medical reports will be 36 pages instead
of 30, and we only need 3 half-day interpreter sessions, not 4. Could you please send the revised total?
Our purchase order will follow once we have it.

Kind regards,
Jiraporn Thongdee
Patient Relations, North Star International Hospital
"""

HOFFMANN_LETTER = [
    SHOP_EN,
    "10 March 2025",
    "Dear Mr. Hoffmann,",
    "Thank you for choosing Baan Phasa Translation for your German visa application.",
    "We will translate three documents into English with certification: your Thai marriage certificate, "
    "your wife's house registration and her birth certificate.",
    "The fee is 1,650 THB for the three documents including the certification stamp.",
    "The translations will be ready for pick-up on 14 March 2025 at our shop on Nimmanhaemin Soi 9.",
    "If the embassy also asks for MFA legalisation, we can handle it for an extra 1,200 THB per document.",
    "Kind regards,",
    "Kamonwan Sriwong",
]

# ---------------------------------------------------------------- suppliers
NOTARY_2025 = [
    "Notary Plus Co., Ltd.\nPRICE LIST 2025\nEffective 1 January 2025\n"
    "99/12 Chotana Rd, Chang Phueak, Mueang, Chiang Mai 50300   Tel. 053-211-456\n\n"
    "Notarial Services Attorney - certification of translation: 400 THB per document (first page)\n"
    "Additional page, same document: 100 THB per page\n"
    "Notarial certificate (signature witnessing): 1,200 THB\n"
    "MFA legalisation agent fee (Chaeng Watthana, Bangkok): 900 THB per document\n"
    "Express MFA legalisation (next working day): 1,500 THB per document\n"
    "Courier Chiang Mai - Bangkok, return: 350 THB per batch",
    "Terms\nMonthly account customers: payment within 15 days of the statement.\n"
    "Prices exclude government fees of the Department of Consular Affairs.\n"
    "Documents received after 15:00 are processed the next working day.",
]
NOTARY_2567 = [
    "บริษัท โนตารี พลัส จำกัด",
    "99/12 ถ.โชตนา ต.ช้างเผือก อ.เมือง จ.เชียงใหม่ 50300 โทร 053-211-456",
    "ใบแจ้งอัตราค่าบริการ ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)",
]
NOTARY_2567_TABLE = [
    ("บริการ", "อัตรา"),
    ("รับรองคำแปลโดยทนายความ (Notarial Services Attorney) หน้าแรก", "350 บาท ต่อฉบับ"),
    ("หน้าถัดไป เอกสารเดียวกัน", "100 บาท ต่อหน้า"),
    ("รับรองลายมือชื่อ (Notarial certificate)", "1,000 บาท"),
    ("ค่าดำเนินการรับรองเอกสาร กรมการกงสุล แจ้งวัฒนะ", "800 บาท ต่อฉบับ"),
    ("รับรองเอกสารกรมการกงสุล แบบด่วน (วันทำการถัดไป)", "1,300 บาท ต่อฉบับ"),
    ("ค่าส่งเอกสาร เชียงใหม่-กรุงเทพฯ ไป-กลับ", "300 บาท ต่อครั้ง"),
]
NOTARY_2567_BOTTOM = [
    "ราคานี้ไม่รวมค่าธรรมเนียมของกรมการกงสุล",
    "ลูกค้ารายเดือนชำระภายใน 15 วันนับจากวันที่ในใบแจ้งยอด",
]
PRINTHUB_INVOICE = [
    "PrintHub Chiang Mai Co., Ltd.\n12 Suthep Rd, Mueang, Chiang Mai 50200   Tax ID 0505561001234\n\n"
    "TAX INVOICE No. PH-25-0412\nDate: 28 April 2025\n\n"
    "Bill to: Baan Phasa Translation (Mrs. Kamonwan Sriwong)\n25/3 Nimmanhaemin Rd Soi 9, Chiang Mai 50200\n\n"
    "Thermal binding, 40 sets x 35.00 = 1,400.00\n"
    "Colour printing A4, 600 pages x 5.00 = 3,000.00\n"
    "Embossed seal stickers, 500 pcs x 2.00 = 1,000.00\n\n"
    "Subtotal: 5,400.00 THB\nVAT 7%: 378.00 THB\nTotal: 5,778.00 THB\n\n"
    "Payment due: 28 May 2025\nBank transfer: Kasikornbank 123-4-56789-0 PrintHub Chiang Mai Co., Ltd.",
]

# ---------------------------------------------------------------- books
MONTHS_TH = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
             "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
REVENUE_2568 = [
    ("แปลรับรองเอกสาร (Certified translation)", [48500, 52300, 61800, 57200, 49900, 55400]),
    ("แปลเอกสารธุรกิจ/กฎหมาย (Business & legal)", [36400, 28600, 44200, 39100, 41800, 37500]),
    ("ล่าม (Interpreting)", [14000, 10500, 17500, 21000, 12500, 15000]),
    ("แปลภาษาจีน (Chinese)", [16800, 21600, 19200, 26400, 22800, 18600]),
    ("รับรองกงสุล (MFA legalisation)", [7200, 8400, 10800, 9600, 6000, 8400]),
]
EXPENSES_2568 = [
    ("ค่าจ้างนักแปลอิสระ (Freelancers)", [28200, 26200, 33900, 35200, 29960, 31600]),
    ("ค่าโนตารี/กงสุล (Notary & MFA fees)", [5400, 6300, 8100, 7200, 4500, 6300]),
    ("ค่าเช่าร้าน (Shop rent)", [22000, 22000, 22000, 22000, 22000, 22000]),
    ("ค่าไฟร้าน (Shop electricity)", [1432.5, 1510.25, 1630.4, 1688.76, 1802.1, 1744.35]),
    ("ค่าพิมพ์/เข้าเล่ม (Printing)", [2100, 1850, 3200, 5778, 2400, 2650]),
    ("ค่าโฆษณา (Ads)", [5000, 5000, 5000, 5000, 5000, 5000]),
    ("อินเทอร์เน็ต/โปรแกรม (Internet & software)", [1890, 1890, 1890, 1890, 1890, 1890]),
]
REVENUE_2567 = [
    ("แปลรับรองเอกสาร (Certified translation)",
     [41200, 45800, 53600, 50100, 44700, 47300, 46900, 51200, 48800, 52500, 49600, 43900]),
    ("แปลเอกสารธุรกิจ/กฎหมาย (Business & legal)",
     [30500, 26400, 35800, 33100, 29900, 31700, 34200, 28800, 36600, 39400, 33800, 27500]),
    ("ล่าม (Interpreting)", [10500, 7000, 14000, 17500, 10500, 12500, 14000, 10500, 15000, 17500, 12500, 8000]),
    ("แปลภาษาจีน (Chinese)", [6300, 8400, 7700, 9100, 8800, 7200, 9600, 10200, 8400, 11100, 9800, 7500]),
    ("รับรองกงสุล (MFA legalisation)", [4800, 5600, 6400, 7200, 4000, 5600, 6400, 4800, 5600, 7200, 6400, 4800]),
]
EXPENSES_2567 = [
    ("ค่าจ้างนักแปลอิสระ (Freelancers)",
     [21500, 19800, 26400, 27900, 22600, 24100, 25300, 23800, 26900, 29400, 25700, 20300]),
    ("ค่าโนตารี/กงสุล (Notary & MFA fees)", [3500, 4200, 4900, 5600, 2800, 4200, 4900, 3500, 4200, 5600, 4900, 3500]),
    ("ค่าเช่าร้าน (Shop rent)", [20000] * 12),
    ("ค่าไฟร้าน (Shop electricity)",
     [1288.4, 1350.1, 1502.75, 1611.3, 1720.9, 1654.2, 1580.05, 1498.6, 1460.35, 1402.8, 1330.15, 1295.7]),
    ("ค่าพิมพ์/เข้าเล่ม (Printing)", [1800, 1650, 2400, 2900, 1700, 2050, 2200, 1900, 2300, 2650, 2100, 1750]),
    ("ค่าโฆษณา (Ads)", [3000] * 12),
    ("อินเทอร์เน็ต/โปรแกรม (Internet & software)", [1590] * 12),
]

# (paid on, translator, work month, language, pages, rate)
PAYMENTS = [
    ("10/02/2568", "พิมพ์ชนก แก้วมณี", "ม.ค. 68", "ไทย-จีน TH>ZH", 35, 280),
    ("10/02/2568", "Daniel Brooks", "ม.ค. 68", "พิสูจน์อักษร EN proofread", 80, 100),
    ("10/02/2568", "สุดารัตน์ ใจเย็น", "ม.ค. 68", "ไทย-อังกฤษ TH>EN", 52, 200),
    ("10/03/2568", "พิมพ์ชนก แก้วมณี", "ก.พ. 68", "ไทย-จีน TH>ZH", 45, 280),
    ("10/03/2568", "Daniel Brooks", "ก.พ. 68", "พิสูจน์อักษร EN proofread", 60, 100),
    ("10/03/2568", "สุดารัตน์ ใจเย็น", "ก.พ. 68", "ไทย-อังกฤษ TH>EN", 38, 200),
    ("10/04/2568", "พิมพ์ชนก แก้วมณี", "มี.ค. 68", "ไทย-จีน TH>ZH", 40, 280),
    ("10/04/2568", "Daniel Brooks", "มี.ค. 68", "พิสูจน์อักษร EN proofread", 95, 100),
    ("10/04/2568", "สุดารัตน์ ใจเย็น", "มี.ค. 68", "ไทย-อังกฤษ TH>EN", 66, 200),
    ("10/05/2568", "พิมพ์ชนก แก้วมณี", "เม.ย. 68", "ไทย-จีน TH>ZH", 55, 280),
    ("10/05/2568", "Daniel Brooks", "เม.ย. 68", "พิสูจน์อักษร EN proofread", 90, 100),
    ("10/05/2568", "สุดารัตน์ ใจเย็น", "เม.ย. 68", "ไทย-อังกฤษ TH>EN", 54, 200),
    ("10/06/2568", "พิมพ์ชนก แก้วมณี", "พ.ค. 68", "ไทย-จีน TH>ZH", 47, 280),
    ("10/06/2568", "Daniel Brooks", "พ.ค. 68", "พิสูจน์อักษร EN proofread", 70, 100),
    ("10/06/2568", "สุดารัตน์ ใจเย็น", "พ.ค. 68", "ไทย-อังกฤษ TH>EN", 49, 200),
]


def _round2(value: float) -> float:
    return round(value + 1e-9, 2)


def _month_book(path: Path, year: str, revenue: list[tuple], expenses: list[tuple], months: int) -> None:
    book = openpyxl.Workbook()
    for index, (title, rows, label) in enumerate((
            (f"รายได้ Revenue {year}", revenue, "บริการ (Service)"),
            (f"รายจ่าย Expenses {year}", expenses, "รายการ (Item)"))):
        sheet = book.active if index == 0 else book.create_sheet()
        sheet.title = title
        kind = "รายได้ (Revenue)" if index == 0 else "รายจ่าย (Expenses)"
        sheet.append([f"บ้านภาษา ทรานสเลชั่น - {kind} ปี {year} (THB)"])
        sheet.append([label] + MONTHS_TH[:months] + ["รวม (Total)"])
        for name, values in rows:
            sheet.append([name] + list(values) + [_round2(sum(values))])
        totals = [_round2(sum(values[m] for _, values in rows)) for m in range(months)]
        sheet.append(["รวม (Total)"] + totals + [_round2(sum(totals))])
        for column in range(2, months + 3):
            money_format(sheet, column)
    book.save(path)


def _payments(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จ่ายนักแปล Payments"
    sheet.append(["วันที่จ่าย (Paid on)", "นักแปล (Translator)", "งานเดือน (Work month)", "ภาษา (Language)",
                  "จำนวนหน้า (Pages)", "เรทต่อหน้า (Rate)", "ค่าจ้าง (Gross, THB)", "หัก ณ ที่จ่าย 3% (WHT)",
                  "โอนจริง (Net paid, THB)"])
    for paid, name, month, language, pages, rate in PAYMENTS:
        gross = pages * rate
        tax = _round2(gross * 0.03)
        sheet.append([paid, name, month, language, pages, rate, gross, tax, _round2(gross - tax)])
    for column in (6, 7, 8, 9):
        money_format(sheet, column)
    book.save(path)


FREELANCE_CONTRACT = [
    "สัญญาจ้างงานแปล (นักแปลอิสระ)",
    "ทำที่ บ้านภาษา ทรานสเลชั่น จ.เชียงใหม่ วันที่ 2 มกราคม 2568",
    "ผู้ว่าจ้าง: นางกมลวรรณ ศรีวงศ์ เจ้าของกิจการบ้านภาษา ทรานสเลชั่น",
    "ผู้รับจ้าง: นางสาวพิมพ์ชนก แก้วมณี เลขประจำตัวประชาชน 1-5099-01234-56-7",
    "ข้อ 1. ผู้รับจ้างตกลงแปลเอกสารภาษาไทยเป็นภาษาจีน และภาษาจีนเป็นภาษาไทย ตามที่ผู้ว่าจ้างมอบหมาย",
    "ข้อ 2. ค่าจ้างแปลไทยเป็นจีน หน้าละ 280 บาท และแปลจีนเป็นไทย หน้าละ 250 บาท (หนึ่งหน้าไม่เกิน 250 คำ)",
    "ข้อ 3. ผู้ว่าจ้างจะจ่ายค่าจ้างของงานแต่ละเดือนทุกวันที่ 10 ของเดือนถัดไป โดยโอนเข้าบัญชีธนาคารกสิกรไทย "
    "ของผู้รับจ้าง และหักภาษี ณ ที่จ่าย 3%",
    "ข้อ 4. ผู้รับจ้างต้องส่งงานตามกำหนด หากส่งล่าช้าจะถูกหักค่าจ้างวันละ 5% ของค่าจ้างงานชิ้นนั้น",
    "ข้อ 5. ผู้รับจ้างต้องรักษาความลับของเอกสารลูกค้า ไม่เปิดเผยต่อบุคคลภายนอก "
    "ตลอดอายุสัญญาและอีก 3 ปีหลังสัญญาสิ้นสุด",
    "ข้อ 6. สัญญานี้มีอายุ 1 ปี ตั้งแต่วันที่ 2 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568 "
    "คู่สัญญาฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้า 30 วัน",
    "ลงชื่อ ผู้ว่าจ้าง กมลวรรณ ศรีวงศ์     ลงชื่อ ผู้รับจ้าง พิมพ์ชนก แก้วมณี",
]
SHOP_LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ เชียงใหม่ วันที่ 20 ธันวาคม 2565",
    "ผู้ให้เช่า: นายประเสริฐ วงศ์คำ  ผู้เช่า: นางกมลวรรณ ศรีวงศ์",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องแถวเลขที่ 25/3 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ อำเภอเมือง จังหวัดเชียงใหม่ "
    "ชั้นล่าง พื้นที่ 48 ตารางเมตร เพื่อใช้เป็นสำนักงานรับแปลเอกสาร",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2566 สิ้นสุดวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าเช่าปีที่ 1 และปีที่ 2 เดือนละ 20,000 บาท ปีที่ 3 (ปี 2568) เดือนละ 22,000 บาท "
    "ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 60,000 บาท ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาตามมิเตอร์เอง",
    "ข้อ 6. ห้ามผู้เช่านำห้องออกให้เช่าช่วง เว้นแต่ได้รับความยินยอมเป็นหนังสือ",
    "ข้อ 7. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งผู้ให้เช่าเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน ก่อนสัญญาสิ้นสุด",
    "ลงชื่อ ผู้ให้เช่า ประเสริฐ วงศ์คำ     ลงชื่อ ผู้เช่า กมลวรรณ ศรีวงศ์",
]

MEETING_NOTES = """# ประชุมทีมนักแปล 10 พฤษภาคม 2568 (ออนไลน์ Zoom)

ผู้เข้าร่วม: พี่กมล, พิมพ์ชนก (จีน), สุดารัตน์ (อังกฤษ), Daniel (proofread), น้องฝน (ญี่ปุ่น ทดลองงาน)

## ตกลงกัน
- งานเอกสารการแพทย์ทุกงานใช้ glossary กลางใน Google Drive (โฟลเดอร์ Medical)
- ค่าพิสูจน์อักษรของ Daniel ปรับจากหน้าละ 100 บาท เป็นหน้าละ 120 บาท เริ่ม 1 มิ.ย. 2568
- งานด่วนภายใน 24 ชม. คิดลูกค้าเพิ่ม 50% และจ่ายนักแปลเพิ่ม 30%
- ส่งงานเข้ากลุ่มไลน์ก่อน 17:00 ทุกวัน ถ้าไม่ทันให้แจ้งก่อนเที่ยง
- เดือนนี้งานโรงพยาบาลนอร์ทสตาร์เยอะ ให้สุดารัตน์เป็นคนหลัก

## งานที่ต้องทำ
- น้องฝน: ทดลองแปลเอกสารญี่ปุ่น 5 หน้า ส่งภายใน 20 พ.ค.
- พิมพ์ชนก: ทำ glossary ศัพท์กฎหมายภาษาจีน 200 คำ ภายใน 31 พ.ค.
- พี่กมล: คุยกับโนตารีพลัสเรื่องขอส่วนลดลูกค้ารายเดือน
"""
GLOSSARY = """# Medical glossary TH-EN (ใช้กับงานโรงพยาบาล)
- ความดันโลหิตสูง = hypertension
- เบาหวาน = diabetes mellitus
- ใบรับรองแพทย์ = medical certificate
- ผู้ป่วยใน / ผู้ป่วยนอก = inpatient (IPD) / outpatient (OPD)
- ประวัติการแพ้ยา = drug allergy history
- สรุปการรักษา = discharge summary
- ห้องฉุกเฉิน = emergency room (ER)
"""
PLAN_SLIDES = [
    ("แผนธุรกิจ ปี 2569 - บ้านภาษา ทรานสเลชั่น", "Baan Phasa Translation - Plan 2026\nกมลวรรณ ศรีวงศ์ มิถุนายน 2568"),
    ("เป้ารายได้ (Revenue target)",
     "เป้ารายได้ปี 2569: 2,400,000 บาท\nเพิ่มขึ้น 20% จากปี 2568 (ประมาณการ 2,000,000 บาท)"),
    ("บริการใหม่ (New services)",
     "แปลภาษาญี่ปุ่น-ไทย ร่วมกับนักแปลอิสระ 2 คน\nล่ามออนไลน์ผ่าน Zoom ชั่วโมงละ 1,200 บาท"),
    ("ราคา (Pricing)",
     "ปรับค่าแปลรับรองเอกสารจาก 500 เป็น 550 บาทต่อฉบับ เริ่ม 1 มกราคม 2569\n"
     "ค่าดำเนินการรับรองกงสุลคงเดิม 1,200 บาทต่อฉบับ"),
    ("การตลาด (Marketing)",
     "งบโฆษณา Facebook + Google เดือนละ 8,000 บาท\nLINE OA ตอบลูกค้าภายใน 1 ชั่วโมง"),
    ("ทีมงาน (Team)", "จ้างพนักงานประจำเพิ่ม 1 คน เงินเดือน 18,000 บาท เริ่ม ก.พ. 2569\nย้ายไปร้านใหม่ถ้าต่อสัญญาเช่าไม่ได้"),
]

# ---------------------------------------------------------------- household
def _pea(period: str, name: str, address: str, account: str, reading: str, units: int,
         energy: str, ft: str, subtotal: str, vat: str, due: str, pay_by: str) -> list[str]:
    return [
        f"Provincial Electricity Authority (PEA)\nELECTRICITY BILL - {period}\nCustomer: {name}\n"
        f"Address: {address}\nAccount no.: {account}\nMeter reading period: {reading}",
        f"Units used: {units} kWh\nEnergy charge: {energy} THB\nFt charge: {ft} THB\nSubtotal: {subtotal} THB\n"
        f"VAT 7%: {vat} THB\nAmount due: {due} THB\nDue date: {pay_by}",
    ]


HOME_ADDRESS = "119/7 Moo 3, Suthep, Mueang Chiang Mai, Chiang Mai 50200"
PEA_HOME_MAR = _pea("March 2025", "Mr. Teerapong Sriwong", HOME_ADDRESS, "020012345678",
                    "17 Feb 2025 - 17 Mar 2025", 512, "2,196.40", "188.01", "2,384.41", "166.91", "2,551.32",
                    "2 April 2025")
PEA_HOME_APR = _pea("April 2025", "Mr. Teerapong Sriwong", HOME_ADDRESS, "020012345678",
                    "18 Mar 2025 - 17 Apr 2025", 586, "2,512.30", "215.18", "2,727.48", "190.92", "2,918.40",
                    "2 May 2025")
PEA_SHOP_APR = _pea("April 2025", "Baan Phasa Translation (Mrs. Kamonwan Sriwong)",
                    "25/3 Nimmanhaemin Rd Soi 9, Suthep, Mueang Chiang Mai, Chiang Mai 50200", "020098765432",
                    "18 Mar 2025 - 17 Apr 2025", 342, "1,452.70", "125.58", "1,578.28", "110.48", "1,688.76",
                    "2 May 2025")
PWA_APR = [
    "Provincial Waterworks Authority (PWA) - Chiang Mai Branch\nWATER BILL - April 2025\n"
    f"Customer: Mr. Teerapong Sriwong\nAddress: {HOME_ADDRESS}\nMeter no. 58-774120\n"
    "Reading period: 20 Mar 2025 - 19 Apr 2025\nWater used: 31 cubic metres\n"
    "Water charge: 331.00 THB\nService fee: 30.00 THB\nVAT 7%: 25.27 THB\nAmount due: 386.27 THB\n"
    "Please pay by 4 May 2025",
]
SIAMCARE_LETTER = [
    "Siam Care Life Insurance PCL\n88 Rama IV Rd, Bangkok 10500   Call centre 1766\n\nDate: 2 May 2025\n\n"
    f"Mrs. Kamonwan Sriwong\n{HOME_ADDRESS}\n\n"
    "Re: Renewal of Health Insurance Policy No. HC-4471029\nInsured: Miss Pakkawan Sriwong (age 9)\n\n"
    "Dear Mrs. Kamonwan Sriwong,\n"
    "Your daughter's health policy will be renewed on 1 June 2025 for one more year.\n"
    "Annual premium 2025/26: 18,450 THB (2024/25: 16,900 THB).\n"
    "The new premium reflects the insured's age band and the claims paid last year.\n\n"
    "Benefits after renewal:\n"
    "- IPD room and board: up to 4,000 THB per day\n"
    "- OPD: 1,500 THB per visit, up to 30 visits a year\n"
    "- Annual limit: 1,000,000 THB",
    "Please pay the premium by 31 May 2025 so the cover continues without a gap.\n"
    "A grace period of 31 days applies; claims in the grace period are paid only after the premium is received.\n"
    "You may pay by bank transfer, credit card (0% for 6 months) or at any 7-Eleven with the barcode below.\n\n"
    "Yours sincerely,\nNattaya Wong\nPolicy Service Department",
]
CAR_INSURANCE = """# เทียบประกันรถ Revo (ทะเบียน 1กข 4567 เชียงใหม่) - ประกันเดิมหมด 30 มิ.ย. 2568

| บริษัท | ประเภท | เบี้ยต่อปี | ทุนประกัน | ค่าเสียหายส่วนแรก |
|---|---|---|---|---|
| วิริยะ (เจ้าเดิม) | ชั้น 1 | 17,900 | 550,000 | ไม่มี |
| ธนชาต | ชั้น 1 | 16,500 | 500,000 | 3,000 |
| ทิพย | 2+ | 8,900 | 400,000 | ไม่มี |

- โทรคุยนายหน้าวิริยะ ลดได้เหลือ 17,200 บาท ถ้าจ่ายบัตรเครดิตผ่อน 0% 3 เดือน
- พี่ธีว่าเอาชั้น 1 เพราะขับไปส่งเอกสารทุกวัน
- สรุป: ต่อวิริยะชั้น 1 ที่เดิม
"""
FEE_HEAD = ("รายการ", "จำนวนเงิน (บาท)")
FEE_TERM1_TOP = [
    "โรงเรียนดวงตะวันวิทยา เชียงใหม่ (English Program)",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.ภัควรรณ ศรีวงศ์  ชั้น ป.4/2  เลขประจำตัว 64127",
]
FEE_TERM1_TABLE = [
    FEE_HEAD,
    ("ค่าธรรมเนียมการเรียน (English Program)", "38,500"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "4,200"),
    ("ค่ากิจกรรมและทัศนศึกษา", "2,800"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "6,300"),
    ("ค่าประกันอุบัติเหตุ", "450"),
    ("รวมทั้งสิ้น", "52,250"),
]
FEE_TERM1_BOTTOM = [
    "กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568 ชำระหลังกำหนดมีค่าปรับ 500 บาท",
    "ชำระโดยโอนเข้าบัญชีธนาคารกรุงไทย ชื่อบัญชี โรงเรียนดวงตะวันวิทยา เลขที่ 512-0-44789-3 แล้วส่งสลิปทาง LINE โรงเรียน",
]
FEE_TERM2_TOP = [
    "โรงเรียนดวงตะวันวิทยา เชียงใหม่ (English Program)",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567",
    "ชื่อนักเรียน ด.ญ.ภัควรรณ ศรีวงศ์  ชั้น ป.3/2  เลขประจำตัว 64127",
]
FEE_TERM2_TABLE = [
    FEE_HEAD,
    ("ค่าธรรมเนียมการเรียน (English Program)", "36,000"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "1,500"),
    ("ค่ากิจกรรมและทัศนศึกษา", "3,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "6,000"),
    ("รวมทั้งสิ้น", "47,000"),
]
FEE_TERM2_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2567 ชำระหลังกำหนดมีค่าปรับ 500 บาท",
    "ชำระโดยโอนเข้าบัญชีธนาคารกรุงไทย ชื่อบัญชี โรงเรียนดวงตะวันวิทยา เลขที่ 512-0-44789-3",
]
SCHOOL_LIST = """# ของใช้มายด์ เปิดเทอม 1/2568 (เปิด 16 พ.ค.)
- [ ] ชุดนักเรียน 2 ชุด (เสื้อ 2 กระโปรง 2) ไซส์ใหญ่ขึ้น 1 เบอร์
- [ ] ชุดพละ 1 ชุด
- [ ] รองเท้านักเรียนสีดำ เบอร์ 34
- [ ] ถุงเท้าขาว 5 คู่
- [x] กระเป๋าเป้ (ใบเก่ายังใช้ได้)
- [ ] สีไม้ 24 สี, กาว, กรรไกร, สมุดวาดเขียน
- [ ] กระติกน้ำใหม่
งบไม่เกิน 3,000 บาท ซื้อที่ห้างเซ็นทรัลเฟสติวัลวันเสาร์
"""
FAMILY_LINE = """[05/04/2568 18:30] พี่ธี: แม่นัดตรวจที่ รพ.นครพิงค์ วันที่ 22 เม.ย. 9 โมงนะ
[05/04/2568 18:32] กมล: โอเค ใครพาไปอะ วันนั้นเรามีล่ามที่โรงพยาบาลนอร์ทสตาร์
[05/04/2568 18:35] พี่ธี: เดี๋ยวพี่พาไปเอง ลาครึ่งวัน
[12/04/2568 08:10] กมล: สงกรานต์ไปรดน้ำดำหัวยายที่ลำพูนวันที่ 14 นะ ออกจากบ้าน 8 โมง
[12/04/2568 08:15] มายด์: เย้ 💦
[20/04/2568 20:10] กมล: ครูแจ้งค่าทัศนศึกษามายด์ไปอุทยานวิทยาศาสตร์ 650 บาท จ่ายภายใน 25 เม.ย.
[20/04/2568 20:12] พี่ธี: เดี๋ยวพี่โอนให้ครูเอง
[21/04/2568 07:45] พี่ธี: เปลี่ยนนัดแม่เป็นวันที่ 24 เม.ย. 10 โมงนะ หมอไม่อยู่วันที่ 22
[21/04/2568 07:50] กมล: รับทราบ งั้นวันพฤหัสพี่พาไปนะ
[21/04/2568 07:51] พี่ธี: ได้ 👌
"""
HANGLAY = """# แกงฮังเล (สูตรแม่)
- หมูสามชั้น 500 กรัม หมูสันคอ 500 กรัม
- ผงฮังเล 2 ช้อนโต๊ะ, ขิงซอย, กระเทียมดอง, ถั่วลิสง
- น้ำมะขามเปียก น้ำตาลปี๊บ
เคี่ยวไฟอ่อน 2 ชั่วโมง อร่อยวันรุ่งขึ้น
"""
# (sheet title, rows: item, amount, note)
SPENDING = {
    "ม.ค. 68": [
        ("ผ่อนบ้าน (Mortgage)", 14200, "ธอส."), ("ค่าไฟบ้าน (Electricity)", 2105.3, ""),
        ("ค่าน้ำ (Water)", 310, ""), ("อินเทอร์เน็ต (Internet)", 699, "3BB"),
        ("กับข้าว/ของใช้ (Groceries)", 12400, ""), ("น้ำมันรถ (Fuel)", 3200, ""),
        ("เรียนพิเศษมายด์ (Mind's tutoring)", 2500, "คณิต+อังกฤษ"), ("ค่ายา/หมอแม่ (Mom's medical)", 1200, ""),
        ("ให้แม่ (Allowance for mom)", 5000, ""),
    ],
    "ก.พ. 68": [
        ("ผ่อนบ้าน (Mortgage)", 14200, "ธอส."), ("ค่าไฟบ้าน (Electricity)", 2240.85, ""),
        ("ค่าน้ำ (Water)", 295, ""), ("อินเทอร์เน็ต (Internet)", 699, "3BB"),
        ("กับข้าว/ของใช้ (Groceries)", 11850, ""), ("น้ำมันรถ (Fuel)", 2900, ""),
        ("เรียนพิเศษมายด์ (Mind's tutoring)", 2500, "คณิต+อังกฤษ"), ("ค่ายา/หมอแม่ (Mom's medical)", 850, ""),
        ("ให้แม่ (Allowance for mom)", 5000, ""),
    ],
    "มี.ค. 68": [
        ("ผ่อนบ้าน (Mortgage)", 14200, "ธอส."), ("ค่าไฟบ้าน (Electricity)", 2551.32, ""),
        ("ค่าน้ำ (Water)", 342, ""), ("อินเทอร์เน็ต (Internet)", 699, "3BB"),
        ("กับข้าว/ของใช้ (Groceries)", 13200, ""), ("น้ำมันรถ (Fuel)", 3450, ""),
        ("เรียนพิเศษมายด์ (Mind's tutoring)", 2500, "คณิต+อังกฤษ"), ("ค่ายา/หมอแม่ (Mom's medical)", 1500, ""),
        ("ให้แม่ (Allowance for mom)", 5000, ""),
    ],
    "เม.ย. 68": [
        ("ผ่อนบ้าน (Mortgage)", 14200, "ธอส."), ("ค่าไฟบ้าน (Electricity)", 2918.4, "แอร์เปิดทั้งวัน"),
        ("ค่าน้ำ (Water)", 386.27, ""), ("อินเทอร์เน็ต (Internet)", 699, "3BB"),
        ("กับข้าว/ของใช้ (Groceries)", 15600, "สงกรานต์"), ("น้ำมันรถ (Fuel)", 4100, "ไปลำพูน"),
        ("เรียนพิเศษมายด์ (Mind's tutoring)", 3800, "คอร์สซัมเมอร์"), ("ค่ายา/หมอแม่ (Mom's medical)", 2350, ""),
        ("ให้แม่ (Allowance for mom)", 5000, ""), ("ทัศนศึกษามายด์ (School trip)", 650, "อุทยานวิทยาศาสตร์"),
    ],
}


def _spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", _round2(sum(row[1] for row in rows)), ""])
        money_format(sheet, 2)
    book.save(path)


WORKSPECT = {
    "todo.md": "- ส่งงานแปลลานนาวีซ่าก่อน 25 มี.ค.\n- โอนค่าเทอมมายด์ก่อน 15 พ.ค.\n"
               "- จ่ายเบี้ยประกันสุขภาพมายด์\n- คุยเจ้าของห้องเรื่องต่อสัญญาเช่าร้าน\n",
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "งานร้าน"
    home = docs / "บ้าน"
    for folder in (shop / "ใบเสนอราคา", shop / "ลูกค้า", shop / "Suppliers", shop / "บัญชี", shop / "สัญญา",
                   shop / "Notes", home / "บิล", home / "ประกัน", home / "มายด์", docs / "Personal"):
        folder.mkdir(parents=True, exist_ok=True)
    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_เชียงใหม่ลีกัล_ร่าง.docx", LAW_DRAFT_TOP, LAW_DRAFT_TABLE, bottom=LAW_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เชียงใหม่ลีกัล_final.docx", LAW_FINAL_TOP, LAW_FINAL_TABLE, bottom=LAW_FINAL_BOTTOM)
    write_docx(quotes / "Quote_LannaVisa_Mar2025.docx", LANNA_TOP, LANNA_TABLE, bottom=LANNA_BOTTOM)
    write_docx(quotes / "Quote_NorthStar_Hospital_Mar2025.docx", NORTHSTAR_TOP, NORTHSTAR_TABLE,
               bottom=NORTHSTAR_BOTTOM)
    write_docx(shop / "ลูกค้า" / "Letter_Mr_Hoffmann_German_visa.docx", HOFFMANN_LETTER)
    write_texts(shop / "ลูกค้า", {"LINE_คุณนิด_ลานนาวีซ่า.txt": LINE_LANNA,
                                  "email_NorthStar_revised_quote.txt": EMAIL_NORTHSTAR})
    make_pdf(shop / "Suppliers" / "NotaryPlus_pricelist_2025.pdf", NOTARY_2025)
    write_docx(shop / "Suppliers" / "ใบราคา_โนตารีพลัส_2567.docx", NOTARY_2567, NOTARY_2567_TABLE,
               bottom=NOTARY_2567_BOTTOM)
    make_pdf(shop / "Suppliers" / "PrintHub_invoice_PH-25-0412.pdf", PRINTHUB_INVOICE)
    _month_book(shop / "บัญชี" / "sales_2568.xlsx", "2568", REVENUE_2568, EXPENSES_2568, 6)
    _month_book(shop / "บัญชี" / "sales_2567.xlsx", "2567", REVENUE_2567, EXPENSES_2567, 12)
    _payments(shop / "บัญชี" / "freelancer_payments_2568.xlsx")
    make_pdf(shop / "บัญชี" / "PEA_shop_Apr2025.pdf", PEA_SHOP_APR)
    write_docx(shop / "สัญญา" / "สัญญาจ้างนักแปล_พิมพ์ชนก.docx", FREELANCE_CONTRACT)
    write_docx(shop / "สัญญา" / "สัญญาเช่าร้าน_นิมมาน.docx", SHOP_LEASE)
    write_texts(shop / "Notes", {"บันทึกประชุมนักแปล_พ.ค.68.md": MEETING_NOTES,
                                 "glossary_medical_TH-EN.md": GLOSSARY})
    write_slides(shop / "Notes" / "plan_2569.pptx", PLAN_SLIDES)

    make_pdf(home / "บิล" / "PEA_home_Mar2025.pdf", PEA_HOME_MAR)
    make_pdf(home / "บิล" / "PEA_home_Apr2025.pdf", PEA_HOME_APR)
    make_pdf(home / "บิล" / "PWA_water_Apr2025.pdf", PWA_APR)
    make_pdf(home / "ประกัน" / "SiamCare_renewal_letter_2025.pdf", SIAMCARE_LETTER)
    write_texts(home / "ประกัน", {"ประกันรถ_Revo_2568.md": CAR_INSURANCE})
    write_docx(home / "มายด์" / "ใบแจ้งค่าเทอม_มายด์_เทอม1-2568.docx", FEE_TERM1_TOP, FEE_TERM1_TABLE,
               bottom=FEE_TERM1_BOTTOM)
    write_docx(home / "มายด์" / "ใบแจ้งค่าเทอม_มายด์_เทอม2-2567.docx", FEE_TERM2_TOP, FEE_TERM2_TABLE,
               bottom=FEE_TERM2_BOTTOM)
    write_texts(home / "มายด์", {"ลิสต์ของใช้มายด์_เปิดเทอม.md": SCHOOL_LIST})
    _spending(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(home, {"LINE_บ้านเรา.txt": FAMILY_LINE})
    write_texts(docs / "Personal", {"สูตรแกงฮังเล.md": HANGLAY})
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
