"""What every front-desk dialog shares: refusals shown next to the field they name,
Ctrl+Enter to confirm, Escape to cancel, and nothing saved unless the core agrees."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QScrollArea, QVBoxLayout, QWidget

from animaloffice.domain.errors import OfficeError

from ..widgets import charges
from ..widgets.forms import ErrorBanner
from ..widgets.tab_order import scroll_follows_focus
from .form_parts import Section


class DeskDialog(QDialog):
    """Base for the licensing dialogs. Subclasses add sections and implement ``submit()``,
    which calls one service and returns its result (or raises the core's refusal)."""

    ok_text = "&Save"

    def __init__(self, ctx, title: str, parent=None, scroll: bool = False):
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(title)
        self.setObjectName(type(self).__name__)
        self.result_value = None
        self.sections: list[Section] = []
        self.extra_fields: dict[str, QWidget] = {}
        self.banner = ErrorBanner()
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.addStretch(1)  # parts keep their own height; spare room goes below
        self.buttons = QDialogButtonBox()
        # the key that confirms from any field, on the button itself (as Take in says it), not in a tip
        self.ok_button = self.buttons.addButton(f"{self.ok_text} (Ctrl+Enter)", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("ok_button")
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button.clicked.connect(self.confirm)
        self.cancel_button.clicked.connect(self.reject)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, activated=self.confirm)
        layout = QVBoxLayout(self)
        self.scroll_area: QScrollArea | None = None
        if scroll:
            area = self.scroll_area = QScrollArea()
            area.setWidgetResizable(True)
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no blank stop between the last field and Save
            area.setWidget(self.body)
            scroll_follows_focus(area)  # Alt+letter to a field below the fold brings it into view
            layout.addWidget(area, 1)
        else:
            layout.addWidget(self.body, 1)
        layout.addWidget(self.banner)
        layout.addWidget(self.buttons)
        # the dialog's default only once the button is in it: set before, Qt made the first other
        # button added later the default (New license's hidden age-exemption offer took Enter)
        self.ok_button.setDefault(True)

    def add_section(self, section: Section) -> Section:
        self.sections.append(section)
        self.add_widget(section)
        return section

    def add_widget(self, widget: QWidget) -> QWidget:
        self.body_layout.insertWidget(self.body_layout.count() - 1, widget)
        return widget

    def all_fields(self) -> dict[str, QWidget]:
        out = dict(self.extra_fields)
        for s in self.sections:
            out.update({k: w for k, w in s.fields.items() if k not in out})
        return out

    def clear_errors(self) -> None:
        fields = self.all_fields()
        self.banner.clear_error(fields)
        for s in self.sections:
            s.banner.clear_error(s.fields)

    def show_error(self, exc: Exception) -> None:
        field = getattr(exc, "field", None) or ""
        for s in self.sections:
            if field in s.fields or field.split(".")[0] in s.fields:
                s.banner.show_error(exc, s.fields)
                self._bring_into_view(s.banner, s.fields.get(field) or s.fields.get(field.split(".")[0]))
                return
        self.banner.show_error(exc, self.all_fields())

    def _bring_into_view(self, banner: QWidget, widget: QWidget | None) -> None:
        """Scroll so the refusal and its field are on screen (the clerk may be at the bottom)."""
        if self.scroll_area is None:
            return
        self.body.layout().activate()  # the banner just appeared: place it before scrolling
        if widget is not None:
            self.scroll_area.ensureWidgetVisible(widget, 10, 40)
        self.scroll_area.ensureWidgetVisible(banner, 10, 10)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Never taller or wider than the screen (a desk PC may have 1366x768 at 150 % or less)."""
        from ..screen_fit import room

        limit = room(self)
        if self.height() > limit.height() or self.width() > limit.width():
            self.resize(self.size().boundedTo(limit))
        super().showEvent(event)

    def submit(self):  # pragma: no cover - each dialog implements it
        raise NotImplementedError

    def charge_question(self) -> str:
        """What the clerk confirms before the dialog charges a fee ('' when nothing is charged):
        the amount due, and what is taken now and how. A bad amount raises naming the field."""
        from animaloffice.domain.money import fmt_cents

        from .payment_box import METHODS, PaymentSection

        section = getattr(self, "payment", None)
        if not isinstance(section, PaymentSection) or section.due_cents <= 0:
            return ""
        taken = section.payment()
        how = dict((code, text.lower()) for text, code in METHODS).get(taken.method, taken.method)
        what = self.windowTitle()
        return (f"{what}: charge {fmt_cents(section.due_cents)}?\n"
                f"Taken now: {fmt_cents(taken.amount_cents)} by {how}.")

    def confirm(self) -> None:
        self.clear_errors()
        try:
            question = self.charge_question()
        except OfficeError as exc:
            self.show_error(exc)
            return
        if question and not charges.ask_charge(self, question):
            return
        try:
            self.result_value = self.submit()
        except OfficeError as exc:
            self.show_error(exc)
            return
        self.accept()
