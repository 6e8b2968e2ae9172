"""The kennel card and the release receipt, rendered from the impound record."""
from __future__ import annotations

from dataclasses import replace
from datetime import date

from ..documents.impound_notices import NoticeDoc, render_notices
from ..documents.kennel_card import KennelCard, render_kennel_cards
from ..domain import impound as rules
from ..domain.intake_kinds import NOT_IMPOUNDED, kind_words
from ..domain.money import fmt_cents
from ..domain.statuses import ImpoundStatus, LicenseStatus
from ..persistence.models.licensing import License
from ..persistence.profiles import profile_for
from ..queries.impound_detail import ImpoundDetail, impound_detail
from . import impound_words as words
from .impound_notices import animal_facts, letterhead
from .impound_release import bill
from .impound_words import cite
from .permit_notice_languages import owner_language


def kennel_card(impound_id: int, on: date | None = None, *, owner_copy: bool = False) -> KennelCard:
    """The card on the kennel; ``owner_copy``: the card the owner is given, in the owner's first
    language, without what the office notes for itself (the officer, the condition, the notes, the
    kennel's warnings)."""
    from ..documents.language import ENGLISH, first, named, phrase, term

    d = impound_detail(impound_id, on)
    profile = profile_for(d.jurisdiction_id)
    code = first(owner_language(d.owner_id)) if owner_copy else ENGLISH
    age = (phrase("${age} at intake (${group})", code, age=age_words(d.age_months_at_intake, code),
                  group=term(rules.AGE_GROUPS[rules.age_group(d.age_months_at_intake)], code).lower())
           if d.age_months_at_intake is not None else term("unknown", code))
    intake = term(rules.INTAKE_TYPES.get(d.intake_type, d.intake_type), code)
    rows = [("Species", term(d.species_label, code)), ("Breed", d.breed or term("unknown", code)),
            ("Sex", words.sex(d, code)), ("Colour", d.colour or term("not recorded", code)), ("Age", age)]
    if d.markings:
        rows.append(("Markings", d.markings))
    ground = words.ground(d, code)
    rows += [("Microchip", d.microchip or term("none found", code)),
             ("License", words.license(d.license, code) or term("none", code)),
             ("Intake", f"{words.day(d.impounded_on, code)} {d.impounded_at:%H:%M} · {intake}"),
             ("Ground", f"{ground} ({d.ground_rule})" if d.ground_rule and not owner_copy else ground)]
    if d.intake_type in NOT_IMPOUNDED:  # not a seizure: how it came in and from whom, no ground
        rows[-1] = ("Came in", term(kind_words(d.intake_type), code))
        rows.append(("From", d.received_from + (phrase(" (reference ${reference})", code, reference=d.source_reference)
                                                if d.source_reference else "")))
        if d.intake_reason:
            rows.append(("Reason", d.intake_reason))
    if d.found_place:
        detail = named(f"found:{d.found_detail}", rules.FOUND_DETAILS.get(d.found_detail, ""), code)
        rows.append(("Found", d.found_place + (f" ({detail.lower()})" if d.found_detail else "")))
    if d.officer and not owner_copy:
        rows.append(("Officer", d.officer))
    if d.hold_last_day:
        rows.append(("Hold ends", words.day(d.hold_last_day, code)))
        rows.append(("Disposition from", words.day(d.disposition_from, code)))
    if d.quarantine:
        q = term(rules.QUARANTINE_KINDS[d.quarantine], code)
        if d.quarantine_until:
            q += phrase(", until ${day}", code, day=d.quarantine_until)
        if d.vet_certified_on:
            q += phrase("; certified by ${vet} on ${day}", code, vet=d.vet_name, day=d.vet_certified_on)
        rows.append(("Quarantine", q))
    owner = "\n".join(x for x in (d.owner, d.owner_address, d.owner_phone) if x) or term("Unknown", code)
    rows.append(("Owner", owner))
    if d.owner_notified_on:  # an unknown owner is "notified" by the notice posted in public (MN-347.14)
        rows.append(("Owner notified" if d.owner_id else "Notice posted", words.day(d.owner_notified_on, code)))
    if d.condition and not owner_copy:
        rows.append(("Condition", d.condition))
    if d.notes and not owner_copy:
        rows.append(("Notes", d.notes))
    title = phrase("Owner's copy · kennel ${kennel}", code, kennel=d.kennel) if owner_copy and d.kennel else (
        term("Owner's copy", code) if owner_copy else "")
    return KennelCard(kennel=d.kennel or "", facility=d.facility, impound_number=d.number,
                      jurisdiction=d.jurisdiction, animal=words.animal(d, code), rows=rows,
                      hold_last_day=d.hold_last_day, disposition_from=d.disposition_from,
                      holding_citation=cite(profile, "holding_period"), flags=[] if owner_copy else d.flags,
                      photo_path=d.photo_path, photo_data=b"" if d.photo_path else _first_photo(d.id),
                      title=title, language=code)


def _first_photo(impound_id: int) -> bytes:
    """The first JPEG or PNG attached to the impound (kept in the office's database), for the card."""
    from ..queries.attachments import attachments_of
    from .attachments import attachment_bytes

    for row in attachments_of("impound", impound_id):
        if row.content_type in ("image/jpeg", "image/png"):
            try:
                return attachment_bytes(row.id)
            except Exception:  # a damaged file is told where it is opened; the card prints without it
                return b""
    return b""


def age_words(months: int, code: str = "en") -> str:
    """85 -> "7 years 1 month": how a person at the kennel reads an age."""
    from ..documents.language import phrase

    def month_words(n: int) -> str:
        return phrase("${n} month" if n == 1 else "${n} months", code, n=n)

    if months < 24:
        return month_words(months)
    years, rest = divmod(months, 12)
    if not rest:
        return phrase("${n} years", code, n=years)
    # "7 years 1 month"; a language joins them its way ("7 años y 1 mes")
    return phrase("${years} years 1 month" if rest == 1 else "${years} years ${months} months", code,
                  years=years, months=rest)


def kennel_card_pdf(impound_id: int, on: date | None = None, *, owner_copy: bool = False) -> bytes:
    """The kennel's card, or (``owner_copy``) the copy the owner is given, in the owner's language."""
    return render_kennel_cards([kennel_card(impound_id, on, owner_copy=owner_copy)])


def _license_on(animal_id: int, day: date | None) -> str:
    """The license the animal had on the day it was released (one issued at the reclaim counts):
    a receipt printed again later does not show a license issued after it."""
    day = day or date.today()
    lic = (License.select().where((License.animal == animal_id) & License.voided_at.is_null()
                                  & (License.status != LicenseStatus.VOID) & (License.issued_on <= day)
                                  & (License.expires_on.is_null() | (License.expires_on >= day))
                                  & (License.ended_on.is_null() | (License.ended_on > day)))
           .order_by(License.issued_on.desc(), License.id.desc()).first())
    return f"{lic.number}, tag {lic.tag_number}" if lic else ""


def release_receipt(d: ImpoundDetail) -> NoticeDoc:
    """The receipt the owner takes home: what was paid, to whom the animal went, and under
    which rule (T-6B after a reclaim; T-6A for a return in the field, where nothing was impounded).
    A receipt is one page in the owner's first language (``language.first``)."""
    from ..documents.language import first, phrase, term

    profile = profile_for(d.jurisdiction_id)
    to_owner = d.outcome in ("", "returned_to_owner")
    code = first(owner_language(d.owner_id)) if to_owner else first(None)
    b = bill(d.id, d.released_on or d.outcome_on or date.today())
    facts = animal_facts(replace(d, license=_license_on(d.animal_id, d.released_on or d.outcome_on)), code)
    suffix = f", {d.number}"
    for line in b.lines:
        paid = (phrase(" (receipt ${number})", code, number=line.receipt_number) if line.receipt_number
                else term(" (unpaid)", code))
        label = line.description[:-len(suffix)] if line.description.endswith(suffix) else line.description
        facts.append((words.bill_line(line.fee_code, label, line.quantity, code), fmt_cents(line.amount_cents) + paid))
    facts.append(("Total paid", fmt_cents(b.paid_cents)))
    if d.vet_certified_on:
        facts.append(("Veterinarian's certificate", f"{d.vet_name}, {words.day(d.vet_certified_on, code)}"))
    # the owner is addressed by name ("Abdi Olson"), not as the register lists them ("Olson, Abdi")
    name = (d.owner_letter_name or d.owner) if to_owner else d.outcome_party
    # the animal as the owner knows it ("Canela (perro)"); its description is in the facts below
    values = {"impound_number": d.number, "animal_short": words.short(d, code), "owner_name": name,
              "released_on": d.released_on or d.outcome_on, "reclaim_citation": cite(profile, "reclaim"),
              "impounded_on": d.impounded_on, "found_place": d.found_place or term("a place not recorded", code),
              "officer": d.officer or term("the officer", code), "field_return_citation": cite(profile, "impound")}
    recipient = [x for x in (name, d.outcome_address or d.owner_address) if x]
    return NoticeDoc("field_return" if d.field_return else "receipt", d.released_on or d.outcome_on or date.today(),
                     values, facts, recipient, phrase("Impound ${number}", code, number=d.number), language=code)


def release_receipt_pdf(impound_id: int) -> bytes:
    d = impound_detail(impound_id)
    if d.status not in (ImpoundStatus.RELEASED, ImpoundStatus.RETURNED_IN_FIELD):
        from ..domain.errors import ValidationError

        raise ValidationError("impound_id", f"impound {d.number} has not been released to its owner")
    return render_notices([release_receipt(d)], letterhead(d.jurisdiction_id), title=f"Release {d.number}")


def release_papers_pdf(impound_id: int, license_id: int) -> bytes:
    """The release receipt with the tag and license certificate of the license sold at the reclaim
    (T-6B: a dog goes home licensed), in one document printed with one Print, as a sale's are."""
    from ..printing.joined import joined_pdf
    from ..printing.license_documents import sale_pdf

    return joined_pdf([release_receipt_pdf(impound_id), sale_pdf(license_id)])
