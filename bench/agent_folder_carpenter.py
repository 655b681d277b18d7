"""The carpenter folder: the papers of a Thai built-in furniture maker and his household, written by code.

The owner is วีระพงษ์ ทองมา (ช่างเอก, Aek, Weerapong Thongma) of "เอกบิวท์อิน" (Aek Built-in), 45/12 ม.5
ต.หนองระเวียง อ.เมืองนครราชสีมา จ.นครราชสีมา. He builds built-in kitchens, wardrobes and TV cabinets with two
helpers, ประสิทธิ์ แก้วใส (ตู่, 550 บาท/วัน) and ธนวัฒน์ บุญช่วย (บอม, 450 บาท/วัน). His wife กาญจนา (ก้อย) keeps
the books; their daughter ด.ญ.ปุณณิศา (มายด์) is in ม.2; his mother นางบุญเรือน (แม่) had a cataract operation on
her left eye. He pays off a Toyota Hilux Revo. It is November 2568 (2025).

Documents/งานช่างเอก/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ครัวบิวท์อิน_บ้านพฤกษาวิลล์ 88_ร่าง.docx: draft quote QT-AEK-68-031 (14 ต.ค. 2568) to
  พญ.นิดา ศรีประเสริฐ (หมอนิด) for a kitchen: lower 3.6 m x 9,500, upper 3.0 m x 7,500, granite top 23,400, tall
  unit 28,000, island 32,400, hardware 8,000, total 148,500 (not sent).
- ใบเสนอราคา/ใบเสนอราคา_ครัวบิวท์อิน_บ้านพฤกษาวิลล์ 88_final v2.docx: the final (21 ต.ค. 2568): quartz top 30,600,
  island with LED 35,600, soft-close 6,000, total 156,900; 40/40/20: 62,760 + 62,760 + 31,380.
- ใบเสนอราคา/Quotation_Wardrobe_Condo1507_Oct2025.docx: English quote AEK-Q-2568-027 (13 Oct 2025) to Mr. Daniel
  Whitfield (Dan), Palm Residence room 1507: walk-in 33,600, mirror doors 14,400, dressing table 11,500, LED
  3,900, hardware 5,000, total 68,400.
- ซัพพลายเออร์/ใบเสนอราคา_โคราชค้าไม้_ไม้อัด HMR_พ.ย.68.docx: ร้านโคราชค้าไม้ (เฮียชัย), HMR boards, edging,
  hinges, runners 56,080 + delivery 500 = 56,580 (no VAT).
- ซัพพลายเออร์/KoratHomeMaterial_Quotation_QS-25-0912.pdf: English quote of Korat Home Material Supply for the
  same items: 53,720.00 + VAT 3,760.40 = 57,480.40.
- ซัพพลายเออร์/Invoice_SiamHardware_INV-2510-0873.pdf: English invoice (20 Oct 2025): 22,050.00 + VAT 1,543.50 =
  23,593.50, less deposit 5,000.00, balance 18,593.50 due 5 Nov 2025.
- ซัพพลายเออร์/ใบเสร็จ_สยามฮาร์ดแวร์_RC68-1102.docx: the Thai receipt for it: 18,593.50 received 3 พ.ย. 2568.
- บัญชี/บัญชีรายรับรายจ่าย_เอกบิวท์อิน_2568.xlsx: this year's book, income (kitchens, wardrobes, repairs) and
  expenses (materials, hardware, wages, fuel, tools) by month, ม.ค.-ต.ค. (wardrobes ส.ค. 73,400).
- บัญชี/บัญชีรายรับรายจ่าย_เอกบิวท์อิน_2567.xlsx: last year's, same layout, ม.ค.-ธ.ค. (materials มี.ค. 43,700).
- บัญชี/ค่าแรงลูกน้อง_ต.ค.68.xlsx: helpers' wages, sheets 1-15 ต.ค., 16-31 ต.ค. and a summary: ตู่ 26 days
  14,300 + OT 600 - advance 2,000 = 12,900; บอม 25 days 11,250 + OT 450 - advance 1,500 = 10,200; 26,600 in all.
- บัญชี/ลูกค้า_งานค้าง_Q4-68.xlsx: jobs and what is still owed (customers by name and nickname).
- ราคากลางงานบิวท์อิน_2568.xlsx: his price per metre, 2568 sheet (wardrobe hinged doors 11,000) and 2567 sheet.
- แชท/LINE_คุณนิดา_ครัว.txt: 156,900 sent, 145,000 asked, 152,000 offered, 148,000 asked, settled 149,500 without
  the LED, deposit 59,800 transferred 27 ต.ค.
- แชท/แชท_ตู้เสื้อผ้า_คอนโดห้อง1507.txt: English LINE chat with Dan: 68,400; 60,000 asked; 65,000 offered; plain
  doors 62,700; settled 62,000, deposit 31,000.
- แชท/แชทกลุ่ม_ทีมเอกบิวท์อิน.txt: the team group: advances, Saturday OT, site plans.
- เอกสาร/สัญญาจ้างเหมา_ตู้เสื้อผ้า 12 ห้อง_ศิลาพร็อพเพอร์ตี้.docx: subcontract SP-SC-68/044 with บริษัท
  ศิลาพร็อพเพอร์ตี้ จำกัด: 12 rooms x 24,500 = 294,000; 88,200 / 117,600 / 88,200; retention 5% 14,700; finish by
  20 ธันวาคม 2568; late fine 1,000 a day.
- เอกสาร/Email_SilaProperty_lift closure_12Nov2025.txt: email from Ploy (พลอย), project engineer: 6 rooms passed,
  2nd instalment 117,600 - 5,880 - 3,528 = 108,192 paid 28 Nov 2025; lift closed 17-21 Nov; two defects.
- เอกสาร/WHT_certificate_SilaProperty_Oct2025.pdf: withholding tax certificate: 88,200.00 paid, 2,646.00 withheld.
- Portfolio_เอกบิวท์อิน_2568.pptx: portfolio slides.
- เทคนิค/สูตรย้อมสีไม้สัก.md, เครื่องมือ/ของในรถ_tools list.md: distractors.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Korat_Sep2025.pdf (318 kWh, 1,676.50) and Bills/PEA_bill_Korat_Oct2025.pdf (351 kWh, 1,859.33).
- Bills/AIS_Fibre_Oct2025.pdf: 699.00 + VAT 48.93 = 747.93.
- รถ/Revo_loan_statement_Oct2025.pdf: instalment 11,360.00, 39 of 60 paid, 238,560.00 outstanding.
- รถ/ต่อประกันรถ_Revo_2568.docx: class 2+ 8,650 (last year 8,200), class 1 17,900, pay by 30 พ.ย. 2568.
- ประกัน/ThaiLife_premium_notice_Kanjana_2025.pdf: ก้อย's life policy, 25,800 due 1 Dec 2025.
- ลูก/ค่าเทอม_มายด์_ม.2_เทอม2-68.docx: school fees 18,750 by 20 พฤศจิกายน 2568.
- ลูก/เรียนพิเศษ_มายด์.md: tutoring 2,400 a month.
- แม่/Hospital bill_Mae_cataract_Oct2025.pdf: left-eye cataract operation 16 Oct 2025: 46,850.00 less senior
  discount 2,342.50, paid 44,507.50; right eye planned 22 Jan 2026 (estimate 45,000).
- แม่/ตาแม่_นัดหมอ.md: notes on mother's eyes.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านทองมา.txt: the family LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
AEK_TOP = ("เอกบิวท์อิน (ช่างเอก วีระพงษ์ ทองมา) รับทำครัวบิวท์อิน ตู้เสื้อผ้า ตู้ทีวี  45/12 ม.5 ต.หนองระเวียง "
           "อ.เมืองนครราชสีมา จ.นครราชสีมา 30000  โทร 081-967-3342  LINE: aek.builtin")

# ---------------------------------------------------------------- kitchen quotes (หมอนิด)
NIDA_DRAFT = [
    AEK_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-AEK-68-031",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน คุณนิดา ศรีประเสริฐ  บ้านเลขที่ 88 หมู่บ้านพฤกษาวิลล์ ถ.มิตรภาพ อ.เมืองนครราชสีมา",
    "เรื่อง ชุดครัวบิวท์อินรูปตัว L พร้อมไอส์แลนด์ โครงไม้ HMR ปิดผิวลามิเนต",
]
NIDA_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ตู้ครัวล่าง HMR ปิดลามิเนต", "3.6 ม.", "9,500", "34,200"),
    ("ตู้ครัวบน", "3.0 ม.", "7,500", "22,500"),
    ("ท็อปหินแกรนิตดำ", "3.6 ม.", "6,500", "23,400"),
    ("ตู้สูงใส่เตาอบและตู้เย็น", "1 ชุด", "28,000", "28,000"),
    ("ไอส์แลนด์กลางครัว 1.8 ม.", "1 ชุด", "32,400", "32,400"),
    ("บานพับและรางลิ้นชักปิดนุ่ม (soft close)", "1 ชุด", "8,000", "8,000"),
    ("รวมทั้งสิ้น", "", "", "148,500"),
]
NIDA_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 148,500 บาท (หนึ่งแสนสี่หมื่นแปดพันห้าร้อยบาทถ้วน) ราคารวมค่าติดตั้ง ไม่รวม VAT",
    "ร่าง ยังไม่ส่ง  ก้อยบอกให้เช็คราคาท็อปควอตซ์ก่อน หมอนิดอยากได้สีขาว",
]
NIDA_FINAL = [
    AEK_TOP,
    "ใบเสนอราคา  เลขที่ QT-AEK-68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 21 ตุลาคม 2568",
    "เรียน พญ.นิดา ศรีประเสริฐ  บ้านเลขที่ 88 หมู่บ้านพฤกษาวิลล์ ถ.มิตรภาพ อ.เมืองนครราชสีมา",
    "เรื่อง ชุดครัวบิวท์อินรูปตัว L พร้อมไอส์แลนด์ ท็อปควอตซ์สีขาว",
]
NIDA_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ตู้ครัวล่าง HMR ปิดลามิเนต", "3.6 ม.", "9,500", "34,200"),
    ("ตู้ครัวบน", "3.0 ม.", "7,500", "22,500"),
    ("ท็อปควอตซ์สีขาว", "3.6 ม.", "8,500", "30,600"),
    ("ตู้สูงใส่เตาอบและตู้เย็น", "1 ชุด", "28,000", "28,000"),
    ("ไอส์แลนด์กลางครัว 1.8 ม. พร้อมไฟ LED ใต้ท็อป", "1 ชุด", "35,600", "35,600"),
    ("อุปกรณ์ soft close และตะแกรงคว่ำจานสแตนเลส", "1 ชุด", "6,000", "6,000"),
    ("รวมทั้งสิ้น", "", "", "156,900"),
]
NIDA_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 156,900 บาท (หนึ่งแสนห้าหมื่นหกพันเก้าร้อยบาทถ้วน) ราคารวมค่ารื้อตู้เก่าและค่าติดตั้ง ไม่รวม VAT",
    "การชำระเงิน: งวดที่ 1 มัดจำ 40% = 62,760 บาท เมื่อตกลงจ้าง  งวดที่ 2 40% = 62,760 บาท เมื่อติดตั้งตู้  "
    "งวดที่ 3 20% = 31,380 บาท หลังส่งมอบงาน",
    "ระยะเวลาผลิต 20 วันทำการหลังรับมัดจำ ติดตั้งเสร็จภายใน 15 ธันวาคม 2568  รับประกันงาน 1 ปี",
    "ลงชื่อ วีระพงษ์ ทองมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- wardrobe quote (Dan, English)
DAN_QUOTE = [
    "AEK BUILT-IN  (Weerapong Thongma)  built-in kitchens and wardrobes, Nakhon Ratchasima  Tel. 081-967-3342",
    "QUOTATION  No. AEK-Q-2568-027",
    "Date: 13 October 2025",
    "To: Mr. Daniel Whitfield, Palm Residence Korat, room 1507, Mittraphap Road",
    "Re: walk-in wardrobe and dressing table for the master bedroom",
]
DAN_QUOTE_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Walk-in wardrobe, HMR board, oak laminate, 2.4 m high", "2.8 m", "12,000", "33,600"),
    ("Sliding mirror doors", "3 panels", "4,800", "14,400"),
    ("Dressing table with 4 drawers", "1 set", "11,500", "11,500"),
    ("LED strip lights with door sensor", "1 set", "3,900", "3,900"),
    ("Soft-close hinges, runners, hanging rails", "1 lot", "5,000", "5,000"),
    ("TOTAL", "", "", "68,400"),
]
DAN_QUOTE_BOTTOM = [
    "Total 68,400 THB including installation. Not VAT registered.",
    "Payment: 50% deposit on order, 50% on completion. Production 15 working days. Warranty 1 year.",
    "Installation needs the condo's work permit (the juristic office allows work 9:00-17:00, Mon-Sat).",
]

# ---------------------------------------------------------------- board suppliers
KORAT_TIMBER = [
    "ร้านโคราชค้าไม้ ไม้อัด ไม้ HMR อุปกรณ์เฟอร์นิเจอร์",
    "199 ถ.สืบศิริ ต.ในเมือง อ.เมืองนครราชสีมา โทร 044-256-118",
    "ใบเสนอราคา เลขที่ 68/1174  วันที่ 2 พ.ย. 2568",
    "เรียน ช่างเอก (คุณวีระพงษ์ ทองมา)",
]
KORAT_TIMBER_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ไม้ HMR 18 มม. 4x8 ฟุต ปิดลามิเนต 2 ด้าน", "30 แผ่น", "1,150", "34,500"),
    ("ไม้ HMR 9 มม. 4x8 ฟุต (หลังตู้)", "12 แผ่น", "620", "7,440"),
    ("ขอบ PVC หนา 1 มม.", "4 ม้วน", "850", "3,400"),
    ("บานพับถ้วยปิดนุ่ม", "60 ตัว", "95", "5,700"),
    ("รางลิ้นชักลูกปืนปิดนุ่ม 18 นิ้ว", "12 คู่", "420", "5,040"),
    ("รวมค่าสินค้า", "", "", "56,080"),
    ("ค่าส่ง", "", "", "500"),
    ("รวมทั้งสิ้น", "", "", "56,580"),
]
KORAT_TIMBER_BOTTOM = [
    "รวมทั้งสิ้น 56,580 บาท ร้านไม่ได้จด VAT  ลูกค้าประจำให้เครดิต 15 วัน",
    "ส่งของภายใน 2 วันในเขตอำเภอเมือง  ราคายืนถึง 30 พ.ย. 68",
    "เฮียชัย (นายชัยวัฒน์ ตั้งเจริญ) 089-845-2207",
]
KHM_QUOTE = [
    "KORAT HOME MATERIAL SUPPLY CO., LTD.\n"
    "Boards, laminates and furniture fittings - 512 Friendship Highway, Mueang Nakhon Ratchasima 30000\n"
    "Tel. 044-300-915   Tax ID 0305559004127\n"
    "QUOTATION No. QS-25-0912            Date: 4 Nov 2025\n"
    "To: Mr. Weerapong Thongma (Aek Built-in)\n"
    "\n"
    "Item                                      Qty          Unit price    Amount\n"
    "HMR board 18 mm 4x8 ft, laminated 2 sides  30 sheets   1,080.00     32,400.00\n"
    "HMR board 9 mm 4x8 ft                      12 sheets     590.00      7,080.00\n"
    "PVC edge banding 1 mm                       4 rolls      890.00      3,560.00\n"
    "Soft-close cup hinge                       60 pcs         88.00      5,280.00\n"
    "Ball-bearing soft-close runner 18 in       12 pairs      450.00      5,400.00\n"
    "\n"
    "Subtotal                                                            53,720.00\n"
    "VAT 7%                                                               3,760.40\n"
    "GRAND TOTAL                                                         57,480.40 THB\n"
    "\n"
    "Free delivery within Mueang Nakhon Ratchasima. Payment: cash or transfer on delivery.\n"
    "Full tax invoice issued. Valid 15 days.\n"
    "Sales: Supaporn (Aom) 086-771-0394",
]

# ---------------------------------------------------------------- hardware invoice and receipt
HW_INVOICE = [
    "SIAM HARDWARE & FITTINGS CO., LTD. - Nakhon Ratchasima branch\n"
    "88/3 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000  Tel. 044-222-640\n"
    "Tax ID 0105554123986\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-0873\n"
    "Date: 20 Oct 2025                  Due date: 5 Nov 2025\n"
    "Customer: Aek Built-in (Mr. Weerapong Thongma), 45/12 Moo 5, Nong Rawiang, Nakhon Ratchasima\n"
    "\n"
    "Item                                      Qty        Unit price    Amount\n"
    "Lift-up door mechanism, wall cabinet       4 sets     2,350.00      9,400.00\n"
    "Corner carousel (magic corner) 900 mm      1 set      6,850.00      6,850.00\n"
    "Pull-out dish rack 600 mm, stainless       1 set      3,200.00      3,200.00\n"
    "Aluminium handle 160 mm, black            40 pcs         65.00      2,600.00\n"
    "\n"
    "Subtotal                                                          22,050.00\n"
    "VAT 7%                                                             1,543.50\n"
    "Total                                                             23,593.50\n"
    "Less deposit paid 14 Oct 2025                                     -5,000.00\n"
    "BALANCE DUE                                                       18,593.50 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Siam Hardware & Fittings Co., Ltd., account 331-4-07712-9.",
]
HW_RECEIPT = [
    "บริษัท สยามฮาร์ดแวร์แอนด์ฟิตติ้งส์ จำกัด สาขานครราชสีมา",
    "88/3 ถ.มิตรภาพ ต.ในเมือง อ.เมืองนครราชสีมา 30000  เลขประจำตัวผู้เสียภาษี 0105554123986",
    "ใบเสร็จรับเงิน  เลขที่ RC68-1102",
    "วันที่ 3 พ.ย. 2568",
    "ได้รับเงินจาก ช่างเอก (คุณวีระพงษ์ ทองมา) เอกบิวท์อิน",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2510-0873 ลงวันที่ 20/10/68",
]
HW_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "23,593.50"),
    ("หัก เงินมัดจำรับแล้ว 14/10/68", "5,000.00"),
    ("รับชำระครั้งนี้", "18,593.50"),
]
HW_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 18,593.50 บาท (หนึ่งหมื่นแปดพันห้าร้อยเก้าสิบสามบาทห้าสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาววรรณา มีสุข ฝ่ายการเงิน",
]

# ---------------------------------------------------------------- condo subcontract
SILA_CONTRACT = [
    "สัญญาจ้างเหมาช่วงงานเฟอร์นิเจอร์บิวท์อิน  เลขที่ SP-SC-68/044",
    "ทำที่ สำนักงานโครงการศิลา เรสซิเดนซ์ โคราช ถ.ราชสีมา-โชคชัย  วันที่ 1 ตุลาคม 2568",
    "ผู้ว่าจ้าง: บริษัท ศิลาพร็อพเพอร์ตี้ จำกัด โดย นายกิตติพัฒน์ ศิลาวงศ์ กรรมการผู้จัดการ",
    "ผู้รับจ้าง: นายวีระพงษ์ ทองมา (เอกบิวท์อิน) 45/12 ม.5 ต.หนองระเวียง อ.เมืองนครราชสีมา",
    "ข้อ 1. ผู้รับจ้างตกลงรับทำตู้เสื้อผ้าบิวท์อินในห้องนอน จำนวน 12 ห้อง อาคาร B ชั้น 3 และชั้น 4 "
    "ตามแบบเลขที่ SR-B-WD-02 รวมวัสดุ อุปกรณ์ และค่าแรง",
    "ข้อ 2. ค่าจ้างห้องละ 24,500 บาท รวมทั้งสิ้น 294,000 บาท (สองแสนเก้าหมื่นสี่พันบาทถ้วน) ไม่รวมภาษีมูลค่าเพิ่ม",
    "ข้อ 3. ผู้ว่าจ้างจะจ่ายค่าจ้างเป็น 3 งวด งวดที่ 1 ร้อยละ 30 เป็นเงิน 88,200 บาท เมื่อลงนามในสัญญา "
    "งวดที่ 2 ร้อยละ 40 เป็นเงิน 117,600 บาท เมื่อติดตั้งแล้วเสร็จและผ่านการตรวจ 6 ห้อง "
    "งวดที่ 3 ร้อยละ 30 เป็นเงิน 88,200 บาท เมื่อส่งมอบครบ 12 ห้อง",
    "ข้อ 4. ผู้ว่าจ้างจะหักเงินประกันผลงานร้อยละ 5 ของค่าจ้างทุกงวด รวมเป็นเงิน 14,700 บาท "
    "และจะคืนให้เมื่อครบ 6 เดือนนับจากวันส่งมอบงาน ทั้งนี้ผู้ว่าจ้างจะหักภาษี ณ ที่จ่ายร้อยละ 3 ทุกงวด",
    "ข้อ 5. ผู้รับจ้างต้องเริ่มงานวันที่ 6 ตุลาคม 2568 และทำงานให้แล้วเสร็จภายในวันที่ 20 ธันวาคม 2568",
    "ข้อ 6. หากผู้รับจ้างส่งมอบงานล่าช้า ผู้รับจ้างยินยอมให้ปรับเป็นรายวัน วันละ 1,000 บาท",
    "ข้อ 7. ผู้รับจ้างรับประกันความชำรุดบกพร่องของงานเป็นเวลา 1 ปีนับจากวันส่งมอบ",
    "ข้อ 8. ผู้รับจ้างต้องปฏิบัติตามระเบียบความปลอดภัยของโครงการ ทำงานได้เวลา 08.00-17.00 น. วันจันทร์-เสาร์",
    "ลงชื่อ กิตติพัฒน์ ศิลาวงศ์ ผู้ว่าจ้าง        ลงชื่อ วีระพงษ์ ทองมา ผู้รับจ้าง",
    "ลงชื่อ พลอยชมพู จันทรา วิศวกรโครงการ พยาน",
]
SILA_EMAIL = """From: Ploychompoo Chanthara <ploy.c@silaproperty.co.th>
To: aek.builtin@gmail.com
Cc: kittipat@silaproperty.co.th
Date: Wed, 12 Nov 2025 09:48
Subject: Sila Residence Korat - Building B wardrobes: inspection result, 2nd payment, lift closure

Dear Khun Aek,

Thank you for the quick work on Building B. Here is the update from the site.

1. Inspection: we inspected the 3rd floor on 10 Nov 2025 and 6 of the 12 rooms passed
   (rooms 301-306). Please fix two small defects before 21 Nov 2025: the door gap in room 305
   and the scratched laminate on the side panel in room 306.

2. Second instalment (40%): 117,600 THB
   less retention 5%          -5,880 THB
   less withholding tax 3%    -3,528 THB
   net transfer              108,192 THB
   Accounting will transfer this on 28 Nov 2025. Please send your invoice by 20 Nov.

3. The service lift in Building B is closed for its yearly inspection from 17 to 21 Nov 2025.
   Please bring the boards for the 4th floor up before 17 Nov or after 21 Nov.

4. The remaining 6 rooms on the 4th floor must be finished by 20 Dec 2025 as in the contract,
   because handover to buyers starts on 8 Jan 2026.

If you need the lift key or parking for your truck, call me any time.

Best regards,
Ploy (Ploychompoo Chanthara)
Project Engineer, Sila Property Co., Ltd.
081-556-2093
"""
WHT_CERT = [
    "WITHHOLDING TAX CERTIFICATE (Section 50 bis) - English copy\n"
    "Book no. 68   No. 0102\n"
    "\n"
    "Payer: Sila Property Co., Ltd.\n"
    "       99 Ratchasima-Chok Chai Road, Mueang Nakhon Ratchasima 30000\n"
    "       Tax ID 0305562001845\n"
    "Payee: Mr. Weerapong Thongma (Aek Built-in)\n"
    "       45/12 Moo 5, Nong Rawiang, Mueang Nakhon Ratchasima 30000\n"
    "       Tax ID 3300100458812\n"
    "\n"
    "Type of income: hire of work / contract work, Section 40(8)\n"
    "Contract SP-SC-68/044, instalment 1 of 3 (built-in wardrobes, Building B)\n"
    "Date paid: 10 Oct 2025\n"
    "Amount paid:            88,200.00 THB\n"
    "Tax withheld (3%):       2,646.00 THB\n"
    "Form: PND 3\n"
    "\n"
    "Keep this certificate to claim the tax withheld in your annual tax return (PND 90).\n"
    "Signed: Kittipat Silawong, Managing Director, 10 Oct 2025",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ครัวบิวท์อิน (Kitchens)", "ตู้เสื้อผ้า (Wardrobes)",
                  "งานซ่อม/อื่นๆ (Repairs, other)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ไม้/วัสดุ (Materials)", "อุปกรณ์ฮาร์ดแวร์ (Hardware)",
                   "ค่าแรงลูกน้อง (Helpers' wages)", "น้ำมันรถ (Fuel)", "เครื่องมือ (Tools)", "รวม (Total)"]
INCOME_2568 = [
    [96000, 0, 128500, 74000, 0, 112000, 85500, 0, 138000, 96500],
    [42000, 58500, 36000, 61500, 67900, 45000, 52800, 73400, 38600, 88200],
    [6500, 9800, 4200, 7300, 12600, 5400, 8900, 3700, 6100, 7800],
]
EXPENSES_2568 = [
    [38500, 21400, 52300, 41800, 26900, 47600, 39200, 22800, 61300, 66950],
    [9600, 5200, 14800, 10300, 6900, 12700, 9900, 6100, 16400, 17250],
    [27000, 25500, 28500, 26000, 27500, 28000, 27000, 26500, 28500, 26600],
    [4200, 3900, 4600, 4400, 4100, 4800, 4500, 4300, 5100, 5300],
    [0, 12900, 0, 3500, 0, 0, 8750, 0, 2400, 0],
]
INCOME_2567 = [
    [78000, 0, 92500, 0, 105000, 68000, 0, 88500, 0, 115000, 72000, 98000],
    [35000, 48000, 29500, 52000, 31000, 44500, 56000, 27500, 49000, 38000, 61000, 42500],
    [5200, 7600, 3900, 6800, 4500, 8200, 5600, 3100, 7400, 4800, 6300, 9100],
]
EXPENSES_2567 = [
    [31200, 18600, 43700, 19800, 47900, 38600, 21500, 39400, 20300, 52600, 44100, 46800],
    [7800, 4900, 10200, 5100, 11600, 8400, 5700, 9300, 4800, 12900, 9800, 10700],
    [24000, 23500, 25000, 22000, 25500, 24500, 23000, 25000, 24000, 26000, 25500, 24500],
    [3800, 3600, 4100, 3700, 4200, 3900, 3800, 4000, 3700, 4300, 4100, 4400],
    [0, 0, 15800, 0, 0, 2300, 0, 0, 4600, 0, 0, 1900],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"รายรับ {year}"
    sheet.append([f"บัญชีรายรับ เอกบิวท์อิน ปี {year} (Income by month, THB)  ก้อยลงบัญชี"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 6):
        money_format(sheet, column)
    sheet = book.create_sheet(f"รายจ่าย {year}")
    sheet.append([f"บัญชีรายจ่าย เอกบิวท์อิน ปี {year} (Expenses by month, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


WAGE_HEADERS = ["ชื่อ (Name)", "ชื่อเล่น", "ค่าแรง/วัน (Daily rate)", "วันทำงาน (Days)", "ค่าแรง (Wage)",
                "OT", "เบิกล่วงหน้า (Advance)", "จ่ายสุทธิ (Net pay)", "หมายเหตุ"]
WAGES = {
    "1-15 ต.ค.": [("ประสิทธิ์ แก้วใส", "ตู่", 550, 13, 7150, 0, 2000, 5150, "เบิก 8 ต.ค. ค่าเทอมลูก"),
                  ("ธนวัฒน์ บุญช่วย", "บอม", 450, 12, 5400, 0, 500, 4900, "ลาป่วย 1 วัน")],
    "16-31 ต.ค.": [("ประสิทธิ์ แก้วใส", "ตู่", 550, 13, 7150, 600, 0, 7750, "OT เสาร์ 25 ต.ค. งานศิลา"),
                   ("ธนวัฒน์ บุญช่วย", "บอม", 450, 13, 5850, 450, 1000, 5300, "เบิก 22 ต.ค.")],
}
WAGE_SUMMARY = [
    ("ประสิทธิ์ แก้วใส", "ตู่", 550, 26, 14300, 600, 2000, 12900, ""),
    ("ธนวัฒน์ บุญช่วย", "บอม", 450, 25, 11250, 450, 1500, 10200, ""),
]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in list(WAGES.items()) + [("สรุป ต.ค.68", WAGE_SUMMARY)]:
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงลูกน้อง {title} (Helpers' wages)"])
        sheet.append(WAGE_HEADERS)
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", "-", "-", sum(r[3] for r in rows), sum(r[4] for r in rows),
                      sum(r[5] for r in rows), sum(r[6] for r in rows), sum(r[7] for r in rows), "-"])
        for column in range(3, 9):
            money_format(sheet, column)
    book.save(path)


JOBS = [
    ("ลูกค้า (Customer)", "เรียกว่า", "งาน (Job)", "มูลค่า (Value)", "รับแล้ว (Received)", "ค้าง (Owed)",
     "สถานะ (Status)"),
    ("พญ.นิดา ศรีประเสริฐ", "หมอนิด", "ครัวบิวท์อิน บ้านพฤกษาวิลล์ 88", 149500, 59800, 89700,
     "ผลิตอยู่ ติดตั้งต้น ธ.ค."),
    ("Daniel Whitfield", "Dan", "walk-in ตู้เสื้อผ้า Palm Residence 1507", 62000, 31000, 31000, "ติดตั้ง 8 พ.ย."),
    ("บริษัท ศิลาพร็อพเพอร์ตี้ จำกัด", "น้องพลอย (วิศวกร)", "ตู้เสื้อผ้า 12 ห้อง อาคาร B", 294000, 88200, 205800,
     "ผ่านตรวจ 6 ห้อง"),
    ("ร้านทองหงส์ทอง", "เจ๊หงส์", "ตู้โชว์กระจก หน้าร้าน", 38500, 38500, 0, "ส่งมอบแล้ว"),
    ("นางสาวแดงนภา สุขใจ", "ครูแดง", "ชั้นหนังสือ + โต๊ะทำงาน", 12800, 6400, 6400, "รอไม้"),
]


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งานค้าง Q4"
    sheet.append(["งานลูกค้า ต.ค.-ธ.ค. 2568 ยอดค้างรับ (Jobs and money owed)"])
    for row in JOBS:
        sheet.append(list(row))
    for column in range(4, 7):
        money_format(sheet, column)
    book.save(path)


PRICE_HEADERS = ["รายการ (Item)", "หน่วย (Unit)", "ราคา (THB)", "หมายเหตุ"]
PRICES_2568 = [
    ("ตู้ครัวล่าง HMR ปิดลามิเนต", "เมตร", 9500, "สูง 85 ซม. ไม่รวมท็อป"),
    ("ตู้ครัวบน", "เมตร", 7500, "สูง 70 ซม."),
    ("ตู้เสื้อผ้าบานเปิด สูง 2.4 ม.", "เมตร", 11000, "รวมราวแขวน ชั้นวาง"),
    ("ตู้เสื้อผ้าบานเลื่อน / walk-in", "เมตร", 12000, "บานกระจกเงาคิดเพิ่ม"),
    ("ตู้ทีวี / ตู้โชว์", "เมตร", 8500, ""),
    ("ท็อปหินแกรนิต", "เมตร", 6500, ""),
    ("ท็อปควอตซ์", "เมตร", 8500, "สีขาว/เทา"),
    ("บานกระจกเงา", "บาน", 4800, ""),
]
PRICES_2567 = [
    ("ตู้ครัวล่าง HMR ปิดลามิเนต", "เมตร", 8800, ""),
    ("ตู้ครัวบน", "เมตร", 6900, ""),
    ("ตู้เสื้อผ้าบานเปิด สูง 2.4 ม.", "เมตร", 10200, ""),
    ("ตู้เสื้อผ้าบานเลื่อน / walk-in", "เมตร", 11200, ""),
    ("ตู้ทีวี / ตู้โชว์", "เมตร", 7900, ""),
    ("ท็อปหินแกรนิต", "เมตร", 6000, ""),
    ("ท็อปควอตซ์", "เมตร", 7800, ""),
]


def _prices(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคา 2568"
    sheet.append(["ราคากลางงานบิวท์อิน ช่างเอก ปี 2568 (ใช้ตั้งแต่ 1 ม.ค. 68)"])
    sheet.append(PRICE_HEADERS)
    for row in PRICES_2568:
        sheet.append(list(row))
    money_format(sheet, 3)
    old = book.create_sheet("ราคาเก่า 2567")
    old.append(["ราคากลางงานบิวท์อิน ช่างเอก ปี 2567 (เลิกใช้แล้ว)"])
    old.append(PRICE_HEADERS)
    for row in PRICES_2567:
        old.append(list(row))
    money_format(old, 3)
    book.save(path)


def _portfolio() -> list[tuple[str, str]]:
    return [
        ("เอกบิวท์อิน Aek Built-in", "ครัวบิวท์อิน ตู้เสื้อผ้า ตู้ทีวี งานไม้ HMR ทั้งโคราช\nช่างเอก 081-967-3342"),
        ("ครัวบิวท์อิน", "ตู้ล่างเริ่มต้นเมตรละ 9,500 บาท ตู้บน 7,500 บาท\nท็อปแกรนิตหรือควอตซ์ ติดตั้งพร้อมรื้อของเดิม"),
        ("ตู้เสื้อผ้า", "บานเปิด บานเลื่อน walk-in closet\nงานคอนโดและหมู่บ้านจัดสรร"),
        ("ขั้นตอนการทำงาน", "วัดหน้างานฟรี > แบบ 3D > มัดจำ 40% > ผลิต 15-20 วัน > ติดตั้ง 2-3 วัน"),
        ("รับประกัน", "รับประกันงาน 1 ปี บานพับปิดนุ่มทุกบาน"),
    ]


# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Weerapong Thongma\n"
        "Address: 45/12 Moo 5, Nong Rawiang, Mueang Nakhon Ratchasima 30000\n"
        "Customer no. 030044719502   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("16 Aug 2025 - 15 Sep 2025", "18,402 -> 18,720", 318, "1,402.36", "126.24", "109.68",
                    "1,676.50", "29 Sep 2025")
PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "18,720 -> 19,071", 351, "1,560.12", "139.35", "121.64",
                    "1,859.33", "29 Oct 2025")
AIS_BILL = [
    "AIS FIBRE - Advanced Broadband Network Co., Ltd.\n"
    "INVOICE / TAX INVOICE   Bill date: 1 Nov 2025\n"
    "Account: Mr. Weerapong Thongma   Internet no. 8803124577\n"
    "Package: Home Fibre 500/500 Mbps\n"
    "Billing period: 1 Oct 2025 - 31 Oct 2025\n"
    "Monthly fee 699.00\n"
    "VAT 7% 48.93\n"
    "TOTAL AMOUNT DUE 747.93 THB\n"
    "Due date: 15 Nov 2025",
]
LOAN_STATEMENT = [
    "SIAM CITY AUTO LEASING PCL.\n"
    "HIRE PURCHASE STATEMENT - October 2025\n"
    "Hirer: Mr. Weerapong Thongma\n"
    "Contract no. SCA-NR-2022-08817\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4 Entry, registration 3 Kor Thor 5519 Nakhon Ratchasima\n"
    "Contract start: 5 Aug 2022   Term: 60 months\n"
    "\n"
    "Monthly instalment (incl. VAT):          11,360.00 THB\n"
    "Instalment no. 39 of 60 received on 5 Oct 2025\n"
    "Instalments paid: 39   Instalments remaining: 21\n"
    "Outstanding balance (21 x 11,360.00):   238,560.00 THB\n"
    "Next due date: 5 Nov 2025\n"
    "Late payment charge: 1.25% per month on the overdue amount.\n"
    "Early settlement: ask for a discount quote at any branch or call 02-118-7000.",
]
CAR_INSURANCE = [
    "บริษัท ไทยศรีสวัสดิ์ประกันภัย จำกัด (มหาชน) สาขานครราชสีมา",
    "หนังสือแจ้งต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณวีระพงษ์ ทองมา",
    "รถยนต์ TOYOTA HILUX REVO SMART CAB 2.4 ทะเบียน 3กท 5519 นครราชสีมา  กรมธรรม์เดิมเลขที่ TS-2567-1188420 "
    "สิ้นสุดความคุ้มครอง 8 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 2+ (แผนเดิม) ซ่อมอู่", "320,000", "8,650"),
    ("ชั้น 1 ซ่อมอู่", "450,000", "17,900"),
    ("ปีที่แล้ว ชั้น 2+ (อ้างอิง)", "350,000", "8,200"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันชั้น 2+ ปีนี้ 8,650 บาท ปรับขึ้นเพราะมีเคลมชนท้ายเมื่อ มี.ค. 68",
    "กรุณาชำระเบี้ยภายในวันที่ 30 พฤศจิกายน 2568 เพื่อให้ความคุ้มครองต่อเนื่อง",
    "ตัวแทน คุณอรทัย (พี่อร) โทร 087-665-2310",
]
LIFE_PREMIUM = [
    "THAI LIFE ASSURANCE - PREMIUM DUE NOTICE\n"
    "Date: 1 Nov 2025\n"
    "Policyholder / insured: Mrs. Kanjana Thongma\n"
    "Policy no. TL-5521-0098-34   Plan: Saving Life 20/10\n"
    "Sum assured: 500,000 THB\n"
    "Annual premium: 25,800.00 THB\n"
    "Premium year: 6 of 10\n"
    "Due date: 1 Dec 2025   Grace period: 31 days\n"
    "The premium qualifies for the life insurance tax deduction (up to 100,000 THB a year).",
]
FEES = (
    ["โรงเรียนเทพวิทยานุสรณ์ นครราชสีมา", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ปุณณิศา ทองมา  ชั้น ม.2/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 23318"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าธรรมเนียมการเรียน", "12,500"),
     ("ค่าโครงการห้องเรียนพิเศษวิทย์-คณิต", "4,000"), ("ค่าคอมพิวเตอร์และอินเทอร์เน็ต", "1,200"),
     ("ค่าประกันอุบัติเหตุ", "450"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "600"), ("รวม", "18,750")],
    ["รวมทั้งสิ้น 18,750 บาท ชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่านแอปธนาคาร (QR ท้ายใบแจ้ง) หรือที่ฝ่ายการเงิน ชำระหลังกำหนดปรับวันละ 20 บาท",
     "เปิดภาคเรียนที่ 2 วันที่ 3 พฤศจิกายน 2568"],
)
EYE_BILL = [
    "RATCHASIMA VISION HOSPITAL\n"
    "Eye Centre - 140 Chomsurang Yat Road, Mueang Nakhon Ratchasima 30000  Tel. 044-278-500\n"
    "\n"
    "INVOICE / RECEIPT No. RV-68-104472            Date: 16 Oct 2025\n"
    "Patient: Mrs. Boonruean Thongma, age 71      HN 65-020318\n"
    "Procedure: Phacoemulsification with intraocular lens (LEFT eye), day case\n"
    "Surgeon: Dr. Pornthip Saengarun\n"
    "\n"
    "Surgeon fee .......................................... 18,000.00\n"
    "Operating room and anaesthesia ........................ 9,500.00\n"
    "Intraocular lens (monofocal) ......................... 12,500.00\n"
    "Medicines and eye drops ............................... 3,850.00\n"
    "Day-care room ......................................... 2,400.00\n"
    "Follow-up visit package ................................. 600.00\n"
    "TOTAL CHARGES ........................................ 46,850.00\n"
    "Senior discount 5% .................................. -2,342.50\n"
    "AMOUNT PAID (bank transfer) .......................... 44,507.50 THB\n"
    "\n"
    "Follow-up visits: 23 Oct 2025 and 13 Nov 2025 at 9:00.\n"
    "Right eye: surgery planned for 22 Jan 2026, estimated cost 45,000 THB before discount.\n"
    "Keep the eye shield on at night for 2 weeks. No heavy lifting.",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 1588.21, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                ("อินเทอร์เน็ต (Internet)", 747.93, "AIS"), ("กับข้าว (Food)", 11200, ""),
                ("ผ่อนรีโว่ (Truck loan)", 11360, "งวด 37/60"), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "ครูเจน"),
                ("ค่ายาแม่ (Mae's medicine)", 1350, "ความดัน เบาหวาน"), ("ค่าโทรศัพท์ (Phones)", 898, "2 เบอร์")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 1676.50, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 298, ""),
                ("อินเทอร์เน็ต (Internet)", 747.93, "AIS"), ("กับข้าว (Food)", 10850, ""),
                ("ผ่อนรีโว่ (Truck loan)", 11360, "งวด 38/60"), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "ครูเจน"),
                ("ค่ายาแม่ (Mae's medicine)", 1350, ""), ("ค่าโทรศัพท์ (Phones)", 898, ""),
                ("ชุดลูกเสือมายด์ (Scout uniform)", 1150, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 1859.33, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 305, ""),
                ("อินเทอร์เน็ต (Internet)", 747.93, "AIS"), ("กับข้าว (Food)", 11600, ""),
                ("ผ่อนรีโว่ (Truck loan)", 11360, "งวด 39/60"), ("เรียนพิเศษมายด์ (Tutoring)", 2400, "ครูเจน"),
                ("ค่ายาแม่ (Mae's medicine)", 1350, ""), ("ค่าโทรศัพท์ (Phones)", 898, ""),
                ("ผ่าตัดต้อกระจกแม่ ตาซ้าย (Mae's eye op)", 44507.50, "รพ.ราชสีมาวิชั่น หลังหักส่วนลด")],
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


# ---------------------------------------------------------------- notes and chats
BIZ = "งานช่างเอก"
TEXTS = {
    f"{BIZ}/แชท/LINE_คุณนิดา_ครัว.txt": """[21 ต.ค. 68 18:05] ช่างเอก: ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะครับคุณหมอ ท็อปควอตซ์สีขาวตามที่คุย รวม 156,900 ครับ
[22 ต.ค. 68 12:30] หมอนิด: ช่างเอกคะ เกินงบที่ตั้งไว้ค่ะ หมอตั้งไว้ 145,000 พอจะได้มั้ยคะ
[22 ต.ค. 68 19:10] ช่างเอก: 145,000 ไม่ไหวจริงๆครับคุณหมอ ควอตซ์ขึ้นราคา ผมลดให้เป็น 152,000 ครับ
[22 ต.ค. 68 20:02] หมอนิด: 148,000 ได้มั้ยคะ ไฟ LED ใต้ไอส์แลนด์ไม่เอาก็ได้ค่ะ
[23 ต.ค. 68 07:45] ช่างเอก: ตัดไฟ LED ออก ผมให้ 149,500 ครับ ราคาสุดท้ายแล้วครับคุณหมอ
[23 ต.ค. 68 08:20] หมอนิด: โอเคค่ะ 149,500 ตกลงค่ะ มัดจำ 40% เท่าไหร่คะ
[23 ต.ค. 68 08:26] ช่างเอก: มัดจำ 59,800 ครับ งวดสอง 59,800 ตอนติดตั้งตู้ งวดสุดท้าย 29,900 หลังส่งมอบครับ
[27 ต.ค. 68 10:14] หมอนิด: โอนมัดจำ 59,800 แล้วนะคะ ส่งสลิปให้แล้ว
[27 ต.ค. 68 10:20] ช่างเอก: ได้รับแล้วครับ ขอบคุณครับ 3 พ.ย. ผมเข้าไปวัดหน้างานละเอียดอีกรอบ ตู่กับบอมจะรื้อตู้เก่าให้ก่อนครับ
""",
    f"{BIZ}/แชท/แชท_ตู้เสื้อผ้า_คอนโดห้อง1507.txt": """[LINE] Chat history with Dan
Saved on: 06/11/2025 21:14

Mon, 13/10/2025
20:11\tAek Built-in\tHi Khun Daniel, I sent the quote for the walk-in wardrobe. Total 68,400 baht incl. installation
20:40\tDan\tThanks Aek. Looks great but a bit over my budget. Can you do 60,000?

Tue, 14/10/2025
12:40\tAek Built-in\t60,000 is hard sir, the mirror doors are expensive. I can do 65,000
13:05\tDan\tWhat if we skip the mirror doors and use plain laminate doors instead?
18:30\tAek Built-in\tPlain oak doors 3 panels x 2,900 = 8,700 instead of 14,400. Then total 62,700
18:45\tDan\tMake it 62,000 and it's a deal :)
19:02\tAek Built-in\tOK 62,000 deal. Deposit 50% = 31,000 pls, rest after installation

Thu, 16/10/2025
10:15\tDan\tTransferred the 31,000 deposit. When can you install?
10:22\tAek Built-in\tReceived, thank you. Installation Sat 8 Nov, 2 days. I need the condo work permit from the juristic office
""",
    f"{BIZ}/แชท/แชทกลุ่ม_ทีมเอกบิวท์อิน.txt": """[6 ต.ค. 68 06:50] ช่างเอก: วันนี้เริ่มงานศิลาตึก B นะ 7 โมงครึ่งเจอกันหน้าโครงการ ใส่รองเท้าเซฟตี้ด้วย
[8 ต.ค. 68 17:30] ตู่: พี่เอกครับ ขอเบิกก่อน 2,000 ครับ ค่าเทอมลูก
[8 ต.ค. 68 17:42] ช่างเอก: ได้ โอนให้แล้ว หักงวด 15 นะ
[10 ต.ค. 68 18:05] บอม: พี่ครับ ผมขอเบิก 500 ครับ ค่าซ่อมมอไซค์
[10 ต.ค. 68 18:10] ช่างเอก: โอเค
[22 ต.ค. 68 19:20] บอม: พี่ขอเบิกอีก 1,000 ได้มั้ยครับ แม่ป่วย
[22 ต.ค. 68 19:25] ช่างเอก: ได้ ดูแลแม่ดีๆ
[24 ต.ค. 68 20:00] ช่างเอก: เสาร์นี้ 25 ต.ค. ทำ OT งานศิลาครึ่งวันนะ ใครมาได้บ้าง
[24 ต.ค. 68 20:03] ตู่: ไปครับ
[24 ต.ค. 68 20:05] บอม: ไปครับพี่
[3 พ.ย. 68 07:10] ช่างเอก: เช้านี้ตู่กับบอมไปรื้อตู้เก่าบ้านหมอนิดที่พฤกษาวิลล์ก่อน บ่ายผมตามไป
[12 พ.ย. 68 10:30] ช่างเอก: น้องพลอยแจ้งลิฟต์ตึก B ปิด 17-21 พ.ย. ต้องยกไม้ชั้น 4 ขึ้นให้เสร็จวันศุกร์ที่ 14 นะ
""",
    f"{BIZ}/เอกสาร/Email_SilaProperty_lift closure_12Nov2025.txt": SILA_EMAIL,
    f"{BIZ}/เทคนิค/สูตรย้อมสีไม้สัก.md": """# สูตรย้อมสีไม้สัก (ใช้กับงานบานไม้จริง)
- สีย้อมไม้สูตรน้ำมัน สีสักทอง 1 ส่วน ผสมทินเนอร์ 2 ส่วน
- ขัดกระดาษทรายเบอร์ 240 ก่อน เช็ดฝุ่นให้หมด
- ทา 2 รอบ ห่างกัน 4 ชม. แล้วเคลือบแลคเกอร์ด้าน
- งานในห้องน้ำใช้ยูรีเทนแทนแลคเกอร์
""",
    f"{BIZ}/เครื่องมือ/ของในรถ_tools list.md": """# ของที่ต้องมีในรถทุกวัน (tools list)
- สว่านไร้สาย Makita 2 ตัว + แบต 4 ก้อน
- เลื่อยวงเดือน, เลื่อยจิ๊กซอว์, ทริมเมอร์
- เครื่องเจาะบานพับถ้วย 35 มม.
- เลเซอร์วัดระดับ, ตลับเมตร 3 อัน
- สกรู 1 นิ้ว 1.5 นิ้ว, พุก, ซิลิโคนใส
- ผ้าใบคลุมพื้นลูกค้า, เครื่องดูดฝุ่น
""",
    "บ้าน/ลูก/เรียนพิเศษ_มายด์.md": """# เรียนพิเศษมายด์ ปี 2568
- คณิต ม.2 กับครูเจน วันเสาร์ 9.00-12.00 เดือนละ 2,400 บาท (จ่ายต้นเดือน)
- อังกฤษ ออนไลน์ วันพุธ ช่วงปิดเทอม 3,500 บาท คอร์สละ 10 ครั้ง
- เตรียมสอบเข้า ม.4 ห้องวิทย์ ปีหน้า ครูเจนแนะนำคอร์สเข้ม มี.ค. 69
""",
    "บ้าน/แม่/ตาแม่_นัดหมอ.md": """# ตาแม่ (บุญเรือน ทองมา)
- ต้อกระจกทั้งสองข้าง ข้างซ้ายหนักกว่า มองไม่ค่อยเห็นตอนกลางคืน
- รพ.มหาราชนครราชสีมา (บัตรทอง): คิวผ่าตัดตาซ้ายถึง มิ.ย. 69
- ไปผ่าเอกชนที่ รพ.ราชสีมาวิชั่น ตาซ้ายผ่าแล้ว 16 ต.ค. 68 โอนไป 44,507.50 บาท
- นัดดูแผล 23 ต.ค. กับ 13 พ.ย. 68 (ก้อยพาไป)
- ตาขวา หมอนัดผ่า 22 ม.ค. 69 ประเมินไว้ประมาณ 45,000 บาท พี่สาวจะช่วยครึ่งนึง
- ห้ามยกของหนัก ห้ามน้ำเข้าตา 2 อาทิตย์
""",
    "บ้าน/แชทไลน์_บ้านทองมา.txt": """[3 พ.ย. 68 20:15] ก้อย: พ่อมายด์ ค่าเทอมมายด์เทอมนี้ 18,750 นะ จ่ายก่อน 20 พ.ย.
[3 พ.ย. 68 20:20] เอก: โอเค รอเงินงวดหมอนิดก่อน
[4 พ.ย. 68 08:30] ก้อย: ประกันรีโว่มาแล้ว ชั้น 2+ ปีนี้ 8,650 แพงขึ้นเพราะเคลมตอนโดนชนท้าย
[4 พ.ย. 68 08:42] เอก: เอาแบบเดิม ชั้นหนึ่งเกือบสองหมื่นไม่ไหว
[5 พ.ย. 68 12:10] มายด์: พ่อ หนูขอไปค่ายวิทย์ 2 วัน 900 บาทนะ
[5 พ.ย. 68 12:30] ก้อย: แม่ให้ค่ะ
[12 พ.ย. 68 18:00] ก้อย: พาแม่ไปดูแผลตามาแล้ว หมอว่าหายดี นัดผ่าข้างขวา 22 ม.ค.
[12 พ.ย. 68 18:05] พี่แหม่ม: พี่ช่วยค่าผ่าตาข้างขวาครึ่งนึงนะเอก
""",
}
TODO = {"todo.md": """- ส่งใบแจ้งหนี้งวด 2 ให้ศิลาฯ ก่อน 20 พ.ย.
- ยกไม้ขึ้นชั้น 4 ตึก B ก่อนลิฟต์ปิด 17 พ.ย.
- เลือกร้านไม้ HMR ล็อตใหม่ (เฮียชัย หรือ Korat Home Material)
- โอนค่าเทอมมายด์ก่อน 20 พ.ย.
- ต่อประกันรีโว่ก่อน 30 พ.ย.
- ติดตั้งตู้ Dan 8 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, suppliers, books, papers = biz / "ใบเสนอราคา", biz / "ซัพพลายเออร์", biz / "บัญชี", biz / "เอกสาร"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, books, papers, home / "Bills", home / "รถ", home / "ประกัน",
                   home / "ลูก", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ครัวบิวท์อิน_บ้านพฤกษาวิลล์ 88_ร่าง.docx", NIDA_DRAFT, NIDA_DRAFT_TABLE,
               bottom=NIDA_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ครัวบิวท์อิน_บ้านพฤกษาวิลล์ 88_final v2.docx", NIDA_FINAL, NIDA_FINAL_TABLE,
               bottom=NIDA_FINAL_BOTTOM)
    write_docx(quotes / "Quotation_Wardrobe_Condo1507_Oct2025.docx", DAN_QUOTE, DAN_QUOTE_TABLE,
               bottom=DAN_QUOTE_BOTTOM)
    write_docx(suppliers / "ใบเสนอราคา_โคราชค้าไม้_ไม้อัด HMR_พ.ย.68.docx", KORAT_TIMBER, KORAT_TIMBER_TABLE,
               bottom=KORAT_TIMBER_BOTTOM)
    make_pdf(suppliers / "KoratHomeMaterial_Quotation_QS-25-0912.pdf", KHM_QUOTE)
    make_pdf(suppliers / "Invoice_SiamHardware_INV-2510-0873.pdf", HW_INVOICE)
    write_docx(suppliers / "ใบเสร็จ_สยามฮาร์ดแวร์_RC68-1102.docx", HW_RECEIPT, HW_RECEIPT_TABLE,
               bottom=HW_RECEIPT_BOTTOM)
    _book(books / "บัญชีรายรับรายจ่าย_เอกบิวท์อิน_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรายรับรายจ่าย_เอกบิวท์อิน_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงลูกน้อง_ต.ค.68.xlsx")
    _jobs(books / "ลูกค้า_งานค้าง_Q4-68.xlsx")
    _prices(biz / "ราคากลางงานบิวท์อิน_2568.xlsx")
    write_docx(papers / "สัญญาจ้างเหมา_ตู้เสื้อผ้า 12 ห้อง_ศิลาพร็อพเพอร์ตี้.docx", SILA_CONTRACT)
    make_pdf(papers / "WHT_certificate_SilaProperty_Oct2025.pdf", WHT_CERT)
    write_slides(biz / "Portfolio_เอกบิวท์อิน_2568.pptx", _portfolio())
    make_pdf(home / "Bills" / "PEA_bill_Korat_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Korat_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "AIS_Fibre_Oct2025.pdf", AIS_BILL)
    make_pdf(home / "รถ" / "Revo_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    write_docx(home / "รถ" / "ต่อประกันรถ_Revo_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(home / "ประกัน" / "ThaiLife_premium_notice_Kanjana_2025.pdf", LIFE_PREMIUM)
    write_docx(home / "ลูก" / "ค่าเทอม_มายด์_ม.2_เทอม2-68.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "แม่" / "Hospital bill_Mae_cataract_Oct2025.pdf", EYE_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
