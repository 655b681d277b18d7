"""A folder for bench/agent_tasks.py (`--folder carrental`): a small car rental business near Phuket airport.

Weerapong (พี่วีร์) and Kanokwan (พี่กิ๊ฟ) Srithong run Srithong Car Rent Phuket (ศรีทอง คาร์เร้นท์ ภูเก็ต), twelve
cars on a rented lot in Sakhu, Thalang, about 3 km from Phuket airport, with a driver (บอย), a booking admin
(มิ้นท์) and a car washer (ลุงเสริม): a Thai land lease for the lot (docx, a rent table), a Thai agent agreement
with a Patong tour agency (docx, a commission table), income by month and expenses for January-June 2568 (xlsx, two
sheets, Thai/English headers), the fleet register of the 12 cars (xlsx), a Thai maintenance note (md), the Thai
high-season price list (md), a LINE group chat export with the staff about a dented Fortuner (txt), an English
email thread with a German family booking a van over New Year (txt), a Thai letter from Phuket airport (AOT) about
the airport delivery permit (txt), slides on growing the fleet in 2569 (pptx), the fleet insurance renewal
(English pdf), a TISCO hire-purchase statement (English pdf, 2 pages), two dealers' quotes for new sedans (English
pdfs), Klook payout statements for June and July (English pdfs), last year's half-year income summary (md), and six
distractors that share words with them (a draft lease, last year's price list, an older Toyota quote, a draft of
the fleet plan, last year's insurance offer, last year's car list); plus a workspect that already holds a to-do
list. Written blind of the engine's rules, in session 18, for bench/data/agent_tasks_carrental_holdout.json. Every
figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าที่ดิน",
    "ทำที่ ตำบลสาคู อำเภอถลาง จังหวัดภูเก็ต วันที่ 10 มิถุนายน 2567",
    "ผู้ให้เช่า: นางบุญเรือน ในทอง  ผู้เช่า: นายวีระพงษ์ ศรีทอง (ศรีทอง คาร์เร้นท์ ภูเก็ต)",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าที่ดินโฉนดเลขที่ 18842 เนื้อที่ 1 ไร่ (400 ตารางวา) เลขที่ 45/7 หมู่ 5 ตำบลสาคู "
    "อำเภอถลาง จังหวัดภูเก็ต 83110 ริมถนนเทพกระษัตรี ห่างจากท่าอากาศยานภูเก็ตประมาณ 3 กิโลเมตร "
    "เพื่อใช้เป็นลานจอดรถและสำนักงานให้เช่ารถยนต์",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 กรกฎาคม 2567 สิ้นสุดวันที่ 30 มิถุนายน 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 66,000 บาท (หกหมื่นหกพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 60 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 500 บาท",
    "ข้อ 6. ผู้เช่าสร้างสำนักงานตู้คอนเทนเนอร์และหลังคาจอดรถได้ แต่ต้องรื้อถอนเมื่อสิ้นสุดสัญญา "
    "และห้ามปล่อยน้ำล้างรถลงที่ดินข้างเคียง",
    "ข้อ 7. ผู้ให้เช่าเป็นผู้ชำระภาษีที่ดินและสิ่งปลูกสร้าง ผู้เช่าชำระค่าไฟฟ้าและค่าน้ำประปาตามที่ใช้จริง",
    "ข้อ 8. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 90 วัน ผู้เช่ามีสิทธิเช่าต่อก่อนบุคคลอื่น",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ก.ค. 2567 - มิ.ย. 2568", "22,000 บาท"),
    ("ปีที่ 2", "ก.ค. 2568 - มิ.ย. 2569", "24,000 บาท"),
    ("ปีที่ 3", "ก.ค. 2569 - มิ.ย. 2570", "26,000 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ บุญเรือน ในทอง ผู้ให้เช่า", "ลงชื่อ วีระพงษ์ ศรีทอง ผู้เช่า",
                "ลงชื่อ กนกวรรณ ศรีทอง พยาน"]
AGENT_TOP = [
    "ข้อตกลงการเป็นตัวแทนจำหน่ายบริการรถเช่า",
    "ระหว่าง ศรีทอง คาร์เร้นท์ ภูเก็ต (นายวีระพงษ์ ศรีทอง) ผู้ให้บริการ กับ บริษัท อันดามัน ฮอลิเดย์ ทราเวล จำกัด "
    "(Andaman Holiday Travel Co., Ltd.) ถนนราษฎร์อุทิศ 200 ปี ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต ตัวแทน",
    "ทำที่ อำเภอถลาง จังหวัดภูเก็ต วันที่ 25 ตุลาคม 2567",
    "ข้อ 1. ข้อตกลงนี้มีผลตั้งแต่วันที่ 1 พฤศจิกายน 2567 ถึงวันที่ 31 ตุลาคม 2568 และต่ออายุอัตโนมัติคราวละ 1 ปี "
    "หากไม่มีฝ่ายใดแจ้งยกเลิกเป็นหนังสือล่วงหน้า 30 วัน",
    "ข้อ 2. ตัวแทนขายบริการรถเช่าในราคาตามประกาศของผู้ให้บริการ และได้รับค่าคอมมิชชั่นตามประเภทรถ ตามตารางนี้",
]
AGENT_COMMISSION = [
    ("ประเภทรถ", "รุ่นในกองรถ", "ค่าคอมมิชชั่น"),
    ("รถเก๋ง (Sedan)", "Vios, Yaris Ativ, City, Jazz", "15%"),
    ("รถอเนกประสงค์ (SUV/MPV)", "Veloz, HR-V, Fortuner, Pajero Sport", "12%"),
    ("รถตู้ (Van)", "Hiace Commuter", "10%"),
]
AGENT_BOTTOM = [
    "ข้อ 3. ตัวแทนเก็บเงินค่าเช่าจากลูกค้า และโอนยอดหลังหักค่าคอมมิชชั่นให้ผู้ให้บริการภายในวันที่ 10 ของเดือนถัดไป "
    "พร้อมรายงานการจอง",
    "ข้อ 4. ลูกค้ายกเลิกการจองล่วงหน้าไม่น้อยกว่า 48 ชั่วโมงก่อนรับรถ ไม่มีค่าใช้จ่าย "
    "ยกเลิกน้อยกว่า 48 ชั่วโมง คิดค่าเช่า 1 วัน",
    "ข้อ 5. ผู้ให้บริการส่งและรับรถฟรีที่โรงแรมในป่าตอง กะรน กะตะ สำหรับการเช่าตั้งแต่ 3 วันขึ้นไป",
    "ข้อ 6. ช่วง peak 20 ธันวาคม - 10 มกราคม ผู้ให้บริการกันรถไว้ให้ตัวแทน 3 คัน "
    "ตัวแทนต้องยืนยันการจองภายในวันที่ 30 พฤศจิกายน มิฉะนั้นผู้ให้บริการปล่อยเช่าได้",
    "ผู้ประสานงานฝ่ายตัวแทน: คุณอรทัย สุวรรณรัตน์ (เจ) โทร 089-652-3318",
    "ลงชื่อ วีระพงษ์ ศรีทอง ผู้ให้บริการ",
    "ลงชื่อ ประเสริฐ ทองดี กรรมการผู้จัดการ บริษัท อันดามัน ฮอลิเดย์ ทราเวล จำกัด",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30]
INCOME_HEADERS = ("เดือน (Month)", "วันเช่ารวม (Rental days)", "ลูกค้าตรง หน้าร้าน/LINE/เว็บ (Direct, THB)",
                  "Klook ยอดก่อนหักคอม (Klook gross, THB)", "เอเจนต์ทัวร์ (Tour agents, THB)",
                  "ค่าส่ง-รับรถ (Delivery fees, THB)", "รวม (Total, THB)", "อัตราการใช้รถ (Utilisation)")
INCOME = [(318, 182400, 121300, 68900, 9600), (301, 171800, 118600, 61200, 8900),
          (296, 165300, 109800, 57400, 8400), (247, 139600, 92500, 41800, 7100),
          (169, 88200, 71900, 22600, 4300), (152, 79500, 96400, 18300, 3900)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าที่ดินลานจอด (Lot rent)", 132000, "เดือนละ 22,000 (ปีที่ 1 ของสัญญา)"),
    ("ค่างวดรถ TISCO 2 คัน (Hire purchase)", 193380, "Veloz 14,250 + HR-V 17,980 ต่อเดือน"),
    ("เงินเดือนพนักงาน (Staff wages)", 219000, "บอย 13,500 มิ้นท์ 14,000 ลุงเสริม 9,000"),
    ("ค่าซ่อมบำรุงและยาง (Maintenance & tyres)", 86450, ""),
    ("ค่าน้ำมันรถส่ง-รับ (Delivery fuel)", 28760, ""),
    ("ค่าคอมมิชชั่น Klook 18% (Klook commission)", 109890, ""),
    ("ค่าประกันภัยรถ งวด (Insurance instalments)", 90675, "ผ่อน 4 งวด"),
    ("ค่า GPS ติดตามรถ (GPS trackers)", 25200, "12 คัน คันละ 350 ต่อเดือน"),
    ("ค่าโฆษณา Google/Facebook (Ads)", 24000, ""),
    ("ค่าน้ำ ค่าไฟ อินเทอร์เน็ต (Utilities)", 15840, ""),
    ("ค่าล้างรถ น้ำยา (Car wash supplies)", 11300, ""),
    ("ภาษีรถและ พ.ร.บ. (Road tax & compulsory insurance)", 22480, ""),
]
FLEET_HEADERS = ("ลำดับ (No.)", "ทะเบียน (Plate)", "รุ่น (Model)", "ปีรถ (Year)",
                 "ราคาเช่า/วัน low season (Daily rate, THB)", "ประกันหมด (Insurance expiry)",
                 "ภาษี/พ.ร.บ. ครบ (Road tax due)", "เลขไมล์ล่าสุด (Mileage, km)", "หมายเหตุ (Note)")
FLEET = [
    ("กท 4518 ภูเก็ต", "Toyota Yaris Ativ", 2022, 850, "30/09/2568", "14/03/2569", 68420, ""),
    ("กท 4519 ภูเก็ต", "Toyota Yaris Ativ", 2022, 850, "30/09/2568", "14/03/2569", 71230, "ยางเริ่มบาง"),
    ("ขจ 7702 ภูเก็ต", "Honda City", 2023, 900, "30/09/2568", "02/06/2569", 45880, ""),
    ("ขจ 7703 ภูเก็ต", "Honda City", 2023, 900, "30/09/2568", "02/06/2569", 43105, ""),
    ("ฆษ 2291 ภูเก็ต", "Toyota Vios", 2021, 800, "30/09/2568", "21/11/2568", 98760, "ประกันชั้น 2+"),
    ("ฆษ 2292 ภูเก็ต", "Toyota Vios", 2021, 800, "30/09/2568", "21/11/2568", 102340, "ประกันชั้น 2+ เปลี่ยนยาง ก.ค. 68"),
    ("งค 5150 ภูเก็ต", "Honda Jazz", 2020, 750, "30/09/2568", "08/01/2569", 121560, "เกียร์กระตุก จะขายหลัง high season"),
    ("จพ 8841 ภูเก็ต", "Toyota Fortuner", 2023, 2000, "30/09/2568", "19/04/2569", 52310, ""),
    ("จพ 8842 ภูเก็ต", "Mitsubishi Pajero Sport", 2022, 1900, "30/09/2568", "19/04/2569", 66900, ""),
    ("ฉบ 3307 ภูเก็ต", "Toyota Hiace Commuter", 2021, 2500, "30/09/2568", "27/10/2568", 118450, "รถตู้ 12 ที่นั่ง ตรอ. ก่อนต่อภาษี"),
    ("ฉบ 3308 ภูเก็ต", "Toyota Veloz", 2024, 1300, "30/09/2568", "05/10/2568", 21040, "ผ่อน TISCO"),
    ("ชม 6015 ภูเก็ต", "Honda HR-V e:HEV", 2024, 1500, "30/09/2568", "11/01/2569", 18770, "ผ่อน TISCO"),
]
MAINTENANCE = """# บันทึกซ่อมบำรุงรถ ศรีทอง คาร์เร้นท์ 2568 (ก.ค.-ส.ค.)

ผู้จด: พี่วีร์ (ลุงเสริมช่วยดูรถทุกเช้า)

## งานที่ทำแล้ว
- 3 ก.ค. 68 Vios ฆษ 2292 เปลี่ยนยาง 4 เส้น Bridgestone ที่ B-Quik ถลาง 9,600 บาท (ไมล์ 101,900)
- 8 ก.ค. 68 Hiace ฉบ 3307 เปลี่ยนผ้าเบรกหน้าและเจียรจานเบรก 6,450 บาท
- 15 ก.ค. 68 HR-V ชม 6015 เช็กระยะ 15,000 กม. ที่ฮอนด้าภูเก็ต 2,890 บาท
- 29 ก.ค. 68 ล้างแอร์ทั้ง 12 คัน คันละ 600 รวม 7,200 บาท (ร้านแอร์ช่างเอก เมืองใหม่)
- 14-16 ส.ค. 68 Fortuner จพ 8841 เคาะและทำสีกันชนหลัง อู่ช่างหนึ่ง ถลาง (ลูกค้าจ่ายส่วนหนึ่งจากมัดจำ)

รวมค่าซ่อมเดือน ก.ค. 68: 9,600 + 6,450 + 2,890 + 7,200 = 26,140 บาท

## ปัญหาที่ยังค้าง
- Jazz งค 5150 เกียร์กระตุกตอนออกตัว อู่ประเมินซ่อมเกียร์ 18,500 บาท -> ยังไม่ซ่อม
  ตกลงว่าใช้ไปก่อนแล้วขายหลังจบ high season (ราคากลางประมาณ 285,000 บาท)
- Yaris Ativ กท 4519 ยางเหลือ 3 มม. ต้องเปลี่ยนก่อน 1 พ.ย. 68

## ต่อไป
- รถตู้ ฉบ 3307 ต้องเข้า ตรอ. ก่อนต่อภาษี 27 ต.ค. 68
- เช็กแบตเตอรี่ทุกคันก่อน high season
"""
PRICES = """# ราคาเช่ารถ High Season 2568/69 (1 พ.ย. 2568 - 30 เม.ย. 2569)

ศรีทอง คาร์เร้นท์ ภูเก็ต ใกล้สนามบินภูเก็ต (ใช้กับลูกค้าตรง หน้าร้าน LINE เว็บ ทุกช่องทาง)
ช่วง peak 20 ธ.ค. 2568 - 10 ม.ค. 2569 ใช้ราคา peak และไม่มีส่วนลดรายสัปดาห์

| รุ่น | ราคา/วัน (บาท) | ราคา peak/วัน (บาท) | เงินมัดจำ (บาท) |
|---|---|---|---|
| Toyota Vios | 1,100 | 1,400 | 5,000 |
| Toyota Yaris Ativ | 1,150 | 1,450 | 5,000 |
| Honda City | 1,200 | 1,500 | 5,000 |
| Honda Jazz | 1,000 | 1,300 | 5,000 |
| Toyota Veloz | 1,700 | 2,100 | 8,000 |
| Honda HR-V e:HEV | 1,900 | 2,300 | 8,000 |
| Toyota Fortuner | 2,600 | 3,200 | 10,000 |
| Mitsubishi Pajero Sport | 2,500 | 3,100 | 10,000 |
| Toyota Hiace Commuter (รถตู้ 12 ที่นั่ง) | 3,000 | 3,500 | 10,000 |

## เงื่อนไข
- เช่า 7 วันขึ้นไปลด 10% (ยกเว้นช่วง peak)
- ส่ง-รับรถที่สนามบินภูเก็ตฟรี 07:00-22:00 น. หลัง 22:00 น. คิดเพิ่ม 300 บาท
- ส่ง-รับที่โรงแรมป่าตอง กะรน กะตะ 500 บาทต่อเที่ยว
- เบาะเด็กฟรี 2 ตัวแรก ตัวที่ 3 วันละ 100 บาท
- ผู้ขับขี่อายุ 21 ปีขึ้นไป ชาวต่างชาติต้องมีใบขับขี่สากล (IDP)
- ประกันชั้น 1 ค่าเสียหายส่วนแรก 5,000 บาท ซื้อ Full cover เพิ่มวันละ 200 บาท ไม่ต้องจ่ายส่วนแรก
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ศรีทอง คาร์เร้นท์ ทีมงาน
บันทึกเมื่อ: 17/08/2568 20:15

อ., 12/08/2568
10:05\tบอย\tพี่วีร์ครับ ลูกค้ารัสเซียคืน Fortuner จพ 8841 ที่สนามบิน กันชนหลังบุบ มีรอยขูดยาวประมาณ 30 ซม. ครับ
10:06\tบอย\t[รูปภาพ]
10:12\tกิ๊ฟ ศรีทอง\tถ่ายรูปเพิ่มแล้วให้ลูกค้าเซ็นใบรับรถด้วยนะ ในสัญญาเช่าลูกค้าจ่ายส่วนแรกไม่เกิน 5,000
10:30\tบอย\tลูกค้ายอมให้หักจากเงินมัดจำ 5,000 ครับ มัดจำ 10,000 คืนที่เหลือเข้าบัตรแล้ว
11:48\tวีร์ ศรีทอง\tเอารถไปให้อู่ช่างหนึ่ง ถลาง ดูแล้ว เคาะกันชนทำสีใหม่ 7,800 บาท ใช้เวลา 3 วัน เข้าอู่ 14-16 ส.ค.
11:50\tวีร์ ศรีทอง\tไม่เคลมประกันนะ เคลมก็เสียค่าเสียหายส่วนแรกอยู่ดี แถมเสียประวัติ ปีนี้เคลมไป 4 ครั้งแล้ว
11:55\tมิ้นท์\tพี่คะ มีลูกค้าจอง Fortuner วันที่ 15 ส.ค. 3 วัน เปลี่ยนเป็น Pajero จพ 8842 แทนนะคะ ราคาเดิม
12:01\tกิ๊ฟ ศรีทอง\tโอเค โทรบอกลูกค้าก่อนด้วยนะมิ้นท์

ศ., 15/08/2568
16:20\tบอย\tพี่ครับ ขอสลับวันหยุดจากอังคารที่ 19 เป็นพุธที่ 20 ส.ค. ได้ไหมครับ แม่ไม่สบาย
16:25\tวีร์ ศรีทอง\tได้ เช้าวันอังคารให้ลุงเสริมช่วยขับไปส่งรถแทน

ส., 16/08/2568
17:40\tวีร์ ศรีทอง\tอู่ซ่อมเสร็จแล้ว สวยเหมือนเดิม จ่ายไป 7,800 ตามที่ตกลง รับประกันสี 1 ปี
17:42\tมิ้นท์\tเปิดให้จองในระบบตั้งแต่พรุ่งนี้นะคะ
"""
EMAIL = """From: Kanokwan Srithong <booking@srithongcarrent.com>
To: Jonas Mueller <jonas.mueller@web.de>
Date: Wed, 6 Aug 2025 10:42:18 +0700
Subject: Re: Van rental over New Year - family of 8

Dear Jonas,

Thank you for choosing Srithong Car Rent. For your family we suggest our Toyota Hiace Commuter (12 seats,
plenty of room for 6 suitcases).

- Rental: 20 December 2025 to 3 January 2026 = 14 days
- Peak season rate: 14 days x 3,500 THB = 49,000 THB (no weekly discount in the peak season)
- Your flight lands at 23:10, so the after-hours airport delivery fee of 300 THB applies
- 2 child seats: free of charge
- Total: 49,300 THB
- Deposit: 10,000 THB, held on your credit card at pick-up and released when you return the van
- To confirm, please transfer 30% (14,790 THB) by 15 September 2025; the rest is paid at pick-up

Our driver Boy will meet you at the arrival hall, Gate 3, with a sign with your name.

Best regards,
Kanokwan (Gift) Srithong
Srithong Car Rent Phuket, 45/7 Moo 5, Sakhu, Thalang, Phuket 83110
LINE: @srithongcar  Tel. 081-537-2206

-----Original Message-----
From: Jonas Mueller <jonas.mueller@web.de>
Sent: Mon, 4 Aug 2025 21:05
Subject: Van rental over New Year - family of 8

Hello,

We are a family of 8 (4 adults, 4 children, two of them need child seats) travelling from Munich. We land at
Phuket airport on 20 December 2025 at 23:10 (Eurowings via Bangkok) and fly back on 3 January 2026 at 15:40.
We need one big car for all of us and 6 suitcases. What would it cost, and do you deliver at night?

Thanks,
Jonas Mueller
"""
AOT_LETTER = """ที่ ทอท.ภก. 4107/2568
ท่าอากาศยานภูเก็ต บริษัท ท่าอากาศยานไทย จำกัด (มหาชน)
222 หมู่ 6 ตำบลไม้ขาว อำเภอถลาง จังหวัดภูเก็ต 83110

18 สิงหาคม 2568

เรื่อง การต่ออายุบัตรอนุญาตรถเช่าส่งมอบภายในเขตท่าอากาศยานภูเก็ต ประจำปี 2568/2569
เรียน ผู้จัดการ ศรีทอง คาร์เร้นท์ ภูเก็ต (นายวีระพงษ์ ศรีทอง)

ด้วยบัตรอนุญาต (สติ๊กเกอร์) สำหรับรถเช่าที่เข้าส่งมอบและรับคืนรถภายในเขตท่าอากาศยานภูเก็ต
ของผู้ประกอบการทุกรายจะหมดอายุในวันที่ 30 กันยายน 2568

ขอให้ผู้ประกอบการยื่นคำขอต่ออายุพร้อมสำเนาทะเบียนรถและกรมธรรม์ประกันภัยที่ยังไม่หมดอายุ ภายในวันที่ 15 กันยายน 2568
ค่าธรรมเนียมบัตรอนุญาตคันละ 1,800 บาทต่อปี และบัตรประจำตัวพนักงานส่งมอบรถคนละ 200 บาท

ตั้งแต่วันที่ 1 ตุลาคม 2568 เป็นต้นไป
1. ให้ส่งมอบและรับคืนรถได้เฉพาะที่ลานจอดรถ P3 ชั้น 1 เท่านั้น จอดได้ไม่เกิน 30 นาที
2. พนักงานต้องติดบัตรประจำตัวตลอดเวลาที่อยู่ในเขตท่าอากาศยาน
3. ห้ามชักชวนผู้โดยสารในอาคารผู้โดยสารขาเข้า
ผู้ฝ่าฝืนจะถูกปรับครั้งละ 1,000 บาท หากฝ่าฝืนครบ 3 ครั้งจะถูกเพิกถอนบัตรอนุญาต

สอบถามเพิ่มเติม งานบริหารการจราจรภาคพื้น ท่าอากาศยานภูเก็ต โทร 076-351-166
"""
FLEET_SLIDES = [
    ("แผนขยายกองรถ 2569 (Fleet plan 2026)", "ศรีทอง คาร์เร้นท์ ภูเก็ต\nPrepared by Wee and Gift, August 2025"),
    ("ตอนนี้ (Where we are)", "12 cars; utilisation 85-90% in Jan-Feb but only 42-45% in May-Jun\n"
                              "We turned away about 60 bookings in Dec 2024 - Jan 2025 for lack of cars\n"
                              "Jan-Jun 2025 income: 1,749,700 THB"),
    ("แผน (The plan)", "Buy 2 new sedans before November 2025 (Yaris Ativ or City: quotes from Toyota and Honda)\n"
                       "Sell the Honda Jazz (2020) after April 2026, expected about 285,000 THB\n"
                       "Add 1 EV (BYD Dolphin) in 2026 for Chinese and European customers"),
    ("เงินที่ต้องใช้ (Money needed)", "Down payment 20% for 2 sedans: about 240,000 THB\n"
                                      "EV charger (7 kW wallbox) at the lot: 45,000 THB\n"
                                      "Insurance for 2 more cars: about 36,000 THB a year\n"
                                      "Paid from savings and the December 2025 income"),
    ("คาดการณ์ (Expected)", "2 sedans x 230 rental days x 1,150 THB = 529,000 THB a year\n"
                            "Instalments about 22,000 THB a month for both cars\n"
                            "Each new sedan pays for itself in the first high season"),
    ("ไทม์ไลน์ (Timeline)", "Choose the dealer by 15 September 2025\n"
                            "Cars delivered and registered by 31 October 2025\n"
                            "New cars on Klook and with the agents from 1 November 2025\n"
                            "EV decision: March 2026"),
]
INSURANCE_PAGES = [
    "Dhipaya Insurance Public Company Limited - Phuket Branch\nFLEET MOTOR INSURANCE RENEWAL NOTICE\n"
    "Date: 20 August 2025\n"
    "To: Srithong Car Rent Phuket (Mr. Weerapong Srithong), 45/7 Moo 5, Sakhu, Thalang, Phuket 83110\n"
    "Fleet policy No.: DFM-2024-0388 (12 vehicles, car rental use), expires 30 September 2025\n"
    "Renewal period: 1 October 2025 - 30 September 2026\n"
    "Type 1 cover, 9 vehicles (Yaris Ativ x2, City x2, Fortuner, Pajero Sport, Hiace, Veloz, HR-V): 158,400.00 THB\n"
    "Type 2+ cover, 3 vehicles (Vios x2, Jazz): 22,950.00 THB\n"
    "Total renewal premium: 181,350.00 THB (including stamp duty and VAT)\n"
    "Claims in the current year: 4; no-claim discount 0%, claims surcharge 5% included\n"
    "Deductible: 3,000 THB per claim; 5,000 THB if the driver is under 25 or has held a licence for under 1 year\n"
    "Please pay by 20 September 2025, or in 4 instalments of 45,337.50 THB (first due 20 September 2025)\n"
    "Agent: Ms. Nongluck Chaiyasit, Phuket, Tel. 089-724-1183",
]
TISCO_PAGES = [
    "TISCO Bank Public Company Limited - Auto Hire Purchase, Phuket Branch\nHIRE PURCHASE STATEMENT\n"
    "Statement date: 31 July 2025\nCustomer: Mr. Weerapong Srithong (Srithong Car Rent Phuket)\n"
    "Contract 1: HP-6811-20431\nVehicle: Toyota Veloz 1.5 Premium (2024), reg. Chor Bor 3308 Phuket\n"
    "Monthly instalment: 14,250.00 THB, due on the 5th of each month\nInstalments paid: 22 of 60\n"
    "Instalments remaining: 38\nOutstanding balance: 541,500.00 THB",
    "Page 2\nContract 2: HP-6901-11872\nVehicle: Honda HR-V e:HEV EL (2024), reg. Chor Mor 6015 Phuket\n"
    "Monthly instalment: 17,980.00 THB, due on the 5th of each month\nInstalments paid: 19 of 60\n"
    "Instalments remaining: 41\nOutstanding balance: 737,180.00 THB\n"
    "Total monthly instalments: 32,230.00 THB, next debit 5 August 2025 from your Kasikornbank account\n"
    "Early settlement: interest discount under the hire-purchase rules of the Office of the Consumer "
    "Protection Board.",
]
TOYOTA_QUOTE = [
    "Toyota Phuket Co., Ltd. - Thepkrasattri Road, Mueang Phuket\nQUOTATION No. TPK-Q-2568-0912\n"
    "Date: 12 August 2025\nTo: Mr. Weerapong Srithong, Srithong Car Rent Phuket\n"
    "Model: Toyota Yaris Ativ 1.2 Premium Luxury (2025), colour Platinum White Pearl\nQuantity: 2 units\n"
    "List price: 629,000.00 THB per unit (including VAT)\nFleet discount: 35,000.00 THB per unit\n"
    "Price after discount: 594,000.00 THB per unit\nDown payment 20%: 118,800.00 THB per unit\n"
    "Hire purchase: 48 months at 2.49% flat per year (Toyota Leasing)\n"
    "Monthly instalment: 10,886.04 THB per unit\n"
    "Free: first-year Type 1 insurance, compulsory insurance and registration\n"
    "Delivery: 3 weeks after signing\nValid until: 15 September 2025\n"
    "Sales consultant: Ms. Chonticha Saelim, Tel. 081-893-4402",
]
HONDA_QUOTE = [
    "Honda Automobile Phuket (Honda Phuket) - Chao Fa West Road, Chalong\nQUOTATION No. HP-2025-08-1174\n"
    "Date: 18 August 2025\nTo: Mr. Weerapong Srithong, Srithong Car Rent Phuket\n"
    "Model: Honda City 1.0 Turbo SV (2025), colour Meteoroid Gray\nQuantity: 2 units\n"
    "List price: 649,000.00 THB per unit (including VAT)\nFleet discount: 40,000.00 THB per unit\n"
    "Price after discount: 609,000.00 THB per unit\nDown payment 20%: 121,800.00 THB per unit\n"
    "Hire purchase: 48 months at 2.29% flat per year (Honda Leasing)\n"
    "Monthly instalment: 11,079.74 THB per unit\n"
    "Free: first-year Type 1 insurance, tinted film, 5-year or 100,000 km warranty\n"
    "Delivery: 6 weeks after signing\nValid until: 20 September 2025\n"
    "Sales consultant: Mr. Apichart Wongsa, Tel. 086-277-9031",
]
KLOOK_JUNE = [
    "Klook Travel Technology Limited\nMERCHANT PAYOUT STATEMENT - June 2025\n"
    "Merchant: Srithong Car Rent Phuket (Merchant ID 88214)\nProduct: Phuket Airport Car Rental\n"
    "Period: 1 June 2025 - 30 June 2025\nBookings completed: 41\nRental days: 118\n"
    "Gross booking value: 96,400.00 THB\nKlook commission (18%): 17,352.00 THB\n"
    "Refunds and adjustments: 0.00 THB\nNet payout: 79,048.00 THB\nPayout date: 15 July 2025\n"
    "Paid to: Kasikornbank, account ending 4417",
]
KLOOK_JULY = [
    "Klook Travel Technology Limited\nMERCHANT PAYOUT STATEMENT - July 2025\n"
    "Merchant: Srithong Car Rent Phuket (Merchant ID 88214)\nProduct: Phuket Airport Car Rental\n"
    "Period: 1 July 2025 - 31 July 2025\nBookings completed: 63\nRental days: 171\n"
    "Gross booking value: 141,700.00 THB\nKlook commission (18%): 25,506.00 THB\n"
    "Refunds and adjustments: -1,200.00 THB (late cancellation refund, booking KL-7730215)\n"
    "Net payout: 114,994.00 THB\nPayout date: 15 August 2025\nPaid to: Kasikornbank, account ending 4417",
]
LAST_YEAR = """# สรุปรายได้ ม.ค.-มิ.ย. 2567 (ครึ่งปีแรก ปีที่แล้ว)

ทำสรุปไว้ให้พี่กิ๊ฟดูตอนยื่นภาษีครึ่งปี (ภ.ง.ด.94)

- รถ 12 คัน (HR-V เริ่มให้เช่ากลาง ก.พ. 67)
- รายได้รวม 1,612,400 บาท
- วันเช่ารวม 1,402 วัน
- เดือนที่ดีที่สุด ก.พ. 67 รายได้ 351,800 บาท
- เดือนที่แย่ที่สุด มิ.ย. 67 รายได้ 168,900 บาท
- Klook ยอดก่อนหักคอม 498,300 บาท (คอม 18%)
- รายจ่ายรวม 1,021,400 บาท
- กำไรก่อนภาษีประมาณ 591,000 บาท

หมายเหตุ: ค่าเช่าที่ตอนนั้นยังเป็นที่เก่าหลังปั๊ม เดือนละ 18,000 (ย้ายมาที่สาคู ก.ค. 67)
"""
DISTRACTORS = {
    "CarRent/Contracts/สัญญาเช่าที่ดิน_ลานจอด_ร่าง_2567.txt":
        "ร่างสัญญาเช่าที่ดิน ลานจอดรถ สาคู (ร่างแรก พฤษภาคม 2567 ยังไม่เซ็น)\n"
        "- ป้าบุญเรือนเสนอค่าเช่าเดือนละ 25,000 บาท เท่ากันตลอด 3 ปี\n- เงินประกัน 3 เดือน = 75,000 บาท\n"
        "- เราขอปีแรก 22,000 แล้วค่อยขึ้นปีละ 2,000 รอแก้ในฉบับจริง\n- ยังไม่ได้คุยเรื่องน้ำล้างรถ\n",
    "CarRent/Pricing/ราคาเช่ารถ_HighSeason_2567-68.md":
        "# ราคาเช่ารถ High Season 2567/68 (1 พ.ย. 2567 - 30 เม.ย. 2568) ปีที่แล้ว\n\n"
        "- Toyota Vios 1,000 บาท/วัน peak 1,300\n- Honda City 1,100 peak 1,400\n- Toyota Veloz 1,600 peak 2,000\n"
        "- Toyota Fortuner 2,400 peak 3,000\n- Toyota Hiace Commuter 2,800 peak 3,300\n"
        "- ส่งสนามบินหลัง 22:00 น. คิด 200 บาท\n",
    "CarRent/Quotes/ใบเสนอราคา_Toyota_Vios_2567.txt":
        "ใบเสนอราคา โตโยต้าภูเก็ต 5 กุมภาพันธ์ 2567 (ปีที่แล้ว ไม่ได้ซื้อ)\n"
        "รุ่น Toyota Vios 1.5 Mid ราคา 609,000 บาท ส่วนลด 25,000 บาท\n"
        "ดาวน์ 25% ผ่อน 60 เดือน ดอกเบี้ย 2.79% เดือนละ 9,540 บาท\nเซลส์: คุณชลธิชา\n",
    "CarRent/Plans/แผนเพิ่มรถ_ร่าง.md":
        "# ไอเดียเพิ่มรถ (ร่าง มิ.ย. 68)\n- อยากเพิ่ม 3 คัน เป็น Vios หมด?\n- ดาวน์คันละประมาณ 100,000\n"
        "- ยังไม่ได้ขอใบเสนอราคา\n- รถไฟฟ้า EV ยังไม่แน่ใจ ที่ชาร์จได้ยินว่า 60,000\n",
    "CarRent/Insurance/ใบเสนอเบี้ยประกัน_วิริยะ_2567.md":
        "# ใบเสนอเบี้ยประกันกองรถ วิริยะประกันภัย (ก.ย. 2567 ไม่ได้เลือก)\n"
        "- 12 คัน เบี้ยรวม 176,800 บาท\n- ค่าเสียหายส่วนแรก 5,000 บาททุกเคลม\n"
        "- ซ่อมอู่ในเครือเท่านั้น\n- สุดท้ายต่อกับทิพยเหมือนเดิม\n",
    "CarRent/Fleet/รายชื่อรถ_2567.txt":
        "รายชื่อรถ ศรีทอง คาร์เร้นท์ (ต้นปี 2567)\n"
        "1. Vios ฆษ 2291\n2. Vios ฆษ 2292\n3. Jazz งค 5150 ไมล์ 96,300\n4. Yaris Ativ กท 4518\n"
        "5. Yaris Ativ กท 4519\n6. City ขจ 7702\n7. City ขจ 7703\n8. Fortuner จพ 8841\n9. Pajero จพ 8842\n"
        "10. Hiace ฉบ 3307 ไมล์ 92,100\n11. Veloz ฉบ 3308\n(HR-V รอรับรถ)\n",
}
WORKSPECT = {"todo.md": "- ยื่นต่อบัตรอนุญาตรถเข้าสนามบิน\n- เลือกดีลเลอร์ Toyota หรือ Honda\n"
                        "- จ่ายเบี้ยประกันทิพย\n- ตอบคุณ Jonas เรื่องรถตู้ปีใหม่\n- เปลี่ยนยาง Yaris Ativ\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income"
    sheet.append(["รายได้ ศรีทอง คาร์เร้นท์ ม.ค.-มิ.ย. 2568 (Srithong Car Rent income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, days, row in zip(MONTHS, MONTH_DAYS, INCOME):
        sheet.append([month, *row, sum(row[1:]), f"{round(100 * row[0] / (12 * days))}%"])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*INCOME)),
                  sum(sum(row[1:]) for row in INCOME), ""])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[1:]) for row in INCOME) - total,
                  "รายได้ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def _fleet(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รถ 12 คัน (Fleet)"
    sheet.append(["ทะเบียนรถ ศรีทอง คาร์เร้นท์ อัปเดต 10 ส.ค. 2568 (Fleet register)"])
    sheet.append(list(FLEET_HEADERS))
    for number, row in enumerate(FLEET, start=1):
        sheet.append([number, *row])
    money_format(sheet, 5)
    money_format(sheet, 8)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    biz = docs / "CarRent"
    for sub in ("Contracts", "Accounts", "Fleet", "Pricing", "Chats", "Bookings", "Letters", "Plans",
                "Insurance", "Finance", "Quotes", "Klook"):
        (biz / sub).mkdir(parents=True, exist_ok=True)
    write_docx(biz / "Contracts" / "สัญญาเช่าที่ดิน_ลานจอดรถ_สาคู.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(biz / "Contracts" / "ข้อตกลงตัวแทน_AndamanHoliday_2567-68.docx", AGENT_TOP, table=AGENT_COMMISSION,
               bottom=AGENT_BOTTOM)
    _income(biz / "Accounts" / "รายได้รายจ่าย_รถเช่า_ครึ่งปีแรก_2568.xlsx")
    (biz / "Accounts" / "สรุปรายได้_ครึ่งปีแรก_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    _fleet(biz / "Fleet" / "ทะเบียนรถ_12คัน_2568.xlsx")
    (biz / "Fleet" / "บันทึกซ่อมบำรุง_2568.md").write_text(MAINTENANCE, encoding="utf-8")
    (biz / "Pricing" / "ราคาเช่ารถ_HighSeason_2568-69.md").write_text(PRICES, encoding="utf-8")
    (biz / "Chats" / "LINE_ศรีทองคาร์เร้นท์_ทีมงาน_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (biz / "Bookings" / "email_Mueller_van_NewYear.txt").write_text(EMAIL, encoding="utf-8")
    (biz / "Letters" / "หนังสือ_ทอท_ต่อบัตรอนุญาตรถเช่า_2568.txt").write_text(AOT_LETTER, encoding="utf-8")
    write_slides(biz / "Plans" / "แผนขยายกองรถ_2569.pptx", FLEET_SLIDES)
    make_pdf(biz / "Insurance" / "Dhipaya_fleet_renewal_2025.pdf", INSURANCE_PAGES)
    make_pdf(biz / "Finance" / "TISCO_hire_purchase_statement_2025-07.pdf", TISCO_PAGES)
    make_pdf(biz / "Quotes" / "ใบเสนอราคา_ToyotaPhuket_YarisAtiv_2568.pdf", TOYOTA_QUOTE)
    make_pdf(biz / "Quotes" / "ใบเสนอราคา_HondaPhuket_City_2568.pdf", HONDA_QUOTE)
    make_pdf(biz / "Klook" / "Klook_payout_2025-06.pdf", KLOOK_JUNE)
    make_pdf(biz / "Klook" / "Klook_payout_2025-07.pdf", KLOOK_JULY)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(workspect, WORKSPECT)
