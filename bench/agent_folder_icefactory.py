"""A folder for the agent bench (`--folder icefactory`): an Udon Thani family ice factory's papers, plus household ones.

Pimchanok Wongkham (พิมพ์ชนก วงศ์คำ, "พิมพ์") keeps the office of her parents' tube- and block-ice factory, Sri Udon
Ice (โรงน้ำแข็งศรีอุดร, 45 หมู่ 7 ต.หนองสำโรง อ.เมืองอุดรธานี), with her father Somsak: sales and costs by month for
January-June 2568 (xlsx, two sheets, Thai/English headers) and last year's sales (xlsx), the factory's PEA
electricity bills for June 2025 and June 2024 (English pdf) and her home's bill (pdf), this year's and last year's
ice-supply contracts with a restaurant and a contract with a minimart (docx, price tables), June credit customers and
the delivery trucks (xlsx, two sheets), two LINE chat exports (a pork-grill restaurant owner; the drivers' group about
a broken truck), a Thai quote for a tube-ice machine (docx, a table), an old quote from the same seller (md) and an
English quote from a Bangkok maker (pdf), slides of a rooftop-solar plan for 2569 (pptx) with an English solar quote
(pdf) and an early draft idea (md), a family meeting note (md), a lab's water/ice test report (pdf), the truck
garage's invoice (pdf) and a Thai truck register note (md), a hotel's English email asking for supply (txt), and a
school-fee note for her daughter (md); plus a workspect that holds a to-do list. Written blind of the engine's
rules, in session 23. Every figure a task checks is written here.
"""
from __future__ import annotations

from pathlib import Path

import openpyxl

from bench.agent_folder import money_format, write_docx, write_slides, write_texts
from tests.fixtures.readers.documents import make_pdf

MONTHS = ["ม.ค. (Jan)", "ก.พ. (Feb)", "มี.ค. (Mar)", "เม.ย. (Apr)", "พ.ค. (May)", "มิ.ย. (Jun)"]
SALES_HEADERS = ("เดือน (Month)", "น้ำแข็งหลอด ถุง 20 กก. (Tube ice, bags)", "ยอดขายน้ำแข็งหลอด (Tube ice sales, THB)",
                 "น้ำแข็งซอง (Block ice, blocks)", "ยอดขายน้ำแข็งซอง (Block ice sales, THB)",
                 "รวมยอดขาย (Total sales, THB)")
TUBE_BAGS = [16800, 17900, 22400, 25600, 23100, 19500]
BLOCKS = [980, 1050, 1320, 1610, 1400, 1150]
TUBE_PRICE, BLOCK_PRICE = 40, 120
COST_HEADERS = ("เดือน (Month)", "ค่าไฟ (Electricity, THB)", "ค่าน้ำมันรถส่ง (Diesel, THB)",
                "ค่าแรงลูกจ้าง (Wages, THB)", "ถุง/เกลือ/อื่นๆ (Bags, salt & other, THB)",
                "รวมต้นทุน (Total costs, THB)", "กำไร (Profit, THB)", "หมายเหตุ (Note)")
COSTS = [(121560, 38500, 108000, 41200, ""),
         (126340, 39200, 108000, 43500, ""),
         (158920, 46800, 108000, 52800, "หน้าร้อน เดินเครื่องเต็ม"),
         (176480, 52300, 116500, 60100, "โอทีช่วงสงกรานต์"),
         (169210, 49100, 112000, 55300, "เปลี่ยนคลัตช์รถคัน 2"),
         (144850.32, 42600, 108000, 47900, "ฝนเริ่มตก ยอดลด")]
SALES_2567 = [("ม.ค. 2567", 15200, 910), ("ก.พ. 2567", 16400, 990), ("มี.ค. 2567", 20100, 1240),
              ("เม.ย. 2567", 23800, 1530), ("พ.ค. 2567", 21500, 1330), ("มิ.ย. 2567", 18200, 1090),
              ("ก.ค. 2567", 16900, 1010), ("ส.ค. 2567", 16100, 960), ("ก.ย. 2567", 15400, 900),
              ("ต.ค. 2567", 16000, 940), ("พ.ย. 2567", 15800, 930), ("ธ.ค. 2567", 16700, 1000)]
TUBE_PRICE_2567, BLOCK_PRICE_2567 = 38, 115


def _bill_page(title: str, lines: list[str]) -> str:
    return title + "\n" + "\n".join(lines)


FACTORY_BILL_2025 = [_bill_page(
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani Office\nELECTRICITY BILL / TAX INVOICE", [
        "Bill No.: 6806-UD-0457221   Issue date: 30 June 2025",
        "Customer: Sri Udon Ice Factory (Mr. Somsak Wongkham)",
        "Address: 45 Moo 7, Nong Samrong, Mueang Udon Thani, Udon Thani 41000",
        "Customer account No.: 020011874563   Meter No.: 7720934",
        "Rate: 3.1.3 Medium General Service, Time of Use (TOU)",
        "Reading period: 26 May 2025 - 25 June 2025",
        " ",
        "On-peak energy      14,260 kWh x 4.1025 = 58,501.65",
        "Off-peak energy     20,870 kWh x 2.5849 = 53,946.86",
        "Total energy used   35,130 kWh",
        "Demand charge (on-peak) 118 kW x 132.93 = 15,685.74",
        "Service charge                          =    312.24",
        "Ft 0.1972 THB/kWh                       =  6,927.64",
        "Amount before VAT: 135,374.13",
        "VAT 7%: 9,476.19",
        "TOTAL AMOUNT DUE: 144,850.32 THB",
        "Please pay by 10 July 2025. Late payment may lead to disconnection.",
    ])]
FACTORY_BILL_2024 = [_bill_page(
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani Office\nELECTRICITY BILL / TAX INVOICE", [
        "Bill No.: 6706-UD-0439908   Issue date: 28 June 2024",
        "Customer: Sri Udon Ice Factory (Mr. Somsak Wongkham)",
        "Customer account No.: 020011874563   Meter No.: 7720934",
        "Rate: 3.1.3 Medium General Service, Time of Use (TOU)",
        "Reading period: 26 May 2024 - 25 June 2024",
        " ",
        "On-peak energy      13,180 kWh x 4.1025 = 54,070.95",
        "Off-peak energy     19,300 kWh x 2.5849 = 49,888.57",
        "Total energy used   32,480 kWh",
        "Demand charge (on-peak) 112 kW x 132.93 = 14,888.16",
        "Service charge                          =    312.24",
        "Ft 0.1972 THB/kWh                       =  6,405.06",
        "Amount before VAT: 125,564.98",
        "VAT 7%: 8,789.55",
        "TOTAL AMOUNT DUE: 134,354.53 THB",
        "Please pay by 10 July 2024.",
    ])]
HOME_BILL = [_bill_page(
    "PROVINCIAL ELECTRICITY AUTHORITY (PEA) - Udon Thani Office\nELECTRICITY BILL", [
        "Bill No.: 6806-UD-1180342   Issue date: 27 June 2025",
        "Customer: Ms. Pimchanok Wongkham",
        "Address: 219/14 Moo 2, Ban Chan, Mueang Udon Thani, Udon Thani 41000",
        "Customer account No.: 020014452907",
        "Rate: 1.1.2 Residential (over 150 kWh per month)",
        "Reading period: 24 May 2025 - 23 June 2025",
        "Energy used: 612 kWh",
        "Energy charge: 2,442.51   Service charge: 24.62   Ft: 120.69",
        "Amount before VAT: 2,587.82   VAT 7%: 181.15",
        "TOTAL AMOUNT DUE: 2,768.97 THB",
        "Please pay by 8 July 2025.",
    ])]
BANCHIANG_TOP = [
    "สัญญาซื้อขายและจัดส่งน้ำแข็ง",
    "ทำที่ โรงน้ำแข็งศรีอุดร อำเภอเมืองอุดรธานี วันที่ 26 ธันวาคม 2567",
    "ผู้ขาย: โรงน้ำแข็งศรีอุดร โดย นายสมศักดิ์ วงศ์คำ เลขที่ 45 หมู่ 7 ตำบลหนองสำโรง อำเภอเมืองอุดรธานี "
    "จังหวัดอุดรธานี 41000 โทร 042-211-845",
    "ผู้ซื้อ: ร้านอาหารครัวบ้านเชียง โดย นางวิไลวรรณ พรหมสุข ถนนโพศรี อำเภอเมืองอุดรธานี",
    "ข้อ 1. ผู้ขายตกลงส่งน้ำแข็งหลอดบรรจุถุง 20 กก. ให้ผู้ซื้อทุกวัน วันละ 30 ถุง ก่อนเวลา 9.00 น. "
    "และส่งน้ำแข็งซองเพิ่มในวันเสาร์-อาทิตย์ วันละ 4 ซอง",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 มกราคม 2568 ถึงวันที่ 31 ธันวาคม 2568",
    "ข้อ 3. ราคาตามตารางท้ายสัญญา รวมค่าจัดส่งแล้ว ผู้ขายวางบิลทุกวันที่ 15 และสิ้นเดือน "
    "ผู้ซื้อชำระภายใน 15 วันหลังวางบิล",
    "ข้อ 4. ผู้ขายให้ยืมถังเก็บน้ำแข็งขนาด 300 ลิตร 1 ใบ ผู้ซื้อวางเงินประกันถัง 3,000 บาท คืนเมื่อสิ้นสุดสัญญา",
    "ข้อ 5. หากผู้ขายส่งช้าเกิน 1 ชั่วโมง ผู้ซื้อหักค่าน้ำแข็งวันนั้นได้ร้อยละ 10",
    "ตารางราคาท้ายสัญญา",
]
BANCHIANG_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย", "หมายเหตุ"),
    ("น้ำแข็งหลอดใหญ่ ถุง 20 กก.", "30 ถุง/วัน", "42 บาท", "ส่งถึงร้าน"),
    ("น้ำแข็งซอง", "4 ซอง (เสาร์-อาทิตย์)", "130 บาท", "ส่งถึงร้าน"),
    ("สั่งเพิ่มนอกรอบ (แจ้งก่อน 3 ชม.)", "ไม่จำกัด", "45 บาท/ถุง", "ค่าส่งรอบพิเศษ 100 บาท"),
]
BANCHIANG_BOTTOM = ["ลงชื่อ สมศักดิ์ วงศ์คำ ผู้ขาย", "ลงชื่อ วิไลวรรณ พรหมสุข ผู้ซื้อ",
                    "ลงชื่อ พิมพ์ชนก วงศ์คำ พยาน"]
BANCHIANG_OLD_TOP = [
    "สัญญาส่งน้ำแข็ง",
    "ทำที่ โรงน้ำแข็งศรีอุดร วันที่ 28 ธันวาคม 2566",
    "ผู้ขาย: โรงน้ำแข็งศรีอุดร (นายสมศักดิ์ วงศ์คำ)  ผู้ซื้อ: ร้านอาหารครัวบ้านเชียง (นางวิไลวรรณ พรหมสุข)",
    "ข้อ 1. ส่งน้ำแข็งหลอดถุง 20 กก. ทุกวัน วันละ 25 ถุง ก่อนเวลา 9.30 น.",
    "ข้อ 2. สัญญามีผลตั้งแต่วันที่ 1 มกราคม 2567 ถึงวันที่ 31 ธันวาคม 2567",
    "ข้อ 3. วางบิลสิ้นเดือน ชำระภายใน 30 วัน",
    "ข้อ 4. ผู้ซื้อวางเงินประกันถังน้ำแข็ง 2,000 บาท",
]
BANCHIANG_OLD_TABLE = [
    ("รายการ", "ปริมาณ", "ราคาต่อหน่วย"),
    ("น้ำแข็งหลอดใหญ่ ถุง 20 กก.", "25 ถุง/วัน", "40 บาท"),
    ("น้ำแข็งซอง (สั่งเป็นครั้ง)", "ตามสั่ง", "125 บาท"),
]
CHOKDEE_TOP = [
    "สัญญาจัดส่งน้ำแข็งเพื่อจำหน่ายต่อ",
    "ทำที่ โรงน้ำแข็งศรีอุดร วันที่ 3 กุมภาพันธ์ 2568",
    "ผู้ขาย: โรงน้ำแข็งศรีอุดร โดย นายสมศักดิ์ วงศ์คำ",
    "ผู้ซื้อ: โชคดีมินิมาร์ท (สาขาบ้านจั่น) โดย นายธีรวัฒน์ แซ่ตั้ง โทร 086-447-2931",
    "ข้อ 1. ผู้ขายส่งน้ำแข็งหลอดถุง 20 กก. วันละ 50 ถุง แบ่งส่ง 2 รอบ (6.00 น. และ 13.00 น.) "
    "และน้ำแข็งหลอดเล็กถุง 1 กก. วันละ 120 ถุง",
    "ข้อ 2. สัญญามีผล 1 ปี ตั้งแต่วันที่ 15 กุมภาพันธ์ 2568 ถึงวันที่ 14 กุมภาพันธ์ 2569",
    "ข้อ 3. ผู้ขายนำตู้แช่น้ำแข็งขนาด 500 ลิตร ไปตั้งหน้าร้าน 1 ตู้ ผู้ซื้อวางเงินประกันตู้ 5,000 บาท "
    "และรับผิดชอบค่าไฟของตู้",
    "ข้อ 4. ผู้ซื้อชำระเงินสดหรือโอนทุกวันศุกร์ตามยอดส่งของสัปดาห์นั้น",
    "ข้อ 5. ผู้ซื้อจะไม่รับน้ำแข็งจากโรงน้ำแข็งอื่นมาขายในตู้ของผู้ขาย",
]
CHOKDEE_TABLE = [
    ("รายการ", "ปริมาณต่อวัน", "ราคาต่อหน่วย"),
    ("น้ำแข็งหลอดใหญ่ ถุง 20 กก.", "50 ถุง", "38 บาท"),
    ("น้ำแข็งหลอดเล็ก ถุง 1 กก.", "120 ถุง", "4 บาท"),
]
CHOKDEE_BOTTOM = ["ลงชื่อ สมศักดิ์ วงศ์คำ ผู้ขาย", "ลงชื่อ ธีรวัฒน์ แซ่ตั้ง ผู้ซื้อ"]
CREDIT_HEADERS = ("ลูกค้า (Customer)", "สาย/รถ (Route/Truck)", "น้ำแข็งหลอด ถุง (Tube bags)",
                  "น้ำแข็งซอง (Blocks)", "ยอดส่ง มิ.ย. (Billed, THB)", "ชำระแล้ว (Paid, THB)",
                  "ค้างชำระ (Outstanding, THB)")
CREDIT = [
    ("ร้านอาหารครัวบ้านเชียง", "สายในเมือง / คัน 1", 900, 36, 42480, 42480),
    ("โชคดีมินิมาร์ท บ้านจั่น", "สายบ้านจั่น / คัน 2", 1500, 0, 71400, 57000),
    ("หมูกระทะเจ๊หน่อย", "สายในเมือง / คัน 1", 1260, 20, 55520, 30000),
    ("ร้านน้ำปั่นป้าแดง", "สายหนองสำโรง / คัน 3", 420, 0, 18480, 18480),
    ("ตลาดสดหนองบัวแผงปลาลุงเสริม", "สายหนองสำโรง / คัน 3", 150, 90, 17550, 9000),
    ("สวนอาหารริมหนองประจักษ์", "สายในเมือง / คัน 1", 780, 24, 34320, 0),
]
TRUCK_HEADERS = ("รถ (Truck)", "ทะเบียน (Plate)", "คนขับ (Driver)", "สายส่ง (Route)", "เที่ยว มิ.ย. (Trips)",
                 "น้ำมัน ลิตร (Diesel, L)")
TRUCKS = [
    ("คัน 1 Isuzu NPR", "80-1123 อุดรธานี", "ต้อม", "ในเมือง", 58, 610),
    ("คัน 2 Isuzu NLR", "82-4471 อุดรธานี", "เล็ก", "บ้านจั่น", 52, 540),
    ("คัน 3 Hino XZU", "83-9056 อุดรธานี", "บุญมี", "หนองสำโรง", 49, 505),
]
LINE_NOI = """[LINE] ประวัติการแชทกับ เจ๊หน่อย หมูกระทะ
บันทึกเมื่อ: 09/07/2568 21:10

จ., 07/07/2568
19:02\tเจ๊หน่อย หมูกระทะ\tพิมพ์จ๋า วันเสาร์นี้ร้านมีงานเลี้ยงรุ่น จองโต๊ะเต็มร้านเลย ขอน้ำแข็งเพิ่มหน่อยนะ
19:03\tเจ๊หน่อย หมูกระทะ\tเอาหลอดใหญ่ 60 ถุง ปกติเจ๊เอาวันละ 40 ใช่ไหม
19:15\tพิมพ์ น้ำแข็งศรีอุดร\tได้ค่ะเจ๊ เสาร์ที่ 12 ก.ค. ใช่ไหมคะ ส่งกี่โมงดีคะ
19:16\tเจ๊หน่อย หมูกระทะ\tก่อน 4 โมงเย็นนะ ลูกค้าเข้า 5 โมง
19:20\tเจ๊หน่อย หมูกระทะ\tแล้วราคาเท่าเดิมไหม 42 อะ ถ้าสั่งเยอะลดให้หน่อยสิ
19:31\tพิมพ์ น้ำแข็งศรีอุดร\tรอบพิเศษตามสัญญาถุงละ 45 ค่ะเจ๊ แต่วันนี้ 60 ถุงคิดให้ถุงละ 44 ไม่คิดค่ารถรอบพิเศษค่ะ
19:33\tเจ๊หน่อย หมูกระทะ\tโอเค 44 ก็ได้ ยอดเดือนที่แล้วที่ยังค้าง เจ๊โอนให้ศุกร์นี้นะ
19:35\tพิมพ์ น้ำแข็งศรีอุดร\tขอบคุณค่ะ เดี๋ยวให้พี่ต้อมรถคันหนึ่งเอาไปส่งบ่ายสามโมงค่ะ

อ., 08/07/2568
08:12\tเจ๊หน่อย หมูกระทะ\tเมื่อวานน้ำแข็งละลายเร็วมาก ถุงแตกไป 3 ถุง
08:20\tพิมพ์ น้ำแข็งศรีอุดร\tขอโทษค่ะเจ๊ ล็อตถุงใหม่บางไปหน่อย เดี๋ยวรอบเสาร์เปลี่ยนถุงหนาให้ และชดเชย 3 ถุงฟรีค่ะ
"""
LINE_DRIVERS = """[LINE] ประวัติการแชทในกลุ่ม คนขับรถ น้ำแข็งศรีอุดร
บันทึกเมื่อ: 25/05/2568 18:30

อ., 20/05/2568
06:48\tเล็ก (คัน 2)\tพี่พิมพ์ครับ คัน 2 คลัตช์ลื่นมาก ขึ้นสะพานหนองบัวไม่ไหว ต้องจอดข้างทาง
06:50\tพิมพ์ น้ำแข็งศรีอุดร\tของในรถยังเหลือเท่าไหร่ ลูกค้าบ้านจั่นรออยู่
06:52\tเล็ก (คัน 2)\tเหลือน้ำแข็งหลอด 70 ถุงครับ โชคดีมินิมาร์ทยังไม่ได้ส่ง
06:55\tบุญมี (คัน 3)\tผมส่งหนองสำโรงเสร็จแล้ว เดี๋ยวไปขนต่อให้ครับ
07:40\tพิมพ์ น้ำแข็งศรีอุดร\tเรียกรถยกไปศูนย์อีซูซุอุดรแล้วนะ ระหว่างนี้สายบ้านจั่นให้คัน 3 วิ่งแทน
พฤ., 22/05/2568
16:05\tพิมพ์ น้ำแข็งศรีอุดร\tศูนย์โทรมาแล้ว เปลี่ยนชุดคลัตช์ทั้งชุด ค่าซ่อมประมาณหมื่นแปด ได้รถคืนวันเสาร์ 24 นะ
16:07\tต้อม (คัน 1)\tรับทราบครับ
ส., 24/05/2568
14:30\tเล็ก (คัน 2)\tรับรถแล้วครับ ขับดีแล้ว
"""
MACHINE_QUOTE_TOP = [
    "ใบเสนอราคา",
    "บริษัท อุดรทำความเย็น จำกัด 118/5 ถนนมิตรภาพ ตำบลหมากแข้ง อำเภอเมืองอุดรธานี โทร 042-930-117",
    "เลขที่ QT2568-0342   วันที่ 16 มิถุนายน 2568",
    "เรียน คุณสมศักดิ์ วงศ์คำ โรงน้ำแข็งศรีอุดร",
    "เรื่อง เครื่องทำน้ำแข็งหลอดขนาด 10 ตัน/วัน เพื่อเพิ่มกำลังผลิต",
]
MACHINE_QUOTE_TABLE = [
    ("ลำดับ", "รายการ", "จำนวน", "จำนวนเงิน (บาท)"),
    ("1", "เครื่องทำน้ำแข็งหลอด 10 ตัน/วัน คอมเพรสเซอร์ Bitzer 40 แรงม้า", "1 ชุด", "1,380,000"),
    ("2", "ค่าติดตั้ง เดินท่อน้ำยา ระบบไฟ และทดสอบเดินเครื่อง", "1 งาน", "95,000"),
    ("3", "ถังเก็บน้ำแข็งสแตนเลส 5 ตัน", "1 ใบ", "65,000"),
    ("", "รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่มแล้ว)", "", "1,540,000"),
]
MACHINE_QUOTE_BOTTOM = [
    "เงื่อนไขการชำระ: มัดจำ 30% เป็นเงิน 462,000 บาท เมื่อสั่งซื้อ ส่วนที่เหลือชำระเมื่อเดินเครื่องได้",
    "ส่งของและติดตั้งภายใน 75 วันหลังได้รับมัดจำ",
    "รับประกันคอมเพรสเซอร์ 2 ปี อะไหล่อื่น 1 ปี บริการตรวจเช็กฟรีทุก 6 เดือนในปีแรก",
    "ยืนราคา 30 วัน",
    "ลงชื่อ ณัฐพล ศรีสุข ผู้จัดการฝ่ายขาย",
]
OLD_MACHINE_QUOTE = """# ใบเสนอราคาเก่า อุดรทำความเย็น (ปี 2566 ตอนนั้นยังไม่ได้ซื้อ)

เลขที่ QT2566-0188 วันที่ 9 ส.ค. 2566
- เครื่องทำน้ำแข็งหลอด 10 ตัน/วัน 1,290,000 บาท
- ค่าติดตั้ง 80,000 บาท
- ถังเก็บ 5 ตัน 50,000 บาท
- รวม 1,420,000 บาท (รวม VAT)
- ประกันคอมเพรสเซอร์ 1 ปี
พ่อบอกรอให้ยอดขายหน้าร้อนดีกว่านี้ก่อน
"""
ICETECH_QUOTE = [
    "ICETECH ENGINEERING CO., LTD.\n"
    "59 Soi Bang Na-Trat 25, Bang Na, Bangkok 10260   Tel. 02-398-6640\n"
    "QUOTATION No.: ITE-25-0611   Date: 24 June 2025\n"
    "To: Mr. Somsak Wongkham, Sri Udon Ice Factory, Udon Thani\n"
    " \n"
    "1. Tube ice machine ITM-10, 10 tons/day, 40 HP semi-hermetic compressor ... 1,265,000.00\n"
    "2. Installation in Udon Thani, piping, wiring, commissioning ............. 120,000.00\n"
    "3. Stainless ice storage bin, 5 tons ......................................  58,000.00\n"
    "Subtotal: 1,443,000.00 THB\n"
    "VAT 7%: 101,010.00 THB\n"
    "Grand total: 1,544,010.00 THB\n"
    " \n"
    "Payment: 40% deposit with order, 50% before shipping, 10% after commissioning.\n"
    "Lead time: 90 days after deposit. Transport to Udon Thani included.\n"
    "Warranty: compressor 3 years, other parts 1 year.\n"
    "Quotation valid for 45 days. Contact: Mr. Anucha P., Sales Engineer, 081-902-5513",
]
SOLAR_SLIDES = [
    ("แผนติดโซลาร์รูฟท็อป โรงน้ำแข็งศรีอุดร ปี 2569", "เสนอพ่อกับแม่ โดย พิมพ์ (ก.ค. 2568)\nเป้าหมาย: ลดค่าไฟโรงงาน"),
    ("ทำไมต้องโซลาร์", "ค่าไฟเป็นต้นทุนใหญ่สุดประมาณ 35% ของต้นทุนทั้งหมด\n"
                       "เม.ย. 2568 ค่าไฟสูงสุด 176,480 บาท\nเครื่องเดินกลางวันเยอะ ใช้ไฟโซลาร์ได้เต็มที่"),
    ("ระบบที่เลือก", "ขนาด 100 kWp บนหลังคาโรงผลิต\nแผง 550 W จำนวน 182 แผง อินเวอร์เตอร์ 100 kW\n"
                     "ราคาติดตั้ง 2,350,000 บาท (ใบเสนอราคา Solar North Energy)"),
    ("ประหยัดได้เท่าไหร่", "ผลิตไฟได้ประมาณ 12,500 หน่วยต่อเดือน\nประหยัดค่าไฟประมาณ 38,000 บาทต่อเดือน\n"
                           "คืนทุนประมาณ 5.2 ปี"),
    ("เงินลงทุน", "กู้สินเชื่อสีเขียว SME D Bank 2,000,000 บาท ดอกเบี้ย 3.99% ผ่อน 5 ปี งวดละประมาณ 36,800 บาท\n"
                  "เงินสดของโรงงาน 350,000 บาท"),
    ("ไทม์ไลน์", "เซ็นสัญญา ม.ค. 2569\nติดตั้ง ก.พ. 2569\nเริ่มผลิตไฟ มี.ค. 2569 ทันหน้าร้อน"),
]
SOLAR_DRAFT = """# ไอเดียโซลาร์เซลล์ (ร่างแรก เม.ย. 68)

- ลองติดเล็กๆ ก่อน 50 kW ดีไหม ช่างแถวบ้านบอกราว 1,200,000
- น่าจะประหยัดเดือนละ 19,000 กว่าๆ
- หลังคาโรงผลิตเก่า ต้องให้ช่างดูโครงก่อน
- ถามเพื่อนที่โรงน้ำแข็งหนองหานว่าติดแล้วคุ้มไหม
"""
SOLAR_QUOTE = [
    "SOLAR NORTH ENERGY CO., LTD.\n"
    "88/12 Moo 5, Nong Khon Kwang, Mueang Udon Thani 41000   Tel. 042-119-808\n"
    "QUOTATION No.: SNE-2507-031   Date: 4 July 2025\n"
    "Customer: Sri Udon Ice Factory (attn. Ms. Pimchanok Wongkham)\n"
    "Project: 100 kWp rooftop solar PV, on-grid, self consumption\n"
    " \n"
    "PV modules 550 W mono PERC x 182 panels\n"
    "Inverter 100 kW (on-grid) x 1, zero export controller\n"
    "Mounting, DC/AC cabling, protection, monitoring app\n"
    "Engineering, PEA permit and ERC notification\n"
    "Price before VAT: 2,196,261.68 THB\n"
    "VAT 7%: 153,738.32 THB\n"
    "Total: 2,350,000.00 THB\n"
    " \n"
    "Estimated generation: 12,500 kWh per month. Estimated saving about 38,000 THB per month.\n"
    "Warranty: panels 12 years product / 25 years output, inverter 10 years, workmanship 2 years.\n"
    "Payment: 30% on signing, 60% on delivery of panels, 10% after grid connection. Valid 60 days.",
]
MEETING_NOTE = """# คุยกันในบ้านเรื่องโรงน้ำแข็ง 29 มิ.ย. 2568

คนคุย: พ่อ แม่ พิมพ์ เอก (น้องชาย)

- ค่าไฟโรงงาน มิ.ย. บิลมาแล้ว 144,850.32 บาท ลดลงจาก เม.ย. ที่แพงสุด แต่ยังสูงกว่าปีที่แล้ว
- ตกลงขึ้นราคาน้ำแข็งหลอดหน้าโรงจากถุงละ 40 เป็น 42 บาท เริ่ม 1 ส.ค. 2568 ลูกค้าสัญญาใช้ราคาเดิมจนหมดสัญญา
- เครื่องทำน้ำแข็งหลอดเครื่องที่ 2: มีใบเสนอราคา 2 เจ้า (อุดร กับ กรุงเทพ) ราคาใกล้กัน พ่อเอียงไปทางเจ้าอุดรเพราะเรียกช่างง่าย
- โซลาร์: ให้พิมพ์ทำสไลด์เสนอแผนปีหน้า
- จ้างคนงานเพิ่ม 1 คน แผนกบรรจุถุง เดือนละ 11,000 บาท เริ่ม ก.ค.
- โรงแรมประจักษ์เลควิวส่งอีเมลมาขอให้ส่งน้ำแข็ง เอกจะไปคุย
- ทวงเงินสวนอาหารริมหนองประจักษ์ ค้างทั้งเดือน มิ.ย.
"""
WATER_REPORT = [
    "REGIONAL MEDICAL SCIENCES CENTER 8 UDON THANI\nDepartment of Medical Sciences, Ministry of Public Health\n"
    "TEST REPORT - EDIBLE ICE\n"
    "Report No.: RMSC8-F68-01275   Report date: 21 April 2025\n"
    "Customer: Sri Udon Ice Factory, 45 Moo 7, Nong Samrong, Mueang Udon Thani\n"
    "Sample: tube ice, 20 kg bag, lot 080468, received 8 April 2025\n"
    " \n"
    "Test                     Result               Standard\n"
    "pH                       6.9                  6.5 - 8.5\n"
    "Total dissolved solids   42 mg/L              not over 500 mg/L\n"
    "Turbidity                0.4 NTU              not over 5 NTU\n"
    "Coliform bacteria        < 1.1 MPN/100 mL     less than 2.2 MPN/100 mL\n"
    "E. coli                  not detected         not detected\n"
    "Staphylococcus aureus    not detected         not detected\n"
    " \n"
    "Conclusion: the sample MEETS the Notification of the Ministry of Public Health No. 78 (B.E. 2527) on ice.\n"
    "Approved by: Dr. Kanokwan Sirirat, Head of Food and Water Laboratory\n"
    "Next routine test recommended: October 2025",
]
ISUZU_INVOICE = [
    "UDON ISUZU SALES CO., LTD. - SERVICE CENTER\n"
    "333 Udon-Nong Khai Road, Mueang Udon Thani 41000   Tel. 042-325-700\n"
    "TAX INVOICE / RECEIPT No.: SV-2505-0877   Date: 24 May 2025\n"
    "Customer: Sri Udon Ice Factory (Mr. Somsak Wongkham)\n"
    "Vehicle: Isuzu NLR 130, registration 82-4471 Udon Thani, mileage 186,420 km\n"
    "Job: clutch slipping, replace clutch set\n"
    " \n"
    "Clutch kit (disc + cover)          9,850.00\n"
    "Release bearing                    1,480.00\n"
    "Flywheel resurfacing               1,200.00\n"
    "Clutch fluid                         299.91\n"
    "Labour                             3,600.00\n"
    "Towing (20 May 2025)               1,000.00\n"
    "Subtotal: 17,429.91\nVAT 7%: 1,220.09\nTOTAL: 18,650.00 THB (paid by transfer)\n"
    "Warranty on clutch parts: 6 months or 10,000 km. Next service due at 195,000 km.",
]
TRUCK_NOTE = """# รถส่งน้ำแข็ง 3 คัน ทะเบียน ประกัน ภาษี (อัปเดต มิ.ย. 2568)

คัน 1 Isuzu NPR ปี 2561 ทะเบียน 80-1123 อุดรธานี (ต้อม ขับสายในเมือง)
- ประกันชั้น 3 กรุงเทพประกันภัย เบี้ย 6,900 บาท หมด 12 ต.ค. 2568
- ภาษี + พ.ร.บ. ครบ 30 ก.ย. 2568

คัน 2 Isuzu NLR ปี 2563 ทะเบียน 82-4471 อุดรธานี (เล็ก ขับสายบ้านจั่น)
- ประกันชั้น 2+ วิริยะ เบี้ย 12,800 บาท หมด 3 มี.ค. 2569
- เปลี่ยนคลัตช์ 24 พ.ค. 68 ที่ศูนย์อีซูซุ

คัน 3 Hino XZU ปี 2565 ทะเบียน 83-9056 อุดรธานี (บุญมี ขับสายหนองสำโรง)
- ประกันชั้น 1 ทิพยประกันภัย เบี้ย 21,400 บาท หมด 19 ส.ค. 2568
- ภาษี + พ.ร.บ. ครบ 19 ส.ค. 2568 ต่อพร้อมกันเลย
- ยังผ่อนกับ ธ.กรุงไทย เดือนละ 14,250 ถึง ต.ค. 2570
"""
HOTEL_EMAIL = """From: Supaporn Chanthara <purchasing@prajaklakeview.co.th>
To: Sri Udon Ice <sriudonice@gmail.com>
Date: Tue, 1 Jul 2025 10:14:52 +0700
Subject: Ice supply for Prajak Lakeview Hotel - request for quotation

Dear Sri Udon Ice team,

I am the purchasing manager of Prajak Lakeview Hotel (120 rooms, Nong Prajak, Udon Thani). Our current ice
supplier is closing at the end of July, so we are looking for a new one from 1 August 2025.

What we need:
- Tube ice, 20 kg bags: 80 bags every day, delivered before 7:00 am to the back kitchen
- Block ice: 12 blocks every Friday and Saturday for the seafood buffet
- A spare delivery on request for banquets (usually 2-3 times a month, about 40 bags each)

Please send your quotation by 20 July 2025, together with a copy of your GMP certificate and your latest
water/ice test report. Our payment term is 30 days after invoice.

Best regards,
Supaporn Chanthara
Purchasing Manager, Prajak Lakeview Hotel  Tel. 042-248-100 ext. 215
"""
SCHOOL_NOTE = """# ค่าเทอมน้องมายด์ ป.3 ภาคเรียนที่ 1/2568 (โรงเรียนวัฒนศึกษาอุดร)

- ค่าเทอม 18,500 บาท (เทอม 1/2567 ตอน ป.2 จ่าย 17,900)
- ค่าหนังสือและอุปกรณ์ 1,860 บาท
- ชุดนักเรียน + ชุดพละ 1,240 บาท
- รวมต้องจ่ายโรงเรียน 21,600 บาท ภายใน 15 พ.ค. 2568 (โอนเข้าบัญชีโรงเรียน กสิกร)
- รถรับส่ง เดือนละ 1,500 บาท จ่ายลุงสมาน ต้นเดือน
- จ่ายครบแล้ว 12 พ.ค. 68 เก็บสลิปไว้ในมือถือ
"""
WORKSPECT = {"todo.md": "- ส่งใบเสนอราคาให้โรงแรมประจักษ์เลควิว\n- โอนค่าไฟโรงงาน มิ.ย.\n"
                        "- ทวงเงินร้านที่ค้าง\n- ต่อประกันรถคัน 3\n- นัดคุยเรื่องโซลาร์กับพ่อ\n"}


def _sales_2568(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย Sales"
    sheet.append(["ยอดขายโรงน้ำแข็งศรีอุดร ม.ค.-มิ.ย. 2568 (Sri Udon Ice sales, Jan-Jun 2025)"])
    sheet.append(list(SALES_HEADERS))
    totals = []
    for month, bags, blocks in zip(MONTHS, TUBE_BAGS, BLOCKS):
        total = bags * TUBE_PRICE + blocks * BLOCK_PRICE
        totals.append(total)
        sheet.append([month, bags, bags * TUBE_PRICE, blocks, blocks * BLOCK_PRICE, total])
    sheet.append(["รวม (Total)", sum(TUBE_BAGS), sum(TUBE_BAGS) * TUBE_PRICE, sum(BLOCKS),
                  sum(BLOCKS) * BLOCK_PRICE, sum(totals)])
    for column in range(2, 7):
        money_format(sheet, column)
    costs = book.create_sheet("ต้นทุน Costs")
    costs.append(["ต้นทุนและกำไร ม.ค.-มิ.ย. 2568 (Costs and profit)"])
    costs.append(list(COST_HEADERS))
    for month, sales, row in zip(MONTHS, totals, COSTS):
        cost = round(sum(row[:4]), 2)
        costs.append([month, *row[:4], cost, round(sales - cost, 2), row[4]])
    all_costs = round(sum(sum(row[:4]) for row in COSTS), 2)
    costs.append(["รวม (Total)", *(round(sum(column), 2) for column in list(zip(*COSTS))[:4]), all_costs,
                  round(sum(totals) - all_costs, 2), ""])
    for column in range(2, 8):
        money_format(costs, column)
    book.save(path)


def _sales_2567(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ยอดขาย 2567"
    sheet.append(["ยอดขายน้ำแข็ง ปี 2567 (ราคาหลอด 38 บาท/ถุง ซอง 115 บาท)"])
    sheet.append(["เดือน", "น้ำแข็งหลอด (ถุง)", "น้ำแข็งซอง (ซอง)", "ยอดขายรวม (บาท)"])
    for month, bags, blocks in SALES_2567:
        sheet.append([month, bags, blocks, bags * TUBE_PRICE_2567 + blocks * BLOCK_PRICE_2567])
    sheet.append(["รวมทั้งปี", sum(r[1] for r in SALES_2567), sum(r[2] for r in SALES_2567),
                  sum(r[1] * TUBE_PRICE_2567 + r[2] * BLOCK_PRICE_2567 for r in SALES_2567)])
    for column in range(2, 5):
        money_format(sheet, column)
    book.save(path)


def _credit(path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "ลูกค้าเครดิต มิ.ย."
    sheet.append(["ลูกค้าเครดิต เดือนมิถุนายน 2568 (Credit customers, June 2025)"])
    sheet.append(list(CREDIT_HEADERS))
    for name, route, bags, blocks, billed, paid in CREDIT:
        sheet.append([name, route, bags, blocks, billed, paid, billed - paid])
    sheet.append(["รวม (Total)", "", sum(r[2] for r in CREDIT), sum(r[3] for r in CREDIT),
                  sum(r[4] for r in CREDIT), sum(r[5] for r in CREDIT), sum(r[4] - r[5] for r in CREDIT)])
    for column in (5, 6, 7):
        money_format(sheet, column)
    trucks = book.create_sheet("รถส่ง Trucks")
    trucks.append(list(TRUCK_HEADERS))
    for row in TRUCKS:
        trucks.append(list(row))
    trucks.append(["รวม (Total)", "", "", "", sum(r[4] for r in TRUCKS), sum(r[5] for r in TRUCKS)])
    book.save(path)


def write_folder(root: Path) -> Path:
    """Write the documents under root/Documents and return that folder (the bench's only root)."""
    docs = root / "Documents"
    ice = docs / "โรงน้ำแข็ง"
    for sub in ("บัญชี", "ค่าไฟ", "ลูกค้า", "แชท", "เครื่องจักร", "แผนงาน", "มาตรฐาน"):
        (ice / sub).mkdir(parents=True, exist_ok=True)
    for sub in ("รถส่งน้ำแข็ง", "บ้าน"):
        (docs / sub).mkdir(parents=True, exist_ok=True)
    _sales_2568(ice / "บัญชี" / "ยอดขาย_ต้นทุน_2568.xlsx")
    _sales_2567(ice / "บัญชี" / "ยอดขายน้ำแข็ง_2567.xlsx")
    make_pdf(ice / "ค่าไฟ" / "PEA_bill_factory_2025-06.pdf", FACTORY_BILL_2025)
    make_pdf(ice / "ค่าไฟ" / "PEA_bill_factory_2024-06.pdf", FACTORY_BILL_2024)
    write_docx(ice / "ลูกค้า" / "สัญญาส่งน้ำแข็ง_ครัวบ้านเชียง_2568.docx", BANCHIANG_TOP, table=BANCHIANG_TABLE,
               bottom=BANCHIANG_BOTTOM)
    write_docx(ice / "ลูกค้า" / "สัญญาส่งน้ำแข็ง_ครัวบ้านเชียง_2567.docx", BANCHIANG_OLD_TOP,
               table=BANCHIANG_OLD_TABLE, bottom=["ลงชื่อ สมศักดิ์ วงศ์คำ ผู้ขาย", "ลงชื่อ วิไลวรรณ พรหมสุข ผู้ซื้อ"])
    write_docx(ice / "ลูกค้า" / "สัญญาส่งน้ำแข็ง_โชคดีมินิมาร์ท_2568.docx", CHOKDEE_TOP, table=CHOKDEE_TABLE,
               bottom=CHOKDEE_BOTTOM)
    _credit(ice / "ลูกค้า" / "ลูกค้าเครดิต_รถส่ง_มิย68.xlsx")
    (ice / "ลูกค้า" / "PrajakLakeview_hotel_email.txt").write_text(HOTEL_EMAIL, encoding="utf-8")
    (ice / "แชท" / "LINE_เจ๊หน่อย_หมูกระทะ.txt").write_text(LINE_NOI, encoding="utf-8")
    (ice / "แชท" / "LINE_กลุ่มคนขับรถ_2568-05.txt").write_text(LINE_DRIVERS, encoding="utf-8")
    write_docx(ice / "เครื่องจักร" / "ใบเสนอราคา_เครื่องทำน้ำแข็งหลอด_อุดรทำความเย็น_2568.docx",
               MACHINE_QUOTE_TOP, table=MACHINE_QUOTE_TABLE, bottom=MACHINE_QUOTE_BOTTOM)
    (ice / "เครื่องจักร" / "ใบเสนอราคาเก่า_อุดรทำความเย็น_2566.md").write_text(OLD_MACHINE_QUOTE, encoding="utf-8")
    make_pdf(ice / "เครื่องจักร" / "IceTech_quotation_tube_ice_machine_2025.pdf", ICETECH_QUOTE)
    write_slides(ice / "แผนงาน" / "แผนโซลาร์รูฟท็อป_2569.pptx", SOLAR_SLIDES)
    make_pdf(ice / "แผนงาน" / "SolarNorth_quotation_100kWp.pdf", SOLAR_QUOTE)
    (ice / "แผนงาน" / "ไอเดียโซลาร์_ร่าง.md").write_text(SOLAR_DRAFT, encoding="utf-8")
    (ice / "บันทึกคุยกันในบ้าน_มิย68.md").write_text(MEETING_NOTE, encoding="utf-8")
    make_pdf(ice / "มาตรฐาน" / "Ice_water_test_report_2025-04.pdf", WATER_REPORT)
    make_pdf(docs / "รถส่งน้ำแข็ง" / "Isuzu_service_invoice_82-4471_2025-05.pdf", ISUZU_INVOICE)
    (docs / "รถส่งน้ำแข็ง" / "รถส่งน้ำแข็ง_ทะเบียน_ประกัน.md").write_text(TRUCK_NOTE, encoding="utf-8")
    make_pdf(docs / "บ้าน" / "PEA_bill_home_2025-06.pdf", HOME_BILL)
    (docs / "บ้าน" / "ค่าเทอมน้องมายด์_1-2568.md").write_text(SCHOOL_NOTE, encoding="utf-8")
    return docs


def seed_workspect(workspect: Path) -> None:
    """What a task's workspect holds before the task: Pim's to-do list."""
    write_texts(workspect, WORKSPECT)
