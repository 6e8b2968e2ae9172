"""The list at a desk screen of 1280x800: the T-3B certificate state of each license is on screen
beside the status without scrolling sideways."""
from datetime import date, timedelta

from license_gui_helpers import owner_with_dog

from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui.licenses.tab import COLUMNS


def test_t_3b_certificate_column_is_on_screen_at_1280(qtbot, office):
    from ui.main_window import open_main_window

    _, dog = owner_with_dog(office, shot=date.today() - timedelta(days=10))
    licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash"))
    window = open_main_window(office.clerk, office.tracy)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    table = window.tab_widgets["licenses"].table
    keys = [c.key for c in COLUMNS]
    for key in ("status", "certificate"):
        column = keys.index(key)
        right = table.columnViewportPosition(column) + table.columnWidth(column)
        assert 0 <= table.columnViewportPosition(column) and right <= table.viewport().width(), key
    assert table.model().index(0, keys.index("certificate")).data() == "current"
