"""MN-347.50 as a pure rule (``domain.bites``): only the grounds the statute's words are read for
are offered from a bite's facts, whatever else a profile's list holds, and each carries the kind
its profile entry names.

Minn. Stat. § 347.50, subds. 2-3 define a dangerous and a potentially dangerous dog; the profile
lists the grounds (``dangerous_dog_grounds``) with their words and kind.
"""
from dataclasses import replace

from animaloffice import config
from animaloffice.domain.bites import BiteFacts, Ground, supported_grounds
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.domain.profiles import ListItem

TRACY = shipped_profiles(config.resources_dir())["tracy"]
UNPROVOKED_BITE = BiteFacts(victim_kind="person", provoked="no", injury="minor", off_owner_property=True)


def with_grounds(*items):
    return replace(TRACY, lists={**TRACY.lists, "dangerous_dog_grounds": items})


def test_mn_347_50_a_ground_the_statute_does_not_name_is_never_offered():
    """A city's own entry in the list (no rule reads facts for it) is not supported by any bite."""
    profile = with_grounds(ListItem("city_barking", "Barks at the mail carrier", "city", {"kind": "dangerous"}),
                           *TRACY.items("dangerous_dog_grounds")[:1])
    assert [g.code for g in supported_grounds(profile, UNPROVOKED_BITE)] == ["pdd_bite"]


def test_mn_347_50_a_ground_without_a_kind_carries_none():
    profile = with_grounds(ListItem("pdd_bite", "Bit, unprovoked", "MN-347.50", {}))
    assert supported_grounds(profile, UNPROVOKED_BITE) == [Ground("pdd_bite", "", "Bit, unprovoked",
                                                                  "it bit, unprovoked")]
