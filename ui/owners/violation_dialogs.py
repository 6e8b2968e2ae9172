"""Dialogs for violations and citations (T-8A, T-2C, W-90.05C), and for merging duplicates."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit

from animaloffice.domain.errors import OfficeError
from animaloffice.domain.money import fmt_cents, parse_cents
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import charges
from animaloffice.queries import owners as q
from animaloffice.queries.owner_find import find_owners
from animaloffice.services import merge, violations
from animaloffice.services.payments import PaymentInput

from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.charges import charge_text
from ..widgets.forms import date_edit, from_qdate, person_name
from ..widgets.search_field import enter_searches
from .dialogs import ServiceDialog, combo, line, notes_edit


class ViolationDialog(ServiceDialog):
    """Record a violation against an owner and, optionally, one of the owner's animals."""

    def __init__(self, ctx, owner_id: int, parent=None):
        super().__init__(ctx, self.tr("Record a violation"), parent)
        self.owner_id = owner_id
        header = q.owner_header(owner_id)
        profile = profile_for(header.jurisdiction_id)
        kinds = [(f"{i.text} ({i.rule_id})", i.code) for i in profile.items("violation_kinds")]
        nuisances = [("(none)", "")] + [(i.text, i.code) for i in profile.items("nuisance_kinds")]
        animals = [("(no animal)", None)] + [(f"{a[1]} ({a[2].lower()})", a[0]) for a in q.owner_animals(owner_id)]
        self.kind = self.add(self.tr("&Violation:"), "kind", combo("violation_kind", kinds))
        self.nuisance = self.add(self.tr("&Nuisance (T-2C):"), "nuisance_kind", combo("nuisance_kind", nuisances))
        self.animal = self.add(self.tr("&Animal:"), "animal_id", combo("violation_animal", animals))
        self.occurred_on = self.add(self.tr("&Date:"), "occurred_on", date_edit(name="occurred_on"))
        self.place = self.add(self.tr("&Place:"), "place", line("place"))
        self.officer = self.add(self.tr("O&fficer:"), "officer", line("officer", person_name(ctx.actor)))
        self.evidence = self.add(self.tr("&Evidence notes:"), "evidence", notes_edit("evidence"))
        self.kind.currentIndexChanged.connect(self._nuisance_enabled)
        self._nuisance_enabled()

    def _nuisance_enabled(self) -> None:
        wanted = self.kind.currentData() == "nuisance" or self.nuisance.count() == 2
        self.nuisance.setEnabled(wanted)
        if not wanted:
            self.nuisance.setCurrentIndex(0)

    def apply(self):
        return violations.record_violation(
            self.ctx.actor, owner_id=self.owner_id, kind=self.kind.currentData(),
            nuisance_kind=self.nuisance.currentData() or "", animal_id=self.animal.currentData(),
            occurred_on=from_qdate(self.occurred_on.date()), place=self.place.text(),
            officer=self.officer.text(), evidence=self.evidence.toPlainText())


class CitationDialog(ServiceDialog):
    """Issue the citation: the amount and how it was reached are shown before it is issued."""

    def __init__(self, ctx, violation_id: int, parent=None):
        super().__init__(ctx, self.tr("Issue a citation"), parent)
        self.violation_id = violation_id
        amount = violations.citation_amount_for(violation_id)
        penalty = violations.carries_penalty(amount)
        self.amount = QLabel(f"<b>{fmt_cents(amount.value)}</b>" if penalty else "<b>No fine</b>: "
                             + ("referred for prosecution" if violations.refers_otherwise(violation_id)
                                else "no citation can be issued"))
        self.amount.setAccessibleName(self.tr("Amount"))
        self.why = QLabel(amount.text(), wordWrap=True)
        self.why.setMinimumWidth(420)
        self.form.addRow(self.tr("Amount:"), self.amount)
        self.form.addRow(self.tr("How:"), self.why)
        self.issued_on = self.add(self.tr("&Issued on:"), "on", date_edit(name="issued_on"))
        self.method = self.add(self.tr("&Given by:"), "method", combo("method", [(self.tr("Handed to the owner"), "in_person"),
                                                                         (self.tr("Mail"), "mail"),
                                                                         (self.tr("Certified mail"), "certified")]))
        self.article = self.add(self.tr("&Article number:"), "article", article_edit())
        self.mailer = self.add(self.tr("Mailed by:"), "served_by", mailer_box(ctx))
        follow_method(self.form, self.article, self.method, self.mailer)

    def apply(self):
        return violations.issue_citation(self.ctx.actor, self.violation_id, on=from_qdate(self.issued_on.date()),
                                         method=self.method.currentData(), article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


class CitationPaymentDialog(ServiceDialog):
    def __init__(self, ctx, violation_id: int, parent=None):
        super().__init__(ctx, self.tr("Take the citation's payment"), parent)
        self.violation_id = violation_id
        due = sum(c.amount_cents for c in charges.unpaid_charges(subject_table="violation", subject_id=violation_id))
        self.method = self.add(self.tr("&Method:"), "payment.method", combo("payment_method", [(self.tr("Cash"), "cash"),
                                                                                       (self.tr("Check"), "check"),
                                                                                       (self.tr("Card"), "card")]))
        self.reference = self.add(self.tr("&Check no. / authorisation:"), "payment.reference", line("payment_reference"))
        self.amount = self.add(self.tr("&Amount:"), "payment.amount_cents", line("payment_amount", f"{due / 100:.2f}"))
        self.paid_on = self.add(self.tr("&Date:"), "on", date_edit(name="paid_on"))

    def charge_question(self) -> str:
        cents = parse_cents(self.amount.text(), "payment.amount_cents")
        return charge_text(self.windowTitle(), cents, cents, self.method.currentText())

    def apply(self):
        cents = parse_cents(self.amount.text(), "payment.amount_cents")
        return violations.pay_citation(self.ctx.actor, self.violation_id,
                                       PaymentInput(self.method.currentData(), cents, self.reference.text()),
                                       on=from_qdate(self.paid_on.date()))


class MergeDialog(ServiceDialog):
    """Merge a duplicate record into the owner on screen (everything moves; it can be undone)."""

    def __init__(self, ctx, keep_id: int, parent=None):
        super().__init__(ctx, self.tr("Merge a duplicate into this owner"), parent)
        self.keep = q.owner_header(keep_id)
        self.form.addRow(self.tr("Keep:"), QLabel(f"<b>{self.keep.display_name}</b> — {self.keep.address}"))
        self.search = self.add(self.tr("&Find the duplicate:"), "search", QLineEdit())
        self.search.setAccessibleName(self.tr("Find the duplicate"))
        self.search.setPlaceholderText(self.tr("Type part of the name"))
        self.choice = self.add(self.tr("&Duplicate:"), "duplicate_id", combo("duplicate", []))
        self.preview = QLabel(wordWrap=True)
        self.form.addRow(self.tr("Will move:"), self.preview)
        self.sure = self.add("", "confirm", QCheckBox(self.tr("I checked: these records are the &same person")))
        self.note = self.add(self.tr("&Note:"), "note", notes_edit("merge_note"))
        self.search.textChanged.connect(self._find)
        enter_searches(self.search, self.choice.setFocus)  # Enter goes to the records found
        self.choice.currentIndexChanged.connect(self._show)
        self._find("")

    def _find(self, text: str) -> None:
        self.choice.clear()
        for m in find_owners(self.keep.jurisdiction_id, text, 50):
            if m.id != self.keep.id:
                self.choice.addItem(self.tr("{0} — {1} (owner {2})").format(m.name, m.address or 'no address', m.id), m.id)
        self._show()

    def _show(self) -> None:
        oid = self.choice.currentData()
        if oid is None:
            self.preview.setText("")
            return
        counts = []
        for model, field in merge.owner_references():
            n = model.select().where(field == oid).count()
            if n:
                counts.append(f"{n} {model._meta.table_name.replace('_', ' ')}")
        self.preview.setText((", ".join(counts) or "nothing but the name")
                             + f". {self.keep.display_name}'s current address and phone stay current; "
                             "the duplicate's are kept in the history.")

    def apply(self):
        if not self.sure.isChecked():
            raise _NotConfirmed()
        if self.choice.currentData() is None:
            raise _NoDuplicate()
        return merge.merge_owners(self.ctx.actor, keep_id=self.keep.id, duplicate_id=self.choice.currentData(),
                                  keep_version=self.keep.version, note=self.note.toPlainText())


class _NotConfirmed(OfficeError):
    field = "confirm"
    message = "tick the box to confirm the two records are the same person"


class _NoDuplicate(OfficeError):
    field = "duplicate_id"
    message = "choose the duplicate record"
