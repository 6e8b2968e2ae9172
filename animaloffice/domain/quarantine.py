"""MN-1721.0570: what a rabies quarantine asks before the animal leaves or is disposed of.

Minn. R. 1721.0570 (Board of Animal Health): an exposed animal currently vaccinated is
confined and observed 45 days; one never vaccinated is euthanized or quarantined 180 days
(subp. 1); dogs, cats and ferrets are vaccinated at the beginning of the quarantine
(subp. 2); every quarantined animal is inspected by a veterinarian at the end, and "no dog,
cat, or ferret may be released from quarantine unless it is currently vaccinated for
rabies" (subp. 3). A biting dog, cat or ferret is observed 10 days (MN-rabies) and leaves
on the same conditions.

So:
- no release (a reclaim or a live outcome) of such an animal that is not currently
  vaccinated on the day; a vaccination recorded at release counts (vaccination at release
  is the usual practice, and the desk offers it);
- no euthanasia during an open quarantine (its end not reached, or no veterinarian's
  certificate of the exam at the end) unless a veterinarian's or health department's
  order is recorded;
- once the quarantine's end is reached and no certificate of that exam is on file, the
  kennel shows "veterinary exam due".

Which species the vaccination condition covers is the profile's (``rabies_vaccine = true``
on a species); the periods are profile periods with their citations.
"""
from __future__ import annotations

from datetime import date

from .errors import Refusal
from .explain import fmt_date

RULE = "MN-1721.0570"
RABIES_KINDS = frozenset({"bite", "exposure_vaccinated", "exposure_unvaccinated"})
EUTHANASIA = frozenset({"shelter_euthanasia", "owner_intended_euthanasia"})


def quarantine_refusals(on: date, quarantine: str, quarantine_until: date | None,
                        vet_certified_on: date | None, *, certificate_rule: str = "T-6B"
                        ) -> list[Refusal]:
    """T-6B, MN-rabies: why a quarantined animal cannot leave the facility alive on `on` (empty
    when it can, or when there is no quarantine). It needs a veterinarian's certificate, not
    dated before the quarantine's end, and the end reached. The same test holds for a reclaim
    and for any live outcome of a disposition (whose missing certificate cites MN-rabies)."""
    out: list[Refusal] = []
    if not quarantine:
        return out
    if vet_certified_on is None:
        out.append(Refusal(certificate_rule, "a quarantined animal leaves alive only when a veterinarian "
                                             "certifies it free of the disease",
                           {"needs": "vet_certificate", "action": "vet_certificate"}))
    elif quarantine_until and vet_certified_on < quarantine_until:
        out.append(Refusal("MN-rabies", f"the veterinarian's certificate is dated before the "
                                        f"quarantine ends on {fmt_date(quarantine_until)}",
                           {"needs": "vet_certificate", "action": "vet_certificate", "early": True,
                            "until": quarantine_until}))
    if quarantine_until and on < quarantine_until:
        out.append(Refusal("MN-rabies", f"the quarantine lasts until {fmt_date(quarantine_until)}",
                           {"needs": "quarantine_end", "until": quarantine_until}))
    return out


ORDER_AUTHORITIES = {
    "veterinarian": "A veterinarian",
    "health_department": "The health department",
    "board_of_animal_health": "The Board of Animal Health",
}


def quarantine_open(on: date, quarantine: str, quarantine_until: date | None,
                    vet_certified_on: date | None) -> bool:
    """The quarantine still holds on `on`: its end not reached, or the exam at the end not certified."""
    return bool(quarantine_refusals(on, quarantine, quarantine_until, vet_certified_on))


def exam_due(on: date, quarantine: str, quarantine_until: date | None, vet_certified_on: date | None) -> bool:
    """The quarantine's end is reached and no veterinarian's certificate of the exam at the end
    is on file: the kennel shows "veterinary exam due"."""
    if not quarantine or quarantine_until is None or on < quarantine_until:
        return False
    return vet_certified_on is None or vet_certified_on < quarantine_until


def vaccination_refusals(on: date, *, quarantine: str, species_label: str, rabies_vaccine: bool,
                         vaccinated_until: date | None) -> list[Refusal]:
    """Subp. 3: a dog, cat or ferret leaves a rabies quarantine only when currently vaccinated
    (a vaccination in force on `on`; one given at release counts)."""
    if quarantine not in RABIES_KINDS or not rabies_vaccine:
        return []
    if vaccinated_until is not None and vaccinated_until >= on:
        return []
    why = ("its rabies vaccination ran out on " + fmt_date(vaccinated_until)) if vaccinated_until else \
        "no rabies vaccination in force is on file"
    return [Refusal(RULE, f"a {species_label.lower()} is released from a rabies quarantine only when it is "
                          f"currently vaccinated, and {why}: record the vaccination given at release",
                    {"needs": "vaccination", "action": "vaccinate", "ran_out": vaccinated_until})]


def order_refusals(on: date, *, outcome: str, quarantine: str, quarantine_until: date | None,
                   vet_certified_on: date | None, order_on: date | None) -> list[Refusal]:
    """No euthanasia during an open quarantine without a veterinarian's or health department's
    order recorded (dated on or before the day)."""
    if outcome not in EUTHANASIA or not quarantine_open(on, quarantine, quarantine_until, vet_certified_on):
        return []
    if order_on is not None and order_on <= on:
        return []
    return [Refusal(RULE, "the quarantine is still open: the animal is euthanized during it only on a "
                          "veterinarian's or health department's order; record the order first",
                    {"needs": "quarantine_order", "action": "quarantine_order"})]
