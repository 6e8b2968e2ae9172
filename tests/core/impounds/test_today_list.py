"""The Today list: every kind of deadline due today and this week, from the tabs' own queries."""
from datetime import date, datetime

from animaloffice.domain import hearings as rules
from animaloffice.persistence.models.permits import Permit
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries.due_item import week_end
from animaloffice.queries.today import due_this_week
from animaloffice.services import hearings, impounds
from animaloffice.services.notices import record_notice

from .conftest import make_dog, make_owner


def _revocation(office, sent_on, removal):
    profile = profile_for(office.tracy)
    o = make_owner(office, office.tracy, last="Lindquist", first="Ruth")
    permit = Permit.create(jurisdiction=office.tracy, number="P-1", owner=o, permit_type="animal",
                           premises="9 Rowe St", status="revoked", issued_on=date(2025, 1, 6),
                           revoked_on=sent_on, revocation_reasons="nuisance", removal_deadline=removal)
    rule = rules.rule_for("revocation", profile)
    deadline = rules.hearing_request_deadline(profile, sent_on, rule)
    n = record_notice(office.officer, jurisdiction_id=office.tracy, kind="revocation", sent_on=sent_on,
                      owner_id=o, subject_table="permit", subject_id=permit.id,
                      sections=profile.cite("permit_revocation"), reasons="Barking.", hearing_right=True,
                      hearing_deadline=deadline, removal_deadline=removal)
    return permit.id, n.id, deadline.value


def test_holds_quarantines_hearing_requests_removals_and_permits_in_one_list(office, desk):
    """T-6 holds, MN-1721.0570 quarantine ends, T-4C hearing requests, W-90.10H5 removals and T-4A
    permit expiries each appear on their day, with the record they open and what clears them."""
    today = date(2026, 3, 9)
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, name="Koda")
    held = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large", animal_id=dog,
                           kennel_id=desk.kennel_ids[0], on=date(2026, 3, 2), found_place="Grand Ave")
    permit_id, notice_id, deadline = _revocation(office, date(2026, 3, 2), removal=date(2026, 3, 12))
    Permit.create(jurisdiction=office.tracy, number="P-2", owner=owner, permit_type="animal", premises="412 Emory St",
                  status="active", issued_on=date(2025, 3, 12), expires_on=date(2026, 3, 11))
    items = due_this_week(office.tracy, today)
    kinds = {(i.kind, i.record_kind) for i in items}
    assert ("Hold ends", "impound") in kinds
    assert ("Animals to be removed", "permit") in kinds and ("Permit expires", "permit") in kinds
    hold = next(i for i in items if i.kind == "Hold ends")
    assert hold.record_id == held.impound_id and hold.due <= week_end(today) and "reclaims" in hold.clears
    request = [i for i in items if i.kind == "Hearing request deadline"]
    assert today <= deadline <= week_end(today)  # counted from the notice
    assert [r.record_id for r in request] == [notice_id] and "hearing request" in request[0].clears
    assert [i.due for i in items] == sorted(i.due for i in items)
    assert all(i.clears for i in items)
    # another city's list does not hold them; all cities' does
    assert not due_this_week(office.worthington, today)
    assert {i.record_id for i in due_this_week(None, today)} >= {held.impound_id, permit_id}
    # the removal recorded clears it from the list
    Permit.update(removal_done_on=date(2026, 3, 10)).where(Permit.id == permit_id).execute()
    assert "Animals to be removed" not in {i.kind for i in due_this_week(office.tracy, today)}


def test_a_scheduled_hearing_and_a_quarantine_end_are_listed(office, desk):
    """MN-1721.0570: a quarantine's end, then the exam after it (overdue until certified)."""
    owner = make_owner(office, office.tracy)
    dog = make_dog(office, office.tracy, owner, licensed_on=date(2026, 1, 5))
    q = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="quarantine", animal_id=dog,
                        kennel_id=desk.quarantine_ids[0], on=date(2026, 4, 6), quarantine="exposure_unvaccinated",
                        exposure_on=date(2026, 4, 5))
    from animaloffice.persistence.models.impounds import Impound

    until = Impound.get_by_id(q.impound_id).quarantine_until
    before = [i for i in due_this_week(office.tracy, until) if i.record_id == q.impound_id]
    assert "Quarantine ends" in {i.kind for i in before} or "Veterinary exam after quarantine" in {
        i.kind for i in before}
    after = [i for i in due_this_week(office.tracy, until.fromordinal(until.toordinal() + 2))
             if i.record_id == q.impound_id and i.kind == "Veterinary exam after quarantine"]
    assert after and after[0].overdue and after[0].when(until) == "overdue"
    _pid, notice_id, _deadline = _revocation(office, date(2026, 4, 1), removal=None)
    hearings.record_request(office.clerk, notice_id, received_on=date(2026, 4, 3))
    hearings.schedule_hearing(office.admin, notice_id, at=datetime(2026, 4, 14, 10, 0),
                             place="City Hall", sent_on=date(2026, 4, 3))
    week = due_this_week(office.tracy, date(2026, 4, 13))
    assert any(i.kind == "Hearing at 10:00" and i.record_kind == "hearing" for i in week)


def test_t_4c_each_hearing_step_says_the_action_that_clears_it(office, desk):
    """T-4C: a hearing asked for says to schedule it, one past its day to record it, one held to
    record the written decision; each then gives the fact (when asked for, when held)."""
    _pid, notice_id, _deadline = _revocation(office, date(2026, 4, 1), removal=None)
    hearings.record_request(office.clerk, notice_id, received_on=date(2026, 4, 3))

    def step(day, kind):
        [row] = [i for i in due_this_week(office.tracy, day) if i.kind == kind]
        return row

    row = step(date(2026, 4, 6), "Hearing to schedule")
    assert (row.due, row.record_kind, row.record_id, row.overdue) == (date(2026, 4, 3), "notice", notice_id, True)
    assert row.clears == "Schedule the hearing — requested 04/03/2026"
    hid = hearings.schedule_hearing(office.admin, notice_id, at=datetime(2026, 4, 14, 10, 0), place="City Hall",
                                    sent_on=date(2026, 4, 3)).hearing_id
    row = step(date(2026, 4, 15), "Hearing to record")
    assert (row.record_kind, row.record_id) == ("hearing", hid)
    assert row.clears == "Record the hearing held — hearing of 04/14/2026 not yet recorded"
    hearings.record_hearing(office.admin, hid, attendees="Ruth Lindquist; Officer Dana Lind")
    row = step(date(2026, 4, 15), "Written decision due")
    assert row.clears == "Record the written decision — heard 04/14/2026"
