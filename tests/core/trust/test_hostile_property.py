"""The deep run of the main services: at least 10,000 hostile calls each (licenses, payments,
impound intake, release, permit application, owner create). Every call is saved or refused
with the project's own error naming a field (or a rule); any other exception fails, naming
the call. The sweep over every service (test_hostile_input) starts from the same baselines
and hostile values, a few calls each, on both databases; this run goes deep on SQLite.

Each call runs in a savepoint rolled back after it, so every call meets the same records.
Hypothesis draws the calls in batches (``BATCH`` a test case): its cost is per test case, and
it shrinks a failing batch to the one call that fails. The run is seeded:
``ANIMALOFFICE_FUZZ_SEED`` (printed on failure) repeats it exactly, and
``ANIMALOFFICE_PROPERTY_EXAMPLES`` sets the number of calls per service."""
from __future__ import annotations

import math
import os

import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st
from hypothesis.internal.conjecture.engine import ConjectureRunner

from animaloffice.domain.errors import OfficeError
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.people import Owner
from animaloffice.services import impound_release, impounds, licensing, owners, payments, permits

from .hostile import spoiled_arguments
from .hostile_baselines import BASELINES, check_refusal, make_records, table_counts

pytestmark = pytest.mark.slow
SEED = int(os.environ.get("ANIMALOFFICE_FUZZ_SEED", "20260426"))
CALLS = int(os.environ.get("ANIMALOFFICE_PROPERTY_EXAMPLES", "10000"))  # per service
BATCH = 25  # calls a test case
ROUNDS = 10  # of hypothesis runs at most, until CALLS distinct calls
SERVICES = {
    "licensing.issue_license": licensing.issue_license,
    "payments.pay_charges": payments.pay_charges,
    "impounds.intake": impounds.intake,
    "impound_release.reclaim": impound_release.reclaim,
    "permits.record_application": permits.record_application,
    "owners.create_owner": owners.create_owner,
}


@pytest.fixture
def records(office):
    if office.backend != "sqlite":
        pytest.skip("the deep run is on SQLite; the sweep in test_hostile_input covers PostgreSQL")
    return make_records(office)


def test_every_baseline_is_saved(office, records):
    """So a refusal in the deep run answers the spoiled argument, and the saving path runs too."""
    for name, fn in SERVICES.items():
        with database.atomic() as savepoint:
            fn(office.admin, **BASELINES[name](records))
            savepoint.rollback()


class Tally:
    def __init__(self):
        self.calls, self.saved, self.distinct = 0, 0, set()


def hostile_calls(office, name: str, base: dict, tally: Tally) -> None:
    """Rounds of hypothesis runs (seeded SEED, SEED + 1, ...) until CALLS distinct calls were
    made: hypothesis draws the simplest values more than once, so a fixed count of test cases
    would make fewer distinct calls than it says."""
    fn = SERVICES[name]
    counts = table_counts()  # every call starts here: each is rolled back after it
    calls = st.lists(spoiled_arguments(base), min_size=BATCH, max_size=BATCH)

    def attempt(batch):
        for spoiled in batch:
            tally.calls += 1
            tally.distinct.add(repr(sorted(spoiled.items())))
            with database.atomic() as savepoint:
                try:
                    fn(office.admin, **{**base, **spoiled})
                    tally.saved += 1
                except OfficeError as exc:
                    check_refusal(exc)
                    assert table_counts() == counts, f"a refused call changed the database: {spoiled!r}"
                except Exception as exc:
                    raise AssertionError(f"{name} with {spoiled!r}: {type(exc).__name__}: {exc}") from exc
                finally:
                    savepoint.rollback()

    for round_ in range(ROUNDS):
        missing = CALLS - len(tally.distinct)
        if missing <= 0:
            return
        run = settings(max_examples=max(20, math.ceil(missing / BATCH / 0.85)), deadline=None, database=None,
                       print_blob=True, phases=(Phase.generate, Phase.shrink), report_multiple_bugs=False,
                       suppress_health_check=list(HealthCheck))(seed(SEED + round_)(given(batch=calls)(attempt)))
        try:
            run()
        except Exception as exc:
            raise AssertionError(f"{name}: rerun with ANIMALOFFICE_FUZZ_SEED={SEED} ({exc})") from exc
    raise AssertionError(f"{name}: {len(tally.distinct)} distinct calls after {ROUNDS} rounds of {tally.calls}")


@pytest.mark.parametrize("service", list(SERVICES))
def test_hostile_calls_are_saved_or_refused_by_field(office, records, service, monkeypatch):
    monkeypatch.setattr(ConjectureRunner, "generate_mutations_from", lambda self, data: None)
    base = BASELINES[service](records)
    before = Owner.select().count()
    tally = Tally()
    with database.atomic() as outer:
        hostile_calls(office, service, base, tally)
        outer.rollback()
    assert Owner.select().count() == before
    assert len(tally.distinct) >= CALLS, f"only {len(tally.distinct)} distinct calls of {tally.calls}"
    assert tally.saved, "no hostile call was saved: the run never reached the saving path"
    print(f"{service}: {tally.calls} calls, {len(tally.distinct)} distinct, {tally.saved} saved")
