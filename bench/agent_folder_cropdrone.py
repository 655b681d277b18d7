"""The cropdrone folder: the papers of a young couple's drone-spraying service and their household, written by code.

The person is คุณปิยะนุช ทองมา (ปุ้ย). She does the paperwork, the LINE chats and the books of "ต้นข้าวโดรนเกษตร"
(Tonkhao Agri Drone), 88/3 หมู่ 5 ต.บางตาเถร อ.สองพี่น้อง จ.สุพรรณบุรี; her husband ธนากร (พี่ต้น) flies the
drones (two DJI Agras T40 and one T50 bought on a bank loan in 2568). They spray rice fields and sugarcane for
farmers and farmer groups, helped by น้องเบียร์ (a second pilot) and ลุงเชิด (driver, water and mixing). Their
daughter น้องใบข้าว (ด.ญ.ปัณณ์ชญา) is in ป.2; ยายสำลี (ปุ้ย's mother) lives with them. It is November 2568 (2025).

Documents/ธุรกิจโดรน/ (the business)
- ใบเสนอราคา/ใบเสนอราคา_กลุ่มไร่อ้อยดอนมะนาว_ร่าง.docx: draft quote QD-2568-014 to the Don Manao sugarcane group,
  1,200 ไร่, herbicide 90 + foliar fertiliser 80 a rai, 204,000 in all.
- ใบเสนอราคา/ใบเสนอราคา_กลุ่มไร่อ้อยดอนมะนาว_ฉบับจริง.docx: the final of the same quote, 1,350 ไร่, 85 and 75 a rai,
  216,000 in all, deposit 30% = 64,800.
- สัญญา/สัญญาจ้างพ่นยา_วิสาหกิจนาข้าวบางตาเถร.docx: spraying contract with a rice community enterprise (2,400 ไร่ a
  round, 2 rounds, 52 บาท a rai, 124,800 a round, 1 ธ.ค. 2568 - 31 มี.ค. 2569).
- อะไหล่/SkyFarm_pricelist_2025.pdf: English parts price list of SkyFarm Tech Co., Ltd. for 2025 (battery 48,900).
- อะไหล่/ราคาอะไหล่_สกายฟาร์ม_2567.docx: last year's list of the same firm, in Thai (บริษัท สกายฟาร์ม เทค จำกัด).
- อะไหล่/SkyFarm_invoice_SF-25-0931.pdf: an October repair invoice (9,600, due 20 Nov 2025).
- อะไหล่/SkyFarm_quotation_battery_Nov2025.pdf: a quote for 2 batteries + a charging station, 140,300.
- อะไหล่/ใบเสนอราคาแบตโดรน_ไทยโดรนพาร์ท.docx: a similar quote from another firm (Thai), 137,900.
- สารเคมี/AgroChem_invoice_ACS-2510-077.pdf: English invoice for fungicide, insecticide, foliar fertiliser (38,990.80).
- สารเคมี/email_from_AgroChem_Nov2025.txt: the fungicide goes from 1,150 to 1,240 THB a litre from 1 Dec 2025.
- สารเคมี/แชทไลน์_ร้านเจริญผลการเกษตร.txt: LINE chat with a Thai farm shop; a carton first 4,800, in the end 4,650.
- เงินกู้โดรน/SiamHarvest_loan_rate_notice_Nov2025.pdf: the bank's letter: 6.25% -> 6.60%, instalment 17,100 -> 17,170.
- เงินกู้โดรน/SiamHarvest_loan_statement_Oct2025.pdf: the October statement of the same loan (459,151.83 left).
- ประกันโดรน/ChaoPhraya_drone_insurance_renewal_2025.pdf: English renewal notice of the drones' insurance (30,300).
- บัญชี/บัญชีงานพ่น_2568.xlsx: this year's book, two sheets (jobs by month: rai and income; expenses by month).
- บัญชี/บัญชีงานพ่น_2567.xlsx: last year's book, same layout, January to December.
- บัญชี/ค่าแรงผู้ช่วย_ตุลาคม68.md: the October wages of the two helpers (19,600).
- แชท/แชทไลน์_ผู้ใหญ่สมพงษ์_นาปรัง.txt: LINE chat with a village head; 60 a rai first, settled at 55, 640 ไร่, 35,200.
- แชท/แชทไลน์_คุณวิไล_ไร่อ้อย.txt: LINE chat with the sugarcane group's secretary about the final quote and deposit.
- แผนงานปี2569.pptx: slides, the plan for next year (30,000 ไร่, a second T50 for 690,000).
- ข้อมูลโดรนและใบอนุญาต.md: the drones' serials and registrations, the pilots' licences.
- ตารางงานพ่น_พ.ย.68.md: the November spraying schedule.
- สูตรน้ำหมักชีวภาพ.md: a bio-fermented liquid recipe (distractor).

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_bill_Oct2025.pdf and Bills/GreenWave_internet_bill_Oct2025.pdf: English bills.
- ประกัน/LotusLife_health_renewal_Baikhao_2025.pdf: English renewal of the daughter's health insurance (13,480).
- ค่าเทอมใบข้าว/ค่าเทอม_ใบข้าว_เทอม1-2568.docx and ค่าเทอม_ใบข้าว_เทอม2-2568.docx: school fees (23,350; 24,600).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านทองมา.txt: the family's LINE group.
- แผนเที่ยวปีใหม่_กาญจนบุรี.md: a New Year trip plan (distractor).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = "ต้นข้าวโดรนเกษตร (Tonkhao Agri Drone) 88/3 หมู่ 5 ต.บางตาเถร อ.สองพี่น้อง จ.สุพรรณบุรี 72110 โทร 086-417-2953"

# ---------------------------------------------------------------- sugarcane quotes
CANE_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QD-2568-014",
    "วันที่ 13 ตุลาคม 2568",
    "เรียน คุณวิไล ศรีเมือง เลขานุการกลุ่มเกษตรกรชาวไร่อ้อยตำบลดอนมะนาว",
    "เรื่อง บริการพ่นยาคุมหญ้าและปุ๋ยทางใบด้วยโดรน ไร่อ้อยตอ ฤดูกาล 2568/69",
]
CANE_DRAFT_TABLE = [
    ("รายการ", "พื้นที่", "ราคาต่อไร่", "รวม (บาท)"),
    ("พ่นยาคุมหญ้า (รอบที่ 1)", "1,200 ไร่", "90 บาท", "108,000"),
    ("พ่นปุ๋ยทางใบ (รอบที่ 2)", "1,200 ไร่", "80 บาท", "96,000"),
    ("รวมทั้งสิ้น", "", "", "204,000"),
]
CANE_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 204,000 บาท (สองแสนสี่พันบาทถ้วน) ราคานี้ไม่รวมยาและปุ๋ย สมาชิกกลุ่มจัดหาเอง",
    "ร่าง ยังไม่ส่ง รอพี่ต้นเช็กจำนวนแปลงกับคุณวิไลอีกที",
]
CANE_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QD-2568-014 (ฉบับแก้ไข)",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน คุณวิไล ศรีเมือง เลขานุการกลุ่มเกษตรกรชาวไร่อ้อยตำบลดอนมะนาว",
    "เรื่อง บริการพ่นยาคุมหญ้าและปุ๋ยทางใบด้วยโดรน ไร่อ้อยตอ ฤดูกาล 2568/69",
]
CANE_FINAL_TABLE = [
    ("รายการ", "พื้นที่", "ราคาต่อไร่", "รวม (บาท)"),
    ("พ่นยาคุมหญ้า (รอบที่ 1) ปลายพฤศจิกายน 2568", "1,350 ไร่", "85 บาท", "114,750"),
    ("พ่นปุ๋ยทางใบ (รอบที่ 2) มกราคม 2569", "1,350 ไร่", "75 บาท", "101,250"),
    ("รวมทั้งสิ้น", "", "", "216,000"),
]
CANE_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 216,000 บาท (สองแสนหนึ่งหมื่นหกพันบาทถ้วน) ราคานี้ไม่รวมยาและปุ๋ย สมาชิกกลุ่มจัดหาเอง",
    "มัดจำ 30% = 64,800 บาท เมื่อยืนยันจ้าง ส่วนที่เหลือชำระหลังพ่นเสร็จแต่ละรอบภายใน 7 วัน",
    "ใช้โดรน 3 ลำ นักบินมีใบอนุญาต กพท. และมีประกันภัยบุคคลภายนอก",
    "ลงชื่อ ปิยะนุช ทองมา ผู้เสนอราคา",
]

# ---------------------------------------------------------------- rice contract
RICE_CONTRACT = [
    "สัญญาจ้างบริการพ่นสารด้วยอากาศยานไร้คนขับ (โดรน)",
    "สัญญาเลขที่ วช.07/2568  ทำที่ ที่ทำการวิสาหกิจชุมชน ต.บางตาเถร อ.สองพี่น้อง จ.สุพรรณบุรี  วันที่ 20 ตุลาคม 2568",
    "ระหว่าง วิสาหกิจชุมชนนาข้าวปลอดภัยบางตาเถร โดย นายบุญมี แสงทอง ประธานวิสาหกิจ ซึ่งต่อไปเรียกว่า \"ผู้ว่าจ้าง\"",
    "กับ นายธนากร ทองมา ต้นข้าวโดรนเกษตร ซึ่งต่อไปเรียกว่า \"ผู้รับจ้าง\"",
]
RICE_CONTRACT_HEADINGS = [
    ("ข้อ 1 งานที่จ้าง", "ผู้รับจ้างพ่นยาป้องกันกำจัดศัตรูพืชและปุ๋ยทางใบในนาข้าวของสมาชิก พื้นที่รวม 2,400 ไร่ ต่อรอบ\n"
     "จำนวน 2 รอบ ในฤดูนาปรัง 2568/69 ยาและปุ๋ยผู้ว่าจ้างจัดหาเอง"),
    ("ข้อ 2 ค่าจ้าง", "คิดไร่ละ 52 บาท รวมรอบละ 124,800 บาท รวม 2 รอบ 249,600 บาท"),
    ("ข้อ 3 ระยะเวลา", "ตั้งแต่วันที่ 1 ธันวาคม 2568 ถึงวันที่ 31 มีนาคม 2569"),
    ("ข้อ 4 การจ่ายเงิน", "ผู้ว่าจ้างชำระค่าจ้างภายใน 7 วัน หลังพ่นเสร็จแต่ละรอบ โดยโอนเข้าบัญชีผู้รับจ้าง"),
    ("ข้อ 5 ความเสียหาย", "หากสารที่พ่นปลิวไปทำความเสียหายแก่แปลงข้างเคียง ผู้รับจ้างรับผิดชอบตามจริง\n"
     "ผู้รับจ้างต้องมีประกันภัยความรับผิดต่อบุคคลภายนอกตลอดอายุสัญญา"),
    ("ข้อ 6 การบอกเลิก", "หากผู้รับจ้างไม่มาพ่นตามนัดเกิน 3 วัน โดยไม่แจ้งเหตุ ผู้ว่าจ้างปรับวันละ 1,000 บาท"),
]
RICE_CONTRACT_BOTTOM = ["ลงชื่อ บุญมี แสงทอง ผู้ว่าจ้าง", "ลงชื่อ ธนากร ทองมา ผู้รับจ้าง",
                        "ลงชื่อ ปิยะนุช ทองมา พยาน"]

# ---------------------------------------------------------------- parts: SkyFarm and another shop
SKYFARM_PRICES_2025 = [
    "SKYFARM TECH CO., LTD.\n"
    "Authorised agricultural drone dealer - 219 Malaimaen Road, Mueang Suphan Buri 72000  Tel. 035-524-880\n"
    "SPARE PARTS PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB including VAT.\n"
    "\n"
    "Agras T40 flight battery (DB1560) ............ 48,900\n"
    "Multi-function charging station .............. 42,500\n"
    "Propeller pair T40/T50 (CW + CCW) ............ 2,450\n"
    "Centrifugal spray nozzle kit ................. 3,200\n"
    "Spray tank 40 L .............................. 9,800\n"
    "Phased-array radar module .................... 18,900\n"
    "\n"
    "Repair labour: 1,500 THB per job at our Suphan Buri service centre.\n"
    "Payment: 30 days credit for registered spraying contractors.\n"
    "Contact: Khun Kittisak, parts@skyfarmtech.co.th",
]
SKYFARM_PRICES_2567 = ["บริษัท สกายฟาร์ม เทค จำกัด", "ใบราคาอะไหล่โดรนเกษตร ปี 2567 (มกราคม – ธันวาคม 2567)",
                       "ราคารวมภาษีมูลค่าเพิ่มแล้ว"]
SKYFARM_PRICES_2567_TABLE = [
    ("อะไหล่", "ราคา (บาท)"),
    ("แบตเตอรี่ T40 (DB1560)", "52,000"),
    ("แท่นชาร์จแบตอเนกประสงค์", "45,000"),
    ("ใบพัด T40 คู่ (CW + CCW)", "2,300"),
    ("ชุดหัวพ่นแบบเหวี่ยง", "2,950"),
    ("ถังยา 40 ลิตร", "9,500"),
    ("โมดูลเรดาร์", "19,500"),
]
SKYFARM_PRICES_2567_BOTTOM = ["ค่าแรงซ่อม ครั้งละ 1,200 บาท ที่ศูนย์บริการสุพรรณบุรี",
                              "ติดต่อ คุณกิตติศักดิ์ ฝ่ายอะไหล่"]
SKYFARM_INVOICE = [
    "SKYFARM TECH CO., LTD.\n"
    "TAX INVOICE / INVOICE No. SF-25-0931\n"
    "Date: 21 Oct 2025          Due date: 20 Nov 2025\n"
    "Customer: Tonkhao Agri Drone (Mr. Thanakorn Thongma), 88/3 Moo 5, Bang Ta Then, Song Phi Nong\n"
    "\n"
    "Item                                   Qty   Unit price   Amount\n"
    "Propeller pair T40/T50 (CW + CCW)      2     2,450.00     4,900.00\n"
    "Centrifugal spray nozzle kit           1     3,200.00     3,200.00\n"
    "Repair labour (radar cable, T40 no.2)  1     1,500.00     1,500.00\n"
    "\n"
    "TOTAL DUE: 9,600.00 THB (VAT included)\n"
    "Please transfer to Bangkok Bank, SkyFarm Tech Co., Ltd., 512-3-08841-7\n"
    "and send the slip to LINE @skyfarmtech. Thank you.",
]
SKYFARM_QUOTE = [
    "SKYFARM TECH CO., LTD.\n"
    "QUOTATION No. SQ-25-1104     Date: 4 Nov 2025\n"
    "To: Khun Piyanuch Thongma, Tonkhao Agri Drone\n"
    "\n"
    "Agras T40 flight battery (DB1560)     2 x 48,900    97,800\n"
    "Multi-function charging station       1 x 42,500    42,500\n"
    "\n"
    "TOTAL: 140,300 THB including VAT\n"
    "Delivery: 7 days from order. Warranty: 12 months or 1,500 cycles on batteries, 12 months on the charger.\n"
    "Payment: 50% with order, 50% on delivery. This quotation is valid for 15 days.\n"
    "Sales: Khun Kittisak 089-205-6613",
]
THAIDRONE_QUOTE = [
    "บริษัท ไทยโดรนพาร์ท จำกัด  45/9 ถนนเพชรเกษม อ.เมืองนครปฐม จ.นครปฐม โทร 034-217-505",
    "ใบเสนอราคา เลขที่ TDP-6811-027  วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณปิยะนุช ทองมา ต้นข้าวโดรนเกษตร",
    "เรื่อง แบตเตอรี่โดรนและแท่นชาร์จ",
]
THAIDRONE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("แบตเตอรี่ T40 (DB1560) ของแท้", "2 ก้อน", "46,500", "93,000"),
    ("แท่นชาร์จแบตอเนกประสงค์", "1 เครื่อง", "44,900", "44,900"),
    ("รวมทั้งสิ้น", "", "", "137,900"),
]
THAIDRONE_BOTTOM = [
    "รวมทั้งสิ้น 137,900 บาท รวมภาษีมูลค่าเพิ่มแล้ว ส่งฟรีถึงสองพี่น้อง",
    "ส่งของภายใน 15 วัน หลังยืนยันสั่ง รับประกันแบตเตอรี่ 3 เดือน แท่นชาร์จ 6 เดือน",
    "ชำระเต็มจำนวนเมื่อสั่ง ยืนราคา 30 วัน",
    "ผู้เสนอราคา คุณอำนาจ ฝ่ายขาย 081-778-2304",
]

# ---------------------------------------------------------------- chemicals
AGROCHEM_INVOICE = [
    "AGROCHEM SIAM CO., LTD.\n"
    "Crop protection and plant nutrition - Bang Bua Thong, Nonthaburi\n"
    "INVOICE No. ACS-2510-077        Date: 9 Oct 2025        Due date: 8 Nov 2025\n"
    "Bill to: Tonkhao Agri Drone, Song Phi Nong, Suphan Buri\n"
    "\n"
    "Azoxystrobin 20% + Difenoconazole 12.5% SC, 1 L   24 x 1,150.00   27,600.00\n"
    "Fipronil 5% SC, 1 L                               12 x 420.00      5,040.00\n"
    "Foliar fertiliser 0-52-34, 1 kg                   40 x 95.00       3,800.00\n"
    "\n"
    "Subtotal 36,440.00   VAT 7% 2,550.80\n"
    "TOTAL 38,990.80 THB\n"
    "Transfer to Krungthai Bank, AgroChem Siam Co., Ltd., 981-0-44327-2",
]
AGROCHEM_EMAIL = """From: Sunisa Prasert <sales@agrochemsiam.co.th>
To: tonkhaodrone@gmail.com
Date: Wed, 5 Nov 2025 10:17
Subject: Price change from 1 December 2025

Dear Khun Piyanuch,

Thank you for your orders this season. From 1 December 2025 the price of Azoxystrobin 20% + Difenoconazole 12.5% SC
(1 L bottle) will change from 1,150 THB to 1,240 THB per litre because of the higher import cost of the active
ingredients.

Orders confirmed by 30 November 2025 keep the old price. Fipronil 5% SC and the foliar fertiliser 0-52-34 do not
change. Delivery to Song Phi Nong stays free for orders over 20,000 THB.

Best regards,
Sunisa Prasert
Sales, AgroChem Siam Co., Ltd.
02-591-7730
"""

# ---------------------------------------------------------------- loan and insurance
LOAN_NOTICE = [
    "SIAM HARVEST BANK PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Branch, 102 Malaimaen Road, Mueang Suphan Buri 72000\n"
    "3 November 2025\n"
    "\n"
    "NOTICE OF INTEREST RATE CHANGE\n"
    "Dear Mr. Thanakorn Thongma,\n"
    "Loan account: 2068-AG-004417 (Agricultural Equipment Loan - DJI Agras T50 spraying drone)\n"
    "\n"
    "Following the change in the bank's MRR, the interest rate on your loan will change\n"
    "from 6.25% per annum to 6.60% per annum, effective 1 December 2025.\n"
    "Your monthly instalment will change from 17,100 THB to 17,170 THB,\n"
    "starting with the instalment due on 15 December 2025.\n"
    "The loan term does not change: the last instalment is due on 15 March 2028.\n"
    "\n"
    "Payments are debited from your savings account 2068-1-55902-3 on the 15th of each month.\n"
    "For questions please contact Khun Narisa, relationship officer, 035-521-440.\n"
    "\n"
    "Yours sincerely,\n"
    "Loan Services Department",
]
LOAN_STATEMENT = [
    "SIAM HARVEST BANK PUBLIC COMPANY LIMITED\n"
    "LOAN STATEMENT - October 2025\n"
    "Borrower: Mr. Thanakorn Thongma      Loan account: 2068-AG-004417\n"
    "Original loan amount: 560,000.00 THB   Term: 36 months from 15 April 2025   Rate: 6.25% p.a.\n"
    "\n"
    "Instalment no. 7 of 36, paid 15 Oct 2025: 17,100.00\n"
    "   of which interest 2,467.63, principal 14,632.37\n"
    "Outstanding principal after payment: 459,151.83 THB\n"
    "Next instalment: 17,100.00 THB due 15 Nov 2025\n"
    "Arrears: none",
]
DRONE_INSURANCE = [
    "CHAO PHRAYA INSURANCE PUBLIC COMPANY LIMITED\n"
    "Suphan Buri Office, Nane Kaew Road\n"
    "30 October 2025\n"
    "\n"
    "RENEWAL NOTICE - AGRICULTURAL DRONE INSURANCE\n"
    "Dear Mr. Thanakorn Thongma (Tonkhao Agri Drone),\n"
    "Your policy no. CPD-2567-00892 expires on 30 Nov 2025.\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "\n"
    "Third-party liability, 1,000,000 THB per drone:\n"
    "   Agras T40 no.1, Agras T40 no.2, Agras T50   3 x 2,900 = 8,700 THB\n"
    "Hull all-risk, Agras T50 only, sum insured 600,000 THB:   21,600 THB\n"
    "TOTAL PREMIUM: 30,300 THB including stamp duty and VAT\n"
    "(last year 24,150 THB; the T50 hull cover was added in April 2025)\n"
    "Deductible for hull claims: 10% of the loss, at least 5,000 THB.\n"
    "\n"
    "Please pay by 24 Nov 2025 by bank transfer or through your agent, Khun Wanida (086-330-1479).\n"
    "A drone flown without valid third-party cover may not be registered for spraying work.\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- books
RICE_RAI_2568 = [2100, 1650, 900, 1400, 1850, 2300, 2650, 2400, 1950, 2200]
CANE_RAI_2568 = [350, 420, 300, 150, 600, 850, 900, 700, 480, 380]
FUEL_2568 = [6200, 5100, 3400, 4600, 5900, 7100, 7800, 7200, 6000, 6700]
WAGES_2568 = [16800, 15200, 11200, 14400, 17600, 18400, 20000, 19200, 17600, 19600]
PARTS_2568 = [4500, 2300, 8900, 1200, 3600, 12400, 5300, 2900, 6100, 9600]
LOAN_2568 = [0, 0, 0] + [17100] * 7
RICE_RAI_2567 = [1500, 1200, 700, 1100, 1400, 1800, 2100, 1900, 1500, 1700, 1600, 1300]
CANE_RAI_2567 = [200, 250, 180, 100, 400, 600, 650, 500, 350, 300, 250, 150]
FUEL_2567 = [4800, 4100, 2600, 3700, 4500, 5600, 6200, 5700, 4600, 5100, 4800, 3900]
WAGES_2567 = [12000, 10500, 7500, 10500, 13500, 15000, 16500, 15000, 13500, 15000, 13500, 12000]
PARTS_2567 = [3200, 1800, 5400, 900, 2700, 7600, 4100, 2200, 3900, 6800, 2500, 11300]
LOAN_2567 = [0] * 12


def _spray_book(path: Path, year: str, rice: list[int], cane: list[int], rates: tuple[int, int],
                fuel: list[int], wages: list[int], parts: list[int], loan: list[int]) -> None:
    book = openpyxl.Workbook()
    jobs = book.active
    jobs.title = "งานพ่น Jobs"
    jobs.append([f"งานพ่นโดรน ต้นข้าวโดรนเกษตร ปี {year} (Spraying jobs {year})"])
    jobs.append(["เดือน (Month)", "นาข้าว (Rice, ไร่)", "ไร่อ้อย (Sugarcane, ไร่)", "รายรับนาข้าว (Rice income, THB)",
                 "รายรับไร่อ้อย (Cane income, THB)", "รวมรายรับ (Total income, THB)"])
    for month, r, c in zip(MONTHS, rice, cane):
        jobs.append([f"{month} {year}", r, c, r * rates[0], c * rates[1], r * rates[0] + c * rates[1]])
    jobs.append(["รวม (Total)", sum(rice), sum(cane), sum(rice) * rates[0], sum(cane) * rates[1],
                 sum(rice) * rates[0] + sum(cane) * rates[1]])
    jobs.append([f"ราคาเฉลี่ย นาข้าว {rates[0]} บาท/ไร่ ไร่อ้อย {rates[1]} บาท/ไร่"])
    for column in range(2, 7):
        money_format(jobs, column)
    costs = book.create_sheet("ค่าใช้จ่าย Expenses")
    costs.append([f"ค่าใช้จ่ายงานโดรน ปี {year} (Expenses {year})"])
    costs.append(["เดือน (Month)", "น้ำมัน/ค่าไฟชาร์จ (Fuel & charging)", "ค่าแรงผู้ช่วย (Wages)",
                  "อะไหล่/ซ่อม (Parts & repair)", "ค่างวดโดรน (Drone loan)", "รวม (Total)"])
    for month, f, w, p, l in zip(MONTHS, fuel, wages, parts, loan):
        costs.append([f"{month} {year}", f, w, p, l, f + w + p + l])
    costs.append(["รวม (Total)", sum(fuel), sum(wages), sum(parts), sum(loan),
                  sum(fuel) + sum(wages) + sum(parts) + sum(loan)])
    for column in range(2, 7):
        money_format(costs, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟ (Electricity)", 3412.80, "PEA รวมชาร์จแบตโดรน"), ("ค่าน้ำประปา (Water)", 312, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "GreenWave"), ("ค่ากับข้าว (Food)", 11200, ""),
                  ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวดที่ 31/60"),
                  ("ค่ารถตู้รับส่งใบข้าว (School van)", 1800, ""), ("ค่ายาของยาย (Grandma's medicine)", 1150, "")],
    "ก.ย. 2568": [("ค่าไฟ (Electricity)", 3986.45, "PEA รวมชาร์จแบตโดรน"), ("ค่าน้ำประปา (Water)", 348, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "GreenWave"), ("ค่ากับข้าว (Food)", 10850, ""),
                  ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวดที่ 32/60"),
                  ("ค่ารถตู้รับส่งใบข้าว (School van)", 1800, ""), ("ค่ายาของยาย (Grandma's medicine)", 1150, ""),
                  ("ค่าซ่อมปั๊มน้ำ (Water pump repair)", 1650, "")],
    "ต.ค. 2568": [("ค่าไฟ (Electricity)", 4215.30, "PEA รวมชาร์จแบตโดรน"), ("ค่าน้ำประปา (Water)", 329, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "GreenWave"), ("ค่ากับข้าว (Food)", 11600, ""),
                  ("ผ่อนรถกระบะ (Pickup instalment)", 9870, "งวดที่ 33/60"),
                  ("ค่ารถตู้รับส่งใบข้าว (School van)", 1800, ""),
                  ("ค่ายาของยาย + ค่าหมอ (Grandma's medicine, doctor)", 2430, "รพ.สมเด็จพระสังฆราชองค์ที่ 17")],
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
    top = ["โรงเรียนดรุณวิทย์สองพี่น้อง จ.สุพรรณบุรี", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปัณณ์ชญา ทองมา  ชั้น ป.2/1  เลขประจำตัว 30872"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระได้ที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0205-3317-9904",
              "ชำระล่าช้า ปรับวันละ 50 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
                           ("ค่าหนังสือและอุปกรณ์การเรียน", "2,650")], "23,350", "9 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าเล่าเรียน", "16,800"), ("ค่าอาหารกลางวันและอาหารว่าง", "3,900"),
                           ("ค่ากิจกรรมและทัศนศึกษา", "1,500"), ("ค่าเรียนว่ายน้ำ", "2,400")],
                "24,600", "14 พฤศจิกายน 2568")

# ---------------------------------------------------------------- household pdfs
PEA_BILL = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Song Phi Nong\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mrs. Piyanuch Thongma\n"
    "Address: 88/3 Moo 5, Bang Ta Then, Song Phi Nong, Suphan Buri 72110\n"
    "Customer no. 020074419265\n"
    "Billing period: 16 Sep 2025 - 15 Oct 2025\n"
    "Meter reading: 41,377 -> 42,269   Units used: 892 kWh\n"
    "Energy charge 3,573.77  Ft 327.54  Service 38.22  VAT 7% 275.77\n"
    "AMOUNT DUE: 4,215.30 THB\n"
    "Due date: 30 Oct 2025\n"
    "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app.",
]
GREENWAVE_BILL = [
    "GREENWAVE BROADBAND CO., LTD.\n"
    "MONTHLY STATEMENT - October 2025\n"
    "Customer: Piyanuch Thongma    Account: GW-7208-1164\n"
    "Package: Home Fibre 1000/500 Mbps    699.00\n"
    "VAT 7%                               48.93\n"
    "TOTAL                               747.93 THB\n"
    "Due date: 28 Oct 2025. Pay by mobile banking or at any counter service.",
]
HEALTH_RENEWAL = [
    "LOTUS LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Policy Service Centre, Bangkok\n"
    "1 November 2025\n"
    "\n"
    "PREMIUM DUE NOTICE - KIDS HEALTH PLUS\n"
    "Policy owner: Mrs. Piyanuch Thongma\n"
    "Insured: Miss Punchaya Thongma, age 8      Policy no. LL-KH-2566-22871\n"
    "Plan: Kids Health Plus, in-patient cover up to 500,000 THB per year, OPD 1,500 THB per visit\n"
    "\n"
    "Policy year: 15 Dec 2025 - 14 Dec 2026\n"
    "Annual premium: 13,480 THB (last year 12,950 THB; new age band 8-10)\n"
    "Due date: 15 Dec 2025. Grace period 31 days.\n"
    "Pay by bank transfer, credit card, or through your agent, Khun Orawan (092-416-3385).",
]


# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    rai = sum(RICE_RAI_2568) + sum(CANE_RAI_2568)
    income = sum(RICE_RAI_2568) * 60 + sum(CANE_RAI_2568) * 85
    return [
        ("แผนงานต้นข้าวโดรนเกษตร ปี 2569", "Tonkhao Agri Drone - plan for 2026\nธนากร และ ปิยะนุช ทองมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ม.ค.–ต.ค. 2568 พ่นไปแล้ว {rai:,} ไร่ รายรับ {income:,} บาท\n"
                         "ลูกค้าใหม่: กลุ่มไร่อ้อยดอนมะนาว, วิสาหกิจนาข้าวบางตาเถร\n"
                         "ปัญหา: ราคาต่อไร่ลดลงเพราะคู่แข่งเยอะ, แบตเสื่อมเร็ว, ค่างวด T50 เดือนละ 17,100"),
        ("เป้าหมายปี 2569", "พ่นให้ได้ 30,000 ไร่ทั้งปี\nรายรับ 2,100,000 บาท\nลูกค้ากลุ่ม/วิสาหกิจ ทำสัญญาประจำ 4 ราย"),
        ("ซื้อโดรน T50 ลำที่ 2", "งบ 690,000 บาท (ดาวน์ 150,000 กู้ 540,000)\nซื้อไตรมาส 1 ก่อนนาปรังรอบ 2\n"
                                "ขาย T40 ลำที่ 1 ประมาณ 180,000 บาท"),
        ("คนและพื้นที่", "จ้างนักบินเพิ่ม 1 คน เดือนละ 15,000 บาท\nขยายไป อ.ดอนเจดีย์ และ อ.ศรีประจันต์"),
        ("อุปกรณ์", "แบตสำรอง 2 ก้อน + แท่นชาร์จ งบ 140,000 บาท (ดูใบเสนอราคา SkyFarm กับไทยโดรนพาร์ท)\n"
                    "แยกมิเตอร์ไฟโรงเก็บโดรน"),
    ]


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ธุรกิจโดรน/แชท/แชทไลน์_ผู้ใหญ่สมพงษ์_นาปรัง.txt": """[3 พ.ย. 68 19:05] ผู้ใหญ่สมพงษ์: ปุ้ย นาปรังหมู่ 7 ดอนมะนาว รวมได้ประมาณ 600 ไร่ พ่นยาคุมกับยาเพลี้ย คิดไร่ละเท่าไหร่
[3 พ.ย. 68 19:12] ปุ้ย ต้นข้าวโดรน: พ่นอย่างเดียว ชาวบ้านซื้อยาเอง ไร่ละ 60 ค่ะผู้ใหญ่
[3 พ.ย. 68 19:30] ผู้ใหญ่สมพงษ์: แพงไปหน่อย เจ้าจากศรีประจันต์เขาเอา 50
[3 พ.ย. 68 19:41] ปุ้ย ต้นข้าวโดรน: งั้นลดให้เป็น 55 ค่ะ ถ้ารวมแปลงได้เกิน 500 ไร่ แล้วให้พ่นติดกันวันเดียวกันนะคะ
[3 พ.ย. 68 19:45] ผู้ใหญ่สมพงษ์: เดี๋ยวไปคุยกับลูกบ้านก่อน
[6 พ.ย. 68 08:15] ผู้ใหญ่สมพงษ์: รวมชื่อแล้ว ได้ 640 ไร่ เอาไร่ละ 55 นะ
[6 พ.ย. 68 08:20] ปุ้ย ต้นข้าวโดรน: ได้ค่ะ 640 ไร่ ไร่ละ 55 รวม 35,200 บาท เริ่ม 18 พ.ย. พี่ต้นกับน้องเบียร์ไป 2 ลำค่ะ
[6 พ.ย. 68 08:22] ผู้ใหญ่สมพงษ์: โอเค น้ำเดี๋ยวให้ลูกบ้านเตรียมไว้หัวคันนา
[6 พ.ย. 68 08:23] ปุ้ย ต้นข้าวโดรน: ขอบคุณค่ะ จ่ายหลังพ่นเสร็จได้เลยค่ะ
""",
    "ธุรกิจโดรน/แชท/แชทไลน์_คุณวิไล_ไร่อ้อย.txt": """[27 ต.ค. 68 10:02] วิไล กลุ่มไร่อ้อย: ปุ้ยจ๊ะ กรรมการกลุ่มอนุมัติใบเสนอราคาฉบับแก้แล้วนะ 1,350 ไร่ 216,000
[27 ต.ค. 68 10:10] ปุ้ย ต้นข้าวโดรน: ขอบคุณมากค่ะพี่วิไล มัดจำ 30% 64,800 บาทนะคะ
[27 ต.ค. 68 10:14] วิไล กลุ่มไร่อ้อย: เดี๋ยวเหรัญญิกโอนให้ภายใน 15 พ.ย. นะ
[27 ต.ค. 68 10:15] ปุ้ย ต้นข้าวโดรน: ได้ค่ะ รอบแรกยาคุมหญ้า เริ่ม 24 พ.ย. ค่ะ
[10 พ.ย. 68 16:40] วิไล กลุ่มไร่อ้อย: โอนมัดจำแล้วนะ 64,800 ส่งสลิปให้แล้ว
[10 พ.ย. 68 16:52] ปุ้ย ต้นข้าวโดรน: ได้รับแล้วค่ะ เดี๋ยวออกใบเสร็จให้ค่ะ
[10 พ.ย. 68 16:55] วิไล กลุ่มไร่อ้อย: รอบปุ๋ยทางใบขอเลื่อนไปต้นกุมภาได้มั้ย อ้อยบางแปลงยังเล็ก
[10 พ.ย. 68 17:03] ปุ้ย ต้นข้าวโดรน: ได้ค่ะพี่ ราคาเท่าเดิมค่ะ
""",
    "ธุรกิจโดรน/สารเคมี/แชทไลน์_ร้านเจริญผลการเกษตร.txt": """[28 ต.ค. 68 09:20] ปุ้ย ต้นข้าวโดรน: เฮียคะ ยากันเชื้อราอะซอกซี่+ไดฟีโน ลังละ 12 ขวด ตอนนี้เท่าไหร่คะ
[28 ต.ค. 68 09:34] เจริญผลการเกษตร: ลังละ 4,800 จ้า
[28 ต.ค. 68 09:40] ปุ้ย ต้นข้าวโดรน: แพงกว่าที่สั่งบริษัทนะคะเฮีย ถ้าเอา 5 ลังลดได้มั้ยคะ
[28 ต.ค. 68 10:05] เจริญผลการเกษตร: 5 ลัง เฮียให้ลังละ 4,650 ละกัน ส่งถึงบ้านให้ด้วย
[28 ต.ค. 68 10:07] ปุ้ย ต้นข้าวโดรน: โอเคค่ะ เอา 5 ลัง รวม 23,250 นะคะ
[28 ต.ค. 68 10:09] เจริญผลการเกษตร: ได้ พรุ่งนี้บ่ายลุงเชิดมารับหรือให้ส่ง
[28 ต.ค. 68 10:12] ปุ้ย ต้นข้าวโดรน: ส่งเลยค่ะเฮีย โอนวันส่งของนะคะ
[29 ต.ค. 68 15:30] เจริญผลการเกษตร: ส่งแล้ว 5 ลัง ยอด 23,250
""",
    "ธุรกิจโดรน/สารเคมี/email_from_AgroChem_Nov2025.txt": AGROCHEM_EMAIL,
    "ธุรกิจโดรน/บัญชี/ค่าแรงผู้ช่วย_ตุลาคม68.md": """# ค่าแรงผู้ช่วย ตุลาคม 2568

| ชื่อ | ค่าแรงต่อวัน | วันทำงาน | รวม |
|---|---|---|---|
| น้องเบียร์ (นักบินผู้ช่วย/ผสมยา) | 450 บาท | 24 วัน | 10,800 บาท |
| ลุงเชิด (ขับรถ/เติมน้ำ) | 400 บาท | 22 วัน | 8,800 บาท |

รวมจ่ายค่าแรง ต.ค. 19,600 บาท จ่ายแล้ว 31 ต.ค.
ฝนตก 4 วัน หยุดบิน ไม่คิดค่าแรง
""",
    "ธุรกิจโดรน/ข้อมูลโดรนและใบอนุญาต.md": """# ข้อมูลโดรนและใบอนุญาต

| ลำ | รุ่น | ซีเรียล | ทะเบียน กพท. | ซื้อเมื่อ |
|---|---|---|---|---|
| ต้นข้าว 1 | DJI Agras T40 | 1ZNBH3K00C0417 | UAV-SP-66-01882 | มี.ค. 2566 (เงินสด) |
| ต้นข้าว 2 | DJI Agras T40 | 1ZNBH3K00C0952 | UAV-SP-67-00215 | ม.ค. 2567 (เงินสด) |
| ต้นข้าว 3 | DJI Agras T50 | 1ZNBJ5M00D0338 | UAV-SP-68-00671 | มี.ค. 2568 (กู้ธนาคาร) |

## ใบอนุญาตผู้บังคับโดรน
- พี่ต้น (ธนากร ทองมา) เลขที่ RP-67-11452 หมดอายุ 14 ก.พ. 2569 ต้องต่อก่อนหมด
- น้องเบียร์ (อภิวัฒน์ ใจมั่น) เลขที่ RP-68-02871 หมดอายุ 30 มิ.ย. 2570

## อื่นๆ
- ประกันบุคคลภายนอกครบทั้ง 3 ลำ กรมธรรม์ CPD-2567-00892 (เจ้าพระยาประกันภัย)
- แบต T40 มี 6 ก้อน เสื่อม 2 ก้อน (เกิน 1,200 รอบ)
""",
    "ธุรกิจโดรน/ตารางงานพ่น_พ.ย.68.md": """# ตารางงานพ่น พฤศจิกายน 2568

- 12–13 พ.ย. นาคุณสมหมาย ต.ศรีสำราญ 85 ไร่ ยาเพลี้ย (T40 ลำ 2)
- 15 พ.ย. แปลงสาธิตเกษตรอำเภอ 20 ไร่ (ฟรี)
- 18–19 พ.ย. นาปรังหมู่ 7 ดอนมะนาว ผู้ใหญ่สมพงษ์ 640 ไร่ (T50 + T40 ลำ 1)
- 24–29 พ.ย. ไร่อ้อยกลุ่มดอนมะนาว รอบยาคุมหญ้า 1,350 ไร่ (3 ลำ)
- 30 พ.ย. เช็กเครื่อง/ล้างถัง ก่อนเริ่มงานวิสาหกิจ 1 ธ.ค.
""",
    "ธุรกิจโดรน/สูตรน้ำหมักชีวภาพ.md": """# น้ำหมักชีวภาพ (สูตรลุงเชิด)
- เศษผักผลไม้ 3 กก.
- กากน้ำตาล 1 กก.
- น้ำสะอาด 10 ลิตร
- สาร พด.2 1 ซอง
หมักในถังปิดฝา 15 วัน คนวันละครั้ง ผสมน้ำ 1:500 ฉีดพ่นแปลงผัก
""",
    "บ้าน/แชทไลน์_บ้านทองมา.txt": """[1 พ.ย. 68 20:05] ปุ้ย: พี่ต้น ค่าเทอมใบข้าวเทอม 2 ต้องจ่ายก่อน 14 พ.ย. นะ
[1 พ.ย. 68 20:09] ต้น: โอเค เดี๋ยวโอนหลังได้มัดจำกลุ่มไร่อ้อย
[1 พ.ย. 68 20:11] ปุ้ย: ค่าไฟเดือนที่แล้ว 4,215 เลยนะ ชาร์จแบตโดรนที่บ้านทุกคืน
[1 พ.ย. 68 20:14] ต้น: ปีหน้าแยกมิเตอร์โรงเก็บโดรนเลย จะได้ลงบัญชีร้าน
[2 พ.ย. 68 07:30] ยายสำลี: วันที่ 20 ยายนัดหมอที่โรงพยาบาลนะ ใครไปส่งได้
[2 พ.ย. 68 07:45] ปุ้ย: ปุ้ยพาไปเองจ้ะยาย วันนั้นพี่ต้นบินที่ดอนมะนาว
[5 พ.ย. 68 18:20] ต้น: ใบแจ้งประกันสุขภาพใบข้าวมาแล้ว ขึ้นอีกแล้ว
[5 พ.ย. 68 18:26] ปุ้ย: เห็นแล้ว จ่ายก่อนกลางธันวา
[11 พ.ย. 68 19:02] ปุ้ย: โอนค่าเทอมใบข้าวแล้วนะ ส่งสลิปให้ครูแล้ว
""",
    "บ้าน/แผนเที่ยวปีใหม่_กาญจนบุรี.md": """# เที่ยวปีใหม่ กาญจนบุรี
- 1 ม.ค. ออกเช้า แวะตลาดน้ำลาดชะโด
- พักแพริมแม่น้ำแคว 2 คืน คืนละ 3,200
- ใบข้าวอยากไปน้ำตกเอราวัณ
- ยายไปด้วย เตรียมยาให้ยาย
""",
}
TODO = {"todo.md": """- โอนค่าเทอมใบข้าว ก่อน 14 พ.ย.
- เทียบใบเสนอราคาแบตโดรน SkyFarm กับไทยโดรนพาร์ท
- จ่ายประกันโดรน ก่อน 24 พ.ย.
- ต่อใบอนุญาตพี่ต้น ก่อน ก.พ.
- พายายไปหาหมอ 20 พ.ย.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    biz = docs / "ธุรกิจโดรน"
    quotes, contracts, parts, chems = biz / "ใบเสนอราคา", biz / "สัญญา", biz / "อะไหล่", biz / "สารเคมี"
    loan, insure, books = biz / "เงินกู้โดรน", biz / "ประกันโดรน", biz / "บัญชี"
    home = docs / "บ้าน"
    for folder in (quotes, contracts, parts, chems, loan, insure, books, biz / "แชท", home / "Bills",
                   home / "ประกัน", home / "ค่าเทอมใบข้าว"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_กลุ่มไร่อ้อยดอนมะนาว_ร่าง.docx", CANE_DRAFT, CANE_DRAFT_TABLE,
               bottom=CANE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_กลุ่มไร่อ้อยดอนมะนาว_ฉบับจริง.docx", CANE_FINAL, CANE_FINAL_TABLE,
               bottom=CANE_FINAL_BOTTOM)
    write_docx(contracts / "สัญญาจ้างพ่นยา_วิสาหกิจนาข้าวบางตาเถร.docx", RICE_CONTRACT,
               headings=RICE_CONTRACT_HEADINGS, bottom=RICE_CONTRACT_BOTTOM)
    make_pdf(parts / "SkyFarm_pricelist_2025.pdf", SKYFARM_PRICES_2025)
    write_docx(parts / "ราคาอะไหล่_สกายฟาร์ม_2567.docx", SKYFARM_PRICES_2567, SKYFARM_PRICES_2567_TABLE,
               bottom=SKYFARM_PRICES_2567_BOTTOM)
    make_pdf(parts / "SkyFarm_invoice_SF-25-0931.pdf", SKYFARM_INVOICE)
    make_pdf(parts / "SkyFarm_quotation_battery_Nov2025.pdf", SKYFARM_QUOTE)
    write_docx(parts / "ใบเสนอราคาแบตโดรน_ไทยโดรนพาร์ท.docx", THAIDRONE_QUOTE, THAIDRONE_TABLE,
               bottom=THAIDRONE_BOTTOM)
    make_pdf(chems / "AgroChem_invoice_ACS-2510-077.pdf", AGROCHEM_INVOICE)
    make_pdf(loan / "SiamHarvest_loan_rate_notice_Nov2025.pdf", LOAN_NOTICE)
    make_pdf(loan / "SiamHarvest_loan_statement_Oct2025.pdf", LOAN_STATEMENT)
    make_pdf(insure / "ChaoPhraya_drone_insurance_renewal_2025.pdf", DRONE_INSURANCE)
    _spray_book(books / "บัญชีงานพ่น_2568.xlsx", "2568", RICE_RAI_2568, CANE_RAI_2568, (60, 85),
                FUEL_2568, WAGES_2568, PARTS_2568, LOAN_2568)
    _spray_book(books / "บัญชีงานพ่น_2567.xlsx", "2567", RICE_RAI_2567, CANE_RAI_2567, (65, 90),
                FUEL_2567, WAGES_2567, PARTS_2567, LOAN_2567)
    write_slides(biz / "แผนงานปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_bill_Oct2025.pdf", PEA_BILL)
    make_pdf(home / "Bills" / "GreenWave_internet_bill_Oct2025.pdf", GREENWAVE_BILL)
    make_pdf(home / "ประกัน" / "LotusLife_health_renewal_Baikhao_2025.pdf", HEALTH_RENEWAL)
    write_docx(home / "ค่าเทอมใบข้าว" / "ค่าเทอม_ใบข้าว_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมใบข้าว" / "ค่าเทอม_ใบข้าว_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
