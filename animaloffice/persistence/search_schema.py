"""Indexes for look-ups and the owner full-text index (T-7E: answer at once).

``ensure_search_schema`` runs for a new database and at every open, and is
idempotent, so a database made before these existed gets them on first open.

- Tag numbers, owner names, animal names and phone numbers (their digits
  backwards, ``Phone.number_key``) get indexes a look-up can use:
  on SQLite a name index uses the NOCASE collation (case-insensitive prefix
  search by range, in name order); on PostgreSQL an index on ``lower(name)``
  with ``text_pattern_ops`` serves ``LIKE 'prefix%'``.
- On SQLite, ``owner_search`` is an FTS5 table (peewee's ``FTS5Model``) over
  each owner's name and current address, kept in sync by triggers on
  ``owner`` and ``address`` (owners are voided, never deleted). PostgreSQL has
  no FTS table; search there falls back to plain index look-ups, and the words
  of a name (``queries.search._owners_by_name_words``) are found through an
  index of each name's words (``to_tsvector('simple', ...)``, schema 35; it
  replaced a trigram index, which no word of two letters could use).

- The number of animals kept at each address (``household_tally``), kept by
  triggers on both databases.

Bulk loads call ``drop_search_triggers`` first and ``ensure_search_schema``
after, which rebuilds the FTS table (and the household counts) in one statement.
"""
from __future__ import annotations

import peewee as pw
from playhouse.sqlite_ext import FTS5Model, RowIDField, SearchField

from . import household_tally
from .models.animals import Animal
from .models.base import database
from .models.licensing import License
from .models.people import Address, Owner, Phone


class OwnerSearch(FTS5Model):
    """Owner name and current address words; rowid = owner id."""

    rowid = RowIDField()
    name = SearchField()
    address = SearchField()

    class Meta:
        database = database
        table_name = "owner_search"
        # prefix indexes make "typed so far" searches of 2-3 letters cheap
        options = {"prefix": "2 3", "tokenize": "unicode61 remove_diacritics 2"}


_O, _A, _ADDR, _L, _P = (Owner._meta.table_name, Animal._meta.table_name, Address._meta.table_name,
                         License._meta.table_name, Phone._meta.table_name)

# (name, SQLite definition, PostgreSQL definition)
INDEXES = (
    ("license_tag_number", f'"{_L}" ("tag_number", "year")', f'"{_L}" ("tag_number", "year")'),
    ("owner_name_nocase", f'"{_O}" ("display_name" COLLATE NOCASE)',
     f'"{_O}" (lower("display_name") text_pattern_ops)'),
    ("owner_jur_name_nocase", f'"{_O}" ("jurisdiction_id", "display_name" COLLATE NOCASE)',
     f'"{_O}" ("jurisdiction_id", lower("display_name") text_pattern_ops)'),
    ("animal_name_nocase", f'"{_A}" ("name" COLLATE NOCASE)',
     f'"{_A}" (lower("name") text_pattern_ops)'),
    # a phone number's digits backwards: a number typed with or without its area code is a prefix
    ("phone_number_key", f'"{_P}" ("number_key")', f'"{_P}" ("number_key" text_pattern_ops)'),
    # schema 37: which years hold a typed start of a license number, and each year's first and
    # last license (``license_find.number_bounds``), each a seek of one of these
    ("license_year_number", f'"{_L}" ("year", "number")', f'"{_L}" ("year", "number" text_pattern_ops)'),
    ("license_year", f'"{_L}" ("year")', f'"{_L}" ("year", "id")'),
)
YEAR_INDEXES = ("license_year_number", "license_year")

# PostgreSQL (schema 37): the Licenses list's orders by owner, animal, species, status and issue
# date, each ending in the id as the list's order does (SQLite's indexes end in the row id); a
# name lowered, in the characters' order (``license_find.name_order``), which serves a typed
# start too. Without them each page sorted every animal (0.3 s), every license by status (1 s),
# or the 64,000 licenses of a metro city's first day (0.35 s)
ORDER_INDEXES = (
    ("owner_name_c_order", f'"{_O}" (lower("display_name") COLLATE "C", "id")'),
    ("animal_name_c_order", f'"{_A}" (lower("name") COLLATE "C", "id")'),
    ("animal_species_order", f'"{_A}" ("species", "id")'),
    ("license_status_order", f'"{_L}" ("status", "id")'),
    ("license_issued_order", f'"{_L}" ("issued_on", "id")'),
)


# PostgreSQL: the words of each name (schema 35), which serves a typed word's start ('jo:*')
# whatever its length; no trigram serves a word of two letters, and those read every owner
WORDS_INDEX = ("owner_name_words", f'"{_O}" USING gin (to_tsvector(\'simple\', "display_name"))')


def create_words_index(db: pw.Database) -> None:
    """PostgreSQL only: the index of the words of owners' names (schema 35 and every start)."""
    db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{WORDS_INDEX[0]}" ON {WORDS_INDEX[1]}')


# PostgreSQL: license numbers and microchips in the order of their characters (schema 36), which
# serves LIKE 'start%' under any collation; the plain index serves it only under "C" (a server
# made with C.UTF-8 or en_US read every license for each key typed of a number: 0.5-3 s)
PATTERN_INDEXES = (
    ("license_number_pattern", f'"{_L}" ("number" text_pattern_ops)'),
    ("animal_microchip_pattern", f'"{_A}" ("microchip" text_pattern_ops)'),
)


def create_pg_indexes(db: pw.Database, indexes: tuple, present: set[str] | None = None) -> None:
    """PostgreSQL only: the (name, definition) ``indexes`` (PATTERN_INDEXES, ORDER_INDEXES), those
    not in ``present`` (all when it is not given)."""
    for name, body in indexes:
        if present is None or name not in present:
            db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{name}" ON {body}')

# The current address of an owner as one line of words for the FTS index.
_ADDRESS_WORDS = (f'(SELECT group_concat(a.line1 || \' \' || a.line2 || \' \' || a.city || \' \' '
                  f'|| a.postal_code, \' \') FROM "{_ADDR}" a '
                  f'WHERE a.owner_id = {{owner}} AND a.valid_to IS NULL)')

TRIGGERS = {
    "owner_search_owner_ai": (
        f'AFTER INSERT ON "{_O}" BEGIN '
        f"INSERT INTO owner_search(rowid, name, address) VALUES "
        f"(new.id, new.display_name, coalesce({_ADDRESS_WORDS.format(owner='new.id')}, '')); END"),
    "owner_search_owner_au": (
        f'AFTER UPDATE OF display_name ON "{_O}" BEGIN '
        f"UPDATE owner_search SET name = new.display_name WHERE rowid = new.id; END"),
    "owner_search_owner_ad": (
        f'AFTER DELETE ON "{_O}" BEGIN DELETE FROM owner_search WHERE rowid = old.id; END'),
    "owner_search_address_ai": (
        f'AFTER INSERT ON "{_ADDR}" BEGIN '
        f"UPDATE owner_search SET address = coalesce({_ADDRESS_WORDS.format(owner='new.owner_id')}, '') "
        f"WHERE rowid = new.owner_id; END"),
    "owner_search_address_au": (
        f'AFTER UPDATE ON "{_ADDR}" BEGIN '
        f"UPDATE owner_search SET address = coalesce({_ADDRESS_WORDS.format(owner='new.owner_id')}, '') "
        f"WHERE rowid = new.owner_id; END"),
}


def ensure_search_schema(db: pw.Database) -> None:
    """Create what is missing (indexes, FTS table and triggers); cheap when all exist."""
    sqlite = isinstance(db, pw.SqliteDatabase)
    if sqlite:
        present = {r[0] for r in db.execute_sql(
            "SELECT name FROM sqlite_master WHERE type IN ('index', 'table', 'trigger')").fetchall()}
    else:
        present = {r[0] for r in db.execute_sql(
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()").fetchall()}
    household_tally.ensure(db)
    with db.atomic():
        for name, lite, pg in INDEXES:
            if name not in present:
                db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{name}" ON {lite if sqlite else pg}')
        if not sqlite:
            if WORDS_INDEX[0] not in present:
                create_words_index(db)
            create_pg_indexes(db, PATTERN_INDEXES + ORDER_INDEXES, present)
            return
        if "owner_search" not in present:
            OwnerSearch.create_table(safe=True)
            rebuild_owner_search(db)
        for name, body in TRIGGERS.items():
            if name not in present:
                db.execute_sql(f'CREATE TRIGGER IF NOT EXISTS "{name}" {body}')


def rebuild_owner_search(db: pw.Database) -> None:
    """Fill the FTS table from the owners and their current addresses, in one statement."""
    for sql in REBUILD_OWNER_SEARCH:
        db.execute_sql(sql)


_FILL = (f"INSERT INTO owner_search(rowid, name, address) "
         f"SELECT o.id, o.display_name, coalesce(group_concat(a.line1 || ' ' || a.line2 || ' ' || "
         f"a.city || ' ' || a.postal_code, ' '), '') "
         f'FROM "{_O}" o LEFT JOIN "{_ADDR}" a ON a.owner_id = o.id AND a.valid_to IS NULL ')
REBUILD_OWNER_SEARCH = ("DELETE FROM owner_search", _FILL + "GROUP BY o.id ORDER BY o.id")
# the owners of an id range (a bulk load fills the index as it writes them)
OWNER_SEARCH_RANGE = _FILL + "WHERE o.id BETWEEN ? AND ? GROUP BY o.id ORDER BY o.id"


def drop_search_triggers(db: pw.Database) -> None:
    """Before a bulk load: the load rebuilds the FTS table (and the household counts) once at the end instead."""
    household_tally.drop(db)
    if isinstance(db, pw.SqliteDatabase):
        for name in TRIGGERS:
            db.execute_sql(f'DROP TRIGGER IF EXISTS "{name}"')
