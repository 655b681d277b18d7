import pytest

from engine.knowledge.intent import is_question


@pytest.mark.parametrize("query", [
    "ค่าเช่าบ้านเดือนละเท่าไร", "สุวัฒน์ วรรณศิริกุล เสียชีวิตช่วงไหน", "มาสด้า อเซลาผลิตครั้งแรกเมื่อใด",
    "What is the deposit for the flat?", "where did the board decide to move the office?",
    "IEEE 802.11b-1999 กำหนดโดยใคร", "explain the refund policy", "ชื่อของกระดูกไหปลาร้าในภาษาอังกฤษ",
])
def test_questions_get_passages(query):
    assert is_question(query)


@pytest.mark.parametrize("query", [
    "สัญญาเช่า", "rental_contract.docx", "tax receipt 2023", "budget meeting", "receipt",
    "which document mentions the budget meeting?", "หารูปทะเลที่ไปเที่ยวปีที่แล้ว",
    "ไฟล์ rental_contract.docx อยู่ไหน สรุปให้หน่อย", "find my tax receipt from 2023", "where is my passport scan",
    "~/Documents/notes", "งบประมาณปี 2566",
])
def test_file_discovery_gets_file_hits(query):
    assert not is_question(query)
