"""A folder for bench/agent_tasks.py (`--folder accountant`): an Udon Thani freelance bookkeeper's laptop.

Wilaiwan Phromma (นางวิไลวรรณ พรหมมา, พี่วิ) works from home in Mueang Udon Thani as "วิไลวรรณ รับทำบัญชี" and keeps
the books of four small clients, filing their VAT (ภ.พ.30) and withholding tax (ภ.ง.ด.1/3/53): Jae Noi's boat-noodle
shop (ก๋วยเตี๋ยวเรือเจ๊หน่อย), UD Car Care (หจก. ยูดี คาร์แคร์, เฮียต้อม), a private tutor (ครูเมย์) and the Charoen
Phon rice mill in Kumphawapi (บจก. โรงสีข้าวเจริญผล). The folder: two Thai engagement letters (docx, fee tables),
her fees received from each client for January-June 2568 with her fee rates (xlsx, two sheets, Thai/English
headers), monthly VAT summaries for January-June 2568 for three clients (xlsx; the car care's with a withholding
sheet), a Thai Revenue Department notice of surcharge and penalty for the noodle shop's late April VAT return
(docx, a table), a LINE chat export with the car-care owner about missing purchase tax invoices (txt), an
auditor's English fee-quote email for the rice mill (txt), the tutor's half-year income note (md), her July filing
checklist (md), the invoice she issued to the rice mill for July (English pdf), her accounting-software receipt
(English pdf), a CPD training slide deck on e-Withholding Tax and e-Tax Invoice (pptx), her household budget for
June and July 2568 (xlsx) and her own 2567 income-tax note (md); and six distractors that share words with them
(a draft car-care engagement, last year's fee rates, last year's auditor quote, last year's car-care VAT summary,
a draft of the July invoice, her notes from before the training); plus a workspect that already holds a to-do
list. Written blind of the engine's rules, in session 17, for bench/data/agent_tasks_accountant_holdout.json.
Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

CARCARE_TOP = [
    "หนังสือสัญญาว่าจ้างทำบัญชี (Engagement Letter)",
    "ทำที่ สำนักงานวิไลวรรณ รับทำบัญชี เลขที่ 55/12 ถนนทหาร ตำบลหมากแข้ง อำเภอเมืองอุดรธานี จังหวัดอุดรธานี "
    "วันที่ 26 ธันวาคม 2567",
    "ระหว่าง ห้างหุ้นส่วนจำกัด ยูดี คาร์แคร์ โดย นายธนากร ตั้งวงศ์ หุ้นส่วนผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\" "
    "กับ นางวิไลวรรณ พรหมมา ผู้ทำบัญชี ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
    "ข้อ 1. ระยะเวลาจ้าง 1 ปี ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 2. ขอบเขตงาน: บันทึกบัญชีรายเดือน จัดทำและยื่นแบบ ภ.พ.30 ภ.ง.ด.1 ภ.ง.ด.3 ภ.ง.ด.53 และเงินสมทบประกันสังคม "
    "ทางอินเทอร์เน็ต ปิดงบการเงินประจำปี 2568 และยื่นแบบ ภ.ง.ด.50 (ไม่รวมค่าสอบบัญชี)",
    "ข้อ 3. ผู้ว่าจ้างต้องส่งเอกสาร (ใบกำกับภาษีซื้อ ใบกำกับภาษีขาย ใบเสร็จรับเงิน รายการเงินเดือน) ให้ผู้รับจ้าง "
    "ภายในวันที่ 5 ของเดือนถัดไป หากส่งช้าจนยื่นแบบไม่ทันกำหนด เบี้ยปรับและเงินเพิ่มผู้ว่าจ้างเป็นผู้รับผิดชอบ",
    "ข้อ 4. ค่าบริการเป็นไปตามตารางด้านล่าง ชำระภายในวันที่ 10 ของเดือนถัดไป โดยโอนเข้าบัญชีธนาคารกรุงไทย "
    "สาขาอุดรธานี เลขที่ 412-0-55873-2 ชื่อบัญชี วิไลวรรณ พรหมมา ผู้ว่าจ้างหักภาษี ณ ที่จ่ายร้อยละ 3",
    "ตารางค่าบริการ",
]
CARCARE_FEES = [
    ("รายการ", "ความถี่", "ค่าบริการ"),
    ("ทำบัญชีและยื่นภาษีรายเดือน (ภ.พ.30, ภ.ง.ด.1/3/53)", "รายเดือน", "5,000 บาท"),
    ("ยื่นเงินสมทบประกันสังคม พนักงาน 6 คน", "รายเดือน", "500 บาท"),
    ("ยื่นแบบ ภ.ง.ด.51 (ครึ่งปี)", "ปีละครั้ง (ส.ค.)", "3,000 บาท"),
    ("ปิดงบการเงินประจำปี และยื่นแบบ ภ.ง.ด.50", "ปีละครั้ง", "18,000 บาท"),
]
CARCARE_BOTTOM = [
    "ข้อ 5. ค่าสอบบัญชีของผู้สอบบัญชีรับอนุญาต ผู้ว่าจ้างเป็นผู้ชำระเองโดยตรง",
    "ข้อ 6. คู่สัญญาฝ่ายใดจะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน "
    "และผู้รับจ้างจะส่งมอบเอกสารทั้งหมดคืนภายใน 15 วัน",
    "ข้อ 7. ผู้รับจ้างจะเก็บรักษาข้อมูลของผู้ว่าจ้างเป็นความลับ",
    "ลงชื่อ ธนากร ตั้งวงศ์ ผู้ว่าจ้าง",
    "ลงชื่อ วิไลวรรณ พรหมมา ผู้รับจ้าง",
]
MILL_TOP = [
    "หนังสือว่าจ้างทำบัญชีและยื่นภาษี",
    "ทำที่ บริษัท โรงสีข้าวเจริญผล จำกัด เลขที่ 99 หมู่ 4 ตำบลกุมภวาปี อำเภอกุมภวาปี จังหวัดอุดรธานี 41110 "
    "วันที่ 20 ธันวาคม 2567",
    "ผู้ว่าจ้าง: บริษัท โรงสีข้าวเจริญผล จำกัด โดย นายเจริญ ผลดี กรรมการผู้จัดการ "
    "(ผู้ประสานงาน: นางสาวนิตยา ผลดี (คุณนิด) ฝ่ายการเงิน โทร 089-621-4470)",
    "ผู้รับจ้าง: นางวิไลวรรณ พรหมมา (วิไลวรรณ รับทำบัญชี) 55/12 ถนนทหาร ตำบลหมากแข้ง อำเภอเมืองอุดรธานี",
    "ข้อ 1. ระยะเวลาจ้าง ตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 2. ผู้รับจ้างทำบัญชีตามมาตรฐานการรายงานทางการเงินสำหรับกิจการที่ไม่มีส่วนได้เสียสาธารณะ (TFRS for NPAEs) "
    "จัดทำและยื่นแบบภาษีรายเดือน รายการเงินเดือนพนักงาน 14 คน และประสานงานกับผู้สอบบัญชี",
    "ข้อ 3. ค่าบริการตามตารางนี้ ผู้รับจ้างวางบิลทุกวันที่ 1 ผู้ว่าจ้างชำระภายใน 15 วันนับจากวันที่ในใบแจ้งหนี้",
]
MILL_FEES = [
    ("งาน", "ช่วงเวลา", "ค่าบริการ (บาท)"),
    ("ทำบัญชีรายเดือน ยื่น ภ.พ.30 ภ.ง.ด.3 ภ.ง.ด.53", "ทุกเดือน", "8,500"),
    ("ทำเงินเดือน ยื่น ภ.ง.ด.1 และประกันสังคม (14 คน)", "ทุกเดือน", "1,200"),
    ("ตรวจนับสต็อกข้าวเปลือกและข้าวสาร ณ วันสิ้นปี", "ธันวาคม 2568", "6,000"),
    ("ยื่นแบบ ภ.ง.ด.51", "สิงหาคม 2568", "4,000"),
    ("ปิดงบการเงิน ยื่น ภ.ง.ด.50 และ ส.บช.3", "ปีละครั้ง", "30,000"),
    ("ค่าเดินทางไปรับเอกสารที่โรงสี", "ครั้งละ", "500"),
]
MILL_BOTTOM = [
    "ข้อ 4. ผู้รับจ้างไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม ค่าบริการข้างต้นไม่มี VAT ผู้ว่าจ้างหักภาษี ณ ที่จ่ายร้อยละ 3",
    "ข้อ 5. ผู้ว่าจ้างส่งเอกสารการซื้อขายข้าวและใบชั่งน้ำหนักทุกสัปดาห์ ผ่าน LINE หรือให้ผู้รับจ้างมารับที่โรงสี",
    "ข้อ 6. การเลิกจ้าง ให้แจ้งเป็นหนังสือล่วงหน้า 90 วัน",
    "ลงชื่อ เจริญ ผลดี ผู้ว่าจ้าง",
    "ลงชื่อ วิไลวรรณ พรหมมา ผู้รับจ้าง",
]
NOTICE_TOP = [
    "ที่ กค 0722(อด)/1843",
    "สำนักงานสรรพากรพื้นที่อุดรธานี ถนนโพศรี ตำบลหมากแข้ง อำเภอเมืองอุดรธานี จังหวัดอุดรธานี 41000",
    "18 กรกฎาคม 2568",
    "เรื่อง แจ้งให้ชำระเงินเพิ่ม เบี้ยปรับ และค่าปรับ กรณียื่นแบบ ภ.พ.30 เกินกำหนดเวลา",
    "เรียน นางสาวสุนีย์ แซ่ลิ้ม (ร้านก๋วยเตี๋ยวเรือเจ๊หน่อย) เลขประจำตัวผู้เสียภาษีอากร 3-4101-00582-17-4",
    "ตามที่ท่านได้ยื่นแบบแสดงรายการภาษีมูลค่าเพิ่ม (ภ.พ.30) สำหรับเดือนภาษี เมษายน 2568 ทางอินเทอร์เน็ต "
    "เมื่อวันที่ 28 พฤษภาคม 2568 ซึ่งเกินกำหนดเวลาการยื่นแบบ (ภายในวันที่ 23 พฤษภาคม 2568) "
    "ท่านจึงต้องรับผิดเสียเงินเพิ่มตามมาตรา 89/1 เบี้ยปรับตามมาตรา 89 และค่าปรับอาญา ดังนี้",
]
NOTICE_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ภาษีมูลค่าเพิ่มที่ต้องชำระ เดือนภาษี เมษายน 2568 (ชำระแล้ว 28 พ.ค. 2568)", "9,779.00"),
    ("เงินเพิ่ม ร้อยละ 1.5 ต่อเดือน (เศษของเดือนนับเป็น 1 เดือน)", "146.69"),
    ("เบี้ยปรับ ร้อยละ 2 ของภาษี (ลดตามระเบียบกรมสรรพากร)", "195.58"),
    ("ค่าปรับอาญา กรณียื่นแบบเกินกำหนดไม่เกิน 7 วัน", "300.00"),
    ("รวมที่ต้องชำระเพิ่ม", "642.27"),
]
NOTICE_BOTTOM = [
    "ขอให้ท่านชำระเงินจำนวนดังกล่าวภายในวันที่ 8 สิงหาคม 2568 ณ สำนักงานสรรพากรพื้นที่สาขาเมืองอุดรธานี "
    "หรือชำระผ่านระบบ e-Payment ของกรมสรรพากร พร้อมนำหนังสือฉบับนี้มาแสดง",
    "หากพ้นกำหนดดังกล่าว สำนักงานจะดำเนินการตามประมวลรัษฎากรต่อไป "
    "และท่านอาจถูกเรียกตรวจสอบภาษีมูลค่าเพิ่มย้อนหลัง",
    "สอบถามเพิ่มเติม นางสาวพิมพ์ชนก ศรีสว่าง นักวิชาการภาษีชำนาญการ โทร 042-241-385 ต่อ 204",
    "ขอแสดงความนับถือ",
    "(นายประเสริฐ วงศ์คำ) สรรพากรพื้นที่อุดรธานี",
]

VAT_MONTHS = ["ม.ค. 68 (Jan)", "ก.พ. 68 (Feb)", "มี.ค. 68 (Mar)", "เม.ย. 68 (Apr)", "พ.ค. 68 (May)",
              "มิ.ย. 68 (Jun)"]
VAT_HEADERS = ("เดือนภาษี (Tax month)", "ยอดขายก่อน VAT (Sales excl. VAT, THB)", "ภาษีขาย (Output VAT, THB)",
               "ยอดซื้อก่อน VAT (Purchases excl. VAT, THB)", "ภาษีซื้อ (Input VAT, THB)",
               "ภาษีที่ต้องชำระ (VAT payable, THB)", "วันที่ยื่น (Filed on)")
CARCARE_VAT = [(286400, 118500, "20/02/2568"), (271900, 104200, "21/03/2568"), (312600, 131800, "22/04/2568"),
               (258300, 96400, "20/05/2568"), (301200, 142300, "23/06/2568"),
               (294800, 88900, "ยังไม่ยื่น รอใบกำกับภาษีซื้อ")]
NOODLE_VAT = [(198600, 42100, "19/02/2568"), (187400, 39800, "18/03/2568"), (205300, 44600, "21/04/2568"),
              (176900, 37200, "28/05/2568 ยื่นช้า"), (201800, 45900, "20/06/2568"), (183500, 40300, "18/07/2568")]
WHT_HEADERS = ("เดือน (Month)", "ภ.ง.ด.1 เงินเดือน (PND1, THB)", "ภ.ง.ด.3 บุคคล (PND3, THB)",
               "ภ.ง.ด.53 นิติบุคคล (PND53, THB)", "รวม (Total, THB)")
CARCARE_WHT = [(2150, 960, 1420), (2150, 780, 1310), (2150, 1140, 1660), (2150, 620, 1090), (2150, 1020, 1535),
               (2150, 880, 1265)]
MILL_HEADERS = ("เดือนภาษี (Tax month)", "ขายข้าวสาร/ข้าวเปลือก ยกเว้น VAT (Exempt rice sales, THB)",
                "ค่าสีข้าว ค่าเช่าโกดัง ขายกระสอบ (Taxable sales, THB)", "ภาษีขาย (Output VAT, THB)",
                "ยอดซื้อที่มี VAT (Taxable purchases, THB)", "ภาษีซื้อ (Input VAT, THB)",
                "ภาษีที่ต้องชำระ/(ชำระเกิน) (VAT payable/(overpaid), THB)", "หมายเหตุ (Note)")
MILL_VAT = [(2845000, 184300, 121000, "ยื่น 21/02/2568"),
            (2312000, 96500, 119300, "ชำระเกิน ยกไปเดือนถัดไป (ซื้อสายพานเครื่องสีใหม่)"),
            (1986500, 142800, 98600, "หักยอดยกมา 1,596 ชำระจริง 1,498"),
            (1420000, 88200, 64100, "ยื่น 22/05/2568"),
            (1655000, 121600, 87400, "ยื่น 20/06/2568"),
            (1903000, 157400, 103900, "ยื่น 21/07/2568")]

FEE_HEADERS = ("เดือน (Month)", "ก๋วยเตี๋ยวเจ๊หน่อย (Noodle shop, THB)", "ยูดีคาร์แคร์ (UD Car Care, THB)",
               "ครูเมย์ (Kru May, THB)", "โรงสีเจริญผล (Rice mill, THB)", "รวม (Total, THB)", "หมายเหตุ (Note)")
FEES = [(3500, 5500, 0, 9700, ""), (3500, 5500, 0, 9700, ""),
        (5500, 5500, 2000, 9700, "เจ๊หน่อยกับครูเมย์จ่ายค่ายื่น ภ.ง.ด.90 ปี 2567 ด้วย"),
        (0, 5500, 0, 9700, "เจ๊หน่อยยังไม่จ่าย (ไปเที่ยวสงกรานต์)"),
        (7000, 20500, 0, 37700, "เจ๊หน่อยจ่ายรวม 2 เดือน / ค่าปิดงบปี 2567: ยูดี 15,000 โรงสี 28,000"),
        (3500, 5500, 0, 9700, "")]
RATE_HEADERS = ("ลูกค้า (Client)", "ประเภท (Type)", "ค่าบริการรายเดือน (Monthly fee, THB)",
                "ค่าบริการรายปี (Yearly fees, THB)", "ผู้ติดต่อ (Contact)")
RATES = [("ก๋วยเตี๋ยวเรือเจ๊หน่อย (Jae Noi boat noodles)", "บุคคลธรรมดา จด VAT", 3500, 4000,
          "เจ๊หน่อย 086-229-5140"),
         ("หจก. ยูดี คาร์แคร์ (UD Car Care)", "ห้างหุ้นส่วนจำกัด", 5500, 21000, "เฮียต้อม 081-872-3306"),
         ("ครูเมย์ (Kru May, private tutor)", "บุคคลธรรมดา", 0, 4000, "ครูเมย์ 092-415-7781"),
         ("บจก. โรงสีข้าวเจริญผล (Charoen Phon Rice Mill)", "บริษัทจำกัด", 9700, 40000, "คุณนิด 089-621-4470")]

LINE_CHAT = """[LINE] ประวัติการแชทกับ เฮียต้อม UD Car Care
บันทึกเมื่อ: 16/07/2568 20:15

จ., 07/07/2568
09:05\tพี่วิ รับทำบัญชี\tเฮียต้อมคะ เอกสารเดือน มิ.ย. ที่น้องแพรส่งมา ใบกำกับภาษีซื้อหายไปหลายใบค่ะ
09:06\tพี่วิ รับทำบัญชี\tยอดซื้อที่มีใบกำกับมีแค่ 88,900 บาท ปกติเกินแสนทุกเดือน
09:08\tพี่วิ รับทำบัญชี\tที่พี่เช็กจากสเตทเมนต์แล้วไม่มีใบ มี 3 รายการค่ะ
09:08\tพี่วิ รับทำบัญชี\t1) ค่าน้ำยาเคลือบสี+แชมพู บริษัท เคมีคาร์ อุดร จำกัด 24,600 บาท (ก่อน VAT) โอน 12 มิ.ย.
09:09\tพี่วิ รับทำบัญชี\t2) ค่าซ่อมเครื่องฉีดน้ำแรงดันสูง ร้านช่างเอก 6,800 บาท
09:09\tพี่วิ รับทำบัญชี\t3) ผ้าไมโครไฟเบอร์สั่งใน Shopee 3,450 บาท
09:31\tเฮียต้อม UD\tเดี๋ยวให้น้องแพรค้นในลิ้นชักหน้าร้านครับ ช่วงนั้นยุ่งมาก
09:32\tเฮียต้อม UD\tถ้าหาไม่เจอจะเป็นไรไหมครับ

อ., 08/07/2568
10:12\tพี่วิ รับทำบัญชี\tถ้าไม่มีใบกำกับเต็มรูป ขอคืนภาษีซื้อไม่ได้ค่ะ เดือนนี้ต้องจ่าย VAT 14,413 บาท
10:13\tพี่วิ รับทำบัญชี\tถ้าได้ใบของเคมีคาร์มาทัน ภาษีซื้อเพิ่ม 1,722 บาท จะเหลือจ่าย 12,691 บาท
10:14\tพี่วิ รับทำบัญชี\tร้านช่างเอกไม่ได้จด VAT อยู่แล้ว ขอแค่บิลเงินสดมีลายเซ็นช่าง ใช้ลงค่าใช้จ่ายได้
10:15\tพี่วิ รับทำบัญชี\tShopee ให้ขอใบกำกับภาษีในแอปได้ค่ะ เมนูคำสั่งซื้อของฉัน
10:20\tเฮียต้อม UD\tโอเคครับ ยื่นได้ถึงวันไหนนะ
10:22\tพี่วิ รับทำบัญชี\tภ.พ.30 เดือน มิ.ย. ยื่นออนไลน์ได้ถึง 23 ก.ค. ค่ะ แต่ขอเอกสารภายในศุกร์ 18 ก.ค. นะคะ
10:23\tพี่วิ รับทำบัญชี\tถ้าได้ใบมาหลังจากนั้น เอาไปใช้ในเดือนถัดไปได้ ไม่เกิน 6 เดือนค่ะ

พฤ., 10/07/2568
16:40\tแพร UD Car Care\tพี่วิคะ เจอบิลเคมีคาร์แล้วค่ะ [รูปภาพ]
16:41\tแพร UD Car Care\tแต่เป็นใบกำกับภาษีอย่างย่อ ใช้ได้ไหมคะ
16:55\tพี่วิ รับทำบัญชี\tใบอย่างย่อใช้ขอคืนภาษีซื้อไม่ได้ค่ะ โทรขอใบเต็มรูปจากเคมีคาร์ ใส่ชื่อ หจก.กับเลขผู้เสียภาษี
16:57\tแพร UD Car Care\tได้ค่ะ เซลส์เคมีคาร์ชื่อพี่บอย บอกว่าจะส่งมาให้ภายในวันอังคารหน้า

พ., 16/07/2568
19:48\tพี่วิ รับทำบัญชี\tเฮียคะ ค่าบริการเดือน มิ.ย. 5,500 ได้รับแล้วนะคะ ขอบคุณค่ะ ส่วนใบเคมีคาร์ยังรออยู่น้า
19:52\tเฮียต้อม UD\tครับผม เดี๋ยวตามให้ครับ
"""
AUDIT_EMAIL = """From: Somchai Wattanakul <somchai.w@kkaudit.co.th>
To: Wilaiwan Phromma <wilaiwan.account.udon@gmail.com>
Cc: Nittaya Phondee <nid.charoenphon@gmail.com>
Date: Mon, 14 Jul 2025 10:42:18 +0700
Subject: Audit fee quotation - Charoen Phon Rice Mill Co., Ltd. - FY2025

Dear Khun Wilaiwan,

Thank you for introducing us to Charoen Phon Rice Mill. As discussed by phone, here is our quotation for the
audit of the company's financial statements for the year ending 31 December 2025:

- Audit fee: 38,000 THB (excluding VAT 7%)
- Observation of the paddy and milled-rice stock count at the mill on 31 December 2025: 4,500 THB
  (travel from Khon Kaen included)
- Payment: 50% when the engagement letter is signed, 50% when the audit report is issued
- Field work at your office and the mill: 9-20 February 2026
- We need the trial balance, closing entries and bank confirmations from you by 31 January 2026
- Audit report to be issued by 10 April 2026, so the AGM and the filing with DBD can be done in April

This quotation is valid until 31 August 2025. If the company accepts, please ask Khun Charoen to sign the
attached engagement letter.

Best regards,
Somchai Wattanakul, CPA No. 8123
Khon Kaen Audit & Advisory Co., Ltd.
Tel. 043-306-512
"""
TUTOR_NOTE = """# รายได้ครูเมย์ (นางสาวเมษา ศรีบุญ) ม.ค.-มิ.ย. 2568 สำหรับยื่น ภ.ง.ด.94

ข้อมูลจากสมุดรับเงินของครูเมย์ + สลิปโอน ส่งมาทาง LINE 4 ก.ค. 68

## เงินได้ 40(8) สอนพิเศษที่บ้าน (กลุ่มเด็ก ป.6 - ม.3)
| เดือน | รายได้ (บาท) |
|---|---|
| ม.ค. | 24,000 |
| ก.พ. | 26,500 |
| มี.ค. | 31,000 (คอร์สติวสอบเข้า ม.1) |
| เม.ย. | 18,000 |
| พ.ค. | 21,500 |
| มิ.ย. | 21,500 |
| รวม | 142,500 |

## คำนวณ ภ.ง.ด.94
- หักค่าใช้จ่ายเหมา 60% = 85,500 บาท เหลือ 57,000 บาท
- ลดหย่อนส่วนตัวครึ่งปี 30,000 บาท เงินได้สุทธิ 27,000 บาท ไม่ถึง 150,000 ไม่ต้องเสียภาษี แต่ต้องยื่นแบบ
- เงินเดือนจากสถาบันกวดวิชา Brainy Udon 63,000 บาท (40(2) ถูกหัก 3% = 1,890 บาท) ไม่ต้องรวมใน ภ.ง.ด.94
  เอาไปรวมตอนยื่น ภ.ง.ด.90 ต้นปีหน้า

## กำหนดยื่น
- ยื่น ภ.ง.ด.94 ภายใน 30 กันยายน 2568 (ยื่นออนไลน์ได้ถึง 8 ตุลาคม 2568)
- ครูเมย์ถามว่าต้องจด VAT ไหม -> ไม่ต้อง การสอนหนังสือได้รับยกเว้น VAT
- ค่ายื่นแบบ 2,000 บาท เก็บตอนยื่นเสร็จ
"""
CHECKLIST = """# งานยื่นภาษีเดือน ก.ค. 2568 (เดือนภาษี มิ.ย. 68)

กำหนด: ภ.ง.ด.1/3/53 + ประกันสังคม ออนไลน์ภายใน 15 ก.ค. / ภ.พ.30 ออนไลน์ภายใน 23 ก.ค.

## ก๋วยเตี๋ยวเจ๊หน่อย
- [x] ภ.ง.ด.1 ลูกจ้าง 3 คน ยื่น 11 ก.ค.
- [x] ภ.พ.30 ยื่น 18 ก.ค. ภาษี 10,024 บาท (เจ๊หน่อยโอนแล้ว)
- [ ] หนังสือสรรพากรเรื่องยื่น ภ.พ.30 เม.ย. ช้า -> พาเจ๊หน่อยไปจ่ายค่าปรับ ก่อน 8 ส.ค.

## ยูดีคาร์แคร์
- [x] ภ.ง.ด.1/3/53 + สปส. ยื่น 14 ก.ค.
- [ ] ภ.พ.30 รอใบกำกับภาษีเคมีคาร์ (ดูแชท LINE เฮียต้อม) ยื่นไม่เกิน 23 ก.ค.

## โรงสีเจริญผล
- [x] ภ.ง.ด.1/3/53 + สปส. ยื่น 15 ก.ค.
- [x] ภ.พ.30 ยื่น 21 ก.ค. ภาษี 3,745 บาท
- [ ] ส่งใบแจ้งหนี้เดือน ก.ค. วันที่ 1 ส.ค. (ไปโรงสี 2 รอบ คิดค่าเดินทางด้วย)
- [ ] ตอบอีเมลผู้สอบบัญชีขอนแก่น ให้คุณเจริญตัดสินใจก่อนสิ้น ส.ค.

## ครูเมย์
- ไม่มีงานเดือนนี้ ภ.ง.ด.94 ค่อยทำ ก.ย.

## อื่นๆ
- ภ.ง.ด.51 ยูดีคาร์แคร์ กับโรงสี ครบกำหนด 31 ส.ค. (ออนไลน์ 8 ก.ย.)
"""
INVOICE_PAGES = [
    "Wilaiwan Accounting Service\n55/12 Thahan Road, Mak Khaeng, Mueang Udon Thani, Udon Thani 41000\n"
    "Tel. 081-047-6628   Tax ID 3-4199-00271-55-8 (not VAT registered)\n\nINVOICE\n"
    "Invoice No.: INV-2568-031   Date: 1 August 2025\n"
    "Bill to: Charoen Phon Rice Mill Co., Ltd., 99 Moo 4, Kumphawapi, Udon Thani 41110\n"
    "Customer Tax ID: 0415558001234   Attn: Ms. Nittaya Phondee (Finance)\n\n"
    "1. Monthly bookkeeping, VAT and withholding tax filing - July 2025 ........ 8,500.00\n"
    "2. Payroll, PND1 and social security filing (14 staff) - July 2025 ........ 1,200.00\n"
    "3. Travel to the mill for document pick-up (2 trips x 500) ........ 1,000.00\n"
    "Subtotal: 10,700.00 THB\nLess withholding tax 3% (deducted by customer): 321.00 THB\n"
    "Net amount to transfer: 10,379.00 THB\n\nPayment due: 15 August 2025\n"
    "Please transfer to Krung Thai Bank, Udon Thani branch, account 412-0-55873-2 (Wilaiwan Phromma)\n"
    "and send the withholding tax certificate (50 Tawi) with the transfer slip by LINE.\n"
    "Thank you - Wilaiwan Phromma",
]
RECEIPT_PAGES = [
    "FlowAccount Co., Ltd.\n141/12 Skulthai Surawong Tower, Surawong Road, Bang Rak, Bangkok 10500\n"
    "RECEIPT / TAX INVOICE\nNo.: RT2025070412   Date: 4 July 2025\n"
    "Customer: Mrs. Wilaiwan Phromma, 55/12 Thahan Road, Mueang Udon Thani 41000\n"
    "Plan: FlowAccount Pro for accounting firms - up to 5 client businesses\n"
    "Period: 1 July 2025 - 30 June 2026 (annual)\nPrice: 7,990.00 THB\nVAT 7%: 559.30 THB\n"
    "Total paid: 8,549.30 THB\nPaid by credit card KTC **** 4417 on 4 July 2025\n"
    "Auto-renewal: on. Cancel at least 7 days before 30 June 2026 to stop renewal.",
]
TRAINING_SLIDES = [
    ("อบรม CPD: ภาษีหัก ณ ที่จ่ายอิเล็กทรอนิกส์ และ e-Tax Invoice",
     "e-Withholding Tax & e-Tax Invoice for small businesses\n"
     "สภาวิชาชีพบัญชี ร่วมกับ สำนักงานสรรพากรพื้นที่อุดรธานี\n"
     "21 มิถุนายน 2568 โรงแรมเซ็นทารา อุดรธานี\nCPD 6 ชั่วโมง (บัญชี 3 ชม. / อื่นๆ 3 ชม.)"),
    ("e-Withholding Tax คืออะไร (What it is)",
     "ผู้จ่ายเงินหักภาษีและจ่ายผ่านธนาคาร ธนาคารนำส่งสรรพากรให้ภายใน 4 วันทำการ\n"
     "ไม่ต้องยื่น ภ.ง.ด.3 / ภ.ง.ด.53 และไม่ต้องออกหนังสือรับรอง 50 ทวิ เป็นกระดาษ\n"
     "อัตราหัก ณ ที่จ่ายค่าบริการ ลดจาก 3% เหลือ 1% เมื่อหักผ่านระบบ e-Withholding Tax\n"
     "อัตรา 1% ใช้ได้ถึง 31 ธันวาคม 2568"),
    ("กำหนดยื่นแบบ (Filing deadlines)",
     "ภ.ง.ด.1, 3, 53 (PND1/3/53): paper by the 7th, e-filing by the 15th of the next month\n"
     "ภ.พ.30 (VAT return P.P.30): paper by the 15th, e-filing by the 23rd of the next month\n"
     "ภ.ง.ด.51 (half-year CIT): within 2 months after the first 6 months, e-filing 8 days more\n"
     "ภ.ง.ด.94 (half-year PIT): by 30 September, e-filing by 8 October"),
    ("e-Tax Invoice & e-Receipt",
     "ธุรกิจรายได้ไม่เกิน 30 ล้านบาทต่อปี ใช้ระบบ e-Tax Invoice by Email ได้\n"
     "ส่งสำเนาอีเมลเข้า csemail@etax.teda.th ทุกครั้งที่ออกใบกำกับ\n"
     "ใบกำกับภาษีอย่างย่อ ใช้ขอคืนภาษีซื้อไม่ได้ (Abbreviated tax invoices cannot be claimed)\n"
     "Easy E-Receipt 2568: ลดหย่อนได้เฉพาะ e-Tax Invoice / e-Receipt เท่านั้น"),
    ("เบี้ยปรับและเงินเพิ่ม (Penalties)",
     "เงินเพิ่ม 1.5% ต่อเดือนของภาษีที่ชำระล่าช้า เศษของเดือนนับเป็น 1 เดือน\n"
     "ยื่น ภ.พ.30 เกินกำหนด: เบี้ยปรับ 2 เท่าของภาษี ลดเหลือ 2% ต่อเดือนถ้ายื่นเองก่อนถูกตรวจ\n"
     "ค่าปรับอาญา ภ.พ.30 ยื่นช้าไม่เกิน 7 วัน 300 บาท / เกิน 7 วัน 500 บาท\n"
     "ภ.ง.ด.1/3/53 ยื่นช้าไม่เกิน 7 วัน 100 บาท / เกิน 7 วัน 200 บาท"),
    ("ถาม-ตอบ (Q&A)",
     "วิทยากร: นายอดิศักดิ์ บุญมา นักวิชาการภาษีชำนาญการพิเศษ\n"
     "สอบถาม Call Center กรมสรรพากร 1161\nเอกสารประกอบ: www.rd.go.th"),
]
HOUSEHOLD_HEADERS = ("รายการ (Item)", "งบ (Budget, THB)", "จ่ายจริง (Actual, THB)", "หมายเหตุ (Note)")
HOUSEHOLD = {
    "มิ.ย. 68 (Jun 2025)": [
        ("ผ่อนบ้าน ธอส. (Home loan)", 9800, 9800, ""),
        ("ผ่อนรถ Yaris (Car loan)", 7450, 7450, "งวดที่ 31 จาก 48"),
        ("อาหาร ของใช้ (Food & groceries)", 12000, 13260, ""),
        ("ค่าเรียนพิเศษน้องข้าวหอม (Daughter's tutoring)", 2500, 2500, "ว่ายน้ำ + เปียโน"),
        ("ค่าไฟบ้าน (Electricity)", 1800, 2140, ""),
        ("ค่าน้ำ (Water)", 250, 230, ""),
        ("เน็ต + มือถือ (Internet & phones)", 1098, 1098, ""),
        ("ประกันสังคม ม.39 (Social security s.39)", 432, 432, ""),
        ("ประกันชีวิต (Life insurance)", 2350, 2350, ""),
        ("น้ำมันรถ (Fuel)", 2500, 2860, "ไปโรงสีกุมภวาปีบ่อย"),
        ("ให้พ่อแม่ที่หนองหาน (For parents)", 3000, 3000, ""),
        ("เงินออม (Savings)", 5000, 3000, "เดือนนี้ออมได้น้อย"),
    ],
    "ก.ค. 68 (Jul 2025)": [
        ("ผ่อนบ้าน ธอส. (Home loan)", 9800, 9800, ""),
        ("ผ่อนรถ Yaris (Car loan)", 7450, 7450, "งวดที่ 32 จาก 48"),
        ("อาหาร ของใช้ (Food & groceries)", 12000, 11840, ""),
        ("ค่าเรียนพิเศษน้องข้าวหอม (Daughter's tutoring)", 2500, 2500, "ว่ายน้ำ + เปียโน"),
        ("ค่าไฟบ้าน (Electricity)", 1800, 2390, ""),
        ("ค่าน้ำ (Water)", 250, 260, ""),
        ("เน็ต + มือถือ (Internet & phones)", 1098, 1098, ""),
        ("ประกันสังคม ม.39 (Social security s.39)", 432, 432, ""),
        ("ประกันชีวิต (Life insurance)", 2350, 2350, ""),
        ("น้ำมันรถ (Fuel)", 2500, 2640, ""),
        ("ให้พ่อแม่ที่หนองหาน (For parents)", 3000, 3000, ""),
        ("เงินออม (Savings)", 5000, 5000, ""),
        ("ค่าโปรแกรม FlowAccount (Accounting software)", 0, 8549, "รายปี จ่ายบัตร KTC"),
    ],
}
OWN_TAX = """# ภาษีตัวเอง ภ.ง.ด.90 ปีภาษี 2567 (ยื่นแล้ว 18 มี.ค. 2568)

- เงินได้ 40(6) วิชาชีพอิสระ (ทำบัญชี) ทั้งปี 286,000 บาท หักค่าใช้จ่ายเหมา 30% = 85,800 บาท
- ลดหย่อน: ส่วนตัว 60,000 / บุตร (น้องข้าวหอม) 30,000 / ประกันสังคม ม.39 5,184 / ประกันชีวิต 18,000 /
  ดอกเบี้ยบ้าน 41,250
- เงินได้สุทธิ 45,766 บาท ไม่ถึง 150,000 ภาษีที่ต้องเสีย 0 บาท
- ถูกหักภาษี ณ ที่จ่ายไว้ 5,412 บาท (50 ทวิ จากยูดีคาร์แคร์ 2,130 / โรงสีเจริญผล 3,282)
- ขอคืนภาษี 5,412 บาท ได้เงินคืนเข้าพร้อมเพย์แล้ว 12 พ.ค. 2568
- ปีนี้ (2568) ถ้าลูกค้าหักผ่าน e-Withholding เหลือ 1% จะโดนหักน้อยลง
"""
DISTRACTORS = {
    "Clients/02_ยูดีคาร์แคร์/สัญญาจ้างทำบัญชี_ยูดีคาร์แคร์_ร่าง.txt":
        "ร่างหนังสือสัญญาว่าจ้างทำบัญชี หจก. ยูดี คาร์แคร์ (ร่างแรก 10 ธ.ค. 67 ยังไม่เซ็น)\n"
        "- ค่าทำบัญชีรายเดือน 6,000 บาท รวมประกันสังคม\n- ค่าปิดงบประจำปี 20,000 บาท\n"
        "- เลิกสัญญาแจ้งล่วงหน้า 30 วัน\n- เฮียต้อมขอต่อรอง เดี๋ยวแก้ในฉบับจริง\n",
    "Office/อัตราค่าบริการ_2567_เก่า.md":
        "# อัตราค่าบริการลูกค้า ปี 2567 (เก่า)\n"
        "- ก๋วยเตี๋ยวเจ๊หน่อย เดือนละ 3,000 บาท\n- ยูดีคาร์แคร์ เดือนละ 5,000 บาท (รวมประกันสังคม) ปิดงบ 15,000 บาท\n"
        "- โรงสีเจริญผล เดือนละ 8,000 + เงินเดือน 1,000 บาท ปิดงบ 28,000 บาท\n"
        "- ครูเมย์ ยื่นแบบครั้งละ 1,500 บาท\n",
    "Clients/04_โรงสีเจริญผล/ใบเสนอราคาสอบบัญชี_อุดรออดิท_2567.txt":
        "ใบเสนอราคาค่าสอบบัญชี ปี 2567\nสำนักงาน อุดรออดิท แอนด์ แอคเคาน์ติ้ง (ผู้สอบบัญชีเดิม)\n"
        "เรียน คุณเจริญ ผลดี บริษัท โรงสีข้าวเจริญผล จำกัด\n"
        "ค่าสอบบัญชีงบการเงินสิ้นสุด 31 ธันวาคม 2567: 32,000 บาท (ยังไม่รวม VAT)\n"
        "ค่าสังเกตการณ์ตรวจนับสต็อก ณ วันสิ้นปี: 3,000 บาท\n"
        "ออกรายงานภายในวันที่ 25 เมษายน 2568\nผู้สอบบัญชี: นางรัชนี ทองดี ผู้สอบบัญชีรับอนุญาต เลขทะเบียน 6571\n",
    "Clients/02_ยูดีคาร์แคร์/สรุปVAT_ยูดีคาร์แคร์_ม.ค.-มิ.ย.2567.md":
        "# สรุปภาษีมูลค่าเพิ่ม ยูดีคาร์แคร์ ครึ่งปีแรก 2567 (ม.ค.-มิ.ย. 67)\n"
        "- ยอดขายรวม 1,562,300 บาท ภาษีขาย 109,361 บาท\n- ยอดซื้อรวม 712,430 บาท ภาษีซื้อ 49,870 บาท\n"
        "- VAT ที่จ่ายรวม 59,491 บาท\n- เดือนที่ขายดีสุด มี.ค. 67 ยอดขาย 289,700 บาท\n",
    "Office/Invoices/INV-2568-031_ร่าง.txt":
        "ร่างใบแจ้งหนี้ INV-2568-031 โรงสีเจริญผล เดือน ก.ค. 68 (ยังไม่ได้ใส่ค่าเดินทาง)\n"
        "ค่าทำบัญชี 8,500\nค่าทำเงินเดือน 1,200\nรวม 9,700\nหัก ณ ที่จ่าย 3% 291\nยอดโอน 9,409\n",
    "Training/โน้ตอบรม_ร่าง_ก่อนไป.md":
        "# โน้ตก่อนไปอบรม e-Withholding (ร่าง)\n- ได้ยินมาว่าหักผ่านระบบเหลือ 2%? ต้องถามวิทยากร\n"
        "- ถามเรื่องใบกำกับอย่างย่อของลูกค้าคาร์แคร์\n- ค่าอบรม 1,800 บาท ลงเป็นค่าใช้จ่ายได้\n",
}
WORKSPECT = {"todo.md": "- ตามใบกำกับภาษีเคมีคาร์ให้เฮียต้อม\n- พาเจ๊หน่อยไปจ่ายค่าปรับสรรพากร\n"
                        "- ส่งใบแจ้งหนี้โรงสี ต้นเดือน\n- เตรียม ภ.ง.ด.51 ยูดี + โรงสี\n"}


def _vat_sheet(sheet, rows: list[tuple]) -> None:
    """A client's monthly VAT summary: sales, output VAT, purchases, input VAT, VAT payable, when it was filed."""
    totals = [0, 0, 0, 0, 0]
    for month, (sales, purchases, filed) in zip(VAT_MONTHS, rows):
        values = [sales, round(sales * 0.07), purchases, round(purchases * 0.07)]
        values.append(values[1] - values[3])
        totals = [a + b for a, b in zip(totals, values)]
        sheet.append([month, *values, filed])
    sheet.append(["รวม ม.ค.-มิ.ย. (Total Jan-Jun)", *totals, ""])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)


def _carcare_vat(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ภ.พ.30 VAT"
    sheet.append(["สรุปภาษีมูลค่าเพิ่ม หจก. ยูดี คาร์แคร์ ปี 2568 (UD Car Care VAT summary 2025)"])
    sheet.append(list(VAT_HEADERS))
    _vat_sheet(sheet, CARCARE_VAT)
    wht = book.create_sheet("หัก ณ ที่จ่าย WHT")
    wht.append(list(WHT_HEADERS))
    for month, row in zip(VAT_MONTHS, CARCARE_WHT):
        wht.append([month, *row, sum(row)])
    wht.append(["รวม (Total)", *(sum(column) for column in zip(*CARCARE_WHT)), sum(map(sum, CARCARE_WHT))])
    for column in (2, 3, 4, 5):
        money_format(wht, column)
    book.save(path)


def _noodle_vat(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ภ.พ.30 VAT"
    sheet.append(["สรุปภาษีมูลค่าเพิ่ม ร้านก๋วยเตี๋ยวเรือเจ๊หน่อย ปี 2568 (Jae Noi noodle shop VAT 2025)"])
    sheet.append(list(VAT_HEADERS))
    _vat_sheet(sheet, NOODLE_VAT)
    book.save(path)


def _mill_vat(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ภ.พ.30 VAT"
    sheet.append(["สรุปภาษีมูลค่าเพิ่ม บจก. โรงสีข้าวเจริญผล ปี 2568 (Charoen Phon Rice Mill VAT 2025)"])
    sheet.append(list(MILL_HEADERS))
    totals = [0] * 6
    for month, (exempt, taxable, purchases, note) in zip(VAT_MONTHS, MILL_VAT):
        values = [exempt, taxable, round(taxable * 0.07), purchases, round(purchases * 0.07)]
        values.append(values[2] - values[4])
        totals = [a + b for a, b in zip(totals, values)]
        sheet.append([month, *values, note])
    sheet.append(["รวม ม.ค.-มิ.ย. (Total Jan-Jun)", *totals, ""])
    for column in (2, 3, 4, 5, 6, 7):
        money_format(sheet, column)
    book.save(path)


def _fees(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "รับค่าบริการ Fees"
    sheet.append(["ค่าบริการที่ได้รับจากลูกค้า ม.ค.-มิ.ย. 2568 (Fees received, Jan-Jun 2025)"])
    sheet.append(list(FEE_HEADERS))
    for month, row in zip(VAT_MONTHS, FEES):
        sheet.append([month, *row[:4], sum(row[:4]), row[4]])
    columns = list(zip(*(row[:4] for row in FEES)))
    sheet.append(["รวม (Total)", *(sum(column) for column in columns), sum(map(sum, columns)), ""])
    for column in (2, 3, 4, 5, 6):
        money_format(sheet, column)
    rates = book.create_sheet("อัตรา 2568 Rates")
    rates.append(list(RATE_HEADERS))
    for row in RATES:
        rates.append(list(row))
    rates.append(["รวม (Total)", "", sum(row[2] for row in RATES), sum(row[3] for row in RATES), ""])
    for column in (3, 4):
        money_format(rates, column)
    book.save(path)


def _household(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSEHOLD.items():
        sheet = book.create_sheet(title)
        sheet.append([f"งบครัวเรือน {title} (Household budget)"])
        sheet.append(list(HOUSEHOLD_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", sum(row[1] for row in rows), sum(row[2] for row in rows), ""])
        for column in (2, 3):
            money_format(sheet, column)
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    noodle, carcare = docs / "Clients" / "01_ก๋วยเตี๋ยวเจ๊หน่อย", docs / "Clients" / "02_ยูดีคาร์แคร์"
    tutor, mill = docs / "Clients" / "03_ครูเมย์", docs / "Clients" / "04_โรงสีเจริญผล"
    office = docs / "Office"
    for folder in (noodle, carcare, tutor, mill, office / "Invoices", docs / "Training", docs / "Personal"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(carcare / "สัญญาจ้างทำบัญชี_ยูดีคาร์แคร์_2568.docx", CARCARE_TOP, table=CARCARE_FEES,
               bottom=CARCARE_BOTTOM)
    write_docx(mill / "หนังสือว่าจ้างทำบัญชี_โรงสีเจริญผล_2568.docx", MILL_TOP, table=MILL_FEES, bottom=MILL_BOTTOM)
    write_docx(noodle / "หนังสือสรรพากร_แจ้งเบี้ยปรับ_ภพ30_เมย68.docx", NOTICE_TOP, table=NOTICE_TABLE,
               bottom=NOTICE_BOTTOM)
    _noodle_vat(noodle / "สรุปVAT_ก๋วยเตี๋ยวเจ๊หน่อย_2568.xlsx")
    _carcare_vat(carcare / "สรุปVAT_ยูดีคาร์แคร์_2568.xlsx")
    _mill_vat(mill / "สรุปVAT_โรงสีเจริญผล_2568.xlsx")
    (carcare / "LINE_เฮียต้อม_ยูดีคาร์แคร์_2568-07.txt").write_text(LINE_CHAT, encoding="utf-8")
    (mill / "KKAudit_quotation_email_2025.txt").write_text(AUDIT_EMAIL, encoding="utf-8")
    (tutor / "รายได้ครูเมย์_ภงด94_2568.md").write_text(TUTOR_NOTE, encoding="utf-8")
    _fees(office / "ค่าบริการลูกค้า_2568.xlsx")
    (office / "งานยื่นภาษี_กค68.md").write_text(CHECKLIST, encoding="utf-8")
    make_pdf(office / "Invoices" / "INV-2568-031_CharoenPhon_Jul2025.pdf", INVOICE_PAGES)
    make_pdf(office / "FlowAccount_receipt_2025-07.pdf", RECEIPT_PAGES)
    write_slides(docs / "Training" / "อบรมCPD_eWithholding_eTax_2568.pptx", TRAINING_SLIDES)
    _household(docs / "Personal" / "งบครัวเรือน_2568.xlsx")
    (docs / "Personal" / "ภาษีตัวเอง_ภงด90_ปี2567.md").write_text(OWN_TAX, encoding="utf-8")
    write_texts(docs, DISTRACTORS)
    return docs


def seed_workspect(folder: Path) -> None:
    """What a task's workspect holds before the task: the bookkeeper's to-do list."""
    write_texts(folder, WORKSPECT)
