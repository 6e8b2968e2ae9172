"""The proof of service of a notice (affidavit of mailing, of personal service, of posting),
printed for the file and the hearing and signed by the person who served it.

Plain data in, PDF bytes out. The wording is ``resources/letters/<language>/proof_of_service*.txt``.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import date, time

from ..domain.mail_numbers import TRACKED
from .base import Letter, Letterhead, load_template
from .language import ENGLISH, fmt_short, fmt_time, number_word, phrase
from .page_writer import render_letters

COUNTY_BLANK = "____________"  # a profile naming no county: filled in by hand where the affidavit is signed


def served_when(values: dict, code: str = ENGLISH) -> str:
    """The day of service, and the time of day where a hand delivery recorded it ("December 4, 2026,
    at 7:40 AM"; "4 de diciembre de 2026, a las 7:40 p. m.,"), written the language's way."""
    day = fmt_short(date.fromisoformat(values["served_on_iso"]), code)
    at = values.get("served_at") or ""
    return phrase("${day}, at ${time}", code, day=day, time=fmt_time(time.fromisoformat(at), code)) if at else day


def statement_template(values: dict) -> str:
    """The wording of how it was served: certified or registered mail with no article number on
    file has its own, saying so, so no affidavit reads "article number ," with a blank."""
    method = values["method"]
    unnumbered = method in TRACKED and not str(values.get("article_number") or "").strip()
    return f"proof_of_service_{method}" + ("_unnumbered" if unnumbered else "")


def proof_letter(values: dict, head: Letterhead) -> Letter:
    """One affidavit. ``values``: the notice's number, title, issue date and recipient, and the
    attempt's method, dates (a hand delivery's time of day, "HH:MM" or ""), server and places (a
    posting in public places: ``places_posted``, how many), the county of the venue line from the
    jurisdiction's profile (see services.service_proof.proof_values), and the ``language`` of its
    wording (English unless given)."""
    code = values.get("language") or ENGLISH
    values = {**values, "served_when": served_when(values, code)}
    if "places_posted" in values:  # a posting in public places: how many, as a word of the language
        values["places_count"] = number_word(int(values["places_posted"]), code)
    title, statement = load_template(statement_template(values), code).fill(values)
    _, returned = load_template(f"proof_of_service_return_{values['return_kind']}", code).fill(values)
    filled = {**values, "affidavit_title": title, "service_statement": " ".join(statement),
              "return_statement": " ".join(returned), "office_name": head.office_name,
              "signed_on": "________________", "venue_county": values.get("county") or COUNTY_BLANK,
              "signed_county": values.get("county") or COUNTY_BLANK}
    subject, paragraphs = load_template("proof_of_service", code).fill(filled)
    facts = [("Notice", values["notice_number"]), ("Served by", values["server_name"]),
             ("Attempt", str(values["seq"]))]
    signer = replace(head, signature_name=values["server_name"], signature_title=values.get("server_title", ""))
    return Letter(letterhead=signer, title=subject, sent_on=date.fromisoformat(values["served_on_iso"]),
                  paragraphs=[p for p in paragraphs if p.strip()], facts=facts,
                  footer="For the file and the hearing. Signed by the person who served the notice.")


def render_proof(values: dict, head: Letterhead) -> bytes:
    letter = proof_letter(values, head)
    return render_letters([letter], title=letter.title)
