"""Confirming a fee with its source (issue 25, point 3).

A shipped amount with no source is a starting value ("unconfirmed", ``domain.fee_sources``): it is
charged as set, but nothing printed says where it comes from, and Settings lists it as a set-up
warning. An administrator confirms it with the ordinance section, or the resolution number and the
date it was adopted. The confirmation is stored as the office's dated setting for the same day and
amount, with the source as its note (the overlay reads a fee's note as its source), audited; from
then the fee's explanations and receipts say "under <source>".
"""
from __future__ import annotations

from datetime import date

from ..domain import validate
from ..domain.errors import ValidationError
from ..domain.explain import fmt_short
from ..domain.fee_labels import fee_label
from ..domain.fee_sources import UnconfirmedFee, unconfirmed_fees
from ..domain.money import fmt_cents
from ..domain.roles import Actor
from ..persistence.models.office import ProfileSetting
from ..persistence.profiles import profile_for
from ..queries.office import list_jurisdictions
from .office_action import OfficeAction


def unconfirmed(jurisdiction_id: int, on: date | None = None) -> list[UnconfirmedFee]:
    """The jurisdiction's fees in force (or set for later) with no source, in code order."""
    return unconfirmed_fees(profile_for(jurisdiction_id), on or date.today())


def fee_words(jurisdiction_id: int, fee: UnconfirmedFee) -> str:
    """'Dog license, $20.00 since January 1, 2020' (the fee in words, never its code)."""
    profile = profile_for(jurisdiction_id)
    species = fee.code.split(".")[1] if fee.code.startswith("license.") else ""
    label = fee_label(fee.code, species_label=profile.species[species].label if species in profile.species else "")
    when = "since" if fee.start <= date.today() else "from"
    return f"{label}, {fmt_cents(fee.value)} {when} {fmt_short(fee.start)}"


def source_text(source: str, adopted_on: date | None) -> str:
    """The source as printed: 'Resolution 2026-14, adopted March 3, 2026' or the section alone."""
    return f"{source}, adopted {fmt_short(adopted_on)}" if adopted_on else source


def confirm_fee_source(actor: Actor, jurisdiction_id: int, code: str, *, source: str,
                       adopted_on: date | None = None) -> str:
    """Confirm every unconfirmed value of fee `code` (the one in force and any set for later) with
    its source: the ordinance section, or the resolution number (with ``adopted_on``, its date).
    Returns the source as it now prints."""
    act = OfficeAction(actor, "change_fees")
    code = validate.text("code", code, max_len=64, required=True)
    source = validate.text("source", source, max_len=400, required=True)
    if source.strip().lower() == "unconfirmed":
        raise ValidationError("source", "name the ordinance section, or the resolution number and date, that sets it")
    adopted_on = validate.day("adopted_on", adopted_on, required=False, not_after=date.today())
    profile = profile_for(jurisdiction_id)
    if code not in profile.fees:
        raise ValidationError("code", f"{profile.name} has no fee called {code!r}", code)
    text = source_text(source, adopted_on)
    with act:
        todo = [f for f in unconfirmed(jurisdiction_id) if f.code == code]
        if not todo:
            raise ValidationError("code", f"{fee_label(code)} of {profile.name} is already confirmed with its source")
        for fee in todo:
            row = ProfileSetting.create(jurisdiction=jurisdiction_id, kind="fee", key=code, effective_from=fee.start,
                                        value=fee.value, note=text, created_by=actor.username)
            act.created(row, "profile.fee.confirm", note=f"{code} {fmt_cents(fee.value)} from "
                        f"{fee.start.isoformat()} confirmed under {text}")
    return text


def fee_setup_warnings(jurisdiction_id: int | None = None) -> list[tuple[int, str, tuple[str, ...]]]:
    """(jurisdiction id, name, the unconfirmed fees in words) for each city with any."""
    out = []
    for j in list_jurisdictions():
        if jurisdiction_id is not None and j.id != jurisdiction_id:
            continue
        fees = tuple(fee_words(j.id, f) for f in unconfirmed(j.id))
        if fees:
            out.append((j.id, j.name, fees))
    return out
