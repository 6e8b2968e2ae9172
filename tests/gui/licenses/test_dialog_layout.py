"""The desk dialogs on a small screen: they fit it, and a refusal for a field scrolled out of
sight is brought into view (the clerk pressing Issue at the bottom sees why nothing happened)."""
from license_gui_helpers import click, drive

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from animaloffice.services.payments import PaymentInput
from ui.licenses.new_license import NewLicenseDialog


def test_new_license_dialog_fits_the_screen(qtbot, tab, monkeypatch):
    sizes = []

    def steps(d):
        sizes.append((d.frameGeometry().height(), d.screen().availableGeometry().height()))
        d.reject()

    drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    tab.actions["new"].trigger()
    height, screen = sizes[0]
    assert height <= screen


def test_refusal_above_the_scrolled_view_is_brought_into_view(qtbot, tab, office, monkeypatch):
    seen = {}

    def steps(d):
        d.resize(720, 600)
        click(qtbot, d.owner.new_radio)  # a new owner, but the last name is left empty
        qtbot.keyClicks(d.animal.name, "Rex")
        bar = d.scroll_area.verticalScrollBar()
        bar.setValue(bar.maximum())  # the clerk is down at the payment
        assert d.owner.banner.visibleRegion().isEmpty() or d.owner.banner.isHidden()
        click(qtbot, d.ok_button)
        qtbot.wait(20)
        seen["text"] = d.owner.banner.text()
        seen["banner_seen"] = not d.owner.banner.visibleRegion().isEmpty()
        seen["field_seen"] = not d.owner.last_name.visibleRegion().isEmpty()
        d.reject()

    drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    tab.actions["new"].trigger()
    assert "Last name" in seen["text"] and seen["banner_seen"] and seen["field_seen"]
    assert Owner.select().count() == 0 and License.select().count() == 0


def test_tab_goes_from_the_last_field_to_the_button(qtbot, tab, monkeypatch):
    from PySide6.QtCore import Qt

    seen = {}

    def steps(d):
        d.payment.tendered.setFocus()
        qtbot.waitUntil(d.payment.tendered.hasFocus, timeout=2000)
        qtbot.keyClick(d.payment.tendered, Qt.Key.Key_Tab)
        seen["next"] = d.focusWidget()
        d.reject()

    drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    tab.actions["new"].trigger()
    assert seen["next"].objectName() == "ok_button"


def test_tag_print_asks_where_on_the_sheet_first(qtbot, office):
    """The label to start at changes each print; the sheet itself is the office's and comes after."""
    from datetime import date, timedelta

    from license_gui_helpers import owner_with_dog

    from animaloffice.services import licensing
    from ui.licenses.print_dialogs import TagPrintDialog

    _, dog = owner_with_dog(office, shot=date.today() - timedelta(days=5))
    lic = licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")).license_id
    dialog = TagPrintDialog(None, [lic])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None, timeout=2000)
    assert dialog.focusWidget() is dialog.start
    assert dialog.start.geometry().top() < dialog.rows.mapTo(dialog, dialog.rows.rect().topLeft()).y()


def test_fields_keep_the_full_width_after_switching_to_a_new_owner(qtbot, tab, monkeypatch):
    """Choosing 'New owner' used to shrink the owner's and the animal's fields to half the width."""
    seen = {}

    def steps(d):
        click(qtbot, d.owner.new_radio)
        qtbot.wait(20)
        seen["owner"] = d.owner.first_name.width() / d.owner.width()
        seen["animal"] = d.animal.name.width() / d.animal.width()
        d.reject()

    drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    tab.actions["new"].trigger()
    assert seen["owner"] > 0.6 and seen["animal"] > 0.6, seen
