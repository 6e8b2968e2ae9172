"""Permits whose conditions changed after issue (T-4A): the follow-up list, and the officer's
decision that clears the flag (a mixin of ``PermitsTab``, and its dialog)."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QButtonGroup, QDialog, QLabel, QPlainTextEdit, QRadioButton, QVBoxLayout

from animaloffice.domain.permit_changes import DECISIONS
from animaloffice.queries.permit_changes import changes_to_decide, explanation
from animaloffice.queries.permit_views import PermitView, owner_premises
from animaloffice.services.permit_changes import decide_change

from ..modal import run_modal
from ..models.query_table_model import Column
from ..widgets.forms import date_edit, from_qdate, to_qdate
from .action_dialogs import ActionDialog
from .widgets import ListPage, list_source

ACCEPTED = QDialog.DialogCode.Accepted
DONE = {"stands": "the permit stands", "new_premises": "the new premises are recorded on the permit",
        "expired": "the permit expired when the holder moved"}


class ChangeDecisionDialog(ActionDialog):
    """The officer decides what a change means for the permit (T-4A): it stands, it goes on at the
    new premises, or it expired on the day of the change."""

    ok_text = "&Save decision"

    def __init__(self, ctx, view: PermitView, parent=None):
        super().__init__(ctx, f"Conditions changed — permit {view.number}", "change_decision_dialog", parent)
        self.view = view
        what = QLabel(self.tr("<b>Changed on {0:%m/%d/%Y}:</b> {1}").format(view.changed_on, escape(explanation(view.change_note))),
                      wordWrap=True, objectName="change_note")
        what.setMinimumWidth(480)
        self.choices: dict[str, QRadioButton] = {}
        group, box = QButtonGroup(self), QVBoxLayout()
        new_address = owner_premises(view.owner_id)
        for code, text in DECISIONS:
            label = text + (f": {new_address}" if code == "new_premises" and new_address else "")
            radio = QRadioButton(label, objectName=f"decision_{code}")
            group.addButton(radio)
            box.addWidget(radio)
            self.choices[code] = radio
        self.on = date_edit(name="decided_on")
        self.on.setMaximumDate(date_edit().date())
        self.on.setMinimumDate(to_qdate(view.changed_on))
        self.note = QPlainTextEdit(objectName="note")
        self.note.setTabChangesFocus(True)
        self.note.setAccessibleName(self.tr("What the officer found"))
        self.form.addRow(self.tr("What changed"), what)
        self.form.addRow(self.tr("Decision"), box)
        self.form.addRow(self.tr("&Date"), self.on)
        self.form.addRow(self.tr("What you &found"), self.note)
        self.fields = {"decision": next(iter(self.choices.values())), "on": self.on, "note": self.note,
                       "permit_id": self.note}
        self.resize(640, 420)

    def perform(self):
        chosen = next((code for code, radio in self.choices.items() if radio.isChecked()), "")
        return decide_change(self.ctx.actor, self.view.id, decision=chosen, note=self.note.toPlainText(),
                             on=from_qdate(self.on.date()), expected_version=self.view.version)


class PermitChanges:
    """Needs the tab's ``ctx``, ``view``, ``lists``, ``buttons``, ``show_record`` and ``_done``."""

    def _build_changes_page(self) -> ListPage:
        page = ListPage("changes", [
            Column("number", "Permit", sortable=False), Column("owner", "Holder", sortable=False),
            Column("changed", "Changed on", "date", False),
            Column("clears", "What clears it", sortable=False, width=250), Column("what", "What changed", sortable=False)])
        page.make_source = lambda *_: list_source(lambda: [
            (c.permit_id, c.number, c.owner_name, c.changed_on, c.action, c.explanation)
            for c in changes_to_decide(self.ctx.jurisdiction_id)])
        page.selected.connect(lambda rid: self.show_record("permit", rid, select=False))
        return page

    def _show_changes_page(self, profile) -> None:
        """The list is there where a permit expires on a material change (T-4A: Tracy's animal permit)."""
        self.lists.setTabVisible(self.lists.indexOf(self.changes), profile.enforces("animal_permits"))
        self.buttons["change"].setVisible(profile.enforces("animal_permits"))

    def do_change(self) -> None:
        dlg = ChangeDecisionDialog(self.ctx, self.view, self)
        if run_modal(dlg) == ACCEPTED and dlg.result_value:
            r = dlg.result_value
            self._done(self.tr("Permit {0}: {1} (T-4A)").format(self.view.number, DONE[r.decision]), "permit", r.permit_id)
