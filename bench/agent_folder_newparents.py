"""The newparents folder: the papers of a young Thai couple with a new baby, written by code.

The household is คุณณัฐธิดา ศรีสุข (นุ่น, Nattida Srisuk) and her husband คุณธนพล ศรีสุข (ต้น / พี่ต้น, Thanapol
Srisuk), 59/14 หมู่บ้านพฤกษาบ้านสวน ซ.5 ต.บ้านสวน อ.เมืองชลบุรี จ.ชลบุรี 20000. นุ่น sells women's clothes online
as "NoonCloset" (Shopee, TikTok Shop, LINE/IG) and takes company uniform orders; ต้น is a salaried production
planner at Siam Eastern Precision Co., Ltd. in Amata City Chonburi (38,500 a month). Their son น้องภูมิ
(ด.ช.ภูมิพัฒน์ ศรีสุข, Phumipat) was born on 3 ก.ย. 2568 at โรงพยาบาลศรีชลเวช (Srichonvej Hospital), 3,120 g.
Their daughter น้องพิมพ์ (ด.ญ.พิมพ์ลดา) is in อนุบาล 2. นุ่น's mother ยายแป๋ว (นางวันเพ็ญ ทองมา, 63) lives with them
and will have a cataract operation. พี่แมว (a neighbour) will be the nanny in Dec-Jan. It is early November 2568 (2025).

Documents/ร้าน NoonCloset/ (the shop)
- ใบเสนอราคา/ใบเสนอราคา_เสื้อโปโล_ซีไซด์ v1 ร่าง.docx: draft quote QT-2568-031 (20 ต.ค. 2568) to บริษัท ซีไซด์
  โลจิสติกส์ จำกัด (คุณเมธาวี / คุณเมย์): 120 polo shirts at 265 + name embroidery 35, 36,000 + VAT 2,520 =
  38,520 (never sent).
- ใบเสนอราคา/ใบเสนอราคา_เสื้อโปโล_ซีไซด์ v2 final.docx: the sent quote (24 ต.ค. 2568): 150 shirts at 255 +
  embroidery 30, 42,750 + VAT 2,992.50 = 45,742.50, deposit 50% 22,871.25, delivery by 28 พ.ย. 2568.
- แชท/แชทไลน์_คุณเมย์_ซีไซด์.txt: LINE chat with the buyer: 150 becomes 180 shirts, 245 asked, 250 settled,
  total 53,928 incl. VAT, deposit 26,964 paid 30 ต.ค.
- Suppliers/Chonpat_Garment_pricelist_2025.pdf: English wholesale price list 2025 of Chonpat Garment Co., Ltd.
  (TK polo blank 168 THB/pc, blouse 119, wide-leg pants 185, T-shirt 95, chest logo 25; excl. VAT).
- Suppliers/ราคาส่ง_ชลพัฒน์การ์เม้นท์_2567.docx: last year's list of the same firm in Thai (บริษัท ชลพัฒน์การ์เม้นท์
  จำกัด): TK polo 155 บาท/ตัว, blouse 112, pants 175, T-shirt 89, logo 22.
- Suppliers/Chonpat_invoice_CP-INV-2510-114.pdf: invoice 8 Oct 2025 for the October stock order: 55,500 + VAT
  3,885 = 59,385, deposit 20,000 received 2 Oct, balance 39,385 due 22 Oct 2025.
- Suppliers/Chonpat_receipt_CP-RC-2510-087.pdf: the receipt for the same order: 39,385.00 received 21 Oct 2025.
- Suppliers/email_JetGo_rate_Dec2025.txt: email from JetGo Express: from Dec 1, 2025 parcels 0-1 kg 29 THB
  (was 25), 1-3 kg 39 (was 35), 3-5 kg 55 (was 49); free pickup from 10 parcels a day.
- บัญชีร้าน/ยอดขาย NoonCloset 2568.xlsx: this year's book, two sheets (sales by month: Shopee / TikTok / LINE-IG /
  total; costs by month: stock, shipping, platform fees, ads, packaging), ม.ค. to ต.ค.; ก.ย. total 52,800.
- บัญชีร้าน/ยอดขาย NoonCloset 2567.xlsx: last year's book, same layout, ม.ค. to ธ.ค. (TikTok มี.ค. 19,700).
- บัญชีร้าน/สต็อกเสื้อ_31ต.ค.68.md: stock count on 31/10/68: 259 pieces, cost 36,226.
- แผนร้านช่วงลาคลอด_2569.pptx: slides: the shop during maternity leave and the 2569 plan (target 1,200,000,
  part-time admin 6,000 a month).

Documents/น้องภูมิ/ (the baby)
- โรงพยาบาล/Srichonvej_final_bill_Sep2025.pdf: English final bill of the birth: package 45,900, extra night
  3,800, epidural 6,500, phototherapy 2,400, medicines 1,830; total 60,430, deposit 10,000, paid 50,430 at
  discharge 5 Sep 2025.
- โรงพยาบาล/ใบนัดวัคซีน น้องภูมิ.docx: the well-baby clinic's vaccine schedule: 2 months 5 พ.ย. 2568 5,950;
  4 months 7 ม.ค. 2569 5,950; 6 months 4 มี.ค. 2569 4,780.
- เนอสเซอรี่/ใบเสนอราคา_เนอสเซอรี่บ้านรักลูก.docx: the Thai nursery near home: entry 3,000, 7,500 a month + diapers
  900, security 5,000; first month 16,400, then 8,400 a month, from 2 ก.พ. 2569.
- เนอสเซอรี่/LittleSprout_Nursery_fees_2026.pdf: the English nursery in Bang Saen: registration 5,000, 9,200 a
  month, deposit 9,200; first month 23,400, then 9,200 a month.
- BangsaenLife_health_quote_Phum.pdf: a health insurance quotation for the baby: 21,480 a year, with OPD rider
  27,780, apply by 30 Nov 2025.
- บันทึกน้ำหนัก_น้องภูมิ.md: weight log (3,120 g at birth, 4,050 g at 1 month, 4,880 g on 1 พ.ย.) and feeding.
- ของใช้น้องภูมิ ที่ต้องซื้อ.md: shopping list with prices.
- แชทไลน์_พี่แมว_พี่เลี้ยง.txt: LINE chat with the nanny: 12,000 asked, 10,000 offered, 11,000 settled, from
  1 ธ.ค. to 31 ม.ค., deposit 2,000, 9,000 left for December.

Documents/บ้าน/ (the household)
- Bills/PEA_bill_Sep2025.pdf (512 kWh, 2,408.11, due 29 Sep 2025) and Bills/PEA_bill_Oct2025.pdf (618 kWh,
  2,951.26, due 29 Oct 2025): English electricity bills.
- ค่าเทอมน้องพิมพ์/ค่าเทอม_พิมพ์_อ.2_เทอม2-2568.docx: kindergarten fee notice, term 2/2568: 18,650 due 31 ต.ค.
  2568, 18,150 if paid by 15 ต.ค. 2568.
- บ้านกู้/EasternSavingsBank_homeloan_notice_Oct2025.pdf: the bank's notice: fixed 3.25% ends 30 Nov 2025,
  instalment 12,400 becomes 13,950 from Dec 2025 (5.60%); retention offer 3.45% if signed by 25 Nov 2025;
  outstanding 1,842,356.20.
- ยายแป๋ว/ใบนัดผ่าตัดตา_ยายแป๋ว_ชลประชารักษ์.docx: the grandmother's cataract operation: 9 ธ.ค. 2568, blood test
  2 ธ.ค., UC covers a standard lens, multifocal lens extra 28,500.
- งานพี่ต้น/email_HR_baby_benefits_Sep2025.txt: HR email: childbirth allowance 3,000, paternity leave 5 days,
  child dependent premium 4,200 a year (350 a month), forms by 30 Sep 2025.
- งานพี่ต้น/ลดหย่อนภาษี_2568_พี่ต้น.md: his tax deduction notes: prenatal + birth 74,630 less 15,000 SSO =
  59,630.
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568).
- แชทไลน์_บ้านศรีสุข.txt: the family's LINE group (ต้น, นุ่น, แม่แป๋ว).
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
SHOP_TOP = ("ร้าน NoonCloset เสื้อผ้าผู้หญิงและเสื้อองค์กร 59/14 หมู่บ้านพฤกษาบ้านสวน ซ.5 ต.บ้านสวน "
            "อ.เมืองชลบุรี จ.ชลบุรี 20000 โทร 089-552-4716 LINE @nooncloset")

# ---------------------------------------------------------------- polo quotes to Seaside Logistics
POLO_DRAFT = [
    SHOP_TOP,
    "ใบเสนอราคา (ร่าง)  เลขที่ QT-2568-031",
    "วันที่ 20 ตุลาคม 2568",
    "เรียน คุณเมธาวี (คุณเมย์) ฝ่ายธุรการ บริษัท ซีไซด์ โลจิสติกส์ จำกัด นิคมอุตสาหกรรมแหลมฉบัง อ.ศรีราชา จ.ชลบุรี",
    "เรื่อง เสื้อโปโลพนักงาน งานครบรอบ 10 ปีบริษัท",
]
POLO_DRAFT_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("เสื้อโปโลผ้า TK สีกรม ปักโลโก้บริษัทที่อกซ้าย", "120 ตัว", "265", "31,800"),
    ("ปักชื่อพนักงานที่แขนขวา", "120 ตัว", "35", "4,200"),
    ("รวม", "", "", "36,000"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,520"),
    ("รวมทั้งสิ้น", "", "", "38,520"),
]
POLO_DRAFT_BOTTOM = [
    "รวมทั้งสิ้น 38,520 บาท (สามหมื่นแปดพันห้าร้อยยี่สิบบาทถ้วน)",
    "ส่งของภายใน 21 วันหลังอนุมัติแบบ มัดจำ 50%",
    "ร่าง ยังไม่ได้ส่ง รอเช็กราคาผ้า TK ปีนี้กับชลพัฒน์ก่อน",
]
POLO_FINAL = [
    SHOP_TOP,
    "ใบเสนอราคา  เลขที่ QT-2568-031 (ฉบับแก้ไข)",
    "วันที่ 24 ตุลาคม 2568",
    "เรียน คุณเมธาวี (คุณเมย์) ฝ่ายธุรการ บริษัท ซีไซด์ โลจิสติกส์ จำกัด นิคมอุตสาหกรรมแหลมฉบัง อ.ศรีราชา จ.ชลบุรี",
    "เรื่อง เสื้อโปโลพนักงาน งานครบรอบ 10 ปีบริษัท (แก้จำนวนตามที่ HR แจ้ง)",
]
POLO_FINAL_TABLE = [
    ("รายการ", "จำนวน", "ราคาต่อตัว (บาท)", "รวม (บาท)"),
    ("เสื้อโปโลผ้า TK สีกรม ปักโลโก้บริษัทที่อกซ้าย", "150 ตัว", "255", "38,250"),
    ("ปักชื่อพนักงานที่แขนขวา", "150 ตัว", "30", "4,500"),
    ("รวม", "", "", "42,750"),
    ("ภาษีมูลค่าเพิ่ม 7%", "", "", "2,992.50"),
    ("รวมทั้งสิ้น", "", "", "45,742.50"),
]
POLO_FINAL_BOTTOM = [
    "รวมทั้งสิ้น 45,742.50 บาท (สี่หมื่นห้าพันเจ็ดร้อยสี่สิบสองบาทห้าสิบสตางค์)",
    "มัดจำ 50% = 22,871.25 บาท เมื่อยืนยันสั่ง ส่วนที่เหลือชำระวันส่งของ",
    "ส่งของภายในวันที่ 28 พ.ย. 2568 ราคานี้ยืนถึง 15 พ.ย. 2568",
    "ไซซ์ S-3XL ราคาเดียวกัน ไซซ์ 4XL ขึ้นไป เพิ่มตัวละ 20 บาท",
    "ลงชื่อ ณัฐธิดา ศรีสุข ผู้เสนอราคา",
]

# ---------------------------------------------------------------- Chonpat Garment
CHONPAT_HEAD = ("CHONPAT GARMENT CO., LTD.\n"
                "88/9 Sukhumvit Road, Ban Suan, Mueang Chonburi, Chonburi 20000  Tel. 038-274-610  LINE @chonpat\n")
CHONPAT_2025 = [
    CHONPAT_HEAD +
    "WHOLESALE PRICE LIST 2025\n"
    "Valid 1 January 2025 - 31 December 2025. Prices in THB per piece, excluding VAT 7%.\n"
    "Minimum 50 pieces per design.\n"
    "\n"
    "Polo shirt, TK fabric, blank ................ 168 THB/pc\n"
    "Polo shirt, Micro fabric, blank ............. 142 THB/pc\n"
    "Cotton T-shirt no.32, blank ................. 95 THB/pc\n"
    "Rayon blouse, women (Daily Blouse) .......... 119 THB/pc\n"
    "Linen-blend wide-leg pants .................. 185 THB/pc\n"
    "Chest logo embroidery (up to 8 cm) .......... 25 THB/pc\n"
    "\n"
    "Sizes S-3XL same price; 4XL and up add 15 THB/pc.\n"
    "Deposit 30% with order, balance before delivery. Free delivery in Chonburi from 100 pieces.\n"
    "Contact: Khun Somsri Pattana, sales@chonpatgarment.co.th",
]
CHONPAT_2567 = ["บริษัท ชลพัฒน์การ์เม้นท์ จำกัด", "88/9 ถนนสุขุมวิท ต.บ้านสวน อ.เมืองชลบุรี จ.ชลบุรี",
                "ใบราคาส่ง ปี 2567 (มกราคม – ธันวาคม 2567)", "ราคาต่อตัว ยังไม่รวม VAT 7% สั่งขั้นต่ำ 50 ตัวต่อแบบ"]
CHONPAT_2567_TABLE = [
    ("สินค้า", "ราคาส่ง"),
    ("เสื้อโปโลผ้า TK (เสื้อเปล่า)", "155 บาท/ตัว"),
    ("เสื้อโปโลผ้าไมโคร (เสื้อเปล่า)", "135 บาท/ตัว"),
    ("เสื้อยืดคอตตอน 32 (เสื้อเปล่า)", "89 บาท/ตัว"),
    ("เสื้อเบลาส์ผ้าเรยอง ผู้หญิง", "112 บาท/ตัว"),
    ("กางเกงขากว้างผ้าลินินผสม", "175 บาท/ตัว"),
    ("ปักโลโก้ที่อก (ไม่เกิน 8 ซม.)", "22 บาท/ตัว"),
]
CHONPAT_2567_BOTTOM = ["มัดจำ 30% เมื่อสั่ง ส่วนที่เหลือชำระก่อนส่งของ ส่งฟรีในจังหวัดชลบุรีเมื่อสั่ง 100 ตัวขึ้นไป",
                       "ติดต่อ คุณสมศรี โทร 038-274-610"]
CHONPAT_INVOICE = [
    CHONPAT_HEAD +
    "INVOICE No. CP-INV-2510-114\n"
    "Date: 8 Oct 2025          Due date: 22 Oct 2025\n"
    "Bill to: NoonCloset (Mrs. Nattida Srisuk), 59/14 Pruksa Ban Suan Soi 5, Ban Suan, Mueang Chonburi 20000\n"
    "\n"
    "Item                                         Qty        Unit price   Amount\n"
    "Rayon blouse, women (cream, sage)            200 pcs    119.00       23,800.00\n"
    "Linen-blend wide-leg pants (black, beige)    120 pcs    185.00       22,200.00\n"
    "Cotton T-shirt no.32, white                  100 pcs     95.00        9,500.00\n"
    "\n"
    "Subtotal                                                              55,500.00\n"
    "VAT 7%                                                                 3,885.00\n"
    "TOTAL                                                                 59,385.00\n"
    "Less deposit received 2 Oct 2025                                     -20,000.00\n"
    "BALANCE DUE: 39,385.00 THB by 22 Oct 2025\n"
    "Please transfer to Eastern Savings Bank, Chonpat Garment Co., Ltd., account 412-0-58830-1.",
]
CHONPAT_RECEIPT = [
    CHONPAT_HEAD +
    "RECEIPT No. CP-RC-2510-087\n"
    "Date: 21 Oct 2025\n"
    "Received from: NoonCloset (Mrs. Nattida Srisuk), Ban Suan, Mueang Chonburi\n"
    "For: balance of invoice CP-INV-2510-114\n"
    "     (invoice total 59,385.00; deposit 20,000.00 received 2 Oct 2025)\n"
    "\n"
    "AMOUNT RECEIVED: 39,385.00 THB (Thirty-nine thousand three hundred eighty-five baht)\n"
    "Paid by bank transfer on 21/10/2025 at 14:37\n"
    "Goods delivered 9 Oct 2025.\n"
    "\n"
    "Received by: Somsri Pattana, Accounts",
]
JETGO_EMAIL = """From: JetGo Express Shop Partner <partner@jetgoexpress.co.th>
To: nooncloset.shop@gmail.com
Date: Wed, 5 Nov 2025 14:02
Subject: New shipping rates for your shop account NoonCloset from Dec 1, 2025

Dear NoonCloset,

Thank you for shipping with JetGo Express. From Dec 1, 2025 the rates for your shop account will change:

  Weight      Now       From Dec 1, 2025
  0-1 kg      25 THB    29 THB
  1-3 kg      35 THB    39 THB
  3-5 kg      49 THB    55 THB

COD fee stays at 2% (minimum 15 THB). Free pickup at your address now needs 10 parcels a day (was 5).
Returned parcels are charged at the same rate as the outbound parcel.

If you ship more than 1,500 parcels a month, ask your sales contact about the volume rate.

Best regards,
JetGo Express Shop Partner Team
Chonburi Hub, 02-118-5500
"""

# ---------------------------------------------------------------- shop books
SHOPEE_2568 = [62400, 58900, 64800, 60200, 57500, 55800, 52300, 49600, 28400, 41700]
TIKTOK_2568 = [38600, 41200, 45900, 48300, 51700, 47400, 44800, 42100, 19800, 33600]
LINE_2568 = [12800, 11900, 13600, 12400, 11800, 10900, 10200, 9800, 4600, 8900]
STOCK_2568 = [52000, 50400, 55300, 53800, 52600, 49100, 46200, 43900, 21500, 59385]
SHIP_2568 = [6900, 6700, 7400, 7200, 7100, 6600, 6300, 5900, 2800, 4800]
FEES_2568 = [9800, 9700, 10900, 10800, 10900, 10300, 9700, 9100, 4800, 7500]
ADS_2568 = [5000, 5000, 6500, 6500, 7000, 6000, 5500, 5000, 1000, 3500]
PACK_2568 = [1800, 1750, 1900, 1850, 1800, 1700, 1600, 1500, 700, 1200]
SHOPEE_2567 = [48200, 45100, 51300, 49800, 47200, 46900, 50400, 53700, 55100, 58800, 71200, 83600]
TIKTOK_2567 = [12400, 15800, 19700, 22300, 24900, 27600, 29800, 31200, 33400, 36900, 48700, 55300]
LINE_2567 = [10100, 9800, 11200, 10600, 10300, 9900, 10800, 11400, 11900, 12300, 15600, 18900]
STOCK_2567 = [38500, 37200, 42800, 43100, 42600, 43900, 46100, 48300, 50200, 53600, 66800, 78400]
SHIP_2567 = [4900, 4800, 5500, 5600, 5700, 5800, 6100, 6400, 6700, 7100, 8900, 10400]
FEES_2567 = [5900, 6100, 7200, 7600, 7900, 8100, 8800, 9300, 9800, 10700, 13400, 15600]
ADS_2567 = [2000, 2500, 3000, 3500, 4000, 4000, 4500, 4500, 5000, 5500, 8000, 9500]
PACK_2567 = [1400, 1350, 1550, 1550, 1600, 1600, 1700, 1800, 1850, 1950, 2400, 2800]


def _shop_book(path: Path, year: str, channels: list[list[int]], costs: list[list[int]]) -> None:
    book = openpyxl.Workbook()
    sales = book.active
    sales.title = "ยอดขาย Sales"
    sales.append([f"ยอดขายร้าน NoonCloset ปี {year} (Monthly sales {year}, THB)"])
    sales.append(["เดือน (Month)", "Shopee", "TikTok Shop", "LINE / IG", "รวม (Total)"])
    for index in range(len(channels[0])):
        row = [column[index] for column in channels]
        sales.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sales.append(["รวม (Total)"] + [sum(column) for column in channels] + [sum(sum(c) for c in channels)])
    for column in range(2, 6):
        money_format(sales, column)
    sheet = book.create_sheet("ค่าใช้จ่าย Costs")
    sheet.append([f"ต้นทุนและค่าใช้จ่ายร้าน ปี {year} (Shop costs {year}, THB)"])
    sheet.append(["เดือน (Month)", "ค่าสินค้า (Stock)", "ค่าส่ง (Shipping)", "ค่าธรรมเนียมแพลตฟอร์ม (Platform fees)",
                  "ค่าโฆษณา (Ads)", "ถุง/กล่อง (Packaging)", "รวม (Total)"])
    for index in range(len(costs[0])):
        row = [column[index] for column in costs]
        sheet.append([f"{MONTHS[index]} {year}"] + row + [sum(row)])
    sheet.append(["รวม (Total)"] + [sum(column) for column in costs] + [sum(sum(c) for c in costs)])
    for column in range(2, 8):
        money_format(sheet, column)
    book.save(path)


def _plan_slides() -> list[tuple[str, str]]:
    so_far = sum(SHOPEE_2568) + sum(TIKTOK_2568) + sum(LINE_2568)
    return [
        ("แผนร้าน NoonCloset ช่วงลาคลอด และปี 2569", "NoonCloset plan 2026\nณัฐธิดา ศรีสุข (นุ่น)  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ยอดขาย ม.ค.–ต.ค. 2568 รวม {so_far:,} บาท\nก.ย. ยอดตกเพราะคลอดน้องภูมิ 3 ก.ย.\n"
                         "TikTok Shop โตเร็วกว่า Shopee"),
        ("ช่วงลาคลอด พ.ย. 68 – ม.ค. 69", "ไลฟ์ TikTok แค่วันอังคารกับพฤหัส 20.00–21.30\n"
                                         "จ้างแอดมินพาร์ทไทม์ น้องฝ้าย เดือนละ 6,000 บาท ตอบแชทและแพ็กของ\n"
                                         "พี่ต้นช่วยเอาของไปส่งวันเสาร์"),
        ("เป้าหมายปี 2569", "ยอดขายทั้งปี 1,200,000 บาท\nงานเสื้อองค์กร 5 บริษัท เริ่มจาก ซีไซด์ โลจิสติกส์\n"
                            "ค่าโฆษณาไม่เกิน 8% ของยอดขาย"),
        ("ต้นทุนที่ต้องระวัง", "ชลพัฒน์ขึ้นราคาเสื้อโปโล TK\nJetGo ขึ้นค่าส่งตั้งแต่ 1 ธ.ค. 68\n"
                               "ค่าเนอสเซอรี่น้องภูมิเริ่ม ก.พ. 69"),
    ]


# ---------------------------------------------------------------- the baby
HOSPITAL_BILL = [
    "SRICHONVEJ HOSPITAL\n"
    "112 Sukhumvit Road, Mueang Chonburi, Chonburi 20000  Tel. 038-110-999\n"
    "FINAL BILL / RECEIPT  No. SCV-IP-68-09-00417\n"
    "\n"
    "Patient: Mrs. Nattida Srisuk   HN 68-041172\n"
    "Admitted: 2 Sep 2025    Discharged: 5 Sep 2025\n"
    "Newborn: baby boy Srisuk, born 3 Sep 2025 04:18, 3,120 g   HN 68-041190\n"
    "\n"
    "Normal delivery package (3 days 2 nights, single room)       45,900.00\n"
    "Extra night, single room (1 night)                            3,800.00\n"
    "Epidural anaesthesia                                          6,500.00\n"
    "Newborn phototherapy for jaundice (1 day)                     2,400.00\n"
    "Take-home medicines                                           1,830.00\n"
    "TOTAL CHARGES                                                60,430.00\n"
    "Less package deposit paid 12 Jul 2025                       -10,000.00\n"
    "AMOUNT PAID AT DISCHARGE (credit card)                       50,430.00 THB\n"
    "\n"
    "The Social Security maternity benefit (15,000 THB) is not deducted here;\n"
    "the insured person claims it directly from the Social Security Office.\n"
    "Cashier: Pranee S.   5 Sep 2025 11:52",
]
VACCINE_TOP = ["โรงพยาบาลศรีชลเวช คลินิกเด็กสุขภาพดี (Well Baby Clinic) โทร 038-110-999",
               "ใบนัดฉีดวัคซีน",
               "ชื่อ ด.ช.ภูมิพัฒน์ ศรีสุข  HN 68-041190  เกิด 3 ก.ย. 2568  น้ำหนักแรกเกิด 3,120 กรัม",
               "ผู้ปกครอง นางณัฐธิดา ศรีสุข โทร 089-552-4716"]
VACCINE_TABLE = [
    ("อายุ", "วันนัด", "วัคซีน", "ค่าใช้จ่าย (บาท)"),
    ("แรกเกิด", "3 ก.ย. 2568", "บีซีจี, ตับอักเสบบี เข็ม 1", "รวมในแพ็กเกจคลอด"),
    ("1 เดือน", "3 ต.ค. 2568", "ตับอักเสบบี เข็ม 2", "450 (ฉีดแล้ว)"),
    ("2 เดือน", "5 พ.ย. 2568", "วัคซีนรวม 6 โรค เข็ม 1 + โรต้า เข็ม 1 + ไอพีดี เข็ม 1", "5,950"),
    ("4 เดือน", "7 ม.ค. 2569", "วัคซีนรวม 6 โรค เข็ม 2 + โรต้า เข็ม 2 + ไอพีดี เข็ม 2", "5,950"),
    ("6 เดือน", "4 มี.ค. 2569", "วัคซีนรวม 6 โรค เข็ม 3 + ไข้หวัดใหญ่ เข็ม 1", "4,780"),
]
VACCINE_BOTTOM = ["นัดเวลา 09.00 น. ทุกครั้ง ชั้น 3 อาคาร B กรุณานำสมุดสีชมพูมาด้วย",
                  "วัคซีนพื้นฐานตามสิทธิ์ (วัคซีนรวม 5 โรค และโปลิโอ) ฉีดฟรีที่ รพ.สต.บ้านสวน ได้",
                  "เลื่อนนัด โทร 038-110-999 ต่อ 3104"]
NURSERY_TH = ["เนอสเซอรี่บ้านรักลูก รับเลี้ยงเด็กอายุ 3 เดือน – 3 ปี",
              "25/8 ซ.บ้านสวน 12 ต.บ้านสวน อ.เมืองชลบุรี จ.ชลบุรี โทร 086-330-2291 (ครูอ้อย)",
              "ใบเสนอราคาค่าบริการ  วันที่ 25 ตุลาคม 2568",
              "เรียน คุณณัฐธิดา ศรีสุข  สำหรับ ด.ช.ภูมิพัฒน์ ศรีสุข (น้องภูมิ) เริ่มเข้าเรียน 2 ก.พ. 2569",
              "เวลาดูแล จันทร์–ศุกร์ 07.00–18.00 น. ห้องเด็กเล็ก ครู 1 คนต่อเด็ก 3 คน"]
NURSERY_TH_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)", "หมายเหตุ"),
    ("ค่าแรกเข้า", "3,000", "จ่ายครั้งเดียว"),
    ("ค่าดูแลรายเดือน", "7,500", "รวมอาหารเสริมตามวัย นมแม่ผู้ปกครองเตรียมมาเอง"),
    ("ค่าผ้าอ้อมสำเร็จรูปและทิชชู่เปียก", "900", "ต่อเดือน"),
    ("เงินประกันความเสียหาย", "5,000", "คืนเมื่อลาออก"),
    ("รวมจ่ายเดือนแรก", "16,400", ""),
]
NURSERY_TH_BOTTOM = ["ตั้งแต่เดือนที่ 2 เดือนละ 8,400 บาท (ค่าดูแล 7,500 + ผ้าอ้อม 900)",
                     "รับเด็กหลัง 18.00 น. คิดชั่วโมงละ 100 บาท",
                     "ชำระทุกวันที่ 1–5 ของเดือน โอนเข้าบัญชี ครูอ้อย (นางสาวอรทัย ใจดี)"]
NURSERY_EN = [
    "LITTLE SPROUT NURSERY & DAYCARE\n"
    "Bang Saen Beach Road, Saen Suk, Mueang Chonburi 20130  Tel. 038-391-550\n"
    "SCHOOL FEES 2026 - INFANT ROOM (3 to 18 months)\n"
    "Prepared for: Khun Nattida Srisuk, for Phumipat (Phum)    Date: 28 Oct 2025\n"
    "Hours: Monday to Friday, 7:30 - 17:30. One carer for every three infants.\n"
    "\n"
    "Registration fee (one time, non-refundable)       5,000 THB\n"
    "Monthly fee, infant room                          9,200 THB\n"
    "   (includes meals, diapers, wipes and laundry)\n"
    "Security deposit (one month, refundable)          9,200 THB\n"
    "FIRST MONTH TOTAL                                23,400 THB\n"
    "From the second month: 9,200 THB per month\n"
    "\n"
    "Late pick-up after 17:30: 150 THB per 30 minutes.\n"
    "Pay a term (3 months) in advance: 5% off the monthly fee.\n"
    "Admissions: Ms. Karen Wongsuwan, admissions@littlesprout.ac.th",
]
INSURANCE_QUOTE = [
    "BANGSAEN LIFE ASSURANCE PUBLIC COMPANY LIMITED\n"
    "Chonburi Branch, Sukhumvit Road, Mueang Chonburi\n"
    "PREMIUM QUOTATION    Date: 27 Oct 2025    Ref. BSL-Q-2510-3381\n"
    "\n"
    "Proposer / payer: Mr. Thanapol Srisuk\n"
    "Life insured: Master Phumipat Srisuk, born 3 Sep 2025 (age 0)\n"
    "Plan: Kid Care Health 1M (yearly renewable health plan)\n"
    "\n"
    "In-patient cover: up to 1,000,000 THB a year; room up to 4,000 THB a night\n"
    "Annual premium, in-patient plan: 21,480 THB\n"
    "Optional OPD rider (1,500 THB a visit, up to 30 visits): 6,300 THB a year\n"
    "Annual premium with OPD rider: 27,780 THB\n"
    "\n"
    "Waiting period: 30 days for illness, 120 days for specified diseases.\n"
    "Congenital conditions are not covered.\n"
    "Apply by 30 Nov 2025 to keep this rate. Premiums are paid yearly.\n"
    "Agent: Khun Jintana Boonrod, licence 6301023455, 081-774-2098",
]

# ---------------------------------------------------------------- household
def _pea(period: str, reading: str, units: int, energy: str, ft: str, vat: str, total: str, due: str,
         month: str) -> list[str]:
    return [
        "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Chonburi\n"
        f"ELECTRICITY BILL / NOTICE OF PAYMENT - {month}\n"
        "Account name: Mr. Thanapol Srisuk\n"
        "Address: 59/14 Pruksa Ban Suan Soi 5, Ban Suan, Mueang Chonburi 20000\n"
        "Customer no. 020011873364   Rate 1.2 (residential)\n"
        f"Billing period: {period}\n"
        f"Meter reading: {reading}   Units used: {units} kWh\n"
        f"Energy charge {energy}  Ft {ft}  Service 24.62  VAT 7% {vat}\n"
        f"AMOUNT DUE: {total} THB\n"
        f"Due date: {due}\n"
        "Pay at PEA offices, 7-Eleven, or the PEA Smart Plus app."]


PEA_SEP = _pea("16 Aug 2025 - 15 Sep 2025", "31,207 -> 31,719", 512, "2,037.94", "188.01", "157.54", "2,408.11",
               "29 Sep 2025", "September 2025")
PEA_OCT = _pea("16 Sep 2025 - 15 Oct 2025", "31,719 -> 32,337", 618, "2,506.64", "226.93", "193.07", "2,951.26",
               "29 Oct 2025", "October 2025")
SCHOOL_TOP = ["โรงเรียนอนุบาลบ้านสวนวิทยา อ.เมืองชลบุรี จ.ชลบุรี",
              "ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ 2/2568",
              "ชื่อนักเรียน ด.ญ.พิมพ์ลดา ศรีสุข  ชั้นอนุบาล 2/3  เลขประจำตัว 2741"]
SCHOOL_TABLE = [
    ("รายการ", "จำนวนเงิน (บาท)"),
    ("ค่าธรรมเนียมการเรียน", "12,500"),
    ("ค่าอาหารกลางวันและอาหารว่าง", "3,600"),
    ("ค่ากิจกรรมและทัศนศึกษา", "1,200"),
    ("ค่าเรียนว่ายน้ำ", "1,350"),
    ("รวม", "18,650"),
]
SCHOOL_BOTTOM = ["รวมทั้งสิ้น 18,650 บาท กรุณาชำระภายในวันที่ 31 ต.ค. 2568",
                 "ชำระภายใน 15 ต.ค. 2568 ลด 500 บาท เหลือ 18,150 บาท",
                 "ชำระที่ห้องการเงิน หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0203-1188-4527",
                 "เปิดภาคเรียน 3 พฤศจิกายน 2568"]
HOMELOAN = [
    "EASTERN SAVINGS BANK PUBLIC COMPANY LIMITED\n"
    "Chonburi Branch, 9 Sukhumvit Road, Mueang Chonburi 20000  Tel. 038-285-400\n"
    "\n"
    "20 October 2025\n"
    "Ref: ESB-HL/CB-2568/1187\n"
    "Subject: Home loan - end of fixed-rate period and new instalment\n"
    "\n"
    "Dear Mr. Thanapol Srisuk and Mrs. Nattida Srisuk,\n"
    "Home loan no. ESB-HL-0662-48815, 59/14 Pruksa Ban Suan Soi 5, Ban Suan, Mueang Chonburi\n"
    "\n"
    "Original loan: 2,150,000 THB (June 2022), 30 years\n"
    "Outstanding principal on 30 Sep 2025: 1,842,356.20 THB\n"
    "Your fixed rate of 3.25% ends on 30 Nov 2025.\n"
    "From 1 Dec 2025 the rate will be MRR - 1.50% = 5.60% per year (floating).\n"
    "Monthly instalment now: 12,400 THB\n"
    "Monthly instalment from Dec 2025: 13,950 THB\n"
    "\n"
    "Retention offer: fixed 3.45% for 2 years, instalment 12,650 THB a month.\n"
    "Fee: 0.25% of the outstanding principal (4,605.89 THB).\n"
    "To accept, please sign at the branch by 25 Nov 2025.\n"
    "\n"
    "Yours sincerely,\n"
    "Pimchanok Saelim\n"
    "Home Loan Officer",
]
EYE_TOP = ["โรงพยาบาลชลประชารักษ์ กลุ่มงานจักษุวิทยา",
           "ใบนัดผ่าตัดและประมาณการค่าใช้จ่าย",
           "ผู้ป่วย นางวันเพ็ญ ทองมา อายุ 63 ปี  HN 55-019283  สิทธิ์ หลักประกันสุขภาพถ้วนหน้า (บัตรทอง)",
           "การวินิจฉัย ต้อกระจกตาขวา  การผ่าตัด สลายต้อกระจกและใส่เลนส์แก้วตาเทียม (ไม่ต้องนอนโรงพยาบาล)",
           "วันผ่าตัด 9 ธันวาคม 2568 เวลา 08.00 น. ให้มาถึงก่อน 07.00 น."]
EYE_TABLE = [
    ("รายการ", "ตามสิทธิ์บัตรทอง", "ผู้ป่วยชำระเอง (บาท)"),
    ("ค่าผ่าตัดและค่าห้องผ่าตัด", "ครอบคลุม", "0"),
    ("เลนส์แก้วตาเทียมมาตรฐาน (ชนิดพับได้)", "ครอบคลุม", "0"),
    ("เลนส์แก้วตาเทียมมัลติโฟคอล (ถ้าเลือก) ส่วนต่าง", "ไม่ครอบคลุม", "28,500"),
    ("ยาหยอดตาหลังผ่าตัด", "ครอบคลุม", "0"),
]
EYE_BOTTOM = ["ตรวจเลือดและวัดค่าสายตาก่อนผ่าตัด 2 ธ.ค. 2568 เวลา 09.00 น.",
              "งดยาละลายลิ่มเลือดตามแพทย์สั่ง มีญาติมาด้วย 1 คน ห้ามขับรถกลับเอง",
              "นัดตรวจหลังผ่าตัด 10 ธ.ค. 2568 และ 16 ธ.ค. 2568",
              "แพทย์ผู้ผ่าตัด พญ.กมลวรรณ ศรีประเสริฐ"]
HR_EMAIL = """From: HR Services <hr@siameasternprecision.co.th>
To: Thanapol Srisuk <thanapol.s@siameasternprecision.co.th>
Date: Mon, 8 Sep 2025 10:32
Subject: Congratulations! Childbirth benefits and adding your baby to group insurance

Dear Khun Thanapol,

Congratulations on the birth of your son on 3 September 2025! Here is what you can receive:

1. Childbirth allowance: 3,000 THB, paid with your September salary on 25 Sep 2025.
2. Paternity leave: 5 working days with full pay (recorded 2-8 Sep 2025).
3. Group health insurance: you can add your son as a dependent. The child dependent premium is
   4,200 THB a year, deducted from payroll at 350 THB a month from October 2025.
   Cover: in-patient up to 100,000 THB a year, out-patient 1,000 THB a visit.
   Please send a copy of the birth certificate and the enrolment form by 30 Sep 2025.
   After that date your son can only join at the policy renewal on 1 Jan 2026.
4. Social Security: the maternity lump sum (15,000 THB) and the child allowance (800 THB a month)
   are claimed by you at the Social Security Office Chonburi or in the SSO Plus app.

Best wishes to you and your family,
Pornpimol K.
HR Services, Siam Eastern Precision Co., Ltd., Amata City Chonburi
"""

HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ผ่อนบ้าน (Home loan)", 12400, "ธนาคารอีสเทิร์น"), ("ค่าไฟ (Electricity)", 2116.03, "PEA"),
                  ("ค่าน้ำประปา (Water)", 286, ""), ("อินเทอร์เน็ต (Internet)", 641.93, ""),
                  ("ค่ากับข้าว (Food)", 11200, ""), ("ค่าน้ำมันรถ (Petrol)", 3200, ""),
                  ("ฝากครรภ์ครั้งสุดท้าย (Prenatal visit)", 1850, "รพ.ศรีชลเวช"),
                  ("ของใช้เตรียมคลอด (Baby gear)", 10240, "คาร์ซีท + เปล"),
                  ("ยาหยอดตาแม่แป๋ว (Mum's eye drops)", 420, "")],
    "ก.ย. 2568": [("ผ่อนบ้าน (Home loan)", 12400, "ธนาคารอีสเทิร์น"), ("ค่าไฟ (Electricity)", 2408.11, "PEA"),
                  ("ค่าน้ำประปา (Water)", 312, ""), ("อินเทอร์เน็ต (Internet)", 641.93, ""),
                  ("ค่ากับข้าว (Food)", 12900, ""), ("ค่าน้ำมันรถ (Petrol)", 2850, ""),
                  ("ค่าคลอด ส่วนที่จ่ายตอนออก (Hospital, birth)", 50430, "ประกันสังคมคืน 15,000 เข้าบัญชีพี่ต้น"),
                  ("ผ้าอ้อม + นมผงน้องภูมิ (Diapers, formula)", 2180, "")],
    "ต.ค. 2568": [("ผ่อนบ้าน (Home loan)", 12400, "ธนาคารอีสเทิร์น"), ("ค่าไฟ (Electricity)", 2951.26, "PEA"),
                  ("ค่าน้ำประปา (Water)", 345, ""), ("อินเทอร์เน็ต (Internet)", 641.93, ""),
                  ("ค่ากับข้าว (Food)", 12300, ""), ("ค่าน้ำมันรถ (Petrol)", 3450, ""),
                  ("ค่าเทอมน้องพิมพ์ เทอม 2 (School fees)", 18150, "จ่ายก่อน 15 ต.ค. ลด 500"),
                  ("ผ้าอ้อม + นมผงน้องภูมิ (Diapers, formula)", 3460, ""),
                  ("วัคซีนน้องภูมิ 1 เดือน (Vaccine)", 450, "รพ.ศรีชลเวช"),
                  ("ยาหยอดตาแม่แป๋ว (Mum's eye drops)", 420, "")],
}


def _house_book(path: Path) -> None:
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in HOUSE_2568.items():
        sheet = book.create_sheet(title)
        sheet.append([f"ค่าใช้จ่ายบ้านศรีสุข {title} (Household spending)"])
        sheet.append(list(HOUSE_HEADERS))
        for row in rows:
            sheet.append(list(row))
        sheet.append(["รวม (Total)", round(sum(row[1] for row in rows), 2), ""])
        money_format(sheet, 2)
    book.save(path)


# ---------------------------------------------------------------- notes and chats
TEXTS = {
    "ร้าน NoonCloset/แชท/แชทไลน์_คุณเมย์_ซีไซด์.txt": """[24 ต.ค. 68 16:10] นุ่น NoonCloset: คุณเมย์คะ ส่งใบเสนอราคาฉบับแก้ให้แล้วนะคะ เสื้อโปโล 150 ตัว ตัวละ 255 ปักชื่อตัวละ 30 รวม VAT 45,742.50 ค่ะ
[24 ต.ค. 68 17:02] คุณเมย์ ซีไซด์: ได้รับค่ะ เดี๋ยวให้ HR นับคนอีกรอบนะคะ
[28 ต.ค. 68 10:15] คุณเมย์ ซีไซด์: คุณนุ่นคะ รวมพนักงานสาขาแหลมฉบังด้วย เป็น 180 ตัวค่ะ เอาเยอะขึ้นขอตัวละ 245 ได้มั้ยคะ
[28 ต.ค. 68 10:40] นุ่น NoonCloset: 245 ไม่ไหวจริงๆ ค่ะ ผ้า TK ปีนี้ขึ้นราคา ให้ได้ตัวละ 250 ค่ะ ปักชื่อ 30 เท่าเดิม
[28 ต.ค. 68 11:05] คุณเมย์ ซีไซด์: โอเคค่ะ 250 ปักชื่อ 30 รวม VAT แล้วเท่าไหร่คะ
[28 ต.ค. 68 11:20] นุ่น NoonCloset: 180 ตัว ค่าเสื้อ 45,000 ปักชื่อ 5,400 รวม 50,400 VAT 3,528 รวมทั้งสิ้น 53,928 บาทค่ะ มัดจำ 50% = 26,964 บาท
[28 ต.ค. 68 11:32] คุณเมย์ ซีไซด์: ตกลงค่ะ 53,928 เดี๋ยวฝ่ายบัญชีโอนมัดจำให้ ขอของไม่เกิน 28 พ.ย. นะคะ
[28 ต.ค. 68 11:35] นุ่น NoonCloset: ได้ค่ะ พอดีนุ่นเพิ่งคลอด วันส่งของพี่ต้นสามีนุ่นจะเอาไปส่งที่บริษัทนะคะ
[30 ต.ค. 68 14:05] คุณเมย์ ซีไซด์: โอนมัดจำ 26,964 แล้วค่ะ ส่งสลิปให้ในแชทนะคะ
[30 ต.ค. 68 14:10] นุ่น NoonCloset: ได้รับแล้วค่ะ ขอบคุณมากค่ะ
""",
    "ร้าน NoonCloset/บัญชีร้าน/สต็อกเสื้อ_31ต.ค.68.md": """# สต็อกเสื้อผ้า NoonCloset นับ ณ 31/10/68

| รหัส | สินค้า | คงเหลือ (ตัว) | ทุนต่อตัว | ราคาขาย |
|---|---|---|---|---|
| BL-01 | เสื้อเบลาส์เรยอง สีครีม | 46 | 119 | 290 |
| BL-02 | เสื้อเบลาส์เรยอง สีเขียวเสจ | 38 | 119 | 290 |
| WP-01 | กางเกงขากว้างลินิน สีดำ | 52 | 185 | 390 |
| WP-02 | กางเกงขากว้างลินิน สีเบจ | 41 | 185 | 390 |
| TS-01 | เสื้อยืดคอตตอน 32 สีขาว | 63 | 95 | 199 |
| DR-05 | เดรสให้นม (ล็อตเก่า เคลียร์สต็อก) | 19 | 160 | 250 |

รวมคงเหลือ 259 ตัว ทุนรวม 36,226 บาท
- เบลาส์สีครีมขายดีสุด ไลฟ์ทีไรหมด ต้องสั่งชลพัฒน์เพิ่มรอบหน้า
- เดรสให้นมลดเหลือ 199 ใน TikTok ช่วง 11.11
""",
    "ร้าน NoonCloset/Suppliers/email_JetGo_rate_Dec2025.txt": JETGO_EMAIL,
    "น้องภูมิ/บันทึกน้ำหนัก_น้องภูมิ.md": """# บันทึกน้ำหนักและการกิน น้องภูมิ

| วันที่ | อายุ | น้ำหนัก | ความยาว | หมายเหตุ |
|---|---|---|---|---|
| 3 ก.ย. 68 | แรกเกิด | 3,120 กรัม | 50 ซม. | คลอดเอง 04.18 น. |
| 5 ก.ย. 68 | 2 วัน | 2,980 กรัม | | ตัวเหลือง ส่องไฟ 1 วัน ก่อนกลับบ้าน |
| 3 ต.ค. 68 | 1 เดือน | 4,050 กรัม | 54 ซม. | ชั่งที่ รพ. ตอนฉีดวัคซีน |
| 1 พ.ย. 68 | เกือบ 2 เดือน | 4,880 กรัม | | ชั่งที่บ้าน |

## การกิน
- นมแม่เป็นหลัก ปั๊มเก็บวันละประมาณ 24 ออนซ์
- กลางคืนเสริมนมผง 1 มื้อ กระป๋อง 900 กรัม 890 บาท ใช้ได้ประมาณ 2 สัปดาห์
- หมอบอกให้เริ่มฝึกดูดขวดก่อนเข้าเนอสเซอรี่ เดือน ม.ค.
""",
    "น้องภูมิ/ของใช้น้องภูมิ ที่ต้องซื้อ.md": """# ของใช้น้องภูมิ ที่ต้องซื้อ (ก่อนเข้าเนอสเซอรี่ ก.พ. 69)
- [x] คาร์ซีทแรกเกิด 5,990 บาท (ซื้อแล้ว ส.ค.)
- [x] เปลไม้ + ที่นอน 4,250 บาท (ซื้อแล้ว ส.ค.)
- [ ] เครื่องปั๊มนมไฟฟ้าตัวที่ 2 ไว้ที่ร้าน ประมาณ 3,490 บาท
- [ ] ถุงเก็บน้ำนม 3 กล่อง กล่องละ 259 บาท
- [ ] รถเข็นพับได้ ดูไว้ 2 รุ่น 7,900 กับ 12,500 บาท (รอ 12.12)
- [ ] ชุดนอนแขนยาว ไซซ์ 3-6 เดือน 5 ชุด
- [ ] กระเป๋าผ้าอ้อมใบใหญ่ (ไว้ไปเนอสเซอรี่)
""",
    "น้องภูมิ/แชทไลน์_พี่แมว_พี่เลี้ยง.txt": """[1 พ.ย. 68 19:20] นุ่น: พี่แมวคะ ช่วงแม่แป๋วผ่าตัดตาเดือน ธ.ค. นุ่นอยากจ้างพี่มาช่วยเลี้ยงน้องภูมิที่บ้าน จันทร์ถึงเสาร์ 8 โมงถึง 5 โมงเย็น ได้มั้ยคะ
[1 พ.ย. 68 19:45] พี่แมว: ได้จ้ะนุ่น พี่ขอเดือนละ 12,000 นะ เด็กแรกเกิดเหนื่อยอยู่
[1 พ.ย. 68 20:02] นุ่น: แพงไปนิดนึงค่ะพี่ นุ่นให้ได้ 10,000 ค่ะ งั้นทำแค่จันทร์ถึงศุกร์ก็ได้ค่ะ
[1 พ.ย. 68 20:30] พี่แมว: จันทร์ถึงศุกร์ก็ได้ งั้น 11,000 มั้ย ข้าวเที่ยงนุ่นทำให้พี่นะ
[1 พ.ย. 68 20:41] นุ่น: โอเคค่ะ เดือนละ 11,000 ข้าวเที่ยงนุ่นทำให้ค่ะ เริ่ม 1 ธ.ค. ถึง 31 ม.ค. นะคะ ก.พ. น้องภูมิเข้าเนอสเซอรี่
[1 พ.ย. 68 20:45] พี่แมว: ตกลงจ้า
[2 พ.ย. 68 08:10] นุ่น: นุ่นโอนมัดจำไว้ 2,000 นะคะ หักจากเงินเดือน ธ.ค.
[2 พ.ย. 68 08:12] นุ่น: สิ้นเดือน ธ.ค. จ่ายส่วนที่เหลือ 9,000 นะคะ
[2 พ.ย. 68 08:30] พี่แมว: ได้รับแล้วจ้า 2,000
""",
    "บ้าน/งานพี่ต้น/email_HR_baby_benefits_Sep2025.txt": HR_EMAIL,
    "บ้าน/งานพี่ต้น/ลดหย่อนภาษี_2568_พี่ต้น.md": """# ลดหย่อนภาษีปี 2568 (พี่ต้น)

เงินได้: เงินเดือน 38,500 x 12 = 462,000 บาท + โบนัส (คาด) 77,000 บาท รวม 539,000 บาท

| รายการลดหย่อน | จำนวน (บาท) |
|---|---|
| ส่วนตัว | 60,000 |
| บุตรคนที่ 1 น้องพิมพ์ | 30,000 |
| บุตรคนที่ 2 น้องภูมิ (เกิดปี 2568) | 60,000 |
| ค่าฝากครรภ์และคลอดบุตร (ดูข้างล่าง) | 59,630 |
| ประกันสังคม | 9,000 |
| กองทุนสำรองเลี้ยงชีพ 5% | 23,100 |
| ดอกเบี้ยเงินกู้บ้าน ธนาคารอีสเทิร์น | 61,200 |

## ค่าฝากครรภ์และคลอดบุตร
- ฝากครรภ์ทั้งหมด 14,200 บาท + ค่าคลอด รพ.ศรีชลเวช 60,430 บาท = 74,630 บาท
- ต้องหักส่วนที่เบิกประกันสังคมได้ 15,000 บาท ออกก่อน เหลือ 59,630 บาท ไม่เกินเพดาน 60,000
- ลดหย่อนได้ 59,630 บาท เก็บใบเสร็จ รพ. ไว้ทุกใบ

หมายเหตุ: นุ่นยื่นภาษีเองจากรายได้ขายของออนไลน์ จึงใช้ลดหย่อนคู่สมรสไม่ได้
""",
    "บ้าน/แชทไลน์_บ้านศรีสุข.txt": """[30 ก.ย. 68 12:15] ต้น: เงินค่าคลอดประกันสังคมเข้าแล้วนะ 15,000
[30 ก.ย. 68 12:20] นุ่น: เย้ เอาไปโปะค่าคลอดที่รูดบัตรไป
[10 ต.ค. 68 21:05] นุ่น: พี่ต้น ค่าเทอมพิมพ์ถ้าจ่ายก่อน 15 ต.ค. ลด 500 นะ
[10 ต.ค. 68 21:12] ต้น: พรุ่งนี้โอนเลย 18,150 ใช่ปะ
[11 ต.ค. 68 09:30] ต้น: โอนแล้ว 18,150 สลิปอยู่ในอัลบั้มนะ
[21 ต.ค. 68 19:40] ต้น: ธนาคารส่งจดหมายมา ดอกเบี้ยบ้านหมดช่วงคงที่ ธ.ค. ผ่อนขึ้นอีกพันกว่า
[21 ต.ค. 68 19:44] นุ่น: เซ็นตัว fix 2 ปีเถอะพี่ ค่าธรรมเนียมสี่พันกว่าคุ้มกว่า
[21 ต.ค. 68 19:50] ต้น: โอเค ลาครึ่งวันไปเซ็นสัปดาห์หน้า
[3 พ.ย. 68 18:02] แม่แป๋ว: หมอนัดผ่าตาขวา 9 ธ.ค. แม่ว่าใช้เลนส์ธรรมดาฟรีก็พอแล้วลูก
[3 พ.ย. 68 18:10] นุ่น: แม่ใช้เลนส์มัลติโฟคอลเถอะ จะได้ไม่ต้องใส่แว่นอ่านหนังสือ นุ่นกับพี่ต้นช่วยกันออก
[3 พ.ย. 68 18:15] ต้น: ได้ครับแม่ ผมออกครึ่งนึง 14,250
[3 พ.ย. 68 18:20] แม่แป๋ว: ขอบใจลูก เดี๋ยวแม่บอกหมอ
[5 พ.ย. 68 11:40] นุ่น: พาภูมิไปฉีดวัคซีน 2 เดือนแล้ว ร้องลั่นเลย จ่ายไป 5,950
[5 พ.ย. 68 11:42] ต้น: ลูกพ่อเก่งมาก เดี๋ยวเย็นนี้ซื้อผ้าอ้อมกลับไปนะ
""",
}
TODO = {"todo.md": """- ไปเซ็นสัญญา fix ดอกเบี้ยบ้านที่ธนาคาร ก่อน 25 พ.ย.
- สมัครประกันสุขภาพน้องภูมิ ก่อน 30 พ.ย. (หรือใช้ประกันกลุ่มบริษัทพี่ต้น?)
- ส่งเสื้อโปโลซีไซด์ 180 ตัว ภายใน 28 พ.ย.
- เลือกเนอสเซอรี่ให้น้องภูมิ (บ้านรักลูก หรือ Little Sprout)
- พาแม่แป๋วตรวจเลือด 2 ธ.ค. ผ่าตัด 9 ธ.ค.
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    shop = docs / "ร้าน NoonCloset"
    quotes, suppliers, books = shop / "ใบเสนอราคา", shop / "Suppliers", shop / "บัญชีร้าน"
    baby = docs / "น้องภูมิ"
    home = docs / "บ้าน"
    for folder in (quotes, suppliers, books, shop / "แชท", baby / "โรงพยาบาล", baby / "เนอสเซอรี่", home / "Bills",
                   home / "ค่าเทอมน้องพิมพ์", home / "บ้านกู้", home / "ยายแป๋ว", home / "งานพี่ต้น"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(quotes / "ใบเสนอราคา_เสื้อโปโล_ซีไซด์ v1 ร่าง.docx", POLO_DRAFT, POLO_DRAFT_TABLE,
               bottom=POLO_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคา_เสื้อโปโล_ซีไซด์ v2 final.docx", POLO_FINAL, POLO_FINAL_TABLE,
               bottom=POLO_FINAL_BOTTOM)
    make_pdf(suppliers / "Chonpat_Garment_pricelist_2025.pdf", CHONPAT_2025)
    write_docx(suppliers / "ราคาส่ง_ชลพัฒน์การ์เม้นท์_2567.docx", CHONPAT_2567, CHONPAT_2567_TABLE,
               bottom=CHONPAT_2567_BOTTOM)
    make_pdf(suppliers / "Chonpat_invoice_CP-INV-2510-114.pdf", CHONPAT_INVOICE)
    make_pdf(suppliers / "Chonpat_receipt_CP-RC-2510-087.pdf", CHONPAT_RECEIPT)
    _shop_book(books / "ยอดขาย NoonCloset 2568.xlsx", "2568", [SHOPEE_2568, TIKTOK_2568, LINE_2568],
               [STOCK_2568, SHIP_2568, FEES_2568, ADS_2568, PACK_2568])
    _shop_book(books / "ยอดขาย NoonCloset 2567.xlsx", "2567", [SHOPEE_2567, TIKTOK_2567, LINE_2567],
               [STOCK_2567, SHIP_2567, FEES_2567, ADS_2567, PACK_2567])
    write_slides(shop / "แผนร้านช่วงลาคลอด_2569.pptx", _plan_slides())
    make_pdf(baby / "โรงพยาบาล" / "Srichonvej_final_bill_Sep2025.pdf", HOSPITAL_BILL)
    write_docx(baby / "โรงพยาบาล" / "ใบนัดวัคซีน น้องภูมิ.docx", VACCINE_TOP, VACCINE_TABLE, bottom=VACCINE_BOTTOM)
    write_docx(baby / "เนอสเซอรี่" / "ใบเสนอราคา_เนอสเซอรี่บ้านรักลูก.docx", NURSERY_TH, NURSERY_TH_TABLE,
               bottom=NURSERY_TH_BOTTOM)
    make_pdf(baby / "เนอสเซอรี่" / "LittleSprout_Nursery_fees_2026.pdf", NURSERY_EN)
    make_pdf(baby / "BangsaenLife_health_quote_Phum.pdf", INSURANCE_QUOTE)
    make_pdf(home / "Bills" / "PEA_bill_Sep2025.pdf", PEA_SEP)
    make_pdf(home / "Bills" / "PEA_bill_Oct2025.pdf", PEA_OCT)
    write_docx(home / "ค่าเทอมน้องพิมพ์" / "ค่าเทอม_พิมพ์_อ.2_เทอม2-2568.docx", SCHOOL_TOP, SCHOOL_TABLE,
               bottom=SCHOOL_BOTTOM)
    make_pdf(home / "บ้านกู้" / "EasternSavingsBank_homeloan_notice_Oct2025.pdf", HOMELOAN)
    write_docx(home / "ยายแป๋ว" / "ใบนัดผ่าตัดตา_ยายแป๋ว_ชลประชารักษ์.docx", EYE_TOP, EYE_TABLE, bottom=EYE_BOTTOM)
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """Their to-do list, already in the workspect."""
    write_texts(workspect, TODO)
