"""Impound notices and the release receipt: letters filled from resources/letters templates.

Plain data in (``NoticeDoc``), PDF bytes out. The wording is in the templates
(``impound_notice``, ``impound_posting``, ``impound_quarantine``, ``impound_seizure`` with its
hearing form, ``impound_license_order``, ``impound_release``, ``impound_field_return``); the facts table under the
letter (the animal, the costs, the conditions, how each date was reached) is
data the service supplies.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from reportlab.platypus import PageBreak

from .base import Letter, Letterhead, build_pdf, letter_flowables, load_template
from .closing import closing_flowables
from .language import number_word, term, typed_hours

TEMPLATES = {
    "impound": "impound_notice",
    "posting": "impound_posting",
    "quarantine": "impound_quarantine",
    "seizure": "impound_seizure",
    "license_order": "impound_license_order",
    "receipt": "impound_release",
    "field_return": "impound_field_return",
    # letters a call for service sends the owner (services.call_letters, services.rabies_letters)
    "call_warning": "call_warning",
    "call_comply": "call_comply",
    "rabies_report_license": "rabies_report_license",
}


@dataclass(frozen=True)
class NoticeDoc:
    kind: str  # a key of TEMPLATES
    sent_on: date
    values: dict  # the template's ${fields}
    facts: list[tuple[str, str]] = field(default_factory=list)
    recipient: list[str] = field(default_factory=list)  # name and address lines; empty for a posting
    reference: str = ""
    footer: str = ""
    language: str = "en"  # a folder of resources/letters the notice is printed in ("es+en": both, stored)


def _part(name: str, values: dict, language: str = "en") -> str:
    _, paragraphs = load_template(name, language).fill(values, language)
    return "\n\n".join(paragraphs)


def _values(doc: NoticeDoc) -> dict:
    """The stored values with the parts chosen for this notice: the hours as the language writes
    them, a posting's number of public places (``places_needed``) as a word, and a quarantine
    notice's paragraph on the vaccination condition of release (MN-1721.0570), where it applies. A notice stored before these fields existed prints without them."""
    values = dict(doc.values)
    if values.get("facility_hours"):  # typed in English at the desk (Settings): the notice's language's way
        values["facility_hours"] = typed_hours(values["facility_hours"], doc.language)
    if doc.kind == "posting" and "places_needed" in values:  # MN-347.14: the state-law layer's number, in words
        values["places_count"] = number_word(int(values["places_needed"]), doc.language)
    if doc.kind == "quarantine":
        values.setdefault("quarantine_authority", values.get("quarantine_notice_citation", ""))
        values.setdefault("rabies_release_citation", "")
        values.setdefault("vaccination_status", "")
        values["vaccination_paragraph"] = (_part("impound_quarantine_vaccination", values, doc.language)
                                           if values["rabies_release_citation"] else "")
    return values


def notice_letter(doc: NoticeDoc, letterhead: Letterhead) -> Letter:
    template = load_template(TEMPLATES[doc.kind], doc.language)
    subject, paragraphs = template.fill(_values(doc), doc.language)
    return Letter(letterhead=letterhead, title=subject, sent_on=doc.sent_on, recipient=list(doc.recipient),
                  reference=doc.reference, paragraphs=paragraphs,
                  facts=[(term(label, doc.language), value) for label, value in doc.facts],
                  signature=doc.kind not in ("receipt", "field_return"), footer=doc.footer,
                  language=doc.language)


def notice_flowables(doc: NoticeDoc, letterhead: Letterhead) -> list:
    """The letter, then its facts table with the signature kept on the same page."""
    letter = notice_letter(doc, letterhead)
    body = Letter(letterhead=letter.letterhead, title=letter.title, sent_on=letter.sent_on,
                  recipient=letter.recipient, reference=letter.reference, paragraphs=letter.paragraphs,
                  signature=False, language=letter.language)
    return letter_flowables(body) + closing_flowables(letterhead, letter.facts, signature=letter.signature,
                                                      footer=letter.footer)


def hearing_form_flowables(doc: NoticeDoc, letterhead: Letterhead) -> list:
    """MN-343.235 subd. 3(a): the seizure notice carries a form for asking for a hearing."""
    subject, paragraphs = load_template("impound_seizure_hearing_form", doc.language).fill(doc.values, doc.language)
    form = Letter(letterhead=letterhead, title=subject, sent_on=doc.sent_on, reference=doc.reference,
                  paragraphs=paragraphs, signature=False, footer=doc.values.get("hearing_citation", ""),
                  language=doc.language)
    return letter_flowables(form)


def render_notices(docs: list[NoticeDoc], letterhead: Letterhead, title: str = "Impound notice") -> bytes:
    """One or more notices in one PDF (a posting is printed once per place); a
    seizure notice is followed by its hearing-request form."""
    story: list = []
    for i, doc in enumerate(docs):
        if i:
            story.append(PageBreak())
        story.extend(notice_flowables(doc, letterhead))
        if doc.kind == "seizure":
            story.append(PageBreak())
            story.extend(hearing_form_flowables(doc, letterhead))
    return build_pdf(story, title=title)
