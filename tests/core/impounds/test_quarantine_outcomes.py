"""MN-rabies with T-6B: a quarantined animal leaves alive, by reclaim or by a disposition, only
when the observation has ended and a veterinarian's certificate dated no earlier is on file; the
kennel board shows the quarantine until then. Euthanasia during observation needs an order."""
from datetime import date

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.domain.impound import DispositionFacts, disposition_refusals, kennel_state
from animaloffice.persistence.models.impounds import Impound
from animaloffice.queries.impound_detail import impound_detail
from animaloffice.queries.impounds import kennel_board
from animaloffice.services import impound_notices, impound_release, impounds

from .conftest import make_dog, make_owner

BITE = date(2026, 3, 2)  # a Monday: hold to 3/9, disposition from 3/10, observation to 3/12
UNTIL = date(2026, 3, 12)
EARLY_CERT = date(2026, 3, 3)


def _facts(outcome, on, certified=EARLY_CERT):
    return DispositionFacts(outcome, on, BITE, date(2026, 3, 10), quarantine="bite", quarantine_until=UNTIL,
                            vet_certified_on=certified, quarantine_notice_on=BITE, party="Ann Lee",
                            party_address="1 Elm St, Tracy")


@pytest.mark.parametrize("outcome", ["adoption", "transferred_out", "other_live", "returned_to_field"])
def test_mn_rabies_live_outcome_refused_before_the_observation_ends(outcome):
    needs = {r.data.get("needs") for r in disposition_refusals(_facts(outcome, date(2026, 3, 10)))}
    assert needs == {"vet_certificate", "quarantine_end"}
    # on the last day, with a certificate of the day-10 exam, the animal may leave
    assert disposition_refusals(_facts(outcome, UNTIL, certified=UNTIL)) == []
    # a certificate dated before the end is not the exam at the end, whenever it is used
    assert [r.rule_id for r in disposition_refusals(_facts(outcome, date(2026, 3, 20)))] == ["MN-rabies"]


def test_mn_1721_0570_euthanasia_during_observation_needs_an_order():
    """MN-1721.0570: no euthanasia during an open quarantine unless a veterinarian's or health
    department's order is recorded (dated no later than the day)."""
    refusals = disposition_refusals(_facts("shelter_euthanasia", date(2026, 3, 10), certified=None))
    assert [(r.rule_id, r.data.get("action")) for r in refusals] == [("MN-1721.0570", "quarantine_order")]
    ordered = DispositionFacts("shelter_euthanasia", date(2026, 3, 10), BITE, date(2026, 3, 10), quarantine="bite",
                               quarantine_until=UNTIL, quarantine_notice_on=BITE, quarantine_order_on=date(2026, 3, 9))
    assert disposition_refusals(ordered) == []
    late_order = DispositionFacts("shelter_euthanasia", date(2026, 3, 10), BITE, date(2026, 3, 10), quarantine="bite",
                                  quarantine_until=UNTIL, quarantine_notice_on=BITE,
                                  quarantine_order_on=date(2026, 3, 11))
    assert [r.rule_id for r in disposition_refusals(late_order)] == ["MN-1721.0570"]


def test_mn_rabies_kennel_shows_quarantine_until_the_animal_may_leave():
    state = dict(hold_last_day=date(2026, 3, 9), disposition_from=date(2026, 3, 10), quarantine="bite",
                 quarantine_until=UNTIL)
    assert kennel_state(date(2026, 3, 10), vet_certified_on=EARLY_CERT, **state) == "quarantine"
    # MN-1721.0570: from the end on, without a certificate of the exam at the end, the exam is due
    assert kennel_state(UNTIL, vet_certified_on=EARLY_CERT, **state) == "exam_due"
    assert kennel_state(date(2026, 3, 13), vet_certified_on=EARLY_CERT, **state) == "exam_due"
    assert kennel_state(UNTIL, vet_certified_on=UNTIL, **state) == "available"


def test_mn_rabies_bite_quarantine_not_adopted_out_before_day_10(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, shot_on=date(2026, 1, 5))
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[0], on=BITE, quarantine="bite", bite_on=BITE)
    assert Impound.get_by_id(r.impound_id).quarantine_until == UNTIL
    impound_notices.send_quarantine_notice(office.officer, r.impound_id, on=BITE)
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=EARLY_CERT, vet_name="Dr. X")
    on = date(2026, 3, 10)
    assert [c.state for c in kennel_board(on=on) if c.impound_id] == ["quarantine"]
    assert impound_detail(r.impound_id, on).state == "quarantine"
    with pytest.raises(RuleViolation) as exc:
        impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=on, party="Ann Lee",
                                party_address="1 Elm St, Tracy")
    assert "MN-rabies" in exc.value.rule_ids and "Thursday March 12, 2026" in exc.value.message
    assert Impound.get_by_id(r.impound_id).status == "held"
    impounds.record_vet_certificate(office.officer, r.impound_id, certified_on=UNTIL, vet_name="Dr. X")
    assert [c.state for c in kennel_board(on=UNTIL) if c.impound_id] == ["available"]
    impound_release.dispose(office.officer, r.impound_id, outcome="adoption", on=UNTIL, party="Ann Lee",
                            party_address="1 Elm St, Tracy")
    assert Impound.get_by_id(r.impound_id).status == "disposed"
