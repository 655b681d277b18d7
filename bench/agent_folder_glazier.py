"""Documents of Wanna Glass & Aluminium (ร้านวรรณากระจกอลูมิเนียม), a glazier's shop in Mueang Nakhon Ratchasima.

The owner is วรรณา ศรีสุข (Mrs. Wanna Srisuk). She quotes, orders glass and keeps the books; her husband สมศักดิ์
helps with installs; two technicians work for her (ช่างเอก, ช่างหนุ่ม). Their daughter ด.ญ.ใบเตย (Baitoey) is in
P.4 at Korat Wittaya Bilingual School (โรงเรียนโคราชวิทยาสองภาษา). Her folder mixes the shop's and the home's papers:

งานร้าน/ใบเสนอราคา/
  ใบเสนอราคา_คุณประเสริฐ_ร่าง.docx      draft quote QT-6805-007 for Khun Prasert's house (5 mm windows, net 51,000)
  ใบเสนอราคา_คุณประเสริฐ_ฉบับจริง.docx   the final quote sent (6 mm windows, net 52,000, deposit 26,000)
  ใบเสนอราคา_ร้านกาแฟบ้านสวน.docx       shopfront quote for Baan Suan cafe (1 door, 63,300)
  ใบเสนอราคา_คลินิกทันตกรรมยิ้มสวย.docx   a similar shopfront quote for a dental clinic (2 doors, frosted film, 78,250)
งานร้าน/สัญญา/สัญญาจ้าง_นิติบุคคลเดอะพาร์คคอนโด.docx   glass balcony railing contract, 486,000 in three instalments
งานร้าน/จดหมาย/หนังสือทวงถาม_บ้านดีก่อสร้าง.docx       overdue-payment letter to หจก.บ้านดีก่อสร้าง (68,400)
งานร้าน/ตารางติดตั้ง_มิย68.md                          June install schedule
Suppliers/
  KoratGlassSupply_PriceList_2025.pdf    this year's glass price list (English)
  ใบราคากระจก_โคราชกลาส_2567.docx        last year's price list of the same firm, in Thai (บริษัท โคราชกลาสซัพพลาย)
  KoratGlass_Invoice_INV2505-0387.pdf    supplier tax invoice, 26 May 2025, total 60,155.40
  SiamAlu_profile_prices_2025.pdf        aluminium profile and fittings price list (Siam Aluminium Profile)
  email_KoratGlass_price_update.txt      the supplier's email announcing an 8% rise from 1 March 2025
บัญชีร้าน/
  ยอดขายรายจ่าย_2568.xlsx   this year's book: sales sheet with months as columns, expenses sheet by month
  ยอดขายรายจ่าย_2567.xlsx   last year's book, same layout, twelve months
  ค่าแรงช่าง_2568.xlsx      technicians' wages, social security, overtime
LINE/
  LINE_คุณประเสริฐ.txt      Prasert adds a bathroom window after the final quote (new total 54,300)
  LINE_ร้านกาแฟบ้านสวน.txt  the cafe changes its order to 2 doors and 12 sq.m. (new total 75,200, deposit 30,000)
  LINE_ช่างเอก.txt          work chat with the head technician
แผนงาน/แผนธุรกิจปี2569.pptx  plan for next year (2026 / 2569)
บ้าน/
  PEA_bill_May2025.pdf                 home electricity bill (2,406.69, due 2 June 2025)
  ค่าใช้จ่ายบ้าน_2568.xlsx              household spending, a sheet per month (April, May)
  LINE_ครอบครัว.txt                    chat with her husband
  ค่าเทอม/KWB_Tuition_Term1_2025.pdf    Baitoey's fee statement this term (English, 49,550)
  ค่าเทอม/ใบเสร็จค่าเทอม_ใบเตย_2567.docx  last year's term-1 receipt (Thai, 46,500)
  ประกัน/Car_insurance_renewal_2025.pdf     pickup truck insurance renewal notice
  ประกัน/Shop_fire_insurance_policy_2025.pdf  shop fire insurance schedule
  ประกัน/กรมธรรม์ประกันสุขภาพ_ใบเตย.docx   Baitoey's health insurance summary
ส่วนตัว/ รายการซื้อของ.txt, สูตรน้ำพริกปลาทู.md, notes_glass_training.md   (distractors)
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP = "ร้านวรรณากระจกอลูมิเนียม (Wanna Glass & Aluminium) 112 ถ.สุรนารี อ.เมือง จ.นครราชสีมา 30000 โทร 081-765-4321"
QUOTE_HEAD = ("ลำดับ", "รายการ", "จำนวน", "หน่วย", "ราคาต่อหน่วย (บาท)", "รวม (บาท)")

PRASERT_DRAFT_TOP = [
    "ใบเสนอราคา (ร่าง)",
    SHOP,
    "เลขที่ QT-6805-007  วันที่ 2 พฤษภาคม 2568",
    "เรียน คุณประเสริฐ วงศ์ใหญ่  บ้านเลขที่ 88/3 หมู่บ้านพฤกษาโคราช ต.หนองจะบก",
    "งาน: หน้าต่างและประตูบานเลื่อนอลูมิเนียม บ้านสร้างใหม่",
]
PRASERT_DRAFT_TABLE = [
    QUOTE_HEAD,
    ("1", "หน้าต่างบานเลื่อนอลูมิเนียมสีชา กระจกใส 5 มม. ขนาด 120x110 ซม.", "6", "ชุด", "4,200", "25,200"),
    ("2", "ประตูบานเลื่อน 2 บาน กระจกเทมเปอร์ 8 มม. ขนาด 200x220 ซม.", "1", "ชุด", "18,500", "18,500"),
    ("3", "มุ้งลวดบานเลื่อน", "6", "ชุด", "850", "5,100"),
    ("4", "ค่าติดตั้งและซิลิโคน", "1", "งาน", "4,000", "4,000"),
]
PRASERT_DRAFT_BOTTOM = [
    "รวมเป็นเงิน 52,800 บาท",
    "ส่วนลด 1,800 บาท",
    "ยอดสุทธิ 51,000 บาท (ห้าหมื่นหนึ่งพันบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 25,500 บาท ก่อนสั่งผลิต",
    "*** ร่าง ยังไม่ได้ส่งลูกค้า เช็คขนาดหน้างานอีกรอบ ***",
]
PRASERT_FINAL_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6805-007  วันที่ 9 พฤษภาคม 2568",
    "เรียน คุณประเสริฐ วงศ์ใหญ่  บ้านเลขที่ 88/3 หมู่บ้านพฤกษาโคราช ต.หนองจะบก",
    "งาน: หน้าต่างและประตูบานเลื่อนอลูมิเนียม บ้านสร้างใหม่ (วัดขนาดหน้างานแล้ว 7 พ.ค. 68)",
]
PRASERT_FINAL_TABLE = [
    QUOTE_HEAD,
    ("1", "หน้าต่างบานเลื่อนอลูมิเนียมสีชา กระจกใส 6 มม. ขนาด 120x110 ซม.", "6", "ชุด", "4,500", "27,000"),
    ("2", "ประตูบานเลื่อน 2 บาน กระจกเทมเปอร์ 8 มม. ขนาด 200x220 ซม.", "1", "ชุด", "18,500", "18,500"),
    ("3", "มุ้งลวดบานเลื่อน", "6", "ชุด", "850", "5,100"),
    ("4", "ค่าติดตั้งและซิลิโคน", "1", "งาน", "4,000", "4,000"),
]
PRASERT_FINAL_BOTTOM = [
    "รวมเป็นเงิน 54,600 บาท",
    "ส่วนลด 2,600 บาท",
    "ยอดสุทธิ 52,000 บาท (ห้าหมื่นสองพันบาทถ้วน) ราคานี้ไม่รวมภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 26,000 บาท ก่อนสั่งผลิต ส่วนที่เหลือชำระวันติดตั้งเสร็จ",
    "ยืนราคา 30 วัน  ติดตั้งภายใน 20 วันหลังได้รับมัดจำ  รับประกันงานติดตั้ง 1 ปี",
    "ผู้เสนอราคา วรรณา ศรีสุข",
]
CAFE_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6805-012  วันที่ 20 พฤษภาคม 2568",
    "เรียน คุณนิด ร้านกาแฟบ้านสวน  ถ.มิตรภาพ ต.ในเมือง",
    "งาน: ผนังกระจกหน้าร้านและประตูกระจกบานสวิง",
]
CAFE_TABLE = [
    QUOTE_HEAD,
    ("1", "ผนังกระจกเทมเปอร์ใส 10 มม. หน้าร้าน", "14", "ตร.ม.", "2,900", "40,600"),
    ("2", "ประตูบานสวิงกระจกเทมเปอร์ 10 มม. พร้อมโช้คอัพฝังพื้น", "1", "ชุด", "16,500", "16,500"),
    ("3", "มือจับสแตนเลสยาว 60 ซม.", "1", "คู่", "1,200", "1,200"),
    ("4", "ค่าติดตั้ง", "1", "งาน", "5,000", "5,000"),
]
CAFE_BOTTOM = [
    "รวมทั้งสิ้น 63,300 บาท (หกหมื่นสามพันสามร้อยบาทถ้วน)",
    "มัดจำ 40% ก่อนสั่งกระจก  ระยะเวลาติดตั้ง 3 วัน  ยืนราคา 15 วัน",
]
CLINIC_TOP = [
    "ใบเสนอราคา",
    SHOP,
    "เลขที่ QT-6805-013  วันที่ 22 พฤษภาคม 2568",
    "เรียน ทพญ.ณภัทร คลินิกทันตกรรมยิ้มสวย  ถ.ช้างเผือก ต.ในเมือง",
    "งาน: ผนังกระจกหน้าคลินิก ประตูกระจก และฟิล์มฝ้า",
]
CLINIC_TABLE = [
    QUOTE_HEAD,
    ("1", "ผนังกระจกเทมเปอร์ใส 10 มม. หน้าคลินิก", "11", "ตร.ม.", "2,900", "31,900"),
    ("2", "ประตูบานสวิงกระจกเทมเปอร์ 10 มม. พร้อมโช้คอัพฝังพื้น", "2", "ชุด", "16,500", "33,000"),
    ("3", "ฟิล์มฝ้าติดกระจก (ความเป็นส่วนตัวห้องทำฟัน)", "11", "ตร.ม.", "450", "4,950"),
    ("4", "มือจับสแตนเลสยาว 60 ซม.", "2", "คู่", "1,200", "2,400"),
    ("5", "ค่าติดตั้ง", "1", "งาน", "6,000", "6,000"),
]
CLINIC_BOTTOM = [
    "รวมทั้งสิ้น 78,250 บาท (เจ็ดหมื่นแปดพันสองร้อยห้าสิบบาทถ้วน)",
    "มัดจำ 40% ก่อนสั่งกระจก  ระยะเวลาติดตั้ง 4 วัน (ทำนอกเวลาเปิดคลินิก)  ยืนราคา 15 วัน",
]
CONDO_CONTRACT = [
    "สัญญาจ้างเหมางานติดตั้งราวกันตกกระจก",
    "ทำที่ นิติบุคคลอาคารชุด เดอะพาร์ค โคราช  วันที่ 26 พฤษภาคม 2568",
    "ผู้ว่าจ้าง: นิติบุคคลอาคารชุด เดอะพาร์ค โคราช โดย นายธีรวัฒน์ แก้วมณี ผู้จัดการนิติบุคคล",
    "ผู้รับจ้าง: ร้านวรรณากระจกอลูมิเนียม โดย นางวรรณา ศรีสุข",
    "ข้อ 1. ผู้รับจ้างตกลงรื้อราวกันตกเหล็กเดิมและติดตั้งราวกันตกกระจกลามิเนต 10.38 มม. พร้อมมือจับสแตนเลส "
    "ที่ระเบียงห้องชุด จำนวน 24 ห้อง (ชั้น 2 ถึงชั้น 7)",
    "ข้อ 2. ค่าจ้างเหมารวมวัสดุและค่าแรงทั้งสิ้น 486,000 บาท (สี่แสนแปดหมื่นหกพันบาทถ้วน)",
    "ข้อ 3. การชำระเงินแบ่งเป็น 3 งวด",
    "งวดที่ 1 ร้อยละ 30 เป็นเงิน 145,800 บาท ชำระในวันลงนามสัญญา",
    "งวดที่ 2 ร้อยละ 40 เป็นเงิน 194,400 บาท เมื่อติดตั้งแล้วเสร็จ 12 ห้อง",
    "งวดที่ 3 ร้อยละ 30 เป็นเงิน 145,800 บาท เมื่อส่งมอบงานครบทั้ง 24 ห้อง",
    "ข้อ 4. ผู้รับจ้างเริ่มงานวันที่ 2 มิถุนายน 2568 และต้องแล้วเสร็จภายในวันที่ 31 กรกฎาคม 2568",
    "ข้อ 5. หากผู้รับจ้างส่งมอบงานล่าช้า ยอมให้ปรับวันละ 1,000 บาท",
    "ข้อ 6. ผู้รับจ้างรับประกันผลงานและการรั่วซึม 2 ปี นับจากวันส่งมอบงาน",
    "ข้อ 7. ทำงานได้เฉพาะวันจันทร์ถึงเสาร์ เวลา 08.30-17.00 น.",
    "ลงชื่อ ผู้ว่าจ้าง ........................  ลงชื่อ ผู้รับจ้าง ........................",
]
LETTER = [
    "ร้านวรรณากระจกอลูมิเนียม",
    "112 ถ.สุรนารี อ.เมือง จ.นครราชสีมา 30000",
    "วันที่ 10 มิถุนายน 2568",
    "เรื่อง ขอให้ชำระค่างานติดตั้งกระจกที่ค้างชำระ",
    "เรียน หุ้นส่วนผู้จัดการ ห้างหุ้นส่วนจำกัด บ้านดีก่อสร้าง",
    "ตามที่ร้านฯ ได้ติดตั้งหน้าต่างและประตูกระจก อาคารพาณิชย์ 3 คูหา ถ.เดชอุดม แล้วเสร็จ "
    "และได้ส่งใบแจ้งหนี้เลขที่ INV-6803-021 ลงวันที่ 15 มีนาคม 2568 จำนวนเงิน 68,400 บาท "
    "ครบกำหนดชำระวันที่ 14 เมษายน 2568 นั้น",
    "จนถึงวันนี้ร้านฯ ยังไม่ได้รับชำระเงินดังกล่าว แม้ได้โทรติดตามแล้ว 3 ครั้ง",
    "จึงเรียนมาเพื่อขอให้ท่านชำระเงินจำนวน 68,400 บาท ภายในวันที่ 30 มิถุนายน 2568 "
    "โดยโอนเข้าบัญชีธนาคารกสิกรไทย สาขาเดอะมอลล์โคราช ชื่อบัญชี วรรณา ศรีสุข เลขที่ 123-4-56789-0",
    "หากพ้นกำหนดดังกล่าว ร้านฯ มีความจำเป็นต้องดำเนินการตามกฎหมายต่อไป",
    "ขอแสดงความนับถือ",
    "วรรณา ศรีสุข  เจ้าของร้าน",
]
SCHEDULE = """# ตารางติดตั้ง มิถุนายน 68

| วันที่ | งาน | ช่าง | หมายเหตุ |
|---|---|---|---|
| 2-13 มิ.ย. | คอนโดเดอะพาร์ค ราวกระจก 12 ห้องแรก (ชั้น 2-4) | เอก, หนุ่ม, พี่ศักดิ์ | ยกกระจกลามิเนตขึ้นลิฟต์ขนของ จองลิฟต์กับนิติแล้ว |
| 16-18 มิ.ย. | ร้านกาแฟบ้านสวน หน้าร้าน + ประตู 2 ชุด | เอก, หนุ่ม | ร้านปิดวันพุธ เริ่มวันจันทร์ |
| 19-22 มิ.ย. | คลินิกยิ้มสวย (ถ้าคุณหมอโอเคราคา) | เอก, หนุ่ม | ทำหลังคลินิกปิด 19.00 |
| 24 มิ.ย. | เก็บเงินงวด 2 เดอะพาร์ค | วรรณา | เอาใบส่งงานไปด้วย |
| 23-30 มิ.ย. | คอนโดเดอะพาร์ค ชั้น 5-7 | เอก, หนุ่ม, พี่ศักดิ์ | |

- สั่งกระจกโคราชกลาสล่วงหน้า 7 วันทุกงาน
- รถกระบะเข้าศูนย์ 14 มิ.ย.
"""
KORAT_PRICES_2025 = [
    "Korat Glass Supply Co., Ltd.\n"
    "123 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000  Tel. 044-255-100\n"
    "GLASS PRICE LIST 2025\n"
    "Effective 1 March 2025. Prices in THB per square metre, excluding VAT 7%.\n"
    "\n"
    "Clear float glass 5 mm ............ 420\n"
    "Clear float glass 6 mm ............ 510\n"
    "Bronze tinted glass 6 mm .......... 640\n"
    "Frosted glass 5 mm ................ 560\n"
    "Tempered clear glass 8 mm ......... 1,450\n"
    "Tempered clear glass 10 mm ........ 1,780\n"
    "Laminated clear glass 10.38 mm .... 1,960\n"
    "Mirror 5 mm ....................... 600",
    "Terms\n"
    "Cutting to size: free. Edge polishing: 60 THB per metre.\n"
    "Tempered and laminated glass: lead time 7 working days.\n"
    "Delivery within Mueang district: 300 THB per trip; free for orders over 50,000 THB.\n"
    "Credit term for registered shops: 30 days.",
]
KORAT_PRICES_2567_TOP = [
    "บริษัท โคราชกลาสซัพพลาย จำกัด",
    "123 ถ.มิตรภาพ ต.ในเมือง อ.เมือง จ.นครราชสีมา 30000 โทร 044-255-100",
    "ใบราคากระจก ปี 2567 (ราคาต่อตารางเมตร ไม่รวม VAT 7%)",
]
KORAT_PRICES_2567_TABLE = [
    ("ชนิดกระจก", "ความหนา", "ราคา/ตร.ม. (บาท)"),
    ("กระจกใส", "5 มม.", "390"),
    ("กระจกใส", "6 มม.", "470"),
    ("กระจกชาดำ", "6 มม.", "600"),
    ("กระจกฝ้า", "5 มม.", "520"),
    ("กระจกเทมเปอร์ใส", "8 มม.", "1,350"),
    ("กระจกเทมเปอร์ใส", "10 มม.", "1,650"),
    ("กระจกลามิเนตใส", "10.38 มม.", "1,850"),
    ("กระจกเงา", "5 มม.", "560"),
]
KORAT_PRICES_2567_BOTTOM = [
    "ตัดกระจกฟรี  ขัดขอบเมตรละ 50 บาท  ส่งในเขตอำเภอเมืองเที่ยวละ 250 บาท",
    "ราคานี้ใช้ตั้งแต่ 1 มกราคม 2567 จนกว่าจะมีการเปลี่ยนแปลง",
]
KORAT_INVOICE = [
    "Korat Glass Supply Co., Ltd.\n"
    "123 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000  Tax ID 0305551002345\n"
    "TAX INVOICE / DELIVERY NOTE\n"
    "Invoice No. INV2505-0387      Date: 26 May 2025\n"
    "Bill to: Wanna Glass & Aluminium (Mrs. Wanna Srisuk), 112 Suranaree Road, Nakhon Ratchasima\n"
    "Your ref: cafe + clinic shopfronts, Prasert house windows\n"
    "\n"
    "Tempered clear glass 10 mm    25 sq.m. x 1,780.00 = 44,500.00\n"
    "Clear float glass 6 mm        18 sq.m. x 510.00   = 9,180.00\n"
    "Frosted glass 5 mm            4 sq.m. x 560.00    = 2,240.00\n"
    "Delivery (Mueang district)    1 trip              = 300.00\n"
    "\n"
    "Subtotal: 56,220.00 THB\n"
    "VAT 7%: 3,935.40 THB\n"
    "Total amount: 60,155.40 THB\n"
    "Payment terms: 30 days. Due date: 25 June 2025\n"
    "Please transfer to Bangkok Bank, Nakhon Ratchasima branch, account 401-2-33445-6",
]
SIAM_ALU = [
    "Siam Aluminium Profile Co., Ltd. - Nakhon Ratchasima branch\n"
    "PRICE LIST 2025 (valid from 15 January 2025)\n"
    "Prices in THB, excluding VAT\n"
    "\n"
    "4-inch frame profile, bronze, 6 m bar ......... 1,120 per bar\n"
    "4-inch frame profile, silver, 6 m bar ......... 1,040 per bar\n"
    "Sliding window set 2 panels (profile kit) ..... 1,850 per set\n"
    "Sliding door set 2 panels (profile kit) ....... 4,300 per set\n"
    "Insect screen profile, 6 m bar ................ 380 per bar\n"
    "Floor spring door closer ...................... 3,900 each\n"
    "Stainless pull handle 60 cm (pair) ............ 650 per pair\n"
    "Silicone sealant, clear, 300 ml ............... 95 per tube\n"
    "\n"
    "Minimum order 5,000 THB. Free delivery in Nakhon Ratchasima city.",
]
KORAT_EMAIL = """From: Sales - Korat Glass Supply <sales@koratglasssupply.co.th>
To: Wanna Srisuk <wanna.glass@gmail.com>
Date: Thu, 20 Feb 2025 10:12
Subject: Price update from 1 March 2025

Dear Khun Wanna,

Thank you for your continued support of Korat Glass Supply.

Because of higher float glass and energy costs from the factory, we must adjust our prices.
From 1 March 2025 our glass prices will increase by an average of 8%. Tempered and laminated
glass lead time stays at 7 working days. Orders confirmed in writing before 28 February 2025
will be charged at the old 2024 prices.

The new 2025 price list is attached.

Best regards,
Kittipong S.
Sales Manager, Korat Glass Supply Co., Ltd.
Tel. 044-255-100 ext. 12
"""
MONTHS_TH = ["ม.ค. Jan", "ก.พ. Feb", "มี.ค. Mar", "เม.ย. Apr", "พ.ค. May", "มิ.ย. Jun",
             "ก.ค. Jul", "ส.ค. Aug", "ก.ย. Sep", "ต.ค. Oct", "พ.ย. Nov", "ธ.ค. Dec"]
SALES_ITEMS = ["งานหน้าต่าง-ประตู (Windows & doors)", "งานหน้าร้าน/ผนังกระจก (Shopfronts)",
               "กระจกเงา/ตู้โชว์ (Mirrors & cabinets)", "ขายหน้าร้าน/ตัดกระจก (Walk-in & cutting)"]
SALES_2568 = [
    [96000, 82500, 118000, 74000, 131500],
    [45000, 63300, 38000, 52000, 71200],
    [12400, 9800, 15600, 8900, 11300],
    [6850, 7200, 5900, 6400, 8150],
]
EXPENSES_2568 = [  # month, materials, wages, fuel, rent, electricity
    ("ม.ค. 68", 61200, 34500, 5800, 12000, 1980),
    ("ก.พ. 68", 70400, 34500, 5500, 12000, 2040),
    ("มี.ค. 68", 84200, 36000, 6300, 12000, 2150),
    ("เม.ย. 68", 49800, 36000, 4900, 12000, 2380),
    ("พ.ค. 68", 96300, 37200, 6700, 12000, 2460),
]
SALES_2567 = [
    [78000, 85000, 92500, 66000, 104000, 88000, 71500, 69000, 83500, 97000, 112000, 125500],
    [30000, 41500, 56000, 28000, 47000, 39500, 52000, 33000, 44000, 61000, 48500, 70000],
    [9800, 11200, 13400, 7600, 10200, 8700, 9100, 7900, 10800, 12600, 14900, 16300],
    [5600, 6100, 5400, 5900, 6800, 6200, 5300, 5700, 6400, 7100, 7600, 8200],
]
EXPENSES_2567 = [
    ("ม.ค. 67", 52100, 31000, 5200, 11000, 1850), ("ก.พ. 67", 60300, 31000, 5400, 11000, 1920),
    ("มี.ค. 67", 71800, 32500, 5900, 11000, 2230), ("เม.ย. 67", 45600, 32500, 4700, 11000, 2410),
    ("พ.ค. 67", 73900, 32500, 6100, 11000, 2390), ("มิ.ย. 67", 62400, 32500, 5600, 11000, 2120),
    ("ก.ค. 67", 58700, 32500, 5300, 11000, 2010), ("ส.ค. 67", 51200, 32500, 5100, 11000, 1990),
    ("ก.ย. 67", 63800, 32500, 5800, 11000, 1960), ("ต.ค. 67", 77500, 34500, 6200, 11000, 2050),
    ("พ.ย. 67", 82900, 34500, 6600, 11000, 2080), ("ธ.ค. 67", 95100, 34500, 7000, 11000, 2140),
]
EXPENSE_HEADERS = ["เดือน (Month)", "ค่ากระจก/วัสดุ (Glass & materials)", "ค่าแรงช่าง (Wages)",
                   "ค่าน้ำมันรถ (Fuel)", "ค่าเช่าร้าน (Shop rent)", "ค่าไฟร้าน (Shop electricity)", "รวม (Total)"]
WAGES_HEADERS = ["ชื่อ (Name)", "ตำแหน่ง (Position)", "ค่าจ้างรายเดือน (Monthly wage)",
                 "หักประกันสังคม (Social security)", "ค่าล่วงเวลา พ.ค. (OT May)", "รับสุทธิ พ.ค. (Net pay May)"]
WAGES = [
    ("ช่างเอก - เอกชัย บุญมา (Ek)", "หัวหน้าช่าง (Head technician)", 18000, 750, 2400),
    ("ช่างหนุ่ม - ธนากร ดีเลิศ (Num)", "ช่างติดตั้ง (Installer)", 13500, 675, 1200),
]
DAILY_HIRES = [
    ("พี่ศักดิ์ (ช่างรายวัน)", "วันละ 600 บาท", 12, 7200),
    ("น้องบอล (ผู้ช่วยรายวัน)", "วันละ 450 บาท", 6, 2700),
]
LINE_PRASERT = """[12/05/2568 09:14] ประเสริฐ วงศ์ใหญ่: สวัสดีครับคุณวรรณา ได้ใบเสนอราคาแล้วนะครับ ราคาโอเคครับ
[12/05/2568 09:16] ประเสริฐ วงศ์ใหญ่: ขอเพิ่มหน้าต่างห้องน้ำชั้นบนอีก 1 บาน ขนาด 60x60 ได้ไหมครับ
[12/05/2568 09:41] วรรณา ศรีสุข: ได้ค่ะ ห้องน้ำใช้กระจกฝ้า 5 มม. บานกระทุ้งนะคะ บานละ 2,300 บาทค่ะ
[12/05/2568 09:43] ประเสริฐ วงศ์ใหญ่: โอเคครับ เพิ่มเลย รวมแล้วเท่าไหร่ครับ
[12/05/2568 09:52] วรรณา ศรีสุข: รวมทั้งหมดเป็น 54,300 บาทค่ะ มัดจำ 50% = 27,150 บาทนะคะ
[13/05/2568 18:20] ประเสริฐ วงศ์ใหญ่: โอนมัดจำแล้วครับ 27,150 บาท [รูปภาพ]
[13/05/2568 18:35] วรรณา ศรีสุข: ได้รับแล้วค่ะ ขอบคุณค่ะ จะนัดติดตั้งต้นเดือนกรกฎานะคะ
[02/06/2568 11:05] ประเสริฐ วงศ์ใหญ่: ช่างเข้าได้วันไหนครับ
[02/06/2568 11:20] วรรณา ศรีสุข: วันที่ 3 ก.ค. ค่ะ ใช้เวลา 2 วันค่ะ
"""
LINE_CAFE = """[24/05/2568 13:02] นิด บ้านสวน: พี่วรรณาคะ ดูใบเสนอราคาแล้วค่ะ ขอปรับนิดนึงนะคะ
[24/05/2568 13:04] นิด บ้านสวน: อยากได้ประตูข้างเพิ่มอีกบาน ออกไปโซนสวน เปลี่ยนเป็นประตู 2 ชุดค่ะ
[24/05/2568 13:05] นิด บ้านสวน: แล้วผนังกระจกลดลงเหลือ 12 ตร.ม. พอค่ะ เพราะมีประตูเพิ่ม
[24/05/2568 14:30] วรรณา ศรีสุข: ได้ค่ะน้องนิด ผนัง 12 ตร.ม. x 2,900 = 34,800 ประตู 2 ชุด 33,000 มือจับ 2 คู่ 2,400 ค่าติดตั้ง 5,000
[24/05/2568 14:31] วรรณา ศรีสุข: ยอดใหม่รวม 75,200 บาทค่ะ
[24/05/2568 14:45] นิด บ้านสวน: โอเคค่ะ มัดจำเท่าไหร่คะ
[24/05/2568 14:47] วรรณา ศรีสุข: 40% ก็ 30,080 ค่ะ ปัดเป็น 30,000 พอค่ะ
[28/05/2568 10:12] นิด บ้านสวน: โอนมัดจำ 30,000 บาทแล้วนะคะ [รูปภาพ]
[28/05/2568 10:30] วรรณา ศรีสุข: ได้รับแล้วค่ะ คงเหลือ 45,200 บาท จ่ายวันติดตั้งเสร็จนะคะ เข้างาน 16 มิ.ย. ค่ะ
"""
LINE_EK = """[30/05/2568 07:45] ช่างเอก: เจ๊ครับ พรุ่งนี้ผมไปวัดหน้างานคลินิกก่อนนะครับ
[30/05/2568 07:50] วรรณา ศรีสุข: โอเค วัดประตูดีๆ นะ เค้าจะเอา 2 บาน
[30/05/2568 12:10] ช่างเอก: เจ๊ครับ ขอเบิกล่วงหน้า 3,000 ได้ไหมครับ ลูกไม่สบาย
[30/05/2568 12:25] วรรณา ศรีสุข: ได้ๆ เดี๋ยวโอนให้ หักตอนสิ้นเดือนนะ
[01/06/2568 17:40] ช่างเอก: ลิฟต์ขนของคอนโดเดอะพาร์คใช้ได้ถึง 16.00 นะครับเจ๊
[01/06/2568 17:42] วรรณา ศรีสุข: รับทราบ งั้นยกกระจกขึ้นช่วงเช้า
"""
PLAN_SLIDES = [
    ("แผนงานร้านวรรณากระจก ปี 2569", "Wanna Glass & Aluminium - Plan 2026\nจัดทำโดย วรรณา ศรีสุข มิถุนายน 2568"),
    ("เป้ายอดขาย (Sales target)", "เป้ายอดขายปี 2569: 2,400,000 บาท\nปี 2568 คาดว่าจะปิดที่ 1,950,000 บาท\n"
                                  "งานผู้รับเหมา/คอนโด ให้ได้ 40% ของยอดขาย"),
    ("งานใหม่ (New services)", "ฉากกั้นอาบน้ำกระจก (shower screens)\nราวกันตกกระจกคอนโดและหมู่บ้าน\n"
                               "ขยายรับงานไปบุรีรัมย์และชัยภูมิ"),
    ("การลงทุน (Investment)", "เครื่องขัดเจียรขอบกระจก 185,000 บาท\nรถกระบะมือสองคันที่สอง 350,000 บาท\n"
                              "ทาสีหน้าร้านและทำโชว์รูมเล็ก 60,000 บาท"),
    ("คน (Staff)", "รับช่างเพิ่ม 1 คน ค่าจ้างประมาณ 14,000 บาท/เดือน\nส่งช่างเอกอบรมงานติดตั้งกระจกเทมเปอร์"),
    ("การตลาด (Marketing)", "เพจ Facebook + LINE OA โพสต์ผลงานทุกสัปดาห์\nงบโฆษณาปีละ 36,000 บาท"),
]
PEA_BILL = [
    "Provincial Electricity Authority (PEA) - Nakhon Ratchasima Office\n"
    "ELECTRICITY BILL / INVOICE\n"
    "Account name: Mrs. Wanna Srisuk\n"
    "Address: 45/2 Moo 5, Nong Krathum, Mueang Nakhon Ratchasima 30000\n"
    "Customer type: Residential (1.2)\n"
    "Meter reading period: 16 Apr 2025 - 15 May 2025\n"
    "Units used: 538 kWh\n"
    "Energy charge: 2,119.20 THB\n"
    "Ft charge: 105.42 THB\n"
    "Service charge: 24.62 THB\n"
    "VAT 7%: 157.45 THB\n"
    "Amount due: 2,406.69 THB\n"
    "Due date: 2 June 2025\n"
    "Pay at PEA offices, 7-Eleven, or by PEA Smart Plus app.",
]
HOME_SPENDING_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOME_SPENDING = {
    "เม.ย. 68": [
        ("กับข้าว/ตลาด (Groceries)", 9800, ""),
        ("ค่าไฟบ้าน (Electricity)", 2188.25, "บิลมี.ค."),
        ("ค่าน้ำประปา (Water)", 260, ""),
        ("เน็ตบ้าน+มือถือ (Internet & phones)", 1098, ""),
        ("เรียนพิเศษใบเตย (Baitoey tutoring)", 2400, "คณิตอย่างเดียว ปิดเทอม"),
        ("น้ำมันรถเก๋ง (Car fuel)", 2300, ""),
        ("ให้แม่ (For mum)", 5000, ""),
        ("ทำบุญสงกรานต์ (Songkran merit)", 3000, ""),
    ],
    "พ.ค. 68": [
        ("กับข้าว/ตลาด (Groceries)", 10200, ""),
        ("ค่าไฟบ้าน (Electricity)", 2310.50, "บิลเม.ย."),
        ("ค่าน้ำประปา (Water)", 280, ""),
        ("เน็ตบ้าน+มือถือ (Internet & phones)", 1098, ""),
        ("เรียนพิเศษใบเตย (Baitoey tutoring)", 3200, "คณิต+อังกฤษ"),
        ("น้ำมันรถเก๋ง (Car fuel)", 2600, ""),
        ("ให้แม่ (For mum)", 5000, ""),
        ("ค่าขนม/อาหารใบเตย (Baitoey pocket money)", 1500, "เปิดเทอม"),
    ],
}
TUITION_2025 = [
    "Korat Wittaya Bilingual School\n"
    "99 Mittraphap Road, Mueang Nakhon Ratchasima 30000\n"
    "STATEMENT OF FEES - Academic Year 2025, Term 1\n"
    "Student: Miss Baitoey Srisuk    Grade: P.4/2    Student ID: 64-0157\n"
    "Parent: Mrs. Wanna Srisuk\n"
    "\n"
    "Tuition fee ............................ 32,000.00\n"
    "English Program fee .................... 4,500.00\n"
    "Lunch and snacks ....................... 3,600.00\n"
    "School bus (Zone B) .................... 5,400.00\n"
    "Books and uniforms ..................... 2,850.00\n"
    "Activities and field trip .............. 1,200.00\n"
    "Total .................................. 49,550.00 THB\n"
    "\n"
    "Payment deadline: 15 May 2025\n"
    "Late payment fee: 100 THB per day. Term starts 16 May 2025.\n"
    "Pay by bank transfer to Kasikornbank 234-5-67890-1 and send the slip to the school office LINE.",
]
TUITION_2567 = [
    "โรงเรียนโคราชวิทยาสองภาษา",
    "ใบเสร็จรับเงิน เลขที่ 2567/1-0412",
    "ปีการศึกษา 2567 ภาคเรียนที่ 1  วันที่ 10 พฤษภาคม 2567",
    "ได้รับเงินจาก นางวรรณา ศรีสุข  สำหรับ ด.ญ.ใบเตย ศรีสุข ชั้น ป.3/2",
]
TUITION_2567_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "30,000"),
    ("ค่าโครงการภาษาอังกฤษ", "4,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,400"),
    ("ค่ารถรับส่ง (โซน B)", "4,800"),
    ("ค่าหนังสือและชุดนักเรียน", "2,600"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("รวม", "46,500"),
]
CAR_INSURANCE = [
    "Siam Sukjai Insurance PCL\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Date: 2 June 2025\n"
    "Dear Mrs. Wanna Srisuk,\n"
    "Your motor insurance policy No. SSJ-MT-2406-77812 will expire on 30 June 2025.\n"
    "Vehicle: Isuzu D-Max Spark 1.9 (pickup, 2021), licence plate BT-4521 Nakhon Ratchasima\n"
    "Cover: Class 1, sum insured 520,000 THB\n"
    "Renewal premium (incl. stamp duty and VAT): 18,750.00 THB\n"
    "No-claim discount: 20%\n"
    "Please pay by 25 June 2025 to keep continuous cover.\n"
    "Agent: Khun Pornthip, tel. 089-112-3344",
]
FIRE_INSURANCE = [
    "Siam Sukjai Insurance PCL\n"
    "FIRE INSURANCE POLICY SCHEDULE\n"
    "Policy No. SSJ-FR-2501-00931\n"
    "Insured: Wanna Glass & Aluminium (Mrs. Wanna Srisuk)\n"
    "Premises: 112 Suranaree Road, Mueang Nakhon Ratchasima (shophouse, 2 floors)\n"
    "Period of insurance: 1 January 2025 to 1 January 2026\n"
    "Sum insured: building 800,000 THB; stock and tools 400,000 THB\n"
    "Extensions: flood, storm, theft of stock\n"
    "Annual premium: 3,450.00 THB",
]
HEALTH_INSURANCE = [
    "สรุปสาระสำคัญกรมธรรม์ประกันสุขภาพ",
    "บริษัท ไทยสุขใจประกันชีวิต จำกัด (มหาชน)  กรมธรรม์เลขที่ TSJ-H-5508812",
    "ผู้เอาประกัน: ด.ญ.ใบเตย ศรีสุข อายุ 9 ปี  ผู้ชำระเบี้ย: นางวรรณา ศรีสุข",
    "แบบประกัน: ประกันสุขภาพเด็ก แผน 3 (IPD + OPD)",
    "ค่าห้องและค่าอาหาร คืนละ 3,000 บาท (ไม่เกิน 90 วัน/ครั้ง)",
    "ค่ารักษาพยาบาลผู้ป่วยใน ไม่เกิน 150,000 บาท ต่อครั้ง",
    "ผู้ป่วยนอก (OPD) ครั้งละไม่เกิน 1,000 บาท ปีละไม่เกิน 30 ครั้ง",
    "เบี้ยประกันปีละ 14,200 บาท  ครบกำหนดชำระทุกวันที่ 1 สิงหาคม",
    "โรงพยาบาลในเครือข่าย: รพ.เซนต์เมรี่, รพ.กรุงเทพราชสีมา",
]
TEXTS = {
    "งานร้าน/ตารางติดตั้ง_มิย68.md": SCHEDULE,
    "Suppliers/email_KoratGlass_price_update.txt": KORAT_EMAIL,
    "LINE/LINE_คุณประเสริฐ.txt": LINE_PRASERT,
    "LINE/LINE_ร้านกาแฟบ้านสวน.txt": LINE_CAFE,
    "LINE/LINE_ช่างเอก.txt": LINE_EK,
    "บ้าน/LINE_ครอบครัว.txt": (
        "[09/05/2568 20:10] วรรณา: พี่ศักดิ์ ค่าเทอมใบเตยโอนแล้วนะ ส่งสลิปให้ครูแล้ว\n"
        "[09/05/2568 20:12] สมศักดิ์: โอเค เสาร์นี้พาใบเตยไปซื้อรองเท้านักเรียนด้วย\n"
        "[03/06/2568 08:05] สมศักดิ์: ประกันรถกระบะจะหมดสิ้นเดือนนี้นะ มีจดหมายมา\n"
        "[03/06/2568 08:20] วรรณา: เห็นแล้ว เดี๋ยวจ่ายอาทิตย์หน้า\n"
        "[05/06/2568 19:30] วรรณา: วันอาทิตย์ไปกินข้าววันเกิดแม่ที่ร้านครัวบ้านไร่นะ จองไว้ 6 โมงเย็น\n"
    ),
    "ส่วนตัว/รายการซื้อของ.txt": "ไข่ 1 แผง\nนมจืดใบเตย 2 แพ็ค\nข้าวสาร 5 กิโล\nผงซักฟอก\nกระดาษทิชชู่\nปลาทู 2 เข่ง\n",
    "ส่วนตัว/สูตรน้ำพริกปลาทู.md": "# น้ำพริกปลาทู (สูตรแม่)\n- ปลาทู 2 ตัว ย่างแล้วแกะ\n- พริกขี้หนู 10 เม็ด "
                                     "กระเทียม 5 กลีบ หอมแดง 3 หัว เผา\n- กะปิ 1 ช้อน มะนาว น้ำปลา น้ำตาลปี๊บนิดหน่อย\n",
    "ส่วนตัว/notes_glass_training.md": (
        "# Notes from the glass safety training (Korat, Nov 2024)\n"
        "- Tempered glass cannot be cut or drilled after tempering; measure twice.\n"
        "- Laminated glass stays in place when broken; use it for balconies and railings.\n"
        "- Shower screens: tempered 8 mm minimum, 10 mm for frameless.\n"
        "- Always wear cut-resistant gloves and carry panels vertically.\n"
    ),
}


def _sales_book(path: Path, sales: list[list[int]], expenses: list[tuple], year: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    months = MONTHS_TH[:len(sales[0])]
    sheet.append([f"ยอดขายร้านวรรณากระจก ปี {year} (Sales {year}, THB)"])
    sheet.append(["รายการ (Item)", *months, "รวม (Total)"])
    for item, row in zip(SALES_ITEMS, sales):
        sheet.append([item, *row, sum(row)])
    totals = [sum(col) for col in zip(*sales)]
    sheet.append(["รวมยอดขาย (Total sales)", *totals, sum(totals)])
    for column in range(2, len(months) + 3):
        money_format(sheet, column)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year}, THB)"])
    costs.append(EXPENSE_HEADERS)
    for month, *amounts in expenses:
        costs.append([month, *amounts, sum(amounts)])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ช่างประจำ Staff"
    sheet.append(["ค่าแรงช่าง ปี 2568 (Wages 2568)"])
    sheet.append(WAGES_HEADERS)
    for name, role, wage, social, overtime in WAGES:
        sheet.append([name, role, wage, social, overtime, wage - social + overtime])
    for column in range(3, 7):
        money_format(sheet, column)
    daily = book.create_sheet("ช่างรายวัน Daily")
    daily.append(["ชื่อ (Name)", "อัตรา (Rate)", "จำนวนวัน พ.ค. (Days May)", "จ่าย พ.ค. (Paid May)"])
    for row in DAILY_HIRES:
        daily.append(list(row))
    money_format(daily, 4)
    book.save(path)


def _home_spending(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOME_SPENDING.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOME_SPENDING_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Khun Wanna's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    quotes, contracts, letters = docs / "งานร้าน" / "ใบเสนอราคา", docs / "งานร้าน" / "สัญญา", docs / "งานร้าน" / "จดหมาย"
    suppliers, books, plans = docs / "Suppliers", docs / "บัญชีร้าน", docs / "แผนงาน"
    home, fees, insurance = docs / "บ้าน", docs / "บ้าน" / "ค่าเทอม", docs / "บ้าน" / "ประกัน"
    for folder in (quotes, contracts, letters, suppliers, books, plans, home, fees, insurance):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_คุณประเสริฐ_ร่าง.docx", PRASERT_DRAFT_TOP, PRASERT_DRAFT_TABLE,
               bottom=PRASERT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_คุณประเสริฐ_ฉบับจริง.docx", PRASERT_FINAL_TOP, PRASERT_FINAL_TABLE,
               bottom=PRASERT_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ร้านกาแฟบ้านสวน.docx", CAFE_TOP, CAFE_TABLE, bottom=CAFE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_คลินิกทันตกรรมยิ้มสวย.docx", CLINIC_TOP, CLINIC_TABLE, bottom=CLINIC_BOTTOM)
    write_docx(contracts / "สัญญาจ้าง_นิติบุคคลเดอะพาร์คคอนโด.docx", CONDO_CONTRACT)
    write_docx(letters / "หนังสือทวงถาม_บ้านดีก่อสร้าง.docx", LETTER)
    make_pdf(suppliers / "KoratGlassSupply_PriceList_2025.pdf", KORAT_PRICES_2025)
    write_docx(suppliers / "ใบราคากระจก_โคราชกลาส_2567.docx", KORAT_PRICES_2567_TOP, KORAT_PRICES_2567_TABLE,
               bottom=KORAT_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "KoratGlass_Invoice_INV2505-0387.pdf", KORAT_INVOICE)
    make_pdf(suppliers / "SiamAlu_profile_prices_2025.pdf", SIAM_ALU)
    _sales_book(books / "ยอดขายรายจ่าย_2568.xlsx", SALES_2568, EXPENSES_2568, "2568")
    _sales_book(books / "ยอดขายรายจ่าย_2567.xlsx", SALES_2567, EXPENSES_2567, "2567")
    _wages(books / "ค่าแรงช่าง_2568.xlsx")
    write_slides(plans / "แผนธุรกิจปี2569.pptx", PLAN_SLIDES)
    make_pdf(home / "PEA_bill_May2025.pdf", PEA_BILL)
    _home_spending(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    make_pdf(fees / "KWB_Tuition_Term1_2025.pdf", TUITION_2025)
    write_docx(fees / "ใบเสร็จค่าเทอม_ใบเตย_2567.docx", TUITION_2567, TUITION_2567_TABLE)
    make_pdf(insurance / "Car_insurance_renewal_2025.pdf", CAR_INSURANCE)
    make_pdf(insurance / "Shop_fire_insurance_policy_2025.pdf", FIRE_INSURANCE)
    write_docx(insurance / "กรมธรรม์ประกันสุขภาพ_ใบเตย.docx", HEALTH_INSURANCE)
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Khun Wanna's to-do list, already in the workspect before a task."""
    write_texts(workspect, {"todo.md": (
        "- โอนค่ากระจกโคราชกลาส\n"
        "- ต่อประกันรถกระบะ\n"
        "- ตามเงินบ้านดีก่อสร้าง\n"
        "- วัดหน้างานคลินิกยิ้มสวย\n"
        "- ซื้อรองเท้านักเรียนใบเตย\n"
    )})
