"""The impound table reads as the desk speaks: "Dog", "Held", not the stored codes."""
from datetime import date

from animaloffice.queries.impounds import impound_list
from animaloffice.services import impounds


def test_impound_list_shows_species_and_status_in_words(office):
    impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                    new_animal={"species": "dog", "name": "Koda"}, on=date(2026, 3, 2), found_place="Elm St")
    rows = impound_list(office.tracy)(0, 50)
    assert [(r[3], r[4], r[6]) for r in rows] == [("Koda", "Dog", "Held")]
    assert [r[4] for r in impound_list(None)(0, 50)] == ["Dog"]
