"""The office's records written in ASM3's own import columns (to go back to ASM3, or share with
a shelter that runs it) are read back by the import, every field the same."""
import csv
import io
from datetime import date, timedelta

import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.imports import ImportedRecord
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Address, Owner, Phone
from animaloffice.services import animals, licensing, owners
from animaloffice.services.asm3_export import COLUMNS, export_asm3
from animaloffice.services.common import void
from animaloffice.services.importer import import_file
from animaloffice.services.payments import PaymentInput

TODAY = date.today()


def _office_records(office):
    j = office.tracy
    ada = owners.create_owner(office.clerk, jurisdiction_id=j, first_name="Ada", last_name="Olson",
                              email="ada@example.org", notes="Prefers calls after 5", phone="507-555-0101",
                              address={"line1": "12 Elm St", "line2": "Apt 2", "city": "Tracy", "state": "MN",
                                       "postal_code": "56175"})
    owners.create_owner(office.clerk, jurisdiction_id=j, kind="organisation", organisation="Prairie Rescue",
                        address={"line1": "5 Oak St", "city": "Tracy", "postal_code": "56175"})
    owners.create_owner(office.clerk, jurisdiction_id=j, first_name="Bo", last_name="Berg")
    rex = animals.create_animal(office.clerk, jurisdiction_id=j, owner_id=ada.id, species="dog", name="Rex",
                                breed="Labrador Retriever / Poodle", sex="M", altered=True,
                                birth_date=date(2019, 3, 2), colour="Black", markings="white blaze",
                                microchip="985112000000123", weight_lb=62, description="friendly")
    tom = animals.create_animal(office.clerk, jurisdiction_id=j, owner_id=ada.id, species="cat", name="Tom",
                                sex="F", altered=False, birth_date=date(2020, 6, 1))
    animals.create_animal(office.clerk, jurisdiction_id=j, owner_id=ada.id, species="ferret", name="Slink")
    for pet, years in ((rex, 3), (tom, 1)):
        animals.record_vaccination(office.clerk, pet.id, vaccinated_on=TODAY - timedelta(days=20),
                                   duration_years=years, veterinarian="Karin Lindahl", rabies_tag=f"R-{pet.id}",
                                   manufacturer="Zoetis", lot=f"B{pet.id}")
        licensing.issue_license(office.clerk, animal_id=pet.id, payment=PaymentInput("cash"))
    return ada


def _rows(data: bytes):
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"))))


def test_the_export_is_read_back_field_by_field(office):
    _office_records(office)
    data = export_asm3(office.admin, office.tracy)
    rows = _rows(data)
    assert tuple(rows[0]) == COLUMNS and len(rows) == 5  # Rex, Tom, Slink, the rescue, Bo
    assert AuditEntry.select().where(AuditEntry.action == "export.asm3").count() == 1
    # the shelter that reads it is another office: a microchip is the office's once, so here the
    # animals exported are voided before the file is read back
    originals = list(Animal.select().where(Animal.jurisdiction == office.tracy))
    for a in originals:
        with database.atomic():
            void(office.admin, Animal.get_by_id(a.id), "sent to ASM3")
    report = import_file(office.admin, data, jurisdiction_id=office.worthington, tags="assign", dry_run=False,
                         file_name="asm3.csv")
    assert report.committed, [r.text() for r in report.refused]
    assert report.kind == "import_layout" and report.ignored_columns == []
    back = {o.display_name: o for o in Owner.select().where(Owner.jurisdiction == office.worthington)}
    for o in Owner.select().where(Owner.jurisdiction == office.tracy):
        b = back[o.display_name]
        assert (b.kind, b.first_name, b.last_name, b.organisation, b.email, b.notes) == (
            o.kind, o.first_name, o.last_name, o.organisation, o.email, o.notes)
        addr = lambda x: [(a.line1, a.line2, a.city, a.state, a.postal_code)  # noqa: E731
                          for a in Address.select().where(Address.owner == x.id)]
        assert addr(b) == addr(o)
        assert [p.number for p in Phone.select().where(Phone.owner == b.id)] == \
               [p.number for p in Phone.select().where(Phone.owner == o.id)]
    fields = ("name", "species", "breed", "sex", "altered", "birth_date", "colour", "markings", "microchip",
              "weight_lb", "description", "status")
    imported = {a.name: a for a in Animal.select().where(Animal.jurisdiction == office.worthington)}
    for a in originals:
        b = imported[a.name]
        assert [getattr(b, f) for f in fields] == [getattr(a, f) for f in fields], a.name
        assert Owner.get_by_id(b.owner_id).display_name == Owner.get_by_id(a.owner_id).display_name
        vfields = ("vaccinated_on", "duration_years", "veterinarian", "rabies_tag", "manufacturer", "lot")
        shots = lambda x: [tuple(getattr(v, f) for f in vfields)  # noqa: E731
                           for v in Vaccination.select().where(Vaccination.animal == x.id)]
        assert shots(b) == shots(a)
        lfields = ("year", "term", "issued_on", "expires_on", "fee_cents", "status")
        lics = lambda x: [tuple(getattr(li, f) for f in lfields)  # noqa: E731
                          for li in License.select().where(License.animal == x.id)]
        assert lics(b) == lics(a)
    # the old number is kept: each license found again by the number it had here
    old = {r.code for r in ImportedRecord.select().where(ImportedRecord.kind == "license")}
    assert old == {li.number for li in License.select().where(License.jurisdiction == office.tracy)}


def test_the_export_is_an_export_of_owners(office):
    with pytest.raises(PermissionDenied):
        export_asm3(office.clerk, office.tracy)
