"""The file index behind rag_search: one process-level FileIndex, built by open_index(config).

    index = open_index(config)
    index.start()                       # background, incremental
    index.progress()                    # IndexProgress snapshot for the UI / CLI
    index.search("สัญญาเช่า", scope=None)  # SearchResult with typed hits
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from engine.config import Config
from engine.index import fallback, scope, store
from engine.index.indexer import Indexer, IndexProgress, file_kind
from engine.index.pool import Beside, ReadPool
from engine.index.query import Query, parse_query
from engine.index.search import Hit, name_shares, search_index
from engine.index.withheld import name_findings
from engine.paths import Reach
from engine.secrets import describe_findings

INDEX_FILE = "index.sqlite3"


@dataclass(frozen=True)
class SearchResult:
    query: Query
    hits: tuple[Hit, ...]
    source: str  # "index" | "walk" | "project": what produced the hits
    note: str = ""  # said to the model, e.g. that the index is still being built


class FileIndex:
    def __init__(self, db_path: Path, roots: tuple[Path, ...], data_dir: Path, max_file_bytes: int,
                 project_dir: Path | None, knowledge_dir: Path | None = None, workspect_dir: Path | None = None):
        self.db_path = db_path
        self.roots = roots
        self.data_dir = data_dir
        self.knowledge_dir = knowledge_dir
        self.project_dir = project_dir  # None: no project scan
        # The project scan never reads workspect/ (what people wrote there), wherever it sits.
        self.project_skip = (workspect_dir,) if workspect_dir else ()
        self.indexer = Indexer(db_path, roots, data_dir, max_file_bytes)
        # WAL lets these readers run beside the indexer's own connection.
        self.readers = ReadPool(db_path)

    def start(self) -> bool:
        return self.indexer.start()

    def close(self) -> None:
        """Stop a running index pass and let go of the database (shutdown, tests)."""
        self.indexer.stop()
        self.indexer.wait(10)
        self.readers.close()

    def set_roots(self, roots: tuple[Path, ...]) -> None:
        """The user changed the roots (index panel): searches use them now, the next run walks them
        and drops the files of a removed root."""
        self.roots = roots
        self.indexer.roots = roots

    def progress(self) -> IndexProgress:
        return self.indexer.progress()

    def counts(self) -> store.IndexCounts:
        with self.readers.connection() as conn:
            return store.counts(conn)

    def failures(self) -> list[tuple[str, str]]:
        with self.readers.connection() as conn:
            return store.failures(conn)

    def _allowed(self, folder: Path | None, reach: Reach | None = None):
        def allowed(path: Path) -> bool:
            return scope.allowed_result(path, self.data_dir, folder, self.knowledge_dir) and (
                reach is None or reach.allows(path))
        return allowed

    def search(self, text: str, folder: Path | None = None, limit: int = 10, reach: Reach | None = None) -> SearchResult:
        """Hits for `text`; with a reach, only what that caller may see, and walks only of its folders."""
        with self.readers.with_beside() as (conn, beside):
            return _without_secret_names(self._search(conn, beside, text, folder, limit, reach))

    def name_shares(self, text: str, folder: Path | None = None, reach: Reach | None = None) -> dict[str, float]:
        """The files whose names hold some of `text`'s terms, with the share of it each holds
        (engine.index.search.name_shares): only what the caller may see, none whose name holds a credential."""
        query = parse_query(text)
        if query.is_empty:
            return {}
        with self.readers.connection() as conn:
            shares = name_shares(conn, query)
        allowed = self._allowed(folder, reach)
        return {path: share for path, share in shares.items() if allowed(Path(path)) and not name_findings(path)}

    def files_of_kind(self, endings: tuple[str, ...], folder: Path | None = None, reach: Reach | None = None,
                      limit: int = 1000) -> list[str]:
        """The indexed files whose names end so ("which PDFs have I got?"), by folder then name: only what the
        caller may see, under `folder` when given, none whose name holds a credential."""
        clause = " OR ".join("lower(name) LIKE ?" for _ in endings)
        with self.readers.connection() as conn:
            rows = conn.execute(f"SELECT path FROM files WHERE {clause} ORDER BY path", [f"%{e}" for e in endings])
            paths = [path for (path,) in rows]
        allowed = self._allowed(folder, reach)
        return [path for path in paths if allowed(Path(path)) and not name_findings(path)][:limit]

    def _walk_roots(self, folder: Path | None, reach: Reach | None) -> tuple[Path, ...]:
        if folder is not None:
            return (folder,)
        if reach is None:
            return self.roots
        return tuple(root for root in self.roots if reach.allows(root)) + ((reach.own,) if reach.own else ())

    def _search(self, conn, beside: Beside | None, text: str, folder: Path | None, limit: int,
                reach: Reach | None) -> SearchResult:
        query = parse_query(text)
        if query.is_empty:
            return SearchResult(query, (), "index")
        roots = self._walk_roots(folder, reach)
        allowed = self._allowed(folder, reach)
        progress = self.progress()
        if not store.has_files(conn):
            walked = fallback.filename_walk(roots, query, self.data_dir, allowed, limit=limit)
            return SearchResult(query, tuple(_walk_hit(f) for f in walked), "walk", "The file index is not built yet: only file names were searched.")
        hits = search_index(conn, query, limit, allowed, beside)
        note = "" if not progress.running else f"The index is still being built ({progress.files_done}/{progress.files_total} files): results may be incomplete."
        if hits:
            return SearchResult(query, tuple(hits), "index", note)
        if query.one_word:
            walked = fallback.filename_walk(roots, query, self.data_dir, allowed, limit=limit)
            if walked:
                return SearchResult(query, tuple(_walk_hit(f) for f in walked), "walk", note)
        # Klang's own source is the owner's business; a guest searches only what they may read.
        owner = reach is None or reach.role == "owner"
        if owner and self.project_dir is not None and fallback.is_project_question(query):
            scanned = fallback.project_scan(self.project_dir, query, self.data_dir, self._allowed(None), limit=limit,
                                            skip=self.project_skip)
            return SearchResult(query, tuple(_project_hit(f) for f in scanned), "project", note)
        return SearchResult(query, (), "index", note)


def _without_secret_names(result: SearchResult) -> SearchResult:
    """A hit shows its path whole, so a file whose name (or a folder's) holds a credential is left out, and said."""
    kept, findings = [], []
    for hit in result.hits:
        found = name_findings(hit.path)
        findings += found
        if not found:
            kept.append(hit)
    if not findings:
        return result
    count = len(result.hits) - len(kept)
    left_out = f"{count} matching file(s) not shown: their name holds {describe_findings(findings[:3])}."
    return replace(result, hits=tuple(kept), note=" ".join(n for n in (result.note, left_out) if n))


def _walk_hit(found: fallback.FoundFile) -> Hit:
    return Hit(str(found.path), file_kind(found.path), "", "", found.score, "walk")


def _project_hit(found: fallback.FoundFile) -> Hit:
    return Hit(str(found.path), file_kind(found.path), f"line {found.line}", found.snippet, found.score, "project")


def klang_source() -> Path | None:
    """Klang's own source folder, the "project" a question about this project means; None when Klang
    runs from an installed package. Never the working directory: that may be anyone's folder."""
    folder = Path(__file__).resolve().parents[2]
    return folder if (folder / "pyproject.toml").is_file() else None


def open_index(config: Config, project_dir: Path | None = None) -> FileIndex:
    """The process-level index over the configured roots (default: Desktop, Documents, Downloads)."""
    project_dir = project_dir or klang_source()
    return FileIndex(
        db_path=config.data_dir / INDEX_FILE,
        roots=scope.indexed_roots(config),
        data_dir=config.data_dir.resolve(),
        knowledge_dir=config.knowledge_dir,
        max_file_bytes=int(config.index_max_file_mb * 1_000_000),
        project_dir=project_dir.resolve() if project_dir else None,
        workspect_dir=config.workspect_dir.resolve(),
    )
