"""Long work off the GUI thread, reporting back by signals on the GUI thread.

``run_task(fn, on_done, on_error, on_progress)``: ``fn(progress)`` runs in the
thread pool; ``progress(i, n)`` returns False once the person cancelled. Database
writes stay on the GUI thread (one writer); background work reads and renders.
``run_read(fn, on_done, on_error)``: a database read that ``cancel()`` stops at once
(a list's page or count that a newer one has replaced). ``run_read_parts`` is such a read made
in parts (a long report): each part reaches the window as it is made.
"""
from __future__ import annotations

import threading
import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class TaskSignals(QObject):
    succeeded = Signal(object)
    failed = Signal(object)
    progressed = Signal(int, int)
    part = Signal(object)  # a piece of a read made in parts, before its outcome


class Task(QRunnable):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
        self.signals = TaskSignals()
        self.cancelled = threading.Event()
        self.on_cancel = None  # called (on the cancelling thread) to stop work that cannot poll
        self.then = None  # called on the worker once the outcome is sent (tidying no one waits for)
        self.setAutoDelete(False)

    def progress(self, i: int, n: int) -> bool:
        self.signals.progressed.emit(i, n)
        return not self.cancelled.is_set()

    def cancel(self) -> None:
        self.cancelled.set()
        if self.on_cancel is not None:
            self.on_cancel()

    def run(self):
        try:
            result = self.fn(self.progress)
        except BaseException as exc:  # reported to the window, never swallowed
            exc.__traceback_text__ = traceback.format_exc()
            self._emit(self.signals.failed, exc)
        else:
            self._emit(self.signals.succeeded, result)
        if self.then is not None:
            try:
                self.then()
            except Exception:  # noqa: BLE001 (tidying up; the outcome is already delivered)
                traceback.print_exc()

    @staticmethod
    def _emit(signal, value) -> None:
        try:
            signal.emit(value)
        except RuntimeError:  # the window that asked was closed (the program is quitting): no one to tell
            pass


_pool: QThreadPool | None = None
_running: set[Task] = set()


def pool() -> QThreadPool:
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(2)
    return _pool


def finish_all(timeout_ms: int = 3000) -> bool:
    """Ask every running task to stop and wait for them (at quit: none may outlive the window)."""
    for task in list(_running):
        task.cancel()
    return _pool.waitForDone(timeout_ms) if _pool is not None else True


def wait_all(timeout_ms: int = 3000) -> bool:
    """Wait for every running task to end as it would (a test waiting for a read's outcome;
    ``finish_all`` would stop the read it waits for)."""
    return _pool.waitForDone(timeout_ms) if _pool is not None else True


def run_task(fn, on_done=None, on_error=None, on_progress=None) -> Task:
    return _start(_task(fn, on_done, on_error, on_progress))


def _task(fn, on_done=None, on_error=None, on_progress=None, on_part=None) -> Task:
    """The task made and its outcome's receivers connected, not yet started."""
    task = Task(fn)
    if on_done:
        task.signals.succeeded.connect(on_done)
    if on_error:
        task.signals.failed.connect(on_error)
    if on_progress:
        task.signals.progressed.connect(on_progress)
    if on_part:
        task.signals.part.connect(on_part)
    return task


def _start(task: Task) -> Task:
    _running.add(task)
    task.signals.succeeded.connect(lambda _=None: _running.discard(task))
    task.signals.failed.connect(lambda _=None: _running.discard(task))
    pool().start(task)
    return task


def run_read(fn, on_done=None, on_error=None, *, tag=None, on_part=None) -> Task:
    """Run ``fn()`` on a worker, on that thread's own database connection (closed after).
    ``cancel()`` interrupts the read mid-query; the read then fails with ``ReadStopped``,
    which ``on_error`` is given like any failure (and should pass over). Any failure carries
    ``read_tag = tag``, so a receiver can tell which of its reads failed. Give bound methods
    of a QObject: Qt drops the call if that object is gone (a list closed while it was read).
    With ``on_part``, ``fn()`` is a read made in parts: it yields pieces, each given to
    ``on_part`` as soon as it is made, and the last one, its outcome, to ``on_done`` as well
    (so a receiver of parts passes over the outcome); cancelled, it stops between pieces as
    well as mid-query."""
    from animaloffice.persistence.reads import ReadStopped, StoppableRead

    def in_parts():
        last, pieces = None, fn()
        try:
            for last in pieces:  # noqa: B007 (the last piece is the outcome)
                task.signals.part.emit(last)
                if task.cancelled.is_set():
                    raise ReadStopped()
        finally:
            close = getattr(pieces, "close", None)
            if close is not None:  # stopped early: its cursor closes here, on its own connection
                close()
        return last

    read = StoppableRead(fn if on_part is None else in_parts)

    def work(_progress):
        try:
            return read()
        except BaseException as exc:
            exc.read_tag = tag
            raise

    task = _task(work, on_done, on_error, on_part=on_part)
    task.on_cancel = read.stop
    task.then = read.open_spare  # the next read finds its connection open
    return _start(task)

