"""Text within reach of a credential never leaves the index: not as a snippet, a passage or a vector."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.index import open_index, store
from engine.index.chunking import chunk_units
from engine.index.passages import chunk_stamps
from engine.index.withheld import scanned_chunks
from engine.knowledge.passages import Knowledge
from engine.readers import Unit
from engine.secrets import scan_text

BEGIN, END = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
BODY = [f"MIIEpAIBAAKCAQEA{n:02d}" + "q8Rk2LmN4pX7vW1yT5bC3dF9gH6jK0aZq8Rk2LmN4pX7vW" for n in range(30)]
PROSE = [f"Line {n} of the garden diary: we watered the mango trees today." for n in range(60)]


def lines(texts: list[str]) -> list[Unit]:
    return [Unit("line", n, f"line {n}", text) for n, text in enumerate(texts, 1)]


def test_every_chunk_of_a_key_block_is_withheld_and_the_rest_kept_whole():
    chunks = scanned_chunks(lines(PROSE + [BEGIN, *BODY, END] + PROSE))
    withheld = [c for c in chunks if c.withheld]
    assert len(withheld) >= 3 and all("private key" in c.withheld for c in withheld)
    assert all(c.text == "" for c in withheld)  # the text itself is never stored
    kept = "\n".join(c.text for c in chunks)
    assert not any(line in kept for line in BODY) and "END RSA" not in kept and not scan_text(kept)
    assert chunks[0].text.startswith(PROSE[0]) and chunks[-1].text.endswith(PROSE[-1])


def test_only_the_chunks_near_a_password_are_withheld():
    texts = PROSE + ["admin password: Hx9!kQ2mZr7$vL4p"] + PROSE
    chunks = scanned_chunks(lines(texts))
    withheld = [c.location for c in chunks if c.withheld]
    assert withheld == ["lines 39-57", "lines 58-76"]  # the password's chunk, and the one within the margin before it
    assert "\n".join(c.text for c in chunks).count("garden diary") == 2 * len(PROSE) - 37


def test_a_token_across_the_parts_of_one_long_line_is_found():
    key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"
    parts = [Unit("line", 1, "line 1", "x " * 700 + key[:12]),
             Unit("line", 1, "line 1", key[12:] + " y" * 700, continued=True)]
    chunks = scanned_chunks(parts)
    assert not any(key[:12] in c.text or key[12:] in c.text for c in chunks)
    assert any(c.text for c in chunks)  # the far ends of the line stay searchable


def test_a_label_ending_one_chunk_withholds_the_value_starting_the_next():
    filler = ("Shopping: " + "rice " * 60)[:1176 - len("\n".join(PROSE[:17]))]  # the label ends the first chunk
    texts = PROSE[:17] + [filler, "vault password:", "Hx9!kQ2mZr7$vL4p"] + PROSE
    assert next(chunk_units(lines(texts))).text.endswith("vault password:")
    chunks = scanned_chunks(lines(texts))
    assert [c.withheld for c in chunks[:3]] == ["password or key assignment", "password or key assignment", ""]
    assert "Hx9!" not in "".join(c.text for c in chunks) and chunks[2].text.startswith("Line ")


def test_a_file_with_more_secrets_than_the_scanner_lists_is_withheld_whole():
    texts = [f"token_{n} = 9fQ2xL7pZk3mW8rT5vN{n:03d}" + " filler words" * 40 for n in range(60)]
    assert all(c.withheld for c in scanned_chunks(lines(texts)))


@pytest.fixture
def docs(tmp_path) -> Path:
    folder = tmp_path / "Documents"
    folder.mkdir()
    return folder


def test_the_hit_says_a_part_was_withheld_and_vectors_skip_it(config, docs):
    (docs / "handbook.txt").write_text("\n".join(PROSE + [BEGIN, *BODY, END] + PROSE))
    index = open_index(config.replace(roots=(docs,)), project_dir=docs)
    index.indexer.run()
    hit = index.search("handbook").hits[0]
    assert "private key (lines " in hit.withheld and "MIIE" not in repr(hit)
    with index.readers.connection() as conn:
        stamped = {cid for cid, _ in chunk_stamps(conn)}
        withheld = {cid for cid, in conn.execute("SELECT id FROM chunks WHERE withheld IS NOT NULL")}
    assert withheld and not stamped & withheld
    index.close()


def _old_index(config, docs) -> object:
    """An index written before the whole-file scan: the BEGIN line and the key's body sit in two chunks."""
    path = docs / "server.txt"
    path.write_text("placeholder")
    index = open_index(config.replace(roots=(docs,)), project_dir=docs)
    conn = store.connect(index.db_path)
    record = store.FileRecord(str(path), path.name, str(docs), 11, path.stat().st_mtime, "text")
    after = "\n".join(BODY) + "\n" + END + "\nthe backup server restarts on Sunday"
    store.put_file(conn, record, [store.Chunk(0, "lines 1-2", "Server notes\n" + BEGIN), store.Chunk(1, "lines 3-33", after)])
    conn.commit()
    conn.close()
    return index


def test_an_old_index_never_shows_a_chunk_next_to_a_secret(config, docs):
    index = _old_index(config, docs)
    hit = index.search("backup server restarts").hits[0]
    assert hit.snippet.startswith("[snippet withheld: it is near private key") and "MIIE" not in hit.snippet
    knowledge = Knowledge(index, config.replace(roots=(docs,)))
    passages = knowledge.search("when does the backup server restart?").passages
    assert passages and all("MIIE" not in p.text and "withheld" in p.text for p in passages)
    knowledge.close()
    index.close()


def test_a_file_whose_folder_name_holds_a_credential_is_neither_a_hit_nor_a_source(config, docs):
    folder = docs / "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s12"
    folder.mkdir()
    (folder / "orchard.txt").write_text("The orchard has forty mango trees and a well.\n")
    (docs / "garden.txt").write_text("The garden has four mango trees.\n")
    index = open_index(config.replace(roots=(docs,)), project_dir=docs)
    index.indexer.run()
    result = index.search("mango trees")
    assert [Path(h.path).name for h in result.hits] == ["garden.txt"]
    assert "1 matching file(s) not shown: their name holds GitHub token" in result.note and "ghp_" not in result.note
    knowledge = Knowledge(index, config.replace(roots=(docs,)))
    assert {Path(p.path).name for p in knowledge.search("how many mango trees are there?").passages} == {"garden.txt"}
    knowledge.close()
    index.close()


def test_a_key_in_a_very_long_line_withholds_the_whole_line():
    key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"
    line = "var a=1;" * 5000 + f"stripe='{key}';" + "var b=2;" * 5000
    parts = [Unit("line", 1, "line 1", line[i:i + 65_536], continued=i > 0) for i in range(0, len(line), 65_536)]
    chunks = scanned_chunks(parts + lines(PROSE + PROSE))
    assert all(c.withheld for c in chunks if c.location == "line 1")
    assert chunks[-1].text.endswith(PROSE[-1]) and not chunks[-1].withheld  # 4 kB past the line it is shown again
