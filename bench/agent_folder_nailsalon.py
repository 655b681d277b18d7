"""The folder of Nipaporn "Nok" Saengthong (นิภาพร แสงทอง), who runs a nail salon, Nok Nail Studio
(ร้านน็อคเนล สตูดิโอ), at 11/3 Nimmanhaemin Soi 11, Chiang Mai, with two technicians on contract and two more
helping. Her husband Ekkachai "Ek" (เอกชัย) is an engineer; their daughter Pim (น้องพิม, Grade 3 at a bilingual
school) and son Phum (น้องภูมิ, kindergarten 2) go to school in Chiang Mai. Her papers, Thai and English:

Salon (ร้านเล็บ/)
- ซัพพลายเออร์/BeautyPro_pricelist_2025.pdf: BeautyPro Supply's wholesale price list 2025 (English).
- ซัพพลายเออร์/ใบราคา_บิวตี้โปร_ปี67.docx: the same firm's price list for 2567 (2024), in Thai (บิวตี้โปร ซัพพลาย).
- ซัพพลายเออร์/BeautyPro_invoice_INV2025-0917.pdf: BeautyPro's tax invoice for the September order.
- ซัพพลายเออร์/NailArtHub_pricelist_2025.pdf: a Bangkok supplier's price list 2025 (English).
- ซัพพลายเออร์/แชทไลน์_พี่ฝน_บิวตี้โปร.txt: LINE chat with BeautyPro's sales rep; the October order changes twice.
- ใบเสนอราคา/ใบเสนอราคา_งานแต่งคุณแพรวา_ร่าง.docx: draft quote for a wedding's nails (not sent).
- ใบเสนอราคา/ใบเสนอราคา_งานแต่งคุณแพรวา_final.docx: the revised quote sent, other numbers.
- ใบเสนอราคา/Quote_RiversideHotel_StaffNailDay.docx: English quote for a hotel's staff nail day (40 persons).
- ใบเสนอราคา/ใบเสนอราคา_ล้านนาเฮิร์บ_วันสตรี.docx: a similar quote in Thai to another company (30 persons).
- ใบเสนอราคา/email_Riverside_confirm.txt: the hotel's e-mail confirming, with 46 persons.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's sales by month and expenses (months as columns), two sheets.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, twelve months.
- บัญชี/ค่าคอมช่าง_ต.ค.68.xlsx: October pay and commission of the technicians.
- สัญญา/สัญญาเช่าร้าน_นิมมาน11.docx: the shop lease (Thai).
- สัญญา/สัญญาจ้างงาน_กัลยา_2568.docx: employment contract of technician Mint (started July 2568).
- สัญญา/สัญญาจ้างงาน_แอน_2566.docx: employment contract of technician Ann (started March 2566).
- สัญญา/Shop_insurance_LannaInsurance_2025.docx: the shop's fire and burglary insurance schedule (English).
- Plans/แผนร้านปี2569.pptx: slides with next year's plan.
- Plans/โปรโมชั่นปีใหม่_2569.md: New Year promotion notes.
- Plans/ไอเดียลายเล็บ.md: nail-art ideas (a distractor).
- Notes/บันทึกประชุมพนักงาน_3พ.ย.68.md: staff meeting notes.
- Notes/PEA_shop_bill_Sep2025.pdf: the shop's electricity bill for September (English).
- Notes/LP48_lamp_manual.pdf: the nail lamp's manual (English, a distractor).

Household (บ้าน/)
- ค่าเทอมลูก/SunshineBilingual_tuition_Sem2_2025.pdf: Pim's tuition statement (English).
- ค่าเทอมลูก/ใบแจ้งค่าเทอม_น้องภูมิ_2-2568.docx: Phum's kindergarten fee notice (Thai).
- ค่าเทอมลูก/แชทไลน์_กลุ่มผู้ปกครอง_ป3-2.txt: the class parents' LINE group; a trip fee is corrected.
- ประกัน/SiamSure_health_renewal_2025.pdf: Nok's health insurance renewal letter (English).
- ประกัน/ประกันรถ_ชั้น1_ต่ออายุ2568.docx: car insurance renewal quote (Thai; ล้านนาประกันภัย).
- bills/PEA_home_bill_Oct2025.pdf: the house's electricity bill for October, in Ek's name.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (Aug-Oct 2568).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

SHOP_HEAD = "Nok Nail Studio ร้านน็อคเนล สตูดิโอ 11/3 ถ.นิมมานเหมินท์ ซอย 11 ต.สุเทพ อ.เมือง จ.เชียงใหม่ โทร 089-551-2037"

BEAUTYPRO_2025 = [
    "BeautyPro Supply Co., Ltd.\n88/12 Chang Klan Road, Mueang, Chiang Mai 50100  Tel. 053-274-118\n"
    "WHOLESALE PRICE LIST 2025 (effective 1 January 2025)\nPrices in THB per unit, excluding VAT 7%\n\n"
    "Code    Item                              Unit     Price\n"
    "GP-15   Gel polish colour 15 ml           bottle   185\n"
    "BG-50   Builder gel clear 50 g            jar      460\n"
    "TC-15   Top coat no-wipe 15 ml            bottle   210\n"
    "BC-15   Base coat 15 ml                   bottle   195\n"
    "AC-1L   Acetone remover 1 L               bottle   125\n"
    "NT-500  Nail tips clear (500 pcs)         box      340\n"
    "CO-30   Cuticle oil 30 ml                 bottle   95\n"
    "LP-48   UV/LED nail lamp 48W              unit     1,890\n\n"
    "Free delivery in Chiang Mai city for orders from 5,000 THB.\n"
    "Orders: LINE @beautypro.cm or sales@beautypro-cm.co.th",
]
BEAUTYPRO_2567_TABLE = [
    ("รหัส", "รายการ", "หน่วย", "ราคา (บาท)"),
    ("GP-15", "สีเจล 15 มล.", "ขวด", "165"),
    ("BG-50", "บิลเดอร์เจล ใส 50 กรัม", "กระปุก", "420"),
    ("TC-15", "ท็อปโค้ท ไม่ต้องเช็ด 15 มล.", "ขวด", "190"),
    ("BC-15", "เบสโค้ท 15 มล.", "ขวด", "180"),
    ("AC-1L", "น้ำยาล้างเล็บ อะซิโตน 1 ลิตร", "ขวด", "110"),
    ("NT-500", "ทิปต่อเล็บ ใส (500 ชิ้น)", "กล่อง", "320"),
    ("CO-30", "ออยล์บำรุงจมูกเล็บ 30 มล.", "ขวด", "90"),
    ("LP-48", "เครื่องอบเล็บ UV/LED 48 วัตต์", "เครื่อง", "1,750"),
]
BEAUTYPRO_INVOICE = [
    "BeautyPro Supply Co., Ltd.\n88/12 Chang Klan Road, Mueang, Chiang Mai 50100  Tax ID 0505561002214\n"
    "TAX INVOICE / RECEIPT\nNo. INV2025-0917    Date: 17 September 2025\n"
    "Customer: Nok Nail Studio (Mrs. Nipaporn Saengthong)\n11/3 Nimmanhaemin Soi 11, Suthep, Mueang, Chiang Mai 50200\n\n"
    "Item                          Qty   Unit price   Amount\n"
    "Gel polish colour 15 ml       24    185.00       4,440.00\n"
    "Top coat no-wipe 15 ml        6     210.00       1,260.00\n"
    "Acetone remover 1 L           10    125.00       1,250.00\n"
    "Nail tips clear (500 pcs)     4     340.00       1,360.00\n\n"
    "Subtotal                                         8,310.00\nVAT 7%                                           581.70\n"
    "TOTAL                                            8,891.70\n\n"
    "Payment: transfer to Kasikorn Bank 123-4-56789-0 within 30 days (due 17 October 2025).",
]
NAILARTHUB_2025 = [
    "Nail Art Hub (Bangkok) Co., Ltd.\n215 Ratchadaphisek Road, Din Daeng, Bangkok 10400\n"
    "PRICE LIST 2025 - salon and wholesale\n\n"
    "Gel polish 15 ml (120 colours)      159 THB/bottle\n"
    "Builder gel 50 g                    495 THB/jar\n"
    "Top coat 15 ml                      220 THB/bottle\n"
    "Acetone 1 L                         99 THB/bottle\n"
    "Nail tips (500 pcs)                 290 THB/box\n"
    "UV/LED lamp 54W                     2,150 THB/unit\n"
    "Nail art brush set (15 pcs)         380 THB/set\n\n"
    "Prices include VAT. Shipping by Kerry Express 150 THB per order, free from 8,000 THB.\n"
    "Minimum order 2,000 THB.",
]
LINE_BEAUTYPRO = """[LINE] แชทกับ ฝน BeautyPro
[20/10/2568 10:12] นก Nok Nail: พี่ฝนคะ ขอสั่งของรอบนี้นะคะ สีเจล 30 ขวด (คละสีตามลิสต์ที่ส่งไป) บิลเดอร์เจล 6 กระปุก อะซิโตน 10 ขวดค่ะ
[20/10/2568 10:25] ฝน BeautyPro: ได้ค่ะคุณนก ยอดรวม 9,560 บาท ยังไม่รวม VAT นะคะ
[20/10/2568 10:26] นก Nok Nail: โอเคค่ะ
[21/10/2568 18:40] นก Nok Nail: พี่ฝน ขอแก้นะคะ สีเจลเพิ่มเป็น 40 ขวด ช่วงปีใหม่ลูกค้าเยอะ แล้วบิลเดอร์เจลลดเหลือ 4 กระปุกพอค่ะ
[21/10/2568 19:02] ฝน BeautyPro: แก้ให้แล้วค่ะ สีเจล 40 ขวด บิลเดอร์เจล 4 กระปุก อะซิโตน 10 ขวด ยอดใหม่ 10,490 บาท ก่อน VAT ค่ะ
[22/10/2568 09:15] นก Nok Nail: ในสีเจล 40 ขวด ขอสีแดง R07 5 ขวดนะคะ ไม่ได้เพิ่มจำนวนค่ะ
[22/10/2568 09:20] ฝน BeautyPro: รับทราบค่ะ ส่งของวันศุกร์ที่ 24 ต.ค. ช่วงบ่ายนะคะ ยอดรวม VAT แล้ว 11,224.30 บาท โอนเข้าบัญชีเดิมได้เลยค่ะ
[22/10/2568 09:21] นก Nok Nail: ขอบคุณค่า 🙏
"""
DRAFT_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("1", "ต่อเล็บเจลเจ้าสาว + เพ้นท์ลายพิเศษ", "1", "2,500", "2,500"),
    ("2", "ทำเล็บเจลมือ เพื่อนเจ้าสาว", "6", "690", "4,140"),
    ("3", "ทำเล็บเจลเท้า เพื่อนเจ้าสาว", "6", "590", "3,540"),
    ("4", "ทำเล็บเจลมือ คุณแม่เจ้าสาวและเจ้าบ่าว", "2", "690", "1,380"),
    ("5", "ค่าเดินทางบริการนอกสถานที่", "1", "1,500", "1,500"),
    ("", "รวมทั้งสิ้น", "", "", "13,060"),
]
FINAL_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("1", "ต่อเล็บเจลเจ้าสาว + เพ้นท์ลายพิเศษ", "1", "2,500", "2,500"),
    ("2", "ทำเล็บเจลมือ เพื่อนเจ้าสาว", "5", "690", "3,450"),
    ("3", "ทำเล็บเจลเท้า เพื่อนเจ้าสาว", "5", "550", "2,750"),
    ("4", "ทำเล็บเจลมือ คุณแม่เจ้าสาวและเจ้าบ่าว", "2", "690", "1,380"),
    ("5", "ค่าเดินทางบริการนอกสถานที่ (ลดพิเศษ)", "1", "1,000", "1,000"),
    ("", "รวมทั้งสิ้น", "", "", "11,080"),
]
RIVERSIDE_TABLE = [
    ("Item", "Qty", "Unit price (THB)", "Amount (THB)"),
    ("Gel manicure, one colour", "40 persons", "350", "14,000"),
    ("Hand spa and massage, 15 minutes", "40 persons", "120", "4,800"),
    ("Travel and set-up (4 technicians, 1 day)", "1", "800", "800"),
    ("Total", "", "", "19,600"),
]
LANNAHERB_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ทำเล็บเจลมือ สีพื้น/กากเพชร", "30 คน", "390", "11,700"),
    ("สปามือพร้อมนวด 15 นาที", "30 คน", "120", "3,600"),
    ("ค่าเดินทางและจัดสถานที่ (ช่าง 3 คน)", "1", "800", "800"),
    ("รวมทั้งสิ้น", "", "", "16,100"),
]
RIVERSIDE_EMAIL = """From: Kannika Phromma <hr@riversidecm-hotel.com>
To: noknailstudio@gmail.com
Date: Tue, 28 Oct 2025 14:05 +0700
Subject: Re: Quotation QT-2568-034 Staff Nail Day

Dear Khun Nok,

Thank you for your quotation of 15 October. Our management has approved the Staff Nail Day, with a few changes:

- Number of staff: 46 persons (not 40), as the kitchen team will join as well.
- Date: Friday 14 November 2025, 10:00-17:00, in the Ping Room on the 2nd floor.
- We accept the price of 470 THB per person (manicure and hand spa) and 800 THB for travel and set-up.

So the total will be 22,420 THB. We will transfer the 30% deposit of 6,726 THB by 5 November 2025.
Could you please send a revised quotation for our accounts team?

Best regards,
Kannika Phromma
HR Manager, The Riverside Chiang Mai Hotel
"""
MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
# month: manicure, pedicure, extensions, spa
SALES_2568 = [
    (62400, 28300, 54900, 12600), (58700, 25900, 61200, 11800), (66350, 30150, 58400, 14250),
    (71200, 33800, 49600, 15100), (60900, 27400, 52300, 12900), (55800, 24100, 47900, 11200),
    (57300, 25600, 50100, 11700), (59100, 26200, 53800, 12300), (54600, 23900, 49200, 10800),
    (63800, 28900, 57600, 13400),
]
SALES_2567 = [
    (54800, 24100, 46200, 10900), (51900, 22800, 50300, 10100), (58250, 26400, 49750, 12300),
    (63100, 29500, 42800, 13200), (53700, 23900, 44100, 11000), (49200, 21300, 40600, 9800),
    (50600, 22100, 42900, 10200), (52300, 22900, 45700, 10600), (48100, 20800, 41900, 9400),
    (56200, 25100, 48800, 11500), (60400, 27300, 55200, 12700), (72900, 33600, 68400, 15800),
]
# item: one value a month
EXPENSES_2568 = {
    "ค่าเช่าร้าน (Rent)": [28000] * 10,
    "ค่าจ้าง+ค่าคอมช่าง (Staff)": [61200, 60400, 63800, 66100, 59700, 55300, 58900, 60200, 57100, 65385],
    "ค่าวัสดุ/ของใช้ (Supplies)": [17650, 16980, 18740, 19320, 16410, 15180, 15960, 16870, 8891.70, 17290],
    "ค่าไฟ (Electricity)": [5820, 5990, 6710, 7480, 7120, 6640, 6350, 6480, 6612.99, 6290],
    "ค่าน้ำ+อินเทอร์เน็ต (Water & internet)": [1250] * 10,
    "ค่าโฆษณา (Ads)": [8000, 8000, 10000, 10000, 8000, 8000, 8000, 8000, 8000, 12000],
}
EXPENSES_2567 = {
    "ค่าเช่าร้าน (Rent)": [28000] * 12,
    "ค่าจ้าง+ค่าคอมช่าง (Staff)": [52300, 51800, 54600, 57200, 51900, 48400, 49100, 51000, 47800, 53600, 56900, 66200],
    "ค่าวัสดุ/ของใช้ (Supplies)": [14820, 14330, 15920, 16480, 14050, 13260, 13710, 14390, 13080, 15140, 16620, 19870],
    "ค่าไฟ (Electricity)": [5410, 5560, 6230, 7050, 6880, 6210, 5990, 6020, 5870, 5760, 5480, 5690],
    "ค่าน้ำ+อินเทอร์เน็ต (Water & internet)": [1180] * 12,
    "ค่าโฆษณา (Ads)": [5000] * 12,
}
COMMISSION_HEADERS = ("ช่าง (Technician)", "จำนวนลูกค้า (Clients)", "ยอดบริการ (Service sales)", "อัตราคอม (Rate)",
                      "ค่าคอม (Commission)", "เงินเดือน (Base pay)", "รวมจ่าย (Total pay)")
COMMISSION_ROWS = [
    ("แอน (Ann)", 142, 68400, "15%", 10260, 12000),
    ("มิ้นท์ (Mint)", 97, 41200, "15%", 6180, 12000),
    ("จอย (Joy)", 121, 55900, "15%", 8385, 12000),
    ("เบียร์ (Beer) พาร์ทไทม์", 58, 22800, "20%", 4560, 0),
]
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ จังหวัดเชียงใหม่ วันที่ 20 พฤษภาคม 2566",
    "ระหว่าง นายประเสริฐ วงศ์คำ ผู้ให้เช่า กับ นางนิภาพร แสงทอง ผู้เช่า",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์เลขที่ 11/3 ถนนนิมมานเหมินท์ ซอย 11 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ "
    "เฉพาะชั้นล่าง พื้นที่ 48 ตารางเมตร เพื่อใช้ประกอบกิจการร้านทำเล็บ",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี ตั้งแต่วันที่ 1 มิถุนายน 2566 ถึงวันที่ 31 พฤษภาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 28,000 บาท (สองหมื่นแปดพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 84,000 บาท (เท่ากับค่าเช่า 3 เดือน) ผู้ให้เช่าจะคืนภายใน 45 วันหลังสิ้นสุดสัญญา "
    "หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่ายอมเสียค่าปรับวันละ 300 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และค่าส่วนกลางเดือนละ 1,500 บาทเอง",
    "ข้อ 7. ผู้เช่าจะดัดแปลงต่อเติมอาคารต้องได้รับอนุญาตเป็นหนังสือจากผู้ให้เช่าก่อน",
    "ข้อ 8. หากผู้เช่าประสงค์จะต่อสัญญา ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา "
    "ค่าเช่าในสัญญาใหม่ปรับขึ้นได้ไม่เกินร้อยละ 5",
    "ลงชื่อ ประเสริฐ วงศ์คำ ผู้ให้เช่า    ลงชื่อ นิภาพร แสงทอง ผู้เช่า",
]
CONTRACT_MINT = [
    "สัญญาจ้างงาน",
    "ทำที่ ร้านน็อคเนล สตูดิโอ เชียงใหม่ วันที่ 25 มิถุนายน 2568",
    "นายจ้าง: นางนิภาพร แสงทอง เจ้าของร้านน็อคเนล สตูดิโอ",
    "ลูกจ้าง: นางสาวกัลยา ใจมั่น (ชื่อเล่น มิ้นท์) เลขประจำตัวประชาชน 1-5099-01234-56-7",
    "ข้อ 1. ตำแหน่ง ช่างทำเล็บ เริ่มงานวันที่ 1 กรกฎาคม 2568 ระยะทดลองงาน 119 วัน",
    "ข้อ 2. เงินเดือน 12,000 บาท และค่าคอมมิชชั่นร้อยละ 15 ของยอดบริการที่ทำ จ่ายทุกวันสิ้นเดือน",
    "ข้อ 3. เวลาทำงาน 10.00-20.00 น. หยุดเดือนละ 4 วัน โดยแจ้งล่วงหน้า",
    "ข้อ 4. ร้านจัดหาอุปกรณ์และวัสดุให้ ลูกจ้างต้องดูแลความสะอาดอุปกรณ์ตามมาตรฐานร้าน",
    "ข้อ 5. ฝ่ายใดจะเลิกจ้างหรือลาออก ต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ นิภาพร แสงทอง นายจ้าง    ลงชื่อ กัลยา ใจมั่น ลูกจ้าง",
]
CONTRACT_ANN = [
    "สัญญาจ้างงาน",
    "ทำที่ ร้านน็อคเนล สตูดิโอ เชียงใหม่ วันที่ 20 กุมภาพันธ์ 2566",
    "นายจ้าง: นางนิภาพร แสงทอง เจ้าของร้านน็อคเนล สตูดิโอ",
    "ลูกจ้าง: นางสาวอรอนงค์ ปัญญาดี (ชื่อเล่น แอน)",
    "ข้อ 1. ตำแหน่ง ช่างทำเล็บอาวุโส เริ่มงานวันที่ 1 มีนาคม 2566 ระยะทดลองงาน 90 วัน",
    "ข้อ 2. เงินเดือน 11,000 บาท และค่าคอมมิชชั่นร้อยละ 12 ของยอดบริการ (ปรับเป็น 12,000 บาท และร้อยละ 15 ตั้งแต่ปี 2567)",
    "ข้อ 3. เวลาทำงาน 10.00-20.00 น. หยุดเดือนละ 4 วัน",
    "ข้อ 4. ฝ่ายใดจะเลิกจ้างหรือลาออก ต้องแจ้งล่วงหน้าไม่น้อยกว่า 30 วัน",
]
SHOP_INSURANCE = [
    "Lanna Insurance PCL",
    "FIRE AND BURGLARY INSURANCE FOR SHOPS - POLICY SCHEDULE",
    "Policy no.: FB-2568-04417",
    "Insured: Mrs. Nipaporn Saengthong (Nok Nail Studio)",
    "Location: 11/3 Nimmanhaemin Soi 11, Suthep, Mueang, Chiang Mai 50200 (ground floor, 48 sq.m.)",
    "Period of insurance: 1 June 2025 to 1 June 2026",
]
SHOP_INSURANCE_TABLE = [
    ("Cover", "Sum insured (THB)"),
    ("Interior decoration and fixtures", "450,000"),
    ("Equipment (nail lamps, chairs, pedicure spa chairs, sterilisers)", "280,000"),
    ("Stock of nail products", "70,000"),
    ("Total sum insured", "800,000"),
]
SHOP_INSURANCE_END = [
    "Annual premium including stamp duty and VAT: 4,280 THB",
    "Deductible: 2,000 THB per claim (burglary)",
    "Claims hotline: 1766 (24 hours)",
]
PLAN_SLIDES = [
    ("แผนร้าน Nok Nail Studio ปี 2569", "จัดทำโดย นก - พฤศจิกายน 2568\nคุยกับพี่เอกก่อนสิ้นปี"),
    ("เป้ายอดขาย", "เป้ายอดขายทั้งปี 2,400,000 บาท\nเพิ่มขึ้นประมาณ 20% จากปี 2568"),
    ("สาขาที่ 2", "เปิดสาขาที่ 2 ที่เซ็นทรัล เฟสติวัล เชียงใหม่ ภายในเดือนมิถุนายน 2569\n"
                 "งบลงทุน 650,000 บาท (ตกแต่ง 380,000 / อุปกรณ์ 170,000 / เงินสำรอง 100,000)"),
    ("ทีมงาน", "รับช่างเพิ่ม 3 คน\nส่งช่างเรียนคอร์สต่อเล็บอะคริลิก คนละ 8,500 บาท"),
    ("บัตรสมาชิก Nok Club", "ราคา 1,999 บาท/ปี\nลด 10% ทุกบริการ + ทำเล็บเจลฟรี 1 ครั้งในเดือนเกิด"),
    ("การตลาด", "TikTok คลิปลายเล็บสัปดาห์ละ 3 คลิป\nงบโฆษณา Facebook/IG เดือนละ 15,000 บาท"),
]
PROMO = """# โปรปีใหม่ 2569 (15 ธ.ค. 68 - 15 ม.ค. 69)

- เจลมือสีพื้น ปกติ 450 ลดเหลือ 390
- เจลมือ+เท้า เซ็ตคู่ 890 (ปกติ 1,000)
- ต่อเล็บ PVC + เพ้นท์ 2 นิ้ว 1,290 ลดเหลือ 1,090
- มาเป็นคู่ ลดเพิ่มคนละ 50 บาท
- แจกคูปองเจลฟรี 1 ครั้ง ให้ลูกค้าที่ใช้บริการครบ 3,000 บาท

ต้องทำ: ป้ายหน้าร้าน + โพสต์ IG วันที่ 10 ธ.ค.
"""
NAIL_IDEAS = """# ไอเดียลายเล็บ (เก็บจาก IG / Pinterest)

- ลายเกล็ดหิมะสีขาวบนพื้นน้ำเงินเข้ม - ช่วงคริสต์มาส
- french tip สีทอง + มุก สำหรับเจ้าสาว
- cat eye สีแดงไวน์ ลูกค้าขอเยอะ
- ลายดอกพวงชมพู ลองทำให้ดูก่อน 2 นิ้ว
- chrome powder สีเงิน + สติ๊กเกอร์ดาว
"""
STAFF_MEETING = """# ประชุมพนักงาน วันจันทร์ที่ 3 พ.ย. 68 (ร้านปิด)

ผู้เข้าประชุม: นก, แอน, มิ้นท์, จอย, เบียร์

## ตกลงกันว่า
- ค่าคอมงานต่อเล็บ ขึ้นจาก 15% เป็น 17% เริ่ม 1 ธันวาคม 2568 (งานอื่นเท่าเดิม)
- ศุกร์-เสาร์ เปิดถึง 21:00 เริ่ม 5 ธ.ค. ผลัดกันอยู่ดึก คนละ 2 วันต่อเดือน
- งานเลี้ยงปีใหม่ร้าน วันที่ 28 ธันวาคม 2568 งบ 6,000 บาท (จอยหาร้าน)
- ทำความสะอาดใหญ่ + อบฆ่าเชื้ออุปกรณ์ทุกวันจันทร์เช้า
- ลูกค้าจองผ่าน LINE OA เท่านั้น เลิกรับจองทาง IG DM

## ฝากทำ
- แอน: สอนมิ้นท์ทำ cat eye + ลายเจ้าสาว ก่อนงานแต่งคุณแพรวา 13 ธ.ค.
- มิ้นท์: นับสต็อกสีเจลทุกวันเสาร์
- เบียร์: ถ่ายคลิป TikTok ลายใหม่ สัปดาห์ละ 2 คลิป
"""
SHOP_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nChiang Mai Electricity Office\nELECTRICITY BILL / RECEIPT\n\n"
    "Customer name: Nipaporn Saengthong (Nok Nail Studio)\n"
    "Address: 11/3 Nimmanhaemin Soi 11, Suthep, Mueang, Chiang Mai 50200\n"
    "Account no.: 020012345678    Meter no.: 5567123\nRate: Type 2 Small General Service\n"
    "Billing month: September 2025\nReading period: 28 Aug 2025 - 27 Sep 2025",
    "Units used: 1,530 kWh\nEnergy charge: 6,087.40 THB\nFt charge: 59.67 THB\nService charge: 33.29 THB\n"
    "VAT 7%: 432.63 THB\nAmount due: 6,612.99 THB\nDue date: 10 October 2025\n"
    "Pay at PEA offices, 7-Eleven, or PEA Smart Plus app.",
]
HOME_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA)\nHang Dong Electricity Office\nELECTRICITY BILL / RECEIPT\n\n"
    "Customer name: Ekkachai Saengthong\nAddress: 59/8 Moo 5, Nong Khwai, Hang Dong, Chiang Mai 50230\n"
    "Account no.: 020098765432    Meter no.: 8812045\nRate: Type 1.1.2 Residential\n"
    "Billing month: October 2025\nReading period: 27 Sep 2025 - 26 Oct 2025",
    "Units used: 486 kWh\nEnergy charge: 1,958.62 THB\nFt charge: 18.95 THB\nService charge: 33.29 THB\n"
    "VAT 7%: 140.76 THB\nAmount due: 2,151.62 THB\nDue date: 10 November 2025\n"
    "Direct debit not registered. Pay at PEA offices, 7-Eleven, or PEA Smart Plus app.",
]
LAMP_MANUAL = [
    "UV/LED NAIL LAMP LP-48 - USER MANUAL\n\nPower: 48W, 100-240V AC\nLEDs: 33 dual-light beads (365 nm + 405 nm)\n"
    "Timer buttons: 30 s / 60 s / 90 s, and 99 s low-heat mode\nAuto sensor: the lamp starts when a hand is inside.\n",
    "Care: wipe with a dry cloth; do not use acetone on the reflector.\nDo not look directly into the light.\n"
    "Warranty: 1 year from the date of purchase (keep the receipt).\nService centre: BeautyPro Supply, Chiang Mai, 053-274-118",
]
PIM_TUITION = [
    "Sunshine Bilingual School Chiang Mai\n199 Moo 3, Ban Waen, Hang Dong, Chiang Mai 50230\n"
    "TUITION FEE STATEMENT - Semester 2, Academic Year 2025\n\n"
    "Student: Pimlada Saengthong (Pim)    Class: Grade 3/2    Student ID: 61044\n"
    "Parent: Mr. Ekkachai / Mrs. Nipaporn Saengthong\n\n"
    "Tuition fee                          38,500.00\nEnglish program fee                   6,500.00\n"
    "Lunch and snacks                      4,200.00\nSchool bus (Hang Dong route)          5,400.00\n"
    "Books and materials                   2,350.00\nTotal                                56,950.00\n\n"
    "Early payment discount (pay by 31 October 2025)   -1,000.00\n"
    "Amount due if paid by 31 October 2025: 55,950.00 THB\nFinal due date: 14 November 2025 (amount 56,950.00 THB)",
    "Payment: Bangkok Bank, account 456-7-89012-3, reference 61044.\n"
    "Please send the transfer slip to finance@sunshinecm.ac.th. A late fee of 500 THB applies after the final due date.",
]
PHUM_FEES = [
    "โรงเรียนอนุบาลบ้านรักเชียงใหม่",
    "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
    "ชื่อนักเรียน เด็กชายภูมิภัทร แสงทอง (น้องภูมิ) ชั้นอนุบาล 2/1",
]
PHUM_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการศึกษา", "16,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
    ("ค่ากิจกรรมว่ายน้ำ", "1,800"),
    ("ค่าประกันอุบัติเหตุ", "350"),
    ("รวม", "22,550"),
]
PHUM_END = ["กรุณาชำระภายในวันที่ 7 พฤศจิกายน 2568 ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 678-0-12345-6",
            "ฝ่ายการเงิน โทร 053-441-207"]
PARENTS_LINE = """[LINE] กลุ่ม ผู้ปกครอง ป.3/2 Sunshine
[03/11/2568 19:05] ครูแนน: สวัสดีค่ะผู้ปกครองทุกท่าน วันที่ 28 พ.ย. ป.3 ไปทัศนศึกษาที่เชียงใหม่ไนท์ซาฟารีนะคะ ค่าใช้จ่ายคนละ 850 บาท (รวมรถ อาหารกลางวัน ค่าเข้า) ชำระภายใน 21 พ.ย. ค่ะ
[03/11/2568 19:12] แม่น้องเจ: รับทราบค่ะครู
[03/11/2568 20:30] แม่น้องพิม: ครูคะ โอนเข้าบัญชีเดิมของห้องได้ไหมคะ
[03/11/2568 20:41] ครูแนน: ได้ค่ะ บัญชีเดิมเลยค่ะ
[05/11/2568 08:15] ครูแนน: แก้ไขนะคะ ได้ส่วนลดค่ารถ ค่าทัศนศึกษาเหลือคนละ 790 บาทค่ะ ใครโอน 850 แล้วครูคืน 60 บาทวันไปนะคะ
[05/11/2568 08:20] พ่อน้องต้นกล้า: ขอบคุณครับครู
[06/11/2568 12:02] ครูแนน: อีกเรื่องค่ะ เสื้อกีฬาสีตัวละ 350 บาท สั่งได้ถึง 14 พ.ย. ค่ะ
"""
HEALTH_LETTER = [
    "Siam Sure Life Assurance PCL\n333 Huay Kaew Road, Mueang, Chiang Mai 50300\n\nPOLICY RENEWAL NOTICE\n"
    "Date: 5 November 2025\n\nPolicyholder / Insured: Mrs. Nipaporn Saengthong\n"
    "Policy no.: HS-7720154    Plan: Health Plus Gold (IPD/OPD)\n"
    "New policy period: 20 December 2025 - 19 December 2026\n\n"
    "Sum insured (IPD, per year): 1,500,000 THB\nRoom and board: up to 5,000 THB per day\n"
    "OPD benefit: 1,500 THB per visit, up to 30 visits per year\n\n"
    "Annual premium: 24,650 THB (last year 22,480 THB; the increase is due to the new age band 40-44)\n"
    "Please pay by 20 December 2025 to keep your cover without a new waiting period.",
    "PAYMENT SLIP\nPolicy no.: HS-7720154    Amount: 24,650 THB\n"
    "Pay by mobile banking (scan the QR code), at any 7-Eleven counter, or through your agent.\n"
    "Agent: Mr. Wichai Thongdee  Tel. 086-334-9021\n"
    "The premium can be deducted from personal income tax up to 25,000 THB per year.",
]
CAR_INSURANCE = [
    "บริษัท ล้านนาประกันภัย จำกัด (มหาชน)",
    "ใบเสนอราคาต่ออายุประกันภัยรถยนต์ ประเภท 1",
    "วันที่ 10 พฤศจิกายน 2568",
    "ผู้เอาประกัน: นายเอกชัย แสงทอง",
    "รถยนต์: Toyota Yaris Cross ปี 2022 ทะเบียน 2กข 5581 เชียงใหม่",
    "ระยะเวลาคุ้มครอง: 15 ธันวาคม 2568 ถึง 15 ธันวาคม 2569",
]
CAR_TABLE = [
    ("รายการ", "ปีที่แล้ว (2567)", "ปีนี้ (2568)"),
    ("ทุนประกัน (ความเสียหายต่อตัวรถ/สูญหาย/ไฟไหม้)", "680,000 บาท", "620,000 บาท"),
    ("ความรับผิดส่วนแรก", "0 บาท", "0 บาท"),
    ("ประเภทซ่อม", "ซ่อมห้าง", "ซ่อมห้าง"),
    ("เบี้ยประกันรวมภาษีอากร", "18,650 บาท", "17,940 บาท"),
]
CAR_END = ["ส่วนลดประวัติดี 30%", "ผ่อนชำระ 0% ได้ 6 เดือน ผ่านบัตรเครดิต",
           "ตัวแทน: คุณสุนีย์ โทร 081-770-3325 (ไลน์ sunee.lanna)"]
HOUSEHOLD = {
    "ส.ค. 68": [("ผ่อนบ้าน", 14800, "ธอส."), ("ค่าไฟบ้าน", 2386.40, ""), ("ค่าน้ำ", 312, ""),
                ("เน็ต+มือถือ", 1297, "AIS 3 เบอร์"), ("กับข้าว/ตลาด", 11850, ""), ("น้ำมันรถ", 4200, ""),
                ("ค่าขนม+ค่ารถลูก", 3600, ""), ("ส่งแม่", 5000, "แม่ที่ลำปาง")],
    "ก.ย. 68": [("ผ่อนบ้าน", 14800, "ธอส."), ("ค่าไฟบ้าน", 2298.15, ""), ("ค่าน้ำ", 296, ""),
                ("เน็ต+มือถือ", 1297, "AIS 3 เบอร์"), ("กับข้าว/ตลาด", 12430, ""), ("น้ำมันรถ", 3950, ""),
                ("ค่าขนม+ค่ารถลูก", 3600, ""), ("ส่งแม่", 5000, ""), ("ซ่อมแอร์ห้องนอน", 1800, "")],
    "ต.ค. 68": [("ผ่อนบ้าน", 14800, "ธอส."), ("ค่าไฟบ้าน", 2151.62, ""), ("ค่าน้ำ", 305, ""),
                ("เน็ต+มือถือ", 1297, ""), ("กับข้าว/ตลาด", 12080, ""), ("น้ำมันรถ", 4100, ""),
                ("ค่าขนม+ค่ารถลูก", 3600, ""), ("ส่งแม่", 5000, ""), ("ชุดนักเรียนใหม่", 2450, "น้องพิม+น้องภูมิ")],
}
WORKSPECT = {"todo.md": "# ต้องทำ\n- โอนค่าเทอมน้องพิมก่อน 31 ต.ค. จะได้ลด\n- ส่งใบเสนอราคาใหม่ให้โรงแรมริเวอร์ไซด์\n"
                        "- ต่อประกันรถพี่เอก\n- โทรถามพี่ฝนเรื่องสีแดง R07\n- เตรียมสไลด์แผนปีหน้าให้พี่เอกดู\n"}


def _sales_book(path: Path, year: str, sales: list[tuple], expenses: dict[str, list]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append([f"ยอดขายร้าน Nok Nail Studio ปี {year} (Monthly sales, THB)"])
    sheet.append(["เดือน (Month)", "ทำเล็บมือ (Manicure)", "ทำเล็บเท้า (Pedicure)", "ต่อเล็บ (Extensions)",
                  "สปามือเท้า (Spa)", "รวม (Total)"])
    for month, row in zip(MONTHS, sales):
        sheet.append([f"{month} {year[2:]}", *row, sum(row)])
    sheet.append(["รวมทั้งปี (Year total)", *[sum(r[i] for r in sales) for i in range(4)],
                  sum(sum(r) for r in sales)])
    for column in range(2, 7):
        money_format(sheet, column)
    months = MONTHS[:len(sales)]
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายร้าน ปี {year} (Expenses, THB)"])
    costs.append(["รายการ (Item)", *[f"{m} {year[2:]}" for m in months]])
    for item, values in expenses.items():
        costs.append([item, *values])
    costs.append(["รวม (Total)", *[round(sum(v[i] for v in expenses.values()), 2) for i in range(len(months))]])
    for column in range(2, len(months) + 2):
        money_format(costs, column)
    book.save(path)


def _commission(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ค่าคอม ต.ค. 68"
    sheet.append(["ค่าจ้างและค่าคอมช่าง เดือนตุลาคม 2568 (October 2025 pay)"])
    sheet.append(list(COMMISSION_HEADERS))
    for name, clients, sales, rate, commission, base in COMMISSION_ROWS:
        sheet.append([name, clients, sales, rate, commission, base, commission + base])
    sheet.append(["รวม (Total)", sum(r[1] for r in COMMISSION_ROWS), sum(r[2] for r in COMMISSION_ROWS), "",
                  sum(r[4] for r in COMMISSION_ROWS), sum(r[5] for r in COMMISSION_ROWS),
                  sum(r[4] + r[5] for r in COMMISSION_ROWS)])
    for column in (3, 5, 6, 7):
        money_format(sheet, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้าน {title} (Household spending)"])
        sheet.append(["รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)"])
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(r[1] for r in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write Nok's documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / "ร้านเล็บ", docs / "บ้าน"
    for sub in (shop / "ซัพพลายเออร์", shop / "ใบเสนอราคา", shop / "บัญชี", shop / "สัญญา", shop / "Plans",
                shop / "Notes", home / "ค่าเทอมลูก", home / "ประกัน", home / "bills"):
        sub.mkdir(parents=True, exist_ok=True)

    supply = shop / "ซัพพลายเออร์"
    make_pdf(supply / "BeautyPro_pricelist_2025.pdf", BEAUTYPRO_2025)
    write_docx(supply / "ใบราคา_บิวตี้โปร_ปี67.docx",
               ["บริษัท บิวตี้โปร ซัพพลาย จำกัด", "88/12 ถนนช้างคลาน อำเภอเมือง จังหวัดเชียงใหม่ 50100 โทร 053-274-118",
                "ใบราคาขายส่ง ปี 2567 (มีผลตั้งแต่ 1 มกราคม 2567)", "ราคาต่อหน่วย เป็นบาท ยังไม่รวมภาษีมูลค่าเพิ่ม 7%"],
               table=BEAUTYPRO_2567_TABLE,
               bottom=["ส่งฟรีในเขตเมืองเชียงใหม่ เมื่อสั่งครบ 3,000 บาท", "ติดต่อ คุณฝน (ฝ่ายขาย) 081-962-4410"])
    make_pdf(supply / "BeautyPro_invoice_INV2025-0917.pdf", BEAUTYPRO_INVOICE)
    make_pdf(supply / "NailArtHub_pricelist_2025.pdf", NAILARTHUB_2025)

    quotes = shop / "ใบเสนอราคา"
    write_docx(quotes / "ใบเสนอราคา_งานแต่งคุณแพรวา_ร่าง.docx",
               ["ร่าง - ยังไม่ได้ส่งลูกค้า", "ใบเสนอราคา", SHOP_HEAD, "เลขที่ QT-2568-031 วันที่ 2 ตุลาคม 2568",
                "เรียน คุณแพรวา ศรีสุข",
                "งาน: ทำเล็บเจ้าสาวและเพื่อนเจ้าสาว งานแต่งงานวันที่ 13 ธันวาคม 2568 บริการนอกสถานที่ ณ บ้านเจ้าสาว อ.สันทราย"],
               table=DRAFT_TABLE,
               bottom=["มัดจำ 50% = 6,530 บาท เพื่อยืนยันคิว", "ราคานี้ยืนราคา 30 วัน"])
    write_docx(quotes / "ใบเสนอราคา_งานแต่งคุณแพรวา_final.docx",
               ["ใบเสนอราคา (ฉบับแก้ไข)", SHOP_HEAD, "เลขที่ QT-2568-031 วันที่ 9 ตุลาคม 2568",
                "เรียน คุณแพรวา ศรีสุข",
                "งาน: ทำเล็บเจ้าสาวและเพื่อนเจ้าสาว งานแต่งงานวันที่ 13 ธันวาคม 2568 บริการนอกสถานที่ ณ บ้านเจ้าสาว อ.สันทราย",
                "แก้ไขตามที่คุยกัน: เพื่อนเจ้าสาว 5 ท่าน และลดค่าเดินทาง"],
               table=FINAL_TABLE,
               bottom=["มัดจำ 50% = 5,540 บาท ชำระภายในวันที่ 20 ตุลาคม 2568 ส่วนที่เหลือชำระวันงาน",
                       "โอนเข้าบัญชี กสิกรไทย 098-2-11456-7 ชื่อบัญชี นิภาพร แสงทอง", "ราคานี้ยืนราคา 30 วัน"])
    write_docx(quotes / "Quote_RiversideHotel_StaffNailDay.docx",
               ["Nok Nail Studio - 11/3 Nimmanhaemin Soi 11, Chiang Mai - Tel. 089-551-2037",
                "QUOTATION No. QT-2568-034    Date: 15 October 2025",
                "To: Ms. Kannika Phromma, HR Manager, The Riverside Chiang Mai Hotel",
                "Event: Staff Appreciation Nail Day, on-site at the hotel"],
               table=RIVERSIDE_TABLE,
               bottom=["Price per person (manicure and hand spa): 470 THB",
                       "All materials included. The shop is not VAT-registered; no VAT is charged.",
                       "Deposit 30% on confirmation, balance on the event day. Valid for 30 days."])
    write_docx(quotes / "ใบเสนอราคา_ล้านนาเฮิร์บ_วันสตรี.docx",
               ["ใบเสนอราคา", SHOP_HEAD, "เลขที่ QT-2568-029 วันที่ 18 กันยายน 2568",
                "เรียน ฝ่ายบุคคล บริษัท ล้านนาเฮิร์บ จำกัด",
                "งาน: กิจกรรมทำเล็บพนักงาน (Lady Day) ณ สำนักงานบริษัท อ.สารภี"],
               table=LANNAHERB_TABLE,
               bottom=["ราคาต่อท่าน (ทำเล็บเจล + สปามือ) 510 บาท", "ราคารวมวัสดุทั้งหมดแล้ว ร้านไม่ได้จดทะเบียน VAT",
                       "มัดจำ 30% เมื่อยืนยันงาน"])
    write_texts(quotes, {"email_Riverside_confirm.txt": RIVERSIDE_EMAIL})
    write_texts(supply, {"แชทไลน์_พี่ฝน_บิวตี้โปร.txt": LINE_BEAUTYPRO})

    books = shop / "บัญชี"
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", SALES_2568, EXPENSES_2568)
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", SALES_2567, EXPENSES_2567)
    _commission(books / "ค่าคอมช่าง_ต.ค.68.xlsx")

    contracts = shop / "สัญญา"
    write_docx(contracts / "สัญญาเช่าร้าน_นิมมาน11.docx", LEASE)
    write_docx(contracts / "สัญญาจ้างงาน_กัลยา_2568.docx", CONTRACT_MINT)
    write_docx(contracts / "สัญญาจ้างงาน_แอน_2566.docx", CONTRACT_ANN)
    write_docx(contracts / "Shop_insurance_LannaInsurance_2025.docx", SHOP_INSURANCE, table=SHOP_INSURANCE_TABLE,
               bottom=SHOP_INSURANCE_END)

    write_slides(shop / "Plans" / "แผนร้านปี2569.pptx", PLAN_SLIDES)
    write_texts(shop / "Plans", {"โปรโมชั่นปีใหม่_2569.md": PROMO, "ไอเดียลายเล็บ.md": NAIL_IDEAS})
    write_texts(shop / "Notes", {"บันทึกประชุมพนักงาน_3พ.ย.68.md": STAFF_MEETING})
    make_pdf(shop / "Notes" / "PEA_shop_bill_Sep2025.pdf", SHOP_BILL)
    make_pdf(shop / "Notes" / "LP48_lamp_manual.pdf", LAMP_MANUAL)

    school = home / "ค่าเทอมลูก"
    make_pdf(school / "SunshineBilingual_tuition_Sem2_2025.pdf", PIM_TUITION)
    write_docx(school / "ใบแจ้งค่าเทอม_น้องภูมิ_2-2568.docx", PHUM_FEES, table=PHUM_TABLE, bottom=PHUM_END)
    write_texts(school, {"แชทไลน์_กลุ่มผู้ปกครอง_ป3-2.txt": PARENTS_LINE})

    make_pdf(home / "ประกัน" / "SiamSure_health_renewal_2025.pdf", HEALTH_LETTER)
    write_docx(home / "ประกัน" / "ประกันรถ_ชั้น1_ต่ออายุ2568.docx", CAR_INSURANCE, table=CAR_TABLE, bottom=CAR_END)
    make_pdf(home / "bills" / "PEA_home_bill_Oct2025.pdf", HOME_BILL)
    _household(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her workspect before a task: the to-do list."""
    write_texts(workspect, WORKSPECT)
