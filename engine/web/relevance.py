"""Query-word overlap, shared by result ranking, extractive summaries and recall_web.

Thai is written without spaces between words, so Thai runs are cut into words
by the index's segmenter (nlpo3's newmm over PyThaiNLP's word list, engine/index/thai.py); other text splits
on non-word characters. Everything is NFC-normalized and case-folded. PyThaiNLP's own word_tokenize is not
used: it loads a second copy of the word list (+68 MB of the server's RSS, measured in session 6).
"""
from __future__ import annotations

import functools
import re
import unicodedata

from engine.index.thai import thai_words

_THAI = re.compile(r"[\u0E00-\u0E7F]+")
_TOKEN = re.compile(r"[\u0E00-\u0E7F]+|[^\W_]+")
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n+|(?<=[\u0E00-\u0E7F])\s{1,}(?=[\u0E00-\u0E7F])")
# Words that say nothing about what a page is about (asking words, particles).
STOPWORDS = frozenset(
    "a an the of to in on for and or is are was be what how who when where why which do does "
    "i me my you your it this that with about from by at as please tell find search "
    "หา ให้ หน่อย ช่วย อะไร ยังไง อย่างไร ไหม มั้ย เท่าไหร่ เท่าไร คือ ที่ ของ และ หรือ ใน การ ได้ บ้าง ครับ ค่ะ คะ นะ จ้า".split()
)


def has_thai(text: str) -> bool:
    return bool(_THAI.search(text or ""))


@functools.lru_cache(maxsize=4096)  # bounded: page text is endless, question words repeat
def _thai_words(run: str) -> tuple[str, ...]:
    return tuple(thai_words(run))


def tokens(text: str) -> list[str]:
    """The words of `text`, folded; Thai runs cut into dictionary words."""
    folded = unicodedata.normalize("NFC", text or "").casefold()
    words: list[str] = []
    for match in _TOKEN.finditer(folded):
        token = match.group()
        words.extend(_thai_words(token) if _THAI.fullmatch(token) else (token,))
    return words


def query_terms(query: str | None) -> frozenset[str]:
    """The words of a question that can show a text is about it."""
    return frozenset(word for word in tokens(query or "") if word not in STOPWORDS and (len(word) > 1 or word.isdigit()))


def overlap(terms: frozenset[str], text: str) -> int:
    """How many distinct query terms appear in `text`."""
    if not terms:
        return 0
    return len(terms & set(tokens(text)))


def split_sentences(text: str) -> list[str]:
    """Sentences: English ends at . ! ?, Thai at the space between two Thai phrases."""
    return [part.strip() for part in _SENTENCE_END.split(text or "") if part and part.strip()]


def best_passages(text: str, query: str | None, limit: int, separator: str = " … ") -> str:
    """The passages of `text` most about `query`, in their original order, within `limit` characters.

    Without a query (or when nothing matches) it is the start of the text.
    """
    terms = query_terms(query)
    passages = [p.strip() for p in re.split(r"\n\s*\n|\n", text or "") if p.strip()]
    ranked = sorted(
        ((overlap(terms, passage), index) for index, passage in enumerate(passages)),
        key=lambda item: (-item[0], item[1]),
    )
    if not ranked or ranked[0][0] == 0:
        return _cut((text or "").strip(), limit)
    chosen: list[int] = []
    used = 0
    for score, index in ranked:
        if score == 0:
            break
        cost = len(passages[index]) + (len(separator) if chosen else 0)
        if used + cost > limit:
            continue
        chosen.append(index)
        used += cost
    if not chosen:  # even the best passage alone is too long: cut it
        return _cut(passages[ranked[0][1]], limit)
    return separator.join(passages[index] for index in sorted(chosen))


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit * 0.8 else cut) + "…"
