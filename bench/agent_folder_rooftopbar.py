"""The folder of a rooftop bar owner in Chiang Mai: her bar's papers and her household's, written by code.

Owner: คุณนภัสสร ศรีวงศ์ (นก / Nok), who runs "Sky Lanna Rooftop Bar" (สกาย ล้านนา รูฟท็อป บาร์) on the roof
of the 9th floor of Nimman Tower (อาคารนิมมาน ทาวเวอร์), Nimmanhaemin Soi 11, Chiang Mai. She lives in Mae Hia
with her husband ธนวัฒน์ (ต้น) and their daughter ด.ญ. ใบเตย (Baitoey, ป.4).

Files under Documents/:
- ร้าน SkyLanna/ใบเสนอราคา/: the draft and the revised (final) party quote to บริษัท เอเวอร์กรีน ทราเวล
  (60 people at 1,290 -> 55 people at 1,250, date moved, DJ fee up), and a similar quote to another customer
  (a wedding after-party for คุณพิมพ์ชนก & Tony) (docx with item tables).
- ร้าน SkyLanna/Suppliers/: Northern Spirits' 2025 wholesale price list (English pdf), the same firm's 2567 list
  in Thai (บริษัท นอร์เทิร์น สปิริตส์, docx), a Northern Spirits invoice of April 2025 and a Ping River Ice
  invoice for May 2025 (pdf).
- ร้าน SkyLanna/บัญชี/: this year's (2568, Jan-Jun) and last year's (2567, Jan-Dec) sales books, months as
  columns, with an expenses sheet (xlsx); the June 2568 payroll (xlsx).
- ร้าน SkyLanna/LINE/: LINE chats with คุณต้อม of Evergreen (the order changes) and with DJ Beam (his fees change).
- ร้าน SkyLanna/: the roof lease with บริษัท นิมมาน ทาวเวอร์ (docx), the 2569 plan (pptx), staff meeting notes
  (md), the cocktail menu and the signature recipes (md), a craft beer festival email (txt), a playlist note,
  a glass railing repair quotation (English pdf) and the bar's May electricity bill (pdf).
- บ้าน/: the home's May electricity bill (pdf, same layout as the bar's), Baitoey's school fee notice for term
  1/2568 and receipt for term 2/2567 (docx), her health insurance renewal notice (English pdf), a car insurance
  renewal quote (docx), the household spending book 2568 with a sheet per month (xlsx), a family LINE chat,
  and a birthday note.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BAR = "ร้าน SkyLanna"
HOME = "บ้าน"
SHOP_HEAD = "สกาย ล้านนา รูฟท็อป บาร์ (Sky Lanna Rooftop Bar) ชั้น 9 อาคารนิมมาน ทาวเวอร์ ถนนนิมมานเหมินท์ ซอย 11 เชียงใหม่ โทร 081-552-7140"
ITEM_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

QUOTE_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-017",
    SHOP_HEAD,
    "วันที่ 2 พฤษภาคม 2568",
    "เรียน คุณต้อม ฝ่ายบุคคล บริษัท เอเวอร์กรีน ทราเวล จำกัด",
    "เรื่อง งานเลี้ยงสังสรรค์พนักงาน วันเสาร์ที่ 14 มิถุนายน 2568 เวลา 18:00-22:00 น. (ปิดโซน A ริมราวกระจก)",
]
QUOTE_DRAFT_TABLE = [
    ITEM_HEAD,
    ("แพ็กเกจบุฟเฟต์อาหารเหนือ + ฟรีโฟลว์เบียร์สด 3 ชั่วโมง", "60 ท่าน", "1,290", "77,400"),
    ("ค่าปิดโซน A", "1", "8,000", "8,000"),
    ("ดีเจ (DJ Beam) 4 ชั่วโมง", "1", "6,000", "6,000"),
]
QUOTE_DRAFT_BOTTOM = [
    "รวมเป็นเงิน 91,400 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 6,398 บาท",
    "รวมทั้งสิ้น 97,798 บาท",
    "ยืนราคา 15 วัน  (ร่าง ยังไม่ได้ส่งลูกค้า)",
    "ผู้เสนอราคา นภัสสร ศรีวงศ์",
]
QUOTE_FINAL_TOP = [
    "ใบเสนอราคา  เลขที่ QT-2568-017/2 (ฉบับแก้ไข)",
    SHOP_HEAD,
    "วันที่ 9 พฤษภาคม 2568",
    "เรียน คุณต้อม ฝ่ายบุคคล บริษัท เอเวอร์กรีน ทราเวล จำกัด",
    "เรื่อง งานเลี้ยงสังสรรค์พนักงาน วันเสาร์ที่ 21 มิถุนายน 2568 เวลา 18:00-22:00 น. (ปิดโซน A ริมราวกระจก)",
]
QUOTE_FINAL_TABLE = [
    ITEM_HEAD,
    ("แพ็กเกจบุฟเฟต์อาหารเหนือ + ฟรีโฟลว์เบียร์สด 3 ชั่วโมง", "55 ท่าน", "1,250", "68,750"),
    ("ค่าปิดโซน A", "1", "8,000", "8,000"),
    ("ดีเจ (DJ Beam) 4 ชั่วโมง", "1", "7,500", "7,500"),
]
QUOTE_FINAL_BOTTOM = [
    "รวมเป็นเงิน 84,250 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 5,897.50 บาท",
    "รวมทั้งสิ้น 90,147.50 บาท",
    "เงื่อนไข: ชำระมัดจำ 30,000 บาท ภายในวันที่ 31 พฤษภาคม 2568 ส่วนที่เหลือชำระในวันงาน",
    "ยืนราคา 15 วัน",
    "ผู้เสนอราคา นภัสสร ศรีวงศ์",
]
QUOTE_WEDDING_TOP = [
    "ใบเสนอราคา  เลขที่ QT-2568-021",
    SHOP_HEAD,
    "วันที่ 20 พฤษภาคม 2568",
    "เรียน คุณพิมพ์ชนก และ คุณโทนี่ (Pimchanok & Tony)",
    "เรื่อง งานอาฟเตอร์ปาร์ตี้งานแต่งงาน วันศุกร์ที่ 11 กรกฎาคม 2568 เวลา 20:00-24:00 น. (ปิดทั้งร้าน)",
]
QUOTE_WEDDING_TABLE = [
    ITEM_HEAD,
    ("แพ็กเกจค็อกเทลฟรีโฟลว์ 4 ชั่วโมง + ออเดิร์ฟ", "80 ท่าน", "1,450", "116,000"),
    ("ค่าปิดทั้งร้าน", "1", "25,000", "25,000"),
    ("ดีเจ (DJ Beam) 4 ชั่วโมง", "1", "7,500", "7,500"),
    ("ตกแต่งดอกไม้และไฟ", "1", "12,000", "12,000"),
]
QUOTE_WEDDING_BOTTOM = [
    "รวมเป็นเงิน 160,500 บาท",
    "ภาษีมูลค่าเพิ่ม 7% 11,235 บาท",
    "รวมทั้งสิ้น 171,735 บาท",
    "เงื่อนไข: ชำระมัดจำ 50,000 บาท เพื่อยืนยันวันจอง",
    "ผู้เสนอราคา นภัสสร ศรีวงศ์",
]

NS_2025 = [
    "Northern Spirits Co., Ltd.\n99/3 Chang Klan Road, Mueang, Chiang Mai 50100  Tel 053-274-118\n"
    "WHOLESALE PRICE LIST 2025\nEffective 1 January 2025 - prices in THB per unit, excluding VAT\n\n"
    "Doi Gin (London dry) 700 ml ............ 720 per bottle\n"
    "Chalong Bay white rum 700 ml ............ 890 per bottle\n"
    "SangSom 700 ml .......................... 295 per bottle\n"
    "Smirnoff vodka 700 ml ................... 560 per bottle\n"
    "Jose Cuervo tequila 750 ml .............. 980 per bottle\n"
    "Schweppes tonic 330 ml, case of 24 ...... 336 per case\n"
    "Singha draft beer keg 30 L .............. 3,150 per keg",
    "Terms\nFree delivery in Chiang Mai city for orders from 10,000 THB\nCredit term: 30 days from invoice date\n"
    "Keg deposit 1,500 THB per keg, refunded when the keg is returned\nContact: Khun Wit, sales, 089-631-2207",
]
NS_2567_TOP = [
    "บริษัท นอร์เทิร์น สปิริตส์ จำกัด",
    "99/3 ถนนช้างคลาน อำเภอเมือง จังหวัดเชียงใหม่ 50100",
    "ใบราคาส่ง ประจำปี 2567 (ราคาต่อหน่วย ยังไม่รวมภาษีมูลค่าเพิ่ม)",
]
NS_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคาส่ง (บาท)"),
    ("ดอย จิน", "700 มล. ต่อขวด", "680"),
    ("รัมขาว ฉลองเบย์", "700 มล. ต่อขวด", "850"),
    ("แสงโสม", "700 มล. ต่อขวด", "280"),
    ("วอดก้า สเมอร์นอฟ", "700 มล. ต่อขวด", "540"),
    ("เตกีล่า โฮเซ่ กูเอร์โว", "750 มล. ต่อขวด", "950"),
    ("โทนิค ชเวปส์ 330 มล.", "ลัง 24 กระป๋อง", "312"),
    ("เบียร์สดสิงห์", "ถัง 30 ลิตร", "2,980"),
]
NS_2567_BOTTOM = ["ส่งฟรีในเขตเมืองเชียงใหม่ เมื่อสั่งครบ 8,000 บาท", "เครดิต 30 วัน  ติดต่อ คุณวิทย์ ฝ่ายขาย"]
NS_INVOICE = [
    "Northern Spirits Co., Ltd.\n99/3 Chang Klan Road, Mueang, Chiang Mai 50100\nTAX INVOICE\n"
    "Invoice No. INV-2504-118    Date: 8 April 2025\n"
    "Bill to: Sky Lanna Rooftop Bar (Mrs. Napatsorn Sriwong), Nimman Tower 9F, Nimmanhaemin Soi 11, Chiang Mai\n\n"
    "Doi Gin 700 ml          24 bottles x 720   = 17,280.00\n"
    "Singha draft keg 30 L    6 kegs x 3,150    = 18,900.00\n"
    "Schweppes tonic case    10 cases x 336     =  3,360.00\n\n"
    "Subtotal 39,540.00 THB\nVAT 7% 2,767.80 THB\nTotal 42,307.80 THB\n"
    "Payment due: 8 May 2025 (credit 30 days)\nBank transfer: Kasikorn Bank 123-4-56789-0 Northern Spirits Co., Ltd.",
]
ICE_INVOICE = [
    "Ping River Ice Factory\n45 Moo 2, Nong Hoi, Mueang, Chiang Mai\nINVOICE - May 2025\n"
    "Customer: Sky Lanna Rooftop Bar, Nimman Tower\nDeliveries 1 May 2025 - 31 May 2025\n\n"
    "Tube ice 20 kg bag     186 bags x 45 THB = 8,370 THB\n"
    "Cocktail cube ice 10 kg  62 bags x 60 THB = 3,720 THB\n\n"
    "Total amount 12,090 THB (ice is VAT exempt)\nPlease pay by 10 June 2025\nThank you - Khun Sompong 086-114-3390",
]
GLASS_QUOTE = [
    "Lanna Glass & Aluminium Co., Ltd.\n212 Superhighway Road, Chiang Mai\nQUOTATION No. LG-2568-044\n"
    "Date: 14 May 2025\nTo: Sky Lanna Rooftop Bar, Nimman Tower 9F (Khun Nok)\n"
    "Subject: Repair of roof terrace glass railing (storm damage)\n\n"
    "1. Tempered glass panel 12 mm, 1.2 x 1.1 m   3 panels x 9,800 = 29,400\n"
    "2. Stainless steel post 316 with clamps        4 posts x 2,350  =  9,400\n"
    "3. Labour, crane and removal of broken glass   lump sum         =  8,500\n\n"
    "Subtotal 47,300 THB\nVAT 7% 3,311 THB\nGrand total 50,611 THB",
    "Work time: 5 working days after the glass arrives (about 10 days after order)\n"
    "Payment: 50% on order, 50% on completion\nThis quotation is valid for 30 days.\n"
    "Work must be done before 16:00 as required by the building management.",
]
BILL_BAR = [
    "Provincial Electricity Authority (PEA) - Chiang Mai\nELECTRICITY BILL  May 2025\n"
    "Customer: Sky Lanna Rooftop Bar (Napatsorn Sriwong)\nAddress: Nimman Tower 9F, Nimmanhaemin Soi 11, Chiang Mai\n"
    "Account No. 020011458823  Tariff: small business\nReading period: 18 April 2025 - 18 May 2025",
    "Units used: 9,840 kWh\nEnergy charge: 43,197.10 THB\nFt charge: 2,235.00 THB\nVAT 7%: 3,180.20 THB\n"
    "Amount due: 48,612.30 THB\nDue date: 2 June 2025",
]
BILL_HOME = [
    "Provincial Electricity Authority (PEA) - Chiang Mai\nELECTRICITY BILL  May 2025\n"
    "Customer: Napatsorn Sriwong\nAddress: 88/14 Moo 3, Mae Hia, Mueang Chiang Mai\n"
    "Account No. 020011302517  Tariff: residential\nReading period: 18 April 2025 - 18 May 2025",
    "Units used: 586 kWh\nEnergy charge: 2,607.30 THB\nFt charge: 134.80 THB\nVAT 7%: 192.45 THB\n"
    "Amount due: 2,934.55 THB\nDue date: 2 June 2025",
]
HEALTH_RENEWAL = [
    "Siam Life Assurance PCL.\nPREMIUM RENEWAL NOTICE\nDate: 20 May 2025\n\n"
    "Dear Mrs. Napatsorn Sriwong,\nPolicy No. SL-HK-2291-0457   Plan: Kids Health Plus\n"
    "Insured: Miss Baitoey Sriwong (age 9)\nNew policy period: 1 July 2025 - 30 June 2026\n\n"
    "Annual premium: 18,450.00 THB (last year 16,900.00 THB)\n"
    "The premium changes because the insured moves into the 9-10 age band.\n"
    "Please pay by 30 June 2025. A grace period of 31 days applies.",
    "Main benefits\nRoom and board: 4,000 THB per day\nOut-patient: 1,500 THB per visit, up to 30 visits a year\n"
    "Annual limit: 1,000,000 THB\nPay by bank transfer, credit card, or at any 7-Eleven with the barcode on this notice.\n"
    "Agent: Khun Jintana 081-903-4466",
]

LEASE_TOP = [
    "สัญญาเช่าพื้นที่",
    "ทำที่ อาคารนิมมาน ทาวเวอร์ เชียงใหม่ วันที่ 20 ตุลาคม 2566",
    "ผู้ให้เช่า: บริษัท นิมมาน ทาวเวอร์ จำกัด  ผู้เช่า: นางนภัสสร ศรีวงศ์ (ร้านสกาย ล้านนา รูฟท็อป บาร์)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ดาดฟ้าชั้น 9 ขนาด 420 ตารางเมตร เพื่อประกอบกิจการร้านอาหารและเครื่องดื่ม",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 พฤศจิกายน 2566 สิ้นสุดวันที่ 31 ตุลาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 85,000 บาท ในปีที่ 1 และปีที่ 2 ปีที่ 3 ปรับขึ้น 5% เป็นเดือนละ 89,250 บาท "
    "ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 255,000 บาท (3 เดือน) คืนภายใน 60 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. ผู้เช่าต้องปิดเสียงดนตรีไม่เกินเวลา 24:00 น. และห้ามใช้เครื่องเสียงเกิน 85 เดซิเบล",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าตามมิเตอร์แยก และค่าส่วนกลางเดือนละ 6,500 บาท",
    "ข้อ 7. การต่อเติมหรือติดตั้งหลังคาต้องได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่าก่อน",
    "ข้อ 8. หากต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วันก่อนสิ้นสุดสัญญา",
]
PLAN_SLIDES = [
    ("Sky Lanna Rooftop Bar - แผนปี 2569 (Plan 2026)", "นภัสสร ศรีวงศ์ - ประชุมทีม ตุลาคม 2568"),
    ("เป้ายอดขาย Revenue goal", "เป้ายอดขายปี 2569: 9.6 ล้านบาท\nคาดการณ์ปี 2568: 7.8 ล้านบาท\n"
                                 "เพิ่มงานจัดเลี้ยงเป็นเดือนละ 3 งาน"),
    ("หลังคากันฝน Rain cover", "ติดตั้งหลังคาผ้าใบพับเก็บได้ โซน A และบาร์กลาง\nงบประมาณ 650,000 บาท\n"
                               "ต้องขออนุญาตนิมมาน ทาวเวอร์ก่อน / เสร็จภายในเมษายน 2569 ก่อนหน้าฝน"),
    ("เมนูใหม่ New menu", "ค็อกเทลสมุนไพรล้านนา 8 แก้ว (ตะไคร้ มะแขว่น ดอกอัญชัน)\nราคาแก้วละ 290-350 บาท"),
    ("อีเวนต์ Events", "ลอยกระทง 2 คืน\nนับถอยหลังปีใหม่ บัตรราคา 2,500 บาท รวมฟรีโฟลว์ 80 ที่\n"
                       "Craft beer night ทุกวันพุธ"),
    ("ทีมงาน Staff", "รับบาร์เทนเดอร์เพิ่ม 2 คน และพนักงานต้อนรับ 1 คน\nอบรมภาษาอังกฤษพนักงานเสิร์ฟ"),
]
MEETING_NOTES = """# บันทึกประชุมทีม Sky Lanna วันที่ 12 พฤษภาคม 2568

ผู้เข้าร่วม: พี่นก, กอล์ฟ (หัวหน้าบาร์), มายด์, เจมส์, ฝน, แบงค์, ป้าแดง

## มติที่ประชุม
- Happy hour ใหม่ 17:00-19:00 น. เบียร์สดซื้อ 1 แถม 1 เริ่ม 1 มิถุนายน 2568
- โซนโซฟาริมราว กำหนดยอดใช้จ่ายขั้นต่ำ (minimum spend) 3,000 บาท ต่อโต๊ะ ในคืนศุกร์-เสาร์
- ปิดเพลงไม่เกิน 24:00 น. ตามสัญญาเช่า ห้ามเลท
- งบชุดยูนิฟอร์มใหม่ 9,600 บาท (8 ชุด ชุดละ 1,200 บาท)
- หน้าฝน: ถ้าฝนตกหนัก ย้ายลูกค้าเข้าโซนบาร์กลาง และแจ้งลูกค้าที่จองล่วงหน้าทาง LINE OA

## งานที่มอบหมาย
- กอล์ฟ: ทำสูตรค็อกเทลสมุนไพรให้ทดลองชิมภายใน 30 พฤษภาคม
- ฝน: อัปเดตเมนูใน LINE OA และ Instagram
- พี่นก: โทรตามช่างกระจกเรื่องราวกันตกที่แตก
"""
MENU = """# เมนูค็อกเทล Sky Lanna 2568

| เครื่องดื่ม | ราคา (บาท) |
|---|---|
| Lanna Sunset (จิน, ส้มสายน้ำผึ้ง, ไซรัปดอกอัญชัน) | 280 |
| Doi Tung Espresso Martini | 320 |
| Tom Yum Margarita | 290 |
| Nimman Mule (วอดก้า, ขิง, มะนาว) | 260 |
| Chalong Bay Mojito | 270 |
| Mocktail ลิ้นจี่โซดา | 150 |

เบียร์สดสิงห์ แก้วละ 140 / ทาวเวอร์ 3 ลิตร 890
ราคายังไม่รวม service charge 10% และ VAT 7%
"""
RECIPES = """# สูตรซิกเนเจอร์ (ห้ามแชร์นอกร้านนะ)

## Lanna Sunset
- Doi Gin 45 ml
- น้ำส้มสายน้ำผึ้งคั้นสด 60 ml
- ไซรัปดอกอัญชัน 15 ml (ราดทีหลังให้เป็นชั้นสีม่วง)
- น้ำแข็งก้อน เขย่า แล้วเสิร์ฟในแก้ว highball

## Tom Yum Margarita
- เตกีล่า 45 ml, Cointreau 15 ml, น้ำมะนาว 25 ml
- ตะไคร้ ข่า ใบมะกรูด ทุบ แช่ในไซรัป 1 คืน ใส่ 15 ml
- ขอบแก้วเกลือพริก

## Doi Tung Espresso Martini
- วอดก้า 40 ml, เหล้ากาแฟ 20 ml, เอสเปรสโซ่ดอยตุง 1 ช็อต
"""
EMAIL_BEERFEST = """From: Ploy Chaiyasit <ploy@cmcraftbeerfest.com>
To: Napatsorn Sriwong <nok@skylannabar.com>
Date: Mon, 16 Jun 2025 10:42 +0700
Subject: Booth invitation - Chiang Mai Craft Beer Festival 2025

Dear Khun Nok,

Thank you for joining us last year! We would love to have Sky Lanna Rooftop Bar back at the
Chiang Mai Craft Beer Festival 2025, on 22-23 November 2025 at Nong Buak Haad Public Park.

Booth details:
- Booth size 3 x 3 m, including 2 tables, 4 chairs and 1 power socket
- Booth fee: 12,000 THB for both days
- Extra power (more than 1 kW): 1,500 THB
- Please bring your own ice and glassware; we provide waste sorting stations.

To confirm, please fill in the registration form and pay a 50% deposit by 30 September 2025.
The balance is due by 31 October 2025.

Best regards,
Ploy Chaiyasit
Vendor coordinator, Chiang Mai Craft Beer Festival
"""
PLAYLIST = """playlist ไอเดีย
- ศุกร์: deep house ช่วง 21:00 ให้ DJ Beam
- เสาร์: city pop / Thai indie ก่อน 20:00
- วันพุธ craft beer night: acoustic เบาๆ
"""
LINE_EVERGREEN = """[2/5/2568 10:12] ต้อม Evergreen: สวัสดีค่ะคุณนก จะจัดเลี้ยงพนักงานที่ร้านค่ะ ประมาณ 60 คน วันเสาร์ 14 มิ.ย. ค่ะ
[2/5/2568 10:20] นก SkyLanna: ได้เลยค่ะ เดี๋ยวส่งใบเสนอราคาให้นะคะ แพ็กเกจบุฟเฟต์ + เบียร์สดหัวละ 1,290 ค่ะ
[6/5/2568 09:05] ต้อม Evergreen: คุณนกคะ ผู้บริหารขอเลื่อนเป็นเสาร์ 21 มิ.ย. แทนค่ะ คนลดเหลือ 55 คน ขอราคาหัวละ 1,200 ได้ไหมคะ
[6/5/2568 11:30] นก SkyLanna: 1,200 ไม่ไหวจริงๆ ค่ะ ได้ที่ 1,250 นะคะ แต่ดีเจขึ้นราคาเป็น 7,500 แล้วค่ะ
[6/5/2568 11:42] ต้อม Evergreen: โอเคค่ะ ส่งใบใหม่มาได้เลย
[9/5/2568 14:03] นก SkyLanna: ส่งใบเสนอราคาฉบับแก้ไขให้ทางอีเมลแล้วนะคะ
[28/5/2568 16:25] ต้อม Evergreen: โอนมัดจำ 30,000 แล้วนะคะ ส่งสลิปให้ทางอีเมลค่ะ
[28/5/2568 16:40] นก SkyLanna: ได้รับแล้วค่ะ ขอบคุณมากค่ะ 🙏
"""
LINE_DJ = """[3/4/2568 14:20] DJ Beam: พี่นกครับ เดือนเมษาศุกร์เสาร์ผมเล่นได้ครบครับ ค่าตัวคืนละ 4,000 เหมือนเดิม งานเลี้ยงส่วนตัว 6,000 ครับ
[3/4/2568 14:35] นก SkyLanna: โอเคจ้า ขอบใจนะบีม
[15/5/2568 19:02] DJ Beam: พี่นกครับ ตั้งแต่ 1 มิ.ย. ผมขอปรับค่าตัวนิดนึงนะครับ ศุกร์เสาร์เป็นคืนละ 4,500 ส่วนงานเลี้ยงส่วนตัวเป็น 7,500 ครับ เพราะต้องขนเครื่องเสียงชุดใหญ่ขึ้นไป
[15/5/2568 19:30] นก SkyLanna: ได้ๆ พี่เข้าใจ เดี๋ยวพี่แก้ในใบเสนอราคาลูกค้าให้
[15/5/2568 19:31] DJ Beam: ขอบคุณครับพี่ 🙏 วันที่ 21 มิ.ย. งานเอเวอร์กรีนผมว่างครับ
"""
LINE_FAMILY = """[18/6/2568 20:15] ต้น: โบรกส่งใบเสนอราคาต่อประกันรถมาแล้วนะ ชั้น 1 เบี้ย 19,800 ถูกกว่าปีที่แล้วที่จ่าย 21,500
[18/6/2568 20:17] นก: ดีเลย ต่อเจ้าเดิมเลยมั้ย
[18/6/2568 20:18] ต้น: เดี๋ยวพรุ่งนี้โทรคุยอีกที
[19/6/2568 07:40] นก: พ่อ อย่าลืมให้เงินใบเตยไปทัศนศึกษา 1,200 นะ ครูให้ส่งวันศุกร์
[19/6/2568 07:41] ต้น: โอเค ให้แล้ว
[22/6/2568 12:05] นก: อาทิตย์หน้าวันเกิดแม่ จองร้านข้าวซอยไว้ 6 ที่นะ
"""
BIRTHDAY = """# วันเกิดน้องใบเตย 9 ขวบ (ส.ค.)
- เค้กช็อกโกแลต 2 ปอนด์ สั่งร้านหน้าเมญ่า
- ชวนเพื่อนห้อง ป.4/2 ประมาณ 10 คน
- ของขวัญ: ชุดสีน้ำ + หนังสือ
"""
SCHOOL_HEAD = "โรงเรียนล้านนาสองภาษา (Lanna Bilingual School) ต.แม่เหียะ อ.เมือง จ.เชียงใหม่"
SCHOOL_T1_TOP = [
    SCHOOL_HEAD,
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 1 ปีการศึกษา 2568",
    "นักเรียน ด.ญ. ใบเตย ศรีวงศ์  ชั้น ป.4/2  เลขประจำตัว 6104",
]
SCHOOL_T1_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "42,500"),
    ("ค่ากิจกรรมและอุปกรณ์", "3,800"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "6,200"),
    ("ค่ารถรับส่ง", "9,000"),
    ("ค่าประกันอุบัติเหตุ", "650"),
    ("รวมทั้งสิ้น", "62,150"),
]
SCHOOL_T1_BOTTOM = [
    "กรุณาชำระภายในวันที่ 9 พฤษภาคม 2568 ที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน",
    "ชำระล่าช้าปรับวันละ 100 บาท",
]
SCHOOL_T2_TOP = [
    SCHOOL_HEAD,
    "ใบเสร็จรับเงิน เลขที่ R67-2-0588",
    "ได้รับเงินจาก ผู้ปกครองของ ด.ญ. ใบเตย ศรีวงศ์ ชั้น ป.3/2",
    "ค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2567  วันที่ 10 ตุลาคม 2567",
]
SCHOOL_T2_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "39,800"),
    ("ค่ากิจกรรมและอุปกรณ์", "3,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "6,200"),
    ("ค่ารถรับส่ง", "8,400"),
    ("รวมทั้งสิ้น", "57,900"),
]
SCHOOL_T2_BOTTOM = ["ชำระโดย โอนเงิน", "ผู้รับเงิน นางสาวกัญญา ฝ่ายการเงิน"]
CAR_INS_TOP = [
    "ศรีนคร ประกันภัย โบรกเกอร์ (ใบเสนอราคาต่ออายุประกันภัยรถยนต์)",
    "วันที่ 17 มิถุนายน 2568",
    "เรียน คุณธนวัฒน์ ศรีวงศ์",
    "รถยนต์ Honda CR-V 2.0 ปี 2564 ทะเบียน 4 กข 4521 เชียงใหม่",
    "ระยะเวลาคุ้มครอง 15 กรกฎาคม 2568 ถึง 15 กรกฎาคม 2569",
]
CAR_INS_TABLE = [
    ("รายการ", "ประกันชั้น 1 (ซ่อมศูนย์)", "ประกันชั้น 2+"),
    ("ทุนประกันตัวรถ", "600,000", "400,000"),
    ("ความเสียหายส่วนแรก", "ไม่มี", "2,000"),
    ("ความรับผิดต่อทรัพย์สินบุคคลภายนอก", "5,000,000", "1,000,000"),
    ("เบี้ยประกันรวมภาษีอากร", "19,800", "9,900"),
]
CAR_INS_BOTTOM = [
    "แนะนำชั้น 1 ซ่อมศูนย์ บริษัทประกันเดิม เบี้ยลดลงจากปีที่แล้ว (21,500 บาท) เพราะไม่มีเคลม",
    "ผ่อนชำระบัตรเครดิต 0% ได้ 6 เดือน  กรุณาแจ้งยืนยันก่อนวันที่ 10 กรกฎาคม 2568",
    "ผู้ติดต่อ คุณอรทัย 089-770-2315",
]

MONTHS = ["ม.ค. Jan", "ก.พ. Feb", "มี.ค. Mar", "เม.ย. Apr", "พ.ค. May", "มิ.ย. Jun",
          "ก.ค. Jul", "ส.ค. Aug", "ก.ย. Sep", "ต.ค. Oct", "พ.ย. Nov", "ธ.ค. Dec"]
SALES_2568 = {
    "ค็อกเทล (Cocktails)": [385200, 402650, 356900, 468300, 298400, 241750],
    "เบียร์ (Beer)": [212400, 225300, 198750, 276900, 171200, 139650],
    "ไวน์และสุรา (Wine & spirits)": [96300, 101200, 88400, 112600, 74900, 61300],
    "อาหาร (Food)": [158700, 164200, 149300, 181450, 132800, 118600],
    "งานจัดเลี้ยง (Private events)": [0, 45000, 0, 38500, 62000, 84250],
}
SALES_2567 = {
    "ค็อกเทล (Cocktails)": [341800, 366200, 318400, 431200, 276500, 219300,
                           205600, 228900, 196400, 301700, 388500, 452300],
    "เบียร์ (Beer)": [198600, 207400, 182300, 254100, 158900, 128700,
                      121500, 133800, 118200, 176400, 221900, 263500],
    "ไวน์และสุรา (Wine & spirits)": [88100, 92300, 80600, 101900, 68700, 55400,
                                     51200, 56900, 49800, 73600, 95200, 118700],
    "อาหาร (Food)": [142300, 149800, 136200, 168900, 121900, 104300,
                     98600, 107200, 95400, 128300, 151600, 176800],
    "งานจัดเลี้ยง (Private events)": [0, 38000, 0, 0, 42000, 0, 0, 0, 36500, 0, 58000, 120000],
}
EXPENSE_HEAD = ["เดือน (Month)", "ค่าเช่า (Rent)", "ค่าส่วนกลาง (Common fee)", "เงินเดือน (Salaries)",
                "ต้นทุนเครื่องดื่ม (Beverage cost)", "ต้นทุนอาหาร (Food cost)", "ค่าไฟ (Electricity)",
                "อื่นๆ (Other)", "รวม (Total)"]
EXPENSES_2568 = [
    (85000, 6500, 152400, 231800, 61900, 44870, 18300),
    (85000, 6500, 152400, 240100, 64200, 46120, 21750),
    (85000, 6500, 152400, 212600, 58300, 47980, 16400),
    (85000, 6500, 158900, 281300, 70400, 51230, 24600),
    (85000, 6500, 152400, 176200, 51800, 48612.30, 62400),
    (85000, 6500, 153700, 158400, 47100, 43250, 17900),
]
EXPENSES_2567 = [
    (85000, 6000, 138600, 212400, 56100, 41200, 15800),
    (85000, 6000, 138600, 221700, 58900, 42650, 17300),
    (85000, 6000, 138600, 196300, 53200, 44100, 14900),
    (85000, 6000, 142800, 258600, 65400, 47300, 21200),
    (85000, 6000, 138600, 163800, 47600, 45800, 16100),
    (85000, 6000, 138600, 139200, 40800, 40300, 15400),
    (85000, 6000, 138600, 131500, 38500, 38900, 14800),
    (85000, 6000, 138600, 142700, 41800, 39600, 15200),
    (85000, 6000, 138600, 126900, 37200, 37800, 13900),
    (85000, 6000, 138600, 187300, 50100, 40200, 18600),
    (85000, 6000, 142800, 236400, 59200, 43900, 22700),
    (85000, 6000, 146900, 284100, 69100, 49800, 35400),
]
PAYROLL = [
    ("ธีรพงษ์ (กอล์ฟ) Golf", "หัวหน้าบาร์เทนเดอร์ (Head bartender)", 26000, 8450, 1800),
    ("ณัฐธิดา (มายด์) Mind", "บาร์เทนเดอร์ (Bartender)", 16500, 6200, 1200),
    ("เจมส์ James", "บาร์เทนเดอร์ (Bartender)", 15500, 6200, 0),
    ("ฝนทิพย์ (ฝน) Fon", "พนักงานเสิร์ฟ (Server)", 12000, 4100, 900),
    ("ธนพล (แบงค์) Bank", "พนักงานเสิร์ฟ (Server)", 12000, 4100, 600),
    ("ป้าแดง Daeng", "แม่ครัว (Cook)", 18000, 4100, 0),
    ("อรรถพล (โอ๊ต) Oat", "ผู้ช่วยครัว (Kitchen helper)", 11500, 4100, 450),
]
HOME_ITEMS = ["ค่าผ่อนบ้าน (Mortgage)", "ค่าไฟบ้าน (Electricity)", "ค่าน้ำ (Water)", "เน็ต+มือถือ (Internet & phone)",
              "กับข้าว/ตลาด (Groceries)", "น้ำมันรถ (Fuel)", "ค่าขนมใบเตย (Baitoey pocket money)",
              "เรียนพิเศษ (Tutoring)", "ส่งเงินให้แม่ (To Mum)", "จิปาถะ (Misc.)"]
HOME_MONTHS = {
    "ม.ค. 2568": [18500, 2410.75, 356, 1297, 11850, 3650, 2000, 3600, 5000, 2780],
    "ก.พ. 2568": [18500, 2288.40, 341, 1297, 12300, 3480, 2000, 3600, 5000, 1950],
    "มี.ค. 2568": [18500, 2716.90, 372, 1297, 12640, 4120, 2000, 3600, 5000, 3340],
    "เม.ย. 2568": [18500, 3105.20, 418, 1297, 14900, 5260, 2000, 0, 8000, 6420],
}


def _months_book(path: Path, sales: dict[str, list], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    count = len(next(iter(sales.values())))
    sheet.append([f"ยอดขายรายเดือน Sky Lanna ปี {year} (Monthly sales, THB)"])
    sheet.append(["หมวด (Category)"] + MONTHS[:count] + ["รวม (Total)"])
    for name, values in sales.items():
        sheet.append([name] + values + [sum(values)])
    columns = [sum(values[i] for values in sales.values()) for i in range(count)]
    sheet.append(["รวม (Total)"] + columns + [sum(columns)])
    for column in range(2, count + 3):
        money_format(sheet, column)
    cost = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost.append([f"ค่าใช้จ่ายร้าน ปี {year} (Bar expenses, THB)"])
    cost.append(EXPENSE_HEAD)
    for month, row in zip(MONTHS, expenses):
        cost.append([month] + list(row) + [round(sum(row), 2)])
    for column in range(2, len(EXPENSE_HEAD) + 1):
        money_format(cost, column)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "มิ.ย. 2568"
    sheet.append(["เงินเดือนพนักงาน Sky Lanna เดือนมิถุนายน 2568 (Payroll June 2025)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "เงินเดือน (Base salary)", "ค่าเซอร์วิส (Service charge)",
                  "โอที (OT)", "รวมรับ (Total pay)"])
    for name, role, base, service, ot in PAYROLL:
        sheet.append([name, role, base, service, ot, base + service + ot])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in PAYROLL), sum(r[3] for r in PAYROLL),
                  sum(r[4] for r in PAYROLL), sum(r[2] + r[3] + r[4] for r in PAYROLL)])
    for column in range(3, 7):
        money_format(sheet, column)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, amounts in HOME_MONTHS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายในบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)"])
        for item, amount in zip(HOME_ITEMS, amounts):
            sheet.append([item, amount])
        sheet.append(["รวม (Total)", round(sum(amounts), 2)])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    bar, home = docs / BAR, docs / HOME
    for sub in ("ใบเสนอราคา", "Suppliers", "บัญชี", "LINE", "ซ่อมบำรุง"):
        (bar / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("ค่าเทอมใบเตย", "ประกัน", "บิลค่าไฟ"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    (bar / "ค่าไฟร้าน").mkdir(parents=True, exist_ok=True)

    write_docx(bar / "ใบเสนอราคา" / "ใบเสนอราคา_เอเวอร์กรีน_ร่าง.docx", QUOTE_DRAFT_TOP, QUOTE_DRAFT_TABLE,
               bottom=QUOTE_DRAFT_BOTTOM)
    write_docx(bar / "ใบเสนอราคา" / "ใบเสนอราคา_เอเวอร์กรีน_แก้ไข_final.docx", QUOTE_FINAL_TOP, QUOTE_FINAL_TABLE,
               bottom=QUOTE_FINAL_BOTTOM)
    write_docx(bar / "ใบเสนอราคา" / "ใบเสนอราคา_อาฟเตอร์ปาร์ตี้_คุณพิม.docx", QUOTE_WEDDING_TOP, QUOTE_WEDDING_TABLE,
               bottom=QUOTE_WEDDING_BOTTOM)
    make_pdf(bar / "Suppliers" / "NorthernSpirits_pricelist_2025.pdf", NS_2025)
    write_docx(bar / "Suppliers" / "ราคาส่ง_นอร์เทิร์นสปิริตส์_2567.docx", NS_2567_TOP, NS_2567_TABLE,
               bottom=NS_2567_BOTTOM)
    make_pdf(bar / "Suppliers" / "INV-2504-118_NorthernSpirits.pdf", NS_INVOICE)
    make_pdf(bar / "Suppliers" / "PingRiverIce_May2025.pdf", ICE_INVOICE)
    _months_book(bar / "บัญชี" / "ยอดขาย_SkyLanna_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _months_book(bar / "บัญชี" / "ยอดขาย_SkyLanna_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _payroll(bar / "บัญชี" / "เงินเดือนพนักงาน_มิย68.xlsx")
    make_pdf(bar / "ซ่อมบำรุง" / "LannaGlass_quotation_LG-2568-044.pdf", GLASS_QUOTE)
    make_pdf(bar / "ค่าไฟร้าน" / "PEA_bar_May2025.pdf", BILL_BAR)
    write_docx(bar / "สัญญาเช่าดาดฟ้า_นิมมานทาวเวอร์.docx", LEASE_TOP)
    write_slides(bar / "SkyLanna_plan_2569.pptx", PLAN_SLIDES)
    write_texts(bar, {
        "บันทึกประชุมทีม_12พค68.md": MEETING_NOTES,
        "เมนูค็อกเทล_2568.md": MENU,
        "สูตรซิกเนเจอร์.md": RECIPES,
        "Craft beer fest invitation.txt": EMAIL_BEERFEST,
        "playlist ideas.txt": PLAYLIST,
        "LINE/แชท LINE ต้อม Evergreen.txt": LINE_EVERGREEN,
        "LINE/[LINE] DJ Beam.txt": LINE_DJ,
    })

    make_pdf(home / "บิลค่าไฟ" / "PEA_home_May2025.pdf", BILL_HOME)
    write_docx(home / "ค่าเทอมใบเตย" / "ใบแจ้งค่าเทอม_เทอม1_2568.docx", SCHOOL_T1_TOP, SCHOOL_T1_TABLE,
               bottom=SCHOOL_T1_BOTTOM)
    write_docx(home / "ค่าเทอมใบเตย" / "ใบเสร็จค่าเทอม_เทอม2_2567.docx", SCHOOL_T2_TOP, SCHOOL_T2_TABLE,
               bottom=SCHOOL_T2_BOTTOM)
    make_pdf(home / "ประกัน" / "SiamLife_renewal_Baitoey_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ประกัน" / "ต่อประกันรถ_CRV_2568.docx", CAR_INS_TOP, CAR_INS_TABLE, bottom=CAR_INS_BOTTOM)
    _home_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(home, {
        "แชทครอบครัว.txt": LINE_FAMILY,
        "วันเกิดใบเตย.md": BIRTHDAY,
    })
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list before a task."""
    write_texts(workspect, {"todo.md": "- โทรตามช่างกระจกเรื่องราวกันตก\n- โอนเงินค่าน้ำแข็งเดือน พ.ค.\n"
                                       "- ยืนยันต่อประกันรถกับโบรก\n- สั่งจินเพิ่ม 2 ลัง\n"})
