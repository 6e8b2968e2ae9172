"""The hearing on a dangerous-dog declaration as pure rules (``domain.dangerous_dog_hearing``,
MN-347.541): the last days to hold the hearing and to decide, read step by step, the warnings a clerk
reads when a later day is chosen, the ways a decision may be delivered and the cap on the costs."""
from dataclasses import replace
from datetime import date
from types import MappingProxyType

from animaloffice import config
from animaloffice.domain import dangerous_dog_hearing as h
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import Dated

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTHINGTON = PROFILES["tracy"], PROFILES["worthington"]
SUBD_4 = "Minn. Stat. § 347.541, subd. 4"


def test_mn_347_541_the_hearing_is_held_within_14_days_of_the_request():
    """MN-347.541 (subd. 4) with MN-645.15: requested Friday June 5, 2026; June 19 is Juneteenth."""
    e = h.hearing_due(TRACY, date(2026, 6, 5))
    assert (e.value, e.rule_id, e.inputs) == (date(2026, 6, 22), "MN-347.541", {"start": date(2026, 6, 5), "days": 14})
    assert e.steps == (f"a requested hearing is held within 14 days of the request ({SUBD_4})",
                       "The hearing was requested on Friday June 5, 2026",
                       "14 days after that is Friday June 19, 2026",
                       "Friday June 19, 2026 is Juneteenth, a legal holiday, so the last day moves to the next day",
                       "Saturday June 20, 2026 is a Saturday, so the last day moves to the next day",
                       "Sunday June 21, 2026 is a Sunday, so the last day moves to the next day",
                       "so the last day to hold the hearing is Monday June 22, 2026 (MN-645.15)")
    assert e.parts[0] == ("act_start", {"start_label": "the hearing was requested", "start": date(2026, 6, 5)})


def test_mn_347_541_the_decision_is_issued_within_10_days_after_the_hearing():
    e = h.decision_due(WORTHINGTON, date(2026, 6, 22))
    assert (e.value, e.rule_id, e.inputs) == (date(2026, 7, 2), "MN-347.541", {"start": date(2026, 6, 22), "days": 10})
    assert e.steps == (f"the hearing officer issues the decision within 10 days after the hearing ({SUBD_4})",
                       "The hearing was held on Monday June 22, 2026",
                       "10 days after that is Thursday July 2, 2026",
                       "so the last day to issue the decision is Thursday July 2, 2026")
    assert e.parts == (("act_start", {"start_label": "the hearing was held", "start": date(2026, 6, 22)}),
                       ("act_days", {"days": 10, "end": date(2026, 7, 2)}),
                       ("act_end", {"what": "the last day to issue the decision", "end": date(2026, 7, 2)}))


def test_mn_347_541_both_periods_are_the_profiles():
    periods = dict(TRACY.periods)
    periods["dangerous_dog_hearing_held_days"] = (Dated(date(1900, 1, 1), 7),)
    periods["dangerous_dog_decision_days"] = (Dated(date(1900, 1, 1), 5),)
    changed = replace(TRACY, periods=MappingProxyType(periods))
    assert h.hearing_due(changed, date(2026, 6, 2)).value == date(2026, 6, 9)
    assert h.decision_due(changed, date(2026, 6, 22)).value == date(2026, 6, 29)  # Saturday June 27 -> Monday
    assert h.hearing_day_warning(changed, date(2026, 6, 2), date(2026, 6, 10)).startswith(
        "Wednesday June 10, 2026 is after Tuesday June 9, 2026, the last day to hold the hearing: it must be held "
        "within 7 days of the request")


def test_mn_347_541_a_hearing_set_after_the_last_day_is_warned_about_not_refused():
    """MN-347.541 (subd. 4): up to the last day no warning; a day later the warning in full."""
    assert h.hearing_day_warning(TRACY, date(2026, 6, 5), date(2026, 6, 10)) == ""
    assert h.hearing_day_warning(TRACY, date(2026, 6, 5), date(2026, 6, 22)) == ""
    assert h.hearing_day_warning(TRACY, date(2026, 6, 5), date(2026, 6, 23)) == (
        "Tuesday June 23, 2026 is after Monday June 22, 2026, the last day to hold the hearing: it must be held "
        f"within 14 days of the request of Friday June 5, 2026 ({SUBD_4}). Choose an earlier day, or note why the "
        "owner asked for a later one.")


def test_mn_347_541_a_decision_dated_after_the_last_day_is_warned_about_not_refused():
    assert h.decision_day_warning(TRACY, date(2026, 6, 22), date(2026, 6, 30)) == ""
    assert h.decision_day_warning(TRACY, date(2026, 6, 22), date(2026, 7, 2)) == ""
    assert h.decision_day_warning(TRACY, date(2026, 6, 22), date(2026, 7, 3)) == (
        "Friday July 3, 2026 is after Thursday July 2, 2026, the last day to issue the decision: it is due within "
        f"10 days after the hearing of Monday June 22, 2026 ({SUBD_4}).")


def test_mn_347_541_a_decision_goes_by_hand_or_registered_mail_only():
    """MN-347.541 (subd. 4): every other way is refused, in the words for that way."""
    assert h.DELIVERY == ("in_person", "registered")
    assert h.delivery_refusal(TRACY, "in_person") == ""
    assert h.delivery_refusal(TRACY, "registered") == ""
    refusal = ("a decision on a dangerous-dog declaration is delivered to the owner by hand or by registered mail "
               f"({SUBD_4}), not ")
    for method, words in (("certified", "by certified mail"), ("mail", "by mail"), ("posted", "by posting"),
                          ("email", "by e-mail"), ("fax", "fax")):
        assert h.delivery_refusal(WORTHINGTON, method) == refusal + words


def test_mn_347_541_the_words_a_letter_gives_for_the_way_a_decision_was_delivered():
    """The words the hearing letters and the case's history print for how the decision went out."""
    assert h.DELIVERY_WORDS == {"in_person": "by hand", "registered": "by registered mail",
                                "certified": "by certified mail", "mail": "by mail", "posted": "by posting",
                                "email": "by e-mail"}


def test_mn_347_541_an_upheld_declaration_costs_the_owner_at_most_the_profiles_cap():
    """MN-347.541 (subd. 4): the hearing's actual expenses up to $1,000, the profile's dated amount."""
    e = h.hearing_costs_maximum(TRACY, date(2026, 7, 1))
    assert (e.value, e.rule_id, e.inputs) == (100000, "MN-347.541", {"on": date(2026, 7, 1)})
    assert e.steps == ("if the declaration is upheld, the owner pays the actual expenses of the hearing up to "
                       f"$1,000.00 ({SUBD_4})",)
    fees = dict(TRACY.fees)
    fees[h.HEARING_COSTS] = fees[h.HEARING_COSTS] + (Dated(date(2027, 1, 1), 150000),)
    raised = replace(TRACY, fees=MappingProxyType(fees))
    assert h.hearing_costs_maximum(raised, date(2026, 12, 31)).value == 100000
    assert h.hearing_costs_maximum(raised, date(2027, 1, 1)).value == 150000
