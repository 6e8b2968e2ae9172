"""Renew (T-3A), transfer (T-3C), exemption (T-7C), lost tag, void, tag stock, takings, letters
and search hits, each driven through the real Licenses tab and its dialogs."""
from datetime import date, timedelta

from license_gui_helpers import click, drive, owner_with_dog, pdf_text, select
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QLabel

from animaloffice.domain.deadlines import add_months, add_years
from animaloffice.persistence.models.animals import Animal
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.licensing import Exemption, License, TagMark, TagStock
from animaloffice.persistence.models.money import Payment
from animaloffice.persistence.models.people import Owner
from animaloffice.services import licensing, tag_numbers
from animaloffice.services.payments import PaymentInput
from tests.conftest import PASSWORD
from ui.licenses.batch_dialogs import LettersDialog, TakingsDialog
from ui.licenses.license_dialogs import RenewDialog, ReplaceTagDialog, VoidDialog
from ui.licenses.new_license import NewLicenseDialog
from ui.licenses.record_dialogs import ExemptionDialog, TagStockDialog, TransferDialog

TODAY = date.today()


def test_renewal_a_year_later_with_check(qtbot, tab, office, monkeypatch):
    last = date(TODAY.year - 1, 3, 2)
    _, animal_id = owner_with_dog(office, shot=date(TODAY.year - 1, 3, 1))
    old = licensing.issue_license(office.clerk, animal_id=animal_id, year=last.year, on=last,
                                  payment=PaymentInput("cash", 1500))
    select(tab, old.license_id)
    assert "expired" in tab.detail.toPlainText().lower() and tab.actions["renew"].isEnabled()

    def steps(d):
        year = licensing.renewal_year_for(office.tracy, last.year, TODAY)  # from Dec 1: next year's
        assert str(year) == d.license.year.currentText() and d.payment.amount.text() == "15.00"
        assert not d.certificate.is_new  # the 3-year certificate on file is still current
        d.payment.method.setCurrentIndex(d.payment.method.findData("check"))
        click(qtbot, d.ok_button)
        assert "check number" in d.payment.banner.text().lower() or "reference" in d.payment.banner.text().lower()
        qtbot.keyClicks(d.payment.reference, "1042")
        click(qtbot, d.ok_button)

    drive(monkeypatch, RenewDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    new = License.get(License.renewal_of == old.license_id)
    assert new.year == licensing.renewal_year_for(office.tracy, last.year, TODAY)
    assert License.get_by_id(old.license_id).status == "expired"
    text = tab.detail.toPlainText()
    assert tab.detail.record_id == new.id and "Renewal of" in text and old.number in text
    pay = Payment.get(Payment.reference == "1042")
    assert pay.method == "check" and pay.amount_cents == 1500
    assert pay.receipt_number in pdf_text(tab.offer.receipt().data)
    # the list was read again in the background (the window is not held while a broad filter
    # is listed); the renewal's row is chosen once its page is in
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert tab.model.record_id(tab.table.currentIndex().row()) == new.id
    assert tab.detail.record_id == new.id


def test_a_change_reads_the_list_in_the_background_and_chooses_the_row_after(qtbot, tab, office):
    """After the clerk's own change the page is read on a worker; the license the action opens
    is shown at once and gets its row when the page arrives, unless the clerk opened another."""
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    first = licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"))
    tab.refresh()
    assert tab.model.rowCount() == 1  # the list before the second license
    _, other_animal = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    second = licensing.issue_license(office.clerk, animal_id=other_animal, payment=PaymentInput("cash"))
    tab.ctx.changed("license")
    # nothing read on the GUI thread; the rows shown stay until the new page replaces them
    assert tab.model.loading and tab.model.rowCount() == 1 and not tab.model.canFetchMore()
    tab.select_license(second.license_id)
    assert tab.detail.record_id == second.license_id  # the detail does not wait for the list
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert tab.model.rowCount() == 2
    assert tab.model.record_id(tab.table.currentIndex().row()) == second.license_id
    # a license opened while the page is read wins over the one chosen before it
    tab.ctx.changed("license")
    tab.select_license(second.license_id)
    tab.show_license(first.license_id)
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert tab.detail.record_id == first.license_id
    assert tab.model.record_id(tab.table.currentIndex().row()) != second.license_id


def test_switching_jurisdiction_reads_the_other_citys_list_in_the_background(qtbot, tab, office):
    """Choosing another jurisdiction reads its first page on a worker (on a big office a city
    with no licenses of its own walked every license on the GUI thread)."""
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"))
    tab.refresh()
    assert tab.model.rowCount() == 1
    tab.ctx.set_jurisdiction(office.worthington)
    assert tab.model.loading and tab.count.text() == "Searching…"
    assert not tab.notice.isHidden()  # Worthington does not license (T-3A): said at once
    qtbot.waitUntil(lambda: not tab.model.loading)
    assert tab.model.rowCount() == 0 and tab.count.text() == "0 licenses"
    tab.ctx.set_jurisdiction(office.tracy)
    qtbot.waitUntil(lambda: not tab.model.loading and tab.model.rowCount() == 1)


def test_t_3c_transfer_ends_the_license_then_license_for_new_owner(qtbot, tab, office, monkeypatch):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, payment=PaymentInput("cash"))
    select(tab, issued.license_id)

    def transfer_steps(d):
        summary = d.findChild(QLabel, "transfer_summary").text()
        assert issued.number in summary and "T-3C" in summary
        click(qtbot, d.owner.new_radio)
        qtbot.keyClicks(d.owner.first_name, "Bo")
        qtbot.keyClicks(d.owner.last_name, "Lee")
        d.reason.setCurrentText("sold")
        assert d.license_next.isChecked()
        click(qtbot, d.ok_button)

    opened = {}

    def new_steps(d):  # the new owner's license opens next, owner and animal already chosen
        opened["owner"], opened["animal"] = d.owner.owner_id(), d.animal.animal_id()
        d.reject()

    drive(monkeypatch, TransferDialog, transfer_steps, qtbot)
    drive(monkeypatch, NewLicenseDialog, new_steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    lic = License.get_by_id(issued.license_id)
    assert lic.status == "ended" and lic.ended_on == TODAY and "T-3C" in lic.end_reason
    new_owner = Owner.get(Owner.last_name == "Lee")
    assert Animal.get_by_id(animal_id).owner_id == new_owner.id
    assert opened == {"owner": new_owner.id, "animal": animal_id}
    assert tab.detail.kind == "animal" and "No license in force" in tab.detail.toPlainText()


def test_t_7c_exemption_for_a_puppy(qtbot, tab, office, monkeypatch):
    def steps(d):
        click(qtbot, d.owner.new_radio)
        qtbot.keyClicks(d.owner.last_name, "Young")
        qtbot.keyClicks(d.animal.name, "Bean")
        born = TODAY - timedelta(days=45)
        d.animal.birth_date.setDate(QDate(born.year, born.month, born.day))
        d.reason.setCurrentIndex(d.reason.findData("under_4_months"))
        assert "T-7C" in d.info.text() and "turns 4 months" in d.info.text()
        click(qtbot, d.ok_button)

    drive(monkeypatch, ExemptionDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    ex = Exemption.get()
    assert ex.reason == "under_4_months" and Animal.get_by_id(ex.animal_id).name == "Bean"
    assert tab.detail.kind == "animal" and "Exemptions (T-7C)" in tab.detail.toPlainText()


def test_replace_lost_tag_and_void_with_refund(qtbot, tab, office, monkeypatch):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, tag_number=5,
                                     payment=PaymentInput("cash", 1500))
    select(tab, issued.license_id)

    def replace_steps(d):
        assert "$5.00" in d.findChild(QLabel, "replacement_fee").text()
        d.tag.clear()
        qtbot.keyClicks(d.tag, "6")
        click(qtbot, d.ok_button)

    drive(monkeypatch, ReplaceTagDialog, replace_steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert License.get_by_id(issued.license_id).tag_number == 6
    from ui.licenses.print_dialogs import TagPrintDialog
    drive(monkeypatch, TagPrintDialog, lambda d: d.preview())
    assert TagMark.get().number == 5 and "6" in pdf_text(tab.offer.tag().data)

    def void_steps(d):
        click(qtbot, d.ok_button)  # no reason: refused, nothing changes
        assert "Reason" in d.sections[0].banner.text()
        qtbot.keyClicks(d.reason, "issued to the wrong dog")
        assert d.refund.isChecked() and d.second.isVisible()  # a clerk's refund takes a second person
        click(qtbot, d.ok_button)  # nobody approved: refused, nothing changes
        assert "second person" in d.sections[0].banner.text()
        qtbot.keyClicks(d.second.username, "officer")
        qtbot.keyClicks(d.second.password, "a-wrong-guess")
        click(qtbot, d.ok_button)
        assert "not right" in d.sections[0].banner.text() and d.second.password.text() == ""
        d.second.username.clear()
        assert not Payment.get(Payment.amount_cents == 1500).is_void
        qtbot.keyClicks(d.second.username, "officer")
        qtbot.keyClicks(d.second.password, PASSWORD)
        click(qtbot, d.ok_button)

    drive(monkeypatch, VoidDialog, void_steps, qtbot)
    tab.actions["void"].trigger()
    lic = License.get_by_id(issued.license_id)
    assert lic.status == "void" and lic.void_reason == "issued to the wrong dog"
    assert Payment.get(Payment.amount_cents == 1500).is_void
    assert "VOID" in tab.detail.toPlainText() and not tab.actions["renew"].isEnabled()


def test_tag_stock_then_next_tag_comes_from_it(qtbot, tab, office, monkeypatch):
    def steps(d):
        d.first.setValue(3000)
        d.last.setValue(3099)
        click(qtbot, d.ok_button)

    drive(monkeypatch, TagStockDialog, steps, qtbot)
    tab.actions["stock"].trigger()
    assert TagStock.get().first_number == 3000
    assert tag_numbers.next_tag_number(office.tracy, TODAY.year) == 3000


def test_days_takings_listed_and_printed(qtbot, tab, office, monkeypatch):
    _, a = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    _, b = owner_with_dog(office, shot=TODAY - timedelta(days=30), last="Berg")
    licensing.issue_license(office.clerk, animal_id=a, payment=PaymentInput("cash", 1500))
    licensing.issue_license(office.clerk, animal_id=b, payment=PaymentInput("card", 1500, "AUTH9"))
    shown = {}

    def steps(d):
        shown["summary"] = d.summary.text()
        shown["methods"] = {d.methods.item(r, 0).text(): d.methods.item(r, 2).text()
                            for r in range(d.methods.rowCount())}
        shown["fees"] = [d.fees.item(r, 0).text() for r in range(d.fees.rowCount())]
        shown["pdf"] = pdf_text(d.print_takings().data)

    drive(monkeypatch, TakingsDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert "$30.00" in shown["summary"]
    assert shown["methods"]["Cash"] == "$15.00" and shown["methods"]["Card"] == "$15.00"
    assert shown["fees"] == ["Dog license"] and "AUTH9" in shown["pdf"] and "$30.00" in shown["pdf"]
    assert [a.text().replace("&", "") for a in tab.menu_actions()][-3:] == ["Day's takings…", "Reminder letters…",
                                                                            "Tag stock…"]


def test_certificate_due_letters_in_background_recorded_as_notices(qtbot, tab, office, monkeypatch, tmp_path):
    nxt = add_months(TODAY.replace(day=1), 1)
    shot = add_years(nxt.replace(day=12), -3)
    _, animal_id = owner_with_dog(office, shot=shot)
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, year=nxt.year, payment=PaymentInput("cash"))  # December: next year's
    result = {}

    def steps(d):
        d.kind.setCurrentIndex(d.kind.findData("certificate_due"))
        d.month.setDate(QDate(nxt.year, nxt.month, 1))
        click(qtbot, d.prepare_button)
        qtbot.waitUntil(lambda: d.batch is not None, timeout=10000)
        result["status"] = d.status.text()
        result["pdf"] = pdf_text(d.last_preview.data)
        assert Notice.select().count() == 0  # prepared, not yet sent
        d.last_preview.save_document(str(tmp_path / "letters.pdf"))

    drive(monkeypatch, LettersDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    due = add_years(shot, 3)
    assert "1 letter" in result["status"] and f"{due:%B} {due.day}, {due.year}" in result["pdf"]
    notice = Notice.get()
    assert notice.kind == "certificate_due" and notice.subject_id == issued.license_id


def test_search_hits_open_in_the_tab(qtbot, office):
    from ui.main_window import open_main_window

    owner_id, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=30))
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, tag_number=4321, payment=PaymentInput("cash"))
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    tab = window.tab_widgets["licenses"]
    window.ctx.open_record.emit("license", issued.license_id)
    assert tab.detail.kind == "license" and tab.detail.record_id == issued.license_id
    window.ctx.open_record.emit("owner", owner_id)
    assert tab.detail.kind == "owner" and tab.count.text() == "1 license" and "Olson" in tab.chip.text()
    window.ctx.open_record.emit("animal", animal_id)
    assert tab.detail.kind == "license" and tab.animal_filter == animal_id
    assert any(a.text().startswith("&New license") for a in window.tools_menu.actions()[0].menu().actions())


def test_t_3b_file_a_late_certificate_then_relicense(qtbot, tab, office, monkeypatch):
    from ui.licenses.record_dialogs import CertificateDialog

    shot = TODAY - timedelta(days=370)
    owner_id, animal_id = owner_with_dog(office, shot=shot, years=1)
    # licensed 10 days ago for this year, while the shot was current; it ran out 5 days ago
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, on=TODAY - timedelta(days=10), year=TODAY.year, payment=PaymentInput("cash"))
    select(tab, issued.license_id)
    assert "RELICENSE REQUIRED" in tab.detail.toPlainText()

    def file_steps(d):
        qtbot.keyClicks(d.certificate.vaccinated_on, f"{TODAY:%m%d%Y}")  # copied from the paper: given today
        qtbot.keyClicks(d.certificate.veterinarian, "Dr. Farah")
        click(qtbot, d.ok_button)

    drive(monkeypatch, CertificateDialog, file_steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert "RELICENSE REQUIRED" in tab.detail.toPlainText()  # handed in after the due date: a lapse

    def new_steps(d):  # Ctrl+N on a lapsed license: owner and animal already chosen, certificate on file
        assert d.owner.owner_id() == owner_id and d.animal.animal_id() == animal_id
        assert not d.certificate.is_new
        d.payment.amount.clear()
        qtbot.keyClicks(d.payment.amount, "15")
        click(qtbot, d.ok_button)
        assert d.result() == 1, [s.banner.text() for s in d.sections] + [d.banner.text()]

    ran = drive(monkeypatch, NewLicenseDialog, new_steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(ran) == 1
    assert License.get_by_id(issued.license_id).status == "relicense"
    assert "Current" in tab.detail.toPlainText() and tab.detail.record_id != issued.license_id


def test_letters_month_steps_back_over_new_year_and_enter_does_not_prepare(qtbot, office):
    from PySide6.QtCore import QDate
    from PySide6.QtWidgets import QDateEdit

    from ui.context import AppContext

    d = LettersDialog(AppContext(office.clerk, office.tracy))
    qtbot.addWidget(d)
    d.show()
    d.month.setDate(QDate(2027, 1, 1))
    d.month.setCurrentSection(QDateEdit.Section.MonthSection)
    d.month.setFocus()
    qtbot.keyClick(d.month, Qt.Key.Key_Down)
    assert (d.month.date().year(), d.month.date().month()) == (2026, 12)
    qtbot.keyClick(d.month, Qt.Key.Key_Up)
    assert (d.month.date().year(), d.month.date().month()) == (2027, 1)
    qtbot.keyClick(d.month, Qt.Key.Key_Return)
    assert d.task is None and d.isVisible()  # Enter prepared nothing
