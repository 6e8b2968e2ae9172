"""The dialogs of a call for service: take a call, assign it, a visit, a letter to the owner,
close it with its outcome (what is still missing, and the action that clears it), reopen it,
link an impound."""
from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPlainTextEdit

from animaloffice.domain import calls as rules
from animaloffice.queries.calls import CallDetail
from animaloffice.queries.records import impounds_since, officers
from animaloffice.services import call_letters, calls
from animaloffice.services.notices import METHODS

from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.forms import date_edit, from_qdate, person_name
from .forms import FieldDialog, datetime_edit, from_qdatetime
from .picker import SubjectPicker

METHOD_WORDS = {"mail": "Mail", "in_person": "In person", "certified": "Certified mail", "registered": "Registered mail",
                "posted": "Posted at the address", "email": "E-mail"}


def officers_box(current: str = "", *, none: str = "(not assigned)") -> QComboBox:
    box = QComboBox(objectName="officer_box")
    box.addItem(none, "")
    for name, username in officers():
        box.addItem(name, username)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def _text(name: str, value: str = "", lines: int = 3) -> QPlainTextEdit:
    edit = QPlainTextEdit(value, objectName=name)
    edit.setTabChangesFocus(True)
    edit.setFixedHeight(22 * lines)
    return edit


class NewCallDialog(FieldDialog):
    """Take a call: what, where, who called (kept confidential), how urgent, the officer."""

    def __init__(self, ctx, parent=None):
        super().__init__(ctx, self.tr("New call for service"), parent, ok_text="&Record the call")
        self.setObjectName("new_call_dialog")
        profile = ctx.profile()
        self.kind = QComboBox(objectName="call_kind")
        for item in profile.items("call_kinds"):
            self.kind.addItem(item.text, item.code)
        self.add(self.tr("&About"), self.kind, "kind")
        self.received = self.add(self.tr("Recei&ved"), datetime_edit(name="call_received"), "received_at")
        self.how = QComboBox(objectName="call_how")
        for code, words in rules.HOW.items():
            self.how.addItem(words, code)
        self.add(self.tr("How"), self.how, "how")
        self.priority = QComboBox(objectName="call_priority")
        for code, words in rules.PRIORITIES.items():
            self.priority.addItem(words, code.value)
        self.priority.setCurrentIndex(self.priority.findData("normal"))
        self.add(self.tr("&Priority"), self.priority, "priority")
        self.subject = self.add(self.tr("Owner and animal"), SubjectPicker(ctx), "owner_id")
        self.fields["animal_id"] = self.subject.animals
        self.address = self.add(self.tr("&Where"), QLineEdit(objectName="call_address"), "address")
        self.address.setPlaceholderText(self.tr("the address or place (the owner's address if left empty)"))
        self.description = self.add(self.tr("What was reported"), _text("call_description"), "description")
        note = QLabel(self.tr("Who called is confidential: it is never printed on anything the owner receives, and only "
                              "officers and administrators see it."), wordWrap=True)
        self.form.addRow(note)
        self.caller_name = self.add(self.tr("Caller's name"), QLineEdit(objectName="caller_name"), "caller_name")
        self.caller_phone = self.add(self.tr("Caller's telephone"), QLineEdit(objectName="caller_phone"), "caller_phone")
        self.caller_address = self.add(self.tr("Caller's address"), QLineEdit(objectName="caller_address"), "caller_address")
        self.officer = self.add(self.tr("Assign to"), officers_box(), "officer")

    def submit(self):
        return self.run(calls.record_call, self.ctx.actor, jurisdiction_id=self.ctx.jurisdiction_id,
                        kind=self.kind.currentData(), received_at=from_qdatetime(self.received.dateTime()),
                        how=self.how.currentData(), caller_name=self.caller_name.text(),
                        caller_phone=self.caller_phone.text(), caller_address=self.caller_address.text(),
                        address=self.address.text(), owner_id=self.subject.owner_id(),
                        animal_id=self.subject.animal_id(), description=self.description.toPlainText(),
                        priority=self.priority.currentData(), officer=self.officer.currentData())


class AssignDialog(FieldDialog):
    def __init__(self, ctx, detail: CallDetail, parent=None):
        super().__init__(ctx, f"Assign call {detail.number}", parent, ok_text="&Assign")
        self.setObjectName("assign_dialog")
        self.detail = detail
        self.officer = self.add(self.tr("&Officer"), officers_box(detail.officer, none="(choose)"), "officer")

    def submit(self):
        return self.run(calls.assign_call, self.ctx.actor, self.detail.id, self.officer.currentData(),
                        expected_version=self.detail.version)


class VisitDialog(FieldDialog):
    def __init__(self, ctx, detail: CallDetail, parent=None):
        super().__init__(ctx, f"Visit or follow-up: call {detail.number}", parent)
        self.setObjectName("visit_dialog")
        self.detail = detail
        self.kind = QComboBox(objectName="visit_kind")
        for code, words in rules.VISIT_KINDS.items():
            self.kind.addItem(words, code)
        self.add(self.tr("&Kind"), self.kind, "kind")
        self.at = self.add(self.tr("&When"), datetime_edit(name="visit_at"), "visited_at")
        self.officer = self.add(self.tr("Officer"), QLineEdit(person_name(ctx.actor), objectName="visit_officer"), "officer")
        self.notes = self.add(self.tr("What was found"), _text("visit_notes", lines=4), "notes")

    def submit(self):
        return self.run(calls.add_visit, self.ctx.actor, self.detail.id, visited_at=from_qdatetime(self.at.dateTime()),
                        kind=self.kind.currentData(), officer=self.officer.text(), notes=self.notes.toPlainText())


class LetterDialog(FieldDialog):
    """A warning, or a notice to comply, to the owner; the findings never name the caller."""

    def __init__(self, ctx, detail: CallDetail, kind: str, parent=None, today: date | None = None):
        title = "Warning letter" if kind == "warning" else "Notice to comply"
        super().__init__(ctx, f"{title}: call {detail.number}", parent, ok_text="&Record and print")
        self.setObjectName(f"letter_dialog_{kind}")
        self.detail, self.kind = detail, kind
        self.add(self.tr("To"), QLabel(detail.owner or "the owner is not known"))
        self.on = self.add(self.tr("Date sent"), date_edit(today, name="letter_date"), "on")
        self.method = QComboBox(objectName="letter_method")
        for code in METHODS:
            self.method.addItem(METHOD_WORDS.get(code, code), code)
        self.add(self.tr("Sent by"), self.method, "method")
        self.article = self.add(self.tr("Article number"), article_edit(), "article")
        self.mailer = self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)
        self.findings = self.add(self.tr("What the officer found"), _text("letter_findings", lines=4), "findings")
        self.form.addRow(QLabel(self.tr("Do not name the caller: who called is confidential."), wordWrap=True))

    def submit(self):
        send = call_letters.send_warning if self.kind == "warning" else call_letters.send_notice_to_comply
        return self.run(send, self.ctx.actor, self.detail.id, findings=self.findings.toPlainText(),
                        on=from_qdate(self.on.date()), method=self.method.currentData(),
                        article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


ACTION_WORDS = {"warning_letter": "Send the warning letter (Warning…)",
                "comply_letter": "Send the notice to comply (Notice to comply…)",
                "record_violation": "Record the violation (Violation…)",
                "link_impound": "Take the animal in, or link its impound (Link impound…)",
                "referred_to": "Name the agency below", "owner": "Identify the owner (Edit…)"}


class CloseDialog(FieldDialog):
    """The outcome, with what it still needs on file and the action that clears it."""

    def __init__(self, ctx, detail: CallDetail, parent=None, today: date | None = None):
        super().__init__(ctx, f"Close call {detail.number}", parent, ok_text="&Close the call")
        self.setObjectName("close_dialog")
        self.detail = detail
        self.outcome = QComboBox(objectName="close_outcome")
        for code, words in rules.OUTCOMES.items():
            self.outcome.addItem(words, code.value)
        self.add(self.tr("&Outcome"), self.outcome, "outcome")
        self.on = self.add(self.tr("Closed on"), date_edit(today, name="close_date"), "on")
        self.referred_to = self.add(self.tr("Referred to"), QLineEdit(objectName="close_referred_to"), "referred_to")
        self.note = self.add(self.tr("Notes"), _text("close_note"), "note")
        self.blockers = QLabel(objectName="close_blockers", wordWrap=True)
        self.blockers.setAccessibleName(self.tr("What is still needed"))
        self.form.addRow(self.blockers)
        self.outcome.currentIndexChanged.connect(lambda _: self.show_blockers())
        self.referred_to.textChanged.connect(lambda _: self.show_blockers())
        self.show_blockers()

    def show_blockers(self) -> None:
        code = self.outcome.currentData()
        self.referred_to.setEnabled(code == "referral")
        found = calls.blockers_for(self.detail.id, code, self.referred_to.text())
        if found:
            self.blockers.setText("Before the call closes with this outcome:\n" + "\n".join(
                f"• {b.reason[:1].upper()}{b.reason[1:]}. {ACTION_WORDS.get(b.action, '')}" for b in found))
        else:
            self.blockers.setText("")
        self.ok_button.setEnabled(not found)

    def submit(self):
        return self.run(calls.close_call, self.ctx.actor, self.detail.id, outcome=self.outcome.currentData(),
                        on=from_qdate(self.on.date()), note=self.note.toPlainText(),
                        referred_to=self.referred_to.text(), expected_version=self.detail.version)


class ReopenDialog(FieldDialog):
    def __init__(self, ctx, detail: CallDetail, parent=None):
        super().__init__(ctx, f"Reopen call {detail.number}", parent, ok_text="&Reopen")
        self.setObjectName("reopen_dialog")
        self.detail = detail
        was = rules.OUTCOMES.get(detail.outcome, detail.outcome)
        self.add(self.tr("Closed"), QLabel(self.tr("{0} on {1:%m/%d/%Y}").format(was, detail.outcome_on) if detail.outcome_on else was))
        self.reason = self.add(self.tr("&Why it is reopened"), _text("reopen_reason"), "reason")

    def submit(self):
        return self.run(calls.reopen_call, self.ctx.actor, self.detail.id, reason=self.reason.toPlainText(),
                        expected_version=self.detail.version)


class ViolationDialog(FieldDialog):
    """The violation the call showed, against the call's owner and animal."""

    def __init__(self, ctx, detail: CallDetail, parent=None, today: date | None = None):
        super().__init__(ctx, f"Violation from call {detail.number}", parent)
        self.setObjectName("call_violation_dialog")
        self.detail = detail
        profile = ctx.profile()
        item = profile.item("call_kinds", detail.kind)
        default = item.extra.get("violation_kind", "") if item else ""
        self.kind = QComboBox(objectName="violation_kind")
        for v in profile.items("violation_kinds"):
            self.kind.addItem(v.text, v.code)
        self.kind.setCurrentIndex(max(0, self.kind.findData(default)))
        self.add(self.tr("&Violation"), self.kind, "kind")
        self.on = self.add(self.tr("Occurred on"), date_edit(today, name="violation_date"), "occurred_on")
        self.officer = self.add(self.tr("Officer"), QLineEdit(person_name(ctx.actor), objectName="violation_officer"), "officer")
        self.evidence = self.add(self.tr("Evidence"), _text("violation_evidence"), "evidence")

    def submit(self):
        return self.run(calls.record_violation_for_call, self.ctx.actor, self.detail.id,
                        occurred_on=from_qdate(self.on.date()), kind=self.kind.currentData(),
                        evidence=self.evidence.toPlainText(), officer=self.officer.text())


class LinkImpoundDialog(FieldDialog):
    """An impound of the call's city taken in for the call (the stray picked up, the dog seized)."""

    def __init__(self, ctx, detail: CallDetail, parent=None):
        super().__init__(ctx, f"Link an impound to call {detail.number}", parent, ok_text="&Link")
        self.setObjectName("link_impound_dialog")
        self.detail = detail
        self.impound = QComboBox(objectName="link_impound_box")
        for impound_id, label in impounds_since(detail.jurisdiction_id, detail.received_at.date()):
            self.impound.addItem(label, impound_id)
        self.add(self.tr("&Impound"), self.impound, "subject_id")

    def submit(self):
        return self.run(calls.link_to_call, self.ctx.actor, self.detail.id, subject_table="impound",
                        subject_id=self.impound.currentData())
