"""What the grounded answer step is shown of the passages rag_search found: the few lines that match the
question, not whole chunks.

Two reasons, both measured on Qwen2.5-Coder-0.5B: its prompt evaluation runs at 45-100 tokens/s on two
cores, so three 600-character windows (~1,000 tokens) kept the first answer token ~20 s away; and the
more text it sees, the more often it copies a neighbouring phrase (the rent for the late fee). So the
passages are split into lines (long lines into pieces), each line is scored by the question's trigrams it
holds, a trigram found in many lines counting for less (the contract's name is on every line of the
contract; "late fee" is on one), and the best lines are kept, each with the line after it (the figure
usually follows the words that ask for it), up to EXCERPT_CHARS in all. A piece of a long line comes with the
piece before it too, and pieces of one line are joined by a space, not a line break: cut into lines, a gold
answer across a cut read as two (on 300 iapp train questions, the excerpt held the gold unbroken 222 -> 229/280).
"""
from __future__ import annotations

import re

from engine.routing.text import fold

_BLANKS = re.compile(r"[\s!-/:-@\[-`{-~…“”‘’]+")  # whitespace and punctuation
EXCERPT_CHARS = 420  # all passages together: ~250 tokens of Thai on Qwen's tokenizer
SHOWN = 3  # the best passages, each shown at least in its best line
PIECE_CHARS = 160  # a longer line (a paragraph of prose) is split into pieces of at most this
GAP = "…"  # between two kept lines that are not neighbours in the passage
WHOLE = "whole_text"  # an excerpt's key for the passage's own text (the citation quotes from it)


def grams(text: str) -> set[str]:
    """The text's character trigrams, casefolded, with neither whitespace (Thai writes no spaces between words)
    nor punctuation."""
    squeezed = _BLANKS.sub("", fold(text))
    return {squeezed[i:i + 3] for i in range(len(squeezed) - 2)}


def pieces(text: str) -> list[str]:
    """The passage's lines, each longer than PIECE_CHARS split at the last space that fits (or hard)."""
    return [piece for _, piece in _pieces(text)]


def _pieces(text: str) -> list[tuple[int, str]]:
    """pieces() with the number of the line each comes from."""
    found = []
    for number, line in enumerate(text.splitlines()):
        line = line.strip()
        while len(line) > PIECE_CHARS:
            cut = line.rfind(" ", PIECE_CHARS // 2, PIECE_CHARS + 1)
            cut = cut if cut > 0 else PIECE_CHARS
            found.append((number, line[:cut].strip()))
            line = line[cut:].strip()
        if line:
            found.append((number, line))
    return found


def scores(lines: list[str], question: str) -> list[float]:
    """Each line's share of the question's trigrams, each trigram weighted 1 / the lines that hold it."""
    asked = grams(question)
    held = [grams(line) & asked for line in lines]
    spread = {gram: sum(gram in h for h in held) for gram in asked}
    return [sum(spread[gram] ** -0.5 for gram in h) for h in held]


def excerpts(passages: list[dict], question: str, chars: int = EXCERPT_CHARS) -> list[dict]:
    """The passages that hold a kept line, each with only its kept lines, the best line first (GAP between
    lines that are not neighbours; a space between pieces of one line)."""
    lines = [(rank, number, line, source) for rank, passage in enumerate(passages)
             for number, (source, line) in enumerate(_pieces(passage["text"]))]
    if not lines:
        return passages[:1]
    # Retrieval saw whole passages: its n-th best one's lines count 1/n (a fish article's line naming "its
    # scientific name" outscored the plant's own line, asked about by the plant's name).
    score = [held / (1 + rank) for held, (rank, *_) in zip(scores([line[2] for line in lines], question), lines)]
    order = sorted(range(len(lines)), key=lambda k: (-score[k], k))
    # Each of the first SHOWN passages shows at least its best line: a comparison's two files must both be
    # seen, and a passage in the other language matches no trigram of the question yet may hold the answer.
    firsts = [next(k for k in order if lines[k][0] == rank) for rank in range(min(SHOWN, len(passages)))
              if any(line[0] == rank for line in lines)]
    kept: list[int] = []  # best first: Qwen 0.5B copied the first clause it saw (the rent for the late fee)
    used = 0
    for at in sorted(firsts, key=order.index) + [k for k in order if score[k] > 0]:
        if used >= chars:
            break
        for k in _group(lines, at):
            if k not in kept and used + len(lines[k][2]) <= chars:
                kept.append(k)
                used += len(lines[k][2])
    if not kept:  # not one line fits: the best one, cut to the room
        best = max(range(len(lines)), key=lambda k: (score[k], -k))
        lines[best] = (*lines[best][:2], lines[best][2][:chars], lines[best][3])
        kept.append(best)
    ranks = list(dict.fromkeys(lines[k][0] for k in kept))  # the passage of the best line first
    return [{**passages[rank], WHOLE: passages[rank]["text"],
             "text": _joined([lines[k] for k in kept if lines[k][0] == rank])} for rank in ranks]


def _group(lines: list[tuple[int, int, str, int]], at: int) -> list[int]:
    """A kept piece with the piece before it when both are of one line (its sentence starts there), and with
    the piece or line after it (the figure usually follows the words that ask for it), in the passage's order."""
    rank, _, _, line = lines[at]
    before = [at - 1] if at > 0 and lines[at - 1][0] == rank and lines[at - 1][3] == line else []
    after = [at + 1] if at + 1 < len(lines) and lines[at + 1][0] == rank else []
    return before + [at] + after


def _joined(chosen: list[tuple[int, int, str, int]]) -> str:
    text, last = "", None
    for _, number, piece, line in chosen:
        if last is not None:
            if number != last[0] + 1:
                text += f"\n{GAP}\n"
            else:
                text += " " if line == last[1] else "\n"
        text, last = text + piece, (number, line)
    return text
