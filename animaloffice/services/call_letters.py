"""The letters a call for service sends the animal's owner: a warning, or a notice to comply by
a day (the profile's ``comply_days``, counted as every deadline is, MN-645.15).

Each is a notice (``notices.record_notice``) linked to the call, printed from the values stored
with it (``impound_notices.notice_pdf``). A letter never names the caller: the values hold the
owner, the animal, the place, the section and the officer's findings only, and findings that
name the caller (or give the caller's telephone) are refused.
"""
from __future__ import annotations

from datetime import date

from ..domain import calls as rules
from ..domain import validate
from ..domain.citations import citation_for, in_words
from ..domain.confidential import mentions
from ..domain.deadlines import deadline_to_act
from ..domain.errors import ValidationError
from ..domain.explain import fmt_short
from ..domain.roles import Actor
from ..persistence.db import transaction
from ..persistence.models.animals import Animal
from ..persistence.models.field import Call, CallVisit
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for
from ..queries.calls import animal_label, kind_label
from ..queries.impounds import letter_name
from ..queries.office import office_settings
from ..queries.owner_contact import mailing_address
from .calls import _open_call, link_to_call
from .notices import METHODS, NoticeInfo, record_notice


def _findings(call: Call, findings) -> str:
    findings = validate.text("findings", findings, max_len=4000, multiline=True, required=True)
    if mentions(findings, call.caller_name, call.caller_phone):
        raise ValidationError("findings", "names the caller or gives the caller's telephone; who called is "
                              "confidential and is never written in a letter to the owner")
    return findings


def _values(call: Call, profile, on: date, findings: str) -> tuple[dict, list, list[str]]:
    item = profile.item("call_kinds", call.kind)
    rule = item.rule_id if item else ""
    if not rule:
        raise ValidationError("call_id", f"no section of the {profile.name} profile covers a call about "
                              f"{kind_label(profile, call.kind).lower()}: a letter cannot cite one")
    owner = Owner.get_by_id(call.owner_id)
    animal = Animal.get_or_none(Animal.id == call.animal_id) if call.animal_id else None
    addr = mailing_address(owner.id)
    settings = office_settings()
    first_visit = (CallVisit.select().where((CallVisit.call == call.id) & CallVisit.voided_at.is_null())
                   .order_by(CallVisit.visited_at).first())
    looked = first_visit.visited_at.date() if first_visit else on
    kind_text = kind_label(profile, call.kind)
    values = {
        "owner_name": letter_name(owner), "call_number": call.number, "kind_text": kind_text,
        "kind_words": kind_text[:1].lower() + kind_text[1:],
        "animal_text": animal_label(animal, profile) or "an animal", "address": call.address,
        "looked_into_on": looked, "findings": findings, "section": citation_for(profile, rule),
        "violations_section": profile.citations.get("violations", profile.ordinance),
        "office_name": settings.get("office_name", "") or profile.name,
        "office_phone": settings.get("office_phone", "") or "the office",
    }
    facts = [("Call", call.number), ("Where", call.address)]
    if animal is not None:
        facts.append(("Animal", animal_label(animal, profile)))
    recipient = [l for l in (letter_name(owner), addr.one_line() if addr else "") if l]
    return values, facts, recipient


def _send(actor: Actor, call_id: int, *, kind: str, on, method: str, findings, article: str = "", served_by: str = "") -> NoticeInfo:
    on = validate.day("on", on or date.today(), not_after=date.today())
    method = validate.choice("method", method, METHODS)
    with transaction():
        call = _open_call(call_id)
        if call.owner_id is None:
            raise ValidationError("owner_id", "the owner is not known: identify the owner on the call first")
        if on < call.received_at.date():
            raise ValidationError("on", f"is before the call was received ({fmt_short(call.received_at.date())})", on)
        findings = _findings(call, findings)
        profile = profile_for(call.jurisdiction_id)
        values, facts, recipient = _values(call, profile, on, findings)
        deadline = None
        if kind == "notice_to_comply":
            days = profile.period("comply_days", on)
            deadline = deadline_to_act(on, days, profile.calendar, rule_id="MN-645.15", what="the day to comply by")
            values.update(comply_by=deadline.value, comply_days=days)
            facts += [("Comply by", fmt_short(deadline.value)),
                      ("How the day was reached", in_words(profile, deadline.text()))]
        doc_kind = "call_warning" if kind == "warning" else "call_comply"
        fields = {"kind": doc_kind, "values": _stored(values), "facts": facts, "recipient": recipient,
                  "reference": f"Call {call.number}"}
        fields.update(_in_languages(call, profile, values, facts, deadline))
        info = record_notice(actor, jurisdiction_id=call.jurisdiction_id, kind=kind, sent_on=on,
                             owner_id=call.owner_id, method=method, article=article, served_by=served_by,
                             subject_table="call", subject_id=call.id,
                             sections=values["section"], reasons=values["kind_text"],
                             other_deadline=deadline, fields=fields)
        link_to_call(actor, call.id, subject_table="notice", subject_id=info.id,
                     note=rules.OUTCOMES[rules.Outcome(kind)])
    return info


def _stored(values: dict) -> dict:
    return {k: (v.isoformat() if isinstance(v, date) else v) for k, v in values.items()}


def _in_languages(call: Call, profile, values: dict, facts: list, deadline) -> dict:
    """For an owner who reads another language: the letter's language and, in each other one, what
    the program wrote on it (the kind of call, the animal, the facts' words and the count of the day),
    as ``impound_notices.notice_pdf`` prints it; nothing for an English-reading owner."""
    from ..documents.language import ENGLISH, counting, named, phrase, split, term, with_source
    from ..documents.language import fmt_short as in_language
    from .permit_notice_languages import owner_language

    language = owner_language(call.owner_id)
    versions = {}
    for code in (c for c in split(language) if c != ENGLISH):
        kind_text = named(f"call_kind:{call.kind}", values["kind_text"], code)
        animal = Animal.get_or_none(Animal.id == call.animal_id) if call.animal_id else None
        label = ""
        if animal is not None:
            species = term(profile.species_info(animal.species).label, code).lower()
            label = f"{animal.name or term('unnamed', code)} ({species}" + (f", {animal.breed}" if animal.breed else "") + ")"
        mine = {**values, "kind_text": kind_text, "kind_words": kind_text[:1].lower() + kind_text[1:],
                "animal_text": label or term("an animal", code),
                "office_phone": term(values["office_phone"], code)}
        facts_in = [(k, label if k == "Animal" else v) for k, v in facts]
        if deadline is not None:
            facts_in = [(k, in_language(deadline.value, code) if k == "Comply by" else
                         in_words(profile, with_source(counting(deadline.parts, code), deadline.rule_id))
                         if k == "How the day was reached" else v) for k, v in facts_in]
        versions[code] = {"values": _stored(mine), "facts": facts_in,
                          "reference": phrase("Call ${number}", code, number=call.number)}
    return {"language": language, "versions": versions} if versions else {}


def send_warning(actor: Actor, call_id: int, *, findings: str, on: date | None = None,
                 method: str = "mail", article: str = "", served_by: str = "") -> NoticeInfo:
    """A written warning to the owner: what the officer found and the section it is under."""
    actor.require("work_call")
    return _send(actor, call_id, kind="warning", on=on, method=method, findings=findings, article=article, served_by=served_by)


def send_notice_to_comply(actor: Actor, call_id: int, *, findings: str, on: date | None = None,
                          method: str = "mail", article: str = "", served_by: str = "") -> NoticeInfo:
    """A written notice to correct what the officer found by the profile's ``comply_days``."""
    actor.require("work_call")
    return _send(actor, call_id, kind="notice_to_comply", on=on, method=method, findings=findings,
                 article=article, served_by=served_by)


def call_letter_pdf(notice_id: int) -> bytes:
    """A warning or notice to comply as it was sent."""
    from .impound_notices import notice_pdf

    return notice_pdf(notice_id)
