"""MN-1721.0570, MN-rabies, T-6B as pure rules (``domain.quarantine``): what a quarantined animal
needs before it leaves alive or is euthanized, read back refusal by refusal with the words a clerk
reads and the action each one names.

Minn. R. 1721.0570: every quarantined animal is inspected by a veterinarian at the end, and "no
dog, cat, or ferret may be released from quarantine unless it is currently vaccinated for rabies"
(subp. 3); a biting dog, cat or ferret is observed 10 days (MN-rabies); T-6B: a quarantined animal
is not released until a veterinarian certifies it free of the disease.
"""
from datetime import date

import pytest

from animaloffice.domain.errors import Refusal
from animaloffice.domain.quarantine import (
    exam_due,
    order_refusals,
    quarantine_open,
    quarantine_refusals,
    vaccination_refusals,
)

BITE_DAY = date(2026, 6, 1)  # a Monday
END = date(2026, 6, 11)  # the 10th day of observation, a Thursday
NO_CERTIFICATE = Refusal("T-6B", "a quarantined animal leaves alive only when a veterinarian certifies it free of "
                                 "the disease", {"needs": "vet_certificate", "action": "vet_certificate"})
STILL_RUNNING = Refusal("MN-rabies", "the quarantine lasts until Thursday June 11, 2026",
                        {"needs": "quarantine_end", "until": END})
EARLY_CERTIFICATE = Refusal("MN-rabies", "the veterinarian's certificate is dated before the quarantine ends on "
                                         "Thursday June 11, 2026",
                            {"needs": "vet_certificate", "action": "vet_certificate", "early": True, "until": END})
NEEDS_ORDER = Refusal("MN-1721.0570", "the quarantine is still open: the animal is euthanized during it only on a "
                                      "veterinarian's or health department's order; record the order first",
                      {"needs": "quarantine_order", "action": "quarantine_order"})


# --- leaving alive: the certificate and the end (T-6B, MN-rabies) ---------------------------------

def test_t_6b_no_quarantine_nothing_is_asked():
    assert quarantine_refusals(BITE_DAY, "", END, None) == []
    assert not quarantine_open(BITE_DAY, "", END, None)


def test_t_6b_before_the_end_without_a_certificate_both_are_asked():
    assert quarantine_refusals(date(2026, 6, 10), "bite", END, None) == [NO_CERTIFICATE, STILL_RUNNING]
    assert quarantine_open(date(2026, 6, 10), "bite", END, None)


def test_mn_rabies_the_missing_certificate_cites_the_rule_the_caller_names():
    """A disposition's live outcome cites MN-rabies for the missing certificate, a reclaim T-6B."""
    refusals = quarantine_refusals(END, "bite", END, None, certificate_rule="MN-rabies")
    assert refusals == [Refusal("MN-rabies", NO_CERTIFICATE.reason, NO_CERTIFICATE.data)]


def test_mn_rabies_on_the_end_day_with_a_certificate_of_that_day_the_animal_leaves():
    assert quarantine_refusals(END, "bite", END, END) == []
    assert not quarantine_open(END, "bite", END, END)
    assert quarantine_refusals(date(2026, 6, 15), "bite", END, date(2026, 6, 12)) == []


def test_mn_rabies_a_certificate_dated_before_the_end_is_no_exam_at_the_end():
    assert quarantine_refusals(END, "bite", END, date(2026, 6, 10)) == [EARLY_CERTIFICATE]
    assert quarantine_open(date(2026, 6, 20), "bite", END, date(2026, 6, 10))


def test_mn_rabies_the_day_before_the_end_the_quarantine_still_runs_even_with_a_certificate():
    assert quarantine_refusals(date(2026, 6, 10), "bite", END, END) == [STILL_RUNNING]
    assert quarantine_open(date(2026, 6, 10), "bite", END, END)


def test_t_6b_a_quarantine_without_an_end_date_asks_only_the_certificate():
    assert quarantine_refusals(BITE_DAY, "disease", None, None) == [NO_CERTIFICATE]
    assert quarantine_refusals(BITE_DAY, "disease", None, BITE_DAY) == []
    assert not quarantine_open(BITE_DAY, "disease", None, BITE_DAY)


# --- "veterinary exam due" on the kennel board ------------------------------------------------------

@pytest.mark.parametrize("on,quarantine,until,certified,due", [
    (END, "bite", END, None, True),  # the end reached, no exam on file
    (date(2026, 6, 20), "bite", END, date(2026, 6, 10), True),  # the certificate is from before the end
    (END, "bite", END, END, False),  # examined on the end day
    (date(2026, 6, 20), "bite", END, date(2026, 6, 12), False),
    (date(2026, 6, 10), "bite", END, None, False),  # the end not reached yet
    (END, "", END, None, False),  # no quarantine
    (END, "disease", None, None, False),  # no end date: no exam at the end to be due
])
def test_mn_1721_0570_veterinary_exam_due_once_the_end_is_reached_without_its_certificate(
        on, quarantine, until, certified, due):
    assert exam_due(on, quarantine, until, certified) is due


# --- subp. 3: currently vaccinated to leave a rabies quarantine -------------------------------------

@pytest.mark.parametrize("kind", ["bite", "exposure_vaccinated", "exposure_unvaccinated"])
def test_mn_1721_0570_a_dog_without_a_vaccination_on_file_is_not_released_from_a_rabies_quarantine(kind):
    assert vaccination_refusals(END, quarantine=kind, species_label="Dog", rabies_vaccine=True,
                                vaccinated_until=None) == [
        Refusal("MN-1721.0570", "a dog is released from a rabies quarantine only when it is currently vaccinated, "
                                "and no rabies vaccination in force is on file: record the vaccination given at release",
                {"needs": "vaccination", "action": "vaccinate", "ran_out": None})]


def test_mn_1721_0570_a_vaccination_that_ran_out_the_day_before_says_when():
    ran_out = date(2026, 6, 10)
    assert vaccination_refusals(END, quarantine="bite", species_label="Ferret", rabies_vaccine=True,
                                vaccinated_until=ran_out) == [
        Refusal("MN-1721.0570", "a ferret is released from a rabies quarantine only when it is currently vaccinated, "
                                "and its rabies vaccination ran out on Wednesday June 10, 2026: record the "
                                "vaccination given at release",
                {"needs": "vaccination", "action": "vaccinate", "ran_out": ran_out})]


def test_mn_1721_0570_a_vaccination_in_force_on_the_day_lets_the_animal_leave():
    assert vaccination_refusals(END, quarantine="bite", species_label="Cat", rabies_vaccine=True,
                                vaccinated_until=END) == []
    assert vaccination_refusals(END, quarantine="bite", species_label="Cat", rabies_vaccine=True,
                                vaccinated_until=date(2027, 6, 11)) == []


def test_mn_1721_0570_the_vaccination_condition_covers_only_rabies_quarantines_of_vaccinated_species():
    assert vaccination_refusals(END, quarantine="disease", species_label="Dog", rabies_vaccine=True,
                                vaccinated_until=None) == []
    assert vaccination_refusals(END, quarantine="", species_label="Dog", rabies_vaccine=True,
                                vaccinated_until=None) == []
    assert vaccination_refusals(END, quarantine="bite", species_label="Rabbit", rabies_vaccine=False,
                                vaccinated_until=None) == []


# --- euthanasia during an open quarantine -------------------------------------------------------------

@pytest.mark.parametrize("outcome", ["shelter_euthanasia", "owner_intended_euthanasia"])
def test_mn_1721_0570_no_euthanasia_during_an_open_quarantine_without_an_order(outcome):
    assert order_refusals(date(2026, 6, 5), outcome=outcome, quarantine="bite", quarantine_until=END,
                          vet_certified_on=None, order_on=None) == [NEEDS_ORDER]


def test_mn_1721_0570_an_order_recorded_on_or_before_the_day_allows_it():
    q = dict(outcome="shelter_euthanasia", quarantine="bite", quarantine_until=END, vet_certified_on=None)
    assert order_refusals(date(2026, 6, 5), **q, order_on=date(2026, 6, 5)) == []
    assert order_refusals(date(2026, 6, 5), **q, order_on=date(2026, 6, 4)) == []
    assert order_refusals(date(2026, 6, 5), **q, order_on=date(2026, 6, 6)) == [NEEDS_ORDER]


def test_mn_1721_0570_an_end_reached_without_the_exam_is_still_an_open_quarantine():
    assert order_refusals(date(2026, 6, 20), outcome="shelter_euthanasia", quarantine="bite", quarantine_until=END,
                          vet_certified_on=None, order_on=None) == [NEEDS_ORDER]


def test_mn_1721_0570_once_the_quarantine_is_closed_or_the_outcome_is_not_euthanasia_no_order_is_needed():
    assert order_refusals(END, outcome="shelter_euthanasia", quarantine="bite", quarantine_until=END,
                          vet_certified_on=END, order_on=None) == []
    assert order_refusals(date(2026, 6, 5), outcome="reclaim", quarantine="bite", quarantine_until=END,
                          vet_certified_on=None, order_on=None) == []
    assert order_refusals(date(2026, 6, 5), outcome="shelter_euthanasia", quarantine="", quarantine_until=None,
                          vet_certified_on=None, order_on=None) == []
