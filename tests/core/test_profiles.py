"""Ordinance profiles: shipped files load; malformed ones name the file and key."""
from datetime import date
from pathlib import Path

import pytest

from animaloffice import config
from animaloffice.domain.errors import ProfileError
from animaloffice.domain.profile_reader import parse_profile, shipped_profiles
from animaloffice.persistence.profiles import state_law_dir


def _tracy_text() -> str:
    return (config.resources_dir() / "ordinances" / "tracy.toml").read_text()


def test_shipped_profiles_load():
    profiles = shipped_profiles(config.resources_dir())
    assert set(profiles) == {"tracy", "worthington"}
    tracy, worth = profiles["tracy"], profiles["worthington"]
    assert tracy.period("hold_calendar_days") == 7 and tracy.period("hearing_request_days") == 7
    assert worth.fee("at_large.3", date(2026, 1, 1)) == 30000
    assert worth.fee("permit.transfer", date(2026, 1, 1)) == 1000
    assert tracy.species_info("cattle").livestock and tracy.species_info("wolf").prohibited == "T-4B3"
    assert [i.rule_id for i in worth.items("inspection_items")][0] == "W-90.11A"


@pytest.mark.parametrize("old,new,key", [
    ('hearing_request_days = 7 ', 'hearing_request_days = "seven" ', "periods.hearing_request_days"),
    ('"license.dog" = [{ from = 2017-10-10, cents = 1500', '"license.dog" = [{ from = "soon", cents = 1500',
     "fees.license.dog[0].from"),
    ('licensing = true ', 'licensing = "yes" ', "rules.licensing"),
    ('code = "tracy"', 'code = "Tracy City"', "jurisdiction.code"),
])
def test_malformed_profile_names_file_and_key(old, new, key):
    text = _tracy_text()
    assert old in text
    with pytest.raises(ProfileError) as info:
        parse_profile(text.replace(old, new, 1), "tracy.toml", state_law_dir())
    assert info.value.source == "tracy.toml" and info.value.key == key


def test_broken_toml_syntax_is_reported():
    with pytest.raises(ProfileError) as info:
        parse_profile("[jurisdiction\ncode=", "bad.toml", state_law_dir())
    assert "bad.toml" in str(info.value.message)


def test_fee_by_effective_date_keeps_old_fee():
    """T-7D: a fee change has an effective date; earlier dates keep the earlier fee."""
    profile = shipped_profiles(config.resources_dir())["tracy"]
    changed = profile.with_overrides([("fee", "license.dog", date(2027, 1, 1), 2000, "resolution 2026-14")])
    assert changed.fee("license.dog", date(2026, 12, 31)) == 1500
    assert changed.fee("license.dog", date(2027, 1, 1)) == 2000
    assert "resolution 2026-14" in changed.fee_explained("license.dog", date(2027, 3, 1)).text()


def test_start_up_refuses_a_malformed_profile(tmp_path, monkeypatch):
    res = tmp_path / "resources"
    (res / "ordinances").mkdir(parents=True)
    (res / "ordinances" / "tracy.toml").write_text(_tracy_text().replace("removal_days = 0 ", "removal_days = -1 "))
    monkeypatch.setenv("ANIMALOFFICE_RESOURCES", str(res))
    from animaloffice.services.opening import check_profiles

    with pytest.raises(ProfileError) as info:
        check_profiles()
    assert info.value.key == "periods.removal_days" and str(Path(info.value.source).name) == "tracy.toml"
