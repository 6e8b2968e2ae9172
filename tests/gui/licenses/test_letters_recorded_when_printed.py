"""Batch letters (T-3A, T-3B) are recorded on the owners' files as sent only once the clerk
prints them or saves the PDF, once; a preview closed without either records nothing. The dialog
opens on the month with letters due, and Enter in its calendar pop-up prepares nothing."""
from __future__ import annotations

from datetime import date

import pytest
from license_gui_helpers import click, owner_with_dog
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QTableView

import ui.printing as printing
from animaloffice.domain import license_terms
from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.profiles import profile_for
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui.context import AppContext
from ui.licenses.batch_dialogs import LettersDialog

TODAY = date.today()


@pytest.fixture
def prepared(qtbot, office):
    """A certificate falls due next month; the certificate-due batch is prepared and previewed."""
    nxt = add_months(TODAY.replace(day=1), 1)
    _, animal_id = owner_with_dog(office, shot=add_years(nxt.replace(day=12), -3))
    licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"),
                            year=license_terms.license_year(profile_for(office.tracy), TODAY))
    d = LettersDialog(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(d)
    d.show()
    d.kind.setCurrentIndex(d.kind.findData("certificate_due"))
    assert (d.month.date().year(), d.month.date().month()) == (nxt.year, nxt.month)  # the month due
    audit_before = AuditEntry.select().count()
    click(qtbot, d.prepare_button)
    qtbot.waitUntil(lambda: d.last_preview is not None, timeout=10000)
    assert "1 letter" in d.status.text() and "once you print" in d.status.text()
    return d, audit_before


def test_t_3b_letters_previewed_and_closed_are_not_recorded(qtbot, prepared):
    d, audit_before = prepared
    assert Notice.select().count() == 0 and AuditEntry.select().count() == audit_before
    click(qtbot, d.last_preview.close_button)
    assert Notice.select().count() == 0 and AuditEntry.select().count() == audit_before
    assert d.notices == []


def test_t_3b_a_cancelled_print_records_nothing(qtbot, prepared, monkeypatch):
    d, audit_before = prepared
    monkeypatch.setattr(printing, "print_with_dialog", lambda *a, **k: False)  # the clerk cancels
    click(qtbot, d.last_preview.print_button)
    assert Notice.select().count() == 0 and AuditEntry.select().count() == audit_before


def test_t_3b_letters_saved_as_pdf_are_recorded_once(qtbot, prepared, monkeypatch, tmp_path):
    d, audit_before = prepared
    path = tmp_path / "letters.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))
    click(qtbot, d.last_preview.save_button)
    assert path.read_bytes().startswith(b"%PDF")
    notice = Notice.get()
    assert notice.kind == "certificate_due" and notice.sent_on == TODAY
    after_save = AuditEntry.select().count()
    assert after_save > audit_before and "saved and recorded" in d.status.text()
    click(qtbot, d.last_preview.save_button)  # a second copy, and a print, are not more letters
    monkeypatch.setattr(printing, "print_with_dialog", lambda *a, **k: True)
    click(qtbot, d.last_preview.print_button)
    assert Notice.select().count() == 1 and AuditEntry.select().count() == after_save
    d.skip_sent.setChecked(False)  # the same letter prepared again and saved: still one notice
    first = d.last_preview
    click(qtbot, d.prepare_button)
    qtbot.waitUntil(lambda: d.last_preview is not first, timeout=10000)
    d.last_preview.save_document(str(tmp_path / "again.pdf"))
    assert Notice.select().count() == 1 and AuditEntry.select().count() == after_save


def test_t_3a_renewal_reminders_open_on_the_renewal_month_with_why(qtbot, office):
    d = LettersDialog(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(d)
    d.show()
    assert d.kind.currentData() == "renewal"
    assert (d.month.date().year(), d.month.date().month()) == (TODAY.year, 12)
    assert "December 1" in d.month_hint.text() and d.month_hint.isVisible()


def test_enter_in_the_calendar_pop_up_chooses_a_month_and_prepares_nothing(qtbot, office):
    d = LettersDialog(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.month.setFocus()
    qtbot.mouseClick(d.month, Qt.MouseButton.LeftButton, pos=QPoint(d.month.width() - 6, d.month.height() // 2))
    calendar = d.month.calendarWidget()  # the calendar pop-up, opened by its arrow
    qtbot.waitUntil(calendar.isVisible, timeout=2000)
    view = calendar.findChild(QTableView)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not calendar.isVisible(), timeout=2000)
    qtbot.wait(50)
    assert d.task is None and d.last_preview is None  # the pop-up's Enter chose a day, no more
    qtbot.keyClick(d.month, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert d.task is None and d.isVisible() and d.last_preview is None  # Enter prepared nothing
