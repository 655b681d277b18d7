"""The dancestudio folder: the papers of a Thai dance-studio owner and her household, written by code.

The owner is ครูกมลวรรณ ภูมิสวัสดิ์ (ครูกิ๊ฟ). She runs "บ้านรำกมลวรรณ" (Baan Ram Kamonwan Dance Studio), a
three-storey shophouse at 145/7 ถนนกลางเมือง, Khon Kaen, teaching Thai classical dance, children's ballet and
K-pop cover to about 110 children, with three part-time guest teachers (ครูมิ้นท์, ครูบอล, ครูอ้อย). Her husband
ธีรวัฒน์ (พี่ธีร์) is an engineer, her daughter ใบเตย (ด.ญ.ปิยธิดา) is in ป.5, her father พ่อประเสริฐ lives with
them. It is November 2568 (2025).

Documents/สตูดิโอ/ (the business)
- ค่าเรียน/ประกาศค่าเรียน_เทอม1-2568.docx: the studio's term 1/2568 fee notice (Thai basic 3,200, Thai middle
  3,600, ballet 3,800, K-pop 3,400; pay by 24 พ.ค. 2568).
- ค่าเรียน/ประกาศค่าเรียน_เทอม2-2568.docx: term 2/2568 (Thai basic 3,400, Thai middle 3,800, ballet 3,800,
  K-pop 3,600; pay by 18 ต.ค. 2568).
- การแสดงปลายปี/งบการแสดงปลายปี68_ร่าง.docx: draft budget of the year-end recital "ดอกคูนบานกลางใจ",
  20 ธ.ค. 2568, total 182,750 (costume fee 1,200 a child).
- การแสดงปลายปี/งบการแสดงปลายปี68_ฉบับจริง.docx: the final budget, other figures, total 173,750 (fee 950).
- การแสดงปลายปี/ใบเสนอราคาชุดแสดง_วิจิตรอาภรณ์.docx and ใบเสนอราคาชุดแสดง_นาฏยาภรณ์.docx: two similar costume
  quotes from two shops (52,900 vs 51,000).
- การแสดงปลายปี/KKSoundLight_quotation_KSL-Q-25-118.pdf: English quotation for sound and lights, 28,500.
- Suppliers/SiamDancewear_pricelist_2025.pdf: English 2025 price list of Siam Dancewear Co., Ltd.
- Suppliers/ราคาชุดและรองเท้า_สยามแดนซ์แวร์_2567.docx: last year's list of the same firm, in Thai
  (บริษัท สยามแดนซ์แวร์ จำกัด); leotard 480 then, 520 now.
- Suppliers/SiamDancewear_invoice_SDW-25-0833.pdf: an October invoice (18,900 after studio discount, due
  9 Nov 2025).
- Suppliers/email_SiamDancewear_price_Dec2025.txt: an email: canvas ballet shoes 420 THB from 1 Dec 2025.
- เอกสาร/สัญญาเช่าตึก_ถนนกลางเมือง.docx: the shophouse lease (18,000 a month, deposit 54,000, to
  31 พฤษภาคม 2569).
- เอกสาร/MekongUnion_SME_loan_approval.pdf: the bank's English letter approving an SME loan of 250,000
  (asked 300,000), 6.75%, 60 months, 4,921 a month.
- บัญชี/บัญชีสตูดิโอ_2568.xlsx: this year's book, three sheets (income by month, expenses by month, pupils per
  class per term), January to October.
- บัญชี/บัญชีสตูดิโอ_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าสอนครูพิเศษ_ตุลาคม68.md: the October pay of the three guest teachers, 23,400 in all.
- แชท/แชทไลน์_คุณต่าย_โรงแรมแก่นคูณ.txt: LINE chat with a hotel booking a welcome dance; 6 dancers for 12,000
  become 8 dancers for 15,500.
- แชท/แชทไลน์_กลุ่มผู้ปกครอง_บ้านรำ.txt: the parents' LINE group; the costume fee drops from 1,200 to 950.
- แผนสตูดิโอปี2569.pptx: slides, the plan for next year (140 pupils, a second room for 320,000).
- บันทึกประชุมครู_พฤศจิกายน68.md: the teachers' meeting of 8 พ.ย. 2568 (costume shop chosen, rehearsals).
- ลำดับท่ารำ_ระบำดอกคูน.md: the choreography notes of the recital's opening dance.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills for the house.
- ประกัน/ThaiLotus_health_renewal_Piyathida_2025.pdf: English renewal notice of the daughter's health policy
  (16,480, due 15 Dec 2025); the husband's life policy with the same insurer is ไทยโลตัสประกันชีวิต in the
  household book.
- ค่าเทอมใบเตย/ค่าเทอม_ใบเตย_เทอม1-2568.docx and ค่าเทอม_ใบเตย_เทอม2-2568.docx: school fee notices
  (24,900; 25,550).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวภูมิสวัสดิ์.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on her father's eye-doctor appointments.
- แผนเที่ยวปีใหม่_เชียงคาน.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
STUDIO_TOP = ("บ้านรำกมลวรรณ (Baan Ram Kamonwan Dance Studio) 145/7 ถนนกลางเมือง ต.ในเมือง อ.เมือง จ.ขอนแก่น "
              "โทร 086-419-2753")

# ---------------------------------------------------------------- studio fee notices
def _term_notice(term: str, period: str, rows: list[tuple[str, str, str]], due: str, extra: list[str]):
    top = [STUDIO_TOP, f"ประกาศค่าเรียน ภาคเรียนที่ {term}", f"ระยะเวลาเรียน {period} (18 สัปดาห์)",
           "เรียน ผู้ปกครองนักเรียนทุกท่าน"]
    table = [("คลาส", "วันเวลาเรียน", "ค่าเรียนต่อเทอม (บาท)")] + rows
    bottom = [f"กรุณาชำระค่าเรียนภายในวันที่ {due} โอนเข้าบัญชี ธนาคารกสิกรไทย 512-2-30874-9 "
              "ชื่อบัญชี กมลวรรณ ภูมิสวัสดิ์ แล้วส่งสลิปในไลน์กลุ่ม"] + extra + ["ครูกมลวรรณ ภูมิสวัสดิ์ (ครูกิ๊ฟ)"]
    return top, table, bottom


TERM1 = _term_notice(
    "1/2568", "17 พฤษภาคม – 20 กันยายน 2568",
    [("นาฏศิลป์ไทยพื้นฐาน (5–8 ปี)", "เสาร์ 09.00–10.30 น.", "3,200"),
     ("นาฏศิลป์ไทยระดับกลาง (9–12 ปี)", "เสาร์ 10.45–12.15 น.", "3,600"),
     ("บัลเล่ต์เด็กเล็ก (4–7 ปี)", "อาทิตย์ 09.00–10.00 น.", "3,800"),
     ("K-pop Cover / ฮิปฮอป (8–14 ปี)", "อาทิตย์ 13.00–14.30 น.", "3,400"),
     ("ค่าแรกเข้า (นักเรียนใหม่ จ่ายครั้งเดียว)", "", "500")],
    "24 พฤษภาคม 2568",
    ["พี่น้องเรียนด้วยกัน ลดคนที่สอง 10%", "ขาดเรียนเกิน 3 ครั้ง ขอชดเชยได้ 2 ครั้งต่อเทอม"])
TERM2 = _term_notice(
    "2/2568", "11 ตุลาคม 2568 – 28 กุมภาพันธ์ 2569",
    [("นาฏศิลป์ไทยพื้นฐาน (5–8 ปี)", "เสาร์ 09.00–10.30 น.", "3,400"),
     ("นาฏศิลป์ไทยระดับกลาง (9–12 ปี)", "เสาร์ 10.45–12.15 น.", "3,800"),
     ("บัลเล่ต์เด็กเล็ก (4–7 ปี)", "อาทิตย์ 09.00–10.00 น.", "3,800"),
     ("K-pop Cover / ฮิปฮอป (8–14 ปี)", "อาทิตย์ 13.00–14.30 น.", "3,600"),
     ("ค่าแรกเข้า (นักเรียนใหม่ จ่ายครั้งเดียว)", "", "500")],
    "18 ตุลาคม 2568",
    ["ค่าเรียนคลาสรำไทยและ K-pop ปรับขึ้น 200 บาท เพราะค่าไฟและค่าครูพิเศษสูงขึ้น บัลเล่ต์ราคาเท่าเดิม",
     "ค่าชุดการแสดงปลายปี (20 ธันวาคม 2568) แจ้งแยกในไลน์กลุ่มผู้ปกครอง",
     "พี่น้องเรียนด้วยกัน ลดคนที่สอง 10%"])

# ---------------------------------------------------------------- recital budgets
RECITAL_HEAD = "การแสดงประจำปี 2568 \"ดอกคูนบานกลางใจ\" วันเสาร์ที่ 20 ธันวาคม 2568 ณ หอประชุมศรีจันทร์ฮอลล์ ขอนแก่น"
BUDGET_DRAFT_ROWS = [
    ("ค่าเช่าหอประชุม (วันแสดง + ซ้อมใหญ่ครึ่งวัน)", 35000), ("เครื่องเสียงและไฟเวที", 32000),
    ("ชุดการแสดงและเครื่องประดับ", 48000), ("แต่งหน้าทำผม", 18000), ("ช่างภาพและวิดีโอ", 15000),
    ("ของที่ระลึกและเกียรติบัตร นักแสดง 82 คน คนละ 125 บาท", 10250), ("อาหารว่างและน้ำดื่ม", 8500),
    ("ป้ายและสูจิบัตร", 6000), ("สำรองจ่าย", 10000),
]
BUDGET_FINAL_ROWS = [
    ("ค่าเช่าหอประชุม (วันแสดง + ซ้อมใหญ่ครึ่งวัน)", 35000),
    ("เครื่องเสียงและไฟเวที (Khon Kaen Sound & Light)", 28500),
    ("ชุดการแสดงและเครื่องประดับ (ร้านนาฏยาภรณ์)", 51000), ("แต่งหน้าทำผม", 16500), ("ช่างภาพและวิดีโอ", 12000),
    ("ของที่ระลึกและเกียรติบัตร นักแสดง 82 คน คนละ 125 บาท", 10250), ("อาหารว่างและน้ำดื่ม", 7000),
    ("ป้ายและสูจิบัตร", 5500), ("สำรองจ่าย", 8000),
]


def _budget_doc(rows: list[tuple[str, int]], title: str, date: str, fee: int, notes: list[str]):
    total = sum(amount for _, amount in rows)
    top = [STUDIO_TOP, title, RECITAL_HEAD, f"จัดทำวันที่ {date}", "ประมาณการค่าใช้จ่าย"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + [(name, f"{amount:,}") for name, amount in rows] + \
            [("รวมค่าใช้จ่าย", f"{total:,}")]
    bottom = [f"รวมค่าใช้จ่ายทั้งสิ้น {total:,} บาท",
              "ประมาณการรายรับ: บัตรผู้ชม 600 ใบ ใบละ 150 บาท = 90,000 บาท",
              f"ค่าชุดเก็บจากผู้ปกครอง 82 คน คนละ {fee:,} บาท = {82 * fee:,} บาท"] + notes
    return top, table, bottom


BUDGET_DRAFT = _budget_doc(BUDGET_DRAFT_ROWS, "งบประมาณการแสดงปลายปี (ร่าง)", "12 ตุลาคม 2568", 1200,
                           ["ร่าง ยังไม่ได้คุยกับครูทุกคน รอใบเสนอราคาชุดอีกร้าน"])
BUDGET_FINAL = _budget_doc(BUDGET_FINAL_ROWS, "งบประมาณการแสดงปลายปี (ฉบับจริง)", "9 พฤศจิกายน 2568", 950,
                           ["ปรับตามมติประชุมครู 8 พ.ย. 2568 เลือกร้านนาฏยาภรณ์",
                            "มัดจำหอประชุม 10,000 บาท จ่ายแล้ว 3 พ.ย. 2568"])

# ---------------------------------------------------------------- costume quotes
def _costume_quote(shop: list[str], number: str, date: str, rows: list[tuple[str, str, str, str]],
                   total: str, bottom: list[str]):
    top = shop + [f"ใบเสนอราคา เลขที่ {number}  วันที่ {date}",
                  "เรียน ครูกมลวรรณ ภูมิสวัสดิ์ บ้านรำกมลวรรณ",
                  "เรื่อง ชุดการแสดงประจำปี 2568 (วันแสดง 20 ธันวาคม 2568)"]
    table = [("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)")] + rows + [("รวมทั้งสิ้น", "", "", total)]
    return top, table, [f"รวมทั้งสิ้น {total} บาท"] + bottom


QUOTE_VIJIT = _costume_quote(
    ["ร้านวิจิตรอาภรณ์ ชุดไทยและชุดการแสดง", "88 ถนนหน้าเมือง อ.เมือง จ.ขอนแก่น โทร 043-238-115"],
    "VJ-681027", "27 ตุลาคม 2568",
    [("ชุดรำไทย (เช่า) พร้อมผ้านุ่งและสไบ", "60 ชุด", "450", "27,000"),
     ("ชุดบัลเล่ต์ตูตู (ตัดใหม่ เป็นของนักเรียน)", "22 ชุด", "850", "18,700"),
     ("เครื่องประดับรำไทย (เช่า) มงกุฎ สร้อย กำไล", "60 ชุด", "120", "7,200")],
    "52,900",
    ["มัดจำ 50% เมื่อสั่ง ส่งชุดก่อนวันซ้อมใหญ่ 3 วัน", "ชุดเช่าเสียหายคิดตามจริง ราคายืน 15 วัน"])
QUOTE_NATTAYA = _costume_quote(
    ["ร้านนาฏยาภรณ์ ให้เช่าและตัดชุดการแสดง", "21/4 ถนนศรีจันทร์ อ.เมือง จ.ขอนแก่น โทร 089-627-4410"],
    "NY-2568/214", "30 ตุลาคม 2568",
    [("ชุดรำไทย (เช่า) พร้อมผ้านุ่งและสไบ", "60 ชุด", "420", "25,200"),
     ("ชุดบัลเล่ต์ตูตู (ตัดใหม่ เป็นของนักเรียน)", "22 ชุด", "900", "19,800"),
     ("เครื่องประดับรำไทย (เช่า) มงกุฎ สร้อย กำไล", "60 ชุด", "100", "6,000")],
    "51,000",
    ["มัดจำ 30% = 15,300 บาท เมื่อยืนยัน ส่วนที่เหลือจ่ายวันรับชุด",
     "ส่งช่างแต่งตัวมาช่วยหลังเวที 2 คน ไม่คิดเพิ่ม ราคายืน 30 วัน"])

SOUND_QUOTE = [
    "KHON KAEN SOUND & LIGHT CO., LTD.\n"
    "Stage, sound and lighting rental - 302 Mittraphap Road, Khon Kaen 40000  Tel. 043-471-286\n"
    "QUOTATION No. KSL-Q-25-118       Date: 24 Oct 2025\n"
    "To: Baan Ram Kamonwan Dance Studio (Khru Kamonwan Phumsawat)\n"
    "Event: Year-end dance recital, Srichan Hall, Saturday 20 Dec 2025 (rehearsal 19 Dec, 16:00-20:00)\n"
    "\n"
    "Line array sound system, 2 days incl. rehearsal ......... 14,000.00\n"
    "Stage lighting: 8 moving heads, 16 LED par, 2 followspots  11,000.00\n"
    "Technicians (3 persons, 2 days) .......................... 2,400.00\n"
    "Transport, set-up and take-down .......................... 1,100.00\n"
    "\n"
    "TOTAL 28,500.00 THB (VAT included)\n"
    "Deposit 30% (8,550 THB) to confirm the date. Balance on the event day.\n"
    "This quotation is valid for 30 days. Contact: Khun Worawit 081-760-3392",
]

# ---------------------------------------------------------------- Siam Dancewear
SDW_PRICES_2025 = [
    "SIAM DANCEWEAR CO., LTD.\n"
    "112/5 Lat Phrao Soi 71, Wang Thonglang, Bangkok 10310   Tel. 02-538-7140   www.siamdancewear.co.th\n"
    "STUDIO PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Ballet shoes, canvas split-sole (child) ........ 390 / pair\n"
    "Ballet shoes, leather full-sole (child) ........ 450 / pair\n"
    "Leotard, cotton, child sizes 4-12 .............. 520 / piece\n"
    "Ballet tights, child ........................... 180 / pair\n"
    "Jazz shoes, slip-on ............................ 690 / pair\n"
    "Thai dance practice skirt (pha nung), cotton ... 350 / piece\n"
    "\n"
    "Free shipping for orders over 3,000 THB. Studio discount 10% on orders over 20,000 THB.\n"
    "Payment: 30 days credit for registered studios.\n"
    "Contact: Khun Jintana (studio sales), studio@siamdancewear.co.th",
]
SDW_PRICES_2567 = ["บริษัท สยามแดนซ์แวร์ จำกัด", "112/5 ซอยลาดพร้าว 71 แขวงวังทองหลาง กรุงเทพฯ 10310",
                   "ใบราคาสำหรับโรงเรียนสอนเต้น ปี 2567 (มกราคม – ธันวาคม 2567) ราคารวม VAT แล้ว"]
SDW_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("รองเท้าบัลเล่ต์ผ้าใบ พื้นแยก (เด็ก)", "350 บาท/คู่"),
    ("รองเท้าบัลเล่ต์หนัง พื้นเต็ม (เด็ก)", "420 บาท/คู่"),
    ("ชุดเลียวตาร์ดผ้าฝ้าย ไซซ์เด็ก 4–12", "480 บาท/ตัว"),
    ("ถุงน่องบัลเล่ต์ (เด็ก)", "160 บาท/คู่"),
    ("รองเท้าแจ๊ส แบบสวม", "650 บาท/คู่"),
    ("ผ้านุ่งซ้อมรำไทย ผ้าฝ้าย", "320 บาท/ผืน"),
]
SDW_PRICES_2567_BOTTOM = ["ส่งฟรีเมื่อสั่งเกิน 2,500 บาท ส่วนลดโรงเรียน 10% เมื่อสั่งเกิน 20,000 บาท",
                          "ติดต่อ คุณจินตนา ฝ่ายขายโรงเรียน โทร 02-538-7140"]
SDW_INVOICE = [
    "SIAM DANCEWEAR CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SDW-25-0833\n"
    "Date: 10 Oct 2025          Due date: 9 Nov 2025\n"
    "Customer: Baan Ram Kamonwan Dance Studio, 145/7 Klang Mueang Road, Mueang Khon Kaen 40000\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Ballet shoes, canvas split-sole        24 pairs   390.00       9,360.00\n"
    "Ballet tights, child                   30 pairs   180.00       5,400.00\n"
    "Leotard, cotton, child                 12 pcs     520.00       6,240.00\n"
    "Subtotal                                                       21,000.00\n"
    "Studio discount 10%                                            -2,100.00\n"
    "Shipping                                                            0.00\n"
    "\n"
    "TOTAL DUE: 18,900.00 THB\n"
    "Please transfer to Bangkok Bank, Siam Dancewear Co., Ltd., account 101-3-48827-5, and e-mail the slip.",
]
SDW_EMAIL = """From: Jintana K. <studio@siamdancewear.co.th>
To: baanram.kamonwan@gmail.com
Date: Tue, 11 Nov 2025 09:26
Subject: Price change for canvas ballet shoes from 1 December

Dear Khru Kamonwan,

Thank you for your October order (invoice SDW-25-0833). We would like to let our studio customers know
two changes from 1 December 2025:

1. Canvas split-sole ballet shoes (child) will be 420 THB per pair (the 2025 price list says 390 THB).
   Our canvas and rubber costs went up this quarter.
2. Free shipping will be for orders over 5,000 THB instead of 3,000 THB.

All other prices stay as in the 2025 price list until 31 December 2025. If you order before
30 November, the old price still applies.

Best regards,
Jintana Kaewprasert
Studio Sales, Siam Dancewear Co., Ltd.
02-538-7140
"""

# ---------------------------------------------------------------- lease and bank
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมือง จ.ขอนแก่น  วันที่ 20 พฤษภาคม 2566",
    "ระหว่าง นายวิโรจน์ แสงอรุณ ผู้ให้เช่า กับ นางกมลวรรณ ภูมิสวัสดิ์ ผู้เช่า",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 3 ชั้น เลขที่ 145/7 ถนนกลางเมือง ต.ในเมือง อ.เมือง จ.ขอนแก่น\n"
                          "ใช้เป็นสถานที่สอนรำและเต้นสำหรับเด็ก"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มิถุนายน 2566 ถึงวันที่ 31 พฤษภาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "เดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 54,000 บาท (3 เดือน) คืนภายใน 30 วันหลังส่งมอบอาคารคืน"),
    ("ข้อ 5 ค่าปรับ", "ชำระค่าเช่าล่าช้า ปรับวันละ 300 บาท"),
    ("ข้อ 6 การดัดแปลง", "ผู้เช่าติดกระจก ราวบาร์ และปูพื้นได้ แต่ห้ามรื้อผนังโดยไม่ได้รับอนุญาตเป็นหนังสือ"),
    ("ข้อ 7 การต่อสัญญา", "ผู้เช่ามีสิทธิต่อสัญญาอีก 3 ปี โดยแจ้งล่วงหน้าไม่น้อยกว่า 60 วัน "
                          "ค่าเช่าใหม่ปรับขึ้นได้ไม่เกิน 5%"),
]
LEASE_BOTTOM = ["ลงชื่อ วิโรจน์ แสงอรุณ ผู้ให้เช่า", "ลงชื่อ กมลวรรณ ภูมิสวัสดิ์ ผู้เช่า",
                "ลงชื่อ ธีรวัฒน์ ภูมิสวัสดิ์ พยาน"]
LOAN_LETTER = [
    "MEKONG UNION BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, 211 Mittraphap Road, Mueang Khon Kaen 40000\n"
    "6 November 2025\n"
    "\n"
    "Ref. MUB-KK-SME-68-0217\n"
    "SUBJECT: APPROVAL OF SME LOAN\n"
    "Dear Ms. Kamonwan Phumsawat (Baan Ram Kamonwan Dance Studio),\n"
    "We are pleased to inform you that your loan application of 21 October 2025 has been approved as follows:\n"
    "\n"
    "Amount approved: 250,000 THB (amount requested: 300,000 THB)\n"
    "Purpose: renovation of a second studio room (sprung floor, mirrors, air conditioning)\n"
    "Interest: 6.75% per year, fixed for the first 2 years, then MRR - 1.00%\n"
    "Term: 60 months\n"
    "Monthly instalment: 4,921 THB, by auto-debit on the 5th of each month\n"
    "First instalment: 5 January 2026\n"
    "Front-end fee: 0.5% (1,250 THB), deducted from the loan on drawdown\n"
    "Guarantor: Mr. Teerawat Phumsawat\n"
    "\n"
    "Please sign the acceptance form and return it to the branch by 28 November 2025.\n"
    "Relationship manager: Khun Natthapong, tel. 043-221-587\n"
    "Yours sincerely, SME Credit Department",
]

# ---------------------------------------------------------------- books
TUITION_2568 = [48600, 46200, 41800, 62400, 138500, 52300, 47900, 45600, 39800, 146200]
SHOP_2568 = [3200, 2800, 2400, 6900, 12600, 4100, 3300, 2900, 2500, 13800]
SHOWS_2568 = [0, 8000, 12000, 15000, 0, 6500, 0, 9000, 12500, 18000]
TEACHERS_2568 = [19800, 19800, 18600, 26400, 22200, 21600, 21600, 22800, 21000, 23400]
UTILITIES_2568 = [4350, 4620, 5880, 7240, 6910, 5460, 5120, 4980, 5030, 5210]
SUPPLIES_2568 = [2400, 1900, 3600, 8800, 14500, 3200, 2100, 2600, 3300, 18900]
PUPILS_2568 = [("นาฏศิลป์ไทยพื้นฐาน (5–8 ปี)", 34, 38), ("นาฏศิลป์ไทยระดับกลาง (9–12 ปี)", 21, 24),
               ("บัลเล่ต์เด็กเล็ก (4–7 ปี)", 19, 22), ("K-pop Cover / ฮิปฮอป (8–14 ปี)", 27, 26)]
TUITION_2567 = [41200, 39800, 36500, 55300, 121800, 45600, 42100, 40700, 35900, 128400, 44300, 47900]
SHOP_2567 = [2600, 2300, 2100, 5800, 10900, 3400, 2700, 2500, 2200, 11600, 3900, 4800]
SHOWS_2567 = [0, 6000, 10000, 12000, 0, 5000, 0, 8000, 10000, 14000, 16500, 22000]
TEACHERS_2567 = [16800, 16800, 15600, 22800, 19200, 18600, 18600, 19800, 18000, 20400, 20400, 24600]
UTILITIES_2567 = [3980, 4210, 5420, 6880, 6450, 5020, 4760, 4590, 4640, 4810, 4520, 4970]
SUPPLIES_2567 = [2100, 1600, 3200, 7900, 12800, 2700, 1800, 2300, 2900, 16200, 3100, 38500]
PUPILS_2567 = [("นาฏศิลป์ไทยพื้นฐาน (5–8 ปี)", 29, 31), ("นาฏศิลป์ไทยระดับกลาง (9–12 ปี)", 18, 20),
               ("บัลเล่ต์เด็กเล็ก (4–7 ปี)", 16, 18), ("K-pop Cover / ฮิปฮอป (8–14 ปี)", 22, 25)]
RENT = 18000


def _studio_book(path: Path, year: str, tuition, shop, shows, teachers, utilities, supplies, pupils) -> None:
    book = openpyxl.Workbook()
    income = book.active
    income.title = "รายรับ Income"
    income.append([f"รายรับบ้านรำกมลวรรณ ปี {year} (Studio income {year})"])
    income.append(["เดือน (Month)", "ค่าเรียน (Tuition)", "ขายชุด/อุปกรณ์ (Shop sales)",
                   "งานจ้างแสดง (Performances)", "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, tuition, shop, shows):
        income.append([f"{month} {year}", a, b, c, a + b + c])
    income.append(["รวมทั้งปี (Year total)", sum(tuition), sum(shop), sum(shows),
                   sum(tuition) + sum(shop) + sum(shows)])
    for column in range(2, 6):
        money_format(income, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายบ้านรำกมลวรรณ ปี {year} (Studio expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าเช่าตึก (Rent)", "ค่าครูพิเศษ (Guest teachers)", "ค่าไฟ/น้ำ (Utilities)",
                  "ชุด/อุปกรณ์ (Costumes & supplies)", "รวม (Total)"])
    for month, t, u, s in zip(MONTHS, teachers, utilities, supplies):
        costs.append([f"{month} {year}", RENT, t, u, s, RENT + t + u + s])
    n = len(teachers)
    costs.append(["รวมทั้งปี (Year total)", RENT * n, sum(teachers), sum(utilities), sum(supplies),
                  RENT * n + sum(teachers) + sum(utilities) + sum(supplies)])
    for column in range(2, 7):
        money_format(costs, column)
    kids = book.create_sheet("นักเรียน Pupils")
    kids.append([f"จำนวนนักเรียนแยกคลาส ปี {year} (Pupils per class)"])
    kids.append(["คลาส (Class)", f"เทอม 1/{year} (Term 1)", f"เทอม 2/{year} (Term 2)"])
    for row in pupils:
        kids.append(list(row))
    kids.append(["รวม (Total)", sum(r[1] for r in pupils), sum(r[2] for r in pupils)])
    book.save(path)


def income_2568() -> int:
    return sum(TUITION_2568) + sum(SHOP_2568) + sum(SHOWS_2568)


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2104.35, "PEA"), ("ค่าน้ำประปา (Water)", 352.10, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, "IsanFiber"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3900, ""),
                  ("ประกันชีวิตพี่ธีร์ (Life insurance)", 2150, "ไทยโลตัสประกันชีวิต"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2256.90, "PEA"), ("ค่าน้ำประปา (Water)", 371.45, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, "IsanFiber"), ("ค่ากับข้าว (Food)", 10800, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4250, ""),
                  ("ประกันชีวิตพี่ธีร์ (Life insurance)", 2150, "ไทยโลตัสประกันชีวิต"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1800, ""), ("ค่ายาพ่อ (Dad's medicine)", 950, ""),
                  ("ค่าซ่อมเครื่องซักผ้า (Washing machine repair)", 1450, "เปลี่ยนมอเตอร์")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2318.62, "PEA"), ("ค่าน้ำประปา (Water)", 386.20, "กปภ."),
                  ("อินเทอร์เน็ต (Internet)", 749, "IsanFiber"), ("ค่ากับข้าว (Food)", 11650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4080, ""),
                  ("ประกันชีวิตพี่ธีร์ (Life insurance)", 2150, "ไทยโลตัสประกันชีวิต"),
                  ("ค่ารถตู้รับส่งใบเตย (School van)", 1800, ""),
                  ("ค่ายาพ่อ + ค่าหมอตา (Dad's medicine, eye doctor)", 1720, "รพ.ขอนแก่น")],
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


def _school_fees(term: str, rows: list[tuple[str, str]], total: str, due: str):
    top = ["โรงเรียนดรุณพัฒน์ ขอนแก่น", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปิยธิดา ภูมิสวัสดิ์  ชั้น ป.5/3  เลขประจำตัว 30682"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0201-4477-1829",
              "ชำระล่าช้า ปรับวันละ 40 บาท"]
    return top, table, bottom


FEES_T1 = _school_fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,600"),
                                  ("ค่าหนังสือและอุปกรณ์การเรียน", "3,150"), ("ค่าประกันอุบัติเหตุ", "350")],
                       "24,900", "15 พฤษภาคม 2568")
FEES_T2 = _school_fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "4,600"),
                                  ("ค่ากิจกรรมค่ายลูกเสือ-เนตรนารี", "1,950"), ("ค่าเรียนคอมพิวเตอร์ (coding)", "2,200")],
                       "25,550", "6 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Kamonwan Phumsawat\n"
    "Address: 88/21 Moo 14, Ban Pet, Mueang Khon Kaen 40000\n"
    "Customer no. 020045531207\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,472 -> 31,958   Units used: 486 kWh\n"
    "Energy charge 2,087.91  Ft 40.80  Service 38.22  VAT 7% 151.69\n"
    "AMOUNT DUE: 2,318.62 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - Khon Kaen Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Kamonwan Phumsawat   Account no. 5410-0087-3321\n"
    "Address: 88/21 Moo 14, Ban Pet, Mueang Khon Kaen 40000\n"
    "Reading date: 21 Oct 2025   Water used: 31 cubic metres\n"
    "Water charge 351.85   Service 9.08   VAT 7% 25.27\n"
    "AMOUNT DUE: 386.20 THB\n"
    "Due date: 5 Nov 2025",
]
INSURANCE_LETTER = [
    "THAI LOTUS LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Office, Na Mueang Road\n"
    "3 November 2025\n"
    "\n"
    "PREMIUM RENEWAL NOTICE - HEALTH PLUS KIDS\n"
    "Dear Mrs. Kamonwan Phumsawat,\n"
    "The health policy no. TLL-HK-559023 of the insured, Miss Piyathida Phumsawat (age 10),\n"
    "is due for renewal for the year 16 Dec 2025 - 15 Dec 2026.\n"
    "\n"
    "Room and board: 4,000 THB per day.  Annual limit: 1,500,000 THB\n"
    "Annual premium: 16,480 THB (last year 14,950 THB). The premium is higher because of the age band\n"
    "and the medical claims of this year (2 claims, 21,340 THB).\n"
    "Please pay by 15 Dec 2025 by bank transfer, credit card or through your agent, Khun Sirirat (089-405-6632).\n"
    "If payment is not received, the cover ends on 15 Dec 2025.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนบ้านรำกมลวรรณ ปี 2569", "Baan Ram Kamonwan Dance Studio - plan for 2026\n"
                                     "ครูกมลวรรณ ภูมิสวัสดิ์  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income_2568():,} บาท\n"
                         "นักเรียนเทอม 2/2568 110 คน (เทอม 1 มี 101 คน)\n"
                         "ปัญหา: ห้องซ้อมห้องเดียว วันเสาร์อาทิตย์คิวเต็ม ต้องปฏิเสธเด็กใหม่"),
        ("เป้าหมายปี 2569", "นักเรียน 140 คน\nเปิดคลาสรำไทยสำหรับผู้ใหญ่ วันพุธ 18.00 น.\n"
                            "ส่งนักเรียนประกวดรำในงานเทศกาลไหม ขอนแก่น"),
        ("ห้องซ้อมที่ 2 (ชั้น 3)", "งบ 320,000 บาท: พื้นสปริง 140,000 + กระจก 65,000 + แอร์ 2 ตัว 78,000 "
                                  "+ เครื่องเสียง 37,000\nเงินกู้ธนาคาร 250,000 + เงินเก็บ 70,000\n"
                                  "เริ่มใช้ห้อง มีนาคม 2569"),
        ("การตลาด", "TikTok/Facebook คลิปเด็กซ้อม สัปดาห์ละ 2 คลิป\nโปรพี่น้องลด 10% ต่อไป\n"
                    "คอร์สปิดเทอมเมษายน 4 สัปดาห์ 2,900 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "สตูดิโอ/บัญชี/ค่าสอนครูพิเศษ_ตุลาคม68.md": """# ค่าสอนครูพิเศษ ตุลาคม 2568

| ครู | สอน | ค่าสอนต่อชั่วโมง | ชั่วโมง | รวม |
|---|---|---|---|---|
| ครูมิ้นท์ | บัลเล่ต์ | 450 บาท | 20 ชม. | 9,000 บาท |
| ครูบอล | K-pop / ฮิปฮอป | 400 บาท | 24 ชม. | 9,600 บาท |
| ครูอ้อย | ผู้ช่วยสอนรำไทย | 300 บาท | 16 ชม. | 4,800 บาท |

รวมค่าสอน ต.ค. 23,400 บาท โอนแล้ว 31 ต.ค.
ครูบอลสอนเพิ่ม 4 ชม. ช่วงเปิดเทอมใหม่ (คลาสทดลองเรียนฟรี)
""",
    "สตูดิโอ/แชท/แชทไลน์_คุณต่าย_โรงแรมแก่นคูณ.txt": """[6 พ.ย. 68 10:42] คุณต่าย แก่นคูณ: สวัสดีค่ะครูกิ๊ฟ โรงแรมแก่นคูณ แกรนด์ มีงานเลี้ยงสัมมนาวันศุกร์ที่ 28 พ.ย. อยากได้รำต้อนรับสัก 2 ชุดค่ะ
[6 พ.ย. 68 11:05] ครูกิ๊ฟ บ้านรำ: ได้ค่ะ นักแสดง 6 คน 2 ชุด (รำศรีโคตรบูรณ์ + เซิ้งสวิง) 12,000 บาท รวมชุดและแต่งหน้าค่ะ
[6 พ.ย. 68 11:20] คุณต่าย แก่นคูณ: โอเคค่ะ ขอเสนอหัวหน้าก่อนนะคะ
[10 พ.ย. 68 14:03] คุณต่าย แก่นคูณ: ครูคะ หัวหน้าอยากให้เพิ่มเป็น 8 คน และเพิ่มเซิ้งกระติบอีกชุดตอนเปิดงานค่ะ
[10 พ.ย. 68 14:30] ครูกิ๊ฟ บ้านรำ: 8 คน 3 ชุด คิด 16,500 ค่ะ
[10 พ.ย. 68 14:41] คุณต่าย แก่นคูณ: ลดได้มั้ยคะครู งบเรามี 15,000
[10 พ.ย. 68 15:02] ครูกิ๊ฟ บ้านรำ: งั้น 15,500 ค่ะ รวมค่ารถแล้ว
[10 พ.ย. 68 15:05] คุณต่าย แก่นคูณ: ตกลงค่ะ 15,500 พรุ่งนี้โอนมัดจำให้นะคะ
[11 พ.ย. 68 09:12] คุณต่าย แก่นคูณ: โอนมัดจำแล้วค่ะ 5,000 ที่เหลือ 10,500 จ่ายวันงานนะคะ
[11 พ.ย. 68 09:20] ครูกิ๊ฟ บ้านรำ: ได้รับแล้วค่ะ ขอบคุณค่ะ นักแสดงถึงโรงแรม 17.30 น. ขอห้องแต่งตัว 1 ห้องนะคะ
[11 พ.ย. 68 09:22] คุณต่าย แก่นคูณ: ได้ค่ะ ห้องประชุมเล็กชั้น 2 ค่ะ
""",
    "สตูดิโอ/แชท/แชทไลน์_กลุ่มผู้ปกครอง_บ้านรำ.txt": """[25 ต.ค. 68 19:30] ครูกิ๊ฟ บ้านรำ: แจ้งผู้ปกครองค่ะ การแสดงปลายปีวันเสาร์ที่ 20 ธ.ค. 2568 ที่หอประชุมศรีจันทร์ฮอลล์ ค่าชุดการแสดงคนละ 1,200 บาท ชำระภายใน 15 พ.ย. นะคะ
[25 ต.ค. 68 19:42] แม่น้องพิ้งค์: ครูคะ ค่าชุดรวมเครื่องประดับด้วยไหมคะ
[25 ต.ค. 68 19:45] ครูกิ๊ฟ บ้านรำ: รวมค่ะ เด็กบัลเล่ต์ได้ชุดตูตูเก็บไว้เลยค่ะ
[28 ต.ค. 68 08:10] พ่อน้องต้นข้าว: โอนแล้วครับครู 1,200
[1 พ.ย. 68 20:10] ครูกิ๊ฟ บ้านรำ: อัปเดตค่ะ ได้ร้านชุดที่ราคาดีกว่า ค่าชุดลดเหลือคนละ 950 บาทนะคะ ใครโอน 1,200 แล้ว ครูคืนให้ 250 บาทค่ะ
[1 พ.ย. 68 20:15] พ่อน้องต้นข้าว: ขอบคุณครับครู
[1 พ.ย. 68 20:22] แม่น้องมะปราง: ซ้อมใหญ่วันไหนคะครู
[1 พ.ย. 68 20:30] ครูกิ๊ฟ บ้านรำ: ซ้อมใหญ่วันศุกร์ 19 ธ.ค. 16.00–20.00 น. ที่หอประชุมค่ะ บัตรผู้ชมใบละ 150 บาท จองกับครูได้เลยค่ะ
[1 พ.ย. 68 20:41] แม่น้องพิ้งค์: จองบัตร 4 ใบค่ะ
""",
    "สตูดิโอ/บันทึกประชุมครู_พฤศจิกายน68.md": """# บันทึกประชุมครู บ้านรำกมลวรรณ วันที่ 8 พฤศจิกายน 2568

ผู้เข้าร่วม: ครูกิ๊ฟ, ครูมิ้นท์, ครูบอล, ครูอ้อย

## มติที่ประชุม
- เลือกร้านนาฏยาภรณ์ทำชุดการแสดงปลายปี 51,000 บาท ถูกกว่าร้านวิจิตรอาภรณ์ 1,900 บาท และส่งช่างแต่งตัวมาช่วย
- ซ้อมรวมทุกวันอาทิตย์ 13.00–16.00 น. เริ่ม 16 พฤศจิกายน 2568
- ซ้อมใหญ่ที่หอประชุม 19 ธันวาคม 2568
- รับงานรำต้อนรับที่โรงแรมแก่นคูณ แกรนด์ 28 พ.ย. ใช้นักเรียนรุ่นพี่ 8 คน
- ค่าสอนครูพิเศษขึ้นชั่วโมงละ 50 บาท ตั้งแต่เทอม 1/2569

## งานที่มอบหมาย
- ครูมิ้นท์: วัดตัวเด็กบัลเล่ต์ 22 คน ส่งร้านภายใน 15 พ.ย.
- ครูบอล: ตัดเพลง K-pop medley ไม่เกิน 6 นาที
- ครูอ้อย: ทำสูจิบัตรและเกียรติบัตร
""",
    "สตูดิโอ/ลำดับท่ารำ_ระบำดอกคูน.md": """# ระบำดอกคูน (ชุดเปิดการแสดง) ความยาว 5 นาที

1. เข้าเวทีเป็นแถวเฉียง ท่าจีบหงาย-จีบคว่ำ 8 จังหวะ
2. ตั้งวง แปรแถวเป็นวงกลม (กลุ่มรำไทยพื้นฐาน 38 คน)
3. ท่าดอกคูนบาน: กลุ่มกลางนั่ง กลุ่มนอกยืน แบมือพร้อมกัน
4. เด็กระดับกลางออกหน้าเวที ท่ากินนรรำ
5. จบด้วยท่าไหว้ ปิดไฟช้าๆ
หมายเหตุ: ใช้เพลงบรรเลงพิณ-แคน ไฟสีเหลืองทอง
""",
    "สตูดิโอ/Suppliers/email_SiamDancewear_price_Dec2025.txt": SDW_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวภูมิสวัสดิ์.txt": """[28 ต.ค. 68 20:05] กิ๊ฟ: พี่ธีร์ ค่าเทอมใบเตยเทอม 2 ต้องจ่ายก่อน 6 พ.ย. นะ 25,550
[28 ต.ค. 68 20:12] ธีร์: โอเค พี่โอนเอง วันที่ 1 เงินเดือนออก
[29 ต.ค. 68 07:15] พ่อ: วันที่ 13 พ่อนัดหมอตานะ รพ.ขอนแก่น
[29 ต.ค. 68 07:20] กิ๊ฟ: วันพฤหัสกิ๊ฟมีคลาสทดลอง พี่ธีร์ไปส่งพ่อได้ไหม
[29 ต.ค. 68 07:31] ธีร์: ได้ครับ ลางานครึ่งวัน
[4 พ.ย. 68 12:40] ธีร์: โอนค่าเทอมแล้วนะ 25,550 สลิปอยู่ในกลุ่ม
[4 พ.ย. 68 18:02] ใบเตย: แม่คะ เตยไปค่ายลูกเสือ 21-22 พ.ย. นะคะ ครูให้เตรียมไฟฉายกับถุงนอน
[6 พ.ย. 68 21:10] กิ๊ฟ: ใบแจ้งประกันสุขภาพใบเตยมาแล้ว ปีนี้ขึ้นเป็น 16,480 ต้องจ่ายก่อน 15 ธ.ค.
[6 พ.ย. 68 21:15] ธีร์: ขึ้นเยอะเลย ลองถามตัวแทนดูว่ามีแผนอื่นมั้ย
[6 พ.ย. 68 21:20] กิ๊ฟ: เดี๋ยวโทรหาพี่ศิริรัตน์พรุ่งนี้
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อประเสริฐ)
- ต้อกระจกตาขวา + ความดัน รักษาที่ รพ.ขอนแก่น คลินิกตา
- นัดตรวจตา 13 พฤศจิกายน 2568 เวลา 09.00 น. ต้องมีคนขับรถไปส่ง (หยอดยาขยายม่านตา)
- ค่ายาความดันเดือนละประมาณ 950 บาท
- ต.ค. จ่ายรวมค่าหมอตา 1,720 บาท
- หมอว่าอาจต้องผ่าตัดต้อต้นปีหน้า ใช้สิทธิ์บัตรทอง
""",
    "บ้าน/แผนเที่ยวปีใหม่_เชียงคาน.md": """# เที่ยวเชียงคาน ปีใหม่ 2569
- ออก 30 ธ.ค. เช้า ขับรถจากขอนแก่น ประมาณ 4 ชม.
- พักโฮมสเตย์ริมโขง 2 คืน คืนละ 1,800 บาท
- 31 ธ.ค. ตักบาตรข้าวเหนียว ถนนคนเดิน
- 1 ม.ค. ภูทอก ดูทะเลหมอก
- งบรวมประมาณ 9,500 บาท (พ่อไปด้วย)
""",
}
TODO = {"todo.md": """- จ่ายบิลสยามแดนซ์แวร์ ก่อน 9 พ.ย.
- ส่งใบตอบรับเงินกู้คืนธนาคาร ก่อน 28 พ.ย.
- คืนเงินค่าชุด 250 บาท ให้ผู้ปกครองที่โอน 1,200 แล้ว
- มัดจำเครื่องเสียงงานแสดงปลายปี
- จ่ายประกันสุขภาพใบเตย ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    studio = docs / "สตูดิโอ"
    fees, recital, suppliers, papers, books = (studio / "ค่าเรียน", studio / "การแสดงปลายปี", studio / "Suppliers",
                                               studio / "เอกสาร", studio / "บัญชี")
    home = docs / "บ้าน"
    for folder in (fees, recital, suppliers, papers, books, studio / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมใบเตย"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(fees / "ประกาศค่าเรียน_เทอม1-2568.docx", TERM1[0], TERM1[1], bottom=TERM1[2])
    write_docx(fees / "ประกาศค่าเรียน_เทอม2-2568.docx", TERM2[0], TERM2[1], bottom=TERM2[2])
    write_docx(recital / "งบการแสดงปลายปี68_ร่าง.docx", BUDGET_DRAFT[0], BUDGET_DRAFT[1], bottom=BUDGET_DRAFT[2])
    write_docx(recital / "งบการแสดงปลายปี68_ฉบับจริง.docx", BUDGET_FINAL[0], BUDGET_FINAL[1],
               bottom=BUDGET_FINAL[2])
    write_docx(recital / "ใบเสนอราคาชุดแสดง_วิจิตรอาภรณ์.docx", QUOTE_VIJIT[0], QUOTE_VIJIT[1], bottom=QUOTE_VIJIT[2])
    write_docx(recital / "ใบเสนอราคาชุดแสดง_นาฏยาภรณ์.docx", QUOTE_NATTAYA[0], QUOTE_NATTAYA[1],
               bottom=QUOTE_NATTAYA[2])
    make_pdf(recital / "KKSoundLight_quotation_KSL-Q-25-118.pdf", SOUND_QUOTE)
    make_pdf(suppliers / "SiamDancewear_pricelist_2025.pdf", SDW_PRICES_2025)
    write_docx(suppliers / "ราคาชุดและรองเท้า_สยามแดนซ์แวร์_2567.docx", SDW_PRICES_2567, SDW_PRICES_2567_TABLE,
               bottom=SDW_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "SiamDancewear_invoice_SDW-25-0833.pdf", SDW_INVOICE)
    write_docx(papers / "สัญญาเช่าตึก_ถนนกลางเมือง.docx", LEASE_TOP, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    make_pdf(papers / "MekongUnion_SME_loan_approval.pdf", LOAN_LETTER)
    _studio_book(books / "บัญชีสตูดิโอ_2568.xlsx", "2568", TUITION_2568, SHOP_2568, SHOWS_2568, TEACHERS_2568,
                 UTILITIES_2568, SUPPLIES_2568, PUPILS_2568)
    _studio_book(books / "บัญชีสตูดิโอ_2567.xlsx", "2567", TUITION_2567, SHOP_2567, SHOWS_2567, TEACHERS_2567,
                 UTILITIES_2567, SUPPLIES_2567, PUPILS_2567)
    write_slides(studio / "แผนสตูดิโอปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "ประกัน" / "ThaiLotus_health_renewal_Piyathida_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบเตย" / "ค่าเทอม_ใบเตย_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
