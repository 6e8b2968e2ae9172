"""W-90.10H5, T-4C and MN-645.15: a hearing requested on time stays what the notice set running,
until the written decision; then a new period counts from its receipt (or from a withdrawal),
never giving the owner less time than the deadline already running."""
from datetime import date

from animaloffice import config
from animaloffice.domain import hearing_stays as S
from animaloffice.domain.explain import Explained
from animaloffice.domain.hearings import HearingState, RequestState
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]
ASKED = date(2026, 3, 2)
ON_TIME, LATE = RequestState(ASKED, False, True), RequestState(ASKED, True, True)
DECIDED, SCHEDULED = HearingState("decided", date(2026, 3, 20)), HearingState("scheduled", date(2026, 3, 20))
REMOVE = "the last day to remove the animals from the city or release them to the city"


def test_w_90_10h5_only_a_request_on_time_stays_and_only_until_the_written_decision():
    assert S.stay_in_effect(ON_TIME, None) and S.stay_in_effect(ON_TIME, SCHEDULED)
    assert not S.stay_in_effect(ON_TIME, DECIDED) and not S.stay_in_effect(LATE, None)
    assert not S.stay_in_effect(None, None)
    assert S.stay(None, None, "W-90.10H5") == Explained(False, "W-90.10H5", {}, (
        "no hearing has been requested", "the action in the notice is not stayed"))
    assert S.stay(LATE, None, "W-90.10H5", "the disposal") == Explained(False, "W-90.10H5", {"received_on": ASKED}, (
        "the hearing was requested on Monday March 2, 2026, after the last day", "a late request does not stay the disposal"))
    assert S.stay(ON_TIME, DECIDED, "T-4C") == Explained(False, "T-4C", {"received_on": ASKED}, (
        "the hearing requested on Monday March 2, 2026 has been decided in writing",
        "the stay of the action in the notice ended with the decision; what follows counts from its receipt"))
    assert S.stay(ON_TIME, SCHEDULED, "T-4C", "the revocation") == Explained(True, "T-4C", {"received_on": ASKED}, (
        "a hearing was requested on time (Monday March 2, 2026)", "the revocation is stayed until the written decision"))


def test_w_90_10h5_the_removal_days_count_from_the_presumed_receipt_of_a_mailed_decision():
    e = S.after_decision(WORTH, date(2026, 6, 1), sent_by="mail")
    assert e == Explained(date(2026, 6, 15), "W-90.10H5", {"start": date(2026, 6, 4), "days": 10}, (
        "the removal deadline was stayed while the hearing was pending; the animals are to be removed within 10 days of "
        "the owner's receipt of the written decision; it was sent by mail on Monday June 1, 2026 and is taken as "
        "received on Thursday June 4, 2026 (3 days added for mailing, as Minn. R. Civ. P. 6.05 adds to a period after "
        "service by mail); record the day it was received when the office learns it",
        "The decision is taken as received on Thursday June 4, 2026",
        "10 days after that is Sunday June 14, 2026",
        "Sunday June 14, 2026 is a Sunday, so the last day moves to the next day",
        f"so {REMOVE} is Monday June 15, 2026 (MN-645.15)"), (
        ("act_start", {"start_label": "the decision is taken as received", "start": date(2026, 6, 4)}),
        ("act_days", {"days": 10, "end": date(2026, 6, 14)}),
        ("act_moved", {"day": date(2026, 6, 14), "reason": ("sunday", "")}),
        ("act_end", {"what": REMOVE, "end": date(2026, 6, 15)})))


def test_w_90_10h5_a_decision_handed_over_counts_from_its_day_with_the_reason_given():
    e = S.after_decision(WORTH, date(2026, 6, 1), sent_by="in_person",
                         why="the removal deadline was stayed while the appeal was pending")
    assert e.value == date(2026, 6, 11) and e.rule_id == "W-90.10H5"
    assert e.steps[0] == ("the removal deadline was stayed while the appeal was pending; the animals are to be removed "
                          "within 10 days of the owner's receipt of the written decision; counted from the day the "
                          "owner received it")
    assert e.steps[1] == "The decision was given to the owner on Monday June 1, 2026"
    kept = S.removal_after_decision(WORTH, date(2026, 6, 1), sent_by="in_person", released=False)
    assert kept.steps[-1] == "so the last day to remove the animals from the city is Thursday June 11, 2026"
    assert S.removal_what(True) == REMOVE


def test_t_4c_without_a_removal_period_the_revocation_takes_effect_the_day_after_receipt():
    assert S.after_decision(TRACY, date(2026, 6, 1), sent_by="in_person") == Explained(
        date(2026, 6, 1), "T-4C", {"decided_on": date(2026, 6, 1), "received_on": date(2026, 6, 1)}, (
            "the revocation was stayed while the hearing was pending; it takes effect the day after the owner's receipt "
            "of the written decision (the ordinance sets no removal period)",
            "counted from the day the owner received it", "the revocation takes effect on Tuesday June 2, 2026"))
    late = S.after_decision(TRACY, date(2026, 6, 1), sent_by="certified", received_on=date(2026, 6, 8),
                            why="the removal deadline was stayed while the appeal was pending")
    assert late == Explained(date(2026, 6, 8), "T-4C", {"decided_on": date(2026, 6, 1), "received_on": date(2026, 6, 8)}, (
        "the revocation was stayed while the appeal was pending; it takes effect the day after the owner's receipt of "
        "the written decision (the ordinance sets no removal period)",
        "it was sent by certified mail on Monday June 1, 2026 and is taken as received on Thursday June 4, 2026 (3 days "
        "added for mailing, as Minn. R. Civ. P. 6.05 adds to a period after service by mail); it was received later, "
        "as recorded", "the revocation takes effect on Tuesday June 9, 2026"))


def test_w_90_10h5_t_4c_after_a_withdrawal_the_period_counts_from_it():
    assert S.after_withdrawal(WORTH, date(2026, 6, 1)) == Explained(
        date(2026, 6, 11), "W-90.10H5", {"start": date(2026, 6, 1), "days": 10}, (
            "the removal deadline was stayed while the hearing request was pending; with the request withdrawn the 10 "
            "days to remove the animals count from the withdrawal",
            "The hearing request was withdrawn on Monday June 1, 2026", "10 days after that is Thursday June 11, 2026",
            f"so {REMOVE} is Thursday June 11, 2026"), (
            ("act_start", {"start_label": "the hearing request was withdrawn", "start": date(2026, 6, 1)}),
            ("act_days", {"days": 10, "end": date(2026, 6, 11)}), ("act_end", {"what": REMOVE, "end": date(2026, 6, 11)})))
    assert S.after_withdrawal(TRACY, date(2026, 6, 1)) == Explained(date(2026, 6, 1), "T-4C", {"withdrawn_on": date(2026, 6, 1)}, (
        "the revocation was stayed while the hearing request was pending; with the request withdrawn it takes effect the "
        "day after the withdrawal", "the request was withdrawn on Monday June 1, 2026",
        "the revocation takes effect on Tuesday June 2, 2026"))
    assert S.removal_after_withdrawal(WORTH, date(2026, 6, 1), released=False).steps[-1] == (
        "so the last day to remove the animals from the city is Thursday June 11, 2026")


def test_mn_645_15_a_new_count_never_shortens_the_deadline_already_running():
    fresh = S.after_withdrawal(WORTH, date(2026, 6, 1))
    assert S.later_of(None, fresh) is fresh and S.later_of(date(2026, 6, 11), fresh) is fresh
    assert S.later_of(date(2026, 6, 10), fresh) is fresh
    kept = S.later_of(date(2026, 7, 1), fresh)
    assert kept == Explained(date(2026, 7, 1), "W-90.10H5", {"start": date(2026, 6, 1), "days": 10,
                                                             "running": date(2026, 7, 1)},
                             (*fresh.steps, "the deadline already running, Wednesday July 1, 2026, is later, so it stands"))
