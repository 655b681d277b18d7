"""A folder for bench/agent_tasks.py (`--folder travel`): a small Chiang Mai tour operator's work papers.

Kanokwan (พี่กวาง) Inthawong runs Doi Ngam Travel (บริษัท ดอยงาม ทราเวล จำกัด), a small licensed tour operator on
Ratchadamnoen Road in Mueang Chiang Mai, with her husband Somsak (พี่ศักดิ์) guiding and four freelance guides.
Her laptop holds: a Thai van-hire contract with the van owner Lung Prasert (docx, a rate table), a Thai room
allotment contract with Pai River Resort (docx, a season rate table), a rival van company's Thai quote (txt), the
2568/69 tour price list (xlsx), bookings by month for Jan-Jun 2568 with bookings by sales channel (xlsx, two sheets,
Thai/English headers) and the same for the whole of 2567 (xlsx), guide pay for May and June 2568 (xlsx, two sheets),
a Thai Doi Inthanon day-trip programme (md), an English Pai 3D2N itinerary for a German family (md) and their
booking email thread (txt), a Thai customer's complaint email about a late van (txt), a LINE group chat export with
the guides and the van driver (txt), a Thai letter from the Department of Tourism about renewing the tour-business
licence (txt), slides on the new high-season packages (pptx), Klook's June payout statement (pdf, 2 pages), a deposit
invoice to a Bangkok company for a staff outing (pdf), two tourist accident insurance quotes (pdf), a Thai team
meeting note (md), and six distractors that share words with them (last year's van contract, last year's price
list, a draft Pai itinerary, a draft of the new-package ideas, last year's insurance quote, last year's guide rates);
plus a workspect that already holds a to-do list. Written blind of the engine's rules for
bench/data/agent_tasks_travel_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

VAN_TOP = [
    "สัญญาจ้างเหมารถตู้พร้อมคนขับ",
    "ทำที่ บริษัท ดอยงาม ทราเวล จำกัด ถนนราชดำเนิน ตำบลพระสิงห์ อำเภอเมืองเชียงใหม่ วันที่ 25 ตุลาคม 2567",
    "ผู้ว่าจ้าง: บริษัท ดอยงาม ทราเวล จำกัด โดย นางสาวกนกวรรณ อินทวงศ์ กรรมการผู้จัดการ",
    "ผู้รับจ้าง: นายประเสริฐ คำแก้ว เจ้าของรถตู้ Toyota Commuter 2 คัน ทะเบียน 1นข 4521 เชียงใหม่ "
    "และ 1นข 7730 เชียงใหม่",
    "ข้อ 1. สัญญานี้มีระยะเวลา 1 ปี ตั้งแต่วันที่ 1 พฤศจิกายน 2567 ถึงวันที่ 31 ตุลาคม 2568",
    "ข้อ 2. ค่าจ้างเป็นไปตามตารางท้ายสัญญา รวมค่าน้ำมัน ค่าคนขับ ค่าทางด่วนและค่าที่จอดรถแล้ว "
    "ไม่รวมค่าเข้าอุทยานแห่งชาติ",
    "ข้อ 3. งานค้างคืนต่างจังหวัด ผู้ว่าจ้างจ่ายเบี้ยเลี้ยงคนขับคืนละ 500 บาท และจัดที่พักให้คนขับ",
    "ข้อ 4. ผู้ว่าจ้างชำระค่าจ้างทุกวันที่ 10 และวันที่ 25 ของเดือน ตามใบงานที่คนขับเซ็นรับ",
    "ข้อ 5. การยกเลิกงานต้องแจ้งล่วงหน้าไม่น้อยกว่า 24 ชั่วโมง หากแจ้งน้อยกว่านั้นผู้ว่าจ้างจ่าย 50% ของค่าจ้าง",
    "ข้อ 6. รถต้องมีประกันภัยชั้น 1 และประกันภัยผู้โดยสาร คนขับต้องถึงจุดรับก่อนเวลานัดอย่างน้อย 15 นาที "
    "หากมาสายเกิน 30 นาที ผู้รับจ้างยอมลดค่าจ้างเที่ยวนั้น 20%",
    "ตารางค่าจ้างท้ายสัญญา",
]
VAN_RATES = [
    ("ประเภทงาน", "เส้นทาง", "ค่าจ้าง (บาท)"),
    ("ครึ่งวัน (ไม่เกิน 5 ชม.)", "ในเมือง / ดอยสุเทพ", "1,500 ต่อวัน"),
    ("เต็มวัน (ไม่เกิน 10 ชม.)", "ในเมือง / แม่ริม / แม่แตง / แม่กำปอง", "2,200 ต่อวัน"),
    ("เต็มวัน", "ดอยอินทนนท์", "3,000 ต่อวัน"),
    ("เต็มวัน", "เชียงราย ไป-กลับ", "3,800 ต่อวัน"),
    ("ค้างคืน", "ปาย / แม่ฮ่องสอน", "4,200 ต่อวัน"),
    ("รับ-ส่งสนามบิน", "สนามบินเชียงใหม่ - โรงแรมในเมือง", "550 ต่อเที่ยว"),
    ("ชั่วโมงเกิน", "ทุกเส้นทาง", "250 ต่อชั่วโมง"),
]
VAN_BOTTOM = ["ลงชื่อ กนกวรรณ อินทวงศ์ ผู้ว่าจ้าง", "ลงชื่อ ประเสริฐ คำแก้ว ผู้รับจ้าง",
              "ลงชื่อ สมศักดิ์ อินทวงศ์ พยาน"]
HOTEL_TOP = [
    "สัญญาจองห้องพักล่วงหน้า (Allotment Agreement)",
    "ระหว่าง ปายริเวอร์ รีสอร์ท (Pai River Resort) 99 หมู่ 3 ตำบลเวียงใต้ อำเภอปาย จังหวัดแม่ฮ่องสอน "
    "โดย คุณอัญชลี ทองดี ผู้จัดการฝ่ายขาย (โรงแรม) กับ บริษัท ดอยงาม ทราเวล จำกัด (ผู้จอง)",
    "ทำวันที่ 15 มีนาคม 2568",
    "ข้อ 1. สัญญานี้มีผลตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2569",
    "ข้อ 2. โรงแรมกันห้องให้ผู้จอง (allotment) 6 ห้องต่อคืน ผู้จองต้องยืนยันชื่อลูกค้าหรือคืนห้อง (release) "
    "ไม่น้อยกว่า 14 วันก่อนวันเข้าพัก ยกเว้นช่วง Peak ต้องยืนยันหรือคืนห้องไม่น้อยกว่า 30 วัน",
    "ข้อ 3. ราคาห้องเป็นราคาสุทธิ (net) ต่อห้องต่อคืน รวมอาหารเช้า 2 ท่าน ภาษีและค่าบริการแล้ว ตามตารางนี้",
]
HOTEL_RATES = [
    ("ช่วงเวลา", "Superior", "Deluxe (วิวแม่น้ำ)", "Family (4 ท่าน)"),
    ("Green season 1 พ.ค. - 31 ต.ค. 2568", "1,400 บาท", "1,900 บาท", "2,600 บาท"),
    ("High season 1 พ.ย. 2568 - 28 ก.พ. 2569 (ยกเว้นช่วง Peak)", "2,100 บาท", "2,800 บาท", "3,600 บาท"),
    ("Peak 20 ธ.ค. 2568 - 5 ม.ค. 2569", "2,600 บาท", "3,400 บาท", "4,300 บาท"),
    ("Shoulder 1 มี.ค. - 30 เม.ย. 2569", "1,600 บาท", "2,200 บาท", "2,900 บาท"),
]
HOTEL_BOTTOM = [
    "ข้อ 4. เตียงเสริมพร้อมอาหารเช้า คืนละ 600 บาท เด็กอายุต่ำกว่า 4 ขวบพักฟรีโดยไม่เสริมเตียง",
    "ข้อ 5. การยกเลิกหลังยืนยันแล้ว: ยกเลิก 7-13 วันก่อนเข้าพัก คิดค่าห้อง 50% ของคืนแรก "
    "ยกเลิกน้อยกว่า 7 วันหรือไม่มาเข้าพัก (no show) คิดเต็มจำนวน 100%",
    "ข้อ 6. โรงแรมออกใบแจ้งหนี้หลังลูกค้าเช็คเอาท์ ผู้จองชำระภายใน 30 วัน โดยโอนเข้าบัญชีโรงแรม",
    "ข้อ 7. มีรถรับ-ส่งฟรีระหว่างโรงแรมกับถนนคนเดินปาย 18:00-22:00 น.",
    "ลงชื่อ อัญชลี ทองดี ผู้แทนโรงแรม",
    "ลงชื่อ กนกวรรณ อินทวงศ์ ผู้แทนผู้จอง",
]
VIP_QUOTE = """ใบเสนอราคา บริการรถตู้ VIP พร้อมคนขับ
หจก. วีไอพี เชียงใหม่ ทรานสปอร์ต
88/12 ถนนเชียงใหม่-ลำปาง ตำบลช้างเผือก อำเภอเมืองเชียงใหม่ 50300  โทร 053-214-660 LINE @vipcnxvan

วันที่ 3 กรกฎาคม 2568
เรียน คุณกนกวรรณ อินทวงศ์ บริษัท ดอยงาม ทราเวล จำกัด

ตามที่คุณกวางสอบถามราคารถตู้สำหรับงานทัวร์ ช่วง 1 พฤศจิกายน 2568 - 31 ตุลาคม 2569 ทางเราขอเสนอราคาดังนี้
(รถ Toyota Commuter ปี 2566 เบาะ VIP 9 ที่นั่ง มี wifi ในรถ ราคารวมน้ำมัน คนขับ ทางด่วนและที่จอดรถ)

- ครึ่งวัน ในเมือง/ดอยสุเทพ (ไม่เกิน 5 ชม.)          1,400 บาท
- เต็มวัน ในเมือง/แม่ริม/แม่แตง (ไม่เกิน 10 ชม.)   2,000 บาท
- เต็มวัน ดอยอินทนนท์                              2,600 บาท
- เต็มวัน เชียงราย ไป-กลับ                          3,500 บาท
- ค้างคืน ปาย/แม่ฮ่องสอน                           4,500 บาท ต่อวัน (รวมเบี้ยเลี้ยงคนขับแล้ว)
- รับ-ส่งสนามบินเชียงใหม่                           450 บาท ต่อเที่ยว
- ชั่วโมงเกิน                                      300 บาท ต่อชั่วโมง

เงื่อนไข
- ยกเลิกงานแจ้งล่วงหน้า 48 ชั่วโมง ไม่งั้นคิด 50%
- วางบิลทุกสิ้นเดือน ชำระภายใน 15 วัน
- ถ้าทำสัญญา 1 ปี ขั้นต่ำ 10 งานต่อเดือน ลดเพิ่มอีก 5% ทุกรายการ

ราคานี้ยืนได้ถึงวันที่ 30 กันยายน 2568
ผู้เสนอราคา: คุณธนพล ศรีบุญเรือง (ฝ่ายขาย) 089-552-1740
"""
PRICE_HEADERS = ("รหัส (Code)", "แพ็กเกจ (Package)", "ระยะเวลา (Duration)",
                 "ราคา/ท่าน 2-3 ท่าน (Per person, 2-3 pax, THB)", "ราคา/ท่าน 4-8 ท่าน (Per person, 4-8 pax, THB)",
                 "เด็ก 4-11 ปี (Child, THB)", "รวม (Includes)")
PRICES = [
    ("DN01", "ดอยสุเทพ-วัดพระธาตุ ครึ่งวัน (Doi Suthep half day)", "ครึ่งวัน", 1200, 900, 600,
     "รถ ไกด์ ค่าเข้าวัด"),
    ("DN02", "ดอยอินทนนท์ 1 วัน (Doi Inthanon day trip)", "1 วัน", 2900, 2200, 1500,
     "รถ ไกด์ ค่าอุทยาน อาหารกลางวัน"),
    ("DN03", "เชียงราย วัดร่องขุ่น-สามเหลี่ยมทองคำ 1 วัน (Chiang Rai day trip)", "1 วัน", 3400, 2600, 1800,
     "รถ ไกด์ อาหารกลางวัน เรือแม่น้ำโขง"),
    ("DN04", "แม่กำปอง-น้ำพุร้อนสันกำแพง (Mae Kampong & hot springs)", "1 วัน", 2300, 1700, 1100,
     "รถ ไกด์ อาหารกลางวัน ค่าเข้าน้ำพุร้อน"),
    ("DN05", "ปาย 3 วัน 2 คืน (Pai 3D2N)", "3 วัน 2 คืน", 12900, 9800, 6500,
     "รถ ไกด์ โรงแรม 2 คืน อาหารเช้า"),
    ("DN06", "ไนท์ซาฟารี + ขันโตก (Night Safari & khantoke dinner)", "ค่ำ", 1900, 1500, 1000,
     "รถ ค่าเข้า อาหารเย็น"),
    ("DN07", "ปางช้างแม่แตง ไม่ขี่ช้าง (Ethical elephant sanctuary)", "1 วัน", 2700, 2400, 1800,
     "รถ ค่าเข้า อาหารกลางวัน"),
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)",
          "ก.ค. (Jul)", "ส.ค. (Aug)", "ก.ย. (Sep)", "ต.ค. (Oct)", "พ.ย. (Nov)", "ธ.ค. (Dec)"]
BOOKING_HEADERS = ("เดือน (Month)", "จำนวนกรุ๊ป (Groups)", "จำนวนลูกค้า (Pax)", "รายได้ (Revenue, THB)",
                   "ต้นทุนทัวร์ (Tour costs, THB)", "กำไรขั้นต้น (Gross profit, THB)", "หมายเหตุ (Note)")
# groups, pax, revenue, costs, note
BOOKINGS_2568 = [(46, 212, 684500, 441200, "ไฮซีซั่น ลูกค้าจีนช่วงตรุษจีนเยอะ"),
                 (41, 189, 612300, 398700, ""),
                 (33, 141, 455800, 301400, "ฝุ่น PM2.5 ยกเลิก 4 กรุ๊ป"),
                 (29, 126, 418600, 280900, "สงกรานต์"),
                 (18, 71, 219400, 152300, "เริ่มโลว์ซีซั่น"),
                 (15, 58, 176900, 124600, "")]
BOOKINGS_2567 = [(39, 176, 571200, 372800, ""), (36, 160, 528900, 351600, ""), (30, 128, 402500, 268900, ""),
                 (24, 101, 331700, 224300, "สงกรานต์"), (14, 55, 168800, 119500, ""), (12, 47, 139600, 98700, ""),
                 (16, 63, 198400, 138200, ""), (17, 66, 205100, 141900, ""),
                 (11, 40, 121300, 88400, "น้ำท่วมเชียงใหม่ ยกเลิก 6 กรุ๊ป"),
                 (19, 77, 236900, 162500, "น้ำท่วมต้นเดือน"), (42, 198, 655800, 428700, ""),
                 (51, 241, 803600, 531200, "ลอยกระทง-ปีใหม่ เต็มทุกวันหยุด")]
CHANNEL_HEADERS = ("ช่องทาง (Channel)", "จำนวนการจอง (Bookings)", "รายได้ (Revenue, THB)")
CHANNELS = [("LINE OA / เว็บไซต์ (LINE OA & website)", 58, 812400), ("Klook", 47, 598300),
            ("GetYourGuide", 29, 402700), ("Walk-in หน้าร้าน", 21, 189600),
            ("เอเจนต์ในประเทศ (Thai agents)", 19, 318900), ("ลูกค้าองค์กร (Corporate)", 8, 245600)]
GUIDE_HEADERS = ("ชื่อไกด์ (Guide)", "ภาษา (Languages)", "วันทำงาน (Days)", "ค่าจ้างต่อวัน (Daily rate, THB)",
                 "ค่าค้างคืน/ล่วงเวลา (Overnight & OT, THB)", "รวม (Total, THB)", "หมายเหตุ (Note)")
GUIDES = {
    "พ.ค. 68 (May 2025)": [
        ("เจ - ณัฐวุฒิ ใจดี (Jay)", "TH/EN", 11, 1800, 1000, "ปาย 2 คืน"),
        ("มายด์ - ศิริพร แสงคำ (Mind)", "TH/EN/CN", 8, 2000, 0, ""),
        ("ต้น - ธนากร บุญมา (Ton)", "TH", 5, 1200, 0, ""),
        ("ปุ๊ก - ชลธิชา คำปัน (Puk)", "TH/EN/JP", 3, 2200, 0, "กรุ๊ปญี่ปุ่น"),
    ],
    "มิ.ย. 68 (Jun 2025)": [
        ("เจ - ณัฐวุฒิ ใจดี (Jay)", "TH/EN", 9, 1800, 1500, "ปาย 3 คืน คืนละ 500"),
        ("มายด์ - ศิริพร แสงคำ (Mind)", "TH/EN/CN", 7, 2000, 0, ""),
        ("ต้น - ธนากร บุญมา (Ton)", "TH", 6, 1200, 400, "เลิกดึก ทริปเชียงราย 21 มิ.ย."),
        ("ปุ๊ก - ชลธิชา คำปัน (Puk)", "TH/EN/JP", 4, 2200, 0, ""),
    ],
}
INTHANON = """# โปรแกรมทัวร์ดอยอินทนนท์ 1 วัน (DN02) ฉบับใช้งาน 2568

สำหรับไกด์และคนขับ ดอยงาม ทราเวล (อัปเดต มิ.ย. 2568 โดยพี่กวาง)

## ตารางเวลา
- 07:30 รับลูกค้าที่โรงแรมในเมือง (ไกด์โทรหาลูกค้าก่อน 07:00)
- 09:00 แวะน้ำตกวชิรธาร ถ่ายรูป 30 นาที
- 10:00 จุดสูงสุดแดนสยาม ยอดดอยอินทนนท์ 2,565 เมตร + เส้นทางอ่างกา
- 10:45 พระมหาธาตุนภเมทนีดลและนภพลภูมิสิริ (ค่าขึ้นพระธาตุต่างชาติ 100 บาท คนไทย 40 บาท)
- 12:00 อาหารกลางวัน ร้านครัวม้งบ้านขุนกลาง
- 13:30 เส้นทางศึกษาธรรมชาติกิ่วแม่ปาน เดินประมาณ 2 ชม. ต้องใช้ไกด์ท้องถิ่นชาวม้ง 200 บาทต่อกลุ่ม
  (กิ่วแม่ปานปิด 1 มิ.ย. - 31 ต.ค. ทุกปี ช่วงปิดให้ไปน้ำตกสิริภูมิและสวนหลวงสิริภูมิแทน)
- 15:30 ตลาดม้ง ซื้อผลไม้และกาแฟดอย
- 16:00 น้ำตกแม่กลาง
- 17:30 ส่งลูกค้ากลับโรงแรม

## ค่าเข้าอุทยานแห่งชาติดอยอินทนนท์ (รวมในราคาทัวร์แล้ว)
- ชาวต่างชาติ ผู้ใหญ่ 300 บาท เด็ก 150 บาท
- คนไทย ผู้ใหญ่ 50 บาท เด็ก 20 บาท
- ค่ารถตู้เข้าอุทยาน 30 บาท

## ย้ำไกด์
- บอกลูกค้าเอาเสื้อกันหนาว ยอดดอยช่วง ธ.ค.-ม.ค. เหลือ 8-12 องศา
- ลูกค้าผู้สูงอายุหรือเป็นโรคหัวใจ ไม่ต้องเดินกิ่วแม่ปาน
- เก็บใบเสร็จค่าอุทยานส่งพี่กวางทุกทริป
"""
PAI_ITINERARY = """# Itinerary: Pai 3 days 2 nights - Mueller family (DN05, private trip)

Doi Ngam Travel, Chiang Mai - prepared by Kwang, 8 July 2025 (version 2, sent to Katrin)

Guests: Katrin and Thomas Mueller, Lena (9) and Jonas (6)
Guide: Jay (Nattawut Jaidee), English speaking. Van: Lung Prasert, Toyota Commuter 1นข 4521 with 2 child seats

## Day 0 - Thursday 13 November 2025
- 10:40 Airport pick-up at Chiang Mai airport (flight FD3435), transfer to Tamarind Village hotel (booked by guests)

## Day 1 - Friday 14 November 2025
- 08:00 Pick-up at Tamarind Village
- 10:30 Mok Fa waterfall, short walk (30 minutes)
- 12:30 Lunch at a Shan restaurant in Mae Taeng (vegetarian dishes for Katrin)
- 15:00 Check in at Pai River Resort, Family room (2 nights, breakfast included)
- 18:00 Pai Walking Street (the resort's free shuttle)

## Day 2 - Saturday 15 November 2025
- 08:30 Boon Ko Ku So bamboo bridge and rice fields
- 11:00 Pai elephant-free farm visit and strawberry farm
- 14:00 Swimming at Tha Pai hot springs
- 17:00 Sunset at Pai Canyon

## Day 3 - Sunday 16 November 2025
- 09:00 Check out, Land Split and Memorial Bridge
- 11:00 Drive back to Chiang Mai (762 curves - motion sickness tablets in the van)
- 15:30 Drop-off at Tamarind Village

## Price
- 2 adults x 9,800 THB + 2 children x 6,500 THB = 32,600 THB for the family
- Includes van, guide, 2 nights at Pai River Resort, breakfasts, entrance fees, airport pick-up
- Deposit 30% = 9,780 THB by 31 August 2025, balance 22,820 THB by 31 October 2025
"""
MUELLER_EMAIL = """From: Katrin Mueller <katrin.mueller@gmx.de>
To: Doi Ngam Travel <doingamtravel@gmail.com>
Date: Mon, 7 Jul 2025 19:22:10 +0200
Subject: Re: Private trip to Pai in November - family of 4

Dear Kwang,

Thank you for the quick answer and the price. Yes, we would like to book the private Pai trip, 14-16 November.
Some details for you:

- We fly from Bangkok on 13 November with Thai AirAsia FD3435 (from Don Mueang), landing in Chiang Mai at
  10:40. Could your driver pick us up at the airport? We stay at Tamarind Village for the first night.
- Our kids are Lena (9) and Jonas (6). Jonas needs a child seat in the van, Lena a booster seat if possible.
- I am vegetarian (no meat, fish is also not ok), Thomas eats everything.
- Jonas gets car sick easily; is the road to Pai very curvy?
- Could we have a room with a river view in Pai?

Please send me the bank details for the deposit. Is it ok to pay by Wise in THB?

Best wishes from Freiburg,
Katrin Mueller

-----Original message-----
From: Doi Ngam Travel <doingamtravel@gmail.com>
Date: Sat, 5 Jul 2025 10:05:44 +0700
Subject: Re: Private trip to Pai in November - family of 4

Dear Katrin,

Thank you for your interest in Doi Ngam Travel. For 2 adults and 2 children (9 and 6), our private Pai 3 days
2 nights trip is 32,600 THB for the family (adults 9,800 THB, children 6,500 THB each). It includes a private van
with driver, an English-speaking guide, 2 nights in a Family room at Pai River Resort with breakfast, and all
entrance fees. Airport pick-up is free for this trip.

To confirm we need a 30% deposit (9,780 THB) by 31 August 2025.

Kind regards,
Kwang (Kanokwan Inthawong)
Doi Ngam Travel Co., Ltd., TAT licence 21/01987, Chiang Mai
LINE: @doingam  Tel. +66 81 993 4521
"""
WIPA_EMAIL = """From: วิภา ศรีวงศ์ <wipa.sriwong@gmail.com>
To: ดอยงาม ทราเวล <doingamtravel@gmail.com>
Date: Tue, 24 Jun 2025 21:17:03 +0700
Subject: ร้องเรียน รถตู้มารับสาย ทริปเชียงราย 21 มิ.ย. (รหัสจอง DN-6806-014)

เรียน ดอยงาม ทราเวล

ดิฉันจองทัวร์เชียงราย 1 วัน (DN03) วันเสาร์ที่ 21 มิถุนายน 2568 ไป 5 ท่าน จ่ายไปแล้ว 13,000 บาท
(คนละ 2,600 บาท) รหัสการจอง DN-6806-014

นัดรับที่โรงแรมนิมมาน มาย เวย์ เวลา 07:00 น. แต่รถตู้ (ทะเบียน 1นข 7730) มาถึง 07:50 น. ช้าไป 50 นาที
โทรหาคนขับก็ไม่รับสาย ไกด์น้องต้นบอกว่ารถเสียระหว่างทาง แต่ไม่มีใครโทรแจ้งเราเลย
ทำให้เวลาที่วัดร่องขุ่นเหลือแค่ 30 นาที และไม่ได้แวะวัดร่องเสือเต้นตามโปรแกรม กลับถึงโรงแรมเกือบ 3 ทุ่ม
คุณแม่ดิฉันอายุ 72 ปี เหนื่อยมาก

ส่วนไกด์น้องต้นดูแลดีมาก อธิบายเก่ง ไม่มีปัญหาเรื่องไกด์ค่ะ

ดิฉันขอให้บริษัทคืนเงิน 20% คือ 2,600 บาท หรือถ้าไม่ได้ ขอเป็นส่วนลดทริปดอยอินทนนท์ที่จะไปเดือน ธ.ค. แทน
รบกวนตอบกลับภายใน 3 วันค่ะ

วิภา ศรีวงศ์
โทร 086-214-7789
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ดอยงาม ทีมไกด์ & รถ
บันทึกเมื่อ: 15/07/2568 22:41

พ., 02/07/2568
17:05\tต้น ธนากร\tพี่กวางครับ พรุ่งนี้กรุ๊ปอินทนนท์ 6 ท่าน พยากรณ์ว่าฝนตกหนักทั้งวัน กิ่วแม่ปานก็ปิดอยู่
17:09\tกวาง ดอยงาม\tโทรถามลูกค้าแล้ว เค้าโอเคเปลี่ยนเป็นแม่กำปองแทน ราคาถูกกว่า พี่คืนส่วนต่างให้ 3,000 บาท
17:10\tกวาง ดอยงาม\tลุงเสริฐ เปลี่ยนงานพรุ่งนี้เป็นแม่กำปองนะคะ รับ 8 โมงเท่าเดิม
17:22\tลุงเสริฐ\tรับทราบครับ

อ., 08/07/2568
10:14\tมายด์\tพี่กวาง กรุ๊ปจีน 8 ท่านวันที่ 19 ก.ค. อยากเพิ่มปางช้างอีกวัน ได้ไหมคะ
10:30\tกวาง ดอยงาม\tได้จ้า ปางช้าง 4-8 ท่าน คนละ 2,400 บอกลูกค้าได้เลย แต่มายด์ไปอบรม 18-19 ก.ค. นะ ให้ปุ๊กไปแทน
10:31\tมายด์\tอ๋อ ลืมไปเลย ค่ะ เดี๋ยวส่งรายละเอียดให้ปุ๊ก
10:40\tปุ๊ก\tโอเคค่า ว่างค่ะ

ส., 12/07/2568
08:02\tลุงเสริฐ\tคุณกวาง รถคัน 1นข 7730 เข้าอู่ 15-17 ก.ค. เปลี่ยนคลัตช์ ช่วงนั้นมีคันเดียวนะครับ
08:15\tกวาง ดอยงาม\tโอเคค่ะลุง งานเชียงรายวันที่ 16 ก.ค. เดี๋ยวกวางลองจองรถตู้ VIP เชียงใหม่ที่เพิ่งส่งใบเสนอราคามา
08:16\tกวาง ดอยงาม\tแล้วเรื่องรถมาสายวันที่ 21 มิ.ย. ลูกค้าร้องเรียนมานะคะ ตามสัญญาลุงต้องลดค่ารถเที่ยวนั้น 20%
08:30\tลุงเสริฐ\tครับ ขอโทษด้วยครับ วันนั้นยางแตกแถวแม่คาว

จ., 14/07/2568
20:45\tกวาง ดอยงาม\tโอนค่าไกด์เดือน มิ.ย. ให้ทุกคนแล้วนะ เช็กยอดกับไฟล์ค่าจ้างได้เลย
20:47\tเจ ณัฐวุฒิ\tได้รับแล้วครับ ขอบคุณครับ
20:50\tต้น ธนากร\tได้แล้วครับพี่
"""
DOT_LETTER = """ที่ กก 0405/ชม 2271
กรมการท่องเที่ยว
สำนักทะเบียนธุรกิจนำเที่ยวและมัคคุเทศก์ สาขาภาคเหนือเขต 1 (เชียงใหม่)

1 กรกฎาคม 2568

เรื่อง แจ้งการต่ออายุใบอนุญาตประกอบธุรกิจนำเที่ยว
เรียน กรรมการผู้จัดการ บริษัท ดอยงาม ทราเวล จำกัด

ตามที่บริษัทได้รับใบอนุญาตประกอบธุรกิจนำเที่ยว ประเภทนำเที่ยวจากต่างประเทศ (Inbound) เลขที่ 21/01987
ซึ่งจะสิ้นอายุในวันที่ 14 ตุลาคม 2568 นั้น

ขอให้บริษัทยื่นคำขอต่ออายุใบอนุญาตล่วงหน้าไม่น้อยกว่า 30 วันก่อนวันสิ้นอายุ คือภายในวันที่ 14 กันยายน 2568
ผ่านระบบออนไลน์หรือที่สำนักงานสาขา พร้อมชำระค่าธรรมเนียมการต่ออายุใบอนุญาต 1,000 บาท และแนบเอกสารดังนี้

1. หนังสือรับรองการจดทะเบียนนิติบุคคล อายุไม่เกิน 6 เดือน
2. สำเนากรมธรรม์ประกันอุบัติเหตุนักท่องเที่ยวที่มีผลคุ้มครองในปัจจุบัน ทุนประกันกรณีเสียชีวิตหรือ
   ทุพพลภาพถาวรไม่น้อยกว่า 1,000,000 บาท และค่ารักษาพยาบาลไม่น้อยกว่า 500,000 บาท ต่อนักท่องเที่ยว 1 คน
3. หลักฐานหลักประกันการประกอบธุรกิจ (ปัจจุบันวางไว้ 100,000 บาท ไม่ต้องวางเพิ่ม)
4. รายชื่อมัคคุเทศก์ที่ใช้ประจำพร้อมเลขที่บัตรมัคคุเทศก์

หากไม่ยื่นภายในกำหนด จะต้องเสียค่าปรับตามกฎหมาย และหากใบอนุญาตสิ้นอายุ บริษัทจะประกอบธุรกิจนำเที่ยวไม่ได้

สอบถามเพิ่มเติม โทร 053-248-604 ต่อ 12 (คุณจิราพร)
"""
NEW_PACKAGE_SLIDES = [
    ("แพ็กเกจใหม่ ไฮซีซั่น 2568/69 (New packages for high season)",
     "Doi Ngam Travel, Chiang Mai\nPrepared by Kwang for the team meeting, July 2025"),
    ("Mae Kampong slow life 2D1N (DN08)", "Homestay in Mae Kampong, coffee farm, Lanna cooking with a local family\n"
                                          "4,900 THB per person (4-8 pax), 6,200 THB (2-3 pax)\n"
                                          "Cost per person about 3,150 THB"),
    ("Chiang Dao nature day (DN09)", "Chiang Dao cave, birdwatching, Pong Arng hot spring\n"
                                     "2,500 THB per person (4-8 pax)"),
    ("Lanna cooking + Wat Umong half day (DN10)", "Morning market, cooking class, tunnel temple\n"
                                                  "1,600 THB per person, child 900 THB"),
    ("Launch plan", "Open sales on 1 August 2025 (LINE OA, website, Klook)\n"
                    "Early-bird 10% off for bookings before 30 September 2025\n"
                    "Target: 40 bookings of the new packages in November-December 2025\n"
                    "Facebook / TikTok ads budget 35,000 THB (August-December)"),
]
KLOOK_PAGES = [
    "Klook Travel Technology Limited\nMERCHANT PAYOUT STATEMENT\n"
    "Merchant: Doi Ngam Travel Co., Ltd. (Merchant ID 118742)\nStatement period: 1 June 2025 - 30 June 2025\n"
    "Completed bookings: 9   Participants: 31\nGross sales: 66,700.00 THB\n"
    "Klook commission (20%): -13,340.00 THB\n"
    "Refunds and adjustments: -1,900.00 THB (partial refund KL-55788104, hot spring closed)\n"
    "Net payout: 51,460.00 THB\nPayout date: 15 July 2025\n"
    "Paid to: Kasikornbank, Tha Phae Gate branch, account ending 4471\n"
    "Questions: merchant-support@klook.com",
    "Page 2 - Bookings in this statement\n"
    "KL-55710231  03 Jun 2025  Doi Inthanon day trip  4 pax  9,800.00\n"
    "KL-55733410  06 Jun 2025  Elephant sanctuary  2 pax  5,400.00\n"
    "KL-55750877  08 Jun 2025  Chiang Rai day trip  5 pax  13,000.00\n"
    "KL-55769012  11 Jun 2025  Doi Suthep half day  3 pax  2,700.00\n"
    "KL-55788104  14 Jun 2025  Mae Kampong and hot springs  4 pax  6,800.00\n"
    "KL-55801266  17 Jun 2025  Doi Inthanon day trip  2 pax  4,400.00\n"
    "KL-55823415  22 Jun 2025  Chiang Rai day trip  3 pax  7,800.00\n"
    "KL-55840973  25 Jun 2025  Night Safari and khantoke  4 pax  6,000.00\n"
    "KL-55862150  28 Jun 2025  Elephant sanctuary  4 pax  10,800.00\n"
    "Total  31 pax  66,700.00",
]
INVOICE_PAGES = [
    "DOI NGAM TRAVEL CO., LTD.\n112/4 Ratchadamnoen Road, Phra Sing, Mueang Chiang Mai 50200\n"
    "Tax ID 0505561012345   TAT licence 21/01987\nINVOICE (DEPOSIT)\n"
    "Invoice No.: DN-INV-2568-0112   Date: 20 June 2025\n"
    "Bill to: Siam Food Products Public Company Limited, HR Department (Khun Pimchanok)\n"
    "Rama 3 Road, Bang Phong Phang, Yan Nawa, Bangkok 10120\n"
    "Staff outing: Chiang Rai 2 days 1 night, 7-8 November 2025, 32 participants\n"
    "Package 4,900.00 THB x 32 persons = 156,800.00 THB\nVAT 7%: 10,976.00 THB\nTotal: 167,776.00 THB\n"
    "Deposit 50% due now: 83,888.00 THB, please pay by 15 July 2025\n"
    "Balance 83,888.00 THB due by 24 October 2025\n"
    "Bank: Kasikornbank, Tha Phae Gate branch, account 123-4-54471-9, Doi Ngam Travel Co., Ltd.",
]
SIAM_SAMAKKEE_PAGES = [
    "Siam Samakkee Insurance Public Company Limited - Chiang Mai Branch\n"
    "QUOTATION: TOURIST PERSONAL ACCIDENT INSURANCE (for licensed tour operators)\n"
    "Quotation No.: SSK-PA-2025-0734   Date: 10 July 2025\n"
    "Insured: Doi Ngam Travel Co., Ltd. (TAT licence 21/01987)\n"
    "Period of insurance: 1 November 2025 - 31 October 2026\n"
    "Cover per traveller: death or permanent disability 1,000,000 THB\n"
    "Medical expenses per accident: 500,000 THB\nEmergency evacuation: included\n"
    "Premium: 34 THB per traveller per day (declared monthly)\n"
    "Minimum annual premium: 45,000 THB, paid up front and adjusted at the end of the year\n"
    "Meets the Department of Tourism minimum cover.\nThis quotation is valid until 30 September 2025.\n"
    "Contact: Ms. Sudarat Wongchai, Tel. 053-281-990",
]
KRUNG_NGERN_PAGES = [
    "Krung Ngern Insurance Public Company Limited\nTOURIST ACCIDENT INSURANCE - QUOTATION\n"
    "Ref.: KN-TA-68-1192   Date: 14 July 2025\nProposer: Doi Ngam Travel Co., Ltd., Chiang Mai\n"
    "Policy period: 1 November 2025 - 31 October 2026\n"
    "Accidental death and permanent disability: 1,000,000 THB per traveller\n"
    "Medical expenses: 300,000 THB per traveller per accident\n"
    "Premium rate: 27 THB per traveller per day\nMinimum annual premium: 38,000 THB\n"
    "Optional: raise medical expenses to 500,000 THB for 6 THB more per traveller per day\n"
    "Quotation valid 60 days from the date above.\nAgent: Mr. Anucha Saengdao, Tel. 081-760-3318",
]
MEETING_NOTE = """# บันทึกประชุมทีม ดอยงาม ทราเวล วันเสาร์ที่ 5 กรกฎาคม 2568

เข้าประชุม: พี่กวาง, พี่ศักดิ์, เจ, มายด์, ต้น, ปุ๊ก (ลุงเสริฐไม่ได้มา)

## เรื่องเตรียมไฮซีซั่น
- เปิดขายแพ็กเกจใหม่ 3 ตัว (แม่กำปองค้างคืน, เชียงดาว, ทำอาหาร+วัดอุโมงค์) วันที่ 1 ส.ค. 2568
  พี่กวางทำหน้าเว็บกับลง Klook ให้เสร็จภายใน 25 ก.ค.
- งบโฆษณา Facebook/TikTok ช่วง ส.ค.-ธ.ค. 35,000 บาท มายด์ทำคลิปจีน ปุ๊กทำคลิปญี่ปุ่น
- จ้างไกด์ภาษาอังกฤษเพิ่ม 1 คน ค่าจ้างวันละ 1,800 บาท เท่าเจ เริ่ม ต.ค. พี่ศักดิ์สัมภาษณ์

## เรื่องเอกสาร/สัญญา
- ต่อใบอนุญาตนำเที่ยว ต้องยื่นก่อน 14 ก.ย. (พี่กวาง) ต้องใช้กรมธรรม์ประกันอุบัติเหตุฉบับใหม่ด้วย
- เลือกประกันอุบัติเหตุลูกทัวร์ ระหว่างสยามสามัคคีกับกรุงเงิน ให้เสร็จภายใน 30 ก.ย.
- สัญญารถตู้ลุงเสริฐหมด 31 ต.ค. 68 จะต่อหรือเปลี่ยนไป VIP เชียงใหม่ ตัดสินใจภายใน 15 ก.ย.
- สัญญาปายริเวอร์รีสอร์ทใช้ถึง เม.ย. 69 ช่วง Peak ต้องคืนห้องล่วงหน้า 30 วัน อย่าลืม

## เรื่องทีม
- มายด์ไปอบรมไกด์ภาษาจีน 18-19 ก.ค. ที่ ททท. ปุ๊กรับกรุ๊ปจีน 19 ก.ค. แทน
- ทุกทริปส่งรูปลูกค้าลงกลุ่ม และขอรีวิว Google ก่อนส่งลูกค้าลงรถ
- ลูกค้าร้องเรียนรถมาสาย (คุณวิภา 21 มิ.ย.) พี่กวางจะโทรขอโทษและเสนอส่วนลด
"""
DISTRACTORS = {
    "Contracts/เก่า/สัญญารถตู้_ลุงเสริฐ_2566-67.txt":
        "สัญญาจ้างรถตู้ ลุงประเสริฐ คำแก้ว (ปีก่อน 1 พ.ย. 2566 - 31 ต.ค. 2567 หมดอายุแล้ว)\n"
        "- ครึ่งวันในเมือง 1,400 บาท\n- เต็มวันในเมือง 2,000 บาท\n- ดอยอินทนนท์ 2,700 บาท\n"
        "- เชียงราย ไป-กลับ 3,600 บาท\n- ปาย ค้างคืน 4,000 บาท ต่อวัน\n- เบี้ยเลี้ยงคนขับค้างคืน คืนละ 400 บาท\n",
    "Tours/ราคาแพ็กเกจทัวร์_2567_เก่า.md":
        "# ราคาแพ็กเกจทัวร์ ดอยงาม ปี 2567 (ราคาเก่า ใช้ถึง เม.ย. 68)\n\n"
        "- ดอยสุเทพ ครึ่งวัน 1,100 / 4 ท่านขึ้นไป 850\n- ดอยอินทนนท์ 2,700 / 4 ท่านขึ้นไป 2,000 เด็ก 1,400\n"
        "- เชียงราย 1 วัน 3,200 / 4 ท่านขึ้นไป 2,400 เด็ก 1,600\n- ปาย 3 วัน 2 คืน 11,900 / 4 ท่านขึ้นไป 9,200\n"
        "- ปางช้างแม่แตง 2,500 / 4 ท่านขึ้นไป 2,200\n",
    "Tours/Itineraries/Itinerary_Pai_3D2N_template_draft.md":
        "# Pai 3D2N - template (DRAFT, not sent)\n\n- Day 1: Chiang Mai - Pai, Mok Fa waterfall, check in Pai Hill "
        "Boutique (TBC)\n- Day 2: Pai Canyon, bamboo bridge, night market\n- Day 3: back to Chiang Mai\n"
        "- Price: TBC, around 10,500 THB per person?\n",
    "Marketing/แพ็กเกจใหม่_ไอเดีย_ร่าง.md":
        "# ไอเดียแพ็กเกจใหม่ (ร่าง มิ.ย. 2568)\n- แม่กำปองค้างคืน ตั้งราคา 5,500 ต่อคน? แพงไปไหม\n"
        "- เชียงดาว ดูนก 2,900\n- คลาสทำอาหาร ยังไม่รู้จะจับคู่กับวัดไหน\n- ยังไม่ได้คุยงบโฆษณา\n",
    "Insurance/ใบเสนอราคา_ประกันอุบัติเหตุนักท่องเที่ยว_2567.txt":
        "ใบเสนอราคา ประกันอุบัติเหตุนักท่องเที่ยว สยามสามัคคีประกันภัย (ปี 2567-68 ฉบับปัจจุบัน)\n"
        "ระยะเวลา 1 พ.ย. 2567 - 31 ต.ค. 2568\nเสียชีวิต/ทุพพลภาพ 1,000,000 บาท\nค่ารักษาพยาบาล 500,000 บาท\n"
        "เบี้ย 30 บาท ต่อคนต่อวัน เบี้ยขั้นต่ำ 40,000 บาท\n",
    "Staff/ค่าจ้างไกด์_เรทเก่า_2567.md":
        "# เรทค่าไกด์ปี 2567 (เก่า)\n- เจ วันละ 1,600 ค้างคืน +400\n- มายด์ วันละ 1,800\n- ต้น วันละ 1,000\n"
        "- ปุ๊ก วันละ 2,000\n",
}
WORKSPECT = {"todo.md": "- ตอบอีเมลคุณวิภา เรื่องรถมาสาย\n- ส่งเลขบัญชีให้ Katrin (มัดจำ 9,780)\n"
                        "- ยื่นต่อใบอนุญาตนำเที่ยว\n- เลือกประกันอุบัติเหตุลูกทัวร์\n- ตัดสินใจเรื่องรถตู้ปีหน้า\n"}


def _prices(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ราคา Prices"
    sheet.append(["ราคาแพ็กเกจทัวร์ ดอยงาม ทราเวล ฤดูกาล 2568/69 (1 พ.ค. 2568 - 30 เม.ย. 2569) "
                  "Doi Ngam Travel tour prices"])
    sheet.append(list(PRICE_HEADERS))
    for row in PRICES:
        sheet.append(list(row))
    sheet.append(["", "ราคาสำหรับทริปส่วนตัว (private) ไม่รวมทิปไกด์ ช่วง Peak 20 ธ.ค.-5 ม.ค. บวกเพิ่ม 15%"])
    for column in (4, 5, 6):
        money_format(sheet, column)
    book.save(path)


def _bookings(path: Path, year: str, rows: list[tuple], channels: bool) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายเดือน Monthly"
    sheet.append([f"ยอดจองทัวร์รายเดือน ปี {year} ดอยงาม ทราเวล (Bookings by month)"])
    sheet.append(list(BOOKING_HEADERS))
    for month, (groups, pax, revenue, costs, note) in zip(MONTHS, rows):
        sheet.append([month, groups, pax, revenue, costs, revenue - costs, note])

    def total(label: str, part: list[tuple]) -> None:
        sheet.append([label, sum(r[0] for r in part), sum(r[1] for r in part), sum(r[2] for r in part),
                      sum(r[3] for r in part), sum(r[2] - r[3] for r in part), ""])

    total("รวม ม.ค.-มิ.ย. (Jan-Jun total)", rows[:6])
    if len(rows) == 12:
        total("รวมทั้งปี (Full year total)", rows)
    for column in (4, 5, 6):
        money_format(sheet, column)
    if channels:
        by_channel = book.create_sheet("ช่องทาง Channels")
        by_channel.append([f"ยอดจองตามช่องทาง ม.ค.-มิ.ย. {year} (Bookings by channel, Jan-Jun)"])
        by_channel.append(list(CHANNEL_HEADERS))
        for row in CHANNELS:
            by_channel.append(list(row))
        by_channel.append(["รวม (Total)", sum(r[1] for r in CHANNELS), sum(r[2] for r in CHANNELS)])
        money_format(by_channel, 3)
    book.save(path)


def _guide_pay(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in GUIDES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าจ้างไกด์ {title} (Guide pay)"])
        sheet.append(list(GUIDE_HEADERS))
        for name, languages, days, rate, extra, note in rows:
            sheet.append([name, languages, days, rate, extra, days * rate + extra, note])
        sheet.append(["รวม (Total)", "", sum(r[2] for r in rows), "", sum(r[4] for r in rows),
                      sum(r[2] * r[3] + r[4] for r in rows), "โอนวันที่ 10 ของเดือนถัดไป"])
        for column in (4, 5, 6):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    work = docs / "DoiNgam"
    for sub in ("Contracts", "Tours/Itineraries", "Bookings", "Staff", "Emails", "Chats", "Letters", "Marketing",
                "Finance", "Insurance", "Meetings"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    write_docx(work / "Contracts" / "สัญญาจ้างรถตู้_ลุงประเสริฐ_2567-68.docx", VAN_TOP, table=VAN_RATES,
               bottom=VAN_BOTTOM)
    write_docx(work / "Contracts" / "สัญญาห้องพัก_ปายริเวอร์รีสอร์ท_2568-69.docx", HOTEL_TOP, table=HOTEL_RATES,
               bottom=HOTEL_BOTTOM)
    (work / "Contracts" / "ใบเสนอราคา_รถตู้VIPเชียงใหม่_2568.txt").write_text(VIP_QUOTE, encoding="utf-8")
    _prices(work / "Tours" / "ราคาแพ็กเกจทัวร์_2568-69.xlsx")
    (work / "Tours" / "Itineraries" / "โปรแกรม_ดอยอินทนนท์_1วัน.md").write_text(INTHANON, encoding="utf-8")
    (work / "Tours" / "Itineraries" / "Itinerary_Pai_3D2N_Mueller.md").write_text(PAI_ITINERARY, encoding="utf-8")
    _bookings(work / "Bookings" / "ยอดจองรายเดือน_2568.xlsx", "2568", BOOKINGS_2568, channels=True)
    _bookings(work / "Bookings" / "ยอดจองรายเดือน_2567.xlsx", "2567", BOOKINGS_2567, channels=False)
    _guide_pay(work / "Staff" / "ค่าจ้างไกด์_พค-มิย68.xlsx")
    (work / "Emails" / "email_Mueller_family_Pai_booking.txt").write_text(MUELLER_EMAIL, encoding="utf-8")
    (work / "Emails" / "อีเมล_คุณวิภา_ร้องเรียนรถตู้มาสาย.txt").write_text(WIPA_EMAIL, encoding="utf-8")
    (work / "Chats" / "LINE_ดอยงาม_ทีมไกด์และรถ_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (work / "Letters" / "หนังสือ_กรมการท่องเที่ยว_ต่ออายุใบอนุญาต_2568.txt").write_text(DOT_LETTER,
                                                                                    encoding="utf-8")
    write_slides(work / "Marketing" / "แพ็กเกจใหม่_ไฮซีซั่น_2568-69.pptx", NEW_PACKAGE_SLIDES)
    make_pdf(work / "Finance" / "Klook_payout_statement_2025-06.pdf", KLOOK_PAGES)
    make_pdf(work / "Finance" / "Invoice_DN-INV-2568-0112_SiamFood.pdf", INVOICE_PAGES)
    make_pdf(work / "Insurance" / "Quote_TouristPA_SiamSamakkee_2025.pdf", SIAM_SAMAKKEE_PAGES)
    make_pdf(work / "Insurance" / "Quote_TouristPA_KrungNgern_2025.pdf", KRUNG_NGERN_PAGES)
    (work / "Meetings" / "บันทึกประชุมทีม_2568-07-05.md").write_text(MEETING_NOTE, encoding="utf-8")
    write_texts(work, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owner's to-do list."""
    write_texts(workspect, WORKSPECT)
