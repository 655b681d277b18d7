"""The ricefarmer folder: the papers of a Roi Et rice-farming family who mill and sell their own rice, written by code.

The owner is ประสิทธิ์ แก้วบุญเรือง (พี่สิทธิ์, Prasit Kaewbunruang) of "ข้าวหอมแม่ดวน" (Mae Duan Jasmine Rice),
88 หมู่ 4 ต.กู่กาสิงห์ อ.เกษตรวิสัย จ.ร้อยเอ็ด. The family farms 60 ไร่ of ข้าวหอมมะลิ 105 in ทุ่งกุลาร้องไห้, mills it
in their own small mill (and mills for neighbours for a fee), sells milled rice retail and wholesale, sells surplus
paddy to a big mill, and hires out their Kubota M7040 tractor (bought with a ธ.ก.ส. loan). His wife ลำดวน (ดวน,
แม่ดวน) packs and sells the rice; their daughter ด.ญ.กนกพร (น้องข้าวหอม) is in ม.2; his mother ทองใบ (แม่ใหญ่) had a
cataract operation; his sister พี่นาง works in Bangkok. It is late November 2568 (2025).

Documents/ข้าวหอมแม่ดวน/ (the business)
- ขายข้าว/ใบเสนอราคา_สหกรณ์ครู_ปีใหม่67.docx: last year's gift-rice quote QT-67-011 (8 พ.ย. 2567) to สหกรณ์ออมทรัพย์
  ครูร้อยเอ็ด: 5 กก. 700 x 240 = 168,000 + ไรซ์เบอร์รี่ 300 x 70 = 21,000, total 189,000.
- ขายข้าว/ใบเสนอราคา ข้าวของขวัญ สหกรณ์ครูร้อยเอ็ด_ร่าง.docx: draft QT-68-015 (5 พ.ย. 2568): 5 กก. 800 x 260 =
  208,000 + ไรซ์เบอร์รี่ 400 x 75 = 30,000, total 238,000 (never sent).
- ขายข้าว/ใบเสนอราคา ข้าวของขวัญ สหกรณ์ครูร้อยเอ็ด_final v2.docx: the final sent to คุณวิไลวรรณ ภูสีดาว (10 พ.ย.
  2568): 900 x 255 = 229,500 + 400 x 70 = 28,000 + logo printing 1,300 x 4.50 = 5,850, total 263,350, deposit 30%
  79,005, balance 184,345, delivery 15 ธ.ค. 2568.
- ขายข้าว/แชทไลน์_สหกรณ์ครู_ข้าวของขวัญปีใหม่.txt: LINE chat with ต่าย (วิไลวรรณ): budget 250,000; 258,850 and
  253,000 offered; settled 900 x 245 + 28,000, logo free = 248,500, deposit 74,550 transferred 18 พ.ย., balance
  173,950.
- ขายข้าว/ราคาข้าวสาร_ปลีก-ส่ง_ต.ค.68.xlsx: price list, two sheets (retail: หอมมะลิ 1 กก. 60, 5 กก. 270,
  ไรซ์เบอร์รี่ 85; wholesale: 5 กก. 245, กระสอบ 50 กก. 2,150, ข้าวกล้อง 62, ไรซ์เบอร์รี่ 68, รำ 11.50/กก.).
- ขายข้าว/email_GreenBasket_Dec order_19-11-2025.txt: English email from Nicha of Green Basket Organic Market,
  Bangkok: 300 brown jasmine 1 kg x 62 = 18,600 + 200 riceberry x 68 = 13,600, total 32,200, deliver by 5 Dec 2025,
  paid 30 days after delivery, reply by 26 Nov 2025.
- ขายข้าว/ออเดอร์ข้าวสาร_รอบส่ง 22 พ.ย.68.md: one local delivery round, 6 customers, 13,310 in all, 5,240 unpaid.
- Accounts/บัญชีโรงสี_2568.xlsx: this year's book, two sheets (income by month: milled rice, bran and husk,
  milling fee, tractor hire; expenses by month: mill power, paddy bought, bags, diesel, wages, repairs), ม.ค.-ต.ค.
  (tractor hire ก.ค. 38,450).
- Accounts/บัญชีโรงสี_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (wages มี.ค. 17,250).
- โรงสี/PEA bill mill Sep2025.pdf (2,140 kWh, 10,197.41, due 10 Oct 2025) and PEA bill mill Oct2025.pdf (2,655 kWh,
  12,571.06, due 10 Nov 2025): English electricity bills of the mill.
- โรงสี/Invoice_IsanRiceMachinery_INV-2568-1107.pdf: English invoice (14 Nov 2025) for husker rollers, a
  polishing screen, belts and labour: 11,720.00 + VAT 820.40 = 12,540.40, less deposit 3,000.00, balance 9,540.40
  due 30 Nov 2025.
- โรงสี/ใบเสร็จ_อีสานไรซ์แมชชีนเนอรี่_RE6811-088.docx: the Thai receipt of the same invoice: 9,540.40 received
  21 พ.ย. 2568.
- โรงสี/คนงานโรงสี_ค่าแรง_พ.ย.68.xlsx: four mill workers by name and nickname, daily wage and days, 31,040 in all.
- โรงสี/TKR_GI_inspection_notice_2025.pdf: Thung Kula Ronghai GI committee notice: inspection 4 Dec 2025, annual
  fee 1,500 by 30 Nov 2025, 5,000 labels at 0.35 = 1,750, quota 9,500 kg.
- นา/บันทึกเกี่ยวข้าว_นาปี68.md: harvest log, three plots, 60 ไร่, 31,400 kg (523 kg/ไร่), combine 36,000; 12,000 kg
  kept for the mill, 1,400 kg seed, 18,000 kg to sell.
- นา/ใบเสนอราคาปุ๋ย_เจริญชัยการเกษตร.docx: Thai fertiliser quote: 16-20-0 40 x 890, urea 20 x 850, organic 60 x
  320, total 71,800 (no VAT, free delivery).
- นา/Quotation_NEAgro_fertilizer_Nov2025.pdf: English quote for the same: 70,300 + VAT 4,921.00 + delivery 800.00 =
  76,021.00.
- นา/LINE_โรงสีไทยเจริญ_ขายข้าวเปลือก.txt: chat with เจ๊หงษ์: 11,500, 12,500, 11,800, 12,300 offered; settled 12,100
  a tonne for about 18 tonnes, truck comes 25 พ.ย.
- นา/สูตรน้ำหมักไล่หอยเชอรี่.md: a recipe.
- รถไถ Tractor/เรทรถไถรับจ้าง_ปี68.docx: rate card (ไถดะ 400, ไถแปร 350, ปั่นนา 450, ไถกลบตอซัง 380, +50 outside the
  tambon, last year's rates alongside).
- รถไถ Tractor/งานรถไถ_พ.ย.68.xlsx: November jobs (ลุงเปี๊ยก 22 ไร่ 8,360 unpaid, ผู้ใหญ่ชัย 30 ไร่ at 370 = 11,100
  ...), 85 ไร่, 33,260 in all, 16,460 unpaid; a diesel sheet (12,141.20).
- รถไถ Tractor/แชทไลน์_ไถกลบตอซัง_โนนสวรรค์.txt: chat with ผู้ใหญ่ชัย: 380 asked, 350, 375, 360; settled 370 x 30
  ไร่ = 11,100 paid 16/11/2568.
- รถไถ Tractor/Kubota_M7040_service_1500hr.pdf: dealer's reminder: 1,500-hour service, parts 5,750 + labour
  1,200 = 6,950, labour free if booked by 20 Dec 2025.
- แผนปี 2569 ข้าวหอมแม่ดวน.pptx: slides, next year's plan.
- ประชุมวิสาหกิจชุมชน_พ.ย.68.pptx: slides for the village rice group's meeting.

Documents/บ้าน/ (the household)
- Bills/AIS_Fibre_bill_Oct2025.pdf: internet bill 533.93 due 15 Nov 2025.
- ค่าเทอม/ค่าเทอม_ม.2_เทอม2-68.docx: school fee notice for กนกพร, 6,850 by 28 พ.ย. 2568.
- แม่ใหญ่/RoiEt_Pracharak_Hospital_invoice_eye_Oct2025.pdf: English invoice, left-eye cataract surgery 22 Oct
  2025, 41,700 (deposit 10,000, paid 31,700), right eye planned 14 Jan 2026 about 42,000.
- แม่ใหญ่/นัดหมอแม่.md: notes on the mother's eyes.
- ประกัน/ต่อประกันรถ_Revo_68.docx: Revo renewal: class 1 16,870 (last year 17,450), class 2+ 8,950, pay by
  5 ธันวาคม 2568.
- เงินกู้ ธกส/BAAC_tractor loan statement_Nov2025.pdf: BAAC statement: outstanding 512,400.00, installment due
  30 Nov 2025 170,000.00 + 33,306.00 = 203,306.00.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), Revo loan 9,870.
- แชทไลน์_ครอบครัวแก้วบุญเรือง.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BIZ = "ข้าวหอมแม่ดวน"
TOP = ("ข้าวหอมแม่ดวน (โรงสีข้าวแก้วบุญเรือง) 88 หมู่ 4 ต.กู่กาสิงห์ อ.เกษตรวิสัย จ.ร้อยเอ็ด 45150 "
       "โทร 081-962-4417  LINE: kaewrice")

# ---------------------------------------------------------------- gift-rice quotes for the teachers' co-op
COOP_67 = [
    TOP,
    "ใบเสนอราคา  เลขที่ QT-67-011",
    "วันที่ 8 พฤศจิกายน 2567",
    "เรียน ฝ่ายสวัสดิการ สหกรณ์ออมทรัพย์ครูร้อยเอ็ด จำกัด",
    "เรื่อง ข้าวสารของขวัญปีใหม่สำหรับสมาชิก ปี 2568",
]
COOP_67_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวหอมมะลิ 105 ข้าวใหม่ ถุงสุญญากาศ 5 กก.", "700 ถุง", "240", "168,000"),
    ("ข้าวไรซ์เบอร์รี่ ถุง 1 กก.", "300 ถุง", "70", "21,000"),
    ("รวมทั้งสิ้น", "", "", "189,000"),
]
COOP_67_BOTTOM = ["รวมทั้งสิ้น 189,000 บาท (หนึ่งแสนแปดหมื่นเก้าพันบาทถ้วน)", "ส่งของภายใน 20 ธันวาคม 2567",
                  "ลงชื่อ ประสิทธิ์ แก้วบุญเรือง"]
COOP_DRAFT = [
    TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-015",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน ฝ่ายสวัสดิการ สหกรณ์ออมทรัพย์ครูร้อยเอ็ด จำกัด ถ.เทวาภิบาล อ.เมืองร้อยเอ็ด",
    "เรื่อง ข้าวสารของขวัญปีใหม่สำหรับสมาชิก ปี 2569",
]
COOP_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวหอมมะลิ 105 ข้าวใหม่ ถุงสุญญากาศ 5 กก.", "800 ถุง", "260", "208,000"),
    ("ข้าวไรซ์เบอร์รี่ ถุง 1 กก.", "400 ถุง", "75", "30,000"),
    ("รวมทั้งสิ้น", "", "", "238,000"),
]
COOP_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 238,000 บาท (สองแสนสามหมื่นแปดพันบาทถ้วน)",
    "ร่าง ยังไม่ส่ง ถามดวนเรื่องถุงพิมพ์โลโก้สหกรณ์ก่อน",
]
COOP_FINAL = [
    TOP,
    "ใบเสนอราคา  เลขที่ QT-68-015 (แก้ไขครั้งที่ 2)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณวิไลวรรณ ภูสีดาว เจ้าหน้าที่สวัสดิการ สหกรณ์ออมทรัพย์ครูร้อยเอ็ด จำกัด",
    "เรื่อง ข้าวสารของขวัญปีใหม่สำหรับสมาชิก ปี 2569 (ข้าวหอมมะลิทุ่งกุลาร้องไห้ มีตรา GI)",
]
COOP_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ข้าวหอมมะลิ 105 ข้าวใหม่ ถุงสุญญากาศ 5 กก.", "900 ถุง", "255", "229,500"),
    ("ข้าวไรซ์เบอร์รี่ ถุง 1 กก.", "400 ถุง", "70", "28,000"),
    ("พิมพ์โลโก้สหกรณ์บนถุง", "1,300 ถุง", "4.50", "5,850"),
    ("รวมทั้งสิ้น", "", "", "263,350"),
]
COOP_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 263,350 บาท (สองแสนหกหมื่นสามพันสามร้อยห้าสิบบาทถ้วน) ไม่มีภาษีมูลค่าเพิ่ม (ข้าวสารได้รับยกเว้น)",
    "เงื่อนไข: มัดจำ 30% = 79,005 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือ 184,345 บาท ชำระวันส่งของ",
    "ส่งของที่หอประชุมสหกรณ์ วันที่ 15 ธันวาคม 2568  ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ ประสิทธิ์ แก้วบุญเรือง ผู้เสนอราคา",
]

# ---------------------------------------------------------------- fertiliser quotes
CHAROEN_QUOTE = [
    "ร้านเจริญชัยการเกษตร ปุ๋ย ยา เมล็ดพันธุ์",
    "199 ถ.ร้อยเอ็ด-สุวรรณภูมิ ต.เกษตรวิสัย อ.เกษตรวิสัย จ.ร้อยเอ็ด โทร 043-589-112",
    "ใบเสนอราคา เลขที่ 68/447  วันที่ 12 พ.ย. 2568",
    "เรียน คุณประสิทธิ์ แก้วบุญเรือง",
    "เรื่อง ปุ๋ยสำหรับฤดูนาปี 2569 (จองล่วงหน้า)",
]
CHAROEN_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ปุ๋ยเคมี สูตร 16-20-0 กระสอบ 50 กก.", "40 กระสอบ", "890", "35,600"),
    ("ปุ๋ยยูเรีย 46-0-0 กระสอบ 50 กก.", "20 กระสอบ", "850", "17,000"),
    ("ปุ๋ยอินทรีย์อัดเม็ด กระสอบ 50 กก.", "60 กระสอบ", "320", "19,200"),
    ("รวมทั้งสิ้น", "", "", "71,800"),
]
CHAROEN_BOTTOM = [
    "รวมทั้งสิ้น 71,800 บาท (เจ็ดหมื่นหนึ่งพันแปดร้อยบาทถ้วน) ร้านไม่ได้จด VAT",
    "ส่งฟรีถึงบ้านในอำเภอเกษตรวิสัย จ่ายมัดจำ 20,000 ที่เหลือลงบัญชีไว้ จ่ายหลังเกี่ยวข้าวได้",
    "เฮียชัย (นายชัยวัฒน์ ตั้งเจริญ) 089-577-3410",
]
NEAGRO_QUOTE = [
    "NORTHEAST AGRO SUPPLY CO., LTD.\n"
    "Fertilisers and crop inputs - 45 Ratchakan Damnoen Road, Mueang Roi Et 45000  Tel. 043-511-820\n"
    "Tax ID 0455560004127\n"
    "QUOTATION No. NEA-QT-2511-0263        Date: 14 Nov 2025\n"
    "To: Mr. Prasit Kaewbunruang, Ku Ka Sing, Kaset Wisai, Roi Et\n"
    "Re: fertiliser for the 2026 wet-season rice crop\n"
    "\n"
    "Item                                   Qty         Unit price   Amount\n"
    "Compound fertiliser 16-20-0, 50 kg    40 bags       845.00    33,800.00\n"
    "Urea 46-0-0, 50 kg                    20 bags       820.00    16,400.00\n"
    "Organic fertiliser pellets, 50 kg     60 bags       335.00    20,100.00\n"
    "\n"
    "Subtotal                                                      70,300.00\n"
    "VAT 7%                                                         4,921.00\n"
    "Delivery to Kaset Wisai                                          800.00\n"
    "GRAND TOTAL                                                   76,021.00 THB\n"
    "\n"
    "Payment: 50% on order, 50% on delivery. Delivery within 5 working days.\n"
    "This quotation is valid until 15 Dec 2025.\n"
    "Sales: Wanchai (Chai) 086-340-2218",
]

# ---------------------------------------------------------------- mill papers
def _pea_bill(month: str, period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Kaset Wisai Office, Roi Et\n"
        f"ELECTRICITY BILL / NOTICE OF PAYMENT - {month}\n"
        "Account name: Mr. Prasit Kaewbunruang (Kaewbunruang Rice Mill)\n"
        "Address: 88 Moo 4, Ku Ka Sing, Kaset Wisai, Roi Et 45150\n"
        "Customer no. 020117640882   Small general service, 3-phase, rate 2.1.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 312.24  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.\n"
        "Late payment may lead to disconnection and a reconnection fee.",
    ]


PEA_SEP = _pea_bill("September 2025", "20 Aug 2025 - 19 Sep 2025", "48,316 -> 50,456", 2140, "8,795.40",
                    "422.65", "667.12", "10,197.41", "10 Oct 2025")
PEA_OCT = _pea_bill("October 2025", "20 Sep 2025 - 19 Oct 2025", "50,456 -> 53,111", 2655, "10,912.05",
                    "524.36", "822.41", "12,571.06", "10 Nov 2025")
MACHINERY_INVOICE = [
    "ISAN RICE MACHINERY CO., LTD.\n"
    "Rice mill parts and service - 120 Moo 7, Roi Et-Phon Thong Road, Mueang Roi Et 45000\n"
    "Tax ID 0455558001394   Tel. 043-527-604\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2568-1107\n"
    "Date: 14 Nov 2025                 Due date: 30 Nov 2025\n"
    "Customer: Kaewbunruang Rice Mill (Mr. Prasit Kaewbunruang), 88 Moo 4, Ku Ka Sing, Kaset Wisai\n"
    "\n"
    "Item                                        Qty       Unit price   Amount\n"
    "Rubber husker roller 10 inch (pair)        2 pairs    2,450.00     4,900.00\n"
    "Polishing screen, stainless                1 pc       3,800.00     3,800.00\n"
    "V-belt B-68                                4 pcs        380.00     1,520.00\n"
    "Technician labour, on site                 1 job      1,500.00     1,500.00\n"
    "\n"
    "Subtotal                                                          11,720.00\n"
    "VAT 7%                                                               820.40\n"
    "Total                                                             12,540.40\n"
    "Less deposit paid 7 Nov 2025                                      -3,000.00\n"
    "BALANCE DUE                                                        9,540.40 THB\n"
    "\n"
    "Please transfer to Krungthai Bank, Isan Rice Machinery Co., Ltd., account 412-0-77315-2.",
]
MACHINERY_RECEIPT = [
    "บริษัท อีสานไรซ์แมชชีนเนอรี่ จำกัด (สำนักงานใหญ่)",
    "120 หมู่ 7 ถ.ร้อยเอ็ด-โพนทอง อ.เมืองร้อยเอ็ด จ.ร้อยเอ็ด 45000  เลขประจำตัวผู้เสียภาษี 0455558001394",
    "ใบเสร็จรับเงิน  เลขที่ RE6811-088",
    "วันที่ 21 พ.ย. 2568",
    "ได้รับเงินจาก โรงสีข้าวแก้วบุญเรือง (คุณประสิทธิ์ แก้วบุญเรือง)",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2568-1107 ลงวันที่ 14/11/68",
]
MACHINERY_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "12,540.40"),
    ("หัก เงินมัดจำรับแล้ว 07/11/68", "3,000.00"),
    ("รับชำระครั้งนี้", "9,540.40"),
]
MACHINERY_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงไทย จำนวน 9,540.40 บาท (เก้าพันห้าร้อยสี่สิบบาทสี่สิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวพรทิพย์ สีหาวงษ์ ฝ่ายบัญชี",
]
GI_NOTICE = [
    "THUNG KULA RONGHAI THAI HOM MALI RICE - GI CONTROL COMMITTEE\n"
    "Roi Et Provincial Office  |  tkr-gi@roiet.go.th\n"
    "\n"
    "3 November 2025\n"
    "NOTICE OF ANNUAL GI INSPECTION\n"
    "\n"
    "To: Mr. Prasit Kaewbunruang, member no. TKR-RE-0718\n"
    "Farm: 60 rai, Ku Ka Sing, Kaset Wisai. Mill: Kaewbunruang Rice Mill.\n"
    "\n"
    "Your farm and mill will be inspected on 4 Dec 2025 at 9:00.\n"
    "Please have ready: field records for the 2025 wet-season crop, the milling log,\n"
    "sales records with buyers' names, and the label stock book.\n"
    "\n"
    "1. Annual membership fee: 1,500 THB, payable by 30 Nov 2025.\n"
    "2. GI label order for 2026: 5,000 labels at 0.35 THB = 1,750 THB.\n"
    "3. Your label quota for the 2025 crop is 9,500 kg of milled rice. Rice sold with the\n"
    "   GI label above the quota will be counted as a violation.\n"
    "4. Samples: 1 kg of milled rice will be taken for a 2AP aroma and purity test.\n"
    "\n"
    "Members who fail the inspection may not use the GI label for one year.\n"
    "Contact: Ms. Rattana Phonsawan, 043-518-245",
]

# ---------------------------------------------------------------- tractor papers
KUBOTA_NOTICE = [
    "ROI ET KASET YON CO., LTD. - Authorised Siam Kubota dealer\n"
    "211 Moo 2, Roi Et-Suwannaphum Road, Mueang Roi Et 45000  Tel. 043-515-330\n"
    "\n"
    "SERVICE REMINDER                                   Date: 10 Nov 2025\n"
    "Customer: Mr. Prasit Kaewbunruang, Kaset Wisai\n"
    "Tractor: Kubota M7040SU   Serial no. 71532   Delivered: Dec 2023\n"
    "Hour meter at last visit: 1,462 hours\n"
    "\n"
    "Your tractor is due for the 1,500-hour service:\n"
    "Engine oil 9 L ............................. 1,280.00\n"
    "Engine oil filter .......................... 420.00\n"
    "Fuel filters (2) ........................... 780.00\n"
    "Transmission / hydraulic oil 36 L .......... 2,450.00\n"
    "Air filter element ......................... 820.00\n"
    "Parts total ................................ 5,750.00\n"
    "Labour ..................................... 1,200.00\n"
    "TOTAL ...................................... 6,950.00 THB\n"
    "\n"
    "Year-end promotion: labour is free for services booked by 20 Dec 2025 (you pay 5,750.00).\n"
    "Mobile service at your farm: add 500 THB.\n"
    "Book with our service desk: Mr. Anan, 089-211-6047",
]
RATES_TABLE = [
    ("งาน", "ราคาปี 2568 (บาท/ไร่)", "ปี 2567 (บาท/ไร่)"),
    ("ไถดะ (ผาน 3)", "400", "350"),
    ("ไถแปร (ผาน 7)", "350", "320"),
    ("ปั่นนา / ตีดิน (โรตารี่)", "450", "420"),
    ("ไถกลบตอซัง", "380", "350"),
]
RATES_TOP = ["รถไถรับจ้าง คูโบต้า M7040 (ไถนา ปั่นนา ไถกลบ)", "ประสิทธิ์ แก้วบุญเรือง บ้านกู่กาสิงห์ โทร 081-962-4417",
             "อัตราค่าจ้าง ปี 2568"]
RATES_BOTTOM = [
    "นอกเขตตำบลกู่กาสิงห์ บวกเพิ่มไร่ละ 50 บาท  ขั้นต่ำ 5 ไร่ต่องาน",
    "ราคาขึ้นเพราะน้ำมันดีเซลขึ้น ลิตรละ 32 บาทกว่า",
    "จ่ายเงินสดหรือโอนหลังงานเสร็จ ลูกค้าประจำค้างได้ถึงขายข้าว",
]

# ---------------------------------------------------------------- household papers
AIS_BILL = [
    "AIS FIBRE - ADVANCED WIRELESS NETWORK CO., LTD.\n"
    "INVOICE / RECEIPT - October 2025\n"
    "Account name: Mrs. Lamduan Kaewbunruang   Account no. 8801-5572-09\n"
    "Address: 88 Moo 4, Ku Ka Sing, Kaset Wisai, Roi Et 45150\n"
    "Package: Power4 Fibre 500/500 Mbps\n"
    "Monthly fee (1 Oct 2025 - 31 Oct 2025) ........ 499.00\n"
    "VAT 7% ......................................... 34.93\n"
    "TOTAL AMOUNT DUE .............................. 533.93 THB\n"
    "Due date: 15 Nov 2025\n"
    "Pay by myAIS app, 7-Eleven or bank transfer.",
]
SCHOOL_FEES = (
    ["โรงเรียนเกษตรวิสัย อ.เกษตรวิสัย จ.ร้อยเอ็ด", "ใบแจ้งค่าใช้จ่ายการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.กนกพร แก้วบุญเรือง  ชั้น ม.2/4 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 28417"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษา", "1,500"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "3,500"),
     ("ค่าคอมพิวเตอร์", "400"), ("ค่าประกันอุบัติเหตุ", "250"), ("ค่ากิจกรรมเข้าค่ายวิทยาศาสตร์", "1,200"),
     ("รวม", "6,850")],
    ["รวมทั้งสิ้น 6,850 บาท กรุณาชำระภายในวันที่ 28 พฤศจิกายน 2568",
     "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธ.ก.ส. สาขาเกษตรวิสัย แล้วส่งสลิปให้ครูประจำชั้น",
     "ค่ายวิทยาศาสตร์ 12-13 ธันวาคม 2568 ที่มหาวิทยาลัยราชภัฏร้อยเอ็ด"],
)
HOSPITAL_INVOICE = [
    "ROI ET PRACHARAK HOSPITAL\n"
    "Eye Centre - 99 Suriyadet Bamrung Road, Mueang Roi Et 45000  Tel. 043-519-900\n"
    "\n"
    "INVOICE / RECEIPT No. RP-68-102277                  Date: Oct 22, 2025\n"
    "Patient: Mrs. Thongbai Kaewbunruang, age 72        HN 67-08813\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye (day case)\n"
    "Surgeon: Dr. Supaporn Inthasorn\n"
    "\n"
    "Surgeon and operating room ............................ 18,500.00\n"
    "Intraocular lens (monofocal) ........................... 14,800.00\n"
    "Day-care room ........................................... 2,500.00\n"
    "Medicines and eye drops ................................. 3,650.00\n"
    "Eye examination and laboratory .......................... 2,250.00\n"
    "TOTAL ................................................... 41,700.00 THB\n"
    "Less deposit paid 15 Oct 2025 ......................... -10,000.00\n"
    "PAID TODAY (cash) ...................................... 31,700.00 THB\n"
    "\n"
    "Follow-up: 5 Nov 2025 at 9:30, Eye Centre, 2nd floor.\n"
    "Right eye: surgery planned 14 Jan 2026, estimated cost 42,000 THB.\n"
    "Use the eye drops 4 times a day for 4 weeks. Do not rub the eye or lift heavy things.",
]
CAR_INSURANCE = [
    "บริษัท ไทยสมุทรประกันภัย จำกัด (มหาชน) สาขาร้อยเอ็ด",
    "หนังสือแจ้งเตือนการต่ออายุกรมธรรม์ประกันภัยรถยนต์",
    "วันที่ 7 พฤศจิกายน 2568",
    "เรียน คุณประสิทธิ์ แก้วบุญเรือง",
    "รถยนต์ TOYOTA HILUX REVO SMART CAB 2.4 ทะเบียน บธ 5527 ร้อยเอ็ด  กรมธรรม์เดิมเลขที่ TS-67-2208814 "
    "สิ้นสุดความคุ้มครอง 9 ธันวาคม 2568",
]
CAR_INSURANCE_TABLE = [
    ("แผนประกัน", "ทุนประกัน (บาท)", "เบี้ยประกันรวมภาษีและอากร (บาท)"),
    ("ชั้น 1 (แผนเดิม) ซ่อมอู่", "520,000", "16,870"),
    ("ชั้น 2+ ซ่อมอู่", "400,000", "8,950"),
    ("ปีที่แล้ว ชั้น 1 (อ้างอิง)", "560,000", "17,450"),
]
CAR_INSURANCE_BOTTOM = [
    "เบี้ยประกันชั้น 1 ปีนี้ 16,870 บาท ลดลงจากปีที่แล้วเพราะทุนประกันลดตามอายุรถ",
    "กรุณาชำระเบี้ยภายในวันที่ 5 ธันวาคม 2568 เพื่อให้ความคุ้มครองต่อเนื่อง ผ่อน 0% 4 เดือนได้ด้วยบัตรเครดิต",
    "ตัวแทน คุณอัมพร (ตัวแทนเลขที่ 4410-2276) โทร 087-226-1908",
]
BAAC_STATEMENT = [
    "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES (BAAC)\n"
    "Kaset Wisai Branch, Roi Et   Tel. 043-589-040\n"
    "\n"
    "LOAN STATEMENT AND NOTICE OF INSTALLMENT        Statement date: 15 Nov 2025\n"
    "Borrower: Mr. Prasit Kaewbunruang   Customer no. 0205-118-3316\n"
    "Loan no. 0205-6610-4471   Purpose: purchase of Kubota M7040SU tractor with rotary tiller\n"
    "Loan amount 680,000.00 THB, drawn 20 Dec 2023, term 4 years, interest 6.50% a year\n"
    "Guarantor: Mr. Wichai Khamma\n"
    "\n"
    "Payments so far:  30 Nov 2024  principal 167,600.00  interest 44,200.00\n"
    "Outstanding principal at 15 Nov 2025: 512,400.00 THB\n"
    "\n"
    "INSTALLMENT DUE 30 Nov 2025:\n"
    "  Principal ............................... 170,000.00\n"
    "  Interest (6.50% on 512,400.00) ........... 33,306.00\n"
    "  TOTAL DUE ............................... 203,306.00 THB\n"
    "Outstanding principal after this payment: 342,400.00 THB\n"
    "\n"
    "Late payment: an extra 3% a year is charged on the overdue amount.\n"
    "Pay at any BAAC branch or by transfer through the A-Mobile app.",
]

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ขายข้าวสาร (Milled rice)", "รำ/แกลบ/ปลายข้าว (Bran, husk)",
                  "ค่าจ้างสี (Milling fee)", "รถไถรับจ้าง (Tractor hire)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่าไฟโรงสี (Mill power)", "ข้าวเปลือกซื้อเพิ่ม (Paddy bought)",
                   "ถุง/บรรจุภัณฑ์ (Bags)", "น้ำมันดีเซล (Diesel)", "ค่าแรง (Wages)", "ซ่อมบำรุง (Repairs)",
                   "รวม (Total)"]
INCOME_2568 = [
    [96400, 88750, 92300, 84600, 79850, 76200, 71900, 68450, 73600, 81250],
    [8650, 7980, 8240, 7420, 6980, 6550, 6130, 5870, 6240, 7060],
    [12600, 10850, 9400, 7650, 6300, 5200, 4750, 4300, 5900, 14850],
    [0, 0, 4800, 18600, 46350, 52800, 38450, 12200, 3600, 9750],
]
EXPENSES_2568 = [
    [8920, 8150, 8460, 7730, 7210, 6880, 6540, 6310, 10197.41, 12571.06],
    [0, 0, 24500, 0, 0, 31200, 0, 0, 28800, 0],
    [4850, 3920, 5340, 3880, 3650, 4120, 3460, 3280, 3910, 5760],
    [2450, 2100, 3860, 7920, 14650, 16380, 12740, 5120, 2880, 6940],
    [18000, 18000, 18000, 16500, 16500, 16500, 16500, 16500, 18000, 21600],
    [0, 3450, 0, 12800, 2300, 0, 4150, 0, 0, 1850],
]
INCOME_2567 = [
    [82300, 79600, 84150, 76900, 70250, 66800, 63400, 60750, 64200, 70900, 98600, 112450],
    [7420, 7150, 7560, 6880, 6320, 5940, 5610, 5380, 5720, 6350, 8960, 9870],
    [11800, 9950, 8700, 7100, 5800, 4950, 4400, 4100, 5300, 13600, 18250, 16400],
    [0, 0, 3900, 15750, 41200, 47650, 35800, 10400, 2800, 8450, 24600, 6300],
]
EXPENSES_2567 = [
    [7860, 7420, 7690, 7050, 6580, 6240, 5980, 5760, 6120, 9340, 11860, 10950],
    [0, 22800, 0, 0, 0, 28400, 0, 0, 26100, 0, 0, 0],
    [4210, 3560, 4780, 3420, 3210, 3640, 3050, 2890, 3470, 5120, 7340, 8150],
    [2180, 1940, 3420, 7060, 13280, 14950, 11620, 4680, 2540, 6210, 12480, 4130],
    [16500, 16500, 17250, 15000, 15000, 15000, 15000, 15000, 16500, 19800, 24000, 21000],
    [2600, 0, 0, 9450, 0, 1800, 0, 0, 3250, 0, 5400, 0],
]


def _total(values) -> float:
    return round(sum(values), 2)


def _book(path: Path, year: str, income: list[list[float]], expenses: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับ โรงสีข้าวแก้วบุญเรือง / ข้าวหอมแม่ดวน ปี {year} (Monthly income {year}, THB)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [_total(row)])
    sheet.append(["รวม (Total)"] + [_total(column) for column in income] + [_total(map(_total, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่าย โรงสีข้าวแก้วบุญเรือง / ข้าวหอมแม่ดวน ปี {year} (Monthly expenses {year}, THB)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [_total(row)])
    sheet.append(["รวม (Total)"] + [_total(column) for column in expenses] + [_total(map(_total, expenses))])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


RETAIL = [
    ("สินค้า (Product)", "ขนาด (Size)", "ราคาปลีก (Retail, THB)"),
    ("ข้าวหอมมะลิ 105 ข้าวใหม่", "1 กก.", 60),
    ("ข้าวหอมมะลิ 105 ข้าวใหม่ ถุงสุญญากาศ", "5 กก.", 270),
    ("ข้าวกล้องหอมมะลิ", "1 กก.", 70),
    ("ข้าวไรซ์เบอร์รี่", "1 กก.", 85),
    ("ข้าวเหนียว กข6", "1 กก.", 45),
    ("ข้าวเหนียว กข6", "5 กก.", 210),
]
WHOLESALE = [
    ("สินค้า (Product)", "ขนาด (Size)", "ขั้นต่ำ (Minimum)", "ราคาส่ง (Wholesale, THB)"),
    ("ข้าวหอมมะลิ 105 ถุงสุญญากาศ", "5 กก.", "100 ถุง", 245),
    ("ข้าวหอมมะลิ 105 กระสอบ", "50 กก.", "5 กระสอบ", 2150),
    ("ข้าวกล้องหอมมะลิ", "1 กก.", "100 ถุง", 62),
    ("ข้าวไรซ์เบอร์รี่", "1 กก.", "100 ถุง", 68),
    ("ข้าวเหนียว กข6 กระสอบ", "50 กก.", "5 กระสอบ", 1680),
    ("ปลายข้าวหอมมะลิ กระสอบ", "50 กก.", "1 กระสอบ", 850),
    ("รำละเอียด (ต่อ กก.)", "กก.", "50 กก.", 11.50),
    ("แกลบ (ต่อกระสอบ)", "กระสอบ", "20 กระสอบ", 25),
]


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ปลีก Retail"
    sheet.append(["ราคาข้าวสาร ข้าวหอมแม่ดวน ราคาปลีก (ใช้ตั้งแต่ 1 ต.ค. 2568)"])
    for row in RETAIL:
        sheet.append(list(row))
    money_format(sheet, 3)
    sheet = book.create_sheet("ส่ง Wholesale")
    sheet.append(["ราคาข้าวสาร ข้าวหอมแม่ดวน ราคาส่ง (ใช้ตั้งแต่ 1 ต.ค. 2568) ส่งฟรีในอำเภอเกษตรวิสัย"])
    for row in WHOLESALE:
        sheet.append(list(row))
    money_format(sheet, 4)
    book.save(path)


WORKERS = [
    ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Job)", "ค่าแรง/วัน (Daily wage)", "วันทำงาน (Days)",
     "รวม (Total)", "หมายเหตุ (Note)"),
    ("นายบุญมี ดวงแก้ว", "ลุงมี", "คุมเครื่องสี", 400, 24, 9600, "เบิกล่วงหน้า 2,000 แล้ว"),
    ("นายสุริยา ไชยแสง", "บ่าวหนุ่ม", "แบกกระสอบ ขับรถส่งข้าว", 370, 22, 8140, ""),
    ("นางสาวจันทร์จิรา พลเยี่ยม", "น้องจ๋า", "บรรจุถุง ซีลสุญญากาศ", 350, 20, 7000, "มาช่วยแพ็กข้าวสหกรณ์ครู"),
    ("นางคำปุ่น ศรีสุวรรณ", "แม่ปุ่น", "คัดข้าว บรรจุถุง", 350, 18, 6300, ""),
]


def _workers(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง พ.ย.68"
    sheet.append(["ค่าแรงคนงานโรงสี 1-30 พ.ย. 2568 (Mill workers' wages, November 2025)"])
    for row in WORKERS:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in WORKERS[1:]), sum(r[5] for r in WORKERS[1:]), ""])
    money_format(sheet, 6)
    book.save(path)


JOBS = [
    ("ชื่อ-สกุล (Customer)", "ชื่อเล่น (Nickname)", "บ้าน (Village)", "งาน (Job)", "ไร่ (Rai)",
     "บาท/ไร่ (Rate)", "เป็นเงิน (Amount)", "สถานะ (Status)"),
    ("นายสมัย พรมมา", "ลุงเปี๊ยก", "กู่กาสิงห์", "ไถกลบตอซัง", 22, 380, 8360, "ค้าง จ่ายหลังขายข้าว"),
    ("นางบุญเรือง ศรีสุวรรณ", "ป้าแดง", "กู่กาสิงห์", "ไถกลบตอซัง", 15, 380, 5700, "จ่ายแล้ว 9/11"),
    ("นายทองดี แสนสุข", "พี่ทิด", "หนองแวง", "ปั่นนา", 10, 450, 4500, "ค้าง"),
    ("นายวิชัย คำมา", "ผู้ใหญ่ชัย", "โนนสวรรค์", "ไถกลบตอซัง", 30, 370, 11100, "โอนแล้ว 16/11"),
    ("นางสาวอรอุมา ภูผา", "เจ๊อ้อ", "ต.สระโพนทอง (นอกตำบล)", "ไถดะ", 8, 450, 3600, "ค้าง"),
]


def _jobs(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งาน พ.ย.68"
    sheet.append(["งานรถไถรับจ้าง พฤศจิกายน 2568 (Tractor jobs, November 2025)"])
    for row in JOBS:
        sheet.append(list(row))
    rows = JOBS[1:]
    unpaid = sum(r[6] for r in rows if r[7].startswith("ค้าง"))
    sheet.append(["รวม (Total)", "", "", "", sum(r[4] for r in rows), "", sum(r[6] for r in rows), ""])
    sheet.append(["ยังค้างจ่าย (Unpaid)", "", "", "", "", "", unpaid, "ลุงเปี๊ยก พี่ทิด เจ๊อ้อ"])
    money_format(sheet, 7)
    sheet = book.create_sheet("น้ำมัน Diesel")
    sheet.append(["วันที่ (Date)", "ลิตร (Litres)", "บาท/ลิตร (Price)", "เป็นเงิน (Amount)", "ปั๊ม (Station)"])
    fills = [("5/11/68", 120, 31.94, "ปตท. เกษตรวิสัย"), ("12/11/68", 150, 32.04, "บางจาก สระโพนทอง"),
             ("19/11/68", 110, 31.84, "ปตท. เกษตรวิสัย")]
    for date, litres, price, station in fills:
        sheet.append([date, litres, price, round(litres * price, 2), station])
    sheet.append(["รวม (Total)", sum(f[1] for f in fills), "", round(sum(f[1] * f[2] for f in fills), 2), ""])
    money_format(sheet, 3)
    money_format(sheet, 4)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1184.35, "PEA บ้าน"), ("ค่าน้ำประปาหมู่บ้าน (Water)", 160, ""),
                ("อินเทอร์เน็ต (Internet)", 533.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 8200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3400, "Revo"), ("ผ่อนรถ Revo (Car loan)", 9870, "งวดที่ 36/72"),
                ("ค่าขนม ค่ารถข้าวหอม (School allowance)", 2400, ""), ("ค่ายาแม่ใหญ่ (Mum's medicine)", 650, ""),
                ("ทำบุญ งานบวชหลานลุงมี (Merit)", 1000, "")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 1236.80, "PEA บ้าน"), ("ค่าน้ำประปาหมู่บ้าน (Water)", 150, ""),
                ("อินเทอร์เน็ต (Internet)", 533.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 8650, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3250, "Revo"), ("ผ่อนรถ Revo (Car loan)", 9870, "งวดที่ 37/72"),
                ("ค่าขนม ค่ารถข้าวหอม (School allowance)", 2400, ""), ("ค่ายาแม่ใหญ่ (Mum's medicine)", 650, ""),
                ("รองเท้านักเรียนข้าวหอม (School shoes)", 590, "")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 1108.62, "PEA บ้าน"), ("ค่าน้ำประปาหมู่บ้าน (Water)", 140, ""),
                ("อินเทอร์เน็ต (Internet)", 533.93, "AIS Fibre"), ("ค่ากับข้าว (Food)", 9100, "คนงานเกี่ยวข้าวกินด้วย"),
                ("ค่าน้ำมันรถ (Petrol)", 3900, "Revo"), ("ผ่อนรถ Revo (Car loan)", 9870, "งวดที่ 38/72"),
                ("ค่าขนม ค่ารถข้าวหอม (School allowance)", 2400, ""),
                ("มัดจำผ่าตาแม่ใหญ่ (Eye surgery deposit)", 10000, "15 ต.ค. รพ.ประชารักษ์"),
                ("ค่าผ่าตาแม่ใหญ่ส่วนที่เหลือ (Eye surgery balance)", 31700, "22 ต.ค. พี่นางช่วย 20,000")],
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


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(sum(column) for column in INCOME_2568)
    return [
        ("แผนปี 2569 ข้าวหอมแม่ดวน", "โรงสีข้าวแก้วบุญเรือง - plan for 2026\nประสิทธิ์ และ ลำดวน แก้วบุญเรือง  "
                                    "พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.-ต.ค. 2568 รวม {so_far:,} บาท\nนาปี 60 ไร่ ได้ข้าวเปลือก 31 ตันกว่า\n"
                         "ลูกค้าใหม่: Green Basket กรุงเทพฯ, สหกรณ์ครูสั่งเพิ่มเป็น 900 ถุง\n"
                         "ปัญหา: ลูกยางกะเทาะสึกเร็ว ค่าไฟโรงสีขึ้นช่วงสีข้าวใหม่"),
        ("เป้าหมายปี 2569", "ขายข้าวสารให้ได้ 1,200,000 บาท\nขายส่งกรุงเทพฯ เดือนละ 500 กก.\n"
                            "รถไถรับจ้างให้ได้ 800 ไร่"),
        ("ลงทุน", "เครื่องซีลสุญญากาศเครื่องที่สอง งบ 45,000 บาท\nโซลาร์เซลล์หลังคาโรงสี 10 kW ขอกู้ ธ.ก.ส."),
        ("หนี้ ธ.ก.ส.", "ค่างวดรถไถ ปิดให้ได้ภายในปี 2570\nงวดละประมาณ 200,000 บาท หลังขายข้าว"),
        ("มาตรฐาน", "ตรวจ GI ทุ่งกุลาร้องไห้ ธ.ค. 2568\nขอ GAP แปลงใหม่ 15 ไร่"),
    ]


GROUP_SLIDES = [
    ("วิสาหกิจชุมชนข้าวหอมมะลิกู่กาสิงห์", "ประชุมประจำเดือน พฤศจิกายน 2568\nศาลาวัดบ้านกู่กาสิงห์ 20 พ.ย. 2568"),
    ("ราคาข้าวเปลือกปีนี้", "โรงสีใหญ่รับหอมมะลิ ตันละ 11,500-12,300 ความชื้น 15%\nแนะนำให้สมาชิกตากให้แห้งก่อนขาย"),
    ("โรงสีกลุ่ม", "รับจ้างสีให้สมาชิก กระสอบละ 40 บาท (ไม่รวมรำ)\nสมาชิกนอกกลุ่ม กระสอบละ 60 บาท"),
    ("ตรวจ GI", "กรรมการมาตรวจ 4 ธ.ค.\nเตรียมสมุดบันทึกแปลงนา ใบขายข้าว"),
    ("เรื่องอื่นๆ", "ทำบุญกุ้มข้าวใหญ่ ม.ค. 2569\nเก็บเงินสมาชิกคนละ 100 บาท"),
]

# ---------------------------------------------------------------- notes, chats, emails
GREENBASKET_EMAIL = """From: Nicha Wongsawat <buyer@greenbasket.co.th>
To: kaewrice.roiet@gmail.com
Date: Wed, 19 Nov 2025 10:12
Subject: December order - brown jasmine and riceberry

Dear Khun Prasit,

Thank you for the samples you sent with your sister last month. Our customers loved the new-crop rice,
so we would like to place our December order at your wholesale prices:

- Brown jasmine rice (Hom Mali) 1 kg vacuum bags: 300 bags x 62 THB = 18,600 THB
- Riceberry rice 1 kg vacuum bags: 200 bags x 68 THB = 13,600 THB
Total: 32,200 THB

Please deliver to our warehouse (Green Basket Organic Market, 57 Soi Ari 4, Phaya Thai, Bangkok 10400)
by 5 Dec 2025. You can send by Nim Express; we will pay the freight on arrival.
Payment is by bank transfer 30 days after delivery, as usual for our suppliers.

Two more things:
1. Please put the Thung Kula Ronghai GI label on the bags and send us a copy of your GI certificate.
2. From January 2026 we would like a standing order of about 500 kg a month. Could you quote us
   a monthly price for that?

Please confirm the order by 26 Nov 2025.

Best regards,
Nicha Wongsawat (Nic)
Purchasing, Green Basket Organic Market
02-617-4450
"""
COOP_CHAT = """[10 พ.ย. 68 15:20] สิทธิ์ ข้าวหอมแม่ดวน: คุณต่ายครับ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะครับ 5 โล 900 ถุง ไรซ์เบอร์รี่ 400 ถุง พิมพ์โลโก้ด้วย รวม 263,350 บาทครับ
[11 พ.ย. 68 09:05] ต่าย สหกรณ์ครู: พี่สิทธิ์คะ คณะกรรมการอนุมัติงบมาแค่ 250,000 ค่ะ ลดได้มั้ยคะ
[11 พ.ย. 68 09:30] สิทธิ์ ข้าวหอมแม่ดวน: ถุง 5 โลลดเหลือถุงละ 250 ครับ 900 ถุง 225,000 ไรซ์เบอร์รี่ 28,000 พิมพ์โลโก้ 5,850 รวม 258,850 ครับ
[11 พ.ย. 68 10:12] ต่าย สหกรณ์ครู: ยังเกินงบค่ะ ค่าพิมพ์โลโก้แถมได้มั้ยคะ
[11 พ.ย. 68 10:40] สิทธิ์ ข้าวหอมแม่ดวน: แถมโลโก้ได้ครับ ถุงละ 250 เท่าเดิม รวม 253,000 ครับ
[11 พ.ย. 68 11:15] ต่าย สหกรณ์ครู: 245 ได้มั้ยคะพี่ สหกรณ์สั่งทุกปี ปีหน้าจะสั่งเพิ่มอีกค่ะ
[11 พ.ย. 68 13:02] สิทธิ์ ข้าวหอมแม่ดวน: โอเคครับ 5 โล 900 ถุง ถุงละ 245 เป็น 220,500 ไรซ์เบอร์รี่ 400 ถุง 28,000 แถมพิมพ์โลโก้ รวม 248,500 บาทครับ มัดจำ 30% 74,550 ที่เหลือ 173,950 จ่ายวันส่งของครับ
[11 พ.ย. 68 13:20] ต่าย สหกรณ์ครู: ตกลงค่ะ ส่งวันที่ 15 ธ.ค. ที่หอประชุมสหกรณ์เหมือนเดิมนะคะ
[18 พ.ย. 68 10:45] ต่าย สหกรณ์ครู: โอนมัดจำ 74,550 แล้วนะคะ ส่งสลิปให้ในนี้ค่ะ
[18 พ.ย. 68 10:52] สิทธิ์ ข้าวหอมแม่ดวน: ได้รับแล้วครับ ขอบคุณครับ ดวนจะเริ่มแพ็กถุงอาทิตย์หน้าครับ
"""
PADDY_CHAT = """[LINE] ประวัติการแชทกับ เจ๊หงษ์ โรงสีไทยเจริญ
วันที่บันทึก: 20/11/2568 19:05

จ. 17/11/2568
08:10\tสิทธิ์\tเจ๊หงษ์ครับ ปีนี้ข้าวเปลือกหอมมะลิรับตันละเท่าไหร่ครับ ผมมีประมาณ 18 ตัน ความชื้นไม่เกิน 15%
08:42\tเจ๊หงษ์ โรงสีไทยเจริญ\tตอนนี้ตลาดลงนะสิทธิ์ เจ๊รับ 11,500
08:50\tสิทธิ์\tปีที่แล้วเจ๊ให้ 12,800 นะครับ ปีนี้ขอ 12,500 ได้มั้ย
09:15\tเจ๊หงษ์ โรงสีไทยเจริญ\tไม่ไหวหรอก ส่งออกชะลอ 11,800 ละกัน ค่ารถเจ๊ออกเอง

อ. 18/11/2568
07:30\tสิทธิ์\t12,300 ครับเจ๊ ข้าวผมเกรดดี มีตรา GI ด้วย
08:05\tเจ๊หงษ์ โรงสีไทยเจริญ\tงั้น 12,100 สุดแล้วนะ ความชื้นเกิน 15% หักตามตารางโรงสี
08:11\tสิทธิ์\tตกลงครับ 12,100
08:14\tเจ๊หงษ์ โรงสีไทยเจริญ\tเจ๊ส่งรถสิบล้อไปรับวันที่ 25 พ.ย. ตอนเช้า ชั่งที่โรงสี จ่ายเงินสดวันชั่งเลย
08:20\tสิทธิ์\tได้ครับ เดี๋ยวผมเตรียมกระสอบไว้ให้
"""
CHAI_CHAT = """[14 พ.ย. 68 18:02] ผู้ใหญ่ชัย โนนสวรรค์: สิทธิ์ ว่างมาไถกลบตอซังให้หน่อย นา 30 ไร่ ไร่ละเท่าไหร่
[14 พ.ย. 68 18:10] สิทธิ์ รถไถ: ไร่ละ 380 ครับผู้ใหญ่ ปีนี้น้ำมันขึ้น
[14 พ.ย. 68 18:25] ผู้ใหญ่ชัย โนนสวรรค์: 350 ได้บ่ ทีเดียว 30 ไร่เลยนะ
[14 พ.ย. 68 18:31] สิทธิ์ รถไถ: 375 ครับ ผู้ใหญ่ค้ำเงินกู้รถไถให้ผมด้วย
[14 พ.ย. 68 18:40] ผู้ใหญ่ชัย โนนสวรรค์: 360 เถาะ เดี๋ยวข้อยชวนลูกบ้านมาจ้างอีก
[14 พ.ย. 68 18:52] สิทธิ์ รถไถ: งั้น 370 ครับ 30 ไร่ 11,100 บาท เข้าไถวันเสาร์ที่ 15
[14 พ.ย. 68 18:55] ผู้ใหญ่ชัย โนนสวรรค์: ตกลง
[16 พ.ย. 68 17:20] ผู้ใหญ่ชัย โนนสวรรค์: โอนให้แล้ว 11,100 ขอบใจหลาย
[16 พ.ย. 68 17:26] สิทธิ์ รถไถ: ได้รับแล้วครับผู้ใหญ่ ขอบคุณครับ
"""
FAMILY_CHAT = """[3 พ.ย. 68 19:40] ดวน: พ่อข้าวหอม ค่าเทอมข้าวหอมเทอมนี้ 6,850 รวมค่าค่ายแล้ว จ่ายก่อน 28 พ.ย. นะ
[3 พ.ย. 68 19:44] สิทธิ์: ได้ รอเงินสหกรณ์ครูเข้าก่อน
[5 พ.ย. 68 12:10] พี่นาง: แม่ใหญ่ไปหาหมอตามนัดแล้วเป็นไงบ้าง
[5 พ.ย. 68 12:30] ดวน: ตาซ้ายดีขึ้นมากค่ะพี่ หมอนัดผ่าข้างขวา 14 ม.ค. ประมาณสี่หมื่นสอง
[5 พ.ย. 68 12:34] พี่นาง: ข้างขวาพี่ช่วยสองหมื่นเหมือนเดิมนะ
[9 พ.ย. 68 20:15] สิทธิ์: ประกันรถ Revo ปีนี้ชั้น 1 ถูกลงนิดนึง เหลือ 16,870 ต้องจ่ายก่อน 5 ธ.ค.
[9 พ.ย. 68 20:18] ดวน: ชั้น 2+ ไม่ถึงหมื่น แต่รถยังผ่อนอยู่ เอาชั้น 1 เหมือนเดิมเถอะ
[16 พ.ย. 68 08:02] สิทธิ์: งวด ธ.ก.ส. รถไถ 203,306 ครบ 30 พ.ย. นะ เงินขายข้าวเปลือกเจ๊หงษ์ได้วันที่ 25 พอดี
[16 พ.ย. 68 08:05] ข้าวหอม: พ่อ หนูไปเข้าค่ายวิทย์ 12-13 ธ.ค. นะคะ
"""
MUM_NOTES = """# ตาแม่ใหญ่ (ทองใบ แก้วบุญเรือง อายุ 72)
- ต้อกระจกทั้งสองข้าง ข้างซ้ายหนักกว่า มองไม่ค่อยเห็นตอนเย็น
- รพ.ร้อยเอ็ด (บัตรทอง): คิวผ่าตาถึง มิ.ย. 2569 ต้องไปต่อคิวตีห้า
- รพ.ประชารักษ์ (เอกชน): ผ่าข้างซ้ายไปแล้ว 22 ต.ค. 68 รวม 41,700 (มัดจำ 10,000 + จ่ายวันผ่า 31,700)
- พี่นางช่วย 20,000 ที่เหลือเราจ่าย
- นัดดูแผล 5 พ.ย. 68 หมอบอกแผลดี
- ข้างขวานัดผ่า 14 ม.ค. 69 ประเมินไว้ 42,000
- หยอดตาวันละ 4 ครั้ง 4 อาทิตย์ ห้ามยกของหนัก ห้ามไปช่วยแพ็กข้าวที่โรงสี
"""
HARVEST_LOG = """# บันทึกเกี่ยวข้าว นาปี 2568 (ข้าวหอมมะลิ 105)

รถเกี่ยวของพี่แหลม บ้านหนองแวง ไร่ละ 600 บาท

| แปลง | ไร่ | วันเกี่ยว | ข้าวเปลือก (กก.) | ความชื้น | กก./ไร่ |
|---|---|---|---|---|---|
| แปลงหลังบ้าน | 20 | 28-29 ต.ค. 68 | 10,600 | 16% | 530 |
| แปลงโนนสูง | 25 | 31 ต.ค.-2 พ.ย. 68 | 12,900 | 15% | 516 |
| แปลงติดคลอง | 15 | 5-6 พ.ย. 68 | 7,900 | 17% | 527 |

รวม 60 ไร่ ได้ข้าวเปลือก 31,400 กก. เฉลี่ย 523 กก./ไร่ (ปีที่แล้ว 488 กก./ไร่)
ค่ารถเกี่ยว 60 ไร่ x 600 = 36,000 บาท จ่ายพี่แหลมแล้ว

แบ่งข้าว:
- เก็บเข้ายุ้งไว้สีขายเอง 12,000 กก.
- เก็บทำพันธุ์ปีหน้า 1,400 กก.
- ขายโรงสีใหญ่ (เจ๊หงษ์) ประมาณ 18,000 กก.

หมายเหตุ: แปลงติดคลองความชื้นสูง ตากลานก่อน 2 แดด
"""
ORDERS_MD = """# ออเดอร์ข้าวสาร รอบส่ง 22 พ.ย. 68 (บ่าวหนุ่มขับ Revo)

| ลูกค้า | สินค้า | จำนวน | ยอด | สถานะ |
|---|---|---|---|---|
| ร้านป้าสมร ตลาดเกษตรวิสัย | หอมมะลิ 5 กก. | 20 ถุง | 4,900 | โอนแล้ว |
| ครูแอน รร.เกษตรวิสัย | หอมมะลิ 5 กก. | 4 ถุง | 1,080 | ค้าง |
| ร้านข้าวมันไก่เฮียตี๋ | หอมมะลิกระสอบ 50 กก. | 1 กระสอบ | 2,150 | เงินสด |
| อสม.พี่หน่อย | ไรซ์เบอร์รี่ 1 กก. | 12 ถุง | 1,020 | โอนแล้ว |
| ร้านกาแฟบ้านนา | ข้าวกล้อง 1 กก. | 20 ถุง | 1,400 | ค้าง |
| ป้าคำ (ญาติดวน) | ข้าวเหนียว กข6 กระสอบ 50 กก. + หอมมะลิ 5 กก. | 1 กระสอบ + 4 ถุง | 2,760 | ค้าง (จ่ายสิ้นเดือน) |

รวม 13,310 บาท ค้าง 5,240 บาท (ครูแอน ร้านกาแฟบ้านนา ป้าคำ)
"""
RECIPE_MD = """# น้ำหมักไล่หอยเชอรี่ (สูตรลุงมี)
- หอยเชอรี่ทุบ 3 กก. กากน้ำตาล 1 กก. น้ำ 10 ลิตร
- หมักในถังปิดฝา 15 วัน คนทุก 3 วัน
- ใช้ 1 ลิตร ผสมน้ำ 200 ลิตร ฉีดพ่นตอนทำเทือก
- ที่เหลือใช้เป็นปุ๋ยน้ำรดผักสวนครัวได้
"""
TODO = {"todo.md": """- ตอบคุณนิชา Green Basket ก่อน 26 พ.ย.
- จ่ายค่าสมาชิก GI 1,500 ก่อน 30 พ.ย. เตรียมเอกสารตรวจ 4 ธ.ค.
- งวด ธ.ก.ส. รถไถ ครบ 30 พ.ย.
- จ่ายค่าเทอมข้าวหอม ก่อน 28 พ.ย.
- เลือกร้านปุ๋ย เจริญชัย หรือ Northeast Agro
- ต่อประกัน Revo ก่อน 5 ธ.ค.
- นัดเช็คระยะรถไถ 1,500 ชม. ก่อน 20 ธ.ค. (ค่าแรงฟรี)
- ตามเงินค่าไถลุงเปี๊ยก พี่ทิด เจ๊อ้อ
"""}

TEXTS = {
    f"{BIZ}/ขายข้าว/แชทไลน์_สหกรณ์ครู_ข้าวของขวัญปีใหม่.txt": COOP_CHAT,
    f"{BIZ}/ขายข้าว/email_GreenBasket_Dec order_19-11-2025.txt": GREENBASKET_EMAIL,
    f"{BIZ}/ขายข้าว/ออเดอร์ข้าวสาร_รอบส่ง 22 พ.ย.68.md": ORDERS_MD,
    f"{BIZ}/นา/บันทึกเกี่ยวข้าว_นาปี68.md": HARVEST_LOG,
    f"{BIZ}/นา/LINE_โรงสีไทยเจริญ_ขายข้าวเปลือก.txt": PADDY_CHAT,
    f"{BIZ}/นา/สูตรน้ำหมักไล่หอยเชอรี่.md": RECIPE_MD,
    f"{BIZ}/รถไถ Tractor/แชทไลน์_ไถกลบตอซัง_โนนสวรรค์.txt": CHAI_CHAT,
    "บ้าน/แม่ใหญ่/นัดหมอแม่.md": MUM_NOTES,
    "บ้าน/แชทไลน์_ครอบครัวแก้วบุญเรือง.txt": FAMILY_CHAT,
}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / BIZ
    sales, books, mill, farm, tractor = (biz / "ขายข้าว", biz / "Accounts", biz / "โรงสี", biz / "นา",
                                         biz / "รถไถ Tractor")
    home = docs / "บ้าน"
    for folder in (sales, books, mill, farm, tractor, home / "Bills", home / "ค่าเทอม", home / "แม่ใหญ่",
                   home / "ประกัน", home / "เงินกู้ ธกส"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(sales / "ใบเสนอราคา_สหกรณ์ครู_ปีใหม่67.docx", COOP_67, COOP_67_TABLE, bottom=COOP_67_BOTTOM)
    write_docx(sales / "ใบเสนอราคา ข้าวของขวัญ สหกรณ์ครูร้อยเอ็ด_ร่าง.docx", COOP_DRAFT, COOP_DRAFT_TABLE,
               bottom=COOP_DRAFT_BOTTOM)
    write_docx(sales / "ใบเสนอราคา ข้าวของขวัญ สหกรณ์ครูร้อยเอ็ด_final v2.docx", COOP_FINAL, COOP_FINAL_TABLE,
               bottom=COOP_FINAL_BOTTOM)
    _price_list(sales / "ราคาข้าวสาร_ปลีก-ส่ง_ต.ค.68.xlsx")
    _book(books / "บัญชีโรงสี_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีโรงสี_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    make_pdf(mill / "PEA bill mill Sep2025.pdf", PEA_SEP)
    make_pdf(mill / "PEA bill mill Oct2025.pdf", PEA_OCT)
    make_pdf(mill / "Invoice_IsanRiceMachinery_INV-2568-1107.pdf", MACHINERY_INVOICE)
    write_docx(mill / "ใบเสร็จ_อีสานไรซ์แมชชีนเนอรี่_RE6811-088.docx", MACHINERY_RECEIPT, MACHINERY_RECEIPT_TABLE,
               bottom=MACHINERY_RECEIPT_BOTTOM)
    _workers(mill / "คนงานโรงสี_ค่าแรง_พ.ย.68.xlsx")
    make_pdf(mill / "TKR_GI_inspection_notice_2025.pdf", GI_NOTICE)
    write_docx(farm / "ใบเสนอราคาปุ๋ย_เจริญชัยการเกษตร.docx", CHAROEN_QUOTE, CHAROEN_TABLE, bottom=CHAROEN_BOTTOM)
    make_pdf(farm / "Quotation_NEAgro_fertilizer_Nov2025.pdf", NEAGRO_QUOTE)
    write_docx(tractor / "เรทรถไถรับจ้าง_ปี68.docx", RATES_TOP, RATES_TABLE, bottom=RATES_BOTTOM)
    _jobs(tractor / "งานรถไถ_พ.ย.68.xlsx")
    make_pdf(tractor / "Kubota_M7040_service_1500hr.pdf", KUBOTA_NOTICE)
    write_slides(biz / "แผนปี 2569 ข้าวหอมแม่ดวน.pptx", _plan_slides())
    write_slides(biz / "ประชุมวิสาหกิจชุมชน_พ.ย.68.pptx", GROUP_SLIDES)
    make_pdf(home / "Bills" / "AIS_Fibre_bill_Oct2025.pdf", AIS_BILL)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_ม.2_เทอม2-68.docx", SCHOOL_FEES[0], SCHOOL_FEES[1], bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่ใหญ่" / "RoiEt_Pracharak_Hospital_invoice_eye_Oct2025.pdf", HOSPITAL_INVOICE)
    write_docx(home / "ประกัน" / "ต่อประกันรถ_Revo_68.docx", CAR_INSURANCE, CAR_INSURANCE_TABLE,
               bottom=CAR_INSURANCE_BOTTOM)
    make_pdf(home / "เงินกู้ ธกส" / "BAAC_tractor loan statement_Nov2025.pdf", BAAC_STATEMENT)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """The family's to-do list, already in the workspect."""
    write_texts(workspect, TODO)
