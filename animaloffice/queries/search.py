"""One search box: owner name, address, phone, animal name, license number, tag number, microchip (T-7E).

Input is always a value bound into the query, never SQL, never FTS syntax:
words are quoted before they reach FTS5. A string of digits is tried as a tag
number and a microchip, and seven digits or more (dashes, spaces and brackets aside) as a
current phone number, with or without its area code; words are matched as name prefixes, then (SQLite) as
word prefixes of owners' names and current addresses through the FTS index.

Each look-up is one fixed SQL statement served by an index (see
``persistence/search_schema.py``); the statements are written once and only
their parameters change, so a look-up costs little more than the raw query
(the benchmarks compare the two on a million licenses).
"""
from __future__ import annotations

import re
from typing import NamedTuple

import peewee as pw

from ..domain.persons import typed_phone_key
from ..persistence.models.animals import Animal
from ..persistence.models.base import database
from ..persistence.models.licensing import License
from ..persistence.models.people import Owner, Phone

LIMIT = 25
MAX_TAG = 9_999_999
PREFIX_TOP = "\U0010ffff"  # sorts after every character: the upper bound of a prefix range

_CONTROL = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")  # a scanner's stray control bytes: not part of a name
_L, _A, _O, _P = License._meta.table_name, Animal._meta.table_name, Owner._meta.table_name, Phone._meta.table_name


class SearchHit(NamedTuple):
    """One hit (a named tuple: made by the dozen on every keystroke, so it must be cheap)."""

    kind: str  # owner | animal | license
    id: int
    title: str
    detail: str


def _sql(sqlite: str, postgres: str | None = None) -> dict[bool, str]:
    pg = (postgres or sqlite).replace("?", "%s")
    return {True: sqlite, False: pg}


_TAG = _sql(
    f'SELECT l.id, l.number, l.year, l.tag_number, l.status, a.name, o.display_name '
    f'FROM "{_L}" l JOIN "{_A}" a ON a.id = l.animal_id JOIN "{_O}" o ON o.id = l.owner_id '
    f'WHERE l.tag_number = ? AND (? IS NULL OR l.jurisdiction_id = ?) '
    f'ORDER BY l.year DESC, l.id DESC LIMIT ?',
    f'SELECT l.id, l.number, l.year, l.tag_number, l.status, a.name, o.display_name '
    f'FROM "{_L}" l JOIN "{_A}" a ON a.id = l.animal_id JOIN "{_O}" o ON o.id = l.owner_id '
    f'WHERE l.tag_number = ? AND (?::integer IS NULL OR l.jurisdiction_id = ?) '
    f'ORDER BY l.year DESC, l.id DESC LIMIT ?')
_CHIP = _sql(
    f'SELECT a.id, a.name, a.species, a.microchip, o.display_name '
    f'FROM "{_A}" a LEFT JOIN "{_O}" o ON o.id = a.owner_id '
    f'WHERE a.microchip = ? AND a.voided_at IS NULL LIMIT ?')
_NUMBER = _sql(
    f'SELECT l.id, l.number, a.name FROM "{_L}" l JOIN "{_A}" a ON a.id = l.animal_id '
    f'WHERE l.number >= ? AND l.number < ? ORDER BY l.number LIMIT ?',
    f'SELECT l.id, l.number, a.name FROM "{_L}" l JOIN "{_A}" a ON a.id = l.animal_id '
    f'WHERE l.number LIKE ? ORDER BY l.number LIMIT ?')
# the key is digits only: on SQLite ':' (after '9') bounds its prefix range, and CROSS JOIN keeps
# the phone's index the way in (SQLite's planner, with no statistics, would walk the owners instead)
_PHONE = _sql(
    f'SELECT o.id, o.display_name, p.number FROM "{_P}" p CROSS JOIN "{_O}" o ON o.id = p.owner_id '
    f"WHERE p.number_key >= ? AND p.number_key < ? || ':' AND p.valid_to IS NULL "
    f'AND (? IS NULL OR o.jurisdiction_id = ?) AND o.voided_at IS NULL AND o.merged_into_id IS NULL '
    f'ORDER BY o.display_name COLLATE NOCASE, o.id LIMIT ?',
    f'SELECT o.id, o.display_name, p.number FROM "{_P}" p JOIN "{_O}" o ON o.id = p.owner_id '
    f"WHERE p.number_key LIKE ? || '%%' AND p.valid_to IS NULL "
    f'AND (?::integer IS NULL OR o.jurisdiction_id = ?) AND o.voided_at IS NULL AND o.merged_into_id IS NULL '
    f'ORDER BY lower(o.display_name), o.id LIMIT ?')
# PostgreSQL orders a prefix's names USING ~<~, the order of their text_pattern_ops index (the
# bytes, as SQLite's NOCASE orders them), so the first rows come straight from the index range:
# in the collation's order every match was read and sorted (~20 ms for "Bi" of 320,000 animals)
_OWNER_PREFIX = {
    (True, True): f'SELECT o.id, o.display_name FROM "{_O}" o WHERE o.jurisdiction_id = ? '
                  f'AND o.display_name >= ? COLLATE NOCASE AND o.display_name < ? COLLATE NOCASE '
                  f'AND o.voided_at IS NULL AND o.merged_into_id IS NULL '
                  f'ORDER BY o.display_name COLLATE NOCASE LIMIT ?',
    (True, False): f'SELECT o.id, o.display_name FROM "{_O}" o '
                   f'WHERE o.display_name >= ? COLLATE NOCASE AND o.display_name < ? COLLATE NOCASE '
                   f'AND o.voided_at IS NULL AND o.merged_into_id IS NULL '
                   f'ORDER BY o.display_name COLLATE NOCASE LIMIT ?',
    (False, True): f'SELECT o.id, o.display_name FROM "{_O}" o WHERE o.jurisdiction_id = %s '
                   f'AND lower(o.display_name) LIKE %s AND o.voided_at IS NULL '
                   f'AND o.merged_into_id IS NULL ORDER BY lower(o.display_name) USING ~<~ LIMIT %s',
    (False, False): f'SELECT o.id, o.display_name FROM "{_O}" o WHERE lower(o.display_name) LIKE %s '
                    f'AND o.voided_at IS NULL AND o.merged_into_id IS NULL '
                    f'ORDER BY lower(o.display_name) USING ~<~ LIMIT %s',
}
_OWNER_WORDS = (f'SELECT o.id, o.display_name, s.address FROM owner_search s '
                f'JOIN "{_O}" o ON o.id = s.rowid WHERE owner_search MATCH ? '
                f'AND (? IS NULL OR o.jurisdiction_id = ?) '
                f'AND o.voided_at IS NULL AND o.merged_into_id IS NULL LIMIT ?')
_ANIMAL_PREFIX = _sql(
    f'SELECT a.id, a.name, a.species, o.display_name FROM "{_A}" a '
    f'LEFT JOIN "{_O}" o ON o.id = a.owner_id '
    f'WHERE a.name >= ? COLLATE NOCASE AND a.name < ? COLLATE NOCASE '
    f'AND (? IS NULL OR a.jurisdiction_id = ?) AND a.voided_at IS NULL '
    f'ORDER BY a.name COLLATE NOCASE LIMIT ?',
    f'SELECT a.id, a.name, a.species, o.display_name FROM "{_A}" a '
    f'LEFT JOIN "{_O}" o ON o.id = a.owner_id '
    f'WHERE lower(a.name) LIKE %s AND (%s::integer IS NULL OR a.jurisdiction_id = %s) '
    f'AND a.voided_at IS NULL ORDER BY lower(a.name) USING ~<~ LIMIT %s')


def _run(sql: str, params: tuple) -> list[tuple]:
    return database.obj.execute_sql(sql, params).fetchall()


def _is_sqlite() -> bool:
    return isinstance(database.obj, pw.SqliteDatabase)


def like_prefix(text: str, lower: bool = True) -> str:
    """A LIKE pattern matching `text` literally at the start (PostgreSQL, backslash escapes)."""
    text = text.lower() if lower else text
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def find_by_tag(tag: int, jurisdiction_id: int | None = None, limit: int = LIMIT) -> list[SearchHit]:
    """Licenses carrying this tag number, newest year first."""
    if not 0 < tag <= MAX_TAG:
        return []
    rows = _run(_TAG[_is_sqlite()], (tag, jurisdiction_id, jurisdiction_id, limit))
    return [SearchHit("license", lid, f"Tag {t} ({year})", f"{number} · {aname} · {oname} · {status}")
            for lid, number, year, t, status, aname, oname in rows]


def find_by_microchip(chip: str, limit: int = LIMIT) -> list[SearchHit]:
    rows = _run(_CHIP[_is_sqlite()], (chip.upper(), limit))
    return [SearchHit("animal", aid, f"Microchip {c}", f"{name or 'unnamed'} ({species}) · "
                      f"{oname or 'no owner'}") for aid, name, species, c, oname in rows]


def find_owners_by_phone(text: str, jurisdiction_id: int | None = None, limit: int = LIMIT) -> list[SearchHit]:
    """Owners with a current phone number ending in the digits typed: the whole number, with or
    without its area code, typed any way ("(507) 555 0134", "5075550134", "555-0134")."""
    return _owners_by_phone_key(typed_phone_key(text), jurisdiction_id, limit)


def _owners_by_phone_key(key: str, jurisdiction_id: int | None, limit: int) -> list[SearchHit]:
    if not key:
        return []
    sqlite = _is_sqlite()
    params = ((key, key) if sqlite else (key,)) + (jurisdiction_id, jurisdiction_id, limit)
    hits, seen = [], set()
    for oid, name, number in _run(_PHONE[sqlite], params):
        if oid not in seen:  # two current numbers alike: the owner once
            seen.add(oid)
            hits.append(SearchHit("owner", oid, name, f"phone {number}"))
    return hits


def find_by_license_number(prefix: str, limit: int = LIMIT) -> list[SearchHit]:
    prefix = prefix.upper()
    sqlite = _is_sqlite()
    bounds = (prefix, prefix + PREFIX_TOP) if sqlite else (like_prefix(prefix, lower=False),)
    rows = _run(_NUMBER[sqlite], bounds + (limit,))
    return [SearchHit("license", lid, number, aname) for lid, number, aname in rows]


def find_owners_by_name(prefix: str, jurisdiction_id: int | None = None,
                        limit: int = LIMIT) -> list[SearchHit]:
    """Owners whose display name ("Last, First" or organisation) starts with `prefix`."""
    sqlite = _is_sqlite()
    key = (sqlite, jurisdiction_id is not None)
    bounds = (prefix, prefix + PREFIX_TOP) if sqlite else (like_prefix(prefix),)
    params = ((jurisdiction_id,) if jurisdiction_id is not None else ()) + bounds + (limit,)
    return [SearchHit("owner", oid, name, "owner") for oid, name in _run(_OWNER_PREFIX[key], params)]


def fts_query(text: str) -> str:
    """Words as an FTS5 query: every word must start a word of the name or address.

    Each word is quoted (FTS5 syntax in the input is text, not operators). A word with fewer
    than two letters or digits ("O%", "*") is dropped: as a prefix it would match nearly
    everyone, and the search box asks for two characters at least."""
    words = [w for w in re.split(r"[\s,;]+", _CONTROL.sub(" ", text)) if len(re.findall(r"\w", w)) >= 2]
    return " ".join('"' + w.replace('"', '""') + '"*' for w in words)


def find_owners_by_words(text: str, jurisdiction_id: int | None = None,
                         limit: int = LIMIT) -> list[SearchHit]:
    """Owners with every typed word starting a word of their name or current address (SQLite's
    FTS5 index); on PostgreSQL, every word starting a word of the name."""
    if not _is_sqlite():
        return _owners_by_name_words(text, jurisdiction_id, limit)
    query = fts_query(text)
    if not query or not re.search(r"\w", text):
        return []
    rows = _run(_OWNER_WORDS, (query, jurisdiction_id, jurisdiction_id, limit))
    return [SearchHit("owner", oid, name, address or "owner") for oid, name, address in rows]


def _owners_by_name_words(text: str, jurisdiction_id: int | None, limit: int) -> list[SearchHit]:
    """PostgreSQL: owners with a word of their name starting with each word typed, through the
    index of the names' words (``search_schema.WORDS_INDEX``)."""
    words = [w for w in re.findall(r"[^\W_]+", _CONTROL.sub(" ", text).lower()) if len(w) >= 2][:6]
    if not words:
        return []
    # letters and digits only, so nothing in a word is tsquery syntax; each one a word's start
    where = "to_tsvector('simple', o.display_name) @@ to_tsquery('simple', %s)"
    params: list = [" & ".join(f"{w}:*" for w in words)]
    if jurisdiction_id is not None:
        where += " AND o.jurisdiction_id = %s"
        params.append(jurisdiction_id)
    rows = _run(f'SELECT o.id, o.display_name FROM "{_O}" o WHERE {where} AND o.voided_at IS NULL '
                f"AND o.merged_into_id IS NULL ORDER BY lower(o.display_name) LIMIT %s", tuple(params) + (limit,))
    return [SearchHit("owner", oid, name, "owner") for oid, name in rows]


def find_animals_by_name(prefix: str, jurisdiction_id: int | None = None,
                         limit: int = LIMIT) -> list[SearchHit]:
    sqlite = _is_sqlite()
    bounds = (prefix, prefix + PREFIX_TOP) if sqlite else (like_prefix(prefix),)
    rows = _run(_ANIMAL_PREFIX[sqlite], bounds + (jurisdiction_id, jurisdiction_id, limit))
    return [SearchHit("animal", aid, name, f"{species} · {oname or 'no owner'}")
            for aid, name, species, oname in rows]


def _digits(text: str) -> bool:
    """Plain 0-9 only: '²' and other digit-like signs pass str.isdigit() but are no number."""
    return text.isascii() and text.isdigit()


def search(text: str, jurisdiction_id: int | None = None, limit: int = LIMIT) -> list[SearchHit]:
    if not isinstance(text, str):
        return []
    text = _CONTROL.sub(" ", text).strip()  # a scanner's tab or a stray NUL is a gap, not SQL
    if len(text) > 100 or (len(text) < 2 and not _digits(text)):  # tags 1-9 are one digit
        return []
    hits: list[SearchHit] = []
    compact = text.replace(" ", "").replace("-", "")
    phone = typed_phone_key(text)
    # exact identifiers first: a scanned tag or chip opens its record with Enter; then a phone's
    # owners (a seven-digit tag and a local number read alike: the tag is what a scanner types)
    if _digits(compact) and len(compact) <= 7:
        hits += find_by_tag(int(compact), jurisdiction_id, limit)
    if compact.isalnum() and 9 <= len(compact) <= 15:
        hits += find_by_microchip(compact, limit)
    if phone:
        return (hits + _owners_by_phone_key(phone, jurisdiction_id, limit))[:limit]
    if "-" in text and len(text) >= 6:
        hits += find_by_license_number(text, limit)
    if not _digits(compact):
        seen = set()
        for hit in find_owners_by_name(text, jurisdiction_id, limit):
            seen.add(hit.id)
            hits.append(hit)
        if len(hits) < limit:
            for hit in find_owners_by_words(text, jurisdiction_id, limit):
                if hit.id not in seen:
                    seen.add(hit.id)
                    hits.append(hit)
        if len(hits) < limit:
            hits += find_animals_by_name(text, jurisdiction_id, limit - len(hits))
    return hits[:limit]
