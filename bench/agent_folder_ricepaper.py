"""The ricepaper folder: the papers of a Thai-Vietnamese family rice-paper workshop and its household, written by code.

The owner is ธิดารัตน์ ทองเวียง (เจ๊ดา, Da, Thidarat Thongwiang) of "แป้งญวนแม่ฮวา" (Mae Hoa Rice Paper), a
family workshop behind the house at 88/3 บ้านนาจอก ต.หนองญาติ อ.เมืองนครพนม จ.นครพนม 48000. Her mother ฮวา ทองเวียง
(แม่ฮวา, born Nguyen Thi Hoa, 71) started it in 2530; eight workers steam, dry and pack แผ่นแป้งเวียดนาม (rice
paper, 16 and 22 cm) and แผ่นปอเปี๊ยะ (spring-roll wrappers) sold at ตลาดอินโดจีน and the riverside walking
street, to restaurants (ร้านแหนมเนืองบ้านเวียง, Hanoi Corner in Udon Thani), to a Bangkok shop and online. Her
husband สมพงษ์ (พี่พงษ์) drives the deliveries in the Revo; their son น้องปัน (ด.ช.ปัณณวัฒน์) is in ม.1. It is
mid November 2568 (2025).

Documents/แป้งญวนแม่ฮวา/ (the business)
- ใบเสนอราคา ลูกค้า/ใบเสนอราคา_แหนมเนืองบ้านเวียง_ร่าง.docx: draft quote QT-MH68-031 (15 ต.ค. 2568) to
  ร้านแหนมเนืองบ้านเวียง: 22 ซม. 200 แพ็ค x 38 (7,600) + ปอเปี๊ยะ 150 x 45 (6,750), 14,350 a month (never sent).
- ใบเสนอราคา ลูกค้า/ใบเสนอราคา_แหนมเนืองบ้านเวียง_final v2.docx: the final (22 ต.ค. 2568) to คุณแพรวา (แพร):
  22 ซม. 240 x 36 (8,640) + ปอเปี๊ยะ 160 x 42 (6,720), free delivery 3 times a week, 15,360 a month, credit 30 days.
- ใบเสนอราคา ลูกค้า/Quote_HanoiCorner_UdonThani_Nov2025.pdf: English quote QT-MH68-036 (5 Nov 2025) to Hanoi
  Corner Vietnamese Bistro: 8,960 + bus parcel 360 = 9,320 a month.
- วัตถุดิบ แพ็คเกจ/ใบเสนอราคา_แป้งข้าวเจ้า_สหไทยพัฒนา_ต.ค.68.docx: หจก.สหไทยพัฒนาแป้ง (Thai): rice flour 40
  กระสอบ x 1,150 (46,000) + tapioca starch 20 x 420 (8,400) = 54,400 + delivery 800 = 55,200, no VAT, credit 15 days.
- วัตถุดิบ แพ็คเกจ/MekongStarch_Quotation_MS-Q2510-077.pdf: Mekong Starch Co., Ltd. (English) for the same
  items: 40 x 1,090.00 + 20 x 445.00 = 52,500.00 + VAT 3,675.00 = 56,175.00, free delivery, 50% deposit.
- วัตถุดิบ แพ็คเกจ/PlasPack_invoice_INV-2510-233.pdf: Isan PlasPack English tax invoice (8 Oct 2025): 15,350.00
  + VAT 1,074.50 = 16,424.50, less deposit 3,000.00, balance 13,424.50 due 7 Nov 2025.
- วัตถุดิบ แพ็คเกจ/ใบเสร็จ_พลาสแพ็ค_RV6810-118.docx: the Thai receipt for that invoice: 13,424.50 paid 29 ต.ค. 2568.
- แชท LINE/LINE_เฮียเส็ง_ตลาดอินโดจีน.txt: haggling with เฮียเส็ง (wholesale stall): 1,140 asked, 1,020, 1,100,
  1,050 offered, settled 1,080 a case (30 packs of 22 cm), 25 cases a month = 27,000, paid on the 5th.
- แชท LINE/แชทไลน์_คุณแพร_บ้านเวียง.txt: after the final quote แพร asks 34, 35.50 offered, settled 35 a pack:
  8,400 + 6,720 = 15,120 a month, first delivery 4 พ.ย. 68.
- ลูกค้าใหม่/email_SiamAsianFoods_listing_3-11-2025.txt: Jenny Lim of Siam Asian Foods (Bangkok): 1,200 packs of
  22 cm at 31 = 37,200 a month + 600 spring-roll packs at 37 = 22,200, 45 days credit, listing fee 5,000 waived,
  reply by 20 Nov 2025.
- ลูกค้าใหม่/Pitch_SiamAsianFoods_final.pptx: English pitch slides (capacity 9,000 packs a month).
- เอกสารราชการ/หนังสือ_สสจ.นครพนม_ตรวจสถานที่ผลิต.docx: the provincial health office's GMP inspection on
  18 พ.ย. 2568 09.30 น.; water test not older than 90 days, health certificates for 8 workers, renewal fee 1,500 by
  31 ธ.ค. 2568, licence ends 31 ธ.ค. 2568.
- บัญชี/บัญชีรายรับรายจ่าย_2568.xlsx: this year's book, sheets รายรับ (markets, restaurants, Bangkok, online) and
  รายจ่าย (flour, LPG gas, wages, packaging, transport), ม.ค.-ต.ค. (gas ส.ค. 14,380; restaurants ต.ค. 48,360).
- บัญชี/บัญชีรายรับรายจ่าย_2567.xlsx: last year's book, same layout, ม.ค.-ธ.ค. (flour มี.ค. 41,250; restaurants
  ต.ค. 39,720).
- บัญชี/ค่าแรงลูกจ้าง_ต.ค.68.xlsx: October wages of the 8 workers by full name and nickname (นางเหลียน ศรีวงศ์ =
  ป้าเหลียน, 380 x 25 + OT 600 = 10,100), total 70,480; a second sheet with start dates and phones.
- บัญชี/ยอดส่งร้านอาหาร_Oct2025.md: October deliveries to restaurants, 3,960 unpaid.
- ราคา/ราคาส่ง_แม่ฮวา_2568.xlsx: this year's price list (from 1 พ.ย. 68), sheets wholesale (22 ซม. 38 a pack, 1,140 a case) and retail.
- ราคา/ราคาส่ง ปี67 (เก่า).docx: last year's price list (22 ซม. 35, 1,020 a case).
- ผลิต/บันทึกการผลิต_27ต.ค.-1พ.ย.68.md: the latest week: 1,150 kg flour, 1,860 packs, 78 spoiled (4.2%).
- ผลิต/บันทึกการผลิต_20-25ต.ค.68.md: the week before: 1,080 kg, 1,742 packs, 61 spoiled.
- ผลิต/สูตรแป้งแม่ฮวา_ห้ามแก้.md: the recipe.
- เครื่องจักร เงินกู้/ใบเสนอราคา เตานึ่งแผ่นแป้ง ช่างวิทย์.docx: steaming machine 185,000 + install 8,000 + burner
  12,500 = 205,500, deposit 40% 82,200.
- เครื่องจักร เงินกู้/SMEBank_loan_statement_Oct2025.pdf: SME D Bank drying-line loan 450,000 at 5.25%, 19 of 60
  paid, outstanding 320,027.02, next installment 8,544.00 due 25 Nov 2025.
- ตลาด/ตารางออกตลาด_พ.ย.68.md: the market stall schedule and fees.
- แผนขยายไลน์ผลิต 2569.pptx: slides, next year's plan (2,000,000 target, machine 205,500).

Documents/บ้าน/ (the household)
- Bills/PEA_NakhonPhanom_Sep2025.pdf (1,046 kWh, 4,921.37, due 10 Oct 2025), Bills/PEA_NakhonPhanom_Oct2025.pdf
  (1,112 kWh, 5,228.84, due 10 Nov 2025), Bills/PWA_water_bill_Oct2025.pdf (46 m3, 702.15).
- ประกัน/กรมธรรม์อัคคีภัย_บ้านและโรงแป้ง_2568.docx: fire policy for house and workshop, 1,600,000 insured, premium
  5,202.34, ends 15 ธ.ค. 2568.
- รถ Revo/TISCO_Revo_installment_Nov2025.pdf: hire purchase statement: 11,270.00 a month, 27 of 72 paid, 45 left
  (507,150.00), next due 5 Dec 2025.
- ปัน/ใบแจ้งค่าเทอม_น้องปัน_ม.1 เทอม2.docx: school fees 18,900 by 20 พฤศจิกายน 2568.
- แม่/NKP_Ruampaet_Hospital_bill_MaeHoa_Oct2025.pdf: English inpatient bill 14-17 Oct 2025 (pneumonia): 48,650.00,
  insurer paid 30,000.00, family paid 18,650.00, follow-up 21 Nov 2025.
- แม่/ยาแม่_นัดหมอ.md: notes on the mother's medicines and appointments.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68), Revo 11,270.
- แชทกลุ่ม_บ้านทองเวียง.txt: the family's LINE group.
- ทริปท่าแขก_ธ.ค.68.md: a trip plan across the river.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

BIZ = "แป้งญวนแม่ฮวา"
HOME = "บ้าน"
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MH_TOP = ("แป้งญวนแม่ฮวา (Mae Hoa Rice Paper) 88/3 บ้านนาจอก ต.หนองญาติ อ.เมืองนครพนม จ.นครพนม 48000 "
          "โทร 086-227-4519  LINE @maehoa.nkp")

# ---------------------------------------------------------------- restaurant quotes
WIANG_DRAFT = [
    MH_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-MH68-031",
    "วันที่ 15 ตุลาคม 2568",
    "เรียน ฝ่ายจัดซื้อ ร้านแหนมเนืองบ้านเวียง ถ.สุนทรวิจิตร อ.เมืองนครพนม",
    "เรื่อง เสนอราคาแผ่นแป้งส่งประจำรายเดือน",
]
WIANG_DRAFT_TABLE = [
    ("รายการ", "จำนวน/เดือน", "ราคาต่อแพ็ค (บาท)", "รวม (บาท)"),
    ("แผ่นแป้งเวียดนาม ขนาด 22 ซม. (แพ็ค 500 กรัม)", "200 แพ็ค", "38", "7,600"),
    ("แผ่นปอเปี๊ยะทอด ขนาด 16 ซม. (แพ็ค 50 แผ่น)", "150 แพ็ค", "45", "6,750"),
    ("รวมต่อเดือน", "", "", "14,350"),
]
WIANG_DRAFT_BOTTOM = [
    "รวมต่อเดือน 14,350 บาท (หนึ่งหมื่นสี่พันสามร้อยห้าสิบบาทถ้วน) ไม่รวมค่าส่ง",
    "ร่าง ยังไม่ส่ง รอถามพี่พงษ์เรื่องรอบส่งของก่อน",
]
WIANG_FINAL = [
    MH_TOP,
    "ใบเสนอราคา  เลขที่ QT-MH68-031 (แก้ไขครั้งที่ 2)",
    "วันที่ 22 ตุลาคม 2568",
    "เรียน คุณแพรวา จันทร์หอม ฝ่ายจัดซื้อ ร้านแหนมเนืองบ้านเวียง (สาขานครพนม และสาขาริมโขง)",
    "เรื่อง เสนอราคาแผ่นแป้งส่งประจำรายเดือน เริ่มส่งต้นเดือนพฤศจิกายน 2568",
]
WIANG_FINAL_TABLE = [
    ("รายการ", "จำนวน/เดือน", "ราคาต่อแพ็ค (บาท)", "รวม (บาท)"),
    ("แผ่นแป้งเวียดนาม ขนาด 22 ซม. (แพ็ค 500 กรัม)", "240 แพ็ค", "36", "8,640"),
    ("แผ่นปอเปี๊ยะทอด ขนาด 16 ซม. (แพ็ค 50 แผ่น)", "160 แพ็ค", "42", "6,720"),
    ("ค่าจัดส่ง สัปดาห์ละ 3 รอบ (จันทร์ พุธ ศุกร์)", "", "", "ฟรี"),
    ("รวมต่อเดือน", "", "", "15,360"),
]
WIANG_FINAL_BOTTOM = [
    "รวมต่อเดือน 15,360 บาท (หนึ่งหมื่นห้าพันสามร้อยหกสิบบาทถ้วน) ส่งฟรีถึงร้านทั้งสองสาขา",
    "เงื่อนไข: วางบิลสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "สินค้าเก็บได้ 12 เดือน หากแผ่นแตกหักเกิน 3% ต่อแพ็ค เปลี่ยนให้ฟรี",
    "ลงชื่อ ธิดารัตน์ ทองเวียง ผู้เสนอราคา",
]
HANOI_QUOTE = [
    "MAE HOA RICE PAPER (Thidarat Thongwiang)\n"
    "88/3 Ban Na Chok, Nong Yat, Mueang Nakhon Phanom 48000  Tel. 086-227-4519\n"
    "QUOTATION No. QT-MH68-036              Date: 5 Nov 2025\n"
    "To: Hanoi Corner Vietnamese Bistro, Prajak Road, Udon Thani\n"
    "Attn: Mr. Mark Evans (owner)\n"
    "\n"
    "Monthly supply, delivered by bus parcel to Udon Thani bus terminal 2\n"
    "Item                                   Qty/month   Unit price   Amount\n"
    "Rice paper 22 cm (500 g pack)           100 packs      37.00     3,700.00\n"
    "Rice paper 16 cm (300 g pack)            60 packs      29.00     1,740.00\n"
    "Spring roll wrapper 16 cm (50 sheets)    80 packs      44.00     3,520.00\n"
    "Subtotal                                                         8,960.00\n"
    "Bus parcel, 2 trips x 180                                          360.00\n"
    "TOTAL PER MONTH                                                  9,320.00 THB\n"
    "\n"
    "We are not VAT registered. Payment by transfer within 15 days of each delivery.\n"
    "Shelf life 12 months, keep dry. This quotation is valid for 30 days.",
]

# ---------------------------------------------------------------- raw material quotes
SAHATHAI_QUOTE = [
    "ห้างหุ้นส่วนจำกัด สหไทยพัฒนาแป้ง",
    "199 หมู่ 4 ถ.นิตโย ต.หนองบัว อ.เมืองอุดรธานี จ.อุดรธานี โทร 042-118-650",
    "ใบเสนอราคา เลขที่ ST-6810/145  วันที่ 23 ต.ค. 2568",
    "เรียน คุณธิดารัตน์ ทองเวียง (แป้งญวนแม่ฮวา)",
    "เรื่อง แป้งข้าวเจ้าและแป้งมันสำปะหลัง สำหรับผลิตแผ่นแป้ง รอบเดือน พ.ย. 2568",
]
SAHATHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แป้งข้าวเจ้า ชนิดละเอียด (กระสอบ 50 กก.)", "40 กระสอบ", "1,150", "46,000"),
    ("แป้งมันสำปะหลัง (กระสอบ 25 กก.)", "20 กระสอบ", "420", "8,400"),
    ("รวมค่าสินค้า", "", "", "54,400"),
    ("ค่าขนส่งถึงนครพนม", "", "", "800"),
    ("รวมทั้งสิ้น", "", "", "55,200"),
]
SAHATHAI_BOTTOM = [
    "รวมทั้งสิ้น 55,200 บาท (ห้าหมื่นห้าพันสองร้อยบาทถ้วน) ราคานี้ไม่มีภาษีมูลค่าเพิ่ม",
    "ให้เครดิต 15 วัน ส่งของภายใน 5 วันหลังยืนยัน",
    "เฮียชัย (นายวีระชัย ตั้งสกุล) 081-954-2206",
]
MEKONG_QUOTE = [
    "MEKONG STARCH CO., LTD.\n"
    "Rice flour and tapioca starch - 55 Moo 2, Chayangkun Road, Mueang Mukdahan 49000\n"
    "Tax ID 0495562000417   Tel. 042-611-380\n"
    "QUOTATION No. MS-Q2510-077          Date: 24 Oct 2025\n"
    "To: Ms. Thidarat Thongwiang, Mae Hoa Rice Paper, Nakhon Phanom\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    "Rice flour, fine grade, 50 kg bag      40 bags     1,090.00    43,600.00\n"
    "Tapioca starch, 25 kg bag              20 bags       445.00     8,900.00\n"
    "\n"
    "Subtotal                                                     52,500.00\n"
    "VAT 7%                                                        3,675.00\n"
    "GRAND TOTAL                                                  56,175.00 THB\n"
    "\n"
    "Free delivery to Nakhon Phanom for orders above 50,000 THB.\n"
    "Payment: 50% deposit with the order, balance on delivery.\n"
    "Valid until 30 Nov 2025.  Sales: Khun Nok 089-402-7713",
]
PLASPACK_INVOICE = [
    "ISAN PLASPACK CO., LTD.\n"
    "Printed food bags, labels and cartons - 12 Moo 7, Sakon Nakhon-Nakhon Phanom Road, Sakon Nakhon 47000\n"
    "Tax ID 0475560001882   Tel. 042-733-905\n"
    "\n"
    "TAX INVOICE / INVOICE No. INV-2510-233\n"
    "Date: 8 Oct 2025                 Due date: 7 Nov 2025\n"
    "Customer: Mae Hoa Rice Paper (Ms. Thidarat Thongwiang), 88/3 Ban Na Chok, Nakhon Phanom\n"
    "\n"
    "Item                                      Qty          Unit price   Amount\n"
    "Printed zip bag 22 cm 'Mae Hoa'         5,000 pcs       1.35      6,750.00\n"
    "Printed zip bag 16 cm 'Mae Hoa'         3,000 pcs       1.10      3,300.00\n"
    "Label sticker with FDA no.             10,000 pcs       0.28      2,800.00\n"
    "Carton box, 30 packs                      200 pcs      12.50      2,500.00\n"
    "\n"
    "Subtotal                                                        15,350.00\n"
    "VAT 7%                                                           1,074.50\n"
    "Total                                                           16,424.50\n"
    "Less deposit paid 1 Oct 2025                                    -3,000.00\n"
    "BALANCE DUE                                                     13,424.50 THB\n"
    "\n"
    "Please transfer to Bangkok Bank, Isan PlasPack Co., Ltd., account 441-0-72290-3.",
]
PLASPACK_RECEIPT = [
    "บริษัท อีสานพลาสแพ็ค จำกัด (สำนักงานใหญ่)",
    "12 หมู่ 7 ถ.สกลนคร-นครพนม จ.สกลนคร 47000  เลขประจำตัวผู้เสียภาษี 0475560001882",
    "ใบเสร็จรับเงิน  เลขที่ RV6810-118",
    "วันที่ 29 ต.ค. 2568",
    "ได้รับเงินจาก คุณธิดารัตน์ ทองเวียง (แป้งญวนแม่ฮวา)",
    "อ้างอิงใบกำกับภาษี/ใบแจ้งหนี้ เลขที่ INV-2510-233 ลงวันที่ 08/10/68",
]
PLASPACK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "16,424.50"),
    ("หัก เงินมัดจำรับแล้ว 01/10/68", "3,000.00"),
    ("รับชำระครั้งนี้", "13,424.50"),
]
PLASPACK_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 13,424.50 บาท (หนึ่งหมื่นสามพันสี่ร้อยยี่สิบสี่บาทห้าสิบสตางค์)",
    "ชำระครบถ้วนแล้ว",
    "ผู้รับเงิน นางสาวกมลชนก บุตรดี ฝ่ายบัญชี",
]

# ---------------------------------------------------------------- papers
HEALTH_LETTER = [
    "สำนักงานสาธารณสุขจังหวัดนครพนม",
    "ที่ นพ 0033.008/4127",
    "30 ตุลาคม 2568",
    "เรื่อง แจ้งนัดตรวจประเมินสถานที่ผลิตอาหารตามหลักเกณฑ์ GMP เพื่อต่ออายุใบอนุญาตผลิตอาหาร",
    "เรียน นางธิดารัตน์ ทองเวียง ผู้รับอนุญาต สถานที่ผลิต \"แป้งญวนแม่ฮวา\" เลขสถานที่ผลิตอาหาร 48-2-00857",
    "ตามที่ใบอนุญาตผลิตอาหารของท่านจะสิ้นอายุในวันที่ 31 ธันวาคม 2568 และท่านได้ยื่นคำขอต่ออายุแล้วนั้น "
    "สำนักงานสาธารณสุขจังหวัดนครพนมจะเข้าตรวจประเมินสถานที่ผลิตในวันที่ 18 พฤศจิกายน 2568 เวลา 09.30 น.",
    "ขอให้ท่านเตรียมเอกสารและสถานที่ ดังนี้",
    "1. ผลตรวจวิเคราะห์คุณภาพน้ำที่ใช้ในการผลิต อายุไม่เกิน 90 วัน",
    "2. ใบรับรองแพทย์ของผู้ปฏิบัติงานด้านการผลิตทุกคน (ตามที่แจ้งไว้ 8 คน)",
    "3. บันทึกการทำความสะอาดเครื่องนึ่งและพื้นที่ตากแผ่นแป้ง ย้อนหลัง 3 เดือน",
    "4. ลานตากแผ่นแป้งกลางแจ้งต้องมีตาข่ายกันแมลงคลุมและยกสูงจากพื้นไม่น้อยกว่า 60 ซม. "
    "ตามข้อบกพร่องที่พบในการตรวจครั้งก่อน",
    "ค่าธรรมเนียมต่ออายุใบอนุญาต 1,500 บาท ชำระได้ที่กลุ่มงานคุ้มครองผู้บริโภคฯ ภายในวันที่ 31 ธันวาคม 2568",
    "หากไม่ผ่านการตรวจประเมิน จะนัดตรวจซ้ำภายใน 30 วัน",
    "จึงเรียนมาเพื่อทราบและเตรียมการ",
    "ขอแสดงความนับถือ",
    "นายสุรศักดิ์ วงศ์ภักดี หัวหน้ากลุ่มงานคุ้มครองผู้บริโภคและเภสัชสาธารณสุข",
    "โทร 042-511-287",
]
SIAM_ASIAN_EMAIL = """From: Jenny Lim <jenny.lim@siamasianfoods.co.th>
To: maehoa.ricepaper@gmail.com
Date: Mon, 3 Nov 2025 10:48
Subject: Listing Mae Hoa rice paper in our Bangkok outlets

Dear Khun Da,

It was lovely to meet you and your mother at the OTOP fair at IMPACT. Our buying team tried the samples
and we would like to list Mae Hoa rice paper in the 40 Asian grocery and supermarket outlets we supply
in Bangkok and Pattaya.

Our proposal for a first order, repeated monthly:
- Rice paper 22 cm (500 g): 1,200 packs at 31 THB = 37,200 THB
- Spring roll wrapper 16 cm: 600 packs at 37 THB = 22,200 THB

Terms:
- Payment 45 days after each delivery, by transfer.
- Our usual listing fee of 5,000 THB per item is waived for the first 6 months.
- Our truck picks up in Nakhon Phanom once a month (first week), so no delivery cost for you.
- We need the Thai FDA (Or Yor) number on every pack, an EAN barcode, and a shelf-life test of at
  least 12 months.

If this works for you, please reply by 20 Nov 2025 so we can start with the January 2026 planogram.
I have attached our supplier form.

Best regards,
Jenny Lim
Category Buyer, Dry Asian Foods
Siam Asian Foods Co., Ltd.
02-119-4470 ext. 215
"""

# ---------------------------------------------------------------- books
INCOME_HEADERS = ["เดือน (Month)", "ตลาด/หน้าร้าน (Markets)", "ร้านอาหาร (Restaurants)", "ส่งกรุงเทพฯ (Bangkok shop)",
                  "ออนไลน์ (Online)", "รวม (Total)"]
EXPENSE_HEADERS = ["เดือน (Month)", "แป้งข้าว/แป้งมัน (Flour, starch)", "แก๊ส LPG (Gas)", "ค่าแรง (Wages)",
                   "บรรจุภัณฑ์ (Packaging)", "ขนส่ง (Transport)", "รวม (Total)"]
INCOME_2568 = [
    [62400, 58900, 64300, 71800, 60200, 55700, 54300, 57600, 59800, 66900],
    [38400, 37900, 40250, 39100, 41600, 42300, 43800, 44100, 45950, 48360],
    [21000, 21000, 24500, 24500, 21000, 17500, 17500, 21000, 24500, 28000],
    [6850, 7420, 8160, 9050, 7980, 8640, 9310, 10270, 11480, 12960],
]
EXPENSES_2568 = [
    [43200, 41800, 46350, 49700, 44100, 41300, 40900, 43600, 45250, 49900],
    [11850, 11400, 12600, 13250, 12100, 13900, 14720, 14380, 15060, 13480],
    [62300, 60100, 64800, 66200, 63500, 61900, 62700, 65400, 67850, 70480],
    [8900, 8450, 9600, 10350, 9100, 8700, 8850, 9400, 10050, 11020],
    [4800, 4650, 5200, 5600, 5050, 4900, 5150, 5300, 5700, 6250],
]
INCOME_2567 = [
    [55300, 52800, 57900, 66400, 54100, 50600, 49800, 52300, 53900, 58700, 61200, 69500],
    [31200, 30650, 33400, 32800, 33900, 34250, 35100, 36400, 37850, 39720, 40300, 42650],
    [17500, 17500, 21000, 21000, 17500, 14000, 14000, 17500, 21000, 21000, 24500, 28000],
    [2950, 3280, 3900, 4450, 4100, 4720, 5060, 5390, 5880, 6240, 6710, 7350],
]
EXPENSES_2567 = [
    [38600, 37200, 41250, 44900, 39800, 36700, 36300, 38900, 40100, 42750, 44300, 47600],
    [10200, 9850, 10900, 11450, 10600, 12100, 12850, 12400, 13050, 11800, 11300, 11950],
    [54600, 52900, 57200, 58400, 55800, 54300, 55100, 57600, 59300, 61200, 62800, 64500],
    [7600, 7250, 8300, 8900, 7850, 7400, 7550, 8050, 8600, 9100, 9450, 10200],
    [4100, 3950, 4400, 4800, 4300, 4150, 4350, 4500, 4850, 5100, 5300, 5700],
]


def _book(path: Path, year: str, income: list[list[int]], expenses: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ"
    sheet.append([f"รายรับ แป้งญวนแม่ฮวา ปี {year} (Income by month {year}, บาท)"])
    sheet.append(INCOME_HEADERS)
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in income] + [sum(map(sum, income))])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย")
    sheet.append([f"รายจ่าย แป้งญวนแม่ฮวา ปี {year} (Expenses by month {year}, บาท)"])
    sheet.append(EXPENSE_HEADERS)
    for index, month in enumerate(MONTHS[:len(expenses[0])]):
        row = [column[index] for column in expenses]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in expenses] + [sum(map(sum, expenses))])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


WAGES = [
    ("ชื่อ-สกุล", "ชื่อเล่น", "หน้าที่", "ค่าแรง/วัน", "วันทำงาน", "ค่าล่วงเวลา (OT)", "รวมจ่าย", "หมายเหตุ"),
    ("นางเหลียน ศรีวงศ์", "ป้าเหลียน", "ละเลงแป้ง/นึ่ง", 380, 25, 600, 10100, "หัวหน้าเตา"),
    ("นายบุญมี พรมมา", "ลุงมี", "คุมเตา/แก๊ส", 400, 26, 800, 11200, ""),
    ("นางสาวอัมพร แก้วดวงดี", "แอ้ม", "ตากแผ่น/คัดแผ่น", 350, 24, 0, 8400, "ลา 2 วัน"),
    ("นางทองใบ ไชยเดช", "ป้าใบ", "ตากแผ่น", 350, 22, 0, 7700, ""),
    ("นายวันชัย ภูมิภักดิ์", "บ่าวชัย", "แพ็ค/ขึ้นของ", 370, 26, 450, 10070, "ช่วยพี่พงษ์ส่งของ"),
    ("นางสาวลำดวน สีหา", "ดวน", "แพ็ค/ติดสติกเกอร์", 350, 25, 300, 9050, ""),
    ("Nguyen Van Tuan", "ตวน", "นึ่ง", 360, 26, 600, 9960, "บัตรชมพู หมดอายุ 13/02/69"),
    ("นางคำปุ่น วงศ์ษา", "แม่ปุ่น", "คัดแผ่น (ครึ่งวัน)", 200, 20, 0, 4000, ""),
]
WORKERS = [
    ("ชื่อเล่น", "เริ่มงาน", "เบอร์โทร", "ประกันสังคม", "ใบรับรองแพทย์"),
    ("ป้าเหลียน", "2552", "089-221-0437", "มี", "ต.ค. 68"),
    ("ลุงมี", "2558", "087-640-1193", "มี", "ต.ค. 68"),
    ("แอ้ม", "2565", "061-935-2280", "มี", "ยังไม่ได้ตรวจ"),
    ("ป้าใบ", "2560", "-", "ไม่มี", "ต.ค. 68"),
    ("บ่าวชัย", "2566", "092-118-7745", "มี", "ยังไม่ได้ตรวจ"),
    ("ดวน", "2567", "098-330-5126", "มี", "ต.ค. 68"),
    ("ตวน", "2566", "065-772-0914", "มี (ม.33)", "ต.ค. 68"),
    ("แม่ปุ่น", "2555", "-", "ไม่มี", "ยังไม่ได้ตรวจ"),
]


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าแรง ต.ค.68"
    sheet.append(["ค่าแรงลูกจ้าง เดือนตุลาคม 2568 (จ่าย 31 ต.ค. 68)"])
    for row in WAGES:
        sheet.append(list(row))
    sheet.append(["รวม", "", "", "", "", sum(r[5] for r in WAGES[1:]), sum(r[6] for r in WAGES[1:]), ""])
    for column in (4, 6, 7):
        money_format(sheet, column)
    info = book.create_sheet("ข้อมูลลูกจ้าง")
    for row in WORKERS:
        info.append(list(row))
    book.save(path)


WHOLESALE = [
    ("สินค้า", "ขนาด", "ราคาส่ง/แพ็ค (บาท)", "ราคาส่ง/ลัง 30 แพ็ค (บาท)"),
    ("แผ่นแป้งเวียดนาม", "22 ซม. 500 กรัม", 38, 1140),
    ("แผ่นแป้งเวียดนาม", "16 ซม. 300 กรัม", 28, 840),
    ("แผ่นปอเปี๊ยะทอด", "16 ซม. 50 แผ่น", 45, 1350),
    ("แผ่นแป้งข้าวกล้อง", "22 ซม. 500 กรัม", 48, 1440),
    ("เส้นข้าวเปียก (สด)", "ถุง 1 กก.", 45, "-"),
]
RETAIL = [
    ("สินค้า", "ราคาปลีก (บาท)", "หมายเหตุ"),
    ("แผ่นแป้งเวียดนาม 22 ซม.", 45, ""),
    ("แผ่นแป้งเวียดนาม 16 ซม.", 35, ""),
    ("แผ่นปอเปี๊ยะทอด 16 ซม.", 55, ""),
    ("แผ่นแป้งข้าวกล้อง 22 ซม.", 59, "ขายดีออนไลน์"),
    ("ชุดแหนมเนืองพร้อมน้ำจิ้ม (4 ที่)", 129, "ถนนคนเดินเท่านั้น"),
]


def _price_list(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคาส่ง"
    sheet.append(["ราคาส่ง แป้งญวนแม่ฮวา ปี 2568 (ใช้ตั้งแต่ 1 พ.ย. 68)"])
    for row in WHOLESALE:
        sheet.append(list(row))
    money_format(sheet, 4)
    sheet = book.create_sheet("ราคาปลีก")
    sheet.append(["ราคาปลีก หน้าร้าน/ตลาด ปี 2568"])
    for row in RETAIL:
        sheet.append(list(row))
    book.save(path)


PRICE_2567 = ["แป้งญวนแม่ฮวา", "ราคาส่ง ปี 2567 (ม.ค. – ธ.ค. 2567)", "ราคาเป็นบาท ส่งฟรีในเขตอำเภอเมือง"]
PRICE_2567_TABLE = [
    ("สินค้า", "ราคา/แพ็ค", "ราคา/ลัง 30 แพ็ค"),
    ("แผ่นแป้งเวียดนาม 22 ซม.", "35", "1,020"),
    ("แผ่นแป้งเวียดนาม 16 ซม.", "26", "780"),
    ("แผ่นปอเปี๊ยะทอด 16 ซม.", "42", "1,260"),
    ("แผ่นแป้งข้าวกล้อง 22 ซม.", "45", "1,350"),
]
PRICE_2567_BOTTOM = ["สั่ง 20 ลังขึ้นไป ลดลังละ 20 บาท", "ติดต่อ เจ๊ดา 086-227-4519"]

MACHINE_QUOTE = [
    "ร้านวิทย์การช่าง (งานสแตนเลสและเครื่องจักรอาหาร)",
    "45 ถ.อภิบาลบัญชา อ.เมืองนครพนม จ.นครพนม โทร 081-662-3057",
    "ใบเสนอราคา เลขที่ W68-112  วันที่ 2 พ.ย. 2568",
    "เรียน เจ๊ดา แป้งญวนแม่ฮวา",
    "เรื่อง เครื่องนึ่งแผ่นแป้งแบบสายพาน (กำลังผลิตประมาณ 1,200 แผ่น/ชั่วโมง)",
]
MACHINE_TABLE = [
    ("รายการ", "จำนวน", "รวม (บาท)"),
    ("เครื่องนึ่งแผ่นแป้งสายพาน สแตนเลส 304 หน้ากว้าง 60 ซม.", "1 เครื่อง", "185,000"),
    ("ค่าติดตั้งและเดินท่อไอน้ำ", "1 งาน", "8,000"),
    ("ชุดหัวเตาแก๊สแรงดันสูงพร้อมวาล์วนิรภัย", "1 ชุด", "12,500"),
    ("รวมทั้งสิ้น", "", "205,500"),
]
MACHINE_BOTTOM = [
    "มัดจำ 40% = 82,200 บาท ส่วนที่เหลือชำระเมื่อติดตั้งเสร็จ",
    "ส่งมอบภายใน 45 วันหลังรับมัดจำ รับประกันโครงสร้าง 2 ปี มอเตอร์ 1 ปี",
    "ช่างวิทย์ (นายวิทยา แสนสุข)",
]
SME_STATEMENT = [
    "SME DEVELOPMENT BANK OF THAILAND (SME D BANK) - Nakhon Phanom Branch\n"
    "LOAN STATEMENT as of 31 Oct 2025\n"
    "Borrower: Ms. Thidarat Thongwiang (Mae Hoa Rice Paper)\n"
    "Loan no. 680-11-0342    Purpose: rice paper drying line and solar dryer house\n"
    "Loan amount: 450,000.00 THB   Interest: 5.25% per year   Term: 60 months from 25 Apr 2024\n"
    "Monthly installment: 8,544.00 THB, due on the 25th\n"
    "\n"
    "Date          Description                   Amount       Principal balance\n"
    "25 Aug 2025   Installment 17                8,544.00     334,221.57\n"
    "27 Sep 2025   Installment 18 (2 days late)  8,544.00     327,139.79\n"
    "              Late charge                      56.16\n"
    "25 Oct 2025   Installment 19                8,544.00     320,027.02\n"
    "\n"
    "Installments paid: 19 of 60\n"
    "OUTSTANDING PRINCIPAL: 320,027.02 THB\n"
    "Next installment: 8,544.00 THB due 25 Nov 2025\n"
    "Please keep enough in account 020-1-44721-9 (auto debit). Late payment: default rate plus 3%.",
]


def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, INCOME_2568))
    return [
        ("แผนขยายไลน์ผลิต ปี 2569", "แป้งญวนแม่ฮวา\nธิดารัตน์ ทองเวียง  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nร้านอาหารประจำเพิ่ม: บ้านเวียง (เริ่ม 4 พ.ย.)\n"
                         "ปัญหา: ฝนตกตากแผ่นไม่ได้ ต้องอบ ค่าแก๊สสูง"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,000,000 บาท\nส่งห้าง Siam Asian Foods เดือนละ 1,800 แพ็ค\n"
                            "ออนไลน์เดือนละ 20,000 บาท"),
        ("เครื่องนึ่งสายพานใหม่", "ใบเสนอราคาช่างวิทย์ 205,500 บาท\nกู้เพิ่ม ธพว. หรือใช้เงินหมุนเวียน\n"
                                  "กำลังผลิตเพิ่มจาก 9,000 เป็น 14,000 แพ็ค/เดือน"),
        ("ต้องทำก่อน", "ผ่านตรวจ GMP สสจ. 18 พ.ย.\nทำบาร์โค้ด + ทดสอบอายุสินค้า 12 เดือน\nหาเจ้าแป้งข้าวเจ้าเจ้าที่สอง"),
    ]


PITCH_SLIDES = [
    ("Mae Hoa Rice Paper", "Family-made Vietnamese rice paper from Nakhon Phanom since 1987\nPitch for Siam Asian Foods"),
    ("Our story", "Started by Mrs. Hoa Thongwiang in Ban Na Chok\nThree generations, eight workers\n"
                  "Sun-dried on bamboo racks, steamed by hand"),
    ("Products", "Rice paper 22 cm and 16 cm\nSpring roll wrapper 16 cm\nBrown rice paper 22 cm (new)"),
    ("Capacity", "About 9,000 packs a month today\n14,000 packs a month with a new steaming line in 2026"),
    ("Quality", "Thai FDA licensed, GMP inspection Nov 2025\nShelf life 12 months"),
]

# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Phanom\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Hoa Thongwiang\n"
        "Address: 88/3 Ban Na Chok, Nong Yat, Mueang Nakhon Phanom 48000\n"
        "Customer no. 020048817226   Small business, rate 2.2\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units:,} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 46.16  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea_bill("25 Aug 2025 - 24 Sep 2025", "58,310 -> 59,356", 1046, "4,186.50", "366.74", "321.97",
                    "4,921.37", "10 Oct 2025")
PEA_OCT = _pea_bill("25 Sep 2025 - 24 Oct 2025", "59,356 -> 60,468", 1112, "4,450.72", "389.89", "342.07",
                    "5,228.84", "10 Nov 2025")
WATER_OCT = [
    "PROVINCIAL WATERWORKS AUTHORITY (PWA) - Nakhon Phanom Branch\n"
    "WATER BILL  October 2025\n"
    "Customer: Mrs. Hoa Thongwiang, 88/3 Ban Na Chok, Nakhon Phanom\n"
    "Account no. 5521-0093-184   Meter size 1 inch\n"
    "Reading 12 Sep 2025: 4,208   Reading 12 Oct 2025: 4,254   Used: 46 m3\n"
    "Water charge 601.22  Service 55.00  VAT 7% 45.93\n"
    "TOTAL: 702.15 THB    Pay by 26 Oct 2025",
]
FIRE_POLICY = [
    "บริษัท เมืองไทยรุ่งเรืองประกันภัย จำกัด (มหาชน)",
    "ตารางกรมธรรม์ประกันอัคคีภัย  เลขที่กรมธรรม์ FI-68-229041",
    "ผู้เอาประกันภัย นางธิดารัตน์ ทองเวียง",
    "สถานที่เอาประกันภัย 88/3 บ้านนาจอก ต.หนองญาติ อ.เมืองนครพนม จ.นครพนม (บ้านพักอาศัย 2 ชั้น และโรงผลิตแผ่นแป้ง)",
    "ระยะเวลาประกันภัย 15 ธันวาคม 2567 ถึง 15 ธันวาคม 2568 เวลา 16.30 น.",
]
FIRE_TABLE = [
    ("ทรัพย์สินที่เอาประกันภัย", "จำนวนเงินเอาประกันภัย (บาท)"),
    ("บ้านพักอาศัย (ไม่รวมฐานราก)", "900,000"),
    ("อาคารโรงผลิตแผ่นแป้ง", "400,000"),
    ("เครื่องนึ่ง เตาแก๊ส และเครื่องอบ", "300,000"),
    ("รวม", "1,600,000"),
]
FIRE_BOTTOM = [
    "เบี้ยประกันภัยสุทธิ 4,842.00 บาท อากร 20.00 บาท ภาษี 340.34 บาท รวม 5,202.34 บาท",
    "ความคุ้มครองเพิ่ม: ภัยน้ำท่วม จำกัด 50,000 บาทต่อปี, ภัยจากการระเบิดของถังแก๊ส",
    "เงื่อนไข: ถังแก๊ส LPG ต้องตั้งนอกอาคารผลิตและมีวาล์วตัดแก๊ส",
    "ตัวแทน คุณอรวรรณ (เลขที่ใบอนุญาต 6504-1187) โทร 081-733-2619",
]
TISCO_STATEMENT = [
    "TISCO BANK PUBLIC COMPANY LIMITED - Hire Purchase\n"
    "INSTALLMENT STATEMENT    Statement date: 8 Nov 2025\n"
    "Hirer: Mr. Sompong Thongwiang   Co-hirer: Ms. Thidarat Thongwiang\n"
    "Contract no. HP-NKP-66-08812\n"
    "Vehicle: Toyota Hilux Revo Smart Cab 2.4 Entry, plate 2kh 5507 Nakhon Phanom\n"
    "Financed amount: 648,000.00   Term: 72 months from 5 Sep 2023\n"
    "\n"
    "Monthly installment (incl. VAT): 11,270.00 THB\n"
    "Installments paid: 27 of 72 (last paid 5 Nov 2025)\n"
    "Installments remaining: 45   Remaining balance: 507,150.00 THB\n"
    "Next installment: 11,270.00 THB due 5 Dec 2025\n"
    "\n"
    "Early settlement: call 02-633-6000 for a discount quote.\n"
    "Late payment charge: 7.5% per year on the overdue amount.",
]
FEES = (
    ["โรงเรียนสาธิตริมโขงนครพนม อ.เมืองนครพนม จ.นครพนม", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ช.ปัณณวัฒน์ ทองเวียง  ชั้น ม.1/3 (ห้องเรียนพิเศษภาษาอังกฤษ)  เลขประจำตัว 10832"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าบำรุงการศึกษา", "12,000"), ("ค่าโครงการห้องเรียนพิเศษภาษาอังกฤษ", "4,500"),
     ("ค่าคอมพิวเตอร์", "1,200"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "800"), ("ค่าประกันอุบัติเหตุ", "400"),
     ("รวม", "18,900")],
    ["รวมทั้งสิ้น 18,900 บาท กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่านธนาคารกรุงไทยด้วยแบบฟอร์มนี้ หรือที่ห้องการเงิน ชำระล่าช้าปรับวันละ 20 บาท",
     "ค่ายภาษาอังกฤษ ม.1 วันที่ 12-13 ธ.ค. 2568 ชำระแยกต่างหาก 1,350 บาท"],
)
HOSPITAL_BILL = [
    "NAKHON PHANOM RUAMPAET HOSPITAL\n"
    "210 Aphiban Bancha Road, Mueang Nakhon Phanom 48000  Tel. 042-199-555\n"
    "\n"
    "INPATIENT BILL SUMMARY                      Bill no. IP68-10-3391\n"
    "Patient: Mrs. Hoa Thongwiang, female, age 71     HN 61-008724\n"
    "Admitted: 14 Oct 2025    Discharged: 17 Oct 2025 (3 nights)\n"
    "Diagnosis: community-acquired pneumonia; type 2 diabetes\n"
    "Attending physician: Dr. Kittisak Phommachan (chest medicine)\n"
    "\n"
    "Room (single), 3 nights x 2,800 ......................... 8,400.00\n"
    "Doctor fees ............................................. 9,500.00\n"
    "Medicines and IV fluids ................................ 16,850.00\n"
    "Laboratory and chest X-ray .............................. 7,400.00\n"
    "Nursing and service charges ............................. 6,500.00\n"
    "TOTAL ................................................... 48,650.00 THB\n"
    "Paid by insurer (Muang Thai Life, health rider) ........ 30,000.00\n"
    "PAID BY PATIENT (credit card, 17 Oct 2025) ............. 18,650.00 THB\n"
    "\n"
    "Follow-up: 21 Nov 2025 at 9:00, chest clinic, bring all medicines.\n"
    "Chest X-ray again at the follow-up visit.",
]
HOUSE_HEADERS = ("รายการ", "จำนวนเงิน (บาท)", "หมายเหตุ")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟ ส่วนบ้าน", 1450, "บิลรวมโรงแป้ง แยกครึ่งบ้าน"), ("ค่าน้ำประปา", 310, ""),
                ("เน็ตบ้าน AIS Fibre", 749, ""), ("ค่ากับข้าว", 11200, ""),
                ("ผ่อนรถ Revo", 11270, "งวด 24/72"), ("ค่ายาแม่ (เบาหวาน)", 1850, ""),
                ("เรียนพิเศษปัน", 2400, "อังกฤษ+คณิต"), ("ประกันสุขภาพแม่", 3380, "รายเดือน")],
    "ก.ย. 68": [("ค่าไฟ ส่วนบ้าน", 1520, ""), ("ค่าน้ำประปา", 295, ""),
                ("เน็ตบ้าน AIS Fibre", 749, ""), ("ค่ากับข้าว", 10850, ""),
                ("ผ่อนรถ Revo", 11270, "งวด 25/72"), ("ค่ายาแม่ (เบาหวาน)", 1850, ""),
                ("เรียนพิเศษปัน", 2400, ""), ("ประกันสุขภาพแม่", 3380, ""), ("รองเท้านักเรียนปัน", 590, "")],
    "ต.ค. 68": [("ค่าไฟ ส่วนบ้าน", 1610, ""), ("ค่าน้ำประปา", 320, ""),
                ("เน็ตบ้าน AIS Fibre", 749, ""), ("ค่ากับข้าว", 11630, ""),
                ("ผ่อนรถ Revo", 11270, "งวด 26/72"), ("ค่ายาแม่ (เบาหวาน)", 1850, ""),
                ("ค่าโรงพยาบาลแม่ ส่วนที่จ่ายเอง", 18650, "รวมแพทย์ 14-17 ต.ค."),
                ("เรียนพิเศษปัน", 2400, ""), ("ประกันสุขภาพแม่", 3380, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านทองเวียง {title}"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม", sum(row[1] for row in rows), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{BIZ}/แชท LINE/LINE_เฮียเส็ง_ตลาดอินโดจีน.txt": """[LINE] แชทกับ เฮียเส็ง ตลาดอินโดจีน
บันทึกเมื่อ: 2568/11/06 21:14

2568/10/20(จ.)
18:12 เฮียเส็ง ตลาดอินโดจีน ดา ลังแผ่น 22 ซม. เดือนหน้าขึ้นราคาเหรอ ลูกน้องบอก
18:20 ดา แป้งญวนแม่ฮวา ใช่ค่ะเฮีย แป้งข้าวขึ้นกระสอบละร้อยกว่า ลังละ 1,140 ค่ะ ตามใบราคาใหม่
18:31 เฮียเส็ง ตลาดอินโดจีน โห แพงไป 1,020 ได้ไหม เจ้าจากท่าแขกมาเสนอลังละพันเดียว
18:45 ดา แป้งญวนแม่ฮวา ของท่าแขกแผ่นบางแตกง่ายนะเฮีย 1,100 ละกันค่ะ
2568/10/21(อ.)
07:05 เฮียเส็ง ตลาดอินโดจีน 1,050 เอาเดือนละ 25 ลังเลย ไม่ต้องส่ง เดี๋ยวไปรับเอง
07:30 ดา แป้งญวนแม่ฮวา 1,050 ไม่ไหวค่ะเฮีย ต้นทุนไม่พอ 1,080 ส่งถึงแผงให้ด้วยเลย
07:42 เฮียเส็ง ตลาดอินโดจีน เอา 1,080 ก็ได้ เดือนละ 25 ลัง รวม 27,000 จ่ายทุกวันที่ 5 นะ
07:45 ดา แป้งญวนแม่ฮวา ตกลงค่ะเฮีย เริ่มรอบ พ.ย. ส่งทุกวันเสาร์ครั้งละ 6-7 ลังนะคะ
2568/11/05(พ.)
16:20 เฮียเส็ง ตลาดอินโดจีน โอนค่าลังเดือน ต.ค. แล้ว 21,000 (20 ลัง ลังละ 1,050 ราคาเก่า)
16:22 ดา แป้งญวนแม่ฮวา ได้รับแล้วค่ะ ขอบคุณค่ะเฮีย
""",
    f"{BIZ}/แชท LINE/แชทไลน์_คุณแพร_บ้านเวียง.txt": """[22 ต.ค. 68 14:05] เจ๊ดา: คุณแพรคะ ส่งใบเสนอราคาแก้ไขครั้งที่ 2 ให้แล้วนะคะ 22 ซม. 240 แพ็ค แพ็คละ 36 ปอเปี๊ยะ 160 แพ็ค แพ็คละ 42 รวมเดือนละ 15,360 ส่งฟรีค่ะ
[22 ต.ค. 68 16:40] แพร บ้านเวียง: พี่ดาคะ เจ้าเดิมที่สกลฯ ขาย 22 ซม. แพ็คละ 33 เองค่ะ แต่แผ่นไม่เหนียวเท่าของพี่ ลดได้อีกมั้ยคะ
[22 ต.ค. 68 17:02] เจ๊ดา: ลดให้แพ็คละ 35.50 ค่ะ ส่งถึงร้านทั้ง 2 สาขา
[22 ต.ค. 68 17:15] แพร บ้านเวียง: 34 ได้มั้ยคะพี่ ถ้าได้หนูเซ็นสั่งเลย
[23 ต.ค. 68 09:10] เจ๊ดา: 34 ไม่ไหวจริงๆ ค่ะ แป้งขึ้น ให้ 35 บาทถ้วนค่ะ ถ้าสั่ง 240 แพ็คต่อเดือนขึ้นไป ปอเปี๊ยะ 42 เท่าเดิม
[23 ต.ค. 68 09:25] แพร บ้านเวียง: โอเคค่ะ ตกลงแพ็คละ 35 บาท
[23 ต.ค. 68 09:31] เจ๊ดา: สรุปนะคะ 22 ซม. 240 x 35 = 8,400 ปอเปี๊ยะ 160 x 42 = 6,720 รวมเดือนละ 15,120 บาท วางบิลสิ้นเดือน เครดิต 30 วันค่ะ
[23 ต.ค. 68 09:40] แพร บ้านเวียง: ได้ค่ะ เริ่มส่งครั้งแรก 4 พ.ย. 68 วันอังคารนะคะ ส่งสาขาริมโขงก่อน 10 โมง
[4 พ.ย. 68 10:12] เจ๊ดา: พี่พงษ์ส่งของรอบแรกแล้วนะคะ 22 ซม. 80 แพ็ค ปอเปี๊ยะ 50 แพ็ค
[4 พ.ย. 68 10:30] แพร บ้านเวียง: ได้รับครบค่ะ ขอบคุณค่ะพี่
""",
    f"{BIZ}/ลูกค้าใหม่/email_SiamAsianFoods_listing_3-11-2025.txt": SIAM_ASIAN_EMAIL,
    f"{BIZ}/บัญชี/ยอดส่งร้านอาหาร_Oct2025.md": """# ยอดส่งร้านอาหาร ตุลาคม 2568

| ร้าน | 22 ซม. (แพ็ค) | ปอเปี๊ยะ (แพ็ค) | ยอด (บาท) | สถานะ |
|---|---|---|---|---|
| ข้าวเปียกเส้นป้าจันทร์ | 60 | 40 | 3,960 | ค้าง |
| ครัวแหนมเนืองริมโขง | 150 | 90 | 9,450 | โอนแล้ว |
| ร้านเฝอเวียดนามหน้าวัด | 120 | 60 | 6,840 | โอนแล้ว |
| Hanoi Corner (Udon) ทดลอง | 40 | 30 | 2,830 | โอนแล้ว |
| โรงแรมริเวอร์ไซด์ (บุฟเฟต์) | 200 | 160 | 14,400 | โอนแล้ว |
| ร้านอื่นๆ ขายส่งหน้าบ้าน | - | - | 10,880 | เงินสด |

รวมเดือน ต.ค. 48,360 บาท ค้างจ่าย 3,960 บาท (ป้าจันทร์ บอกจะโอน 10 พ.ย.)
""",
    f"{BIZ}/ผลิต/บันทึกการผลิต_27ต.ค.-1พ.ย.68.md": """# บันทึกการผลิต 27 ต.ค. – 1 พ.ย. 68

| วัน | แป้งที่ใช้ (กก.) | 22 ซม. (แพ็ค) | 16 ซม. (แพ็ค) | ปอเปี๊ยะ (แพ็ค) | เสีย (แพ็ค) | อากาศ |
|---|---|---|---|---|---|---|
| จ. 27 ต.ค. | 200 | 180 | 60 | 85 | 9 | แดด |
| อ. 28 ต.ค. | 195 | 175 | 55 | 85 | 10 | แดด |
| พ. 29 ต.ค. | 180 | 150 | 50 | 80 | 22 | ฝน อบด้วยตู้แก๊สทั้งวัน |
| พฤ. 30 ต.ค. | 190 | 170 | 55 | 85 | 14 | ครึ้ม |
| ศ. 31 ต.ค. | 195 | 175 | 60 | 85 | 11 | แดด |
| ส. 1 พ.ย. | 190 | 170 | 55 | 85 | 12 | แดด |

รวมแป้ง 1,150 กก. ได้ 1,860 แพ็ค (22 ซม. 1,020 / 16 ซม. 335 / ปอเปี๊ยะ 505)
เสีย 78 แพ็ค คิดเป็น 4.2% (แตก ขึ้นรา 1 ถาดวันฝนตก)
หมายเหตุ: ลุงมีบอกวาล์วแก๊สเตา 2 รั่วซึม เรียกช่างวิทย์มาดูแล้ว ต้องเปลี่ยนก่อน สสจ. มาตรวจ
""",
    f"{BIZ}/ผลิต/บันทึกการผลิต_20-25ต.ค.68.md": """# บันทึกการผลิต 20 – 25 ต.ค. 68

| วัน | แป้งที่ใช้ (กก.) | ได้ (แพ็ค) | เสีย (แพ็ค) | อากาศ |
|---|---|---|---|---|
| จ. 20 ต.ค. | 185 | 300 | 9 | แดด |
| อ. 21 ต.ค. | 180 | 292 | 8 | แดด |
| พ. 22 ต.ค. | 175 | 280 | 12 | ครึ้ม |
| พฤ. 23 ต.ค. | 180 | 290 | 10 | แดด |
| ศ. 24 ต.ค. | 180 | 290 | 11 | แดด |
| ส. 25 ต.ค. | 180 | 290 | 11 | แดด |

รวมแป้ง 1,080 กก. ได้ 1,742 แพ็ค เสีย 61 แพ็ค (3.5%)
ป้าเหลียนลาครึ่งวันวันพุธ ตวนนึ่งแทน
""",
    f"{BIZ}/ผลิต/สูตรแป้งแม่ฮวา_ห้ามแก้.md": """# สูตรแผ่นแป้งแม่ฮวา (ห้ามแก้ ถามแม่ก่อน)
- แป้งข้าวเจ้า 10 กก. : แป้งมัน 2 กก. : น้ำ 24 ลิตร : เกลือ 200 กรัม
- แช่ข้าวค้างคืนถ้าโม่เอง (สูตรเก่า)
- ละเลงบนผ้าขาวบางเหนือหม้อนึ่ง 30 วินาที
- ตากบนแผงไม้ไผ่ แดดดี 3-4 ชม. ฝนตกเข้าตู้อบ 55 องศา 2 ชม.
- 22 ซม. แพ็คละ 500 กรัม ประมาณ 35 แผ่น
""",
    f"{BIZ}/ตลาด/ตารางออกตลาด_พ.ย.68.md": """# ตารางออกตลาด พ.ย. 68

| ตลาด | วัน | ใครไป | ค่าแผง |
|---|---|---|---|
| ตลาดอินโดจีน (แผงประจำ) | ทุกวัน 7.00-17.00 | แม่ฮวา + ดวน | 2,500/เดือน |
| ถนนคนเดินริมโขง | ศ.-ส.-อา. 17.00-22.00 | เจ๊ดา + ปัน | 150/คืน |
| ตลาดนัดหน้า ม.นครพนม | พุธ | บ่าวชัย | 80/ครั้ง |
| งาน OTOP ศาลากลาง | 20-24 พ.ย. | เจ๊ดา | 1,200 ทั้งงาน |

เอาชุดแหนมเนืองไปขายเฉพาะถนนคนเดิน เตรียมแผ่น 22 ซม. ไป 60 แพ็คต่อคืน
""",
    f"{HOME}/แม่/ยาแม่_นัดหมอ.md": """# แม่ (ฮวา ทองเวียง) ยาและนัดหมอ
- เบาหวาน: Metformin 500 เช้า-เย็น, ตรวจน้ำตาลทุกเช้า (ต.ค. เฉลี่ย 142)
- ปอดอักเสบ นอน รพ.รวมแพทย์ 14-17 ต.ค. 68 ประกันจ่ายให้ 30,000 ที่เหลือรูดบัตรพี่พงษ์
- นัดติดตามผล 21 พ.ย. 68 เก้าโมง คลินิกโรคปอด หมอกิตติศักดิ์ เอกซเรย์ซ้ำ
- นัดตาที่ รพ.นครพนม (บัตรทอง) 9 ธ.ค. 68 ต้อกระจกตาซ้าย
- ห้ามแม่ยกกระสอบแป้งแล้ว บอกลุงมีด้วย
""",
    f"{HOME}/แชทกลุ่ม_บ้านทองเวียง.txt": """[17 ต.ค. 68 13:20] พี่พงษ์: แม่ออกจากโรงพยาบาลแล้วนะ ประกันจ่าย 3 หมื่น ส่วนเกิน 18,650 รูดบัตรพี่ไปก่อน
[17 ต.ค. 68 13:25] ดา: ขอบคุณพี่ เดี๋ยวสิ้นเดือนโอนคืนให้
[17 ต.ค. 68 19:02] แม่ฮวา: แม่หายแล้ว พรุ่งนี้ไปตลาดได้
[17 ต.ค. 68 19:05] ดา: แม่พักก่อน ให้ดวนเฝ้าแผงอาทิตย์นึง
[6 พ.ย. 68 20:40] ดา: ค่าเทอมปันเทอมนี้ 18,900 ต้องจ่ายก่อน 20 พ.ย. นะพี่
[6 พ.ย. 68 20:44] พี่พงษ์: โอเค จ่ายวันศุกร์ แล้วประกันไฟบ้านกับโรงแป้งหมด 15 ธ.ค. ด้วย ตัวแทนโทรมาว่าปีนี้เบี้ยขึ้นนิดหน่อย
[6 พ.ย. 68 20:50] ปัน: แม่ ค่ายอังกฤษ 1,350 จ่ายแยกนะครับ
[8 พ.ย. 68 08:15] พี่พงษ์: จ่ายงวดรถ Revo แล้ว 11,270 เหลืออีก 45 งวด
""",
    f"{HOME}/ทริปท่าแขก_ธ.ค.68.md": """# ทริปท่าแขก (ลาว) ช่วงปีใหม่
- ข้ามสะพานมิตรภาพ 3 ใช้พาสปอร์ต/บอร์เดอร์พาส ปันยังไม่มีพาสปอร์ต
- พาแม่ไปไหว้ญาติที่บ้านนาดี ซื้อแผ่นแป้งเจ้าท่าแขกมาเทียบคุณภาพ
- งบเที่ยว 6,000 บาท ค้าง 1 คืน
""",
}
TODO = {"todo.md": """- ตอบเมล Jenny (Siam Asian Foods) ก่อน 20 พ.ย.
- เตรียมเอกสารให้ สสจ. ตรวจ 18 พ.ย. (ผลน้ำ + ใบรับรองแพทย์ แอ้ม บ่าวชัย แม่ปุ่น)
- สั่งแป้งรอบ พ.ย. เลือกสหไทย หรือ Mekong
- จ่ายค่าเทอมปัน ก่อน 20 พ.ย.
- พาแม่ไปหาหมอ 21 พ.ย.
- ต่อประกันไฟบ้าน+โรงแป้ง ก่อน 15 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz, home = docs / BIZ, docs / HOME
    quotes, raw, papers, new = (biz / "ใบเสนอราคา ลูกค้า", biz / "วัตถุดิบ แพ็คเกจ", biz / "เอกสารราชการ",
                                biz / "ลูกค้าใหม่")
    books, prices, machine = biz / "บัญชี", biz / "ราคา", biz / "เครื่องจักร เงินกู้"
    for folder in (quotes, raw, papers, new, books, prices, machine, biz / "แชท LINE", biz / "ผลิต", biz / "ตลาด",
                   home / "Bills", home / "ประกัน", home / "รถ Revo", home / "ปัน", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_แหนมเนืองบ้านเวียง_ร่าง.docx", WIANG_DRAFT, WIANG_DRAFT_TABLE,
               bottom=WIANG_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_แหนมเนืองบ้านเวียง_final v2.docx", WIANG_FINAL, WIANG_FINAL_TABLE,
               bottom=WIANG_FINAL_BOTTOM)
    make_pdf(quotes / "Quote_HanoiCorner_UdonThani_Nov2025.pdf", HANOI_QUOTE)
    write_docx(raw / "ใบเสนอราคา_แป้งข้าวเจ้า_สหไทยพัฒนา_ต.ค.68.docx", SAHATHAI_QUOTE, SAHATHAI_TABLE,
               bottom=SAHATHAI_BOTTOM)
    make_pdf(raw / "MekongStarch_Quotation_MS-Q2510-077.pdf", MEKONG_QUOTE)
    make_pdf(raw / "PlasPack_invoice_INV-2510-233.pdf", PLASPACK_INVOICE)
    write_docx(raw / "ใบเสร็จ_พลาสแพ็ค_RV6810-118.docx", PLASPACK_RECEIPT, PLASPACK_RECEIPT_TABLE,
               bottom=PLASPACK_RECEIPT_BOTTOM)
    write_docx(papers / "หนังสือ_สสจ.นครพนม_ตรวจสถานที่ผลิต.docx", HEALTH_LETTER)
    write_slides(new / "Pitch_SiamAsianFoods_final.pptx", PITCH_SLIDES)
    _book(books / "บัญชีรายรับรายจ่าย_2568.xlsx", "2568", INCOME_2568, EXPENSES_2568)
    _book(books / "บัญชีรายรับรายจ่าย_2567.xlsx", "2567", INCOME_2567, EXPENSES_2567)
    _wages(books / "ค่าแรงลูกจ้าง_ต.ค.68.xlsx")
    _price_list(prices / "ราคาส่ง_แม่ฮวา_2568.xlsx")
    write_docx(prices / "ราคาส่ง ปี67 (เก่า).docx", PRICE_2567, PRICE_2567_TABLE, bottom=PRICE_2567_BOTTOM)
    write_docx(machine / "ใบเสนอราคา เตานึ่งแผ่นแป้ง ช่างวิทย์.docx", MACHINE_QUOTE, MACHINE_TABLE,
               bottom=MACHINE_BOTTOM)
    make_pdf(machine / "SMEBank_loan_statement_Oct2025.pdf", SME_STATEMENT)
    write_slides(biz / "แผนขยายไลน์ผลิต 2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_NakhonPhanom_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_NakhonPhanom_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", WATER_OCT)
    write_docx(home / "ประกัน" / "กรมธรรม์อัคคีภัย_บ้านและโรงแป้ง_2568.docx", FIRE_POLICY, FIRE_TABLE,
               bottom=FIRE_BOTTOM)
    make_pdf(home / "รถ Revo" / "TISCO_Revo_installment_Nov2025.pdf", TISCO_STATEMENT)
    write_docx(home / "ปัน" / "ใบแจ้งค่าเทอม_น้องปัน_ม.1 เทอม2.docx", FEES[0], FEES[1], bottom=FEES[2])
    make_pdf(home / "แม่" / "NKP_Ruampaet_Hospital_bill_MaeHoa_Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
