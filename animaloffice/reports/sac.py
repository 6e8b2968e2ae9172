"""The monthly intake and outcome matrix in Shelter Animals Count categories.

Rows: the beginning count, each SAC intake type, each SAC outcome type and the
ending count; columns: dogs, cats and other species, each under 5 months and
5 months or more (age at intake for intakes, age at outcome for outcomes, age
on the day for the counts). An animal is in care from its impound day until
its outcome day; one returned to its owner in the field (T-6A) never entered
care and is not counted.

The beginning count takes each animal's age on the last day of the month before
(so it equals that month's ending count). An animal that turns 5 months while in
care is counted under 5 months where it came in and 5 months or more where it
leaves or ends the month; the row "Age group changed while in care" moves it
across, so that in every column beginning + intake + that row - outcomes = ending.
"""
from __future__ import annotations

from datetime import date, timedelta

import peewee as pw

from ..domain import impound as _impound
from ..domain.impound import age_months
from ..domain.report_tables import Column, ReportResult
from ..persistence.models.animals import Animal
from ..persistence.models.impounds import Impound
from .base import Param, ReportSpec
from .common import jurisdiction_name, month_bounds

# The categories and their labels are the intake desk's (domain.impound); kept as ordered pairs here.
INTAKE_TYPES = tuple(_impound.INTAKE_TYPES.items())
OUTCOME_TYPES = tuple(_impound.OUTCOMES.items())
LIVE_OUTCOMES = tuple(k for k in _impound.OUTCOMES if k in _impound.LIVE_OUTCOMES)

# Other spellings an intake screen or an old system may have used.
_INTAKE_ALIASES = {
    "stray_at_large": "stray", "at_large": "stray", "stray_atlarge": "stray",
    "relinquished_by_owner": "relinquished", "owner_surrender": "relinquished", "surrender": "relinquished",
    "owner_relinquished": "relinquished", "oie": "owner_intended_euthanasia",
    "transfer_in": "transferred_in", "transfer": "transferred_in",
    "seized_impounded": "seized", "impounded": "seized", "seizure": "seized", "protective_custody": "seized",
    "cruelty_seizure": "seized", "quarantine": "seized", "rabies_quarantine": "seized",
    "other_intake": "other", "other_intakes": "other",
}
_OUTCOME_ALIASES = {
    "adopted": "adoption", "rto": "returned_to_owner", "return_to_owner": "returned_to_owner",
    "reclaimed": "returned_to_owner", "redeemed": "returned_to_owner",
    "return_to_field": "returned_to_field", "rtf": "returned_to_field",
    "transfer_out": "transferred_out", "transfer": "transferred_out",
    "other_live_outcome": "other_live", "died": "died_in_care", "lost": "lost_in_care",
    "euthanasia": "shelter_euthanasia", "euthanized": "shelter_euthanasia", "oie": "owner_intended_euthanasia",
}
SPECIES_GROUPS = (("dog", "Dogs"), ("cat", "Cats"), ("other", "Other"))
JUVENILE_MONTHS = _impound.JUVENILE_MONTHS
AGED_LABEL = "Age group changed while in care"


def _norm(value: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in (value or "").strip().lower()).strip("_")


def intake_category(value: str) -> str | None:
    v = _norm(value)
    if v in dict(INTAKE_TYPES):
        return v
    return _INTAKE_ALIASES.get(v)


def outcome_category(value: str) -> str | None:
    v = _norm(value)
    if v in dict(OUTCOME_TYPES):
        return v
    return _OUTCOME_ALIASES.get(v)


def species_group(species: str) -> str:
    return species if species in ("dog", "cat") else "other"


def _age_group(months: int | None) -> str:
    return "adult" if months is None or months >= JUVENILE_MONTHS else "juvenile"


def _end(im) -> date | None:
    return im.outcome_on or im.released_on


def intake_outcome_matrix(*, jurisdiction_id: int, month: date) -> ReportResult:
    first, last = month_bounds(month)
    q = (Impound.select(Impound, Animal).join(Animal, on=(Impound.animal == Animal.id))
         .where((Impound.jurisdiction == jurisdiction_id) & Impound.voided_at.is_null()
                & (Impound.field_return == False)  # noqa: E712
                & (Impound.impounded_on <= last)
                # in care on the month's first day or after: what left before it is not read at
                # all (twenty years of impounds would otherwise be made into records to skip)
                & (pw.fn.COALESCE(Impound.outcome_on, Impound.released_on).is_null()
                   | (pw.fn.COALESCE(Impound.outcome_on, Impound.released_on) >= first))))
    cols = [(g, a) for g, _ in SPECIES_GROUPS for a in ("juvenile", "adult")]
    counts = {key: {c: 0 for c in cols} for key in
              ["begin", "end", "aged"] + [f"in:{k}" for k, _ in INTAKE_TYPES]
              + [f"out:{k}" for k, _ in OUTCOME_TYPES]}
    month_before = first - timedelta(days=1)
    unknown_age, unknown_intake, unknown_outcome = 0, [], []
    for im in q:
        end = _end(im)
        group = species_group(im.animal.species)
        birth, at_intake = im.animal.birth_date, im.age_months_at_intake

        def age_on(day):
            return age_months(birth, at_intake, im.impounded_on, day)

        if age_on(im.impounded_on) is None:
            unknown_age += 1
        if im.impounded_on < first:
            came = (group, _age_group(age_on(month_before)))
            counts["begin"][came] += 1
        else:
            cat = intake_category(im.intake_type)
            if cat is None:
                unknown_intake.append(im.number)
                cat = "other"
            came = (group, _age_group(age_on(im.impounded_on)))
            counts[f"in:{cat}"][came] += 1
        if end is not None and end <= last:
            cat = outcome_category(im.outcome)
            if cat is None:
                unknown_outcome.append(im.number)
                cat = "other_live"
            at_outcome = im.age_months_at_outcome if im.age_months_at_outcome is not None else age_on(end)
            left = (group, _age_group(at_outcome))
            counts[f"out:{cat}"][left] += 1
        else:
            left = (group, _age_group(age_on(last)))
            counts["end"][left] += 1
        if left != came:
            counts["aged"][came] -= 1
            counts["aged"][left] += 1

    def line(label, key):
        values = tuple(counts[key][c] for c in cols)
        return (None, label) + values + (sum(values),)

    def total(label, keys):
        values = tuple(sum(counts[k][c] for k in keys) for c in cols)
        return (None, label) + values + (sum(values),)

    rows = [line("Beginning count", "begin")]
    rows += [line(label, f"in:{k}") for k, label in INTAKE_TYPES]
    rows.append(total("Total intake", [f"in:{k}" for k, _ in INTAKE_TYPES]))
    rows += [line(label, f"out:{k}") for k, label in OUTCOME_TYPES]
    rows.append(total("Total live outcomes", [f"out:{k}" for k in LIVE_OUTCOMES]))
    rows.append(total("Total outcomes", [f"out:{k}" for k, _ in OUTCOME_TYPES]))
    rows.append(line(AGED_LABEL, "aged"))
    rows.append(line("Ending count", "end"))
    columns = (Column("category", "Category"),) + tuple(
        Column(f"{g}_{a}", f"{label} {'under 5 mo' if a == 'juvenile' else '5 mo +'}", "number")
        for g, label in SPECIES_GROUPS for a in ("juvenile", "adult")) + (Column("total", "Total", "number"),)
    live = sum(counts[f"out:{k}"][c] for k in LIVE_OUTCOMES for c in cols)
    all_out = sum(counts[f"out:{k}"][c] for k, _ in OUTCOME_TYPES for c in cols)
    oie = sum(counts["out:owner_intended_euthanasia"][c] for c in cols)
    notes = ["Shelter Animals Count categories; age groups under 5 months and 5 months or more "
             "(age at intake for intakes, at outcome for outcomes). Animals returned to their owner in "
             "the field (T-6A) never entered care and are not counted."]
    if all_out - oie > 0:
        notes.append(f"Live release rate: {live} live outcomes of {all_out - oie} outcomes other than "
                     f"owner-intended euthanasia = {100 * live / (all_out - oie):.1f}%.")
    moved = sum(v for v in counts["aged"].values() if v > 0)
    if moved:
        notes.append(f"{moved} animal(s) turned 5 months while in care: counted under 5 months where they came "
                     f"in or began the month, and 5 months or more where they left or ended it ({AGED_LABEL}).")
    notes.append("In every column: beginning count + total intake + age group changes - total outcomes = "
                 "ending count.")
    if unknown_age:
        notes.append(f"{unknown_age} animal(s) with no birth date or age at intake are counted as 5 months or more.")
    if unknown_intake:
        notes.append("Intake type not a SAC category, counted as Other intake: " + ", ".join(unknown_intake))
    if unknown_outcome:
        notes.append("Outcome not a SAC category, counted as Other live outcome: " + ", ".join(unknown_outcome))
    return ReportResult(title=f"Intake and outcome matrix, {first:%B %Y}",
                        subtitle=f"{jurisdiction_name(jurisdiction_id)} · {first:%m/%d/%Y} to {last:%m/%d/%Y}",
                        columns=columns, rows=rows, notes=notes, personal=False)


def _last_month() -> date:
    return (date.today().replace(day=1) - timedelta(days=1)).replace(day=1)


SPECS = (
    ReportSpec("sac_matrix", "Monthly intake and outcome matrix (SAC)",
               "Shelter Animals Count intake and outcome types by species and age group, with beginning "
               "and ending counts.",
               (Param("jurisdiction_id", "Jurisdiction", "jurisdiction"),
                Param("month", "Month", "month", _last_month)),
               intake_outcome_matrix, ("MN-346.47",)),
)
