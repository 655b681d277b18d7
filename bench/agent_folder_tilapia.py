"""The tilapia folder: the papers of a Thai couple who farm tilapia in ponds and river cages, written by code.

The owners are นายประเสริฐ บุญมา (พี่เสริฐ) and his wife นางอรุณี บุญมา (พี่นี, she keeps the books). They run
"บุญมาฟาร์มปลา" (Boonma Fish Farm) at ต.ท่าผา อ.บ้านโป่ง จ.ราชบุรี: Nile tilapia (ปลานิล) in six earth ponds
(บ่อ 5-6 rented from ลุงเฉลิม แสงทอง) and red tilapia (ปลาทับทิม) in 24 cages on the แม่กลอง river. Their
daughter มายด์ (ด.ญ.ณิชาภัทร) is in ม.2, their son ต้น (ด.ช.ธนกฤต) in ป.5; Prasert's father ตาสมบูรณ์ lives
with them. Staff: ลุงจำปี (feeding), อ่อง (monthly worker), บอย (harvest days). It is November 2568 (2025).

Documents/ฟาร์มปลา/ (the business)
- สัญญา/สัญญาเช่าบ่อ_ลุงเฉลิม_ร่าง.docx: draft lease of two ponds from ลุงเฉลิม, 36,000 a year, deposit 10,000.
- สัญญา/สัญญาเช่าบ่อ_ลุงเฉลิม_ฉบับจริง.docx: the signed lease, 33,000 a year in two payments, deposit 8,000.
- สัญญา/ข้อตกลงรับซื้อปลาทับทิม_ราชบุรีซีฟู้ด_2568.docx: buyer agreement, red tilapia grade A 82, min 1,500 kg.
- ใบเสนอราคา/ใบเสนอราคาปลา_ร้านครัวริมน้ำ.docx and ใบเสนอราคาปลา_แพปลาเจ๊ติ๋ม.docx: two similar weekly fish
  quotes to two buyers (Nile tilapia 65 vs 62 a kg; 14,850 vs 26,600 a week).
- เอกสาร/หนังสืออบต_ค่าธรรมเนียมกระชัง_2569.docx: the tambon's notice, cage fee 200 -> 350 a cage from 2569.
- Suppliers/MaeKlongHatchery_pricelist_2025.pdf: English fingerling price list of Mae Klong Hatchery Co., Ltd.
- Suppliers/ราคาลูกปลา_แม่กลองฮัทเชอรี่_2567.docx: last year's list of the same hatchery, in Thai.
- Suppliers/MaeKlongHatchery_invoice_Sep2025.pdf: September fingerling invoice, 70,400, balance 45,400.
- Suppliers/GoldenWaveFeed_invoice_Oct2025.pdf: October feed invoice, 200 bags, 106,400.
- Suppliers/email_GoldenWave_price_change_Nov2025.txt: English email, feed No.2 560 -> 585 a bag, credit 30 days.
- Suppliers/AquaPro_aerator_quotation.pdf: quotation for four paddle-wheel aerators, 62,000 in all.
- บัญชี/ยอดขายปลา_2568.xlsx: this year's book, two sheets (sales by month, kg and baht; expenses by month).
- บัญชี/ยอดขายปลา_2567.xlsx: last year's book, same layout, January to December with a year total.
- บัญชี/อาหารปลาแยกบ่อ_2568.xlsx: feed bags by pond and cage group, months as columns.
- บัญชี/ค่าแรงคนงาน_ต.ค.68.md: October wages of three workers, 23,960.
- บัญชี/สต็อกปลา_พ.ย.68.md: what is stocked in each pond and cage, and when it will be harvested.
- บันทึก/ประชุมกลุ่มเลี้ยงปลากระชัง_ต.ค.68.md: minutes of the cage farmers' group meeting of 18 Oct.
- บันทึก/สูตรปลานิลแดดเดียว.md: the sun-dried tilapia recipe they sell at the weekend market.
- แชท/แชทไลน์_เฮียชัย_ราชบุรีซีฟู้ด.txt: LINE chat with the buyer; grade A 78 offered, 80 agreed, 2,500 kg.
- แชท/แชทไลน์_ร้านเจ๊หงส์อาหารปลา.txt: LINE chat with the feed shop; starter feed 40 -> 50 bags at 610.
- แผนฟาร์มปี2569.pptx: slides, next year's plan (4,500,000 target, 8 new cages 96,000, aerators).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/WestLink_internet_Oct2025.pdf: English bills (1,796.52; 533.93).
- ประกัน/ThanasinLife_premium_notice_2025.pdf: English premium notice for Prasert's policy, 24,360.
- ค่าเทอมลูก/ค่าเทอม_มายด์_เทอม2-2568.docx and ค่าเทอม_ต้น_เทอม2-2568.docx: two children's fee notices
  (18,300; 18,650); the son's health insurance in the household book is paid to ธนสินประกันชีวิต.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวบุญมา.txt: the family's LINE group.
- บันทึกสุขภาพตา.md: notes on grandfather's kidney and blood-pressure check-ups.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = "บุญมาฟาร์มปลา (Boonma Fish Farm) 112 หมู่ 4 ต.ท่าผา อ.บ้านโป่ง จ.ราชบุรี 70110 โทร 081-947-3362"

# ---------------------------------------------------------------- pond lease, draft and signed
LEASE_TOP = [
    "สัญญาเช่าบ่อเลี้ยงปลา",
    "ทำที่ บ้านเลขที่ 45 หมู่ 5 ต.ท่าผา อ.บ้านโป่ง จ.ราชบุรี",
    "ระหว่าง นายเฉลิม แสงทอง ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\" กับ นายประเสริฐ บุญมา ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
LEASE_DRAFT = LEASE_TOP[:1] + ["(ร่าง ยังไม่ได้เซ็น — รอคุยกับลุงเฉลิมเรื่องค่าเช่าอีกรอบ)",
                               "วันที่ 20 กันยายน 2568"] + LEASE_TOP[1:]
LEASE_DRAFT_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "บ่อดิน 2 บ่อ (บ่อ 5 และบ่อ 6) เนื้อที่รวม 7 ไร่ บนที่ดินโฉนดเลขที่ 45872\n"
                           "พร้อมสิทธิ์สูบน้ำจากคลองส่งน้ำข้างที่ดิน"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2571"),
    ("ข้อ 3 ค่าเช่า", "ค่าเช่าปีละ 36,000 บาท (สามหมื่นหกพันบาทถ้วน) ชำระครั้งเดียวภายในวันที่ 5 ตุลาคมของทุกปี"),
    ("ข้อ 4 เงินมัดจำ", "ผู้เช่าวางเงินมัดจำ 10,000 บาท ในวันทำสัญญา คืนเมื่อครบสัญญาและส่งบ่อคืนเรียบร้อย"),
    ("ข้อ 5 การดูแลบ่อ", "ผู้เช่าดูแลคันบ่อไม่ให้พัง ห้ามใช้สารเคมีอันตรายในบ่อ"),
]
LEASE_FINAL = LEASE_TOP[:1] + ["วันที่ 1 ตุลาคม 2568"] + LEASE_TOP[1:]
LEASE_FINAL_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "บ่อดิน 2 บ่อ (บ่อ 5 และบ่อ 6) เนื้อที่รวม 7 ไร่ บนที่ดินโฉนดเลขที่ 45872\n"
                           "พร้อมสิทธิ์สูบน้ำจากคลองส่งน้ำข้างที่ดิน"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 ตุลาคม 2568 ถึงวันที่ 30 กันยายน 2571"),
    ("ข้อ 3 ค่าเช่า", "ค่าเช่าปีละ 33,000 บาท (สามหมื่นสามพันบาทถ้วน) แบ่งชำระ 2 งวด งวดละ 16,500 บาท\n"
                     "งวดแรกภายในวันที่ 5 ตุลาคม งวดที่สองภายในวันที่ 5 เมษายน ของทุกปี"),
    ("ข้อ 4 เงินมัดจำ", "ผู้เช่าวางเงินมัดจำ 8,000 บาท ในวันทำสัญญา คืนเมื่อครบสัญญาและส่งบ่อคืนเรียบร้อย"),
    ("ข้อ 5 การดูแลบ่อ", "ผู้เช่าดูแลคันบ่อไม่ให้พัง ห้ามใช้สารเคมีอันตรายในบ่อ\n"
                        "เมื่อครบสัญญา ผู้เช่าต้องลอกเลนและคืนสภาพบ่อให้พร้อมใช้"),
    ("ข้อ 6 การต่อสัญญา", "หากผู้เช่าประสงค์จะเช่าต่อ ให้แจ้งผู้ให้เช่าล่วงหน้าไม่น้อยกว่า 60 วัน"),
]
LEASE_FINAL_BOTTOM = ["ลงชื่อ เฉลิม แสงทอง ผู้ให้เช่า", "ลงชื่อ ประเสริฐ บุญมา ผู้เช่า",
                      "ลงชื่อ อรุณี บุญมา พยาน", "ลงชื่อ บุญส่ง มีทรัพย์ พยาน"]

# ---------------------------------------------------------------- buyer agreement
BUYER_TOP = [
    "ข้อตกลงการรับซื้อปลาทับทิมจากกระชัง",
    "เลขที่ RBS-2568/07  ทำที่ บริษัท ราชบุรีซีฟู้ด จำกัด ต.หน้าเมือง อ.เมือง จ.ราชบุรี  วันที่ 24 มิถุนายน 2568",
    "ระหว่าง บริษัท ราชบุรีซีฟู้ด จำกัด โดย นายชัยวัฒน์ ตั้งเจริญ กรรมการผู้จัดการ (\"ผู้ซื้อ\")",
    "กับ นายประเสริฐ บุญมา บุญมาฟาร์มปลา (\"ผู้ขาย\")",
    "ราคารับซื้อปลาทับทิมเป็น ณ ปากกระชัง:",
]
BUYER_TABLE = [
    ("เกรด", "ขนาดต่อตัว", "ราคาต่อกก."),
    ("A", "0.8 กก. ขึ้นไป", "82 บาท"),
    ("B", "0.5–0.79 กก.", "70 บาท"),
    ("ตกเกรด", "ต่ำกว่า 0.5 กก.", "45 บาท"),
]
BUYER_HEADINGS = [
    ("ข้อ 1 ระยะเวลา", "ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569"),
    ("ข้อ 2 ปริมาณ", "ผู้ขายส่งปลาขั้นต่ำครั้งละ 1,500 กก. และแจ้งผู้ซื้อล่วงหน้าอย่างน้อย 7 วันก่อนวันจับ"),
    ("ข้อ 3 การรับปลา", "ผู้ซื้อนำรถขนปลาเป็นพร้อมถังออกซิเจนมารับเอง ชั่งน้ำหนักที่ท่าน้ำหน้าฟาร์ม\n"
                       "ผู้ขายงดให้อาหารปลา 1 วันก่อนวันจับ"),
    ("ข้อ 4 การชำระเงิน", "ผู้ซื้อโอนเงินเข้าบัญชีผู้ขายภายใน 7 วันนับจากวันรับปลา"),
    ("ข้อ 5 การปรับราคา", "หากราคาตลาดเปลี่ยนเกินร้อยละ 10 ให้ทั้งสองฝ่ายตกลงราคาใหม่เป็นรายรอบ"),
]
BUYER_BOTTOM = ["ลงชื่อ ชัยวัฒน์ ตั้งเจริญ ผู้ซื้อ", "ลงชื่อ ประเสริฐ บุญมา ผู้ขาย"]

# ---------------------------------------------------------------- two weekly quotes
RIMNAM_TOP = [
    FARM_TOP,
    "ใบเสนอราคา เลขที่ QT-68-014  วันที่ 8 ตุลาคม 2568",
    "เรียน คุณวันเพ็ญ ร้านอาหารครัวริมน้ำ อ.โพธาราม จ.ราชบุรี",
    "เรื่อง ส่งปลาสดประจำสัปดาห์ (ส่งทุกวันอังคาร ก่อน 9.00 น.)",
]
RIMNAM_TABLE = [
    ("รายการ", "จำนวนต่อสัปดาห์", "ราคาต่อกก.", "รวม (บาท)"),
    ("ปลานิลสด ขนาด 600–800 กรัม ขอดเกล็ดผ่าท้อง", "150 กก.", "65 บาท", "9,750"),
    ("ปลาทับทิมเป็น ขนาด 0.8–1 กก.", "60 กก.", "85 บาท", "5,100"),
    ("รวมต่อสัปดาห์", "", "", "14,850"),
]
RIMNAM_BOTTOM = ["รวมต่อสัปดาห์ 14,850 บาท ส่งฟรี ชำระเงินสดทุกสิ้นเดือน",
                 "ราคานี้ยืนถึง 31 ธันวาคม 2568", "ลงชื่อ อรุณี บุญมา ผู้เสนอราคา"]
JAETIM_TOP = [
    FARM_TOP,
    "ใบเสนอราคา เลขที่ QT-68-015  วันที่ 10 ตุลาคม 2568",
    "เรียน เจ๊ติ๋ม แพปลาเจ๊ติ๋ม ตลาดสดบ้านโป่ง",
    "เรื่อง ส่งปลาสดประจำสัปดาห์ (ส่งวันจันทร์และวันพฤหัสบดี ตี 4)",
]
JAETIM_TABLE = [
    ("รายการ", "จำนวนต่อสัปดาห์", "ราคาต่อกก.", "รวม (บาท)"),
    ("ปลานิลเป็น คละขนาด 500 กรัมขึ้นไป", "300 กก.", "62 บาท", "18,600"),
    ("ปลาทับทิมเป็น ขนาด 0.8–1 กก.", "100 กก.", "80 บาท", "8,000"),
    ("รวมต่อสัปดาห์", "", "", "26,600"),
]
JAETIM_BOTTOM = ["รวมต่อสัปดาห์ 26,600 บาท ส่งถึงแพ ลูกค้าเตรียมบ่อพักปลาเอง",
                 "ชำระเงินทุกวันเสาร์ โอนเข้าบัญชีกสิกรไทย อรุณี บุญมา",
                 "ราคาลดให้เพราะสั่งจำนวนมาก", "ลงชื่อ อรุณี บุญมา ผู้เสนอราคา"]

# ---------------------------------------------------------------- tambon notice
OBT_NOTICE = [
    "องค์การบริหารส่วนตำบลท่าผา",
    "ที่ รบ 78402/1175",
    "3 พฤศจิกายน 2568",
    "เรื่อง แจ้งอัตราค่าธรรมเนียมการใช้พื้นที่แม่น้ำแม่กลองเพื่อเลี้ยงปลาในกระชัง ปี 2569",
    "เรียน ผู้เลี้ยงปลาในกระชัง หมู่ 4 ตำบลท่าผา (นายประเสริฐ บุญมา จำนวน 24 กระชัง)",
    "ตามมติสภาองค์การบริหารส่วนตำบลท่าผา ครั้งที่ 3/2568 ให้ปรับอัตราค่าธรรมเนียมรายปี ดังนี้",
]
OBT_TABLE = [
    ("ขนาดกระชัง", "อัตราปี 2568", "อัตราปี 2569"),
    ("ไม่เกิน 30 ตารางเมตร", "200 บาท/กระชัง", "350 บาท/กระชัง"),
    ("เกิน 30 ตารางเมตร", "400 บาท/กระชัง", "600 บาท/กระชัง"),
]
OBT_BOTTOM = [
    "ให้ชำระค่าธรรมเนียมปี 2569 ที่กองคลัง อบต.ท่าผา ภายในวันที่ 31 มกราคม 2569",
    "ผู้เลี้ยงต้องขึ้นทะเบียนกระชังกับสำนักงานประมงอำเภอบ้านโป่ง และวางกระชังห่างร่องน้ำเดินเรือไม่น้อยกว่า 5 เมตร",
    "จึงเรียนมาเพื่อทราบและถือปฏิบัติ",
    "นายสมเกียรติ ทองคำ นายกองค์การบริหารส่วนตำบลท่าผา",
]

# ---------------------------------------------------------------- hatchery (English and Thai)
HATCHERY_PRICES_2025 = [
    "MAE KLONG HATCHERY CO., LTD.\n"
    "99 Moo 2, Photharam-Damnoen Road, Photharam, Ratchaburi 70120   Tel. 032-355-418\n"
    "FINGERLING PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per fish.\n"
    "\n"
    "Nile tilapia, sex-reversed all-male, 2-3 cm ........ 0.40\n"
    "Nile tilapia, sex-reversed all-male, 4-5 cm ........ 0.90\n"
    "Red tilapia, 3-4 cm ................................ 0.85\n"
    "Red tilapia, pre-nursed 7-10 cm (for cages) ........ 2.80\n"
    "\n"
    "Minimum order 10,000 fish. Packed in oxygen bags at no charge.\n"
    "Free delivery within 50 km for orders of 50,000 fish or more.\n"
    "Deposit on ordering, balance within 15 days of delivery.\n"
    "Contact: Khun Supaporn, sales@maeklonghatchery.co.th",
]
HATCHERY_PRICES_2567 = ["บริษัท แม่กลองฮัทเชอรี่ จำกัด", "ใบราคาลูกปลา ปี 2567 (มกราคม – ธันวาคม 2567)",
                        "ราคาต่อตัว ส่งจากฟาร์ม อ.โพธาราม"]
HATCHERY_PRICES_2567_TABLE = [
    ("ชนิดลูกปลา", "ราคา"),
    ("ปลานิลแปลงเพศ 2–3 ซม.", "0.35 บาท/ตัว"),
    ("ปลานิลแปลงเพศ 4–5 ซม.", "0.80 บาท/ตัว"),
    ("ปลาทับทิม 3–4 ซม.", "0.75 บาท/ตัว"),
    ("ปลาทับทิมอนุบาล 7–10 ซม. (สำหรับกระชัง)", "2.50 บาท/ตัว"),
]
HATCHERY_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 5,000 ตัว บรรจุถุงอัดออกซิเจนฟรี",
                               "ส่งฟรีระยะไม่เกิน 50 กม. เมื่อสั่ง 30,000 ตัวขึ้นไป",
                               "ติดต่อ คุณสุภาพร ฝ่ายขาย"]
HATCHERY_INVOICE = [
    "MAE KLONG HATCHERY CO., LTD.\n"
    "INVOICE No. MKH-2509-0342\n"
    "Date: 12 Sep 2025          Delivered: 12 Sep 2025\n"
    "Customer: Boonma Fish Farm (Khun Prasert Boonma), 112 Moo 4, Tha Pha, Ban Pong, Ratchaburi\n"
    "\n"
    "Item                                      Qty        Unit price   Amount\n"
    "Red tilapia, pre-nursed 7-10 cm           18,000     2.80         50,400.00\n"
    "Nile tilapia, sex-reversed, 2-3 cm        50,000     0.40         20,000.00\n"
    "\n"
    "TOTAL: 70,400.00 THB\n"
    "Less deposit paid 1 Sep 2025: 25,000.00 THB\n"
    "BALANCE DUE: 45,400.00 THB\n"
    "Due date: 27 Sep 2025\n"
    "Please transfer to Bangkok Bank, Mae Klong Hatchery Co., Ltd., 761-0-28834-5. Thank you.",
]

# ---------------------------------------------------------------- feed, aerators
FEED_INVOICE = [
    "GOLDEN WAVE FEED CO., LTD.\n"
    "Aquafeed manufacturer - Kamphaeng Saen, Nakhon Pathom\n"
    "TAX INVOICE No. GWF-IV-2510-0218\n"
    "Date: 16 Oct 2025        Credit: 45 days        Due date: 30 Nov 2025\n"
    "Customer: Boonma Fish Farm, Tha Pha, Ban Pong, Ratchaburi\n"
    "\n"
    "Item                                         Bags   Price/bag   Amount\n"
    "Floating feed No.2, 30% protein, 20 kg        120    560.00      67,200.00\n"
    "Floating feed No.3, 25% protein, 20 kg         80    490.00      39,200.00\n"
    "\n"
    "TOTAL 200 bags: 106,400.00 THB (VAT included)\n"
    "Delivered to the farm by our truck, 17 Oct 2025.",
]
FEED_EMAIL = """From: Kittipong Saelim <kittipong.s@goldenwavefeed.co.th>
To: boonmafishfarm@gmail.com
Date: Tue, 4 Nov 2025 10:12
Subject: Feed price adjustment from 1 December 2025

Dear Khun Prasert and Khun Arunee,

Thank you for buying Golden Wave feed this year. Because soybean meal and fish meal costs have gone up,
our prices per 20 kg bag will change from 1 December 2025:

- Floating feed No.1 (starter, 35% protein): 640 -> 665 THB
- Floating feed No.2 (30% protein): 560 -> 585 THB
- Floating feed No.3 (25% protein): 490 -> 510 THB

Credit terms for orders from 1 December will be 30 days instead of 45 days.
Orders placed before 30 November 2025 keep the old price, up to 200 bags per farm.

If your cage group orders together (more than 500 bags a month) we can give 15 THB per bag off.

Best regards,
Kittipong Saelim
Sales Representative, Ratchaburi area
Golden Wave Feed Co., Ltd.  089-604-7731
"""
AERATOR_QUOTE = [
    "AQUAPRO ENGINEERING LTD., PART.\n"
    "Farm aeration and pumps - Phetkasem Road, Nakhon Pathom\n"
    "QUOTATION No. AP-Q-68-112     Date: 22 Oct 2025\n"
    "To: Boonma Fish Farm (Khun Prasert), Ban Pong, Ratchaburi\n"
    "\n"
    "Paddle wheel aerator, 2 HP, 4 paddles, float type\n"
    "4 units x 14,500 THB = 58,000 THB\n"
    "Installation, cable and control box: 4,000 THB\n"
    "TOTAL: 62,000 THB including VAT\n"
    "\n"
    "Delivery within 7 days of order. 50% deposit, balance on installation.\n"
    "Warranty: 1 year on the motor, 6 months on the gearbox.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Thanawat 086-210-5548",
]

# ---------------------------------------------------------------- books
NILE_KG_2568 = [4200, 0, 6800, 0, 3500, 5200, 0, 7400, 0, 6100]
NILE_PRICE_2568 = [58, 58, 60, 60, 62, 62, 60, 60, 58, 58]
RED_KG_2568 = [2300, 2500, 0, 2350, 2600, 0, 2200, 2450, 2500, 0]
RED_PRICE_2568 = [80, 80, 82, 82, 84, 84, 82, 82, 80, 80]
COSTS_2568 = {  # feed, fingerlings, wages, power/fuel, pond rent
    "feed": [78400, 72600, 81200, 86500, 92300, 88700, 95400, 98200, 101600, 106400],
    "seed": [0, 0, 42500, 0, 0, 38800, 0, 0, 70400, 0],
    "wages": [21500, 21500, 22400, 23100, 23100, 22400, 21500, 23960, 22400, 23960],
    "power": [6800, 6500, 7900, 9400, 9800, 8200, 7100, 7300, 7600, 7900],
    "rent": [0, 0, 0, 0, 0, 0, 0, 0, 0, 16500],
}
NILE_KG_2567 = [3800, 0, 6200, 0, 4100, 4800, 0, 6900, 0, 5600, 0, 7200]
NILE_PRICE_2567 = [55, 55, 56, 56, 58, 58, 57, 57, 56, 56, 58, 60]
RED_KG_2567 = [2100, 2200, 0, 2300, 2400, 0, 2100, 2300, 2200, 0, 2400, 2600]
RED_PRICE_2567 = [76, 76, 78, 78, 80, 80, 78, 78, 76, 76, 80, 84]
COSTS_2567 = {
    "feed": [70200, 66800, 74500, 79600, 84100, 80300, 86900, 90400, 92800, 95100, 89700, 84300],
    "seed": [0, 0, 38400, 0, 0, 35600, 0, 0, 61500, 0, 0, 0],
    "wages": [20000, 20000, 20800, 21600, 21600, 20800, 20000, 21600, 20800, 21600, 21600, 23200],
    "power": [6200, 6000, 7300, 8800, 9100, 7700, 6600, 6800, 7000, 7300, 6900, 6600],
    "rent": [0, 0, 0, 0, 0, 0, 0, 0, 0, 36000, 0, 0],
}
FEED_BAGS = {  # months พ.ค.-ต.ค. 2568, bags of 20 kg
    "บ่อ 1 ปลานิล": [28, 31, 34, 36, 38, 30],
    "บ่อ 2 ปลานิล": [30, 33, 36, 38, 22, 0],
    "บ่อ 3 ปลานิล": [26, 12, 0, 0, 9, 18],
    "บ่อ 4 ปลานิล": [8, 14, 19, 24, 27, 31],
    "บ่อ 5 ปลานิล (เช่า)": [22, 25, 28, 14, 8, 17],
    "บ่อ 6 (เช่า)": [18, 20, 9, 0, 0, 0],
    "กระชัง 1–12 ปลาทับทิม": [34, 20, 26, 38, 21, 44],
    "กระชัง 13–24 ปลาทับทิม": [41, 18, 37, 49, 63, 58],
}
FEED_MONTHS = ["พ.ค. 68", "มิ.ย. 68", "ก.ค. 68", "ส.ค. 68", "ก.ย. 68", "ต.ค. 68"]


def _sales_book(path: Path, year: str, nile_kg, nile_price, red_kg, red_price, costs) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายปลา บุญมาฟาร์มปลา ปี {year} (Fish sales {year})"])
    sales.append(["เดือน (Month)", "ปลานิล (กก.)", "ปลานิล (บาท)", "ปลาทับทิม (กก.)", "ปลาทับทิม (บาท)",
                  "รวม (Total, THB)"])
    rows = []
    for month, nk, npr, rk, rpr in zip(MONTHS, nile_kg, nile_price, red_kg, red_price):
        rows.append([f"{month} {year}", nk, nk * npr, rk, rk * rpr, nk * npr + rk * rpr])
    for row in rows:
        sales.append(row)
    sales.append(["รวมทั้งปี (Year total)"] + [sum(row[i] for row in rows) for i in range(1, 6)])
    for column in range(2, 7):
        money_format(sales, column)
    out = book.create_sheet("ค่าใช้จ่าย Expenses")
    out.append([f"ค่าใช้จ่ายฟาร์ม ปี {year} (Farm expenses {year})"])
    out.append(["เดือน (Month)", "ค่าอาหารปลา (Feed)", "ค่าลูกปลา (Fingerlings)", "ค่าแรง (Wages)",
                "ค่าไฟ/น้ำมันสูบน้ำ (Power, fuel)", "ค่าเช่าบ่อ (Pond rent)", "รวม (Total)"])
    keys = ("feed", "seed", "wages", "power", "rent")
    for i, month in enumerate(MONTHS[:len(costs["feed"])]):
        values = [costs[key][i] for key in keys]
        out.append([f"{month} {year}"] + values + [sum(values)])
    out.append(["รวมทั้งปี (Year total)"] + [sum(costs[key]) for key in keys]
               + [sum(sum(costs[key]) for key in keys)])
    for column in range(2, 8):
        money_format(out, column)
    book.save(path)


def _feed_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "อาหารปลา Feed bags"
    sheet.append(["อาหารปลาที่ใช้แยกบ่อ/กระชัง ปี 2568 (กระสอบ 20 กก.) - Feed used by pond, bags"])
    sheet.append(["บ่อ/กระชัง (Pond/cage)"] + FEED_MONTHS + ["รวม (Total)"])
    for name, bags in FEED_BAGS.items():
        sheet.append([name] + bags + [sum(bags)])
    totals = [sum(bags[i] for bags in FEED_BAGS.values()) for i in range(len(FEED_MONTHS))]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1642.30, "PEA"), ("ค่าน้ำประปา (Water)", 248, ""),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "WestLink"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3850, "รถกระบะ + มอไซค์"),
                  ("ประกันสุขภาพน้องต้น (Child health insurance)", 980, "ธนสินประกันชีวิต"),
                  ("ค่าขนมลูก 2 คน (Kids' pocket money)", 3000, ""), ("ค่ารถตู้โรงเรียน (School van)", 1800, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1718.65, "PEA"), ("ค่าน้ำประปา (Water)", 262, ""),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "WestLink"), ("ค่ากับข้าว (Food)", 10650, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4120, "รถกระบะ + มอไซค์"),
                  ("ประกันสุขภาพน้องต้น (Child health insurance)", 980, "ธนสินประกันชีวิต"),
                  ("ค่าขนมลูก 2 คน (Kids' pocket money)", 3000, ""), ("ค่ารถตู้โรงเรียน (School van)", 1800, ""),
                  ("ค่าชุดนักเรียนมายด์ (School uniform)", 1450, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1796.52, "PEA"), ("ค่าน้ำประปา (Water)", 255, ""),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "WestLink"), ("ค่ากับข้าว (Food)", 10980, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3960, "รถกระบะ + มอไซค์"),
                  ("ประกันสุขภาพน้องต้น (Child health insurance)", 980, "ธนสินประกันชีวิต"),
                  ("ค่าขนมลูก 2 คน (Kids' pocket money)", 3000, ""), ("ค่ารถตู้โรงเรียน (School van)", 1800, ""),
                  ("ค่ารถพาตาไปหาหมอ (Grandpa's hospital trip)", 600, "รพ.บ้านโป่ง")],
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


# ---------------------------------------------------------------- school fees
def _fees(school: str, pupil: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = [school, "ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568", pupil]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงินของโรงเรียน หรือโอนผ่านแอปธนาคารตาม QR code ในใบแจ้งนี้"]
    return top, table, bottom


FEES_MIND = _fees("โรงเรียนราชบุรีพัฒนศึกษา อ.บ้านโป่ง จ.ราชบุรี",
                  "ชื่อนักเรียน ด.ญ.ณิชาภัทร บุญมา  ชั้น ม.2/3  เลขประจำตัว 36120",
                  [("ค่าธรรมเนียมการเรียน", "14,500"), ("ค่าเรียนคอมพิวเตอร์", "1,200"),
                   ("ค่าค่ายวิทยาศาสตร์และกิจกรรม", "2,300"), ("ค่าประกันอุบัติเหตุ", "300")],
                  "18,300", "10 พฤศจิกายน 2568")
FEES_TON = _fees("โรงเรียนมารีย์วิทยาท่าผา อ.บ้านโป่ง จ.ราชบุรี",
                 "ชื่อนักเรียน ด.ช.ธนกฤต บุญมา  ชั้น ป.5/1  เลขประจำตัว 10874",
                 [("ค่าธรรมเนียมการเรียน", "12,000"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,800"),
                  ("ค่าหนังสือและแบบฝึกหัด", "1,650"), ("ค่าเรียนว่ายน้ำ", "1,200")],
                 "18,650", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Ban Pong Branch\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Boonma\n"
    "Address: 112 Moo 4, Tha Pha, Ban Pong, Ratchaburi 70110\n"
    "Customer no. 020044719362   (residence meter)\n"
    "Billing period: 12 Sep 2025 - 11 Oct 2025\n"
    "Meter reading: 30,418 -> 30,804   Units used: 386 kWh\n"
    "Energy charge 1,595.44  Ft 32.81  Service 38.22  VAT 7% 130.05\n"
    "AMOUNT DUE: 1,796.52 THB\n"
    "Due date: 28 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
WESTLINK_BILL = [
    "WESTLINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Arunee Boonma    Account: WL-7702-1934\n"
    "Package: Home Fibre 300/300 Mbps    499.00\n"
    "VAT 7%                              34.93\n"
    "TOTAL                              533.93 THB\n"
    "Due date: 20 Oct 2025. Pay by PromptPay QR or at Counter Service.",
]
INSURANCE_NOTICE = [
    "THANASIN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Ratchaburi Service Office, Khatha Phiban Road\n"
    "5 November 2025\n"
    "\n"
    "ANNUAL PREMIUM NOTICE\n"
    "Dear Mr. Prasert Boonma,\n"
    "Policy no. TL-883412   Plan: Whole Life 90 with Health Plus rider\n"
    "Insured: Mr. Prasert Boonma   Beneficiary: Mrs. Arunee Boonma\n"
    "\n"
    "Premium for policy year 2025/2026: 24,360 THB\n"
    "(life 15,800 THB, health rider 8,560 THB; last year 22,980 THB in total)\n"
    "The health rider premium rises with age band 45-49.\n"
    "Due date: 15 Dec 2025. Grace period 31 days.\n"
    "Premiums may be used for a personal income tax deduction.\n"
    "Agent: Khun Nuanchan 089-116-4470\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(k * p for k, p in zip(NILE_KG_2568, NILE_PRICE_2568)) + sum(
        k * p for k, p in zip(RED_KG_2568, RED_PRICE_2568))
    return [
        ("แผนบุญมาฟาร์มปลา ปี 2569", "Boonma Fish Farm - plan for 2026\nประเสริฐ และ อรุณี บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "เช่าบ่อลุงเฉลิมเพิ่ม 2 บ่อ (สัญญา 3 ปี)\n"
                         "ปัญหา: ค่าอาหารปลาขึ้น, ปลาในกระชังตายช่วงน้ำหลากเดือน ก.ย."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 4,500,000 บาท\nส่งร้านอาหาร/แพปลาประจำ 3 ราย\n"
                            "อัตรารอดปลาในกระชังไม่ต่ำกว่า 85%"),
        ("เพิ่มกระชัง", "เพิ่มกระชังจาก 24 เป็น 32 กระชัง\nกระชังใหม่ 8 ลูก งบ 96,000 บาท (ลูกละ 12,000 บาท)\n"
                        "ลงปลาชุดแรกเดือนกุมภาพันธ์ 2569"),
        ("เครื่องตีน้ำ", "ซื้อเครื่องตีน้ำ 2 แรง 4 เครื่อง สำหรับบ่อ 1, 3, 4, 5\n"
                         "งบประมาณ 62,000 บาท (ใบเสนอราคา AquaPro)"),
        ("ลดต้นทุนอาหาร", "สั่งอาหารรวมกับกลุ่มเลี้ยงปลากระชัง ให้เกิน 500 กระสอบต่อเดือน\n"
                          "ลดได้กระสอบละ 15 บาท"),
        ("แปรรูป", "ปลานิลแดดเดียวขายตลาดนัดวันเสาร์-อาทิตย์\nเป้า 60 แพ็กต่อสัปดาห์ แพ็กละ 120 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ฟาร์มปลา/แชท/แชทไลน์_เฮียชัย_ราชบุรีซีฟู้ด.txt": """[28/10/2568 16:02] พี่เสริฐ บุญมาฟาร์ม: เฮียครับ กระชัง 13-15 ปลาได้ไซซ์แล้ว จะจับวันที่ 15 พ.ย. นะครับ ประมาณ 2,000 โล
[28/10/2568 16:20] เฮียชัย ราชบุรีซีฟู้ด: รับทราบ 15 พ.ย. เช้านะ รถเข้าท่าน้ำตี 5
[5/11/2568 09:41] เฮียชัย ราชบุรีซีฟู้ด: เสริฐ ช่วงนี้ปลาจากพวกน้ำท่วมทางสิงห์บุรีเข้าตลาดเยอะ เกรด A รอบนี้เฮียให้ได้โลละ 78 นะ
[5/11/2568 10:15] พี่เสริฐ บุญมาฟาร์ม: โห เฮีย ในข้อตกลงเรา 82 นะครับ ค่าอาหารก็เพิ่งขึ้น 78 ผมไม่ไหวจริงๆ
[5/11/2568 18:30] เฮียชัย ราชบุรีซีฟู้ด: งั้นเจอกันครึ่งทาง เกรด A โลละ 80 บาท แต่รอบนี้เฮียขอ 2,500 โลเลย ลูกค้าภัตตาคารสั่งเพิ่ม
[5/11/2568 18:42] พี่เสริฐ บุญมาฟาร์ม: ตกลงครับ 80 บาท 2,500 โล ผมจับเพิ่มอีกกระชังนึง (13-16)
[5/11/2568 18:43] เฮียชัย ราชบุรีซีฟู้ด: โอเค 👍
[15/11/2568 07:55] พี่เสริฐ บุญมาฟาร์ม: ชั่งเสร็จแล้วครับเฮีย เกรด A ได้ 2,460 โล เกรด B อีก 85 โล ใบชั่งส่งในแชทนะครับ
[15/11/2568 08:10] เฮียชัย ราชบุรีซีฟู้ด: ได้ๆ A 2,460 x 80 = 196,800 B 85 x 70 = 5,950 รวม 202,750 โอนภายใน 7 วันตามข้อตกลง
""",
    "ฟาร์มปลา/แชท/แชทไลน์_ร้านเจ๊หงส์อาหารปลา.txt": """[8/9/2568 07:30] พี่นี บุญมาฟาร์ม: เจ๊หงส์คะ ลูกปลาลงบ่อ 3 กับบ่อ 5 วันที่ 12 ขออาหารลูกปลาเบอร์ 1 40 กระสอบค่ะ
[8/9/2568 07:45] เจ๊หงส์ อาหารสัตว์: ได้จ้ะ กระสอบละ 620 นะ ส่งวันที่ 11
[9/9/2568 20:10] พี่นี บุญมาฟาร์ม: เจ๊ ขอเพิ่มเป็น 50 กระสอบได้มั้ยคะ พี่เสริฐว่าลูกปลาเยอะ กลัวไม่พอ
[9/9/2568 20:25] เจ๊หงส์ อาหารสัตว์: ได้ 50 กระสอบ เจ๊ลดให้เหลือกระสอบละ 610 เพราะเอาเยอะ
[9/9/2568 20:27] พี่นี บุญมาฟาร์ม: ขอบคุณค่ะเจ๊ รวม 30,500 นะคะ โอนวันส่งของ
[11/9/2568 14:05] เจ๊หงส์ อาหารสัตว์: ส่งครบ 50 กระสอบแล้วนะ ลุงจำปีเซ็นรับแล้ว
[11/9/2568 14:30] พี่นี บุญมาฟาร์ม: โอนแล้วค่ะ 30,500 ส่งสลิปให้แล้วนะคะ
""",
    "ฟาร์มปลา/บัญชี/ค่าแรงคนงาน_ต.ค.68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | งาน | อัตรา | วันทำงาน | รวม |
|---|---|---|---|---|
| ลุงจำปี | ให้อาหารปลากระชัง/บ่อ | 380 บาท/วัน | 27 วัน | 10,260 บาท |
| อ่อง | คนงานประจำ (รายเดือน) | 11,000 บาท/เดือน | - | 11,000 บาท |
| บอย | ช่วยจับปลา/ลากอวน | 450 บาท/วัน | 6 วัน | 2,700 บาท |

รวมค่าแรง ต.ค. 23,960 บาท จ่ายแล้ว 31 ต.ค. 2568
อ่องเบิกล่วงหน้า 2,000 เมื่อ 15 ต.ค. หักแล้วในยอดที่จ่ายปลายเดือน (จ่ายจริง 9,000)
เดือนหน้าบอยมาช่วยวันจับปลาทับทิม 15 พ.ย.
""",
    "ฟาร์มปลา/บัญชี/สต็อกปลา_พ.ย.68.md": """# สต็อกปลาในบ่อ/กระชัง ณ 1 พฤศจิกายน 2568

| บ่อ/กระชัง | ชนิด | วันปล่อย | จำนวนปล่อย | ตายสะสม | คาดจับ |
|---|---|---|---|---|---|
| บ่อ 1 | ปลานิล | 3 มี.ค. 2568 | 20,000 ตัว | 1,800 ตัว | ธ.ค. 2568 (~10,000 กก.) |
| บ่อ 2 | - | จับหมดแล้ว ต.ค. | - | - | ตากบ่อ ใส่ปูนขาว |
| บ่อ 3 | ปลานิล | 12 ก.ย. 2568 | 25,000 ตัว | 600 ตัว | มี.ค. 2569 |
| บ่อ 4 | ปลานิล | 10 พ.ค. 2568 | 22,000 ตัว | 1,400 ตัว | ม.ค. 2569 |
| บ่อ 5 (เช่า) | ปลานิล | 12 ก.ย. 2568 | 25,000 ตัว | 900 ตัว | มี.ค. 2569 |
| บ่อ 6 (เช่า) | - | ว่าง | - | - | ลอกเลนก่อนลงปลา ม.ค. 2569 |
| กระชัง 1–12 | ปลาทับทิม | 12 ก.ย. 2568 | 18,000 ตัว | 1,150 ตัว | ม.ค.–ก.พ. 2569 |
| กระชัง 13–24 | ปลาทับทิม | 20 มิ.ย. 2568 | 18,000 ตัว | 2,300 ตัว | ทยอยจับ พ.ย.–ธ.ค. 2568 |

หมายเหตุ
- ปลาในกระชังตายเยอะช่วงน้ำหลากกลางเดือน ก.ย. (ออกซิเจนต่ำ น้ำขุ่น)
- รอบแรก 15 พ.ย. จับกระชัง 13–16 ส่งราชบุรีซีฟู้ด
""",
    "ฟาร์มปลา/บันทึก/ประชุมกลุ่มเลี้ยงปลากระชัง_ต.ค.68.md": """# บันทึกการประชุมกลุ่มผู้เลี้ยงปลากระชังลุ่มน้ำแม่กลอง ต.ท่าผา

วันที่ 18 ตุลาคม 2568 เวลา 14.00 น. ที่ศาลาวัดท่าผา
ผู้เข้าประชุม: สมาชิก 17 ราย จากทั้งหมด 21 ราย
ประธาน: นายบุญส่ง มีทรัพย์   เลขานุการ (ผู้จด): นางอรุณี บุญมา

## เรื่องที่ประชุม
1. น้ำหลากเดือน ก.ย. ปลาในกระชังตายรวมทั้งกลุ่มประมาณ 9 ตัน สมาชิกที่เสียหายยื่นขอช่วยเหลือกับประมงอำเภอภายใน 31 ต.ค.
2. ประมงอำเภอแจ้งว่าเขื่อนจะระบายน้ำเพิ่มอีกช่วงปลายเดือน ให้เตรียมเครื่องเป่าลมไว้
3. บริษัทอาหารปลาเสนอลดกระสอบละ 15 บาท ถ้ากลุ่มสั่งรวมกันเกิน 500 กระสอบต่อเดือน

## มติที่ประชุม
- ตกลงสั่งอาหารปลารวมกันทุกวันที่ 25 ของเดือน เริ่มเดือน ธ.ค. 2568 พี่เสริฐรวบรวมยอด
- เก็บค่าบำรุงกลุ่มคนละ 500 บาทต่อปี จ่ายภายใน ธ.ค.
- ซื้อเครื่องวัดออกซิเจนในน้ำใช้ร่วมกัน 1 เครื่อง งบ 8,500 บาท จากเงินกองกลาง
- ประชุมครั้งต่อไปวันที่ 20 ธันวาคม 2568
""",
    "ฟาร์มปลา/บันทึก/สูตรปลานิลแดดเดียว.md": """# ปลานิลแดดเดียว (สูตรพี่นี ขายตลาดนัดเสาร์-อาทิตย์)
- ปลานิลขนาด 3 ตัวโล 2 กก. ผ่าผีเสื้อ ล้างเลือดออกให้หมด
- เกลือป่น 2 ช้อนโต๊ะ
- ซีอิ๊วขาว 2 ช้อนโต๊ะ
- น้ำตาลทราย 1 ช้อนโต๊ะ
- กระเทียมพริกไทยตำ 1 ช้อนโต๊ะ
หมักทิ้งไว้ 2 ชั่วโมง ตากแดดจัด 5–6 ชั่วโมง กลับด้านครึ่งทาง
แพ็กถุงสุญญากาศ แพ็กละ 500 กรัม ขาย 120 บาท
""",
    "ฟาร์มปลา/Suppliers/email_GoldenWave_price_change_Nov2025.txt": FEED_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวบุญมา.txt": """[1/11/2568 19:02] แม่นี: มายด์ ต้น ใบแจ้งค่าเทอมได้มาแล้วนะ แม่จะโอนให้ก่อนวันที่ 10
[1/11/2568 19:05] มายด์: แม่คะ ค่ายวิทย์หนูอยู่ในใบนั้นแล้วนะคะ ไม่ต้องจ่ายแยก
[1/11/2568 19:20] พ่อเสริฐ: ตาต้องไปหาหมอ 19 พ.ย. นะ ใครว่างพาไป
[1/11/2568 19:22] แม่นี: วันนั้นแม่ไปเอง พ่อต้องอยู่ฟาร์ม
[3/11/2568 12:40] พ่อเสริฐ: ร้านซ่อมบอกค่าซ่อมมอไซค์มายด์ 2,800
[3/11/2568 17:15] พ่อเสริฐ: แก้ใหม่ ร้านบอกต้องเปลี่ยนโซ่สเตอร์ด้วย รวมเป็น 3,400
[3/11/2568 17:18] แม่นี: โอเค จ่ายไปเลย เดี๋ยวแม่ลงบัญชีบ้าน
[6/11/2568 20:05] ต้น: พ่อ วันเสาร์ไปช่วยขายปลาแดดเดียวได้มั้ย
[6/11/2568 20:07] พ่อเสริฐ: ได้ แต่ทำการบ้านให้เสร็จก่อน
""",
    "บ้าน/บันทึกสุขภาพตา.md": """# สุขภาพตาสมบูรณ์ (พ่อพี่เสริฐ อายุ 76)
- โรคไตเรื้อรังระยะ 3 + ความดันโลหิตสูง รักษาที่ รพ.บ้านโป่ง ใช้สิทธิ์บัตรทอง
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 08.30 น. เจาะเลือดดูค่าไต งดน้ำงดอาหาร 8 ชั่วโมง
- ยาความดัน amlodipine 5 mg เช้าละ 1 เม็ด
- หมอให้ลดเค็ม ห้ามกินปลาร้า/ปลาเค็ม (รวมปลาแดดเดียวด้วย!)
- ความดันวัดที่บ้าน ต.ค. เฉลี่ย 138/84
""",
}
TODO = {"todo.md": """- โอนค่าเทอมมายด์ ก่อน 10 พ.ย. ค่าเทอมต้น ก่อน 14 พ.ย.
- จับปลาทับทิมส่งเฮียชัย 15 พ.ย. (บอกบอยมาช่วย)
- พาตาไปหาหมอ 19 พ.ย.
- สั่งอาหารปลาก่อนราคาขึ้น 1 ธ.ค.
- ตัดสินใจเรื่องเครื่องตีน้ำ (ใบเสนอราคาหมด 21 พ.ย.)
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ฟาร์มปลา"
    contracts, quotes, papers = farm / "สัญญา", farm / "ใบเสนอราคา", farm / "เอกสาร"
    suppliers, books = farm / "Suppliers", farm / "บัญชี"
    home = docs / "บ้าน"
    for folder in (contracts, quotes, papers, suppliers, books, farm / "บันทึก", farm / "แชท",
                   home / "Bills", home / "ประกัน", home / "ค่าเทอมลูก"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญาเช่าบ่อ_ลุงเฉลิม_ร่าง.docx", LEASE_DRAFT, headings=LEASE_DRAFT_HEADINGS)
    write_docx(contracts / "สัญญาเช่าบ่อ_ลุงเฉลิม_ฉบับจริง.docx", LEASE_FINAL, headings=LEASE_FINAL_HEADINGS,
               bottom=LEASE_FINAL_BOTTOM)
    write_docx(contracts / "ข้อตกลงรับซื้อปลาทับทิม_ราชบุรีซีฟู้ด_2568.docx", BUYER_TOP, BUYER_TABLE,
               headings=BUYER_HEADINGS, bottom=BUYER_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาปลา_ร้านครัวริมน้ำ.docx", RIMNAM_TOP, RIMNAM_TABLE, bottom=RIMNAM_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาปลา_แพปลาเจ๊ติ๋ม.docx", JAETIM_TOP, JAETIM_TABLE, bottom=JAETIM_BOTTOM)
    write_docx(papers / "หนังสืออบต_ค่าธรรมเนียมกระชัง_2569.docx", OBT_NOTICE, OBT_TABLE, bottom=OBT_BOTTOM)
    make_pdf(suppliers / "MaeKlongHatchery_pricelist_2025.pdf", HATCHERY_PRICES_2025)
    write_docx(suppliers / "ราคาลูกปลา_แม่กลองฮัทเชอรี่_2567.docx", HATCHERY_PRICES_2567,
               HATCHERY_PRICES_2567_TABLE, bottom=HATCHERY_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "MaeKlongHatchery_invoice_Sep2025.pdf", HATCHERY_INVOICE)
    make_pdf(suppliers / "GoldenWaveFeed_invoice_Oct2025.pdf", FEED_INVOICE)
    make_pdf(suppliers / "AquaPro_aerator_quotation.pdf", AERATOR_QUOTE)
    _sales_book(books / "ยอดขายปลา_2568.xlsx", "2568", NILE_KG_2568, NILE_PRICE_2568, RED_KG_2568,
                RED_PRICE_2568, COSTS_2568)
    _sales_book(books / "ยอดขายปลา_2567.xlsx", "2567", NILE_KG_2567, NILE_PRICE_2567, RED_KG_2567,
                RED_PRICE_2567, COSTS_2567)
    _feed_book(books / "อาหารปลาแยกบ่อ_2568.xlsx")
    write_slides(farm / "แผนฟาร์มปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "WestLink_internet_Oct2025.pdf", WESTLINK_BILL)
    make_pdf(home / "ประกัน" / "ThanasinLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ค่าเทอมลูก" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_MIND[0], FEES_MIND[1],
               bottom=FEES_MIND[2])
    write_docx(home / "ค่าเทอมลูก" / "ค่าเทอม_ต้น_เทอม2-2568.docx", FEES_TON[0], FEES_TON[1], bottom=FEES_TON[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """The couple's to-do list, already in the workspect."""
    write_texts(workspect, TODO)
