"""Numbers in an import file that a spreadsheet can write but are not numbers ("inf", "nan",
1e400) refuse their row naming the column, like any other bad cell; the import does not stop
with an error and nothing of the file is kept."""
from datetime import date

import pytest

from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.people import Owner
from animaloffice.services.importer import import_file

Y = date.today().year
HEAD = ("first_name,last_name,address_line1,city,postal_code,animal_name,species,weight_lb,"
        "rabies_vaccinated_on,veterinarian,tag_number,issued_on\n")


@pytest.mark.parametrize("bad", ["inf", "-inf", "nan", "1e400"])
@pytest.mark.parametrize("column", ["tag_number", "weight_lb"])
def test_not_a_number_cell_refuses_its_row_by_column(office, bad, column):
    cells = {"tag_number": "9", "weight_lb": "40", column: bad}
    csv = HEAD + (f"Ada,Olson,12 Elm St,Tracy,56175,Rex,dog,{cells['weight_lb']},{Y}-01-02,Dr. V,"
                  f"{cells['tag_number']},{Y}-01-03\n")
    report = import_file(office.admin, csv, jurisdiction_id=office.tracy, dry_run=False)
    assert not report.committed
    [refused] = report.refused
    assert refused.row == 2 and refused.column == column
    assert Owner.select().count() == 0 and Animal.select().count() == 0


def test_asm3_weight_of_infinity_refuses_its_row(office):
    csv = "PERSONCODE,PERSONLASTNAME,ANIMALCODE,ANIMALNAME,ANIMALSPECIES,ANIMALWEIGHT\nP1,Olson,A1,Rex,Dog,inf\n"
    report = import_file(office.admin, csv, jurisdiction_id=office.tracy, dry_run=False)
    [refused] = report.refused
    assert refused.column == "ANIMALWEIGHT" and not report.committed
    assert Owner.select().count() == 0
