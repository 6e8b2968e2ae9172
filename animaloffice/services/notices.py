"""Recording a notice sent: what, to whom, when, and the deadlines it starts.

Every area (permits, impounds, hearings, licensing letters) records its notices
here, so the Hearings tab finds every notice with a hearing right in one table.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from ..domain import validate
from ..domain.email_consent import consent_refusal
from ..domain.errors import ValidationError
from ..domain.explain import Explained
from ..domain.mail_numbers import article_number
from ..domain.roles import Actor
from ..domain.state_law import places_needed
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Notice
from ..persistence.models.office import Jurisdiction, User
from ..persistence.models.people import Owner
from ..persistence.models.service import ServiceAttempt
from ..persistence.profiles import profile_for
from ..queries.owner_contact import mailing_address
from ..queries.service_proofs import FROM_NOTICE
from .common import next_number
from .office_action import OfficeAction

KINDS = ("denial", "revocation", "impound", "posting", "quarantine", "license_order", "hearing",
         "decision", "renewal", "certificate_due", "citation", "permit", "inspection_report",
         "receipt", "other", "dangerous_dog", "seizure", "appeal",
         "warning", "notice_to_comply", "license_request")
METHODS = ("mail", "certified", "registered", "in_person", "posted", "email")
# also "resident": handed to a person living where a seized animal was taken (Minn. Stat. 343.235)
RECORDED_METHODS = METHODS + ("resident",)


@dataclass(frozen=True)
class NoticeInfo:
    id: int
    number: str
    kind: str
    sent_on: date
    hearing_deadline: date | None
    removal_deadline: date | None
    other_deadline: date | None


def _deadline(value: Explained[date] | date | None) -> tuple[date | None, str]:
    if value is None:
        return None, ""
    if isinstance(value, Explained):
        return value.value, value.text()
    return value, ""


def posted_places(places: Sequence[str], on: date, jurisdiction_id: int) -> list[dict]:
    """The public places a notice is posted in (MN-347.14: as many as the state-law layer of the
    city's profile says, three in Minnesota, each a different place), each posted the day the notice
    is recorded. Every posting in public places is checked here."""
    if isinstance(places, str) or not isinstance(places, (list, tuple)):
        raise ValidationError("places", "name the public places, one per line", places)
    clean = [p for p in (validate.text("places", p, max_len=200) for p in places) if p]
    needed = places_needed(profile_for(jurisdiction_id))
    if len(clean) < needed:
        raise ValidationError("places", f"name at least {needed} public places where the notice is posted", places)
    if len({p.casefold() for p in clean}) != len(clean):
        raise ValidationError("places", "the public places must be different", places)
    return [{"place": p, "on": on.isoformat()} for p in clean]


def _poster(actor: Actor) -> str:
    """The signed-in user as a paper names them: the full name, else the user name."""
    user = User.get_or_none(User.id == actor.user_id) if actor.user_id is not None else None
    return (user.full_name or user.username) if user is not None else actor.username


def email_agreed(owner: Owner | None, day: date) -> None:
    """A notice is e-mailed only to an owner whose agreement to it is on file for the day."""
    if owner is None:
        raise ValidationError("method", "a notice to no owner on file cannot be e-mailed: no agreement to check")
    why = consent_refusal(owner.email_consent_on, owner.email_consent_withdrawn_on, day)
    if why:
        raise ValidationError("method", f"{why} ({owner.display_name}); record the agreement on the owner first")


def record_notice(actor: Actor, *, jurisdiction_id: int, kind: str, sent_on: date,
                  owner_id: int | None = None, recipient_name: str = "", recipient_address: str = "",
                  method: str = "mail", subject_table: str = "", subject_id: int | None = None,
                  sections: str = "", reasons: str = "", hearing_right: bool = False,
                  hearing_deadline: Explained[date] | date | None = None,
                  removal_deadline: Explained[date] | date | None = None,
                  other_deadline: Explained[date] | date | None = None,
                  fields: dict | None = None, places: Sequence[str] = (), posted_by: str = "",
                  article: str = "", served_by: str = "") -> NoticeInfo:
    """Record that a notice was sent. Call inside the action's transaction or on its own.
    A notice posted in public ``places`` is served by that posting: its first attempt lists each
    place with its day and names ``posted_by`` as the one who posted it (who signs the affidavit of
    posting): an officer's posting recorded at the desk names the officer; left empty, the user
    recording it posted it. ``article``: the receipt's number of a notice sent certified or
    registered, kept on its first attempt (it may also be added later, ``mail_articles``).
    ``served_by``: who put a first-class letter in the mail or handed the notice over, who signs its
    affidavit of mailing or of personal service (its proof, ``service_proofs.proven``); handed
    over, it was to the notice's recipient. Left empty, it is named later in the service window."""
    act = OfficeAction(actor, "send_notice")
    kind = validate.choice("kind", kind, KINDS)
    method = validate.choice("method", method, RECORDED_METHODS)
    sent_on = validate.day("sent_on", sent_on, not_after=date.today())
    sections = validate.text("sections", sections, max_len=2000, multiline=True)
    reasons = validate.text("reasons", reasons, max_len=8000, multiline=True)
    subject_table = validate.text("subject_table", subject_table, max_len=40)
    subject_id = validate.integer("subject_id", subject_id, minimum=1, maximum=2 ** 31 - 1, required=False)
    hearing_right = validate.boolean("hearing_right", hearing_right)
    if fields is not None and not isinstance(fields, dict):
        raise ValidationError("fields", "must be a set of named values", fields)
    hearing, hearing_why = _deadline(hearing_deadline)
    removal, removal_why = _deadline(removal_deadline)
    other, other_why = _deadline(other_deadline)
    if hearing_right and hearing is None:
        raise ValidationError("hearing_deadline", "a notice with a hearing right needs its deadline")
    if places and method != "posted":
        raise ValidationError("places", "only a posted notice lists public places", places)
    posted_by = validate.text("posted_by", posted_by, max_len=120)
    if posted_by and not places:
        raise ValidationError("posted_by", "only a posting in public places names who posted it", posted_by)
    article = article_number("article", article, FROM_NOTICE[method]) if article else ""
    served_by = validate.text("served_by", served_by, max_len=120)
    if served_by and FROM_NOTICE[method] not in ("first_class", "hand"):
        raise ValidationError("served_by", "only a letter mailed first-class or handed over names who served it",
                              served_by)
    with act:
        fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
        public = posted_places(places, sent_on, jurisdiction_id) if places else []
        if owner_id is not None:
            owner = fetch(Owner, owner_id, "owner_id", allow_void=True)
            recipient_name = recipient_name or owner.display_name
            if not recipient_address:
                addr = mailing_address(owner.id)
                recipient_address = addr.one_line() if addr else ""
        if method == "email":  # the first attempt is the e-mail: the owner's agreement for the day
            email_agreed(owner if owner_id is not None else None, sent_on)
        recipient_name = validate.text("recipient_name", recipient_name, max_len=200)
        recipient_address = validate.text("recipient_address", recipient_address, max_len=300)
        number = f"N{sent_on.year}-{next_number(f'notice:{sent_on.year}'):06d}"
        explanation = "\n".join(t for t in (hearing_why, removal_why, other_why) if t)
        row = act.create(Notice, f"notice.{kind}", jurisdiction=jurisdiction_id, number=number, kind=kind,
                         owner=owner_id, recipient_name=recipient_name, recipient_address=recipient_address,
                         sent_on=sent_on, method=method, subject_table=subject_table,
                         subject_id=subject_id, sections=sections, reasons=reasons,
                         hearing_right=hearing_right, hearing_deadline=hearing,
                         removal_deadline=removal, other_deadline=other, explanation=explanation,
                         fields=json.dumps(fields or {}, default=str, ensure_ascii=False))
        first = ({"method": "posted_public", "served_by": posted_by or _poster(actor),
                  "public_places": json.dumps(public)} if public
                 else {"method": FROM_NOTICE[method], "article_number": article, "served_by": served_by,
                       "served_to": recipient_name if served_by and FROM_NOTICE[method] == "hand" else ""})
        act.create(ServiceAttempt, "notice.service", notice=row.id, seq=1, served_on=sent_on, counts=True, **first)
    return NoticeInfo(row.id, row.number, kind, sent_on, hearing, removal, other)
