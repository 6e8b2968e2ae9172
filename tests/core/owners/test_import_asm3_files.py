"""The files ASM3 writes with its own menus (made by ``asm3_files`` as ASM3's code makes them:
200 people, 300 animals, 400 licenses, 300 rabies shots) import with their owners, animals,
licenses and certificates linked, in several runs, and compare back field by field."""
from datetime import date

import pytest

from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.imports import ImportedRecord
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from animaloffice.services.importer import import_file
from tests.core.owners.asm3_files import animal_sql_csv, animals_export, licence_sql_csv, make_world, people_export


@pytest.fixture(scope="module")
def world():
    return make_world()


def _import(office, data, **kw):
    kw.setdefault("dry_run", False)
    return import_file(office.admin, data, jurisdiction_id=office.tracy, **kw)


def _refused(report):
    return [r.text() for r in report.refused[:10]]


def _compare_animals(world):
    by_code = {r.code: r.record_id for r in ImportedRecord.select().where(ImportedRecord.kind == "animal")}
    for pet in world.pets:
        a = Animal.get_by_id(by_code[pet.code])
        owner = Owner.get_by_id(a.owner_id)
        expected = pet.current or pet.owner
        assert (owner.first_name, owner.last_name) == (expected.first, expected.last), pet.code
        assert a.name == pet.name and a.species == pet.species.lower()
        assert a.birth_date == pet.dob and a.sex == pet.sex[0]
        assert a.altered is bool(pet.neutered) and (a.microchip or "") == pet.microchip
        assert a.status == ("deceased" if pet.deceased else "active")
    return by_code


@pytest.mark.slow
def test_asm3_animals_export_brings_every_animal_with_its_owner(office, world):
    report = _import(office, animals_export(world), file_name="animals.csv")
    assert report.committed, _refused(report)
    assert report.kind == "animals_export" and report.animals_new == 300
    _compare_animals(world)  # the 270 licensed pets with their original owner, the 30 others their current one
    assert Owner.select().count() == len({(p.first, p.last, p.address) for pet in world.pets
                                          for p in [pet.current or pet.owner]})
    assert Vaccination.select().count() == 300
    no_expiry = [s for s in world.shots if s.expires is None]
    assert no_expiry and all(Vaccination.get(Vaccination.vaccinated_on == s.given,
                                             Vaccination.rabies_tag == s.tag).duration_years == 1
                             for s in no_expiry)
    flagged = [p for p in report.planned if "no expiry date" in p.notes]
    assert len(flagged) == len(no_expiry)  # never a silent 3-year
    assert Vaccination.select().where(Vaccination.veterinarian == "Karin Lindahl").count() == 300


@pytest.mark.slow
def test_asm3_people_export_after_the_animals_links_every_license(office, world):
    assert _import(office, animals_export(world)).committed
    data = people_export(world)
    dry = _import(office, data, dry_run=True)
    assert dry.kind == "people_export" and "tags" in dry.questions  # ASM3 keeps no tag: asked
    assert not any("twice" in r.reason for r in dry.refused)  # CLINICCOMPLETEDDATE is not read
    report = _import(office, data, tags="assign", file_name="people.csv")
    assert report.committed, _refused(report)
    assert report.licenses == 400 and report.owners_new == 200 - report.owners_existing
    for li in world.licences:
        rec = ImportedRecord.get((ImportedRecord.kind == "license") & (ImportedRecord.code == li.number))
        lic = License.get_by_id(rec.record_id)
        assert lic.fee_cents == li.fee_cents  # ASM3's People export writes cents
        assert lic.issued_on == li.issued and lic.expires_on == li.expires
        assert lic.year == (li.expires.year - (2 if "3 year" in li.type_name else 0)), li.number
        assert Animal.get_by_id(lic.animal_id).name == li.pet.name
        owner = Owner.get_by_id(lic.owner_id)
        assert (owner.first_name, owner.last_name) == (li.person.first, li.person.last)
        if li.pet.deceased:
            assert lic.status == "ended" and lic.ended_on <= max(li.pet.deceased, li.issued)
    # a second run of the same file adds nothing and is not refused for duplicates
    again = _import(office, data, tags="assign", dry_run=True)
    assert again.refused == [] and again.licenses == 0 and again.owners_new == 0


@pytest.mark.slow
def test_asm3_license_table_of_the_sql_interface_imports_alone(office, world):
    report = _import(office, licence_sql_csv(world), tags="assign", file_name="licence.csv")
    assert report.committed, _refused(report)
    assert report.kind == "sql_licence" and report.licenses == 400
    fees = {r.code: License.get_by_id(r.record_id).fee_cents
            for r in ImportedRecord.select().where(ImportedRecord.kind == "license")}
    assert fees == {li.number: li.fee_cents for li in world.licences}  # "15.00" dollars, not guessed
    # the Animals export afterwards finds the same animals by their ASM3 code
    later = _import(office, animals_export(world))
    assert later.committed, _refused(later)
    assert later.animals_new == len([p for p in world.pets if p.species not in ("Dog", "Cat")])


def test_an_sql_interface_table_not_read_is_refused_as_an_unknown_layout(office, world):
    report = _import(office, animal_sql_csv(make_world(people=5, pets=5, licences=0, shots=0)),
                     dry_run=True, file_name="animal.csv")
    assert len(report.refused) == 1 and report.planned == []
    reason = report.refused[0].reason
    assert reason.startswith("animal.csv: this layout is not known") and "ANIMALSPECIES" not in reason


def test_a_repeated_column_that_is_read_must_agree_with_itself(office):
    data = (b'ANIMALCODE,ANIMALNAME,ANIMALSPECIES,ANIMALSPECIES\n'
            b'"A1","Rex","Dog","Dog"\n"A2","Tom","Cat","Dog"\n')
    report = _import(office, data, dry_run=True)
    assert [(r.row, r.column) for r in report.refused] == [(3, "ANIMALSPECIES")]
    assert "twice" in report.refused[0].reason


def test_fees_and_tags_are_never_guessed(office):
    head = ('PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,'
            'ANIMALNAME,ANIMALSPECIES,LICENSENUMBER,LICENSETYPE,LICENSEFEE,LICENSEISSUEDATE,LICENSEEXPIRESDATE\n')
    y = date.today().year
    row = f'P1,Ada,Olson,12 Elm St,Tracy,56175,A1,Rex,Dog,2026-D00002,Altered Dog - 1 year,1500,01/02/{y},12/31/{y}\n'
    report = _import(office, (head + row).encode(), dry_run=True)
    assert {"tags", "fee_unit"} <= set(report.questions)
    fee = next(r for r in report.refused if r.column == "LICENSEFEE")
    assert "dollars or cents" in fee.reason
    number = _import(office, (head + row).encode(), dry_run=True, tags="number", fee_unit="cents")
    assert [(r.column, r.value) for r in number.refused] == [("LICENSENUMBER", "2026-D00002")]
    ok = _import(office, (head + row).encode(), tags="assign", fee_unit="cents")
    assert ok.committed and License.get().fee_cents == 1500


def test_an_early_renewal_is_next_years_license(office):
    y = date.today().year
    head = ('PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,'
            'ANIMALNAME,ANIMALSPECIES,LICENSENUMBER,LICENSETYPE,LICENSEFEE,LICENSEISSUEDATE,LICENSEEXPIRESDATE\n')
    rows = (f'P1,Ada,Olson,12 Elm St,Tracy,56175,A1,Rex,Dog,1001,Altered Dog - 1 year,15.00,12/10/{y - 1},'
            f'12/31/{y}\n'
            f'P1,,,,,,A1,,,1000,Altered Dog - 1 year,15.00,01/05/{y - 1},12/31/{y - 1}\n')
    report = _import(office, (head + rows).encode(), tags="number")
    assert report.committed, _refused(report)
    assert {(li.tag_number, li.year) for li in License.select()} == {(1001, y), (1000, y - 1)}


def test_the_old_license_number_finds_the_license(office):
    from animaloffice.queries.licenses import LicenseFilter, LicenseQuery

    y = date.today().year
    head = ('PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,'
            'ANIMALNAME,ANIMALSPECIES,LICENSENUMBER,LICENSETYPE,LICENSEFEE,LICENSEISSUEDATE,LICENSEEXPIRESDATE\n')
    rows = (f'P1,Ada,Olson,12 Elm St,Tracy,56175,A1,Rex,Dog,{y}-D00002,Dog - 1 year,15.00,01/02/{y},12/31/{y}\n'
            f'P1,,,,,,A2,Tom,Cat,{y}-C00002,Cat - 1 year,15.00,01/02/{y},12/31/{y}\n'
            f'P1,,,,,,A3,Bo,Dog,1000012345,Dog - 1 year,15.00,01/02/{y},12/31/{y}\n')
    assert _import(office, (head + rows).encode(), tags="assign").committed

    def found(text):
        q = LicenseQuery(LicenseFilter(status="all", text=text))
        return sorted(Animal.get_by_id(License.get_by_id(r[0]).animal_id).name
                      for r in q.fetch(0, 50))

    assert found(f"{y}-D00002") == ["Rex"] and found(f"{y}-C") == ["Tom"]
    assert found("1000012345") == ["Bo"]
    assert {li.tag_number for li in License.select()} == {1, 2, 3}  # tags given, not the numbers' digits
