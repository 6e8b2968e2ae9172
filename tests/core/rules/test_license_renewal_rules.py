"""T-3A's yearly license on the renewal list (``domain.license_renewal``): due while in force and running
out by the horizon; overdue once run out, never renewed, the animal alive and still with the license's
owner; a lifetime, voided or renewed license, or one ending after the horizon, is not listed."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice.domain.license_renewal import DUE, OVERDUE, RenewalFacts, renewal_state

ON, HORIZON = date(2026, 6, 1), date(2026, 7, 31)
DUE_SOON = RenewalFacts(status="active", term="annual", expires_on=date(2026, 6, 30), voided=False, renewed=False,
                        animal_status="active", animal_with_owner=True)
RUN_OUT = replace(DUE_SOON, status="expired", expires_on=date(2026, 5, 31))


def test_t_3a_the_two_states_read_due_and_overdue():
    assert (DUE, OVERDUE) == ("due", "overdue")


@pytest.mark.parametrize("expires", [date(2026, 6, 1), date(2026, 6, 30), date(2026, 7, 31)])
def test_t_3a_a_license_in_force_running_out_by_the_horizon_is_due(expires):
    assert renewal_state(replace(DUE_SOON, expires_on=expires), ON, HORIZON) == "due"


def test_t_3a_a_license_running_out_after_the_horizon_is_not_listed():
    assert renewal_state(replace(DUE_SOON, expires_on=date(2026, 8, 1)), ON, HORIZON) is None


@pytest.mark.parametrize("status", ["expired", "ended", "relicense", "void"])
def test_t_3a_a_license_not_in_force_is_never_due(status):
    assert renewal_state(replace(DUE_SOON, status=status), ON, HORIZON) is None


@pytest.mark.parametrize("changed", [{"voided": True}, {"term": "lifetime"}, {"expires_on": None}, {"renewed": True}])
def test_t_3a_a_voided_lifetime_open_ended_or_renewed_license_is_not_listed(changed):
    assert renewal_state(replace(DUE_SOON, **changed), ON, HORIZON) is None
    assert renewal_state(replace(RUN_OUT, **changed), ON, HORIZON) is None


@pytest.mark.parametrize("status", ["active", "expired"])
def test_t_3a_a_license_run_out_the_day_before_and_never_renewed_is_overdue(status):
    assert renewal_state(replace(RUN_OUT, status=status), ON, HORIZON) == "overdue"
    assert renewal_state(replace(RUN_OUT, status=status, expires_on=date(2025, 1, 31)), ON, HORIZON) == "overdue"


@pytest.mark.parametrize("changed", [{"status": "ended"}, {"status": "relicense"}, {"status": "void"},
                                     {"animal_status": "deceased"}, {"animal_status": "gone"},
                                     {"animal_with_owner": False}])
def test_t_3a_a_run_out_license_is_not_asked_of_an_owner_who_has_nothing_to_renew(changed):
    assert renewal_state(replace(RUN_OUT, **changed), ON, HORIZON) is None
