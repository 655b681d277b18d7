"""The cassava folder: the papers of a Kanchanaburi cassava farmer and his household, written by code.

The farmer is นายประเสริฐ ทองคำ (พี่เสริฐ). He grows cassava as "ไร่มันทองคำ" at บ้านหนองกร่าง ต.หนองกุ่ม
อ.บ่อพลอย จ.กาญจนบุรี (78 ไร่ of his own plus 25 ไร่ leased from ลุงสมหมาย) and sells the fresh roots to the
starch factory บริษัท กาญจนาสตาร์ช จำกัด (Kanchana Starch Co., Ltd.) at ท่าม่วง, supplier code KS-0417. His
wife สายใจ keeps the books, his daughter มุก (ด.ญ.มุกดา) is in ม.2, his father พ่อเฉลิม lives with them.
It is late November 2568 (2025).

Documents/ไร่มัน/ (the farm)
- ใบเสนอราคา/ใบเสนอราคาปุ๋ย_สหกรณ์บ่อพลอย.docx: fertiliser quote from สหกรณ์การเกษตรบ่อพลอย (15-15-15 at
  1,050 a sack, total 70,200, free delivery, 90 days credit for members).
- ใบเสนอราคา/ใบเสนอราคาปุ๋ย_ร้านเจริญผล.docx: a similar quote from ร้านเจริญผลเกษตรภัณฑ์ (15-15-15 at 1,020,
  urea dearer, delivery 600, total 69,900, cash).
- ใบเสนอราคา/AquaGrow_drip_quotation_Nov2025.pdf: English quotation for drip irrigation on 20 rai, 186,400.
- สัญญา/สัญญาเช่าที่ดิน_ลุงสมหมาย_ร่าง.docx: the draft land lease, 25 ไร่ at 1,200 a rai, 30,000 a year.
- สัญญา/สัญญาเช่าที่ดิน_ลุงสมหมาย_ฉบับจริง.docx: the signed lease, 28 ไร่ after re-survey, 1,100 a rai,
  30,800 a year, 1 ม.ค. 2569 - 31 ธ.ค. 2571, deposit 5,000.
- โรงแป้ง/ประกาศราคามัน_กาญจนาสตาร์ช_ต.ค.68.docx: the factory's Thai price notice from 1 ต.ค. 2568
  (25% starch 2.45 บาท/กก., 0.06 per 1%).
- โรงแป้ง/KanchanaStarch_price_notice_10Nov2025.pdf: the same factory in English, new price from 10 November
  2025 (25% starch 2.30 THB/kg).
- โรงแป้ง/KanchanaStarch_delivery_statement_Nov2025.pdf: weigh tickets 3, 7, 12, 18 Nov 2025 (81,700 kg,
  196,170.80; the 12 Nov load at 2.37).
- โรงแป้ง/email_KanchanaStarch_season_2025-26.txt: English email, season opening, quota 650 tonnes, queue rules.
- โรงแป้ง/แชทไลน์_คุณวิทยา_โรงแป้ง.txt: LINE chat with the factory's field officer (queue, dirt deduction).
- บัญชี/บัญชีไร่มัน_2568.xlsx: this year's book, three sheets (root sales by month; costs by month; plots).
- บัญชี/บัญชีไร่มัน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงขุดมัน_พ.ย.68.md: the November harvest crew, 200 a tonne, 16,340.
- ปุ๋ยยา/SiamAgro_invoice_SA-68-2291.pdf: English invoice for herbicides and a sprayer, 13,230.00, due 20 Nov 2025.
- ปุ๋ยยา/email_SiamAgro_Nov2025.txt: English reminder of that invoice; glufosinate 980 -> 1,050 from 1 Dec.
- แชท/แชทไลน์_พี่แดง_ท่อนพันธุ์.txt: LINE chat buying stem cuttings; 300 มัด of ระยอง 72 at 30 becomes 250 then
  280 มัด of clean เกษตรศาสตร์ 50 at 38, 10,640 in all.
- ธนาคาร/MaeKlongBank_loan_instalment_notice_2025.pdf: English notice from Mae Klong Rural Bank, tractor loan,
  instalment 163,800.00 due 30 Nov 2025, 6.50% a year.
- แผนไร่มันปี2569.pptx: slides, next year's plan (106 ไร่, 4.5 ตัน/ไร่, drip 20 ไร่ budget 180,000).
- บันทึกโรคใบด่าง_ต.ค.68.md: notes on cassava mosaic disease found in แปลงหนองกร่าง.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf and Bills/WestLink_internet_Oct2025.pdf: English bills (1,764.46; 533.93).
- ประกัน/Erawan_motor_renewal_2025.pdf: English renewal notice for the pickup (16,480, pay by 5 Dec 2025).
- ค่าเทอมมุก/ค่าเทอม_มุก_เทอม1-2568.docx and ค่าเทอม_มุก_เทอม2-2568.docx: school fee notices (15,850; 16,100).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); มุก's health insurance
  is paid to เอราวัณประกันภัย (Erawan Insurance in the English letter).
- แชทไลน์_บ้านทองคำ.txt: the family's LINE group (a fridge for พ่อ: 12,900 first, 10,990 in the end).
- รายชื่อทำบุญกฐิน_วัดหนองกุ่ม.txt and สูตรแกงป่าไก่บ้าน.md: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- fertiliser quotes
COOP_QUOTE = [
    "สหกรณ์การเกษตรบ่อพลอย จำกัด",
    "99 หมู่ 1 ต.บ่อพลอย อ.บ่อพลอย จ.กาญจนบุรี โทร 034-581-220",
    "ใบเสนอราคา เลขที่ สก.บพ. 0451/2568  วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณประเสริฐ ทองคำ (สมาชิกเลขที่ 2187)",
    "เรื่อง ปุ๋ยเคมีสำหรับมันสำปะหลัง ฤดูปลูก 2569",
]
COOP_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกระสอบ 50 กก. (บาท)", "รวม (บาท)"),
    ("ปุ๋ยสูตร 15-15-15 ตรารวงทอง", "40 กระสอบ", "1,050", "42,000"),
    ("ปุ๋ยยูเรีย 46-0-0", "20 กระสอบ", "820", "16,400"),
    ("ปุ๋ยสูตร 0-0-60", "10 กระสอบ", "1,180", "11,800"),
    ("รวมทั้งสิ้น", "70 กระสอบ", "", "70,200"),
]
COOP_BOTTOM = [
    "รวมทั้งสิ้น 70,200 บาท ส่งฟรีถึงไร่ ภายใน 7 วันหลังสั่ง",
    "สมาชิกซื้อเชื่อได้ 90 วัน ดอกเบี้ยร้อยละ 6 ต่อปี หรือจ่ายเงินสดลดเพิ่มอีกร้อยละ 2",
    "ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ นางวันเพ็ญ ใจมั่น ฝ่ายธุรกิจซื้อ",
]
SHOP_QUOTE = [
    "ร้านเจริญผลเกษตรภัณฑ์",
    "ตลาดบ่อพลอย ถนนแสงชูโต อ.บ่อพลอย จ.กาญจนบุรี โทร 081-944-3170 (เฮียเจริญ)",
    "ใบเสนอราคา  วันที่ 12 พฤศจิกายน 2568",
    "ลูกค้า: พี่เสริฐ ไร่มันทองคำ หนองกร่าง",
]
SHOP_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อกระสอบ (บาท)", "เป็นเงิน (บาท)"),
    ("ปุ๋ย 15-15-15 ตรารวงทอง", "40 กระสอบ", "1,020", "40,800"),
    ("ปุ๋ยยูเรีย 46-0-0", "20 กระสอบ", "850", "17,000"),
    ("ปุ๋ย 0-0-60", "10 กระสอบ", "1,150", "11,500"),
    ("ค่าขนส่งถึงไร่", "1 เที่ยว", "600", "600"),
    ("รวม", "", "", "69,900"),
]
SHOP_BOTTOM = [
    "รวมทั้งหมด 69,900 บาท จ่ายเงินสดหรือโอนวันส่งของ",
    "ถ้าเอาเกิน 100 กระสอบ ส่งฟรี",
    "ของมีพร้อมส่ง ราคาอาจเปลี่ยนตามโรงงานหลังวันที่ 30 พ.ย.",
]

# ---------------------------------------------------------------- land lease: draft and final
LEASE_HEAD = [
    "สัญญาเช่าที่ดินเพื่อเกษตรกรรม",
    "ระหว่าง นายสมหมาย แก้วประเสริฐ (ผู้ให้เช่า) บ้านเลขที่ 45 หมู่ 4 ต.หนองกุ่ม อ.บ่อพลอย จ.กาญจนบุรี",
    "กับ นายประเสริฐ ทองคำ (ผู้เช่า) บ้านเลขที่ 112 หมู่ 4 ต.หนองกุ่ม อ.บ่อพลอย จ.กาญจนบุรี",
]
LEASE_DRAFT = ["(ร่าง) ยังไม่ได้เซ็น"] + LEASE_HEAD + ["ทำที่ บ้านผู้ให้เช่า วันที่ ...... พฤศจิกายน 2568"]
LEASE_DRAFT_HEADINGS = [
    ("ข้อ 1 ที่ดินที่เช่า", "ที่ดินโฉนดเลขที่ 18274 ต.หนองกุ่ม อ.บ่อพลอย เนื้อที่ประมาณ 25 ไร่ ใช้ปลูกมันสำปะหลัง"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571"),
    ("ข้อ 3 ค่าเช่า", "ไร่ละ 1,200 บาทต่อปี รวมปีละ 30,000 บาท ชำระภายในวันที่ 15 มกราคม ของทุกปี"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 10,000 บาท"),
]
LEASE_DRAFT_BOTTOM = ["หมายเหตุ: ร่างนี้ยังไม่เซ็น ลุงขอรังวัดใหม่ก่อน น่าจะเกิน 25 ไร่ ค่าเช่าต่อไร่คุยกันอีกที"]
LEASE_FINAL = LEASE_HEAD + ["ทำที่ บ้านผู้ให้เช่า วันที่ 20 พฤศจิกายน 2568"]
LEASE_FINAL_HEADINGS = [
    ("ข้อ 1 ที่ดินที่เช่า", "ที่ดินโฉนดเลขที่ 18274 ต.หนองกุ่ม อ.บ่อพลอย เนื้อที่ 28 ไร่ "
                          "(ตามการรังวัดของสำนักงานที่ดิน วันที่ 3 พฤศจิกายน 2568) ใช้ปลูกมันสำปะหลัง"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2569 ถึงวันที่ 31 ธันวาคม 2571"),
    ("ข้อ 3 ค่าเช่า", "ไร่ละ 1,100 บาทต่อปี รวมปีละ 30,800 บาท\n"
                     "ค่าเช่าปีแรก (2569) ชำระในวันทำสัญญา ปีต่อไปชำระภายในวันที่ 15 มกราคม ของทุกปี"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 5,000 บาท ผู้ให้เช่าคืนให้เมื่อครบสัญญาและส่งมอบที่ดินคืน"),
    ("ข้อ 5 การดูแลที่ดิน", "ผู้เช่าห้ามเผาตอซัง ห้ามขุดบ่อหรือปลูกไม้ยืนต้นโดยไม่ได้รับอนุญาต\n"
                           "หากพบโรคใบด่างมันสำปะหลัง ผู้เช่าต้องถอนทำลายและแจ้งเกษตรอำเภอ"),
    ("ข้อ 6 การเลิกสัญญา", "ฝ่ายใดจะเลิกสัญญาต้องแจ้งล่วงหน้าไม่น้อยกว่า 6 เดือน และให้ผู้เช่าขุดมันที่ปลูกไว้ให้เสร็จก่อน"),
]
LEASE_FINAL_BOTTOM = [
    "ผู้ให้เช่าได้รับค่าเช่าปี 2569 จำนวน 30,800 บาท และเงินประกัน 5,000 บาท ครบถ้วนแล้วในวันทำสัญญา",
    "ลงชื่อ สมหมาย แก้วประเสริฐ ผู้ให้เช่า",
    "ลงชื่อ ประเสริฐ ทองคำ ผู้เช่า",
    "ลงชื่อ สายใจ ทองคำ พยาน    ลงชื่อ บุญส่ง มีชัย (ผู้ใหญ่บ้าน หมู่ 4) พยาน",
]

# ---------------------------------------------------------------- starch factory
OCT_NOTICE = [
    "บริษัท กาญจนาสตาร์ช จำกัด",
    "เลขที่ 219 หมู่ 7 ถนนแสงชูโต ต.ม่วงชุม อ.ท่าม่วง จ.กาญจนบุรี 71110",
    "ประกาศ ที่ กส. 031/2568",
    "เรื่อง ราคารับซื้อหัวมันสำปะหลังสด ตั้งแต่วันที่ 1 ตุลาคม 2568 จนกว่าจะมีประกาศเปลี่ยนแปลง",
    "ราคาฐานที่เชื้อแป้ง 25% กิโลกรัมละ 2.45 บาท เชื้อแป้งเพิ่มหรือลดทุก 1% บวกหรือลบกิโลกรัมละ 0.06 บาท",
]
OCT_TABLE = [
    ("เชื้อแป้ง (%)", "ราคา (บาท/กก.)"),
    ("22", "2.27"), ("23", "2.33"), ("24", "2.39"), ("25", "2.45"), ("26", "2.51"), ("27", "2.57"), ("28", "2.63"),
]
OCT_BOTTOM = [
    "หักดินทรายและเหง้าตามที่ตรวจจริง ขั้นต่ำ 2% ของน้ำหนัก",
    "เปิดรับซื้อทุกวัน เวลา 06.00 - 18.00 น. จองคิวผ่าน LINE OA @kanchanastarch",
    "ชำระเงินโอนเข้าบัญชีเกษตรกรภายใน 3 วันทำการหลังชั่ง",
    "ประกาศ ณ วันที่ 28 กันยายน 2568  ฝ่ายจัดซื้อวัตถุดิบ",
]
NOV_NOTICE = [
    "KANCHANA STARCH CO., LTD.\n"
    "219 Moo 7, Saeng Chuto Road, Muang Chum, Tha Muang, Kanchanaburi 71110\n"
    "Tel. 034-611-905   LINE OA: @kanchanastarch\n"
    "\n"
    "NOTICE No. KS-PN-2025/11\n"
    "FRESH CASSAVA ROOT PURCHASE PRICE - effective 10 November 2025\n"
    "\n"
    "Following lower export prices for native starch, the purchase price changes as follows:\n"
    "Base price at 25% starch content: 2.30 THB/kg (previous notice: 2.45 THB/kg)\n"
    "Each 1% starch above or below 25%: plus or minus 0.06 THB/kg\n"
    "\n"
    "Starch 22% ..... 2.12 THB/kg\n"
    "Starch 23% ..... 2.18 THB/kg\n"
    "Starch 24% ..... 2.24 THB/kg\n"
    "Starch 25% ..... 2.30 THB/kg\n"
    "Starch 26% ..... 2.36 THB/kg\n"
    "Starch 27% ..... 2.42 THB/kg\n"
    "Starch 28% ..... 2.48 THB/kg\n"
    "\n"
    "Dirt, sand and stumps are deducted as measured, minimum 2%.\n"
    "Roots must be delivered within 48 hours of harvest. Roots older than 3 days may be refused.\n"
    "Receiving hours: 06:00 - 18:00 every day. Payment by transfer within 3 working days.\n"
    "Raw Material Purchasing Department",
]
TICKETS = [  # date, ticket, gross kg, net kg, starch %, price, amount
    ("3 Nov 2025", "68-11-0153", 19_010, 18_420, 24.5, 2.42),
    ("7 Nov 2025", "68-11-0388", 21_720, 21_060, 25.8, 2.50),
    ("12 Nov 2025", "68-11-0641", 20_510, 19_880, 26.2, 2.37),
    ("18 Nov 2025", "68-11-0957", 23_050, 22_340, 25.4, 2.32),
]


def _statement() -> list[str]:
    lines = []
    for date, ticket, gross, net, starch, price in TICKETS:
        lines.append(f"{date}  {ticket}  {gross:,}  {net:,}  {starch}%  {price:.2f}  {net * price:,.2f}")
    weight = sum(t[3] for t in TICKETS)
    amount = sum(round(t[3] * t[5], 2) for t in TICKETS)
    return [
        "KANCHANA STARCH CO., LTD. - Tha Muang, Kanchanaburi\n"
        "SUPPLIER STATEMENT OF DELIVERIES - November 2025 (1 - 20 Nov)\n"
        "Supplier: Mr. Prasert Thongkham (Rai Man Thongkham)   Supplier code: KS-0417\n"
        "Bank: Mae Klong Rural Bank, Bo Phloi branch, a/c 301-2-44718-6\n"
        "\n"
        "Date  Ticket no.  Gross kg  Net kg (after dirt)  Starch  THB/kg  Amount THB\n"
        + "\n".join(lines) + "\n"
        "\n"
        "Prices up to 9 Nov: notice of 1 Oct 2025 (2.45 at 25%). From 10 Nov: notice KS-PN-2025/11 (2.30 at 25%).\n"
        f"TOTAL NET WEIGHT: {weight:,} kg   TOTAL AMOUNT: {amount:,.2f} THB\n"
        "All amounts transferred. Season quota used: 81.7 of 650 tonnes.",
    ]


FACTORY_EMAIL = """From: Raw Material Purchasing <purchasing@kanchanastarch.co.th>
To: prasert.thongkham@gmail.com
Date: Tue, 28 Oct 2025 10:05
Subject: Harvest season 2025/26 - opening, quota and queue booking (supplier KS-0417)

Dear Khun Prasert,

Kanchana Starch will open for the 2025/26 harvest season on 1 November 2025.

- Your season quota (supplier KS-0417): 650 tonnes of fresh roots, 1 November 2025 - 30 April 2026.
- Book a queue at least one day ahead through LINE OA @kanchanastarch. Up to 2 truckloads per day per supplier.
- Trucks without a queue number will wait after booked trucks.
- Starch content is tested on every load. Dirt deduction is minimum 2%.
- The price notice of 1 October 2025 stays in force until a new notice is issued.

Please contact our field officer, Khun Witthaya (089-207-6614), about queues or problems at the weighbridge.

Best regards,
Raw Material Purchasing Department
Kanchana Starch Co., Ltd.
"""
OFFICER_CHAT = """[31 ต.ค. 68 17:20] ประเสริฐ: คุณวิทยาครับ วันที่ 3 ขอคิวรถ 1 คันครับ มันแปลงหนองกร่างฝั่งห้วย
[31 ต.ค. 68 17:34] วิทยา กาญจนาสตาร์ช: ได้ครับพี่เสริฐ คิวที่ 14 เข้าได้ตั้งแต่ 7 โมงครับ
[3 พ.ย. 68 13:02] ประเสริฐ: ทำไมหักดินตั้ง 3% ครับ มันผมเคาะดินแล้วนะ
[3 พ.ย. 68 13:15] วิทยา กาญจนาสตาร์ช: รอบนี้ฝนตกก่อนขุดครับพี่ ดินติดเยอะ ลองตากให้แห้งสักครึ่งวันก่อนขึ้นรถครับ
[6 พ.ย. 68 16:48] วิทยา กาญจนาสตาร์ช: แจ้งพี่ๆ ชาวไร่ครับ วันที่ 10 พ.ย. ราคาจะปรับลง ประกาศจะออกพรุ่งนี้ครับ
[6 พ.ย. 68 16:55] ประเสริฐ: ลงเท่าไหร่ครับ
[6 พ.ย. 68 17:01] วิทยา กาญจนาสตาร์ช: เห็นว่าแป้ง 25 เหลือ 2.35 ครับพี่ ยังไม่ชัวร์
[7 พ.ย. 68 09:30] วิทยา กาญจนาสตาร์ช: ประกาศออกแล้วครับ แป้ง 25% เหลือ 2.30 ครับ ลงมา 15 สตางค์ ส่งไฟล์ให้ในอีเมลนะครับ
[7 พ.ย. 68 09:41] ประเสริฐ: โห ลงเยอะ งั้นวันนี้ขอเพิ่มอีกคันได้มั้ยครับ ก่อนราคาลง
[7 พ.ย. 68 09:50] วิทยา กาญจนาสตาร์ช: วันนี้เต็มแล้วครับพี่ ได้คิวเดียว ขอโทษครับ
[16 พ.ย. 68 18:22] ประเสริฐ: วันที่ 18 ขอคิว 1 คันครับ แปลงเดิม
[16 พ.ย. 68 18:30] วิทยา กาญจนาสตาร์ช: คิวที่ 9 ครับ
"""

# ---------------------------------------------------------------- inputs: herbicide, stems
SIAMAGRO_INVOICE = [
    "SIAM AGRO SUPPLY CO., LTD.\n"
    "Fertilisers - crop protection - farm tools\n"
    "58/3 Saeng Chuto Road, Tha Maka, Kanchanaburi 71120   Tel. 034-543-118\n"
    "\n"
    "TAX INVOICE / INVOICE No. SA-68-2291\n"
    "Date: 21 Oct 2025          Payment terms: 30 days          Due date: 20 Nov 2025\n"
    "Customer: Mr. Prasert Thongkham, 112 Moo 4, Nong Kum, Bo Phloi, Kanchanaburi\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    "Diuron 80% WP, 1 kg bag                12 bags    420.00        5,040.00\n"
    "Glufosinate-ammonium 15% SL, 4 L       6 cans     980.00        5,880.00\n"
    "Battery knapsack sprayer 16 L          1 unit     2,310.00      2,310.00\n"
    "\n"
    "TOTAL (VAT included): 13,230.00 THB\n"
    "Please transfer to Bangkok Bank, Tha Maka branch, a/c 512-7-03349-1, Siam Agro Supply Co., Ltd.",
]
SIAMAGRO_EMAIL = """From: Nattaya K. <sales@siamagrosupply.co.th>
To: prasert.thongkham@gmail.com
Date: Mon, 17 Nov 2025 14:22
Subject: Reminder - invoice SA-68-2291 and new price of glufosinate

Dear Khun Prasert,

This is a friendly reminder that invoice SA-68-2291 dated 21 Oct 2025 (13,230.00 THB) is due on 20 Nov 2025.
If you have already paid, please send us the transfer slip and ignore this message.

Please also note that from 1 December 2025 the price of Glufosinate-ammonium 15% SL (4 L) will go up from
980 THB to 1,050 THB per can because of higher import costs. Orders placed before 30 Nov keep the old price.

We now also stock cassava stake treatment (thiamethoxam) for mealybug, 1 kg at 1,380 THB.

Kind regards,
Nattaya Kaewkla
Sales, Siam Agro Supply Co., Ltd.
"""
STEM_CHAT = """[2 พ.ย. 68 19:05] พี่แดง ท่อนพันธุ์: เสริฐ ปีนี้เอาท่อนพันธุ์กี่มัด ระยอง 72 มัดละ 30 นะ มัดละ 100 ลำ
[2 พ.ย. 68 19:12] ประเสริฐ: เอา 300 มัดครับพี่ ปลูกแปลงลุงสมหมาย
[2 พ.ย. 68 19:13] พี่แดง ท่อนพันธุ์: โอเค 300 มัด 9,000 บาท ส่งให้ปลายเดือน
[9 พ.ย. 68 08:40] ประเสริฐ: พี่แดงครับ เกษตรอำเภอบอกแถวหนองกุ่มใบด่างระบาด ขอเปลี่ยนเป็นท่อนสะอาดที่มีใบรับรองได้มั้ยครับ
[9 พ.ย. 68 09:02] พี่แดง ท่อนพันธุ์: มีเกษตรศาสตร์ 50 จากแปลงที่เกษตรตรวจแล้ว แต่แพงกว่านะ มัดละ 38 และมีให้แค่ 250 มัด
[9 พ.ย. 68 09:15] ประเสริฐ: เอาครับ 250 มัด ยกเลิกระยอง 72 นะครับ
[9 พ.ย. 68 09:16] พี่แดง ท่อนพันธุ์: ได้ 250 มัด x 38 = 9,500 บาท
[15 พ.ย. 68 20:31] ประเสริฐ: พี่ครับ ลุงสมหมายรังวัดแล้วได้ 28 ไร่ ขอเพิ่มอีก 30 มัดได้มั้ยครับ
[15 พ.ย. 68 20:45] พี่แดง ท่อนพันธุ์: ได้ มีเหลือพอดี งั้นรวมเป็น 280 มัด 10,640 บาทนะ
[15 พ.ย. 68 20:47] ประเสริฐ: โอเคครับ 280 มัด 10,640 โอนมัดจำให้ 3,000 ก่อนนะครับ ที่เหลือจ่ายวันส่งของ
[15 พ.ย. 68 20:50] พี่แดง ท่อนพันธุ์: ได้รับแล้ว ส่งวันที่ 24 พ.ย. ตอนเช้า
"""

# ---------------------------------------------------------------- bank, irrigation quote
LOAN_NOTICE = [
    "MAE KLONG RURAL BANK PUBLIC COMPANY LIMITED\n"
    "Bo Phloi Branch, 14 Saeng Chuto Road, Bo Phloi, Kanchanaburi 71160   Tel. 034-581-402\n"
    "\n"
    "5 November 2025\n"
    "\n"
    "ANNUAL INSTALMENT NOTICE - AGRICULTURAL MACHINERY LOAN\n"
    "Dear Mr. Prasert Thongkham,\n"
    "\n"
    "Loan no.: MKR-BPL-2566-0178\n"
    "Purpose: purchase of Kubota L5018 tractor with 3-disc plough\n"
    "Original amount: 650,000.00 THB, drawn 1 Dec 2023, term 5 years, annual instalments\n"
    "Interest rate: 6.50% per year (fixed)\n"
    "Outstanding principal as at 31 Oct 2025: 520,000.00 THB\n"
    "\n"
    "Instalment due on 30 Nov 2025:\n"
    "  Principal        130,000.00 THB\n"
    "  Interest          33,800.00 THB\n"
    "  TOTAL DUE        163,800.00 THB\n"
    "\n"
    "Please pay at any branch or by transfer to loan account 301-9-00178-5 on or before 30 Nov 2025.\n"
    "Late payment carries an extra 3.00% per year on the overdue amount.\n"
    "Customers who pay on time keep the 0.25% good-payer discount on next year's rate.\n"
    "\n"
    "Credit Officer: Khun Anucha Boonrod\n"
    "Mae Klong Rural Bank PCL",
]
DRIP_QUOTE = [
    "AQUAGROW IRRIGATION (THAILAND) CO., LTD.\n"
    "Drip and sprinkler systems for field crops - Ban Pong, Ratchaburi   Tel. 032-368-771\n"
    "\n"
    "QUOTATION No. AG-QT-25-118        Date: 14 Nov 2025\n"
    "To: Mr. Prasert Thongkham, Rai Man Thongkham, Nong Kum, Bo Phloi, Kanchanaburi\n"
    "Project: drip irrigation for cassava, 20 rai (home plot)\n"
    "\n"
    "Solar pump set 2 HP with 6 panels and controller ......... 78,500.00\n"
    "Disc filter 2 inch and fertiliser injector ................ 9,800.00\n"
    "PE main pipe 63 mm, 400 m ................................. 22,400.00\n"
    "Drip tape 16 mm, emitter every 30 cm, 32 rolls ............ 57,600.00\n"
    "Fittings, valves, end caps ................................. 6,300.00\n"
    "Installation and training ................................. 11,800.00\n"
    "\n"
    "TOTAL: 186,400.00 THB including VAT 7%\n"
    "Payment: 50% on order, 50% after installation. Installation within 15 days of the order.\n"
    "Warranty: pump 2 years, solar panels 10 years. Drip tape lasts about 2 seasons.\n"
    "This quotation is valid for 45 days.\n"
    "Sales engineer: Khun Thanakorn 085-772-0193",
]

# ---------------------------------------------------------------- books
SALES_2568 = {  # month: (net kg, avg starch %, avg THB/kg); November from the statement
    "ม.ค.": (96_540, 27.1, 2.95), "ก.พ.": (112_380, 26.4, 2.80), "มี.ค.": (88_920, 25.6, 2.65),
    "เม.ย.": (41_260, 24.8, 2.55),
}
SALES_2567 = {
    "ม.ค.": (88_200, 26.8, 3.35), "ก.พ.": (104_650, 26.1, 3.40), "มี.ค.": (92_300, 25.2, 3.25),
    "เม.ย.": (35_480, 24.6, 3.10), "ธ.ค.": (45_900, 25.9, 3.05),
}
COST_HEADERS = ["เดือน (Month)", "ค่าปุ๋ย (Fertiliser)", "ยาคุมหญ้า (Herbicide)", "ค่าแรง (Labour)",
                "ค่าไถ/น้ำมัน (Tractor, diesel)", "ค่าขนส่งมัน (Hauling)", "ค่าเช่าที่ (Land rent)", "รวม (Total)"]
COSTS_2568 = [
    (0, 0, 19_308, 3_200, 24_135, 25_000), (0, 0, 22_476, 3_600, 28_095, 0), (0, 0, 17_784, 2_900, 22_230, 0),
    (0, 0, 8_252, 18_500, 10_315, 0), (42_600, 5_400, 14_800, 12_600, 0, 0), (0, 6_250, 9_600, 2_100, 0, 0),
    (35_800, 0, 7_200, 1_800, 0, 0), (0, 4_860, 8_400, 1_500, 0, 0), (0, 0, 6_000, 1_200, 0, 0),
    (0, 13_230, 5_400, 1_600, 0, 0), (0, 0, 16_340, 3_900, 20_425, 0),
]
COSTS_2567 = [
    (0, 0, 15_880, 2_800, 19_400, 25_000), (0, 0, 18_840, 3_300, 23_020, 0), (0, 0, 16_620, 2_700, 20_310, 0),
    (0, 0, 6_390, 16_800, 7_810, 0), (38_900, 4_950, 13_600, 11_400, 0, 0), (0, 5_800, 8_800, 1_900, 0, 0),
    (32_400, 0, 6_600, 1_700, 0, 0), (0, 4_500, 7_800, 1_400, 0, 0), (0, 0, 5_400, 1_100, 0, 0),
    (0, 11_900, 5_000, 1_500, 0, 0), (0, 0, 4_200, 1_300, 0, 0), (0, 0, 8_260, 2_400, 10_100, 0),
]
PLOT_HEADERS = ["แปลง (Plot)", "ไร่ (Rai)", "ที่ดิน (Land)", "พันธุ์ (Variety)", "วันปลูก (Planted)",
                "กำหนดขุด (Harvest)", "หมายเหตุ (Note)"]
PLOTS_2568 = [
    ("แปลงหน้าบ้าน", 22, "ของตัวเอง", "ระยอง 72", "12 พ.ค. 2568", "ม.ค. 2569", "จะทำน้ำหยดปีหน้า"),
    ("แปลงหนองกร่าง", 38, "ของตัวเอง", "เกษตรศาสตร์ 50", "20 พ.ค. 2568", "ก.พ. 2569", "พบใบด่าง ต.ค. 68"),
    ("แปลงหนองกร่าง ฝั่งห้วย", 18, "ของตัวเอง", "ระยอง 72", "25 ต.ค. 2567", "พ.ย. 2568", "ขุดแล้ว 81.7 ตัน"),
    ("แปลงลุงสมหมาย", 25, "เช่า ไร่ละ 1,000", "ห้วยบง 80", "5 มิ.ย. 2568", "มี.ค. 2569", "สัญญาเดิมหมด ธ.ค. 68"),
]
PLOTS_2567 = [
    ("แปลงหน้าบ้าน", 22, "ของตัวเอง", "ระยอง 72", "8 พ.ค. 2567", "ม.ค. 2568", ""),
    ("แปลงหนองกร่าง", 38, "ของตัวเอง", "ห้วยบง 80", "18 พ.ค. 2567", "ก.พ. 2568", ""),
    ("แปลงหนองกร่าง ฝั่งห้วย", 18, "ของตัวเอง", "ระยอง 72", "2 พ.ย. 2566", "ธ.ค. 2567", "ขุดแล้ว 45.9 ตัน"),
    ("แปลงลุงสมหมาย", 25, "เช่า ไร่ละ 1,000", "เกษตรศาสตร์ 50", "10 มิ.ย. 2567", "มี.ค. 2568", ""),
]


def _nov_2568() -> tuple[int, float, float]:
    weight = sum(t[3] for t in TICKETS)
    amount = round(sum(round(t[3] * t[5], 2) for t in TICKETS), 2)
    return weight, 25.5, round(amount / weight, 2)


def sales_2568() -> dict[str, tuple]:
    return {**SALES_2568, "พ.ย.": _nov_2568()}


def _amount(month: str, row: tuple) -> float:
    if month == "พ.ย." and row[0] == sum(t[3] for t in TICKETS):
        return round(sum(round(t[3] * t[5], 2) for t in TICKETS), 2)
    return round(row[0] * row[2])


def _farm_book(path: Path, year: str, sales: dict[str, tuple], costs: list[tuple], plots: list[tuple]) -> None:
    months = MONTHS[:len(costs)]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ขายมัน Sales"
    sheet.append([f"ขายหัวมันสด ให้ บ.กาญจนาสตาร์ช ปี {year} (Cassava root sales {year})"])
    sheet.append(["เดือน (Month)", "น้ำหนักสุทธิ (Net weight, kg)", "แป้งเฉลี่ย (Avg starch %)",
                  "ราคาเฉลี่ย (Avg price, THB/kg)", "เป็นเงิน (Amount, THB)"])
    weight = amount = 0
    for month in months:
        if month in sales:
            row = sales[month]
            money = _amount(month, row)
            sheet.append([f"{month} {year}", row[0], row[1], row[2], money])
            weight, amount = weight + row[0], amount + money
        else:
            sheet.append([f"{month} {year}", 0, None, None, 0])
    sheet.append(["รวมทั้งปี (Year total)", weight, None, None, round(amount, 2)])
    money_format(sheet, 2)
    money_format(sheet, 5)
    for (cell,) in sheet.iter_rows(min_col=4, max_col=4, min_row=3):
        if isinstance(cell.value, float):
            cell.number_format = "0.00"
    cost = book.create_sheet("ค่าใช้จ่าย Costs")
    cost.append([f"ค่าใช้จ่ายไร่มัน ปี {year} (Farm costs {year}, THB)"])
    cost.append(COST_HEADERS)
    for month, row in zip(months, costs):
        cost.append([f"{month} {year}", *row, sum(row)])
    cost.append(["รวมทั้งปี (Year total)", *[sum(r[i] for r in costs) for i in range(6)], sum(map(sum, costs))])
    for column in range(2, 9):
        money_format(cost, column)
    plot = book.create_sheet("แปลง Plots")
    plot.append([f"แปลงมัน ปี {year} (Plots {year})"])
    plot.append(PLOT_HEADERS)
    for row in plots:
        plot.append(list(row))
    plot.append(["รวม (Total)", sum(r[1] for r in plots), "", "", "", "", ""])
    book.save(path)


WAGES_MD = """# ค่าแรงขุดมัน พฤศจิกายน 2568 (แปลงหนองกร่าง ฝั่งห้วย 18 ไร่)

ทีมลุงเปลี่ยน 8 คน ขุด ตัดเหง้า ขึ้นรถ คิดตันละ 200 บาท (ตามน้ำหนักสุทธิที่โรงแป้ง)

| วันที่ | น้ำหนักสุทธิ | ค่าแรง |
|---|---|---|
| 3 พ.ย. | 18.42 ตัน | 3,684 บาท |
| 7 พ.ย. | 21.06 ตัน | 4,212 บาท |
| 12 พ.ย. | 19.88 ตัน | 3,976 บาท |
| 18 พ.ย. | 22.34 ตัน | 4,468 บาท |

รวม 81.70 ตัน ค่าแรงทั้งหมด 16,340 บาท จ่ายลุงเปลี่ยนครบแล้ว 19 พ.ย.
ค่าข้าวเที่ยงเลี้ยงทีม 4 วัน 1,600 บาท จ่ายจากเงินบ้าน (ไม่ได้ลงบัญชีไร่)
ค่ารถหกล้อพี่หนุ่ม ตันละ 250 บาท = 20,425 บาท
"""
MOSAIC_MD = """# บันทึกโรคใบด่างมันสำปะหลัง ตุลาคม 2568

- 8 ต.ค. 2568 คุณศิริพร เจ้าหน้าที่เกษตรอำเภอบ่อพลอย มาสำรวจแปลงหนองกร่าง (38 ไร่ เกษตรศาสตร์ 50)
- พบต้นเป็นโรค 37 ต้น อยู่ริมแปลงด้านติดถนน อายุมันประมาณ 5 เดือน
- ถอนทิ้ง ใส่ถุงดำ ฝังกลบ วันที่ 9 ต.ค. ใช้คน 3 คน ครึ่งวัน
- เกษตรให้ฉีดยากำจัดแมลงหวี่ขาวรอบแปลง และตรวจซ้ำทุก 2 สัปดาห์
- ตรวจซ้ำ 23 ต.ค. พบเพิ่มอีก 6 ต้น ถอนทิ้งแล้ว
- ห้ามเอาท่อนพันธุ์จากแปลงนี้ไปปลูกต่อ ปีหน้าซื้อท่อนสะอาดที่มีใบรับรอง
- ถ้าขึ้นทะเบียนแปลงระบาด รัฐชดเชยไร่ละ 1,500 บาท (ต้องถอนทั้งแปลง) ยังไม่ตัดสินใจ
"""


def _plan_slides() -> list[tuple[str, str]]:
    sales = sales_2568()
    tonnes = sum(row[0] for row in sales.values()) / 1000
    money = sum(_amount(m, row) for m, row in sales.items())
    return [
        ("แผนไร่มันทองคำ ปี 2569", "Rai Man Thongkham - plan for 2026\nประเสริฐ - สายใจ ทองคำ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ขายหัวมัน ม.ค.-พ.ย. 2568 รวม {tonnes:,.1f} ตัน เป็นเงิน {money:,.2f} บาท\n"
                         "ราคามันลงจาก 2.95 (ม.ค.) เหลือ 2.30 บาท/กก. (พ.ย.)\n"
                         "ผลผลิตเฉลี่ย 4.1 ตัน/ไร่  พบโรคใบด่างที่แปลงหนองกร่าง"),
        ("พื้นที่ปลูกปี 2569", "ของตัวเอง 78 ไร่ + เช่าลุงสมหมาย 28 ไร่ (สัญญาใหม่ 3 ปี)\nรวม 106 ไร่"),
        ("เป้าหมาย", "ผลผลิตเฉลี่ย 4.5 ตัน/ไร่\nเชื้อแป้งเฉลี่ยไม่ต่ำกว่า 26%\nลดต้นทุนปุ๋ยให้ต่ำกว่าไร่ละ 800 บาท"),
        ("ระบบน้ำหยด", "ทำน้ำหยดแปลงหน้าบ้าน 20 ไร่ ใช้ปั๊มโซลาร์\nงบ 180,000 บาท (ขอใบเสนอราคา AquaGrow แล้ว)\n"
                       "ถ้าเงินไม่พอ ขอกู้เพิ่มจากธนาคารแม่กลอง"),
        ("ท่อนพันธุ์และโรคใบด่าง", "ใช้ท่อนพันธุ์สะอาดมีใบรับรองเท่านั้น (สั่งพี่แดงแล้ว)\n"
                                   "เดินตรวจแปลงทุก 2 สัปดาห์ เจอต้นเป็นโรคถอนทิ้งทันที"),
        ("เงินที่ต้องจ่ายก่อนสิ้นปี", "ค่างวดรถไถ 30 พ.ย.\nค่าเช่าที่ลุงสมหมายปี 2569 จ่ายแล้ว 20 พ.ย.\nค่าปุ๋ยรองพื้น"),
    ]


# ---------------------------------------------------------------- household
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bo Phloi Office, Kanchanaburi\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Thongkham\n"
    "Address: 112 Moo 4, Nong Kum, Bo Phloi, Kanchanaburi 71160\n"
    "Customer no. 020034471906\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 24,118 -> 24,486   Units used: 368 kWh\n"
    "Energy charge 1,538.24  Ft 72.57  Service 38.22  VAT 7% 115.43\n"
    "AMOUNT DUE: 1,764.46 THB\n"
    "Due date: 2 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
WESTLINK_BILL = [
    "WESTLINK BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Prasert Thongkham    Account: WL-7104-3391\n"
    "Package: Home Fibre 300/300 Mbps    499.00\n"
    "VAT 7%                               34.93\n"
    "TOTAL                               533.93 THB\n"
    "Due date: 25 Oct 2025. Pay by bank app or at the counter service.",
]
MOTOR_RENEWAL = [
    "ERAWAN INSURANCE PUBLIC COMPANY LIMITED\n"
    "Kanchanaburi Branch, Saeng Chuto Road, Mueang Kanchanaburi\n"
    "12 November 2025\n"
    "\n"
    "RENEWAL NOTICE - VOLUNTARY MOTOR INSURANCE, CLASS 1\n"
    "Dear Mr. Prasert Thongkham,\n"
    "Your policy no. ERW-M-6705-2219 for the vehicle below expires on 10 Dec 2025.\n"
    "Vehicle: Toyota Hilux Revo 2.4 pickup, year 2020, registration Bor Nor 4417 Kanchanaburi\n"
    "\n"
    "Renewal period: 11 Dec 2025 - 10 Dec 2026\n"
    "Sum insured: 480,000 THB (last year 520,000 THB)\n"
    "Premium: 16,480 THB including stamp duty and VAT (last year 15,900 THB)\n"
    "Deductible: 1,000 THB per claim where you are at fault.\n"
    "Please pay by 5 Dec 2025 by bank transfer or through your agent, Khun Pranee (089-615-2240).\n"
    "The health policy for Miss Mukda Thongkham (EH-6803-1174) continues; monthly premium 1,080 THB.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนดรุณวิทยา ท่าม่วง จ.กาญจนบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.มุกดา ทองคำ  ชั้น ม.2/3  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงินโรงเรียน หรือโอนเข้าบัญชีโรงเรียน ธนาคารแม่กลอง สาขาท่าม่วง 302-1-55610-2",
              "ชำระล่าช้าปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "9,800"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าหนังสือและเครื่องแบบ", "2,450")], "15,850", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "9,800"), ("ค่าอาหารกลางวัน", "3,600"),
                           ("ค่าทัศนศึกษา (เมืองโบราณ สมุทรปราการ)", "1,500"), ("ค่าเรียนคอมพิวเตอร์", "1,200")],
                "16,100", "10 พฤศจิกายน 2568")

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 1_689.12, "PEA"), ("ค่าน้ำประปา (Water)", 172, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "WestLink"), ("ค่ากับข้าว (Food)", 9_200, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 3_400, ""),
                  ("ประกันสุขภาพมุก (Muk's health insurance)", 1_080, "เอราวัณประกันภัย"),
                  ("ค่าเรียนพิเศษมุก (Tutoring)", 1_200, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 860, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 1_822.35, "PEA"), ("ค่าน้ำประปา (Water)", 190, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "WestLink"), ("ค่ากับข้าว (Food)", 8_750, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 3_650, ""),
                  ("ประกันสุขภาพมุก (Muk's health insurance)", 1_080, "เอราวัณประกันภัย"),
                  ("ค่าเรียนพิเศษมุก (Tutoring)", 1_200, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 860, ""),
                  ("ค่าซ่อมปั๊มน้ำบ้าน (Pump repair)", 1_450, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 1_764.46, "PEA"), ("ค่าน้ำประปา (Water)", 184, "ประปาหมู่บ้าน"),
                  ("อินเทอร์เน็ต (Internet)", 533.93, "WestLink"), ("ค่ากับข้าว (Food)", 8_900, ""),
                  ("ค่าน้ำมันรถกระบะ (Petrol)", 3_850, ""),
                  ("ประกันสุขภาพมุก (Muk's health insurance)", 1_080, "เอราวัณประกันภัย"),
                  ("ค่าเรียนพิเศษมุก (Tutoring)", 1_200, "คณิต+อังกฤษ"), ("ค่ายาพ่อ (Dad's medicine)", 860, ""),
                  ("ทำบุญกฐิน (Kathin offering)", 2_000, "วัดหนองกุ่ม")],
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


TEXTS = {
    "ไร่มัน/โรงแป้ง/email_KanchanaStarch_season_2025-26.txt": FACTORY_EMAIL,
    "ไร่มัน/โรงแป้ง/แชทไลน์_คุณวิทยา_โรงแป้ง.txt": OFFICER_CHAT,
    "ไร่มัน/ปุ๋ยยา/email_SiamAgro_Nov2025.txt": SIAMAGRO_EMAIL,
    "ไร่มัน/แชท/แชทไลน์_พี่แดง_ท่อนพันธุ์.txt": STEM_CHAT,
    "ไร่มัน/บัญชี/ค่าแรงขุดมัน_พ.ย.68.md": WAGES_MD,
    "ไร่มัน/บันทึกโรคใบด่าง_ต.ค.68.md": MOSAIC_MD,
    "บ้าน/แชทไลน์_บ้านทองคำ.txt": """[1/11/2568 19:02] สายใจ: พ่อมุก ค่าเทอมมุกต้องจ่ายก่อน 10 พ.ย. นะ 16,100
[1/11/2568 19:10] ประเสริฐ: รอเงินโรงแป้งรอบแรกเข้าก่อน วันที่ 6 โอนให้
[1/11/2568 19:12] มุก: หนูไปทัศนศึกษาเมืองโบราณ 21 พ.ย. นะคะ ต้องใส่เสื้อพละ
[6/11/2568 12:40] ประเสริฐ: โอนค่าเทอมแล้ว ส่งสลิปในกลุ่มนะ
[8/11/2568 18:05] สายใจ: ตู้เย็นพ่อเสียแล้ว ไปดูที่บิ๊กซีท่าม่วง Hitachi 2 ประตู 12,900
[8/11/2568 18:20] พ่อเฉลิม: แพงไป ไม่ต้องใหญ่ก็ได้
[9/11/2568 10:15] ประเสริฐ: ร้านเฮงไฟฟ้าบ่อพลอย มีรุ่นเดียวกันลดเหลือ 10,990 ส่งฟรี ผ่อน 0% 10 เดือน
[9/11/2568 10:30] สายใจ: เอาร้านเฮงแหละ จ่ายสด 10,990 เลย ไม่ต้องผ่อน
[9/11/2568 10:31] พ่อเฉลิม: ตามใจ
[12/11/2568 20:45] สายใจ: ประกันรถมาแล้ว ปีนี้ 16,480 ขึ้นจากปีที่แล้วอีก ต้องจ่ายก่อน 5 ธ.ค.
[12/11/2568 20:50] ประเสริฐ: ค่างวดรถไถก็ 30 พ.ย. ขอจ่ายประกันต้นเดือนนะ
[16/11/2568 07:30] พ่อเฉลิม: วันอาทิตย์ทอดกฐินวัดหนองกุ่ม ใครไปกับพ่อบ้าง
""",
    "บ้าน/รายชื่อทำบุญกฐิน_วัดหนองกุ่ม.txt": """กฐินสามัคคี วัดหนองกุ่ม 16 พ.ย. 2568 (สายใจจดให้ผู้ใหญ่บุญส่ง)
บ้านประเสริฐ ทองคำ 2,000
บ้านสมหมาย แก้วประเสริฐ 1,000
บ้านผู้ใหญ่บุญส่ง มีชัย 3,000
บ้านลุงเปลี่ยน 500
บ้านเฮียเจริญ (ร้านเจริญผล) 5,000
ร้านเฮงไฟฟ้า 1,000
รวมกองนี้ 12,500 บาท ส่งเหรัญญิกวัดแล้ว
""",
    "บ้าน/สูตรแกงป่าไก่บ้าน.md": """# แกงป่าไก่บ้าน (สูตรพ่อเฉลิม)
- ไก่บ้าน 1 ตัว สับชิ้นพอดีคำ
- พริกแกงป่า 3 ช้อนโต๊ะ กระชาย 1 กำ
- มะเขือเปราะ มะเขือพวง ถั่วฝักยาว ใบกะเพรา พริกไทยอ่อน
- น้ำปลา 2 ช้อนโต๊ะ ไม่ใส่น้ำตาล
ผัดพริกแกงกับน้ำมันนิดเดียวให้หอม ใส่ไก่ผัดจนตึง เติมน้ำ ต้มจนไก่นุ่ม ใส่ผัก ปิดไฟใส่กะเพรา
""",
}
TODO = {"todo.md": """- จ่ายค่างวดรถไถ ธนาคารแม่กลอง ก่อน 30 พ.ย.
- ต่อประกันรถกระบะ ก่อน 5 ธ.ค.
- เลือกซื้อปุ๋ย สหกรณ์ หรือ ร้านเจริญผล
- รับท่อนพันธุ์พี่แดง 24 พ.ย.
- โทรถาม AquaGrow เรื่องน้ำหยด ผ่อนได้มั้ย
- จองคิวโรงแป้งรอบหน้า
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "ไร่มัน"
    quotes, leases, factory, books = farm / "ใบเสนอราคา", farm / "สัญญา", farm / "โรงแป้ง", farm / "บัญชี"
    inputs, bank = farm / "ปุ๋ยยา", farm / "ธนาคาร"
    home = docs / "บ้าน"
    for folder in (quotes, leases, factory, books, inputs, bank, farm / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมุก"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคาปุ๋ย_สหกรณ์บ่อพลอย.docx", COOP_QUOTE, COOP_TABLE, bottom=COOP_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาปุ๋ย_ร้านเจริญผล.docx", SHOP_QUOTE, SHOP_TABLE, bottom=SHOP_BOTTOM)
    make_pdf(quotes / "AquaGrow_drip_quotation_Nov2025.pdf", DRIP_QUOTE)
    write_docx(leases / "สัญญาเช่าที่ดิน_ลุงสมหมาย_ร่าง.docx", LEASE_DRAFT, headings=LEASE_DRAFT_HEADINGS,
               bottom=LEASE_DRAFT_BOTTOM)
    write_docx(leases / "สัญญาเช่าที่ดิน_ลุงสมหมาย_ฉบับจริง.docx", LEASE_FINAL, headings=LEASE_FINAL_HEADINGS,
               bottom=LEASE_FINAL_BOTTOM)
    write_docx(factory / "ประกาศราคามัน_กาญจนาสตาร์ช_ต.ค.68.docx", OCT_NOTICE, OCT_TABLE, bottom=OCT_BOTTOM)
    make_pdf(factory / "KanchanaStarch_price_notice_10Nov2025.pdf", NOV_NOTICE)
    make_pdf(factory / "KanchanaStarch_delivery_statement_Nov2025.pdf", _statement())
    _farm_book(books / "บัญชีไร่มัน_2568.xlsx", "2568", sales_2568(), COSTS_2568, PLOTS_2568)
    _farm_book(books / "บัญชีไร่มัน_2567.xlsx", "2567", SALES_2567, COSTS_2567, PLOTS_2567)
    make_pdf(inputs / "SiamAgro_invoice_SA-68-2291.pdf", SIAMAGRO_INVOICE)
    make_pdf(bank / "MaeKlongBank_loan_instalment_notice_2025.pdf", LOAN_NOTICE)
    write_slides(farm / "แผนไร่มันปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "WestLink_internet_Oct2025.pdf", WESTLINK_BILL)
    make_pdf(home / "ประกัน" / "Erawan_motor_renewal_2025.pdf", MOTOR_RENEWAL)
    write_docx(home / "ค่าเทอมมุก" / "ค่าเทอม_มุก_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมุก" / "ค่าเทอม_มุก_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
