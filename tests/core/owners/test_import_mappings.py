"""ASM3's values that match nothing here (a species, a license type, a person class) are asked
in the dry run, answered once and kept for the next file; the dry run names every problem of
every row at once, the services' refusals with the unreadable values."""
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.imports import ImportMapping
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services.import_mappings import save_answers, saved
from animaloffice.services.importer import import_file

Y = date.today().year
HEAD = ("PERSONCODE,PERSONCLASS,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,"
        "PERSONEMAIL,ANIMALCODE,ANIMALNAME,ANIMALSPECIES,ANIMALDOB,LICENSENUMBER,LICENSETYPE,LICENSEFEE,"
        "LICENSEISSUEDATE,LICENSEEXPIRESDATE\n")
ROWS = (f"P1,1,Ada,Olson,12 Elm St,Tracy,56175,,A1,Rex,Dog,03/02/2021,L1,Senior Dog,5.00,01/02/{Y},12/31/{Y}\n"
        f"P2,1,Bo,Berg,9 Oak St,Tracy,56175,,A2,Nibbles,Guinea Pig,01/01/2023,,,,,\n"
        f"P3,3,,Tracy Rescue,1 Main St,Tracy,56175,,A3,Pip,Hamster,01/01/2024,,,,,\n"
        f"P4,2,,Prairie Shelter,5 Oak St,Tracy,56175,,,,,,,,,,\n")


def _dry(office, text=HEAD + ROWS):
    return import_file(office.admin, text.encode(), jurisdiction_id=office.tracy, tags="assign", dry_run=True)


def test_what_matches_nothing_is_asked_then_kept_for_the_next_file(office):
    dry = _dry(office)
    assert dry.unmatched == {"license_type": {"Senior Dog": 1}, "species": {"Guinea Pig": 1, "Hamster": 1},
                             "person_class": {"3": 1}}
    assert "mapping" in dry.questions
    assert {(r.row, r.column) for r in dry.refused} == {(2, "LICENSETYPE"), (3, "ANIMALSPECIES"),
                                                        (4, "ANIMALSPECIES"), (4, "PERSONCLASS")}
    assert save_answers(office.admin, office.tracy, {
        "species": {"Guinea Pig": "other_small", "hamster": "other_small"},
        "license_type": {"Senior Dog": "yearly"}, "person_class": {"3": "organisation"}}) == 4
    report = import_file(office.admin, (HEAD + ROWS).encode(), jurisdiction_id=office.tracy, tags="assign",
                         dry_run=False)
    assert report.committed, [r.text() for r in report.refused]
    assert {a.name: a.species for a in Animal.select()} == {"Rex": "dog", "Nibbles": "other_small",
                                                             "Pip": "other_small"}
    assert Owner.get(Owner.organisation == "Tracy Rescue").kind == "organisation"  # class 3, as answered
    assert Owner.get(Owner.organisation == "Prairie Shelter").kind == "organisation"  # ASM3's class 2
    assert License.get().term == "annual"
    # the next file is read with the answers on file, without asking again
    later = (f"P9,1,Cy,Dahl,4 Elm St,Tracy,56175,,A9,Squeak,GUINEA PIG,01/01/2022,,,,,\n"
             f"P9,,,,,,,,A8,Duke,Dog,01/01/2022,L9,Senior Dog,5.00,01/02/{Y},12/31/{Y}\n")
    again = _dry(office, HEAD + later)
    assert again.refused == [] and again.unmatched == {} and "mapping" not in again.questions


def test_an_answer_changed_voids_the_one_before_and_is_audited(office):
    save_answers(office.admin, office.tracy, {"license_type": {"Senior Dog": "yearly"}})
    assert save_answers(office.admin, office.tracy, {"license_type": {"senior dog": "yearly"}}) == 0
    save_answers(office.admin, office.tracy, {"license_type": {"Senior Dog": "lifetime"}})
    assert saved(office.tracy)["license_type"] == {"senior dog": "lifetime"}
    old = ImportMapping.get(ImportMapping.target == "yearly")
    assert old.voided_at is not None and "answered again" in old.void_reason
    assert AuditEntry.select().where(AuditEntry.action == "import.mapping").count() == 2


@pytest.mark.parametrize("answers", [{}, {"colour": {"Red": "red"}}, {"species": {"Guinea Pig": "unicorn"}},
                                     {"species": {"": "dog"}}, {"person_class": {"3": "household"}},
                                     {"species": "dog"}, ["species"]])
def test_an_answer_that_is_not_one_of_the_choices_is_refused_by_its_field(office, answers):
    with pytest.raises(ValidationError) as exc:
        save_answers(office.admin, office.tracy, answers)
    assert exc.value.field == "answers" and ImportMapping.select().count() == 0


def test_answers_are_an_administrators(office):
    with pytest.raises(PermissionDenied):
        save_answers(office.clerk, office.tracy, {"species": {"Guinea Pig": "other_small"}})


def test_every_problem_of_a_row_at_once_the_services_refusals_too(office):
    """A row with an address the owner service refuses, a date that cannot be read and a
    species with no answer: the three named in one dry run, not one per run."""
    row = "P1,1,Ada,Olson,12 Elm St,Tracy,56175,not-an-address,A1,Rex,Hamster,13/45/2020,,,,,\n"
    dry = _dry(office, HEAD + row)
    assert sorted(r.column for r in dry.refused) == ["ANIMALDOB", "ANIMALSPECIES", "PERSONEMAIL"]
    assert Owner.select().count() == 0 and Animal.select().count() == 0
