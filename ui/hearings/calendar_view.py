"""Scheduled hearings on a month calendar: marked days, the chosen day's hearings, the next one.

Days with hearings are marked; legal holidays and the city's closed days are
shaded with their name as a tooltip, so a hearing is not set on one by mistake.
"""
from __future__ import annotations

import calendar as _cal
from datetime import date

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette, QTextCharFormat
from PySide6.QtWidgets import QCalendarWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from animaloffice.domain.explain import fmt_date
from animaloffice.queries.hearing_letters import scheduled_at_text
from animaloffice.queries.hearings import hearing_days, hearings_between, next_hearing

from ..theme import tint
from ..widgets.forms import from_qdate, to_qdate

GO_TO = Qt.ItemDataRole.UserRole + 1  # a 'next hearing' line: the day to go to


def closed_shade() -> QColor:
    """A day the city is closed: the palette's own mid-light grey (reads in light and dark mode)."""
    return QGuiApplication.palette().color(QPalette.ColorRole.Midlight)


class HearingCalendar(QWidget):
    open_case = Signal(int)  # notice id

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.calendar = QCalendarWidget(objectName="hearing_calendar")
        self.calendar.setAccessibleName(self.tr("Hearing calendar"))
        self.calendar.setGridVisible(True)
        self.calendar.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.legend = QLabel(self.tr("<span style='background:{0}'>&nbsp;bold on blue&nbsp;</span> a day with hearings &nbsp; "
                                     "<span style='background:{1}'>&nbsp;grey&nbsp;</span> a holiday or a day the city is "
                                     "closed (point at it for its name)").format(tint('info').name(), closed_shade().name()))
        self.legend.setObjectName("calendar_legend")
        self.legend.setWordWrap(True)
        self.day_label = QLabel()
        self.day_label.setObjectName("calendar_day_label")
        self.day_list = QListWidget(objectName="calendar_day_list")
        self.day_list.setAccessibleName(self.tr("Hearings on the chosen day"))
        self.day_list.setWordWrap(True)
        self.day_list.setAlternatingRowColors(True)
        self.day_label.setBuddy(self.day_list)
        self.marked: dict[date, int] = {}
        self.shaded: list[date] = []
        self.calendar.currentPageChanged.connect(lambda y, m: self.mark_month(y, m))
        self.calendar.selectionChanged.connect(self.show_day)
        self.day_list.itemActivated.connect(self._activate)
        left = QVBoxLayout()
        left.addWidget(self.calendar, 1)
        left.addWidget(self.legend)
        right = QVBoxLayout()
        right.addWidget(self.day_label)
        right.addWidget(self.day_list, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        self.refresh()

    def refresh(self) -> None:
        self.mark_month(self.calendar.yearShown(), self.calendar.monthShown())
        self.show_day()

    def mark_month(self, year: int, month: int) -> None:
        for day in list(self.marked) + self.shaded:
            self.calendar.setDateTextFormat(to_qdate(day), QTextCharFormat())
        # the grid shows a few days of the months either side
        start = date.fromordinal(date(year, month, 1).toordinal() - 7)
        end = date.fromordinal(date(year, month, _cal.monthrange(year, month)[1]).toordinal() + 14)
        self.shaded = []
        city = self.ctx.profile().calendar
        for ordinal in range(start.toordinal(), end.toordinal() + 1):
            day = date.fromordinal(ordinal)
            reason = city.closed_reason(day)
            if reason and day.weekday() < 5:  # weekends are already red in the grid
                f = QTextCharFormat()
                f.setBackground(QBrush(closed_shade()))
                f.setToolTip(reason[:1].upper() + reason[1:])
                self.calendar.setDateTextFormat(to_qdate(day), f)
                self.shaded.append(day)
        self.marked = hearing_days(self.ctx.jurisdiction_id, start, end)
        for day, count in self.marked.items():
            f = QTextCharFormat(self.calendar.dateTextFormat(to_qdate(day)))
            f.setBackground(QBrush(tint("info")))
            f.setFontWeight(QFont.Weight.Bold)
            closed = city.closed_reason(day)
            f.setToolTip(f"{count} hearing{'s' if count != 1 else ''}" + (f" ({closed})" if closed else ""))
            self.calendar.setDateTextFormat(to_qdate(day), f)

    def show_day(self) -> None:
        day = from_qdate(self.calendar.selectedDate())
        rows = hearings_between(self.ctx.jurisdiction_id, day, day)
        self.day_label.setText(f"{fmt_date(day)}: " + (f"{len(rows)} hearing{'s' if len(rows) != 1 else ''}"
                                                       if rows else "no hearings"))
        self.day_list.clear()
        for h in rows:
            item = QListWidgetItem(f"{scheduled_at_text(h.at)[1]} — {h.who} — {h.matter} ({h.status})\n"
                                   f"before the {h.body}, {h.place}")
            item.setData(Qt.ItemDataRole.UserRole, h.notice_id)
            self.day_list.addItem(item)
        if not rows:
            upcoming = next_hearing(self.ctx.jurisdiction_id, day)
            if upcoming is not None:
                item = QListWidgetItem(f"Next hearing: {' at '.join(scheduled_at_text(upcoming.at))} — "
                                       f"{upcoming.who} — {upcoming.matter} (Enter to go to that day)")
                item.setData(GO_TO, upcoming.at.date())
                self.day_list.addItem(item)

    def go_to(self, day: date) -> None:
        self.calendar.setSelectedDate(QDate(day.year, day.month, day.day))
        self.show_day()

    def _activate(self, item: QListWidgetItem) -> None:
        day = item.data(GO_TO)
        if day is not None:
            self.go_to(day)
            return
        self.open_case.emit(item.data(Qt.ItemDataRole.UserRole))
