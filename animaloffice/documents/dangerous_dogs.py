"""The dangerous-dog declaration notice with its hearing-request form, and the certificate of
registration (Minn. Stat. §§ 347.51, 347.541; MN-347.50).

Plain data in (the values snapshotted when the notice was sent, or read for the
certificate; the office letterhead), PDF bytes out. Every sentence is in
``resources/letters/dangerous_dog_*.txt``; an office edits them without a
programmer. The form is the notice's last page, so a notice always carries it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from reportlab.platypus import PageBreak

from .base import Letter, Letterhead, build_pdf, letter_flowables, load_template
from .language import ENGLISH, phrase, term, typed_time


@dataclass(frozen=True)
class DeclarationNotice:
    number: str
    sent_on: date
    recipient: tuple[str, ...]
    values: dict  # the snapshot (see services.dangerous_dog_notice), in the notice's language
    language: str = ENGLISH  # the folder of resources/letters it is written in


@dataclass(frozen=True)
class Certificate:
    number: str
    dated: date
    values: dict
    language: str = ENGLISH


def _part(name: str, values: dict) -> str:
    code = values.get("_language", ENGLISH)
    _, paragraphs = load_template(name, code).fill(values, code)
    return "\n\n".join(paragraphs)


def _office_contact(head: Letterhead, code: str = ENGLISH) -> str:
    name = head.office_name or head.jurisdiction_name
    return phrase("${name} at ${phone}", code, name=name, phone=head.phone) if head.phone else name


def notice_values(notice: DeclarationNotice, head: Letterhead) -> dict:
    """The snapshot plus the parts chosen for this dog (dangerous or potentially dangerous, seized)."""
    v = {k: ("" if val is None else str(val)) for k, val in notice.values.items() if not isinstance(val, (list, dict))}
    v["_language"] = notice.language
    v["notice_number"] = notice.number
    v["office_contact"] = _office_contact(head, notice.language)
    when = (v.get("incident_date", ""), typed_time(v.get("incident_time", ""), notice.language))
    v["incident_when"] = ", ".join(x for x in when if x)
    v["seizure_paragraph"] = _part("dangerous_dog_notice_seized", v) if v.get("seized_on") else ""
    # a seized dog is held at a facility, the office its contact; a notice sent before says where it was kept
    v["where_kept"] = _part("dangerous_dog_notice_held" if v.get("held_at") else "dangerous_dog_notice_kept", v)
    v["hearing_time_paragraph"] = _part("dangerous_dog_notice_hearing_time", v) if v.get("hearing_held_days") else ""
    v["costs_paragraph"] = _part("dangerous_dog_notice_hearing_costs", v) if v.get("hearing_costs_maximum") else ""
    v["duties_paragraph"] = _part("dangerous_dog_notice_duties", v) if v.get("sterilization_deadline") else ""
    kind = v.get("kind", "dangerous")
    v["kind_paragraphs"] = _part(f"dangerous_dog_notice_{kind}", v)
    return v


def notice_story(notice: DeclarationNotice, head: Letterhead) -> list:
    v = notice_values(notice, head)
    code = notice.language
    reference = phrase("Notice ${number} · case ${case}", code, number=notice.number, case=v.get("case_number", ""))
    subject, paragraphs = load_template("dangerous_dog_notice", code).fill(v, code)
    letter = Letter(letterhead=head, title=subject, sent_on=notice.sent_on, recipient=list(notice.recipient),
                    reference=reference, paragraphs=paragraphs, footer=v.get("sections", ""), language=code)
    form_subject, form_paragraphs = load_template("dangerous_dog_hearing_form", code).fill(v, code)
    form = Letter(letterhead=head, title=form_subject, sent_on=notice.sent_on, reference=reference,
                  paragraphs=form_paragraphs, signature=False, footer=v.get("hearing_section", ""), language=code)
    return letter_flowables(letter) + [PageBreak()] + letter_flowables(form)


def render_notice(notices: DeclarationNotice | list[DeclarationNotice], head: Letterhead) -> bytes:
    """The notice with its form, once for each language it was sent in (Spanish, then English)."""
    notices = [notices] if isinstance(notices, DeclarationNotice) else list(notices)
    story: list = []
    for i, notice in enumerate(notices):
        story += ([PageBreak()] if i else []) + notice_story(notice, head)
    return build_pdf(story, title=f"Dangerous-dog declaration notice {notices[0].number}")


FACTS = (("Certificate", "certificate_number"), ("Case", "case_number"), ("Owner", "owner_name"),
         ("Owner's address", "owner_address"), ("Dog", "dog_description"), ("Kept at", "kept_at"),
         ("Declared dangerous", "declared_on"), ("Ground", "ground_text"), ("Microchip", "microchip"),
         ("Microchip maker", "microchip_maker"), ("Bond or insurance", "insurance"), ("Enclosure", "enclosure"),
         ("Warning sign", "sign"), ("First registered", "registered_on"), ("Registration year from", "term_start"),
         ("Renewal due", "renewal_due"))


def _label(label: str, code: str) -> str:
    text = term(label, code)
    return text[:1].upper() + text[1:]


def render_certificate(cert: Certificate, head: Letterhead) -> bytes:
    code = cert.language
    v = {k: ("" if val is None else str(val)) for k, val in cert.values.items()}
    v["_language"] = code
    v["conditions_paragraph"] = _part("dangerous_dog_certificate_conditions", v) if v.get("conditions") else ""
    subject, paragraphs = load_template("dangerous_dog_certificate", code).fill(v, code)
    letter = Letter(letterhead=head, title=subject, sent_on=cert.dated,
                    reference=phrase("Certificate ${number}", code, number=cert.number), paragraphs=paragraphs,
                    facts=[(_label(label, code), v.get(key, "")) for label, key in FACTS if v.get(key)],
                    footer=v.get("renewal_explanation", ""), language=code)
    return build_pdf(letter_flowables(letter), title=f"Dangerous-dog registration {cert.number}")
