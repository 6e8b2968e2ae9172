"""A citation (T-8A, W-90.05C): what, when, where; how much, how to pay or contest where the ordinance
gives a penalty the office collects, or that it is referred for prosecution where it gives none.

Plain data in (the values recorded on the citation notice), PDF bytes out.
The wording is ``resources/letters/citation.txt``.
"""
from __future__ import annotations

from datetime import date

from .base import Letter, Letterhead, load_template
from .language import ENGLISH, named, phrase, split, term
from .page_writer import render_letters


def _part(name: str, values: dict, code: str = ENGLISH) -> str:
    return " ".join(load_template(name, code).fill(values, code)[1])


def hearing_parts(values: dict, code: str = ENGLISH) -> dict:
    """Before whom a hearing is asked, under which rule, and by when: as the profile states it for a
    citation (nothing cited where it states none). A citation issued before these keys were kept
    printed a hearing before the body it named."""
    stated = values.get("hearing_stated", "yes" if values.get("hearing_body") else "")
    values = {"hearing_section": "", **values}
    counts = "mailed" if values.get("request_counts") == "mailed" else "received"
    return {"hearing_paragraph": _part("citation_hearing_stated" if stated else "citation_hearing_not_stated",
                                       values, code),
            "request_sentence": _part(f"hearing_request_{counts}", values, code)}


def citation_letters(values: dict, head: Letterhead) -> list[Letter]:
    """The citation in each language it was issued in (a bilingual owner's: Spanish, then English),
    each with the values it was issued with in that language."""
    versions = values.get("versions") or {}
    codes = [c for c in split(values.get("language", ENGLISH)) if c == ENGLISH or c in versions] or [ENGLISH]
    return [citation_letter({**values, **versions.get(code, {})}, head, code) for code in codes]


def citation_letter(values: dict, head: Letterhead, code: str = ENGLISH) -> Letter:
    """A citation with its penalty, how to pay and how to contest; or, referred for prosecution
    (``referred``: no administrative penalty in the ordinance), the citation alone."""
    referred = bool(values.get("referred"))
    phone = values.get("office_phone", "")
    values = {**values, "office_phone_sentence": f", {phone}" if phone else "",
              **({} if referred else hearing_parts(values, code))}
    subject, paragraphs = load_template("citation_referred" if referred else "citation", code).fill(values, code)
    recipient = [values.get("owner_name", "")]
    if values.get("owner_address"):
        recipient.extend(part.strip() for part in values["owner_address"].split(",", 1))
    facts = [("Citation number", values["citation_number"]),
             (named("label:citation_issued", "Issued", code), values["issued_on_text"])]
    if referred:
        facts.append(("Referred", term("for prosecution; no fine is collected by the office", code)))
    else:
        facts += [("Amount", values["amount"]), ("Last day to pay or request a hearing", values["hearing_deadline"])]
    if values.get("notice_number"):
        facts.append(("Notice", values["notice_number"]))
    return Letter(letterhead=head, title=subject, sent_on=date.fromisoformat(values["issued_on"]),
                  recipient=[r for r in recipient if r], reference=values.get("sections", ""),
                  paragraphs=paragraphs, facts=[(term(label, code), value) for label, value in facts],
                  # a referred citation has nothing to pay: the owner only writes about it
                  footer=phrase("Keep this citation. Quote ${number} when you write." if referred else
                                "Keep this citation. Quote ${number} when you pay or write.", code,
                                number=values["citation_number"]), language=code)


def render_citations(items: list[tuple[dict, Letterhead]], progress=None) -> bytes:
    """One or more citations in one PDF."""
    letters = [letter for values, head in items for letter in citation_letters(values, head)]
    title = letters[0].title if len(letters) == 1 else f"{len(letters)} citations"
    return render_letters(letters, title=title, progress=progress)


def render_citation(values: dict, head: Letterhead) -> bytes:
    return render_citations([(values, head)])
