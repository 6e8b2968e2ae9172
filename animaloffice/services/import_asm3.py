"""Reading one row of an ASM3 file (see ``asm3_layouts`` for which files, and docs/import.md).

- The owner is the current owner (``PERSON...``) when the row names one, else the original
  owner (``ORIGINALOWNER...``): the owner of a licensed pet in ASM3's Animals export.
- Person codes are read without the ``XP-`` ASM3's People export puts before them, so a person
  of the People export is the same person as in ASM3's license table.
- A license keeps ASM3's number (the office numbers it anew; the old number is searchable), its
  type and term; its year is the year its period begins (an early renewal issued in December is
  next year's license; a "3 year" license runs three years); its tag is the license number only
  when the office says the numbers are the tags, else a new tag is given.
- A fee is cents or dollars as the file writes it (``ReadOptions.fee_unit``); a whole number in
  a file that could be either is refused, not guessed.
- A rabies shot with no expiry date is recorded as a 1-year vaccine, and the row says so.
- A species, a license type or a person class that matches nothing here is read as the office
  answered (``import_mappings``); with no answer yet, its rows are refused naming it, and the
  report lists it to be answered.
"""
from __future__ import annotations

import re
from datetime import date, timedelta

from ..domain.profiles import Profile
from .asm3_layouts import FEE_UNITS
from .import_formats import (
    CellError,
    Cells,
    ImportRow,
    ReadOptions,
    _put,
    read_bool,
    read_date,
    read_microchip,
    read_money,
    read_sex,
    read_species,
    vaccine_years,
)
from .import_mappings import PERSON_CLASSES
from .import_mappings import key as mapping_key

NO_EXPIRY = "no expiry date in the file: recorded as a 1-year vaccine, check the certificate"
MAX_TAG = 9_999_999
_TERM = re.compile(r"(\d+)\s*-?\s*y(ea)?rs?\b", re.I)


def _split_name(full: str) -> tuple[str, str]:
    full = full.strip()
    if " " not in full:
        return "", full
    first, last = full.rsplit(" ", 1)
    return first, last


def person_code(value: str) -> str:
    """ASM3's person code as its People export writes it ('XP-' and the code) or as its tables do."""
    v = (value or "").strip()
    return v[3:] if v.upper().startswith("XP-") else v


def owner_prefix(raw: dict) -> str:
    """Which columns hold the row's owner: PERSON (current owner) or ORIGINALOWNER."""
    if raw.get("PERSONLASTNAME") or raw.get("PERSONNAME") or raw.get("PERSONCODE"):
        return "PERSON"
    if raw.get("ORIGINALOWNERLASTNAME"):
        return "ORIGINALOWNER"
    return "PERSON"


def _answer(kind: str, value: str, options: ReadOptions, row: ImportRow) -> str | None:
    """The office's answer for a value that matches nothing, or None (and the value is listed)."""
    target = options.mappings.get(kind, {}).get(mapping_key(value))
    if target is None:
        row.unmatched.append((kind, value.strip()))
    return target


def _species(value: str, profile: Profile, options: ReadOptions, row: ImportRow) -> str:
    try:
        return read_species(value, "ANIMALSPECIES", profile)
    except CellError:
        target = _answer("species", value, options, row)
        if target in profile.species:
            return target
        raise CellError("ANIMALSPECIES", f"is not a species of the {profile.name} profile: choose what this "
                        "species of ASM3 is (the answer is kept for the next file)", value) from None


def _person_class(raw: dict, row: ImportRow, options: ReadOptions) -> str:
    value = raw.get("PERSONCLASS", "").strip()
    if not value:
        return ""
    kind = PERSON_CLASSES.get(value) or _answer("person_class", value, options, row)
    if kind is None:
        raise CellError("PERSONCLASS", "is not one of ASM3's person classes known here (1 individual, "
                        "2 organisation): choose whether it is a person or an organisation", value)
    return kind


def _owner(raw: dict, row: ImportRow, c: Cells, options: ReadOptions) -> None:
    p = owner_prefix(raw)
    g = lambda c: raw.get(p + c, "")  # noqa: E731
    o = row.owner
    first, last = g("FIRSTNAME"), g("LASTNAME")
    if not last and p == "PERSON" and raw.get("PERSONNAME"):
        first, last = _split_name(raw["PERSONNAME"])
    _put(o, "first_name", first)
    _put(o, "last_name", last)
    address = [line.strip() for line in g("ADDRESS").replace("\r", "").split("\n") if line.strip()]
    if address:
        o["line1"] = address[0]
        _put(o, "line2", ", ".join(address[1:]))
    for key, col in (("city", "CITY"), ("state", "STATE"), ("postal_code", "ZIPCODE"), ("email", "EMAIL")):
        _put(o, key, g(col))
    _put(o, "phone", g("HOMEPHONE") or g("CELLPHONE") or g("WORKPHONE"))
    if o and p == "PERSON" and raw.get("PERSONCOMMENTS"):
        o["notes"] = raw["PERSONCOMMENTS"]
    kind = c.read(_person_class, raw, row, options) if p == "PERSON" and (first or last) else ""
    if kind == "organisation":  # ASM3 keeps an organisation's name as its surname
        o["kind"], o["organisation"] = "organisation", " ".join(n for n in (first, last) if n)
        o.pop("first_name", None)
        o.pop("last_name", None)
    elif kind:
        o["kind"] = "person"
    row.owner_columns = p


def term_years(type_name: str, issued: date | None, expires: date | None) -> int:
    """The license's term: the years its type names ('Altered Dog - 3 year'), else its dates'."""
    m = _TERM.search(type_name)
    if m and 1 <= int(m[1]) <= 10:
        return int(m[1])
    if issued is not None and expires is not None:
        return max(1, round((expires - issued).days / 365.25))
    return 1


def period_start(expires: date, years: int) -> date:
    """The first day of a period of ``years`` ending on ``expires``."""
    try:
        back = expires.replace(year=expires.year - years)
    except ValueError:  # February 29
        back = expires.replace(year=expires.year - years, day=28)
    return back + timedelta(days=1)


def read_fee(value: str, column: str, unit: str) -> int | None:
    v = (value or "").strip()
    if not v:
        return None
    if unit == "cents":
        if not v.isdigit():
            raise CellError(column, "must be a whole number of cents, as this file writes fees", v)
        return int(v)
    if unit == "dollars" or not v.replace(",", "").isdigit():
        return read_money(v, column)
    raise CellError(column, "is a whole number, which could be dollars or cents: choose how this file writes "
                    "fees (Fees are written in: dollars / cents)", v)


def read_tag(number: str, column: str, tags: str) -> int | None:
    """The tag: the license number itself when the office says its numbers are the tags; None
    (a tag is given) otherwise."""
    if tags != "number":
        return None
    if not (number.isascii() and number.isdigit()) or int(number) > MAX_TAG or int(number) == 0:
        raise CellError(column, f"is not a tag number (a whole number up to {MAX_TAG:,}): choose to give "
                        "new tag numbers, or correct the row", number)
    return int(number)


def _licence(raw: dict, row: ImportRow, c: Cells, options: ReadOptions) -> None:
    g = lambda col: raw.get(col, "")  # noqa: E731
    number = g("LICENSENUMBER")
    if not number:
        return
    lic = row.license
    lic["legacy_number"] = number
    lic["tag_number"] = c.read(read_tag, number, "LICENSENUMBER", options.tags)
    lic["assign_tag"] = lic["tag_number"] is None
    issued = c.read(read_date, g("LICENSEISSUEDATE"), "LICENSEISSUEDATE")
    expires = c.read(read_date, g("LICENSEEXPIRESDATE"), "LICENSEEXPIRESDATE")
    _put(lic, "issued_on", issued)
    _put(lic, "expires_on", expires)
    type_name = g("LICENSETYPE")
    lic["type_name"] = type_name
    lifetime = "lifetime" in type_name.lower() or "permanent" in type_name.lower()
    if type_name.strip() and not lifetime and not _TERM.search(type_name):
        answer = _answer("license_type", type_name, options, row)
        if answer is None:
            c.errors.append(CellError("LICENSETYPE", "does not say the license's term (1 year, 3 year, lifetime): "
                                      "choose whether this type of ASM3 is a yearly or a lifetime license "
                                      "(the answer is kept for the next file)", type_name))
        lifetime = answer == "lifetime"
    lic["term"] = "lifetime" if lifetime else "annual"
    years = term_years(type_name, issued, expires)
    lic["term_years"] = years
    if issued is not None and not lifetime:
        lic["year"] = period_start(expires, years).year if expires is not None else issued.year
    unit = options.fee_unit or FEE_UNITS.get(options.kind, "")
    lic["fee_cents"] = c.read(read_fee, g("LICENSEFEE"), "LICENSEFEE", unit) or 0
    _put(lic, "comments", g("LICENSECOMMENTS"))


def _vaccination(raw: dict, row: ImportRow, c: Cells) -> None:
    g = lambda col: raw.get(col, "")  # noqa: E731
    given = c.read(read_date, g("VACCINATIONGIVENDATE"), "VACCINATIONGIVENDATE")
    vtype = g("VACCINATIONTYPE")
    if given is not None and vtype and "rabies" not in vtype.lower():
        row.skipped.append(f"{vtype} vaccination (only rabies certificates are kept)")
        return
    if given is None:
        return
    expires = c.read(read_date, g("VACCINATIONEXPIRESDATE"), "VACCINATIONEXPIRESDATE")
    if expires is None:
        years = 1
        row.skipped.append(NO_EXPIRY)
    else:
        years = c.read(vaccine_years, given, expires, "VACCINATIONEXPIRESDATE") or 1
    vet = " ".join(p for p in (g("CURRENTVETFIRSTNAME"), g("CURRENTVETLASTNAME")) if p)
    row.vaccination.update(vaccinated_on=given, duration_years=years)
    _put(row.vaccination, "veterinarian", vet)
    for key, col in (("rabies_tag", "VACCINATIONRABIESTAG"), ("manufacturer", "VACCINATIONMANUFACTURER"),
                     ("lot", "VACCINATIONBATCHNUMBER")):
        _put(row.vaccination, key, g(col))


def parse_asm3(raw: dict, number: int, profile: Profile, options: ReadOptions | None = None) -> ImportRow:
    """One row of an ASM3 file; every value that cannot be read is named (``CellErrors``)."""
    options = options or ReadOptions()
    g = lambda col: raw.get(col, "")  # noqa: E731
    c = Cells()
    row = ImportRow(number, owner_ref=person_code(g("PERSONCODE")), animal_ref=g("ANIMALCODE"))
    _owner(raw, row, c, options)
    a = row.animal
    _put(a, "name", g("ANIMALNAME"))
    _put(a, "species", c.read(_species, g("ANIMALSPECIES"), profile, options, row))
    breed = " / ".join(dict.fromkeys(b for b in (g("ANIMALBREED1"), g("ANIMALBREED2")) if b))
    _put(a, "breed", breed)
    if g("ANIMALSEX"):
        _put(a, "sex", c.read(read_sex, g("ANIMALSEX"), "ANIMALSEX"))
    _put(a, "altered", c.read(read_bool, g("ANIMALNEUTERED"), "ANIMALNEUTERED"))
    _put(a, "birth_date", c.read(read_date, g("ANIMALDOB"), "ANIMALDOB"))
    for key, col in (("colour", "ANIMALCOLOR"), ("markings", "ANIMALMARKINGS"),
                     ("description", "ANIMALDESCRIPTION")):
        _put(a, key, g(col))
    _put(a, "microchip", c.read(read_microchip, g("ANIMALMICROCHIP"), "ANIMALMICROCHIP"))
    weight = g("ANIMALWEIGHT")
    if weight:
        try:
            value = round(float(weight))
        except (ValueError, OverflowError):  # not a number, or "inf"
            c.errors.append(CellError("ANIMALWEIGHT", "must be a number", weight))
        else:
            if value > 0:
                a["weight_lb"] = value
    row.deceased_on = c.read(read_date, g("ANIMALDECEASEDDATE"), "ANIMALDECEASEDDATE")
    row.vet = " ".join(p for p in (g("CURRENTVETFIRSTNAME"), g("CURRENTVETLASTNAME")) if p)
    _vaccination(raw, row, c)
    _licence(raw, row, c, options)
    c.check(row)
    return row
