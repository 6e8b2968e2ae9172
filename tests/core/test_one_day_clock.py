"""The run keeps one date (tests/clock/one_day_clock.py): a run that could reach midnight starts
its clock earlier that evening, and the Python processes its tests start keep the same date."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import datetime, timedelta

import one_day_clock
from one_day_clock import shift_for_one_day


def test_a_run_far_from_midnight_keeps_the_real_clock():
    assert shift_for_one_day(datetime(2026, 12, 4, 9, 30)) == timedelta(0)
    assert shift_for_one_day(datetime(2026, 12, 4, 0, 0)) == timedelta(0)
    assert shift_for_one_day(datetime(2026, 12, 4, 20, 0), timedelta(hours=4)) == timedelta(0)


def test_a_run_near_midnight_starts_where_its_room_ends_before_midnight():
    late = datetime(2026, 12, 4, 23, 59, 58)
    shift = shift_for_one_day(late, timedelta(hours=4))
    assert late - shift == datetime(2026, 12, 4, 20, 0)
    assert (late - shift + timedelta(hours=4) - timedelta(microseconds=1)).date() == late.date()
    assert shift_for_one_day(datetime(2026, 12, 31, 22, 0), timedelta(hours=4)) == timedelta(hours=2)


def _real_time() -> float:
    """The machine's own clock, whether this run's clock is moved or not."""
    from time_machine import escape_hatch

    return escape_hatch.time.time() if escape_hatch.is_travelling() else time.time()


def test_this_run_runs_on_the_real_clock_less_its_shift_and_says_the_shift_to_its_children():
    shift = one_day_clock._started
    assert shift is not None and shift >= 0
    assert abs((_real_time() - time.time()) - shift) < 5
    assert float(os.environ[one_day_clock.SHIFT_VARIABLE]) == shift


def test_a_child_python_takes_the_shift_it_is_given():
    """The parent's shift reaches a child: moved 36 hours back, the child's date is that of 36
    hours ago on the real clock, never today's."""
    env = {**os.environ, one_day_clock.SHIFT_VARIABLE: repr(36 * 3600.0)}
    shown = subprocess.run([sys.executable, "-c", "import datetime; print(datetime.date.today())"],
                           env=env, capture_output=True, text=True, timeout=60, check=True).stdout.strip()
    assert shown == str((datetime.fromtimestamp(_real_time()) - timedelta(hours=36)).date())
