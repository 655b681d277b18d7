"""The golfcaddy folder: the papers of a Thai caddy master at a Hua Hin golf resort and her household, written by code.

The owner is วรรณา แก้วมณี (พี่แหม่ม, Mam, Wanna Kaewmanee), หัวหน้าแคดดี้ (Caddy Master) of ปาล์มบรีซ กอล์ฟ
รีสอร์ท (Palm Breeze Golf Resort), 99 ถ.เพชรเกษม ต.หนองแก อ.หัวหิน จ.ประจวบคีรีขันธ์ 77110. She runs about 56 caddies,
their rounds, tips, uniforms and laundry, and sells caddy packages to tour groups. Her boss is คุณสุเมธ (golf
operations manager); the Director of Golf is Richard "Rick" Hale. Her husband ชาตรี (พี่ตรี) drives a songthaew,
their daughter ด.ญ.ปวีณ์ธิดา (น้องใบเตย) is in ม.2, her mother บุญมี (แม่) needs cataract surgery, her brother is
น้าเอก (เอก). They pay off a Toyota Yaris ATIV. It is November 2568 (2025).

Documents/งานแคดดี้ Palm Breeze/ (the work)
- ตารางแคดดี้/รายชื่อแคดดี้_Caddy list Nov2025.xlsx: three sheets: caddies by number, full name, nickname, grade
  and languages (#12 เจี๊ยบ, #31 หนิง, #47 แพร = กมลชนก ศรีสวัสดิ์, #52 จอย speaks Korean), leave in พ.ย. 68,
  and the 12 new trainees of รุ่น 68/2.
- สรุปรอบ/สรุปรอบแคดดี้_2568.xlsx: this year's book, sheet "รอบ Rounds" (18-hole and 9-hole rounds, caddies on
  duty, caddy fees at 450/280, tip pool) and sheet "ค่าใช้จ่าย Expenses" (laundry, uniforms, water/ice, training,
  other), ม.ค.-ต.ค. (Aug laundry 29,615.40; Oct tip pool 86,400).
- สรุปรอบ/สรุปรอบแคดดี้_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค., fees at 420/250 (Jul 18-hole
  rounds 1,035; Aug laundry 26,905.60).
- สรุปรอบ/tip pool Oct2025.md: October group tips: four groups, 86,400 in all, 54 eligible caddies, 1,600 each.
- ใบเสนอราคา/ใบเสนอราคา ชุดแคดดี้_หัวหินยูนิฟอร์ม.docx: ร้านหัวหินยูนิฟอร์ม (เจ๊ออย): 120 UV polos at 320,
  60 hats at 180, 60 pairs of sleeves at 45, 60 bibs at 150 = 60,900 + embroidery block 1,500 = 62,400 (no VAT),
  deposit 31,200.
- ใบเสนอราคา/Quotation_SiamProWear_caddy uniforms.pdf: English quote SPW-Q-2511-027 from Siam ProWear Co., Ltd.
  for the same items: 59,400.00 + VAT 4,158.00 = 63,558.00.
- ใบเสนอราคา/QT แคดดี้กรุ๊ป KGolf_ร่าง.docx: draft QT-PB-CD-68-11 (20 ต.ค. 2568) to KGolf Tour: 160 rounds at 460
  (73,600) + Korean-speaking lead caddy 5 days at 1,500 (7,500) + towel and water 160 x 20 (3,200) = 84,300, not sent.
- ใบเสนอราคา/QT แคดดี้กรุ๊ป KGolf_final v2.docx: the final (28 ต.ค. 2568) to Mr. Park Jin-ho: 73,600 + lead
  5 x 1,200 (6,000) + towel/water/umbrella 160 x 25 (4,000) = 83,600, deposit 25,080, balance 58,520, 8-12 ธ.ค. 2568.
- แชท/LINE_พี่ปาร์ค KGolf.txt: LINE with พี่ปาร์ค: 83,600 sent, budget 75,000, 79,600 offered, 72,000 asked,
  78,000 offered, settled 75,000 (160 x 450 + lead 3,000), deposit 22,500 paid 5 Nov 2025, balance 52,500.
- แชท/แชทกลุ่ม_แคดดี้ปาล์มบรีซ.txt: the caddies' LINE group: uniform share 500 proposed, 300 and 400 asked,
  settled 350 in two deductions of 175; October tips 1,600 each; high season from 1 ธ.ค., 05.45.
- ซักรีด/HHLinenCare_invoice_INV-2510-088.pdf: English invoice of Hua Hin Linen Care Co., Ltd. (31 Oct 2025) for
  October laundry: 34,440.00 + VAT 2,410.80 = 36,850.80, less WHT 1,033.20, net 35,817.60 due 15 Nov 2025.
- ซักรีด/ใบเสร็จ_หัวหินลินินแคร์_RC2511-014.docx: the Thai receipt of that invoice, 35,817.60 paid 10 พ.ย. 2568.
- ประกาศ/Memo_Caddy fees 2026.pdf: memo from Rick Hale (3 Nov 2025): from 1 Jan 2026 18 holes 500, 9 holes 300,
  forecaddie 700, late cancellation 250, night 9 holes 350.
- ประกาศ/ประกาศอัตราค่าแคดดี้_2568.docx: this year's Thai rate notice: 18 หลุม 450, 9 หลุม 280, ส่องลูก 600,
  ยกเลิกกระชั้นชิด 200, ไนท์กอล์ฟ 320.
- ประกาศ/รายงานเหตุการณ์_ไม้กอล์ฟแขกเสียหาย_12ต.ค.68.docx: incident report: caddy #47 (แพร) let Mr. Hiroshi Sato's
  bag fall, driver head cracked; 18,900 asked, settled 12,500: resort 8,000, caddy 4,500 at 1,500 a month.
- email_HuaHin Golf Academy_อบรมแคดดี้ใหม่_11-11-2025.txt: email from Hua Hin Golf Academy: basic course 24-26 Nov
  2025, 1,800 per person, group rate 1,600 x 12 = 19,200, deposit 9,600, confirm by 18 Nov 2025.
- Caddy team Q3 2025 review.pptx: English slides: Q3 3,190 18-hole rounds (2,950 last year), 650 9-hole rounds,
  fees 1,617,500, 37 compliments and 4 complaints.
- ประชุมแคดดี้ก่อนไฮซีซั่น_พ.ย.68.pptx: Thai slides for the high-season meeting: 1 ธ.ค. 2568 - 28 ก.พ. 2569, Dec
  target 2,300 rounds, 68 caddies (56 + 12 new), report by 05.45.
- กฎกอล์ฟที่แคดดี้ต้องรู้.md: rules notes (a distractor).

Documents/บ้าน/ (the household)
- บิล/PWA_water_Sep2025.pdf (26 m3, 354.17, due 30 Sep 2025) and บิล/PWA_water_Oct2025.pdf (31 m3, 430.68,
  due 30 Oct 2025): English water bills; บิล/PEA ค่าไฟ Oct2025.pdf: electricity, 318 kWh, 1,501.21.
- รถยาริส/Yaris_HP statement_Oct2025.pdf: Siam Auto Finance statement: installment 38 of 72 at 8,750 paid 5 Oct
  2025, 297,500.00 left, early settlement by 30 Nov 2025 268,420.50.
- รถยาริส/ต่อประกันรถ_Yaris_2568.docx: car insurance renewal, class 1 16,900 (last year 17,450), class 2+ 8,200,
  pay by 20 ธ.ค. 2568.
- ลูก/ค่าเทอม_ม.2_เทอม2-2568.docx: school fees of ด.ญ.ปวีณ์ธิดา, 17,500 by 15 พฤศจิกายน 2568.
- ลูก/ทัศนศึกษา_กาญจนบุรี_ธ.ค.68.docx: school trip 12-13 ธ.ค. 2568, 2,150, reply slip by 28 พ.ย. 2568.
- แม่/HuaHinBay_cataract estimate_Nov2025.pdf: English estimate for the mother's left-eye cataract surgery:
  55,500 (multifocal lens option 90,500), deposit 20,000, pre-op 2 Dec 2025, surgery 9 Dec 2025.
- แม่/ใบเสร็จ_รพ.หัวหินเบย์_ตรวจตาแม่_28ต.ค.68.docx: receipt of the eye check-up, 1,850.
- แม่/นัดหมอตาแม่.md: notes: the government hospital's queue to มี.ค. 2569 and the private option; เอก gives 20,000.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), car installment 8,750.
- แชทไลน์_บ้านแก้วมณี.txt: the family's LINE group; สูตรน้ำพริกกะปิแม่.txt: a recipe.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
WORK = "งานแคดดี้ Palm Breeze"
PB_TOP = ("ปาล์มบรีซ กอล์ฟ รีสอร์ท หัวหิน (Palm Breeze Golf Resort) แผนกแคดดี้ 99 ถ.เพชรเกษม ต.หนองแก อ.หัวหิน "
          "จ.ประจวบคีรีขันธ์ 77110 โทร 032-515-880")

# ---------------------------------------------------------------- uniform quotes
UNIFORM_TH = [
    "ร้านหัวหินยูนิฟอร์ม รับปักและสกรีนชุดพนักงาน",
    "45/2 ซ.หัวหิน 51 ถ.เพชรเกษม อ.หัวหิน จ.ประจวบคีรีขันธ์ โทร 081-944-2706",
    "ใบเสนอราคา เลขที่ HU-68/142  วันที่ 6 พ.ย. 2568",
    "เรียน คุณวรรณา แก้วมณี หัวหน้าแคดดี้ ปาล์มบรีซ กอล์ฟ รีสอร์ท",
    "เรื่อง ชุดแคดดี้ชุดใหม่ ปักโลโก้รีสอร์ท",
]
UNIFORM_TH_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อโปโลแขนยาวกันยูวี ปักโลโก้", "120 ตัว", "320", "38,400"),
    ("หมวกปีกกว้างมีผ้าคลุมคอ", "60 ใบ", "180", "10,800"),
    ("ปลอกแขนกันยูวี", "60 คู่", "45", "2,700"),
    ("เอี๊ยมแคดดี้พิมพ์หมายเลข", "60 ตัว", "150", "9,000"),
    ("รวมค่าสินค้า", "", "", "60,900"),
    ("ค่าทำบล็อกปักโลโก้ (ครั้งเดียว)", "", "", "1,500"),
    ("รวมทั้งสิ้น", "", "", "62,400"),
]
UNIFORM_TH_BOTTOM = [
    "รวมทั้งสิ้น 62,400 บาท (หกหมื่นสองพันสี่ร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 31,200 บาท ส่งของภายใน 21 วันหลังยืนยันแบบ",
    "ส่งของให้ฟรีถึงห้องแคดดี้ เปลี่ยนไซซ์ได้ภายใน 7 วัน",
    "เจ๊ออย (นางสาวอรทัย ศรีประเสริฐ) 081-944-2706",
]
UNIFORM_EN = [
    "SIAM PROWEAR CO., LTD.\n"
    "Uniforms for hotels, resorts and golf clubs\n"
    "1188 Ratchadaphisek Road, Din Daeng, Bangkok 10400   Tel. 02-691-7730\n"
    "Tax ID 0105559087712\n"
    "\n"
    "QUOTATION No. SPW-Q-2511-027              Date: 7 Nov 2025\n"
    "To: Ms. Wanna Kaewmanee, Caddy Master, Palm Breeze Golf Resort, Hua Hin\n"
    "Re: caddy uniform set with embroidered resort logo\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    "Long-sleeve UV polo, embroidered logo   120 pcs     295.00     35,400.00\n"
    "Wide-brim hat with neck flap             60 pcs     195.00     11,700.00\n"
    "UV arm sleeves                           60 pairs    40.00      2,400.00\n"
    "Caddy bib, printed number                60 pcs     165.00      9,900.00\n"
    "\n"
    "Subtotal                                                      59,400.00\n"
    "VAT 7%                                                         4,158.00\n"
    "GRAND TOTAL                                                   63,558.00 THB\n"
    "\n"
    "Logo embroidery set-up: free for orders over 50,000 THB.\n"
    "Free delivery to Hua Hin. Lead time 30 days after artwork approval.\n"
    "Payment: 30% deposit with order, balance on delivery.\n"
    "This quotation is valid until 7 Dec 2025.\n"
    "Sales: Kittisak (Tor) 089-220-4816",
]

# ---------------------------------------------------------------- tour group quotes
KGOLF_DRAFT = [
    PB_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PB-CD-68-11",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน KGolf Tour Co., Ltd. (ฝ่ายจัดกรุ๊ป)",
    "เรื่อง แพ็กเกจแคดดี้ กรุ๊ปนักกอล์ฟเกาหลี 32 ท่าน 5 วัน (วันละ 1 รอบ 18 หลุม)",
]
KGOLF_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าแคดดี้ 18 หลุม ราคากรุ๊ป", "160 รอบ", "460", "73,600"),
    ("แคดดี้หัวหน้ากลุ่ม พูดเกาหลีได้ ประสานงานทั้งวัน", "5 วัน", "1,500", "7,500"),
    ("ผ้าเย็นและน้ำดื่มระหว่างรอบ", "160 ชุด", "20", "3,200"),
    ("รวมทั้งสิ้น", "", "", "84,300"),
]
KGOLF_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 84,300 บาท (แปดหมื่นสี่พันสามร้อยบาทถ้วน)",
    "ร่าง ยังไม่ส่ง ถามคุณสุเมธก่อนว่าให้ราคากรุ๊ปต่ำกว่า 450 ได้ไหม",
]
KGOLF_FINAL = [
    PB_TOP,
    "ใบเสนอราคา  เลขที่ QT-PB-CD-68-11 (แก้ไขครั้งที่ 2)",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน Mr. Park Jin-ho, Group Manager, KGolf Tour Co., Ltd.",
    "เรื่อง แพ็กเกจแคดดี้ กรุ๊ปนักกอล์ฟเกาหลี 32 ท่าน วันที่ 8-12 ธันวาคม 2568 (วันละ 1 รอบ 18 หลุม)",
]
KGOLF_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าแคดดี้ 18 หลุม ราคากรุ๊ป", "160 รอบ", "460", "73,600"),
    ("แคดดี้หัวหน้ากลุ่ม พูดเกาหลีได้", "5 วัน", "1,200", "6,000"),
    ("ผ้าเย็น น้ำดื่ม และร่มกันแดด", "160 ชุด", "25", "4,000"),
    ("รวมทั้งสิ้น", "", "", "83,600"),
]
KGOLF_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 83,600 บาท (แปดหมื่นสามพันหกร้อยบาทถ้วน) ไม่รวมทิปแคดดี้ ทิปแนะนำ 300-500 บาทต่อรอบ",
    "เงื่อนไขการชำระเงิน: มัดจำ 30% = 25,080 บาท ภายใน 7 วันหลังตอบรับ ส่วนที่เหลือ 58,520 บาท ชำระวันสุดท้ายของกรุ๊ป",
    "ยกเลิกก่อน 14 วันคืนมัดจำเต็มจำนวน ราคานี้ยืนถึง 15 พฤศจิกายน 2568",
    "ลงชื่อ วรรณา แก้วมณี หัวหน้าแคดดี้ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- laundry
LINEN_INVOICE = [
    "HUA HIN LINEN CARE CO., LTD.\n"
    "Commercial laundry for hotels and golf clubs\n"
    "210/8 Soi Hua Hin 112, Nong Kae, Hua Hin, Prachuap Khiri Khan 77110\n"
    "Tax ID 0775560004416   Tel. 032-547-319\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-088\n"
    "Date: 31 Oct 2025                  Due date: 15 Nov 2025\n"
    "Customer: Palm Breeze Golf Resort - Caddy Department (attn. Ms. Wanna Kaewmanee)\n"
    "Service period: 1 - 31 October 2025\n"
    "\n"
    "Item                                   Qty          Unit price   Amount\n"
    "Caddy polo shirts, wash and press      1,860 pcs       9.00     16,740.00\n"
    "Caddy bibs, wash                       1,860 pcs       5.00      9,300.00\n"
    "Cooling towels, wash                   2,400 pcs       3.50      8,400.00\n"
    "\n"
    "Subtotal                                                       34,440.00\n"
    "VAT 7%                                                          2,410.80\n"
    "Total                                                          36,850.80\n"
    "Less withholding tax 3%                                        -1,033.20\n"
    "NET PAYABLE                                                    35,817.60 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Hua Hin Linen Care Co., Ltd., account 713-0-55201-9.\n"
    "Lost items are charged at cost. Pick-up daily at 14:00 from the caddy room.",
]
LINEN_RECEIPT = [
    "บริษัท หัวหินลินินแคร์ จำกัด (สำนักงานใหญ่)",
    "210/8 ซ.หัวหิน 112 ต.หนองแก อ.หัวหิน จ.ประจวบคีรีขันธ์ 77110  เลขประจำตัวผู้เสียภาษี 0775560004416",
    "ใบเสร็จรับเงิน  เลขที่ RC2511-014",
    "วันที่ 10 พ.ย. 2568",
    "ได้รับเงินจาก ปาล์มบรีซ กอล์ฟ รีสอร์ท แผนกแคดดี้ (คุณวรรณา แก้วมณี)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2510-088 ลงวันที่ 31/10/68 ค่าซักชุดแคดดี้ เดือนตุลาคม 2568",
]
LINEN_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "36,850.80"),
    ("หัก ภาษี ณ ที่จ่าย 3%", "1,033.20"),
    ("รับชำระครั้งนี้", "35,817.60"),
]
LINEN_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 35,817.60 บาท (สามหมื่นห้าพันแปดร้อยสิบเจ็ดบาทหกสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวปิยะนุช ทองสุข ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- rates, memo, incident
MEMO_2026 = [
    "PALM BREEZE GOLF RESORT, HUA HIN\n"
    "INTERNAL MEMO\n"
    "\n"
    "To: Khun Wanna Kaewmanee (Caddy Master); Starters; Pro Shop; Front Desk\n"
    "From: Richard \"Rick\" Hale, Director of Golf\n"
    "Cc: Khun Sumet Rattanakul, Golf Operations Manager\n"
    "Date: 3 November 2025\n"
    "Subject: Caddy fees from 1 January 2026\n"
    "\n"
    "After the review with the owners, the caddy fees below apply to all tee times\n"
    "booked for play on or after 1 January 2026:\n"
    "\n"
    "  Caddy, 18 holes ........................... 500 THB\n"
    "  Caddy, 9 holes ............................ 300 THB\n"
    "  Forecaddie (per group, 18 holes) .......... 700 THB\n"
    "  Late cancellation (less than 2 hours) ..... 250 THB\n"
    "  Night golf, 9 holes ....................... 350 THB\n"
    "\n"
    "The caddy keeps the full caddy fee. A caddy insurance charge of 20 THB per round\n"
    "is deducted as before. Tips stay at the guest's discretion; the suggested tip\n"
    "on the scorecard remains 300-500 THB.\n"
    "Group packages already confirmed in 2025 keep their quoted price.\n"
    "Please update the rate board in the caddy room and brief all caddies before\n"
    "the high season starts on 1 December.\n"
    "\n"
    "Thanks, Rick",
]
RATES_2568 = [
    PB_TOP,
    "ประกาศ อัตราค่าบริการแคดดี้ ปี 2568",
    "มีผลตั้งแต่วันที่ 1 มกราคม 2568 เป็นต้นไป",
]
RATES_2568_TABLE = [
    ("บริการ", "อัตรา (บาท)"),
    ("แคดดี้ 18 หลุม", "450"),
    ("แคดดี้ 9 หลุม", "280"),
    ("แคดดี้ส่องลูก (Forecaddie) ต่อกลุ่ม 18 หลุม", "600"),
    ("ยกเลิกกระชั้นชิด (น้อยกว่า 2 ชั่วโมง)", "200"),
    ("ไนท์กอล์ฟ 9 หลุม", "320"),
]
RATES_2568_BOTTOM = [
    "ค่าแคดดี้เป็นของแคดดี้เต็มจำนวน หักค่าประกันอุบัติเหตุแคดดี้รอบละ 20 บาท",
    "ทิปขึ้นอยู่กับความพอใจของแขก (แนะนำ 300-500 บาท)",
    "ประกาศ ณ วันที่ 20 ธันวาคม 2567  สุเมธ รัตนกุล ผู้จัดการฝ่ายปฏิบัติการกอล์ฟ",
]
INCIDENT = [
    PB_TOP,
    "รายงานเหตุการณ์ (Incident report) เลขที่ CD-IR-68/09",
    "วันที่เกิดเหตุ 12 ตุลาคม 2568 เวลาประมาณ 09.40 น. หลุมที่ 14 (สนาม Lakeside)",
    "แคดดี้: นางสาวกมลชนก ศรีสวัสดิ์ (แพร) หมายเลข 47",
    "แขก: Mr. Hiroshi Sato กรุ๊ป Japan Golf Holiday รถกอล์ฟหมายเลข 22",
    "เหตุการณ์: ถุงกอล์ฟของแขกหล่นจากรถกอล์ฟขณะเลี้ยวลงเนินข้างบ่อน้ำ หัวไม้ไดรฟ์เวอร์ TaylorMade Qi10 แตก "
    "แคดดี้ไม่ได้รัดสายถุงกอล์ฟกับรถ แขกเล่นต่อจนจบรอบโดยยืมไม้จากโปรช็อป",
    "การชดใช้: แขกขอราคาไม้ใหม่ 18,900 บาท หลังเจรจาตกลงกันที่ 12,500 บาท (เปลี่ยนหัวไม้ใหม่ที่โปรช็อป) "
    "แขกพอใจและไม่ร้องเรียนต่อ",
]
INCIDENT_TABLE = [
    ("ผู้รับผิดชอบ", "จำนวนเงิน (บาท)", "วิธีชำระ"),
    ("รีสอร์ท (งบแผนกแคดดี้)", "8,000", "จ่ายโปรช็อป 13 ต.ค. 2568"),
    ("แคดดี้หมายเลข 47", "4,500", "หักจากค่าแคดดี้เดือนละ 1,500 บาท 3 เดือน (พ.ย. 68 - ม.ค. 69)"),
    ("รวม", "12,500", ""),
]
INCIDENT_BOTTOM = [
    "มาตรการป้องกัน: ทุกคนต้องรัดสายถุงกอล์ฟสองจุดก่อนออกรถ ตรวจที่จุดปล่อยตัวทุกเช้า "
    "อบรมซ้ำในประชุมก่อนไฮซีซั่น",
    "ลงชื่อ วรรณา แก้วมณี หัวหน้าแคดดี้ ผู้รายงาน  14 ต.ค. 2568",
    "รับทราบ สุเมธ รัตนกุล ผู้จัดการฝ่ายปฏิบัติการกอล์ฟ",
]

# ---------------------------------------------------------------- books
ROUND_HEADERS = ["เดือน (Month)", "รอบ 18 หลุม (18-hole rounds)", "รอบ 9 หลุม (9-hole rounds)",
                 "แคดดี้ลงงาน (Caddies on duty)", "ค่าแคดดี้รวม (Caddy fees, THB)", "ทิปกองกลาง (Tip pool, THB)"]
COST_HEADERS = ["เดือน (Month)", "ค่าซักรีด (Laundry)", "ชุดและอุปกรณ์ (Uniforms, gear)",
                "น้ำดื่ม/น้ำแข็ง (Water, ice)", "อบรม (Training)", "อื่นๆ (Other)", "รวม (Total)"]
ROUNDS_2568 = {
    "r18": [2310, 2180, 1950, 1620, 1180, 1040, 1120, 1090, 980, 1460],
    "r9": [420, 390, 360, 300, 240, 210, 230, 220, 200, 310],
    "duty": [62, 62, 60, 58, 52, 50, 50, 50, 48, 56],
    "tips": [142800, 128500, 104000, 76200, 38400, 27600, 33900, 31200, 24000, 86400],
}
COSTS_2568 = [
    [52410.60, 49322.40, 44180.00, 37350.20, 28416.00, 25118.90, 27002.50, 29615.40, 24870.30, 36850.80],
    [0, 4800, 0, 0, 12600, 0, 0, 3250, 0, 0],
    [9800, 9200, 8600, 7900, 6100, 5400, 5800, 5600, 5100, 7200],
    [0, 0, 0, 0, 0, 8400, 0, 0, 0, 0],
    [1200, 850, 900, 1500, 600, 700, 650, 800, 550, 1100],
]
ROUNDS_2567 = {
    "r18": [2140, 2050, 1830, 1510, 1090, 960, 1035, 1010, 905, 1340, 1880, 2260],
    "r9": [400, 380, 340, 290, 220, 190, 215, 205, 185, 280, 350, 410],
    "duty": [58, 58, 56, 55, 50, 48, 48, 48, 46, 52, 56, 60],
    "tips": [131400, 119800, 97300, 70500, 34200, 25100, 30800, 28600, 21900, 74300, 112600, 148900],
}
COSTS_2567 = [
    [47850.00, 45120.50, 40260.80, 34015.00, 25880.40, 22940.00, 24610.20, 26905.60, 22300.00, 33410.90,
     42780.30, 50115.70],
    [0, 0, 15400, 0, 0, 0, 0, 2900, 0, 0, 0, 6300],
    [9100, 8700, 8000, 7300, 5700, 5000, 5300, 5200, 4700, 6600, 8300, 9600],
    [0, 0, 0, 0, 7200, 0, 0, 0, 0, 0, 0, 0],
    [950, 800, 1100, 1300, 500, 600, 700, 650, 500, 900, 1050, 1400],
]


def _rounds_book(path: Path, year: str, rounds: dict, costs: list[list[float]], fee18: int, fee9: int) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รอบ Rounds"
    sheet.append([f"สรุปรอบแคดดี้ ปาล์มบรีซ ปี {year} (Caddy rounds {year}; ค่าแคดดี้ {fee18}/{fee9} บาท)"])
    sheet.append(ROUND_HEADERS)
    months = len(rounds["r18"])
    for i in range(months):
        r18, r9 = rounds["r18"][i], rounds["r9"][i]
        sheet.append([f"{MONTHS[i]} {year}", r18, r9, rounds["duty"][i], r18 * fee18 + r9 * fee9,
                      rounds["tips"][i]])
    sheet.append(["รวม (Total)", sum(rounds["r18"]), sum(rounds["r9"]), "",
                  sum(rounds["r18"]) * fee18 + sum(rounds["r9"]) * fee9, sum(rounds["tips"])])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายแผนกแคดดี้ ปี {year} (Caddy department costs {year}, THB)"])
    sheet.append(COST_HEADERS)
    for i in range(months):
        row = [column[i] for column in costs]
        sheet.append([f"{MONTHS[i]} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(map(sum, costs)), 2)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


CADDIES = [
    ("หมายเลข (No.)", "ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "เกรด (Grade)", "ภาษา (Languages)",
     "โทร (Phone)", "เริ่มงาน (Since)"),
    (5, "บุษบา คงมั่น", "ต่าย", "A", "ไทย/อังกฤษ", "086-201-4478", 2556),
    (12, "สุภาวดี ใจเย็น", "เจี๊ยบ", "A", "ไทย/อังกฤษ/ญี่ปุ่น", "089-775-0312", 2558),
    (18, "รัชนี พรมวงศ์", "นก", "A", "ไทย/อังกฤษ", "081-330-9925", 2559),
    (23, "Somsri Boonma", "ศรี", "B", "ไทย/อังกฤษ/สวีเดน(นิดหน่อย)", "092-447-1180", 2561),
    (31, "ณัฐริกา พูลผล", "หนิง", "A", "ไทย/อังกฤษ", "083-118-6027", 2562),
    (36, "อรอุมา แสงจันทร์", "ออย", "B", "ไทย/อังกฤษ", "095-664-2013", 2563),
    (40, "พิมพ์ชนก ทองประเสริฐ", "พิม", "B", "ไทย/ญี่ปุ่น", "061-552-8840", 2564),
    (47, "กมลชนก ศรีสวัสดิ์", "แพร", "B", "ไทย/อังกฤษ", "064-902-3371", 2566),
    (52, "จิราพร มณีวงศ์", "จอย", "B", "ไทย/เกาหลี", "098-213-5567", 2565),
    (55, "ศิริพร คำแก้ว", "ฝน", "C", "ไทย", "087-441-0098", 2567),
    (58, "ธิดารัตน์ บุญช่วย", "มิ้นท์", "C", "ไทย/อังกฤษ", "080-776-1294", 2567),
]
LEAVE = [
    ("หมายเลข", "ชื่อเล่น", "วันที่ลา", "จำนวนวัน", "เหตุผล"),
    (5, "ต่าย", "3-4 พ.ย. 68", 2, "ลูกไม่สบาย"),
    (31, "หนิง", "10 พ.ย. 68", 1, "ธุระส่วนตัว"),
    (47, "แพร", "17-19 พ.ย. 68", 3, "กลับบ้านชุมพร"),
    (52, "จอย", "24 พ.ย. 68", 1, "ไปอบรมภาษาเกาหลี"),
]
TRAINEES = ["วิภาวรรณ", "สุนิสา", "กาญจนา", "ปวีณา", "ชลธิชา", "อัญชลี", "มณีรัตน์", "ลลิตา", "รุ่งนภา", "สายสุนีย์",
            "เบญจวรรณ", "นันทิยา"]


def _caddy_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายชื่อ Caddies"
    sheet.append(["รายชื่อแคดดี้ ปาล์มบรีซ ณ 1 พ.ย. 2568 (บางส่วน เกรด A/B/C)"])
    for row in CADDIES:
        sheet.append(list(row))
    sheet = book.create_sheet("ลา พ.ย.68")
    for row in LEAVE:
        sheet.append(list(row))
    sheet = book.create_sheet("น้องใหม่ รุ่น 68-2")
    sheet.append(["ลำดับ", "ชื่อ", "อบรม", "หมายเหตุ"])
    for i, name in enumerate(TRAINEES, start=1):
        sheet.append([i, name, "24-26 พ.ย. 68", "พี่เลี้ยง: เจี๊ยบ" if i <= 6 else "พี่เลี้ยง: หนิง"])
    book.save(path)


# ---------------------------------------------------------------- slides
def _q3_slides() -> list[tuple[str, str]]:
    r18 = sum(ROUNDS_2568["r18"][6:9])
    r9 = sum(ROUNDS_2568["r9"][6:9])
    last = sum(ROUNDS_2567["r18"][6:9])
    return [
        ("Caddy Team Q3 2025 Review", "Palm Breeze Golf Resort - Caddy Department\nWanna Kaewmanee, Caddy Master"),
        ("Rounds", f"Q3 2025 (Jul-Sep): {r18:,} 18-hole rounds, {r9:,} 9-hole rounds\n"
                   f"Q3 2024: {last:,} 18-hole rounds\nLow season, but up on last year"),
        ("Caddy fees", f"Caddy fees paid out in Q3: {r18 * 450 + r9 * 280:,} THB\n"
                       "Average 48-50 caddies on duty"),
        ("Guest feedback", "37 compliments, 4 complaints\nComplaints: slow reading of greens (2), "
                           "phone use during round (1), late at the tee (1)"),
        ("Next steps", "Hire and train 12 new caddies before December\nNew uniform set for high season\n"
                       "Korean and Japanese phrases for caddies"),
    ]


HIGH_SEASON_SLIDES = [
    ("ประชุมแคดดี้ก่อนไฮซีซั่น 2568/69", "ปาล์มบรีซ กอล์ฟ รีสอร์ท หัวหิน\nพี่แหม่ม หัวหน้าแคดดี้  20 พ.ย. 2568"),
    ("ช่วงไฮซีซั่น", "1 ธ.ค. 2568 - 28 ก.พ. 2569\nเป้ารอบเดือน ธ.ค. 2,300 รอบ (18 หลุม)\n"
                     "แคดดี้ทั้งหมด 68 คน (เดิม 56 + น้องใหม่ 12)"),
    ("กฎช่วงไฮซีซั่น", "มาถึงก่อน 05.45 น. เช็กชื่อที่ห้องแคดดี้\nห้ามเล่นมือถือระหว่างรอบ ยกเว้นถ่ายรูปให้แขก\n"
                       "ลาต้องแจ้งล่วงหน้า 3 วัน\nรัดสายถุงกอล์ฟสองจุดทุกครั้ง"),
    ("กรุ๊ปทัวร์ เดือน ธ.ค.", "KGolf (เกาหลี) 32 คน 8-12 ธ.ค.\nJapan Golf Holiday 20 คน 15-18 ธ.ค.\n"
                               "จัดแคดดี้ที่พูดเกาหลี/ญี่ปุ่นได้ก่อน"),
    ("ชุดใหม่", "เริ่มใส่ชุดใหม่ 1 ธ.ค.\nหักค่าชุดตามที่ตกลงในกลุ่มไลน์"),
]

# ---------------------------------------------------------------- household papers
def _water_bill(period: str, reading: str, units: int, charge: str, vat: str, total: str, due: str) -> list[str]:
    return [
        "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Hua Hin Branch\n"
        "WATER BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Wanna Kaewmanee\n"
        "Address: 63/4 Moo 7, Nong Kae, Hua Hin, Prachuap Khiri Khan 77110\n"
        "Customer no. 5521-0087342   Residential\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Water used: {units} m3\n"
        f"Water charge {charge}  Service fee 30.00  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PWA offices, 7-Eleven, or the PWA1662 app. Supply may be cut 7 days after the due date.",
    ]


WATER_SEP = _water_bill("16 Aug 2025 - 15 Sep 2025", "1,482 -> 1,508", 26, "301.00", "23.17", "354.17",
                        "30 Sep 2025")
WATER_OCT = _water_bill("16 Sep 2025 - 15 Oct 2025", "1,508 -> 1,539", 31, "372.50", "28.18", "430.68",
                        "30 Oct 2025")
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Hua Hin\n"
    "ELECTRICITY BILL\n"
    "Account name: Mrs. Wanna Kaewmanee\n"
    "Address: 63/4 Moo 7, Nong Kae, Hua Hin 77110\n"
    "Billing period: 18 Sep 2025 - 17 Oct 2025   Units used: 318 kWh\n"
    "Energy charge 1,268.50  Ft 126.31  Service 8.19  VAT 7% 98.21\n"
    "AMOUNT DUE: 1,501.21 THB\n"
    "Due date: 1 Nov 2025",
]
HP_STATEMENT = [
    "SIAM AUTO FINANCE PCL\n"
    "HIRE PURCHASE ACCOUNT STATEMENT\n"
    "\n"
    "Statement date: 31 Oct 2025\n"
    "Customer: Mrs. Wanna Kaewmanee, 63/4 Moo 7, Nong Kae, Hua Hin 77110\n"
    "Contract no. HP-77-2203418\n"
    "Vehicle: Toyota Yaris ATIV 1.2 Smart (2022), registration 2KT 5567 Prachuap Khiri Khan\n"
    "\n"
    "Monthly installment: 8,750.00 THB, due on the 5th of each month (72 installments)\n"
    "Payment received: installment no. 38 of 72, 8,750.00 THB on 5 Oct 2025\n"
    "Installments paid: 38     Installments remaining: 34\n"
    "Remaining hire purchase balance: 297,500.00 THB\n"
    "Next due: installment no. 39, 8,750.00 THB on 5 Nov 2025\n"
    "\n"
    "EARLY SETTLEMENT QUOTE\n"
    "If the contract is closed in full on or before 30 Nov 2025:\n"
    "  Remaining balance ............................ 297,500.00\n"
    "  Less unearned interest discount ............... 29,079.50\n"
    "  Amount to close the contract ................. 268,420.50 THB\n"
    "\n"
    "Late payment: 1,000 THB collection fee plus default interest.\n"
    "Call center 02-118-5500, LINE @siamautofin",
]
CAR_INSURANCE = [
    "บริษัท ชายหาดประกันภัย จำกัด (มหาชน) สาขาหัวหิน",
    "หนังสือแจ้งต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณวรรณา แก้วมณี",
    "รถยนต์ TOYOTA YARIS ATIV 1.2 ทะเบียน 2กท 5567 ประจวบคีรีขันธ์  กรมธรรม์เดิมเลขที่ CH-67-2290418 "
    "สิ้นสุดความคุ้มครอง 24 ธันวาคม 2568 (รถติดไฟแนนซ์ ต้องทำชั้น 1)",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยรวมภาษีอากร (บาท)"),
    ("ชั้น 1 ซ่อมศูนย์ (แผนเดิม)", "420,000", "16,900"),
    ("ชั้น 2+ ซ่อมอู่", "300,000", "8,200"),
    ("ปีที่แล้ว ชั้น 1 (อ้างอิง)", "460,000", "17,450"),
]
CAR_INSURANCE_BOTTOM = [
    "กรุณาชำระเบี้ยภายในวันที่ 20 ธันวาคม 2568 ผ่อน 0% 6 เดือนด้วยบัตรเครดิตได้",
    "ตัวแทน คุณอัมพร 086-331-7720",
]
SCHOOL_FEES = (
    ["โรงเรียนอรุณวิทยา หัวหิน จ.ประจวบคีรีขันธ์", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ญ.ปวีณ์ธิดา แก้วมณี  ชั้น ม.2/3  เลขประจำตัว 60418"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "12,800"), ("ค่าเรียนเสริมภาษาอังกฤษ (Intensive English)", "2,500"),
     ("ค่าคอมพิวเตอร์", "900"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,000"), ("ค่าประกันอุบัติเหตุ", "300"),
     ("รวม", "17,500")],
    ["รวมทั้งสิ้น 17,500 บาท กรุณาชำระภายในวันที่ 15 พฤศจิกายน 2568",
     "ชำระผ่าน QR code หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 50 บาท"],
)
SCHOOL_TRIP = [
    "โรงเรียนอรุณวิทยา หัวหิน",
    "เรื่อง ขออนุญาตผู้ปกครองให้นักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้น ม.2",
    "ด้วยโรงเรียนจะพานักเรียนชั้น ม.2 ไปทัศนศึกษา จ.กาญจนบุรี (สะพานข้ามแม่น้ำแคว น้ำตกเอราวัณ) "
    "ระหว่างวันที่ 12-13 ธันวาคม 2568 ค้างคืน 1 คืน",
    "ค่าใช้จ่ายคนละ 2,150 บาท (รถบัส ที่พัก อาหาร 4 มื้อ ค่าเข้าชม ประกันการเดินทาง)",
    "กรุณาส่งใบตอบรับพร้อมเงินภายในวันที่ 28 พฤศจิกายน 2568",
    "ครูประจำชั้น ม.2/3 ครูสุภาพร แสนดี",
]
CATARACT_ESTIMATE = [
    "HUA HIN BAY HOSPITAL\n"
    "Eye Centre - 18 Phetkasem Road, Hua Hin 77110   Tel. 032-520-900\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                        Date: Nov 4, 2025\n"
    "Patient: Mrs. Boonmee Thongkham, age 71          HN 65-208814\n"
    "Procedure: Phacoemulsification with intraocular lens (IOL), left eye\n"
    "Surgeon: Dr. Kittipong Saelim\n"
    "\n"
    "Ophthalmologist and surgery fee ..................... 18,000\n"
    "Intraocular lens (monofocal, standard) .............. 22,000\n"
    "Operating room and anaesthesia ....................... 9,500\n"
    "Medicines and eye drops .............................. 3,200\n"
    "Day-care room ........................................ 2,800\n"
    "ESTIMATED TOTAL ..................................... 55,500 THB\n"
    "\n"
    "Option: multifocal lens instead of monofocal adds 35,000 THB (total 90,500 THB).\n"
    "A deposit of 20,000 THB is payable on the day of surgery.\n"
    "Pre-operative tests: 2 Dec 2025 at 8:30. Surgery: 9 Dec 2025 (day case, no overnight stay).\n"
    "Follow-up visits: 10 Dec 2025 and 16 Dec 2025.\n"
    "This is an estimate only; the final bill may differ by up to 10%.",
]
EYE_RECEIPT = [
    "โรงพยาบาลหัวหินเบย์ (Hua Hin Bay Hospital)",
    "ใบเสร็จรับเงิน เลขที่ HB-R-681028-0457  วันที่ 28 ต.ค. 2568",
    "ผู้ป่วย นางบุญมี ทองคำ  HN 65-208814  แผนกจักษุ",
]
EYE_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าตรวจจักษุแพทย์", "800"),
    ("ค่าตรวจวัดค่าเลนส์ตา (Biometry)", "750"),
    ("ค่ายาหยอดตา", "300"),
    ("รวม", "1,850"),
]
EYE_RECEIPT_BOTTOM = ["ชำระด้วยเงินสด 1,850 บาท", "ผู้รับเงิน แคชเชียร์ 03"]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 1392.40, "PEA"), ("ค่าน้ำ (Water)", 318.65, "PWA"),
                ("เน็ตบ้าน (Internet)", 599, "AIS Fibre"), ("ผ่อนยาริส (Car installment)", 8750, "งวด 36/72"),
                ("รถตู้รับส่งใบเตย (School van)", 1200, ""), ("กับข้าว (Food)", 8500, ""),
                ("ยาเบาหวานแม่ (Mum's medicine)", 950, ""), ("น้ำมันรถ (Petrol)", 2400, "")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 1455.18, "PEA"), ("ค่าน้ำ (Water)", 354.17, "PWA บิล ก.ย."),
                ("เน็ตบ้าน (Internet)", 599, "AIS Fibre"), ("ผ่อนยาริส (Car installment)", 8750, "งวด 37/72"),
                ("รถตู้รับส่งใบเตย (School van)", 1200, ""), ("กับข้าว (Food)", 8900, ""),
                ("ยาเบาหวานแม่ (Mum's medicine)", 950, ""), ("น้ำมันรถ (Petrol)", 2650, ""),
                ("ชุดพละใบเตย (PE kit)", 480, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 1501.21, "PEA บิล ต.ค."), ("ค่าน้ำ (Water)", 430.68, "PWA บิล ต.ค."),
                ("เน็ตบ้าน (Internet)", 599, "AIS Fibre"), ("ผ่อนยาริส (Car installment)", 8750, "งวด 38/72"),
                ("รถตู้รับส่งใบเตย (School van)", 1200, ""), ("กับข้าว (Food)", 9100, ""),
                ("ยาแม่ + ตรวจตา (Mum's medicine, eye check)", 2800, "รพ.หัวหินเบย์ 1,850"),
                ("น้ำมันรถ (Petrol)", 2500, "")],
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


# ---------------------------------------------------------------- notes, chats, emails
ACADEMY_EMAIL = """From: Natcha Boonyarit <training@huahingolfacademy.co.th>
To: wanna.caddymaster@palmbreezegolf.com
Date: Tue, 11 Nov 2025 09:12
Subject: Basic caddie course for your 12 new caddies

Dear Khun Wanna,

Thank you for your call last Friday. Here are the details of our Basic Caddie Course for the
12 new caddies joining Palm Breeze before the high season:

Dates: 24-26 Nov 2025, 8:30-16:00, held at your clubhouse and on the course.
Content: Rules of Golf for caddies, reading greens, bag and buggy safety, English for caddies
(greetings, yardages, club names), basic first aid, guest service.
Normal fee: 1,800 THB per person.
Group rate for 10 people or more: 1,600 THB per person, so 12 x 1,600 = 19,200 THB in all.
Lunch, handbook and certificate are included.

To hold the dates we need a 50% deposit of 9,600 THB and your confirmation by 18 Nov 2025.
The balance is paid on the last day of the course.

Kind regards,
Natcha (Nat) Boonyarit
Training Coordinator, Hua Hin Golf Academy
081-605-3348
"""
TEXTS = {
    f"{WORK}/แชท/LINE_พี่ปาร์ค KGolf.txt": """[LINE] Chat history with พี่ปาร์ค KGolf
Saved on: 2025/11/05 21:10

2025.10.28 Tuesday
16:42 Mam PalmBreeze สวัสดีค่ะพี่ปาร์ค ส่งใบเสนอราคาแคดดี้ v2 ให้แล้วนะคะ 160 รอบ รวม 83,600 บาทค่ะ
17:05 Park KGolf ขอบคุณครับ แต่ลูกค้าให้งบแคดดี้มาแค่ 75,000 บาทครับน้องแหม่ม
17:20 Mam PalmBreeze ถ้าตัดชุดผ้าเย็น น้ำ ร่ม ออก เหลือ 79,600 ค่ะพี่
2025.10.29 Wednesday
10:02 Park KGolf ยังเกินครับ 72,000 all in ได้ไหมครับ
10:30 Mam PalmBreeze 72,000 ไม่ไหวค่ะพี่ ค่าแคดดี้ 160 รอบ x 450 ก็ 72,000 แล้ว บวกแคดดี้หัวหน้ากลุ่มพูดเกาหลีอีก 6,000 เป็น 78,000 ค่ะ
11:15 Park KGolf หัวหน้ากลุ่มแพงไปครับ ไกด์ผมช่วยดูแขกได้ครึ่งนึง
11:40 Mam PalmBreeze งั้นหัวหน้ากลุ่มวันละ 600 ห้าวันเป็น 3,000 รวมทั้งหมด 75,000 บาทพอดีงบค่ะ มัดจำ 30% = 22,500 นะคะ
11:46 Park KGolf Deal ครับ 75,000 เดี๋ยวส่ง PO ให้ครับ
2025.11.05 Wednesday
09:20 Park KGolf โอนมัดจำ 22,500 แล้วครับ ส่วนที่เหลือ 52,500 จ่ายวันสุดท้าย 12 Dec ครับ
09:31 Mam PalmBreeze ได้รับแล้วค่ะ ขอบคุณค่ะพี่ปาร์ค เดี๋ยวให้น้องจอยเป็นหัวหน้ากลุ่มนะคะ
""",
    f"{WORK}/แชท/แชทกลุ่ม_แคดดี้ปาล์มบรีซ.txt": """[14 พ.ย. 68 18:05] พี่แหม่ม หัวหน้าแคดดี้: แจ้งน้องๆ นะคะ ชุดใหม่ (เสื้อแขนยาว 2 ตัว หมวก ปลอกแขน เอี๊ยม) รีสอร์ทออกให้ครึ่งนึง ที่เหลือหักคนละ 500 บาทค่ะ
[14 พ.ย. 68 18:12] เจี๊ยบ #12: แพงไปพี่ เดือนนี้ทิปน้อย ขอ 300 ได้ไหมคะ
[14 พ.ย. 68 18:20] จอย #52: หนูขอแบ่งจ่ายได้มั้ยคะพี่
[14 พ.ย. 68 18:31] หนิง #31: 400 พอไหวค่ะพี่แหม่ม
[15 พ.ย. 68 09:10] พี่แหม่ม หัวหน้าแคดดี้: พี่คุยกับคุณสุเมธแล้วนะ สรุปหักคนละ 350 บาท แบ่ง 2 งวด งวดละ 175 บาท หักจากค่าแคดดี้ ธ.ค. กับ ม.ค. ค่ะ
[15 พ.ย. 68 09:15] เจี๊ยบ #12: โอเคค่ะพี่ ขอบคุณค่ะ
[15 พ.ย. 68 09:16] ฝน #55: ได้ค่ะ
[15 พ.ย. 68 12:40] พี่แหม่ม หัวหน้าแคดดี้: ทิปกองกลาง ต.ค. โอนเข้าบัญชีแล้วนะคะ ได้คนละ 1,600 (คนที่ลงงานครบ 15 วัน)
[16 พ.ย. 68 19:02] แพร #47: พี่แหม่มคะ เรื่องไม้แขกญี่ปุ่น หนูขอโทษอีกครั้งค่ะ หักเดือนละ 1,500 ได้ค่ะ
[17 พ.ย. 68 20:30] พี่แหม่ม หัวหน้าแคดดี้: ไฮซีซั่นเริ่ม 1 ธ.ค. ทุกคนมาก่อน 05.45 นะคะ ประชุมใหญ่วันที่ 20 พ.ย. บ่ายสอง ห้องแคดดี้
[17 พ.ย. 68 20:41] มิ้นท์ #58: รับทราบค่ะ
""",
    f"{WORK}/สรุปรอบ/tip pool Oct2025.md": """# Tip pool ต.ค. 2568 (ทิปกองกลางจากกรุ๊ป)

| กรุ๊ป | วันที่ | ทิปรวม (บาท) |
|---|---|---|
| Japan Golf Holiday 3 วัน | 10-12 ต.ค. | 18,600 |
| Scandinavian Golf Club Hua Hin | 16-19 ต.ค. | 24,800 |
| Golf day ธนาคารกรุงสยาม | 22 ต.ค. | 15,000 |
| Hua Hin Open Seniors | 27-29 ต.ค. | 28,000 |

รวมทิปกองกลาง 86,400 บาท
แคดดี้ที่ลงงานครบ 15 วันขึ้นไป 54 คน หารได้คนละ 1,600 บาท
(น้องใหม่ยังไม่ได้ ต่ายลา 2 วันแต่ยังครบ 15 วัน)
โอนเข้าบัญชีทุกคน 15 พ.ย. 68
""",
    f"{WORK}/email_HuaHin Golf Academy_อบรมแคดดี้ใหม่_11-11-2025.txt": ACADEMY_EMAIL,
    f"{WORK}/กฎกอล์ฟที่แคดดี้ต้องรู้.md": """# กฎกอล์ฟที่แคดดี้ต้องรู้ (โน้ตไว้สอนน้องใหม่)
- ห้ามยืนต่อแนวหลังผู้เล่นตอนพัตต์ (Rule 10.2b) ผิดโดนปรับ 2 สโตรก
- แคดดี้หยิบลูกขึ้นได้ถ้าผู้เล่นอนุญาต แต่ห้ามวางลูกใหม่แทนผู้เล่น
- ลูกหายหาได้ 3 นาที
- ถือธงได้ แต่ต้องเอาออกก่อนลูกลงหลุมถ้าผู้เล่นสั่ง
- ซ่อมรอยลูกบนกรีนได้ ซ่อมรอยตะปูรองเท้าได้ด้วย
""",
    "บ้าน/แม่/นัดหมอตาแม่.md": """# ตาแม่ (บุญมี ทองคำ)
- ต้อกระจกตาซ้าย มองไม่ค่อยชัด ขับรถไม่ได้แล้ว
- รพ.หัวหิน (บัตรทอง): ฟรี แต่คิวผ่าตัดยาวถึง มี.ค. 2569
- รพ.หัวหินเบย์ (เอกชน): ผ่าได้ 9 ธ.ค. 2568 ประเมิน 55,500 บาท เลนส์ธรรมดา ถ้าเลนส์มัลติโฟคัสเพิ่มอีก 35,000
- ตรวจครั้งแรก 28 ต.ค. จ่ายไป 1,850
- น้าเอกช่วย 20,000 ที่เหลือเราจ่ายเอง
- หลังผ่าห้ามน้ำเข้าตา 2 อาทิตย์ ให้พี่ตรีขับรถพาไปตามนัด
""",
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[1 พ.ย. 68 20:15] แหม่ม: พี่ตรี ค่าเทอมใบเตยเทอมนี้ 17,500 นะ จ่ายก่อน 15 พ.ย.
[1 พ.ย. 68 20:20] พี่ตรี: โอเค เดี๋ยวพี่โอนเอง
[4 พ.ย. 68 19:02] ใบเตย: แม่ หนูไปทัศนศึกษากาญจน์ได้มั้ย 2,150 บาท
[4 พ.ย. 68 19:10] แหม่ม: ได้ลูก ส่งใบตอบรับก่อน 28 พ.ย. นะ
[5 พ.ย. 68 12:30] น้าเอก: พี่แหม่ม เรื่องผ่าตาแม่ ผมช่วย 20,000 ครับ
[5 พ.ย. 68 12:42] แหม่ม: ขอบใจนะเอก เอาเลนส์ธรรมดาพอ หมอว่าพอแล้วสำหรับแม่
[9 พ.ย. 68 21:05] พี่ตรี: ประกันยาริสปีนี้ชั้น 1 16,900 ถูกลงจากปีที่แล้วนิดนึง
[9 พ.ย. 68 21:07] แหม่ม: ต้องชั้น 1 อยู่แล้ว ไฟแนนซ์บังคับ ผ่อนอีก 34 งวดเอง
[10 พ.ย. 68 06:15] แม่: วันนี้แม่ไปตลาดกับใบเตยนะ
""",
    "บ้าน/สูตรน้ำพริกกะปิแม่.txt": "น้ำพริกกะปิ สูตรแม่\nกะปิ 1 ช้อนโต๊ะ กระเทียม 5 กลีบ พริกขี้หนู 10 เม็ด\n"
                                 "มะนาว 2 ลูก น้ำตาลปี๊บ 1 ช้อนชา มะเขือพวง\nกินกับปลาทูทอด ผักต้ม",
}
TODO = {"todo.md": """- ยืนยันอบรมน้องใหม่กับ Hua Hin Golf Academy ก่อน 18 พ.ย.
- เลือกร้านชุดแคดดี้ (เจ๊ออย หรือ Siam ProWear)
- ส่ง PO KGolf ให้บัญชี
- โอนค่าเทอมใบเตย ก่อน 15 พ.ย.
- พาแม่ตรวจก่อนผ่าตัด 2 ธ.ค.
- ต่อประกันยาริส ก่อน 20 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    work = docs / WORK
    roster, books, quotes, chats, laundry, notices = (work / "ตารางแคดดี้", work / "สรุปรอบ", work / "ใบเสนอราคา",
                                                      work / "แชท", work / "ซักรีด", work / "ประกาศ")
    home = docs / "บ้าน"
    bills, car, kid, mum = home / "บิล", home / "รถยาริส", home / "ลูก", home / "แม่"
    for folder in (roster, books, quotes, chats, laundry, notices, bills, car, kid, mum):
        folder.mkdir(parents=True, exist_ok=True)
    _caddy_list(roster / "รายชื่อแคดดี้_Caddy list Nov2025.xlsx")
    _rounds_book(books / "สรุปรอบแคดดี้_2568.xlsx", "2568", ROUNDS_2568, COSTS_2568, 450, 280)
    _rounds_book(books / "สรุปรอบแคดดี้_2567.xlsx", "2567", ROUNDS_2567, COSTS_2567, 420, 250)
    write_docx(quotes / "ใบเสนอราคา ชุดแคดดี้_หัวหินยูนิฟอร์ม.docx", UNIFORM_TH, UNIFORM_TH_TABLE,
               bottom=UNIFORM_TH_BOTTOM)
    make_pdf(quotes / "Quotation_SiamProWear_caddy uniforms.pdf", UNIFORM_EN)
    write_docx(quotes / "QT แคดดี้กรุ๊ป KGolf_ร่าง.docx", KGOLF_DRAFT, KGOLF_DRAFT_TABLE, bottom=KGOLF_DRAFT_BOTTOM)
    write_docx(quotes / "QT แคดดี้กรุ๊ป KGolf_final v2.docx", KGOLF_FINAL, KGOLF_FINAL_TABLE,
               bottom=KGOLF_FINAL_BOTTOM)
    make_pdf(laundry / "HHLinenCare_invoice_INV-2510-088.pdf", LINEN_INVOICE)
    write_docx(laundry / "ใบเสร็จ_หัวหินลินินแคร์_RC2511-014.docx", LINEN_RECEIPT, LINEN_RECEIPT_TABLE,
               bottom=LINEN_RECEIPT_BOTTOM)
    make_pdf(notices / "Memo_Caddy fees 2026.pdf", MEMO_2026)
    write_docx(notices / "ประกาศอัตราค่าแคดดี้_2568.docx", RATES_2568, RATES_2568_TABLE, bottom=RATES_2568_BOTTOM)
    write_docx(notices / "รายงานเหตุการณ์_ไม้กอล์ฟแขกเสียหาย_12ต.ค.68.docx", INCIDENT, INCIDENT_TABLE,
               bottom=INCIDENT_BOTTOM)
    write_slides(work / "Caddy team Q3 2025 review.pptx", _q3_slides())
    write_slides(work / "ประชุมแคดดี้ก่อนไฮซีซั่น_พ.ย.68.pptx", HIGH_SEASON_SLIDES)
    make_pdf(bills / "PWA_water_Sep2025.pdf", WATER_SEP)
    make_pdf(bills / "PWA_water_Oct2025.pdf", WATER_OCT)
    make_pdf(bills / "PEA ค่าไฟ Oct2025.pdf", PEA_OCT)
    make_pdf(car / "Yaris_HP statement_Oct2025.pdf", HP_STATEMENT)
    write_docx(car / "ต่อประกันรถ_Yaris_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE, bottom=CAR_INSURANCE_BOTTOM)
    write_docx(kid / "ค่าเทอม_ม.2_เทอม2-2568.docx", SCHOOL_FEES[0], SCHOOL_FEES[1], bottom=SCHOOL_FEES[2])
    write_docx(kid / "ทัศนศึกษา_กาญจนบุรี_ธ.ค.68.docx", SCHOOL_TRIP)
    make_pdf(mum / "HuaHinBay_cataract estimate_Nov2025.pdf", CATARACT_ESTIMATE)
    write_docx(mum / "ใบเสร็จ_รพ.หัวหินเบย์_ตรวจตาแม่_28ต.ค.68.docx", EYE_RECEIPT, EYE_RECEIPT_TABLE,
               bottom=EYE_RECEIPT_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
