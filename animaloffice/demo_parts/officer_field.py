"""Demo records for the officer's field work, per jurisdiction, through the services.

Calls for service in every state: a new urgent call nobody is assigned yet, an assigned one
being worked, calls closed with each outcome (no violation, a warning with its letter, a notice
to comply, a violation recorded, an impound, a referral), one reopened, and repeat complaints at
one address (three in a month). A bite report with its 10-day observation and its report to the
health department. Photos on the impounds held. A veterinary clinic's rabies report, with dogs
and cats in it that have no license (where the city licenses), and a letter sent for one.

Callers and victims have names, telephones and addresses of their own, so a test can look for
them on every paper an owner receives and find none.
"""
from __future__ import annotations

import io
import random
from datetime import date, datetime, time, timedelta

from ..domain.roles import Actor
from ..persistence.models.animals import Animal
from ..persistence.models.base import now
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import License
from ..persistence.models.office import User
from ..persistence.models.people import Owner

CALLERS = (("Marguerite Oyelaran-Pike", "320-555-0187", "4410 Quarry Ridge Rd"),
           ("Thaddeus Quennell", "320-555-0112", "18 Wrenfield Ct"),
           ("Priya Venkataraman-Holt", "320-555-0163", "902 Larkspur Ln"),
           ("Ingrid Ashdown", "320-555-0135", "55 Tamarack Trl"),
           ("Bartholomew Szymanek", "320-555-0171", "3 Fennimore Pl"))
VICTIM = ("Colette Abernathy-Ruiz", "320-555-0144", "77 Birchwood Ct")
CLINICS = {"tracy": ("Tracy Veterinary Clinic", "Dr. Karen Lindahl"),
           "worthington": ("Worthington Animal Hospital", "Dr. Lars Ose")}


def _officer() -> str:
    user = (User.select().where(User.active & User.role.in_(("officer", "administrator")))
            .order_by((User.role == "officer").desc(), User.id).first())
    return user.username if user else ""


def _at(today: date, days_ago: int, hour: int) -> datetime:
    moment = datetime.combine(today - timedelta(days=days_ago), time(hour, 10))
    return min(moment, now() - timedelta(minutes=5))


def photo(label: str, colour: tuple[int, int, int]) -> bytes:
    """A small JPEG standing in for a photo taken at intake: a coloured frame, an animal's outline, a label."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (480, 360), colour)
    draw = ImageDraw.Draw(img)
    draw.rectangle((12, 12, 467, 347), outline=(255, 255, 255), width=4)
    draw.ellipse((150, 130, 330, 250), fill=(90, 62, 40))  # body
    draw.ellipse((300, 90, 380, 170), fill=(90, 62, 40))  # head
    for x in (170, 200, 280, 305):
        draw.rectangle((x, 235, x + 14, 300), fill=(90, 62, 40))
    draw.text((24, 24), label, fill=(255, 255, 255))
    out = io.BytesIO()
    img.save(out, format="JPEG", quality=80)
    return out.getvalue()


def populate(actor: Actor, rng: random.Random, jurisdiction_id: int, profile, today: date) -> None:
    if not profile.items("call_kinds"):
        return
    _calls(actor, rng, jurisdiction_id, profile, today)
    _bite(actor, rng, jurisdiction_id, profile, today)
    _photos(actor, jurisdiction_id, today)
    _rabies_report(actor, rng, jurisdiction_id, profile, today)


def _pet_owner(actor, rng, jid, profile, today, name: str):
    from .impounds import _owner_and_pet

    return _owner_and_pet(actor, rng, jid, profile.code, "dog", name, altered=False, chip=False)


def _calls(actor, rng, jid, profile, today) -> None:
    from ..persistence.models.field import Call
    from ..services import call_letters, calls, impounds

    officer = _officer()
    has = lambda code: profile.item("call_kinds", code) is not None  # noqa: E731
    cited = "noise" if has("noise") and profile.item("call_kinds", "noise").rule_id else "at_large"
    callers = iter(CALLERS * 3)

    def take(kind, days_ago, hour, *, owner=None, animal=None, address="", priority="normal", text="", assign=True):
        name, phone, home = next(callers)
        info = calls.record_call(actor, jurisdiction_id=jid, kind=kind, received_at=_at(today, days_ago, hour),
                                 caller_name=name, caller_phone=phone, caller_address=home, owner_id=owner,
                                 animal_id=animal, address=address, priority=priority, description=text,
                                 officer=officer if assign else "")
        return info.id

    def visit(call_id, days_ago, hour, notes):
        calls.add_visit(actor, call_id, visited_at=_at(today, days_ago, hour), notes=notes,
                        officer="Officer Dahl" if profile.code == "tracy" else "Officer Moua")

    # repeat complaints at one address: three in a month (a warning, a notice to comply, one open)
    owner, dog = _pet_owner(actor, rng, jid, profile, today, "Bruno")
    first = take(cited, 26, 22, owner=owner, animal=dog, text="Dog barking for hours every night"
                 if cited == "noise" else "Dog loose on the street again")
    visit(first, 25, 21, "Heard the dog from the street for twenty minutes; spoke to the owner.")
    call_letters.send_warning(actor, first, on=today - timedelta(days=25),
                              findings="The officer heard the dog for twenty minutes from the street.")
    calls.close_call(actor, first, outcome="warning", on=today - timedelta(days=25))
    second = take(cited, 13, 23, owner=owner, animal=dog, text="Same dog, same problem")
    visit(second, 12, 22, "The problem goes on; the owner was not home.")
    call_letters.send_notice_to_comply(actor, second, on=today - timedelta(days=12),
                                       findings="The officer found the same problem again twelve days after the "
                                                "warning.")
    calls.close_call(actor, second, outcome="notice_to_comply", on=today - timedelta(days=12))
    third = take(cited, 1, 23, owner=owner, animal=dog, priority="high", text="It is still going on")
    visit(third, 0, 9, "Follow-up due after the day to comply.")

    # new: urgent, nobody assigned yet
    take("welfare_check" if has("welfare_check") else cited, 0, 0, priority="urgent", assign=False,
         address="Centennial Park lot" if profile.code == "worthington" else "Tracy Aquatic Center lot",
         text="Dog shut in a parked car, windows up")
    # assigned, being worked: a dog at large
    o2, d2 = _pet_owner(actor, rng, jid, profile, today, "Sadie")
    working = take("at_large", 0, 0, owner=o2, animal=d2, priority="high", text="Dog running loose near the school")
    visit(working, 0, 0, "Searched the blocks around the school; not found yet.")
    # closed: no violation found
    o3, d3 = _pet_owner(actor, rng, jid, profile, today, "Maple")
    quiet = take(cited, 40, 14, owner=o3, animal=d3, text="Dog left out without water")
    visit(quiet, 39, 10, "Water bowl full, shade in the yard; nothing wrong found.")
    calls.close_call(actor, quiet, outcome="no_violation", on=today - timedelta(days=39))
    # closed: a violation recorded from the call
    o4, d4 = _pet_owner(actor, rng, jid, profile, today, "Tank")
    seen = take("unsanitary" if has("unsanitary") else "at_large", 20, 9, owner=o4, animal=d4,
                text="Yard full of feces, smell across the fence" if has("unsanitary") else "Dog loose again")
    visit(seen, 19, 11, "Confirmed on the visit; photographs taken.")
    calls.record_violation_for_call(actor, seen, occurred_on=today - timedelta(days=19),
                                    evidence="Confirmed on the officer's visit; photographs taken.")
    calls.close_call(actor, seen, outcome="violation", on=today - timedelta(days=19))
    # closed: a stray picked up and impounded
    stray = take("stray", 6, 8, address="Oxford St and Humiston Ave" if profile.code == "worthington"
                 else "Harvey St and Fifth St", text="Loose dog, no collar, friendly")
    taken = impounds.intake(actor, jurisdiction_id=jid, ground="at_large", on=today - timedelta(days=6),
                            new_animal={"species": "dog", "breed": "Terrier mix", "colour": "white", "age_months": 24},
                            found_place=Call.get_by_id(stray).address, found_detail="off_property")
    calls.link_to_call(actor, stray, subject_table="impound", subject_id=taken.impound_id)
    calls.close_call(actor, stray, outcome="impound", on=today - timedelta(days=6))
    # closed: referred to another agency
    wild = take("wildlife" if has("wildlife") else "other", 9, 16, address="Lake Okabena beach"
                if profile.code == "worthington" else "Craig Ave by the park", text="Injured deer by the road")
    calls.close_call(actor, wild, outcome="referral", referred_to="Minnesota DNR conservation officer",
                     on=today - timedelta(days=9))
    # reopened: closed, then the problem came back
    o5, d5 = _pet_owner(actor, rng, jid, profile, today, "Gus")
    back = take("neglect" if has("neglect") else cited, 15, 10, owner=o5, animal=d5, text="Dog chained with no shelter")
    visit(back, 14, 15, "A dog house was put up while the officer waited.")
    calls.close_call(actor, back, outcome="no_violation", on=today - timedelta(days=14))
    calls.reopen_call(actor, back, reason="The caller reports the dog house was taken away again.")


def _bite(actor, rng, jid, profile, today) -> None:
    from ..services import bites, calls
    from .impounds import _facility, _free

    _, kennels = _facility(actor, profile.code, profile)
    owner, dog = _pet_owner(actor, rng, jid, profile, today, "Bear")
    call = calls.record_call(actor, jurisdiction_id=jid, kind="bite", received_at=_at(today, 3, 17), owner_id=owner,
                             animal_id=dog, caller_name=VICTIM[0], caller_phone=VICTIM[1], caller_address=VICTIM[2],
                             address="City park, north entrance", priority="urgent", description="A child was bitten on the arm at the park",
                             officer=_officer())
    info = bites.record_bite(actor, jurisdiction_id=jid, bitten_on=today - timedelta(days=3), bitten_time="4:30 pm",
                             place="City park, north entrance", animal_id=dog, call_id=call.id, provoked="no",
                             injury="minor", injury_notes="Two punctures, left forearm",
                             medical_care="Seen at the clinic the same day", off_owner_property=True,
                             victim_name=VICTIM[0], victim_phone=VICTIM[1], victim_address=VICTIM[2],
                             victim_age_group="5_to_17")
    bites.report_to_health(actor, info.id, reported_on=today - timedelta(days=3),
                           reported_to="Minnesota Department of Health, zoonotic diseases")
    impound_id = bites.start_quarantine(actor, info.id, on=today - timedelta(days=3),
                                        kennel_id=_free(kennels, "quarantine") or _free(kennels, "isolation"))
    from ..services.impound_notices import send_quarantine_notice  # T-6D5: the owner told the same day

    send_quarantine_notice(actor, impound_id, on=today - timedelta(days=3), method="in_person")


def _photos(actor, jid, today) -> None:
    from ..services import attachments

    held = list(Impound.select().where((Impound.jurisdiction == jid) & (Impound.status == "held")
                                       & Impound.voided_at.is_null()).order_by(Impound.id).limit(4))
    colours = ((94, 129, 172), (163, 190, 140), (208, 135, 112), (180, 142, 173))
    for i, imp in enumerate(held):
        attachments.attach(actor, subject_table="impound", subject_id=imp.id, file_name=f"{imp.number}-intake.jpg",
                           data=photo(f"{imp.number} at intake", colours[i % len(colours)]),
                           caption="At intake, front")
        if i == 0:
            attachments.attach(actor, subject_table="impound", subject_id=imp.id, file_name=f"{imp.number}-side.jpg",
                               data=photo(f"{imp.number}, left side", colours[(i + 1) % len(colours)]),
                               caption="At intake, left side")


def _rabies_report(actor, rng, jid, profile, today) -> None:
    from ..queries.rabies_reports import unlicensed_vaccinated
    from ..services import rabies_letters, rabies_reports

    clinic, vet = CLINICS.get(profile.code, (f"{profile.name} Veterinary Clinic", "Dr. A. Vet"))
    city = profile.text.get("mailing_city", profile.name.replace("City of ", ""))
    zipcode = {"tracy": "56175", "worthington": "56187"}.get(profile.code, "56000")
    given = today - timedelta(days=12)
    lines = ["owner_last_name,owner_first_name,address_line1,city,postal_code,animal_name,species,breed,microchip,"
             "rabies_tag,vaccinated_on,duration_years,veterinarian"]
    # animals on record with a microchip and a license: their certificates are filed
    licensed = (Animal.select(Animal, Owner).join(Owner, on=(Animal.owner == Owner.id))
                .join(License, on=(License.animal == Animal.id))
                .where((Animal.jurisdiction == jid) & Animal.microchip.is_null(False) & (Animal.status == "active")
                       & Animal.voided_at.is_null() & (License.status == "active"))
                .order_by(Animal.id).limit(3))
    for n, a in enumerate(licensed):
        lines.append(f"{a.owner.last_name},{a.owner.first_name},,{city},{zipcode},{a.name},{a.species},{a.breed},"
                     f"{a.microchip},R-{7000 + n},{given:%m/%d/%Y},3,{vet}")
    # dogs and cats new to the records: the owners have no license for them
    for n, (last, first, street, pet, species) in enumerate((
            ("Nguyen", "Linh", "402 Fifth St", "Bao", "cat"), ("Haugen", "Per", "17 Prairie Ave", "Tucker", "dog"),
            ("Mbeki", "Zola", "250 Elm St", "Nala", "dog"), ("Larsen", "Ruth", "9 Ridge Rd", "Biscuit", "cat"))):
        lines.append(f"{last},{first},{street},{city},{zipcode},{pet},{species},,,R-{7100 + n},{given:%m/%d/%Y},"
                     f"{1 if n % 2 else 3},{vet}")
    # an owner outside the city: kept with the report only
    lines.append(f"Olson,Britt,11 Main St,Marshall,56258,Rocky,dog,,,R-7200,{given:%m/%d/%Y},3,{vet}")
    report = rabies_reports.import_rabies_report(actor, "\n".join(lines) + "\n", jurisdiction_id=jid, clinic=clinic,
                                                 received_on=today - timedelta(days=10), dry_run=False,
                                                 file_name=f"{clinic} rabies certificates.csv")
    if not report.committed:
        raise RuntimeError("; ".join(r.text() for r in report.refused))
    listed = unlicensed_vaccinated(jid, today)
    if listed and profile.enforces("licensing"):
        rabies_letters.send_license_letters(actor, [listed[-1].animal_id], jurisdiction_id=jid,
                                            on=today - timedelta(days=8))
