"""Two workstations acting at the same moment on one PostgreSQL database (test helpers).

SQLite takes the write lock when a transaction begins, so there the two desks cannot
interleave; on PostgreSQL both can read before either writes, which is what these tests make
happen: each desk waits for the other at a chosen call inside the service."""
from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from animaloffice.persistence.models.base import database


def postgres_only(office) -> None:
    if office.backend != "postgres":
        pytest.skip("SQLite takes the write lock at the start: the two desks cannot interleave")


def meet_at(monkeypatch, owner, name: str, *, before: bool = False, timeout: float = 3) -> None:
    """Replace ``owner.name`` so that each desk waits for the other there: after its call (both
    have read) or, with ``before``, before it (both have read what came earlier). A desk the
    other keeps waiting (a lock it holds) goes on after ``timeout`` seconds."""
    original = getattr(owner, name)
    barrier = threading.Barrier(2)

    def meet():
        try:
            barrier.wait(timeout=timeout)
        except threading.BrokenBarrierError:
            pass  # the other desk is waiting its turn

    def at_the_meeting(*args, **kwargs):
        if before:
            meet()
            return original(*args, **kwargs)
        result = original(*args, **kwargs)
        meet()
        return result

    monkeypatch.setattr(owner, name, at_the_meeting)


def at_once(*desks: Callable[[], str], refused: tuple[type[Exception], ...],
            label: Callable[[Exception], str]) -> list[str]:
    """Run each desk (a call returning what it did) on its own thread and connection; a refusal
    of the kinds ``refused`` is recorded as ``label(error)``. The outcomes, sorted."""
    outcomes: list[str] = []

    def run(desk):
        try:
            outcomes.append(desk())
        except refused as exc:
            outcomes.append(label(exc))
        finally:
            database.close()

    threads = [threading.Thread(target=run, args=(d,)) for d in desks]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return sorted(outcomes)


def by_field(error) -> str:
    return error.field


def by_kind(error) -> str:
    return type(error).__name__
