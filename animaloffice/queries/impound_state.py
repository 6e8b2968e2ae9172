"""What the disposal rules need to know about impounds, read from the records.

The notices on file (MN-347.14, MN-343.235, T-6D5), the claims of a person with an interest
in a seized animal (MN-343.235), the rabies vaccination in force (MN-1721.0570) and, from
these, every reason an animal cannot be disposed of on a day (``disposal_blockers``): the
one reading the disposition service, the kennel board and the impound panel share. Reads
are batched by impound id, so the board asks once for all its kennels.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import date

from ..domain import cruelty, owner_notice, quarantine
from ..domain import impound as rules
from ..domain.errors import Refusal
from ..domain.intake_kinds import NOT_IMPOUNDED
from ..domain.licensing import Shot, shot_expires
from ..domain.statuses import ImpoundStatus, LicenseStatus
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.enforcement import Notice
from ..persistence.models.impounds import Impound, SeizureClaim
from ..persistence.models.licensing import License
from ..persistence.models.people import Owner

NOTICE_KINDS = ("impound", "posting", "quarantine", "seizure")


def notices_on_file(impound_ids: Iterable[int]) -> dict[int, tuple[owner_notice.NoticeOnFile, ...]]:
    """The impounds' notices (not voided) that notify an owner or the public, oldest first."""
    ids = list(impound_ids)
    out: dict[int, list] = defaultdict(list)
    if not ids:
        return {}
    rows = (Notice.select(Notice.subject_id, Notice.kind, Notice.sent_on, Notice.owner)
            .where((Notice.subject_table == "impound") & Notice.subject_id.in_(ids)
                   & Notice.kind.in_(NOTICE_KINDS) & Notice.voided_at.is_null())
            .order_by(Notice.sent_on, Notice.id))
    for n in rows:
        out[n.subject_id].append(owner_notice.NoticeOnFile(n.kind, n.sent_on, n.owner_id))
    return {k: tuple(v) for k, v in out.items()}


def claims_on_file(impound_ids: Iterable[int]) -> dict[int, tuple[cruelty.ClaimOnFile, ...]]:
    """MN-343.235: the securities posted and hearings asked for (not voided), oldest first."""
    ids = list(impound_ids)
    out: dict[int, list] = defaultdict(list)
    if not ids:
        return {}
    for c in (SeizureClaim.select().where(SeizureClaim.impound.in_(ids) & SeizureClaim.voided_at.is_null())
              .order_by(SeizureClaim.received_on, SeizureClaim.id)):
        out[c.impound_id].append(cruelty.ClaimOnFile(c.kind, c.received_on, c.claimant_name, c.ended_on,
                                                     c.amount_cents))
    return {k: tuple(v) for k, v in out.items()}


def known_owner(impound: Impound, animal: Animal) -> str:
    """An owner the records name although the impound has none: the animal's owner on record,
    or the holder of its license in force on the impound day (found by tag or microchip)."""
    if impound.owner_id is not None:
        return ""
    if animal.owner_id is not None:
        return Owner.get_by_id(animal.owner_id).display_name
    lic = (License.select(License.owner).where((License.animal == animal.id) & License.voided_at.is_null()
                                               & (License.status == LicenseStatus.ACTIVE)
                                               & (License.issued_on <= impound.impounded_on)
                                               & (License.expires_on.is_null()
                                                  | (License.expires_on >= impound.impounded_on)))
           .order_by(License.issued_on.desc()).first())
    return Owner.get_by_id(lic.owner_id).display_name if lic else ""


def owner_notice_facts(impound: Impound, animal: Animal, profile, notices=None) -> owner_notice.OwnerNoticeFacts:
    if notices is None:
        notices = notices_on_file([impound.id]).get(impound.id, ())
    return owner_notice.OwnerNoticeFacts(impound.owner_id, tuple(notices), known_owner(impound, animal),
                                         cruelty.is_cruelty_seizure(profile, impound.ground),
                                         impound.intake_type not in NOT_IMPOUNDED)


def vaccinated_until(animal_id: int, on: date) -> date | None:
    """MN-1721.0570: the last day of immunity of the animal's latest rabies vaccination given by
    `on`, its certificate on file by then (before `on`: it has run out), or None if it has none."""
    shots = [Shot(v.vaccinated_on, v.duration_years, v.received_on)
             for v in Vaccination.select().where((Vaccination.animal == animal_id) & Vaccination.voided_at.is_null()
                                                 & (Vaccination.received_on <= on) & (Vaccination.vaccinated_on <= on))]
    if not shots:
        return None
    return shot_expires(max(shots, key=lambda s: (s.vaccinated_on, shot_expires(s))))


def quarantine_notice_on(notices: tuple[owner_notice.NoticeOnFile, ...]) -> date | None:
    return next((n.sent_on for n in notices if n.kind == "quarantine"), None)


def disposition_facts(impound: Impound, animal: Animal, profile, *, outcome: str, on: date, party: str = "",
                      party_address: str = "", notices=None, claims=None) -> rules.DispositionFacts:
    """Everything the rules weigh before an outcome of the impound is recorded on `on`."""
    if notices is None:
        notices = notices_on_file([impound.id]).get(impound.id, ())
    if claims is None:
        claims = claims_on_file([impound.id]).get(impound.id, ())
    species = profile.species_info(animal.species)
    return rules.DispositionFacts(
        outcome=outcome, on=on, impounded_on=impound.impounded_on, disposition_from=impound.disposition_from,
        quarantine=impound.quarantine, quarantine_until=impound.quarantine_until,
        vet_certified_on=impound.vet_certified_on, quarantine_notice_on=quarantine_notice_on(notices),
        party=party, status=impound.status, party_address=party_address,
        age_months=rules.age_months(animal.birth_date, impound.age_months_at_intake, impound.impounded_on, on),
        owner_notice=owner_notice_facts(impound, animal, profile, notices), claims=tuple(claims),
        quarantine_order_on=impound.quarantine_order_on, species_label=species.label,
        rabies_vaccine=species.rabies_vaccine, vaccinated_until=vaccinated_until(animal.id, on),
        hold_rule=cruelty.RULE if cruelty.is_cruelty_seizure(profile, impound.ground) else "T-6C")


BLOCKING_OUTCOME = "shelter_euthanasia"  # the outcome the board asks about: every check applies to it


def disposal_blockers(impound: Impound, animal: Animal, profile, on: date, *, notices=None, claims=None
                      ) -> list[Refusal]:
    """What stands between the held animal and its disposal on `on`, beyond the hold's own dates
    and the record of who took it: the notices, the claims, the quarantine's exam and order.
    Empty for an animal no longer held."""
    if impound.status != ImpoundStatus.HELD:
        return []
    facts = disposition_facts(impound, animal, profile, outcome=BLOCKING_OUTCOME, on=on, party="-",
                              party_address="-", notices=notices, claims=claims)
    out = owner_notice.owner_notice_refusals(facts.owner_notice, on) + cruelty.claim_refusals(facts.claims, on)
    if impound.quarantine and (facts.quarantine_notice_on is None or facts.quarantine_notice_on > on):
        out.append(Refusal("T-6D5", "a quarantined animal is not disposed of before a good-faith notice to its "
                                    "owner", {"action": "quarantine_notice"}))
    if quarantine.exam_due(on, impound.quarantine, impound.quarantine_until, impound.vet_certified_on):
        out.append(Refusal("MN-1721.0570", "the quarantine is over: the veterinarian's exam at its end is due",
                           {"needs": "vet_certificate", "action": "vet_certificate"}))
    return out


def kennel_view(impound: Impound, animal: Animal, profile, on: date, *, notices=None, claims=None
                ) -> tuple[str, list[Refusal]]:
    """The kennel's state on `on` (``rules.KENNEL_STATES``) and what blocks the animal's disposal."""
    blockers = disposal_blockers(impound, animal, profile, on, notices=notices, claims=claims)
    needs = {r.data.get("needs") for r in blockers}
    state = rules.kennel_state(on, hold_last_day=impound.hold_last_day, disposition_from=impound.disposition_from,
                               quarantine=impound.quarantine, quarantine_until=impound.quarantine_until,
                               vet_certified_on=impound.vet_certified_on, owner_notified_on=impound.owner_notified_on,
                               notice_missing="owner_notice" in needs, stayed="claim_ended" in needs)
    return state, blockers
