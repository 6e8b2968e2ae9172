"""Excel workbooks read directly, cells as their real types: a 15-digit microchip held as a number
is its exact digits (Excel's CSV export writes 9.85112E+14), a date cell is the date, and a
misspelt header is suggested ("did you mean ...?"), never dropped unseen. The records are the
ones T-7B keeps: owners, animals, rabies certificates and licenses (T-3A)."""
import io
from datetime import date, datetime

import pytest
from openpyxl import Workbook

from animaloffice.domain.errors import ValidationError
from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from animaloffice.services.importer import import_file
from animaloffice.services.xlsx_reading import cell_text, read_xlsx, sheet_names

Y = date.today().year
HEAD = ["owner_ref", "first_name", "last_name", "address_line1", "city", "state", "postal_code", "animal_ref",
        "animal_nmae", "species", "birth_date", "microchip", "weight_lb", "rabies_vaccinated_on",
        "veterinarian", "tag_number", "issued_on", "fee"]
CHIPS = [985112345678901, 985112000000123, 900008000001234]


def _rows():
    return [
        ["P1", "Ada", "Olson", "12 Elm St", "Tracy", "MN", 56175, "A1", "Rex", "Dog", date(2020, 5, 1),
         CHIPS[0], 40, datetime(Y, 1, 2, 0, 0), "Dr. Lindahl", 101, date(Y, 1, 3), 15],
        ["P1", None, None, None, None, None, None, "A2", "Tom", "Cat", date(2019, 6, 1),
         float(CHIPS[1]), 12.0, date(Y, 1, 2), "Dr. Lindahl", None, None, None],
        ["P2", "Bo", "Berg", "9 Oak St", "Tracy", "MN", 56175, "A3", "Blue", "dog", None,
         CHIPS[2], None, None, None, 102, date(Y, 1, 4), 15.5],
    ]


def _workbook(rows=None, head=HEAD, sheets=None) -> bytes:
    book = Workbook()
    book.active.title = "Licenses"
    book.active.append(head)
    for row in _rows() if rows is None else rows:
        book.active.append(row)
    for title, content in (sheets or {}).items():
        ws = book.create_sheet(title)
        for row in content:
            ws.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_a_workbook_is_read_with_exact_microchips_and_the_misspelt_column_suggested(office):
    data = _workbook()
    dry = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True, file_name="dogs.xlsx")
    assert dry.suggested_columns == {"animal_nmae": "animal_name"}
    (refused,) = dry.refused
    assert (refused.row, refused.column) == (1, "animal_nmae") and "did you mean 'animal_name'" in refused.reason
    assert "animal_nmae (did you mean animal_name?)" in dry.summary()
    # the import waits for the answer: nothing is kept while the suggestion is open
    waiting = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=False)
    assert not waiting.committed and Owner.select().count() == 0

    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=False,
                         columns={"animal_nmae": "animal_name"}, file_name="dogs.xlsx")
    assert report.committed, [r.text() for r in report.refused]
    assert (report.owners_new, report.animals_new, report.certificates, report.licenses) == (2, 3, 2, 2)
    animals = {a.name: a for a in Animal.select()}
    assert [animals[n].microchip for n in ("Rex", "Tom", "Blue")] == [str(c) for c in CHIPS]
    assert animals["Rex"].birth_date == date(2020, 5, 1) and animals["Rex"].weight_lb == 40
    assert animals["Tom"].weight_lb == 12 and animals["Blue"].birth_date is None
    assert {v.vaccinated_on for v in Vaccination.select()} == {date(Y, 1, 2)}
    licenses = {lic.tag_number: lic for lic in License.select()}
    assert licenses[101].issued_on == date(Y, 1, 3) and licenses[101].fee_cents == 1500
    assert licenses[102].fee_cents == 1550
    assert Owner.get(Owner.display_name.contains("Olson")).display_name


def test_a_suggested_column_can_be_left_out(office):
    report = import_file(office.admin, _workbook(), jurisdiction_id=office.tracy, dry_run=True,
                         columns={"animal_nmae": ""})
    assert not report.refused and report.suggested_columns == {}
    assert report.ignored_columns == ["animal_nmae"]
    assert all(not p.animal.startswith("new: Rex") for p in report.planned)  # the names were left out


def test_the_same_microchips_through_excels_csv_export_are_refused_saying_why(office):
    """What Excel's "Save as CSV" writes for a 15-digit number: the row is refused naming the
    column and how to keep the digits, not stored as a wrong chip."""
    csv = (b"first_name,last_name,address_line1,city,postal_code,animal_name,species,microchip\n"
           b"Ada,Olson,12 Elm St,Tracy,56175,Rex,dog,9.85112E+14\n")
    report = import_file(office.admin, csv, jurisdiction_id=office.tracy, dry_run=True)
    (refused,) = report.refused
    assert (refused.row, refused.column, refused.value) == (2, "microchip", "9.85112E+14")
    assert "Excel workbook" in refused.reason


def test_the_clerk_chooses_the_sheet(office):
    other = [["first_name", "last_name", "address_line1", "city", "postal_code"],
             ["Cy", "Carl", "5 Pine St", "Tracy", 56175]]
    data = _workbook(sheets={"Owners only": other})
    assert sheet_names(data) == ["Licenses", "Owners only"]
    report = import_file(office.admin, data, jurisdiction_id=office.tracy, dry_run=True, sheet="Owners only")
    assert not report.refused and [p.owner for p in report.planned] == ["new: Carl, Cy"]
    assert "'Owners only' of 2" in report.summary()
    with pytest.raises(ValidationError) as err:
        import_file(office.admin, data, jurisdiction_id=office.tracy, sheet="Sheet9")
    assert err.value.field == "sheet" and "'Licenses', 'Owners only'" in str(err.value)
    with pytest.raises(ValidationError) as err:
        import_file(office.admin, b"last_name\nOlson\n", jurisdiction_id=office.tracy, sheet="Licenses")
    assert err.value.field == "sheet"


def test_rows_keep_the_sheets_numbers_and_excel_errors_refuse_their_row():
    book = Workbook()
    ws = book.active
    ws.append([])
    ws.append(["last_name", "city", None])
    ws.append(["Olson", "Tracy"])
    ws.append([])
    ws.append(["Berg", "#N/A"])
    ws.append(["Dahl", "Tracy", "stray value"])
    out = io.BytesIO()
    book.save(out)
    table = read_xlsx(out.getvalue())
    assert table.headers == ["last_name", "city"]
    assert table.rows == [(3, {"last_name": "Olson", "city": "Tracy"})]
    assert [(p.row, p.column) for p in table.problems] == [(5, "city"), (6, "")]
    assert "row 2" in table.notes[0]


def test_cells_as_the_readers_take_them():
    assert cell_text(985112345678901) == "985112345678901"
    assert cell_text(9.85112345678901e14) == "985112345678901"
    assert cell_text(40.0) == "40" and cell_text(15.5) == "15.5"
    assert cell_text(datetime(2024, 3, 15)) == "2024-03-15" and cell_text(date(2024, 3, 15)) == "2024-03-15"
    assert cell_text(True) == "yes" and cell_text(None) == "" and cell_text("  Rex ") == "Rex"


def test_old_xls_and_other_zip_files_are_refused_with_what_to_do(office):
    with pytest.raises(ValidationError, match=r"Excel 97-2003.*\.xlsx"):
        import_file(office.admin, b"\xd0\xcf\x11\xe0" + b"\0" * 100, jurisdiction_id=office.tracy)
    with pytest.raises(ValidationError, match="not an Excel workbook"):
        import_file(office.admin, b"PK\x03\x04 not really a workbook", jurisdiction_id=office.tracy)
