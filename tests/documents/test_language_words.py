"""Every word the program supplies in English and puts on a resident's paper through the language's
``terms`` (a label, a payment or delivery method, a species, a sex, an intake kind, an inspection's
finding, a reason the code writes) has its entry in every shipped language: one missing would print
in English on that language's notices. Read from the program's own word tables, so a word added to
a table is checked with it."""
import pytest

from animaloffice.documents import language
from animaloffice.documents.receipts import METHOD_NAMES
from animaloffice.domain import dangerous_dogs, impound, permits
from animaloffice.domain.attachments import SUBJECTS
from animaloffice.domain.dangerous_dog_hearing import DELIVERY_WORDS
from animaloffice.domain.intake_kinds import KINDS
from animaloffice.domain.profiles import NOT_CHARGED
from animaloffice.persistence.profiles import available_profiles
from animaloffice.printing import permit_documents
from animaloffice.services import impound_words
from animaloffice.services.service_of_notice import METHODS as SERVICE_METHODS
from animaloffice.services.service_of_notice import RETURNS

# the labels a kennel card's owner copy can carry (services.impound_printing.kennel_card)
KENNEL_CARD_LABELS = ("Species", "Breed", "Sex", "Colour", "Age", "Markings", "Microchip", "License", "Intake",
                      "Ground", "Came in", "From", "Reason", "Found", "Hold ends", "Disposition from", "Quarantine",
                      "Owner", "Owner notified", "Notice posted", "Owner's copy")


# a profile's lists whose items a paper names by code ("permit_type:shelter"), and the prefix of their entries
NAMED_LISTS = {"inspection_items": "inspection_item", "permit_types": "permit_type", "seizure_grounds": "ground",
               "nuisance_kinds": "nuisance_kind", "violation_kinds": "violation_kind",
               "dangerous_dog_grounds": "dangerous_dog_ground", "call_kinds": "call_kind"}
# amounts the profile keeps with its fees that no one is charged (the least insurance, the most a
# hearing may cost the owner): never a line of a bill or a receipt
NOT_BILLED = {*NOT_CHARGED, "dangerous_dog.hearing_costs_maximum"}


def words() -> dict[str, str]:
    """Each word, keyed by where it comes from."""
    out = {}
    tables = {"receipt method": METHOD_NAMES, "intake kind": KINDS, "intake type": impound.INTAKE_TYPES,
              "age group": impound.AGE_GROUPS, "quarantine kind": impound.QUARANTINE_KINDS,
              "sex": impound_words.SEX, "dangerous-dog kind": dangerous_dogs.KIND_WORDS,
              "insurance": dangerous_dogs.INSURANCE_WORDS, "hearing delivery": DELIVERY_WORDS,
              "permit notice method": permit_documents.METHODS, "inspection finding": permit_documents.FINDINGS,
              "inspection result": permit_documents.RESULTS, "record kind": SUBJECTS}
    for table, entries in tables.items():
        out.update({f"{table} {key!r}": word for key, word in entries.items()})
    out.update({f"kennel card label {w!r}": w for w in KENNEL_CARD_LABELS})
    out.update({f"service method {m!r}": f"served:{m}" for m in SERVICE_METHODS})
    out.update({f"service return {r!r}": f"return:{r}" for r in RETURNS})
    out.update({f"where found {k!r}": f"found:{k}" for k in impound.FOUND_DETAILS if k})
    out.update({f"revocation ground {key!r}": text for grounds in permits.REVOCATION_GROUNDS.values()
                for key, _, text in grounds})
    for profile in available_profiles().values():
        out.update({f"{profile.code} species {s.code!r}": s.label for s in profile.species.values()})
        for list_name, prefix in NAMED_LISTS.items():  # named by code: without an entry the profile's English name
            out.update({f"{profile.code} {list_name} {i.code!r}": f"{prefix}:{i.code}" for i in profile.items(list_name)})
        out.update({f"{profile.code} fee {fee!r}": f"fee:{fee}" for fee in profile.fees if fee not in NOT_BILLED})
    return out


@pytest.mark.parametrize("code", language.languages()[1:])
def test_every_word_the_program_supplies_has_its_translation_in_every_shipped_language(code):
    terms = language.info(code)["terms"]
    missing = sorted(f"{where}: {word!r}" for where, word in words().items()
                     if word not in terms and language.translate(word, code) == word)
    assert not missing, f"{code}: {len(missing)} words print in English:\n" + "\n".join(missing)


def test_the_word_tables_are_read():
    """The check above reads real tables (not an empty list that would pass whatever is missing)."""
    found = words()
    assert len(found) > 60
    assert found["sex 'F'"] == "Female" and found["service method 'certified'"] == "served:certified"
    assert found["worthington inspection_items 'sanitary'"] == "inspection_item:sanitary"
    assert found["worthington fee 'permit.shelter'"] == "fee:permit.shelter"
