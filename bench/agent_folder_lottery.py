"""The lottery folder: the papers of a licensed lottery-ticket reseller in Nakhon Sawan who also runs a drinks stall.

The owner is สุภาพร แก้วมณี (เจ๊ภา, Supaporn Kaewmanee), a registered small retailer of government lottery tickets
(รหัสผู้ค้า 60-04127) with a stand "แผงลอตเตอรี่เจ๊ภา" at the front of 112 ถ.โกสีย์, next to the municipal fresh
market, ต.ปากน้ำโพ อ.เมืองนครสวรรค์ จ.นครสวรรค์. Beside the stand she sells Thai iced tea and old-style coffee
("ร้านน้ำเจ๊ภา"). Her husband วีระ (พี่วี, Vee) drives for a rice mill and helps at weekends, their daughter
น้องมายด์ (ด.ญ.ณัฐชยา, Mind) is in ม.2, her mother บุญมี ทองคำ (แม่, ยายมี) needs a cataract operation, her
younger brother is ตั้ม. The stand's landlady is ป้าทรง (นางสมทรง พูลสวัสดิ์), the ticket wholesaler is เฮียตง.
It is late November 2568 (2025).

Documents/แผงลอตเตอรี่ เจ๊ภา/ (the business)
- สลาก GLO/หนังสือแจ้งสิทธิ์ซื้อจอง_สนง.สลาก_ปี69.docx: the lottery office's letter (3 พ.ย. 2568): quota for 2569
  is 5 เล่ม (500 ฉบับ) a draw at 70.40 a ticket = 35,200 a draw, confirm in the app by 15 ธันวาคม 2568, never sell
  above 80 บาท (one-year ban), two unpaid draws in a row lose the quota.
- สลาก GLO/ยอดขายรายงวด ต.ค.-พ.ย.68.md: three draws (16 ต.ค., 1 พ.ย., 16 พ.ย. 68): quota 500 + wholesale 200/300/300,
  sold 688/771/795, left 12/29/5.
- สลาก GLO/ลูกค้าจองเลขประจำ.xlsx: regulars who reserve numbers (two sheets): ลุงหมง (สมหมาย เจริญผล) tail 759,
  4 tickets a draw, owes 640; ครูแก้ว owes 320; a sheet of those who stopped.
- สลาก GLO/รับซื้อรางวัล_ต.ค.-พ.ย.68.md: winning tickets bought back from customers (2% off), 11,760 paid out.
- สลาก GLO/วิธีจองสลากในแอป.md: how to book tickets in the app (notes).
- สลาก GLO/เลขเด็ด งวด 1 ธ.ค.68.txt: lucky-number gossip.
- แชท LINE/แชทไลน์_เฮียตง_ยี่ปั๊ว.txt: the wholesaler: 7,600 a เล่ม asked, 7,300 and 7,400 (for 4) offered,
  7,500 countered, settled 3 เล่ม at 7,450 = 22,350 for the 1 ธ.ค. 68 draw, transferred 24 พ.ย.
- แชท LINE/LINE_ป้าทรง_ค่าเช่าปี69.txt: the landlady asks 3,200 a month (from 2,500), 2,800, 3,100 and 2,900
  offered, settled 3,000 from 1 ม.ค. 69 for two years, the 5,000 deposit carries over.
- บัญชี/บัญชีแผง_2568.xlsx: this year's book, two sheets (lottery: tickets in, sold, left, cost, sales, profit;
  drinks: sales, ingredients, cups and ice, rent 2,500, power and gas, profit), ม.ค.-ต.ค. 2568
  (June lottery profit 10,760; October 9,530).
- บัญชี/บัญชีแผง_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. 2567 (October lottery profit 9,680; rent 2,200).
- ร้านน้ำ/ใบเสนอราคา/ใบเสนอราคา_ซุ้มน้ำ_สวรรค์ไรซ์_ร่าง.docx: draft quote QT-PA-6811 (10 พ.ย. 2568) to บริษัท
  สวรรค์ไรซ์ จำกัด for the new-year party drinks booth: 120 tea x 35, 80 coffee x 40, booth 1,500, total 8,900.
- ร้านน้ำ/ใบเสนอราคา/ใบเสนอราคา_ซุ้มน้ำ_สวรรค์ไรซ์_final v2.docx: the final (14 พ.ย. 2568) to คุณวรรณา: 150 tea x 35
  (5,250), 100 coffee x 38 (3,800), 50 green tea x 35 (1,750), booth 1,200, total 12,000, deposit 6,000,
  party 27 ธ.ค. 2568.
- ร้านน้ำ/ซื้อของ/Invoice_NSBeverage_IV2510-118.pdf: English tax invoice of Nakhon Sawan Beverage Supply (28 Oct 2025):
  9,934.00 + VAT 695.38 = 10,629.38, less returned cups 250.00, 10,379.38 due 11 Nov 2025.
- ร้านน้ำ/ซื้อของ/ใบเสร็จ_นครสวรรค์เบฟเวอเรจ_ต.ค.68.docx: the Thai receipt RE6811-009 of that invoice: 10,379.38
  received 7 พ.ย. 2568.
- ร้านน้ำ/ราคาเมนู ร้านน้ำเจ๊ภา 2568.xlsx: the menu price list (sheet ราคาขาย) and cost per cup (sheet ต้นทุนต่อแก้ว).
- ร้านน้ำ/email_BrewPoint_coffee machine_12-11-2025.txt: English email from Nat at Brew Point: rent an espresso
  machine 1,200 THB a month (12 months, deposit 3,000, beans 2 kg a month at 480) or buy it for 18,900 THB
  (or 6 x 3,300), reply by 30 Nov 2025.
- ร้านน้ำ/สูตรชาไทย ชาเขียว.md: recipes.
- ตู้แผงใหม่/ใบเสนอราคา_ช่างเอกอลูมิเนียม_ตู้ลอตเตอรี่.docx: ช่างเอก's quote for a new lottery cabinet, racks,
  umbrella and LED light: 23,350 + installation 500 = 23,850 (no VAT), deposit 11,925.
- ตู้แผงใหม่/Quotation_SawanAluGlass_lottery cabinet.pdf: Sawan Aluminium & Glass Co., Ltd. quote SAG-Q-6811-045
  for the same items: 23,150.00 + VAT 1,620.50 = 24,770.50.
- สัญญาเช่าพื้นที่แผง 2568.docx: the stand lease with นางสมทรง พูลสวัสดิ์: 2,500 a month, 1 ม.ค.-31 ธ.ค. 2568,
  deposit 5,000.
- แผนเปิดแผงที่ 2 ปี69.pptx: slides, a second stand at the hospital gate (cabinet budget 25,000).

Documents/บ้าน/ (the household)
- ค่าไฟ/บิลค่าไฟ_ส.ค.68.pdf, บิลค่าไฟ_ก.ย.68.pdf, บิลค่าไฟ_ต.ค.68.pdf: English PEA bills (356, 402, 373 kWh).
- ค่าน้ำ/PWA_water_Oct2025.pdf: English water bill, 319.40.
- รถกระบะ/AutoLoan_statement_Oct2025.pdf: Hilux Revo hire-purchase statement: 9,870 a month, 38 of 60 paid,
  22 left, 217,140 outstanding, close-out 198,650 by 30 Nov 2025.
- ประกัน/Premium notice_KrungsiamLife_พี่วี 2025.pdf: Vee's life policy: 18,640.00 due 30 Nov 2025 (last year 17,980.00).
- มายด์/ค่าเทอม_มายด์_ม.2 เทอม2-68.docx: term-2 fee notice 8,500 by 21 พฤศจิกายน 2568.
- มายด์/ใบเสร็จค่าเทอม_มายด์_เทอม1-68.docx: term-1 receipt, 8,200 paid 12 พ.ค. 2568.
- มายด์/หนังสือขออนุญาตทัศนศึกษา_ม.2_ธ.ค.68.docx: school trip 12 ธ.ค. 2568, 1,850 by 28 พฤศจิกายน 2568.
- แม่/Cataract_estimate_Mae Boonmee_Oct2025.pdf: English eye-hospital estimate, left-eye cataract 46,800, deposit
  10,000 by 20 Nov 2025, surgery 4 Dec 2025.
- แม่/นัดหมอแม่ ต.ค.-พ.ย.68.md: notes on the mother's eye: the public queue and the private option.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), truck 9,870.
- ภาษี/ลดหย่อนภาษี 2568 ร่าง.md: draft tax-deduction notes.
- แชทไลน์_บ้านเรา.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "แผงลอตเตอรี่ เจ๊ภา"
PA_TOP = ("ร้านน้ำเจ๊ภา (สุภาพร แก้วมณี) หน้าอาคารเลขที่ 112 ถ.โกสีย์ ต.ปากน้ำโพ อ.เมืองนครสวรรค์ จ.นครสวรรค์ 60000 "
          "โทร 086-927-4410  LINE: japa.lotto")

# ---------------------------------------------------------------- lottery office letter
GLO_LETTER = [
    "สำนักงานสลากกินแบ่งรัฐบาล",
    "ที่ สลก 0402/ว 8817",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งผลการจัดสรรสิทธิ์ซื้อ-จองสลากกินแบ่งรัฐบาล ประจำปี 2569",
    "เรียน นางสุภาพร แก้วมณี (ผู้ค้าสลากรายย่อย รหัส 60-04127 จังหวัดนครสวรรค์)",
    "ตามที่ท่านได้ลงทะเบียนเป็นผู้ซื้อ-จองสลากกินแบ่งรัฐบาล สำนักงานสลากกินแบ่งรัฐบาลขอแจ้งว่า "
    "ท่านได้รับการจัดสรรสิทธิ์ซื้อ-จองสลากงวดละ 5 เล่ม (500 ฉบับ) ราคาฉบับละ 70.40 บาท "
    "เป็นเงินงวดละ 35,200 บาท",
    "ระยะเวลาของสิทธิ์ ตั้งแต่งวดวันที่ 2 มกราคม 2569 ถึงงวดวันที่ 16 ธันวาคม 2569",
    "ขอให้ท่านยืนยันสิทธิ์ผ่านแอปพลิเคชันซื้อ-จองสลาก ภายในวันที่ 15 ธันวาคม 2568 "
    "หากไม่ยืนยันภายในกำหนด ถือว่าสละสิทธิ์",
    "เงื่อนไข",
    "1. ชำระเงินผ่านบัญชีธนาคารกรุงไทยภายในเวลาที่กำหนดของแต่ละงวด หากไม่ชำระเงิน 2 งวดติดต่อกัน "
    "สำนักงานจะตัดสิทธิ์ทันที",
    "2. ห้ามจำหน่ายสลากเกินราคา 80 บาท หากตรวจพบ จะถูกตัดสิทธิ์เป็นเวลา 1 ปี",
    "3. ห้ามโอนหรือขายสิทธิ์ให้ผู้อื่น และต้องแสดงบัตรผู้ค้าที่แผงตลอดเวลาจำหน่าย",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายปกรณ์ ศรีเจริญวงศ์ ผู้อำนวยการสำนักงานจำหน่ายสลาก",
]

DRAWS_MD = """# ยอดขายรายงวด ต.ค.-พ.ย. 68 (จดเอง)

| งวด | โควตา (ใบ) | ซื้อเพิ่มจากเฮียตง | รวม | ขายได้ | เหลือ | หมายเหตุ |
|---|---|---|---|---|---|---|
| 16 ต.ค. 68 | 500 | 200 (เล่มละ 7,550) | 700 | 688 | 12 | ฝนตกสองวัน |
| 1 พ.ย. 68 | 500 | 300 (เล่มละ 7,550) | 800 | 771 | 29 | เลขท้าย 07 ขายไม่ออก |
| 16 พ.ย. 68 | 500 | 300 (เล่มละ 7,550) | 800 | 795 | 5 | ลุงหมงยังไม่จ่าย |

- ทุนโควตาใบละ 70.40 ขาย 80 ได้ใบละ 9.60
- ของเฮียตงทุนใบละ 75.50 ได้ใบละ 4.50 เท่านั้น ต้องขายให้หมดถึงจะคุ้ม
- งวดที่เหลือเยอะ ให้เอาไปฝากป้าจวงขายตลาดเช้า
"""

RESERVE_HEADERS = ("ชื่อ-สกุล", "ชื่อเล่น", "เลขที่จอง", "ใบ/งวด", "เงินต่องวด (บาท)", "ค้างจ่าย (บาท)",
                   "หมายเหตุ")
RESERVE_ROWS = [
    ("สมหมาย เจริญผล", "ลุงหมง", "ท้าย 3 ตัว 759", 4, 320, 640, "ค้างงวด 16 พ.ย. กับ 1 ธ.ค. 68"),
    ("จวงจันทร์ มีสุข", "ป้าจวง", "ท้าย 2 ตัว 59", 2, 160, 0, "ขายตลาดเช้าช่วยด้วย"),
    ("ธนพล วงศ์ใหญ่", "เสี่ยพล", "ชุด 5 ใบ เลขเดียวกัน", 5, 400, 0, "ชอบเลขหน้า 8"),
    ("สุนทร แก้วดี", "ช่างหนุ่ม", "ท้าย 2 ตัว 07", 2, 160, 0, "วันเกิดลูก"),
    ("กาญจนา ศรีทอง", "ครูแก้ว", "ท้าย 2 ตัว 24", 4, 320, 320, "ค้างงวด 1 ธ.ค. 68 โอนสิ้นเดือน"),
    ("John Parker", "จอห์น", "ท้าย 2 ตัว 99", 2, 160, 0, "ฝรั่งซอย 5 ส่งรูปทาง LINE"),
    ("ประยูร บุญมา", "ตาหยูร", "ท้าย 3 ตัว 519", 2, 160, 0, "ทะเบียนรถอีแต๋น"),
]
STOPPED_ROWS = [
    ("ชื่อ-สกุล", "ชื่อเล่น", "เลขที่เคยจอง", "เลิกเมื่อ", "เหตุผล"),
    ("วิไล ทองใบ", "ป้าไล", "ท้าย 2 ตัว 36", "ก.ค. 68", "ย้ายไปอยู่กับลูกที่ลพบุรี"),
    ("เอกชัย ศรีสวัสดิ์", "เอ", "ท้าย 3 ตัว 123", "ก.ย. 68", "ซื้อในแอปเอง"),
]

PRIZES_MD = """# รับซื้อรางวัลจากลูกค้า ต.ค.-พ.ย. 68

หักลูกค้า 2% (ค่าอากร 0.5% + ค่าเดินไปขึ้นเงิน) แล้วเอาไปขึ้นที่กรุงไทยสาขาตลาดใหม่

| งวด | ลูกค้า | รางวัล | ใบ | เงินรางวัล | จ่ายลูกค้า |
|---|---|---|---|---|---|
| 16 ต.ค. 68 | ป้าจวง | เลขท้าย 2 ตัว | 1 | 2,000 | 1,960 |
| 16 ต.ค. 68 | ลุงเสริม | เลขหน้า 3 ตัว | 2 | 8,000 | 7,840 |
| 1 พ.ย. 68 | จอห์น | เลขท้าย 2 ตัว | 1 | 2,000 | 1,960 |

รวมจ่ายลูกค้า 11,760 บาท (ลุงเสริมให้ค่าน้ำมา 200)
"""

APP_MD = """# วิธีจองสลากในแอป (จดไว้กันลืม)
1. เปิดแอป ซื้อ-จองสลาก ตอนเปิดรอบ (ดูวันในปฏิทินที่สำนักงานส่งมา)
2. เลือกจำนวนตามโควตา 5 เล่ม กดยืนยัน
3. จ่ายผ่านกรุงไทย ห้ามลืม เกิน 2 งวดโดนตัดสิทธิ์
4. ไปรับสลากที่จุดรับ ธ.กรุงไทย สาขานครสวรรค์ เอาบัตรผู้ค้าไปด้วย
- รหัสผ่านให้มายด์จดไว้ในสมุดเล่มแดง
"""

LUCKY_TXT = """เลขเด็ด งวด 1 ธ.ค. 68 (ลูกค้าถามกันทั้งวัน)
- หลวงพ่อวัดวรนาถ: 4 7 ท้าย 47 74
- ทะเบียนรถชนหน้าตลาดเมื่อวาน 2891
- ป้าจวงฝันเห็นงู 5 6
- คนขอ 759 เยอะ แต่ลุงหมงจองไว้แล้ว
- เลขวันพ่อ 05 12
"""

DEALER_CHAT = """[18 พ.ย. 68 10:05] เจ๊ภา: เฮียตง งวด 1 ธ.ค. ขอ 3 เล่มเหมือนเดิมนะ เล่มละเท่าไหร่
[18 พ.ย. 68 10:20] เฮียตง ยี่ปั๊ว: งวดนี้เล่มละ 7,600 นะภา ปลายปีของขาด คนซื้อเยอะ
[18 พ.ย. 68 10:24] เจ๊ภา: โห เฮีย งวดที่แล้วยัง 7,550 อยู่เลย ขอ 7,300 ได้มั้ย
[18 พ.ย. 68 10:41] เฮียตง ยี่ปั๊ว: 7,300 ไม่ได้หรอก ทุนเฮียยังไม่ถึงเลย 7,500 ละกัน
[18 พ.ย. 68 10:52] เจ๊ภา: ถ้าเอา 4 เล่ม เล่มละ 7,400 ได้ป่ะเฮีย
[18 พ.ย. 68 11:15] เฮียตง ยี่ปั๊ว: 4 เล่มไม่มีให้แล้ว เหลือ 3 เล่ม เอา 7,450 จบนะภา
[18 พ.ย. 68 11:17] เจ๊ภา: โอเคเฮีย 3 เล่ม เล่มละ 7,450 รวม 22,350 นะ โอนก่อน 25 พ.ย.
[18 พ.ย. 68 11:18] เฮียตง ยี่ปั๊ว: ได้ คัดเลขสวยให้เล่มนึง
[24 พ.ย. 68 16:32] เจ๊ภา: โอนแล้วนะเฮีย 22,350 สลิปตามนี้
[24 พ.ย. 68 16:40] เฮียตง ยี่ปั๊ว: ได้รับแล้ว ให้เด็กเอาไปส่งที่แผงวันที่ 27
"""

RENT_CHAT = """[LINE] ประวัติการแชทกับ ป้าทรง เจ้าของที่
วันที่บันทึก: 20/11/2568 21:05

ส. 15/11/2568
09:12\tป้าทรง\tภา ปีหน้าป้าขอขึ้นค่าที่เป็นเดือนละ 3,200 นะ ภาษีที่ดินขึ้น ค่าไฟก็ขึ้น
09:30\tเจ๊ภา\tโอ้ยป้า ขึ้นทีเดียว 700 หนูไม่ไหวค่ะ ขอ 2,800 นะคะ
09:45\tป้าทรง\t2,800 ไม่ได้หรอก ป้าลดให้เหลือ 3,100
10:02\tเจ๊ภา\t2,900 ละกันค่ะป้า หนูเช่ามา 6 ปีแล้วนะ ไม่เคยจ่ายช้า
10:20\tป้าทรง\tเอา 3,000 ถ้วน แต่ทำสัญญา 2 ปีเลย ป้าไม่ขึ้นอีก

10:22\tเจ๊ภา\tโอเคค่ะป้า 3,000 เริ่ม 1 ม.ค. 69 สัญญา 2 ปี ถึง 31 ธ.ค. 70 นะคะ
10:25\tป้าทรง\tจ้า มัดจำเดิม 5,000 ใช้ต่อได้ ไม่ต้องวางเพิ่ม เดี๋ยวให้หลานพิมพ์สัญญาใหม่

พฤ. 20/11/2568
21:00\tป้าทรง\tภา สัญญาใหม่ป้าได้แล้วนะ มาเซ็นวันอาทิตย์
21:03\tเจ๊ภา\tได้ค่ะป้า
"""

# ---------------------------------------------------------------- books
LOTTO_HEADERS = ["เดือน (Month)", "สลากรับ (Tickets in)", "ขายได้ (Sold)", "เหลือ (Unsold)",
                 "ต้นทุน (Cost, THB)", "ยอดขาย (Sales, THB)", "กำไร (Profit, THB)"]
DRINK_HEADERS = ["เดือน (Month)", "ยอดขาย (Sales)", "วัตถุดิบ (Ingredients)", "แก้ว/น้ำแข็ง (Cups, ice)",
                 "ค่าเช่าที่ (Rent)", "ค่าไฟ/แก๊ส (Power, gas)", "กำไร (Profit)"]
QUOTA = 1000  # two draws a month, 500 tickets each
LOTTO_2568 = {"extra": [400, 300, 300, 200, 300, 400, 400, 500, 400, 500],
              "sold": [1381, 1284, 1290, 1188, 1279, 1392, 1385, 1483, 1379, 1471], "price": 75.5}
LOTTO_2567 = {"extra": [300, 200, 200, 200, 200, 300, 300, 300, 300, 400, 400, 500],
              "sold": [1286, 1187, 1179, 1191, 1182, 1277, 1290, 1288, 1281, 1376, 1385, 1489], "price": 75.0}
DRINKS_2568 = {
    "sales": [28650, 27400, 33800, 36900, 34250, 29800, 27950, 28400, 27100, 30650],
    "ingredients": [10900, 10400, 12800, 14000, 13000, 11300, 10600, 10800, 10300, 11650],
    "cups": [2150, 2050, 2550, 2800, 2600, 2250, 2100, 2150, 2050, 2300],
    "rent": 2500,
    "power": [900, 900, 1000, 1100, 1050, 950, 900, 900, 900, 950],
}
DRINKS_2567 = {
    "sales": [25300, 24100, 30200, 33400, 31000, 26800, 25100, 25600, 24400, 26900, 27800, 31250],
    "ingredients": [9400, 8900, 11200, 12400, 11500, 9900, 9300, 9500, 9000, 10000, 10300, 11600],
    "cups": [1900, 1800, 2300, 2500, 2300, 2000, 1900, 1900, 1800, 2000, 2100, 2350],
    "rent": 2200,
    "power": [800, 800, 900, 1000, 950, 850, 800, 800, 800, 850, 850, 900],
}


def _lotto_rows(data: dict) -> list[list]:
    rows = []
    for extra, sold in zip(data["extra"], data["sold"]):
        tickets = QUOTA + extra
        cost = round(QUOTA * 70.40 + extra * data["price"])
        rows.append([tickets, sold, tickets - sold, cost, sold * 80, sold * 80 - cost])
    return rows


def _drink_rows(data: dict) -> list[list]:
    rows = []
    for sales, ingredients, cups, power in zip(data["sales"], data["ingredients"], data["cups"], data["power"]):
        rows.append([sales, ingredients, cups, data["rent"], power,
                     sales - ingredients - cups - data["rent"] - power])
    return rows


def _book(path: Path, year: str, lotto: dict, drinks: dict) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลอตเตอรี่ Lottery"
    sheet.append([f"บัญชีแผงลอตเตอรี่เจ๊ภา ปี {year} (รวม 2 งวดต่อเดือน, โควตางวดละ 500 ใบ)"])
    sheet.append(LOTTO_HEADERS)
    rows = _lotto_rows(lotto)
    for month, row in zip(MONTHS, rows):
        sheet.append([f"{month} {year}"] + row)
    sheet.append(["รวม (Total)"] + [sum(column) for column in zip(*rows)])
    for column in range(2, 8):
        money_format(sheet, column)
    sheet = book.create_sheet("ร้านน้ำ Drinks")
    sheet.append([f"บัญชีร้านน้ำเจ๊ภา ปี {year} (บาท)"])
    sheet.append(DRINK_HEADERS)
    rows = _drink_rows(drinks)
    for month, row in zip(MONTHS, rows):
        sheet.append([f"{month} {year}"] + row)
    sheet.append(["รวม (Total)"] + [sum(column) for column in zip(*rows)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _reservations(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จองประจำ"
    sheet.append(["ลูกค้าจองเลขประจำ (อัปเดต 22 พ.ย. 68) ราคาใบละ 80"])
    sheet.append(list(RESERVE_HEADERS))
    for row in RESERVE_ROWS:
        sheet.append(list(row))
    sheet.append(["รวมค้างจ่าย", "", "", "", "", sum(row[5] for row in RESERVE_ROWS), ""])
    money_format(sheet, 5)
    money_format(sheet, 6)
    stopped = book.create_sheet("เลิกจองแล้ว")
    for row in STOPPED_ROWS:
        stopped.append(list(row))
    book.save(path)


MENU_ROWS = [
    ("เมนู", "เย็น (บาท)", "ปั่น (บาท)", "ร้อน (บาท)"),
    ("ชาไทย", 40, 50, 30),
    ("ชาเขียวนม", 40, 50, 30),
    ("กาแฟโบราณ", 40, 50, 30),
    ("โอเลี้ยง", 25, "-", "-"),
    ("โกโก้", 40, 50, 30),
    ("นมสดน้ำผึ้ง", 35, 45, "-"),
    ("น้ำมะนาวโซดา", 35, "-", "-"),
]
COST_ROWS = [
    ("เมนู", "ต้นทุน/แก้ว (บาท)", "หมายเหตุ"),
    ("ชาไทยเย็น", 14.50, "รวมแก้ว ฝาซีล หลอด"),
    ("ชาเขียวนมเย็น", 16.25, ""),
    ("กาแฟโบราณเย็น", 15.75, "เมล็ดโรบัสต้า"),
    ("โอเลี้ยง", 8.50, ""),
    ("โกโก้เย็น", 17.00, ""),
]


def _menu(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาขาย"
    sheet.append(["ราคาเมนู ร้านน้ำเจ๊ภา ใช้ตั้งแต่ 1 มี.ค. 2568 (ขึ้นจาก 35 เป็น 40)"])
    for row in MENU_ROWS:
        sheet.append(list(row))
    cost = book.create_sheet("ต้นทุนต่อแก้ว")
    for row in COST_ROWS:
        cost.append(list(row))
    money_format(cost, 2)
    book.save(path)


# ---------------------------------------------------------------- drinks booth quotes
RICE_DRAFT = [
    PA_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PA-6811",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน ฝ่ายบุคคล บริษัท สวรรค์ไรซ์ จำกัด (โรงสีข้าว) ต.นครสวรรค์ออก อ.เมืองนครสวรรค์",
    "เรื่อง ซุ้มเครื่องดื่มงานเลี้ยงปีใหม่พนักงาน",
]
RICE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อแก้ว (บาท)", "รวม (บาท)"),
    ("ชาไทยเย็น", "120 แก้ว", "35", "4,200"),
    ("กาแฟโบราณเย็น", "80 แก้ว", "40", "3,200"),
    ("ค่าซุ้ม น้ำแข็ง และค่าขนส่ง", "1 งาน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "8,900"),
]
RICE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 8,900 บาท (แปดพันเก้าร้อยบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอพี่วีถามจำนวนพนักงานจริงก่อน",
]
RICE_FINAL = [
    PA_TOP,
    "ใบเสนอราคา  เลขที่ QT-PA-6811 (แก้ไขครั้งที่ 2)",
    "วันที่ 14 พฤศจิกายน 2568",
    "เรียน คุณวรรณา ทองประเสริฐ ผู้จัดการฝ่ายบุคคล บริษัท สวรรค์ไรซ์ จำกัด",
    "เรื่อง ซุ้มเครื่องดื่มงานเลี้ยงปีใหม่พนักงาน วันเสาร์ที่ 27 ธันวาคม 2568 เวลา 17.00-21.00 น. "
    "ณ ลานโรงสี",
]
RICE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อแก้ว (บาท)", "รวม (บาท)"),
    ("ชาไทยเย็น", "150 แก้ว", "35", "5,250"),
    ("กาแฟโบราณเย็น", "100 แก้ว", "38", "3,800"),
    ("ชาเขียวนมเย็น", "50 แก้ว", "35", "1,750"),
    ("ค่าซุ้ม น้ำแข็ง และค่าขนส่ง", "1 งาน", "1,200", "1,200"),
    ("รวมทั้งสิ้น", "", "", "12,000"),
]
RICE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 12,000 บาท (หนึ่งหมื่นสองพันบาทถ้วน) ผู้ขายไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 6,000 บาท เมื่อยืนยันงาน ส่วนที่เหลือ 6,000 บาท ชำระในวันงาน",
    "ถ้าเครื่องดื่มหมดก่อนเวลา เพิ่มได้แก้วละ 35 บาท ราคานี้ยืนถึง 15 ธันวาคม 2568",
    "ลงชื่อ สุภาพร แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- supplies invoice and receipt
NSB_INVOICE = [
    "NAKHON SAWAN BEVERAGE SUPPLY CO., LTD.\n"
    "Tea, coffee and cafe supplies - 45/9 Matulee Road, Pak Nam Pho, Mueang Nakhon Sawan 60000\n"
    "Tax ID 0605562004417   Tel. 056-226-318\n"
    "\n"
    "TAX INVOICE / INVOICE No. IV2510-118\n"
    "Date: 28 Oct 2025                 Due date: 11 Nov 2025\n"
    "Customer: Ran Nam Je Pa (Mrs. Supaporn Kaewmanee), 112 Kosi Road, Nakhon Sawan\n"
    "\n"
    "Item                                        Qty        Unit price   Amount\n"
    "Thai tea powder, 400 g bag                   24 bags    145.00     3,480.00\n"
    "Robusta coffee, ground, 1 kg                  6 bags    390.00     2,340.00\n"
    "Evaporated creamer 385 g                     48 cans     24.50     1,176.00\n"
    "Sweetened condensed milk 380 g               48 cans     26.00     1,248.00\n"
    "Plastic cup 16 oz                         1,000 pcs       0.85       850.00\n"
    "Cup sealing film roll                         2 rolls   420.00       840.00\n"
    "\n"
    "Subtotal                                                           9,934.00\n"
    "VAT 7%                                                               695.38\n"
    "Total                                                             10,629.38\n"
    "Less credit note CN2510-007 (cracked cups returned)                 -250.00\n"
    "AMOUNT DUE                                                        10,379.38 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Nakhon Sawan Beverage Supply Co., Ltd., account 631-0-44782-5.",
]
NSB_RECEIPT = [
    "บริษัท นครสวรรค์เบฟเวอเรจซัพพลาย จำกัด (สำนักงานใหญ่)",
    "45/9 ถ.มาตุลี ต.ปากน้ำโพ อ.เมืองนครสวรรค์ จ.นครสวรรค์ 60000  เลขประจำตัวผู้เสียภาษี 0605562004417",
    "ใบเสร็จรับเงิน  เลขที่ RE6811-009",
    "วันที่ 7 พ.ย. 2568",
    "ได้รับเงินจาก คุณสุภาพร แก้วมณี (ร้านน้ำเจ๊ภา)",
    "อ้างอิงใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ IV2510-118 ลงวันที่ 28/10/68",
]
NSB_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "10,629.38"),
    ("หัก ใบลดหนี้ CN2510-007 (แก้วแตกคืนสินค้า)", "250.00"),
    ("รับชำระครั้งนี้", "10,379.38"),
]
NSB_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 10,379.38 บาท (หนึ่งหมื่นสามร้อยเจ็ดสิบเก้าบาทสามสิบแปดสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวพรทิพย์ อินทร์แก้ว ฝ่ายบัญชี",
]

BREWPOINT_EMAIL = """From: Napat Sirikul <sales@brewpoint-ns.com>
To: japa.lotto@gmail.com
Date: Wed, 12 Nov 2025 15:48
Subject: Espresso machine for your stall - rent or buy

Hello Khun Pa,

Thank you for visiting our shop on Sawan Withi Road on Sunday. Here are the two options we talked about
for a 1-group espresso machine with grinder (reconditioned, same model as in our demo corner):

Option 1 - Rent: 1,200 THB per month, minimum 12 months, deposit 3,000 THB (returned at the end).
  Cleaning and maintenance every 3 months is included. With the rental you buy your beans from us,
  at least 2 kg a month at 480 THB per kg.
Option 2 - Buy: 18,900 THB, 1-year warranty on the machine and 6 months on the grinder,
  or 6 monthly payments of 3,300 THB by credit card. Free barista training for 2 people either way.

Delivery and set-up at your stall is free. We can install from 1 Dec 2025 if you decide by 30 Nov 2025.

Best regards,
Napat (Nat)
Brew Point Coffee Equipment, Nakhon Sawan
089-551-2037
"""

RECIPE_MD = """# สูตรชาไทย / ชาเขียว (แก้ว 16 ออนซ์)
## ชาไทยเย็น
- ผงชา 3 ช้อนโต๊ะ ชงน้ำร้อน 150 มล. แช่ 5 นาที กรอง
- นมข้นหวาน 2 ช้อนโต๊ะ น้ำตาล 1 ช้อนชา ครีมเทียมข้น ราดหน้า
## ชาเขียวนม
- ผงชาเขียว 2 ช้อนโต๊ะ นมสด 100 มล. นมข้นหวาน 1.5 ช้อนโต๊ะ
- ลูกค้าหวานน้อย ลดนมข้นเหลือ 1 ช้อน
"""

# ---------------------------------------------------------------- cabinet quotes
EK_QUOTE = [
    "ร้านช่างเอกอลูมิเนียม รับทำตู้กระจก มุ้งลวด ตู้แผงลอย",
    "9/2 ถ.สวรรค์วิถี ต.ปากน้ำโพ อ.เมืองนครสวรรค์ จ.นครสวรรค์ โทร 081-972-5506",
    "ใบเสนอราคา เลขที่ 68/147  วันที่ 10 พ.ย. 2568",
    "เรียน คุณสุภาพร แก้วมณี (เจ๊ภา แผงลอตเตอรี่หน้าตลาด)",
    "เรื่อง ตู้แผงลอตเตอรี่ใหม่ พร้อมอุปกรณ์",
]
EK_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ตู้แผงลอตเตอรี่ อลูมิเนียม กระจกนิรภัย 120x60x90 ซม. มีล้อล็อกได้", "1 ตู้", "14,500", "14,500"),
    ("ชั้นโชว์สลากแบบพับ 4 ชั้น", "2 ชุด", "2,800", "5,600"),
    ("ร่มสนาม 2.5 เมตร พร้อมขาตั้ง", "1 คัน", "1,900", "1,900"),
    ("ไฟ LED พร้อมแบตเตอรี่", "1 ชุด", "1,350", "1,350"),
    ("รวมค่าของ", "", "", "23,350"),
    ("ค่าติดตั้งและขนส่ง", "", "", "500"),
    ("รวมทั้งสิ้น", "", "", "23,850"),
]
EK_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 23,850 บาท (ร้านไม่ได้จด VAT)",
    "มัดจำ 50% = 11,925 บาท ทำเสร็จภายใน 15 วัน",
    "รับประกันงานเชื่อมและกระจก 1 ปี",
    "ช่างเอก (นายเอกพงษ์ ปานทอง) 081-972-5506",
]
SAG_QUOTE = [
    "SAWAN ALUMINIUM & GLASS CO., LTD.\n"
    "Aluminium shopfronts, glass cabinets, kiosks - 201 Moo 3, Asia Road, Mueang Nakhon Sawan 60000\n"
    "Tel. 056-880-214   Tax ID 0605559001236\n"
    "QUOTATION No. SAG-Q-6811-045        Date: 12 Nov 2025\n"
    "To: Mrs. Supaporn Kaewmanee (Je Pa lottery stand), Kosi Road, Nakhon Sawan\n"
    "Re: lottery display cabinet and accessories\n"
    "\n"
    "Item                                              Qty     Unit price    Amount\n"
    "Lottery display cabinet, aluminium + tempered     1 pc    13,900.00   13,900.00\n"
    "  glass, 120 x 60 x 90 cm, lockable wheels\n"
    "Folding display rack, 4 tiers                     2 sets   3,150.00    6,300.00\n"
    "Garden umbrella 2.5 m with base                   1 pc     1,750.00    1,750.00\n"
    "LED light set with battery                        1 set    1,200.00    1,200.00\n"
    "\n"
    "Subtotal                                                              23,150.00\n"
    "VAT 7%                                                                 1,620.50\n"
    "GRAND TOTAL                                                           24,770.50 THB\n"
    "\n"
    "Free delivery and installation in Mueang Nakhon Sawan. Lead time 10 working days.\n"
    "Payment: 30% deposit with order, balance on delivery. Warranty: 2 years on frame.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Kittipong (Golf) 086-331-7420",
]

LEASE = [
    "สัญญาเช่าพื้นที่ตั้งแผงค้า",
    "ทำที่ อ.เมืองนครสวรรค์ วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นางสมทรง พูลสวัสดิ์ เจ้าของอาคารเลขที่ 112 ถ.โกสีย์ ต.ปากน้ำโพ อ.เมืองนครสวรรค์",
    "ผู้เช่า: นางสุภาพร แก้วมณี ผู้ค้าสลากรายย่อย",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่หน้าอาคาร ขนาด 2 x 3 เมตร เพื่อตั้งแผงจำหน่ายสลากและเครื่องดื่ม",
    "ข้อ 2. ระยะเวลาเช่า 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ค่าเช่าเดือนละ 2,500 บาท (สองพันห้าร้อยบาทถ้วน) รวมค่าไฟฟ้าแสงสว่าง 1 ดวง ชำระภายในวันที่ 5 "
    "ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินมัดจำ 5,000 บาท ผู้ให้เช่าจะคืนเมื่อสิ้นสุดสัญญาหากไม่มีค่าเสียหาย",
    "ข้อ 5. ผู้เช่าต้องเก็บแผงและทำความสะอาดพื้นที่ทุกวันหลังเวลา 19.00 น. ห้ามตั้งของกีดขวางทางเข้าอาคาร",
    "ข้อ 6. หากผู้เช่าไม่ประสงค์จะต่อสัญญา ต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ สมทรง พูลสวัสดิ์ ผู้ให้เช่า    ลงชื่อ สุภาพร แก้วมณี ผู้เช่า",
]


def _plan_slides() -> list[tuple[str, str]]:
    profit = sum(row[5] for row in _lotto_rows(LOTTO_2568))
    return [
        ("แผนเปิดแผงที่ 2 ปี 2569", "แผงลอตเตอรี่เจ๊ภา\nสุภาพร แก้วมณี  พฤศจิกายน 2568"),
        ("ปี 2568 ที่ผ่านมา", f"กำไรลอตเตอรี่ ม.ค.-ต.ค. 2568 รวม {profit:,} บาท\n"
                             "โควตางวดละ 500 ใบ ซื้อเพิ่มจากเฮียตงงวดละ 200-300 ใบ\n"
                             "ร้านน้ำขายดีช่วงหน้าร้อน มี.ค.-พ.ค."),
        ("ที่ตั้งแผงที่ 2", "หน้าประตูโรงพยาบาล ฝั่งถนนอรรถกวี\nค่าที่ประมาณเดือนละ 1,800 บาท\n"
                            "ให้น้องตั้มเฝ้า จ่ายรายวัน 350 บาท"),
        ("งบลงทุน", "ตู้แผงใหม่ งบ 25,000 บาท (เทียบช่างเอก กับ Sawan Aluminium)\n"
                    "ย้ายตู้เก่าไปแผงที่ 2\nเงินหมุนซื้อสลากเพิ่ม 30,000 บาทต่องวด"),
        ("ความเสี่ยง", "สลากเหลือขายไม่หมด\nขอโควตาเพิ่มไม่ได้ ต้องพึ่งยี่ปั๊ว\nห้ามขายเกิน 80 บาท"),
    ]


# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, due: str) -> tuple[list[str], float]:
    energy = round(units * 4.18, 2)
    ft = round(units * 0.3672, 2)
    vat = round((energy + ft + 38.22) * 0.07, 2)
    total = round(energy + ft + 38.22 + vat, 2)
    page = [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Sawan\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Supaporn Kaewmanee\n"
        "Address: 88/14 Sawan Withi Road, Pak Nam Pho, Mueang Nakhon Sawan 60000\n"
        "Customer no. 020044817725   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy:,.2f}  Ft {ft:,.2f}  Service 38.22  VAT 7% {vat:,.2f}\n"
        f"AMOUNT DUE: {total:,.2f} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]
    return page, total


PEA_AUG, POWER_AUG = _pea_bill("21 Jul 2025 - 20 Aug 2025", "18,402 -> 18,758", 356, "4 Sep 2025")
PEA_SEP, POWER_SEP = _pea_bill("21 Aug 2025 - 20 Sep 2025", "18,758 -> 19,160", 402, "4 Oct 2025")
PEA_OCT, POWER_OCT = _pea_bill("21 Sep 2025 - 20 Oct 2025", "19,160 -> 19,533", 373, "4 Nov 2025")
PWA_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nakhon Sawan Branch\n"
    "WATER BILL\n"
    "Customer: Mrs. Supaporn Kaewmanee   Account 11-0472-2291\n"
    "Address: 88/14 Sawan Withi Road, Pak Nam Pho, Mueang Nakhon Sawan 60000\n"
    "Reading date: 18 Oct 2025   Meter 1,204 -> 1,228   Used 24 cubic metres\n"
    "Water charge 268.50   Service charge 30.00   VAT 7% 20.90\n"
    "TOTAL 319.40 THB   Please pay by 2 Nov 2025",
]
LOAN_STATEMENT = [
    "SAWAN AUTO LEASING CO., LTD.\n"
    "Hire purchase statement                       Statement date: 25 Oct 2025\n"
    "Hirer: Mr. Weera Kaewmanee / Mrs. Supaporn Kaewmanee\n"
    "Contract no. HP-NSW-2022-00982\n"
    "Vehicle: Toyota Hilux Revo Standard Cab 2.4, registration 2kh 5107 Nakhon Sawan\n"
    "\n"
    "Monthly instalment: 9,870.00 THB, due on the 5th of every month\n"
    "Instalment no. 38 of 60 paid on 5 Oct 2025\n"
    "Instalments remaining: 22\n"
    "Outstanding balance (22 x 9,870.00): 217,140.00 THB\n"
    "Next due: 5 Nov 2025\n"
    "\n"
    "Early close-out: pay 198,650.00 THB by 30 Nov 2025 to close the contract\n"
    "(includes the interest discount under the hire purchase rules).\n"
    "Late payment: 1.25% per month on the overdue amount plus a 300 THB follow-up fee.\n"
    "Customer service 1620-2255",
]
PREMIUM_NOTICE = [
    "KRUNGSIAM LIFE ASSURANCE PCL\n"
    "PREMIUM DUE NOTICE                                 Date: 20 Oct 2025\n"
    "Policy owner / insured: Mr. Weera Kaewmanee, age 50\n"
    "Policy no. KSL-2019-554310   Plan: 20-Pay Life with health rider\n"
    "\n"
    "Basic life premium ..................................... 12,400.00\n"
    "Health rider (room 2,500 a night, IPD 300,000) ......... 6,240.00\n"
    "TOTAL ANNUAL PREMIUM ................................... 18,640.00 THB\n"
    "(last year 17,980.00 THB; the health rider rises with the age band 50-54)\n"
    "\n"
    "Due date: 30 Nov 2025. Grace period 31 days, until 31 Dec 2025.\n"
    "Premiums paid are tax deductible (life up to 100,000, health up to 25,000 THB a year).\n"
    "Agent: Ms. Jiraporn (Jeab) 089-440-6132",
]
FEE_TERM2 = (
    ["โรงเรียนเจริญวิทย์นครสวรรค์ อ.เมืองนครสวรรค์ จ.นครสวรรค์",
     "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ณัฐชยา แก้วมณี  ชั้น ม.2/3  เลขประจำตัว 25817"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษา", "4,500"), ("ค่าเรียนเสริมภาษาอังกฤษ", "2,000"),
     ("ค่าคอมพิวเตอร์", "800"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "900"), ("ค่าประกันอุบัติเหตุ", "300"),
     ("รวม", "8,500")],
    ["รวมทั้งสิ้น 8,500 บาท กรุณาชำระภายในวันที่ 21 พฤศจิกายน 2568",
     "ชำระที่ห้องการเงิน หรือโอนผ่าน QR code ท้ายใบแจ้ง ชำระช้าปรับวันละ 20 บาท"],
)
FEE_TERM1 = (
    ["โรงเรียนเจริญวิทย์นครสวรรค์", "ใบเสร็จรับเงิน เลขที่ 68/1-0931",
     "วันที่ 12 พ.ค. 2568",
     "ได้รับเงินจาก ผู้ปกครอง ด.ญ.ณัฐชยา แก้วมณี ชั้น ม.2/3 ค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1/2568"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษา", "4,500"), ("ค่าเรียนเสริมภาษาอังกฤษ", "2,000"),
     ("ค่าคอมพิวเตอร์", "800"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "600"), ("ค่าประกันอุบัติเหตุ", "300"),
     ("รวม", "8,200")],
    ["รับเงินสด 8,200 บาท (แปดพันสองร้อยบาทถ้วน)", "ลงชื่อ นางมยุรี แสงจันทร์ เจ้าหน้าที่การเงิน"],
)
TRIP_LETTER = [
    "โรงเรียนเจริญวิทย์นครสวรรค์",
    "เรื่อง ขออนุญาตผู้ปกครองให้นักเรียนไปทัศนศึกษา",
    "เรียน ผู้ปกครองนักเรียนชั้นมัธยมศึกษาปีที่ 2",
    "ด้วยกลุ่มสาระการเรียนรู้วิทยาศาสตร์ จะพานักเรียนชั้น ม.2 ไปทัศนศึกษาที่พิพิธภัณฑ์วิทยาศาสตร์แห่งชาติ "
    "จ.ปทุมธานี และสวนสนุก ในวันศุกร์ที่ 12 ธันวาคม 2568 ออกเดินทางเวลา 05.00 น. กลับถึงโรงเรียนประมาณ 21.00 น.",
    "ค่าใช้จ่ายคนละ 1,850 บาท (รวมค่ารถบัส ค่าเข้าชม อาหาร 2 มื้อ และประกันอุบัติเหตุ) "
    "ขอให้ชำระพร้อมส่งใบอนุญาตกับครูประจำชั้นภายในวันที่ 28 พฤศจิกายน 2568",
    "นักเรียนที่มีโรคประจำตัว ขอให้แจ้งครูและเตรียมยาไปด้วย",
    "ลงชื่อ นายสุรพล อ่อนศรี ครูประจำชั้น ม.2/3",
    "-------- ตัดตอนส่งคืน --------",
    "ข้าพเจ้า .................... ผู้ปกครองของ ด.ญ.ณัฐชยา แก้วมณี  [ ] อนุญาต  [ ] ไม่อนุญาต",
]
CATARACT_ESTIMATE = [
    "PAKNAMPHO EYE HOSPITAL\n"
    "Cataract and Retina Centre - 318 Sawan Withi Road, Mueang Nakhon Sawan 60000  Tel. 056-019-900\n"
    "\n"
    "ESTIMATE OF TREATMENT COST                          Date: Oct 29, 2025\n"
    "Patient: Mrs. Boonmee Thongkham, age 72        HN 68-0442157\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye (day case)\n"
    "Surgeon: Dr. Pimchanok Saengsuwan\n"
    "Surgery date: 4 Dec 2025, arrive 7:00, home the same afternoon\n"
    "\n"
    "Surgeon fee, anaesthesia and operating room ............ 22,000\n"
    "Intraocular lens (foldable, monofocal) ................. 14,500\n"
    "Pre-operative tests (biometry, blood, ECG) ............. 2,800\n"
    "Medicines and eye drops ................................ 3,900\n"
    "Follow-up visits (3 visits) ............................ 3,600\n"
    "ESTIMATED TOTAL ........................................ 46,800 THB\n"
    "\n"
    "Multifocal lens option: add 28,000 THB.\n"
    "A deposit of 10,000 THB is needed to book the date, payable by 20 Nov 2025.\n"
    "This is an estimate only; the final bill may differ by up to 10%.\n"
    "Pre-operative tests on 27 Nov 2025 at 8:30. Stop aspirin 5 days before surgery.",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", POWER_AUG, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 296.80, ""),
                ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 899, "AIS"), ("ค่ากับข้าว (Food)", 8900, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3200, "กระบะ"), ("ผ่อนรถกระบะ (Truck loan)", 9870, "งวดที่ 36/60"),
                ("ค่าขนม+ค่ารถมายด์ (Mind)", 2400, ""), ("ค่ายาแม่ (Mum's medicine)", 650, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", POWER_SEP, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 331.70, ""),
                ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 899, "AIS"), ("ค่ากับข้าว (Food)", 9300, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3450, "กระบะ"), ("ผ่อนรถกระบะ (Truck loan)", 9870, "งวดที่ 37/60"),
                ("ค่าขนม+ค่ารถมายด์ (Mind)", 2400, ""), ("ค่ายาแม่ (Mum's medicine)", 650, ""),
                ("แว่นตามายด์ (Glasses)", 1890, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", POWER_OCT, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 319.40, ""),
                ("อินเทอร์เน็ต+มือถือ (Internet, phones)", 899, "AIS"), ("ค่ากับข้าว (Food)", 9100, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3380, "กระบะ"), ("ผ่อนรถกระบะ (Truck loan)", 9870, "งวดที่ 38/60"),
                ("ค่าขนม+ค่ารถมายด์ (Mind)", 2400, ""), ("ค่ายาแม่ + ตรวจตา (Mum's medicine, eye check)", 1450,
                                                         "คลินิกตา")],
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
TEXTS = {
    f"{BIZ}/สลาก GLO/ยอดขายรายงวด ต.ค.-พ.ย.68.md": DRAWS_MD,
    f"{BIZ}/สลาก GLO/รับซื้อรางวัล_ต.ค.-พ.ย.68.md": PRIZES_MD,
    f"{BIZ}/สลาก GLO/วิธีจองสลากในแอป.md": APP_MD,
    f"{BIZ}/สลาก GLO/เลขเด็ด งวด 1 ธ.ค.68.txt": LUCKY_TXT,
    f"{BIZ}/แชท LINE/แชทไลน์_เฮียตง_ยี่ปั๊ว.txt": DEALER_CHAT,
    f"{BIZ}/แชท LINE/LINE_ป้าทรง_ค่าเช่าปี69.txt": RENT_CHAT,
    f"{BIZ}/ร้านน้ำ/email_BrewPoint_coffee machine_12-11-2025.txt": BREWPOINT_EMAIL,
    f"{BIZ}/ร้านน้ำ/สูตรชาไทย ชาเขียว.md": RECIPE_MD,
    "บ้าน/แม่/นัดหมอแม่ ต.ค.-พ.ย.68.md": """# ตาแม่ (บุญมี ทองคำ)
- ต้อกระจกตาซ้าย มองไม่ชัด ขึ้นบันไดตลาดลำบาก
- รพ.รัฐ (บัตรทอง): ผ่าฟรี แต่คิวยาวถึง มี.ค. 2569
- รพ.ตาปากน้ำโพ (เอกชน): ผ่าได้ 4 ธ.ค. 2568 ประเมินไว้ 46,800 บาท เลนส์ธรรมดา
- เลนส์มัลติโฟกัสเพิ่มอีก 28,000 หมอบอกแม่อายุขนาดนี้ใช้เลนส์ธรรมดาก็พอ
- มัดจำจองคิว 10,000 โอนแล้ว 18 พ.ย. 68
- น้องตั้มช่วย 20,000 ที่เหลือภาจ่ายเอง
- ตรวจก่อนผ่า 27 พ.ย. 8.30 น. หยุดยาแอสไพรินก่อน 5 วัน
""",
    "บ้าน/ภาษี/ลดหย่อนภาษี 2568 ร่าง.md": """# ลดหย่อนภาษี ปี 2568 (ร่าง ให้พี่วีดู)
- ประกันชีวิตพี่วี เบี้ยปีนี้ 18,640 (ส่วนสุขภาพ 6,240 ลดหย่อนได้แยก)
- เงินบริจาควัด 3,000
- ดอกเบี้ยกระบะ ลดหย่อนไม่ได้
- รายได้ขายสลาก ยื่นเป็นเงินได้ 40(8) หักเหมา 60%
- ยังไม่ได้ถามเรื่อง Easy E-Receipt
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[29 ต.ค. 68 19:02] ภา: แม่ได้ใบประเมินค่าผ่าตาจาก รพ.ตามาแล้ว สี่หมื่นหกพันแปด ผ่าได้ 4 ธ.ค.
[29 ต.ค. 68 19:10] ตั้ม: พี่ภา ผมช่วยสองหมื่นนะ โอนต้นเดือน
[29 ต.ค. 68 19:15] แม่: ไม่ต้องหรอกลูก รอคิว รพ.รัฐก็ได้
[29 ต.ค. 68 19:16] ภา: รอถึงมีนาแม่เดินตกบันไดอีกพอดี ผ่าเลยค่ะ
[10 พ.ย. 68 20:40] มายด์: แม่ ไปทัศนศึกษาปทุมธานีนะ ครูให้จ่ายก่อน 28 พ.ย.
[10 พ.ย. 68 20:45] ภา: ได้ลูก เดี๋ยวเอาค่าเทอมไปจ่ายพร้อมกัน
[21 พ.ย. 68 07:30] พี่วี: ค่าไฟเดือนก่อนแพงขึ้นนะ ปิดแอร์ห้องมายด์ด้วย
[21 พ.ย. 68 07:32] มายด์: ก็ร้อนอะพ่อ
[22 พ.ย. 68 18:00] พี่วี: ประกันชีวิตพ่อปีนี้ขึ้นอีกแล้ว จ่ายก่อนสิ้นเดือนนะภา
""",
}
TODO = {"todo.md": """- ยืนยันสิทธิ์จองสลากปี 69 ในแอป ก่อน 15 ธ.ค.
- ไปเซ็นสัญญาเช่าใหม่กับป้าทรง วันอาทิตย์
- เลือกตู้แผงใหม่ ช่างเอก หรือ Sawan Aluminium
- ตอบ Nat เรื่องเครื่องชงกาแฟ ก่อน 30 พ.ย.
- จ่ายค่าทัศนศึกษามายด์ + ประกันพี่วี ก่อนสิ้นเดือน
- ทวงเงินลุงหมงกับครูแก้ว
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    glo, chats, books = biz / "สลาก GLO", biz / "แชท LINE", biz / "บัญชี"
    drinks, quotes, supplies, cabinet = biz / "ร้านน้ำ", biz / "ร้านน้ำ" / "ใบเสนอราคา", biz / "ร้านน้ำ" / "ซื้อของ", \
        biz / "ตู้แผงใหม่"
    home = docs / "บ้าน"
    for folder in (glo, chats, books, drinks, quotes, supplies, cabinet, home / "ค่าไฟ", home / "ค่าน้ำ",
                   home / "รถกระบะ", home / "ประกัน", home / "มายด์", home / "แม่", home / "ภาษี"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(glo / "หนังสือแจ้งสิทธิ์ซื้อจอง_สนง.สลาก_ปี69.docx", GLO_LETTER)
    _reservations(glo / "ลูกค้าจองเลขประจำ.xlsx")
    _book(books / "บัญชีแผง_2568.xlsx", "2568", LOTTO_2568, DRINKS_2568)
    _book(books / "บัญชีแผง_2567.xlsx", "2567", LOTTO_2567, DRINKS_2567)
    write_docx(quotes / "ใบเสนอราคา_ซุ้มน้ำ_สวรรค์ไรซ์_ร่าง.docx", RICE_DRAFT, RICE_DRAFT_TABLE,
               bottom=RICE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ซุ้มน้ำ_สวรรค์ไรซ์_final v2.docx", RICE_FINAL, RICE_FINAL_TABLE,
               bottom=RICE_FINAL_BOTTOM)
    make_pdf(supplies / "Invoice_NSBeverage_IV2510-118.pdf", NSB_INVOICE)
    write_docx(supplies / "ใบเสร็จ_นครสวรรค์เบฟเวอเรจ_ต.ค.68.docx", NSB_RECEIPT, NSB_RECEIPT_TABLE,
               bottom=NSB_RECEIPT_BOTTOM)
    _menu(drinks / "ราคาเมนู ร้านน้ำเจ๊ภา 2568.xlsx")
    write_docx(cabinet / "ใบเสนอราคา_ช่างเอกอลูมิเนียม_ตู้ลอตเตอรี่.docx", EK_QUOTE, EK_QUOTE_TABLE,
               bottom=EK_QUOTE_BOTTOM)
    make_pdf(cabinet / "Quotation_SawanAluGlass_lottery cabinet.pdf", SAG_QUOTE)
    write_docx(biz / "สัญญาเช่าพื้นที่แผง 2568.docx", LEASE)
    write_slides(biz / "แผนเปิดแผงที่ 2 ปี69.pptx", _plan_slides())
    make_pdf(home / "ค่าไฟ" / "บิลค่าไฟ_ส.ค.68.pdf", PEA_AUG)
    make_pdf(home / "ค่าไฟ" / "บิลค่าไฟ_ก.ย.68.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "บิลค่าไฟ_ต.ค.68.pdf", PEA_OCT)
    make_pdf(home / "ค่าน้ำ" / "PWA_water_Oct2025.pdf", PWA_OCT)
    make_pdf(home / "รถกระบะ" / "AutoLoan_statement_Oct2025.pdf", LOAN_STATEMENT)
    make_pdf(home / "ประกัน" / "Premium notice_KrungsiamLife_พี่วี 2025.pdf", PREMIUM_NOTICE)
    write_docx(home / "มายด์" / "ค่าเทอม_มายด์_ม.2 เทอม2-68.docx", FEE_TERM2[0], FEE_TERM2[1], bottom=FEE_TERM2[2])
    write_docx(home / "มายด์" / "ใบเสร็จค่าเทอม_มายด์_เทอม1-68.docx", FEE_TERM1[0], FEE_TERM1[1], bottom=FEE_TERM1[2])
    write_docx(home / "มายด์" / "หนังสือขออนุญาตทัศนศึกษา_ม.2_ธ.ค.68.docx", TRIP_LETTER)
    make_pdf(home / "แม่" / "Cataract_estimate_Mae Boonmee_Oct2025.pdf", CATARACT_ESTIMATE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
