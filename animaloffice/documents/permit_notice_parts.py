"""The hearing part of a denial notice or revocation letter, chosen from what was sent.

The notice's snapshot says whether the profile states a hearing for the matter (body and rule),
which date makes a request on time (received, or mailed: T-4A, T-4C) and the appeal route; these
pick the small ``permit_hearing_*``, ``permit_request_*`` and ``*_stay`` templates, so the letter
says plainly before whom, by when, and what a request made in time stays (``domain.hearing_stays``).
A snapshot from before these keys prints as the letter then did: a hearing before the body it names.
"""
from __future__ import annotations

from .base import load_template
from .language import ENGLISH, named, term


def _part(name: str, values: dict, code: str = ENGLISH) -> str:
    _, paragraphs = load_template(name, code).fill(values, code)
    return "\n\n".join(paragraphs)


def appeal_sentence(values: dict, office_contact: str, code: str = ENGLISH) -> str:
    """The appeal route the profile states, with its source; or how to ask, citing nothing."""
    if values.get("appeal_route"):
        return _part("hearing_appeal_route", values, code)
    return _part("hearing_appeal_not_stated", {"office_contact": office_contact}, code)


def hearing_parts(f: dict, sent_on, office_contact: str, code: str = ENGLISH) -> dict:
    """${hearing_heading}, ${hearing_paragraph}, ${request_paragraph}, ${stay_paragraph} and
    ${after_paragraph} for the letter of snapshot `f` sent on `sent_on`, in the language ``code``."""
    kind = f.get("kind", "denial")
    stated = f.get("hearing_stated", "yes" if f.get("hearing_body") else "")
    values = {**f, "action": named(f"notice_kind:{kind}", kind, code), "sent_on": sent_on,
              "ordinance": f.get("ordinance", term("The ordinance", code))}
    out = {"hearing_heading": term("## Your right to a hearing" if stated else "## Asking for a hearing", code)}
    out["hearing_paragraph"] = _part("permit_hearing_stated" if stated else "permit_hearing_not_stated", values, code)
    counts = "mailed" if f.get("request_counts") == "mailed" else "received"
    out["request_paragraph"] = _part(f"hearing_request_{counts}", values, code)
    if kind == "revocation":
        values.setdefault("removal_days", "10")
        released = f.get("removal_released") or str(f.get("template", "")).endswith("_commercial")
        stay = ("permit_revocation_stay" if released else
                "permit_revocation_stay_effect" if f.get("effective_on") else "permit_revocation_stay_misdemeanor")
        out["stay_paragraph"] = _part(stay, values, code) if f.get("removal_deadline") else ""
    else:
        out["stay_paragraph"] = _part("permit_denial_stay", values, code)
    if stated:
        values["appeal_sentence"] = appeal_sentence(f, office_contact, code)
        out["after_paragraph"] = _part("permit_hearing_after", values, code)
    else:
        out["after_paragraph"] = _part("permit_hearing_after_not_stated", values, code)
    return out
