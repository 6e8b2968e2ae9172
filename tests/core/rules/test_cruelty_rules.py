"""MN-343.235 as a pure rule (``domain.cruelty``): the hold of an animal seized for cruelty or
neglect read back as the phrase keys a notice in another language is written from, the security
day count at its edge, and the periods in force on the day each count starts from.

Minn. Stat. § 343.235: disposal ten days after the animal was taken into custody (subd. 1);
security within ten days of the seizure, the day of the seizure included (subd. 2); security or a
hearing within ten days of the date of the notice (subd. 3(a)); the hearing within five business
days of the request (subd. 3(b)). The shipped profiles hold these as periods.
"""
from datetime import date

from animaloffice import config
from animaloffice.domain.cruelty import cruelty_hold, hearing_due, security_minimum
from animaloffice.domain.explain import Explained
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]
SEIZED = date(2026, 6, 1)  # a Monday
WHAT = "the notice's last day to post security or ask for a hearing"


def test_mn_343_235_a_notice_given_reads_back_as_phrase_keys_with_its_weekend_moves():
    hold = cruelty_hold(TRACY, SEIZED, date(2026, 6, 3))
    reply = (("cruelty_custody", {"day": SEIZED}),
             ("cruelty_security", {"days": 10, "end": date(2026, 6, 10)}),
             ("act_start", {"start_label": "the notice was given", "start": date(2026, 6, 3)}),
             ("act_days", {"days": 10, "end": date(2026, 6, 13)}),
             ("act_moved", {"day": date(2026, 6, 13), "reason": ("saturday", "")}),
             ("act_moved", {"day": date(2026, 6, 14), "reason": ("sunday", "")}),
             ("act_end", {"what": WHAT, "end": date(2026, 6, 15)}),
             ("cruelty_reply_by", {"end": date(2026, 6, 15)}))
    disposal = ("cruelty_disposal", {"days": 10, "earliest": date(2026, 6, 11), "start": date(2026, 6, 16)})
    assert hold.reply_by.parts == reply
    assert hold.disposition_from.parts == (*reply, disposal)
    assert hold.last_day.parts == (*reply, disposal, ("hold_last", {"end": date(2026, 6, 15)}))


def test_mn_343_235_before_the_notice_the_phrase_keys_say_the_dates_are_provisional():
    hold = cruelty_hold(WORTH, SEIZED, None, ordinary_from=date(2026, 6, 20))
    reply = (("cruelty_custody", {"day": SEIZED}),
             ("cruelty_security", {"days": 10, "end": date(2026, 6, 10)}),
             ("cruelty_provisional", {}),
             ("act_start", {"start_label": "the notice would be given", "start": SEIZED}),
             ("act_days", {"days": 10, "end": date(2026, 6, 11)}),
             ("act_end", {"what": WHAT, "end": date(2026, 6, 11)}),
             ("cruelty_reply_by", {"end": date(2026, 6, 11)}))
    later = (("cruelty_disposal", {"days": 10, "earliest": date(2026, 6, 11), "start": date(2026, 6, 12)}),
             ("cruelty_ordinary", {"start": date(2026, 6, 20)}))
    assert hold.reply_by.parts == reply
    assert hold.disposition_from.parts == (*reply, *later)
    assert hold.last_day.parts == (*reply, *later, ("hold_last", {"end": date(2026, 6, 19)}))
    assert hold.disposition_from.steps[3] == "The notice would be given on Monday June 1, 2026"
    assert (hold.disposition_from.value, hold.last_day.value) == (date(2026, 6, 20), date(2026, 6, 19))


def test_mn_343_235_security_within_one_day_the_seizure_day_included_is_the_seizure_day():
    """Subd. 2 counts the seizure day: a period of 1 day ends on the seizure day itself."""
    one_day = TRACY.with_overrides([("period", "cruelty_security_days", date(2020, 1, 1), 1, "x"),
                                    ("period", "cruelty_reply_days", date(2020, 1, 1), 0, "x")])
    hold = cruelty_hold(one_day, SEIZED, SEIZED)
    assert hold.reply_by.steps[1] == ("security is posted within 1 days of the seizure, the seizure day included: "
                                      "by Monday June 1, 2026")
    assert hold.reply_by.parts[1] == ("cruelty_security", {"days": 1, "end": SEIZED})
    assert hold.reply_by.value == SEIZED


def test_mn_343_235_security_reckoned_from_the_periods_and_rate_in_force_on_the_day():
    """The office's 30 days of care at the daily boarding rate in force on the day asked about; a
    change from a later day does not reach back."""
    later = TRACY.with_overrides([("period", "cruelty_security_care_days", date(2026, 7, 1), 60, "x"),
                                  ("fee", "boarding_per_day", date(2026, 7, 1), 2000, "x")])
    assert security_minimum(later, SEIZED) == Explained(45000, "MN-343.235", {"days": 30, "rate": 1500}, (
        "the costs of care and keeping are reckoned as 30 days at $15.00 a day, $450.00",))
    assert security_minimum(later, date(2026, 7, 1)) == Explained(120000, "MN-343.235", {"days": 60, "rate": 2000}, (
        "the costs of care and keeping are reckoned as 60 days at $20.00 a day, $1,200.00",))


def test_mn_343_235_the_hearing_within_the_business_days_in_force_on_the_request():
    later = TRACY.with_overrides([("period", "cruelty_hearing_business_days", date(2026, 7, 1), 10, "x")])
    due = hearing_due(later, SEIZED)
    assert (due.value, due.rule_id) == (date(2026, 6, 8), "MN-343.235")
    assert due.parts == (("business_start", {"start_label": "the request", "start": SEIZED}),
                         ("business_end", {"count": 5, "end": date(2026, 6, 8), "what": "the last day for the hearing"}))
    assert hearing_due(later, date(2026, 7, 1)).inputs["business_days"] == 10
