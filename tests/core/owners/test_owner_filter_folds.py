"""The Owners list's filter: a name found whatever its accents, an owner found by phone number."""
from animaloffice.queries.owners import count_owners, owner_fetcher
from animaloffice.services import owners


def _names(office, text):
    return [r[1] for r in owner_fetcher(office.tracy, text)(0, 50, "name", False)]


def test_accents_aside_and_by_phone(office):
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="José", last_name="Hernández",
                        address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"},
                        phone="(507) 555-0142")
    owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name="Olson",
                        address={"line1": "3 Oak St", "city": "Tracy", "postal_code": "56175"}, phone="507-555-0199")
    assert _names(office, "Hernandez") == ["Hernández, José"]
    assert _names(office, "hernández jose") == ["Hernández, José"]
    assert _names(office, "HERNANDEZ") == ["Hernández, José"]
    assert _names(office, "555-0142") == ["Hernández, José"]
    assert _names(office, "5070142") == []  # digits in order, not scattered
    assert _names(office, "5550199") == ["Olson, Ann"]
    assert sorted(_names(office, "555-01")) == ["Hernández, José", "Olson, Ann"]
    assert count_owners(office.tracy, "Hernandez") == 1 and count_owners(office.worthington, "Hernandez") == 0
    assert _names(office, "100%") == [] and _names(office, "O_son") == []  # no pattern in a typed word
