"""From what the user typed to FTS5 MATCH expressions.

Cleaning follows seed 000: NFC, casefold, filler words dropped (Thai and
English), at most 12 terms. Each term then grows alternatives: reviewed
synonyms (synonyms.tsv: Thai <-> English pairs and same-language words) and,
for long English words, split variants because PDF/OCR extraction breaks
words ("infor mation"). A word finds its group by its English stem too
(deposits -> deposit), and two neighbouring words by their compound: Thai
segmentation cuts ค่าไฟ into ค่า + ไฟ, and "electricity bill" is two words,
yet each is one entry of the table. Every token is quoted
before it reaches MATCH, so user text can never be FTS5 syntax.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.index.english import stems
from engine.index.thai import has_thai, is_word, thai_words

MAX_TERMS = 12
MAX_SPLITS_PER_WORD = 3
MAX_SPLITS = 8
MIN_SPLIT_WORD = 8
SYNONYMS_FILE = Path(__file__).with_name("synonyms.tsv")

FILLER_WORDS = frozenset(
    """หา ค้น ค้นหา ช่วย ให้ หน่อย ที ไฟล์ ของ ที่ ใน และ หรือ กับ เป็น คือ มี อยู่ ไหน ตรงไหน ที่ไหน
    อะไร ใคร เมื่อไร เมื่อไหร่ เท่าไร เท่าไหร่ กี่ อย่างไร ยังไง ไหม มั้ย บ้าง ครับ ค่ะ คะ นะ จ้ะ ด้วย
    ได้ แล้ว จะ ว่า โดย โดน เอกสาร ฉัน ผม ดิฉัน
    the a an of to in on at for and or is are was were be me my i you your find search show
    please where what which who when how much many with about file files locate look according document documents
    did do does put just need it not s""".split()  # s: what's, team's (the apostrophe splits a token)
)
# Chat particles and discourse words: a message carries them ("…ห้องอะไรอะ", "ok so my …") and no document
# answers them. Dropped once the pieces of an unknown name are joined again (อะ-โลน); ฮะ, สิ and ซิ are not among
# them: the segmenter cuts them whole out of names (ฮะ-มัด, เจส-สิ-ก้า, ฟร็อง-ซิ-ส), and with them one more of iapp's
# questions whose article is not indexed passed the gate (tests/eval/test_eval_knowledge.py: 122 -> 121 of 162).
CHAT_WORDS = frozenset(
    """อะ อ่ะ เหรอ หรอ รึเปล่า หรือเปล่า ป่ะ จ้า จ๊ะ ล่ะ เนอะ น้า คับ แหละ
    ok okay pls plz hey hi hello thanks thank actually btw um hmm anyway really""".split()
)

_TOKEN = re.compile(r"[^\s\"'`(),;:!?\[\]{}<>|/\\*=~^$%&]+")
_LATIN_WORD = re.compile(r"[a-z]+")
# The words of a file name before casefolding: an all-capitals run (CV in MyCV), a word, a number, a Thai run.
_NAME_PART = re.compile(r"[A-Z\u00c0-\u00de]+(?![a-z])|[A-Z\u00c0-\u00de]?[a-z\u00df-\u024f]+|[0-9]+|[\u0e00-\u0e7f]+")
SHORT_FORM = 3  # forms under this many characters are too short for a trigram
# "ปี 68", "พ.ศ. 68", "ก.ค. 68": Thai speech and notes shorten a Buddhist-era year to its last two digits after
# the word for year or a month; the file writes 2568 (or 2025).
YEAR_WORDS = frozenset({"ปี", "พ.ศ.", "พ.ศ", "พศ"})
MONTHS = frozenset("january february march april may june july august september october november december".split())
BUDDHIST_ERA = 543  # years between the Thai (Buddhist) era and the Common era


@dataclass(frozen=True)
class Term:
    """One query word and what may stand for it in a file (synonyms, split variants)."""

    text: str
    alternatives: tuple[str, ...] = ()

    @property
    def forms(self) -> tuple[str, ...]:
        return (self.text, *self.alternatives)


@dataclass(frozen=True)
class Query:
    raw: str
    needle: str  # the cleaned query as one string, for file-name rules
    terms: tuple[Term, ...]
    cleaned: str = ""  # filler dropped, the rest of each typed word kept together (for trigrams)
    pieces: tuple[tuple[str, ...], ...] = ()  # the words of each part of `cleaned`, in order

    @property
    def is_empty(self) -> bool:
        return not self.terms

    @property
    def one_word(self) -> bool:
        return len(self.raw.split()) == 1


def normalize(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


def quote(token: str) -> str:
    """An FTS5 string literal: the token can never be read as syntax."""
    return '"' + token.replace('"', '""') + '"'


@lru_cache(maxsize=1)
def synonym_groups() -> tuple[frozenset[str], ...]:
    groups = []
    for line in SYNONYMS_FILE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            groups.append(frozenset(normalize(w.strip()) for w in line.split("\t") if w.strip()))
    return tuple(groups)


@lru_cache(maxsize=1)
def _stemmed_groups() -> tuple[frozenset[str], ...]:
    """Each group's one-word English members as stems, so 'deposits' or 'approved' find their group."""
    return tuple(frozenset(stem for w in group if _LATIN_WORD.fullmatch(w) for stem in stems(w)) for group in synonym_groups())


def unaccented(word: str) -> str:
    """A Latin word without its accents ("résumé" -> "resume", "café" -> "cafe"); a word with Thai letters as
    it is, since Thai vowels and tone marks are combining characters too."""
    if has_thai(word):
        return word
    return unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", word)
                                                 if not unicodedata.combining(c)))


LOANWORD_LETTERS = 5  # an English word shorter than this spelt in Thai is as often a Thai word (ตัน: ton; ชิน: chin)


@lru_cache(maxsize=1)
def loanwords() -> dict[str, tuple[str, ...]]:
    """Each Thai loanword and the English word it spells, with the word's other Thai spellings (PyThaiNLP's
    Thai-English transliteration dictionary: คลอรีน and chlorine, บัตเตอร์ and butter, อะลูมิเนียม and aluminium):
    "บิลค่าคลอรีนเดือนตุลา" asks GulfAqua's English invoice for chlorine (poolservice set, session 39)."""
    from pythainlp.corpus.th_en_translit import TRANSLITERATE_EN, get_transliteration_dict
    spelt: dict[str, set[str]] = {}
    for thai, entry in get_transliteration_dict().items():
        for english in entry[TRANSLITERATE_EN]:
            english = normalize(english)
            if len(english) >= LOANWORD_LETTERS and english.isascii() and english.isalpha() and len(thai) >= SHORT_FORM:
                spelt.setdefault(english, set()).add(normalize(thai))
    found: dict[str, set[str]] = {}
    for english, thai in spelt.items():
        for word in (english, *thai):
            found.setdefault(word, set()).update({english, *thai} - {word})
    return {word: tuple(sorted(others)) for word, others in found.items()}


def synonyms(word: str) -> tuple[str, ...]:
    stem = stems(word) if _LATIN_WORD.fullmatch(word) else []
    found: dict[str, None] = {}
    for group, stemmed in zip(synonym_groups(), _stemmed_groups()):
        if word in group or (stem and stem[0] in stemmed):
            found.update(dict.fromkeys(sorted(group - {word})))
    for spelt in dict.fromkeys([word, *stem]):
        found.update(dict.fromkeys(other for other in loanwords().get(spelt, ()) if other != word))
    return tuple(found)


def compound_synonyms(words: list[str]) -> dict[str, tuple[str, ...]]:
    """Each word's synonyms through a compound it forms with a neighbour (ค่า + ไฟ -> ค่าไฟ -> electricity bill)."""
    found: dict[str, tuple[str, ...]] = {}
    for first, second in zip(words, words[1:]):
        joiner = "" if has_thai(first) and has_thai(second) else " "
        extra = tuple(s for s in synonyms(first + joiner + second) if s not in (first, second))
        for word in (first, second) if extra else ():
            found[word] = tuple(dict.fromkeys(found.get(word, ()) + extra))
    return found


def name_words(name: str) -> list[str]:
    """A file name as words: 'MyCV_2567.pdf' -> my, cv, 2567, pdf; Thai split by the dictionary."""
    words: list[str] = []
    for part in _NAME_PART.findall(unicodedata.normalize("NFC", name)):
        words.extend(thai_words(part) if has_thai(part) else [part.casefold()])
    return words


def is_short_latin(form: str) -> bool:
    """A 1-2 character term in Latin letters or digits (CV, HR, 42): matched as a whole word, never as letters
    inside a longer word (cv in 'cvs', po in 'report'). A short Thai term stays a substring: Thai is unspaced."""
    return len(form) < SHORT_FORM and not has_thai(form)


def name_contains(name: str, form: str) -> bool:
    """Does a file name hold this query form (name casefolded; the raw name is kept for its word breaks)? A form in
    Latin letters starts or ends one of the name's words: "rice" is not in SkyFarm_pricelist_2025.pdf, which "how many
    rai of rice did we spray" took for the year's spraying book (cropdrone set, session 39); "bill" is in "Bills",
    "farm" in "SkyFarm", "list" in "pricelist"."""
    if is_short_latin(form):
        return form in name_words(name)
    folded = name.casefold()
    if has_thai(form) or not form[:1].isalpha() or len(folded) != len(name):
        return form in folded
    return any(folded.startswith(form, part.start()) or folded.endswith(form, 0, part.end())
               for part in _NAME_PART.finditer(unicodedata.normalize("NFC", name)))


def split_variants(word: str) -> tuple[str, ...]:
    """'information' -> 'infor mation', ... : the breaks PDF/OCR put inside long words."""
    if len(word) < MIN_SPLIT_WORD or not _LATIN_WORD.fullmatch(word):
        return ()
    middle = len(word) // 2
    cuts = sorted(range(3, len(word) - 2), key=lambda cut: (abs(cut - middle), cut))
    return tuple(f"{word[:cut]} {word[cut:]}" for cut in cuts[:MAX_SPLITS_PER_WORD])


def _token_words(token: str) -> list[str]:
    if has_thai(token):
        return [w for w in _merge_fragments(thai_words(token)) if w]
    token = token.strip(".-'")
    return [token] if token else []


def _merge_fragments(words: list[str]) -> list[str]:
    """Re-join pieces the dictionary cut out of an unknown word (วรรณ ศิ ริ กุล -> วรรณศิริกุล), so a name stays one term."""
    merged: list[str] = []
    for word in words:
        joinable = merged and word not in FILLER_WORDS and merged[-1] not in FILLER_WORDS
        if joinable and has_thai(word) and (not is_word(word) or not is_word(merged[-1])):
            merged[-1] += word
        else:
            merged.append(word)
    return merged


def short_year(word: str, before: str) -> tuple[str, ...]:
    """A two-digit year after the word for year or a Thai month as its full year in both eras (ปี 68 -> 2568,
    2025); nothing for any other word."""
    if not re.fullmatch(r"[5-9][0-9]", word) or not (before in YEAR_WORDS or MONTHS & set(synonyms(before))):
        return ()
    year = 2500 + int(word)
    return str(year), str(year - BUDDHIST_ERA)


# "เทอมสอง", "เทอม2", "งวดที่ 3": a Thai counted thing and its number, as a file writes it (ค่าเทอม_ภูมิ_เทอม2-2568.docx,
# "ภาคเรียนที่ 2"), a word apart: joined, the segmenter kept "เทอม2" and "เทอมมายด์เทอมสอง" whole and the search
# found term 1's notice for term 2 (three of session 37's round-1 blind answers).
COUNTED = re.compile(r"(เทอม|ภาคเรียน(?:ที่)?|งวด(?:ที่)?|รอบ(?:ที่)?|ไตรมาส(?:ที่)?|ครั้งที่|ชั้น)\s*"
                     r"(หนึ่ง|สอง|สาม|สี่|ห้า|หก|[1-9])(?![0-9])")
THAI_NUMBERS = {"หนึ่ง": "1", "สอง": "2", "สาม": "3", "สี่": "4", "ห้า": "5", "หก": "6"}
# ... and in English the ordinal before the thing: "khao hom's 2nd term fees" read both terms' notices, "term 2" one
# (rescuefoundation set, session 37); "second semester", "3rd instalment", "1st floor".
ORDINAL = re.compile(r"(?<![a-z0-9])(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|[4-6]th)\s+"
                     r"(terms?|semesters?|instal?ments?|rounds?|quarters?|floors?)(?![a-z])")
ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6"}


def counted(text: str) -> str:
    """Each counted thing and its number as two words of their own, the number in digits (เทอมสอง -> " เทอม 2 ",
    "2nd term" -> " term 2 ")."""
    text = ORDINAL.sub(lambda found: f" {found[2]} {ORDINALS.get(found[1], found[1][0])} ", text)
    return COUNTED.sub(lambda found: f" {found[1]} {THAI_NUMBERS.get(found[2], found[2])} ", text)


@lru_cache(maxsize=256)  # pure, and asked again for each passage the knowledge step weighs (coverage)
def parse_query(raw: str) -> Query:
    text = counted(normalize(raw)).strip()
    tokens = [_token_words(token) for token in _TOKEN.findall(text)]
    words = [w for token in tokens for w in token]
    kept = [w for w in words if w not in FILLER_WORDS and w not in CHAT_WORDS] or words
    unique = list(dict.fromkeys(kept))[:MAX_TERMS]
    # Trigrams across a Thai word boundary (เกิด|วันที่) carry signal, so a typed word stays whole minus its fillers.
    pieces = tuple(piece for piece in (tuple(w for w in token if w in unique) for token in tokens) if piece)
    cleaned = " ".join("".join(piece) for piece in pieces)
    through_compounds = compound_synonyms(kept)
    years = {word: full for before, word in zip(words, words[1:]) if (full := short_year(word, before))}
    terms: list[Term] = []
    splits_left = MAX_SPLITS
    for word in unique:
        variants = split_variants(word)[: max(0, splits_left)]
        splits_left -= len(variants)
        plain = unaccented(word)  # "résumé" finds resume.pdf and, through the table, CV.docx
        spelled = (plain, *synonyms(plain)) if plain != word else ()
        # an abbreviation typed with its dot ("งวดหน้า ธกส. ต้องจ่าย…") is the word without it: BAAC (catfish set)
        bare = word.rstrip(".")
        spelled += (bare, *synonyms(bare)) if bare != word and bare and "." not in bare else ()
        alternatives = dict.fromkeys(synonyms(word) + spelled + through_compounds.get(word, ()) + variants
                                     + years.get(word, ()))
        terms.append(Term(word, tuple(a for a in alternatives if a != word)))
    needle = ("" if len(text.split()) == 1 else " ").join(unique)
    return Query(raw=raw, needle=needle, terms=tuple(terms), cleaned=cleaned or " ".join(unique), pieces=pieces)
