"""How many active animals are kept at each address, kept by the database as they change.

T-4A2 needs a permit for keeping the profile's number of animals at one address (all the
owners there together). Which addresses reach that number was found by counting every animal
of the city against every current address, seconds at a metro office for a report that lists
a handful of owners (T-7A, "Animal permits needed", and the Today view). ``household_tally``
holds the count for each household key (street line and city, lowered and trimmed, as
``queries.permits.household_key``): the active, not voided animals of the owners whose current
address has that key, each owner once; and each owner's own animals (an owner with no
current address is a household of one). Triggers on ``animal`` and ``address`` count again the
keys a change touches (one index seek each); a key is never counted short, so the few it
names are checked by the rules, which decide. Each count is made afresh from the records
rather than added to: on PostgreSQL writing transactions take turns
(``connections.OfficePostgres``), so a count sees every change committed before it.

The table holds nothing of its own (it is not among the models: no export, no import, no
undo); ``rebuild`` fills it from the records in two statements. A bulk load drops the triggers
(``drop``) and ``ensure`` makes them again with the table filled. The current addresses are
indexed by the key (``KEY_INDEX``; on PostgreSQL every address, see ``_key_index``).
"""
from __future__ import annotations

import peewee as pw

from .models.base import database

TABLE = "household_tally"
KEY_INDEX = "address_household_key"  # current addresses by household key: the triggers' seek
_LINE, _CITY = "lower(trim({a}line1))", "lower(trim({a}city))"

# the active animals of the owners whose current address has the key (line, city)
_COUNT = ("(SELECT COUNT(*) FROM animal n WHERE n.status = 'active' AND n.voided_at IS NULL AND n.owner_id IN "
          "(SELECT a.owner_id FROM address a WHERE a.valid_to IS NULL AND lower(trim(a.line1)) = {line} "
          "AND lower(trim(a.city)) = {city}))")
_UPSERT = (f"INSERT INTO {TABLE} (line, city, animals) SELECT k.line, k.city, "
           + _COUNT.format(line="k.line", city="k.city")
           + " FROM ({keys}) k WHERE true ON CONFLICT (line, city) DO UPDATE SET animals = excluded.animals")
_OWNER_KEYS = (f"SELECT DISTINCT {_LINE.format(a='')} AS line, {_CITY.format(a='')} AS city FROM address "
               "WHERE valid_to IS NULL AND owner_id IN ({owners})")
_ROW_KEY = "SELECT lower(trim({row}.line1)) AS line, lower(trim({row}.city)) AS city"
# each owner's own animals, under the key ('', '#<owner id>'): an owner with no current address
# keeps a household of one (T-4A2 counts the owner's animals alone)
OWN_LINE = ""
_OWN_UPSERT = (f"INSERT INTO {TABLE} (line, city, animals) SELECT '', '#' || CAST(k.owner AS TEXT), "
               "(SELECT COUNT(*) FROM animal n WHERE n.owner_id = k.owner AND n.status = 'active' "
               "AND n.voided_at IS NULL) FROM (SELECT {owner} AS owner) k WHERE k.owner IS NOT NULL "
               "ON CONFLICT (line, city) DO UPDATE SET animals = excluded.animals")


def _keys(*keys: str) -> tuple[str, ...]:
    return tuple(_UPSERT.format(keys=k) for k in keys)


def _own(*owners: str) -> tuple[str, ...]:
    return tuple(_OWN_UPSERT.format(owner=o) for o in owners)


# (when, the statements of the trigger's body)
SQLITE_TRIGGERS = {
    "household_tally_animal_ai": ("AFTER INSERT ON animal",
                                  (*_keys(_OWNER_KEYS.format(owners="new.owner_id")), *_own("new.owner_id"))),
    "household_tally_animal_au": ("AFTER UPDATE OF owner_id, status, voided_at ON animal",
                                  (*_keys(_OWNER_KEYS.format(owners="new.owner_id, old.owner_id")),
                                   *_own("new.owner_id", "old.owner_id"))),
    "household_tally_animal_ad": ("AFTER DELETE ON animal",
                                  (*_keys(_OWNER_KEYS.format(owners="old.owner_id")), *_own("old.owner_id"))),
    "household_tally_address_ai": ("AFTER INSERT ON address", _keys(_ROW_KEY.format(row="new"))),
    "household_tally_address_au": ("AFTER UPDATE OF owner_id, line1, city, valid_to ON address",
                                   _keys(_ROW_KEY.format(row="new"), _ROW_KEY.format(row="old"))),
    "household_tally_address_ad": ("AFTER DELETE ON address", _keys(_ROW_KEY.format(row="old"))),
}

# PostgreSQL: the same statements in functions that run with the owner's rights (the counts
# follow a desk's change whatever that desk's login may write)
_PG_FUNCTIONS = (
    "CREATE OR REPLACE FUNCTION animaloffice_household_animal() RETURNS trigger LANGUAGE plpgsql "
    "SECURITY DEFINER SET search_path FROM CURRENT AS $$ BEGIN "
    "IF TG_OP <> 'DELETE' THEN " + _UPSERT.format(keys=_OWNER_KEYS.format(owners="NEW.owner_id")) + "; "
    + _OWN_UPSERT.format(owner="NEW.owner_id") + "; END IF; "
    "IF TG_OP <> 'INSERT' THEN " + _UPSERT.format(keys=_OWNER_KEYS.format(owners="OLD.owner_id")) + "; "
    + _OWN_UPSERT.format(owner="OLD.owner_id") + "; END IF; "
    "RETURN NULL; END $$",
    "CREATE OR REPLACE FUNCTION animaloffice_household_address() RETURNS trigger LANGUAGE plpgsql "
    "SECURITY DEFINER SET search_path FROM CURRENT AS $$ BEGIN "
    "IF TG_OP <> 'DELETE' THEN " + _UPSERT.format(keys="SELECT lower(trim(NEW.line1)) AS line, "
                                                       "lower(trim(NEW.city)) AS city") + "; END IF; "
    "IF TG_OP <> 'INSERT' THEN " + _UPSERT.format(keys="SELECT lower(trim(OLD.line1)) AS line, "
                                                       "lower(trim(OLD.city)) AS city") + "; END IF; "
    "RETURN NULL; END $$",
)
# TRUNCATE fires no row trigger: no animals, no counts; no addresses, no households
_PG_FUNCTIONS += (
    "CREATE OR REPLACE FUNCTION animaloffice_household_truncate() RETURNS trigger LANGUAGE plpgsql "
    "SECURITY DEFINER SET search_path FROM CURRENT AS $$ BEGIN "
    f"IF TG_TABLE_NAME = 'animal' THEN DELETE FROM {TABLE}; ELSE DELETE FROM {TABLE} WHERE line <> ''; END IF; "
    "RETURN NULL; END $$",
)
PG_TRIGGERS = {
    "household_tally_animal": ("AFTER INSERT OR DELETE OR UPDATE OF owner_id, status, voided_at ON animal",
                               "animaloffice_household_animal"),
    "household_tally_address": ("AFTER INSERT OR DELETE OR UPDATE OF owner_id, line1, city, valid_to ON address",
                                "animaloffice_household_address"),
    "household_tally_animal_truncate": ("AFTER TRUNCATE ON animal", "animaloffice_household_truncate"),
    "household_tally_address_truncate": ("AFTER TRUNCATE ON address", "animaloffice_household_truncate"),
}

_REBUILD = (f"DELETE FROM {TABLE}",
            f"INSERT INTO {TABLE} (line, city, animals) SELECT k.line, k.city, SUM(n.kept) FROM "
            f"(SELECT DISTINCT {_LINE.format(a='')} AS line, {_CITY.format(a='')} AS city, owner_id FROM address "
            "WHERE valid_to IS NULL) k JOIN (SELECT owner_id, COUNT(*) AS kept FROM animal WHERE owner_id IS NOT NULL "
            "AND status = 'active' AND voided_at IS NULL GROUP BY owner_id) n ON n.owner_id = k.owner_id "
            "GROUP BY k.line, k.city",
            f"INSERT INTO {TABLE} (line, city, animals) SELECT '', '#' || CAST(owner_id AS TEXT), COUNT(*) "
            "FROM animal WHERE owner_id IS NOT NULL AND status = 'active' AND voided_at IS NULL GROUP BY owner_id")


class HouseholdTally(pw.Model):
    """A row of the table, for reading it (the triggers write it)."""

    line = pw.TextField()
    city = pw.TextField()
    animals = pw.IntegerField(default=0)

    class Meta:
        database = database
        table_name = TABLE
        primary_key = pw.CompositeKey("line", "city")


def _sqlite(db: pw.Database) -> bool:
    return isinstance(db, pw.SqliteDatabase)


def _present_triggers(db: pw.Database) -> set[str]:
    if _sqlite(db):
        return {r[0] for r in db.execute_sql("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()}
    return {r[0] for r in db.execute_sql(
        "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN ('animal'::regclass, "
        "'address'::regclass)").fetchall()}


def create_table(db: pw.Database) -> None:
    db.execute_sql(f"CREATE TABLE IF NOT EXISTS {TABLE} (line TEXT NOT NULL, city TEXT NOT NULL, "
                   "animals INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (line, city))")
    db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{TABLE}_animals" ON {TABLE} (animals)')
    db.execute_sql(_key_index(db))


def _key_index(db: pw.Database) -> str:
    """The household key's index: of current addresses on SQLite; of every address on
    PostgreSQL, whose planner keeps the statistics of a partial index's expressions but does
    not use them. It then guessed 1,000 addresses a key (0.5% of the table) and hashed every
    animal of a metro city to check a handful of them (issue 32: nine tenths of the T-7A
    report's time). Ended addresses are few; the statements still ask for ``valid_to IS NULL``."""
    where = " WHERE valid_to IS NULL" if _sqlite(db) else ""
    return (f'CREATE INDEX IF NOT EXISTS "{KEY_INDEX}" ON address '
            f"({_LINE.format(a='')}, {_CITY.format(a='')}){where}")


def widen_key_index(db: pw.Database) -> None:
    """PostgreSQL: the partial key index of schema 32 made again over every address, and the
    table analyzed so that the planner has the expressions' statistics at once."""
    if _sqlite(db):
        return
    partial = db.execute_sql("SELECT x.indpred IS NOT NULL FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid "
                             "WHERE i.relname = %s AND i.relnamespace = current_schema()::regnamespace",
                             (KEY_INDEX,)).fetchone()
    if partial is not None and not partial[0]:
        return
    db.execute_sql(f'DROP INDEX IF EXISTS "{KEY_INDEX}"')
    db.execute_sql(_key_index(db))
    db.execute_sql("ANALYZE address")


def rebuild(db: pw.Database) -> None:
    """Count every household again from the records (a new table, or after a bulk load). On
    PostgreSQL the two tables are analyzed first: just after a bulk load the planner knew
    nothing of them and took over ten minutes for a metro office."""
    if not _sqlite(db):
        db.execute_sql("ANALYZE animal, address")
    for sql in _REBUILD:
        db.execute_sql(sql)


def ensure(db: pw.Database) -> None:
    """The table, its index and the triggers; when a trigger is missing (a new table, a bulk
    load) the counts are made again first. Cheap when all are there."""
    wanted = SQLITE_TRIGGERS if _sqlite(db) else PG_TRIGGERS
    if set(wanted) <= _present_triggers(db):
        return
    with db.atomic():
        create_table(db)
        drop(db)
        rebuild(db)
        if _sqlite(db):
            for name, (when, statements) in SQLITE_TRIGGERS.items():
                body = " ".join(f"{sql};" for sql in statements)
                db.execute_sql(f'CREATE TRIGGER "{name}" {when} FOR EACH ROW BEGIN {body} END')
            return
        for sql in _PG_FUNCTIONS:
            db.execute_sql(sql)
        for name, (when, function) in PG_TRIGGERS.items():
            each = "STATEMENT" if "TRUNCATE" in when else "ROW"
            db.execute_sql(f'CREATE TRIGGER "{name}" {when} FOR EACH {each} EXECUTE FUNCTION {function}()')


def drop(db: pw.Database) -> None:
    """Before a bulk load (``ensure`` after it counts everything once)."""
    if _sqlite(db):
        for name in SQLITE_TRIGGERS:
            db.execute_sql(f'DROP TRIGGER IF EXISTS "{name}"')
        return
    for name, (when, _) in PG_TRIGGERS.items():
        table = when.split(" ON ")[-1]
        db.execute_sql(f'DROP TRIGGER IF EXISTS "{name}" ON {table}')
