"""The proof of service of a notice (affidavit of mailing, of personal service, of posting),
printed for the file and the hearing and signed by the person who served it.

Plain data in, PDF bytes out. The wording is ``resources/letters/<language>/proof_of_service*.txt``.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import date

from .base import Letter, Letterhead, load_template
from .page_writer import render_letters

COUNTY_BLANK = "____________"  # a profile naming no county: filled in by hand where the affidavit is signed


def proof_letter(values: dict, head: Letterhead) -> Letter:
    """One affidavit. ``values``: the notice's number, title, issue date and recipient, and the
    attempt's method, dates, server and places, and the county of the venue line from the
    jurisdiction's profile (see services.service_proof.proof_values)."""
    title, statement = load_template(f"proof_of_service_{values['method']}").fill(values)
    _, returned = load_template(f"proof_of_service_return_{values['return_kind']}").fill(values)
    filled = {**values, "affidavit_title": title, "service_statement": " ".join(statement),
              "return_statement": " ".join(returned), "office_name": head.office_name,
              "signed_on": "________________", "venue_county": values.get("county") or COUNTY_BLANK,
              "signed_county": values.get("county") or COUNTY_BLANK}
    subject, paragraphs = load_template("proof_of_service").fill(filled)
    facts = [("Notice", values["notice_number"]), ("Served by", values["server_name"]),
             ("Attempt", str(values["seq"]))]
    signer = replace(head, signature_name=values["server_name"], signature_title=values.get("server_title", ""))
    return Letter(letterhead=signer, title=subject, sent_on=date.fromisoformat(values["served_on_iso"]),
                  paragraphs=[p for p in paragraphs if p.strip()], facts=facts,
                  footer="For the file and the hearing. Signed by the person who served the notice.")


def render_proof(values: dict, head: Letterhead) -> bytes:
    letter = proof_letter(values, head)
    return render_letters([letter], title=letter.title)
