"""Every CSV the program writes defuses formula cells: the whole-office archive, a list, a
report and the audit log, scanned cell by cell. A new csv.writer in the program fails the
census below until its output is scanned here too."""
import csv
import io
import re
import zipfile
from datetime import date, timedelta
from pathlib import Path

import animaloffice
from animaloffice.domain.formula_cells import defuse, is_formula
from animaloffice.persistence.models.people import Owner
from animaloffice.reports import run_report
from animaloffice.reports.base import to_csv
from animaloffice.services import animals, audit_export, export, licensing
from animaloffice.services.asm3_export import export_asm3
from animaloffice.services.payments import PaymentInput

HOSTILE = ["=cmd|' /C calc'!A0", "+SUM(1,2)", "-2+3+cmd|' /C calc'!A0", "@SUM(A1:A9)", "\uff1d1+1"]
STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def bad_cells(text: str) -> list[str]:
    """Cells that would run: a formula start, not defused (a plain number is a number)."""
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row
            if cell.startswith(STARTS) and not re.fullmatch(r"[+-]?\d+(\.\d+)?", cell)]


def test_the_helper_defuses_formulas_and_keeps_numbers():
    for text in HOSTILE + ["\t=1+1", "\r=1+1", "-inf", "+nan", "-1_000"]:
        assert defuse(text) == "'" + text and is_formula(text)
    for text in ("-12.50", "+15075550100", "1e5", "Olson", "", "'=already"):
        assert defuse(text) == text


def test_every_export_writer_is_scanned():
    root = Path(animaloffice.__file__).parent
    writers = sorted(str(p.relative_to(root)) for p in root.rglob("*.py")
                     if re.search(r"csv\.(writer|DictWriter)|openpyxl.*(Workbook|save)", p.read_text(encoding="utf-8"))
                     and p.name != "selftest.py")  # the self-test's workbook is made to be read back
    assert writers == ["reports/base.py", "services/asm3_export.py", "services/audit_export.py",
                       "services/export.py"]


def test_no_export_writes_a_formula_cell(office, build, tmp_path):
    for n, name in enumerate(HOSTILE):
        owner = build.owner(last=name, first=HOSTILE[-1 - n], line1=f"{name} St", city=name)
        animal = build.animal(owner, name=name, breed=HOSTILE[n - 1], altered=True)
        animals.record_vaccination(office.clerk, animal, vaccinated_on=date.today() - timedelta(days=9),
                                   veterinarian=name)
        lic = licensing.issue_license(office.clerk, animal_id=animal, payment=PaymentInput("cash"))
        licensing.void_license(office.admin, license_id=lic.license_id, reason=name)
    # the file for ASM3
    assert bad_cells(export_asm3(office.admin, office.tracy).decode("utf-8")) == []
    # the whole-office archive: every table
    export.export_office(office.admin, tmp_path / "archive.zip")
    with zipfile.ZipFile(tmp_path / "archive.zip") as zf:
        tables = {n: zf.read(n).decode("utf-8") for n in zf.namelist() if n.endswith(".csv")}
    assert any(HOSTILE[0] in t for t in tables.values())  # the names are there, defused
    for name, text in tables.items():
        assert bad_cells(text) == [], name
    owners = list(csv.DictReader(io.StringIO(tables["tables/owner.csv"])))
    assert {o["last_name"] for o in owners} >= {"'" + h for h in HOSTILE}
    # a list, with cells a person could not type (a tab or CR first) and plain numbers kept
    rows = [(o.display_name, o.last_name, "\t=1+1", "\r=1+1", "-12.50") for o in Owner.select()]
    export.export_rows(office.admin, tmp_path / "list.csv", ["=Name", "Last", "Tab", "CR", "Amount"], rows,
                       what="owners", personal=True)
    text = (tmp_path / "list.csv").read_text(encoding="utf-8-sig")
    assert bad_cells(text) == [] and "-12.50" in text
    # a report, and the audit log (the void reasons are notes there)
    for spec in ("licenses_due", "certificates_due"):
        result = run_report(spec, jurisdiction_id=office.tracy)
        assert bad_cells(to_csv(result)) == []
        export.export_report(office.admin, tmp_path / f"{spec}.csv", result)
        assert bad_cells((tmp_path / f"{spec}.csv").read_text(encoding="utf-8-sig")) == []
    text, count = audit_export.export_csv(office.admin, path=tmp_path / "audit.csv")
    assert count and bad_cells(text) == []
    assert bad_cells((tmp_path / "audit.csv").read_text(encoding="utf-8-sig")) == []
