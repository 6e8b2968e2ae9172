"""Rabies certificates reported by veterinarians: how a reported certificate is matched to an
animal, what becomes of each line, and which animals it shows unlicensed (T-3A).

A certificate is matched, in this order, by the animal's microchip; by its rabies tag, as the same
clinic wrote it on an earlier certificate; by the owner's name and the animal's name and species.
A line whose owner and animal are not on file becomes a new owner and animal, when the owner's
address is in the city (an address in another city is outside the office's reach, and kept only
as a line of the report).
"""
from __future__ import annotations

LINE_STATUSES = {"filed": "Certificate filed", "on_file": "Certificate already on file",
                 "new_animal": "New animal recorded, certificate filed", "outside": "Owner outside the city"}
MATCHES = {"microchip": "by microchip", "rabies_tag": "by rabies tag", "owner_and_animal": "by owner and animal",
           "new_owner": "new owner and animal", "new_animal": "new animal of an owner on file", "": ""}
COUNTED = ("filed", "on_file", "new_animal")  # the lines that show a dog or cat vaccinated in the city


def same_city(address_city: str, city_names: str) -> bool:
    """Is the address's city the jurisdiction's (``mailing_city``: one name, or several separated
    by commas)? Without a city named in the profile every address counts as in the city."""
    names = [n.strip().lower() for n in (city_names or "").split(",") if n.strip()]
    return not names or (bool(address_city) and address_city.strip().lower() in names)
