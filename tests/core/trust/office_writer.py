"""A workstation in a separate process, for the crash and two-workstation tests.

    python -m tests.core.trust.office_writer DB_URL USERNAME COUNT [--wait FILE] [--label L]

Opens the office database, then records COUNT front-desk visits: a new owner, a dog, its
rabies certificate and a license, paid at once or afterwards. Each line it prints names what
was just COMMITTED, and is printed (and flushed) only after the transaction returned:

    L <license id> <license number> <tag> <payment id or ->
    P <payment id> <charge id>,<charge id>...
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
    args = parser.parse_args(argv)

    from animaloffice.config import parse_database_url
    from animaloffice.domain import licensing as rules
    from animaloffice.persistence.db import open_database
    from animaloffice.persistence.models import User
    from animaloffice.services import animals, licensing, owners, payments
    from animaloffice.services.jurisdictions import jurisdiction_by_code, profile_for
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
                                    last_name="Writer", phone="507-555-0100")
        dog = animals.create_animal(actor, jurisdiction_id=jid, owner_id=owner.id, species="dog",
                                    name=f"Dog{i}", altered=True,
                                    birth_date=today - timedelta(days=1000))
        animals.record_vaccination(actor, dog.id, vaccinated_on=today - timedelta(days=3),
                                   veterinarian="Dr. Process")
        if i % 2 == 0:
            issued = licensing.issue_license(actor, animal_id=dog.id,
                                             payment=PaymentInput("cash", fee))
            print(f"L {issued.license_id} {issued.number} {issued.tag_number} "
                  f"{issued.receipt.payment_id}", flush=True)
        else:
            issued = licensing.issue_license(actor, animal_id=dog.id)
            print(f"L {issued.license_id} {issued.number} {issued.tag_number} -", flush=True)
            due = payments.unpaid_charges(subject_table="license", subject_id=issued.license_id)
            receipt = payments.pay_charges(actor, [c.id for c in due],
                                           PaymentInput("check", sum(c.amount_cents for c in due),
                                                        reference=f"{args.label}{i}"))
            print(f"P {receipt.payment_id} {','.join(str(c.id) for c in due)} "
                  f"{receipt.receipt_number}", flush=True)
    print("DONE", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
