"""A deep property test of the main services: at least 10,000 hostile calls each (licenses,
payments, impound intake, release, permit application, owner create). Every call is saved or
refused with the project's own error naming a field (or a rule); any other exception fails.

Each call runs in a savepoint rolled back after it, so every call meets the same records.
The run is seeded: ``ANIMALOFFICE_FUZZ_SEED`` (printed on failure) repeats it exactly, and
``ANIMALOFFICE_PROPERTY_EXAMPLES`` changes the count."""
from __future__ import annotations

import os
from datetime import date, time, timedelta

import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from animaloffice.domain.errors import OfficeError
from animaloffice.persistence.models import Animal, Impound, Owner, database
from animaloffice.services import impound_release, impounds, licensing, owners, payments, permits
from animaloffice.services.payments import PaymentInput

from .hostile import hostile_for
from .test_hostile_input import ADDRESS, check_refusal, make_records

pytestmark = pytest.mark.slow
SEED = int(os.environ.get("ANIMALOFFICE_FUZZ_SEED", "20260426"))
EXAMPLES = int(os.environ.get("ANIMALOFFICE_PROPERTY_EXAMPLES", "10000"))
TODAY = date.today()


def baselines(r, held: int) -> dict:
    return {
        "licensing.issue_license": (licensing.issue_license, dict(
            animal_id=r.animal, on=TODAY, tag_number=None, payment=None, fee_cents=None, renewal_of=None,
            grandfathered=False)),
        "payments.pay_charges": (payments.pay_charges, dict(
            charge_ids=[r.charge], payment=PaymentInput("cash", 1000), on=TODAY)),
        "impounds.intake": (impounds.intake, dict(
            jurisdiction_id=r.j, ground="at_large", animal_id=None,
            new_animal={"species": "dog", "name": "Stray", "colour": "black"}, owner_id=None, kennel_id=None,
            on=TODAY, at=time(9, 30), found_place="Main St", officer="Officer", condition="", notes="",
            quarantine="", bite_on=None, exposure_on=None, intake_type=None)),
        "impound_release.reclaim": (impound_release.reclaim, dict(
            impound_id=held, on=TODAY, payment=None, expected_version=None)),
        "permits.record_application": (permits.record_application, dict(
            owner_id=r.owner, permit_type="animal", on=TODAY, premises="12 Elm St", description="",
            species=["dog"], animal_ids=[r.animal], animal_count=None, for_profit=False, factors=None,
            payment=None)),
        "owners.create_owner": (owners.create_owner, dict(
            jurisdiction_id=r.j, kind="person", first_name="Ann", last_name="Olson", email="ann@example.com",
            notes="", address=dict(ADDRESS), phone="507-555-0101", since=TODAY)),
    }


HUGE = st.sampled_from([10 ** 6, 10 ** 9, 2 ** 31, 2 ** 63, 10 ** 30, -(10 ** 9), 9999, 10000])


def spoil(name: str):
    """A strategy for a hostile value of the parameter ``name``."""
    if name in ("at",):
        return st.one_of(st.times(), hostile_for(""))
    if name.endswith("_ids") or name == "species":
        return st.one_of(st.lists(st.one_of(HUGE, st.integers(), hostile_for("str")), max_size=3),
                         hostile_for(""))
    if name.endswith("_id") or name in ("tag_number", "fee_cents", "renewal_of", "animal_count",
                                        "expected_version"):
        return st.one_of(HUGE, hostile_for("int"))
    if name in ("on", "since", "bite_on", "exposure_on"):
        return st.one_of(st.dates(), st.just(date.max), st.just(date.min), hostile_for("date"))
    if name in ("new_animal", "address", "factors"):
        return st.one_of(st.dictionaries(st.sampled_from(["species", "name", "birth_date", "age_months",
                                                          "colour", "line1", "city", "postal_code", "sex"]),
                                         st.one_of(HUGE, hostile_for("str"), st.dates()), max_size=4),
                         hostile_for("dict"))
    if name == "payment":
        return hostile_for("PaymentInput")
    return hostile_for("str")


def attempt_calls(office, fn, base: dict) -> None:
    keys = sorted(base)

    @settings(max_examples=EXAMPLES, deadline=None, database=None, print_blob=True,
              phases=(Phase.explicit, Phase.generate, Phase.shrink), report_multiple_bugs=False,
              suppress_health_check=list(HealthCheck))
    @seed(SEED)
    @given(data=st.data())
    def attempt(data):
        kwargs = dict(base)
        for key in data.draw(st.sets(st.sampled_from(keys), min_size=1, max_size=3), label="spoiled"):
            kwargs[key] = data.draw(spoil(key), label=key)
        with database.atomic() as savepoint:
            try:
                fn(office.admin, **kwargs)
            except OfficeError as exc:
                check_refusal(exc)
            finally:
                savepoint.rollback()

    try:
        attempt()
    except Exception as exc:
        raise AssertionError(f"{fn.__module__}.{fn.__name__}: rerun with ANIMALOFFICE_FUZZ_SEED={SEED} "
                             f"({type(exc).__name__}: {exc})") from exc


@pytest.fixture
def prepared(office):
    if office.backend != "sqlite":
        pytest.skip("the deep run is on SQLite; the sweep in test_hostile_input covers PostgreSQL")
    database.execute_sql("PRAGMA synchronous=OFF")
    records = make_records(office)
    stray = Animal.create(jurisdiction=office.tracy, species="dog", name="Held", owner=records.owner)
    held = impounds.intake(office.admin, jurisdiction_id=office.tracy, ground="at_large", animal_id=stray.id,
                           on=TODAY - timedelta(days=1)).impound_id
    return records, Impound.get_by_id(held).id


@pytest.mark.parametrize("service", ["licensing.issue_license", "payments.pay_charges", "impounds.intake",
                                     "impound_release.reclaim", "permits.record_application",
                                     "owners.create_owner"])
def test_hostile_calls_are_saved_or_refused_by_field(office, prepared, service):
    records, held = prepared
    fn, base = baselines(records, held)[service]
    before = Owner.select().count()
    with database.atomic() as outer:
        attempt_calls(office, fn, base)
        outer.rollback()
    assert Owner.select().count() == before
