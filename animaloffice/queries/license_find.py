"""What the Licenses list's find box matches, as SQL, and whether the list is then read in its
own order: a tag, the start of a license number (or of an imported license's old number), or
the start of an owner's or an animal's name. Each is asked the way its index serves it; where a
typed start matches most of a big office, the list is read in its order and each row tested,
which finds a page within about a page of rows (``queries.licenses`` builds the rest)."""
from __future__ import annotations

import functools
import operator

import peewee as pw

from ..domain.statuses import LicenseStatus
from ..persistence.db import is_sqlite
from ..persistence.models.animals import Animal
from ..persistence.models.base import database
from ..persistence.models.imports import ImportedRecord, ImportRun
from ..persistence.models.licensing import License
from ..persistence.models.people import Owner
from .search import PREFIX_TOP, like_prefix


def licenses_with_old_number(text: str) -> pw.SelectQuery:
    """The licenses an import brought in whose old program's number (ASM3's) begins with ``text``."""
    return (ImportedRecord.select(ImportedRecord.record_id).join(ImportRun)
            .where((ImportedRecord.kind == "license") & ImportRun.voided_at.is_null()
                   & ImportedRecord.code.startswith(text)))


def order_hidden(column) -> pw.Node:
    """PostgreSQL: the column as an expression no index gives the order of, same order (a text
    joined to '', a number or a day plus 0): a page picked from a typed text's few matches is
    sorted, where the planner, taking the matches for spread through the order, read a city's
    licenses in the tag index to find a year's that lie together at its end (0.2 s)."""
    if is_sqlite():
        return column
    number = isinstance(column, pw.Field) and not isinstance(column, pw.CharField)  # else a text (a name's order)
    return pw.NodeList((column, pw.SQL("+ 0" if number else "|| ''")), parens=True)


def _imported() -> bool:
    """Whether an import brought licenses in: only then are old numbers asked (their OR sorts
    every match on SQLite, and PostgreSQL took it for half the licenses and read them all)."""
    return ImportedRecord.select().where(ImportedRecord.kind == "license").exists()


def index_hidden(column) -> pw.Node:
    """The column with its index hidden from SQLite's planner (unary +, SQLite's documented way),
    same value. PostgreSQL keeps statistics and plans well by itself, and has no + for text."""
    if is_sqlite():
        return pw.NodeList((pw.SQL("+"), column), glue="")
    return column


def name_starts(column, text: str) -> pw.Expression:
    """SQL: the name begins with ``text``, whatever the case, through the name's index: SQLite's
    LIKE on a NOCASE index; on PostgreSQL ``lower(name) COLLATE "C" LIKE 'text%'``, a range of
    the name's order index (``name_order``), where ILIKE, which no b-tree index serves, read
    every owner and every animal for each key typed (~230 ms at a million licenses)."""
    if is_sqlite():
        return column.startswith(text)
    return pw.Expression(name_order(column), "LIKE", like_prefix(text))


DENSE_NUMBERS = 100_000  # license numbers in a typed range beyond which the list is read in order
NUMBER_SPREAD_SORTS = {"owner", "animal", "species", "status"}  # orders a year's license numbers are spread through
SPREAD_NUMBERS = 20_000  # license numbers in a typed range beyond which such an order is read in order
BROAD_MATCH = 1000  # owners or animals matching a typed name beyond which the list is read in order
DENSE_CHIPS = 10_000  # PostgreSQL: chips of a typed start beyond which each row's own chip is tested
NAME_BLIND_SORTS = {"issued", "expires", "number", "tag", "year"}  # indexed orders unrelated to names
NAME_SORTS = {"owner", "animal"}  # orders by a name, each given by a name index (SQLite's case-blind)
LICENSE_ORDERS = NAME_BLIND_SORTS | {"status"}  # orders of the licenses' own columns, each indexed
IN_ORDER_SORTS = LICENSE_ORDERS | NAME_SORTS | {"species"}  # orders a list can be read in, from an index


def name_order(column) -> pw.Node:
    """The order of a name column in the list, case-blind on both databases and served by an
    index: SQLite's NOCASE (by animal 1.6 s a page before its index was read); on PostgreSQL
    the lowered name in the characters' order (``COLLATE "C"``, ``search_schema.ORDER_INDEXES``),
    whose index serves a typed start too: a name's licenses are then a range of the order (in
    the server's collation neither was: every match of "Bailey" sorted, 0.3-0.5 s)."""
    if is_sqlite():
        return column.collate("NOCASE")
    return pw.fn.lower(column).collate('"C"')


def seek_value(sort_key: str, value) -> pw.Node:
    """The value of a row's first sort column as the next page's seek compares it: on
    PostgreSQL a name lowered, as ``name_order`` orders it."""
    return pw.fn.lower(value) if sort_key in NAME_SORTS and not is_sqlite() else value


def pattern_order(column) -> pw.Node:
    """PostgreSQL: ORDER BY in the order of the column's pattern index (``USING ~<~``)."""
    return pw.NodeList((column, pw.SQL("USING ~<~")))


def chip_starts(text: str) -> pw.Expression:
    """SQL on the animal: its microchip begins with ``text`` (chips are kept in capitals): a range
    of the chip's index on SQLite; on PostgreSQL LIKE on its pattern index (schema 36)."""
    chip = text.upper()
    if is_sqlite():
        return (Animal.microchip >= chip) & (Animal.microchip < chip + PREFIX_TOP)
    return pw.Expression(Animal.microchip, "LIKE", like_prefix(chip, lower=False))


def any_of(*conditions: pw.Expression) -> pw.Expression:
    """SQL: the license meets one of ``conditions`` (each on the license's own columns, served by
    an index of its own). On PostgreSQL as ``id IN`` the licenses of each, one after the other:
    an OR of look-ups is a filter there, tested on every license of the list's order (a name
    or a chip found in the list by animal: 3 s, every animal sorted by name and each one's
    licenses read); the ids are found first, and the page is sorted from them. SQLite reads
    each index of an OR itself."""
    if is_sqlite() or len(conditions) == 1:
        return functools.reduce(operator.or_, conditions)
    found = [License.select(License.id).where(c) for c in conditions]
    return License.id.in_(functools.reduce(lambda a, b: a.union_all(b), found))


def _at_least(query: pw.ModelSelect, by: pw.Node, enough: int | None = None) -> bool:
    """Whether `query` has ``enough`` rows or more, BROAD_MATCH unless said (reads at most that
    many index entries). ``by``: PostgreSQL reads the matches in that order, the order of the
    index whose range they are (``name_order``, ``pattern_order``): taking the matches for
    spread through the names, the planner read the name index from its start and tested
    each ('S' among 200,000 owners: 50-80 ms a count)."""
    enough = BROAD_MATCH if enough is None else enough
    if is_sqlite():
        return query.limit(enough).count() >= enough
    sql, params = query.order_by(by).limit(enough).sql()  # count() would drop the order
    return database.obj.execute_sql(f"SELECT count(*) FROM ({sql}) AS found", params).fetchone()[0] >= enough


def text_match(text: str, sort_key: str) -> tuple[pw.Expression, bool]:
    """What the find box typed matches (a tag number, the start of a license number, of an
    imported license's old number, of a microchip, or of an owner's or an animal's name, their
    licenses looked up by index), and whether the list is read in its own order instead.

    A short name ("S") matches a hundred thousand licenses on a big office, and sorting
    them all by date took most of a second per keystroke. When the list is in an order
    that has nothing to do with names (date, number, tag, year) and the name matches many
    records, the list is read in its own order and each row tested: matches are spread
    evenly, so a page costs about a page of rows read."""
    has_digit = any(ch.isdigit() for ch in text)
    sqlite = is_sqlite()
    chips = Animal.select(Animal.id).where(chip_starts(text))
    if text.isascii() and text.isdigit():  # not '²', which isdigit() also takes
        # a tag, the number an imported license had in the old program (ASM3's 10 digits), or
        # the start of a microchip, which a big office's chips mostly share ("985...")
        tag = [License.tag_number == int(text[:9])]
        if _imported():
            tag.append(License.id.in_(licenses_with_old_number(text)))
        if sort_key in IN_ORDER_SORTS and _at_least(chips, pattern_order(Animal.microchip), None if sqlite else DENSE_CHIPS):
            # the row's own animal tested: no list of 160,000 chips made for each page (PostgreSQL
            # hashed them: 0.1 s a page; in the list by animal, every match was sorted: 3-7 s)
            return functools.reduce(operator.or_, [*tag, chip_starts(text)]), True
        if not sqlite and sort_key in LICENSE_ORDERS and _at_least(chips, pattern_order(Animal.microchip)):
            # PostgreSQL: a few thousand chips, hashed once, each license of the order tested (the
            # own animal's chip made it join every license to its animal and sort the matches)
            return functools.reduce(operator.or_, [*tag, License.animal.in_(chips)]), True
        return any_of(*tag, License.animal.in_(chips)), False
    if "-" in text and has_digit:
        return number_match(text.upper(), sort_key)
    owners = Owner.select(Owner.id).where(name_starts(Owner.display_name, text))
    animals = Animal.select(Animal.id).where(name_starts(Animal.name, text))
    if text.isascii() and text.isalnum() and has_digit:  # a chip of letters and digits ("0A1B2C3D4E")
        return any_of(License.owner.in_(owners), License.animal.in_(animals), License.animal.in_(chips)), False
    if sort_key in NAME_SORTS:
        in_order = _in_name_order(text, sort_key, owners, animals)
        if in_order is not None:
            return in_order, True
    if sort_key == "species" and _at_least(owners, name_order(Owner.display_name)):
        # read in the animals' species index (``_lead``), each row's names tested: only for many
        # owners' names, which say nothing of the species; an animal's name often does ("Maggie"
        # is a dog's: listed cats first, every cat was read before the first Maggie, 0.8 s)
        return name_starts(Owner.display_name, text) | name_starts(Animal.name, text), True
    if sort_key in LICENSE_ORDERS and (_at_least(owners, name_order(Owner.display_name))
                                        or _at_least(animals, name_order(Animal.name))):
        return index_hidden(License.owner).in_(owners) | index_hidden(License.animal).in_(animals), True
    return any_of(License.owner.in_(owners), License.animal.in_(animals)), False


def _in_name_order(text: str, sort_key: str, owners: pw.ModelSelect, animals: pw.ModelSelect) -> pw.Node | None:
    """The list in owners' or animals' name order (its case-blind index, ``name_order``):
    what the row's own names are tested by, the list then read in that order from the start of
    the typed name's range. When no name of the other kind begins so, the matches are that one
    range of the index ("a" by owner: 8,000 owners read in order, not 40,000 licenses sorted);
    when many do, they are spread through the order and a page is found within about a page of
    rows ("S" by owner: 150,000 licenses matched, 0.9 s sorted). A few of the other kind (and
    the own range then anywhere in the order) are left to the look-up by index (None)."""
    own, other, other_name = ((Owner.display_name, animals, Animal.name) if sort_key == "owner"
                              else (Animal.name, owners, Owner.display_name))
    if not other.exists():
        return name_starts(own, text)
    if _at_least(other, name_order(other_name)):
        return name_starts(Owner.display_name, text) | name_starts(Animal.name, text)
    return None


def number_match(prefix: str, sort_key: str) -> tuple[pw.Expression, bool]:
    """Licenses whose number, or imported old number, begins with ``prefix``.

    On SQLite the number is a range of its index (LIKE cannot use a case-sensitive index and
    read all million licenses: ~0.9 s for "TRA-2017" listed by tag). Listed by number, or
    counted, the range is read in its order. A year's numbers lie together in the orders that
    follow the year (tag, issued, expires), so there a range of fewer than DENSE_NUMBERS is
    read whole and sorted (its licenses picked before they are joined: ~25 ms for a year's
    68,000) and only a broader one ("TRA-2", a whole city) is read in the list's order, each
    row tested; in an order they are spread through (a name, the status), SPREAD_NUMBERS of
    them are enough for that: sorted, fewer cost about what finding a page among them in
    order does (1,000 numbers in order read ~100,000 licenses, 0.5 s; sorted, 5 ms). The old
    numbers are asked only where an import brought licenses in (their OR sorts every match).
    PostgreSQL asks LIKE of its pattern index (schema 36)."""
    old = License.id.in_(licenses_with_old_number(prefix))
    imported = _imported()
    enough = SPREAD_NUMBERS if sort_key in NUMBER_SPREAD_SORTS else DENSE_NUMBERS

    def few(numbers: pw.Expression) -> bool:
        counted = License.select(pw.SQL("1")).where(numbers)
        return sort_key in ("number", "count") or not _at_least(counted, pattern_order(License.number), enough)

    if not is_sqlite():  # LIKE on its pattern index (peewee's startswith is ILIKE)
        like = pw.Expression(License.number, "LIKE", like_prefix(prefix, lower=False))
        if few(like):
            return any_of(like, old) if imported else like, False
        like = like & _within(number_bounds(prefix), sort_key)
        return (like | old if imported else like), True
    bounds = (prefix, prefix + PREFIX_TOP)
    in_range = (License.number >= bounds[0]) & (License.number < bounds[1])
    if few(in_range):
        return (in_range | old if imported else in_range), False
    hidden = index_hidden(License.number)
    in_order = (hidden >= bounds[0]) & (hidden < bounds[1]) & _within(number_bounds(prefix), sort_key)
    return (in_order | old if imported else in_order), True


def number_bounds(prefix: str) -> tuple[int, int, int, int] | None:
    """The first and the last year that hold a license whose number begins with ``prefix``, and
    the least and the greatest license id of those years (None: no such license). Each is a
    seek of schema 37's indexes (every year on file is asked: a few dozen); the number is a
    range of its index on SQLite, LIKE of its pattern index on PostgreSQL."""
    table = License._meta.table_name
    if is_sqlite():
        number, params = '"number" >= ? AND "number" < ?', (prefix, prefix + PREFIX_TOP)
    else:
        number, params = '"number" LIKE %s', (like_prefix(prefix, lower=False),)
    row = database.obj.execute_sql(
        f'WITH RECURSIVE y(v) AS (SELECT min("year") FROM "{table}" UNION ALL '
        f'SELECT (SELECT min("year") FROM "{table}" WHERE "year" > y.v) FROM y WHERE y.v IS NOT NULL) '
        f'SELECT min(v), max(v), min((SELECT min("id") FROM "{table}" WHERE "year" = v)), '
        f'max((SELECT max("id") FROM "{table}" WHERE "year" = v)) FROM y WHERE v IS NOT NULL AND EXISTS '
        f'(SELECT 1 FROM "{table}" WHERE "year" = v AND {number})', params).fetchone()
    return None if row is None or row[0] is None else row


def _within(found: tuple[int, int, int, int] | None, sort_key: str) -> pw.Node:
    """SQL: the license lies in the years and among the ids ``number_bounds`` found, which
    every license of the typed range does (a test that changes no answer), so that the list,
    read in its order, starts where the range does: "TRA-201" listed newest first read the
    770,000 licenses of later years before its first (0.3-0.4 s). In an order that follows the
    year (tag, year) the years are a range of its index; by status the ids are, within each
    status (the status index ends in the id; each status named, as SQLite seeks only an
    equality); in another order (issued, expires) the id, which every SQLite index holds, is
    tested in the index, the row itself not read (~60 ms for those 770,000). PostgreSQL, which
    took the range for rarer with each test added (a year's 120,000 licenses sorted: 0.6 s), is
    given the years in the year orders, else the ids, a range of its order indexes' last column
    (``search_schema.ORDER_INDEXES``): 'TRA-201' by issue date, newest first, 150 to 20 ms."""
    if found is None:  # none on file (the count found some: one voided meanwhile)
        return pw.SQL("1 = 0")
    first, last, low, high = found
    if sort_key == "status":
        return License.status.in_([s.value for s in LicenseStatus]) & License.id.between(low, high)
    if not is_sqlite():  # each test more made it take the range for rarer: the years alone, or the ids
        return License.year.between(first, last) if sort_key in ("tag", "year") else License.id.between(low, high)
    within = (index_hidden(License.id) >= low) & (index_hidden(License.id) <= high)
    if sort_key in ("tag", "year"):
        return License.year.between(first, last) & within
    return within
