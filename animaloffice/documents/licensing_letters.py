"""Renewal reminders and certificate-due letters (T-3A, T-3B), one per license, in batch.

Wording lives in resources/letters/<language>: license_renewal.txt,
license_renewal_certificate.txt (when a new rabies certificate must come with
the renewal) and certificate_due.txt. Each letter is in the owner's language; a
bilingual owner's letter is printed in each language in turn, one page each.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..domain.license_facts import LetterSubject
from ..domain.money import fmt_cents
from .base import Letter, Letterhead
from .language import ENGLISH, counting, fmt_short, split, term, usable
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


def letter_values(s: LetterSubject, ctx: LetterContext, code: str = ENGLISH) -> dict[str, object]:
    head = ctx.letterhead
    species = term(s.species_label, code)
    values: dict[str, object] = {
        "owner_name": s.owner.mailing_lines[0] if s.owner.mailing_lines else s.owner.name,
        "animal_name": term(s.animal_name, code), "species": species, "species_lower": species.lower(),
        "license_number": s.license_number, "tag_number": s.tag_number, "license_year": s.license_year,
        "jurisdiction_name": s.jurisdiction_name, "office_name": head.office_name,
        "office_phone": head.phone or term("the number above", code),
        "license_office": ctx.license_office or head.office_name,
        "citation": ctx.license_citation, "certificate_citation": ctx.certificate_citation,
        "interval_years": ctx.interval_years,
    }
    if s.kind == "renewal":
        problem = counting(s.certificate_parts, code) or s.certificate_needed
        problem = problem[:1].lower() + problem[1:]  # it follows a colon
        values.update(expires_on=s.expires_on, new_year=s.license_year + 1,
                      fee=fmt_cents(s.fee.value) if s.fee else "", certificate_problem=problem.rstrip("."))
    else:
        values.update(due_date=s.due.value,
                      due_reason=counting(s.due.parts, code) or s.due.words())
    return values


def build_letter(s: LetterSubject, ctx: LetterContext, sent_on, code: str = ENGLISH) -> Letter:
    from .base import load_template

    subject, paragraphs = load_template(template_for(s), code).fill(letter_values(s, ctx, code), code)
    facts = [(term("Animal", code), f"{term(s.animal_name, code)} ({term(s.species_label, code)})"),
             (term("License", code), s.license_number), (term("Tag", code), f"{s.tag_number} ({s.license_year})")]
    if s.kind == "renewal":
        facts += [(term("License ends", code), fmt_short(s.expires_on, code)),
                  (term("Renewal fee", code), fmt_cents(s.fee.value) if s.fee else "")]
    else:
        facts += [(term("Certificate due by", code), fmt_short(s.due.value, code))]
    return Letter(ctx.letterhead, subject, sent_on, recipient=list(s.owner.mailing_lines),
                  reference=f"{s.license_number} · {term(s.kind.replace('_', ' '), code)}", paragraphs=paragraphs,
                  facts=facts, language=code)


def owner_letters(s: LetterSubject, ctx: LetterContext, sent_on) -> list[Letter]:
    """The owner's letter in each of the owner's languages ("es+en": Spanish, then English)."""
    return [build_letter(s, ctx, sent_on, code) for code in split(usable(s.owner.letter_language))]


def render_license_letters(subjects: list[LetterSubject], ctx: LetterContext, sent_on, *, progress=None,
                           title: str = "Licensing letters") -> bytes:
    """All the letters in one PDF, one letter per page; `progress(i, n)` returning False cancels."""
    letters = []
    for i, s in enumerate(subjects):
        if progress is not None and i % 25 == 0 and progress(i, 2 * len(subjects)) is False:
            from ..domain.errors import CancelledError

            raise CancelledError()
        letters.extend(owner_letters(s, ctx, sent_on))
    n = len(letters)
    step = (lambda i, _n: progress(n + i, 2 * n)) if progress is not None else None
    return render_letters(letters, title=title, progress=step)
