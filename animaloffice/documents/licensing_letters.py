"""Renewal reminders and certificate-due letters (T-3A, T-3B), one per license, in batch.

Wording lives in resources/letters: license_renewal.txt,
license_renewal_certificate.txt (when a new rabies certificate must come with
the renewal) and certificate_due.txt.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..domain.explain import fmt_short
from ..domain.license_facts import LetterSubject
from ..domain.money import fmt_cents
from .base import Letter, Letterhead
from .page_writer import render_letters


@dataclass(frozen=True)
class LetterContext:
    letterhead: Letterhead
    license_citation: str
    certificate_citation: str
    license_office: str
    interval_years: int


def template_for(subject: LetterSubject) -> str:
    if subject.kind == "certificate_due":
        return "certificate_due"
    return "license_renewal_certificate" if subject.certificate_needed else "license_renewal"


def letter_values(s: LetterSubject, ctx: LetterContext) -> dict[str, object]:
    head = ctx.letterhead
    values: dict[str, object] = {
        "owner_name": s.owner.mailing_lines[0] if s.owner.mailing_lines else s.owner.name,
        "animal_name": s.animal_name, "species": s.species_label, "species_lower": s.species_label.lower(),
        "license_number": s.license_number, "tag_number": s.tag_number, "license_year": s.license_year,
        "jurisdiction_name": s.jurisdiction_name, "office_name": head.office_name,
        "office_phone": head.phone or "the number above", "license_office": ctx.license_office or head.office_name,
        "citation": ctx.license_citation, "certificate_citation": ctx.certificate_citation,
        "interval_years": ctx.interval_years,
    }
    if s.kind == "renewal":
        values.update(expires_on=s.expires_on, new_year=s.license_year + 1,
                      fee=fmt_cents(s.fee.value) if s.fee else "", certificate_problem=s.certificate_needed)
    else:
        values.update(due_date=s.due.value, due_reason=s.due.text())
    return values


def build_letter(s: LetterSubject, ctx: LetterContext, sent_on) -> Letter:
    from .base import load_template

    subject, paragraphs = load_template(template_for(s)).fill(letter_values(s, ctx))
    facts = [("Animal", f"{s.animal_name} ({s.species_label})"), ("License", s.license_number),
             ("Tag", f"{s.tag_number} ({s.license_year})")]
    if s.kind == "renewal":
        facts += [("License ends", fmt_short(s.expires_on)), ("Renewal fee", fmt_cents(s.fee.value) if s.fee else "")]
    else:
        facts += [("Certificate due by", fmt_short(s.due.value))]
    return Letter(ctx.letterhead, subject, sent_on, recipient=list(s.owner.mailing_lines),
                  reference=f"{s.license_number} · {s.kind.replace('_', ' ')}", paragraphs=paragraphs,
                  facts=facts)


def render_license_letters(subjects: list[LetterSubject], ctx: LetterContext, sent_on, *, progress=None,
                           title: str = "Licensing letters") -> bytes:
    """All the letters in one PDF, one letter per page; `progress(i, n)` returning False cancels."""
    letters = []
    for i, s in enumerate(subjects):
        if progress is not None and i % 25 == 0 and progress(i, 2 * len(subjects)) is False:
            from ..domain.errors import CancelledError

            raise CancelledError()
        letters.append(build_letter(s, ctx, sent_on))
    n = len(letters)
    step = (lambda i, _n: progress(n + i, 2 * n)) if progress is not None else None
    return render_letters(letters, title=title, progress=step)
