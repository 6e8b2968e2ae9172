"""MN-347.14: an impounded animal is not adopted out, transferred or euthanized before its owner is
notified: a known owner (found by tag, microchip, license or owner record) by the impound notice,
an unknown one by the notice posted in three public places. The kennel board shows the blocker
with the action that clears it; a refusal saves nothing."""
from datetime import date

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.domain.owner_notice import NoticeOnFile, OwnerNoticeFacts, owner_notice_refusals
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries.impound_detail import impound_detail
from animaloffice.queries.impounds import kennel_board
from animaloffice.services import impound_notices, impound_release, impounds

from .conftest import make_dog, make_owner

MON = date(2026, 3, 2)  # hold: last day Monday 3/9, disposition from Tuesday 3/10
AFTER = date(2026, 3, 12)
PLACES = ["City Hall", "Post office", "Public library"]


def _adopt(office, impound_id, on=AFTER):
    return impound_release.dispose(office.officer, impound_id, outcome="adoption", on=on, party="Ann Lee",
                                   party_address="1 Elm St, Tracy")


def _refused(office, impound_id, on=AFTER, outcome="adoption"):
    audited = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as exc:
        impound_release.dispose(office.officer, impound_id, outcome=outcome, on=on, party="Ann Lee",
                                party_address="1 Elm St, Tracy")
    assert Impound.get_by_id(impound_id).status == "held" and AuditEntry.select().count() == audited
    return exc.value


def test_mn_347_14_known_owner_is_sent_the_impound_notice_before_any_disposal(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5), tag=812)
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=MON)
    for outcome in ("adoption", "transferred_out", "shelter_euthanasia"):
        refused = _refused(office, r.impound_id, outcome=outcome)
        assert refused.rule_ids == ["MN-347.14"] and "has not been sent the impound notice" in refused.message
        assert refused.refusals[0].data["action"] == "impound_notice"
    impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 3, 11))
    # a notice recorded as sent after the day of the disposition does not count for it
    assert _refused(office, r.impound_id, on=date(2026, 3, 10)).rule_ids == ["MN-347.14"]
    _adopt(office, r.impound_id, on=date(2026, 3, 11))
    assert Impound.get_by_id(r.impound_id).status == "disposed"


def test_mn_347_14_unknown_owner_needs_the_posting_in_three_public_places(office, desk):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "colour": "brindle"}, kennel_id=desk.kennel_ids[1], on=MON)
    refused = _refused(office, r.impound_id)
    assert refused.rule_ids == ["MN-347.14"] and refused.refusals[0].data["action"] == "posting"
    assert "posted in public places" in refused.message  # the posting dialog asks for the places the law counts
    with pytest.raises(ValidationError) as exc:  # bad input: posted before the animal was taken in
        impound_notices.post_notice(office.clerk, r.impound_id, on=date(2026, 3, 1), places=PLACES)
    assert exc.value.field == "on"
    impound_notices.post_notice(office.clerk, r.impound_id, on=MON, places=PLACES)
    _adopt(office, r.impound_id)


def test_mn_347_14_an_owner_found_after_the_posting_is_sent_the_notice(office, desk):
    """Once the owner is known the law asks for notice to that owner: the earlier posting for an
    unknown owner no longer clears the disposal."""
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "colour": "tan"}, kennel_id=desk.kennel_ids[1], on=MON)
    impound_notices.post_notice(office.clerk, r.impound_id, on=MON, places=PLACES)
    impounds.set_owner(office.clerk, r.impound_id, make_owner(office, office.tracy), on=date(2026, 3, 4))
    assert _refused(office, r.impound_id).refusals[0].data["action"] == "impound_notice"
    impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 3, 4), method="in_person")
    _adopt(office, r.impound_id)


def test_mn_347_14_the_board_shows_the_blocker_and_the_action_that_clears_it(office, desk):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, chip="985112003456789")
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                        kennel_id=desk.kennel_ids[0], on=MON)

    def cell(on):
        return next(c for c in kennel_board(on) if c.impound_id == r.impound_id)

    assert (cell(date(2026, 3, 5)).state, cell(date(2026, 3, 5)).action) == ("in_hold", "impound_notice")
    blocked = cell(AFTER)
    assert blocked.state == "not_notified" and blocked.action == "impound_notice"
    assert "has not been sent the impound notice" in blocked.blocker
    assert impound_detail(r.impound_id, AFTER).blockers[0].rule_id == "MN-347.14"
    impound_notices.send_impound_notice(office.clerk, r.impound_id, on=date(2026, 3, 3))
    assert (cell(AFTER).state, cell(AFTER).action) == ("available", "")
    assert cell(date(2026, 3, 5)).state == "notified"


def test_mn_347_14_records_that_name_the_owner_ask_for_the_owner_to_be_recorded():
    """An owner the records name (the animal's owner, its license's holder) while the impound has
    none: the action is to record that owner, then send the notice; a posting does not do."""
    posted = (NoticeOnFile("posting", MON, None),)
    facts = OwnerNoticeFacts(None, posted, known_owner="Ida Halvorson")
    [refusal] = owner_notice_refusals(facts, AFTER)
    assert refusal.rule_id == "MN-347.14" and refusal.data["action"] == "set_owner"
    assert "Ida Halvorson" in refusal.reason
    assert owner_notice_refusals(OwnerNoticeFacts(None, posted), AFTER) == []
    to_owner = (NoticeOnFile("impound", MON, 7),)
    assert owner_notice_refusals(OwnerNoticeFacts(7, to_owner), AFTER) == []
    assert owner_notice_refusals(OwnerNoticeFacts(8, to_owner), AFTER)[0].data["action"] == "impound_notice"
