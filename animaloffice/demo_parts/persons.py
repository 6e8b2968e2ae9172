"""Demo records for one person across cities and for permits after issue, made through the
services: in a city whose cruelty bar reaches any jurisdiction (Worthington, W-90.10H6) a breeder
applicant whose record is linked with her record in another city served, where a cruelty
conviction is on file; in a city whose permits expire on a material change (Tracy, T-4A) a permit
holder who moved (the permit flagged for the officer) and one who acquired a raccoon the permit
does not cover (T-7A)."""
from __future__ import annotations

import random
from datetime import date, timedelta

from ..domain.deadlines import add_years
from ..domain.roles import Actor
from ..persistence.models.office import Jurisdiction
from ..services import animals, owners, permit_inspections
from ..services import permits as svc
from ..services.owner_links import link_owners
from ..services.payments import PaymentInput

CHECKS = ("housing", "water", "food_bedding", "waste", "observation", "closed_days", "honesty", "exercise",
          "sanitary")


def _person(actor, jid: int, line1: str, city: str, zipcode: str, **kw) -> int:
    return owners.create_owner(actor, jurisdiction_id=jid, address={"line1": line1, "city": city,
                                                                    "postal_code": zipcode},
                               phone="507-555-0177", **kw).id


def _linked_breeder(actor: Actor, jid: int, today: date) -> None:
    """Ingrid Solberg applies for a hobby breeder's permit here; her record in the other city holds
    a guilty plea to animal cruelty, so the application cannot be approved (W-90.10H6)."""
    other = Jurisdiction.select().where((Jurisdiction.id != jid) & (Jurisdiction.active == True)  # noqa: E712
                                        ).order_by(Jurisdiction.sort_order).first()
    if other is None:
        return
    here = _person(actor, jid, "1410 Oxford St", "Worthington", "56187", first_name="Ingrid", last_name="Solberg")
    there = _person(actor, other.id, "212 Rowe St", other.name.replace("City of ", ""), "56175",
                    first_name="Ingrid", last_name="Solberg")
    owners.record_conviction(actor, there, offense="Animal cruelty (Minn. Stat. 343.21)",
                             convicted_on=today - timedelta(days=800), animal_cruelty=True,
                             court="Lyon County District Court", plea="pled_guilty")
    link_owners(actor, here, there, note="Same date of birth and phone; she moved her kennel across the county",
                on=today - timedelta(days=20))
    app = svc.record_application(actor, owner_id=here, permit_type="breeder_hobbyist", on=today - timedelta(days=10),
                                 description="Shetland sheepdogs bred at home, one litter a year")
    permit_inspections.record_inspection(actor, application_id=app.application_id, on=today - timedelta(days=8),
                          inspector="Officer J. Kvistad", checks={c: True for c in CHECKS})


def _permit(actor, owner_id: int, received: date, **kw):
    app = svc.record_application(actor, owner_id=owner_id, permit_type="animal", on=received,
                                 payment=PaymentInput("check", None, "1204"), **kw)  # with its fee (T-4A)
    decided = received + timedelta(days=2)
    return svc.approve_application(actor, app.application_id, on=decided, conditions="Kept as the application says",
                                   expires_on=add_years(decided, 1))


def _tracy_holders(actor: Actor, jid: int, today: date) -> None:
    """A rabbit keeper who moved six days ago (flagged, T-4A) and a raccoon keeper who took in a
    second raccoon yesterday (to apply within 3 business days, T-7A)."""
    ruth = _person(actor, jid, "604 Fourth St", "Tracy", "56175", first_name="Ruth", last_name="Amundson")
    _permit(actor, ruth, today - timedelta(days=62), species=["rabbit"] * 5, description="Five rabbits in a hutch",
            factors={"facilities": "Insulated hutch, fenced run"})
    owners.change_address(actor, ruth, line1="27 Harvey St", city="Tracy", postal_code="56175",
                          moved_on=today - timedelta(days=6))
    joe = _person(actor, jid, "18 Emory St", "Tracy", "56175", first_name="Joe", last_name="Halverson")
    bandit = animals.create_animal(actor, jurisdiction_id=jid, owner_id=joe, species="raccoon", name="Bandit",
                                   owned_since=today - timedelta(days=120)).id
    _permit(actor, joe, today - timedelta(days=90), animal_ids=[bandit],
            factors={"confinement": "Locked outdoor enclosure"})
    animals.create_animal(actor, jurisdiction_id=jid, owner_id=joe, species="raccoon", name="Rascal",
                          owned_since=today - timedelta(days=1))


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile, today: date) -> None:
    if profile.enforces("commercial_permits") and profile.bar_reach("cruelty_conviction") == "any_jurisdiction":
        _linked_breeder(actor, jurisdiction_id, today)
    if profile.enforces("animal_permits"):
        _tracy_holders(actor, jurisdiction_id, today)
