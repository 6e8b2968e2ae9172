"""The kennel card and the release receipt, rendered from the impound record."""
from __future__ import annotations

from dataclasses import replace
from datetime import date

from ..documents.impound_notices import NoticeDoc, render_notices
from ..documents.kennel_card import KennelCard, render_kennel_cards
from ..domain import impound as rules
from ..domain.explain import fmt_short
from ..domain.intake_kinds import NOT_IMPOUNDED, kind_words
from ..domain.money import fmt_cents
from ..persistence.models.licensing import License
from ..persistence.profiles import profile_for
from ..queries.impound_detail import ImpoundDetail, impound_detail
from .impound_notices import animal_facts, cite, letterhead
from .impound_release import bill


def kennel_card(impound_id: int, on: date | None = None) -> KennelCard:
    d = impound_detail(impound_id, on)
    profile = profile_for(d.jurisdiction_id)
    sex = {"M": "Male", "F": "Female"}.get(d.sex, "Unknown")
    altered = {True: "spayed/neutered", False: "not spayed/neutered"}.get(d.altered, "altered unknown")
    age = (f"{age_words(d.age_months_at_intake)} at intake "
           f"({rules.AGE_GROUPS[rules.age_group(d.age_months_at_intake)].lower()})"
           if d.age_months_at_intake is not None else "unknown")
    rows = [("Species", d.species_label), ("Breed", d.breed or "unknown"), ("Sex", f"{sex}, {altered}"),
            ("Colour", d.colour or "not recorded"), ("Age", age)]
    if d.markings:
        rows.append(("Markings", d.markings))
    rows += [("Microchip", d.microchip or "none found"), ("License", d.license or "none"),
             ("Intake", f"{fmt_short(d.impounded_on)} {d.impounded_at:%H:%M} · "
                        f"{rules.INTAKE_TYPES.get(d.intake_type, d.intake_type)}"),
             ("Ground", f"{d.ground_text} ({d.ground_rule})" if d.ground_rule else d.ground_text)]
    if d.intake_type in NOT_IMPOUNDED:  # not a seizure: how it came in and from whom, no ground
        rows[-1] = ("Came in", kind_words(d.intake_type))
        rows.append(("From", d.received_from + (f" (reference {d.source_reference})" if d.source_reference else "")))
        if d.intake_reason:
            rows.append(("Reason", d.intake_reason))
    if d.found_place:
        where = d.found_place + (f" ({rules.FOUND_DETAILS[d.found_detail].lower()})" if d.found_detail else "")
        rows.append(("Found", where))
    if d.officer:
        rows.append(("Officer", d.officer))
    if d.hold_last_day:
        rows.append(("Hold ends", fmt_short(d.hold_last_day)))
        rows.append(("Disposition from", fmt_short(d.disposition_from)))
    if d.quarantine:
        q = rules.QUARANTINE_KINDS[d.quarantine]
        if d.quarantine_until:
            q += f", until {fmt_short(d.quarantine_until)}"
        if d.vet_certified_on:
            q += f"; certified by {d.vet_name} on {fmt_short(d.vet_certified_on)}"
        rows.append(("Quarantine", q))
    owner = "\n".join(x for x in (d.owner, d.owner_address, d.owner_phone) if x) or "Unknown"
    rows.append(("Owner", owner))
    if d.owner_notified_on:  # an unknown owner is "notified" by the notice posted in public (MN-347.14)
        rows.append(("Owner notified" if d.owner_id else "Notice posted", fmt_short(d.owner_notified_on)))
    if d.condition:
        rows.append(("Condition", d.condition))
    if d.notes:
        rows.append(("Notes", d.notes))
    return KennelCard(kennel=d.kennel or "", facility=d.facility, impound_number=d.number,
                      jurisdiction=d.jurisdiction, animal=d.animal, rows=rows, hold_last_day=d.hold_last_day,
                      disposition_from=d.disposition_from, holding_citation=cite(profile, "holding_period"),
                      flags=d.flags, photo_path=d.photo_path,
                      photo_data=b"" if d.photo_path else _first_photo(d.id))


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


def age_words(months: int) -> str:
    """85 -> "7 years 1 month": how a person at the kennel reads an age."""
    if months < 24:
        return f"{months} month{'s' if months != 1 else ''}"
    years, rest = divmod(months, 12)
    return f"{years} years" + (f" {rest} month{'s' if rest != 1 else ''}" if rest else "")


def kennel_card_pdf(impound_id: int, on: date | None = None) -> bytes:
    return render_kennel_cards([kennel_card(impound_id, on)])


def _license_on(animal_id: int, day: date | None) -> str:
    """The license the animal had on the day it was released (one issued at the reclaim counts):
    a receipt printed again later does not show a license issued after it."""
    day = day or date.today()
    lic = (License.select().where((License.animal == animal_id) & License.voided_at.is_null()
                                  & (License.status != "void") & (License.issued_on <= day)
                                  & (License.expires_on.is_null() | (License.expires_on >= day))
                                  & (License.ended_on.is_null() | (License.ended_on > day)))
           .order_by(License.issued_on.desc(), License.id.desc()).first())
    return f"{lic.number}, tag {lic.tag_number}" if lic else ""


def release_receipt(d: ImpoundDetail) -> NoticeDoc:
    """The receipt the owner takes home: what was paid, to whom the animal went, and under
    which rule (T-6B after a reclaim; T-6A for a return in the field, where nothing was impounded)."""
    profile = profile_for(d.jurisdiction_id)
    b = bill(d.id, d.released_on or d.outcome_on or date.today())
    facts = animal_facts(replace(d, license=_license_on(d.animal_id, d.released_on or d.outcome_on)))
    suffix = f", {d.number}"
    for line in b.lines:
        paid = f" (receipt {line.receipt_number})" if line.receipt_number else " (unpaid)"
        label = line.description[:-len(suffix)] if line.description.endswith(suffix) else line.description
        facts.append((label, fmt_cents(line.amount_cents) + paid))
    facts.append(("Total paid", fmt_cents(b.paid_cents)))
    if d.vet_certified_on:
        facts.append(("Veterinarian's certificate", f"{d.vet_name}, {fmt_short(d.vet_certified_on)}"))
    # the owner is addressed by name ("Abdi Olson"), not as the register lists them ("Olson, Abdi")
    to_owner = d.outcome in ("", "returned_to_owner")
    name = (d.owner_letter_name or d.owner) if to_owner else d.outcome_party
    values = {"impound_number": d.number, "animal_short": d.animal, "owner_name": name,
              "released_on": d.released_on or d.outcome_on, "reclaim_citation": cite(profile, "reclaim"),
              "impounded_on": d.impounded_on, "found_place": d.found_place or "a place not recorded",
              "officer": d.officer or "the officer", "field_return_citation": cite(profile, "impound")}
    recipient = [x for x in (name, d.outcome_address or d.owner_address) if x]
    return NoticeDoc("field_return" if d.field_return else "receipt", d.released_on or d.outcome_on or date.today(),
                     values, facts, recipient, f"Impound {d.number}")


def release_receipt_pdf(impound_id: int) -> bytes:
    d = impound_detail(impound_id)
    if d.status not in ("released", "returned_in_field"):
        from ..domain.errors import ValidationError

        raise ValidationError("impound_id", f"impound {d.number} has not been released to its owner")
    return render_notices([release_receipt(d)], letterhead(d.jurisdiction_id), title=f"Release {d.number}")
