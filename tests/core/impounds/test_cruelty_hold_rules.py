"""MN-343.235 as pure rules: which seizures are for cruelty or neglect, the three ten-day counts
and the latest of them, the security asked, the hearing's last day, and the claims that stay a
disposition."""
from datetime import date

from animaloffice import config
from animaloffice.domain import cruelty as CR
from animaloffice.domain.errors import Refusal
from animaloffice.domain.explain import Explained
from animaloffice.domain.profile_reader import shipped_profiles

TRACY = shipped_profiles(config.resources_dir())["tracy"]
SEIZED = date(2026, 6, 1)


def test_mn_343_235_only_the_grounds_the_profile_marks_are_cruelty_seizures():
    grounds = [i.code for i in TRACY.items("seizure_grounds")]
    assert [g for g in grounds if CR.is_cruelty_seizure(TRACY, g)] == ["neglect_abuse"]
    assert not CR.is_cruelty_seizure(TRACY, "no_such_ground")


def test_mn_343_235_the_notice_day_plus_10_days_off_the_weekend_is_the_last_day_to_reply():
    hold = CR.cruelty_hold(TRACY, SEIZED, date(2026, 6, 3))
    inputs = {"seized_on": SEIZED, "notice_on": date(2026, 6, 3), "disposal_days": 10, "security_days": 10,
              "reply_days": 10}
    reply = ("taken into custody on Monday June 1, 2026",
             "security is posted within 10 days of the seizure, the seizure day included: by Wednesday June 10, 2026",
             "The notice was given on Wednesday June 3, 2026", "10 days after that is Saturday June 13, 2026",
             "Saturday June 13, 2026 is a Saturday, so the last day moves to the next day",
             "Sunday June 14, 2026 is a Sunday, so the last day moves to the next day",
             "so the notice's last day to post security or ask for a hearing is Monday June 15, 2026 (MN-645.15)",
             "the office takes security or a request for a hearing up to Monday June 15, 2026")
    disposal = ("disposal is allowed 10 days after the seizure (Thursday June 11, 2026) and after the notice's last "
                "day: from Tuesday June 16, 2026")
    assert hold.reply_by == Explained(date(2026, 6, 15), "MN-343.235", inputs, reply)
    assert hold.disposition_from == Explained(date(2026, 6, 16), "MN-343.235", inputs, (*reply, disposal))
    assert hold.last_day == Explained(date(2026, 6, 15), "MN-343.235", inputs,
                                      (*reply, disposal, "the hold's last day is Monday June 15, 2026"))


def test_mn_343_235_before_the_notice_the_dates_are_those_of_a_notice_on_the_seizure_day():
    hold = CR.cruelty_hold(TRACY, SEIZED, None)
    assert hold.reply_by.value == date(2026, 6, 11) and hold.disposition_from.value == date(2026, 6, 12)
    assert hold.reply_by.steps[2] == ("the notice of Minn. Stat. 343.235 has not been given yet: the dates below are "
                                      "those of a notice given on the seizure day, and a later notice moves them")
    assert hold.reply_by.steps[3] == "The notice would be given on Monday June 1, 2026"
    assert hold.reply_by.inputs["notice_on"] is None


def test_mn_343_235_security_within_10_days_may_outlast_an_early_notice():
    """A notice given before the seizure day's tenth day leaves the security days standing: the
    office takes a reply up to the later of the two."""
    cal = TRACY.with_overrides([("period", "cruelty_reply_days", date(2020, 1, 1), 3, "x")])
    hold = CR.cruelty_hold(cal, SEIZED, SEIZED)
    assert hold.reply_by.value == date(2026, 6, 10) and hold.disposition_from.value == date(2026, 6, 11)


def test_t_6c_the_ordinary_hold_is_never_cut_short():
    hold = CR.cruelty_hold(TRACY, SEIZED, None, ordinary_from=date(2026, 6, 20))
    assert hold.disposition_from.value == date(2026, 6, 20) and hold.last_day.value == date(2026, 6, 19)
    assert hold.disposition_from.steps[-1] == ("the ordinary holding period runs longer, to the day before Saturday "
                                               "June 20, 2026 (T-6C)")
    same = CR.cruelty_hold(TRACY, SEIZED, None, ordinary_from=date(2026, 6, 12))
    assert same.disposition_from.value == date(2026, 6, 12) and "ordinary" not in same.disposition_from.steps[-1]
    assert CR.cruelty_hold(TRACY, SEIZED, None, ordinary_from=date(2026, 6, 5)).disposition_from.value == date(2026, 6, 12)


def test_mn_343_235_the_periods_in_force_on_the_seizure_and_the_notice_days():
    later = TRACY.with_overrides([("period", "cruelty_disposal_days", date(2026, 6, 2), 30, "x"),
                                  ("period", "cruelty_security_days", date(2026, 6, 2), 30, "x"),
                                  ("period", "cruelty_reply_days", date(2026, 6, 2), 30, "x")])
    hold = CR.cruelty_hold(later, SEIZED, SEIZED)
    assert hold.reply_by.value == date(2026, 6, 11) and hold.disposition_from.value == date(2026, 6, 12)
    moved = CR.cruelty_hold(later, SEIZED, date(2026, 6, 2))
    assert moved.reply_by.value == date(2026, 7, 2) and moved.reply_by.inputs["reply_days"] == 30


def test_mn_343_235_security_for_30_days_of_care_and_the_hearing_within_5_business_days():
    assert CR.security_minimum(TRACY, SEIZED) == Explained(45000, "MN-343.235", {"days": 30, "rate": 1500}, (
        "the costs of care and keeping are reckoned as 30 days at $15.00 a day, $450.00",))
    due = CR.hearing_due(TRACY, SEIZED)
    assert due.value == date(2026, 6, 8) and due.rule_id == "MN-343.235"
    assert due.steps == ("The request is Monday June 1, 2026 (day 0)",
                         "the 5th business day after it is Monday June 8, 2026, the last day for the hearing")


def test_mn_343_235_a_standing_claim_stays_the_disposition():
    claims = [CR.ClaimOnFile("security", date(2026, 6, 2), "Ann Lee", None, 30000),
              CR.ClaimOnFile("hearing_request", date(2026, 6, 3), "Bob Ray", date(2026, 6, 10))]
    stays = {"needs": "claim_ended", "action": "end_claim"}
    assert CR.claim_refusals(claims, date(2026, 6, 5)) == [
        Refusal("MN-343.235", "Ann Lee posted security of $300.00 on Tuesday June 2, 2026: the animal may not be "
                "disposed of while it stands", stays),
        Refusal("MN-343.235", "Bob Ray asked for a hearing on Wednesday June 3, 2026, not yet decided: the animal may "
                "not be disposed of while it stands", stays)]
    assert [r.reason[:7] for r in CR.claim_refusals(claims, date(2026, 6, 10))] == ["Ann Lee"]
    assert [r.reason[:7] for r in CR.claim_refusals(claims, date(2026, 6, 9))] == ["Ann Lee", "Bob Ray"]
    assert CR.claim_refusals(claims, date(2026, 6, 1)) == []
    assert len(CR.claim_refusals(claims, date(2026, 6, 2))) == 1
