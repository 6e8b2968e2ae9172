"""A clerk licenses a walk-in: new owner, new animal, rabies certificate, fee, tag, payment, then
the receipt, tag and certificate (T-3A); and the refusals the clerk sees with nothing saved."""
from datetime import date, timedelta

import pytest
from license_gui_helpers import click, drive, owner_with_dog, pdf_text
from PySide6.QtCore import QDate, Qt

from animaloffice.persistence.models.animals import Animal, Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui.licenses.new_license import NewLicenseDialog
from ui.licenses.print_dialogs import TagPrintDialog

TODAY = date.today()


def counts():
    return tuple(m.select().count() for m in (Owner, Animal, Vaccination, License, Charge, Payment, AuditEntry))


def fill_walk_in(qtbot, d, *, tag=None, birth=None):
    click(qtbot, d.owner.new_radio)
    qtbot.keyClicks(d.owner.first_name, "Ida")
    qtbot.keyClicks(d.owner.last_name, "Halvorson")
    qtbot.keyClicks(d.owner.line1, "336 Morgan St")
    qtbot.keyClicks(d.owner.postal, "56175")
    qtbot.keyClicks(d.owner.phone, "507-555-0199")
    assert d.animal.is_new  # a new owner has no animals on file
    qtbot.keyClicks(d.animal.name, "Pepper")
    qtbot.keyClicks(d.animal.breed, "Beagle")
    d.animal.sex.setCurrentIndex(d.animal.sex.findData("F"))
    d.animal.altered.setCurrentIndex(d.animal.altered.findData(True))
    born = birth or TODAY - timedelta(days=900)
    d.animal.birth_date.setDate(QDate(born.year, born.month, born.day))
    assert d.certificate.is_new  # nothing on file for a new animal
    shot = TODAY - timedelta(days=20)
    d.certificate.vaccinated_on.setDate(QDate(shot.year, shot.month, shot.day))
    qtbot.keyClicks(d.certificate.veterinarian, "Dr. Karen Lindahl")
    qtbot.keyClicks(d.certificate.product, "Imrab 3")
    qtbot.keyClicks(d.certificate.lot, "123456A")
    if tag is not None:
        d.license.tag.clear()
        qtbot.keyClicks(d.license.tag, str(tag))


def test_t_3a_whole_new_license_with_receipt_tag_and_certificate(qtbot, tab, office, monkeypatch):
    def steps(d):
        fill_walk_in(qtbot, d)
        assert "$15.00" in d.license.fee.text() and "T-3A" in d.license.fee.text()
        assert d.license.tag.text() == "1"
        assert d.payment.amount.text() == "15.00"
        qtbot.keyClicks(d.payment.tendered, "20")
        assert "$5.00" in d.payment.change.text()
        qtbot.keyClick(d, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Enter issues

    ran = drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    qtbot.keyClick(tab.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Ctrl+N opens the dialog
    assert len(ran) == 1 and ran[0].banner.isHidden()
    lic = License.get()
    assert (lic.tag_number, lic.year, lic.fee_cents) == (1, licensing.sale_years_for(office.tracy)[0], 1500)
    assert Owner.get_by_id(lic.owner_id).display_name == "Halvorson, Ida"
    assert Payment.get().amount_cents == 1500 and Payment.get().method == "cash"
    assert tab.detail.kind == "license" and tab.detail.record_id == lic.id
    assert "T-3B certificate" in tab.detail.toPlainText() and lic.number in tab.detail.toPlainText()
    # the list is read again in the background; the new license's row is chosen once it is in
    qtbot.waitUntil(lambda: not tab.model.loading and tab.count.text() == "1 license")
    assert tab.model.rowCount() == 1 and tab.model.record_id(tab.table.currentIndex().row()) == lic.id
    offer = tab.offer
    assert offer is not None and offer.isVisible()
    from PySide6.QtWidgets import QLabel
    assert lic.number in offer.findChild(QLabel, "offer_message").text()
    receipt = offer.receipt()
    assert receipt.document.pageCount() == 1 and Payment.get().receipt_number in pdf_text(receipt.data)
    start = {}

    def sheet(d):  # the clerk puts a part-used sheet back in: start at label 4
        d.start.setValue(4)
        start["preview"] = d.preview()

    drive(monkeypatch, TagPrintDialog, sheet)
    tag = offer.tag()
    assert tag is start["preview"]
    assert "City of Tracy" in pdf_text(tag.data) and str(lic.year) in pdf_text(tag.data)
    cert = offer.certificate()
    text = pdf_text(cert.data)
    assert lic.number in text and "Pepper" in text and "Halvorson, Ida" in text


@pytest.mark.parametrize("case", ["none_on_file", "expired"])
def test_t_3a_refused_without_current_certificate_clerk_sees_why(qtbot, tab, office, monkeypatch, case):
    shot = None if case == "none_on_file" else TODAY - timedelta(days=400)
    owner_id, animal_id = owner_with_dog(office, shot=shot, years=1)
    before = counts()

    def steps(d):
        qtbot.keyClicks(d.owner.find, "Ols")
        qtbot.keyClick(d.owner.find, Qt.Key.Key_Return)  # picks the first owner found
        assert d.owner.owner_id() == owner_id and d.animal.animal_id() == animal_id
        click(qtbot, d.certificate.file_radio)  # "the certificate on file" (there is none, or it expired)
        click(qtbot, d.ok_button)

    ran = drive(monkeypatch, NewLicenseDialog, steps)
    tab.actions["new"].trigger()
    d = ran[0]
    assert d.result() != 1 and not d.certificate.banner.isHidden()
    message = d.certificate.banner.text().lower()
    assert "(t-3a)" in message, message
    assert ("no rabies vaccination certificate is on file" in message if case == "none_on_file"
            else "expired on" in message), message
    assert d.certificate.cert_box.property("invalid") is True
    assert counts() == before and License.select().count() == 0


def test_tag_in_use_and_bad_amounts_are_refused_next_to_the_field(qtbot, tab, office, monkeypatch):
    _, other = owner_with_dog(office, shot=TODAY - timedelta(days=5), last="Berg")
    licensing.issue_license(office.clerk, animal_id=other, tag_number=7, payment=PaymentInput("cash"))
    before = counts()
    seen = {}

    def steps(d):
        fill_walk_in(qtbot, d, tag=7)
        click(qtbot, d.ok_button)
        seen["tag"] = d.license.banner.text()
        d.license.tag.clear()
        qtbot.keyClicks(d.license.tag, "8")
        d.payment.amount.clear()
        click(qtbot, d.ok_button)
        seen["empty"] = d.payment.banner.text()
        qtbot.keyClicks(d.payment.amount, "-15")
        click(qtbot, d.ok_button)
        seen["negative"] = d.payment.banner.text()
        d.payment.amount.clear()
        qtbot.keyClicks(d.payment.amount, "15.00")
        d.animal.birth_date.setDate(QDate.currentDate().addDays(10))
        click(qtbot, d.ok_button)
        seen["birth"] = d.animal.banner.text()

    drive(monkeypatch, NewLicenseDialog, steps)
    tab.actions["new"].trigger()
    assert "Tag number" in seen["tag"] and "already in use" in seen["tag"]
    assert "Amount" in seen["empty"] and "required" in seen["empty"]
    assert "negative" in seen["negative"]
    assert "Birth date" in seen["birth"] and "future" in seen["birth"]
    assert counts() == before
