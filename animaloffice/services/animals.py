"""Animals: recording them, their rabies certificates, litters, and changes of owner."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import validate
from ..domain.deadlines import add_months
from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Litter, Ownership, Vaccination
from ..persistence.profiles import profile_for
from . import exemptions
from .common import fetch_owner
from .licensing import end_licenses
from .office_action import OfficeAction

SEXES = ("M", "F", "U")
SIZE_CLASSES = ("", "under20", "20to50", "over50")
VACCINE_YEARS = (1, 2, 3, 4)


@dataclass(frozen=True)
class AnimalInfo:
    id: int
    name: str
    species: str
    version: int


def _clean_animal(profile, fields: dict, today: date) -> dict:
    out = {}
    out["name"] = validate.text("name", fields.get("name", ""), max_len=80)
    species = validate.text("species", fields.get("species", ""), max_len=40, required=True)
    if species not in profile.species:
        raise ValidationError("species", f"{species!r} is not a species in the {profile.name} profile",
                              species)
    out["species"] = species
    out["breed"] = validate.text("breed", fields.get("breed", ""), max_len=120)
    out["sex"] = validate.choice("sex", fields.get("sex", "U") or "U", SEXES)
    out["altered"] = validate.boolean("altered", fields.get("altered"), allow_none=True)
    out["birth_date"] = validate.day("birth_date", fields.get("birth_date"), required=False,
                                     not_after=today)
    out["birth_date_estimated"] = validate.boolean("birth_date_estimated",
                                                   fields.get("birth_date_estimated", False))
    out["colour"] = validate.text("colour", fields.get("colour", ""), max_len=120)
    out["markings"] = validate.text("markings", fields.get("markings", ""), max_len=200)
    out["size_class"] = validate.choice("size_class", fields.get("size_class", "") or "", SIZE_CLASSES)
    out["weight_lb"] = validate.integer("weight_lb", fields.get("weight_lb"), minimum=0, maximum=5000,
                                        required=False)
    out["microchip"] = validate.microchip("microchip", fields.get("microchip", ""))
    out["microchip_maker"] = validate.text("microchip_maker", fields.get("microchip_maker", ""), max_len=80)
    out["description"] = validate.text("description", fields.get("description", ""), max_len=4000,
                                       multiline=True)
    return out


ANIMAL_FIELDS = ("name", "species", "breed", "sex", "altered", "birth_date", "birth_date_estimated",
                 "colour", "markings", "size_class", "weight_lb", "microchip", "microchip_maker",
                 "description")


def estimated_birth(fields: dict, today: date) -> dict:
    """An approximate age in months (``age_months``) where no birth date is known becomes an
    estimated birth date, marked estimated: the age rules (T-3B's 16 months, T-7C's 4 months)
    then apply to it. A birth date given as well wins."""
    fields = dict(fields)
    months = validate.integer("age_months", fields.pop("age_months", None), minimum=0, maximum=400,
                              required=False)
    if months is not None and not fields.get("birth_date"):
        fields["birth_date"] = add_months(today, -months)
        fields["birth_date_estimated"] = True
    return fields


def create_animal(actor: Actor, *, jurisdiction_id: int, owner_id: int | None = None,
                  owned_since: date | None = None, today: date | None = None, **fields) -> AnimalInfo:
    """Record an animal, and who owns it from when (``age_months``: an approximate age)."""
    act = OfficeAction(actor, "edit_records")
    unknown = set(fields) - set(ANIMAL_FIELDS) - {"age_months"}
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "fields", "is not a field of an animal")
    today = today or date.today()
    fields = estimated_birth(fields, today)
    profile = profile_for(jurisdiction_id)
    clean = _clean_animal(profile, fields, today)
    owned_since = validate.day("owned_since", owned_since or today, not_after=today)
    with act:
        _check_microchip_free(clean["microchip"])
        owner = fetch_owner(owner_id, "owner_id") if owner_id is not None else None
        row = act.create(Animal, "animal.create", jurisdiction=jurisdiction_id, owner=owner, **clean)
        if owner is not None:
            act.create(Ownership, "ownership.start", animal=row, owner=owner, start=owned_since, reason="recorded")
    return AnimalInfo(row.id, row.name, row.species, row.version)


def _check_microchip_free(chip: str | None, except_id: int | None = None) -> None:
    if not chip:
        return
    query = Animal.select(Animal.id).where((Animal.microchip == chip) & Animal.voided_at.is_null())
    if except_id is not None:
        query = query.where(Animal.id != except_id)
    other = query.first()
    if other:
        raise ValidationError("microchip", f"microchip {chip} is already recorded on animal {other.id}", chip)


def update_animal(actor: Actor, animal_id: int, *, expected_version: int,
                  today: date | None = None, **changes) -> AnimalInfo:
    act = OfficeAction(actor, "edit_records")
    unknown = set(changes) - set(ANIMAL_FIELDS) - {"age_months"}
    if unknown:
        raise ValidationError(sorted(unknown)[0] or "fields", "is not a field of an animal")
    today = today or date.today()
    if changes.get("age_months") is not None and not changes.get("birth_date"):
        changes = {**changes, "birth_date": None}  # the approximate age replaces the date on file
    elif changes.get("birth_date") and "birth_date_estimated" not in changes:
        changes = {**changes, "birth_date_estimated": False}  # a birth date now known
    changes = estimated_birth(changes, today)
    with act:
        row = act.fetch(Animal, animal_id, "animal_id")
        profile = profile_for(row.jurisdiction_id)
        merged = {k: changes.get(k, getattr(row, k)) for k in ANIMAL_FIELDS}
        merged["microchip"] = merged["microchip"] or ""
        clean = _clean_animal(profile, merged, today)
        _check_microchip_free(clean["microchip"], except_id=row.id)
        for k, v in clean.items():
            setattr(row, k, v)
        act.save(row, "animal.update", expected_version=expected_version)
    return AnimalInfo(row.id, row.name, row.species, row.version)


def record_vaccination(actor: Actor, animal_id: int, *, vaccinated_on: date, duration_years: int = 3,
                       product: str = "", manufacturer: str = "", lot: str = "",
                       lot_expires: date | None = None, veterinarian: str = "", vet_license: str = "",
                       clinic: str = "", clinic_address: str = "", rabies_tag: str = "",
                       received_on: date | None = None) -> int:
    """File a rabies vaccination certificate (MN-Form51 fields)."""
    act = OfficeAction(actor, "edit_records")
    received_on = validate.day("received_on", received_on or date.today(), not_after=date.today())
    vaccinated_on = validate.day("vaccinated_on", vaccinated_on, not_after=received_on)
    duration_years = validate.integer("duration_years", duration_years)
    validate.choice("duration_years", str(duration_years), [str(y) for y in VACCINE_YEARS])
    values = dict(
        product=validate.text("product", product, max_len=120),
        manufacturer=validate.text("manufacturer", manufacturer, max_len=120),
        lot=validate.text("lot", lot, max_len=60),
        lot_expires=validate.day("lot_expires", lot_expires, required=False),
        veterinarian=validate.text("veterinarian", veterinarian, max_len=120, required=True),
        vet_license=validate.text("vet_license", vet_license, max_len=40),
        clinic=validate.text("clinic", clinic, max_len=160),
        clinic_address=validate.text("clinic_address", clinic_address, max_len=240),
        rabies_tag=validate.text("rabies_tag", rabies_tag, max_len=40),
    )
    with act:
        animal = fetch(Animal, animal_id, "animal_id")
        if animal.birth_date and vaccinated_on < animal.birth_date:
            raise ValidationError("vaccinated_on", "is before the animal's birth date", vaccinated_on)
        row = act.create(Vaccination, "vaccination.add", animal=animal, vaccinated_on=vaccinated_on,
                         duration_years=duration_years, received_on=received_on, **values)
    return row.id


def transfer_animal(actor: Actor, animal_id: int, new_owner_id: int, *, on: date | None = None,
                    reason: str = "sold or given away") -> list[int]:
    """A change of owner. Any license in force ends that day (T-3C), and every exemption
    but the age one (T-7C); the new owner must license the animal. Returns the ids of the
    licenses that ended."""
    act = OfficeAction(actor, "edit_records")
    on = validate.day("on", on or date.today(), not_after=date.today())
    reason = validate.text("reason", reason, max_len=200, required=True)
    with act:
        animal = act.fetch(Animal, animal_id, "animal_id")
        new_owner = fetch_owner(new_owner_id, "new_owner_id")
        if animal.owner_id == new_owner.id:
            raise ValidationError("new_owner_id", "the animal already belongs to this owner", new_owner_id)
        for open_id in [o.id for o in Ownership.select(Ownership.id).where((Ownership.animal == animal)
                                                                             & Ownership.end.is_null())]:
            own = act.fetch(Ownership, open_id, "animal_id")
            if own.start > on:
                raise ValidationError("on", "is before the current owner's ownership began", on)
            own.end = on
            act.save(own, "ownership.end")
        ended = end_licenses(actor, animal.id, on, f"animal transferred to a new owner (T-3C): {reason}",
                             "license.end_on_transfer", note="T-3C")
        exemptions.end_on_transfer(actor, animal.id, on)
        animal.owner = new_owner
        act.save(animal, "animal.transfer")
        act.create(Ownership, "ownership.start", animal=animal, owner=new_owner, start=on, reason=reason)
    return ended


def record_litter(actor: Actor, owner_id: int, *, born_on: date, species: str, count: int,
                  dam_id: int | None = None, notes: str = "") -> int:
    """A litter born to an owner's animals (counts toward the W-90.01 breeder class)."""
    act = OfficeAction(actor, "edit_records")
    born_on = validate.day("born_on", born_on, not_after=date.today())
    count = validate.integer("count", count, minimum=1, maximum=30)
    notes = validate.text("notes", notes, max_len=2000, multiline=True)
    with act:
        owner = fetch_owner(owner_id, "owner_id")
        profile = profile_for(owner.jurisdiction_id)
        species = validate.text("species", species, max_len=40, required=True)
        if species not in profile.species:
            raise ValidationError("species", f"{species!r} is not a species in the {profile.name} profile")
        dam = fetch(Animal, dam_id, "dam_id") if dam_id is not None else None
        row = act.create(Litter, "litter.add", owner=owner, dam=dam, species=species, born_on=born_on, count=count,
                         notes=notes)
    return row.id
