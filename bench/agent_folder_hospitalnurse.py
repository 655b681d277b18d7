"""The hospitalnurse folder: the papers of a Thai government hospital nurse who also does paid home-care visits.

The owner is นางกมลวรรณ เรืองศรี (พี่กุ้ง, Kung, Kamonwan Rueangsri), พยาบาลวิชาชีพชำนาญการ on the women's surgical
ward (ศัลยกรรมหญิง 2) of โรงพยาบาลสองแควพิษณุโลก, a provincial government hospital. She works morning, evening and
night shifts (ช/บ/ด) and on her days off runs "บริการพยาบาลเยี่ยมบ้าน พี่กุ้ง" (home-care visits: wound care, NG tube
and catheter changes, insulin). She lives at 88/14 หมู่บ้านสวนจันทน์ ต.อรัญญิก อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 with
her husband อนุชา (พี่นุ, a teacher) and their daughter น้องมายด์ (ด.ญ.ปุณณดา, ม.1 English Program). Her mother
นางบุญเรือน แก้วมณี (แม่, ยายเรือน), 72, is covered by her civil-servant welfare. It is November 2568 (2025).
Home-care clients: ลุงประเสริฐ มีสุข (post-stroke, bedridden; his son ต้อม = ธีรวัฒน์ pays), Mr. John Harris
(diabetic foot wound; wife ป้าน้อย = สมศรี แฮร์ริส, daughter Sarah in the UK), ยายจิต (สมจิต ใจงาม, catheter; her
granddaughter แพรว), ป้าบัว (บัวผัน ทองคำ, insulin), คุณวิไล (post-op wound, closed).

Documents/งาน รพ.สองแคว/ (the hospital job)
- ตารางเวร/ตารางเวร_พ.ย.68.xlsx: November shifts day by day plus a sheet สรุปค่าเวร: บ่าย 7 x 720 = 5,040,
  ดึก 6 x 720 = 4,320, เช้าวันหยุด 3 x 720 = 2,160, total 11,520 (paid 10 ธ.ค. 68).
- ตารางเวร/ตารางเวร_ต.ค.68.xlsx: October, same layout: บ่าย 8, ดึก 7, เช้าวันหยุด 4, total 13,680, a leave day
  24 ต.ค. (แม่ admitted).
- เอกสาร/หนังสืออนุมัติอบรม_Wound Care_ธ.ค.68.docx: the hospital approves her course on wound and ostomy nursing,
  8-12 ธ.ค. 2568 in Bangkok, registration 6,500 paid by the hospital, per diem 240 a day, hotel up to 1,200 a
  night, report within 15 days.
- เอกสาร/TNMC_license_renewal_notice_2025.pdf: Thailand Nursing and Midwifery Council: licence 4511087342 expires
  14 Mar 2026, 50 CNEU needed, 42.5 recorded (7.5 short), fee 1,200.
- เอกสาร/สลิปเงินเดือน_ต.ค.68.docx: October payslip: salary 34,260 + พ.ต.ส. 1,000 = 35,260, deductions 13,637.80
  (กบข. 1,027.80, tax 1,240, สหกรณ์ 10,850, ฌกส. 520), net 21,622.20.
- เอกสาร/ร่าง_ใบลาพักผ่อน_ธ.ค.68.docx: a draft leave form, 22-26 ธ.ค. 2568, 5 days, 14 days saved.
- CQI แผลกดทับ ศัลยกรรมหญิง2_final.pptx: pressure injuries 3.8 per 1,000 patient-days (11 cases, 2567) down to
  1.9 (5 cases, ม.ค.-ก.ย. 2568), target under 2.0, six air mattresses asked for, 54,000.
- บันทึกประชุมวอร์ด_5พ.ย.68.md: ward meeting: OT budget down 10% from ม.ค. 69, shift swaps 3 days ahead, CQI on
  19 พ.ย., health check 20 พ.ย.

Documents/Home care พี่กุ้ง/ (the side work)
- เรทราคา/ค่าบริการเยี่ยมบ้าน_2568 final.docx: this year's prices: visit 800, simple wound 600, chronic wound
  1,200, NG 700, catheter 800, insulin + DTX 400, 8-visit monthly package 11,200, travel outside อ.เมือง 200.
- เรทราคา/HomeNurse_PriceList_2024.pdf: last year's English price list: visit 700, simple wound 500, chronic
  wound 1,000, NG 600, catheter 700, insulin 300, package 10,000, travel 150.
- ใบเสนอราคา/Quote ลุงประเสริฐ (ร่าง) 20ต.ค.68.docx: draft to ต้อม: 8 visits x 1,500 = 12,000, NG 2 x 700 =
  1,400, supplies 1,800, total 15,200.
- ใบเสนอราคา/Quote ลุงประเสริฐ_ส่งต้อม_final.docx: the one sent 27 ต.ค. 2568: 8 x 1,400 = 11,200, NG 1,400,
  supplies 1,500, total 14,100.
- ใบเสนอราคา/ใบเสนอราคา สองแควเวชภัณฑ์ ชุดทำแผล.docx: the Thai shop's wound-supply quote, 7,430 + delivery 100
  = 7,530, no VAT.
- ใบเสนอราคา/PLKMedSupply_Quotation_QT2511-088.pdf: PLK Medical Supply Co., Ltd. for the same items: 7,642.00 +
  VAT 534.94 = 8,176.94.
- ใบเสนอราคา/Invoice_John Harris_Oct2025.docx: her English invoice HC-2568-014: 9 chronic wound visits x 1,200 =
  10,800 + supplies 2,345.50 = 13,145.50.
- บัญชี/รายรับรายจ่าย homecare 2568.xlsx: this year's book (income: visits, fees, supplies charged; expenses:
  supplies, petrol, phone and other), ม.ค.-ต.ค.; September fees 14,800.
- บัญชี/รายรับรายจ่าย homecare 2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.; March fees 8,400,
  September fees 9,450.
- บัญชี/รายชื่อคนไข้ home care.xlsx: current clients and closed cases with nicknames and relatives.
- บัญชี/บันทึกเยี่ยมบ้าน_Oct2025.md: October visit log: 21 visits, fees 17,600, supplies charged 2,530.50,
  20,130.50 in all.
- แชท/LINE_คุณต้อม_ลุงประเสริฐ.txt: ต้อม's budget 11,000; 12,600, 11,500 and 12,300 offered; settled on 12,000 a
  month from 1 พ.ย. 2568, supplies at cost; 12,000 transferred 31 ต.ค.
- แชท/แชทไลน์_ป้าน้อย_Mr John.txt: ป้าน้อย asks the October total (13,145.50), pays 3 พ.ย., visits drop to twice
  a week.
- แชท/email_Sarah Harris_dad invoice_1-11-2025.txt: Sarah asks for an itemised invoice for the insurer and a
  November estimate (8 x 1,200 = 9,600).
- แนะนำบริการเยี่ยมบ้าน พี่กุ้ง.pptx: slides introducing the service to new families.

Documents/บ้าน/ (the household)
- ค่าน้ำ/ค่าน้ำประปา_PWA_Aug2025.pdf (21 m3, 308.48), ค่าน้ำประปา_PWA_Sep2025.pdf (24 m3, 351.82),
  ค่าน้ำประปา_PWA_Oct2025.pdf (19 m3, 279.27): English water bills.
- รถ/สัญญาเช่าซื้อ Yaris Ativ_สรุป.docx: hire purchase: price 589,000, down 120,000, financed 469,000, 72 months
  of 8,140, first 5 ม.ค. 2567, total 586,080.
- ประกัน/แจ้งเบี้ยประกันชีวิต_2568.docx: life policy premium 28,650 (life 21,400, health rider 7,250), due
  18 ธ.ค. 2568.
- สหกรณ์/แจ้งยอดหนี้สหกรณ์_ต.ค.68.docx: the health cooperative loan: balance 412,380.55, 9,850 a month
  (principal 7,934.20, interest 1,915.80), shares 186,400.
- มายด์/School fees_Mind_Term2_2025.pdf: English Program term 2/2025: tuition 22,500, total 28,800 by 21 Nov 2025.
- มายด์/แชทครูเบียร์_ติวคณิต.txt: the maths tutor: 4,800 asked, 3,600 offered, 4,400, settled 4,000 for 12 hours.
- แม่/MongkolPhitsanu_invoice_IPV-2510-0417.pdf: the private hospital's invoice for แม่'s pneumonia stay 24-27 Oct
  2025: 42,139.50, deposit 10,000.00, balance 32,139.50.
- แม่/ใบเสร็จ รพ.มงคลพิษณุ_แม่_ต.ค.68.docx: the Thai receipt: 32,139.50 paid by card 27 ต.ค. 2568.
- แม่/เบิกค่ารักษาแม่.md: notes on claiming it back (about 18,450 expected), follow-up 10 พ.ย.
- KTB_statement_Oct2025.pdf: the bank statement for October (salary 21,622.20, ต้อม's 12,000 and more).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68).
- แชทไลน์_บ้านเรืองศรี.txt: the family's LINE group.
- ของต้องซื้อ Makro.txt, สูตรน้ำพริกหนุ่ม ยายเรือน.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
WORK = "งาน รพ.สองแคว"
HC = "Home care พี่กุ้ง"
HOME = "บ้าน"
HC_TOP = ("บริการพยาบาลเยี่ยมบ้าน พี่กุ้ง โดย นางกมลวรรณ เรืองศรี พยาบาลวิชาชีพ (ใบอนุญาตเลขที่ 4511087342) "
          "88/14 หมู่บ้านสวนจันทน์ ต.อรัญญิก อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 081-953-2047 LINE kung.homecare")

# ---------------------------------------------------------------- shift schedules
NOV_SHIFTS = ["ช", "OFF", "ช", "บ", "บ", "ด", "ด", "OFF", "ช", "ช", "ช", "บ", "บ", "OFF", "OFF", "ด", "ด", "OFF",
              "ช", "ช", "บ", "ช", "OFF", "ช", "บ", "ด", "ด", "OFF", "บ", "OFF"]
OCT_SHIFTS = ["ช", "บ", "บ", "ช", "OFF", "ด", "ด", "OFF", "บ", "ช", "ช", "บ", "บ", "OFF", "ด", "ด", "OFF", "ช",
              "OFF", "ช", "บ", "บ", "OFF", "ลา", "ช", "ด", "ด", "OFF", "บ", "ด", "OFF"]
DAYS = ["จ.", "อ.", "พ.", "พฤ.", "ศ.", "ส.", "อา."]
SHIFT_RATE = 720


def _schedule(path: Path, month: str, shifts: list[str], first_weekday: int, pay_day: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"ตารางเวร {month}"
    sheet.append([f"ตารางเวร หอผู้ป่วยศัลยกรรมหญิง 2 โรงพยาบาลสองแควพิษณุโลก เดือน {month} "
                  "(ช = 08-16, บ = 16-24, ด = 00-08)"])
    sheet.append(["วันที่", "วัน", "เวรของกุ้ง", "หมายเหตุ"])
    weekend_mornings = 0
    for day, code in enumerate(shifts, start=1):
        weekday = DAYS[(first_weekday + day - 1) % 7]
        note = ""
        if code == "ช" and weekday in ("ส.", "อา."):
            note, weekend_mornings = "เช้าวันหยุด (นอกเวลา)", weekend_mornings + 1
        if code == "ลา":
            note = "ลากิจ แม่แอดมิท"
        if code == "OFF":
            note = "ว่าง รับเยี่ยมบ้าน"
        sheet.append([f"{day} {month}", weekday, code, note])
    evenings, nights = shifts.count("บ"), shifts.count("ด")
    summary = book.create_sheet("สรุปค่าเวร")
    summary.append([f"สรุปค่าตอบแทนเวรนอกเวลา เดือน {month} (อัตราเวรละ {SHIFT_RATE} บาท)"])
    summary.append(["ประเภทเวร", "จำนวนเวร", "อัตรา (บาท)", "รวม (บาท)"])
    rows = [("เวรบ่าย", evenings), ("เวรดึก", nights), ("เวรเช้าวันหยุดราชการ", weekend_mornings)]
    for name, count in rows:
        summary.append([name, count, SHIFT_RATE, count * SHIFT_RATE])
    summary.append(["รวมค่าเวร", sum(c for _, c in rows), "", sum(c for _, c in rows) * SHIFT_RATE])
    summary.append([f"จ่ายพร้อมรอบวันที่ {pay_day}"])
    for column in (3, 4):
        money_format(summary, column)
    book.save(path)


# ---------------------------------------------------------------- hospital papers
TRAINING_LETTER = [
    "บันทึกข้อความ",
    "ส่วนราชการ กลุ่มการพยาบาล โรงพยาบาลสองแควพิษณุโลก โทร 055-219-400 ต่อ 2231",
    "ที่ พล 0033.201/4417   วันที่ 3 พฤศจิกายน 2568",
    "เรื่อง อนุมัติให้ข้าราชการไปฝึกอบรม",
    "เรียน นางกมลวรรณ เรืองศรี พยาบาลวิชาชีพชำนาญการ หอผู้ป่วยศัลยกรรมหญิง 2",
    "ตามที่ท่านขออนุมัติเข้ารับการฝึกอบรมหลักสูตร การพยาบาลผู้ป่วยที่มีบาดแผลและออสโตมี (ระยะสั้น) "
    "จัดโดยสมาคมพยาบาลบาดแผลและออสโตมีแห่งประเทศไทย ระหว่างวันที่ 8-12 ธันวาคม 2568 "
    "ณ โรงแรมเดอะสุโกศล กรุงเทพมหานคร นั้น",
    "โรงพยาบาลพิจารณาแล้ว อนุมัติให้ไปฝึกอบรมได้โดยไม่ถือเป็นวันลา และเบิกค่าใช้จ่ายจากเงินบำรุงโรงพยาบาล ดังนี้",
    "1. ค่าลงทะเบียน 6,500 บาท โรงพยาบาลโอนจ่ายให้ผู้จัดโดยตรง",
    "2. เบี้ยเลี้ยงวันละ 240 บาท ตามจริงไม่เกิน 6 วัน (รวมวันเดินทาง)",
    "3. ค่าที่พักตามจ่ายจริงไม่เกินคืนละ 1,200 บาท",
    "4. ค่าพาหนะรถโดยสารประจำทางไป-กลับ พิษณุโลก-กรุงเทพฯ",
    "ให้ส่งรายงานผลการฝึกอบรมและนำความรู้มาถ่ายทอดในหน่วยงานภายใน 15 วันหลังกลับจากการอบรม "
    "และประสานหัวหน้าหอผู้ป่วยเรื่องจัดเวรทดแทนก่อนวันที่ 1 ธันวาคม 2568",
    "(นางศิริพร อินทร์แก้ว) หัวหน้าพยาบาล",
]
TNMC_NOTICE = [
    "THAILAND NURSING AND MIDWIFERY COUNCIL\n"
    "Nonthaburi  |  www.tnmc.or.th  |  Licence Renewal Section\n"
    "\n"
    "Date: 15 September 2025\n"
    "NOTICE: LICENCE RENEWAL\n"
    "\n"
    "To: Mrs. Kamonwan Rueangsri\n"
    "Registered Nurse, licence no. 4511087342\n"
    "Song Khwae Phitsanulok Hospital, Phitsanulok\n"
    "\n"
    "Your professional licence expires on 14 Mar 2026.\n"
    "To renew it for another 5 years you must have at least 50 CNEU credits\n"
    "(Continuing Nursing Education Units) in the current licence period.\n"
    "Our records show 42.5 CNEU, so 7.5 CNEU are still needed.\n"
    "Credits from courses finished before 31 Jan 2026 will be counted.\n"
    "\n"
    "Renewal fee: 1,200 THB, paid online when you apply.\n"
    "Apply at www.tnmc.or.th from now until the expiry date. Renewals after 14 Mar 2026\n"
    "are not accepted: working with an expired licence is against the law.\n"
    "\n"
    "Licence Renewal Section",
]
PAYSLIP = [
    "โรงพยาบาลสองแควพิษณุโลก  หนังสือรับรองการจ่ายเงินเดือนและเงินอื่น (สลิปเงินเดือน)",
    "ประจำเดือน ตุลาคม 2568   วันที่จ่าย 27 ตุลาคม 2568",
    "ชื่อ นางกมลวรรณ เรืองศรี  ตำแหน่ง พยาบาลวิชาชีพชำนาญการ  เลขที่ตำแหน่ง 12085",
    "บัญชีธนาคารกรุงไทย สาขาพิษณุโลก xxx-x-x4471-x",
]
PAYSLIP_TABLE = [
    ("รายการรับ", "จำนวนเงิน (บาท)", "รายการหัก", "จำนวนเงิน (บาท)"),
    ("เงินเดือน", "34,260.00", "กบข. (3%)", "1,027.80"),
    ("เงินเพิ่มพิเศษ พ.ต.ส.", "1,000.00", "ภาษีเงินได้", "1,240.00"),
    ("", "", "สหกรณ์ออมทรัพย์สาธารณสุขพิษณุโลก", "10,850.00"),
    ("", "", "ฌกส.", "520.00"),
    ("รวมรับ", "35,260.00", "รวมหัก", "13,637.80"),
]
PAYSLIP_BOTTOM = [
    "รับสุทธิ 21,622.20 บาท (สองหมื่นหนึ่งพันหกร้อยยี่สิบสองบาทยี่สิบสตางค์)",
    "ค่าตอบแทนเวรนอกเวลาจ่ายแยกต่างหากจากเงินบำรุงโรงพยาบาล",
]
LEAVE_DRAFT = [
    "ร่าง ยังไม่ได้ยื่น รอแลกเวรกับน้องฝน",
    "แบบใบลาพักผ่อน",
    "เขียนที่ โรงพยาบาลสองแควพิษณุโลก  วันที่ ... พฤศจิกายน 2568",
    "เรื่อง ขอลาพักผ่อน",
    "เรียน หัวหน้าหอผู้ป่วยศัลยกรรมหญิง 2",
    "ข้าพเจ้า นางกมลวรรณ เรืองศรี ตำแหน่ง พยาบาลวิชาชีพชำนาญการ มีวันลาพักผ่อนสะสม 14 วันทำการ "
    "ขอลาพักผ่อนตั้งแต่วันที่ 22 ธันวาคม 2568 ถึงวันที่ 26 ธันวาคม 2568 มีกำหนด 5 วัน",
    "ระหว่างลาติดต่อได้ที่ 081-953-2047 (พาแม่กับมายด์ไปเชียงราย)",
    "ลงชื่อ ................ (นางกมลวรรณ เรืองศรี)",
]


def _cqi_slides() -> list[tuple[str, str]]:
    return [
        ("CQI: ลดอุบัติการณ์แผลกดทับ หอผู้ป่วยศัลยกรรมหญิง 2",
         "นำเสนอโดย กมลวรรณ เรืองศรี (กุ้ง) พยาบาลวิชาชีพชำนาญการ\nประชุมคุณภาพกลุ่มการพยาบาล 19 พฤศจิกายน 2568"),
        ("ปัญหา", "ปี 2567 เกิดแผลกดทับระดับ 2 ขึ้นไป 11 ราย\nอัตรา 3.8 ต่อ 1,000 วันนอน (เป้าหมายไม่เกิน 2.0)\n"
                  "ส่วนใหญ่เป็นผู้ป่วยสูงอายุหลังผ่าตัดสะโพก นอนนานเกิน 5 วัน"),
        ("สิ่งที่ทำ", "ประเมิน Braden Scale ทุกเวร ตั้งแต่แรกรับ\nพลิกตะแคงตัวทุก 2 ชั่วโมง ติดนาฬิกาพลิกตัวที่เตียง\n"
                      "ใช้แผ่นโฟมปิดปุ่มกระดูกก้นกบในผู้ป่วยเสี่ยงสูง\nสอนญาติช่วยพลิกตัวและดูแลผิวหนัง"),
        ("ผลลัพธ์", "ม.ค.-ก.ย. 2568 เกิดแผลกดทับ 5 ราย\nอัตรา 1.9 ต่อ 1,000 วันนอน ผ่านเป้าหมายครั้งแรก\n"
                    "ประเมิน Braden ครบทุกเวร 96%"),
        ("ข้อเสนอ", "ขอที่นอนลมแบบลอนสลับ 6 ชุด ชุดละ 9,000 บาท รวม 54,000 บาท\n"
                    "อบรมพยาบาลจบใหม่เรื่องแผลกดทับทุกไตรมาส\nตั้ง wound nurse ประจำหอผู้ป่วย"),
    ]


WARD_MEETING = """# ประชุมหอผู้ป่วยศัลยกรรมหญิง 2 — 5 พ.ย. 68 (14.00 น.)

ประธาน: พี่อร (หัวหน้าวอร์ด อรทัย สุขเจริญ)  ผู้เข้าประชุม 17 คน

## เรื่องแจ้ง
- งบค่าเวรนอกเวลาปีงบ 69 ถูกตัด 10% เริ่มมีผล ม.ค. 69 จะลดเวรเช้าวันหยุดลง
- แลกเวรต้องแจ้งในกลุ่ม LINE วอร์ดล่วงหน้าอย่างน้อย 3 วัน และให้พี่อรอนุมัติก่อน
- ตรวจสุขภาพประจำปีบุคลากร 20 พ.ย. 68 ที่ตึกอายุรกรรม งดน้ำงดอาหารหลังเที่ยงคืน

## เรื่องพิจารณา
- CQI แผลกดทับ: กุ้งนำเสนอในที่ประชุมคุณภาพ 19 พ.ย. ขอที่นอนลมเพิ่ม
- กุ้งไปอบรม wound care 8-12 ธ.ค. น้องฝนกับน้องเมย์รับเวรแทน กุ้งคืนเวรให้ช่วงปีใหม่
- Fall precaution: ป้ายเตือนเตียงใหม่มาแล้ว 40 ป้าย

## งานที่มอบหมาย
- น้องฝน: ทำตารางเวร ธ.ค. ให้เสร็จ 20 พ.ย.
- กุ้ง: ส่งสไลด์ CQI ให้พี่อรดูก่อน 14 พ.ย.
"""

# ---------------------------------------------------------------- home care prices and quotes
RATES_2568 = [HC_TOP, "อัตราค่าบริการพยาบาลเยี่ยมบ้าน ปี 2568 (ใช้ตั้งแต่ 1 ม.ค. 2568)", "ราคาเป็นบาท ไม่รวมค่าวัสดุทำแผล"]
RATES_2568_TABLE = [
    ("บริการ", "ราคา (บาท)"),
    ("เยี่ยมบ้าน ประเมินอาการ วัดสัญญาณชีพ (ไม่เกิน 60 นาที)", "800"),
    ("ทำแผลทั่วไป / ตัดไหม", "600"),
    ("ทำแผลเรื้อรัง แผลเบาหวาน แผลกดทับ", "1,200"),
    ("เปลี่ยนสายให้อาหารทางจมูก (NG tube)", "700"),
    ("เปลี่ยนสายสวนปัสสาวะ", "800"),
    ("ฉีดอินซูลิน + เจาะน้ำตาลปลายนิ้ว", "400"),
    ("แพ็กเกจผู้ป่วยติดเตียง 8 ครั้ง/เดือน", "11,200"),
    ("ค่าเดินทางนอกเขต อ.เมืองพิษณุโลก", "200 ต่อครั้ง"),
]
RATES_2568_BOTTOM = [
    "ค่าวัสดุทำแผลคิดตามจริงตามราคาทุน แจ้งยอดทุกสิ้นเดือน",
    "รับเยี่ยมเฉพาะวันที่ไม่ได้ขึ้นเวร นัดล่วงหน้าอย่างน้อย 1 วัน",
    "โอนเข้าบัญชีกรุงไทย นางกมลวรรณ เรืองศรี",
]
PRICES_2024 = [
    "KUNG HOME NURSING - PRICE LIST 2024\n"
    "Home visits by a registered nurse in Mueang Phitsanulok\n"
    "Valid 1 January 2024 - 31 December 2024. Prices in THB, dressing materials not included.\n"
    "\n"
    "Home visit, assessment and vital signs (up to 60 min) ..... 700\n"
    "Simple wound dressing / stitch removal .................... 500\n"
    "Chronic wound care (diabetic foot, pressure sore) ......... 1,000\n"
    "NG tube change ............................................ 600\n"
    "Urinary catheter change ................................... 700\n"
    "Insulin injection + finger-stick glucose .................. 300\n"
    "Bedridden patient package, 8 visits a month ............... 10,000\n"
    "Travel outside Mueang district ............................ 150 per visit\n"
    "\n"
    "Visits on my days off only. Please book one day ahead.\n"
    "Kamonwan Rueangsri (Kung), RN  081-953-2047",
]
PRASERT_TOP = [HC_TOP, "ใบเสนอราคา (ร่าง) เลขที่ HC-QT-68-05", "วันที่ 20 ตุลาคม 2568",
               "เรียน คุณธีรวัฒน์ มีสุข (บุตรชาย)",
               "เรื่อง ดูแลนายประเสริฐ มีสุข อายุ 78 ปี ผู้ป่วยอัมพาตครึ่งซีกหลังหลอดเลือดสมอง ใส่สายให้อาหาร "
               "มีแผลกดทับก้นกบ ระดับ 2 ที่บ้าน ต.บ้านคลอง"]
PRASERT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เยี่ยมบ้าน ทำแผลกดทับ ประเมินอาการ สอนญาติ", "8 ครั้ง/เดือน", "1,500", "12,000"),
    ("เปลี่ยนสายให้อาหาร NG", "2 ครั้ง", "700", "1,400"),
    ("ค่าวัสดุทำแผล (เหมาจ่าย)", "1 เดือน", "1,800", "1,800"),
    ("รวมต่อเดือน", "", "", "15,200"),
]
PRASERT_DRAFT_BOTTOM = ["รวม 15,200 บาทต่อเดือน", "ร่าง ลองคิดดูก่อน แพงไปมั้ย ถามพี่นุด้วย"]
PRASERT_FINAL_TOP = [HC_TOP, "ใบเสนอราคา เลขที่ HC-QT-68-05", "วันที่ 27 ตุลาคม 2568",
                     "เรียน คุณธีรวัฒน์ มีสุข (บุตรชาย)",
                     "เรื่อง แพ็กเกจดูแลผู้ป่วยติดเตียงที่บ้าน นายประเสริฐ มีสุข เยี่ยมสัปดาห์ละ 2 ครั้ง "
                     "เริ่ม 1 พฤศจิกายน 2568"]
PRASERT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เยี่ยมบ้าน ทำแผลกดทับ ประเมินอาการ สอนญาติ", "8 ครั้ง/เดือน", "1,400", "11,200"),
    ("เปลี่ยนสายให้อาหาร NG", "2 ครั้ง", "700", "1,400"),
    ("ค่าวัสดุทำแผล (เหมาจ่าย)", "1 เดือน", "1,500", "1,500"),
    ("รวมต่อเดือน", "", "", "14,100"),
]
PRASERT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 14,100 บาทต่อเดือน (หนึ่งหมื่นสี่พันหนึ่งร้อยบาทถ้วน)",
    "ชำระล่วงหน้าทุกต้นเดือน โอนเข้าบัญชีกรุงไทย นางกมลวรรณ เรืองศรี",
    "หากต้องไปเพิ่มนอกนัด คิดครั้งละ 800 บาท ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ กมลวรรณ เรืองศรี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- wound supply quotes
SK_QUOTE = [
    "ร้านสองแควเวชภัณฑ์ เครื่องมือแพทย์และวัสดุการแพทย์",
    "45/2 ถ.พระองค์ดำ ต.ในเมือง อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 โทร 055-241-778",
    "ใบเสนอราคา เลขที่ SK68/1132  วันที่ 6 พ.ย. 2568",
    "เรียน คุณกมลวรรณ เรืองศรี (พี่กุ้ง)",
    "เรื่อง วัสดุทำแผลสำหรับเยี่ยมบ้าน",
]
SK_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ผ้าก๊อซปลอดเชื้อ 3x3 นิ้ว (ห่อละ 10 ชิ้น)", "50 ห่อ", "16", "800"),
    ("น้ำเกลือล้างแผล NSS 1,000 มล.", "24 ขวด", "35", "840"),
    ("แผ่นฟิล์มใส Transparent film 10x12 ซม.", "20 แผ่น", "48", "960"),
    ("แผ่นไฮโดรคอลลอยด์ 10x10 ซม.", "20 แผ่น", "89", "1,780"),
    ("แผ่นโฟมปิดแผล Foam dressing 10x10 ซม.", "10 แผ่น", "175", "1,750"),
    ("ถุงมือปลอดเชื้อ เบอร์ 6.5 (กล่อง 50 คู่)", "2 กล่อง", "650", "1,300"),
    ("รวมค่าสินค้า", "", "", "7,430"),
    ("ค่าส่ง", "", "", "100"),
    ("รวมทั้งสิ้น", "", "", "7,530"),
]
SK_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 7,530 บาท (ร้านไม่ได้จดทะเบียน VAT)",
    "ส่งถึงบ้านภายใน 2 วัน ชำระเงินสดหรือโอนเมื่อรับของ",
    "เจ๊หมวย (นางสาวมณีรัตน์ แซ่ตั้ง) 089-702-5513",
]
PLK_QUOTE = [
    "PLK MEDICAL SUPPLY CO., LTD.\n"
    "Medical and nursing supplies - 120/9 Boromtrailokanat Road, Mueang Phitsanulok 65000\n"
    "Tel. 055-303-118   Tax ID 0655562001447\n"
    "QUOTATION No. QT2511-088        Date: 7 Nov 2025\n"
    "To: Mrs. Kamonwan Rueangsri (Kung Home Nursing), Phitsanulok\n"
    "Re: wound dressing supplies\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Sterile gauze 3x3 in (pack of 10)      50 packs      18.00       900.00\n"
    "Normal saline 1000 ml                  24 btl        38.00       912.00\n"
    "Transparent film dressing 10x12 cm     20 pcs        45.00       900.00\n"
    "Hydrocolloid dressing 10x10 cm         20 pcs        95.00     1,900.00\n"
    "Foam dressing 10x10 cm                 10 pcs       165.00     1,650.00\n"
    "Sterile gloves size 6.5 (50 pairs)      2 boxes     690.00     1,380.00\n"
    "\n"
    "Subtotal                                                    7,642.00\n"
    "VAT 7%                                                        534.94\n"
    "GRAND TOTAL                                                 8,176.94 THB\n"
    "\n"
    "Free delivery in Mueang Phitsanulok, orders over 5,000 THB.\n"
    "Payment: 30 days credit for registered clinics, cash for individuals.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Chayanin (Fah) 086-448-2091",
]
JOHN_INVOICE = [
    "KUNG HOME NURSING - Kamonwan Rueangsri, RN (licence no. 4511087342)",
    "88/14 Suan Chan Village, Aranyik, Mueang Phitsanulok 65000   Tel. 081-953-2047",
    "INVOICE No. HC-2568-014",
    "Date: 31 October 2025",
    "Bill to: Mr. John Harris, 219 Moo 5, Tha Thong, Mueang Phitsanulok",
    "Patient: Mr. John Harris, 74 - diabetic foot ulcer, left heel",
]
JOHN_INVOICE_TABLE = [
    ("Description", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Chronic wound care home visit, October 2025", "9 visits", "1,200.00", "10,800.00"),
    ("Dressing materials (foam, hydrocolloid, saline, gauze) at cost", "1", "2,345.50", "2,345.50"),
    ("TOTAL", "", "", "13,145.50"),
]
JOHN_INVOICE_BOTTOM = [
    "Total due: 13,145.50 THB (thirteen thousand one hundred forty-five baht fifty satang)",
    "Please transfer to Krung Thai Bank, Kamonwan Rueangsri, account 603-0-14471-2, by 10 November 2025.",
    "Visit dates: 2, 6, 9, 13, 16, 20, 23, 27 and 30 October 2025.",
    "Thank you. Kung",
]

# ---------------------------------------------------------------- home care books
INCOME_HEADERS = ["เดือน (Month)", "จำนวนครั้ง (Visits)", "ค่าบริการ (Fees)", "ค่าวัสดุเรียกเก็บ (Supplies charged)",
                  "รวมรับ (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "วัสดุทำแผล (Supplies)", "ค่าน้ำมัน (Petrol)", "โทรศัพท์/อื่นๆ (Phone, other)",
                   "รวมจ่าย (Total)"]
BOOK_2568 = (
    [14, 12, 16, 15, 18, 17, 19, 20, 18, 21],
    [10600, 9200, 12400, 11800, 14200, 13400, 15100, 16000, 14800, 17600],
    [1120, 980, 1450.50, 1310, 1880, 1640.25, 2050, 2210.75, 1960, 2530.50],
    [1380, 1150, 1720, 1500, 2240, 1905.50, 2410, 2530, 2290, 2875.25],
    [1250, 1100, 1400, 1350, 1600, 1500, 1700, 1750, 1600, 1850],
    [399, 399, 399, 650, 399, 399, 399, 520, 399, 399],
)
BOOK_2567 = (
    [9, 10, 12, 11, 13, 12, 14, 15, 13, 14, 16, 15],
    [6300, 7000, 8400, 7700, 9100, 8750, 9800, 10500, 9450, 9800, 11200, 10500],
    [640, 710, 890, 820, 1020, 930, 1150, 1210, 1040, 1100, 1320, 1190],
    [780, 860, 1050, 990, 1240, 1120, 1390, 1460, 1250, 1330, 1600, 1440],
    [900, 950, 1100, 1050, 1200, 1150, 1300, 1350, 1200, 1250, 1400, 1350],
    [299, 299, 299, 299, 299, 850, 299, 299, 299, 299, 299, 299],
)


def _book(path: Path, year: str, data: tuple) -> None:
    visits, fees, charged, supplies, petrol, other = data
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับเยี่ยมบ้าน พี่กุ้ง ปี {year} (Home care income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index in range(len(visits)):
        sheet.append([f"{MONTHS[index]} {year[2:]}", visits[index], fees[index], charged[index],
                      round(fees[index] + charged[index], 2)])
    sheet.append(["รวม (Total)", sum(visits), sum(fees), round(sum(charged), 2), round(sum(fees) + sum(charged), 2)])
    for column in range(3, 6):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายเยี่ยมบ้าน พี่กุ้ง ปี {year} (Home care expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index in range(len(visits)):
        row = [supplies[index], petrol[index], other[index]]
        sheet.append([f"{MONTHS[index]} {year[2:]}"] + row + [round(sum(row), 2)])
    sheet.append(["รวม (Total)", round(sum(supplies), 2), sum(petrol), sum(other),
                  round(sum(supplies) + sum(petrol) + sum(other), 2)])
    for column in range(2, 6):
        money_format(sheet, column)
    book.save(path)


CLIENTS = [
    ("ชื่อ-สกุล (Patient)", "เรียกว่า (Called)", "ญาติที่ติดต่อ (Contact)", "โทร", "บริการ (Service)",
     "ค่าบริการ (Fee)", "วันเยี่ยม (Days)", "หมายเหตุ (Note)"),
    ("นายประเสริฐ มีสุข", "ลุงประเสริฐ", "ธีรวัฒน์ มีสุข (ต้อม ลูกชาย อยู่ กทม.)", "089-115-6620",
     "แพ็กเกจติดเตียง 8 ครั้ง", "12,000/เดือน", "จ. พฤ.", "เริ่ม 1 พ.ย. 68 แผลกดทับก้นกบ NG"),
    ("Mr. John Harris", "Mr John", "ป้าน้อย (สมศรี แฮร์ริส ภรรยา), Sarah (ลูกสาว UK)", "081-662-4038",
     "แผลเบาหวานส้นเท้าซ้าย", "1,200/ครั้ง", "จ. พฤ.", "ต.ค. ไป 2 ครั้ง/สัปดาห์กว่า พ.ย. ลดเหลือ 2 ครั้ง"),
    ("นางสมจิต ใจงาม", "ยายจิต", "แพรว (หลานสาว)", "092-337-8814", "เปลี่ยนสายสวนปัสสาวะ",
     "800/ครั้ง", "ทุก 4 สัปดาห์", "แพ้พลาสเตอร์"),
    ("นางบัวผัน ทองคำ", "ป้าบัว", "ลุงสมพงษ์ (สามี)", "086-920-4471", "อินซูลิน + DTX", "400/ครั้ง",
     "ศ.", "น้ำตาลเช้า 140-180"),
]
CLOSED = [
    ("ชื่อ-สกุล (Patient)", "เรียกว่า (Called)", "บริการ (Service)", "ปิดเคส (Closed)", "หมายเหตุ (Note)"),
    ("นางวิไล ศรีสวัสดิ์", "คุณวิไล", "ทำแผลหลังผ่าตัดถุงน้ำดี", "21 ต.ค. 68", "แผลหายดี"),
    ("นายสุชาติ พรมมา", "ลุงชาติ", "แผลกดทับ", "มิ.ย. 68", "เสียชีวิต"),
]


def _clients(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คนไข้ปัจจุบัน"
    for row in CLIENTS:
        sheet.append(list(row))
    closed = book.create_sheet("ปิดเคสแล้ว")
    for row in CLOSED:
        closed.append(list(row))
    book.save(path)


VISITS_OCT = [
    ("2 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 265.00), ("3 ต.ค.", "ป้าบัว", "อินซูลิน + DTX", 400, 0),
    ("4 ต.ค.", "คุณวิไล", "ทำแผลหลังผ่าตัด", 600, 0), ("6 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 248.50),
    ("7 ต.ค.", "คุณวิไล", "ทำแผลหลังผ่าตัด", 600, 0), ("9 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 262.00),
    ("10 ต.ค.", "ป้าบัว", "อินซูลิน + DTX", 400, 0), ("11 ต.ค.", "ยายจิต", "เปลี่ยนสายสวนปัสสาวะ", 800, 185.00),
    ("13 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 271.00), ("14 ต.ค.", "คุณวิไล", "ทำแผลหลังผ่าตัด", 600, 0),
    ("16 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 259.50), ("17 ต.ค.", "ป้าบัว", "อินซูลิน + DTX", 400, 0),
    ("18 ต.ค.", "ลุงประเสริฐ", "ประเมินครั้งแรก คุยกับต้อม", 800, 0),
    ("20 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 268.00), ("21 ต.ค.", "คุณวิไล", "ตัดไหม ปิดเคส", 600, 0),
    ("23 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 255.50), ("24 ต.ค.", "ป้าบัว", "อินซูลิน + DTX (ไปตอนเย็น)", 400, 0),
    ("25 ต.ค.", "ยายจิต", "เยี่ยมบ้าน ไข้ต่ำๆ", 800, 0), ("27 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 262.00),
    ("30 ต.ค.", "Mr John", "ทำแผลเบาหวาน", 1200, 254.00), ("31 ต.ค.", "ป้าบัว", "อินซูลิน + DTX", 400, 0),
]


def _visit_log() -> str:
    lines = ["# บันทึกเยี่ยมบ้าน ตุลาคม 2568 (Oct 2025)", "",
             "| วันที่ | คนไข้ | ทำอะไร | ค่าบริการ | ค่าวัสดุ |", "|---|---|---|---|---|"]
    for date, who, what, fee, supplies in VISITS_OCT:
        lines.append(f"| {date} | {who} | {what} | {fee:,} | {supplies:,.2f} |" if supplies else
                     f"| {date} | {who} | {what} | {fee:,} | - |")
    fees = sum(v[3] for v in VISITS_OCT)
    supplies = sum(v[4] for v in VISITS_OCT)
    john = [v for v in VISITS_OCT if v[1] == "Mr John"]
    lines += ["", f"รวม {len(VISITS_OCT)} ครั้ง ค่าบริการ {fees:,} บาท ค่าวัสดุเรียกเก็บ {supplies:,.2f} บาท "
              f"รวมรับ {fees + supplies:,.2f} บาท",
              f"- Mr John {len(john)} ครั้ง ค่าบริการ {sum(v[3] for v in john):,} + วัสดุ "
              f"{sum(v[4] for v in john):,.2f} ออกใบแจ้งหนี้ภาษาอังกฤษให้ป้าน้อยแล้ว",
              "- คุณวิไล แผลหายดี ปิดเคส 21 ต.ค.",
              "- 24 ต.ค. ลางาน แม่เข้า รพ.มงคลพิษณุ",
              "- ลุงประเสริฐ เริ่มแพ็กเกจ 1 พ.ย. (ดูแชทต้อม)"]
    return "\n".join(lines) + "\n"


def _intro_slides() -> list[tuple[str, str]]:
    return [
        ("บริการพยาบาลเยี่ยมบ้าน พี่กุ้ง", "พยาบาลวิชาชีพประสบการณ์ 14 ปี หอผู้ป่วยศัลยกรรม\nดูแลผู้ป่วยติดเตียงและแผลเรื้อรังที่บ้าน ในเมืองพิษณุโลก"),
        ("บริการของเรา", "ทำแผลกดทับ แผลเบาหวาน แผลผ่าตัด\nเปลี่ยนสายให้อาหาร สายสวนปัสสาวะ\nฉีดอินซูลิน เจาะน้ำตาล สอนญาติดูแล"),
        ("ทำไมต้องเยี่ยมบ้าน", "ไม่ต้องพาผู้ป่วยติดเตียงไปโรงพยาบาล\nแผลหายเร็วขึ้นเมื่อทำแผลถูกวิธีสม่ำเสมอ\nญาติได้เรียนวิธีพลิกตัวและป้อนอาหาร"),
        ("นัดหมาย", "LINE kung.homecare หรือโทร 081-953-2047\nรับเยี่ยมเฉพาะวันว่างจากเวร นัดล่วงหน้า 1 วัน\nดูราคาในใบอัตราค่าบริการ"),
    ]


# ---------------------------------------------------------------- chats and emails
TOM_CHAT = """[27/10/68 19:05] กุ้ง HomeCare: คุณต้อมคะ ส่งใบเสนอราคาดูแลลุงประเสริฐให้แล้วนะคะ เดือนละ 8 ครั้ง รวมค่าวัสดุเหมา 14,100 ค่ะ
[27/10/68 20:40] ต้อม ธีรวัฒน์: ขอบคุณครับพี่กุ้ง งบผมได้ประมาณเดือนละ 11,000 ครับ ยังต้องจ่ายค่าคนเฝ้าพ่ออีก
[27/10/68 21:02] กุ้ง HomeCare: เข้าใจค่ะ ถ้าค่าวัสดุไม่เหมา คิดตามที่ใช้จริงแยกต่างหาก ค่าเยี่ยม 8 ครั้งกับเปลี่ยนสาย NG 2 ครั้ง เป็น 12,600 ค่ะ
[28/10/68 08:15] ต้อม ธีรวัฒน์: 11,500 ได้มั้ยครับพี่ รวมเปลี่ยนสายด้วย
[28/10/68 12:30] กุ้ง HomeCare: 11,500 พี่ไม่ไหวจริงๆ ค่ะ แผลก้นกบลุงต้องทำบ่อย 12,300 นะคะ
[28/10/68 18:47] ต้อม ธีรวัฒน์: 12,000 ถ้วนได้มั้ยครับ ผมโอนให้ทุกต้นเดือนไม่ให้พี่ต้องทวง
[28/10/68 19:10] กุ้ง HomeCare: ตกลงค่ะ เดือนละ 12,000 บาท เยี่ยม 8 ครั้ง (จันทร์กับพฤหัส) รวมเปลี่ยนสาย NG แล้ว ค่าวัสดุทำแผลคิดตามจริงแจ้งยอดสิ้นเดือน เริ่ม 1 พ.ย. 68 นะคะ
[28/10/68 19:12] ต้อม ธีรวัฒน์: ได้ครับ ขอบคุณมากครับพี่
[31/10/68 21:20] ต้อม ธีรวัฒน์: โอนค่าเดือน พ.ย. 12,000 แล้วนะครับ ฝากพ่อด้วยครับ
[31/10/68 21:35] กุ้ง HomeCare: ได้รับแล้วค่ะ จันทร์ที่ 3 พี่เข้าไปนะคะ
"""
NOI_CHAT = """[LINE] ประวัติการแชทกับ ป้าน้อย Mr John
วันที่บันทึก: 04/11/2568 07:50

ศ. 31/10/2568
18:22\tป้าน้อย Mr John\tหนูกุ้ง เดือนนี้ค่าทำแผลจอห์นทั้งหมดเท่าไหร่จ๊ะ
18:40\tกุ้ง HomeCare\tเดือน ต.ค. ไป 9 ครั้งค่ะป้า ครั้งละ 1,200 เป็น 10,800 ค่าวัสดุ 2,345.50 รวม 13,145.50 ค่ะ
18:45\tป้าน้อย Mr John\tซาร่าห์ลูกสาวอยากได้บิลภาษาอังกฤษ จะเอาไปเคลมประกันที่อังกฤษ
18:52\tกุ้ง HomeCare\tได้ค่ะป้า ทำ invoice ภาษาอังกฤษส่งให้คืนนี้เลยค่ะ

จ. 03/11/2568
09:10\tป้าน้อย Mr John\tโอนแล้วนะ 13,145.50
09:31\tกุ้ง HomeCare\tได้รับแล้วค่ะ ขอบคุณค่ะป้า แผลส้นเท้าลุงจอห์นเล็กลงเยอะแล้ว
09:33\tกุ้ง HomeCare\tเดือน พ.ย. ลดเหลือสัปดาห์ละ 2 ครั้ง จันทร์กับพฤหัสนะคะ
09:40\tป้าน้อย Mr John\tดีจ้ะ ประหยัดไปอีก 555
"""
SARAH_EMAIL = """From: Sarah Harris <sarah.harris.uk@gmail.com>
To: kung.homecare@gmail.com
Date: Sat, 1 Nov 2025 16:05
Subject: Invoice for Dad's wound care (John Harris)

Dear Kung,

Thank you so much for looking after Dad's foot. Mum says the wound is finally getting smaller.

Dad's travel and health insurer in the UK will pay for home nursing if we send:
1. an itemised invoice in English with the dates of each visit,
2. your nursing licence number on the invoice,
3. a short note that the visits were needed for a diabetic foot ulcer.

Could you also tell me roughly what November will cost? Mum said you will come twice a week, so I
guess about 8 visits x 1,200 = 9,600 THB plus dressings (about 2,000 THB?). The insurer wants an
estimate before the end of the month.

We have paid for October (13,145.50 THB) from Mum's account.

Many thanks,
Sarah
"""
TUTOR_CHAT = """[1/11/68 10:12] ครูเบียร์ ติวคณิต: สวัสดีค่ะคุณแม่น้องมายด์ คอร์สตะลุยโจทย์คณิต ม.1 ก่อนสอบปลายภาค 12 ชั่วโมง ชั่วโมงละ 400 รวม 4,800 บาทค่ะ
[1/11/68 12:40] กุ้ง: ขอบคุณค่ะครู แพงไปนิดนึงค่ะ ขอชั่วโมงละ 300 เป็น 3,600 ได้มั้ยคะ
[1/11/68 13:05] ครูเบียร์ ติวคณิต: 3,600 ไม่ไหวค่ะ ลดให้เป็น 4,400 ได้ค่ะ
[1/11/68 19:30] กุ้ง: ถ้า 4,000 ได้มั้ยคะ มายด์จะชวนเพื่อนมาเรียนอีกคนค่ะ
[1/11/68 20:02] ครูเบียร์ ติวคณิต: โอเคค่ะ 4,000 บาท 12 ชั่วโมง รวมข้อสอบเสมือนจริง 2 ชุด เรียนเสาร์ 9.00-12.00 เริ่ม 8 พ.ย. ค่ะ
[1/11/68 20:05] กุ้ง: ตกลงค่ะ โอนก่อนครึ่งนึง 2,000 นะคะ
[2/11/68 08:30] กุ้ง: โอนแล้ว 2,000 ค่ะครู
[2/11/68 08:41] ครูเบียร์ ติวคณิต: ได้รับแล้วค่ะ ที่เหลือจ่ายวันเรียนครั้งสุดท้ายค่ะ
"""
FAMILY_CHAT = """[24 ต.ค. 68 06:20] กุ้ง: แม่ไข้สูง หอบ พาไป รพ.มงคลพิษณุแล้ว หมอให้นอน ลางานแล้ว
[24 ต.ค. 68 06:45] พี่นุ: เดี๋ยวพี่ไปส่งมายด์แล้วตามไป
[24 ต.ค. 68 11:10] กุ้ง: ปอดอักเสบ มัดจำไป 10,000 ห้องเดี่ยวคืนละ 2,800
[27 ต.ค. 68 14:30] กุ้ง: แม่กลับบ้านได้แล้ว จ่ายเพิ่มอีก 32,139.50 รูดบัตรไป
[27 ต.ค. 68 14:32] พี่นุ: เบิกได้เท่าไหร่
[27 ต.ค. 68 14:41] กุ้ง: เอกชนเบิกไม่ได้หมด การเงินบอกประมาณ 18,450 เดี๋ยวยื่นเรื่อง
[2 พ.ย. 68 17:05] มายด์: แม่ขา ค่าเทอม 28,800 จ่ายก่อน 21 พ.ย. นะคะ ครูบอก
[2 พ.ย. 68 17:20] กุ้ง: รู้แล้วลูก เดี๋ยวรอค่าเวรเข้า
[3 พ.ย. 68 20:15] พี่นุ: ค่าติวครูเบียร์ตกลงกี่บาท
[3 พ.ย. 68 20:18] กุ้ง: 4,000 จ้า 12 ชั่วโมง โอนไปแล้วครึ่งนึง
[5 พ.ย. 68 21:00] พี่นุ: เบี้ยประกันชีวิตกุ้งมาแล้วนะ จดหมายวางบนตู้เย็น
"""
MAE_NOTES = """# เบิกค่ารักษาแม่ (บุญเรือน แก้วมณี) — สิทธิข้าราชการ บิดามารดา

- 24-27 ต.ค. 68 แม่นอน รพ.มงคลพิษณุ (เอกชน) ปอดอักเสบ เข้าทางฉุกเฉิน 3 คืน
- ยอดรวมทั้งหมด 42,139.50 มัดจำวันแรก 10,000 (โอนจากกรุงไทย) จ่ายวันออก 32,139.50 (บัตรเครดิต)
- เอกชนเบิกตรงไม่ได้ ต้องสำรองจ่ายก่อน แล้วยื่นแบบ 7131 พร้อมใบเสร็จตัวจริงและใบรับรองแพทย์ว่าฉุกเฉิน
- การเงิน รพ.สองแคว (พี่แอ๋ว) ประเมินว่าเบิกได้ประมาณ 18,450 บาท (ค่าห้องเบิกได้ไม่เต็ม ยาบางตัวนอกบัญชี)
- ยื่นเรื่องแล้ว 5 พ.ย. 68 เงินเข้าประมาณ ม.ค. 69
- นัดหมอติดตามอาการแม่ 10 พ.ย. 68 09.00 ที่ รพ.สองแคว คลินิกอายุรกรรม (ใช้สิทธิจ่ายตรงที่นี่)
- ยาเบาหวานแม่ metformin 500 เช้า-เย็น ห้ามลืม
"""
MAKRO = """ของต้องซื้อ Makro
- ทิชชู่เปียก 6 แพ็ก
- ถุงมือยาง 2 กล่อง (ของเยี่ยมบ้าน)
- แอลกอฮอล์ 70% 1 แกลลอน
- นมกล่องมายด์ 2 ลัง
- ข้าวหอมมะลิ 15 กก.
"""
NAMPRIK = """# น้ำพริกหนุ่ม สูตรยายเรือน
- พริกหนุ่ม 10 เม็ด หอมแดง 8 หัว กระเทียม 2 หัว เผาให้หอม
- โขลกหยาบๆ ใส่น้ำปลา 1 ช้อนโต๊ะ เกลือนิดหน่อย
- กินกับแคบหมู ผักต้ม (ยายบอกห้ามใส่ผงชูรส)
"""
TODO = {"todo.md": """- โอนค่าเทอมมายด์ ก่อน 21 พ.ย.
- ส่งสไลด์ CQI ให้พี่อร ก่อน 14 พ.ย.
- เลือกร้านวัสดุทำแผล (สองแคว หรือ PLK MedSupply)
- ส่งประมาณการ พ.ย. ให้ Sarah
- หา CNEU อีก 7.5 หน่วย ก่อนต่อใบประกอบ
- จ่ายเบี้ยประกันชีวิต ก่อน 18 ธ.ค.
"""}

# ---------------------------------------------------------------- household papers
MAE_INVOICE = [
    "MONGKOL PHITSANU HOSPITAL\n"
    "55 Singhawat Road, Mueang Phitsanulok 65000   Tel. 055-211-600\n"
    "\n"
    "INPATIENT INVOICE No. IPV-2510-0417            Date: 27 Oct 2025\n"
    "Patient: Mrs. Boonruean Kaewmanee, age 72      HN 68-033917   AN 68-010482\n"
    "Admitted: 24 Oct 2025 (via emergency)   Discharged: 27 Oct 2025   3 nights\n"
    "Diagnosis: community-acquired pneumonia; type 2 diabetes\n"
    "Attending physician: Dr. Pakorn Jitsiri\n"
    "\n"
    "Room, single standard, 3 nights x 2,800 ............... 8,400.00\n"
    "Nursing service, 3 days x 900 ......................... 2,700.00\n"
    "Medicines (IV antibiotics, oral medicines) ............ 14,385.50\n"
    "Laboratory and chest X-ray ............................ 6,940.00\n"
    "Medical supplies ...................................... 2,214.00\n"
    "Doctor fees ........................................... 7,500.00\n"
    "TOTAL ................................................. 42,139.50\n"
    "Less deposit paid 24 Oct 2025 ......................... -10,000.00\n"
    "BALANCE DUE ........................................... 32,139.50 THB\n"
    "\n"
    "Civil servant welfare: this hospital cannot bill the Comptroller General directly.\n"
    "Please keep the original receipt and medical certificate to claim from your agency.",
]
MAE_RECEIPT = [
    "โรงพยาบาลมงคลพิษณุ (บริษัท มงคลพิษณุเวชการ จำกัด)",
    "55 ถ.สิงหวัฒน์ อ.เมืองพิษณุโลก จ.พิษณุโลก 65000 เลขประจำตัวผู้เสียภาษี 0655548000219",
    "ใบเสร็จรับเงิน เลขที่ RC-IP-6810-2288",
    "วันที่ 27 ต.ค. 2568",
    "ได้รับเงินจาก นางกมลวรรณ เรืองศรี (บุตรสาว) ค่ารักษาพยาบาลผู้ป่วยใน นางบุญเรือน แก้วมณี HN 68-033917",
    "อ้างอิงใบแจ้งหนี้ เลขที่ IPV-2510-0417",
]
MAE_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่ารักษาพยาบาลทั้งหมด", "42,139.50"),
    ("หัก เงินมัดจำรับแล้ว 24/10/68", "10,000.00"),
    ("รับชำระครั้งนี้", "32,139.50"),
]
MAE_RECEIPT_BOTTOM = [
    "รับชำระโดย บัตรเครดิต VISA xxxx-4471 จำนวน 32,139.50 บาท (สามหมื่นสองพันหนึ่งร้อยสามสิบเก้าบาทห้าสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวพัชรี ทองอยู่ แผนกการเงินผู้ป่วยใน",
]


def _water_bill(month: str, period: str, reading: str, units: int, water: str, vat: str, total: str,
                due: str) -> list[str]:
    return [
        "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Phitsanulok Branch\n"
        f"WATER BILL - {month}\n"
        "Customer: Mrs. Kamonwan Rueangsri\n"
        "Address: 88/14 Suan Chan Village, Aranyik, Mueang Phitsanulok 65000\n"
        "Customer no. 5510-0338-17   Meter size 1/2 inch, residential\n"
        f"Reading period: {period}\n"
        f"Meter: {reading}   Water used: {units} m3\n"
        f"Water charge {water}   Meter service 30.00   VAT 7% {vat}\n"
        f"TOTAL AMOUNT: {total} THB\n"
        f"Please pay by: {due}\n"
        "Pay at PWA offices, Counter Service, or the PWA 1662 app.",
    ]


WATER = {
    "Aug2025": _water_bill("August 2025", "18 Jul 2025 - 18 Aug 2025", "1,402 -> 1,423", 21, "258.30", "20.18",
                           "308.48", "2 Sep 2025"),
    "Sep2025": _water_bill("September 2025", "18 Aug 2025 - 17 Sep 2025", "1,423 -> 1,447", 24, "298.80", "23.02",
                           "351.82", "2 Oct 2025"),
    "Oct2025": _water_bill("October 2025", "17 Sep 2025 - 18 Oct 2025", "1,447 -> 1,466", 19, "231.00", "18.27",
                           "279.27", "3 Nov 2025"),
}
CAR = [
    "บริษัท สยามออโต้ลีสซิ่ง จำกัด สาขาพิษณุโลก",
    "สรุปสาระสำคัญสัญญาเช่าซื้อรถยนต์ เลขที่ SAL-PL-2566-08841",
    "ทำสัญญาวันที่ 5 ธันวาคม 2566",
    "ผู้เช่าซื้อ นางกมลวรรณ เรืองศรี  ผู้ค้ำประกัน นายอนุชา เรืองศรี",
    "รถยนต์ TOYOTA YARIS ATIV 1.2 SMART สีเทา ปี 2566 ทะเบียน 2กพ 5190 พิษณุโลก",
]
CAR_TABLE = [
    ("รายการ", "จำนวน"),
    ("ราคารถ", "589,000 บาท"),
    ("เงินดาวน์", "120,000 บาท"),
    ("ยอดจัดไฟแนนซ์", "469,000 บาท"),
    ("อัตราดอกเบี้ย", "4.16% ต่อปี (flat rate)"),
    ("จำนวนงวด", "72 งวด"),
    ("ค่างวดต่อเดือน (รวม VAT)", "8,140 บาท"),
    ("ยอดเช่าซื้อรวม", "586,080 บาท"),
]
CAR_BOTTOM = [
    "ชำระงวดแรกวันที่ 5 มกราคม 2567 และทุกวันที่ 5 ของเดือน หักบัญชีอัตโนมัติธนาคารกรุงไทย",
    "ชำระล่าช้าเสียเบี้ยปรับตามประกาศบริษัท ค้างชำระ 3 งวดติดต่อกันบริษัทมีสิทธิบอกเลิกสัญญา",
    "ปิดบัญชีก่อนกำหนดได้ ลดดอกเบี้ยตามที่ สคบ. กำหนด",
]
LIFE = [
    "บริษัท เมืองสยามประกันชีวิต จำกัด (มหาชน)",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัย",
    "วันที่ 1 พฤศจิกายน 2568",
    "เรียน คุณกมลวรรณ เรืองศรี",
    "กรมธรรม์เลขที่ MS-5501-22874 แบบ ออมทรัพย์ 20/90 พร้อมสัญญาเพิ่มเติมค่ารักษาพยาบาล (ผู้ป่วยใน)",
]
LIFE_TABLE = [
    ("รายการ", "เบี้ยประกัน (บาท)"),
    ("ประกันชีวิตหลัก (ทุน 500,000)", "21,400"),
    ("สัญญาเพิ่มเติมสุขภาพ (ค่าห้องวันละ 3,000)", "7,250"),
    ("รวมเบี้ยประกันปีที่ 8", "28,650"),
]
LIFE_BOTTOM = [
    "กรุณาชำระเบี้ยประกันภัยจำนวน 28,650 บาท ภายในวันที่ 18 ธันวาคม 2568 (ผ่อนผันได้อีก 31 วัน)",
    "เบี้ยประกันชีวิตหลักนำไปลดหย่อนภาษีได้ไม่เกิน 100,000 บาท เบี้ยสุขภาพลดหย่อนได้ไม่เกิน 25,000 บาท",
    "ตัวแทน คุณวาสนา (พี่ตุ๊ก) เลขที่ตัวแทน 4410-2287 โทร 089-560-3312",
]
COOP = [
    "สหกรณ์ออมทรัพย์สาธารณสุขพิษณุโลก จำกัด",
    "หนังสือแจ้งยอดเงินกู้และทุนเรือนหุ้น ณ วันที่ 31 ตุลาคม 2568",
    "สมาชิกเลขที่ 07712  นางกมลวรรณ เรืองศรี  หน่วย โรงพยาบาลสองแควพิษณุโลก",
]
COOP_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("เงินกู้สามัญ สัญญาเลขที่ สม.6512/2566 วงเงินกู้", "600,000.00"),
    ("ยอดเงินกู้คงเหลือ", "412,380.55"),
    ("ชำระต่อเดือน (เงินต้น 7,934.20 + ดอกเบี้ย 1,915.80)", "9,850.00"),
    ("ค่าหุ้นรายเดือน", "1,000.00"),
    ("ทุนเรือนหุ้นสะสม", "186,400.00"),
]
COOP_BOTTOM = [
    "หักชำระผ่านเงินเดือนทุกเดือน รวมเดือนละ 10,850 บาท คงเหลืองวดชำระอีก 49 งวด",
    "อัตราดอกเบี้ยเงินกู้สามัญ 5.50% ต่อปี ปันผลปี 2568 ประกาศในที่ประชุมใหญ่ มกราคม 2569",
    "หากยอดไม่ถูกต้อง แจ้งสหกรณ์ภายใน 30 วัน โทร 055-252-119",
]
SCHOOL = [
    "PHITSANULOK WITTHAYA SCHOOL - ENGLISH PROGRAM\n"
    "Mueang Phitsanulok 65000   Tel. 055-258-330   ep@pwschool.ac.th\n"
    "\n"
    "SCHOOL FEE NOTICE - Semester 2, Academic Year 2025\n"
    "Date: 27 Oct 2025\n"
    "Student: Miss Punnada Rueangsri (Mind)   Class M.1/EP2   Student ID 68114\n"
    "Parent: Mrs. Kamonwan Rueangsri\n"
    "\n"
    "EP tuition (foreign teachers) ................. 22,500.00\n"
    "Learning materials and books .................. 2,800.00\n"
    "Lunch, semester 2 ............................. 3,150.00\n"
    "Accident insurance ............................ 350.00\n"
    "TOTAL ......................................... 28,800.00 THB\n"
    "\n"
    "Please pay by 21 Nov 2025 at the school finance office or by the QR code on page 2.\n"
    "A late fee of 100 THB per day is charged after the due date.\n"
    "Semester 2 starts on 3 Nov 2025; the EP camp in Chiang Mai (6,900 THB) is optional.",
]


def _statement() -> list[str]:
    rows = [
        ("03 Oct", "TRF FROM SOMSRI HARRIS", 11400.00), ("05 Oct", "AUTO DEBIT SIAM AUTO LEASING", -8140.00),
        ("10 Oct", "SONG KHWAE HOSP SHIFT PAY SEP", 12960.00), ("12 Oct", "PWA BILL PAYMENT", -351.82),
        ("14 Oct", "TRF FROM PRAEW JAINGAM", 1600.00), ("16 Oct", "ATM WITHDRAWAL", -5000.00),
        ("20 Oct", "PEA BILL PAYMENT", -2104.65), ("24 Oct", "TRF TO MONGKOL PHITSANU HOSP", -10000.00),
        ("27 Oct", "SALARY COMPTROLLER GENERAL", 21622.20), ("28 Oct", "AIS FIBRE", -640.93),
        ("31 Oct", "TRF FROM THEERAWAT MEESUK", 12000.00),
    ]
    balance = 18406.35
    lines = ["KRUNG THAI BANK PCL - STATEMENT OF ACCOUNT",
             "Account: 603-0-14471-2 (Savings)   Name: MRS. KAMONWAN RUEANGSRI",
             "Branch: Phitsanulok   Period: 01 Oct 2025 - 31 Oct 2025", "",
             f"01 Oct  BALANCE BROUGHT FORWARD{'':26}{balance:>12,.2f}"]
    for date, text, amount in rows:
        balance = round(balance + amount, 2)
        lines.append(f"{date}  {text:<32}{amount:>+14,.2f}{balance:>14,.2f}")
    credits = sum(a for _, _, a in rows if a > 0)
    debits = -sum(a for _, _, a in rows if a < 0)
    lines += ["", f"Total credits {credits:,.2f}   Total debits {debits:,.2f}",
              f"CLOSING BALANCE 31 Oct 2025: {balance:,.2f} THB"]
    return ["\n".join(lines)]


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ (Electricity)", 1946.20, "PEA"), ("ค่าน้ำ (Water)", 308.48, "PWA"),
                ("เน็ตบ้าน (Internet)", 640.93, "AIS Fibre"), ("กับข้าว (Food)", 9500, ""),
                ("น้ำมันรถ (Petrol)", 3800, "ใช้ไปเยี่ยมบ้านด้วย"), ("ผ่อนรถ Yaris (Car)", 8140, "งวด 20/72"),
                ("รถรับส่งมายด์ (School van)", 1400, ""), ("ยาเบาหวานแม่ (Mum's medicine)", 950, ""),
                ("สหกรณ์ (Co-op, หักเงินเดือน)", 10850, "เงินกู้ 9,850 + หุ้น 1,000")],
    "ก.ย. 68": [("ค่าไฟ (Electricity)", 2104.65, "PEA"), ("ค่าน้ำ (Water)", 351.82, "PWA"),
                ("เน็ตบ้าน (Internet)", 640.93, "AIS Fibre"), ("กับข้าว (Food)", 10200, ""),
                ("น้ำมันรถ (Petrol)", 4100, "ใช้ไปเยี่ยมบ้านด้วย"), ("ผ่อนรถ Yaris (Car)", 8140, "งวด 21/72"),
                ("รถรับส่งมายด์ (School van)", 1400, ""), ("ยาเบาหวานแม่ (Mum's medicine)", 950, ""),
                ("สหกรณ์ (Co-op, หักเงินเดือน)", 10850, ""), ("รองเท้านักเรียนมายด์ (Shoes)", 590, "")],
    "ต.ค. 68": [("ค่าไฟ (Electricity)", 1862.40, "PEA"), ("ค่าน้ำ (Water)", 279.27, "PWA"),
                ("เน็ตบ้าน (Internet)", 640.93, "AIS Fibre"), ("กับข้าว (Food)", 9850, ""),
                ("น้ำมันรถ (Petrol)", 4350, "ใช้ไปเยี่ยมบ้านด้วย"), ("ผ่อนรถ Yaris (Car)", 8140, "งวด 22/72"),
                ("รถรับส่งมายด์ (School van)", 1400, ""), ("ยาเบาหวานแม่ (Mum's medicine)", 1240, ""),
                ("สหกรณ์ (Co-op, หักเงินเดือน)", 10850, ""),
                ("ค่า รพ.มงคลพิษณุ แม่ (Mum's hospital)", 42139.50, "มัดจำ 10,000 + บัตร 32,139.50 รอเบิก")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านเรืองศรี {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


TEXTS = {
    f"{WORK}/บันทึกประชุมวอร์ด_5พ.ย.68.md": WARD_MEETING,
    f"{HC}/บัญชี/บันทึกเยี่ยมบ้าน_Oct2025.md": _visit_log(),
    f"{HC}/แชท/LINE_คุณต้อม_ลุงประเสริฐ.txt": TOM_CHAT,
    f"{HC}/แชท/แชทไลน์_ป้าน้อย_Mr John.txt": NOI_CHAT,
    f"{HC}/แชท/email_Sarah Harris_dad invoice_1-11-2025.txt": SARAH_EMAIL,
    f"{HOME}/มายด์/แชทครูเบียร์_ติวคณิต.txt": TUTOR_CHAT,
    f"{HOME}/แม่/เบิกค่ารักษาแม่.md": MAE_NOTES,
    f"{HOME}/แชทไลน์_บ้านเรืองศรี.txt": FAMILY_CHAT,
    f"{HOME}/ของต้องซื้อ Makro.txt": MAKRO,
    f"{HOME}/สูตรน้ำพริกหนุ่ม ยายเรือน.md": NAMPRIK,
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    work, hc, home = docs / WORK, docs / HC, docs / HOME
    shifts, papers = work / "ตารางเวร", work / "เอกสาร"
    rates, quotes, books = hc / "เรทราคา", hc / "ใบเสนอราคา", hc / "บัญชี"
    water, car, insurance, coop, mind, mae = (home / "ค่าน้ำ", home / "รถ", home / "ประกัน", home / "สหกรณ์",
                                              home / "มายด์", home / "แม่")
    for folder in (shifts, papers, rates, quotes, books, hc / "แชท", water, car, insurance, coop, mind, mae):
        folder.mkdir(parents=True, exist_ok=True)
    _schedule(shifts / "ตารางเวร_พ.ย.68.xlsx", "พ.ย. 68", NOV_SHIFTS, 5, "10 ธ.ค. 68")
    _schedule(shifts / "ตารางเวร_ต.ค.68.xlsx", "ต.ค. 68", OCT_SHIFTS, 2, "10 พ.ย. 68")
    write_docx(papers / "หนังสืออนุมัติอบรม_Wound Care_ธ.ค.68.docx", TRAINING_LETTER)
    make_pdf(papers / "TNMC_license_renewal_notice_2025.pdf", TNMC_NOTICE)
    write_docx(papers / "สลิปเงินเดือน_ต.ค.68.docx", PAYSLIP, PAYSLIP_TABLE, bottom=PAYSLIP_BOTTOM)
    write_docx(papers / "ร่าง_ใบลาพักผ่อน_ธ.ค.68.docx", LEAVE_DRAFT)
    write_slides(work / "CQI แผลกดทับ ศัลยกรรมหญิง2_final.pptx", _cqi_slides())
    write_docx(rates / "ค่าบริการเยี่ยมบ้าน_2568 final.docx", RATES_2568, RATES_2568_TABLE, bottom=RATES_2568_BOTTOM)
    make_pdf(rates / "HomeNurse_PriceList_2024.pdf", PRICES_2024)
    write_docx(quotes / "Quote ลุงประเสริฐ (ร่าง) 20ต.ค.68.docx", PRASERT_TOP, PRASERT_DRAFT_TABLE,
               bottom=PRASERT_DRAFT_BOTTOM)
    write_docx(quotes / "Quote ลุงประเสริฐ_ส่งต้อม_final.docx", PRASERT_FINAL_TOP, PRASERT_FINAL_TABLE,
               bottom=PRASERT_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา สองแควเวชภัณฑ์ ชุดทำแผล.docx", SK_QUOTE, SK_QUOTE_TABLE, bottom=SK_QUOTE_BOTTOM)
    make_pdf(quotes / "PLKMedSupply_Quotation_QT2511-088.pdf", PLK_QUOTE)
    write_docx(quotes / "Invoice_John Harris_Oct2025.docx", JOHN_INVOICE, JOHN_INVOICE_TABLE,
               bottom=JOHN_INVOICE_BOTTOM)
    _book(books / "รายรับรายจ่าย homecare 2568.xlsx", "2568", BOOK_2568)
    _book(books / "รายรับรายจ่าย homecare 2567.xlsx", "2567", BOOK_2567)
    _clients(books / "รายชื่อคนไข้ home care.xlsx")
    write_slides(hc / "แนะนำบริการเยี่ยมบ้าน พี่กุ้ง.pptx", _intro_slides())
    for month, pages in WATER.items():
        make_pdf(water / f"ค่าน้ำประปา_PWA_{month}.pdf", pages)
    write_docx(car / "สัญญาเช่าซื้อ Yaris Ativ_สรุป.docx", CAR, CAR_TABLE, bottom=CAR_BOTTOM)
    write_docx(insurance / "แจ้งเบี้ยประกันชีวิต_2568.docx", LIFE, LIFE_TABLE, bottom=LIFE_BOTTOM)
    write_docx(coop / "แจ้งยอดหนี้สหกรณ์_ต.ค.68.docx", COOP, COOP_TABLE, bottom=COOP_BOTTOM)
    make_pdf(mind / "School fees_Mind_Term2_2025.pdf", SCHOOL)
    make_pdf(mae / "MongkolPhitsanu_invoice_IPV-2510-0417.pdf", MAE_INVOICE)
    write_docx(mae / "ใบเสร็จ รพ.มงคลพิษณุ_แม่_ต.ค.68.docx", MAE_RECEIPT, MAE_RECEIPT_TABLE,
               bottom=MAE_RECEIPT_BOTTOM)
    make_pdf(home / "KTB_statement_Oct2025.pdf", _statement())
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
