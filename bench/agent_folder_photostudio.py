"""A folder for bench/agent_tasks.py (`--folder photostudio`): a Hat Yai couple's small photo studio.

Kritsada (พี่กฤษ, the photographer) and Pimchanok (พี่พิม, front desk, retouching and the books) Kaewmanee run
Saengdao Studio (แสงดาวสตูดิโอ) on Niphat Songkhro 1 Road in Hat Yai, Songkhla: graduation, passport/ID and event
photos. Their papers: a Thai shop-room lease (docx, a rent table by year), a Thai contract with a Hat Yai school for
its graduation-day photos (docx, a package table), the studio's income by service for January-June 2568 with the
half-year's expenses (xlsx, two sheets, Thai/English headers), a Thai note of last year's half-year income (md),
the 2568 price list (md), the camera-gear list (md), September's bookings (md), a LINE group chat export with their
helpers about a wedding job and a broken flash (txt), a Malaysian couple's English e-mail thread about a pre-wedding
shoot (txt), slides on a booth at the PSU graduation (pptx), the studio's PEA electricity bills for July and August
2025 (pdf), a Hat Yai camera shop's tax invoice for a new lens (pdf), the photo lab's July invoice (pdf), the
camera-gear insurance renewal (pdf), and two quotes for a new photo printer (an English pdf from Bangkok and a Thai
md from a Hat Yai shop); plus six distractors that share words with them (a draft lease, last year's school
contract, last year's price list, an older printer quote, a draft of the booth idea, last year's August electricity
bill); plus a workspect that already holds a to-do list. Written blind of the engine's rules, in session 18, for
bench/data/agent_tasks_photostudio_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

LEASE_TOP = [
    "สัญญาเช่าอาคารพาณิชย์",
    "ทำที่ อำเภอหาดใหญ่ จังหวัดสงขลา วันที่ 15 กรกฎาคม 2567",
    "ผู้ให้เช่า: นางวรรณา ตันติวงศ์  ผู้เช่า: นายกฤษดา แก้วมณี และ นางพิมพ์ชนก แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าอาคารพาณิชย์ 2 ชั้น 1 คูหา เลขที่ 45/12 ถนนนิพัทธ์สงเคราะห์ 1 ตำบลหาดใหญ่ "
    "อำเภอหาดใหญ่ จังหวัดสงขลา 90110 เพื่อใช้ประกอบกิจการร้านถ่ายภาพ ชื่อ แสงดาวสตูดิโอ",
    "ข้อ 2. ระยะเวลาเช่า 3 ปี เริ่มวันที่ 1 สิงหาคม 2567 สิ้นสุดวันที่ 31 กรกฎาคม 2570",
    "ข้อ 3. ค่าเช่าเป็นไปตามตารางท้ายสัญญา ชำระภายในวันที่ 5 ของทุกเดือน โดยโอนเข้าบัญชีธนาคารกรุงไทยของผู้ให้เช่า",
    "ข้อ 4. ผู้เช่าวางเงินประกันการเช่า 45,000 บาท (สี่หมื่นห้าพันบาทถ้วน) ในวันทำสัญญา "
    "ผู้ให้เช่าจะคืนภายใน 30 วันหลังสิ้นสุดสัญญา หักค่าเสียหาย (ถ้ามี)",
    "ข้อ 5. หากชำระค่าเช่าล่าช้า ผู้เช่าต้องเสียค่าปรับวันละ 200 บาท",
    "ข้อ 6. ผู้เช่าทาสีผนัง ติดตั้งฉากถ่ายภาพและไฟสตูดิโอได้ แต่ต้องไม่เจาะผนังรับน้ำหนัก "
    "ผู้เช่าชำระค่าไฟฟ้า ค่าน้ำประปา และภาษีป้ายเอง",
    "ข้อ 7. ผู้เช่าต้องการต่อสัญญา ให้แจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วันก่อนสิ้นสุดสัญญา",
    "ข้อ 8. หากผู้เช่าเลิกสัญญาก่อนกำหนด ต้องแจ้งล่วงหน้าไม่น้อยกว่า 90 วัน มิฉะนั้นผู้ให้เช่ามีสิทธิริบเงินประกัน",
    "ตารางค่าเช่าท้ายสัญญา",
]
LEASE_RENT = [
    ("ปีที่", "ช่วงเวลา", "ค่าเช่าต่อเดือน"),
    ("ปีที่ 1", "ส.ค. 2567 - ก.ค. 2568", "15,000 บาท"),
    ("ปีที่ 2", "ส.ค. 2568 - ก.ค. 2569", "15,000 บาท"),
    ("ปีที่ 3", "ส.ค. 2569 - ก.ค. 2570", "16,500 บาท"),
]
LEASE_BOTTOM = ["ลงชื่อ วรรณา ตันติวงศ์ ผู้ให้เช่า", "ลงชื่อ กฤษดา แก้วมณี ผู้เช่า",
                "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้เช่า", "ลงชื่อ สมหญิง ตันติวงศ์ พยาน"]
SCHOOL_TOP = [
    "สัญญาจ้างถ่ายภาพงานพิธีมอบประกาศนียบัตร ปีการศึกษา 2567",
    "ระหว่าง โรงเรียนพัฒนศึกษาหาดใหญ่ (ผู้ว่าจ้าง) โดย นายประเสริฐ ทองคำ รองผู้อำนวยการฝ่ายกิจการนักเรียน "
    "กับ แสงดาวสตูดิโอ (ผู้รับจ้าง) โดย นายกฤษดา แก้วมณี",
    "ทำที่ โรงเรียนพัฒนศึกษาหาดใหญ่ วันที่ 10 มกราคม 2568",
    "ข้อ 1. ผู้รับจ้างตกลงถ่ายภาพนักเรียนชั้น ม.3 และ ม.6 ในพิธีมอบประกาศนียบัตร วันเสาร์ที่ 8 มีนาคม 2568 "
    "เวลา 07:30-16:00 น. ณ หอประชุมโรงเรียน (นักเรียนประมาณ 420 คน)",
    "ข้อ 2. ผู้รับจ้างถ่ายภาพหมู่รายห้องและภาพคณะครูให้โรงเรียนโดยไม่คิดค่าใช้จ่าย",
    "ข้อ 3. นักเรียนสั่งซื้อภาพได้ตามแพ็กเกจในตารางนี้ ชำระเงินกับผู้รับจ้างโดยตรง",
]
SCHOOL_PACKAGES = [
    ("แพ็กเกจ", "รายละเอียด", "ราคาต่อคน"),
    ("A", "ภาพหมู่ห้อง 8x12 นิ้ว 1 ใบ + ภาพเดี่ยว 4x6 นิ้ว 2 ใบ", "350 บาท"),
    ("B", "ภาพหมู่ห้อง + ภาพเดี่ยวใส่กรอบ 8x10 นิ้ว + ไฟล์ดิจิทัลทั้งหมดของนักเรียน", "650 บาท"),
    ("C", "ถ่ายกับครอบครัวในบริเวณโรงเรียน 30 นาที + ไฟล์ทั้งหมด + ภาพใส่กรอบ 1 ใบ", "1,500 บาท"),
]
SCHOOL_BOTTOM = [
    "ข้อ 4. ผู้รับจ้างมอบเงินสนับสนุนกิจกรรมนักเรียนให้โรงเรียน 8,000 บาท ภายในวันที่ 31 มีนาคม 2568",
    "ข้อ 5. ผู้รับจ้างส่งภาพที่สั่งซื้อทั้งหมดให้โรงเรียนภายใน 21 วันหลังวันงาน และส่งไฟล์ผ่าน Google Drive",
    "ข้อ 6. ห้ามผู้รับจ้างนำภาพนักเรียนไปใช้โฆษณาโดยไม่ได้รับอนุญาตจากผู้ปกครอง",
    "ข้อ 7. หากผู้รับจ้างไม่มาถ่ายภาพตามวันเวลาที่กำหนด ต้องชดใช้ค่าเสียหายให้โรงเรียน 20,000 บาท",
    "ผู้ประสานงานของโรงเรียน: ครูจันทร์เพ็ญ ศรีสมบูรณ์ โทร 089-733-5126",
    "ลงชื่อ ประเสริฐ ทองคำ ผู้ว่าจ้าง",
    "ลงชื่อ กฤษดา แก้วมณี ผู้รับจ้าง",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "รับปริญญา/งานโรงเรียน (Graduation & school, THB)",
                  "รูปติดบัตร/พาสปอร์ต (ID & passport photos, THB)",
                  "งานอีเวนต์ บวช/แต่ง (Events, THB)", "อัดรูป/กรอบรูป (Prints & frames, THB)",
                  "รวม (Total, THB)", "จำนวนลูกค้า (Customers)")
INCOME = [(18500, 24600, 32000, 9800, 312), (46200, 22300, 28500, 12400, 365),
          (168400, 27900, 15000, 21300, 842), (12300, 31800, 41500, 8700, 298),
          (9600, 38200, 24000, 7900, 336), (8400, 35600, 36500, 9100, 327)]
EXPENSE_HEADERS = ("รายการ (Item)", "ม.ค.-มิ.ย. 2568 (Jan-Jun 2025, THB)", "หมายเหตุ (Note)")
EXPENSES = [
    ("ค่าเช่าร้าน (Studio rent)", 90000, "เดือนละ 15,000"),
    ("เงินเดือนน้องมายด์ (Front-desk wages)", 54000, "เดือนละ 9,000"),
    ("ค่าจ้างช่างภาพผู้ช่วย (Assistant photographer)", 28500, "น้องบีม จ่ายเป็นงาน"),
    ("ค่าอัดรูปที่แล็บ (Photo lab prints)", 61240, "สงขลาโฟโต้แล็บ"),
    ("กระดาษ/หมึกเครื่องพิมพ์ (Printer media)", 18760, "DNP DS620"),
    ("กรอบรูป (Frames)", 22350, ""),
    ("ค่าไฟฟ้า (Electricity)", 27480, ""),
    ("ค่าน้ำประปา (Water)", 960, ""),
    ("อินเทอร์เน็ต + Adobe (Internet & Adobe)", 6540, ""),
    ("โฆษณา Facebook (Facebook ads)", 9000, "ช่วงรับปริญญา"),
    ("ซ่อมบำรุงอุปกรณ์ (Repairs)", 4200, "ล้างเซ็นเซอร์ + ซ่อมขาตั้งไฟ"),
]
LAST_YEAR = """# สรุปรายรับสตูดิโอ ม.ค.-มิ.ย. 2567 (ปีที่แล้ว)

พิมจดไว้ตอนยื่นภาษีครึ่งปี (ภ.ง.ด.94) ก.ย. 2567

- รายรับรวม ม.ค.-มิ.ย. 2567: 598,200 บาท
- รับปริญญา/งานโรงเรียน 221,700 บาท (งานโรงเรียนใหญ่สุด มี.ค. 2567)
- รูปติดบัตร/พาสปอร์ต 149,800 บาท
- งานอีเวนต์ บวช/แต่ง 162,000 บาท
- อัดรูป/กรอบรูป 64,700 บาท
- รายจ่ายรวม 301,450 บาท
- กำไรก่อนภาษี 296,750 บาท
- ลูกค้าทั้งหมด 2,214 ราย

ข้อสังเกต: ปีที่แล้วยังไม่มีสัญญากับโรงเรียนพัฒนศึกษา ได้แค่งานโรงเรียนเล็ก 2 แห่ง
"""
PRICE_LIST = """# ราคาแพ็กเกจ แสงดาวสตูดิโอ ปี 2568 (ใช้ตั้งแต่ 1 มกราคม 2568)

## รูปติดบัตร / พาสปอร์ต (รอรับ 15 นาที)
- รูปติดบัตร 1 นิ้ว หรือ 2 นิ้ว 6 ใบ: 100 บาท
- รูปพาสปอร์ต/วีซ่า 4 ใบ + ไฟล์: 150 บาท
- รูปวีซ่าขนาดพิเศษ (US 2x2 นิ้ว, Schengen, จีน): 200 บาท
- รีทัชเพิ่ม/เปลี่ยนชุดสูท: +50 บาท

## รับปริญญานอกสถานที่ (ช่างภาพ 1 คน, ไฟล์ทั้งหมดผ่าน Google Drive)
- Basic 1 ชั่วโมง: 2,500 บาท
- Standard 2 ชั่วโมง + รูปใส่กรอบ 1 ใบ: 4,500 บาท
- Premium ครึ่งวัน + รูปใส่กรอบ 2 ใบ + อัลบั้ม: 7,900 บาท
- ช่างแต่งหน้า: +1,500 บาท

## งานอีเวนต์ (งานบวช งานแต่ง งานเลี้ยง)
- ครึ่งวัน (ไม่เกิน 5 ชั่วโมง): 6,000 บาท
- เต็มวัน: 10,000 บาท
- ช่างภาพเพิ่ม: 2,500 บาท ต่อคน
- มัดจำ 30% ตอนจองคิว ที่เหลือจ่ายวันงาน

## อัดรูป / กรอบรูป
- อัดรูป 4x6 นิ้ว ใบละ 8 บาท, 8x10 นิ้ว ใบละ 60 บาท
- กรอบรูป 8x10 พร้อมอัดรูป 350 บาท
"""
GEAR_NOTE = """# รายการอุปกรณ์กล้องและไฟ แสงดาวสตูดิโอ (อัปเดต สิงหาคม 2568)

## กล้อง
- Sony A7 IV ตัวที่ 1 ซื้อ มิ.ย. 2566 ราคา 78,900 บาท (กล้องหลักของพี่กฤษ) shutter ประมาณ 96,000 ครั้งแล้ว
- Sony A7 IV ตัวที่ 2 ซื้อ ต.ค. 2566 ราคา 76,500 บาท (น้องบีมใช้ออกงาน)
- Canon EOS R6 ซื้อ 2564 ราคา 69,000 บาท ใช้ถ่ายรูปติดบัตรในร้านอย่างเดียว

## เลนส์
- Sony FE 24-70mm F2.8 GM II ซื้อใหม่ 14 ก.ค. 2568 (เอา 24-70 F4 ตัวเก่าไปเทิร์น)
- Sony FE 85mm F1.8 (ถ่ายรับปริญญา) 19,900 บาท
- Sony FE 70-200mm F4 G (งานพิธีในหอประชุม) 49,900 บาท
- Canon RF 50mm F1.8 สำหรับตัวถ่ายบัตร

## ไฟและอื่นๆ
- แฟลช Godox AD600 Pro 2 ตัว (ตัวที่ 2 ส่งซ่อมเดือน ส.ค. 68)
- ไฟต่อเนื่อง Godox SL150 II 2 ดวง, ซอฟต์บ็อกซ์ 120 ซม. 2 อัน
- ฉากหลังสีฟ้า ขาว เทา สำหรับรูปติดบัตร
- เครื่องพิมพ์ DNP DS620 ซื้อปี 2563 ราคา 38,500 บาท หัวพิมพ์เริ่มเป็นเส้น ต้องเปลี่ยนเครื่องใหม่ภายในปีนี้

## สรุป
- มูลค่าอุปกรณ์ที่ทำประกันไว้ 420,000 บาท (ทิพยสยามประกันภัย ครบ 1 ก.ย. 2568)
- ล้างเซ็นเซอร์ทุก 6 เดือน ที่หาดใหญ่คาเมร่าเซ็นเตอร์ ครั้งละ 800 บาทต่อตัว
- แบตเตอรี่ NP-FZ100 มี 7 ก้อน ต้องซื้อเพิ่ม 2 ก้อนก่อนฤดูรับปริญญา ม.อ.
"""
SEPT_BOOKINGS = """# คิวงานเดือนกันยายน 2568 แสงดาวสตูดิโอ

| วันที่ | งาน | ลูกค้า | ราคา | มัดจำแล้ว | ช่างภาพ |
|---|---|---|---|---|---|
| ส. 6 ก.ย. | งานบวช วัดคลองเรียน ครึ่งวัน | คุณสมศักดิ์ ชูแก้ว | 6,000 | 1,800 | พี่กฤษ |
| อา. 7 ก.ย. | ถ่ายโปรไฟล์พนักงาน 35 คน ในสตูดิโอ | บริษัท สงขลาซีฟู้ด จำกัด | 12,250 | 4,000 | พี่กฤษ + พิม |
| ส. 13 ก.ย. | งานแต่งเช้า โรงแรมหาดใหญ่แกรนด์วิว เต็มวัน | คุณอรวรรณ & คุณธีระ | 12,500 | 3,750 | พี่กฤษ + บีม |
| อา. 21 ก.ย. | รับปริญญานอกรอบ ม.อ. Standard | น้องณัฐชา | 4,500 | 1,350 | บีม |
| ส. 27 ก.ย. | งานเกษียณครู โรงเรียนพัฒนศึกษาหาดใหญ่ ครึ่งวัน | ครูจันทร์เพ็ญ | 6,000 | 0 (จ่ายทีหลัง) | พี่กฤษ |

- รวมงานเดือนนี้ 41,250 บาท มัดจำรับแล้ว 10,900 บาท
- ต้องเก็บเงินที่เหลืออีก 30,350 บาท
- วันที่ 13 ก.ย. ร้านปิดครึ่งวัน ให้มายด์ติดป้ายหน้าร้านและโพสต์เพจ
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม แสงดาวสตูดิโอ ทีมงาน
บันทึกเมื่อ: 20/08/2568 22:15

จ., 11/08/2568
10:02\tมายด์\tพี่พิมคะ วันนี้ลูกค้าถ่ายรูปพาสปอร์ตเยอะมาก คิวยาวถึงหน้าร้านเลย ช่วงนี้คนไปมาเลเซียกัน
10:05\tพิม แก้วมณี\tเดี๋ยวพี่ลงไปช่วยรีทัชนะ มายด์ถ่ายอย่างเดียวเลย
14:30\tกฤษ แก้วมณี\tแฟลช Godox ตัวที่ 2 ยิงไม่ออกแล้ว เมื่อวานถ่ายงานบวชอยู่ดีๆ ดับไปเลย
14:33\tกฤษ แก้วมณี\tร้านหาดใหญ่คาเมร่าเซ็นเตอร์บอกบอร์ดไฟเสีย ค่าซ่อม 2,400 บาท รอ 10 วัน
14:35\tพิม แก้วมณี\tซ่อมเถอะ ซื้อใหม่ตั้ง 17,900

พ., 13/08/2568
19:40\tกฤษ แก้วมณี\tบีม งานแต่งคุณนุ้ยกับคุณเอก วันเสาร์ที่ 23 ส.ค. ที่โรงแรมหาดใหญ่แกรนด์วิว ว่างไหม
19:52\tบีม\tว่างครับพี่ เริ่มกี่โมงครับ
19:55\tกฤษ แก้วมณี\tพิธีสงฆ์ 06:30 ถึงงานเลี้ยงเที่ยง เจอกันที่โรงแรม 06:00 นะ
19:57\tกฤษ แก้วมณี\tค่าตัวเหมือนเดิม 3,000 บาท บวกค่าน้ำมันอีก 200 ให้ถ่ายมุมกว้างกับแขก พี่ถ่ายบ่าวสาว
19:58\tบีม\tได้ครับพี่ เดี๋ยวผมเอา A7 IV ตัวสองไปนะครับ
20:10\tพิม แก้วมณี\tไฟล์งานแต่งต้องส่งลูกค้าภายใน 14 วันนะ บีมส่งไฟล์ดิบให้พี่ภายในวันอาทิตย์ที่ 24

พ., 20/08/2568
18:21\tมายด์\tพี่พิมคะ มายด์ขอลาวันจันทร์ที่ 1 ก.ย. ค่ะ ต้องไปรับวุฒิที่ราชภัฏสงขลา
18:30\tพิม แก้วมณี\tได้จ้า วันนั้นพี่อยู่หน้าร้านเอง ยินดีด้วยนะ เดี๋ยวพี่ถ่ายรูปรับวุฒิให้ฟรี
18:31\tมายด์\tขอบคุณค่ะพี่ 🥰
"""
EMAIL = """From: Nur Aisyah Binti Hamzah <aisyah.hamzah88@gmail.com>
To: Saengdao Studio <saengdaostudio.hatyai@gmail.com>
Date: Mon, 4 Aug 2025 09:12:40 +0800
Subject: Re: Pre-wedding photoshoot in Hat Yai / Songkhla (October)

Hi Khun Pim,

Thank you for the quick reply! Hafiz and I are happy with your offer. We will drive up from Alor Setar on the
Friday and do the shoot on Saturday, 18 October 2025 as you suggested. Could you confirm the total and how much
deposit we need to transfer? My mother asks if she can join for a few family photos at the end.

Thanks,
Aisyah

-----Original Message-----
From: Saengdao Studio <saengdaostudio.hatyai@gmail.com>
Date: Sat, 2 Aug 2025 16:45:03 +0700
Subject: Re: Pre-wedding photoshoot in Hat Yai / Songkhla (October)

Dear Aisyah and Hafiz,

Thank you for contacting Saengdao Studio. Here is our offer for your pre-wedding shoot:

- Date: Saturday 18 October 2025, 07:00-11:30 (morning light is best at the beach)
- Two locations: Samila Beach (Songkhla) and the old town of Songkhla, with one outfit change at the studio van
- Photographer: Kritsada (my husband) and one assistant
- 60 retouched photos + all original files by Google Drive, within 10 days
- Price: 9,500 THB in total (makeup artist not included; we can book one for 2,000 THB)
- Deposit: 3,000 THB to reserve the date, by bank transfer (Kasikornbank) or PayPal (plus 4% fee)
- Family photos for 15 minutes at the end are free

Best regards,
Pimchanok Kaewmanee
Saengdao Studio, 45/12 Niphat Songkhro 1 Rd, Hat Yai, Songkhla 90110
Tel. 081-598-2247 / LINE @saengdaostudio
"""
BOOTH_SLIDES = [
    ("แผนบูธถ่ายรูปรับปริญญา ม.อ. หาดใหญ่ 2568 (PSU graduation booth plan)",
     "แสงดาวสตูดิโอ\nPrepared by Krit and Pim, August 2025"),
    ("งานคืออะไร (The event)", "PSU Hat Yai graduation rehearsals and ceremony: 14-18 October 2025\n"
                                "Booth zone in front of the convention hall, 3x3 m booth\n"
                                "Booth rent: 12,000 THB for all 5 days,\n"
                                "pay to the students' union by 15 September 2025"),
    ("แพ็กเกจที่บูธ (Booth packages)", "Walk-in portrait with gown, 5 retouched files: 590 THB\n"
                                      "Friends group 30 minutes: 2,500 THB\n"
                                      "Family 1 hour around campus: 4,500 THB"),
    ("เป้าหมาย (Target)", "About 80 walk-ins + 25 group/family bookings\n"
                         "Expected income: about 130,000 THB\n"
                         "Costs: booth 12,000 + 2 extra photographers 5 days x 2,500 = 25,000 + prints 8,000"),
    ("ต้องเตรียม (To do)", "Buy 2 more NP-FZ100 batteries and a portable printer before 1 October 2025\n"
                           "Facebook ads from 20 September 2025, budget 6,000 THB\n"
                           "Beam and one friend as extra photographers"),
]
PEA_JULY = [
    "Provincial Electricity Authority (PEA) - Hat Yai Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Saengdao Studio (Mr. Kritsada Kaewmanee)\n"
    "Address: 45/12 Niphat Songkhro 1 Road, Hat Yai, Songkhla 90110\n"
    "Account No.: 020087441205   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,185 kWh\nEnergy charge: 4,957.30 THB\n"
    "Ft charge: 233.70 THB\nService charge: 312.24 THB\nVAT 7%: 385.23 THB\nAmount due: 5,888.47 THB\n"
    "Due date: 15 August 2025",
]
PEA_AUGUST = [
    "Provincial Electricity Authority (PEA) - Hat Yai Office\nELECTRICITY BILL - August 2025\n"
    "Customer: Saengdao Studio (Mr. Kritsada Kaewmanee)\n"
    "Address: 45/12 Niphat Songkhro 1 Road, Hat Yai, Songkhla 90110\n"
    "Account No.: 020087441205   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 August 2025 - 31 August 2025\nUnits used: 1,362 kWh\nEnergy charge: 5,698.15 THB\n"
    "Ft charge: 268.63 THB\nService charge: 312.24 THB\nVAT 7%: 439.53 THB\nAmount due: 6,718.55 THB\n"
    "Due date: 15 September 2025",
]
PEA_AUGUST_2024 = [
    "Provincial Electricity Authority (PEA) - Hat Yai Office\nELECTRICITY BILL - August 2024\n"
    "Customer: Saengdao Studio (Mr. Kritsada Kaewmanee)\n"
    "Address: 45/12 Niphat Songkhro 1 Road, Hat Yai, Songkhla 90110\n"
    "Account No.: 020087441205   Tariff: 2.2 Small general service\n"
    "Meter reading period: 1 August 2024 - 31 August 2024\nUnits used: 1,240 kWh\nEnergy charge: 5,186.40 THB\n"
    "Ft charge: 244.50 THB\nService charge: 312.24 THB\nVAT 7%: 402.02 THB\nAmount due: 6,145.16 THB\n"
    "Due date: 15 September 2024",
]
LENS_INVOICE = [
    "HAT YAI CAMERA CENTER CO., LTD.\n88 Thamnoonvithi Road, Hat Yai, Songkhla 90110  Tax ID 0905561004217\n"
    "TAX INVOICE / RECEIPT   No. HYC-6807-0142\nDate: 14 July 2025\n"
    "Customer: Saengdao Studio (Mr. Kritsada Kaewmanee), 45/12 Niphat Songkhro 1 Road, Hat Yai\n"
    "1  Sony FE 24-70mm F2.8 GM II (SEL2470GM2) S/N 1874522   69,990.00\n"
    "1  Hoya UV filter 82mm                                        1,590.00\n"
    "-  Trade-in: Sony FE 24-70mm F4 ZA OSS (used)              -12,000.00\n"
    "Total (VAT included): 59,580.00 THB\nVAT 7% included: 3,897.76 THB\n"
    "Payment: KBank credit card, 0% installment 10 months x 5,958.00 THB\n"
    "Warranty: Sony Thailand, 1 year, until 13 July 2026\nThank you for your business.",
]
LAB_INVOICE = [
    "SONGKHLA PHOTO LAB LTD., PART.\n12 Sai Buri Road, Mueang Songkhla 90000\nINVOICE No. SPL-2507-0366\n"
    "Invoice date: 31 July 2025   Credit: 30 days   Due date: 30 August 2025\n"
    "Bill to: Saengdao Studio, 45/12 Niphat Songkhro 1 Road, Hat Yai\nPrints and albums for July 2025:\n"
    "4x6 inch prints      1,850 pcs x 4.50   = 8,325.00\n"
    "8x10 inch prints       120 pcs x 35.00  = 4,200.00\n"
    "8x12 inch group prints  64 pcs x 45.00  = 2,880.00\n"
    "Photo books 20 pages     6 x 1,250.00   = 7,500.00\n"
    "Subtotal: 22,905.00 THB\nVAT 7%: 1,603.35 THB\nTotal due: 24,508.35 THB\n"
    "Please transfer to SCB account 402-1-55871-3 and send the slip by LINE.",
]
INSURANCE = [
    "DHIPAYA SIAM INSURANCE PCL. - Hat Yai Branch\nRENEWAL NOTICE - Equipment All Risks Insurance\n"
    "Notice date: 1 August 2025\nPolicy No.: EQ-2567-01442\nInsured: Saengdao Studio (Mr. Kritsada Kaewmanee)\n"
    "Covered items: cameras, lenses, flashes, studio lights, photo printer (list attached to the policy)\n"
    "New period: 1 September 2025 - 1 September 2026\nSum insured: 420,000 THB\n"
    "Cover: theft, accident and damage inside and outside the studio in Thailand\n"
    "Deductible: 3,000 THB per claim\nPremium: 6,850.00 THB (stamp duty and VAT included)\n"
    "Please pay by 25 August 2025 to keep cover without a gap.\nAgent: Ms. Suwanna Chaiyarat, Tel. 086-477-3019",
]
PRINTER_QUOTE_BKK = [
    "SIAM PHOTO SUPPLY CO., LTD.\n1120 Charoen Krung Road, Bang Rak, Bangkok 10500\nQUOTATION No. SPS-Q2508-117\n"
    "Date: 5 August 2025   Valid for 30 days\nTo: Saengdao Studio, Hat Yai (Khun Pimchanok)\n"
    "1  DNP DS620A dye-sublimation photo printer         54,900.00\n"
    "2  DNP DS620 media 6x8 inch (2 rolls per box)       7,800.00\n"
    "1  Shipping to Hat Yai                                 900.00\n"
    "Total (VAT included): 63,600.00 THB\nWarranty: 1 year (send the printer to Bangkok for repair)\n"
    "Delivery: within 7 days after payment\nSales: Mr. Anucha Pongsiri, Tel. 02-234-8810",
]
PRINTER_QUOTE_HATYAI = """# ใบเสนอราคา เครื่องพิมพ์ภาพ ร้านหาดใหญ่โฟโต้ซัพพลาย

เลขที่ HPS 68/0812 วันที่ 12 สิงหาคม 2568 ยืนราคา 15 วัน
เสนอ แสงดาวสตูดิโอ (คุณพิมพ์ชนก)

| รายการ | จำนวน | ราคา (บาท) |
|---|---|---|
| เครื่องพิมพ์ภาพระบบ dye-sub Citizen CX-02W | 1 เครื่อง | 49,500 |
| กระดาษพร้อมริบบอน 6x8 นิ้ว | 2 กล่อง | 7,200 |
| ค่าติดตั้งและสอนใช้งานที่ร้าน | 1 ครั้ง | ฟรี |

- รวมทั้งสิ้น 56,700 บาท (รวมภาษีมูลค่าเพิ่มแล้ว)
- รับประกันเครื่อง 2 ปี มีเครื่องสำรองให้ใช้ระหว่างซ่อม
- ส่งของได้ภายใน 3 วัน ผ่อน 0% 6 เดือนได้
- ผู้เสนอราคา: คุณวีระพงษ์ สุขประเสริฐ โทร 074-235-661
"""
DISTRACTORS = {
    "Studio/Contracts/สัญญาเช่าห้อง_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาเช่าอาคารพาณิชย์ ถนนนิพัทธ์สงเคราะห์ 1 (ร่างแรก มิถุนายน 2567 ยังไม่เซ็น)\n"
        "- เจ๊วรรณเสนอค่าเช่าเดือนละ 16,000 บาท เท่ากันทุกปี\n- ระยะเวลาเช่า 2 ปี\n"
        "- เงินประกัน 3 เดือน = 48,000 บาท\n- เราขอ 3 ปี เริ่มที่ 15,000 รอแก้ในฉบับจริง\n",
    "Studio/Contracts/สัญญาจ้างถ่ายภาพ_โรงเรียนพัฒนศึกษา_2566.txt":
        "สัญญาจ้างถ่ายภาพงานพิธีมอบประกาศนียบัตร ปีการศึกษา 2566 (ฉบับเก่า ผู้รับจ้างคือ ร้านเจริญฟิล์ม)\n"
        "โรงเรียนพัฒนศึกษาหาดใหญ่ วันงาน 2 มีนาคม 2567\n"
        "แพ็กเกจ A 300 บาท, แพ็กเกจ B 590 บาท, แพ็กเกจ C 1,200 บาท\n"
        "เงินสนับสนุนโรงเรียน 5,000 บาท ส่งภาพภายใน 30 วัน\n"
        "(ครูจันทร์เพ็ญส่งมาให้ดูเป็นตัวอย่าง ปีนี้เราได้งานแทน)\n",
    "Studio/Notes/ราคาแพ็กเกจ_2567.md":
        "# ราคาแพ็กเกจ แสงดาวสตูดิโอ ปี 2567 (ราคาเก่า)\n- รูปติดบัตร 6 ใบ 80 บาท\n"
        "- รูปพาสปอร์ต/วีซ่า 4 ใบ 120 บาท\n- รับปริญญา Basic 1 ชั่วโมง 2,000 บาท, Standard 2 ชั่วโมง 3,900 บาท\n"
        "- งานอีเวนต์ครึ่งวัน 5,000 บาท เต็มวัน 9,000 บาท\n",
    "Studio/Quotes/ใบเสนอราคา_เครื่องพิมพ์_2566_เก่า.txt":
        "ใบเสนอราคาเครื่องพิมพ์ภาพ (ปี 2566 ยังไม่ได้ซื้อ) ร้านทักษิณกล้อง หาดใหญ่\n"
        "DNP DS620 ราคา 49,000 บาท กระดาษ 2 กล่อง 7,000 บาท\nรับประกัน 1 ปี\n"
        "ตอนนั้นเครื่องเก่ายังใช้ได้ เลยยังไม่ซื้อ\n",
    "Studio/Plans/ไอเดียบูธรับปริญญา_ร่าง.md":
        "# ไอเดียบูธรับปริญญา ม.อ. (ร่าง มิ.ย. 2568)\n- ได้ยินว่าค่าบูธ 15,000? ต้องถามสโมสรนักศึกษา\n"
        "- ขายแพ็กเกจ walk-in 490 บาทดีไหม\n- ช่างภาพเสริมหาจากชมรมถ่ายภาพ ม.อ.\n",
}
WORKSPECT = {"todo.md": "- ต่อประกันอุปกรณ์ก่อน 25 ส.ค.\n- จ่ายค่าบูธ ม.อ. ก่อน 15 ก.ย.\n"
                        "- ตอบ Aisyah เรื่องมัดจำ\n- เลือกเครื่องพิมพ์ใหม่ (DNP หรือ Citizen)\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับแสงดาวสตูดิโอ ม.ค.-มิ.ย. 2568 (Saengdao Studio income, Jan-Jun 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:4]),
                  sum(sum(row[:4]) for row in INCOME), sum(row[4] for row in INCOME)])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(list(EXPENSE_HEADERS))
    for row in EXPENSES:
        spend.append(list(row))
    total = sum(row[1] for row in EXPENSES)
    spend.append(["รวมรายจ่าย (Total expenses)", total, ""])
    spend.append(["กำไรก่อนภาษี (Profit before tax)", sum(sum(row[:4]) for row in INCOME) - total,
                  "รายรับ - รายจ่าย"])
    money_format(spend, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    studio = docs / "Studio"
    for sub in ("Contracts", "Accounts", "Notes", "Chats", "Emails", "Plans", "Bills", "Quotes", "Gear"):
        (studio / sub).mkdir(parents=True, exist_ok=True)
    write_docx(studio / "Contracts" / "สัญญาเช่าห้อง_แสงดาวสตูดิโอ.docx", LEASE_TOP, table=LEASE_RENT,
               bottom=LEASE_BOTTOM)
    write_docx(studio / "Contracts" / "สัญญาจ้างถ่ายภาพ_โรงเรียนพัฒนศึกษา_2568.docx", SCHOOL_TOP,
               table=SCHOOL_PACKAGES, bottom=SCHOOL_BOTTOM)
    _income(studio / "Accounts" / "รายรับรายจ่าย_สตูดิโอ_2568.xlsx")
    (studio / "Accounts" / "สรุปรายรับ_ครึ่งปี_2567.md").write_text(LAST_YEAR, encoding="utf-8")
    (studio / "Notes" / "ราคาแพ็กเกจ_2568.md").write_text(PRICE_LIST, encoding="utf-8")
    (studio / "Gear" / "รายการอุปกรณ์กล้อง_2568.md").write_text(GEAR_NOTE, encoding="utf-8")
    (studio / "Notes" / "คิวงาน_กันยายน_2568.md").write_text(SEPT_BOOKINGS, encoding="utf-8")
    (studio / "Chats" / "LINE_แสงดาวสตูดิโอ_ทีมงาน_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (studio / "Emails" / "email_prewedding_Aisyah_Hafiz.txt").write_text(EMAIL, encoding="utf-8")
    write_slides(studio / "Plans" / "แผนบูธรับปริญญา_มอ_2568.pptx", BOOTH_SLIDES)
    make_pdf(studio / "Bills" / "PEA_studio_bill_2025-07.pdf", PEA_JULY)
    make_pdf(studio / "Bills" / "PEA_studio_bill_2025-08.pdf", PEA_AUGUST)
    make_pdf(studio / "Gear" / "HatYaiCamera_invoice_lens_2025-07.pdf", LENS_INVOICE)
    make_pdf(studio / "Bills" / "SongkhlaPhotoLab_invoice_2025-07.pdf", LAB_INVOICE)
    make_pdf(studio / "Gear" / "Dhipaya_equipment_insurance_renewal_2025.pdf", INSURANCE)
    make_pdf(studio / "Quotes" / "SiamPhotoSupply_quote_DNP_printer.pdf", PRINTER_QUOTE_BKK)
    (studio / "Quotes" / "ใบเสนอราคา_เครื่องพิมพ์_หาดใหญ่โฟโต้.md").write_text(PRINTER_QUOTE_HATYAI,
                                                                                 encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    make_pdf(studio / "Bills" / "PEA_studio_bill_2024-08.pdf", PEA_AUGUST_2024)  # last year's, a distractor
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: the owners' to-do list."""
    write_texts(workspect, WORKSPECT)
