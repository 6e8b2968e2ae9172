"""A malformed ordinance profile is refused naming the file, the key and what is wrong with it, in
the words the administrator reads at start-up; a well-formed one reads the values it states, and
the defaults the ordinance leaves to the office."""
import copy
import tomllib
from datetime import date

import pytest

from animaloffice import config
from animaloffice.domain.errors import ProfileError
from animaloffice.domain.profile_reader import ProfileReader

TRACY = tomllib.loads((config.resources_dir() / "ordinances" / "tracy.toml").read_text(encoding="utf-8"))
WORTH = tomllib.loads((config.resources_dir() / "ordinances" / "worthington.toml").read_text(encoding="utf-8"))
STATE = config.resources_dir() / "ordinances" / "state"


def read(data):
    return ProfileReader(data, "city.toml", STATE).profile()


def changed(edit, base=TRACY):
    data = copy.deepcopy(base)
    edit(data)
    return data


def problem(edit, base=TRACY):
    with pytest.raises(ProfileError) as info:
        read(changed(edit, base))
    e = info.value
    assert e.source == "city.toml" and e.message == f"city.toml: {e.key}: {e.problem}"
    return e.key, e.problem


def _set(path, value):
    def edit(data):
        *head, last = path
        for p in head:
            data = data[p]
        data[last] = value
    return edit


def _drop(path):
    def edit(data):
        *head, last = path
        for p in head:
            data = data[p]
        del data[last]
    return edit


LIST_OF_DAYS = "must be a list of mon, tue, wed, thu, fri, sat, sun"
CASES = [
    (_drop(("jurisdiction",)), "jurisdiction", "missing section"),
    (_set(("jurisdiction",), "tracy"), "jurisdiction", "must be a table"),
    (_drop(("jurisdiction", "code")), "jurisdiction.code", "missing"),
    (_set(("jurisdiction", "code"), " "), "jurisdiction.code", "must be a non-empty string"),
    (_set(("jurisdiction", "code"), 7), "jurisdiction.code", "must be a non-empty string"),
    (_set(("jurisdiction", "code"), "Tracy"), "jurisdiction.code", "must be a lower-case word like 'tracy'"),
    (_set(("jurisdiction", "code"), "st peter"), "jurisdiction.code", "must be a lower-case word like 'tracy'"),
    (_drop(("jurisdiction", "name")), "jurisdiction.name", "missing"),
    (_set(("rules", "licensing"), "yes"), "rules.licensing", "must be true or false"),
    (_drop(("rules", "licensing")), "rules.licensing", "must be true or false"),
    (_set(("periods", "hold_calendar_days"), True), "periods.hold_calendar_days",
     "must be a number or a list of dated values"),
    (_set(("periods", "hold_calendar_days"), -1), "periods.hold_calendar_days", "may not be negative"),
    (_set(("periods", "hold_calendar_days"), []), "periods.hold_calendar_days",
     "must be a number or a non-empty list of {from = date, value = number}"),
    (_set(("periods", "hold_calendar_days"), "7"), "periods.hold_calendar_days",
     "must be a number or a non-empty list of {from = date, value = number}"),
    (_set(("periods", "hold_calendar_days"), [7]), "periods.hold_calendar_days[0]",
     "must be a table {from = date, value = number}"),
    (_set(("periods", "hold_calendar_days"), [{"value": 7}]), "periods.hold_calendar_days[0].from",
     "must be a date like 2026-01-01"),
    (_set(("periods", "hold_calendar_days"), [{"from": "2026-01-01", "value": 7}]),
     "periods.hold_calendar_days[0].from", "must be a date like 2026-01-01"),
    (_set(("periods", "hold_calendar_days"), [{"from": date(2026, 1, 1)}]),
     "periods.hold_calendar_days[0].value", "missing"),
    (_set(("periods", "hold_calendar_days"), [{"from": date(2026, 1, 1), "value": "7"}]),
     "periods.hold_calendar_days[0].value", "must be a whole number"),
    (_set(("periods", "hold_calendar_days"), [{"from": date(2026, 1, 1), "value": False}]),
     "periods.hold_calendar_days[0].value", "must be a whole number"),
    (_set(("periods", "hold_calendar_days"), [{"from": date(2026, 1, 1), "value": -2}]),
     "periods.hold_calendar_days[0].value", "may not be negative"),
    (_set(("periods", "hold_calendar_days"), [{"from": date(2026, 1, 1), "value": 7, "note": 3}]),
     "periods.hold_calendar_days[0].note", "must be a string"),
    (_set(("periods", "hold_calendar_days"), [{"from": date(2026, 1, 1), "value": 7},
                                              {"from": date(2026, 1, 1), "value": 8}]),
     "periods.hold_calendar_days", "two values start on the same date"),
    (_drop(("periods", "hold_calendar_days")), "periods.hold_calendar_days", "missing"),
    (_drop(("fees", "license.dog")), "fees.license.dog", "missing"),
    (_set(("citations", "exemptions"), ""), "citations.exemptions", "must be a non-empty string"),
    (_set(("calendar", "october_holiday"), "yes"), "calendar.october_holiday", "must be true or false"),
    (_drop(("calendar", "friday_after_thanksgiving")), "calendar.friday_after_thanksgiving",
     "must be true or false"),
    (_set(("calendar", "facility_open_days"), "mon"), "calendar.facility_open_days", LIST_OF_DAYS),
    (_set(("calendar", "facility_open_days"), []), "calendar.facility_open_days", LIST_OF_DAYS),
    (_set(("calendar", "facility_open_days"), ["mon", "funday"]), "calendar.facility_open_days", LIST_OF_DAYS),
    (_set(("calendar", "closures"), ["2026-12-24"]), "calendar.closures[0]",
     'must be {date = 2026-12-24, reason = "..."}'),
    (_set(("calendar", "closures"), [{"reason": "staff day"}]), "calendar.closures[0]",
     'must be {date = 2026-12-24, reason = "..."}'),
    (_set(("bars",), {"cruelty_conviction": "everywhere"}), "bars.cruelty_conviction",
     "must be a bar (cruelty_conviction) = any_jurisdiction or own_record"),
    (_set(("bars",), {"barking": "own_record"}), "bars.barking",
     "must be a bar (cruelty_conviction) = any_jurisdiction or own_record"),
    (_set(("species", "dog"), "dog"), "species.dog", "must be a table"),
    (_set(("species", "dog", "colour"), "brown"), "species.dog.colour", "unknown key"),
    (_drop(("species", "dog", "label")), "species.dog.label", "missing"),
    (_set(("species", "dog", "licensed"), 1), "species.dog.licensed", "must be true or false"),
    (_set(("species", "dog", "rabies_vaccine"), "yes"), "species.dog.rabies_vaccine", "must be true or false"),
    (_set(("species",), {"dog": {"label": "Dog"}}), "species",
     "licensing is on but no species is marked licensed = true"),
    (_drop(("lists", "exemptions")), "lists.exemptions", "missing list"),
    (_set(("lists", "exemptions"), ["police_canine"]), "lists.exemptions[0]",
     "must be a table {code = ..., text = ...}"),
    (_set(("lists", "exemptions"), [{"text": "Police canine"}]), "lists.exemptions[0].code", "missing"),
    (_set(("lists", "exemptions"), [{"code": "k9"}]), "lists.exemptions[0].text", "missing"),
    (_set(("lists", "exemptions"), [{"code": "k9", "text": "a"}, {"code": "k9", "text": "b"}]),
     "lists.exemptions", "two items share a code"),
    (_set(("lists", "exemptions"), [{"code": "stay", "text": "a", "days": 0}]), "lists.exemptions[0].days",
     "must be a whole number of days, 1 or more"),
    (_set(("lists", "exemptions"), [{"code": "stay", "text": "a", "days": "30"}]), "lists.exemptions[0].days",
     "must be a whole number of days, 1 or more"),
    (_set(("text", "license_office"), ""), "text.license_office", "must be a non-empty string"),
    (_set(("hearings", "appeal_of_everything"), {}), "hearings.appeal_of_everything",
     "is not a matter (permit_denial, permit_revocation, citation, dangerous_dog)"),
]


@pytest.mark.parametrize("edit, key, words", CASES, ids=[c[1] + ": " + c[2][:30] for c in CASES])
def test_a_malformed_profile_is_refused_naming_the_key_and_the_problem(edit, key, words):
    assert problem(edit) == (key, words)


def test_the_shipped_profiles_read_as_they_are_written():
    assert read(TRACY).code == "tracy" and read(WORTH).code == "worthington"


def test_calendar_defaults_and_closures():
    """A city that names no open days is open Monday to Friday; a closure without a reason is
    'closed'; the holiday switches are read as written."""
    def edit(data):
        del data["calendar"]["facility_open_days"]
        data["calendar"]["october_holiday"] = False
        data["calendar"]["friday_after_thanksgiving"] = True
        data["calendar"]["closures"] = [{"date": date(2026, 12, 24)}, {"date": date(2026, 12, 26), "reason": "inventory"}]
    cal = read(changed(edit)).calendar
    assert cal.open_weekdays == frozenset({0, 1, 2, 3, 4})
    assert cal.closures == {date(2026, 12, 24): "closed", date(2026, 12, 26): "inventory"}
    assert cal.october_holiday is False and cal.friday_after_thanksgiving is True
    weekend = read(changed(_set(("calendar", "facility_open_days"), ["sat", "sun"]))).calendar
    assert weekend.open_weekdays == frozenset({5, 6})


def test_a_bare_number_holds_from_always_and_dated_values_sort_with_their_notes():
    plain = read(TRACY)
    assert plain.periods["hold_calendar_days"][0].start == date(1900, 1, 1)
    assert plain.periods["hold_calendar_days"][0].value == 7
    dated = read(changed(_set(("periods", "hold_calendar_days"), [
        {"from": date(2027, 1, 1), "value": 10, "note": "ordinance 2026-9"},
        {"from": date(2020, 1, 1), "value": 7}])))
    days = dated.periods["hold_calendar_days"]
    assert [(d.start, d.value, d.note) for d in days] == [(date(2020, 1, 1), 7, ""),
                                                         (date(2027, 1, 1), 10, "ordinance 2026-9")]
    assert dated.period("hold_calendar_days", date(2026, 12, 31)) == 7
    assert dated.period("hold_calendar_days", date(2027, 1, 1)) == 10


def test_optional_sections_and_switches():
    """A profile without bars, text or hearings tables reads them as empty; an optional rule switch
    left out takes its default; the bars a city states are kept."""
    def edit(data):
        data.pop("bars", None)
        data.pop("text", None)
        data.pop("hearings", None)
    bare = read(changed(edit))
    assert dict(bare.bars) == {} and dict(bare.text) == {} and dict(bare.hearings) == {}
    assert dict(read(WORTH).bars) == {"cruelty_conviction": "any_jurisdiction"}
    assert read(TRACY).text["license_office"] == "Tracy City Hall"


def test_list_items_keep_their_rule_and_extra_fields():
    items = read(TRACY).lists["call_kinds"]
    bite = next(i for i in items if i.code == "bite")
    assert bite.text == "Bite or attempted bite" and bite.rule_id == "T-2C"
    assert dict(bite.extra) == {"violation_kind": "nuisance", "nuisance_kind": "bite", "bite": True}


def test_a_read_profile_keeps_what_the_file_says():
    tracy = ProfileReader(copy.deepcopy(TRACY), "tracy.toml", STATE).profile()
    assert tracy.source == "tracy.toml" and tracy.ordinance == TRACY["jurisdiction"]["ordinance"]
    assert tracy.rules["licensing"] is True and tracy.enforces("licensing")
    assert tracy.fees["license.dog"][0].value == 1500 and tracy.fees["license.dog"][0].source == ""
    assert tracy.periods["hold_calendar_days"][0].source == ""
    assert tracy.citations["exemptions"] == "Tracy City Code § 8.30, subd. 7(C)"
    assert tracy.penalty.otherwise == "prosecution" and tracy.penalty.otherwise_source == "Tracy City Code § 8.30, subd. 8(A)"
    assert tracy.species["dog"].code == "dog" and tracy.species["dog"].licensed
    assert all(i.rule_id == "T-7C" for i in tracy.lists["exemptions"])
    assert {i.code: i.rule_id for i in read(changed(_set(("lists", "exemptions"), [{"code": "k9", "text": "K9"}])))
            .lists["exemptions"]} == {"k9": ""}
