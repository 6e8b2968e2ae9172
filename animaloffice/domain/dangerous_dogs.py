"""Potentially dangerous and dangerous dogs, Minn. Stat. §§ 347.50-347.565 (rule MN-347.50).

State law, so it applies in every city's profile (a city may be stricter, 347.53).

- A declaration is of a *potentially dangerous* or a *dangerous* dog, on one of
  the statutory grounds (347.50 subds. 2-3; the profile's ``dangerous_dog_grounds``).
- The owner is sent a notice with a hearing-request form; a hearing before an
  impartial hearing officer must be requested within ``dangerous_dog_hearing_days``
  (14) of the date of the notice, counted by MN-645.15 (347.541).
- A dangerous dog must be registered (347.51): proper enclosure, a warning sign
  posted, a surety bond or liability insurance of at least the amount the law
  sets (the profile's ``dangerous_dog.insurance_minimum``), a microchip (347.515,
  potentially dangerous dogs too) and the yearly fee. The office gives
  ``dangerous_dog_registration_days`` (14) after the notice (after 14 days an
  unregistered dog may be seized, 347.54); a decision that affirms the
  declaration gives ``dangerous_dog_compliance_days`` (14) from the owner's receipt
  of it (a mailed decision is taken as received ``decision_mail_days`` after it was sent).
- The owner of a dangerous dog also has it sterilized within ``dangerous_dog_sterilization_days``
  (30) of the notice (347.52 (d)) and keeps the standardized tag on its collar (347.51, subd. 7):
  on the checklist as duties, not conditions of the certificate.
- Registration is renewed every year (347.52); from ``dangerous_dog_review_months``
  (6) after the declaration the owner may ask, once a year, for a review of the
  dangerous-dog designation (347.51 subd. 3a).

Every date is an ``Explained`` value: the rule, the inputs, the steps.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from .deadlines import add_months, add_years, deadline_to_act
from .decision_receipt import decision_receipt
from .explain import Explained, fmt_date
from .money import fmt_cents
from .profiles import ListItem, Profile
from .statuses import DANGEROUS_DOG_OPEN

RULE = "MN-347.50"
KINDS = ("potentially_dangerous", "dangerous")
KIND_WORDS = {"potentially_dangerous": "potentially dangerous dog", "dangerous": "dangerous dog"}
INSURANCE_KINDS = ("insurance", "bond")
INSURANCE_WORDS = {"insurance": "liability insurance policy", "bond": "surety bond"}
REGISTRATION_FEE = "dangerous_dog.registration"
INSURANCE_MINIMUM = "dangerous_dog.insurance_minimum"


def kind_words(kind: str) -> str:
    return KIND_WORDS.get(kind, kind.replace("_", " "))


# --- grounds -----------------------------------------------------------------------------

def grounds(profile: Profile, kind: str | None = None) -> tuple[ListItem, ...]:
    """The statutory grounds (347.50 subds. 2-3) from the profile, those for `kind` if given."""
    items = profile.items("dangerous_dog_grounds")
    return tuple(i for i in items if kind is None or i.extra.get("kind") == kind)


def ground_label(item: ListItem) -> str:
    subd = item.extra.get("subd")
    return f"{item.text} (§ 347.50, subd. {subd})" if subd else item.text


def ground_refusals(profile: Profile, kind: str, code: str) -> list[str]:
    """Why a ground cannot support this declaration (empty when it can)."""
    item = profile.item("dangerous_dog_grounds", code)
    if item is None:
        return [f"{code!r} is not a ground in the {profile.name} profile's dangerous_dog_grounds"]
    if item.extra.get("kind") != kind:
        return [f"the ground \"{item.text}\" supports a declaration of a "
                f"{kind_words(item.extra.get('kind', ''))}, not of a {kind_words(kind)}"]
    return []


# --- dates -------------------------------------------------------------------------------

def _noted(e: Explained[date], first: str, part: tuple[str, dict[str, Any]] | None = None) -> Explained[date]:
    """``e`` with a first step (and, where its steps have phrase keys, the step's own: ``part``)."""
    parts = (part, *e.parts) if part is not None and e.parts else ()
    return replace(e, steps=(first, *e.steps), parts=parts)


def hearing_request_deadline(profile: Profile, notice_on: date) -> Explained[date]:
    """The last day to request a hearing: the date of the notice + 14 days, by MN-645.15 (347.541)."""
    days = profile.period("dangerous_dog_hearing_days", notice_on)
    e = deadline_to_act(notice_on, days, profile.calendar, rule_id=RULE,
                        what="the last day to request a hearing before an impartial hearing officer",
                        start_label="the notice was issued")
    return _noted(e, f"a hearing must be requested within {days} days of the date of the notice "
                     f"({profile.cite('dangerous_dog_hearing')})",
                  ("dd_hearing_within", {"days": days, "citation": profile.cite("dangerous_dog_hearing")}))


def registration_deadline(profile: Profile, notice_on: date) -> Explained[date]:
    """The last day to register (and meet 347.51-347.52) after the notice, by MN-645.15."""
    days = profile.period("dangerous_dog_registration_days", notice_on)
    e = deadline_to_act(notice_on, days, profile.calendar, rule_id=RULE,
                        what="the last day to register the dog", start_label="the notice was issued")
    return _noted(e, f"a dog not registered {days} days after the notice may be seized "
                     f"({profile.cite('dangerous_dog_seizure')})",
                  ("dd_register_within", {"days": days, "citation": profile.cite("dangerous_dog_seizure")}))


def compliance_deadline(profile: Profile, decided_on: date, *,
                        sent_by: str = "in_person",  # pragma: no mutate (any way not mailed counts the same)
                        received_on: date | None = None) -> Explained[date]:
    """After a decision that affirms the declaration: 14 days from the owner's receipt of it to
    comply, by MN-645.15 (347.541). The day of receipt is ``decision_receipt``'s: a mailed decision
    is taken as received ``decision_mail_days`` after it was sent, unless the office records a
    later day. Counted from the decision's own day, a mailed decision left the owner less time
    than the statute gives."""
    days = profile.period("dangerous_dog_compliance_days", decided_on)
    receipt = decision_receipt(profile, decided_on, sent_by=sent_by, received_on=received_on)
    e = deadline_to_act(receipt.start, days, profile.calendar, rule_id=RULE,
                        what="the last day to comply with the registration requirements", start_label=receipt.label)
    return _noted(e, f"an owner whose dog's declaration is affirmed has {days} days from receipt of the "
                     f"decision to comply ({profile.cite('dangerous_dog_hearing')}); {receipt.basis}")


def sterilization_deadline(profile: Profile, notice_on: date, comply_by: date | None = None) -> Explained[date]:
    """The last day to have a dangerous dog sterilized at the owner's expense (347.52 (d)): 30 days
    from the date of the declaration notice, by MN-645.15; if not done, the animal control
    authority seizes the dog and has it done at the owner's expense.

    A hearing requested in time holds it (until the decision only 347.52 (a) and (c) apply,
    347.541); a decision that affirms gives 14 days from its receipt to comply with the rest, so
    the last day is then the later of the two (`comply_by`, the case's day to comply)."""
    days = profile.period("dangerous_dog_sterilization_days", notice_on)
    cite = profile.cite("dangerous_dog_sterilization")
    e = deadline_to_act(notice_on, days, profile.calendar, rule_id=RULE,
                        what="the last day to have the dog sterilized", start_label="the notice was issued")
    e = _noted(e, f"the owner of a dangerous dog has it sterilized at the owner's expense within {days} days; "
                  f"if not, the animal control authority seizes it and has it done at the owner's expense ({cite})",
               ("dd_sterilize_within", {"days": days, "citation": cite}))
    if comply_by is not None and comply_by > e.value:
        steps = (*e.steps, f"the decision that affirmed the declaration gives until {fmt_date(comply_by)} to comply "
                           f"with the other requirements ({profile.cite('dangerous_dog_hearing')}), which is later",
                 f"so the dog is to be sterilized by {fmt_date(comply_by)}")
        # deadline_to_act gives every step its phrase, so the later day's phrase follows them
        parts = (*e.parts, ("dd_sterilize_later", {"end": comply_by, "citation": profile.cite("dangerous_dog_hearing")}))
        return Explained(comply_by, RULE, {**e.inputs, "comply_by": comply_by}, steps, parts)
    return e


def renewal_due(profile: Profile, term_start: date) -> Explained[date]:
    """A registration runs a year: renewal is due on the same date a year later (347.52)."""
    due = add_years(term_start, 1)
    steps = (f"the registration year began on {fmt_date(term_start)}",
             f"registration is renewed every year ({profile.cite('dangerous_dog_requirements')})",
             f"so the renewal is due by {fmt_date(due)}")
    parts = (("dd_renewal_start", {"start": term_start}),
             ("dd_renewal_yearly", {"citation": profile.cite("dangerous_dog_requirements")}),
             ("dd_renewal_due", {"end": due}))
    return Explained(due, RULE, {"term_start": term_start}, steps, parts)


def renewed_term_start(previous_due: date, renewed_on: date) -> Explained[date]:
    """A renewal on or before the due date continues the year from the due date; a late one
    starts a new year on the day it is renewed."""
    if renewed_on <= previous_due:
        steps = (f"the registration was due for renewal on {fmt_date(previous_due)}",
                 f"it was renewed on {fmt_date(renewed_on)}, on time",
                 f"so the new year runs from {fmt_date(previous_due)}")
        start = previous_due
    else:
        steps = (f"the registration was due for renewal on {fmt_date(previous_due)}",
                 f"it was renewed on {fmt_date(renewed_on)}, after it lapsed",
                 f"so the new year runs from {fmt_date(renewed_on)}")
        start = renewed_on
    return Explained(start, RULE, {"previous_due": previous_due, "renewed_on": renewed_on}, steps)


def review_from(profile: Profile, declared_on: date, last_review_on: date | None = None) -> Explained[date]:
    """The first day the owner may ask for a review of a dangerous-dog designation:
    6 months after the declaration, then a year after the last review (347.51 subd. 3a)."""
    months = profile.period("dangerous_dog_review_months", declared_on)
    first = add_months(declared_on, months)
    cite = profile.cite("dangerous_dog_review")
    steps = [f"the dog was declared on {fmt_date(declared_on)}",
             f"a review may be asked for from {months} months after the declaration, then once a year ({cite})",
             f"{months} months after the declaration is {fmt_date(first)}"]
    day = first
    if last_review_on is not None:
        yearly = add_years(last_review_on, 1)
        steps.append(f"the last review was asked for on {fmt_date(last_review_on)}; a year later is "
                     f"{fmt_date(yearly)}")
        day = max(first, yearly)
    steps.append(f"so the owner may ask for a review from {fmt_date(day)}")
    return Explained(day, RULE, {"declared_on": declared_on, "last_review_on": last_review_on,
                                 "months": months}, tuple(steps))


# --- registration checklist ------------------------------------------------------------------

@dataclass(frozen=True)
class RegistrationFacts:
    """What is on file toward registration (347.51, 347.515)."""

    kind: str
    enclosure_inspected_on: date | None = None
    sign_issued_on: date | None = None
    insurance_kind: str = ""  # "" | insurance | bond
    insurance_cents: int = 0
    insurance_expires_on: date | None = None
    microchip: str = ""
    fee_paid: bool = False
    fee_paid_on: date | None = None  # the day the fee's payment was received
    altered: bool = False  # the dog's record says it is spayed or neutered
    sterilized_on: date | None = None  # the day the office recorded it done, for this case
    sterilized_by: str = ""  # the veterinarian or clinic
    sterilize_by: Explained[date] | None = None  # 347.52 (d), once the notice is sent
    tag_number: str = ""  # the standardized dangerous-dog tag (347.51, subd. 7)
    tag_issued_on: date | None = None


@dataclass(frozen=True)
class ChecklistItem:
    code: str  # enclosure | sign | insurance | microchip | fee | sterilization | tag
    label: str
    met: bool
    detail: str
    citation: str
    registers: bool = True  # needed before the certificate (347.51, subd. 2); else an owner's duty (347.52)
    due: date | None = None


@dataclass(frozen=True)
class Checklist:
    kind: str
    items: tuple[ChecklistItem, ...]

    @property
    def missing(self) -> tuple[ChecklistItem, ...]:
        """What the certificate of registration still needs."""
        return tuple(i for i in self.items if not i.met and i.registers)

    @property
    def duties(self) -> tuple[ChecklistItem, ...]:
        """What the owner must still do that does not hold up the certificate (sterilization, the tag)."""
        return tuple(i for i in self.items if not i.met and not i.registers)

    @property
    def complete(self) -> bool:
        return not self.missing

    def missing_text(self) -> str:
        return "; ".join(f"{i.label}: {i.detail}" for i in self.missing)


def registration_checklist(profile: Profile, facts: RegistrationFacts, on: date) -> Checklist:
    """What registration needs, item by item, and what is still missing on `on`.

    A dangerous dog: enclosure, warning sign, bond or insurance, microchip, the
    fee (347.51, 347.515), which the certificate needs; and the owner's other
    duties, sterilization within 30 days (347.52 (d)) and the standardized tag
    (347.51, subd. 7), which do not hold it up. A potentially dangerous dog needs
    no registration under the statute, only the microchip (347.515). An item
    dated after `on` was not yet on file that day.
    """
    items = [_microchip(profile, facts)]
    if facts.kind == "dangerous":
        reg = profile.cite("dangerous_dog_registration")
        items = [
            _dated("enclosure", "Proper enclosure", facts.enclosure_inspected_on, on, "inspected",
                   "not yet inspected", reg),
            _dated("sign", "Warning sign posted", facts.sign_issued_on, on, "issued", "no sign issued", reg),
            _insurance(profile, facts, on),
            *items,
            _fee(profile, facts, on),
            _sterilization(profile, facts, on),
            _tag(profile, facts, on),
        ]
    return Checklist(facts.kind, tuple(items))


def _sterilization(profile: Profile, facts: RegistrationFacts, on: date) -> ChecklistItem:
    cite = profile.cite("dangerous_dog_sterilization")
    due = facts.sterilize_by.value if facts.sterilize_by is not None else None
    label = "Sterilized (spayed or neutered)"
    if facts.sterilized_on is not None and facts.sterilized_on > on:
        return ChecklistItem("sterilization", label, False, f"recorded on {fmt_date(facts.sterilized_on)}, after "
                             f"{fmt_date(on)}", cite, False, due)
    if facts.altered or facts.sterilized_on is not None:
        when = f" on {fmt_date(facts.sterilized_on)}" if facts.sterilized_on else ""
        by = f" by {facts.sterilized_by}" if facts.sterilized_by else ""
        return ChecklistItem("sterilization", label, True, f"done{when}{by}" if when or by
                             else "the dog's record says it is spayed or neutered", cite, False, due)
    if due is None:
        days = profile.period("dangerous_dog_sterilization_days", on)
        return ChecklistItem("sterilization", label, False, f"not yet; due {days} days from the notice", cite, False)
    late = ", overdue: the dog is to be seized and sterilized at the owner's expense" if on > due else ""
    return ChecklistItem("sterilization", label, False, f"not yet; due by {fmt_date(due)}{late}", cite, False, due)


def _tag(profile: Profile, facts: RegistrationFacts, on: date) -> ChecklistItem:
    cite = profile.cite("dangerous_dog_tag")
    label = "Dangerous-dog tag on the collar"
    number = f", no. {facts.tag_number}" if facts.tag_number else ""
    if facts.tag_issued_on is None:
        return ChecklistItem("tag", label, False, "no standardized tag issued", cite, False)
    if facts.tag_issued_on > on:
        return ChecklistItem("tag", label, False, f"issued on {fmt_date(facts.tag_issued_on)}, after "
                             f"{fmt_date(on)}", cite, False)
    return ChecklistItem("tag", label, True, f"issued on {fmt_date(facts.tag_issued_on)}{number}", cite, False)


def _dated(code: str, label: str, day: date | None, on: date, verb: str, none: str, cite: str) -> ChecklistItem:
    if day is None:
        return ChecklistItem(code, label, False, none, cite)
    if day > on:
        return ChecklistItem(code, label, False, f"{verb} on {fmt_date(day)}, after {fmt_date(on)}", cite)
    return ChecklistItem(code, label, True, f"{verb} on {fmt_date(day)}", cite)


def _microchip(profile: Profile, facts: RegistrationFacts) -> ChecklistItem:
    return ChecklistItem("microchip", "Microchip", bool(facts.microchip),
                         f"number {facts.microchip}" if facts.microchip else "no microchip number on file",
                         profile.cite("dangerous_dog_microchip"))


def _insurance(profile: Profile, facts: RegistrationFacts, on: date) -> ChecklistItem:
    minimum = profile.fee(INSURANCE_MINIMUM, on)
    cite = profile.cite("dangerous_dog_registration")
    label = "Surety bond or liability insurance"
    if facts.insurance_kind not in INSURANCE_KINDS:
        return ChecklistItem("insurance", label, False,
                             f"none on file (at least {fmt_cents(minimum)} is required)", cite)
    what = INSURANCE_WORDS[facts.insurance_kind]
    if facts.insurance_cents < minimum:
        return ChecklistItem("insurance", label, False, f"the {what} of {fmt_cents(facts.insurance_cents)} is "
                             f"less than the {fmt_cents(minimum)} required", cite)
    if facts.insurance_expires_on is not None and facts.insurance_expires_on < on:
        return ChecklistItem("insurance", label, False,
                             f"the {what} expired on {fmt_date(facts.insurance_expires_on)}", cite)
    until = f", in force until {fmt_date(facts.insurance_expires_on)}" if facts.insurance_expires_on else ""
    return ChecklistItem("insurance", label, True, f"{what} of {fmt_cents(facts.insurance_cents)}{until}", cite)


def _fee(profile: Profile, facts: RegistrationFacts, on: date) -> ChecklistItem:
    fee = profile.fee(REGISTRATION_FEE, on)
    cite = profile.cite("dangerous_dog_registration")
    if facts.fee_paid and facts.fee_paid_on is not None and facts.fee_paid_on > on:
        return ChecklistItem("fee", "Registration fee", False,
                             f"paid on {fmt_date(facts.fee_paid_on)}, after {fmt_date(on)}", cite)
    return ChecklistItem("fee", "Registration fee", facts.fee_paid,
                         f"{fmt_cents(fee)} paid" if facts.fee_paid else f"{fmt_cents(fee)} not yet paid", cite)


def registration_fee(profile: Profile, on: date) -> Explained[int]:
    return profile.fee_explained(REGISTRATION_FEE, on, rule_id=RULE)


OPEN = DANGEROUS_DOG_OPEN  # the name the dangerous-dog services read
