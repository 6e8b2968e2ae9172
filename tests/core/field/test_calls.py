"""Calls for service: taken at the desk, dispatched, visited, closed with what they produced,
reopened; the officer's list by priority and age; repeat complaints shown together; the caller
kept confidential; W-90.10H3 counts violations assessed, never complaints."""
from datetime import date, datetime, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.domain.violations import review_due
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.field import Call, CallVisit
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import calls as q
from animaloffice.queries.review import counted_violation_days, owners_due_review
from animaloffice.services import call_letters, calls, impounds

from .conftest import CALLER


def _call(field, *, jid=None, owner=None, animal=None, kind="noise", hours=2, priority="normal", **extra):
    office = field.office
    return calls.record_call(office.clerk, jurisdiction_id=jid or office.tracy, kind=kind,
                             received_at=field.hours_ago(hours), owner_id=owner, animal_id=animal,
                             priority=priority, description="Dog barking all night", **{**CALLER, **extra})


def test_the_officers_list_is_open_calls_by_priority_then_age(field):
    office = field.office
    old = _call(field, owner=field.tracy_owner, hours=50)
    urgent = _call(field, kind="neglect", address="Craig Ave by the park", hours=1, priority="urgent")
    newer = _call(field, kind="stray", address="Morgan St and 3rd St", hours=3)
    done = _call(field, kind="wildlife", address="Emory St", hours=80)
    calls.assign_call(office.clerk, done.id, "officer")
    calls.close_call(office.officer, done.id, outcome="referral", referred_to="Minnesota DNR")
    rows = q.call_list(office.tracy, view="open")(0, 50)
    assert [r[1] for r in rows] == [urgent.number, old.number, newer.number]
    assert rows[0][2] == "Urgent" and rows[1][3] == "2 days" and rows[2][3] == "3 h"
    assert rows[1][6] == "Halvorson, Ida" and rows[1][5] == "12 Elm St, Tracy, MN 56175"  # where, from the owner
    assert [r[1] for r in q.call_list(office.tracy, view="closed")(0, 50)] == [done.number]
    calls.assign_call(office.clerk, newer.id, "officer")
    assert [r[1] for r in q.call_list(office.tracy, view="mine", officer="officer")(0, 50)] == [newer.number]
    assert [r[1] for r in q.call_list(office.tracy, view="new")(0, 50)] == [urgent.number, old.number]


def test_the_caller_is_shown_only_to_roles_that_may_see_it(field):
    office = field.office
    info = _call(field, owner=field.tracy_owner)
    for_clerk = q.call_detail(info.id, office.clerk)
    assert for_clerk.caller_hidden and for_clerk.caller_name == "" and for_clerk.caller_phone == ""
    for_officer = q.call_detail(info.id, office.officer)
    assert not for_officer.caller_hidden and for_officer.caller_name == "Marguerite Oyelaran"
    assert for_officer.caller_phone == "320-555-0187"
    # the clerk, who cannot see the caller, cannot change what is written of the caller either
    with pytest.raises(PermissionDenied):
        calls.update_call(office.clerk, info.id, expected_version=info.version, caller_phone="320-555-0100")
    calls.update_call(office.clerk, info.id, expected_version=info.version, priority="high")
    assert Call.get_by_id(info.id).caller_phone == "320-555-0187"


def test_visits_in_order_and_none_before_the_call_or_on_a_closed_call(field):
    office = field.office
    info = _call(field, owner=field.tracy_owner, hours=30)
    with pytest.raises(PermissionDenied):  # the desk takes calls; the officer works them
        calls.add_visit(office.clerk, info.id, visited_at=field.hours_ago(1), notes="went by")
    with pytest.raises(ValidationError) as e:
        calls.add_visit(office.officer, info.id, visited_at=field.hours_ago(31), notes="too early")
    assert e.value.field == "visited_at"
    calls.add_visit(office.officer, info.id, visited_at=field.hours_ago(20), notes="Dog barking at 11 pm, heard it")
    calls.add_visit(office.officer, info.id, visited_at=field.hours_ago(2), kind="follow_up", notes="Quiet today")
    detail = q.call_detail(info.id, office.officer)
    assert [v.kind for v in detail.visits] == ["Visit", "Follow-up visit"]
    calls.close_call(office.officer, info.id, outcome="no_violation", note="quiet on follow-up")
    with pytest.raises(ValidationError) as e:
        calls.add_visit(office.officer, info.id, visited_at=field.hours_ago(1), notes="again")
    assert e.value.field == "call_id" and "reopen" in e.value.reason


def test_a_warning_closes_the_call_only_once_the_letter_is_sent(field):
    """T-2C noise: the outcome "warning" needs the warning letter on file first; the blocker names
    the action that clears it."""
    office = field.office
    info = _call(field, owner=field.tracy_owner, animal=field.tracy_dog)
    calls.add_visit(office.officer, info.id, visited_at=field.hours_ago(1), notes="Barking heard from the street")
    blockers = calls.blockers_for(info.id, "warning")
    assert [b.action for b in blockers] == ["warning_letter"]
    with pytest.raises(ValidationError) as e:
        calls.close_call(office.officer, info.id, outcome="warning")
    assert e.value.field == "outcome" and "warning letter" in e.value.reason
    assert Call.get_by_id(info.id).status == "new"  # nothing half-saved
    sent = call_letters.send_warning(office.officer, info.id, findings="The dog barked for an hour at night.")
    assert Notice.get_by_id(sent.id).kind == "warning"
    calls.close_call(office.officer, info.id, outcome="warning")
    detail = q.call_detail(info.id, office.officer)
    assert detail.status == "closed" and detail.outcome == "warning"
    assert any(l.subject_table == "notice" and l.subject_id == sent.id for l in detail.links)


def test_a_letter_never_names_the_caller(field):
    office = field.office
    info = _call(field, owner=field.tracy_owner)
    for findings in ("Marguerite Oyelaran says the dog barks", "Oyelaran, Marguerite complained",
                     "Call back at 320 555 0187"):
        with pytest.raises(ValidationError) as e:
            call_letters.send_warning(office.officer, info.id, findings=findings)
        assert e.value.field == "findings"
    assert not Notice.select().where(Notice.subject_table == "call").exists()


def test_notice_to_comply_gives_the_profiles_days_counted_as_a_deadline(field):
    """MN-645.15: the day to comply by is the notice day plus comply_days, off a weekend or holiday."""
    office = field.office
    info = _call(field, kind="unsanitary", owner=field.tracy_owner)
    on = date.today()
    sent = call_letters.send_notice_to_comply(office.officer, info.id, on=on, findings="Kennel not cleaned.")
    days = profile_for(office.tracy).period("comply_days", on)
    due = Notice.get_by_id(sent.id).other_deadline
    assert on + timedelta(days=days) <= due <= on + timedelta(days=days + 3)
    assert due.weekday() < 5
    calls.close_call(office.officer, info.id, outcome="notice_to_comply")


def test_a_call_about_a_kind_no_section_covers_sends_no_letter(field):
    """Worthington's chapter 90 as given has no noise section: no warning can cite one."""
    office = field.office
    info = _call(field, jid=office.worthington, owner=field.worth_owner, kind="noise")
    with pytest.raises(ValidationError) as e:
        call_letters.send_warning(office.officer, info.id, findings="Barking")
    assert e.value.field == "call_id" and "no section" in e.value.reason
    with pytest.raises(ValidationError) as e:
        calls.record_violation_for_call(office.officer, info.id, occurred_on=date.today())
    assert e.value.field == "kind"
    calls.close_call(office.officer, info.id, outcome="referral", referred_to="Worthington Police Department")


def test_outcomes_need_their_records(field):
    office = field.office
    unknown = _call(field, kind="at_large", address="Morgan St and 3rd St")
    assert [b.action for b in calls.blockers_for(unknown.id, "violation")] == ["owner", "record_violation"]
    assert [b.field for b in calls.blockers_for(unknown.id, "referral")] == ["referred_to"]
    with pytest.raises(ValidationError) as e:
        calls.close_call(office.officer, unknown.id, outcome="impound")
    assert "impound" in e.value.reason
    taken = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                            new_animal={"species": "dog", "name": "", "colour": "brown"},
                            found_place="Morgan St and 3rd St")
    calls.link_to_call(office.officer, unknown.id, subject_table="impound", subject_id=taken.impound_id)
    with pytest.raises(ValidationError):  # linked once only
        calls.link_to_call(office.officer, unknown.id, subject_table="impound", subject_id=taken.impound_id)
    calls.close_call(office.officer, unknown.id, outcome="impound")
    with pytest.raises(ValidationError) as e:
        calls.close_call(office.officer, unknown.id, outcome="impound")
    assert "closed" in e.value.reason


def test_a_closed_call_reopened_keeps_its_history(field):
    office = field.office
    info = _call(field, owner=field.tracy_owner)
    calls.assign_call(office.clerk, info.id, "officer")
    calls.close_call(office.officer, info.id, outcome="no_violation")
    with pytest.raises(ValidationError) as e:
        calls.reopen_call(office.officer, info.id, reason="  ")
    assert e.value.field == "reason"
    calls.reopen_call(office.officer, info.id, reason="Barking again the next night")
    row = Call.get_by_id(info.id)
    assert row.status == "assigned" and row.outcome == "" and row.reopen_reason == "Barking again the next night"
    note = CallVisit.get(CallVisit.call == info.id)
    assert "No violation found" in note.notes and "Barking again" in note.notes
    assert [r[1] for r in q.call_list(office.tracy, view="open")(0, 10)] == [row.number]


def test_repeat_complaints_at_one_address_are_shown_together(field):
    """Three noise complaints within the profile's 30 days at one address (written two ways) are
    flagged; a call about the same dog elsewhere joins them; one at another address does not."""
    office = field.office
    a = _call(field, address="12 Elm Street", hours=24 * 20)
    b = _call(field, address="12 elm st.", hours=24 * 9)
    c = _call(field, address="40 Oak Ave", animal=field.tracy_dog, owner=field.tracy_owner, hours=24 * 2)
    calls.update_call(office.clerk, a.id, expected_version=a.version, animal_id=field.tracy_dog)
    other = _call(field, address="99 Pine St", hours=5)
    detail = q.call_detail(c.id, office.officer)
    assert [r.number for r in detail.repeats] == [a.number, b.number, c.number]
    assert detail.repeat_flag.startswith("Repeat complaints: 3 calls")
    assert q.call_detail(other.id, office.officer).repeat_flag == ""
    rows = {r[1]: r for r in q.call_list(office.tracy, view="open")(0, 50)}
    assert rows[c.number][10] == "3 in 30 days" and rows[other.number][10] == ""
    groups = q.repeat_groups(office.tracy)
    assert any(g.count == 3 and set(g.numbers) == {a.number, b.number, c.number} for g in groups)
    assert all(other.number not in g.numbers for g in groups)


def test_w_90_10h3_complaints_count_only_as_violations_assessed(field):
    """W-90.10H3: three complaints about one Worthington owner closed with no violation put nothing
    up for review; the review comes with the third violation recorded from a call."""
    office = field.office
    profile = profile_for(office.worthington)
    infos = [_call(field, jid=office.worthington, owner=field.worth_owner, animal=field.worth_dog, kind="at_large",
                   hours=24 * d, address="5 Lake Ave") for d in (60, 30, 3)]
    for info in infos:
        calls.close_call(office.officer, info.id, outcome="no_violation")
    assert not review_due(profile, counted_violation_days(field.worth_owner), date.today()).value
    assert owners_due_review(office.worthington) == []
    for info in infos:
        calls.reopen_call(office.officer, info.id, reason="The officer saw the dog at large")
        vid = calls.record_violation_for_call(office.officer, info.id,
                                              occurred_on=Call.get_by_id(info.id).received_at.date())
        calls.close_call(office.officer, info.id, outcome="violation")
        assert Call.get_by_id(info.id).status == "closed" and vid
    assert review_due(profile, counted_violation_days(field.worth_owner), date.today()).value
    assert [r.owner_id for r in owners_due_review(office.worthington)] == [field.worth_owner]


def test_bad_input_is_refused_by_field(field):
    office = field.office
    cases = [dict(kind="karaoke"), dict(received_at=datetime.now() + timedelta(days=2)),
             dict(priority="whenever"), dict(animal_id=field.worth_dog), dict(officer="clerk"),
             dict(officer="nobody-here")]
    fields = []
    for bad in cases:
        args = dict(jurisdiction_id=office.tracy, kind="noise", address="1 Main St", **CALLER)
        args.update(bad)
        with pytest.raises(ValidationError) as e:
            calls.record_call(office.clerk, **args)
        fields.append(e.value.field)
    assert fields == ["kind", "received_at", "priority", "animal_id", "officer", "officer"]
    with pytest.raises(ValidationError) as e:
        calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="noise")
    assert e.value.field == "address"
    assert Call.select().count() == 0
