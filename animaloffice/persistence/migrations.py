"""Schema upgrades, one numbered step each, run in order by ``db.ensure_schema``.

A new database is created at ``CURRENT`` directly from the models. When a
release changes the schema, bump ``CURRENT`` and add a step here (use
``playhouse.migrate`` for columns and indexes); a step must work on SQLite and
PostgreSQL and must not lose data.
"""
from __future__ import annotations

from collections.abc import Callable

import peewee as pw

CURRENT = 37


def _add_dangerous_dog_cases(db: pw.Database) -> None:
    """Schema 2: the dangerous-dog case table (Minn. Stat. 347.50-347.565), a new table only."""
    from .models.dangerous_dogs import DangerousDogCase

    db.create_tables([DangerousDogCase], safe=True)


def _jurisdiction_indexes(db: pw.Database) -> None:
    """Schema 3: no index on the jurisdiction of a license (the jurisdiction, year and tag index
    begins with it) or of a charge (never looked up by it); a payment's is indexed with the day
    it was received, as takings look it up. An index on a column of a handful of values made
    SQLite read every payment of the city for a day's takings."""
    from .models.money import Payment

    for name in ("license_jurisdiction_id", "charge_jurisdiction_id", "payment_jurisdiction_id"):
        db.execute_sql(f'DROP INDEX IF EXISTS "{name}"')
    Payment._schema.create_indexes(safe=True)


def _license_animal_year_index(db: pw.Database) -> None:
    """Schema 4: a license's animal indexed with its year. Whether an animal has a later license
    (renewal reminders, "not renewed", licenses due) was a walk through every license of the
    animal; it is now one index seek. The index still serves every look-up by animal."""
    from .models.licensing import License

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


def _seizure_claims_and_quarantine_orders(db: pw.Database) -> None:
    """Schema 8: a seized animal's claims (a security posted, a hearing asked for: Minn. Stat.
    343.235) in a table of their own, and on the impound the order that allows euthanasia
    during an open rabies quarantine (Minn. R. 1721.0570). Impounds on file have no order."""
    from .models.impounds import SeizureClaim

    db.create_tables([SeizureClaim], safe=True)
    for column, kind in (("quarantine_order_on", "DATE"),
                         ("quarantine_order_by", "VARCHAR(200) NOT NULL DEFAULT ''"),
                         ("quarantine_order_authority", "VARCHAR(40) NOT NULL DEFAULT ''"),
                         ("quarantine_order_note", "TEXT NOT NULL DEFAULT ''")):
        _add_column(db, "impound", column, kind)


def _dangerous_dog_duties(db: pw.Database) -> None:
    """Schema 9: a dangerous-dog case keeps the facility a seized dog is held at (its notice names
    it, 347.541 subd. 3), the day the dog was sterilized and by whom (347.52 (d)), and its
    standardized tag (347.51 subd. 7). Cases on file have none of them recorded."""
    for column, kind in (("facility_id", 'INTEGER REFERENCES "facility" ("id")'), ("sterilized_on", "DATE"),
                         ("sterilized_by", "VARCHAR(160) NOT NULL DEFAULT ''"),
                         ("tag_number", "VARCHAR(40) NOT NULL DEFAULT ''"), ("tag_issued_on", "DATE")):
        _add_column(db, "dangerous_dog", column, kind)
    from .models.dangerous_dogs import DangerousDogCase

    DangerousDogCase._schema.create_indexes(safe=True)  # the facility's, as a new file has it


def _calendar_changes(db: pw.Database) -> None:
    """Schema 10: the closures an administrator records (weather, an emergency) and the holiday
    options a city changes from a date, laid over each profile's calendar; a new table only."""
    from .models.office import CalendarChange

    db.create_tables([CalendarChange], safe=True)


def _hearing_due_process(db: pw.Database) -> None:
    """Schema 11: a hearing request keeps its postmark (a profile may count the day it was mailed,
    T-4A, T-4C); a decision keeps who signed it for the hearing body and when the owner received
    it (a removal deadline after an upheld revocation counts from receipt, W-90.10H5); an appeal
    keeps whether it was filed late and the deadline it was late for; the office's hearing set-up
    for what a profile leaves "not stated" is a table of its own. Records already on file keep
    what they said: no postmark, no signer, not late."""
    from .models.enforcement import HearingSetup

    boolean = "INTEGER NOT NULL DEFAULT 0" if isinstance(db, pw.SqliteDatabase) else "BOOLEAN NOT NULL DEFAULT FALSE"
    _add_column(db, "hearing_request", "mailed_on", "DATE")
    for column, kind in (("signed_by", "VARCHAR(120) NOT NULL DEFAULT ''"),
                         ("signed_title", "VARCHAR(120) NOT NULL DEFAULT ''"), ("decision_received_on", "DATE")):
        _add_column(db, "hearing", column, kind)
    _add_column(db, "appeal", "late", boolean)
    _add_column(db, "appeal", "deadline", "DATE")
    db.create_tables([HearingSetup], safe=True)


def _owner_links(db: pw.Database) -> None:
    """Schema 12: two records of one person in two jurisdictions are linked (W-90.10H6 looks at
    convictions "by any jurisdiction"); a new table only."""
    from .models.people import OwnerLink

    db.create_tables([OwnerLink], safe=True)


def _permit_change_flag(db: pw.Database) -> None:
    """Schema 13: a permit whose holder moved is flagged with the day and what changed, for the
    officer to decide under T-4A. Permits already on file are not flagged."""
    _add_column(db, "permit", "changed_on", "DATE")
    _add_column(db, "permit", "change_note", "TEXT NOT NULL DEFAULT ''")


def _sign_in_guards(db: pw.Database) -> None:
    """Schema 14: failed sign-ins counted per user name and per workstation (a lock-out after
    repeated failures), and each account's authority (the digest of its proof, made at its next
    sign-in: see domain.passwords)."""
    from .models.office import SignInThrottle

    db.create_tables([SignInThrottle], safe=True)
    _add_column(db, "user", "authority", "VARCHAR(64) NOT NULL DEFAULT ''")
def _field_work(db: pw.Database) -> None:
    """Schema 15: the officer's field work in tables of their own: calls for service with their
    visits and links, bite reports, photos and papers attached to any case (their bytes in a table
    of their own), and the rabies certificates veterinarians report. New tables only; nothing on
    file changes."""
    from .models.attachments import Attachment, AttachmentData
    from .models.field import BiteReport, Call, CallLink, CallVisit
    from .models.rabies_reports import RabiesReport, RabiesReportLine

    db.create_tables([Call, CallVisit, CallLink, BiteReport, Attachment, AttachmentData, RabiesReport,
                      RabiesReportLine], safe=True)


def _lifetime_conversions(db: pw.Database) -> None:
    """Schema 19: a lifetime license (T-3A, grandfathered) records the license it converts: the
    old license's number and the day it was issued, before the amendment that made licenses
    yearly. Two columns with defaults; nothing on file changes."""
    _add_column(db, "license", "converted_from_number", "VARCHAR(40) NOT NULL DEFAULT ''")
    _add_column(db, "license", "converted_from_date", "DATE")


def _audit_chain(db: pw.Database) -> None:
    """Schema 20: every audit entry sealed onto the one before it (``audit_chain``), with the
    chain's head in a table of its own. The entries on file are sealed here, in the order of
    their ids, with the log's guards lifted for this step only (they come back before it
    ends); the chain proves nothing about them beyond their order at the upgrade."""
    from . import audit_chain
    from .audit_chain import install_guards
    from .models.office import AuditChainHead

    table = "audit_entry"
    _add_column(db, table, "prev_hash", "VARCHAR(64) NOT NULL DEFAULT ''")
    _add_column(db, table, "hash", "VARCHAR(64) NOT NULL DEFAULT ''")
    db.create_tables([AuditChainHead], safe=True)
    if isinstance(db, pw.SqliteDatabase):
        db.execute_sql(f'DROP TRIGGER IF EXISTS "{table}_no_update"')
        audit_chain.chain_existing(db)
    else:
        db.execute_sql(f'ALTER TABLE "{table}" DISABLE TRIGGER "{table}_readonly"')
        audit_chain.chain_existing(db)
        db.execute_sql(f'ALTER TABLE "{table}" ENABLE TRIGGER "{table}_readonly"')
    install_guards(db)


def _import_runs(db: pw.Database) -> None:
    """Schema 22: each import run, and the records it brought in with the old program's code
    (ASM3's person and animal codes, its license numbers) so later files link to them and the
    old numbers can be searched. New tables only; nothing on file changes."""
    from .models.imports import ImportedRecord, ImportRun

    db.create_tables([ImportRun, ImportedRecord], safe=True)


def _service_attempts(db: pw.Database) -> None:
    """Schema 24: how each notice was served, one row per attempt. A notice already on file keeps
    its method and sent date as its first attempt, the one its deadlines count from."""
    from .models.service import ServiceAttempt

    db.create_tables([ServiceAttempt], safe=True)
    methods = {"mail": "first_class", "certified": "certified", "registered": "registered",
               "in_person": "hand", "resident": "hand", "posted": "posted_premises", "email": "email"}
    true = "1" if isinstance(db, pw.SqliteDatabase) else "TRUE"
    case = " ".join(f"WHEN '{old}' THEN '{new}'" for old, new in methods.items())
    # the table as made now has schema 29's reason for a chosen attempt (no default in the database)
    reason = ", count_reason" if any(c.name == "count_reason" for c in db.get_columns("service_attempt")) else ""
    db.execute_sql(
        'INSERT INTO "service_attempt" (created_at, version, notice_id, seq, method, served_on, article_number, '
        "return_status, served_by, served_to, place, public_places, email_address, counts, notes" + reason + ") "
        f"SELECT n.created_at, 1, n.id, 1, CASE n.method {case} ELSE 'first_class' END, n.sent_on, '', '', '', "
        f"'', '', '[]', '', {true}, ''" + (", ''" if reason else "") + ' FROM "notice" n WHERE NOT EXISTS '
        '(SELECT 1 FROM "service_attempt" s WHERE s.notice_id = n.id)')


def _letter_language(db: pw.Database) -> None:
    """Schema 25: an owner's letters have a language (English unless chosen: every owner on
    file keeps the letters they had)."""
    _add_column(db, "owner", "letter_language", "VARCHAR(20) NOT NULL DEFAULT 'en'")


def _import_mappings(db: pw.Database) -> None:
    """Schema 26: the office's answers for the old program's values that match nothing here
    (a species, a license type, a person class), kept for the next file. A new table only."""
    from .models.imports import ImportMapping

    db.create_tables([ImportMapping], safe=True)


def _phone_keys(db: pw.Database) -> None:
    """Schema 27: each phone number keeps its digits backwards (``domain.persons.phone_key``), so
    the find box looks an owner up by a number typed any way through an index (made by
    ``search_schema``). Every number on file, current or ended, gets its key; nothing else changes."""
    from ..domain.persons import phone_key

    _add_column(db, "phone", "number_key", "VARCHAR(40) NOT NULL DEFAULT ''")
    rows = db.execute_sql('SELECT "id", "number" FROM "phone" WHERE "number_key" = \'\'').fetchall()
    for start in range(0, len(rows), 5000):
        keys = [(pid, phone_key(number)) for pid, number in rows[start:start + 5000]]
        if isinstance(db, pw.SqliteDatabase):
            db.cursor().executemany('UPDATE "phone" SET "number_key" = ? WHERE "id" = ?',
                                    [(key, pid) for pid, key in keys])
        else:
            values = ", ".join(["(%s, %s)"] * len(keys))
            db.execute_sql(f'UPDATE "phone" AS p SET "number_key" = v.k FROM (VALUES {values}) AS v(i, k) '
                           "WHERE p.id = v.i", [x for row in keys for x in row])


def _count_reason(db: pw.Database) -> None:
    """Schema 29: an attempt the officer chose to count a notice's deadlines from keeps the reason.
    Attempts on file keep their mark with no reason: the rule's choice, as it was."""
    _add_column(db, "service_attempt", "count_reason", "TEXT NOT NULL DEFAULT ''")


def _intake_kinds(db: pw.Database) -> None:
    """Schema 28: an intake that is not a seizure (an owner's surrender, a transfer in, an owner's
    request for euthanasia) keeps its reason, the sending agency's reference and the owner's word
    that the animal is theirs. Added with defaults: every impound on file keeps what it had."""
    _add_column(db, "impound", "intake_reason", "TEXT NOT NULL DEFAULT ''")
    _add_column(db, "impound", "source_reference", "VARCHAR(120) NOT NULL DEFAULT ''")
    _add_column(db, "impound", "owner_affirmed", "BOOLEAN")


def _license_expiry_index(db: pw.Database) -> None:
    """Schema 30: a city's licenses indexed by the day they expire, which "Licenses due and
    overdue" reads in order and hands over as it goes (the first page at once)."""
    from .models.licensing import License

    License._schema.create_indexes(safe=True)


def _service_details(db: pw.Database) -> None:
    """Schema 31: a hand delivery may keep the time of day it was made, and an owner the day they
    agreed to receive notices by e-mail and the day they took it back. Added empty: attempts on
    file keep no time, and no owner on file has an agreement recorded until the office records it."""
    _add_column(db, "service_attempt", "served_at", "TIME")
    _add_column(db, "owner", "email_consent_on", "DATE")
    _add_column(db, "owner", "email_consent_withdrawn_on", "DATE")


def _household_tally(db: pw.Database) -> None:
    """Schema 32: the animals kept at each address, counted by the database as animals and
    addresses change (``household_tally``), so the owners who need an animal permit for the
    number they keep (T-4A2, T-7A) are found without counting the whole city."""
    from . import household_tally

    household_tally.ensure(db)


def _household_key_statistics(db: pw.Database) -> None:
    """Schema 33: on PostgreSQL the household key's index covers every address, so that the
    planner uses its statistics (``household_tally._key_index``); nothing changes on SQLite."""
    from . import household_tally

    household_tally.widen_key_index(db)


def _license_expiry_ties(db: pw.Database) -> None:
    """Schema 34: the expiry index of schema 30 ends in the license id, the report's order for
    licenses that end on the same day (a year's yearly licenses all do). SQLite's ended in the
    row id already; on PostgreSQL a metro city's first 200 rows waited for a sort of the 68,000
    licenses of the first day. Analyzed on PostgreSQL so that it is planned at once."""
    from .models.licensing import License

    db.execute_sql('DROP INDEX IF EXISTS "license_jurisdiction_id_expires_on"')
    License._schema.create_indexes(safe=True)
    if not isinstance(db, pw.SqliteDatabase):
        db.execute_sql("ANALYZE license")


def _owner_name_words(db: pw.Database) -> None:
    """Schema 35: on PostgreSQL an index of the words of each owner's name, through which the
    search box finds a typed word's start (a first name, the second word of an organisation);
    with the regular expression it asked before, a word of two letters read every owner (~120 ms
    at 200,000 owners). Nothing changes on SQLite (its FTS table has the words)."""
    if isinstance(db, pw.SqliteDatabase):
        return
    from .search_schema import create_words_index

    create_words_index(db)
    db.execute_sql('DROP INDEX IF EXISTS "owner_name_trigram"')  # served the regular expression only
    db.execute_sql("ANALYZE owner")


def _number_patterns(db: pw.Database) -> None:
    """Schema 36: on PostgreSQL an index of license numbers and one of microchips that serve the
    start of one typed in the find box or the search box (``LIKE 'TRA-2026%'``), whatever the
    server's collation; without them each key typed read every license. Nothing on SQLite
    (a range of the plain index serves it)."""
    if isinstance(db, pw.SqliteDatabase):
        return
    from .search_schema import PATTERN_INDEXES, create_pg_indexes

    create_pg_indexes(db, PATTERN_INDEXES)
    db.execute_sql("ANALYZE license")
    db.execute_sql("ANALYZE animal")


def _license_year_indexes(db: pw.Database) -> None:
    """Schema 37: the licenses' years, and their numbers by year, which tell at once the years and
    licenses a typed start of a number spans (``license_find.number_bounds``); on PostgreSQL also
    the list's orders by animal, species, status and issue date (``search_schema.ORDER_INDEXES``)."""
    from .search_schema import INDEXES, ORDER_INDEXES, YEAR_INDEXES, create_pg_indexes

    sqlite = isinstance(db, pw.SqliteDatabase)
    for name, lite, pg in (entry for entry in INDEXES if entry[0] in YEAR_INDEXES):
        db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{name}" ON {lite if sqlite else pg}')
    if not sqlite:
        create_pg_indexes(db, ORDER_INDEXES)
        db.execute_sql("ANALYZE license, animal")


# (version the step upgrades to, function(db))
STEPS: list[tuple[int, Callable[[pw.Database], None]]] = [
    (2, _add_dangerous_dog_cases),
    (3, _jurisdiction_indexes),
    (4, _license_animal_year_index),
    (5, _unused_indexes),
    (6, _hearing_effect_pending),
    (7, _decision_receipt),
    (8, _seizure_claims_and_quarantine_orders),
    (9, _dangerous_dog_duties),
    (10, _calendar_changes),
    (11, _hearing_due_process),
    (12, _owner_links),
    (13, _permit_change_flag),
    (14, _sign_in_guards),
    (15, _field_work),
    (19, _lifetime_conversions),
    (20, _audit_chain),
    (22, _import_runs),
    (24, _service_attempts),
    (25, _letter_language),
    (26, _import_mappings),
    (27, _phone_keys),
    (28, _intake_kinds),
    (29, _count_reason),
    (30, _license_expiry_index),
    (31, _service_details),
    (32, _household_tally),
    (33, _household_key_statistics),
    (34, _license_expiry_ties),
    (35, _owner_name_words),
    (36, _number_patterns),
    (37, _license_year_indexes),
]
