"""Who hears each kind of matter in each city, the rule that gives the hearing, the appeal route and
its deadline: the profile's, and what an administrator fills in where it says "not stated", each
with its source (``services.hearing_setup``). What is still missing is listed at the top."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

from animaloffice.domain.hearing_terms import MATTER_WORDS, MATTERS, NOT_STATED
from animaloffice.queries.hearing_terms import office_setup, profile_terms
from animaloffice.queries.office import list_jurisdictions
from animaloffice.services.hearing_setup import FEES, set_hearing_terms, setup_version, setup_warnings

from ..theme import colour
from .common import PageMixin, buddy_label

TEXTS = (  # (field, label)
    ("body", "Heard &by"), ("source", "&Rule that gives the hearing"), ("appeal", "A&ppeal route"),
    ("appeal_source", "Appeal route's so&urce"), ("appeal_days_source", "Appeal deadline's s&ource"),
    ("request_counts_source", "Source of the date that cou&nts"),
)
COUNTS = (("", "As the profile says"), ("received", "The day it is received"),
          ("mailed", "The day it is mailed (postmark)"))


def warning_text(items=None) -> str:
    """The short set-up warning heading Settings ("" when nothing is missing)."""
    items = [w for w in (setup_warnings() if items is None else items) if w.matter != FEES]
    if not items:
        return ""
    cities = sorted({w.jurisdiction_name for w in items})
    return (f"Hearing set-up to finish: the ordinance profile of {', '.join(cities)} does not state who hears "
            f"{len(items)} kind{'s' if len(items) != 1 else ''} of matter, the rule or the appeal route. "
            "Until an administrator fills them in on the Hearings page, with their source, letters say how to "
            "ask the city for a hearing and cite nothing.")


def warning_list(items=None) -> str:
    items = [w for w in (setup_warnings() if items is None else items) if w.matter != FEES]
    return "\n".join(w.text() for w in items) if items else "Every matter's hearing and appeal is stated."


class HearingsPage(PageMixin, QWidget):
    title = "Hearings"

    def __init__(self, ctx, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.warning = QLabel(objectName="hearing_setup_list")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(f"color: {colour('warning')}; font-weight: 600;")
        self.city = QComboBox(objectName="hearing_city")
        self.city.setAccessibleName(self.tr("City"))
        self.matter = QComboBox(objectName="hearing_matter")
        self.matter.setAccessibleName(self.tr("Matter"))
        for m in MATTERS:
            self.matter.addItem(MATTER_WORDS[m].split(" ", 1)[1].capitalize(), m)
        pick = QHBoxLayout()
        pick.addWidget(self.city, 1)
        pick.addWidget(self.matter, 1)
        self.profile_says = QLabel(objectName="profile_says")
        self.profile_says.setWordWrap(True)
        self.edits: dict[str, QLineEdit] = {}
        form = QFormLayout()
        form.addRow(buddy_label(self.tr("&City and matter"), self.city), pick)
        form.addRow(self.tr("The profile says"), self.profile_says)
        for field, label in TEXTS[:4]:
            self.edits[field] = self._edit(form, field, label)
        self.days = QSpinBox(objectName="appeal_days")
        self.days.setRange(0, 3650)
        self.days.setSpecialValueText(NOT_STATED)
        self.days.setSuffix(self.tr(" days"))
        self.days.setAccessibleName(self.tr("Days to appeal"))
        form.addRow(buddy_label(self.tr("&Days to appeal"), self.days), self.days)
        self.edits["appeal_days_source"] = self._edit(form, *TEXTS[4])
        self.counts = QComboBox(objectName="request_counts")
        self.counts.setAccessibleName(self.tr("A request is on time by"))
        for code, text in COUNTS:
            self.counts.addItem(text, code)
        form.addRow(buddy_label(self.tr("A request is on &time by"), self.counts), self.counts)
        self.edits["request_counts_source"] = self._edit(form, *TEXTS[5])
        note = QLabel(self.tr("Leave a line empty to keep what the city's ordinance profile says. Fill in only what the "
                              "city has adopted, with its source (ordinance, resolution or statute)."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.warning)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addStretch(1)
        self.fields = {**self.edits, "appeal_days": self.days, "request_counts": self.counts, "matter": self.matter}
        self._shown: tuple[int, str] | None = None
        self._editable = True
        self.city.currentIndexChanged.connect(lambda _: self.report(self._switch))
        self.matter.currentIndexChanged.connect(lambda _: self.report(self._switch))
        self.load()

    def _edit(self, form: QFormLayout, field: str, label: str) -> QLineEdit:
        edit = QLineEdit(objectName=f"hearing_{field}")
        edit.setAccessibleName(label.replace("&", ""))
        form.addRow(label, edit)
        return edit

    # --- reading ----------------------------------------------------------------------
    def load(self) -> None:
        self.city.blockSignals(True)
        self.city.clear()
        for j in list_jurisdictions():
            self.city.addItem(j.name, j.id)
        self.city.blockSignals(False)
        self.warning.setText(warning_list())
        self._show()

    def current(self) -> tuple[int, str] | None:
        jid, matter = self.city.currentData(), self.matter.currentData()
        return (jid, matter) if jid is not None and matter else None

    def _show(self) -> None:
        self._shown = self.current()
        if self._shown is None:
            return
        jid, matter = self._shown
        shipped = profile_terms(jid, matter)
        said = [f"heard by: {shipped.body or NOT_STATED}", f"rule: {shipped.source or NOT_STATED}",
                f"appeal: {shipped.appeal or NOT_STATED}",
                f"days to appeal: {shipped.appeal_days or NOT_STATED}",
                f"a request counts from the day it is {shipped.request_counts}"]
        self.profile_says.setText("; ".join(said) + ".")
        row = office_setup(jid, matter) or {}
        for field, edit in self.edits.items():
            edit.setText(row.get(field) or "")
            edit.setPlaceholderText(getattr(shipped, field) or NOT_STATED)
            edit.setReadOnly(not self._editable)
        self.days.setValue(row.get("appeal_days") or 0)
        self.counts.setCurrentIndex(max(0, self.counts.findData(row.get("request_counts") or "")))
        self.days.setEnabled(self._editable)
        self.counts.setEnabled(self._editable)

    def _switch(self) -> None:
        """A change to the terms shown is saved before another city or matter is shown."""
        if self._shown is not None and self.changed():
            self._save(self._shown)
        self._show()

    def set_editable(self, editable: bool) -> None:
        self._editable = editable
        self._show()

    # --- writing ----------------------------------------------------------------------
    def _values(self) -> dict:
        values = {field: edit.text() for field, edit in self.edits.items()}
        values["appeal_days"] = self.days.value() or None
        values["request_counts"] = self.counts.currentData() or ""
        return values

    def changed(self) -> bool:
        if self._shown is None or not self._editable:
            return False
        jid, matter = self._shown
        row = office_setup(jid, matter) or {}
        stored = {field: row.get(field, "") for field in self.edits}
        stored["appeal_days"] = row.get("appeal_days")
        stored["request_counts"] = row.get("request_counts", "")
        return {k: (v.strip() if isinstance(v, str) else v) for k, v in self._values().items()} != stored

    def _save(self, shown: tuple[int, str]) -> None:
        jid, matter = shown
        set_hearing_terms(self.ctx.actor, jid, matter, expected_version=setup_version(jid, matter), **self._values())

    def save(self) -> bool:
        if not self.changed():
            return False
        self._save(self._shown)
        self.load()
        return True
