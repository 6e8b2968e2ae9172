"""Notices from the intake desk, recorded through ``notices.record_notice`` and printed.

- MN-347.14: the impound notice to a known owner, without delay; for an unknown
  owner a notice posted in three public places.
- T-6D5: the quarantine notice, required before any disposal of a quarantined animal; it
  names the authority of the quarantine and, for a rabies quarantine, the vaccination
  condition of release (MN-1721.0570).
- MN-343.235: a seizure for cruelty or neglect has its own notice (``seizure_notice``).
- T-6D3: the notice to obtain a license or permit, with its 2-business-day deadline.

Each notice stores the values it was printed with (``Notice.fields``), so a
reprint shows what was sent, not what the record says today.
"""
from __future__ import annotations

import json
from dataclasses import replace
from datetime import date

from ..documents.base import Letterhead
from ..documents.impound_notices import NoticeDoc, render_notices
from ..documents.language import ENGLISH, number_word, phrase, split, term, usable
from ..domain import cruelty, validate
from ..domain import impound as rules
from ..domain.citations import in_words
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.money import fmt_cents
from ..domain.roles import Actor
from ..domain.state_law import places_needed
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Impound
from ..persistence.profiles import profile_for
from ..queries.impound_detail import ImpoundDetail, impound_detail
from ..queries.impounds import animal_summary, letter_name
from ..queries.license_standing import current_license
from ..queries.owner_contact import mailing_address
from . import audit
from . import impound_words as words
from .common import save_versioned
from .impound_release import bill
from .impound_words import cite, quarantine_authority, vaccination_values
from .notices import NoticeInfo, posted_places, record_notice
from .office_action import OfficeAction
from .order_languages import license_order_versions
from .permit_notice_languages import owner_language


def letterhead(jurisdiction_id: int) -> Letterhead:
    """The office's one letterhead (Tools > Settings), shared by every document."""
    from ..printing.letterhead import letterhead_for

    return letterhead_for(jurisdiction_id)


def animal_facts(d: ImpoundDetail, code: str = ENGLISH) -> list[tuple[str, str]]:
    """The animal's rows of a notice's facts table, in the language ``code`` (labels stay English
    keys: the letter prints each label's ``terms`` entry)."""
    rows = [("Animal", words.animal(d, code)), ("Sex", words.sex(d, code))]
    if d.markings:
        rows.append(("Markings", d.markings))
    if d.microchip:
        rows.append(("Microchip", d.microchip))
    if d.license:
        rows.append(("License", words.license(d.license, code)))
    rows.append(("Taken in", words.day(d.impounded_on, code) + (f", {d.found_place}" if d.found_place else "")))
    return rows


def _where_held(d: ImpoundDetail) -> dict:
    """Where the animal is held and how to reach it (MN-347.14). An animal with no kennel yet is
    in the office's custody, so the office's name, address, telephone and hours are given; a
    facility recorded without a telephone or hours is reached through the office's."""
    office = letterhead(d.jurisdiction_id)
    if not d.facility_id:
        return {"facility_name": office.office_name, "facility_address": office.address,
                "facility_phone": office.phone, "facility_hours": office.hours}
    return {"facility_name": d.facility, "facility_address": d.facility_address,
            "facility_phone": d.facility_phone or office.phone, "facility_hours": d.facility_hours or office.hours}


def _base_values(d: ImpoundDetail, profile, code: str = ENGLISH) -> dict:
    ground = words.ground(d, code)
    return {
        "impound_number": d.number, "animal_short": words.short(d, code),
        "owner_name": d.owner_letter_name or term("Owner", code),
        "impounded_on": d.impounded_on, "ground_text": ground[:1].lower() + ground[1:],
        "found_place": d.found_place or term("a place not recorded", code), **_where_held(d),
        "hold_last_day": d.hold_last_day,
        "disposition_from": d.disposition_from, "seizure_citation": cite(profile, "seizure"),
        "owner_notice_citation": cite(profile, "owner_notice"), "reclaim_citation": cite(profile, "reclaim"),
        "holding_citation": cite(profile, "holding_period"),
        "quarantine_notice_citation": cite(profile, "quarantine_notice"),
    }


def _cost_facts(impound_id: int, d: ImpoundDetail, profile, on: date, code: str = ENGLISH) -> tuple[dict, list]:
    b = bill(impound_id, on)
    fee = "quarantine_per_day" if (d.quarantine and not d.vet_certified_on
                                  and profile.has_fee("quarantine_per_day")) else "boarding_per_day"
    per_day = profile.fee(fee, on)
    values = {"costs_so_far": fmt_cents(b.total_cents), "per_day": fmt_cents(per_day)}
    facts = [(words.bill_line(l.fee_code, l.description, l.quantity, code), fmt_cents(l.amount_cents))
             for l in b.lines]
    facts.append(("Total so far", fmt_cents(b.total_cents)))
    needed = [phrase("Payment of all costs of seizure and impound (${citation})", code,
                     citation=cite(profile, 'reclaim'))]
    if b.needs_license.value and not b.license_number:
        needed.append(phrase("A current license for the animal, with a rabies vaccination certificate "
                             "(${citation})", code, citation=cite(profile, 'license_required')))
    if b.needs_permit.value:
        needed.append(phrase("An animal permit (${citation})", code, citation=cite(profile, 'permit_required')))
    if d.quarantine:
        needed.append(term("A veterinarian's certificate that the animal is free of the disease", code))
    if vaccination_values(profile, d, on)["rabies_release_citation"]:
        needed.append(phrase("A rabies vaccination in force, which can be given at release (${citation})", code,
                             citation=cite(profile, 'rabies_release')))
    facts.append(("Needed to reclaim", "\n".join(f"• {n}" for n in needed)))
    if d.hold_explanation:
        facts.append(("How the dates were reached", words.hold(d, profile, code)))
    return values, facts


def _recipient(d: ImpoundDetail) -> list[str]:
    return [l for l in (d.owner_letter_name, d.owner_address) if l]


def _record(actor, d: ImpoundDetail, *, kind: str, on: date, method: str, doc: NoticeDoc, sections: str,
            other_deadline=None, owner: bool = True, reasons: str = "", places: list[str] = (),
            versions: dict | None = None, posted_by: str = "", article: str = "", served_by: str = "") -> NoticeInfo:
    """Record the notice with what it prints: the English values and facts, and those of each
    other language it is printed in (``versions``), so a reprint reads as what was sent."""
    fields = {"kind": doc.kind, "values": doc.values, "facts": doc.facts, "recipient": doc.recipient,
              "reference": doc.reference, "places": list(places), "language": doc.language}
    if versions:
        fields["versions"] = versions
    return record_notice(actor, jurisdiction_id=d.jurisdiction_id, kind=kind, sent_on=on,
                         owner_id=d.owner_id if owner else None,
                         recipient_name=d.owner if owner else "Posted notice",
                         recipient_address=d.owner_address if owner else reasons, method=method,
                         subject_table="impound", subject_id=d.id, sections=sections, reasons=reasons,
                         other_deadline=other_deadline, fields=fields, places=places, posted_by=posted_by,
                         article=article, served_by=served_by)


def _mark_notified(actor: Actor, impound_id: int, on: date) -> None:
    row = Impound.get_by_id(impound_id)
    if row.owner_notified_on is None or row.owner_notified_on > on:
        before = audit.snapshot(row)
        row.owner_notified_on = on
        save_versioned(row)
        audit.record(actor, "impound.owner_notified", row, before=before, note="MN-347.14")


def _held(impound_id: int, on: date) -> tuple[ImpoundDetail, object]:
    d = impound_detail(impound_id, on)
    if d.field_return:
        raise ValidationError("impound_id", f"{d.number} was returned in the field; there is no impound")
    if on < d.impounded_on:
        raise ValidationError("on", "is before the impound day", on)
    return d, profile_for(d.jurisdiction_id)


def not_a_cruelty_seizure(d: ImpoundDetail, profile) -> None:
    """A seizure for cruelty or neglect is notified as Minn. Stat. 343.235 says (``seizure_notice``),
    with its own dates: the ordinary impound notice or posting would state the wrong ones."""
    if cruelty.is_cruelty_seizure(profile, d.ground):
        raise RuleViolation(Refusal(cruelty.RULE, "a seizure for cruelty or neglect gets the notice of "
                                                  "Minn. Stat. 343.235 (the right to post security and to a "
                                                  "hearing): give the seizure notice instead",
                                    {"action": "seizure_notice"}), field="impound_id")


def send_impound_notice(actor: Actor, impound_id: int, *, on: date | None = None, method: str = "mail",
                        article: str = "", served_by: str = "") -> NoticeInfo:
    """MN-347.14: notice to the known owner: where the animal is, what it costs, what is needed,
    and the date after which it may be disposed of."""
    act = OfficeAction(actor, "send_notice")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        d, profile = _held(impound_id, on)
        not_a_cruelty_seizure(d, profile)
        if d.owner_id is None:
            raise ValidationError("owner_id", f"the owner is not known: post the notice in "
                                  f"{number_word(places_needed(profile))} public places instead (MN-347.14)")
        language = owner_language(d.owner_id)
        versions = {code: _impound_version(impound_id, d, profile, on, code) for code in split(language)}
        values, facts = versions.pop(ENGLISH, None) or _impound_version(impound_id, d, profile, on, ENGLISH)
        doc = NoticeDoc("impound", on, values, facts, _recipient(d), f"Impound {d.number}", language=language)
        info = _record(actor, d, kind="impound", on=on, method=method, doc=doc, article=article, served_by=served_by,
                       sections="; ".join([cite(profile, "owner_notice"), cite(profile, "reclaim"),
                                           cite(profile, "holding_period")]), versions=_stored(versions, d))
        _mark_notified(actor, impound_id, on)
    return info


def post_notice(actor: Actor, impound_id: int, *, places: list[str], on: date | None = None,
                posted_by: str = "") -> NoticeInfo:
    """MN-347.14: an unknown owner is notified by a notice posted in public places (as many as the
    state-law layer gives), posted by ``posted_by`` (the user recording it, if empty)."""
    act = OfficeAction(actor, "send_notice")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        d, profile = _held(impound_id, on)
        clean = [p["place"] for p in posted_places(places or [], on, d.jurisdiction_id)]
        not_a_cruelty_seizure(d, profile)
        language = posted_language(profile)
        versions = {code: _posting_version(impound_id, d, profile, on, code, clean) for code in split(language)}
        values, facts = versions.pop(ENGLISH, None) or _posting_version(impound_id, d, profile, on, ENGLISH, clean)
        doc = NoticeDoc("posting", on, values, facts, [], f"Impound {d.number}", language=language)
        info = _record(actor, d, kind="posting", on=on, method="posted", doc=doc, owner=False,
                       sections=cite(profile, "owner_notice"), reasons="; ".join(clean), places=clean,
                       versions=_stored(versions, d), posted_by=posted_by)
        _mark_notified(actor, impound_id, on)
    return info


def send_quarantine_notice(actor: Actor, impound_id: int, *, on: date | None = None, method: str = "mail",
                           places: list[str] | None = None, posted_by: str = "", article: str = "", served_by: str = "") -> NoticeInfo:
    """T-6D5: the good-faith notice to the owner of a quarantined animal (posted if unknown), in
    the owner's language (each of them, for a bilingual owner; a posted notice in English)."""
    act = OfficeAction(actor, "send_notice")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        d, profile = _held(impound_id, on)
        if not d.quarantine:
            raise ValidationError("impound_id", f"impound {d.number} is not a quarantine")
        known = d.owner_id is not None
        clean = [] if known else [p["place"] for p in posted_places(places or [], on, d.jurisdiction_id)]
        language = owner_language(d.owner_id) if known else posted_language(profile)
        versions = {code: _quarantine_version(impound_id, d, profile, on, code) for code in split(language)}
        values, facts = versions.pop(ENGLISH, None) or _quarantine_version(impound_id, d, profile, on, ENGLISH)
        doc = NoticeDoc("quarantine", on, values, facts, _recipient(d) if known else [],
                        f"Impound {d.number}", language=language)
        info = _record(actor, d, kind="quarantine", on=on, method=method if known else "posted", doc=doc,
                       owner=known, sections=cite(profile, "quarantine_notice"),
                       reasons="; ".join(clean), places=clean,
                       versions=_stored(versions, d), posted_by="" if known else posted_by, article=article, served_by=served_by)
    return info


def _stored(versions: dict, d: ImpoundDetail) -> dict:
    """Each other language's values, facts and reference, as the notice keeps them."""
    return {code: {"values": v, "facts": f, "reference": phrase("Impound ${number}", code, number=d.number)}
            for code, (v, f) in versions.items()}


def _impound_version(impound_id: int, d: ImpoundDetail, profile, on: date, code: str) -> tuple[dict, list]:
    """The impound notice's values and facts in one language (MN-347.14)."""
    values, facts = _cost_facts(impound_id, d, profile, on, code)
    return {**_base_values(d, profile, code), **values}, animal_facts(d, code) + facts


def posted_language(profile) -> str:
    """A posted notice reaches an owner nobody knows: the languages the office prints postings in
    (the profile's ``text.posted_notice_language``, "es+en" for both on one notice), English when
    it names none or a language whose letters are not written."""
    return usable(profile.text.get("posted_notice_language", ENGLISH))


def _posting_version(impound_id: int, d: ImpoundDetail, profile, on: date, code: str,
                     places: list[str]) -> tuple[dict, list]:
    """The posted impound notice's values and facts in one language (MN-347.14)."""
    values, facts = _cost_facts(impound_id, d, profile, on, code)
    facts.append(("Posted at", "; ".join(places)))
    values["places_needed"] = places_needed(profile)  # the notice says in how many places it is posted
    return {**_base_values(d, profile, code), **values}, animal_facts(d, code) + facts


def _quarantine_version(impound_id: int, d: ImpoundDetail, profile, on: date, code: str) -> tuple[dict, list]:
    """The quarantine notice's values and facts in one language."""
    values, facts = _cost_facts(impound_id, d, profile, on, code)
    values.update(_base_values(d, profile, code))
    values["quarantine_kind"] = term(rules.QUARANTINE_KINDS[d.quarantine], code).lower()
    values["quarantine_until"] = (d.quarantine_until if d.quarantine_until else
                                  term("a veterinarian certifies the animal free of the disease", code))
    values.update(quarantine_authority(profile, d.quarantine, code))
    values.update(vaccination_values(profile, d, on, code))
    if d.quarantine_explanation:
        facts.append(("Quarantine period", words.quarantine(d, profile, code)))
    return values, animal_facts(d, code) + facts


def send_license_order(actor: Actor, animal_id: int, *, on: date | None = None, method: str = "in_person",
                       impound_id: int | None = None, needs: str = "license", article: str = "", served_by: str = "") -> NoticeInfo:
    """T-6D3: notice to obtain a license or permit; deadline = notice + 2 business days."""
    act = OfficeAction(actor, "send_notice")
    on = validate.day("on", on or date.today(), not_after=date.today())
    needs = validate.choice("needs", needs, ("license", "permit"))
    with act:
        animal = fetch(Animal, animal_id, "animal_id")
        if animal.owner_id is None:
            raise ValidationError("owner_id", "the animal has no owner on record to give the notice to")
        profile = profile_for(animal.jurisdiction_id)
        if needs == "license" and not profile.enforces("licensing"):
            raise ValidationError("needs", f"{profile.name} does not license animals under its profile")
        if needs == "license":
            current = current_license(animal.id, on)
            if current is not None:
                raise RuleViolation(Refusal("T-6D3", f"the animal has a current license ({current.number}, tag "
                                                     f"{current.tag_number}); there is nothing to order"),
                                    field="needs")
        owner = animal.owner
        addr = mailing_address(owner.id)
        deadline = rules.license_notice_deadline(profile, on)
        label = profile.species_info(animal.species).label
        short = f"{animal.name} ({label.lower()})" if animal.name else f"an unnamed {label.lower()}"
        values = {"license_or_permit": needs, "animal_short": short, "owner_name": letter_name(owner),
                  "requirement_citation": cite(profile, "license_required" if needs == "license"
                                               else "permit_required"),
                  "deadline": deadline.value, "notice_days": profile.period("license_notice_business_days", on),
                  "license_notice_citation": cite(profile, "license_notice"),
                  "license_office": profile.text.get("license_office", profile.name)}
        facts = [("Animal", animal_summary(animal.name, label, animal.breed, animal.colour, animal.sex)),
                 ("Deadline", fmt_short(deadline.value)), ("How the deadline was reached", deadline.text())]
        recipient = [l for l in (letter_name(owner), addr.one_line() if addr else "") if l]
        doc = NoticeDoc("license_order", on, values, facts, recipient, "")
        fields = {"kind": doc.kind, "values": doc.values, "facts": doc.facts, "recipient": doc.recipient,
                  "reference": doc.reference,
                  **license_order_versions(owner.id, animal, profile, values, deadline)}  # the owner's language
        info = record_notice(actor, jurisdiction_id=animal.jurisdiction_id, kind="license_order", sent_on=on,
                             owner_id=owner.id, method=method, article=article, served_by=served_by,
                             subject_table="impound" if impound_id else "animal",
                             subject_id=impound_id or animal.id, sections=values["license_notice_citation"],
                             other_deadline=deadline, fields=fields)
    return info


# --- printing -------------------------------------------------------------------------------

def _doc_from_notice(row: Notice) -> NoticeDoc:
    stored = json.loads(row.fields or "{}")
    if "values" not in stored:
        raise ValidationError("notice_id", f"notice {row.number} was not made at the intake desk")
    values = _dated(stored["values"])
    values.setdefault("notice_number", row.number)  # the hearing form names its notice
    values.setdefault("sent_on", row.sent_on)
    return NoticeDoc(stored["kind"], row.sent_on, values, [tuple(f) for f in stored.get("facts", [])],
                     list(stored.get("recipient", [])), stored.get("reference", ""),
                     language=stored.get("language", "en"))


def _dated(values: dict) -> dict:
    return {k: (date.fromisoformat(v) if isinstance(v, str) and _is_iso(v) else v) for k, v in values.items()}


def _in_language(row: Notice, doc: NoticeDoc, code: str) -> NoticeDoc:
    """The notice in one of its languages: the values and facts it was recorded with in that
    language, where they were (a notice recorded before, or in English, prints its one set)."""
    version = json.loads(row.fields or "{}").get("versions", {}).get(code)
    if not version:
        return replace(doc, language=code)
    values = {**doc.values, **_dated(version["values"])}
    return replace(doc, language=code, values=values, facts=[tuple(f) for f in version["facts"]],
                   reference=version.get("reference", doc.reference))


def _is_iso(text: str) -> bool:
    try:
        return len(text) == 10 and bool(date.fromisoformat(text))
    except ValueError:
        return False


def _copies(row: Notice, needed: int) -> int:
    """A notice posted in public places prints one copy for each place (MN-347.14: as many as the
    state-law layer says, ``needed``, or more); one given to the owner (by hand, by mail, or posted at the owner's door), one copy."""
    places = json.loads(row.fields or "{}").get("places")
    if places is None and row.kind == "posting":  # posted before the places were kept with the notice
        places = [p for p in row.reasons.split("; ") if p.strip()]
    if not places:
        return needed if row.kind == "posting" else 1
    return max(len(places), needed)


def notice_pdf(notice_id: int) -> bytes:
    """The notice as it was sent (a posted notice prints one copy per place), its explanations
    citing sections in words, never the office's rule ids."""
    row = fetch(Notice, notice_id, "notice_id", allow_void=True)
    doc = _doc_from_notice(row)
    profile = profile_for(row.jurisdiction_id)
    copies = _copies(row, places_needed(profile))
    if row.kind == "posting":  # posted before the number was kept with it: the state-law layer's
        doc = replace(doc, values={"places_needed": places_needed(profile), **doc.values})
    versions = [_in_language(row, doc, code) for code in split(doc.language)]  # a bilingual notice: each in turn
    versions = [replace(v, facts=[(label, in_words(profile, value)) for label, value in v.facts]) for v in versions]
    return render_notices([v for _ in range(copies) for v in versions], letterhead(row.jurisdiction_id),
                          title=f"Notice {row.number}")
