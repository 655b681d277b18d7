"""The catfish folder: the papers of a catfish and snakehead pond farmer in Suphan Buri and his household.

The owner is ชาตรี มีสุข (พี่ตรี, Tri, Chatree Meesuk) of "มีสุขฟาร์มปลา" (Meesuk Fish Farm), 59/2 หมู่ 7
ต.บางใหญ่ อ.บางปลาม้า จ.สุพรรณบุรี 72150. He raises big-oui catfish (ปลาดุกบิ๊กอุย) and snakehead (ปลาช่อน) in eight
earth ponds, sells catfish to the fish raft of เจ๊ติ๋ม (นางติ๋ม สายทอง, แพปลาบางปลาม้า) and snakehead to บริษัท
ท่าจีนซีฟู้ด จำกัด (คุณวรวุฒิ, พี่วุฒิ). His wife is สุนีย์ (หน่อย), his daughter น้องแพรว (ด.ญ.แพรวา) is in ม.2,
his mother ยายมี (นางบุญมี มีสุข, 74) was in hospital with pneumonia in October. It is November 2568 (2025).

Documents/มีสุขฟาร์มปลา/ (the farm)
- ขายปลา/ใบเสนอราคา_ท่าจีนซีฟู้ด_ปลาช่อน_ร่าง.docx: draft quote QT-MS-68/011 (10 ต.ค. 2568) to ท่าจีนซีฟู้ด:
  snakehead 3-4 fish/kg, 4,000 kg at 92 = 368,000, delivery free, total 368,000 (never sent).
- ขายปลา/ใบเสนอราคา ท่าจีนซีฟู้ด ปลาช่อน_final v2.docx: the final (17 ต.ค. 2568) to คุณวรวุฒิ: 4,500 kg at 88 =
  396,000 + cold truck 2 trips x 2,500 = 5,000, total 401,000, deposit 20% 80,200, balance 320,800, delivery
  20 พ.ย. and 4 ธ.ค. 2568.
- ขายปลา/email_FreshCatch_snakehead fillet_Oct2025.txt: English enquiry (22 Oct 2025) from Daniel Tan of Fresh
  Catch Trading Pte Ltd, Singapore: 2,000 kg a month of frozen snakehead fillet, target 210 THB/kg ex-factory,
  trial 500 kg in January 2026, 30 days credit, GAP copy needed, reply by 15 Nov 2025.
- ขายปลา/reply FreshCatch ร่าง.docx: Tri's draft English reply: 235 THB/kg, 1,000 kg a month to start.
- ขายปลา/รายชื่อลูกค้า แพปลา.xlsx: buyers by name and nickname with their last price (เจ๊ติ๋ม 54.50).
- ขายปลา/ราคาปลาตลาดไท_จดไว้.txt: market prices jotted down (catfish 52-56, snakehead 85-92 at the pond).
- อาหารปลา/AquaGrow_Quotation_feed_Nov2025.pdf: English quote AGF-Q25-0412 (3 Nov 2025): catfish feed 120 bags x
  415 = 49,800, snakehead feed 60 x 690 = 41,400, fry crumble 10 x 480 = 4,800; 96,000.00 + VAT 6,720.00 =
  102,720.00, 30 days credit.
- อาหารปลา/ใบเสนอราคา_ร้านสมบูรณ์อาหารสัตว์_พ.ย.68.docx: the Thai feed shop's quote for the same feed: 120 x 398
  = 47,760, 60 x 705 = 42,300, 10 x 455 = 4,550; 94,610 + delivery 1,200 = 95,810 (no VAT).
- อาหารปลา/AquaGrow_Invoice_IV2510-0877.pdf: English invoice (8 Oct 2025) for October's feed: 100 x 405 = 40,500,
  50 x 675 = 33,750; 74,250.00 + VAT 5,197.50 = 79,447.50, due 7 Nov 2025.
- อาหารปลา/ใบเสร็จ_อะควาโกรว์_RC2511-0102.docx: the Thai receipt that pays it: 79,447.50 received 6 พ.ย. 2568.
- บัญชี/บัญชีฟาร์ม_2568.xlsx: this year's book, income sheet (catfish, snakehead, fingerlings/other) and expense
  sheet (feed, fingerlings, pump electricity, wages, treatment), January to October (catfish Sep 118,900,
  Oct 340,080).
- บัญชี/บัญชีฟาร์ม_2567.xlsx: last year's book, same layout, January to December (feed Jun 63,780).
- บัญชี/บ่อปลา_สต็อก_Oct2025.xlsx: the eight ponds, species, stocking date, fingerlings (228,000 in all),
  expected harvest and kg (33,500 in all); pond 3 harvested 25 Oct.
- บัญชี/ค่าแรงคนงาน_ต.ค.68.xlsx: October wages (ลุงหมาย 450 a day, หนุ่ม 400, อ่อง 380, ป้าจันทร์ 350, the net team
  of น้าเปี๊ยก 4,500), 44,420 in all, advances 3,500, 40,920 paid; a second sheet of phone numbers.
- แชท/LINE_แพปลาบางปลาม้า_ปลาดุกบ่อ3.txt: LINE export with เจ๊ติ๋ม: 52 offered, 58 asked, 54, 56, settled 54.50 a
  kilo; 6,240 kg weighed 25/10/2568 = 340,080, 300,000 then 40,080 transferred.
- แชท/แชทไลน์_รถขุด_ขุดบ่อ 9-10.txt: LINE chat with โจ้ รถแม็คโคร: 45,000 a pond, 35,000 asked, 42,000, 38,000,
  settled 40,000 a pond = 80,000, deposit 20,000 sent 5 พ.ย., start 1 ธ.ค.
- เอกสาร/หนังสือ_ประมงจังหวัดสุพรรณบุรี_นัดตรวจ GAP.docx: the provincial fisheries office's letter: GAP
  certificate GAP-SPB-4310-0057 expires 31 ธันวาคม 2568, audit 18 พฤศจิกายน 2568 09.30 น., what to prepare.
- เอกสาร/BAAC_loan_statement_Oct2025.pdf: English BAAC loan statement: 500,000 at 6.875%, 250,000.00 outstanding,
  next installment 50,000.00 + interest 8,593.75 = 58,593.75 due 15 Dec 2025.
- บันทึก/pond_log_Oct2025.md: English weekly water log (DO, pH, ammonia) for the ponds.
- บันทึก/โรคแผลเน่า บ่อ5_ก.ย.68.md: pond 5's ulcer disease in September, treatment 9,860.
- ค่าไฟบ่อ/PEA_pump bill_Aug2025.pdf, PEA_pump bill_Sep2025.pdf, PEA_pump bill_Oct2025.pdf: English electricity
  bills for the pumps and aerators (1,642, 1,588 and 1,507 kWh; 7,547.74, 7,310.51 and 6,954.66).
- แผนขยายบ่อ ปี69.pptx: slides, next year's plan (two new ponds budget 90,000, four aerators 74,000).
- DOF_snakehead_training_Sep2025.pptx: English training slides from the fisheries department.

Documents/บ้าน/ (the household)
- ค่าเทอม/ใบแจ้งค่าเทอม_แพรว_เทอม2-68.docx: school fee notice, 22,100 by 21 พฤศจิกายน 2568.
- แม่/TCM_Hospital_bill_Oct2025.pdf: English inpatient bill for the mother, 9-13 Oct 2025: 44,875.50, insurance
  30,000.00, paid 14,875.50.
- แม่/นัดหมอแม่.md: notes on the mother's pneumonia and follow-ups.
- รถ/ต่อประกัน Hilux Revo_2568.docx: pickup insurance renewal: class 1 17,640 (last year 16,980), class 2+ 10,250,
  pay by 5 ธันวาคม 2568.
- รถ/SiamAutoLeasing_installment_Nov2025.pdf: English hire-purchase notice: 9,870.00 instalment 42/60 due 25 Nov
  2025, 177,660.00 left after it.
- รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month.
- แชทไลน์_บ้านมีสุข.txt: the family's LINE group.
- สูตรปลาช่อนแดดเดียว_แม่.md, ของต้องซื้อ.txt: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

FARM = "มีสุขฟาร์มปลา"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = ("มีสุขฟาร์มปลา (ชาตรี มีสุข) 59/2 หมู่ 7 ต.บางใหญ่ อ.บางปลาม้า จ.สุพรรณบุรี 72150 "
            "โทร 081-942-5517  LINE: trimeesuk")

# ---------------------------------------------------------------- snakehead quotes to Tha Chin Seafood
THACHIN_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-MS-68/011",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ บริษัท ท่าจีนซีฟู้ด จำกัด 120 หมู่ 3 ต.ท่าระหัด อ.เมืองสุพรรณบุรี",
    "เรื่อง เสนอราคาปลาช่อนสด (เลี้ยงบ่อดิน) สำหรับทำปลาช่อนแดดเดียว",
]
THACHIN_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อ กก. (บาท)", "รวม (บาท)"),
    ("ปลาช่อนสด ขนาด 3-4 ตัว/กก. คัดไซซ์", "4,000 กก.", "92", "368,000"),
    ("ค่าขนส่งถึงโรงงาน", "", "", "ฟรี"),
    ("รวมทั้งสิ้น", "", "", "368,000"),
]
THACHIN_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 368,000 บาท (สามแสนหกหมื่นแปดพันบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอถามราคาหน้าบ่อจากเจ๊ติ๋มก่อน ถ้าราคาตกอาจต้องลด",
]
THACHIN_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-MS-68/011 (แก้ไขครั้งที่ 2)",
    "วันที่ 17 ตุลาคม 2568",
    "เรียน คุณวรวุฒิ เจริญผล ผู้จัดการฝ่ายจัดซื้อ บริษัท ท่าจีนซีฟู้ด จำกัด",
    "เรื่อง เสนอราคาปลาช่อนสด (เลี้ยงบ่อดิน บ่อ 4) ส่ง 2 รอบ วันที่ 20 พฤศจิกายน 2568 และ 4 ธันวาคม 2568",
]
THACHIN_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปลาช่อนสด ขนาด 3-4 ตัว/กก. คัดไซซ์ แช่น้ำแข็ง", "4,500 กก.", "88", "396,000"),
    ("ค่ารถห้องเย็นส่งถึงโรงงาน", "2 เที่ยว", "2,500", "5,000"),
    ("รวมทั้งสิ้น", "", "", "401,000"),
]
THACHIN_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 401,000 บาท (สี่แสนหนึ่งพันบาทถ้วน) ผู้ขายเป็นเกษตรกร ไม่มีภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 20% = 80,200 บาท เมื่อตอบรับ ส่วนที่เหลือ 320,800 บาท ชำระภายใน 7 วันหลังส่งปลารอบที่สอง",
    "น้ำหนักคิดตามตาชั่งหน้าโรงงาน คลาดเคลื่อนได้ไม่เกิน 5% ราคานี้ยืนถึง 31 ตุลาคม 2568",
    "ลงชื่อ ชาตรี มีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- Fresh Catch (Singapore)
FRESHCATCH_EMAIL = """From: Daniel Tan <purchasing@freshcatch.com.sg>
To: trimeesuk.farm@gmail.com
Date: Wed, 22 Oct 2025 09:14
Subject: Enquiry - frozen snakehead fillet, monthly supply

Dear Khun Chatree,

We got your contact from the Suphan Buri fish farmers' group at the Thaifex fair. Fresh Catch Trading
Pte Ltd supplies fish to restaurants and supermarkets in Singapore, and we are looking for a steady
source of farmed snakehead.

What we need:
- Frozen skinless snakehead fillet, pieces of 200-400 g, vacuum packed in 1 kg bags.
- About 2,000 kg of fillet a month from March 2026.
- A trial order of 500 kg in January 2026.

Our target price is 210 THB per kg of fillet, ex-factory, packed and frozen. We would arrange the
freight from Bangkok. Payment is 30 days after delivery by bank transfer.

We would need a copy of your farm's GAP certificate and a health certificate from the Department
of Fisheries for every shipment. If you do not have your own processing, we can introduce a
registered processor in Samut Sakhon that charges about 28 THB per kg for filleting and freezing.

Could you let me know by 15 Nov 2025 whether you can supply, and at what price?

Best regards,
Daniel Tan
Purchasing Manager, Fresh Catch Trading Pte Ltd
+65 6748 2291
"""
FRESHCATCH_REPLY = [
    "DRAFT - not sent yet (ask Prae to check the English)",
    "To: Daniel Tan, Fresh Catch Trading Pte Ltd",
    "Dear Mr. Daniel,",
    "Thank you for your email of 22 October. Meesuk Fish Farm can supply frozen snakehead fillet.",
    "Our price is 235 THB per kg of fillet, ex-factory, because fillet yield from whole fish is only about 40%.",
    "We can start with 1,000 kg a month and grow to 2,000 kg after our two new ponds are ready in 2026.",
    "The trial order of 500 kg in January 2026 is fine. Our GAP certificate will be renewed in November.",
    "Best regards, Chatree Meesuk",
]

# ---------------------------------------------------------------- feed quotes, invoice, receipt
AQUAGROW_QUOTE = [
    "AQUAGROW FEED CO., LTD.\n"
    "Aquatic feed manufacturer - 99/9 Moo 2, Malaiman Road, Mueang Nakhon Pathom 73000  Tel. 034-251-660\n"
    "QUOTATION No. AGF-Q25-0412        Date: 3 Nov 2025\n"
    "To: Mr. Chatree Meesuk (Meesuk Fish Farm), Bang Pla Ma, Suphan Buri\n"
    "Re: feed for November - December 2025\n"
    "\n"
    "Item                                          Qty        Unit price   Amount\n"
    "Catfish grower feed, floating, 30% protein,   120 bags     415.00    49,800.00\n"
    "  20 kg bag\n"
    "Snakehead feed, sinking pellet, 40% protein,   60 bags     690.00    41,400.00\n"
    "  20 kg bag\n"
    "Fry starter crumble, 42% protein, 10 kg bag    10 bags     480.00     4,800.00\n"
    "\n"
    "Subtotal                                                        96,000.00\n"
    "VAT 7%                                                           6,720.00\n"
    "GRAND TOTAL                                                    102,720.00 THB\n"
    "\n"
    "Free delivery to the farm for orders over 50,000 THB.\n"
    "Payment: credit 30 days from invoice date.\n"
    "This quotation is valid until 30 Nov 2025.\n"
    "Sales: Kittipong (Pong) 089-402-7715",
]
SOMBOON_QUOTE = [
    "ร้านสมบูรณ์อาหารสัตว์",
    "45/1 ถ.มาลัยแมน ต.บางปลาม้า อ.บางปลาม้า จ.สุพรรณบุรี โทร 035-587-214",
    "ใบเสนอราคา เลขที่ 68/344  วันที่ 5 พ.ย. 2568",
    "เรียน คุณชาตรี มีสุข (มีสุขฟาร์มปลา)",
    "เรื่อง อาหารปลาดุก ปลาช่อน และอาหารลูกปลา",
]
SOMBOON_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("อาหารปลาดุกเม็ดลอย โปรตีน 30% กระสอบ 20 กก.", "120 กระสอบ", "398", "47,760"),
    ("อาหารปลาช่อนเม็ดจม โปรตีน 40% กระสอบ 20 กก.", "60 กระสอบ", "705", "42,300"),
    ("อาหารลูกปลา โปรตีน 42% ถุง 10 กก.", "10 ถุง", "455", "4,550"),
    ("รวมค่าสินค้า", "", "", "94,610"),
    ("ค่าขนส่งถึงบ่อ", "", "", "1,200"),
    ("รวมทั้งสิ้น", "", "", "95,810"),
]
SOMBOON_BOTTOM = [
    "รวมทั้งสิ้น 95,810 บาท (ร้านไม่ได้จด VAT)",
    "เงินสดเมื่อส่งของ ลูกค้าประจำให้เครดิต 15 วัน ส่งของภายใน 3 วัน",
    "เฮียบูรณ์ (นายสมบูรณ์ แซ่โค้ว) 081-556-3092",
]
AQUAGROW_INVOICE = [
    "AQUAGROW FEED CO., LTD.\n"
    "99/9 Moo 2, Malaiman Road, Mueang Nakhon Pathom 73000\n"
    "Tax ID 0735559004127   Tel. 034-251-660\n"
    "\n"
    "TAX INVOICE / INVOICE No. AGF-IV2510-0877\n"
    "Date: 8 Oct 2025                 Due date: 7 Nov 2025\n"
    "Customer: Mr. Chatree Meesuk (Meesuk Fish Farm), 59/2 Moo 7, Bang Yai, Bang Pla Ma, Suphan Buri\n"
    "\n"
    "Item                                          Qty        Unit price   Amount\n"
    "Catfish grower feed, floating, 30%, 20 kg    100 bags     405.00    40,500.00\n"
    "Snakehead feed, sinking pellet, 40%, 20 kg    50 bags     675.00    33,750.00\n"
    "\n"
    "Subtotal                                                        74,250.00\n"
    "VAT 7%                                                           5,197.50\n"
    "TOTAL DUE                                                       79,447.50 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, AquaGrow Feed Co., Ltd., account 721-0-33418-5.",
]
AQUAGROW_RECEIPT = [
    "บริษัท อะควาโกรว์ ฟีด จำกัด (สำนักงานใหญ่)",
    "99/9 หมู่ 2 ถ.มาลัยแมน อ.เมืองนครปฐม จ.นครปฐม 73000  เลขประจำตัวผู้เสียภาษี 0735559004127",
    "ใบเสร็จรับเงิน  เลขที่ AGF-RC2511-0102",
    "วันที่ 6 พ.ย. 2568",
    "ได้รับเงินจาก คุณชาตรี มีสุข (มีสุขฟาร์มปลา)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ AGF-IV2510-0877 ลงวันที่ 08/10/68",
]
AQUAGROW_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("อาหารปลาดุก 30% 100 กระสอบ", "40,500.00"),
    ("อาหารปลาช่อน 40% 50 กระสอบ", "33,750.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "5,197.50"),
    ("รับชำระครั้งนี้", "79,447.50"),
]
AQUAGROW_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 79,447.50 บาท (เจ็ดหมื่นเก้าพันสี่ร้อยสี่สิบเจ็ดบาทห้าสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวรัชนี ทองมา ฝ่ายการเงิน",
]


# ---------------------------------------------------------------- pump electricity bills
def _pump_bill(period: str, reading: str, units: int, due: str) -> tuple[list[str], float]:
    energy = round(units * 3.9086, 2)
    ft = round(units * 0.1972, 2)
    service = 312.24
    vat = round((energy + ft + service) * 0.07, 2)
    total = round(energy + ft + service + vat, 2)
    page = (
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pla Ma Branch\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Chatree Meesuk (Meesuk Fish Farm - pond pumps and aerators)\n"
        "Address: 59/2 Moo 7, Bang Yai, Bang Pla Ma, Suphan Buri 72150\n"
        "Customer no. 020113487720   Small business, rate 2.2 (time of use)\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units:,} kWh\n"
        f"Energy charge {energy:,.2f}  Ft {ft:,.2f}  Service {service:,.2f}  VAT 7% {vat:,.2f}\n"
        f"AMOUNT DUE: {total:,.2f} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app."
    )
    return [page], total


PEA_AUG, PEA_AUG_TOTAL = _pump_bill("15 Jul 2025 - 14 Aug 2025", "48,215 -> 49,857", 1642, "29 Aug 2025")
PEA_SEP, PEA_SEP_TOTAL = _pump_bill("15 Aug 2025 - 14 Sep 2025", "49,857 -> 51,445", 1588, "29 Sep 2025")
PEA_OCT, PEA_OCT_TOTAL = _pump_bill("15 Sep 2025 - 14 Oct 2025", "51,445 -> 52,952", 1507, "29 Oct 2025")

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ขายปลาดุก (Catfish)", "ขายปลาช่อน (Snakehead)",
                  "ลูกปลา/อื่นๆ (Fingerlings, other)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "อาหารปลา (Feed)", "ลูกพันธุ์ (Fingerlings)", "ค่าไฟสูบน้ำ (Pump electricity)",
                   "ค่าแรง (Wages)", "ยา/เกลือ/ปูนขาว (Treatment)", "รวม (Total)"]
INCOME_2568 = [
    [96500, 0, 188200, 0, 142750, 0, 205600, 0, 118900, 340080],
    [0, 0, 0, 264000, 0, 0, 0, 0, 311500, 0],
    [4200, 3800, 2500, 5100, 3600, 2900, 4400, 3300, 2700, 4800],
]
EXPENSES_2568 = [
    [58400, 61200, 55800, 63500, 66900, 70250, 72600, 69300, 74800, 79447.50],
    [0, 36000, 0, 18500, 42000, 0, 0, 24000, 15000, 0],
    [6842.30, 7215.60, 8930.45, 9874.20, 9512.75, 8260.10, 7905.35, PEA_AUG_TOTAL, PEA_SEP_TOTAL, PEA_OCT_TOTAL],
    [36400, 36400, 38200, 41100, 36400, 36400, 39600, 36400, 36400, 44420],
    [2100, 1950, 3650, 1800, 3100, 4350, 5600, 2700, 9860, 2400],
]
INCOME_2567 = [
    [88200, 0, 164500, 0, 131400, 0, 176800, 0, 102600, 0, 215300, 0],
    [0, 0, 0, 228000, 0, 0, 0, 0, 0, 276500, 0, 0],
    [3600, 3100, 2200, 4400, 3000, 2500, 3900, 2800, 2300, 4100, 3500, 2900],
]
EXPENSES_2567 = [
    [52300, 54800, 49600, 57200, 60100, 63780, 65400, 62900, 67300, 70150, 64200, 58700],
    [0, 32000, 0, 16500, 38000, 0, 0, 21000, 0, 0, 0, 30000],
    [6215.40, 6580.25, 8104.90, 9012.35, 8766.10, 7540.60, 7204.85, 6980.30, 6742.15, 6410.70, 6120.55, 5988.20],
    [34800, 34800, 36500, 38900, 34800, 34800, 37300, 34800, 34800, 38900, 36500, 37300],
    [1850, 2200, 3400, 1600, 2950, 4100, 5300, 2450, 1900, 2600, 1750, 2300],
]


def _sheet(book, title: str, heading: str, headers: list[str], year: str, columns: list[list[float]]) -> None:
    sheet = book.create_sheet(title)
    sheet.append([heading])
    sheet.append(headers)
    for index, month in enumerate(MONTHS[:len(columns[0])]):
        row = [column[index] for column in columns]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)"] + [round(sum(column), 2) for column in columns]
                 + [round(sum(map(sum, columns)), 2)])
    for column in range(2, len(headers) + 1):
        money_format(sheet, column)


def _book(path: Path, year: str, income: list[list[float]], expenses: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    _sheet(book, "รายรับ Income", f"รายรับ มีสุขฟาร์มปลา ปี {year} (Farm income {year}, THB)", INCOME_HEADERS,
           year, income)
    _sheet(book, "รายจ่าย Expenses", f"รายจ่าย มีสุขฟาร์มปลา ปี {year} (Farm expenses {year}, THB)",
           EXPENSE_HEADERS, year, expenses)
    book.save(path)


PONDS = [
    ("บ่อ 1", "ปลาดุกบิ๊กอุย", 1.5, "12/07/68", 60000, "80%", "ธ.ค. 68", 9600, "ไซซ์ 6-7 ตัว/กก. แล้ว"),
    ("บ่อ 2", "ปลาดุกบิ๊กอุย", 1.5, "28/08/68", 55000, "80%", "ม.ค. 69", 8800, ""),
    ("บ่อ 3", "ปลาดุกบิ๊กอุย", 1.5, "-", 0, "-", "จับแล้ว 25/10/68", 0,
     "ขายเจ๊ติ๋ม 6,240 กก. ตากบ่อ ใส่ปูนขาว ปล่อยใหม่ ธ.ค."),
    ("บ่อ 4", "ปลาช่อน", 2, "10/05/68", 30000, "70%", "20 พ.ย. / 4 ธ.ค. 68", 6000,
     "ส่งท่าจีนซีฟู้ด 4,500 กก. ที่เหลือขายตลาด"),
    ("บ่อ 5", "ปลาช่อน", 2, "15/06/68", 28000, "65%", "ก.พ. 69", 5200, "เป็นแผลเน่า ก.ย. 68 รักษาหายแล้ว"),
    ("บ่อ 6", "ปลาช่อน", 1, "20/09/68", 15000, "70%", "มิ.ย. 69", 3900, ""),
    ("บ่อ 7", "อนุบาลลูกปลาดุก", 0.5, "25/10/68", 40000, "-", "ขายลูกปลา ธ.ค. 68", 0, "ลูกปลา 2-3 ซม."),
    ("บ่อ 8", "บ่อพักน้ำ", 1, "-", 0, "-", "-", 0, "ไม่เลี้ยงปลา"),
]


def _pond_stock(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "บ่อ ต.ค.68"
    sheet.append(["สต็อกปลาในบ่อ ณ 31 ต.ค. 2568 (Pond stock, 31 Oct 2025)"])
    sheet.append(["บ่อ (Pond)", "ชนิดปลา (Species)", "ขนาดบ่อ ไร่ (Rai)", "วันปล่อย (Stocked)",
                  "ลูกปลาที่ปล่อย (Fingerlings)", "อัตรารอดคาด (Survival)", "คาดจับ (Harvest)",
                  "น้ำหนักคาด กก. (Est. kg)", "หมายเหตุ (Note)"])
    for row in PONDS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", sum(r[2] for r in PONDS), "", sum(r[4] for r in PONDS), "", "",
                  sum(r[7] for r in PONDS), ""])
    money_format(sheet, 5)
    money_format(sheet, 8)
    book.save(path)


WAGES = [
    ("สมหมาย ทองสุข", "ลุงหมาย", "หัวหน้าคนงาน ให้อาหาร", 450, 30, 13500, 2000, 11500),
    ("อนุชา แก้วดี", "หนุ่ม", "ดูแลบ่อ สูบน้ำ เครื่องตีน้ำ", 400, 28, 11200, 0, 11200),
    ("Aung Ko Ko", "อ่อง", "คนงาน (แรงงานเมียนมา)", 380, 29, 11020, 1500, 9520),
    ("จันทร์เพ็ญ ศรีทอง", "ป้าจันทร์", "คัดปลา แพ็คปลา (รายวัน)", 350, 12, 4200, 0, 4200),
    ("ทีมลากอวน น้าเปี๊ยก (6 คน)", "น้าเปี๊ยก", "จับปลาบ่อ 3 วันที่ 25 ต.ค. (เหมา)", "-", 1, 4500, 0, 4500),
]
CONTACTS = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "โทร (Phone)", "เริ่มงาน (Since)", "หมายเหตุ (Note)"),
    ("สมหมาย ทองสุข", "ลุงหมาย", "086-771-2045", "2559", "บ้านอยู่หลังบ่อ 8"),
    ("อนุชา แก้วดี", "หนุ่ม", "092-318-6650", "2565", "ขับรถกระบะได้"),
    ("Aung Ko Ko", "อ่อง", "065-902-1183", "2566", "บัตรชมพู หมดอายุ 13 ก.พ. 69"),
    ("จันทร์เพ็ญ ศรีทอง", "ป้าจันทร์", "081-207-5569", "2563", "มาเฉพาะวันจับปลา/วันแพ็ค"),
    ("ประเสริฐ ปานทอง", "น้าเปี๊ยก", "089-660-3471", "-", "หัวหน้าทีมลากอวน เหมาบ่อละ 4,500"),
]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ต.ค.68"
    sheet.append(["ค่าแรงคนงาน มีสุขฟาร์มปลา เดือนตุลาคม 2568 (Wages, Oct 2025)"])
    sheet.append(["ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Job)", "ค่าแรง/วัน (Daily)",
                  "วันทำงาน (Days)", "รวม (Gross)", "เบิกล่วงหน้า (Advance)", "คงจ่าย (Paid)"])
    for row in WAGES:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", "", sum(r[5] for r in WAGES), sum(r[6] for r in WAGES),
                  sum(r[7] for r in WAGES)])
    for column in (6, 7, 8):
        money_format(sheet, column)
    contacts = book.create_sheet("เบอร์โทร Contacts")
    for row in CONTACTS:
        contacts.append(list(row))
    book.save(path)


CUSTOMERS = [
    ("ลูกค้า (Buyer)", "ชื่อเล่น (Nickname)", "ซื้อ (Buys)", "โทร (Phone)", "ราคาล่าสุด บาท/กก. (Last price)",
     "หมายเหตุ (Note)"),
    ("แพปลาบางปลาม้า (นางติ๋ม สายทอง)", "เจ๊ติ๋ม", "ปลาดุก", "081-334-9021", "54.50 (25 ต.ค. 68)",
     "จับตีห้า เจ๊ออกค่ารถกับน้ำแข็ง"),
    ("บริษัท ท่าจีนซีฟู้ด จำกัด (คุณวรวุฒิ เจริญผล)", "พี่วุฒิ", "ปลาช่อน", "035-441-870", "88 (ใบเสนอราคา 17 ต.ค. 68)",
     "ทำปลาช่อนแดดเดียว"),
    ("ตลาดสดเทศบาลสุพรรณ (นายประยูร)", "เฮียยูร", "ปลาช่อนเป็น", "089-113-2478", "95 (ก.ย. 68)", "รับครั้งละ 300-500 กก."),
    ("ร้านข้าวต้มปลาช่อนเจ๊หงส์", "เจ๊หงส์", "ปลาช่อนตัวใหญ่", "086-502-7714", "110 (ต.ค. 68)", "รับอาทิตย์ละ 30 กก."),
    ("Fresh Catch Trading Pte Ltd (Daniel Tan)", "Daniel สิงคโปร์", "ปลาช่อนแล่ (fillet)", "+65 6748 2291", "-",
     "สอบถามทางอีเมล ต้องตอบก่อน 15 พ.ย."),
]


def _customers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลูกค้า"
    for row in CUSTOMERS:
        sheet.append(list(row))
    book.save(path)


# ---------------------------------------------------------------- papers
GAP_LETTER = [
    "สำนักงานประมงจังหวัดสุพรรณบุรี",
    "ที่ สพ 0013/2291",
    "27 ตุลาคม 2568",
    "เรื่อง แจ้งกำหนดการตรวจประเมินฟาร์มเพื่อต่ออายุใบรับรองมาตรฐาน GAP ฟาร์มเพาะเลี้ยงสัตว์น้ำจืด",
    "เรียน นายชาตรี มีสุข (มีสุขฟาร์มปลา)",
    "ตามที่ฟาร์มของท่านได้รับใบรับรองมาตรฐานการปฏิบัติทางการเพาะเลี้ยงสัตว์น้ำที่ดี (GAP) เลขที่ GAP-SPB-4310-0057 "
    "ซึ่งจะสิ้นอายุในวันที่ 31 ธันวาคม 2568 และท่านได้ยื่นคำขอต่ออายุไว้แล้วนั้น",
    "สำนักงานประมงจังหวัดสุพรรณบุรีกำหนดเข้าตรวจประเมินฟาร์ม ในวันที่ 18 พฤศจิกายน 2568 เวลา 09.30 น. "
    "ณ ฟาร์มเลขที่ 59/2 หมู่ 7 ต.บางใหญ่ อ.บางปลาม้า พื้นที่เลี้ยง 11 ไร่ จำนวน 8 บ่อ",
    "ขอให้เตรียมเอกสารดังนี้ 1) ทะเบียนฟาร์ม (ทบ.1) 2) สมุดบันทึกการเลี้ยงย้อนหลังไม่น้อยกว่า 6 เดือน "
    "3) ใบเสร็จหรือใบกำกับสินค้าอาหารสัตว์น้ำและยา 4) บันทึกคุณภาพน้ำ 5) บันทึกการจับและการขายสัตว์น้ำ",
    "ข้อสังเกตจากการตรวจครั้งก่อน: ให้ทำป้ายบ่อพักน้ำ และเก็บกระสอบอาหารให้สูงจากพื้นไม่น้อยกว่า 15 เซนติเมตร",
    "การตรวจประเมินไม่มีค่าธรรมเนียม หากไม่สะดวกตามวันดังกล่าว โปรดแจ้งภายในวันที่ 11 พฤศจิกายน 2568",
    "จึงเรียนมาเพื่อทราบและเตรียมการ",
    "ขอแสดงความนับถือ",
    "นายธนพล รุ่งเรืองศรี ประมงจังหวัดสุพรรณบุรี",
    "กลุ่มส่งเสริมการประมง โทร 035-535-118",
]
BAAC_STATEMENT = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC)\n"
    "Bang Pla Ma Branch, Suphan Buri   Tel. 035-587-100\n"
    "\n"
    "LOAN ACCOUNT STATEMENT as of 31 Oct 2025\n"
    "Borrower: Mr. Chatree Meesuk   Customer no. 7720-115-0894\n"
    "Loan account: 0203-4-58816-2\n"
    "Purpose: aquaculture investment (pond digging, pumps, aerators)\n"
    "Loan approved 15 Dec 2022: 500,000.00 THB, 10 half-yearly installments, interest 6.875% p.a.\n"
    "\n"
    "Date          Description                 Principal      Interest     Balance\n"
    "15 Jun 2024   Installment 3 of 10          50,000.00    13,750.00   350,000.00\n"
    "15 Dec 2024   Installment 4 of 10          50,000.00    12,031.25   300,000.00\n"
    "15 Jun 2025   Installment 5 of 10          50,000.00    10,312.50   250,000.00\n"
    "\n"
    "Outstanding principal: 250,000.00 THB\n"
    "NEXT INSTALLMENT (6 of 10) due 15 Dec 2025:\n"
    "  Principal 50,000.00 + interest 8,593.75 = 58,593.75 THB\n"
    "Late payment: default interest 3% p.a. on the overdue amount.\n"
    "Pay at any BAAC branch or through the A-Mobile app.",
]
HOSPITAL_BILL = [
    "THA CHIN MEDICAL HOSPITAL\n"
    "222 Malaiman Road, Mueang Suphan Buri 72000   Tel. 035-524-000\n"
    "\n"
    "INPATIENT BILL / RECEIPT                       No. IP-2510-04417\n"
    "Patient: Mrs. Boonmee Meesuk, age 74          HN 67-220315\n"
    "Admitted: 9 Oct 2025   Discharged: 13 Oct 2025 (4 nights)\n"
    "Diagnosis: community-acquired pneumonia       Doctor: Dr. Surachet Phonphan\n"
    "\n"
    "Room (standard single), 4 nights x 2,200 ...... 8,800.00\n"
    "Doctor fees ................................... 9,600.00\n"
    "Medicines and IV fluids ...................... 14,385.50\n"
    "Laboratory and chest X-ray .................... 6,740.00\n"
    "Nursing and service ........................... 3,200.00\n"
    "Oxygen and equipment .......................... 2,150.00\n"
    "TOTAL ........................................ 44,875.50 THB\n"
    "Less insurer (Thai Life Insurance, policy TL-5521873) ... 30,000.00\n"
    "PAID BY PATIENT ............................... 14,875.50 THB\n"
    "\n"
    "Paid by bank transfer on 13 Oct 2025. Follow-up: 27 Oct 2025 at 9:00, chest X-ray.\n"
    "Take all antibiotics until finished. Come back at once if fever or breathlessness returns.",
]
CAR_LOAN = [
    "SIAM AUTO LEASING CO., LTD.\n"
    "Suphan Buri Branch   Tel. 035-500-882\n"
    "\n"
    "INSTALLMENT NOTICE                              Date: 10 Nov 2025\n"
    "Customer: Mr. Chatree Meesuk\n"
    "Hire-purchase contract: HP-6504-11872\n"
    "Vehicle: Toyota Hilux Revo 2.4 Smart Cab, plate 2 Tho-Mo 7714 Suphan Buri\n"
    "\n"
    "Installment no. 42 of 60\n"
    "Amount due: 9,870.00 THB\n"
    "Due date: 25 Nov 2025\n"
    "Installments left after this one: 18 (177,660.00 THB)\n"
    "Late charge: 1.5% per month of the overdue installment.\n"
    "Pay by direct debit, at 7-Eleven, or by QR code.",
]
CAR_INSURANCE = [
    "บริษัท เมืองทองประกันภัย จำกัด (มหาชน) สาขาสุพรรณบุรี",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 4 พฤศจิกายน 2568",
    "เรียน คุณชาตรี มีสุข",
    "รถยนต์ TOYOTA HILUX REVO 2.4 SMART CAB ทะเบียน 2ฒม 7714 สุพรรณบุรี  กรมธรรม์เดิมเลขที่ MT-67-2204518 "
    "สิ้นสุดความคุ้มครอง 12 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 1 ซ่อมอู่ (แผนเดิม)", "520,000", "17,640"),
    ("ชั้น 2+ ซ่อมอู่", "450,000", "10,250"),
    ("ปีที่แล้ว ชั้น 1 (อ้างอิง)", "560,000", "16,980"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยชั้น 1 ปีนี้สูงขึ้นเพราะมีเคลมฝ่ายผิด 1 ครั้ง (ถอยชนเสาหน้าฟาร์ม)",
    "กรุณาชำระเบี้ยภายในวันที่ 5 ธันวาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง ผ่อน 0% 4 เดือนได้ด้วยบัตรเครดิต",
    "ตัวแทน คุณวันเพ็ญ (ตัวแทนเลขที่ 5807-1126) โทร 081-990-4417",
]
FEES = (
    ["โรงเรียนสุพรรณภูมิวิทยา อ.เมืองสุพรรณบุรี จ.สุพรรณบุรี", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
     "ชื่อนักเรียน ด.ญ.แพรวา มีสุข  ชั้น ม.2/3  เลขประจำตัว 20874"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียน", "14,000"), ("ค่าเรียนคอมพิวเตอร์และภาษา", "1,500"),
     ("ค่ากิจกรรมและทัศนศึกษา", "2,300"), ("ค่าอาหารกลางวัน", "3,900"), ("ค่าประกันอุบัติเหตุ", "400"),
     ("รวม", "22,100")],
    ["รวมทั้งสิ้น 22,100 บาท กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ท้ายใบแจ้งนี้ หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 50 บาท",
     "ทัศนศึกษา ม.2 ไปกาญจนบุรี 16 มกราคม 2569"],
)

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1486.21, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 210, ""),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 8900, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3850, "Hilux"), ("ผ่อนรถ Hilux (Car loan)", 9870, "งวดที่ 39/60"),
                ("ประกันชีวิตหน่อย (Life insurance)", 1850, ""), ("ค่ารถรับส่งแพรว (School van)", 1800, ""),
                ("ค่ายาแม่ (Mum's medicine)", 950, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 1612.07, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 230, ""),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9350, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4120, "Hilux"), ("ผ่อนรถ Hilux (Car loan)", 9870, "งวดที่ 40/60"),
                ("ประกันชีวิตหน่อย (Life insurance)", 1850, ""), ("ค่ารถรับส่งแพรว (School van)", 1800, ""),
                ("ค่ายาแม่ (Mum's medicine)", 950, ""), ("รองเท้านักเรียนแพรว (School shoes)", 690, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1398.54, "มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 195, ""),
                ("อินเทอร์เน็ต (Internet)", 599, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9100, ""),
                ("ค่าน้ำมันรถ (Petrol)", 4480, "Hilux รับส่งแม่ไปโรงพยาบาล"),
                ("ผ่อนรถ Hilux (Car loan)", 9870, "งวดที่ 41/60"),
                ("ประกันชีวิตหน่อย (Life insurance)", 1850, ""), ("ค่ารถรับส่งแพรว (School van)", 1800, ""),
                ("ค่าโรงพยาบาลแม่ ส่วนเกินประกัน (Mum's hospital)", 14875.50, "รพ.ท่าจีนเมดิคอล"),
                ("เอกซเรย์ปอดแม่ นัดติดตาม (Mum's X-ray)", 650, "27 ต.ค.")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนฟาร์มปี 2569", "มีสุขฟาร์มปลา - plan for 2026\nชาตรี มีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nบ่อปลาดุก 3 บ่อ บ่อปลาช่อน 3 บ่อ\n"
                         "ปัญหา: บ่อ 5 เป็นแผลเน่า ก.ย., ค่าอาหารขึ้นกระสอบละ 10 บาท"),
        ("ขุดบ่อใหม่ 9-10", "ที่นาแปลงหลัง 2 บ่อ บ่อละ 1 ไร่ ลึก 2.5 ม.\nงบขุด 90,000 บาท เริ่ม ธ.ค. 68"),
        ("เครื่องตีน้ำ", "ซื้อเพิ่ม 4 ตัว x 18,500 = 74,000 บาท\nลดไฟตก ลดปลาน็อคน้ำตอนเช้ามืด"),
        ("ตลาดใหม่", "ปลาช่อนแล่แช่แข็งส่งสิงคโปร์ (Fresh Catch)\nต้องต่อ GAP ให้ผ่านก่อน\n"
                     "ลูกค้าโรงงาน: ท่าจีนซีฟู้ด"),
        ("เป้าหมายปี 2569", "ปลาดุก 40 ตัน ปลาช่อน 20 ตัน\nรายรับทั้งปี 2,400,000 บาท"),
    ]


DOF_SLIDES = [
    ("Snakehead culture in earthen ponds", "Department of Fisheries - Suphan Buri Inland Fisheries Centre\n"
                                           "Farmer training, 12 September 2025"),
    ("Pond preparation", "Dry the pond 7-10 days, lime 60-100 kg per rai\nFill water through a fine net, "
                         "depth 1.2-1.5 m"),
    ("Stocking and feeding", "Stock 15,000-20,000 fingerlings per rai\nSinking pellet 40% protein\n"
                             "Feed 3-5% of body weight a day, FCR about 1.2-1.4"),
    ("Disease", "Ulcer disease (EUS) in the cool season\nSalt 50-100 kg per rai, keep water quality stable\n"
                "Report large losses to the district fisheries office"),
    ("GAP", "Keep feed, drug and water records for every pond\nCertificate valid 3 years"),
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{FARM}/ขายปลา/email_FreshCatch_snakehead fillet_Oct2025.txt": FRESHCATCH_EMAIL,
    f"{FARM}/ขายปลา/ราคาปลาตลาดไท_จดไว้.txt": """จดราคาปลา (ตลาดไท + กลุ่มไลน์ผู้เลี้ยงปลาสุพรรณ)

15 ต.ค. 68
- ปลาดุกบิ๊กอุย 4-5 ตัว/กก. หน้าบ่อ 52-56 บาท  ตลาดไทขายส่ง 62
- ปลาช่อน 3-4 ตัว/กก. หน้าบ่อ 85-92 บาท  ตลาดไท 105

1 พ.ย. 68
- ปลาดุก หน้าบ่อ 55-57
- ปลาช่อน หน้าบ่อ 88-95 ใกล้หนาวปลาช่อนขึ้นทุกปี
- ลูกปลาดุก 2-3 ซม. ตัวละ 0.15-0.20
""",
    f"{FARM}/แชท/LINE_แพปลาบางปลาม้า_ปลาดุกบ่อ3.txt": """[LINE] ประวัติการแชทกับ เจ๊ติ๋ม แพปลา
วันที่บันทึก: 28/10/2568 07:15

จ. 20/10/2568
18:02\tตรี มีสุขฟาร์ม\tเจ๊ครับ บ่อ 3 ปลาดุกได้ไซซ์แล้ว 4-5 ตัวโล น่าจะประมาณ 6 ตัน จะจับเสาร์ที่ 25 เจ๊รับมั้ยครับ
18:20\tเจ๊ติ๋ม แพปลา\tรับจ้า แต่ช่วงนี้ราคาตกนะ เจ๊ให้โลละ 52
18:31\tตรี มีสุขฟาร์ม\t52 ไม่ไหวเจ๊ ค่าอาหารขึ้นทุกเดือน ขอ 58 ครับ
18:45\tเจ๊ติ๋ม แพปลา\t58 เจ๊ขาดทุนแน่ ตลาดไทยังไม่ถึงเลย 54 เอามั้ย

อ. 21/10/2568
07:10\tตรี มีสุขฟาร์ม\t56 ครับเจ๊ ปลาสวยไม่มีแผลเลย บ่อนี้ไม่ได้ใช้ยา
07:40\tเจ๊ติ๋ม แพปลา\tเจ๊ให้ 54.50 สุดแล้วนะ เจ๊ออกค่ารถกับน้ำแข็งเอง
07:52\tตรี มีสุขฟาร์ม\tโอเคครับ 54.50 จับเสาร์ 25 ตีห้านะครับ เดี๋ยวให้ทีมน้าเปี๊ยกลากอวน

ส. 25/10/2568
11:30\tเจ๊ติ๋ม แพปลา\tชั่งรวมได้ 6,240 กิโล x 54.50 = 340,080 บาท โอนให้ก่อน 300,000 ที่เหลือ 40,080 โอนวันจันทร์นะ
11:35\tตรี มีสุขฟาร์ม\tได้ครับเจ๊ ขอบคุณครับ

จ. 27/10/2568
09:15\tเจ๊ติ๋ม แพปลา\tโอนที่เหลือ 40,080 แล้วจ้า บ่อ 1 ได้ไซซ์เมื่อไหร่บอกเจ๊ก่อนนะ
09:20\tตรี มีสุขฟาร์ม\tได้รับแล้วครับ บ่อ 1 น่าจะกลาง ธ.ค. ครับ
""",
    f"{FARM}/แชท/แชทไลน์_รถขุด_ขุดบ่อ 9-10.txt": """[3 พ.ย. 68 19:05] ตรี: พี่โจ้ครับ จะขุดบ่อใหม่ 2 บ่อ บ่อละ 1 ไร่ ลึก 2.5 เมตร ตรงนาแปลงหลังฟาร์ม คิดเท่าไหร่ครับ
[3 พ.ย. 68 19:40] โจ้ รถแม็คโคร: บ่อละ 45,000 รวมเกลี่ยดินทำคันบ่อให้ด้วย
[3 พ.ย. 68 20:02] ตรี: แพงไปพี่ 2 บ่อขอ 70,000 ได้มั้ย บ่อละ 35,000
[3 พ.ย. 68 20:30] โจ้ รถแม็คโคร: 35 ไม่ได้จริงๆ น้ำมันขึ้น ให้บ่อละ 42,000
[4 พ.ย. 68 06:50] ตรี: 38,000 ได้มั้ยครับพี่ ผมเลี้ยงข้าวคนขับทุกวัน
[4 พ.ย. 68 08:15] โจ้ รถแม็คโคร: งั้นบ่อละ 40,000 รวม 80,000 มัดจำ 20,000 เข้างาน 1 ธ.ค. ใช้เวลาประมาณ 10 วัน
[4 พ.ย. 68 08:20] ตรี: ตกลงครับพี่ พรุ่งนี้โอนมัดจำให้
[5 พ.ย. 68 10:02] ตรี: โอนมัดจำ 20,000 แล้วนะครับพี่
[5 พ.ย. 68 10:10] โจ้ รถแม็คโคร: ได้รับแล้ว 1 ธ.ค. เจอกัน ถ้าฝนตกจะเลื่อนไปวันที่ 3
""",
    f"{FARM}/บันทึก/pond_log_Oct2025.md": """# Pond water log, October 2025 (checked 6:00 by Num)

| Date | Pond | DO (mg/L) | pH | Ammonia (mg/L) | Water temp (C) | Note |
|---|---|---|---|---|---|---|
| 4 Oct | 1 | 3.8 | 7.4 | 0.3 | 29.5 | ok |
| 4 Oct | 4 | 4.2 | 7.6 | 0.2 | 29.8 | ok |
| 4 Oct | 5 | 3.1 | 7.1 | 0.6 | 29.2 | still a few fish with marks |
| 11 Oct | 1 | 3.5 | 7.3 | 0.4 | 28.9 | ran aerator all night |
| 11 Oct | 4 | 4.0 | 7.5 | 0.3 | 29.0 | ok |
| 11 Oct | 5 | 3.6 | 7.3 | 0.4 | 28.7 | better |
| 18 Oct | 1 | 2.9 | 7.2 | 0.5 | 28.1 | low DO, cut feed 20% |
| 18 Oct | 3 | 3.4 | 7.4 | 0.4 | 28.3 | harvest next week |
| 25 Oct | 5 | 4.1 | 7.5 | 0.2 | 27.6 | healed |
| 25 Oct | 7 | 5.2 | 7.8 | 0.1 | 27.9 | nursery filled, 40,000 fry in |

Target: DO above 3 mg/L, pH 7-8.5, ammonia below 0.5 mg/L.
Aerator in pond 1 trips the breaker twice this month - ask the electrician.
""",
    f"{FARM}/บันทึก/โรคแผลเน่า บ่อ5_ก.ย.68.md": """# บ่อ 5 ปลาช่อนเป็นแผลเน่า (ก.ย. 68)

- 8 ก.ย. เริ่มเห็นปลาลอยหัว มีแผลแดงที่ลำตัว ตายวันละ 20-30 ตัว
- ประมงอำเภอมาดู 10 ก.ย. บอกว่าเป็นโรคแผลเน่า (EUS) ช่วงน้ำเปลี่ยน
- ใส่เกลือ 40 กระสอบ x 135 = 5,400 บาท
- ยาฆ่าเชื้อ + วิตามินผสมอาหาร 2,960 บาท
- ปูนขาว 20 ถุง x 75 = 1,500 บาท
- รวมค่ารักษา 9,860 บาท
- ตายรวมประมาณ 1,400 ตัว อัตรารอดคาดเหลือ 65%
- 25 ต.ค. แผลหายหมดแล้ว เลื่อนจับเป็น ก.พ. 69
""",
    "บ้าน/แม่/นัดหมอแม่.md": """# แม่ (ยายมี - บุญมี มีสุข) ปอดอักเสบ ต.ค. 68
- แอดมิท รพ.ท่าจีนเมดิคอล 9-13 ต.ค. 68 (4 คืน) หมอสุรเชษฐ์
- ประกันสุขภาพของแม่ (ไทยประกันชีวิต) จ่ายให้ 30,000 ส่วนเกินเราจ่ายเอง
- 27 ต.ค. 68 นัดติดตาม เอกซเรย์ปอดซ้ำ 650 บาท หมอว่าดีขึ้นมาก
- นัดครั้งต่อไป 10 พ.ย. 68 เวลา 9.00 น. (หน่อยพาไป)
- ยาพ่นวันละ 2 ครั้ง ห้ามลงไปช่วยที่บ่อตอนเช้ามืด ลมหนาว
- หายดีแล้วฉีดวัคซีนปอดบวม + ไข้หวัดใหญ่ ประมาณ 1,800 บาท
""",
    "บ้าน/แชทไลน์_บ้านมีสุข.txt": """[9 ต.ค. 68 06:40] หน่อย: พี่ตรี ยายมีไอหนักมาก หายใจไม่ค่อยออก หน่อยพาไปท่าจีนเมดิคอลนะ
[9 ต.ค. 68 11:20] หน่อย: หมอให้นอนโรงพยาบาล ปอดอักเสบ
[9 ต.ค. 68 11:25] ตรี: เดี๋ยวให้หนุ่มดูบ่อแทน พี่ตามไป
[13 ต.ค. 68 15:05] ตรี: ยายกลับบ้านแล้ว ค่าโรงพยาบาลสี่หมื่นกว่า ประกันจ่ายสามหมื่น ที่เหลือพี่โอนแล้ว
[20 ต.ค. 68 19:30] แพรว: พ่อ ใบแจ้งค่าเทอมเทอมสองออกแล้วนะคะ อยู่ในกระเป๋าหนู
[20 ต.ค. 68 19:35] ตรี: ได้ลูก รอเงินเจ๊ติ๋มก่อนนะ
[27 ต.ค. 68 12:10] หน่อย: พาแม่ไปหาหมอตามนัดแล้ว หมอว่าปอดดีขึ้น นัดอีกที 10 พ.ย.
[5 พ.ย. 68 20:00] หน่อย: ใบต่อประกันรถมาแล้วนะ ชั้นหนึ่งแพงขึ้นเพราะพี่ถอยชนเสา
[5 พ.ย. 68 20:04] ตรี: ช่างมัน ต่อชั้นหนึ่งเหมือนเดิม
[6 พ.ย. 68 07:30] แพรว: พ่อคะ ทัศนศึกษากาญจนบุรีเดือนมกรา หนูไปได้มั้ยคะ
""",
    "บ้าน/สูตรปลาช่อนแดดเดียว_แม่.md": """# ปลาช่อนแดดเดียว สูตรยายมี
- ปลาช่อน 2 ตัว ผ่าผีเสื้อ ล้างให้สะอาด
- เกลือ 1 ช้อนโต๊ะ น้ำปลา 2 ช้อนโต๊ะ น้ำตาล 1 ช้อนชา ซีอิ๊วขาว 1 ช้อนโต๊ะ
- หมักไว้ 1 ชั่วโมง ตากแดดจัด 5-6 ชั่วโมง กลับด้านครั้งหนึ่ง
- ทอดไฟกลาง กินกับยำมะม่วง
""",
    "บ้าน/ของต้องซื้อ.txt": "ปูนขาว 20 ถุง\nเกลือ 10 กระสอบ\nหลอดไฟเครื่องตีน้ำ\nนมแม่ (Ensure)\nสมุดแพรว 5 เล่ม\nแก๊ส",
}
TODO = {"todo.md": """- โอนค่าเทอมแพรว ก่อน 21 พ.ย.
- เตรียมเอกสาร GAP (สมุดบันทึก ใบเสร็จอาหาร) ก่อนประมงมาตรวจ 18 พ.ย.
- ตอบอีเมล Daniel สิงคโปร์ ก่อน 15 พ.ย.
- เลือกเจ้าอาหารปลา (AquaGrow หรือ เฮียบูรณ์)
- ส่งปลาช่อนท่าจีนรอบแรก 20 พ.ย.
- ต่อประกัน Hilux ก่อน 5 ธ.ค.
- งวด ธ.ก.ส. 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / FARM
    sales, feed, books, chats, papers, notes, power = (farm / "ขายปลา", farm / "อาหารปลา", farm / "บัญชี",
                                                       farm / "แชท", farm / "เอกสาร", farm / "บันทึก",
                                                       farm / "ค่าไฟบ่อ")
    home = docs / "บ้าน"
    for folder in (sales, feed, books, chats, papers, notes, power, home / "ค่าเทอม", home / "แม่", home / "รถ"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(sales / "ใบเสนอราคา_ท่าจีนซีฟู้ด_ปลาช่อน_ร่าง.docx", THACHIN_DRAFT, THACHIN_DRAFT_TABLE,
               bottom=THACHIN_DRAFT_BOTTOM)
    write_docx(sales / "ใบเสนอราคา ท่าจีนซีฟู้ด ปลาช่อน_final v2.docx", THACHIN_FINAL, THACHIN_FINAL_TABLE,
               bottom=THACHIN_FINAL_BOTTOM)
    write_docx(sales / "reply FreshCatch ร่าง.docx", FRESHCATCH_REPLY)
    _customers(sales / "รายชื่อลูกค้า แพปลา.xlsx")
    make_pdf(feed / "AquaGrow_Quotation_feed_Nov2025.pdf", AQUAGROW_QUOTE)
    write_docx(feed / "ใบเสนอราคา_ร้านสมบูรณ์อาหารสัตว์_พ.ย.68.docx", SOMBOON_QUOTE, SOMBOON_TABLE,
               bottom=SOMBOON_BOTTOM)
    make_pdf(feed / "AquaGrow_Invoice_IV2510-0877.pdf", AQUAGROW_INVOICE)
    write_docx(feed / "ใบเสร็จ_อะควาโกรว์_RC2511-0102.docx", AQUAGROW_RECEIPT, AQUAGROW_RECEIPT_TABLE,
               bottom=AQUAGROW_RECEIPT_BOTTOM)
    _book(books / "บัญชีฟาร์ม_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีฟาร์ม_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _pond_stock(books / "บ่อปลา_สต็อก_Oct2025.xlsx")
    _wages(books / "ค่าแรงคนงาน_ต.ค.68.xlsx")
    write_docx(papers / "หนังสือ_ประมงจังหวัดสุพรรณบุรี_นัดตรวจ GAP.docx", GAP_LETTER)
    make_pdf(papers / "BAAC_loan_statement_Oct2025.pdf", BAAC_STATEMENT)
    make_pdf(power / "PEA_pump bill_Aug2025.pdf", PEA_AUG)
    make_pdf(power / "PEA_pump bill_Sep2025.pdf", PEA_SEP)
    make_pdf(power / "PEA_pump bill_Oct2025.pdf", PEA_OCT)
    write_slides(farm / "แผนขยายบ่อ ปี69.pptx", _plan_slides())
    write_slides(farm / "DOF_snakehead_training_Sep2025.pptx", DOF_SLIDES)
    write_docx(home / "ค่าเทอม" / "ใบแจ้งค่าเทอม_แพรว_เทอม2-68.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "แม่" / "TCM_Hospital_bill_Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "รถ" / "ต่อประกัน Hilux Revo_2568.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(home / "รถ" / "SiamAutoLeasing_installment_Nov2025.pdf", CAR_LOAN)
    _house_book(home / "รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
