"""The demo office: a small bulk-loaded database is consistent with the rules the services enforce."""
from __future__ import annotations

import json
from collections import Counter as Tally
from datetime import date

import pytest

from animaloffice.demo import populate
from animaloffice.demo_bulk import Plan
from animaloffice.domain import licensing as rules
from animaloffice.persistence import profiles
from animaloffice.persistence.audit_chain import verify
from animaloffice.persistence.models.animals import Vaccination
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry, Counter
from animaloffice.persistence.models.people import Owner
from animaloffice.queries import certificate_status
from animaloffice.queries.search import search
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date(2026, 11, 20)
SMALL = Plan(owners=60, animals=90, licenses=150, years=3, impounds=40, permits=16)


@pytest.fixture
def demo(office, monkeypatch):
    from animaloffice.demo_bulk import licenses

    monkeypatch.setattr(licenses, "LICENSES_A_CHUNK", 7)  # the licenses are numbered and written in chunks
    summary = populate(["tracy", "worthington"], [office.tracy, office.worthington], seed=7, today=TODAY,
                       plan=SMALL, parts=[])
    return office, summary


def test_demo_counts(demo):
    office, summary = demo
    assert summary.licenses == License.select().count() == 150
    assert summary.owners == Owner.select().count() >= 60
    from animaloffice.persistence.models.base import database as db
    assert db.execute_sql("PRAGMA foreign_key_check").fetchall() == [] if office.backend == "sqlite" else True
    assert License.select().where(License.jurisdiction == office.worthington).count() == 0  # no licensing
    assert Owner.select().where(Owner.jurisdiction == office.worthington).count() > 0


def test_demo_letters_carry_an_office_letterhead_and_signature(demo):
    from animaloffice.printing.letterhead import letterhead_for

    office, _ = demo
    head = letterhead_for(office.worthington)
    assert head.office_name == "Southwest Minnesota Animal Control"
    assert head.address == "336 Morgan St, Tracy, MN 56175" and head.phone and head.signature_name


def test_demo_keeps_the_letterhead_an_office_already_set(office):
    from animaloffice.queries.office import office_settings
    from animaloffice.services.jurisdictions import set_office_settings

    set_office_settings(office.admin, {"office_name": "Lyon County Animal Control"})
    populate(["tracy"], [office.tracy], seed=7, today=TODAY, plan=Plan(owners=10, animals=15, licenses=10,
                                                                      years=1, impounds=2, permits=1), parts=[])
    settings = office_settings()
    assert settings["office_name"] == "Lyon County Animal Control" and settings["office_phone"] == "507-629-5528"


def test_t_3a_every_license_has_a_current_certificate_on_its_issue_day(demo):
    shots: dict[int, list[rules.Shot]] = {}
    for v in Vaccination.select():
        shots.setdefault(v.animal_id, []).append(rules.Shot(v.vaccinated_on, v.duration_years, v.received_on))
    for lic in License.select():
        current = rules.current_shot(shots[lic.animal_id], lic.issued_on)
        assert current is not None, lic.number
        assert Vaccination.get_by_id(lic.vaccination_id).vaccinated_on == current.vaccinated_on
        assert lic.issued_on <= TODAY and lic.year == lic.issued_on.year
        assert lic.status == ("active" if lic.year == TODAY.year else "expired")


def test_t_3a_tags_unique_per_jurisdiction_and_year_and_numbers_counted(demo):
    office, _ = demo
    pairs = Tally((lic.jurisdiction_id, lic.year, lic.tag_number) for lic in License.select())
    assert max(pairs.values()) == 1
    for (jid, year), top in Tally((l.jurisdiction_id, l.year) for l in License.select()).items():
        assert Counter.get_by_id(f"license:{jid}:{year}").value == top
    # the services carry on after the load: the next license gets the next number and tag
    profile = profiles.profile_for(office.tracy)
    for lic in License.select().where(License.year == TODAY.year).order_by(License.id.desc()):
        animal = lic.animal  # the latest whose certificate is still current: it can be licensed again today
        if not rules.license_refusals(profile, species=animal.species, birth_date=animal.birth_date,
                                                shots=certificate_status.shots_for(animal.id), on=date.today()):
            break
    licensing.void_license(office.admin, lic.id, "demo check")
    issued = licensing.issue_license(office.clerk, animal_id=animal.id, on=date.today(), year=date.today().year,
                                     payment=PaymentInput("cash", rules.license_fee(
                                         profiles.profile_for(office.tracy), species=animal.species,
                                         altered=animal.altered, on=date.today()).value))
    if date.today().year == TODAY.year:
        assert issued.number.endswith(f"{Counter.get_by_id(f'license:{office.tracy}:{TODAY.year}').value:06d}")
        assert issued.tag_number > lic.tag_number


def test_t_3a_licenses_numbered_in_issue_order_and_renewals_point_at_last_year(demo):
    """The database writes the licenses from numbered plans: each reads as the services write
    one (T-3A): numbers and tags of the year in issue order, a renewal pointing at the same
    animal's license of the year before, the visit's time on the issue day."""
    office, _ = demo
    licenses = list(License.select().order_by(License.id))
    by_animal_year = {(lic.animal_id, lic.year): lic.id for lic in licenses}
    for year in {lic.year for lic in licenses}:
        of_year = [lic for lic in licenses if lic.year == year]
        assert [lic.number for lic in of_year] == [f"TRA-{year}-{n:06d}" for n in range(1, len(of_year) + 1)]
        assert [lic.tag_number for lic in of_year] == list(range(1, len(of_year) + 1))
        assert [lic.issued_on for lic in of_year] == sorted(lic.issued_on for lic in of_year)
    for lic in licenses:
        assert lic.renewal_of_id == by_animal_year.get((lic.animal_id, lic.year - 1))
        assert (lic.term, lic.grandfathered, lic.end_reason, lic.ended_on) == ("annual", False, "", None)
        assert lic.created_at.date() == lic.issued_on and lic.expires_on == date(lic.year, 12, 31)
    assert any(lic.renewal_of_id for lic in licenses)
    # the working tables of the load are gone
    from animaloffice.persistence.models.base import database as db
    if office.backend == "sqlite":
        assert db.execute_sql("SELECT name FROM sqlite_temp_master").fetchall() == []
    else:
        assert db.execute_sql("SELECT relname FROM pg_class WHERE relpersistence = 't'").fetchall() == []


def test_t_7a_each_demo_owner_has_a_home_of_its_own(office, monkeypatch):
    """T-7A counts the animals of a household (the owners at one address): the demo gives each
    owner its own address, so the permits-needed list names real households, not strangers
    who drew the same house number. (One street, so that 400 owners would surely draw the
    same number twice.)"""
    from animaloffice.demo_bulk import names
    from animaloffice.persistence.models.people import Address

    monkeypatch.setattr(names, "STREETS", ("Morgan St",))
    populate(["tracy"], [office.tracy], seed=7, today=TODAY, parts=[],
             plan=Plan(owners=400, animals=500, licenses=100, years=2, impounds=0, permits=0))
    homes = [(a.owner.jurisdiction_id, a.line1.lower()) for a in Address.select().join(Owner)]
    assert len(homes) == Owner.select().count() > 300 and len(set(homes)) == len(homes)


def test_charges_and_payments_match_the_profile_fee(demo):
    office, _ = demo
    from animaloffice.persistence.profiles import profile_for

    profile = profile_for(office.tracy)
    for c in Charge.select().where(Charge.subject_table == "license"):
        lic = License.get_by_id(c.subject_id)
        fee = rules.license_fee(profile, species=lic.animal.species, altered=lic.animal.altered,
                                on=lic.issued_on)
        assert c.amount_cents == fee.value == lic.fee_cents and c.explanation == fee.text()
        assert c.charged_on == lic.issued_on and c.owner_id == lic.owner_id
    # one receipt per visit: exactly what that owner's charges of the day came to
    visits = {(lic.owner_id, lic.issued_on) for lic in License.select()}
    license_receipts = {c.payment_id for c in Charge.select().where(Charge.subject_table == "license")}
    assert len(license_receipts) == len(visits)
    assert Charge.select().where(Charge.subject_table == "license").count() == License.select().count()
    for p in Payment.select():
        charges = list(Charge.select().where(Charge.payment == p))
        assert charges and p.amount_cents == sum(c.amount_cents for c in charges)
        assert {(c.owner_id, c.charged_on) for c in charges} == {(p.owner_id, p.received_on)}


def test_audit_entries_as_the_services_write_them(demo):
    lic = License.select().where(License.status == "expired").first()
    entries = {e.action: e for e in AuditEntry.select().where((AuditEntry.table_name == "license")
                                                              & (AuditEntry.record_id == str(lic.id)))}
    made = entries.get("license.issue") or entries["license.renew"]
    after = json.loads(made.after)
    assert after["status"] == "active" and after["version"] == 1 and after["number"] == lic.number
    assert after["owner"] == lic.owner_id and after["issued_on"] == lic.issued_on.isoformat()
    assert json.loads(entries["license.expire"].after)["status"] == "expired"
    assert made.note == Charge.get((Charge.subject_table == "license") & (Charge.subject_id == lic.id)).explanation
    counts = Tally(e.action for e in AuditEntry.select(AuditEntry.action))
    assert counts["owner.create"] == Owner.select().count() and counts["charge.add"] == Charge.select().count()
    assert counts["payment.take"] == Payment.select().count()
    assert counts["license.issue"] + counts["license.renew"] == 150
    assert counts["license.expire"] == License.select().where(License.status == "expired").count()
    pay = Payment.select().first()
    note = AuditEntry.get((AuditEntry.action == "payment.take") & (AuditEntry.record_id == str(pay.id))).note
    assert sorted(int(x) for x in note.split(", ")) == [c.id for c in Charge.select().where(Charge.payment == pay)]
    chain = verify()  # every entry sealed onto the one before, never earlier than it
    assert chain.ok and chain.whole, chain.describe()


def test_demo_records_are_found_by_search(demo):
    office, _ = demo
    lic = License.select().where(License.tag_number >= 10).first()
    assert any(h.kind == "license" and h.id == lic.id for h in search(str(lic.tag_number), office.tracy))
    owner = Owner.select().where(Owner.jurisdiction == office.tracy).first()
    assert any(h.id == owner.id for h in search(owner.last_name, office.tracy, limit=200))


def test_fresh_file_is_built_fast_path_and_checks_clean(tmp_path, monkeypatch):
    """A new file is loaded without journal, with indexes after and a writing thread; the
    result must pass SQLite's own checks and come back in WAL mode with references on."""
    from animaloffice.config import DatabaseTarget
    from animaloffice.demo import build_demo
    from animaloffice.demo_bulk import licenses, writer
    from animaloffice.persistence.db import close_database, integrity_check

    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    monkeypatch.setattr(licenses, "LICENSES_A_CHUNK", 7)  # written a chunk at a time as they are numbered
    monkeypatch.setattr(writer, "CHUNK", 25)  # owners too, with their search entries
    profiles.forget()
    target = DatabaseTarget("sqlite", path=tmp_path / "demo.sqlite3")
    try:
        summary = build_demo(target, codes=["tracy", "worthington"], today=TODAY, plan=SMALL, parts=[])
        assert summary.licenses == 150
        for year in {lic.year for lic in License.select()}:
            of_year = list(License.select().where(License.year == year).order_by(License.id))
            assert [lic.number for lic in of_year] == [f"TRA-{year}-{n:06d}" for n in range(1, len(of_year) + 1)]
            assert [lic.tag_number for lic in of_year] == list(range(1, len(of_year) + 1))
        for c in Charge.select().where(Charge.subject_table == "license"):
            lic = License.get_by_id(c.subject_id)
            assert c.description.endswith(f" license {lic.number}, tag {lic.tag_number}")
            assert (c.owner_id, c.charged_on, c.amount_cents) == (lic.owner_id, lic.issued_on, lic.fee_cents)
            assert (c.payment.owner_id, c.payment.received_on) == (lic.owner_id, lic.issued_on)
        assert database.execute_sql("SELECT count(*) FROM owner_search").fetchone()[0] == Owner.select().count()
        assert integrity_check() == []
        assert database.execute_sql("PRAGMA foreign_key_check").fetchall() == []
        # loaded without reference checks, each license still has its charge and receipt (T-3A)
        assert Charge.select().where(Charge.subject_table == "license").count() == 150
        lic = License.select().order_by(License.id.desc()).first()
        charge = Charge.get((Charge.subject_table == "license") & (Charge.subject_id == lic.id))
        assert charge.description.endswith(f" license {lic.number}, tag {lic.tag_number}")
        assert charge.payment.receipt_number.startswith(f"TRA-R{lic.year}-")
        assert charge.payment.payer_name == lic.owner.display_name
        assert database.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert database.execute_sql("PRAGMA foreign_keys").fetchone()[0] == 1
        names = {r[0] for r in database.execute_sql("SELECT name FROM sqlite_master WHERE type='index'")}
        assert {"license_number", "owner_name_nocase", "license_tag_number"} <= names
        from animaloffice.persistence.models.office import User
        assert {u.username for u in User.select()} == {"admin", "clerk", "officer"}
        owner = Owner.select().first()
        assert any(h.id == owner.id for h in search(owner.display_name.split(",")[0], limit=500))
    finally:
        close_database()
        profiles.forget()


def test_printed_license_card_matches_the_detail_pane(demo):
    """The certificate's quick read gives what the detail pane's reading gives (less the lists)."""
    from dataclasses import replace

    from animaloffice.queries.license_card import license_card
    from animaloffice.queries.license_detail import license_detail

    for lic in License.select().order_by(License.id.desc()).limit(25):
        full = license_detail(lic.id, TODAY)
        card = license_card(lic.id, TODAY)
        assert card == replace(full, renewal_of="", renewed_by="", receipts=(), tag_marks=(), notices=(),
                               history=())
