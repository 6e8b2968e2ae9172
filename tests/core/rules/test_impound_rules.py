"""The impound rules as pure rules (``domain.impound``): the T-6C / MN-346.47 hold with every
step a clerk reads, the T-6D3 license notice, the MN-rabies / MN-1721.0570 quarantine ends,
the ages and the kennel board's colours."""
from datetime import date

from animaloffice import config
from animaloffice.domain import impound as i
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTHINGTON = PROFILES["tracy"], PROFILES["worthington"]
JUNE = date(2026, 6, 1)  # a Monday
FUTURE = date(2099, 1, 1)  # an office's change from a day later than any test run, so `today` cannot stand in


def test_t_6c_tracy_hold_is_the_later_of_5_business_and_7_calendar_days_read_back_step_by_step():
    hold = i.hold_period(TRACY, JUNE)
    assert (hold.last_day.value, hold.disposition_from.value) == (date(2026, 6, 8), date(2026, 6, 9))
    assert hold.last_day.rule_id == hold.disposition_from.rule_id == "T-6C"
    assert hold.last_day.inputs == hold.disposition_from.inputs == {
        "impounded_on": JUNE, "business_days": 5, "calendar_days": 7}
    common = ("The impound day is Monday June 1, 2026 (day 0)",
              "the 5th business day after it is Monday June 8, 2026, the business-day end",
              "7 calendar days after it is Monday June 8, 2026, the calendar-day end",
              "the later of the two is the business-day end, Monday June 8, 2026",
              "the hold's last day is Monday June 8, 2026")
    assert hold.last_day.steps == common
    assert hold.disposition_from.steps == common + ("disposition is allowed from Tuesday June 9, 2026",)
    parts = (("business_start", {"start_label": "the impound day", "start": JUNE}),
             ("business_end", {"count": 5, "end": date(2026, 6, 8), "what": "the business-day end"}),
             ("calendar_end", {"days": 7, "end": date(2026, 6, 8), "what": "the calendar-day end"}),
             ("hold_later_business", {"end": date(2026, 6, 8)}),
             ("hold_last", {"end": date(2026, 6, 8)}))
    assert hold.last_day.parts == parts
    assert hold.disposition_from.parts == parts + (("hold_disposition", {"start": date(2026, 6, 9)}),)
    assert hold.text() == hold.disposition_from.text() == (
        "The impound day is Monday June 1, 2026 (day 0). The 5th business day after it is Monday June 8, 2026, "
        "the business-day end. 7 calendar days after it is Monday June 8, 2026, the calendar-day end. The later "
        "of the two is the business-day end, Monday June 8, 2026. The hold's last day is Monday June 8, 2026. "
        "Disposition is allowed from Tuesday June 9, 2026. (T-6C)")


def test_t_6c_an_impound_on_a_saturday_ends_on_the_7th_calendar_day_the_later_of_the_two():
    hold = i.hold_period(TRACY, date(2026, 6, 6))
    assert (hold.last_day.value, hold.disposition_from.value) == (date(2026, 6, 13), date(2026, 6, 14))
    assert hold.disposition_from.steps[1:] == (
        "the 5th business day after it is Friday June 12, 2026, the business-day end",
        "7 calendar days after it is Saturday June 13, 2026, the calendar-day end",
        "the later of the two is the calendar-day end, Saturday June 13, 2026",
        "the hold's last day is Saturday June 13, 2026",
        "disposition is allowed from Sunday June 14, 2026")
    assert hold.disposition_from.parts[2:4] == (
        ("calendar_end", {"days": 7, "end": date(2026, 6, 13), "what": "the calendar-day end"}),
        ("hold_later_calendar", {"end": date(2026, 6, 13)}))


def test_mn_346_47_worthington_hold_counts_5_business_days_skipping_juneteenth_with_no_calendar_period():
    hold = i.hold_period(WORTHINGTON, date(2026, 6, 15))
    assert (hold.last_day.value, hold.disposition_from.value) == (date(2026, 6, 23), date(2026, 6, 24))
    assert hold.disposition_from.rule_id == "MN-346.47"
    assert hold.disposition_from.inputs == {"impounded_on": date(2026, 6, 15), "business_days": 5, "calendar_days": 0}
    assert hold.disposition_from.steps == (
        "The impound day is Monday June 15, 2026 (day 0)",
        "not counted: Friday June 19, 2026 (Juneteenth, a legal holiday)",
        "the 5th business day after it is Tuesday June 23, 2026, the business-day end",
        "no calendar-day period applies, so the hold ends on Tuesday June 23, 2026",
        "the hold's last day is Tuesday June 23, 2026",
        "disposition is allowed from Wednesday June 24, 2026")
    assert hold.disposition_from.parts[-4:] == (
        ("business_end", {"count": 5, "end": date(2026, 6, 23), "what": "the business-day end"}),
        ("hold_no_calendar", {"end": date(2026, 6, 23)}),
        ("hold_last", {"end": date(2026, 6, 23)}),
        ("hold_disposition", {"start": date(2026, 6, 24)}))
    assert hold.disposition_from.text().endswith("Disposition is allowed from Wednesday June 24, 2026. (MN-346.47)")


def test_mn_346_47_a_profile_below_the_5_business_day_floor_is_counted_at_the_floor():
    short = TRACY.with_overrides([("period", "hold_business_days", date(2026, 1, 1), 3, "")])
    hold = i.hold_period(short, JUNE)
    assert hold.disposition_from.value == date(2026, 6, 9)
    assert hold.disposition_from.inputs["business_days"] == 5
    assert hold.disposition_from.steps[:3] == (
        "the profile's 3 business days are below the state floor, so 5 are counted (MN-346.47)",
        "The impound day is Monday June 1, 2026 (day 0)",
        "the 5th business day after it is Monday June 8, 2026, the business-day end")
    assert hold.disposition_from.parts[:2] == (("hold_floor", {"floor": 5}),
                                               ("business_start", {"start_label": "the impound day", "start": JUNE}))


def test_t_6c_t_6d3_mn_rabies_periods_are_those_in_force_on_the_day_counted_from():
    changed = TRACY.with_overrides([("period", "hold_business_days", FUTURE, 6, ""),
                                    ("period", "hold_calendar_days", FUTURE, 10, ""),
                                    ("period", "license_notice_business_days", FUTURE, 3, ""),
                                    ("period", "bite_quarantine_days", FUTURE, 14, "")])
    hold = i.hold_period(changed, date(2099, 6, 2))  # a Tuesday
    assert hold.disposition_from.inputs == {"impounded_on": date(2099, 6, 2), "business_days": 6, "calendar_days": 10}
    assert hold.last_day.value == date(2099, 6, 12)
    assert hold.last_day.steps[1:3] == ("the 6th business day after it is Wednesday June 10, 2099, the business-day end",
                                        "10 calendar days after it is Friday June 12, 2099, the calendar-day end")
    assert i.license_notice_deadline(changed, date(2099, 6, 2)).value == date(2099, 6, 5)
    assert i.quarantine_end(changed, "bite", date(2099, 6, 2)).value == date(2099, 6, 16)
    assert i.hold_period(changed, JUNE).last_day.value == date(2026, 6, 8)  # before the change: 5 and 7


def test_t_6d3_the_license_notice_runs_2_business_days_after_the_day_it_was_given():
    deadline = i.license_notice_deadline(TRACY, date(2026, 6, 18))
    assert (deadline.value, deadline.rule_id) == (date(2026, 6, 23), "T-6D3")
    assert deadline.steps == ("The day the notice was given is Thursday June 18, 2026 (day 0)",
                              "not counted: Friday June 19, 2026 (Juneteenth, a legal holiday)",
                              "the 2nd business day after it is Tuesday June 23, 2026, the last day to obtain the "
                              "license or permit")
    assert deadline.parts[0] == ("business_start", {"start_label": "the day the notice was given",
                                                    "start": date(2026, 6, 18)})
    assert deadline.parts[-1] == ("business_end", {"count": 2, "end": date(2026, 6, 23),
                                                   "what": "the last day to obtain the license or permit"})


def _refusals(rs):
    return [(r.rule_id, r.reason, r.data) for r in rs]


def test_t_6d3_seizure_for_want_of_a_license_needs_the_notice_and_its_deadline_passed_without_compliance():
    deadline = date(2026, 6, 23)
    assert _refusals(i.license_notice_refusals(JUNE, notice_number=None, deadline=None)) == [
        ("T-6D3", "no notice to obtain a license or permit was given for this animal; give the notice first", {})]
    assert i.license_notice_refusals(JUNE, notice_number="N-7", deadline=None) == []
    assert _refusals(i.license_notice_refusals(deadline, notice_number="N-7", deadline=deadline)) == [
        ("T-6D3", "the notice N-7 gives the owner until Tuesday June 23, 2026", {"deadline": deadline})]
    after = date(2026, 6, 24)
    assert i.license_notice_refusals(after, notice_number="N-7", deadline=deadline) == []
    assert i.license_notice_refusals(after, notice_number="N-7", deadline=deadline, obtained_on=deadline) == []
    assert _refusals(i.license_notice_refusals(after, notice_number="N-7", deadline=deadline,
                                               obtained="dog license", obtained_on=deadline)) == [
        ("T-6D3", "the owner obtained the dog license on Tuesday June 23, 2026, within the notice N-7's deadline of "
                  "Tuesday June 23, 2026, and it is current; the animal cannot be seized for want of it",
         {"deadline": deadline, "obtained_on": deadline})]
    assert i.license_notice_refusals(after, notice_number="N-7", deadline=deadline, obtained="dog license",
                                     obtained_on=after) == []  # obtained too late: the ground stands


def test_mn_rabies_mn_1721_0570_each_quarantine_ends_its_days_after_the_incident_day():
    bite = i.quarantine_end(TRACY, "bite", JUNE)
    assert (bite.value, bite.rule_id, bite.inputs) == (date(2026, 6, 11), "MN-rabies",
                                                      {"kind": "bite", "incident_on": JUNE, "days": 10})
    assert bite.steps == ("the bite was on Monday June 1, 2026 (day 0)",
                          "bite observation lasts 10 days, so it ends on Thursday June 11, 2026",
                          "release needs a veterinarian's exam at the end and, for a dog, cat or ferret, a rabies "
                          "vaccination in force (MN-1721.0570)")
    assert bite.parts == (("quarantine_start", {"what": "the bite", "start": JUNE}),
                          ("quarantine_days", {"kind": "Bite observation", "days": 10, "end": date(2026, 6, 11)}),
                          ("quarantine_release", {}))
    vaccinated = i.quarantine_end(WORTHINGTON, "exposure_vaccinated", JUNE)
    assert (vaccinated.value, vaccinated.rule_id) == (date(2026, 7, 16), "MN-1721.0570")
    assert vaccinated.steps[:2] == ("the exposure was on Monday June 1, 2026 (day 0)",
                                    "rabies exposure, vaccinated lasts 45 days, so it ends on Thursday July 16, 2026")
    assert vaccinated.parts[0] == ("quarantine_start", {"what": "the exposure", "start": JUNE})
    never = i.quarantine_end(TRACY, "exposure_unvaccinated", JUNE)
    assert (never.value, never.rule_id, never.inputs["days"]) == (date(2026, 11, 28), "MN-1721.0570", 180)
    assert never.steps[0] == "the exposure was on Monday June 1, 2026 (day 0)"
    assert never.steps[1] == "rabies exposure, not vaccinated lasts 180 days, so it ends on Saturday November 28, 2026"
    assert i.quarantine_end(TRACY, "disease", JUNE) is None  # the veterinarian decides
    assert i.quarantine_end(TRACY, "bite", None) is None
    assert i.quarantine_end(TRACY, "", JUNE) is None


def test_mn_346_47_sac_an_animals_age_comes_from_its_birth_date_else_its_age_at_intake():
    assert i.age_months_on(None, JUNE) is None
    assert i.age_months_on(date(2026, 2, 1), JUNE) == 4
    assert i.age_months(date(2026, 2, 1), 9, date(2026, 3, 1), JUNE) == 4  # the birth date wins
    assert i.age_months(None, 2, date(2026, 3, 1), JUNE) == 5  # 2 at intake, 3 months since
    assert i.age_months(None, 2, date(2026, 3, 1), date(2026, 3, 31)) == 2
    assert i.age_months(None, 2, JUNE, date(2026, 5, 20)) == 2  # a day before intake adds nothing
    assert i.age_months(None, None, JUNE, JUNE) is None
    assert [i.age_group(a) for a in (None, -1, 0, 4, 5)] == ["unknown", "unknown", "juvenile", "juvenile", "adult"]
    assert i.AGE_GROUPS[i.age_group(5)] == "5 months or more"
    assert (i.intake_type_for_ground("at_large"), i.intake_type_for_ground("bite")) == ("stray", "seized")
