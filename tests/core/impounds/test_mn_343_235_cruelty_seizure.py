"""MN-343.235: an animal seized for cruelty or neglect (Tracy subd. 6(D)(2), T-2C6 and T-2C7) gets
that statute's hold and notice, not the ordinary stray hold: no disposal before the notice of the
right to post security and to a hearing, nor until ten days of that notice have run; a security
posted, or a hearing asked for, stays the disposition. Bad input is refused naming the field and
saves nothing."""
from datetime import date

import pytest

from animaloffice.domain.errors import RuleViolation, ValidationError
from animaloffice.persistence.models.impounds import Impound, SeizureClaim
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries.impound_detail import impound_detail
from animaloffice.queries.impounds import kennel_board
from animaloffice.services import impound_notices, impound_release, impounds, seizure_claims, seizure_notice

from .conftest import make_dog, make_owner

MON = date(2026, 3, 2)  # the ordinary hold would allow disposition from Tuesday 3/10


def _seize(office, desk, **kw):
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Duke")
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse", animal_id=dog,
                           kennel_id=desk.kennel_ids[0], on=MON, found_place="410 Elm St",
                           condition="Chained without water", **kw)


def _adopt(office, impound_id, on):
    return impound_release.dispose(office.officer, impound_id, outcome="adoption", on=on, party="Ann Lee",
                                   party_address="1 Elm St, Tracy")


def test_mn_343_235_a_cruelty_seizure_holds_ten_days_from_its_notice_not_the_stray_hold(office, desk):
    r = _seize(office, desk)
    row = Impound.get_by_id(r.impound_id)
    # before the notice: the dates of a notice given on the seizure day, past the ordinary hold
    assert (row.hold_last_day, row.disposition_from) == (date(2026, 3, 12), date(2026, 3, 13))
    assert row.hold_explanation.endswith("(MN-343.235)") and "has not been given yet" in row.hold_explanation
    with pytest.raises(RuleViolation) as exc:  # no disposal at all before the notice of the statute
        _adopt(office, r.impound_id, date(2026, 3, 20))
    assert "MN-343.235" in exc.value.rule_ids
    assert any(x.data.get("action") == "seizure_notice" for x in exc.value.refusals)
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=date(2026, 3, 4), method="certified")
    row = Impound.get_by_id(r.impound_id)
    # notice Wednesday 3/4; ten days later is Saturday 3/14, so the last day is Monday 3/16 (MN-645.15)
    assert (row.hold_last_day, row.disposition_from) == (date(2026, 3, 16), date(2026, 3, 17))
    assert impound_detail(r.impound_id, date(2026, 3, 5)).reply_by == date(2026, 3, 16)
    with pytest.raises(RuleViolation) as exc:
        _adopt(office, r.impound_id, date(2026, 3, 16))
    assert exc.value.rule_ids == ["MN-343.235"] and exc.value.field == "on"
    _adopt(office, r.impound_id, date(2026, 3, 17))


def test_mn_343_235_the_ordinary_notice_is_refused_for_a_cruelty_seizure(office, desk):
    r = _seize(office, desk)
    with pytest.raises(RuleViolation) as exc:
        impound_notices.send_impound_notice(office.clerk, r.impound_id, on=MON)
    assert exc.value.rule_ids == ["MN-343.235"] and exc.value.field == "impound_id"
    with pytest.raises(RuleViolation):
        impound_notices.post_notice(office.clerk, r.impound_id, on=MON, places=["a", "b", "c"])


def test_mn_343_235_how_the_seizure_notice_is_given(office, desk):
    """subd. 3(a): to the owner (mailed or handed over), posted where the animal was taken, or handed
    to a person living there; an owner who is not known cannot be mailed; a notice dated before the
    seizure is refused naming the date."""
    stray = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="neglect_abuse",
                            new_animal={"species": "dog"}, kennel_id=desk.kennel_ids[1], on=MON,
                            found_place="Farm road 12")
    with pytest.raises(ValidationError) as exc:
        seizure_notice.send_seizure_notice(office.officer, stray.impound_id, on=MON, method="mail")
    assert exc.value.field == "method"
    with pytest.raises(ValidationError) as exc:
        seizure_notice.send_seizure_notice(office.officer, stray.impound_id, on=MON, method="resident")
    assert exc.value.field == "recipient_name"
    with pytest.raises(ValidationError) as exc:
        seizure_notice.send_seizure_notice(office.officer, stray.impound_id, on=date(2026, 3, 1), method="posted")
    assert exc.value.field == "on"
    info = seizure_notice.send_seizure_notice(office.officer, stray.impound_id, on=MON, method="posted")
    assert info.kind == "seizure" and info.other_deadline == date(2026, 3, 12)
    at_large = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                               new_animal={"species": "dog"}, kennel_id=desk.kennel_ids[2], on=MON)
    with pytest.raises(ValidationError) as exc:
        seizure_notice.send_seizure_notice(office.officer, at_large.impound_id, on=MON, method="posted")
    assert exc.value.field == "impound_id"


def test_mn_343_235_a_security_posted_stays_the_disposition(office, desk):
    r = _seize(office, desk)
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=MON, method="in_person")
    claims, audited = SeizureClaim.select().count(), AuditEntry.select().count()
    post = dict(claimant_name="Ida Halvorson", form="check", reference="1043")
    with pytest.raises(ValidationError) as exc:  # dated before the seizure
        seizure_claims.post_security(office.clerk, r.impound_id, received_on=date(2026, 3, 1),
                                     amount_cents=45000, **post)
    assert exc.value.field == "received_on"
    with pytest.raises(RuleViolation) as exc:  # after the notice's last day, Thursday 3/12
        seizure_claims.post_security(office.clerk, r.impound_id, received_on=date(2026, 3, 13),
                                     amount_cents=45000, **post)
    assert exc.value.field == "received_on" and "Thursday March 12, 2026" in exc.value.message
    with pytest.raises(ValidationError) as exc:  # less than 30 days of care at $15.00
        seizure_claims.post_security(office.clerk, r.impound_id, received_on=date(2026, 3, 5),
                                     amount_cents=10000, **post)
    assert exc.value.field == "amount_cents" and "$450.00" in exc.value.message
    assert SeizureClaim.select().count() == claims and AuditEntry.select().count() == audited
    info = seizure_claims.post_security(office.clerk, r.impound_id, received_on=date(2026, 3, 5),
                                        amount_cents=45000, **post)
    cell = next(c for c in kennel_board(date(2026, 3, 20)) if c.impound_id == r.impound_id)
    assert cell.state == "stayed" and cell.action == "end_claim"
    with pytest.raises(RuleViolation) as exc:
        _adopt(office, r.impound_id, date(2026, 3, 20))
    assert exc.value.rule_ids == ["MN-343.235"] and "posted security of $450.00" in exc.value.message
    with pytest.raises(ValidationError) as exc:
        seizure_claims.end_claim(office.officer, info.id, ended_on=date(2026, 3, 4), reason="returned")
    assert exc.value.field == "ended_on"
    seizure_claims.end_claim(office.officer, info.id, ended_on=date(2026, 3, 19),
                             reason="The security is spent on the care given to date.")
    _adopt(office, r.impound_id, date(2026, 3, 20))


def test_mn_343_235_a_hearing_asked_for_is_held_within_five_business_days_and_stays_disposal(office, desk):
    r = _seize(office, desk)
    seizure_notice.send_seizure_notice(office.officer, r.impound_id, on=MON, method="in_person")
    asked = seizure_claims.request_hearing(office.officer, r.impound_id, received_on=date(2026, 3, 6),
                                           claimant_name="Ida Halvorson")
    assert asked.hearing_due == date(2026, 3, 13)  # Friday 3/6 + 5 business days
    with pytest.raises(RuleViolation) as exc:
        _adopt(office, r.impound_id, date(2026, 3, 20))
    assert "asked for a hearing" in exc.value.message
    seizure_claims.end_claim(office.officer, asked.id, ended_on=date(2026, 3, 12),
                             reason="Hearing held 3/12: the seizure was justified.")
    _adopt(office, r.impound_id, date(2026, 3, 20))


def test_mn_343_235_claims_only_on_a_cruelty_seizure_still_held(office, desk):
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog"}, kennel_id=desk.kennel_ids[2], on=MON)
    with pytest.raises(ValidationError) as exc:
        seizure_claims.request_hearing(office.officer, r.impound_id, received_on=MON, claimant_name="X")
    assert exc.value.field == "impound_id"
