"""The office's code, imported on a helper thread while the window's frame keeps answering.

Importing peewee, the models, the profiles and the first tab's modules takes most of the
time between the frame and the first list. Done here, the frame goes on repainting,
moving and taking typed text meanwhile (Qt's event processing releases the GIL, and
Python hands it back to this thread every few milliseconds).
"""
from __future__ import annotations

import importlib
import threading

OFFICE = ("animaloffice.bootstrap", "animaloffice.services.users", "animaloffice.services.jurisdictions",
          "ui.context", "ui.sign_in", "ui.admin", "ui.window_actions")


def load_office_code(app, tab: str | None = None) -> None:
    """Import the office's modules (and `tab`'s) off the GUI thread; returns when done.

    A module that fails to import is left to fail again, with its message, where it is used."""
    names = OFFICE + ((f"ui.{tab}.tab",) if tab else ())

    def work() -> None:
        from .none_guard import make_none_immortal

        make_none_immortal()  # here, off the GUI thread: ctypes takes ~8 ms to import
        _import_all(names)

    thread = threading.Thread(target=work, name="load-office-code", daemon=True)
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
