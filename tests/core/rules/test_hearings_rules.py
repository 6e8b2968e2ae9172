"""The hearing right of a denial or revocation notice as pure rules (``domain.hearings``): the last day
to request a hearing, whether a request is on time, the days left, the decision that stands, the
hearing's notice, the appeal; each with the words a clerk reads back (T-4A, T-4C, W-90.10H, MN-645.15)."""
from dataclasses import replace
from datetime import date

from animaloffice import config
from animaloffice.domain import hearings as h
from animaloffice.domain.explain import Explained
from animaloffice.domain.profile_reader import shipped_profiles

PROFILES = shipped_profiles(config.resources_dir())
TRACY = PROFILES["tracy"]  # T-4A, T-4C: 7 days to request a hearing before the Police Commission
WORTHINGTON = PROFILES["worthington"]  # ch. 90 names no hearing body: the office's 7 days, asked of the city
JUNE_22 = date(2026, 6, 22)  # a Monday: the last day in most cases below


def test_t_4a_the_request_deadline_names_the_police_commission_and_rolls_past_juneteenth():
    """T-4A, MN-645.15: sent Friday June 12, 2026; 7 days is Juneteenth, then the weekend."""
    e = h.hearing_request_deadline(TRACY, date(2026, 6, 12), "T-4A")
    assert e.value == JUNE_22 and e.rule_id == "T-4A"
    assert e.inputs == {"start": date(2026, 6, 12), "days": 7}
    assert e.steps == ("The notice was sent on Friday June 12, 2026", "7 days after that is Friday June 19, 2026",
                       "Friday June 19, 2026 is Juneteenth, a legal holiday, so the last day moves to the next day",
                       "Saturday June 20, 2026 is a Saturday, so the last day moves to the next day",
                       "Sunday June 21, 2026 is a Sunday, so the last day moves to the next day",
                       "so the last day to request a hearing before the Police Commission is Monday June 22, 2026 "
                       "(MN-645.15)")


def test_t_4c_a_revocation_deadline_is_heard_by_the_body_of_the_revocation_matter():
    revoked = replace(TRACY, hearings={**TRACY.hearings, "permit_revocation": TRACY.hearings[
        "permit_revocation"].with_values(body="City Council")})
    e = h.hearing_request_deadline(revoked, date(2026, 3, 2), "T-4C")
    assert e.value == date(2026, 3, 9) and e.rule_id == "T-4C"
    assert e.steps == ("The notice was sent on Monday March 2, 2026", "7 days after that is Monday March 9, 2026",
                       "so the last day to request a hearing before the City Council is Monday March 9, 2026")
    denial = h.hearing_request_deadline(revoked, date(2026, 3, 2), "T-4A")  # the denial's body stays
    assert denial.steps[-1] == "so the last day to request a hearing before the Police Commission is Monday March 9, 2026"


def test_a_body_given_for_the_hearing_is_the_one_named():
    e = h.hearing_request_deadline(TRACY, date(2026, 3, 2), "T-4A", body="Hearing Examiner")
    assert e.steps[-1] == "so the last day to request a hearing before the Hearing Examiner is Monday March 9, 2026"


def test_w_90_10h_no_body_named_the_request_is_asked_of_the_city():
    """W-90.10H5: chapter 90 names no body; none is credited, and a rule with no matter names none."""
    e = h.hearing_request_deadline(WORTHINGTON, date(2026, 3, 2), "W-90.10H")
    assert e.value == date(2026, 3, 9) and e.rule_id == "W-90.10H"
    assert e.steps[-1] == "so the last day to ask the city for a hearing is Monday March 9, 2026"
    other = h.hearing_request_deadline(TRACY, date(2026, 3, 2), "T-9Z")  # no matter for the rule: no body
    assert other.steps[-1] == "so the last day to ask the city for a hearing is Monday March 9, 2026"
    no_terms = h.hearing_request_deadline(replace(TRACY, hearings={}), date(2026, 3, 2))
    assert no_terms.rule_id == "T-4A"
    assert no_terms.steps[-1] == "so the last day to ask the city for a hearing is Monday March 9, 2026"


def test_t_4a_the_request_deadline_counts_the_days_in_force_on_the_day_the_notice_was_sent():
    """A changed period applies to a notice sent on or after its day; the count's parts name its start."""
    longer = TRACY.with_overrides([("period", "hearing_request_days", date(2090, 1, 1), 10, "")])
    assert h.hearing_request_deadline(longer, date(2026, 3, 2)).value == date(2026, 3, 9)
    e = h.hearing_request_deadline(longer, date(2090, 3, 1))  # a Wednesday; 10 days: Saturday March 11
    assert e.value == date(2090, 3, 13) and e.inputs == {"start": date(2090, 3, 1), "days": 10}
    assert e.parts[0] == ("act_start", {"start_label": "the notice was sent", "start": date(2090, 3, 1)})
    assert e.parts[-1] == ("act_end", {"what": "the last day to request a hearing before the Police Commission",
                                       "end": date(2090, 3, 13)})


def test_mn_347_50_a_declaration_has_14_days_from_the_date_of_its_notice():
    e = h.hearing_request_deadline(TRACY, date(2026, 6, 12), "MN-347.50")
    assert e.value == date(2026, 6, 26) and e.rule_id == "MN-347.50"
    assert e.steps[0] == "a hearing must be requested within 14 days of the date of the notice (Minn. Stat. § 347.541)"


def test_t_4a_a_request_received_on_the_last_day_is_on_time_the_day_after_late():
    assert h.request_is_late(JUNE_22, JUNE_22) is False
    assert h.request_is_late(JUNE_22, date(2026, 6, 23)) is True
    on_day = h.request_timeliness(JUNE_22, JUNE_22)
    assert on_day == Explained(True, "T-4A", {"deadline": JUNE_22, "received_on": JUNE_22, "mailed_on": None,
                                              "counts": "received"},
                               ("the last day to request a hearing was Monday June 22, 2026",
                                "the request was received on Monday June 22, 2026",
                                "it was received on the last day, so the request is on time"))
    before = h.request_timeliness(JUNE_22, date(2026, 6, 19), "T-4C")
    assert before.value is True and before.rule_id == "T-4C"
    assert before.steps[1:] == ("the request was received on Friday June 19, 2026",
                                "it was received before the last day, so the request is on time")
    one = h.request_timeliness(JUNE_22, date(2026, 6, 23))
    assert one.value is False
    assert one.steps[-1] == "it was received 1 day after the last day, so the request is late"
    three = h.request_timeliness(JUNE_22, date(2026, 6, 25))
    assert three.steps[-1] == "it was received 3 days after the last day, so the request is late"


def test_t_4a_where_the_profile_counts_the_postmark_a_request_mailed_in_time_is_on_time():
    """T-4A: "seven days ... to request a hearing": the day it is mailed counts (Tracy's profile)."""
    assert TRACY.hearings["permit_denial"].request_counts == "mailed"
    e = h.request_timeliness(JUNE_22, date(2026, 6, 24), mailed_on=JUNE_22, counts="mailed")
    assert e == Explained(True, "T-4A", {"deadline": JUNE_22, "received_on": date(2026, 6, 24),
                                         "mailed_on": JUNE_22, "counts": "mailed"},
                          ("the last day to request a hearing was Monday June 22, 2026",
                           "the request was mailed on Monday June 22, 2026 (postmark) and received on "
                           "Wednesday June 24, 2026; a request counts from the day it is mailed",
                           "it was mailed on the last day, so the request is on time"))
    late = h.request_timeliness(JUNE_22, date(2026, 6, 26), mailed_on=date(2026, 6, 24), counts="mailed")
    assert late.value is False
    assert late.steps[-1] == "it was mailed 2 days after the last day, so the request is late"
    early = h.request_timeliness(JUNE_22, date(2026, 6, 23), mailed_on=date(2026, 6, 20), counts="mailed")
    assert early.value is True and early.steps[-1] == "it was mailed before the last day, so the request is on time"


def test_t_4a_with_no_postmark_recorded_the_day_received_counts():
    e = h.request_timeliness(JUNE_22, date(2026, 6, 23), counts="mailed")
    assert e.value is False
    assert e.steps[1:] == ("the request was received on Tuesday June 23, 2026; a request counts from the day it is "
                           "mailed or handed in, and no postmark was recorded",
                           "it was received 1 day after the last day, so the request is late")


def test_w_90_10h_where_the_day_received_counts_a_postmark_changes_nothing():
    e = h.request_timeliness(JUNE_22, date(2026, 6, 23), "W-90.10H", mailed_on=date(2026, 6, 20))
    assert e.value is False and e.inputs["mailed_on"] == date(2026, 6, 20)
    assert e.steps[1:] == ("the request was received on Tuesday June 23, 2026",
                           "it was received 1 day after the last day, so the request is late")


def test_the_counted_day_is_the_postmark_only_where_the_profile_counts_it_and_one_is_recorded():
    assert h.counted_day(date(2026, 6, 24), JUNE_22, "mailed") == JUNE_22
    assert h.counted_day(date(2026, 6, 24), None, "mailed") == date(2026, 6, 24)
    assert h.counted_day(date(2026, 6, 24), JUNE_22, "received") == date(2026, 6, 24)


def test_t_4a_days_left_to_request_in_words():
    assert h.days_left(JUNE_22, date(2026, 6, 15)) == 7 and h.days_left(JUNE_22, date(2026, 6, 24)) == -2
    seven = h.days_left_explained(JUNE_22, date(2026, 6, 15))
    assert seven == Explained(7, "T-4A", {"deadline": JUNE_22, "today": date(2026, 6, 15)},
                              ("the last day to request a hearing is Monday June 22, 2026",
                               "today is Monday June 15, 2026", "7 days left to request a hearing"))
    assert h.days_left_explained(JUNE_22, date(2026, 6, 21), "T-4C").steps[-1] == "1 day left to request a hearing"
    assert h.days_left_explained(JUNE_22, date(2026, 6, 21), "T-4C").rule_id == "T-4C"
    last = h.days_left_explained(JUNE_22, JUNE_22)
    assert last.value == 0 and last.steps[-1] == "today is the last day to request a hearing"
    assert h.days_left_explained(JUNE_22, date(2026, 6, 23)).steps[-1] == "the last day passed 1 day ago"
    assert h.days_left_explained(JUNE_22, date(2026, 6, 24)).steps[-1] == "the last day passed 2 days ago"


def test_t_4c_once_the_last_day_passes_unrequested_the_notice_stands():
    assert h.deadline_passed(JUNE_22, JUNE_22) is False and h.deadline_passed(JUNE_22, date(2026, 6, 23)) is True
    stands = h.unrequested_outcome("revocation", JUNE_22, date(2026, 6, 23), "T-4C")
    assert stands == Explained(True, "T-4C", {"deadline": JUNE_22, "today": date(2026, 6, 23)},
                               ("no hearing was requested by the last day, Monday June 22, 2026",
                                "so the revocation in the notice stands"))
    still = h.unrequested_outcome("denial", JUNE_22, JUNE_22)
    assert still == Explained(False, "T-4A", {"deadline": JUNE_22, "today": JUNE_22},
                              ("a hearing may still be requested until Monday June 22, 2026",
                               "if none is requested by then, the denial in the notice stands"))
    assert h.unrequested_outcome("dangerous_dog", JUNE_22, date(2026, 7, 1)).steps[-1] == (
        "so the declaration in the notice stands")
    assert h.unrequested_outcome("citation", JUNE_22, date(2026, 7, 1)).steps[-1] == (
        "so the decision in the notice stands")


def test_what_a_notice_did_in_a_word_and_the_rule_its_hearing_comes_from():
    assert [h.kind_word(k) for k in ("denial", "revocation", "dangerous_dog", "citation", "animal_permit")] == [
        "denial", "revocation", "declaration", "citation", "animal permit"]
    assert (h.rule_for("denial", TRACY), h.rule_for("revocation", TRACY)) == ("T-4A", "T-4C")
    assert (h.rule_for("denial", WORTHINGTON), h.rule_for("revocation", WORTHINGTON)) == ("W-90.10H", "W-90.10H")
    assert h.rule_for("dangerous_dog", TRACY) == "MN-347.50" == h.rule_for("dangerous_dog", WORTHINGTON)
    both = replace(TRACY, rules={**TRACY.rules, "commercial_permits": True})  # animal permits too: Tracy's rule
    assert (h.rule_for("denial", both), h.rule_for("revocation", both)) == ("T-4A", "T-4C")
    neither = replace(TRACY, rules={**TRACY.rules, "animal_permits": False})
    assert h.rule_for("revocation", neither) == "T-4C"


def test_the_hearing_is_noticed_at_least_the_profiles_days_ahead():
    """The office's practice (hearing_notice_days: 7 in both profiles; the ordinance: "a reasonable time")."""
    assert h.hearing_notice_days(TRACY, date(2026, 3, 2)) == 7
    e = h.earliest_hearing_date(TRACY, date(2026, 3, 2), "T-4C")
    assert e == Explained(date(2026, 3, 9), "T-4C", {"notice_sent_on": date(2026, 3, 2), "days": 7},
                          ("the hearing notice is sent on Monday March 2, 2026",
                           "the City of Tracy profile gives at least 7 days' notice of a hearing (hearing_notice_days)",
                           "so the hearing may be held on Monday March 9, 2026 or later"))
    assert h.earliest_hearing_date(WORTHINGTON, date(2026, 3, 2)).rule_id == "T-4A"
    none_set = replace(TRACY, periods={k: v for k, v in TRACY.periods.items() if k != "hearing_notice_days"})
    assert h.hearing_notice_days(none_set, date(2026, 3, 2)) == 0
    e = h.earliest_hearing_date(none_set, date(2026, 3, 2))
    assert e == Explained(date(2026, 3, 2), "T-4A", {"notice_sent_on": date(2026, 3, 2), "days": 0},
                          ("the City of Tracy profile sets no minimum notice of a hearing",
                           "so the hearing may be held from Monday March 2, 2026"))


def test_t_4a_an_appeal_deadline_only_where_days_are_stated():
    """T-4A names no time to appeal: no deadline is made up; the office's stated days count by MN-645.15."""
    assert h.appeal_deadline(TRACY, date(2026, 3, 2), "T-4A", None) is None
    assert h.appeal_deadline(TRACY, date(2026, 3, 2), "T-4A", 0, "Resolution 2026-14") is None
    bare = h.appeal_deadline(TRACY, date(2026, 3, 2), "T-4C", 30)
    assert bare.value == date(2026, 4, 1) and bare.rule_id == "T-4C"
    assert bare.steps == ("The decision was made on Monday March 2, 2026", "30 days after that is Wednesday April 1, 2026",
                          "so the last day to appeal the decision is Wednesday April 1, 2026")
    sourced = h.appeal_deadline(TRACY, date(2026, 3, 2), "T-4A", 30, "Resolution 2026-14")
    assert sourced.value == date(2026, 4, 1) and sourced.rule_id == "T-4A"
    assert sourced.steps == ("an appeal is filed within 30 days of the decision (Resolution 2026-14)", *bare.steps)
    assert sourced.parts == bare.parts
    assert bare.parts[0] == ("act_start", {"start_label": "the decision was made", "start": date(2026, 3, 2)})
    assert h.appeal_deadline(TRACY, date(2026, 3, 2), appeal_days=30).rule_id == "T-4A"


def test_t_4a_each_reason_an_appeal_cannot_be_recorded():
    ok = dict(hearing_status="decided", decided_on=date(2026, 3, 2), filed_on=date(2026, 3, 2), filed_by="city",
              open_appeal_by_side=False)
    assert h.appeal_refusals(**ok) == [] and h.appeal_refusals(**{**ok, "filed_by": "owner"}) == []
    undecided = "only a written decision can be appealed; the hearing has no decision yet"
    assert h.appeal_refusals(**{**ok, "hearing_status": "held"}) == [undecided]
    assert h.appeal_refusals(**{**ok, "decided_on": None}) == [undecided]
    assert h.appeal_refusals(**{**ok, "filed_on": date(2026, 3, 1)}) == [
        "the appeal is dated before the decision of Monday March 2, 2026"]
    assert h.appeal_refusals(**{**ok, "hearing_status": "held", "decided_on": None, "filed_by": "neighbour",
                                "open_appeal_by_side": True}) == [
        undecided, "an appeal is filed by the owner or the city", "the neighbour already has an appeal of this "
        "decision pending"]
    assert h.appeal_refusals(**{**ok, "open_appeal_by_side": True}) == [
        "the city already has an appeal of this decision pending"]


def test_t_4a_an_appeal_after_the_stated_last_day_is_flagged_late_not_refused():
    assert h.appeal_timeliness(None, date(2026, 9, 1), "T-4A") == Explained(
        False, "T-4A", {"filed_on": date(2026, 9, 1)}, ("no deadline to appeal is stated, so the appeal is not late",))
    deadline = h.appeal_deadline(TRACY, date(2026, 3, 2), "T-4C", 30)
    on_day = h.appeal_timeliness(deadline, date(2026, 4, 1), "T-4C")
    assert on_day == Explained(False, "T-4C", {"deadline": date(2026, 4, 1), "filed_on": date(2026, 4, 1)},
                               (*deadline.steps, "it was filed on Wednesday April 1, 2026, on time"))
    late = h.appeal_timeliness(deadline, date(2026, 4, 2), "T-4C")
    assert late == Explained(True, "T-4C", {"deadline": date(2026, 4, 1), "filed_on": date(2026, 4, 2)},
                             (*deadline.steps, "it was filed on Thursday April 2, 2026, after the last day: the "
                                               "appeal is late"))
