"""Gathering what the licensing documents print: letterhead, tags, certificate, receipt, letters.

Read-only, so the batch letters can run off the window's thread (``build_letter_batch``);
recording the letters as notices is a write (``services.licensing_notices``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date

from ..documents.base import Letterhead
from ..documents.certificates import Citations, render_license_certificate
from ..documents.language import first
from ..documents.licensing_letters import LetterContext, render_license_letters
from ..documents.tags import TagLabel, TagSheetLayout, render_tags
from ..domain import license_facts
from ..domain.citations import in_words
from ..domain.errors import ValidationError
from ..persistence.models.animals import Animal
from ..persistence.models.licensing import License
from ..persistence.models.money import Payment
from ..persistence.models.office import Jurisdiction
from ..persistence.profiles import profile_for
from ..queries import license_letters
from ..queries.charges import receipt
from ..queries.office import get_office_setting

# ReportLab itself is imported when a document is first made (documents/base.rl()), so
# opening the window does not load it.


def letterhead(jurisdiction_id: int | None) -> Letterhead:
    """The office's one letterhead (Tools > Settings), shared by every document."""
    from .letterhead import letterhead_for

    return letterhead_for(jurisdiction_id)


def _cite(jurisdiction_id: int, key: str) -> str:
    profile = profile_for(jurisdiction_id)
    return profile.citations.get(key) or profile.citations.get("ordinance", profile.ordinance)


def tag_layout() -> TagSheetLayout:
    """The office's tag sheet (office setting ``tag_sheet_layout``), or the default sheet."""
    return TagSheetLayout.from_json(get_office_setting("tag_sheet_layout"))


def tag_labels(license_ids: list[int]) -> list[TagLabel]:
    phone = get_office_setting("office_phone")
    rows = (License.select(License.id, License.year, License.tag_number, License.jurisdiction,
                           Animal.species, License.number, License.status)
            .join(Animal, on=(License.animal == Animal.id)).where(License.id.in_(license_ids)).tuples())
    by_id = {r[0]: r for r in rows}
    names = {j.id: j.name for j in Jurisdiction.select()}
    out = []
    for lid in license_ids:
        if lid not in by_id:
            raise ValidationError("license_id", f"no license {lid}")
        _, year, tag, jid, species, number, status = by_id[lid]
        if status == "void":  # its tag number is retired: a printed tag would pass for a license
            raise ValidationError("license_id", f"license {number} is void; its tag is not printed", lid)
        out.append(TagLabel(names[jid], year, tag, phone, profile_for(jid).species_info(species).label))
    return out


def tags_pdf(license_ids: list[int], layout: TagSheetLayout | None = None, start_position: int = 0) -> bytes:
    return render_tags(tag_labels(license_ids), layout or tag_layout(), start_position=start_position)


def certificate_pdf(license_id: int, on: date | None = None) -> bytes:
    from ..queries.license_card import license_card

    d = license_card(license_id, on)
    profile = profile_for(d.jurisdiction_id)  # a reason recorded with its rule id prints the section
    d = replace(d, end_reason=in_words(profile, d.end_reason), void_reason=in_words(profile, d.void_reason))
    cites = Citations(_cite(d.jurisdiction_id, "license_required"), _cite(d.jurisdiction_id, "certificates"),
                      _cite(d.jurisdiction_id, "license_transfer"))
    return render_license_certificate(d, letterhead(d.jurisdiction_id), cites, first(d.owner.letter_language))


def receipt_pdf(payment_id: int) -> bytes:
    from ..documents.receipts import render_receipt

    r = receipt(payment_id)
    row = Payment.get_by_id(payment_id)
    return render_receipt(r, letterhead(r.jurisdiction_id), void_reason=row.void_reason or "")


def sale_pdf(license_id: int, payment_id: int | None = None, *, tag: bool = True,
             layout: TagSheetLayout | None = None, start_position: int = 0) -> bytes:
    """A sale's papers in one document, printed with one Print: the tag (on the office's usual
    sheet), the license certificate and the receipt, in that order."""
    from .joined import joined_pdf

    parts = ([tags_pdf([license_id], layout, start_position)] if tag else []) + [certificate_pdf(license_id)]
    if payment_id is not None:
        parts.append(receipt_pdf(payment_id))
    return joined_pdf(parts)


def takings_pdf(day: date, jurisdiction_id: int | None = None) -> bytes:
    from ..documents.takings import render_takings
    from ..queries.takings import daily_takings

    return render_takings(daily_takings(day, jurisdiction_id), letterhead(jurisdiction_id))


@dataclass(frozen=True)
class LetterBatch:
    kind: str  # renewal | certificate_due
    jurisdiction_id: int
    year: int
    month: int
    subjects: tuple[license_facts.LetterSubject, ...]
    pdf: bytes | None  # None when nobody is due a letter


PROGRESS_STEPS = 1000


def _phase(progress, start: int):
    """A progress callback for half of the batch, mapped onto the whole scale."""
    if progress is None:
        return None
    half = PROGRESS_STEPS // 2
    return lambda i, n: progress(start + (half * i // n if n else half), PROGRESS_STEPS)


def letter_context(jurisdiction_id: int) -> LetterContext:
    profile = profile_for(jurisdiction_id)
    return LetterContext(letterhead(jurisdiction_id), _cite(jurisdiction_id, "license_required"),
                         _cite(jurisdiction_id, "certificates"), profile.text.get("license_office", ""),
                         profile.period("certificate_interval_years"))


def build_letter_batch(kind: str, jurisdiction_id: int, year: int, month: int, *, skip_sent: bool = True,
                       sent_on: date | None = None, progress=None) -> LetterBatch:
    """Find who is due a letter in the month and render them all (reads only).

    ``progress(i, n)`` sees one scale of ``PROGRESS_STEPS``: the first half while the
    owners are looked up, the second while the letters are drawn; it may return False
    to cancel in either (CancelledError)."""
    sent_on = sent_on or date.today()
    finding, drawing = _phase(progress, 0), _phase(progress, PROGRESS_STEPS // 2)
    if kind == "renewal":
        subjects = license_letters.renewal_reminders(jurisdiction_id, year, month, skip_sent=skip_sent,
                                                     on=sent_on, progress=finding)
        title = f"Renewal reminders {year}-{month:02d}"
    elif kind == "certificate_due":
        subjects = license_letters.certificates_due(jurisdiction_id, year, month, skip_sent=skip_sent,
                                                    on=sent_on, progress=finding)
        title = f"Certificate-due letters {year}-{month:02d}"
    else:
        raise ValidationError("kind", "must be renewal or certificate_due", kind)
    pdf = None
    if subjects:
        pdf = render_license_letters(subjects, letter_context(jurisdiction_id), sent_on, progress=drawing,
                                     title=title)
    return LetterBatch(kind, jurisdiction_id, year, month, tuple(subjects), pdf)
