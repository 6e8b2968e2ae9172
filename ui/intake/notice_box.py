"""The impound's notices on its panel: each reprinted with Enter, and how each was served kept in
the notice's service window (its attempts, the return of the mail, the proof of service to print),
as the law needs the impound, posting, quarantine and seizure notices proven served."""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout

from animaloffice.domain.notice_kinds import kind_label

from ..hearings.service_window import open_service_window


class NoticeBox(QGroupBox):
    reprint = Signal(int)  # notice id

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.service_window = None
        self.setTitle(self.tr("Notices (Enter or double-click to reprint)"))
        self.list = QListWidget(objectName="notice_list")
        self.list.setAccessibleName(self.tr("Notices sent"))
        self.list.setMaximumHeight(110)
        self.list.itemActivated.connect(lambda item: self.reprint.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.list.currentItemChanged.connect(lambda *_: self._enable())
        # Alt+I: the panel's other letters are its actions' and the menu bar's
        self.service_button = QPushButton(self.tr("Serv&ice and proof…"),
                                          objectName="notice_service")
        self.service_button.setAccessibleName(self.tr("How the chosen notice was served, and its proof of service"))
        self.service_button.setToolTip(self.tr("How the chosen notice was served, and its proof of service"))
        self.service_button.clicked.connect(self.open_service)
        layout = QVBoxLayout(self)  # the service button is placed by the panel, with its other actions
        layout.addWidget(self.list)
        self._enable()

    def show_notices(self, notices) -> None:
        self.list.clear()
        for n in notices:
            # the kind's name and how it was sent, in words ("Hand delivery", not the stored "in_person")
            text = f"{_d(n.sent_on)} · {kind_label(n.kind)} · {n.method_text or n.method} · {n.number}"
            if n.other_deadline:
                text += self.tr(" · deadline {0}").format(_d(n.other_deadline))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, n.id)
            self.list.addItem(item)
        self._enable()

    def open_service(self) -> None:
        """The chosen notice's service window: record an attempt or a return, print its proof."""
        item = self.list.currentItem()
        if item is not None:
            self.service_window = open_service_window(self.ctx, item.data(Qt.ItemDataRole.UserRole), self)

    def _enable(self) -> None:
        self.service_button.setEnabled(self.list.currentItem() is not None)


def _d(day: date) -> str:
    return f"{day:%m/%d/%Y}"
