"""The look-up every owner picker uses: an owner found by a phone number however it is typed,
by name whatever its accents, names starting with the word first, one city's owners only."""
from animaloffice.queries.owner_find import find_owners
from animaloffice.services import owners

ADDRESS = {"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}


def _names(office, text, jurisdiction_id=None):
    return [m.name for m in find_owners(jurisdiction_id or office.tracy, text)]


def _people(office):
    jose = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="José",
                               last_name="Hernández", address=ADDRESS, phone="507-555-0134")
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                        address=ADDRESS, phone="(507) 555-0199")
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Bo", last_name="Nolson",
                        address=ADDRESS, phone="507 555 0777")
    owners.create_owner(office.clerk, jurisdiction_id=office.worthington, first_name="Ann", last_name="Olson",
                        address={"line1": "1 Main", "city": "Worthington", "postal_code": "56187"},
                        phone="507-555-0134")
    return jose


def test_a_phone_number_typed_any_way_finds_the_owner(office):
    jose = _people(office)
    for typed in ("507-555-0134", "5075550134", "(507) 555 0134", "(507) 555-0134", "507.555.0134", "555 0134"):
        found = find_owners(office.tracy, typed)
        assert [m.id for m in found] == [jose.id], typed
    match = find_owners(office.tracy, "5075550134")[0]
    assert match.phone == "507-555-0134" and "12 Elm St" in match.address
    assert match.label().startswith("Hernández, José · 12 Elm St")
    assert _names(office, "(507) 555 0199") == ["Olson, Ann"]  # stored with brackets
    assert _names(office, "5075550777") == ["Nolson, Bo"]  # stored with spaces
    assert _names(office, "507 555 0134", office.worthington) == ["Olson, Ann"]  # its own city's owner
    assert _names(office, "5070134") == []  # the digits in order, not scattered


def test_names_accents_aside_and_starting_names_first(office):
    _people(office)
    assert _names(office, "Hernandez") == ["Hernández, José"]
    assert _names(office, "hernandez jose") == ["Hernández, José"]
    assert _names(office, "Hernández, José") == ["Hernández, José"]
    assert _names(office, "ols") == ["Olson, Ann", "Nolson, Bo"]  # Olson starts with it
    assert _names(office, "100%") == [] and _names(office, "O_son") == []  # no pattern in a typed word

