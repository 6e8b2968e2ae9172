"""The rabies quarantine's records at the intake desk (MN-1721.0570).

- ``record_quarantine_order``: a veterinarian's or health department's order, without which
  an animal is not euthanized during an open quarantine.
- ``vaccinate_at_release``: the rabies vaccination given as the animal leaves quarantine (a
  dog, cat or ferret is released only when currently vaccinated, Minn. R. 1721.0570 subp. 3):
  filed as the animal's vaccination certificate, then the reclaim or disposition goes ahead.

The veterinarian's certificate of the exam at the end is ``impounds.record_vet_certificate``.
"""
from __future__ import annotations

from datetime import date

from ..domain import quarantine as rules
from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import fmt_date
from ..domain.roles import Actor
from ..domain.statuses import ImpoundStatus
from ..persistence.fetch import fetch
from ..persistence.models.impounds import Impound
from . import animals as animal_service
from .office_action import OfficeAction


def _quarantined(impound_id: int, day: date, field: str) -> Impound:
    row = fetch(Impound, impound_id, "impound_id")
    if not row.quarantine:
        raise ValidationError("impound_id", f"impound {row.number} is not a quarantine")
    if row.status != ImpoundStatus.HELD:
        raise ValidationError("impound_id", f"impound {row.number} is no longer held")
    if day < row.impounded_on:
        raise ValidationError(field, f"is before the impound day, {fmt_date(row.impounded_on)}", day)
    return row


def record_quarantine_order(actor: Actor, impound_id: int, *, ordered_on: date, authority: str, ordered_by: str,
                            note: str = "", expected_version: int | None = None) -> None:
    """A veterinarian's or health department's order on the quarantined animal (its euthanasia,
    for testing or for its welfare): without one the animal is not euthanized while the
    quarantine is open."""
    act = OfficeAction(actor, "dispose")
    ordered_on = validate.day("ordered_on", ordered_on, not_after=date.today())
    authority = validate.choice("authority", authority, rules.ORDER_AUTHORITIES)
    ordered_by = validate.text("ordered_by", ordered_by, max_len=200, required=True)
    note = validate.text("note", note, max_len=2000, multiline=True)
    with act:
        row = act.hold(_quarantined(impound_id, ordered_on, "ordered_on"))
        row.quarantine_order_on, row.quarantine_order_authority = ordered_on, authority
        row.quarantine_order_by, row.quarantine_order_note = ordered_by, note
        act.save(row, "impound.quarantine_order", expected_version=expected_version, note=rules.RULE)


def vaccinate_at_release(actor: Actor, impound_id: int, *, vaccinated_on: date, veterinarian: str,
                         duration_years: int = 1, product: str = "", manufacturer: str = "", lot: str = "",
                         rabies_tag: str = "", vet_license: str = "", clinic: str = "") -> int:
    """The rabies vaccination given to the quarantined animal at its release (MN-1721.0570 subp.
    3), filed as its certificate (MN-Form51 fields). Dated on or after the impound day; the
    certificate's id is returned."""
    act = OfficeAction(actor, "edit_records")
    vaccinated_on = validate.day("vaccinated_on", vaccinated_on, not_after=date.today())
    with act:
        row = _quarantined(impound_id, vaccinated_on, "vaccinated_on")
        if row.quarantine not in rules.RABIES_KINDS:
            raise ValidationError("impound_id", f"impound {row.number} is not a rabies quarantine")
        vaccination_id = animal_service.record_vaccination(
            actor, row.animal_id, vaccinated_on=vaccinated_on, duration_years=duration_years, product=product,
            manufacturer=manufacturer, lot=lot, veterinarian=veterinarian, vet_license=vet_license, clinic=clinic,
            rabies_tag=rabies_tag, received_on=vaccinated_on)
        act.created(row, "impound.vaccinated_at_release", after=False,  # the impound is unchanged
                    note=f"{rules.RULE}: vaccination {vaccination_id} given at release")
    return vaccination_id
