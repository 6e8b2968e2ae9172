"""The Licenses tab on its own, over the test office (helpers: license_gui_helpers.py)."""
from __future__ import annotations

import pytest


@pytest.fixture
def tab(qtbot, office):
    from ui.context import AppContext
    from ui.licenses.tab import LicensesTab

    ctx = AppContext(office.clerk, office.tracy)
    widget = LicensesTab(ctx)
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget

