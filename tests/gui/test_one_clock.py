"""The window reads the date from the same clock as the services: a date field's "today" is the
day the program's services will record, never Qt's own reading of the system clock (which a
clock moved for the office, or for a test run, does not move)."""
from __future__ import annotations

from datetime import date, datetime

import time_machine
from PySide6.QtCore import QDate, QDateTime, Qt

from ui.field.forms import datetime_edit
from ui.widgets.forms import date_edit

NEW_YEARS_EVE = datetime(2031, 12, 31, 23, 0)  # far from the real date, so Qt's clock would show


def test_an_empty_date_started_by_typing_starts_on_the_programs_today(qtbot):
    with time_machine.travel(NEW_YEARS_EVE, tick=False):
        edit = date_edit(allow_empty=True)
        qtbot.addWidget(edit)
        edit.show()
        edit.setFocus()
        qtbot.keyClick(edit, Qt.Key.Key_1)
        assert not edit.is_empty()
        assert edit.date().year() == 2031  # the digit typed goes into the month; the year is today's
        assert date_edit().date() == QDate(2031, 12, 31)
        assert date.today() == date(2031, 12, 31)


def test_a_time_field_allows_up_to_a_minute_past_the_programs_now(qtbot):
    with time_machine.travel(NEW_YEARS_EVE, tick=False):
        edit = datetime_edit()
        qtbot.addWidget(edit)
    assert edit.dateTime() == QDateTime(2031, 12, 31, 23, 0, 0)
    assert edit.maximumDateTime() == QDateTime(2031, 12, 31, 23, 1, 0)
