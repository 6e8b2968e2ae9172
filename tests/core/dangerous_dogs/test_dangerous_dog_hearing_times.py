"""MN-347.541 subd. 4 as pure rules: the hearing within 14 days of the request, the decision within
10 days after it (both by MN-645.15), how the decision is delivered, and the most the owner pays."""
from datetime import date

from animaloffice import config
from animaloffice.domain import dangerous_dog_hearing as DH
from animaloffice.domain.explain import Explained
from animaloffice.domain.profile_reader import shipped_profiles

TRACY = shipped_profiles(config.resources_dir())["tracy"]
CITE = "(Minn. Stat. § 347.541, subd. 4)"


def test_mn_347_541_the_hearing_within_14_days_of_the_request():
    assert DH.hearing_due(TRACY, date(2026, 6, 1)) == Explained(
        date(2026, 6, 15), "MN-347.541", {"start": date(2026, 6, 1), "days": 14}, (
            f"a requested hearing is held within 14 days of the request {CITE}",
            "The hearing was requested on Monday June 1, 2026", "14 days after that is Monday June 15, 2026",
            "so the last day to hold the hearing is Monday June 15, 2026"), (
            ("act_start", {"start_label": "the hearing was requested", "start": date(2026, 6, 1)}),
            ("act_days", {"days": 14, "end": date(2026, 6, 15)}),
            ("act_end", {"what": "the last day to hold the hearing", "end": date(2026, 6, 15)})))
    assert DH.hearing_due(TRACY, date(2026, 6, 5)).value == date(2026, 6, 22)  # June 19: Juneteenth, then a weekend


def test_mn_347_541_the_decision_within_10_days_after_the_hearing():
    due = DH.decision_due(TRACY, date(2026, 6, 15))
    assert due.value == date(2026, 6, 25) and due.rule_id == "MN-347.541" and due.inputs["days"] == 10
    assert due.steps == (f"the hearing officer issues the decision within 10 days after the hearing {CITE}",
                         "The hearing was held on Monday June 15, 2026", "10 days after that is Thursday June 25, 2026",
                         "so the last day to issue the decision is Thursday June 25, 2026")


def test_mn_347_541_a_late_day_is_warned_of_not_refused():
    assert DH.hearing_day_warning(TRACY, date(2026, 6, 1), date(2026, 6, 15)) == ""
    assert DH.hearing_day_warning(TRACY, date(2026, 6, 1), date(2026, 6, 16)) == (
        "Tuesday June 16, 2026 is after Monday June 15, 2026, the last day to hold the hearing: it must be held "
        f"within 14 days of the request of Monday June 1, 2026 {CITE}. Choose an earlier day, or note why the owner "
        "asked for a later one.")
    assert DH.decision_day_warning(TRACY, date(2026, 6, 15), date(2026, 6, 25)) == ""
    assert DH.decision_day_warning(TRACY, date(2026, 6, 15), date(2026, 6, 26)) == (
        "Friday June 26, 2026 is after Thursday June 25, 2026, the last day to issue the decision: it is due within "
        f"10 days after the hearing of Monday June 15, 2026 {CITE}.")


def test_mn_347_541_the_decision_goes_by_hand_or_registered_mail_only():
    assert DH.delivery_refusal(TRACY, "in_person") == "" and DH.delivery_refusal(TRACY, "registered") == ""
    base = f"a decision on a dangerous-dog declaration is delivered to the owner by hand or by registered mail {CITE}"
    assert DH.delivery_refusal(TRACY, "mail") == base + ", not by mail"
    assert DH.delivery_refusal(TRACY, "certified") == base + ", not by certified mail"
    assert DH.delivery_refusal(TRACY, "fax") == base + ", not fax"


def test_mn_347_541_the_owner_pays_the_hearings_costs_up_to_the_maximum():
    assert DH.hearing_costs_maximum(TRACY, date(2026, 6, 1)) == Explained(100000, "MN-347.541", {"on": date(2026, 6, 1)}, (
        f"if the declaration is upheld, the owner pays the actual expenses of the hearing up to $1,000.00 {CITE}",))
    later = TRACY.with_overrides([("fee", "dangerous_dog.hearing_costs_maximum", date(2026, 7, 1), 150000, "x"),
                                  ("period", "dangerous_dog_hearing_held_days", date(2026, 7, 1), 21, "x"),
                                  ("period", "dangerous_dog_decision_days", date(2026, 7, 1), 20, "x")])
    assert DH.hearing_costs_maximum(later, date(2026, 6, 1)).value == 100000
    assert DH.hearing_due(later, date(2026, 6, 1)).value == date(2026, 6, 15)
    assert DH.decision_due(later, date(2026, 6, 15)).value == date(2026, 6, 25)
