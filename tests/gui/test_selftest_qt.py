"""The window's part of the self-test: QtPdf reads the documents, printing, icons, every tab."""
import io

from animaloffice.selftest import self_test
from ui.selftest_qt import QT_CHECKS, qt_pdf_text


def test_self_test_with_the_window_checks(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("ANIMALOFFICE_HOME", str(tmp_path))
    out = io.StringIO()
    assert self_test(extra_checks=QT_CHECKS, pdf_text=qt_pdf_text, out=out) == 0, out.getvalue()
    for name, _ in QT_CHECKS:
        assert f"ok   {name}" in out.getvalue()
