"""Demo office data: realistic owners, animals, certificates and licenses.

The town size goes through the real services (so every demo record obeys the
rules and has its audit entry) inside one transaction. Larger sizes are for
benchmarks and use bulk inserts (see ``demo_bulk``).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from .bootstrap import ensure_jurisdictions, open_office
from .config import DatabaseTarget
from .domain.roles import SYSTEM, Actor
from .persistence.db import transaction

FIRST = ("Mary Patricia Linda Barbara Elizabeth Jennifer Maria Susan Margaret Dorothy Lisa Nancy Karen "
         "Betty Helen Sandra Donna Carol Ruth Sharon Michelle Laura Sarah Kimberly Deborah Jessica James "
         "John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew "
         "Anthony Donald Mark Paul Steven Andrew Kenneth Joshua Kevin Brian George Edward Ronald Timothy "
         "Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon Maya "
         "Hmong Khadija Abdi Ana Jose Luis Mai Tou Ngoc Minh").split()
LAST = ("Johnson Anderson Nelson Peterson Olson Larson Hanson Swanson Carlson Erickson Schmidt Miller "
        "Schultz Meyer Mueller Hoffmann Becker Weber Wagner Klein Nguyen Vang Xiong Yang Lee Hernandez "
        "Garcia Martinez Lopez Gonzalez Hassan Ali Mohamed Ahmed Thao Moua Her Lor Kvistad Thorson "
        "Lindquist Sorensen Halvorson Bergstrom Dahl Engstrom Gustafson Lund Nordquist").split()
STREETS = ("Morgan St", "Craig Ave", "Emory St", "State St", "Harvey St", "Fifth St", "Center St",
           "Union St", "Hollett St", "Rowe St", "Elm St", "Oxford St", "Humiston Ave", "Diagonal Rd",
           "Clary St", "Grand Ave", "Lake Ave", "McMillan St", "Ryan's Rd", "Knollwood Dr")
DOG_NAMES = ("Max Bella Charlie Luna Cooper Daisy Buddy Lucy Rocky Molly Bear Sadie Duke Maggie Tucker "
             "Bailey Jack Lola Toby Rosie Zeus Penny Bentley Ruby Murphy Gus Winnie Koda Scout").split()
CAT_NAMES = ("Oliver Leo Milo Simba Nala Cleo Kitty Shadow Smokey Tiger Mittens Pepper Jasper Salem "
             "Willow Ginger Boots Oreo Felix Misty").split()
DOG_BREEDS = ("Labrador Retriever", "German Shepherd", "Golden Retriever", "Beagle", "Boxer",
              "Australian Shepherd", "Siberian Husky", "Dachshund", "Shih Tzu", "Mixed breed",
              "Border Collie", "Pit Bull Terrier mix", "Yorkshire Terrier", "Chihuahua")
CAT_BREEDS = ("Domestic Shorthair", "Domestic Longhair", "Maine Coon", "Siamese", "Tabby mix")
COLOURS = ("black", "brown", "white", "tan", "brindle", "black and white", "grey", "orange tabby",
           "tricolour", "yellow", "red")
VETS = (("Dr. Karen Lindahl", "Tracy Veterinary Clinic", "210 Fourth St, Tracy, MN"),
        ("Dr. Omar Farah", "Prairie Pet Hospital", "1100 Oxford St, Worthington, MN"),
        ("Dr. Beth Sorensen", "Lyon County Animal Clinic", "45 Main St, Marshall, MN"))
PLACES = {"tracy": ("Tracy", "56175"), "worthington": ("Worthington", "56187")}
SIZES = {"town": 2000, "city": 50000, "metro": 1000000}


@dataclass(frozen=True)
class DemoSummary:
    target: str
    owners: int
    animals: int
    licenses: int

    def __str__(self) -> str:
        return (f"demo office ready at {self.target}: {self.owners} owners, {self.animals} animals, "
                f"{self.licenses} licenses")


def build_demo(target: DatabaseTarget, *, codes: list[str], size: str = "town", seed: int = 2026,
               today: date | None = None, progress=None) -> DemoSummary:
    """Create a demo office at `target` for the given jurisdictions."""
    if size != "town":
        from .demo_bulk import build_bulk_demo

        return build_bulk_demo(target, codes=codes, size=size, seed=seed, today=today, progress=progress)
    open_office(target)
    ids = ensure_jurisdictions(codes)
    rng = random.Random(seed)
    today = today or date.today()
    counts = [0, 0, 0]
    with transaction():
        from .services.users import create_user, has_users

        if not has_users():
            create_user(SYSTEM, "admin", "animal-office", "administrator", "Office Administrator")
            create_user(SYSTEM, "clerk", "front-desk", "clerk", "Front Desk Clerk")
            create_user(SYSTEM, "officer", "in-the-field", "officer", "Animal Control Officer")
        for code, jid in zip(codes, ids):
            from .services.jurisdictions import profile_for

            profile = profile_for(jid)
            target_licenses = SIZES[size] // len(codes)
            _town(SYSTEM, rng, jid, code, profile, target_licenses, today, counts, progress)
    return DemoSummary(target.describe(), *counts)


def _town(actor: Actor, rng: random.Random, jid: int, code: str, profile, n_licenses: int, today: date,
          counts: list[int], progress) -> None:
    from .services import animals, licensing, owners
    from .services.payments import PaymentInput

    city, zipcode = PLACES.get(code, (profile.name.replace("City of ", ""), "56000"))
    licensing_on = profile.enforces("licensing")
    made = 0
    while made < n_licenses:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        owner = owners.create_owner(
            actor, jurisdiction_id=jid, first_name=first, last_name=last,
            address={"line1": f"{rng.randint(100, 1999)} {rng.choice(STREETS)}", "city": city,
                     "state": "MN", "postal_code": zipcode},
            phone=f"507-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
            since=today - timedelta(days=rng.randint(400, 6000)))
        counts[0] += 1
        for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
            species = "dog" if rng.random() < 0.62 else "cat"
            born = today - timedelta(days=rng.randint(150, 14 * 365))
            chip = f"985{rng.randint(10**11, 10**12 - 1)}" if rng.random() < 0.6 else ""
            pet = animals.create_animal(
                actor, jurisdiction_id=jid, owner_id=owner.id, species=species,
                name=rng.choice(DOG_NAMES if species == "dog" else CAT_NAMES),
                breed=rng.choice(DOG_BREEDS if species == "dog" else CAT_BREEDS),
                sex=rng.choice("MF"), altered=rng.random() < 0.7, birth_date=born,
                colour=rng.choice(COLOURS), microchip=chip, owned_since=born + timedelta(days=60),
                today=today)
            counts[1] += 1
            vet, clinic, addr = rng.choice(VETS)
            shot_day = today - timedelta(days=rng.randint(0, 3 * 365 + 60))
            shot_day = max(shot_day, born + timedelta(days=120))
            if shot_day > today:
                continue
            animals.record_vaccination(
                actor, pet.id, vaccinated_on=shot_day, duration_years=rng.choice((1, 3, 3, 3)),
                product=rng.choice(("Imrab 3", "Rabvac 3", "Defensor 3", "Nobivac 3-Rabies")),
                manufacturer=rng.choice(("Boehringer Ingelheim", "Elanco", "Zoetis", "Merck")),
                lot=f"{rng.randint(100000, 999999)}A", veterinarian=vet, clinic=clinic,
                clinic_address=addr, rabies_tag=f"R{rng.randint(10000, 99999)}",
                received_on=min(today, shot_day + timedelta(days=rng.randint(0, 20))))
            if not licensing_on:
                continue
            issued = today - timedelta(days=rng.randint(0, 330))
            issued = max(issued, shot_day)
            if issued.year != today.year:
                issued = date(today.year, 1, 2) if shot_day <= date(today.year, 1, 2) else shot_day
            try:
                licensing.issue_license(actor, animal_id=pet.id, on=issued,
                                        payment=PaymentInput(rng.choice(("cash", "check", "card")),
                                                             profile.fee(f"license.{species}", issued),
                                                             reference=str(rng.randint(1000, 9999))))
            except Exception:  # e.g. the certificate ran out before the license date
                continue
            counts[2] += 1
            made += 1
            if progress and made % 500 == 0:
                progress(f"{profile.name}: {made} licenses")
        if not licensing_on and counts[1] >= n_licenses // 4:
            break
