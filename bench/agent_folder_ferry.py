"""A blind bench folder: the papers of a small ferry business and its owner's household, written by code.

Owner: นางอรุณี แสงทอง (Arunee Saengthong), managing partner of ห้างหุ้นส่วนจำกัด แสงทองเฟอร์รี่ (Saengthong Ferry
Ltd. Part.), which runs a ferry (แสงทอง 1, 120 seats) and a speedboat (แสงทอง 2, 35 seats) from ท่าเรือแหลมงอบ,
จังหวัดตราด to เกาะหมาก and เกาะกูด, plus charters. Her husband สมศักดิ์ captains the ferry; their daughter ใบเตย is in
ป.5; her mother ละมัย lives with them.

Files under Documents/:
- ธุรกิจเรือ/ใบเสนอราคา/: the draft and the final charter quote to ทัวร์ทะเลตราด (40 then 55 people, docx), an English
  speedboat-transfer quote to Blue Lagoon Resort and a similar Thai one to เกาะกูดวิลล่า (docx);
- ธุรกิจเรือ/ซัพพลายเออร์/: Eastern Marine Parts' 2025 price list (English pdf) and the same firm's 2567 price list in
  Thai (อีสเทิร์น มารีน พาร์ท, docx), a purchase order to it (docx), Chaiyo Shipyard's dry-dock invoice (pdf);
- ธุรกิจเรือ/LINE/: LINE chats with คุณวิไล (changes the charter: 55 people, 21 June) and with อู่ชัยโย (engine repair
  price cut from 45,000 to 41,500);
- ธุรกิจเรือ/บัญชี/: ticket sales and expenses 2568 and 2567 (xlsx, two sheets, months as columns), June crew payroll;
- ธุรกิจเรือ/: the pier lease contract (docx), the high-season timetable (md), crew meeting notes (md), Marine
  Department inspection notes (English md), the 2569 plan (pptx);
- Email/: Daniel Weber's email from Blue Lagoon (start 8 July, 24 trips, revised total);
- ประกัน Insurance/: hull insurance renewal (pdf), family health insurance renewal (pdf), pickup insurance note (txt);
- บ้าน/: the June electricity bill (pdf), household spending 2568 (xlsx, a sheet per month), ใบเตย's term fee (pdf),
  the parents' LINE group (scout camp fee changed to 1,850), a Makro shopping list, a recipe, phone numbers.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

QUOTE_HEAD = ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)")

DRAFT_QUOTE_TOP = [
    "ห้างหุ้นส่วนจำกัด แสงทองเฟอร์รี่ 88/3 หมู่ 1 ต.แหลมงอบ อ.แหลมงอบ จ.ตราด โทร 081-945-2270",
    "ใบเสนอราคา (ร่าง) เลขที่ QT-2568-031",
    "วันที่ 12 พฤษภาคม 2568",
    "เรียน คุณวิไล ศรีสมุทร บริษัท ทัวร์ทะเลตราด จำกัด",
    "เรื่อง เช่าเหมาเรือแสงทอง 1 แหลมงอบ - เกาะหมาก ไป-กลับ วันที่ 14 มิถุนายน 2568 ผู้โดยสาร 40 คน",
]
DRAFT_QUOTE_TABLE = [
    QUOTE_HEAD,
    ("เช่าเหมาเรือแสงทอง 1 ไป-กลับ", "1 เที่ยว", "18,000", "18,000"),
    ("อาหารกลางวันบนเรือ", "40 ที่", "150", "6,000"),
    ("ประกันอุบัติเหตุผู้โดยสาร", "40 คน", "30", "1,200"),
    ("รวม", "", "", "25,200"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,764"),
    ("รวมทั้งสิ้น", "", "", "26,964"),
]
DRAFT_QUOTE_BOTTOM = [
    "ยืนราคา 15 วัน นับจากวันที่เสนอราคา",
    "ชำระมัดจำ 30% เพื่อยืนยันการจอง ส่วนที่เหลือชำระในวันเดินทาง",
    "ผู้เสนอราคา อรุณี แสงทอง",
]
FINAL_QUOTE_TOP = [
    "ห้างหุ้นส่วนจำกัด แสงทองเฟอร์รี่ 88/3 หมู่ 1 ต.แหลมงอบ อ.แหลมงอบ จ.ตราด โทร 081-945-2270",
    "ใบเสนอราคา เลขที่ QT-2568-031 (แก้ไขครั้งที่ 1)",
    "วันที่ 20 พฤษภาคม 2568",
    "เรียน คุณวิไล ศรีสมุทร บริษัท ทัวร์ทะเลตราด จำกัด",
    "เรื่อง เช่าเหมาเรือแสงทอง 1 แหลมงอบ - เกาะหมาก ไป-กลับ วันที่ 21 มิถุนายน 2568 ผู้โดยสาร 55 คน "
    "ออกจากท่าเรือแหลมงอบ 08:30 น. กลับถึงท่า 17:00 น.",
]
FINAL_QUOTE_TABLE = [
    QUOTE_HEAD,
    ("เช่าเหมาเรือแสงทอง 1 ไป-กลับ", "1 เที่ยว", "18,000", "18,000"),
    ("อาหารกลางวันบนเรือ", "55 ที่", "140", "7,700"),
    ("ประกันอุบัติเหตุผู้โดยสาร", "55 คน", "30", "1,650"),
    ("รวม", "", "", "27,350"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,914.50"),
    ("รวมทั้งสิ้น", "", "", "29,264.50"),
]
FINAL_QUOTE_BOTTOM = [
    "ยืนราคา 15 วัน นับจากวันที่เสนอราคา",
    "มัดจำ 30% เป็นเงิน 8,779.35 บาท โอนเข้าบัญชีกสิกรไทย หจก.แสงทองเฟอร์รี่ เลขที่ 123-4-56789-0",
    "ส่วนที่เหลือชำระในวันเดินทาง",
    "ผู้เสนอราคา อรุณี แสงทอง หุ้นส่วนผู้จัดการ",
]
BLUE_LAGOON_TOP = [
    "Saengthong Ferry Ltd. Part. - 88/3 Moo 1, Laem Ngop, Trat 23120 - Tel. 081-945-2270",
    "QUOTATION No. QT-2568-035",
    "Date: 2 June 2025",
    "To: Mr. Daniel Weber, Operations Manager, Blue Lagoon Resort Koh Kood",
    "Subject: Speedboat transfers for staff and guests, Laem Ngop pier - Koh Kood, July to September 2025",
]
BLUE_LAGOON_TABLE = [
    ("Item", "Quantity", "Unit price (THB)", "Amount (THB)"),
    ("Speedboat Saengthong 2, one-way transfer (up to 35 persons)", "26 trips", "9,500", "247,000"),
    ("Luggage handling at both piers", "26 trips", "500", "13,000"),
    ("Subtotal", "", "", "260,000"),
    ("VAT 7%", "", "", "18,200"),
    ("Grand total", "", "", "278,200"),
]
BLUE_LAGOON_BOTTOM = [
    "Departure from Laem Ngop every Tuesday and Friday at 11:00.",
    "Payment: 50% deposit on signing, balance by the end of August 2025.",
    "This quotation is valid for 30 days.",
    "Arunee Saengthong, Managing Partner",
]
VILLA_TOP = [
    "ห้างหุ้นส่วนจำกัด แสงทองเฟอร์รี่ 88/3 หมู่ 1 ต.แหลมงอบ อ.แหลมงอบ จ.ตราด โทร 081-945-2270",
    "ใบเสนอราคา เลขที่ QT-2568-036",
    "วันที่ 4 มิถุนายน 2568",
    "เรียน คุณสุภาพร วงศ์ทะเล ผู้จัดการ เกาะกูดวิลล่า รีสอร์ท",
    "เรื่อง เรือเร็วรับส่งพนักงานและแขก ท่าเรือแหลมงอบ - เกาะกูด ช่วงเดือนกรกฎาคม - กันยายน 2568",
]
VILLA_TABLE = [
    QUOTE_HEAD,
    ("เรือเร็วแสงทอง 2 เที่ยวเดียว (ไม่เกิน 35 คน)", "20 เที่ยว", "9,800", "196,000"),
    ("ค่าขนสัมภาระขึ้นลงท่า", "20 เที่ยว", "500", "10,000"),
    ("รวม", "", "", "206,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "14,420"),
    ("รวมทั้งสิ้น", "", "", "220,420"),
]
VILLA_BOTTOM = [
    "ออกจากท่าแหลมงอบทุกวันพุธ เวลา 10:00 น.",
    "ชำระมัดจำ 50% เมื่อตกลง ส่วนที่เหลือชำระภายในสิ้นเดือนสิงหาคม 2568",
    "ยืนราคา 30 วัน",
    "อรุณี แสงทอง หุ้นส่วนผู้จัดการ",
]
PRICELIST_2025 = [
    "EASTERN MARINE PARTS CO., LTD.\n55/9 Tha Chalaep Road, Mueang, Chanthaburi 22000 - Tel. 039-311-480\n"
    "PRICE LIST 2025\nValid 1 January 2025 - 31 December 2025. Prices in THB, excluding VAT 7%.\n \n"
    "Code   Item                                         Unit     Price\n"
    "EM-101 Fuel filter, Yanmar 6HYM                     piece    1,250\n"
    "EM-102 Oil filter, Yanmar 6HYM                      piece    890\n"
    "EM-110 Engine oil 15W-40, 18 litre pail             pail     3,650\n"
    "EM-205 Propeller, 4-blade bronze 22 inch            piece    28,500\n"
    "EM-230 Water pump impeller                          piece    2,300\n"
    "EM-301 Life jacket, adult (Marine Dept approved)    piece    420\n"
    "EM-302 Life ring buoy with rope                     piece    950\n"
    "EM-330 Fire extinguisher 15 lb, dry chemical        piece    1,480",
    "Terms: free delivery to Trat and Laem Ngop for orders over 10,000 THB.\n"
    "Payment within 30 days for regular customers.\nContact: Khun Preecha, sales.",
]
PRICELIST_2567_TOP = [
    "บริษัท อีสเทิร์น มารีน พาร์ท จำกัด",
    "55/9 ถนนท่าแฉลบ อ.เมือง จ.จันทบุรี 22000 โทร 039-311-480",
    "ใบราคาสินค้า ปี 2567 (ใช้ตั้งแต่ 1 มกราคม 2567 ถึง 31 ธันวาคม 2567) ราคายังไม่รวมภาษีมูลค่าเพิ่ม",
]
PRICELIST_2567_TABLE = [
    ("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
    ("EM-101", "ไส้กรองน้ำมันเชื้อเพลิง Yanmar 6HYM", "ชิ้น", "1,180"),
    ("EM-102", "ไส้กรองน้ำมันเครื่อง Yanmar 6HYM", "ชิ้น", "850"),
    ("EM-110", "น้ำมันเครื่อง 15W-40 ถัง 18 ลิตร", "ถัง", "3,400"),
    ("EM-205", "ใบจักรทองเหลือง 4 ใบ ขนาด 22 นิ้ว", "ชิ้น", "26,900"),
    ("EM-230", "ใบพัดปั๊มน้ำ (Impeller)", "ชิ้น", "2,150"),
    ("EM-301", "เสื้อชูชีพผู้ใหญ่ (ผ่านมาตรฐานกรมเจ้าท่า)", "ตัว", "390"),
    ("EM-302", "ห่วงชูชีพพร้อมเชือก", "ชิ้น", "900"),
]
PRICELIST_2567_BOTTOM = ["ส่งฟรีถึงตราดและแหลมงอบ เมื่อสั่งครบ 10,000 บาท", "ติดต่อ คุณปรีชา ฝ่ายขาย"]
PO_TOP = [
    "ห้างหุ้นส่วนจำกัด แสงทองเฟอร์รี่",
    "ใบสั่งซื้อ เลขที่ PO-2568-014",
    "วันที่ 9 มิถุนายน 2568",
    "ถึง บริษัท อีสเทิร์น มารีน พาร์ท จำกัด (คุณปรีชา)",
    "ขอสั่งซื้อสินค้าตามรายการด้านล่าง ส่งที่ท่าเรือแหลมงอบ ภายในวันที่ 20 มิถุนายน 2568",
]
PO_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "จำนวนเงิน (บาท)"),
    ("เสื้อชูชีพผู้ใหญ่ EM-301", "12 ตัว", "420", "5,040"),
    ("ไส้กรองน้ำมันเชื้อเพลิง EM-101", "4 ชิ้น", "1,250", "5,000"),
    ("ใบพัดปั๊มน้ำ EM-230", "2 ชิ้น", "2,300", "4,600"),
    ("รวม", "", "", "14,640"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "1,024.80"),
    ("รวมทั้งสิ้น", "", "", "15,664.80"),
]
PO_BOTTOM = ["เงื่อนไขชำระเงิน เครดิต 30 วัน", "ผู้สั่งซื้อ อรุณี แสงทอง"]
SHIPYARD_INVOICE = [
    "CHAIYO SHIPYARD LTD. PART.\n12 Moo 4, Laem Ngop-Trat Road, Trat 23120 - Tax ID 0233551000217\n \n"
    "TAX INVOICE / INVOICE\nInvoice No.: INV-25-0419\nDate: 19 April 2025\n"
    "Customer: Saengthong Ferry Ltd. Part., 88/3 Moo 1, Laem Ngop, Trat\n"
    "Vessel: Saengthong 1 (passenger ferry) - annual dry dock, 8 - 17 April 2025\n \n"
    "Hull cleaning and antifouling paint (2 coats)        38,000.00\n"
    "Propeller shaft bearing replacement                  12,500.00\n"
    "Zinc anodes, 16 pcs x 350                             5,600.00\n"
    "Labour, slipway and crane                             9,000.00\n"
    "Subtotal                                             65,100.00\n"
    "VAT 7%                                                4,557.00\n"
    "TOTAL                                                69,657.00",
    "Payment due: 31 May 2025\nBank transfer: Bangkok Bank, Trat branch, a/c 412-0-55871-3\n"
    "Thank you for your business. - Khun Moo (workshop manager)",
]
CHAT_WILAI = """[13/05/2568 09:12] วิไล ทัวร์ทะเลตราด: พี่อรุณีคะ ได้ใบเสนอราคาเช่าเรือแล้วนะคะ ขอบคุณค่ะ
[13/05/2568 09:15] วิไล ทัวร์ทะเลตราด: แต่ลูกค้าเพิ่มเป็น 55 คนแล้วค่ะ ไม่ใช่ 40 นะคะ
[13/05/2568 09:21] อรุณี แสงทองเฟอร์รี่: ได้ค่ะน้อง เดี๋ยวพี่แก้ใบเสนอราคาให้ ค่าอาหารพี่ลดให้เหลือหัวละ 140 นะ
[13/05/2568 09:22] วิไล ทัวร์ทะเลตราด: ขอบคุณมากค่ะพี่ 🙏
[15/05/2568 14:03] วิไล ทัวร์ทะเลตราด: พี่คะ ลูกค้าขอเลื่อนจาก 14 มิ.ย. เป็น 21 มิ.ย. ได้ไหมคะ
[15/05/2568 14:30] อรุณี แสงทองเฟอร์รี่: 21 มิ.ย. เรือว่างค่ะ ออกจากท่า 08:30 เหมือนเดิมนะคะ
[20/05/2568 10:02] อรุณี แสงทองเฟอร์รี่: ส่งใบเสนอราคาแก้ไขให้แล้วนะคะ รวมทั้งสิ้น 29,264.50 บาท
[28/05/2568 16:45] วิไล ทัวร์ทะเลตราด: โอนมัดจำแล้วนะคะ 8,779.35 บาท ส่งสลิปให้แล้วค่ะ
[28/05/2568 16:50] อรุณี แสงทองเฟอร์รี่: ได้รับแล้วค่ะ ขอบคุณค่ะ เจอกัน 21 นะคะ
"""
CHAT_SHIPYARD = """[05/06/2568 10:02] ช่างหมู อู่ชัยโย: พี่อรุณีครับ เปิดเครื่องแสงทอง 2 ดูแล้ว ปะเก็นฝาสูบแตกครับ ต้องเปลี่ยนชุดปะเก็นกับหัวฉีด 2 หัว
[05/06/2568 10:05] ช่างหมู อู่ชัยโย: ค่าของรวมค่าแรง 45,000 บาทครับ เสร็จประมาณ 30 มิ.ย.
[05/06/2568 10:31] อรุณี: แพงไปหน่อยนะช่าง ลดได้มั้ย แล้วขอเร็วกว่านี้ได้ไหม ต้น ก.ค. ลูกค้ารีสอร์ทจะเริ่มวิ่งแล้ว
[05/06/2568 11:12] ช่างหมู อู่ชัยโย: ได้ครับพี่ ใช้หัวฉีดเทียบเกรดดี ลดเหลือ 41,500 บาท เสร็จวันที่ 28 มิ.ย. ครับ
[05/06/2568 11:15] อรุณี: โอเคค่ะ ตกลงตามนี้ เริ่มเลยนะ
[06/06/2568 08:40] ช่างหมู อู่ชัยโย: ขอมัดจำ 20,000 ก่อนนะครับ ที่เหลือจ่ายตอนรับเรือ
[06/06/2568 09:05] อรุณี: โอนแล้วค่ะ
"""
LEASE = [
    "สัญญาเช่าพื้นที่ท่าเทียบเรือ",
    "ทำที่ ตำบลแหลมงอบ อำเภอแหลมงอบ จังหวัดตราด วันที่ 20 กันยายน 2566",
    "ผู้ให้เช่า: นายประยูร ทะเลทอง เจ้าของท่าเทียบเรือประยูร",
    "ผู้เช่า: ห้างหุ้นส่วนจำกัด แสงทองเฟอร์รี่ โดย นางอรุณี แสงทอง หุ้นส่วนผู้จัดการ",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าพื้นที่ท่าเทียบเรือ ความยาว 30 เมตร พร้อมห้องขายตั๋วขนาด 4 x 6 เมตร",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 ตุลาคม 2566 สิ้นสุดวันที่ 30 กันยายน 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 15,000 บาท (หนึ่งหมื่นห้าพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 45,000 บาท ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ค่าไฟฟ้าและค่าน้ำประปาของห้องขายตั๋ว ผู้เช่าเป็นผู้ชำระตามที่ใช้จริง",
    "ข้อ 7. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ลงชื่อ ประยูร ทะเลทอง ผู้ให้เช่า        ลงชื่อ อรุณี แสงทอง ผู้เช่า",
]
TIMETABLE = """# ตารางเดินเรือ ไฮซีซั่น 2568 (1 พ.ย. 67 - 30 เม.ย. 68)

## แหลมงอบ -> เกาะหมาก (เรือแสงทอง 1)
- ออก 09:00, 12:30, 15:30
- ขากลับจากเกาะหมาก 08:00, 11:00, 14:00
- ค่าตั๋ว ผู้ใหญ่ 450 บาท เด็ก 250 บาท

## แหลมงอบ -> เกาะกูด (เรือเร็วแสงทอง 2)
- ออก 10:00, 13:00
- ขากลับจากเกาะกูด 09:00, 12:00
- ค่าตั๋ว ผู้ใหญ่ 600 บาท เด็ก 350 บาท

หมายเหตุ: รถรับส่งจากตัวเมืองตราดเพิ่ม 100 บาท/คน, จักรยานยนต์ 200 บาท/คัน
"""
CREW_MEETING = """# ประชุมลูกเรือ วันที่ 2 มิถุนายน 2568

ผู้เข้าร่วม: พี่อรุณี, กัปตันสมศักดิ์, กัปตันบุญมี, ช่างเอก, ต้น, หนึ่ง, โจ้, ฝน

## เรื่องที่คุย
- ช่วงโลว์ซีซั่น (มิ.ย. - ก.ย.) เกาะหมากเหลือวันละ 2 เที่ยว ออก 09:00 กับ 13:30
- ผลตรวจกรมเจ้าท่า: เสื้อชูชีพหมดอายุ 12 ตัว ต้องเปลี่ยนก่อน 30 มิ.ย.
- แสงทอง 2 เข้าอู่ชัยโยซ่อมเครื่อง ช่วงนี้เกาะกูดใช้เรือแสงทอง 1 แทน

## มติ
- ขึ้นค่าแรงลูกเรือรายวันจาก 450 บาท เป็น 480 บาท เริ่ม 1 กรกฎาคม 2568
- แจกเสื้อยูนิฟอร์มใหม่คนละ 2 ตัว งบรวม 6,400 บาท
- ซ้อมสละเรือและดับเพลิงทุกวันจันทร์ 07:30
- ฝนทดลองระบบจองตั๋วออนไลน์ก่อน

## งานที่มอบหมาย
- ช่างเอก: ตรวจเครื่องแสงทอง 1 ให้เสร็จก่อน 15 มิ.ย.
- ต้น: นับเสื้อชูชีพทั้ง 2 ลำ ส่งรายการให้พี่อรุณี
"""
INSPECTION = """# Marine Department inspection - 22 May 2025

Inspector: Mr. Wichai P., Trat Marine Office
Vessels: Saengthong 1 (passenger ferry, max 120 passengers), Saengthong 2 (speedboat, max 35 passengers)

## Findings
- 12 adult life jackets on Saengthong 1 are past their expiry date: replace them by 30 June 2025.
- The fire extinguisher on Saengthong 2 needs a refill (done on 24 May).
- The pier board must show the maximum number of passengers for each boat.

## Result
- Both boats passed, on condition that the life jackets are replaced.
- Vessel certificates renewed, valid until 21 May 2026.
- Follow-up check on 3 July 2025.
"""
PLAN_SLIDES = [
    ("แผนธุรกิจปี 2569 แสงทองเฟอร์รี่", "Saengthong Ferry - Plan 2026\nจัดทำโดย อรุณี แสงทอง มิถุนายน 2568"),
    ("เป้าหมายรายได้ (Revenue target)", "รายได้ทั้งปี 6,800,000 บาท\nเพิ่มขึ้นประมาณ 10% จากปี 2567\n"
                                         "เน้นเพิ่มลูกค้าช่วงโลว์ซีซั่น"),
    ("เรือลำใหม่ (New boat)", "ซื้อเรือเร็ว 'แสงทอง 3' ขนาด 40 ที่นั่ง\nงบประมาณ 3,200,000 บาท\n"
                              "กู้ธนาคารกรุงไทย 2,000,000 บาท ที่เหลือใช้เงินทุนของห้าง"),
    ("เส้นทางใหม่ (New route)", "แหลมงอบ - เกาะหวาย เริ่ม 1 พฤศจิกายน 2569\nวันละ 2 เที่ยว"),
    ("ปรับราคาตั๋ว (Fares)", "เกาะหมาก 450 -> 500 บาท\nเกาะกูด 600 -> 650 บาท\nตั๋วเด็กราคาเดิม"),
    ("การตลาด (Marketing)", "เปิดจองออนไลน์ผ่านเว็บไซต์และ LINE OA\nทำแพ็กเกจรับส่งกับรีสอร์ทบนเกาะกูด 3 แห่ง"),
]
EMAIL = """From: Daniel Weber <daniel.weber@bluelagoonkohkood.com>
To: Arunee Saengthong <arunee.saengthong@gmail.com>
Date: Fri, 6 Jun 2025 15:42 +0700
Subject: Re: Quotation QT-2568-035 speedboat transfers

Dear Khun Arunee,

Thank you for the quotation. We would like to go ahead, with two changes:
1. Our reopening is delayed, so please start the transfers on 8 July 2025 instead of 1 July.
2. We close the last week of September, so we need 24 trips, not 26.

Could you send me the revised total? We will pay the deposit as soon as we receive it.

Best regards,
Daniel Weber
Operations Manager, Blue Lagoon Resort Koh Kood

-----
On Sat, 7 Jun 2025 09:10, Arunee Saengthong wrote:
Dear Daniel, revised as requested: 24 trips x 9,500 = 228,000 THB, luggage 24 x 500 = 12,000 THB,
subtotal 240,000 THB, VAT 7% 16,800 THB, total 256,800 THB. Deposit 50% = 128,400 THB, please pay by 1 July 2025.
First trip Tuesday 8 July 2025, 11:00 from Laem Ngop. Thank you! Arunee
"""
HULL_INSURANCE = [
    "ANDAMAN MARINE INSURANCE PUBLIC COMPANY LIMITED\n199 Sukhumvit Road, Bangkok 10110\n \n"
    "Date: 16 June 2025\nTo: Saengthong Ferry Ltd. Part., 88/3 Moo 1, Laem Ngop, Trat 23120\n"
    "Attn: Mrs. Arunee Saengthong\n \nRe: Renewal of Hull and Passenger Liability Policy No. HM-2568-00781\n \n"
    "Vessel: Saengthong 1, passenger ferry, registration no. 6702-00451\n"
    "Period of insurance: 15 July 2025 - 15 July 2026\n"
    "Sum insured (hull and machinery): 4,500,000 THB\n"
    "Passenger liability: 1,000,000 THB per person",
    "Net premium: 67,500.00 THB\nStamp duty: 270.00 THB\nVAT 7%: 4,743.90 THB\nTotal premium: 72,513.90 THB\n \n"
    "Please pay by 10 July 2025 to keep the cover without a break.\n"
    "Deductible: 20,000 THB each claim.\nYour agent: Khun Somporn, tel. 086-771-2045",
]
HEALTH_INSURANCE = [
    "SIAM LIFE ASSURANCE PUBLIC COMPANY LIMITED\nPolicy Renewal Notice\n \nDate: 2 July 2025\n"
    "Policy No.: HL-7731204  Plan: Family Health Plus\n"
    "Insured persons: Mrs. Arunee Saengthong, Mr. Somsak Saengthong, Miss Baitoey Saengthong\n \n"
    "Annual premium: 48,600.00 THB\nDue date: 1 August 2025\n"
    "Room and board: up to 4,000 THB per night\nAnnual limit: 1,500,000 THB per person\n \n"
    "Pay by bank transfer, credit card or at any Siam Life branch. Grace period 31 days.",
]
PICKUP_INSURANCE = """รถกระบะ Isuzu D-Max ทะเบียน บง 4521 ตราด

ประกันชั้น 1 วิริยะประกันภัย เบี้ย 18,900 บาท คุ้มครอง 4 ก.ย. 2568 - 4 ก.ย. 2569 (ยังไม่จ่าย)
พ.ร.บ. 645.21 บาท หมดอายุ 3 ก.ย. 2568
ภาษีรถประจำปี 1,850 บาท ต้องต่อภายใน 3 ก.ย. 2568
ตัวแทน คุณจอย 089-552-1187
"""
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Trat Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Arunee Saengthong\nAddress: 88/3 Moo 1, Laem Ngop, Trat 23120\nCustomer no.: 020012345678\n"
    "Meter reading period: 1 June 2025 - 30 June 2025",
    "Units used: 486 kWh\nEnergy charge: 2,056.40 THB\nFt charge: 110.30 THB\nVAT 7%: 151.67 THB\n"
    "Amount due: 2,318.37 THB\nDue date: 15 July 2025\nPay at PEA, 7-Eleven or PEA Smart Plus app.",
]
SCHOOL_FEE = [
    "TRAT WITTAYA BILINGUAL SCHOOL\n45 Sukhumvit Road, Mueang, Trat 23000\n \n"
    "TUITION FEE INVOICE - Term 1, Academic Year 2025\nInvoice No.: TW-25-1-0587\n"
    "Student: Miss Baitoey Saengthong  Class: Prathom 5/2  Student ID: 61045\n \n"
    "Tuition fee                    28,500\nEnglish program fee             6,000\n"
    "Lunch and snacks                3,800\nBooks and uniform               2,450\n"
    "Total                          40,750 THB\n \nPlease pay by 25 April 2025. Late payment fee: 500 THB.",
]
CHAT_PARENTS = """[20/06/2568 18:02] ครูนิด ป.5/2: แจ้งผู้ปกครองค่ะ ค่ายลูกเสือ-เนตรนารี วันที่ 17-18 ก.ค. ที่ค่ายลูกเสือจังหวัดตราด ค่าใช้จ่ายคนละ 1,650 บาทค่ะ
[20/06/2568 18:10] แม่น้องพลอย: รับทราบค่ะครู
[20/06/2568 18:25] พ่อน้องภูมิ: รับทราบครับ
[23/06/2568 07:45] ครูนิด ป.5/2: ขออภัยค่ะ แก้ไขค่าค่ายเป็นคนละ 1,850 บาท เพราะรวมค่าเสื้อค่ายแล้วนะคะ ชำระที่ห้องธุรการภายในวันที่ 4 ก.ค. 2568 ค่ะ
[23/06/2568 08:01] อรุณี (แม่น้องใบเตย): รับทราบค่ะครู
[23/06/2568 08:03] แม่น้องพลอย: โอนได้ไหมคะครู
[23/06/2568 08:20] ครูนิด ป.5/2: โอนเข้าบัญชีโรงเรียนได้ค่ะ แล้วส่งสลิปในกลุ่มนี้นะคะ
"""
MAKRO = "ของต้องซื้อ แม็คโคร\n- น้ำดื่ม 10 แพ็ค (ไว้บนเรือ)\n- ไข่ 2 แผง\n- น้ำมันพืช\n- ทิชชู่\n- ถุงดำ\n- ขนมให้ใบเตย"
RECIPE = "# แกงส้มผักรวมกุ้ง (สูตรแม่ละมัย)\nกุ้ง 500 กรัม พริกแกงส้ม 3 ช้อน ผักบุ้ง กะหล่ำ ถั่วฝักยาว\nน้ำมะขามเปียก น้ำปลา น้ำตาลปี๊บ"
PHONES = "เบอร์สำคัญ\nท่าเรือประยูร (ลุงประยูร) 081-863-0042\nอู่ชัยโย ช่างหมู 087-140-2299\n" \
         "กรมเจ้าท่า สาขาตราด 039-511-360\nครูนิด ป.5/2 062-904-7781\n"
WORKSPECT = {"todo.md": "- จ่ายประกันเรือแสงทอง 1 ก่อน 10 ก.ค.\n- จ่ายค่าค่ายลูกเสือใบเตย\n"
                        "- เปลี่ยนเสื้อชูชีพ 12 ตัว\n- ยืนยันเที่ยวแรก Blue Lagoon\n- ต่อ พ.ร.บ. รถกระบะ\n"}

ROUTES = ("แหลมงอบ-เกาะหมาก (Koh Mak)", "แหลมงอบ-เกาะกูด (Koh Kood)", "เช่าเหมา (Charter)")
MONTHS = ("ม.ค. Jan", "ก.พ. Feb", "มี.ค. Mar", "เม.ย. Apr", "พ.ค. May", "มิ.ย. Jun",
          "ก.ค. Jul", "ส.ค. Aug", "ก.ย. Sep", "ต.ค. Oct", "พ.ย. Nov", "ธ.ค. Dec")
SALES_2568 = [
    [412000, 398500, 365200, 301800, 142600, 98400],
    [356000, 341200, 322700, 287900, 118300, 86500],
    [45000, 62000, 38000, 54000, 18000, 29264.50],
]
SALES_2567 = [
    [385000, 372400, 340100, 276500, 130200, 91700, 88300, 79600, 65400, 120800, 298300, 405900],
    [330500, 318900, 301600, 262400, 109800, 80100, 76500, 70200, 58900, 105300, 276400, 362800],
    [40000, 48000, 35000, 42000, 15000, 22000, 18000, 12000, 0, 20000, 55000, 68000],
]
COSTS = ("ค่าน้ำมัน (Fuel)", "ค่าจ้างลูกเรือ (Crew wages)", "ค่าเช่าท่า (Pier rent)", "ซ่อมบำรุง (Maintenance)")
COSTS_2568 = [
    [186400, 179800, 171200, 158600, 92300, 71500],
    [142000, 142000, 142000, 142000, 118000, 118000],
    [15000, 15000, 15000, 15000, 15000, 15000],
    [12300, 8900, 21500, 69657, 6400, 41500],
]
COSTS_2567 = [
    [172500, 168900, 160300, 149800, 88700, 69200, 67400, 61800, 55300, 90100, 158400, 181600],
    [136000, 136000, 136000, 136000, 112000, 112000, 112000, 112000, 112000, 124000, 136000, 136000],
    [15000, 15000, 15000, 15000, 15000, 15000, 15000, 15000, 15000, 15000, 15000, 15000],
    [10400, 7600, 9800, 58300, 5200, 4800, 12600, 3900, 27500, 6100, 8800, 11200],
]
PAYROLL = [
    ("บุญมี ใจกล้า", "กัปตันเรือแสงทอง 2 (Captain)", "รายเดือน", "", "", 25000),
    ("เล็ก ทะเลใส", "ผู้ช่วยกัปตัน (Mate)", "รายเดือน", "", "", 19300),
    ("เอก ทองคำ", "ช่างเครื่อง (Engineer)", "รายเดือน", "", "", 18000),
    ("ฝน บุญส่ง", "ขายตั๋ว (Ticket sales)", "รายเดือน", "", "", 12000),
    ("แก้ว มีสุข", "ทำความสะอาด (Cleaner)", "รายเดือน", "", "", 9500),
    ("ต้น สายชล", "ลูกเรือ (Deckhand)", "รายวัน", 26, 450, 11700),
    ("หนึ่ง ปากน้ำ", "ลูกเรือ (Deckhand)", "รายวัน", 26, 450, 11700),
    ("โจ้ แสงจันทร์", "ลูกเรือ (Deckhand)", "รายวัน", 24, 450, 10800),
]
HOUSEHOLD = {
    "เม.ย. 2568": [("ค่ากับข้าว (Food)", 12500, ""), ("ค่าไฟบ้าน (Electricity)", 2105.40, "PEA"),
                   ("ค่าน้ำประปา (Water)", 380, ""), ("ค่าเทอมใบเตย (School fee)", 40750, "เทอม 1/2568"),
                   ("ผ่อนรถกระบะ (Pickup loan)", 11200, "งวดที่ 27"), ("ให้แม่ (For mom)", 5000, ""),
                   ("มือถือ+เน็ต (Phone/Internet)", 1299, "")],
    "พ.ค. 2568": [("ค่ากับข้าว (Food)", 13100, ""), ("ค่าไฟบ้าน (Electricity)", 2240.15, "PEA"),
                  ("ค่าน้ำประปา (Water)", 410, ""), ("ผ่อนรถกระบะ (Pickup loan)", 11200, "งวดที่ 28"),
                  ("ให้แม่ (For mom)", 5000, ""), ("มือถือ+เน็ต (Phone/Internet)", 1299, ""),
                  ("เรียนพิเศษใบเตย (Tutoring)", 2400, "ภาษาอังกฤษ")],
    "มิ.ย. 2568": [("ค่ากับข้าว (Food)", 12800, ""), ("ค่าน้ำประปา (Water)", 395, ""),
                   ("ผ่อนรถกระบะ (Pickup loan)", 11200, "งวดที่ 29"), ("ให้แม่ (For mom)", 5000, ""),
                   ("มือถือ+เน็ต (Phone/Internet)", 1299, ""), ("เรียนพิเศษใบเตย (Tutoring)", 2400, ""),
                   ("ค่ายาแม่ (Mom's medicine)", 1720, "รพ.ตราด")],
}


def _sales_book(path: Path, year: str, sales: list[list], costs: list[list]) -> None:
    months = MONTHS[:len(sales[0])]
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายตั๋วเรือ แสงทองเฟอร์รี่ ปี {year} (Ticket sales, THB)"])
    sheet.append(["เส้นทาง (Route)", *months, "รวมทั้งปี (Total)"])
    for route, row in zip(ROUTES, sales):
        sheet.append([route, *row, sum(row)])
    totals = [sum(col) for col in zip(*sales)]
    sheet.append(["รวม (Total)", *totals, sum(totals)])
    for column in range(2, len(months) + 3):
        money_format(sheet, column)
    cost_sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    cost_sheet.append([f"ค่าใช้จ่ายธุรกิจเรือ ปี {year} (Expenses, THB)"])
    cost_sheet.append(["รายการ (Item)", *months, "รวมทั้งปี (Total)"])
    for item, row in zip(COSTS, costs):
        cost_sheet.append([item, *row, sum(row)])
    totals = [sum(col) for col in zip(*costs)]
    cost_sheet.append(["รวม (Total)", *totals, sum(totals)])
    for column in range(2, len(months) + 3):
        money_format(cost_sheet, column)
    book.save(path)


def _payroll(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "มิ.ย. 2568"
    sheet.append(["เงินเดือนลูกเรือ เดือนมิถุนายน 2568 (Crew payroll June 2025)"])
    sheet.append(["ชื่อ (Name)", "ตำแหน่ง (Position)", "ประเภท (Type)", "วันทำงาน (Days)",
                  "ค่าแรง/วัน (Daily rate)", "จ่ายจริง (Paid, THB)"])
    for row in PAYROLL:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", "", "", "", "", sum(row[5] for row in PAYROLL)])
    money_format(sheet, 6)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายในบ้าน {title}"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจเรือ"
    quotes, suppliers, line, accounts = biz / "ใบเสนอราคา", biz / "ซัพพลายเออร์", biz / "LINE", biz / "บัญชี"
    insurance, home = docs / "ประกัน Insurance", docs / "บ้าน"
    for folder in (quotes, suppliers, line, accounts, insurance, home / "ใบเตย", docs / "Email"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ทัวร์ทะเลตราด_ร่าง.docx", DRAFT_QUOTE_TOP, DRAFT_QUOTE_TABLE,
               bottom=DRAFT_QUOTE_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ทัวร์ทะเลตราด_ฉบับจริง.docx", FINAL_QUOTE_TOP, FINAL_QUOTE_TABLE,
               bottom=FINAL_QUOTE_BOTTOM)
    write_docx(quotes / "Quotation_BlueLagoon_speedboat.docx", BLUE_LAGOON_TOP, BLUE_LAGOON_TABLE,
               bottom=BLUE_LAGOON_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เกาะกูดวิลล่า_เรือเร็ว.docx", VILLA_TOP, VILLA_TABLE, bottom=VILLA_BOTTOM)
    make_pdf(suppliers / "EasternMarineParts_pricelist_2025.pdf", PRICELIST_2025)
    write_docx(suppliers / "ใบราคาอะไหล่_อีสเทิร์นมารีน_2567.docx", PRICELIST_2567_TOP, PRICELIST_2567_TABLE,
               bottom=PRICELIST_2567_BOTTOM)
    write_docx(suppliers / "ใบสั่งซื้อ_PO-2568-014.docx", PO_TOP, PO_TABLE, bottom=PO_BOTTOM)
    make_pdf(suppliers / "Invoice_ChaiyoShipyard_INV-25-0419.pdf", SHIPYARD_INVOICE)
    write_texts(line, {"แชทไลน์_คุณวิไล_ทัวร์ทะเลตราด.txt": CHAT_WILAI,
                       "LINE_อู่ชัยโย_เครื่องแสงทอง2.txt": CHAT_SHIPYARD})
    _sales_book(accounts / "ยอดขายตั๋วเรือ_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _sales_book(accounts / "ยอดขายตั๋วเรือ_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    _payroll(accounts / "เงินเดือนลูกเรือ_มิย68.xlsx")
    write_docx(biz / "สัญญาเช่าพื้นที่ท่าเรือแหลมงอบ.docx", LEASE)
    write_texts(biz, {"ตารางเดินเรือ_ไฮซีซั่น_2568.md": TIMETABLE,
                      "ประชุมลูกเรือ_2568-06-02.md": CREW_MEETING,
                      "MarineDept_inspection_notes_May2025.md": INSPECTION})
    write_slides(biz / "แผนธุรกิจ_ปี2569.pptx", PLAN_SLIDES)
    write_texts(docs / "Email", {"email_Daniel_BlueLagoon_revised.txt": EMAIL})
    make_pdf(insurance / "HullInsurance_Renewal_Saengthong1_2025.pdf", HULL_INSURANCE)
    make_pdf(insurance / "FamilyHealth_Policy_Renewal_2025.pdf", HEALTH_INSURANCE)
    write_texts(insurance, {"ประกันรถกระบะ_พรบ_2568.txt": PICKUP_INSURANCE})
    make_pdf(home / "PEA_electricity_bill_June2025.pdf", PEA_BILL)
    _household(home / "รายจ่ายในบ้าน_2568.xlsx")
    make_pdf(home / "ใบเตย" / "TratWittaya_tuition_Term1_2025.pdf", SCHOOL_FEE)
    write_texts(home, {"ใบเตย/LINE_กลุ่มผู้ปกครอง_ป5-2.txt": CHAT_PARENTS,
                       "ของต้องซื้อ_แม็คโคร.txt": MAKRO,
                       "สูตรแกงส้มแม่.md": RECIPE,
                       "เบอร์โทรสำคัญ.txt": PHONES})
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect before a task."""
    write_texts(workspect, WORKSPECT)
