"""The bordertrader folder: the papers of a Nong Khai trader who trucks Thai consumer goods to shops in Laos.

The owner is วีระพงษ์ แก้วมณี (เฮียพงษ์, Hia Pong, Weerapong Kaewmanee) of ห้างหุ้นส่วนจำกัด แก้วมณีเทรดดิ้ง
(Kaewmanee Trading Ltd., Part.), 88/9 ถ.มีชัย ต.ในเมือง อ.เมืองหนองคาย จ.หนองคาย 43000. He buys energy drinks,
instant noodles, detergent and fish sauce from wholesalers in Udon Thani, keeps them in a rented warehouse at หาดคำ
and drives them over the Friendship Bridge in his six-wheel ISUZU truck to minimarts in Vientiane, Vang Vieng,
Tha Deua and Paksan. His wife is อรอุมา (อร), their daughter น้องแพรว (ด.ญ.แพรวา) is in ม.2, his mother บุญมี (แม่)
had a cataract operation, his sister is พี่ติ๋ม. The drivers are ลุงหมาน and บอย. It is November 2568 (2025).

Documents/แก้วมณีเทรดดิ้ง ส่งลาว/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_มณีวรรณ_ร่าง.docx: draft quote QT-KM-68-031 (24 ต.ค. 2568) to ร้านมณีวรรณมินิมาร์ท:
  M-150 100 x 615 (61,500), คาราบาวแดง 80 x 635 (50,800), มาม่า 150 x 365 (54,750), crossing 4,500, total 171,550
  (never sent).
- ใบเสนอราคา/ใบเสนอราคา_มณีวรรณ_final v2.docx: the final (30 ต.ค. 2568) to นางมณีวรรณ พมมะจัน: M-150 120 x 605
  (72,600), คาราบาวแดง 80 x 628 (50,240), มาม่า 150 x 360 (54,000), บรีส 20 x 1,120 (22,400), crossing 3,500,
  total 202,740, deposit 40% 81,096, balance 121,644, delivery 5 ธ.ค. 2568, rate 1 บาท = 672 กีบ.
- ซัพพลายเออร์/ใบเสนอราคา_เจริญผลพาณิชย์_ต.ค.68.docx: Thai wholesaler (เฮียเซ้ง, อุดรธานี) quote CP-6810/447 for
  M-150 200 x 535, คาราบาว 150 x 552, มาม่า 300 x 312, บรีส 80 x 1,015: 364,600 including VAT, free delivery.
- ซัพพลายเออร์/Quotation_IsanConsumer_ICD-QT-2510-0892.pdf: English quote from Isan Consumer Distribution for the
  same items: 356,450.00 + delivery 3,500.00 + VAT 25,196.50 = 385,146.50.
- ซัพพลายเออร์/ราคาส่งร้านลาว_Nov2025.xlsx: price list to Lao shops, two sheets (THB: M-150 610, Carabao 630,
  Mama 360, Breeze 1,140 ...; LAK at 672: M-150 409,920, Carabao 423,360 ...).
- ชิปปิ้ง ศุลกากร/Invoice_MekongGateway_MGL-INV-2511-0213.pdf: English invoice (7 Nov 2025) for 6 October
  shipments: 22,800.00 + VAT 1,596.00 = 24,396.00, less WHT 684.00, net 23,712.00 due 21 Nov 2025.
- ชิปปิ้ง ศุลกากร/ใบเสร็จ_แม่โขงเกตเวย์_RC-6811-0159.docx: the Thai receipt of that invoice: 23,712.00 received
  18 พ.ย. 2568.
- ชิปปิ้ง ศุลกากร/Thanaleng DryPort notice_fees Dec2025.pdf: English notice: from 1 Dec 2025 six-wheel trucks
  150,000 LAK (was 120,000), ten-wheel 220,000 (was 180,000), overtime after 16:30 100,000 LAK.
- ชิปปิ้ง ศุลกากร/email_MekongGateway_new rates_17-11-2025.txt: the broker's email: Lao-side clearance 1,500 ->
  1,800 per shipment from 1 Dec 2025; door-to-door Vientiane package 6,500 per truck; reply by 28 Nov 2025.
- ชิปปิ้ง ศุลกากร/เอกสารส่งออก checklist.md: the papers each crossing needs.
- บัญชี/บัญชีรายรับรายจ่าย_2568.xlsx: this year's book, sales by shop by month and costs by month (ม.ค.-ต.ค.);
  มณีวรรณ (เจ๊หน่อย) ต.ค. 236,100, โพนสะหวัน ส.ค. 126,850 and ก.ย. 148,500.
- บัญชี/บัญชีรายรับรายจ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค.; มณีวรรณ ต.ค. 195,300, diesel
  มี.ค. 13,950.
- บัญชี/ลูกหนี้ร้านลาว_Nov68.xlsx: receivables at 1 Nov (อ้ายคำ 148,500, แม่ใหญ่จันดา 42,300, ... total 226,950)
  and a contacts sheet.
- บัญชี/เที่ยวส่งของ_ต.ค.68.md: the six October trips, goods 485,650 in all (Vang Vieng 79,650).
- แชท/แชทไลน์_มณีวรรณ_ออเดอร์ ธ.ค.68.txt: LINE with เจ๊หน่อย: 605 + 3,500, 585, 600, 590 offered; settled 598 a
  carton for 150 cartons = 89,700 + transport 2,000 = 91,700, deposit 30,000 on 14/11.
- แชท/LINE_Khamphone_Phonsavanh.txt: English LINE with Ai Kham: 148,500 overdue, 60/30/45 days, 40,000 offered,
  50,000 paid 14 Nov, 98,500 by 15 Dec 2025.
- แชท/แชทกลุ่ม คนขับรถ.txt: the drivers' group (diesel 1,850, OT fee).
- สัญญา/สัญญาเช่าโกดัง_หาดคำ_2568-2569.docx: warehouse lease: 15,000 a month in 2568, 16,000 in 2569, deposit
  45,000.
- รถหกล้อ/สัญญาเช่าซื้อ_ISUZU FRR.docx: hire purchase: price 1,650,000, down 330,000, financed 1,320,000,
  60 x 25,289 from 5 ก.พ. 2567.
- รถหกล้อ/KrungsriAuto_statement_Oct2025.pdf: 21 of 60 paid, 39 remaining, outstanding 986,271.00.
- แผนงาน 2569_ร่าง.pptx: next year's plan (sales target 5,500,000, a second truck).
- Catalog สินค้า Q4-2025.pptx: product slides for Lao shops.

Documents/บ้าน/ (the household)
- Bills/บิลค่าไฟ_PEA_ก.ย.68.pdf (586 kWh, 2,864.95, due 8 Oct 2025), Bills/บิลค่าไฟ_PEA_ต.ค.68.pdf (541 kWh,
  2,640.89, due 8 Nov 2025), Bills/AIS Fibre_Oct2025.pdf (747.93).
- ประกัน/Premium_notice_SiamLife_Dec2025.pdf: premiums 32,400 + 14,850 = 47,250.00 due 10 Dec 2025.
- ค่าเทอม/ค่าเทอม แพรว ม.2 เทอม2_2568.docx: school fees 28,250 by 21 พ.ย. 2568.
- แม่/NKW_Hospital_bill_cataract_Oct2025.pdf: mother's left-eye cataract bill 57,500.00, insurance 40,000.00,
  paid 17,500.00; right eye planned 22 Jan 2026, about 55,000.
- แม่/นัดหมอแม่ ตา.md: notes on the eye appointments.
- รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx: household spending, a sheet per month (Honda City loan 9,850).
- แชทไลน์_บ้านแก้วมณี.txt: the family LINE group.
- ทริปหลวงพระบาง ม.ค.69.md, สูตรแจ่วบอง.txt: distractors.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "แก้วมณีเทรดดิ้ง ส่งลาว"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
KM_TOP = ("ห้างหุ้นส่วนจำกัด แก้วมณีเทรดดิ้ง 88/9 ถ.มีชัย ต.ในเมือง อ.เมืองหนองคาย จ.หนองคาย 43000 "
          "เลขประจำตัวผู้เสียภาษี 0433559000412  โทร 086-229-4170")

# ---------------------------------------------------------------- quotes to Manivanh Minimart
MANI_DRAFT = [
    KM_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-KM-68-031",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน ร้านมณีวรรณมินิมาร์ท บ้านสีเมือง เมืองสีสัตตะนาก นครหลวงเวียงจันทน์ สปป.ลาว",
    "เรื่อง เสนอราคาสินค้าอุปโภคบริโภค ส่งถึงร้าน รอบเดือนธันวาคม 2568",
]
MANI_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เครื่องดื่ม M-150 (ลัง 50 ขวด)", "100 ลัง", "615", "61,500"),
    ("คาราบาวแดง (ลัง 50 ขวด)", "80 ลัง", "635", "50,800"),
    ("มาม่า รสต้มยำกุ้ง (ลัง 60 ซอง)", "150 ลัง", "365", "54,750"),
    ("ค่าขนส่งข้ามแดนและพิธีการศุลกากร", "1 เที่ยว", "4,500", "4,500"),
    ("รวมทั้งสิ้น", "", "", "171,550"),
]
MANI_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 171,550 บาท (หนึ่งแสนเจ็ดหมื่นหนึ่งพันห้าร้อยห้าสิบบาทถ้วน)",
    "ร่าง ยังไม่ส่ง รอเช็คราคาเจริญผลก่อน แล้วถามอรว่าจะใส่บรีสด้วยไหม",
]
MANI_FINAL = [
    KM_TOP,
    "ใบเสนอราคา  เลขที่ QT-KM-68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 30 ตุลาคม 2568",
    "เรียน นางมณีวรรณ พมมะจัน เจ้าของร้านมณีวรรณมินิมาร์ท บ้านสีเมือง นครหลวงเวียงจันทน์",
    "เรื่อง เสนอราคาสินค้าอุปโภคบริโภค ส่งถึงร้าน กำหนดส่ง 5 ธันวาคม 2568",
]
MANI_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เครื่องดื่ม M-150 (ลัง 50 ขวด)", "120 ลัง", "605", "72,600"),
    ("คาราบาวแดง (ลัง 50 ขวด)", "80 ลัง", "628", "50,240"),
    ("มาม่า รสต้มยำกุ้ง (ลัง 60 ซอง)", "150 ลัง", "360", "54,000"),
    ("ผงซักฟอกบรีส เอกเซล 800 ก. (ลัง 12 ถุง)", "20 ลัง", "1,120", "22,400"),
    ("ค่าขนส่งข้ามแดนและพิธีการศุลกากร", "1 เที่ยว", "3,500", "3,500"),
    ("รวมทั้งสิ้น", "", "", "202,740"),
]
MANI_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 202,740 บาท (สองแสนสองพันเจ็ดร้อยสี่สิบบาทถ้วน)",
    "เงื่อนไขการชำระเงิน: มัดจำ 40% = 81,096 บาท เมื่อยืนยันคำสั่งซื้อ ส่วนที่เหลือ 121,644 บาท ชำระเมื่อส่งของ",
    "ชำระเป็นเงินกีบได้ที่อัตรา 1 บาท = 672 กีบ หรือโอนผ่าน BCEL One เข้าบัญชีบาท",
    "ราคานี้ยืนถึง 20 พฤศจิกายน 2568",
    "ลงชื่อ วีระพงษ์ แก้วมณี หุ้นส่วนผู้จัดการ",
]

# ---------------------------------------------------------------- supplier quotes
CP_QUOTE = [
    "ห้างหุ้นส่วนจำกัด เจริญผลพาณิชย์ (ยี่ปั๊ว ขายส่งสินค้าอุปโภคบริโภค)",
    "199 ถ.โพศรี ต.หมากแข้ง อ.เมืองอุดรธานี จ.อุดรธานี 41000 โทร 042-221-583",
    "ใบเสนอราคา เลขที่ CP-6810/447  วันที่ 20 ต.ค. 2568",
    "เรียน คุณวีระพงษ์ แก้วมณี (หจก.แก้วมณีเทรดดิ้ง)",
]
CP_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อลัง (บาท)", "รวม (บาท)"),
    ("M-150 (ลัง 50 ขวด)", "200 ลัง", "535", "107,000"),
    ("คาราบาวแดง (ลัง 50 ขวด)", "150 ลัง", "552", "82,800"),
    ("มาม่า ต้มยำกุ้ง (ลัง 60 ซอง)", "300 ลัง", "312", "93,600"),
    ("บรีส เอกเซล 800 ก. (ลัง 12 ถุง)", "80 ลัง", "1,015", "81,200"),
    ("รวมทั้งสิ้น (รวม VAT แล้ว)", "", "", "364,600"),
]
CP_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 364,600 บาท ราคารวมภาษีมูลค่าเพิ่มแล้ว",
    "ส่งฟรีถึงโกดังหนองคาย ภายใน 3 วันหลังโอนเงิน",
    "ชำระเงินสดหรือโอน 50% ก่อนส่ง อีก 50% ภายใน 15 วัน",
    "เฮียเซ้ง (นายเซ้ง แซ่อึ้ง) 081-954-7702",
]
ICD_QUOTE = [
    "ISAN CONSUMER DISTRIBUTION CO., LTD.\n"
    "Wholesale FMCG distributor - 45/12 Udon-Khon Kaen Road, Mueang Udon Thani 41000\n"
    "Tax ID 0415562001937   Tel. 042-930-118\n"
    "QUOTATION No. ICD-QT-2510-0892        Date: 22 Oct 2025\n"
    "To: Kaewmanee Trading Ltd., Part. (Mr. Weerapong Kaewmanee), Nong Khai\n"
    "\n"
    "Item                                   Qty           Unit price   Amount\n"
    "M-150 energy drink, carton of 50       200 cartons     520.00    104,000.00\n"
    "Carabao Dang, carton of 50             150 cartons     545.00     81,750.00\n"
    "Mama Tom Yum Kung, carton of 60        300 cartons     305.00     91,500.00\n"
    "Breeze Excel 800 g, carton of 12        80 cartons     990.00     79,200.00\n"
    "\n"
    "Subtotal                                                          356,450.00\n"
    "Delivery to Nong Khai warehouse                                     3,500.00\n"
    "Total before VAT                                                  359,950.00\n"
    "VAT 7%                                                             25,196.50\n"
    "GRAND TOTAL                                                       385,146.50 THB\n"
    "\n"
    "Payment: 30 days credit after the first two orders; first order cash on delivery.\n"
    "Prices valid until 30 Nov 2025. Minimum order 100 cartons.\n"
    "Sales: Thanawat (Tony) 089-310-6625",
]
PRICE_ITEMS = [
    ("M-150 (ลัง 50 ขวด)", 535, 610),
    ("คาราบาวแดง (ลัง 50 ขวด)", 552, 630),
    ("มาม่า ต้มยำกุ้ง (ลัง 60 ซอง)", 312, 360),
    ("บรีส เอกเซล 800 ก. (ลัง 12 ถุง)", 1015, 1140),
    ("น้ำปลาทิพรส 700 มล. (ลัง 12 ขวด)", 262, 300),
    ("ไวตามิ้ลค์ 300 มล. (ลัง 24 ขวด)", 286, 330),
    ("แชมพูซันซิล 350 มล. (ลัง 24 ขวด)", 2150, 2400),
    ("เลย์ 48 ก. (ลัง 24 ถุง)", 478, 540),
]
LAK_RATE = 672

# ---------------------------------------------------------------- shipping
MGL_INVOICE = [
    "MEKONG GATEWAY LOGISTICS CO., LTD.\n"
    "Customs broker and cross-border transport - 210 Moo 5, Mittraphap Road, Mueang Nong Khai 43000\n"
    "Tax ID 0435558000271   Tel. 042-990-345\n"
    "\n"
    "TAX INVOICE / INVOICE No. MGL-INV-2511-0213\n"
    "Date: 7 Nov 2025                 Due date: 21 Nov 2025\n"
    "Customer: Kaewmanee Trading Ltd., Part., 88/9 Meechai Road, Nong Khai\n"
    "Services for 6 shipments Nong Khai - Laos, 2 Oct 2025 to 28 Oct 2025\n"
    "\n"
    "Item                                          Qty     Unit price    Amount\n"
    "Export declaration, customs broker fee         6      1,200.00     7,200.00\n"
    "Friendship Bridge crossing, 6-wheel truck      6        850.00     5,100.00\n"
    "Lao-side clearance at Thanaleng                6      1,500.00     9,000.00\n"
    "Document handling                              6        250.00     1,500.00\n"
    "\n"
    "Subtotal                                                          22,800.00\n"
    "VAT 7%                                                             1,596.00\n"
    "Total                                                             24,396.00\n"
    "Less withholding tax 3%                                             -684.00\n"
    "NET PAYABLE                                                       23,712.00 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Mekong Gateway Logistics Co., Ltd., account 417-0-55821-3.",
]
MGL_RECEIPT = [
    "บริษัท แม่โขงเกตเวย์โลจิสติกส์ จำกัด (สำนักงานใหญ่)",
    "210 หมู่ 5 ถ.มิตรภาพ อ.เมืองหนองคาย จ.หนองคาย 43000  เลขประจำตัวผู้เสียภาษี 0435558000271",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-0159",
    "วันที่ 18 พ.ย. 2568",
    "ได้รับเงินจาก ห้างหุ้นส่วนจำกัด แก้วมณีเทรดดิ้ง (คุณวีระพงษ์ แก้วมณี)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ MGL-INV-2511-0213 ลงวันที่ 07/11/68 (ค่าบริการ 6 เที่ยว เดือน ต.ค. 68)",
]
MGL_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "24,396.00"),
    ("หัก ภาษีหัก ณ ที่จ่าย 3%", "684.00"),
    ("รับชำระครั้งนี้", "23,712.00"),
]
MGL_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 23,712.00 บาท (สองหมื่นสามพันเจ็ดร้อยสิบสองบาทถ้วน)",
    "ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่ายแล้ว",
    "ผู้รับเงิน นางสาวพิมพ์ลดา ศรีบุญเรือง ฝ่ายบัญชี",
]
THANALENG_NOTICE = [
    "THANALENG DRY PORT - VIENTIANE LOGISTICS PARK\n"
    "Lao PDR, Xaythany District, Vientiane Capital\n"
    "\n"
    "NOTICE No. 2025/118 to transport companies and traders\n"
    "Date: 3 November 2025\n"
    "Subject: new truck handling and parking fees\n"
    "\n"
    "From 1 December 2025 the following fees apply to every truck entering the dry port:\n"
    "  6-wheel truck ................ 150,000 LAK per entry (now 120,000 LAK)\n"
    "  10-wheel truck ............... 220,000 LAK per entry (now 180,000 LAK)\n"
    "  Trailer / 18-wheel ........... 350,000 LAK per entry (now 300,000 LAK)\n"
    "  Overtime after 16:30 ......... 100,000 LAK per truck\n"
    "\n"
    "Documents for clearance must be submitted before 15:00. Trucks not cleared by 18:00\n"
    "pay a parking fee of 50,000 LAK per night.\n"
    "Fees may be paid in LAK, THB or USD at the daily BCEL rate.\n"
    "\n"
    "Management, Thanaleng Dry Port",
]
MGL_EMAIL = """From: Pimlada Sriboonruang <pimlada@mekonggateway.co.th>
To: kaewmanee.trading@gmail.com
Date: Mon, 17 Nov 2025 10:42
Subject: New rates from 1 Dec 2025 + door-to-door offer

Dear Khun Weerapong (Hia Pong),

Thank you for using Mekong Gateway for your Laos shipments. Because Thanaleng Dry Port raises its
fees on 1 Dec 2025, we must change our Lao-side clearance fee:

- Lao-side clearance at Thanaleng: 1,800 THB per shipment (now 1,500 THB)
- Export declaration and bridge crossing stay the same (1,200 and 850 THB)

We would also like to offer a door-to-door package for Vientiane Capital: we take your goods from the
Nong Khai warehouse with our truck, clear both sides and deliver to the shop, 6,500 THB per truck
(6-wheel, up to 8 tons). Vang Vieng and Paksan are 9,800 THB per truck.

If you send at least 6 trucks a month with us, the door-to-door price is 6,200 THB.

Please tell us by 28 Nov 2025 if you want the package from December.

Best regards,
Pimlada (Ploy)
Mekong Gateway Logistics Co., Ltd.
042-990-345
"""
CHECKLIST = """# เอกสารส่งของข้ามลาว ต้องมีทุกเที่ยว

- ใบขนสินค้าขาออก (ให้แม่โขงเกตเวย์ยื่นให้ ก่อน 14.00 น.)
- Invoice + Packing list ภาษาอังกฤษ 3 ชุด
- สำเนาทะเบียนรถ 6 ล้อ + ใบขับขี่คนขับ (ลุงหมาน / บอย)
- ใบอนุญาตรถข้ามแดน (Cross Border Transport permit) หมดอายุ 30 มิ.ย. 2569
- ฝั่งลาว: ใบแจ้งนำเข้าของร้าน (เจ๊หน่อยเตรียมเอง ร้านอื่นให้ Ploy ทำ)
- เงินกีบติดรถไว้อย่างน้อย 300,000 กีบ ค่าลานท่านาแล้ง + OT
"""

# ---------------------------------------------------------------- books
SALES_HEADERS = ["เดือน (Month)", "มณีวรรณมินิมาร์ท (เจ๊หน่อย)", "โพนสะหวัน (Phonsavanh)",
                 "สุกสะหวัน วังเวียง (Souksavanh)", "ร้านอื่น (Others)", "รวม (Total)"]
COST_HEADERS = ["เดือน (Month)", "ต้นทุนสินค้า (Goods)", "ชิปปิ้ง/ศุลกากร (Customs)", "น้ำมันดีเซล (Diesel)",
                "ค่าแรง (Wages)", "ค่าเช่าโกดัง (Warehouse)", "ผ่อนรถ 6 ล้อ (Truck loan)", "รวม (Total)"]
SALES_2568 = [
    [182400, 165300, 198750, 214600, 176200, 158900, 171350, 205800, 219450, 236100],
    [96500, 88200, 104750, 112300, 91600, 84250, 90400, 126850, 148500, 118300],
    [64200, 58900, 71400, 75800, 62300, 55100, 60750, 68400, 72900, 79650],
    [38750, 41200, 45600, 52300, 36900, 33450, 37800, 44100, 48250, 51600],
]
COSTS_2568 = [
    [327400, 301600, 361900, 391200, 315800, 284600, 309500, 382700, 421300, 418900],
    [19800, 18400, 21600, 22800, 19200, 17400, 18600, 21000, 23400, 22800],
    [14250, 13600, 15900, 16800, 14100, 12950, 13700, 15400, 17250, 17900],
    [24000] * 6 + [26500] * 4,
    [15000] * 10,
    [25289] * 10,
]
SALES_2567 = [
    [151200, 139800, 166400, 178900, 147300, 132600, 141750, 169200, 181400, 195300, 208600, 226450],
    [72400, 66900, 80150, 85600, 70300, 63800, 68250, 91400, 99750, 88600, 94300, 112800],
    [48600, 44300, 53900, 57200, 46800, 41500, 45900, 51700, 55300, 60400, 63250, 70100],
    [29300, 31600, 35200, 39800, 28400, 25900, 28700, 33600, 36900, 39200, 42750, 48300],
]
COSTS_2567 = [
    [263400, 243800, 288300, 310700, 254900, 229600, 245300, 297800, 321600, 330900, 352100, 393700],
    [15600, 14400, 17400, 18000, 15000, 13800, 14400, 17400, 18600, 19200, 20400, 22800],
    [12400, 11850, 13950, 14600, 12300, 11200, 12050, 13800, 14900, 15350, 16200, 18100],
    [22000] * 12,
    [12000] * 12,
    [0] + [25289] * 11,
]


def _book(path: Path, year: str, sales: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายส่งลาว แก้วมณีเทรดดิ้ง ปี {year} (Sales by shop {year}, THB)"])
    sheet.append(SALES_HEADERS)
    for index, month in enumerate(MONTHS[:len(sales[0])]):
        row = [column[index] for column in sales]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in sales] + [sum(map(sum, sales))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Costs")
    sheet.append([f"ค่าใช้จ่าย แก้วมณีเทรดดิ้ง ปี {year} (Monthly costs {year}, THB)"])
    sheet.append(COST_HEADERS)
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in costs] + [sum(map(sum, costs))])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


DEBTORS = [
    ("ร้าน (Shop)", "เจ้าของ (Owner)", "ชื่อเรียก (Nickname)", "เมือง/แขวง (Place)", "ยอดค้าง (Owed, THB)",
     "ครบกำหนด (Due)", "หมายเหตุ (Note)"),
    ("มณีวรรณมินิมาร์ท", "นางมณีวรรณ พมมะจัน", "เจ๊หน่อย", "สีสัตตะนาก เวียงจันทน์", 0, "-", "จ่ายตรงทุกบิล"),
    ("โพนสะหวันมินิมาร์ท", "ท้าวคำพอน สีสะหวาด", "อ้ายคำ", "ไซทานี เวียงจันทน์", 148500, "30/10/68",
     "บิล ก.ย. ยังไม่จ่าย ขอเลื่อน"),
    ("สุกสะหวันค้าส่ง", "นางจันดา วงสา", "แม่ใหญ่จันดา", "วังเวียง แขวงเวียงจันทน์", 42300, "10/11/68",
     "บิล ต.ค. ครึ่งหลัง"),
    ("ร้านดาวเรือง", "ท้าวสีทน แก้วดวงดี", "โทนี่", "ท่าเดื่อ เวียงจันทน์", 23400, "21/11/68", "เครดิต 30 วัน"),
    ("ร้านคำแสน", "นางคำแสน พิลาวง", "เอื้อยแสน", "ปากซัน บอลิคำไซ", 12750, "27/11/68", "จ่ายเป็นกีบ"),
    ("รวม (Total)", "", "", "", 226950, "", ""),
]
CONTACTS = [
    ("ร้าน (Shop)", "โทร (Phone)", "LINE / WhatsApp", "ที่อยู่ส่งของ (Delivery)"),
    ("มณีวรรณมินิมาร์ท", "+856 20 5551 2840", "LINE: noy.manivanh", "ถนนสามแสนไท บ้านสีเมือง"),
    ("โพนสะหวันมินิมาร์ท", "+856 20 2297 6314", "WhatsApp", "ถนน 450 ปี ไซทานี"),
    ("สุกสะหวันค้าส่ง", "+856 20 9948 1172", "LINE: chanda.vv", "ตลาดเช้าวังเวียง"),
    ("ร้านดาวเรือง", "+856 20 5673 0925", "WhatsApp", "ท่าเดื่อ ใกล้ด่านสะพาน"),
    ("ร้านคำแสน", "+856 20 2815 4409", "LINE: khamsaen.pks", "ตลาดปากซัน"),
]


def _debtors(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค้างจ่าย 1 พ.ย.68"
    sheet.append(["ลูกหนี้ร้านฝั่งลาว ณ 1 พ.ย. 2568 (Lao shops owing, THB)"])
    for row in DEBTORS:
        sheet.append(list(row))
    money_format(sheet, 5)
    contacts = book.create_sheet("รายชื่อร้าน Contacts")
    for row in CONTACTS:
        contacts.append(list(row))
    book.save(path)


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาบาท THB"
    sheet.append(["ราคาส่งร้านฝั่งลาว ส่งถึงร้าน เริ่ม 1 พ.ย. 2568 (Price list, THB per carton)"])
    sheet.append(["สินค้า (Item)", "ทุน (Cost)", "ราคาส่งลาว (Price)", "กำไร/ลัง (Margin)"])
    for name, cost, price in PRICE_ITEMS:
        sheet.append([name, cost, price, price - cost])
    for column in range(2, 5):
        money_format(sheet, column)
    lak = book.create_sheet("ราคากีบ LAK")
    lak.append([f"ราคาเป็นเงินกีบ อัตรา 1 บาท = {LAK_RATE} กีบ (Price in LAK)"])
    lak.append(["สินค้า (Item)", "ราคา (บาท)", "ราคา (กีบ LAK)"])
    for name, _cost, price in PRICE_ITEMS:
        lak.append([name, price, price * LAK_RATE])
    money_format(lak, 2)
    money_format(lak, 3)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 3012.66, "PEA"), ("ค่าน้ำประปา (Water)", 348, ""),
                ("อินเทอร์เน็ต (Internet)", 747.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11400, ""),
                ("ผ่อนรถ Honda City (Car loan)", 9850, "งวด 38/72"), ("ค่ารถตู้แพรว (School van)", 1800, ""),
                ("เรียนพิเศษแพรว (Tutor)", 3200, "คณิต + อังกฤษ"), ("ค่ายาแม่ (Mum's medicine)", 1450, "เบาหวาน"),
                ("ให้แม่ (Money to Mum)", 5000, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 2864.95, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 332, ""),
                ("อินเทอร์เน็ต (Internet)", 747.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 10950, ""),
                ("ผ่อนรถ Honda City (Car loan)", 9850, "งวด 39/72"), ("ค่ารถตู้แพรว (School van)", 1800, ""),
                ("เรียนพิเศษแพรว (Tutor)", 3200, ""), ("ค่ายาแม่ (Mum's medicine)", 1450, ""),
                ("ให้แม่ (Money to Mum)", 5000, ""), ("รองเท้านักเรียนแพรว (School shoes)", 890, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2640.89, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 315, ""),
                ("อินเทอร์เน็ต (Internet)", 747.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 11200, ""),
                ("ผ่อนรถ Honda City (Car loan)", 9850, "งวด 40/72"), ("ค่ารถตู้แพรว (School van)", 1800, ""),
                ("เรียนพิเศษแพรว (Tutor)", 3200, ""), ("ค่ายาแม่ (Mum's medicine)", 1450, ""),
                ("ส่วนเกินประกัน ผ่าตาแม่ (Mum's eye surgery)", 17500, "รพ.หนองคายวัฒนา หารกับพี่ติ๋ม")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- contracts and the truck
LEASE = [
    "สัญญาเช่าโกดังเก็บสินค้า",
    "ทำที่ ต.หาดคำ อ.เมืองหนองคาย จ.หนองคาย วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นายสมบัติ ศรีสุวรรณ  ผู้เช่า: ห้างหุ้นส่วนจำกัด แก้วมณีเทรดดิ้ง โดย นายวีระพงษ์ แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าโกดังเลขที่ 45 หมู่ 2 ต.หาดคำ อ.เมืองหนองคาย พื้นที่ 320 ตารางเมตร "
    "พร้อมลานจอดรถบรรทุก",
    "ข้อ 2. ระยะเวลาเช่า 2 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าปีแรก (2568) เดือนละ 15,000 บาท ปีที่สอง (2569) เดือนละ 16,000 บาท "
    "ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 45,000 บาท ในวันทำสัญญา คืนภายใน 30 วันหลังสิ้นสุดสัญญาและส่งมอบโกดังคืน",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าตามมิเตอร์ย่อย ผู้ให้เช่าเป็นผู้เสียภาษีที่ดินและสิ่งปลูกสร้าง",
    "ข้อ 7. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนกำหนดต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ สมบัติ ศรีสุวรรณ ผู้ให้เช่า   ลงชื่อ วีระพงษ์ แก้วมณี ผู้เช่า",
]
HP_TOP = [
    "สัญญาเช่าซื้อรถยนต์",
    "เลขที่สัญญา KA-NK-2567-004318  ทำที่ ธนาคารกรุงศรีอยุธยา จำกัด (มหาชน) สาขาหนองคาย วันที่ 25 มกราคม 2567",
    "ผู้ให้เช่าซื้อ: ธนาคารกรุงศรีอยุธยา จำกัด (มหาชน) (กรุงศรี ออโต้)  ผู้เช่าซื้อ: นายวีระพงษ์ แก้วมณี",
    "ทรัพย์สินที่เช่าซื้อ: รถบรรทุก 6 ล้อ ISUZU FRR 210 แรงม้า ปี 2567 สีขาว ทะเบียน 70-5128 หนองคาย",
]
HP_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ราคารถรวมตู้ทึบ", "1,650,000"),
    ("เงินดาวน์ 20%", "330,000"),
    ("ยอดจัดเช่าซื้อ", "1,320,000"),
    ("ดอกเบี้ย 2.99% ต่อปี (เงินต้นคงที่) 5 ปี", "197,340"),
    ("ค่างวด 60 งวด งวดละ", "25,289"),
]
HP_BOTTOM = [
    "ผู้เช่าซื้อชำระค่างวดทุกวันที่ 5 ของเดือน งวดแรกวันที่ 5 กุมภาพันธ์ 2567 งวดสุดท้ายวันที่ 5 มกราคม 2572",
    "ชำระล่าช้าคิดเบี้ยปรับตามอัตราที่ธนาคารประกาศ ค้างชำระ 3 งวดติดต่อกัน ธนาคารมีสิทธิบอกเลิกสัญญาและยึดรถคืน",
    "ผู้เช่าซื้อต้องทำประกันภัยชั้น 1 ตลอดอายุสัญญา โดยระบุธนาคารเป็นผู้รับประโยชน์",
    "ผู้ค้ำประกัน: นางอรอุมา แก้วมณี",
]
KRUNGSRI_STATEMENT = [
    "KRUNGSRI AUTO - HIRE PURCHASE ACCOUNT STATEMENT\n"
    "Bank of Ayudhya Public Company Limited, Nong Khai Branch\n"
    "\n"
    "Statement date: 31 Oct 2025\n"
    "Customer: Mr. Weerapong Kaewmanee\n"
    "Contract no.: KA-NK-2567-004318\n"
    "Vehicle: ISUZU FRR 210 (6-wheel truck), registration 70-5128 Nong Khai\n"
    "\n"
    "Amount financed: 1,320,000.00 THB   Term: 60 installments\n"
    "Monthly installment: 25,289.00 THB, due on the 5th of each month\n"
    "\n"
    "Installments paid: 21 of 60 (last payment 5 Oct 2025, 25,289.00)\n"
    "Installments remaining: 39\n"
    "Outstanding balance: 986,271.00 THB\n"
    "Overdue amount: 0.00 THB\n"
    "Next installment: 5 Nov 2025, 25,289.00 THB\n"
    "\n"
    "Early settlement: ask the branch for a payoff quote; an interest discount applies.\n"
    "Call center 1572",
]

# ---------------------------------------------------------------- slides
PLAN_SLIDES = [
    ("แผนงาน แก้วมณีเทรดดิ้ง 2569 (ร่าง)", "เฮียพงษ์ - คุยกับอรก่อนสรุป"),
    ("ผลงาน 2568 (ม.ค.-ต.ค.)", "ยอดขายส่งลาวประมาณ 4.1 ล้านบาท ทั้งปีน่าจะถึง 4.9 ล้าน\n"
                             "ลูกค้าหลัก: มณีวรรณ (เจ๊หน่อย), โพนสะหวัน, สุกสะหวัน วังเวียง"),
    ("เป้าหมาย 2569", "ยอดขาย 5,500,000 บาท\nเพิ่มร้านในปากซันและท่าแขก อีก 4 ร้าน\n"
                      "ลูกหนี้ค้างเกิน 45 วัน ไม่ส่งของเพิ่ม"),
    ("รถและโกดัง", "ซื้อรถ 6 ล้อคันที่สอง (มือสอง) งบ 1,200,000 บาท\nค่าเช่าโกดังขึ้นเป็น 16,000 ต่อเดือน"),
    ("เรื่องต้องตัดสินใจ", "แพ็กเกจ door-to-door ของแม่โขงเกตเวย์ คุ้มไหม\nเปลี่ยนไปซื้อ Isan Consumer หรือยังอยู่กับเจริญผล"),
]
CATALOG_SLIDES = [
    ("Kaewmanee Trading - Catalog Q4-2025", "Thai goods delivered to your shop in Laos\nສິນຄ້າໄທ ສົ່ງເຖິງຮ້ານ"),
    ("Energy drinks", "M-150 carton of 50\nCarabao Dang carton of 50\nOrder 100 cartons, get 2 free (Nov-Dec 2025)"),
    ("Food", "Mama Tom Yum Kung carton of 60\nTiparos fish sauce 700 ml carton of 12\nVitamilk 300 ml carton of 24"),
    ("Household", "Breeze Excel 800 g carton of 12\nSunsilk shampoo 350 ml carton of 24"),
    ("Order", "LINE @kaewmanee.trading or WhatsApp +66 86 229 4170\nDelivery every Tuesday and Friday to Vientiane"),
]

# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nong Khai\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mr. Weerapong Kaewmanee\n"
        "Address: 12/3 Soi Prajak 7, Nai Mueang, Mueang Nong Khai 43000\n"
        "Customer no. 021104478215   Residential, rate 1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("16 Aug 2025 - 15 Sep 2025", "48,112 -> 48,698", 586, "2,412.60", "226.70", "187.43",
                    "2,864.95", "8 Oct 2025")
PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "48,698 -> 49,239", 541, "2,221.20", "208.70", "172.77",
                    "2,640.89", "8 Nov 2025")
AIS_BILL = [
    "AIS FIBRE - MONTHLY BILL\n"
    "Advanced Wireless Network Co., Ltd.\n"
    "Customer: Weerapong Kaewmanee   Account: 8800419275\n"
    "Bill date: 1 Oct 2025   Period: 1 Oct 2025 - 31 Oct 2025\n"
    "Package: Fibre 1 Gbps + PLAYBOX ............ 699.00\n"
    "VAT 7% ...................................... 48.93\n"
    "TOTAL ....................................... 747.93 THB\n"
    "Due date: 21 Oct 2025 (auto debit, Kasikornbank)",
]
PREMIUM_NOTICE = [
    "SIAM LIFE ASSURANCE PCL\n"
    "PREMIUM DUE NOTICE\n"
    "\n"
    "Date: 10 Nov 2025\n"
    "Policy owner: Mr. Weerapong Kaewmanee, 12/3 Soi Prajak 7, Nong Khai 43000\n"
    "\n"
    "Policy SL-20-7730145  Life 20 Pay (insured: Weerapong Kaewmanee)   annual premium 32,400.00\n"
    "Policy SL-23-0918832  Health Plus Kids (insured: Praewa Kaewmanee)  annual premium 14,850.00\n"
    "\n"
    "TOTAL PREMIUM DUE: 47,250.00 THB\n"
    "Due date: 10 Dec 2025. Grace period 31 days, until 10 Jan 2026.\n"
    "Premiums of the life policy may be deducted from personal income tax, up to 100,000 THB a year.\n"
    "Agent: Mrs. Sukanya Boonma (Kung) 089-557-3021",
]
FEES_TOP = [
    "โรงเรียนมิตรภาพวิทยา หนองคาย",
    "ใบแจ้งค่าธรรมเนียมการเรียน ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน ด.ญ.แพรวา แก้วมณี  ชั้น ม.2/3 (โครงการ English Program)  เลขประจำตัว 26471",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "14,500"),
    ("ค่าโครงการ English Program", "8,000"),
    ("ค่าอาหารกลางวัน", "3,600"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,800"),
    ("รวม", "28,250"),
]
FEES_BOTTOM = [
    "รวมทั้งสิ้น 28,250 บาท กรุณาชำระภายในวันที่ 21 พ.ย. 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน "
    "ธนาคารกรุงไทย เลขที่ 403-1-22875-6",
    "ชำระหลังกำหนดปรับวันละ 50 บาท",
    "ทัศนศึกษา ม.2 ไปอุดรธานี วันที่ 16 มกราคม 2569",
]
HOSPITAL_BILL = [
    "NONG KHAI WATTANA HOSPITAL\n"
    "555 Prajak Road, Mueang Nong Khai 43000   Tel. 042-465-200\n"
    "\n"
    "INPATIENT BILL / RECEIPT No. NKW-IP-68-10452\n"
    "Patient: Mrs. Boonmee Kaewmanee, female, 71 years   HN 0384417\n"
    "Admitted: 16 Oct 2025   Discharged: 17 Oct 2025\n"
    "Procedure: cataract surgery, left eye (phacoemulsification with intraocular lens)\n"
    "Surgeon: Dr. Kittipong Saengarun (ophthalmologist)\n"
    "\n"
    "Surgeon fee ..................................... 18,000.00\n"
    "Operating room and anaesthesia ................... 9,500.00\n"
    "Intraocular lens (IOL, monofocal) ............... 22,000.00\n"
    "Room, 1 night ..................................... 3,200.00\n"
    "Medicines and eye drops ........................... 2,840.00\n"
    "Laboratory and other services ..................... 1,960.00\n"
    "TOTAL CHARGES ................................... 57,500.00 THB\n"
    "Paid by insurer (Siam Life, Health Plus) ....... -40,000.00\n"
    "PAID BY PATIENT ................................. 17,500.00 THB (credit card, 17 Oct 2025)\n"
    "\n"
    "Follow-up: 24 Oct 2025 and 14 Nov 2025 at the eye clinic.\n"
    "Right eye surgery planned for 22 Jan 2026, estimated 55,000 THB.",
]

# ---------------------------------------------------------------- text files
TEXTS = {
    f"{BIZ}/แชท/แชทไลน์_มณีวรรณ_ออเดอร์ ธ.ค.68.txt": """[LINE] ประวัติการแชทกับ เจ๊หน่อย มณีวรรณ
บันทึกเมื่อ: 15/11/2568 20:14

พ. 12/11/2568
09:12 เจ๊หน่อย เฮียพงษ์ ธ.ค. ขอ M-150 150 ลังเด้อ ราคาเท่าเดิมบ่
09:20 Pong Kaewmanee ตามใบเสนอราคาลังละ 605 ครับเจ๊ ค่าส่งข้ามแดน 3,500 เท่าเดิม
09:31 เจ๊หน่อย แพงไปเด้อ เจ้าอื่นมาเสนอ 585 ส่งฟรีนำ
09:40 Pong Kaewmanee 585 ผมขาดทุนครับเจ๊ ทุนผมก็ 535 แล้ว ได้ 600 ค่าส่ง 3,500 ครับ
10:02 เจ๊หน่อย 590 ได้บ่ ค่าส่งบ่เอา เอาหลาย 150 ลังเลยเด้อ
10:15 Pong Kaewmanee 590 ไม่ไหวจริงๆ ครับ เอา 598 ค่าส่งคิดแค่ 2,000 พอ
10:48 เจ๊หน่อย โอเค ตกลง 598 ค่าส่ง 2,000
10:52 Pong Kaewmanee สรุปนะครับเจ๊ M-150 150 ลัง x 598 = 89,700 บาท บวกค่าส่ง 2,000 รวม 91,700 บาท ส่ง 5 ธ.ค.
10:55 เจ๊หน่อย ได้เลย คาราบาวไว้เดือนหน้าค่อยสั่ง

ศ. 14/11/2568
16:30 เจ๊หน่อย [รูปภาพ] โอนมัดจำแล้วเด้อ 30,000
16:41 Pong Kaewmanee ได้รับแล้วครับเจ๊ ขอบคุณครับ ที่เหลือ 61,700 จ่ายวันส่งของนะครับ
""",
    f"{BIZ}/แชท/LINE_Khamphone_Phonsavanh.txt": """LINE chat history: Ai Kham (Khamphone S.)
Saved on: 2025/11/14 18:02

2025/11/10 Mon
08:45 Pong Kaewmanee Sabaidee Ai Kham. The September bill 148,500 baht was due 30 Oct. When can you pay?
09:30 Khamphone S. Sabaidee Hia Pong. Sales very slow this month, kip is weak. Can I have 60 days more?
09:41 Pong Kaewmanee 60 days is too long, I pay the wholesaler in cash. 30 days max.
10:05 Khamphone S. 45 days ok? I pay 40,000 this week first.
10:20 Pong Kaewmanee Let me think, I talk to my wife first.

2025/11/11 Tue
19:10 Pong Kaewmanee Ok Ai Kham, 45 days. But 50,000 this week, the rest 98,500 by 15 Dec 2025.
19:32 Khamphone S. Deal. I transfer 50,000 on Friday by BCEL One.
19:35 Pong Kaewmanee And no new order until the rest is paid na.
19:40 Khamphone S. Understand. Next order in January.

2025/11/14 Fri
11:05 Khamphone S. [Photo] sent 50,000 baht already
11:20 Pong Kaewmanee Received, thank you. Remaining 98,500 by 15 Dec 2025 na.
""",
    f"{BIZ}/แชท/แชทกลุ่ม คนขับรถ.txt": """[LINE] กลุ่ม คนขับรถ แก้วมณี
บันทึกเมื่อ: 16/11/2568 07:30

จ. 10/11/2568
05:40 ลุงหมาน เติมดีเซลเต็มถัง 1,850 บาท ปั๊ม ปตท. หาดคำ
05:42 เฮียพงษ์ เก็บสลิปไว้ด้วยลุง
13:15 บอย รถติดท่านาแล้งตั้งแต่ 10 โมง เอกสารร้านดาวเรืองไม่ครบ
16:50 บอย ผ่านแล้วครับ แต่โดนค่า OT 100,000 กีบ
17:02 เฮียพงษ์ เดือนหน้าขึ้นค่าลานอีกนะ 6 ล้อ 150,000 กีบ เตรียมเงินกีบไว้

พฤ. 13/11/2568
06:10 ลุงหมาน วันนี้ไปวังเวียง กลับพรุ่งนี้ ค่าที่พัก 350,000 กีบ
06:15 เฮียพงษ์ ok ลุง ขับดีๆ
""",
    f"{BIZ}/บัญชี/เที่ยวส่งของ_ต.ค.68.md": """# เที่ยวส่งของไปลาว ตุลาคม 2568

รถ 6 ล้อ ISUZU 70-5128 หนองคาย

| วันที่ | ร้าน | คนขับ | มูลค่าสินค้า (บาท) | ดีเซล (บาท) | หมายเหตุ |
|---|---|---|---|---|---|
| 2 ต.ค. | มณีวรรณมินิมาร์ท (เจ๊หน่อย) เวียงจันทน์ | ลุงหมาน | 121,300 | 1,650 | |
| 7 ต.ค. | โพนสะหวัน (อ้ายคำ) ไซทานี | บอย | 118,300 | 1,700 | ยังไม่จ่าย บิล ก.ย. |
| 11 ต.ค. | สุกสะหวันค้าส่ง วังเวียง | ลุงหมาน | 79,650 | 4,850 | ค้างคืน 1 คืน |
| 16 ต.ค. | มณีวรรณมินิมาร์ท (เจ๊หน่อย) เวียงจันทน์ | บอย | 114,800 | 1,650 | รอด่าน 5 ชม. โดน OT |
| 22 ต.ค. | ร้านดาวเรือง ท่าเดื่อ | บอย | 23,400 | 1,200 | |
| 28 ต.ค. | ร้านคำแสน ปากซัน | ลุงหมาน | 28,200 | 3,950 | จ่ายเป็นกีบ |

รวม 6 เที่ยว มูลค่าสินค้า 485,650 บาท ดีเซลรวม 15,000 บาท
เที่ยวที่ไกลที่สุด วังเวียง 79,650 บาท
ค่าชิปปิ้งแม่โขงเกตเวย์ 6 เที่ยว รอใบแจ้งหนี้ต้นเดือน พ.ย.
""",
    f"{BIZ}/ชิปปิ้ง ศุลกากร/email_MekongGateway_new rates_17-11-2025.txt": MGL_EMAIL,
    f"{BIZ}/ชิปปิ้ง ศุลกากร/เอกสารส่งออก checklist.md": CHECKLIST,
    "บ้าน/แม่/นัดหมอแม่ ตา.md": """# ตาแม่ (บุญมี แก้วมณี)
- ต้อกระจกทั้งสองข้าง ข้างซ้ายหนักกว่า มองไม่ค่อยเห็นตอนกลางคืน
- รพ.หนองคาย (บัตรทอง): คิวผ่าตัดยาวถึง มิ.ย. 2569
- รพ.หนองคายวัฒนา (เอกชน): ผ่าตาซ้ายแล้ว 16 ต.ค. 68 นอน 1 คืน
- ประกัน Siam Life ของแม่จ่าย 40,000 ส่วนเกินจ่ายบัตรเครดิต หารกับพี่ติ๋มคนละครึ่ง
- นัดดูแผล 24 ต.ค. และ 14 พ.ย. 68
- ตาขวานัดผ่า 22 ม.ค. 69 หมอประเมินไว้ประมาณ 55,000
- หยอดตาวันละ 4 ครั้ง ห้ามโดนน้ำ 2 สัปดาห์ อรช่วยหยอดตอนเย็น
""",
    "บ้าน/แชทไลน์_บ้านแก้วมณี.txt": """[LINE] กลุ่ม บ้านแก้วมณี
บันทึกเมื่อ: 15/11/2568 21:00

จ. 3/11/2568
19:20 อร ค่าเทอมแพรวเทอมนี้ 28,250 นะ จ่ายก่อน 21 พ.ย.
19:26 เฮียพงษ์ โอเค สิ้นเดือนอ้ายคำจ่ายมาแล้วค่อยโอน
19:31 แพรว ป๋า หนูขอไปทัศนศึกษาอุดรด้วยนะคะ
พ. 5/11/2568
08:10 พี่ติ๋ม พงษ์ บิลตาแม่ส่วนเกินประกัน 17,500 พี่โอนให้ครึ่งนึง 8,750 แล้วนะ
08:15 เฮียพงษ์ ขอบคุณครับพี่ ข้างขวาปีหน้าหมอว่าประมาณ 55,000
08:20 แม่ ตาซ้ายเห็นชัดแล้วลูก ไม่ต้องห่วงแม่
ศ. 14/11/2568
20:05 อร ประกัน Siam Life ครบ 10 ธ.ค. ทั้งของเฮียกับแพรว รวมเกือบห้าหมื่น
20:10 เฮียพงษ์ รอเงินเจ๊หน่อยเข้าก่อน
""",
    "บ้าน/ทริปหลวงพระบาง ม.ค.69.md": """# ทริปหลวงพระบาง ปีใหม่ 2569 (ครอบครัว)
- นั่งรถไฟลาว-จีน เวียงจันทน์ - หลวงพระบาง ชั้น 2 คนละประมาณ 600 บาท
- พัก 2 คืน เกสต์เฮาส์ริมโขง คืนละ 1,500 บาท
- ตักบาตรข้าวเหนียวตอนเช้า, น้ำตกตาดกวางสี, ตลาดมืด
- ถ้าแม่ผ่าตาขวาแล้ว ให้แม่อยู่บ้านกับพี่ติ๋ม
""",
    "บ้าน/สูตรแจ่วบอง.txt": """แจ่วบอง สูตรแม่
พริกแห้งคั่ว 1 ถ้วย หอมแดงเผา 10 หัว กระเทียมเผา 1 หัว ข่าเผา
ปลาร้าต้มสุก 1/2 ถ้วย ตำรวมกัน ใส่หนังควายเผาหั่นฝอย
""",
}
TODO = {"todo.md": """- ตามเงินอ้ายคำ 98,500 ก่อน 15 ธ.ค.
- โอนค่าเทอมแพรว ก่อน 21 พ.ย.
- ตอบ Ploy แม่โขงเกตเวย์ เรื่องแพ็กเกจ door-to-door ก่อน 28 พ.ย.
- เลือกซัพ: เจริญผล หรือ Isan Consumer
- จ่ายประกัน Siam Life ก่อน 10 ธ.ค.
- เตรียมเงินกีบ ค่าลานท่านาแล้งขึ้น 1 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    quotes, suppliers, shipping, books = (biz / "ใบเสนอราคา", biz / "ซัพพลายเออร์", biz / "ชิปปิ้ง ศุลกากร",
                                          biz / "บัญชี")
    contracts, truck = biz / "สัญญา", biz / "รถหกล้อ"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, shipping, books, contracts, truck, biz / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอม", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_มณีวรรณ_ร่าง.docx", MANI_DRAFT, MANI_DRAFT_TABLE, bottom=MANI_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_มณีวรรณ_final v2.docx", MANI_FINAL, MANI_FINAL_TABLE,
               bottom=MANI_FINAL_BOTTOM)
    write_docx(suppliers / "ใบเสนอราคา_เจริญผลพาณิชย์_ต.ค.68.docx", CP_QUOTE, CP_QUOTE_TABLE,
               bottom=CP_QUOTE_BOTTOM)
    make_pdf(suppliers / "Quotation_IsanConsumer_ICD-QT-2510-0892.pdf", ICD_QUOTE)
    _price_list(suppliers / "ราคาส่งร้านลาว_Nov2025.xlsx")
    make_pdf(shipping / "Invoice_MekongGateway_MGL-INV-2511-0213.pdf", MGL_INVOICE)
    write_docx(shipping / "ใบเสร็จ_แม่โขงเกตเวย์_RC-6811-0159.docx", MGL_RECEIPT, MGL_RECEIPT_TABLE,
               bottom=MGL_RECEIPT_BOTTOM)
    make_pdf(shipping / "Thanaleng DryPort notice_fees Dec2025.pdf", THANALENG_NOTICE)
    _book(books / "บัญชีรายรับรายจ่าย_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _book(books / "บัญชีรายรับรายจ่าย_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    _debtors(books / "ลูกหนี้ร้านลาว_Nov68.xlsx")
    write_docx(contracts / "สัญญาเช่าโกดัง_หาดคำ_2568-2569.docx", LEASE)
    write_docx(truck / "สัญญาเช่าซื้อ_ISUZU FRR.docx", HP_TOP, HP_TABLE, bottom=HP_BOTTOM)
    make_pdf(truck / "KrungsriAuto_statement_Oct2025.pdf", KRUNGSRI_STATEMENT)
    write_slides(biz / "แผนงาน 2569_ร่าง.pptx", PLAN_SLIDES)
    write_slides(biz / "Catalog สินค้า Q4-2025.pptx", CATALOG_SLIDES)
    make_pdf(home / "Bills" / "บิลค่าไฟ_PEA_ก.ย.68.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "บิลค่าไฟ_PEA_ต.ค.68.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "AIS Fibre_Oct2025.pdf", AIS_BILL)
    make_pdf(home / "ประกัน" / "Premium_notice_SiamLife_Dec2025.pdf", PREMIUM_NOTICE)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม แพรว ม.2 เทอม2_2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    make_pdf(home / "แม่" / "NKW_Hospital_bill_cataract_Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน_ส.ค.-ต.ค.68.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
