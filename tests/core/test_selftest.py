"""`animaloffice --self-test` (the core's steps): passes on a sound installation, says which step
failed otherwise, and never touches the office's own database."""
import io
import os

from animaloffice.selftest import self_test


def test_self_test_issues_a_license_and_reads_its_documents(tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path / "office"))
    monkeypatch.setenv("ANIMALOFFICE_DB", f"sqlite:///{tmp_path / 'office' / 'real.sqlite3'}")
    out = io.StringIO()
    assert self_test(out=out) == 0, out.getvalue()
    text = out.getvalue()
    for step in ("resources", "database", "jurisdiction", "records", "license", "documents", "document text",
                 "workbook"):
        assert f"ok   {step}" in text
    assert "self-test passed" in text
    # the office's settings are put back and its database never created
    assert os.environ["ANIMALOFFICE_DB"].endswith("real.sqlite3")
    assert not (tmp_path / "office" / "real.sqlite3").exists()


def test_self_test_names_the_failing_step(tmp_path, monkeypatch):
    empty = tmp_path / "resources"
    (empty / "fonts").mkdir(parents=True)
    monkeypatch.setenv("ANIMALOFFICE_RESOURCES", str(empty))
    out = io.StringIO()
    assert self_test(out=out) == 1
    assert "FAIL resources: the font DejaVuSans.ttf is missing" in out.getvalue()
    assert "FAILED at 'resources'" in out.getvalue()


def test_self_test_fails_when_the_text_is_wrong(tmp_path, monkeypatch):
    out = io.StringIO()
    assert self_test(out=out, pdf_text=lambda pdf: "nothing useful") == 1
    assert "FAIL document text: license certificate: the PDF text lacks" in out.getvalue()
