"""One impound with everything the desk, the kennel card and the notices show."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from ..domain import cruelty, quarantine
from ..domain import impound as rules
from ..domain.errors import Refusal
from ..domain.intake_kinds import NOT_IMPOUNDED, kind_words
from ..domain.statuses import ImpoundStatus, LicenseStatus
from ..persistence.models.animals import Animal
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Impound, Kennel, SeizureClaim
from ..persistence.models.licensing import License
from ..persistence.models.office import Jurisdiction
from ..persistence.models.people import Owner
from .impound_state import kennel_view, vaccinated_until
from .impounds import _owner_contact, animal_summary, dangerous_dog_flags, letter_name
from .service_attempts import how_sent


@dataclass(frozen=True)
class NoticeRow:
    id: int
    number: str
    kind: str
    sent_on: date
    method: str
    recipient: str
    other_deadline: date | None
    method_text: str = ""  # how it was sent, in words ("Hand delivery"); "" for a notice with no attempt kept


@dataclass(frozen=True)
class ClaimRow:
    id: int
    version: int
    kind: str  # security | hearing_request
    received_on: date
    claimant: str
    amount_cents: int
    ended_on: date | None
    ended_reason: str
    hearing_due: date | None


@dataclass(frozen=True)
class ImpoundDetail:
    id: int
    number: str
    version: int
    jurisdiction_id: int
    jurisdiction: str
    status: str
    state: str
    impounded_on: date
    impounded_at: datetime
    days_held: int
    animal_id: int
    animal: str
    name: str
    species: str
    species_label: str
    breed: str
    sex: str
    altered: bool | None
    colour: str
    markings: str
    description: str
    microchip: str
    birth_date: date | None
    age_months_at_intake: int | None
    license: str
    owner_id: int | None
    owner: str
    owner_letter_name: str
    owner_address: str
    owner_phone: str
    kennel_id: int | None
    kennel: str
    facility_id: int | None
    facility: str
    facility_address: str
    facility_phone: str
    facility_hours: str
    ground: str
    ground_text: str
    ground_rule: str
    intake_type: str
    found_place: str
    found_detail: str
    officer: str
    field_return: bool
    condition: str
    notes: str
    photo_path: str
    quarantine: str
    quarantine_until: date | None
    quarantine_explanation: str
    bite_on: date | None
    exposure_on: date | None
    vet_certified_on: date | None
    vet_name: str
    hold_last_day: date | None
    disposition_from: date | None
    hold_explanation: str
    owner_notified_on: date | None
    released_on: date | None
    outcome: str
    outcome_on: date | None
    outcome_party: str
    outcome_address: str
    outcome_notes: str
    notices: tuple[NoticeRow, ...]
    dangerous_dog: str = ""  # the open dangerous-dog case (MN-347.50), as flagged
    blockers: tuple[Refusal, ...] = ()  # what stands between the animal and its disposal today
    cruelty: bool = False  # a seizure for cruelty or neglect (MN-343.235)
    reply_by: date | None = None  # MN-343.235: the last day to post security or ask for a hearing
    claims: tuple[ClaimRow, ...] = ()
    quarantine_order: str = ""  # MN-1721.0570: the order on file, in words
    vaccinated_until: date | None = None  # the last day of the latest rabies vaccination (past: ran out)
    rabies_vaccine: bool = False  # the species leaves a rabies quarantine only vaccinated
    received_from: str = ""  # MN-346.47: whom it came from (name, address)
    intake_reason: str = ""  # a surrender's or a request's reason
    source_reference: str = ""  # a transfer in: the sending agency's reference

    @property
    def flags(self) -> list[str]:
        """Short warnings for the card and the panel: quarantine, dangerous dog, bite, unknown owner..."""
        out = []
        if self.quarantine:
            out.append(rules.QUARANTINE_KINDS[self.quarantine].upper())
        if self.dangerous_dog:
            out.append(self.dangerous_dog)
        if self.ground == "neglect_danger":
            out.append("CAUTION: bite, danger or neglect case")
        if self.cruelty:
            out.append("SEIZED FOR CRUELTY OR NEGLECT")
        if self.owner_id is None:
            out.append("Owner unknown")
        return out


def impound_detail(impound_id: int, on: date | None = None) -> ImpoundDetail:
    from ..persistence.fetch import fetch
    from ..persistence.profiles import profile_for

    on = on or date.today()
    i = fetch(Impound, impound_id, "impound_id", allow_void=True)
    a = Animal.get_by_id(i.animal_id)
    profile = profile_for(i.jurisdiction_id)
    label = profile.species_info(a.species).label
    owner, address, phone = _owner_contact(i.owner_id)
    kennel = Kennel.get_by_id(i.kennel_id) if i.kennel_id else None
    facility = kennel.facility if kennel else None
    ground = profile.item("seizure_grounds", i.ground)
    lic = (License.select().where((License.animal == a) & License.voided_at.is_null())
           .order_by((License.status == LicenseStatus.ACTIVE).desc(), License.year.desc()).first())
    sent = list(Notice.select().where((Notice.subject_table == "impound") & (Notice.subject_id == i.id)
                                      & Notice.voided_at.is_null()).order_by(Notice.sent_on, Notice.id))
    how = how_sent([n.id for n in sent])
    notices = tuple(NoticeRow(n.id, n.number, n.kind, n.sent_on, n.method, n.recipient_name, n.other_deadline,
                              how.get(n.id, "")) for n in sent)
    held = i.status == ImpoundStatus.HELD
    state, blockers = kennel_view(i, a, profile, on) if held else (i.status, [])
    cruel = cruelty.is_cruelty_seizure(profile, i.ground)
    claims = tuple(ClaimRow(c.id, c.version, c.kind, c.received_on, c.claimant_name, c.amount_cents, c.ended_on,
                            c.ended_reason, cruelty.hearing_due(profile, c.received_on).value
                            if c.kind == "hearing_request" else None)
                   for c in SeizureClaim.select().where((SeizureClaim.impound == i.id)
                                                        & SeizureClaim.voided_at.is_null())
                   .order_by(SeizureClaim.received_on, SeizureClaim.id))
    first_seizure = next((n.sent_on for n in notices if n.kind == "seizure"), None)
    reply_by = cruelty.cruelty_hold(profile, i.impounded_on, first_seizure).reply_by.value if cruel else None
    order = ""
    if i.quarantine_order_on:
        who = quarantine.ORDER_AUTHORITIES.get(i.quarantine_order_authority, i.quarantine_order_authority)
        order = f"{who} ({i.quarantine_order_by}) ordered on {i.quarantine_order_on:%m/%d/%Y}" + \
            (f": {i.quarantine_order_note}" if i.quarantine_order_note else "")
    end = on if held else (i.outcome_on or on)
    return ImpoundDetail(
        i.id, i.number, i.version, i.jurisdiction_id, Jurisdiction.get_by_id(i.jurisdiction_id).name, i.status,
        state, i.impounded_on, i.impounded_at, max(0, (end - i.impounded_on).days), a.id,
        animal_summary(a.name, label, a.breed, a.colour, a.sex), a.name, a.species, label, a.breed, a.sex,
        i.altered_at_intake if i.altered_at_intake is not None else a.altered, a.colour, a.markings,
        a.description, a.microchip or "", a.birth_date, i.age_months_at_intake,
        f"{lic.number}, tag {lic.tag_number} ({lic.status})" if lic else "",
        i.owner_id, owner, letter_name(Owner.get_by_id(i.owner_id) if i.owner_id else None), address, phone, i.kennel_id, kennel.code if kennel else "",
        facility.id if facility else None, facility.name if facility else "",
        facility.address if facility else "", facility.phone if facility else "",
        facility.hours if facility else "", i.ground, ground.text if ground else kind_words(i.intake_type) if i.intake_type in NOT_IMPOUNDED else i.ground,
        ground.rule_id if ground else "", i.intake_type, i.found_place, i.found_detail, i.officer,
        i.field_return, i.condition, i.notes, i.photo_path, i.quarantine, i.quarantine_until,
        i.quarantine_explanation, i.bite_on, i.exposure_on, i.vet_certified_on, i.vet_name, i.hold_last_day,
        i.disposition_from, i.hold_explanation, i.owner_notified_on, i.released_on, i.outcome, i.outcome_on,
        i.outcome_party, i.outcome_address, i.outcome_notes, notices, dangerous_dog_flags([a.id]).get(a.id, ""),
        blockers=tuple(blockers), cruelty=cruel, reply_by=reply_by, claims=claims, quarantine_order=order,
        vaccinated_until=vaccinated_until(a.id, on), rabies_vaccine=profile.species_info(a.species).rabies_vaccine,
        received_from=", ".join(x for x in (i.received_from_name, i.received_from_address) if x),
        intake_reason=i.intake_reason, source_reference=i.source_reference)

