"""The noodlefactory folder: the papers of a family rice-noodle factory in Ratchaburi and its household.

The owner is นายวีระ จันทร์หอม (เฮียวี). With his wife สุนีย์ (เจ๊นีย์, who keeps the books) he runs
"โรงงานเส้นก๋วยเตี๋ยวจันทร์หอม" (Chanhom Rice Noodle) at ต.บ้านเลือก อ.โพธาราม จ.ราชบุรี: fresh เส้นใหญ่,
เส้นเล็ก and เส้นหมี่ for market traders and noodle shops. Four workers (พี่สมร, ลุงจำลอง, น้องฝน, อ่อง).
Their daughter มายด์ (ด.ญ.ปริยากร) is in ม.2; his father อากงเซ้ง lives with them. It is November 2568 (2025).

Documents/โรงเส้นจันทร์หอม/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_บ้านโป่งฟู้ดส์_ร่าง.docx: draft quote QT-68-018 to Ban Pong Foods (4 noodle shops), 75,900 a month.
- ใบเสนอราคา/ใบเสนอราคา_บ้านโป่งฟู้ดส์_ฉบับจริง.docx: the final of the same quote, sent 14 ต.ค., 78,300 a month.
- ใบเสนอราคา/ใบเสนอราคา_โรงอาหาร_รร.บ้านเลือกวิทยา.docx and ใบเสนอราคา_ราชบุรีจัดเลี้ยง.docx: two similar monthly
  supply quotes to a school canteen and a catering firm (14,124 vs 26,260 a month).
- เอกสารโรงงาน/หนังสือ_สสจ.ราชบุรี_ต่ออายุใบอนุญาตผลิตอาหาร.docx: the provincial health office's letter: renew the
  food-production licence by 30 พ.ย. 2568, fee 3,000, GMP inspection 9 ธ.ค. 2568 (table of fixes).
- เอกสารโรงงาน/สัญญาบำรุงรักษาเครื่องจักร_เอกการช่าง_2568.docx: yearly machine-maintenance contract with ร้านเอกการช่าง
  (18,000 a year in two parts, emergency call 800 a time, parts 10% off).
- Suppliers/MaeKlongFlour_pricelist_2025.pdf: English 2025 price list of Mae Klong Flour Mill Co., Ltd. (grade A 560).
- Suppliers/ราคาแป้ง_โรงโม่แป้งแม่กลอง_2567.docx: last year's list of the same mill in Thai (บริษัท โรงโม่แป้งแม่กลอง).
- Suppliers/MaeKlongFlour_invoice_MKF-2510-233.pdf: October flour invoice (38,280, due 7 Nov 2025).
- Suppliers/email_MaeKlongFlour_price_Dec2025.txt: email: grade A rice flour 560 -> 585 a bag from 1 Dec 2025.
- Suppliers/EkEngineering_repair_invoice_Oct2025.pdf: English invoice of the same repair shop (Ek Engineering Service)
  for the steamer breakdown in October (9,368).
- Suppliers/RatchaburiGas_LPG_invoice_Oct2025.pdf: LPG cylinders for the boiler in October (20,720).
- Suppliers/ThaiNoodleMachinery_quotation_TNM-600S.pdf: quotation for a new steaming line (411,950 incl. VAT).
- บัญชี/ยอดขายโรงเส้น_2568.xlsx: this year's book, two sheets (sales by month Jan-Oct; expenses by month).
- บัญชี/ยอดขายโรงเส้น_2567.xlsx: last year's book, same layout, January to December with a year total.
- บัญชี/ยอดส่งเส้นรายลูกค้า_2568.xlsx: sales by customer, months as columns.
- บัญชี/ซื้อแป้ง_ส.ค.-ต.ค.68.xlsx: flour purchases, one sheet per month (Aug, Sep, Oct 2568).
- บัญชี/ค่าแรงคนงาน_ตุลา68.md: the October wages of the four workers (with festival overtime).
- บัญชี/สต็อกแป้ง_1พ.ย.68.md: the flour and packing stock count on 1 November.
- บันทึกประชุมคนงาน_1พ.ย.68.md: minutes of the workers' meeting on 1 November.
- สูตรเส้นใหญ่_ของอาม่า.md: the grandmother's wide-noodle recipe per bag of flour.
- แชท/แชทไลน์_เจ๊หมวย_ก๋วยเตี๋ยวเรือ.txt: LINE chat with a noodle-shop customer; a wedding order goes 50 -> 70 โล (2,100).
- แผนโรงเส้นปี2569.pptx: slides, the plan for next year (3,000,000 target, new steaming line).

Documents/บ้าน/ (the household)
- Bills/PEA_home_bill_Oct2025.pdf and Bills/WestNet_fibre_bill_Oct2025.pdf: English bills for the house.
- ประกัน/ChaoPhrayaLife_premium_notice_2025.pdf: English premium notice for Sunee's health policy (24,860);
  the daughter's policy is paid monthly to เจ้าพระยาประกันชีวิต in the household book.
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: school fee notices (20,450; 20,250).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านจันทร์หอม.txt: the family's LINE group (a pickup repair quoted 6,500, then 5,800).
- บันทึกสุขภาพ_อากง.md: notes on the grandfather's diabetes check-ups.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]

# ---------------------------------------------------------------- quotes
HEAD = ("โรงงานเส้นก๋วยเตี๋ยวจันทร์หอม (Chanhom Rice Noodle) 88/3 หมู่ 5 ต.บ้านเลือก อ.โพธาราม จ.ราชบุรี 70120 "
        "โทร 081-944-2173  เลขสารบบอาหาร อย. 70-2-00457-2-0001")
BANPONG_DRAFT = [
    HEAD,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-68-018",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณธนพล ศักดิ์สิทธิ์ ฝ่ายจัดซื้อ บริษัท บ้านโป่งฟู้ดส์ จำกัด (ก๋วยเตี๋ยวเรือบ้านโป่ง 4 สาขา)",
    "เรื่อง เส้นก๋วยเตี๋ยวสด ส่งครัวกลางทุกวัน ก่อน 5.30 น.",
]
BANPONG_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (30 วัน)"),
    ("เส้นใหญ่", "40 กก.", "28 บาท", "33,600"),
    ("เส้นเล็ก", "30 กก.", "30 บาท", "27,000"),
    ("เส้นหมี่ขาว", "15 กก.", "34 บาท", "15,300"),
    ("รวมต่อเดือน", "85 กก./วัน", "", "75,900"),
]
BANPONG_DRAFT_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 75,900 บาท (เจ็ดหมื่นห้าพันเก้าร้อยบาทถ้วน) ส่งฟรี",
    "ร่าง ยังไม่ส่ง รอเฮียคุยราคาแป้งกับโรงโม่ก่อน",
]
BANPONG_FINAL = [
    HEAD,
    "ใบเสนอราคา  เลขที่ QT-68-018 (ฉบับแก้ไข)",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน คุณธนพล ศักดิ์สิทธิ์ ฝ่ายจัดซื้อ บริษัท บ้านโป่งฟู้ดส์ จำกัด (ก๋วยเตี๋ยวเรือบ้านโป่ง 4 สาขา)",
    "เรื่อง เส้นก๋วยเตี๋ยวสด ส่งครัวกลางทุกวัน ก่อน 5.30 น. เริ่ม 1 พฤศจิกายน 2568",
]
BANPONG_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (30 วัน)"),
    ("เส้นใหญ่", "45 กก.", "27 บาท", "36,450"),
    ("เส้นเล็ก", "30 กก.", "30 บาท", "27,000"),
    ("เส้นหมี่ขาว", "15 กก.", "33 บาท", "14,850"),
    ("รวมต่อเดือน", "90 กก./วัน", "", "78,300"),
]
BANPONG_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 78,300 บาท (เจ็ดหมื่นแปดพันสามร้อยบาทถ้วน) ส่งฟรีถึงครัวกลาง",
    "เส้นใหญ่คิดกิโลละ 27 บาท เพราะสั่งวันละ 45 กก. ขึ้นไป",
    "เงื่อนไข: วางบิลทุกวันที่ 15 และสิ้นเดือน เครดิต 15 วัน ราคานี้ยืนถึง 30 เมษายน 2569",
    "ลงชื่อ วีระ จันทร์หอม ผู้เสนอราคา",
]

SCHOOL_QUOTE = [
    HEAD,
    "ใบเสนอราคา เลขที่ QT-68-021  วันที่ 20 ตุลาคม 2568",
    "เรียน คุณสมพร ใจเย็น ผู้รับเหมาโรงอาหาร โรงเรียนบ้านเลือกวิทยา",
    "เรื่อง เส้นก๋วยเตี๋ยวสดสำหรับโรงอาหาร ภาคเรียนที่ 2/2568 (พฤศจิกายน 2568 – มีนาคม 2569)",
]
SCHOOL_QUOTE_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (22 วันเรียน)"),
    ("เส้นใหญ่", "10 กก.", "27 บาท", "5,940"),
    ("เส้นเล็ก", "8 กก.", "30 บาท", "5,280"),
    ("เส้นหมี่ขาว", "4 กก.", "33 บาท", "2,904"),
    ("รวมต่อเดือน", "22 กก./วัน", "", "14,124"),
]
SCHOOL_QUOTE_BOTTOM = [
    "รวมเดือนละประมาณ 14,124 บาท คิดตามวันเรียนจริง ส่งถึงโรงอาหารก่อน 7.00 น.",
    "ชำระเงินสดทุกวันศุกร์ หรือโอนเข้าบัญชีกสิกรไทย 742-2-18830-5 ชื่อบัญชี วีระ จันทร์หอม",
    "วันหยุดราชการและวันปิดภาคเรียน ไม่ต้องส่ง แจ้งล่วงหน้า 1 วัน",
]
CATERING_QUOTE = [
    HEAD,
    "ใบเสนอราคา เลขที่ QT-68-022  วันที่ 21 ตุลาคม 2568",
    "เรียน คุณวิไลวรรณ พึ่งบุญ บริษัท ราชบุรีจัดเลี้ยง จำกัด",
    "เรื่อง เส้นก๋วยเตี๋ยวสดสำหรับงานจัดเลี้ยงและโต๊ะจีน ส่งประจำ เดือนละ 26 วัน",
]
CATERING_QUOTE_TABLE = [
    ("รายการ", "จำนวนต่อวัน", "ราคาต่อกก.", "รวมต่อเดือน (26 วัน)"),
    ("เส้นใหญ่", "15 กก.", "26 บาท", "10,140"),
    ("เส้นเล็ก", "10 กก.", "29 บาท", "7,540"),
    ("เส้นหมี่ขาว", "10 กก.", "33 บาท", "8,580"),
    ("รวมต่อเดือน", "35 กก./วัน", "", "26,260"),
]
CATERING_QUOTE_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 26,260 บาท ส่งฟรีในเขตอำเภอเมืองราชบุรีและโพธาราม",
    "งานด่วนเพิ่มวันเดียวกัน ต้องสั่งก่อน 16.00 น. ของวันก่อนหน้า",
    "เครดิต 30 วัน วางบิลสิ้นเดือน",
]

# ---------------------------------------------------------------- FDA letter, maintenance contract
FDA_LETTER = [
    "ที่ รบ 0033.005/4127",
    "สำนักงานสาธารณสุขจังหวัดราชบุรี ถนนสมบูรณ์กุล อำเภอเมืองราชบุรี จังหวัดราชบุรี 70000",
    "20 ตุลาคม 2568",
    "เรื่อง แจ้งการต่ออายุใบอนุญาตผลิตอาหาร",
    "เรียน ผู้รับอนุญาต โรงงานเส้นก๋วยเตี๋ยวจันทร์หอม (นายวีระ จันทร์หอม)",
    "ตามที่ท่านได้รับใบอนุญาตผลิตอาหาร (แบบ อ.2) เลขที่ 70-2-00457 ซึ่งจะสิ้นอายุในวันที่ 31 ธันวาคม 2568 นั้น "
    "ขอให้ท่านยื่นคำขอต่ออายุใบอนุญาต (แบบ อ.7) ภายในวันที่ 30 พฤศจิกายน 2568 "
    "พร้อมชำระค่าธรรมเนียมการต่ออายุ 3,000 บาท ที่กลุ่มงานคุ้มครองผู้บริโภคฯ ชั้น 2",
    "หากยื่นหลังวันสิ้นอายุ จะต้องเสียค่าปรับเพิ่มร้อยละ 20 ของค่าธรรมเนียม",
    "เจ้าหน้าที่จะเข้าตรวจประเมินสถานที่ผลิตตามหลักเกณฑ์ GMP ในวันที่ 9 ธันวาคม 2568 เวลา 09.30 น. "
    "ขอให้ปรับปรุงรายการที่พบจากการตรวจครั้งก่อนให้แล้วเสร็จ ดังนี้",
]
FDA_TABLE = [
    ("ลำดับ", "รายการที่ต้องปรับปรุง", "กำหนดเสร็จ"),
    ("1", "พื้นห้องนึ่งแตกร้าว น้ำขัง ให้ปูกระเบื้องหรือเคลือบอีพ็อกซี่ใหม่", "ก่อนวันตรวจ"),
    ("2", "ติดมุ้งลวดที่หน้าต่างห้องบรรจุให้ครบทุกบาน", "ก่อนวันตรวจ"),
    ("3", "คนงานต้องสวมหมวกคลุมผมและผ้ากันเปื้อนขณะปฏิบัติงาน", "ทันที"),
    ("4", "ส่งผลตรวจน้ำใช้ในการผลิต (ไม่เกิน 6 เดือน) จากห้องปฏิบัติการที่ได้รับการรับรอง", "ยื่นพร้อมคำขอ"),
]
FDA_BOTTOM = [
    "จึงเรียนมาเพื่อโปรดดำเนินการ",
    "ขอแสดงความนับถือ",
    "นางสาวกนกวรรณ ทองประเสริฐ เภสัชกรชำนาญการ",
    "กลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข โทร 032-337-114",
]

EK_CONTRACT = [
    "สัญญาบริการบำรุงรักษาเครื่องจักร",
    "สัญญาเลขที่ EK-MA-2568/07  ทำที่ อำเภอโพธาราม จังหวัดราชบุรี  วันที่ 5 มกราคม 2568",
    "ระหว่าง โรงงานเส้นก๋วยเตี๋ยวจันทร์หอม โดย นายวีระ จันทร์หอม ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ ร้านเอกการช่าง โดย นายเอกชัย บุญมา เลขที่ 45/2 ถนนเพชรเกษม อ.โพธาราม ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
EK_CONTRACT_HEADINGS = [
    ("ข้อ 1 เครื่องจักรที่ดูแล", "เครื่องนึ่งเส้นแบบสายพาน 1 เครื่อง\nเครื่องผสมแป้ง 1 เครื่อง\n"
     "เครื่องตัดเส้น 2 เครื่อง\nหม้อไอน้ำ (บอยเลอร์) ใช้แก๊ส 1 เครื่อง"),
    ("ข้อ 2 การตรวจเช็ก", "ผู้รับจ้างเข้าตรวจเช็ก ทำความสะอาด และเปลี่ยนน้ำมันหล่อลื่น ทุก 3 เดือน ปีละ 4 ครั้ง "
     "(มีนาคม มิถุนายน กันยายน ธันวาคม) ในวันอาทิตย์ที่โรงงานหยุดผลิต"),
    ("ข้อ 3 ค่าบริการ", "ค่าบริการปีละ 18,000 บาท แบ่งชำระ 2 งวด งวดละ 9,000 บาท ในเดือนมกราคมและกรกฎาคม"),
    ("ข้อ 4 กรณีเครื่องเสียฉุกเฉิน", "ผู้รับจ้างต้องมาถึงโรงงานภายใน 24 ชั่วโมงนับจากได้รับแจ้ง "
     "คิดค่าแรงครั้งละ 800 บาท ค่าอะไหล่คิดตามจริง ลดให้ร้อยละ 10"),
    ("ข้อ 5 ระยะเวลา", "ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568 ต่ออายุได้โดยตกลงกันเป็นหนังสือ"),
    ("ข้อ 6 การรับประกันงานซ่อม", "งานซ่อมและอะไหล่ที่เปลี่ยน รับประกัน 90 วัน"),
]
EK_CONTRACT_BOTTOM = ["ลงชื่อ วีระ จันทร์หอม ผู้ว่าจ้าง", "ลงชื่อ เอกชัย บุญมา ผู้รับจ้าง",
                      "ลงชื่อ สุนีย์ จันทร์หอม พยาน"]

# ---------------------------------------------------------------- supplier papers
MKF_PRICES_2025 = [
    "MAE KLONG FLOUR MILL CO., LTD.\n"
    "112 Moo 4, Phetkasem Road, Ban Pong, Ratchaburi 70110   Tel. 032-211-508\n"
    "PRICE LIST 2025 - RICE FLOUR AND STARCH\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per 25 kg bag, VAT included.\n"
    "\n"
    "Rice flour, noodle grade A ............ 560 THB/bag\n"
    "Rice flour, standard .................. 510 THB/bag\n"
    "Tapioca starch ........................ 390 THB/bag\n"
    "Glutinous rice flour .................. 720 THB/bag\n"
    "Corn starch ........................... 640 THB/bag\n"
    "\n"
    "Minimum order 20 bags. Free delivery in Ratchaburi province for orders of 40 bags or more.\n"
    "Payment: 30 days credit for regular customers.\n"
    "Contact: Pimchanok Saetang, sales@maeklongflour.co.th",
]
MKF_PRICES_2567 = ["บริษัท โรงโม่แป้งแม่กลอง จำกัด", "ใบราคาขายส่ง ปี 2567 (มกราคม – ธันวาคม 2567)",
                   "ราคาต่อกระสอบ 25 กก. รวมภาษีมูลค่าเพิ่มแล้ว"]
MKF_PRICES_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา (บาท/กระสอบ)"),
    ("แป้งข้าวเจ้า เกรดทำเส้น A", "25 กก.", "535"),
    ("แป้งข้าวเจ้า มาตรฐาน", "25 กก.", "490"),
    ("แป้งมันสำปะหลัง", "25 กก.", "365"),
    ("แป้งข้าวเหนียว", "25 กก.", "690"),
    ("แป้งข้าวโพด", "25 กก.", "615"),
]
MKF_PRICES_2567_BOTTOM = ["สั่งขั้นต่ำ 15 กระสอบ ส่งฟรีในจังหวัดราชบุรีเมื่อสั่ง 30 กระสอบขึ้นไป",
                          "ลูกค้าประจำเครดิต 30 วัน", "ติดต่อ คุณพิมพ์ชนก แซ่ตั้ง ฝ่ายขาย"]
MKF_INVOICE = [
    "MAE KLONG FLOUR MILL CO., LTD.\n"
    "TAX INVOICE / INVOICE No. MKF-2510-233\n"
    "Date: 8 Oct 2025          Due date: 7 Nov 2025\n"
    "Customer: Chanhom Rice Noodle (Khun Weera Chanhom), 88/3 Moo 5, Ban Lueak, Photharam, Ratchaburi\n"
    "\n"
    "Item                           Qty        Unit price   Amount\n"
    "Rice flour, noodle grade A     60 bags    560.00       33,600.00\n"
    "Tapioca starch                 12 bags    390.00        4,680.00\n"
    "\n"
    "TOTAL DUE: 38,280.00 THB (VAT included)\n"
    "Please transfer to Bangkok Bank, Mae Klong Flour Mill Co., Ltd., account 615-3-04417-2\n"
    "and send the slip to LINE @maeklongflour. Thank you.",
]
MKF_EMAIL = """From: Pimchanok Saetang <sales@maeklongflour.co.th>
To: chanhom.noodle@gmail.com
Date: Mon, 3 Nov 2025 09:12
Subject: Price adjustment from 1 December 2025

Dear Khun Weera,

Thank you for buying from us all year. We must let you know about new prices from 1 December 2025:

1. Rice flour, noodle grade A (25 kg) will be 585 THB/bag (now 560 THB/bag). Paddy from the new crop
   costs more this year.
2. Standard rice flour will be 530 THB/bag (now 510 THB/bag).
3. Tapioca starch does not change, 390 THB/bag.

Orders confirmed before 30 Nov 2025 still get the old price, up to 100 bags per customer.
From December our truck to Photharam will come on Wednesday and Saturday.

Best regards,
Pimchanok Saetang
Sales, Mae Klong Flour Mill Co., Ltd.
032-211-508
"""
EK_INVOICE = [
    "EK ENGINEERING SERVICE (Ek Kan Chang)\n"
    "45/2 Phetkasem Road, Photharam, Ratchaburi 70120   Tel. 086-519-7730\n"
    "INVOICE No. EK-2510-044        Date: 17 Oct 2025\n"
    "Customer: Chanhom Rice Noodle Factory (Khun Weera)\n"
    "Job: emergency repair 16 Oct 2025 - steamer conveyor stopped, motor burnt\n"
    "\n"
    "Food-grade conveyor belt, steamer line    1 pc     5,600.00\n"
    "Motor rewinding, 3 HP                     1 job    3,200.00\n"
    "Bearings 6205 ZZ                          4 pcs      720.00\n"
    "Parts discount 10% (maintenance contract)           -952.00\n"
    "Emergency call-out labour                            800.00\n"
    "\n"
    "TOTAL 9,368.00 THB   Due within 15 days. Warranty on repair: 90 days.",
]
GAS_INVOICE = [
    "RATCHABURI GAS SUPPLY CO., LTD.\n"
    "LPG for industry and restaurants - Photharam branch\n"
    "INVOICE No. RGS-6810-0571       Date: 31 Oct 2025\n"
    "Bill to: Chanhom Rice Noodle Factory, Ban Lueak, Photharam\n"
    "\n"
    "LPG 48 kg cylinder (refill)    14 cyl.   x 1,480.00    20,720.00\n"
    "Delivery                                              0.00\n"
    "\n"
    "TOTAL 20,720.00 THB   Due date: 15 Nov 2025\n"
    "Deliveries in October: 3, 9, 14, 18, 23, 27, 30 Oct (2 cylinders each).",
]
TNM_QUOTE = [
    "THAI NOODLE MACHINERY CO., LTD.\n"
    "Food processing machines - Om Noi, Krathum Baen, Samut Sakhon\n"
    "QUOTATION No. TNM-Q-25-112     Date: 22 Oct 2025\n"
    "To: Chanhom Rice Noodle Factory (Khun Weera Chanhom), Photharam, Ratchaburi\n"
    "\n"
    "Continuous rice noodle steaming line, model TNM-600S, stainless steel 304\n"
    "Capacity: 150 kg of noodles per hour, steam from your existing boiler\n"
    "Price: 385,000.00 THB\n"
    "VAT 7%: 26,950.00 THB\n"
    "Total: 411,950.00 THB\n"
    "Delivery and installation 45 days after a 30% deposit. Training for 2 operators free.\n"
    "Warranty: 1 year on all parts.\n"
    "This quotation is valid until 30 Nov 2025.\n"
    "Sales engineer: Khun Attapol 081-602-4415",
]

# ---------------------------------------------------------------- books
CUSTOMERS_2568 = {  # name, group (market / restaurant), Jan-Oct 2568 in THB
    "ป้าสมใจ ค้าส่งตลาดโพธาราม": ("ตลาด", [48200, 45600, 47900, 41200, 46800, 47300, 49100, 48600, 47800, 56900]),
    "เฮียชัย แผงตลาดเช้าบ้านโป่ง": ("ตลาด", [31500, 29800, 30200, 27600, 30900, 31200, 32400, 31800, 31100, 37200]),
    "ขายปลีกหน้าโรงงาน": ("ตลาด", [8600, 8100, 8900, 9800, 8400, 7900, 8200, 8000, 7700, 11300]),
    "เจ๊หมวย ก๋วยเตี๋ยวเรือ": ("ร้าน", [22800, 21900, 23100, 20400, 22600, 22900, 23800, 23400, 22700, 26500]),
    "ร้านราดหน้าโกเล้ง": ("ร้าน", [18600, 17900, 18800, 16200, 18400, 18100, 19200, 18900, 18300, 21700]),
    "ร้านผัดไทยเจ๊ศรี": ("ร้าน", [15400, 14800, 15600, 13900, 15200, 15500, 16100, 15800, 15300, 17600]),
    "ร้านข้าวแกงป้าจิต": ("ร้าน", [9200, 8800, 9400, 8100, 9100, 9300, 9600, 9500, 9200, 10400]),
}


def _group_2568(group: str) -> list[int]:
    return [sum(v[i] for g, v in CUSTOMERS_2568.values() if g == group) for i in range(10)]


MARKET_2568 = _group_2568("ตลาด")
SHOPS_2568 = _group_2568("ร้าน")
MARKET_2567 = [80100, 76800, 79500, 70300, 78200, 79000, 81600, 80300, 79100, 92400, 82600, 90800]
SHOPS_2567 = [61800, 59400, 62300, 55100, 60800, 61900, 64200, 63100, 61700, 70500, 64900, 71300]

FLOUR_BUYS = {  # one sheet per month: date, item, bags, price, supplier
    "ส.ค. 68": [("6 ส.ค. 68", "แป้งข้าวเจ้า เกรด A", 50, 560, "โรงโม่แป้งแม่กลอง"),
                ("6 ส.ค. 68", "แป้งมันสำปะหลัง", 10, 390, "โรงโม่แป้งแม่กลอง"),
                ("20 ส.ค. 68", "แป้งข้าวเจ้า เกรด A", 45, 560, "โรงโม่แป้งแม่กลอง")],
    "ก.ย. 68": [("3 ก.ย. 68", "แป้งข้าวเจ้า เกรด A", 50, 560, "โรงโม่แป้งแม่กลอง"),
                ("3 ก.ย. 68", "แป้งมันสำปะหลัง", 10, 390, "โรงโม่แป้งแม่กลอง"),
                ("17 ก.ย. 68", "แป้งข้าวเจ้า เกรด A", 50, 560, "โรงโม่แป้งแม่กลอง")],
    "ต.ค. 68": [("8 ต.ค. 68", "แป้งข้าวเจ้า เกรด A", 60, 560, "โรงโม่แป้งแม่กลอง"),
                ("8 ต.ค. 68", "แป้งมันสำปะหลัง", 12, 390, "โรงโม่แป้งแม่กลอง"),
                ("22 ต.ค. 68", "แป้งข้าวเจ้า เกรด A", 40, 560, "โรงโม่แป้งแม่กลอง"),
                ("27 ต.ค. 68", "แป้งข้าวเจ้า (ซื้อด่วน ช่วงกินเจ)", 5, 600, "ร้านเฮียกวง ตลาดราชบุรี")],
}


def _flour_total(month: str) -> int:
    return sum(bags * price for _, _, bags, price, _ in FLOUR_BUYS[month])


FLOUR_2568 = [52400, 49800, 53100, 46200, 52600, 53000, 55400] + [_flour_total(m) for m in FLOUR_BUYS]
GAS_2568 = [18940, 17760, 19240, 16280, 18500, 18500, 19240, 19240, 18940, 20720]
WAGES_2568 = [40200, 38600, 40600, 36400, 40200, 40200, 41000, 40600, 40200, 42380]
POWER_2568 = [6820, 6540, 7310, 7690, 7440, 6980, 7050, 6910, 6870, 7520]
REPAIR_2568 = [9000, 0, 1250, 0, 2400, 0, 9000, 650, 0, 9368]
FLOUR_2567 = [49600, 47100, 49900, 43800, 48900, 49600, 51300, 50400, 49500, 57800, 51700, 56400]
GAS_2567 = [17390, 16280, 17760, 15170, 17020, 17020, 17760, 17390, 17390, 19610, 17760, 19240]
WAGES_2567 = [37800, 36400, 38200, 34200, 37800, 37800, 38600, 38200, 37800, 41200, 38600, 41600]
POWER_2567 = [6450, 6210, 6980, 7320, 7110, 6690, 6720, 6600, 6530, 7180, 6820, 6950]
REPAIR_2567 = [8000, 0, 3800, 0, 0, 1900, 8000, 0, 0, 5400, 0, 1200]


def _sales_book(path: Path, year: str, market: list[int], shops: list[int], costs: list[list[int]]) -> None:
    n = len(market)
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายโรงงานเส้นก๋วยเตี๋ยวจันทร์หอม ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "แม่ค้า/ตลาด (Market traders)", "ร้านอาหาร (Restaurants)", "รวม (Total)"])
    for month, a, b in zip(MONTHS, market, shops):
        sales.append([f"{month} {year}", a, b, a + b])
    label = "รวมทั้งปี (Year total)" if n == 12 else f"รวม ม.ค.-{MONTHS[n - 1]} (Jan-Oct total)"
    sales.append([label, sum(market), sum(shops), sum(market) + sum(shops)])
    for column in (2, 3, 4):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายโรงงาน ปี {year} (Factory expenses {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าแป้ง (Flour)", "ค่าแก๊ส LPG (Gas)", "ค่าแรง (Wages)",
                  "ค่าไฟโรงงาน (Electricity)", "ค่าซ่อม/อะไหล่ (Repairs)", "รวม (Total)"])
    for i in range(n):
        row = [c[i] for c in costs]
        sheet.append([f"{MONTHS[i]} {year}"] + row + [sum(row)])
    totals = [sum(c) for c in costs]
    sheet.append([label] + totals + [sum(totals)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _customer_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายลูกค้า By customer"
    sheet.append(["ยอดส่งเส้นรายลูกค้า ปี 2568 (Sales by customer 2568, THB)"])
    sheet.append(["ลูกค้า (Customer)", "กลุ่ม"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for name, (group, values) in CUSTOMERS_2568.items():
        sheet.append([name, "แม่ค้า/ตลาด" if group == "ตลาด" else "ร้านอาหาร"] + values + [sum(values)])
    totals = [a + b for a, b in zip(MARKET_2568, SHOPS_2568)]
    sheet.append(["รวม (Total)", ""] + totals + [sum(totals)])
    for column in range(3, 14):
        money_format(sheet, column)
    book.save(path)


def _flour_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in FLOUR_BUYS.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ซื้อแป้ง {title} (Flour purchases)"])
        sheet.append(["วันที่", "รายการ", "จำนวน (กระสอบ)", "ราคา/กระสอบ", "จำนวนเงิน (บาท)", "ซื้อจาก"])
        for date, item, bags, price, seller in rows:
            sheet.append([date, item, bags, price, bags * price, seller])
        sheet.append(["รวม", "", sum(r[2] for r in rows), "", _flour_total(title), ""])
        money_format(sheet, 5)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2398.17, "PEA"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "WestNet"), ("ค่ากับข้าว (Food)", 11500, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3200, ""),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""),
                  ("ค่ายาอากง (Grandpa's medicine)", 1650, ""),
                  ("ประกันสุขภาพมายด์ (Child health insurance)", 1450, "เจ้าพระยาประกันชีวิต"),
                  ("ค่าเรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2512.64, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "WestNet"), ("ค่ากับข้าว (Food)", 11900, ""),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3450, ""),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""),
                  ("ค่ายาอากง (Grandpa's medicine)", 1650, ""),
                  ("ประกันสุขภาพมายด์ (Child health insurance)", 1450, "เจ้าพระยาประกันชีวิต"),
                  ("ค่าเรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("ซองงานศพน้าเล็ก (Funeral gift)", 1000, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2684.32, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "WestNet"), ("ค่ากับข้าว (Food)", 12300, "กินเจ"),
                  ("ค่าน้ำมันรถเก๋ง (Petrol)", 3100, ""),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""),
                  ("ค่ายาอากง + ค่าหมอ (Medicine, doctor)", 2380, "รพ.ราชบุรี"),
                  ("ประกันสุขภาพมายด์ (Child health insurance)", 1450, "เจ้าพระยาประกันชีวิต"),
                  ("ค่าเรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ")],
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
    top = ["โรงเรียนพัฒนศึกษาโพธาราม", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปริยากร จันทร์หอม  ชั้น ม.2/3  เลขประจำตัว 10582"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0205-1187-4432",
              "ชำระล่าช้า ปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการศึกษา", "14,500"), ("ค่าหนังสือและแบบฝึกหัด", "3,200"),
                           ("ค่าเรียนคอมพิวเตอร์", "1,500"), ("ค่าชุดพละและเสื้อกีฬาสี", "1,250")],
                "20,450", "12 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการศึกษา", "14,500"), ("ค่าทัศนศึกษา กาญจนบุรี", "2,400"),
                           ("ค่าเรียนเสริมภาษาอังกฤษ", "3,000"), ("ค่าประกันอุบัติเหตุ", "350")],
                "20,250", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Photharam\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Weera Chanhom\n"
    "Address: 88/1 Moo 5, Ban Lueak, Photharam, Ratchaburi 70120 (residence)\n"
    "Customer no. 020008812064\n"
    "Billing period: 19 Sep 2025 - 18 Oct 2025\n"
    "Meter reading: 31,442 -> 31,980   Units used: 538 kWh\n"
    "Energy charge 2,418.49  Ft 52.00  Service 38.22  VAT 7% 175.61\n"
    "AMOUNT DUE: 2,684.32 THB\n"
    "Due date: 31 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
WESTNET_BILL = [
    "WESTNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Weera Chanhom    Account: WN-7012-5563\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by QR code or at counter service.",
]
INSURANCE_NOTICE = [
    "CHAO PHRAYA LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Ratchaburi Service Centre, Sri Suriyawong Road\n"
    "24 October 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Dear Mrs. Sunee Chanhom,\n"
    "Policy no. CPL-HS-2209-118   Plan: Health Plus 5000 with Critical Illness rider\n"
    "Policy year 4: 1 Dec 2025 - 30 Nov 2026\n"
    "\n"
    "Health Plus 5000 ......................... 17,340 THB\n"
    "Critical Illness rider (sum 500,000) ...... 7,520 THB\n"
    "Annual premium due: 24,860 THB (last year 22,950 THB; new age band 46-50)\n"
    "Due date: 20 Nov 2025. Grace period 31 days.\n"
    "Pay by bank transfer, credit card, or through your agent, Khun Rattana (089-227-6051).\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(MARKET_2568) + sum(SHOPS_2568)
    return [
        ("แผนโรงเส้นจันทร์หอม ปี 2569", "Chanhom Rice Noodle - plan for 2026\nวีระ และ สุนีย์ จันทร์หอม  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "ลูกค้าใหม่: บ้านโป่งฟู้ดส์ เริ่ม 1 พ.ย. เดือนละ 78,300 บาท\n"
                         "ปัญหา: เครื่องนึ่งเก่า เสียกลางงาน ต.ค. ค่าซ่อม 9,368 บาท, แป้งขึ้นราคา ธ.ค."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 3,000,000 บาท\nลูกค้าร้านอาหารส่งประจำเพิ่มอีก 2 ราย\n"
                            "ผ่านตรวจ GMP และต่อใบอนุญาต อย. ทันเวลา"),
        ("ไลน์นึ่งเส้นใหม่", "Thai Noodle Machinery รุ่น TNM-600S ราคา 411,950 บาท รวม VAT\n"
                             "กำลังผลิต 150 กก./ชม. (เครื่องเก่าประมาณ 80 กก./ชม.)\n"
                             "กู้ SME ธนาคาร 300,000 บาท ที่เหลือใช้เงินเก็บ ติดตั้ง มี.ค. 2569"),
        ("ปรับปรุงโรงงาน", "เคลือบพื้นห้องนึ่งอีพ็อกซี่ งบ 45,000 บาท\nมุ้งลวดห้องบรรจุ 6,500 บาท\n"
                           "ติดโซลาร์รูฟ 10 kW งบ 250,000 บาท (ปลายปี 2569)"),
        ("คนงาน", "รับเพิ่ม 1 คน วันละ 380 บาท\nโบนัสปีใหม่คนละ 2,000 บาท\nส่งพี่สมรอบรม GMP ที่ สสจ."),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "โรงเส้นจันทร์หอม/แชท/แชทไลน์_เจ๊หมวย_ก๋วยเตี๋ยวเรือ.txt":
        """[2/11/2568 15:20] เจ๊หมวย ก๋วยเตี๋ยวเรือ: เฮียวี หลานสาวเจ๊แต่งงาน 15 พ.ย. นี้ จัดเลี้ยงที่บ้าน ขอเส้นเล็กเพิ่ม 50 โล ได้มั้ย
[2/11/2568 15:35] โรงเส้นจันทร์หอม: ได้ครับเจ๊ เส้นเล็กโลละ 30 นะครับ 50 โล 1,500 บาท ส่งเช้าวันที่ 15 เลย
[2/11/2568 15:36] เจ๊หมวย ก๋วยเตี๋ยวเรือ: โอเคๆ
[5/11/2568 16:02] เจ๊หมวย ก๋วยเตี๋ยวเรือ: พรุ่งนี้ของร้านปกตินะ เส้นใหญ่ 25 โล เส้นหมี่ 8 โล
[5/11/2568 16:10] โรงเส้นจันทร์หอม: รับทราบครับ
[9/11/2568 19:02] เจ๊หมวย ก๋วยเตี๋ยวเรือ: เฮีย แขกงานแต่งเพิ่มเป็น 400 คน ขอเส้นเล็กเป็น 70 โล เลยนะ
[9/11/2568 19:15] โรงเส้นจันทร์หอม: ได้ครับ 70 โล รวม 2,100 บาท ส่ง 15 พ.ย. ตีห้าครึ่ง ที่บ้านเจ๊นะครับ
[9/11/2568 19:16] เจ๊หมวย ก๋วยเตี๋ยวเรือ: ขอบใจจ้า เดี๋ยวจ่ายสดวันส่งของ
""",
    "โรงเส้นจันทร์หอม/บัญชี/ค่าแรงคนงาน_ตุลา68.md": """# ค่าแรงคนงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าแรง/วัน | วันทำงาน | ค่าแรง | OT ช่วงกินเจ | รวม |
|---|---|---|---|---|---|---|
| พี่สมร | นวดแป้ง/คุมเครื่องนึ่ง | 400 | 26 | 10,400 | 600 | 11,000 |
| ลุงจำลอง | ขับรถส่งของ | 450 | 27 | 12,150 | - | 12,150 |
| น้องฝน | ตัดเส้น/บรรจุถุง | 350 | 25 | 8,750 | 600 | 9,350 |
| อ่อง (แรงงานเมียนมา) | ยกแป้ง/ล้างถาด | 380 | 26 | 9,880 | - | 9,880 |

รวมจ่ายค่าแรง ต.ค. 42,380 บาท จ่ายแล้ว 31 ต.ค. (โอน 3 คน ลุงจำลองรับเงินสด)
OT ช่วงกินเจ 21-29 ต.ค. เริ่มนึ่งตี 1 คนละ 600
อ่องเบิกล่วงหน้า 1,500 ไปแล้วเมื่อ 15 ต.ค. หักในยอดนี้แล้ว
""",
    "โรงเส้นจันทร์หอม/บัญชี/สต็อกแป้ง_1พ.ย.68.md": """# นับสต็อก 1 พ.ย. 68 (เจ๊นีย์นับ)

- แป้งข้าวเจ้า เกรด A: 38 กระสอบ
- แป้งมันสำปะหลัง: 9 กระสอบ
- ถุงพลาสติกใส่เส้น 2 กก.: 14 แพ็ค
- ถุงพลาสติกใส่เส้น 5 กก.: 6 แพ็ค
- น้ำมันพืชทาถาด: 3 ปี๊บ

ตอนนี้ใช้แป้งวันละ 3 กระสอบ บ้านโป่งฟู้ดส์เข้ามาเพิ่มอีกวันละเกือบ 2 กระสอบ
ต้องสั่งโรงโม่เพิ่มก่อน 10 พ.ย. และสั่งให้ทันก่อน 30 พ.ย. จะได้ราคาเดิม
""",
    "โรงเส้นจันทร์หอม/บันทึกประชุมคนงาน_1พ.ย.68.md": """# บันทึกประชุมคนงานโรงเส้น วันเสาร์ 1 พฤศจิกายน 2568

ผู้เข้าประชุม: เฮียวี, เจ๊นีย์, พี่สมร, ลุงจำลอง, น้องฝน, อ่อง

## เรื่องแจ้ง
- วันนี้เริ่มส่งเส้นให้บ้านโป่งฟู้ดส์แล้ว วันละ 90 กก. ต้องเริ่มนึ่งตี 2 ทุกวัน
- สสจ.ราชบุรีจะมาตรวจ GMP วันที่ 9 ธ.ค. 68
- แป้งจะขึ้นราคาตั้งแต่ 1 ธ.ค.

## มติที่ประชุม
- รับคนงานเพิ่ม 1 คน ค่าแรงวันละ 380 บาท เริ่ม 15 พ.ย.
- อาทิตย์ที่ 7 ธ.ค. หยุดผลิต ล้างโรงงานใหญ่ทั้งวัน จ่ายค่าแรงวันนั้นคนละ 500 บาท
- โบนัสปีใหม่คนละ 2,000 บาท จ่ายวันที่ 30 ธ.ค.
- ทุกคนต้องใส่หมวกคลุมผมกับผ้ากันเปื้อนตลอดเวลาในห้องผลิต

## งานที่มอบหมาย
- พี่สมร: สอนคนใหม่ใช้เครื่องนึ่ง
- ลุงจำลอง: เปลี่ยนรอบส่ง ไปบ้านโป่งให้ถึงก่อน 5.30 แล้วค่อยวนเข้าตลาดโพธาราม
- น้องฝน: ทำป้ายวันผลิตติดถุงทุกถุง
- เจ๊นีย์: ยื่นต่อใบอนุญาต อย. ก่อน 30 พ.ย.
""",
    "โรงเส้นจันทร์หอม/สูตรเส้นใหญ่_ของอาม่า.md": """# สูตรเส้นใหญ่ (สูตรอาม่า) ต่อแป้ง 1 กระสอบ

- แป้งข้าวเจ้าเกรด A 25 กก. (1 กระสอบ)
- แป้งมันสำปะหลัง 3 กก.
- น้ำสะอาด 30 ลิตร
- เกลือ 250 กรัม
- น้ำมันพืชสำหรับทาถาดและเส้น

ผสมแป้งกับน้ำให้เนียน พักไว้ 30 นาที นึ่งบางๆ ไฟแรงประมาณ 2 นาที ทาน้ำมันแล้วพับ
ได้เส้นสดประมาณ 52 กก. ต่อกระสอบ อย่าใส่แป้งมันเกิน ไม่งั้นเส้นเหนียวเกินลูกค้าบ่น
""",
    "โรงเส้นจันทร์หอม/Suppliers/email_MaeKlongFlour_price_Dec2025.txt": MKF_EMAIL,
    "บ้าน/แชทไลน์_บ้านจันทร์หอม.txt": """[25/10/2568 21:03] เจ๊นีย์: เฮีย ค่าเทอมมายด์เทอม 2 ต้องจ่ายก่อน 10 พ.ย. นะ
[25/10/2568 21:10] เฮียวี: ได้ เดี๋ยวโอนต้นเดือน
[27/10/2568 18:22] มายด์: ป๊า ค่าทัศนศึกษากาญจนบุรีรวมในค่าเทอมแล้วนะ ไม่ต้องจ่ายแยก
[30/10/2568 12:40] เฮียวี: อู่บอกค่าซ่อมช่วงล่างรถกระบะส่งของ 6,500
[31/10/2568 17:05] เฮียวี: ต่อได้ เหลือ 5,800 รวมค่าแรงแล้ว เข้าอู่ 4 พ.ย.
[31/10/2568 17:07] เจ๊นีย์: โอเค จ่ายจากบัญชีโรงงานนะ
[1/11/2568 07:30] อากง: วันที่ 18 อั๊วนัดหมอที่ รพ.ราชบุรี ใครพาไป
[1/11/2568 07:41] เจ๊นีย์: นีย์พาไปเองค่ะป๊า ต้องงดข้าวหลังเที่ยงคืนนะ
[3/11/2568 20:15] เจ๊นีย์: ประกันสุขภาพนีย์ปีนี้ขึ้นเป็น 24,860 ต้องจ่ายก่อน 20 พ.ย.
""",
    "บ้าน/บันทึกสุขภาพ_อากง.md": """# สุขภาพอากงเซ้ง (นายเซ้ง จันทร์หอม อายุ 78)

- เบาหวาน + เข่าเสื่อม รักษาที่ รพ.ราชบุรี คลินิกเบาหวาน (หมอปิยะพงษ์)
- HbA1c: เม.ย. 68 = 7.4, ส.ค. 68 = 6.9 (หมอว่าดีขึ้น)
- ยาประจำ: metformin เช้า-เย็น, ยาความดัน 1 เม็ดเช้า ค่ายาเดือนละประมาณ 1,650 บาท
- ต.ค. 68 ตรวจตา+ค่าหมอ จ่ายรวม 2,380 บาท
- นัดครั้งถัดไป 18 พฤศจิกายน 2568 เวลา 07.30 น. งดน้ำงดอาหารหลังเที่ยงคืน (เจาะเลือด)
- ห้ามกินเส้นเยอะตอนเย็น หมอให้เดินวันละ 20 นาที
""",
}
TODO = {"todo.md": """- ยื่นต่อใบอนุญาตผลิต อย. ก่อน 30 พ.ย.
- สั่งแป้งโรงโม่ก่อนขึ้นราคา (ก่อน 30 พ.ย.)
- โอนค่าเทอมมายด์ ก่อน 10 พ.ย.
- จ่ายเบี้ยประกันเจ๊นีย์ ก่อน 20 พ.ย.
- เส้นงานแต่งหลานเจ๊หมวย ส่ง 15 พ.ย.
- พาอากงไปหาหมอ 18 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "โรงเส้นจันทร์หอม"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารโรงงาน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_บ้านโป่งฟู้ดส์_ร่าง.docx", BANPONG_DRAFT, BANPONG_DRAFT_TABLE,
               bottom=BANPONG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_บ้านโป่งฟู้ดส์_ฉบับจริง.docx", BANPONG_FINAL, BANPONG_FINAL_TABLE,
               bottom=BANPONG_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงอาหาร_รร.บ้านเลือกวิทยา.docx", SCHOOL_QUOTE, SCHOOL_QUOTE_TABLE,
               bottom=SCHOOL_QUOTE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ราชบุรีจัดเลี้ยง.docx", CATERING_QUOTE, CATERING_QUOTE_TABLE,
               bottom=CATERING_QUOTE_BOTTOM)
    write_docx(papers / "หนังสือ_สสจ.ราชบุรี_ต่ออายุใบอนุญาตผลิตอาหาร.docx", FDA_LETTER, FDA_TABLE, bottom=FDA_BOTTOM)
    write_docx(papers / "สัญญาบำรุงรักษาเครื่องจักร_เอกการช่าง_2568.docx", EK_CONTRACT, headings=EK_CONTRACT_HEADINGS,
               bottom=EK_CONTRACT_BOTTOM)
    make_pdf(suppliers / "MaeKlongFlour_pricelist_2025.pdf", MKF_PRICES_2025)
    write_docx(suppliers / "ราคาแป้ง_โรงโม่แป้งแม่กลอง_2567.docx", MKF_PRICES_2567, MKF_PRICES_2567_TABLE,
               bottom=MKF_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "MaeKlongFlour_invoice_MKF-2510-233.pdf", MKF_INVOICE)
    make_pdf(suppliers / "EkEngineering_repair_invoice_Oct2025.pdf", EK_INVOICE)
    make_pdf(suppliers / "RatchaburiGas_LPG_invoice_Oct2025.pdf", GAS_INVOICE)
    make_pdf(suppliers / "ThaiNoodleMachinery_quotation_TNM-600S.pdf", TNM_QUOTE)
    _sales_book(books / "ยอดขายโรงเส้น_2568.xlsx", "2568", MARKET_2568, SHOPS_2568,
                [FLOUR_2568, GAS_2568, WAGES_2568, POWER_2568, REPAIR_2568])
    _sales_book(books / "ยอดขายโรงเส้น_2567.xlsx", "2567", MARKET_2567, SHOPS_2567,
                [FLOUR_2567, GAS_2567, WAGES_2567, POWER_2567, REPAIR_2567])
    _customer_book(books / "ยอดส่งเส้นรายลูกค้า_2568.xlsx")
    _flour_book(books / "ซื้อแป้ง_ส.ค.-ต.ค.68.xlsx")
    write_slides(shop / "แผนโรงเส้นปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_home_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "WestNet_fibre_bill_Oct2025.pdf", WESTNET_BILL)
    make_pdf(home / "ประกัน" / "ChaoPhrayaLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """The family's to-do list, already in the workspect."""
    write_texts(workspect, TODO)
