"""Sending a permit denial notice or a revocation letter (T-4A, T-4C; W-90.10H, H5, H7).

Sending records a Notice with the hearing right and its deadline (notice date + 7 days,
MN-645.15), so the Hearings tab lists it; a revocation letter also sets the removal
deadline on the permit. Who hears the matter, under which rule, and which date makes a
request on time are the profile's (``hearing_setup``): where it states none, the letter says
how to ask the city for a hearing, citing nothing. The notice keeps a snapshot of what was
printed (``fields``), so a reprint shows the same letter.
"""
from __future__ import annotations

import json
from datetime import date, timedelta

from ..domain import citations, validate
from ..domain import permits as rules
from ..domain.errors import ValidationError
from ..domain.explain import Explained, fmt_date
from ..domain.hearings import hearing_request_deadline
from ..domain.money import fmt_cents
from ..domain.roles import Actor
from ..domain.statuses import ApplicationStatus, PermitStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Notice
from ..persistence.models.permits import ApplicationAnimal, Permit, PermitAnimal, PermitApplication
from ..persistence.profiles import profile_for
from ..queries.hearing_terms import hearing_terms
from ..queries.notice_animals import animals_text
from ..queries.owner_contact import addressee, mailing_address
from .hearing_setup import how_to_ask
from .notices import NoticeInfo, record_notice
from .office_action import OfficeAction
from .permit_notice_languages import in_languages

DENIAL_SUBJECT = "permit_application"
REVOCATION_SUBJECT = "permit"


def _reasons(profile, items: list[dict]) -> list[dict]:
    return [{"rule_id": i.get("rule_id", ""), "reason": i.get("reason", ""),
             "section": citations.citation_for(profile, i.get("rule_id", ""))} for i in items]


def _sections(profile, reasons: list[dict], *extra_rules: str, hearing_source: str = "") -> list[str]:
    out = [r["section"] for r in reasons] + [citations.citation_for(profile, r) for r in extra_rules]
    out.append(hearing_source)  # the ordinance sections only: how days count is said with the count
    return list(dict.fromkeys(s for s in out if s))


def _existing(kind: str, subject_table: str, subject_id: int) -> Notice | None:
    return Notice.select().where((Notice.kind == kind) & (Notice.subject_table == subject_table)
                                 & (Notice.subject_id == subject_id) & Notice.voided_at.is_null()).first()


def current_revocation_letter(permit: Permit) -> Notice | None:
    """The letter of the permit's present revocation. A permit reinstated after a hearing and
    revoked again needs a letter of its own (T-4C, W-90.10H4): the earlier letters were sent
    before the new revocation day (``revoke_permit`` sees to it)."""
    if permit.status != PermitStatus.REVOKED or permit.revoked_on is None:
        return None
    return (Notice.select().where((Notice.kind == "revocation") & (Notice.subject_table == REVOCATION_SUBJECT)
                                  & (Notice.subject_id == permit.id) & Notice.voided_at.is_null()
                                  & (Notice.sent_on >= permit.revoked_on))
            .order_by(Notice.sent_on, Notice.id).first())


def counting_words(profile) -> str:
    """The counting sentence's source: days are counted as Minn. Stat. § 645.15 provides."""
    counting = profile.citations.get("deadline_counting", "")
    return f" Days are counted as {counting} provides." if counting else ""


def _hearing_fields(profile, terms, deadline) -> dict:
    """What the letter says of the hearing: before whom, under which rule, and by when a request is
    made (received, or mailed), as the profile states it; ``hearing_stated`` empty where it states
    none (the letter then says how to ask the city, citing nothing)."""
    # the count's source in words: the rule that gives the hearing, or (none stated) the office's practice,
    # never the section the notice acts under as if it gave the period
    source = terms.source or terms.request_counts_source or "the office's practice"
    return {"hearing_stated": "yes" if terms.hearing_stated else "", "hearing_body": terms.body,
            "hearing_section": terms.source, "request_counts": terms.request_counts,
            "hearing_deadline": deadline.value.isoformat(), "hearing_explanation": f"{deadline.words()} ({source}){counting_words(profile)}",
            "hearing_how": how_to_ask(profile), "ordinance": profile.ordinance,
            "appeal_route": terms.appeal, "appeal_source": terms.appeal_source}


def _recipient(owner_id: int) -> str:
    addr = mailing_address(owner_id)
    return addr.one_line() if addr else ""


def send_denial_notice(actor: Actor, application_id: int, *, sent_on: date | None = None,
                       method: str = "mail", article: str = "", served_by: str = "") -> NoticeInfo:
    """Record the written denial notice: reasons, sections, the hearing-request deadline and how
    to ask (T-4A; W-90.10H), and in Worthington when a new application may be made (W-90.10H7)."""
    act = OfficeAction(actor, "decide_permit")
    sent_on = validate.day("sent_on", sent_on or date.today(), not_after=date.today())
    with act:
        app = fetch(PermitApplication, application_id, "application_id")
        if app.status != ApplicationStatus.DENIED:
            raise ValidationError("application_id", f"application {app.number} is {app.status}, not denied")
        if sent_on < app.decided_on:
            raise ValidationError("sent_on", "is before the denial was decided", sent_on)
        sent = _existing("denial", DENIAL_SUBJECT, app.id)
        if sent:
            raise ValidationError("application_id", f"denial notice {sent.number} was already sent on "
                                           f"{sent.sent_on:%m/%d/%Y}; reprint it instead")
        profile = profile_for(app.jurisdiction_id)
        rule = rules.hearing_rule(profile, app.permit_type, revocation=False)
        terms = hearing_terms(app.jurisdiction_id, "permit_denial")
        deadline = hearing_request_deadline(profile, sent_on, rule_id=rule, body=terms.body)
        reasons = _reasons(profile, json.loads(app.decision_reasons or "[]"))
        sections = _sections(profile, reasons, hearing_source=terms.source)
        ids = [l.animal_id for l in ApplicationAnimal.select().where(ApplicationAnimal.application == app)]
        reapply = {}
        lifts = rules.reapply_from(profile, app.permit_type, app.decided_on)
        if lifts is not None:
            reapply = {"reapply_from": lifts.value.isoformat(), "reapply_explanation": lifts.text(),
                       "reapply_days": profile.period("reapply_days", app.decided_on),
                       "reapply_fee": fmt_cents(rules.reapplication_fee(profile, lifts.value).value),
                       "reapply_section": citations.citation_for(profile, "W-90.10H7")}
        fields = {
            **addressee(app.owner_id), "jurisdiction_code": profile.code,
            "kind": "denial", "template": "permit_denial_commercial" if reapply else "permit_denial",
            "jurisdiction": profile.name,
            "application_number": app.number, "received_on": app.received_on.isoformat(),
            "decided_on": app.decided_on.isoformat(),
            "permit_type": profile.item("permit_types", app.permit_type).text,
            "premises": app.premises,
            "animals": animals_text(profile, ids, app.species, app.description),
            "reasons": reasons, "sections": sections, **_hearing_fields(profile, terms, deadline),
            **reapply,
        }
        fields = in_languages(app.owner_id, fields, profile, terms, deadline, app.permit_type,
                              lambda word: animals_text(profile, ids, app.species, app.description, word=word))
        info = record_notice(actor, jurisdiction_id=app.jurisdiction_id, kind="denial", sent_on=sent_on,
                             owner_id=app.owner_id, recipient_address=_recipient(app.owner_id), method=method,
                             article=article, served_by=served_by,
                             subject_table=DENIAL_SUBJECT, subject_id=app.id, sections="; ".join(sections),
                             reasons="\n".join(f"{r['reason']} ({r['rule_id']})" for r in reasons),
                             hearing_right=True, hearing_deadline=deadline, fields=fields)
    return info


def _takes_effect(profile, permit, animal_ids, species_json: str, last_day: date) -> dict:
    """T-4C, T-8A: the day a Tracy revocation takes effect, and what it makes unlawful. A permit
    needed only because four or more animals are kept (T-4A2) makes unlawful only those beyond three."""
    codes = [a.species for a in Animal.select(Animal.species).where(Animal.id.in_(animal_ids))] if animal_ids \
        else json.loads(species_json or "[]")
    kinds = [profile.species_info(c) for c in codes]
    limit = profile.period("animals_requiring_permit", last_day)
    count_only = bool(kinds) and limit > 0 and not any(k.livestock or k.wild for k in kinds)
    allowed = limit - 1
    return {
        "allowed": allowed if count_only else "",  # for the letter in another language
        "effective_on": (last_day + timedelta(days=1)).isoformat(),
        "unlawful_what": f"keeping more than {allowed} animals at the premises" if count_only
                         else "keeping the animals this permit covers",
        "allowed_sentence": (f"Without the permit you may keep up to {allowed} animals there; only the animals "
                             f"beyond {allowed} need a permit.") if count_only else "",
    }


def send_revocation_letter(actor: Actor, permit_id: int, *, sent_on: date | None = None,
                           method: str = "certified", article: str = "", served_by: str = "") -> NoticeInfo:
    """Record the written notice of revocation: grounds, sections, hearing-request deadline; in
    Worthington the removal deadline (notice + 10 days, W-90.10H5) and that no fee is refunded; in
    Tracy the day the revocation takes effect and what it makes unlawful (T-4C, T-8A)."""
    act = OfficeAction(actor, "revoke_permit")
    sent_on = validate.day("sent_on", sent_on or date.today(), not_after=date.today())
    with act:
        permit = fetch(Permit, permit_id, "permit_id")
        if permit.status != PermitStatus.REVOKED:
            raise ValidationError("permit_id", f"permit {permit.number} is {permit.status}, not revoked")
        if sent_on < permit.revoked_on:
            raise ValidationError("sent_on", "is before the revocation", sent_on)
        sent = current_revocation_letter(permit)
        if sent:
            raise ValidationError("permit_id", f"revocation letter {sent.number} was already sent on "
                                           f"{sent.sent_on:%m/%d/%Y}; reprint it instead")
        profile = profile_for(permit.jurisdiction_id)
        commercial = rules.is_commercial(profile, permit.permit_type)
        rule = rules.hearing_rule(profile, permit.permit_type, revocation=True)
        terms = hearing_terms(permit.jurisdiction_id, "permit_revocation")
        deadline = hearing_request_deadline(profile, sent_on, rule_id=rule, body=terms.body)
        # Worthington: remove within 10 days or the animals are released to the city (W-90.10H5).
        # Tracy has no removal period: the revocation takes effect once the hearing-request period
        # ends without a request (or when a decision upholds it); from then keeping the animals
        # without a permit is unlawful (T-8A) and they may be seized (T-6D). The last day they are
        # kept under the permit is the hearing deadline, stayed by a timely request.
        removal_rules = ("W-90.10H5",) if commercial else ("T-8A", "T-6D")
        removal = (rules.removal_deadline(profile, sent_on, rule_id="W-90.10H5") if commercial
                   else Explained(deadline.value, "T-4C", deadline.inputs, deadline.steps, deadline.parts))
        reasons = _reasons(profile, json.loads(permit.revocation_reasons or "[]"))
        sections = _sections(profile, reasons, *removal_rules, hearing_source=terms.source)
        ids = [l.animal_id for l in PermitAnimal.select().where(PermitAnimal.permit == permit)]
        app = PermitApplication.get_or_none(id=permit.application_id) if permit.application_id else None
        species = app.species if app is not None else "[]"  # the kinds applied for, as the permit lists them
        effect = {} if commercial else _takes_effect(profile, permit, ids, species, deadline.value)
        fields = {
            **addressee(permit.owner_id), "jurisdiction_code": profile.code, **effect,
            "kind": "revocation",
            "template": "permit_revocation_commercial" if commercial else "permit_revocation_misdemeanor",
            "jurisdiction": profile.name,
            "permit_number": permit.number, "issued_on": permit.issued_on.isoformat(),
            "revoked_on": permit.revoked_on.isoformat(),
            "permit_type": profile.item("permit_types", permit.permit_type).text,
            "premises": permit.premises, "animals": animals_text(profile, ids, species, permit.description),
            "reasons": reasons, "sections": sections, **_hearing_fields(profile, terms, deadline),
            "removal_deadline": removal.value.isoformat(), "removal_explanation": removal.text() + counting_words(profile),
            "removal_days": profile.period("removal_days", sent_on), "removal_released": "yes" if commercial else "",
            "removal_section": "; ".join(citations.citation_for(profile, r) for r in removal_rules),
            # a transferred permit's own fee is the transfer fee (W-90.10F), not the permit fee
            "fee_paid": fmt_cents(permit.fee_cents) + (", the transfer fee" if permit.transferred_from_id else ""),
        }
        fields = in_languages(permit.owner_id, fields, profile, terms, deadline, permit.permit_type,
                              lambda word: animals_text(profile, ids, species, permit.description, word=word),
                              removal=removal)
        info = record_notice(actor, jurisdiction_id=permit.jurisdiction_id, kind="revocation", sent_on=sent_on,
                             owner_id=permit.owner_id, recipient_address=_recipient(permit.owner_id), method=method,
                             article=article, served_by=served_by,
                             subject_table=REVOCATION_SUBJECT, subject_id=permit.id, sections="; ".join(sections),
                             reasons="\n".join(f"{r['reason']} ({r['rule_id']})" for r in reasons),
                             hearing_right=True, hearing_deadline=deadline, removal_deadline=removal,
                             fields=fields)
        act.hold(permit)
        permit.removal_deadline = removal.value
        act.save(permit, "permit.removal_deadline", note=f"{removal.text()} (notice {info.number}, {fmt_date(sent_on)})")
    return info
