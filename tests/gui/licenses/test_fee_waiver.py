"""T-3A at the counter: an administrator who charges another fee than the profile's (a waiver to
$0) says why; without the reason nothing is issued, with it the reason is kept with the license."""
from datetime import date

import pytest
from license_gui_helpers import drive
from PySide6.QtCore import Qt
from test_new_license_flow import counts, fill_walk_in

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge
from ui.licenses.new_license import NewLicenseDialog

TODAY = date.today()


@pytest.fixture
def admin_tab(qtbot, office):
    from ui.context import AppContext
    from ui.licenses.tab import LicensesTab

    widget = LicensesTab(AppContext(office.admin, office.tracy))
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_t_3a_fee_waived_at_the_desk_needs_the_administrators_reason(qtbot, admin_tab, office, monkeypatch):
    before = []

    def steps(d):
        fill_walk_in(qtbot, d)
        assert d.license.fee_reason.isVisible()
        qtbot.keyClicks(d.license.fee_override, "0")
        assert d.payment.title().endswith("nothing to pay")
        before.append(counts())
        d.ok_button.click()
        banner = d.license.banner
        assert d.isVisible() and not banner.isHidden() and "why the fee" in banner.text().lower()
        assert d.license.fee_reason.property("invalid")
        assert counts() == before[0]
        qtbot.keyClicks(d.license.fee_reason, "Council waiver for a service dog")
        d.ok_button.click()

    ran = drive(monkeypatch, NewLicenseDialog, steps, qtbot)
    qtbot.keyClick(admin_tab.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(ran) == 1
    lic = License.get()
    charge = Charge.get(Charge.subject_id == lic.id)
    assert lic.fee_cents == 0 and "Council waiver for a service dog" in charge.explanation
