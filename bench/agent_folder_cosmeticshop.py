"""The cosmeticshop folder: the papers of a Thai cosmetics and skincare seller and her household, written by code.

The owner is คุณพิมพ์ชนก ทองดี (พี่พิม, Pimchanok Thongdee). She runs "ร้านพิมบิวตี้" (Pim Beauty), a skincare and
make-up kiosk K-118 on the 1st floor of ขอนแก่นซิตี้มอลล์ (Khon Kaen City Mall), อ.เมือง จ.ขอนแก่น, and sells online
on Shopee (pimbeauty.kk), TikTok Shop and LINE OA. She buys from brand distributors: บริษัท สยามเฟรช คอสเมติกส์
จำกัด (Siam Fresh Cosmetics, brands Aura and Nami) and บริษัท บิวตี้ลิงค์ เทรดดิ้ง จำกัด (BeautyLink Trading, Korean
brands). Two staff at the kiosk: น้องเฟิร์น (นางสาวกัญญาณัฐ ศรีบุญ, full time) and น้องมิ้นท์ (นางสาวณิชากร
พลราช, weekends). Her husband พี่เอก (นายธนากร ทองดี) is a teacher, her son ภูมิ (ด.ช.ภูมิภัทร ทองดี) is in ป.3, her
mother ยายใจ (นางสมใจ แสนดี) had knee surgery in November. It is November 2568 (2025).

Documents/ร้านพิมบิวตี้/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_ชุดของขวัญ_โรงแรมภูริวดี_draft.docx: draft quote QT-PB-6811-007 (3 พ.ย. 2568) to
  โรงแรมภูริวดี (คุณวรรณวิสา, คุณฝน) for New Year "Glow Gift Set": 150 sets at 690 = 103,500, deposit 51,750,
  delivery 15 ธ.ค. 2568 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_ชุดของขวัญ_โรงแรมภูริวดี_final v2.docx: the final of the same quote (10 พ.ย. 2568):
  180 sets at 650 = 117,000, deposit 50% 58,500, delivery 20 ธันวาคม 2568.
- ใบเสนอราคา/ใบเสนอราคา_เคาน์เตอร์คีออส_ช่างต้อม.docx: ช่างต้อม (นายธนพล ศรีวงศ์) quote for a new kiosk counter,
  two LED showcases and a light sign: 68,500 (no VAT), deposit 34,250, 20 days.
- ใบเสนอราคา/KKDisplay_kiosk_quotation_Q-2511-044.pdf: English quote of KK Display Design Co., Ltd. for the same
  job: subtotal 68,000, VAT 4,760, total 72,760, deposit 40% 29,104, 25 days.
- ผู้แทนจำหน่าย/SiamFresh_wholesale_pricelist_2025.pdf: English 2025 list of Siam Fresh Cosmetics (Aura Sun Shield
  SPF50+ 50 ml wholesale 285, retail 459; Vit C serum 320; ...).
- ผู้แทนจำหน่าย/ราคาส่ง_สยามเฟรช_2567.docx: last year's list of the same firm in Thai (บริษัท สยามเฟรช คอสเมติกส์
  จำกัด): the sunscreen 265 บาท, retail 429.
- ผู้แทนจำหน่าย/email_SiamFresh_new_price_Jan2026.txt: email (10 Nov 2025): from 1 January 2026 the sunscreen is
  299 and the serum 335; orders until 20 December 2025 keep 2025 prices.
- ผู้แทนจำหน่าย/BeautyLink_invoice_INV-6810-0457.pdf: English invoice 28 Oct 2025 for Korean products: 45,000 +
  VAT 3,150 = 48,150; deposit received 20,000; balance 28,150 due 15 Nov 2025.
- ผู้แทนจำหน่าย/ใบเสร็จ_บิวตี้ลิงค์_RC-6811-0213.docx: the Thai receipt for the balance of that order, 28,150.00,
  paid 12 พฤศจิกายน 2568.
- ห้าง/KKCityMall_kiosk_invoice_Oct2025.pdf: the mall's October bill for kiosk K-118: rent 18,500, CAM 2,200,
  electricity 224 kWh 1,364.16, VAT 1,544.49, total 23,608.65, due 10 Nov 2025.
- ห้าง/KKCityMall_lease_renewal_2026.pdf: lease renewal letter: rent 19,800 a month from 1 Jan 2026 (was 18,500),
  deposit 59,400 (top-up 3,900), sign by 28 Nov 2025.
- บัญชี/ยอดขายร้าน_2568.xlsx: this year's book, two sheets (sales by month and channel: kiosk, Shopee, TikTok,
  LINE/FB; expenses by month: goods, kiosk rent, staff, ads, shipping), January to October.
- บัญชี/ยอดขายร้าน_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/สต๊อกคงเหลือ_31ต.ค.68.xlsx: stock count on 31 Oct 2568, items, units, cost, value.
- บัญชี/ค่าจ้างพนักงาน_ต.ค.68.md: October pay: เฟิร์น 12,500 + 2% commission 2,758 = 15,258; มิ้นท์ 15 days x 450
  = 6,750; 22,008 in all.
- บัญชี/ค่าแอด_ต.ค.68.md: October ad spend, Facebook 4,200, TikTok 7,800, Shopee 4,500, 16,500 in all.
- บัญชี/Shopee payout Oct 2025.pdf: Shopee income statement for October: gross 96,430.00, fees, net payout
  84,212.35 on 3 Nov 2025.
- เอกสารร้าน/MekongBank_SME_loan_approval_Nov2025.pdf: English letter from Mekong Commercial Bank approving a
  200,000 SME loan, 7.50%, 36 months, 6,220 a month, first due 5 Jan 2026, sign by 25 Nov 2025.
- แชท/แชทไลน์_คุณฝน_โรงแรมภูริวดี.txt: LINE chat with the hotel: 690 asked, 600 offered, 650 settled for 180 sets;
  later 200 sets at 650 = 130,000 (balance 71,500).
- แชท/แชทไลน์_กลุ่มร้าน_PimBeauty.txt: the shop's staff LINE group (shifts, stock, 11.11 sales).
- แผนการตลาด_ปลายปี2568.pptx: slides, the year-end marketing plan (Q4 target 900,000, 12.12, gift sets, counter).
- สคริปต์ไลฟ์_TikTok.md: her live-selling script with live promo prices.

Documents/บ้าน/ (the household)
- ค่าไฟ/PEA_bill_Sep2025.pdf (2,136.73, due 30 Sep 2025) and ค่าไฟ/PEA_bill_Oct2025.pdf (2,377.19, due
  31 Oct 2025): English house electricity bills.
- ประกัน/SahamitInsurance_car_renewal_2026.pdf: car insurance renewal for the Honda City, 18,900 (last year
  17,650), pay by 5 Dec 2025.
- ค่าเทอมภูมิ/ค่าเทอม_ภูมิ_เทอม1-2568.docx and ค่าเทอม_ภูมิ_เทอม2-2568.docx: school fee notices (17,850; 18,650).
- ยายใจ/ใบแจ้งค่ารักษา_ยายใจ_รพ.ศรีจันทร์เวชการ.docx: mother's hospital bill, knee arthroscopy 3-7 พ.ย. 2568:
  86,450 in all, insurance pays 60,000, self-pay 26,450.
- ยายใจ/นัดหมอยายใจ.md: notes on the mother's follow-up and physiotherapy.
- เงินกู้/ใบแจ้งยอดหนี้_สหกรณ์ครู_พี่เอก.docx: the husband's teachers' co-op loan statement: balance 412,300,
  9,850 deducted a month.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_ครอบครัวทองดี.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้านพิมบิวตี้ (Pim Beauty) คีออส K-118 ชั้น 1 ขอนแก่นซิตี้มอลล์ ถ.มิตรภาพ อ.เมือง จ.ขอนแก่น 40000 "
            "โทร 089-314-6627 LINE @pimbeauty")

# ---------------------------------------------------------------- gift-set quotes to the hotel
GIFT_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-PB-6811-007",
    "วันที่ 3 พ.ย. 2568",
    "เรียน คุณวรรณวิสา ศรีประเสริฐ (คุณฝน) ฝ่ายบุคคล โรงแรมภูริวดี ขอนแก่น",
    "เรื่อง ชุดของขวัญปีใหม่สำหรับพนักงาน Glow Gift Set",
]
GIFT_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)"),
    ("Glow Gift Set: เซรั่มวิตซี Aura 15 มล. + กันแดด Aura 20 มล. + ลิปบาล์ม Nami + ถุงผ้าสกรีนโลโก้โรงแรม",
     "150 ชุด", "690", "103,500"),
    ("รวมทั้งสิ้น", "", "", "103,500"),
]
GIFT_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 103,500 บาท (หนึ่งแสนสามพันห้าร้อยบาทถ้วน)",
    "มัดจำ 50% = 51,750 บาท ส่วนที่เหลือชำระวันส่งของ กำหนดส่ง 15 ธ.ค. 2568",
    "ร่าง ยังไม่ได้ส่ง รอเช็กราคาเซรั่มกับสยามเฟรชก่อน",
]
GIFT_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-PB-6811-007 (ฉบับแก้ไข v2)",
    "วันที่ 10 พฤศจิกายน 2568",
    "เรียน คุณวรรณวิสา ศรีประเสริฐ ฝ่ายบุคคล โรงแรมภูริวดี ขอนแก่น",
    "เรื่อง ชุดของขวัญปีใหม่สำหรับพนักงาน Glow Gift Set พร้อมการ์ดอวยพรและริบบิ้น",
]
GIFT_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อชุด (บาท)", "รวม (บาท)"),
    ("Glow Gift Set: เซรั่มวิตซี Aura 15 มล. + กันแดด Aura 20 มล. + ลิปบาล์ม Nami + ถุงผ้าสกรีนโลโก้โรงแรม",
     "180 ชุด", "650", "117,000"),
    ("การ์ดอวยพรปีใหม่และริบบิ้นผูกกล่อง", "180 ชุด", "แถมฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "117,000"),
]
GIFT_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 117,000 บาท (หนึ่งแสนหนึ่งหมื่นเจ็ดพันบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "มัดจำ 50% = 58,500 บาท เมื่อยืนยันสั่งซื้อ ส่วนที่เหลือชำระวันส่งของ",
    "กำหนดส่งของ 20 ธันวาคม 2568 ส่งถึงโรงแรมฟรี",
    "ราคานี้ยืนถึง 30 พฤศจิกายน 2568",
    "ลงชื่อ พิมพ์ชนก ทองดี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- kiosk counter quotes
COUNTER_TOM = [
    "ร้านต้อมเฟอร์นิเจอร์ รับทำบิวท์อิน เคาน์เตอร์ร้านค้า",
    "112/4 ถ.ศรีจันทร์ อ.เมือง จ.ขอนแก่น โทร 081-772-5409",
    "ใบเสนอราคา เลขที่ 2568/091  วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณพิมพ์ชนก ทองดี ร้านพิมบิวตี้",
    "เรื่อง เคาน์เตอร์คีออสใหม่ K-118 ขอนแก่นซิตี้มอลล์",
]
COUNTER_TOM_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เคาน์เตอร์คีออส ไม้ MDF ปิดผิวลามิเนตขาวเงา ขนาด 2.4 x 2.4 ม.", "1 ชุด", "42,000", "42,000"),
    ("ตู้กระจกโชว์สินค้า ไฟ LED", "2 ตู้", "8,500", "17,000"),
    ("ป้ายไฟชื่อร้าน", "1 ป้าย", "6,500", "6,500"),
    ("ค่าติดตั้งกลางคืนหลังห้างปิด", "1 งาน", "3,000", "3,000"),
    ("รวมทั้งสิ้น", "", "", "68,500"),
]
COUNTER_TOM_BOTTOM = [
    "รวมทั้งสิ้น 68,500 บาท (ร้านไม่ได้จด VAT ไม่มีใบกำกับภาษี)",
    "มัดจำ 50% = 34,250 บาท งานเสร็จภายใน 20 วันหลังรับมัดจำ",
    "รับประกันงาน 1 ปี",
    "ช่างต้อม (นายธนพล ศรีวงศ์)",
]
COUNTER_KK = [
    "KK DISPLAY DESIGN CO., LTD.\n"
    "Shop fittings, kiosks and retail display - 55/9 Mittraphap Road, Mueang, Khon Kaen 40000\n"
    "Tax ID 0405561002318   Tel. 043-306-118\n"
    "\n"
    "QUOTATION No. Q-2511-044     Date: 7 Nov 2025\n"
    "To: Pim Beauty (Ms. Pimchanok Thongdee), Kiosk K-118, Khon Kaen City Mall\n"
    "Subject: New kiosk counter and display\n"
    "\n"
    "Kiosk counter 2.4 x 2.4 m, acrylic and laminate      1 set        45,000.00\n"
    "Glass showcase with LED lighting                       2 x 7,900    15,800.00\n"
    "Lightbox sign with shop logo                           1 unit        5,200.00\n"
    "Night installation (after mall hours)                  1 job         2,000.00\n"
    "Subtotal                                                            68,000.00\n"
    "VAT 7%                                                               4,760.00\n"
    "TOTAL                                                               72,760.00 THB\n"
    "\n"
    "Deposit 40% (29,104.00 THB) on order. Completion 25 days after deposit.\n"
    "Warranty 2 years on structure and LED. Free 3D drawing before production.\n"
    "Valid until 7 Dec 2025.\n"
    "Sales: Khun Jirayu 086-455-2091",
]

# ---------------------------------------------------------------- distributors
SIAMFRESH_2025 = [
    "SIAM FRESH COSMETICS CO., LTD.\n"
    "Distributor of Aura Skincare and Nami Makeup - 88 Soi Ladprao 71, Bangkok 10230\n"
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per unit, excluding VAT.\n"
    "\n"
    "Product                                   Wholesale   Suggested retail\n"
    "Aura Sun Shield SPF50+ PA++++ 50 ml          285           459\n"
    "Aura Vit C Bright Serum 30 ml                320           590\n"
    "Aura Hya Moist Gel Cream 50 g                245           420\n"
    "Aura Gentle Cleansing Water 300 ml           155           279\n"
    "Nami Velvet Lip Tint 4 g                      89           169\n"
    "Nami Glow Cushion SPF35 15 g                 310           550\n"
    "\n"
    "Minimum order 15,000 THB. Free delivery for orders of 30,000 THB or more.\n"
    "Payment: 30 days credit for registered shops.\n"
    "Contact: Kanokwan Saetang, kanokwan@siamfresh.co.th, 02-539-4410",
]
SIAMFRESH_2567 = ["บริษัท สยามเฟรช คอสเมติกส์ จำกัด ผู้แทนจำหน่ายออร่าสกินแคร์ และนามิเมคอัพ",
                  "ใบราคาส่ง ปี 2567 (มกราคม – ธันวาคม 2567)",
                  "ราคาต่อชิ้น ยังไม่รวมภาษีมูลค่าเพิ่ม"]
SIAMFRESH_2567_TABLE = [
    ("สินค้า", "ราคาส่ง", "ราคาขายปลีกแนะนำ"),
    ("กันแดดออร่า ซันชีลด์ SPF50+ PA++++ 50 มล.", "265 บาท", "429 บาท"),
    ("เซรั่มออร่า วิตซี ไบรท์ 30 มล.", "299 บาท", "559 บาท"),
    ("เจลครีมออร่า ไฮยา มอยส์ 50 ก.", "230 บาท", "399 บาท"),
    ("คลีนซิ่งวอเตอร์ออร่า 300 มล.", "145 บาท", "259 บาท"),
    ("ลิปทินท์นามิ เวลเวท 4 ก.", "85 บาท", "159 บาท"),
    ("คุชชั่นนามิ โกลว์ SPF35 15 ก.", "295 บาท", "520 บาท"),
]
SIAMFRESH_2567_BOTTOM = ["สั่งขั้นต่ำ 10,000 บาท ส่งฟรีเมื่อสั่งครบ 25,000 บาท",
                         "เครดิต 30 วัน ติดต่อ คุณกนกวรรณ แซ่ตั้ง 02-539-4410"]
SIAMFRESH_EMAIL = """From: Kanokwan Saetang <kanokwan@siamfresh.co.th>
To: Pim Beauty <pimbeauty.kk@gmail.com>
Date: Mon, 10 Nov 2025 09:42:17 +0700
Subject: Price adjustment from 1 January 2026 / แจ้งปรับราคา

Dear Khun Pim,

Thank you for your support of Aura and Nami this year.

Because of higher costs of raw materials and import duty, Siam Fresh Cosmetics will adjust
wholesale prices from 1 January 2026:

- Aura Sun Shield SPF50+ 50 ml: 285 -> 299 THB
- Aura Vit C Bright Serum 30 ml: 320 -> 335 THB
- Nami Glow Cushion SPF35 15 g: 310 -> 325 THB
Other items stay at 2025 prices.

Orders placed until 20 December 2025 will be charged at 2025 prices and delivered before
the New Year. The free delivery minimum will be 30,000 THB as now.

The suggested retail price of the sunscreen will be 479 THB.

Best regards,
Kanokwan Saetang
Key Account, North-East
Siam Fresh Cosmetics Co., Ltd.
"""
BEAUTYLINK_INVOICE = [
    "BEAUTYLINK TRADING CO., LTD.\n"
    "Importer of Korean skincare - 21/7 Ratchadaphisek Road, Huai Khwang, Bangkok 10310\n"
    "Tax ID 0105559018824\n"
    "\n"
    "INVOICE / TAX INVOICE   No. INV-6810-0457     Date: 28 Oct 2025\n"
    "Customer: Pim Beauty (Ms. Pimchanok Thongdee), Kiosk K-118, Khon Kaen City Mall\n"
    "\n"
    "Dewberry Sheet Mask (box of 10)      60 boxes  x 180.00    10,800.00\n"
    "Hanbit Cica Toner 200 ml             48 pcs    x 310.00    14,880.00\n"
    "Hanbit Cleansing Foam 150 ml         72 pcs    x 145.00    10,440.00\n"
    "Mochi Lip Sleeping Mask 20 g         60 pcs    x 148.00     8,880.00\n"
    "Subtotal                                                   45,000.00\n"
    "VAT 7%                                                      3,150.00\n"
    "TOTAL                                                      48,150.00 THB\n"
    "\n"
    "Less deposit received 20 Oct 2025                         -20,000.00\n"
    "BALANCE DUE                                                28,150.00 THB\n"
    "Balance due date: 15 Nov 2025\n"
    "Transfer to BeautyLink Trading Co., Ltd., account 214-3-77810-5.",
]
BEAUTYLINK_RECEIPT = [
    "บริษัท บิวตี้ลิงค์ เทรดดิ้ง จำกัด",
    "21/7 ถ.รัชดาภิเษก แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพฯ 10310  เลขประจำตัวผู้เสียภาษี 0105559018824",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-0213",
    "วันที่ 12 พฤศจิกายน 2568",
    "ได้รับเงินจาก ร้านพิมบิวตี้ (นางพิมพ์ชนก ทองดี) คีออส K-118 ขอนแก่นซิตี้มอลล์",
    "ชำระค่าสินค้าส่วนที่เหลือ ตามใบแจ้งหนี้ INV-6810-0457 ลงวันที่ 28/10/68",
]
BEAUTYLINK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวม VAT)", "48,150.00"),
    ("หัก เงินมัดจำที่ชำระแล้ว 20/10/68", "20,000.00"),
    ("รับชำระครั้งนี้", "28,150.00"),
]
BEAUTYLINK_RECEIPT_BOTTOM = [
    "รับชำระครั้งนี้ 28,150.00 บาท (สองหมื่นแปดพันหนึ่งร้อยห้าสิบบาทถ้วน) โอนเข้าบัญชีบริษัท",
    "ยอดคงค้าง 0.00 บาท",
    "ผู้รับเงิน นางสาวอรอุมา ทองคำ ฝ่ายการเงิน",
]

# ---------------------------------------------------------------- mall
MALL_INVOICE = [
    "KHON KAEN CITY MALL CO., LTD.\n"
    "99 Mittraphap Road, Nai Mueang, Mueang, Khon Kaen 40000   Tel. 043-009-200\n"
    "\n"
    "INVOICE No. KCM-2510-K118       Date: 1 Nov 2025\n"
    "Tenant: Pim Beauty (Ms. Pimchanok Thongdee)   Unit: Kiosk K-118, 1st floor\n"
    "Period: October 2025\n"
    "\n"
    "Kiosk rent                                        18,500.00\n"
    "Common area and service charge (CAM)               2,200.00\n"
    "Electricity, sub-meter 1,208 -> 1,432 = 224 kWh x 6.09   1,364.16\n"
    "Subtotal                                          22,064.16\n"
    "VAT 7%                                             1,544.49\n"
    "TOTAL                                             23,608.65 THB\n"
    "\n"
    "Due date: 10 Nov 2025. A late fee of 1.5% a month applies.\n"
    "Pay by transfer to Khon Kaen City Mall Co., Ltd. or at the mall office, 3rd floor.",
]
MALL_RENEWAL = [
    "KHON KAEN CITY MALL CO., LTD.\n"
    "Leasing Department\n"
    "\n"
    "5 November 2025\n"
    "Ref: KCM-LS/2568/0877\n"
    "Subject: Renewal of lease, Kiosk K-118\n"
    "\n"
    "Dear Ms. Pimchanok Thongdee (Pim Beauty),\n"
    "\n"
    "Your lease of Kiosk K-118 ends on 31 Dec 2025. We are pleased to offer a renewal:\n"
    "New term: 1 Jan 2026 - 31 Dec 2026 (12 months)\n"
    "Kiosk rent: 19,800 THB per month (current rent 18,500 THB)\n"
    "Common area and service charge: 2,200 THB per month (unchanged)\n"
    "Security deposit: 3 months of rent = 59,400 THB\n"
    "Deposit now held: 55,500 THB. Top-up due on signing: 3,900 THB\n"
    "\n"
    "Kiosk K-118 may be refitted in January 2026; designs must be approved by the mall\n"
    "before work starts, and installation is allowed only after 22:00.\n"
    "\n"
    "Please sign and return the renewal agreement by 28 Nov 2025. After this date the\n"
    "space may be offered to other tenants.\n"
    "\n"
    "Yours sincerely,\n"
    "Sasithorn Boonrueang\n"
    "Leasing Manager",
]
SHOPEE_PAYOUT = [
    "SHOPEE SELLER CENTRE - INCOME STATEMENT\n"
    "Shop: pimbeauty.kk   Seller: Pimchanok Thongdee\n"
    "Period: 1 Oct 2025 - 31 Oct 2025\n"
    "Completed orders: 412\n"
    "\n"
    "Gross merchandise sales                   96,430.00\n"
    "Seller-funded vouchers                    -2,150.00\n"
    "Commission fee                            -5,262.60\n"
    "Transaction fee                           -2,893.05\n"
    "Shipping fee charged to seller            -1,912.00\n"
    "Total deductions                         -12,217.65\n"
    "NET PAYOUT                                84,212.35 THB\n"
    "\n"
    "Paid to bank account xxx-x-x4418-x on 3 Nov 2025.\n"
    "Returns and refunds in the period: 6 orders, 1,184.00 (already deducted from gross).",
]
BANK_LETTER = [
    "MEKONG COMMERCIAL BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Na Mueang Road, Mueang Khon Kaen 40000  Tel. 043-224-610\n"
    "\n"
    "12 November 2025\n"
    "Ref: MCB-KK/SME-2568/0514\n"
    "Subject: Approval of SME Working Capital Loan\n"
    "\n"
    "Dear Ms. Pimchanok Thongdee,\n"
    "Pim Beauty, Kiosk K-118, Khon Kaen City Mall\n"
    "\n"
    "We are pleased to inform you that your loan application has been approved on these terms:\n"
    "Purpose: new kiosk counter and year-end stock\n"
    "Loan amount: 200,000 THB\n"
    "Interest rate: 7.50% per year, fixed for the full term\n"
    "Term: 36 months\n"
    "Monthly instalment: 6,220 THB\n"
    "First instalment due: 5 Jan 2026\n"
    "Guarantor: Mr. Thanakorn Thongdee\n"
    "Front-end fee: 1,000 THB\n"
    "\n"
    "Please come to the branch to sign the loan agreement by 25 Nov 2025, with your ID card,\n"
    "house registration, six months of bank statements and the guarantor's salary slip.\n"
    "\n"
    "Yours sincerely,\n"
    "Nattaya Srisawat\n"
    "SME Relationship Officer",
]

# ---------------------------------------------------------------- books
KIOSK_2568 = [142300, 128600, 135900, 151200, 138400, 126700, 131500, 129800, 124600, 137900]
SHOPEE_2568 = [71200, 68400, 74900, 80300, 77600, 72100, 79400, 83900, 88200, 96430]
TIKTOK_2568 = [18600, 22400, 27800, 31500, 35200, 38900, 42600, 46300, 51800, 58400]
LINE_2568 = [12400, 11800, 13200, 14600, 12900, 11700, 12300, 13100, 12800, 15600]
GOODS_2568 = [131500, 124800, 138200, 149600, 141300, 133900, 142700, 148100, 152400, 169800]
RENT_2568 = [20700] * 10
STAFF_2568 = [19800, 19800, 20100, 21300, 20500, 19900, 20600, 20400, 20200, 22008]
ADS_2568 = [8200, 7600, 9100, 11800, 10400, 9300, 10900, 12600, 13800, 16500]
SHIP_2568 = [3400, 3300, 3700, 4100, 4000, 3800, 4200, 4500, 4900, 5600]
KIOSK_2567 = [128400, 119200, 124800, 139600, 127300, 118500, 121900, 120400, 117800, 126300, 138900, 171200]
SHOPEE_2567 = [52300, 49800, 55100, 59400, 57200, 53800, 58600, 61200, 64700, 69300, 82600, 94800]
TIKTOK_2567 = [4200, 5100, 6300, 7800, 8600, 9900, 11200, 12800, 13900, 15600, 18200, 24500]
LINE_2567 = [10800, 10200, 11400, 12600, 11300, 10400, 10900, 11600, 11200, 12100, 14300, 17800]
GOODS_2567 = [109200, 101800, 110400, 121300, 114500, 107200, 113900, 117600, 119800, 128400, 146200, 172500]
RENT_2567 = [19900] * 12
STAFF_2567 = [17500, 17500, 17800, 18600, 18200, 17600, 18100, 17900, 17800, 18400, 19300, 21700]
ADS_2567 = [5400, 5100, 6200, 7100, 6800, 6300, 7400, 8100, 8600, 9200, 12700, 15300]
SHIP_2567 = [2600, 2500, 2800, 3100, 3000, 2800, 3100, 3300, 3500, 3700, 4600, 5400]


def _sales_book(path: Path, year: str, channels: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้านพิมบิวตี้ ปี {year} (Monthly sales by channel {year})"])
    sales.append(["เดือน (Month)", "หน้าร้านคีออส (Kiosk)", "Shopee", "TikTok Shop", "LINE/Facebook",
                  "รวม (Total, THB)"])
    months = len(channels[0])
    for index in range(months):
        row = [column[index] for column in channels]
        sales.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sales.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in channels]
                 + [sum(sum(column) for column in channels)])
    for column in range(2, 7):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายร้าน ปี {year} (Shop expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าสินค้า (Goods bought)", "ค่าเช่าคีออส+ส่วนกลาง (Kiosk rent + CAM)",
                  "ค่าจ้างพนักงาน (Staff)", "ค่าโฆษณา (Ads)", "ค่าส่ง/แพ็ก (Shipping, packing)", "รวม (Total)"])
    for index in range(months):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


STOCK = [
    ("กันแดด Aura Sun Shield SPF50+ 50 มล.", "Aura", 46, 285),
    ("เซรั่ม Aura Vit C Bright 30 มล.", "Aura", 31, 320),
    ("เจลครีม Aura Hya Moist 50 ก.", "Aura", 24, 245),
    ("คลีนซิ่งวอเตอร์ Aura 300 มล.", "Aura", 38, 155),
    ("ลิปทินท์ Nami Velvet 4 ก.", "Nami", 112, 89),
    ("คุชชั่น Nami Glow SPF35", "Nami", 19, 310),
    ("แผ่นมาส์ก Dewberry (กล่อง 10 แผ่น)", "Dewberry", 52, 180),
    ("โทนเนอร์ Hanbit Cica 200 มล.", "Hanbit", 40, 310),
    ("โฟมล้างหน้า Hanbit 150 มล.", "Hanbit", 63, 145),
    ("ลิปสลีปปิ้งมาส์ก Mochi 20 ก.", "Mochi", 55, 148),
]


def _stock_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "สต๊อก 31 ต.ค. 68"
    sheet.append(["นับสต๊อกคงเหลือ ณ 31/10/68 (Stock count 31 Oct 2025) นับโดย เฟิร์น + มิ้นท์"])
    sheet.append(["สินค้า (Item)", "ยี่ห้อ (Brand)", "คงเหลือ (Units)", "ต้นทุน/ชิ้น (Unit cost)",
                  "มูลค่า (Value, THB)"])
    for item, brand, units, cost in STOCK:
        sheet.append([item, brand, units, cost, units * cost])
    sheet.append(["รวม (Total)", "", sum(s[2] for s in STOCK), "", sum(s[2] * s[3] for s in STOCK)])
    for column in (3, 4, 5):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2048.55, "PEA"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1287, ""), ("ค่ากับข้าว (Food)", 11400, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, "Honda City"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""), ("ส่งให้ยายใจ (Money for mum)", 3000, "")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2136.73, "PEA"), ("ค่าน้ำประปา (Water)", 301, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1287, ""), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 3920, "Honda City"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 3200, "คณิต + อังกฤษ + ค่าชีทสอบ"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""), ("ส่งให้ยายใจ (Money for mum)", 3000, ""),
                  ("ค่าซ่อมแอร์ห้องนอน (Air-con repair)", 1800, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2377.19, "PEA"), ("ค่าน้ำประปา (Water)", 274, ""),
                  ("เน็ตบ้าน + มือถือ (Internet, phones)", 1287, ""), ("ค่ากับข้าว (Food)", 11900, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4080, "Honda City"),
                  ("ค่าเรียนพิเศษภูมิ (Tutoring)", 2400, "คณิต + อังกฤษ"),
                  ("ค่ารถตู้รับส่งภูมิ (School van)", 1500, ""), ("ส่งให้ยายใจ (Money for mum)", 3000, ""),
                  ("ค่าตรวจ MRI เข่ายายใจ (Mum's knee MRI)", 6500, "รพ.ศรีจันทร์เวชการ")],
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
def _pea(month: str, period: str, read: str, units: int, energy: str, ft: str, vat: str, due_amount: str,
         due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
        f"ELECTRICITY BILL / NOTICE OF PAYMENT - {month}\n"
        "Account name: Mr. Thanakorn Thongdee\n"
        "Address: 219/35 Moo 7, Ban Pet, Mueang Khon Kaen 40000 (house)\n"
        "Customer no. 020061173352\n"
        f"Billing period: {period}\n"
        f"Meter reading: {read}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {due_amount} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
    ]


PEA_SEP = _pea("September 2025", "18 Aug 2025 - 17 Sep 2025", "31,204 -> 31,616", 412, "1,807.43", "151.29",
               "139.79", "2,136.73", "30 Sep 2025")
PEA_OCT = _pea("October 2025", "18 Sep 2025 - 17 Oct 2025", "31,616 -> 32,074", 458, "2,015.27", "168.18",
               "155.52", "2,377.19", "31 Oct 2025")
CAR_INSURANCE = [
    "SAHAMIT INSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Branch, Prachasamoson Road\n"
    "3 November 2025\n"
    "\n"
    "MOTOR INSURANCE RENEWAL NOTICE\n"
    "Policy holder: Ms. Pimchanok Thongdee\n"
    "Vehicle: Honda City 1.0 Turbo SV, 2021, plate 7 Kor Kor 4821 Khon Kaen\n"
    "Policy no. SMI-V1-6607-22418, expires 7 Dec 2025\n"
    "\n"
    "Renewal cover: Type 1, sum insured 420,000 THB, garage repair (dealer)\n"
    "Renewal premium: 18,900 THB incl. stamp duty and VAT (last year 17,650 THB;\n"
    "no-claim discount lost after the claim of 14 Mar 2025)\n"
    "Please pay by 5 Dec 2025 to keep continuous cover.\n"
    "Compulsory motor insurance (CMI) is not included: 645 THB, renew with the vehicle tax.\n"
    "\n"
    "Pay by transfer, credit card (3 instalments at 0%), or through your agent\n"
    "Khun Wipawee (081-660-3327).",
]


def _fees(term: str, rows: list[tuple[str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนวรพัฒน์วิทยา ขอนแก่น", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ช.ภูมิภัทร ทองดี  ชั้น ป.3/2  เลขประจำตัว 41763"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระผ่าน QR Code ท้ายใบแจ้ง หรือที่ห้องการเงินอาคาร 1",
              "ผู้ปกครอง นายธนากร ทองดี / นางพิมพ์ชนก ทองดี"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "12,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าหนังสือและชุดกีฬา", "1,750")], "17,850", "16 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "12,500"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
                           ("ค่าเรียนภาษาอังกฤษเสริม (EP)", "1,800"), ("ค่ากิจกรรมทัศนศึกษา", "750")],
                "18,650", "14 พฤศจิกายน 2568")
HOSPITAL = [
    "โรงพยาบาลศรีจันทร์เวชการ ขอนแก่น",
    "ใบแจ้งค่ารักษาพยาบาล (ผู้ป่วยใน)  เลขที่ IPD-68-11-0342",
    "ชื่อผู้ป่วย นางสมใจ แสนดี  อายุ 67 ปี  HN 55-018274",
    "รับไว้ 3 พฤศจิกายน 2568  จำหน่าย 7 พฤศจิกายน 2568 (4 คืน)",
    "การวินิจฉัย หมอนรองข้อเข่าซ้ายฉีกขาด  การรักษา ผ่าตัดส่องกล้องข้อเข่า",
    "แพทย์ผู้รักษา นพ.กิตติพงษ์ วงศ์ใหญ่ (ศัลยแพทย์กระดูกและข้อ)",
]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าห้องพักและค่าอาหาร 4 คืน x 2,800", "11,200"),
    ("ค่าแพทย์ผ่าตัดและค่าแพทย์เยี่ยม", "18,000"),
    ("ค่าห้องผ่าตัดและค่าวิสัญญี", "21,350"),
    ("ค่ายาและเวชภัณฑ์", "9,400"),
    ("ค่าอุปกรณ์การแพทย์ (ชุดกล้องส่องข้อ ใบมีดไฟฟ้า)", "22,800"),
    ("ค่ากายภาพบำบัด", "3,700"),
    ("รวมค่ารักษาทั้งสิ้น", "86,450"),
    ("หัก บริษัทประกันสุขภาพไทยสุขประกันภัย จ่ายตรง", "60,000"),
    ("ผู้ป่วยชำระเอง", "26,450"),
]
HOSPITAL_BOTTOM = [
    "ชำระแล้ว 26,450 บาท ด้วยบัตรเครดิต วันที่ 7 พฤศจิกายน 2568 (ผู้ชำระ นางพิมพ์ชนก ทองดี บุตรสาว)",
    "นัดตรวจติดตามและตัดไหม 21 พฤศจิกายน 2568 เวลา 10.00 น. คลินิกกระดูกและข้อ ชั้น 2",
]
COOP_LOAN = [
    "สหกรณ์ออมทรัพย์ครูขอนแก่น จำกัด",
    "ใบแจ้งยอดหนี้และทุนเรือนหุ้น ณ วันที่ 31 ตุลาคม 2568",
    "สมาชิก นายธนากร ทองดี  เลขทะเบียน 18342  สังกัด โรงเรียนบ้านโนนทัน",
]
COOP_LOAN_TABLE = [
    ("รายการ", "จำนวน"),
    ("เงินกู้สามัญ สัญญาเลขที่ สม.64/1187 วงเงิน", "600,000 บาท"),
    ("ยอดเงินกู้คงเหลือ", "412,300 บาท"),
    ("หักจากเงินเดือนงวดละ (ต้น 7,400 + ดอกเบี้ย 2,450)", "9,850 บาท"),
    ("งวดที่ชำระแล้ว / ทั้งหมด", "52 / 120 งวด"),
    ("ทุนเรือนหุ้นสะสม", "186,000 บาท"),
]
COOP_LOAN_BOTTOM = ["อัตราดอกเบี้ยเงินกู้สามัญ 5.75% ต่อปี",
                    "สมาชิกสามารถยื่นกู้เพิ่มได้เมื่อชำระครบ 60 งวด"]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(KIOSK_2568) + sum(SHOPEE_2568) + sum(TIKTOK_2568) + sum(LINE_2568)
    return [
        ("แผนการตลาดร้านพิมบิวตี้ ปลายปี 2568", "Pim Beauty - Q4 2025 plan\nพิม  พฤศจิกายน 2568"),
        ("ผลงานปี 2568 ถึง ต.ค.", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\n"
                                 "TikTok โตเร็วที่สุด ต.ค. 58,400 บาท\nหน้าร้านคีออสทรงตัว"),
        ("เป้า Q4", "ยอดขาย ต.ค.–ธ.ค. รวม 900,000 บาท\nแคมเปญ 11.11 และ 12.12 ทั้ง Shopee และ TikTok\n"
                    "ไลฟ์ทุกวันอังคาร พฤหัส 20.00 น."),
        ("ชุดของขวัญองค์กร", "ขายชุดของขวัญปีใหม่ให้โรงแรม บริษัท โรงพยาบาล\nเป้า 3 องค์กร 400 ชุด"),
        ("เคาน์เตอร์ใหม่", "เปลี่ยนเคาน์เตอร์คีออส ม.ค. 2569 งบประมาณไม่เกิน 75,000 บาท\n"
                          "ใช้เงินกู้ธนาคาร + เงินหมุนร้าน\nต้องส่งแบบให้ห้างอนุมัติก่อน"),
        ("สินค้าใหม่", "เพิ่มสกินแคร์เกาหลีจากบิวตี้ลิงค์\nลองขายเซ็ตกันแดด + คลีนซิ่ง ราคาพิเศษ"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้านพิมบิวตี้/แชท/แชทไลน์_คุณฝน_โรงแรมภูริวดี.txt": """[1 พ.ย. 68 13:20] คุณฝน โรงแรมภูริวดี: สวัสดีค่ะพี่พิม โรงแรมอยากได้ชุดของขวัญปีใหม่ให้พนักงาน ประมาณ 150-180 ชุด มีเซ็ตแนะนำไหมคะ
[1 พ.ย. 68 13:45] พิม Pim Beauty: ได้ค่ะ เป็นเซ็ตเซรั่มวิตซี + กันแดด + ลิปบาล์ม ใส่ถุงผ้าสกรีนโลโก้โรงแรม เบื้องต้นชุดละ 690 ค่ะ
[4 พ.ย. 68 10:02] คุณฝน โรงแรมภูริวดี: งบที่ได้มาชุดละ 600 ค่ะพี่ ถ้าเอา 180 ชุดได้ไหมคะ
[4 พ.ย. 68 10:30] พิม Pim Beauty: 600 ไม่ไหวจริงๆ ค่ะ ต้นทุนเซรั่มขึ้น ต่ำสุด 650 แถมการ์ดอวยพรกับริบบิ้นให้ค่ะ
[4 พ.ย. 68 11:15] คุณฝน โรงแรมภูริวดี: โอเคค่ะ 650 จำนวน 180 ชุด รบกวนส่งใบเสนอราคาใหม่นะคะ
[10 พ.ย. 68 09:05] พิม Pim Beauty: ส่งใบเสนอราคาฉบับแก้ให้แล้วค่ะ 180 ชุด ชุดละ 650 รวม 117,000 บาท ส่งของ 20 ธ.ค. ค่ะ
[12 พ.ย. 68 14:40] คุณฝน โรงแรมภูริวดี: โอนมัดจำ 58,500 แล้วนะคะพี่
[12 พ.ย. 68 14:52] พิม Pim Beauty: ได้รับแล้วค่ะ ขอบคุณค่ะ
[17 พ.ย. 68 16:10] คุณฝน โรงแรมภูริวดี: พี่พิมคะ ผู้บริหารขอเพิ่มอีก 20 ชุดให้แผนกแม่บ้าน เป็น 200 ชุด ขอลดเหลือชุดละ 630 ได้ไหมคะ
[17 พ.ย. 68 16:35] พิม Pim Beauty: 630 ไม่ไหวค่ะ ขอคงชุดละ 650 นะคะ 200 ชุด รวม 130,000 บาท หักมัดจำ 58,500 เหลือจ่ายวันส่งของ 71,500 ค่ะ
[17 พ.ย. 68 16:41] คุณฝน โรงแรมภูริวดี: ตกลงค่ะ 200 ชุด 130,000 บาท ส่ง 20 ธ.ค. เหมือนเดิมนะคะ
""",
    "ร้านพิมบิวตี้/แชท/แชทไลน์_กลุ่มร้าน_PimBeauty.txt": """[2 พ.ย. 68 09:55] เฟิร์น: พี่พิมคะ กันแดด Aura เหลือหน้าร้าน 8 หลอดแล้วค่ะ
[2 พ.ย. 68 10:10] พี่พิม: เดี๋ยวพี่เอามาเติมจากบ้าน 20 หลอด สต๊อกที่บ้านยังมี
[5 พ.ย. 68 18:30] มิ้นท์: พี่คะ เสาร์ที่ 8 หนูขอสลับไปอาทิตย์ที่ 9 ได้ไหมคะ มีสอบ
[5 พ.ย. 68 18:42] พี่พิม: ได้จ้ะ เฟิร์นอยู่เสาร์แทนนะ เดี๋ยวพี่จ่ายโอทีให้ 450
[9 พ.ย. 68 20:15] เฟิร์น: ลูกค้าเอาคุชชั่นมาคืน บอกแพ้ค่ะ เปิดใช้ไปแล้ว
[9 พ.ย. 68 20:22] พี่พิม: เปลี่ยนเป็นเจลครีมให้ได้ ส่วนต่างไม่ต้องเก็บ ถ่ายรูปใบเสร็จไว้ด้วยนะ
[11 พ.ย. 68 23:05] พี่พิม: 11.11 วันนี้ หน้าร้าน 14,850 Shopee 21,300 TikTok ไลฟ์ 18,960 ขอบคุณทุกคนมากก
[12 พ.ย. 68 08:30] มิ้นท์: เย้ๆ พี่พิมสุดยอด
[14 พ.ย. 68 11:00] พี่พิม: เคาน์เตอร์ใหม่พี่ยังเลือกอยู่ ช่างต้อมถูกกว่านิดหน่อย แต่เคเคดิสเพลย์รับประกัน 2 ปี
""",
    "ร้านพิมบิวตี้/บัญชี/ค่าจ้างพนักงาน_ต.ค.68.md": """# ค่าจ้างพนักงาน ตุลาคม 2568

| ชื่อ | แบบจ้าง | ค่าจ้าง | คอมมิชชั่น | รวม |
|---|---|---|---|---|
| น้องเฟิร์น (นางสาวกัญญาณัฐ ศรีบุญ) | ประจำ | 12,500 บาท | 2% ของยอดหน้าร้าน 137,900 = 2,758 บาท | 15,258 บาท |
| น้องมิ้นท์ (นางสาวณิชากร พลราช) | พาร์ทไทม์ เสาร์-อาทิตย์ | 15 วัน x 450 = 6,750 บาท | - | 6,750 บาท |

รวมจ่ายค่าจ้าง ต.ค. 22,008 บาท โอนแล้ว 31/10/68
- เดือนหน้า มิ้นท์ขอเพิ่มวันช่วง 12.12 อีก 2 วัน
- ประกันสังคมเฟิร์น ร้านจ่ายแยก 750 บาท (ไม่รวมในตารางนี้)
""",
    "ร้านพิมบิวตี้/บัญชี/ค่าแอด_ต.ค.68.md": """# ค่าโฆษณา ตุลาคม 2568

- Facebook / IG boost โพสต์โปรกันแดด: 4,200 บาท
- TikTok ads (ดันไลฟ์ + คลิปรีวิว): 7,800 บาท
- Shopee ads (ค้นหา + แคมเปญ 10.10): 4,500 บาท

รวมค่าแอด ต.ค. 16,500 บาท (ก.ย. 13,800)
TikTok คุ้มสุด ยอดขาย TikTok ต.ค. 58,400 บาท
""",
    "ร้านพิมบิวตี้/สคริปต์ไลฟ์_TikTok.md": """# สคริปต์ไลฟ์ TikTok (อังคาร/พฤหัส 20.00)

1. ทักทาย แจกโค้ดส่วนลด PIM50 (ลด 50 บาท เมื่อซื้อครบ 500)
2. กันแดด Aura Sun Shield 50 มล. ปกติ 459 ในไลฟ์ 399 ซื้อ 2 หลอด 750
3. เซรั่มวิตซี Aura ปกติ 590 ในไลฟ์ 499
4. แผ่นมาส์ก Dewberry กล่องละ 290 ซื้อ 3 กล่อง 790
5. ลิปทินท์ Nami 169 ซื้อ 2 แท่ง 299
6. ปิดไลฟ์: บอกว่าสั่งก่อน 22.00 ส่งพรุ่งนี้
""",
    "ร้านพิมบิวตี้/ผู้แทนจำหน่าย/email_SiamFresh_new_price_Jan2026.txt": SIAMFRESH_EMAIL,
    "บ้าน/ยายใจ/นัดหมอยายใจ.md": """# นัดหมอยายใจ
- ผ่าตัดส่องกล้องเข่าซ้ายที่ รพ.ศรีจันทร์เวชการ นอน 3-7 พ.ย. 68
- นัดตัดไหม 21 พ.ย. 68 10 โมง คลินิกกระดูกและข้อ ชั้น 2 (พี่เอกลางานพาไป)
- กายภาพบำบัดสัปดาห์ละ 2 ครั้ง ครั้งละ 450 บาท ประกันไม่จ่ายส่วนนี้
- ยาแก้ปวด + ยาความดัน เดือนละประมาณ 1,200 บาท
- ต.ค. จ่ายค่า MRI ไปก่อน 6,500 บาท
- หมอบอกห้ามขึ้นลงบันไดบ่อย 6 สัปดาห์ ย้ายยายมานอนห้องชั้นล่าง
""",
    "บ้าน/แชทไลน์_ครอบครัวทองดี.txt": """[28 ต.ค. 68 19:40] พิม: พี่เอก ค่าเทอมภูมิเทอม 2 มาแล้วนะ 18,650 จ่ายก่อน 14 พ.ย.
[28 ต.ค. 68 19:52] เอก: พรุ่งนี้โอนให้ครับ
[2 พ.ย. 68 08:10] ยายใจ: พรุ่งนี้แม่ต้องไปนอนโรงพยาบาลกี่โมงลูก
[2 พ.ย. 68 08:15] พิม: 7 โมงเช้าค่ะแม่ งดข้าวงดน้ำหลังเที่ยงคืนนะคะ
[4 พ.ย. 68 21:00] เอก: ประกันรถส่งจดหมายมา ปีนี้ขึ้นเพราะเคลมชนท้ายตอน มี.ค.
[4 พ.ย. 68 21:06] พิม: เท่าไหร่อะ จ่ายบัตรผ่อน 0% 3 เดือนได้ไหม
[4 พ.ย. 68 21:10] เอก: ได้ ครบกำหนดต้นเดือน ธ.ค.
[7 พ.ย. 68 15:20] พิม: แม่ออกจากโรงพยาบาลแล้วนะ ส่วนที่ประกันไม่จ่ายพิมรูดบัตรไปแล้ว
[8 พ.ย. 68 18:02] ภูมิ: แม่ครับ วันศุกร์ไปทัศนศึกษาสวนสัตว์ขอนแก่นนะครับ
[8 พ.ย. 68 18:05] พิม: จ่ายรวมในค่าเทอมแล้วลูก 750
[13 พ.ย. 68 20:30] เอก: สัญญาเงินกู้ร้าน ต้องให้พี่เซ็นค้ำด้วยใช่ไหม วันไหน
[13 พ.ย. 68 20:33] พิม: ไปเซ็นก่อน 25 พ.ย. ค่ะ เอาสลิปเงินเดือนไปด้วย
""",
}
TODO = {"todo.md": """- ส่งค่าเทอมภูมิ ก่อน 14 พ.ย.
- ไปเซ็นสัญญาเงินกู้ร้านกับพี่เอก ก่อน 25 พ.ย.
- เซ็นต่อสัญญาคีออสกับห้าง ก่อน 28 พ.ย.
- เลือกเจ้าทำเคาน์เตอร์ใหม่ (ช่างต้อม หรือ เคเคดิสเพลย์)
- พายายใจไปตัดไหม 21 พ.ย.
- สั่งของสยามเฟรชก่อน 20 ธ.ค. ราคาเก่า
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้านพิมบิวตี้"
    quotes, dist, mall, books, papers = (shop / "ใบเสนอราคา", shop / "ผู้แทนจำหน่าย", shop / "ห้าง", shop / "บัญชี",
                                         shop / "เอกสารร้าน")
    home = docs / "บ้าน"
    for folder in (quotes, dist, mall, books, papers, shop / "แชท", home / "ค่าไฟ", home / "ประกัน",
                   home / "ค่าเทอมภูมิ", home / "ยายใจ", home / "เงินกู้"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_ชุดของขวัญ_โรงแรมภูริวดี_draft.docx", GIFT_DRAFT, GIFT_DRAFT_TABLE,
               bottom=GIFT_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_ชุดของขวัญ_โรงแรมภูริวดี_final v2.docx", GIFT_FINAL, GIFT_FINAL_TABLE,
               bottom=GIFT_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เคาน์เตอร์คีออส_ช่างต้อม.docx", COUNTER_TOM, COUNTER_TOM_TABLE,
               bottom=COUNTER_TOM_BOTTOM)
    make_pdf(quotes / "KKDisplay_kiosk_quotation_Q-2511-044.pdf", COUNTER_KK)
    make_pdf(dist / "SiamFresh_wholesale_pricelist_2025.pdf", SIAMFRESH_2025)
    write_docx(dist / "ราคาส่ง_สยามเฟรช_2567.docx", SIAMFRESH_2567, SIAMFRESH_2567_TABLE,
               bottom=SIAMFRESH_2567_BOTTOM)
    make_pdf(dist / "BeautyLink_invoice_INV-6810-0457.pdf", BEAUTYLINK_INVOICE)
    write_docx(dist / "ใบเสร็จ_บิวตี้ลิงค์_RC-6811-0213.docx", BEAUTYLINK_RECEIPT, BEAUTYLINK_RECEIPT_TABLE,
               bottom=BEAUTYLINK_RECEIPT_BOTTOM)
    make_pdf(mall / "KKCityMall_kiosk_invoice_Oct2025.pdf", MALL_INVOICE)
    make_pdf(mall / "KKCityMall_lease_renewal_2026.pdf", MALL_RENEWAL)
    _sales_book(books / "ยอดขายร้าน_2568.xlsx", "2568", [KIOSK_2568, SHOPEE_2568, TIKTOK_2568, LINE_2568],
                [GOODS_2568, RENT_2568, STAFF_2568, ADS_2568, SHIP_2568])
    _sales_book(books / "ยอดขายร้าน_2567.xlsx", "2567", [KIOSK_2567, SHOPEE_2567, TIKTOK_2567, LINE_2567],
                [GOODS_2567, RENT_2567, STAFF_2567, ADS_2567, SHIP_2567])
    _stock_book(books / "สต๊อกคงเหลือ_31ต.ค.68.xlsx")
    make_pdf(books / "Shopee payout Oct 2025.pdf", SHOPEE_PAYOUT)
    make_pdf(papers / "MekongBank_SME_loan_approval_Nov2025.pdf", BANK_LETTER)
    write_slides(shop / "แผนการตลาด_ปลายปี2568.pptx", _plan_slides())
    make_pdf(home / "ค่าไฟ" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "ค่าไฟ" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกัน" / "SahamitInsurance_car_renewal_2026.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_ภูมิ_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    write_docx(home / "ยายใจ" / "ใบแจ้งค่ารักษา_ยายใจ_รพ.ศรีจันทร์เวชการ.docx", HOSPITAL, HOSPITAL_TABLE,
               bottom=HOSPITAL_BOTTOM)
    write_docx(home / "เงินกู้" / "ใบแจ้งยอดหนี้_สหกรณ์ครู_พี่เอก.docx", COOP_LOAN, COOP_LOAN_TABLE,
               bottom=COOP_LOAN_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
