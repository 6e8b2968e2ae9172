"""Fees in words: 'license.dog' is a 'Dog license' on a receipt line, an explanation and
the takings report ('Dog licenses'). Fee codes stay the profile's keys; people never read them."""
from __future__ import annotations

# code: (one, many)
LABELS = {
    "license.replacement_tag": ("Replacement tag", "Replacement tags"),
    "impound": ("Impound fee", "Impound fees"),
    "boarding_per_day": ("Boarding, per day", "Boarding"),
    "quarantine_per_day": ("Quarantine boarding, per day", "Quarantine boarding"),
    "citation": ("Administrative citation", "Administrative citations"),
    "permit.transfer": ("Permit transfer", "Permit transfers"),
    "permit.reapplication": ("Permit reapplication", "Permit reapplications"),
    "dangerous_dog.registration": ("Dangerous dog registration", "Dangerous dog registrations"),
    "dangerous_dog.insurance_minimum": ("Dangerous dog insurance or bond, least amount",
                                        "Dangerous dog insurance or bond, least amount"),
}


def fee_label(code: str, *, plural: bool = False, species_label: str = "") -> str:
    """The fee in words. ``species_label`` names a license's species as the profile does."""
    found = LABELS.get(code)
    if found:
        return found[plural]
    if code.startswith("license."):
        species = code.removeprefix("license.").removesuffix(".altered")
        label = species_label or species.replace("_", " ").capitalize()
        text = f"{label} license{'s' if plural else ''}"
        return text + (" (altered)" if code.endswith(".altered") else "")
    if code.startswith("at_large."):
        return f"At-large penalty, step {code.removeprefix('at_large.')}"
    if code.startswith("permit."):
        kind = code.removeprefix("permit.").replace("_", " ")
        return f"Permits: {kind}" if plural else f"{kind.capitalize()} permit"
    return code.replace(".", " ").replace("_", " ").capitalize()


def fee_phrase(code: str, *, species_label: str = "") -> str:
    """The fee as a sentence names it: 'dog license fee', 'boarding fee per day'."""
    text = fee_label(code, species_label=species_label).lower()
    if text.endswith(", per day"):
        return text.removesuffix(", per day") + " fee per day"
    if text.endswith("citation") or "least amount" in text:
        return text.removesuffix(", least amount") + (" amount" if text.endswith("citation") else ", least amount")
    return text if text.endswith("fee") or "penalty" in text else text + " fee"
