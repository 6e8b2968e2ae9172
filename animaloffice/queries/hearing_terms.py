"""The hearing terms in force for a matter: the office's setup over the profile's."""
from __future__ import annotations

from ..domain import validate
from ..domain.hearing_terms import MATTERS, HearingTerms, matter_for
from ..persistence.models.enforcement import HearingSetup, Notice
from ..persistence.profiles import available_profiles, profile_for


def profile_terms(jurisdiction_id: int, matter: str) -> HearingTerms:
    """The matter's terms as the profile states them, before what the office filled in."""
    profile = profile_for(jurisdiction_id)
    if profile.hearings:
        return profile.hearings.get(matter, HearingTerms(matter))
    shipped = available_profiles().get(profile.code)
    if shipped is not None and matter in shipped.hearings:
        return shipped.hearings[matter]
    return HearingTerms(matter)


def hearing_terms(jurisdiction_id: int, matter: str) -> HearingTerms:
    """The matter's hearing and appeal in this jurisdiction, as the office has them now."""
    matter = validate.choice("matter", matter, MATTERS)
    terms = profile_terms(jurisdiction_id, matter)
    row = HearingSetup.get_or_none((HearingSetup.jurisdiction == jurisdiction_id) & (HearingSetup.matter == matter))
    if row is None:
        return terms
    values = {k: getattr(row, k) for k in ("body", "source", "appeal", "appeal_source", "appeal_days_source",
                                           "request_counts", "request_counts_source") if getattr(row, k)}
    if row.appeal_days is not None:
        values["appeal_days"] = row.appeal_days
    return terms.with_values(**values, set_by=row.updated_by)


def terms_for_notice(notice: Notice) -> HearingTerms:
    """The terms of the matter a notice with a hearing right starts (a denial, a revocation...)."""
    return hearing_terms(notice.jurisdiction_id, matter_for(notice.kind))


SETUP_FIELDS = ("body", "source", "appeal", "appeal_source", "appeal_days", "appeal_days_source",
                "request_counts", "request_counts_source")


def office_setup(jurisdiction_id: int, matter: str) -> dict | None:
    """What the office filled in for the matter (Tools > Settings > Hearings), field by field; None
    when it filled in nothing and the profile's terms stand."""
    row = HearingSetup.get_or_none((HearingSetup.jurisdiction == jurisdiction_id) & (HearingSetup.matter == matter))
    return None if row is None else {field: getattr(row, field) for field in SETUP_FIELDS}
