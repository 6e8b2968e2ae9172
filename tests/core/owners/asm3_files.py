"""Files written the way ASM3 (Animal Shelter Manager 3) writes them, made here for the tests
rather than stored: the column names and their order, the quoting, the US dates and the quirks
of each of its menus.

- "Export Animals as CSV": a header row not quoted, then every value quoted; one row per animal
  with its current owner (PERSON...) and its original owner (ORIGINALOWNER...: for a licensed pet,
  a "non-shelter" animal, the only owner given), then one row per vaccination carrying only the
  animal's code and name. No person code.
- "Export People as CSV": the header names CLINICCOMPLETEDDATE and CLINICAPPOINTMENTREASON twice;
  every person's row is written twice (once more for the photo); the person code is "XP-" and the
  owner code; then one row per license with the person code, the animal code and the fee in
  cents (ASM3 keeps money as whole cents and writes it as such here).
- SQL Interface, "licence.csv": a byte-order mark, the query's columns sorted, every value
  quoted, money written as dollars with thousands separators ("1,500.00").
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

ANIMAL_KEYS = [
    "ANIMALID", "ANIMALCODE", "ANIMALLITTER", "ANIMALNAME", "ANIMALSEX", "ANIMALTYPE", "ANIMALWEIGHT", "ANIMALCOLOR",
    "ANIMALBREED1", "ANIMALBREED2", "ANIMALDOB", "ANIMALLOCATION", "ANIMALUNIT", "ANIMALSPECIES", "ANIMALDESCRIPTION",
    "ANIMALWARNING", "ANIMALHIDDENDETAILS", "ANIMALHEALTHPROBLEMS", "ANIMALMARKINGS", "ANIMALREASONFORENTRY",
    "ANIMALNEUTERED", "ANIMALNEUTEREDDATE", "ANIMALMICROCHIP", "ANIMALMICROCHIPDATE", "ANIMALENTRYDATE",
    "ANIMALDECEASEDDATE", "ANIMALDECEASEDREASON", "ANIMALDECEASEDNOTES", "ANIMALEUTHANIZED",
    "ANIMALJURISDICTION", "ANIMALPICKUPLOCATION", "ANIMALPICKUPADDRESS", "ANIMALENTRYCATEGORY",
    "ANIMALNOTFORADOPTION", "ANIMALNONSHELTER", "ANIMALTRANSFER",
    "ANIMALGOODWITHCATS", "ANIMALGOODWITHDOGS", "ANIMALGOODWITHKIDS", "ANIMALHOUSETRAINED",
    "ANIMALIMAGE", "ANIMALPDFNAME", "ANIMALPDFDATA", "ANIMALHTMLNAME", "ANIMALHTMLDATA",
    "COSTDATE", "COSTTYPE", "COSTAMOUNT", "COSTDESCRIPTION",
    "CURRENTVETTITLE", "CURRENTVETINITIALS", "CURRENTVETFIRSTNAME",
    "CURRENTVETLASTNAME", "CURRENTVETADDRESS", "CURRENTVETCITY", "CURRENTVETSTATE", "CURRENTVETZIPCODE",
    "CURRENTVETHOMEPHONE", "CURRENTVETWORKPHONE", "CURRENTVETCELLPHONE", "CURRENTVETEMAIL",
    "LOGDATE", "LOGTIME", "LOGTYPE", "LOGCOMMENTS",
    "ORIGINALOWNERTITLE", "ORIGINALOWNERINITIALS", "ORIGINALOWNERFIRSTNAME",
    "ORIGINALOWNERLASTNAME", "ORIGINALOWNERADDRESS", "ORIGINALOWNERCITY", "ORIGINALOWNERSTATE",
    "ORIGINALOWNERZIPCODE", "ORIGINALOWNERHOMEPHONE", "ORIGINALOWNERWORKPHONE", "ORIGINALOWNERCELLPHONE",
    "ORIGINALOWNEREMAIL", "ORIGINALOWNERWARNING",
    "MOVEMENTTYPE", "MOVEMENTDATE",
    "PERSONTITLE", "PERSONINITIALS", "PERSONFIRSTNAME", "PERSONLASTNAME", "PERSONADDRESS", "PERSONCITY",
    "PERSONSTATE", "PERSONZIPCODE", "PERSONFOSTERER", "PERSONHOMEPHONE", "PERSONWORKPHONE", "PERSONCELLPHONE",
    "PERSONEMAIL", "PERSONCOMMENTS", "PERSONWARNING",
    "TESTTYPE", "TESTRESULT", "TESTDUEDATE", "TESTPERFORMEDDATE", "TESTCOMMENTS",
    "VACCINATIONTYPE", "VACCINATIONDUEDATE", "VACCINATIONGIVENDATE", "VACCINATIONEXPIRESDATE",
    "VACCINATIONRABIESTAG", "VACCINATIONMANUFACTURER", "VACCINATIONBATCHNUMBER", "VACCINATIONCOMMENTS",
    "MEDICALNAME", "MEDICALDOSAGE", "MEDICALGIVENDATE", "MEDICALCOMMENTS", "MEDICALTYPE",
]

PEOPLE_KEYS = [
    "PERSONCODE", "PERSONDATEOFBIRTH", "PERSONIDNUMBER", "PERSONDATEOFBIRTH2", "PERSONIDNUMBER2",
    "PERSONTITLE", "PERSONINITIALS", "PERSONFIRSTNAME", "PERSONLASTNAME",
    "PERSONTITLE2", "PERSONINITIALS2", "PERSONFIRSTNAME2", "PERSONLASTNAME2",
    "PERSONADDRESS", "PERSONCITY", "PERSONSTATE", "PERSONZIPCODE", "PERSONJURISDICTION", "PERSONFOSTERER",
    "PERSONDONOR", "PERSONFLAGS", "PERSONCOMMENTS", "PERSONWARNING", "PERSONFOSTERCAPACITY",
    "PERSONHOMEPHONE", "PERSONWORKPHONE", "PERSONCELLPHONE", "PERSONEMAIL",
    "PERSONHOMEPHONE2", "PERSONWORKPHONE2", "PERSONCELLPHONE2", "PERSONEMAIL2",
    "PERSONGDPRCONTACT", "PERSONCLASS", "PERSONMEMBER", "PERSONMEMBERSHIPNUMBER", "PERSONMEMBERSHIPEXPIRY",
    "PERSONMATCHACTIVE", "PERSONMATCHADDED", "PERSONMATCHEXPIRES",
    "PERSONMATCHSEX", "PERSONMATCHSIZE", "PERSONMATCHCOLOR", "PERSONMATCHAGEFROM", "PERSONMATCHAGETO",
    "PERSONMATCHTYPE", "PERSONMATCHSPECIES", "PERSONMATCHBREED1", "PERSONMATCHBREED2",
    "PERSONMATCHGOODWITHCATS", "PERSONMATCHGOODWITHDOGS", "PERSONMATCHGOODWITHCHILDREN",
    "PERSONMATCHGOODWITHELDERLY", "PERSONMATCHHOUSETRAINED", "PERSONMATCHCRATETRAINED",
    "PERSONMATCHGOODTRAVELLER", "PERSONMATCHGOODONLEAD", "PERSONMATCHENERGYLEVEL", "PERSONMATCHDECLAWED",
    "PERSONMATCHCOMMENTSCONTAIN",
    "PERSONIMAGE", "PERSONPDFNAME", "PERSONPDFDATA", "PERSONHTMLNAME", "PERSONHTMLDATA",
    "LOGDATE", "LOGTIME", "LOGTYPE", "LOGCOMMENTS",
    "ANIMALCODE", "ANIMALNAME",
    "LICENSENUMBER", "LICENSETYPE", "LICENSEFEE", "LICENSEISSUEDATE", "LICENSEEXPIRESDATE", "LICENSECOMMENTS",
    "INVESTIGATIONDATE", "INVESTIGATIONNOTES",
    "CITATIONDATE", "CITATIONNUMBER", "CITATIONTYPE", "FINEAMOUNT", "FINEDUEDATE", "FINEPAIDDATE",
    "CITATIONCOMMENTS",
    "LOANDATE", "TRAPTYPE", "TRAPNUMBER", "DEPOSITAMOUNT", "DEPOSITRETURNDATE", "RETURNDUEDATE", "RETURNDATE",
    "TRAPLOANCOMMENTS",
    "DONATIONNAME", "DONATIONDATE", "DONATIONAMOUNT", "PAYMENTNAME", "PAYMENTISGIFTAID", "PAYMENTFREQUENCY",
    "PAYMENTRECEIPTNUMBER", "PAYMENTCHEQUENUMBER", "PAYMENTFEE", "PAYMENTISVAT", "PAYMENTVATRATE",
    "PAYMENTVATAMOUNT", "PAYMENTCOMMENTS",
    "VOUCHERNAME", "VOUCHERVETNAME", "VOUCHERVETADDRESS", "VOUCHERVETTOWN", "VOUCHERVETCOUNTY",
    "VOUCHERVETPOSTCODE", "VOUCHERDATEISSUED", "VOUCHERDATEPRESENTED", "VOUCHERDATEEXPIRED", "VOUCHERVALUE",
    "VOUCHERCODE", "VOUCHERCOMMENTS",
    "CLINICAPPOINTMENTFOR", "CLINICAPPOINTMENTTYPE", "CLINICAPPOINTMENTSTATUS",
    "CLINICAPPOINTMENTDATE", "CLINICAPPOINTMENTTIME", "CLINICARRIVEDDATE", "CLINICARRIVEDTIME",
    "CLINICWITHVETDATE", "CLINICWITHVETTIME", "CLINICCOMPLETEDDATE", "CLINICCOMPLETEDDATE",
    "CLINICAPPOINTMENTISVAT", "CLINICAPPOINTMENTVATRATE", "CLINICAPPOINTMENTVATAMOUNT", "CLINICAPPOINTMENTREASON",
    "CLINICAPPOINTMENTREASON", "CLINICAPPOINTMENTCOMMENTS", "CLINICAMOUNT",
    "DIARYDATE", "DIARYCOMPLETED", "DIARYFOR", "DIARYSUBJECT", "DIARYNOTE",
]

# the columns of the SQL Interface's "licence.csv" (its license query), written sorted
LICENCE_SQL_KEYS = sorted([
    "ID", "LICENCETYPEID", "ISSUEDATE", "EXPIRYDATE", "LICENCETYPENAME", "LICENCENUMBER", "LICENCEFEE", "COMMENTS",
    "OWNERID", "ANIMALID", "RENEWED", "TOKEN", "CREATEDBY", "CREATEDDATE", "LASTCHANGEDBY", "LASTCHANGEDDATE",
    "SHELTERCODE", "SHORTCODE", "ANIMALAGE", "DATEOFBIRTH", "AGEGROUP", "FEE", "ANIMALNAME", "BREEDNAME",
    "NEUTERED", "DECEASEDDATE", "SPECIESID", "HASACTIVERESERVE", "HASTRIALADOPTION", "ISHOLD", "ISQUARANTINE",
    "HOLDUNTILDATE", "CRUELTYCASE", "NONSHELTERANIMAL", "ACTIVEMOVEMENTTYPE", "ARCHIVED", "DAYSONSHELTER",
    "ISNOTAVAILABLEFORADOPTION", "COMBITESTRESULT", "FLVRESULT", "HEARTWORMTESTRESULT", "IDENTICHIPPED",
    "IDENTICHIPNUMBER", "SEX", "SPECIESNAME", "OWNERTITLE", "OWNERINITIALS", "OWNERSURNAME", "OWNERFORENAMES",
    "OWNERNAME", "OWNERCODE", "OWNERADDRESS", "OWNERTOWN", "OWNERCOUNTY", "OWNERPOSTCODE", "HOMETELEPHONE",
    "WORKTELEPHONE", "MOBILETELEPHONE", "EMAILADDRESS",
])
# the first columns of the SQL Interface's "animal.csv" (its animal export query), sorted
ANIMAL_SQL_KEYS = sorted(["ID", "ANIMALNAME", "SHELTERCODE", "SHORTCODE", "SPECIESID", "SPECIESNAME", "SEX",
                          "DATEOFBIRTH", "IDENTICHIPNUMBER", "NEUTERED", "DECEASEDDATE", "OWNERNAME"])

FIRST = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kai", "Liv", "Mai", "Ned", "Ola", "Per"]
LAST = ["Olson", "Berg", "Carlson", "Dahl", "Ekdahl", "Vang", "Her", "Lindqvist", "Moua", "Nygaard", "Thao",
        "Sorensen", "Xiong", "Larson", "Hanson", "Johnson", "Peterson", "Lee", "Yang", "Anderson"]
STREETS = ["Elm St", "Oak St", "Fourth St", "Union St", "Morgan St", "Harvey St", "Emory St", "Rowley St"]
DOGS = ["Rex", "Biscuit", "Daisy", "Max", "Bella", "Duke", "Sadie", "Buddy", "Rosie", "Tucker"]
CATS = ["Mittens", "Tom", "Luna", "Oliver", "Cleo", "Simba", "Nala", "Felix"]


def us(d: date | None) -> str:
    return "" if d is None else d.strftime("%m/%d/%Y")


@dataclass
class Person:
    id: int
    code: str  # ASM3's OWNERCODE
    title: str
    first: str
    last: str
    address: str
    city: str
    state: str
    zipcode: str
    home: str
    cell: str
    email: str
    comments: str = ""


@dataclass
class Pet:
    id: int
    code: str  # ASM3's SHELTERCODE
    name: str
    species: str
    sex: str
    breed1: str
    breed2: str
    colour: str
    dob: date
    neutered: int
    microchip: str
    owner: Person  # the original owner: the owner of a licensed pet ("non-shelter")
    current: Person | None = None  # a current owner by a movement (reclaimed, adopted)
    deceased: date | None = None
    weight: float = 0.0


@dataclass
class Shot:
    pet: Pet
    given: date
    expires: date | None
    tag: str
    manufacturer: str
    batch: str


@dataclass
class Licence:
    id: int
    number: str
    type_name: str
    fee_cents: int
    issued: date
    expires: date
    person: Person
    pet: Pet
    comments: str = ""


@dataclass
class World:
    people: list[Person] = field(default_factory=list)
    pets: list[Pet] = field(default_factory=list)
    shots: list[Shot] = field(default_factory=list)
    licences: list[Licence] = field(default_factory=list)


def make_world(people: int = 200, pets: int = 300, licences: int = 400, shots: int = 300,
               seed: int = 33, today: date | None = None) -> World:
    """A reproducible office's records: every pet of a person of the list, licenses of dogs and
    cats (renewals of the same pet year after year, numbers as ASM3 offices write them), rabies
    shots (some with no expiry date)."""
    today = today or date.today()
    rnd = random.Random(seed)
    w = World()
    for i in range(people):
        first, last = FIRST[i % len(FIRST)], LAST[(i // len(FIRST) + i) % len(LAST)]
        w.people.append(Person(
            id=i + 1, code=f"{last[:2].upper()}{i + 1:04d}", title=rnd.choice(["Mr", "Ms", "Mrs", ""]),
            first=first, last=last, address=f"{100 + i} {STREETS[i % len(STREETS)]}"
            + ("\nApt 2" if i % 17 == 0 else ""), city="Tracy", state="MN", zipcode="56175",
            home=f"507-555-{1000 + i:04d}" if i % 3 else "", cell=f"507-555-{5000 + i:04d}",
            email=f"{first.lower()}.{last.lower()}{i}@example.org" if i % 2 else "",
            comments="Prefers calls after 5" if i % 23 == 0 else ""))
    year = today.year
    for i in range(pets):
        owner = w.people[i % people]
        species = "Dog" if i % 3 else ("Cat" if i % 6 else ("Cat" if i % 12 else "Ferret"))
        if i % 50 == 7:
            species = "Rabbit"
        names = DOGS if species == "Dog" else CATS
        pet = Pet(id=i + 1, code=f"{year - 3 + i % 3}{species[0]}{i + 1:05d}", name=names[i % len(names)],
                  species=species, sex=["Male", "Female", "Unknown"][i % 3],
                  breed1="Labrador Retriever" if species == "Dog" else "Domestic Short Hair",
                  breed2="Poodle" if i % 7 == 0 and species == "Dog" else "",
                  colour=["Black", "Tan", "White", "Grey"][i % 4], dob=date(year - 2 - i % 9, 1 + i % 12, 1 + i % 27),
                  neutered=i % 2, microchip=f"985112{i:09d}" if i % 4 else "", owner=owner,
                  weight=float(10 + i % 40) if i % 5 else 0.0)
        if i % 10 == 3:  # reclaimed or adopted: a current owner by a movement
            pet.current = w.people[(i * 7 + 1) % people]
        if i % 37 == 5:
            pet.deceased = date(year - 1, 6, 1 + i % 27)
        w.pets.append(pet)
    licensed = [p for p in w.pets if p.species in ("Dog", "Cat")]
    n = 0
    while len(w.licences) < licences:
        pet = licensed[n % len(licensed)]
        round_ = n // len(licensed)  # renewals: the same pet's license of the year before
        lyear = (year if pet.deceased is None else min(year, pet.deceased.year)) - round_
        altered = "Altered" if pet.neutered else "Unaltered"
        kind = "Dog" if pet.species == "Dog" else "Cat"
        three = n % 11 == 4 and round_ == 0
        issued = date(lyear - 1, 12, 10) if n % 9 == 0 else date(lyear, 1, 2 + n % 20)  # early renewals
        issued = min(issued, today)
        expires = date(lyear + (2 if three else 0), 12, 31)
        if n % 29 == 3:
            number = f"{1000000000 + n * 7919}"  # ten digits, as some ASM3 offices number them
        else:
            number = f"{lyear}-{kind[0]}{n + 1:05d}"
        owner = pet.current or pet.owner
        w.licences.append(Licence(
            id=n + 1, number=number, type_name=f"{altered} {kind} - {3 if three else 1} year",
            fee_cents=[1500, 3000, 4500][n % 3], issued=issued, expires=expires, person=owner, pet=pet,
            comments="renewed at the desk" if n % 13 == 0 else ""))
        n += 1
    k = 0
    while len(w.shots) < shots:
        pet = w.pets[k % len(w.pets)]
        given = date(year - 1 - (k // len(w.pets)), 3, 1 + k % 27)
        w.shots.append(Shot(pet=pet, given=given,
                            expires=None if k % 31 == 2 else date(given.year + (1 if k % 4 == 0 else 3), given.month,
                                                                  given.day),
                            tag=f"R-{k + 100:05d}", manufacturer="Zoetis", batch=f"B{k:04d}"))
        k += 1
    return w


def _quoted(keys: list[str], row: dict) -> str:
    return ",".join('"' + str(row.get(k, "")).replace('"', '""') + '"' for k in keys) + "\n"


def _person_columns(prefix: str, p: Person | None) -> dict:
    if p is None:
        return {}
    return {f"{prefix}TITLE": p.title, f"{prefix}FIRSTNAME": p.first, f"{prefix}LASTNAME": p.last,
            f"{prefix}ADDRESS": p.address, f"{prefix}CITY": p.city, f"{prefix}STATE": p.state,
            f"{prefix}ZIPCODE": p.zipcode, f"{prefix}HOMEPHONE": p.home, f"{prefix}CELLPHONE": p.cell,
            f"{prefix}EMAIL": p.email}


def animals_export(w: World) -> bytes:
    """ASM3's Animals > Export Animals as CSV (all animals, the primary photo)."""
    out = [",".join(ANIMAL_KEYS) + "\n"]
    shots: dict[int, list[Shot]] = {}
    for s in w.shots:
        shots.setdefault(s.pet.id, []).append(s)
    for a in w.pets:
        row = {"ANIMALID": a.id, "ANIMALCODE": a.code, "ANIMALNAME": a.name, "ANIMALSEX": a.sex,
               "ANIMALTYPE": "Non-Shelter", "ANIMALWEIGHT": a.weight, "ANIMALCOLOR": a.colour,
               "ANIMALBREED1": a.breed1, "ANIMALBREED2": a.breed2 or a.breed1, "ANIMALDOB": us(a.dob),
               "ANIMALLOCATION": "", "ANIMALSPECIES": a.species, "ANIMALNEUTERED": a.neutered,
               "ANIMALMICROCHIP": a.microchip, "ANIMALENTRYDATE": us(a.dob + timedelta(days=60)),
               "ANIMALDECEASEDDATE": us(a.deceased), "ANIMALDECEASEDREASON": "Died" if a.deceased else "",
               "ANIMALEUTHANIZED": 0, "ANIMALJURISDICTION": "Tracy", "ANIMALNOTFORADOPTION": 0,
               "ANIMALNONSHELTER": 0 if a.current else 1, "ANIMALTRANSFER": 0,
               "ANIMALGOODWITHCATS": "Unknown", "ANIMALGOODWITHDOGS": "Unknown", "ANIMALGOODWITHKIDS": "Unknown",
               "ANIMALHOUSETRAINED": "Unknown", "CURRENTVETFIRSTNAME": "Karin", "CURRENTVETLASTNAME": "Lindahl",
               "MOVEMENTTYPE": 5 if a.current else 0, "MOVEMENTDATE": "",
               "PERSONFOSTERER": "0"}
        row.update(_person_columns("ORIGINALOWNER", a.owner))
        row.update(_person_columns("PERSON", a.current))
        if a.current is not None:
            row["PERSONCOMMENTS"] = a.current.comments
        out.append(_quoted(ANIMAL_KEYS, row))
        for s in shots.get(a.id, []):
            out.append(_quoted(ANIMAL_KEYS, {
                "VACCINATIONTYPE": "Rabies", "VACCINATIONDUEDATE": us(s.given),
                "VACCINATIONGIVENDATE": us(s.given), "VACCINATIONEXPIRESDATE": us(s.expires),
                "VACCINATIONMANUFACTURER": s.manufacturer, "VACCINATIONBATCHNUMBER": s.batch,
                "VACCINATIONRABIESTAG": s.tag, "VACCINATIONCOMMENTS": "", "ANIMALCODE": a.code,
                "ANIMALNAME": a.name}))
        if a.id % 4 == 0:  # a distemper shot too: only rabies certificates are kept
            out.append(_quoted(ANIMAL_KEYS, {"VACCINATIONTYPE": "Distemper", "VACCINATIONGIVENDATE": us(a.dob),
                                             "ANIMALCODE": a.code, "ANIMALNAME": a.name}))
    return "".join(out).encode("utf-8")


def people_export(w: World) -> bytes:
    """ASM3's People > Export People as CSV (everyone, the primary photo)."""
    out = [",".join(PEOPLE_KEYS) + "\n"]
    by_person: dict[int, list[Licence]] = {}
    for li in w.licences:
        by_person.setdefault(li.person.id, []).append(li)
    for p in w.people:
        row = {"PERSONCODE": "XP-" + p.code, "PERSONCLASS": 1, "PERSONMEMBER": 0, "PERSONMATCHACTIVE": 0,
               "PERSONMATCHAGEFROM": 0.0, "PERSONMATCHAGETO": 0.0, "PERSONGDPRCONTACT": "",
               "PERSONCOMMENTS": p.comments}
        row.update(_person_columns("PERSON", p))
        out.append(_quoted(PEOPLE_KEYS, row))
        out.append(_quoted(PEOPLE_KEYS, row))  # written again for the photo, with or without one
        for li in by_person.get(p.id, []):
            out.append(_quoted(PEOPLE_KEYS, {
                "PERSONCODE": "XP-" + p.code, "LICENSENUMBER": li.number, "ANIMALCODE": li.pet.code,
                "LICENSETYPE": li.type_name, "LICENSEFEE": li.fee_cents, "LICENSEISSUEDATE": us(li.issued),
                "LICENSEEXPIRESDATE": us(li.expires), "LICENSECOMMENTS": li.comments}))
    return "".join(out).encode("utf-8")


def _dollars(cents: int) -> str:
    return f"{cents / 100:,.2f}"


def licence_sql_csv(w: World) -> bytes:
    """The SQL Interface's "licence.csv" (Export > CSV of license data)."""
    out = ["\ufeff", ",".join(f'"{k}"' for k in LICENCE_SQL_KEYS) + "\n"]
    for li in w.licences:
        a, o = li.pet, li.person
        row = {"ID": li.id, "LICENCETYPEID": 1, "ISSUEDATE": us(li.issued), "EXPIRYDATE": us(li.expires),
               "LICENCETYPENAME": li.type_name, "LICENCENUMBER": li.number, "LICENCEFEE": _dollars(li.fee_cents),
               "COMMENTS": li.comments, "OWNERID": o.id, "ANIMALID": a.id, "RENEWED": 0, "TOKEN": "",
               "CREATEDBY": "user", "CREATEDDATE": us(li.issued), "SHELTERCODE": a.code, "SHORTCODE": a.code,
               "DATEOFBIRTH": us(a.dob), "FEE": "0.00", "ANIMALNAME": a.name, "BREEDNAME": a.breed1,
               "NEUTERED": a.neutered, "DECEASEDDATE": us(a.deceased), "SPECIESNAME": a.species,
               "NONSHELTERANIMAL": 0 if a.current else 1, "IDENTICHIPNUMBER": a.microchip,
               "IDENTICHIPPED": 1 if a.microchip else 0, "SEX": a.sex, "OWNERTITLE": o.title,
               "OWNERSURNAME": o.last, "OWNERFORENAMES": o.first, "OWNERNAME": f"{o.first} {o.last}",
               "OWNERCODE": o.code, "OWNERADDRESS": o.address, "OWNERTOWN": o.city, "OWNERCOUNTY": o.state,
               "OWNERPOSTCODE": o.zipcode, "HOMETELEPHONE": o.home, "MOBILETELEPHONE": o.cell,
               "EMAILADDRESS": o.email}
        out.append(",".join('"' + str(row.get(k, "")).replace('"', "''") + '"' for k in LICENCE_SQL_KEYS) + "\n")
    return "".join(out).encode("utf-8")


def animal_sql_csv(w: World) -> bytes:
    """The first columns of the SQL Interface's "animal.csv" (not a layout the import reads)."""
    out = ["\ufeff", ",".join(f'"{k}"' for k in ANIMAL_SQL_KEYS) + "\n"]
    for a in w.pets:
        row = {"ID": a.id, "ANIMALNAME": a.name, "SHELTERCODE": a.code, "SHORTCODE": a.code, "SPECIESID": 1,
               "SPECIESNAME": a.species, "SEX": a.sex, "DATEOFBIRTH": us(a.dob), "IDENTICHIPNUMBER": a.microchip,
               "NEUTERED": a.neutered, "DECEASEDDATE": us(a.deceased), "OWNERNAME": a.owner.last}
        out.append(",".join(f'"{row[k]}"' for k in ANIMAL_SQL_KEYS) + "\n")
    return "".join(out).encode("utf-8")
