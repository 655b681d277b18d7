"""The hostel folder: the papers of a Thai couple who run a backpacker hostel, and of their household, written by code.

The owner is คุณกมลวรรณ หลีสกุล (พี่แนน, "Nan" to the guests). With her husband วรวุฒิ (พี่วุฒิ), who runs the
small bar, she keeps "บ้านนครใน โฮสเทล" (Baan Nakhon Nai Hostel), 152 ถ.นครใน ต.บ่อยาง อ.เมืองสงขลา จ.สงขลา
90000: a three-storey old-town shophouse with three dorms (8-bed mixed, 6-bed mixed, 4-bed female), four private
rooms and a bar on the ground floor. Guests come through StayHop and HostelPlanet and walk in. Staff: มุก (น.ส.มุกดา
แก้วมณี, front desk), บีม (นายธีรภัทร ชูแก้ว, bartender), ป้าจวบ (นางจวบ ทองคำ, housekeeping), บังหมาด (นายมะหมาด
สาและ, handyman). Their son ภูมิ (ด.ช.ภูมิพัฒน์ หลีสกุล) is in ม.2; แนน's mother แม่ดวน (นางลำดวน ทองสุข) needs a
knee operation. It is November 2568 (2025).

Documents/Baan Nakhon Nai Hostel/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_เซาท์เทิร์นวอยเอจ_ร่าง v1.docx: draft quote QT-6811-007 (3 พ.ย. 2568) to บริษัท เซาท์เทิร์น
  วอยเอจ จำกัด for a cycling group, 12-15 ธ.ค. 2568: 16 dorm beds x 3 nights at 380 (18,240), 2 ensuite rooms at
  1,250 (7,500), breakfast 20 x 3 at 90 (5,400), bike wash 1,500; total 32,640, deposit 50% 16,320.
- ใบเสนอราคา/ใบเสนอราคา_เซาท์เทิร์นวอยเอจ_final v2.docx: the final of the same quote (7 พ.ย. 2568): 16 beds at 360
  (17,280), 3 ensuite rooms at 1,150 (10,350), breakfast 22 x 3 at 80 (5,280), bike wash free; total 32,910,
  deposit 30% 9,873, balance at check-in 23,037.
- ใบเสนอราคา/ใบเสนอราคาเตียง2ชั้น_ช่างบุญชัย.docx: ร้านช่างเหล็กบุญชัย, 6 bunk beds at 8,900 (53,400), 12
  mattresses at 1,650 (19,800), delivery and fitting 2,000; total 75,200, no VAT, deposit 50% 37,600.
- ใบเสนอราคา/Quotation_BunkBeds_HatyaiSteel_10Nov2025.pdf: Hat Yai Steel Furniture Co., Ltd., 6 bunk beds at
  9,500 (57,000), 12 mattresses at 1,200 (14,400), subtotal 71,400, VAT 4,998, total 76,398.
- ราคาห้อง/RoomRates_2025-26_EN.pdf: this season's English rate card (high 1 Nov 2025 - 30 Apr 2026 / low):
  8-bed 390/320, 6-bed 420/340, female 4-bed 450/380, private shared bath 950/750, ensuite 1,350/1,090,
  family 1,850/1,450, breakfast 90.
- ราคาห้อง/ราคาห้องพัก_2567.docx: last season's Thai rate card (ไฮซีซั่น/โลว์ซีซั่น): 350/280, 380/300, 420/340,
  890/690, 1,250/990, 1,650/1,350, breakfast 80.
- Bar/ใบแจ้งหนี้_ทักษิณเบฟ_INV6811-045.docx: บริษัท ทักษิณเบฟเวอเรจ จำกัด invoice, 6 พ.ย. 2568, beer and soda,
  11,200 + VAT 784 = 11,984.00, due 20 พ.ย. 2568; crate deposit (30 a crate) charged on payment.
- Bar/ใบเสร็จ_ทักษิณเบฟ_RC6811-031.docx: the receipt of the same order, 18/11/68: 11,984.00 + crate deposit
  300.00 = 12,284.00 received by transfer.
- Bar/Bar menu 2025.md: the bar's drinks and happy hour.
- บิล/PEA_hostel_Sep2025.pdf and บิล/PEA_hostel_Oct2025.pdf: the hostel's business-meter bills: 21,486.55 (due
  3 Oct 2025) and 18,932.07 (due 3 Nov 2025).
- OTA/StayHop_statement_Oct2025.pdf: StayHop commission statement, 15% of 186,420.00 = 27,963.00 + VAT = 29,920.41,
  due 15 Nov 2025.
- OTA/email_HostelPlanet_commission 2026.txt: HostelPlanet email: commission 15% -> 17% from 1 January 2026, payouts
  on the 5th and 20th, opt out of Flex Plus by 30 November 2025.
- เอกสารราชการ_ธนาคาร/AndamanBank_loan_statement_Nov2025.pdf: shophouse loan statement: balance 1,284,350.22 after
  the 5 Nov 2025 instalment, instalment 21,600 due 5 Dec 2025, rate 5.85% -> 6.10% from 1 Jan 2026 (instalment 21,950).
- เอกสารราชการ_ธนาคาร/หนังสือเทศบาล_ต่อใบอนุญาต_2568.docx: เทศบาลนครสงขลา letter: renew the lodging notification by
  15 ธ.ค. 2568 (fee 1,500), fire inspection 9 ธ.ค. 2568, a noise complaint about the bar after 24.00.
- บัญชี/รายได้โฮสเทล_2568.xlsx: this year's book (income by month: dorm, private, bar, other; expenses by month:
  wages, electricity, water, booking commission, bar stock, linen), January to October.
- บัญชี/รายได้โฮสเทล_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/เงินเดือนพนักงาน_ต.ค.68.md: October pay, 52,000 in all (มุก 13,500 + 1,200 commission).
- แชท/แชท_คุณเจน_เซาท์เทิร์นวอยเอจ.txt: LINE chat with the group's organiser: 2 more beds asked at 340, settled at
  360 with free breakfast; new total 35,070, deposit 9,873 paid 14 พ.ย., balance 25,197 at check-in.
- แชท/chat_Marco_longstay.txt: English chat with a long-stay guest: 18,000 a month asked, 15,000 offered, settled
  16,500 with 150 units of electricity, deposit 5,000, 1 Dec 2025 - 28 Feb 2026.
- แชท/แชทไลน์_ทีมงานโฮสเทล.txt: the staff LINE group: aircon in dorm 2, 2,800 asked, 2,200 offered, 2,500 settled.
- แผนปี2569_Baan Nakhon Nai.pptx: slides, the plan for 2026 (3,600,000 target, new bunk beds, rooftop).
- housekeeping_checklist.md: ป้าจวบ's room-turnover checklist.

Documents/บ้าน/ (the household)
- ThaiSure_car_renewal_2025.pdf: English motor insurance renewal for the pickup, 18,450.73 (last year 17,920.55),
  due 30 Nov 2025.
- ค่าเทอม_ภูมิ_เทอม2-2568.docx: the son's term 2 fee notice, 22,350, due 28 พฤศจิกายน 2568.
- แม่ดวน/ใบประเมินค่าผ่าตัดเข่า_แม่ดวน.docx: hospital estimate for the mother's knee replacement, 185,000, insurer
  pays 120,000, family pays 65,000, admission deposit 20,000, operation 8 มกราคม 2569.
- แม่ดวน/นัดหมอแม่ดวน.md: notes on the mother's appointments (the doctor's rough figure 180,000).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านหลีสกุล.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
HOSTEL_TOP = ("บ้านนครใน โฮสเทล (Baan Nakhon Nai Hostel) 152 ถ.นครใน ต.บ่อยาง อ.เมืองสงขลา จ.สงขลา 90000 "
              "โทร 089-654-2217  LINE @baannakhonnai")

# ---------------------------------------------------------------- group quotes
SV_TO = "เรียน คุณเจนจิรา ธนสาร (คุณเจน) ฝ่ายปฏิบัติการ บริษัท เซาท์เทิร์น วอยเอจ จำกัด เขตบางกะปิ กรุงเทพฯ"
SV_DRAFT = [
    HOSTEL_TOP,
    "ใบเสนอราคา (ร่าง v1)  เลขที่ QT-6811-007",
    "วันที่ 3 พฤศจิกายน 2568",
    SV_TO,
    "เรื่อง ที่พักกรุ๊ปทริปจักรยานรอบทะเลสาบสงขลา 20 ท่าน เช็คอิน 12 ธ.ค. 2568 เช็คเอาท์ 15 ธ.ค. 2568 (3 คืน)",
]
SV_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เตียงดอร์ม (ดอร์มรวม 8 เตียง 2 ห้อง)", "16 เตียง x 3 คืน", "380", "18,240"),
    ("ห้องส่วนตัว ห้องน้ำในตัว (พัก 2 ท่าน)", "2 ห้อง x 3 คืน", "1,250", "7,500"),
    ("อาหารเช้า", "20 ท่าน x 3 เช้า", "90", "5,400"),
    ("ที่จอดและล้างจักรยาน (เหมา)", "1 งาน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "32,640"),
]
SV_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 32,640 บาท (สามหมื่นสองพันหกร้อยสี่สิบบาทถ้วน) ไม่มีภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 16,320 บาท ภายใน 7 วันหลังยืนยัน ส่วนที่เหลือชำระวันเช็คอิน",
    "ร่าง ยังไม่ส่ง รอถามพี่วุฒิเรื่องห้องส่วนตัวว่างกี่ห้อง",
]
SV_FINAL = [
    HOSTEL_TOP,
    "ใบเสนอราคา  เลขที่ QT-6811-007 (ฉบับแก้ไข v2 final)",
    "วันที่ 7 พฤศจิกายน 2568",
    SV_TO,
    "เรื่อง ที่พักกรุ๊ปทริปจักรยานรอบทะเลสาบสงขลา 22 ท่าน เช็คอิน 12 ธ.ค. 2568 เช็คเอาท์ 15 ธ.ค. 2568 (3 คืน)",
]
SV_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เตียงดอร์ม (ดอร์มรวม 8 เตียง 2 ห้อง)", "16 เตียง x 3 คืน", "360", "17,280"),
    ("ห้องส่วนตัว ห้องน้ำในตัว (พัก 2 ท่าน)", "3 ห้อง x 3 คืน", "1,150", "10,350"),
    ("อาหารเช้า", "22 ท่าน x 3 เช้า", "80", "5,280"),
    ("ที่จอดและล้างจักรยาน", "1 งาน", "ฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "32,910"),
]
SV_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 32,910 บาท (สามหมื่นสองพันเก้าร้อยสิบบาทถ้วน) ไม่มีภาษีมูลค่าเพิ่ม",
    "มัดจำ 30% = 9,873 บาท ภายใน 14 พ.ย. 2568  ส่วนที่เหลือ 23,037 บาท ชำระวันเช็คอิน",
    "ยกเลิกก่อนเข้าพัก 14 วัน คืนมัดจำเต็มจำนวน",
    "โอนเข้าบัญชี กมลวรรณ หลีสกุล ธนาคารอันดามันพาณิชย์ 520-3-11874-6",
    "ลงชื่อ กมลวรรณ หลีสกุล ผู้เสนอราคา",
]

# ---------------------------------------------------------------- bunk bed quotes
BED_BOONCHAI = [
    "ร้านช่างเหล็กบุญชัย รับทำเตียงเหล็ก ชั้นวางของ ประตูเหล็กดัด",
    "88/5 ถ.กาญจนวนิช ต.เขารูปช้าง อ.เมืองสงขลา จ.สงขลา โทร 081-598-3340",
    "ใบเสนอราคา เลขที่ 112/2568  วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณกมลวรรณ หลีสกุล บ้านนครใน โฮสเทล",
    "เรื่อง เตียง 2 ชั้นสำหรับห้องดอร์ม 3 (เปลี่ยนเตียงเก่า)",
]
BED_BOONCHAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เตียงเหล็ก 2 ชั้น 3 ฟุต พร้อมม่าน ปลั๊ก USB และไฟอ่านหนังสือ", "6 ชุด", "8,900", "53,400"),
    ("ที่นอนพ็อกเก็ตสปริง 3 ฟุต หนา 6 นิ้ว", "12 ผืน", "1,650", "19,800"),
    ("ค่าขนส่งและติดตั้ง", "1 งาน", "2,000", "2,000"),
    ("รวมทั้งสิ้น", "", "", "75,200"),
]
BED_BOONCHAI_BOTTOM = [
    "รวมทั้งสิ้น 75,200 บาท (ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม)",
    "มัดจำ 50% = 37,600 บาท ส่งและติดตั้งภายใน 20 วัน",
    "รับประกันงานเชื่อมและสี 2 ปี",
    "ช่างบุญชัย แสงอรุณ",
]
BED_HATYAI = [
    "HAT YAI STEEL FURNITURE CO., LTD.\n"
    "231 Phetkasem Road, Hat Yai, Songkhla 90110  Tel. 074-235-618\n"
    "Tax ID 0905561004127\n"
    "\n"
    "QUOTATION No. HYS-QT-2511-038        Date: 10 Nov 2025\n"
    "To: Khun Kamonwan Leesakul, Baan Nakhon Nai Hostel, 152 Nakhon Nai Road, Songkhla\n"
    "Subject: Bunk beds for dormitory no. 3\n"
    "\n"
    "Item                                        Qty       Unit price    Amount\n"
    "Steel bunk bed 3 ft, model HB-02, curtain,\n"
    "  USB socket and reading light              6 units   9,500.00      57,000.00\n"
    "Mattress 3 ft, foam 5 inch                  12 pcs    1,200.00      14,400.00\n"
    "Delivery and installation in Songkhla town            free              0.00\n"
    "\n"
    "Subtotal                                                            71,400.00\n"
    "VAT 7%                                                               4,998.00\n"
    "GRAND TOTAL                                                         76,398.00 THB\n"
    "\n"
    "Delivery 7 days after a 30% deposit. Warranty: 5 years on frame.\n"
    "This quotation is valid for 30 days.\n"
    "Sales: Khun Somkiat 086-742-5590",
]

# ---------------------------------------------------------------- rate cards
RATES_2025 = [
    "BAAN NAKHON NAI HOSTEL - ROOM RATES 2025/26\n"
    "152 Nakhon Nai Road, Old Town, Songkhla 90000   LINE @baannakhonnai\n"
    "Prices in THB per night, including Wi-Fi, towel and locker.\n"
    "\n"
    "Room type                         High season         Low season\n"
    "                                  1 Nov 2025 -        1 May 2026 -\n"
    "                                  30 Apr 2026         31 Oct 2026\n"
    "Bed in 8-bed mixed dorm           390                 320\n"
    "Bed in 6-bed mixed dorm           420                 340\n"
    "Bed in 4-bed female dorm          450                 380\n"
    "Private double, shared bathroom   950                 750\n"
    "Private double, ensuite           1,350               1,090\n"
    "Family room (4 pax), ensuite      1,850               1,450\n"
    "\n"
    "Breakfast 90 THB per person. Laundry 60 THB per kg. Bicycle rental 100 THB per day.\n"
    "Check-in 14:00, check-out 11:00. Quiet time from 23:00.\n"
    "Groups of 10 or more and stays of 28 nights or more: ask us for a special rate.",
]
RATES_2567 = [HOSTEL_TOP, "อัตราค่าห้องพัก ปี 2567/68 (1 พ.ย. 2567 – 31 ต.ค. 2568)",
              "ราคาต่อคืน รวม Wi-Fi ผ้าเช็ดตัว และล็อกเกอร์"]
RATES_2567_TABLE = [
    ("ประเภทห้อง", "ไฮซีซั่น (1 พ.ย. 67 – 30 เม.ย. 68)", "โลว์ซีซั่น (1 พ.ค. – 31 ต.ค. 68)"),
    ("เตียงในดอร์มรวม 8 เตียง", "350 บาท", "280 บาท"),
    ("เตียงในดอร์มรวม 6 เตียง", "380 บาท", "300 บาท"),
    ("เตียงในดอร์มหญิง 4 เตียง", "420 บาท", "340 บาท"),
    ("ห้องส่วนตัว เตียงคู่ ห้องน้ำรวม", "890 บาท", "690 บาท"),
    ("ห้องส่วนตัว เตียงคู่ ห้องน้ำในตัว", "1,250 บาท", "990 บาท"),
    ("ห้องครอบครัว 4 ท่าน ห้องน้ำในตัว", "1,650 บาท", "1,350 บาท"),
]
RATES_2567_BOTTOM = ["อาหารเช้า ท่านละ 80 บาท  ซักผ้า กิโลละ 50 บาท  เช่าจักรยาน วันละ 80 บาท",
                     "เช็คอิน 14.00 น. เช็คเอาท์ 11.00 น."]

# ---------------------------------------------------------------- bar invoice and receipt
BEV_TOP = ["บริษัท ทักษิณเบฟเวอเรจ จำกัด (สำนักงานใหญ่)",
           "45/9 ถ.ราษฎร์อุทิศ ต.หาดใหญ่ อ.หาดใหญ่ จ.สงขลา 90110 เลขประจำตัวผู้เสียภาษี 0905558002341"]
BEV_INVOICE = BEV_TOP + [
    "ใบแจ้งหนี้ / ใบกำกับภาษี  เลขที่ INV6811-045",
    "วันที่ 6 พฤศจิกายน 2568   ครบกำหนดชำระ 20 พฤศจิกายน 2568",
    "ลูกค้า บ้านนครใน โฮสเทล (คุณวรวุฒิ หลีสกุล) 152 ถ.นครใน อ.เมืองสงขลา",
]
BEV_INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย", "จำนวนเงิน"),
    ("เบียร์ลาเกอร์ ขวด 620 มล. (ลัง 12 ขวด)", "10 ลัง", "640.00", "6,400.00"),
    ("เบียร์กระป๋อง 320 มล. (ลัง 24 กระป๋อง)", "5 ลัง", "780.00", "3,900.00"),
    ("โซดา 325 มล. (แพ็ก 24 ขวด)", "6 แพ็ก", "150.00", "900.00"),
    ("รวมเป็นเงิน", "", "", "11,200.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "784.00"),
    ("รวมทั้งสิ้น", "", "", "11,984.00"),
]
BEV_INVOICE_BOTTOM = [
    "ค่ามัดจำลังและขวดเบียร์ ลังละ 30 บาท เรียกเก็บตอนชำระเงิน คืนเมื่อส่งลังเปล่าคืน",
    "โอนเข้าบัญชี บริษัท ทักษิณเบฟเวอเรจ จำกัด ธนาคารอันดามันพาณิชย์ 410-2-66519-0",
    "ผู้วางบิล คุณอนุชา (เซลส์เขตสงขลา) 084-316-7720",
]
BEV_RECEIPT = BEV_TOP + [
    "ใบเสร็จรับเงิน  เลขที่ RC6811-031",
    "วันที่ 18/11/68",
    "ได้รับเงินจาก บ้านนครใน โฮสเทล (คุณวรวุฒิ หลีสกุล)",
]
BEV_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ชำระค่าสินค้าตามใบแจ้งหนี้ INV6811-045 ลงวันที่ 6 พ.ย. 2568", "11,984.00"),
    ("ค่ามัดจำลังและขวดเบียร์ 10 ลัง x 30 บาท", "300.00"),
    ("รวมรับเงิน", "12,284.00"),
]
BEV_RECEIPT_BOTTOM = [
    "รับชำระโดยโอนเงิน ธนาคารอันดามันพาณิชย์ เมื่อวันที่ 18 พ.ย. 2568",
    "ค่ามัดจำลังจะคืนเมื่อส่งลังเปล่าครบ 10 ลัง",
    "ผู้รับเงิน อนุชา เพชรรัตน์",
]

# ---------------------------------------------------------------- bills, OTA, bank
def _pea(month: str, period: str, reading: str, units: str, energy: str, ft: str, vat: str, total: str,
         due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Songkhla\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        f"Bill month: {month}\n"
        "Account name: Baan Nakhon Nai Hostel (Mrs. Kamonwan Leesakul)\n"
        "Address: 152 Nakhon Nai Road, Bo Yang, Mueang Songkhla 90000 (business meter, rate 2.2)\n"
        "Customer no. 020051773946\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 312.24  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, counter services, or the PEA Smart Plus app."]


PEA_SEP = _pea("September 2025", "20 Aug 2025 - 19 Sep 2025", "318,204 -> 322,816", "4,612", "19,354.22",
               "414.43", "1,405.66", "21,486.55", "3 Oct 2025")
PEA_OCT = _pea("October 2025", "20 Sep 2025 - 19 Oct 2025", "322,816 -> 326,887", "4,071", "17,025.64",
               "355.64", "1,238.55", "18,932.07", "3 Nov 2025")
STAYHOP = [
    "STAYHOP ASIA PTE. LTD. - Thailand branch\n"
    "COMMISSION STATEMENT / TAX INVOICE No. SH-TH-2510-88214\n"
    "Property: Baan Nakhon Nai Hostel, Songkhla   Property ID 771046\n"
    "Period: stays checked out 1 Oct 2025 - 31 Oct 2025\n"
    "\n"
    "Reservations: 118   Room nights: 402\n"
    "Gross room revenue: 186,420.00 THB\n"
    "Commission 15%: 27,963.00 THB\n"
    "VAT 7% on commission: 1,957.41 THB\n"
    "TOTAL COMMISSION DUE: 29,920.41 THB\n"
    "Due date: 15 Nov 2025\n"
    "\n"
    "Pay by bank transfer or card in the StayHop extranet. Late payment may close your listing.",
]
HOSTELPLANET_EMAIL = """From: HostelPlanet Partner Team <partners@hostelplanet.com>
To: baannakhonnai.hostel@gmail.com
Date: Mon, 3 Nov 2025 16:42
Subject: Important: commission and payout changes from 1 January 2026

Dear Baan Nakhon Nai Hostel team,

Thank you for being a HostelPlanet partner. We are writing about three changes to your agreement.

1. Commission: from 1 January 2026 the standard commission rises from 15% to 17% of the booking value.
   Properties in our Preferred programme pay 19%.
2. Payouts: we will pay you twice a month, on the 5th and the 20th, instead of once a month.
3. Flex Plus: all properties will be added to "Flex Plus" (free cancellation up to 24 hours before arrival).
   If you do not want Flex Plus, please opt out in the extranet by 30 November 2025.

The 10% deposit that guests pay at booking is still counted against the commission.

Kind regards,
Partner Success Team, HostelPlanet
"""
BANK_STATEMENT = [
    "ANDAMAN COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Songkhla Branch, Vichianchom Road, Mueang Songkhla 90000  Tel. 074-311-402\n"
    "\n"
    "LOAN STATEMENT AND NOTICE   Date: 8 Nov 2025\n"
    "Borrowers: Mrs. Kamonwan Leesakul and Mr. Worawut Leesakul\n"
    "Loan account: 410-7-28835-1   Purpose: purchase and renovation of shophouse, 152 Nakhon Nai Road\n"
    "Original loan: 2,400,000 THB (January 2021), term 15 years\n"
    "\n"
    "Outstanding principal after the 5 Nov 2025 instalment: 1,284,350.22 THB\n"
    "Interest rate now: 5.85% per year (MLR - 1.00%)\n"
    "Monthly instalment: 21,600 THB\n"
    "Next instalment due: 5 Dec 2025\n"
    "Paid in 2025 so far: 11 instalments, 237,600 THB (interest 72,015.40 THB)\n"
    "\n"
    "NOTICE OF RATE CHANGE: following the change in the bank's MLR, your rate will be 6.10% per year\n"
    "from 1 Jan 2026 and your monthly instalment will be 21,950 THB from the January 2026 instalment.\n"
    "Interest paid can be used for your 2025 tax return; the certificate will be sent in January 2026.\n"
    "\n"
    "Relationship manager: Khun Pattama Rattanachai, 081-766-2035",
]
MUNI_LETTER = [
    "เทศบาลนครสงขลา",
    "ที่ สข 52001/3187",
    "24 ตุลาคม 2568",
    "เรื่อง ต่ออายุใบรับแจ้งสถานที่พักที่ไม่เป็นโรงแรม และการตรวจระบบป้องกันอัคคีภัย",
    "เรียน นางกมลวรรณ หลีสกุล ผู้ประกอบการบ้านนครใน โฮสเทล เลขที่ 152 ถ.นครใน",
    "ตามที่ท่านได้รับใบรับแจ้งสถานที่พักที่ไม่เป็นโรงแรม เลขที่ 18/2566 ซึ่งจะครบกำหนดวันที่ 31 ธันวาคม 2568 "
    "ขอให้ท่านยื่นคำขอต่ออายุภายในวันที่ 15 ธันวาคม 2568 พร้อมค่าธรรมเนียม 1,500 บาท ที่สำนักการคลัง",
    "เจ้าหน้าที่งานป้องกันและบรรเทาสาธารณภัยจะเข้าตรวจอาคารในวันที่ 9 ธันวาคม 2568 เวลา 10.00 น. "
    "ขอให้ติดตั้งถังดับเพลิงทุกชั้น ไฟฉุกเฉิน และป้ายทางหนีไฟให้เรียบร้อย",
    "นอกจากนี้ เทศบาลได้รับเรื่องร้องเรียนจากผู้อยู่อาศัยใกล้เคียงเรื่องเสียงเพลงจากบาร์ชั้นล่างหลังเวลา 24.00 น. "
    "ขอให้ลดเสียงและปิดเพลงไม่เกินเวลา 24.00 น.",
    "จึงเรียนมาเพื่อทราบและดำเนินการ",
    "ขอแสดงความนับถือ",
    "นายวีระ หมัดอาหลี รองนายกเทศมนตรีนครสงขลา ปฏิบัติราชการแทนนายกเทศมนตรีนครสงขลา",
]

# ---------------------------------------------------------------- books
DORM_2568 = [168400, 172900, 158300, 141200, 98600, 87400, 104800, 112300, 90200, 118600]
PRIVATE_2568 = [142600, 151200, 139800, 126400, 84300, 76900, 95200, 101700, 80400, 108300]
BAR_2568 = [68400, 71900, 66200, 61800, 38900, 34200, 45600, 49850, 36700, 52300]
OTHER_2568 = [12400, 13100, 11800, 10200, 6400, 5200, 7900, 8600, 5800, 9100]
WAGES_2568 = [51500, 51500, 51500, 51500, 48000, 48000, 48000, 49500, 49500, 52000]
POWER_2568 = [19840.30, 20315.75, 23460.10, 26718.45, 24902.60, 22105.35, 21377.80, 22054.90, 21486.55, 18932.07]
WATER_2568 = [3850, 3920, 3610, 3270, 2480, 2210, 2690, 2840, 2350, 2980]
COMM_2568 = [47200, 49800, 45100, 40300, 27400, 24100, 30600, 32900, 26200, 41380]
STOCK_2568 = [27300, 28800, 26400, 24700, 15600, 13700, 18200, 19900, 14700, 20900]
LINEN_2568 = [8400, 8700, 8100, 7600, 5200, 4700, 5900, 6300, 4900, 6800]
DORM_2567 = [151200, 158400, 146900, 128300, 90100, 79800, 95400, 101600, 82300, 104900, 132700, 176400]
PRIVATE_2567 = [128900, 136500, 127400, 113800, 76200, 69100, 86300, 92400, 73100, 96800, 118600, 159300]
BAR_2567 = [58300, 61200, 57400, 52900, 33100, 29800, 39400, 42700, 31600, 44800, 55900, 74200]
OTHER_2567 = [10800, 11300, 10100, 8900, 5600, 4700, 6900, 7400, 5100, 7800, 9600, 13900]
WAGES_2567 = [48000, 48000, 48000, 48000, 45000, 45000, 45000, 45000, 46500, 46500, 48000, 51500]
POWER_2567 = [18210.45, 18935.20, 21870.65, 24960.30, 23105.85, 20648.10, 19720.55, 20388.75, 19954.40, 17602.25,
              17988.60, 18705.15]
WATER_2567 = [3420, 3510, 3290, 2980, 2260, 2040, 2470, 2590, 2160, 2710, 3150, 3780]
COMM_2567 = [41800, 44200, 40600, 35900, 24500, 21700, 27200, 29300, 23400, 30100, 37300, 49600]
STOCK_2567 = [23400, 24500, 22900, 21200, 13400, 12100, 15800, 17100, 12800, 17900, 22300, 29700]
LINEN_2567 = [7500, 7800, 7300, 6800, 4700, 4300, 5300, 5600, 4400, 5800, 7100, 8900]


def _book(path: Path, year: str, income: list[list[int]], costs: list[list[float]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income"
    sheet.append([f"รายได้บ้านนครใน โฮสเทล ปี {year} (Monthly income {year})"])
    sheet.append(["เดือน (Month)", "เตียงดอร์ม (Dorm beds)", "ห้องส่วนตัว (Private rooms)", "บาร์ (Bar)",
                  "อื่นๆ ทัวร์/ซักผ้า/จักรยาน (Other)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายโฮสเทล ปี {year} (Hostel expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าแรงพนักงาน (Wages)", "ค่าไฟ (Electricity)", "ค่าน้ำ (Water)",
                  "ค่าคอมเว็บจอง (Booking commission)", "สต็อกบาร์ (Bar stock)", "ผ้าปู/ของใช้ (Linen, amenities)",
                  "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [round(sum(row), 2)])
    sheet.append(["รวมทั้งปี (Year total)"] + [round(sum(column), 2) for column in costs]
                 + [round(sum(sum(column) for column in costs), 2)])
    for column in range(2, 9):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2341.60, "บ้านสิงหนคร"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 10400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3600, "กระบะพี่วุฒิ"), ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวด 41/60"),
                  ("ค่ายาแม่ดวน (Mum's medicine)", 1250, ""), ("เรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต+อังกฤษ")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2198.35, "บ้านสิงหนคร"), ("ค่าน้ำประปา (Water)", 274, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 9850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3450, "กระบะพี่วุฒิ"), ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวด 42/60"),
                  ("ค่ายาแม่ดวน (Mum's medicine)", 1250, ""), ("เรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต+อังกฤษ"),
                  ("ค่าหมอแม่ดวน เอกซเรย์เข่า (Mum's X-ray)", 3400, "รพ.เมืองสงขลา")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2054.80, "บ้านสิงหนคร"), ("ค่าน้ำประปา (Water)", 262, ""),
                  ("อินเทอร์เน็ตบ้าน (Internet)", 641.93, ""), ("ค่ากับข้าว (Food)", 10150, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3980, "กระบะพี่วุฒิ"), ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวด 43/60"),
                  ("ค่ายาแม่ดวน (Mum's medicine)", 1250, ""), ("เรียนพิเศษภูมิ (Tutoring)", 2800, "คณิต+อังกฤษ"),
                  ("ค่ารองเท้าฟุตบอลภูมิ (Football boots)", 1590, "")],
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


# ---------------------------------------------------------------- household papers
FEES = [
    "โรงเรียนแสงธรรมวิทยา สงขลา",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
    "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ หลีสกุล  ชั้น ม.2/3  เลขประจำตัว 41207",
]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "16,800"),
    ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
    ("ค่าเรียนภาษาจีนเสริม", "1,800"),
    ("ค่าทัศนศึกษา เกาะยอ-ทะเลน้อย", "1,350"),
    ("รวม", "22,350"),
]
FEES_BOTTOM = [
    "รวมทั้งสิ้น 22,350 บาท กรุณาชำระภายในวันที่ 28 พฤศจิกายน 2568",
    "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารอันดามันพาณิชย์ 520-1-90433-2",
    "ชำระล่าช้า ปรับวันละ 20 บาท",
]
SURGERY = [
    "โรงพยาบาลเมืองสงขลา (Mueang Songkhla Hospital) 99 ถ.ไทรบุรี อ.เมืองสงขลา",
    "ใบประมาณการค่าใช้จ่าย (Cost estimate)  วันที่ 30 ตุลาคม 2568",
    "ผู้ป่วย นางลำดวน ทองสุข อายุ 68 ปี  HN 6607734",
    "หัตถการ ผ่าตัดเปลี่ยนข้อเข่าเทียม ข้างขวา (Total knee replacement, right)",
    "แพทย์ผู้ผ่าตัด นพ.ธนกร ศรีสุวรรณ  นัดนอนโรงพยาบาล 7 มกราคม 2569 ผ่าตัด 8 มกราคม 2569",
]
SURGERY_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าห้องพักผู้ป่วย 5 คืน (คืนละ 3,200)", "16,000"),
    ("ข้อเข่าเทียมและอุปกรณ์", "78,000"),
    ("ค่าผ่าตัด ค่าแพทย์ และวิสัญญี", "52,000"),
    ("ค่ายาและเวชภัณฑ์", "24,500"),
    ("กายภาพบำบัด", "8,500"),
    ("ค่าบริการอื่นๆ", "6,000"),
    ("รวมประมาณการ", "185,000"),
]
SURGERY_BOTTOM = [
    "ประกันสุขภาพ (ไทยชัวร์ กรมธรรม์ HS-3318-0462) อนุมัติจ่ายตรงวงเงิน 120,000 บาท",
    "ส่วนที่ผู้ป่วยชำระเอง ประมาณ 65,000 บาท",
    "ชำระมัดจำวันนอนโรงพยาบาล 20,000 บาท ส่วนที่เหลือชำระวันออกจากโรงพยาบาล",
    "ค่าใช้จ่ายจริงอาจต่างจากประมาณการ ขึ้นกับอาการผู้ป่วย",
]
CAR_RENEWAL = [
    "THAISURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Songkhla Branch, Ramwithi Road, Mueang Songkhla 90000\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE      Date: 1 Nov 2025\n"
    "Insured: Mr. Worawut Leesakul\n"
    "Vehicle: pickup truck, 2.4 L, registration 3 kor-khor 5172 Songkhla\n"
    "Policy no. TS-MV-68-204519   Cover: Class 1, sum insured 520,000 THB\n"
    "Period: 7 Dec 2025 - 7 Dec 2026\n"
    "\n"
    "Renewal premium: 18,450.73 THB including stamp duty and VAT (last year 17,920.55 THB)\n"
    "No-claim discount: 20% (one claim in 2025 for the rear bumper, 8,300 THB)\n"
    "Compulsory motor insurance (CMI) is separate: 645.21 THB\n"
    "Please pay by 30 Nov 2025 to keep your cover without a gap.\n"
    "\n"
    "Agent: Khun Sirirat Chantharo 089-203-7716",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(DORM_2568) + sum(PRIVATE_2568) + sum(BAR_2568) + sum(OTHER_2568)
    return [
        ("แผนบ้านนครใน โฮสเทล ปี 2569", "Baan Nakhon Nai Hostel - plan for 2026\nแนน & วุฒิ  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายได้ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nดอร์ม 3 ห้อง 18 เตียง ห้องส่วนตัว 4 ห้อง\n"
                         "ปัญหา: ค่าคอม OTA สูง, แอร์ดอร์มเก่า, เสียงบาร์ถูกร้องเรียน"),
        ("เป้าหมายปี 2569", "รายได้ทั้งปี 3,600,000 บาท\nอัตราเข้าพักเฉลี่ย 75%\nจองตรงผ่าน LINE OA ให้ได้ 35%"),
        ("ดอร์ม 3", "เปลี่ยนเตียง 2 ชั้นใหม่ 6 ชุด งบไม่เกิน 80,000 บาท\nม่านส่วนตัว ปลั๊ก USB ไฟอ่านหนังสือทุกเตียง"),
        ("บาร์และดาดฟ้า", "ย้ายโซนนั่งเล่นขึ้นดาดฟ้า งบ 150,000 บาท\nปิดเพลงเที่ยงคืน ตามหนังสือเทศบาล"),
        ("เว็บจอง", "HostelPlanet ขึ้นค่าคอมเป็น 17% ปีหน้า\nStayHop ยังคงที่ 15%\nทำโปรจองตรงลด 5%"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "Baan Nakhon Nai Hostel/แชท/แชท_คุณเจน_เซาท์เทิร์นวอยเอจ.txt": """[7 พ.ย. 68 16:40] แนน บ้านนครใน: คุณเจนคะ ส่งใบเสนอราคาฉบับแก้ v2 ให้แล้วนะคะ ดอร์ม 16 เตียง เตียงละ 360 ห้องส่วนตัว 3 ห้อง ห้องละ 1,150 อาหารเช้า 22 ท่าน รวม 32,910 บาทค่ะ มัดจำ 30% = 9,873 บาท
[7 พ.ย. 68 17:05] เจน Southern Voyage: ได้รับแล้วค่ะพี่แนน ขอเช็คกับหัวหน้าก่อนนะคะ
[8 พ.ย. 68 11:12] เจน Southern Voyage: หัวหน้าโอเคค่ะ ยืนยันวันที่ 12-15 ธ.ค. นะคะ
[10 พ.ย. 68 10:20] เจน Southern Voyage: พี่แนนคะ ลูกทริปเพิ่มมาอีก 2 คนค่ะ ขอเตียงดอร์มเพิ่ม 2 เตียง ได้เตียงละ 340 ไหมคะ
[10 พ.ย. 68 10:45] แนน บ้านนครใน: ช่วงนั้นไฮซีซั่นค่ะคุณเจน 340 ไม่ไหวจริงๆ ขอ 360 เท่ากลุ่มนะคะ แต่อาหารเช้าของ 2 ท่านที่เพิ่ม พี่แถมให้ค่ะ
[10 พ.ย. 68 10:52] เจน Southern Voyage: โอเคค่ะ งั้นยอดรวมใหม่เท่าไหร่คะ
[10 พ.ย. 68 11:03] แนน บ้านนครใน: เพิ่ม 2 เตียง x 3 คืน x 360 = 2,160 ค่ะ ยอดรวมใหม่ 35,070 บาท มัดจำเท่าเดิม 9,873 ส่วนที่เหลือจ่ายวันเช็คอินค่ะ
[14 พ.ย. 68 09:30] เจน Southern Voyage: โอนมัดจำ 9,873 แล้วนะคะ ส่งสลิปให้ค่ะ
[14 พ.ย. 68 09:41] แนน บ้านนครใน: ได้รับแล้วค่ะ ขอบคุณค่ะ วันเช็คอิน 12 ธ.ค. ชำระส่วนที่เหลือ 25,197 บาทนะคะ
[14 พ.ย. 68 09:45] เจน Southern Voyage: รับทราบค่ะ มีจักรยาน 24 คัน รบกวนเตรียมที่จอดด้วยนะคะ
""",
    "Baan Nakhon Nai Hostel/แชท/chat_Marco_longstay.txt": """[LINE] Chat history with Marco (long stay)
Saved on: 2025/11/20 21:14

2025/11/02(Sun)
14:05\tMarco\tHi Nan! I love your hostel. I want to stay 3 months from December, working online. Can I get a monthly price for a private room with bathroom?
14:20\tNan Baan Nakhon Nai\tHi Marco! For the private ensuite the monthly rate is 18,000 baht/month with wifi. Electricity is extra, 8 baht per unit.
14:31\tMarco\tHmm that's a bit much for me. Could you do 15,000? I will stay Dec, Jan and Feb for sure.
2025/11/03(Mon)
09:10\tNan Baan Nakhon Nai\tSorry Marco, December-February is our high season. Best I can do is 17,000.
09:26\tMarco\tWhat about 16,000 and I don't need daily cleaning, once a week is fine?
10:02\tNan Baan Nakhon Nai\tOk let's meet in the middle: 16,500/month, cleaning once a week, and electricity included up to 150 units a month (after that 8 baht/unit).
10:05\tMarco\tDeal! 16,500 it is.
10:07\tNan Baan Nakhon Nai\tGreat. Stay 1 Dec 2025 - 28 Feb 2026. Deposit 5,000 (back at check-out) + first month, total 21,500 before 25 Nov pls.
2025/11/19(Wed)
18:44\tMarco\tSent 21,500 just now. See you on 1 December!
18:50\tNan Baan Nakhon Nai\tReceived, thank you! Room 202 will be ready for you.
""",
    "Baan Nakhon Nai Hostel/แชท/แชทไลน์_ทีมงานโฮสเทล.txt": """[3 พ.ย. 68 09:12] มุก: พี่แนนคะ แอร์ดอร์ม 2 น้ำหยดอีกแล้ว แขกฝรั่งเตียงล่างบ่นค่ะ
[3 พ.ย. 68 09:30] พี่แนน: บังหมาดดูให้หน่อยนะคะ
[3 พ.ย. 68 13:45] บังหมาด: ดูแล้วครับ ท่อน้ำทิ้งตัน คอยล์สกปรกมาก ต้องล้างใหญ่ + เติมน้ำยา ค่าของค่าแรง 2,800 ครับ
[3 พ.ย. 68 14:02] พี่แนน: แพงไปนิดบัง เพิ่งล้างไปตอน ส.ค. เอง 2,200 ได้ไหม
[3 พ.ย. 68 14:10] บังหมาด: น้ำยาขึ้นราคาครับพี่ 2,500 ละกันครับ
[3 พ.ย. 68 14:12] พี่แนน: โอเค 2,500 ทำพรุ่งนี้เช้าเลยนะ ก่อนแขกเช็คอิน
[4 พ.ย. 68 11:35] บังหมาด: แอร์ดอร์ม 2 เสร็จแล้วครับ เย็นฉ่ำ
[5 พ.ย. 68 20:15] บีม: พี่วุฒิครับ เบียร์ขวดเหลือ 2 ลัง สั่งทักษิณเบฟเพิ่มเลยไหมครับ
[5 พ.ย. 68 20:22] พี่วุฒิ: สั่งเลยบีม ขวด 10 ลัง กระป๋อง 5 ลัง โซดา 6 แพ็ก
[6 พ.ย. 68 15:40] บีม: ของมาส่งแล้วครับ บิลวางไว้ที่เคาน์เตอร์
[10 พ.ย. 68 16:05] มุก: หาดใหญ่สตีลเฟอร์นิเจอร์ส่งใบเสนอราคาเตียงมาทางอีเมลแล้วนะคะ
[12 พ.ย. 68 08:20] ป้าจวบ: ผ้าปูที่นอนดอร์ม 3 ขาดอีก 4 ผืนนะแนน
[12 พ.ย. 68 08:31] พี่แนน: เดี๋ยวสั่งเพิ่มค่ะป้า
""",
    "Baan Nakhon Nai Hostel/บัญชี/เงินเดือนพนักงาน_ต.ค.68.md": """# เงินเดือนพนักงาน ตุลาคม 2568

| ชื่อ | ตำแหน่ง | เงินเดือน/ค่าจ้าง | ค่าคอม/อื่นๆ | รวมจ่าย |
|---|---|---|---|---|
| มุกดา แก้วมณี (มุก) | หน้าฟร้อนท์ | 13,500 บาท | ค่าคอมขายทัวร์ 1,200 บาท | 14,700 บาท |
| ธีรภัทร ชูแก้ว (บีม) | บาร์เทนเดอร์ | 11,000 บาท | - | 11,000 บาท |
| จวบ ทองคำ (ป้าจวบ) | แม่บ้าน | 10,500 บาท | - | 10,500 บาท |
| อัสรี ยูโซะ (ต้าร์) | กะดึก (พาร์ทไทม์) | 9,000 บาท | - | 9,000 บาท |
| มะหมาด สาและ (บังหมาด) | ช่าง (รายงาน) | 4,800 บาท | - | 4,800 บาท |
| Sara (อาสาสมัคร) | ช่วยหน้าฟร้อนท์ แลกที่พัก | - | ค่าขนม 2,000 บาท | 2,000 บาท |

รวมจ่ายค่าแรง ต.ค. 52,000 บาท โอนแล้ว 31 ต.ค.
ทิปบาร์เดือน ต.ค. 2,350 บาท ให้บีมทั้งหมด (ไม่นับในค่าแรง)
พ.ย. ขึ้นเงินเดือนมุกเป็น 14,000 บาท
""",
    "Baan Nakhon Nai Hostel/Bar/Bar menu 2025.md": """# Baan Nakhon Nai Bar - menu 2025
Open 17:00-24:00 (music off at midnight)

## Beer
- Lager, large bottle 620 ml ... 120 THB
- Lager, can ... 80 THB
- Craft IPA (Songkhla Brewing) ... 180 THB

## Cocktails
- Mojito / Gin tonic / Cuba libre ... 150 THB
- Old Town Sunset (rum, pineapple, tamarind) ... 180 THB

## Happy hour 17:00-19:00
- Beer can 2 for 140 THB
- House cocktail 120 THB
""",
    "Baan Nakhon Nai Hostel/housekeeping_checklist.md": """# เช็คลิสต์ทำห้อง (ป้าจวบ)
- ดอร์ม: เปลี่ยนผ้าปู ปลอกหมอน ทุกเตียงที่เช็คเอาท์
- เช็คล็อกเกอร์ว่างและกุญแจครบ
- ห้องน้ำรวม: ขัด 2 รอบต่อวัน 10.00 และ 16.00 น.
- ห้องส่วนตัว: เติมสบู่ แชมพู น้ำดื่ม 2 ขวด
- แจ้งมุกถ้าของเสีย (แอร์ ไฟ ม่าน ปลั๊ก)
""",
    "บ้าน/แม่ดวน/นัดหมอแม่ดวน.md": """# นัดหมอแม่ดวน
- เข่าขวาเสื่อม ระยะ 4 หมอแนะนำเปลี่ยนข้อเข่า รพ.เมืองสงขลา (นพ.ธนกร)
- 29 ก.ย. เอกซเรย์เข่า 3,400 บาท
- 30 ต.ค. หมอบอกคร่าวๆ ผ่าตัดประมาณ 180,000 บาท ให้ไปขอใบประเมินที่การเงิน
- ตรวจเลือด/ตรวจหัวใจก่อนผ่าตัด 18 ธ.ค. 2568 เวลา 08.00 น. งดอาหารหลังเที่ยงคืน
- หลังผ่าตัดต้องทำกายภาพ 6 สัปดาห์ หาคนช่วยดูแม่ช่วงไฮซีซั่น
""",
    "บ้าน/แชทไลน์_บ้านหลีสกุล.txt": """[1 พ.ย. 68 19:20] แนน: พ่อภูมิ ประกันรถกระบะมาแล้ว ปีนี้ 18,450.73 ขึ้นจากปีก่อน เพราะเคลมกันชนหลัง
[1 พ.ย. 68 19:26] วุฒิ: โอเค เดี๋ยวจ่ายก่อนสิ้นเดือน
[4 พ.ย. 68 17:05] ภูมิ: แม่ครับ ค่าเทอมใบแจ้งมาแล้วนะครับ 22,350 เพิ่มค่าเรียนจีนกับไปทัศนศึกษา
[4 พ.ย. 68 17:10] แนน: เทอมที่แล้ว 20,200 เองนะลูก เดี๋ยวแม่โอนก่อน 28 พ.ย.
[4 พ.ย. 68 17:12] ภูมิ: แล้วค่ายวิทยาศาสตร์อีก 850 นะครับแม่
[8 พ.ย. 68 20:40] แม่ดวน: แนน แม่ได้ใบประเมินค่าผ่าตัดมาแล้ว 185,000 ประกันจ่าย 120,000
[8 พ.ย. 68 20:45] แนน: ไม่ต้องห่วงแม่ ส่วนที่เหลือแนนกับวุฒิจ่ายเอง นอนโรงพยาบาล 7 ม.ค. นะแม่
[8 พ.ย. 68 20:47] วุฒิ: ผมขับไปส่งแม่เองครับ ช่วงนั้นให้บีมดูบาร์
""",
    "Baan Nakhon Nai Hostel/OTA/email_HostelPlanet_commission 2026.txt": HOSTELPLANET_EMAIL,
}
TODO = {"todo.md": """- เก็บเงินที่เหลือกรุ๊ปคุณเจน วันเช็คอิน 12 ธ.ค.
- เลือกเจ้าทำเตียงดอร์ม 3 (ช่างบุญชัย หรือ หาดใหญ่สตีล)
- โอนค่าเทอมภูมิ ก่อน 28 พ.ย.
- opt out Flex Plus ของ HostelPlanet ก่อน 30 พ.ย.
- ยื่นต่อใบอนุญาตเทศบาล + เตรียมถังดับเพลิงก่อนตรวจ 9 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    hostel = docs / "Baan Nakhon Nai Hostel"
    quotes, rates, bar, bills = hostel / "ใบเสนอราคา", hostel / "ราคาห้อง", hostel / "Bar", hostel / "บิล"
    ota, papers, books = hostel / "OTA", hostel / "เอกสารราชการ_ธนาคาร", hostel / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, rates, bar, bills, ota, papers, books, hostel / "แชท", home / "แม่ดวน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เซาท์เทิร์นวอยเอจ_ร่าง v1.docx", SV_DRAFT, SV_DRAFT_TABLE, bottom=SV_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เซาท์เทิร์นวอยเอจ_final v2.docx", SV_FINAL, SV_FINAL_TABLE, bottom=SV_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาเตียง2ชั้น_ช่างบุญชัย.docx", BED_BOONCHAI, BED_BOONCHAI_TABLE,
               bottom=BED_BOONCHAI_BOTTOM)
    make_pdf(quotes / "Quotation_BunkBeds_HatyaiSteel_10Nov2025.pdf", BED_HATYAI)
    make_pdf(rates / "RoomRates_2025-26_EN.pdf", RATES_2025)
    write_docx(rates / "ราคาห้องพัก_2567.docx", RATES_2567, RATES_2567_TABLE, bottom=RATES_2567_BOTTOM)
    write_docx(bar / "ใบแจ้งหนี้_ทักษิณเบฟ_INV6811-045.docx", BEV_INVOICE, BEV_INVOICE_TABLE, bottom=BEV_INVOICE_BOTTOM)
    write_docx(bar / "ใบเสร็จ_ทักษิณเบฟ_RC6811-031.docx", BEV_RECEIPT, BEV_RECEIPT_TABLE, bottom=BEV_RECEIPT_BOTTOM)
    make_pdf(bills / "PEA_hostel_Sep2025.pdf", PEA_SEP)
    make_pdf(bills / "PEA_hostel_Oct2025.pdf", PEA_OCT)
    make_pdf(ota / "StayHop_statement_Oct2025.pdf", STAYHOP)
    make_pdf(papers / "AndamanBank_loan_statement_Nov2025.pdf", BANK_STATEMENT)
    write_docx(papers / "หนังสือเทศบาล_ต่อใบอนุญาต_2568.docx", MUNI_LETTER)
    _book(books / "รายได้โฮสเทล_2568.xlsx", "2568", [DORM_2568, PRIVATE_2568, BAR_2568, OTHER_2568],
          [WAGES_2568, POWER_2568, WATER_2568, COMM_2568, STOCK_2568, LINEN_2568])
    _book(books / "รายได้โฮสเทล_2567.xlsx", "2567", [DORM_2567, PRIVATE_2567, BAR_2567, OTHER_2567],
          [WAGES_2567, POWER_2567, WATER_2567, COMM_2567, STOCK_2567, LINEN_2567])
    write_slides(hostel / "แผนปี2569_Baan Nakhon Nai.pptx", _plan_slides())
    make_pdf(home / "ThaiSure_car_renewal_2025.pdf", CAR_RENEWAL)
    write_docx(home / "ค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES, FEES_TABLE, bottom=FEES_BOTTOM)
    write_docx(home / "แม่ดวน" / "ใบประเมินค่าผ่าตัดเข่า_แม่ดวน.docx", SURGERY, SURGERY_TABLE, bottom=SURGERY_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
