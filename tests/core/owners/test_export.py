"""Exports: a list to CSV (logged when it holds personal data), the whole office to a zip."""
import csv
import hashlib
import io
import json
import zipfile
from datetime import date

import pytest

from animaloffice.domain.errors import PermissionDenied
from animaloffice.persistence.models import ALL_MODELS
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.reports import run_report
from animaloffice.services import export


def test_list_to_csv_is_spreadsheet_safe_and_logged(office, build, tmp_path):
    build.owner(last="=HYPERLINK(\"x\")", first="Eve")
    rows = [(r.display_name, r.created_at.date(), 1500) for r in Owner.select()]
    out = export.export_rows(office.officer, tmp_path / "owners.csv", ["Name", "Since", "Fee"], rows,
                             what="owner list", personal=True, kinds=["text", "date", "cents"])
    text = (tmp_path / "owners.csv").read_text(encoding="utf-8-sig")
    parsed = list(csv.reader(io.StringIO(text)))
    assert parsed[0] == ["Name", "Since", "Fee"] and out.rows == 1
    assert parsed[1][0].startswith("'=HYPERLINK") and parsed[1][2] == "15.00"
    assert parsed[1][1] == date.today().isoformat()
    entry = AuditEntry.get(AuditEntry.action == "export.list")
    assert entry.username == "officer" and json.loads(entry.after)["rows"] == 1
    with pytest.raises(PermissionDenied):
        export.export_rows(office.clerk, tmp_path / "x.csv", ["Name"], [], what="owners", personal=True)
    export.export_rows(office.clerk, tmp_path / "y.csv", ["Fee"], [(1,)], what="totals", personal=False)
    assert AuditEntry.select().where(AuditEntry.action == "export.list").count() == 1


def test_report_export_includes_totals(office, tmp_path):
    result = run_report("takings_day", jurisdiction_id=office.tracy)
    export.export_report(office.clerk, tmp_path / "t.csv", result)
    lines = (tmp_path / "t.csv").read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("Fee,Fee code") and lines[-1].startswith("Total")


def test_whole_office_export_has_every_table_and_a_manifest(office, build, tmp_path):
    build.animal(build.owner())
    result = export.export_office(office.admin, tmp_path / "archive.zip")
    with zipfile.ZipFile(tmp_path / "archive.zip") as zf:
        manifest = json.loads(zf.read("manifest.json"))
        assert {t["table"] for t in manifest["tables"]} == {m._meta.table_name for m in ALL_MODELS}
        for t in manifest["tables"]:
            data = zf.read(t["file"])
            assert hashlib.sha256(data).hexdigest() == t["sha256"]
            assert len(list(csv.reader(io.StringIO(data.decode())))) == t["rows"] + 1
        users = list(csv.DictReader(io.StringIO(zf.read("tables/user.csv").decode())))
        assert users and all(u["password_hash"] == "" for u in users)
        owners = list(csv.DictReader(io.StringIO(zf.read("tables/owner.csv").decode())))
        assert owners[0]["display_name"] == "Olson, Ada"
    assert result.tables == len(ALL_MODELS)
    assert AuditEntry.get(AuditEntry.action == "export.office").username == "admin"
    with pytest.raises(PermissionDenied):
        export.export_office(office.clerk, tmp_path / "no.zip")


def test_office_export_can_be_cancelled(office, tmp_path):
    with pytest.raises(export.ExportCancelled):
        export.export_office(office.admin, tmp_path / "c.zip", progress=lambda i, n: i < 3)
    assert not (tmp_path / "c.zip").exists()


def test_export_refuses_a_bad_path_by_field(office, tmp_path):
    from animaloffice.domain.errors import ValidationError

    tmp_path = tmp_path / "out"
    tmp_path.mkdir()
    for bad in ("relative.csv", str(tmp_path / "no-suffix"), str(tmp_path), str(tmp_path / "x.zip"), 42):
        with pytest.raises(ValidationError) as e:
            export.export_rows(office.officer, bad, ["A"], [("1",)], what="list", personal=True)
        assert e.value.field == "path"
    with pytest.raises(ValidationError) as e:
        export.export_rows(office.officer, tmp_path / "x.csv", "A", [("1",)], what="list", personal=True)
    assert e.value.field == "headers"
    with pytest.raises(ValidationError) as e:
        export.export_report(office.officer, tmp_path / "r.csv", None)
    assert e.value.field == "result"
    with pytest.raises(ValidationError):
        export.export_office(office.admin, tmp_path / "a.csv")
    assert list(tmp_path.iterdir()) == []
