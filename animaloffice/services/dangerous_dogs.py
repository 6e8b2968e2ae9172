"""Dangerous-dog cases (Minn. Stat. §§ 347.50-347.565, rule MN-347.50): the office's actions.

Declare a dog potentially dangerous or dangerous; send the declaration notice
with its hearing-request form (a Notice of kind ``dangerous_dog`` with the
hearing right, so the Hearings tab lists it); record what registration needs
(bond or insurance, enclosure, warning sign, microchip on the animal's own
record, the fee). The fee, the registration certificate and its yearly
renewal are in ``dangerous_dog_registration``; rescinding, reviews, closing and
a hearing decision's effect in ``dangerous_dog_outcomes``; the read side in
``queries.dangerous_dogs``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import dangerous_dogs as rules
from ..domain import validate
from ..domain.dangerous_dogs import OPEN
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_short
from ..domain.roles import Actor
from ..domain.statuses import AnimalStatus, DangerousDogStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal
from ..persistence.models.dangerous_dogs import DangerousDogCase
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Facility
from ..persistence.profiles import profile_for
from ..queries.dangerous_dog_facts import addressee
from ..queries.office import get_office_setting
from ..queries.owner_contact import current_address, current_phone, mailing_address
from .animals import update_animal
from .common import fetch_owner, lock_counter, next_number
from .dangerous_dog_notice import notice_values, sections_text
from .notices import METHODS, NoticeInfo, record_notice
from .office_action import OfficeAction

SUBJECT = "dangerous_dog"  # the notices' and charges' subject_table (the case table's name)

__all__ = ["declare", "send_declaration_notice", "declare_and_notify", "record_registration", "SUBJECT"]


@dataclass(frozen=True)
class CaseInfo:
    id: int
    number: str
    kind: str
    status: str
    version: int


def _today() -> date:
    return date.today()


def _info(row: DangerousDogCase) -> CaseInfo:
    return CaseInfo(row.id, row.number, row.kind, row.status, row.version)


def _open_case(case_id) -> DangerousDogCase:
    row = fetch(DangerousDogCase, case_id, "case_id")
    if row.status not in OPEN:
        raise ValidationError("case_id", f"dangerous-dog case {row.number} is {row.status}")
    return row


def open_cases_of(animal_id: int) -> list[DangerousDogCase]:
    return list(DangerousDogCase.select().where((DangerousDogCase.animal == animal_id)
                                                & DangerousDogCase.status.in_(OPEN)
                                                & DangerousDogCase.voided_at.is_null())
                .order_by(DangerousDogCase.id))


def _earlier_pdd_notice(animal_id: int, incident_on: date) -> DangerousDogCase | None:
    """A potentially-dangerous declaration of this dog that stands (not rescinded) and whose notice
    the owner was sent on or before the incident (347.50 subd. 2(3): "after the owner had notice")."""
    return (DangerousDogCase.select().join(Notice, on=(DangerousDogCase.notice == Notice.id))
            .where((DangerousDogCase.animal == animal_id)
                   & (DangerousDogCase.kind == "potentially_dangerous")
                   & (DangerousDogCase.status != DangerousDogStatus.RESCINDED)
                   & DangerousDogCase.voided_at.is_null() & Notice.voided_at.is_null()
                   & (Notice.sent_on <= incident_on))
            .order_by(DangerousDogCase.id.desc()).first())


def _where_seized_dog_is_held(profile, animal_id: int, facility_id, kept_at: str, contact_name: str,
                              contact_phone: str) -> tuple[Facility, str, str, str]:
    """A seized dog is kept where it is held: the notice names that facility, and the office as the
    contact (347.541, subd. 3 (1)), not the owner. Typed values for them are refused, not replaced."""
    for name, value in (("kept_at", kept_at), ("contact_name", contact_name), ("contact_phone", contact_phone)):
        if value:
            raise ValidationError(name, "a seized dog's notice names the facility where it is held and the office "
                                  "as the contact; choose the facility instead")
    if facility_id is not None:
        facility = fetch(Facility, facility_id, "facility_id")
        if not facility.active:
            raise ValidationError("facility_id", f"{facility.name} is no longer in use")
    else:
        from ..queries.dangerous_dogs import facility_of_impounded_dog  # (the read side imports this module)

        held = facility_of_impounded_dog(animal_id)
        facility = Facility.get_by_id(held) if held is not None else None
        if facility is None:
            raise ValidationError("facility_id", "name the facility where the seized dog is held: its notice "
                                  f"says where the dog is kept ({profile.cite('dangerous_dog_notice')})")
    office = get_office_setting("office_name").strip() or profile.name
    phone = get_office_setting("office_phone").strip() or facility.phone
    return facility, ", ".join(x for x in (facility.name, facility.address) if x), office, phone


# --- declaring ----------------------------------------------------------------------------------

def declare(actor: Actor, *, animal_id: int, kind: str, ground: str, facts: str, incident_on: date,
            declared_by: str, incident_time: str = "", incident_place: str = "",
            declared_on: date | None = None, owner_id: int | None = None, kept_at: str = "",
            contact_name: str = "", contact_phone: str = "", seized_on: date | None = None,
            facility_id: int | None = None) -> CaseInfo:
    """Declare a dog potentially dangerous or dangerous on a statutory ground (347.50 subds. 2-3).

    A dangerous-dog declaration of a dog already declared potentially dangerous
    closes the earlier case; any other open case of the same dog is refused. A
    seized dog is kept at the facility where it is held (given, or that of its
    open impound), with the office as the contact (347.541, subd. 3).
    """
    act = OfficeAction(actor, "declare_dangerous_dog")
    kind = validate.choice("kind", kind, rules.KINDS)
    ground = validate.text("ground", ground, max_len=40, required=True)
    facts = validate.text("facts", facts, max_len=8000, required=True, multiline=True)
    declared_on = validate.day("declared_on", declared_on or _today(), not_after=_today())
    incident_on = validate.day("incident_on", incident_on, not_after=declared_on)
    incident_time = validate.text("incident_time", incident_time, max_len=20)
    incident_place = validate.text("incident_place", incident_place, max_len=300, required=True)
    declared_by = validate.text("declared_by", declared_by, max_len=120, required=True)
    kept_at = validate.text("kept_at", kept_at, max_len=300)
    contact_name = validate.text("contact_name", contact_name, max_len=120)
    contact_phone = validate.phone("contact_phone", contact_phone)
    seized_on = validate.day("seized_on", seized_on, required=False, not_after=_today())
    if seized_on is not None and seized_on < incident_on:
        raise ValidationError("seized_on", "is before the incident")
    if facility_id is not None and seized_on is None:
        raise ValidationError("facility_id", "only a seized dog is held at a facility; give the day it was seized")
    with act:
        animal = fetch(Animal, animal_id, "animal_id")
        lock_counter(f"dangerous-dog:{animal.id}")  # two desks declaring the dog at once take turns
        profile = profile_for(animal.jurisdiction_id)
        if animal.species != "dog":
            species = profile.species_info(animal.species).label.lower()
            raise ValidationError("animal_id", f"animal {animal.id} is a {species}, not a dog; "
                                  "only a dog can be declared dangerous")
        if animal.status == AnimalStatus.DECEASED:  # its death closes any case (record_death); none is opened
            raise ValidationError("animal_id", f"{animal.name or 'the dog'} is recorded as deceased")
        owner_id = owner_id if owner_id is not None else animal.owner_id
        if owner_id is None:
            raise ValidationError("owner_id", "the dog has no owner on record; record its owner first")
        owner = fetch_owner(owner_id, "owner_id")
        if owner.jurisdiction_id != animal.jurisdiction_id:
            raise ValidationError("owner_id", "the owner is recorded in another jurisdiction than the dog")
        refusals = [Refusal(rules.RULE, r) for r in rules.ground_refusals(profile, kind, ground)]
        if ground == "dd_after_notice" and _earlier_pdd_notice(animal.id, incident_on) is None:
            refusals.append(Refusal(rules.RULE, "no potentially-dangerous declaration of this dog that still "
                                    "stands was sent to its owner before the incident of "
                                    f"{fmt_short(incident_on)}; this ground needs one "
                                    f"({profile.cite('dangerous_dog_definitions')})"))
        superseded = []
        for other in open_cases_of(animal.id):
            if other.kind == "potentially_dangerous" and kind == "dangerous":
                superseded.append(other)
            else:
                refusals.append(Refusal(rules.RULE, f"the dog already has an open case, {other.number} "
                                        f"({rules.kind_words(other.kind)}, {other.status})"))
        if refusals:
            raise RuleViolation(refusals, field="ground")
        facility = None
        if seized_on is not None:
            facility, kept_at, contact_name, contact_phone = _where_seized_dog_is_held(
                profile, animal.id, facility_id, kept_at, contact_name, contact_phone)
        elif not kept_at:  # where the dog lives (347.541 (1)), not a mailing address such as a PO box
            addr = current_address(owner.id, "home") or current_address(owner.id, "premises") \
                or mailing_address(owner.id)
            kept_at = addr.one_line() if addr else ""
        number = f"DD-{declared_on.year}-{next_number(f'dangerous_dog:{declared_on.year}'):04d}"
        row = act.create(
            DangerousDogCase, "dangerous_dog.declare",
            note=rules.ground_label(profile.item("dangerous_dog_grounds", ground)),
            jurisdiction=animal.jurisdiction_id, number=number, animal=animal, owner=owner, kind=kind,
            ground=ground, facts=facts, incident_on=incident_on, incident_time=incident_time,
            incident_place=incident_place, declared_on=declared_on, declared_by=declared_by, kept_at=kept_at,
            contact_name=contact_name or addressee(owner.id)["owner_name"],
            contact_phone=contact_phone or ("" if facility else current_phone(owner.id)),
            seized_on=seized_on, facility=facility, status="declared")
        for other in superseded:
            act.hold(other)
            other.status, other.ended_on = "closed", declared_on
            other.end_reason = f"superseded by the dangerous-dog declaration {number}"
            act.save(other, "dangerous_dog.close", note=other.end_reason)
    return _info(row)


def send_declaration_notice(actor: Actor, case_id: int, *, sent_on: date | None = None,
                            method: str = "certified", article: str = "", served_by: str = "") -> NoticeInfo:
    """Record the declaration notice: the six elements of § 347.541 and the hearing-request form,
    with the hearing right (14 days from the date of the notice) and, for a dangerous dog, the
    day registration is due (14 days, § 347.54)."""
    act = OfficeAction(actor, "declare_dangerous_dog")
    sent_on = validate.day("sent_on", sent_on or _today(), not_after=_today())
    method = validate.choice("method", method, METHODS)
    with act:
        row = act.hold(_open_case(case_id))
        if row.status != DangerousDogStatus.DECLARED:
            raise ValidationError("case_id", f"case {row.number} is {row.status}")
        if row.notice_id is not None:
            sent = Notice.get_by_id(row.notice_id)
            raise ValidationError("case_id", f"declaration notice {sent.number} was already sent on "
                                  f"{fmt_short(sent.sent_on)}; reprint it instead")
        if sent_on < row.declared_on:
            raise ValidationError("sent_on", f"is before the declaration of {fmt_short(row.declared_on)}")
        profile = profile_for(row.jurisdiction_id)
        hearing = rules.hearing_request_deadline(profile, sent_on)
        register = rules.registration_deadline(profile, sent_on) if row.kind == "dangerous" else None
        fields = notice_values(row, profile, sent_on, hearing, register)
        info = record_notice(actor, jurisdiction_id=row.jurisdiction_id, kind="dangerous_dog", sent_on=sent_on,
                             owner_id=row.owner_id, method=method, article=article, served_by=served_by,
                             subject_table=SUBJECT, subject_id=row.id,
                             sections=sections_text(profile), reasons=fields["reasons"], hearing_right=True,
                             hearing_deadline=hearing, other_deadline=register, fields=fields)
        row.notice = info.id
        if register is not None:
            row.compliance_deadline, row.compliance_why = register.value, register.text()
        act.save(row, "dangerous_dog.notice", note=hearing.text())
    return info


def declare_and_notify(actor: Actor, *, animal_id: int, kind: str, ground: str, facts: str, incident_on: date,
                       declared_by: str, incident_time: str = "", incident_place: str = "",
                       declared_on: date | None = None, owner_id: int | None = None, kept_at: str = "",
                       contact_name: str = "", contact_phone: str = "", seized_on: date | None = None,
                       facility_id: int | None = None, sent_on: date | None = None,
                       method: str = "certified", article: str = "", served_by: str = "") -> tuple[CaseInfo, NoticeInfo]:
    """Declare and send the notice in one step: both are saved, or neither."""
    with OfficeAction(actor, "declare_dangerous_dog"):
        case = declare(actor, animal_id=animal_id, kind=kind, ground=ground, facts=facts, incident_on=incident_on,
                       declared_by=declared_by, incident_time=incident_time, incident_place=incident_place,
                       declared_on=declared_on, owner_id=owner_id, kept_at=kept_at, contact_name=contact_name,
                       contact_phone=contact_phone, seized_on=seized_on, facility_id=facility_id)
        notice = send_declaration_notice(actor, case.id, sent_on=sent_on, method=method, article=article, served_by=served_by)
    return _info(DangerousDogCase.get_by_id(case.id)), notice


# --- registration -------------------------------------------------------------------------------

_UNSET = object()


def record_registration(actor: Actor, case_id: int, *, insurance_kind=_UNSET, insurer=_UNSET,
                        policy_number=_UNSET, insurance_cents=_UNSET, insurance_expires_on=_UNSET,
                        enclosure_inspected_on=_UNSET, enclosure_inspector=_UNSET, enclosure_notes=_UNSET,
                        sign_issued_on=_UNSET, sign_number=_UNSET, microchip=_UNSET, microchip_maker=_UNSET,
                        sterilized_on=_UNSET, sterilized_by=_UNSET, tag_number=_UNSET, tag_issued_on=_UNSET,
                        expected_version: int | None = None) -> CaseInfo:
    """Record registration items (347.51, 347.515) and the owner's other duties, the sterilization
    (347.52 (d)) and the standardized tag (347.51, subd. 7); only the items given change.

    The microchip number is the dog's own (``Animal.microchip``); recording it
    here updates the animal, as a sterilization marks it spayed or neutered. An
    enclosure inspection is an officer's.
    """
    act = OfficeAction(actor, "edit_records")
    changes: dict = {}
    if insurance_kind is not _UNSET:
        changes["insurance_kind"] = validate.choice("insurance_kind", insurance_kind or "",
                                                    ("",) + rules.INSURANCE_KINDS)
    if insurer is not _UNSET:
        changes["insurer"] = validate.text("insurer", insurer, max_len=160)
    if policy_number is not _UNSET:
        changes["policy_number"] = validate.text("policy_number", policy_number, max_len=80)
    if insurance_cents is not _UNSET:
        changes["insurance_cents"] = validate.integer("insurance_cents", insurance_cents, minimum=0,
                                                      maximum=2_000_000_000)
    if insurance_expires_on is not _UNSET:
        changes["insurance_expires_on"] = validate.day("insurance_expires_on", insurance_expires_on, required=False)
    if enclosure_inspected_on is not _UNSET:
        actor.require("inspect")
        changes["enclosure_inspected_on"] = validate.day("enclosure_inspected_on", enclosure_inspected_on,
                                                         required=False, not_after=_today())
    if enclosure_inspector is not _UNSET:
        changes["enclosure_inspector"] = validate.text("enclosure_inspector", enclosure_inspector, max_len=120)
    if enclosure_notes is not _UNSET:
        changes["enclosure_notes"] = validate.text("enclosure_notes", enclosure_notes, max_len=4000, multiline=True)
    if sign_issued_on is not _UNSET:
        changes["sign_issued_on"] = validate.day("sign_issued_on", sign_issued_on, required=False, not_after=_today())
    if sign_number is not _UNSET:
        changes["sign_number"] = validate.text("sign_number", sign_number, max_len=40)
    if sterilized_on is not _UNSET:
        changes["sterilized_on"] = validate.day("sterilized_on", sterilized_on, required=False, not_after=_today())
    if sterilized_by is not _UNSET:
        changes["sterilized_by"] = validate.text("sterilized_by", sterilized_by, max_len=160)
    if tag_number is not _UNSET:
        changes["tag_number"] = validate.text("tag_number", tag_number, max_len=40)
    if tag_issued_on is not _UNSET:
        changes["tag_issued_on"] = validate.day("tag_issued_on", tag_issued_on, required=False, not_after=_today())
    chip = {}
    if microchip is not _UNSET:
        chip["microchip"] = validate.microchip("microchip", microchip) or ""
    if microchip_maker is not _UNSET:
        chip["microchip_maker"] = validate.text("microchip_maker", microchip_maker, max_len=80)
    with act:
        row = act.hold(_open_case(case_id))
        inspector = changes.get("enclosure_inspector", row.enclosure_inspector)
        if changes.get("enclosure_inspected_on") and not inspector:
            raise ValidationError("enclosure_inspector", "name who inspected the enclosure")
        for key in ("enclosure_inspected_on", "sign_issued_on", "tag_issued_on"):  # for this declaration
            if changes.get(key) and changes[key] < row.declared_on:
                raise ValidationError(key, f"is before the declaration of {fmt_short(row.declared_on)}")
        if row.kind != "dangerous" and {"sterilized_on", "tag_number", "tag_issued_on"} & set(changes):
            key = next(k for k in ("sterilized_on", "tag_number", "tag_issued_on") if k in changes)
            raise ValidationError(key, "is a duty of the owner of a dangerous dog (§ 347.52 (d), § 347.51, subd. 7); "
                                  "this dog is declared potentially dangerous")
        if changes.get("tag_number", row.tag_number) and not changes.get("tag_issued_on", row.tag_issued_on):
            raise ValidationError("tag_issued_on", "give the day the tag was issued")
        if changes.get("insurance_kind") and not changes.get("insurance_cents", row.insurance_cents):
            raise ValidationError("insurance_cents", "give the amount of the bond or insurance")
        for key, value in changes.items():
            setattr(row, key, value)
        if changes:
            act.save(row, "dangerous_dog.registration_items", expected_version=expected_version,
                     note=", ".join(sorted(changes)))
        if changes.get("sterilized_on"):
            animal = Animal.get_by_id(row.animal_id)
            if not animal.altered:  # the dog's own record says so from now on (347.52 (d))
                update_animal(actor, animal.id, expected_version=animal.version, altered=True)
        if chip:
            animal = Animal.get_by_id(row.animal_id)
            update_animal(actor, animal.id, expected_version=animal.version, **chip)
            act.record("dangerous_dog.microchip", row, after=False,
                       note=f"microchip {chip.get('microchip', animal.microchip) or '(removed)'} "
                            f"recorded on animal {animal.id} (§ 347.515)")
    return _info(row)
