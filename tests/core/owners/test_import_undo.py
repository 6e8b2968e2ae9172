"""An import is undone as a whole, voided with a reason like every record, before the office
has started work on its records; after that it is refused, naming the work found."""
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.imports import ImportRun
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services import animals, licensing, owners
from animaloffice.services.import_undo import undo_import
from animaloffice.services.importer import import_file
from animaloffice.services.payments import PaymentInput

Y = date.today().year
FILE = ("PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,ANIMALNAME,"
        "ANIMALSPECIES,ANIMALSEX,ANIMALDOB,VACCINATIONTYPE,VACCINATIONGIVENDATE,VACCINATIONEXPIRESDATE,LICENSENUMBER,"
        "LICENSETYPE,LICENSEFEE,LICENSEISSUEDATE,LICENSEEXPIRESDATE\n"
        f"P1,Ada,Olson,12 Elm St,Tracy,56175,A1,Rex,Dog,Male,03/02/2021,Rabies,03/01/{Y - 1},03/01/{Y + 2},L1,"
        f"Dog - 1 year,15.00,01/02/{Y},12/31/{Y}\n"
        "P1,,,,,,A2,Tom,Cat,Male,01/01/2020,,,,,,,,\n")


def _import(office):
    report = import_file(office.admin, FILE.encode(), jurisdiction_id=office.tracy, tags="assign", dry_run=False)
    assert report.committed, [r.text() for r in report.refused]
    return report.run_id


def _live(model):
    return model.select().where(model.voided_at.is_null()).count()


def test_an_import_is_undone_as_a_whole_and_can_be_imported_again(office):
    kept = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg")
    run_id = _import(office)
    assert undo_import(office.admin, run_id, "wrong file") == 5  # 1 license, 1 certificate, 2 animals, 1 owner
    assert (_live(License), _live(Vaccination), _live(Animal), _live(Owner)) == (0, 0, 0, 1)
    assert Owner.get_by_id(kept.id).voided_at is None
    assert License.get().status == "void" and "wrong file" in Owner.get(Owner.last_name == "Olson").void_reason
    assert ImportRun.get_by_id(run_id).void_reason == "wrong file"
    assert AuditEntry.select().where(AuditEntry.action == "import.undo").count() == 1
    again = _import(office)  # its ASM3 codes count no more: the same file comes in anew
    assert again != run_id and _live(Animal) == 2
    with pytest.raises(ValidationError) as exc:
        undo_import(office.admin, run_id, "twice")
    assert exc.value.field == "run_id"


def test_a_later_license_is_work_started_and_refuses_the_undo(office):
    run_id = _import(office)
    tom = Animal.get(Animal.name == "Tom")
    animals.record_vaccination(office.clerk, tom.id, vaccinated_on=date.today(), veterinarian="Dr. V")
    licensing.issue_license(office.clerk, animal_id=tom.id, payment=PaymentInput("cash"))
    with pytest.raises(ValidationError) as exc:
        undo_import(office.admin, run_id, "wrong file")
    assert exc.value.field == "run_id" and "started work" in exc.value.reason and "license" in exc.value.reason
    assert _live(Animal) == 2 and ImportRun.get_by_id(run_id).voided_at is None  # nothing half-undone


def test_a_change_to_an_imported_owner_is_work_started(office):
    run_id = _import(office)
    ada = Owner.get(Owner.last_name == "Olson")
    owners.update_owner(office.clerk, ada.id, expected_version=ada.version, email="ada@example.org")
    with pytest.raises(ValidationError) as exc:
        undo_import(office.admin, run_id, "wrong file")
    assert "owner" in exc.value.reason and "changed" in exc.value.reason


def test_undo_needs_a_reason_and_an_administrator(office):
    run_id = _import(office)
    with pytest.raises(PermissionDenied):
        undo_import(office.clerk, run_id, "wrong file")
    with pytest.raises(ValidationError) as exc:
        undo_import(office.admin, run_id, "  ")
    assert exc.value.field == "reason" and _live(Animal) == 2
