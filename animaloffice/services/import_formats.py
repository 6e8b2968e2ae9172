"""Reading import rows: the native column layout and ASM3's CSV export (docs/import-format.md).

Each data row becomes an ``ImportRow`` of plain, typed values grouped as owner,
animal, rabies certificate and license, with the CSV column each value came
from (so a refusal names the column the clerk sees in the spreadsheet).
A value that cannot be read (a date like 13/45/2024) is a ``CellError``.
"""
from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

from ..domain.money import parse_cents
from ..domain.profiles import Profile

NATIVE_COLUMNS = (
    "owner_ref", "owner_kind", "first_name", "last_name", "organisation", "email", "phone",
    "address_line1", "address_line2", "city", "state", "postal_code",
    "animal_ref", "animal_name", "species", "breed", "sex", "altered", "birth_date", "colour", "markings",
    "microchip", "weight_lb", "deceased_on",
    "rabies_vaccinated_on", "rabies_duration_years", "rabies_tag", "veterinarian", "clinic",
    "vaccine_product", "vaccine_manufacturer", "vaccine_lot",
    "license_number", "license_year", "tag_number", "issued_on", "expires_on", "term", "fee",
)

# Where each value the services check comes from, per format: service field -> CSV column.
NATIVE_FIELDS = {
    "kind": "owner_kind", "first_name": "first_name", "last_name": "last_name", "organisation": "organisation",
    "email": "email", "phone": "phone", "address.line1": "address_line1", "address.line2": "address_line2",
    "address.city": "city", "address.state": "state", "address.postal_code": "postal_code",
    "name": "animal_name", "species": "species", "breed": "breed", "sex": "sex", "altered": "altered",
    "birth_date": "birth_date", "colour": "colour", "markings": "markings", "microchip": "microchip",
    "weight_lb": "weight_lb", "on": "deceased_on", "vaccinated_on": "rabies_vaccinated_on",
    "duration_years": "rabies_duration_years", "rabies_tag": "rabies_tag", "veterinarian": "veterinarian",
    "clinic": "clinic", "product": "vaccine_product", "manufacturer": "vaccine_manufacturer", "lot": "vaccine_lot",
    "received_on": "rabies_vaccinated_on", "license_number": "license_number", "year": "license_year",
    "tag_number": "tag_number", "issued_on": "issued_on", "expires_on": "expires_on", "term": "term",
    "fee_cents": "fee", "owner": "last_name", "animal": "animal_ref",
}
ASM3_FIELDS = {
    "first_name": "PERSONFIRSTNAME", "last_name": "PERSONLASTNAME", "organisation": "PERSONLASTNAME",
    "email": "PERSONEMAIL", "phone": "PERSONHOMEPHONE", "address.line1": "PERSONADDRESS",
    "address.line2": "PERSONADDRESS", "address.city": "PERSONCITY", "address.state": "PERSONSTATE",
    "address.postal_code": "PERSONZIPCODE", "name": "ANIMALNAME", "species": "ANIMALSPECIES",
    "breed": "ANIMALBREED1", "sex": "ANIMALSEX", "altered": "ANIMALNEUTERED", "birth_date": "ANIMALDOB",
    "colour": "ANIMALCOLOR", "markings": "ANIMALMARKINGS", "microchip": "ANIMALMICROCHIP",
    "weight_lb": "ANIMALWEIGHT", "description": "ANIMALDESCRIPTION", "on": "ANIMALDECEASEDDATE",
    "vaccinated_on": "VACCINATIONGIVENDATE", "duration_years": "VACCINATIONEXPIRESDATE",
    "rabies_tag": "VACCINATIONRABIESTAG", "manufacturer": "VACCINATIONMANUFACTURER",
    "lot": "VACCINATIONBATCHNUMBER", "received_on": "VACCINATIONGIVENDATE", "veterinarian": "CURRENTVETLASTNAME",
    "license_number": "LICENSENUMBER", "year": "LICENSEISSUEDATE", "tag_number": "LICENSENUMBER",
    "issued_on": "LICENSEISSUEDATE", "expires_on": "LICENSEEXPIRESDATE", "term": "LICENSETYPE",
    "fee_cents": "LICENSEFEE", "owner": "PERSONLASTNAME", "animal": "ANIMALCODE",
}
FIELD_COLUMNS = {"native": NATIVE_FIELDS, "asm3": ASM3_FIELDS}


class CellError(Exception):
    def __init__(self, column: str, reason: str, value: str = ""):
        super().__init__(column, reason)
        self.column, self.reason, self.value = column, reason, value


class CellErrors(Exception):
    """Every value of a row that cannot be read: the dry run names them all at once. ``row``
    holds what could be read, so the rest of the row is still checked."""

    def __init__(self, errors: list[CellError], row: ImportRow | None = None):
        super().__init__(errors)
        self.errors, self.row = errors, row


class Cells:
    """Reads a row's values, keeping every CellError instead of stopping at the first."""

    def __init__(self) -> None:
        self.errors: list[CellError] = []

    def read(self, reader, *args):
        try:
            return reader(*args)
        except CellError as exc:
            self.errors.append(exc)
            return None

    def check(self, row: ImportRow | None = None) -> None:
        if self.errors:
            raise CellErrors(self.errors, row)


@dataclass(frozen=True)
class ReadOptions:
    """How to read values a file does not make plain: which ASM3 file it is, whether its fees
    are cents or dollars, whether its license numbers are the tags (``asm3_layouts``)."""
    kind: str = ""
    fee_unit: str = ""  # "cents" | "dollars" | "" (a whole number is then asked about)
    tags: str = ""  # "number" (the license number is the tag) | "assign" | "" (asked)
    # the office's answers for values that match nothing (import_mappings): kind -> {value: target}
    mappings: Mapping[str, Mapping[str, str]] = field(default_factory=dict)


@dataclass
class ImportRow:
    number: int  # as a spreadsheet numbers it: the header is row 1
    owner: dict = field(default_factory=dict)
    owner_ref: str = ""
    animal: dict = field(default_factory=dict)
    animal_ref: str = ""
    deceased_on: date | None = None
    vaccination: dict = field(default_factory=dict)
    license: dict = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)  # values left out on purpose, with why
    owner_columns: str = ""  # ASM3: PERSON or ORIGINALOWNER, the columns the owner came from
    vet: str = ""  # ASM3: the animal's current vet, for its certificates in later rows
    unmatched: list[tuple[str, str]] = field(default_factory=list)  # (kind, value) with no answer yet


ASM3_COLUMNS = frozenset((
    "PERSONCODE", "PERSONFIRSTNAME", "PERSONLASTNAME", "PERSONNAME", "PERSONADDRESS", "PERSONCITY", "PERSONSTATE",
    "PERSONZIPCODE", "PERSONEMAIL", "PERSONHOMEPHONE", "PERSONCELLPHONE", "PERSONWORKPHONE", "PERSONCOMMENTS",
    "ANIMALCODE", "ANIMALNAME", "ANIMALSPECIES", "ANIMALBREED1", "ANIMALBREED2", "ANIMALSEX", "ANIMALNEUTERED",
    "ANIMALDOB", "ANIMALCOLOR", "ANIMALMARKINGS", "ANIMALMICROCHIP", "ANIMALDESCRIPTION", "ANIMALWEIGHT",
    "ANIMALDECEASEDDATE", "VACCINATIONTYPE", "VACCINATIONGIVENDATE", "VACCINATIONEXPIRESDATE",
    "VACCINATIONRABIESTAG", "VACCINATIONMANUFACTURER", "VACCINATIONBATCHNUMBER", "CURRENTVETFIRSTNAME",
    "CURRENTVETLASTNAME", "LICENSENUMBER", "LICENSETYPE", "LICENSEFEE", "LICENSEISSUEDATE", "LICENSEEXPIRESDATE",
    "LICENSECOMMENTS", "ORIGINALOWNERFIRSTNAME", "ORIGINALOWNERLASTNAME", "ORIGINALOWNERADDRESS",
    "ORIGINALOWNERCITY", "ORIGINALOWNERSTATE", "ORIGINALOWNERZIPCODE", "ORIGINALOWNERHOMEPHONE",
    "ORIGINALOWNERCELLPHONE", "ORIGINALOWNERWORKPHONE", "ORIGINALOWNEREMAIL", "PERSONCLASS"))
KNOWN_COLUMNS = {"native": frozenset(NATIVE_COLUMNS), "asm3": ASM3_COLUMNS}


# --- values --------------------------------------------------------------------------

_ROUNDED = re.compile(r"^\d(\.\d+)?E\+?\d+$", re.I)


def read_microchip(value: str, column: str) -> str:
    """A microchip as written; one a spreadsheet turned into a rounded number (9.85112E+14, what
    Excel's CSV export writes for a 15-digit number) is refused: its digits are lost."""
    v = (value or "").strip()
    if _ROUNDED.match(v):
        raise CellError(column, "was rounded by the spreadsheet into a number with an exponent, its digits "
                        "lost: import the Excel workbook itself (.xlsx), or format the column as Text "
                        "before saving the CSV", v)
    return v

_ISO = re.compile(r"^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$")
_US = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")


def read_date(value: str, column: str) -> date | None:
    """2024-03-15 (or 2024/03/15), or 03/15/2024 (month first, as US offices and ASM3 write it);
    a time after the date is ignored. A two-digit year is refused: 3/5/24 could be 1924."""
    original = (value or "").strip()
    value = original.split(" ")[0].split("T")[0]
    if not value:
        return None
    m = _ISO.match(value)
    try:
        if m:
            return date(int(m[1]), int(m[2]), int(m[3]))
        m = _US.match(value)
        if m:
            return date(int(m[3]), int(m[1]), int(m[2]))
    except ValueError:
        raise CellError(column, "is not a real date", original) from None
    if re.match(r"^\d{1,2}/\d{1,2}/\d{2}$", value):
        raise CellError(column, "has a two-digit year; write the year in full, like 03/15/2024", original)
    raise CellError(column, "must be a date like 2024-03-15 or 03/15/2024", original)


def read_bool(value: str, column: str) -> bool | None:
    v = (value or "").strip().lower()
    if not v or v in ("u", "unknown"):
        return None
    if v in ("1", "y", "yes", "true", "-1"):
        return True
    if v in ("0", "n", "no", "false"):
        return False
    raise CellError(column, "must be yes, no or blank", value)


def read_int(value: str, column: str) -> int | None:
    v = (value or "").strip().replace(",", "")
    if not v:
        return None
    try:
        number = float(v)
    except ValueError:
        raise CellError(column, "must be a number", value) from None
    if not math.isfinite(number):  # "inf", "nan", 1e400: float() reads them, int() does not
        raise CellError(column, "must be a number", value)
    if number != int(number):
        raise CellError(column, "must be a whole number", value)
    return int(number)


def read_money(value: str, column: str) -> int | None:
    if not (value or "").strip():
        return None
    try:
        return parse_cents(value, column)
    except Exception:
        raise CellError(column, "is not an amount of money", value) from None


def read_sex(value: str, column: str) -> str:
    v = (value or "").strip().lower()
    if not v or v.startswith("u"):
        return "U"
    if v.startswith("m"):
        return "M"
    if v.startswith("f"):
        return "F"
    raise CellError(column, "must be male, female or unknown", value)


def read_species(value: str, column: str, profile: Profile) -> str:
    """A profile species code, from its code or its label ('Dog', 'dog', 'Pet bird')."""
    v = (value or "").strip().lower()
    if not v:
        return ""
    for code, info in profile.species.items():
        if v in (code, info.label.lower(), code.replace("_", " ")):
            return code
    if v.endswith("s") and v[:-1] in profile.species:
        return v[:-1]
    raise CellError(column, f"is not a species of the {profile.name} profile", value)


def vaccine_years(given: date | None, expires: date | None, column: str) -> int:
    """A vaccine's duration in whole years from its given and expiry dates (1, 3 or 4)."""
    if given is None or expires is None:
        return 3
    days = (expires - given).days
    years = round(days / 365.25)
    if years not in (1, 2, 3, 4) or abs(days - years * 365.25) > 45:
        raise CellError(column, f"gives a vaccine good for {days} days; expected 1, 3 or 4 years",
                        expires.isoformat())
    return years


def _put(target: dict, key: str, value) -> None:
    if value not in (None, ""):
        target[key] = value


def _term(value: str, column: str) -> str:
    term = value.lower() or "annual"
    if term not in ("annual", "lifetime"):
        raise CellError(column, "must be annual or lifetime", value)
    return term


def parse_native(raw: dict, number: int, profile: Profile, options: ReadOptions | None = None) -> ImportRow:
    """One row of the native layout; every value that cannot be read is named (``CellErrors``)."""
    g = lambda c: raw.get(c, "")  # noqa: E731
    c = Cells()
    row = ImportRow(number, owner_ref=g("owner_ref"), animal_ref=g("animal_ref"))
    o = row.owner
    for key, col in (("kind", "owner_kind"), ("first_name", "first_name"), ("last_name", "last_name"),
                     ("organisation", "organisation"), ("email", "email"), ("phone", "phone"),
                     ("line1", "address_line1"), ("line2", "address_line2"), ("city", "city"),
                     ("state", "state"), ("postal_code", "postal_code")):
        _put(o, key, g(col))
    a = row.animal
    for key, col in (("name", "animal_name"), ("breed", "breed"), ("colour", "colour"),
                     ("markings", "markings")):
        _put(a, key, g(col))
    _put(a, "microchip", c.read(read_microchip, g("microchip"), "microchip"))
    _put(a, "species", c.read(read_species, g("species"), "species", profile))
    if g("sex"):
        _put(a, "sex", c.read(read_sex, g("sex"), "sex"))
    _put(a, "altered", c.read(read_bool, g("altered"), "altered"))
    _put(a, "birth_date", c.read(read_date, g("birth_date"), "birth_date"))
    _put(a, "weight_lb", c.read(read_int, g("weight_lb"), "weight_lb"))
    row.deceased_on = c.read(read_date, g("deceased_on"), "deceased_on")
    v = row.vaccination
    _put(v, "vaccinated_on", c.read(read_date, g("rabies_vaccinated_on"), "rabies_vaccinated_on"))
    if v:
        v["duration_years"] = c.read(read_int, g("rabies_duration_years"), "rabies_duration_years") or 3
        for key, col in (("rabies_tag", "rabies_tag"), ("veterinarian", "veterinarian"), ("clinic", "clinic"),
                         ("product", "vaccine_product"), ("manufacturer", "vaccine_manufacturer"),
                         ("lot", "vaccine_lot")):
            _put(v, key, g(col))
    lic = row.license
    _put(lic, "tag_number", c.read(read_int, g("tag_number"), "tag_number"))
    _put(lic, "license_number", g("license_number"))
    if lic:
        _put(lic, "year", c.read(read_int, g("license_year"), "license_year"))
        _put(lic, "issued_on", c.read(read_date, g("issued_on"), "issued_on"))
        _put(lic, "expires_on", c.read(read_date, g("expires_on"), "expires_on"))
        lic["term"] = c.read(_term, g("term"), "term") or "annual"
        lic["fee_cents"] = c.read(read_money, g("fee"), "fee") or 0
    c.check(row)
    return row
