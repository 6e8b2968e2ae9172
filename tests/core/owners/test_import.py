"""Importing owners, animals, certificates and licenses from CSV: the dry run reports what would be
imported and every refused row; the real import is one transaction, all or nothing."""
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.imports import ImportRun
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Address, Owner
from animaloffice.services import numbering
from animaloffice.services.import_mappings import save_answers
from animaloffice.services.importer import import_file

Y = date.today().year  # the dates of this year in the files are January 1: never in the future
HEAD = ("owner_ref,first_name,last_name,email,phone,address_line1,city,state,postal_code,animal_ref,animal_name,"
        "species,breed,sex,altered,birth_date,colour,microchip,rabies_vaccinated_on,rabies_duration_years,"
        "veterinarian,license_number,license_year,tag_number,issued_on,expires_on,term,fee\n")
GOOD = [
    f"P1,Ada,Olson,ada@example.org,507-555-0101,12 Elm St,Tracy,MN,56175,A1,Rex,dog,Beagle,M,yes,2020-05-01,tan,"
    f"985112233445566,{Y - 1}-04-01,3,Dr. Lindahl,,{Y},101,{Y}-01-01,,annual,15.00",
    f"P1,,,,,,,,,A2,Tom,Cat,,male,no,06/01/2019,grey,,{Y - 1}-05-01,3,Dr. Lindahl,,,,,,,",
    "P2,Bo,Berg,,,9 Oak St,Tracy,MN,56175,,,,,,,,,,,,,,,,,,,",
    "P2,,,,,,,,,A3,Old Blue,dog,,F,,2010-01-01,,,2016-01-01,3,Dr. Old,TRA-2015-000777,2015,55,2015-02-01,,lifetime,0",
]
BAD = [
    "P3,Cy,Carl,,,5 Pine St,,MN,56175,,,,,,,,,,,,,,,,,,,",                       # no city
    f"P1,,,,,,,,,A4,Hoppy,rabbit,,,,,,,,,,,{Y},7,{Y}-01-01,,annual,15",          # rabbits are not licensed
    f"P1,,,,,,,,,A5,Dup,dog,,,,,,,,,,,{Y},101,{Y}-01-01,,annual,15",              # tag 101 taken above
    "P4,Di,Dahl,,,1 Main,Tracy,MN,56175,A6,Spot,dog,,,,2021-13-01,,,,,,,,,,,,",    # month 13
    "P9,,,,,,,,,A7,Ghost,dog,,,,,,,,,,,,,,,,",                                     # owner never named
]


def _csv(*rows):
    return (HEAD + "\n".join(rows) + "\n").encode("utf-8")


def test_dry_run_reports_good_and_refused_rows_and_changes_nothing(office):
    before = (Owner.select().count(), AuditEntry.select().count())
    report = import_file(office.admin, _csv(*GOOD, *BAD), jurisdiction_id=office.tracy, dry_run=True,
                         file_name="legacy.csv")
    assert report.format == "native" and report.rows == 9 and not report.committed
    assert [p.row for p in report.planned] == [2, 3, 4, 5]
    refused = {(r.row, r.column) for r in report.refused}
    assert refused == {(6, "city"), (7, "species"), (8, "tag_number"), (9, "birth_date"), (10, "last_name")}
    reasons = {r.row: r.reason for r in report.refused}
    assert "is required" in reasons[6] and "not licensed" in reasons[7] and "already in use" in reasons[8]
    assert "real date" in reasons[9] and reasons[10] == "owner 'P9' is not described in an earlier row"
    assert (report.owners_new, report.animals_new, report.certificates, report.licenses) == (2, 3, 3, 2)
    assert report.planned[1].owner == "same as an earlier row" and report.planned[1].animal.startswith("new: Tom")
    assert (Owner.select().count(), AuditEntry.select().count()) == before


def test_real_import_with_a_bad_row_rolls_back_everything(office):
    report = import_file(office.admin, _csv(*GOOD, BAD[2]), jurisdiction_id=office.tracy, dry_run=False)
    assert not report.committed and [r.row for r in report.refused] == [6]
    assert Owner.select().count() == 0 and License.select().count() == 0 and Animal.select().count() == 0


def test_real_import_of_good_rows(office):
    report = import_file(office.admin, _csv(*GOOD), jurisdiction_id=office.tracy, dry_run=False,
                         file_name="legacy.csv")
    assert report.committed and report.refused == []
    ada = Owner.get(Owner.last_name == "Olson")
    assert Address.get(Address.owner == ada).line1 == "12 Elm St" and ada.email == "ada@example.org"
    rex = Animal.get(Animal.name == "Rex")
    assert rex.owner_id == ada.id and rex.altered is True and rex.microchip == "985112233445566"
    tom = Animal.get(Animal.name == "Tom")
    assert tom.species == "cat" and tom.birth_date == date(2019, 6, 1) and tom.owner_id == ada.id
    lic = License.get(License.tag_number == 101)
    assert lic.animal_id == rex.id and lic.fee_cents == 1500 and lic.status == "active"
    assert lic.expires_on == date(Y, 12, 31) and lic.vaccination is None
    old = License.get(License.number == "TRA-2015-000777")
    assert old.term == "lifetime" and old.expires_on is None and old.status == "active"
    assert Vaccination.select().count() == 3
    assert Charge.select().count() == 0  # paid in the old system
    assert AuditEntry.select().where(AuditEntry.action == "license.import").count() == 2
    run = ImportRun.get()
    assert run.file_name == "legacy.csv" and report.run_id == run.id
    assert AuditEntry.get(AuditEntry.action == "import.run").record_id == str(run.id)
    # a new license for 2015 does not reuse the imported number
    assert numbering.next_record_number("license", office.tracy, 2015) == "TRA-2015-000778"
    # importing the same file again finds everything on file and refuses the duplicate tags
    again = import_file(office.admin, _csv(*GOOD), jurisdiction_id=office.tracy, dry_run=True)
    assert again.owners_new == 0 and again.animals_new == 0
    assert [(r.row, r.column) for r in again.refused] == [(2, "tag_number"), (5, "tag_number")]
    # the references of the first run are kept: row 3 names only P1, found from that run
    assert again.planned[0].owner == "on file from an earlier import (P1)"


def test_import_needs_an_administrator(office):
    with pytest.raises(PermissionDenied):
        import_file(office.clerk, _csv(*GOOD), jurisdiction_id=office.tracy)


ASM3 = ('"ANIMALCODE","ANIMALNAME","ANIMALSEX","ANIMALSPECIES","ANIMALBREED1","ANIMALBREED2","ANIMALDOB",'
        '"ANIMALCOLOR","ANIMALNEUTERED","ANIMALMICROCHIP","PERSONFIRSTNAME","PERSONLASTNAME","PERSONADDRESS",'
        '"PERSONCITY","PERSONSTATE","PERSONZIPCODE","PERSONHOMEPHONE","PERSONCELLPHONE","PERSONEMAIL",'
        '"VACCINATIONTYPE","VACCINATIONGIVENDATE","VACCINATIONEXPIRESDATE","VACCINATIONRABIESTAG",'
        '"LICENSETYPE","LICENSENUMBER","LICENSEFEE","LICENSEISSUEDATE","LICENSEEXPIRESDATE"\n'
        f'"D2024001","Biscuit","Female","Dog","Labrador Retriever","Poodle","03/02/2021","Yellow","1","",'
        f'"Mai","Vang","401 Fourth St\nApt 2","Tracy","MN","56175","","507-555-0188","mai@example.org",'
        f'"","","","","Dog License (Altered)","T-0042","$15.00","01/01/{Y}","12/31/{Y}"\n'
        f'"D2024001","Biscuit","","","","","","","","","","","","","","","","","","Rabies","12/20/{Y - 1}",'
        f'"12/20/{Y + 2}","R-889","","","","",""\n'
        f'"D2024001","Biscuit","","","","","","","","","","","","","","","","","","DHPP","12/20/{Y - 1}",'
        f'"12/20/{Y}","","","","","",""\n'
        f'"C2024002","Mittens","Male","Cat","Domestic Shorthair","","2020","Black","0","","Lee","Her",'
        f'"77 Union St","Tracy","MN","56175","","","","","","","","","","","",""\n')


def test_asm3_export_imports_with_the_documented_mapping(office):
    first = import_file(office.admin, ASM3.encode(), jurisdiction_id=office.tracy)
    # a license type that names no term is asked, with every other problem of its row
    assert first.unmatched == {"license_type": {"Dog License (Altered)": 1}} and "mapping" in first.questions
    assert (2, "LICENSETYPE") in [(r.row, r.column) for r in first.refused]
    save_answers(office.admin, office.tracy, {"license_type": {"dog license (altered)": "yearly"}})
    dry = import_file(office.admin, ASM3.encode(), jurisdiction_id=office.tracy)
    assert dry.format == "asm3" and dry.unmatched == {}
    # ASM3 keeps no tag: asked, never taken from the license number's digits
    assert [(r.row, r.column) for r in dry.refused] == [(1, "LICENSENUMBER"), (5, "ANIMALDOB")]
    assert "tags" in dry.questions
    assert "only rabies" in dry.planned[2].notes
    fixed = ASM3.replace('"2020","Black"', '"2020-02-01","Black"')
    report = import_file(office.admin, fixed.encode(), jurisdiction_id=office.tracy, dry_run=False, tags="assign")
    assert report.committed, [r.text() for r in report.refused]
    vang = Owner.get(Owner.last_name == "Vang")
    addr = Address.get(Address.owner == vang)
    assert (addr.line1, addr.line2, addr.postal_code) == ("401 Fourth St", "Apt 2", "56175")
    biscuit = Animal.get(Animal.name == "Biscuit")
    assert biscuit.breed == "Labrador Retriever / Poodle" and biscuit.sex == "F" and biscuit.altered is True
    assert biscuit.birth_date == date(2021, 3, 2)
    lic = License.get(License.animal == biscuit.id)
    assert lic.tag_number == 1 and lic.fee_cents == 1500 and lic.year == Y
    shot = Vaccination.get(Vaccination.animal == biscuit.id)
    assert shot.duration_years == 3 and shot.rabies_tag == "R-889"
    assert Vaccination.select().count() == 1  # the DHPP row is left out
    assert Animal.get(Animal.name == "Mittens").species == "cat"


def test_import_refuses_what_is_not_a_file(office):
    from animaloffice.domain.errors import NotFound, ValidationError

    with pytest.raises(ValidationError) as e:
        import_file(office.admin, 42, jurisdiction_id=office.tracy)
    assert e.value.field == "data"
    with pytest.raises(NotFound):
        import_file(office.admin, b"a,b\n", jurisdiction_id=9999)
    with pytest.raises(ValidationError) as e:
        import_file(office.admin, b"a,b\n", jurisdiction_id=office.tracy, fmt="excel")
    assert e.value.field == "format"
    empty = import_file(office.admin, b"", jurisdiction_id=office.tracy)
    assert empty.refused[0].reason.startswith("the file is empty")
