"""The desk's common tasks timed as keys, from the main window (T-3A: license, fee, tag): a license
to a new owner with a certificate in under 40 command keys, a renewal from a scanned tag in under 5
through the charge confirmation. Typed text is counted apart; every key goes where the focus is."""
from __future__ import annotations

from datetime import date, timedelta

import pytest
from keystrokes import CTRL, Keyboard
from license_gui_helpers import owner_with_dog, pdf_text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Payment
from animaloffice.persistence.models.people import Owner
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui import printing
from ui.widgets import charges
from ui.widgets.charges import ask_charge as real_charge_question  # the question itself, not the tests' stand-in

TODAY = date.today()
ENTER, ESC = Qt.Key.Key_Return, Qt.Key.Key_Escape


@pytest.fixture
def desk(qtbot, office, monkeypatch):
    """The main window as a clerk finds it, the real charge question, and the system's printer
    dialog stood in for (one key there: its Print)."""
    from ui.main_window import open_main_window

    monkeypatch.setattr(charges, "ask_charge", real_charge_question)
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    kb = Keyboard(qtbot)
    kb.wait_active(window)
    kb.printed = []

    def printer_dialog(parent, data, doc_type, title, page_count=None):
        kb.outside("Print (printer dialog)")
        kb.printed.append(data)
        return True

    monkeypatch.setattr(printing, "print_with_dialog", printer_dialog)
    return window, kb


def charge(kb, asked):
    """The charge question: read, then Enter charges."""
    def steps(box):
        asked.append(box.text())
        assert kb.focus() is box.defaultButton() and "Charge" in box.defaultButton().text()
        kb.press(ENTER)

    kb.in_modal("charge_confirmation", steps)


def print_the_sale(kb, tab) -> str:
    """The documents offer: Print all (its default), then Print in the one preview, then both closed."""
    offer = tab.offer
    kb.wait_active(offer)
    kb.press(ENTER)  # Print all
    preview = offer.previews[-1]
    kb.wait_active(preview)
    kb.press(ENTER)  # Print, the preview's default
    kb.press(ESC)  # the preview closes
    kb.wait_active(offer)
    kb.press(ESC)  # and the offer
    return pdf_text(kb.printed[-1])


def test_t_3a_new_owner_with_a_certificate_issued_in_under_40_command_keys(desk, qtbot):
    window, kb = desk
    tab = window.tab_widgets["licenses"]
    asked = []
    born, shot = TODAY - timedelta(days=900), TODAY - timedelta(days=20)

    def new_license(d):
        assert kb.focus() is d.owner.find
        kb.alt("n")  # New owner: the cursor goes on to the first name
        qtbot.waitUntil(lambda: kb.focus() is d.owner.first_name, timeout=1000)
        for text in ("Ida", "Halvorson", "336 Morgan St"):
            kb.type(text)
            kb.tab()
        kb.tab(2)  # the city and state are filled in
        kb.type("56175")
        kb.tab()
        kb.type("507-555-0199")
        kb.alt("m")  # the animal's name (a new owner's animal is new)
        kb.type("Pepper")
        kb.tab(2)  # a dog, the species proposed
        kb.type("Beagle")
        kb.tab()
        kb.press(Qt.Key.Key_F)  # Female
        kb.tab()
        kb.press(Qt.Key.Key_Y)  # Yes, spayed
        kb.tab()
        kb.type(born.strftime("%m%d%Y"))
        kb.alt("d")  # the certificate's date (a new animal has none on file)
        kb.type(shot.strftime("%m%d%Y"))
        kb.alt("v")
        kb.type("Dr. Karen Lindahl")
        kb.tab(4)
        kb.type("Imrab 3")
        kb.tab(2)
        kb.type("123456A")
        assert d.payment.due_cents > 0 and d.payment.method.currentData() == "cash"  # taken as proposed
        charge(kb, asked)
        kb.press(Qt.Key.Key_Return, CTRL)  # Issue

    kb.in_modal("NewLicenseDialog", new_license)
    kb.press(Qt.Key.Key_N, CTRL)
    kb.check()
    lic = License.get()
    owner = Owner.get_by_id(lic.owner_id)
    assert owner.display_name == "Halvorson, Ida" and Payment.get().amount_cents == lic.fee_cents > 0
    animal = lic.animal
    assert (animal.name, animal.breed, animal.sex, animal.altered, animal.birth_date) == \
        ("Pepper", "Beagle", "F", True, born)
    assert lic.vaccination.vaccinated_on == shot and lic.vaccination.lot == "123456A"
    assert len(asked) == 1 and f"charge ${lic.fee_cents / 100:.2f}" in asked[0]
    text = print_the_sale(kb, tab)
    assert lic.number in text and Payment.get().receipt_number in text and str(lic.tag_number) in text
    print(f"\nNew license, new owner: {len(kb.commands)} command keys, {kb.typed} characters typed: "
          f"{' '.join(kb.commands)}")
    assert len(kb.commands) < 40, kb.commands


def test_t_3a_renewal_from_a_scanned_tag_in_under_5_command_keys(desk, office, qtbot):
    window, kb = desk
    last = date(TODAY.year - 1, 3, 2)
    _, dog = owner_with_dog(office, shot=date(TODAY.year - 1, 3, 1), name="Hazel")
    old = licensing.issue_license(office.clerk, animal_id=dog, year=last.year, on=last, tag_number=5,
                                  payment=PaymentInput("cash", 1500))
    search = window.findChild(QLineEdit, "search_edit")
    assert kb.focus() is search  # the window opens ready for a scan
    kb.scan("5")
    tab = window.tab_widgets["licenses"]
    assert tab.detail.record_id == old.license_id
    asked = []

    def renew(d):
        assert d.license_id == old.license_id
        charge(kb, asked)
        kb.press(ENTER)  # Renew, the default: nothing to type

    kb.in_modal("RenewDialog", renew)
    kb.press(Qt.Key.Key_R, CTRL)
    kb.check()
    renewed = License.get(License.renewal_of == old.license_id)
    assert renewed.tag_number == 5 and len(asked) == 1 and Payment.select().count() == 2
    through_charge = len(kb.commands)
    text = print_the_sale(kb, tab)
    assert renewed.number in text
    print(f"\nRenewal from a scan: {through_charge} command keys through the charge, {len(kb.commands)} with "
          f"the tag, certificate and receipt printed: {' '.join(kb.commands)}")
    assert through_charge < 5, kb.commands


def test_t_3a_an_owner_on_file_with_a_certificate_on_file_is_licensed_in_a_few_keys(desk, office, qtbot):
    """The owner found by name, Enter to pick (never to issue), the dog and its certificate on file
    proposed, Ctrl+Enter, the charge, the one print: the owner's second dog at the counter."""
    window, kb = desk
    owner_id, dog = owner_with_dog(office, shot=TODAY - timedelta(days=40), name="Biscuit")
    asked = []

    def new_license(d):
        kb.type("Olson")
        kb.press(ENTER)  # picks the first owner found, and only that
        assert d.owner.owner_id() == owner_id and d.animal.animal_id() == dog and not d.certificate.is_new
        assert License.select().count() == 0 and asked == []
        charge(kb, asked)
        kb.press(Qt.Key.Key_Return, CTRL)

    kb.in_modal("NewLicenseDialog", new_license)
    kb.press(Qt.Key.Key_N, CTRL)
    kb.check()
    lic = License.get()
    assert lic.animal_id == dog and len(asked) == 1
    text = print_the_sale(kb, window.tab_widgets["licenses"])
    assert lic.number in text
    print(f"\nNew license, owner on file: {len(kb.commands)} command keys, {kb.typed} typed: {' '.join(kb.commands)}")
    assert len(kb.commands) <= 9, kb.commands
