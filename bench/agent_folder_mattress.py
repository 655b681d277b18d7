"""The mattress folder: the papers of a family mattress and bedding shop in Korat and its household, by code.

The owner is นายธนากร บุญมา (พี่กร). With his wife นิภาพร (นิภา, she keeps the books) he runs "บุญมาที่นอน"
(Boonma Mattress), a two-unit showroom at 455-457 ถนนมิตรภาพ, อ.เมือง จ.นครราชสีมา, founded by his father
พ่อสมบูรณ์ (68, lives with them). The shop sells mattresses, pillows and bedding in the showroom and online, and
fits out hotels; ลุงชาญ drives the old box-van. Their daughter ด.ญ.แพรวา is in ม.1. It is November 2568 (2025).

Documents/ร้านที่นอน/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมแกรนด์วิว_ร่าง.docx: draft quote QT-2568-118 to Korat Grand View Hotel,
  mattresses, pillows and protectors, 476,800 (40 x 6 ft at 7,900, 20 x 3.5 ft at 4,950).
- ใบเสนอราคา/ใบเสนอราคา_โรงแรมแกรนด์วิว_ฉบับจริง.docx: the final of the same quote, 473,400, deposit 30% =
  142,020 (44 x 6 ft at 7,650, 16 x 3.5 ft at 4,800).
- ใบเสนอราคา/ใบเสนอราคารถตู้ทึบ_โคราชยนตรการ.docx: Isuzu dealer's quote for a new box-van, 695,000, 48 x 12,690.
- ใบเสนอราคา/ใบเสนอราคารถตู้ทึบ_ราชสีมามอเตอร์.docx: Toyota dealer's quote for the same, 707,000, 48 x 12,890.
- เอกสารร้าน/สัญญาเช่าโชว์รูม_ถ.มิตรภาพ.docx: showroom lease, 32,000 a month, deposit 96,000,
  1 ม.ค. 2567 - 31 ธ.ค. 2569.
- เอกสารร้าน/IsanBank_loan_notice_Oct2025.pdf: English letter from Isan Commercial Bank: the SME loan's rate
  goes from 6.40% to 6.65% on 1 Nov 2025, instalment stays 28,500, outstanding 1,286,400.00.
- เอกสารร้าน/ใบแจ้งภาษีป้าย_2568.docx: the city's signboard-tax assessment, 1,872 baht.
- Suppliers/SiamSleep_dealer_pricelist_2025.pdf: English dealer price list of Siam Sleep Industry Co., Ltd. 2025
  (CloudRest 6 ft 4,850; 3.5 ft 3,050; latex topper 3,900).
- Suppliers/ราคาตัวแทน_สยามสลีป_2567.docx: last year's list of the same firm in Thai (บริษัท สยามสลีป
  อินดัสทรี จำกัด; 6 ft 4,600; 3.5 ft 2,890; topper 4,100).
- Suppliers/SiamSleep_invoice_SSI-25-4410.pdf: October invoice, total 154,080.00 due 8 Nov 2025.
- Suppliers/email_from_SiamSleep_Nov2025.txt: email: topper 4,150 from 1 Dec, last delivery 20 December 2025.
- Suppliers/PhimaiTextile_invoice_Oct2025.pdf: bedding invoice (sheet sets, duvets, pillowcases), 45,300.00.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, three sheets (sales by month Jan-Oct with showroom, projects,
  online, total; expenses by month; the delivery van: trips, km, fuel, repairs). Sep total 469,500,
  Oct total 561,000, Oct fuel 9,480.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December (Oct total 480,450).
- บัญชี/สต็อกคงเหลือ_ต.ค.68.xlsx: the stock count at the end of October.
- บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md: October pay of three staff, 36,850 in all (commission 2,350).
- แชท/แชทไลน์_คุณเอ๋_โรงแรมแกรนด์วิว.txt: LINE chat with the hotel; approved at 473,400, then the mix changes and
  the final figure is 481,200, deposit 144,360.
- แชท/แชทไลน์_เจ๊หงษ์_ที่นอนนุ่น.txt: LINE chat with a kapok-mattress maker; 50 at 650 cut to 35 at 680 = 23,800.
- แผนร้านปี2569.pptx: slides, the plan for next year (Jan-Oct 2568 sales 5,363,200; target 6,800,000).
- โปรโมชั่นปลายปี_2568.md: the showroom's 11.11 and New Year offers.
- รถส่งของ_ซ่อมบำรุง.md: the old van's repair log (clutch 12,600 in Aug, brakes 3,350 in Oct).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf (2,643.18) and Bills/KoratNet_internet_bill_Oct2025.pdf (747.93).
- ประกัน/ThaiCare_health_renewal_2025.pdf: English premium notice for the father's health policy, 24,600
  (last year 21,300), pay by 30 Nov 2025; mentions the daughter's policy paid monthly 1,100 — the household book
  pays that to ไทยแคร์ประกันชีวิต.
- ค่าเทอมแพรวา/ค่าเทอม_แพรวา_เทอม1-2568.docx and ค่าเทอม_แพรวา_เทอม2-2568.docx: school fee notices
  (27,550 by 20 พ.ค. 2568; 27,400 by 14 พ.ย. 2568).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านบุญมา.txt: the family's LINE group.
- นัดหมอพ่อ.md: notes on the father's doctor's appointments.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "บุญมาที่นอน (Boonma Mattress) 455-457 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.นครราชสีมา 30000 โทร 044-251-738"

# ---------------------------------------------------------------- hotel quotes
HOTEL_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-118",
    "วันที่ 6 ตุลาคม 2568",
    "เรียน คุณเอ๋ (ฝ่ายจัดซื้อ) โรงแรมโคราชแกรนด์วิว",
    "เรื่อง ที่นอนและเครื่องนอนสำหรับห้องพักชั้น 4-5 ที่ปรับปรุงใหม่",
]
HOTEL_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ที่นอนพ็อกเก็ตสปริง 6 ฟุต หนา 10 นิ้ว รุ่นแกรนด์เรสต์", "40 ชุด", "7,900", "316,000"),
    ("ที่นอนพ็อกเก็ตสปริง 3.5 ฟุต หนา 10 นิ้ว รุ่นแกรนด์เรสต์", "20 ชุด", "4,950", "99,000"),
    ("หมอนใยสังเคราะห์ เกรดโรงแรม", "120 ใบ", "290", "34,800"),
    ("ผ้ารองกันเปื้อนกันน้ำ", "60 ผืน", "450", "27,000"),
    ("รวมทั้งสิ้น", "", "", "476,800"),
]
HOTEL_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 476,800 บาท (สี่แสนเจ็ดหมื่นหกพันแปดร้อยบาทถ้วน) รวมค่าขนส่งและติดตั้ง",
    "มัดจำ 30% = 143,040 บาท",
    "ร่าง ยังไม่ส่ง รอเช็คราคาสปริงกับสยามสลีปก่อน",
]
HOTEL_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-118 (ฉบับแก้ไข)",
    "วันที่ 14 ตุลาคม 2568",
    "เรียน คุณเอ๋ (ฝ่ายจัดซื้อ) โรงแรมโคราชแกรนด์วิว",
    "เรื่อง ที่นอนและเครื่องนอนสำหรับห้องพักชั้น 4-5 ที่ปรับปรุงใหม่ ส่งและติดตั้งภายใน 15 ธันวาคม 2568",
]
HOTEL_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ที่นอนพ็อกเก็ตสปริง 6 ฟุต หนา 10 นิ้ว รุ่นแกรนด์เรสต์", "44 ชุด", "7,650", "336,600"),
    ("ที่นอนพ็อกเก็ตสปริง 3.5 ฟุต หนา 10 นิ้ว รุ่นแกรนด์เรสต์", "16 ชุด", "4,800", "76,800"),
    ("หมอนใยสังเคราะห์ เกรดโรงแรม", "120 ใบ", "290", "34,800"),
    ("ผ้ารองกันเปื้อนกันน้ำ", "60 ผืน", "420", "25,200"),
    ("รวมทั้งสิ้น", "", "", "473,400"),
]
HOTEL_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 473,400 บาท (สี่แสนเจ็ดหมื่นสามพันสี่ร้อยบาทถ้วน) รวมค่าขนส่งและติดตั้ง ขนที่นอนเก่าออกให้ฟรี",
    "เงื่อนไข: มัดจำ 30% = 142,020 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระภายใน 30 วันหลังติดตั้งเสร็จ",
    "รับประกันสปริง 10 ปี ราคานี้ยืนถึง 31 ธันวาคม 2568",
    "ลงชื่อ ธนากร บุญมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- van quotes
VAN_ISUZU = [
    "บริษัท โคราชยนตรการ จำกัด (ผู้จำหน่ายรถยนต์อีซูซุ) 1288 ถนนสุรนารายณ์ อ.เมือง จ.นครราชสีมา",
    "ใบเสนอราคา เลขที่ KY-QT-6810-052  วันที่ 8 ตุลาคม 2568",
    "เรียน คุณธนากร บุญมา ร้านบุญมาที่นอน",
    "เรื่อง รถกระบะตอนเดียวพร้อมตู้ทึบอลูมิเนียม สำหรับส่งที่นอน",
]
VAN_ISUZU_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("ISUZU D-MAX SPARK 3.0 Ddi กระบะตอนเดียว เกียร์ธรรมดา สีขาว", "629,000"),
    ("ตู้ทึบอลูมิเนียม สูง 1.90 ม. ยาว 2.30 ม. พร้อมประตูหลังเปิด 2 บาน", "78,000"),
    ("ส่วนลดพิเศษลูกค้าเชิงพาณิชย์", "(12,000)"),
    ("ประกันภัยชั้น 1 ปีแรก + จดทะเบียน", "แถมฟรี"),
    ("ราคารวมทั้งสิ้น", "695,000"),
]
VAN_ISUZU_BOTTOM = [
    "ราคารวมทั้งสิ้น 695,000 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
    "กรณีจัดไฟแนนซ์: ดาวน์ 20% = 139,000 บาท ดอกเบี้ย 2.39% ต่อปี ผ่อน 48 งวด งวดละ 12,690 บาท",
    "รับรถได้ภายใน 30 วันหลังทำสัญญา ตู้ทึบใช้เวลาต่อ 10 วัน",
    "ผู้เสนอราคา คุณศุภชัย แก้วประเสริฐ ที่ปรึกษาการขาย 081-760-2248",
]
VAN_TOYOTA = [
    "บริษัท ราชสีมามอเตอร์เซลส์ จำกัด (ผู้จำหน่ายรถยนต์โตโยต้า) 99 ถนนมิตรภาพ-หนองคาย อ.เมือง จ.นครราชสีมา",
    "ใบเสนอราคา เลขที่ RM-2568-1427  วันที่ 11 ตุลาคม 2568",
    "เรียน คุณธนากร บุญมา ร้านบุญมาที่นอน",
    "เรื่อง รถกระบะตอนเดียวพร้อมตู้ทึบอลูมิเนียม",
]
VAN_TOYOTA_TABLE = [
    ("รายการ", "ราคา (บาท)"),
    ("TOYOTA HILUX CHAMP 2.4 กระบะตอนเดียว ช่วงยาว เกียร์ธรรมดา สีขาว", "645,000"),
    ("ตู้ทึบอลูมิเนียม สูง 1.90 ม. ยาว 2.50 ม. พร้อมไฟในตู้", "82,000"),
    ("ส่วนลดเงินสด/ไฟแนนซ์", "(20,000)"),
    ("ประกันภัยชั้น 1 ปีแรก + เช็คระยะฟรี 5 ครั้ง", "แถมฟรี"),
    ("ราคารวมทั้งสิ้น", "707,000"),
]
VAN_TOYOTA_BOTTOM = [
    "ราคารวมทั้งสิ้น 707,000 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)",
    "กรณีจัดไฟแนนซ์: ดาวน์ 20% = 141,400 บาท ดอกเบี้ย 2.29% ต่อปี ผ่อน 48 งวด งวดละ 12,890 บาท",
    "ใบเสนอราคานี้มีอายุ 30 วัน",
    "ผู้เสนอราคา คุณอรอุมา ศรีจันทร์ ฝ่ายขายรถเพื่อการพาณิชย์ 089-415-3307",
]

# ---------------------------------------------------------------- lease, tax
LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อ.เมือง จ.นครราชสีมา  วันที่ 20 ธันวาคม 2566",
    "ระหว่าง นางวันเพ็ญ ศรีสวัสดิ์ ซึ่งต่อไปเรียกว่า \"ผู้ให้เช่า\"",
    "กับ นายธนากร บุญมา เจ้าของร้านบุญมาที่นอน ซึ่งต่อไปเรียกว่า \"ผู้เช่า\"",
]
LEASE_HEADINGS = [
    ("ข้อ 1 ทรัพย์ที่เช่า", "อาคารพาณิชย์ 3 ชั้น 2 คูหา เลขที่ 455 และ 457 ถนนมิตรภาพ ต.ในเมือง อ.เมือง จ.นครราชสีมา\n"
     "ผู้เช่าใช้เป็นโชว์รูมและโกดังเก็บที่นอน"),
    ("ข้อ 2 ระยะเวลาเช่า", "3 ปี ตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2569"),
    ("ข้อ 3 ค่าเช่า", "เดือนละ 32,000 บาท (สามหมื่นสองพันบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน\n"
     "โดยโอนเข้าบัญชีผู้ให้เช่า ธนาคารอีสานพาณิชย์ เลขที่ 402-1-55873-9"),
    ("ข้อ 4 เงินประกัน", "ผู้เช่าวางเงินประกัน 96,000 บาท (เท่ากับค่าเช่า 3 เดือน) ในวันทำสัญญา\n"
     "ผู้ให้เช่าจะคืนให้ภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)"),
    ("ข้อ 5 ค่าปรับ", "หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 300 บาท"),
    ("ข้อ 6 การดัดแปลง", "ผู้เช่าติดป้ายและตกแต่งหน้าร้านได้ การต่อเติมโครงสร้างต้องได้รับอนุญาตเป็นหนังสือ"),
    ("ข้อ 7 การต่อสัญญา", "หากผู้เช่าประสงค์จะเช่าต่อ ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสัญญาสิ้นสุด\n"
     "ค่าเช่าในสัญญาใหม่ปรับขึ้นได้ไม่เกินร้อยละ 5"),
]
LEASE_BOTTOM = ["ลงชื่อ วันเพ็ญ ศรีสวัสดิ์ ผู้ให้เช่า", "ลงชื่อ ธนากร บุญมา ผู้เช่า",
                "ลงชื่อ นิภาพร บุญมา พยาน"]

SIGN_TAX = [
    "เทศบาลนครนครราชสีมา  กองคลัง ฝ่ายพัฒนารายได้",
    "ใบแจ้งการประเมินภาษีป้าย (ภ.ป.3) ประจำปี 2568",
    "เลขที่ 2568/04417  วันที่ 12 มีนาคม 2568",
    "เรียน นายธนากร บุญมา ร้านบุญมาที่นอน 455-457 ถนนมิตรภาพ",
    "ป้ายชื่อร้าน \"บุญมาที่นอน BOONMA MATTRESS\" (ป้ายประเภท 2 อักษรไทยปนอักษรต่างประเทศ)",
    "ขนาด 600 x 150 ซม. = 90,000 ตร.ซม. คิด 180 หน่วย (หน่วยละ 500 ตร.ซม.)",
    "อัตรา 52 บาท ต่อ 500 ตร.ซม.  ลดหย่อนป้ายร้านค้าขนาดเล็ก 80%",
    "ภาษีป้ายที่ต้องชำระ 1,872 บาท",
    "กรุณาชำระภายใน 15 วันนับจากวันที่ได้รับแจ้ง ที่ฝ่ายพัฒนารายได้ หรือชำระผ่านแอป",
    "หากชำระเกินกำหนด ต้องเสียเงินเพิ่มร้อยละ 10 ของค่าภาษี",
]

# ---------------------------------------------------------------- bank
BANK_LETTER = [
    "ISAN COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Nakhon Ratchasima (Mittraphap Road) Branch\n"
    "Ref. ICB-SME/NR/2568-1193\n"
    "20 October 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE CHANGE\n"
    "To: Mr. Thanakorn Boonma, Boonma Mattress\n"
    "455-457 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
    "Loan account: 402-7-18834-2 (SME term loan for showroom fit-out and stock)\n"
    "\n"
    "Dear Mr. Thanakorn,\n"
    "The Bank's Minimum Loan Rate (MLR) changes from 7.15% to 7.40% per year on 1 November 2025.\n"
    "Your loan is priced at MLR - 0.75%, so your interest rate changes as follows:\n"
    "   Current rate:  6.40% per year\n"
    "   New rate:      6.65% per year, from 1 November 2025\n"
    "Outstanding principal at 31 October 2025: 1,286,400.00 THB\n"
    "Your monthly instalment stays at 28,500 THB, debited on the 25th of each month.\n"
    "Because more of each instalment now goes to interest, the number of remaining instalments\n"
    "increases from 52 to 54 (last instalment in May 2030 instead of March 2030).\n"
    "If you prefer to raise the instalment and keep the original term, please contact us.\n"
    "\n"
    "Relationship Manager: Khun Pimchanok Wongsa, 044-255-910\n"
    "Isan Commercial Bank PCL",
]

# ---------------------------------------------------------------- supplier papers
SIAMSLEEP_2025 = [
    "SIAM SLEEP INDUSTRY CO., LTD.\n"
    "Factory: 77 Moo 4, Phahonyothin Road, Nong Khae, Saraburi 18140   Tel. 036-373-520\n"
    "DEALER PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per piece, excluding VAT 7%.\n"
    "\n"
    "CloudRest pocket spring mattress 6 ft, 10 in ......... 4,850 THB\n"
    "CloudRest pocket spring mattress 5 ft, 10 in ......... 4,200 THB\n"
    "CloudRest pocket spring mattress 3.5 ft, 10 in ....... 3,050 THB\n"
    "EasyRest Bonnell spring mattress 6 ft, 8 in .......... 3,200 THB\n"
    "Natural latex topper 6 ft, 2 in ...................... 3,900 THB\n"
    "Hotel pillow, microfibre, 19 x 29 in ................. 165 THB\n"
    "\n"
    "Minimum order 20 pieces. Free delivery to Nakhon Ratchasima for orders over 50,000 THB.\n"
    "Payment: 30 days credit for registered dealers.\n"
    "Contact: Ms. Kanokwan Thepsiri, dealer@siamsleep.co.th",
]
SIAMSLEEP_2567 = ["บริษัท สยามสลีป อินดัสทรี จำกัด (โรงงานหนองแค สระบุรี)",
                  "ใบราคาตัวแทนจำหน่าย ปี 2567 (มกราคม – ธันวาคม 2567)",
                  "ราคาต่อชิ้น ยังไม่รวมภาษีมูลค่าเพิ่ม"]
SIAMSLEEP_2567_TABLE = [
    ("สินค้า", "ราคา"),
    ("ที่นอนพ็อกเก็ตสปริง คลาวด์เรสต์ 6 ฟุต หนา 10 นิ้ว", "4,600 บาท"),
    ("ที่นอนพ็อกเก็ตสปริง คลาวด์เรสต์ 5 ฟุต หนา 10 นิ้ว", "3,990 บาท"),
    ("ที่นอนพ็อกเก็ตสปริง คลาวด์เรสต์ 3.5 ฟุต หนา 10 นิ้ว", "2,890 บาท"),
    ("ที่นอนบอนเนลสปริง อีซี่เรสต์ 6 ฟุต หนา 8 นิ้ว", "3,050 บาท"),
    ("ท็อปเปอร์ยางพาราแท้ 6 ฟุต หนา 2 นิ้ว", "4,100 บาท"),
    ("หมอนโรงแรม ใยไมโครไฟเบอร์ 19 x 29 นิ้ว", "155 บาท"),
]
SIAMSLEEP_2567_BOTTOM = ["สั่งขั้นต่ำ 20 ชิ้น ส่งฟรีถึงนครราชสีมาเมื่อสั่งเกิน 40,000 บาท เครดิต 30 วัน",
                         "ติดต่อ คุณกนกวรรณ เทพศิริ ฝ่ายตัวแทนจำหน่าย"]
SIAMSLEEP_INVOICE = [
    "SIAM SLEEP INDUSTRY CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SSI-25-4410\n"
    "Date: 9 Oct 2025          Due date: 8 Nov 2025\n"
    "Customer: Boonma Mattress (Mr. Thanakorn Boonma), 455-457 Mittraphap Road, Nakhon Ratchasima\n"
    "\n"
    "Item                                   Qty      Unit price    Amount\n"
    "CloudRest pocket spring 6 ft, 10 in    20 pcs   4,850.00      97,000.00\n"
    "CloudRest pocket spring 3.5 ft, 10 in  10 pcs   3,050.00      30,500.00\n"
    "Hotel pillow, microfibre               100 pcs  165.00        16,500.00\n"
    "\n"
    "Subtotal 144,000.00    VAT 7% 10,080.00\n"
    "TOTAL DUE: 154,080.00 THB\n"
    "Please transfer to Siam Sleep Industry Co., Ltd., Isan Commercial Bank, account 215-3-00981-4,\n"
    "and e-mail the slip to dealer@siamsleep.co.th. Thank you.",
]
SIAMSLEEP_EMAIL = """From: Kanokwan Thepsiri <dealer@siamsleep.co.th>
To: boonmamattress@gmail.com
Date: Tue, 4 Nov 2025 09:12
Subject: Price update from 1 December 2025 and year-end delivery schedule

Dear Khun Thanakorn,

Thank you for your support this year. Please note the following:

1. Natural latex topper 6 ft, 2 in will be 4,150 THB per piece from 1 December 2025
   (the 2025 dealer list says 3,900 THB). Natural latex prices have gone up since August.
2. Pocket spring and Bonnell spring mattresses keep their 2025 prices until 31 March 2026.
3. Our last delivery to Nakhon Ratchasima this year is on 20 December 2025.
   The factory is closed from 29 December 2025 to 4 January 2026.
4. For your Korat Grand View Hotel project, please confirm the final quantities by 15 November 2025
   so that we can produce the Grand Rest mattresses in time.

Best regards,
Kanokwan Thepsiri
Dealer Sales, Siam Sleep Industry Co., Ltd.
036-373-520
"""
PHIMAI_INVOICE = [
    "PHIMAI HOME TEXTILE CO., LTD.\n"
    "Bedding and home textiles - Phimai, Nakhon Ratchasima\n"
    "INVOICE No. PHT-2510-077        Date: 17 Oct 2025\n"
    "Bill to: Boonma Mattress, Mittraphap Road, Nakhon Ratchasima\n"
    "\n"
    "Fitted sheet set 6 ft, cotton 300 TC     40 sets   x 420.00    16,800.00\n"
    "Duvet 6 ft, microfibre filling          30 pcs    x 650.00    19,500.00\n"
    "Pillowcase, cotton                      200 pcs   x 45.00      9,000.00\n"
    "\n"
    "TOTAL 45,300.00 THB (VAT included)   Paid by bank transfer 20 Oct 2025. Thank you.",
]

# ---------------------------------------------------------------- books
SHOWROOM_2568 = [412300, 386500, 398200, 455800, 521600, 478300, 402100, 395700, 371400, 428900]
PROJECTS_2568 = [85000, 0, 126500, 64200, 0, 98700, 0, 152300, 46800, 73500]
ONLINE_2568 = [38200, 35600, 41800, 44300, 52700, 47900, 45200, 49800, 51300, 58600]
WAGES_2568 = [33500, 33500, 34200, 35100, 36400, 35800, 34600, 35200, 35900, 36850]
TRIPS_2568 = [46, 41, 52, 49, 58, 55, 45, 54, 48, 57]
KM_2568 = [2310, 2040, 2480, 2390, 2750, 2610, 2230, 2650, 2380, 2790]
FUEL_2568 = [7850, 6920, 8340, 8110, 9260, 8780, 7640, 8930, 8150, 9480]
REPAIRS_2568 = [0, 1850, 0, 0, 4200, 0, 0, 12600, 0, 3350]

SHOWROOM_2567 = [378400, 352900, 366100, 418700, 486200, 441500, 371800, 362400, 340600, 392750, 435700, 512800]
PROJECTS_2567 = [62000, 0, 98400, 0, 45600, 112300, 0, 87600, 0, 54200, 0, 168500]
ONLINE_2567 = [21500, 19800, 24300, 26100, 30800, 28400, 27600, 29900, 31200, 33500, 36800, 42100]
WAGES_2567 = [31800, 31800, 32500, 33200, 34600, 34000, 32900, 33400, 33400, 34100, 34800, 38600]
TRIPS_2567 = [42, 37, 47, 44, 53, 51, 41, 47, 39, 46, 50, 68]
KM_2567 = [2120, 1860, 2290, 2180, 2560, 2470, 2050, 2330, 1940, 2260, 2410, 3320]
FUEL_2567 = [7210, 6380, 7760, 7440, 8620, 8310, 6990, 7850, 6620, 7680, 8140, 11260]
REPAIRS_2567 = [0, 0, 2400, 0, 0, 6800, 0, 0, 1500, 0, 0, 4900]

STOCK = [
    ("CloudRest พ็อกเก็ตสปริง 6 ฟุต", "สยามสลีป", 14, 4850),
    ("CloudRest พ็อกเก็ตสปริง 5 ฟุต", "สยามสลีป", 9, 4200),
    ("CloudRest พ็อกเก็ตสปริง 3.5 ฟุต", "สยามสลีป", 11, 3050),
    ("EasyRest บอนเนลสปริง 6 ฟุต", "สยามสลีป", 7, 3200),
    ("ท็อปเปอร์ยางพารา 6 ฟุต", "สยามสลีป", 6, 3900),
    ("ที่นอนนุ่น 3 ฟุต", "หงษ์ทองที่นอนนุ่น", 22, 680),
    ("หมอนโรงแรม", "สยามสลีป", 64, 165),
    ("ชุดผ้าปู 6 ฟุต 300 เส้นด้าย", "พิมายโฮมเท็กซ์ไทล์", 31, 420),
    ("ผ้านวม 6 ฟุต", "พิมายโฮมเท็กซ์ไทล์", 18, 650),
]


def _shop_book(path: Path, year: str, showroom, projects, online, wages, trips, km, fuel, repairs) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านบุญมาที่นอน ปี {year} (Monthly sales {year})"])
    sales.append(["เดือน (Month)", "หน้าร้าน (Showroom, THB)", "งานโครงการ/โรงแรม (Projects, THB)",
                  "ออนไลน์ (Online, THB)", "รวม (Total, THB)"])
    for month, a, b, c in zip(MONTHS, showroom, projects, online):
        sales.append([f"{month} {year}", a, b, c, a + b + c])
    sales.append(["รวมทั้งปี (Year total)", sum(showroom), sum(projects), sum(online),
                  sum(showroom) + sum(projects) + sum(online)])
    for column in (2, 3, 4, 5):
        money_format(sales, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าสินค้า (Stock cost)", "ค่าเช่าโชว์รูม (Showroom rent)", "ค่าแรง (Wages)",
                  "ค่ารถส่งของ (Van: fuel + repairs)", "รวม (Total)"])
    for i, month in enumerate(MONTHS[:len(showroom)]):
        stock = int(round((showroom[i] + projects[i] + online[i]) * 0.58, -2))
        van = fuel[i] + repairs[i]
        costs.append([f"{month} {year}", stock, 32000, wages[i], van, stock + 32000 + wages[i] + van])
    for column in range(2, 7):
        money_format(costs, column)
    vans = book.create_sheet("รถส่งของ Van")
    vans.append([f"รถส่งของ ISUZU ตู้ทึบ ผม 4417 นครราชสีมา ปี {year} (Delivery van {year})"])
    vans.append(["เดือน (Month)", "เที่ยวส่ง (Trips)", "ระยะทาง กม. (Km)", "ค่าน้ำมัน (Fuel, THB)",
                 "ค่าซ่อมบำรุง (Repairs, THB)"])
    for month, t, k, f, r in zip(MONTHS, trips, km, fuel, repairs):
        vans.append([f"{month} {year}", t, k, f, r])
    vans.append(["รวม (Total)", sum(trips), sum(km), sum(fuel), sum(repairs)])
    for column in (3, 4, 5):
        money_format(vans, column)
    book.save(path)


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต็อก Stock"
    sheet.append(["สต็อกคงเหลือ ณ 31 ต.ค. 2568 (Stock on hand, 31 Oct 2025)"])
    sheet.append(["สินค้า (Item)", "ผู้ผลิต (Maker)", "จำนวน (Qty)", "ต้นทุนต่อชิ้น (Unit cost)", "มูลค่า (Value, THB)"])
    for name, maker, qty, cost in STOCK:
        sheet.append([name, maker, qty, cost, qty * cost])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in STOCK), "", sum(r[2] * r[3] for r in STOCK)])
    for column in (4, 5):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 2418.62, "PEA"), ("ค่าน้ำประปา (Water)", 342, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "KoratNet"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 3150, ""),
                  ("ประกันชีวิตแพรวา (Praewa life insurance)", 1100, "ไทยแคร์ประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ค่ารถตู้รับส่งแพรวา (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษแพรวา (Tutoring)", 2400, "คณิต")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 2587.30, "PEA"), ("ค่าน้ำประปา (Water)", 356, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "KoratNet"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 2980, ""),
                  ("ประกันชีวิตแพรวา (Praewa life insurance)", 1100, "ไทยแคร์ประกันชีวิต"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ค่ารถตู้รับส่งแพรวา (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษแพรวา (Tutoring)", 2400, "คณิต"),
                  ("ทำบุญงานบวชหลาน (Nephew's ordination)", 3000, "ปักธงชัย")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 2643.18, "PEA"), ("ค่าน้ำประปา (Water)", 331, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "KoratNet"), ("ค่ากับข้าว (Food)", 11480, ""),
                  ("ค่าน้ำมันรถเก๋ง (Car petrol)", 3320, ""),
                  ("ประกันชีวิตแพรวา (Praewa life insurance)", 1100, "ไทยแคร์ประกันชีวิต"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 3280, "รพ.ราชสีมาเวชการ"),
                  ("ค่ารถตู้รับส่งแพรวา (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษแพรวา (Tutoring)", 2400, "คณิต")],
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
    top = ["โรงเรียนเมืองย่าวิทยา นครราชสีมา", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.แพรวา บุญมา  ชั้น ม.1/3 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 36182"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารอีสานพาณิชย์ 402-6-30127-5",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการเรียน", "14,800"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,500"),
                           ("ค่าอาหารกลางวัน", "3,900"), ("ค่าหนังสือและชุดพละ", "2,350")],
                "27,550", "20 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการเรียน", "14,800"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "6,500"),
                           ("ค่าอาหารกลางวัน", "3,900"), ("ค่ากิจกรรมค่ายวิทยาศาสตร์ เขาใหญ่", "2,200")],
                "27,400", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Thanakorn Boonma\n"
    "Address: 88/15 Moo 7, Ban Ko, Mueang Nakhon Ratchasima 30000\n"
    "Customer no. 020034471926\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,552 -> 32,068   Units used: 516 kWh\n"
    "Energy charge 2,388.70  Ft 43.34  Service 38.22  VAT 7% 172.92\n"
    "AMOUNT DUE: 2,643.18 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, convenience stores, or the PEA Smart Plus app.",
]
KORATNET_BILL = [
    "KORATNET BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Thanakorn Boonma    Account: KN-3007-6614\n"
    "Package: Home Fibre 1000/500 Mbps + Wi-Fi 6 router    699.00\n"
    "VAT 7%                                                48.93\n"
    "TOTAL                                                747.93 THB\n"
    "Due date: 28 Oct 2025. Auto-debit not set up.",
]
THAICARE_LETTER = [
    "THAICARE LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Korat Service Centre, Suranari Road, Nakhon Ratchasima\n"
    "24 October 2025\n"
    "\n"
    "PREMIUM NOTICE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mr. Thanakorn Boonma (payer),\n"
    "Insured person: Mr. Somboon Boonma, age 68\n"
    "Policy no. TCL-H-5580231, plan Health Plus IPD, cover 1,000,000 THB per year, room 3,000 THB per night\n"
    "\n"
    "Policy year: 1 Dec 2025 - 30 Nov 2026\n"
    "Annual premium: 24,600 THB (last year 21,300 THB)\n"
    "The premium changes because the insured moves to the 66-70 age band at renewal.\n"
    "Please pay by 30 Nov 2025 by bank transfer, at our service centre, or through your agent,\n"
    "Khun Rattana Phromma (089-227-5164). There is a 31-day grace period; claims are not paid\n"
    "during the grace period until the premium is received.\n"
    "\n"
    "Your other policy with us, TCL-L-7712094 (Miss Praewa Boonma), is paid monthly by direct debit,\n"
    "1,100 THB a month, and needs no action.\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(SHOWROOM_2568) + sum(PROJECTS_2568) + sum(ONLINE_2568)
    return [
        ("แผนร้านบุญมาที่นอน ปี 2569", "Boonma Mattress - plan for 2026\nธนากร บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                         "งานโครงการใหญ่: โรงแรมโคราชแกรนด์วิว ส่งและติดตั้งเดือนธันวาคม\n"
                         "ปัญหา: รถส่งของคันเก่าซ่อมบ่อย ไมล์เกิน 400,000 กม."),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 6,800,000 บาท\nงานโรงแรม/รีสอร์ทเขาใหญ่ อย่างน้อย 4 โครงการ\n"
                            "ยอดออนไลน์เดือนละ 80,000 บาท"),
        ("รถส่งของคันใหม่", "งบประมาณไม่เกิน 710,000 บาท รวมตู้ทึบ\nเทียบใบเสนอราคา 2 เจ้า (อีซูซุ / โตโยต้า)\n"
                            "ตัดสินใจภายในธันวาคม 2568 ขายคันเก่าได้ประมาณ 180,000 บาท"),
        ("โชว์รูม", "ปรับชั้น 2 เป็นห้องนอนตัวอย่าง 3 ห้อง งบ 120,000 บาท\n"
                    "สัญญาเช่าหมด 31 ธ.ค. 2569 คุยต่อสัญญากับเจ้าของตึกกลางปี"),
        ("ขายออนไลน์", "TikTok Live ทุกวันพฤหัส 20.00 น.\nส่งฟรีในเขตเมืองโคราช ต่างอำเภอคิดเที่ยวละ 300 บาท"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านที่นอน/แชท/แชทไลน์_คุณเอ๋_โรงแรมแกรนด์วิว.txt": """[14 ต.ค. 68 16:20] กร บุญมาที่นอน: คุณเอ๋ครับ ส่งใบเสนอราคาฉบับแก้ให้ทางอีเมลแล้วนะครับ รวม 473,400 บาท
[15 ต.ค. 68 10:05] เอ๋ จัดซื้อแกรนด์วิว: ผู้บริหารอนุมัติแล้วค่ะพี่กร 473,400 ส่งของได้ก่อน 15 ธ.ค. ใช่ไหมคะ
[15 ต.ค. 68 10:12] กร บุญมาที่นอน: ได้ครับ เดี๋ยวผมสั่งโรงงานเลย
[15 ต.ค. 68 10:13] เอ๋ จัดซื้อแกรนด์วิว: 👍
[4 พ.ย. 68 14:30] เอ๋ จัดซื้อแกรนด์วิว: พี่กรคะ ขอเปลี่ยนนิดนึงค่ะ ชั้น 5 จะทำห้องเตียงคู่เพิ่ม 4 ห้อง ที่นอน 6 ฟุตขอลดจาก 44 เหลือ 40 ชุด แล้ว 3.5 ฟุตเพิ่มจาก 16 เป็น 24 ชุดค่ะ
[4 พ.ย. 68 14:52] กร บุญมาที่นอน: ได้ครับ 6 ฟุต 40 x 7,650 = 306,000 / 3.5 ฟุต 24 x 4,800 = 115,200 หมอนกับผ้ารองเท่าเดิม ยอดใหม่รวม 481,200 บาทครับ
[4 พ.ย. 68 15:03] เอ๋ จัดซื้อแกรนด์วิว: โอเคค่ะ 481,200 เดี๋ยวออก PO ใหม่ให้นะคะ
[6 พ.ย. 68 11:20] เอ๋ จัดซื้อแกรนด์วิว: โอนมัดจำ 30% แล้วนะคะ 144,360 บาท
[6 พ.ย. 68 11:45] กร บุญมาที่นอน: ได้รับแล้วครับ ขอบคุณครับ ส่งของรอบแรก 8 ธ.ค. ชั้น 4 ก่อนนะครับ
""",
    "ร้านที่นอน/แชท/แชทไลน์_เจ๊หงษ์_ที่นอนนุ่น.txt": """[2 ก.ย. 68 09:10] เจ๊หงษ์ หงษ์ทองที่นอนนุ่น: กร ที่นอนนุ่น 3 ฟุต หนา 4 นิ้ว ล็อตใหม่เสร็จแล้วนะ ผืนละ 650 จะเอากี่ผืน
[2 ก.ย. 68 09:25] กร บุญมาที่นอน: เอา 50 ผืนครับเจ๊ ขอก่อนงานกฐินนะครับ
[2 ก.ย. 68 09:27] เจ๊หงษ์ หงษ์ทองที่นอนนุ่น: ได้ จดไว้แล้ว 50 ผืน 32,500
[9 ก.ย. 68 18:40] กร บุญมาที่นอน: เจ๊ครับ ขอลดเหลือ 35 ผืนได้ไหมครับ โกดังเต็ม ของโรงแรมจะเข้า
[9 ก.ย. 68 19:02] เจ๊หงษ์ หงษ์ทองที่นอนนุ่น: ได้ แต่สั่งน้อยลงเจ๊ให้ผืนละ 680 นะ ค่ารถเท่าเดิม
[9 ก.ย. 68 19:05] กร บุญมาที่นอน: โอเคครับ 35 ผืน ผืนละ 680 รวม 23,800 ครับ
[16 ก.ย. 68 07:30] เจ๊หงษ์ หงษ์ทองที่นอนนุ่น: รถออกจากปักธงชัยแล้ว ถึงบ่ายนี้
[16 ก.ย. 68 15:12] กร บุญมาที่นอน: ได้ของครบแล้วครับ โอนให้แล้ว 23,800 ส่งสลิปให้แล้วนะครับ
""",
    "ร้านที่นอน/บัญชี/ค่าแรงพนักงาน_ตุลาคม68.md": """# ค่าแรงพนักงาน ตุลาคม 2568

| ชื่อ | ตำแหน่ง | เงินเดือน | ค่าคอม/เบี้ยเลี้ยง/OT | รวม |
|---|---|---|---|---|
| น้องฝน | พนักงานขายหน้าร้าน | 12,000 บาท | ค่าคอม 2,350 บาท | 14,350 บาท |
| ลุงชาญ | คนขับรถส่งของ | 11,500 บาท | เบี้ยเลี้ยงส่งต่างอำเภอ 1,200 บาท | 12,700 บาท |
| บอย | ผู้ช่วยยกของ/ติดตั้ง | 9,800 บาท | - | 9,800 บาท |

รวมจ่ายค่าแรง ต.ค. 36,850 บาท จ่ายแล้ววันที่ 31 ต.ค. 2568 (ยังไม่หักประกันสังคม)
ฝนขายท็อปเปอร์ได้เยอะ เดือนหน้าคิดคอม 3% เท่าเดิม
บอยขอลาวันที่ 22-23 พ.ย. ไปงานบวชที่บ้าน
""",
    "ร้านที่นอน/โปรโมชั่นปลายปี_2568.md": """# โปรโมชั่นปลายปี 2568 (หน้าร้าน + ออนไลน์)

## 11.11 (9-11 พ.ย. 2568)
- CloudRest 6 ฟุต ราคาป้าย 12,900 ลดเหลือ 8,990 บาท แถมหมอน 2 ใบ
- EasyRest 6 ฟุต ราคาป้าย 7,500 ลดเหลือ 5,490 บาท
- ท็อปเปอร์ยางพารา 6 ฟุต 6,900 บาท

## ปีใหม่ (15 ธ.ค. 2568 - 5 ม.ค. 2569)
- ซื้อที่นอนครบ 10,000 บาท แถมชุดผ้าปู 1 ชุด
- ผ่อน 0% 10 เดือน กับบัตรเครดิตที่ร่วมรายการ
- ส่งฟรีในเมืองโคราช ต่างอำเภอเที่ยวละ 300 บาท
""",
    "ร้านที่นอน/รถส่งของ_ซ่อมบำรุง.md": """# รถส่งของ ISUZU ตู้ทึบ ทะเบียน ผม 4417 นครราชสีมา (ซื้อปี 2557)

| วันที่ | รายการ | อู่ | ค่าใช้จ่าย |
|---|---|---|---|
| 12 ก.พ. 68 | เปลี่ยนแบตเตอรี่ | อู่ช่างเปี๊ยก | 1,850 |
| 9 พ.ค. 68 | ยางหน้า 2 เส้น + ตั้งศูนย์ | ร้านยางโคราชไทร์ | 4,200 |
| 14 ส.ค. 68 | ชุดคลัชทั้งชุด | อู่ช่างเปี๊ยก | 12,600 |
| 21 ต.ค. 68 | ผ้าเบรก 4 ล้อ + ถ่ายน้ำมันเครื่อง | อู่ช่างเปี๊ยก | 3,350 |

เลขไมล์ล่าสุด 412,880 กม. (21 ต.ค. 68)
ช่างเปี๊ยกบอกช่วงล่างเริ่มหลวม ปีหน้าน่าจะต้องทำอีก 15,000-20,000 ถึงเวลาเปลี่ยนคันใหม่
""",
    "ร้านที่นอน/Suppliers/email_from_SiamSleep_Nov2025.txt": SIAMSLEEP_EMAIL,
    "บ้าน/แชทไลน์_บ้านบุญมา.txt": """[27 ต.ค. 68 20:05] นิภา: พ่อแพรวา ใบแจ้งค่าเทอม 2 ของแพรวามาแล้วนะ 27,400 ต้องจ่ายก่อน 14 พ.ย.
[27 ต.ค. 68 20:09] กร: โอเค อาทิตย์หน้าโอน ประกันสุขภาพพ่อก็มาแล้ว ปีนี้ขึ้นเป็น 24,600
[27 ต.ค. 68 20:10] นิภา: ปีที่แล้ว 21,300 เอง ขึ้นเยอะเลย
[28 ต.ค. 68 07:15] พ่อ: พ่อนัดหมอวันที่ 18 พ.ย. นะ ใครไปส่งได้
[28 ต.ค. 68 07:20] แพรวา: หนูสอบวันนั้นค่ะ
[28 ต.ค. 68 07:31] กร: ผมพาไปเองครับพ่อ ให้ลุงชาญขับรถส่งของแทน
[1 พ.ย. 68 19:02] แพรวา: แม่คะ ค่ายวิทย์ที่เขาใหญ่ 2,200 อยู่ในค่าเทอมแล้วใช่ไหมคะ
[1 พ.ย. 68 19:05] นิภา: ใช่ลูก อยู่ในใบแจ้งแล้ว ไม่ต้องจ่ายแยก
[3 พ.ย. 68 21:40] กร: ค่าไฟบ้านเดือนนี้ 2,643 แพงสุดของปี ใครเปิดแอร์ทั้งคืน 😅
""",
    "บ้าน/นัดหมอพ่อ.md": """# นัดหมอพ่อ (พ่อสมบูรณ์ อายุ 68)
- โรคหัวใจ + ความดัน รักษาที่ รพ.ราชสีมาเวชการ คลินิกหัวใจ ตึก 3
- นัดครั้งถัดไป 18 พฤศจิกายน 2568 เวลา 09.30 น. ตรวจคลื่นไฟฟ้าหัวใจ ไม่ต้องงดอาหาร
- ค่ายาปกติเดือนละประมาณ 1,650 บาท
- ต.ค. จ่ายรวมค่าหมอ 3,280 บาท (ตรวจเลือดเพิ่ม)
- ประกันสุขภาพไทยแคร์ ครบรอบต่ออายุทุก 1 ธ.ค.
- หมอให้ลดเค็ม เดินเช้าวันละ 20 นาที
""",
}
TODO = {"todo.md": """- โอนค่าเทอมแพรวา ก่อน 14 พ.ย.
- จ่ายประกันสุขภาพพ่อ ก่อน 30 พ.ย.
- ยืนยันจำนวนที่นอนโรงแรมแกรนด์วิวกับสยามสลีป ก่อน 15 พ.ย.
- เลือกรถส่งของคันใหม่ อีซูซุ หรือ โตโยต้า
- พาพ่อไปหาหมอ 18 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านที่นอน"
    quotes, papers, suppliers, books = shop / "ใบเสนอราคา", shop / "เอกสารร้าน", shop / "Suppliers", shop / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, papers, suppliers, books, shop / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอมแพรวา"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมแกรนด์วิว_ร่าง.docx", HOTEL_DRAFT, HOTEL_DRAFT_TABLE,
               bottom=HOTEL_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_โรงแรมแกรนด์วิว_ฉบับจริง.docx", HOTEL_FINAL, HOTEL_FINAL_TABLE,
               bottom=HOTEL_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคารถตู้ทึบ_โคราชยนตรการ.docx", VAN_ISUZU, VAN_ISUZU_TABLE, bottom=VAN_ISUZU_BOTTOM)
    write_docx(quotes / "ใบเสนอราคารถตู้ทึบ_ราชสีมามอเตอร์.docx", VAN_TOYOTA, VAN_TOYOTA_TABLE,
               bottom=VAN_TOYOTA_BOTTOM)
    write_docx(papers / "สัญญาเช่าโชว์รูม_ถ.มิตรภาพ.docx", LEASE_TOP, headings=LEASE_HEADINGS, bottom=LEASE_BOTTOM)
    write_docx(papers / "ใบแจ้งภาษีป้าย_2568.docx", SIGN_TAX)
    make_pdf(papers / "IsanBank_loan_notice_Oct2025.pdf", BANK_LETTER)
    make_pdf(suppliers / "SiamSleep_dealer_pricelist_2025.pdf", SIAMSLEEP_2025)
    write_docx(suppliers / "ราคาตัวแทน_สยามสลีป_2567.docx", SIAMSLEEP_2567, SIAMSLEEP_2567_TABLE,
               bottom=SIAMSLEEP_2567_BOTTOM)
    make_pdf(suppliers / "SiamSleep_invoice_SSI-25-4410.pdf", SIAMSLEEP_INVOICE)
    make_pdf(suppliers / "PhimaiTextile_invoice_Oct2025.pdf", PHIMAI_INVOICE)
    _shop_book(books / "ยอดขายร้าน_2568.xlsx", "2568", SHOWROOM_2568, PROJECTS_2568, ONLINE_2568, WAGES_2568,
               TRIPS_2568, KM_2568, FUEL_2568, REPAIRS_2568)
    _shop_book(books / "ยอดขายร้าน_2567.xlsx", "2567", SHOWROOM_2567, PROJECTS_2567, ONLINE_2567, WAGES_2567,
               TRIPS_2567, KM_2567, FUEL_2567, REPAIRS_2567)
    _stock_book(books / "สต็อกคงเหลือ_ต.ค.68.xlsx")
    write_slides(shop / "แผนร้านปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "KoratNet_internet_bill_Oct2025.pdf", KORATNET_BILL)
    make_pdf(home / "ประกัน" / "ThaiCare_health_renewal_2025.pdf", THAICARE_LETTER)
    write_docx(home / "ค่าเทอมแพรวา" / "ค่าเทอม_แพรวา_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมแพรวา" / "ค่าเทอม_แพรวา_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
