"""A folder for bench/agent_tasks.py (`--folder daycare`): a home daycare / nursery in Bang Bua Thong, Nonthaburi.

Orawan "Ann" Phromma (ครูแอน), a former kindergarten teacher, runs Baan Dek Oon Rak Nursery (บ้านเด็กอุ่นรัก
เนอสเซอรี่), a licensed private childcare home for about 25 children aged 1.5-4 in a rented townhouse in Bang Rak
Phatthana, Bang Bua Thong; her husband Ekkachai (พี่เอก) keeps the books, and three staff help (ครูนิด, ครูปุ้ย
and ป้าสมร the cook). The folder: the Thai childcare agreement parents sign for academic year 2568 (docx, a fee
table), the Thai employment contract of the new caregiver ครูนิด (docx, a pay table), the nursery's income by
month and expenses by month for January-June 2568 (xlsx, two sheets, Thai/English headers), July's fee check
of all 25 children (xlsx), Thai notes of the June parents' meeting (md), a Thai list of children's food allergies
and medicines (md), a LINE group export with parents about a hand-foot-mouth disease closure (txt), a Thai letter
from the Nonthaburi social development office about the licence renewal and inspection (txt), an insurer's
English quote email for the children's accident insurance (txt) and the current policy schedule (English pdf),
Thai slides for opening an infant room in 2569 (pptx), the MEA electricity bills for June and July (pdf), a
learning-materials supplier's invoice (English pdf), two quotes for new play-room floor mats (an English pdf and
a Thai md), a Thai term calendar (md), and a foreign mother's English enrolment enquiry (txt); and six
distractors that share words with them (last year's childcare agreement, a draft caregiver contract, last year's
accounts summary, last year's floor-mat quote, a draft infant-room idea, last year's insurance quote); plus a
workspect that already holds a to-do list. Written blind of the engine's rules, in session 18, for
bench/data/agent_tasks_daycare_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

AGREEMENT_TOP = [
    "สัญญารับเลี้ยงเด็ก บ้านเด็กอุ่นรัก เนอสเซอรี่ ปีการศึกษา 2568",
    "บ้านเด็กอุ่นรัก เลขที่ 59/12 หมู่ 4 ซอยบางรักพัฒนา 7 ตำบลบางรักพัฒนา อำเภอบางบัวทอง จังหวัดนนทบุรี 11110 "
    "ใบอนุญาตสถานรับเลี้ยงเด็กเอกชน เลขที่ นบ 0027/2565",
    "สัญญาฉบับนี้ทำขึ้นระหว่าง นางอรวรรณ พรหมมา (ครูแอน) ผู้รับเลี้ยง กับ ผู้ปกครองตามชื่อท้ายสัญญา "
    "มีผลตั้งแต่วันที่ 1 พฤษภาคม 2568 ถึงวันที่ 30 เมษายน 2569",
    "ข้อ 1. ผู้รับเลี้ยงรับดูแลเด็กอายุ 1 ปี 6 เดือน ถึง 4 ปี เปิดวันจันทร์-วันศุกร์ เวลา 07:00-17:30 น. "
    "ปิดวันหยุดนักขัตฤกษ์ตามปฏิทินของบ้านเด็กอุ่นรัก",
    "ข้อ 2. ผู้ปกครองชำระค่าเลี้ยงตามตารางท้ายสัญญาล่วงหน้าภายในวันที่ 5 ของทุกเดือน "
    "หากชำระหลังวันที่ 10 คิดค่าปรับวันละ 50 บาท",
    "ข้อ 3. ค่าแรกเข้า 3,000 บาท (ชำระครั้งเดียว ไม่คืน) และเงินประกันเท่ากับค่าเลี้ยง 1 เดือน "
    "คืนเต็มจำนวนเมื่อแจ้งให้เด็กออกล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ข้อ 4. หากมารับเด็กหลังเวลา 17:30 น. คิดค่าดูแลล่วงเวลาชั่วโมงละ 100 บาท เศษของชั่วโมงคิดเป็น 1 ชั่วโมง "
    "และต้องรับเด็กไม่เกิน 19:00 น.",
    "ข้อ 5. พี่น้องที่ฝากเลี้ยงพร้อมกัน ลดค่าเลี้ยงคนที่สองเดือนละ 500 บาท",
    "ข้อ 6. เด็กที่มีไข้ 37.5 องศาขึ้นไป หรือเป็นโรคติดต่อ (มือเท้าปาก อีสุกอีใส ไข้หวัดใหญ่) ให้หยุดจนกว่าแพทย์อนุญาต "
    "กรณีผู้รับเลี้ยงปิดบ้านเด็กเพื่อควบคุมโรค หรือเด็กหยุดเกิน 5 วันทำการติดต่อกันพร้อมใบรับรองแพทย์ "
    "ผู้รับเลี้ยงคืนค่าอาหารวันละ 60 บาท โดยหักจากค่าเลี้ยงเดือนถัดไป",
    "ข้อ 7. ผู้มารับเด็กต้องมีชื่อในบัตรรับ-ส่ง หากเป็นบุคคลอื่นผู้ปกครองต้องแจ้งทาง LINE ล่วงหน้า",
    "ข้อ 8. ผู้ปกครองต้องแจ้งโรคประจำตัว การแพ้อาหารและยาของเด็กเป็นลายลักษณ์อักษร",
    "ตารางอัตราค่าเลี้ยงท้ายสัญญา (ปีการศึกษา 2568)",
]
AGREEMENT_FEES = [
    ("ประเภท", "อายุเด็ก", "ค่าเลี้ยง", "รวม"),
    ("เต็มวัน 07:00-17:30", "1 ปี 6 เดือน - 2 ปี", "6,500 บาท/เดือน",
     "อาหารกลางวัน อาหารว่าง 2 มื้อ นม ผ้าอ้อมกลางวัน"),
    ("เต็มวัน 07:00-17:30", "2 - 4 ปี", "5,800 บาท/เดือน", "อาหารกลางวัน อาหารว่าง 2 มื้อ นม"),
    ("ครึ่งวัน 07:00-12:30", "2 - 4 ปี", "3,900 บาท/เดือน", "อาหารกลางวัน อาหารว่าง 1 มื้อ"),
    ("รายวัน", "ทุกช่วงอายุ", "380 บาท/วัน", "อาหารกลางวัน อาหารว่าง 2 มื้อ"),
]
AGREEMENT_BOTTOM = [
    "ชำระค่าเลี้ยงโดยโอนเข้าบัญชีธนาคารกสิกรไทย สาขาเซ็นทรัล เวสต์เกต เลขที่ 074-8-31562-9 ชื่อบัญชี อรวรรณ พรหมมา "
    "แล้วส่งสลิปในกลุ่ม LINE",
    "ลงชื่อ อรวรรณ พรหมมา ผู้รับเลี้ยง",
    "ลงชื่อ ............................................ ผู้ปกครอง",
]
AGREEMENT_2567_TOP = [
    "สัญญารับเลี้ยงเด็ก บ้านเด็กอุ่นรัก เนอสเซอรี่ ปีการศึกษา 2567",
    "มีผลตั้งแต่วันที่ 1 พฤษภาคม 2567 ถึงวันที่ 30 เมษายน 2568",
    "ข้อ 1. รับดูแลเด็กอายุ 1 ปี 6 เดือน ถึง 4 ปี เปิดวันจันทร์-วันศุกร์ เวลา 07:00-17:30 น.",
    "ข้อ 2. ชำระค่าเลี้ยงล่วงหน้าภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 3. ค่าแรกเข้า 2,500 บาท",
    "ข้อ 4. มารับเด็กหลังเวลา 17:30 น. คิดค่าดูแลล่วงเวลาชั่วโมงละ 80 บาท",
    "ข้อ 5. เด็กหยุดเกิน 5 วันทำการพร้อมใบรับรองแพทย์ คืนค่าอาหารวันละ 50 บาท",
    "ตารางอัตราค่าเลี้ยงท้ายสัญญา (ปีการศึกษา 2567)",
]
AGREEMENT_2567_FEES = [
    ("ประเภท", "อายุเด็ก", "ค่าเลี้ยง"),
    ("เต็มวัน", "1 ปี 6 เดือน - 2 ปี", "6,000 บาท/เดือน"),
    ("เต็มวัน", "2 - 4 ปี", "5,500 บาท/เดือน"),
    ("ครึ่งวัน", "2 - 4 ปี", "3,600 บาท/เดือน"),
    ("รายวัน", "ทุกช่วงอายุ", "350 บาท/วัน"),
]
STAFF_TOP = [
    "สัญญาจ้างแรงงาน (ครูพี่เลี้ยงเด็ก)",
    "ทำที่ บ้านเด็กอุ่นรัก เนอสเซอรี่ อำเภอบางบัวทอง จังหวัดนนทบุรี วันที่ 25 เมษายน 2568",
    "นายจ้าง: นางอรวรรณ พรหมมา  ลูกจ้าง: นางสาวนิตยา แสงทอง (ครูนิด) เลขประจำตัวประชาชน 1-1299-00451-23-7",
    "ข้อ 1. นายจ้างตกลงจ้างลูกจ้างเป็นครูพี่เลี้ยงประจำห้องเด็กโต (อายุ 2-4 ปี) เริ่มงานวันที่ 1 พฤษภาคม 2568 "
    "ทดลองงาน 90 วัน",
    "ข้อ 2. เวลาทำงานวันจันทร์-วันศุกร์ 07:00-16:00 น. พักกลางวัน 12:30-13:30 น. "
    "เมื่อมีเด็กอยู่หลัง 17:30 น. ผลัดกันอยู่เวรตามตารางที่ครูแอนกำหนด",
    "ข้อ 3. ค่าจ้างและค่าตอบแทนตามตารางนี้ จ่ายทุกวันสิ้นเดือนโดยโอนเข้าบัญชีธนาคารของลูกจ้าง",
]
STAFF_PAY = [
    ("รายการ", "จำนวนเงิน", "เงื่อนไข"),
    ("เงินเดือนระหว่างทดลองงาน", "12,000 บาท", "พ.ค. - ก.ค. 2568"),
    ("เงินเดือนหลังผ่านทดลองงาน", "13,000 บาท", "ตั้งแต่ ส.ค. 2568"),
    ("เบี้ยขยัน", "500 บาท/เดือน", "ไม่ลา ไม่มาสายในเดือนนั้น"),
    ("ค่าอยู่เวรเย็น", "80 บาท/ชั่วโมง", "ดูแลเด็กหลัง 17:30 น."),
]
STAFF_BOTTOM = [
    "ข้อ 4. ลูกจ้างมีสิทธิลาพักร้อน 6 วันต่อปี เมื่อทำงานครบ 1 ปี ลาป่วยได้ตามกฎหมายคุ้มครองแรงงาน",
    "ข้อ 5. นายจ้างนำส่งเงินสมทบประกันสังคมตามกฎหมาย",
    "ข้อ 6. ลูกจ้างต้องมีใบรับรองแพทย์ก่อนเริ่มงาน และตรวจสุขภาพประจำปีทุกปี",
    "ข้อ 7. ฝ่ายใดประสงค์เลิกสัญญา ต้องแจ้งอีกฝ่ายเป็นหนังสือล่วงหน้าไม่น้อยกว่า 30 วัน",
    "ลงชื่อ อรวรรณ พรหมมา นายจ้าง",
    "ลงชื่อ นิตยา แสงทอง ลูกจ้าง",
    "ลงชื่อ เอกชัย พรหมมา พยาน",
]
MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
INCOME_HEADERS = ("เดือน (Month)", "จำนวนเด็ก (Children)", "ค่าเลี้ยงรายเดือน (Monthly fees, THB)",
                  "ค่ารับเลี้ยงรายวัน (Day-care fees, THB)", "ค่าดูแลล่วงเวลา (Overtime care, THB)",
                  "ค่าแรกเข้า (Enrolment fees, THB)", "รวมรายรับ (Total income, THB)")
INCOME = [(22, 128400, 3040, 1200, 0), (23, 134200, 2660, 900, 3000), (23, 134200, 4180, 1500, 0),
          (18, 96600, 6840, 600, 0), (24, 141700, 2280, 1100, 6000), (25, 147500, 3420, 1800, 3000)]
INCOME_NOTES = ["", "", "", "ปิดสงกรานต์ 11-16 เม.ย. เด็กกลับต่างจังหวัด 5 คน", "เด็กใหม่ 2 คน", "เด็กใหม่ 1 คน"]
EXPENSES = [
    ("ค่าเช่าบ้าน (House rent)", [15000] * 6),
    ("ค่าจ้างครูและแม่ครัว (Staff wages)", [34000, 34000, 34000, 34000, 32500, 32500]),
    ("ค่าอาหารและนม (Food & milk)", [21400, 22100, 22800, 16300, 23900, 24600]),
    ("ค่าไฟฟ้า (Electricity)", [3860, 4120, 5340, 5980, 5210, 4743.56]),
    ("ค่าน้ำประปา (Water)", [620, 590, 680, 540, 710, 730]),
    ("ของใช้และสื่อการเรียน (Supplies & learning materials)", [2300, 1850, 3900, 1200, 8650, 2100]),
    ("ประกันสังคมส่วนนายจ้าง (Social security)", [1700, 1700, 1700, 1700, 1625, 1625]),
    ("อินเทอร์เน็ตและแอปกล้อง (Internet & CCTV app)", [899] * 6),
]
CHILDREN = [  # nickname, parent, plan, July fee, paid on, note
    ("ข้าวหอม", "คุณสุภาพร", "เต็มวัน 2-4 ปี", 5800, "2/7/2568", ""),
    ("ไข่ตุ๋น", "คุณวีระ", "เต็มวัน 1.5-2 ปี", 6500, "1/7/2568", ""),
    ("ปลาวาฬ", "คุณนภัสสร", "เต็มวัน 2-4 ปี", 5800, "3/7/2568", ""),
    ("มะปราง", "คุณจิราพร", "ครึ่งวัน", 3900, "", "ทักไลน์แล้ว 2 ครั้ง ยังไม่ตอบ"),
    ("ข้าวปั้น", "คุณธนพล", "เต็มวัน 1.5-2 ปี", 6500, "", "แม่บอกจะโอนวันที่ 15 ก.ค."),
    ("ภูผา", "คุณอนุชา", "เต็มวัน 2-4 ปี", 5800, "4/7/2568", ""),
    ("ใบเตย", "คุณพิมพ์ชนก", "เต็มวัน 2-4 ปี", 5800, "1/7/2568", ""),
    ("ต้นน้ำ", "คุณพิมพ์ชนก", "เต็มวัน 2-4 ปี", 5300, "1/7/2568", "พี่น้องกับใบเตย ลด 500"),
    ("พายุ", "คุณศิริรัตน์", "เต็มวัน 2-4 ปี", 5800, "5/7/2568", ""),
    ("ขนมปัง", "คุณกิตติ", "เต็มวัน 1.5-2 ปี", 6500, "2/7/2568", ""),
    ("มะลิ", "คุณวรรณา", "เต็มวัน 2-4 ปี", 5800, "3/7/2568", ""),
    ("ปันปัน", "คุณณัฐวุฒิ", "เต็มวัน 2-4 ปี", 5800, "8/7/2568", "โอนช้า ปรับแล้ว 150 บาท"),
    ("น้ำขิง", "คุณสมศรี", "ครึ่งวัน", 3900, "1/7/2568", ""),
    ("ออมสิน", "คุณประเสริฐ", "เต็มวัน 2-4 ปี", 5800, "4/7/2568", ""),
    ("เก้า", "คุณดารุณี", "เต็มวัน 1.5-2 ปี", 6500, "2/7/2568", ""),
    ("ซันนี่", "คุณเจนจิรา", "เต็มวัน 2-4 ปี", 5800, "5/7/2568", ""),
    ("แพรวา", "คุณชลธิชา", "เต็มวัน 2-4 ปี", 5800, "1/7/2568", ""),
    ("โมจิ", "คุณธีรพงษ์", "เต็มวัน 1.5-2 ปี", 6500, "3/7/2568", ""),
    ("ทองคำ", "คุณบุญเรือน", "เต็มวัน 2-4 ปี", 5800, "4/7/2568", ""),
    ("นมเย็น", "คุณอัญชลี", "เต็มวัน 1.5-2 ปี", 6500, "5/7/2568", ""),
    ("คิรา", "คุณปิยะพงษ์", "เต็มวัน 2-4 ปี", 5800, "2/7/2568", ""),
    ("ลูกหว้า", "คุณสุนันทา", "เต็มวัน 2-4 ปี", 5800, "1/7/2568", ""),
    ("กะทิ", "คุณรัชนี", "เต็มวัน 2-4 ปี", 5800, "3/7/2568", ""),
    ("ธันวา", "คุณวิชัย", "เต็มวัน 1.5-2 ปี", 6500, "4/7/2568", ""),
    ("พอใจ", "คุณกนกวรรณ", "เต็มวัน 2-4 ปี", 5800, "5/7/2568", ""),
]
MEETING_NOTE = """# บันทึกประชุมผู้ปกครอง บ้านเด็กอุ่นรัก วันเสาร์ที่ 14 มิถุนายน 2568

เวลา 09:30-11:00 น. ห้องเล่นชั้นล่าง ผู้ปกครองมาร่วม 19 ครอบครัว (จากทั้งหมด 25)
ผู้จด: พี่เอก

## เรื่องแจ้งให้ทราบ
- ครูนิด (นิตยา แสงทอง) เริ่มงาน 1 พ.ค. 68 ดูแลห้องเด็กโต แทนครูจอยที่ลาออกไปเรียนต่อ
- ค่าเลี้ยงปีการศึกษา 2568 ใช้ตามสัญญาฉบับใหม่ ขึ้นจากปีที่แล้ว 300-500 บาท เพราะค่าอาหารและค่าไฟขึ้น
- สสจ./พมจ. จะมาตรวจต่อใบอนุญาตช่วงต้น ก.ย. ครูแอนจะแจ้งวันอีกครั้ง

## มติที่ประชุม
- เปลี่ยนพื้นยางกันกระแทกห้องเล่น (ของเดิมใช้มา 5 ปี ขาดและยุบหลายจุด) งบไม่เกิน 40,000 บาท
  ครูแอนหาใบเสนอราคาอย่างน้อย 2 เจ้า แล้วแจ้งในกลุ่มก่อนสั่ง
- สั่งเสื้อพละชุดใหม่ (สีเหลืองโลโก้บ้านอุ่นรัก) ตัวละ 250 บาท ผู้ปกครองแจ้งไซส์ภายใน 30 มิ.ย.
- ติดกล้อง CCTV เพิ่มในห้องนอน 2 ตัว ผู้ปกครองดูผ่านแอปได้ช่วง 09:00-16:00 น. ครูแอนออกค่าใช้จ่ายเอง
- จัดกิจกรรมวันแม่ วันศุกร์ที่ 8 ส.ค. 68 เชิญคุณแม่มาร่วมตอนเช้า

## ผู้ปกครองฝากเรื่อง
- แม่น้องพายุขอให้ส่งรูปกิจกรรมในกลุ่ม LINE ทุกวัน -> ครูปุ้ยรับไปส่งทุกวันก่อน 16:00 น.
- ขอเมนูอาหารล่วงหน้ารายสัปดาห์ -> ป้าสมรติดบอร์ดหน้าบ้านทุกวันจันทร์
- พ่อน้องภูผาถามเรื่องที่จอดรถตอนเช้า -> ขอให้จอดชิดซ้ายฝั่งตรงข้าม ไม่จอดขวางบ้านเลขที่ 59/10

## ครั้งหน้า
- ประชุมผู้ปกครองครั้งถัดไป เสาร์ที่ 8 พฤศจิกายน 2568
"""
ALLERGY_NOTE = """# รายชื่อเด็กแพ้อาหาร / โรคประจำตัว / ยาประจำตัว (อัปเดต 20 มิ.ย. 2568)

ติดไว้ข้างตู้เย็นในครัว ป้าสมรต้องดูก่อนทำอาหารทุกครั้ง ครูทุกคนต้องรู้

## แพ้อาหาร
- น้องภูผา (3 ขวบ) แพ้นมวัว -> ให้นมถั่วเหลือง (แม่ส่งมาเอง) ห้ามขนมที่มีนม เนย ชีส
- น้องปลาวาฬ (2 ขวบครึ่ง) แพ้กุ้ง ปู อาหารทะเล -> ขึ้นผื่น ปากบวม
  ให้ยา Cetirizine น้ำ 2.5 ml (อยู่ในกล่องยาชั้นบน) แล้วโทรหาแม่
- น้องกะทิ (3 ขวบ) แพ้ไข่ขาว -> ไข่ต้มให้กินเฉพาะไข่แดงได้ (แม่อนุญาต) ขนมเค้กห้าม

## โรคประจำตัว
- น้องมะลิ (4 ขวบ) หอบหืด -> ถ้าหายใจมีเสียงหวีด ให้ยาพ่น Ventolin 2 puffs ผ่าน spacer
  แล้วโทรหาแม่ (คุณวรรณา 089-225-6714)
- น้องโมจิ (2 ขวบ) เคยชักจากไข้สูง -> ไข้เกิน 38 องศา ให้ Paracetamol น้ำ 5 ml เช็ดตัว
  แล้วโทรหาพ่อ (คุณธีรพงษ์ 081-930-4482) ทันที

## ถ้าฉุกเฉิน
- โทร 1669 (สายด่วนการแพทย์ฉุกเฉิน)
- โรงพยาบาลที่ใกล้ที่สุด: โรงพยาบาลบางบัวทอง 2 (ประมาณ 10 นาที) โทร 02-159-7788
- ครูแอน 086-774-1935 / พี่เอก 081-552-6043
"""
LINE_CHAT = """[LINE] ประวัติการแชทกลุ่ม ผู้ปกครองบ้านเด็กอุ่นรัก
บันทึกเมื่อ: 22/07/2568 20:15

จ., 14/07/2568
13:05\tครูแอน\tแจ้งผู้ปกครองทุกท่านค่ะ วันนี้พบน้องห้องเด็กโต 2 คน มีตุ่มใสที่มือและในปาก
13:05\tครูแอน\tไปตรวจแล้วคุณหมอยืนยันว่าเป็นโรคมือเท้าปากค่ะ
13:06\tครูแอน\tเพื่อความปลอดภัยของเด็กทุกคน บ้านอุ่นรักขอปิดทำความสะอาด 4 วัน
13:06\tครูแอน\tตั้งแต่อังคารที่ 15 ถึงศุกร์ที่ 18 ก.ค. 2568 และเปิดตามปกติวันจันทร์ที่ 21 ก.ค. ค่ะ
13:06\tครูแอน\tรบกวนผู้ปกครองมารับน้องก่อน 15:00 วันนี้นะคะ
13:10\tแม่พายุ\tค่าเลี้ยงช่วงที่ปิดคิดยังไงคะครู
13:15\tครูแอน\tตามสัญญาข้อ 6 คืนค่าอาหารวันละ 60 บาทค่ะ
13:15\tครูแอน\tปิด 4 วัน = 240 บาท หักจากค่าเลี้ยงเดือน ส.ค. ให้ทุกคนค่ะ
13:16\tแม่พายุ\tรับทราบค่ะ ขอบคุณค่ะ
13:22\tพ่อภูผา\tช่วงปิดครูพอจะรับฝากเป็นรายวันไหมครับ ผมกับแฟนลางานไม่ได้
13:30\tครูแอน\tขอโทษด้วยนะคะ ช่วงนี้ต้องปิดทั้งบ้านตามคำแนะนำของ รพ.สต. ค่ะ
13:41\tแม่มะลิ\tต้องสังเกตอาการอะไรบ้างคะ
13:45\tครูแอน\tไข้ เจ็บคอ ไม่ยอมกินข้าว มีตุ่มที่มือ เท้า ก้น หรือในปาก ถ้ามีให้พาไปหาหมอและแจ้งครูนะคะ

พ., 16/07/2568
10:30\tครูแอน\tวันนี้จ้างบริษัท คลีนแคร์ นนทบุรี มาพ่นฆ่าเชื้อทั้งบ้านแล้วนะคะ ค่าใช้จ่าย 2,800 บาท ครูแอนออกเองค่ะ
10:31\tครูแอน\tครูนิดกับครูปุ้ยล้างของเล่นทุกชิ้นด้วยน้ำยาคลอรีน ซักผ้าปูที่นอนทั้งหมดแล้วค่ะ
10:40\tแม่ข้าวหอม\tขอบคุณครูทุกคนมากค่ะ

อา., 20/07/2568
19:00\tครูแอน\tพรุ่งนี้เปิดตามปกตินะคะ ก่อนมาขอให้ผู้ปกครองดูมือ เท้า และในปากน้อง ถ้ามีไข้หรือตุ่มให้พักอยู่บ้านก่อนค่ะ
19:02\tครูแอน\tน้อง 2 คนที่ป่วย คุณหมอให้กลับมาได้วันพฤหัสที่ 24 ก.ค. ค่ะ
19:05\tพ่อภูผา\tรับทราบครับ

อ., 22/07/2568
17:48\tครูแอน\tสัปดาห์นี้ยังไม่มีเด็กป่วยเพิ่มนะคะ ครูวัดไข้ทุกเช้าที่หน้าประตูค่ะ
"""
LICENCE_LETTER = """ที่ นบ 0019.3/1487
สำนักงานพัฒนาสังคมและความมั่นคงของมนุษย์จังหวัดนนทบุรี
ศาลากลางจังหวัดนนทบุรี ถนนรัตนาธิเบศร์ อำเภอเมืองนนทบุรี จังหวัดนนทบุรี 11000

1 กรกฎาคม 2568

เรื่อง การต่ออายุใบอนุญาตจัดตั้งสถานรับเลี้ยงเด็กเอกชน และการตรวจประเมินสถานที่
เรียน นางอรวรรณ พรหมมา ผู้รับใบอนุญาต บ้านเด็กอุ่นรัก เนอสเซอรี่

ตามที่ท่านได้รับใบอนุญาตจัดตั้งสถานรับเลี้ยงเด็กเอกชน เลขที่ นบ 0027/2565 ตามพระราชบัญญัติคุ้มครองเด็ก พ.ศ. 2546
ซึ่งใบอนุญาตดังกล่าวจะสิ้นอายุในวันที่ 30 กันยายน 2568 นั้น

หากท่านประสงค์จะดำเนินกิจการต่อ ขอให้ยื่นคำขอต่ออายุใบอนุญาตที่สำนักงานฯ ภายในวันที่ 31 สิงหาคม 2568
พร้อมเอกสารดังนี้
1. สำเนาใบอนุญาตฉบับเดิม และสำเนาบัตรประจำตัวประชาชนของผู้รับใบอนุญาต
2. รายชื่อเด็กในความดูแลปัจจุบัน และรายชื่อผู้ดูแลเด็กพร้อมใบรับรองแพทย์ที่ออกไม่เกิน 6 เดือน
3. หลักฐานการทำประกันอุบัติเหตุให้เด็กทุกคนที่ยังไม่หมดอายุ
4. ผลตรวจคุณภาพน้ำดื่ม และหลักฐานการตรวจถังดับเพลิง
5. แผนผังสถานที่และแผนอพยพกรณีเกิดเหตุฉุกเฉิน

เจ้าหน้าที่จะเข้าตรวจประเมินสถานที่ในวันอังคารที่ 2 กันยายน 2568 เวลา 10:00 น.
โดยจะตรวจอัตราส่วนผู้ดูแลต่อเด็ก (เด็กอายุต่ำกว่า 3 ปี ผู้ดูแล 1 คนต่อเด็กไม่เกิน 5 คน
เด็กอายุ 3 ปีขึ้นไป ผู้ดูแล 1 คนต่อเด็กไม่เกิน 10 คน) ความสะอาดของห้องครัว ห้องนอน และห้องน้ำ

หากตรวจพบข้อบกพร่อง ต้องแก้ไขให้แล้วเสร็จภายใน 15 วัน ผลการตรวจจะใช้ประกอบการพิจารณาต่ออายุใบอนุญาต

จึงเรียนมาเพื่อโปรดทราบและดำเนินการ

กลุ่มการพัฒนาสังคมและสวัสดิการ โทร 02-591-7365 ต่อ 21
"""
QUOTE_EMAIL = """From: Thai Kids Protect Insurance <sales@thaikidsprotect.co.th>
To: Orawan Phromma <oonrak.nursery@gmail.com>
Date: Tue, 22 Jul 2025 10:48:02 +0700
Subject: Quotation - group accident insurance for Baan Dek Oon Rak Nursery

Dear Khun Orawan,

Thank you for your enquiry about accident cover for the children at Baan Dek Oon Rak Nursery. Our offer for
the 2025-2026 year is:

- Plan: Kids Group PA Plus, 24-hour cover (at the nursery, at home and while travelling)
- Number of children: 25
- Premium: 390 THB per child per year, total 9,750 THB
- Accidental death or total disability: 100,000 THB per child
- Medical expenses per accident: 20,000 THB
- Hospital cash for infectious diseases (hand-foot-mouth disease, dengue, influenza): 500 THB per day,
  up to 10 days a year
- New children can be added at any time; premium is charged pro rata by month
- Cover can start on 1 September 2025

This quotation is valid until 31 August 2025. To accept, please send us the list of children with their dates
of birth.

Best regards,
Pimrada Saengsuk
Business Development, Thai Kids Protect Insurance Co., Ltd.
Tel. 02-117-4280
"""
POLICY_PAGES = [
    "Siam Safe Insurance Public Company Limited\nGROUP PERSONAL ACCIDENT POLICY - SCHEDULE\n"
    "Policy No.: GPA-2024-10387\nPolicyholder: Baan Dek Oon Rak Nursery (Mrs. Orawan Phromma)\n"
    "Address: 59/12 Moo 4, Soi Bang Rak Phatthana 7, Bang Rak Phatthana, Bang Bua Thong, Nonthaburi 11110\n"
    "Period of insurance: 1 September 2024 - 31 August 2025\nInsured persons: 24 children (list attached)\n"
    "Cover: at the nursery and on nursery trips, 07:00-19:00\n"
    "Benefits per child:\n  Accidental death or total permanent disability: 100,000 THB\n"
    "  Medical expenses per accident: 15,000 THB\n"
    "Premium: 350 THB per child per year\nTotal premium: 8,400.00 THB (paid 28 August 2024)\n"
    "Exclusions: illness, including hand-foot-mouth disease and dengue fever",
    "Page 2 - How to claim\nSend the hospital receipts and the medical certificate within 30 days of the accident.\n"
    "Claims are paid by bank transfer within 15 working days.\n"
    "Renewal: we will send a renewal notice 30 days before the policy expires.\n"
    "Agent: Mr. Somkid Yenjai, Nonthaburi, Tel. 089-671-3302",
]
SLIDES = [
    ("แผนเปิดห้องเด็กเล็ก ปี 2569 (Infant room plan)",
     "บ้านเด็กอุ่นรัก เนอสเซอรี่ บางบัวทอง\nครูแอน & พี่เอก สิงหาคม 2568"),
    ("ทำไมต้องเปิด", "ปีนี้มีผู้ปกครองถามหาที่รับเด็ก 6 เดือน - 1 ปีครึ่ง 11 ครอบครัว\n"
                    "ตอนนี้มีคิวรอ 9 ครอบครัว\nแถวบางรักพัฒนายังไม่มีที่รับเด็กอ่อนเลย"),
    ("รายได้ที่คาด (Expected income)", "รับเด็กเล็ก 6 คน ค่าเลี้ยงเดือนละ 8,500 บาท\n"
                                       "6 x 8,500 = 51,000 บาท/เดือน\nค่าแรกเข้าคนละ 3,000 บาท"),
    ("ค่าใช้จ่าย (Costs)", "ปรับปรุงห้องหลังบ้าน + แอร์ + เปล 6 ชุด + พื้นยาง: 185,000 บาท (ครั้งเดียว)\n"
                           "ครูพี่เลี้ยงเพิ่ม 2 คน (ครู 1 : เด็ก 3): 26,000 บาท/เดือน\n"
                           "นม ผ้าอ้อม ของใช้ ประมาณ 7,000 บาท/เดือน"),
    ("คืนทุน (Payback)", "กำไรต่อเดือนประมาณ 51,000 - 26,000 - 7,000 = 18,000 บาท\nคืนทุนประมาณ 10 เดือน\n"
                         "กู้ ธ.ออมสิน สินเชื่อ SME 150,000 บาท ที่เหลือใช้เงินเก็บ"),
    ("ไทม์ไลน์ (Timeline)", "ยื่นขอขยายใบอนุญาตกับ พมจ.นนทบุรี ภายใน ธันวาคม 2568\n"
                            "ปรับปรุงห้อง ก.พ. - มี.ค. 2569\nรับสมัครครูพี่เลี้ยง มี.ค. 2569\n"
                            "เปิดรับเด็กเล็กรุ่นแรก 1 พฤษภาคม 2569"),
]
MEA_JUNE = [
    "Metropolitan Electricity Authority (MEA) - Bang Bua Thong District Office\nELECTRICITY BILL - June 2025\n"
    "Customer: Mrs. Orawan Phromma (Baan Dek Oon Rak Nursery)\n"
    "Address: 59/12 Moo 4, Soi Bang Rak Phatthana 7, Bang Bua Thong, Nonthaburi 11110\n"
    "Account No.: 8801-2547-63   Tariff: 2.1 Small general service\n"
    "Meter reading period: 1 June 2025 - 30 June 2025\nUnits used: 1,052 kWh\nEnergy charge: 4,192.49 THB\n"
    "Ft charge: 207.45 THB\nService charge: 33.29 THB\nVAT 7%: 310.33 THB\nAmount due: 4,743.56 THB\n"
    "Due date: 14 July 2025",
]
MEA_JULY = [
    "Metropolitan Electricity Authority (MEA) - Bang Bua Thong District Office\nELECTRICITY BILL - July 2025\n"
    "Customer: Mrs. Orawan Phromma (Baan Dek Oon Rak Nursery)\n"
    "Address: 59/12 Moo 4, Soi Bang Rak Phatthana 7, Bang Bua Thong, Nonthaburi 11110\n"
    "Account No.: 8801-2547-63   Tariff: 2.1 Small general service\n"
    "Meter reading period: 1 July 2025 - 31 July 2025\nUnits used: 1,214 kWh\nEnergy charge: 4,838.08 THB\n"
    "Ft charge: 239.40 THB\nService charge: 33.29 THB\nVAT 7%: 357.75 THB\nAmount due: 5,468.52 THB\n"
    "Due date: 14 August 2025",
]
INVOICE_PAGES = [
    "Little Learners Edu Supply Co., Ltd.\n88/5 Chaengwattana Road, Pak Kret, Nonthaburi 11120\n"
    "Tax ID 0125561009874\nTAX INVOICE / INVOICE\nInvoice No.: LL-2025/0412   Date: 20 May 2025\n"
    "Bill to: Baan Dek Oon Rak Nursery (Mrs. Orawan Phromma), Bang Bua Thong, Nonthaburi\n"
    "1. Wooden shape puzzle set - 5 sets x 450.00 = 2,250.00\n"
    "2. Thai picture books (set of 10) - 2 sets x 1,290.00 = 2,580.00\n"
    "3. Washable crayons, 24 colours - 10 boxes x 89.00 = 890.00\n"
    "4. A3 drawing paper, 500 sheets - 2 packs x 245.00 = 490.00\n"
    "5. Play dough set - 4 sets x 180.00 = 720.00\n"
    "Subtotal: 6,930.00 THB\nVAT 7%: 485.10 THB\nTotal: 7,415.10 THB\n"
    "Payment terms: 30 days. Due date: 19 June 2025\n"
    "Please transfer to Siam Commercial Bank, Pak Kret branch, account 407-2-18835-6",
]
PLAYSAFE_PAGES = [
    "PlaySafe Flooring Co., Ltd.\n19/3 Ratchaphruek Road, Bang Bua Thong, Nonthaburi 11110\n"
    "QUOTATION No. QT-25-0719   Date: 18 July 2025\n"
    "To: Baan Dek Oon Rak Nursery (Khru Ann), play room on the ground floor, 6 x 6 m\n"
    "1. Rubber safety floor tiles, 2.5 cm thick, EN1177 certified - 36 sq m x 850.00 = 30,600.00\n"
    "2. Edge ramps and corner pieces - 1,200.00\n3. Removal of old mats and installation - 3,500.00\n"
    "Subtotal: 35,300.00 THB\nVAT 7%: 2,471.00 THB\nTotal: 37,771.00 THB\n"
    "Warranty: 2 years against tearing and peeling\n"
    "Terms: 50% deposit on order, balance on completion. Installation within 7 days of the deposit.\n"
    "This quotation is valid for 30 days.\nSales: Mr. Thanakorn, Tel. 092-448-1570",
]
LOCAL_QUOTE = """# ใบเสนอราคา ร้านบางบัวทองยางไทย

ร้านบางบัวทองยางไทย (ตลาดบางบัวทอง) โทร 085-339-2014 (เฮียชัย)
วันที่ 21 กรกฎาคม 2568
เสนอ: ครูแอน บ้านเด็กอุ่นรัก ห้องเล่นชั้นล่าง 6 x 6 เมตร

| รายการ | จำนวน | ราคา |
|---|---|---|
| แผ่นยางกันกระแทก หนา 2 ซม. (แผ่นละ 50 x 50 ซม.) | 36 ตร.ม. ตร.ม.ละ 720 บาท | 25,920 บาท |
| ค่าติดตั้งและรื้อของเก่า | เหมา | 2,000 บาท |
| **รวมทั้งสิ้น** | | **27,920 บาท** |

- ราคานี้ไม่มี VAT (ร้านไม่ได้จด VAT) ไม่มีใบกำกับภาษี
- รับประกัน 1 ปี
- ของมีในสต็อก ติดตั้งได้ภายใน 3 วัน ชำระเงินสดหรือโอนวันที่ติดตั้ง
- แผ่นยางยังไม่มีใบรับรองมาตรฐานสำหรับเด็ก
"""
CALENDAR = """# ปฏิทินกิจกรรม บ้านเด็กอุ่นรัก ภาคเรียนที่ 1 ปีการศึกษา 2568

| วันที่ | กิจกรรม | หมายเหตุ |
|---|---|---|
| พฤหัสบดีที่ 19 มิถุนายน 2568 | วันไหว้ครู | ผู้ปกครองเตรียมพานดอกไม้เล็ก 1 พาน |
| ศุกร์ที่ 8 สิงหาคม 2568 | กิจกรรมวันแม่ เชิญคุณแม่มาร่วม 09:00-11:00 น. | เด็กแต่งชุดไทย |
| จันทร์ที่ 11 - อังคารที่ 12 สิงหาคม 2568 | ปิด (วันหยุดชดเชย/วันแม่แห่งชาติ) | |
| พุธที่ 27 สิงหาคม 2568 | ตรวจฟันและทาฟลูออไรด์ โดย รพ.สต.บางรักพัฒนา | ไม่มีค่าใช้จ่าย |
| ศุกร์ที่ 26 กันยายน 2568 | ทัศนศึกษาฟาร์มเด็ก ไทรน้อย | คนละ 350 บาท (รถตู้ อาหารว่าง ค่าเข้า) |
| จันทร์ที่ 13 ตุลาคม 2568 | ปิด (วันนวมินทรมหาราช) | |
| พฤหัสบดีที่ 23 ตุลาคม 2568 | ปิด (วันปิยมหาราช) | |
| พุธที่ 5 พฤศจิกายน 2568 | ลอยกระทงในบ้าน (กระทงขนมปัง) | |
| เสาร์ที่ 8 พฤศจิกายน 2568 | ประชุมผู้ปกครองครั้งที่ 2 | |
"""
ENQUIRY_EMAIL = """From: Emma Walker <emma.walker.bkk@gmail.com>
To: Baan Dek Oon Rak Nursery <oonrak.nursery@gmail.com>
Date: Mon, 21 Jul 2025 09:12:40 +0700
Subject: Enquiry - full-day place for my son (2 years old)

Hi Khru Ann,

A friend from the Bang Bua Thong moms group recommended your nursery. We are moving from Sathorn to the
Chaiyaphruek area next month and I am looking for a full-day place for my son Oliver, who turned 2 in May.

A few questions:
1. Do you have a place from 1 September 2025, and what is the monthly fee for a 2-year-old, full day?
2. Oliver has a peanut allergy (he carries an EpiPen). Can your kitchen make sure his food is peanut-free?
3. My husband and I both work in Bangkok, so some days pick-up would be around 18:00. Is that possible?
4. Oliver understands some Thai but mostly speaks English. Do any of the teachers speak English?

Could we visit on Saturday 2 August in the morning?

Thank you very much,
Emma Walker
Tel. 095-870-3316
"""
DISTRACTORS = {
    "เนอสเซอรี่บ้านอุ่นรัก/Staff/สัญญาจ้างครูพี่เลี้ยง_ร่าง_ยังไม่เซ็น.txt":
        "ร่างสัญญาจ้างครูพี่เลี้ยง (ร่าง มี.ค. 2568 ยังไม่เซ็น ยังไม่ได้ตัวคน)\n"
        "- เงินเดือน 11,500 บาท ทดลองงาน 60 วัน หลังผ่านโปร 12,500 บาท\n- ทำงาน 07:30-16:30 น.\n"
        "- ค่าอยู่เวรเย็น ชั่วโมงละ 60 บาท\n- คุยกับพี่เอกอีกทีเรื่องเบี้ยขยัน\n",
    "เนอสเซอรี่บ้านอุ่นรัก/บัญชี/สรุปรายรับรายจ่าย_2567.md":
        "# สรุปรายรับรายจ่าย บ้านเด็กอุ่นรัก ปี 2567 (ปีที่แล้ว)\n\n"
        "- ม.ค.-มิ.ย. 2567 รายรับรวม 731,500 บาท รายจ่ายรวม 498,200 บาท\n"
        "- ก.ค.-ธ.ค. 2567 รายรับรวม 772,300 บาท รายจ่ายรวม 512,900 บาท\n"
        "- เดือนที่รายรับน้อยที่สุด เม.ย. 2567 98,400 บาท (ปิดสงกรานต์)\n- จำนวนเด็กเฉลี่ย 21 คน\n",
    "เนอสเซอรี่บ้านอุ่นรัก/ใบเสนอราคา/ใบเสนอราคา_พื้นยาง_PlaySafe_2567_เก่า.txt":
        "ใบเสนอราคา PlaySafe Flooring (สิงหาคม 2567 ตอนนั้นยังไม่ได้ทำ)\n"
        "พื้นยางกันกระแทก หนา 2 ซม. 30 ตร.ม. ตร.ม.ละ 780 บาท = 23,400 บาท\nค่าติดตั้ง 2,500 บาท\n"
        "รวม VAT 27,713 บาท\nรับประกัน 1 ปี\n",
    "เนอสเซอรี่บ้านอุ่นรัก/แผนงาน/ไอเดียห้องเด็กเล็ก_ร่าง.md":
        "# ไอเดียห้องเด็กเล็ก (ร่าง เม.ย. 2568)\n- รับเด็กอ่อน 4 คน เดือนละ 8,000?\n"
        "- ใช้ห้องนอนชั้นบนแทน ไม่ต้องต่อเติม งบประมาณ 120,000 บาท\n- ต้องถาม พมจ. เรื่องอัตราครูต่อเด็ก\n",
    "เนอสเซอรี่บ้านอุ่นรัก/ประกัน/ใบเสนอประกันอุบัติเหตุเด็ก_2567.txt":
        "ใบเสนอประกันอุบัติเหตุกลุ่มสำหรับเด็ก ปี 2567 (บริษัท เมืองนนท์ประกันภัย ไม่ได้เลือก)\n"
        "เบี้ยคนละ 420 บาทต่อปี ค่ารักษาพยาบาลต่ออุบัติเหตุ 10,000 บาท\n"
        "เสียชีวิตจากอุบัติเหตุ 50,000 บาท\nคุ้มครองเฉพาะในสถานรับเลี้ยงเด็ก\n",
}
WORKSPECT = {"todo.md": "- ยื่นต่อใบอนุญาต พมจ.\n- ตัดสินใจเรื่องประกันอุบัติเหตุเด็กปีหน้า\n"
                        "- ตอบอีเมลคุณแม่ Emma\n- เลือกเจ้าพื้นยางห้องเล่น แจ้งในกลุ่ม\n"}


def _accounts(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับ Income"
    sheet.append(["รายรับ บ้านเด็กอุ่นรัก ม.ค.-มิ.ย. 2568 (Baan Dek Oon Rak income, Jan-Jun 2025)"])
    sheet.append([*INCOME_HEADERS, "หมายเหตุ (Note)"])
    for month, row, note in zip(MONTHS, INCOME, INCOME_NOTES):
        sheet.append([month, *row, sum(row[1:]), note])
    sheet.append(["รวม (Total)", "", *(sum(column) for column in list(zip(*INCOME))[1:]),
                  sum(sum(row[1:]) for row in INCOME), ""])
    for column in (3, 4, 5, 6, 7):
        money_format(sheet, column)
    spend = book.create_sheet("รายจ่าย Expenses")
    spend.append(["รายจ่าย บ้านเด็กอุ่นรัก ม.ค.-มิ.ย. 2568 (Expenses, Jan-Jun 2025, THB)"])
    spend.append(["รายการ (Item)", *MONTHS, "รวม 6 เดือน (Total)"])
    for item, amounts in EXPENSES:
        spend.append([item, *amounts, round(sum(amounts), 2)])
    totals = [round(sum(month), 2) for month in zip(*(amounts for _, amounts in EXPENSES))]
    spend.append(["รวมรายจ่าย (Total expenses)", *totals, round(sum(totals), 2)])
    profit = [round(sum(row[1:]) - total, 2) for row, total in zip(INCOME, totals)]
    spend.append(["กำไร (Profit)", *profit, round(sum(profit), 2)])
    for column in range(2, 9):
        money_format(spend, column)
    book.save(path)


def _fees(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ก.ค. 68 (Jul 2025)"
    sheet.append(["เช็คยอดโอนค่าเลี้ยง เดือน ก.ค. 2568 (July 2025 fees)"])
    sheet.append(["ลำดับ (No.)", "ชื่อเล่น (Nickname)", "ผู้ปกครอง (Parent)", "ประเภท (Plan)",
                  "ค่าเลี้ยง ก.ค. (July fee, THB)", "วันที่โอน (Paid on)", "สถานะ (Status)", "หมายเหตุ (Note)"])
    for number, (nick, parent, plan, fee, paid, note) in enumerate(CHILDREN, start=1):
        sheet.append([number, nick, parent, plan, fee, paid, "จ่ายแล้ว" if paid else "ค้างชำระ", note])
    total = sum(child[3] for child in CHILDREN)
    owed = sum(child[3] for child in CHILDREN if not child[4])
    sheet.append(["", "รวมค่าเลี้ยง ก.ค. (Total)", "", "", total, "", "", ""])
    sheet.append(["", "ชำระแล้ว (Paid)", "", "", total - owed, "", "", ""])
    sheet.append(["", "ค้างชำระ (Outstanding)", "", "", owed, "", "", ""])
    money_format(sheet, 5)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    home = docs / "เนอสเซอรี่บ้านอุ่นรัก"
    for sub in ("สัญญา", "Staff", "บัญชี", "บันทึก", "Chats", "เอกสารราชการ", "ประกัน", "แผนงาน", "Bills",
                "ใบเสนอราคา", "Email"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    write_docx(home / "สัญญา" / "สัญญารับเลี้ยงเด็ก_บ้านอุ่นรัก_ปีการศึกษา2568.docx", AGREEMENT_TOP,
               table=AGREEMENT_FEES, bottom=AGREEMENT_BOTTOM)
    write_docx(home / "สัญญา" / "สัญญารับเลี้ยงเด็ก_บ้านอุ่นรัก_ปีการศึกษา2567.docx", AGREEMENT_2567_TOP,
               table=AGREEMENT_2567_FEES, bottom=["ลงชื่อ อรวรรณ พรหมมา ผู้รับเลี้ยง"])
    write_docx(home / "Staff" / "สัญญาจ้าง_ครูนิด_นิตยา_2568.docx", STAFF_TOP, table=STAFF_PAY, bottom=STAFF_BOTTOM)
    _accounts(home / "บัญชี" / "รายรับรายจ่าย_บ้านอุ่นรัก_ครึ่งปีแรก2568.xlsx")
    _fees(home / "บัญชี" / "ค่าเลี้ยง_ก.ค.68_เช็คยอดโอน.xlsx")
    (home / "บันทึก" / "บันทึกประชุมผู้ปกครอง_14มิ.ย.68.md").write_text(MEETING_NOTE, encoding="utf-8")
    (home / "บันทึก" / "รายชื่อเด็กแพ้อาหาร_ยาประจำตัว.md").write_text(ALLERGY_NOTE, encoding="utf-8")
    (home / "บันทึก" / "ปฏิทินกิจกรรม_เทอม1_2568.md").write_text(CALENDAR, encoding="utf-8")
    (home / "Chats" / "LINE_กลุ่มผู้ปกครองบ้านอุ่นรัก_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (home / "เอกสารราชการ" / "หนังสือ_พมจ_นนทบุรี_ต่อใบอนุญาต_2568.txt").write_text(LICENCE_LETTER,
                                                                                     encoding="utf-8")
    (home / "ประกัน" / "ThaiKidsProtect_quote_email.txt").write_text(QUOTE_EMAIL, encoding="utf-8")
    make_pdf(home / "ประกัน" / "SiamSafe_GPA_policy_2024-2025.pdf", POLICY_PAGES)
    write_slides(home / "แผนงาน" / "แผนเปิดห้องเด็กเล็ก_2569.pptx", SLIDES)
    make_pdf(home / "Bills" / "MEA_bill_2025-06.pdf", MEA_JUNE)
    make_pdf(home / "Bills" / "MEA_bill_2025-07.pdf", MEA_JULY)
    make_pdf(home / "Bills" / "LittleLearners_invoice_LL0412.pdf", INVOICE_PAGES)
    make_pdf(home / "ใบเสนอราคา" / "PlaySafe_quotation_floor_2025-07.pdf", PLAYSAFE_PAGES)
    (home / "ใบเสนอราคา" / "ใบเสนอราคา_พื้นยาง_ร้านบางบัวทองยางไทย.md").write_text(LOCAL_QUOTE, encoding="utf-8")
    (home / "Email" / "Email_enrolment_enquiry_EmmaWalker.txt").write_text(ENQUIRY_EMAIL, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: Khru Ann's to-do list."""
    write_texts(workspect, WORKSPECT)
