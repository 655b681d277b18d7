"""The stonemason folder: the papers of a granite and marble workshop owner in Saraburi and his household.

The owner is นายประเสริฐ ศิลาทอง (ช่างเสริฐ, Prasert Silathong). He runs "ศิลาทองแกรนิต" (Silathong Granite &
Marble), a cutting and polishing yard at 112/3 หมู่ 5 ถ.มิตรภาพ ต.ตาลเดี่ยว อ.แก่งคอย จ.สระบุรี: kitchen
countertops, vanity tops, gravestones and ฮวงซุ้ย. His wife อรุณี (พี่อร) keeps the books, their daughter ใบเตย
(ด.ญ.กัญญาภัค) is in ม.1, his father พ่อเปลื้อง lives with them. It is November 2568 (2025).

Documents/ศิลาทองแกรนิต/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ท็อปครัว_คุณวิไลวรรณ_ร่าง.docx: draft quote QT-68-112 to คุณวิไลวรรณ ธนากร, a
  Black Galaxy kitchen top and island, 68,400 (table of items).
- ใบเสนอราคา/ใบเสนอราคา_ท็อปครัว_คุณวิไลวรรณ_ฉบับจริง.docx: the final of the same quote after measuring on site,
  other figures, 72,520, deposit 36,260, install 2 ธ.ค. 2568.
- ใบเสนอราคา/ใบเสนอราคา_ป้ายหลุมศพ_ตระกูลเจริญผล.docx: a formal gravestone quote to another family, 28,900.
- เอกสารร้าน/สัญญาจ้างงานหิน_โครงการบ้านสวนภูแก้ว.docx: contract with ภูแก้วพร็อพเพอร์ตี้ for granite in
  24 houses at 38,500 a house (924,000), retention 5%, penalty 1,000 a day.
- เอกสารร้าน/หนังสือแจ้งค่าเช่าที่ดินโรงงาน_2569.docx: the landowner's letter, yard rent 9,000 -> 10,500 from
  1 ม.ค. 2569.
- เอกสารร้าน/PEA_workshop_bill_Oct2025.pdf: the yard's 3-phase electricity bill, 14,382.65 due 3 Nov 2025.
- เอกสารร้าน/SiamHeritageBank_loan_notice_Oct2025.pdf: the bank's English letter on the crane-truck loan, rate
  6.50% -> 6.25%, instalment 15,320 -> 15,140 from 5 Dec 2025.
- Suppliers/KhaoYaiStone_pricelist_2025.pdf: English slab price list of Khao Yai Stone Trading Co., Ltd. 2025.
- Suppliers/ราคาแผ่นหิน_เขาใหญ่สโตน_2567.docx: last year's list of the same firm in Thai
  (บริษัท เขาใหญ่สโตนเทรดดิ้ง จำกัด).
- Suppliers/KhaoYaiStone_invoice_KYS-25-0932.pdf: an October slab invoice, 94,095.80, due 15 Nov 2025.
- Suppliers/email_KhaoYaiStone_price_Dec2025.txt: an email: Black Galaxy 2,890 THB/m2 from 1 Dec, Wednesday
  deliveries.
- Suppliers/ItalStone_bridge_saw_quotation.pdf and Suppliers/ใบเสนอราคา_เครื่องตัดสะพาน_ไทยสโตนทูลส์.docx: two
  similar bridge-saw quotes from two firms (625,950 vs 532,860 with VAT).
- Suppliers/SiamDiamond_tools_invoice_Oct2025.pdf: blades, polishing pads, core bits, epoxy, 19,790.
- บัญชี/รายรับรายจ่าย_ศิลาทอง_2568.xlsx: this year's book, two sheets (income by month; expenses by month).
- บัญชี/รายรับรายจ่าย_ศิลาทอง_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต็อกแผ่นหิน_พ.ย.68.xlsx: slab stock count (two sheets: slabs; offcuts).
- บัญชี/ค่าแรงช่าง_ตุลาคม68.md: the October wages of four workers, 56,360.
- แชท/แชทไลน์_คุณจิราพร_ป้ายหลุมศพ.txt: LINE chat about a headstone; 24,500 -> 19,800 -> settled at 21,300.
- แชท/แชทไลน์_โฟร์แมนภูแก้ว.txt: LINE chat with the housing project's foreman; first batch moved to 6 houses.
- แผนธุรกิจ_ปี2569.pptx: slides, next year's plan (2,600,000 target, bridge saw budget 550,000).
- วิธีดูแลหินแกรนิต_แจกลูกค้า.md: a care sheet handed to customers.

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English household bills.
- ประกัน/PasakLife_health_renewal_2025.pdf: English renewal letter for the daughter's health policy (25,800 a
  year); paid monthly 2,150 to ป่าสักประกันชีวิต in the household book.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: fee notices (25,250; 25,900).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัว.txt: the family's LINE group.
- ทริปหัวหิน_ธ.ค.68.md: plan for a family trip at the end of December.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ศิลาทองแกรนิต (Silathong Granite & Marble) 112/3 หมู่ 5 ถ.มิตรภาพ ต.ตาลเดี่ยว อ.แก่งคอย "
            "จ.สระบุรี 18110 โทร 081-947-2265")

# ---------------------------------------------------------------- customer quotes
KITCHEN_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-112",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ ธนากร  88/15 หมู่บ้านพฤกษาวิลล์ ต.ปากเพรียว อ.เมือง จ.สระบุรี",
    "เรื่อง ท็อปเคาน์เตอร์ครัวรูปตัว L และเกาะกลาง หินแกรนิตแบล็คกาแล็คซี่ หนา 2 ซม.",
]
KITCHEN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ท็อปเคาน์เตอร์ครัว แบล็คกาแล็คซี่ ลึก 60 ซม.", "4.5 ม.", "8,200", "36,900"),
    ("ท็อปเกาะกลาง 90 x 180 ซม. ขอบมน", "1 ชุด", "18,500", "18,500"),
    ("เจาะช่องซิงค์ / ช่องเตาแก๊ส", "2 ช่อง", "1,500", "3,000"),
    ("ค่าขนส่งและติดตั้ง", "1 งาน", "10,000", "10,000"),
    ("รวมทั้งสิ้น", "", "", "68,400"),
]
KITCHEN_DRAFT_BOTTOM = ["รวมทั้งสิ้น 68,400 บาท (หกหมื่นแปดพันสี่ร้อยบาทถ้วน)",
                        "ร่าง ยังไม่ส่ง ต้องไปวัดหน้างานจริงก่อน ความยาวอาจไม่ตรงกับแบบ"]
KITCHEN_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-112 (ฉบับแก้ไขหลังวัดหน้างาน)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ ธนากร  88/15 หมู่บ้านพฤกษาวิลล์ ต.ปากเพรียว อ.เมือง จ.สระบุรี",
    "เรื่อง ท็อปเคาน์เตอร์ครัวรูปตัว L และเกาะกลาง หินแกรนิตแบล็คกาแล็คซี่ หนา 2 ซม.",
]
KITCHEN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ท็อปเคาน์เตอร์ครัว แบล็คกาแล็คซี่ ลึก 60 ซม.", "4.8 ม.", "8,200", "39,360"),
    ("ท็อปเกาะกลาง 90 x 180 ซม. ขอบมน", "1 ชุด", "18,500", "18,500"),
    ("เจาะช่องซิงค์ / ช่องเตาแก๊ส / ช่องซิงค์เล็กที่เกาะ", "3 ช่อง", "1,500", "4,500"),
    ("บัวกันน้ำหลังเคาน์เตอร์ สูง 10 ซม.", "4.8 ม.", "450", "2,160"),
    ("ค่าขนส่งและติดตั้ง (ลดให้)", "1 งาน", "8,000", "8,000"),
    ("รวมทั้งสิ้น", "", "", "72,520"),
]
KITCHEN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 72,520 บาท (เจ็ดหมื่นสองพันห้าร้อยยี่สิบบาทถ้วน)",
    "มัดจำ 50% = 36,260 บาท เมื่อตกลงสั่งงาน ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "กำหนดติดตั้ง 2 ธันวาคม 2568 รับประกันรอยต่อและการติดตั้ง 1 ปี",
    "ลงชื่อ ประเสริฐ ศิลาทอง ผู้เสนอราคา",
]
GRAVE_QUOTE = [
    SHOP_TOP,
    "ใบเสนอราคา เลขที่ QT-68-118  วันที่ 25 ตุลาคม 2568",
    "เรียน คุณสุเมธ เจริญผล  ต.ทับกวาง อ.แก่งคอย จ.สระบุรี",
    "เรื่อง ป้ายหลุมศพและหน้าฮวงซุ้ย ตระกูลเจริญผล สุสานมูลนิธิแก่งคอย",
]
GRAVE_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ป้ายหินแกรนิตดำอินเดีย 60 x 90 ซม. หนา 3 ซม. แกะสลักตัวอักษรจีน-ไทย ลงสีทอง", "1 แผ่น", "16,500"),
    ("รูปเซรามิกผู้วายชนม์ 5 x 7 นิ้ว กันน้ำ", "1 รูป", "2,400"),
    ("หินแกรนิตชมพูตาก ปูหน้าฮวงซุ้ยและขอบ", "4 ตร.ม.", "7,000"),
    ("ค่าติดตั้งที่สุสาน", "1 งาน", "3,000"),
    ("รวม", "", "28,900"),
]
GRAVE_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 28,900 บาท ใช้เวลาทำ 20 วันหลังได้ตัวอักษรที่ถูกต้องจากทางครอบครัว",
    "มัดจำ 10,000 บาท ส่วนที่เหลือชำระวันติดตั้ง",
]

# ---------------------------------------------------------------- contract, landowner's letter
PROJECT_CONTRACT = [
    "สัญญาจ้างเหมาจัดหาและติดตั้งงานหินแกรนิต",
    "สัญญาเลขที่ PK-SUB-0711/2568  ทำที่ สำนักงานโครงการบ้านสวนภูแก้ว อ.เมือง จ.สระบุรี  วันที่ 24 ตุลาคม 2568",
    "ระหว่าง บริษัท ภูแก้วพร็อพเพอร์ตี้ จำกัด โดย นายธีรวัฒน์ ภูแก้วกุล กรรมการผู้จัดการ "
    "ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายประเสริฐ ศิลาทอง ร้านศิลาทองแกรนิต ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
PROJECT_CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างจัดหาและติดตั้งท็อปหินแกรนิตแอ็บโซลูทแบล็ค ท็อปเคาน์เตอร์ครัว 1 ชุด "
     "และท็อปอ่างล้างหน้า 2 ชุด ต่อหลัง\nรวม 24 หลัง ในโครงการบ้านสวนภูแก้ว เฟส 2"),
    ("ข้อ 2 ค่าจ้าง", "หลังละ 38,500 บาท รวม 24 หลัง เป็นเงิน 924,000 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)"),
    ("ข้อ 3 ระยะเวลา", "เริ่มงานวันที่ 1 พฤศจิกายน 2568 แล้วเสร็จทั้งหมดภายในวันที่ 30 เมษายน 2569"),
    ("ข้อ 4 การจ่ายเงิน", "ผู้รับจ้างวางบิลเป็นงวด งวดละ 6 หลังที่ตรวจรับแล้ว "
     "ผู้ว่าจ้างชำระภายใน 30 วันนับจากวันวางบิล\nผู้ว่าจ้างหักเงินประกันผลงานไว้ 5% ของแต่ละงวด "
     "คืนให้เมื่อพ้นระยะรับประกัน 1 ปี"),
    ("ข้อ 5 ค่าปรับ", "หากส่งงานล่าช้ากว่ากำหนด ผู้ว่าจ้างปรับวันละ 1,000 บาทต่อหลัง"),
    ("ข้อ 6 การรับประกัน", "ผู้รับจ้างรับประกันรอยแตก รอยต่อ และการยุบตัวของท็อป 1 ปี นับจากวันตรวจรับ"),
]
PROJECT_CONTRACT_BOTTOM = ["ลงชื่อ ธีรวัฒน์ ภูแก้วกุล ผู้ว่าจ้าง", "ลงชื่อ ประเสริฐ ศิลาทอง ผู้รับจ้าง",
                           "ลงชื่อ อรุณี ศิลาทอง พยาน"]

LAND_LETTER = [
    "บ้านเลขที่ 45 หมู่ 5 ต.ตาลเดี่ยว อ.แก่งคอย จ.สระบุรี",
    "1 พฤศจิกายน 2568",
    "เรื่อง แจ้งปรับค่าเช่าที่ดินและต่อสัญญาเช่า",
    "เรียน คุณประเสริฐ ศิลาทอง ผู้เช่าที่ดินโฉนดเลขที่ 21874 (เนื้อที่ 2 ไร่ ริมถนนมิตรภาพ)",
    "ตามที่ท่านเช่าที่ดินทำลานตัดหินมาตั้งแต่ปี 2562 สัญญาเช่าฉบับปัจจุบันจะสิ้นสุดวันที่ 31 ธันวาคม 2568 "
    "ดิฉันยินดีให้เช่าต่ออีก 3 ปี แต่ขอปรับค่าเช่าจากเดิมเดือนละ 9,000 บาท เป็นเดือนละ 10,500 บาท "
    "ตั้งแต่วันที่ 1 มกราคม 2569 เป็นต้นไป เนื่องจากภาษีที่ดินและสิ่งปลูกสร้างสูงขึ้น",
    "ขอให้ท่านช่วยดูแลเรื่องฝุ่นหินและน้ำล้างหินไม่ให้ไหลลงคลองข้างที่ดิน ตามที่ อบต. ตักเตือนมา",
    "หากตกลงต่อสัญญา กรุณาแจ้งภายในวันที่ 15 ธันวาคม 2568 เพื่อนัดทำสัญญาใหม่",
    "ขอแสดงความนับถือ",
    "นางบุญเรือน มั่นคง เจ้าของที่ดิน โทร 089-663-1502",
]

# ---------------------------------------------------------------- business pdfs
WORKSHOP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Kaeng Khoi Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT - SMALL GENERAL SERVICE (3-PHASE)\n"
    "Account name: Silathong Granite (Mr. Prasert Silathong)\n"
    "Address: 112/3 Moo 5, Mittraphap Road, Tan Diao, Kaeng Khoi, Saraburi 18110\n"
    "Customer no. 020034117652\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 48,915 -> 51,761   Units used: 2,846 kWh\n"
    "Energy charge 12,850.62  Ft 557.82  Service 33.29  VAT 7% 940.92\n"
    "AMOUNT DUE: 14,382.65 THB\n"
    "Due date: 3 Nov 2025\n"
    "Late payment may lead to disconnection and a reconnection fee.",
]
BANK_LETTER = [
    "SIAM HERITAGE BANK PUBLIC COMPANY LIMITED\n"
    "SME Banking - Saraburi Branch, Phahonyothin Road, Saraburi 18000\n"
    "22 October 2025\n"
    "\n"
    "Mr. Prasert Silathong\n"
    "Silathong Granite, 112/3 Moo 5, Tan Diao, Kaeng Khoi, Saraburi 18110\n"
    "\n"
    "Re: Change of interest rate - SME term loan no. SME-6603-1187\n"
    "Dear Mr. Prasert,\n"
    "Following the Bank's reduction of its MLR, we are pleased to inform you that the interest rate on\n"
    "your term loan (6-wheel crane truck, Hino FC9J) will change from 6.50% to 6.25% per annum,\n"
    "effective 1 November 2025.\n"
    "Outstanding principal as of 20 Oct 2025: 612,400.00 THB\n"
    "Monthly instalment: from 15,320.00 THB to 15,140.00 THB, starting with the instalment due 5 Dec 2025.\n"
    "The loan term is unchanged; the last instalment remains due on 5 Apr 2029.\n"
    "Direct debit from current account 402-3-11870-5 continues as before.\n"
    "\n"
    "For questions please contact your relationship manager, Khun Nattaya, 036-211-480.\n"
    "Yours sincerely,\n"
    "SME Credit Administration",
]
KYS_PRICES_2025 = [
    "KHAO YAI STONE TRADING CO., LTD.\n"
    "219 Moo 12, Mittraphap Road, Pak Chong, Nakhon Ratchasima 30130  Tel. 044-316-728\n"
    "SLAB PRICE LIST 2025 (granite and marble, 2 cm, polished)\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per square metre, excluding VAT.\n"
    "\n"
    "Absolute Black (India) ............. 2,350 THB/m2\n"
    "Black Galaxy (India) ............... 2,680 THB/m2\n"
    "Tan Brown (India) .................. 1,950 THB/m2\n"
    "Kashmir White (India) .............. 2,450 THB/m2\n"
    "Tak Pink granite (Thailand) ........ 1,150 THB/m2\n"
    "Carrara white marble (Italy) ....... 3,900 THB/m2\n"
    "\n"
    "3 cm slabs: add 40%. Minimum order 20 m2.\n"
    "Free delivery to Saraburi and Lop Buri for orders over 40,000 THB.\n"
    "Payment: 30 days credit for registered workshops.\n"
    "Contact: Chaiwat Ong-art, sales@khaoyaistone.co.th",
]
KYS_PRICES_2567 = ["บริษัท เขาใหญ่สโตนเทรดดิ้ง จำกัด  อ.ปากช่อง จ.นครราชสีมา",
                   "ใบราคาแผ่นหิน ปี 2567 (มกราคม – ธันวาคม 2567) หินขัดเงา หนา 2 ซม.",
                   "ราคาต่อตารางเมตร ยังไม่รวมภาษีมูลค่าเพิ่ม"]
KYS_PRICES_2567_TABLE = [
    ("ชนิดหิน", "ราคา"),
    ("แอ็บโซลูทแบล็ค (อินเดีย)", "2,200 บาท/ตร.ม."),
    ("แบล็คกาแล็คซี่ (อินเดีย)", "2,450 บาท/ตร.ม."),
    ("แทนบราวน์ (อินเดีย)", "1,880 บาท/ตร.ม."),
    ("แคชเมียร์ไวท์ (อินเดีย)", "2,300 บาท/ตร.ม."),
    ("แกรนิตชมพูตาก", "1,100 บาท/ตร.ม."),
    ("หินอ่อนคาร์ราร่าขาว (อิตาลี)", "3,650 บาท/ตร.ม."),
]
KYS_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 15 ตร.ม. ส่งฟรีถึงสระบุรีเมื่อสั่งเกิน 35,000 บาท",
                          "ติดต่อ คุณชัยวัฒน์ องอาจ ฝ่ายขาย"]
KYS_INVOICE = [
    "KHAO YAI STONE TRADING CO., LTD.\n"
    "TAX INVOICE / INVOICE No. KYS-25-0932\n"
    "Date: 16 Oct 2025          Due date: 15 Nov 2025\n"
    "Customer: Silathong Granite (Mr. Prasert Silathong), Tan Diao, Kaeng Khoi, Saraburi\n"
    "\n"
    "Item                             Qty      Unit price   Amount\n"
    "Black Galaxy (India) 2 cm        18 m2    2,680.00     48,240.00\n"
    "Absolute Black (India) 2 cm      12 m2    2,350.00     28,200.00\n"
    "Tak Pink granite 2 cm            10 m2    1,150.00     11,500.00\n"
    "\n"
    "Subtotal 87,940.00   VAT 7% 6,155.80\n"
    "TOTAL DUE: 94,095.80 THB\n"
    "Please transfer to Bangkok Bank, account Khao Yai Stone Trading Co., Ltd., 361-7-04518-2.",
]
KYS_EMAIL = """From: Chaiwat Ong-art <sales@khaoyaistone.co.th>
To: silathonggranite@gmail.com
Date: Tue, 4 Nov 2025 09:17
Subject: Black Galaxy price and delivery day from 1 December

Dear Khun Prasert,

Thank you for your October order (invoice KYS-25-0932). Two changes from 1 December 2025:

1. Black Galaxy (India) 2 cm will be 2,890 THB/m2 (the 2025 price list says 2,680 THB/m2). The new
   container costs more because of freight from Chennai and the exchange rate.
2. Our truck will deliver to Saraburi on Wednesday only, not Monday and Thursday as before.

Absolute Black, Tan Brown and Tak Pink stay at list price. If you pay within 7 days of the invoice we
can still give 2% discount.

Best regards,
Chaiwat Ong-art
Sales, Khao Yai Stone Trading Co., Ltd.
044-316-728
"""
ITALSTONE_QUOTE = [
    "ITALSTONE MACHINERY ASIA CO., LTD.\n"
    "Stone processing machines - Bang Na-Trat Road km 14, Bang Phli, Samut Prakan\n"
    "QUOTATION No. IMA-Q-2510-044     Date: 21 Oct 2025\n"
    "To: Silathong Granite (Khun Prasert), Kaeng Khoi, Saraburi\n"
    "\n"
    "Bridge saw, model BS-450 Plus, blade up to 450 mm, 45-degree tilting head,\n"
    "cutting table 3,200 x 2,000 mm, laser line, 11 kW motor\n"
    "Price: 585,000.00 THB\n"
    "VAT 7%: 40,950.00 THB\n"
    "Total: 625,950.00 THB\n"
    "\n"
    "Includes delivery to Saraburi, installation and 2 days of operator training.\n"
    "Delivery: 45 days after deposit. Payment: 40% deposit, 60% before delivery.\n"
    "Warranty: 1 year on parts and labour.\n"
    "This quotation is valid until 30 November 2025.\n"
    "Sales: Khun Pongsakorn 081-552-7704",
]
THAITOOLS_QUOTE = ["บริษัท ไทยสโตนทูลส์ จำกัด  ถ.รัตนาธิเบศร์ อ.เมือง จ.นนทบุรี โทร 02-589-3361",
                   "ใบเสนอราคา เลขที่ TST-6810-227  วันที่ 28 ตุลาคม 2568",
                   "เรียน คุณประเสริฐ ศิลาทอง ร้านศิลาทองแกรนิต อ.แก่งคอย จ.สระบุรี",
                   "เรื่อง เครื่องตัดหินแบบสะพาน"]
THAITOOLS_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("เครื่องตัดหินแบบสะพาน รุ่น TST-400 ใบตัดได้ถึง 400 มม. หัวเอียง 45 องศา โต๊ะ 3,000 x 1,800 มม. "
     "มอเตอร์ 7.5 kW", "1 เครื่อง", "498,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "34,860"),
    ("รวมทั้งสิ้น", "", "532,860"),
]
THAITOOLS_BOTTOM = [
    "ราคารวมค่าขนส่งและติดตั้งที่สระบุรี สอนใช้งาน 1 วัน",
    "ส่งของภายใน 30 วันหลังวางมัดจำ มัดจำ 30% ส่วนที่เหลือชำระวันติดตั้ง",
    "รับประกัน 2 ปี (ไม่รวมใบตัดและสายพาน)",
    "ยืนราคาถึง 15 ธันวาคม 2568",
    "ผู้เสนอราคา นายสุรชัย วงศ์ประเสริฐ ฝ่ายขาย 086-240-9918",
]
DIAMOND_INVOICE = [
    "SIAM DIAMOND TOOLS LTD., PART.\n"
    "Blades and abrasives for stone - Sao Hai, Saraburi\n"
    "INVOICE No. SDT-6811        Date: 9 Oct 2025\n"
    "Bill to: Silathong Granite, Kaeng Khoi\n"
    "\n"
    "Diamond saw blade 400 mm (granite)   2 pcs    x 4,800.00   9,600.00\n"
    "Polishing pad set 100 mm (7 steps)   4 sets   x 1,250.00   5,000.00\n"
    "Core bit 35 mm (tap holes)           3 pcs    x   890.00   2,670.00\n"
    "Stone epoxy glue 1 kg                6 cans   x   420.00   2,520.00\n"
    "\n"
    "TOTAL 19,790.00 THB   Paid by transfer 10 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- books
COUNTER_2568 = [112000, 98500, 134200, 121800, 145600, 118300, 96400, 102700, 124900, 138600]
GRAVE_2568 = [64500, 71200, 128400, 96300, 45200, 38600, 41300, 52800, 47900, 61200]
REPAIR_2568 = [8600, 7200, 9800, 6500, 11400, 8900, 7300, 6800, 9200, 10500]
STONE_2568 = [78400, 82600, 121500, 98700, 88300, 76400, 69800, 74200, 86500, 101300]
WAGES_2568 = [54000, 54000, 58500, 58500, 54000, 54000, 54000, 54000, 55940, 56360]
POWER_2568 = [12100, 11800, 13900, 14600, 13200, 12700, 12300, 12900, 13650.40, 14382.65]
TOOLS_2568 = [6200, 5400, 8800, 7100, 6600, 5900, 4800, 6300, 7200, 19790]
COUNTER_2567 = [98600, 91200, 118700, 109400, 126300, 104800, 88900, 95100, 110600, 121400, 133800, 152300]
GRAVE_2567 = [58300, 66900, 119600, 88200, 41800, 36100, 39700, 47600, 44300, 55800, 49200, 63400]
REPAIR_2567 = [7400, 6800, 8900, 5600, 9700, 7800, 6900, 6100, 8300, 9600, 8800, 10200]
STONE_2567 = [71200, 74800, 109300, 91500, 80600, 69900, 63100, 68400, 79200, 88700, 92400, 104600]
WAGES_2567 = [49500, 49500, 54000, 54000, 49500, 49500, 49500, 49500, 51300, 51300, 51300, 55800]
POWER_2567 = [11200, 10900, 12800, 13700, 12400, 11900, 11300, 11800, 12200, 12900, 12600, 13400]
TOOLS_2567 = [5800, 5100, 7900, 6600, 6100, 5500, 4600, 5900, 6800, 7400, 6900, 8200]
LOAN = 15320


def income_totals(counter: list, grave: list, repair: list) -> list[int]:
    return [a + b + c for a, b, c in zip(counter, grave, repair)]


def _book(path: Path, year: str, counter: list, grave: list, repair: list, stone: list, wages: list,
          power: list, tools: list) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับร้านศิลาทองแกรนิต ปี {year} (Monthly income {year})"])
    income.append(["เดือน (Month)", "ท็อปครัว/บิวท์อิน (Countertops, THB)", "ป้ายหลุมศพ/ฮวงซุ้ย (Gravestones, THB)",
                   "ติดตั้ง/ซ่อม (Install & repair, THB)", "รวม (Total, THB)"])
    for month, a, b, c in zip(MONTHS, counter, grave, repair):
        income.append([f"{month} {year}", a, b, c, a + b + c])
    income.append(["รวมทั้งปี (Year total)", sum(counter), sum(grave), sum(repair),
                   sum(counter) + sum(grave) + sum(repair)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้านศิลาทองแกรนิต ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าแผ่นหิน (Stone slabs)", "ค่าแรงช่าง (Wages)", "ค่าเช่าที่ (Yard rent)",
                  "ค่าไฟโรงงาน (Workshop power)", "ใบตัด/อุปกรณ์ (Tools)", "ผ่อนรถเครน (Truck loan)", "รวม (Total)"])
    for month, s, w, p, t in zip(MONTHS, stone, wages, power, tools):
        costs.append([f"{month} {year}", s, w, 9000, p, t, LOAN, round(s + w + 9000 + p + t + LOAN, 2)])
    for column in range(2, 9):
        money_format(costs, column)
    book.save(path)


STOCK_HEADERS = ("ชนิดหิน (Stone)", "ความหนา (Thickness)", "จำนวนแผ่น (Slabs)", "พื้นที่ (m2)",
                 "ทุนต่อ ตร.ม. (Cost/m2)", "มูลค่า (Value, THB)")
STOCK = [
    ("แบล็คกาแล็คซี่ (Black Galaxy)", "2 ซม.", 5, 21.5, 2680),
    ("แอ็บโซลูทแบล็ค (Absolute Black)", "2 ซม.", 9, 38.7, 2350),
    ("แอ็บโซลูทแบล็ค (Absolute Black)", "3 ซม.", 3, 12.9, 3290),
    ("แทนบราวน์ (Tan Brown)", "2 ซม.", 2, 8.6, 1950),
    ("แกรนิตชมพูตาก (Tak Pink)", "2 ซม.", 6, 25.8, 1150),
    ("หินอ่อนคาร์ราร่า (Carrara)", "2 ซม.", 1, 4.2, 3900),
]
OFFCUTS = [
    ("เศษแกรนิตดำ ขนาดไม่เกิน 60x90 ซม.", 14, "ใช้ทำป้ายหลุมศพเล็ก/ป้ายบ้านเลขที่"),
    ("เศษแบล็คกาแล็คซี่ ยาว 1-1.5 ม.", 4, "ทำท็อปอ่างล้างหน้าได้"),
    ("เศษชมพูตาก", 22, "ปูหน้าฮวงซุ้ย"),
    ("เศษคาร์ราร่า", 3, "ร้าว 1 แผ่น ใช้ทำเขียงหิน"),
]


def _stock(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "แผ่นเต็ม Slabs"
    sheet.append(["ตรวจนับสต็อกแผ่นหิน วันที่ 1 พ.ย. 2568 (Slab stock count)"])
    sheet.append(list(STOCK_HEADERS))
    for stone, thick, slabs, area, cost in STOCK:
        sheet.append([stone, thick, slabs, area, cost, round(area * cost, 2)])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in STOCK), round(sum(r[3] for r in STOCK), 1), "",
                  round(sum(r[3] * r[4] for r in STOCK), 2)])
    for column in (5, 6):
        money_format(sheet, column)
    cuts = book.create_sheet("เศษหิน Offcuts")
    cuts.append(["ชิ้น (Piece)", "จำนวนชิ้น (Pieces)", "หมายเหตุ (Note)"])
    for row in OFFCUTS:
        cuts.append(list(row))
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1765.40, "PEA"), ("ค่าน้ำประปา (Water)", 298, "กปภ."),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, "3BB"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3200, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 2150, "ป่าสักประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1640, "รพ.สระบุรี"), ("ค่ารถตู้รับส่งนักเรียน (School van)", 1800, ""),
                  ("เรียนพิเศษคณิต (Maths tutor)", 2400, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1918.75, "PEA"), ("ค่าน้ำประปา (Water)", 312, "กปภ."),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, "3BB"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3450, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 2150, "ป่าสักประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1640, "รพ.สระบุรี"), ("ค่ารถตู้รับส่งนักเรียน (School van)", 1800, ""),
                  ("เรียนพิเศษคณิต (Maths tutor)", 2400, ""), ("ซ่อมปั๊มน้ำ (Water pump repair)", 1350, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1842.30, "PEA"), ("ค่าน้ำประปา (Water)", 326.50, "กปภ."),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 749, "3BB"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3380, ""),
                  ("ประกันสุขภาพใบเตย (Child health insurance)", 2150, "ป่าสักประกันชีวิต"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 2890, "รพ.สระบุรี"),
                  ("ค่ารถตู้รับส่งนักเรียน (School van)", 1800, ""), ("ทำบุญออกพรรษา (Temple)", 1500, "")],
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
    top = ["โรงเรียนพัฒนาวิทย์ สระบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.กัญญาภัค ศิลาทอง  ชั้น ม.1/3  เลขประจำตัว 30982"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 020-2-58813-4 แล้วส่งสลิปทางไลน์ห้อง",
              "ชำระล่าช้า ปรับวันละ 40 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "4,500"),
                           ("ค่าหนังสือ ชุดพละ และอุปกรณ์", "3,950")], "25,250", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวัน", "4,500"),
                           ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "2,200"), ("ค่าเรียนภาษาจีนเสริม", "2,400")],
                "25,900", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Kaeng Khoi Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT - RESIDENTIAL\n"
    "Account name: Mrs. Arunee Silathong\n"
    "Address: 27/9 Moo 2, Song Khon, Kaeng Khoi, Saraburi 18110\n"
    "Customer no. 020034098813\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 30,512 -> 30,898   Units used: 386 kWh\n"
    "Energy charge 1,654.21  Ft 32.50  Service 35.07  VAT 7% 120.52\n"
    "AMOUNT DUE: 1,842.30 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Kaeng Khoi Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mrs. Arunee Silathong    Account: 5514-002871\n"
    "Address: 27/9 Moo 2, Song Khon, Kaeng Khoi, Saraburi\n"
    "Meter: 1,482 -> 1,507   Water used: 25 cubic metres\n"
    "Water charge 284.24  Service 20.90  VAT 7% 21.36\n"
    "TOTAL 326.50 THB\n"
    "Due date: 7 Nov 2025. Auto-debit: not registered.",
]
HEALTH_RENEWAL = [
    "PASAK LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Saraburi Service Office, Sut Banthat Road\n"
    "30 October 2025\n"
    "\n"
    "POLICY RENEWAL NOTICE - CHILD HEALTH PLAN (IPD/OPD)\n"
    "Dear Mrs. Arunee Silathong,\n"
    "The health policy no. PSL-H-558712 for the insured child below expires on 14 Dec 2025.\n"
    "Insured: Miss Kanyaphak Silathong, age 13\n"
    "\n"
    "Renewal period: 15 Dec 2025 - 14 Dec 2026\n"
    "Room and board: 3,000 THB per day; annual IPD limit 1,000,000 THB; OPD 1,500 THB per visit (30 visits)\n"
    "Annual premium: 25,800 THB (last year 23,400 THB), because the insured has moved to the 13-15 age band.\n"
    "Monthly payment option: 2,150 THB by direct debit (no change to the debit date, the 5th).\n"
    "Please confirm or change the payment mode by 30 Nov 2025 through your agent, Khun Wipa (089-447-2130).\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(income_totals(COUNTER_2568, GRAVE_2568, REPAIR_2568))
    return [
        ("แผนร้านศิลาทองแกรนิต ปี 2569", "Silathong Granite - plan for 2026\nประเสริฐ ศิลาทอง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "งานใหม่: โครงการบ้านสวนภูแก้ว 24 หลัง\n"
                         "ปัญหา: เครื่องตัดเก่าตัดช้า ใบตัดสึกเร็ว, ค่าเช่าที่ขึ้นปีหน้า, ราคาแบล็คกาแล็คซี่ขึ้น"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,600,000 บาท\nงานโครงการบ้านจัดสรร 2 โครงการ\n"
                            "งานป้ายหลุมศพช่วงเช็งเม้ง รับไม่เกิน 40 ชิ้น"),
        ("ซื้อเครื่องตัดแบบสะพาน", "งบไม่เกิน 550,000 บาท รวม VAT\nเทียบ ItalStone กับ ไทยสโตนทูลส์\n"
                                    "ผ่อนกับธนาคาร 36 เดือน"),
        ("คน", "จ้างช่างแกะสลักเพิ่ม 1 คน เดือนละ 15,000 บาท\nส่งช่างเอกไปอบรมงานขัดเงาหินควอตซ์"),
        ("ลานตัดหิน", "ทำบ่อดักตะกอนน้ำล้างหิน งบ 45,000 บาท (อบต. เตือนเรื่องน้ำลงคลอง)\n"
                      "ติดพัดลมดูดฝุ่นในโรงขัด 2 ตัว"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ศิลาทองแกรนิต/แชท/แชทไลน์_คุณจิราพร_ป้ายหลุมศพ.txt": """[18 ต.ค. 68 10:05] จิราพร: สวัสดีค่ะช่างเสริฐ ขอราคาป้ายหลุมศพคุณพ่อค่ะ หินดำ ขนาด 60x90 มีรูปเซรามิก ตัวอักษรทอง
[18 ต.ค. 68 10:31] ศิลาทองแกรนิต: ได้ครับ 60x90 หนา 3 ซม. แกะตัวอักษรลงทอง + รูปเซรามิก รวมติดตั้ง 24,500 บาทครับ
[18 ต.ค. 68 10:40] จิราพร: ขอปรึกษาพี่น้องก่อนนะคะ
[21 ต.ค. 68 19:12] จิราพร: พี่น้องอยากได้เล็กลงค่ะ 50x80 แล้วไม่เอารูปเซรามิก จะเหลือเท่าไหร่คะ
[21 ต.ค. 68 19:30] ศิลาทองแกรนิต: 50x80 ไม่มีรูป เหลือ 19,800 บาทครับ
[22 ต.ค. 68 08:47] จิราพร: คุยกันอีกรอบค่ะ แม่อยากได้รูปพ่อไว้ เอา 50x80 แต่ใส่รูปเซรามิกด้วยนะคะ
[22 ต.ค. 68 09:02] ศิลาทองแกรนิต: ได้ครับ 50x80 มีรูปเซรามิก รวม 21,300 บาทครับ มัดจำ 10,000
[22 ต.ค. 68 09:05] จิราพร: ตกลงค่ะ 21,300 โอนมัดจำแล้วนะคะ ต้องเสร็จก่อนทำบุญ 100 วันคุณพ่อ
[22 ต.ค. 68 09:10] ศิลาทองแกรนิต: รับทราบครับ ไปติดตั้งที่สุสานวันที่ 10 ธ.ค. ครับ ส่งชื่อ-วันเกิด-วันเสียชีวิตที่ถูกต้องมาด้วยนะครับ
[24 ต.ค. 68 20:15] จิราพร: (ส่งไฟล์รูป) ชื่อ นายสมหมาย วงศ์ไพศาล เกิด 3 มี.ค. 2489 เสียชีวิต 1 ก.ย. 2568 ค่ะ
""",
    "ศิลาทองแกรนิต/แชท/แชทไลน์_โฟร์แมนภูแก้ว.txt": """[30 ต.ค. 68 08:20] โฟร์แมนเอ็ม ภูแก้ว: ช่างเสริฐครับ งวดแรกบ้านพร้อมวัดท็อป 4 หลังนะครับ แปลง B03-B06
[30 ต.ค. 68 08:35] ศิลาทองแกรนิต: ได้ครับ เข้าไปวัดวันจันทร์ 3 พ.ย.
[3 พ.ย. 68 16:40] โฟร์แมนเอ็ม ภูแก้ว: วันนี้เพิ่มอีก 2 หลังครับ B07 B08 งวดแรกเป็น 6 หลัง ให้ตรงสัญญา วางบิลทีเดียว
[3 พ.ย. 68 16:52] ศิลาทองแกรนิต: โอเคครับ 6 หลัง ติดตั้งเสร็จภายใน 28 พ.ย.
[3 พ.ย. 68 16:55] โฟร์แมนเอ็ม ภูแก้ว: ท็อปห้องน้ำใช้อ่างแบบวางบนนะครับ เจาะรูก๊อกรูเดียว
[10 พ.ย. 68 11:08] ศิลาทองแกรนิต: ตัดเสร็จ 3 หลังแล้วครับ แอ็บโซลูทแบล็คใกล้หมด สั่งเขาใหญ่สโตนเพิ่มแล้ว
""",
    "ศิลาทองแกรนิต/บัญชี/ค่าแรงช่าง_ตุลาคม68.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|---|
| ช่างต้อม | ตัดหิน/เครื่องตัด | 650 บาท | 26 วัน | 16,900 บาท |
| ช่างเอก | ขัดเงา/ลบมุม | 550 บาท | 26 วัน | 14,300 บาท |
| ลุงบุญมี | แกะสลักตัวอักษร | 700 บาท | 24 วัน | 16,800 บาท |
| น้องโอ๊ต | ผู้ช่วย/ยกของ | 380 บาท | 22 วัน | 8,360 บาท |

รวมค่าแรง ต.ค. 56,360 บาท จ่ายแล้ว 31 ต.ค.
ลุงบุญมีลา 2 วันไปงานศพญาติ ช่างต้อมทำ OT วันอาทิตย์ 1 วัน (รวมในวันทำงานแล้ว)
""",
    "ศิลาทองแกรนิต/วิธีดูแลหินแกรนิต_แจกลูกค้า.md": """# วิธีดูแลท็อปหินแกรนิต (แจกลูกค้า)
- เช็ดด้วยผ้าชุบน้ำสบู่อ่อน ห้ามใช้น้ำยาที่มีกรด (น้ำส้มสายชู มะนาว น้ำยาล้างห้องน้ำ)
- ไม่วางหม้อร้อนจัดตรงรอยต่อ
- หินอ่อนเคลือบกันซึมทุก 6 เดือน แกรนิตปีละครั้ง
- ห้ามยืนหรือนั่งบนท็อปที่ยื่นเกิน 30 ซม.
- รอยต่อแตกภายใน 1 ปี โทรเรียกช่างได้ฟรี 081-947-2265
""",
    "ศิลาทองแกรนิต/Suppliers/email_KhaoYaiStone_price_Dec2025.txt": KYS_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัว.txt": """[27 ต.ค. 68 20:05] อร: พี่เสริฐ ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ
[27 ต.ค. 68 20:09] เสริฐ: พรุ่งนี้โอนให้ ใช้บัญชีบ้านนะ อย่าใช้บัญชีร้าน
[27 ต.ค. 68 20:12] ใบเตย: แม่ค่ะ ค่ายลูกเสือไป 3 วัน 20-22 พ.ย. ค่ะ
[31 ต.ค. 68 18:30] อร: ประกันสุขภาพใบเตยส่งจดหมายมา ปีนี้ขึ้นเป็นปีละ 25,800 ยังตัดเดือนละ 2,150 เหมือนเดิม
[31 ต.ค. 68 18:41] เสริฐ: โอเค ไม่ต้องเปลี่ยน
[1 พ.ย. 68 07:15] พ่อเปลื้อง: วันที่ 19 พ่อนัดหมอตานะ ที่ รพ.สระบุรี
[1 พ.ย. 68 07:22] อร: หนูพาไปเองค่ะพ่อ พี่เสริฐต้องไปโครงการภูแก้ว
[4 พ.ย. 68 21:03] เสริฐ: ทริปหัวหินจองบ้านพักแล้วนะ 27-29 ธ.ค. มัดจำไป 3,000
""",
    "บ้าน/ทริปหัวหิน_ธ.ค.68.md": """# ทริปหัวหิน 27–29 ธันวาคม 2568
- ไป 4 คน (พี่เสริฐ อร ใบเตย พ่อเปลื้อง) ขับรถเก๋งไปเอง
- บ้านพักริมทะเล เขาตะเกียบ 2 คืน คืนละ 3,800 บาท (มัดจำแล้ว 3,000)
- วันที่ 28 ไปตลาดน้ำสามพันนาม + กินซีฟู้ด
- งบรวมทั้งทริป 18,000 บาท
- ฝากลุงบุญมีดูร้านช่วงปิดปีใหม่ 27 ธ.ค. – 2 ม.ค.
""",
}
TODO = {"todo.md": """- โอนค่าเทอมใบเตย ก่อน 10 พ.ย.
- ตัดสินใจเครื่องตัดสะพาน ItalStone หรือ ไทยสโตนทูลส์ (ItalStone ยืนราคาถึง 30 พ.ย.)
- ตอบคุณบุญเรือนเรื่องต่อสัญญาเช่าที่ ก่อน 15 ธ.ค.
- สั่งแบล็คกาแล็คซี่ก่อน 1 ธ.ค. ราคาจะขึ้น
- ติดตั้งป้ายคุณจิราพร 10 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ศิลาทองแกรนิต"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ท็อปครัว_คุณวิไลวรรณ_ร่าง.docx", KITCHEN_DRAFT, KITCHEN_DRAFT_TABLE,
               bottom=KITCHEN_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ท็อปครัว_คุณวิไลวรรณ_ฉบับจริง.docx", KITCHEN_FINAL, KITCHEN_FINAL_TABLE,
               bottom=KITCHEN_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ป้ายหลุมศพ_ตระกูลเจริญผล.docx", GRAVE_QUOTE, GRAVE_QUOTE_TABLE,
               bottom=GRAVE_QUOTE_BOTTOM)
    write_docx(papers / "สัญญาจ้างงานหิน_โครงการบ้านสวนภูแก้ว.docx", PROJECT_CONTRACT,
               headings=PROJECT_CONTRACT_HEADINGS, bottom=PROJECT_CONTRACT_BOTTOM)
    write_docx(papers / "หนังสือแจ้งค่าเช่าที่ดินโรงงาน_2569.docx", LAND_LETTER)
    make_pdf(papers / "PEA_workshop_bill_Oct2025.pdf", WORKSHOP_BILL)
    make_pdf(papers / "SiamHeritageBank_loan_notice_Oct2025.pdf", BANK_LETTER)
    make_pdf(suppliers / "KhaoYaiStone_pricelist_2025.pdf", KYS_PRICES_2025)
    write_docx(suppliers / "ราคาแผ่นหิน_เขาใหญ่สโตน_2567.docx", KYS_PRICES_2567, KYS_PRICES_2567_TABLE,
               bottom=KYS_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KhaoYaiStone_invoice_KYS-25-0932.pdf", KYS_INVOICE)
    make_pdf(suppliers / "ItalStone_bridge_saw_quotation.pdf", ITALSTONE_QUOTE)
    write_docx(suppliers / "ใบเสนอราคา_เครื่องตัดสะพาน_ไทยสโตนทูลส์.docx", THAITOOLS_QUOTE, THAITOOLS_TABLE,
               bottom=THAITOOLS_BOTTOM)
    make_pdf(suppliers / "SiamDiamond_tools_invoice_Oct2025.pdf", DIAMOND_INVOICE)
    _book(books / "รายรับรายจ่าย_ศิลาทอง_2568.xlsx", "2568", COUNTER_2568, GRAVE_2568, REPAIR_2568, STONE_2568,
          WAGES_2568, POWER_2568, TOOLS_2568)
    _book(books / "รายรับรายจ่าย_ศิลาทอง_2567.xlsx", "2567", COUNTER_2567, GRAVE_2567, REPAIR_2567, STONE_2567,
          WAGES_2567, POWER_2567, TOOLS_2567)
    _stock(books / "สต็อกแผ่นหิน_พ.ย.68.xlsx")
    write_slides(shop / "แผนธุรกิจ_ปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", HOME_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_BILL)
    make_pdf(home / "ประกัน" / "PasakLife_health_renewal_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
