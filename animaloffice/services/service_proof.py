"""The values a proof of service prints, read from a notice's attempt, and the PDF."""
from __future__ import annotations

import json
from datetime import date

from ..domain.explain import fmt_short
from ..domain.state_law import places_needed
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Notice
from ..persistence.models.service import ServiceAttempt
from ..persistence.profiles import profile_for
from .service_of_notice import MAILED

# the title of the paper the resident was served, as the affidavit names it (its own heading):
# not the office's name of the kind in its lists (``domain.notice_kinds``)
TITLES = {"denial": "Notice of denial", "revocation": "Notice of revocation", "impound": "Notice of impoundment",
          "hearing": "Notice of hearing", "decision": "Written decision", "citation": "Citation",
          "dangerous_dog": "Dangerous dog declaration", "seizure": "Notice of seizure",
          "posting": "Notice of impound (owner unknown)", "quarantine": "Notice of quarantine",
          "license_order": "Notice to obtain a license or permit", "license_request": "Letter to license an animal",
          "warning": "Warning", "notice_to_comply": "Notice to comply", "appeal": "Letter on the outcome of the appeal",
          "renewal": "License renewal reminder", "certificate_due": "Rabies certificate due"}


def proof_values(attempt_id: int) -> dict:
    attempt = fetch(ServiceAttempt, attempt_id, "attempt_id")
    notice = fetch(Notice, attempt.notice_id, "notice_id", allow_void=True)
    places = json.loads(attempt.public_places or "[]")
    profile = profile_for(notice.jurisdiction_id)
    if attempt.method in MAILED:
        kind = attempt.return_status or "none"
    else:
        kind = "not_mailed"
    return {
        "jurisdiction_id": notice.jurisdiction_id, "method": attempt.method, "return_kind": kind,
        "seq": attempt.seq, "notice_number": notice.number,
        "notice_title": TITLES.get(notice.kind, "Notice"), "notice_issued_on": fmt_short(notice.sent_on),
        "recipient_name": ("the owner, whose name is not known" if notice.method == "posted" and notice.owner_id is None
                           else notice.recipient_name or "the owner"),
        "recipient_address": notice.recipient_address or "(no address on file)",
        "server_name": attempt.served_by or "________________________",
        "served_on": fmt_short(attempt.served_on), "served_on_iso": attempt.served_on.isoformat(),
        "served_at": attempt.served_at.strftime("%H:%M") if attempt.served_at else "",  # a hand delivery's time
        "article_number": attempt.article_number, "served_to": attempt.served_to, "place": attempt.place,
        "places": "; ".join(f"{p['place']}, on {fmt_short(date.fromisoformat(p['on']))}" for p in places),
        # the affidavit states how many places it was posted in: those listed (never fewer than the
        # state-law layer asks, MN-347.14); with none listed, the number the law asks for
        "places_posted": len(places) or places_needed(profile),
        "email_address": attempt.email_address,
        "return_on": fmt_short(attempt.return_on) if attempt.return_on else "",
        # the venue line "State of Minnesota, County of ...": the profile's county ("" leaves it blank)
        "county": profile.text.get("county", ""),
    }


def proof_pdf(attempt_id: int) -> bytes:
    """The affidavit for one attempt, with the office's letterhead."""
    from ..documents.proof_of_service import render_proof
    from ..printing.letterhead import letterhead_for

    values = proof_values(attempt_id)
    return render_proof(values, letterhead_for(values["jurisdiction_id"]))
