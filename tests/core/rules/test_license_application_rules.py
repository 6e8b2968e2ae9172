"""T-3A's written application as a pure rule (``domain.license_application``): the facts of the
profile's list a record lacks, in the list's order, each with the field a refusal names and why,
and one message that asks for everything missing at once."""
from datetime import date

from animaloffice.domain.license_application import APPLICATION_FACTS, Gap, application_gaps, gaps_message

ALL = ("animal_name", "sex", "birth_date", "owner_address")
STATED = dict(name="Bo", sex="M", birth_date=date(2024, 5, 1), has_mailing_address=True)


def test_t_3a_a_record_stating_every_fact_has_no_gap():
    assert application_gaps(ALL, **STATED) == []
    assert application_gaps(ALL, **{**STATED, "sex": "F"}) == []
    assert application_gaps((), name="", sex="", birth_date=None, has_mailing_address=False) == []


def test_t_3a_each_fact_missing_is_a_gap_naming_its_field_and_why():
    cases = {"animal_name": {"name": "  "}, "sex": {"sex": "U"}, "birth_date": {"birth_date": None},
             "owner_address": {"has_mailing_address": False}}
    fields = {"animal_name": "name", "sex": "sex", "birth_date": "birth_date", "owner_address": "address.line1"}
    for fact, change in cases.items():
        [gap] = application_gaps(ALL, **{**STATED, **change})
        assert gap == Gap(fact, fields[fact], APPLICATION_FACTS[fact][1])
    assert application_gaps(ALL, **{**STATED, "sex": ""}) == [Gap("sex", "sex", APPLICATION_FACTS["sex"][1])]
    assert APPLICATION_FACTS["sex"][1] == "the animal's sex is not recorded (male or female): the license states it"
    assert APPLICATION_FACTS["birth_date"][1] == ("no birth date or approximate age is recorded for the animal: "
                                                  "the certificates it needs (T-3B) are counted from it")


def test_t_3a_only_the_profiles_facts_are_asked_in_its_order():
    bare = dict(name="", sex="U", birth_date=None, has_mailing_address=False)
    assert [g.fact for g in application_gaps(("owner_address", "animal_name"), **bare)] == \
        ["owner_address", "animal_name"]
    assert [g.fact for g in application_gaps(ALL, **bare)] == list(ALL)


def test_t_3a_the_message_gives_the_first_reason_and_lists_the_rest():
    bare = dict(name="", sex="U", birth_date=None, has_mailing_address=False)
    gaps = application_gaps(ALL, **bare)
    assert gaps_message(gaps) == ("no name is recorded for the animal: the license and its certificate state it "
                                  "(also missing: its sex, its birth date or approximate age, "
                                  "the owner's mailing address)")
    assert gaps_message(gaps[-1:]) == "the owner has no current mailing address: renewal letters and notices are mailed there"
