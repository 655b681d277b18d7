"""Password columns: a header row names the column ("password", "รหัสผ่าน", "login_password"),
the rows below hold the values, as in a password manager's CSV export or an account list in a sheet.

The watch is fed one line at a time and keeps only the current table's
delimiter, width and secret column positions, so it costs no memory.
"""
from __future__ import annotations

import csv
import re

from engine.secrets.judge import plausible_password
from engine.secrets.rules import SECRET_COLUMNS

KIND = "password in a table column"
_DELIMITERS = (" | ", "\t", ",", ";", "  ")  # "  ": a PDF table row, its cells spaced apart
_COLUMN_WORDS = tuple(sorted(SECRET_COLUMNS, key=len))
# Column words that name a code of any kind as often as a password: a price list's "รหัส | สินค้า | ราคาส่ง" holds
# product codes (CP-100, KS-500), and the whole list was refused (salon set, session 26). They name a password
# column only beside a column naming whose account it is.
_AMBIGUOUS = frozenset({"รหัส", "pin", "pass"})
_ACCOUNT_COLUMNS = frozenset({"user", "username", "user name", "login", "email", "e-mail", "account", "id", "site",
                              "website", "url", "app", "อีเมล", "ชื่อผู้ใช้", "ยูสเซอร์", "ไอดี", "บัญชี", "เว็บ",
                              "เว็บไซต์", "แอป", "แอพ", "card", "card number", "บัตร", "เลขบัตร", "bank", "ธนาคาร",
                              "wifi", "wi-fi", "ssid", "ไวไฟ"})


def _has_column_word(text: str) -> bool:
    # Substring tests run at C speed; one case-blind regex alternation of all the words took longer than the rest.
    folded = text.casefold()
    return any(word in folded for word in _COLUMN_WORDS)


def split_cells(line: str, delimiter: str) -> list[str]:
    if delimiter == "  ":
        return re.split(r"[ \t]{2,}", line.strip())
    if delimiter != " | ":
        try:  # a quoted CSV cell may hold the delimiter
            return [cell.strip() for cell in next(csv.reader([line], delimiter=delimiter))]
        except csv.Error:
            pass
    return [cell.strip() for cell in line.split(delimiter)]


class TableWatch:
    """line(text) -> True when the line is a row whose secret column holds a value."""

    def __init__(self):
        self.delimiter: str | None = None
        self.width = 0
        self.columns: tuple[int, ...] = ()

    def unit(self, text: str) -> bool:
        """True when a line of this unit is a row with a value in a secret column."""
        if self.delimiter is None and not _has_column_word(text):
            return False  # no table open and no header here: most text, skipped at regex speed
        return any([self.line(line) for line in text.split("\n")])  # every line, so a header is always seen

    def line(self, text: str) -> bool:
        if self.delimiter and self.delimiter in text:
            cells = split_cells(text, self.delimiter)
            if len(cells) == self.width:
                return any(plausible_password(cells[column]) for column in self.columns)
            # A sheet drops empty cells, so a shorter row cannot be lined up: any cell that could be one counts.
            return len(cells) < self.width and any(plausible_password(cell, digits_allowed=False) for cell in cells)
        self.delimiter, self.width, self.columns = None, 0, ()
        if _has_column_word(text):
            self._header(text)
        return False

    def _header(self, text: str) -> None:
        for delimiter in _DELIMITERS:
            if delimiter not in text:
                continue
            cells = [cell.strip("\"' :").casefold() for cell in split_cells(text, delimiter)]
            accounts = not _ACCOUNT_COLUMNS.isdisjoint(cells)
            columns = tuple(i for i, cell in enumerate(cells) if cell in SECRET_COLUMNS
                            and (cell not in _AMBIGUOUS or accounts))
            # A header names columns; a row with digits in it is data, not a header.
            if columns and len(cells) >= 2 and not any(c.isdigit() for c in text):
                self.delimiter, self.width, self.columns = delimiter, len(cells), columns
                return
