"""The freightforwarder folder: the papers of a small Thai freight forwarder and customs broker and his household.

The owner is วีรพล แสงอรุณ (พี่เอก, Ake, Mr. Weerapon Saengarun), managing partner of หจก. สยามแองเคอร์ ชิปปิ้ง
(Siam Anchor Shipping Ltd., Part.), office room 204 of อาคารศรีราชาพลาซ่า, 88/19 ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา
จ.ชลบุรี. He is a licensed customs broker (ตัวแทนออกของ) at Laem Chabang port: import and export clearance, sea
freight through overseas agents, and container trucking through hired hauliers. Five staff: แพร (customs clerk),
เบียร์ (port runner), ต้อม (docs and sales), มด (accounts) and ลุงคิด (driver). His wife กมลวรรณ (ปุ้ย) keeps the
books; their daughter ด.ญ.ปาณิศา (น้องใบเตย, Panisa) is in ม.1 at Sriracha Bilingual School; his mother บุญเรือน
(แม่, 68) had a cataract operation; his sister พี่แหม่ม lives in Bangkok. Customers go by nicknames: เจ๊หมุย
(คุณสุนีย์ ว่องไว, ไทยพัฒน์ฟู้ดส์), เฮียชัย (คุณวิชัย ลิ้มเจริญ, ศรีราชาสตีลเวิร์ค), เสี่ยเปา (หจก. แหลมทองซีฟู้ด);
the haulier's salesman is โจ้ (ณัฐพล ทวีทรัพย์). It is November 2568 (2025).

Documents/Siam Anchor ชิปปิ้ง/ (the business)
- ใบเสนอราคา Quotation/QT_ไทยพัฒน์ฟู้ดส์_ตู้โอซาก้า_ร่าง.docx: draft quote QT-SA68-031 (15 ต.ค. 2568) to
  ไทยพัฒน์ฟู้ดส์ for 4 x 20' canned pineapple LCB-Osaka: ocean 13,200/ตู้ (52,800), THC 3,200 (12,800), trucking
  5,800 (23,200), B/L 1,400, export clearance 2,500, total 92,700 (never sent).
- ใบเสนอราคา Quotation/QT_ไทยพัฒน์ฟู้ดส์_ตู้โอซาก้า_final v2.docx: revision 2 (22 ต.ค. 2568) to คุณสุนีย์ ว่องไว:
  ocean 12,600 (50,400), THC 12,800, trucking 5,400 (21,600), B/L 1,400, clearance 2,500, Form JTEPA 500,
  total 89,200, valid to 31 ต.ค. 2568, ETD about 14 พ.ย. 2568.
- ใบเสนอราคา Quotation/ลากตู้ Trucking/ใบเสนอราคา_ส.ทรัพย์ทวีทรานสปอร์ต_พ.ย.68.docx: Thai haulier's rates per trip
  (ST-2568/077, 3 พ.ย. 2568): LCB-Amata 20' 4,900 / 40' 5,600, ESIE Rayong 5,800/6,500, Si Racha 3,600/4,200,
  Lat Krabang 7,200/8,100, overnight 1,500.
- ใบเสนอราคา Quotation/ลากตู้ Trucking/EasternHaulage_quotation_Nov2025.pdf: English haulier's rates for the same
  routes (EHC-Q-2511-027, 5 Nov 2025): Amata 5,100/5,500, Eastern Seaboard 5,600/6,300, Si Racha 3,900/4,400,
  Lat Krabang 7,400/7,900, overnight 1,200.
- ใบเสนอราคา Quotation/ลากตู้ Trucking/LINE_สทรัพย์ทวี_ลากตู้อมตะ.txt: LINE export with โจ้: 4,900 quoted, 4,500
  asked, 4,800 and 4,600 offered, settled 4,700 a trip x 4 = 18,800.
- สายเรือ Agent/PacificCrest_TaxInvoice_PCS-IV-2511-0457.pdf: English local-charges invoice (4 Nov 2025) for the
  Ningbo 40'HC of Sriracha Steel Works: THC 5,950 + D/O 1,600 + docs 1,000 + cleaning 350 = 8,900.00 + VAT 623.00
  = 9,523.00.
- สายเรือ Agent/ใบเสร็จ_แปซิฟิกเครสต์_RC68-11092.docx: the Thai receipt of it, 9,523.00 received 5 พ.ย. 2568.
- สายเรือ Agent/email_Naniwa Osaka_rates Nov2025.txt: email from Kenji Morita (Naniwa Global Logistics, Osaka):
  USD 320 per 20', USD 560 per 40', ETD 14 Nov 2025, ETA Osaka 23 Nov 2025, confirm by 24 Oct 2025.
- ลูกค้า/ศรีราชาสตีลเวิร์ค/ใบแจ้งหนี้_ศรีราชาสตีลเวิร์ค_INV-SA68-0412.docx: our bill to เฮียชัย's company: advances
  99,123.00 (import VAT 89,600.00 + local charges 9,523.00), services 9,700.00 + VAT 679.00, total 109,502.00,
  WHT 187.00, net 109,315.00, due 7 ธ.ค. 2568.
- ลูกค้า/ศรีราชาสตีลเวิร์ค/โน้ตพิกัด 8458 เครื่องกลึง CNC.txt: HS 8458.11, CIF 1,280,000, duty 5% = 64,000
  without Form E, 0% with it; VAT 89,600; 68,480 saved.
- ลูกค้า/ไทยพัฒน์ฟู้ดส์/แชทไลน์_ไทยพัฒน์ฟู้ดส์_ตู้โอซาก้า.txt: LINE chat with เจ๊หมุย: 89,200 sent, rival 84,000,
  87,200 and 86,400 offered, 85,000 asked, settled 85,800 for the 4 containers; September bill 46,850.
- ลูกค้า/ลูกหนี้ค้างชำระ_31Oct2025.xlsx: receivables sheet (5 invoices, 178,745.50 in all; เสี่ยเปา's
  INV-SA68-0322 9,630 is 42 days late) and a contacts sheet with full names and nicknames.
- บัญชี/บัญชีรายรับรายจ่าย_SiamAnchor_2568.xlsx: this year's book, income sheet (customs clearance, freight,
  trucking, other) and expense sheet (staff, rent, fuel, phone/system, other), January to October; customs fees
  ส.ค. 101,500, ต.ค. 108,500.
- บัญชี/บัญชีรายรับรายจ่าย_SiamAnchor_2567 (ปิดงบแล้ว).xlsx: last year's book, same layout, January to December;
  customs fees ต.ค. 92,000, ส.ค. 89,000.
- บัญชี/เงินเดือนพนักงาน_ต.ค.68.xlsx: October payroll by full name and nickname (เบียร์: salary 16,800 + OT 1,850
  - SSO 750 = net 17,900; totals 95,400 / 5,200 / 3,730 / 96,870) and a staff-details sheet.
- Jobs/Job list Oct2025.md: 12 jobs in October (6 import, 6 export), 19 TEU, service fees 96,450, two red-line
  inspections.
- ใบอนุญาต License/หนังสือกรมศุลกากร_ต่ออายุบัตรตัวแทนออกของ_2568.docx: the customs house's letter: broker card
  expires 31 ธ.ค. 2568, apply by 1 ธ.ค. 2568 with 12 hours of refresher training, fee 1,000 (+200 per clerk card),
  แพร's card expires 15 ม.ค. 2569.
- ใบอนุญาต License/TFCBA_membership renewal 2026.pdf: association renewal: 5,000 + VAT 350 = 5,350, early rate
  4,500 + 315 = 4,815 if paid by 15 Dec 2025; seminar 19 Dec 2025.
- Office/สัญญาเช่าสำนักงาน ศรีราชาพลาซ่า ห้อง204.docx: office lease, 1 ม.ค. 2568 - 31 ธ.ค. 2570, 18,000 a month
  (18,900 in year 3), deposit 54,000, 60 days' notice.
- Office/ราคาค่าบริการ_Tariff_2568.xlsx: our service tariff, import and export sheets, 2568 and 2567 columns
  (FCL import clearance 3,500 / 3,200, LCL 2,800 / 2,500).
- Office/Company profile SiamAnchor 2025 final.pptx: English company profile (1,184 entries, 388 TEU in 2024).
- Office/สรุปงาน Q3-2568_ประชุมทีม.pptx: Q3 team meeting slides (Q3 income 572,200, Q4 target).
- Office/checklist เอกสารนำเข้า.md: import document checklist.
- Office/แชทกลุ่ม_ทีมSA_ต.ค.68.txt: the staff LINE group (red line, OT 1,850, payday).

Documents/บ้าน/ (the household)
- ค่าน้ำ PWA/PWA_water_Aug2025.pdf (27 m3, 408.85, due 5 Sep 2025), PWA_water_Sep2025.pdf (31 m3, 472.30, due
  6 Oct 2025) and ค่าน้ำ ต.ค.68.pdf (29 m3, 440.52, due 5 Nov 2025): English water bills.
- รถ Revo/SiamAutoFinance_Revo_statement_Oct2025.pdf: hire-purchase statement: 12,870 a month, 38 of 60 paid,
  22 left, 283,140 outstanding, next due 25 Nov 2025, payoff 259,660.
- ใบเตย/SBS_Term2_2025_invoice_Panisa.pdf: school invoice, semester 2: 61,950 due 20 Nov 2025.
- แม่/SRMC_final bill_BSaengarun_16Oct2025.pdf: the mother's cataract bill: 57,550, insurer 40,000, paid 17,550.
- แม่/ต่ออายุประกันสุขภาพแม่_ปี2569.docx: her health insurance renewal: 28,460 (was 24,900), due 5 ม.ค. 2569.
- แม่/นัดหมอตาแม่.md: notes on her eye appointments and drops.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), the Revo 12,870.
- แชทไลน์_บ้านแสงอรุณ.txt: the family LINE group (surgery split 8,775, school fee, insurance).
- ทริปปีใหม่ เกาะล้าน ร่าง.md: a New Year trip plan.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "Siam Anchor ชิปปิ้ง"
HOME = "บ้าน"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SA_TOP = ("หจก. สยามแองเคอร์ ชิปปิ้ง (Siam Anchor Shipping Ltd., Part.) 88/19 อาคารศรีราชาพลาซ่า ห้อง 204 "
          "ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี 20110 โทร 038-771-452 เลขประจำตัวผู้เสียภาษี 0203561004417")

# ---------------------------------------------------------------- Osaka export quotes
OSAKA_DRAFT = [
    SA_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-SA68-031",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน ฝ่ายส่งออก บริษัท ไทยพัฒน์ฟู้ดส์ จำกัด นิคมอุตสาหกรรมอมตะซิตี้ ชลบุรี",
    "เรื่อง ค่าบริการส่งออกสับปะรดกระป๋อง 4 x 20' FCL ท่าเรือแหลมฉบัง - โอซาก้า ประเทศญี่ปุ่น (CY/CY)",
]
OSAKA_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าระวางเรือ แหลมฉบัง - โอซาก้า (20')", "4 ตู้", "13,200", "52,800"),
    ("ค่า THC ต้นทาง", "4 ตู้", "3,200", "12,800"),
    ("ค่าลากตู้ อมตะซิตี้ - แหลมฉบัง", "4 เที่ยว", "5,800", "23,200"),
    ("ค่าเปิด B/L", "1 ชุด", "1,400", "1,400"),
    ("ค่าพิธีการศุลกากรขาออก + ใบขนสินค้า", "1 ชุด", "2,500", "2,500"),
    ("รวมทั้งสิ้น", "", "", "92,700"),
]
OSAKA_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 92,700 บาท (เก้าหมื่นสองพันเจ็ดร้อยบาทถ้วน) ยังไม่รวมภาษีมูลค่าเพิ่ม 7% ของค่าบริการในประเทศ",
    "ร่าง ยังไม่ส่ง รอเรทค่าเรือจาก Naniwa กับเช็คค่าลากตู้กับ ส.ทรัพย์ทวี ก่อน",
]
OSAKA_FINAL = [
    SA_TOP,
    "ใบเสนอราคา  เลขที่ QT-SA68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 22 ตุลาคม 2568",
    "เรียน คุณสุนีย์ ว่องไว ผู้จัดการฝ่ายส่งออก บริษัท ไทยพัฒน์ฟู้ดส์ จำกัด",
    "เรื่อง ค่าบริการส่งออกสับปะรดกระป๋อง 4 x 20' FCL ท่าเรือแหลมฉบัง - โอซาก้า (CY/CY) "
    "เรือออก (ETD) ประมาณ 14 พฤศจิกายน 2568",
]
OSAKA_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ค่าระวางเรือ แหลมฉบัง - โอซาก้า (20') รวม BAF", "4 ตู้", "12,600", "50,400"),
    ("ค่า THC ต้นทาง", "4 ตู้", "3,200", "12,800"),
    ("ค่าลากตู้ อมตะซิตี้ - แหลมฉบัง", "4 เที่ยว", "5,400", "21,600"),
    ("ค่าเปิด B/L", "1 ชุด", "1,400", "1,400"),
    ("ค่าพิธีการศุลกากรขาออก + ใบขนสินค้า", "1 ชุด", "2,500", "2,500"),
    ("ค่าขอหนังสือรับรองถิ่นกำเนิด Form JTEPA", "1 ชุด", "500", "500"),
    ("รวมทั้งสิ้น", "", "", "89,200"),
]
OSAKA_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 89,200 บาท (แปดหมื่นเก้าพันสองร้อยบาทถ้วน) ยังไม่รวมภาษีมูลค่าเพิ่ม 7% ของค่าบริการในประเทศ",
    "ฟรีเวลาที่ท่าปลายทาง 7 วัน ค่าใช้จ่ายปลายทางผู้ซื้อที่ญี่ปุ่นเป็นผู้ชำระ",
    "ราคานี้ยืนถึง 31 ตุลาคม 2568 เครดิต 30 วันนับจากวันเรือออก",
    "ลงชื่อ วีรพล แสงอรุณ หุ้นส่วนผู้จัดการ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- haulier quotes
ST_QUOTE = [
    "หจก. ส.ทรัพย์ทวี ทรานสปอร์ต",
    "99/4 หมู่ 3 ต.ทุ่งสุขลา อ.ศรีราชา จ.ชลบุรี 20230 โทร 038-490-118",
    "ใบเสนอราคา เลขที่ ST-2568/077  วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณวีรพล แสงอรุณ หจก. สยามแองเคอร์ ชิปปิ้ง",
    "เรื่อง ราคาลากตู้คอนเทนเนอร์ ท่าเรือแหลมฉบัง (ราคาต่อเที่ยว)",
]
ST_QUOTE_TABLE = [
    ("เส้นทาง", "ตู้ 20' (บาท)", "ตู้ 40'/40'HC (บาท)"),
    ("แหลมฉบัง - นิคมอมตะซิตี้ ชลบุรี", "4,900", "5,600"),
    ("แหลมฉบัง - นิคมอีสเทิร์นซีบอร์ด ระยอง", "5,800", "6,500"),
    ("แหลมฉบัง - ในเมืองศรีราชา / ต.บึง", "3,600", "4,200"),
    ("แหลมฉบัง - ลาดกระบัง กรุงเทพฯ", "7,200", "8,100"),
]
ST_QUOTE_BOTTOM = [
    "ราคายังไม่รวม VAT 7% และหักภาษี ณ ที่จ่าย 1%",
    "ค่ารถค้างคืน 1,500 บาท/คืน ค่ายกตู้ (Lift on/off) เก็บตามจริง รอโหลดเกิน 4 ชม. คิดชั่วโมงละ 250 บาท",
    "ราคาอิงน้ำมันดีเซลไม่เกิน 33 บาท/ลิตร ยืนราคาถึง 31 ธันวาคม 2568 เครดิต 30 วัน",
    "ผู้เสนอราคา นายณัฐพล ทวีทรัพย์ ฝ่ายขาย 086-301-7745",
]
EH_QUOTE = [
    "EASTERN HAULAGE CO., LTD.\n"
    "Container trucking, Laem Chabang Port - 7/21 Moo 2, Bo Win, Si Racha, Chon Buri 20230  Tel. 038-345-660\n"
    "QUOTATION No. EHC-Q-2511-027          Date: 5 Nov 2025\n"
    "To: Mr. Weerapon Saengarun, Siam Anchor Shipping Ltd., Part., Si Racha\n"
    "Re: container haulage rates, per trip, THB, excluding VAT 7%\n"
    "\n"
    "Route                                        20'        40'/40'HC\n"
    "Laem Chabang - Amata City Chonburi           5,100      5,500\n"
    "Laem Chabang - Eastern Seaboard IE (Rayong)  5,600      6,300\n"
    "Laem Chabang - Si Racha town / Bueng         3,900      4,400\n"
    "Laem Chabang - Lat Krabang (Bangkok)         7,400      7,900\n"
    "\n"
    "Overnight: 1,200 THB per night. Waiting: 3 hours free at the factory, then 300 THB per hour.\n"
    "GPS tracking on every truck. Cargo insurance up to 1,000,000 THB per trip.\n"
    "Fuel surcharge applies if diesel goes above 34.00 THB/litre.\n"
    "Valid until 31 Jan 2026. Credit 30 days.\n"
    "Sales: Ms. Pranee Somboon (May) 089-552-0813",
]

# ---------------------------------------------------------------- shipping line
PCS_INVOICE = [
    "PACIFIC CREST SHIPPING (THAILAND) CO., LTD.\n"
    "Agent for Pacific Crest Line - 12th Fl., Harbour Tower, Sukhumvit Road, Si Racha, Chon Buri 20110\n"
    "Tax ID 0205558012734    Tel. 038-492-700\n"
    "\n"
    "TAX INVOICE No. PCS-IV-2511-0457            Date: 4 Nov 2025\n"
    "Customer: Siam Anchor Shipping Ltd., Part. (for Sriracha Steel Works Co., Ltd.)\n"
    "B/L No. PCSNGB25100882   Vessel: PACIFIC ORCHID V.2544S\n"
    "POL: Ningbo   POD: Laem Chabang   ETA: 3 Nov 2025\n"
    "Container: PCSU 4418205 (1 x 40'HC), CNC lathes, 2 units\n"
    "\n"
    "Charge                                   Qty     Amount (THB)\n"
    "Terminal handling charge (THC) 40'HC      1       5,950.00\n"
    "Delivery order (D/O) fee                  1       1,600.00\n"
    "Documentation fee                         1       1,000.00\n"
    "Container cleaning fee 40'                1         350.00\n"
    "\n"
    "Subtotal                                          8,900.00\n"
    "VAT 7%                                              623.00\n"
    "TOTAL                                             9,523.00 THB\n"
    "\n"
    "Payment is required before the D/O is released.\n"
    "Free time at Laem Chabang: 5 days combined demurrage/detention from discharge,\n"
    "then 1,800 THB per day per 40' container.",
]
PCS_RECEIPT = [
    "บริษัท แปซิฟิกเครสต์ ชิปปิ้ง (ประเทศไทย) จำกัด (สำนักงานใหญ่)",
    "ชั้น 12 อาคารฮาร์เบอร์ทาวเวอร์ ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี 20110 "
    "เลขประจำตัวผู้เสียภาษี 0205558012734",
    "ใบเสร็จรับเงิน  เลขที่ RC68-11092",
    "วันที่ 5 พ.ย. 2568",
    "ได้รับเงินจาก หจก. สยามแองเคอร์ ชิปปิ้ง",
    "อ้างอิงใบกำกับภาษี เลขที่ PCS-IV-2511-0457 ลงวันที่ 04/11/68  B/L PCSNGB25100882 ตู้ PCSU 4418205",
]
PCS_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าใช้จ่ายท่าเรือปลายทางตามใบกำกับภาษี (รวมภาษีมูลค่าเพิ่ม)", "9,523.00"),
    ("รับชำระครั้งนี้", "9,523.00"),
]
PCS_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 9,523.00 บาท (เก้าพันห้าร้อยยี่สิบสามบาทถ้วน)",
    "ชำระครบถ้วนแล้ว ออกใบปล่อยสินค้า (D/O) ให้แล้วในวันเดียวกัน",
    "ผู้รับเงิน นางสาวรัชนี ทองสุข แผนกการเงิน",
]
NANIWA_EMAIL = """From: Kenji Morita <k.morita@naniwa-gl.co.jp>
To: ake@siamanchor.co.th
Cc: tom@siamanchor.co.th
Date: Mon, 20 Oct 2025 09:14 +0900
Subject: RE: Rate request LCB - Osaka 4x20' canned pineapple

Dear Ake-san,

Thank you for your inquiry for your customer's canned pineapple. Our best rates for November 2025
sailings from Laem Chabang are:

- LCB -> Osaka (CY/CY): USD 320 per 20', USD 560 per 40' / 40'HC, BAF and low sulphur surcharge included
- LCB -> Kobe: the same rates
- Direct service, weekly Friday ETD, transit time about 9 days
- Next sailing with space: ETD Laem Chabang 14 Nov 2025, ETA Osaka 23 Nov 2025 (CY closing 12 Nov 12:00)
- Free time at Osaka: 7 days demurrage and detention combined
- Destination THC and D/O fee are collected from the consignee in Japan

These rates are valid for sailings 1-30 Nov 2025. Please confirm by 24 Oct 2025 so that we can hold
4 slots for you. Profit share on this lane stays 50/50 as agreed last year.

If your customer has 6 more containers in December, please tell me early; December space is tight
before the New Year holidays.

Best regards,
Kenji Morita
Sales Manager, Naniwa Global Logistics Co., Ltd.
2-5-18 Minami-Horie, Nishi-ku, Osaka, Japan  +81-6-6538-4410
"""

# ---------------------------------------------------------------- customers
STEEL_INVOICE = [
    SA_TOP,
    "ใบแจ้งหนี้ / ใบวางบิล  เลขที่ INV-SA68-0412",
    "วันที่ 7 พฤศจิกายน 2568",
    "ลูกค้า บริษัท ศรีราชาสตีลเวิร์ค จำกัด 55/8 หมู่ 6 ต.บึง อ.ศรีราชา จ.ชลบุรี 20230 (คุณวิชัย ลิ้มเจริญ)",
    "งานนำเข้าเครื่องกลึง CNC 2 เครื่อง 1 x 40'HC จาก Ningbo  B/L PCSNGB25100882  "
    "ใบขนสินค้าขาเข้าเลขที่ A0021 6811 04573",
]
STEEL_INVOICE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ทดรองจ่าย: อากรขาเข้า (Form E อัตรา 0%)", "0.00"),
    ("ทดรองจ่าย: ภาษีมูลค่าเพิ่มนำเข้า 7%", "89,600.00"),
    ("ทดรองจ่าย: ค่าใช้จ่ายสายเรือ Pacific Crest (ใบเสร็จ RC68-11092)", "9,523.00"),
    ("รวมค่าใช้จ่ายทดรองจ่าย", "99,123.00"),
    ("ค่าบริการพิธีการศุลกากรขาเข้า", "3,500.00"),
    ("ค่าเดินเอกสาร / ขอ D/O", "1,000.00"),
    ("ค่าขนส่งตู้ 40'HC แหลมฉบัง - โรงงาน ต.บึง", "5,200.00"),
    ("รวมค่าบริการ", "9,700.00"),
    ("ภาษีมูลค่าเพิ่ม 7% (เฉพาะค่าบริการ)", "679.00"),
    ("รวมทั้งสิ้น", "109,502.00"),
    ("หักภาษี ณ ที่จ่าย ค่าบริการ 3% และค่าขนส่ง 1%", "187.00"),
    ("ยอดชำระสุทธิ", "109,315.00"),
]
STEEL_INVOICE_BOTTOM = [
    "กรุณาชำระภายในวันที่ 7 ธันวาคม 2568 (เครดิต 30 วัน)",
    "โอนเข้าบัญชี หจก. สยามแองเคอร์ ชิปปิ้ง ธนาคารกสิกรไทย สาขาศรีราชา เลขที่ 047-3-55821-6",
    "ผู้วางบิล นางกมลวรรณ แสงอรุณ",
]
HS_NOTE = """โน้ตงานนำเข้าเครื่องกลึง CNC (เฮียชัย ศรีราชาสตีลเวิร์ค)  28/10/68

สินค้า: เครื่องกลึง CNC แนวนอน 2 เครื่อง รุ่น CK6150 ผู้ขาย Ningbo Haitian Machine Tools
พิกัด 8458.11.00 (Horizontal lathes, numerically controlled)
อากรปกติ (MFN) 5%   ถ้ามี Form E (ACFTA) อากร 0%
ราคา CIF 1,280,000 บาท

ถ้าไม่มี Form E:  อากร 64,000 + VAT 7% ของ 1,344,000 = 94,080  รวมภาษีอากร 158,080
ถ้ามี Form E:     อากร 0 + VAT 89,600                          รวมภาษีอากร 89,600
ประหยัดได้ 68,480 บาท บอกเฮียให้ซัพพลายเออร์ส่ง e-Form E มาก่อนเรือถึง

ระวัง: Form E ออกหลังวันที่ใน B/L ต้องติ๊ก Issued Retroactively ไม่งั้นโดนตีกลับ
ตู้ถึง 3 พ.ย. ฟรีเวลา 5 วัน ต้องลากออกภายใน 8 พ.ย.
"""
MUY_CHAT = """[22 ต.ค. 68 15:10] เอก Siam Anchor: เจ๊หมุยครับ ส่งใบเสนอราคาแก้ครั้งที่ 2 ให้แล้วนะครับ 4 ตู้ รวม Form JTEPA ทั้งหมด 89,200 บาทครับ
[22 ต.ค. 68 15:42] หมุย ไทยพัฒน์: เอก เจ้าเก่าเขาให้เจ๊ 84,000 นะ รวมทุกอย่างแล้ว
[22 ต.ค. 68 16:05] เอก Siam Anchor: ค่าเรือผมลดให้ได้ตู้ละ 500 ครับเจ๊ เหลือ 87,200
[22 ต.ค. 68 16:20] หมุย ไทยพัฒน์: 85,000 จบเลยมั้ย เดือนหน้ามีอีก 6 ตู้นะ
[23 ต.ค. 68 09:15] เอก Siam Anchor: 85,000 ไม่ไหวจริงๆ ครับเจ๊ ค่าลากตู้ขึ้น ขอ 86,400 ครับ
[23 ต.ค. 68 09:30] หมุย ไทยพัฒน์: งั้น 85,800 ละกัน ได้ก็ส่ง booking มาเลย
[23 ต.ค. 68 09:41] เอก Siam Anchor: โอเคครับเจ๊ 85,800 รวม 4 ตู้ เครดิต 30 วันเหมือนเดิมครับ
[30 ต.ค. 68 14:00] เอก Siam Anchor: booking คอนเฟิร์มแล้วครับ เรือออก 14 พ.ย. ปิดรับตู้ 12 พ.ย. เที่ยง รถเข้าโหลดที่โรงงาน 10-11 พ.ย. ครับ
[30 ต.ค. 68 14:05] หมุย ไทยพัฒน์: ok invoice กับ packing list เจ๊ส่งอีเมลให้น้องต้อมแล้วนะ
[3 พ.ย. 68 10:20] หมุย ไทยพัฒน์: บิลเดือนกันยา 46,850 บัญชีจะโอนศุกร์นี้นะเอก
[3 พ.ย. 68 10:22] เอก Siam Anchor: ขอบคุณครับเจ๊
"""
ST_CHAT = """[LINE] ประวัติการแชทกับ โจ้ ส.ทรัพย์ทวี
วันที่บันทึก: 06/11/2568 18:20

จ. 03/11/2568
10:12\tเอก SiamAnchor\tโจ้ ตู้ไทยพัฒน์ 4 ตู้ 20' อมตะไปแหลมฉบัง โหลด 10-11 พ.ย. เที่ยวละเท่าไหร่
10:30\tโจ้ ส.ทรัพย์ทวี\tตามใบเสนอราคาเลยพี่ เที่ยวละ 4,900
10:35\tเอก SiamAnchor\tเอาทีเดียว 4 ตู้นะ 4,500 ได้มั้ย
11:02\tโจ้ ส.ทรัพย์ทวี\t4,500 ไม่ไหวพี่ ดีเซลขึ้น 4,800 ละกัน
11:10\tเอก SiamAnchor\t4,600 แล้วเดือนหน้ามีอีก 6 ตู้ให้เลย
11:25\tโจ้ ส.ทรัพย์ทวี\tแบ่งกันคนละครึ่ง 4,700 นะพี่ ค่าค้างคืนคิดตามใบเสนอราคา
11:26\tเอก SiamAnchor\tตกลง 4,700 x 4 เที่ยว = 18,800 ส่งใบวางบิลมาตอนจบงานนะ

พ. 05/11/2568
16:40\tเอก SiamAnchor\tโจ้ ขอเบอร์คนขับ 4 คันด้วย จะส่งให้โรงงาน
16:52\tโจ้ ส.ทรัพย์ทวี\tได้พี่ ส่งให้วันอาทิตย์ครับ
"""
AR_ROWS = [
    ("บริษัท ไทยพัฒน์ฟู้ดส์ จำกัด", "INV-SA68-0371", "26/09/68", 46850, "26/10/68", 5, "ทวงแล้ว 1 ครั้ง"),
    ("บริษัท ศรีราชาสตีลเวิร์ค จำกัด", "INV-SA68-0388", "08/10/68", 72340.50, "07/11/68", 0, ""),
    ("บริษัท บ้านบึงเฟอร์นิเจอร์ จำกัด", "INV-SA68-0349", "10/09/68", 18725, "10/10/68", 21, "ขอแบ่งจ่าย 2 งวด"),
    ("Chonburi Auto Parts Co., Ltd.", "INV-SA68-0395", "15/10/68", 31200, "14/11/68", 0, ""),
    ("หจก. แหลมทองซีฟู้ด", "INV-SA68-0322", "20/08/68", 9630, "19/09/68", 42, "โทรไม่รับ ส่งจดหมายทวง"),
]
CONTACTS = [
    ("บริษัท (Company)", "ผู้ติดต่อ (Contact)", "ชื่อเล่น (Nickname)", "ตำแหน่ง (Position)", "โทร (Phone)"),
    ("บริษัท ไทยพัฒน์ฟู้ดส์ จำกัด", "คุณสุนีย์ ว่องไว", "เจ๊หมุย", "ผู้จัดการฝ่ายส่งออก", "081-652-3390"),
    ("บริษัท ศรีราชาสตีลเวิร์ค จำกัด", "คุณวิชัย ลิ้มเจริญ", "เฮียชัย", "กรรมการผู้จัดการ", "089-118-4526"),
    ("บริษัท บ้านบึงเฟอร์นิเจอร์ จำกัด", "คุณอรทัย เพชรรัตน์", "พี่ต่าย", "จัดซื้อ", "038-443-291"),
    ("Chonburi Auto Parts Co., Ltd.", "Mr. Takeshi Ono", "Ono-san", "Plant manager", "062-907-1184"),
    ("หจก. แหลมทองซีฟู้ด", "คุณประเสริฐ ตันติวงศ์", "เสี่ยเปา", "หุ้นส่วนผู้จัดการ", "081-377-0562"),
]


def _receivables(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค้างชำระ 31 ต.ค.68"
    sheet.append(["ลูกหนี้ค้างชำระ ณ 31 ต.ค. 2568 (Accounts receivable as of 31 Oct 2025)"])
    sheet.append(["ลูกค้า (Customer)", "เลขที่ใบแจ้งหนี้ (Invoice)", "วันที่ (Date)", "ยอดค้าง (Amount, THB)",
                  "ครบกำหนด (Due)", "เกินกำหนด (Days late)", "หมายเหตุ (Note)"])
    for row in AR_ROWS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", round(sum(row[3] for row in AR_ROWS), 2), "", "", ""])
    money_format(sheet, 4)
    contacts = book.create_sheet("ผู้ติดต่อ Contacts")
    for row in CONTACTS:
        contacts.append(list(row))
    book.save(path)


# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ค่าพิธีการศุลกากร (Customs clearance)", "ค่าระวาง (Freight)",
                  "ค่าขนส่ง (Trucking)", "อื่นๆ (Other)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "เงินเดือน/OT/ประกันสังคม (Staff)", "ค่าเช่าสำนักงาน (Rent)",
                   "ค่าน้ำมัน/ทางด่วน (Fuel, tolls)", "โทรศัพท์/เน็ต/ระบบ Paperless (Phone, system)",
                   "อื่นๆ (Other)", "รวม (Total)"]
INCOME_2568 = [
    [86500, 79000, 92500, 71000, 88000, 94500, 97000, 101500, 93000, 108500],
    [42300, 38900, 51200, 33600, 45800, 49700, 52400, 58900, 47300, 61800],
    [27600, 24100, 30800, 21900, 28400, 31200, 33500, 36700, 29800, 38600],
    [6200, 5400, 7100, 4800, 6600, 7300, 6900, 8200, 7000, 9400],
]
EXPENSES_2568 = [
    [96850, 96850, 97900, 98450, 99130, 100280, 99130, 101630, 100480, 104330],
    [18000] * 10,
    [14850, 13920, 16380, 12740, 15610, 16890, 17250, 18470, 16120, 19340],
    [4280, 4280, 4410, 4280, 4280, 4650, 4280, 4280, 4410, 4280],
    [5600, 3900, 7800, 12400, 4100, 6300, 5200, 4800, 6900, 8100],
]
INCOME_2567 = [
    [74000, 68500, 81000, 62500, 77500, 83000, 85500, 89000, 80500, 92000, 96500, 99000],
    [36800, 33100, 44600, 28900, 39500, 42200, 45800, 50300, 40900, 53400, 57100, 60200],
    [23800, 20700, 26900, 18600, 24500, 26800, 28900, 31600, 25700, 33200, 35400, 37100],
    [5100, 4600, 6200, 4100, 5700, 6300, 5900, 7000, 6000, 8100, 8400, 8800],
]
EXPENSES_2567 = [
    [88600, 88600, 89450, 88600, 90100, 88600, 92300, 93150, 92300, 92300, 94700, 92300],
    [16500] * 12,
    [12910, 12150, 14270, 11080, 13560, 14730, 15020, 16090, 14050, 16850, 17530, 18260],
    [3980, 3980, 4110, 3980, 3980, 3980, 4110, 3980, 3980, 4110, 3980, 3980],
    [4900, 3600, 6800, 11200, 3800, 5700, 4600, 4300, 6100, 7400, 8900, 15600],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = f"รายรับ {year}"
    sheet.append([f"รายรับ หจก. สยามแองเคอร์ ชิปปิ้ง ปี {year} (Income by month, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet(f"รายจ่าย {year}")
    sheet.append([f"รายจ่าย หจก. สยามแองเคอร์ ชิปปิ้ง ปี {year} (Expenses by month, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


PAYROLL = [
    ("ศิริพร มั่นคง", "แพร", "พนักงานออกของ (Customs clerk)", 24500, 1200, 750),
    ("อนุชา ทองมา", "เบียร์", "ชิปปิ้งหน้าท่า (Port runner)", 16800, 1850, 750),
    ("ธีรวัฒน์ ศรีสุวรรณ", "ต้อม", "เอกสาร/ฝ่ายขาย (Docs & sales)", 21000, 0, 750),
    ("มยุรี แก้วกล้า", "มด", "ผู้ช่วยบัญชี (Accounts)", 18500, 0, 750),
    ("สมคิด บุญมี", "ลุงคิด", "คนขับรถ (Driver)", 14600, 2150, 730),
]
STAFF_DETAILS = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น", "เริ่มงาน (Started)", "บัญชีเงินเดือน (Bank account)", "บัตร/ใบอนุญาต (Card)"),
    ("ศิริพร มั่นคง", "แพร", "1/06/2563", "กสิกร 047-2-11830-5", "บัตรผ่านพิธีการ หมดอายุ 15/01/2569"),
    ("อนุชา ทองมา", "เบียร์", "16/03/2566", "กรุงไทย 512-0-44718-2", "บัตรผ่านท่าเรือแหลมฉบัง"),
    ("ธีรวัฒน์ ศรีสุวรรณ", "ต้อม", "1/11/2564", "กสิกร 047-2-20914-7", "-"),
    ("มยุรี แก้วกล้า", "มด", "2/05/2565", "ไทยพาณิชย์ 405-6-78122-0", "-"),
    ("สมคิด บุญมี", "ลุงคิด", "1/02/2563", "ออมสิน 0203-4418-7751", "ใบขับขี่ประเภท 2"),
]


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "เงินเดือน ต.ค.68"
    sheet.append(["เงินเดือนพนักงาน ตุลาคม 2568 (Payroll October 2025) จ่าย 31 ต.ค. 2568"])
    sheet.append(["ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "ตำแหน่ง (Position)", "เงินเดือน (Salary)",
                  "ค่าล่วงเวลา (OT)", "หักประกันสังคม 5% (SSO)", "รับสุทธิ (Net pay)"])
    for name, nick, job, salary, ot, sso in PAYROLL:
        sheet.append([name, nick, job, salary, ot, sso, salary + ot - sso])
    totals = [sum(row[i] for row in PAYROLL) for i in (3, 4, 5)]
    sheet.append(["รวม (Total)", "", ""] + totals + [totals[0] + totals[1] - totals[2]])
    for column in range(4, 8):
        money_format(sheet, column)
    details = book.create_sheet("ข้อมูลพนักงาน")
    for row in STAFF_DETAILS:
        details.append(list(row))
    book.save(path)


TARIFF_HEADERS = ("บริการ (Service)", "หน่วย (Unit)", "ราคา 2568 (THB)", "ราคา 2567 (THB)", "หมายเหตุ (Note)")
TARIFF = {
    "Import ขาเข้า": [
        ("ค่าพิธีการศุลกากรขาเข้า FCL", "ต่อใบขน", 3500, 3200, ""),
        ("ค่าพิธีการศุลกากรขาเข้า LCL", "ต่อใบขน", 2800, 2500, ""),
        ("ค่าพิธีการขาเข้าทางอากาศ (Air)", "ต่อใบขน", 2500, 2300, "สุวรรณภูมิ"),
        ("ค่าเดินเอกสาร / ขอ D/O", "ต่อ B/L", 1000, 900, ""),
        ("ค่าเข้าร่วมตรวจปล่อย (ใบขนแดง)", "ต่อครั้ง", 1500, 1500, ""),
        ("ค่ายื่นขอคืนอากร / Form E ย้อนหลัง", "ต่อเรื่อง", 3000, 2500, ""),
    ],
    "Export ขาออก": [
        ("ค่าพิธีการศุลกากรขาออก + ใบขน", "ต่อใบขน", 2500, 2200, ""),
        ("ค่าขอ C/O (Form D / E / JTEPA)", "ต่อชุด", 500, 450, ""),
        ("ค่าเปิด B/L", "ต่อชุด", 1400, 1300, ""),
        ("ค่าประสานงานรมยาตู้ (Fumigation)", "ต่อตู้", 800, 800, "ไม่รวมค่ารมยา"),
        ("ค่า VGM / ชั่งน้ำหนักตู้", "ต่อตู้", 350, 300, ""),
    ],
}


def _tariff(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in TARIFF.items():
        sheet = book.create_sheet(title)
        sheet.append([f"อัตราค่าบริการ Siam Anchor Shipping - {title} (ไม่รวม VAT 7%)"])
        sheet.append(list(TARIFF_HEADERS))
        for row in rows:
            sheet.append(list(row))
        money_format(sheet, 3)
        money_format(sheet, 4)
    book.save(path)


JOBS_OCT = """# Job list October 2025 - Siam Anchor

| Job no. | Customer | Type | Port | Containers | TEU | Service fee (THB) | Note |
|---|---|---|---|---|---|---|---|
| SA-2510-01 | Chonburi Auto Parts | Import | LCB | 1 x 40'HC | 2 | 9,800 | |
| SA-2510-02 | ไทยพัฒน์ฟู้ดส์ | Export | LCB | 3 x 20' | 3 | 14,250 | Kobe |
| SA-2510-03 | บ้านบึงเฟอร์นิเจอร์ | Export | LCB | 1 x 40' | 2 | 7,900 | fumigation |
| SA-2510-04 | ศรีราชาสตีลเวิร์ค | Import | LCB | LCL 4 cbm | 0 | 4,300 | |
| SA-2510-05 | แหลมทองซีฟู้ด | Export | LCB | 2 x 20' reefer | 2 | 9,600 | |
| SA-2510-06 | Chonburi Auto Parts | Import | LCB | 1 x 20' | 1 | 6,200 | red line, inspected 6 Oct |
| SA-2510-07 | ไทยพัฒน์ฟู้ดส์ | Export | LCB | 2 x 20' | 2 | 9,500 | |
| SA-2510-08 | Easy Home Decor | Import | BKK air | 320 kg | 0 | 4,800 | |
| SA-2510-09 | ศรีราชาสตีลเวิร์ค | Import | LCB | 1 x 40' | 2 | 8,700 | |
| SA-2510-10 | บ้านบึงเฟอร์นิเจอร์ | Export | LCB | 2 x 40'HC | 4 | 11,600 | |
| SA-2510-11 | Chonburi Auto Parts | Import | LCB | 1 x 20' | 1 | 5,900 | |
| SA-2510-12 | แหลมทองซีฟู้ด | Export | LCB | LCL 6 cbm | 0 | 3,900 | red line, inspected 27 Oct |

Summary: 12 jobs (6 import, 6 export), 19 TEU in all.
Service fees billed 96,450 THB (advances such as duty, VAT and shipping line charges not included).
Two red-line inspections (SA-2510-06 and SA-2510-12), no penalty.
Small work without a job number (amending entries, duty refunds) is booked separately in the monthly book.
"""

# ---------------------------------------------------------------- licences, office
CUSTOMS_LETTER = [
    "กรมศุลกากร สำนักงานศุลกากรท่าเรือแหลมฉบัง",
    "ที่ กค 0515(3)/4128",
    "30 ตุลาคม 2568",
    "เรื่อง แจ้งการต่ออายุใบอนุญาตและบัตรตัวแทนออกของ",
    "เรียน นายวีรพล แสงอรุณ หจก. สยามแองเคอร์ ชิปปิ้ง",
    "ตามที่ท่านเป็นผู้ได้รับอนุญาตเป็นตัวแทนออกของ บัตรเลขที่ 2-0457-2563 ซึ่งจะหมดอายุในวันที่ "
    "31 ธันวาคม 2568 นั้น",
    "หากประสงค์จะต่ออายุ ขอให้ยื่นคำขอผ่านระบบ e-Customs ภายในวันที่ 1 ธันวาคม 2568 "
    "พร้อมหลักฐานการผ่านการอบรมหลักสูตรทบทวนความรู้ตัวแทนออกของไม่น้อยกว่า 12 ชั่วโมง",
    "ค่าธรรมเนียมการต่ออายุบัตรตัวแทนออกของ 1,000 บาท และบัตรผ่านพิธีการสำหรับพนักงานออกของ คนละ 200 บาท",
    "สำหรับพนักงานออกของในสังกัดของท่าน นางสาวศิริพร มั่นคง บัตรผ่านพิธีการจะหมดอายุวันที่ 15 มกราคม 2569",
    "อนึ่ง ในรอบปี 2568 ตรวจพบการสำแดงพิกัดศุลกากรคลาดเคลื่อน 1 ครั้ง "
    "(ใบขนสินค้าขาเข้าเลขที่ A0021 6808 01177) ขอให้ท่านกำชับพนักงานให้ตรวจสอบพิกัดก่อนยื่นใบขนสินค้า",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายประสิทธิ์ วงศ์ทอง นักวิชาการศุลกากรชำนาญการพิเศษ ปฏิบัติราชการแทนผู้อำนวยการสำนักงานศุลกากรท่าเรือแหลมฉบัง",
]
TFCBA_NOTICE = [
    "THAI FORWARDERS AND CUSTOMS BROKERS ASSOCIATION (TFCBA)\n"
    "Secretariat: 1/9 Bangna-Trad Road km 3, Bangkok 10260  |  www.tfcba.or.th\n"
    "\n"
    "3 November 2025\n"
    "MEMBERSHIP RENEWAL 2026 - INVOICE No. TF-2026-0318\n"
    "\n"
    "Member: Siam Anchor Shipping Ltd., Part. (member no. TF-E-0318)\n"
    "Attn: Mr. Weerapon Saengarun, managing partner\n"
    "Category: Ordinary member, small company (up to 10 staff)\n"
    "\n"
    "Annual fee 2026 ..................................... 5,000.00 THB\n"
    "VAT 7% ................................................. 350.00 THB\n"
    "Total .................................................. 5,350.00 THB\n"
    "\n"
    "EARLY RENEWAL: pay by 15 Dec 2025 and the fee is 4,500.00 + VAT 315.00 = 4,815.00 THB.\n"
    "Renewals received after 31 Jan 2026 must pay the entrance fee of 2,000.00 THB again.\n"
    "\n"
    "Member benefits in 2026:\n"
    "- 2 free seats at the seminar 'e-Customs changes for 2026', 19 Dec 2025, Pattaya\n"
    "- member rate for the FIATA diploma course: 18,000 THB instead of 24,000 THB\n"
    "- monthly rate and regulation bulletin, legal hotline\n"
    "\n"
    "Pay by transfer to Bangkok Bank, account TFCBA 101-4-77231-9, and send the slip to\n"
    "member@tfcba.or.th quoting your member number.",
]
OFFICE_LEASE = [
    "สัญญาเช่าพื้นที่สำนักงาน",
    "ทำที่ อาคารศรีราชาพลาซ่า เลขที่ 88/19 ถ.สุขุมวิท ต.ศรีราชา อ.ศรีราชา จ.ชลบุรี วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นางวันเพ็ญ ชัยมงคล  ผู้เช่า: หจก. สยามแองเคอร์ ชิปปิ้ง โดย นายวีรพล แสงอรุณ หุ้นส่วนผู้จัดการ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องเลขที่ 204 ชั้น 2 พื้นที่ 62 ตารางเมตร พร้อมที่จอดรถ 2 คัน "
    "เพื่อใช้เป็นสำนักงาน",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2570",
    "ข้อ 3. ค่าเช่าเดือนละ 18,000 บาท (หนึ่งหมื่นแปดพันบาทถ้วน) ในปีที่ 1 และปีที่ 2 "
    "ปีที่ 3 (ปี 2570) เดือนละ 18,900 บาท ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 54,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ค่าไฟฟ้าคิดตามมิเตอร์หน่วยละ 7 บาท ค่าน้ำประปาเหมาจ่ายเดือนละ 200 บาท",
    "ข้อ 7. หากผู้เช่าประสงค์จะเลิกสัญญาก่อนกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน "
    "และผู้ให้เช่ามีสิทธิริบเงินประกันกึ่งหนึ่ง",
    "ข้อ 8. ผู้เช่าจะติดป้ายชื่อบริษัทได้ที่หน้าห้องและที่ป้ายรวมชั้นล่างเท่านั้น",
    "ลงชื่อ วันเพ็ญ ชัยมงคล ผู้ให้เช่า    ลงชื่อ วีรพล แสงอรุณ ผู้เช่า    พยาน กมลวรรณ แสงอรุณ",
]
CHECKLIST = """# checklist เอกสารนำเข้า (ส่งให้ลูกค้าใหม่)

- Commercial invoice (ลงชื่อ ราคา Incoterms ชัด)
- Packing list (น้ำหนักสุทธิ/รวม ขนาด)
- B/L หรือ Air waybill
- Form E / Form D / JTEPA ถ้าจะใช้สิทธิ์ลดอากร (ต้องมาก่อนยื่นใบขน)
- ใบอนุญาต อย. / มอก. / กรมวิชาการเกษตร ถ้าสินค้าต้องขอ
- Catalog หรือสเปกสินค้า สำหรับเช็คพิกัด
- หนังสือมอบอำนาจ + สำเนาหนังสือรับรองบริษัท (ไม่เกิน 6 เดือน)
- ลงทะเบียนผู้นำเข้า (Paperless) ก่อนงานแรก

เวลาที่ใช้: เอกสารครบ ตู้ถึง -> ปล่อยได้ 1-2 วันทำการ (ใบขนเขียว)
"""
TEAM_CHAT = """[6 ต.ค. 68 08:10] แพร: ตู้ Chonburi Auto Parts job 06 โดนใบขนแดงค่ะ เปิดตรวจบ่ายนี้
[6 ต.ค. 68 08:12] พี่เอก: เบียร์ไปช่วยแพรที่ท่านะ เอาสเปกสินค้าไปด้วย
[6 ต.ค. 68 16:45] แพร: ตรวจผ่านแล้วค่ะ ไม่มีปรับ
[20 ต.ค. 68 17:30] มด: เงินเดือนเดือนนี้ออก 31 ต.ค. นะคะ ใครมี OT ส่งใบมาก่อนวันที่ 25
[24 ต.ค. 68 19:05] เบียร์: OT ผม 1,850 ครับ รอตู้ดึก 3 คืน
[24 ต.ค. 68 19:20] ลุงคิด: ของลุง 2,150 นะมด
[27 ต.ค. 68 11:00] แพร: LCL แหลมทอง job 12 แดงอีกแล้วค่ะ ตรวจเสร็จ 3 โมง
[28 ต.ค. 68 10:15] ต้อม: เจ๊หมุยส่ง invoice กับ packing list ตู้โอซาก้ามาแล้วครับ
[30 ต.ค. 68 09:00] พี่เอก: บัตรตัวแทนออกของพี่หมดสิ้นปี ต้องอบรมให้ครบ 12 ชม. ใครเห็นคอร์สส่งมานะ
"""


def _profile_slides() -> list[tuple[str, str]]:
    return [
        ("Siam Anchor Shipping", "Customs clearance and freight forwarding - Si Racha, Chon Buri\n"
                                 "Licensed customs broker since 2020"),
        ("What we do", "Import and export customs clearance at Laem Chabang and Suvarnabhumi\n"
                       "FCL / LCL sea freight to Japan, China and ASEAN\n"
                       "Container trucking through partner hauliers"),
        ("2024 in numbers", "1,184 customs entries\n388 TEU handled\n46 regular customers"),
        ("Partners", "Naniwa Global Logistics (Osaka)\nPacific Crest Line\nEastern Seaboard hauliers"),
        ("Contact", "Weerapon (Ake) Saengarun 081-745-2290\nake@siamanchor.co.th  LINE @siamanchor"),
    ]


def _q3_slides() -> list[tuple[str, str]]:
    q3 = sum(sum(column[6:9]) for column in INCOME_2568)
    return [
        ("สรุปงานไตรมาส 3 ปี 2568", "ประชุมทีม Siam Anchor  8 ตุลาคม 2568"),
        ("รายรับ ก.ค.-ก.ย. 2568", f"รายรับรวมไตรมาส 3 = {q3:,} บาท\nเดือนที่ดีที่สุด ส.ค. "
                                  "(ลูกค้าส่งออกเร่งก่อนปลายปี)"),
        ("ปัญหาที่เจอ", "ใบขนแดง 5 ครั้ง\nค่าเสียเวลาตู้ (demurrage) งานบ้านบึง 2 วัน\nค่าลากตู้ขึ้นตามราคาดีเซล"),
        ("เป้าไตรมาส 4", "ลูกค้าส่งออกญี่ปุ่นเพิ่ม 1 ราย\nเก็บหนี้ค้างเกิน 30 วันให้หมด\nหาเจ้าลากตู้สำรองอีก 1 เจ้า"),
    ]


# ---------------------------------------------------------------- household
def _water_bill(month: str, reading_date: str, meter: str, used: int, water: str, vat: str, total: str,
                due: str) -> list[str]:
    return [
        "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Si Racha Branch\n"
        "WATER BILL / INVOICE\n"
        "Customer: Mr. Weerapon Saengarun\n"
        "Address: 45/12 Moo 4, Surasak, Si Racha, Chon Buri 20110\n"
        "Account no. 11180277034    Residential, meter 1/2 inch\n"
        f"Billing month: {month}    Reading date: {reading_date}\n"
        f"Meter: {meter}    Water used: {used} m3\n"
        f"Water charge {water}   Service charge 30.00   VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PWA offices, Counter Service, or the PWA 1662 app.",
    ]


PWA_AUG = _water_bill("August 2025", "22 Aug 2025", "1,482 -> 1,509", 27, "352.10", "26.75", "408.85",
                      "5 Sep 2025")
PWA_SEP = _water_bill("September 2025", "22 Sep 2025", "1,509 -> 1,540", 31, "411.40", "30.90", "472.30",
                      "6 Oct 2025")
PWA_OCT = _water_bill("October 2025", "22 Oct 2025", "1,540 -> 1,569", 29, "381.70", "28.82", "440.52",
                      "5 Nov 2025")
CAR_LOAN = [
    "SIAM AUTO FINANCE PUBLIC CO., LTD.\n"
    "Chon Buri branch - 211 Sukhumvit Road, Mueang Chon Buri 20000  Call centre 02-118-7700\n"
    "\n"
    "HIRE PURCHASE STATEMENT                    Statement date: 31 Oct 2025\n"
    "Hirer: Mr. Weerapon Saengarun          Contract no. SAF-CB-2022-118734\n"
    "Vehicle: Toyota Hilux Revo Double Cab 2.4 Prerunner, registration 4KK 5521 Chon Buri\n"
    "\n"
    "Amount financed ............................... 612,000.00 THB\n"
    "Term .......................................... 60 months\n"
    "Monthly installment (VAT included) ............ 12,870.00 THB\n"
    "Installments paid ............................. 38 of 60 (last paid 25 Oct 2025)\n"
    "Installments remaining ........................ 22\n"
    "Outstanding balance ........................... 283,140.00 THB\n"
    "Next due date ................................. 25 Nov 2025\n"
    "\n"
    "Early settlement: if you close the contract in November 2025 the estimated payoff\n"
    "amount is 259,660.00 THB (interest discount included). Call us for an exact figure.\n"
    "Late payment: a fee of 100 THB plus default interest is charged from the day after the due date.",
]
SCHOOL_INVOICE = [
    "SRIRACHA BILINGUAL SCHOOL\n"
    "119 Sukhumvit Road, Si Racha, Chon Buri 20110  Tel. 038-312-455  www.sbs.ac.th\n"
    "\n"
    "INVOICE - Semester 2, Academic Year 2025\n"
    "Invoice no. SBS-T2-25-0719              Date: 27 Oct 2025\n"
    "Student: Miss Panisa Saengarun    Grade 7 (M.1/3)    Student ID 66-0412\n"
    "Parent: Mr. Weerapon Saengarun\n"
    "\n"
    "Tuition fee ......................................... 38,500.00\n"
    "Bilingual programme fee ............................. 12,000.00\n"
    "Lunch and snacks .................................... 5,400.00\n"
    "Books and learning materials ........................ 3,250.00\n"
    "Educational trip (Kanchanaburi, 2 days) .............. 2,800.00\n"
    "TOTAL ............................................... 61,950.00 THB\n"
    "\n"
    "Please pay by 20 Nov 2025 at the school finance office or by QR code.\n"
    "A late fee of 100 THB per day is charged after the due date.\n"
    "Semester 2 starts on 3 Nov 2025.",
]
HOSPITAL_BILL = [
    "SRI RACHA MEDICAL CENTRE\n"
    "Eye Centre - 90 Jermjompol Road, Si Racha, Chon Buri 20110  Tel. 038-320-300\n"
    "\n"
    "FINAL BILL / RECEIPT No. SRMC-R-2510-22817          Date: 16 Oct 2025\n"
    "Patient: Mrs. Boonruen Saengarun, age 68         HN 57-004318\n"
    "Procedure: Phacoemulsification with intraocular lens (IOL), LEFT eye, day case\n"
    "Surgeon: Dr. Chayanin Rattanakul (Ophthalmology)\n"
    "\n"
    "Surgeon fee ......................................... 18,000.00\n"
    "Operating room and equipment ........................ 9,500.00\n"
    "Intraocular lens (monofocal) ........................ 22,000.00\n"
    "Medicines and eye drops ............................. 3,850.00\n"
    "Nursing and facility fee ............................ 4,200.00\n"
    "TOTAL CHARGES ....................................... 57,550.00 THB\n"
    "Paid by insurer (Muang Thong Life, policy MTL-HS-6620451) .. 40,000.00\n"
    "PAID BY PATIENT (credit card) ....................... 17,550.00 THB\n"
    "\n"
    "Follow-up visits: 23 Oct 2025 and 13 Nov 2025 at 9:00, Eye Centre, 3rd floor.\n"
    "Right eye: surgery planned for early 2026 after review.",
]
MOM_INSURANCE = [
    "บริษัท เมืองทองประกันชีวิต จำกัด (มหาชน)",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัย (ต่ออายุกรมธรรม์)",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณวีรพล แสงอรุณ (ผู้ชำระเบี้ย)",
    "ผู้เอาประกันภัย นางบุญเรือน แสงอรุณ อายุ 68 ปี  กรมธรรม์เลขที่ MTL-HS-6620451  แผนสุขภาพอุ่นใจ 2",
]
MOM_INSURANCE_TABLE = [
    ("รายการ", "ปีกรมธรรม์ 2568", "ปีกรมธรรม์ 2569"),
    ("ค่ารักษาผู้ป่วยใน (IPD) ต่อครั้ง", "300,000", "300,000"),
    ("ผ่าตัดผู้ป่วยนอก / ผ่าตัดเล็ก ต่อปี", "40,000", "40,000"),
    ("เบี้ยประกันภัยรายปี (บาท)", "24,900", "28,460"),
]
MOM_INSURANCE_BOTTOM = [
    "เบี้ยประกันปีกรมธรรม์ถัดไป 28,460 บาท ปรับตามช่วงอายุ 66-70 ปี และประวัติการเคลม",
    "ครบกำหนดชำระวันที่ 5 มกราคม 2569 ผ่อนชำระ 0% นาน 6 เดือนผ่านบัตรเครดิตได้",
    "ในปีกรมธรรม์นี้มีการเคลมผ่าตัดต้อกระจกตาซ้าย 40,000 บาท ใช้วงเงินผ่าตัดผู้ป่วยนอกครบแล้ว",
    "หากไม่ชำระภายในระยะเวลาผ่อนผัน 31 วัน กรมธรรม์จะสิ้นผลบังคับ",
    "ตัวแทน คุณจิราพร (เลขที่ตัวแทน 4410-2286) โทร 081-990-3174",
]
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค.68": [("ค่าน้ำ (Water)", 408.85, "PWA"), ("ค่าไฟ (Electricity)", 3120.45, "PEA"),
               ("เน็ต + มือถือ (Internet, phones)", 1299, ""), ("กับข้าว (Food)", 12400, ""),
               ("ผ่อน Revo (Car installment)", 12870, "งวด 36/60"), ("เรียนพิเศษใบเตย (Tutor)", 3200, "อังกฤษ+คณิต"),
               ("ยาเบาหวานแม่ (Mum's medicine)", 1450, ""), ("น้ำมันรถบ้าน (Petrol)", 3800, "")],
    "ก.ย.68": [("ค่าน้ำ (Water)", 472.30, "PWA"), ("ค่าไฟ (Electricity)", 3305.80, "PEA"),
               ("เน็ต + มือถือ (Internet, phones)", 1299, ""), ("กับข้าว (Food)", 12950, ""),
               ("ผ่อน Revo (Car installment)", 12870, "งวด 37/60"), ("เรียนพิเศษใบเตย (Tutor)", 3200, ""),
               ("ยาเบาหวานแม่ (Mum's medicine)", 1450, ""), ("น้ำมันรถบ้าน (Petrol)", 4100, ""),
               ("ชุดกีฬาสีใบเตย (Sports day)", 650, "")],
    "ต.ค.68": [("ค่าน้ำ (Water)", 440.52, "PWA"), ("ค่าไฟ (Electricity)", 2987.60, "PEA"),
               ("เน็ต + มือถือ (Internet, phones)", 1299, ""), ("กับข้าว (Food)", 12100, ""),
               ("ผ่อน Revo (Car installment)", 12870, "งวด 38/60"), ("เรียนพิเศษใบเตย (Tutor)", 3200, ""),
               ("ยาเบาหวานแม่ (Mum's medicine)", 1450, ""), ("น้ำมันรถบ้าน (Petrol)", 3950, ""),
               ("ผ่าตัดตาแม่ ส่วนที่ประกันไม่จ่าย (Mum's eye surgery)", 17550, "พี่แหม่มโอนคืน 8,775")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title}"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


TEXTS = {
    f"{BIZ}/ใบเสนอราคา Quotation/ลากตู้ Trucking/LINE_สทรัพย์ทวี_ลากตู้อมตะ.txt": ST_CHAT,
    f"{BIZ}/สายเรือ Agent/email_Naniwa Osaka_rates Nov2025.txt": NANIWA_EMAIL,
    f"{BIZ}/ลูกค้า/ศรีราชาสตีลเวิร์ค/โน้ตพิกัด 8458 เครื่องกลึง CNC.txt": HS_NOTE,
    f"{BIZ}/ลูกค้า/ไทยพัฒน์ฟู้ดส์/แชทไลน์_ไทยพัฒน์ฟู้ดส์_ตู้โอซาก้า.txt": MUY_CHAT,
    f"{BIZ}/Jobs/Job list Oct2025.md": JOBS_OCT,
    f"{BIZ}/Office/checklist เอกสารนำเข้า.md": CHECKLIST,
    f"{BIZ}/Office/แชทกลุ่ม_ทีมSA_ต.ค.68.txt": TEAM_CHAT,
    f"{HOME}/แม่/นัดหมอตาแม่.md": """# ตาแม่ (บุญเรือน แสงอรุณ)
- ต้อกระจกทั้งสองข้าง ตาซ้ายหนักกว่า หมอชญานิน ศูนย์จักษุ SRMC
- ผ่าตาซ้าย 16 ต.ค. 68 เสร็จแล้ว (ไปเช้ากลับเย็น) ประกันจ่าย 40,000 ที่เหลือเราจ่ายบัตร
- หยอดตา: ยาฆ่าเชื้อ วันละ 4 ครั้ง 2 สัปดาห์ / ยาลดอักเสบ วันละ 4 ครั้ง 1 เดือน ห้ามน้ำเข้าตา
- นัดหมอ 23 ต.ค. (ผ่านแล้ว) และ 13 พ.ย. 68 9 โมง ปุ้ยพาไป
- ตาขวา หมอว่าต้นปี 69 รอดูวงเงินประกันปีใหม่ก่อน
- ยาเบาหวานรับที่ รพ.ชลบุรี ทุก 3 เดือน
""",
    f"{HOME}/แชทไลน์_บ้านแสงอรุณ.txt": """[16 ต.ค. 68 15:20] ปุ้ย: แม่ผ่าตาเสร็จแล้วนะ เรียบร้อยดี บิลทั้งหมด 57,550 ประกันจ่าย 40,000 เรารูดบัตรไป 17,550
[16 ต.ค. 68 15:31] พี่แหม่ม: เดี๋ยวพี่โอนครึ่งนึง 8,775 นะเอก
[16 ต.ค. 68 19:02] เอก: ขอบคุณครับพี่แหม่ม แม่พักก่อนนะครับ อย่าเพิ่งดูทีวีนาน
[28 ต.ค. 68 20:15] ปุ้ย: ใบแจ้งค่าเทอมใบเตยเทอม 2 มาแล้ว มีค่าไปทัศนศึกษากาญจนบุรีด้วย จ่ายก่อน 20 พ.ย. นะ
[28 ต.ค. 68 20:20] ใบเตย: พ่อ หนูไปกาญฯ นะ เพื่อนไปกันหมดเลย
[28 ต.ค. 68 20:24] เอก: ไปได้ลูก
[6 พ.ย. 68 09:00] ปุ้ย: ประกันสุขภาพแม่ปีหน้าขึ้นอีกแล้วนะ ใบต่ออายุมาแล้ว
[6 พ.ย. 68 09:05] เอก: ผ่อนบัตร 0% 6 เดือนละกัน
[10 พ.ย. 68 18:40] แม่: 13 นี้ใครพาแม่ไปหาหมอ
[10 พ.ย. 68 18:42] ปุ้ย: ปุ้ยพาไปค่ะแม่
""",
    f"{HOME}/ทริปปีใหม่ เกาะล้าน ร่าง.md": """# ทริปปีใหม่ เกาะล้าน (ร่าง)
- 30 ธ.ค. - 1 ม.ค. เรือเฟอร์รี่จากท่าบาลีฮาย พัทยา
- ที่พัก 2 คืน คืนละ 2,400 ห้องครอบครัว ชวนพี่แหม่มด้วย
- แม่ไปได้ถ้าหมอโอเค (ตาขวายังไม่ผ่า)
- งบรวมประมาณ 12,000
""",
}
TODO = {"todo.md": """- ส่งเอกสารต่อบัตรตัวแทนออกของ + อบรม 12 ชม. ก่อน 1 ธ.ค.
- ทวงเสี่ยเปา บิลเดือน ส.ค.
- จ่ายค่าเทอมใบเตย ก่อน 20 พ.ย.
- จ่ายค่าสมาคม TFCBA ราคา early bird
- เลือกเจ้าลากตู้สำรอง (ส.ทรัพย์ทวี / Eastern Haulage)
- ตู้เจ๊หมุย เรือออก 14 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes = biz / "ใบเสนอราคา Quotation"
    trucking = quotes / "ลากตู้ Trucking"
    line, customers, books = biz / "สายเรือ Agent", biz / "ลูกค้า", biz / "บัญชี"
    licence, office = biz / "ใบอนุญาต License", biz / "Office"
    for folder in (trucking, line, customers / "ศรีราชาสตีลเวิร์ค", customers / "ไทยพัฒน์ฟู้ดส์", books,
                   biz / "Jobs", licence, office, home / "ค่าน้ำ PWA", home / "รถ Revo", home / "ใบเตย",
                   home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT_ไทยพัฒน์ฟู้ดส์_ตู้โอซาก้า_ร่าง.docx", OSAKA_DRAFT, OSAKA_DRAFT_TABLE,
               bottom=OSAKA_DRAFT_BOTTOM)
    write_docx(quotes / "QT_ไทยพัฒน์ฟู้ดส์_ตู้โอซาก้า_final v2.docx", OSAKA_FINAL, OSAKA_FINAL_TABLE,
               bottom=OSAKA_FINAL_BOTTOM)
    write_docx(trucking / "ใบเสนอราคา_ส.ทรัพย์ทวีทรานสปอร์ต_พ.ย.68.docx", ST_QUOTE, ST_QUOTE_TABLE,
               bottom=ST_QUOTE_BOTTOM)
    make_pdf(trucking / "EasternHaulage_quotation_Nov2025.pdf", EH_QUOTE)
    make_pdf(line / "PacificCrest_TaxInvoice_PCS-IV-2511-0457.pdf", PCS_INVOICE)
    write_docx(line / "ใบเสร็จ_แปซิฟิกเครสต์_RC68-11092.docx", PCS_RECEIPT, PCS_RECEIPT_TABLE,
               bottom=PCS_RECEIPT_BOTTOM)
    write_docx(customers / "ศรีราชาสตีลเวิร์ค" / "ใบแจ้งหนี้_ศรีราชาสตีลเวิร์ค_INV-SA68-0412.docx", STEEL_INVOICE,
               STEEL_INVOICE_TABLE, bottom=STEEL_INVOICE_BOTTOM)
    _receivables(customers / "ลูกหนี้ค้างชำระ_31Oct2025.xlsx")
    _book(books / "บัญชีรายรับรายจ่าย_SiamAnchor_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรายรับรายจ่าย_SiamAnchor_2567 (ปิดงบแล้ว).xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _payroll(books / "เงินเดือนพนักงาน_ต.ค.68.xlsx")
    write_docx(licence / "หนังสือกรมศุลกากร_ต่ออายุบัตรตัวแทนออกของ_2568.docx", CUSTOMS_LETTER)
    make_pdf(licence / "TFCBA_membership renewal 2026.pdf", TFCBA_NOTICE)
    write_docx(office / "สัญญาเช่าสำนักงาน ศรีราชาพลาซ่า ห้อง204.docx", OFFICE_LEASE)
    _tariff(office / "ราคาค่าบริการ_Tariff_2568.xlsx")
    write_slides(office / "Company profile SiamAnchor 2025 final.pptx", _profile_slides())
    write_slides(office / "สรุปงาน Q3-2568_ประชุมทีม.pptx", _q3_slides())
    make_pdf(home / "ค่าน้ำ PWA" / "PWA_water_Aug2025.pdf", PWA_AUG)
    make_pdf(home / "ค่าน้ำ PWA" / "PWA_water_Sep2025.pdf", PWA_SEP)
    make_pdf(home / "ค่าน้ำ PWA" / "ค่าน้ำ ต.ค.68.pdf", PWA_OCT)
    make_pdf(home / "รถ Revo" / "SiamAutoFinance_Revo_statement_Oct2025.pdf", CAR_LOAN)
    make_pdf(home / "ใบเตย" / "SBS_Term2_2025_invoice_Panisa.pdf", SCHOOL_INVOICE)
    make_pdf(home / "แม่" / "SRMC_final bill_BSaengarun_16Oct2025.pdf", HOSPITAL_BILL)
    write_docx(home / "แม่" / "ต่ออายุประกันสุขภาพแม่_ปี2569.docx", MOM_INSURANCE, MOM_INSURANCE_TABLE,
               bottom=MOM_INSURANCE_BOTTOM)
    _house_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
