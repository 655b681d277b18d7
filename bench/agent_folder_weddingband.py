"""The weddingband folder: the papers of a Khon Kaen wedding/event band leader and his household, written by code.

The owner is นายธนากร ศรีสุข (พี่ต้น), keyboard player and leader of "วงเพลินเพลง" (Ploenpleng Band), a 7-piece
wedding and event band in อ.เมือง จ.ขอนแก่น. His wife ณัฐธิดา (นุ่น) sings and takes the bookings, their
daughter ด.ญ.พิมพ์ลดา (น้องข้าวหอม) is in ป.3, his father พ่อสมพร lives with them. It is November 2568 (2025).

Documents/วงเพลินเพลง/ (the business)
- สัญญา/สัญญาจ้างวง_งานแต่งมายด์เบียร์_ร่าง.docx: draft booking contract for the 13 Dec 2568 wedding, 45,000, deposit 15,000.
- สัญญา/สัญญาจ้างวง_งานแต่งมายด์เบียร์_ฉบับจริง.docx: the signed final, after-party hour added, 49,000, deposit 20,000.
- สัญญา/สัญญาจ้างวง_ขึ้นบ้านใหม่_คุณวีระ.docx: a small acoustic-trio contract for a housewarming, 22 Nov, 15,000.
- ใบเสนอราคา/ใบเสนอราคา_งานปีใหม่_อีสานมอเตอร์.docx: New Year party quote to Isan Motor Sales, 54,000 (deposit 16,200).
- ใบเสนอราคา/ใบเสนอราคา_งานปีใหม่_หอการค้าขอนแก่น.docx: a similar quote to the chamber of commerce, 47,000.
- ใบเสนอราคา/หนังสือโรงแรมแก่นนครแกรนด์_ข้อกำหนดวงดนตรี.docx: the hotel's rules for outside bands (14.00 load-in, 95 dB, 23.00).
- เครื่องเสียง/ProSoundIsan_rates_2025.pdf: English 2025 rental rates of Pro Sound Isan Co., Ltd. (line array 9,500/day).
- เครื่องเสียง/เรทเช่าเครื่องเสียง_โปรซาวด์อีสาน_2567.docx: last year's rates of the same firm, in Thai (line array 8,500).
- เครื่องเสียง/ProSoundIsan_invoice_PS-2510-088.pdf: invoice for the 25 Oct wedding, 19,000, due 10 Nov 2025.
- เครื่องเสียง/email_ProSound_Dec2025_rates.txt: English email: December Fri/Sat line array 11,000, confirm 13 Dec by 20 Nov.
- คีย์บอร์ดใหม่/KKMusic_keyboard_quotation_Nov2025.pdf: English quote for a Yamaha MODX8+ package, 81,400.
- คีย์บอร์ดใหม่/ใบเสนอราคาคีย์บอร์ด_ร้านทองดีดนตรี.docx: a Thai shop's quote for the same keyboard, 82,500.
- บัญชี/รายรับรายจ่ายวง_2568.xlsx: this year's book, two sheets (income by month; expenses by month), Jan-Oct, total row.
- บัญชี/รายรับรายจ่ายวง_2567.xlsx: last year's book, same layout, Jan-Dec.
- บัญชี/จำนวนงานแยกประเภท_2568.xlsx: gigs by type, months as columns (Nov/Dec booked).
- บัญชี/ค่าตัวนักดนตรี_ตุลา68.md: October musicians' fees, 67,500 + a stand-in singer 2,800 = 70,300.
- แชท/แชทไลน์_มายด์_เจ้าสาว13ธค.txt: LINE chat with the bride; extra hour 5,000 -> 4,000, then sax added, total 51,500.
- แชท/แชทไลน์_กลุ่มวงเพลินเพลง.txt: the band's LINE group; the countdown gig fee rises from 3,000 to 3,500 a head.
- แผนวงปี2569.pptx: slides, the plan for 2569 (4,000,000 target, own PA set 180,000, keyboard 85,000).
- บันทึกประชุมวง_1พย68.md: band meeting minutes (new fees from 1 Jan 2569: singers 2,800, players 2,200).
- เช็คอุปกรณ์วง_stock.md: equipment stock check (cables, mics, strings, sticks).
- setlist_งานแต่ง_มาตรฐาน.md: the standard wedding set list.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Oct2025.pdf, Bills/PWA_water_bill_Oct2025.pdf, Bills/KaenNet_fibre_Oct2025.pdf: English bills.
- ประกัน/NELife_health_renewal_Pimlada_2025.pdf: Northeast Life renewal of the daughter's health policy (14,200).
- ค่าเทอม/ค่าเทอม_ข้าวหอม_เทอม1-2568.docx and ค่าเทอม_ข้าวหอม_เทอม2-2568.docx: school fee notices (22,200; 23,300).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68); นุ่น's policy paid to
  นอร์ทอีสต์ประกันชีวิต (Northeast Life in the English letter).
- แชทไลน์_ครอบครัวศรีสุข.txt: the family's LINE group (dad's 70th birthday dinner, 12 -> 16 people).
- สุขภาพพ่อ_นัดหมอ.md: notes on the father's blood pressure and knee treatment.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
BAND_TOP = "วงเพลินเพลง (Ploenpleng Band) ดนตรีงานแต่ง งานเลี้ยง งานบริษัท  145/7 ม.9 ต.ศิลา อ.เมือง จ.ขอนแก่น  โทร 081-720-4415"

# ---------------------------------------------------------------- wedding contract, draft and final
MIND_PARTIES = [
    "ระหว่าง นางสาวกมลชนก วงศ์ใหญ่ (คุณมายด์) และ นายธีรวัฒน์ แสนสุข (คุณเบียร์) ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายธนากร ศรีสุข หัวหน้าวงเพลินเพลง ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "งาน: งานฉลองมงคลสมรส วันเสาร์ที่ 13 ธันวาคม 2568 ณ ห้องแกรนด์บอลรูม โรงแรมแก่นนครแกรนด์ ขอนแก่น",
]
MIND_DRAFT = [
    BAND_TOP,
    "สัญญาจ้างวงดนตรี (ร่าง)",
    "ทำที่ ขอนแก่น วันที่ 20 ตุลาคม 2568",
    *MIND_PARTIES,
    "เวลาแสดง 18.00 – 22.00 น. (4 ชั่วโมง) นักดนตรี 7 คน: นักร้องหญิง นักร้องชาย คีย์บอร์ด กีตาร์ เบส กลอง แซกโซโฟน",
]
MIND_DRAFT_TABLE = [
    ("รายการ", "รายละเอียด", "จำนวนเงิน (บาท)"),
    ("วงดนตรี 7 ชิ้น", "18.00 – 22.00 น. 4 ชั่วโมง", "36,000"),
    ("เครื่องเสียงและไฟ", "ชุดไลน์อาร์เรย์ + มูฟวิ่งเฮด 8 ตัว พร้อมช่างเสียง", "9,000"),
    ("รวม", "", "45,000"),
]
MIND_DRAFT_BOTTOM = [
    "รวมค่าจ้างทั้งสิ้น 45,000 บาท (สี่หมื่นห้าพันบาทถ้วน)",
    "ผู้ว่าจ้างวางมัดจำ 15,000 บาท ในวันทำสัญญา ส่วนที่เหลือชำระในวันงาน",
    "ร่าง ส่งให้คุณมายด์ดูก่อน ยังไม่ได้เซ็น",
]
MIND_FINAL = [
    BAND_TOP,
    "สัญญาจ้างวงดนตรี",
    "ทำที่ ขอนแก่น วันที่ 28 ตุลาคม 2568",
    *MIND_PARTIES,
    "เวลาแสดง 18.00 – 23.00 น. (รวมช่วง After party 1 ชั่วโมง) นักดนตรี 7 คน: นักร้องหญิง นักร้องชาย คีย์บอร์ด "
    "กีตาร์ เบส กลอง แซกโซโฟน",
]
MIND_FINAL_TABLE = [
    ("รายการ", "รายละเอียด", "จำนวนเงิน (บาท)"),
    ("วงดนตรี 7 ชิ้น", "18.00 – 22.00 น. 4 ชั่วโมง", "36,000"),
    ("เครื่องเสียงและไฟ", "ชุดไลน์อาร์เรย์ + มูฟวิ่งเฮด 8 ตัว พร้อมช่างเสียง", "9,000"),
    ("ต่อเวลา After party", "22.00 – 23.00 น. 1 ชั่วโมง", "4,000"),
    ("รวม", "", "49,000"),
]
MIND_FINAL_BOTTOM = [
    "รวมค่าจ้างทั้งสิ้น 49,000 บาท (สี่หมื่นเก้าพันบาทถ้วน)",
    "ผู้ว่าจ้างวางมัดจำ 20,000 บาท ชำระแล้ววันที่ 28 ตุลาคม 2568 โอนเข้าบัญชีกสิกรไทย 072-3-41186-5 ชื่อบัญชี ธนากร ศรีสุข",
    "ยอดคงเหลือ 29,000 บาท ชำระภายในวันที่ 12 ธันวาคม 2568",
    "หากผู้ว่าจ้างยกเลิกงานภายใน 30 วันก่อนวันงาน ผู้รับจ้างขอสงวนสิทธิ์ไม่คืนเงินมัดจำ",
    "ผู้ว่าจ้างเป็นผู้จ่ายค่าไฟฟ้าเครื่องเสียงที่โรงแรมเรียกเก็บ (ถ้ามี)",
    "ลงชื่อ กมลชนก วงศ์ใหญ่ ผู้ว่าจ้าง      ลงชื่อ ธนากร ศรีสุข ผู้รับจ้าง",
]

HOUSEWARMING = [
    BAND_TOP,
    "สัญญาจ้างวงดนตรี เลขที่ 2568/19",
    "วันที่ 30 ตุลาคม 2568",
    "ผู้ว่าจ้าง: นายวีระ ภูมิสวัสดิ์ 88 หมู่บ้านพฤกษาวิลล์ ถ.เหล่านาดี อ.เมือง จ.ขอนแก่น",
    "ผู้รับจ้าง: นายธนากร ศรีสุข (วงเพลินเพลง)",
]
HOUSEWARMING_HEADINGS = [
    ("ข้อ 1 งาน", "งานทำบุญขึ้นบ้านใหม่ วันเสาร์ที่ 22 พฤศจิกายน 2568 เล่นช่วงเลี้ยงเย็น 17.00 – 20.00 น."),
    ("ข้อ 2 รูปแบบวง", "วงอะคูสติก 3 ชิ้น (นักร้องหญิง กีตาร์โปร่ง คาฮอง) เพลงลูกทุ่งเบาๆ เพลงเพื่อชีวิต เพลงสากล\n"
                      "ผู้รับจ้างนำเครื่องเสียงชุดเล็กมาเอง"),
    ("ข้อ 3 ค่าจ้าง", "ค่าจ้างรวม 15,000 บาท มัดจำ 5,000 บาท ส่วนที่เหลือ 10,000 บาท ชำระหลังเล่นเสร็จ"),
    ("ข้อ 4 อื่นๆ", "ผู้ว่าจ้างจัดอาหารเย็นให้นักดนตรี 4 ที่ และเตรียมปลั๊กไฟใกล้จุดตั้งวง"),
]
HOUSEWARMING_BOTTOM = ["ลงชื่อ วีระ ภูมิสวัสดิ์ ผู้ว่าจ้าง", "ลงชื่อ ธนากร ศรีสุข ผู้รับจ้าง"]

# ---------------------------------------------------------------- New Year quotes (two parties), hotel rules
QUOTE_ISAN = [
    BAND_TOP,
    "ใบเสนอราคา เลขที่ QT-68-041   วันที่ 3 พฤศจิกายน 2568",
    "เรียน คุณจันทร์เพ็ญ ฝ่ายทรัพยากรบุคคล บริษัท อีสานมอเตอร์เซลส์ จำกัด",
    "เรื่อง วงดนตรีงานเลี้ยงปีใหม่พนักงาน วันเสาร์ที่ 27 ธันวาคม 2568 เวลา 19.00 – 23.00 น. ณ ลานโชว์รูม ถ.มิตรภาพ",
]
QUOTE_ISAN_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "วงดนตรี 7 ชิ้น 4 ชั่วโมง (ลูกทุ่ง หมอลำ สากล แดนซ์)", "38,000"),
    ("2", "เครื่องเสียง ไฟเวที และเวทีขนาด 6x4 เมตร", "12,000"),
    ("3", "พิธีกรดำเนินรายการ และเกมจับฉลาก", "4,000"),
    ("", "รวมทั้งสิ้น", "54,000"),
]
QUOTE_ISAN_BOTTOM = [
    "รวมทั้งสิ้น 54,000 บาท (ห้าหมื่นสี่พันบาทถ้วน) ไม่มีภาษีมูลค่าเพิ่ม",
    "มัดจำ 30% = 16,200 บาท เมื่อยืนยันงาน ส่วนที่เหลือชำระหลังจบงาน",
    "ใบเสนอราคานี้มีผล 15 วัน",
    "ผู้เสนอราคา ธนากร ศรีสุข",
]
QUOTE_CHAMBER = [
    BAND_TOP,
    "ใบเสนอราคา เลขที่ QT-68-043   วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณสุรพล ผู้ช่วยเลขาธิการ หอการค้าจังหวัดขอนแก่น",
    "เรื่อง วงดนตรีงานเลี้ยงสังสรรค์ปีใหม่สมาชิก วันอังคารที่ 30 ธันวาคม 2568 เวลา 18.30 – 22.30 น.",
]
QUOTE_CHAMBER_TABLE = [
    ("ลำดับ", "รายการ", "จำนวนเงิน (บาท)"),
    ("1", "วงดนตรี 7 ชิ้น 4 ชั่วโมง (เพลงสากล ลูกกรุง ลูกทุ่ง)", "35,000"),
    ("2", "เครื่องเสียงและไฟเวที (ใช้เวทีของโรงแรม)", "12,000"),
    ("", "รวมทั้งสิ้น", "47,000"),
]
QUOTE_CHAMBER_BOTTOM = [
    "รวมทั้งสิ้น 47,000 บาท (สี่หมื่นเจ็ดพันบาทถ้วน) ราคาพิเศษสำหรับวันธรรมดา",
    "มัดจำ 50% = 23,500 บาท เมื่อยืนยันงาน",
    "ผู้เสนอราคา ธนากร ศรีสุข",
]
HOTEL_RULES = [
    "โรงแรมแก่นนครแกรนด์ ขอนแก่น  ฝ่ายจัดเลี้ยง (Banquet Department)",
    "ที่ KNG-BQ 077/2568",
    "1 ตุลาคม 2568",
    "เรื่อง ข้อกำหนดสำหรับวงดนตรีและผู้ให้บริการเครื่องเสียงจากภายนอก",
    "เรียน หัวหน้าวงดนตรีและผู้ให้บริการทุกท่าน",
    "เพื่อความเรียบร้อยและความปลอดภัยของแขกผู้เข้าพัก โรงแรมขอแจ้งข้อกำหนดดังต่อไปนี้ มีผลตั้งแต่ 1 พฤศจิกายน 2568",
]
HOTEL_RULES_TABLE = [
    ("หัวข้อ", "ข้อกำหนด"),
    ("การขนอุปกรณ์", "เข้าทางประตูหลัง ลานจอดรถ B ได้ตั้งแต่เวลา 14.00 น. เป็นต้นไป"),
    ("ระดับเสียง", "ไม่เกิน 95 dB วัดที่กลางห้อง"),
    ("เวลาเลิกแสดง", "ต้องหยุดเล่นไม่เกิน 23.00 น. และขนของออกให้เสร็จภายใน 24.00 น."),
    ("ค่าไฟฟ้าเครื่องเสียง", "เรียกเก็บ 2,000 บาทต่องาน สำหรับเครื่องเสียงภายนอกที่ใช้ไฟเกิน 32 แอมป์"),
    ("ที่จอดรถ", "จอดได้ 2 คันต่อวง บัตรจอดรับที่ รปภ."),
    ("ข้อห้าม", "ห้ามใช้เครื่องทำควัน พลุเย็น และคอนเฟตติ ในห้องบอลรูม"),
]
HOTEL_RULES_BOTTOM = ["ขอแสดงความนับถือ", "นางสาวอรอุมา ทองประเสริฐ ผู้จัดการฝ่ายจัดเลี้ยง โทร 043-225-900 ต่อ 512"]

# ---------------------------------------------------------------- sound rental firm (English and Thai)
PROSOUND_RATES_2025 = [
    "PRO SOUND ISAN CO., LTD.\n"
    "Sound, light and stage rental - 219 Mittraphap Road, Nai Mueang, Khon Kaen 40000\n"
    "Tel. 043-241-388   LINE: @prosoundisan\n"
    "RENTAL RATES 2025 (per event day, THB)\n"
    "Valid 1 January 2025 - 31 December 2025\n"
    "\n"
    "Line array set (8 tops, 4 subs, amps, 1 engineer) ........ 9,500\n"
    "Small PA set (2 tops, 2 subs) ............................ 4,500\n"
    "Digital mixer Behringer X32 with stage box ............... 2,000\n"
    "LED par light set (12 units) ............................. 3,000\n"
    "Moving head set (8 units) ................................ 4,800\n"
    "Wireless microphone Shure, each .......................... 300\n"
    "Stage 6x4 m with skirt ................................... 5,500\n"
    "\n"
    "Delivery and set-up in Khon Kaen city: 1,500 per event. Outside the city: 15 THB per km.\n"
    "Deposit 30% on booking. Balance within 15 days after the event.\n"
    "Contact: Khun Wichai Boonma, sales",
]
PROSOUND_RATES_2567 = ["บริษัท โปรซาวด์อีสาน จำกัด", "อัตราค่าเช่าเครื่องเสียง แสง เวที ปี 2567",
                       "ราคาต่องานต่อวัน (บาท)"]
PROSOUND_RATES_2567_TABLE = [
    ("รายการ", "ราคา"),
    ("ชุดไลน์อาร์เรย์ (ตู้บน 8 ซับ 4 พร้อมช่าง 1 คน)", "8,500 บาท"),
    ("ชุดเครื่องเสียงเล็ก (ตู้บน 2 ซับ 2)", "4,000 บาท"),
    ("มิกเซอร์ดิจิทัล Behringer X32", "1,800 บาท"),
    ("ไฟพาร์ LED 12 ดวง", "2,500 บาท"),
    ("มูฟวิ่งเฮด 8 ตัว", "4,400 บาท"),
    ("ไมค์ลอย Shure ต่อตัว", "250 บาท"),
    ("เวที 6x4 เมตร", "5,000 บาท"),
]
PROSOUND_RATES_2567_BOTTOM = ["ค่าขนส่งและติดตั้งในเมืองขอนแก่น 1,200 บาทต่องาน",
                              "ติดต่อ คุณวิชัย บุญมา ฝ่ายขาย โทร 043-241-388"]
PROSOUND_INVOICE = [
    "PRO SOUND ISAN CO., LTD.\n"
    "INVOICE No. PS-2510-088\n"
    "Date: 26 Oct 2025          Due date: 10 Nov 2025\n"
    "Customer: Ploenpleng Band (Khun Thanakorn Srisuk), Sila, Mueang Khon Kaen\n"
    "Event: wedding, 25 Oct 2025, Kaen Nakhon Grand Hotel, Grand Ballroom\n"
    "\n"
    "Item                                   Qty   Amount\n"
    "Line array set, 1 day                  1     9,500.00\n"
    "Moving head set (8 units)              1     4,800.00\n"
    "Digital mixer X32 with stage box       1     2,000.00\n"
    "Wireless microphone Shure              4     1,200.00\n"
    "Delivery and set-up, Khon Kaen city    1     1,500.00\n"
    "\n"
    "TOTAL: 19,000.00 THB\n"
    "Please transfer to Bangkok Bank, Pro Sound Isan Co., Ltd., 431-0-77825-2\n"
    "and send the slip to LINE @prosoundisan. Thank you.",
]
PROSOUND_EMAIL = """From: Wichai Boonma <sales@prosoundisan.co.th>
To: ploenplengband@gmail.com
Date: Wed, 12 Nov 2025 10:17
Subject: December high-season rates and your 13 Dec booking

Dear Khun Thanakorn,

Thank you for renting with us again this year. December is our busiest month, so please note:

1. From 1 December 2025, the line array set on Friday and Saturday will be 11,000 THB per day
   (the 2025 rate sheet says 9,500). Sunday to Thursday stays at 9,500.
2. Please book at least 7 days before the event. Late bookings depend on what is left.
3. For your wedding at Kaen Nakhon Grand on Saturday 13 Dec, we have only one line array set left
   that day. Please confirm by 20 Nov 2025 or we will give it to another customer.

Also, invoice PS-2510-088 (19,000 THB) is due on 10 Nov. If you have already paid, please ignore this.

Best regards,
Wichai Boonma
Sales, Pro Sound Isan Co., Ltd.
043-241-388
"""

# ---------------------------------------------------------------- keyboard quotes (two shops)
KK_QUOTE = [
    "KK MUSIC CENTER CO., LTD.\n"
    "Musical instruments - Central Khon Kaen, 2nd floor\n"
    "QUOTATION No. KKM-Q2511-031     Date: 5 Nov 2025\n"
    "To: Khun Thanakorn Srisuk (Ploenpleng Band)\n"
    "\n"
    "Yamaha MODX8+ synthesizer, 88 keys (GHS)        1   79,900.00\n"
    "Keyboard stand, double X type                   1    1,200.00\n"
    "Yamaha FC3A sustain pedal                       1    1,900.00\n"
    "Gig bag for 88-key keyboard                     1    2,400.00\n"
    "Subtotal                                            85,400.00\n"
    "Special discount for band members                   -4,000.00\n"
    "TOTAL (VAT included)                                81,400.00 THB\n"
    "\n"
    "Official Yamaha warranty 1 year.\n"
    "0% instalments for 10 months with KBank or SCB credit cards.\n"
    "This quotation is valid until 30 Nov 2025.\n"
    "Sales: Khun Nattapong 089-614-2207",
]
THONGDEE_QUOTE = [
    "ร้านทองดีดนตรี  ถ.ศรีจันทร์ อ.เมือง จ.ขอนแก่น  โทร 043-333-186",
    "ใบเสนอราคา เลขที่ TD-2568/412   วันที่ 8 พฤศจิกายน 2568",
    "เรียน คุณธนากร ศรีสุข (วงเพลินเพลง)",
]
THONGDEE_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("คีย์บอร์ด Yamaha MODX8+ 88 คีย์", "1", "83,900"),
    ("กระเป๋าใส่คีย์บอร์ด + ขาตั้ง X", "1 ชุด", "แถมฟรี"),
    ("ฟุตสวิตช์ Yamaha FC3A", "1", "1,600"),
    ("ส่วนลดพิเศษ", "", "-3,000"),
    ("รวมทั้งสิ้น", "", "82,500"),
]
THONGDEE_BOTTOM = [
    "รวมทั้งสิ้น 82,500 บาท รวมภาษีมูลค่าเพิ่มแล้ว",
    "รับประกันศูนย์ 1 ปี + ร้านขยายประกันให้อีก 1 ปี รวม 2 ปี",
    "ส่งของถึงบ้านฟรีในเขตเมืองขอนแก่น  ราคานี้ยืนถึง 15 ธันวาคม 2568",
    "ผู้เสนอราคา เฮียทองดี",
]

# ---------------------------------------------------------------- books
GIGS_2568 = [12, 15, 11, 9, 13, 6, 5, 7, 8, 5]
INCOME_2568 = [412000, 498500, 356000, 268500, 421000, 176000, 142500, 215000, 238000, 196500]
MUSICIANS_2568 = [162000, 201500, 148000, 121500, 175500, 81000, 67500, 94500, 108000, 70300]
SOUND_2568 = [98500, 121000, 84500, 62000, 101500, 38000, 28500, 45500, 52000, 47500]
VAN_2568 = [14200, 16800, 12600, 11900, 15400, 7300, 6800, 8900, 9600, 7450]
OTHER_2568 = [5500, 8200, 3900, 4600, 6100, 2800, 12500, 3200, 4100, 3650]
GIGS_2567 = [11, 14, 10, 8, 12, 5, 5, 6, 7, 5, 10, 15]
INCOME_2567 = [365000, 441500, 322000, 241000, 388500, 158000, 131500, 187000, 214500, 171000, 356500, 468000]
MUSICIANS_2567 = [143000, 182000, 130000, 104000, 156000, 65000, 62500, 78000, 91000, 63500, 130000, 195000]
SOUND_2567 = [88000, 109500, 76500, 57000, 93500, 34000, 31000, 42500, 47500, 39000, 84000, 117500]
VAN_2567 = [12800, 15100, 11400, 10200, 13900, 6200, 6400, 7800, 8500, 6600, 11700, 16900]
OTHER_2567 = [4200, 6900, 3600, 3800, 5200, 2400, 2600, 2900, 3300, 2700, 4800, 9600]
GIG_TYPES = {
    "งานแต่งงาน (Weddings)": [7, 10, 6, 3, 9, 3, 1, 2, 3, 3, 6, 7],
    "งานบริษัท/เลี้ยงปีใหม่ (Corporate)": [2, 1, 1, 0, 1, 1, 2, 2, 2, 0, 1, 6],
    "งานบวช/ขึ้นบ้านใหม่/งานบุญ (Merit-making)": [1, 2, 2, 4, 3, 1, 2, 1, 0, 1, 1, 0],
    "งานเกษียณ/เลี้ยงรุ่น (Reunions, retirements)": [2, 2, 2, 2, 0, 1, 0, 2, 3, 1, 1, 1],
}


def _band_book(path: Path, year: str, gigs, income, musicians, sound, van, other) -> None:
    months = len(gigs)
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append([f"รายรับวงเพลินเพลง ปี {year} (Band income {year})"])
    sheet.append(["เดือน (Month)", "จำนวนงาน (Gigs)", "รายรับ (Income, THB)"])
    for month, g, amount in zip(MONTHS, gigs, income):
        sheet.append([f"{month} {year}", g, amount])
    label = "รวมทั้งปี (Year total)" if months == 12 else f"รวม ม.ค.–{MONTHS[months - 1]} (Total to date)"
    sheet.append([label, sum(gigs), sum(income)])
    money_format(sheet, 3)
    costs = book.create_sheet("รายจ่าย Expenses")
    costs.append([f"รายจ่ายวงเพลินเพลง ปี {year} (Band expenses {year})"])
    costs.append(["เดือน (Month)", "ค่าตัวนักดนตรี (Musicians)", "ค่าเช่าเครื่องเสียง (Sound rental)",
                  "ค่ารถตู้/น้ำมัน (Van & fuel)", "อื่นๆ (Other)", "รวม (Total)"])
    for month, a, b, c, d in zip(MONTHS, musicians, sound, van, other):
        costs.append([f"{month} {year}", a, b, c, d, a + b + c + d])
    costs.append([label, sum(musicians), sum(sound), sum(van), sum(other),
                  sum(musicians) + sum(sound) + sum(van) + sum(other)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


def _gig_types_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "จำนวนงาน 2568"
    sheet.append(["จำนวนงานแยกประเภท ปี 2568 (Gigs by type, 2568)  พ.ย.–ธ.ค. = งานที่รับจองแล้ว"])
    sheet.append(["ประเภทงาน (Type)"] + [f"{m} 68" for m in MONTHS] + ["รวม (Total)"])
    for kind, counts in GIG_TYPES.items():
        sheet.append([kind] + counts + [sum(counts)])
    totals = [sum(counts[i] for counts in GIG_TYPES.values()) for i in range(12)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    book.save(path)


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    income = sum(INCOME_2568)
    rental = sum(SOUND_2568)
    return [
        ("แผนวงเพลินเพลง ปี 2569", "Ploenpleng Band - plan for 2026\nธนากร ศรีสุข  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"รายรับ ม.ค.–ต.ค. 2568 รวม {income:,} บาท ({sum(GIGS_2568)} งาน)\n"
                         f"ค่าเช่าเครื่องเสียง ม.ค.–ต.ค. จ่ายไป {rental:,} บาท\n"
                         "ปัญหา: เดือนธันวาเครื่องเสียงเช่าไม่ทัน ราคาขึ้นช่วงไฮซีซั่น"),
        ("เป้าหมายปี 2569", "รายรับทั้งปี 4,000,000 บาท\nงานแต่งเดือนละอย่างน้อย 6 งาน\n"
                            "งานบริษัทช่วงปีใหม่ 8 งาน"),
        ("ซื้อเครื่องเสียงชุดของวงเอง", "งบ 180,000 บาท (ตู้ลำโพง 4 ใบ ซับ 2 ใบ มิกเซอร์ดิจิทัล)\n"
                                        "ใช้กับงานเล็ก-กลาง ลดค่าเช่าได้ประมาณเดือนละ 15,000 บาท\n"
                                        "งานใหญ่ยังเช่าไลน์อาร์เรย์จากโปรซาวด์อีสาน"),
        ("เครื่องดนตรี", "เปลี่ยนคีย์บอร์ดตัวหลัก Yamaha MODX8+ งบไม่เกิน 85,000 บาท\n"
                         "ขายตัวเก่า (Roland Juno-DS88) ประมาณ 18,000 บาท"),
        ("การตลาด", "คลิปงานแต่งลง TikTok สัปดาห์ละ 2 คลิป\nแพ็กเกจงานแต่งราคาเริ่มต้น 39,000 บาท"),
    ]


# ---------------------------------------------------------------- household
HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ผ่อนบ้าน (Mortgage)", 8900, "ธอส."), ("ค่าไฟ (Electricity)", 2618.35, "PEA"),
                ("ค่าน้ำ (Water)", 286.90, "กปภ."), ("อินเทอร์เน็ต (Internet)", 854.93, "KaenNet"),
                ("ค่ากับข้าว (Food)", 11200, ""), ("ค่าน้ำมันรถ (Petrol)", 3400, "รถเก๋ง"),
                ("ประกันชีวิตนุ่น (Life insurance)", 1150, "นอร์ทอีสต์ประกันชีวิต"),
                ("ค่ายาพ่อ (Dad's medicine)", 950, ""), ("ค่ารถรับส่งข้าวหอม (School van)", 1800, "")],
    "ก.ย. 68": [("ผ่อนบ้าน (Mortgage)", 8900, "ธอส."), ("ค่าไฟ (Electricity)", 2705.10, "PEA"),
                ("ค่าน้ำ (Water)", 298.60, "กปภ."), ("อินเทอร์เน็ต (Internet)", 854.93, "KaenNet"),
                ("ค่ากับข้าว (Food)", 10850, ""), ("ค่าน้ำมันรถ (Petrol)", 3650, "รถเก๋ง"),
                ("ประกันชีวิตนุ่น (Life insurance)", 1150, "นอร์ทอีสต์ประกันชีวิต"),
                ("ค่ายาพ่อ (Dad's medicine)", 950, ""), ("ค่ารถรับส่งข้าวหอม (School van)", 1800, ""),
                ("ค่าเรียนเปียโนข้าวหอม (Piano lessons)", 2400, "4 ครั้ง")],
    "ต.ค. 68": [("ผ่อนบ้าน (Mortgage)", 8900, "ธอส."), ("ค่าไฟ (Electricity)", 2792.51, "PEA"),
                ("ค่าน้ำ (Water)", 312.70, "กปภ."), ("อินเทอร์เน็ต (Internet)", 854.93, "KaenNet"),
                ("ค่ากับข้าว (Food)", 11480, ""), ("ค่าน้ำมันรถ (Petrol)", 3520, "รถเก๋ง"),
                ("ประกันชีวิตนุ่น (Life insurance)", 1150, "นอร์ทอีสต์ประกันชีวิต"),
                ("ค่ายาพ่อ + ฉีดยาเข่า (Dad's medicine, knee injection)", 2750, "รพ.ศรีนครินทร์"),
                ("ค่ารถรับส่งข้าวหอม (School van)", 1800, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้านศรีสุข เดือน {title}"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


def _fees(term: str, rows: list[tuple[str, str, str]], total: str, due: str) -> tuple[list, list, list]:
    top = ["โรงเรียนสาธิตแก่นวิทยา ขอนแก่น", f"ใบแจ้งการชำระค่าธรรมเนียม ภาคเรียนที่ {term}",
           "นักเรียน ด.ญ.พิมพ์ลดา ศรีสุข (ข้าวหอม)  ชั้น ป.3/1  เลขประจำตัว 3318",
           "เรียน ผู้ปกครอง นายธนากร ศรีสุข"]
    table = [("ลำดับ", "รายการ", "บาท")] + rows + [("", "รวมทั้งสิ้น", total)]
    bottom = [f"รวมที่ต้องชำระ {total} บาท ภายในวันที่ {due}",
              "ชำระผ่าน QR ในแอปโรงเรียน หรือที่งานการเงิน อาคาร 1 เวลา 08.00–15.30 น.",
              "หากชำระหลังกำหนด คิดค่าปรับวันละ 20 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("1", "ค่าเล่าเรียน", "16,000"), ("2", "ค่าอาหารกลางวันและอาหารว่าง", "3,800"),
                           ("3", "ค่าหนังสือ แบบฝึกหัด และชุดพละ", "2,400")], "22,200", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("1", "ค่าเล่าเรียน", "16,000"), ("2", "ค่าอาหารกลางวันและอาหารว่าง", "3,800"),
                           ("3", "ค่ากิจกรรมเข้าค่ายลูกเสือ-เนตรนารี", "1,500"),
                           ("4", "ค่าเรียนคอมพิวเตอร์และหุ่นยนต์", "2,000")], "23,300", "10 พฤศจิกายน 2568")

PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Khon Kaen\n"
    "ELECTRICITY BILL\n"
    "Account name: Mr. Thanakorn Srisuk\n"
    "Address: 145/7 Moo 9, Sila, Mueang Khon Kaen 40000\n"
    "Customer no. 020034417762\n"
    "Billing period: 20 Sep 2025 - 19 Oct 2025\n"
    "Meter reading: 31,077 -> 31,675   Units used: 598 kWh\n"
    "Energy charge 2,512.40  Ft 59.20  Service 38.22  VAT 7% 182.69\n"
    "AMOUNT DUE: 2,792.51 THB\n"
    "Due date: 3 Nov 2025\n"
    "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
]
PWA_BILL = [
    "PROVINCIAL WATERWORKS AUTHORITY - Khon Kaen Branch\n"
    "WATER BILL - October 2025\n"
    "Customer: Thanakorn Srisuk    User no. 4401-552817\n"
    "Address: 145/7 Moo 9, Sila, Mueang Khon Kaen\n"
    "Meter: 2,184 -> 2,208   Water used: 24 cubic metres\n"
    "Water charge 262.24  Service 30.00  VAT 7% 20.46\n"
    "TOTAL 312.70 THB\n"
    "Due date: 5 Nov 2025",
]
KAENNET_BILL = [
    "KAENNET BROADBAND CO., LTD.\n"
    "INVOICE - October 2025\n"
    "Customer: Thanakorn Srisuk    Account: KN-77-104582\n"
    "Package: Fibre 1000/500 Mbps + fixed IP              799.00\n"
    "VAT 7%                                                55.93\n"
    "TOTAL                                                854.93 THB\n"
    "Due date: 28 Oct 2025. Pay by PromptPay QR or bank app.",
]
NELIFE_LETTER = [
    "NORTHEAST LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Khon Kaen Service Centre, Prachasamoson Road\n"
    "30 October 2025\n"
    "\n"
    "NOTICE OF PREMIUM DUE - HEALTH INSURANCE RENEWAL\n"
    "Dear Mr. Thanakorn Srisuk (policy owner),\n"
    "Insured person: Miss Pimlada Srisuk, age 8\n"
    "Policy no. NEL-HS-0087712, Health Plus Kids plan\n"
    "\n"
    "Renewal period: 15 Dec 2025 - 14 Dec 2026\n"
    "In-patient cover: 1,000,000 THB per year. Out-patient: 1,500 THB per visit, 30 visits.\n"
    "Annual premium: 14,200 THB (last year 12,800 THB; the premium rises with the age band)\n"
    "Please pay by 15 Dec 2025 by bank transfer or at any Northeast Life branch.\n"
    "If the premium is not paid within 31 days after the due date, the policy will lapse.\n"
    "Your agent: Khun Sirirat Phonsawan 086-455-1903\n"
    "\n"
    "Yours sincerely,\n"
    "Policy Service Department",
]

# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "วงเพลินเพลง/บัญชี/ค่าตัวนักดนตรี_ตุลา68.md": """# ค่าตัวนักดนตรี ตุลาคม 2568

งานเดือนนี้ 5 งาน: 4 ต.ค. งานแต่ง (น้ำพอง) / 11 ต.ค. งานแต่ง (โรงแรมริมบึง) / 18 ต.ค. เลี้ยงเกษียณครู /
25 ต.ค. งานแต่ง (แก่นนครแกรนด์) / 26 ต.ค. งานทอดกฐิน บ้านโนนทัน

| ชื่อ | ตำแหน่ง | ค่าตัวต่องาน | จำนวนงาน | รวม |
|---|---|---|---|---|
| ฝน (แพรวา) | นักร้องหญิง | 2,500 | 5 | 12,500 |
| บอย | นักร้องชาย | 2,500 | 4 | 10,000 |
| เอก | กีตาร์ | 2,000 | 5 | 10,000 |
| โจ้ | เบส | 2,000 | 5 | 10,000 |
| ตั้ม | กลอง | 2,000 | 5 | 10,000 |
| ลุงเสถียร | แซกโซโฟน | 2,500 | 3 | 7,500 |
| ปอนด์ | ซาวด์เอนจิเนียร์ | 1,500 | 5 | 7,500 |

รวมวงประจำ 67,500 บาท
บอยลางาน 18 ต.ค. (ไปงานแต่งญาติ) จ้างต้าร้องแทน 2,800 บาท (ค่าตัวนอกวง)
รวมจ่ายค่าตัวทั้งเดือน 70,300 บาท โอนครบแล้ว 31 ต.ค.
""",
    "วงเพลินเพลง/บันทึกประชุมวง_1พย68.md": """# บันทึกประชุมวงเพลินเพลง วันเสาร์ที่ 1 พฤศจิกายน 2568
ที่ห้องซ้อมบ้านพี่ต้น 13.00–15.00 น.
ผู้เข้าประชุม: พี่ต้น (ประธาน), พี่นุ่น, ฝน, บอย, เอก, โจ้, ตั้ม, ลุงเสถียร, ปอนด์

## มติที่ประชุม
1. ปรับค่าตัวตั้งแต่ 1 มกราคม 2569: นักร้อง 2,500 -> 2,800 บาทต่องาน, นักดนตรี 2,000 -> 2,200 บาทต่องาน,
   ซาวด์เอนจิเนียร์ 1,500 -> 1,800 บาทต่องาน
2. ซื้อคีย์บอร์ดตัวใหม่ (Yamaha MODX8+) งบไม่เกิน 85,000 บาท ใช้เงินกองกลางวง ขอใบเสนอราคา 2 ร้านมาเทียบ
3. ธ.ค. งานเยอะ ห้ามลางานตั้งแต่ 13 ธ.ค. – 31 ธ.ค. ยกเว้นป่วย
4. ชุดงานปีใหม่: ผู้ชายสูทดำเนกไทแดง ผู้หญิงชุดราตรีแดง

## งานที่มอบหมาย
- พี่นุ่น: ส่งใบเสนอราคางานปีใหม่ให้อีสานมอเตอร์กับหอการค้าภายในสัปดาห์นี้
- ปอนด์: ยืนยันจองไลน์อาร์เรย์กับโปรซาวด์สำหรับวันที่ 13 ธ.ค.
- เอก: เช็คสายสัญญาณ XLR ที่เสีย ส่งซ่อมหรือซื้อใหม่
- ฝน + บอย: ซ้อมเพลงใหม่ 6 เพลงสำหรับงานเคาท์ดาวน์

นัดซ้อมใหญ่ครั้งต่อไป วันพุธที่ 10 ธันวาคม 2568 19.00 น.
""",
    "วงเพลินเพลง/เช็คอุปกรณ์วง_stock.md": """# เช็คของวง (นับเมื่อ 2 พ.ย. 68)

| ของ | มีอยู่ | ใช้ได้ | หมายเหตุ |
|---|---|---|---|
| สาย XLR 10 เมตร | 24 เส้น | 21 เส้น | เสีย 3 เส้น ให้เอกเอาไปซ่อม |
| สายแจ็คกีตาร์ | 8 เส้น | 8 เส้น | |
| ไมค์ Shure SM58 | 6 ตัว | 5 ตัว | ตัวที่ 6 เสียงแตก |
| DI box | 4 ตัว | 4 ตัว | |
| ขาไมค์บูม | 10 ตัว | 9 ตัว | ล็อกหัก 1 |
| สายกีตาร์ (ชุด) | 7 ชุด | | ซื้อเพิ่มอีก 5 ชุด |
| สายเบส (ชุด) | 2 ชุด | | |
| ไม้กลอง (คู่) | 6 คู่ | | ตั้มขอเพิ่ม 4 คู่ |
| ถ่าน AA (ไมค์ลอย) | 40 ก้อน | | พอถึงสิ้นปี |

ต้องซื้อก่อนงาน 13 ธ.ค.: สายกีตาร์ 5 ชุด, ไม้กลอง 4 คู่, ไมค์ SM58 ใหม่ 1 ตัว
""",
    "วงเพลินเพลง/setlist_งานแต่ง_มาตรฐาน.md": """# Setlist งานแต่ง (มาตรฐาน)

## ช่วงต้อนรับแขก 18.00–19.00 (เบาๆ)
- ใจความสำคัญ, ขอบคุณที่รักกัน, รักแรกพบ (บรรเลงแซก)
## ช่วงพิธีบนเวที
- เพลงเปิดตัวบ่าวสาว: Beautiful in White / แต่งงานกันนะ
## ช่วงดินเนอร์ 19.30–21.00
- ลูกกรุง + สากลเบาๆ สลับกัน
## ช่วงสนุก 21.00–22.00
- ลูกทุ่ง หมอลำ รำวง ปิดท้ายด้วย สาวบ้านแต้ / ม่วนซื่น
""",
    "วงเพลินเพลง/แชท/แชทไลน์_มายด์_เจ้าสาว13ธค.txt": """[22/10/2568 20:05] มายด์ (เจ้าสาว 13 ธ.ค.): พี่ต้นคะ ดูร่างสัญญาแล้วค่ะ ถ้าอยากต่อเวลาอีกชั่วโมง ถึงห้าทุ่ม ทำ after party ได้มั้ยคะ
[22/10/2568 20:12] พี่ต้น เพลินเพลง: ได้ครับ โรงแรมให้เล่นถึง 5 ทุ่มพอดี ต่อชั่วโมงละ 5,000 ครับ
[22/10/2568 20:20] มายด์ (เจ้าสาว 13 ธ.ค.): แอบแรงนิดนึงค่ะ ลดได้มั้ยคะพี่ 😅
[22/10/2568 20:31] พี่ต้น เพลินเพลง: ให้ 4,000 ครับ รวมเป็น 49,000 เดี๋ยวพี่แก้สัญญาแล้วส่งให้เซ็นนะครับ มัดจำ 20,000
[28/10/2568 11:02] มายด์ (เจ้าสาว 13 ธ.ค.): โอนมัดจำ 20,000 แล้วนะคะ สัญญาเซ็นแล้วส่งรูปให้แล้วค่ะ
[28/10/2568 11:10] พี่ต้น เพลินเพลง: ได้รับแล้วครับ ขอบคุณครับ
[16/11/2568 19:44] มายด์ (เจ้าสาว 13 ธ.ค.): พี่ต้นคะ ช่วงเช้าพิธีรดน้ำสังข์ 9 โมง อยากได้แซกเป่าคลอ 1 ชั่วโมงได้มั้ยคะ
[16/11/2568 19:50] พี่ต้น เพลินเพลง: ลุงเสถียรว่างครับ 1 ชั่วโมงคิด 3,500 ครับ
[16/11/2568 19:58] มายด์ (เจ้าสาว 13 ธ.ค.): ขอแค่ช่วงรดน้ำ 30 นาทีได้มั้ยคะ
[16/11/2568 20:05] พี่ต้น เพลินเพลง: 30 นาทีคิด 2,500 ครับ งั้นยอดรวมทั้งหมดเป็น 51,500 หักมัดจำแล้ว ยอดคงเหลือ 31,500 จ่ายก่อน 12 ธ.ค. นะครับ
[16/11/2568 20:07] มายด์ (เจ้าสาว 13 ธ.ค.): โอเคค่ะ 51,500 ค่ะ ขอบคุณค่ะพี่
""",
    "วงเพลินเพลง/แชท/แชทไลน์_กลุ่มวงเพลินเพลง.txt": """[3/11/2568 21:10] พี่ต้น: ประกาศ งานเคาท์ดาวน์ 31 ธ.ค. ร้านบ้านสวนริมบึง เล่น 21.00 ถึงหลังเที่ยงคืน ค่าตัวคนละ 3,000 ใครว่างบ้าง
[3/11/2568 21:12] ฝน: ว่างค่ะ
[3/11/2568 21:15] ตั้ม: ไปครับ
[3/11/2568 21:30] ลุงเสถียร: ลุงไปได้ แต่ขอกลับก่อนตีหนึ่งนะ
[4/11/2568 08:02] บอย: ว่างครับพี่
[10/11/2568 18:25] พี่ต้น: ข่าวดี เจ้าของร้านเพิ่มงบให้ งานเคาท์ดาวน์ค่าตัวขึ้นเป็นคนละ 3,500 นะ เล่น 21.00–00.30 มีข้าวเย็นให้
[10/11/2568 18:27] โจ้: เยส 🎉
[10/11/2568 18:40] ปอนด์: งาน 13 ธ.ค. แก่นนคร เข้าของได้บ่ายสองตามหนังสือโรงแรม ซาวด์เช็ค 16.00 นะครับ
[10/11/2568 18:42] พี่ต้น: ตามนั้น ลุงเสถียรมีเป่าช่วงเช้า 9 โมงด้วยนะลุง งานรดน้ำสังข์
[10/11/2568 18:45] ลุงเสถียร: รับทราบ
""",
    "วงเพลินเพลง/เครื่องเสียง/email_ProSound_Dec2025_rates.txt": PROSOUND_EMAIL,
    "บ้าน/แชทไลน์_ครอบครัวศรีสุข.txt": """[1/11/2568 19:20] นุ่น: พี่ต้น ค่าเทอมข้าวหอมเทอมสองต้องจ่ายก่อน 10 พ.ย. นะ
[1/11/2568 19:25] ต้น: โอเค เดี๋ยวโอนผ่าน QR วันจันทร์
[2/11/2568 08:10] พ่อ: วันที่ 19 พ่อนัดหมอเข่าที่ศรีนครินทร์นะ
[2/11/2568 08:15] นุ่น: หนูไปส่งเองค่ะพ่อ วันนั้นพี่ต้นซ้อมวง
[5/11/2568 20:30] นุ่น: วันเกิดพ่อ 70 ปี 7 ธ.ค. จองร้านครัวบ้านสวนไว้ 12 คน มัดจำ 2,000 แล้วนะ
[8/11/2568 12:02] ต้น: น้าแดงกับครอบครัวจะมาจากอุดรด้วย เพิ่มเป็น 16 คนได้มั้ย
[8/11/2568 12:40] นุ่น: โทรเปลี่ยนแล้ว 16 คน โต๊ะจีน 2 โต๊ะ โต๊ะละ 4,500
[9/11/2568 07:45] ข้าวหอม (ใช้มือถือแม่): พ่อขาๆ หนูจะเล่นเปียโนเพลงแฮปปี้เบิร์ธเดย์ให้ปู่นะคะ
""",
    "บ้าน/สุขภาพพ่อ_นัดหมอ.md": """# สุขภาพพ่อ (พ่อสมพร ศรีสุข อายุ 69)

- โรคประจำตัว: ความดันสูง, ข้อเข่าเสื่อม (เข่าขวา)
- รักษาที่ รพ.ศรีนครินทร์ คลินิกกระดูกและข้อ + คลินิกอายุรกรรม
- ยาความดัน amlodipine 5 mg เช้า 1 เม็ด
- ความดันล่าสุด (12 ต.ค.) 148/92 หมอบอกยังสูง ให้ลดเค็ม
- ฉีดยาเข้าข้อเข่า 3 เข็ม ห่างกันเข็มละ 1 เดือน เข็มละ 1,800 บาท (เข็มแรก ต.ค. แล้ว)
- นัดครั้งถัดไป 19 พฤศจิกายน 2568 เวลา 09.00 น. ฉีดเข็มที่ 2 + วัดความดัน ไม่ต้องงดอาหาร
- หมอให้ออกกำลังกายในน้ำ หรือปั่นจักรยานอยู่กับที่ วันละ 20 นาที
""",
}
TODO = {"todo.md": """- ยืนยันไลน์อาร์เรย์กับโปรซาวด์ งาน 13 ธ.ค. ก่อน 20 พ.ย.
- โอนค่าเช่าเครื่องเสียงงาน 25 ต.ค.
- เลือกร้านซื้อคีย์บอร์ดใหม่
- โอนค่าเทอมข้าวหอม
- พาพ่อไปฉีดยาเข่า 19 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    band = docs / "วงเพลินเพลง"
    contracts, quotes, sound, keys, books = (band / "สัญญา", band / "ใบเสนอราคา", band / "เครื่องเสียง",
                                             band / "คีย์บอร์ดใหม่", band / "บัญชี")
    home = docs / "บ้าน"
    for folder in (contracts, quotes, sound, keys, books, band / "แชท", home / "Bills", home / "ประกัน",
                   home / "ค่าเทอม"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญาจ้างวง_งานแต่งมายด์เบียร์_ร่าง.docx", MIND_DRAFT, MIND_DRAFT_TABLE,
               bottom=MIND_DRAFT_BOTTOM)
    write_docx(contracts / "สัญญาจ้างวง_งานแต่งมายด์เบียร์_ฉบับจริง.docx", MIND_FINAL, MIND_FINAL_TABLE,
               bottom=MIND_FINAL_BOTTOM)
    write_docx(contracts / "สัญญาจ้างวง_ขึ้นบ้านใหม่_คุณวีระ.docx", HOUSEWARMING, headings=HOUSEWARMING_HEADINGS,
               bottom=HOUSEWARMING_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_งานปีใหม่_อีสานมอเตอร์.docx", QUOTE_ISAN, QUOTE_ISAN_TABLE,
               bottom=QUOTE_ISAN_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_งานปีใหม่_หอการค้าขอนแก่น.docx", QUOTE_CHAMBER, QUOTE_CHAMBER_TABLE,
               bottom=QUOTE_CHAMBER_BOTTOM)
    write_docx(quotes / "หนังสือโรงแรมแก่นนครแกรนด์_ข้อกำหนดวงดนตรี.docx", HOTEL_RULES, HOTEL_RULES_TABLE,
               bottom=HOTEL_RULES_BOTTOM)
    make_pdf(sound / "ProSoundIsan_rates_2025.pdf", PROSOUND_RATES_2025)
    write_docx(sound / "เรทเช่าเครื่องเสียง_โปรซาวด์อีสาน_2567.docx", PROSOUND_RATES_2567, PROSOUND_RATES_2567_TABLE,
               bottom=PROSOUND_RATES_2567_BOTTOM)
    make_pdf(sound / "ProSoundIsan_invoice_PS-2510-088.pdf", PROSOUND_INVOICE)
    make_pdf(keys / "KKMusic_keyboard_quotation_Nov2025.pdf", KK_QUOTE)
    write_docx(keys / "ใบเสนอราคาคีย์บอร์ด_ร้านทองดีดนตรี.docx", THONGDEE_QUOTE, THONGDEE_TABLE,
               bottom=THONGDEE_BOTTOM)
    _band_book(books / "รายรับรายจ่ายวง_2568.xlsx", "2568", GIGS_2568, INCOME_2568, MUSICIANS_2568, SOUND_2568,
               VAN_2568, OTHER_2568)
    _band_book(books / "รายรับรายจ่ายวง_2567.xlsx", "2567", GIGS_2567, INCOME_2567, MUSICIANS_2567, SOUND_2567,
               VAN_2567, OTHER_2567)
    _gig_types_book(books / "จำนวนงานแยกประเภท_2568.xlsx")
    write_slides(band / "แผนวงปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "PWA_water_bill_Oct2025.pdf", PWA_BILL)
    make_pdf(home / "Bills" / "KaenNet_fibre_Oct2025.pdf", KAENNET_BILL)
    make_pdf(home / "ประกัน" / "NELife_health_renewal_Pimlada_2025.pdf", NELIFE_LETTER)
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_ข้าวหอม_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอม" / "ค่าเทอม_ข้าวหอม_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """His to-do list, already in the workspect."""
    write_texts(workspect, TODO)
