"""The gasstation folder: the papers of a family-run petrol station with a car-care bay, written by code.

The owner is นายชาญวิทย์ บุญมา (เฮียชาญ). With his wife นางกาญจนา (เจ๊กาญจน์, who keeps the books) he runs
ปั๊มน้ำมันบุญมา, หจก.บุญมาปิโตรเลียม (Boonma Petroleum Ltd., Part.), an independent station on ถนนพหลโยธิน,
อ.ตาคลี จ.นครสวรรค์, with a car-care bay (บุญมาคาร์แคร์) run by their son ต้น. Their daughter มายด์
(ด.ญ.ปภาวรินทร์) is in ม.2, and his father พ่อเฉลิม (78) lives with them. It is November 2568 (2025).
Fuel comes from บริษัท เจ้าพระยาฟิวเอลเทรดดิ้ง จำกัด (Chao Phraya Fuel Trading Co., Ltd. in its English papers).

Documents/ปั๊มบุญมา/ (the business)
- สัญญา/สัญญาซื้อขายน้ำมัน_เจ้าพระยาฟิวเอล_2568.docx: fuel supply contract with the jobber (credit limit
  1,200,000, 15 days' credit, bank guarantee 600,000, minimum 10,000 litres a delivery).
- สัญญา/หนังสือแจ้ง_เจ้าพระยาฟิวเอล_ปรับเงื่อนไขเครดิต.docx: the jobber's letter: credit 15 -> 10 days and
  minimum order 10,000 -> 12,000 litres from 1 ธ.ค. 2568.
- สัญญา/ChaoPhrayaFuel_invoice_CPF-IV-6810-0877.pdf: English tax invoice for the 21 Oct 2025 delivery
  (15,000 litres, 466,445.10, due 5 Nov 2025).
- ใบเสนอราคา/ใบเสนอราคาน้ำมัน_ตาคลีทรานสปอร์ต.docx and ใบเสนอราคาน้ำมัน_สหกรณ์อ้อยตาคลี.docx: two similar
  fleet-diesel quotes to a trucking firm and a cane growers' co-op (discount 0.60 vs 0.80 a litre).
- ใบเสนอราคา/ใบเสนอราคาคาร์แคร์_ตาคลีอะกริเทค_ร่าง.docx: draft car-care fleet quote, 10,200 a month.
- ใบเสนอราคา/ใบเสนอราคาคาร์แคร์_ตาคลีอะกริเทค_ฉบับส่งจริง.docx: the quote as sent, 11,490 a month.
- ใบเสนอราคา/NSWGarage_lift_quotation_Oct2025.pdf: English quotation for a 2-post car lift, 78,500 installed.
- ใบเสนอราคา/ใบเสนอราคาลิฟต์_ร้านช่างวิทย์.docx: a Thai shop's quote for a similar lift, 69,000 + 5,500 = 74,500.
- บัญชี/ยอดขายน้ำมัน_2568.xlsx: this year's book, two sheets (litres by month; baht by month), ม.ค.–ต.ค.
- บัญชี/ยอดขายน้ำมัน_2567.xlsx: last year's book, same layout, January to December, with a year total.
- บัญชี/รายได้คาร์แคร์_2568.xlsx: car-care income by service, months as columns.
- บัญชี/ค่าจ้างพนักงาน_ตุลาคม68.md: October wages of five staff, 58,770 in all.
- บัญชี/บันทึกรับน้ำมันเข้าถัง_ต.ค.68.md: October deliveries with dip checks and shortages.
- บัญชี/สต็อกน้ำมันเครื่อง_พ.ย.68.md: engine-oil stock count in the car-care bay.
- บันทึกประชุมพนักงาน_1พ.ย.68.md: staff meeting minutes (new shifts from 1 ธ.ค., cash shortages, bonus).
- แชท/แชทไลน์_ตาคลีทรานสปอร์ต.txt: LINE chat with the trucking firm; the discount goes from 0.60 to 0.70.
- แชท/แชทไลน์_เซลส์เอก_เจ้าพระยาฟิวเอล.txt: LINE chat with the jobber's salesman; diesel order 10,000 -> 14,000.
- email_PumpTech_calibration_Nov2025.txt: English email: dispenser calibration moved 18 -> 25 Nov, 5,200 THB.
- PEA_electricity_station_Oct2025.pdf: the station's electricity bill (18,742.36).
- แผนปั๊มปี2569.pptx: slides, next year's plan (80,000 litres a month, EV charger 850,000, coffee corner).
- สูตรผสมน้ำยาล้างรถ.md: the car-wash chemical mixing ratios.

Documents/บ้าน/ (the household)
- Bills/PEA_electricity_home_Oct2025.pdf and Bills/SawanNet_internet_bill_Oct2025.pdf: English bills.
- ประกัน/NakhonPrakan_health_renewal_2025.pdf: English renewal of the father's health insurance (38,400).
- ค่าเทอมมายด์/ค่าเทอม_มายด์_เทอม1-2568.docx and ค่าเทอม_มายด์_เทอม2-2568.docx: fee notices (32,500; 34,800).
- รายจ่ายบ้าน_2568.xlsx: household spending, a sheet per month (ส.ค., ก.ย., ต.ค. 2568); the father's health
  insurance is paid to นครประกันภัย (Nakhon Prakan Insurance in the English letter).
- แชทไลน์_บ้านบุญมา.txt: the family LINE group (the father's appointment moves from 18 to 20 พ.ย.).
- สุขภาพพ่อเฉลิม.md: notes on the father's heart and knee treatment.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
STATION_TOP = ("หจก.บุญมาปิโตรเลียม (ปั๊มน้ำมันบุญมา / บุญมาคาร์แคร์) 125 หมู่ 4 ถนนพหลโยธิน ต.ตาคลี "
               "อ.ตาคลี จ.นครสวรรค์ 60140 โทร 056-261-448 เลขประจำตัวผู้เสียภาษี 0603551002741")

# ---------------------------------------------------------------- fuel supplier
CONTRACT_TOP = [
    "สัญญาซื้อขายน้ำมันเชื้อเพลิง",
    "สัญญาเลขที่ CPF-NS 045/2568  ทำที่ สำนักงาน บริษัท เจ้าพระยาฟิวเอลเทรดดิ้ง จำกัด อ.เมือง จ.นครสวรรค์",
    "วันที่ 2 มกราคม 2568",
    "ระหว่าง บริษัท เจ้าพระยาฟิวเอลเทรดดิ้ง จำกัด โดย นายสุรเชษฐ์ วงศ์ทองคำ กรรมการผู้จัดการ "
    "ซึ่งต่อไปเรียกว่า \"ผู้ขาย\"",
    "กับ ห้างหุ้นส่วนจำกัด บุญมาปิโตรเลียม โดย นายชาญวิทย์ บุญมา หุ้นส่วนผู้จัดการ ซึ่งต่อไปเรียกว่า \"ผู้ซื้อ\"",
    "ผู้ขายตกลงขายและจัดส่งน้ำมันเชื้อเพลิงให้ผู้ซื้อ ตามรายการดังนี้",
]
CONTRACT_TABLE = [
    ("ชนิดน้ำมัน", "ราคา", "ส่วนลดจากราคาขายส่งประกาศ"),
    ("ดีเซล B7", "ราคาขายส่งประกาศ ณ วันส่ง", "0.35 บาท/ลิตร"),
    ("แก๊สโซฮอล์ 95 (E10)", "ราคาขายส่งประกาศ ณ วันส่ง", "0.30 บาท/ลิตร"),
    ("แก๊สโซฮอล์ 91", "ราคาขายส่งประกาศ ณ วันส่ง", "0.30 บาท/ลิตร"),
]
CONTRACT_HEADINGS = [
    ("ข้อ 1 ระยะเวลาสัญญา", "สัญญานี้มีผลตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2569 รวม 2 ปี"),
    ("ข้อ 2 การสั่งซื้อ", "ผู้ซื้อสั่งซื้อขั้นต่ำเที่ยวละ 10,000 ลิตร (รวมทุกชนิด) แจ้งล่วงหน้าอย่างน้อย 1 วันทำการ "
     "ก่อนเวลา 15.00 น.\nผู้ขายจัดส่งด้วยรถขนส่งน้ำมันของผู้ขาย ส่งฟรีภายในรัศมี 80 กิโลเมตรจากคลังนครสวรรค์"),
    ("ข้อ 3 วงเงินเครดิตและการชำระเงิน", "ผู้ขายให้วงเงินเครดิตแก่ผู้ซื้อ 1,200,000 บาท ระยะเวลาเครดิต 15 วัน "
     "นับจากวันที่ในใบกำกับภาษี\nผู้ซื้อชำระโดยโอนเข้าบัญชีผู้ขาย ธนาคารกรุงไทย สาขานครสวรรค์"),
    ("ข้อ 4 หลักประกัน", "ผู้ซื้อวางหนังสือค้ำประกันของธนาคาร จำนวน 600,000 บาท ตลอดอายุสัญญา"),
    ("ข้อ 5 การผิดนัดชำระ", "หากผู้ซื้อชำระล่าช้า ผู้ซื้อต้องเสียดอกเบี้ยร้อยละ 1.25 ต่อเดือน "
     "และผู้ขายมีสิทธิ์ระงับการส่งน้ำมันจนกว่าจะชำระครบ"),
    ("ข้อ 6 การตรวจรับ", "ผู้ซื้อวัดระดับน้ำมันในถังต่อหน้าพนักงานขับรถทุกครั้ง หากขาดเกินร้อยละ 0.5 "
     "ให้แจ้งผู้ขายภายใน 24 ชั่วโมง"),
]
CONTRACT_BOTTOM = ["ลงชื่อ สุรเชษฐ์ วงศ์ทองคำ ผู้ขาย", "ลงชื่อ ชาญวิทย์ บุญมา ผู้ซื้อ",
                   "ลงชื่อ กาญจนา บุญมา พยาน"]

CREDIT_LETTER = [
    "บริษัท เจ้าพระยาฟิวเอลเทรดดิ้ง จำกัด",
    "99/9 ถนนสวรรค์วิถี ต.ปากน้ำโพ อ.เมือง จ.นครสวรรค์ 60000 โทร 056-221-905",
    "ที่ จพฟ. 318/2568",
    "5 พฤศจิกายน 2568",
    "เรื่อง แจ้งปรับเงื่อนไขเครดิตและยอดสั่งซื้อขั้นต่ำ",
    "เรียน คุณชาญวิทย์ บุญมา หจก.บุญมาปิโตรเลียม",
    "อ้างถึง สัญญาซื้อขายน้ำมันเชื้อเพลิง เลขที่ CPF-NS 045/2568",
    "เนื่องจากต้นทุนทางการเงินและค่าขนส่งที่สูงขึ้น บริษัทขอแจ้งปรับเงื่อนไขกับลูกค้าสถานีบริการอิสระทุกราย "
    "ตั้งแต่วันที่ 1 ธันวาคม 2568 เป็นต้นไป ดังนี้",
    "1. ระยะเวลาเครดิต ปรับจาก 15 วัน เป็น 10 วัน นับจากวันที่ในใบกำกับภาษี",
    "2. ยอดสั่งซื้อขั้นต่ำ ปรับจากเที่ยวละ 10,000 ลิตร เป็นเที่ยวละ 12,000 ลิตร",
    "3. วงเงินเครดิต 1,200,000 บาท และส่วนลดตามสัญญาคงเดิม",
    "หากท่านต้องการคงเครดิต 15 วัน สามารถเพิ่มหนังสือค้ำประกันธนาคารเป็น 900,000 บาท "
    "โดยแจ้งภายในวันที่ 25 พฤศจิกายน 2568",
    "จึงเรียนมาเพื่อโปรดทราบ",
    "ขอแสดงความนับถือ",
    "นางสาวพิมพ์ชนก แสงอรุณ ผู้จัดการฝ่ายสินเชื่อ",
]

INVOICE_ITEMS = [("Diesel B7", 9000, 29.18), ("Gasohol 95 (E10)", 3000, 29.05), ("Gasohol 91", 3000, 28.72)]


def _invoice_page() -> str:
    lines = []
    subtotal = 0.0
    for name, litres, price in INVOICE_ITEMS:
        amount = round(litres * price, 2)
        subtotal += amount
        lines.append(f"{name:<22}{litres:>7,} L   {price:>6.2f}   {amount:>12,.2f}")
    vat = round(subtotal * 0.07, 2)
    total = round(subtotal + vat, 2)
    return ("CHAO PHRAYA FUEL TRADING CO., LTD.\n"
            "99/9 Sawan Withi Road, Pak Nam Pho, Mueang Nakhon Sawan 60000  Tel. 056-221-905\n"
            "TAX INVOICE / DELIVERY NOTE   No. CPF-IV-6810-0877\n"
            "Date: 21 Oct 2025          Due date: 5 Nov 2025 (credit 15 days)\n"
            "Customer: Boonma Petroleum Ltd., Part. (Khun Chanwit Boonma)\n"
            "125 Moo 4, Phahonyothin Road, Takhli, Nakhon Sawan 60140   Tax ID 0603551002741\n"
            "Truck: 82-4417 Nakhon Sawan   Driver: Khun Prasit\n"
            "\n"
            "Product               Quantity    THB/L        Amount\n"
            + "\n".join(lines) + "\n"
            f"Subtotal {subtotal:,.2f}\n"
            f"VAT 7% {vat:,.2f}\n"
            f"TOTAL DUE: {total:,.2f} THB\n"
            "\n"
            "Prices are the posted wholesale price on the delivery date less the contract discount.\n"
            "Please transfer to Krungthai Bank, Nakhon Sawan branch, account 612-0-48815-3,\n"
            "and send the slip to our credit department by LINE.")


# ---------------------------------------------------------------- fleet quotes
def _fleet_quote(number: str, date: str, to: list[str], litres: int, discount: float, extra: list[str]):
    pump = 32.94
    net = round(pump - discount, 2)
    top = [STATION_TOP, f"ใบเสนอราคา เลขที่ {number}", f"วันที่ {date}"] + to
    table = [
        ("รายการ", "ปริมาณประมาณต่อเดือน", "ราคาหน้าปั๊ม ณ วันเสนอ", "ส่วนลดต่อลิตร", "ราคาสุทธิต่อลิตร",
         "ยอดประมาณต่อเดือน (บาท)"),
        ("น้ำมันดีเซล B7", f"{litres:,} ลิตร", f"{pump:.2f}", f"{discount:.2f}", f"{net:.2f}",
         f"{round(litres * net):,}"),
    ]
    bottom = extra + ["ราคาหน้าปั๊มเปลี่ยนแปลงตามประกาศ ส่วนลดต่อลิตรคงที่ตลอดอายุใบเสนอราคา",
                      "ลงชื่อ ชาญวิทย์ บุญมา ผู้เสนอราคา"]
    return top, table, bottom


FLEET_TRUCK = _fleet_quote(
    "QT-BM-68-017", "8 ตุลาคม 2568",
    ["เรียน คุณสุรชัย แก้วประเสริฐ หจก.ตาคลีทรานสปอร์ต",
     "เรื่อง เสนอราคาน้ำมันดีเซลสำหรับรถบรรทุกของบริษัท (เติมหน้าปั๊ม ลงบัญชี)"],
    8000, 0.60,
    ["ส่วนลด 0.60 บาทต่อลิตร จากราคาหน้าปั๊ม สำหรับรถทะเบียนที่แจ้งไว้ 6 คัน",
     "วางบิลทุกวันที่ 15 และสิ้นเดือน เครดิต 15 วัน",
     "เติมได้ตลอด 24 ชั่วโมง พนักงานเซ็นใบเติมทุกครั้ง"])
FLEET_COOP = _fleet_quote(
    "QT-BM-68-019", "20 ตุลาคม 2568",
    ["เรียน คุณบุญเลิศ ทองมา ผู้จัดการ สหกรณ์ผู้ปลูกอ้อยตาคลี จำกัด",
     "เรื่อง เสนอราคาน้ำมันดีเซลสำหรับรถไถและรถบรรทุกอ้อยของสมาชิก ฤดูหีบอ้อย 2568/69"],
    15000, 0.80,
    ["ส่วนลด 0.80 บาทต่อลิตร จากราคาหน้าปั๊ม ช่วงฤดูหีบ 1 ธันวาคม 2568 ถึง 30 เมษายน 2569",
     "สมาชิกแสดงบัตรสหกรณ์ สหกรณ์รับวางบิลทุกวันศุกร์ เครดิต 7 วัน",
     "ขอให้สหกรณ์วางเงินประกัน 50,000 บาท"])

# ---------------------------------------------------------------- car-care quotes
CARCARE_TO = ["เรียน คุณวาสนา มีสุข ฝ่ายธุรการ บริษัท ตาคลีอะกริเทค จำกัด",
              "เรื่อง บริการล้างรถและเปลี่ยนถ่ายน้ำมันเครื่อง รถกระบะของบริษัท (เหมาจ่ายรายเดือน)"]
CARCARE_DRAFT = [STATION_TOP, "ใบเสนอราคา (ร่าง) เลขที่ QT-BM-68-015", "วันที่ 1 ตุลาคม 2568"] + CARCARE_TO
CARCARE_DRAFT_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ล้างรถกระบะ + ดูดฝุ่น (12 คัน เดือนละ 2 ครั้ง)", "24 ครั้ง", "200", "4,800"),
    ("เปลี่ยนถ่ายน้ำมันเครื่องดีเซล 7 ลิตร รวมไส้กรอง", "4 คัน", "1,350", "5,400"),
    ("รวมต่อเดือน", "", "", "10,200"),
]
CARCARE_DRAFT_BOTTOM = ["รวมเดือนละ 10,200 บาท",
                        "ร่าง — รอถามต้นเรื่องจำนวนรถ กับราคาน้ำมันเครื่องจากร้านส่งก่อน ยังไม่ส่ง"]
CARCARE_FINAL = [STATION_TOP, "ใบเสนอราคา เลขที่ QT-BM-68-015 (ฉบับแก้ไข)", "วันที่ 9 ตุลาคม 2568"] + CARCARE_TO
CARCARE_FINAL_TABLE = [
    ("รายการ", "จำนวนต่อเดือน", "ราคาต่อหน่วย (บาท)", "รวม (บาท)"),
    ("ล้างรถกระบะ + ดูดฝุ่น (14 คัน เดือนละ 2 ครั้ง)", "28 ครั้ง", "180", "5,040"),
    ("เปลี่ยนถ่ายน้ำมันเครื่องดีเซล 7 ลิตร รวมไส้กรอง", "5 คัน", "1,290", "6,450"),
    ("ตรวจลมยาง น้ำกลั่นแบตเตอรี่ น้ำมันเบรก", "ทุกครั้งที่เข้า", "ฟรี", "0"),
    ("รวมต่อเดือน", "", "", "11,490"),
]
CARCARE_FINAL_BOTTOM = [
    "รวมทั้งสิ้นเดือนละ 11,490 บาท (หนึ่งหมื่นหนึ่งพันสี่ร้อยเก้าสิบบาทถ้วน) ราคารวมภาษีมูลค่าเพิ่มแล้ว",
    "วางบิลทุกสิ้นเดือน เครดิต 30 วัน ราคานี้ยืนถึง 31 มีนาคม 2569",
    "รถเข้าล้างได้ทุกวัน 8.00–18.00 น. ไม่ต้องนัด",
    "ลงชื่อ ธนภัทร บุญมา ผู้ดูแลคาร์แคร์",
]

# ---------------------------------------------------------------- lift quotes
NSW_LIFT = [
    "NSW GARAGE EQUIPMENT CO., LTD.\n"
    "Garage and car-care equipment - Asia Road (Highway 1), Mueang Nakhon Sawan\n"
    "QUOTATION No. NSW-Q-2510-112        Date: 24 Oct 2025\n"
    "To: Boonma Car Care (Khun Thanaphat Boonma), Takhli, Nakhon Sawan\n"
    "\n"
    "2-post car lift, model NG-40S, lifting capacity 4,000 kg, electro-hydraulic, 220 V\n"
    "Suitable for sedans, pickups and SUVs\n"
    "Price: 78,500 THB including VAT, delivery and installation\n"
    "Installation needs a concrete floor at least 15 cm thick (customer to prepare).\n"
    "Warranty: 1 year on the whole lift, 3 years on the hydraulic pump.\n"
    "Payment: 50% deposit with order, 50% after installation.\n"
    "Lead time: 14 days after deposit. This quotation is valid for 30 days.\n"
    "Sales: Khun Nattapong 089-640-1172",
]
WIT_LIFT = [
    "ร้านช่างวิทย์ อุปกรณ์อู่และคาร์แคร์",
    "45/7 ถนนพหลโยธิน ต.หัวหวาย อ.ตาคลี จ.นครสวรรค์ โทร 081-973-5520",
    "ใบเสนอราคา",
    "วันที่ 27 ตุลาคม 2568",
    "เรียน คุณต้น บุญมาคาร์แคร์",
]
WIT_LIFT_TABLE = [
    ("รายการ", "จำนวน", "ราคา (บาท)"),
    ("ลิฟต์ยกรถ 2 เสา ยกได้ 4 ตัน ระบบไฮดรอลิก ไฟ 220V (นำเข้าจากจีน)", "1 ชุด", "69,000"),
    ("ค่าติดตั้ง พร้อมเดินไฟ", "1 งาน", "5,500"),
    ("รวมทั้งสิ้น", "", "74,500"),
]
WIT_LIFT_BOTTOM = [
    "รวมทั้งสิ้น 74,500 บาท (ไม่รวมภาษีมูลค่าเพิ่ม ร้านไม่ได้จดภาษี)",
    "รับประกัน 6 เดือน ส่งของและติดตั้งภายใน 7 วัน",
    "ชำระมัดจำ 20,000 บาท ส่วนที่เหลือชำระวันติดตั้ง",
    "ลงชื่อ วิทยา ช่างเหล็ก",
]

# ---------------------------------------------------------------- books
DIESEL_68 = [52400, 50800, 55300, 54100, 50200, 46800, 45300, 44600, 47200, 51900]
G95_68 = [12300, 11800, 12900, 13600, 12500, 11600, 11200, 11000, 11400, 12200]
G91_68 = [11100, 10700, 11600, 12100, 11400, 10500, 10100, 9900, 10300, 11000]
DIESEL_67 = [49800, 48600, 53200, 51700, 48100, 44900, 43800, 42900, 44300, 48800, 53600, 56900]
G95_67 = [11900, 11300, 12400, 13100, 12000, 11200, 10800, 10600, 10900, 11700, 12400, 13500]
G91_67 = [11400, 10900, 11800, 12300, 11500, 10700, 10300, 10100, 10400, 11200, 11900, 12800]
PRICES_68 = ([31.94, 32.04, 31.94, 32.54, 32.94, 32.94, 32.74, 32.74, 32.94, 32.94],
             [35.05, 35.35, 34.85, 34.45, 33.85, 33.25, 32.95, 32.85, 32.55, 32.55],
             [34.68, 34.98, 34.48, 34.08, 33.48, 32.88, 32.58, 32.48, 32.18, 32.18])
PRICES_67 = ([29.94, 29.94, 29.94, 30.94, 31.94, 32.94, 32.94, 32.94, 32.94, 32.94, 32.94, 32.94],
             [36.15, 36.85, 37.45, 38.25, 37.85, 37.45, 36.95, 36.55, 35.85, 35.45, 35.05, 35.05],
             [35.78, 36.48, 37.08, 37.88, 37.48, 37.08, 36.58, 36.18, 35.48, 35.08, 34.68, 34.68])


def _fuel_book(path: Path, year: str, litres: tuple[list[int], ...], prices: tuple[list[float], ...],
               total_label: str) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลิตร Litres"
    sheet.append([f"ยอดขายน้ำมันปั๊มบุญมา ปี {year} หน่วยลิตร (Fuel sold {year}, litres)"])
    sheet.append(["เดือน (Month)", "ดีเซล B7 (Diesel)", "แก๊สโซฮอล์ 95 (Gasohol 95)", "แก๊สโซฮอล์ 91 (Gasohol 91)",
                  "รวมลิตร (Total litres)"])
    diesel, g95, g91 = litres
    for month, a, b, c in zip(MONTHS, diesel, g95, g91):
        sheet.append([f"{month} {year}", a, b, c, a + b + c])
    sheet.append([total_label, sum(diesel), sum(g95), sum(g91), sum(diesel) + sum(g95) + sum(g91)])
    for column in range(2, 6):
        money_format(sheet, column)
    baht = book.create_sheet("ยอดเงิน Sales THB")
    baht.append([f"ยอดขายน้ำมัน ปี {year} หน่วยบาท (Fuel sales {year}, THB incl. VAT)"])
    baht.append(["เดือน (Month)", "ดีเซล B7 (Diesel)", "แก๊สโซฮอล์ 95 (Gasohol 95)", "แก๊สโซฮอล์ 91 (Gasohol 91)",
                 "รวม (Total)"])
    sums = [0, 0, 0]
    for i, month in enumerate(MONTHS[:len(diesel)]):
        row = [round(litres[k][i] * prices[k][i]) for k in range(3)]
        sums = [s + r for s, r in zip(sums, row)]
        baht.append([f"{month} {year}"] + row + [sum(row)])
    baht.append([total_label] + sums + [sum(sums)])
    for column in range(2, 6):
        money_format(baht, column)
    book.save(path)


CARCARE_INCOME = {
    "ล้างรถเก๋ง (Car wash, sedan)": [9600, 8800, 10400, 12800, 9200, 7600, 6800, 6400, 6000, 7200],
    "ล้างรถกระบะ/SUV (Car wash, pickup/SUV)": [14200, 13500, 15800, 18600, 13900, 11200, 10400, 9800, 9100, 10600],
    "เปลี่ยนถ่ายน้ำมันเครื่อง (Oil change)": [21600, 19800, 24300, 22900, 20700, 18900, 19500, 18600, 20200, 23400],
    "ขัดสี/เคลือบแก้ว (Polish, coating)": [7500, 4500, 9000, 12000, 6000, 3000, 3000, 4500, 1500, 6000],
    "ปะยาง/เติมลมไนโตรเจน (Tyre repair)": [2800, 2600, 3100, 3400, 2900, 3600, 3900, 4100, 4400, 3700],
}


def _carcare_book(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "คาร์แคร์ 2568"
    sheet.append(["รายได้บุญมาคาร์แคร์ แยกตามบริการ ปี 2568 (Car-care income 2568, THB)"])
    sheet.append(["บริการ (Service)"] + [f"{m} 68" for m in MONTHS[:10]] + ["รวม (Total)"])
    for service, values in CARCARE_INCOME.items():
        sheet.append([service] + values + [sum(values)])
    totals = [sum(v[i] for v in CARCARE_INCOME.values()) for i in range(10)]
    sheet.append(["รวม (Total)"] + totals + [sum(totals)])
    for column in range(2, 13):
        money_format(sheet, column)
    book.save(path)


HOUSE_HEADERS = ("รายการ (Item)", "จำนวนเงิน (Amount, THB)", "หมายเหตุ (Note)")
HOUSE_2568 = {
    "ส.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2318.44, "PEA"), ("ค่าน้ำประปา (Water)", 412, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SawanNet"), ("ค่ากับข้าว (Food)", 12400, ""),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("เบี้ยประกันสุขภาพพ่อ (Dad's health insurance)", 2950, "นครประกันภัย รายเดือน"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ผ่อนรถเก๋ง (Car loan)", 9870, "งวดที่ 31/60")],
    "ก.ย. 2568": [("ค่าไฟบ้าน (Electricity)", 2594.10, "PEA"), ("ค่าน้ำประปา (Water)", 436, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SawanNet"), ("ค่ากับข้าว (Food)", 11850, ""),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษมายด์ (Tutoring)", 2400, "คณิต+อังกฤษ"),
                  ("เบี้ยประกันสุขภาพพ่อ (Dad's health insurance)", 2950, "นครประกันภัย รายเดือน"),
                  ("ค่ายาพ่อ (Dad's medicine)", 1650, ""), ("ผ่อนรถเก๋ง (Car loan)", 9870, "งวดที่ 32/60"),
                  ("ค่าหมอฟันมายด์ (Dentist)", 1200, "จัดฟัน")],
    "ต.ค. 2568": [("ค่าไฟบ้าน (Electricity)", 2486.71, "PEA"), ("ค่าน้ำประปา (Water)", 398, ""),
                  ("อินเทอร์เน็ต (Internet)", 747.93, "SawanNet"), ("ค่ากับข้าว (Food)", 12980, ""),
                  ("ค่ารถตู้รับส่งมายด์ (School van)", 1800, ""),
                  ("ค่าเรียนพิเศษมายด์ (Tutoring)", 3200, "คณิต+อังกฤษ+ค่ายสอบ"),
                  ("เบี้ยประกันสุขภาพพ่อ (Dad's health insurance)", 2950, "นครประกันภัย รายเดือน"),
                  ("ค่ายาพ่อ + ค่าหมอ (Dad's medicine, doctor)", 3870, "รพ.สวรรค์ประชารักษ์"),
                  ("ผ่อนรถเก๋ง (Car loan)", 9870, "งวดที่ 33/60")],
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
    top = ["โรงเรียนอุดมวิทยา นครสวรรค์", f"ใบแจ้งค่าธรรมเนียมการศึกษา ภาคเรียนที่ {term}",
           "ชื่อนักเรียน ด.ญ.ปภาวรินทร์ บุญมา  ชั้น ม.2/3  เลขประจำตัว 16482",
           "ผู้ปกครอง นายชาญวิทย์ บุญมา"]
    table = [("รายการ", "จำนวนเงิน (บาท)")] + rows + [("รวม", total)]
    bottom = [f"รวมทั้งสิ้น {total} บาท กรุณาชำระภายในวันที่ {due}",
              "ชำระที่ฝ่ายการเงิน อาคาร 1 หรือโอนเข้าบัญชีโรงเรียน ธนาคารออมสิน 0206-4418-7723",
              "หากชำระหลังกำหนด ปรับวันละ 100 บาท"]
    return top, table, bottom


FEES_T1 = _fees("1/2568", [("ค่าธรรมเนียมการเรียน", "24,000"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "5,000"),
                           ("ค่าหนังสือและเครื่องแบบ", "3,500")], "32,500", "15 พฤษภาคม 2568")
FEES_T2 = _fees("2/2568", [("ค่าธรรมเนียมการเรียน", "24,000"), ("ค่าห้องเรียนพิเศษวิทย์-คณิต", "5,000"),
                           ("ค่าค่ายวิชาการและทัศนศึกษา", "3,800"), ("ค่าประกันอุบัติเหตุนักเรียน", "2,000")],
                "34,800", "10 พฤศจิกายน 2568")

# ---------------------------------------------------------------- pdf bills and letters
PEA_STATION = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Takhli District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Boonma Petroleum Ltd., Part.\n"
    "Address: 125 Moo 4, Phahonyothin Road, Takhli, Nakhon Sawan 60140\n"
    "Customer no. 020018830412    Rate: 2.2 Small general service (TOU)\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Units used: 3,865 kWh (peak 2,410 / off-peak 1,455)\n"
    "Energy charge 16,690.48  Ft 753.68  Service 72.06  VAT 7% 1,226.14\n"
    "AMOUNT DUE: 18,742.36 THB\n"
    "Due date: 29 Oct 2025\n"
    "Pay at PEA offices, banks, or the PEA Smart Plus app.",
]
PEA_HOME = [
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Takhli District Office\n"
    "ELECTRICITY BILL / NOTICE OF PAYMENT\n"
    "Account name: Mr. Chanwit Boonma\n"
    "Address: 125/1 Moo 4, Phahonyothin Road, Takhli, Nakhon Sawan 60140\n"
    "Customer no. 020018830977    Rate: 1.2 Residential\n"
    "Billing period: 15 Sep 2025 - 14 Oct 2025\n"
    "Meter reading: 40,118 -> 40,616   Units used: 498 kWh\n"
    "Energy charge 2,202.30  Ft 97.11  Service 24.62  VAT 7% 162.68\n"
    "AMOUNT DUE: 2,486.71 THB\n"
    "Due date: 29 Oct 2025",
]
SAWANNET_BILL = [
    "SAWANNET BROADBAND CO., LTD.\n"
    "MONTHLY INVOICE - October 2025\n"
    "Customer: Chanwit Boonma    Account: SWN-60-0078812\n"
    "Address: 125/1 Moo 4, Takhli, Nakhon Sawan\n"
    "Package: Fiber Home 1000/500 Mbps + Wi-Fi 6 router    699.00\n"
    "VAT 7%                                               48.93\n"
    "TOTAL                                               747.93 THB\n"
    "Due date: 20 Oct 2025. Paid by auto-debit, Krungthai Bank.",
]
INSURANCE_LETTER = [
    "NAKHON PRAKAN INSURANCE PUBLIC COMPANY LIMITED\n"
    "Nakhon Sawan Branch, Kosi Road\n"
    "31 October 2025\n"
    "\n"
    "RENEWAL NOTICE - INDIVIDUAL HEALTH INSURANCE (SENIOR CARE PLAN)\n"
    "Dear Mr. Chanwit Boonma (policy owner),\n"
    "The policy no. NPH-5587-2210 for the insured person below expires on 30 Nov 2025.\n"
    "Insured: Mr. Chalerm Boonma, age 78\n"
    "\n"
    "Renewal period: 1 Dec 2025 - 30 Nov 2026\n"
    "In-patient cover: 500,000 THB per year; room up to 3,000 THB per night\n"
    "Annual premium: 38,400 THB (last year 35,400 THB); the rise follows the insured's age band\n"
    "Or 12 monthly instalments of 3,200 THB (last year 2,950 THB) by credit card\n"
    "Please pay the full premium or the first instalment by 30 Nov 2025.\n"
    "Agent: Khun Jintana 086-115-4093\n"
    "\n"
    "Yours sincerely,\n"
    "Renewal Department",
]

# ---------------------------------------------------------------- slides
def _plan_slides() -> list[tuple[str, str]]:
    litres = sum(DIESEL_68) + sum(G95_68) + sum(G91_68)
    return [
        ("แผนปั๊มบุญมา ปี 2569", "Boonma Petroleum - plan for 2026\nชาญวิทย์ / กาญจนา / ธนภัทร บุญมา  พฤศจิกายน 2568"),
        ("ทบทวนปี 2568", f"ขายน้ำมัน ม.ค.–ต.ค. 2568 รวม {litres:,} ลิตร เฉลี่ยเดือนละ {litres // 10:,} ลิตร\n"
                         "ลูกค้ารถบรรทุกประจำ: หจก.ตาคลีทรานสปอร์ต\n"
                         "ปัญหา: เครดิตจากเจ้าพระยาฟิวเอลเหลือ 10 วัน ตั้งแต่ ธ.ค., ค่าไฟปั๊มเดือนละเกือบ 19,000"),
        ("เป้าหมายปี 2569", "ขายน้ำมันเฉลี่ยเดือนละ 80,000 ลิตร\nลูกค้าเครดิต (รถบรรทุก/สหกรณ์) 3 ราย\n"
                            "รายได้คาร์แคร์เดือนละ 60,000 บาท"),
        ("ตู้ชาร์จรถไฟฟ้า (EV)", "ตู้ชาร์จ DC 60 kW 1 ตู้ 2 หัวจ่าย งบ 850,000 บาท\n"
                                  "ขอสินเชื่อ SME 500,000 บาท ที่เหลือเงินสด\nเปิดใช้ ก.ค. 2569"),
        ("มุมกาแฟ บุญมาคอฟฟี่", "งบ 120,000 บาท (เครื่องชง 65,000 + ตกแต่ง 55,000)\n"
                              "ให้มายด์ช่วยคิดเมนูช่วงปิดเทอม\nเป้าวันละ 60 แก้ว"),
        ("คาร์แคร์", "ซื้อลิฟต์ยกรถ 2 เสา งบ 80,000 บาท (เทียบใบเสนอราคา NSW กับร้านช่างวิทย์)\n"
                     "รับงานล้างรถเหมาเดือน ตาคลีอะกริเทค"),
        ("โซลาร์รูฟท็อป", "หลังคาปั๊ม 30 kW งบ 540,000 บาท\nคาดว่าลดค่าไฟได้เดือนละ 9,000 บาท คืนทุน 5 ปี"),
    ]


# ---------------------------------------------------------------- notes, chats, email
PUMPTECH_EMAIL = """From: Wirat Chaiyo <service@pumptech-ns.co.th>
To: boonma.petroleum@gmail.com
Date: Wed, 12 Nov 2025 16:05
Subject: Dispenser calibration - new date and nozzle replacement

Dear Khun Chanwit,

Sorry, we have to move your annual dispenser calibration. It was booked for Tuesday 18 November 2025,
but the officer from the provincial Commerce Office who seals the meters is not free that day.
The new date is Tuesday 25 November 2025 at 09:00.

- We will check all 8 nozzles (4 dispensers). The fee stays 650 THB per nozzle, 5,200 THB in total.
- Dispensers are closed one at a time, about 40 minutes each, so the station can stay open.
- Last visit our technician found that the nozzle on dispenser no. 3 (Gasohol 91) drips. A new
  automatic nozzle is 3,850 THB fitted. Please reply if you want us to bring one.

Please make sure the fuel in the tanks is above 1,000 litres on that morning for the test runs.

Best regards,
Wirat Chaiyo
Service Manager, PumpTech Service Co., Ltd., Nakhon Sawan
081-442-7630
"""

TEXTS = {
    "ปั๊มบุญมา/แชท/แชทไลน์_ตาคลีทรานสปอร์ต.txt": """[9/10/2568 10:12] สุรชัย ตาคลีทรานสปอร์ต: เฮียชาญครับ ได้ใบเสนอราคาแล้ว ลด 60 สตางค์ โอเคครับ เริ่มเติมวันที่ 15 นะครับ
[9/10/2568 10:20] เฮียชาญ ปั๊มบุญมา: ขอบคุณครับ ส่งทะเบียนรถ 6 คันมาด้วยนะครับ
[9/10/2568 10:31] สุรชัย ตาคลีทรานสปอร์ต: 82-4410, 82-5531, 82-6617, 83-0042, 83-1198, 83-2275 ครับ
[31/10/2568 18:45] เฮียชาญ ปั๊มบุญมา: วางบิลรอบแรก 15-31 ต.ค. 4,180 ลิตร 135,181.20 บาทครับ
[6/11/2568 09:02] สุรชัย ตาคลีทรานสปอร์ต: เฮียครับ เดือนหน้าได้งานขนอ้อยเข้าโรงงาน น่าจะเติมเดือนละหมื่นลิตรขึ้น ขอลดเป็น 80 สตางค์เท่าสหกรณ์ได้มั้ยครับ
[6/11/2568 09:40] เฮียชาญ ปั๊มบุญมา: 80 ไม่ไหวครับ ให้ 0.70 บาทต่อลิตรละกัน ถ้าเดือนไหนเกิน 10,000 ลิตร
[6/11/2568 09:52] สุรชัย ตาคลีทรานสปอร์ต: โอเคครับ 0.70 ตกลงครับ เริ่ม 1 ธ.ค. เลยนะครับ
[6/11/2568 09:53] เฮียชาญ ปั๊มบุญมา: ได้ครับ เดี๋ยวให้เจ๊กาญจน์แก้ในระบบ
""",
    "ปั๊มบุญมา/แชท/แชทไลน์_เซลส์เอก_เจ้าพระยาฟิวเอล.txt": """[10/11/2568 13:05] เฮียชาญ ปั๊มบุญมา: เอก รอบนี้เอาดีเซล 10,000 กับ 95 อีก 3,000 ส่งศุกร์ที่ 14 นะ
[10/11/2568 13:20] เอก เจ้าพระยาฟิวเอล: รับทราบครับเฮีย 13,000 ลิตร ส่งศุกร์ 14 พ.ย.
[11/11/2568 08:47] เอก เจ้าพระยาฟิวเอล: เฮียครับ ข่าววงในพรุ่งนี้ดีเซลขึ้น 50 สตางค์นะครับ ถ้าจะตุนเอาเข้าก่อนได้ครับ
[11/11/2568 09:10] เฮียชาญ ปั๊มบุญมา: งั้นดีเซลเพิ่มเป็น 14,000 เลย 95 เท่าเดิม 3,000 ส่งพรุ่งนี้เช้าได้มั้ย
[11/11/2568 09:25] เอก เจ้าพระยาฟิวเอล: ได้ครับ ดีเซล 14,000 + 95 3,000 รวม 17,000 ลิตร ถึงปั๊มพุธ 12 พ.ย. ก่อน 7 โมงครับ
[11/11/2568 09:26] เอก เจ้าพระยาฟิวเอล: อีกเรื่องครับ ธ.ค. ขั้นต่ำขึ้นเป็น 12,000 ลิตรต่อเที่ยว หนังสือส่งไปแล้วนะครับ
[12/11/2568 07:15] เฮียชาญ ปั๊มบุญมา: รถมาแล้ว ดีเซลวัดได้ 13,960 ขาด 40 ลิตร จดไว้ให้แล้วนะ
""",
    "ปั๊มบุญมา/บัญชี/ค่าจ้างพนักงาน_ตุลาคม68.md": """# ค่าจ้างพนักงาน ตุลาคม 2568

| ชื่อ | หน้าที่ | ค่าจ้าง | เพิ่ม/หัก | รับจริง |
|---|---|---|---|---|
| บอล | หน้าลาน กะเช้า | 11,000 บาท/เดือน | OT 1,200 | 12,200 บาท |
| แนน | หน้าลาน กะบ่าย + แคชเชียร์ | 11,000 บาท/เดือน | ค่าคอมน้ำมันเครื่อง 450 | 11,450 บาท |
| ลุงสมหมาย | หน้าลาน กะดึก | 12,000 บาท/เดือน | - | 12,000 บาท |
| ช่างโอ๊ต | เปลี่ยนถ่ายน้ำมันเครื่อง | 13,500 บาท/เดือน | - | 13,500 บาท |
| น้องฝน | ล้างรถ (รายวัน) | 370 บาท x 26 วัน | - | 9,620 บาท |

รวมจ่ายค่าจ้าง ต.ค. 58,770 บาท โอนแล้ววันที่ 31 ต.ค.
ประกันสังคมหักคนละ 5% นำส่งแยก (ยังไม่รวมในยอดนี้)
เงินขาดลิ้นชักกะบ่าย 22 ต.ค. 350 บาท ยังไม่หัก รอคุยในประชุม
""",
    "ปั๊มบุญมา/บัญชี/บันทึกรับน้ำมันเข้าถัง_ต.ค.68.md": """# บันทึกรับน้ำมันเข้าถัง เดือนตุลาคม 2568

วัดด้วยไม้วัดระดับ (dip) ก่อนและหลังลงน้ำมันทุกครั้ง ต่อหน้าคนขับรถ

| วันที่ | ดีเซล B7 (สั่ง/วัดได้) | แก๊สโซฮอล์ 95 | แก๊สโซฮอล์ 91 | หมายเหตุ |
|---|---|---|---|---|
| 2 ต.ค. | 10,000 / 9,985 | 3,000 / 3,000 | 2,000 / 2,000 | |
| 8 ต.ค. | 12,000 / 11,990 | - | 3,000 / 2,995 | |
| 14 ต.ค. | 10,000 / 9,990 | 3,000 / 2,990 | 3,000 / 3,000 | |
| 21 ต.ค. | 9,000 / 8,955 | 3,000 / 3,000 | 3,000 / 3,000 | ดีเซลขาด 45 ลิตร แจ้งเซลส์เอกแล้ว |
| 28 ต.ค. | 11,000 / 10,990 | 3,000 / 2,995 | 2,000 / 2,000 | |

รวมรับเข้า ต.ค.: ดีเซล 51,910 ลิตร, 95 รับ 11,985 ลิตร, 91 รับ 12,995 ลิตร
ถังดีเซลใบที่ 2 ความจุ 20,000 ลิตร ถังเบนซินใบละ 10,000 ลิตร
""",
    "ปั๊มบุญมา/บัญชี/สต็อกน้ำมันเครื่อง_พ.ย.68.md": """# สต็อกน้ำมันเครื่อง คาร์แคร์ (นับวันที่ 1 พ.ย. 2568)

| รายการ | คงเหลือ | ต้องมีขั้นต่ำ |
|---|---|---|
| น้ำมันเครื่องดีเซล 10W-30 กึ่งสังเคราะห์ (6+1 ลิตร) | 9 แกลลอน | 12 |
| น้ำมันเครื่องดีเซล 15W-40 ธรรมดา (6+1 ลิตร) | 14 แกลลอน | 10 |
| น้ำมันเครื่องเบนซิน 5W-30 สังเคราะห์แท้ (4 ลิตร) | 6 แกลลอน | 8 |
| น้ำมันเครื่องเบนซิน 10W-40 (4 ลิตร) | 11 แกลลอน | 8 |
| ไส้กรองน้ำมันเครื่อง กระบะ (Isuzu/Toyota) | 18 ลูก | 15 |
| ไส้กรองน้ำมันเครื่อง รถเก๋ง | 7 ลูก | 10 |
| น้ำมันเกียร์ออโต้ ATF (1 ลิตร) | 16 ขวด | 12 |

ต้องสั่งเพิ่ม: ดีเซล 10W-30 อีก 10 แกลลอน (งานตาคลีอะกริเทคเริ่ม พ.ย.), 5W-30 อีก 6 แกลลอน, ไส้กรองรถเก๋ง 12 ลูก
สั่งกับร้านนครลูบ ส่งทุกวันอังคาร
""",
    "ปั๊มบุญมา/บันทึกประชุมพนักงาน_1พ.ย.68.md": """# บันทึกประชุมพนักงาน วันที่ 1 พฤศจิกายน 2568 (หลังปิดกะเช้า 14.00 น.)

ผู้เข้าประชุม: เฮียชาญ, เจ๊กาญจน์, ต้น, บอล, แนน, ลุงสมหมาย, ช่างโอ๊ต, น้องฝน

## เรื่องที่ตกลงกัน
1. ตั้งแต่ 1 ธันวาคม 2568 เปลี่ยนเวลากะเป็น เช้า 06.00–14.00 / บ่าย 14.00–22.00 / ดึก 22.00–06.00 น.
2. เงินขาดลิ้นชัก ถ้าขาดเกิน 200 บาท ต่อกะ พนักงานกะนั้นรับผิดชอบครึ่งหนึ่ง (ของวันที่ 22 ต.ค. ยกให้ครั้งนี้)
3. ทุกกะต้องถ่ายรูปมิเตอร์หัวจ่ายทั้ง 8 หัว ส่งเข้ากลุ่มไลน์ก่อนส่งกะ
4. โบนัสปีใหม่ คนละ 2,000 บาท จ่ายพร้อมเงินเดือน ธ.ค. (ถ้าไม่มีเงินขาดเกิน 3 ครั้ง)
5. ยูนิฟอร์มใหม่คนละ 2 ชุด เจ๊กาญจน์สั่งแล้ว
6. วันที่ 25 พ.ย. ช่างมาสอบเทียบหัวจ่าย ปิดทีละตู้ ให้บอลกับแนนช่วยโบกรถ

## งานที่ต้องทำ
- ต้น: ทำตารางล้างรถตาคลีอะกริเทค 14 คัน
- แนน: ทำป้ายราคาน้ำมันใหม่ทุกครั้งที่มีประกาศ
- ลุงสมหมาย: เช็คถังดับเพลิง 6 ถัง หมดอายุ ธ.ค.
""",
    "ปั๊มบุญมา/สูตรผสมน้ำยาล้างรถ.md": """# สูตรผสมน้ำยา คาร์แคร์ (ติดไว้ข้างถัง)
- แชมพูโฟมล้างรถ: น้ำยา 1 ส่วน ต่อน้ำ 20 ส่วน ใส่ถังโฟม 50 ลิตร ใช้น้ำยา 2.5 ลิตร
- น้ำยาล้างห้องเครื่อง: 1 ต่อ 10 ห้ามฉีดตอนเครื่องร้อน
- น้ำยาเช็ดยางดำ: ใช้ตรงไม่ต้องผสม
- น้ำยาเคลือบสีสูตรน้ำ: 1 ต่อ 5 ฉีดแล้วเช็ดผ้าไมโครไฟเบอร์
- น้ำยาเช็ดกระจก: แอลกอฮอล์ 1 ส่วน น้ำ 3 ส่วน น้ำยาล้างจาน 2-3 หยด
""",
    "ปั๊มบุญมา/email_PumpTech_calibration_Nov2025.txt": PUMPTECH_EMAIL,
    "บ้าน/แชทไลน์_บ้านบุญมา.txt": """[1/11/2568 19:32] กาญจน์: มายด์ ค่าเทอมเทอม 2 มาแล้วนะ ต้องจ่ายก่อนวันที่ 10
[1/11/2568 19:40] มายด์: ค่ะแม่ ครูบอกมีค่าค่ายด้วย
[1/11/2568 19:45] ชาญ: เดี๋ยวพ่อโอนพรุ่งนี้ ประกันพ่อเฉลิมก็มาแล้ว ปีนี้ขึ้นอีก
[3/11/2568 07:15] ต้น: ผมกลับบ้านช้าวันนี้นะ ไปดูลิฟต์ที่ร้านช่างวิทย์
[5/11/2568 12:02] กาญจน์: นัดหมอพ่อ 18 พ.ย. 8 โมงครึ่ง ที่สวรรค์ประชารักษ์ ใครว่างไปส่ง
[5/11/2568 12:10] ต้น: ผมไปเองครับ
[10/11/2568 16:48] กาญจน์: รพ.โทรมา เลื่อนนัดหมอพ่อเป็น 20 พ.ย. นะ เวลาเดิม 8 โมงครึ่ง ต้นยังไปได้มั้ย
[10/11/2568 17:05] ต้น: 20 ได้ครับแม่ ผมไปส่งเอง
[10/11/2568 17:06] มายด์: หนูขอไปด้วย วันนั้นโรงเรียนหยุด
""",
    "บ้าน/สุขภาพพ่อเฉลิม.md": """# สุขภาพพ่อเฉลิม (อายุ 78)
- หัวใจเต้นผิดจังหวะ (AF) กินยาละลายลิ่มเลือด วาร์ฟาริน ต้องเจาะเลือดดูค่า INR ทุก 2 เดือน
- เข่าซ้ายเสื่อม เดินไกลไม่ได้ หมอให้ใช้ไม้เท้า ทำกายภาพสัปดาห์ละครั้ง
- รักษาที่ รพ.สวรรค์ประชารักษ์ คลินิกหัวใจ
- นัดครั้งถัดไป 18 พฤศจิกายน 2568 เวลา 08.30 น. (เจาะเลือด INR ไม่ต้องงดอาหาร)
- ค่ายาปกติเดือนละประมาณ 1,650 บาท ต.ค. รวมค่าหมอ 3,870 บาท
- ห้ามกินยาสมุนไพร / ยาแก้ปวดกลุ่ม NSAID เพราะกินวาร์ฟารินอยู่
""",
}
TODO = {"todo.md": """- โอนค่าเทอมมายด์ ก่อน 10 พ.ย.
- ตัดสินใจเรื่องเครดิต เจ้าพระยาฟิวเอล (เพิ่มค้ำประกัน?) ก่อน 25 พ.ย.
- ต่อประกันสุขภาพพ่อ ก่อน 30 พ.ย.
- เลือกลิฟต์ยกรถ NSW หรือ ช่างวิทย์
- ช่างสอบเทียบหัวจ่าย 25 พ.ย.
- พาพ่อไปหาหมอ
"""}


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder."""
    docs = root / "Documents"
    station = docs / "ปั๊มบุญมา"
    contracts, quotes, books = station / "สัญญา", station / "ใบเสนอราคา", station / "บัญชี"
    home = docs / "บ้าน"
    for folder in (contracts, quotes, books, station / "แชท", home / "Bills", home / "ประกัน", home / "ค่าเทอมมายด์"):
        folder.mkdir(parents=True, exist_ok=True)
    write_docx(contracts / "สัญญาซื้อขายน้ำมัน_เจ้าพระยาฟิวเอล_2568.docx", CONTRACT_TOP, CONTRACT_TABLE,
               headings=CONTRACT_HEADINGS, bottom=CONTRACT_BOTTOM)
    write_docx(contracts / "หนังสือแจ้ง_เจ้าพระยาฟิวเอล_ปรับเงื่อนไขเครดิต.docx", CREDIT_LETTER)
    make_pdf(contracts / "ChaoPhrayaFuel_invoice_CPF-IV-6810-0877.pdf", [_invoice_page()])
    write_docx(quotes / "ใบเสนอราคาน้ำมัน_ตาคลีทรานสปอร์ต.docx", FLEET_TRUCK[0], FLEET_TRUCK[1], bottom=FLEET_TRUCK[2])
    write_docx(quotes / "ใบเสนอราคาน้ำมัน_สหกรณ์อ้อยตาคลี.docx", FLEET_COOP[0], FLEET_COOP[1], bottom=FLEET_COOP[2])
    write_docx(quotes / "ใบเสนอราคาคาร์แคร์_ตาคลีอะกริเทค_ร่าง.docx", CARCARE_DRAFT, CARCARE_DRAFT_TABLE,
               bottom=CARCARE_DRAFT_BOTTOM)
    write_docx(quotes / "ใบเสนอราคาคาร์แคร์_ตาคลีอะกริเทค_ฉบับส่งจริง.docx", CARCARE_FINAL, CARCARE_FINAL_TABLE,
               bottom=CARCARE_FINAL_BOTTOM)
    make_pdf(quotes / "NSWGarage_lift_quotation_Oct2025.pdf", NSW_LIFT)
    write_docx(quotes / "ใบเสนอราคาลิฟต์_ร้านช่างวิทย์.docx", WIT_LIFT, WIT_LIFT_TABLE, bottom=WIT_LIFT_BOTTOM)
    _fuel_book(books / "ยอดขายน้ำมัน_2568.xlsx", "2568", (DIESEL_68, G95_68, G91_68), PRICES_68,
               "รวม ม.ค.–ต.ค. (Jan-Oct total)")
    _fuel_book(books / "ยอดขายน้ำมัน_2567.xlsx", "2567", (DIESEL_67, G95_67, G91_67), PRICES_67,
               "รวมทั้งปี (Year total)")
    _carcare_book(books / "รายได้คาร์แคร์_2568.xlsx")
    make_pdf(station / "PEA_electricity_station_Oct2025.pdf", PEA_STATION)
    write_slides(station / "แผนปั๊มปี2569.pptx", _plan_slides())
    make_pdf(home / "Bills" / "PEA_electricity_home_Oct2025.pdf", PEA_HOME)
    make_pdf(home / "Bills" / "SawanNet_internet_bill_Oct2025.pdf", SAWANNET_BILL)
    make_pdf(home / "ประกัน" / "NakhonPrakan_health_renewal_2025.pdf", INSURANCE_LETTER)
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม1-2568.docx", FEES_T1[0], FEES_T1[1], bottom=FEES_T1[2])
    write_docx(home / "ค่าเทอมมายด์" / "ค่าเทอม_มายด์_เทอม2-2568.docx", FEES_T2[0], FEES_T2[1], bottom=FEES_T2[2])
    _house_book(home / "รายจ่ายบ้าน_2568.xlsx")
    write_texts(docs, TEXTS)
    return docs


def seed_workspect(workspect: Path) -> None:
    """The family's to-do list, already in the workspect."""
    write_texts(workspect, TODO)
