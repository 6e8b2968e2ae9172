"""Schema upgrades, one numbered step each, run in order by ``db.ensure_schema``.

A new database is created at ``CURRENT`` directly from the models. When a
release changes the schema, bump ``CURRENT`` and add a step here (use
``playhouse.migrate`` for columns and indexes); a step must work on SQLite and
PostgreSQL and must not lose data.
"""
from __future__ import annotations

from typing import Callable

import peewee as pw

CURRENT = 8


def _add_dangerous_dog_cases(db: pw.Database) -> None:
    """Schema 2: the dangerous-dog case table (Minn. Stat. 347.50-347.565), a new table only."""
    from .models import DangerousDogCase

    db.create_tables([DangerousDogCase], safe=True)


def _jurisdiction_indexes(db: pw.Database) -> None:
    """Schema 3: no index on the jurisdiction of a license (the jurisdiction, year and tag index
    begins with it) or of a charge (never looked up by it); a payment's is indexed with the day
    it was received, as takings look it up. An index on a column of a handful of values made
    SQLite read every payment of the city for a day's takings."""
    from .models import Payment

    for name in ("license_jurisdiction_id", "charge_jurisdiction_id", "payment_jurisdiction_id"):
        db.execute_sql(f'DROP INDEX IF EXISTS "{name}"')
    Payment._schema.create_indexes(safe=True)


def _license_animal_year_index(db: pw.Database) -> None:
    """Schema 4: a license's animal indexed with its year. Whether an animal has a later license
    (renewal reminders, "not renewed", licenses due) was a walk through every license of the
    animal; it is now one index seek. The index still serves every look-up by animal."""
    from .models import License

    db.execute_sql('DROP INDEX IF EXISTS "license_animal_id"')
    License._schema.create_indexes(safe=True)


def _unused_indexes(db: pw.Database) -> None:
    """Schema 5: no index on a charge's fee code or day, nor on a license's certificate. Every
    look-up of charges starts from the payment, the owner or the subject (a license, an impound,
    a citation); the fee code and day only narrow those few rows down. No look-up goes from a
    certificate to its licenses (and no record is ever deleted, so no reference check needs
    one). Each index cost every row written and a second or two of a metro office's build."""
    for name in ("charge_fee_code", "charge_charged_on", "license_vaccination_id"):
        db.execute_sql(f'DROP INDEX IF EXISTS "{name}"')


def _add_column(db: pw.Database, table: str, column: str, kind: str) -> None:
    """ALTER TABLE ... ADD COLUMN, unless the column is there already (a step run again)."""
    if all(c.name != column for c in db.get_columns(table)):
        db.execute_sql(f'ALTER TABLE "{table}" ADD COLUMN "{column}" {kind}')


def _hearing_effect_pending(db: pw.Database) -> None:
    """Schema 6: a written decision whose effect must be carried by hand is marked so until it is
    (a citation modified or paid before its reversal, a dangerous-dog case no longer open), and
    the follow-up list shows it, as it does an appeal's. Decisions already on file are not
    marked: their effect text says what was left to do."""
    kind = "INTEGER NOT NULL DEFAULT 0" if isinstance(db, pw.SqliteDatabase) else "BOOLEAN NOT NULL DEFAULT FALSE"
    _add_column(db, "hearing", "effect_pending", kind)


def _decision_receipt(db: pw.Database) -> None:
    """Schema 7: a dangerous-dog case keeps the decision that set its 14 days to comply, how it was
    sent and when the owner received it (347.541 counts from receipt). Cases decided before keep
    the deadline they were given."""
    for column, kind in (("decision_sent_on", "DATE"), ("decision_sent_by", "VARCHAR(20) NOT NULL DEFAULT ''"),
                         ("decision_received_on", "DATE")):
        _add_column(db, "dangerous_dog", column, kind)


def _sign_in_guards(db: pw.Database) -> None:
    """Schema 8: failed sign-ins counted per user name and per workstation (a lock-out after
    repeated failures), and each account's authority (the digest of its proof, made at its next
    sign-in: see domain.passwords)."""
    from .models import SignInThrottle

    db.create_tables([SignInThrottle], safe=True)
    _add_column(db, "user", "authority", "VARCHAR(64) NOT NULL DEFAULT ''")


# (version the step upgrades to, function(db))
STEPS: list[tuple[int, Callable[[pw.Database], None]]] = [
    (2, _add_dangerous_dog_cases),
    (3, _jurisdiction_indexes),
    (4, _license_animal_year_index),
    (5, _unused_indexes),
    (6, _hearing_effect_pending),
    (7, _decision_receipt),
    (8, _sign_in_guards),
]
