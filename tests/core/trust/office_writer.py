"""A workstation in a separate process, for the crash and two-workstation tests.

    python -m tests.core.trust.office_writer DB_URL USERNAME COUNT [--wait FILE] [--label L]

Opens the office database, then records COUNT front-desk visits: a new owner, a dog, its
rabies certificate and a license, paid at once or afterwards. Each line it prints names what
was just COMMITTED, and is printed (and flushed) only after the transaction returned:

    L <license id> <license number> <tag> <payment id or ->
    P <payment id> <charge id>,<charge id>...

With ``--mix`` (an officer named by --officer, a kennel by --kennel) each visit also takes the
dog in (I <impound id>), releases it to its owner against the bill (R <impound id> <payment id>),
and records a permit application in Worthington that is then denied (D <application id>).
"""
from __future__ import annotations

import argparse
import sys
import time
from datetime import date, timedelta
from pathlib import Path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("username")
    parser.add_argument("count", type=int)
    parser.add_argument("--wait", help="start when this file exists (both desks start together)")
    parser.add_argument("--label", default="W")
    parser.add_argument("--jurisdiction", default="tracy")
    parser.add_argument("--mix", action="store_true")
    parser.add_argument("--officer", default="officer")
    parser.add_argument("--kennel", type=int, default=0)
    args = parser.parse_args(argv)

    from animaloffice.config import parse_database_url
    from animaloffice.domain import licensing as rules
    from animaloffice.persistence.db import open_database
    from animaloffice.persistence.models.office import User
    from animaloffice.persistence.profiles import profile_for
    from animaloffice.queries.office import jurisdiction_by_code
    from animaloffice.services import animals, licensing, owners
    from animaloffice.services.payments import PaymentInput

    open_database(parse_database_url(args.url), create=False)
    user = User.get(User.username == args.username)
    from animaloffice.domain.roles import Actor

    actor = Actor(user.username, user.role, user.id)
    jid = jurisdiction_by_code(args.jurisdiction).id
    today = date.today()
    fee = rules.license_fee(profile_for(jid), species="dog", altered=True, on=today).value
    print("READY", flush=True)
    if args.wait:
        while not Path(args.wait).exists():
            time.sleep(0.005)
    for i in range(args.count):
        owner = owners.create_owner(actor, jurisdiction_id=jid, first_name=f"{args.label}{i}",
                                    last_name="Writer", phone="507-555-0100",
                                    address={"line1": f"{100 + i} Elm St", "city": "Tracy", "postal_code": "56175"})
        dog = animals.create_animal(actor, jurisdiction_id=jid, owner_id=owner.id, species="dog",
                                    name=f"Dog{i}", sex="M", altered=True,
                                    birth_date=today - timedelta(days=1000))
        animals.record_vaccination(actor, dog.id, vaccinated_on=today - timedelta(days=3),
                                   veterinarian="Dr. Process")
        if i % 2 == 0:
            issued = licensing.issue_license(actor, animal_id=dog.id,
                                             payment=PaymentInput("cash", fee))
            print(f"L {issued.license_id} {issued.number} {issued.tag_number} "
                  f"{issued.receipt.payment_id}", flush=True)
        else:
            issued = licensing.issue_license(actor, animal_id=dog.id,  # paid by check with the sale
                                             payment=PaymentInput("check", fee, reference=f"{args.label}{i}"))
            print(f"L {issued.license_id} {issued.number} {issued.tag_number} -", flush=True)
            receipt = issued.receipt
            print(f"P {receipt.payment_id} {','.join(str(c.id) for c in receipt.lines)} "
                  f"{receipt.receipt_number}", flush=True)
        if args.mix:
            mixed(args, officer_actor(args), actor, dog.id, i)
    print("DONE", flush=True)
    return 0


def officer_actor(args):
    from animaloffice.domain.roles import Actor
    from animaloffice.persistence.models.office import User

    user = User.get(User.username == args.officer)
    return Actor(user.username, user.role, user.id)


def mixed(args, officer, clerk, dog_id: int, i: int) -> None:
    """An impound and its release, and a permit application decided, each printed once saved."""
    from datetime import date

    from animaloffice.queries.office import jurisdiction_by_code
    from animaloffice.services import impound_release, impounds, owners, permits
    from animaloffice.services.payments import PaymentInput

    taken = impounds.intake(officer, jurisdiction_id=jurisdiction_by_code(args.jurisdiction).id, ground="at_large",
                            animal_id=dog_id, kennel_id=args.kennel or None, on=date.today())
    print(f"I {taken.impound_id}", flush=True)
    bill = impound_release.bill(taken.impound_id, date.today())
    done = impound_release.reclaim(clerk, taken.impound_id, on=date.today(),
                                   payment=PaymentInput("cash", bill.due_cents) if bill.due_cents else None)
    print(f"R {taken.impound_id} {done.receipt.payment_id if done.receipt else '-'}", flush=True)
    applicant = owners.create_owner(clerk, jurisdiction_id=jurisdiction_by_code("worthington").id,
                                    first_name=f"{args.label}{i}", last_name="Breeder", phone="507-555-0100")
    app = permits.record_application(clerk, owner_id=applicant.id, permit_type="breeder_hobbyist",
                                     description="Labrador breeding kennel")
    permits.deny_application(officer, app.application_id, reasons=["the kennel is too small"])
    print(f"D {app.application_id}", flush=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
