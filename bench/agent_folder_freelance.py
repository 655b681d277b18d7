"""An eleventh folder for bench/agent_tasks.py (`--folder freelance`): a Chiang Rai freelancer's work and home papers.

Thanwa "Tan" Jaikham (ธัน, ธันวา ใจคำ) is a freelance graphic designer and video editor (Tan Design Studio) who lives
with his parents in Ban Du, Mueang Chiang Rai, and works for Thai and foreign clients: a Thai design-and-video
service contract with a Mae Salong tea brand (docx, a table of payment milestones), an English retainer agreement
with a Singapore agency (docx, a fee table), the English invoices he sent both of them (pdf), his income by client
and month for January-August 2568 with his work expenses (xlsx, two sheets, Thai/English headers), a Thai note of
the withholding-tax certificates (50 ทวิ) his clients owe or gave him (md), his Thai tax plan for the year (md), a
LINE chat export with a café owner about a video's revisions (txt), the Singapore agency's English brief email for
September (txt), his portfolio pitch slides for Chiang Rai hotels and cafés (pptx), two quotes for a new editing
computer (an English pdf from a mall shop, a Thai txt from a local shop), his AIS phone-and-fibre bills for June and
July (pdf); and the household's: his motorbike hire-purchase statement (English pdf), his mother's hospital receipt
(English pdf), a Thai note of his savings at the village credit-union co-op (md), the household's spending for July
and August (xlsx, Thai/English headers); and six distractors that share words with them (the tea contract's first
draft, last year's income workbook, an older quote from the same computer shop, a draft of the pitch, last year's
LINE chat with the same café, his father's check-up receipt from last year); plus a workspect that already holds a
to-do list. Written blind of the engine's rules, in session 15, for bench/data/agent_tasks_freelance_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_spending, write_texts
from tests.fixtures.readers.documents import make_pdf

TEA_TOP = [
    "สัญญาจ้างทำของ (งานออกแบบอัตลักษณ์แบรนด์ บรรจุภัณฑ์ และวิดีโอโปรโมต)",
    "ทำที่ อำเภอแม่ฟ้าหลวง จังหวัดเชียงราย วันที่ 2 มิถุนายน 2568",
    "ผู้ว่าจ้าง: บริษัท ชาดอยมงคล จำกัด (Cha Doi Mongkol Co., Ltd.) เลขที่ 99 หมู่ 1 ตำบลแม่สลองนอก "
    "อำเภอแม่ฟ้าหลวง จังหวัดเชียงราย 57110 โดย นางสาววรรณา แซ่หลี่ กรรมการผู้จัดการ",
    "ผู้รับจ้าง: นายธันวา ใจคำ (Tan Design Studio) เลขที่ 45/2 หมู่ 3 ตำบลบ้านดู่ อำเภอเมืองเชียงราย "
    "จังหวัดเชียงราย 57100",
    "ข้อ 1. ขอบเขตงาน ผู้รับจ้างตกลงรับทำงานดังนี้ (1) ออกแบบโลโก้ใหม่และคู่มืออัตลักษณ์องค์กร (CI Guideline) "
    "(2) ออกแบบบรรจุภัณฑ์ชาอู่หลง 4 รสชาติ พร้อมไฟล์สำหรับโรงพิมพ์ (3) ถ่ายทำและตัดต่อวิดีโอโปรโมตความยาว "
    "60 วินาที จำนวน 3 ตัว",
    "ข้อ 2. ระยะเวลาทำงาน ตั้งแต่วันที่ 2 มิถุนายน 2568 ถึงวันที่ 30 กันยายน 2568",
    "ข้อ 3. ค่าจ้างรวมทั้งสิ้น 85,000 บาท (แปดหมื่นห้าพันบาทถ้วน) ผู้รับจ้างไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม "
    "ผู้ว่าจ้างจะหักภาษี ณ ที่จ่ายร้อยละ 3 และออกหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ให้ทุกงวด",
    "ข้อ 4. ผู้ว่าจ้างแบ่งชำระค่าจ้างตามตารางท้ายสัญญา โดยชำระภายใน 15 วัน นับจากวันที่ได้รับใบแจ้งหนี้ "
    "โอนเข้าบัญชีธนาคารกสิกรไทย สาขาเซ็นทรัลเชียงราย ชื่อบัญชี นายธันวา ใจคำ",
    "ข้อ 5. ผู้ว่าจ้างขอแก้ไขงานได้ไม่เกิน 3 รอบต่อชิ้นงาน หากเกินกว่านั้น คิดค่าแก้ไขเพิ่มครั้งละ 1,500 บาท",
    "ข้อ 6. ค่าเดินทางไปถ่ายทำที่ไร่ชาแม่สลอง ผู้ว่าจ้างเป็นผู้ออก เหมาจ่ายวันละ 1,200 บาท",
    "ข้อ 7. ลิขสิทธิ์ในผลงานตกเป็นของผู้ว่าจ้างเมื่อชำระค่าจ้างครบทุกงวด ผู้รับจ้างมีสิทธินำผลงานไปแสดงใน "
    "Portfolio ได้หลังจากสินค้าวางจำหน่ายแล้ว",
    "ข้อ 8. หากผู้ว่าจ้างบอกเลิกสัญญาก่อนกำหนด ผู้รับจ้างไม่ต้องคืนค่าจ้างงวดที่ได้รับไปแล้ว",
    "ตารางการชำระเงินท้ายสัญญา",
]
TEA_MILESTONES = [
    ("งวดที่", "งานที่ส่งมอบ", "กำหนดส่ง", "สัดส่วน", "จำนวนเงิน"),
    ("งวดที่ 1", "มัดจำเมื่อลงนามในสัญญา", "2 มิ.ย. 2568", "30%", "25,500 บาท"),
    ("งวดที่ 2", "โลโก้และคู่มือ CI ฉบับสมบูรณ์", "15 ก.ค. 2568", "30%", "25,500 บาท"),
    ("งวดที่ 3", "บรรจุภัณฑ์ 4 แบบ พร้อมไฟล์โรงพิมพ์", "31 ส.ค. 2568", "25%", "21,250 บาท"),
    ("งวดที่ 4", "วิดีโอโปรโมต 60 วินาที 3 ตัว", "30 ก.ย. 2568", "15%", "12,750 บาท"),
    ("รวม", "", "", "100%", "85,000 บาท"),
]
TEA_BOTTOM = ["ลงชื่อ วรรณา แซ่หลี่ ผู้ว่าจ้าง", "ลงชื่อ ธันวา ใจคำ ผู้รับจ้าง", "ลงชื่อ อาเหว่ย แซ่หยาง พยาน"]
LANTERN_TOP = [
    "FREELANCE SERVICES AGREEMENT",
    "This agreement is made on 20 June 2025 between Lantern Creative Pte. Ltd. (UEN 201834567K), 12 Ann Siang Road "
    "#03-01, Singapore 069692, represented by Ms. Rachel Tan, Head of Production (\"Lantern\"), and Mr. Thanwa "
    "Jaikham, trading as Tan Design Studio, 45/2 Moo 3, Ban Du, Mueang Chiang Rai 57100, Thailand (\"the Editor\").",
    "1. Term. From 1 July 2025 to 31 December 2025. Either party may renew for another six months by written notice "
    "before 1 December 2025.",
    "2. Services. The Editor edits social-media videos for Lantern's clients from footage, music and copy that "
    "Lantern supplies, and delivers them in the formats Lantern asks for (9:16, 1:1, 16:9).",
    "3. Fees. Lantern pays the fees in the table below, in Singapore dollars (SGD).",
]
LANTERN_FEES = [
    ("Item", "Unit", "Rate"),
    ("Monthly retainer: up to 8 short videos (15-60 seconds)", "per month", "SGD 2,400"),
    ("Additional short video beyond the 8", "per video", "SGD 280"),
    ("Long-form video (2-5 minutes)", "per video", "SGD 650"),
    ("Extra revisions beyond the 2 rounds included", "per hour", "SGD 60"),
]
LANTERN_BOTTOM = [
    "4. Invoicing and payment. The Editor invoices at the end of each month. Lantern pays within 30 days of the "
    "invoice date by Wise transfer to the Editor's SGD account; Lantern bears the transfer fees. The services are "
    "performed in Thailand, so Lantern withholds no Singapore tax.",
    "5. Revisions. Each video includes 2 rounds of revisions. Further changes are billed at the hourly rate above.",
    "6. Turnaround. A short video is delivered within 3 working days after the footage is received; a long-form "
    "video within 7 working days.",
    "7. Confidentiality. The Editor keeps client footage and briefs confidential and may show finished work in a "
    "portfolio only after the client's campaign has ended.",
    "8. Termination. Either party may end this agreement with 30 days' written notice.",
    "9. Governing law. The laws of Singapore.",
    "Signed for Lantern Creative Pte. Ltd.: Rachel Tan, Head of Production",
    "Signed: Thanwa Jaikham (Tan Design Studio)",
]
INVOICE_LANTERN = [
    "TAN DESIGN STUDIO\nThanwa Jaikham - graphic design & video editing\n45/2 Moo 3, Ban Du, Mueang Chiang Rai 57100, "
    "Thailand\nEmail: tan.design.cr@gmail.com   Tel. +66 89 714 2256\n\nINVOICE\nInvoice No.: TD-2568-021\n"
    "Invoice date: 31 July 2025\nBill to: Lantern Creative Pte. Ltd., 12 Ann Siang Road #03-01, Singapore 069692\n"
    "Attn: Rachel Tan, Head of Production\nService period: July 2025 (agreement of 20 June 2025)\n\n"
    "1. Monthly retainer, July 2025 (8 short videos)            SGD 2,400.00\n"
    "2. Additional short videos: 2 x SGD 280.00                 SGD   560.00\n"
    "3. Extra revisions (Kopi & Co. teaser): 1.5 hours x SGD 60  SGD    90.00\n"
    "TOTAL DUE                                                  SGD 3,050.00\n\n"
    "Payment due: 30 August 2025 (30 days)\nPay by Wise to: Thanwa Jaikham, SGD account 0123-4567-890\n"
    "Thank you!",
]
INVOICE_TEA = [
    "TAN DESIGN STUDIO\nThanwa Jaikham - graphic design & video editing\n45/2 Moo 3, Ban Du, Mueang Chiang Rai 57100\n"
    "Tax ID: 3 5701 00234 56 1   Tel. 089-714-2256\n\nINVOICE\nInvoice No.: TD-2568-022\nInvoice date: 15 July 2025\n"
    "Bill to: Cha Doi Mongkol Co., Ltd., 99 Moo 1, Mae Salong Nok, Mae Fa Luang, Chiang Rai 57110\n"
    "Attn: Ms. Wanna Saelee, Managing Director\nContract dated 2 June 2025\n\n"
    "Milestone 2 of 4: final logo and CI guideline (30%)      25,500.00 THB\n"
    "Less withholding tax 3%                                    -765.00 THB\n"
    "NET AMOUNT PAYABLE                                        24,735.00 THB\n\n"
    "Payment due: 30 July 2025 (15 days)\n"
    "Bank: Kasikorn Bank, Central Chiang Rai branch, account 045-3-88127-6, Thanwa Jaikham\n"
    "Please send the withholding tax certificate (50 Tawi) with the payment.",
]
MONTHS = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)", "มิ.ย. 68 (Jun)",
          "ก.ค. 68 (Jul)", "ส.ค. 68 (Aug)"]
INCOME_HEADERS = ("เดือน (Month)", "ชาดอยมงคล (Cha Doi Mongkol)", "Lantern Creative (SG)",
                  "บ้านไร่คอฟฟี่ (Baan Rai Coffee)", "โรงแรมเรือนกก (Ruen Kok Hotel)", "งานอื่นๆ (Other clients)",
                  "รวม (Total, THB)", "ถูกหัก ณ ที่จ่าย (WHT, THB)")
INCOME = [(0, 18400, 0, 0, 4500, 0), (0, 12600, 0, 0, 7000, 210), (0, 22750, 8500, 0, 0, 0),
          (0, 0, 0, 28000, 3500, 840), (0, 15900, 0, 0, 5000, 0), (25500, 20300, 0, 0, 2500, 765),
          (25500, 9850, 4500, 0, 6000, 765), (0, 77470, 6000, 0, 0, 0)]
WORK_EXPENSES = [
    ("Adobe Creative Cloud (All Apps)", 8360, "เดือนละ 1,045"),
    ("Artlist เพลงและฟุตเทจ (Music & stock footage)", 6290, "รายปี จ่าย ก.พ."),
    ("ฮาร์ดดิสก์ 4TB สำรองงาน (Backup drive)", 3290, ""),
    ("ค่าเน็ตไฟเบอร์ครึ่งหนึ่ง (Half of the fibre bill)", 2800, "ใช้ทำงานที่บ้าน"),
    ("ค่าเดินทางไปถ่ายงาน (Travel to shoots)", 4650, "แม่สลอง เชียงแสน"),
    ("ตั๋วเครื่องบิน+ที่พักไปคุยงาน Lantern สิงคโปร์ (Singapore trip)", 18900, "8-12 ก.ค."),
    ("ค่าเช่า co-working (Co-working space)", 3000, "ก.ค.-ส.ค. เดือนละ 1,500"),
]
WHT_NOTE = """# บันทึกหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ปี 2568

เก็บไว้ใช้ยื่น ภ.ง.ด.94 / ภ.ง.ด.90 ต้องมีใบ 50 ทวิ ตัวจริงครบทุกใบ (ในไฟล์รายได้ลงยอดก่อนหักภาษี)

| วันที่ได้เงิน | ผู้จ่ายเงิน | เงินได้ (บาท) | ภาษีที่ถูกหัก 3% (บาท) | ได้ใบ 50 ทวิ แล้วหรือยัง |
|---|---|---|---|---|
| 20/02/2568 | สตูดิโอภาพถ่ายเชียงของ (ทำโลโก้+นามบัตร) | 7,000 | 210 | ได้แล้ว |
| 18/04/2568 | โรงแรมเรือนกก (Ruen Kok Hotel) วิดีโอ room tour | 28,000 | 840 | ได้แล้ว |
| 02/06/2568 | ชาดอยมงคล (Cha Doi Mongkol) งวดที่ 1 มัดจำ | 25,500 | 765 | ได้แล้ว |
| 29/07/2568 | ชาดอยมงคล (Cha Doi Mongkol) งวดที่ 2 โลโก้+CI | 25,500 | 765 | ยังไม่ได้ |

รวมภาษีที่ถูกหักไปแล้ว ม.ค.-ก.ค. 2568: 2,580 บาท

## ที่ไม่ได้หัก
- Lantern Creative (สิงคโปร์) จ่ายจากต่างประเทศ ไม่มีการหัก ไม่มีใบ 50 ทวิ เก็บ invoice + หลักฐานโอน Wise ไว้แทน
- บ้านไร่คอฟฟี่ (คุณเมย์) เป็นร้านบุคคลธรรมดา ไม่ได้หัก
- งานเล็กๆ ลูกค้าบุคคล (โลโก้ร้านส้มตำ, การ์ดแต่งงาน) ไม่ได้หัก

## ต้องทำ
- ทวงใบ 50 ทวิ งวดที่ 2 จากคุณวรรณา ชาดอยมงคล (บัญชีบอกจะส่งพร้อมงวดที่ 3)
- งวดที่ 3 (21,250) และงวดที่ 4 (12,750) จะโดนหักอีก 638 + 383 = 1,021 บาท (ปัดเศษ)
- ถ่ายรูปใบ 50 ทวิ ทุกใบเก็บเข้า Google Drive โฟลเดอร์ ภาษี2568
"""
TAX_PLAN = """# วางแผนภาษีปี 2568 (ยื่น ภ.ง.ด.90 ต้นปี 2569)

อัปเดต 25 ส.ค. 2568 หลังคุยกับพี่ก้อย (นักบัญชี เพื่อนพี่สาว)

## รายได้
- รายได้จริง ม.ค.-ส.ค. 2568: 303,770 บาท (จากไฟล์รายได้ฟรีแลนซ์)
- คาดการณ์ ก.ย.-ธ.ค.: Lantern ประมาณ 248,000 (retainer + งานเพิ่ม), ชาดอยมงคลงวด 3-4 อีก 34,000,
  งานอื่นๆ ประมาณ 30,000
- ประมาณการรายได้ทั้งปี 615,770 บาท

## เลือกประเภทเงินได้
- พี่ก้อยบอกว่างานเราเป็นงานจ้างทำของ ใช้อุปกรณ์และโปรแกรมของตัวเอง ยื่นเป็นเงินได้ 40(8) ได้
  หักค่าใช้จ่ายเหมา 60% (ต้องเก็บสัญญา/invoice ไว้เป็นหลักฐาน)
- ถ้ายื่นเป็น 40(2) หักค่าใช้จ่ายได้แค่ 50% ไม่เกิน 100,000 บาท

## ค่าลดหย่อน (ประมาณ)
- ส่วนตัว 60,000
- พ่อแม่ (อายุเกิน 60 รายได้ไม่เกิน 30,000 ต่อปี) คนละ 30,000 = 60,000
- ประกันสุขภาพพ่อแม่ จ่ายจริง 21,600 ลดได้สูงสุด 15,000
- ประกันชีวิตตัวเอง 12,000
- ประกันสังคม ม.40 ทางเลือก 3 เดือนละ 300 = 3,600
- รวมค่าลดหย่อน 150,600 บาท

## คำนวณคร่าวๆ
- แบบ 40(8): 615,770 - 369,462 (60%) - 150,600 = เงินได้สุทธิ 95,708 -> ไม่เกิน 150,000 ภาษี 0 บาท
- แบบ 40(2): 615,770 - 100,000 - 150,600 = เงินได้สุทธิ 365,170 -> ภาษี 14,017 บาท
- สรุป: ยื่น 40(8) ประหยัดกว่า 14,017 บาท และขอคืนภาษีที่ถูกหัก ณ ที่จ่ายได้ทั้งหมด (ตอนนี้ 2,580 บาท)
- ปีนี้ยังไม่ต้องซื้อ RMF/SSF เพราะภาษีเป็น 0 อยู่แล้ว เก็บเงินไว้ซื้อคอมดีกว่า

## ต้องยื่นเมื่อไหร่
- ภ.ง.ด.94 (ครึ่งปี ม.ค.-มิ.ย. รายได้ 174,450 บาท เกิน 60,000 ต้องยื่น) ภายใน 30 ก.ย. 2568
  (ยื่นออนไลน์ได้ถึง 8 ต.ค. 2568)
- ภ.ง.ด.90 ภายใน 31 มี.ค. 2569 (ออนไลน์ถึง 8 เม.ย. 2569)
- รายได้จาก Lantern เป็นเงินจากต่างประเทศแต่ทำงานในไทย ต้องรวมยื่นด้วย
"""
LINE_CHAT = """[LINE] ประวัติการแชทกับ เมย์ บ้านไร่คอฟฟี่
บันทึกเมื่อ: 22/08/2568 20:15

จ., 18/08/2568
10:02\tเมย์ บ้านไร่คอฟฟี่\tพี่ธันคะ ดูคลิปเปิดสาขาใหม่แล้วค่ะ สวยมากก แต่ขอแก้นิดนึงนะคะ
10:04\tเมย์ บ้านไร่คอฟฟี่\t1. เปลี่ยนเพลงให้สดใสกว่านี้ 2. ใส่ราคาเมนูใหม่ 3 เมนู 3. โลโก้ตอนจบขอใหญ่ขึ้น
10:20\tTan Design\tได้ครับ รอบนี้เป็นการแก้รอบที่ 2 นะครับ ตามที่คุยกันตอนแรกแก้ได้ 2 รอบ
10:21\tเมย์ บ้านไร่คอฟฟี่\tโอเคค่า
20:45\tTan Design\t[วิดีโอ] แก้รอบ 2 แล้วครับ เพลงใหม่จาก Artlist

อ., 19/08/2568
09:12\tเมย์ บ้านไร่คอฟฟี่\tพี่ธันคะ ขอเปลี่ยนช่วงกลางเป็นฟุตเทจบาริสต้าคนใหม่ได้มั้ยคะ
09:13\tเมย์ บ้านไร่คอฟฟี่\tแล้วอยากได้เวอร์ชันแนวตั้ง 9:16 ลง TikTok เพิ่มอีกตัวค่ะ
09:30\tTan Design\tอันนี้เป็นการแก้รอบที่ 3 เกินที่ตกลงไว้ กับเวอร์ชันแนวตั้งเป็นงานเพิ่มนะครับ
09:31\tTan Design\tขอคิดแก้รอบ 3 = 800 บาท เวอร์ชัน 9:16 = 1,200 บาท รวม 2,000 บาทครับ
09:40\tเมย์ บ้านไร่คอฟฟี่\tแงง ลดได้มั้ยคะพี่ เหมา 1,500 ได้ป่าว ร้านเพิ่งเปิดใหม่ 🙏
09:52\tTan Design\tได้ครับ เหมา 1,500 บาท ทั้งสองอย่าง ส่งงานวันศุกร์ที่ 22 ส.ค. ก่อน 6 โมงเย็นนะครับ
09:53\tเมย์ บ้านไร่คอฟฟี่\tเย้ ขอบคุณค่า สาขาดอยช้างเปิดวันที่ 25 ส.ค. ทันพอดีเลย
09:55\tTan Design\tส่งฟุตเทจบาริสต้ามาทาง Google Drive ได้เลยครับ ขอภายในพรุ่งนี้เที่ยง

ศ., 22/08/2568
17:20\tTan Design\t[ไฟล์] BaanRai_DoiChang_v3_16x9.mp4
17:21\tTan Design\t[ไฟล์] BaanRai_DoiChang_v3_9x16.mp4
17:22\tTan Design\tส่งงานครบแล้วครับ ยอดค้างงวดสุดท้าย 4,500 + ค่าแก้เพิ่ม 1,500 รวม 6,000 บาทครับ
18:05\tเมย์ บ้านไร่คอฟฟี่\t[รูปภาพ] โอนแล้วค่า 6,000 บาท ขอบคุณพี่ธันมากๆ เลยค่ะ
18:06\tTan Design\tขอบคุณครับ ขอให้ขายดีนะครับ
"""
LANTERN_EMAIL = """From: Rachel Tan <rachel@lanterncreative.sg>
To: Tan Jaikham <tan.design.cr@gmail.com>
Cc: accounts@lanterncreative.sg
Date: Mon, 25 Aug 2025 10:12:40 +0800
Subject: September brief - Kopi & Co. Mid-Autumn campaign (+ invoicing note)

Hi Tan,

Hope Chiang Rai is treating you well! Here is the brief for September.

Client: Kopi & Co. (a Singapore coffee chain, 14 outlets)
Campaign: Mid-Autumn Festival mooncake and coffee bundle

What we need from you:
- 6 short videos (two of 15 s, four of 30 s), in 9:16 and 1:1. These count under your September retainer.
- 1 long-form brand film, about 3 minutes, 16:9. This is billed separately at the contract rate of SGD 650.
- English and Simplified Chinese subtitles on every video (we send the translations; you only place them).

Timeline:
- Footage arrives on 1 September via Google Drive (about 140 GB, shot on Sony FX3, S-Log3)
- First cuts of the 6 short videos: 10 September 2025
- First cut of the long-form film: 17 September 2025
- Final delivery of everything: 24 September 2025 (the campaign goes live on 1 October)

Kick-off video call: Thursday 28 August, 3 pm Singapore time (2 pm your time) on Google Meet.

Invoicing: your July invoice TD-2568-021 (SGD 3,050) was paid by Wise on 20 August. From September on, please send
invoices to accounts@lanterncreative.sg and quote our purchase order number LC-PO-0925-118 on the September invoice,
or the finance team cannot process it.

Thanks, and looking forward to it!
Rachel Tan
Head of Production, Lantern Creative Pte. Ltd.
+65 9123 4471
"""
PITCH_SLIDES = [
    ("Tan Design Studio - ออกแบบกราฟิก & ตัดต่อวิดีโอ เชียงราย",
     "Portfolio pitch for Chiang Rai hotels, cafes and local brands\nThanwa (Tan) Jaikham, August 2025"),
    ("เกี่ยวกับผม (About me)", "7 years in design: in-house designer at a Bangkok agency 2018-2021\n"
                               "Freelance in Chiang Rai since 2021, more than 40 brands\n"
                               "Thai and foreign clients (Singapore agency work since 2024)"),
    ("ผลงานที่เลือกมา (Selected work)", "Cha Doi Mongkol tea: new logo, CI and packaging (2025)\n"
                                        "Ruen Kok Hotel: room-tour video, 120,000 views on TikTok\n"
                                        "Baan Rai Coffee: menu design and opening reels\n"
                                        "Lantern Creative (Singapore): social videos for regional brands"),
    ("แพ็กเกจและราคา (Packages & prices)", "Logo starter: 12,000 THB (3 concepts, 3 revisions)\n"
                                           "Brand identity (logo + CI guideline): 35,000 THB\n"
                                           "Short video up to 60 s: 8,500 THB each, or 3 for 22,000 THB\n"
                                           "Monthly social content (12 posts + 4 reels): 18,000 THB a month"),
    ("ขั้นตอนการทำงาน (How we work)", "Brief and moodboard: 3 days\nFirst concepts: 1 week\n"
                                      "Revisions, then final files for print and online\n"
                                      "50% deposit to start, the rest on delivery"),
    ("ติดต่อ (Contact)", "LINE: @tandesign   Tel. 089-714-2256\nEmail: tan.design.cr@gmail.com\n"
                         "Free first meeting at your place anywhere in Mueang Chiang Rai"),
]
QUOTE_MALL = [
    "IT SQUARE CHIANG RAI - Central Chiang Rai, 2nd floor\n99/9 Moo 13, Rob Wiang, Mueang Chiang Rai 57000\n"
    "Tel. 053-179-455   Tax ID 0575561000837\n\nQUOTATION\nQuotation No.: QT-ITS-2508-0443\nDate: 12 August 2025\n"
    "Valid until: 11 September 2025\nCustomer: Mr. Thanwa Jaikham, Tel. 089-714-2256\n\n"
    "1. Apple Mac mini M4 Pro (12-core CPU, 16-core GPU, 24GB, 1TB SSD)   1 x 56,900.00\n"
    "2. LG 27UP850N 27-inch 4K USB-C monitor                              1 x 12,990.00\n"
    "3. Samsung T7 Shield 2TB portable SSD                                1 x  5,490.00\n"
    "4. AppleCare+ for Mac mini (3 years)                                 1 x  4,590.00\n"
    "Subtotal: 79,970.00 THB\nMember discount: -1,000.00 THB\nTOTAL (VAT included): 78,970.00 THB\n\n"
    "Payment: cash, transfer, or 0% installments for 10 months with KTC or KBank credit cards (7,897 THB a month)\n"
    "Warranty: Apple 1 year + AppleCare+ to 3 years; monitor 3 years at LG service centre\n"
    "Stock: Mac mini M4 Pro 24GB ordered from Bangkok, about 7 days\nSales: Khun Nok",
]
QUOTE_LOCAL = """ใบเสนอราคา ร้านเจริญคอมพิวเตอร์ เชียงราย
123/4 ถนนพหลโยธิน ตำบลเวียง อำเภอเมืองเชียงราย โทร 053-711-208 (เฮียต้อม)
เลขที่ JC-68/0815  วันที่ 15 สิงหาคม 2568  ยืนราคา 15 วัน
ลูกค้า: คุณธันวา ใจคำ (คอมประกอบสำหรับตัดต่อวิดีโอ 4K)

1. CPU AMD Ryzen 9 7900 (12 คอร์)                 12,900 บาท
2. เมนบอร์ด MSI B650 Tomahawk WiFi               6,290 บาท
3. RAM DDR5 64GB (32x2) 5600                    6,990 บาท
4. SSD NVMe Gen4 2TB WD Black SN850X            4,890 บาท
5. การ์ดจอ RTX 4070 Super 12GB                  23,900 บาท
6. PSU 850W 80+ Gold                           3,690 บาท
7. เคส + ชุดน้ำปิด 240mm                          3,950 บาท
8. จอ Dell 27 นิ้ว 4K S2722QC                     10,490 บาท
9. Windows 11 Home ลิขสิทธิ์แท้                    4,290 บาท

รวมทั้งสิ้น (รวม VAT แล้ว) 77,390 บาท
จ่ายเงินสด/โอน ลดเพิ่ม 1,500 บาท เหลือ 75,890 บาท
ผ่อน 0% 6 เดือน เฉพาะบัตรกรุงศรี (ไม่ได้ส่วนลดเงินสด)

- ประกันอุปกรณ์ตามศูนย์ 3 ปี (การ์ดจอ 3 ปี, SSD 5 ปี) ค่าประกอบ+ลงโปรแกรม ฟรี
- ประกอบเสร็จภายใน 2 วัน ส่งถึงบ้านในเมืองเชียงรายฟรี
- ถ้าเครื่องมีปัญหาใน 1 ปี ยกมาที่ร้าน เฮียเช็กให้ฟรี
"""
AIS_JUNE = [
    "AIS - Advanced Info Service Plc.\nINVOICE / TAX INVOICE\nAccount No.: 8812045573   Invoice No.: A25-06-7714208\n"
    "Customer: Mr. Thanwa Jaikham\nAddress: 45/2 Moo 3, Ban Du, Mueang Chiang Rai, Chiang Rai 57100\n"
    "Billing period: 1 June 2025 - 30 June 2025\n\n"
    "Mobile 089-714-2256  5G Max Speed 599 package    599.00 THB\n"
    "AIS Fibre 1000/500 Mbps package                  699.00 THB\n"
    "Other charges                                      0.00 THB\n"
    "Subtotal: 1,298.00 THB\nVAT 7%: 90.86 THB\nTotal amount due: 1,388.86 THB\nDue date: 20 July 2025\n"
    "Pay by direct debit, mPAY, or at any AIS Shop",
]
AIS_JULY = [
    "AIS - Advanced Info Service Plc.\nINVOICE / TAX INVOICE\nAccount No.: 8812045573   Invoice No.: A25-07-7790631\n"
    "Customer: Mr. Thanwa Jaikham\nAddress: 45/2 Moo 3, Ban Du, Mueang Chiang Rai, Chiang Rai 57100\n"
    "Billing period: 1 July 2025 - 31 July 2025\n\n"
    "Mobile 089-714-2256  5G Max Speed 599 package    599.00 THB\n"
    "AIS Fibre 1000/500 Mbps package                  699.00 THB\n"
    "International roaming data pack Singapore 8 days (from 8 Jul)   499.00 THB\n"
    "International calls (IDD 005 to Singapore, 24 min)            86.40 THB\n"
    "Subtotal: 1,883.40 THB\nVAT 7%: 131.84 THB\nTotal amount due: 2,015.24 THB\nDue date: 20 August 2025\n"
    "Pay by direct debit, mPAY, or at any AIS Shop",
]
MOTORBIKE = [
    "LANNA LEASING CO., LTD. - Chiang Rai Branch\nHIRE-PURCHASE ACCOUNT STATEMENT\nStatement date: 12 August 2025\n"
    "Hirer: Mr. Thanwa Jaikham, 45/2 Moo 3, Ban Du, Mueang Chiang Rai 57100\nContract No.: LL-CR-2409-03318\n"
    "Vehicle: Honda PCX160 (2024), grey, registration 4521 Chiang Rai\n"
    "Cash price: 99,900.00 THB   Down payment: 20,000.00 THB   Amount financed: 79,900.00 THB\n"
    "Flat interest rate: 1.12% per month   Term: 36 monthly installments\n"
    "Monthly installment: 3,120.00 THB, due on the 10th of each month (first installment 10 September 2024)\n\n"
    "Last payment: 10 August 2025, 3,120.00 THB (installment 12 of 36)\n"
    "Installments paid: 12   Installments remaining: 24 installments (74,880.00 THB)\n"
    "Early settlement amount (after interest discount): 66,215.00 THB, valid until 31 August 2025\n"
    "Late payment charge: 100 THB per installment plus interest on the overdue amount\n"
    "Compulsory insurance (Por Ror Bor) and road tax due: 18 September 2025",
]
HOSPITAL_MUM = [
    "CHIANG RAI RUAMJAI HOSPITAL\n1039 Phaholyothin Road, Wiang, Mueang Chiang Rai 57000   Tel. 053-910-600\n"
    "RECEIPT / TAX INVOICE   No.: RJ-IP-68-051187\nDate: 24 June 2025\n\n"
    "Patient: Mrs. Buakham Jaikham (female, 63)   HN: 61-008842   AN: 68-004127\n"
    "Admitted: 22 June 2025   Discharged: 24 June 2025 (2 nights, standard single room)\n"
    "Procedure: laparoscopic cholecystectomy (gallbladder removal)   Surgeon: Dr. Kittipong Inthawong\n\n"
    "Room and nursing care, 2 nights              5,800.00\n"
    "Surgeon's fee                                24,000.00\n"
    "Anaesthesia                                   9,500.00\n"
    "Operating room and equipment                 22,300.00\n"
    "Medicines and supplies                        9,640.00\n"
    "Laboratory and X-ray                          7,260.00\n"
    "TOTAL CHARGES                                78,500.00 THB\n"
    "Less: health insurance claim (Muang Thai Life, policy MTL-H-5530871)   -50,000.00 THB\n"
    "AMOUNT PAID BY PATIENT                       28,500.00 THB\n"
    "Paid by: Mr. Thanwa Jaikham (son), KBank credit card\n"
    "Follow-up: Surgery clinic, 8 July 2025, 10:00 (remove stitches, results of pathology)",
]
COOP_NOTE = """# สหกรณ์เครดิตยูเนี่ยนบ้านดู่ จำกัด - บัญชีของธัน (สรุป ณ 31 ก.ค. 2568)

เลขทะเบียนสมาชิก 1187 (สมัครตั้งแต่ปี 2564 แม่พาไปสมัคร)

## หุ้น
- ซื้อหุ้นเพิ่มเดือนละ 1,000 บาท หักจากบัญชีออมทรัพย์ทุกวันที่ 5
- หุ้นสะสม ณ 31 ก.ค. 2568: 64,000 บาท
- เงินปันผลปี 2567 อัตรา 5.5% ได้ 3,190 บาท เข้าบัญชีวันที่ 28 มี.ค. 2568 (หลังประชุมใหญ่)
- เงินเฉลี่ยคืน: ไม่ได้ เพราะไม่ได้กู้

## เงินฝาก
- ออมทรัพย์พิเศษ ยอด 85,400 บาท ดอกเบี้ย 2.75% ต่อปี (ดอกเบี้ยสหกรณ์ไม่เสียภาษี)
- เงินฝากประจำ 12 เดือน 50,000 บาท ดอกเบี้ย 3.25% ครบกำหนด 15 พ.ย. 2568

## เงินกู้ (ถ้าจำเป็น)
- กู้ฉุกเฉินได้สูงสุด 50,000 บาท ดอกเบี้ย 6% ต่อปี ผ่อนไม่เกิน 24 งวด
- กู้สามัญได้ไม่เกิน 5 เท่าของหุ้น ต้องมีผู้ค้ำ 2 คน
- คิดไว้: ถ้าซื้อคอมแล้วเงินไม่พอ ถอนออมทรัพย์พิเศษก่อน ไม่ต้องกู้

## อื่นๆ
- ประชุมใหญ่สามัญประจำปี 2568 (รอบปีบัญชี 2568) ประมาณ มี.ค. 2569 ที่ศาลาอเนกประสงค์บ้านดู่
- กองทุนสวัสดิการสมาชิก: ถ้านอนโรงพยาบาลเบิกได้คืนละ 300 บาท ไม่เกิน 10 คืนต่อปี
  (แม่นอน รพ. 2 คืนเดือน มิ.ย. เบิกในชื่อแม่แล้ว 600 บาท)
"""
SPENDING = {
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนมอไซค์ PCX (Motorbike installment)", 3120, "งวดที่ 11 จาก 36"),
        ("กับข้าว/ของใช้ในบ้าน (Food & groceries)", 9800, ""),
        ("ค่าไฟบ้าน (Electricity)", 1940, ""),
        ("ค่าน้ำประปาหมู่บ้าน (Water)", 260, ""),
        ("AIS มือถือ + เน็ต บิล มิ.ย. (Phone & internet)", 1389, ""),
        ("ประกันสุขภาพพ่อแม่ (Parents' health insurance)", 1800, "เดือนละ 1,800"),
        ("ยาเบาหวานพ่อ (Dad's diabetes medicine)", 1680, "คลินิกหมอวิชัย"),
        ("แม่ตรวจหลังผ่าตัด (Mum's follow-up)", 1250, "8 ก.ค."),
        ("ซื้อหุ้นสหกรณ์ (Co-op shares)", 1000, ""),
        ("น้ำมันมอไซค์ (Fuel)", 950, ""),
        ("Netflix + Spotify", 548, ""),
    ],
    "ส.ค. 68 (Aug 2025)": [
        ("ผ่อนมอไซค์ PCX (Motorbike installment)", 3120, "งวดที่ 12 จาก 36"),
        ("กับข้าว/ของใช้ในบ้าน (Food & groceries)", 10450, ""),
        ("ค่าไฟบ้าน (Electricity)", 2130, ""),
        ("ค่าน้ำประปาหมู่บ้าน (Water)", 280, ""),
        ("AIS มือถือ + เน็ต บิล ก.ค. (Phone & internet)", 2015, "มีค่าโรมมิ่งตอนไปสิงคโปร์"),
        ("ประกันสุขภาพพ่อแม่ (Parents' health insurance)", 1800, "เดือนละ 1,800"),
        ("ยาเบาหวานพ่อ (Dad's diabetes medicine)", 1680, "คลินิกหมอวิชัย"),
        ("ซ่อมหลังคาครัว (Kitchen roof repair)", 4500, "ช่างสมบูรณ์"),
        ("ซื้อหุ้นสหกรณ์ (Co-op shares)", 1000, ""),
        ("น้ำมันมอไซค์ (Fuel)", 1100, ""),
        ("Netflix + Spotify", 548, ""),
        ("ของขวัญวันแม่ (Mother's Day gift)", 2290, "12 ส.ค."),
    ],
}
INCOME_2567_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.",
                      "ธ.ค."]
INCOME_2567 = [21500, 18900, 34200, 12000, 26800, 30500, 19700, 41300, 22600, 38900, 27400, 45100]
DAD_CHECKUP = [
    "CHIANG RAI RUAMJAI HOSPITAL\n1039 Phaholyothin Road, Wiang, Mueang Chiang Rai 57000\n"
    "RECEIPT   No.: RJ-OP-67-220941\nDate: 14 November 2024\n\n"
    "Patient: Mr. Somsak Jaikham (male, 66)   HN: 61-008841\nOutpatient: Internal Medicine clinic (diabetes check-up)\n"
    "Doctor's fee                  600.00\nLaboratory (HbA1c, lipids, kidney)   1,850.00\n"
    "Medicines (3 months)          2,400.00\nTOTAL                          4,850.00 THB\n"
    "Paid by: cash\nNext appointment: 13 February 2025",
]
DISTRACTORS = {
    "Work/Contracts/สัญญาจ้าง_ชาดอยมงคล_ร่างแรก.txt":
        "ร่างสัญญาจ้าง ชาดอยมงคล (ร่างแรก 20 พ.ค. 2568 ยังไม่เซ็น)\n"
        "- ขอบเขต: โลโก้ + CI, บรรจุภัณฑ์ 4 แบบ, วิดีโอ 4 ตัว\n- ค่าจ้างรวม 95,000 บาท\n"
        "- แบ่ง 3 งวด 40% / 30% / 30%\n- แก้งานได้ 2 รอบ\n"
        "- คุณวรรณาขอลดเหลือ 85,000 ตัดวิดีโอเหลือ 3 ตัว รอแก้ในฉบับจริง\n",
    "Work/Quotes/ใบเสนอราคา_เจริญคอม_2567.txt":
        "ใบเสนอราคา ร้านเจริญคอมพิวเตอร์ เชียงราย เลขที่ JC-67/1102 วันที่ 2 พฤศจิกายน 2567 (ปีที่แล้ว ยังไม่ได้ซื้อ)\n"
        "CPU Ryzen 7 7700 9,900 บาท\nRAM DDR5 32GB 3,590 บาท\nการ์ดจอ RTX 4060 Ti 8GB 14,900 บาท\n"
        "SSD 1TB 2,490 บาท\nเมนบอร์ด + PSU + เคส 11,020 บาท\nรวมทั้งสิ้น 41,900 บาท (ไม่รวมจอ)\n",
    "Work/Portfolio/portfolio_pitch_ร่าง_v1.md":
        "# ร่าง pitch portfolio (v1 มิ.ย. 2568 ยังไม่ได้ทำสไลด์)\n"
        "- โลโก้ 9,000 บาท\n- CI 28,000 บาท\n- วิดีโอสั้น 6,500 บาท\n- แพ็กเกจรายเดือน 15,000 บาท?\n"
        "- ถามพี่ก้อยว่าควรขึ้นราคาไหม ลูกค้าสิงคโปร์จ่ายดีกว่าเยอะ\n",
    "Work/Chats/LINE_BaanRaiCoffee_2567.txt":
        "[LINE] ประวัติการแชทกับ เมย์ บ้านไร่คอฟฟี่\nบันทึกเมื่อ: 30/10/2567 18:02\n\n"
        "พ., 23/10/2567\n14:10\tเมย์ บ้านไร่คอฟฟี่\tพี่ธันคะ ขอแก้สติกเกอร์โลโก้แก้วอีกรอบได้มั้ยคะ สีน้ำตาลเข้มไป\n"
        "14:25\tTan Design\tได้ครับ รอบนี้รอบสุดท้ายนะครับ ค่าแก้เพิ่ม 500 บาท\n"
        "14:26\tเมย์ บ้านไร่คอฟฟี่\tโอเคค่า ส่งภายในวันศุกร์ 25 ต.ค. ได้มั้ย\n"
        "14:30\tTan Design\tได้ครับ ค่าออกแบบสติกเกอร์ทั้งหมด 5,500 บาทนะครับ\n",
}
WORKSPECT = {"todo.md": "- ทวงใบ 50 ทวิ ชาดอยมงคล งวด 2\n- ส่ง first cut Kopi & Co. 6 ตัว ภายใน 10 ก.ย.\n"
                        "- ตัดสินใจซื้อคอม (IT Square หรือ เจริญคอม)\n- ยื่น ภ.ง.ด.94 ก่อน 30 ก.ย.\n"
                        "- ต่อ พ.ร.บ. + ภาษีมอไซค์\n"}


def _income(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รายได้ Income"
    sheet.append(["รายได้ฟรีแลนซ์ ธันวา ใจคำ ม.ค.-ส.ค. 2568 แยกตามลูกค้า (Freelance income by client, Jan-Aug 2025)"])
    sheet.append(list(INCOME_HEADERS))
    for month, row in zip(MONTHS, INCOME):
        sheet.append([month, *row[:5], sum(row[:5]), row[5]])
    sheet.append(["รวม (Total)", *(sum(column) for column in list(zip(*INCOME))[:5]),
                  sum(sum(row[:5]) for row in INCOME), sum(row[5] for row in INCOME)])
    sheet.append(["หมายเหตุ: ลงยอดก่อนหักภาษี ณ ที่จ่าย ลงตามเดือนที่เงินเข้าบัญชี "
                  "Lantern แปลงจาก SGD เป็นบาทตามยอดที่ Wise โอนเข้า"])
    for column in range(2, 9):
        money_format(sheet, column)
    spend = book.create_sheet("ค่าใช้จ่ายงาน Expenses")
    spend.append(["รายการ (Item)", "ม.ค.-ส.ค. 2568 (Jan-Aug 2025, THB)", "หมายเหตุ (Note)"])
    for row in WORK_EXPENSES:
        spend.append(list(row))
    spend.append(["รวมค่าใช้จ่ายงาน (Total work expenses)", sum(row[1] for row in WORK_EXPENSES), ""])
    money_format(spend, 2)
    book.save(path)


def _income_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "2567"
    sheet.append(["รายได้ฟรีแลนซ์ ปี 2567 (ยื่น ภ.ง.ด.90 แล้ว มี.ค. 68)"])
    sheet.append(["เดือน", "รายได้รวม (บาท)"])
    for month, amount in zip(INCOME_2567_MONTHS, INCOME_2567):
        sheet.append([month, amount])
    sheet.append(["รวมทั้งปี", sum(INCOME_2567)])
    money_format(sheet, 2)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    work = docs / "Work"
    for sub in ("Contracts", "Invoices", "Finance", "Chats", "Email", "Portfolio", "Quotes", "Bills"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("Home/Motorbike", "Home/Parents", "Home/Coop"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    write_docx(work / "Contracts" / "สัญญาจ้างออกแบบ_ชาดอยมงคล_2568.docx", TEA_TOP, table=TEA_MILESTONES,
               bottom=TEA_BOTTOM)
    write_docx(work / "Contracts" / "Contract_LanternCreative_SG_2025.docx", LANTERN_TOP, table=LANTERN_FEES,
               bottom=LANTERN_BOTTOM)
    make_pdf(work / "Invoices" / "Invoice_TD-2568-021_LanternCreative.pdf", INVOICE_LANTERN)
    make_pdf(work / "Invoices" / "Invoice_TD-2568-022_ChaDoiMongkol.pdf", INVOICE_TEA)
    _income(work / "Finance" / "รายได้ฟรีแลนซ์_2568.xlsx")
    (work / "Finance" / "บันทึก50ทวิ_หักณที่จ่าย_2568.md").write_text(WHT_NOTE, encoding="utf-8")
    (work / "Finance" / "วางแผนภาษี_2568.md").write_text(TAX_PLAN, encoding="utf-8")
    (work / "Chats" / "LINE_BaanRaiCoffee_แก้วิดีโอ_2568-08.txt").write_text(LINE_CHAT, encoding="utf-8")
    (work / "Email" / "Lantern_email_Sept_brief_KopiCo.txt").write_text(LANTERN_EMAIL, encoding="utf-8")
    write_slides(work / "Portfolio" / "Portfolio_Pitch_TanDesign_2568.pptx", PITCH_SLIDES)
    make_pdf(work / "Quotes" / "Quotation_ITSquare_CentralChiangRai_MacMini.pdf", QUOTE_MALL)
    (work / "Quotes" / "ใบเสนอราคา_คอมตัดต่อ_เจริญคอม_2568.txt").write_text(QUOTE_LOCAL, encoding="utf-8")
    make_pdf(work / "Bills" / "AIS_bill_2025-06.pdf", AIS_JUNE)
    make_pdf(work / "Bills" / "AIS_bill_2025-07.pdf", AIS_JULY)
    make_pdf(docs / "Home" / "Motorbike" / "LannaLeasing_PCX160_statement_2025-08.pdf", MOTORBIKE)
    make_pdf(docs / "Home" / "Parents" / "Hospital_receipt_Mum_2025-06.pdf", HOSPITAL_MUM)
    (docs / "Home" / "Coop" / "สหกรณ์บ้านดู่_หุ้นและเงินฝาก_2568.md").write_text(COOP_NOTE, encoding="utf-8")
    write_spending(docs / "Home" / "ค่าใช้จ่ายบ้าน_2568.xlsx", SPENDING)
    write_texts(docs, DISTRACTORS)
    _income_2567(work / "Finance" / "รายได้ฟรีแลนซ์_2567.xlsx")
    make_pdf(docs / "Home" / "Parents" / "Hospital_receipt_Dad_2024-11.pdf", DAD_CHECKUP)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: Tan's to-do list."""
    write_texts(folder, WORKSPECT)
