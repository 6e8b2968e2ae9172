"""Who hears each matter and how it is appealed, for a jurisdiction: the profile's terms with what
the office filled in (Settings > Hearings), and what is still missing (the set-up warning).

A profile's ``[hearings.<matter>]`` says "not stated" where the ordinance names nothing
(``domain.hearing_terms``). A profile stored before those tables existed has none; its city's
shipped profile of the same code gives them (the shipped file is checked at start-up), else
nothing is stated. What an administrator fills in here, with its source, overlays either.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..domain import validate
from ..domain.at_large import ladder_steps
from ..domain.errors import ValidationError
from ..domain.hearing_terms import COUNTS, MATTER_WORDS, MATTERS, HearingTerms
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.enforcement import HearingSetup
from ..persistence.models.office import Jurisdiction
from ..persistence.profiles import profile_for
from ..queries.hearing_terms import hearing_terms
from ..queries.office import list_jurisdictions
from .office_action import OfficeAction


def how_to_ask(profile) -> str:
    """The profile's words on how to ask for a hearing (where to deliver or mail it), without a sentence
    on when a request is on time: the letter says that itself, from ``request_counts``, so a profile
    stored before it counted the postmark cannot contradict it."""
    text = profile.text.get("hearing_how", "")
    kept = [s for s in re.split(r"(?<=\.)\s+", text) if s and not s.lower().startswith("a request is on time")]
    return " ".join(kept)


def set_hearing_terms(actor: Actor, jurisdiction_id: int, matter: str, *, body: str = "", source: str = "",
                      appeal: str = "", appeal_source: str = "", appeal_days: int | None = None,
                      appeal_days_source: str = "", request_counts: str = "", request_counts_source: str = "",
                      expected_version: int | None = None) -> HearingTerms:
    """Fill in (or correct) what the city adopted for a matter, each value with its source. An empty
    value keeps the profile's."""
    act = OfficeAction(actor, "office_settings")
    matter = validate.choice("matter", matter, MATTERS)
    clean = {k: validate.text(k, v, max_len=300 if k != "appeal" else 2000, multiline=(k == "appeal"))
             for k, v in (("body", body), ("source", source), ("appeal", appeal), ("appeal_source", appeal_source),
                          ("appeal_days_source", appeal_days_source),
                          ("request_counts_source", request_counts_source))}
    if len(clean["body"]) > 120:
        raise ValidationError("body", "is longer than 120 characters", body)
    days = validate.integer("appeal_days", appeal_days, minimum=1, maximum=3650, required=False)
    counts = validate.choice("request_counts", request_counts, ("",) + COUNTS)
    for value, source in (("body", "source"), ("appeal", "appeal_source")):
        if clean[value] and not clean[source]:
            raise ValidationError(source, f"give the source of the {value.replace('_', ' ')} (the ordinance, "
                                  "resolution or statute that provides it)")
    if days is not None and not clean["appeal_days_source"]:
        raise ValidationError("appeal_days_source", "give the source of the appeal deadline")
    if counts and not clean["request_counts_source"]:
        raise ValidationError("request_counts_source", "give the source of the date that makes a request on time")
    with act:
        fetch(Jurisdiction, jurisdiction_id, "jurisdiction_id")
        row = HearingSetup.get_or_none((HearingSetup.jurisdiction == jurisdiction_id)
                                       & (HearingSetup.matter == matter))
        if row is None:
            act.create(HearingSetup, "hearing_setup.set", jurisdiction=jurisdiction_id, matter=matter,
                       appeal_days=days, request_counts=counts, updated_by=actor.username, **clean)
        else:
            act.hold(row)
            for key, value in clean.items():
                setattr(row, key, value)
            row.appeal_days, row.request_counts, row.updated_by = days, counts, actor.username
            act.save(row, "hearing_setup.set", expected_version=expected_version)
    return hearing_terms(jurisdiction_id, matter)


def setup_version(jurisdiction_id: int, matter: str) -> int | None:
    row = HearingSetup.get_or_none((HearingSetup.jurisdiction == jurisdiction_id) & (HearingSetup.matter == matter))
    return row.version if row is not None else None


@dataclass(frozen=True)
class SetupWarning:
    jurisdiction_id: int
    jurisdiction_name: str
    matter: str
    missing: tuple[str, ...]

    def text(self) -> str:
        if self.matter == FEES:
            return (f"{self.jurisdiction_name}, fees with no source confirmed (starting values): "
                    + "; ".join(self.missing) + ".")
        return (f"{self.jurisdiction_name}, {MATTER_WORDS[self.matter]}: the profile does not state "
                + ", ".join(self.missing) + ".")


FEES = "fees"  # a set-up warning's "matter" for the fees no one has confirmed with their source


def _matters(jurisdiction_id: int) -> tuple[str, ...]:
    """The matters the city's rules give notices for (no permit matters where it issues no permits)."""
    profile = profile_for(jurisdiction_id)
    permits = profile.enforces("animal_permits") or profile.enforces("commercial_permits")
    citations = profile.penalty.schedule or ladder_steps(profile) > 0  # a penalty the city collects
    return tuple(m for m in MATTERS if (permits or not m.startswith("permit_")) and (citations or m != "citation"))


def setup_warnings(jurisdiction_id: int | None = None) -> list[SetupWarning]:
    """What an administrator still has to fill in, for every jurisdiction served (or one): hearing
    terms the profile leaves unstated, and fees with no source confirmed (matter ``FEES``)."""
    out = []
    for j in list_jurisdictions():
        if jurisdiction_id is not None and j.id != jurisdiction_id:
            continue
        for matter in _matters(j.id):
            missing = hearing_terms(j.id, matter).missing()
            if missing:
                out.append(SetupWarning(j.id, j.name, matter, tuple(missing)))
    # fees shipped as starting values, until an administrator confirms each with its source
    from .fee_confirmation import fee_setup_warnings

    out.extend(SetupWarning(jid, name, FEES, fees) for jid, name, fees in fee_setup_warnings(jurisdiction_id))
    return out
