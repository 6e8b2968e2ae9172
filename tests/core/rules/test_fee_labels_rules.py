"""Fees in the words a clerk and a payer read (``domain.fee_labels``, T-7D): each fee code on a receipt
line and in the takings report, one and many, and as an explanation's sentence names it ("the dog
license fee", "the boarding fee per day"); a fee code is never shown as it is kept."""
import pytest

from animaloffice.domain.fee_labels import fee_label, fee_phrase


@pytest.mark.parametrize(("code", "one", "many"), [
    ("license.replacement_tag", "Replacement tag", "Replacement tags"),
    ("impound", "Impound fee", "Impound fees"),
    ("boarding_per_day", "Boarding, per day", "Boarding"),
    ("quarantine_per_day", "Quarantine boarding, per day", "Quarantine boarding"),
    ("citation", "Administrative citation", "Administrative citations"),
    ("permit.transfer", "Permit transfer", "Permit transfers"),
    ("permit.reapplication", "Permit reapplication", "Permit reapplications"),
    ("dangerous_dog.registration", "Dangerous dog registration", "Dangerous dog registrations"),
    ("dangerous_dog.insurance_minimum", "Dangerous dog insurance or bond, least amount",
     "Dangerous dog insurance or bond, least amount"),
    ("license.dog", "Dog license", "Dog licenses"),
    ("license.cat.altered", "Cat license (altered)", "Cat licenses (altered)"),
    ("license.pot_bellied_pig", "Pot bellied pig license", "Pot bellied pig licenses"),
    ("at_large.2", "At-large penalty, step 2", "At-large penalty, step 2"),
    ("permit.breeder_hobbyist", "Breeder hobbyist permit", "Permits: breeder hobbyist"),
    ("permit.animal", "Animal permit", "Permits: animal"),
    ("dangerous_dog.hearing_costs_maximum", "Dangerous dog hearing costs maximum",
     "Dangerous dog hearing costs maximum"),
    ("microchip_fee", "Microchip fee", "Microchip fee"),
])
def test_t_7d_each_fee_is_named_in_words_one_and_many(code, one, many):
    assert fee_label(code) == one
    assert fee_label(code, plural=True) == many


def test_t_3a_a_license_is_named_by_the_profiles_species_label():
    assert fee_label("license.bird", species_label="Pet bird") == "Pet bird license"
    assert fee_label("license.bird", plural=True, species_label="Pet bird") == "Pet bird licenses"
    assert fee_label("license.dog.altered", species_label="Dog") == "Dog license (altered)"
    assert fee_label("impound", species_label="Dog") == "Impound fee"  # a species names only a license


@pytest.mark.parametrize(("code", "phrase"), [
    ("license.dog", "dog license fee"),
    ("license.dog.altered", "dog license (altered) fee"),
    ("impound", "impound fee"),
    ("boarding_per_day", "boarding fee per day"),
    ("quarantine_per_day", "quarantine boarding fee per day"),
    ("citation", "administrative citation amount"),
    ("dangerous_dog.insurance_minimum", "dangerous dog insurance or bond, least amount"),
    ("dangerous_dog.registration", "dangerous dog registration fee"),
    ("at_large.1", "at-large penalty, step 1"),
    ("permit.commercial", "commercial permit fee"),
    ("permit.transfer", "permit transfer fee"),
    ("license.replacement_tag", "replacement tag fee"),
])
def test_t_7d_an_explanation_names_each_fee_as_a_sentence_does(code, phrase):
    assert fee_phrase(code) == phrase


def test_t_7d_an_explanation_names_a_license_by_the_profiles_species_label():
    assert fee_phrase("license.bird", species_label="Pet bird") == "pet bird license fee"
    assert fee_phrase("license.bird") == "bird license fee"
