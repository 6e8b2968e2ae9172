"""What a profile settles where the ordinance is open (``domain.profile_readings``): when next year's
license goes on sale and which licenses may be lifetime ones (T-3A), each open reading with the words an
explanation gives and whose reading it is, and the state-law layer under every profile (MN-346.155):
what a malformed table or state file holds is refused naming the file and the key."""
from datetime import date, datetime

import pytest

from animaloffice import config
from animaloffice.domain.errors import ProfileError
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profile_readings import (
    DEFAULT,
    OFFICE_READING,
    ProfileReadings,
    PublicPosting,
    Reading,
    RegulatedAnimal,
    StateLaw,
    read,
    state_law,
)

STATE = config.resources_dir() / "ordinances" / "state"
PROFILES = shipped_profiles(config.resources_dir())
MINNESOTA = StateLaw(
    name="State of Minnesota", citation="Minn. Stat. § 346.155", rule_id="MN-346.155",
    regulated=(RegulatedAnimal("big_cats", "a member of the cat family (Felidae) other than a domestic cat",
                               ("wild_feline",)),
               RegulatedAnimal("bears", "a bear", ("bear",)),
               RegulatedAnimal("primates", "a nonhuman primate, of any weight", ("primate",)),
               RegulatedAnimal("venomous_reptiles", "a non-native venomous reptile", ("venomous_snake",))),
    note="possession of a regulated animal is unlawful except as the statute allows "
         "(check the current list and its exceptions)",
    posting=PublicPosting(3, "Minn. Stat. § 347.14", "MN-347.14"))


def refused(data: dict, source: str = "city.toml") -> ProfileError:
    with pytest.raises(ProfileError) as info:
        read(data, source, STATE)
    return info.value


def test_t_3a_a_profile_without_the_tables_reads_the_shipped_readings_and_minnesota_law():
    got = read({}, "old.toml", STATE)
    assert got == ProfileReadings(next_year_sales_from=(12, 1), next_year_sales_source=OFFICE_READING,
                                  lifetime_before=None, lifetime_source="", readings={}, state=MINNESOTA)
    assert OFFICE_READING == "office reading"
    assert DEFAULT == ProfileReadings((12, 1), "office reading", None, "",
                                      ("animal_name", "sex", "birth_date", "owner_address"), "office reading",
                                      {}, StateLaw())
    assert got.application_facts == ("animal_name", "sex", "birth_date", "owner_address")
    assert PROFILES["tracy"].readings.state == MINNESOTA


def test_t_3a_the_licensing_table_sets_the_sales_day_and_the_lifetime_day_with_their_sources():
    got = read({"licensing": {"next_year_sales_from": "11-15", "next_year_sales_source": "Resolution 2026-3",
                              "lifetime_licenses_before": date(2017, 10, 10),
                              "lifetime_licenses_source": "Ordinance No. 362"}}, "city.toml", STATE)
    assert got.next_year_sales_from == (11, 15) and got.next_year_sales_source == "Resolution 2026-3"
    assert got.lifetime_before == date(2017, 10, 10) and got.lifetime_source == "Ordinance No. 362"
    blank = read({"licensing": {"next_year_sales_from": "", "next_year_sales_source": ""}}, "city.toml", STATE)
    assert blank.next_year_sales_from is None and blank.next_year_sales_source == OFFICE_READING
    assert read({"licensing": {"next_year_sales_from": "02-29"}}, "c.toml", STATE).next_year_sales_from == (2, 29)


@pytest.mark.parametrize("raw", ["13-01", "02-30", "12", "12-01-05", "Dec 1", 1201, "-"])
def test_t_3a_a_sales_day_that_is_not_a_month_and_day_is_refused(raw):
    error = refused({"licensing": {"next_year_sales_from": raw}})
    assert (error.source, error.key, error.problem) == (
        "city.toml", "licensing.next_year_sales_from", 'must be a month and day like "12-01", or ""')


@pytest.mark.parametrize("raw", ["2017-10-10", datetime(2017, 10, 10, 9, 0), 20171010])
def test_t_3a_a_lifetime_day_that_is_not_a_date_is_refused(raw):
    error = refused({"licensing": {"lifetime_licenses_before": raw}})
    assert (error.source, error.key, error.problem) == (
        "city.toml", "licensing.lifetime_licenses_before", "must be a date like 2017-10-10")


@pytest.mark.parametrize(("data", "key", "problem"), [
    ({"licensing": "yes"}, "licensing", "must be a table"),
    ({"readings": ["bar_lifts"]}, "readings", "must be a table"),
    ({"state": "minnesota"}, "state", "must be a table"),
    ({"licensing": {"next_year_sales_source": 5}}, "licensing.next_year_sales_source", "must be a non-empty string"),
    ({"licensing": {"lifetime_licenses_source": None}}, "licensing.lifetime_licenses_source",
     "must be a non-empty string"),
    ({"readings": {"fourth_step": {"value": "top_step"}}}, "readings.fourth_step",
     "is not an open reading (at_large_after_third, bar_lifts, breeder_12_months, counting_attempt, "
     "owner_surrender)"),
    ({"readings": {"bar_lifts": "on_anniversary"}}, "readings.bar_lifts", 'must be {value = "...", source = "..."}'),
    ({"readings": {"bar_lifts": {"source": "office reading"}}}, "readings.bar_lifts",
     'must be {value = "...", source = "..."}'),
    ({"readings": {"bar_lifts": {"value": 1}}}, "readings.bar_lifts", 'must be {value = "...", source = "..."}'),
    ({"readings": {"bar_lifts": {"value": "sometime"}}}, "readings.bar_lifts.value",
     "must be one of on_anniversary, day_after_anniversary"),
    ({"readings": {"bar_lifts": {"value": "top_step"}}}, "readings.bar_lifts.value",
     "must be one of on_anniversary, day_after_anniversary"),
    ({"readings": {"owner_surrender": {"value": "accepted", "source": 5}}}, "readings.owner_surrender.source",
     "must be a non-empty string"),
])
def test_a_malformed_table_is_refused_naming_its_key(data, key, problem):
    error = refused(data, "tracy.toml")
    assert (error.source, error.key, error.problem) == ("tracy.toml", key, problem)


def test_an_open_reading_keeps_its_source_or_is_the_offices():
    got = read({"readings": {"owner_surrender": {"value": "not_accepted", "source": "Resolution 2026-8"},
                             "bar_lifts": {"value": "day_after_anniversary"},
                             "breeder_12_months": {"value": "calendar_year", "source": ""}}}, "city.toml", STATE)
    assert dict(got.readings) == {
        "owner_surrender": Reading("owner_surrender", "not_accepted", "Resolution 2026-8"),
        "bar_lifts": Reading("bar_lifts", "day_after_anniversary", OFFICE_READING),
        "breeder_12_months": Reading("breeder_12_months", "calendar_year", OFFICE_READING)}
    assert got.reading("bar_lifts").value == "day_after_anniversary"
    assert got.reading("counting_attempt") == Reading("counting_attempt", "first_served", OFFICE_READING)
    assert DEFAULT.reading("at_large_after_third") == Reading("at_large_after_third", "top_step")
    assert DEFAULT.reading("owner_surrender").value == "accepted"
    assert DEFAULT.reading("breeder_12_months").value == "rolling"


def test_a_reading_says_what_it_decides_and_whose_reading_it_is():
    office = Reading("bar_lifts", "on_anniversary")
    assert office.source == "office reading" and office.question == "the day a 30-day or 12-month bar lifts"
    assert office.sentence() == ("the bar lifts on the day the period ends (start + period), the first day allowed "
                                 "(the office's reading, as the ordinance does not say)")
    cited = PROFILES["tracy"].readings.reading("owner_surrender")
    assert cited.sentence() == ("the office takes an animal its owner gives up (an owner surrender) "
                                "(as Tracy City Code § 8.30, Subd. 5 says)")
    assert Reading("at_large_after_third", "no_penalty").words == (
        "only the three steps the ordinance names are charged; a 4th or later pays none")


def test_t_3a_next_years_license_is_on_sale_from_the_profiles_day_to_december_31():
    assert not DEFAULT.sells_next_year(date(2026, 11, 30))
    assert DEFAULT.sells_next_year(date(2026, 12, 1)) and DEFAULT.sells_next_year(date(2026, 12, 31))
    assert not DEFAULT.sells_next_year(date(2027, 1, 1)) and not DEFAULT.sells_next_year(date(2026, 6, 15))
    mid = ProfileReadings(next_year_sales_from=(11, 15))
    assert not mid.sells_next_year(date(2026, 11, 14)) and mid.sells_next_year(date(2026, 11, 15))
    assert mid.sells_next_year(date(2026, 12, 1)) and not mid.sells_next_year(date(2026, 10, 20))
    assert not ProfileReadings(next_year_sales_from=None).sells_next_year(date(2026, 12, 31))


def test_mn_346_155_each_regulated_kind_is_found_by_species_or_as_a_primate():
    assert MINNESOTA.regulated_kind("wild_feline").code == "big_cats"
    assert MINNESOTA.regulated_kind("bear").code == "bears"
    assert MINNESOTA.regulated_kind("primate").code == "primates"
    assert MINNESOTA.regulated_kind("marmoset", primate=True).code == "primates"
    assert MINNESOTA.regulated_kind("marmoset") is None and MINNESOTA.regulated_kind("dog") is None
    assert MINNESOTA.regulated_kind("wild_feline", primate=True).code == "big_cats"
    assert StateLaw().regulated_kind("primate", primate=True) is None


def test_mn_346_155_a_state_the_office_has_no_file_for_is_refused_naming_the_file():
    error = refused({"state": {"law": "atlantis"}})
    assert (error.source, error.key) == (str(STATE / "atlantis.toml"), "(file)")
    assert error.problem == "cannot be read: No such file or directory"


def state_file(tmp_path, text: str, code: str = "north") -> StateLaw:
    (tmp_path / f"{code}.toml").write_text(text, encoding="utf-8")
    return state_law(code, tmp_path)


GOOD = ('[regulated_animals]\nrule = "ND-36"\ncitation = "N.D. Cent. Code 36"\n'
        'kinds = [{ code = "bears", text = "a bear", species = ["bear", "grizzly"] }, '
        '{ code = "wolves", text = "a wolf" }]\n')


def test_mn_346_155_a_state_file_reads_its_kinds_citation_and_rule(tmp_path):
    got = state_file(tmp_path, 'name = "State of North Dakota"\n' + GOOD.replace("kinds", 'note = "check"\nkinds'))
    assert got == StateLaw("State of North Dakota", "N.D. Cent. Code 36", "ND-36",
                           (RegulatedAnimal("bears", "a bear", ("bear", "grizzly")),
                            RegulatedAnimal("wolves", "a wolf", ())), "check")
    bare = state_file(tmp_path, GOOD, "south")
    assert bare.name == "south" and bare.note == ""


@pytest.mark.parametrize(("text", "key", "problem"), [
    ("[regulated_animals]\nrule = ", "(syntax)", None),
    ('name = "x"\n', "regulated_animals.kinds", "missing list"),
    ('regulated_animals = "none"\n', "regulated_animals.kinds", "missing list"),
    ('[regulated_animals]\nkinds = "bears"\n', "regulated_animals.kinds", "missing list"),
    ('[regulated_animals]\nkinds = ["bears"]\n', "regulated_animals.kinds[0]",
     "must be {code = ..., text = ..., species = [...]}"),
    ('[regulated_animals]\nkinds = [{ code = "bears", text = "a bear" }, { code = "wolves" }]\n',
     "regulated_animals.kinds[1]", "must be {code = ..., text = ..., species = [...]}"),
    ('[regulated_animals]\nkinds = [{ text = "a bear" }]\n', "regulated_animals.kinds[0]",
     "must be {code = ..., text = ..., species = [...]}"),
    ('[regulated_animals]\nkinds = [{ code = "bears", text = "a bear", species = "bear" }]\n',
     "regulated_animals.kinds[0].species", "must be a list of species codes"),
    ('[regulated_animals]\nkinds = [{ code = "bears", text = "a bear", species = ["bear", 3] }]\n',
     "regulated_animals.kinds[0].species", "must be a list of species codes"),
    (GOOD.replace('citation = "N.D. Cent. Code 36"', 'citation = "  "'), "regulated_animals.citation",
     "must be a non-empty string"),
    (GOOD.replace('citation = "N.D. Cent. Code 36"\n', ""), "regulated_animals.citation",
     "must be a non-empty string"),
    (GOOD.replace('rule = "ND-36"\n', ""), "regulated_animals.rule", "must be a non-empty string"),
])
def test_mn_346_155_a_malformed_state_file_is_refused_naming_the_file_and_key(tmp_path, text, key, problem):
    with pytest.raises(ProfileError) as info:
        state_file(tmp_path, text)
    assert info.value.source == str(tmp_path / "north.toml") and info.value.key == key
    if problem:
        assert info.value.problem == problem


def test_mn_347_14_the_state_file_says_how_many_public_places_a_posting_needs_with_its_source(tmp_path):
    """The three public places of a notice to an unknown owner are state law, read from the state
    file with the statute; a state file naming no posting rule has none (a posting needs one place)."""
    from animaloffice.domain.state_law import places_needed, posting_citation

    assert MINNESOTA.posting == PublicPosting(3, "Minn. Stat. § 347.14", "MN-347.14")
    assert places_needed(PROFILES["tracy"]) == 3 and posting_citation(PROFILES["worthington"]) == "Minn. Stat. § 347.14"
    four = state_file(tmp_path, GOOD + '[public_posting]\nrule = "ND-11"\ncitation = "N.D. 11"\nplaces = 4\n', "four")
    assert four.posting == PublicPosting(4, "N.D. 11", "ND-11")
    assert state_file(tmp_path, GOOD, "none").posting is None


@pytest.mark.parametrize(("table", "key", "problem"), [
    ('public_posting = 3\n', "public_posting", "must be a table"),
    ('[public_posting]\nrule = "X-1"\ncitation = "X 1"\n', "public_posting.places",
     "must be a whole number of places from 1 to 20"),
    ('[public_posting]\nrule = "X-1"\ncitation = "X 1"\nplaces = "three"\n', "public_posting.places",
     "must be a whole number of places from 1 to 20"),
    ('[public_posting]\nrule = "X-1"\ncitation = "X 1"\nplaces = true\n', "public_posting.places",
     "must be a whole number of places from 1 to 20"),
    ('[public_posting]\nrule = "X-1"\ncitation = "X 1"\nplaces = 0\n', "public_posting.places",
     "must be a whole number of places from 1 to 20"),
    ('[public_posting]\nrule = "X-1"\nplaces = 3\n', "public_posting.citation", "must be a non-empty string"),
    ('[public_posting]\ncitation = "X 1"\nplaces = 3\n', "public_posting.rule", "must be a non-empty string"),
])
def test_mn_347_14_a_malformed_posting_table_is_refused_naming_the_file_and_key(tmp_path, table, key, problem):
    text = table + GOOD if not table.startswith("[") else GOOD + table
    with pytest.raises(ProfileError) as info:
        state_file(tmp_path, text, "bad")
    assert (info.value.source, info.value.key, info.value.problem) == (str(tmp_path / "bad.toml"), key, problem)
