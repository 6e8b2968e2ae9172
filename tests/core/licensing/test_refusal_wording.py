"""Refusals read once, plainly: the rule id is not doubled, dates are written out."""
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def test_t_7c_not_under_4_months_cites_the_rule_once(office, desk):
    old = desk.dog(born=TODAY - timedelta(days=900))
    with pytest.raises(RuleViolation) as info:
        licensing.record_exemption(office.clerk, animal_id=old, reason="under_4_months")
    reason = info.value.refusals[0].reason
    assert info.value.rule_ids == ["T-7C"] and "(T-7C)" not in reason and "turns 4 months" in reason


def test_future_date_refusal_is_written_out(office, desk):
    dog = desk.dog(shot=TODAY - timedelta(days=3))
    with pytest.raises(ValidationError) as info:
        licensing.issue_license(office.clerk, animal_id=dog, on=TODAY + timedelta(days=2), payment=PaymentInput("cash"))
    assert f"{TODAY:%B} {TODAY.day}, {TODAY.year}" in info.value.reason and "in the future" in info.value.reason
