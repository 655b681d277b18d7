"""Blind agent folder: cycletour (plus household papers).

Owner: คุณพิมพ์ชนก ศรีวงศ์ ("พิม"), who runs ลานนา ปั่นเที่ยว (Lanna Pedal Tours), a small bicycle and e-bike
tour business on ถ.ราชดำเนิน in อ.เมือง เชียงใหม่. She lives in ต.หนองหอย with her husband เอกชัย ("พี่เอก")
and their daughter น้องใบเตย (ด.ญ. ณัฐนิชา ศรีวงศ์, ป.4). Her phone-synced Documents folder holds:

งาน_ลานนาปั่นเที่ยว/ (the business)
- ใบเสนอราคา/Quote_GreenLeaf_DoiSuthep_draft.docx: first draft quote to Jenny Tan of Green Leaf Travel
  (Singapore), 12 pax x 3,200, total 43,400, tour 8-9 Nov 2025.
- ใบเสนอราคา/Quote_GreenLeaf_DoiSuthep_final.docx: the final quote after the LINE chat, 14 pax x 3,050,
  van 2,250/day, total 47,200, deposit 14,160, tour 15-16 Nov 2025.
- ใบเสนอราคา/ใบเสนอราคา_สยามเมดิคอล_ปั่นครึ่งวัน.docx: a similar Thai quote to a company outing
  (บริษัท สยามเมดิคอลซัพพลาย), 25 คน x 1,450, total 38,750, trip 22 พ.ย. 2568.
- Suppliers/CycleHub_pricelist_2025.pdf: Chiang Mai Cycle Hub's English dealer price list 2025.
- Suppliers/ใบราคา_เชียงใหม่ไซเคิลฮับ_2567.docx: last year's price list of the same firm, in Thai.
- Suppliers/CycleHub_invoice_INV2025-0412.pdf: a parts and service invoice, total 15,151.20, due 11 Nov 2025.
- Suppliers/สัญญาเช่าอีไบค์_ไซเคิลฮับ.docx: lease of 20 e-bikes from บริษัท เชียงใหม่ ไซเคิล ฮับ จำกัด,
  24,000 a month, deposit 48,000.
- Suppliers/GroupPA_quotation_Sukjai_Insurance.pdf: group personal-accident insurance quote for riders.
- บัญชี/ยอดขายทัวร์_2568.xlsx: this year's monthly sales (sheet ยอดขาย) and expenses with months as
  columns (sheet ค่าใช้จ่าย).
- บัญชี/ยอดขายทัวร์_2567.xlsx: last year's book, same layout.
- บัญชี/ค่าจ้างไกด์_ตุลาคม2568.xlsx: October guide pay.
- แผนงาน/Plan_2026_LannaPedal.pptx: slides with next year's plan.
- แผนงาน/เส้นทางใหม่_แม่กำปอง.md: notes from scouting the new Mae Kampong route.
- แผนงาน/เรทราคาทัวร์_2568.md: public price card of the tours.
- แผนงาน/ตารางทริป_พฤศจิกายน.md: November booking calendar.
- LINE/LINE_Jenny_GreenLeaf.txt: chat with Jenny that changed the Green Leaf order (12 -> 14 pax, new dates).
- LINE/LINE_กลุ่มไกด์ลานนา.txt: the guides' group chat (new day rate, November assignments).
- Email/email_homestay_MaeKampong.txt: a homestay's email confirming rooms for January.

บ้าน/ (household)
- บิล/PEA_bill_Sep2025.pdf, บิล/AIS_Fibre_bill_Sep2025.pdf, บิล/ค่าน้ำประปา_กันยา68.txt: September bills.
- ประกัน/KrungsiamLife_renewal_Ekkachai.pdf: renewal notice of พี่เอก's health insurance.
- ประกัน/ต่อประกันรถ_วีโก้_2568.md: her notes comparing pickup insurance offers.
- ใบเตย_โรงเรียน/ค่าเทอม_ใบเตย_เทอม1_2568.docx, ค่าเทอม_ใบเตย_เทอม2_2568.docx: school fee notices.
- รายจ่ายบ้าน_2568.xlsx: household spending by month.
- ซ่อมบ้าน/ใบเสนอราคา_ซ่อมหลังคา_ช่างสมศักดิ์.docx: a roofer's quote.
- ซ่อมบ้าน/LINE_พี่เอก_หลังคา.txt: chat with her husband about the roof.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf


# ---------------------------------------------------------------- business: quotes

GL_DRAFT_TOP = [
    "ลานนา ปั่นเที่ยว (Lanna Pedal Tours)",
    "99/1 Ratchadamnoen Rd., Si Phum, Mueang, Chiang Mai 50200  Tel. 081-772-4590",
    "QUOTATION (DRAFT)",
    "No. LP-Q2568-031",
    "Date: 2 September 2025",
    "To: Ms. Jenny Tan, Green Leaf Travel Pte. Ltd., Singapore",
    "Program: Doi Suthep & Old City Cycling, 2 days 1 night",
    "Tour dates: 8-9 November 2025",
    "Group size: 12 pax",
]
GL_DRAFT_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("2-day cycling package (bike, helmet, guide, lunch, water, entrance fees)", "12 pax", "3,200", "38,400"),
    ("Support van with driver", "2 days", "2,500", "5,000"),
    ("Total", "", "", "43,400"),
]
GL_DRAFT_BOTTOM = [
    "Price per person: 3,200 THB (for a group of 12).",
    "Hotel not included. Draft for discussion only - figures may change.",
    "Deposit 30% to confirm the booking.",
    "Pimchanok Sriwong, Lanna Pedal Tours",
]

GL_FINAL_TOP = [
    "ลานนา ปั่นเที่ยว (Lanna Pedal Tours)",
    "99/1 Ratchadamnoen Rd., Si Phum, Mueang, Chiang Mai 50200  Tel. 081-772-4590",
    "QUOTATION",
    "No. LP-Q2568-031 (revised)",
    "Date: 20 September 2025",
    "To: Ms. Jenny Tan, Green Leaf Travel Pte. Ltd., Singapore",
    "Program: Doi Suthep & Old City Cycling, 2 days 1 night",
    "Tour dates: 15-16 November 2025",
    "Group size: 14 pax (3 vegetarian meals)",
]
GL_FINAL_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("2-day cycling package (bike, helmet, guide, lunch, water, entrance fees)", "14 pax", "3,050", "42,700"),
    ("Support van with driver", "2 days", "2,250", "4,500"),
    ("Vegetarian meals", "3 pax", "0", "0"),
    ("Total", "", "", "47,200"),
]
GL_FINAL_BOTTOM = [
    "Price per person: 3,050 THB (group rate for 14 pax).",
    "Deposit 30% = 14,160 THB, please transfer by 10 October 2025.",
    "Balance 33,040 THB payable on 15 November 2025 before the tour starts.",
    "Bank: Kasikornbank, A/C 123-4-56789-0, Lanna Pedal Tours",
    "Pimchanok Sriwong, Lanna Pedal Tours",
]

SIAMMED_TOP = [
    "ลานนา ปั่นเที่ยว",
    "99/1 ถ.ราชดำเนิน ต.ศรีภูมิ อ.เมือง จ.เชียงใหม่ 50200 โทร 081-772-4590",
    "ใบเสนอราคา",
    "เลขที่ LP-Q2568-035",
    "วันที่ 25 กันยายน 2568",
    "เรียน ฝ่ายบุคคล บริษัท สยามเมดิคอลซัพพลาย จำกัด (คุณวราภรณ์)",
    "เรื่อง ทริปปั่นจักรยานครึ่งวัน ชมเมืองเก่าเชียงใหม่ (กิจกรรมสัมพันธ์พนักงาน)",
    "วันเดินทาง วันเสาร์ที่ 22 พฤศจิกายน 2568 เวลา 07.00-12.00 น.",
    "จำนวนผู้ร่วมทริป 25 ท่าน",
]
SIAMMED_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("แพ็กเกจปั่นครึ่งวันเมืองเก่า (จักรยาน หมวก ไกด์ อาหารว่าง น้ำดื่ม)", "25 ท่าน", "1,450", "36,250"),
    ("รถตู้ซัพพอร์ตพร้อมคนขับ", "1 วัน", "2,500", "2,500"),
    ("รวมทั้งสิ้น", "", "", "38,750"),
]
SIAMMED_BOTTOM = [
    "ราคาต่อท่าน 1,450 บาท",
    "ราคานี้ยังไม่รวมภาษีมูลค่าเพิ่ม ยืนราคา 30 วัน",
    "ชำระมัดจำ 50% เพื่อยืนยันการจอง",
    "ขอแสดงความนับถือ พิมพ์ชนก ศรีวงศ์",
]

# ---------------------------------------------------------------- business: suppliers

CYCLEHUB_2025 = [
    "Chiang Mai Cycle Hub Co., Ltd.\n"
    "45 Huay Kaew Rd., Chang Phueak, Mueang, Chiang Mai 50300\n"
    "Tel. 053-210-448  sales@cmcyclehub.co.th\n"
    "\n"
    "DEALER PRICE LIST 2025\n"
    "Effective 1 January 2025 - 31 December 2025\n"
    "Prices in THB per unit, excluding VAT 7%\n"
    "\n"
    "Code   Item                                   Unit    Price\n"
    "H-01   Helmet Giant Rev (adult)               pc      1,150\n"
    "T-27   Inner tube 27.5/29 inch                pc        185\n"
    "B-05   Brake pads Shimano B05S (pair)         pair      340\n"
    "T-29   Tire Maxxis Ardent 29 x 2.25           pc      1,450\n"
    "C-10   Chain KMC X10 10-speed                 pc        620\n"
    "L-01   Rear light USB                         pc        390\n"
    "S-01   Full service (per bike)                bike      650\n"
    "\n"
    "Payment: 30 days after invoice. Free delivery in Chiang Mai city for orders over 3,000 THB.",
]

CYCLEHUB_2567_TOP = [
    "บริษัท เชียงใหม่ ไซเคิล ฮับ จำกัด",
    "45 ถ.ห้วยแก้ว ต.ช้างเผือก อ.เมือง จ.เชียงใหม่ 50300 โทร 053-210-448",
    "ใบราคาสำหรับร้านค้าและผู้ประกอบการทัวร์ ปี 2567",
    "มีผลตั้งแต่ 1 มกราคม 2567 ราคายังไม่รวม VAT",
]
CYCLEHUB_2567_TABLE = [
    ("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
    ("H-01", "หมวกกันน็อค Giant Rev ผู้ใหญ่", "ใบ", "1,050"),
    ("T-27", "ยางใน 27.5/29 นิ้ว", "เส้น", "170"),
    ("B-05", "ผ้าเบรก Shimano B05S", "คู่", "310"),
    ("T-29", "ยางนอก Maxxis Ardent 29 x 2.25", "เส้น", "1,390"),
    ("C-10", "โซ่ KMC X10 10 สปีด", "เส้น", "590"),
    ("S-01", "เซอร์วิสใหญ่", "คัน", "600"),
]
CYCLEHUB_2567_BOTTOM = ["เครดิต 30 วัน ส่งฟรีในเขตเมืองเมื่อสั่งครบ 3,000 บาท", "ฝ่ายขาย คุณธนากร"]

CYCLEHUB_INVOICE = [
    "Chiang Mai Cycle Hub Co., Ltd.\n"
    "45 Huay Kaew Rd., Chang Phueak, Mueang, Chiang Mai 50300  Tax ID 0505561002871\n"
    "\n"
    "TAX INVOICE / INVOICE\n"
    "No. INV2025-0412\n"
    "Date: 12 October 2025\n"
    "Bill to: Lanna Pedal Tours (Mrs. Pimchanok Sriwong)\n"
    "99/1 Ratchadamnoen Rd., Si Phum, Mueang, Chiang Mai 50200\n"
    "\n"
    "Item                         Qty   Unit price   Amount\n"
    "Inner tube 27.5/29 inch       20        185      3,700.00\n"
    "Brake pads Shimano B05S       12        340      4,080.00\n"
    "Chain KMC X10 10-speed         4        620      2,480.00\n"
    "Full service (per bike)        6        650      3,900.00\n"
    "\n"
    "Subtotal                                        14,160.00\n"
    "VAT 7%                                             991.20\n"
    "Total amount due                                15,151.20 THB\n"
    "\n"
    "Due date: 11 November 2025\n"
    "Please transfer to Bangkok Bank A/C 401-2-33918-5, Chiang Mai Cycle Hub Co., Ltd.",
]

LEASE_TOP = [
    "สัญญาเช่าจักรยานไฟฟ้า",
    "สัญญาเลขที่ CH-L-2567/018",
    "ทำที่ บริษัท เชียงใหม่ ไซเคิล ฮับ จำกัด วันที่ 25 ตุลาคม 2567",
    "ระหว่าง บริษัท เชียงใหม่ ไซเคิล ฮับ จำกัด โดยนายธนากร ใจมั่น ผู้มีอำนาจลงนาม ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ นางพิมพ์ชนก ศรีวงศ์ เจ้าของกิจการ ลานนา ปั่นเที่ยว ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
    "ข้อ 1 ผู้ให้เช่าตกลงให้เช่าจักรยานไฟฟ้า Giant Explore E+ จำนวน 20 คัน พร้อมที่ชาร์จ",
    "ข้อ 2 ระยะเวลาเช่า 12 เดือน ตั้งแต่วันที่ 1 พฤศจิกายน 2567 ถึงวันที่ 31 ตุลาคม 2568",
    "ข้อ 3 ค่าเช่าเดือนละ 24,000 บาท (สองหมื่นสี่พันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4 ผู้เช่าวางเงินประกัน 48,000 บาท ในวันทำสัญญา จะคืนให้เมื่อสิ้นสุดสัญญาหลังหักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5 ผู้ให้เช่าดูแลเซอร์วิสตามระยะทุก 3 เดือนโดยไม่คิดค่าใช้จ่าย ค่าอะไหล่สิ้นเปลืองผู้เช่าเป็นผู้จ่าย",
    "ข้อ 6 หากจักรยานสูญหาย ผู้เช่าต้องชดใช้คันละ 65,000 บาท",
    "ข้อ 7 หากผู้เช่าประสงค์จะต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วันก่อนสัญญาสิ้นสุด",
]
LEASE_BOTTOM = ["ลงชื่อ ธนากร ใจมั่น ผู้ให้เช่า", "ลงชื่อ พิมพ์ชนก ศรีวงศ์ ผู้เช่า", "ลงชื่อ เอกชัย ศรีวงศ์ พยาน"]

GROUP_PA = [
    "Sukjai Insurance Public Company Limited\n"
    "Chiang Mai Branch, 199 Chang Klan Rd., Chiang Mai 50100\n"
    "\n"
    "QUOTATION - GROUP PERSONAL ACCIDENT (TOUR PARTICIPANTS)\n"
    "Ref. SJ-GPA-68/1147   Date: 3 October 2025\n"
    "Proposer: Lanna Pedal Tours (Mrs. Pimchanok Sriwong)\n"
    "Period of insurance: 1 December 2025 to 30 November 2026\n"
    "Insured persons: tour participants and guides, up to 3,000 person-trips per year\n"
    "\n"
    "Benefits per person\n"
    "Accidental death and permanent disablement      500,000 THB\n"
    "Medical expenses per accident                   50,000 THB\n"
    "Emergency evacuation / ambulance                20,000 THB\n"
    "Covered activities: road and mountain cycling, e-bike tours, van transfers",
    "Premium\n"
    "Annual premium                                  12,500.00 THB\n"
    "Stamp duty                                          50.00 THB\n"
    "VAT 7%                                             878.50 THB\n"
    "Total premium payable                           13,428.50 THB\n"
    "\n"
    "Conditions\n"
    "- Participant list must be sent by LINE or e-mail before each trip.\n"
    "- Riders aged 10-70 years. Riders over 70 need a medical certificate.\n"
    "- Excess for medical expenses: none.\n"
    "This quotation is valid until 15 November 2025.\n"
    "Contact: Mr. Anucha Boonma, agent, Tel. 089-551-2036",
]

# ---------------------------------------------------------------- business: notes, chats, email

ROUTE_NOTES = """# เส้นทางใหม่ แม่กำปอง (สำรวจ 4 ต.ค. 68)

ไปสำรวจกับต้นและแบงค์ ใช้ e-bike 3 คัน

- จุดเริ่ม: ออฟฟิศ ถ.ราชดำเนิน ขึ้นรถตู้ไปลงที่ อ.สันกำแพง (บ่อน้ำพุร้อน)
- ปั่นจาก บ่อน้ำพุร้อนสันกำแพง -> บ้านห้วยแก้ว -> แม่กำปอง -> กลับลงมาที่ร้านกาแฟน้ำตกแม่กำปอง
- ระยะทางรวม 42 กม. ขึ้นเขาสะสม 1,250 ม.
- ช่วงโหดสุด 6 กม. สุดท้ายก่อนถึงหมู่บ้าน ชัน 10-12% ต้องใช้ e-bike เท่านั้น จักรยานธรรมดาไม่ไหวสำหรับลูกค้าทั่วไป
- แบตลดเหลือ 35% ตอนถึงหมู่บ้าน -> ต้องมีแบตสำรองในรถตู้ 1 ลูกต่อ 4 คัน
- ใช้เวลาปั่น 4 ชม. รวมพักกินข้าว ทั้งวันประมาณ 8 ชม.

## ต้นทุนต่อคน (คร่าวๆ)
- ค่ารถตู้ 3,500 ต่อวัน (หาร 10 คน = 350)
- อาหารกลางวัน + กาแฟ 280
- ค่าเข้าหมู่บ้าน/ค่าธรรมเนียมชุมชน 100
- ค่าไกด์ 2 คน

## ราคาขาย
- ตั้งไว้ 2,900 บาท/คน (ขั้นต่ำ 4 คน)
- ถ้าค้างโฮมสเตย์ด้วย เป็นแพ็กเกจ 2 วัน 4,800 บาท/คน

## เรื่องที่ต้องทำต่อ
- คุยโฮมสเตย์ในหมู่บ้าน (ได้เบอร์ลุงสมบูรณ์มาแล้ว)
- ถ่ายรูป/วิดีโอทำโฆษณา
- เปิดขายจริง ม.ค. 69
"""

RATE_CARD = """# เรทราคาทัวร์ ลานนา ปั่นเที่ยว ปี 2568 (ราคาหน้าร้าน / เว็บ)

| ทัวร์ | ระยะเวลา | ราคา/คน |
|---|---|---|
| Old City Temples (ปั่นชมวัดเมืองเก่า) | ครึ่งวัน | 1,200 |
| Doi Suthep Downhill (ลงดอยสุเทพ) | ครึ่งวัน | 1,800 |
| Countryside & Rice Fields (แม่ริม) | เต็มวัน | 2,300 |
| Doi Suthep & Old City 2 วัน 1 คืน | 2 วัน | 3,500 |
| Night Ride (ทดลอง) | 3 ชม. | 950 |

- เด็กต่ำกว่า 12 ปี ลด 20%
- กรุ๊ป 10 คนขึ้นไป คุยราคาพิเศษได้
- ราคารวมจักรยาน หมวก ไกด์ น้ำดื่ม ประกันอุบัติเหตุ
"""

NOV_CALENDAR = """# ตารางทริป พฤศจิกายน 2568

- 1 พ.ย. Old City ครึ่งวัน - ครอบครัวชาวเยอรมัน 4 คน (จองผ่านเว็บ)
- 8 พ.ย. Doi Suthep Downhill - 6 คน (Klook)
- 9 พ.ย. Countryside แม่ริม - 2 คน
- 15-16 พ.ย. Green Leaf Travel (สิงคโปร์) Doi Suthep & Old City 2 วัน - กรุ๊ป Jenny
- 22 พ.ย. บ.สยามเมดิคอล ปั่นครึ่งวันเมืองเก่า (ถ้าเค้าคอนเฟิร์ม)
- 29 พ.ย. ว่าง - เผื่อเอารถเข้าเซอร์วิส
"""

LINE_JENNY = """[02/09/2568 10:14] Jenny Tan: Hi Pim! Got your draft quote, thanks 😊 Group is 12 pax for now
[02/09/2568 10:20] พิม: Hi Jenny! Great, let me know if anything changes ka
[05/09/2568 14:02] Jenny Tan: Update - 2 more people joined, so likely 14 pax. Also can we move to 15-16 Nov instead of 8-9? Some of them want to see Loy Krathong
[05/09/2568 14:30] พิม: No problem, 15-16 Nov is ok. For 14 pax I can give 3,050 per person instead of 3,200
[05/09/2568 14:31] Jenny Tan: Amazing 🙏
[18/09/2568 09:45] Jenny Tan: 3 of them are vegetarian. And can you do a bit better on the van? Client is asking
[18/09/2568 10:05] พิม: Veg meals no extra charge ka. Van I can do 2,250 per day
[19/09/2568 16:12] Jenny Tan: Deal. Confirmed 14 pax. Pls send the final quote and I'll pay the deposit
[20/09/2568 11:00] พิม: Sent to your email ka. Deposit due 10 Oct
[09/10/2568 15:40] Jenny Tan: Deposit transferred, pls check 👍
[09/10/2568 16:02] พิม: Received ka, thank you!
"""

LINE_GUIDES = """[01/10/2568 08:30] พิม: แจ้งทุกคนนะคะ ตั้งแต่ 1 พ.ย. ค่าจ้างไกด์ขึ้นเป็นวันละ 1,300 บาท จากเดิม 1,200 ค่ะ เบี้ยเลี้ยงเท่าเดิม 100
[01/10/2568 08:34] ต้น: ขอบคุณครับพี่พิม 🙏
[01/10/2568 08:41] มายด์: เย้ ขอบคุณค่ะ
[01/10/2568 09:02] แบงค์: 👍👍
[20/10/2568 19:15] พิม: ตารางเดือนหน้านะ 15-16 พ.ย. กรุ๊ปสิงคโปร์ 14 คน ต้นนำ แบงค์ปิดท้าย โจ้ขับรถตู้ซัพพอร์ต
[20/10/2568 19:17] พิม: 22 พ.ย. บ.สยามเมดิคอล 25 คน ต้องใช้ไกด์ 3 คน ต้น มายด์ แบงค์ นัด 6 โมงที่ออฟฟิศ
[20/10/2568 19:20] มายด์: 22 พ.ย. ได้ค่ะ แต่ 15 พ.ย. มายด์ติดสอบนะคะ
[20/10/2568 19:22] พิม: โอเค 15-16 ไม่ต้องมานะมายด์
[20/10/2568 19:40] แบงค์: พี่ครับ e-bike คันเบอร์ 7 กับ 12 เบรกเริ่มไม่อยู่ ควรเปลี่ยนผ้าเบรกก่อนทริปสิงคโปร์
[20/10/2568 19:45] พิม: เดี๋ยวพี่สั่งของไซเคิลฮับให้ ส่งเข้าเซอร์วิสสัปดาห์หน้า
[21/10/2568 07:10] ต้น: ทริป 15-16 พ.ย. ขอแบตสำรอง 3 ลูกด้วยครับ ขึ้นดอยกินแบตเยอะ
"""

HOMESTAY_EMAIL = """From: Baan Rak Mae Kampong Homestay <baanrak.maekampong@gmail.com>
To: Pim Lanna Pedal <pim@lannapedal.com>
Date: Tue, 14 Oct 2025 20:41 +0700
Subject: Re: Booking rooms for cycling group 24-25 Jan 2026

Dear Khun Pim,

Thank you for choosing Baan Rak homestay. We confirm 7 rooms (twin) for the night of 24 January 2026
for your cycling group of 12 guests + 2 guides.

Room rate: 1,200 baht per room per night, including dinner (khantoke style) and breakfast.
Total: 8,400 baht.
Deposit: 4,200 baht (50%) please transfer to Krungthai Bank A/C 512-0-44871-9 (Somboon Kaewmala)
within 7 days to hold the rooms.

We have a safe place under the house for 14 bicycles and power outlets to charge e-bike batteries.

Best regards,
Somboon (ลุงสมบูรณ์)
Baan Rak Mae Kampong Homestay  Tel. 086-914-2277

> On 12 Oct 2025, Pim wrote:
> Sawasdee ka Lung Somboon, I would like to book rooms for a group on 24 Jan 2026 ...
"""

# ---------------------------------------------------------------- household

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\n"
    "Chiang Mai Province Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "\n"
    "Customer: Mrs. Pimchanok Sriwong\n"
    "Address: 88/5 Moo 3, Nong Hoi, Mueang, Chiang Mai 50000\n"
    "Account no.: 020012345678   Meter no.: 7731042\n"
    "Rate: 1.1 Residential\n"
    "Reading date: 17 September 2025\n"
    "Previous reading 15,230  Present reading 15,642\n"
    "Units used: 412 kWh\n"
    "\n"
    "Energy charge                    1,722.36\n"
    "Service charge                      24.62\n"
    "Ft charge                          109.51\n"
    "VAT 7%                             129.95\n"
    "Total amount due               1,986.44 THB\n"
    "\n"
    "Please pay by 2 October 2025.\n"
    "Pay via PEA Smart Plus, bank apps or 7-Eleven.",
]

AIS_BILL = [
    "AIS Fibre - Advanced Wireless Network Co., Ltd.\n"
    "INVOICE / RECEIPT\n"
    "Invoice date: 25 September 2025\n"
    "Account: 8870041552  Mrs. Pimchanok Sriwong\n"
    "Installation address: 88/5 Moo 3, Nong Hoi, Mueang, Chiang Mai 50000\n"
    "Billing period: 1-30 September 2025\n"
    "\n"
    "Package: Power4 Fibre 1000/500 Mbps       699.00\n"
    "VAT 7%                                    48.93\n"
    "Total amount                             747.93 THB\n"
    "\n"
    "Due date: 10 October 2025\n"
    "Pay by myAIS app, direct debit or at AIS shops.",
]

WATER_BILL = """การประปาส่วนภูมิภาค (กปภ.) สาขาเชียงใหม่
แจ้งค่าน้ำประปา ผ่าน LINE กปภ.
ผู้ใช้น้ำ: นางพิมพ์ชนก ศรีวงศ์
ที่อยู่: 88/5 ม.3 ต.หนองหอย อ.เมือง จ.เชียงใหม่
เลขที่ผู้ใช้น้ำ: 5511-0087-342
ประจำเดือน: กันยายน 2568
เลขมาตรครั้งก่อน 1,084 ครั้งนี้ 1,112
ปริมาณน้ำที่ใช้ 28 ลบ.ม.
ค่าน้ำ 284.50 บาท
ค่าบริการรายเดือน 8.00 บาท
ภาษีมูลค่าเพิ่ม 20.48 บาท
รวมเงินที่ต้องชำระ 312.98 บาท
กรุณาชำระภายในวันที่ 8 ตุลาคม 2568
"""

LIFE_RENEWAL = [
    "Krungsiam Life Assurance Public Company Limited\n"
    "PREMIUM DUE NOTICE\n"
    "\n"
    "Date: 6 October 2025\n"
    "To: Mr. Ekkachai Sriwong\n"
    "88/5 Moo 3, Nong Hoi, Mueang, Chiang Mai 50000\n"
    "\n"
    "Policy no.: KS-H-7781204\n"
    "Plan: Health Plus Gold (IPD 5,000,000 per year) with rider Critical Care\n"
    "Policy year: 5th year\n"
    "\n"
    "Annual premium due: 28,640 THB\n"
    "Due date: 20 November 2025\n"
    "Grace period: 31 days after the due date\n"
    "\n"
    "Your premium increased from last year (26,910 THB) because of the age band change (age 41).\n"
    "You may use the premium as a tax deduction up to 25,000 THB per year.\n"
    "Pay via Krungsiam Life app, bank counter or credit card (0% for 6 months with KTC).\n"
    "Agent: Ms. Sirirat Kamkaew, Tel. 094-338-1920",
]

CAR_INSURANCE = """# ต่อประกันรถ วีโก้ (กข 4521 เชียงใหม่) - ปี 68

ประกันเดิมหมด 30 พ.ย. 68 (วิริยะ ชั้น 1 ปีที่แล้วจ่าย 17,900)

เทียบที่ได้มา:
1. วิริยะ ชั้น 1 ต่อเจ้าเดิม - 18,450 (ทุน 420,000) ซ่อมอู่
2. ธนชาต ชั้น 2+ - 9,800 (ทุน 350,000) ซ่อมอู่
3. เมืองไทย ชั้น 1 - 16,700 (ทุน 400,000) ซ่อมห้าง (พี่เอกอยากได้อันนี้)

- ถามพี่นายหน้าแล้ว ผ่อน 0% 6 เดือนได้ทุกเจ้า
- รถ 9 ปีแล้ว ชั้น 2+ ก็น่าจะพอ? คุยพี่เอกอีกที
- อย่าลืม พ.ร.บ. ต่อด้วย 645 บาท
"""

TERM1_TOP = [
    "โรงเรียนสันติราษฎร์วิทยา เชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ. ณัฐนิชา ศรีวงศ์ ชั้น ป.4/2 เลขประจำตัว 25417",
    "ผู้ปกครอง นางพิมพ์ชนก ศรีวงศ์",
]
TERM1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "28,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,800"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "3,150"),
    ("รวมทั้งสิ้น", "37,650"),
]
TERM1_BOTTOM = [
    "กรุณาชำระภายในวันที่ 15 พฤษภาคม 2568 ที่ฝ่ายการเงินหรือโอนผ่านธนาคารกรุงเทพ",
    "ชำระหลังกำหนดมีค่าปรับวันละ 50 บาท",
]

TERM2_TOP = [
    "โรงเรียนสันติราษฎร์วิทยา เชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ. ณัฐนิชา ศรีวงศ์ ชั้น ป.4/2 เลขประจำตัว 25417",
    "ผู้ปกครอง นางพิมพ์ชนก ศรีวงศ์",
]
TERM2_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "28,500"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน (รวมทัศนศึกษาลำปาง)", "3,400"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่าหนังสือและอุปกรณ์การเรียน", "1,250"),
    ("รวมทั้งสิ้น", "37,350"),
]
TERM2_BOTTOM = [
    "กรุณาชำระภายในวันที่ 31 ตุลาคม 2568 ที่ฝ่ายการเงินหรือโอนผ่านธนาคารกรุงเทพ",
    "ชำระหลังกำหนดมีค่าปรับวันละ 50 บาท",
    "ทัศนศึกษาศูนย์อนุรักษ์ช้างไทย ลำปาง วันที่ 12 ธันวาคม 2568",
]

ROOF_TOP = [
    "ใบเสนอราคา",
    "ช่างสมศักดิ์ รับเหมาซ่อมแซม-ต่อเติมบ้าน โทร 089-760-3315",
    "วันที่ 28 กันยายน 2568",
    "เรียน คุณพิมพ์ชนก ศรีวงศ์ บ้านเลขที่ 88/5 ม.3 ต.หนองหอย",
    "งาน: เปลี่ยนหลังคาโรงรถและครัวหลังบ้าน (หลังคารั่วช่วงฝนตกหนัก)",
]
ROOF_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "รวม (บาท)"),
    ("รื้อกระเบื้องลอนคู่เดิม + มุงเมทัลชีทพร้อมฉนวน PU", "85 ตร.ม.", "380", "32,300"),
    ("รางน้ำสแตนเลสพร้อมท่อลง", "18 ม.", "450", "8,100"),
    ("ค่าแรง ค่าขนส่ง และเก็บขยะ (เหมา)", "1 งาน", "6,500", "6,500"),
    ("รวมทั้งสิ้น", "", "", "46,900"),
]
ROOF_BOTTOM = [
    "ระยะเวลาทำงาน 5 วัน (ถ้าฝนไม่ตก)",
    "มัดจำ 50% ก่อนเริ่มงาน ส่วนที่เหลือจ่ายเมื่องานเสร็จ",
    "รับประกันงานรั่วซึม 1 ปี",
    "ยืนราคา 15 วัน",
]

LINE_ROOF = """[28/09/2568 18:05] พิม: พี่เอก ช่างสมศักดิ์ส่งใบเสนอราคาหลังคามาแล้ว 46,900 แพงไปมั้ย
[28/09/2568 18:20] พี่เอก: แพงอยู่ ลองต่อดูดิ รางน้ำไม่ต้องสแตนเลสก็ได้มั้ง
[29/09/2568 12:10] พิม: ช่างบอกถ้าเปลี่ยนรางเป็นสังกะสีลดได้ 3,000 แล้วถ้าจ่ายสดลดอีก 900
[29/09/2568 12:15] พี่เอก: งั้นเหลือ 43,000 โอเคเลย เอา
[29/09/2568 12:16] พิม: โอเค เดี๋ยวนัดช่างเริ่มหลังออกพรรษา
[05/10/2568 09:30] พี่เอก: โอนมัดจำให้ช่างแล้วนะ 21,500
"""

TODO = """# สิ่งที่ต้องทำ
- [ ] โอนค่าเทอมใบเตย เทอม 2 ก่อน 31 ต.ค.
- [ ] แจ้งไซเคิลฮับว่าจะต่อสัญญาเช่า e-bike (ต้องแจ้งก่อน 1 ต.ค. ... เลยแล้ว! โทรด่วน)
- [ ] โอนมัดจำโฮมสเตย์แม่กำปอง
- [ ] ส่งรายชื่อลูกค้ากรุ๊ปสิงคโปร์ให้ประกัน
- [ ] ตัดสินใจเรื่องประกันรถวีโก้กับพี่เอก
- [ ] จ่ายบิลร้านไซเคิลฮับ
"""


# ---------------------------------------------------------------- spreadsheets

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

SALES_2568 = [
    (38, 312, 498600), (35, 287, 461300), (27, 204, 338900), (14, 96, 152400), (9, 61, 95800),
    (8, 55, 88200), (11, 78, 121500), (12, 84, 130700), (10, 70, 112300),
]
SALES_2567 = [
    (33, 268, 421900), (31, 250, 398500), (24, 181, 289600), (12, 83, 128700), (8, 52, 80100),
    (7, 47, 72300), (10, 66, 99400), (10, 71, 107800), (9, 60, 93500), (15, 110, 171200),
    (30, 241, 386400), (41, 336, 545800),
]
# expenses: rows are cost items, columns are months
EXPENSES_2568 = {
    "ค่าเช่า e-bike (ไซเคิลฮับ)": [24000] * 9,
    "ค่าจ้างไกด์": [98400, 91200, 72000, 38400, 26400, 24000, 31200, 33600, 28800],
    "ค่ารถตู้": [42000, 38500, 31500, 14000, 10500, 7000, 10500, 14000, 10500],
    "อาหาร/น้ำดื่ม": [61200, 56300, 40100, 18900, 12000, 10800, 15300, 16500, 13700],
    "ค่าโฆษณาออนไลน์": [12000, 12000, 10000, 8000, 5000, 5000, 8000, 8000, 10000],
    "อะไหล่/ซ่อม": [8400, 5200, 6900, 3100, 2200, 4800, 3600, 2900, 7400],
}
EXPENSES_2567 = {
    "ค่าเช่า e-bike (ไซเคิลฮับ)": [0] * 10 + [24000, 24000],
    "ค่าจ้างไกด์": [84000, 79200, 62400, 31200, 21600, 19200, 26400, 26400, 24000, 36000, 72000, 96000],
    "ค่ารถตู้": [35000, 31500, 28000, 10500, 7000, 7000, 10500, 10500, 7000, 14000, 31500, 45500],
    "อาหาร/น้ำดื่ม": [52800, 49000, 35300, 16500, 10300, 9200, 13100, 14200, 11900, 21700, 47600, 66800],
    "ค่าโฆษณาออนไลน์": [8000, 8000, 8000, 5000, 3000, 3000, 5000, 5000, 5000, 8000, 10000, 12000],
    "อะไหล่/ซ่อม": [6100, 4800, 5500, 2400, 1900, 3300, 2800, 2500, 3900, 6600, 5200, 7100],
}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย"
    sheet.append([f"ยอดขายทัวร์ ลานนา ปั่นเที่ยว ปี {year}"])
    sheet.append(["เดือน (Month)", "จำนวนทริป (Trips)", "ลูกค้า (Pax)", "รายได้ (Revenue, บาท)"])
    for month, (trips, pax, revenue) in zip(MONTHS, sales):
        sheet.append([f"{month} {year[-2:]}", trips, pax, revenue])
    sheet.append(["รวม (Total)", sum(s[0] for s in sales), sum(s[1] for s in sales), sum(s[2] for s in sales)])
    money_format(sheet, 4)
    costs = book.create_sheet("ค่าใช้จ่าย")
    count = len(next(iter(expenses.values())))
    costs.append(["รายการ (Expense)"] + [f"{m} {year[-2:]}" for m in MONTHS[:count]] + ["รวม (Total)"])
    for item, values in expenses.items():
        costs.append([item] + values + [sum(values)])
    totals = [sum(v[i] for v in expenses.values()) for i in range(count)]
    costs.append(["รวมค่าใช้จ่าย"] + totals + [sum(totals)])
    for column in range(2, count + 3):
        money_format(costs, column)
    book.save(path)


def _guide_pay(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ต.ค.68"
    sheet.append(["ค่าจ้างไกด์ เดือนตุลาคม 2568 (อัตราวันละ 1,200 บาท เบี้ยเลี้ยงวันละ 100 บาท)"])
    sheet.append(["ชื่อไกด์", "จำนวนวัน", "ค่าจ้าง/วัน", "ค่าจ้าง", "เบี้ยเลี้ยง", "รวมจ่าย", "หมายเหตุ"])
    rows = [("ต้น (ธนวัฒน์)", 14, "ประจำ"), ("แบงค์ (ชยพล)", 11, "ประจำ"),
            ("มายด์ (กนกพร)", 9, "ประจำ"), ("โจ้ (สุรเชษฐ์)", 5, "พาร์ทไทม์ / ขับรถตู้")]
    total = 0
    for name, days, note in rows:
        pay = days * 1200
        allowance = days * 100
        total += pay + allowance
        sheet.append([name, days, 1200, pay, allowance, pay + allowance, note])
    sheet.append(["รวม", sum(r[1] for r in rows), None, sum(r[1] for r in rows) * 1200,
                  sum(r[1] for r in rows) * 100, total, "โอนวันที่ 31 ต.ค."])
    for column in (3, 4, 5, 6):
        money_format(sheet, column)
    book.save(path)


HOUSEHOLD = [
    # month, ตลาด/อาหาร, ค่าน้ำค่าไฟ, เน็ต/มือถือ, น้ำมันรถ, การศึกษาลูก, ผ่อนบ้าน, อื่นๆ
    ("ม.ค.", 14200, 1580, 1346, 4200, 1500, 18500, 5300),
    ("ก.พ.", 13100, 1720, 1346, 3900, 1500, 18500, 3800),
    ("มี.ค.", 14800, 2410, 1346, 4100, 2200, 18500, 7900),
    ("เม.ย.", 16900, 2870, 1346, 5600, 800, 18500, 12400),
    ("พ.ค.", 13600, 2650, 1346, 3800, 39150, 18500, 4100),
    ("มิ.ย.", 12900, 2310, 1346, 3700, 1500, 18500, 3600),
    ("ก.ค.", 13300, 2190, 1346, 4000, 1500, 18500, 6200),
    ("ส.ค.", 13800, 2260, 1346, 3900, 1800, 18500, 4700),
    ("ก.ย.", 13500, 2299, 1346, 4300, 1500, 18500, 5900),
]


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายจ่ายบ้าน 2568"
    sheet.append(["เดือน", "ตลาด/อาหาร", "ค่าน้ำค่าไฟ", "เน็ต/มือถือ", "น้ำมันรถ", "ค่าเรียนใบเตย",
                  "ผ่อนบ้าน", "อื่นๆ", "รวม"])
    for row in HOUSEHOLD:
        sheet.append(list(row) + [sum(row[1:])])
    sheet.append(["รวม"] + [sum(r[i] for r in HOUSEHOLD) for i in range(1, 8)]
                 + [sum(sum(r[1:]) for r in HOUSEHOLD)])
    for column in range(2, 10):
        money_format(sheet, column)
    note = book.create_sheet("หมายเหตุ")
    note.append(["พ.ค. ค่าเรียนสูงเพราะจ่ายค่าเทอม 1 (37,650) + ชุดนักเรียน"])
    note.append(["เม.ย. อื่นๆ = ไปเที่ยวสงกรานต์ที่น่าน"])
    book.save(path)


# ---------------------------------------------------------------- folder

SLIDES = [
    ("แผนงานปี 2569 ลานนา ปั่นเที่ยว", "Lanna Pedal Tours - Plan 2026\nจัดทำโดย พิม ต.ค. 2568"),
    ("ปี 2568 ที่ผ่านมา", "ม.ค.-ก.ย. ลูกค้า 1,247 คน\nรายได้ ม.ค.-ก.ย. 1,999,900 บาท\nช่วง low season (เม.ย.-ก.ย.) ยังเงียบมาก"),
    ("เป้าหมายปี 2569", "ลูกค้า 2,400 คน\nรายได้ 4,200,000 บาท\nลูกค้าต่างชาติ 60% / คนไทย+บริษัท 40%"),
    ("เส้นทางใหม่", "แม่กำปอง 1 วัน / 2 วัน 1 คืน (เปิดขาย ม.ค. 2569)\nNight Ride เมืองเก่า ทำเป็นทัวร์ประจำ"),
    ("อุปกรณ์", "ซื้อ e-bike ของตัวเองเพิ่ม 10 คัน งบ 450,000 บาท\nต่อสัญญาเช่ากับไซเคิลฮับอีก 1 ปี (20 คัน)\nแบตสำรองเพิ่ม 6 ลูก"),
    ("ทีมงาน", "จ้างไกด์ประจำเพิ่ม 2 คน\nไกด์พูดจีนได้อย่างน้อย 1 คน\nอบรมปฐมพยาบาลทุกคน"),
    ("การตลาด", "งบโฆษณาออนไลน์ 15,000 บาท/เดือน\nทำ partner กับเอเจนซี่สิงคโปร์ (Green Leaf) และมาเลเซีย\nรีวิว TripAdvisor / Google"),
]


def write_folder(root: Path) -> Path:
    docs = root / "Documents"
    work = docs / "งาน_ลานนาปั่นเที่ยว"
    home = docs / "บ้าน"
    for sub in (work / "ใบเสนอราคา", work / "Suppliers", work / "บัญชี", work / "แผนงาน",
                home / "บิล", home / "ประกัน", home / "ใบเตย_โรงเรียน", home / "ซ่อมบ้าน"):
        sub.mkdir(parents=True, exist_ok=True)

    quotes = work / "ใบเสนอราคา"
    write_docx(quotes / "Quote_GreenLeaf_DoiSuthep_draft.docx", GL_DRAFT_TOP, GL_DRAFT_TABLE, bottom=GL_DRAFT_BOTTOM)
    write_docx(quotes / "Quote_GreenLeaf_DoiSuthep_final.docx", GL_FINAL_TOP, GL_FINAL_TABLE, bottom=GL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_สยามเมดิคอล_ปั่นครึ่งวัน.docx", SIAMMED_TOP, SIAMMED_TABLE, bottom=SIAMMED_BOTTOM)

    sup = work / "Suppliers"
    make_pdf(sup / "CycleHub_pricelist_2025.pdf", CYCLEHUB_2025)
    write_docx(sup / "ใบราคา_เชียงใหม่ไซเคิลฮับ_2567.docx", CYCLEHUB_2567_TOP, CYCLEHUB_2567_TABLE,
               bottom=CYCLEHUB_2567_BOTTOM)
    make_pdf(sup / "CycleHub_invoice_INV2025-0412.pdf", CYCLEHUB_INVOICE)
    write_docx(sup / "สัญญาเช่าอีไบค์_ไซเคิลฮับ.docx", LEASE_TOP, bottom=LEASE_BOTTOM)
    make_pdf(sup / "GroupPA_quotation_Sukjai_Insurance.pdf", GROUP_PA)

    acc = work / "บัญชี"
    _sales_book(acc / "ยอดขายทัวร์_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(acc / "ยอดขายทัวร์_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _guide_pay(acc / "ค่าจ้างไกด์_ตุลาคม2568.xlsx")

    write_slides(work / "แผนงาน" / "Plan_2026_LannaPedal.pptx", SLIDES)
    write_texts(work, {
        "แผนงาน/เส้นทางใหม่_แม่กำปอง.md": ROUTE_NOTES,
        "แผนงาน/เรทราคาทัวร์_2568.md": RATE_CARD,
        "แผนงาน/ตารางทริป_พฤศจิกายน.md": NOV_CALENDAR,
        "LINE/LINE_Jenny_GreenLeaf.txt": LINE_JENNY,
        "LINE/LINE_กลุ่มไกด์ลานนา.txt": LINE_GUIDES,
        "Email/email_homestay_MaeKampong.txt": HOMESTAY_EMAIL,
    })

    make_pdf(home / "บิล" / "PEA_bill_Sep2025.pdf", PEA_BILL)
    make_pdf(home / "บิล" / "AIS_Fibre_bill_Sep2025.pdf", AIS_BILL)
    make_pdf(home / "ประกัน" / "KrungsiamLife_renewal_Ekkachai.pdf", LIFE_RENEWAL)
    school = home / "ใบเตย_โรงเรียน"
    write_docx(school / "ค่าเทอม_ใบเตย_เทอม1_2568.docx", TERM1_TOP, TERM1_TABLE, bottom=TERM1_BOTTOM)
    write_docx(school / "ค่าเทอม_ใบเตย_เทอม2_2568.docx", TERM2_TOP, TERM2_TABLE, bottom=TERM2_BOTTOM)
    _household(home / "รายจ่ายบ้าน_2568.xlsx")
    write_docx(home / "ซ่อมบ้าน" / "ใบเสนอราคา_ซ่อมหลังคา_ช่างสมศักดิ์.docx", ROOF_TOP, ROOF_TABLE, bottom=ROOF_BOTTOM)
    write_texts(home, {
        "บิล/ค่าน้ำประปา_กันยา68.txt": WATER_BILL,
        "ประกัน/ต่อประกันรถ_วีโก้_2568.md": CAR_INSURANCE,
        "ซ่อมบ้าน/LINE_พี่เอก_หลังคา.txt": LINE_ROOF,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    write_texts(workspect, {"todo.md": TODO})
