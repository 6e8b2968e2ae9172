"""Scheduled hearings on a month calendar: marked days, and the chosen day's hearings."""
from __future__ import annotations

import calendar as _cal
from datetime import date

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QTextCharFormat
from PySide6.QtWidgets import QCalendarWidget, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from animaloffice.queries.hearings import hearing_days, hearings_between
from ui.theme import tint
from ui.widgets.forms import from_qdate, to_qdate



class HearingCalendar(QWidget):
    open_case = Signal(int)  # notice id

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.calendar = QCalendarWidget(objectName="hearing_calendar")
        self.calendar.setAccessibleName("Hearing calendar")
        self.calendar.setGridVisible(True)
        self.calendar.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.day_label = QLabel()
        self.day_label.setObjectName("calendar_day_label")
        self.day_list = QListWidget(objectName="calendar_day_list")
        self.day_list.setAccessibleName("Hearings on the chosen day")
        self.day_list.setWordWrap(True)
        self.day_list.setAlternatingRowColors(True)
        self.marked: dict[date, int] = {}
        self.calendar.currentPageChanged.connect(lambda y, m: self.mark_month(y, m))
        self.calendar.selectionChanged.connect(self.show_day)
        self.day_list.itemActivated.connect(self._activate)
        right = QVBoxLayout()
        right.addWidget(self.day_label)
        right.addWidget(self.day_list, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.calendar, 2)
        layout.addLayout(right, 3)
        self.refresh()

    def refresh(self) -> None:
        self.mark_month(self.calendar.yearShown(), self.calendar.monthShown())
        self.show_day()

    def mark_month(self, year: int, month: int) -> None:
        for day in self.marked:
            self.calendar.setDateTextFormat(to_qdate(day), QTextCharFormat())
        # the grid shows a few days of the months either side
        start = date(year, month, 1).toordinal() - 7
        end = date(year, month, _cal.monthrange(year, month)[1]).toordinal() + 14
        self.marked = hearing_days(self.ctx.jurisdiction_id, date.fromordinal(start), date.fromordinal(end))
        fmt = QTextCharFormat()
        fmt.setBackground(QBrush(tint("info")))
        fmt.setFontWeight(QFont.Weight.Bold)
        for day, count in self.marked.items():
            f = QTextCharFormat(fmt)
            f.setToolTip(f"{count} hearing{'s' if count != 1 else ''}")
            self.calendar.setDateTextFormat(to_qdate(day), f)

    def show_day(self) -> None:
        day = from_qdate(self.calendar.selectedDate())
        rows = hearings_between(self.ctx.jurisdiction_id, day, day)
        self.day_label.setText(f"{day:%A %B %d, %Y}: " + (f"{len(rows)} hearing{'s' if len(rows) != 1 else ''}"
                                                          if rows else "no hearings"))
        self.day_list.clear()
        for h in rows:
            item = QListWidgetItem(f"{h.at:%I:%M %p}".lstrip("0") + f" — {h.who} — {h.matter} ({h.status})\n"
                                   f"before the {h.body}, {h.place}")
            item.setData(Qt.ItemDataRole.UserRole, h.notice_id)
            self.day_list.addItem(item)

    def go_to(self, day: date) -> None:
        self.calendar.setSelectedDate(QDate(day.year, day.month, day.day))
        self.show_day()

    def _activate(self, item: QListWidgetItem) -> None:
        self.open_case.emit(item.data(Qt.ItemDataRole.UserRole))
