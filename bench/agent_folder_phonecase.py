"""The phonecase folder: the papers of an online phone-case seller in Korat and her household, written by code.

The owner is ศิริพร แก้วมณี (มิ้นท์, Mint, Siriporn Kaewmanee) of "MintCase โคราช", 88/14 ถ.มิตรภาพ ต.ในเมือง
อ.เมืองนครราชสีมา จ.นครราชสีมา 30000. She sells phone cases, screen films, cables, grips and chargers on Shopee,
Lazada and TikTok Shop (with TikTok lives), and takes the odd corporate order of logo-printed cases. Her husband
กฤษดา (พี่ก้อง) helps pack and drives; their daughter ด.ญ.ใบเตย (น้องเตย) is in ม.1; her mother ทองใบ ศรีประเสริฐ
(แม่) had a cataract operation; her brother is พี่ต่อ. Packers: ฝน, ป้าแดง, ต้นกล้า. It is November 2568 (2025).

Documents/ร้าน MintCase/ (the business)
- สั่งของ Supplier/Quote_BKK MobileParts_Nov2025.pdf: English quote BMP-QT-2511-087 (4 Nov 2025) from Bangkok Mobile
  Parts Co., Ltd.: 500 clear MagSafe cases at 28.50, 1,000 glass films at 9.80, 300 USB-C cables at 35.00, 200 grips
  at 18.00: 38,150.00 + VAT 2,670.50 = 40,820.50.
- สั่งของ Supplier/ใบเสนอราคา ร้านโต้งโมบายล์ พ.ย.68.docx: the Thai wholesaler's quote for the same items (26, 11, 32,
  20): 37,600 + delivery 450 = 38,050 (no VAT), deposit 50% 19,025.
- ลูกค้าองค์กร/ใบเสนอราคา_เคสสกรีนโลโก้_โคราชมอเตอร์_ร่าง.docx: draft QT-MC-6811-03 (3 พ.ย. 2568): 150 cases at 189
  (28,350) + screen block 1,500 = 29,850 (never sent).
- ลูกค้าองค์กร/ใบเสนอราคา_เคสสกรีนโลโก้_โคราชมอเตอร์_final v2.docx: the final (6 พ.ย. 2568) to คุณแพรวา (แพร):
  200 cases at 175 (35,000) + block 1,200 = 36,200, deposit 50% 18,100, delivery by 5 ธ.ค. 2568.
- ลูกค้าองค์กร/แชทไลน์_คุณแพร_โคราชมอเตอร์.txt: budget 32,000; 168 (33,600) offered, 160 asked; settled 165 a case,
  free block, 33,000; deposit 16,500 transferred 10 พ.ย.
- บัญชี/ยอดขาย_MintCase_2568.xlsx: this year's book, sheets ยอดขาย Sales (Shopee, Lazada, TikTok Shop, wholesale by
  month, Jan-Oct; TikTok ส.ค. 88,650) and ค่าใช้จ่าย Expenses (COGS, platform fees, ads, packaging, packing wages).
- บัญชี/ยอดขาย_MintCase_2567.xlsx: last year's book, same layout, Jan-Dec (ads มี.ค. 2567 7,450).
- บัญชี/ค่าแรงทีมแพ็ค_Oct2025.xlsx: packers' wages, sheets ต.ค.68 (ฝน 11,150, ป้าแดง = บุญมี แสงจันทร์ 8,090,
  ต้นกล้า 2,210; 21,450) and ก.ย.68 (19,260).
- ราคา/Price list MintCase Nov2025.xlsx: current prices, two sheets (cases; films and accessories): privacy film
  Shopee 129, Lazada 135, TikTok 119, wholesale 65.
- ราคา/ราคาขาย_มิ.ย.68_old.xlsx: the June price list (privacy film Shopee 119, TikTok 109).
- แพลตฟอร์ม/Shopee_income_statement_Sep2025.pdf: gross 171,400.00, net payout 146,894.50.
- แพลตฟอร์ม/Shopee_income_statement_Oct2025.pdf: gross 186,420.00, net payout 159,339.60 (paid 5 Nov 2025).
- แพลตฟอร์ม/Lazada_fee_update_notice_Nov2025.pdf: commission for mobile accessories 5.35% -> 6.42% from 1 Dec 2025.
- แพลตฟอร์ม/email_Shopee_12.12 Mega Sale invite.txt: 12.12 campaign: at least 10% off, co-funded voucher 5%+5% cap
  150, extra 2% commission, register by 25 Nov 2025.
- ขนส่ง/KwikParcel_invoice_Oct2025.pdf: English invoice KP-INV-2510-3318 (3 Nov 2025): 1,240 parcels 29,760.00 + COD
  fee 1,455.00 = 31,215.00 + VAT 2,185.05 = 33,400.05, less WHT 312.15, payable 33,087.90 by 17 Nov 2025.
- ขนส่ง/ใบเสร็จ_ควิกพาร์เซล_RC2511-0412.docx: the Thai receipt of that invoice: 33,087.90 received 12 พ.ย. 2568.
- ไลฟ์ & คอนเทนต์/สรุปไลฟ์ TikTok 11.11.md: the 11.11 live: 412 orders, 96,850 บาท, 14,300 views, ads 6,400.
- ไลฟ์ & คอนเทนต์/LINE_น้องเจล_รีวิวเคส.txt: chat with creator เจล: 5,000 + 10% asked, 3,000 + 8% offered, 4,500
  asked, settled 4,000 a clip + 8%, 3 clips 12,000, half 6,000 paid 15 พ.ย.
- ไลฟ์ & คอนเทนต์/ไอเดียคอนเทนต์ TikTok.md: content ideas.
- ที่เก็บสต็อก/สัญญาเช่าห้องแถว_เก็บสต็อก_2568-69.docx: shophouse lease on ถ.จอมพล: 8,500 a month, deposit 17,000,
  1 ม.ค. 2568 - 31 ธ.ค. 2569, 60 days notice.
- เคลม-คืนสินค้า_ต.ค.68.md: October returns, 23 cases, refunded 3,870.
- แผนร้าน MintCase ปี 2569.pptx: next year's plan (target 2,400,000).
- สรุปยอด Q3 2568_ส่งพี่ก้อง.pptx: Q3 review from the book.

Documents/บ้าน Home/ (the household)
- Bills/ค่าไฟ ส.ค.68.pdf (598 kWh, 2,874.35), ค่าไฟ ก.ย.68.pdf (641 kWh, 3,086.12), ค่าไฟ ต.ค.68.pdf (587 kWh,
  2,829.47): English PEA bills.
- รถ/Yaris_hire purchase statement_Oct2025.pdf: Siam Auto Leasing: 9,870.00 x 60, 34 paid, 26 left = 256,620.00,
  next due 25 Nov 2025.
- ประกัน/ใบแจ้งต่ออายุประกันสุขภาพ_มิ้นท์_2569.docx: premium 28,640 (last year 25,910) due 15 ธันวาคม 2568.
- ค่าเทอม/ใบแจ้งค่าธรรมเนียม_ด.ญ.ใบเตย_ภาค2-68.docx: 12,000 + 2,500 + 3,400 + 500 = 18,400 by 20 พ.ย. 2568.
- แม่/Mittraphap_Hospital_invoice_cataract_Oct2025.pdf: mother's left-eye cataract surgery 21 Oct 2025, 48,900.
- แม่/นัดหมอแม่.md: notes on her eyes, right eye planned ม.ค. 69 (about 52,000), split with พี่ต่อ.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 68) with the car 9,870.
- แชทกลุ่มบ้านเรา.txt: the family LINE group.  - ของต้องซื้อ.txt: a shopping list.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP = "ร้าน MintCase"
HOME = "บ้าน Home"
MC_TOP = ("MintCase โคราช (ศิริพร แก้วมณี) 88/14 ถ.มิตรภาพ ต.ในเมือง อ.เมืองนครราชสีมา จ.นครราชสีมา 30000 "
          "โทร 086-377-5190  LINE @mintcasekorat")

# ---------------------------------------------------------------- supplier quotes
BMP_QUOTE = [
    "BANGKOK MOBILE PARTS CO., LTD.\n"
    "Importer and wholesaler of mobile accessories - 1120/5 Soi Pracharat Bampen, Huai Khwang, Bangkok 10310\n"
    "Tel. 02-274-8816   Tax ID 0105559018842\n"
    "\n"
    "QUOTATION No. BMP-QT-2511-087            Date: 4 Nov 2025\n"
    "To: Ms. Siriporn Kaewmanee (MintCase Korat), 88/14 Mittraphap Road, Nakhon Ratchasima\n"
    "\n"
    "Item                                         Qty         Unit price    Amount\n"
    "Clear MagSafe case, iPhone 15/16 mixed        500 pcs      28.50      14,250.00\n"
    "Tempered glass film 9H, mixed models        1,000 pcs       9.80       9,800.00\n"
    "USB-C to USB-C cable 60W, 1 m                 300 pcs      35.00      10,500.00\n"
    "Phone grip (foldable stand)                   200 pcs      18.00       3,600.00\n"
    "\n"
    "Subtotal                                                          38,150.00\n"
    "VAT 7%                                                             2,670.50\n"
    "GRAND TOTAL                                                       40,820.50 THB\n"
    "\n"
    "Free delivery to Nakhon Ratchasima by our truck, 3-5 working days.\n"
    "Payment: 30 days credit after the first order (first order: cash on delivery).\n"
    "Defects over 2% replaced free. This quotation is valid for 15 days.\n"
    "Sales: Kittipong (Mac) 089-552-7734",
]
TONG_QUOTE = [
    "ร้านโต้งโมบายล์ ขายส่งอุปกรณ์มือถือ",
    "ห้างพันธุ์ทิพย์ งามวงศ์วาน ชั้น 2 ห้อง 2B-17 จ.นนทบุรี โทร 081-904-6623",
    "ใบเสนอราคา เลขที่ T68/1142  วันที่ 5 พ.ย. 2568",
    "เรียน คุณมิ้นท์ ร้าน MintCase โคราช",
]
TONG_QUOTE_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เคสใส MagSafe iPhone 15/16 คละรุ่น", "500 ชิ้น", "26", "13,000"),
    ("ฟิล์มกระจก 9H คละรุ่น", "1,000 แผ่น", "11", "11,000"),
    ("สายชาร์จ USB-C to C 60W ยาว 1 ม.", "300 เส้น", "32", "9,600"),
    ("กริ๊ปติดมือถือ (พับเป็นขาตั้ง)", "200 ชิ้น", "20", "4,000"),
    ("รวมค่าสินค้า", "", "", "37,600"),
    ("ค่าส่ง (ขนส่งเอกชนถึงโคราช)", "", "", "450"),
    ("รวมทั้งสิ้น", "", "", "38,050"),
]
TONG_QUOTE_BOTTOM = [
    "รวมทั้งสิ้น 38,050 บาท ร้านไม่ออกใบกำกับภาษี",
    "มัดจำ 50% = 19,025 บาท ส่งของภายใน 2-3 วันหลังโอน ที่เหลือเก็บปลายทาง",
    "เคลมของเสียภายใน 7 วัน ฟิล์มแตกจากขนส่งเปลี่ยนให้",
    "เฮียโต้ง 081-904-6623",
]

# ---------------------------------------------------------------- corporate order (logo cases)
KM_DRAFT = [
    MC_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-MC-6811-03",
    "วันที่ 3 พฤศจิกายน 2568",
    "เรียน ฝ่ายการตลาด บริษัท โคราชมอเตอร์เซลส์ จำกัด 1999 ถ.มิตรภาพ อ.เมืองนครราชสีมา",
    "เรื่อง เคสมือถือสกรีนโลโก้ เป็นของขวัญปีใหม่ลูกค้า",
]
KM_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เคส TPU กันกระแทก สกรีนโลโก้ 1 สี (คละรุ่น iPhone/Samsung)", "150 ชิ้น", "189", "28,350"),
    ("ค่าทำบล็อกสกรีนและจัดไฟล์โลโก้", "1 งาน", "1,500", "1,500"),
    ("รวมทั้งสิ้น", "", "", "29,850"),
]
KM_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 29,850 บาท (สองหมื่นเก้าพันแปดร้อยห้าสิบบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "ร่าง ยังไม่ส่ง ถามพี่ก้องก่อนว่าใส่กล่องของขวัญด้วยไหม",
]
KM_FINAL = [
    MC_TOP,
    "ใบเสนอราคา  เลขที่ QT-MC-6811-03 (แก้ไขครั้งที่ 2)",
    "วันที่ 6 พฤศจิกายน 2568",
    "เรียน คุณแพรวา ชัยศรี เจ้าหน้าที่การตลาด บริษัท โคราชมอเตอร์เซลส์ จำกัด",
    "เรื่อง เคสมือถือสกรีนโลโก้ พร้อมกล่องของขวัญ สำหรับแจกลูกค้าช่วงปีใหม่ 2569",
]
KM_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("เคส TPU กันกระแทก สกรีนโลโก้ 2 สี พร้อมกล่องของขวัญ (คละรุ่นตามรายชื่อ)", "200 ชิ้น", "175", "35,000"),
    ("ค่าทำบล็อกสกรีนและจัดไฟล์โลโก้", "1 งาน", "1,200", "1,200"),
    ("รวมทั้งสิ้น", "", "", "36,200"),
]
KM_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 36,200 บาท (สามหมื่นหกพันสองร้อยบาทถ้วน) ร้านไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม",
    "เงื่อนไข: มัดจำ 50% = 18,100 บาท เมื่อยืนยันสั่งผลิต ส่วนที่เหลือชำระวันส่งของ",
    "ส่งของภายในวันที่ 5 ธันวาคม 2568 หลังได้รับรายชื่อรุ่นมือถือครบ ราคานี้ยืนถึง 20 พฤศจิกายน 2568",
    "ลงชื่อ ศิริพร แก้วมณี ผู้เสนอราคา",
]

# ---------------------------------------------------------------- books
SALES_HEADERS = ["เดือน (Month)", "Shopee", "Lazada", "TikTok Shop", "ขายส่ง/องค์กร (Wholesale)", "รวม (Total)"]
COST_HEADERS = ["เดือน (Month)", "ต้นทุนสินค้า (COGS)", "ค่าธรรมเนียมแพลตฟอร์ม (Platform fees)", "ค่าโฆษณา (Ads)",
                "ค่าแพ็ค/กล่อง (Packaging)", "ค่าแรงแพ็คของ (Packing wages)", "รวม (Total)"]
SALES_2568 = [
    [142300, 128600, 151200, 139800, 147500, 133900, 149300, 158700, 171400, 186420],
    [48200, 43100, 46900, 41500, 44800, 39700, 42300, 45100, 47600, 51300],
    [36500, 41200, 52800, 58900, 66300, 71800, 79400, 88650, 94300, 112750],
    [0, 12000, 0, 8500, 0, 0, 15600, 0, 9800, 0],
]
COSTS_2568 = [
    [86400, 84100, 93800, 91300, 96200, 93500, 106900, 110200, 120300, 132600],
    [18200, 16900, 19800, 19100, 20900, 20300, 22100, 24300, 26800, 30900],
    [12500, 11800, 14200, 15600, 16800, 17400, 18900, 21350, 23800, 28600],
    [4200, 3950, 4510, 4380, 4620, 4480, 4890, 5230, 5640, 6210],
    [16800, 15400, 17600, 16800, 17600, 16000, 18400, 18400, 19260, 21450],
]
SALES_2567 = [
    [118400, 104900, 126300, 117200, 121800, 109600, 123500, 131900, 138200, 149700, 162800, 171300],
    [52600, 47800, 51900, 46200, 48300, 42800, 45900, 47200, 49100, 53600, 58700, 61200],
    [8200, 10400, 13900, 16800, 19500, 22300, 25600, 28900, 31200, 35800, 44600, 51900],
    [0, 0, 9600, 0, 0, 7200, 0, 0, 12400, 0, 0, 18500],
]
COSTS_2567 = [
    [68900, 63100, 75800, 67400, 70900, 66200, 72600, 77900, 86300, 89700, 99200, 112800],
    [14300, 13100, 15500, 14400, 15000, 13700, 15400, 16300, 17000, 18400, 20300, 21700],
    [6800, 6200, 7450, 7900, 8300, 8100, 8750, 9400, 9900, 11200, 13600, 15800],
    [3300, 3050, 3520, 3280, 3390, 3140, 3460, 3610, 3790, 4080, 4450, 4820],
    [12000, 11200, 12800, 12000, 12400, 11600, 12800, 13200, 13600, 14400, 16800, 17600],
]


def _monthly_sheet(sheet, title: str, headers: list[str], columns: list[list[int]], year: str) -> None:
    sheet.append([title])
    sheet.append(headers)
    for index, month in enumerate(MONTHS[:len(columns[0])]):
        row = [column[index] for column in columns]
        sheet.append([f"{month} {year[2:]}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in columns] + [sum(map(sum, columns))])
    for column in range(2, len(headers) + 1):
        money_format(sheet, column)


def _book(path: Path, year: str, sales: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    _monthly_sheet(sheet, f"ยอดขาย MintCase ปี {year} แยกตามช่องทาง (Sales by channel {year}, THB)",
                   SALES_HEADERS, sales, year)
    _monthly_sheet(book.create_sheet("ค่าใช้จ่าย Expenses"),
                   f"ค่าใช้จ่ายร้าน MintCase ปี {year} (Shop expenses {year}, THB)", COST_HEADERS, costs, year)
    book.save(path)


WAGE_HEADERS = ("ชื่อ-สกุล (Name)", "ชื่อเล่น (Nickname)", "หน้าที่ (Job)", "ค่าแรง/วัน (Daily)", "วันทำงาน (Days)",
                "OT (ชม.)", "ค่า OT/ชม.", "ค่า OT (OT pay)", "รวม (Total)")
WAGES = {
    "ต.ค.68": [("สุดารัตน์ ทองคำ", "ฝน", "แพ็คของ + ช่วยไลฟ์", 400, 26, 10, 75),
               ("บุญมี แสงจันทร์", "ป้าแดง", "แพ็คของ ติดฟิล์มตัวอย่าง", 350, 22, 6, 65),
               ("ธีรภัทร ศรีประเสริฐ", "ต้นกล้า", "พาร์ทไทม์ เสาร์-อาทิตย์", 300, 7, 2, 55)],
    "ก.ย.68": [("สุดารัตน์ ทองคำ", "ฝน", "แพ็คของ + ช่วยไลฟ์", 400, 24, 8, 75),
               ("บุญมี แสงจันทร์", "ป้าแดง", "แพ็คของ ติดฟิล์มตัวอย่าง", 350, 20, 4, 65),
               ("ธีรภัทร ศรีประเสริฐ", "ต้นกล้า", "พาร์ทไทม์ เสาร์-อาทิตย์", 300, 6, 0, 55)],
}


def _wages(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, people in WAGES.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าแรงทีมแพ็คของ MintCase เดือน {title} (จ่ายทุกวันที่ 1 ของเดือนถัดไป)"])
        sheet.append(list(WAGE_HEADERS))
        total = 0
        for name, nick, job, daily, days, ot, rate in people:
            pay = daily * days + ot * rate
            total += pay
            sheet.append([name, nick, job, daily, days, ot, rate, ot * rate, pay])
        sheet.append(["รวม (Total)", "", "", "", "", "", "", "", total])
        for column in (4, 8, 9):
            money_format(sheet, column)
    book.save(path)


PRICE_HEADERS = ("SKU", "สินค้า (Item)", "ทุน (Cost)", "Shopee", "Lazada", "TikTok Shop", "ส่ง 10 ชิ้นขึ้นไป (Wholesale 10+)")
PRICES_NOV = {
    "เคส Cases": [
        ("MC-CL-01", "เคสใส MagSafe iPhone 15/16", 28.5, 159, 165, 149, 79),
        ("MC-SK-02", "เคสกันกระแทก 4 มุม Samsung A series", 22, 99, 105, 89, 55),
        ("MC-LT-03", "เคสหนังฝาพับใส่บัตร", 65, 259, 269, 239, 149),
        ("MC-CS-04", "เคสสกรีนลายแมว (ลายร้าน)", 48, 219, 229, 199, 120),
        ("MC-KB-05", "เคสการ์ตูนหมีเนย ซิลิโคน", 39, 189, 195, 169, 99),
    ],
    "ฟิล์ม&สาย Accessories": [
        ("MC-FG-11", "ฟิล์มกระจก 9H", 9.8, 59, 65, 49, 25),
        ("MC-FP-12", "ฟิล์มกันเสือก (Privacy film)", 21, 129, 135, 119, 65),
        ("MC-CB-13", "สาย USB-C to C 60W 1 ม.", 35, 139, 145, 125, 75),
        ("MC-GR-14", "กริ๊ปติดหลังเคส (Grip)", 18, 79, 85, 69, 39),
        ("MC-CH-15", "หัวชาร์จ 20W PD", 95, 290, 299, 269, 180),
    ],
}
PRICES_JUN = [
    ("MC-CL-01", "เคสใส MagSafe iPhone 15/16", 31, 149, 155, 139, 75),
    ("MC-SK-02", "เคสกันกระแทก 4 มุม Samsung A series", 22, 95, 99, 85, 52),
    ("MC-LT-03", "เคสหนังฝาพับใส่บัตร", 62, 249, 259, 229, 145),
    ("MC-FG-11", "ฟิล์มกระจก 9H", 10.5, 55, 59, 45, 25),
    ("MC-FP-12", "ฟิล์มกันเสือก (Privacy film)", 23, 119, 125, 109, 60),
    ("MC-CB-13", "สาย USB-C to C 60W 1 ม.", 38, 129, 135, 115, 70),
    ("MC-GR-14", "กริ๊ปติดหลังเคส (Grip)", 19, 69, 75, 59, 35),
]


def _price_list(path: Path, sheets: dict[str, list[tuple]], title: str) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in sheets.items():
        sheet = book.create_sheet(name)
        sheet.append([title])
        sheet.append(list(PRICE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        for column in range(3, 8):
            money_format(sheet, column)
    book.save(path)


# ---------------------------------------------------------------- platforms
def _shopee_statement(month: str, period: str, orders: str, gross: str, voucher: str, commission: str,
                      transaction: str, service: str, net: str, paid: str) -> list[str]:
    return [
        "SHOPEE (THAILAND) - SELLER INCOME STATEMENT\n"
        f"Statement month: {month}\n"
        "Shop: mintcase.korat   Shop ID 318804527\n"
        "Seller: Siriporn Kaewmanee, Nakhon Ratchasima\n"
        f"Period: {period}\n"
        "\n"
        f"Completed orders ........................... {orders}\n"
        f"Product sales (gross) ...................... {gross}\n"
        f"Seller-funded vouchers ..................... -{voucher}\n"
        f"Commission fee ............................. -{commission}\n"
        f"Transaction fee ............................ -{transaction}\n"
        f"Service fee (Free Shipping Program) ........ -{service}\n"
        "\n"
        f"NET PAYOUT ................................. {net} THB\n"
        f"Transferred to Kasikornbank xxx-x-x4471-x on {paid}\n"
        "Amounts include VAT where applicable. A tax invoice for the fees is in Seller Centre.",
    ]


SHOPEE_SEP = _shopee_statement("September 2025", "1 Sep 2025 - 30 Sep 2025", "1,058", "171,400.00", "4,280.00",
                               "8,356.00", "5,013.50", "6,856.00", "146,894.50", "6 Oct 2025")
SHOPEE_OCT = _shopee_statement("October 2025", "1 Oct 2025 - 31 Oct 2025", "1,164", "186,420.00", "5,120.00",
                               "9,064.00", "5,439.60", "7,456.80", "159,339.60", "5 Nov 2025")
LAZADA_NOTICE = [
    "LAZADA SELLER CENTER - IMPORTANT NOTICE\n"
    "Date: 3 November 2025\n"
    "To: all Marketplace sellers in the Mobiles & Tablets accessories category\n"
    "\n"
    "Subject: Commission fee update from 1 December 2025\n"
    "\n"
    "From 1 Dec 2025 the commission fee for Mobile Accessories (cases, screen protectors,\n"
    "cables, chargers) changes from 5.35% to 6.42% of the item price (VAT included).\n"
    "The payment fee stays at 2.14%. Sellers in the Free Shipping Max programme pay an extra\n"
    "4.28%, capped at 80 THB per item.\n"
    "\n"
    "No action is needed: new fees apply to orders created on or after 1 Dec 2025.\n"
    "Questions: Lazada Seller Support, chat in Seller Center.",
]
SHOPEE_EMAIL = """From: Shopee Seller Team <no-reply@seller.shopee.co.th>
To: mintcase.korat@gmail.com
Date: Fri, 14 Nov 2025 10:02
Subject: [Invitation] 12.12 Birthday Sale - register your products now

Dear mintcase.korat,

Your shop is invited to join the 12.12 Birthday Sale on 12 Dec 2025 (00:00-23:59).

What we need from you:
1. Nominate at least 20 products, each at least 10% below its lowest price of the last 30 days.
2. Keep enough stock: at least 30 pieces per nominated product.
3. Ship within 2 days during the campaign.

What you get:
- A co-funded shop voucher: Shopee pays 5% and you pay 5% (10% off, capped at 150 THB per order).
- Your products on the 12.12 landing page and in the 12.12 flash sale slots (first come, first served).
- Free shipping for buyers on orders of 99 THB or more.

Campaign fee: an extra 2% commission on campaign orders (on top of your normal fees).

Please register in Seller Centre > Marketing Centre > 12.12 by 25 Nov 2025. Late nominations cannot be accepted.

Best regards,
Shopee Seller Team
"""

# ---------------------------------------------------------------- courier
KWIK_INVOICE = [
    "KWIK PARCEL (THAILAND) CO., LTD.\n"
    "Korat branch - 302 Suranarai Road, Mueang Nakhon Ratchasima 30000   Tax ID 0105562047719\n"
    "\n"
    "TAX INVOICE / INVOICE No. KP-INV-2510-3318\n"
    "Date: 3 Nov 2025                Due date: 17 Nov 2025\n"
    "Customer: MintCase Korat (Ms. Siriporn Kaewmanee), 88/14 Mittraphap Road, Nakhon Ratchasima\n"
    "Account no. KP-NR-00961   Service month: October 2025\n"
    "\n"
    "Description                                              Amount\n"
    "Parcel delivery, 1,240 parcels at 24.00                29,760.00\n"
    "COD service fee 3% of 48,500.00 collected               1,455.00\n"
    "\n"
    "Subtotal                                               31,215.00\n"
    "VAT 7%                                                  2,185.05\n"
    "Total                                                  33,400.05\n"
    "Less withholding tax 1%                                  -312.15\n"
    "NET AMOUNT PAYABLE                                     33,087.90 THB\n"
    "\n"
    "COD money of 48,500.00 was transferred to you on 2 Nov 2025.\n"
    "Please pay by transfer to Bangkok Bank, Kwik Parcel (Thailand) Co., Ltd., account 307-4-55128-0.",
]
KWIK_RECEIPT = [
    "บริษัท ควิกพาร์เซล (ประเทศไทย) จำกัด สาขานครราชสีมา",
    "302 ถ.สุรนารายณ์ อ.เมืองนครราชสีมา จ.นครราชสีมา 30000  เลขประจำตัวผู้เสียภาษี 0105562047719",
    "ใบเสร็จรับเงิน  เลขที่ RC2511-0412",
    "วันที่ 12 พ.ย. 2568",
    "ได้รับเงินจาก ร้าน MintCase โคราช (คุณศิริพร แก้วมณี) รหัสลูกค้า KP-NR-00961",
    "อ้างอิงใบแจ้งหนี้/ใบกำกับภาษี เลขที่ KP-INV-2510-3318 ลงวันที่ 03/11/68 (ค่าขนส่งเดือน ต.ค. 68)",
]
KWIK_RECEIPT_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ยอดตามใบแจ้งหนี้ (รวมภาษีมูลค่าเพิ่ม)", "33,400.05"),
    ("หัก ภาษีหัก ณ ที่จ่าย 1%", "312.15"),
    ("รับชำระครั้งนี้", "33,087.90"),
]
KWIK_RECEIPT_BOTTOM = [
    "รับชำระโดย โอนเงินเข้าบัญชีธนาคารกรุงเทพ จำนวน 33,087.90 บาท (สามหมื่นสามพันแปดสิบเจ็ดบาทเก้าสิบสตางค์)",
    "ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่ายแล้ว",
    "ผู้รับเงิน นางสาวกนกพร ใจมั่น แผนกบัญชี",
]

# ---------------------------------------------------------------- stock room lease
LEASE = [
    "สัญญาเช่าอาคารพาณิชย์ (ห้องแถว)",
    "ทำที่ อ.เมืองนครราชสีมา วันที่ 20 ธันวาคม 2567",
    "ผู้ให้เช่า: นายประสิทธิ์ วงศ์สวัสดิ์  ผู้เช่า: นางศิริพร แก้วมณี",
    "ข้อ 1. ผู้ให้เช่าตกลงให้เช่าห้องแถว 1 คูหา 2 ชั้น เลขที่ 45/3 ถ.จอมพล ต.ในเมือง อ.เมืองนครราชสีมา "
    "เพื่อใช้เป็นที่เก็บสต็อกสินค้าและแพ็คของ ห้ามพักอาศัยค้างคืน",
    "ข้อ 2. ระยะเวลาเช่า 2 ปี เริ่มวันที่ 1 มกราคม 2568 สิ้นสุดวันที่ 31 ธันวาคม 2569",
    "ข้อ 3. ค่าเช่าเดือนละ 8,500 บาท (แปดพันห้าร้อยบาทถ้วน) ชำระภายในวันที่ 5 ของทุกเดือน",
    "ข้อ 4. ผู้เช่าวางเงินประกัน 17,000 บาท (เท่ากับค่าเช่า 2 เดือน) คืนภายใน 30 วันหลังส่งมอบห้องคืน",
    "ข้อ 5. ชำระค่าเช่าล่าช้าเสียค่าปรับวันละ 100 บาท",
    "ข้อ 6. ผู้เช่าชำระค่าไฟฟ้าตามมิเตอร์ หน่วยละ 7 บาท และค่าน้ำเหมาเดือนละ 150 บาท",
    "ข้อ 7. ผู้เช่าจะติดชั้นวางของได้ แต่ห้ามเจาะผนังด้านที่ติดกับห้องข้างเคียง",
    "ข้อ 8. หากฝ่ายใดจะเลิกสัญญาก่อนครบกำหนด ต้องแจ้งเป็นหนังสือล่วงหน้าไม่น้อยกว่า 60 วัน",
    "ลงชื่อ ประสิทธิ์ วงศ์สวัสดิ์ ผู้ให้เช่า    ลงชื่อ ศิริพร แก้วมณี ผู้เช่า",
    "พยาน กฤษดา แก้วมณี",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(map(sum, SALES_2568))
    return [
        ("แผนร้าน MintCase ปี 2569", "MintCase Korat - plan for 2026\nศิริพร แก้วมณี  พฤศจิกายน 2568"),
        ("ปี 2568 ที่ผ่านมา", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nTikTok Shop โตเร็วสุด แซง Lazada ตั้งแต่ มี.ค.\n"
                              "ลูกค้าองค์กรรายแรก: โคราชมอเตอร์ (เคสสกรีนโลโก้)"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 2,400,000 บาท\nไลฟ์ TikTok อาทิตย์ละ 3 วัน\nงบแอดไม่เกิน 12% ของยอดขาย"),
        ("สินค้าใหม่", "เคสลายร้าน 6 ลายใหม่ทุกไตรมาส\nหัวชาร์จ + สาย เป็นเซ็ต\nลองทำเคสสกรีนชื่อ (ตามสั่ง)"),
        ("ทีมงาน", "จ้างแพ็คของเพิ่ม 1 คน ช่วง 11.11 - 12.12\nย้ายสต็อกไปห้องแถวจอมพลทั้งหมด"),
        ("ต้นทุน", "เทียบซัพฯ BKK Mobile Parts กับร้านโต้ง ทุกล็อต\nLazada ขึ้นค่าคอม ธ.ค. 68 ต้องปรับราคา"),
    ]


def _q3_slides() -> list[tuple[str, str]]:
    def q3(column: list[int]) -> int:
        return sum(column[6:9])
    shopee, lazada, tiktok, wholesale = (q3(c) for c in SALES_2568)
    costs = sum(q3(c) for c in COSTS_2568)
    sales = shopee + lazada + tiktok + wholesale
    return [
        ("สรุปยอดขาย Q3 2568 (ก.ค.–ก.ย.)", "ส่งพี่ก้องดูก่อนประชุมบ้าน"),
        ("ยอดขายแยกช่องทาง", f"Shopee {shopee:,} บาท\nLazada {lazada:,} บาท\nTikTok Shop {tiktok:,} บาท\n"
                              f"ขายส่ง/องค์กร {wholesale:,} บาท\nรวม {sales:,} บาท"),
        ("กำไร", f"ค่าใช้จ่ายรวม Q3 {costs:,} บาท\nกำไรก่อนภาษี {sales - costs:,} บาท"),
        ("สิ่งที่ต้องทำ", "คุมค่าแอด TikTok\nคืนของเยอะเพราะเลือกรุ่นผิด ต้องเขียนรุ่นให้ชัด"),
    ]


# ---------------------------------------------------------------- household papers
def _pea_bill(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str,
              due: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Nakhon Ratchasima\n"
        "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
        "Account name: Mrs. Siriporn Kaewmanee\n"
        "Address: 88/14 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima 30000\n"
        "Customer no. 020011847265   Residential, rate 1.2 (over 150 units)\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 38.22  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, Counter Service, or the PEA Smart Plus app.",
    ]


PEA_AUG = _pea_bill("16 Jul 2025 - 15 Aug 2025", "48,310 -> 48,908", 598, "2,455.99", "192.10", "188.04",
                    "2,874.35", "4 Sep 2025")
PEA_SEP = _pea_bill("16 Aug 2025 - 15 Sep 2025", "48,908 -> 49,549", 641, "2,636.28", "209.72", "201.90",
                    "3,086.12", "6 Oct 2025")
PEA_OCT = _pea_bill("16 Sep 2025 - 15 Oct 2025", "49,549 -> 50,136", 587, "2,412.73", "193.41", "185.11",
                    "2,829.47", "5 Nov 2025")
CAR_LOAN = [
    "SIAM AUTO LEASING PUBLIC COMPANY LIMITED\n"
    "Hire-purchase account statement                    Statement date: 26 Oct 2025\n"
    "\n"
    "Hirer: Mrs. Siriporn Kaewmanee, Nakhon Ratchasima\n"
    "Contract no. HP-6503-118274    Start: 25 Jan 2023\n"
    "Vehicle: Toyota Yaris Ativ 1.2 Premium, plate 2KCh 7315 Nakhon Ratchasima\n"
    "\n"
    "Amount financed ......................... 468,000.00\n"
    "Installments ............................ 60 x 9,870.00 (VAT included)\n"
    "Installments paid ....................... 34 (last paid 25 Oct 2025)\n"
    "Installments remaining .................. 26\n"
    "Outstanding balance ..................... 256,620.00 THB\n"
    "Next installment ........................ 9,870.00 due 25 Nov 2025\n"
    "\n"
    "Late payment: 1.25% per month on the overdue installment plus a 200 THB follow-up fee.\n"
    "Early settlement: call 1736 for a closing quote (interest discount by law).\n"
    "Your compulsory insurance (Por Ror Bor) expires 24 Jan 2026.",
]
HEALTH_INSURANCE = [
    "บริษัท สยามรุ่งเรืองประกันชีวิต จำกัด (มหาชน)",
    "หนังสือแจ้งกำหนดชำระเบี้ยประกันภัย (ต่ออายุ) ปีกรมธรรม์ 2569",
    "วันที่ 5 พฤศจิกายน 2568",
    "เรียน คุณศิริพร แก้วมณี  กรมธรรม์เลขที่ SR-4417-20931",
    "สัญญาเพิ่มเติมค่ารักษาพยาบาล (เหมาจ่าย) วงเงินผู้ป่วยใน 1,000,000 บาทต่อปี พร้อมสัญญาหลักตลอดชีพ",
]
HEALTH_INSURANCE_TABLE = [
    ("รายการ", "ปีนี้ (บาท)", "ปีที่แล้ว (บาท)"),
    ("สัญญาหลัก ตลอดชีพ 99/20", "8,400", "8,400"),
    ("สัญญาเพิ่มเติมค่ารักษาพยาบาล เหมาจ่าย", "18,560", "16,020"),
    ("ค่าชดเชยรายวัน ผู้ป่วยใน 1,000 บาท", "1,680", "1,490"),
    ("รวมเบี้ยประกัน", "28,640", "25,910"),
]
HEALTH_INSURANCE_BOTTOM = [
    "เบี้ยประกันรวมปีนี้ 28,640 บาท เพิ่มขึ้นตามช่วงอายุ (41 ปี)",
    "กำหนดชำระภายในวันที่ 15 ธันวาคม 2568 ระยะผ่อนผัน 31 วัน หากไม่ชำระ สัญญาเพิ่มเติมสิ้นผลบังคับ",
    "ชำระผ่านบัตรเครดิตผ่อน 0% 6 เดือน หรือ QR code ท้ายหนังสือ  ตัวแทน คุณวาสนา โทร 089-720-3356",
    "เบี้ยประกันสุขภาพลดหย่อนภาษีได้ไม่เกิน 25,000 บาท",
]
SCHOOL_FEES = (
    ["โรงเรียนดรุณวิทยา นครราชสีมา", "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2 ปีการศึกษา 2568",
     "ชื่อนักเรียน ด.ญ.ใบเตย แก้วมณี  ชั้น ม.1/4 (ห้องเรียนพิเศษวิทย์-คณิต)  เลขประจำตัว 30817"],
    [("รายการ", "จำนวนเงิน (บาท)"), ("ค่าเล่าเรียนห้องเรียนพิเศษ", "12,000"), ("ค่ากิจกรรมและทัศนศึกษา", "2,500"),
     ("ค่าอาหารกลางวัน", "3,400"), ("ค่าประกันอุบัติเหตุ", "500"), ("รวม", "18,400")],
    ["รวมทั้งสิ้น 18,400 บาท กรุณาชำระภายในวันที่ 20 พฤศจิกายน 2568",
     "ชำระผ่าน QR code ในแอปโรงเรียน หรือที่ห้องการเงิน (เปิด 08.00-15.30 น.) ชำระล่าช้าปรับวันละ 50 บาท",
     "ทัศนศึกษา อุทยานวิทยาศาสตร์ ม.เทคโนโลยีสุรนารี วันที่ 16 มกราคม 2569"],
)
HOSPITAL_INVOICE = [
    "MITTRAPHAP HOSPITAL\n"
    "Eye Centre - 555 Mittraphap Road, Mueang Nakhon Ratchasima 30000   Tel. 044-256-800\n"
    "\n"
    "INVOICE / RECEIPT No. MH-OPD-68-102477                 Date: 21 Oct 2025\n"
    "Patient: Mrs. Thongbai Sriprasert, age 68        HN 52-004819\n"
    "Procedure: Phacoemulsification with intraocular lens, LEFT eye (day surgery)\n"
    "Surgeon: Dr. Wiroj Chaiyaphum\n"
    "\n"
    "Surgeon fee ............................................ 28,000.00\n"
    "Intraocular lens (monofocal, imported) ................. 12,500.00\n"
    "Operating room and anaesthesia ......................... 5,800.00\n"
    "Medicines and eye drops ................................ 1,650.00\n"
    "Day ward ............................................... 950.00\n"
    "TOTAL .................................................. 48,900.00 THB\n"
    "\n"
    "Paid in full by credit card on 21 Oct 2025.\n"
    "Follow-up: 28 Oct 2025 and 4 Dec 2025, 9:00, Eye Centre 2nd floor.\n"
    "Estimate for the RIGHT eye with the same lens: about 52,000 THB.",
]

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2874.35, "PEA รวมไฟห้องแพ็คของ"), ("ค่าน้ำประปา (Water)", 312, ""),
                ("เน็ตบ้าน AIS Fibre (Internet)", 749, ""), ("กับข้าว (Food)", 11400, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3200, "Yaris"), ("ค่างวดรถ Yaris (Car)", 9870, "งวด 32/60"),
                ("ค่ารถตู้รับส่งเตย (School van)", 1800, ""), ("ค่ายาแม่ (Mom's medicine)", 900, "ยาเบาหวาน")],
    "ก.ย. 68": [("ค่าไฟบ้าน (Electricity)", 3086.12, "PEA"), ("ค่าน้ำประปา (Water)", 298, ""),
                ("เน็ตบ้าน AIS Fibre (Internet)", 749, ""), ("กับข้าว (Food)", 10950, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3450, "Yaris"), ("ค่างวดรถ Yaris (Car)", 9870, "งวด 33/60"),
                ("ค่ารถตู้รับส่งเตย (School van)", 1800, ""), ("ค่ายาแม่ (Mom's medicine)", 900, ""),
                ("เรียนพิเศษเตย (Tutor)", 2400, "คณิต เสาร์")],
    "ต.ค. 68": [("ค่าไฟบ้าน (Electricity)", 2829.47, "PEA"), ("ค่าน้ำประปา (Water)", 305, ""),
                ("เน็ตบ้าน AIS Fibre (Internet)", 749, ""), ("กับข้าว (Food)", 11200, ""),
                ("ค่าน้ำมันรถ (Petrol)", 3980, "พาแม่ไปหาหมอ"), ("ค่างวดรถ Yaris (Car)", 9870, "งวด 34/60"),
                ("ค่ารถตู้รับส่งเตย (School van)", 1800, ""), ("ค่าผ่าตาแม่ ส่วนของมิ้นท์ (Mom's eye)", 24450,
                                                                    "หารครึ่งกับพี่ต่อ"),
                ("เรียนพิเศษเตย (Tutor)", 2400, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"รายจ่ายบ้าน {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    f"{SHOP}/ลูกค้าองค์กร/แชทไลน์_คุณแพร_โคราชมอเตอร์.txt": """[6 พ.ย. 68 15:20] มิ้นท์ MintCase: คุณแพรคะ ส่งใบเสนอราคาแก้ไขให้แล้วนะคะ เคสสกรีนโลโก้ 2 สี พร้อมกล่อง 200 ชิ้น ชิ้นละ 175 รวมค่าบล็อก 36,200 ค่ะ
[7 พ.ย. 68 10:05] แพร โคราชมอเตอร์: พี่มิ้นท์คะ หัวหน้าให้งบมา 32,000 เองค่ะ ลดได้อีกไหมคะ
[7 พ.ย. 68 10:30] มิ้นท์ MintCase: ถ้าชิ้นละ 168 แล้วพี่ไม่คิดค่าบล็อกให้ รวมเป็น 33,600 ค่ะ
[7 พ.ย. 68 11:12] แพร โคราชมอเตอร์: ขอ 160 ได้ไหมคะ จะได้ 32,000 พอดีงบ
[7 พ.ย. 68 13:40] มิ้นท์ MintCase: 160 พี่ไม่ไหวจริงๆ ค่ะ ค่าเคสขึ้นมาชิ้นละ 3 บาทแล้ว ชิ้นละ 165 ไม่คิดค่าบล็อก รวม 33,000 ได้ค่ะ
[7 พ.ย. 68 14:05] แพร โคราชมอเตอร์: โอเคค่ะ 165 นะคะ เดี๋ยวแพรขออนุมัติเพิ่มอีกหนึ่งพันค่ะ
[10 พ.ย. 68 09:15] แพร โคราชมอเตอร์: อนุมัติแล้วค่ะพี่ โอนมัดจำครึ่งนึง 16,500 แล้วนะคะ รายชื่อรุ่นมือถือส่งตามไปในอีเมลค่ะ
[10 พ.ย. 68 09:21] มิ้นท์ MintCase: ได้รับแล้วค่ะ ขอบคุณมากค่ะ ส่งของไม่เกิน 5 ธ.ค. ที่เหลือ 16,500 จ่ายวันรับของนะคะ
[10 พ.ย. 68 09:22] แพร โคราชมอเตอร์: รับทราบค่ะ 🙏
""",
    f"{SHOP}/ไลฟ์ & คอนเทนต์/LINE_น้องเจล_รีวิวเคส.txt": """บันทึกแชท LINE กับ เจล Jel Review (TikTok 180K)
บันทึกเมื่อ 15/11/2568 20:40

2025/11/12 (พ.)
19:04 เจล Jel Review: สวัสดีค่ะพี่มิ้นท์ เรทรีวิวของเจลคลิปละ 5,000 บวกค่าคอม affiliate 10% นะคะ
19:20 มิ้นท์ MintCase: พี่ขอคลิปละ 3,000 คอม 8% ได้ไหมจ๊ะ ร้านเล็กๆ เอง
19:45 เจล Jel Review: 3,000 น้อยไปค่ะพี่ ขั้นต่ำเจลคลิปละ 4,500 ค่ะ
20:10 มิ้นท์ MintCase: พี่เอา 3 คลิปเลย เคสใส MagSafe เคสลายแมว แล้วก็ฟิล์มกันเสือก คลิปละ 4,000 คอม 8% นะ
20:32 เจล Jel Review: โอเคค่ะพี่ 3 คลิป คลิปละ 4,000 คอม 8% ตกลงค่ะ ลงคลิปไม่เกิน 28 พ.ย. นะคะ

2025/11/15 (ส.)
10:02 มิ้นท์ MintCase: โอนมัดจำครึ่งนึง 6,000 แล้วนะจ๊ะ ส่งของให้ทาง Kwik แล้ว พรุ่งนี้ถึง
10:15 เจล Jel Review: ได้รับแล้วค่ะ ขอบคุณค่า ที่เหลือ 6,000 หลังคลิปครบนะคะ
""",
    f"{SHOP}/ไลฟ์ & คอนเทนต์/สรุปไลฟ์ TikTok 11.11.md": """# สรุปไลฟ์ TikTok 11.11 (11 พ.ย. 68 20:00-23:10)

ไลฟ์: มิ้นท์ + น้องฝน  แพ็คคืนนั้น: ป้าแดง พี่ก้อง

| ตัวเลข | ค่า |
|---|---|
| ยอดวิวรวม | 14,300 |
| คนดูสูงสุดพร้อมกัน | 1,820 |
| ออเดอร์ | 412 |
| ยอดขาย (GMV) | 96,850 บาท |
| ค่าแอด GMV Max | 6,400 บาท |
| ROAS | 15.1 |

ขายดีสุด
1. เคสใส MagSafe 138 ชิ้น (ไลฟ์ลดเหลือ 119)
2. ฟิล์มกระจก 9H 96 แผ่น
3. เคสลายแมว 71 ชิ้น

ปัญหา: ของหมดกลางไลฟ์ (เคส Samsung A55), ระบบเด้งช่วง 21.30 ประมาณ 5 นาที
ครั้งหน้า: เตรียมสต็อกเคส Samsung เพิ่ม 100 ชิ้น, ให้ต้นกล้าช่วยตอบแชท
""",
    f"{SHOP}/ไลฟ์ & คอนเทนต์/ไอเดียคอนเทนต์ TikTok.md": """# ไอเดียคอนเทนต์
- ทดสอบทำมือถือตก 1 เมตร ใส่เคสกันกระแทก vs เคสใส
- ป้าแดงสอนติดฟิล์มไม่ให้มีฟอง
- แกะกล่องของเข้าล็อตใหม่ (ASMR)
- เตยเลือกเคสให้เพื่อนในห้อง
""",
    f"{SHOP}/เคลม-คืนสินค้า_ต.ค.68.md": """# เคลม/คืนสินค้า ต.ค. 68

รวม 23 รายการ คืนเงินไป 3,870 บาท
- เลือกรุ่นผิด 14 รายการ (ส่วนใหญ่ iPhone 15 กับ 15 Pro)
- ฟิล์มแตกระหว่างขนส่ง 6 รายการ (ส่งใหม่ให้ ไม่คืนเงิน)
- สาย USB-C ชาร์จไม่เข้า 3 รายการ (เคลมร้านโต้งได้)
ต้องแก้: เขียนชื่อรุ่นในรูปสินค้าให้ชัด ห่อฟิล์มด้วยบับเบิ้ล 2 ชั้น
""",
    f"{SHOP}/แพลตฟอร์ม/email_Shopee_12.12 Mega Sale invite.txt": SHOPEE_EMAIL,
    f"{HOME}/แม่/นัดหมอแม่.md": """# ตาแม่ (ทองใบ ศรีประเสริฐ)
- ต้อกระจกทั้งสองข้าง ตาซ้ายหนักกว่า
- รพ.มหาราช (บัตรทอง): คิวผ่าตัดยาวถึงกลางปี 2569
- ผ่าตาซ้ายที่ รพ.มิตรภาพ แล้ว 21 ต.ค. 68 จ่ายไป 48,900 (รูดบัตรมิ้นท์ หารครึ่งกับพี่ต่อ)
- หยอดตา 4 ครั้ง/วัน 1 เดือน ห้ามก้มสระผม 2 อาทิตย์
- นัดตรวจ 4 ธ.ค. 68 เก้าโมง
- ตาขวาผ่า ม.ค. 69 หมอประเมินไว้ประมาณ 52,000
""",
    f"{HOME}/แชทกลุ่มบ้านเรา.txt": """[2 พ.ย. 68 19:10] มิ้นท์: พี่ก้อง ค่าเทอมเตยเทอมนี้ 18,400 จ่ายก่อน 20 พ.ย. นะ
[2 พ.ย. 68 19:12] พี่ก้อง: โอเค เดี๋ยวโอนให้วันเงินเข้า
[5 พ.ย. 68 08:30] แม่: ตาซ้ายแม่ชัดแล้วลูก หยอดยาครบทุกวัน
[5 พ.ย. 68 08:45] พี่ต่อ: ค่าผ่าตาแม่ส่วนพี่ 24,450 โอนให้มิ้นท์แล้วนะ
[8 พ.ย. 68 21:03] มิ้นท์: ประกันสุขภาพมิ้นท์ปีนี้ขึ้นอีกแล้ว เกือบสามหมื่น
[8 พ.ย. 68 21:05] พี่ก้อง: จ่ายบัตรผ่อน 0% ไปก่อน
[11 พ.ย. 68 23:30] เตย: แม่ไลฟ์เสร็จยัง หนูง่วงแล้ว
""",
    f"{HOME}/ของต้องซื้อ.txt": "น้ำยาล้างจาน\nไข่ 1 แผง\nยาหยอดตาแม่ (ถามหมอก่อน)\nสก็อตเทปใส 12 ม้วน (ร้าน)\nกล่องไปรษณีย์ เบอร์ 0 และ A\n",
}
TODO = {"todo.md": """- โอนค่าเทอมเตย ก่อน 20 พ.ย.
- ลงทะเบียนสินค้า Shopee 12.12 ก่อน 25 พ.ย.
- จ่ายบิล Kwik ค่าส่ง ต.ค. (เช็คว่าจ่ายแล้วยัง)
- เลือกซัพล็อตใหม่ BKK Mobile Parts หรือ ร้านโต้ง
- ส่งเคสโลโก้โคราชมอเตอร์ ก่อน 5 ธ.ค.
- ต่อประกันสุขภาพ ก่อน 15 ธ.ค.
- พาแม่ไปตรวจตา 4 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop, home = docs / SHOP, docs / HOME
    supply, corp, books, prices, platform, courier, live, stock = (
        shop / "สั่งของ Supplier", shop / "ลูกค้าองค์กร", shop / "บัญชี", shop / "ราคา", shop / "แพลตฟอร์ม",
        shop / "ขนส่ง", shop / "ไลฟ์ & คอนเทนต์", shop / "ที่เก็บสต็อก")
    for folder in (supply, corp, books, prices, platform, courier, live, stock, home / "Bills", home / "รถ",
                   home / "ประกัน", home / "ค่าเทอม", home / "แม่"):
        folder.mkdir(parents=True, exist_ok=True)
    make_pdf(supply / "Quote_BKK MobileParts_Nov2025.pdf", BMP_QUOTE)
    write_docx(supply / "ใบเสนอราคา ร้านโต้งโมบายล์ พ.ย.68.docx", TONG_QUOTE, TONG_QUOTE_TABLE,
               bottom=TONG_QUOTE_BOTTOM)
    write_docx(corp / "ใบเสนอราคา_เคสสกรีนโลโก้_โคราชมอเตอร์_ร่าง.docx", KM_DRAFT, KM_DRAFT_TABLE,
               bottom=KM_DRAFT_BOTTOM)
    write_docx(corp / "ใบเสนอราคา_เคสสกรีนโลโก้_โคราชมอเตอร์_final v2.docx", KM_FINAL, KM_FINAL_TABLE,
               bottom=KM_FINAL_BOTTOM)
    _book(books / "ยอดขาย_MintCase_2568.xlsx", "2568", SALES_2568, COSTS_2568)
    _book(books / "ยอดขาย_MintCase_2567.xlsx", "2567", SALES_2567, COSTS_2567)
    _wages(books / "ค่าแรงทีมแพ็ค_Oct2025.xlsx")
    _price_list(prices / "Price list MintCase Nov2025.xlsx", PRICES_NOV,
                "ราคาขาย MintCase อัปเดต 1 พ.ย. 2568 (Price list Nov 2025, THB)")
    _price_list(prices / "ราคาขาย_มิ.ย.68_old.xlsx", {"ราคา มิ.ย.68": PRICES_JUN},
                "ราคาขาย MintCase มิถุนายน 2568 (เก่า ใช้ไม่ได้แล้ว)")
    make_pdf(platform / "Shopee_income_statement_Sep2025.pdf", SHOPEE_SEP)
    make_pdf(platform / "Shopee_income_statement_Oct2025.pdf", SHOPEE_OCT)
    make_pdf(platform / "Lazada_fee_update_notice_Nov2025.pdf", LAZADA_NOTICE)
    make_pdf(courier / "KwikParcel_invoice_Oct2025.pdf", KWIK_INVOICE)
    write_docx(courier / "ใบเสร็จ_ควิกพาร์เซล_RC2511-0412.docx", KWIK_RECEIPT, KWIK_RECEIPT_TABLE,
               bottom=KWIK_RECEIPT_BOTTOM)
    write_docx(stock / "สัญญาเช่าห้องแถว_เก็บสต็อก_2568-69.docx", LEASE)
    write_slides(shop / "แผนร้าน MintCase ปี 2569.pptx", _plan_slides())
    write_slides(shop / "สรุปยอด Q3 2568_ส่งพี่ก้อง.pptx", _q3_slides())
    make_pdf(home / "Bills" / "ค่าไฟ ส.ค.68.pdf", PEA_AUG)
    make_pdf(home / "Bills" / "ค่าไฟ ก.ย.68.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "ค่าไฟ ต.ค.68.pdf", PEA_OCT)
    make_pdf(home / "รถ" / "Yaris_hire purchase statement_Oct2025.pdf", CAR_LOAN)
    write_docx(home / "ประกัน" / "ใบแจ้งต่ออายุประกันสุขภาพ_มิ้นท์_2569.docx", HEALTH_INSURANCE,
               HEALTH_INSURANCE_TABLE, bottom=HEALTH_INSURANCE_BOTTOM)
    write_docx(home / "ค่าเทอม" / "ใบแจ้งค่าธรรมเนียม_ด.ญ.ใบเตย_ภาค2-68.docx", SCHOOL_FEES[0], SCHOOL_FEES[1],
               bottom=SCHOOL_FEES[2])
    make_pdf(home / "แม่" / "Mittraphap_Hospital_invoice_cataract_Oct2025.pdf", HOSPITAL_INVOICE)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Her to-do list, already in the workspect."""
    write_texts(workspect, TODO)
