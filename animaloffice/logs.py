"""The program's log: a rotating file in the user's log folder, and crash capture.

The Windows program has no console, so whatever is not written here is lost. ``start_logging``
sends the ``logging`` records of every module to ``animaloffice.log`` (rotated at 1 MB, five
kept), writes a fatal crash's Python stack to ``crash.log`` (``faulthandler``: a segfault or an
abort leaves no other trace), and logs any exception that reaches the top (``sys.excepthook``,
and the same for threads). The window adds Qt's own messages and a dialog (``ui/crash.py``).
No password or database URL with a password is ever logged: ``redact`` takes them out.
"""
from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import re
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO

LOG_NAME = "animaloffice.log"
CRASH_NAME = "crash.log"
MAX_BYTES = 1_000_000
KEPT = 5
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s [%(threadName)s] %(message)s"
# bounded scheme: a long word in a message must not make every line cost its length squared
_URL_PASSWORD = re.compile(r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.-]{0,30}://[^:/@\s]+):[^@\s]*@")

_state: dict = {}


def redact(text: str) -> str:
    """A database URL's password replaced by ***."""
    return _URL_PASSWORD.sub(r"\g<scheme>:***@", text)


class _Redacting(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


def log_file() -> Path | None:
    """Where the log is written, once ``start_logging`` ran."""
    return _state.get("path")


def start_logging(folder: Path | None = None, *, level: int = logging.INFO) -> Path:
    """Log to ``folder`` (the user's log folder by default); returns the log file. Safe to call
    again: the handlers are set up once per process."""
    if "path" in _state:
        return _state["path"]
    if folder is None:
        from .config import log_dir

        folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_NAME
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=KEPT, encoding="utf-8",
                                                   delay=False)
    handler.setFormatter(_Redacting(_FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    crash: IO[str] = open(folder / CRASH_NAME, "a", encoding="utf-8")  # kept open: faulthandler writes to its fd
    faulthandler.enable(file=crash, all_threads=True)
    _state.update(path=path, handler=handler, crash=crash, previous_hook=sys.excepthook,
                  previous_thread_hook=threading.excepthook)
    sys.excepthook = _log_uncaught
    threading.excepthook = _log_uncaught_in_thread
    from . import __version__

    logging.getLogger("animaloffice").info("AnimalOffice %s started (Python %s, %s)", __version__,
                                           sys.version.split()[0], sys.platform)
    return path


_listeners: list[Callable[[str], None]] = []


def on_uncaught(listener: Callable[[str], None]) -> None:
    """Call ``listener(details)`` after an uncaught exception is logged (the window's dialog)."""
    _listeners.append(listener)


def details_of(exc_type, exc, tb) -> str:
    import traceback

    return redact("".join(traceback.format_exception(exc_type, exc, tb)))


def _log_uncaught(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        _state.get("previous_hook", sys.__excepthook__)(exc_type, exc, tb)
        return
    logging.getLogger("animaloffice").critical("Unexpected error", exc_info=(exc_type, exc, tb))
    details = details_of(exc_type, exc, tb)
    if not _listeners:
        sys.__stderr__ and sys.__stderr__.write(details)
    for listener in list(_listeners):
        try:
            listener(details)
        except Exception:  # noqa: BLE001 - the dialog failing must not hide the error itself
            logging.getLogger("animaloffice").exception("The error dialog failed")


def _log_uncaught_in_thread(args) -> None:
    if args.exc_type is SystemExit:
        return
    logging.getLogger("animaloffice").critical("Unexpected error in thread %s",
                                               args.thread.name if args.thread else "?",
                                               exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
