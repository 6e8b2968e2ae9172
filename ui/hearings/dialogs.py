"""The Hearings tab's dialogs: request, late request, schedule, record, decide, appeal.

Each one calls one service (the rules are there); what a dialog shows about
deadlines comes from ``animaloffice.domain.hearings``.
"""
from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QTime
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from animaloffice.domain import hearings as rules
from animaloffice.domain.deadlines import add_years
from animaloffice.domain.explain import fmt_date
from animaloffice.domain.hearing_stays import after_decision
from animaloffice.domain.permits import has_removal_period, removal_deadline
from animaloffice.persistence.profiles import profile_for
from animaloffice.queries import dangerous_dog_dates as dd_dates
from animaloffice.queries.hearing_cases import CaseSummary
from animaloffice.services import hearing_appeals, hearings
from animaloffice.services.notices import METHODS

from ..theme import colour
from ..widgets.article_number import article_edit, article_of, follow_method, mailer_box, server_of
from ..widgets.forms import date_edit, to_qdate
from .forms import FormDialog

HOW = [("in_writing", "In writing (handed in)"), ("mail", "By mail"), ("in_person", "In person"),
       ("email", "By e-mail")]
SEND = [(m, {"mail": "Mail", "certified": "Certified mail", "registered": "Registered mail", "in_person": "In person",
             "posted": "Posted", "email": "E-mail"}[m]) for m in METHODS]
# a decision on a dangerous-dog declaration goes by hand or registered mail only (MN-347.541)
DECLARATION_SEND = [("registered", "Registered mail"), ("in_person", "By hand")]
DECISIONS = [("upheld", "Upheld"), ("reversed", "Reversed"), ("modified", "Modified with conditions")]


def case_profile(ctx, case: CaseSummary):
    """The profile of the case's own city (its rules, hearing body, calendar), whichever city the
    window has chosen."""
    return profile_for(case.jurisdiction_id) if case.jurisdiction_id is not None else ctx.profile()


class RequestDialog(FormDialog):
    title = "Record a hearing request"

    def __init__(self, ctx, case: CaseSummary, parent=None):
        super().__init__(ctx, parent)
        self.case = case
        counts = ("A request is on time by the day it is mailed (its postmark) or handed in."
                  if case.request_counts == "mailed" else "A request is on time by the day it is received.")
        self.note(self.tr("Notice {0} ({1}) to {2}. Last day to request a hearing: {3}. {4}").format(case.notice_number, rules.kind_word(case.kind), case.recipient, fmt_date(case.deadline), counts))
        self.received = self.add_date(self.tr("&Received on"), "received_on", date.today())
        self.how = self.add_choice(self.tr("&How"), "how", HOW)
        self.mailed_set, self.mailed, self.mailed_row = _optional_date(self, "&Postmark", "mailed_on", date.today())
        self.timeliness = self.note("")
        self.reason = self.add_text(self.tr("&Accept late because"), "accept_late_reason", multiline=True)
        for signal in (self.received.dateChanged, self.mailed.dateChanged, self.mailed_set.toggled,
                       self.how.currentIndexChanged):
            signal.connect(lambda *_: self.update_timeliness())
        self.update_timeliness()

    def postmark(self) -> date | None:
        by_mail = self.code(self.how) == "mail"
        return self.day(self.mailed) if by_mail and self.mailed_set.isChecked() else None

    def update_timeliness(self) -> None:
        self.form.setRowVisible(self.mailed_row, self.code(self.how) == "mail")
        e = rules.request_timeliness(self.case.deadline, self.day(self.received),
                                     rules.rule_for(self.case.kind, case_profile(self.ctx, self.case)),
                                     mailed_on=self.postmark(), counts=self.case.request_counts)
        self.timeliness.setText(e.text())
        self.reason.setEnabled(not e.value)
        self.reason.setPlaceholderText("" if e.value else self.tr("Leave empty to record the request as late, "
                                               "not accepted"))
        self.fit_height()

    def submit(self):
        return hearings.record_request(self.ctx.actor, self.case.notice_id, received_on=self.day(self.received),
                                       how=self.code(self.how), mailed_on=self.postmark(),
                                       accept_late_reason=self.text(self.reason) if self.reason.isEnabled() else "")


class ReasonDialog(FormDialog):
    """One reason (and sometimes a date) for accept-late, refuse-late, withdraw, cancel, carried-by-hand."""

    def __init__(self, ctx, title: str, prompt: str, action, *, with_date: bool = False, context: str = "",
                 parent=None):
        self.title = title
        super().__init__(ctx, parent)
        self.action = action
        if context:
            self.note(context)
        self.note(prompt)
        self.on = self.add_date(self.tr("&Date"), "on", date.today()) if with_date else None
        self.reason = self.add_text(self.tr("&Reason"), "reason", multiline=True)

    def submit(self):
        kwargs = {"on": self.day(self.on)} if self.on is not None else {}
        return self.action(self.text(self.reason), **kwargs)


class ScheduleDialog(FormDialog):
    title = "Schedule the hearing"

    def __init__(self, ctx, case: CaseSummary, *, hearing_id: int | None = None, version: int | None = None,
                 parent=None):
        if hearing_id is not None:
            self.title = "Move the hearing"
        super().__init__(ctx, parent)
        self.case, self.hearing_id, self.version = case, hearing_id, version
        profile = case_profile(ctx, case)
        self.profile = profile
        self.note(f"{case.kind.capitalize()} notice {case.notice_number} to {case.recipient}, "
                  f"{case.matter.title()}. Request: {case.request_text}."
                  + (f" Now set for: {case.hearing_text}." if hearing_id is not None else ""))
        self.sent = self.add_date(self.tr("Hearing notice &sent on"), "sent_on", date.today())
        self.rule = rules.rule_for(case.kind, profile)
        first = rules.first_open_day(profile, rules.earliest_hearing_date(profile, date.today(), self.rule).value)
        self.on = self.add_date(self.tr("Hearing &date"), "at", first)
        self.day_warning = self.note("")
        self.day_warning.setObjectName("day_warning")
        self.day_warning.setStyleSheet(f"color: {colour('warning')};")
        self.at = self.add_time("&Time", "time", QTime(18, 0))
        self.place = self.add_text(self.tr("&Place"), "place", profile.text.get("hearing_place", ""))
        self.place.setCursorPosition(0)
        self.body = self.add_text(self.tr("Be&fore"), "body", case.hearing_body)  # the body the profile names, if any
        if not case.hearing_body:
            self.body.setPlaceholderText(self.tr("The profile names no body for this matter: name who will hear it"))
        self.method = self.add_choice(self.tr("Send the notice &by"), "method", SEND, "mail")
        self.article = self.add(self.tr("&Article number"), article_edit(), "article")
        self.mailer = self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)
        self.earliest = self.note("")
        self.short = self.add_text(self.tr("Short &notice because"), "short_notice_reason")
        self.reason = self.add_text(self.tr("&Why moved"), "reason") if hearing_id is not None else None
        self.sent.dateChanged.connect(self.update_earliest)
        self.on.dateChanged.connect(self.update_earliest)
        self.update_earliest()

    def update_earliest(self) -> None:
        e = rules.earliest_hearing_date(self.profile, self.day(self.sent), self.rule)
        short = self.day(self.on) < e.value
        self.earliest.setText(e.text() + (" This date gives less notice: say why below." if short else ""))
        self.short.setEnabled(short)
        warnings = [rules.closed_day_warning(self.profile, self.day(self.on), "hearing date")]
        if self.case.kind == "dangerous_dog":  # held within 14 days of the request (MN-347.541)
            warnings.append(dd_dates.hearing_warning(self.case.notice_id, self.day(self.on)))
        self.day_warning.setText(" ".join(w for w in warnings if w))
        self.form.setRowVisible(self.day_warning, bool(self.day_warning.text()))
        self.fit_height()

    def submit(self):
        kw = dict(at=self.moment(self.on, self.at), place=self.text(self.place), body=self.text(self.body),
                  method=self.code(self.method), sent_on=self.day(self.sent),
                  article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method),
                  short_notice_reason=self.text(self.short) if self.short.isEnabled() else "")
        if self.hearing_id is None:
            return hearings.schedule_hearing(self.ctx.actor, self.case.notice_id, **kw)
        return hearings.reschedule_hearing(self.ctx.actor, self.hearing_id, reason=self.text(self.reason),
                                           expected_version=self.version, **kw)


class RecordDialog(FormDialog):
    title = "Record the hearing"

    def __init__(self, ctx, case: CaseSummary, parent=None):
        super().__init__(ctx, parent)
        self.case = case
        self.note(self.tr("Hearing: {0}").format(case.hearing_text))
        self.attendees = self.add_text(self.tr("&Present"), "attendees", multiline=True, height=50)
        self.evidence = self.add_text(self.tr("&Evidence"), "evidence", multiline=True, height=90)
        self.findings = self.add_text(self.tr("&Findings of fact"), "findings", multiline=True, height=110)

    def submit(self):
        return hearings.record_hearing(self.ctx.actor, self.case.hearing_id, attendees=self.text(self.attendees),
                                       evidence=self.text(self.evidence), findings=self.text(self.findings),
                                       expected_version=self.case.hearing_version)


def _optional_date(dialog: FormDialog, label: str, field: str, value: date):
    row = QWidget()
    check = QCheckBox(QCoreApplication.translate("ui.hearings.dialogs", "set"))
    check.setAccessibleName(QCoreApplication.translate("ui.hearings.dialogs", "{0}: set").format(label.replace('&', '')))
    edit = date_edit(value, name=field)
    edit.setEnabled(False)
    check.toggled.connect(edit.setEnabled)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(check)
    layout.addWidget(edit, 1)
    dialog.add(label, row, name=f"{field}_row")
    dialog.fields[field] = edit
    dialog.add_field_error(field, label)
    return check, edit, row


class DecisionDialog(FormDialog):
    title = "Written decision"

    def __init__(self, ctx, case: CaseSummary, findings: str = "", parent=None):
        super().__init__(ctx, parent)
        self.case = case
        self.note(self.tr("{0} of {1} (notice {2}).").format(rules.kind_word(case.kind).capitalize(), case.matter.title(), case.notice_number))
        self.decision = self.add_choice(self.tr("&Decision"), "decision", DECISIONS)
        self.effect = self.note("")  # what the decision will do, right under it
        self.effect.setObjectName("decision_effect")
        self.decided = self.add_date(self.tr("Decided &on"), "decided_on", date.today())
        self.findings = self.add_text(self.tr("&Findings of fact"), "findings", findings, multiline=True, height=90)
        self.conclusions = self.add_text(self.tr("&Conclusions"), "conclusions", multiline=True, height=70)
        self.conditions = self.add_text(self.tr("Co&nditions"), "conditions", multiline=True, height=60)
        self.expires_set, self.expires, expires_row = _optional_date(
            self, "Permit &expires", "permit_expires_on", add_years(date.today(), 1))
        # T-4C (no removal period): the decision may set the last day under the permit instead
        self.removal_period = case.kind != "revocation" or has_removal_period(case_profile(ctx, case))
        self.removal_set, self.removal, removal_row = _optional_date(
            self, "New &removal deadline" if self.removal_period else "&Last day under the permit",
            "new_removal_deadline", date.today())
        declaration = case.kind == "dangerous_dog"
        self.method = self.add_choice(self.tr("Send the letter &by"), "method", DECLARATION_SEND if declaration else SEND,
                                      "registered" if declaration else "mail")
        self.article = self.add(self.tr("&Article number"), article_edit(), "article")
        self.mailer = self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)
        self.signed_by = self.add_text(self.tr("&Signed for the hearing by"), "signed_by")
        self.signed_by.setPlaceholderText(self.tr("The chair or officer of the {0}; empty: a line to sign on").format(case.hearing_body or 'hearing body'))
        self.signed_title = self.add_text(self.tr("Signer's &title"), "signed_title")
        self.form.setRowVisible(expires_row, case.kind == "denial")
        self.form.setRowVisible(removal_row, case.kind == "revocation")
        self.day_warning = self.note("")
        self.day_warning.setObjectName("day_warning")
        self.day_warning.setStyleSheet(f"color: {colour('warning')};")
        if case.kind == "revocation" and self.removal_period:  # a new deadline counts from the decision
            self.removal.setDate(to_qdate(removal_deadline(case_profile(self.ctx, self.case), date.today()).value))
        for signal in (self.decision.currentIndexChanged, self.decided.dateChanged, self.removal_set.toggled,
                       self.removal.dateChanged, self.method.currentIndexChanged):
            signal.connect(lambda *_: self.update_effect())
        self.update_effect()

    def from_receipt(self) -> date | None:
        """W-90.10H5: stayed while the hearing was pending, the removal days count from the owner's
        receipt of this decision (as the service will count them); T-4C: the last day under the permit."""
        if not self.case.removal_stayed or self.code(self.decision) != "upheld":
            return None
        profile = case_profile(self.ctx, self.case)
        return after_decision(profile, self.day(self.decided), sent_by=self.code(self.method)).value

    def update_effect(self) -> None:
        """Say what the decision will do to the permit before it is saved."""
        new_removal = self.removal_set.isChecked()
        self.effect.setText(rules.decision_effect(self.case.kind, self.code(self.decision), self.day(self.decided),
                                                  self.case.removal_deadline, new_removal, self.from_receipt(),
                                                  removal_period=self.removal_period))
        warning = (rules.closed_day_warning(case_profile(self.ctx, self.case), self.day(self.removal),
                                            "removal deadline")
                   if new_removal and self.case.kind == "revocation" else "")
        if self.case.kind == "dangerous_dog":  # decided within 10 days after the hearing (MN-347.541)
            warning = dd_dates.decision_warning(self.case.hearing_id, self.day(self.decided))
        self.day_warning.setText(warning)
        self.form.setRowVisible(self.day_warning, bool(warning))
        self.fit_height()

    def submit(self):
        return hearings.decide_hearing(
            self.ctx.actor, self.case.hearing_id, decision=self.code(self.decision),
            decided_on=self.day(self.decided), findings=self.text(self.findings),
            conclusions=self.text(self.conclusions), conditions=self.text(self.conditions),
            permit_expires_on=self.day(self.expires) if self.expires_set.isChecked() else None,
            new_removal_deadline=self.day(self.removal) if self.removal_set.isChecked() else None,
            method=self.code(self.method), signed_by=self.text(self.signed_by), signed_title=self.text(self.signed_title),
            expected_version=self.case.hearing_version, article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


class AppealDialog(FormDialog):
    title = "Record an appeal de novo"

    def __init__(self, ctx, case: CaseSummary, parent=None):
        super().__init__(ctx, parent)
        self.case = case
        self.note(f"{case.appeal_route}." if case.appeal_route else
                  self.tr("The profile states no appeal route for this matter; record an appeal the owner or the city filed."))
        self.side = self.add_choice(self.tr("Filed &by"), "filed_by", [("owner", "The owner"), ("city", "The city")])
        self.filed = self.add_date(self.tr("Filed &on"), "filed_on", date.today())
        self.forum = self.add_text(self.tr("&Court or body"), "forum")
        self.notes = self.add_text(self.tr("&Notes"), "notes", multiline=True)

    def submit(self):
        return hearing_appeals.record_appeal(self.ctx.actor, self.case.hearing_id, filed_by=self.code(self.side),
                                             filed_on=self.day(self.filed), forum=self.text(self.forum),
                                             notes=self.text(self.notes))


class AppealOutcomeDialog(FormDialog):
    title = "Appeal outcome"

    def __init__(self, ctx, case: CaseSummary, parent=None):
        super().__init__(ctx, parent)
        self.case = case
        pending = [(str(i), text) for i, outcome, text, _ in case.appeals if outcome == "pending"]
        self.note(f"{rules.kind_word(case.kind).capitalize()} of {case.matter.title()} (notice "
                  f"{case.notice_number}). Hearing: {case.hearing_text}. "
                  + (f"Its effect: {case.effect}." if case.effect else ""))
        self.appeal = self.add_choice(self.tr("&Appeal"), "appeal_id", pending)
        self.outcome = self.add_choice(self.tr("Ou&tcome"), "outcome", [
            ("upheld", "The decision is upheld"), ("reversed", "The decision is reversed"),
            ("modified", "The decision is modified"), ("withdrawn", "The appeal was withdrawn")])
        self.on = self.add_date(self.tr("Decided &on"), "outcome_on", date.today())
        self.conditions = self.add_text(self.tr("Co&nditions"), "conditions", multiline=True, height=60)
        self.expires_set, self.expires, expires_row = _optional_date(self, "Permit &expires", "permit_expires_on",
                                                                     add_years(date.today(), 1))
        self.form.setRowVisible(expires_row, case.kind != "revocation")  # a reinstated permit keeps its expiry
        self.notes = self.add_text(self.tr("Note&s"), "notes", multiline=True)
        self.method = self.add_choice(self.tr("Send the letter &by"), "method", SEND, "mail")
        self.article = self.add(self.tr("Article n&umber"), article_edit(), "article")
        self.mailer = self.add(self.tr("Mailed by"), mailer_box(ctx), "served_by")
        follow_method(self.form, self.article, self.method, self.mailer)

    def submit(self):
        return hearing_appeals.record_appeal_outcome(
            self.ctx.actor, int(self.code(self.appeal)), outcome=self.code(self.outcome),
            outcome_on=self.day(self.on), notes=self.text(self.notes), conditions=self.text(self.conditions),
            permit_expires_on=self.day(self.expires) if self.expires_set.isChecked() else None,
            method=self.code(self.method), article=article_of(self.article, self.method),
            served_by=server_of(self.mailer, self.method))


class ReceivedDialog(FormDialog):
    """The day the owner received the written decision: a period counted from receipt moves with it."""

    title = "Decision received"

    def __init__(self, ctx, case: CaseSummary, parent=None):
        super().__init__(ctx, parent)
        self.case = case
        self.note(self.tr("The days the decision gives the owner count from its receipt; a mailed decision is taken as "
                          "received a few days after it was sent. Record the day it was received (the certified-mail "
                          "card, or the owner's word): a later day moves the deadline later, never earlier."))
        self.received = self.add_date(self.tr("&Received on"), "received_on", date.today())

    def submit(self):
        return hearings.record_decision_received(self.ctx.actor, self.case.hearing_id,
                                                 received_on=self.day(self.received),
                                                 expected_version=self.case.hearing_version)
