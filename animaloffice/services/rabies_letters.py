"""The letters that tell the owners of dogs and cats a veterinarian reported vaccinated, with no
license, to license them (T-3A). Where the city's profile says so
(``license_order_after_rabies_report``) the letter is also the notice of T-6D3, with its
2-business-day deadline: recorded as a notice to obtain a license, so a seizure for want of the
license after it is allowed (``impounds``), as after the one the intake desk gives.

Each letter is a notice on the animal, printed from the values stored with it."""
from __future__ import annotations

from datetime import date

from ..documents.base import load_template
from ..domain import impound as impound_rules
from ..domain import validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.licensing import license_fee
from ..domain.money import fmt_cents
from ..domain.roles import Actor
from ..persistence.models.animals import Animal
from ..persistence.profiles import profile_for
from ..queries.impounds import animal_summary, letter_name
from ..queries.office import office_settings
from ..queries.owner_contact import mailing_address
from ..queries.rabies_reports import unlicensed_vaccinated
from .notices import METHODS, NoticeInfo, record_notice
from .office_action import OfficeAction
from .order_languages import rabies_letter_versions

RULE = "T-3A"


def _cite(profile, key: str) -> str:
    return profile.citations.get(key) or profile.ordinance


def send_license_letters(actor: Actor, animal_ids: list[int], *, jurisdiction_id: int, on: date | None = None,
                         method: str = "mail") -> list[NoticeInfo]:
    """One letter per animal, all in one transaction; each animal must be on the list of dogs and cats
    reported vaccinated with no license."""
    act = OfficeAction(actor, "send_notice")
    on = validate.day("on", on or date.today(), not_after=date.today())
    method = validate.choice("method", method, METHODS)
    if not isinstance(animal_ids, (list, tuple)) or not animal_ids:
        raise ValidationError("animal_ids", "choose the animals to write about", animal_ids)
    ids = [validate.integer("animal_ids", i, minimum=1, maximum=2 ** 31 - 1) for i in animal_ids]
    with act:
        profile = profile_for(jurisdiction_id)
        if not profile.enforces("licensing"):
            raise RuleViolation(Refusal(RULE, f"{profile.name} does not license dogs and cats under its profile"),
                                field="jurisdiction_id")
        listed = {u.animal_id: u for u in unlicensed_vaccinated(jurisdiction_id, on)}
        out = []
        for animal_id in dict.fromkeys(ids):
            entry = listed.get(animal_id)
            if entry is None:
                raise ValidationError("animal_ids", f"animal {animal_id} is not on the list of dogs and cats "
                                      "reported vaccinated with no license", animal_id)
            out.append(_send(actor, profile, jurisdiction_id, entry, on, method))
    return out


def _send(actor: Actor, profile, jurisdiction_id: int, entry, on: date, method: str) -> NoticeInfo:
    animal = Animal.get_by_id(entry.animal_id)
    owner = animal.owner
    label = profile.species_info(animal.species).label
    short = f"{animal.name} ({label.lower()})" if animal.name else f"your {label.lower()}"
    settings = office_settings()
    fee = license_fee(profile, species=animal.species, altered=animal.altered, on=on)
    values = {"animal_short": short, "owner_name": letter_name(owner), "clinic": entry.clinic,
              "vaccinated_on": entry.vaccinated_on.isoformat(), "license_citation": _cite(profile, "license_required"),
              "species_word": label.lower(), "license_fee": fmt_cents(fee.value),
              "license_office": profile.text.get("license_office", profile.name),
              "office_name": settings.get("office_name", "") or profile.name,
              "office_phone": settings.get("office_phone", "") or "the office",
              "license_or_permit": "license", "license_notice_paragraph": ""}
    facts = [("Animal", animal_summary(animal.name, label, animal.breed, animal.colour, animal.sex)),
             ("Vaccinated", f"{fmt_short(entry.vaccinated_on)}, {entry.clinic}")]
    deadline = None
    kind = "license_request"
    if profile.enforces("license_order_after_rabies_report"):
        kind = "license_order"
        deadline = impound_rules.license_notice_deadline(profile, on)
        days = profile.period("license_notice_business_days", on)
        values.update(license_notice_citation=_cite(profile, "license_notice"), deadline=deadline.value.isoformat(),
                      notice_days=days)
        _, parts = load_template("rabies_report_license_notice").fill({**values, "deadline": deadline.value})
        values["license_notice_paragraph"] = "\n\n".join(parts)
        facts += [("License by", fmt_short(deadline.value)),
                  ("How the day was reached", deadline.text())]
    addr = mailing_address(owner.id)
    recipient = [l for l in (letter_name(owner), addr.one_line() if addr else "") if l]
    fields = {"kind": "rabies_report_license", "values": values, "facts": facts, "recipient": recipient,
              "reference": f"Rabies report {entry.report_number}",
              # and in the owner's language, where it is another
              **rabies_letter_versions(owner.id, animal, profile, entry, values, deadline, entry.report_number)}
    return record_notice(actor, jurisdiction_id=jurisdiction_id, kind=kind, sent_on=on, owner_id=owner.id,
                         method=method, subject_table="animal", subject_id=animal.id,
                         sections="; ".join(s for s in (values["license_citation"],
                                                        values.get("license_notice_citation", "")) if s),
                         reasons=f"vaccinated {fmt_short(entry.vaccinated_on)} ({entry.clinic}); no license",
                         other_deadline=deadline, fields=fields)


def letters_pdf(notice_ids: list[int]) -> bytes:
    """The letters as they were sent, in one PDF (a batch for the printer)."""
    from dataclasses import replace

    from ..documents.impound_notices import render_notices
    from ..documents.language import split
    from ..domain.citations import in_words
    from ..persistence.fetch import fetch
    from ..persistence.models.enforcement import Notice
    from .impound_notices import _doc_from_notice, _in_language, letterhead

    rows = [fetch(Notice, i, "notice_id", allow_void=True) for i in notice_ids]
    if not rows:
        raise ValidationError("notice_ids", "no letters to print")
    docs = []
    for row in rows:
        doc = _doc_from_notice(row)
        profile = profile_for(row.jurisdiction_id)
        for version in (_in_language(row, doc, code) for code in split(doc.language)):  # a bilingual owner's: both
            docs.append(replace(version, facts=[(label, in_words(profile, value)) for label, value in version.facts]))
    return render_notices(docs, letterhead(rows[0].jurisdiction_id), title="Letters to license")
