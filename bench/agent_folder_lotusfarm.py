"""The lotusfarm folder: the papers of a lotus-flower farmer in Suphan Buri and his household, written by code.

The owner is นายประเสริฐ ศรีบัวทอง (พี่เสริฐ). He runs "สวนบัวศรีบัวทอง" (Sri Bua Thong Lotus Farm), six lotus
ponds (22 ไร่) at 59 หมู่ 4 ต.บางใหญ่ อ.บางปลาม้า จ.สุพรรณบุรี, and sells lotus buds, folded-lotus trays, leaves
and pods to temples and to florists (ร้านบุษบา at ปากคลองตลาด, Flora Siam in Bang Kruai). His wife วันเพ็ญ (เพ็ญ)
keeps the books, his daughter แพรวา (ด.ญ.แพรวา) is in ม.1, his father-in-law ตาบุญ lives with them.
It is November 2568 (2025).

Documents/สวนบัว/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_วัดโพธิ์ทอง_กฐิน_ร่าง.docx: draft quote QT-68-027 to วัดโพธิ์ทองประชาราม for the
  กฐิน on 9 พ.ย. 2568 (3,000 pink buds, 60 trays at 90), 27,600.
- ใบเสนอราคา/ใบเสนอราคา_วัดโพธิ์ทอง_กฐิน_ฉบับจริง.docx: the final of the same quote, other figures
  (3,500 pink buds, 70 trays at 85), 29,200, deposit 30% 8,760.
- ขุดลอกบ่อ/ใบเสนอราคา_ขุดลอกบ่อ_สุพรรณรุ่งเรือง.docx and ใบเสนอราคา_ขุดลอกบ่อ_ช่างเกษม.docx: two similar
  quotes from two contractors to dredge ponds 2, 4, 5 (8,400 ลบ.ม.; 9 vs 8.50 a ลบ.ม.; 86,100 vs 76,400,
  the second without carting the soil away).
- ลูกค้า/FloraSiam_PO-2025-0418.pdf: English purchase order from Flora Siam Co., Ltd. (23,600, deliver 14 Nov 2025).
- ลูกค้า/ข้อตกลงซื้อขายดอกบัว_ฟลอร่าสยาม.docx: the Thai supply agreement with the same firm (บริษัท ฟลอร่าสยาม
  จำกัด): 4.20 a pink bud, at least 3,000 buds a week, 1 ก.ค. 2568 - 30 มิ.ย. 2569.
- Suppliers/KasetSupply_pricelist_2025.pdf: English price list of Kaset Supply Co., Ltd. for 2025
  (16-16-16 at 1,050 a bag).
- Suppliers/ราคาปุ๋ยยา_เกษตรซัพพลาย_2567.docx: last year's list of the same firm, in Thai (บริษัท เกษตรซัพพลาย
  จำกัด; 16-16-16 at 1,180).
- Suppliers/KasetSupply_invoice_KS-25-0642.pdf: an October invoice from Kaset Supply (13,200, due 8 Nov 2025).
- Suppliers/email_SuphanCold_rates_Dec2025.txt: an email from the chilled-truck firm: Pak Khlong Talat trip
  1,600 -> 1,850 from 1 Dec 2025.
- ธนาคาร/SiamFarmersBank_loan_approval.pdf: the bank's English letter approving a 350,000 loan, 5.75%,
  60 installments of 6,726, sign by 28 Nov 2025.
- บิล/PEA_pump_meter_Oct2025.pdf: the electricity bill of the pond pump meter (4,860.35).
- บัญชี/ยอดขายสวนบัว_2568.xlsx: this year's book, three sheets (sales by month and customer type; expenses by
  month; main customers).
- บัญชี/ยอดขายสวนบัว_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ผลผลิตรายบ่อ_2568.xlsx: buds picked per pond, months as columns.
- บัญชี/ค่าแรงคนงาน_ต.ค.68.md: the October wages of three workers (26,380).
- แชท/แชทไลน์_ร้านบุษบา_ปากคลอง.txt: LINE chat with a florist; 2,500 buds a week at 3.90 in October, cut to
  1,800 a week (7,020) from 3 พ.ย.
- แชท/แชทไลน์_ไวยาวัจกร_วัดโพธิ์ทอง.txt: LINE chat with the temple; the trays go from 70 to 80, 30,050 in all.
- บันทึกประชุมกลุ่มผู้ปลูกบัว_ต.ค.68.md: the growers' group meeting (floor prices, joint fertiliser order).
- แผนสวนบัวปี2569.pptx: slides, the plan for next year (1,650,000 target, the 350,000 loan, boat tours).
- วิธีพับกลีบบัว.md: how to fold lotus petals (a distractor).

Documents/บ้าน/ (the household)
- Bills/PEA_house_bill_Oct2025.pdf and Bills/PWA_water_bill_Oct2025.pdf: English bills for the house.
- ประกัน/ThaiHarmony_health_renewal_Praewa.pdf: English renewal notice of the daughter's health policy
  (14,850, pay by 15 Dec 2025); the father's life policy with the same insurer is ไทยฮาร์โมนี in the spending book.
- ค่าเทอมแพรวา/ค่าเทอม_แพรวา_เทอม1-2568.docx and ค่าเทอม_แพรวา_เทอม2-2568.docx: school fee notices
  (21,350; 23,100).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีบัวทอง.txt: the family's LINE group.
- นัดหมอตาบุญ.md: notes on the father-in-law's doctor's appointments.
- งานบวชน้องเอก.md: a nephew's ordination, what the family gives (a distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
FARM_TOP = "สวนบัวศรีบัวทอง (Sri Bua Thong Lotus Farm) 59 หมู่ 4 ต.บางใหญ่ อ.บางปลาม้า จ.สุพรรณบุรี 72150 โทร 081-736-2504"

# ---------------------------------------------------------------- temple quote, draft and final
TEMPLE_DRAFT = [
    FARM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-027",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน นายสำราญ ทองมา ไวยาวัจกร วัดโพธิ์ทองประชาราม",
    "เรื่อง ดอกบัวและพานบัวพับสำหรับงานทอดกฐินสามัคคี วันที่ 9 พฤศจิกายน 2568",
]
TEMPLE_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดอกบัวสัตตบงกช (ชมพู) ดอกตูม", "3,000 ดอก", "4.50", "13,500"),
    ("ดอกบัวสัตตบุษย์ (ขาว) ดอกตูม", "1,500 ดอก", "5.00", "7,500"),
    ("พานบัวพับกลีบ จัดพร้อมวาง", "60 พาน", "90", "5,400"),
    ("ใบบัวสำหรับรองพาน", "400 ใบ", "3.00", "1,200"),
    ("รวมทั้งสิ้น", "", "", "27,600"),
]
TEMPLE_DRAFT_BOTTOM = ["รวมทั้งสิ้น 27,600 บาท (สองหมื่นเจ็ดพันหกร้อยบาทถ้วน) ส่งถึงวัดฟรี",
                       "ร่าง ยังไม่ส่ง รอคุยกับเพ็ญเรื่องราคาพาน และถามไวยาวัจกรว่าเจ้าภาพกี่สาย"]
TEMPLE_FINAL = [
    FARM_TOP,
    "ใบเสนอราคา  เลขที่ QT-68-027 (ฉบับแก้ไข)",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน นายสำราญ ทองมา ไวยาวัจกร วัดโพธิ์ทองประชาราม",
    "เรื่อง ดอกบัวและพานบัวพับสำหรับงานทอดกฐินสามัคคี วันที่ 9 พฤศจิกายน 2568 ส่งของเย็นวันที่ 8 พฤศจิกายน 2568",
]
TEMPLE_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ดอกบัวสัตตบงกช (ชมพู) ดอกตูม", "3,500 ดอก", "4.50", "15,750"),
    ("ดอกบัวสัตตบุษย์ (ขาว) ดอกตูม", "1,200 ดอก", "5.00", "6,000"),
    ("พานบัวพับกลีบ จัดพร้อมวาง", "70 พาน", "85", "5,950"),
    ("ใบบัวสำหรับรองพาน", "500 ใบ", "3.00", "1,500"),
    ("รวมทั้งสิ้น", "", "", "29,200"),
]
TEMPLE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 29,200 บาท (สองหมื่นเก้าพันสองร้อยบาทถ้วน) ส่งถึงวัดฟรี",
    "มัดจำ 30% = 8,760 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระวันส่งของ",
    "โอนเข้าบัญชี ธ.ก.ส. สาขาบางปลาม้า ชื่อบัญชี ประเสริฐ ศรีบัวทอง 020-1-55873-4",
    "ลงชื่อ ประเสริฐ ศรีบัวทอง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- dredging quotes from two contractors
DREDGE_A = [
    "ห้างหุ้นส่วนจำกัด สุพรรณรุ่งเรืองการโยธา",
    "99/3 หมู่ 1 ถ.สุพรรณบุรี-ชัยนาท อ.เมือง จ.สุพรรณบุรี โทร 035-545-771",
    "ใบเสนอราคา เลขที่ SR-68/112   วันที่ 22 ตุลาคม 2568",
    "เรียน คุณประเสริฐ ศรีบัวทอง สวนบัวศรีบัวทอง",
    "เรื่อง ขุดลอกบ่อบัว บ่อ 2 บ่อ 4 และบ่อ 5 ให้ลึก 1.20 เมตร",
]
DREDGE_A_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ขุดลอกเลนก้นบ่อ (รถแบคโฮ PC120)", "8,400 ลบ.ม.", "9.00", "75,600"),
    ("ขนดินออกนอกพื้นที่ (รถ 6 ล้อ)", "30 เที่ยว", "200", "6,000"),
    ("ปรับแต่งคันบ่อและทางน้ำเข้า", "เหมา", "", "4,500"),
    ("รวมทั้งสิ้น", "", "", "86,100"),
]
DREDGE_A_BOTTOM = [
    "รวมทั้งสิ้น 86,100 บาท (แปดหมื่นหกพันหนึ่งร้อยบาทถ้วน) รวมค่าขนย้ายเครื่องจักรแล้ว",
    "เริ่มงานได้ 1 ธันวาคม 2568 ใช้เวลาประมาณ 12 วัน ต้องสูบน้ำออกให้แห้งก่อนเข้าทำงาน",
    "มัดจำ 30% เมื่อตกลงจ้าง ส่วนที่เหลือชำระเมื่องานเสร็จ  ยืนราคา 30 วัน",
    "ผู้เสนอราคา นายวีระ แสงอรุณ หุ้นส่วนผู้จัดการ",
]
DREDGE_B = [
    "ร้านเกษมรถขุด บางปลาม้า",
    "12 หมู่ 6 ต.ตะค่า อ.บางปลาม้า จ.สุพรรณบุรี โทร 086-224-9013 (นายเกษม พูลผล)",
    "ใบเสนอราคา   วันที่ 25 ตุลาคม 2568",
    "เรียน คุณประเสริฐ ศรีบัวทอง สวนบัวศรีบัวทอง",
    "เรื่อง ขุดลอกบ่อบัว บ่อ 2 บ่อ 4 และบ่อ 5 ให้ลึก 1.20 เมตร",
]
DREDGE_B_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ขุดลอกเลนก้นบ่อ (รถแบคโฮ)", "8,400 ลบ.ม.", "8.50", "71,400"),
    ("ปรับแต่งคันบ่อและทางน้ำเข้า", "เหมา", "", "5,000"),
    ("ขนดินออกนอกพื้นที่", "ไม่รวม", "", "-"),
    ("รวมทั้งสิ้น", "", "", "76,400"),
]
DREDGE_B_BOTTOM = [
    "รวมทั้งสิ้น 76,400 บาท ไม่รวมค่าขนดิน ดินกองไว้บนคันบ่อ ถ้าจะให้ขนออกคิดเที่ยวละ 250 บาท",
    "เริ่มงานได้ 15 ธันวาคม 2568 ใช้เวลาประมาณ 15 วัน",
    "มัดจำ 20,000 บาท วันเริ่มงาน ที่เหลือจ่ายเมื่อเสร็จ",
]

# ---------------------------------------------------------------- Flora Siam (English PO, Thai agreement)
FLORA_PO = [
    "FLORA SIAM CO., LTD.\n"
    "211 Charan Sanitwong Road, Bang Kruai, Nonthaburi 11130   Tel. 02-883-4170\n"
    "PURCHASE ORDER No. PO-2025-0418          Date: 3 Nov 2025\n"
    "Supplier: Sri Bua Thong Lotus Farm (Mr. Prasert Sribuathong), Bang Pla Ma, Suphan Buri\n"
    "Delivery: 14 Nov 2025, before 06:00, to our Bang Kruai warehouse (gate 2)\n"
    "\n"
    "Item                                   Qty        Unit price   Amount\n"
    "Pink lotus buds (Sattabongkot)         4,000      4.20         16,800.00\n"
    "White lotus buds (Sattabut)            1,000      4.80          4,800.00\n"
    "Lotus leaves, large                      800      2.50          2,000.00\n"
    "\n"
    "TOTAL: 23,600.00 THB (agricultural produce, no VAT)\n"
    "Prices as in our supply agreement of 20 June 2025.\n"
    "Payment: 30 days after delivery, by bank transfer.\n"
    "Buds must be closed, stems at least 40 cm, packed 50 buds per bag in foam sleeves.\n"
    "Purchasing: Ms. Nattaya Wongsuwan, nattaya.w@florasiam.co.th",
]
FLORA_AGREEMENT = [
    "ข้อตกลงซื้อขายดอกบัว",
    "ทำที่ บริษัท ฟลอร่าสยาม จำกัด อ.บางกรวย จ.นนทบุรี  วันที่ 20 มิถุนายน 2568",
    "ระหว่าง บริษัท ฟลอร่าสยาม จำกัด โดย นางสาวณัฐยา วงศ์สุวรรณ ผู้จัดการฝ่ายจัดซื้อ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "กับ นายประเสริฐ ศรีบัวทอง สวนบัวศรีบัวทอง ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
]
FLORA_AGREEMENT_HEADINGS = [
    ("ข้อ 1 สินค้าและราคา", "ดอกบัวสัตตบงกช (ชมพู) ดอกตูม ดอกละ 4.20 บาท\n"
     "ดอกบัวสัตตบุษย์ (ขาว) ดอกตูม ดอกละ 4.80 บาท\nใบบัวขนาดใหญ่ ใบละ 2.50 บาท"),
    ("ข้อ 2 ปริมาณ", "ผู้ซื้อสั่งซื้อขั้นต่ำสัปดาห์ละ 3,000 ดอก โดยส่งใบสั่งซื้อล่วงหน้าอย่างน้อย 7 วัน"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 กรกฎาคม 2568 ถึงวันที่ 30 มิถุนายน 2569"),
    ("ข้อ 4 คุณภาพ", "ดอกตูม ก้านยาวไม่น้อยกว่า 40 ซม. หากดอกเสียเกิน 5% ของล็อต ผู้ซื้อหักเงินตามจำนวนที่เสีย"),
    ("ข้อ 5 การชำระเงิน", "ผู้ซื้อชำระเงินภายใน 30 วันนับจากวันส่งของ โดยโอนเข้าบัญชีผู้ขาย"),
    ("ข้อ 6 การยกเลิก", "คู่สัญญาฝ่ายใดจะยกเลิกข้อตกลง ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน"),
]
FLORA_AGREEMENT_BOTTOM = ["ลงชื่อ ณัฐยา วงศ์สุวรรณ ผู้ซื้อ", "ลงชื่อ ประเสริฐ ศรีบัวทอง ผู้ขาย",
                          "ลงชื่อ วันเพ็ญ ศรีบัวทอง พยาน"]

# ---------------------------------------------------------------- Kaset Supply (English 2025, Thai 2567)
KASET_PRICES_2025 = [
    "KASET SUPPLY CO., LTD.\n"
    "145 Malaiman Road, Mueang Suphan Buri 72000   Tel. 035-522-918\n"
    "PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT included.\n"
    "\n"
    "Organic fertilizer (pellet), 50 kg bag ............ 320\n"
    "Chemical fertilizer 16-16-16, 50 kg bag ........... 1,050\n"
    "Urea 46-0-0, 50 kg bag ............................ 890\n"
    "Dolomite lime, 25 kg bag .......................... 95\n"
    "Abamectin 1.8% EC, 1 litre ........................ 480\n"
    "Foam net sleeves for lotus buds, pack of 1,000 .... 260\n"
    "Flower bags 12x18 inch, 1 kg ...................... 85\n"
    "\n"
    "Free delivery in Suphan Buri province for orders over 10,000 THB.\n"
    "Credit 30 days for registered farms. Orders placed through a farmer group: 5% discount.\n"
    "Sales: Khun Pornchai, 081-902-3345",
]
KASET_PRICES_2567 = ["บริษัท เกษตรซัพพลาย จำกัด", "145 ถ.มาลัยแมน อ.เมือง จ.สุพรรณบุรี",
                     "ใบราคาสินค้า ปี 2567 (มกราคม – ธันวาคม 2567) ราคารวมภาษีมูลค่าเพิ่มแล้ว"]
KASET_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา (บาท)"),
    ("ปุ๋ยอินทรีย์อัดเม็ด กระสอบ 50 กก.", "290"),
    ("ปุ๋ยเคมี สูตร 16-16-16 กระสอบ 50 กก.", "1,180"),
    ("ปุ๋ยยูเรีย 46-0-0 กระสอบ 50 กก.", "960"),
    ("ปูนโดโลไมท์ กระสอบ 25 กก.", "90"),
    ("อะบาเมกติน 1.8% ขวด 1 ลิตร", "450"),
    ("ตาข่ายโฟมหุ้มดอกบัว แพ็ค 1,000 ชิ้น", "240"),
    ("ถุงใส่ดอกไม้ 12x18 นิ้ว 1 กก.", "80"),
]
KASET_PRICES_2567_BOTTOM = ["ส่งฟรีในจังหวัดสุพรรณบุรี เมื่อสั่งเกิน 8,000 บาท",
                            "เครดิต 30 วันสำหรับสวนที่ลงทะเบียน ติดต่อ คุณพรชัย ฝ่ายขาย"]
KASET_INVOICE = [
    "KASET SUPPLY CO., LTD.\n"
    "TAX INVOICE / INVOICE No. KS-25-0642\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Sri Bua Thong Lotus Farm (Mr. Prasert Sribuathong), 59 Moo 4, Bang Yai, Bang Pla Ma\n"
    "\n"
    "Item                                      Qty        Unit price   Amount\n"
    "Organic fertilizer (pellet), 50 kg        20 bags    320.00       6,400.00\n"
    "Chemical fertilizer 16-16-16, 50 kg        4 bags    1,050.00     4,200.00\n"
    "Foam net sleeves, pack of 1,000           10 packs   260.00       2,600.00\n"
    "\n"
    "TOTAL DUE: 13,200.00 THB (VAT included)\n"
    "Delivered free to the farm on 10 Oct 2025.\n"
    "Please transfer to Bangkok Bank, Kaset Supply Co., Ltd., 355-7-01882-6, and send the slip by LINE.",
]
SUPHANCOLD_EMAIL = """From: Kannika Phromsri <booking@suphancold.co.th>
To: sribuathong.lotus@gmail.com
Date: Fri, 31 Oct 2025 16:22
Subject: New chilled truck rates from 1 December 2025

Dear Khun Prasert,

Thank you for using Suphan Cold Express this year. Because of fuel and toll costs, our chilled truck rates
will change from 1 December 2025:

- Bang Pla Ma -> Pak Khlong Talat: 1,850 THB per trip (now 1,600 THB)
- Bang Pla Ma -> Bang Kruai (Flora Siam warehouse): 1,950 THB per trip (now 1,700 THB)

Farms that share one truck can split the price; please tell us the names when you book.
Bookings must reach us by 18:00 on the day before. The truck leaves Bang Pla Ma at 02:30 as before.

Best regards,
Kannika Phromsri
Booking desk, Suphan Cold Express Co., Ltd.
035-560-114
"""

# ---------------------------------------------------------------- bank, pump bill
BANK_LETTER = [
    "SIAM FARMERS BANK PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Branch, 88 Nen Kaeo Road, Mueang Suphan Buri 72000   Tel. 035-511-240\n"
    "Ref. SFB-SPB/LN/2568-0917\n"
    "4 November 2025\n"
    "\n"
    "Mr. Prasert Sribuathong\n"
    "Sri Bua Thong Lotus Farm, 59 Moo 4, Bang Yai, Bang Pla Ma, Suphan Buri 72150\n"
    "\n"
    "Subject: Approval of agricultural improvement loan\n"
    "\n"
    "Dear Mr. Prasert,\n"
    "We are pleased to inform you that your loan application of 10 October 2025 has been approved:\n"
    "Loan amount: 350,000 THB\n"
    "Purpose: pond dredging, solar water pump system, digging a new pond\n"
    "Interest rate: 5.75% per year, fixed for the first 2 years, then MRR - 1.00%\n"
    "Term: 5 years (60 monthly installments)\n"
    "Monthly installment: 6,726 THB, due on the 5th of each month\n"
    "First installment: 5 January 2026\n"
    "Collateral: land title (Nor Sor 3 Kor) no. 4417, Bang Yai subdistrict\n"
    "Front-end fee: 0.5% of the loan amount (1,750 THB)\n"
    "\n"
    "Please come to the branch to sign the loan contract by 28 November 2025 and bring your ID card,\n"
    "house registration and the original land title. After this date the approval expires.\n"
    "Contact: Ms. Siriporn Kaewkla, Loan Officer, 089-412-6630\n"
    "\n"
    "Yours sincerely,\n"
    "Branch Manager, Suphan Buri Branch",
]
PUMP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pla Ma Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Sribuathong\n"
    "Address: Pump house, lotus ponds, 59 Moo 4, Bang Yai, Bang Pla Ma, Suphan Buri 72150\n"
    "Customer no. 020034417726    Rate: 2.2 small business\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 40,118 -> 41,170   Units used: 1,052 kWh\n"
    "Energy charge 4,368.35  Ft 41.87  Service 132.16  VAT 7% 317.97\n"
    "AMOUNT DUE: 4,860.35 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]

# ---------------------------------------------------------------- books
TEMPLES_2568 = [38400, 72600, 41200, 45800, 88300, 43100, 96500, 47200, 52900, 118700]
FLORISTS_2568 = [61300, 58900, 64200, 66700, 70400, 62800, 67500, 63900, 65100, 74600]
PODS_2568 = [9800, 8600, 12400, 15900, 18300, 16700, 14200, 13500, 11800, 10600]
WAGES_2568 = [22800, 24600, 23400, 23900, 25800, 23100, 26200, 24300, 24900, 26380]
FERT_2568 = [6400, 3200, 8900, 4100, 7600, 3800, 9300, 4200, 5100, 13200]
TRUCK_2568 = [12800, 12800, 14400, 14400, 16000, 12800, 16000, 12800, 14400, 17600]
PUMP_2568 = [3920.40, 4310.85, 5602.10, 6215.75, 5480.20, 4105.60, 3880.15, 3655.90, 3790.45, 4860.35]
PACK_2568 = [1900, 2300, 2100, 2200, 2800, 2000, 2900, 2100, 2300, 3400]
TEMPLES_2567 = [34600, 66900, 39800, 42300, 81700, 40200, 89400, 44100, 47800, 104300, 71500, 39900]
FLORISTS_2567 = [57200, 55400, 59800, 61500, 64900, 58300, 62100, 59700, 60400, 68200, 63800, 79500]
PODS_2567 = [8900, 7800, 11600, 14700, 16900, 15200, 13300, 12600, 10900, 9700, 8800, 8200]
WAGES_2567 = [21600, 23200, 22100, 22500, 24400, 21800, 24900, 22900, 23500, 25600, 24100, 22300]
FERT_2567 = [5900, 3400, 9600, 3800, 8100, 3500, 9900, 4400, 4800, 7300, 3900, 2600]
TRUCK_2567 = [11200, 12800, 12800, 12800, 14400, 11200, 14400, 12800, 12800, 16000, 14400, 12800]
PUMP_2567 = [3710.25, 4086.30, 5390.55, 5968.10, 5204.85, 3947.20, 3722.65, 3501.40, 3618.95, 4412.70,
             3980.15, 3455.60]
PACK_2567 = [1700, 2100, 1900, 2000, 2600, 1800, 2700, 1900, 2100, 3000, 2400, 2200]
CUSTOMERS = {
    "2568": [("บริษัท ฟลอร่าสยาม จำกัด (Flora Siam)", "ร้านดอกไม้ (Florist)", 241800, "เริ่ม ก.ค. 2568"),
             ("ร้านบุษบาฟลาวเวอร์ ปากคลองตลาด", "ร้านดอกไม้ (Florist)", 198400, "ลูกค้าประจำ"),
             ("วัดโพธิ์ทองประชาราม", "วัด (Temple)", 126500, "กฐิน โอนมัดจำแล้ว"),
             ("วัดสามชุกศรีวนาราม", "วัด (Temple)", 94300, ""),
             ("แม่ค้าตลาดเก้าห้อง (ฝักบัว)", "ฝักบัว/ใบบัว (Pods)", 61200, "")],
    "2567": [("ร้านบุษบาฟลาวเวอร์ ปากคลองตลาด", "ร้านดอกไม้ (Florist)", 226900, "ลูกค้าประจำ"),
             ("ร้านมาลัยศรีประจันต์", "ร้านดอกไม้ (Florist)", 188700, "เลิกสั่ง พ.ย. 2567"),
             ("วัดโพธิ์ทองประชาราม", "วัด (Temple)", 112800, ""),
             ("วัดสามชุกศรีวนาราม", "วัด (Temple)", 87600, ""),
             ("แม่ค้าตลาดเก้าห้อง (ฝักบัว)", "ฝักบัว/ใบบัว (Pods)", 58300, "")],
}


def _farm_book(path: Path, year: str, temples, florists, pods, wages, fert, truck, pump, pack) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายสวนบัวศรีบัวทอง ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "วัด (Temples)", "ร้านดอกไม้ (Florists)", "ฝักบัว/ใบบัว (Pods & leaves)",
                  "รวม (Total)"])
    for month, a, b, c in zip(MONTHS, temples, florists, pods):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(temples), sum(florists), sum(pods),
                  sum(temples) + sum(florists) + sum(pods)])
    for column in range(2, 6):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายสวนบัว ปี {year} (Farm expenses {year}, THB)"])
    costs.append(["เดือน (Month)", "ค่าแรง (Wages)", "ปุ๋ย/ยา (Fertiliser)", "รถห้องเย็น (Chilled truck)",
                  "ค่าไฟสูบน้ำ (Pump electricity)", "บรรจุภัณฑ์ (Packaging)", "รวม (Total)"])
    for month, *row in zip(MONTHS, wages, fert, truck, pump, pack):
        costs.append([f"{month} {year}", *row, round(sum(row), 2)])
    costs.append(["รวมทั้งปี (Year total)", sum(wages), sum(fert), sum(truck), round(sum(pump), 2), sum(pack),
                  round(sum(wages) + sum(fert) + sum(truck) + sum(pump) + sum(pack), 2)])
    for column in range(2, 8):
        money_format(costs, column)
    people = book.create_sheet("ลูกค้าหลัก Customers")
    people.append([f"ลูกค้าหลัก ปี {year} (Main customers {year})"])
    people.append(["ลูกค้า (Customer)", "ประเภท (Type)", "ยอดซื้อทั้งปี (Bought, THB)", "หมายเหตุ (Note)"])
    for row in CUSTOMERS[year]:
        people.append(list(row))
    money_format(people, 3)
    book.save(path)


PONDS = {
    "บ่อ 1 สัตตบงกช ชมพู (4 ไร่)": [9200, 10400, 11800, 12600, 13100, 11900, 11200, 10600, 10100, 12400],
    "บ่อ 2 สัตตบงกช ชมพู (4 ไร่) ตื้น": [6100, 6800, 7300, 7600, 7900, 7200, 6500, 6100, 5800, 6900],
    "บ่อ 3 สัตตบุษย์ ขาว (3 ไร่)": [5400, 6200, 6900, 7400, 7800, 7100, 6600, 6300, 5900, 7200],
    "บ่อ 4 สัตตบงกช ชมพู (4 ไร่) ตื้น": [5800, 6400, 6900, 7100, 7500, 6800, 6200, 5700, 5400, 6500],
    "บ่อ 5 บัวฉัตรขาว (3 ไร่) ตื้น": [2900, 3300, 3600, 3900, 4100, 3700, 3300, 3000, 2800, 3400],
    "บ่อ 6 สัตตบุษย์ ขาว (4 ไร่)": [7600, 8500, 9400, 9900, 10300, 9500, 8900, 8400, 8000, 9700],
}


def _pond_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ผลผลิต Buds picked"
    sheet.append(["ผลผลิตดอกบัวรายบ่อ ปี 2568 (Buds picked per pond 2568, ดอก)"])
    sheet.append(["บ่อ (Pond)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for pond, values in PONDS.items():
        sheet.append([pond] + values + [sum(values)])
    totals = [sum(values[i] for values in PONDS.values()) for i in range(10)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1688.40, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 296, "กปภ."),
                  ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""), ("ค่ากับข้าว (Food)", 9800, ""),
                  ("ค่างวดรถเก๋ง (Car installment)", 7450, "ผ่อนถึง ธ.ค. 2569"),
                  ("ประกันชีวิตพ่อเสริฐ (Life insurance)", 2150, "ไทยฮาร์โมนี"),
                  ("ค่ารถตู้รับส่งแพรวา (School van)", 1800, ""), ("ค่าเรียนพิเศษแพรวา (Tutoring)", 2400, ""),
                  ("ค่ายาตาบุญ (Grandpa's medicine)", 1200, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1815.65, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 305, "กปภ."),
                  ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""), ("ค่ากับข้าว (Food)", 10150, ""),
                  ("ค่างวดรถเก๋ง (Car installment)", 7450, "ผ่อนถึง ธ.ค. 2569"),
                  ("ประกันชีวิตพ่อเสริฐ (Life insurance)", 2150, "ไทยฮาร์โมนี"),
                  ("ค่ารถตู้รับส่งแพรวา (School van)", 1800, ""), ("ค่าเรียนพิเศษแพรวา (Tutoring)", 2400, ""),
                  ("ค่ายาตาบุญ (Grandpa's medicine)", 1200, ""), ("ค่าซ่อมปั๊มน้ำบ้าน (House pump repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1742.18, "PEA มิเตอร์บ้าน"), ("ค่าน้ำประปา (Water)", 318, "กปภ."),
                  ("ค่าโทรศัพท์+เน็ต (Phone & internet)", 899, ""), ("ค่ากับข้าว (Food)", 10400, ""),
                  ("ค่างวดรถเก๋ง (Car installment)", 7450, "ผ่อนถึง ธ.ค. 2569"),
                  ("ประกันชีวิตพ่อเสริฐ (Life insurance)", 2150, "ไทยฮาร์โมนี"),
                  ("ค่ารถตู้รับส่งแพรวา (School van)", 1800, ""), ("ค่าเรียนพิเศษแพรวา (Tutoring)", 2400, ""),
                  ("ค่ายา+ค่าหมอตาบุญ (Grandpa's medicine, doctor)", 1960, "รพ.สุพรรณเวชการ"),
                  ("ทำบุญกฐินวัดโพธิ์ทอง (Kathin donation)", 2000, "")],
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
    top = ["โรงเรียนสุพรรณพิทยานุกูล อ.เมือง จ.สุพรรณบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.แพรวา ศรีบัวทอง  ชั้น ม.1/4  เลขประจำตัว 36218",
           "ผู้ปกครอง นายประเสริฐ ศรีบัวทอง"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-4418-7712 แล้วส่งสลิปให้ครูประจำชั้น",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าบำรุงการศึกษา", "12,500"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่าหนังสือและชุดนักเรียน", "3,150"), ("ค่าประกันอุบัติเหตุนักเรียน", "900")],
                "21,350", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าบำรุงการศึกษา", "12,500"), ("ค่าอาหารกลางวัน", "4,800"),
                           ("ค่ากิจกรรมค่ายวิทยาศาสตร์", "2,300"), ("ค่าเรียนคอมพิวเตอร์เสริม", "3,500")],
                "23,100", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
HOUSE_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Bang Pla Ma Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Prasert Sribuathong\n"
    "Address: 59/1 Moo 4, Bang Yai, Bang Pla Ma, Suphan Buri 72150\n"
    "Customer no. 020034417719    Rate: 1.1 residential\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 22,640 -> 23,011   Units used: 371 kWh\n"
    "Energy charge 1,575.23  Ft 14.76  Service 38.22  VAT 7% 113.97\n"
    "AMOUNT DUE: 1,742.18 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
WATER_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Suphan Buri Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Mr. Prasert Sribuathong    Account no. 5521-008347\n"
    "Address: 59/1 Moo 4, Bang Yai, Bang Pla Ma, Suphan Buri 72150\n"
    "Meter reading: 1,284 -> 1,310   Water used: 26 cubic metres\n"
    "Water charge 251.20  Service 46.00  VAT 7% 20.80\n"
    "TOTAL: 318.00 THB\n"
    "Due date: 7 Nov 2025",
]
HEALTH_RENEWAL = [
    "THAI HARMONY LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Office, Malaiman Road\n"
    "5 November 2025\n"
    "\n"
    "RENEWAL NOTICE - HEALTH INSURANCE (HARMONY KIDS CARE)\n"
    "Dear Mr. Prasert Sribuathong (policy owner),\n"
    "The health policy no. TH-HK-6603-2284 for the insured person below expires on 31 Dec 2025.\n"
    "Insured person: Miss Praewa Sribuathong, age 13\n"
    "\n"
    "Renewal period: 1 Jan 2026 - 31 Dec 2026\n"
    "Inpatient room and board: up to 3,000 THB per night\n"
    "Annual premium: 14,850 THB (last year 13,900 THB; the premium rises at age 13)\n"
    "Please pay by 15 Dec 2025 by bank transfer, at any counter service, or through your agent,\n"
    "Khun Jintana (086-553-2190). Your life policy TH-L-5812-0391 (monthly 2,150 THB) is not affected.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- slides
def _sales_so_far() -> int:
    return sum(TEMPLES_2568) + sum(FLORISTS_2568) + sum(PODS_2568)


def _plan_slides() -> list[tuple[str, str]]:
    return [
        ("แผนสวนบัวศรีบัวทอง ปี 2569", "Sri Bua Thong Lotus Farm - plan for 2026\nประเสริฐ ศรีบัวทอง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {_sales_so_far():,} บาท\n"
                         "ลูกค้าใหม่: บริษัท ฟลอร่าสยาม (เริ่ม ก.ค.)\n"
                         "ปัญหา: บ่อ 2, 4, 5 ตื้น ดอกน้อยลง / ค่ารถห้องเย็นขึ้นเดือน ธ.ค."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,650,000 บาท\nส่งฟลอร่าสยามสัปดาห์ละ 4,000 ดอก\n"
                            "ลูกค้าวัดประจำเพิ่มอีก 2 วัด"),
        ("เงินกู้ 350,000 บาท (Siam Farmers Bank)", "ขุดลอกบ่อ 2, 4, 5 ประมาณ 80,000 บาท\n"
                                                    "ระบบสูบน้ำโซลาร์เซลล์ 185,000 บาท\n"
                                                    "ขุดบ่อใหม่ บ่อ 7 (3 ไร่) 85,000 บาท\nผ่อนเดือนละ 6,726 บาท 5 ปี"),
        ("นั่งเรือชมบัว", "เปิดเดือนมกราคม 2569 เสาร์–อาทิตย์ 06.00–10.00 น.\nคนละ 60 บาท เป้า 400 คนต่อเดือน\n"
                          "เรือ 2 ลำ ลุงเสน่ห์พาย"),
        ("ขายออนไลน์ LINE OA", "ชุดบัวพับกลีบไหว้พระที่บ้าน ชุดละ 99 บาท ค่าส่ง 40 บาท\nเป้า 150 ชุดต่อเดือน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "สวนบัว/แชท/แชทไลน์_ร้านบุษบา_ปากคลอง.txt": """[1 ต.ค. 68 09:12] จอย บุษบาฟลาวเวอร์: พี่เสริฐคะ ช่วงออกพรรษาขอสัตตบงกชเพิ่มนะคะ อาทิตย์ละ 2,500 ดอก
[1 ต.ค. 68 09:20] เสริฐ สวนบัว: ได้ครับ ช่วงเทศกาลดอกละ 4 บาทนะครับ
[1 ต.ค. 68 09:31] จอย บุษบาฟลาวเวอร์: โหพี่ 3.80 ได้มั้ยคะ หนูเอาประจำทุกอาทิตย์
[1 ต.ค. 68 09:40] เสริฐ สวนบัว: 3.90 ละกันครับ อาทิตย์ละ 2,500 ดอก เป็นเงิน 9,750 บาท
[1 ต.ค. 68 09:41] จอย บุษบาฟลาวเวอร์: ตกลงค่ะ ส่งรถห้องเย็นเหมือนเดิมนะคะ
[14 ต.ค. 68 05:48] จอย บุษบาฟลาวเวอร์: ของถึงแล้วค่ะ ดอกสวยมาก โอนแล้ว 9,750 นะคะ
[21 ต.ค. 68 06:02] จอย บุษบาฟลาวเวอร์: อาทิตย์นี้มีดอกบานมา 2 ถุงค่ะพี่
[21 ต.ค. 68 07:15] เสริฐ สวนบัว: ขอโทษครับ อาทิตย์หน้าแถมให้ 100 ดอกครับ
[27 ต.ค. 68 16:05] จอย บุษบาฟลาวเวอร์: พี่คะ หมดออกพรรษาแล้ว ตั้งแต่ 3 พ.ย. ขอลดเหลืออาทิตย์ละ 1,500 ดอกนะคะ
[27 ต.ค. 68 16:20] เสริฐ สวนบัว: 1,500 ดอกไม่คุ้มค่ารถครับจอย ขั้นต่ำ 1,800 ดอกได้มั้ยครับ ราคาเท่าเดิม 3.90
[27 ต.ค. 68 16:34] จอย บุษบาฟลาวเวอร์: โอเคค่ะ 1,800 ดอก 3.90 ค่ะ
[27 ต.ค. 68 16:36] เสริฐ สวนบัว: ครับ ตั้งแต่ 3 พ.ย. อาทิตย์ละ 1,800 ดอก เป็นเงิน 7,020 บาทครับ
""",
    "สวนบัว/แชท/แชทไลน์_ไวยาวัจกร_วัดโพธิ์ทอง.txt": """[13 ต.ค. 68 15:02] เสริฐ สวนบัว: เรียนคุณสำราญครับ ส่งใบเสนอราคาฉบับแก้ให้แล้วครับ รวม 29,200 บาท
[14 ต.ค. 68 08:40] สำราญ วัดโพธิ์ทอง: ท่านเจ้าอาวาสอนุมัติแล้วครับ จะโอนมัดจำ 30% ให้ 8,760 บาท
[15 ต.ค. 68 10:05] สำราญ วัดโพธิ์ทอง: โอนมัดจำแล้วครับ 8,760 บาท
[15 ต.ค. 68 10:20] เสริฐ สวนบัว: ได้รับแล้วครับ ขอบคุณครับ
[30 ต.ค. 68 19:12] สำราญ วัดโพธิ์ทอง: คุณเสริฐครับ เจ้าภาพกฐินมาเพิ่มอีกสองสาย ขอพานบัวพับเพิ่มจาก 70 เป็น 80 พานได้ไหมครับ
[30 ต.ค. 68 19:30] เสริฐ สวนบัว: ได้ครับ พานละ 85 เท่าเดิม เพิ่ม 850 บาท รวมเป็น 30,050 บาทครับ หักมัดจำแล้วเหลือจ่าย 21,290 บาท
[30 ต.ค. 68 19:33] สำราญ วัดโพธิ์ทอง: เรียบร้อยครับ ส่งของเย็นวันที่ 8 พ.ย. นะครับ งานทอดเช้าวันที่ 9
[8 พ.ย. 68 18:45] เสริฐ สวนบัว: ส่งของครบแล้วครับ 80 พาน
[8 พ.ย. 68 19:10] สำราญ วัดโพธิ์ทอง: โอนส่วนที่เหลือ 21,290 แล้วครับ อนุโมทนาครับ
""",
    "สวนบัว/บัญชี/ค่าแรงคนงาน_ต.ค.68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| ป้าสมจิต (เก็บดอก) | 380 บาท | 25 วัน | 9,500 บาท |
| ลุงเสน่ห์ (เก็บดอก/พายเรือ) | 380 บาท | 26 วัน | 9,880 บาท |
| น้องต้น (พับกลีบ/แพ็คดอก) | 350 บาท | 20 วัน | 7,000 บาท |

รวมจ่ายค่าแรง ต.ค. 26,380 บาท จ่ายแล้ว 31 ต.ค.
ช่วงกฐินงานเยอะ ป้าสมจิตชวนหลานมาช่วยพับกลีบ 3 วัน จ่ายแยกจากกระเป๋าเพ็ญ
""",
    "สวนบัว/บันทึกประชุมกลุ่มผู้ปลูกบัว_ต.ค.68.md": """# บันทึกประชุมกลุ่มวิสาหกิจชุมชนผู้ปลูกบัวหลวงบางปลาม้า
วันที่ 18 ตุลาคม 2568 ที่ศาลาวัดโพธิ์ทองประชาราม  สมาชิกมาประชุม 14 ราย  เลขานุการ: วันเพ็ญ ศรีบัวทอง

## มติที่ประชุม
- ราคาขั้นต่ำช่วงกฐิน (ถึง 15 พ.ย.) ขายให้วัด: สัตตบงกช ไม่ต่ำกว่าดอกละ 4.50 บาท สัตตบุษย์ ไม่ต่ำกว่าดอกละ 5 บาท
- ขายให้ร้านดอกไม้ ไม่ต่ำกว่าดอกละ 3.80 บาท
- สั่งปุ๋ยรวมกลุ่มจาก บริษัท เกษตรซัพพลาย ได้ส่วนลด 5% ส่งรายชื่อและจำนวนกระสอบถึงเลขาฯ ภายใน 31 ต.ค.
- รถห้องเย็นขึ้นราคาเดือน ธ.ค. ให้ 3 สวน (ศรีบัวทอง, สวนลุงแดง, สวนป้าเล็ก) ใช้รถคันเดียวกันแล้วหารค่ารถ

## เรื่องอื่น
- อบต.บางใหญ่จะลอกคลองส่งน้ำสาย 3 เดือน ม.ค. 2569 งดสูบน้ำเข้าบ่อ 10 วัน
- ประชุมครั้งหน้า 7 ธันวาคม 2568 เวลา 13.00 น.
""",
    "สวนบัว/วิธีพับกลีบบัว.md": """# วิธีพับกลีบบัว (ลายพื้นฐาน)
1. เลือกดอกตูมที่แก่พอดี เด็ดกลีบนอกที่ช้ำออก 2-3 กลีบ
2. พับกลีบนอกสุดเข้าหาตัว ให้ปลายกลีบจรดโคน แล้วพับกลีบถัดไปเยื้องกัน
3. พับให้ครบ 2 ชั้น เหลือกลีบในไว้ตูม
4. ลายที่นิยม: ลายพับกลีบธรรมดา ลายกลีบบัวสองชั้น ลายบัวหัวแหวน
5. พับแล้วแช่น้ำเย็น ไม่เกิน 1 คืน ดอกจะไม่เหี่ยว
""",
    "สวนบัว/Suppliers/email_SuphanCold_rates_Dec2025.txt": SUPHANCOLD_EMAIL,
    "บ้าน/แชทไลน์_บ้านศรีบัวทอง.txt": """[2 พ.ย. 68 19:05] เพ็ญ: พ่อ ค่าเทอมแพรวาเทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ 23,100
[2 พ.ย. 68 19:12] เสริฐ: เดี๋ยวโอนจากบัญชีบ้านพรุ่งนี้ เงินวัดยังไม่เข้า
[2 พ.ย. 68 19:20] แพรวา: แม่ ค่ายวิทย์ไปวันที่ 21 พ.ย. นะคะ ต้องใช้ถุงนอน
[3 พ.ย. 68 08:30] เสริฐ: โอนค่าเทอมแล้ว ส่งสลิปให้ครูแล้ว
[5 พ.ย. 68 20:14] เพ็ญ: ประกันสุขภาพแพรวาส่งจดหมายมา ปีนี้ขึ้นเป็น 14,850 ต้องจ่ายก่อน 15 ธ.ค.
[5 พ.ย. 68 20:20] เสริฐ: รอเงินฟลอร่าสยามเข้าก่อน ปลายเดือนจ่าย
[6 พ.ย. 68 07:02] ตาบุญ: วันที่ 19 ตานัดหมอเข่านะ ใครพาไปได้
[6 พ.ย. 68 07:15] เพ็ญ: หนูพาไปเองพ่อ พ่อเสริฐต้องไปเซ็นสัญญากู้ที่ธนาคาร
[9 พ.ย. 68 12:40] เสริฐ: งานกฐินเรียบร้อย วัดโอนครบแล้ว
""",
    "บ้าน/นัดหมอตาบุญ.md": """# นัดหมอตาบุญ (พ่อของเพ็ญ อายุ 74)
- ข้อเข่าเสื่อม 2 ข้าง + ความดันสูง รักษาที่ รพ.สุพรรณเวชการ (คุณหมอธีรวัฒน์)
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 09.30 น. เอกซเรย์เข่าซ้าย งดน้ำงดอาหารไม่ต้อง
- ค่ายาปกติเดือนละประมาณ 1,200 บาท
- ต.ค. จ่ายรวมค่าหมอ 1,960 บาท
- หมอให้ลดน้ำหนัก ห้ามนั่งยองๆ พับกลีบบัวให้นั่งเก้าอี้
""",
    "บ้าน/งานบวชน้องเอก.md": """# งานบวชน้องเอก (ลูกพี่สมพร) 6 ธันวาคม 2568 ที่วัดโพธิ์ทองประชาราม
- ซองช่วยงาน 5,000 บาท
- ให้ดอกบัวสัตตบงกชจากสวน 300 ดอก กับพานบัวพับ 10 พาน (ไม่คิดเงิน)
- เพ็ญช่วยทำอาหารเลี้ยงพระเช้าวันที่ 6
- แพรวาไปช่วยแจกของชำร่วย
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาเงินกู้ที่ Siam Farmers Bank ก่อน 28 พ.ย.
- เลือกเจ้าขุดลอกบ่อ (สุพรรณรุ่งเรือง / ช่างเกษม)
- ส่งบัวฟลอร่าสยาม 14 พ.ย. จองรถห้องเย็น
- จ่ายใบแจ้งหนี้เกษตรซัพพลาย ก่อน 8 พ.ย.
- ต่อประกันสุขภาพแพรวา ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    farm = docs / "สวนบัว"
    quotes, dredge, customers = farm / "ใบเสนอราคา", farm / "ขุดลอกบ่อ", farm / "ลูกค้า"
    suppliers, bank, bills, books = farm / "Suppliers", farm / "ธนาคาร", farm / "บิล", farm / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, dredge, customers, suppliers, bank, bills, books, farm / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมแพรวา"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_วัดโพธิ์ทอง_กฐิน_ร่าง.docx", TEMPLE_DRAFT, TEMPLE_DRAFT_TABLE,
               bottom=TEMPLE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_วัดโพธิ์ทอง_กฐิน_ฉบับจริง.docx", TEMPLE_FINAL, TEMPLE_FINAL_TABLE,
               bottom=TEMPLE_FINAL_BOTTOM)
    write_docx(dredge / "ใบเสนอราคา_ขุดลอกบ่อ_สุพรรณรุ่งเรือง.docx", DREDGE_A, DREDGE_A_TABLE, bottom=DREDGE_A_BOTTOM)
    write_docx(dredge / "ใบเสนอราคา_ขุดลอกบ่อ_ช่างเกษม.docx", DREDGE_B, DREDGE_B_TABLE, bottom=DREDGE_B_BOTTOM)
    make_pdf(customers / "FloraSiam_PO-2025-0418.pdf", FLORA_PO)
    write_docx(customers / "ข้อตกลงซื้อขายดอกบัว_ฟลอร่าสยาม.docx", FLORA_AGREEMENT, headings=FLORA_AGREEMENT_HEADINGS,
               bottom=FLORA_AGREEMENT_BOTTOM)
    make_pdf(suppliers / "KasetSupply_pricelist_2025.pdf", KASET_PRICES_2025)
    write_docx(suppliers / "ราคาปุ๋ยยา_เกษตรซัพพลาย_2567.docx", KASET_PRICES_2567, KASET_PRICES_2567_TABLE,
               bottom=KASET_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KasetSupply_invoice_KS-25-0642.pdf", KASET_INVOICE)
    make_pdf(bank / "SiamFarmersBank_loan_approval.pdf", BANK_LETTER)
    make_pdf(bills / "PEA_pump_meter_Oct2025.pdf", PUMP_BILL)
    _farm_book(books / "ยอดขายสวนบัว_2568.xlsx", "2568", TEMPLES_2568, FLORISTS_2568, PODS_2568, WAGES_2568,
               FERT_2568, TRUCK_2568, PUMP_2568, PACK_2568)
    _farm_book(books / "ยอดขายสวนบัว_2567.xlsx", "2567", TEMPLES_2567, FLORISTS_2567, PODS_2567, WAGES_2567,
               FERT_2567, TRUCK_2567, PUMP_2567, PACK_2567)
    _pond_book(books / "ผลผลิตรายบ่อ_2568.xlsx")
    write_slides(farm / "แผนสวนบัวปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_house_bill_Oct2025.pdf", HOUSE_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_BILL)
    make_pdf(home / "ประกัน" / "ThaiHarmony_health_renewal_Praewa.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมแพรวา" / "ค่าเทอม_แพรวา_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมแพรวา" / "ค่าเทอม_แพรวา_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
