"""A folder for bench/agent_tasks.py (`--folder wedding`): a Chiang Mai freelance wedding planner's papers.

Praewa Sriwong (พี่แพร) runs Praew Wedding Chiang Mai (แพรว เวดดิ้ง), a one-woman wedding organiser (ออแกไนซ์งานแต่ง)
with a freelance day crew, handling several couples at once: Mind and Ton's Thai wedding at a Mae Rim resort on
15 November 2568 (a Thai service contract with a payment table and a Thai flower-and-decor agreement with an item
table, both docx; the couple's budget and guest count, xlsx with two sheets; a LINE chat with the couple; the
day's run of show, md; two caterers' quotations and the photographer's invoice and the resort's deposit receipt,
English pdf), Nan and James's Thai-British wedding at a Doi Saket garden venue on 20 December 2568 (the groom's
English email, Thai meeting notes, the venue's Thai e-mail of its rules), a proposal deck for Fai and Boss's
wedding in February 2569 (pptx), the business's income and costs for January-September 2568 with its list of jobs
(xlsx, Thai/English headers) and last year's for comparison, the crew's LINE group chat, a Thai list of vendors
(md), a Meta ads receipt (English pdf), and distractors that share words with them (a draft contract, an older
catering quote for fewer guests, a draft of the proposal, the first meeting notes with Nan and James, a LINE chat
with last year's couple); plus a workspect that already holds a to-do list. Written blind of the engine's rules,
in session 18, for bench/data/agent_tasks_wedding_holdout.json. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CONTRACT_TOP = [
    "สัญญาจ้างบริการจัดงานแต่งงาน (ออแกไนซ์)",
    "ทำที่ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ วันที่ 10 พฤษภาคม 2568",
    "ผู้ว่าจ้าง: นางสาวพิมพ์ชนก แก้วมณี (มายด์) และ นายธนกร ใจคำ (ต้น)",
    "ผู้รับจ้าง: นางสาวแพรวา ศรีวงค์ ในนาม แพรว เวดดิ้ง เชียงใหม่ (Praew Wedding Chiang Mai)",
    "ข้อ 1. ผู้รับจ้างตกลงรับจัดงานแต่งงานของผู้ว่าจ้าง ในวันเสาร์ที่ 15 พฤศจิกายน 2568 ณ ริมดอย การ์เด้น รีสอร์ท "
    "อำเภอแม่ริม จังหวัดเชียงใหม่ ช่วงเช้าเป็นพิธีสงฆ์ พิธีแห่ขันหมากและรดน้ำสังข์ ช่วงเย็นเป็นงานเลี้ยงฉลองมงคลสมรส "
    "จำนวนแขกที่ตกลงกัน 200 คน",
    "ข้อ 2. ขอบเขตงาน: วางแผนและทำงบประมาณ จัดหาและประสานงานซัพพลายเออร์ทั้งหมด ทีมงานวันงาน 6 คน "
    "ซ้อมพิธี 1 ครั้งในวันก่อนงาน และควบคุมกำหนดการวันงานตั้งแต่ 05:30 ถึง 22:00 น.",
    "ข้อ 3. ค่าบริการออแกไนซ์ 85,000 บาท (แปดหมื่นห้าพันบาทถ้วน) ไม่รวมค่าสถานที่ ค่าอาหาร ค่าดอกไม้ "
    "และค่าซัพพลายเออร์อื่น ซึ่งผู้ว่าจ้างชำระตามใบเสนอราคาของแต่ละราย แบ่งชำระตามตารางนี้",
]
CONTRACT_PAYMENTS = [
    ("งวด", "กำหนดชำระ", "จำนวนเงิน"),
    ("งวดที่ 1 (มัดจำ 30%)", "วันทำสัญญา 10 พฤษภาคม 2568", "25,500 บาท"),
    ("งวดที่ 2 (40%)", "15 สิงหาคม 2568", "34,000 บาท"),
    ("งวดที่ 3 (30%)", "8 พฤศจิกายน 2568 (7 วันก่อนวันงาน)", "25,500 บาท"),
]
CONTRACT_BOTTOM = [
    "ข้อ 4. เงินมัดจำงวดที่ 1 ไม่คืนในทุกกรณี หากผู้ว่าจ้างยกเลิกงานภายใน 30 วันก่อนวันงาน "
    "ผู้รับจ้างไม่คืนเงินที่ได้รับชำระแล้วทั้งหมด",
    "ข้อ 5. ผู้ว่าจ้างขอเลื่อนวันงานได้ 1 ครั้งโดยไม่มีค่าใช้จ่าย ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ข้อ 6. หากจำนวนแขกเกินกว่าที่ตกลงในข้อ 1 คิดค่าบริการเพิ่มคนละ 150 บาท",
    "ข้อ 7. หากงานเลิกเกินเวลา 22:00 น. คิดค่าล่วงเวลาทีมงานชั่วโมงละ 2,500 บาท",
    "ข้อ 8. ชำระเงินโดยโอนเข้าบัญชีธนาคารกสิกรไทย ชื่อบัญชี แพรวา ศรีวงค์ เลขที่ 052-3-78814-6",
    "ลงชื่อ พิมพ์ชนก แก้วมณี ผู้ว่าจ้าง",
    "ลงชื่อ ธนกร ใจคำ ผู้ว่าจ้าง",
    "ลงชื่อ แพรวา ศรีวงค์ ผู้รับจ้าง",
]
FLOWER_TOP = [
    "ข้อตกลงจ้างจัดดอกไม้และตกแต่งสถานที่",
    "ระหว่าง ร้านบ้านดอกแก้ว ฟลาวเวอร์ (คุณแก้วตา สุขเจริญ) ผู้รับจ้าง กับ แพรว เวดดิ้ง เชียงใหม่ "
    "(คุณแพรวา ศรีวงค์) ผู้ว่าจ้าง",
    "ทำที่ อำเภอเมืองเชียงใหม่ วันที่ 18 กันยายน 2568",
    "ข้อ 1. งานแต่งงานคุณมายด์และคุณต้น วันเสาร์ที่ 15 พฤศจิกายน 2568 ที่ริมดอย การ์เด้น รีสอร์ท อำเภอแม่ริม "
    "ธีมสีเขียวเซจและครีม",
    "ข้อ 2. รายการดอกไม้และงานตกแต่ง และราคา ตามตารางนี้ (ราคารวมค่าขนส่งและค่าติดตั้งแล้ว)",
]
FLOWER_ITEMS = [
    ("รายการ", "จำนวน", "ราคา"),
    ("ฉากถ่ายรูป (backdrop) ดอกไม้สด ธีมเขียวเซจ-ครีม", "1 ชุด", "18,000 บาท"),
    ("ซุ้มประตูดอกไม้ทางเข้างาน", "1 ซุ้ม", "9,500 บาท"),
    ("โต๊ะหมู่บูชาและพานพิธี (งานเช้า)", "1 ชุด", "6,000 บาท"),
    ("ดอกไม้กลางโต๊ะแขก (ชุดละ 900 บาท)", "23 ชุด", "20,700 บาท"),
    ("ช่อดอกไม้เจ้าสาว และดอกไม้ติดอกเจ้าบ่าวและพ่อแม่", "1 ชุด", "4,800 บาท"),
    ("ตกแต่งโต๊ะเจ้าบ่าวเจ้าสาว (sweetheart table)", "1 ชุด", "5,500 บาท"),
    ("รวมทั้งสิ้น", "", "64,500 บาท"),
]
FLOWER_BOTTOM = [
    "ข้อ 3. ผู้ว่าจ้างชำระมัดจำร้อยละ 50 เป็นเงิน 32,250 บาท ในวันทำข้อตกลง ส่วนที่เหลือชำระในวันงานหลังติดตั้งเสร็จ",
    "ข้อ 4. ผู้รับจ้างเข้าติดตั้งวันศุกร์ที่ 14 พฤศจิกายน 2568 ตั้งแต่ 13:00 น. และเก็บของหลังงานเลิกในคืนวันงาน",
    "ข้อ 5. ดอกไม้สดอาจเปลี่ยนชนิดตามฤดูกาลได้โดยโทนสีไม่เปลี่ยน และราคาไม่เพิ่ม",
    "ข้อ 6. หากยกเลิกภายใน 14 วันก่อนวันงาน ผู้รับจ้างไม่คืนเงินมัดจำ",
    "ลงชื่อ แก้วตา สุขเจริญ ผู้รับจ้าง",
    "ลงชื่อ แพรวา ศรีวงค์ ผู้ว่าจ้าง",
]
BUDGET_HEADERS = ("หมวด (Category)", "งบที่ตั้งไว้ (Budget, THB)", "ยอดจริง/ตามใบเสนอ (Actual, THB)",
                  "ผู้ให้บริการ (Vendor)", "สถานะ (Status)")
BUDGET = [
    ("สถานที่ (Venue)", 120000, 118000, "ริมดอย การ์เด้น รีสอร์ท", "มัดจำแล้ว 50,000"),
    ("อาหาร (Catering)", 180000, 179400, "ครัวคุ้มเวียง (ใบเสนอ 230 คน)", "รอเทียบกับเฮือนล้านนา"),
    ("ดอกไม้และตกแต่ง (Flowers & decor)", 60000, 64500, "บ้านดอกแก้ว ฟลาวเวอร์", "มัดจำแล้ว 32,250"),
    ("ช่างภาพและวิดีโอ (Photo & video)", 45000, 42000, "LumLight Studio", "มัดจำแล้ว 12,600"),
    ("ชุดเจ้าบ่าวเจ้าสาว (Attire)", 40000, 38500, "ห้องเสื้อมณีรัตน์", "จ่ายครบ"),
    ("แต่งหน้าทำผม (Makeup & hair)", 18000, 18000, "เมย์ เมคอัพ", "2 ลุค + แม่เจ้าสาว"),
    ("พิธีสงฆ์ 9 รูป (Monks' ceremony)", 8000, 7200, "วัดพระนอนแม่ริม", ""),
    ("ดนตรี (Band)", 25000, 28000, "The Lanna Acoustic", "เปลี่ยนจากดีเจ"),
    ("แห่ขันหมากกลองยาว (Long-drum procession)", 0, 6500, "วงกลองยาวบ้านป่าแดด", "เพิ่มตามที่แม่ต้นขอ"),
    ("ของชำร่วย (Favours)", 15000, 13800, "สบู่ดอกไม้ 230 ชิ้น", ""),
    ("การ์ดเชิญ (Invitations)", 6000, 5400, "โรงพิมพ์ช้างคลาน", "จ่ายครบ"),
    ("ค่าออแกไนซ์ (Planner fee)", 85000, 85000, "แพรว เวดดิ้ง", "รับแล้ว 59,500"),
]
GUESTS_HEADERS = ("ฝ่าย (Side)", "เชิญ (Invited)", "ตอบรับ (Confirmed)", "มังสวิรัติ (Vegetarian)")
GUESTS = [("ฝ่ายเจ้าสาว (Bride's side)", 130, 118, 6), ("ฝ่ายเจ้าบ่าว (Groom's side)", 120, 112, 3)]
MIND_CHAT = """[LINE] ประวัติการแชทกับ มายด์ พิมพ์ชนก
บันทึกเมื่อ: 21/09/2568 22:15

ศ., 15/08/2568
10:02\tมายด์ พิมพ์ชนก\tพี่แพรคะ มายด์โอนงวดที่ 2 แล้วนะคะ 34,000 บาท
10:03\tมายด์ พิมพ์ชนก\t[รูปภาพ]
10:15\tแพร Praew Wedding\tได้รับแล้วค่ะ ขอบคุณค่ะ เดี๋ยวพี่ส่งใบเสร็จให้ในเมลนะคะ

อ., 02/09/2568
20:31\tมายด์ พิมพ์ชนก\tพี่แพรคะ แขกตอบรับเพิ่มค่ะ ตอนนี้รวม 230 คนแล้ว จากที่ตกลงไว้ 200
20:34\tแพร Praew Wedding\tโอเคค่ะ ตามสัญญาแขกเกินคิดเพิ่มคนละ 150 บาท 30 คนเป็น 4,500 บาท พี่จะรวมไว้ในงวดสุดท้ายนะคะ
20:35\tแพร Praew Wedding\tพี่จะให้ครัวทำใบเสนอราคาใหม่เป็น 230 ที่ด้วย แล้วขอเทียบอีกเจ้านึงให้ค่ะ
20:40\tมายด์ พิมพ์ชนก\tอีกเรื่องค่ะ มายด์ขอเปลี่ยนธีมสีจากชมพูพาสเทลเป็นเขียวเซจกับครีมได้ไหมคะ
20:42\tแพร Praew Wedding\tได้ค่ะ ยังทันค่ะ ร้านบ้านดอกแก้วยังไม่ได้สั่งดอก

ศ., 05/09/2568
19:12\tต้น ธนกร\tพี่แพรครับ แม่ผมอยากให้มีแห่ขันหมากแบบกลองยาวครับ
19:20\tแพร Praew Wedding\tได้ค่ะ วงกลองยาวบ้านป่าแดด 12 คน คิด 6,500 บาท เดินแห่ประมาณ 30 นาที
19:22\tต้น ธนกร\tโอเคครับ เอาเลย
19:25\tมายด์ พิมพ์ชนก\tแล้วงานเย็นขอเปลี่ยนจากดีเจเป็นวงดนตรีสดได้ไหมคะ เพื่อนแนะนำ The Lanna Acoustic
19:31\tแพร Praew Wedding\tวงนี้ 3 ชั่วโมง 28,000 บาทค่ะ เกินงบดนตรีที่ตั้งไว้ 25,000 ไป 3,000 นะคะ
19:33\tมายด์ พิมพ์ชนก\tไม่เป็นไรค่ะ เอาวงนี้เลย

อา., 21/09/2568
21:50\tมายด์ พิมพ์ชนก\tพี่แพรคะ ซ้อมพิธีวันที่ 14 พ.ย. กี่โมงคะ จะบอกเพื่อนเจ้าสาว
21:58\tแพร Praew Wedding\tซ้อมวันศุกร์ที่ 14 พ.ย. 16:00 ที่ริมดอยค่ะ ใช้เวลาประมาณชั่วโมงครึ่ง
"""
RUN_OF_SHOW = """# กำหนดการวันงาน มายด์-ต้น เสาร์ 15 พฤศจิกายน 2568 (ริมดอย การ์เด้น รีสอร์ท แม่ริม)

อัปเดตล่าสุด 1 ต.ค. 2568 (แพร)

## ช่วงเช้า (ศาลาล้านนา)
- 05:30 ทีมงานถึงรีสอร์ท เช็กของ เช็กพานพิธี
- 05:45 เจ้าสาวเริ่มแต่งหน้าทำผม (เมย์ เมคอัพ)
- 07:09 พระสงฆ์ 9 รูปเจริญพระพุทธมนต์ (ฤกษ์)
- 08:15 ถวายภัตตาหารเช้า พระให้พร
- 09:19 แห่ขันหมาก วงกลองยาวบ้านป่าแดด เริ่มจากลานจอดรถ
- 09:49 พิธีสู่ขอ นับสินสอด
- 10:30 พิธีรดน้ำสังข์ (ผู้ใหญ่ประมาณ 40 ท่าน)
- 11:30 ถ่ายรูปหมู่ครอบครัว แล้วพักเที่ยง

## ช่วงเย็น (สนามหญ้า Garden Lawn)
- 17:00 ลงทะเบียนแขก ซุ้มถ่ายรูป
- 18:00 เปิดงานเลี้ยง บุฟเฟต์ + วง The Lanna Acoustic
- 19:00 เจ้าบ่าวเจ้าสาวขึ้นเวที พิธีกรพี่บอล กล่าวอวยพรโดยประธาน
- 19:40 ตัดเค้ก ดื่มอวยพร
- 20:30 โยนช่อดอกไม้
- 22:00 จบงาน (รีสอร์ทให้เปิดเพลงถึง 22:30)

## ผู้รับผิดชอบ
- จูน หัวหน้าทีม ดูแลเจ้าสาวและคิวพิธี
- ต่าย + เบียร์ ดูแลลงทะเบียนและซองแขก
- โบ๊ท ประสานครัวและวงดนตรี
"""
KHUMWIANG_QUOTE = [
    "KHUM WIANG KITCHEN - Catering & Events, Chiang Mai\nQUOTATION No. KW-Q-25-0918\nDate: 8 September 2025\n"
    "To: Praew Wedding Chiang Mai (Ms. Praewa Sriwong)\n"
    "Event: Wedding reception of Ms. Pimchanok (Mind) & Mr. Thanakorn (Ton), Saturday 15 November 2025\n"
    "Venue: Rimdoi Garden Resort, Mae Rim\n"
    "Menu: Northern Thai & International buffet (4 main dishes, khantoke corner, salad bar, 2 desserts, fruit)\n"
    "Price: 780 THB per person x 230 persons\nTotal: 179,400.00 THB (VAT included)\n"
    "Includes: 12 service staff, buffet line and tableware, welcome drink, drinking water and ice\n"
    "Vegetarian dishes on request at no extra cost\n"
    "Deposit: 30% (53,820.00 THB) on confirmation, balance on the event day\n"
    "This quotation is valid until 31 October 2025\nContact: Ms. Wilai, Tel. 053-214-778",
]
HUEANLANNA_QUOTE = [
    "HUEAN LANNA CATERING Co., Ltd.\nQUOTATION HL-2568-207\nDate: 12 September 2025\n"
    "Customer: Praew Wedding Chiang Mai - wedding of Mind & Ton, 15 November 2025, Rimdoi Garden Resort\n"
    "Menu: Chinese banquet (9 courses), 10 persons per table\n"
    "Price: 6,500 THB per table x 23 tables = 149,500.00 THB\nService charge 10%: 14,950.00 THB\n"
    "Grand total: 164,450.00 THB (no VAT charged)\n"
    "Includes: round tables and chair covers, 10 waiters, soft drinks and ice\n"
    "Vegetarian table: same price per table\n"
    "Deposit: 50% on confirmation, balance 7 days before the event\n"
    "Valid for 30 days from the date above\nContact: Mr. Somkiat, Tel. 086-119-3027",
]
LUMLIGHT_INVOICE = [
    "LumLight Studio Chiang Mai\n88/12 Nimmanhaemin Soi 9, Suthep, Mueang Chiang Mai 50200\nINVOICE No. INV-2568-0412\n"
    "Date: 3 October 2025\nBill to: Praew Wedding Chiang Mai (Ms. Praewa Sriwong)\n"
    "Project: Wedding of Mind & Ton, 15 November 2025, Rimdoi Garden Resort\n"
    "Pre-wedding shoot, Doi Suthep and Nimman (half day): 12,000.00 THB\n"
    "Wedding day photography, 2 photographers, 05:30-22:00: 22,000.00 THB\n"
    "Highlight video, 3-5 minutes: 8,000.00 THB\nTotal: 42,000.00 THB\n"
    "Less deposit paid on 25 June 2025: 12,600.00 THB\nBalance due: 29,400.00 THB\n"
    "Due date: 1 November 2025\n"
    "Please transfer to Kasikorn Bank, account 063-8-22491-7 (Mr. Oat Thanawat)\n"
    "Photos delivered online within 30 days after the event",
]
RIMDOI_RECEIPT = [
    "RIMDOI GARDEN RESORT\n199 Moo 5, Rim Tai, Mae Rim, Chiang Mai 50180\nRECEIPT No. RD-2568-0733\n"
    "Date: 20 May 2025\nReceived from: Ms. Praewa Sriwong (Praew Wedding) for Ms. Pimchanok Kaewmanee and "
    "Mr. Thanakorn Jaikham\n"
    "Event: Wedding, Saturday 15 November 2025\n"
    "Package: morning ceremony at Lanna Sala + evening reception on the Garden Lawn, up to 250 guests, "
    "bridal suite 1 night\n"
    "Package price: 118,000.00 THB\nDeposit received (bank transfer): 50,000.00 THB\n"
    "Balance: 68,000.00 THB, due 15 October 2025\n"
    "The deposit is not refundable. Music and amplified sound must end by 22:30.\n"
    "Sales: Ms. Nuch, Tel. 053-297-445",
]
META_RECEIPT = [
    "Meta Platforms Ireland Ltd.\nRECEIPT FOR ADS\nAccount: Praew Wedding Chiang Mai (ad account 3098 4471 2260)\n"
    "Billing period: 1 - 30 September 2025\nPayment date: 30 September 2025\n"
    "Campaign 'Wedding package Nov-Dec 2025': 3,200.00 THB\n"
    "Campaign 'Engagement ceremony promo': 1,650.00 THB\nTotal paid: 4,850.00 THB\n"
    "Payment method: Visa ending 4417\nTransaction ID: 7719024456631-2209",
]
JAMES_EMAIL = """From: James Whitfield <james.whitfield@outlook.com>
To: Praewa Sriwong <praew.wedding.cm@gmail.com>
Cc: Nantana Boonma <nan.nantana@gmail.com>
Date: Thu, 28 Aug 2025 21:14:07 +0100
Subject: Re: Nan & James - guest numbers and a few questions

Hi Praew,

Thanks so much for meeting us last week, Nan and I left feeling a lot calmer! Some updates:

- Guests: we're now at 120 in total. 38 of them are flying in from the UK, the rest are Nan's family
  and friends from Chiang Mai and Lampang.
- Food: 14 vegetarians and 2 people with a nut allergy (my sister and her son).
- Budget: we'd like to keep everything, your fee included, under 650,000 THB.
- Hotel: we've blocked 15 rooms at Wiang Kaew Boutique Hotel for 19-21 December. Could you arrange a
  shuttle from the hotel to the venue and back on the 20th?
- Could the Bai Sri Su Khwan ceremony be explained in English for my family? My mum is very excited about it.
- Is it possible to release lanterns at the end of the night? Nan says it might not be allowed.

I'll transfer the deposit of 36,000 THB before 15 September as agreed.

Cheers,
James
"""
NAN_NOTES = """# คุยกับคู่แนน-เจมส์ 23 สิงหาคม 2568 (ร้านกาแฟ นิมมาน)

คุณนันทนา บุญมา (แนน) กับ Mr. James Whitfield (ชาวอังกฤษ)

## สรุปที่ตกลง
- วันงาน เสาร์ 20 ธันวาคม 2568 ที่บ้านสวนฟ้าใส ดอยสะเก็ด (สวน + ลานหญ้าริมนาข้าว)
- พิธีบายศรีสู่ขวัญ/ผูกข้อมือ 16:00 น. (ฤกษ์ 16:09) ใช้พิธีกรสองภาษา พี่บอล
- งานเลี้ยง 18:30 น. ดินเนอร์ขันโตก แขกประมาณ 100-120 คน
- ค่าออแกไนซ์ 120,000 บาท รวมพิธีกรสองภาษาและทีมงาน 6 คน
- มัดจำ 30% = 36,000 บาท ภายใน 15 ก.ย. 2568 ที่เหลือแบ่ง 2 งวด
- แขกจากอังกฤษพักโรงแรมในเมือง ต้องจัดรถตู้รับส่ง 4 คัน (ลุงหมาน)

## ข้อควรระวัง
- เจมส์อยากปล่อยโคมลอย -> ต้องเช็กกับสถานที่ (น่าจะห้าม) เสนอไฟ LED กับพลุเย็นแทน
- แม่เจมส์แพ้ถั่ว ต้องแจ้งครัว

## ต้องทำ
- ส่งกำหนดการภาษาอังกฤษให้เจมส์ภายใน 5 ก.ย.
- ขอเงื่อนไขสถานที่จากบ้านสวนฟ้าใสเป็นลายลักษณ์อักษร
"""
VENUE_EMAIL = """จาก: บ้านสวนฟ้าใส ดอยสะเก็ด <baansuanfasai@gmail.com>
ถึง: แพรวา ศรีวงค์ <praew.wedding.cm@gmail.com>
วันที่: 2 กันยายน 2568 11:20
เรื่อง: เงื่อนไขการใช้สถานที่ งานแต่งคุณแนน-คุณเจมส์ วันที่ 20 ธันวาคม 2568

เรียน คุณแพร

ตามที่คุยทางโทรศัพท์ ขอแจ้งเงื่อนไขการใช้สถานที่ดังนี้ค่ะ

1. แพ็กเกจงานเลี้ยงกลางแจ้ง (ลานหญ้าริมนา) 95,000 บาท รวมโต๊ะเก้าอี้ 150 ที่นั่ง ไฟประดับ และห้องแต่งตัว 1 ห้อง
2. เปิดเพลงและเครื่องเสียงได้ถึง 23:00 น. หลังจากนั้นต้องเบาเสียงเพราะมีบ้านพักแขก
3. ห้ามปล่อยโคมลอยและจุดพลุทุกชนิด ตามประกาศจังหวัดเชียงใหม่ (ใช้พลุเย็นหรือไฟ LED ได้)
4. นำเครื่องดื่มแอลกอฮอล์มาเองได้ คิดค่าเปิดขวด (corkage) ไวน์และสุราขวดละ 300 บาท เบียร์ลังละ 200 บาท
5. เข้าตกแต่งได้ตั้งแต่ 08:00 น. ของวันงาน ต้องเก็บของให้เสร็จภายใน 01:00 น.
6. ห้องพักในบ้านสวน 12 ห้อง ราคาพิเศษสำหรับแขกงาน คืนละ 2,400 บาท รวมอาหารเช้า
7. มัดจำ 30,000 บาท ภายในวันที่ 30 กันยายน 2568 ส่วนที่เหลือชำระก่อนวันงาน 7 วัน

ขอบคุณค่ะ
คุณหน่อย ผู้จัดการ บ้านสวนฟ้าใส โทร 081-960-4423
"""
FAI_SLIDES = [
    ("Lanna Garden Wedding: ข้อเสนอสำหรับคุณฝ้ายและคุณบอส", "Praew Wedding Chiang Mai\nตุลาคม 2568"),
    ("วันงานและแนวคิด (Date & concept)", "วันเสาร์ที่ 7 กุมภาพันธ์ 2569 งานหมั้นและงานแต่งวันเดียว\n"
                                        "ธีมสวนล้านนา สีทองกับขาว ผ้าซิ่นตีนจก\nแขกประมาณ 300 คน"),
    ("สถานที่ที่เสนอ (Venue options)", "A: คุ้มแก้วพาเลซ สันทราย 135,000 บาท (ห้องจัดเลี้ยงในร่ม + สนาม)\n"
                                      "B: ไร่ไออรุณ แม่แตง 89,000 บาท (กลางแจ้ง ต้องเช่าเต็นท์เพิ่ม 25,000 บาท)"),
    ("แพ็กเกจออแกไนซ์ (Planner packages)", "Silver 65,000 บาท: วางแผนงาน + ทีมงานวันงาน 4 คน\n"
                                          "Gold 98,000 บาท: Silver + พิธีกร + ดอกไม้ backdrop + ทีมงาน 6 คน\n"
                                          "Platinum 145,000 บาท: Gold + ช่างภาพและวิดีโอ + แต่งหน้าเจ้าสาว "
                                          "+ ทีมงาน 8 คน"),
    ("ขั้นตอนต่อไป (Next steps)", "ตอบรับแพ็กเกจภายในวันที่ 30 พฤศจิกายน 2568\nมัดจำ 30% ในวันเซ็นสัญญา\n"
                                  "ถ่ายพรีเวดดิ้งเดือนธันวาคม 2568\nดูสถานที่จริงทั้งสองแห่งได้ทุกวันเสาร์"),
]
MONTHS_2568 = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)",
               "มิ.ย. 68 (Jun)", "ก.ค. 68 (Jul)", "ส.ค. 68 (Aug)", "ก.ย. 68 (Sep)"]
MONTHS_2567 = [month.replace("68", "67") for month in MONTHS_2568]
ACCOUNT_HEADERS = ("เดือน (Month)", "จำนวนงาน (Events)", "รายรับค่าบริการ (Fees received, THB)",
                   "ค่าทีมงาน (Crew wages, THB)", "ค่าเดินทาง (Travel, THB)", "ค่าโฆษณา (Ads, THB)",
                   "กำไร (Profit, THB)")
ACCOUNTS_2568 = [(3, 148000, 32400, 6800, 4200), (4, 186500, 41600, 8900, 4500), (2, 97000, 21600, 5200, 4500),
                 (1, 52000, 10800, 2900, 3800), (2, 118500, 22800, 6100, 5200), (1, 61000, 11400, 3300, 5200),
                 (1, 45000, 9600, 2700, 4850), (2, 112000, 20400, 5800, 4850), (1, 68500, 12000, 3600, 4850)]
ACCOUNTS_2567 = [(2, 104000, 19200, 4100, 2500), (3, 139500, 28800, 6600, 2500), (2, 88000, 19200, 4700, 2500),
                 (0, 12000, 0, 0, 2500), (1, 55000, 9600, 2300, 3000), (1, 38000, 9600, 2500, 3000),
                 (1, 42000, 8400, 2100, 3000), (1, 60500, 9600, 2800, 3000), (2, 76000, 18000, 4400, 3000)]
JOB_HEADERS = ("คู่บ่าวสาว (Couple)", "วันงาน (Date)", "สถานที่ (Venue)", "ค่าบริการ (Fee, THB)",
               "รับแล้ว (Received, THB)", "ค้างรับ (Outstanding, THB)")
JOBS = [
    ("ปุ้ย-เอก", "18 ม.ค. 2568", "โรงแรมดุสิตดี2 เชียงใหม่", 75000, 75000),
    ("อิ๋ว-ชาย", "8 ก.พ. 2568", "คุ้มแก้วพาเลซ", 95000, 95000),
    ("น้ำฝน-กอล์ฟ (งานหมั้น)", "14 ก.พ. 2568", "บ้านเจ้าสาว สันกำแพง", 35000, 35000),
    ("พลอย-ภูมิ", "29 มี.ค. 2568", "ริมดอย การ์เด้น รีสอร์ท", 85000, 85000),
    ("มายด์-ต้น", "15 พ.ย. 2568", "ริมดอย การ์เด้น รีสอร์ท", 85000, 59500),
    ("แนน-เจมส์", "20 ธ.ค. 2568", "บ้านสวนฟ้าใส ดอยสะเก็ด", 120000, 36000),
    ("ฝ้าย-บอส (รอตอบรับ)", "7 ก.พ. 2569", "ยังไม่เลือก", 98000, 0),
]
CREW_CHAT = """[LINE] ประวัติการแชทกลุ่ม ทีมงานแพรว เวดดิ้ง
บันทึกเมื่อ: 12/10/2568 20:41

พ., 08/10/2568
19:03\tแพร Praew Wedding\tน้องๆ งานมายด์-ต้น เสาร์ 15 พ.ย. ที่ริมดอย แม่ริม ใครว่างบ้าง ต้องการ 6 คน
19:05\tจูน\tจูนว่างค่ะพี่
19:06\tต่าย\tว่างค่ะ
19:06\tเบียร์\tว่างครับ
19:10\tโบ๊ท\tไปได้ครับ
19:12\tแตงโม\tไปค่ะ
19:20\tปอ\tไปครับ แต่ต้องกลับก่อน 23:00 นะพี่
19:25\tแพร Praew Wedding\tครบ 6 คน call time 05:30 ที่ริมดอยนะ งานเลิก 22:00 เก็บของเสร็จประมาณ 23:00
19:27\tแพร Praew Wedding\tปีนี้พี่ปรับค่าแรงเป็นวันละ 1,300 (จากเดิม 1,200) จูนหัวหน้าทีม 1,800 น้ำมันเหมาคันละ 300
19:28\tจูน\tเย้ ขอบคุณค่ะพี่แพร

ส., 11/10/2568
10:14\tแพร Praew Wedding\tซ้อมพิธีวันศุกร์ที่ 14 พ.ย. 16:00 จูนกับโบ๊ทไปด้วยนะ
10:16\tแพร Praew Wedding\tเสื้อทีมใส่สีครีม กางเกงดำ รองเท้าผ้าใบดำ ธีมงานเขียวเซจ-ครีม
10:20\tโบ๊ท\tรับทราบครับ
"""
VENDORS = """# รายชื่อซัพพลายเออร์ เชียงใหม่ (อัปเดต ก.ย. 2568)

## ดอกไม้และตกแต่ง
- บ้านดอกแก้ว ฟลาวเวอร์ (คุณแก้วตา) โทร 089-631-2245 งานแต่งเริ่มที่ 45,000 บาท งานละเอียด ตรงเวลา
- ป้าศรี กาดต้นลำไย โทร 081-882-4510 ดอกไม้ส่ง ใช้ตอนงบน้อย

## อาหาร
- ครัวคุ้มเวียง (คุณวิไล) โทร 053-214-778 บุฟเฟต์เหนือ/นานาชาติ หัวละ 780 บาท
- เฮือนล้านนา จัดเลี้ยง (คุณสมเกียรติ) โทร 086-119-3027 โต๊ะจีน โต๊ะละ 6,500 บาท

## ช่างภาพ/วิดีโอ
- LumLight Studio (พี่โอ๊ต) โทร 062-448-9130 ภาพสวย ส่งงานไว

## พิธีกรและดนตรี
- พี่บอล พิธีกรสองภาษา ไทย-อังกฤษ โทร 095-774-2318 งานละ 8,000 บาท
- The Lanna Acoustic (น้องเจ) โทร 084-205-6671 3 ชั่วโมง 28,000 บาท
- วงกลองยาวบ้านป่าแดด (ลุงจันทร์) โทร 087-173-5590 6,500 บาท

## แต่งหน้าทำผม
- เมย์ เมคอัพ โทร 091-336-5802 เจ้าสาว 2 ลุค 9,000 บาท

## รถ
- รถตู้ลุงหมาน โทร 086-731-0094 วันละ 1,800 บาท รวมน้ำมันในเมือง
"""
DISTRACTORS = {
    "PraewWedding/Couples/มายด์-ต้น_15พย68/ร่างสัญญาจ้าง_มายด์-ต้น_ยังไม่เซ็น.txt":
        "ร่างสัญญาจ้างออแกไนซ์ มายด์-ต้น (ร่างแรก เมษายน 2568 ยังไม่เซ็น)\n"
        "- วันงาน 15 หรือ 22 พ.ย. 2568 ยังไม่ยืนยัน\n- แขก 180 คน\n- ค่าบริการ 90,000 บาท\n"
        "- แบ่งจ่าย 2 งวด งวดละ 45,000 บาท\n- ค่าล่วงเวลาชั่วโมงละ 3,000 บาท\n",
    "PraewWedding/Couples/มายด์-ต้น_15พย68/ใบเสนอราคา/ใบเสนอราคา_ครัวคุ้มเวียง_มิย68_200คน.txt":
        "ใบเสนอราคา ครัวคุ้มเวียง (ฉบับเดิม 20 มิถุนายน 2568 ก่อนเพิ่มแขก)\n"
        "งานคุณมายด์-คุณต้น 15 พ.ย. 2568 ริมดอย การ์เด้น รีสอร์ท\n"
        "บุฟเฟต์อาหารเหนือ หัวละ 750 บาท x 200 คน = 150,000 บาท\nมัดจำ 30% = 45,000 บาท\n"
        "ยืนราคาถึง 31 สิงหาคม 2568\n",
    "PraewWedding/Proposals/ข้อเสนอ_ฝ้ายบอส_ร่าง.md":
        "# ร่างข้อเสนอ ฝ้าย-บอส (ร่าง ก.ย. 2568 ยังไม่ส่ง)\n- งานประมาณ ม.ค.-ก.พ. 69 แขก 250?\n"
        "- Silver 60,000 / Gold 90,000 / Platinum 130,000\n- สถานที่: ริมดอย หรือ คุ้มแก้วพาเลซ (ถามราคาก่อน)\n",
    "PraewWedding/Couples/แนน-เจมส์_20ธค68/บันทึกคุย_แนนเจมส์_ครั้งแรก_2568-06.md":
        "# คุยครั้งแรกกับแนน-เจมส์ (วิดีโอคอล 14 มิถุนายน 2568)\n- อยากจัดปลาย ธ.ค. 68 หรือ ม.ค. 69\n"
        "- แขกประมาณ 80 คน ส่วนใหญ่มาจากอังกฤษ\n- งบรวม 450,000 บาท\n- อยากได้วิวแม่น้ำปิง\n"
        "- แจ้งค่าออแกไนซ์คร่าวๆ ประมาณ 100,000 บาท\n",
    "PraewWedding/Archive/2567/LINE_เบลล์กอล์ฟ_งานแต่ง_2567-11.txt":
        "[LINE] ประวัติการแชทกับ เบลล์ (งานแต่งเบลล์-กอล์ฟ)\nบันทึกเมื่อ: 30/11/2567 21:02\n\n"
        "ศ., 22/11/2567\n20:10\tเบลล์\tพี่แพรคะ แขกยืนยันแล้ว 180 คนค่ะ\n"
        "20:15\tแพร Praew Wedding\tโอเคค่ะ งวดสุดท้าย 28,000 โอนก่อนงาน 7 วันนะคะ\n"
        "20:20\tเบลล์\tวงดนตรีขอเป็นดีเจเหมือนเดิมนะคะ 12,000\n",
}
WORKSPECT = {"todo.md": "- โทรตามครัว เทียบราคาอาหารงานมายด์ต้น\n- ส่ง timeline ภาษาอังกฤษให้เจมส์\n"
                        "- ตามมัดจำบ้านสวนฟ้าใส ก่อน 30 ก.ย.\n- รอฝ้ายบอสตอบแพ็กเกจ\n"}


def _accounts(path: Path, rows: list[tuple], months: list[str], year: str, jobs: list[tuple] = ()) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายรับรายจ่าย Income & costs"
    sheet.append([f"แพรว เวดดิ้ง เชียงใหม่ รายรับรายจ่าย ม.ค.-ก.ย. {year} (Praew Wedding, Jan-Sep)"])
    sheet.append(list(ACCOUNT_HEADERS))
    for month, row in zip(months, rows):
        sheet.append([month, *row, row[1] - row[2] - row[3] - row[4]])
    sheet.append(["รวม (Total)", *(sum(column) for column in zip(*rows)),
                  sum(row[1] - row[2] - row[3] - row[4] for row in rows)])
    for column in (3, 4, 5, 6, 7):
        money_format(sheet, column)
    if jobs:
        jobs_sheet = book.create_sheet(f"งานที่รับ Jobs {year}")
        jobs_sheet.append(list(JOB_HEADERS))
        for couple, date, venue, fee, received in jobs:
            jobs_sheet.append([couple, date, venue, fee, received, fee - received])
        for column in (4, 5, 6):
            money_format(jobs_sheet, column)
    book.save(path)


def _budget(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "งบประมาณ Budget"
    sheet.append(["งบงานแต่ง มายด์-ต้น 15 พ.ย. 2568 (Mind & Ton wedding budget)"])
    sheet.append(list(BUDGET_HEADERS))
    for row in BUDGET:
        sheet.append(list(row))
    sheet.append(["รวม (Total)", sum(row[1] for row in BUDGET), sum(row[2] for row in BUDGET), "", ""])
    money_format(sheet, 2)
    money_format(sheet, 3)
    guests = book.create_sheet("แขก Guests")
    guests.append(list(GUESTS_HEADERS))
    for row in GUESTS:
        guests.append(list(row))
    guests.append(["รวม (Total)", *(sum(column) for column in list(zip(*GUESTS))[1:])])
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    work = docs / "PraewWedding"
    mind = work / "Couples" / "มายด์-ต้น_15พย68"
    nan = work / "Couples" / "แนน-เจมส์_20ธค68"
    for sub in (mind / "ใบเสนอราคา", mind / "บิลและใบเสร็จ", nan, work / "Proposals", work / "Accounts",
                work / "Team", work / "Vendors", work / "Marketing", work / "Archive" / "2567"):
        sub.mkdir(parents=True, exist_ok=True)
    write_docx(mind / "สัญญาจ้างออแกไนซ์_มายด์-ต้น_2568.docx", CONTRACT_TOP, table=CONTRACT_PAYMENTS,
               bottom=CONTRACT_BOTTOM)
    write_docx(mind / "ข้อตกลงจ้างจัดดอกไม้_บ้านดอกแก้ว_มายด์ต้น.docx", FLOWER_TOP, table=FLOWER_ITEMS,
               bottom=FLOWER_BOTTOM)
    _budget(mind / "งบงานแต่ง_มายด์ต้น_2568.xlsx")
    (mind / "LINE_มายด์ต้น_งานแต่ง_2568-09.txt").write_text(MIND_CHAT, encoding="utf-8")
    (mind / "กำหนดการวันงาน_มายด์ต้น_15พย68.md").write_text(RUN_OF_SHOW, encoding="utf-8")
    make_pdf(mind / "ใบเสนอราคา" / "Quotation_KhumWiang_Catering_230pax.pdf", KHUMWIANG_QUOTE)
    make_pdf(mind / "ใบเสนอราคา" / "Quotation_HueanLanna_Catering_23tables.pdf", HUEANLANNA_QUOTE)
    make_pdf(mind / "บิลและใบเสร็จ" / "LumLight_invoice_INV-2568-0412.pdf", LUMLIGHT_INVOICE)
    make_pdf(mind / "บิลและใบเสร็จ" / "Rimdoi_deposit_receipt_RD-2568-0733.pdf", RIMDOI_RECEIPT)
    (nan / "email_James_guest_numbers.txt").write_text(JAMES_EMAIL, encoding="utf-8")
    (nan / "บันทึกคุย_แนนเจมส์_2568-08-23.md").write_text(NAN_NOTES, encoding="utf-8")
    (nan / "อีเมล_บ้านสวนฟ้าใส_เงื่อนไขสถานที่.txt").write_text(VENUE_EMAIL, encoding="utf-8")
    write_slides(work / "Proposals" / "ข้อเสนอแพ็กเกจ_ฝ้ายบอส_LannaGarden.pptx", FAI_SLIDES)
    _accounts(work / "Accounts" / "รายรับรายจ่าย_แพรวเวดดิ้ง_2568.xlsx", ACCOUNTS_2568, MONTHS_2568, "2568", JOBS)
    _accounts(work / "Archive" / "2567" / "รายรับรายจ่าย_แพรวเวดดิ้ง_2567.xlsx", ACCOUNTS_2567, MONTHS_2567, "2567")
    (work / "Team" / "LINE_ทีมงานแพรว_2568-10.txt").write_text(CREW_CHAT, encoding="utf-8")
    (work / "Vendors" / "รายชื่อซัพพลายเออร์_เชียงใหม่.md").write_text(VENDORS, encoding="utf-8")
    make_pdf(work / "Marketing" / "Meta_ads_receipt_2025-09.pdf", META_RECEIPT)
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the planner's to-do list."""
    write_texts(folder, WORKSPECT)
