"""The service window adds the article number to a certified or registered mailing recorded
without it (a notice sent from a send dialog before the receipt was at hand): the field shows only
for such an attempt, a misread number is refused beside it with nothing saved, and once added the
number is listed and the field goes; a mailing whose return is recorded takes none."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.persistence.models.service import ServiceAttempt
from animaloffice.services import service_of_notice as svc
from animaloffice.services.notices import record_notice
from ui.context import AppContext
from ui.hearings.service_window import ServiceWindow

SENT = date.today() - timedelta(days=6)


def _window(qtbot, office, method):
    info = record_notice(office.officer, jurisdiction_id=office.tracy, kind="other", sent_on=SENT,
                         recipient_name="Abdi Hassan", recipient_address="88 Craig Ave", method=method)
    window = ServiceWindow(AppContext(office.officer, office.tracy), info.id)
    qtbot.addWidget(window)
    window.show()
    window.choose(svc.attempts_of(info.id)[0].id)
    return info, window


def test_a_registered_mailing_without_its_number_has_it_added_in_the_window(qtbot, office):
    info, window = _window(qtbot, office, "registered")
    assert window.article_row.isVisibleTo(window) and "RE123456785US" in window.article.placeholderText()
    window.article.setText("RE123456784US")  # the check digit misread
    window.article_add.click()
    assert "Article number:" in window.article_error.text() and "check digit" in window.article_error.text()
    assert svc.attempts_of(info.id)[0].article_number == ""
    window.article.setText("re 123456785 us")
    window.article_add.click()
    assert svc.attempts_of(info.id)[0].article_number == "RE123456785US"
    assert window.rows()[0][5] == "RE123456785US" and not window.article_row.isVisibleTo(window)


def test_the_field_is_not_offered_for_first_class_mail_nor_after_the_return(qtbot, office):
    _, window = _window(qtbot, office, "mail")
    assert not window.article_row.isVisibleTo(window)
    info, window = _window(qtbot, office, "certified")
    assert window.article_row.isVisibleTo(window) and "20 or 22 digits" in window.article.placeholderText()
    first = svc.attempts_of(info.id)[0]
    svc.record_return(office.officer, attempt_id=first.id, status="delivered", on=SENT + timedelta(days=2))
    window.refresh()
    assert not window.article_row.isVisibleTo(window)
    assert ServiceAttempt.get_by_id(first.id).article_number == ""


def test_enter_in_the_field_adds_the_number_and_leaves_the_window_open(qtbot, office):
    info, window = _window(qtbot, office, "certified")
    qtbot.keyClicks(window.article, "7019 0700 0000 1234 5670")
    qtbot.keyClick(window.article, Qt.Key.Key_Return)
    assert svc.attempts_of(info.id)[0].article_number == "70190700000012345670" and window.isVisible()
