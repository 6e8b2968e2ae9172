"""CSV files as offices really save them: other encodings and separators, blank rows, a value
with an unquoted comma, a quotation mark never closed, a misspelt column, an Excel workbook.
Every problem is named with its row as a spreadsheet numbers it (T-3A records imported)."""
from datetime import date

import pytest

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.people import Owner
from animaloffice.services.csv_reading import read_csv
from animaloffice.services.importer import import_file

Y = date.today().year
HEAD = "owner_ref,first_name,last_name,address_line1,city,state,postal_code"
ROW1 = "P1,Zoë,Öberg,12 Elm St,Tracy,MN,56175"
ROW2 = "P2,Bo,Berg,9 Oak St,Tracy,MN,56175"


def test_windows_1252_file_is_read_and_the_report_says_so(office):
    data = (HEAD + "\n" + ROW1 + "\n").encode("cp1252")
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=False)
    assert report.committed, report.refused
    assert Owner.get().display_name.startswith("Zoë Öberg") or "Öberg" in Owner.get().display_name
    assert "Windows-1252" in report.summary()


def test_utf16_and_semicolons_are_read(office):
    data = (HEAD + "\n" + ROW1 + "\n").replace(",", ";").encode("utf-16")
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True)
    assert not report.refused and len(report.planned) == 1
    assert "UTF-16" in report.summary() and "semicolons" in report.summary()


def test_blank_rows_are_skipped_but_counted_in_row_numbers(office):
    data = f"{HEAD}\n{ROW1}\n\n,,,,,,\n{ROW2.replace('Tracy', '')}\n".encode()
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True)
    assert [p.row for p in report.planned] == [2]
    assert [(r.row, r.column) for r in report.refused] == [(5, "city")]


def test_a_value_with_an_unquoted_comma_refuses_its_row_not_the_file(office):
    data = f"{HEAD}\nP1,Ada,Olson,12 Elm St, Apt 4,Tracy,MN,56175\n{ROW2}\n".encode()
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True)
    assert [p.row for p in report.planned] == [3]
    (refused,) = report.refused
    assert refused.row == 2 and "quotation marks" in refused.reason


def test_a_quotation_mark_never_closed_stops_the_reading_and_says_where():
    table = read_csv(f'{HEAD}\n{ROW2}\nP3,"Cy,Carl,1 Main,Tracy,MN,56175\n{ROW1}\n')
    assert [n for n, _ in table.rows] == [2]
    (problem,) = table.problems
    assert problem.row == 3 and "never closed" in problem.reason


def test_a_misspelt_column_is_renamed_and_unknown_columns_are_named(office):
    data = b"Owner Ref,First Name,last_name,address_line1,city,state,postal_code,Favourite toy\n" \
           b"P1,Ada,Olson,12 Elm St,Tracy,MN,56175,ball\n"
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True)
    assert not report.refused and len(report.planned) == 1
    assert report.ignored_columns == ["Favourite toy"] and "Favourite toy" in report.summary()


def test_a_file_with_none_of_the_columns_is_refused_naming_the_file(office):
    with pytest.raises(ValidationError) as err:
        import_file(office.admin, b"name|town\nAda|Tracy\n", jurisdiction_id=office.tracy, dry_run=True)
    assert err.value.field == "file" and "none of the columns" in str(err.value)


def test_a_column_named_twice_and_an_excel_workbook_are_refused():
    with pytest.raises(ValidationError, match="twice"):
        read_csv("city,city\nTracy,Tracy\n")
    with pytest.raises(ValidationError, match="Save As"):
        read_csv(b"PK\x03\x04rest of a zip file")


def test_a_header_without_rows_is_reported(office):
    report = import_file(office.admin, (HEAD + "\n").encode(), jurisdiction_id=office.tracy, dry_run=True)
    assert [r.reason for r in report.refused] == ["the file has a header row but no rows under it"]


def test_a_two_digit_year_is_refused_with_how_to_write_it(office):
    data = (HEAD + ",birth_date,animal_ref,animal_name,species\n" + ROW1 + ",3/5/24,A1,Rex,dog\n").encode()
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True)
    (refused,) = report.refused
    assert refused.column == "birth_date" and "two-digit year" in refused.reason
