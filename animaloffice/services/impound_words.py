"""The words an impound paper fills in, in the language it is printed in: the animal, its sex,
the bill's lines, why it was taken in, how its dates were reached.

Each comes from the language's ``terms`` (or, for a date's counting, its ``counting`` phrases:
``documents.language``); in English, or where the language lacks an entry, the words are those
the record was made with, so an English paper is as it always was.
"""
from __future__ import annotations

import re
from datetime import date

from ..documents.language import ENGLISH, counting, fmt_short, named, phrase, term
from ..domain import impound as rules
from ..queries.impound_detail import ImpoundDetail

SEX = {"M": "Male", "F": "Female"}
ALTERED = {True: "spayed/neutered", False: "not spayed/neutered"}


def cite(profile, key: str) -> str:
    return profile.citations.get(key) or profile.citations.get("ordinance") or profile.ordinance


def species(d: ImpoundDetail, code: str = ENGLISH) -> str:
    return term(d.species_label, code).lower()


def short(d: ImpoundDetail, code: str = ENGLISH) -> str:
    """'Pepper (dog)' / 'an unnamed dog'."""
    if d.name:
        return f"{d.name} ({species(d, code)})"
    return phrase("an unnamed ${species}", code, species=species(d, code))


def animal(d: ImpoundDetail, code: str = ENGLISH) -> str:
    """The animal as ``queries.impounds.animal_summary`` writes it, in the language."""
    sex = {"M": "male", "F": "female"}.get(d.sex, "")
    parts = [p for p in (d.breed, d.colour, term(sex, code) if sex else "") if p]
    head = (f"{d.name} ({species(d, code)})" if d.name
            else phrase("Unnamed ${species}", code, species=species(d, code)))
    return head + (f", {', '.join(parts)}" if parts else "")


# a female is spayed, a male neutered; an animal of unknown sex is "spayed/neutered"
ALTERED_BY_SEX = {("F", True): "spayed", ("F", False): "not spayed", ("M", True): "neutered",
                  ("M", False): "not neutered", ("F", None): "not known whether spayed",
                  ("M", None): "not known whether neutered"}


def sex(d: ImpoundDetail, code: str = ENGLISH) -> str:
    altered = ALTERED_BY_SEX.get((d.sex, d.altered)) or ALTERED.get(d.altered, "altered unknown")  # type: ignore[call-overload]
    return f"{term(SEX.get(d.sex, 'Unknown'), code)}, {term(altered, code)}"


def ground(d: ImpoundDetail, code: str = ENGLISH) -> str:
    """Why the animal was taken in, as this city words it: the language's entry for the city's own
    wording first (two cities' grounds of one code differ), else the entry for the code."""
    found = term(d.ground_text, code)
    return found if found != d.ground_text or code == ENGLISH else named(f"ground:{d.ground}", d.ground_text, code)


def bill_line(fee_code: str, description: str, quantity: int, code: str = ENGLISH) -> str:
    """A line of the bill: the fee's name in the language, with its days for a per-day fee."""
    name = named(f"fee:{fee_code}", "", code)
    if not name:
        return description
    if fee_code in ("boarding_per_day", "quarantine_per_day"):  # the days still to charge, once some are paid
        further = description.endswith(f"(further {quantity})")
        return phrase("${fee}, ${days} more day(s)" if further else "${fee}, ${days} day(s)", code, fee=name,
                      days=quantity)
    return name


def hold(d: ImpoundDetail, profile, code: str = ENGLISH) -> str:
    """How the hold's dates were reached (T-6C, MN-346.47), counted again in the language; the
    explanation kept with the impound where the language has no phrase for a step."""
    if not d.hold_explanation:
        return d.hold_explanation
    from ..domain import cruelty

    if cruelty.is_cruelty_seizure(profile, d.ground):
        return d.hold_explanation
    return counting(rules.hold_period(profile, d.impounded_on).disposition_from.parts, code) or d.hold_explanation


def quarantine(d: ImpoundDetail, profile, code: str = ENGLISH) -> str:
    """How the quarantine's end was reached (MN-rabies, MN-1721.0570), in the language."""
    end = rules.quarantine_end(profile, d.quarantine, d.bite_on or d.exposure_on)
    return (end and counting(end.parts, code)) or d.quarantine_explanation


def license(text: str, code: str = ENGLISH) -> str:
    """The license as the impound record gives it ("TRA-2026-000001, tag 4321 (active)"), in the language."""
    m = re.fullmatch(r"(.*), tag (\w+)(?: \((\w+)\))?", text or "")
    if not m:
        return text
    out = phrase("${number}, tag ${tag}", code, number=m.group(1), tag=m.group(2))
    return out + (f" ({term(m.group(3), code)})" if m.group(3) else "")


def day(value, code: str = ENGLISH) -> str:
    return fmt_short(value, code)


def quarantine_authority(profile, kind: str, code: str = ENGLISH) -> dict:
    """What the quarantine is kept under, in words: the city's quarantine section (or the state's), and for a
    rabies quarantine the Board of Animal Health's rule (an exposure, Minn. R. 1721.0570) or the
    health department's guidance on a biting animal (never the board's powers, 35.67-35.69)."""
    parts = [profile.citations.get("quarantine_authority") or cite(profile, "quarantine_notice")]
    extra = {"bite": "rabies_bite_observation", "exposure_vaccinated": "rabies_quarantine",
             "exposure_unvaccinated": "rabies_quarantine"}.get(kind)
    if extra and profile.citations.get(extra) and profile.citations[extra] not in parts:
        parts.append(profile.citations[extra])
    return {"quarantine_authority": term(" and ", code).join(term(p, code) for p in parts)}


def vaccination_values(profile, d: ImpoundDetail, on: date, code: str = ENGLISH) -> dict:
    """MN-1721.0570 subp. 3: whether the owner is told of the vaccination condition of release,
    and what the records show (an empty citation: the condition does not apply)."""
    from ..domain.quarantine import RABIES_KINDS
    from ..queries.impound_state import vaccinated_until

    if d.quarantine not in RABIES_KINDS or not profile.species_info(d.species).rabies_vaccine:
        return {"rabies_release_citation": "", "vaccination_status": ""}
    until = vaccinated_until(d.animal_id, on)
    if until is not None and until >= on:
        status = phrase("Our records show a rabies vaccination in force until ${day}.", code, day=until)
    elif until is not None:
        status = phrase("Our records show that the animal's rabies vaccination ran out on ${day}.", code, day=until)
    else:
        status = term("Our records show no rabies vaccination in force for the animal.", code)
    return {"rabies_release_citation": cite(profile, "rabies_release"), "vaccination_status": status}
