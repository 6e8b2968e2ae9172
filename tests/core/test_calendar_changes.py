"""Closures and holiday options recorded by an administrator (MN-645.44, MN-346.47, MN-645.15): the
calendar from a date, the open holds and deadlines recomputed with the change explained on them,
bad input refused naming the field, nothing half-saved."""
from datetime import date

import pytest

from animaloffice.domain.calendar import BusinessCalendar
from animaloffice.domain.errors import NotFound, PermissionDenied, ValidationError
from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.office import AuditEntry, CalendarChange
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import animals, dangerous_dogs, hearings, impound_notices, impounds, owners
from animaloffice.services import calendar_changes as cal


def _dog(office, jid=None, name="Pepper"):
    jid = jid or office.tracy
    o = owners.create_owner(office.clerk, jurisdiction_id=jid, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    return animals.create_animal(office.clerk, jurisdiction_id=jid, owner_id=o.id, name=name, species="dog",
                                 breed="Beagle", sex="F", altered=True, owned_since=date(2024, 1, 1)).id


def _audit(action):
    return list(AuditEntry.select().where(AuditEntry.action == action).order_by(AuditEntry.id))


# --- the calendar from a date --------------------------------------------------------------------------

def test_mn_645_44_a_holiday_option_changes_from_its_date_and_not_before():
    """MN-645.44: a city that takes up the Friday after Thanksgiving from July 1, 2026 observes it in
    2026, not in 2025; one that drops the October holiday from 2026 still had it in 2025."""
    cal_ = BusinessCalendar(october_holiday=True, friday_after_thanksgiving=False,
                            option_changes=((date(2026, 7, 1), "friday_after_thanksgiving", True),
                                            (date(2026, 1, 1), "october_holiday", False)))
    assert cal_.is_business_day(date(2025, 11, 28)) and not cal_.is_business_day(date(2026, 11, 27))
    assert "Friday after Thanksgiving" in cal_.closed_reason(date(2026, 11, 27))
    assert not cal_.is_business_day(date(2025, 10, 13)) and cal_.is_business_day(date(2026, 10, 12))
    assert cal_.option_on("october_holiday", date(2025, 12, 31)) and not cal_.option_on("october_holiday",
                                                                                        date(2026, 1, 1))
    assert hash(cal_) != hash(BusinessCalendar())


# --- a closure ---------------------------------------------------------------------------------------

def test_mn_346_47_a_closure_lengthens_an_open_hold_and_says_why(office):
    """MN-346.47 (T-6C): a closure on a day inside an open hold is not one of its business days; the
    hold ends a day later, its explanation says which closure moved it, the change is audited. A hold
    already ended before the closure, and an animal no longer held, are left as they were."""
    held = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=_dog(office),
                           on=date(2026, 3, 2))  # Monday: 5 business days and 7 calendar days end Monday Mar 9
    assert held.hold_last_day == date(2026, 3, 9)
    earlier = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large",
                              animal_id=_dog(office, name="Rex"), on=date(2026, 2, 16))
    result = cal.record_closure(office.admin, office.tracy, day=date(2026, 3, 4), reason="Blizzard: roads closed")
    row = Impound.get_by_id(held.impound_id)
    assert (row.hold_last_day, row.disposition_from) == (date(2026, 3, 10), date(2026, 3, 11))
    assert row.hold_explanation.startswith("Recomputed on ")
    assert ("closure of Wednesday March 4, 2026 recorded by admin: Blizzard: roads closed: the hold's last day "
            "moved from March 9, 2026 to March 10, 2026.") in row.hold_explanation
    assert "Wednesday March 4, 2026 (a day the office is closed (Blizzard: roads closed))" in row.hold_explanation
    assert [r.record_id for r in result.recomputed] == [held.impound_id] and not result.recomputed[0].kept
    assert Impound.get_by_id(earlier.impound_id).hold_last_day == earlier.hold_last_day
    [entry] = _audit("impound.hold_recomputed")
    assert entry.before and '"hold_last_day": "2026-03-09"' in entry.before and "2026-03-10" in entry.after
    assert _audit("calendar.closure")[0].username == "admin"
    assert "Blizzard" in profile_for(office.tracy).calendar.closed_reason(date(2026, 3, 4))


def test_mn_645_15_a_closure_moves_a_business_day_count_not_a_deadline_to_act(office):
    """MN-645.15 and T-6D3: a closure is not a legal holiday, so a "within 14 days" deadline (a
    declaration's hearing request) does not move; a notice's 2 business days do."""
    dog = _dog(office)
    order = impound_notices.send_license_order(office.clerk, dog, on=date(2026, 3, 2))  # Mon: by Wed Mar 4
    assert order.other_deadline == date(2026, 3, 4)
    case, notice = dangerous_dogs.declare_and_notify(
        office.officer, animal_id=_dog(office, name="Tank"), kind="dangerous", ground="dd_bodily_harm",
        facts="Bit a jogger.", incident_on=date(2026, 2, 27), incident_place="Elm St", declared_on=date(2026, 3, 2),
        declared_by="Officer Lind", sent_on=date(2026, 3, 2))
    assert notice.hearing_deadline == date(2026, 3, 16)
    cal.record_closure(office.admin, office.tracy, day=date(2026, 3, 3), reason="Power outage at City Hall")
    moved = Notice.get_by_id(order.id)
    assert moved.other_deadline == date(2026, 3, 5)
    assert "the last day to obtain the license or permit moved from March 4, 2026 to March 5, 2026" \
        in moved.explanation
    assert Notice.get_by_id(notice.id).hearing_deadline == date(2026, 3, 16)


def test_mn_346_47_a_closure_of_several_days_and_one_voided_keeps_the_day_given(office):
    """MN-346.47: a closure over days (the weekend among them is not recorded) moves the hold; voiding
    one day recorded in error does not take back the day the hold was given (a hold is a minimum),
    and says so on it."""
    held = impounds.intake(office.clerk, jurisdiction_id=office.tracy, ground="at_large", animal_id=_dog(office),
                           on=date(2026, 3, 2))
    result = cal.record_closure(office.admin, office.tracy, day=date(2026, 3, 5), through=date(2026, 3, 9),
                                reason="Flooding at the shelter")
    assert [c.day for c in CalendarChange.select().order_by(CalendarChange.day)] == [
        date(2026, 3, 5), date(2026, 3, 6), date(2026, 3, 9)]
    assert "closure of 3 days" in result.text
    assert Impound.get_by_id(held.impound_id).hold_last_day == date(2026, 3, 12)
    monday = CalendarChange.get(CalendarChange.day == date(2026, 3, 9))
    undone = cal.reopen(office.admin, monday.id, reason="Recorded in error: the shelter opened Monday")
    assert CalendarChange.get_by_id(monday.id).is_void and profile_for(office.tracy).calendar.is_business_day(
        date(2026, 3, 9))
    row = Impound.get_by_id(held.impound_id)
    assert row.hold_last_day == date(2026, 3, 12) and undone.recomputed[0].kept
    assert "the hold's last day stays March 12, 2026 (it would now count to March 11, 2026" in row.hold_explanation
    assert _audit("calendar.reopen")[0].note.startswith("Recorded in error")


def test_mn_346_47_closure_input_is_refused_naming_the_field_and_nothing_is_saved(office):
    """MN-346.47: a closure with no reason, on a day that is no business day already, ending before it
    begins or by someone not an administrator is refused, naming the field; nothing is saved."""
    for kw, field in (({"day": date(2026, 3, 4), "reason": " "}, "reason"),
                      ({"day": date(2026, 3, 7), "reason": "Snow"}, "day"),  # a Saturday
                      ({"day": date(2026, 5, 25), "reason": "Snow"}, "day"),  # Memorial Day
                      ({"day": date(2026, 3, 4), "through": date(2026, 3, 3), "reason": "Snow"}, "through"),
                      ({"day": "2026-03-04", "reason": "Snow"}, "day")):
        with pytest.raises(ValidationError) as err:
            cal.record_closure(office.admin, office.tracy, **kw)
        assert err.value.field == field
    with pytest.raises(ValidationError) as err:
        cal.record_closure(office.admin, office.tracy, day=date(2026, 3, 7), reason="Snow")
    assert "a Saturday" in err.value.message
    with pytest.raises(PermissionDenied):
        cal.record_closure(office.clerk, office.tracy, day=date(2026, 3, 4), reason="Snow")
    assert CalendarChange.select().count() == 0 and not _audit("calendar.closure")
    assert profile_for(office.tracy).calendar.is_business_day(date(2026, 3, 4))


# --- a holiday option ---------------------------------------------------------------------------------

def _declared_before_thanksgiving(office):
    return dangerous_dogs.declare_and_notify(
        office.officer, animal_id=_dog(office, name="Tank"), kind="dangerous", ground="dd_bodily_harm",
        facts="Bit a jogger.", incident_on=date(2026, 11, 10), incident_place="Elm St", declared_on=date(2026, 11, 12),
        declared_by="Officer Lind", sent_on=date(2026, 11, 12))


def test_mn_645_44_taking_up_the_friday_after_thanksgiving_moves_open_deadlines(office):
    """MN-645.44, MN-645.15: Tracy takes up the Friday after Thanksgiving from Nov 1, 2026: a
    declaration's last day to request a hearing and to register, Friday Nov 27, moves to Monday
    Nov 30, explained on the notice and the case; a notice whose hearing was requested keeps its day."""
    case, notice = _declared_before_thanksgiving(office)
    assert notice.hearing_deadline == date(2026, 11, 27)
    asked_case, asked = _declared_before_thanksgiving(office)
    hearings.record_request(office.clerk, asked.id, received_on=date(2026, 11, 20), how="mail")
    result = cal.set_holiday_option(office.admin, office.tracy, option="friday_after_thanksgiving", observed=True,
                                    effective_from=date(2026, 11, 1), reason="Council resolution 2026-31")
    n = Notice.get_by_id(notice.id)
    assert (n.hearing_deadline, n.other_deadline) == (date(2026, 11, 30), date(2026, 11, 30))
    assert "Friday after Thanksgiving observed from Sunday November 1, 2026" in n.explanation
    assert "the last day to request a hearing moved from November 27, 2026 to November 30, 2026" in n.explanation
    row = DangerousDogCase.get_by_id(case.id)
    assert row.compliance_deadline == date(2026, 11, 30) and "Council resolution 2026-31" in row.compliance_why
    assert Notice.get_by_id(asked.id).hearing_deadline == date(2026, 11, 27)
    assert {r.record_id for r in result.recomputed if r.table == "notice"} == {notice.id, asked.id}  # its registration
    assert Notice.get_by_id(asked.id).other_deadline == date(2026, 11, 30)
    assert not profile_for(office.tracy).calendar.is_business_day(date(2026, 11, 27))
    assert profile_for(office.tracy).calendar.is_business_day(date(2025, 11, 28))  # before the change
    assert [e.note for e in _audit("notice.deadline_recomputed")]


def test_mn_645_44_dropping_an_option_keeps_the_days_already_given(office):
    """MN-645.44: Worthington drops the Friday after Thanksgiving; deadlines already given on a notice
    keep their day (the owner was told it), each says so; a new notice counts without it."""
    _, notice = dangerous_dogs.declare_and_notify(
        office.officer, animal_id=_dog(office, office.worthington), kind="dangerous", ground="dd_bodily_harm",
        facts="Bit a jogger.", incident_on=date(2026, 11, 10), incident_place="Elm St", declared_on=date(2026, 11, 12),
        declared_by="Officer Lind", sent_on=date(2026, 11, 12))
    assert notice.hearing_deadline == date(2026, 11, 30)
    result = cal.set_holiday_option(office.admin, office.worthington, option="friday_after_thanksgiving",
                                    observed=False, effective_from=date(2026, 11, 1), reason="Council resolution 12")
    n = Notice.get_by_id(notice.id)
    assert n.hearing_deadline == date(2026, 11, 30) and all(r.kept for r in result.recomputed)
    assert "stays November 30, 2026 (it would now count to November 27, 2026" in n.explanation
    assert profile_for(office.worthington).calendar.is_business_day(date(2026, 11, 27))


def test_mn_645_44_option_input_is_refused_naming_the_field(office):
    """MN-645.44: an option the city already has from that day, an unknown option, a missing reason:
    refused naming the field, nothing saved."""
    for kw, field in (({"option": "friday_after_thanksgiving", "observed": False}, "observed"),  # Tracy has none
                      ({"option": "easter_monday", "observed": True}, "option"),
                      ({"option": "october_holiday", "observed": False, "reason": ""}, "reason")):
        values = {"effective_from": date(2026, 1, 1), "reason": "Council resolution", **kw}
        with pytest.raises(ValidationError) as err:
            cal.set_holiday_option(office.admin, office.tracy, **values)
        assert err.value.field == field
    with pytest.raises(NotFound) as err:
        cal.reopen(office.admin, 1, reason="Recorded in error")
    assert err.value.field == "change_id"
    assert CalendarChange.select().count() == 0
    made = cal.set_holiday_option(office.admin, office.tracy, option="october_holiday", observed=False,
                                  effective_from=date(2027, 1, 1), reason="Council resolution 2026-40")
    with pytest.raises(ValidationError) as err:  # an option is set again from a date, not voided
        cal.reopen(office.admin, made.change_ids[0], reason="Recorded in error")
    assert err.value.field == "change_id" and CalendarChange.select().where(CalendarChange.voided_at.is_null(
        False)).count() == 0


def test_schema_9_adds_the_calendar_changes_to_a_schema_8_file(tmp_path):
    """Schema 10 (MN-645.44, MN-346.47): a file from before gains the table of closures and holiday
    options, empty: its profiles' calendars are as they were."""
    from animaloffice.persistence import migrations
    from animaloffice.persistence.db import schema_version
    from tests.core.schema_files import older_file, opened

    path = tmp_path / "old.sqlite3"
    older_file(path, 9, 'DROP TABLE "calendar_change"')
    with opened(path):
        assert schema_version() == migrations.CURRENT >= 10
        assert CalendarChange.select().count() == 0


def test_mn_645_44_the_hearings_case_explains_a_day_kept_after_an_option_dropped(office):
    """MN-645.44: the Hearings case of a notice whose day was kept explains that day, not the new count."""
    from animaloffice.queries.hearing_cases import case_summary

    _, notice = dangerous_dogs.declare_and_notify(
        office.officer, animal_id=_dog(office, office.worthington), kind="dangerous", ground="dd_bodily_harm",
        facts="Bit a jogger.", incident_on=date(2026, 11, 10), incident_place="Elm St", declared_on=date(2026, 11, 12),
        declared_by="Officer Lind", sent_on=date(2026, 11, 12))
    assert "Friday after Thanksgiving" in case_summary(notice.id, date(2026, 11, 13)).deadline_why
    cal.set_holiday_option(office.admin, office.worthington, option="friday_after_thanksgiving", observed=False,
                           effective_from=date(2026, 11, 1), reason="Council resolution 12")
    summary = case_summary(notice.id, date(2026, 11, 13))
    assert summary.deadline == date(2026, 11, 30) and "stays November 30, 2026" in summary.deadline_why
