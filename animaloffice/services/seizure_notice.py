"""MN-343.235: the notice of a seizure for cruelty or neglect, and the hold it starts.

Minn. Stat. § 343.235, subd. 3(a): the authority "shall give notice of this section by
delivering or mailing it to a person claiming an interest in the animal or by posting a
copy of it at the place where the animal is taken into custody or by delivering it to a
person residing on the property". The notice describes the animal, the authority and
purpose of the seizure, when, where and how it was made, and where the animal is kept and
whom to contact; it says that a person claiming an interest may post security to prevent
disposition and may ask for a hearing, that failing both within ten days of the notice
the animal is disposed of, and who bears the costs; a hearing-request form goes with it.

Recording the notice counts the hold again from its date (``impounds.intake_hold``): the
animal may be disposed of only after the notice's days have run.
"""
from __future__ import annotations

from datetime import date

from ..documents.impound_notices import NoticeDoc
from ..domain import cruelty, validate
from ..domain.errors import ValidationError
from ..domain.money import fmt_cents
from ..domain.roles import Actor
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Impound
from . import audit
from .common import save_versioned
from .impound_notices import (
    _base_values,
    _cost_facts,
    _held,
    _mark_notified,
    _recipient,
    _stored,
    animal_facts,
    letterhead,
)
from .impound_words import cite
from .impounds import intake_hold
from .notices import NoticeInfo, record_notice
from .office_action import OfficeAction
from .permit_notice_languages import owner_language

METHODS = {"mail": "Mail", "certified": "Certified mail", "in_person": "Handed to the person",
           "posted": "Posted at the place the animal was taken", "resident": "Handed to a person living there"}
TO_A_PERSON = ("mail", "certified", "in_person")
SEIZURE_VALUES = ("owner_name", "contact_person", "reply_days", "reply_by", "security_amount", "security_days",
                  "hearing_days", "disposition_from", "office_name", "office_address")


def _first_seizure_notice(impound_id: int) -> date | None:
    row = (Notice.select(Notice.sent_on).where((Notice.subject_table == "impound") & (Notice.subject_id == impound_id)
                                               & (Notice.kind == "seizure") & Notice.voided_at.is_null())
           .order_by(Notice.sent_on, Notice.id).first())
    return row.sent_on if row else None


def _recount_hold(actor: Actor, impound_id: int) -> None:
    """The cruelty hold counted from the first seizure notice on file (inside the notice's action)."""
    from ..persistence.profiles import profile_for

    row = Impound.get_by_id(impound_id)
    profile = profile_for(row.jurisdiction_id)
    hold = intake_hold(profile, row.ground, row.impounded_on, _first_seizure_notice(impound_id))
    if (row.hold_last_day, row.disposition_from) == (hold.last_day.value, hold.disposition_from.value):
        return
    before = audit.snapshot(row)
    row.hold_last_day, row.disposition_from = hold.last_day.value, hold.disposition_from.value
    row.hold_explanation = hold.disposition_from.text()
    save_versioned(row)
    audit.record(actor, "impound.hold", row, before=before, note=row.hold_explanation)


def send_seizure_notice(actor: Actor, impound_id: int, *, on: date | None = None, method: str = "mail",
                        recipient_name: str = "", article: str = "", served_by: str = "") -> NoticeInfo:
    """MN-343.235 subd. 3: the notice of a seizure for cruelty or neglect, to the owner (mailed or
    handed over), posted at the place the animal was taken, or handed to a person living there
    (``recipient_name``). The hold is counted again from the first such notice."""
    act = OfficeAction(actor, "send_notice")
    on = validate.day("on", on or date.today(), not_after=date.today())
    method = validate.choice("method", method, METHODS)
    recipient_name = validate.text("recipient_name", recipient_name, max_len=200)
    with act:
        d, profile = _held(impound_id, on)
        if not cruelty.is_cruelty_seizure(profile, d.ground):
            raise ValidationError("impound_id", f"impound {d.number} is not a seizure for cruelty or neglect; "
                                  "send the impound notice")
        known = d.owner_id is not None
        if method in TO_A_PERSON and not known:
            raise ValidationError("method", "the owner is not known: post the notice where the animal was "
                                  "taken, or hand it to a person living there")
        if method == "posted" and not d.found_place:
            raise ValidationError("method", "no place is recorded where the animal was taken: record it "
                                  "under Details before posting the notice there")
        if method == "resident" and not recipient_name:
            raise ValidationError("recipient_name", "name the person living there who took the notice")
        first = min(x for x in (_first_seizure_notice(impound_id), on) if x is not None)
        hold = intake_hold(profile, d.ground, d.impounded_on, first)
        c = cruelty.cruelty_hold(profile, d.impounded_on, first)
        security = cruelty.security_minimum(profile, on)
        values, facts = _cost_facts(impound_id, d, profile, on)
        head = letterhead(d.jurisdiction_id)
        values.update(_base_values(d, profile))
        addressed = known and method in TO_A_PERSON
        values.update({
            "owner_name": d.owner_letter_name if addressed else (recipient_name or "Person claiming an interest "
                                                                                   "in the animal"),
            "impounded_time": f"{d.impounded_at:%I:%M %p}".lstrip("0"),
            "contact_person": d.officer or head.signature_name or head.office_name,
            "cruelty_citation": cite(profile, "cruelty_seizure"),
            "security_citation": cite(profile, "cruelty_security"),
            "hearing_citation": cite(profile, "cruelty_hearing"),
            "disposal_citation": cite(profile, "cruelty_disposal"),
            "reply_days": profile.period("cruelty_reply_days", on), "reply_by": c.reply_by.value,
            "security_amount": fmt_cents(security.value),
            "security_days": profile.period("cruelty_security_care_days", on),
            "hearing_days": profile.period("cruelty_hearing_business_days", on),
            "disposition_from": hold.disposition_from.value,
            "office_name": head.office_name, "office_address": head.address or d.facility_address,
        })
        facts = [f for f in facts if f[0] != "How the dates were reached"]
        if d.condition:
            facts.insert(0, ("Circumstances", d.condition))
        facts.append(("How the dates were reached", hold.disposition_from.text()))
        to = d.owner_letter_name if addressed else recipient_name
        doc = NoticeDoc("seizure", on, values, animal_facts(d) + facts,
                        _recipient(d) if addressed else ([recipient_name] if recipient_name else []),
                        f"Impound {d.number}")
        where = {"posted": f"posted at {d.found_place}", "resident": f"handed to {recipient_name}, living there"}
        fields = {"kind": doc.kind, "values": doc.values, "facts": doc.facts, "recipient": doc.recipient,
                  "reference": doc.reference}
        if addressed:  # to the owner: in the owner's language too (a posted notice is in English)
            fields.update(_in_languages(impound_id, d, profile, on, values, hold, owner_language(d.owner_id)))
        info = record_notice(actor, jurisdiction_id=d.jurisdiction_id, kind="seizure", sent_on=on,
                             owner_id=d.owner_id if addressed else None, recipient_name=to or "Posted notice",
                             recipient_address=d.owner_address if addressed else d.found_place, method=method,
                             article=article, served_by=served_by,
                             subject_table="impound", subject_id=d.id,
                             sections="; ".join([cite(profile, "cruelty_seizure"), cite(profile, "seizure")]),
                             reasons=where.get(method, ""), other_deadline=c.reply_by, fields=fields)
        _recount_hold(actor, impound_id)
        _mark_notified(actor, impound_id, on)
    return info


def _in_languages(impound_id: int, d, profile, on: date, values: dict, hold, language: str) -> dict:
    """The notice's language and, in each other language the owner reads, its values and facts:
    the costs, the animal and the count of the dates written that language's way."""
    from ..documents.language import ENGLISH, counting, fmt_time, split, with_source
    from ..domain.citations import in_words

    versions = {}
    for code in (c for c in split(language) if c != ENGLISH):
        costs, facts = _cost_facts(impound_id, d, profile, on, code)
        base = _base_values(d, profile, code)
        # the notice's own values (its dates, sections, whom it is to) over the impound's, as in English
        mine = {**values, **costs, **base, **{k: values[k] for k in SEIZURE_VALUES},
                "impounded_time": fmt_time(d.impounded_at, code)}
        facts = [f for f in facts if f[0] != "How the dates were reached"]
        if d.condition:
            facts.insert(0, ("Circumstances", d.condition))
        counted = counting(hold.disposition_from.parts, code)
        facts.append(("How the dates were reached", in_words(profile, with_source(counted, hold.disposition_from.rule_id))
                      if counted else hold.disposition_from.text()))
        versions[code] = (mine, animal_facts(d, code) + facts)
    return {"language": language, "versions": _stored(versions, d)} if versions else {}
