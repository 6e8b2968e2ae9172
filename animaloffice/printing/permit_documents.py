"""Gathering what each permit document prints: the permit, a notice as it was sent, an
inspection report. Returns ``documents.permits.PermitDocument`` values (plain data)."""
from __future__ import annotations

import json
import re
from datetime import date

from ..documents.base import Letterhead, load_template
from ..documents.language import ENGLISH, first, fmt_short, named, phrase, split, term, translate
from ..documents.permit_notice_parts import hearing_parts
from ..documents.permits import ListBlock, PermitDocument
from ..domain import citations
from ..domain import permits as rules
from ..domain.citations import in_words
from ..domain.money import fmt_cents
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import Notice
from ..persistence.models.permits import Inspection, InspectionItem, Permit, PermitAnimal, PermitApplication
from ..persistence.profiles import profile_for
from ..queries.notice_animals import animals_text
from ..queries.owner_contact import addressee
from ..queries.permit_views import fee_subjects, owing
from ..queries.permits import litter_dates


def letterhead_for(jurisdiction_id: int) -> Letterhead:
    """The office's one letterhead (Tools > Settings), shared by every document."""
    from .letterhead import letterhead_for as shared

    return shared(jurisdiction_id)


def _day(value) -> date | None:
    return date.fromisoformat(value) if isinstance(value, str) and value else value or None


def _reason_lines(profile, reasons: list[dict], code: str = ENGLISH) -> ListBlock:
    """Each reason with the section it acts under, in the city's words (never the office's rule id); in
    another language a reason the program wrote (a ground for revocation) in the folder's terms."""
    items = []
    for r in reasons:
        text = in_words(profile, translate(r.get("reason", ""), code))
        if code != ENGLISH:  # the standards an inspection found unmet ("not met: daily observation; ..."), the city's in the language
            text = _inspection_items(profile, text, code)
        text = text[:1].upper() + text[1:]
        where = r.get("section", "")
        items.append(f"{text} ({where})" if where else text)
    return ListBlock(tuple(items))


def _inspection_items(profile, text: str, code: str) -> str:
    for item in profile.items("inspection_items"):
        ours = named(f"inspection_item:{item.code}", item.text, code)
        text = re.sub(re.escape(item.text), lambda m, ours=ours: ours if m[0][:1].isupper() else ours[:1].lower() + ours[1:],
                      text, flags=re.IGNORECASE)
    return text


def _office_contact(head: Letterhead, code: str = ENGLISH) -> str:
    name = head.office_name or head.jurisdiction_name
    return phrase("${name} at ${phone}", code, name=name, phone=head.phone) if head.phone else name


METHODS = {"mail": "by first-class mail", "certified": "by certified mail", "registered": "by registered mail",
           "in_person": "delivered in person",
           "posted": "posted", "email": "by e-mail"}


def notice_document(notice_id: int) -> PermitDocument:
    """A denial notice or revocation letter as it was sent (from the notice's snapshot), in the
    owner's first language."""
    return notice_documents(notice_id)[0]


def notice_documents(notice_id: int) -> list[PermitDocument]:
    """A denial notice or revocation letter as it was sent, once for each language it was sent in
    (a bilingual owner's: in Spanish, then in English)."""
    n = fetch(Notice, notice_id, "notice_id", allow_void=True)
    f = json.loads(n.fields or "{}")
    if f.get("kind") not in ("denial", "revocation"):
        raise ValueError(f"notice {n.number} is not a permit denial or revocation")
    versions = f.pop("versions", None) or {}
    languages = [c for c in split(f.pop("language", ENGLISH)) if c == ENGLISH or c in versions] or [ENGLISH]
    return [_notice_document(n, {**f, **versions.get(code, {})}, code) for code in languages]


def _notice_document(n: Notice, f: dict, code: str) -> PermitDocument:
    profile = profile_for(n.jurisdiction_id)
    values = {k: in_words(profile, v) if isinstance(v, str) else v for k, v in f.items()}
    head = letterhead_for(n.jurisdiction_id)
    values.update(
        sent_on=n.sent_on, reasons=_reason_lines(profile, f.get("reasons", []), code),
        sections=ListBlock(tuple(f.get("sections", []))),
        hearing_deadline=_day(f.get("hearing_deadline")), received_on=_day(f.get("received_on")),
        decided_on=_day(f.get("decided_on")), issued_on=_day(f.get("issued_on")),
        revoked_on=_day(f.get("revoked_on")), removal_deadline=_day(f.get("removal_deadline")),
        effective_on=_day(f.get("effective_on")),
        reapply_from=_day(f.get("reapply_from")))
    values.update(hearing_parts(values, n.sent_on, _office_contact(head, code), code))
    subject = f.get("application_number") or f.get("permit_number", "")
    facts = [("Notice", n.number), ("Sent", fmt_short(n.sent_on, code)), ("To", f.get("owner_name", n.recipient_name)),
             ("Application" if f["kind"] == "denial" else "Permit", subject),
             ("Animals or establishment", f.get("animals", "")),
             ("Request a hearing by", fmt_short(n.hearing_deadline, code) if n.hearing_deadline else "")]
    if f["kind"] == "revocation" and f.get("effective_on"):
        facts.append(("Takes effect, unless a hearing is requested", fmt_short(_day(f["effective_on"]), code)))
    elif f["kind"] == "revocation" and n.removal_deadline:
        facts.append(("Remove the animals by", fmt_short(n.removal_deadline, code)))
    return PermitDocument(
        letterhead=head, template=f.get("template", f"permit_{f['kind']}"),
        values=values, dated=n.sent_on, jurisdiction_code=f.get("jurisdiction_code", ""),
        recipient=tuple(f.get("recipient_lines", [n.recipient_name, n.recipient_address])),
        reference=phrase("Notice ${number} · ${subject} · ${method}", code, number=n.number, subject=subject,
                         method=term(METHODS.get(n.method, n.method), code)),
        facts=tuple(facts), language=code)


def not_in_force(permit: Permit, on: date, code: str = ENGLISH) -> str:
    """Why a permit no longer allows anything on `on`, in words ("" while it is in force)."""
    if permit.voided_at is not None or permit.status == "void":
        return term("was voided", code)
    if permit.status == "revoked":
        return (phrase("was revoked on ${day}", code, day=permit.revoked_on) if permit.revoked_on
                else term("was revoked", code))
    if permit.status == "transferred":
        successor = (Permit.select().where((Permit.transferred_from == permit.id) & Permit.voided_at.is_null())
                     .order_by(Permit.id.desc()).first())
        return (phrase("was transferred on ${day} and replaced by permit ${number}", code,
                       day=successor.issued_on, number=successor.number)
                if successor else term("was transferred", code))
    if permit.status == "surrendered":
        return term("was surrendered", code)
    if permit.status == "expired" or (permit.expires_on is not None and permit.expires_on < on):
        return (phrase("expired on ${day}", code, day=permit.expires_on) if permit.expires_on
                else term("has expired", code))
    return ""


def _fee_fact(permit: Permit, profile, government: bool, code: str = ENGLISH) -> tuple[str, str]:
    """The fee as the permit prints it: paid, or how much of it is still owing (never "paid" when not)."""
    if government and not permit.fee_cents:
        return "Fee paid", phrase("none: government-operated (${citation})", code,
                                  citation=citations.citation_for(profile, 'W-90.10B'))
    unpaid = sum(c.amount_cents for c in owing(fee_subjects(permit)))
    if not unpaid:
        return "Fee paid", fmt_cents(permit.fee_cents)
    return "Fee", phrase("${fee}, of which ${unpaid} is not paid", code, fee=fmt_cents(permit.fee_cents),
                         unpaid=fmt_cents(unpaid))


def _permit_type(profile, permit_type: str, code: str) -> str:
    return named(f"permit_type:{permit_type}", profile.item("permit_types", permit_type).text, code)


def permit_document(permit_id: int, on: date | None = None) -> PermitDocument:
    """The permit in writing with its conditions (T-4A; W-90.10D), with the breeder class (W-90.01).
    A permit no longer in force prints marked as such, so a copy cannot pass for a valid permit. It is
    printed in the holder's first language (``language.first``): the permit shown on demand is one paper."""
    permit = fetch(Permit, permit_id, "permit_id", allow_void=True)
    profile = profile_for(permit.jurisdiction_id)
    code = first(permit.owner.letter_language)
    commercial = rules.is_commercial(profile, permit.permit_type)
    label = _permit_type(profile, permit.permit_type, code)
    species, for_profit, government = "[]", False, False
    if permit.application_id:
        app = PermitApplication.get_by_id(permit.application_id)
        species, for_profit = app.species, app.for_profit  # the class is computed from the facts on record
        government = bool(app.government_operated)
    ids = [l.animal_id for l in PermitAnimal.select().where(PermitAnimal.permit == permit)]
    who = addressee(permit.owner_id)
    conditions = [c.strip(" -•") for c in permit.conditions.splitlines() if c.strip(" -•")]
    values = {"permit_type": label, "permit_number": permit.number, "jurisdiction": profile.name,
              "owner_name": who["owner_name"], "section": citations.citation_for(profile, "W-90.10A" if commercial
                                                                               else "T-4A"),
              "animals": animals_text(profile, ids, species, permit.description, word=lambda w: term(w, code)),
              "premises": permit.premises, "conditions": ListBlock(tuple(conditions) or ("—",)),
              "expires_on": permit.expires_on or "—"}
    facts = [("Permit", permit.number), ("Kind", label), ("Holder", ", ".join(who["recipient_lines"])),
             ("Premises", permit.premises), ("Issued", fmt_short(permit.issued_on, code)),
             ("Expires", fmt_short(permit.expires_on, code) if permit.expires_on else "—"),
             _fee_fact(permit, profile, government, code)]
    if permit.permit_type in rules.BREEDER_TYPES and commercial:
        cls = rules.breeder_class(profile, litter_dates(permit.owner_id), permit.issued_on, for_profit=for_profit)
        facts.append(("Breeder class", in_words(profile, cls.text()) if code == ENGLISH else _breeder_words(cls, code)))
    if permit.transferred_from_id:
        facts.append(("Transferred from", Permit.get_by_id(permit.transferred_from_id).number))
    ended = not_in_force(permit, on or date.today(), code)
    banner = ""
    if ended:
        facts.insert(0, ("Status", phrase("Not in force: ${why}", code, why=ended)))
        subject, paragraphs = load_template("permit_not_in_force", code).fill({"status_text": ended}, code)
        banner = f"{subject}. " + " ".join(paragraphs)
    return PermitDocument(letterhead=letterhead_for(permit.jurisdiction_id), banner=banner,
                          template="permit_certificate_commercial" if commercial else "permit_certificate",
                          values=values, dated=permit.issued_on, jurisdiction_code=profile.code,
                          recipient=(), reference=phrase("Permit ${number}", code, number=permit.number),
                          facts=tuple(facts), language=code)


def _breeder_words(cls, code: str) -> str:
    """The breeder class in another language: the class and the litters it was counted from (the
    office reads the English counting on screen)."""
    return phrase("${kind} (litters recorded in the 12 months up to ${on}: ${n}; bred for profit)"
                  if cls.inputs["for_profit"] else "${kind} (litters recorded in the 12 months up to ${on}: ${n})",
                  code, kind=named(f"permit_type:{cls.value}", cls.value, code), on=cls.inputs["on"],
                  n=cls.inputs["litters"])


FINDINGS = {True: "Meets", False: "Does not meet", None: "Not applicable"}
RESULTS = {"passed": "passed", "failed": "did not pass", "refused": "inspection refused"}


def inspection_document(inspection_id: int) -> PermitDocument:
    """The inspection report with the W-90.11 checklist, item by item (W-90.10H1), in the owner's
    first language (a report of one visit, printed once; the office keeps it on screen in English)."""
    ins = fetch(Inspection, inspection_id, "inspection_id", allow_void=True)
    profile = profile_for(ins.jurisdiction_id)
    subject = (PermitApplication.get_by_id(ins.application_id) if ins.application_id
               else Permit.get_by_id(ins.permit_id))
    code = first(subject.owner.letter_language)
    texts = {i.code: named(f"inspection_item:{i.code}", i.text, code) for i in profile.items("inspection_items")}
    rows = tuple((citations.part_of(profile, it.rule_id), texts.get(it.code, it.code), term(FINDINGS[it.passed], code),
                  it.notes)
                 for it in InspectionItem.select().where(InspectionItem.inspection == ins).order_by(InspectionItem.id))
    who = addressee(subject.owner_id)
    values = {"owner_name": who["owner_name"], "premises": subject.premises, "inspected_on": ins.inspected_on,
              "inspector": ins.inspector,
              "subject_kind": term("application" if ins.application_id else "permit", code),
              "subject_number": subject.number,
              "permit_type": _permit_type(profile, subject.permit_type, code),
              "standards_section": citations.citation_for(profile, "W-90.11"),
              "inspection_section": citations.citation_for(profile, "W-90.10H1"),
              "result": term(RESULTS.get(ins.result, ins.result), code)}
    # the date, inspector, owner and result are in the report's first sentence; only notes are added
    facts = [("Notes", ins.notes)] if ins.notes else []
    template = "permit_inspection_report"
    if ins.result == "refused":  # no checklist was filled in: say what a refusal means (W-90.10H2)
        template = "permit_inspection_refused" if ins.permit_id else "permit_inspection_refused_application"
    return PermitDocument(letterhead=letterhead_for(ins.jurisdiction_id), template=template,
                          values=values, dated=ins.inspected_on, jurisdiction_code=profile.code,
                          recipient=tuple(who["recipient_lines"]),
                          reference=phrase("Inspection ${id} · ${number}", code, id=ins.id, number=subject.number),
                          facts=tuple(facts), checklist=rows, language=code)
