"""Query cleaning: what the user typed becomes safe, useful FTS5 terms."""
from __future__ import annotations

import pytest

from engine.index.query import MAX_SPLITS, MAX_TERMS, normalize, parse_query, quote, synonym_groups, synonyms


def texts(query):
    return [t.text for t in query.terms]


def test_thai_and_english_filler_words_are_dropped():
    assert texts(parse_query("หารูปแมวให้หน่อย")) == ["รูป", "แมว"]
    assert texts(parse_query("find the report for an audit")) == ["report", "audit"]


def test_a_word_typed_with_accents_also_searches_its_plain_spelling_and_its_synonyms():
    [term] = parse_query("résumé").terms
    assert term.alternatives[0] == "resume" and {"cv", "ประวัติย่อ"} <= set(term.alternatives)
    assert texts(parse_query("where did I put my résumé? I just need the file, not what's in it")) == ["résumé"]


def test_thai_words_keep_their_marks_whatever_the_accent_rule_does():
    [term] = parse_query("ใบเสร็จ").terms
    assert "ใบเสรจ" not in term.alternatives and "receipt" in term.alternatives


def test_nfc_and_casefold():
    decomposed = "Cafe\u0301 MENU"
    assert texts(parse_query(decomposed)) == [normalize("Café"), "menu"]


def test_at_most_twelve_terms():
    query = parse_query(" ".join(f"word{i}" for i in range(30)))
    assert len(query.terms) == MAX_TERMS


def test_short_thai_words_survive():
    assert texts(parse_query("ไป มา ดี คน")) == ["ไป", "มา", "ดี", "คน"]


def test_a_name_cut_by_the_dictionary_stays_one_term():
    assert "วรรณศิริกุล" in texts(parse_query("สุวัฒน์ วรรณศิริกุล เกิดวันที่เท่าไร"))


def test_split_variants_for_pdf_breaks_are_capped():
    query = parse_query("information administration documentation")
    assert "infor mation" in query.terms[0].alternatives
    variants = [a for t in query.terms for a in t.alternatives if " " in a and a.replace(" ", "") == t.text]
    assert 0 < len(variants) <= MAX_SPLITS


def test_quote_makes_fts_syntax_inert():
    assert quote('a" OR b') == '"a"" OR b"'


def test_only_filler_keeps_the_words_rather_than_nothing():
    assert texts(parse_query("the")) == ["the"]


def test_there_are_at_least_40_reviewed_groups():
    assert len(synonym_groups()) >= 40


@pytest.mark.parametrize("group", synonym_groups(), ids=lambda g: "|".join(sorted(g)))
def test_every_member_of_a_group_brings_the_others(group):
    for word in group:
        assert set(group) - {word} <= set(synonyms(word))


def test_picture_synonyms():
    assert {"ภาพ", "image", "photo", "picture"} <= set(parse_query("รูป").terms[0].alternatives)
    assert "contract" in parse_query("สัญญา").terms[0].alternatives
    assert {"receipt", "invoice"} <= set(parse_query("ใบเสร็จ").terms[0].alternatives)


def test_a_word_finds_its_group_by_its_english_stem():
    assert "เงินมัดจำ" in synonyms("deposits") and "อนุมัติ" in synonyms("approved")


def test_two_words_the_segmenter_split_find_their_compound_s_translation():
    query = parse_query("ค่าไฟเดือนนี้เท่าไร")
    assert texts(query)[:2] == ["ค่า", "ไฟ"]
    assert all("electricity bill" in term.alternatives for term in query.terms[:2])
    assert "ค่าไฟฟ้า" in parse_query("electricity bill").terms[0].alternatives


def test_household_words_pair_thai_and_english_both_ways():
    for thai, english in (("ค่าเช่า", "rent"), ("เงินเดือน", "salary"), ("ประกัน", "insurance"), ("ภาษี", "tax"),
                          ("หมอ", "doctor"), ("ประชุม", "meeting"), ("งบประมาณ", "budget"), ("บิล", "bill"),
                          ("ข้อตกลง", "agreement"), ("แม่", "mum"), ("ถุงน้ำดี", "gallbladder"), ("สหกรณ์", "credit union"),
                          ("มอไซค์", "motorbike"), ("ร่าง", "draft"), ("หมา", "dog"), ("สุนัข", "dogs"), ("แมว", "cat"),
                          ("ตู้อบ", "dryer"), ("เครื่องตัด", "cutter"), ("กระจกเงา", "mirror"), ("กรอบรูป", "frames"),
                          ("แพะ", "goat"), ("ฝูง", "herd"), ("ค้างชำระ", "owe")):
        assert english in synonyms(thai) and thai in synonyms(english)


def test_how_much_and_how_many_are_filler_like_thai_tao_rai():
    assert texts(parse_query("how much is the rent")) == ["rent"]
    assert texts(parse_query("how many staff")) == ["staff"]


def test_a_short_thai_year_after_the_word_for_year_or_a_month_is_also_its_full_year():
    def forms(question):
        return {t.text: t.alternatives for t in parse_query(question).terms if t.text.isdigit()}

    assert forms("ค่าเช่าตึกคลินิกปี 69 ขึ้นเป็นเท่าไหร่") == {"69": ("2569", "2026")}
    assert forms("เดือน ก.ค. 68 หมดค่ากินไปเท่าไหร่") == {"68": ("2568", "2025")}
    assert forms("ค่าไฟ พ.ศ. 67") == {"67": ("2567", "2024")}
    assert forms("ค่าเน็ต 67 บาท") == {"67": ()}  # an amount, not a year
    assert forms("ปี 12") == {"12": ()}  # no year of this century is 2512


def test_chat_particles_and_discourse_words_are_not_searched_for():
    words = [t.text for t in parse_query("เทอมนี้วันพุธเรียนเภสัชห้องอะไรอะ รึเปล่า").terms]
    assert "อะ" not in words and "รึเปล่า" not in words and "เภสัช" in words
    words = [t.text for t in parse_query("ok so my student loan... actually when do I pay it back pls").terms]
    assert not {"ok", "actually", "pls"} & set(words) and {"student", "loan"} <= set(words)


def test_a_brand_or_bank_typed_in_thai_also_searches_its_latin_name():
    assert any("grab" in t.alternatives for t in parse_query("เมลที่แกร็บส่งมา").terms)
    assert any("krungthai" in t.alternatives for t in parse_query("เงินกู้กรุงไทยเหลือเท่าไหร่").terms)
    assert any("cubic metre" in t.alternatives for t in parse_query("ใช้น้ำไปกี่คิว").terms)


def test_a_name_holding_a_particle_s_syllable_stays_whole():
    assert [t.text for t in parse_query("ฟร็องซิส ปีกาบียาคือใคร").terms][0] == "ฟร็องซิส"
    assert [t.text for t in parse_query("เจสสิก้า อมรกุลดิลก คือใคร").terms][0] == "เจสสิก้า"
    assert "ฮะ" in [t.text for t in parse_query("อับดุลละห์ บิน ฮะมัด อัล อัตติยาห์").terms]


def test_a_latin_form_is_in_a_file_name_only_at_the_start_or_end_of_one_of_its_words():
    """"rice" is not in the "pricelist" of SkyFarm_pricelist_2025.pdf (cropdrone set, session 39); "bill" starts
    "Bills", "farm" the Farm of SkyFarm, "list" ends "pricelist", and Thai, unspaced, is matched anywhere."""
    from engine.index.query import name_contains
    assert not name_contains("SkyFarm_pricelist_2025.pdf", "rice")
    assert name_contains("SkyFarm_pricelist_2025.pdf", "price")
    assert name_contains("SkyFarm_pricelist_2025.pdf", "farm")
    assert name_contains("SkyFarm_pricelist_2025.pdf", "list")  # a compound's last word
    assert name_contains("PEA_Bills_2025.pdf", "bill")
    assert name_contains("บัญชีงานพ่น_2568.xlsx", "พ่น")


def test_a_thai_loanword_and_the_english_word_it_spells_search_for_each_other():
    """"บิลค่าคลอรีนเดือนตุลา" asks an English invoice for chlorine (poolservice set, session 39): PyThaiNLP's Thai-English
    transliteration dictionary joins them, plural and all; a short English word a Thai word also spells does not."""
    assert "chlorine" in synonyms("คลอรีน") and "คลอรีน" in synonyms("chlorine")
    assert "แคเมอรา" in synonyms("cameras") and "กรุ๊ป" in synonyms("group")
    assert "ตัน" not in synonyms("ton") and "ชิน" not in synonyms("chin")


@pytest.mark.parametrize("asked, form", [("ทีมงาน", "crew"), ("ฟรีแลนซ์", "freelance"),
                                         ("ประกันชีวิต", "life assurance"), ("ไส้กรอง", "filter")])
def test_thai_words_of_english_papers_search_for_the_english(asked, form):
    """"how much did we pay the freelance crew" is ค่าจ้างทีมงานฟรีแลนซ์; "ประกันชีวิต" is Chao Phraya's "LIFE ASSURANCE"
    notice; "ไส้กรองโซล่า" the "Fuel filter" of a supplier's e-mail (eventorganizer and tractorrepair sets,
    session 42)."""
    assert form in {alternative for term in parse_query(asked).terms for alternative in term.alternatives}


@pytest.mark.parametrize("question, word, found", [
    ("สรุปบิลโรงบาลแม่ให้หน่อย", "โรงบาล", "hospital"),  # PhitsanuInter_Hospital_bill_Oct2025.pdf (curtainshop set)
    ("summarise sak's village fund loan paper", "village", "กองทุนหมู่บ้าน"),  # สัญญากู้_กองทุนหมู่บ้าน_สมศักดิ์.docx (silkfarm)
    ("ส่วนที่เราจ่ายเองจริงๆ กี่บาท", "เอง", "paid by patient"),  # a hospital bill's "PAID BY PATIENT" (fishingpark set)
    ("สรุปเรื่องผ่าเข่าแม่จากใบประเมินของ รพ.", "เข่า", "knee"),  # AndamanCare_knee_surgery_estimate (tourguide set)
])
def test_the_words_of_household_papers_find_their_other_language(question, word, found):
    """Session 43's blind sets saved a PEA bill for "sak's village fund loan paper" and a sports invoice for "บิล
    โรงบาลแม่": none of the words had the other language's."""
    [term] = [term for term in parse_query(question).terms if term.text == word]
    assert found in term.alternatives


def test_an_abbreviation_typed_with_its_dot_searches_its_synonyms():
    """"งวดหน้า ธกส. ต้องจ่ายเท่าไหร่" never searched BAAC: the synonym is ธกส, without the dot (catfish set, session 46)."""
    forms = {form for term in parse_query("งวดหน้า ธกส. ต้องจ่ายเท่าไหร่").terms for form in term.forms}
    assert "baac" in forms
