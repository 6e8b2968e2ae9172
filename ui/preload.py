"""The office's code, imported on a helper thread while the window's frame keeps answering.

Importing peewee, the models, the profiles and the first tab's modules takes most of the
time between the frame and the first list. Done here, the frame goes on repainting,
moving and taking typed text meanwhile (Qt's event processing releases the GIL, and
Python hands it back to this thread every few milliseconds).
"""
from __future__ import annotations

import importlib
import threading

UI = __package__  # 'ui' in the source tree, 'animaloffice.ui' where installed
OFFICE = ("animaloffice.services.opening", "animaloffice.services.users", "animaloffice.services.jurisdictions",
          f"{UI}.context", f"{UI}.sign_in", f"{UI}.admin", f"{UI}.window_actions")


def load_office_code(app, tab: str | None = None) -> None:
    """Import the office's modules (and `tab`'s) off the GUI thread; returns when done.

    A module that fails to import is left to fail again, with its message, where it is used."""
    names = OFFICE + ((f"{UI}.{tab}.tab",) if tab else ())
    thread = threading.Thread(target=_import_all, args=(names,), name="load-office-code", daemon=True)
    thread.start()
    while thread.is_alive():
        thread.join(0.01)
        app.processEvents()


def import_in_background(*names: str) -> threading.Thread:
    """Start importing `names` on a helper thread (a pending tab's code, before it is built on
    the GUI thread); the caller polls ``is_alive()``."""
    thread = threading.Thread(target=_import_all, args=(names,), name="load-tab-code", daemon=True)
    thread.start()
    return thread


def _import_all(names) -> None:
    """Import each module in turn; at the first that fails, stop (it fails again, with its
    message in full, where the module is used)."""
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001
            return
