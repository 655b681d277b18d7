"""The knowledge pipeline: expand -> retrieve (lexical + dense) -> fuse -> rerank -> gate.

    knowledge = Knowledge(index, config, embedder)   # embedder None: lexical-only
    knowledge.sync_vectors()                          # incremental, batched (a background thread in the app)
    result = knowledge.search("ใครเป็นผู้ก่อตั้ง...", model=queue)

Each query variant is searched by each retriever; every (variant, retriever)
list is fused with RRF (k = 60), the question's own lists with weight 1 and
its rewrites' with REWRITE_WEIGHT: on the iapp dev set the rule-made rewrites
(same words, fewer of them) pulled lexical recall@3 from 0.991 to 0.971 at
weight 1 and cost one question in 580 at 0.1, where they still add
candidates the question alone misses.

With a dense retriever the lists are fused by weight instead (DENSE_WEIGHT):
measured with MiniLM (English-only vocabulary) on the Thai dev set, dense
alone reached recall@3 0.057 and RRF dragged hybrid to 0.322, below lexical
(0.990); weighted fusion with dense at 0.25 kept 0.991 (nDCG@10 0.990 vs
0.985). With the multilingual encoder (KLANG_EMBEDDER=use: USE v3, which reads Thai) dense alone reaches 0.841 on
that set and weighted fusion at 0.25 keeps lexical's 0.991; on the cross-language set
(tests/eval/eval_crosslang.py) it puts the right file first for 23 of 30 tune questions (lexical 20) and 23
of 30 test ones (lexical 17). Weights 0.5-1.5 were tried on the tune halves: 1.0 was best there (25/30)
and worse on test (20/30), so 0.25 stays. RRF is kept for the lexical-only lists. Only passages whose file still passes the
index's result checks and lies inside an indexed root are kept; the top ones
are reranked by the model (bounded), the first PASSAGES returned, and the
gate judges them from numbers.
"""
from __future__ import annotations

import dataclasses
import re
from collections import Counter
import threading
from dataclasses import dataclass
from pathlib import Path

from engine.config import Config, bundled_model_path
from engine.index import scope, store
from engine.index.passages import ChunkRow, chunk_rows, file_chunks, lexical_passages
from engine.index.query import parse_query
from engine.index.roman import sounded
from engine.index.search import SOUNDED_NAMES
from engine.index.withheld import exposed, name_findings
from engine.knowledge.coverage import best_coverage, coverage, name_words, named_text, unheld_numbers
from engine.knowledge.expand import Expansion, expand
from engine.knowledge.fusion import Fused, Ranking, rrf, weighted
from engine.knowledge.gate import CONFIRM_DEPTH, Signals, Verdict, judge
from engine.knowledge.rerank import Reranked, rerank
from engine.routing.text import records_named
from engine.secrets import Finding, describe_findings

PASSAGES = 3
DEPTH = 50  # chunks each (variant, retriever) list hands to the fusion
CANDIDATES = 20  # fused chunks checked against the roots before rerank
VECTORS_FILE = "vectors.sqlite3"
# A found chunk of a file this small is shown as the whole file, once: a bill's amount due is on its second
# page, which shares no word with "how much is the May electricity bill?"; a budget's expense rows sit in
# one sheet and "ปี 67" in the other's title. A household document is a few hundred characters to two
# pages; two chunks' worth keeps the passage as long as before at most.
WHOLE_FILE_CHARS = 2 * 1200
REWRITE_WEIGHT = 0.1
NAMED_FILES = 3  # files a question's Latin words sound out, at most, for their chunks to be a list of their own
NAMED_WEIGHT = 2.0  # ... which counts twice the question's own list: the file the question names comes first
BOOK_FILES = 20  # workbooks holding the question's words read for a month's row, at most
# a figure asked: what a month's row of a book answers ("how much", "กี่บาท", "sales", "what did i spend")
FIGURE_ASK = re.compile(r"เท่าไ[หร]|กี่|how much|hw much|how many|\b(?:spen[dt]|sales|income|revenue|expenses?|"
                        r"earn(?:ed|ings?)?|costs?)\b")
# ... not of one deal, whose receipt, quote or chat says it ("the nov beer order", "end of oct feed order", "ไผ่ที่สั่ง
# ลุงเชิดรอบตุลา", "ค่าวงงาน 19 ธ.ค. สุดท้ายตกลงกันที่เท่าไหร่", "ที่เสนอราคาไปตอนเมษา")
DEAL = re.compile(r"\borders?\b|ออเดอร์|สั่ง|\bdeliver(?:y|ies)\b|เสนอ|\bquoted?\b|ต่อราคา|คิด(?:ค่า)?\S{0,12}เท่า|"
                  r"สุดท้าย|สรุป(?!ให้)|ตกลง|ในที่สุด|\bin the end\b|\bfinally\b|\bend(?:ed)? up\b|\bsettled?\b|\bagreed?\b|\bdeal\b")
NAME_LETTERS = 4  # letters of one of the Latin words that sound out a Thai name, at least
DENSE_WEIGHT = 0.25
# Each lexical list's first COVERED chunks gain COVERAGE_WEIGHT times the share of the question they hold
# (coverage.coverage: trigrams weighted by rarity, a word counted through its translations, the file's name read
# too), beside the legs' bm25 scores, each scaled to its best and so at most its weight. bm25 ranks a passage by
# how often it says some of the words; coverage by how many of the question's rare words it says: "how much did
# the coop pay us for last year's dividend" went to English invoices that say pay, date and account often, over
# ปันผลสหกรณ์_2567.md, which says ปันผล. A word the passage's language cannot hold counts as missing here (the gate
# sets it aside for the first passage): set aside, a Thai lease held all of "What does my lease say about keeping
# pets?" and came first, and the gate passed it. Measured session 21, weight 3 against none: read agent-task sets,
# the used file first for answer requests (33 older sets / the 12 sets of sessions 19-20) 187 -> 204 of 268,
# 58 -> 62 of 96, every used file shown 248 -> 250, 79 -> 82; compare requests, first file used 73 -> 77 of 100,
# 26 -> 26 of 36; household gate eval right file first tune 44 -> 50 of 52, test 34 -> 33 of 42; cross-language
# eval right file first tune 21 -> 26 of 30, test 18 -> 21 of 30, unanswerable flagged unchanged; iapp knowledge eval
# recall@3 0.990 -> 0.986, gate agreement 0.922 -> 0.920. Through the agent with a scripted model (files read or
# cited, 45 sets) about even: answers +5 files right, comparisons -2, saves -1 of 900. Weight 2: 199, 60 first;
# 4: as 3.
COVERAGE_WEIGHT = 3.0
COVERED = 30


@dataclass(frozen=True)
class Passage:
    path: str
    location: str
    text: str
    score: float  # fused, 0..1
    retriever: str  # lexical | hybrid
    rerank: float | None = None

    @property
    def name(self) -> str:
        return Path(self.path).name


@dataclass(frozen=True)
class PassageResult:
    passages: tuple[Passage, ...]
    retriever: str
    verdict: Verdict
    signals: Signals
    expansion: Expansion
    notes: tuple[str, ...] = ()


def inside_root(path: Path, roots: tuple[Path, ...]) -> bool:
    resolved = path.resolve()
    return any(resolved == root or root in resolved.parents for root in (r.resolve() for r in roots))


class Knowledge:
    def __init__(self, index, config: Config, embedder=None):
        self.index = index
        self.config = config
        self.embedder = None
        self.vectors = None
        self._conn = store.connect(index.db_path)
        self._lock = threading.RLock()
        if embedder is not None:
            self.attach(embedder)

    def attach(self, embedder) -> None:
        """Turn the dense retriever on with this embedder (its vectors are kept per model)."""
        from engine.knowledge.vectors import VectorStore  # numpy only when dense is on

        self.vectors = VectorStore(self.index.data_dir / VECTORS_FILE, embedder.name)
        self.embedder = embedder

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        if self.vectors is not None:
            self.vectors.close()

    @property
    def retriever(self) -> str:
        return "hybrid" if self.vectors is not None and self.vectors.count() else "lexical"

    def sync_vectors(self, on_progress=None, cancel: threading.Event | None = None):
        """Embed the chunks the vectors lack (after an index run); None when lexical-only."""
        if self.vectors is None:
            return None
        reader = store.connect(self.index.db_path)
        try:
            return self.vectors.sync(reader, self.embedder.embed, on_progress, cancel)
        finally:
            reader.close()

    def rankings(self, variants: tuple[str, ...], retrievers: tuple[str, ...] = ("lexical", "dense")) -> list[Ranking]:
        found: list[Ranking] = []
        if "lexical" in retrievers:
            with self._lock:
                found += [Ranking("lexical", tuple(_by_coverage(self._conn, v, lexical_passages(self._conn, parse_query(v), DEPTH))),
                                  _weight(n)) for n, v in enumerate(variants)]
        if "dense" in retrievers and self.retriever == "hybrid":
            rows = self.embedder.embed(list(variants))
            found += [Ranking("dense", tuple(items), _weight(n)) for n, items in enumerate(self.vectors.search(rows, DEPTH))]
        return found

    def named_ranking(self, question: str) -> Ranking | None:
        """The chunks of the files whose Thai names the question's Latin words sound out (engine/index/roman.py), a
        list of its own: "what did the charoen farm shop finally charge us per carton", "the nuea fah buyer" name
        แชทไลน์_ร้านเจริญผลการเกษตร.txt and แชทไลน์_คุณปิยะ_เหนือฟ้า.txt, whose Thai lines share no word with the
        question (cropdrone and hydroponic sets, session 39). None when no name, or more than NAMED_FILES, is."""
        words = [term.text for term in parse_query(question).terms if term.text.isascii() and term.text.isalpha()]
        if not words:
            return None
        with self._lock:
            # the Thai names, as many as the name list sounds out (engine/index/search.SOUNDED_NAMES: romanising a
            # name costs ~0.3 ms, once a process)
            thai = self._conn.execute(f"SELECT id, name FROM files WHERE error IS NULL AND name GLOB ? "
                                      f"LIMIT {SOUNDED_NAMES}", ("*[ก-๏]*",)).fetchall()

            def in_latin_name(word: str) -> bool:  # ASCII letters only: LIKE's own wildcards are none of them
                return self._conn.execute("SELECT 1 FROM files WHERE error IS NULL AND name NOT GLOB ? AND name LIKE ? "
                                          "LIMIT 1", ("*[ก-๏]*", f"%{word}%")).fetchone() is not None

            kinds = records_named(question)

            def in_text(heard: set[int]) -> bool:  # a name the files' text writes as asked: the search finds those
                phrase = '"' + " ".join(words[n] for n in sorted(heard)) + '"'
                return self._conn.execute("SELECT 1 FROM chunk_words WHERE chunk_words MATCH ? LIMIT 1",
                                          (phrase,)).fetchone() is not None

            # a word another file's Latin name holds names that file ("Nakhon Auto Parts" is NakhonAutoParts_invoice,
            # not นครขนส่งด่วน's contract), and names a file's text writes in Latin letters ("tonkla health insurance
            # renewal" is SiamSure's notice "covering Master Tonkla", not ใบแจ้งค่าเทอม_ต้นกล้า, coconut set, session
            # 41), unless it is of the kind the question names ("the line chat w jae hong" is แชทไลน์_เจ๊หงส์ though the
            # wholesaler's invoice writes "Jae Hong", minimart set); a short word sounds out Thai words, not names ("per
            # rai": แผนไร่อ้อย)
            named = [file_id for file_id, name in thai if (heard := sounded(words, name))
                     and any(len(words[n]) >= NAME_LETTERS for n in heard)
                     and not any(in_latin_name(words[n]) for n in heard)
                     and not (in_text(heard) and not kinds & records_named(name))]
            return self._files_ranking(named, question)

    def last_years_ranking(self, question: str, fused: list[Fused]) -> Ranking | None:
        """Asked of last year alone, the chunks of last year's copy of the files found (their kin dated the year
        before, engine/plan.last_years), a list of its own at NAMED_WEIGHT: "how much dried shrimp did we sell in aug
        last yr" found this year's book, last year's was no passage to choose (shrimppaste set, session 43)."""
        from engine.plan import kin, last_year_alone, name_year  # plan reads the knowledge package's coverage

        if not fused or not last_year_alone(question.casefold()):
            return None
        with self._lock:
            files = self._conn.execute("SELECT id, path FROM files WHERE error IS NULL").fetchall()
            years = {path: name_year(path) for _, path in files}
            # this year is the year most of the user's dated files are of, not the newest: แผนธุรกิจ_2569 is next
            # year's plan, and the best file found may be last year's already (ปันผลสหกรณ์_2567 in a folder of 2568)
            counted = Counter(year for year in years.values() if year)
            if not counted:
                return None
            this_year = counted.most_common(1)[0][0]
            # the files found first, as the passages would be: one of last year among them is the book asked of
            tops = self._top_paths(fused)
            if any(years.get(path) == this_year - 1 for path in tops):
                return None
            this_years = {path for path in tops if years.get(path) == this_year}
            earlier = [file_id for file_id, path in files if years[path] == this_year - 1
                       and any(kin(path, other) for other in this_years)]
            return self._files_ranking(earlier, question)

    def books_ranking(self, question: str, fused: list[Fused]) -> Ranking | None:
        """Asked a month's figure, the chunks of the workbooks whose month table has that month's row in a series
        the question names (engine/tables.cell_line), a list of its own at NAMED_WEIGHT, when none is among the
        files found first: "มี.ค. ปีที่แล้วค่าแก๊สรถแท็กซี่เท่าไหร่นะ" found a plan deck and a garage's price list,
        the books' "ค่าแก๊ส (LPG)" column and "มี.ค. 2567" row were no passage (taxidriver set, session 44)."""
        from engine import tables  # tables reads the knowledge package's coverage
        from engine.key_lines import month_of, names_months
        from engine.plan import last_year_alone, name_year

        month = month_of(question)
        folded = question.casefold()
        if month is None or not fused or not FIGURE_ASK.search(folded) or DEAL.search(folded) \
                or records_named(question):
            return None
        words = {form for term in parse_query(question).terms if not month_of(term.text)
                 for form in term.forms if len(form) >= 3}
        if not words:
            return None
        with self._lock:
            tops = self._top_paths(fused)
            match = " OR ".join('"' + word.replace('"', '""') + '"' for word in sorted(words))
            books = self._conn.execute(
                "SELECT DISTINCT f.id, f.path FROM chunk_grams AS g JOIN chunks AS c ON c.id = g.rowid "
                "JOIN files AS f ON f.id = c.file_id WHERE chunk_grams MATCH ? AND f.kind = 'xlsx' "
                f"AND f.error IS NULL LIMIT {BOOK_FILES}", (match,)).fetchall()
            kept = []
            for file_id, path in books:
                text = "\n".join(row[0] for row in self._conn.execute(
                    "SELECT text FROM chunks WHERE file_id = ? ORDER BY ordinal", (file_id,)))
                if tables.cell_line([{"text": text}], question, month, question) is not None:
                    kept.append((file_id, path))
            # a book found first answers it, and so does a file named for the month asked (PEA_bill_Oct2025.pdf,
            # ค่าจ้างไกด์_ตุลาคม2568.xlsx, บำนาญพ่อ_ก.ค.68.txt: the household book's ค่าไฟบ้าน row took the bill's place)
            # ... unless asked of last year and the file's name dates it (MekongBank_SME_loan_approval_Nov2025.pdf for
            # "ปีที่แล้วเดือน พ.ย. ร้านเสียค่าโฆษณาไปเท่าไหร่", cosmeticshop set)
            last = last_year_alone(folded)
            if not kept or any(path in tops for _, path in kept) \
                    or any(month in names_months(Path(path).name, glued=True) and not (last and name_year(path))
                           for path in tops):
                return None
            return self._files_ranking([file_id for file_id, _ in kept], question)

    def receipts_ranking(self, question: str, fused: list[Fused]) -> Ranking | None:
        """Asked what was paid, no receipt among the files found first: the chunks of the receipts of the parties
        those files are of (engine/plan.same_party), a list of its own at NAMED_WEIGHT. "when did we actually pay
        pro sport for the balls n strings order" found ProSport_invoice_INV-2568-1142.pdf; ใบเสร็จ_โปรสปอร์ต_15พย68.docx
        says the day and the amount paid (tennisclub set, session 44)."""
        from engine.answer_lines import PAID_ASK, RECEIPT  # the answer step's own tests
        from engine.plan import same_party

        if not fused or not PAID_ASK.search(question.casefold()):
            return None
        with self._lock:
            tops = self._top_paths(fused)
            if any(RECEIPT.search(Path(path).name.casefold()) for path in tops):
                return None
            files = self._conn.execute("SELECT id, path, name FROM files WHERE error IS NULL").fetchall()
            receipts = [(file_id, path) for file_id, path, name in files if RECEIPT.search(name.casefold())]
            kept = [file_id for file_id, path in receipts if any(same_party(path, top) for top in tops)]
            return self._files_ranking(kept, question)

    def _top_paths(self, fused: list[Fused]) -> list[str]:
        """The files of the first PASSAGES passages the fused list would give, best first. The caller holds the lock."""
        found = chunk_rows(self._conn, [f.chunk_id for f in fused])
        return list(dict.fromkeys(found[f.chunk_id].path for f in fused if f.chunk_id in found))[:PASSAGES]

    def _files_ranking(self, file_ids: list[int], question: str) -> Ranking | None:
        """The chunks of a few files, by their coverage of the question, a list at NAMED_WEIGHT; None for none or more
        than NAMED_FILES. The caller holds the lock."""
        if not file_ids or len(file_ids) > NAMED_FILES:
            return None
        marks = ",".join("?" * len(file_ids))
        chunks = self._conn.execute(f"SELECT id FROM chunks WHERE file_id IN ({marks}) ORDER BY file_id, ordinal",
                                    file_ids).fetchall()
        ranked = _by_coverage(self._conn, question, [(chunk_id, 0.0) for (chunk_id,) in chunks])
        return Ranking("lexical", tuple(ranked), NAMED_WEIGHT) if ranked else None

    def allowed_rows(self, chunk_ids: list[int], folder: Path | None, allowed=None) -> list[ChunkRow]:
        """The chunks whose file may be shown (passes the index's result checks, lies inside a root, has no
        credential in its name and, when given, passes allowed(path): the folders the caller may see), each
        with its text as it may be shown: a chunk near a credential carries a note in its place, so neither
        the reranking model nor the answer ever sees it."""
        with self._lock:
            rows = chunk_rows(self._conn, chunk_ids)
        kept = []
        for cid in chunk_ids:
            row = rows.get(cid)
            path = Path(row.path) if row else None
            if path and scope.allowed_result(path, self.index.data_dir, folder, self.index.knowledge_dir) \
                    and inside_root(path, self.index.roots) and not name_findings(row.path) \
                    and (allowed is None or allowed(path)):
                kept.append(row)
        with self._lock:
            return [dataclasses.replace(row, text=_shown_text(self._conn, row)) for row in kept]

    def whole_files(self, rows: list[ChunkRow], limit: int = PASSAGES) -> list[ChunkRow]:
        """The first `limit` of the rows, best first, each chunk of a file of at most WHOLE_FILE_CHARS as the whole file (its chunks
        as they may be shown, a blank line between them: a workbook's sheets, a deck's slides; a part the index
        withheld as a note naming the credential's kind), that file once."""
        kept: list[ChunkRow] = []
        whole: set[str] = set()
        for row in rows:
            if len(kept) == limit:
                break
            if row.path in whole:
                continue
            with self._lock:
                chunks = file_chunks(self._conn, row.chunk_id)
                if len(chunks) > 1 and sum(len(chunk.text) for chunk, _ in chunks) <= WHOLE_FILE_CHARS:
                    text = "\n\n".join(_shown_text(self._conn, chunk) if kind is None else
                                        f"[withheld: {describe_findings([Finding(kind, chunk.location)])}]"
                                        for chunk, kind in chunks)
                    location = f"{chunks[0][0].location} - {chunks[-1][0].location}"
                    row, whole = dataclasses.replace(row, location=location, text=text), whole | {row.path}
            kept.append(row)
        return kept

    def search(self, question: str, folder: Path | None = None, model=None, allowed=None) -> PassageResult:
        config = self.config
        seconds = expand_seconds(config)
        expansion = expand(question, model if seconds > 0 else None, seconds)
        rankings = self.rankings(expansion.variants)
        named = self.named_ranking(question)
        fused = fuse([*rankings, named] if named else rankings)
        books = self.books_ranking(question, fused[:CANDIDATES]) or self.receipts_ranking(question, fused[:CANDIDATES])
        if books is not None:
            fused = fuse([*rankings, *(ranking for ranking in (named, books) if ranking)])
        earlier = self.last_years_ranking(question, fused[:CANDIDATES])
        if earlier is not None:
            fused = fuse([*rankings, *(ranking for ranking in (named, books, earlier) if ranking)])
        rows = self.allowed_rows([f.chunk_id for f in fused[:CANDIDATES]], folder, allowed)
        fused_score = {f.chunk_id: f.score for f in fused}
        reranked = rerank(question, [(r.chunk_id, r.text) for r in rows], model, rerank_limit(config), config.rerank_seconds)
        by_id = {r.chunk_id: r for r in rows}
        retriever = self.retriever
        passages = tuple(
            Passage(row.path, row.location, row.text, fused_score[row.chunk_id], retriever,
                    reranked.scores.get(row.chunk_id))
            for row in self.whole_files([by_id[cid] for cid in reranked.order])
        )
        with self._lock:
            signals = _signals(self._conn, question, rankings, reranked, by_id)
        notes = tuple(n for n in (expansion.note, reranked.note) if n)
        return PassageResult(passages, retriever, judge(signals), signals, expansion, notes)


def _bundled(config: Config) -> bool:
    """The default model: Config resolves its model path, so the bundled one is compared resolved too (a venv
    reached through a symlink gave the 0.5B model a rerank of every search: slow, and past rag_search's 20 s on
    a busy machine, session 16)."""
    bundled = bundled_model_path()
    return (config.backend == "llama" and config.model_path is not None and bundled is not None
            and config.model_path == bundled.resolve())


def rerank_limit(config: Config) -> int:
    """No rerank by the bundled 135M model: on iapp it rated passages worse than the retrievers ranked them
    (recall@3 0.95 -> 0.85 on a 20-question sample, ~20 s per question); a model the user points to reranks."""
    return 0 if _bundled(config) else config.rerank_candidates


def expand_seconds(config: Config) -> float:
    """No model rewrites by the bundled model: on iapp valid (150 files, 30 questions) the rules alone put the
    right file first for 29 and in the top 3 for all 30, while the model's rewrites spent their whole 5 s budget
    before the answer could start (Qwen 0.5B writes ~10 tokens/s on 2 cores); a model the user points to rewrites."""
    return 0.0 if _bundled(config) else config.expand_seconds


def fuse(rankings: list[Ranking]) -> list[Fused]:
    """RRF for lexical lists; weighted fusion once a dense list is in (see the module docstring)."""
    if any(r.retriever == "dense" for r in rankings):
        return weighted(rankings, {"lexical": 1.0, "dense": DENSE_WEIGHT})
    return rrf(rankings)


def _by_coverage(conn, question: str, items: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """The lexical list re-ordered with its first COVERED chunks' coverage of the question added
    (COVERAGE_WEIGHT)."""
    rows = chunk_rows(conn, [chunk_id for chunk_id, _ in items[:COVERED]])
    scores = dict(items)
    for chunk_id, row in rows.items():
        scores[chunk_id] += COVERAGE_WEIGHT * coverage(conn, question, named_text(row), unheld_say_nothing=False)
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def _weight(variant: int) -> float:
    return 1.0 if variant == 0 else REWRITE_WEIGHT


def _shown_text(conn, row: ChunkRow) -> str:
    """The chunk's text, or a note when it or a neighbouring chunk holds a credential."""
    findings = exposed(conn, row.chunk_id)
    if findings:
        found = describe_findings(findings[:3], len(findings))
        return f"[withheld: this passage is in or next to text holding a credential: {found}]"
    return row.text


def question_cosine(rankings: list[Ranking], chunk_id: int) -> float | None:
    """The question's own cosine with this chunk (its dense list comes first; the rewrites' follow), None when
    lexical-only or when the chunk is not in that list."""
    asked = next((r for r in rankings if r.retriever == "dense"), None)
    return dict(asked.items).get(chunk_id) if asked else None


def _signals(conn, question: str, rankings: list[Ranking], reranked: Reranked, rows: dict[int, ChunkRow]) -> Signals:
    if not reranked.order:
        return Signals(0, 0.0, False)
    top = reranked.order[0]
    confirms = any(top in {cid for cid, _ in r.items[:CONFIRM_DEPTH]} for r in rankings if r.retriever == "lexical")
    dense = [score for r in rankings if r.retriever == "dense" for _, score in r.items[:1]]
    shown = [rows[cid] for cid in reranked.order[:PASSAGES]]
    return Signals(
        results=len(shown),
        coverage=best_coverage(conn, question, shown),
        lexical_confirms=confirms,
        top_dense=max(dense) if dense else None,
        rerank=reranked.scores.get(top),
        top_cosine=question_cosine(rankings, top),
        unheld_numbers=unheld_numbers(question, shown),
        named=len(name_words(question, rows[top].path)),
    )
