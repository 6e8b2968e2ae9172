"""The right-hand panel: one application or permit, in words, with its dates and reasons."""
from __future__ import annotations

from html import escape

from animaloffice.domain.explain import fmt_short
from animaloffice.domain.money import fmt_cents
from animaloffice.domain.statuses import ApplicationStatus, PermitStatus
from animaloffice.queries.permit_changes import explanation
from animaloffice.queries.permit_views import ApplicationView, PermitView

from ..theme import danger


def _d(day) -> str:
    return fmt_short(day) if day else "—"


def _rows(pairs) -> str:
    cells = "".join(f"<tr><td style='padding-right:10px'><b>{escape(a)}</b></td><td>{escape(str(b))}</td></tr>"
                    for a, b in pairs if b not in (None, ""))
    return f"<table cellspacing='2'>{cells}</table>"


def _list(items) -> str:
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>" if items else "<p>—</p>"


def _notices(notices) -> str:
    lines = []
    for n in notices:
        text = f"{n.kind.capitalize()} notice {n.number}, sent {_d(n.sent_on)}"
        if n.hearing_deadline:
            text += f"; hearing request by {_d(n.hearing_deadline)}"
        if n.removal_deadline:
            text += f"; animals removed by {_d(n.removal_deadline)}"
        if n.hearing_requested_on:
            text += f"; hearing requested {_d(n.hearing_requested_on)}"
        lines.append(text)
    return _list(lines)


def _inspections(items) -> str:
    return _list([f"{_d(i.inspected_on)}: {i.result} ({i.inspector})" for i in items])


def _void(v: ApplicationView) -> str:
    """T-7B: a voided application is kept on file, saying who voided it and why."""
    if not v.void_reason:
        return ""
    return (f"<p style='color:{danger()}'><b>Void</b> — entered in error: {escape(v.void_reason)}"
            f" ({escape(v.voided_by)})</p>")


def application_html(v: ApplicationView) -> str:
    parts = [f"<h3>Application {escape(v.number)}</h3>",
             _void(v),
             _rows([("Owner", v.owner_name), ("Kind", v.type_label), ("Status", ApplicationStatus.label_of(v.status)),
                    ("Received", _d(v.received_on)), ("Premises", v.premises), ("Description", v.description),
                    ("Animals counted", v.animal_count), ("Fee", fmt_cents(v.fee_cents)),
                    ("Unpaid", fmt_cents(v.unpaid_cents) if v.unpaid_cents else ""), *v.details])]
    if v.apply_by is not None:
        parts.append(f"<p><b>Application due (T-7A):</b> {escape(v.apply_by.text())}</p>")
    parts += ["<h4>Animals</h4>", _list(v.animals)]
    if v.factors:
        parts += ["<h4>Factors weighed (T-4A)</h4>", _rows(v.factors)]
    parts += ["<h4>Inspections</h4>", _inspections(v.inspections)]
    if v.status == ApplicationStatus.PENDING:
        if v.refusals:
            parts += [f"<h4 style='color:{danger()}'>The ordinance forbids approval</h4>",
                      _list([f"{r.reason} ({r.rule_id})" for r in v.refusals])]
        else:
            parts.append("<p><b>Nothing in the ordinance forbids approval.</b></p>")
    if v.status in (ApplicationStatus.APPROVED, ApplicationStatus.DENIED):
        word = "Approved" if v.status == ApplicationStatus.APPROVED else "Denied"
        parts.append(f"<h4>{word} on {_d(v.decided_on)}</h4>")
    if v.reasons:
        if v.status == ApplicationStatus.APPROVED:  # only a denial records reasons: this one was reversed at a hearing
            parts.append("<p><b>The earlier denial, reversed at a hearing, gave these reasons:</b></p>")
        parts.append(_list([f"{r} ({rule})" if rule else r for rule, r in v.reasons]))
    if v.conditions:
        parts += ["<p><b>Conditions:</b></p>", _list(v.conditions.splitlines())]
    if v.notices:
        parts += ["<h4>Notices sent</h4>", _notices(v.notices)]
    return "".join(parts)


def permit_html(v: PermitView) -> str:
    status = (PermitStatus.label_of(v.status) + (" — under review (W-90.10H3)" if v.under_review else "")
              + (" — conditions changed (T-4A): to decide" if v.changed_on else ""))
    parts = [f"<h3>Permit {escape(v.number)}</h3>",
             _rows([("Holder", v.owner_name), ("Kind", v.type_label), ("Status", status),
                    ("Issued", _d(v.issued_on)), ("Expires", _d(v.expires_on)), ("Premises", v.premises),
                    ("Description", v.description), ("Fee", fmt_cents(v.fee_cents)),
                    ("Unpaid", fmt_cents(v.unpaid_cents) if v.unpaid_cents else ""),
                    ("Application", v.application_number), ("Transferred from", v.transferred_from)])]
    if v.changed_on is not None:
        parts.append(f"<p style='color:{danger()}'><b>Conditions changed on {_d(v.changed_on)} (T-4A):</b> "
                     f"{escape(explanation(v.change_note))}<br><b>To clear it:</b> Decide change… — the permit "
                     "stands, it goes on at the new premises, or it expired when the holder moved.</p>")
    if v.breeder is not None:
        parts.append(f"<p><b>Breeder class today (W-90.01):</b> {escape(v.breeder.text())}</p>")
    parts += ["<h4>Animals</h4>", _list(v.animals), "<h4>Conditions</h4>", _list(v.conditions.splitlines())]
    if v.status == PermitStatus.REVOKED:
        parts.append(f"<h4>Revoked {_d(v.revoked_on)}</h4>")
        parts.append(_list([f"{r} ({rule})" for rule, r in v.revocation_reasons]))
        stayed = " — stayed: a hearing was requested on time; the days count from the written decision"
        parts.append(_rows([("Remove animals by", _d(v.removal_deadline) + (stayed if v.removal_stayed else "")),
                            ("Removal recorded", _d(v.removal_done_on) if v.removal_done_on else "not yet")]))
    parts += ["<h4>Inspections</h4>", _inspections(v.inspections)]
    if v.notices:
        parts += ["<h4>Notices sent</h4>", _notices(v.notices)]
    return "".join(parts)
