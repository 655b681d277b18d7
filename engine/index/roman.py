"""Thai names written in Latin letters: "the Lanna Travel translation contract" is สัญญาจ้างแปล_ล้านนาทราเวล_2568.docx.

A user asking in English names the people and firms of their Thai files as they sound: Lanna Travel, Khun Wipa,
Somsak, Rim Ping, HuenKham. No synonym lists names, so each Thai word of a file's name, and each run of two or
three of them, is romanised (PyThaiNLP's rule-based Royal Institute system, no model) and reduced to a sound
key; so is each run of one to three Latin words of the request. Keys that are equal name the same thing.

The key forgives what the two spellings disagree on: aspiration (ph, th, kh, ch read p, t, k, c), v for w, a
doubled letter, and l, r and n, which Thai writes where English has l or r and reads as n at a syllable's end
(ล้านนาทราเวล is "lannathrawen", Lanna Travel "lannatravel"; both "nannatnawen"). It stays exact beyond that:
a fuzzy match between keys of three to five letters named every other file.

The other way round too (session 20): a Thai request spells a firm its files name in Latin letters as it sounds
(พาหุรัด for PhahuratTextile_invoice.pdf, วิริยะ for Viriyah_renewal.pdf): the request's Thai words are romanised
and keyed, and so is each run of the name's Latin words (a capital inside a run starts a word). Blind sets of session
19 and 20, read since: a comparison read the MEA bill for "บิลค่าผ้าพาหุรัด", a save the old policy for "วิริยะ".

Used where file names are weighed against a request: the name list (engine/index/search.name_shares) and the
file a save or a comparison side reads (engine/plan.best_for, each word of the side counted once). Read sets,
scripted model: the file a save reads 83 -> 90 of 104 (with the name list's files among its candidates), the two
files a comparison reads 42 -> 44 of 82; finds and lists unchanged (131 of 138).
"""
from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from engine.index.thai import THAI_RUN, has_thai, thai_words

LEAST_KEY = 4  # letters: a shorter key (Ek, Mew, ออม) matches too many names
WORDS_JOINED = 3  # a name of up to three words ("Lanna Travel", "Isan Medical Supply")
NEAR_KEY = 5  # letters: keys at least this long may be near, not equal (alike)
NEAR = 0.85  # the share of two keys' letters in common (difflib's ratio) that makes them alike
_SOUNDS = (("ph", "p"), ("th", "t"), ("kh", "k"), ("ch", "c"), ("sh", "s"), ("ck", "k"), ("ee", "i"), ("oo", "u"),
           ("ue", "u"), ("ae", "e"), ("oe", "e"), ("ng", "n"), ("j", "c"), ("c", "k"), ("q", "k"), ("v", "w"),
           ("l", "n"), ("r", "n"), ("y", "i"), ("h", ""))


def _collapsed(letters: str) -> str:
    """Each letter written twice or more in a row, once."""
    return re.sub(r"(.)\1+", r"\1", letters)


def key(latin: str) -> str:
    """The sound key of Latin letters (other characters dropped)."""
    text = re.sub(r"[^a-z]", "", latin.casefold())
    for written, heard in _SOUNDS:
        text = text.replace(written, heard)
    return _collapsed(text)


# A ร after a word's final consonant is not sounded (เพชร "phet", สมุทร, จักร, บุตร), but the Royal Institute
# romaniser writes it as a final n: "phetn", and เพชรพริ้นท์ was no PetchPrint (palmsugar set, session 38).
_SILENT_R = re.compile(r"[ก-ฮ]ร$")
_SOUNDED_AS_N = re.compile(r"(?<=[b-df-hj-np-tv-z])n$")


# A ห that only sets the tone of the consonant after it, after a leading vowel: the romaniser reads เหนือ "enue",
# เหลือง "elueng", ใหม่ "aim" (เหนือฟ้า was no "Nuea Fah", hydroponic set, session 39); without it, "nuea", "lueang", "mai".
_SILENT_H = re.compile(r"(?<=[เแโใไ])ห(?=[งญนมยรลว])")


@lru_cache(maxsize=4096)
def _romanized(word: str) -> str:
    from pythainlp.transliterate import romanize  # imported on first use: it loads its tables
    found = romanize(_SILENT_H.sub("", word), engine="royin")
    return _SOUNDED_AS_N.sub("", found) if _SILENT_R.search(word) else found


def _spans(words: list[str]):
    """Each run of one to WORDS_JOINED consecutive words, as (start, end, the key of the run written together),
    where the key is long enough to tell."""
    for start in range(len(words)):
        for end in range(start + 1, min(len(words), start + WORDS_JOINED) + 1):
            joined = key("".join(words[start:end]))
            if len(joined) >= LEAST_KEY:
                yield start, end, joined


def _runs(words: list[str]) -> set[str]:
    """The keys of each run of one to WORDS_JOINED consecutive words, written together."""
    return {joined for _, _, joined in _spans(words)}


# A firm's name as Thai writes an English one keeps its consonants, not its romanisation: สยามดาย is SiamDye, but
# the Royal Institute system reads "sayamdai" where the firm wrote "siamdye" (and เปเปอร์ "pepe" for "paper",
# โกลเด้นปาล์ม "konden pam" for "golden palm"). A skeleton key is a name's consonants in sound classes (k g c q; ch
# sh j; s z; d t th; n ng; m; b p ph f), the letters Thai may drop or write as vowels (r l w v y h, อ) and silenced
# ones (การันต์: the ร์ of เปเปอร์) left out, doubles as one. Three classes name too much: a key of the whole run
# needs SKELETON_KEY, a shorter one the same classes word by word over two words or more ("sm-t": Siam Dye, สยาม ดาย).
_CLASSES = {letter: kind for letters, kind in (("กขฃคฅฆ", "k"), ("จฉชฌ", "c"), ("ซสศษ", "s"), ("ดตถทธฎฏฐฑฒ", "t"),
                                              ("นณง", "n"), ("ม", "m"), ("บปผพภฝฟ", "p")) for letter in letters}
_SILENCED = re.compile(r"[ก-ฮ][ิุ]?์")
# ph, th, kh need no rule (h is dropped), nor ck (k twice is one)
_LATIN_CLASSES = (("ng", "n"), ("x", "ks"), ("j", "c"), ("z", "s"), ("q", "k"), ("g", "k"), ("b", "p"), ("f", "p"),
                  ("d", "t"))
SKELETON_KEY = 4  # consonant classes: SiamFeed "smpt", KKSports "kspt", NorthernSpirits "ntnspt"


def _loud_skeleton(word: str) -> str:
    """The skeleton with the silenced letters sounded: a loanword's การันต์ is often the English word's last consonant
    (เต็นท์ is "tent": ราคาเช่า_สยามเต็นท์_2568.docx is Siam Tent's, as its invoice names it, eventorganizer set,
    session 42)."""
    return _collapsed("".join(_CLASSES.get(letter, "") for letter in word))


def _thai_skeleton(word: str) -> str:
    return _loud_skeleton(_SILENCED.sub("", word))


def _latin_skeleton(word: str) -> str:
    text = re.sub(r"c(?=[eiy])", "s", word.casefold())  # ch and sh are one class, another c is k
    text = text.replace("sh", "C").replace("ch", "C").replace("c", "k").replace("C", "c")
    for written, heard in _LATIN_CLASSES:
        text = text.replace(written, heard)
    return _collapsed(re.sub(r"[^kcstnmp]", "", text))


def _skeletons(words: list[str], skeleton, least: int = 1, most: int = WORDS_JOINED) -> set[str]:
    """The skeleton keys of each run of `least` to `most` consecutive words: "#" and the whole run's classes, when
    SKELETON_KEY or more; "~" and each word's, joined by "-", for a run of two words or more that each have some."""
    keys = set()
    for start in range(len(words)):
        for end in range(start + least, min(len(words), start + most) + 1):
            run = words[start:end]
            # "Northern Spirits" is นอร์เทิร์นสปิริตส์: Thai writes no plural, the last s is silenced
            for last in {run[-1], run[-1][:-1] if run[-1].isascii() and run[-1].endswith("s") else run[-1]}:
                parts = [skeleton(word) for word in (*run[:-1], last)]
                whole = _collapsed("".join(parts))
                if len(whole) >= SKELETON_KEY:
                    keys.add(f"#{whole}")
                if len(run) >= 2 and all(parts) and len(whole) >= SKELETON_KEY - 1:
                    keys.add("~" + "-".join(parts))
    return keys


@lru_cache(maxsize=65536)
def name_keys(name: str) -> frozenset[str]:
    """The sound keys of the Thai words of a file's name, romanised."""
    if not has_thai(name):
        return frozenset()
    runs = [thai_words(run) for run in THAI_RUN.findall(name)]
    return frozenset(found for words in runs for found in (*_runs([_romanized(word) for word in words]),
                                                          *_runs([_by_syllable(word) for word in words]),
                                                          *_sounded_too(words)))


def _sounded_too(words: list[str]) -> set[str]:
    """The words' skeleton keys, and the keys of their second readings (_glided, _loud_skeleton), made only when one of
    the words has such a reading: for the others it is their first reading again."""
    keys = _skeletons(words, _thai_skeleton)
    if any(_GLIDE.search(word) for word in words):
        keys |= _runs([_glided(word) for word in words])
    if any("์" in word for word in words):
        keys |= _skeletons(words, _loud_skeleton)
    return keys


# แ, a consonant and ว: the ว may end the syllable (แมว "maeo") or glide after the consonant (แคว "khwae", as
# "song kwae" writes สองแคว; the romaniser reads only the first: "songkhaeo", chilipaste set, session 42)
_GLIDE = re.compile(r"แ[ก-ฮ]ว(?![ะ-ฺ็-๎])")


def _glided(word: str) -> str:
    """The word romanised with the ว of แ-ว read as a glide, "khwae"; as romanised when it has none."""
    found = _romanized(word)
    return re.sub(r"aeo(?![aeiou])", "wae", found) if _GLIDE.search(word) else found


@lru_cache(maxsize=4096)
def _by_syllable(word: str) -> str:
    """The word romanised a syllable at a time: the romaniser reads a name it does not know as one word its own way
    (วิไลวรรณ "winwaian"; its syllables วิ ไล วรรณ "wilaiwan", as "khun wilaiwan" writes her, stonemason set, session 41)."""
    from pythainlp.tokenize import syllable_tokenize  # dictionary syllables, no model
    return "".join(_romanized(syllable) for syllable in syllable_tokenize(word, engine="dict"))


# The words of a name written in Latin letters, a capital starting one inside a run: PhahuratTextile, NonThawee, PEA.
_LATIN_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


@lru_cache(maxsize=65536)
def latin_keys(name: str) -> frozenset[str]:
    """The sound keys of the Latin words of a file's name (its stem), one to WORDS_JOINED at a time."""
    stem = name.rsplit(".", 1)[0]
    firms = [words for words in map(_LATIN_WORD.findall, re.findall(r"[A-Za-z]+", stem)) if len(words) >= 2]
    return frozenset(_runs(_LATIN_WORD.findall(stem))) | {  # a firm written together: SiamDye, ThaiPhoneParts
        found for words in firms for found in _skeletons(words, _latin_skeleton, len(words), len(words))}


def request_keys(words: list[str]) -> set[str]:
    """The sound keys of a request's Latin words (in order), one to WORDS_JOINED at a time."""
    latin = [word for word in words if word.isascii() and word.isalpha()]
    # a request's English words sound out Thai ones too often as a whole ("college conference" and เครื่องปริ้นท์สี):
    # word by word only ("golden palm" and โกลเด้น ปาล์ม)
    return _runs(latin) | {found for found in _skeletons(latin, _latin_skeleton, 2) if found.startswith("~")}


def thai_request_keys(words: list[str]) -> set[str]:
    """The sound keys of a request's Thai words (in order), romanised, one to WORDS_JOINED at a time: พาหุรัด is
    "phahurat", as PhahuratTextile_invoice.pdf writes it. A word the query joined from pieces the dictionary cut
    (สยามฟลอร่า: สยาม ฟลอ ร่า) is keyed as two words too, cut between any two of its pieces: "สยาม ฟลอร่า" sounds out
    SiamFlora_statement_Apr2025.pdf's Flora ("fnona"), which the whole word ("saiamfnona") did not (orchid set)."""
    thai = [word for word in words if has_thai(word)]
    keys = _runs([_romanized(word) for word in thai]) | _skeletons(thai, _thai_skeleton)
    if any("์" in word for word in thai):
        keys |= _skeletons(thai, _loud_skeleton)
    for word in thai:
        pieces = thai_words(word)
        for cut in range(1, len(pieces)):
            halves = ["".join(pieces[:cut]), "".join(pieces[cut:])]
            keys |= _runs([_romanized(half) for half in halves]) | _skeletons(halves, _thai_skeleton)
    return keys


def sounded(words: list[str], name: str) -> set[int]:
    """Which of a request's words (their positions) a file's name sounds out, alone or in a run: "Lanna" and
    "Travel" both, by ล้านนาทราเวล; "พาหุรัด" by PhahuratTextile (Thai words against the name's Latin ones)."""
    return (_heard(words, lambda word: word.isascii() and word.isalpha(), str, name_keys(name))
            | _heard(words, has_thai, _romanized, latin_keys(name)))


def _heard(words: list[str], chosen, spelled, keys: frozenset[str]) -> set[int]:
    """The positions of the chosen words that, spelled in Latin letters, alone or in a run, match one of the keys."""
    if not keys:
        return set()
    at = [n for n, word in enumerate(words) if chosen(word)]
    return {at[n] for start, end, joined in _spans([spelled(words[n]) for n in at]) if joined in keys
            for n in range(start, end)}


def alike_keys(one: frozenset[str], other: frozenset[str]) -> bool:
    """Some key of each is equal, or both are NEAR_KEY letters or more and differ by a letter or two: the romaniser
    drops what Thai writes but does not sound (the ร์ of นอร์เทิร์นเปเปอร์, "noten", is NorthernPaper's "nonten") and
    reads a vowel its own way (เซาเทิร์นสตีล "saotensatin", SouthernSteel "soutenstin"). Over the 77 read sets' file
    names, a Thai name's and another's first Latin word's keys at 0.85 or more were one firm in each of the 7 pairs
    (NonThawee, ChonSportPark, KrungsriAuto, ChiangMaiPackaging, RiverinePlace too); the next, at 0.84, was not."""
    if one & other:
        return True
    return any(_near(mine, theirs) for mine in one if len(mine) >= NEAR_KEY and mine.isalpha()
               for theirs in other if len(theirs) >= NEAR_KEY and theirs.isalpha())  # skeletons are equal or not


def _near(mine: str, theirs: str) -> bool:
    """difflib's ratio of the two keys is NEAR or more; its cheap upper bounds first (a comparison weighs every file of
    the user's against the first side's, plan.kin)."""
    matcher = SequenceMatcher(None, mine, theirs)
    return matcher.real_quick_ratio() >= NEAR and matcher.quick_ratio() >= NEAR and matcher.ratio() >= NEAR
