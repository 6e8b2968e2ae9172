"""The office's code, imported on a helper thread while the window's frame keeps answering.

Importing peewee, the models, the profiles and the first tab's modules takes most of the
time between the frame and the first list. Done here, the frame goes on repainting,
moving and taking typed text meanwhile (Qt's event processing releases the GIL, and
Python hands it back to this thread every few milliseconds).

Two things make the wait shorter. What the open would wait for starts first: the office file's
check at open (SQLite's quick_check, which runs without Python's lock) on a thread of its own,
so a second core does it while the code is imported, the open taking its answer
(``file_check.take_early_check``) or checking again if the file changed; for a PostgreSQL
office, the search for the secret store that holds the password (``credentials.warm_up``).
And Python's garbage collector waits: the imports make ~50,000
objects it tracks, which live as long as the program and which it would otherwise walk through
~40 times. When they are in, they are set aside from its later passes (``gc.freeze``) and it
is switched on again: switched on alone, it would walk all of them at once.
"""
from __future__ import annotations

import gc
import importlib
import threading

UI = __package__  # 'ui' in the source tree, 'animaloffice.ui' where installed
OFFICE = ("animaloffice.services.opening", "animaloffice.services.users", "animaloffice.services.jurisdictions",
          f"{UI}.context", f"{UI}.sign_in", f"{UI}.admin", f"{UI}.window_actions")


def load_office_code(app, tab: str | None = None) -> None:
    """Import the office's modules (and `tab`'s) off the GUI thread; returns when done.

    A module that fails to import is left to fail again, with its message, where it is used."""
    names = OFFICE + ((f"{UI}.{tab}.tab",) if tab else ())
    collecting = gc.isenabled()
    gc.disable()
    try:
        thread = threading.Thread(target=_import_all, args=(names, True), name="load-office-code", daemon=True)
        thread.start()
        while thread.is_alive():
            thread.join(0.01)
            app.processEvents()
    finally:
        if collecting:
            gc.freeze()  # the modules' objects: kept for good, no use walking them again
            gc.enable()


def import_in_background(*names: str) -> threading.Thread:
    """Start importing `names` on a helper thread (a pending tab's code, before it is built on
    the GUI thread); the caller polls ``is_alive()``."""
    thread = threading.Thread(target=_import_all, args=(names,), name="load-tab-code", daemon=True)
    thread.start()
    return thread


def _check_office_file() -> None:
    """Start what the open will wait for: the check at open of the office's SQLite file (if it
    exists), or for a PostgreSQL office, finding the secret store that holds the password (and
    loading the driver, held back at peewee's import when the address is in the settings file).
    Any trouble here only means the open does it itself, as it otherwise would."""
    try:
        from animaloffice.office_database import target_ahead

        target = target_ahead()
        if target is None:
            return
        if target.kind == "sqlite":
            from animaloffice.persistence import file_check

            file_check.check_early(target.path)
        else:
            from animaloffice import credentials
            from animaloffice.persistence.drivers import load_postgres_driver

            credentials.warm_up()
            load_postgres_driver()
    except Exception:  # noqa: BLE001
        return


def _import_all(names, check_file: bool = False) -> None:
    """Import each module in turn; at the first that fails, stop (it fails again, with its
    message in full, where the module is used)."""
    if check_file:
        _check_office_file()
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001
            return
