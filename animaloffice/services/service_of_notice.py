"""How each notice was served: its attempts, the return of certified mail, and the notices that
have no proof of service yet. A notice may be tried several times (mailed, returned unclaimed,
then posted); one attempt is the one its deadlines count from."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date, datetime, time

from ..domain import service_counting as counting_rules
from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import fmt_short
from ..domain.mail_numbers import article_number
from ..domain.roles import Actor
from ..domain.state_law import places_needed
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Notice
from ..persistence.models.people import Owner
from ..persistence.models.service import ServiceAttempt
from ..persistence.profiles import profile_for
from ..queries.service_attempts import METHOD_WORDS, describe
from ..queries.service_proofs import TRACKED, mail_back_unserved, proven, tries
from .notice_recount import recount
from .notices import email_agreed
from .office_action import OfficeAction

METHODS = ("first_class", "certified", "registered", "hand", "posted_premises", "posted_public", "email")
MAILED = ("first_class", "certified", "registered")
RETURNS = ("delivered", "refused", "unclaimed", "returned")


@dataclass(frozen=True)
class Place:
    place: str
    on: date


def _places(value: object, needed: int) -> list[dict]:
    """The places of a posting in public places: at least as many as the state-law layer says
    (MN-347.14: three), each with its day, none twice."""
    if not isinstance(value, (list, tuple)) or len(value) < needed:
        raise ValidationError("public_places", f"needs at least {needed} public places and the day of each", value)
    out = []
    for item in value:
        if not isinstance(item, Place):
            raise ValidationError("public_places", "each needs its place and day", value)
        where = validate.text("public_places", item.place, max_len=200, required=True)
        on = validate.day("public_places", item.on, not_after=date.today())
        out.append({"place": where, "on": on.isoformat()})
    if len({p["place"].casefold() for p in out}) != len(out):
        raise ValidationError("public_places", "the places must be different", value)
    return out


_TYPED = re.compile(r"\s*(\d{1,2}):(\d{2})\s*(?:([AaPp])\.?\s*[Mm]\.?)?\s*")


def typed_time(value: object) -> time | None:
    """A time of day as typed at the desk ("7:40 AM", "7:40 p.m.", "19:40"), or a time; None when empty."""
    if not isinstance(value, str):
        return validate.clock_time("served_at", value)
    if not value.strip():
        return None
    found = _TYPED.fullmatch(value)
    hour, minute, half = (int(found[1]), int(found[2]), (found[3] or "").lower()) if found else (99, 0, "")
    if half and 1 <= hour <= 12:
        hour = hour % 12 + (12 if half == "p" else 0)
    elif half:
        hour = 99
    if hour > 23 or minute > 59:
        raise ValidationError("served_at", "must be a time of day like 7:40 AM or 19:40", value)
    return time(hour, minute)


def _time_of_delivery(value: object, method: str, served_on: date) -> time | None:
    """The time of day a hand delivery was made (optional; only a hand delivery has one), not later
    than now on a delivery recorded for today."""
    at = typed_time(value)
    if at is None:
        return None
    if method != "hand":
        raise ValidationError("served_at", "only a hand delivery records the time it was made", value)
    at = at.replace(second=0, microsecond=0)
    if served_on == date.today() and at > datetime.now().time():
        raise ValidationError("served_at", "may not be later than now on a delivery made today", value)
    return at


def record_attempt(actor: Actor, *, notice_id: int, method: str, served_on: date, article: str = "",
                   served_by: str = "", served_to: str = "", place: str = "", served_at: time | str | None = None,
                   public_places: list[Place] | None = None, email_address: str = "",
                   counts: bool = False, count_reason: str = "", notes: str = "") -> int:
    """Record one attempt to serve a notice. The attempt its deadlines count from is chosen again
    by the rule (``domain.service_counting``) and the deadlines move with it; ``counts`` counts them
    from this one instead, with ``count_reason``, where the rule lets the officer (never from an
    earlier day than the rule's). An e-mail serves only an owner whose agreement to e-mail is on
    file for the day (``domain.email_consent``)."""
    act = OfficeAction(actor, "send_notice")
    method = validate.choice("method", method, METHODS)
    served_on = validate.day("served_on", served_on, not_after=date.today())
    served_at = _time_of_delivery(served_at, method, served_on)
    served_by = validate.text("served_by", served_by, max_len=120)
    served_to = validate.text("served_to", served_to, max_len=200)
    place = validate.text("place", place, max_len=300)
    email_address = validate.text("email_address", email_address, max_len=200)
    counts = validate.boolean("counts", counts)
    count_reason = validate.text("count_reason", count_reason, max_len=2000, multiline=True)
    if counts and not count_reason:
        raise ValidationError("count_reason", "say why the deadlines count from this attempt")
    if count_reason and not counts:
        raise ValidationError("count_reason", "only an attempt the deadlines count from has a reason for it")
    notes = validate.text("notes", notes, max_len=2000, multiline=True)
    # a number given for another method is refused by the number's own rule (mail_numbers)
    number = article_number("article", article, method) if method in TRACKED or article else ""
    if method != "posted_public" and public_places:
        raise ValidationError("public_places", "only a posting in public places lists them", public_places)
    if method in ("hand", "posted_premises", "posted_public") and not served_by:
        raise ValidationError("served_by", "name who served it; they sign the affidavit")
    if method == "hand" and not (served_to and place):
        raise ValidationError("served_to" if not served_to else "place",
                              "a hand delivery names the person who received it and where")
    if method == "posted_premises" and not place:
        raise ValidationError("place", "name the premises where it was posted")
    if method == "email" and "@" not in email_address:
        raise ValidationError("email_address", "the address it was sent to", email_address)
    with act:
        notice = fetch(Notice, notice_id, "notice_id")
        if served_on < notice.sent_on:
            raise ValidationError("served_on", "may not be before the notice was issued", served_on)
        places = []
        if method == "posted_public":
            places = _places(public_places, places_needed(profile_for(notice.jurisdiction_id)))
            if any(date.fromisoformat(p["on"]) < served_on for p in places):
                raise ValidationError("public_places", "a place was posted before the posting began", public_places)
        if method == "email":
            _email_agreed(notice, served_on)
        live = _attempts(notice.id)
        row = act.create(ServiceAttempt, "notice.service", notice=notice.id,
                         seq=max((a.seq for a in live), default=0) + 1,
                         method=method, served_on=served_on, served_at=served_at, article_number=number,
                         served_by=served_by, served_to=served_to, place=place,
                         public_places=json.dumps(places), email_address=email_address,
                         counts=False, count_reason=count_reason, notes=notes)
        if counts:
            _lawful_choice(act, notice, row.id, "counts")
        recount(actor, notice.id, f"the notice was served again ({METHOD_WORDS[method].lower()}, "
                                  f"{fmt_short(served_on)})")
    return row.id


def places_needed_for(notice_id: int) -> int:
    """How many public places a posting of this notice needs (the state-law layer of its city's profile)."""
    notice = fetch(Notice, notice_id, "notice_id", allow_void=True)
    return places_needed(profile_for(notice.jurisdiction_id))


def _email_agreed(notice: Notice, day: date) -> None:
    owner = Owner.get_or_none(Owner.id == notice.owner_id) if notice.owner_id is not None else None
    email_agreed(owner, day)


def count_from(actor: Actor, attempt_id: int, *, reason: str, expected_version: int | None = None) -> None:
    """The officer counts a notice's deadlines from this attempt, with the reason, where the law
    lets them: a later attempt than the rule's gives the owner more days; an earlier one is refused."""
    act = OfficeAction(actor, "send_notice")
    reason = validate.text("reason", reason, max_len=2000, required=True, multiline=True)
    with act:
        row = act.fetch(ServiceAttempt, attempt_id, "attempt_id")
        row.count_reason = reason
        act.save(row, "notice.service.count_from", expected_version=expected_version, note=reason)
        _lawful_choice(act, Notice.get_by_id(row.notice_id), row.id, "attempt_id")
        recount(actor, row.notice_id, f"the officer chose to count from attempt {row.seq}: {reason}")


def _lawful_choice(act: OfficeAction, notice: Notice, attempt_id: int, field: str) -> None:
    """Refuse the officer's choice of an attempt to count from where the rule does not allow it.
    The choice replaces any earlier one: only one attempt of a notice keeps a reason to count."""
    for other in ServiceAttempt.select().where((ServiceAttempt.notice == notice.id) & (ServiceAttempt.id != attempt_id)
                                               & ServiceAttempt.voided_at.is_null() & (ServiceAttempt.count_reason != "")):
        act.hold(other)
        other.count_reason = ""
        act.save(other, "notice.service.choice_replaced")
    reading = profile_for(notice.jurisdiction_id).readings.reading(counting_rules.READING).value
    standing = tries(notice.id)
    chosen = next(t for t in standing if t.id == attempt_id)
    why = counting_rules.refusal(standing, chosen, reading)
    if why:
        raise ValidationError(field, why)


def record_return(actor: Actor, *, attempt_id: int, status: str, on: date, notes: str = "",
                  expected_version: int | None = None) -> None:
    """The return of mail: the green card signed (delivered on), or the letter back refused,
    unclaimed or otherwise returned. A return is not before the mailing. ``expected_version`` is the
    attempt as the screen showed it: a return another desk recorded meanwhile is not overwritten."""
    act = OfficeAction(actor, "send_notice")
    status = validate.choice("status", status, RETURNS)
    on = validate.day("on", on, not_after=date.today())
    notes = validate.text("notes", notes, max_len=2000, multiline=True)
    with act:
        row = act.fetch(ServiceAttempt, attempt_id, "attempt_id")
        if row.method not in MAILED:
            raise ValidationError("attempt_id", "only mail comes back with a return", attempt_id)
        if on < row.served_on:
            raise ValidationError("on", "a return may not be before the mailing", on)
        row.return_status, row.return_on = status, on
        if notes:
            row.notes = f"{row.notes}\n{notes}".strip()
        act.save(row, f"notice.return.{status}", expected_version=expected_version)
        words = METHOD_WORDS[row.method].lower()
        recount(actor, row.notice_id, f"the {words} of {fmt_short(row.served_on)} "
                                      + (f"was signed for on {fmt_short(on)}" if status == "delivered"
                                         else f"came back {status} on {fmt_short(on)}"))


def record_mailer(actor: Actor, attempt_id: int, *, mailed_by: str, expected_version: int | None = None) -> None:
    """Who mailed a letter, named after the mailing was recorded: they sign the affidavit of mailing,
    the proof of a first-class letter (its day is the attempt's). Mail that came back stays unproven;
    certified or registered mail is still proven only by its return card. ``expected_version`` is
    the attempt as the screen showed it."""
    act = OfficeAction(actor, "send_notice")
    mailed_by = validate.text("mailed_by", mailed_by, max_len=120, required=True)
    with act:
        row = act.fetch(ServiceAttempt, attempt_id, "attempt_id")
        if row.method not in MAILED:
            raise ValidationError("attempt_id", "only mail is signed for by who mailed it", attempt_id)
        row.served_by = mailed_by
        act.save(row, "notice.service.mailed_by", expected_version=expected_version)
        recount(actor, row.notice_id, f"{mailed_by} was named as who mailed the "
                                      f"{METHOD_WORDS[row.method].lower()} of {fmt_short(row.served_on)}")


def void_attempt(actor: Actor, attempt_id: int, reason: str, *, expected_version: int | None = None) -> None:
    """An attempt recorded in error (the wrong notice, a mistyped article number): voided with the
    reason, never deleted. It no longer proves service; the notice's other attempts stand, and the
    rule chooses among them the one the deadlines count from (a day already given stays)."""
    with OfficeAction(actor, "void_record") as act:
        row = act.fetch(ServiceAttempt, attempt_id, "attempt_id")
        act.void(row, reason, expected_version=expected_version, action="notice.service.void")
        recount(actor, row.notice_id, f"attempt {row.seq} was voided ({row.void_reason})")


def _attempts(notice_id: int) -> list[ServiceAttempt]:
    return list(ServiceAttempt.select().where((ServiceAttempt.notice == notice_id)
                                              & ServiceAttempt.voided_at.is_null()).order_by(ServiceAttempt.seq))


def attempts_of(notice_id: int) -> list[ServiceAttempt]:
    """The notice's attempts, first first; voided attempts left out."""
    return _attempts(notice_id)


def flagged(notice_id: int) -> bool:
    """A notice whose mail came back refused or unclaimed (or returned) and that no later
    attempt has served."""
    return mail_back_unserved([(a.return_status, proven(a)) for a in _attempts(notice_id)])


def service_text(notice_id: int) -> str:
    """Each attempt of a notice in words, the one its deadlines count from marked, and a warning
    when the mail came back refused or unclaimed with nothing served since."""
    live = _attempts(notice_id)
    if not live:
        return "no record of how it was served"
    parts = [describe(a) + (" (the deadlines count from this)" if a.counts and len(live) > 1 else "")
             for a in live]
    text = "; then ".join(parts)
    if flagged(notice_id):
        text += ". NOT SERVED: the mail came back and nothing has served it since"
    elif not any(proven(a) for a in live):
        text += ". No proof of service yet"
    return text
