"""The youtuber folder: the papers of a Thai food-YouTuber couple and their household, written by code.

The owners are คุณณัฐธิดา ศรีสมบูรณ์ (เมย์, Nattida Srisomboon) and her husband ธนพล ศรีสมบูรณ์ (พี่ต้น, Thanapol),
who run the food channel "แม่เมย์พากิน" (MaeMay PaKin, about 486,000 subscribers on YouTube, also TikTok) from a
kitchen studio at their house, 145/7 หมู่ 14 ต.ศิลา อ.เมืองขอนแก่น จ.ขอนแก่น. They earn from YouTube ads, TikTok,
brand sponsors and a small merch line (chili paste jars "น้ำพริกแม่เมย์", T-shirts, aprons). A freelance editor,
บีม (นายภาณุวัฒน์ ทองดี), cuts their videos. Their son ภูมิ (ด.ช.ภูมิพัฒน์) is in ป.3; May's mother แม่มี
(นางบุญมี แก้วประเสริฐ) was in hospital in early November; May's brother is พี่โอ๊ต. It is late November 2568 (2025).

Documents/ช่องแม่เมย์พากิน/ (the channel)
- Sponsors/ใบเสนอราคา ปลาทองฟู้ดส์ v1 ร่าง.docx: draft quote QT-MM-6810-03 (3 ต.ค. 2568) to บริษัท ปลาทองฟู้ดส์
  จำกัด (น้ำปลาตราปลาทอง): 1 integration video 45,000 + 3 shorts at 6,000; 63,000 + VAT 4,410 = 67,410 (never sent).
- Sponsors/ใบเสนอราคา ปลาทองฟู้ดส์ v2 final.docx: the final of the same quote (10 ต.ค. 2568): dedicated video
  52,000 + 4 shorts at 5,500 + 1 FB/IG post 3,000; 77,000 + VAT 5,390 = 82,390; deposit 50% = 41,195.
- Sponsors/Sponsor_contract_LannaHill_Nov2025.pdf: English agreement LHC-MKT-2025-118 with Lanna Hill Coffee Co.,
  Ltd. (Ms. Kanokwan Intarasuk): 1 long + 2 shorts, fee 38,000 excl. VAT (40,660 incl.), two payments of 20,330,
  long video published 1-20 Dec 2025, 60 days exclusivity.
- Sponsors/แชทไลน์ พี่ฝ้าย ลานนาฮิลล์.txt: LINE chat with ฝ้าย of ลานนาฮิลล์ คอฟฟี่: 30,000 offered, 45,000
  asked, 35,000 / 40,000, settled 38,000 + VAT and 60 days (not 90 or 30); deposit 20,330 (19,760 after tax).
- Sponsors/email_BrandLink_TikTok_offer_Nov2025.txt: an agency email offering a snack-brand TikTok campaign,
  3 clips at 15,000, agency fee 15%, net 38,250, reply by 28 Nov 2025.
- รายได้/YT_AdSense_payment_Oct2025.pdf: English payment receipt: October 2025 earnings 1,802.00 USD, received
  58,207.12 THB on Nov 21, 2025 (September's 56,930.00 THB came Oct 21, 2025).
- รายได้/รายรับรายจ่ายช่อง_2568.xlsx: this year's book, two sheets (income by month: YouTube, TikTok, sponsors,
  merch; expenses by month: ingredients, editor, travel, equipment, merch cost), January to October.
- รายได้/รายรับรายจ่ายช่อง_2567.xlsx: last year's book, same layout, January to December.
- Merch/ราคาสินค้า_น้ำพริกแม่เมย์_2567.docx: last year's Thai price list (นรกปลาย่าง 89, ตาแดง 79, แจ่วบอง 85,
  gift set 249, T-shirt 290, apron 250).
- Merch/MaeMay_merch_pricelist_2025.pdf: this year's English price list (Narok 99, Ta Daeng 85, Jaew Bong 95,
  gift set 279, T-shirt 320, apron 270).
- Merch/ใบเสนอราคา_แม่ทองใบฟู้ด_น้ำพริก2000กระปุก.docx: หจก.แม่ทองใบฟู้ด (บ้านไผ่) quote for 2,000 jars:
  38.50 a jar, labels 2,500, อย. 4,000, total 83,500 (no VAT), deposit 41,750.
- Merch/IsanFoodOEM_quotation_QT2511-087.pdf: Isan Food OEM Co., Ltd. (Udon Thani) quote for the same 2,000
  jars: 34.00 a jar, subtotal 76,700, VAT 5,369, total 82,069, deposit 24,620.70.
- Merch/ใบแจ้งหนี้_เสื้อสกรีน_KKScreen.docx: KK Screen & Design invoice INV-2568/1127: 300 shirts at 145 and
  4 screens at 450, 45,300; deposit 20,000 paid 20 ต.ค.; balance 25,300 due 20 พฤศจิกายน 2568.
- Merch/ใบเสร็จ_KKScreen_20-11-68.docx: ร้านเคเค สกรีน แอนด์ ดีไซน์ receipt RC-2568/0894, 20/11/68, 25,300
  received for the balance of the 45,300 order.
- ทีมงาน/สัญญาจ้างตัดต่อ_ภาณุวัฒน์_2568.docx: the editor's contract for 2568: 2,800 per long video, 450 per
  short, at most 10 long videos a month, paid on the 5th.
- ทีมงาน/แชทไลน์_บีม_ตัดต่อ.txt: LINE chat with บีม: October bill 30,600; he asks 3,500/600, May offers
  3,000/500, he asks 3,300/550, settled 3,200 a long video and 550 a short from 1 ธ.ค.
- แผนช่อง_2569.pptx: slides, the plan for next year (2,400,000 target, 700,000 subscribers, OEM chili paste,
  studio kitchen 180,000).
- คิวถ่าย_ธ.ค.68.md: December shooting schedule.
- อุปกรณ์ถ่ายทำ.md: the gear list with prices and warranties.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf (812 kWh, 3,912.40, due 3 Nov 2025) and Bills/PEA_bill_Nov2025.pdf (889 kWh,
  4,286.75, due 3 Dec 2025): English electricity bills for the house and studio.
- ประกัน/KaenNakhonLife_premium_notice_2025.pdf: English premium notice for พี่ต้น's health policy, 23,480 due
  15 Dec 2025 (last year 21,960).
- NEThaiBank_homeloan_rate_notice_Nov2025.pdf: the bank's letter: home loan 1,284,560.22 outstanding, rate 5.90%
  to 6.15% from 1 Jan 2026, instalment 12,500 becomes 12,850 (or keep 12,500 over 163 months, tell by 15 Dec).
- ค่าเทอมภูมิ/ค่าเทอม_น้องภูมิ_เทอม2-2568.docx: school fee notice, 25,400 (tuition 16,800), due 14 พ.ย. 2568.
- แม่มี/บิลโรงพยาบาล_แม่มี_6-11-68.docx: hospital bill for แม่มี, admitted 2-6 พ.ย. 2568, 39,830, discount 1,500,
  paid 38,330.
- แม่มี/นัดหมอแม่มี.md: notes on her follow-up appointments.
- แชทไลน์_บ้านเรา.txt: the family's LINE group (the hospital bill split: พี่โอ๊ต's half 19,165).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ก.ย., ต.ค., พ.ย. 2568).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
CHANNEL_TOP = ("ช่องแม่เมย์พากิน (MaeMay PaKin) โดย ณัฐธิดา ศรีสมบูรณ์ 145/7 หมู่ 14 ต.ศิลา อ.เมืองขอนแก่น "
               "จ.ขอนแก่น 40000 โทร 089-615-2047 เลขประจำตัวผู้เสียภาษี 3-4099-00512-77-1")

# ---------------------------------------------------------------- sponsor quotes (fish sauce)
PLATHONG_DRAFT = [
    CHANNEL_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-MM-6810-03",
    "วันที่ 3 ตุลาคม 2568",
    "เรียน คุณวรรณา (ฝ่ายการตลาด) บริษัท ปลาทองฟู้ดส์ จำกัด ผู้ผลิตน้ำปลาตราปลาทอง",
    "เรื่อง แพ็กเกจโฆษณาสินค้าในช่อง YouTube และ TikTok แม่เมย์พากิน",
]
PLATHONG_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("คลิปยาว YouTube แทรกสินค้า (integration) 60-90 วินาที", "1 คลิป", "45,000", "45,000"),
    ("คลิปสั้น TikTok / YouTube Shorts", "3 คลิป", "6,000", "18,000"),
    ("รวมก่อนภาษี", "", "", "63,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "4,410"),
    ("รวมทั้งสิ้น", "", "", "67,410"),
]
PLATHONG_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 67,410 บาท (หกหมื่นเจ็ดพันสี่ร้อยสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "ร่าง ยังไม่ได้ส่ง รอพี่ต้นดูเรทคลิปยาวก่อน",
]
PLATHONG_FINAL = [
    CHANNEL_TOP,
    "ใบเสนอราคา  เลขที่ QT-MM-6810-03 (ฉบับแก้ไข v2)",
    "วันที่ 10 ตุลาคม 2568",
    "เรียน คุณวรรณา (ฝ่ายการตลาด) บริษัท ปลาทองฟู้ดส์ จำกัด ผู้ผลิตน้ำปลาตราปลาทอง",
    "เรื่อง แพ็กเกจโฆษณาน้ำปลาตราปลาทอง ช่อง YouTube / TikTok / Facebook แม่เมย์พากิน",
]
PLATHONG_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("คลิปยาว YouTube ทั้งคลิป (dedicated) 8-12 นาที เมนูอาหารอีสาน", "1 คลิป", "52,000", "52,000"),
    ("คลิปสั้น TikTok / YouTube Shorts", "4 คลิป", "5,500", "22,000"),
    ("โพสต์ Facebook + Instagram", "1 โพสต์", "3,000", "3,000"),
    ("รวมก่อนภาษี", "", "", "77,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "5,390"),
    ("รวมทั้งสิ้น", "", "", "82,390"),
]
PLATHONG_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 82,390 บาท (แปดหมื่นสองพันสามร้อยเก้าสิบบาทถ้วน) รวมภาษีมูลค่าเพิ่มแล้ว",
    "เงื่อนไข: มัดจำ 50% = 41,195 บาท เมื่อยืนยันงาน ส่วนที่เหลือ 41,195 บาท ภายใน 30 วันหลังคลิปออนแอร์",
    "ผู้ว่าจ้างหักภาษี ณ ที่จ่าย 3% ของยอดก่อน VAT (2,310 บาท)",
    "แก้สคริปต์ได้ 2 รอบ คลิปอยู่ในช่องถาวร ใช้คลิปสั้นทำโฆษณาต่อได้ 3 เดือน",
    "ใบเสนอราคานี้ยืนราคา 30 วัน",
    "ลงชื่อ ณัฐธิดา ศรีสมบูรณ์ ผู้เสนอราคา",
]

# ---------------------------------------------------------------- coffee sponsor
LANNAHILL_CONTRACT = [
    "SPONSORSHIP AGREEMENT\n"
    "Agreement No. LHC-MKT-2025-118          Date: Nov 14, 2025\n"
    "\n"
    "Sponsor: Lanna Hill Coffee Co., Ltd., 88 Nimmanhaemin Road Soi 9, Suthep, Mueang Chiang Mai 50200\n"
    "represented by Ms. Kanokwan Intarasuk, Marketing Manager\n"
    "Creator: Mrs. Nattida Srisomboon, YouTube channel MaeMay PaKin,\n"
    "145/7 Moo 14, Sila, Mueang Khon Kaen, Khon Kaen 40000\n"
    "\n"
    "1. Deliverables: one dedicated YouTube video (8-12 minutes) making a dessert with Lanna Hill drip\n"
    "   coffee, and two short videos (TikTok / YouTube Shorts) of up to 60 seconds each.\n"
    "2. Publishing: the long video must be published between 1 Dec 2025 and 20 Dec 2025.\n"
    "   The short videos must be published within 7 days after the long video.\n"
    "3. Fee: 38,000 THB excluding VAT. VAT 7% = 2,660 THB. Total 40,660 THB.\n"
    "4. Payment: 50% (20,330 THB) within 7 days after signing this agreement; 50% (20,330 THB)\n"
    "   within 30 days after the long video is published. The Sponsor will withhold 3% income tax\n"
    "   on the fee before VAT and issue a withholding tax certificate.\n"
    "5. Exclusivity: the Creator will not promote any other coffee brand for 60 days after the long\n"
    "   video is published.\n"
    "6. Review: the Sponsor may review the script and the first cut; two rounds of changes are included.\n"
    "7. Product: the Sponsor sends 6 boxes of drip coffee and 2 bags of beans (250 g) free of charge.\n"
    "\n"
    "Signed for the Sponsor: Kanokwan Intarasuk\n"
    "Signed by the Creator: Nattida Srisomboon",
]

# ---------------------------------------------------------------- youtube payment
YT_PAYMENT = [
    "GOOGLE ADSENSE - PAYMENT RECEIPT\n"
    "Payee: Nattida Srisomboon (MaeMay PaKin)\n"
    "Payment ID: 7182-6653-0941\n"
    "Payment date: Nov 21, 2025\n"
    "Payment method: Wire transfer to NE Thai Bank account ending 4471\n"
    "\n"
    "Earnings period: Oct 1 - Oct 31, 2025\n"
    "YouTube AdSense earnings (ads)        1,726.44 USD\n"
    "YouTube Premium earnings                 88.19 USD\n"
    "Taxes withheld (United States)          -12.63 USD\n"
    "Payment amount                        1,802.00 USD\n"
    "Exchange rate 32.3014 THB/USD\n"
    "Amount received: 58,207.12 THB\n"
    "\n"
    "Previous payment: Oct 21, 2025, September 2025 earnings, 56,930.00 THB\n"
    "Next payment is expected around Dec 21, 2025 if your balance reaches the payment threshold.",
]

# ---------------------------------------------------------------- merch price lists
PRICES_2567 = ["น้ำพริกแม่เมย์ by แม่เมย์พากิน", "ใบราคาสินค้า ปี 2567 (มกราคม – ธันวาคม 2567)",
               "สั่งทาง LINE @maemaypakin หรือ Shopee ร้าน น้ำพริกแม่เมย์"]
PRICES_2567_TABLE = [
    ("สินค้า", "ขนาด", "ราคา"),
    ("น้ำพริกนรกปลาย่าง", "200 กรัม", "89 บาท/กระปุก"),
    ("น้ำพริกตาแดง", "200 กรัม", "79 บาท/กระปุก"),
    ("แจ่วบองปลาร้า", "200 กรัม", "85 บาท/กระปุก"),
    ("ชุดของขวัญ 3 กระปุก (นรก ตาแดง แจ่วบอง)", "3 x 200 กรัม", "249 บาท/ชุด"),
    ("เสื้อยืดลายแม่เมย์พากิน", "S-XXL", "290 บาท/ตัว"),
    ("ผ้ากันเปื้อนแม่เมย์", "ฟรีไซซ์", "250 บาท/ผืน"),
]
PRICES_2567_BOTTOM = ["ซื้อ 12 กระปุกขึ้นไป ลด 10% (ราคาส่งแม่ค้า)", "ส่งฟรีเมื่อซื้อครบ 500 บาท",
                      "ค่าส่ง Kerry 45 บาท ต่อกล่อง"]
PRICES_2025 = [
    "MAEMAY CHILI PASTE - by MaeMay PaKin (Khon Kaen)\n"
    "PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB, VAT not applicable.\n"
    "\n"
    "Nam Prik Narok (roasted fish chili paste), 200 g ........ 99 THB/jar\n"
    "Nam Prik Ta Daeng (red chili paste), 200 g ............. 85 THB/jar\n"
    "Jaew Bong (fermented fish chili paste), 200 g .......... 95 THB/jar\n"
    "Gift set, 3 jars (Narok, Ta Daeng, Jaew Bong) .......... 279 THB/set\n"
    "T-shirt MaeMay PaKin, S-XXL ............................ 320 THB\n"
    "Apron MaeMay ........................................... 270 THB\n"
    "\n"
    "Wholesale: 12 jars or more, 15% off.\n"
    "Free shipping for orders of 600 THB or more. Otherwise 50 THB per box (Flash Express).\n"
    "Order: LINE @maemaypakin or Shopee shop MaeMay Chili Paste",
]

# ---------------------------------------------------------------- OEM quotes for chili paste
OEM_MAETHONGBAI = [
    "ห้างหุ้นส่วนจำกัด แม่ทองใบฟู้ด รับผลิตน้ำพริก แจ่ว ปลาร้าบอง OEM",
    "59 หมู่ 4 ต.หินตั้ง อ.บ้านไผ่ จ.ขอนแก่น 40110 โทร 043-272-915",
    "ใบเสนอราคา เลขที่ มทบ.112/2568  วันที่ 12 พฤศจิกายน 2568",
    "เรียน คุณณัฐธิดา ศรีสมบูรณ์ (ช่องแม่เมย์พากิน)",
    "เรื่อง ผลิตน้ำพริกนรกปลาย่าง สูตรแม่เมย์ ตราน้ำพริกแม่เมย์ 2,000 กระปุก",
]
OEM_MAETHONGBAI_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("น้ำพริกนรกปลาย่าง 200 กรัม บรรจุกระปุก PET พร้อมซีลฝา", "2,000 กระปุก", "38.50", "77,000.00"),
    ("ออกแบบและพิมพ์ฉลาก", "2,000 ดวง", "1.25", "2,500.00"),
    ("ค่าดำเนินการขอเลข อย.", "1 รายการ", "4,000.00", "4,000.00"),
    ("รวมทั้งสิ้น", "", "", "83,500.00"),
]
OEM_MAETHONGBAI_BOTTOM = [
    "รวมทั้งสิ้น 83,500 บาท (แปดหมื่นสามพันห้าร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียน VAT",
    "มัดจำ 50% = 41,750 บาท ส่วนที่เหลือชำระวันรับของ",
    "ส่งของภายใน 21 วันหลังได้รับมัดจำและอนุมัติรสชาติ อายุสินค้า 6 เดือน",
    "ผู้เสนอราคา คุณทองใบ พรหมมา 081-760-3342",
]
OEM_ISAN = [
    "ISAN FOOD OEM CO., LTD.\n"
    "Contract manufacturing of chili pastes and sauces - 212 Moo 7, Nong Sung, Mueang Udon Thani 41000\n"
    "QUOTATION No. QT2511-087          Date: Nov 13, 2025\n"
    "To: Khun Nattida Srisomboon (MaeMay PaKin), Mueang Khon Kaen\n"
    "Subject: Nam Prik Narok 200 g, MaeMay recipe, 2,000 jars\n"
    "\n"
    "Nam Prik Narok 200 g in glass jar, MaeMay recipe   2,000 jars x 34.00    68,000.00\n"
    "Label printing (artwork by customer)               2,000 pcs  x 1.60      3,200.00\n"
    "FDA (Or Yor) registration service                                      5,500.00\n"
    "Subtotal                                                              76,700.00\n"
    "VAT 7%                                                                 5,369.00\n"
    "TOTAL 82,069.00 THB\n"
    "\n"
    "Minimum order 2,000 jars. Deposit 30% (24,620.70 THB) with the order, balance before delivery.\n"
    "Lead time 30 days after the deposit and the taste approval. Shelf life 9 months.\n"
    "Delivery to Khon Kaen free of charge.\n"
    "Sales: Khun Sirirat 086-318-5520",
]

# ---------------------------------------------------------------- T-shirt order: invoice and receipt
KK_INVOICE = [
    "KK Screen & Design  รับสกรีนเสื้อ ทำเสื้อทีม เสื้อแบรนด์",
    "88/12 ถ.มิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000 โทร 095-441-2680",
    "ใบแจ้งหนี้ (Invoice) เลขที่ INV-2568/1127  วันที่ 5 พฤศจิกายน 2568",
    "ลูกค้า คุณณัฐธิดา ศรีสมบูรณ์ ช่องแม่เมย์พากิน",
]
KK_INVOICE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เสื้อยืด Cotton 100% สีครีม สกรีนหน้า-หลัง ลายแม่เมย์พากิน", "300 ตัว", "145.00", "43,500.00"),
    ("ค่าทำบล็อกสกรีน", "4 บล็อก", "450.00", "1,800.00"),
    ("รวมค่าสินค้า", "", "", "45,300.00"),
    ("หัก มัดจำที่ชำระแล้ว (20 ต.ค. 2568)", "", "", "-20,000.00"),
    ("ยอดคงเหลือที่ต้องชำระ", "", "", "25,300.00"),
]
KK_INVOICE_BOTTOM = [
    "กรุณาชำระยอดคงเหลือ 25,300 บาท ภายใน 20 พฤศจิกายน 2568 ก่อนรับสินค้า",
    "โอนเข้าบัญชี ร้านเคเค สกรีน แอนด์ ดีไซน์ ธนาคารเอ็นอีไทย 402-7-11958-3 แล้วส่งสลิปทาง LINE",
    "สินค้าพร้อมส่ง 21 พ.ย. 2568",
]
KK_RECEIPT = [
    "ร้านเคเค สกรีน แอนด์ ดีไซน์ (KK Screen & Design)",
    "88/12 ถ.มิตรภาพ ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000",
    "ใบเสร็จรับเงิน เลขที่ RC-2568/0894  วันที่ 20/11/68",
    "ได้รับเงินจาก คุณณัฐธิดา ศรีสมบูรณ์ (ช่องแม่เมย์พากิน)",
]
KK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเสื้อยืดสกรีน ตามใบแจ้งหนี้ INV-2568/1127 (งวดสุดท้าย)", "25,300.00"),
    ("รวมรับเงิน", "25,300.00"),
]
KK_RECEIPT_BOTTOM = [
    "ยอดสั่งซื้อทั้งหมด 45,300.00 บาท ชำระมัดจำแล้ว 20,000.00 บาท ชำระครบถ้วนแล้ว",
    "ชำระโดย โอนเงิน ธนาคารเอ็นอีไทย วันที่ 20/11/68",
    "ผู้รับเงิน กิตติพงษ์ (เจ้าของร้าน)",
]

# ---------------------------------------------------------------- editor contract
EDITOR_CONTRACT = [
    "สัญญาจ้างตัดต่อวิดีโอ (ฟรีแลนซ์)",
    "ทำที่ ขอนแก่น  วันที่ 28 ธันวาคม 2567",
    "ผู้ว่าจ้าง นางณัฐธิดา ศรีสมบูรณ์ เจ้าของช่องแม่เมย์พากิน",
    "ผู้รับจ้าง นายภาณุวัฒน์ ทองดี เลขประจำตัวประชาชน 1-4099-01733-25-6",
    "ระยะเวลาสัญญา 1 มกราคม 2568 ถึง 31 ธันวาคม 2568",
]
EDITOR_CONTRACT_TABLE = [
    ("งาน", "ค่าจ้าง", "เงื่อนไข"),
    ("คลิปยาว YouTube (8-20 นาที)", "2,800 บาท/คลิป", "ส่งงานภายใน 3 วันหลังได้ไฟล์ดิบ"),
    ("คลิปสั้น TikTok / Shorts", "450 บาท/คลิป", "ส่งงานภายใน 2 วัน"),
    ("แก้งาน", "รวมในค่าจ้าง", "ไม่เกิน 2 รอบต่อคลิป"),
]
EDITOR_CONTRACT_BOTTOM = [
    "ผู้รับจ้างรับงานคลิปยาวไม่เกิน 10 คลิปต่อเดือน",
    "ผู้ว่าจ้างจ่ายค่าจ้างของแต่ละเดือน ภายในวันที่ 5 ของเดือนถัดไป หักภาษี ณ ที่จ่าย 3%",
    "ไฟล์งานและลิขสิทธิ์คลิปเป็นของผู้ว่าจ้าง ห้ามผู้รับจ้างนำไปเผยแพร่ก่อนคลิปออนแอร์",
    "ลงชื่อ ณัฐธิดา ศรีสมบูรณ์ ผู้ว่าจ้าง    ลงชื่อ ภาณุวัฒน์ ทองดี ผู้รับจ้าง",
]

# ---------------------------------------------------------------- channel books
YT_2568 = [48210, 45870, 51340, 49620, 52880, 54170, 53960, 55210, 55480, 56930]
TIKTOK_2568 = [8420, 7960, 9310, 10250, 11480, 12030, 12760, 13140, 12890, 14220]
SPONSOR_2568 = [35000, 0, 42000, 28000, 0, 55000, 30000, 48000, 0, 41195]
MERCH_2568 = [18650, 16420, 21380, 19740, 17260, 20110, 22480, 24350, 23170, 26890]
INGREDIENTS_2568 = [9850, 8720, 10460, 9930, 11280, 10740, 11650, 12380, 11920, 12840]
EDITOR_2568 = [27600, 25200, 28400, 27600, 29200, 28400, 30000, 29200, 28400, 30600]
TRAVEL_2568 = [4200, 3150, 6800, 2900, 5400, 7250, 3600, 4850, 3300, 5100]
EQUIPMENT_2568 = [0, 12900, 0, 3450, 0, 0, 24900, 0, 1890, 0]
MERCH_COST_2568 = [8900, 7800, 10200, 9300, 8100, 9600, 10800, 11500, 11000, 12700]
YT_2567 = [31250, 29880, 33410, 32760, 35120, 36840, 37930, 39650, 40270, 42110, 44380, 47260]
TIKTOK_2567 = [3120, 3480, 4250, 4870, 5320, 5910, 6240, 6780, 7150, 7430, 7960, 8210]
SPONSOR_2567 = [0, 18000, 0, 25000, 0, 32000, 0, 20000, 27500, 0, 35000, 40000]
MERCH_2567 = [9800, 8650, 11200, 10450, 9900, 12300, 12950, 13400, 12800, 14600, 16900, 21800]
INGREDIENTS_2567 = [7650, 7120, 8340, 8010, 8870, 8560, 9240, 9710, 9380, 9950, 10420, 11860]
EDITOR_2567 = [18000, 18000, 19500, 19500, 21000, 21000, 22400, 22400, 22400, 24000, 24000, 25600]
TRAVEL_2567 = [2800, 2450, 4900, 2100, 3700, 5200, 2600, 3900, 2500, 4100, 3300, 6800]
EQUIPMENT_2567 = [35900, 0, 0, 8500, 0, 0, 0, 4200, 0, 0, 0, 15600]
MERCH_COST_2567 = [5100, 4600, 6200, 5700, 5400, 6800, 7100, 7300, 7000, 8200, 9400, 12100]


def _channel_book(path: Path, year: str, income: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับช่องแม่เมย์พากิน ปี {year} (Channel income {year}) บันทึกตามเดือนที่เงินเข้าบัญชี"])
    sheet.append(["เดือน (Month)", "YouTube (THB)", "TikTok (THB)", "สปอนเซอร์ (Sponsors, THB)",
                  "ขายของ (Merch, THB)", "รวม (Total, THB)"])
    for index, month in enumerate(MONTHS[:len(income[0])]):
        row = [column[index] for column in income]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in income]
                 + [sum(sum(column) for column in income)])
    for column in range(2, 7):
        money_format(sheet, column)
    sheet = book.create_sheet("รายจ่าย Expenses")
    sheet.append([f"รายจ่ายช่องแม่เมย์พากิน ปี {year} (Channel expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าวัตถุดิบ (Ingredients)", "ค่าตัดต่อ (Editor)", "ค่าเดินทาง (Travel)",
                  "อุปกรณ์ (Equipment)", "ต้นทุนสินค้า (Merch cost)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(costs[0])]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- household book
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ก.ย. 2568": [("ค่าไฟบ้าน+สตูดิโอ (Electricity)", 3655.20, "PEA"), ("ค่าน้ำประปา (Water)", 385, ""),
                  ("อินเทอร์เน็ต (Internet)", 749, "ไฟเบอร์ 1 Gbps"), ("ค่ากับข้าว (Food)", 7800, "ไม่รวมวัตถุดิบถ่ายคลิป"),
                  ("ค่าน้ำมันรถ (Petrol)", 3200, ""), ("ผ่อนบ้าน (Home loan)", 12500, "NE Thai Bank"),
                  ("ผ่อนรถ Veloz (Car)", 11240, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                  ("ค่ายาแม่มี (Mum's medicine)", 1200, "")],
    "ต.ค. 2568": [("ค่าไฟบ้าน+สตูดิโอ (Electricity)", 3912.40, "PEA"), ("ค่าน้ำประปา (Water)", 410, ""),
                  ("อินเทอร์เน็ต (Internet)", 749, "ไฟเบอร์ 1 Gbps"), ("ค่ากับข้าว (Food)", 8150, "ไม่รวมวัตถุดิบถ่ายคลิป"),
                  ("ค่าน้ำมันรถ (Petrol)", 3650, ""), ("ผ่อนบ้าน (Home loan)", 12500, "NE Thai Bank"),
                  ("ผ่อนรถ Veloz (Car)", 11240, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                  ("ค่ายาแม่มี (Mum's medicine)", 1200, ""), ("ชุดกีฬาสีภูมิ (Sports day)", 650, "")],
    "พ.ย. 2568": [("ค่าไฟบ้าน+สตูดิโอ (Electricity)", 4286.75, "PEA"), ("ค่าน้ำประปา (Water)", 402, ""),
                  ("อินเทอร์เน็ต (Internet)", 749, "ไฟเบอร์ 1 Gbps"), ("ค่ากับข้าว (Food)", 7950, "ไม่รวมวัตถุดิบถ่ายคลิป"),
                  ("ค่าน้ำมันรถ (Petrol)", 4100, "ไปรพ.แม่หลายรอบ"), ("ผ่อนบ้าน (Home loan)", 12500, "NE Thai Bank"),
                  ("ผ่อนรถ Veloz (Car)", 11240, ""), ("ค่ารถรับส่งภูมิ (School van)", 1500, ""),
                  ("ค่าเทอมภูมิ เทอม 2 (School fees)", 25400, "โอน 12 พ.ย."),
                  ("ค่ารพ.แม่มี ส่วนของเมย์ (Mum's hospital, our half)", 19165, "พี่โอ๊ตจ่ายอีกครึ่ง"),
                  ("ค่ายากลับบ้านแม่มี (Mum's take-home medicine)", 2340, "")],
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
FEES_TOP = ["โรงเรียนกัลยาณศึกษา ขอนแก่น อ.เมืองขอนแก่น จ.ขอนแก่น",
            "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
            "ชื่อนักเรียน ด.ช.ภูมิพัฒน์ ศรีสมบูรณ์  ชั้น ป.3/2  เลขประจำตัว 41526"]
FEES_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าเล่าเรียน", "16,800"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "4,200"),
    ("ค่าเรียนภาษาอังกฤษกับครูต่างชาติ", "3,500"),
    ("ค่าทัศนศึกษา (พิพิธภัณฑ์ไดโนเสาร์ ภูเวียง)", "900"),
    ("รวม", "25,400"),
]
FEES_BOTTOM = ["รวมทั้งสิ้น 25,400 บาท กรุณาชำระภายในวันที่ 14 พฤศจิกายน 2568",
               "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารเอ็นอีไทย 401-3-08824-7",
               "ชำระล่าช้า ปรับวันละ 30 บาท"]
HOSPITAL_TOP = ["โรงพยาบาลศรีจันทร์เวชการ ถ.ศรีจันทร์ อ.เมืองขอนแก่น จ.ขอนแก่น โทร 043-338-900",
                "ใบแจ้งค่ารักษาพยาบาล (ผู้ป่วยใน)  เลขที่ IPD-68-11-0412",
                "ชื่อผู้ป่วย นางบุญมี แก้วประเสริฐ  อายุ 67 ปี  HN 22-104587",
                "วันที่รับไว้ 2 พฤศจิกายน 2568  วันที่จำหน่าย 6 พฤศจิกายน 2568 (4 คืน)",
                "การวินิจฉัย ปอดอักเสบ (Pneumonia)"]
HOSPITAL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าห้องพักเดี่ยว 4 คืน x 2,200", "8,800.00"),
    ("ค่ายาและเวชภัณฑ์", "12,450.00"),
    ("ค่าตรวจทางห้องปฏิบัติการและเอกซเรย์", "6,380.00"),
    ("ค่าแพทย์", "9,000.00"),
    ("ค่าบริการพยาบาล", "3,200.00"),
    ("รวมค่ารักษาพยาบาล", "39,830.00"),
    ("ส่วนลดผู้สูงอายุ", "-1,500.00"),
    ("ยอดชำระ", "38,330.00"),
]
HOSPITAL_BOTTOM = ["ชำระแล้ว 6 พ.ย. 2568 ด้วยบัตรเครดิต (ณัฐธิดา ศรีสมบูรณ์)",
                   "ยากลับบ้านคิดแยกที่ห้องยา",
                   "นัดติดตามอาการ 20 พฤศจิกายน 2568 คลินิกอายุรกรรม"]

# ---------------------------------------------------------------- household pdfs
PEA_OCT = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Nattida Srisomboon\n"
    "Address: 145/7 Moo 14, Sila, Mueang Khon Kaen, Khon Kaen 40000 (house and kitchen studio)\n"
    "Customer no. 020041187365\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 38,204 -> 39,016   Units used: 812 kWh\n"
    "Energy charge 3,541.87  Ft 79.25  Service 38.22  VAT 7% 253.06\n"
    "AMOUNT DUE: 3,912.40 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
PEA_NOV = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Nattida Srisomboon\n"
    "Address: 145/7 Moo 14, Sila, Mueang Khon Kaen, Khon Kaen 40000 (house and kitchen studio)\n"
    "Customer no. 020041187365\n"
    "Billing period: 20 Oct 2025 - 19 Nov 2025\n"
    "Meter reading: 39,016 -> 39,905   Units used: 889 kWh\n"
    "Energy charge 3,882.10  Ft 86.78  Service 38.22  VAT 7% 279.65\n"
    "AMOUNT DUE: 4,286.75 THB\n"
    "Due date: 3 Dec 2025\n"
    "Previous bill 3,912.40 THB paid on 1 Nov 2025. Thank you.\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
INSURANCE_NOTICE = [
    "KAEN NAKHON LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Service Office, Mittraphap Road\n"
    "10 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE\n"
    "Policy owner and insured: Mr. Thanapol Srisomboon (age 41)\n"
    "Policy no. KNL-7731-0586\n"
    "Plan: Health Plus Gold, in-patient cover 1,000,000 THB a year, room 4,000 THB a night\n"
    "\n"
    "Annual premium: 23,480 THB (last year 21,960 THB; the rate rises at age 41)\n"
    "Due date: 15 Dec 2025\n"
    "Grace period: 31 days. If the premium is not paid by the end of the grace period, the policy will lapse.\n"
    "Pay by bank transfer, by credit card in 6 monthly instalments of 3,913.33 THB,\n"
    "or through your agent Khun Jintana (081-553-0974).\n"
    "Health premiums are tax-deductible up to 25,000 THB a year.\n"
    "Customer Service Department",
]
BANK_LETTER = [
    "NE THAI BANK PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Main Branch, Na Muang Road, Mueang Khon Kaen 40000  Tel. 043-224-518\n"
    "\n"
    "18 November 2025\n"
    "Ref: NETB-KK/HL/2568/7714\n"
    "Subject: Change of interest rate on your home loan\n"
    "\n"
    "Dear Mr. Thanapol Srisomboon and Mrs. Nattida Srisomboon,\n"
    "Home loan account no. HL-0457-2219 (house at 145/7 Moo 14, Sila, Mueang Khon Kaen)\n"
    "\n"
    "Outstanding principal as of 31 Oct 2025: 1,284,560.22 THB\n"
    "Current interest rate: 5.90% per year (MRR - 1.35%)\n"
    "Current monthly instalment: 12,500 THB, debited on the 5th of each month\n"
    "Remaining term: 154 months\n"
    "\n"
    "Following the change of the bank's MRR, from 1 Jan 2026 your rate will be 6.15% per year (MRR - 1.35%).\n"
    "New monthly instalment from the January 2026 payment: 12,850 THB.\n"
    "\n"
    "If you prefer to keep paying 12,500 THB a month, the remaining term will be extended to 163 months.\n"
    "Please tell the branch by 15 Dec 2025 if you choose this option; otherwise the new instalment applies.\n"
    "\n"
    "Yours sincerely,\n"
    "Sirinya Phonphanit\n"
    "Home Loan Service Officer",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    income = sum(YT_2568) + sum(TIKTOK_2568) + sum(SPONSOR_2568) + sum(MERCH_2568)
    return [
        ("แผนช่องแม่เมย์พากิน ปี 2569", "MaeMay PaKin - plan for 2026\nเมย์ + พี่ต้น  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income:,} บาท\nผู้ติดตาม YouTube 486,000 คน\n"
                         "สปอนเซอร์ใหม่: ปลาทองฟู้ดส์, ลานนาฮิลล์ คอฟฟี่\n"
                         "ปัญหา: ค่าไฟสตูดิโอขึ้น, ค่าตัดต่อจะขึ้นปีหน้า"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 2,400,000 บาท\nผู้ติดตาม 700,000 คน\nคลิปยาวเดือนละ 10 คลิป คลิปสั้นเดือนละ 16 คลิป"),
        ("น้ำพริกแม่เมย์ OEM", "จ้างโรงงานผลิตน้ำพริกนรก 2,000 กระปุก\nเลือกระหว่าง แม่ทองใบ (บ้านไผ่) กับ Isan Food OEM (อุดร)\n"
                               "ขายส่งร้านของฝากขอนแก่น"),
        ("ครัวสตูดิโอใหม่", "ต่อเติมครัวหลังบ้าน งบ 180,000 บาท\nไฟ LED 2 ชุด + ฮูดดูดควัน\nเริ่มงาน ก.พ. 2569"),
        ("ทีมงาน", "บีม ตัดต่อ ต่อสัญญาปี 2569\nหาน้องช่วยถ่าย part-time วันละ 500 บาท"),
    ]


# ---------------------------------------------------------------- notes, chats, emails
BRANDLINK_EMAIL = """From: Ploy Rattanakorn <ploy@brandlink.co.th>
To: maemaypakin@gmail.com
Date: Mon, 17 Nov 2025 14:26
Subject: TikTok campaign offer - Crispy Kao Griab snacks (Dec 2025)

Hi Khun May,

BrandLink Agency would like to invite MaeMay PaKin to a TikTok campaign for Crispy Kao Griab snacks.

- 3 TikTok clips (30-60 seconds), posted between 5-25 Dec 2025
- Fee: 15,000 THB per clip, 45,000 THB in total (VAT not included)
- Agency fee 15% is deducted from the creator fee, so you would receive 38,250 THB
- Payment 45 days after the last clip is posted

Please reply by 28 Nov 2025 so we can send the brief and the products.

Best regards,
Ploy Rattanakorn
Influencer Manager, BrandLink Agency Co., Ltd.
02-108-4471
"""

TEXTS = {
    "ช่องแม่เมย์พากิน/Sponsors/แชทไลน์ พี่ฝ้าย ลานนาฮิลล์.txt": """[20 ต.ค. 68 13:10] ฝ้าย ลานนาฮิลล์: สวัสดีค่ะคุณเมย์ ฝ้ายจากลานนาฮิลล์ คอฟฟี่ เชียงใหม่นะคะ อยากชวนทำคลิปขนมใส่กาแฟดริปของเรา คลิปยาว 1 คลิปสั้น 2 งบ 30,000 ค่ะ
[20 ต.ค. 68 13:45] เมย์ แม่เมย์พากิน: ขอบคุณค่ะพี่ฝ้าย เรทเมย์ คลิปยาวแบบทั้งคลิป + สั้น 2 อยู่ที่ 45,000 ไม่รวม VAT ค่ะ
[21 ต.ค. 68 09:20] ฝ้าย ลานนาฮิลล์: งบปลายปีเหลือน้อยค่ะ ขอ 35,000 ได้มั้ยคะ
[21 ต.ค. 68 10:05] เมย์ แม่เมย์พากิน: เมย์ลดให้เหลือ 40,000 ค่ะ แต่ห้ามรีวิวกาแฟเจ้าอื่น 90 วันนานไปค่ะ ขอเป็น 30 วันได้มั้ยคะ
[22 ต.ค. 68 16:30] ฝ้าย ลานนาฮิลล์: ผู้บริหารโอเคที่ 38,000 ไม่รวม VAT ค่ะ ส่วน exclusive ขอเป็น 60 วันนะคะ
[22 ต.ค. 68 16:42] เมย์ แม่เมย์พากิน: ตกลงค่ะ 38,000 + VAT กับ 60 วันค่ะ
[22 ต.ค. 68 16:43] ฝ้าย ลานนาฮิลล์: เดี๋ยวส่งสัญญาให้กลางเดือนหน้านะคะ คลิปยาวขอลงภายใน 20 ธ.ค. ค่ะ
[14 พ.ย. 68 11:00] ฝ้าย ลานนาฮิลล์: ส่งสัญญาทางอีเมลแล้วค่ะ เซ็นแล้วเราโอนมัดจำ 20,330 ภายใน 7 วันค่ะ
[17 พ.ย. 68 20:15] เมย์ แม่เมย์พากิน: เซ็นส่งกลับแล้วค่ะพี่ฝ้าย
[19 พ.ย. 68 15:02] ฝ้าย ลานนาฮิลล์: โอนมัดจำแล้วนะคะ หักภาษี ณ ที่จ่าย 3% แล้ว เข้าบัญชี 19,760 ค่ะ ของส่งไปรษณีย์แล้ว
[19 พ.ย. 68 15:10] เมย์ แม่เมย์พากิน: ได้รับแล้วค่ะ ขอบคุณค่ะ ถ่ายวันที่ 2 ธ.ค. นะคะ
""",
    "ช่องแม่เมย์พากิน/ทีมงาน/แชทไลน์_บีม_ตัดต่อ.txt": """[3 พ.ย. 68 21:15] บีม ตัดต่อ: พี่เมย์ครับ บิลเดือน ต.ค. นะครับ คลิปยาว 9 คลิป คลิปสั้น 12 คลิป 9x2,800 + 12x450 = 30,600 ครับ
[3 พ.ย. 68 21:20] บีม ตัดต่อ: แล้วก็ขอคุยเรื่องเรทหน่อยครับพี่ งานเยอะขึ้นมาก ต้องทำซับไทย-อังกฤษด้วย ขอคลิปยาว 3,500 คลิปสั้น 600 ได้มั้ยครับ
[4 พ.ย. 68 08:30] เมย์: พี่ให้ได้คลิปยาว 3,000 สั้น 500 นะบีม เดี๋ยวพี่ถามพี่ต้นก่อน
[4 พ.ย. 68 12:10] บีม ตัดต่อ: 3,300 กับ 550 ได้มั้ยครับพี่ ผมทำปกคลิป (thumbnail) ให้ด้วย
[5 พ.ย. 68 19:40] เมย์: พี่ต้นโอเคนะ เอาเป็นคลิปยาว 3,200 คลิปสั้น 550 รวมทำปกคลิปด้วย เริ่ม 1 ธ.ค. เลย
[5 พ.ย. 68 19:45] บีม ตัดต่อ: ได้ครับพี่ ขอบคุณมากครับ
[5 พ.ย. 68 19:47] เมย์: โอนบิล ต.ค. 30,600 ให้แล้วนะ เดี๋ยวปีหน้าทำสัญญาใหม่
[20 พ.ย. 68 22:03] บีม ตัดต่อ: พี่ครับ คลิปปลาทองส่ง first cut ให้แล้วนะครับ
""",
    "ช่องแม่เมย์พากิน/Sponsors/email_BrandLink_TikTok_offer_Nov2025.txt": BRANDLINK_EMAIL,
    "ช่องแม่เมย์พากิน/คิวถ่าย_ธ.ค.68.md": """# คิวถ่ายคลิป ธันวาคม 2568

| วันที่ | คลิป | สปอนเซอร์ | หมายเหตุ |
|---|---|---|---|
| 2 ธ.ค. | เค้กกาแฟดริป + ไอศกรีมกาแฟ | ลานนาฮิลล์ คอฟฟี่ | คลิปยาว 1 + สั้น 2 ต้องลงก่อน 20 ธ.ค. |
| 4 ธ.ค. | ต้มแซ่บกระดูกอ่อน | - | |
| 6 ธ.ค. | ตลาดต้นตาล ขอนแก่น ตะลอนกิน | - | พี่ต้นถือกล้อง |
| 9 ธ.ค. | งดถ่าย | - | พาแม่มีไปหาหมอ |
| 11 ธ.ค. | ลาบปลาดุก + น้ำพริกแม่เมย์ | - | โปรโมตน้ำพริก |
| 15 ธ.ค. | ส้มตำปูปลาร้า 5 สูตร | ปลาทองฟู้ดส์ (คลิปสั้นที่ 3-4) | |

- ค่าวัตถุดิบ ธ.ค. ตั้งงบไว้ 13,000 บาท
- ขอบีมส่งงานภายใน 3 วันทุกคลิป
""",
    "ช่องแม่เมย์พากิน/อุปกรณ์ถ่ายทำ.md": """# อุปกรณ์ถ่ายทำ (ของช่อง)

| อุปกรณ์ | ซื้อเมื่อ | ราคา | ประกัน |
|---|---|---|---|
| กล้อง Sony ZV-E10 II + เลนส์ 16-50 | ม.ค. 2567 | 35,900 บาท | หมด ม.ค. 2569 |
| เลนส์ Sigma 30mm f/1.4 | เม.ย. 2567 | 8,500 บาท | หมดแล้ว |
| ไฟ LED 2 ดวง + softbox | ก.พ. 2568 | 12,900 บาท | 1 ปี |
| ไมค์ไร้สาย DJI Mic 2 | ก.ค. 2568 | 9,900 บาท | 1 ปี |
| iPhone สำหรับถ่ายคลิปสั้น (มือสอง) | ก.ค. 2568 | 15,000 บาท | ไม่มี |
| ขาตั้งกล้อง overhead | ก.ย. 2568 | 1,890 บาท | ไม่มี |

- ไฟ LED ดวงซ้ายกระพริบ ส่งเคลมก่อน ก.พ. 69
- อยากได้เลนส์ macro ถ่ายอาหาร ประมาณ 14,000 บาท
""",
    "บ้าน/แชทไลน์_บ้านเรา.txt": """[6 พ.ย. 68 17:20] เมย์: แม่ออกจากโรงบาลแล้วนะ หมอให้กลับบ้านได้ บิลเต็ม 39,830 ลดผู้สูงอายุ 1,500 เหลือ 38,330 เมย์รูดบัตรไปก่อน
[6 พ.ย. 68 17:35] พี่โอ๊ต: ขอบใจนะเมย์ เดี๋ยวพี่ออกครึ่งนึง ส่วนค่ายากลับบ้านเท่าไหร่
[6 พ.ย. 68 17:40] เมย์: ค่ายาอีก 2,340 เดี๋ยวเมย์จ่ายเอง
[6 พ.ย. 68 17:42] พี่โอ๊ต: งั้นพี่โอน 20,000 เลยละกัน
[6 พ.ย. 68 17:50] พี่ต้น: ไม่ต้องๆ พี่โอ๊ต หารครึ่งพอดีๆ ค่ายาเราออกเอง
[7 พ.ย. 68 08:05] พี่โอ๊ต: โอนแล้วนะ 19,165 ครึ่งนึงพอดี
[7 พ.ย. 68 08:10] เมย์: ได้แล้วจ้า
[7 พ.ย. 68 19:30] เมย์: พี่ต้น ค่าเทอมภูมิ 25,400 ต้องจ่ายก่อน 14 พ.ย. นะ
[7 พ.ย. 68 19:33] พี่ต้น: พรุ่งนี้โอนให้ ค่าไฟเดือนนี้ขึ้นอีกแล้ว เปิดเตาอบถ่ายคลิปทุกวัน
[12 พ.ย. 68 09:00] พี่ต้น: โอนค่าเทอมภูมิแล้ว
[20 พ.ย. 68 18:15] เมย์: พาแม่ไปหาหมอตามนัดแล้ว ปอดดีขึ้น นัดอีกที 9 ธ.ค.
""",
    "บ้าน/แม่มี/นัดหมอแม่มี.md": """# นัดหมอแม่มี (นางบุญมี แก้วประเสริฐ)
- ปอดอักเสบ นอนโรงพยาบาลศรีจันทร์เวชการ 2-6 พ.ย. 2568
- 20 พ.ย. 2568 ติดตามอาการ คลินิกอายุรกรรม (ไปแล้ว ปอดดีขึ้น)
- นัดครั้งถัดไป 9 ธันวาคม 2568 เวลา 08.30 น. เอกซเรย์ปอดซ้ำ ตึกผู้ป่วยนอก ชั้น 3
- ยาความดันปกติเดือนละประมาณ 1,200 บาท
- หมอให้ฉีดวัคซีนไข้หวัดใหญ่ หลังหายดี
""",
}
TODO = {"todo.md": """- ตอบอีเมล BrandLink ก่อน 28 พ.ย.
- เลือกโรงงานน้ำพริก (แม่ทองใบ หรือ Isan Food OEM)
- ถ่ายคลิปลานนาฮิลล์ 2 ธ.ค. ลงก่อน 20 ธ.ค.
- จ่ายค่าไฟก่อน 3 ธ.ค.
- บอกธนาคารเรื่องค่างวดบ้านก่อน 15 ธ.ค.
- พาแม่ไปหาหมอ 9 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    channel = docs / "ช่องแม่เมย์พากิน"
    sponsors, income, merch, team = channel / "Sponsors", channel / "รายได้", channel / "Merch", channel / "ทีมงาน"
    home = docs / "บ้าน"
    for folder in (sponsors, income, merch, team, home / "Bills", home / "ประกัน", home / "ค่าเทอมภูมิ",
                   home / "แม่มี"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(sponsors / "ใบเสนอราคา ปลาทองฟู้ดส์ v1 ร่าง.docx", PLATHONG_DRAFT, PLATHONG_DRAFT_TABLE,
               bottom=PLATHONG_DRAFT_BOTTOM)
    write_docx(sponsors / "ใบเสนอราคา ปลาทองฟู้ดส์ v2 final.docx", PLATHONG_FINAL, PLATHONG_FINAL_TABLE,
               bottom=PLATHONG_FINAL_BOTTOM)
    make_pdf(sponsors / "Sponsor_contract_LannaHill_Nov2025.pdf", LANNAHILL_CONTRACT)
    make_pdf(income / "YT_AdSense_payment_Oct2025.pdf", YT_PAYMENT)
    _channel_book(income / "รายรับรายจ่ายช่อง_2568.xlsx", "2568",
                  [YT_2568, TIKTOK_2568, SPONSOR_2568, MERCH_2568],
                  [INGREDIENTS_2568, EDITOR_2568, TRAVEL_2568, EQUIPMENT_2568, MERCH_COST_2568])
    _channel_book(income / "รายรับรายจ่ายช่อง_2567.xlsx", "2567",
                  [YT_2567, TIKTOK_2567, SPONSOR_2567, MERCH_2567],
                  [INGREDIENTS_2567, EDITOR_2567, TRAVEL_2567, EQUIPMENT_2567, MERCH_COST_2567])
    write_docx(merch / "ราคาสินค้า_น้ำพริกแม่เมย์_2567.docx", PRICES_2567, PRICES_2567_TABLE,
               bottom=PRICES_2567_BOTTOM)
    make_pdf(merch / "MaeMay_merch_pricelist_2025.pdf", PRICES_2025)
    write_docx(merch / "ใบเสนอราคา_แม่ทองใบฟู้ด_น้ำพริก2000กระปุก.docx", OEM_MAETHONGBAI, OEM_MAETHONGBAI_TABLE,
               bottom=OEM_MAETHONGBAI_BOTTOM)
    make_pdf(merch / "IsanFoodOEM_quotation_QT2511-087.pdf", OEM_ISAN)
    write_docx(merch / "ใบแจ้งหนี้_เสื้อสกรีน_KKScreen.docx", KK_INVOICE, KK_INVOICE_TABLE, bottom=KK_INVOICE_BOTTOM)
    write_docx(merch / "ใบเสร็จ_KKScreen_20-11-68.docx", KK_RECEIPT, KK_RECEIPT_TABLE, bottom=KK_RECEIPT_BOTTOM)
    write_docx(team / "สัญญาจ้างตัดต่อ_ภาณุวัฒน์_2568.docx", EDITOR_CONTRACT, EDITOR_CONTRACT_TABLE,
               bottom=EDITOR_CONTRACT_BOTTOM)
    write_slides(channel / "แผนช่อง_2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "Bills" / "PEA_bill_Nov2025.pdf", PEA_NOV)
    make_pdf(home / "ประกัน" / "KaenNakhonLife_premium_notice_2025.pdf", INSURANCE_NOTICE)
    make_pdf(home / "NEThaiBank_homeloan_rate_notice_Nov2025.pdf", BANK_LETTER)
    write_docx(home / "ค่าเทอมภูมิ" / "ค่าเทอม_น้องภูมิ_เทอม2-2568.docx", FEES_TOP, FEES_TABLE, bottom=FEES_BOTTOM)
    write_docx(home / "แม่มี" / "บิลโรงพยาบาล_แม่มี_6-11-68.docx", HOSPITAL_TOP, HOSPITAL_TABLE, bottom=HOSPITAL_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
