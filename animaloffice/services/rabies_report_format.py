"""The columns of a veterinarian's rabies report (the certificate's fields, MN-Form51) and how a
clinic's own headers are read as them; one row read into typed values.

Clinics write their lists their own way ("Pet Name", "Rabies Tag #", "Date Given", "Client"):
a header is read as a column when it is the column's name or one of its usual names, with case,
spaces and punctuation ignored; a header close to one is suggested, and the import waits for the
answer, as the owner import does (``import_columns``). Values are read by the import's own readers
(``import_formats``): dates, a microchip a spreadsheet rounded, species by code or label.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from datetime import date

from ..domain.errors import ValidationError
from .csv_reading import CsvTable
from .import_formats import (
    CellError,
    read_bool,
    read_date,
    read_int,
    read_microchip,
    read_sex,
    read_species,
    vaccine_years,
)

COLUMNS = (
    "owner_first_name", "owner_last_name", "owner_name", "address_line1", "address_line2", "city", "state",
    "postal_code", "phone", "animal_name", "species", "breed", "sex", "altered", "colour", "birth_date",
    "microchip", "rabies_tag", "vaccinated_on", "duration_years", "expires_on", "product", "manufacturer", "lot",
    "veterinarian", "vet_license",
)
ALIASES = {  # a clinic's usual header (squeezed) -> the column
    "firstname": "owner_first_name", "ownerfirst": "owner_first_name", "clientfirstname": "owner_first_name",
    "lastname": "owner_last_name", "ownerlast": "owner_last_name", "clientlastname": "owner_last_name",
    "owner": "owner_name", "client": "owner_name", "clientname": "owner_name", "ownersname": "owner_name",
    "address": "address_line1", "street": "address_line1", "streetaddress": "address_line1",
    "ownerstreet": "address_line1", "owneraddress": "address_line1", "address2": "address_line2",
    "ownercity": "city", "town": "city", "zip": "postal_code", "zipcode": "postal_code", "ownerzip": "postal_code",
    "telephone": "phone", "phonenumber": "phone", "ownerphone": "phone",
    "petname": "animal_name", "patient": "animal_name", "patientname": "animal_name", "animal": "animal_name",
    "name": "animal_name", "petspecies": "species", "animaltype": "species", "color": "colour",
    "dob": "birth_date", "dateofbirth": "birth_date", "neutered": "altered", "spayedneutered": "altered",
    "chip": "microchip", "microchipnumber": "microchip", "chipnumber": "microchip",
    "tag": "rabies_tag", "tagnumber": "rabies_tag", "tagno": "rabies_tag", "rabiestagnumber": "rabies_tag",
    "rabiestagno": "rabies_tag", "datevaccinated": "vaccinated_on", "vaccinationdate": "vaccinated_on",
    "dategiven": "vaccinated_on", "datevaccinationgiven": "vaccinated_on", "vaccinated": "vaccinated_on",
    "duration": "duration_years", "years": "duration_years", "vaccineduration": "duration_years",
    "expires": "expires_on", "expiration": "expires_on", "expirationdate": "expires_on", "nextdue": "expires_on",
    "duedate": "expires_on", "vaccine": "product", "vaccineproduct": "product", "lotnumber": "lot",
    "serial": "lot", "vet": "veterinarian", "doctor": "veterinarian", "veterinarianname": "veterinarian",
    "licensenumber": "vet_license", "vetlicense": "vet_license",
}
CLOSE = 0.8


def squeeze(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


_KNOWN = {**{squeeze(c): c for c in COLUMNS}, **ALIASES}


@dataclass
class Mapping:
    renamed: dict[str, str] = field(default_factory=dict)  # header -> column
    ignored: list[str] = field(default_factory=list)
    suggested: dict[str, str] = field(default_factory=dict)


def map_headers(table: CsvTable, chosen: dict[str, str] | None = None) -> Mapping:
    """Read the file's headers as the report's columns (the clerk's answers first); rename the
    table's rows to them. A file with no column the report needs is refused."""
    if chosen is not None and (not isinstance(chosen, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in chosen.items())):
        raise ValidationError("columns", "must map the file's headers to columns of the report", chosen)
    chosen = dict(chosen or {})
    for header, column in chosen.items():
        if header not in table.headers:
            raise ValidationError("columns", f"names {header!r}, which is not a column of the file", header)
        if column and column not in COLUMNS:
            raise ValidationError("columns", f"would read {header!r} as {column!r}, which is not a column of the "
                                  "report", column)
    out = Mapping()
    taken: set[str] = set()
    for header in table.headers:
        if not header:
            continue
        if header in chosen:
            if chosen[header]:
                out.renamed[header] = chosen[header]
                taken.add(chosen[header])
            continue
        column = _KNOWN.get(squeeze(header))
        if column and column not in taken:
            out.renamed[header] = column
            taken.add(column)
        else:
            out.ignored.append(header)
    for header in out.ignored:
        free = [k for k, c in _KNOWN.items() if c not in taken]
        close = difflib.get_close_matches(squeeze(header), free, n=1, cutoff=CLOSE)
        if close:
            out.suggested[header] = _KNOWN[close[0]]
    if not {"vaccinated_on"} & set(out.renamed.values()):
        shown = ", ".join(repr(h) for h in table.headers[:6])
        raise ValidationError("file", f"has no column for the day the vaccination was given ({shown}); the columns "
                              "are listed in docs/import-format.md, \"Rabies reports from veterinarians\"")
    table.headers = [out.renamed.get(h, h) for h in table.headers]
    table.rows = [(n, {out.renamed.get(k, k): v for k, v in row.items()}) for n, row in table.rows]
    return out


@dataclass
class ReportRow:
    number: int
    owner_first: str = ""
    owner_last: str = ""
    address: dict = field(default_factory=dict)
    phone: str = ""
    animal: dict = field(default_factory=dict)  # name, species, breed, sex, altered, colour, birth_date, microchip
    rabies_tag: str = ""
    vaccinated_on: date | None = None
    duration_years: int = 0
    product: str = ""
    manufacturer: str = ""
    lot: str = ""
    veterinarian: str = ""
    vet_license: str = ""

    @property
    def owner_display(self) -> str:
        return ", ".join(p for p in (self.owner_last, self.owner_first) if p)


def _split_owner(full: str) -> tuple[str, str]:
    """'Halvorson, Ida' or 'Ida Halvorson' -> (first, last)."""
    full = full.strip()
    if "," in full:
        last, first = full.split(",", 1)
        return first.strip(), last.strip()
    if " " in full:
        first, last = full.rsplit(" ", 1)
        return first.strip(), last.strip()
    return "", full


def parse_row(raw: dict, number: int, profile) -> ReportRow:
    g = lambda c: (raw.get(c) or "").strip()  # noqa: E731
    row = ReportRow(number)
    row.owner_first, row.owner_last = g("owner_first_name"), g("owner_last_name")
    if not row.owner_last and g("owner_name"):
        row.owner_first, row.owner_last = _split_owner(g("owner_name"))
    for key, col in (("line1", "address_line1"), ("line2", "address_line2"), ("city", "city"), ("state", "state"),
                     ("postal_code", "postal_code")):
        if g(col):
            row.address[key] = g(col)
    row.phone = g("phone")
    a = row.animal
    for key in ("breed", "colour"):
        if g(key):
            a[key] = g(key)
    if g("animal_name"):
        a["name"] = g("animal_name")
    species = read_species(g("species"), "species", profile)
    if not species:
        raise CellError("species", "is required (dog, cat or ferret)")
    a["species"] = species
    if g("sex"):
        a["sex"] = read_sex(g("sex"), "sex")
    altered = read_bool(g("altered"), "altered")
    if altered is not None:
        a["altered"] = altered
    born = read_date(g("birth_date"), "birth_date")
    if born is not None:
        a["birth_date"] = born
    chip = read_microchip(g("microchip"), "microchip")
    if chip:
        a["microchip"] = chip
    row.rabies_tag = g("rabies_tag")
    row.vaccinated_on = read_date(g("vaccinated_on"), "vaccinated_on")
    if row.vaccinated_on is None:
        raise CellError("vaccinated_on", "is required: the day the vaccination was given")
    years = read_int(g("duration_years"), "duration_years")
    expires = read_date(g("expires_on"), "expires_on")
    if years is None and expires is None:
        raise CellError("duration_years", "give the vaccine's duration (1, 3 or 4 years) or the day it expires")
    row.duration_years = years if years is not None else vaccine_years(row.vaccinated_on, expires, "expires_on")
    row.product, row.manufacturer, row.lot = g("product"), g("manufacturer"), g("lot")
    row.veterinarian, row.vet_license = g("veterinarian"), g("vet_license")
    if not (chip or row.rabies_tag or (row.owner_last and a.get("name"))):
        raise CellError("microchip", "the certificate names no microchip, no rabies tag and no owner and animal "
                        "name: it cannot be matched to an animal")
    return row
