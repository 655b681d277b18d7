import pytest

from engine.knowledge.intent import is_question


@pytest.mark.parametrize("query", [
    "ค่าเช่าบ้านเดือนละเท่าไร", "สุวัฒน์ วรรณศิริกุล เสียชีวิตช่วงไหน", "มาสด้า อเซลาผลิตครั้งแรกเมื่อใด",
    "What is the deposit for the flat?", "where did the board decide to move the office?",
    "IEEE 802.11b-1999 กำหนดโดยใคร", "explain the refund policy", "ชื่อของกระดูกไหปลาร้าในภาษาอังกฤษ",
    # a slash between two words is no path, and a file word beside how much, how many or when is no file search
    # (four blind-set questions were answered with a list of files)
    "how many days off did HR give me, and until what date can I work from home on Mon/Thu?",
    "when is the exam entry deadline for the nov/dec session?", "when's the deadline to file my half-year tax?",
    "how much do we still owe the studio for the photos and video?",
    "ค่าไฟเดือน มิ.ย. เท่าไหร่ ดูจากไฟล์สรุปค่าใช้จ่ายนะ", "ค่าเทอม 1/2568 กับ 2/2567 ต่างกันเท่าไหร่",
])
def test_questions_get_passages(query):
    assert is_question(query)


@pytest.mark.parametrize("query", [
    "สัญญาเช่า", "rental_contract.docx", "tax receipt 2023", "budget meeting", "receipt",
    "which document mentions the budget meeting?", "หารูปทะเลที่ไปเที่ยวปีที่แล้ว",
    "ไฟล์ rental_contract.docx อยู่ไหน สรุปให้หน่อย", "find my tax receipt from 2023", "where is my passport scan",
    "~/Documents/notes", "งบประมาณปี 2566", "notes/2024/q1", "/home/somchai/lease",
    "how many files do I have about the car?", "มีไฟล์เรื่องค่าเทอมกี่ไฟล์", "มีไฟล์อะไรเกี่ยวกับคอนโดบ้าง",
    "สัญญาแม่บ้านเก็บไว้ไฟล์ไหน จะดูว่าต้องแจ้งล่วงหน้ากี่วัน",
])
def test_file_discovery_gets_file_hits(query):
    assert not is_question(query)
