"""A hearing requested in time stays what it contests (W-90.10H5; T-4C with T-8A, T-6D): the removal
deadline, "considered released to the city", a disposal of an animal kept under the permit. No
follow-up list shows a stayed deadline as passed; a late request stays nothing; a withdrawal or the
written decision ends the stay and the days count again from it (MN-645.15)."""
from datetime import date, datetime, time, timedelta

import pytest

from animaloffice.domain.errors import RuleViolation
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.permits import Permit, PermitAnimal
from animaloffice.queries import hearings as hq
from animaloffice.queries import permits as pq
from animaloffice.queries.hearing_cases import case_summary
from animaloffice.queries.permit_views import permit_view
from animaloffice.services import (
    animals,
    hearings,
    impound_notices,
    impound_release,
    impounds,
    owners,
    permit_life,
    permit_notices,
)

TODAY = date.today()


def _revoked(office, where="worthington", *, sent=TODAY - timedelta(days=14), with_dog=False):
    """A permit in force, revoked, and its letter sent on `sent` (hearing request by sent + 7, remove
    the animals by sent + 10, each moved off weekends and holidays)."""
    jid = office.jurisdiction(where)
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Lena", last_name="Berg",
                            address={"line1": "9 Oxford St", "city": "Worthington", "postal_code": "56187"}).id
    permit_type = "breeder_hobbyist" if where == "worthington" else "animal"
    permit = Permit.create(jurisdiction=jid, number=f"P-{where}-{sent:%j}", owner=o, permit_type=permit_type,
                           premises="9 Oxford St", status="active", issued_on=sent - timedelta(days=200))
    dog = None
    if with_dog:
        dog = animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o, species="dog", name="Bo").id
        PermitAnimal.create(permit=permit, animal=dog)
    grounds = ["noncompliance"] if where == "worthington" else ["nuisance"]
    permit_life.revoke_permit(office.officer, permit.id, grounds=grounds, on=sent)
    info = permit_notices.send_revocation_letter(office.officer, permit.id, sent_on=sent)
    return Permit.get_by_id(permit.id), Notice.get_by_id(info.id), o, dog


def test_w_90_10h5_a_timely_request_stays_the_removal_deadline_in_every_list(office):
    permit, notice, _, _ = _revoked(office)
    assert permit.removal_deadline < TODAY  # passed on the calendar
    assert permit.id in {r.permit_id for r in pq.removals_overdue(office.worthington, TODAY)}
    hearings.record_request(office.clerk, notice.id, received_on=notice.hearing_deadline - timedelta(days=1))
    assert permit.id not in {r.permit_id for r in pq.removals_overdue(office.worthington, TODAY)}
    flags = {r[0]: r[7] for r in pq.permits_source(office.worthington, status="revoked")(0, 20)}
    assert "removal stayed" in flags[permit.id] and "passed" not in flags[permit.id]
    assert permit_view(permit.id).removal_stayed
    case = case_summary(notice.id, TODAY)
    assert case.removal_stayed and "stayed until the written decision" in case.stay_text
    assert not any("Animals to be removed" in f.detail for f in hq.follow_up(office.worthington, TODAY))


def test_w_90_10h5_a_late_request_stays_nothing(office):
    permit, notice, _, _ = _revoked(office)
    hearings.record_request(office.officer, notice.id, received_on=notice.hearing_deadline + timedelta(days=1),
                            accept_late_reason="The owner was away.")
    assert permit.id in {r.permit_id for r in pq.removals_overdue(office.worthington, TODAY)}
    case = case_summary(notice.id, TODAY)
    assert not case.removal_stayed and "a late request does not stay the removal deadline" in case.stay_text.lower()


def test_w_90_10h5_no_release_to_the_city_while_stayed_nor_before_the_deadline(office):
    """An intake on the ground "released to the city after revocation" is refused while a timely hearing
    request is pending, and before the removal deadline has passed; after it (no request), it is taken."""
    permit, notice, owner_id, dog = _revoked(office, with_dog=True)
    hearings.record_request(office.clerk, notice.id, received_on=notice.sent_on + timedelta(days=1))
    before = AuditEntry.select().count()
    with pytest.raises(RuleViolation) as info:
        impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="revoked_not_removed",
                        animal_id=dog, on=TODAY)
    assert info.value.field == "ground" and info.value.rule_ids == ["W-90.10H5"] and "stayed" in info.value.message
    assert Impound.select().count() == 0 and AuditEntry.select().count() == before
    fresh, fresh_notice, _, fresh_dog = _revoked(office, sent=TODAY - timedelta(days=2), with_dog=True)
    with pytest.raises(RuleViolation) as info:
        impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="revoked_not_removed",
                        animal_id=fresh_dog, on=TODAY)
    assert "has not passed" in info.value.message
    _, _, _, released = _revoked(office, sent=TODAY - timedelta(days=30), with_dog=True)
    assert impounds.intake(office.officer, jurisdiction_id=office.worthington, ground="revoked_not_removed",
                           animal_id=released, on=TODAY).impound_id


def test_t_4c_no_disposal_of_an_animal_kept_under_a_revocation_before_a_timely_hearing(office):
    """T-4C: a Tracy dog kept under the revoked permit, impounded meanwhile, is not disposed of while the
    hearing requested on time is pending; after the written decision the stay no longer holds it."""
    permit, notice, owner_id, dog = _revoked(office, "tracy", sent=TODAY - timedelta(days=12), with_dog=True)
    hearings.record_request(office.clerk, notice.id, received_on=notice.sent_on + timedelta(days=2))
    intake = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                             on=TODAY - timedelta(days=11))
    impound_notices.send_impound_notice(office.officer, intake.impound_id, on=TODAY - timedelta(days=11))
    kw = dict(outcome="adoption", on=TODAY, party="Ann Olson", party_address="12 Elm St, Tracy, MN 56175")
    with pytest.raises(RuleViolation) as info:
        impound_release.dispose(office.officer, intake.impound_id, **kw)
    assert "T-4C" in info.value.rule_ids and f"permit {permit.number}" in info.value.message
    assert Impound.get_by_id(intake.impound_id).status == "held"
    s = hearings.schedule_hearing(office.officer, notice.id, at=datetime.combine(TODAY - timedelta(days=2), time(9)),
                                  sent_on=notice.sent_on + timedelta(days=2), short_notice_reason="owner agreed")
    hearings.record_hearing(office.officer, s.hearing_id, attendees="The owner", findings="Barking.")
    hearings.decide_hearing(office.officer, s.hearing_id, decision="upheld", decided_on=TODAY - timedelta(days=1),
                            conclusions="Upheld.")
    try:
        impound_release.dispose(office.officer, intake.impound_id, **kw)
    except RuleViolation as exc:  # any other rule may still hold the animal; the stay no longer does
        assert "T-4C" not in exc.rule_ids


def test_w_90_10h5_withdrawing_a_timely_request_gives_the_removal_days_again(office):
    """The stay ends with the withdrawal: the 10 days to remove the animals count again from it (MN-645.15),
    never ending earlier than the deadline already running."""
    permit, notice, _, _ = _revoked(office, sent=date(2026, 3, 2))
    assert permit.removal_deadline == date(2026, 3, 12)
    r = hearings.record_request(office.clerk, notice.id, received_on=date(2026, 3, 4))
    hearings.withdraw_request(office.clerk, r.request_id, on=date(2026, 3, 20), reason="The owner moved the dogs.")
    # Friday March 20 + 10 days: Monday March 30, 2026
    assert Permit.get_by_id(permit.id).removal_deadline == date(2026, 3, 30)
    note = AuditEntry.select().where(AuditEntry.action == "permit.removal_deadline").order_by(AuditEntry.id.desc()).get()
    assert "withdrawn" in note.note and "W-90.10H5" in note.note


def test_t_4c_a_request_is_on_time_by_its_postmark_and_then_stays_the_removal(office):
    """T-4A, T-4C: Tracy counts the day a request is mailed; a request postmarked on the last day and
    received after it is on time, and so it stays the removal deadline."""
    permit, notice, _, _ = _revoked(office, "tracy", sent=date(2026, 6, 12))
    assert notice.hearing_deadline == date(2026, 6, 22)  # Juneteenth, then the weekend
    r = hearings.record_request(office.clerk, notice.id, received_on=date(2026, 6, 24), how="mail",
                                mailed_on=date(2026, 6, 22))
    assert not r.late and "mailed on Monday June 22, 2026" in r.timeliness
    assert case_summary(notice.id, date(2026, 7, 1)).removal_stayed
