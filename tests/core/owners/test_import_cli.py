"""`animaloffice import FILE` runs the import from the command line (dry run and real)."""
from datetime import date

import pytest

from animaloffice import cli
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from tests.conftest import PASSWORD


@pytest.fixture(autouse=True)
def _signed_in_as_the_administrator(monkeypatch, as_the_program):
    """An import changes the office: the administrator signs in (the password from the environment)."""
    monkeypatch.setenv("ANIMALOFFICE_USER", "admin")
    monkeypatch.setenv("ANIMALOFFICE_PASSWORD", PASSWORD)

Y = date.today().year
CSV = ("first_name,last_name,address_line1,city,postal_code,animal_name,species,rabies_vaccinated_on,"
       f"veterinarian,tag_number,issued_on\nAda,Olson,12 Elm St,Tracy,56175,Rex,dog,{Y - 1}-12-20,Dr. V,9,{Y}-01-01\n")


def test_cli_import_dry_run_then_real(office, tmp_path, capsys):
    path = tmp_path / "legacy.csv"
    path.write_text(CSV)
    code = cli.run_command(cli.parse_args(["import", str(path), "--jurisdiction", "tracy", "--dry-run"]))
    out = capsys.readouterr().out
    assert code == 0 and "row 2: owner new: Olson, Ada" in out and "Dry run" in out
    assert Owner.select().count() == 0
    code = cli.run_command(cli.parse_args(["import", str(path), "--jurisdiction", "tracy"]))
    assert code == 0 and "Imported" in capsys.readouterr().out
    assert License.get().tag_number == 9
    code = cli.run_command(cli.parse_args(["import", str(path)]))  # two jurisdictions: must say which
    assert code == 2
    code = cli.run_command(cli.parse_args(["import", str(path), "--jurisdiction", "tracy", "--format", "native"]))
    captured = capsys.readouterr()
    assert code == 1 and "refused row 2, tag_number: tag 9" in captured.err


def test_cli_import_of_a_missing_file_or_a_folder_says_so_plainly(office, tmp_path, capsys):
    """A mistyped file name or a folder is refused with one plain line naming it, no traceback;
    the office database is not touched."""
    for name in ("no-such-file.csv", ""):
        path = tmp_path / name
        code = cli.run_command(cli.parse_args(["import", str(path), "--jurisdiction", "tracy"]))
        err = capsys.readouterr().err
        assert code == 2, err
        assert err.startswith("animaloffice import: ") and str(path) in err
        assert "No such file" in err or "directory" in err
    assert Owner.select().count() == 0


def test_cli_import_of_a_workbook_sheet_answering_the_did_you_mean(office, tmp_path, capsys):
    import io

    from openpyxl import Workbook

    from animaloffice.persistence.models.animals import Animal

    book = Workbook()
    book.active.append(["note"])
    ws = book.create_sheet("Dogs")
    ws.append(["first_name", "last_name", "address_line1", "city", "postal_code", "animal_name", "species",
               "microchp"])
    ws.append(["Ada", "Olson", "12 Elm St", "Tracy", 56175, "Rex", "dog", 985112345678901])
    out = io.BytesIO()
    book.save(out)
    path = tmp_path / "dogs.xlsx"
    path.write_bytes(out.getvalue())
    args = ["import", str(path), "--jurisdiction", "tracy", "--sheet", "Dogs"]
    assert cli.run_command(cli.parse_args(args)) == 1
    err = capsys.readouterr().err
    assert "refused row 1, microchp: is not a column of the layout: did you mean 'microchip'?" in err
    assert cli.run_command(cli.parse_args(args + ["--column", "microchp=microchip"])) == 0
    assert Animal.get().microchip == "985112345678901"


def test_cli_import_asks_what_matches_nothing_and_keeps_the_answer(office, tmp_path, capsys):
    path = tmp_path / "asm3.csv"
    path.write_text("PERSONCODE,PERSONFIRSTNAME,PERSONLASTNAME,PERSONADDRESS,PERSONCITY,PERSONZIPCODE,ANIMALCODE,"
                    "ANIMALNAME,ANIMALSPECIES\nP1,Ada,Olson,12 Elm St,Tracy,56175,A1,Nibbles,Guinea Pig\n")
    args = ["import", str(path), "--jurisdiction", "tracy", "--dry-run"]
    assert cli.run_command(cli.parse_args(args)) == 1
    assert "to answer: species 'Guinea Pig' (1 rows)" in capsys.readouterr().err
    assert cli.run_command(cli.parse_args(args + ["--map", "species:'Guinea Pig'=other_small"])) == 0
    assert cli.run_command(cli.parse_args(args)) == 0  # the answer is kept for the next run
