"""No key bound twice where both would work: Qt then runs neither ("Ambiguous shortcut"), as
Ctrl+Shift+L did for an administrator (the audit log and the reminder letters). The keys of every
tab, menu, action, shortcut and button of the main window are collected; a key may be reused in
two tabs, never in a tab and the whole window, nor twice in one tab. The dialogs' keys are
checked by tests/gui/test_fit_screen.py, which opens every dialog."""
from key_sequences import bindings, window_conflicts

from ui.main_window import open_main_window


def test_no_key_of_the_main_window_is_bound_twice(qtbot, office):
    window = open_main_window(office.admin)  # the administrator sees every menu entry
    qtbot.addWidget(window)
    window.show()
    for name in window.tab_widgets:  # every tab built, its actions in the Tools menu
        window.tab_widgets[name]
    seen = {(keys, what) for keys, what, _ in bindings(window)}
    assert ("Ctrl+Shift+B", "action 'Backup now'") in seen and ("Ctrl+1", "action 'Licenses'") in seen
    assert ("Ctrl+R", "action 'Renew…'") in seen and ("Alt+T", "menu 'Tools'") in seen  # what it sees
    conflicts = window_conflicts(window, window.tabs)
    assert conflicts == [], "\n".join(conflicts)
