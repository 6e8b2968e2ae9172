"""Hostile input thrown at every service: each call is either saved or refused with an
error that names the field (or the rule), nothing crashes with another exception, and a
refusal leaves every table exactly as it was.

The sweep covers every acting function in ``animaloffice.services`` (the same sweep as the
permission test), so services added later are fuzzed too: known ones start from realistic
arguments (``BASELINES``), others from arguments guessed from their parameter names.
"""
from __future__ import annotations

import importlib
import inspect
import os
from dataclasses import dataclass
from datetime import date, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from animaloffice.domain import licensing as rules
from animaloffice.domain.errors import (ConflictError, NotFound, OfficeError, RuleViolation,
                                        ValidationError)
from animaloffice.persistence.models import ALL_MODELS, Animal, License, Owner, User, database
from animaloffice.services import animals, jurisdictions, licensing, owners, payments
from animaloffice.services.payments import PaymentInput

from .hostile import hostile_for, texts
from .test_permissions import acting_functions

TODAY = date.today()
EXAMPLES = int(os.environ.get("ANIMALOFFICE_FUZZ_EXAMPLES", "6"))  # per service; more for a deep run
NOT_FUZZED = {  # they take rows or query results made by the program, not values a person types
    "backups.restore", "payments.settle", "export.export_report", "licensing_notices.record_letters_sent",
    # a sign-in: a failed one is counted and audited on purpose (tests/core/trust/test_sign_in_guard.py)
    "approvals.second_sign_in"}
FIXED = {"path", "profile_path"}  # a file the person chose in a dialog: kept, never spoiled
BORROW = {  # a one-step wrapper passes its **fields on: start from the wrapped service's arguments
    "dangerous_dogs.declare_and_notify": "dangerous_dogs.declare"}


@dataclass
class Records:
    j: int
    owner: int
    owner2: int
    animal: int  # vaccinated, not licensed
    licensed: int
    license: int
    payment: int
    charge: int  # unpaid
    user: int


def make_records(office) -> Records:
    a = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    b = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg")
    pets = []
    for name in ("Rex", "Lic", "Paid", "Owes"):
        pet = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=a.id, species="dog",
                                    name=name, altered=True, birth_date=TODAY - timedelta(days=1200))
        animals.record_vaccination(office.clerk, pet.id, vaccinated_on=TODAY - timedelta(days=10),
                                   veterinarian="Dr. V")
        pets.append(pet.id)
    fee = rules.license_fee(jurisdictions.profile_for(office.tracy), species="dog", altered=True, on=TODAY)
    lic = licensing.issue_license(office.clerk, animal_id=pets[1])
    paid = licensing.issue_license(office.clerk, animal_id=pets[2], payment=PaymentInput("cash", fee.value))
    owes = licensing.issue_license(office.clerk, animal_id=pets[3])
    charge = payments.unpaid_charges(subject_table="license", subject_id=owes.license_id)[0].id
    dana = User.create(username=f"dana{User.select().count()}", role="clerk", password_hash=User.get_by_id(office.clerk.user_id)
                       .password_hash)  # (no second slow hash)
    return Records(office.tracy, a.id, b.id, pets[0], pets[1], lic.license_id, paid.receipt.payment_id,
                   charge, dana.id)


def version(model, record_id) -> int:
    row = model.get_or_none(model.id == record_id)
    return row.version if row else 1


ADDRESS = {"line1": "1 Main St", "city": "Tracy", "state": "MN", "postal_code": "56175"}
BASELINES = {
    "owners.create_owner": lambda r: dict(jurisdiction_id=r.j, kind="person", first_name="Ann",
                                          last_name="Olson", email="ann@example.com", notes="",
                                          address=dict(ADDRESS), phone="507-555-0101", since=TODAY),
    "owners.update_owner": lambda r: dict(owner_id=r.owner, expected_version=version(Owner, r.owner),
                                          last_name="Olsen", email="a@b.co"),
    "owners.change_address": lambda r: dict(owner_id=r.owner, line1="2 Oak Ave", city="Tracy",
                                            state="MN", postal_code="56175", kind="home", moved_on=TODAY),
    "owners.change_phone": lambda r: dict(owner_id=r.owner, number="507-555-0111", kind="mobile",
                                          since=TODAY),
    "owners.record_conviction": lambda r: dict(owner_id=r.owner2, offense="cruelty",
                                               convicted_on=TODAY - timedelta(days=40),
                                               animal_cruelty=True, court="Lyon", plea="convicted"),
    "animals.create_animal": lambda r: dict(jurisdiction_id=r.j, owner_id=r.owner, owned_since=TODAY,
                                            species="dog", name="Bo", breed="Beagle", sex="M",
                                            birth_date=TODAY - timedelta(days=400), microchip="",
                                            weight_lb=20),
    "animals.update_animal": lambda r: dict(animal_id=r.animal, expected_version=version(Animal, r.animal),
                                            colour="brown", weight_lb=30, name="Rexy"),
    "animals.record_vaccination": lambda r: dict(animal_id=r.animal, vaccinated_on=TODAY - timedelta(days=2),
                                                 duration_years=3, veterinarian="Dr. V", lot="A1",
                                                 received_on=TODAY),
    "animals.transfer_animal": lambda r: dict(animal_id=r.animal, new_owner_id=r.owner2, on=TODAY,
                                              reason="sold"),
    "animals.record_litter": lambda r: dict(owner_id=r.owner, born_on=TODAY - timedelta(days=3),
                                            species="dog", count=4, dam_id=None, notes=""),
    "animals.record_death": lambda r: dict(animal_id=r.animal, on=TODAY, note="old age"),
    "licensing.issue_license": lambda r: dict(animal_id=r.animal, on=TODAY, tag_number=None,
                                              payment=None, fee_cents=None),
    "licensing.renew_license": lambda r: dict(license_id=r.license, on=TODAY, tag_number=None, payment=None),
    "licensing.record_exemption": lambda r: dict(animal_id=r.animal, reason="veterinary_care", on=TODAY,
                                                 notes=""),
    "licensing.replace_tag": lambda r: dict(license_id=r.license, reason="lost", on=TODAY,
                                            tag_number=None, payment=None,
                                            expected_version=version(License, r.license)),
    "licensing.void_license": lambda r: dict(license_id=r.license, reason="mistake",
                                             expected_version=None),
    "tag_numbers.add_tag_stock": lambda r: dict(jurisdiction_id=r.j, year=TODAY.year + 1, first_number=1,
                                              last_number=100, received_on=TODAY, notes=""),
    "tag_numbers.mark_tag": lambda r: dict(jurisdiction_id=r.j, year=TODAY.year, number=900,
                                         status="spoiled", reason="", on=TODAY),
    "licensing.expire_licenses": lambda r: dict(on=TODAY),
    "payments.pay_charges": lambda r: dict(charge_ids=[r.charge], payment=PaymentInput("cash", 1000),
                                           on=TODAY),
    "payments.void_payment": lambda r: dict(payment_id=r.payment, reason="bounced"),
    "notices.record_notice": lambda r: dict(jurisdiction_id=r.j, kind="other", sent_on=TODAY,
                                            owner_id=r.owner, method="mail", reasons="r",
                                            subject_table="owner", subject_id=r.owner),
    "jurisdictions.set_dated_value": lambda r: dict(jurisdiction_id=r.j, kind="fee", key="license.dog",
                                                    effective_from=TODAY, value=2000, note=""),
    "jurisdictions.set_office_settings": lambda r: dict(values={"office_name": "Tracy Animal Control"}),
    "calendar_changes.record_closure": lambda r: dict(jurisdiction_id=r.j, day=date(2026, 3, 4), through=None,
                                                      reason="Blizzard"),
    "calendar_changes.set_holiday_option": lambda r: dict(jurisdiction_id=r.j, option="friday_after_thanksgiving",
                                                          observed=True, effective_from=TODAY,
                                                          reason="Council resolution 2026-31"),
    "jurisdictions.add_jurisdiction": lambda r: dict(code="worthington", profile_path=None),
    "users.create_user": lambda r: dict(username="newbie", password="long-password-1", role="clerk",
                                        full_name="New"),
    "users.update_user": lambda r: dict(user_id=r.user, expected_version=version(User, r.user),
                                        full_name="Dana K", role="officer", active=True),
    "users.set_password": lambda r: dict(user_id=r.user, password="another-pass-1"),
    "users.change_own_password": lambda r: dict(current="wrong", new="another-pass-1"),
}


def _id_tables() -> dict:
    """Parameter name -> model: impound_id -> Impound, application_id -> PermitApplication..."""
    out = {}
    for m in ALL_MODELS:
        out.setdefault(f"{m._meta.table_name}_id", m)
    for m in ALL_MODELS:
        out.setdefault(f"{m._meta.table_name.rsplit('_', 1)[-1]}_id", m)
    return out


ID_TABLES = _id_tables()


def guessed_baseline(fn, r: Records, data) -> dict:
    """Arguments from parameter names, for a service without a baseline here: an id parameter
    gets one of the records the demo parts made in that table."""
    ids = {"owner_id": r.owner, "animal_id": r.animal, "license_id": r.license, "jurisdiction_id": r.j,
           "payment_id": r.payment, "user_id": r.user, "new_owner_id": r.owner2, "charge_ids": [r.charge]}
    out = {}
    for p in inspect.signature(fn).parameters.values():
        if p.name == "actor" or p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL):
            continue
        a = str(p.annotation).lower()
        model = ID_TABLES.get(p.name)
        if p.name in ids:
            out[p.name] = ids[p.name]
        elif model is not None and (p.default is p.empty or data.draw(st.booleans(), label="use id")):
            existing = [i for (i,) in model.select(model.id).order_by(model.id.desc()).limit(25).tuples()]
            out[p.name] = data.draw(st.sampled_from(existing), label=f"{p.name} record") if existing else 1
        elif p.default is not p.empty:
            out[p.name] = p.default
        elif "date" in a or p.name in ("on", "since") or p.name.endswith(("_on", "_from", "_date")):
            out[p.name] = TODAY
        elif "bool" in a:
            out[p.name] = False
        elif "int" in a:
            out[p.name] = 1
        else:
            out[p.name] = "Test value"
    return out


def table_counts() -> tuple:
    sql = "SELECT " + ", ".join(f'(SELECT COUNT(*) FROM "{m._meta.table_name}")' for m in ALL_MODELS)
    return tuple(database.execute_sql(sql).fetchone())


def fuzzed_functions():
    return [p for p in acting_functions() if p.id not in NOT_FUZZED]


def check_refusal(exc: Exception) -> None:
    if isinstance(exc, (ValidationError, NotFound)):
        assert isinstance(exc.field, str) and exc.field, f"{exc!r} names no field"
    elif isinstance(exc, RuleViolation):
        assert exc.field or exc.rule_ids, f"{exc!r} names neither field nor rule"
        assert all(r.rule_id for r in exc.refusals)
    elif not isinstance(exc, ConflictError):
        raise exc
    assert exc.message and isinstance(exc.message, str)


def test_hostile_values_are_saved_or_refused_by_field(office):
    """One office per backend; each service gets fresh records, then hostile calls."""
    if office.backend == "sqlite":  # durability is the crash test's business; here, speed
        database.execute_sql("PRAGMA synchronous=OFF")
    from .scenario import demo_parts

    demo_parts(office)  # impounds, permits, hearings... in every state, for the ids above
    records = make_records(office)
    failures = []
    for param in fuzzed_functions():
        fn = param.values[0]
        try:
            with database.atomic() as txn:  # every service starts from the same records
                try:
                    fuzz(office, fn, records, savepoints=office.backend == "postgres")
                finally:
                    txn.rollback()
        except Exception as exc:  # gather every service's failure, with hypothesis' example
            failures.append(f"--- {param.id}: {type(exc).__name__}\n{str(exc)[:3000]}")
    assert not failures, "\n".join(failures)


def fuzz(office, fn, records: Records, *, savepoints: bool) -> None:
    """Hostile calls to one service, inside a transaction the caller rolls back (so each
    service meets the same records). The services' own transactions are savepoints in it,
    so a refusal that left something behind still shows in the row counts. On PostgreSQL
    (``savepoints``) each call also gets a savepoint of its own, because an error there
    spoils the whole enclosing transaction; that run is for what PostgreSQL's stricter types
    refuse, and the half-saved check is the SQLite run's job."""
    name = f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}"
    params = dict(inspect.signature(fn).parameters)
    takes_extra = any(p.kind == p.VAR_KEYWORD for p in params.values())
    known = BASELINES.get(name)
    wrapped = None
    if name in BORROW:
        module, fname = BORROW[name].split(".")
        wrapped = getattr(importlib.import_module(f"animaloffice.services.{module}"), fname)
        params = {**dict(inspect.signature(wrapped).parameters), **params}
    fixed = {k for k, p in params.items()
             if k in FIXED or "callable" in str(p.annotation).lower()}  # callbacks are the program's

    @settings(max_examples=EXAMPLES if not savepoints else max(2, EXAMPLES // 2), deadline=None, database=None, derandomize=True,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
              report_multiple_bugs=False)
    @given(data=st.data())
    def attempt(data):
        kwargs = known(records) if known else guessed_baseline(fn, records, data)
        if wrapped is not None:
            kwargs = {**guessed_baseline(wrapped, records, data), **kwargs}
        for key in fixed & set(kwargs):
            if key in FIXED and params[key].default is params[key].empty:
                kwargs[key] = office.home / f"{name}.out"
        keys = sorted(set(kwargs) - fixed)
        if not keys:
            return  # nothing a person types
        for key in data.draw(st.sets(st.sampled_from(keys), min_size=1, max_size=3), label="spoiled"):
            annotation = str(params[key].annotation) if key in params else ""
            kwargs[key] = data.draw(hostile_for(annotation), label=key)
        if takes_extra and data.draw(st.booleans(), label="extra field"):
            kwargs[data.draw(texts, label="extra name")] = data.draw(hostile_for(""), label="extra value")
        kwargs.pop("actor", None)
        before = table_counts()
        try:
            if savepoints:
                with database.atomic():
                    fn(office.admin, **kwargs)
            else:
                fn(office.admin, **kwargs)
        except OfficeError as exc:
            check_refusal(exc)
            assert table_counts() == before, "a refused call changed the database"
        except TypeError as exc:  # only Python's own complaint about an unknown argument name
            assert "unexpected keyword argument" in str(exc), exc
            assert table_counts() == before

    attempt()
