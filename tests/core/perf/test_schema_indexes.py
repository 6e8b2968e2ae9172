"""Schemas 3, 4 and 5: indexes shaped like the look-ups that use them.

Schema 3: the jurisdiction is indexed where a look-up starts from it, and only there. A
city's payments are looked up with the day they were received (a day's or a month's takings);
an index on the jurisdiction alone (a handful of values) led SQLite to read every payment of
the city for one day. Schema 4: a license's animal is indexed with its year, so "is there a
later license of this animal" (renewal reminders, "not renewed", licenses due) is one seek.
Schema 5: a charge's fee code and day are not indexed (charges are found by payment, owner or
subject, and those two only narrow the rows found), nor a license's certificate (no look-up
goes from a certificate to its licenses)."""
from __future__ import annotations

import logging
import sqlite3
from datetime import date

from animaloffice.persistence import migrations
from animaloffice.persistence.db import schema_version
from animaloffice.persistence.models.base import database
from animaloffice.reports import run_report
from animaloffice.services import owners, payments
from tests.core.schema_files import new_file, opened, set_back

OLD = {"license_jurisdiction_id": 'ON "license" ("jurisdiction_id")',
       "charge_jurisdiction_id": 'ON "charge" ("jurisdiction_id")',
       "payment_jurisdiction_id": 'ON "payment" ("jurisdiction_id")',
       "license_animal_id": 'ON "license" ("animal_id")',
       "charge_fee_code": 'ON "charge" ("fee_code")',
       "charge_charged_on": 'ON "charge" ("charged_on")',
       "license_vaccination_id": 'ON "license" ("vaccination_id")'}
NEW = "payment_jurisdiction_id_received_on"
ANIMAL_YEAR = "license_animal_id_year"


def _indexes(path) -> set[str]:
    with sqlite3.connect(path) as conn:
        names = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    conn.close()
    return names


def test_a_schema_2_database_trades_its_indexes(tmp_path):
    path = tmp_path / "old.sqlite3"
    new_file(path)
    assert {NEW, ANIMAL_YEAR} <= _indexes(path) and not set(OLD) & _indexes(path)  # made at the latest schema
    set_back(path, 2, f'DROP INDEX "{NEW}"', f'DROP INDEX "{ANIMAL_YEAR}"',
             *(f'CREATE INDEX "{name}" {what}' for name, what in OLD.items()))
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 5
    names = _indexes(path)
    assert {NEW, ANIMAL_YEAR} <= names and not set(OLD) & names
    assert (tmp_path / "old.before-upgrade-v2.sqlite3").exists()


def test_a_days_takings_are_read_by_jurisdiction_and_day(office):
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ada", last_name="Payer").id
    for day in (date(2026, 3, 2), date(2026, 3, 3)):
        with database.obj.atomic():
            charge = payments.add_charge(office.clerk, jurisdiction_id=office.tracy, owner_id=owner,
                                         fee_code="license.dog", description="dog license", amount=1500, on=day)
            payments.settle(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, charges=[charge],
                            payment=payments.PaymentInput("cash", 1500), on=day)
    result = run_report("takings_day", jurisdiction_id=office.tracy, day=date(2026, 3, 3))
    assert result.totals[-1] == 1500
    if office.backend == "sqlite":
        plan = database.obj.execute_sql(
            'EXPLAIN QUERY PLAN SELECT id FROM "payment" WHERE jurisdiction_id = ? '
            "AND received_on >= ? AND received_on <= ?", (office.tracy, "2026-03-03", "2026-03-03")).fetchall()
        assert NEW in " ".join(str(step[-1]) for step in plan)


def test_a_later_license_of_the_animal_is_one_index_seek(office):
    """The "not renewed" test of the Licenses list and the licenses-due report."""
    if office.backend != "sqlite":  # PostgreSQL plans by its own statistics: the index is there
        names = {n for (n,) in database.obj.execute_sql("SELECT indexname FROM pg_indexes WHERE tablename = 'license'")}
        assert ANIMAL_YEAR in names and "license_animal_id" not in names
        return
    from animaloffice.persistence.models.licensing import License
    from animaloffice.queries.licenses import not_renewed

    sql, params = License.select(License.id).where(not_renewed()).sql()
    plan = " ".join(str(step[-1]) for step in database.obj.execute_sql("EXPLAIN QUERY PLAN " + sql, params))
    assert f"USING INDEX {ANIMAL_YEAR} (animal_id=? AND year>?)" in plan, plan



def test_an_at_large_penalty_on_a_bill_is_found_through_the_charges_subject(office):
    """W-90.05C: the penalty already on an impound's bill is looked for among that impound's
    charges (the subject index), not through the fee codes of every charge."""
    from animaloffice.persistence.models.money import Charge

    if office.backend != "sqlite":
        names = {n for (n,) in database.obj.execute_sql("SELECT indexname FROM pg_indexes WHERE tablename = 'charge'")}
        assert "charge_subject_table_subject_id" in names and not {"charge_fee_code", "charge_charged_on"} & names
        return
    sql, params = (Charge.select().where((Charge.subject_table == "impound") & Charge.subject_id.in_([1, 2])
                                         & Charge.fee_code.startswith("at_large.") & Charge.voided_at.is_null())
                   .sql())
    plan = " ".join(str(step[-1]) for step in database.obj.execute_sql("EXPLAIN QUERY PLAN " + sql, params))
    assert "USING INDEX charge_subject_table_subject_id" in plan, plan


EXPIRY = "license_jurisdiction_id_expires_on_id"
EXPIRY_30 = "license_jurisdiction_id_expires_on"  # schema 30 to 33: no id at its end


def test_a_schema_29_database_gains_the_license_expiry_index(tmp_path):
    path = tmp_path / "old.sqlite3"
    new_file(path)
    set_back(path, 29, f'DROP INDEX "{EXPIRY}"')
    assert EXPIRY not in _indexes(path)
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 30
    assert EXPIRY in _indexes(path) and EXPIRY_30 not in _indexes(path)


def test_a_schema_33_database_trades_the_expiry_index_for_one_ending_in_the_id(tmp_path):
    path = tmp_path / "old.sqlite3"
    new_file(path)
    set_back(path, 33, f'DROP INDEX "{EXPIRY}"', f'CREATE INDEX "{EXPIRY_30}" ON "license" ("jurisdiction_id", "expires_on")')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 34
    assert EXPIRY in _indexes(path) and EXPIRY_30 not in _indexes(path)


def test_licenses_due_are_read_in_the_order_they_expire(office):
    """On the (jurisdiction, expires_on, id) index (schema 30, the id since 34) "Licenses due and overdue" walks the
    city's licenses in expiry order with no sort of every row first, so its first part is handed
    over before its last row is read."""
    if office.backend != "sqlite":  # PostgreSQL plans by its own statistics: the index is there
        names = {n for (n,) in database.obj.execute_sql("SELECT indexname FROM pg_indexes WHERE tablename = 'license'")}
        assert EXPIRY in names and EXPIRY_30 not in names
        return
    from animaloffice.reports import licensing as report

    sent = []
    handler = logging.Handler()
    handler.emit = lambda record: sent.append(record.msg) if isinstance(record.msg, tuple) else None
    logger = logging.getLogger("peewee")
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        list(report.licenses_due_parts(jurisdiction_id=office.tracy, on=date(2026, 12, 1), days=30))
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    sql, params = next(m for m in sent if 'FROM "license"' in m[0] and "ORDER BY" in m[0])
    plan = " ".join(str(step[-1]) for step in database.obj.execute_sql("EXPLAIN QUERY PLAN " + sql, params))
    assert EXPIRY in plan and "TEMP B-TREE" not in plan, plan
