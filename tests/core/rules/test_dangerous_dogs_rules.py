"""The dangerous-dog declaration's grounds and dates as pure rules (``domain.dangerous_dogs``, MN-347.50):
each date with every step of its explanation and the phrase keys a letter in another language is
written from, each refusal word for word."""
from dataclasses import replace
from datetime import date
from types import MappingProxyType

from animaloffice import config
from animaloffice.domain import dangerous_dogs as dd
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import ListItem

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTHINGTON = PROFILES["tracy"], PROFILES["worthington"]
BITE_TEXT = "When unprovoked, bit a human or domestic animal on public or private property"
HARM_TEXT = "Without provocation, inflicted substantial or great bodily harm on a human being on public or private property"


def test_mn_347_50_the_two_kinds_of_declaration_and_their_words():
    assert dd.KINDS == ("potentially_dangerous", "dangerous")  # what the services accept (validate.choice)
    assert dd.INSURANCE_KINDS == ("insurance", "bond")
    assert dd.kind_words("potentially_dangerous") == "potentially dangerous dog"
    assert dd.kind_words("dangerous") == "dangerous dog"
    assert dd.kind_words("vicious_animal") == "vicious animal"  # a kind of an older record: its own words


def test_mn_347_50_grounds_are_the_profile_list_in_order_and_by_kind():
    """MN-347.50 (347.50 subds. 2-3): all six grounds, or those of one kind."""
    every = ["pdd_bite", "pdd_chase", "pdd_propensity", "dd_bodily_harm", "dd_killed_animal", "dd_after_notice"]
    for profile in (TRACY, WORTHINGTON):
        assert [g.code for g in dd.grounds(profile)] == every
        assert [g.code for g in dd.grounds(profile, "dangerous")] == every[3:]
        assert [g.code for g in dd.grounds(profile, "potentially_dangerous")] == every[:3]
        assert dd.grounds(profile, "vicious") == ()


def test_mn_347_50_a_ground_is_labelled_with_its_subdivision():
    [bite] = [g for g in dd.grounds(TRACY) if g.code == "pdd_bite"]
    assert dd.ground_label(bite) == f"{BITE_TEXT} (§ 347.50, subd. 3(1))"
    assert dd.ground_label(ListItem("old", "Bit a mail carrier", "MN-347.50", {"kind": "dangerous"})) == \
        "Bit a mail carrier"


def test_mn_347_50_a_ground_of_the_other_kind_or_none_at_all_is_refused_in_words():
    assert dd.ground_refusals(TRACY, "dangerous", "dd_bodily_harm") == []
    assert dd.ground_refusals(TRACY, "potentially_dangerous", "pdd_bite") == []
    assert dd.ground_refusals(TRACY, "dangerous", "pdd_bite") == [
        f'the ground "{BITE_TEXT}" supports a declaration of a potentially dangerous dog, not of a dangerous dog']
    assert dd.ground_refusals(WORTHINGTON, "potentially_dangerous", "dd_bodily_harm") == [
        f'the ground "{HARM_TEXT}" supports a declaration of a dangerous dog, not of a potentially dangerous dog']
    assert dd.ground_refusals(WORTHINGTON, "dangerous", "barking") == [
        "'barking' is not a ground in the City of Worthington profile's dangerous_dog_grounds"]
    lists = dict(TRACY.lists)
    lists["dangerous_dog_grounds"] = (ListItem("unsorted", "Bit a mail carrier", "MN-347.50", {}),)
    unsorted = replace(TRACY, lists=MappingProxyType(lists))  # a ground with no kind supports neither
    assert dd.ground_refusals(unsorted, "dangerous", "unsorted") == [
        'the ground "Bit a mail carrier" supports a declaration of a , not of a dangerous dog']


def test_mn_347_50_the_hearing_request_deadline_reads_every_step_and_phrase():
    """MN-347.50 (347.541) with MN-645.15: 14 days from the notice, off Juneteenth and the weekend."""
    e = dd.hearing_request_deadline(TRACY, date(2026, 6, 5))
    assert (e.value, e.rule_id, e.inputs) == (date(2026, 6, 22), "MN-347.50", {"start": date(2026, 6, 5), "days": 14})
    assert e.steps == (
        "a hearing must be requested within 14 days of the date of the notice (Minn. Stat. § 347.541)",
        "The notice was issued on Friday June 5, 2026",
        "14 days after that is Friday June 19, 2026",
        "Friday June 19, 2026 is Juneteenth, a legal holiday, so the last day moves to the next day",
        "Saturday June 20, 2026 is a Saturday, so the last day moves to the next day",
        "Sunday June 21, 2026 is a Sunday, so the last day moves to the next day",
        "so the last day to request a hearing before an impartial hearing officer is Monday June 22, 2026 (MN-645.15)")
    assert e.parts[0] == ("dd_hearing_within", {"days": 14, "citation": "Minn. Stat. § 347.541"})
    assert e.parts[1] == ("act_start", {"start_label": "the notice was issued", "start": date(2026, 6, 5)})
    assert e.parts[-1] == ("act_end", {"what": "the last day to request a hearing before an impartial hearing officer",
                                       "end": date(2026, 6, 22)})
    assert len(e.parts) == len(e.steps)


def test_mn_347_50_the_registration_deadline_reads_every_step_and_phrase():
    """MN-347.50 (347.54): a dog not registered 14 days after the notice may be seized."""
    e = dd.registration_deadline(TRACY, date(2026, 6, 2))
    assert (e.value, e.rule_id, e.inputs) == (date(2026, 6, 16), "MN-347.50", {"start": date(2026, 6, 2), "days": 14})
    assert e.steps == ("a dog not registered 14 days after the notice may be seized (Minn. Stat. § 347.54)",
                       "The notice was issued on Tuesday June 2, 2026",
                       "14 days after that is Tuesday June 16, 2026",
                       "so the last day to register the dog is Tuesday June 16, 2026")
    assert e.parts == (("dd_register_within", {"days": 14, "citation": "Minn. Stat. § 347.54"}),
                       ("act_start", {"start_label": "the notice was issued", "start": date(2026, 6, 2)}),
                       ("act_days", {"days": 14, "end": date(2026, 6, 16)}),
                       ("act_end", {"what": "the last day to register the dog", "end": date(2026, 6, 16)}))


def test_mn_347_50_the_days_to_comply_after_a_decision_read_from_its_receipt():
    """MN-347.50 (347.541): 14 days from receipt of an affirming decision; handed over, from its day."""
    e = dd.compliance_deadline(TRACY, date(2026, 8, 24))
    assert (e.value, e.rule_id, e.inputs) == (date(2026, 9, 8), "MN-347.50", {"start": date(2026, 8, 24), "days": 14})
    assert e.steps == (
        "an owner whose dog's declaration is affirmed has 14 days from receipt of the decision to comply "
        "(Minn. Stat. § 347.541); counted from the day the owner received it",
        "The decision was given to the owner on Monday August 24, 2026",
        "14 days after that is Monday September 7, 2026",
        "Monday September 7, 2026 is Labor Day, a legal holiday, so the last day moves to the next day",
        "so the last day to comply with the registration requirements is Tuesday September 8, 2026 (MN-645.15)")
    assert e.parts == ()  # only English words: the receipt's basis has no phrase of its own here
    mailed = dd.compliance_deadline(TRACY, date(2026, 7, 6), sent_by="mail")
    assert (mailed.value, mailed.inputs) == (date(2026, 7, 23), {"start": date(2026, 7, 9), "days": 14})
    assert mailed.steps[:2] == (
        "an owner whose dog's declaration is affirmed has 14 days from receipt of the decision to comply "
        "(Minn. Stat. § 347.541); it was sent by mail on Monday July 6, 2026 and is taken as received on Thursday "
        "July 9, 2026 (3 days added for mailing, as Minn. R. Civ. P. 6.05 adds to a period after service by mail); "
        "record the day it was received when the office learns it",
        "The decision is taken as received on Thursday July 9, 2026")
    later = dd.compliance_deadline(TRACY, date(2026, 7, 6), sent_by="registered", received_on=date(2026, 7, 13))
    assert later.value == date(2026, 7, 27) and later.steps[1] == "The owner received the decision on Monday July 13, 2026"


def test_mn_347_50_sterilization_is_due_30_days_from_the_notice_or_the_later_day_to_comply():
    """MN-347.50 (347.52 (d)): 30 days from the notice, by MN-645.15; a later day to comply after an
    affirming decision (347.541) is the last day instead, an earlier or the same one changes nothing."""
    e = dd.sterilization_deadline(TRACY, date(2026, 6, 5))
    assert (e.value, e.rule_id, e.inputs) == (date(2026, 7, 6), "MN-347.50", {"start": date(2026, 6, 5), "days": 30})
    assert e.steps == (
        "the owner of a dangerous dog has it sterilized at the owner's expense within 30 days; if not, the animal "
        "control authority seizes it and has it done at the owner's expense (Minn. Stat. § 347.52 (d))",
        "The notice was issued on Friday June 5, 2026",
        "30 days after that is Sunday July 5, 2026",
        "Sunday July 5, 2026 is a Sunday, so the last day moves to the next day",
        "so the last day to have the dog sterilized is Monday July 6, 2026 (MN-645.15)")
    assert e.parts == (("dd_sterilize_within", {"days": 30, "citation": "Minn. Stat. § 347.52 (d)"}),
                       ("act_start", {"start_label": "the notice was issued", "start": date(2026, 6, 5)}),
                       ("act_days", {"days": 30, "end": date(2026, 7, 5)}),
                       ("act_moved", {"day": date(2026, 7, 5), "reason": ("sunday", "")}),
                       ("act_end", {"what": "the last day to have the dog sterilized", "end": date(2026, 7, 6)}))
    assert dd.sterilization_deadline(TRACY, date(2026, 6, 5), date(2026, 7, 6)) == e
    assert dd.sterilization_deadline(TRACY, date(2026, 6, 5), date(2026, 6, 30)) == e
    later = dd.sterilization_deadline(TRACY, date(2026, 6, 5), date(2026, 7, 20))
    assert (later.value, later.rule_id, later.inputs) == (
        date(2026, 7, 20), "MN-347.50", {"start": date(2026, 6, 5), "days": 30, "comply_by": date(2026, 7, 20)})
    assert later.steps == (*e.steps,
                           "the decision that affirmed the declaration gives until Monday July 20, 2026 to comply "
                           "with the other requirements (Minn. Stat. § 347.541), which is later",
                           "so the dog is to be sterilized by Monday July 20, 2026")
    assert later.parts == (*e.parts, ("dd_sterilize_later", {"end": date(2026, 7, 20),
                                                             "citation": "Minn. Stat. § 347.541"}))


def test_mn_347_50_renewal_is_due_a_year_on_in_words_and_phrases():
    """MN-347.50 (347.52): the registration is renewed every year."""
    e = dd.renewal_due(WORTHINGTON, date(2026, 7, 1))
    assert (e.value, e.rule_id, e.inputs) == (date(2027, 7, 1), "MN-347.50", {"term_start": date(2026, 7, 1)})
    assert e.steps == ("the registration year began on Wednesday July 1, 2026",
                       "registration is renewed every year (Minn. Stat. § 347.52)",
                       "so the renewal is due by Thursday July 1, 2027")
    assert e.parts == (("dd_renewal_start", {"start": date(2026, 7, 1)}),
                       ("dd_renewal_yearly", {"citation": "Minn. Stat. § 347.52"}),
                       ("dd_renewal_due", {"end": date(2027, 7, 1)}))


def test_mn_347_50_a_renewal_on_the_due_day_is_on_time_a_day_later_starts_a_new_year():
    due = date(2027, 7, 1)
    on_day = dd.renewed_term_start(due, due)
    assert (on_day.value, on_day.rule_id, on_day.inputs) == (due, "MN-347.50", {"previous_due": due, "renewed_on": due})
    assert on_day.steps == ("the registration was due for renewal on Thursday July 1, 2027",
                            "it was renewed on Thursday July 1, 2027, on time",
                            "so the new year runs from Thursday July 1, 2027")
    early = dd.renewed_term_start(due, date(2027, 6, 20))
    assert early.value == due and early.steps[2] == "so the new year runs from Thursday July 1, 2027"
    late = dd.renewed_term_start(due, date(2027, 7, 2))
    assert (late.value, late.inputs) == (date(2027, 7, 2), {"previous_due": due, "renewed_on": date(2027, 7, 2)})
    assert late.steps == ("the registration was due for renewal on Thursday July 1, 2027",
                          "it was renewed on Friday July 2, 2027, after it lapsed",
                          "so the new year runs from Friday July 2, 2027")


def test_mn_347_50_a_review_of_the_designation_from_six_months_then_a_year_after_the_last():
    """MN-347.50 (347.51 subd. 3a): from 6 months after the declaration, then once a year."""
    first = dd.review_from(TRACY, date(2026, 8, 31))
    assert (first.value, first.rule_id, first.inputs) == (
        date(2027, 2, 28), "MN-347.50", {"declared_on": date(2026, 8, 31), "last_review_on": None, "months": 6})
    assert first.steps == ("the dog was declared on Monday August 31, 2026",
                           "a review may be asked for from 6 months after the declaration, then once a year "
                           "(Minn. Stat. § 347.51, subd. 3a)",
                           "6 months after the declaration is Sunday February 28, 2027",
                           "so the owner may ask for a review from Sunday February 28, 2027")
    after = dd.review_from(TRACY, date(2026, 8, 31), last_review_on=date(2027, 3, 15))
    assert (after.value, after.inputs["last_review_on"]) == (date(2028, 3, 15), date(2027, 3, 15))
    assert after.steps[3:] == ("the last review was asked for on Monday March 15, 2027; a year later is "
                               "Wednesday March 15, 2028",
                               "so the owner may ask for a review from Wednesday March 15, 2028")
    # a review asked for under an earlier declaration: the six months still come first
    old = dd.review_from(TRACY, date(2026, 8, 31), last_review_on=date(2025, 1, 10))
    assert old.value == date(2027, 2, 28) and old.steps[-1] == "so the owner may ask for a review from Sunday " \
        "February 28, 2027"


def test_mn_347_50_the_registration_fee_is_the_profiles_in_force():
    e = dd.registration_fee(TRACY, date(2026, 7, 1))
    assert (e.value, e.rule_id, e.inputs) == (30000, "MN-347.50", {"fee": "dangerous_dog.registration",
                                                                   "on": date(2026, 7, 1)})
    assert e.steps == ("the City of Tracy dangerous dog registration fee in force on July 1, 2026 is $300.00, "
                       "set from October 10, 2017",)


def _changed_from(profile, period: str, start: date, value: int):
    """The profile with `period` changed to `value` from `start` (a dated change, as a city's amendment)."""
    return profile.with_overrides([("period", period, start, value, "")])


def test_mn_347_50_each_period_is_the_one_in_force_on_the_day_counted_from():
    """MN-347.50: a period changed after the notice (here from November 1, 2026) does not change a
    count that started before it; one that started after the change takes the new period."""
    nov = date(2026, 11, 1)
    hearing = _changed_from(TRACY, "dangerous_dog_hearing_days", nov, 21)
    assert dd.hearing_request_deadline(hearing, date(2026, 6, 2)).value == date(2026, 6, 16)
    assert dd.hearing_request_deadline(hearing, date(2026, 11, 2)).value == date(2026, 11, 23)
    register = _changed_from(TRACY, "dangerous_dog_registration_days", nov, 21)
    assert dd.registration_deadline(register, date(2026, 6, 2)).value == date(2026, 6, 16)
    comply = _changed_from(TRACY, "dangerous_dog_compliance_days", nov, 21)
    assert dd.compliance_deadline(comply, date(2026, 6, 2)).value == date(2026, 6, 16)
    sterilize = _changed_from(TRACY, "dangerous_dog_sterilization_days", nov, 45)
    assert dd.sterilization_deadline(sterilize, date(2026, 6, 5)).value == date(2026, 7, 6)
    review = _changed_from(TRACY, "dangerous_dog_review_months", nov, 12)
    assert dd.review_from(review, date(2026, 8, 31)).value == date(2027, 2, 28)
    assert dd.review_from(review, date(2026, 11, 2)).value == date(2027, 11, 2)
