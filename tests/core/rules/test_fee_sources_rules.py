"""Where each fee comes from (``domain.fee_sources``, T-7D: fees "set by resolution of the Council"): a
fee's source as the profile writes it, or "unconfirmed", and the set-up warning listing each amount in
force, or set for later, that no one has confirmed with the section or resolution that sets it."""
from dataclasses import replace
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.fee_sources import (
    UNCONFIRMED,
    UnconfirmedFee,
    in_force_or_next,
    read_fee_source,
    unconfirmed_fees,
)
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import Dated

PROFILES = shipped_profiles(config.resources_dir())
TRACY, WORTH = PROFILES["tracy"], PROFILES["worthington"]


class Refused(Exception):
    pass


def fail(key: str, problem: str):
    raise Refused(key, problem)


def test_t_7d_a_fee_source_is_the_section_written_or_nothing_when_unconfirmed():
    assert UNCONFIRMED == "unconfirmed"
    assert read_fee_source({"cents": 1000}, "fees.impound[0]", fail) == ""
    assert read_fee_source({"source": "unconfirmed"}, "fees.impound[0]", fail) == ""
    assert read_fee_source({"source": "  Unconfirmed "}, "fees.impound[0]", fail) == ""
    assert read_fee_source({"source": " Resolution 2026-14 "}, "fees.impound[0]", fail) == "Resolution 2026-14"
    assert read_fee_source({"source": ""}, "fees.impound[0]", fail) == ""


def test_t_7d_a_fee_source_that_is_not_text_is_refused_naming_its_key():
    with pytest.raises(Refused) as info:
        read_fee_source({"source": 2026}, "fees.impound[1]", fail)
    assert info.value.args == ("fees.impound[1].source",
                               'must be the section or resolution that sets it, or "unconfirmed"')


FIRST, SECOND, THIRD = date(2020, 1, 1), date(2026, 1, 1), date(2027, 1, 1)
SCHEDULE = (Dated(FIRST, 3000, "", "Resolution 1"), Dated(SECOND, 3500), Dated(THIRD, 4000))


def test_t_7d_the_value_in_force_or_else_the_first_to_come():
    assert in_force_or_next(SCHEDULE, date(2019, 12, 31)) is SCHEDULE[0]
    assert in_force_or_next(SCHEDULE, FIRST) is SCHEDULE[0]
    assert in_force_or_next(SCHEDULE, date(2025, 12, 31)) is SCHEDULE[0]
    assert in_force_or_next(SCHEDULE, SECOND) is SCHEDULE[1]
    assert in_force_or_next(SCHEDULE, date(2030, 6, 1)) is SCHEDULE[2]
    assert in_force_or_next((), SECOND) is None


def test_t_7d_the_warning_lists_unconfirmed_amounts_in_force_or_to_come_in_code_order():
    on = date(2026, 3, 2)
    profile = replace(TRACY, fees={
        "impound": SCHEDULE,  # confirmed once, no longer in force: its two unconfirmed values are listed
        "license.dog": (Dated(THIRD, 2000),),  # nothing in force yet: the first to come
        "boarding_per_day": (Dated(FIRST, 1500),),
        "citation": (Dated(FIRST, 5000), Dated(date(2025, 1, 1), 6000, "", "Resolution 9")),  # now confirmed
        "quarantine_per_day": (Dated(FIRST, 2000, "", "Resolution 2"), Dated(THIRD, 2500, "", "Resolution 3")),
    })
    assert unconfirmed_fees(profile, on) == [
        UnconfirmedFee("boarding_per_day", FIRST, 1500),
        UnconfirmedFee("impound", SECOND, 3500), UnconfirmedFee("impound", THIRD, 4000),
        UnconfirmedFee("license.dog", THIRD, 2000)]
    assert unconfirmed_fees(profile, date(2025, 12, 31)) == [
        UnconfirmedFee("boarding_per_day", FIRST, 1500),
        UnconfirmedFee("impound", SECOND, 3500), UnconfirmedFee("impound", THIRD, 4000),
        UnconfirmedFee("license.dog", THIRD, 2000)]
    assert unconfirmed_fees(profile, date(2024, 6, 1)) == [
        UnconfirmedFee("boarding_per_day", FIRST, 1500), UnconfirmedFee("citation", FIRST, 5000),
        UnconfirmedFee("impound", SECOND, 3500), UnconfirmedFee("impound", THIRD, 4000),
        UnconfirmedFee("license.dog", THIRD, 2000)]
    assert unconfirmed_fees(profile, date(2027, 1, 1)) == [
        UnconfirmedFee("boarding_per_day", FIRST, 1500), UnconfirmedFee("impound", THIRD, 4000),
        UnconfirmedFee("license.dog", THIRD, 2000)]


def test_t_7d_a_fee_with_no_dated_value_is_not_listed():
    assert unconfirmed_fees(replace(TRACY, fees={"impound": ()}), SECOND) == []


def test_w_90_05c_the_amounts_the_ordinance_states_are_confirmed_as_shipped():
    codes = [f.code for f in unconfirmed_fees(WORTH, date(2026, 3, 2))]
    assert "permit.transfer" not in codes and "at_large.1" not in codes and "at_large.3" not in codes
    assert codes == sorted(codes) and "impound" in codes and "permit.commercial" in codes
    assert UnconfirmedFee("impound", date(2020, 1, 1), 4000) in unconfirmed_fees(WORTH, date(2026, 3, 2))
    confirmed = TRACY.with_overrides([("fee", "impound", date(2026, 1, 1), 3500, "Resolution 2025-40")])
    assert "impound" in [f.code for f in unconfirmed_fees(TRACY, date(2026, 3, 2))]
    assert "impound" not in [f.code for f in unconfirmed_fees(confirmed, date(2026, 3, 2))]
