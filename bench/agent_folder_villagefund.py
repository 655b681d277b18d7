"""A folder for bench/agent_tasks.py (`--folder villagefund`): a Khon Kaen village fund treasurer's papers.

Wanpen Srisawat (พี่แวว) is the treasurer (เหรัญญิก) of the Ban Non Sa-at village fund (กองทุนหมู่บ้านบ้านโนนสะอาด,
หมู่ 7 ตำบลบ้านค้อ อำเภอเมืองขอนแก่น) and keeps its papers on her laptop: the fund's rules (Thai docx, a table of loan
types), a member's loan contract with its repayment schedule (Thai docx, a table of 20 installments), the 2568
member loan register with an overdue sheet (xlsx, Thai/English headers), the 2567 income by month with the year's
expenses (xlsx, two sheets), the 2567 dividend calculation (xlsx, the profit allocation and the committee's own
dividends), last year's dividend summary (md), the 2568 annual general meeting minutes (md) and the slides shown
there (pptx), the fund's BAAC bank statements for February and March 2025 (English pdf), two quotes for an office
laptop and printer (an English pdf and a Thai txt), a printer's invoice for passbooks (English pdf), a LINE chat
export of the committee group (txt), an email from the district village-fund office (txt), the treasurer's cash
count note and the new committee list (md), and six distractors that share words with them (a draft rule change,
last year's AGM minutes, a wrong first dividend calculation, an older computer quote, last year's loan register
summary, an old LINE chat); plus a workspect that already holds a to-do list. Written blind of the engine's rules,
in session 21, for bench/data/agent_tasks_villagefund_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

RULES_TOP = [
    "ระเบียบกองทุนหมู่บ้านบ้านโนนสะอาด หมู่ที่ 7 ตำบลบ้านค้อ อำเภอเมืองขอนแก่น จังหวัดขอนแก่น พ.ศ. 2567",
    "อาศัยมติที่ประชุมใหญ่สามัญประจำปี เมื่อวันที่ 18 กุมภาพันธ์ 2567 คณะกรรมการกองทุนหมู่บ้านจึงออกระเบียบไว้ดังนี้",
    "หมวด 1 สมาชิกและหุ้น",
    "ข้อ 1. ผู้สมัครเป็นสมาชิกต้องมีชื่อในทะเบียนบ้านในหมู่บ้านไม่น้อยกว่า 1 ปี และชำระค่าธรรมเนียมแรกเข้า 50 บาท",
    "ข้อ 2. สมาชิกต้องถือหุ้นอย่างน้อย 5 หุ้น แต่ไม่เกิน 200 หุ้น มูลค่าหุ้นละ 100 บาท "
    "และฝากเงินสัจจะสะสมเดือนละไม่น้อยกว่า 50 บาท ภายในวันที่ 10 ของทุกเดือน",
    "หมวด 2 การกู้ยืมเงิน",
    "ข้อ 3. สมาชิกที่เป็นสมาชิกมาแล้วไม่น้อยกว่า 6 เดือน มีสิทธิ์ยื่นคำขอกู้ได้ปีละ 1 ครั้ง "
    "คณะกรรมการพิจารณาเงินกู้รอบประจำปีในเดือนมีนาคม",
    "ข้อ 4. ประเภทเงินกู้ วงเงิน อัตราดอกเบี้ย และระยะเวลาชำระคืน เป็นไปตามตารางนี้",
]
RULES_LOANS = [
    ("ประเภทเงินกู้", "วงเงินกู้สูงสุดต่อราย", "อัตราดอกเบี้ย", "ระยะเวลาชำระคืน"),
    ("เงินกู้สามัญ (เพื่อประกอบอาชีพ)", "50,000 บาท", "ร้อยละ 6 ต่อปี", "ผ่อนรายเดือน ไม่เกิน 24 งวด"),
    ("เงินกู้ฉุกเฉิน", "10,000 บาท", "ร้อยละ 8 ต่อปี", "ผ่อนรายเดือน ไม่เกิน 6 งวด"),
    ("เงินกู้เพื่อการศึกษาบุตร", "20,000 บาท", "ร้อยละ 4 ต่อปี", "ผ่อนรายเดือน ไม่เกิน 12 งวด"),
]
RULES_BOTTOM = [
    "ข้อ 5. ผู้กู้ต้องมีผู้ค้ำประกันเป็นสมาชิกกองทุน 2 คน สมาชิกหนึ่งคนค้ำประกันได้ไม่เกิน 2 สัญญา",
    "ข้อ 6. ดอกเบี้ยคิดจากยอดเงินต้นคงเหลือเป็นรายเดือน ผู้กู้ชำระเงินต้นและดอกเบี้ยภายในวันที่ 15 ของทุกเดือน",
    "ข้อ 7. ผู้กู้ที่ชำระล่าช้าต้องเสียค่าปรับวันละ 5 บาท นับจากวันครบกำหนดชำระ "
    "หากค้างชำระเกิน 3 งวด คณะกรรมการจะเรียกให้ผู้ค้ำประกันชำระแทน",
    "หมวด 3 การจัดสรรกำไรสุทธิประจำปี",
    "ข้อ 8. ปีบัญชีของกองทุนเริ่ม 1 มกราคม สิ้นสุด 31 ธันวาคม กำไรสุทธิประจำปีให้จัดสรรดังนี้ "
    "ทุนสำรองร้อยละ 10 เงินปันผลตามหุ้นร้อยละ 40 เงินเฉลี่ยคืนตามดอกเบี้ยที่ชำระร้อยละ 15 "
    "ค่าตอบแทนกรรมการร้อยละ 15 สวัสดิการสมาชิกร้อยละ 10 และสาธารณประโยชน์ร้อยละ 10",
    "ข้อ 9. ให้จัดประชุมใหญ่สามัญประจำปีภายใน 90 วันนับจากวันสิ้นปีบัญชี องค์ประชุมต้องมีสมาชิกมาประชุม"
    "ไม่น้อยกว่ากึ่งหนึ่งของสมาชิกทั้งหมด",
    "ข้อ 10. คณะกรรมการมีจำนวน 9 คน อยู่ในตำแหน่งคราวละ 2 ปี เหรัญญิกต้องนำเงินสดฝากธนาคาร ธ.ก.ส. "
    "และถือเงินสดในมือได้ไม่เกิน 10,000 บาท",
    "ประกาศ ณ วันที่ 1 มีนาคม 2567",
    "ลงชื่อ นายบุญมา ทองดี ประธานคณะกรรมการกองทุนหมู่บ้านบ้านโนนสะอาด",
]
CONTRACT_TOP = [
    "สัญญากู้ยืมเงินกองทุนหมู่บ้านบ้านโนนสะอาด",
    "สัญญาเลขที่ 2568/014",
    "ทำที่ ศาลากลางบ้านโนนสะอาด หมู่ 7 ตำบลบ้านค้อ อำเภอเมืองขอนแก่น วันที่ 15 มีนาคม 2568",
    "ข้าพเจ้า นายสมหมาย ภูผา อายุ 47 ปี สมาชิกเลขที่ 087 บ้านเลขที่ 54 หมู่ 7 ซึ่งต่อไปเรียกว่า ผู้กู้ "
    "ได้ทำสัญญากู้ยืมเงินไว้กับกองทุนหมู่บ้านบ้านโนนสะอาด ซึ่งต่อไปเรียกว่า ผู้ให้กู้ ดังนี้",
    "ข้อ 1. ผู้กู้ได้กู้เงินสามัญจากผู้ให้กู้ จำนวน 40,000 บาท (สี่หมื่นบาทถ้วน) "
    "เพื่อซื้อโคพันธุ์พื้นเมือง 2 ตัวและอาหารข้น และได้รับเงินครบแล้วในวันทำสัญญา",
    "ข้อ 2. ผู้กู้ยอมเสียดอกเบี้ยร้อยละ 6 ต่อปี คิดจากเงินต้นคงเหลือ (เดือนละร้อยละ 0.5)",
    "ข้อ 3. ผู้กู้จะผ่อนชำระเงินต้นงวดละ 2,000 บาท พร้อมดอกเบี้ย รวม 20 งวด ภายในวันที่ 15 ของทุกเดือน "
    "เริ่มงวดแรกวันที่ 15 เมษายน 2568 ตามตารางผ่อนชำระนี้",
]
CONTRACT_BOTTOM = [
    "ข้อ 4. หากผู้กู้ชำระล่าช้า ยอมเสียค่าปรับวันละ 5 บาทตามระเบียบกองทุน และหากผิดนัดเกิน 3 งวด "
    "ยอมให้เรียกเงินที่ค้างทั้งหมดคืนได้ทันที",
    "ข้อ 5. ผู้ค้ำประกัน นางคำปุ่น แสนดี (สมาชิกเลขที่ 012) และนายทองใบ ศรีบุญเรือง (สมาชิกเลขที่ 031) "
    "ยอมรับผิดชอบชำระหนี้แทนผู้กู้ร่วมกัน",
    "ลงชื่อ สมหมาย ภูผา ผู้กู้",
    "ลงชื่อ คำปุ่น แสนดี ผู้ค้ำประกัน    ลงชื่อ ทองใบ ศรีบุญเรือง ผู้ค้ำประกัน",
    "ลงชื่อ วันเพ็ญ ศรีสวัสดิ์ เหรัญญิก ผู้จ่ายเงิน    ลงชื่อ บุญมา ทองดี ประธานกรรมการ",
]
THAI_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
               "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]


def _schedule() -> list[tuple[str, ...]]:
    """The loan contract's 20 installments: 2,000 of principal and 0.5% a month on what is left."""
    rows = [("งวดที่", "วันครบกำหนด", "เงินต้น (บาท)", "ดอกเบี้ย (บาท)", "รวมชำระ (บาท)", "เงินต้นคงเหลือ (บาท)")]
    balance = 40000
    for number in range(1, 21):
        month = (2 + number) % 12
        year = 2568 + (2 + number) // 12
        interest = balance // 200
        balance -= 2000
        rows.append((str(number), f"15 {THAI_MONTHS[month]} {year}", "2,000", f"{interest:,}",
                     f"{2000 + interest:,}", f"{balance:,}"))
    rows.append(("รวม", "", "40,000", "2,100", "42,100", ""))
    return rows


LOAN_HEADERS = ("เลขที่สัญญา (Contract)", "ชื่อ-สกุล (Borrower)", "ประเภท (Type)", "วันที่กู้ (Date)",
                "เงินกู้ (Amount, THB)", "จำนวนงวด (Installments)", "เงินต้นต่องวด (Principal/month, THB)",
                "คงค้าง ณ 31 พ.ค. 68 (Outstanding, THB)", "สถานะ (Status)")
ORDINARY, EMERGENCY, EDUCATION = "สามัญ (Ordinary)", "ฉุกเฉิน (Emergency)", "การศึกษา (Education)"
LOANS = [  # contract, borrower, type, amount, installments, installments paid by 31 May 2568
    ("2568/001", "นางคำปุ่น แสนดี", ORDINARY, 30000, 15, 2),
    ("2568/002", "นายทองใบ ศรีบุญเรือง", ORDINARY, 50000, 20, 2),
    ("2568/003", "นางสาวจิราพร บุญมา", EDUCATION, 12000, 12, 2),
    ("2568/004", "นายประเสริฐ หอมจันทร์", ORDINARY, 40000, 20, 0),
    ("2568/005", "นางบัวผัน ดวงศรี", ORDINARY, 20000, 10, 1),
    ("2568/006", "นายสุนทร แก้วกาหลง", ORDINARY, 36000, 18, 2),
    ("2568/007", "นางมยุรี พลซา", ORDINARY, 24000, 12, 2),
    ("2568/008", "นายวิเชียร ทองคำ", ORDINARY, 50000, 20, 2),
    ("2568/009", "นางลำดวน ศรีสุวรรณ", ORDINARY, 15000, 10, 2),
    ("2568/010", "นายบุญส่ง มาลาหอม", ORDINARY, 45000, 18, 2),
    ("2568/011", "นางอุไรวรรณ จันทร์แก้ว", EMERGENCY, 6000, 6, 2),
    ("2568/012", "นายไพโรจน์ นามวงศ์", ORDINARY, 30000, 20, 2),
    ("2568/013", "นางสมจิตร โคตรพรม", ORDINARY, 20000, 20, 2),
    ("2568/014", "นายสมหมาย ภูผา", ORDINARY, 40000, 20, 2),
    ("2568/015", "นางนิตยา ภูมิศรี", EDUCATION, 18000, 12, 2),
    ("2568/016", "นายเสถียร วงษ์ไชย", ORDINARY, 48000, 24, 2),
]
OVERDUE_HEADERS = ("ชื่อ-สกุล (Borrower)", "เลขที่สัญญา (Contract)", "งวดที่ค้าง (Missed installments)",
                   "เงินต้นค้าง (Principal, THB)", "ดอกเบี้ยค้าง (Interest, THB)", "ค่าปรับ (Fine, THB)",
                   "รวมค้างชำระ (Total overdue, THB)", "ผู้ค้ำประกัน (Guarantors)", "หมายเหตุ (Note)")
OVERDUE = [
    ("นายประเสริฐ หอมจันทร์", "2568/004", 2, 4000, 390, 310, "นายวิเชียร ทองคำ, นางมยุรี พลซา",
     "ไม่จ่ายงวด เม.ย. และ พ.ค. บอกว่ารอขายมันสำปะหลัง"),
    ("นางบัวผัน ดวงศรี", "2568/005", 1, 2000, 90, 80, "นางลำดวน ศรีสุวรรณ, นางสมจิตร โคตรพรม",
     "งวด พ.ค. ลูกสาวจะโอนให้ต้นเดือน มิ.ย."),
    ("นายคำแปง ชัยศรี", "2567/021", 3, 4500, 165, 600, "นายบุญส่ง มาลาหอม, นายสุนทร แก้วกาหลง",
     "สัญญาเก่ารอบปี 2567 ไปทำงานระยอง ติดต่อยาก"),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
INCOME_HEADERS = ("เดือน (Month)", "ดอกเบี้ยเงินกู้ (Loan interest, THB)", "ค่าปรับ (Late fines, THB)",
                  "ดอกเบี้ยเงินฝาก ธ.ก.ส. (Bank interest, THB)", "ค่าธรรมเนียมแรกเข้า (Entrance fees, THB)",
                  "รวมรายได้ (Total income, THB)")
INCOME = [(9820, 150, 0, 100), (9640, 80, 0, 0), (10150, 210, 0, 50), (9310, 420, 0, 0), (9880, 160, 0, 0),
          (10420, 90, 1246, 0), (10260, 130, 0, 150), (10390, 60, 0, 0), (10045, 240, 0, 0),
          (11230, 110, 0, 50), (11480, 95, 0, 0), (12875, 340, 1318, 200)]
EXPENSE_HEADERS = ("รายการ (Item)", "ปี 2567 (2024, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าอาหารว่างและเครื่องดื่ม ประชุมใหญ่ (AGM refreshments)", 4500, "ประชุมใหญ่ 18 ก.พ. 2567"),
    ("ค่าเครื่องเขียนและแบบพิมพ์ (Stationery & forms)", 3120, ""),
    ("ค่าถ่ายเอกสาร (Photocopies)", 1085, ""),
    ("ค่าเดินทางไปธนาคาร/อบรม (Travel to bank & training)", 2400, "ไป ธ.ก.ส. สาขาบ้านค้อ เดือนละ 200"),
    ("ค่าตอบแทนผู้ช่วยตรวจบัญชี (Bookkeeping check)", 2000, "อาสาสมัครจาก พช. อำเภอ"),
    ("ค่าธรรมเนียมธนาคาร (Bank fees)", 240, ""),
    ("ค่าไฟฟ้าที่ทำการกองทุน (Office electricity)", 874, "ส่วนของกองทุนที่ศาลากลางบ้าน"),
]
PROFIT_2567 = 116480
SHARES_2567 = 8960
ALLOCATION = [("ทุนสำรอง (Reserve)", "10%"), ("เงินปันผลตามหุ้น (Dividend on shares)", "40%"),
              ("เงินเฉลี่ยคืน (Patronage refund on interest paid)", "15%"),
              ("ค่าตอบแทนกรรมการ (Committee allowance)", "15%"), ("สวัสดิการสมาชิก (Member welfare)", "10%"),
              ("สาธารณประโยชน์ (Public benefit)", "10%")]
COMMITTEE_DIVIDENDS = [  # member, shares, loan interest paid in 2567
    ("นายบุญมา ทองดี (ประธาน)", 150, 1820), ("นางวันเพ็ญ ศรีสวัสดิ์ (เหรัญญิก)", 120, 0),
    ("นางสาวอรทัย แก้วมณี (เลขานุการ)", 60, 960), ("นายสุนทร แก้วกาหลง", 80, 2140),
    ("นางคำปุ่น แสนดี", 100, 1650), ("นายวิเชียร ทองคำ", 90, 2875),
]
DIVIDEND_2566 = """# สรุปเงินปันผลกองทุนหมู่บ้านบ้านโนนสะอาด ปีบัญชี 2566

(ผ่านที่ประชุมใหญ่สามัญ 18 กุมภาพันธ์ 2567 จ่ายเงินวันที่ 1 มีนาคม 2567)

- รายได้รวมปี 2566 : 107,930 บาท
- ค่าใช้จ่ายรวม : 13,430 บาท
- กำไรสุทธิปี 2566 : 94,500 บาท
- หุ้นทั้งหมด 8,400 หุ้น (สมาชิก 136 คน)

## จัดสรรกำไร
- ทุนสำรอง 10% = 9,450 บาท
- ปันผลตามหุ้น 40% = 37,800 บาท -> หุ้นละ 4.50 บาท
- เฉลี่ยคืน 15% = 14,175 บาท (คืนร้อยละ 12.6 ของดอกเบี้ยที่จ่าย)
- ค่าตอบแทนกรรมการ 15% = 14,175 บาท
- สวัสดิการสมาชิก 10% = 9,450 บาท
- สาธารณประโยชน์ 10% = 9,450 บาท (ซื้อเต็นท์ให้หมู่บ้าน)

หมายเหตุ: ปีนี้ (2566) มีสมาชิกมารับเงินช้า 4 คน แววเก็บเงินสดไว้ให้ ต้องลงสมุดให้ครบ
"""
AGM_MINUTES = """# รายงานการประชุมใหญ่สามัญประจำปี 2568 กองทุนหมู่บ้านบ้านโนนสะอาด หมู่ 7

วันอาทิตย์ที่ 16 กุมภาพันธ์ 2568 เวลา 09:30-12:15 น. ณ ศาลากลางบ้านโนนสะอาด

ผู้มาประชุม: สมาชิก 118 คน จากสมาชิกทั้งหมด 142 คน (ครบองค์ประชุม)
ผู้เข้าร่วม: นางสาวศิริพร ใจงาม พัฒนาการอำเภอเมืองขอนแก่น, ผู้ใหญ่บ้าน นายเสาร์ คำภา
ประธานในที่ประชุม: นายบุญมา ทองดี  ผู้บันทึก: นางสาวอรทัย แก้วมณี เลขานุการ

## วาระที่ 1 รับรองรายงานการประชุมใหญ่ปี 2567
- ที่ประชุมรับรอง ไม่มีแก้ไข

## วาระที่ 2 รายงานผลการดำเนินงานปี 2567 (เหรัญญิกรายงาน)
- รายได้รวม 130,699 บาท ค่าใช้จ่าย 14,219 บาท กำไรสุทธิ 116,480 บาท
- ลูกหนี้เงินกู้คงเหลือ ณ 31 ธ.ค. 2567 รวม 2,086,500 บาท 54 ราย ค้างชำระ 3 ราย
- ที่ประชุมมีมติรับรองงบการเงินปี 2567

## วาระที่ 3 การจัดสรรกำไรและจ่ายเงินปันผล
- จ่ายเงินปันผลหุ้นละ 5.20 บาท (หุ้นทั้งหมด 8,960 หุ้น) และเงินเฉลี่ยคืนร้อยละ 13.9 ของดอกเบี้ยที่จ่ายในปี 2567
- จ่ายเงินให้สมาชิกวันเสาร์ที่ 1 มีนาคม 2568 ที่ศาลากลางบ้าน เวลา 09:00 น. ใครไม่มารับ เหรัญญิกโอนเข้าบัญชี
- เงินสาธารณประโยชน์ 11,648 บาท ใช้ซ่อมหลังคาศาลากลางบ้าน

## วาระที่ 4 เลือกตั้งคณะกรรมการชุดใหม่ (วาระ 2 ปี 2568-2570)
- ประธาน นายบุญมา ทองดี (ต่ออีกวาระ), เหรัญญิก นางวันเพ็ญ ศรีสวัสดิ์ (ต่ออีกวาระ)
- กรรมการใหม่ 2 คน: นายไพโรจน์ นามวงศ์ และนางนิตยา ภูมิศรี แทนกรรมการที่ครบวาระ

## วาระที่ 5 เรื่องอื่นๆ
- สมาชิกเสนอขอเพิ่มวงเงินกู้สามัญเป็น 60,000 บาท ที่ประชุมให้กรรมการไปร่างแก้ระเบียบก่อน
  ยังไม่มีผลในรอบกู้ปี 2568 (รอบนี้ยังใช้วงเงิน 50,000 บาทเหมือนเดิม)
- รอบกู้ประจำปี 2568 เปิดรับคำขอกู้ 1-7 มีนาคม 2568 จ่ายเงินกู้วันที่ 15 มีนาคม 2568
- ซื้อโน้ตบุ๊กกับเครื่องพิมพ์ให้กองทุน งบไม่เกิน 22,000 บาท ให้เหรัญญิกหาใบเสนอราคา 2 ร้าน
- ต้องส่งงบการเงินและรายงานประชุมใหญ่ให้ สทบ. สาขาขอนแก่น

ปิดประชุมเวลา 12:15 น.
"""
SLIDES = [
    ("ผลการดำเนินงานกองทุนหมู่บ้านบ้านโนนสะอาด ปี 2567",
     "ประชุมใหญ่สามัญประจำปี 16 กุมภาพันธ์ 2568\nนำเสนอโดย วันเพ็ญ ศรีสวัสดิ์ เหรัญญิก"),
    ("ทุนของกองทุน (Fund capital)", "เงินทุนจากรัฐบาล 1,000,000 บาท\nเงินเพิ่มทุนระดับ (ปี 2563) 200,000 บาท\n"
                                   "ทุนเรือนหุ้นสมาชิก 8,960 หุ้น = 896,000 บาท\nเงินสัจจะสะสม 412,350 บาท\n"
                                   "ทุนสำรองสะสม 88,640 บาท"),
    ("รายได้-ค่าใช้จ่าย ปี 2567", "ดอกเบี้ยเงินกู้ 125,500 บาท\nค่าปรับ 2,085 บาท\nดอกเบี้ยเงินฝาก ธ.ก.ส. 2,564 บาท\n"
                                "รายได้รวม 130,699 บาท\nค่าใช้จ่ายรวม 14,219 บาท\nกำไรสุทธิ 116,480 บาท"),
    ("ลูกหนี้เงินกู้ (Loans)", "ลูกหนี้คงเหลือ ณ 31 ธ.ค. 2567: 2,086,500 บาท 54 ราย\n"
                              "ค้างชำระเกิน 1 งวด: 3 ราย รวม 46,500 บาท\n"
                              "เงินฝาก ธ.ก.ส. ณ 31 ธ.ค. 2567: 298,115.40 บาท"),
    ("ข้อเสนอจัดสรรกำไร", "ปันผลหุ้นละ 5.20 บาท (รวม 46,592 บาท)\nเฉลี่ยคืน 17,472 บาท\n"
                          "ค่าตอบแทนกรรมการ 17,472 บาท\nสวัสดิการ 11,648 บาท / สาธารณประโยชน์ 11,648 บาท"),
    ("แผนปี 2568", "รอบกู้ใหม่ จ่ายเงินกู้ 15 มีนาคม 2568\nตามหนี้ค้างชำระ 3 ราย ให้ผู้ค้ำช่วย\n"
                   "ซื้อโน้ตบุ๊ก + เครื่องพิมพ์ ทำบัญชีในคอม\nพิมพ์สมุดคู่ฝากสมาชิกใหม่ทั้งหมด"),
]
FEB_OPEN = 298115.40
FEB_LINES = [
    ("03 Feb 2025", "Cash deposit - member loan repayments (2024 round)", 0, 86450.00),
    ("10 Feb 2025", "Cash deposit - monthly savings (sajja) and shares", 0, 7150.00),
    ("14 Feb 2025", "Cash deposit - member loan repayments (2024 round)", 0, 124300.00),
    ("17 Feb 2025", "Withdrawal - AGM refreshments and tent rental (chq 0045871)", 4800.00, 0),
    ("24 Feb 2025", "Cash deposit - member loan repayments (2024 round)", 0, 97620.00),
    ("28 Feb 2025", "Withdrawal - dividend and patronage refund cash for 1 March payout (chq 0045872)",
     64064.00, 0),
]
MAR_LINES = [
    ("05 Mar 2025", "Cash deposit - member loan repayments (2024 round)", 0, 68900.00),
    ("10 Mar 2025", "Cash deposit - monthly savings (sajja) and shares", 0, 7300.00),
    ("14 Mar 2025", "Cash deposit - unclaimed dividends returned", 0, 2184.00),
    ("15 Mar 2025", "Withdrawal - new loans, 2025 round, 16 contracts (chq 0045873)", 484000.00, 0),
    ("25 Mar 2025", "Withdrawal - roof repair of village hall, public-benefit fund (chq 0045874)", 11648.00, 0),
    ("31 Mar 2025", "Service fee", 20.00, 0),
]


def _statement(month: str, opening: float, lines: list[tuple]) -> tuple[list[str], float]:
    """A BAAC savings statement of two pages, and its closing balance."""
    balance, out, into = opening, 0.0, 0.0
    rows = []
    for date, text, withdrawal, deposit in lines:
        balance += deposit - withdrawal
        out += withdrawal
        into += deposit
        amount = f"-{withdrawal:,.2f}" if withdrawal else f"+{deposit:,.2f}"
        rows.append(f"{date}  {text}  {amount}  balance {balance:,.2f}")
    head = ("Bank for Agriculture and Agricultural Cooperatives (BAAC) - Ban Kho Branch, Khon Kaen\n"
            f"SAVINGS ACCOUNT STATEMENT - {month}\n"
            "Account name: Ban Non Sa-at Village Fund (Moo 7)\nAccount No.: 020-1-58834-7   Type: Savings\n"
            "Authorised signers: Mr. Boonma Thongdee, Mrs. Wanpen Srisawat (any two of three)\n"
            f"Opening balance: {opening:,.2f} THB\nTotal deposits: {into:,.2f} THB\n"
            f"Total withdrawals: {out:,.2f} THB\nClosing balance: {balance:,.2f} THB\n"
            "Interest is credited twice a year, in June and December (0.50% per year).")
    return [head, f"Page 2 - Transactions, {month}\n" + "\n".join(rows)], balance


QUOTE_ITCITY = [
    "IT City Khon Kaen (Central Plaza Khon Kaen, 2nd floor)\nQUOTATION No. QT-KK-2505-0231\n"
    "Date: 12 May 2025\nTo: Ban Non Sa-at Village Fund (Moo 7), attn. Mrs. Wanpen Srisawat\n"
    "1. Notebook Acer Aspire Lite 15 (Core i5, 16GB, SSD 512GB), Windows 11 Home  16,990.00 THB\n"
    "2. Printer Epson EcoTank L3250 (print/scan/copy, Wi-Fi)  4,990.00 THB\n"
    "3. Microsoft Office Home 2024 - free with notebook  0.00 THB\n"
    "4. Notebook bag and mouse - free  0.00 THB\n"
    "Total (VAT included): 21,980.00 THB\n"
    "Warranty: notebook 2 years (on-site), printer 2 years\n"
    "Delivery: pick up at the store, or delivery to Ban Kho for 300 THB\n"
    "This quotation is valid until 30 June 2025.\nSales: Ms. Kanokwan Saensuk, Tel. 043-288-415",
]
QUOTE_BANHAO = """ใบเสนอราคา
ร้านคอมบ้านเฮา (ขายและซ่อมคอมพิวเตอร์) 112 ถนนมิตรภาพ ตำบลบ้านค้อ อำเภอเมืองขอนแก่น โทร 089-712-4456
วันที่ 15 พฤษภาคม 2568
เสนอ กองทุนหมู่บ้านบ้านโนนสะอาด หมู่ 7 (พี่แวว เหรัญญิก)

1. โน้ตบุ๊ก Lenovo IdeaPad Slim 3 (Core i5, RAM 8GB, SSD 512GB) ลง Windows 11 แท้   15,900 บาท
2. เครื่องพิมพ์ Canon PIXMA G3010 (แท็งก์แท้ พิมพ์/สแกน/ถ่ายเอกสาร)   4,590 บาท
3. ลงโปรแกรมบัญชีกองทุน + สอนใช้ 1 ครั้ง   ฟรี
รวมทั้งสิ้น 20,490 บาท (ราคารวม VAT แล้ว)

รับประกันเครื่อง 1 ปี (ส่งซ่อมที่ร้าน)
ส่งของฟรีถึงศาลากลางบ้าน
ยืนราคา 30 วัน

ช่างต้อม (นายธนากร ศรีเมือง)
"""
INVOICE_PAGES = [
    "Khon Kaen Kanpim Printing Ltd., Part.\n88/9 Klang Mueang Road, Nai Mueang, Mueang Khon Kaen 40000\n"
    "INVOICE No. INV-2568/0412\nDate: 20 May 2025\n"
    "Bill to: Ban Non Sa-at Village Fund (Moo 7), Ban Kho, Mueang Khon Kaen\n"
    "1. Member passbooks, printed cover with fund name  150 x 25.00 = 3,750.00 THB\n"
    "2. Receipt books, 50 sheets with carbon copy, numbered 0601-1600  20 x 85.00 = 1,700.00 THB\n"
    "3. Loan application and contract forms  200 x 3.00 = 600.00 THB\n"
    "Total: 6,050.00 THB (not VAT registered)\n"
    "Due date: 5 June 2025\n"
    "Payment: transfer to Kasikorn Bank, account 431-2-08867-5, Khon Kaen Kanpim Printing\n"
    "Thank you for your order. Contact: Khun Jintana, Tel. 043-236-771",
]
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม กรรมการกองทุนบ้านโนนสะอาด
บันทึกเมื่อ: 03/06/2568 20:41

พ., 28/05/2568
18:02\tพ่อใหญ่บุญมา\tแววเอ้ย ประเสริฐจ่ายงวดบ่ทันหรือยัง
18:10\tแวว เหรัญญิก\tยังเลยค่ะพ่อใหญ่ ค้าง 2 งวดแล้ว เม.ย. กับ พ.ค. ถึงสิ้นเดือนนี้รวมค่าปรับเป็น 4,700 บาทค่ะ
18:11\tแวว เหรัญญิก\tเขาบอกว่ารอขายมันสำปะหลังก่อน
18:15\tพ่อใหญ่บุญมา\tไปหาเขาพร้อมผู้ค้ำสองคนเด้อ วิเชียรกับมยุรี
18:20\tอรทัย เลขาฯ\tบัวผันค้างงวด พ.ค. งวดเดียวนะคะ ลูกสาวจะโอนให้ต้นเดือน

ศ., 30/05/2568
09:40\tแวว เหรัญญิก\tร้านการพิมพ์ส่งสมุดคู่ฝากมาแล้ว 150 เล่ม บิลมา 6,050 บาท ต้องโอนก่อน 5 มิ.ย.
09:42\tแวว เหรัญญิก\t[รูปภาพ]
09:55\tพ่อใหญ่บุญมา\tโอเค เอาเงินกองกลางจ่ายได้เลย เซ็นเช็คพรุ่งนี้

จ., 02/06/2568
19:05\tแวว เหรัญญิก\tใบเสนอราคาโน้ตบุ๊กได้มาแล้ว 2 ร้าน ไอทีซิตี้กับร้านคอมบ้านเฮา เดี๋ยวเอาเข้าที่ประชุมค่ะ
19:12\tพ่อใหญ่บุญมา\tนัดประชุมกรรมการวันเสาร์ที่ 7 มิ.ย. 2568 หนึ่งทุ่มตรง ที่ศาลากลางบ้าน คุยเรื่องคอมกับเรื่องประเสริฐ
19:13\tอรทัย เลขาฯ\tรับทราบค่ะ
19:20\tสุนทร\tรับทราบครับ ผมขอเข้าช้านิดนึงนะ ไปส่งลูก
"""
EMAIL = """From: สทบ. สาขาขอนแก่น <kkn.branch@villagefund.or.th>
To: Wanpen Srisawat <wanpen.srisawat68@gmail.com>
Date: Mon, 2 Jun 2025 10:14:52 +0700
Subject: แจ้งเตือน การส่งงบการเงินปี 2567 และอบรมโปรแกรมบัญชีกองทุน

เรียน เหรัญญิกกองทุนหมู่บ้านบ้านโนนสะอาด หมู่ 7 ตำบลบ้านค้อ (รหัสกองทุน 40010702)

ตามที่กองทุนหมู่บ้านต้องส่งงบการเงินประจำปีบัญชี 2567 พร้อมรายงานการประชุมใหญ่สามัญประจำปี
ขณะนี้กองทุนของท่านยังไม่ได้ส่งงบดุลและงบกำไรขาดทุน ขอให้ส่งผ่านระบบ หรือส่งเอกสารที่สำนักงาน
ภายในวันที่ 30 มิถุนายน 2568 หากไม่ส่งภายในกำหนด กองทุนจะไม่ได้รับการประเมินเพื่อเลื่อนระดับในปีนี้

ผลการประเมินศักยภาพครั้งล่าสุด (ปี 2567) กองทุนของท่านอยู่ในระดับ B (ปานกลาง)

นอกจากนี้ สทบ. สาขาขอนแก่น จะจัดอบรมการใช้โปรแกรมบัญชีกองทุนหมู่บ้านบนคอมพิวเตอร์
วันเสาร์ที่ 21 มิถุนายน 2568 เวลา 09:00-15:30 น. ณ ห้องประชุมชั้น 2 ที่ว่าการอำเภอเมืองขอนแก่น
ขอให้กองทุนส่งผู้เข้าอบรม 2 คน (เหรัญญิก และเลขานุการ) พร้อมนำโน้ตบุ๊กมาด้วย (ถ้ามี)
ไม่มีค่าใช้จ่าย มีอาหารกลางวันให้ ลงทะเบียนภายในวันที่ 13 มิถุนายน 2568

สอบถามเพิ่มเติม คุณปรีชา ทองสุข โทร 043-245-118

สทบ. สาขาขอนแก่น
"""
CASH_NOTE = """# บันทึกเหรัญญิก ตรวจนับเงินสด สิ้นเดือน พ.ค. 2568

นับเมื่อ 31 พ.ค. 2568 เวลา 17:30 น. ที่บ้านแวว มีอรทัย (เลขาฯ) นับด้วย

- เงินสดในมือ 8,240 บาท (แบงก์ 1,000 x 5, 500 x 4, 100 x 11, 20 x 7)
- รับชำระเงินกู้เดือน พ.ค. 14 ราย รวมเงินต้น 25,000 บาท ดอกเบี้ย 2,195 บาท
- รับเงินสัจจะ+หุ้นเดือน พ.ค. 7,350 บาท
- ใบเสร็จที่ใช้เดือนนี้ เล่มที่ 12 เลขที่ 0551-0588
- นำเงินฝาก ธ.ก.ส. วันจันทร์ 2 มิ.ย. 2568 จำนวน 35,000 บาท (เหลือเงินสดไว้ไม่เกิน 10,000 ตามระเบียบ)

## ต้องทำ
- ตามประเสริฐ (ค้าง 2 งวด) กับผู้ค้ำ
- โอนค่าสมุดคู่ฝากให้ร้านการพิมพ์ 6,050 บาท
- ทำงบการเงินปี 2567 ส่ง สทบ.
"""
COMMITTEE = """# รายชื่อคณะกรรมการกองทุนหมู่บ้านบ้านโนนสะอาด ชุดใหม่ (16 ก.พ. 2568 - 15 ก.พ. 2570)

| ตำแหน่ง | ชื่อ-สกุล | โทร |
|---|---|---|
| ประธาน | นายบุญมา ทองดี (พ่อใหญ่บุญมา) | 081-060-2231 |
| รองประธาน | นายสุนทร แก้วกาหลง | 086-455-0917 |
| เหรัญญิก | นางวันเพ็ญ ศรีสวัสดิ์ (แวว) | 089-620-1184 |
| เลขานุการ | นางสาวอรทัย แก้วมณี | 092-318-7745 |
| กรรมการ | นางคำปุ่น แสนดี | 087-221-5630 |
| กรรมการ | นายวิเชียร ทองคำ | 081-974-3302 |
| กรรมการ | นางลำดวน ศรีสุวรรณ | 095-660-1428 |
| กรรมการ (ใหม่) | นายไพโรจน์ นามวงศ์ | 063-118-9024 |
| กรรมการ (ใหม่) | นางนิตยา ภูมิศรี | 080-447-2516 |

ผู้มีอำนาจลงนามเช็ค ธ.ก.ส.: ประธาน เหรัญญิก เลขานุการ (2 ใน 3)
"""
DISTRACTORS = {
    "Rules/ระเบียบกองทุน_ร่างแก้ไข_2568_ยังไม่ผ่าน.txt":
        "ร่างแก้ไขระเบียบกองทุนหมู่บ้านบ้านโนนสะอาด (ร่าง เม.ย. 2568 ยังไม่ผ่านที่ประชุมใหญ่)\n"
        "- เงินกู้สามัญ วงเงินสูงสุด 60,000 บาท ดอกเบี้ยร้อยละ 7 ต่อปี\n"
        "- เงินกู้ฉุกเฉิน วงเงินสูงสุด 15,000 บาท ดอกเบี้ยร้อยละ 9 ต่อปี\n"
        "- ผู้ค้ำประกัน 3 คน ถ้ากู้เกิน 50,000\n- ค่าปรับวันละ 10 บาท\n",
    "Meetings/รายงานการประชุมใหญ่_2567.md":
        "# รายงานการประชุมใหญ่สามัญประจำปี 2567 กองทุนหมู่บ้านบ้านโนนสะอาด\n\n"
        "วันอาทิตย์ที่ 18 กุมภาพันธ์ 2567 ณ ศาลากลางบ้าน\n\n"
        "- ผู้มาประชุม 104 คน จากสมาชิก 136 คน\n- กำไรสุทธิปี 2566 94,500 บาท ปันผลหุ้นละ 4.50 บาท\n"
        "- อนุมัติระเบียบกองทุน พ.ศ. 2567 (ดอกเบี้ยเงินกู้สามัญร้อยละ 6)\n"
        "- เงินสาธารณประโยชน์ซื้อเต็นท์ 9,450 บาท\n",
    "Dividend/ปันผล_คำนวณรอบแรก_ผิด.txt":
        "คำนวณปันผลปี 2567 รอบแรก (ผิด ยังไม่ได้หักค่าไฟกับค่าตรวจบัญชี อย่าใช้)\n"
        "กำไรสุทธิ 119,354 บาท\nปันผล 40% = 47,741.60 บาท\nหุ้นละ 5.33 บาท\n",
    "Office/ใบเสนอราคา_คอมพิวเตอร์_2566.txt":
        "ใบเสนอราคา ร้านเจริญคอมพิวเตอร์ ขอนแก่น (ปี 2566 ตอนนั้นยังไม่ซื้อ)\n"
        "คอมตั้งโต๊ะ Dell + จอ 22 นิ้ว 19,900 บาท\nเครื่องพิมพ์ HP Ink Tank 4,600 บาท\nรวม 24,500 บาท\n"
        "รับประกัน 1 ปี\n",
    "Loans/ทะเบียนลูกหนี้_รอบปี2567_ปิดแล้ว.md":
        "# ทะเบียนลูกหนี้เงินกู้ รอบปี 2567 (สรุป ปิดบัญชีแล้ว)\n\n- จ่ายเงินกู้ 15 มี.ค. 2567 รวม 52 สัญญา\n"
        "- ยอดเงินกู้รวม 2,212,000 บาท\n- ค้างชำระ ณ 31 ธ.ค. 2567 3 ราย (ยกยอดไปตามต่อ)\n"
        "- นายคำแปง ชัยศรี สัญญา 2567/021 ยังค้าง\n",
    "Chats/LINE_กรรมการกองทุน_2567-12.txt":
        "[LINE] ประวัติการแชทกลุ่ม กรรมการกองทุนบ้านโนนสะอาด\nบันทึกเมื่อ: 20/12/2567 21:10\n\n"
        "ศ., 20/12/2567\n19:30\tพ่อใหญ่บุญมา\tปีหน้าประชุมใหญ่กลางเดือน ก.พ. เหมือนเดิมเด้อ\n"
        "19:41\tแวว เหรัญญิก\tค่ะ ตอนนี้ค้างชำระ 3 ราย รวมประมาณ 45,000 กว่าบาท\n"
        "19:45\tอรทัย เลขาฯ\tประชุมกรรมการเตรียมงาน 11 ม.ค. 2568 นะคะ\n",
}
WORKSPECT = {"todo.md": "- ส่งงบการเงินปี 2567 ให้ สทบ. (ก่อน 30 มิ.ย.)\n- ลงทะเบียนอบรมโปรแกรมบัญชี\n"
                        "- โอนค่าสมุดคู่ฝาก\n- ไปหาประเสริฐกับผู้ค้ำ\n"}


def _register(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ทะเบียนเงินกู้ Loans 2568"
    sheet.append(["ทะเบียนเงินกู้สมาชิก รอบปี 2568 กองทุนหมู่บ้านบ้านโนนสะอาด (Member loan register, 2025 round)"])
    sheet.append(list(LOAN_HEADERS))
    lent = outstanding = 0
    for contract, name, kind, amount, count, paid in LOANS:
        principal = amount // count
        left = amount - principal * paid
        status = "ปกติ (OK)" if paid == 2 else "ค้างชำระ (Overdue)"
        sheet.append([contract, name, kind, "15/03/2568", amount, count, principal, left, status])
        lent += amount
        outstanding += left
    sheet.append(["รวม (Total)", f"{len(LOANS)} สัญญา", "", "", lent, "", "", outstanding, ""])
    for column in (5, 7, 8):
        money_format(sheet, column)
    late = book.create_sheet("ค้างชำระ Overdue")
    late.append(["ลูกหนี้ค้างชำระ ณ 31 พ.ค. 2568 (Overdue at 31 May 2025)"])
    late.append(list(OVERDUE_HEADERS))
    for name, contract, missed, principal, interest, fine, guarantors, note in OVERDUE:
        late.append([name, contract, missed, principal, interest, fine, principal + interest + fine, guarantors, note])
    late.append(["รวม (Total)", "", sum(row[2] for row in OVERDUE), sum(row[3] for row in OVERDUE),
                 sum(row[4] for row in OVERDUE), sum(row[5] for row in OVERDUE),
                 sum(row[3] + row[4] + row[5] for row in OVERDUE), "", ""])
    for column in (4, 5, 6, 7):
        money_format(late, column)
    book.save(path)


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income 2567"
    sheet.append(["รายได้รายเดือน กองทุนหมู่บ้านบ้านโนนสะอาด ปีบัญชี 2567 (Monthly income, 2024)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row, sum(row)])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)), sum(sum(row) for row in INCOME)])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    spend = book.create_sheet("ค่าใช้จ่าย Expenses 2567")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมค่าใช้จ่าย (Total expenses)", total, ""])
    spend.append(["กำไรสุทธิ (Net profit)", sum(sum(row) for row in INCOME) - total, "รายได้รวม - ค่าใช้จ่าย"])
    money_format(spend, 2)
    book.save(path)


def _dividend(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จัดสรรกำไร Allocation"
    sheet.append(["คำนวณเงินปันผลและจัดสรรกำไร ปีบัญชี 2567 (Dividend calculation, 2024)"])
    sheet.append(["กำไรสุทธิ (Net profit, THB)", PROFIT_2567])
    sheet.append(["หุ้นทั้งหมด (Total shares)", SHARES_2567])
    sheet.append(["ดอกเบี้ยเงินกู้ที่สมาชิกจ่าย (Loan interest paid by members, THB)", 125500])
    sheet.append([])
    sheet.append(["รายการ (Item)", "สัดส่วน (Share)", "จำนวนเงิน (Amount, THB)"])
    for item, percent in ALLOCATION:
        sheet.append([item, percent, PROFIT_2567 * int(percent[:-1]) // 100])
    sheet.append(["รวม (Total)", "100%", PROFIT_2567])
    sheet.append([])
    sheet.append(["อัตราปันผลต่อหุ้น (Dividend per share, THB)", "", "5.20 บาท"])
    sheet.append(["อัตราเฉลี่ยคืน (Refund per 100 THB of interest paid)", "", "13.92 บาท"])
    money_format(sheet, 2)
    money_format(sheet, 3)
    members = book.create_sheet("ปันผลกรรมการ Committee")
    members.append(["ชื่อ (Member)", "หุ้น (Shares)", "ปันผล (Dividend, THB)", "ดอกเบี้ยที่จ่าย (Interest paid, THB)",
                    "เฉลี่ยคืน (Refund, THB)", "รวมรับ (Total, THB)"])
    for name, shares, interest in COMMITTEE_DIVIDENDS:
        dividend = shares * 52 // 10
        refund = round(interest * 1392 / 10000)
        members.append([name, shares, dividend, interest, refund, dividend + refund])
    for column in (3, 4, 5, 6):
        money_format(members, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    fund = docs / "กองทุนหมู่บ้าน"
    for sub in ("Rules", "Loans", "Accounts", "Dividend", "Meetings", "Bank", "Office", "Chats", "Letters", "Notes"):
        (fund / sub).mkdir(parents=True, exist_ok=True)
    write_docx(fund / "Rules" / "ระเบียบกองทุนหมู่บ้านบ้านโนนสะอาด_2567.docx", RULES_TOP, table=RULES_LOANS,
               bottom=RULES_BOTTOM)
    write_docx(fund / "Loans" / "สัญญากู้เงิน_2568-014_สมหมาย_ภูผา.docx", CONTRACT_TOP, table=_schedule(),
               bottom=CONTRACT_BOTTOM)
    _register(fund / "Loans" / "ทะเบียนเงินกู้สมาชิก_2568.xlsx")
    _income(fund / "Accounts" / "ดอกเบี้ยรับรายเดือน_2567.xlsx")
    _dividend(fund / "Dividend" / "คำนวณเงินปันผล_ปี2567.xlsx")
    (fund / "Dividend" / "สรุปปันผล_ปี2566.md").write_text(DIVIDEND_2566, encoding="utf-8")
    (fund / "Meetings" / "รายงานการประชุมใหญ่สามัญ_2568.md").write_text(AGM_MINUTES, encoding="utf-8")
    write_slides(fund / "Meetings" / "ผลการดำเนินงาน_ปี2567_ประชุมใหญ่.pptx", SLIDES)
    feb, feb_close = _statement("February 2025", FEB_OPEN, FEB_LINES)
    mar, _ = _statement("March 2025", round(feb_close, 2), MAR_LINES)
    make_pdf(fund / "Bank" / "BAAC_statement_2025-02.pdf", feb)
    make_pdf(fund / "Bank" / "BAAC_statement_2025-03.pdf", mar)
    make_pdf(fund / "Office" / "Quotation_ITCity_KhonKaen_2025.pdf", QUOTE_ITCITY)
    (fund / "Office" / "ใบเสนอราคา_ร้านคอมบ้านเฮา_2568.txt").write_text(QUOTE_BANHAO, encoding="utf-8")
    make_pdf(fund / "Office" / "Invoice_KhonKaenKanpim_2025-05.pdf", INVOICE_PAGES)
    (fund / "Chats" / "LINE_กรรมการกองทุน_2568-06.txt").write_text(LINE_CHAT, encoding="utf-8")
    (fund / "Letters" / "อีเมล_สทบ_ส่งงบการเงิน_2568.txt").write_text(EMAIL, encoding="utf-8")
    (fund / "Notes" / "บันทึกเหรัญญิก_นับเงินสด_2568-05.md").write_text(CASH_NOTE, encoding="utf-8")
    (fund / "Notes" / "รายชื่อกรรมการ_ชุดใหม่_2568.md").write_text(COMMITTEE, encoding="utf-8")
    write_texts(fund, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the treasurer's to-do list."""
    write_texts(folder, WORKSPECT)
