"""One date for the whole test run.

A test module reads ``TODAY = date.today()`` when it is collected, and the program reads the clock
again when it acts. A run that crosses midnight would see two dates: a license paid "today" lands
on tomorrow's takings sheet, and a deadline due "today" reads "this week". So a run that could
reach midnight starts its clock earlier the same evening, moved back once by a constant shift (the
clock still ticks at its real pace, so waits and timestamps keep their order). Child Python
processes the tests start take the same shift from the environment (``sitecustomize.py`` beside
this file). The shift is never forward, and a run far from midnight is not moved at all.
"""
from __future__ import annotations

import os
import time
from datetime import datetime, timedelta

ROOM = timedelta(hours=4)  # longer than any run of the suite, on a loaded machine too
SHIFT_VARIABLE = "ANIMALOFFICE_TEST_CLOCK_SHIFT"  # seconds the clock was moved back
_started: float | None = None  # the shift this process runs on, once started


def shift_for_one_day(now: datetime, room: timedelta = ROOM) -> timedelta:
    """How far back to move a run's clock that starts at ``now`` (local time) so that ``room``
    more time falls on the same date: nothing when it does already."""
    latest_start = datetime.combine(now.date(), datetime.min.time()) + timedelta(days=1) - room
    return max(now - latest_start, timedelta(0))


def unmoved_now() -> datetime:
    """The time now by a clock the run does not move (a database's: SQLite's and PostgreSQL's
    stamp the audit log), for a test that compares with it."""
    return datetime.now() + timedelta(seconds=_started or 0.0)


def start(shift_seconds: float | None = None) -> float:
    """Move this process's clock back (by ``shift_seconds``, else by what the run's start needs,
    else by what the environment says the parent moved it) and say the shift in the environment
    for child processes. Returns the shift in seconds. A process moves once: a child pytest,
    moved by its ``sitecustomize``, is not moved again by its conftest."""
    global _started
    if _started is not None:
        return _started
    if shift_seconds is None:
        inherited = os.environ.get(SHIFT_VARIABLE)
        shift_seconds = float(inherited) if inherited else shift_for_one_day(datetime.now()).total_seconds()
    os.environ[SHIFT_VARIABLE] = repr(shift_seconds)
    here = os.path.dirname(os.path.abspath(__file__))
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if here not in paths:
        os.environ["PYTHONPATH"] = os.pathsep.join([here, *paths])
    if shift_seconds > 0:
        import time_machine

        time_machine.travel(time.time() - shift_seconds, tick=True).start()
    _started = shift_seconds
    return shift_seconds
