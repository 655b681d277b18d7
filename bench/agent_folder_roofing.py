"""The roofing folder: the papers of a Thai roofing and metal-sheet contractor and his household, written by code.

The owner is นายวีระพงษ์ ทองสุข (ช่างเอก, พี่เอก). He runs "ร้านเอกรุ่งเรืองเมทัลชีท" (Ek Rungruang Metal Sheet),
142/7 หมู่ 9 ต.กุมภวาปี อ.กุมภวาปี จ.อุดรธานี 41110: re-roofing houses with metal sheet, gutters and carports, with
a crew of four (หนุ่ม = นายอนุชา ศรีบุญเรือง, ต้น = นายธนากร พลซา, ลุงคำ = นายคำพันธ์ โคตรวงศ์, บอย = นายณัฐวุฒิ
ภูมิดอน). His wife จันทร์เพ็ญ (พี่เพ็ญ, เจ๊เพ็ญ to the crew) keeps the books. Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in
ม.2, their daughter แพรว (ด.ญ.ปภาวรินทร์) in ป.3; his mother แม่มี (นางบุญมี ทองสุข) had a cataract operation in
October. His sister เจี๊ยบ works in Bangkok. It is November 2568 (2025).

Documents/งานหลังคา/ (the business)
- ใบเสนอราคา/ใบเสนอราคา หลังคาบ้านครูศรี v1 ร่าง.docx: draft quote QT-6810-036 (28 ต.ค. 2568) to ครูสมศรี แก้วมณี,
  re-roof 180 ตร.ม., metal sheet 0.35 มม. at 195/ตร.ม.; 97,400 + VAT 6,818 = 104,218; deposit 50% = 52,109.
- ใบเสนอราคา/ใบเสนอราคา หลังคาบ้านครูศรี v2 final.docx: the final of the same quote (4 พ.ย. 2568), 0.40 มม. with
  PU foam at 240/ตร.ม.; 105,500 + VAT 7,385 = 112,885; deposit 40,000, balance 72,885.
- ใบเสนอราคา/ใบแจ้งหนี้_IV68-118_โรงจอดรถเฮียเส็ง.docx: invoice to นายประเสริฐ แซ่ตั้ง (เฮียเส็ง) for a carport and
  gutter, 64,020 + VAT 4,481.40 = 68,501.40, deposit 30,000 paid 1 ต.ค., balance 38,501.40 due 31 ต.ค. 2568.
- ใบเสนอราคา/ใบเสร็จรับเงิน_RC68-118_โรงจอดรถเฮียเส็ง.docx: the receipt of the same order, 38,501.40 received by
  transfer on 28 ตุลาคม 2568 (28/10/68).
- งานโกดังโรงสีเจริญผล/ใบเสนอราคา_อุดรสตีลชีท_งานโรงสี.docx: Thai quote of บริษัท อุดรสตีลชีท จำกัด for the sheets
  of the rice mill warehouse: 680 ม. of 0.47 มม. at 168, total 131,064.30 incl. VAT.
- งานโกดังโรงสีเจริญผล/SiamRoofMetal_quotation_SRM-Q2510-088.pdf: English quote of Siam Roof Metal for the same
  sheets: 162/m, delivery 2,800, total 130,069.20 incl. VAT.
- งานโกดังโรงสีเจริญผล/อีเมล_โรงสีเจริญผล_ยืนยันงาน_3พย68.txt: email from วิชัย ตั้งเจริญผล (หจก.โรงสีข้าวเจริญผล):
  job confirmed at 286,000 (down from 298,000), deposit 30% = 85,800 paid 3 พ.ย., then 100,100 twice; start
  17 พ.ย. 2568, finish by 10 ธ.ค. 2568.
- Suppliers/UdonSteelSheet_pricelist_2025.pdf: English 2025 price list of Udon Steel Sheet Co., Ltd. (0.35 mm 128,
  0.40 mm 145, 0.47 mm 172 THB/m, PU 238).
- Suppliers/ราคาแผ่นเมทัลชีท_อุดรสตีลชีท_2567.docx: last year's list of the same firm in Thai (0.35 = 118,
  0.40 = 136, 0.47 = 160 บาท/เมตร, PU 222).
- Suppliers/TaweeHardware_invoice_Oct2025.pdf: screws, sealant, rivets and discs, 4,879.20 incl. VAT.
- บัญชี/สมุดบัญชีร้าน_2568.xlsx: this year's book, two sheets (income by month: roofing / gutters / carports;
  expenses by month: materials, crew wages, fuel, store rent, other), January to October.
- บัญชี/สมุดบัญชีร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงช่าง_ตุลาคม 2568.md: October crew wages, gross 36,430, advances 4,000, net paid 32,430 (หนุ่ม 13,750
  gross, 10,750 net).
- เอกสารธนาคาร/ICB_machine_loan_approval_Nov2025.pdf: English letter of Isan Commerce Bank approving a 480,000 loan
  for a 600,000 roll-forming machine, 5.95%, 48 months, 11,262 a month, first instalment 5 Jan 2026, sign by
  28 Nov 2025.
- แชท/LINE_ครูศรี_หลังคาบ้าน.txt: LINE chat with ครูศรี: 112,885 argued to 105,000 / 110,000, settled at 108,000
  incl. VAT; deposit 40,000, rest 68,000; start 10 พ.ย.
- แชท/LINE กลุ่มช่าง เอกรุ่งเรือง.txt: the crew's LINE group (nicknames): schedule, advances, a leaking gutter.
- วัดหลังคา_บ้านครูศรี_25ตค68.md: roof measurement notes at ครูศรี's house, about 180 ตร.ม.
- แผนปี 2569 เครื่องรีดลอน.pptx: slides, the plan for next year (roll-forming machine, target 3,200,000).
- roof_job_checklist.md: English crew checklist for every roof job.

Documents/ครอบครัว/ (the household)
- Bills/PEA_bill_Sep2025.pdf (1,974.50, due 6 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (2,109.54, due
  5 Nov 2025): two months' electricity bills; Bills/NetOne_fibre_Oct2025.pdf: internet 640.93.
- ประกัน/DMax_motor_insurance_renewal_2025.pdf: English renewal notice for the Isuzu D-Max, class 1 premium 19,850
  (last year 18,640), sum insured 520,000, due 30 Nov 2025.
- ค่าเทอมลูก/ค่าเทอม_น้องภูมิ_ม.2_เทอม2-2568.docx (9,850, by 14 พ.ย. 2568) and
  ค่าเทอมลูก/ค่าเทอม น้องแพรว ป.3 เทอม2-68.docx (14,600, by 7 พฤศจิกายน 2568).
- แม่มี/ใบแจ้งค่ารักษา_แม่มี_รพ.ศรีอุดร.docx: the mother's cataract operation bill, 46,800, paid 20,000, balance
  26,800 by 15 พฤศจิกายน 2568.
- แม่มี/นัดหมอแม่มี.md: notes on her follow-up and the left-eye operation next year.
- ค่าใช้จ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- LINE ครอบครัวทองสุข.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้านเอกรุ่งเรืองเมทัลชีท (Ek Rungruang Metal Sheet) 142/7 หมู่ 9 ต.กุมภวาปี อ.กุมภวาปี จ.อุดรธานี 41110 "
            "โทร 089-612-4473  เลขประจำตัวผู้เสียภาษี 3410600287154")

# ---------------------------------------------------------------- quotes to ครูศรี
SRI_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-6810-036",
    "วันที่ 28 ตุลาคม 2568",
    "เรียน ครูสมศรี แก้วมณี  55 หมู่ 3 ต.ตูมใต้ อ.กุมภวาปี จ.อุดรธานี",
    "เรื่อง รื้อหลังคากระเบื้องเดิม เปลี่ยนเป็นหลังคาเมทัลชีท บ้านพักอาศัยชั้นเดียว พื้นที่หลังคาประมาณ 180 ตร.ม.",
]
SRI_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("รื้อกระเบื้องเดิม พร้อมขนทิ้ง", "180 ตร.ม.", "60", "10,800"),
    ("โครงหลังคาเหล็กกัลวาไนซ์ (แป) พร้อมเชื่อมและทากันสนิม", "180 ตร.ม.", "180", "32,400"),
    ("แผ่นเมทัลชีท หนา 0.35 มม. สีแดง", "180 ตร.ม.", "195", "35,100"),
    ("ครอบสันหลังคา + แฟลชชิ่ง", "1 งาน", "เหมา", "6,500"),
    ("ค่าแรงติดตั้ง", "180 ตร.ม.", "70", "12,600"),
    ("รวมเป็นเงิน", "", "", "97,400"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "6,818"),
    ("รวมทั้งสิ้น", "", "", "104,218"),
]
SRI_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 104,218 บาท (หนึ่งแสนสี่พันสองร้อยสิบแปดบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "มัดจำ 50% = 52,109 บาท ก่อนเริ่มงาน",
    "ร่าง ยังไม่ส่ง ครูศรีอยากได้แผ่นหนากว่านี้และมีฉนวนกันร้อน ต้องคิดราคาใหม่",
]
SRI_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-6810-036 (ฉบับแก้ไขครั้งที่ 2)",
    "วันที่ 4 พฤศจิกายน 2568",
    "เรียน ครูสมศรี แก้วมณี  55 หมู่ 3 ต.ตูมใต้ อ.กุมภวาปี จ.อุดรธานี",
    "เรื่อง รื้อหลังคากระเบื้องเดิม เปลี่ยนเป็นหลังคาเมทัลชีทบุฉนวน PU บ้านพักอาศัยชั้นเดียว พื้นที่หลังคา 180 ตร.ม.",
]
SRI_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("รื้อกระเบื้องเดิม พร้อมขนทิ้ง", "180 ตร.ม.", "60", "10,800"),
    ("โครงหลังคาเหล็กกัลวาไนซ์ (แป) พร้อมเชื่อมและทากันสนิม", "180 ตร.ม.", "180", "32,400"),
    ("แผ่นเมทัลชีท หนา 0.40 มม. บุโฟม PU 25 มม. สีแดงมะฮอกกานี", "180 ตร.ม.", "240", "43,200"),
    ("ครอบสันหลังคา + แฟลชชิ่ง", "1 งาน", "เหมา", "6,500"),
    ("ค่าแรงติดตั้ง", "180 ตร.ม.", "70", "12,600"),
    ("รวมเป็นเงิน", "", "", "105,500"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "7,385"),
    ("รวมทั้งสิ้น", "", "", "112,885"),
]
SRI_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 112,885 บาท (หนึ่งแสนหนึ่งหมื่นสองพันแปดร้อยแปดสิบห้าบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "การชำระเงิน: มัดจำ 40,000 บาท ก่อนเริ่มงาน ส่วนที่เหลือ 72,885 บาท ชำระวันส่งมอบงาน",
    "ระยะเวลาทำงาน 7 วันทำการ (ไม่นับวันฝนตก) ไม่รวมรางน้ำ",
    "รับประกันงานรั่วซึม 5 ปี  ยืนราคา 30 วัน",
    "ลงชื่อ วีระพงษ์ ทองสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- เฮียเส็ง carport: invoice and receipt
SENG_CUSTOMER = "ลูกค้า นายประเสริฐ แซ่ตั้ง  88 ถนนประชาสโมสร ต.กุมภวาปี อ.กุมภวาปี จ.อุดรธานี"
SENG_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("โครงหลังคาโรงจอดรถ เหล็กกล่อง 2x4 นิ้ว พร้อมเสา 6 ต้น", "36 ตร.ม.", "1,150", "41,400"),
    ("หลังคาเมทัลชีท 0.40 มม. บุโฟม PU", "36 ตร.ม.", "245", "8,820"),
    ("รางน้ำสแตนเลส พร้อมท่อลง", "12 ม.", "650", "7,800"),
    ("ค่าแรง ทาสีกันสนิม และเก็บงาน", "1 งาน", "เหมา", "6,000"),
    ("รวมเป็นเงิน", "", "", "64,020.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,481.40"),
    ("รวมทั้งสิ้น", "", "", "68,501.40"),
]
SENG_INVOICE = [
    SHOP_TOP,
    "ใบแจ้งหนี้ / ใบวางบิล  เลขที่ IV68-118",
    "วันที่ 20 ตุลาคม 2568",
    SENG_CUSTOMER,
    "งาน โรงจอดรถ 2 คัน และรางน้ำหน้าร้าน (ใบเสนอราคา QT-6809-031)",
]
SENG_INVOICE_BOTTOM = [
    "รวมทั้งสิ้น 68,501.40 บาท",
    "หัก มัดจำที่ได้รับแล้ว (1 ต.ค. 2568) 30,000.00 บาท",
    "ยอดคงเหลือที่ต้องชำระ 38,501.40 บาท  ครบกำหนดชำระ 31 ตุลาคม 2568",
    "โอนเข้าบัญชี ธนาคารอีสานพาณิชย์ สาขากุมภวาปี ชื่อบัญชี วีระพงษ์ ทองสุข เลขที่ 412-3-08816-2",
    "ผู้วางบิล จันทร์เพ็ญ ทองสุข",
]
SENG_RECEIPT = [
    SHOP_TOP,
    "ใบเสร็จรับเงิน / ใบกำกับภาษี  เลขที่ RC68-118",
    "วันที่ 28 ตุลาคม 2568",
    SENG_CUSTOMER,
    "อ้างอิงใบแจ้งหนี้ IV68-118 ลงวันที่ 20/10/68",
]
SENG_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่างานโรงจอดรถ 2 คัน และรางน้ำหน้าร้าน รวมภาษีมูลค่าเพิ่ม", "68,501.40"),
    ("หัก มัดจำรับแล้ว ตามใบรับมัดจำ DP68-052 (1/10/68)", "30,000.00"),
    ("รับชำระงวดสุดท้ายครั้งนี้", "38,501.40"),
]
SENG_RECEIPT_BOTTOM = [
    "ได้รับเงินจำนวน 38,501.40 บาท (สามหมื่นแปดพันห้าร้อยเอ็ดบาทสี่สิบสตางค์) ไว้ถูกต้องแล้ว",
    "ชำระโดย โอนเงิน ธนาคารกรุงไทย เมื่อวันที่ 28/10/68 เวลา 14:12 น.",
    "ชำระครบถ้วน ไม่มียอดค้าง  รับประกันงานรั่วซึม 2 ปี",
    "ผู้รับเงิน จันทร์เพ็ญ ทองสุข",
]

# ---------------------------------------------------------------- rice mill warehouse: two suppliers, the email
UDON_QUOTE = [
    "บริษัท อุดรสตีลชีท จำกัด  99/9 ถนนมิตรภาพ ต.หมากแข้ง อ.เมืองอุดรธานี จ.อุดรธานี 41000  โทร 042-245-771",
    "ใบเสนอราคา เลขที่ UDS-QT68-1127  วันที่ 30 ตุลาคม 2568",
    "เรียน คุณวีระพงษ์ ทองสุข ร้านเอกรุ่งเรืองเมทัลชีท",
    "เรื่อง แผ่นเมทัลชีทสำหรับงานเปลี่ยนหลังคาโกดัง 2 โรงสีเจริญผล (แผ่นยาว 8.50 ม. จำนวน 80 แผ่น)",
]
UDON_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เมทัลชีท หนา 0.47 มม. สีขาว ลอน 760", "680 ม.", "168", "114,240.00"),
    ("ครอบสันหลังคา 0.47 มม.", "40 ม.", "145", "5,800.00"),
    ("สกรูปลายสว่านพร้อมแหวนยาง (ถัง 1,000 ตัว)", "1 ถัง", "2,450", "2,450.00"),
    ("ค่าขนส่งถึงหน้างาน อ.กุมภวาปี", "1 เที่ยว", "ฟรี", "0.00"),
    ("รวมเป็นเงิน", "", "", "122,490.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "8,574.30"),
    ("รวมทั้งสิ้น", "", "", "131,064.30"),
]
UDON_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 131,064.30 บาท รวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีถึงหน้างาน",
    "ราคาพิเศษลูกค้าประจำ (ราคาตั้ง 0.47 มม. เมตรละ 172 บาท) ยืนราคา 15 วัน ส่งของภายใน 3 วันหลังสั่ง",
    "เครดิต 30 วัน",
    "ผู้เสนอราคา คุณสุนันทา (ฝ่ายขาย) 081-739-2250",
]
SIAMROOF_QUOTE = [
    "SIAM ROOF METAL CO., LTD.\n"
    "Roll-formed metal sheet and accessories - 311 Moo 4, Khon Kaen-Udon Road, Ban Phue, Khon Kaen\n"
    "Tel. 043-228-915   sales@siamroofmetal.co.th\n"
    "\n"
    "QUOTATION No. SRM-Q2510-088          Date: 29 Oct 2025\n"
    "To: Ek Rungruang Metal Sheet (Khun Weeraphong Thongsuk), Kumphawapi, Udon Thani\n"
    "Project: Charoen Phon rice mill, warehouse no. 2 re-roofing (80 sheets x 8.50 m)\n"
    "\n"
    "Item                                     Qty      Unit price   Amount\n"
    "Metal sheet 0.47 mm, white, 760 profile  680 m    162.00       110,160.00\n"
    "Ridge cap 0.47 mm                         40 m    150.00         6,000.00\n"
    "Self-drilling screws with washer (1,000)   1 box  2,600.00       2,600.00\n"
    "Delivery to site, Kumphawapi               1 trip 2,800.00       2,800.00\n"
    "\n"
    "Subtotal 121,560.00\n"
    "VAT 7% 8,509.20\n"
    "GRAND TOTAL 130,069.20 THB (including VAT)\n"
    "\n"
    "Delivery 5-7 days after order. Payment: 50% with order, 50% on delivery.\n"
    "This quotation is valid for 15 days.\n"
    "Sales: Khun Anan 086-114-3987",
]
RICEMILL_EMAIL = """From: วิชัย ตั้งเจริญผล <wichai.charoenphon@gmail.com>
To: ekrungruang.metalsheet@gmail.com
Date: Mon, 3 Nov 2025 16:40
Subject: ยืนยันจ้างงานเปลี่ยนหลังคาโกดัง 2 โรงสีเจริญผล

เรียน ช่างเอก (คุณวีระพงษ์)

ตามที่คุยกันที่โรงสีเมื่อวันเสาร์ ทางโรงสียืนยันจ้างงานเปลี่ยนหลังคาโกดัง 2 ตามใบเสนอราคา QT-6810-039 ลงวันที่ 31 ต.ค. 2568
ที่ปรับราคาลงจาก 298,000 บาท เหลือ 286,000 บาท (รวม VAT แล้ว) ใช้แผ่นเมทัลชีท 0.47 มม. สีขาว ตามที่ตกลง

การชำระเงิน
1. มัดจำ 30% = 85,800 บาท โอนให้แล้ววันนี้ (3 พ.ย. 2568) แนบสลิปมาด้วย
2. งวดที่ 2 = 100,100 บาท เมื่อมุงแผ่นเสร็จ
3. งวดสุดท้าย = 100,100 บาท เมื่อส่งมอบงาน เก็บงานเรียบร้อย

ขอให้เริ่มงานวันที่ 17 พ.ย. 2568 และเสร็จก่อน 10 ธ.ค. 2568 เพราะต้องเก็บข้าวเปลือกฤดูใหม่
ช่วงทำงานขอให้ปิดพื้นที่ใต้หลังคา ห้ามรถโฟล์คลิฟท์ผ่าน ผมจะให้ลูกน้องย้ายกระสอบข้าวออกก่อน

ขอบคุณครับ
วิชัย ตั้งเจริญผล
ผู้จัดการ หจก.โรงสีข้าวเจริญผล
โทร 081-046-5528
"""

# ---------------------------------------------------------------- supplier papers
UDON_PRICES_2025 = [
    "UDON STEEL SHEET CO., LTD.\n"
    "99/9 Mittraphap Road, Mak Khaeng, Mueang Udon Thani 41000  Tel. 042-245-771\n"
    "PRICE LIST 2025 - METAL SHEET AND ROOFING ACCESSORIES\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per metre run (760 profile), VAT included.\n"
    "\n"
    "Metal sheet 0.30 mm (color) .................. 112 THB/m\n"
    "Metal sheet 0.35 mm (color) .................. 128 THB/m\n"
    "Metal sheet 0.40 mm (color) .................. 145 THB/m\n"
    "Metal sheet 0.47 mm (color) .................. 172 THB/m\n"
    "Metal sheet 0.40 mm + PU foam 25 mm .......... 238 THB/m\n"
    "Ridge cap 0.40 mm ............................ 138 THB/m\n"
    "Galvanised C-purlin 75 x 45 mm, 6 m .......... 365 THB/piece\n"
    "Self-drilling roof screws (bucket of 1,000) .. 2,450 THB\n"
    "\n"
    "Free delivery within 60 km of Udon Thani for orders of 30,000 THB or more.\n"
    "Contractor accounts: 30 days credit. Contact: Khun Sunanta 081-739-2250",
]
UDON_PRICES_2567 = ["บริษัท อุดรสตีลชีท จำกัด", "ใบราคาแผ่นเมทัลชีทและอุปกรณ์หลังคา ปี 2567 (มกราคม – ธันวาคม 2567)",
                    "ราคาต่อเมตร (ลอน 760) รวมภาษีมูลค่าเพิ่มแล้ว"]
UDON_PRICES_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("เมทัลชีท 0.30 มม. (สี)", "104 บาท/เมตร"),
    ("เมทัลชีท 0.35 มม. (สี)", "118 บาท/เมตร"),
    ("เมทัลชีท 0.40 มม. (สี)", "136 บาท/เมตร"),
    ("เมทัลชีท 0.47 มม. (สี)", "160 บาท/เมตร"),
    ("เมทัลชีท 0.40 มม. บุโฟม PU 25 มม.", "222 บาท/เมตร"),
    ("ครอบสันหลังคา 0.40 มม.", "129 บาท/เมตร"),
    ("แปเหล็ก C 75x45 มม. ยาว 6 ม.", "342 บาท/เส้น"),
    ("สกรูปลายสว่าน (ถัง 1,000 ตัว)", "2,300 บาท"),
]
UDON_PRICES_2567_BOTTOM = ["ส่งฟรีในรัศมี 50 กม. จากตัวเมืองอุดรธานี เมื่อสั่งครบ 30,000 บาท",
                           "ลูกค้าผู้รับเหมา เครดิต 30 วัน",
                           "ติดต่อ คุณสุนันทา ฝ่ายขาย 081-739-2250"]
TAWEE_INVOICE = [
    "TAWEE HARDWARE (KUMPHAWAPI)\n"
    "12 Pracha Samosorn Road, Kumphawapi, Udon Thani 41110  Tel. 042-331-508\n"
    "INVOICE No. TW-6810-552        Date: 18 Oct 2025\n"
    "Customer: Ek Rungruang Metal Sheet\n"
    "\n"
    "Roof screws, self-drilling (box of 500)   6 box    x 420.00   2,520.00\n"
    "PU sealant, grey, 300 ml                  12 tube  x  95.00   1,140.00\n"
    "Pop rivets 4 mm (box)                      4 box   x  85.00     340.00\n"
    "Cutting disc 4 inch                       20 pcs   x  28.00     560.00\n"
    "\n"
    "Subtotal 4,560.00   VAT 7% 319.20\n"
    "TOTAL 4,879.20 THB   Credit 15 days, due 2 Nov 2025.",
]

# ---------------------------------------------------------------- bank
BANK_LETTER = [
    "ISAN COMMERCE BANK PUBLIC COMPANY LIMITED\n"
    "Kumphawapi Branch, Pracha Samosorn Road, Kumphawapi, Udon Thani 41110  Tel. 042-334-219\n"
    "\n"
    "6 November 2025\n"
    "Ref: ICB-KPW/SME-2568/0217\n"
    "Subject: Approval of Machinery Loan\n"
    "\n"
    "Dear Mr. Weeraphong Thongsuk,\n"
    "Ek Rungruang Metal Sheet, 142/7 Moo 9, Kumphawapi, Udon Thani 41110\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: purchase of one metal sheet roll-forming machine (price 600,000 THB)\n"
    "Down payment by borrower: 120,000 THB\n"
    "Loan amount: 480,000 THB\n"
    "Interest rate: 5.95% per year, fixed for the first 2 years, then MLR - 0.50%\n"
    "Term: 48 months\n"
    "Monthly instalment: 11,262 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Front-end fee: 2,400 THB\n"
    "Collateral: the machine (registered under the Business Security Act); guarantor Mrs. Chanpen Thongsuk\n"
    "\n"
    "Please come to the branch with the guarantor to sign the loan agreement by 28 Nov 2025, with both\n"
    "ID cards, the house registration and the seller's quotation. After this date the approval lapses.\n"
    "\n"
    "Yours sincerely,\n"
    "Pornthip Saengarun\n"
    "SME Relationship Manager",
]

# ---------------------------------------------------------------- books
ROOF_2568 = [148500, 132000, 186400, 210300, 95200, 64800, 58300, 71600, 88900, 165400]
GUTTER_2568 = [18200, 15600, 22400, 19800, 28600, 34200, 31500, 29800, 26400, 21300]
CARPORT_2568 = [42300, 38900, 55600, 61200, 33400, 26800, 24500, 30100, 36700, 68500]
MAT_2568 = [98600, 87400, 121300, 139800, 76500, 61200, 55800, 63400, 72900, 124700]
WAGES_2568 = [33600, 31200, 36900, 38400, 30800, 28600, 27400, 29900, 31800, 36430]
FUEL_2568 = [6800, 6200, 7900, 8400, 5900, 5200, 4900, 5600, 6100, 7800]
RENT_2568 = [5000] * 10
OTHER_2568 = [2400, 1900, 3100, 2800, 2200, 4600, 1800, 2100, 2900, 4900]
ROOF_2567 = [126800, 118400, 171200, 192500, 84600, 58900, 51200, 64300, 79800, 142600, 168900, 184300]
GUTTER_2567 = [15400, 13900, 19800, 17600, 25300, 31800, 29400, 27600, 24100, 19200, 16800, 14900]
CARPORT_2567 = [36800, 33500, 48200, 52600, 29700, 23400, 21800, 27300, 29400, 45600, 51200, 58900]
MAT_2567 = [86300, 79200, 118650, 126400, 68900, 55400, 49700, 57800, 65300, 101200, 117600, 129800]
WAGES_2567 = [30200, 28800, 33400, 34800, 27600, 25900, 24800, 26700, 28400, 31900, 33600, 35200]
FUEL_2567 = [6100, 5700, 7200, 7800, 5400, 4800, 4500, 5100, 5600, 6900, 7400, 7900]
RENT_2567 = [4500] * 12
OTHER_2567 = [2100, 1700, 2800, 2500, 1900, 4200, 1600, 1900, 2600, 2300, 2400, 3800]


def _shop_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "รายรับ Income"
    sales.append([f"รายรับร้านเอกรุ่งเรืองเมทัลชีท ปี {year} (Monthly income {year})"])
    sales.append(["เดือน (Month)", "งานหลังคา (Roofing, THB)", "งานรางน้ำ (Gutters, THB)",
                  "งานโรงจอดรถ (Carports, THB)", "รวม (Total, THB)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sales.append([f"{month} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 6):
        money_format(sales, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายร้าน ปี {year} (Shop expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าวัสดุ (Materials)", "ค่าแรงช่าง (Crew wages)", "ค่าน้ำมันรถ (Fuel)",
                  "ค่าเช่าโกดังเก็บของ (Store rent)", "อื่นๆ (Other)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 1882.60, "PEA บิล ส.ค."), ("ค่าน้ำประปา (Water)", 285, ""),
                  ("อินเทอร์เน็ต (Internet)", 640.93, "NetOne"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่ารถตู้รับส่งแพรว (School van)", 1500, ""), ("ค่าขนมลูก (Kids' pocket money)", 3000, ""),
                  ("ค่ายาแม่มี (Mum's medicine)", 1250, ""),
                  ("ประกันชีวิตพี่เพ็ญ (Life insurance)", 2340, "รายเดือน")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 1974.50, "PEA บิล ก.ย."), ("ค่าน้ำประปา (Water)", 310, ""),
                  ("อินเทอร์เน็ต (Internet)", 640.93, "NetOne"), ("ค่ากับข้าว (Food)", 11650, ""),
                  ("ค่ารถตู้รับส่งแพรว (School van)", 1500, ""), ("ค่าขนมลูก (Kids' pocket money)", 3000, ""),
                  ("ค่ายาแม่มี (Mum's medicine)", 1250, ""),
                  ("ประกันชีวิตพี่เพ็ญ (Life insurance)", 2340, "รายเดือน"),
                  ("ค่าตรวจตาแม่ก่อนผ่าตัด (Mum's eye check)", 2800, "รพ.ศรีอุดรการแพทย์")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2109.54, "PEA บิล ต.ค."), ("ค่าน้ำประปา (Water)", 298, ""),
                  ("อินเทอร์เน็ต (Internet)", 640.93, "NetOne"), ("ค่ากับข้าว (Food)", 11900, ""),
                  ("ค่ารถตู้รับส่งแพรว (School van)", 1500, ""), ("ค่าขนมลูก (Kids' pocket money)", 3000, ""),
                  ("ค่ายาแม่มี (Mum's medicine)", 1250, ""),
                  ("ประกันชีวิตพี่เพ็ญ (Life insurance)", 2340, "รายเดือน"),
                  ("มัดจำผ่าตัดตาแม่ (Mum's operation deposit)", 20000, "รพ.ศรีอุดรการแพทย์ 21 ต.ค."),
                  ("ชุดกีฬาสีภูมิ (Sports day shirt)", 650, "")],
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


# ---------------------------------------------------------------- school fees, hospital
def _fees(school: str, term: str, pupil: str, rows: list[tuple[str, str]], total: str,
          due: str) -> tuple[list, list, list]:
    top = [school, f"ใบแจ้งชำระค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}", pupil]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน แล้วส่งสลิปให้ครูประจำชั้น"]
    return top, table, bottom


FEES_PHUM = _fees("โรงเรียนกุมภวาปี อ.กุมภวาปี จ.อุดรธานี", "2/2568",
                  "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ทองสุข  ชั้น ม.2/4 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 41287",
                  [("ค่าบำรุงการศึกษา", "3,500"), ("ค่าจัดการเรียนการสอนห้องเรียนพิเศษ", "4,500"),
                   ("ค่าประกันอุบัติเหตุ", "350"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "1,500")],
                  "9,850", "14 พฤศจิกายน 2568")
FEES_PRAEW = _fees("โรงเรียนอนุบาลพัฒนศึกษา กุมภวาปี (เอกชน)", "2/2568",
                   "ชื่อนักเรียน ด.ญ.ปภาวรินทร์ ทองสุข  ชั้น ป.3/2  เลขประจำตัว 2715",
                   [("ค่าเล่าเรียน", "9,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,200"),
                    ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "1,600")],
                   "14,600", "7 พฤศจิกายน 2568")
HOSPITAL = [
    "โรงพยาบาลศรีอุดรการแพทย์  222 ถนนโพศรี อ.เมืองอุดรธานี จ.อุดรธานี 41000  โทร 042-932-100",
    "ใบแจ้งค่ารักษาพยาบาล (ผู้ป่วยผ่าตัดแบบไม่ค้างคืน)",
    "ชื่อผู้ป่วย นางบุญมี ทองสุข  อายุ 67 ปี  HN 68-024417",
    "วันที่รับบริการ 21 ตุลาคม 2568  แผนกจักษุ  แพทย์ผู้ผ่าตัด นพ.กิตติพงษ์ วงศ์สวัสดิ์",
    "การรักษา ผ่าตัดต้อกระจกตาขวา (Phaco) พร้อมใส่เลนส์แก้วตาเทียม",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าแพทย์ผ่าตัด", "18,500"),
    ("ค่าเลนส์แก้วตาเทียม ชนิดพับได้", "16,900"),
    ("ค่ายาและเวชภัณฑ์", "4,250"),
    ("ค่าห้องผ่าตัดและอุปกรณ์", "5,650"),
    ("ค่าบริการโรงพยาบาล", "1,500"),
    ("รวมค่ารักษาทั้งสิ้น", "46,800"),
    ("หัก ชำระมัดจำแล้ว วันที่ 21 ต.ค. 2568", "20,000"),
    ("ยอดคงเหลือที่ต้องชำระ", "26,800"),
]
HOSPITAL_BOTTOM = [
    "ยอดคงเหลือ 26,800 บาท กรุณาชำระภายในวันที่ 15 พฤศจิกายน 2568",
    "ผ่อนชำระ 0% 6 เดือนได้ด้วยบัตรเครดิตที่ร่วมรายการ",
    "นัดตรวจติดตามหลังผ่าตัด 4 พฤศจิกายน 2568 เวลา 10.00 น.",
]

# ---------------------------------------------------------------- household pdfs
PEA_SEP = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Kumphawapi Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT   Bill month: September 2025\n"
    "Account name: Mr. Weeraphong Thongsuk\n"
    "Address: 142/7 Moo 9, Kumphawapi, Udon Thani 41110 (house meter)\n"
    "Customer no. 020041763318\n"
    "Billing period: 18 Aug 2025 - 17 Sep 2025\n"
    "Meter reading: 31,206 -> 31,618   Units used: 412 kWh\n"
    "Energy charge 1,766.32  Ft 40.79  Service 38.22  VAT 7% 129.17\n"
    "AMOUNT DUE: 1,974.50 THB\n"
    "Due date: 6 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Kumphawapi Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT   Bill month: October 2025\n"
    "Account name: Mr. Weeraphong Thongsuk\n"
    "Address: 142/7 Moo 9, Kumphawapi, Udon Thani 41110 (house meter)\n"
    "Customer no. 020041763318\n"
    "Billing period: 18 Sep 2025 - 17 Oct 2025\n"
    "Meter reading: 31,618 -> 32,056   Units used: 438 kWh\n"
    "Energy charge 1,889.95  Ft 43.36  Service 38.22  VAT 7% 138.01\n"
    "AMOUNT DUE: 2,109.54 THB\n"
    "Due date: 5 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
FIBRE_BILL = [
    "NETONE BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Chanpen Thongsuk    Account: N1-4108-2295\n"
    "Package: Home Fibre 500/500 Mbps    599.00\n"
    "VAT 7%                               41.93\n"
    "TOTAL                               640.93 THB\n"
    "Due date: 25 Oct 2025. Pay by QR code or at any counter service.",
]
CAR_INSURANCE = [
    "THAI SAWASDEE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Udon Thani Branch, Udon Dussadee Road, Mueang Udon Thani\n"
    "20 October 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Insured: Mr. Weeraphong Thongsuk\n"
    "Vehicle: Isuzu D-Max Spark 1.9 Ddi (2021), pick-up, commercial use (carries roofing sheets)\n"
    "Policy no. TSW-MV-68-0471592\n"
    "Current cover ends: 30 Nov 2025\n"
    "\n"
    "Renewal offer, class 1, period 1 Dec 2025 - 1 Dec 2026:\n"
    "Sum insured: 520,000 THB (last year 560,000 THB)\n"
    "Premium: 19,850 THB including stamp duty and VAT (last year 18,640 THB)\n"
    "Deductible: 2,000 THB per claim where the insured is at fault\n"
    "Alternative: class 2+ premium 11,900 THB\n"
    "\n"
    "Please pay by 30 Nov 2025 to keep continuous cover and your 20% no-claim discount.\n"
    "Pay by transfer or through your agent Khun Wanida (089-275-6610); 3 monthly instalments by credit card.\n"
    "Compulsory motor insurance (Por Ror Bor) is not included.",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(ROOF_2568) + sum(GUTTER_2568) + sum(CARPORT_2568)
    return [
        ("แผนร้านเอกรุ่งเรืองเมทัลชีท ปี 2569", "Ek Rungruang Metal Sheet - plan for 2026\nวีระพงษ์ ทองสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nช่าง 4 คน รถกระบะ 1 คัน\n"
                         "งานใหญ่ปลายปี: โกดังโรงสีเจริญผล, บ้านครูศรี\nปัญหา: ซื้อแผ่นสำเร็จ ต้นทุนสูง รอของนาน"),
        ("เครื่องรีดลอนเมทัลชีท", "ราคาเครื่อง 600,000 บาท ดาวน์ 120,000 บาท\nกู้ธนาคารอีสานพาณิชย์ 480,000 บาท 48 เดือน\n"
                                 "ผ่อนเดือนละประมาณ 11,300 บาท\nรีดแผ่นเองตามความยาวหน้างาน ไม่ต้องต่อแผ่น"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 3,200,000 บาท\nขายแผ่นรีดให้ช่างรายอื่นในอำเภอ\nรับช่างเพิ่ม 1 คน"),
        ("ความปลอดภัย", "ทุกคนใส่เข็มขัดนิรภัยเมื่อขึ้นหลังคา\nซื้อนั่งร้านเพิ่ม 2 ชุด งบ 18,000 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "งานหลังคา/งานโกดังโรงสีเจริญผล/อีเมล_โรงสีเจริญผล_ยืนยันงาน_3พย68.txt": RICEMILL_EMAIL,
    "งานหลังคา/แชท/LINE_ครูศรี_หลังคาบ้าน.txt": """[28 ต.ค. 68 19:12] ช่างเอก: สวัสดีครับครูศรี ร่างราคาแผ่น 0.35 ออกมาแล้วประมาณแสนสี่พันครับ แต่ครูบอกอยากได้แบบมีฉนวน เดี๋ยวผมคิดใหม่ให้นะครับ
[28 ต.ค. 68 19:30] ครูศรี: ค่ะช่าง เอาแบบกันร้อนนะ ห้องนอนร้อนมาก
[4 พ.ย. 68 08:45] ช่างเอก: ครูครับ ส่งใบเสนอราคาใหม่ให้แล้วครับ แผ่น 0.40 บุโฟม PU รวม VAT 112,885 บาทครับ
[4 พ.ย. 68 12:10] ครูศรี: โอ้โห แพงขึ้นเยอะเลยช่าง ขอ 105,000 ได้ไหมคะ ครูเกษียณแล้ว
[4 พ.ย. 68 12:32] ช่างเอก: 105,000 ไม่ไหวจริงๆครับครู แผ่นขึ้นราคาทุกปี ได้ต่ำสุด 110,000 ครับ
[4 พ.ย. 68 18:05] ครูศรี: งั้น 108,000 ได้ไหมคะ ถ้าได้ครูโอนมัดจำพรุ่งนี้เลย
[4 พ.ย. 68 18:20] ช่างเอก: ได้ครับครู 108,000 รวม VAT แล้ว แต่รางน้ำคิดแยกนะครับ
[4 พ.ย. 68 18:22] ครูศรี: ตกลงค่ะ
[5 พ.ย. 68 09:03] ครูศรี: โอนมัดจำ 40,000 แล้วนะคะ ส่งสลิปให้แล้ว
[5 พ.ย. 68 09:15] ช่างเอก: ได้รับแล้วครับ ที่เหลือ 68,000 จ่ายวันส่งงานนะครับ เริ่มรื้อ 10 พ.ย. ครับ
[9 พ.ย. 68 17:40] ครูศรี: พรุ่งนี้กี่โมงคะ ครูจะย้ายของในห้องนอนออกก่อน
[9 พ.ย. 68 17:48] ช่างเอก: 7 โมงครึ่งครับ ทีมช่าง 4 คนครับ
""",
    "งานหลังคา/แชท/LINE กลุ่มช่าง เอกรุ่งเรือง.txt": """[1 พ.ย. 68 18:02] พี่เอก: จันทร์นี้ไปเก็บงานโรงจอดรถเฮียเส็งก่อน รางน้ำซึมตรงรอยต่อ ยิงซิลิโคนใหม่
[1 พ.ย. 68 18:10] หนุ่ม: ครับพี่ ขอเบิก 2,000 ก่อนได้ไหมครับ ลูกไม่สบาย
[1 พ.ย. 68 18:25] เจ๊เพ็ญ: โอนให้แล้วนะหนุ่ม หักตอนสิ้นเดือนนะ
[1 พ.ย. 68 18:26] หนุ่ม: ขอบคุณครับเจ๊
[6 พ.ย. 68 20:14] พี่เอก: วันที่ 10 เริ่มงานบ้านครูศรี ต.ตูมใต้ รื้อกระเบื้องวันแรก ลุงคำกับบอยเอาผ้าใบไปด้วย
[6 พ.ย. 68 20:20] ลุงคำ: ได้ครับ ฝนจะมาไหมนี่
[6 พ.ย. 68 20:21] ต้น: พี่ครับ ผมขอลาวันที่ 12 ไปรับใบขับขี่ครับ
[6 พ.ย. 68 20:30] พี่เอก: ได้ ต้นไปเช้ากลับบ่ายนะ
[8 พ.ย. 68 16:45] เจ๊เพ็ญ: แผ่น 0.40 โฟม PU ของบ้านครูศรี อุดรสตีลส่งวันจันทร์ 9 โมง ใครอยู่รับของ
[8 พ.ย. 68 16:50] บอย: ผมรับเองครับเจ๊
[12 พ.ย. 68 19:05] พี่เอก: บ้านครูศรีรื้อเสร็จแล้ว แปผุไปสองเส้น พรุ่งนี้เปลี่ยน ทุกคนใส่เข็มขัดนิรภัยด้วย
""",
    "งานหลังคา/บัญชี/ค่าแรงช่าง_ตุลาคม 2568.md": """# ค่าแรงช่าง ตุลาคม 2568

| ชื่อเล่น | ชื่อจริง | ค่าแรงต่อวัน | วันทำงาน | รวม | หักเบิกล่วงหน้า | จ่ายจริง |
|---|---|---|---|---|---|---|
| หนุ่ม (หัวหน้าช่าง/ช่างเชื่อม) | นายอนุชา ศรีบุญเรือง | 550 บาท | 25 วัน | 13,750 บาท | 3,000 บาท | 10,750 บาท |
| ต้น (ช่างมุง) | นายธนากร พลซา | 420 บาท | 24 วัน | 10,080 บาท | 1,000 บาท | 9,080 บาท |
| ลุงคำ (ผู้ช่วย) | นายคำพันธ์ โคตรวงศ์ | 400 บาท | 22 วัน | 8,800 บาท | - | 8,800 บาท |
| บอย (ผู้ช่วย รายวัน) | นายณัฐวุฒิ ภูมิดอน | 380 บาท | 10 วัน | 3,800 บาท | - | 3,800 บาท |

รวมค่าแรง ต.ค. 36,430 บาท หักเบิกล่วงหน้า 4,000 บาท จ่ายจริง 32,430 บาท จ่ายแล้ว 31 ต.ค. 2568
บอยมาช่วยเฉพาะช่วงงานโรงจอดรถเฮียเส็ง
""",
    "งานหลังคา/วัดหลังคา_บ้านครูศรี_25ตค68.md": """# วัดหลังคา บ้านครูศรี (25 ต.ค. 68)
- บ้านชั้นเดียว หลังคาจั่ว กระเบื้องลอนคู่เก่า แตกหลายแผ่น ฝ้าห้องนอนมีรอยน้ำ
- ด้านหน้า 2 ฝั่ง ฝั่งละ 10.0 x 6.2 ม. = 124 ตร.ม.
- ด้านหลัง (ครัวต่อเติม) 9.0 x 5.8 ม. = 52.2 ตร.ม.
- รวมประมาณ 176 ตร.ม. คิดเผื่อเป็น 180 ตร.ม.
- จันทันไม้มีปลวก 3 ตัว ต้องเปลี่ยนเป็นเหล็ก
- สันหลังคายาว 10 ม. + ตะเข้ 6 ม.
- ครูอยากได้สีแดงเข้ม และอยากให้ห้องนอนเย็นขึ้น
""",
    "งานหลังคา/roof_job_checklist.md": """# Roof job checklist (for every job)
1. Check the weather forecast the evening before; no sheet work in wind or rain.
2. Everyone on the roof wears a safety harness tied to the ridge line.
3. Take photos of the old roof before stripping and of the new roof after.
4. Count sheets and screws on delivery against the supplier's delivery note.
5. Seal every screw and ridge joint; test with a hose before handing over.
6. Hand the customer the warranty card: leaks 5 years (our work), colour 10 years (manufacturer).
7. Collect the balance on handover day and issue the receipt the same day.
""",
    "ครอบครัว/แม่มี/นัดหมอแม่มี.md": """# นัดหมอแม่มี
- ผ่าตัดต้อกระจกตาขวา 21 ต.ค. 2568 ที่ รพ.ศรีอุดรการแพทย์ (หมอกิตติพงษ์)
- นัดดูแผล 4 พ.ย. 2568 10 โมงเช้า ห้ามน้ำเข้าตา 2 อาทิตย์
- ยาหยอดตา วันละ 4 ครั้ง ห้ามขาด
- ตาซ้ายหมอให้ผ่าต่อ ประมาณ ม.ค. 2569 ราคาพอๆ กัน ประมาณ 45,000 บาท
- เจี๊ยบโอนมาช่วยค่าผ่าตัดแล้ว 10,000 บาท (3 พ.ย.)
""",
    "ครอบครัว/LINE ครอบครัวทองสุข.txt": """[25 ต.ค. 68 20:10] เพ็ญ: ค่าเทอมแพรว 14,600 ต้องจ่ายก่อน 7 พ.ย. นะพ่อ ของภูมิค่อยจ่ายทีหลังได้
[25 ต.ค. 68 20:15] เอก: โอเค รอเฮียเส็งโอนค่าโรงจอดรถก่อน
[28 ต.ค. 68 14:30] เอก: เฮียเส็งโอนมาครบแล้ว
[30 ต.ค. 68 19:02] เจี๊ยบ: พี่เอก ค่าผ่าตัดตาแม่เหลือเท่าไหร่ เดี๋ยวเจี๊ยบช่วย
[30 ต.ค. 68 19:20] เพ็ญ: ที่ รพ. เหลือ 26,800 จ้ะ ต้องจ่ายก่อน 15 พ.ย.
[30 ต.ค. 68 19:25] เจี๊ยบ: งั้นเจี๊ยบช่วย 10,000 นะ ต้นเดือนโอนให้
[31 ต.ค. 68 07:40] แม่มี: ตาขวาเห็นชัดแล้วลูก ไม่ต้องห่วง
[2 พ.ย. 68 21:05] ภูมิ: พ่อครับ ค่าเทอมผมต้องจ่ายก่อน 14 นะครับ ครูประจำชั้นทวงแล้ว
[2 พ.ย. 68 21:12] เอก: ได้ลูก พรุ่งนี้แม่โอนให้
[3 พ.ย. 68 08:30] เพ็ญ: ประกันรถกระบะต้องต่อก่อนสิ้นเดือนด้วยนะ ปีนี้แพงขึ้นอีก
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญาเงินกู้เครื่องรีดลอน ธนาคารอีสานพาณิชย์ พาเพ็ญไปด้วย ก่อน 28 พ.ย.
- โอนค่าผ่าตัดตาแม่ที่เหลือ ก่อน 15 พ.ย.
- สั่งแผ่น 0.47 งานโรงสี (อุดรสตีล หรือ สยามรูฟ) ก่อนเริ่มงาน 17 พ.ย.
- ต่อประกันรถกระบะ ก่อน 30 พ.ย.
- เก็บเงินครูศรีที่เหลือวันส่งงาน
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "งานหลังคา"
    quotes, mill, suppliers, books = shop / "ใบเสนอราคา", shop / "งานโกดังโรงสีเจริญผล", shop / "Suppliers", shop / "บัญชี"
    bank = shop / "เอกสารธนาคาร"
    home = docs / "ครอบครัว"
    for folder in (quotes, mill, suppliers, books, bank, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมลูก", home / "แม่มี"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา หลังคาบ้านครูศรี v1 ร่าง.docx", SRI_DRAFT, SRI_DRAFT_TABLE, bottom=SRI_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา หลังคาบ้านครูศรี v2 final.docx", SRI_FINAL, SRI_FINAL_TABLE, bottom=SRI_FINAL_BOTTOM)
    write_docx(quotes / "ใบแจ้งหนี้_IV68-118_โรงจอดรถเฮียเส็ง.docx", SENG_INVOICE, SENG_TABLE,
               bottom=SENG_INVOICE_BOTTOM)
    write_docx(quotes / "ใบเสร็จรับเงิน_RC68-118_โรงจอดรถเฮียเส็ง.docx", SENG_RECEIPT, SENG_RECEIPT_TABLE,
               bottom=SENG_RECEIPT_BOTTOM)
    write_docx(mill / "ใบเสนอราคา_อุดรสตีลชีท_งานโรงสี.docx", UDON_QUOTE, UDON_QUOTE_TABLE, bottom=UDON_QUOTE_BOTTOM)
    make_pdf(mill / "SiamRoofMetal_quotation_SRM-Q2510-088.pdf", SIAMROOF_QUOTE)
    make_pdf(suppliers / "UdonSteelSheet_pricelist_2025.pdf", UDON_PRICES_2025)
    write_docx(suppliers / "ราคาแผ่นเมทัลชีท_อุดรสตีลชีท_2567.docx", UDON_PRICES_2567, UDON_PRICES_2567_TABLE,
               bottom=UDON_PRICES_2567_BOTTOM)
    make_pdf(suppliers / "TaweeHardware_invoice_Oct2025.pdf", TAWEE_INVOICE)
    _shop_book(books / "สมุดบัญชีร้าน_2568.xlsx", "2568", [ROOF_2568, GUTTER_2568, CARPORT_2568],
               [MAT_2568, WAGES_2568, FUEL_2568, RENT_2568, OTHER_2568])
    _shop_book(books / "สมุดบัญชีร้าน_2567.xlsx", "2567", [ROOF_2567, GUTTER_2567, CARPORT_2567],
               [MAT_2567, WAGES_2567, FUEL_2567, RENT_2567, OTHER_2567])
    make_pdf(bank / "ICB_machine_loan_approval_Nov2025.pdf", BANK_LETTER)
    write_slides(shop / "แผนปี 2569 เครื่องรีดลอน.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "NetOne_fibre_Oct2025.pdf", FIBRE_BILL)
    make_pdf(home / "ประกัน" / "DMax_motor_insurance_renewal_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมลูก" / "ค่าเทอม_น้องภูมิ_ม.2_เทอม2-2568.docx", FEES_PHUM[0], FEES_PHUM[1],
               bottom=FEES_PHUM[2])
    write_docx(home / "ค่าเทอมลูก" / "ค่าเทอม น้องแพรว ป.3 เทอม2-68.docx", FEES_PRAEW[0], FEES_PRAEW[1],
               bottom=FEES_PRAEW[2])
    write_docx(home / "แม่มี" / "ใบแจ้งค่ารักษา_แม่มี_รพ.ศรีอุดร.docx", HOSPITAL, HOSPITAL_TABLE, bottom=HOSPITAL_BOTTOM)
    _house_book(home / "ค่าใช้จ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
