"""A folder for the agent bench (`--folder pawnshop`): a Lampang family's small gold shop, pawn counter and home papers.

Chanpen Sriwong (แม่เพ็ญ) runs Sriwong Gold (ร้านทองศรีวงค์) on Thipchang Road, Lampang, with her husband Prasert
(who keeps the pawn counter) and their daughter Praewa (แพรว, who does the books and the online ideas): monthly
gold sales and buy-backs for January-July 2568 (xlsx, two sheets) and last year's Thai summary (md), the pawn-ticket
register for the first half of August with the forfeited items (xlsx, two sheets), the pawn interest-rate notice
(docx, a table) and an old draft of rates (txt), the Bangkok wholesaler's English making-charge list and invoice (pdf)
with last year's Thai making-charge note (md), two Thai custom wedding-gold orders for two brides (docx, tables),
LINE chats with a pawn customer renewing her ticket and with the goldsmith, the shop lease for 2568-2570 and the old
lease for 2565-2567 (docx, tables), an English email quote for a new fire-resistant safe and an old Thai safe quote
(md), the shop insurance renewal (English pdf) and last year's insurance note (md), slides of the 2569 shop plan
(pptx) and Praew's draft of online-selling ideas (md); for the household: the electricity bill (English pdf) and a
Thai utilities note, the son's school fee statement and the housing-loan statement (English pdf), the nephew's
ordination budget (xlsx, two sheets) and the family LINE group about grandma's eye operation; plus a workspect
that holds a to-do list. Written blind of the engine's rules for agent_tasks_pawnshop_holdout.json. Every figure a
task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

RATES_TOP = [
    "ประกาศอัตราดอกเบี้ยรับจำนำ ร้านทองศรีวงค์",
    "ร้านทองศรีวงค์ 214 ถนนทิพย์ช้าง ตำบลสวนดอก อำเภอเมืองลำปาง จังหวัดลำปาง 52100 โทร 054-227-418",
    "ใบอนุญาตตั้งโรงรับจำนำ เลขที่ 12/2566  ผู้ดูแลเคาน์เตอร์รับจำนำ: นายประเสริฐ ศรีวงค์",
    "มีผลตั้งแต่วันที่ 1 มกราคม 2568 เป็นต้นไป",
    "รับจำนำเฉพาะทองรูปพรรณและทองคำแท่ง 96.5% พร้อมบัตรประชาชนตัวจริงของผู้จำนำ",
]
RATES_TABLE = [
    ("วงเงินจำนำ (บาท)", "ดอกเบี้ยต่อเดือน", "หมายเหตุ"),
    ("ไม่เกิน 5,000", "1.25%", "ลูกค้าทั่วไป"),
    ("5,001 - 20,000", "1.00%", ""),
    ("เกิน 20,000 ขึ้นไป", "0.75%", "ลูกค้าประจำเกิน 3 ปี ลดอีก 0.10%"),
]
RATES_BOTTOM = [
    "ระยะเวลาไถ่ถอน 4 เดือน นับจากวันที่ในตั๋วจำนำ และผ่อนผันให้อีก 30 วัน หลังจากนั้นถือว่าทรัพย์หลุดจำนำ",
    "ต่อดอก: ชำระดอกเบี้ยที่ค้างทั้งหมด แล้วขยายเวลาได้อีก 4 เดือน โดยออกตั๋วใบเดิม",
    "ไถ่ถอนก่อน 15 วัน คิดดอกเบี้ยครึ่งเดือน เกิน 15 วันคิดเต็มเดือน",
    "ตั๋วจำนำหาย ค่าออกใบแทน 100 บาท ต้องนำใบแจ้งความมาแสดง",
    "วงเงินจำนำไม่เกิน 85% ของราคารับซื้อทองในวันที่จำนำ",
]
RATES_DRAFT = """ร่าง อัตราดอกเบี้ยรับจำนำ (ใช้ปี 2566-2567 เลิกใช้แล้ว)
- ไม่เกิน 5,000 บาท ร้อยละ 1.5 ต่อเดือน
- 5,001-20,000 บาท ร้อยละ 1.25 ต่อเดือน
- เกิน 20,000 บาท ร้อยละ 1 ต่อเดือน
- ไถ่ถอน 3 เดือน ผ่อนผัน 15 วัน
- พ่อบอกแพงกว่าโรงรับจำนำเทศบาล ลูกค้าหนีไปหมด ปีหน้าปรับลด
"""
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองลำปาง จังหวัดลำปาง วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นายวีระ ตั้งสกุลชัย เลขที่ 9 ถนนบุญวาทย์ ตำบลหัวเวียง อำเภอเมืองลำปาง จังหวัดลำปาง",
    "ผู้เช่า: นางจันทร์เพ็ญ ศรีวงค์ (ร้านทองศรีวงค์)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 3 ชั้น 1 คูหา เลขที่ 214 ถนนทิพย์ช้าง เพื่อประกอบกิจการร้านทอง",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โอนเข้าบัญชีผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 3 เดือน เป็นเงิน 54,000 บาท คืนเมื่อสิ้นสุดสัญญาหากไม่มีความเสียหาย",
    "ข้อ 5. ผู้เช่าต่อเติมหรือติดป้ายหน้าร้านได้ โดยแจ้งผู้ให้เช่าเป็นหนังสือก่อน",
    "ข้อ 6. ภาษีโรงเรือนผู้ให้เช่าเป็นผู้ชำระ ค่าน้ำค่าไฟผู้เช่าชำระเอง",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_TABLE = [
    ("ปี", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ม.ค. - ธ.ค. 2568", "18,000 บาท"),
    ("ปีที่ 2", "ม.ค. - ธ.ค. 2569", "18,500 บาท"),
    ("ปีที่ 3", "ม.ค. - ธ.ค. 2570", "19,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วีระ ตั้งสกุลชัย ผู้ให้เช่า", "ลงชื่อ จันทร์เพ็ญ ศรีวงค์ ผู้เช่า",
                "ลงชื่อ ประเสริฐ ศรีวงค์ พยาน"]
OLD_LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอเมืองลำปาง วันที่ 15 ธันวาคม 2564",
    "ผู้ให้เช่า: นายวีระ ตั้งสกุลชัย  ผู้เช่า: นางจันทร์เพ็ญ ศรีวงค์",
    "ข้อ 1. เช่าอาคารเลขที่ 214 ถนนทิพย์ช้าง ระยะเวลา 3 ปี ตั้งแต่ 1 มกราคม 2565 ถึง 31 ธันวาคม 2567",
    "ข้อ 2. ค่าเช่าเดือนละ 16,500 บาท ตลอดอายุสัญญา ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 3. เงินประกันการเช่า 3 เดือน เป็นเงิน 49,500 บาท",
]
OLD_LEASE_TABLE = [
    ("ปี", "ค่าเช่าต่อเดือน", "รวมต่อปี"),
    ("2565", "16,500 บาท", "198,000 บาท"),
    ("2566", "16,500 บาท", "198,000 บาท"),
    ("2567", "16,500 บาท", "198,000 บาท"),
]
MALI_TOP = [
    "ใบสั่งทำทองรูปพรรณ (ชุดทองหมั้น)",
    "ร้านทองศรีวงค์ 214 ถนนทิพย์ช้าง อ.เมืองลำปาง โทร 054-227-418",
    "เลขที่ SO68-021   วันที่สั่ง 9 สิงหาคม 2568",
    "ลูกค้า: คุณมะลิวรรณ ธรรมวงศ์ (เจ้าสาว) โทร 089-636-2104  งานแต่งวันที่ 22 พฤศจิกายน 2568",
    "ราคาทองรูปพรรณขายออกวันที่สั่ง บาทละ 52,300 บาท (ล็อกราคาตามวันสั่ง)",
]
MALI_TABLE = [
    ("ลำดับ", "รายการ", "น้ำหนัก", "ค่าทอง (บาท)", "ค่ากำเหน็จ/ค่าเพชร (บาท)", "รวม (บาท)"),
    ("1", "สร้อยคอลายสี่เสา", "2 บาท", "104,600", "2,200", "106,800"),
    ("2", "กำไลข้อมือลายพิกุล", "1 บาท", "52,300", "1,500", "53,800"),
    ("3", "แหวนฝังเพชร 10 ตัง (เพชรเบลเยียม)", "2 สลึง", "26,150", "18,500", "44,650"),
    ("", "รวมทั้งสิ้น", "3 บาท 2 สลึง", "", "", "205,250"),
]
MALI_BOTTOM = [
    "ชำระมัดจำแล้ว 50,000 บาท (โอนเข้าบัญชีร้าน 9 ส.ค. 2568)",
    "คงเหลือชำระ 155,250 บาท ในวันรับของ",
    "นัดรับของภายในวันที่ 15 พฤศจิกายน 2568 ให้เจ้าบ่าวมาลองแหวนก่อน 1 ครั้ง",
    "ถ้ายกเลิกการสั่งทำ ร้านคืนมัดจำครึ่งหนึ่ง เพราะสั่งช่างทำแล้ว",
    "ลงชื่อ จันทร์เพ็ญ ศรีวงค์ ผู้รับสั่ง",
]
ORATHAI_TOP = [
    "ใบสั่งทำทองรูปพรรณ (ชุดทองหมั้น)",
    "ร้านทองศรีวงค์ 214 ถนนทิพย์ช้าง อ.เมืองลำปาง โทร 054-227-418",
    "เลขที่ SO68-019   วันที่สั่ง 2 สิงหาคม 2568",
    "ลูกค้า: คุณอรทัย คำแสน โทร 086-114-5590  งานแต่งวันที่ 13 ธันวาคม 2568",
    "ราคาทองรูปพรรณขายออกวันที่สั่ง บาทละ 51,900 บาท",
]
ORATHAI_TABLE = [
    ("ลำดับ", "รายการ", "น้ำหนัก", "ค่าทอง (บาท)", "ค่ากำเหน็จ (บาท)", "รวม (บาท)"),
    ("1", "สร้อยคอลายโซ่ฝรั่ง", "1 บาท", "51,900", "1,200", "53,100"),
    ("2", "แหวนเกลี้ยง", "1 สลึง", "12,975", "600", "13,575"),
    ("", "รวมทั้งสิ้น", "1 บาท 1 สลึง", "", "", "66,675"),
]
ORATHAI_BOTTOM = [
    "ชำระมัดจำแล้ว 20,000 บาท เงินสด",
    "คงเหลือชำระ 46,675 บาท ในวันรับของ นัดรับภายในวันที่ 1 ธันวาคม 2568",
    "ลงชื่อ จันทร์เพ็ญ ศรีวงค์ ผู้รับสั่ง",
]
LINE_SRINUAN = """[LINE] ประวัติการแชทกับ ป้าศรีนวล แม่ทะ
บันทึกเมื่อ: 14/08/2568 19:02

จ., 11/08/2568
09:12\tป้าศรีนวล แม่ทะ\tแพรวลูก ตั๋วสร้อยข้อมือป้า เลขที่ 2568/0412 ครบวันไหนนะ ป้าจำไม่ได้
09:30\tร้านทองศรีวงค์\tสวัสดีค่ะป้า ตั๋ว 2568/0412 จำนำวันที่ 15 เม.ย. 68 เงินต้น 30,000 บาท ครบกำหนด 15 ส.ค. 68 ค่ะ
09:31\tร้านทองศรีวงค์\tดอกเบี้ย 0.75% ต่อเดือน เดือนละ 225 บาท 4 เดือนเป็น 900 บาทค่ะ
09:40\tป้าศรีนวล แม่ทะ\tตอนนี้ยังไม่มีเงินไถ่ ขอต่อดอกไปก่อนได้ไหม ลำไยยังไม่ได้ขาย
09:45\tร้านทองศรีวงค์\tได้ค่ะป้า โอนดอก 900 บาทเข้าพร้อมเพย์ร้าน แล้วขยายไปอีก 4 เดือนค่ะ

พฤ., 14/08/2568
18:20\tป้าศรีนวล แม่ทะ\tโอนแล้วนะ 900 บาท [รูปภาพ]
18:35\tร้านทองศรีวงค์\tได้รับแล้วค่ะป้า ต่อดอกเรียบร้อย ครบกำหนดใหม่ 15 ธ.ค. 68 ค่ะ เงินต้นยังเป็น 30,000 เท่าเดิม
18:36\tร้านทองศรีวงค์\tป้าเก็บตั๋วใบเดิมไว้นะคะ พ่อเขียนวันที่ใหม่ให้ตอนป้าเข้ามาร้าน
18:40\tป้าศรีนวล แม่ทะ\tขอบใจเน้อลูก ขายลำไยได้แล้วจะรีบไปไถ่
"""
LINE_TONG = """[LINE] ประวัติการแชทกับ ช่างต๋อง กาดกองต้า
บันทึกเมื่อ: 12/08/2568 21:10

ส., 09/08/2568
16:05\tแม่เพ็ญ ร้านทองศรีวงค์\tช่างต๋อง ได้ออเดอร์ทองหมั้นมาชุดนึง มีแหวนฝังเพชร 10 ตัง ทองหนัก 2 สลึง ทำทันไหม
16:20\tช่างต๋อง กาดกองต้า\tทันครับแม่เพ็ญ ค่าแรงฝังเพชร 2,500 บาท ได้ของวันที่ 5 พ.ย. ครับ
16:22\tแม่เพ็ญ ร้านทองศรีวงค์\tแล้วงานซ่อมลูกค้าคิดเท่าไหร่ตอนนี้ ขึ้นราคาหรือยัง
16:30\tช่างต๋อง กาดกองต้า\tราคาใหม่ตั้งแต่ ส.ค. นี้ครับ
16:30\tช่างต๋อง กาดกองต้า\tขยาย/ย่อแหวน วงละ 150 บาท
16:31\tช่างต๋อง กาดกองต้า\tเชื่อมสร้อยขาด จุดละ 200 บาท
16:31\tช่างต๋อง กาดกองต้า\tล้างขัดเงาชุบใหม่ ชิ้นละ 300 บาท
16:32\tช่างต๋อง กาดกองต้า\tเปลี่ยนตะขอสร้อย 250 บาท (ไม่รวมค่าทอง)
16:40\tแม่เพ็ญ ร้านทองศรีวงค์\tโอเค ร้านบวกลูกค้าอีก 50 เหมือนเดิมนะ

อ., 12/08/2568
10:15\tช่างต๋อง กาดกองต้า\tแหวนลูกค้าที่ฝากย่อ 3 วง เสร็จแล้วครับ แวะรับได้เย็นนี้
10:20\tแม่เพ็ญ ร้านทองศรีวงค์\tเดี๋ยวให้พ่อเสริฐไปรับ 5 โมงเย็นนะ
"""
CHINHUA_PRICES = [
    "CHIN HUA GOLD WHOLESALE CO., LTD.\n"
    "387 Yaowarat Road, Samphanthawong, Bangkok 10100  Tel. 02-221-7604\n"
    "MAKING CHARGE LIST FOR RETAIL SHOPS - effective 1 August 2025\n"
    "Gold 96.5%. Charges in THB per piece, gold value not included, VAT not included.\n"
    "Customer: Sriwong Gold, Lampang (account No. LP-0088)\n"
    " \n"
    "Necklace, 1 baht-weight (chain designs) ........ 850\n"
    "Necklace, 2 baht-weight (chain designs) ........ 1,300\n"
    "Bracelet, 1 baht-weight ........................ 800\n"
    "Bracelet, 2 baht-weight ........................ 1,400\n"
    "Bangle, 1 baht-weight .......................... 900\n"
    "Ring, 1 salung (0.25 baht-weight) .............. 450\n"
    "Ring, 2 salung (0.5 baht-weight) ............... 550\n"
    "Earrings, 1 salung, per pair ................... 500\n"
    " \n"
    "Terms: minimum order 10 baht-weight. Credit 7 days after delivery.\n"
    "Insured courier delivery to Lampang: 1,200 THB per trip.",
]
CHINHUA_INVOICE = [
    "CHIN HUA GOLD WHOLESALE CO., LTD.\nTAX INVOICE / INVOICE\n"
    "Invoice No. CH2508-0311    Date: 5 August 2025\n"
    "Bill to: Sriwong Gold (Mrs. Chanpen Sriwong), 214 Thipchang Road, Mueang Lampang, Lampang 52100\n"
    " \n"
    "Gold price used: 51,650 THB per baht-weight (96.5%)\n"
    "Item                        Qty   Weight (baht)   Gold value    Making charge\n"
    "Necklace 1 baht-weight       6        6.00          309,900         5,100\n"
    "Bracelet 2 baht-weight       4        8.00          413,200         5,600\n"
    "Ring 1 salung               12        3.00          154,950         5,400\n"
    "Total                       22       17.00          878,050        16,100\n"
    " \n"
    "Courier delivery to Lampang ............ 1,200.00\n"
    "VAT 7% on making charges and delivery .. 1,211.00\n"
    "TOTAL AMOUNT DUE ....................... 896,561.00 THB\n"
    "Payment due: 12 August 2025 by bank transfer (Kasikornbank 012-3-45678-9)",
]
MAKING_OLD = """# ค่ากำเหน็จ ชินฮั้ว เยาวราช (ใบราคาปี 2567 เก่า)

- สร้อยคอ 1 บาท 750 บาท
- สร้อยคอ 2 บาท 1,150 บาท
- สร้อยข้อมือ 1 บาท 700 บาท
- สร้อยข้อมือ 2 บาท 1,250 บาท
- กำไล 1 บาท 820 บาท
- แหวน 1 สลึง 400 บาท
- ค่าส่งมาลำปาง ครั้งละ 1,000 บาท
"""
INSURANCE_PAGES = [
    "NORTHERN STAR INSURANCE PUBLIC COMPANY LIMITED\n"
    "Chiang Mai Branch, 55 Huay Kaew Road, Mueang Chiang Mai 50200  Tel. 053-210-889\n"
    "POLICY RENEWAL NOTICE - JEWELLERY SHOP ALL RISKS\n"
    "Policy No. NSI-JB-68-004512\n"
    "Insured: Mrs. Chanpen Sriwong (Sriwong Gold), 214 Thipchang Road, Mueang Lampang, Lampang 52100\n"
    "Period of insurance: 1 September 2025 to 1 September 2026 (16:30 hrs)\n"
    " \n"
    "Sums insured:\n"
    "  Gold stock in shop and display cases ...... 5,000,000 THB\n"
    "  Shop fittings and equipment ............... 400,000 THB\n"
    "  Cash on premises .......................... 200,000 THB\n"
    "Cover: burglary, robbery, fire, lightning, flood. Deductible 20,000 THB per claim.\n"
    " \n"
    "Net premium ................................ 35,870.00\n"
    "Stamp duty .................................    149.00\n"
    "VAT 7% .....................................  2,521.00\n"
    "TOTAL PREMIUM PAYABLE ...................... 38,540.00 THB\n"
    "Please pay before 25 August 2025. Conditions: CCTV recording 24 hours, alarm linked to the police station.",
]
INSURANCE_OLD = """# ประกันร้านทอง ปีที่แล้ว (ก.ย. 2567 - ก.ย. 2568)

- นอร์เทิร์นสตาร์ประกันภัย กรมธรรม์ NSI-JB-67-003980
- ทุนประกันทองในร้าน 4,000,000 บาท
- เบี้ยรวม 35,200 บาท จ่ายแล้ว 20 ส.ค. 67
- เคลมปีนี้ไม่มี
- ปีหน้าตัวแทนบอกต้องเพิ่มทุนประกัน เพราะราคาทองขึ้นเยอะ
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Lampang Office\n"
    "ELECTRICITY BILL / RECEIPT\n"
    "Customer: Mrs. Chanpen Sriwong   Account No. 020012847731   Meter No. 9L-114502\n"
    "Address: 214 Thipchang Road, Suan Dok, Mueang Lampang, Lampang 52100\n"
    "Tariff: 1.2 Residential over 150 units\n"
    "Reading period: 20 June 2025 - 20 July 2025\n"
    "Previous reading 48,215   Present reading 49,341   Units used: 1,126 kWh\n"
    " \n"
    "Energy charge ..................... 4,617.93\n"
    "Ft charge (0.1972 x 1,126) ......... 222.05\n"
    "Service charge ....................... 130.51\n"
    "VAT 7% ............................... 347.93\n"
    "TOTAL AMOUNT ....................... 5,318.42 THB\n"
    "Due date: 4 August 2025. Pay at PEA counters, banks or the PEA Smart Plus app.",
]
SCHOOL_FEES = [
    "LAMPANG BILINGUAL SCHOOL\n"
    "88 Phahonyothin Road, Phrabat, Mueang Lampang, Lampang 52000  Tel. 054-318-200\n"
    "STATEMENT OF FEES - Academic Year 2025, Term 2 (November 2025 - March 2026)\n"
    "Student: Phum Sriwong   Student ID: 25-0617   Class: Grade 8 (Mathayom 2/3)\n"
    "Parent: Mrs. Chanpen Sriwong\n"
    " \n"
    "Tuition fee (English Program) .......... 39,000\n"
    "Native-speaker teachers fee ............ 4,000\n"
    "Computer and science lab ............... 2,000\n"
    "Activities and field trip .............. 2,000\n"
    "Lunch and snacks ....................... 1,500\n"
    "TOTAL TERM 2 FEES ...................... 48,500 THB\n"
    " \n"
    "Please pay by 30 September 2025. A late fee of 500 THB applies after the due date.\n"
    "Term 1 fees of 52,000 THB (incl. uniforms and books) were received on 8 May 2025. Thank you.",
]
GHB_STATEMENT = [
    "GOVERNMENT HOUSING BANK - Lampang Branch\n"
    "HOUSING LOAN ACCOUNT STATEMENT as of 30 June 2025\n"
    "Borrowers: Mr. Prasert Sriwong and Mrs. Chanpen Sriwong\n"
    "Loan account: 0125-44-0091837   Property: 41/6 Moo 3, Phichai, Mueang Lampang\n"
    "Original loan: 2,400,000 THB (November 2017), term 25 years\n"
    "Current interest rate: 3.35% per year (MRR - 3.00%)\n"
    "Monthly installment: 14,200 THB, debited on the 1st of each month\n"
    " \n"
    "Date         Description          Amount       Principal    Interest\n"
    "02/05/2025   Installment          14,200.00    10,321.14    3,878.86\n"
    "02/06/2025   Installment          14,200.00    10,350.06    3,849.94\n"
    " \n"
    "Outstanding principal balance: 1,347,820.50 THB\n"
    "Interest paid in 2025 to date: 23,214.33 THB (for the tax allowance certificate)",
]
SAFE_EMAIL = """From: Krit Wongsuwan <krit.w@safeguardvault.co.th>
To: Praewa Sriwong <praew.sriwonggold@gmail.com>
Date: Wed, 6 Aug 2025 14:05:37 +0700
Subject: Quotation SG-Q2508-117 - fire-resistant safe for Sriwong Gold

Dear Khun Praewa,

Thank you for visiting our Chiang Mai showroom last Saturday. As discussed, here is our quotation:

- Model SG-1200F fire-resistant safe, 1,200 kg, fire rating 2 hours, dual key plus digital code lock
- Price: 89,500 THB including VAT
- Delivery and installation at your shop (ground floor, with lifting equipment): 3,500 THB
- Trade-in of your old safe: we credit 8,000 THB against the price
- Lead time: 21 days after the deposit. Warranty 5 years on the lock and body.
- Payment: 30% deposit on order, the rest on installation.

This quotation is valid until 5 September 2025. Please call me if your father would like to see the
model before deciding.

Best regards,
Krit Wongsuwan
Sales Executive, SafeGuard Vault (Chiang Mai) Co., Ltd.
Tel. 053-141-772 / 081-952-6630
"""
SAFE_OLD = """# ราคาตู้เซฟ ร้านเซฟตี้ลำปาง (ขอราคาไว้ ต.ค. 2566 ยังไม่ได้ซื้อ)

- ตู้เซฟกันไฟ 1 ชั่วโมง หนัก 800 กก. รุ่น ST-800
- ราคา 72,000 บาท
- ค่าขนส่งติดตั้ง 2,500 บาท
- รับเทิร์นตู้เก่า 5,000 บาท
- พ่อว่ารอก่อน ตู้เดิมยังใช้ได้
"""
SALES_2567 = """# สรุปยอดร้านทองศรีวงค์ ปี 2567 (ทั้งปี)

- ยอดขายทั้งปี 24,318,000 บาท
- ทองรูปพรรณขายออก 402 บาท (น้ำหนัก) ทองแท่ง 131 บาท
- ค่ากำเหน็จรวม 571,200 บาท
- เดือนที่ขายดีที่สุด ก.พ. 2567 ยอด 2,618,000 บาท (ตรุษจีน+วาเลนไทน์)
- รับซื้อคืนทั้งปี 188 บาท (น้ำหนัก)
- ปีนี้ทองขึ้นแรง คนขายคืนเยอะกว่าปีก่อน
"""
ONLINE_DRAFT = """# ไอเดียขายทองออนไลน์ (แพรวจด ร่าง ก.ค. 68)

- ไลฟ์ขายใน TikTok ทุกคืนวันศุกร์ 2 ทุ่ม เริ่มจากแหวนครึ่งสลึงกับต่างหูเด็ก
- ส่ง EMS รับประกันของ ค่าส่ง+ประกัน ชิ้นละ 150 บาท
- ค่ากำเหน็จออนไลน์บวกเพิ่มชิ้นละ 100 จากหน้าร้าน
- ต้องถ่ายรูปพร้อมใบรับประกัน ทองแท้ 96.5% ทุกชิ้น
- ถามพี่ที่ร้านทองเชียงใหม่ว่าโดนโกงโอนเงินบ่อยไหม
- แม่ยังไม่เอาด้วย บอกให้ลองเดือนละไม่เกิน 5 บาทก่อน
"""
UTILITIES_NOTE = """# ค่าน้ำค่าไฟ บ้าน+ร้าน ปี 2568

| เดือน | ค่าไฟ (บาท) | ค่าน้ำ (บาท) |
|---|---|---|
| ม.ค. | 3,420 | 310 |
| ก.พ. | 3,515 | 305 |
| มี.ค. | 4,380 | 330 |
| เม.ย. | 5,960 | 390 |
| พ.ค. | 5,745 | 372 |
| มิ.ย. | 5,102 | 350 |
| ก.ค. | 5,318 | 365 |

- หน้าร้อนแอร์ร้านเปิดทั้งวัน ค่าไฟขึ้นเกือบเท่าตัว
- คิดจะติดโซลาร์บนหลังคา ขอราคาไว้ 5 kW ประมาณ 165,000 บาท
- ค่าน้ำจ่ายประปาลำปาง ตัดบัญชีอัตโนมัติ
"""
LINE_FAMILY = """[LINE] ประวัติการแชทกลุ่ม บ้านศรีวงค์ (4)
บันทึกเมื่อ: 13/08/2568 22:14

อ., 12/08/2568
19:02\tเพ็ญ\tหมอนัดแม่อุ๊ยผ่าต้อกระจกตาขวา วันที่ 2 ก.ย. ที่ รพ.ลำปางเวชกิจ นะ
19:03\tเพ็ญ\tค่าผ่าตัดรวมเลนส์เทียม ค่าห้อง 2 คืน ทั้งหมด 45,000 บาท บัตรทองใช้ไม่ได้เพราะเป็นเอกชน
19:10\tน้าแดง เชียงใหม่\tหารสามพี่น้องเลยไหม คนละ 15,000
19:12\tน้าตุ่ม ลำพูน\tได้ๆ เดี๋ยวสิ้นเดือนโอนให้พี่เพ็ญนะ
19:15\tเพ็ญ\tโอนเข้าบัญชีพี่ก่อน 31 ส.ค. นะ พี่จะจ่ายมัดจำโรงพยาบาล 10,000 ก่อน
19:20\tน้าแดง เชียงใหม่\tวันผ่าตัดใครพาแม่ไป ผมลางานได้วันเดียว
19:22\tเพ็ญ\tพ่อเสริฐขับรถพาไป แดงมาเฝ้าคืนที่สองก็พอ

พ., 13/08/2568
08:30\tน้าตุ่ม ลำพูน\tโอนแล้ว 15,000 [รูปภาพ]
08:45\tเพ็ญ\tได้รับแล้ว ขอบใจจ้ะ
"""
PLAN_SLIDES = [
    ("แผนร้านทองศรีวงค์ ปี 2569 (Sriwong Gold plan 2026)", "ประชุมครอบครัว สิงหาคม 2568\nแม่เพ็ญ พ่อเสริฐ แพรว"),
    ("ปีนี้เป็นอย่างไร (2568 so far)", "Jan-Jul 2025 sales 15,004,700 THB\nBest month: February, 2,764,900 THB\n"
                                       "Gold price high: more customers selling back than buying"),
    ("ปรับปรุงหน้าร้าน (Shop front)", "New display cases and LED lighting, new shop sign\n"
                                      "Budget 350,000 THB, work in January 2026 (close 5 days)"),
    ("คนช่วยงาน (Staff)", "Hire 1 sales assistant from February 2026\nSalary 11,000 THB a month + commission 50 THB per piece\n"
                          "Praew takes over the accounts and the LINE OA"),
    ("ขายออนไลน์ (Online)", "LINE OA + TikTok live on Friday nights\nTarget 12 baht-weight a month online by end of 2026"),
]
WORKSPECT = {"todo.md": "- โอนค่าประกันร้านก่อน 25 ส.ค.\n- โทรถามราคาตู้เซฟอีกร้าน\n"
                        "- รับแหวนที่ช่างต๋อง\n- จ่ายค่าเทอมภูมิ\n"}
MONTHS = ["ม.ค. 2568 (Jan)", "ก.พ. 2568 (Feb)", "มี.ค. 2568 (Mar)", "เม.ย. 2568 (Apr)", "พ.ค. 2568 (May)",
          "มิ.ย. 2568 (Jun)", "ก.ค. 2568 (Jul)"]
SALES_HEADERS = ("เดือน (Month)", "ทองรูปพรรณ (Ornaments, baht-weight)", "ทองแท่ง (Bars, baht-weight)",
                 "ยอดขาย (Sales, THB)", "ค่ากำเหน็จ (Making charges, THB)")
SALES = [(28.5, 12, 1902400, 41300), (41.0, 15, 2764900, 58700), (26.0, 10, 1846200, 37100),
         (35.5, 8, 2253800, 49900), (38.0, 9, 2415600, 53600), (30.5, 7, 1987300, 42400),
         (24.0, 11, 1834500, 33800)]
BUYBACK_HEADERS = ("เดือน (Month)", "รับซื้อคืน (Bought back, baht-weight)", "จ่ายเงินลูกค้า (Paid out, THB)",
                   "ส่งหลอม (Sent to refinery, baht-weight)")
BUYBACK = [(14.0, 689500, 10), (18.5, 921300, 15), (22.0, 1107400, 20), (16.5, 842100, 15),
           (25.0, 1290600, 20), (27.5, 1421800, 25), (31.0, 1613200, 30)]
PAWN_HEADERS = ("เลขที่ตั๋ว (Ticket)", "วันที่ (Date)", "ผู้จำนำ (Pawner)", "ทรัพย์ที่จำนำ (Item)",
                "เงินต้น (Principal, THB)", "ดอกเบี้ย/เดือน (Rate)", "ครบกำหนด (Due)")
PAWNS = [
    ("2568/0807", "01/08/2568", "นายสมชาย อินต๊ะ", "สร้อยคอทอง 1 บาท", 42000, "0.75%", "01/12/2568"),
    ("2568/0808", "01/08/2568", "นางสาวกาญจนา ปัญญาดี", "แหวนทอง 1 สลึง", 10000, "1.00%", "01/12/2568"),
    ("2568/0809", "02/08/2568", "นายอำนาจ วงศ์ใหญ่", "ทองคำแท่ง 1 บาท", 43500, "0.75%", "02/12/2568"),
    ("2568/0810", "04/08/2568", "นางแสงเดือน ใจมา", "ต่างหูทอง 1 สลึง", 4500, "1.25%", "04/12/2568"),
    ("2568/0811", "05/08/2568", "นายธีระ คำปวง", "สร้อยข้อมือ 2 สลึง", 20000, "1.00%", "05/12/2568"),
    ("2568/0812", "07/08/2568", "นางสาวพิมพ์ชนก สุขเจริญ", "กำไลทอง 1 บาท", 41000, "0.75%", "07/12/2568"),
    ("2568/0813", "08/08/2568", "นายสุรชัย แก้วมูล", "แหวนทอง 1 สลึง", 9500, "1.00%", "08/12/2568"),
    ("2568/0814", "11/08/2568", "นางจำปา ยะแสง", "สร้อยคอทอง 2 สลึง", 19000, "1.00%", "11/12/2568"),
    ("2568/0815", "12/08/2568", "นางบุญเรือน ปันแก้ว", "แหวนทอง 2 สลึง", 22000, "0.75%", "12/12/2568"),
    ("2568/0816", "14/08/2568", "นายวิทยา ดวงแก้ว", "สร้อยคอทอง 1 สลึง", 3000, "1.25%", "14/12/2568"),
    ("2568/0817", "15/08/2568", "นางสาวรุ่งนภา ศรีใจ", "สร้อยข้อมือ 1 บาท", 40000, "0.75%", "15/12/2568"),
]
FORFEIT_HEADERS = ("เลขที่ตั๋ว (Ticket)", "ทรัพย์ (Item)", "เงินต้น (Principal, THB)", "หลุดวันที่ (Forfeited)",
                   "จัดการ (Action)")
FORFEITS = [
    ("2568/0301", "สร้อยคอทอง 2 สลึง", 17500, "05/08/2568", "ขายหน้าร้าน"),
    ("2568/0318", "แหวนทอง 1 สลึง", 8500, "09/08/2568", "ส่งหลอม"),
    ("2568/0322", "กำไลทอง 1 บาท", 36000, "12/08/2568", "ขายหน้าร้าน"),
]
ORDINATION_COSTS = [
    ("เครื่องอัฐบริขาร ผ้าไตร บาตร", 18500), ("โต๊ะจีน 25 โต๊ะ (โต๊ะละ 2,800)", 70000),
    ("ขบวนแห่ กลองสะบัดชัย", 12000), ("เต็นท์ โต๊ะ เก้าอี้", 8500), ("ทำขวัญนาค", 5000),
    ("ถวายปัจจัยพระ 9 รูป", 13500), ("ดอกไม้ ของชำร่วย", 9850), ("ชุดนาค แต่งหน้า", 4000),
    ("เครื่องเสียง", 6000), ("น้ำแข็ง เครื่องดื่ม อื่นๆ", 5000),
]
ORDINATION_GIFTS = [
    ("ญาติฝั่งพ่อ", 62000), ("ญาติฝั่งแม่", 48500), ("เพื่อนบ้าน ชุมชนสวนดอก", 31900),
    ("ลูกค้าร้านทอง", 27000), ("เพื่อนเบียร์", 9500), ("เพื่อนที่ทำงานพ่อเบียร์", 7500),
]


def _sales(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ขายออก Sales"
    sheet.append(["ยอดขายร้านทองศรีวงค์ ม.ค.-ก.ค. 2568 (Sriwong Gold sales, Jan-Jul 2025)"])
    sheet.append(list(SALES_HEADERS))
    for month, row in zip(MONTHS, SALES):
        sheet.append([month, *row])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*SALES))])
    for column in (4, 5):
        money_format(sheet, column)
    back = book.create_sheet("รับซื้อคืน Buy-back")
    back.append(["ทองรับซื้อคืนจากลูกค้า ม.ค.-ก.ค. 2568 (Gold bought back)"])
    back.append(list(BUYBACK_HEADERS))
    for month, row in zip(MONTHS, BUYBACK):
        back.append([month, *row])
    back.append(["รวม (Total)", *(sum(column) for column in zip(*BUYBACK))])
    money_format(back, 3)
    book.save(path)


def _pawns(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ตั๋วจำนำ 1-15 ส.ค."
    sheet.append(["ทะเบียนรับจำนำ ร้านทองศรีวงค์ 1-15 สิงหาคม 2568 (Pawn ticket register)"])
    sheet.append(list(PAWN_HEADERS))
    for row in PAWNS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", f"{len(PAWNS)} ราย", "", sum(row[4] for row in PAWNS), "", ""])
    money_format(sheet, 5)
    lost = book.create_sheet("หลุดจำนำ Forfeited")
    lost.append(list(FORFEIT_HEADERS))
    for row in FORFEITS:
        lost.append(list(row))
    money_format(lost, 3)
    book.save(path)


def _ordination(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าใช้จ่าย Expenses"
    sheet.append(["งานบวชหลานเบียร์ (นายพีรพล ศรีวงค์) วัดศรีบุญเรือง ลำปาง 12-13 ก.ค. 2568"])
    sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)"])
    for row in ORDINATION_COSTS:
        sheet.append(list(row))
    sheet.append(["รวมค่าใช้จ่าย (Total)", sum(row[1] for row in ORDINATION_COSTS)])
    money_format(sheet, 2)
    gifts = book.create_sheet("ซองช่วยงาน Gifts")
    gifts.append(["ผู้ให้ (From)", "จำนวนเงิน (Amount, THB)"])
    for row in ORDINATION_GIFTS:
        gifts.append(list(row))
    received = sum(row[1] for row in ORDINATION_GIFTS)
    gifts.append(["รวมซอง (Total)", received])
    gifts.append(["เหลือหลังหักค่าใช้จ่าย เข้าบัญชีเบียร์ (Left over)",
                  received - sum(row[1] for row in ORDINATION_COSTS)])
    money_format(gifts, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    shop = docs / "ร้านทองศรีวงค์"
    for sub in ("บัญชี", "จำนำ", "ซัพพลายเออร์", "ลูกค้า", "แชท", "ร้าน", "แผนงาน"):
        (shop / sub).mkdir(parents=True, exist_ok=True)
    home = docs / "บ้าน"
    for sub in ("ค่าน้ำค่าไฟ", "ลูก", "บ้านพิชัย", "ครอบครัว"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    _sales(shop / "บัญชี" / "ยอดขายรับซื้อ_ร้านทอง_2568.xlsx")
    (shop / "บัญชี" / "สรุปยอดร้าน_ปี2567.md").write_text(SALES_2567, encoding="utf-8")
    _pawns(shop / "จำนำ" / "ทะเบียนรับจำนำ_สค2568.xlsx")
    write_docx(shop / "จำนำ" / "อัตราดอกเบี้ยรับจำนำ_2568.docx", RATES_TOP, table=RATES_TABLE, bottom=RATES_BOTTOM)
    (shop / "จำนำ" / "อัตราดอกเบี้ย_ร่างเก่า.txt").write_text(RATES_DRAFT, encoding="utf-8")
    make_pdf(shop / "ซัพพลายเออร์" / "ChinHua_making_charges_2025-08.pdf", CHINHUA_PRICES)
    make_pdf(shop / "ซัพพลายเออร์" / "ChinHua_invoice_CH2508-0311.pdf", CHINHUA_INVOICE)
    (shop / "ซัพพลายเออร์" / "ค่ากำเหน็จ_ชินฮั้ว_2567.md").write_text(MAKING_OLD, encoding="utf-8")
    write_docx(shop / "ลูกค้า" / "ใบสั่งทำ_ทองหมั้น_คุณมะลิวรรณ.docx", MALI_TOP, table=MALI_TABLE, bottom=MALI_BOTTOM)
    write_docx(shop / "ลูกค้า" / "ใบสั่งทำ_ทองหมั้น_คุณอรทัย.docx", ORATHAI_TOP, table=ORATHAI_TABLE,
               bottom=ORATHAI_BOTTOM)
    (shop / "แชท" / "LINE_ป้าศรีนวล_แม่ทะ.txt").write_text(LINE_SRINUAN, encoding="utf-8")
    (shop / "แชท" / "LINE_ช่างต๋อง_กาดกองต้า.txt").write_text(LINE_TONG, encoding="utf-8")
    write_docx(shop / "ร้าน" / "สัญญาเช่าตึก_ทิพย์ช้าง_2568-2570.docx", LEASE_TOP, table=LEASE_TABLE,
               bottom=LEASE_BOTTOM)
    write_docx(shop / "ร้าน" / "สัญญาเช่าตึก_ทิพย์ช้าง_2565-2567.docx", OLD_LEASE_TOP, table=OLD_LEASE_TABLE,
               bottom=["ลงชื่อ วีระ ตั้งสกุลชัย ผู้ให้เช่า", "ลงชื่อ จันทร์เพ็ญ ศรีวงค์ ผู้เช่า"])
    (shop / "ร้าน" / "SafeGuard_quotation_email.txt").write_text(SAFE_EMAIL, encoding="utf-8")
    (shop / "ร้าน" / "ราคาตู้เซฟ_2566.md").write_text(SAFE_OLD, encoding="utf-8")
    make_pdf(shop / "ร้าน" / "NorthernStar_shop_policy_renewal_2025.pdf", INSURANCE_PAGES)
    (shop / "ร้าน" / "ประกันร้าน_ปีที่แล้ว.md").write_text(INSURANCE_OLD, encoding="utf-8")
    write_slides(shop / "แผนงาน" / "แผนร้านปี2569.pptx", PLAN_SLIDES)
    (shop / "แผนงาน" / "ไอเดียขายออนไลน์_ร่าง.md").write_text(ONLINE_DRAFT, encoding="utf-8")
    make_pdf(home / "ค่าน้ำค่าไฟ" / "PEA_bill_2025-07.pdf", PEA_BILL)
    (home / "ค่าน้ำค่าไฟ" / "ค่าน้ำค่าไฟ_2568.md").write_text(UTILITIES_NOTE, encoding="utf-8")
    make_pdf(home / "ลูก" / "LampangBilingual_fees_2025_term2.pdf", SCHOOL_FEES)
    make_pdf(home / "บ้านพิชัย" / "GHB_loan_statement_2025-06.pdf", GHB_STATEMENT)
    _ordination(home / "ครอบครัว" / "งานบวชเบียร์_2568.xlsx")
    (home / "ครอบครัว" / "LINE_กลุ่มบ้านศรีวงค์.txt").write_text(LINE_FAMILY, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the family's to-do list."""
    write_texts(workspect, WORKSPECT)
