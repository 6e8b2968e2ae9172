"""What a timely hearing request stayed, counted again after the decision or a withdrawal, as pure rules
(``domain.hearing_stays``): the dates, and the count as the phrase keys a letter in another language is
written from (W-90.10H5, T-4C, MN-645.15). ``Explained`` compares no parts, so each is read back here."""
from datetime import date

from animaloffice import config
from animaloffice.domain import hearing_stays as S
from animaloffice.domain.profile_reader import shipped_profiles

P = shipped_profiles(config.resources_dir())
TRACY, WORTH = P["tracy"], P["worthington"]  # Tracy: no removal period (T-4C); Worthington: 10 days (W-90.10H5)
REMOVE = "the last day to remove the animals from the city or release them to the city"
MAIL_RULE = "3 days added for mailing, as Minn. R. Civ. P. 6.05 adds to a period after service by mail"
PENDING = "the removal deadline was stayed while the hearing was pending"


def test_w_90_10h5_a_certified_decision_received_late_counts_the_10_days_from_its_receipt():
    e = S.after_decision(WORTH, date(2026, 6, 1), sent_by="certified", received_on=date(2026, 6, 8))
    assert e.value == date(2026, 6, 18) and e.rule_id == "W-90.10H5"  # Thursday, ten days after Monday June 8
    assert e.steps[0] == (f"{PENDING}; the animals are to be removed within 10 days of the owner's receipt of the "
                          "written decision; it was sent by certified mail on Monday June 1, 2026 and is taken as "
                          f"received on Thursday June 4, 2026 ({MAIL_RULE}); it was received later, as recorded")
    assert e.steps[1] == "The owner received the decision on Monday June 8, 2026"
    assert e.parts == (
        ("removal_stayed", {"why": PENDING, "days": 10}),
        ("receipt_mailed", {"how": "certified mail", "sent": date(2026, 6, 1), "presumed": date(2026, 6, 4),
                            "citation": MAIL_RULE}),
        ("receipt_later", {}),
        ("act_start", {"start_label": "the owner received the decision", "start": date(2026, 6, 8)}),
        ("act_days", {"days": 10, "end": date(2026, 6, 18)}),
        ("act_end", {"what": REMOVE, "end": date(2026, 6, 18)}))


def test_w_90_10h5_a_decision_handed_over_and_received_later_counts_from_the_day_received():
    why = "the removal deadline was stayed while the appeal was pending"
    e = S.after_decision(WORTH, date(2026, 6, 1), sent_by="in_person", received_on=date(2026, 6, 3), why=why)
    assert e.value == date(2026, 6, 15)  # 10 days: Saturday June 13, so Monday (MN-645.15)
    assert e.steps[1] == "The owner received the decision on Wednesday June 3, 2026"
    assert e.parts[:2] == (("removal_stayed", {"why": why, "days": 10}), ("receipt_counted", {}))
    assert e.parts[2] == ("act_start", {"start_label": "the owner received the decision", "start": date(2026, 6, 3)})
    mailed = S.after_decision(WORTH, date(2026, 6, 1), sent_by="mail", why=why)  # taken as received June 4
    assert mailed.value == date(2026, 6, 15) and mailed.steps[1] == "The decision is taken as received on Thursday June 4, 2026"


def test_w_90_10h5_the_removal_days_in_force_on_the_decision_or_withdrawal_count():
    longer = WORTH.with_overrides([("period", "removal_days", date(2090, 1, 1), 20, "")])
    assert S.after_decision(longer, date(2026, 6, 1), sent_by="in_person").value == date(2026, 6, 11)
    decided = S.after_decision(longer, date(2090, 3, 1), sent_by="in_person")  # a Wednesday
    assert decided.value == date(2090, 3, 21) and decided.parts[0] == ("removal_stayed", {"why": PENDING, "days": 20})
    withdrawn = S.after_withdrawal(longer, date(2090, 3, 1))
    assert withdrawn.value == date(2090, 3, 21) and withdrawn.inputs == {"start": date(2090, 3, 1), "days": 20}
    assert S.after_withdrawal(longer, date(2026, 6, 1)).value == date(2026, 6, 11)


def test_w_90_10h5_after_a_withdrawal_the_count_starts_from_it():
    e = S.removal_after_withdrawal(WORTH, date(2026, 6, 1), rule_id="W-90.10H")
    assert e.rule_id == "W-90.10H"
    assert e.parts == (
        ("act_start", {"start_label": "the hearing request was withdrawn", "start": date(2026, 6, 1)}),
        ("act_days", {"days": 10, "end": date(2026, 6, 11)}), ("act_end", {"what": REMOVE, "end": date(2026, 6, 11)}))


def test_t_4c_a_mailed_decision_makes_the_revocation_take_effect_after_its_presumed_receipt():
    e = S.after_decision(TRACY, date(2026, 6, 1), sent_by="mail")
    assert e.value == date(2026, 6, 4) and e.rule_id == "T-4C"
    assert e.inputs == {"decided_on": date(2026, 6, 1), "received_on": date(2026, 6, 4)}
    assert e.steps[1:] == (f"it was sent by mail on Monday June 1, 2026 and is taken as received on Thursday June 4, "
                           f"2026 ({MAIL_RULE}); record the day it was received when the office learns it",
                           "the revocation takes effect on Friday June 5, 2026")
    assert e.parts == (
        ("effect_stayed", {"why": "the revocation was stayed while the hearing was pending"}),
        ("receipt_mailed", {"how": "mail", "sent": date(2026, 6, 1), "presumed": date(2026, 6, 4),
                            "citation": MAIL_RULE}),
        ("receipt_unrecorded", {}),
        ("effect_on", {"day": date(2026, 6, 5)}))


def test_t_4c_a_decision_handed_over_and_received_later_takes_effect_the_day_after():
    e = S.after_decision(TRACY, date(2026, 6, 1), sent_by="in_person", received_on=date(2026, 6, 3))
    assert e.value == date(2026, 6, 3) and e.steps[-1] == "the revocation takes effect on Thursday June 4, 2026"
    assert e.parts == (("effect_stayed", {"why": "the revocation was stayed while the hearing was pending"}),
                       ("receipt_counted", {}), ("effect_on", {"day": date(2026, 6, 4)}))
    appeal = S.after_decision(TRACY, date(2026, 6, 1), sent_by="in_person", received_on=date(2026, 6, 3),
                              why="the removal deadline was stayed while the appeal was pending")
    assert appeal.value == date(2026, 6, 3)
    assert appeal.parts[0] == ("effect_stayed", {"why": "the revocation was stayed while the appeal was pending"})


def test_mn_645_15_a_deadline_already_running_that_is_later_stands_with_its_phrase():
    fresh = S.after_withdrawal(WORTH, date(2026, 6, 1))  # June 11, with its parts
    kept = S.later_of(date(2026, 7, 1), fresh)
    assert kept.parts == (*fresh.parts, ("later_running", {"running": date(2026, 7, 1)}))
    bare = S.after_withdrawal(TRACY, date(2026, 6, 1))  # T-4C: English steps only, no parts
    assert bare.parts == ()
    later = S.later_of(date(2026, 6, 5), bare)
    assert later.value == date(2026, 6, 5) and later.rule_id == "T-4C" and later.parts == ()
    assert later.inputs == {"withdrawn_on": date(2026, 6, 1), "running": date(2026, 6, 5)}
    assert later.steps[-1] == "the deadline already running, Friday June 5, 2026, is later, so it stands"
