"""Which of ASM3's files an import file is, told from its header (docs/import.md).

ASM3 writes its records from several menus, each in its own shape:

- ``animals_export``: Animals > Export Animals as CSV. The owner of a licensed pet (ASM3's
  "non-shelter" animal) is its original owner (``ORIGINALOWNER...``); an animal reclaimed or
  adopted has a current owner (``PERSON...``). No person code.
- ``people_export``: People > Export People as CSV. Person codes are ``XP-`` and the code; the
  header names two columns twice; license rows carry the fee in cents (ASM3 keeps whole cents).
- ``sql_licence``: the SQL Interface's "CSV of license data" (licence.csv): the license query's
  own column names, sorted, with the owner and the animal of each license. Read by renaming its
  columns to ASM3's import names (``SQL_LICENCE_COLUMNS``); the fee is written in dollars.
- ``sql_other``: another SQL Interface table (animal.csv, person.csv, medical.csv...): not a
  layout the import reads; refused as such, never read as if columns were missing.
- ``import_layout``: a file in ASM3's import column names, as an office builds one by hand.
"""
from __future__ import annotations

KINDS = ("animals_export", "people_export", "sql_licence", "sql_other", "import_layout")

# SQL Interface column -> ASM3 import column (the license query's owner and animal columns)
SQL_LICENCE_COLUMNS = {
    "OWNERCODE": "PERSONCODE", "OWNERTITLE": "PERSONTITLE", "OWNERFORENAMES": "PERSONFIRSTNAME",
    "OWNERSURNAME": "PERSONLASTNAME", "OWNERADDRESS": "PERSONADDRESS", "OWNERTOWN": "PERSONCITY",
    "OWNERCOUNTY": "PERSONSTATE", "OWNERPOSTCODE": "PERSONZIPCODE", "HOMETELEPHONE": "PERSONHOMEPHONE",
    "MOBILETELEPHONE": "PERSONCELLPHONE", "WORKTELEPHONE": "PERSONWORKPHONE", "EMAILADDRESS": "PERSONEMAIL",
    "SHELTERCODE": "ANIMALCODE", "ANIMALNAME": "ANIMALNAME", "SPECIESNAME": "ANIMALSPECIES",
    "SEX": "ANIMALSEX", "NEUTERED": "ANIMALNEUTERED", "DATEOFBIRTH": "ANIMALDOB",
    "IDENTICHIPNUMBER": "ANIMALMICROCHIP", "DECEASEDDATE": "ANIMALDECEASEDDATE", "BREEDNAME": "ANIMALBREED1",
    "LICENCENUMBER": "LICENSENUMBER", "LICENCETYPENAME": "LICENSETYPE", "LICENCEFEE": "LICENSEFEE",
    "ISSUEDATE": "LICENSEISSUEDATE", "EXPIRYDATE": "LICENSEEXPIRESDATE", "COMMENTS": "LICENSECOMMENTS",
}
# the columns only ASM3's CSV export and import layout have (the SQL Interface writes table columns)
_CSV_NAMES = {"ANIMALCODE", "PERSONCODE", "PERSONLASTNAME", "PERSONNAME", "LICENSENUMBER",
              "ORIGINALOWNERLASTNAME", "VACCINATIONGIVENDATE"}
_SQL_NAMES = {"ID", "SHELTERCODE", "OWNERCODE", "OWNERNAME", "SPECIESID", "SPECIESNAME", "LICENCENUMBER",
              "ANIMALID", "OWNERID", "DATEOFBIRTH", "IDENTICHIPNUMBER", "DATEREQUIRED", "OWNERSURNAME"}
_SQL_FILES = (("VACCINATIONTYPE", "medical.csv"), ("TREATMENTNAME", "medical.csv"), ("SHELTERCODE", "animal.csv"),
              ("OWNERCODE", "person.csv"))

# how each file writes a license fee: cents, dollars, or not known (asked when it matters)
FEE_UNITS = {"people_export": "cents", "sql_licence": "dollars"}
# what the report says about each
TITLES = {"animals_export": "ASM3's Export Animals as CSV", "people_export": "ASM3's Export People as CSV",
          "sql_licence": "ASM3's SQL Interface license table (licence.csv)",
          "import_layout": "a file in ASM3's import column names"}


def kind_of(headers: list[str]) -> str:
    """Which of ASM3's files the header is (``KINDS``)."""
    names = set(headers)
    if {"LICENCENUMBER", "OWNERCODE", "SHELTERCODE"} <= names:
        return "sql_licence"
    if not names & _CSV_NAMES and len(names & _SQL_NAMES) >= 2:
        return "sql_other"
    if {"ANIMALID", "ORIGINALOWNERLASTNAME", "MOVEMENTTYPE"} <= names:
        return "animals_export"
    if headers[:1] == ["PERSONCODE"] and {"PERSONMATCHACTIVE", "LICENSENUMBER"} <= names:
        return "people_export"
    return "import_layout"


def unknown_layout(headers: list[str], file_name: str) -> str:
    """Why a SQL Interface table is refused, naming the file and what to export instead."""
    guess = next((f for col, f in _SQL_FILES if col in headers), "a table")
    name = file_name or guess
    return (f"{name}: this layout is not known. It looks like {guess} from ASM3's SQL Interface, which the "
            "import does not read; export the records with ASM3's Animals > Export Animals as CSV and "
            "People > Export People as CSV (or the SQL Interface's CSV of license data, licence.csv)")


def rename_sql_licence(headers: list[str], rows: list[tuple[int, dict[str, str]]]) -> tuple[list, list]:
    """licence.csv's columns under ASM3's import names (the others are kept, and not read)."""
    new = [SQL_LICENCE_COLUMNS.get(h, h) for h in headers]
    return new, [(n, {SQL_LICENCE_COLUMNS.get(k, k): v for k, v in row.items()}) for n, row in rows]
