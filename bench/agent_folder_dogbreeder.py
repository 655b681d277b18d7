"""The dogbreeder folder: the papers of a Thai home dog breeder and her household, written by code.

The owner is นางกนกวรรณ ศรีสุข (พี่แหม่ม). At home, 129/4 หมู่ 6 ต.ดอนทราย อ.โพธาราม จ.ราชบุรี, she breeds
Pomeranians (ปอม) and Shih Tzus (ชิสุ) as "ศรีสุขเคนเนล" (Srisuk Kennel) and sells the puppies online through a
Facebook page and LINE. Four mothers: โมจิ and นามิ (Pom), ขนมปัง and ส้มโอ (Shih Tzu); two studs, บิ๊กบอส (Pom) and
ลัคกี้ (Shih Tzu). Her husband นายธนากร ศรีสุข (พี่ต้น) drives the puppies to buyers in the Isuzu pickup, their
daughter แพรว (ด.ญ.ปวริศา ศรีสุข) is in ม.2, and his mother ย่าเรือน (นางบุญเรือน ศรีสุข, 71) lives with them and had
knee surgery in October. It is November 2568 (2025).

Documents/ศรีสุขเคนเนล/ (the business)
- ใบเสนอราคา/QT_HappyPaws_v1_ร่าง.docx: draft quote QT-SK-6810-03 (20 ต.ค. 2568) to ร้านแฮปปี้พอว์ส เพ็ทช็อป
  (เฮียวุฒิ = นายวุฒิชัย แซ่ตั้ง, นครปฐม): 2 Pom at 18,000 + 2 Shih Tzu at 12,500 = 61,000 (never sent).
- ใบเสนอราคา/QT_HappyPaws_v2_final.docx: the final of the same quote (3 พ.ย. 2568): 3 Pom at 17,500 = 52,500 +
  2 Shih Tzu at 12,500 = 25,000, total 77,500, deposit 30% 23,250, balance 54,250 on delivery 6 ธ.ค. 2568.
- ใบเสนอราคา/ใบเสนอราคา ห้องคลอด ช่างเอก.docx: เอกการช่าง (ช่างเอก, นายเอกชัย บุญมี), a whelping room with air-con,
  86,400 บาท (no VAT), deposit 50% 43,200.
- ใบเสนอราคา/PetHomeDesign_Quotation_WhelpingRoom_Oct2025.pdf: Pet Home Design Co., Ltd. (บริษัท เพ็ทโฮม ดีไซน์,
  Nonthaburi), the same room: 79,500 + VAT 5,565 = 85,065, deposit 40% 34,026, valid to 30 Nov 2025.
- ราคาลูกสุนัข/Puppy_Price_List_2025.pdf: this year's English price list: Pom male 16,900, female 18,900, mini
  25,000; Shih Tzu male 11,500, female 12,900; booking deposit 3,000.
- ราคาลูกสุนัข/ราคาลูกหมา_ศรีสุขเคนเนล_2567.docx: last year's list in Thai: Pom male 15,500, female 17,500, mini
  22,000; Shih Tzu male 10,500, female 11,900; deposit 2,000.
- ราคาลูกสุนัข/โพสต์ขายลูกหมา_ร่าง_พ.ย.68.md: a draft Facebook post, promo Pom female 17,900 when booked in Nov.
- อาหารและหมอ/RatchaburiPetSupply_INV-2511-0087.pdf: food invoice 5 Nov 2025, 20,870 + VAT 1,460.90 =
  22,330.90, due 5 Dec 2025.
- อาหารและหมอ/ใบเสร็จ_ราชบุรีเพ็ทซัพพลาย_12-11-68.docx: the receipt of the same order (บริษัท ราชบุรีเพ็ทซัพพลาย
  จำกัด), 22,330.90 paid by transfer on 12 พ.ย. 2568.
- อาหารและหมอ/RuksatVet_statement_Oct2025.pdf: คลินิกรักษ์สัตว์ (Ruksat Animal Clinic) October statement: ขนมปัง's
  caesarean 8,500, vaccines 2,250, deworming 400, ultrasound 600, medicine 950; 12,700 in all.
- อาหารและหมอ/ตารางวัคซีน ครอกโมจิ ต.ค.68.md: vaccine and deworming dates for โมจิ's litter born 2 ต.ค. 2568.
- บัญชี/ยอดขายลูกหมา_2568.xlsx: this year's book, two sheets (sales by month: Pom and Shih Tzu count and money;
  expenses by month: food, vet, kennel electricity, Facebook ads, transport), January to October.
- บัญชี/ยอดขายลูกหมา_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ทะเบียนครอก 2568.md: litters of 2568 (mother, father, date born, puppies, sold).
- ลูกค้า/สัญญาซื้อขายลูกสุนัข_ปริยากร.docx: sale contract with นางสาวปริยากร ทองดี (คุณเมย์) for a female Pom
  (ลูกนามิ): 18,000 including delivery to Bangkok, deposit 5,000 paid 29/10/68, balance 13,000 on 22 พ.ย. 2568.
- ลูกค้า/แชทไลน์_คุณเมย์.txt: LINE chat: 18,900 asked, 16,500 offered, 18,000 with delivery settled.
- ลูกค้า/แชทไลน์_เฮียวุฒิ_HappyPaws.txt: LINE chat with the pet shop: 2 Pom becomes 3, 16,500 vs 18,000 becomes
  17,500, deposit 23,250 transferred 5 พ.ย.
- ลูกค้า/email_PetExpress_rates_2025.txt: email from Pet Express Transport (เพ็ทเอ็กซ์เพรส): Bangkok 1,500, Hua Hin
  1,800, Chiang Mai by van 2,800, Chiang Mai by air 3,900, Hat Yai 3,200.
- ลูกค้า/TKR_litter_registration_receipt_Oct2025.pdf: Thai Kennel Registry receipt, นามิ's litter, 2,250.
- Srisuk_Kennel_plan_2026.pptx: slides, the plan for next year (48 puppies, 640,000, the whelping room).

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (3,412.57, due 3 Oct 2025) and Bills/PEA_bill_Oct2025.pdf (3,968.44, due 3 Nov 2025):
  English electricity bills of the house meter (the kennel air-con is on it).
- ประกันรถ/SiamSure_renewal_notice_DMax_2025.pdf: the pickup's class 1 renewal: 18,950 (last year 19,420), cover
  from 5 Dec 2025, pay by 28 Nov 2025.
- ค่าเทอมแพรว/ค่าเทอม_แพรว_เทอม1-2568.docx and ค่าเทอม_แพรว_เทอม2-2568.docx: school fee notices (21,550; 22,800).
- ย่าเรือน/Photharam Mitrapap Hospital bill Oct2025.pdf: ย่าเรือน's knee surgery, 14–18 Oct 2025: 68,540 charged,
  50,000 paid by her insurer, 18,540 paid by the family.
- ย่าเรือน/นัดหมอย่าเรือน.md: notes on her follow-up appointments and medicine.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
KENNEL_TOP = ("ศรีสุขเคนเนล (Srisuk Kennel) ปอมเมอเรเนียน & ชิสุ  129/4 หมู่ 6 ต.ดอนทราย อ.โพธาราม จ.ราชบุรี 70120 "
              "โทร 089-254-7716  LINE: @srisukkennel")

# ---------------------------------------------------------------- quotes to the pet shop
HP_DRAFT = [
    KENNEL_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-SK-6810-03",
    "วันที่ 20 ต.ค. 2568",
    "เรียน คุณวุฒิชัย แซ่ตั้ง ร้านแฮปปี้พอว์ส เพ็ทช็อป (Happy Paws Pet Shop) อ.เมือง จ.นครปฐม",
    "เรื่อง ลูกสุนัขพันธุ์ปอมเมอเรเนียนและชิสุ สำหรับจำหน่ายหน้าร้าน",
]
HP_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("ลูกปอมเมอเรเนียน อายุ 2 เดือน สีส้ม (ตัวผู้ 1 ตัวเมีย 1)", "2 ตัว", "18,000", "36,000"),
    ("ลูกชิสุ อายุ 2 เดือน สีขาว-น้ำตาล", "2 ตัว", "12,500", "25,000"),
    ("รวมทั้งสิ้น", "", "", "61,000"),
]
HP_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 61,000 บาท (หกหมื่นหนึ่งพันบาทถ้วน) ราคานี้รวมวัคซีนเข็มแรกและถ่ายพยาธิแล้ว",
    "ร่าง ยังไม่ส่ง รอถามเฮียวุฒิก่อนว่าจะเอาปอมกี่ตัว",
]
HP_FINAL = [
    KENNEL_TOP,
    "ใบเสนอราคา  เลขที่ QT-SK-6810-03 (ฉบับแก้ไข ส่งจริง)",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณวุฒิชัย แซ่ตั้ง ร้านแฮปปี้พอว์ส เพ็ทช็อป (Happy Paws Pet Shop) อ.เมือง จ.นครปฐม",
    "เรื่อง ลูกสุนัขพันธุ์ปอมเมอเรเนียนและชิสุ ส่งมอบวันที่ 6 ธันวาคม 2568",
]
HP_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("ลูกปอมเมอเรเนียน อายุ 2 เดือน สีส้ม (ลูกโมจิ)", "3 ตัว", "17,500", "52,500"),
    ("ลูกชิสุ อายุ 2 เดือน สีขาว-น้ำตาล (ลูกส้มโอ)", "2 ตัว", "12,500", "25,000"),
    ("ค่าขนส่งถึงร้าน นครปฐม", "1 เที่ยว", "ฟรี", "0"),
    ("รวมทั้งสิ้น", "", "", "77,500"),
]
HP_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 77,500 บาท (เจ็ดหมื่นเจ็ดพันห้าร้อยบาทถ้วน) ร้านเราไม่ได้จด VAT",
    "มัดจำ 30% = 23,250 บาท โอนภายใน 7 พ.ย. 2568 ส่วนที่เหลือ 54,250 บาท ชำระวันส่งมอบ",
    "ราคารวมวัคซีนเข็มแรก ถ่ายพยาธิ ฝังไมโครชิป และสมุดวัคซีน รับประกันโรคลำไส้อักเสบ (พาร์โว) 7 วัน",
    "ลงชื่อ กนกวรรณ ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- whelping room quotes
ROOM_AKE = [
    "เอกการช่าง รับเหมาต่อเติม กั้นห้อง ติดแอร์ งานสแตนเลส",
    "55/2 หมู่ 3 ต.ดอนทราย อ.โพธาราม จ.ราชบุรี โทร 081-447-3920",
    "ใบเสนอราคา เลขที่ 112/68  วันที่ 24/10/68",
    "เรียน คุณกนกวรรณ ศรีสุข (ศรีสุขเคนเนล)",
    "เรื่อง ทำห้องคลอดลูกสุนัข ขนาด 3 x 4 เมตร หลังบ้าน พร้อมแอร์",
]
ROOM_AKE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("กั้นห้องผนังเบา บุฉนวนกันความร้อน ประตูอลูมิเนียม", "1 งาน", "32,000", "32,000"),
    ("พื้นอีพ็อกซี่ กันลื่น ล้างน้ำได้", "12 ตร.ม.", "1,200", "14,400"),
    ("แอร์อินเวอร์เตอร์ 12,000 BTU พร้อมติดตั้ง", "1 ชุด", "21,500", "21,500"),
    ("คอกคลอดสแตนเลส พร้อมไฟกกลูก", "4 ชุด", "3,200", "12,800"),
    ("เดินไฟ ปลั๊ก พัดลมดูดอากาศ", "1 งาน", "5,700", "5,700"),
    ("รวมทั้งสิ้น", "", "", "86,400"),
]
ROOM_AKE_BOTTOM = [
    "รวมทั้งสิ้น 86,400 บาท (ไม่มี VAT)",
    "มัดจำ 50% = 43,200 บาท ก่อนเริ่มงาน เสร็จภายใน 20 วัน",
    "รับประกันงาน 1 ปี แอร์รับประกันตามศูนย์",
    "ช่างเอก (เอกชัย บุญมี)",
]
ROOM_PHD = [
    "PET HOME DESIGN CO., LTD.\n"
    "Kennels, catteries and pet rooms - 88/14 Ratchaphruek Road, Bang Kruai, Nonthaburi 11130\n"
    "Tel. 02-108-6645   Tax ID 0125563018842\n"
    "\n"
    "QUOTATION No. PHD-Q-2510-118        Date: Oct 27, 2025\n"
    "To: Khun Kanokwan Srisuk, Srisuk Kennel, Don Sai, Photharam, Ratchaburi\n"
    "Project: Whelping room 3 x 4 m with air conditioning\n"
    "\n"
    "Item                                          Qty        Unit price     Amount\n"
    "Partition walls with insulation, door         1 lot      28,500.00      28,500.00\n"
    "Epoxy floor, anti-slip                        12 sq m    1,100.00       13,200.00\n"
    "Inverter air conditioner 12,000 BTU, installed 1 set     19,900.00      19,900.00\n"
    "Stainless whelping box with heat lamp         4 sets     3,350.00       13,400.00\n"
    "Electrical points and exhaust fan             1 lot      4,500.00        4,500.00\n"
    "\n"
    "Subtotal                                                                79,500.00\n"
    "VAT 7%                                                                   5,565.00\n"
    "GRAND TOTAL                                                             85,065.00 THB\n"
    "\n"
    "Deposit 40% (34,026.00 THB) on order, balance on handover. Work takes 12 working days.\n"
    "Warranty: 2 years on workmanship, stainless boxes 5 years against rust.\n"
    "This quotation is valid until Nov 30, 2025.\n"
    "Sales: Khun Pimchanok 086-391-2274",
]

# ---------------------------------------------------------------- puppy price lists
PRICES_2025 = [
    "SRISUK KENNEL - POMERANIAN & SHIH TZU\n"
    "129/4 Moo 6, Don Sai, Photharam, Ratchaburi 70120   LINE @srisukkennel   Tel. 089-254-7716\n"
    "PUPPY PRICE LIST 2025 (valid Jan 1 - Dec 31, 2025)\n"
    "\n"
    "Pomeranian, male (pet quality) ............ 16,900 THB\n"
    "Pomeranian, female (pet quality) .......... 18,900 THB\n"
    "Pomeranian mini / teacup (under 1.8 kg) ... 25,000 THB\n"
    "Shih Tzu, male ............................ 11,500 THB\n"
    "Shih Tzu, female .......................... 12,900 THB\n"
    "Stud service, Pomeranian (Big Boss) ....... 8,000 THB per mating\n"
    "\n"
    "Price includes: first vaccine, deworming, microchip, vaccine book, 7-day parvo guarantee.\n"
    "Booking deposit 3,000 THB (not refundable). Puppies go home at 8 weeks.\n"
    "Delivery in Ratchaburi free; other provinces at Pet Express rates.",
]
PRICES_2567 = ["ศรีสุขเคนเนล ปอมเมอเรเนียน & ชิสุ", "ราคาลูกสุนัข ปี 2567 (มกราคม – ธันวาคม 2567)",
               "ราคาต่อตัว รวมวัคซีนเข็มแรก ถ่ายพยาธิ"]
PRICES_2567_TABLE = [
    ("พันธุ์ / เพศ", "ราคา"),
    ("ปอมเมอเรเนียน ตัวผู้", "15,500 บาท"),
    ("ปอมเมอเรเนียน ตัวเมีย", "17,500 บาท"),
    ("ปอมมินิ (ไม่เกิน 1.8 กก.)", "22,000 บาท"),
    ("ชิสุ ตัวผู้", "10,500 บาท"),
    ("ชิสุ ตัวเมีย", "11,900 บาท"),
    ("ค่าผสมพันธุ์ พ่อพันธุ์ปอม (บิ๊กบอส)", "7,000 บาท/ครั้ง"),
]
PRICES_2567_BOTTOM = ["มัดจำจองลูกสุนัข 2,000 บาท ไม่คืนมัดจำ",
                      "รับลูกได้เมื่ออายุ 8 สัปดาห์ ส่งฟรีในจังหวัดราชบุรี",
                      "ติดต่อ พี่แหม่ม 089-254-7716"]
FB_POST = """# ร่างโพสต์เพจ ปอม ชิสุ บ้านพี่แหม่ม (ยังไม่โพสต์)

🐶 ลูกปอมครอกใหม่ ลูกโมจิ x บิ๊กบอส เกิด 2 ต.ค. 68 ตัวผู้ 3 ตัวเมีย 2
🐶 ลูกชิสุ ลูกส้มโอ x ลัคกี้ พร้อมย้ายบ้านต้นเดือน ธ.ค.

ราคาปกติ ปอมตัวผู้ 16,900 ปอมตัวเมีย 18,900 ชิสุตัวผู้ 11,500 ชิสุตัวเมีย 12,900
โปรจองภายในเดือน พ.ย. นี้ ปอมตัวเมียเหลือ 17,900 บาท ชิสุตัวเมีย 12,500 บาท
มัดจำ 3,000 บาท ส่งทั่วประเทศ (ค่าส่งตามจริง)

*ปอม 3 ตัวผู้ จองแล้ว (ร้านเฮียวุฒิ) อย่าลืมใส่ว่าจองแล้ว
"""

# ---------------------------------------------------------------- food supplier, vet, registry
PETSUPPLY_ITEMS = [("Puppy food, small breed, 8 kg bag", "6 bags", "1,450.00", "8,700.00"),
                   ("Adult food, small breed, 15 kg bag", "4 bags", "2,180.00", "8,720.00"),
                   ("Goat milk powder for puppies, 400 g", "10 cans", "185.00", "1,850.00"),
                   ("Puppy training pads, 100 pcs", "5 packs", "320.00", "1,600.00")]
PETSUPPLY_INVOICE = [
    "RATCHABURI PET SUPPLY CO., LTD.\n"
    "Wholesale pet food and accessories - 301 Phetkasem Road, Mueang Ratchaburi 70000  Tel. 032-310-558\n"
    "TAX INVOICE / INVOICE  No. INV-2511-0087\n"
    "Invoice date: Nov 5, 2025          Due date: Dec 5, 2025\n"
    "Customer: Srisuk Kennel (Mrs. Kanokwan Srisuk), 129/4 Moo 6, Don Sai, Photharam, Ratchaburi\n"
    "\n"
    "Item                                   Qty        Unit price    Amount\n"
    + "\n".join(f"{a:<38} {b:<10} {c:>10}    {d:>9}" for a, b, c, d in PETSUPPLY_ITEMS) + "\n"
    "\n"
    "Subtotal 20,870.00\n"
    "VAT 7% 1,460.90\n"
    "TOTAL DUE: 22,330.90 THB\n"
    "Credit 30 days. Transfer to Kasikorn Bank 412-8-07733-1, Ratchaburi Pet Supply Co., Ltd.\n"
    "Please send the slip to LINE @rbpetsupply.",
]
PETSUPPLY_RECEIPT = [
    "บริษัท ราชบุรีเพ็ทซัพพลาย จำกัด (สำนักงานใหญ่)",
    "301 ถ.เพชรเกษม อ.เมืองราชบุรี จ.ราชบุรี 70000 โทร 032-310-558",
    "ใบเสร็จรับเงิน  เลขที่ RC-6811-0142",
    "วันที่ 12 พ.ย. 2568",
    "ได้รับเงินจาก คุณกนกวรรณ ศรีสุข (ศรีสุขเคนเนล) อ.โพธาราม",
    "ชำระตามใบแจ้งหนี้/ใบกำกับภาษี เลขที่ INV-2511-0087 ลงวันที่ 5 พ.ย. 2568",
]
PETSUPPLY_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("อาหารลูกสุนัขพันธุ์เล็ก 8 กก. 6 ถุง", "8,700.00"),
    ("อาหารสุนัขโตพันธุ์เล็ก 15 กก. 4 ถุง", "8,720.00"),
    ("นมแพะผงสำหรับลูกสุนัข 400 ก. 10 กระป๋อง", "1,850.00"),
    ("แผ่นรองซับฝึกขับถ่าย 5 แพ็ก", "1,600.00"),
    ("ภาษีมูลค่าเพิ่ม 7%", "1,460.90"),
    ("รวมรับเงิน", "22,330.90"),
]
PETSUPPLY_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีกสิกรไทย วันที่ 12/11/68 เวลา 10:42 น.",
    "จำนวนเงิน 22,330.90 บาท (สองหมื่นสองพันสามร้อยสามสิบบาทเก้าสิบสตางค์)",
    "ผู้รับเงิน นางสาวสุนิสา แก้วมณี ฝ่ายการเงิน",
]
VET_STATEMENT = [
    "RUKSAT ANIMAL CLINIC (Khlinik Ruksat Sat)\n"
    "12/7 Photharam-Ban Pong Road, Photharam, Ratchaburi 70120   Tel. 032-231-904\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Client: Srisuk Kennel (Khun Kanokwan)          Account no. RS-0419\n"
    "\n"
    "Oct 3, 2025   Ultrasound, pregnancy check - Nami (Pomeranian)              600.00\n"
    "Oct 9, 2025   Caesarean section - Khanompang (Shih Tzu), 3 puppies       8,500.00\n"
    "Oct 9, 2025   Antibiotics and pain relief after surgery - Khanompang       950.00\n"
    "Oct 21, 2025  Puppy vaccine DHPPi (2nd), Nami's litter, 5 puppies x 450.00 2,250.00\n"
    "Oct 21, 2025  Deworming, 5 puppies x 80.00                                  400.00\n"
    "\n"
    "TOTAL FOR OCTOBER: 12,700.00 THB\n"
    "Please pay by Nov 15, 2025. Breeder accounts get 30 days.\n"
    "Vet: Dr. Napat Wongyai (Mor Ploy), licence no. 4-8812",
]
VACCINE_NOTES = """# ตารางวัคซีน ครอกโมจิ (เกิด 2 ต.ค. 2568) ปอม 5 ตัว

| ครั้ง | อายุ | วันที่ | อะไร | ที่ไหน |
|---|---|---|---|---|
| 1 | 2 สัปดาห์ | 16 ต.ค. 68 | ถ่ายพยาธิ ครั้งที่ 1 | ทำเองที่บ้าน |
| 2 | 4 สัปดาห์ | 30 ต.ค. 68 | ถ่ายพยาธิ ครั้งที่ 2 | ทำเองที่บ้าน |
| 3 | 6 สัปดาห์ | 13 พ.ย. 68 | วัคซีนรวม DHPPi เข็มแรก + ฝังไมโครชิป | คลินิกรักษ์สัตว์ หมอพลอย |
| 4 | 9 สัปดาห์ | 4 ธ.ค. 68 | วัคซีนรวม เข็ม 2 | คลินิกรักษ์สัตว์ |

- ค่าวัคซีนเข็มละ 450 ไมโครชิปตัวละ 350 (เข็มแรก 13 พ.ย. จ่ายไป 4,000 ทั้งครอก)
- ตัวผู้ 3 ตัว ไปร้านเฮียวุฒิ 6 ธ.ค. หลังเข็ม 2 แล้ว 2 วัน ให้เฮียพาไปฉีดเข็ม 3 ต่อเอง
- โมจิกินนมแพะเสริม ลูกตัวเล็กสุดชื่อ "ถั่วแดง" ชั่งทุกเช้า
"""
TKR_RECEIPT = [
    "THAI KENNEL REGISTRY (TKR)\n"
    "Litter and pedigree registration - Bangkok office\n"
    "OFFICIAL RECEIPT No. TKR-R-25-10377      Date: Oct 18, 2025\n"
    "Breeder: Mrs. Kanokwan Srisuk, kennel prefix SRISUK (member no. TKR-B-2291)\n"
    "\n"
    "Litter registration - Dam: Srisuk Nami (Pomeranian), Sire: Srisuk Big Boss\n"
    "Whelped: Aug 30, 2025   Puppies: 5 (2 male, 3 female)\n"
    "\n"
    "Litter fee                          1 x 500.00      500.00\n"
    "Pedigree certificate                5 x 350.00    1,750.00\n"
    "TOTAL PAID                                        2,250.00 THB\n"
    "\n"
    "Certificates will be posted within 30 days.",
]

# ---------------------------------------------------------------- customers
MAY_CONTRACT = [
    "สัญญาซื้อขายลูกสุนัข",
    "ทำที่ ศรีสุขเคนเนล อ.โพธาราม จ.ราชบุรี  วันที่ 29 ตุลาคม 2568",
    "ผู้ขาย นางกนกวรรณ ศรีสุข เจ้าของศรีสุขเคนเนล",
    "ผู้ซื้อ นางสาวปริยากร ทองดี 45/118 ซ.ลาดพร้าว 101 แขวงคลองจั่น เขตบางกะปิ กรุงเทพฯ โทร 092-518-3364",
]
MAY_CONTRACT_TABLE = [
    ("รายละเอียด", ""),
    ("พันธุ์", "ปอมเมอเรเนียน เพศเมีย สีครีม (ลูกนามิ x บิ๊กบอส)"),
    ("วันเกิด", "30 ส.ค. 2568"),
    ("ไมโครชิป", "764098100347215"),
    ("ราคาตกลง", "18,000 บาท (รวมค่าส่งถึงกรุงเทพฯ)"),
    ("มัดจำ", "5,000 บาท ชำระแล้ว 29/10/68"),
    ("ส่วนที่เหลือ", "13,000 บาท ชำระวันรับลูกสุนัข"),
    ("วันส่งมอบ", "22 พ.ย. 2568"),
]
MAY_CONTRACT_BOTTOM = [
    "ผู้ขายรับประกันโรคลำไส้อักเสบจากเชื้อไวรัส (พาร์โว) และไข้หัดสุนัข 7 วันนับจากวันส่งมอบ",
    "หากผู้ซื้อยกเลิก ผู้ขายไม่คืนมัดจำ",
    "ลงชื่อ กนกวรรณ ศรีสุข ผู้ขาย        ลงชื่อ ปริยากร ทองดี ผู้ซื้อ",
]
PETEXPRESS_EMAIL = """From: Pet Express Transport <booking@petexpress-th.com>
To: srisukkennel@gmail.com
Date: Mon, 13 Oct 2025 14:27
Subject: Re: Puppy delivery rates from Photharam 2025

Dear Khun Kanokwan,

Thank you for using Pet Express again. Our rates for one puppy (crate up to 60 cm) picked up
at your kennel in Photharam, from October 2025:

- Bangkok and vicinity (same day, air-conditioned van): 1,500 THB
- Hua Hin / Cha-am: 1,800 THB
- Chiang Mai by van (overnight, with a rest stop): 2,800 THB
- Chiang Mai by air cargo (we drive to Don Mueang, crate included): 3,900 THB
- Hat Yai by van: 3,200 THB

A second puppy going to the same address is 50% off. Please book at least 3 days ahead by LINE @petexpress.
Payment by transfer before pick-up.

Best regards,
Jirawat (Boy)
Pet Express Transport Co., Ltd.
085-602-1147
"""

# ---------------------------------------------------------------- books
POM_N_2568 = [2, 1, 3, 0, 2, 3, 1, 2, 4, 2]
POM_2568 = [33800, 16900, 52200, 0, 35800, 51700, 18900, 35800, 69600, 36800]
SHIH_N_2568 = [2, 3, 0, 2, 1, 0, 3, 2, 1, 3]
SHIH_2568 = [23000, 35700, 0, 24400, 12900, 0, 36100, 24400, 11500, 37300]
FOOD_2568 = [14200, 13800, 15100, 14600, 15900, 14300, 14800, 15200, 16100, 17400]
VET_2568 = [3200, 2800, 5600, 2100, 9800, 3400, 2600, 4100, 3900, 12700]
POWER_2568 = [2100, 2050, 2600, 3300, 3450, 2900, 2500, 2450, 2380, 2290]
ADS_2568 = [1500, 1500, 2000, 2000, 1500, 1500, 2500, 2500, 3000, 3000]
SHIP_2568 = [1500, 2800, 1500, 1500, 0, 1500, 4300, 1500, 3000, 2800]
POM_N_2567 = [1, 2, 2, 0, 3, 1, 2, 3, 1, 2, 3, 2]
POM_2567 = [15500, 33000, 32500, 0, 49500, 17500, 33000, 48000, 15500, 35000, 50500, 34000]
SHIH_N_2567 = [2, 0, 1, 2, 0, 3, 1, 0, 2, 2, 1, 3]
SHIH_2567 = [22400, 0, 11900, 21000, 0, 33300, 10500, 0, 22400, 22400, 11900, 34500]
FOOD_2567 = [12600, 12300, 13400, 12900, 13800, 13100, 13500, 13900, 14200, 14600, 14900, 15300]
VET_2567 = [2900, 2500, 4800, 1900, 8700, 3650, 2300, 3700, 3400, 6900, 2800, 5100]
POWER_2567 = [1850, 1800, 2300, 2950, 3100, 2600, 2250, 2200, 2150, 2100, 2000, 1950]
ADS_2567 = [1000, 1000, 1000, 1500, 1500, 1500, 1500, 1500, 1500, 2000, 2000, 2500]
SHIP_2567 = [1500, 1500, 0, 1500, 2800, 1500, 1500, 3000, 0, 1500, 2800, 1500]


def _sales_book(path: Path, year: str, pom_n, pom, shih_n, shih, costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายลูกสุนัข ศรีสุขเคนเนล ปี {year} (Puppy sales {year})"])
    sales.append(["เดือน (Month)", "ปอม (ตัว)", "ปอม (บาท)", "ชิสุ (ตัว)", "ชิสุ (บาท)", "รวม (Total, THB)"])
    for month, a, b, c, d in zip(MONTHS, pom_n, pom, shih_n, shih):
        sales.append([f"{month} {year}", a, b, c, d, b + d])
    sales.append(["รวมทั้งปี (Year total)", sum(pom_n), sum(pom), sum(shih_n), sum(shih), sum(pom) + sum(shih)])
    for column in (3, 5, 6):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Expenses")
    sheet.append([f"ค่าใช้จ่ายฟาร์มหมา ปี {year} (Kennel expenses {year})"])
    sheet.append(["เดือน (Month)", "ค่าอาหาร/นม (Food)", "ค่าหมอ/วัคซีน (Vet)", "ค่าไฟห้องหมา (Kennel electricity)",
                  "ค่าโฆษณาเฟซบุ๊ก (FB ads)", "ค่าส่งลูกหมา (Transport)", "รวม (Total)"])
    for index, month in enumerate(MONTHS[:len(pom)]):
        row = [column[index] for column in costs]
        sheet.append([f"{month} {year}"] + row + [sum(row)])
    sheet.append(["รวมทั้งปี (Year total)"] + [sum(column) for column in costs]
                 + [sum(sum(column) for column in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 3105.20, "PEA รวมแอร์ห้องหมา"), ("ค่าน้ำประปา (Water)", 286, ""),
                  ("อินเทอร์เน็ต + มือถือ (Internet, phones)", 1167.70, ""), ("ค่ากับข้าว (Food)", 9800, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 4650, "D-Max ส่งลูกหมา + รับส่งแพรว"),
                  ("ผ่อนรถ D-Max (Car instalment)", 9870, "งวดที่ 41/60"),
                  ("ค่ายาย่าเรือน (Grandma's medicine)", 1250, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 3412.57, "PEA รวมแอร์ห้องหมา"), ("ค่าน้ำประปา (Water)", 301, ""),
                  ("อินเทอร์เน็ต + มือถือ (Internet, phones)", 1167.70, ""), ("ค่ากับข้าว (Food)", 10250, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 5120, "D-Max ส่งลูกหมา + รับส่งแพรว"),
                  ("ผ่อนรถ D-Max (Car instalment)", 9870, "งวดที่ 42/60"),
                  ("ค่ายาย่าเรือน (Grandma's medicine)", 1250, ""),
                  ("ค่าเรียนพิเศษแพรว (Tutoring)", 2400, "คณิต + อังกฤษ")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 3968.44, "PEA รวมแอร์ห้องหมา"), ("ค่าน้ำประปา (Water)", 295, ""),
                  ("อินเทอร์เน็ต + มือถือ (Internet, phones)", 1167.70, ""), ("ค่ากับข้าว (Food)", 9950, ""),
                  ("ค่าน้ำมันรถ (Petrol)", 5480, "D-Max ส่งลูกหมา + รับส่งแพรว"),
                  ("ผ่อนรถ D-Max (Car instalment)", 9870, "งวดที่ 43/60"),
                  ("ค่าโรงพยาบาลย่าเรือน ส่วนที่จ่ายเอง (Grandma's hospital)", 18540, "ผ่าตัดเข่า"),
                  ("ค่าเรียนพิเศษแพรว (Tutoring)", 2400, "คณิต + อังกฤษ")],
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
    top = ["โรงเรียนอรุณวิทยา อ.โพธาราม จ.ราชบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปวริศา ศรีสุข  ชั้น ม.2/3  เลขประจำตัว 21547"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารกรุงไทย 702-0-41836-9",
              "ชำระล่าช้า ปรับวันละ 30 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,000"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
                           ("ค่าหนังสือและเครื่องแบบ", "3,150")], "21,550", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,000"), ("ค่ากิจกรรมพัฒนาผู้เรียน", "2,400"),
                           ("ค่าค่ายภาษาอังกฤษ (English Camp)", "3,500"), ("ค่าประกันอุบัติเหตุนักเรียน", "900")],
                "22,800", "7 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
def _pea(period: str, reading: str, units: int, parts: str, due_amount: str, due: str, issued: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Photharam Office\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        f"Issued: {issued}\n"
        "Account name: Mrs. Kanokwan Srisuk\n"
        "Address: 129/4 Moo 6, Don Sai, Photharam, Ratchaburi 70120\n"
        "Customer no. 020041736650   Meter no. 1-1845-2207 (residential, 15(45)A)\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"{parts}\n"
        f"AMOUNT DUE: {due_amount} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app."]


PEA_SEP = _pea("17 Aug 2025 - 16 Sep 2025", "31,244 -> 31,963", 719,
               "Energy charge 2,829.80  Ft 321.30  Service 38.22  VAT 7% 223.25", "3,412.57", "3 Oct 2025",
               "19 Sep 2025")
PEA_OCT = _pea("17 Sep 2025 - 16 Oct 2025", "31,963 -> 32,788", 825,
               "Energy charge 3,290.75  Ft 379.85  Service 38.22  VAT 7% 259.62", "3,968.44", "3 Nov 2025",
               "20 Oct 2025")
CAR_INSURANCE = [
    "SIAM SURE INSURANCE PUBLIC COMPANY LIMITED\n"
    "Ratchaburi Branch, Sri Suriyawong Road, Mueang Ratchaburi 70000  Tel. 032-327-480\n"
    "Nov 4, 2025\n"
    "\n"
    "MOTOR POLICY RENEWAL NOTICE\n"
    "Insured: Mr. Thanakorn Srisuk\n"
    "Vehicle: Isuzu D-Max Cab4 1.9, 2021, plate 3kk 4521 Ratchaburi\n"
    "Current policy no. SSI-MT-24-0887312 expires Dec 4, 2025\n"
    "\n"
    "Renewal: Class 1, repair at dealer, sum insured 610,000 THB, deductible none\n"
    "Renewal premium: 18,950 THB (incl. stamp duty and VAT); last year 19,420 THB\n"
    "No-claim discount 20% applied\n"
    "New cover: Dec 5, 2025 - Dec 5, 2026\n"
    "Please pay by Nov 28, 2025 to keep cover without a new inspection.\n"
    "Compulsory insurance (Por Ror Bor) is not included: 645.21 THB if bought with us.\n"
    "Agent: Khun Sirirat (Jeab) 081-763-0952",
]
HOSPITAL_BILL = [
    "PHOTHARAM MITRAPAP HOSPITAL\n"
    "99 Photharam-Damnoen Saduak Road, Photharam, Ratchaburi 70120   Tel. 032-355-100\n"
    "INPATIENT BILL / RECEIPT   No. PMH-IP-2510-04462\n"
    "Patient: Mrs. Bunruean Srisuk   Age 71   HN 25-031187\n"
    "Admitted: Oct 14, 2025   Discharged: Oct 18, 2025 (4 nights)\n"
    "Diagnosis: osteoarthritis, right knee - arthroscopic surgery\n"
    "Doctor: Dr. Kittipong Saelim (orthopaedics)\n"
    "\n"
    "Room and board, 4 nights x 2,800.00          11,200.00\n"
    "Surgery and anaesthesia                      32,000.00\n"
    "Medicines                                     9,840.00\n"
    "Laboratory and X-ray                          6,300.00\n"
    "Nursing care                                  5,600.00\n"
    "Medical supplies                              3,600.00\n"
    "TOTAL CHARGES                                68,540.00 THB\n"
    "\n"
    "Paid by insurer (Thai Health Assurance, policy THA-88-219304)   50,000.00\n"
    "PATIENT PAID                                                   18,540.00 THB\n"
    "Paid by credit card on Oct 18, 2025. Thank you.\n"
    "Follow-up: orthopaedic clinic, Nov 20, 2025 at 9:30.",
]
GRANDMA_NOTES = """# นัดหมอย่าเรือน (คุณแม่บุญเรือน)
- ผ่าตัดส่องกล้องเข่าขวา รพ.มิตรภาพโพธาราม นอน 14–18 ต.ค. 68
- ประกันสุขภาพจ่ายให้ 50,000 เราจ่ายเองส่วนเกิน (ดูบิล รพ.)
- นัดติดตามอาการ 20 พ.ย. 68 เวลา 9.30 น. คลินิกกระดูก หมอกิตติพงษ์
- กายภาพบำบัด อังคาร/ศุกร์ ครั้งละ 400 บาท ถึงสิ้นเดือน ธ.ค.
- ยาความดัน + ยาแก้ปวด เดือนละประมาณ 1,250 บาท
- ห้ามนั่งยองๆ ห้ามให้อุ้มลูกหมาตัวหนัก
"""

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    sold = sum(POM_N_2568) + sum(SHIH_N_2568)
    money = sum(POM_2568) + sum(SHIH_2568)
    return [
        ("ศรีสุขเคนเนล แผนปี 2569", "Srisuk Kennel - plan for 2026\nกนกวรรณ ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ม.ค.–ต.ค. 2568 ขายลูกหมา {sold} ตัว ยอดขาย {money:,} บาท\n"
                         "ลูกค้าใหม่: ร้านแฮปปี้พอว์ส นครปฐม (รับทีละหลายตัว)\n"
                         "ปัญหา: ขนมปังต้องผ่าคลอด ค่าหมอ ต.ค. สูง, ลูกหมาหน้าร้อนป่วยบ่อย"),
        ("เป้าหมายปี 2569", "ขายลูกหมา 48 ตัว ยอดขาย 640,000 บาท\nขายส่งเพ็ทช็อป 30% ของยอด\n"
                            "ขึ้นราคาปอมตัวเมียเป็น 19,500 บาท"),
        ("ห้องคลอดใหม่", "ห้อง 3x4 ม. แอร์ พื้นอีพ็อกซี่ คอกคลอด 4 ชุด\nงบไม่เกิน 90,000 บาท\n"
                         "เทียบช่างเอก กับ บริษัทเพ็ทโฮม ดีไซน์ เสร็จก่อนครอกนามิ ก.พ. 69"),
        ("แม่พันธุ์", "ปลดระวางส้มโอหลังครอกนี้ (อายุ 6 ปี)\nหาแม่ปอมสายเกาหลีเพิ่ม 1 ตัว งบ 35,000 บาท"),
        ("ออนไลน์", "เพจเฟซบุ๊กยิงแอดเดือนละ 3,000\nเปิด TikTok ลงคลิปลูกหมาทุกวัน\nLINE OA ตอบแชทภายใน 1 ชม."),
    ]


# ---------------------------------------------------------------- chats and notes
TEXTS = {
    "ศรีสุขเคนเนล/ลูกค้า/แชทไลน์_คุณเมย์.txt": """[26/10/68 20:14] เมย์ ลาดพร้าว: สวัสดีค่ะ ลูกปอมตัวเมียสีครีมในคลิปยังอยู่มั้ยคะ
[26/10/68 20:20] แหม่ม ศรีสุขเคนเนล: ยังอยู่ค่ะ ลูกนามิ เกิด 30 ส.ค. ตัวเมีย 18,900 ค่ะ รวมวัคซีนเข็มแรก ไมโครชิปแล้ว
[26/10/68 20:31] เมย์ ลาดพร้าว: แพงจังค่ะ 16,500 ได้มั้ยคะ เห็นที่อื่นหมื่นหก
[26/10/68 20:45] แหม่ม ศรีสุขเคนเนล: ลดได้ถึง 17,500 ค่ะ พ่อแม่มีใบเพ็ดดีกรี TKR นะคะ
[27/10/68 09:02] เมย์ ลาดพร้าว: ค่าส่งมากรุงเทพอีก 1,500 ใช่มั้ยคะ ถ้ารวมส่งถึงบ้านเลย 17,500 ได้มั้ยคะ
[27/10/68 09:30] แหม่ม ศรีสุขเคนเนล: งั้นพี่ขอ 18,000 ส่งถึงบ้านเลยนะคะ พี่ต้นขับไปส่งเอง
[27/10/68 09:41] เมย์ ลาดพร้าว: โอเคค่ะ 18,000 ตกลงค่ะ มัดจำเท่าไหร่คะ
[27/10/68 09:45] แหม่ม ศรีสุขเคนเนล: มัดจำ 5,000 ค่ะ ที่เหลือ 13,000 จ่ายวันรับน้อง ส่งวันเสาร์ 22 พ.ย. นะคะ
[29/10/68 12:10] เมย์ ลาดพร้าว: โอนมัดจำแล้วค่ะ 5,000 (สลิป) ชื่อในสัญญาใช้ ปริยากร ทองดี นะคะ
[29/10/68 12:25] แหม่ม ศรีสุขเคนเนล: ได้รับแล้วค่ะ เดี๋ยวส่งสัญญาให้ทางไลน์นะคะ
[15/11/68 18:03] เมย์ ลาดพร้าว: น้องเป็นไงบ้างคะ ขอรูปหน่อย ตั้งชื่อว่า "มัฟฟิน" แล้วค่ะ
""",
    "ศรีสุขเคนเนล/ลูกค้า/แชทไลน์_เฮียวุฒิ_HappyPaws.txt": """[18 ต.ค. 68 11:20] เฮียวุฒิ HappyPaws: แหม่ม ธ.ค. นี้ร้านเฮียอยากได้ปอม 2 ชิสุ 2 นะ ส่งใบเสนอราคามาหน่อย
[18 ต.ค. 68 11:35] แหม่ม ศรีสุขเคนเนล: ได้ค่ะเฮีย ปอมตัวละ 18,000 ชิสุ 12,500 ราคาส่งแล้วนะคะ
[1 พ.ย. 68 16:02] เฮียวุฒิ HappyPaws: เปลี่ยนใจ เอาปอม 3 ตัวผู้หมดเลย ชิสุ 2 เหมือนเดิม ปอมตัวละ 16,500 ได้ไหม เอาหลายตัว
[1 พ.ย. 68 16:30] แหม่ม ศรีสุขเคนเนล: 16,500 ไม่ไหวค่ะเฮีย ค่าอาหารค่าหมอขึ้นหมด 18,000 เท่าเดิมนะคะ
[1 พ.ย. 68 17:10] เฮียวุฒิ HappyPaws: แบ่งกันคนละครึ่ง 17,250 ละกัน
[1 พ.ย. 68 17:45] แหม่ม ศรีสุขเคนเนล: 17,500 ค่ะเฮีย ส่งฟรีถึงร้านนครปฐม ชิสุ 12,500 เท่าเดิม รวม 77,500 ค่ะ
[1 พ.ย. 68 17:52] เฮียวุฒิ HappyPaws: โอเค 17,500 ตกลง ส่งใบเสนอราคาใหม่มา
[3 พ.ย. 68 09:15] แหม่ม ศรีสุขเคนเนล: ส่งใบเสนอราคาฉบับแก้แล้วค่ะ มัดจำ 30% 23,250 ส่งของ 6 ธ.ค. ค่ะ
[5 พ.ย. 68 13:40] เฮียวุฒิ HappyPaws: โอนมัดจำแล้ว 23,250 นะ
[5 พ.ย. 68 13:58] แหม่ม ศรีสุขเคนเนล: ได้รับแล้วค่ะ ขอบคุณค่ะเฮีย ที่เหลือ 54,250 วันส่งของนะคะ
""",
    "ศรีสุขเคนเนล/ลูกค้า/email_PetExpress_rates_2025.txt": PETEXPRESS_EMAIL,
    "ศรีสุขเคนเนล/ราคาลูกสุนัข/โพสต์ขายลูกหมา_ร่าง_พ.ย.68.md": FB_POST,
    "ศรีสุขเคนเนล/อาหารและหมอ/ตารางวัคซีน ครอกโมจิ ต.ค.68.md": VACCINE_NOTES,
    "ศรีสุขเคนเนล/บัญชี/ทะเบียนครอก 2568.md": """# ทะเบียนครอก ปี 2568

| ครอก | แม่ | พ่อ | พันธุ์ | เกิด | ลูก (ผู้/เมีย) | ขายแล้ว | หมายเหตุ |
|---|---|---|---|---|---|---|---|
| 1 | ส้มโอ | ลัคกี้ | ชิสุ | 8 ม.ค. 68 | 2/3 | 5 | |
| 2 | โมจิ | บิ๊กบอส | ปอม | 21 ก.พ. 68 | 2/2 | 4 | |
| 3 | ขนมปัง | ลัคกี้ | ชิสุ | 15 พ.ค. 68 | 1/3 | 4 | |
| 4 | นามิ | บิ๊กบอส | ปอม | 30 ส.ค. 68 | 2/3 | 4 | ตัวเมียสีครีม จองแล้ว คุณเมย์ ส่ง 22 พ.ย. |
| 5 | โมจิ | บิ๊กบอส | ปอม | 2 ต.ค. 68 | 3/2 | 0 | ตัวผู้ 3 ไปร้านเฮียวุฒิ 6 ธ.ค. |
| 6 | ขนมปัง | ลัคกี้ | ชิสุ | 9 ต.ค. 68 | 1/2 | 0 | ผ่าคลอด คลินิกรักษ์สัตว์ |
| 7 | ส้มโอ | ลัคกี้ | ชิสุ | 12 ต.ค. 68 | 1/2 | 0 | 2 ตัวไปร้านเฮียวุฒิ 6 ธ.ค. |

ปี 2568 ลูกเกิดรวม 29 ตัว ตาย 1 ตัว (ครอก 3)
- ขนมปังผ่าคลอด 2 ครั้งแล้ว หมอพลอยบอกให้หยุดผสม
- นามิ ผสมรอบหน้า ม.ค. 69
""",
    "บ้าน/ย่าเรือน/นัดหมอย่าเรือน.md": GRANDMA_NOTES,
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[20 ต.ค. 68 19:40] แหม่ม: พ่อแพรว บิลค่าไฟมาแล้ว เกือบ 4 พัน แอร์ห้องลูกหมาเปิดทั้งวัน
[20 ต.ค. 68 19:52] ต้น: ต้องรีบทำห้องคลอดใหม่ แอร์อินเวอร์เตอร์ประหยัดกว่า
[25 ต.ค. 68 08:15] แพรว: แม่ค่าเทอมเทอม 2 ครูบอกต้องจ่ายก่อน 7 พ.ย. นะคะ มีค่าค่ายอังกฤษด้วย
[25 ต.ค. 68 08:30] แหม่ม: เห็นใบแล้วลูก 22,800 เดี๋ยวแม่โอน
[4 พ.ย. 68 18:20] ต้น: ประกันรถส่งจดหมายมา ปีนี้ 18,950 ถูกกว่าปีที่แล้วนิดนึง จ่ายก่อน 28 พ.ย.
[4 พ.ย. 68 18:25] แหม่ม: โอเค พ.ร.บ. ซื้อแยกที่ตรอ.นะ ถูกกว่า
[10 พ.ย. 68 07:05] ย่าเรือน: แหม่ม ย่านัดหมอวันที่ 20 นะลูก
[10 พ.ย. 68 07:12] ต้น: ผมพาไปเองแม่ เช้าไปส่งลูกหมาคุณเมย์วันเสาร์ 22 ไม่ชนกัน
[12 พ.ย. 68 10:50] แหม่ม: โอนค่าอาหารหมาราชบุรีเพ็ทไปแล้วนะ 22,330.90 ไม่ต้องรอครบเครดิต
""",
}
TODO = {"todo.md": """- ตัดสินใจห้องคลอด: ช่างเอก หรือ เพ็ทโฮม (ใบเสนอราคาหมดอายุ 30 พ.ย.)
- จ่ายประกันรถ D-Max ก่อน 28 พ.ย.
- พาย่าไปหาหมอ 20 พ.ย. 9.30
- ส่งลูกปอมคุณเมย์ 22 พ.ย. เก็บเงินที่เหลือ
- ส่งลูกหมาร้านเฮียวุฒิ 6 ธ.ค.
- วัคซีนเข็ม 2 ครอกโมจิ 4 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    kennel = docs / "ศรีสุขเคนเนล"
    quotes, prices, care = kennel / "ใบเสนอราคา", kennel / "ราคาลูกสุนัข", kennel / "อาหารและหมอ"
    books, customers = kennel / "บัญชี", kennel / "ลูกค้า"
    home = docs / "บ้าน"
    for folder in (quotes, prices, care, books, customers, home / "Bills", home / "ประกันรถ", home / "ค่าเทอมแพรว",
                   home / "ย่าเรือน"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "QT_HappyPaws_v1_ร่าง.docx", HP_DRAFT, HP_DRAFT_TABLE, bottom=HP_DRAFT_BOTTOM)
    write_docx(quotes / "QT_HappyPaws_v2_final.docx", HP_FINAL, HP_FINAL_TABLE, bottom=HP_FINAL_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา ห้องคลอด ช่างเอก.docx", ROOM_AKE, ROOM_AKE_TABLE, bottom=ROOM_AKE_BOTTOM)
    make_pdf(quotes / "PetHomeDesign_Quotation_WhelpingRoom_Oct2025.pdf", ROOM_PHD)
    make_pdf(prices / "Puppy_Price_List_2025.pdf", PRICES_2025)
    write_docx(prices / "ราคาลูกหมา_ศรีสุขเคนเนล_2567.docx", PRICES_2567, PRICES_2567_TABLE, bottom=PRICES_2567_BOTTOM)
    make_pdf(care / "RatchaburiPetSupply_INV-2511-0087.pdf", PETSUPPLY_INVOICE)
    write_docx(care / "ใบเสร็จ_ราชบุรีเพ็ทซัพพลาย_12-11-68.docx", PETSUPPLY_RECEIPT, PETSUPPLY_RECEIPT_TABLE,
               bottom=PETSUPPLY_RECEIPT_BOTTOM)
    make_pdf(care / "RuksatVet_statement_Oct2025.pdf", VET_STATEMENT)
    costs_2568 = [FOOD_2568, VET_2568, POWER_2568, ADS_2568, SHIP_2568]
    costs_2567 = [FOOD_2567, VET_2567, POWER_2567, ADS_2567, SHIP_2567]
    _sales_book(books / "ยอดขายลูกหมา_2568.xlsx", "2568", POM_N_2568, POM_2568, SHIH_N_2568, SHIH_2568, costs_2568)
    _sales_book(books / "ยอดขายลูกหมา_2567.xlsx", "2567", POM_N_2567, POM_2567, SHIH_N_2567, SHIH_2567, costs_2567)
    write_docx(customers / "สัญญาซื้อขายลูกสุนัข_ปริยากร.docx", MAY_CONTRACT, MAY_CONTRACT_TABLE,
               bottom=MAY_CONTRACT_BOTTOM)
    make_pdf(customers / "TKR_litter_registration_receipt_Oct2025.pdf", TKR_RECEIPT)
    write_slides(kennel / "Srisuk_Kennel_plan_2026.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    make_pdf(home / "ประกันรถ" / "SiamSure_renewal_notice_DMax_2025.pdf", CAR_INSURANCE)
    write_docx(home / "ค่าเทอมแพรว" / "ค่าเทอม_แพรว_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมแพรว" / "ค่าเทอม_แพรว_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    make_pdf(home / "ย่าเรือน" / "Photharam Mitrapap Hospital bill Oct2025.pdf", HOSPITAL_BILL)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
