"""From a rule id (RULES.md: T-6B, W-90.10H5...) to the section a document prints.

Rule ids are how the code and the tests name a rule; an owner reads the city's own
wording, which each profile keeps under ``[citations]``. A rule with no entry of its own
in a profile prints its family's (W-90.10H5, then W-90.10H), else the ordinance as a whole.
W-90.10H is the section on issuing and revoking permits; it grants no hearing, so it never
prints as a hearing's source (a hearing's rule is the profile's ``[hearings]``, domain.hearing_terms).
"""
from __future__ import annotations

import re

from .profiles import Profile

_RULE_ID = re.compile(r"\(((?:T|W|MN)-[0-9A-Za-z.\-]+)\)")

RULE_CITATIONS = {
    "T-2C": "nuisance",
    "T-3A": "license_required", "T-3B": "certificates", "T-3C": "license_transfer",
    "T-4A": "permit_denial", "T-4A1": "permit_animal_1", "T-4A2": "permit_animal_2",
    "T-4B": "permit_prohibited", "T-4B1": "permit_prohibited_1", "T-4B2": "permit_prohibited_2",
    "T-4B3": "permit_prohibited_3", "T-4B4": "permit_prohibited_4", "T-4C": "permit_revocation",
    "T-5": "facility", "T-6A": "impound", "T-6B": "reclaim", "T-6C": "holding_period", "T-6D": "seizure",
    "T-6D1": "seizure_1", "T-6D2": "seizure_2", "T-6D3": "license_notice", "T-6D4": "seizure_4",
    "T-6D5": "quarantine_notice", "T-6D6": "seizure_6",
    "T-7A": "permit_application", "T-7C": "exemptions", "T-7D": "fee_schedule", "T-8A": "violations",
    "W-90.01": "breeder_definition", "W-90.05A": "at_large", "W-90.05C": "at_large_penalty",
    "W-90.10A": "permit_required", "W-90.10B": "permit_fee_exempt",
    "W-90.10C": "permit_application", "W-90.10D": "permit_application", "W-90.10E": "fees",
    "W-90.10F": "permit_transfer", "W-90.10G": "operating_without_permit",
    "W-90.10H1": "inspection", "W-90.10H2": "inspection", "W-90.10H3": "automatic_review",
    "W-90.10H4": "falsified_application", "W-90.10H5": "removal", "W-90.10H6": "cruelty_conviction",
    "W-90.10H7": "reapplication", "W-90.10H": "permit_denial", "W-90.11": "standards",
    "MN-rabies": "quarantine_notice", "MN-346.47": "register", "MN-645.15": "deadline_counting",
    "MN-347.14": "owner_notice", "MN-347.541": "dangerous_dog_hearing", "MN-347": "dangerous_dog",
    "MN-343.235": "cruelty_seizure", "MN-1721.0570": "rabies_quarantine",
}
_LONGEST_FIRST = sorted(RULE_CITATIONS, key=len, reverse=True)


def citation_for(profile: Profile, rule_id: str) -> str:
    """The section a rule id acts under, as printed (the profile's own wording)."""
    for prefix in _LONGEST_FIRST:
        if rule_id.startswith(prefix):
            key = RULE_CITATIONS[prefix]
            if key in profile.citations:
                return profile.citations[key]
    return profile.citations.get("ordinance", profile.ordinance)


def part_of(profile: Profile, rule_id: str) -> str:
    """The part a rule id names, as a checklist column prints it: W-90.11D -> "§ 90.11(D)" (the
    section from the profile's citation of its family, the part's letters and numbers after it)."""
    prefix = next((p for p in _LONGEST_FIRST if rule_id.startswith(p)), None)
    cited = citation_for(profile, rule_id)
    short = cited[cited.index("§"):] if "§" in cited else cited
    tail = rule_id[len(prefix):] if prefix is not None else ""
    return short + "".join(f"({part})" for part in re.findall(r"[A-Za-z]+|[0-9]+", tail))


def in_words(profile: Profile, text: str) -> str:
    """An explanation as a resident reads it: each "(T-6C)" replaced by the section it stands for,
    "(Tracy City Code § 8.30, Subd. 6(C); Minn. Stat. § 346.47)" (no rule id on a paper sent out)."""
    return _RULE_ID.sub(lambda m: f"({citation_for(profile, m.group(1))})", text or "")
