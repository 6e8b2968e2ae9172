"""Licensing actions at the front desk: issue, renew, exempt, replace a tag, void.

Each action is one transaction: it checks the T-3A rules, assigns the tag,
charges the profile's fee for the day, takes the payment if one is given,
and writes the audit log. Transfers (T-3C) are in ``animals.transfer_animal``, the tag
stock and tag numbering in ``tag_numbers``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import errors, license_terms, validate
from ..domain import licensing as rules
from ..domain.errors import RuleViolation, ValidationError
from ..domain.receipts import Receipt
from ..domain.roles import Actor
from ..domain.statuses import AnimalStatus, ImpoundStatus, LicenseStatus
from ..persistence.fetch import fetch
from ..persistence.models.animals import Animal, Vaccination
from ..persistence.models.impounds import Impound
from ..persistence.models.licensing import Exemption, License, TagMark
from ..persistence.profiles import profile_for
from ..queries.certificate_status import certificate_status_for, shots_for
from . import audit
from .common import lock_counter, save_versioned
from .license_checks import age_exemption_refusals, check_application, owner_changes
from .numbering import next_record_number
from .office_action import OfficeAction
from .payments import PaymentInput, add_charge, settle, void_fees_of, waive_charges
from .tag_numbers import check_tag, next_tag_number, taking_tag

AGAIN = ": try again for the next free tag"


@dataclass(frozen=True)
class IssuedLicense:
    license_id: int
    number: str
    tag_number: int
    year: int
    expires_on: date | None
    fee_cents: int
    fee_explanation: str
    receipt: Receipt | None


def issue_license(actor: Actor, *, animal_id: int, on: date | None = None, year: int | None = None,
                  tag_number: int | None = None, vaccination_id: int | None = None,
                  payment: PaymentInput | None = None, grandfathered: bool = False,
                  fee_cents: int | None = None, renewal_of: int | None = None,
                  converted_from_number: str = "", converted_from_date: date | None = None,
                  waiver_reason: str = "", reclaim_of: int | None = None) -> IssuedLicense:
    """Issue a license (T-3A): current rabies certificate required, profile fee, next tag.

    The license is issued upon its fee (T-3A): the sale takes the ``payment`` in the same
    transaction, or an administrator waives the fee with a ``waiver_reason``; a $0 fee needs
    neither. The application must state the profile's facts (the animal's name, sex, birth
    date, the owner's mailing address) whatever the path (``check_application``). At a reclaim (``reclaim_of``: the impound, T-6B) the fee joins the reclaim bill,
    and the animal is not released until that bill is paid.

    ``fee_cents`` overrides the profile fee only for an administrator (a waiver);
    ``grandfathered`` records the conversion of a permanent license issued before the 2017
    amendment (lifetime, T-3A): the old license's number and date are required, and no yearly
    fee is charged for it. A dog or cat under 4 months is exempt (T-7C): it is not charged.
    """
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    grandfathered = validate.boolean("grandfathered", grandfathered)
    converted_from_number = validate.text("converted_from_number", converted_from_number, max_len=40)
    converted_from_date = validate.day("converted_from_date", converted_from_date, required=False,
                                       not_after=on)
    waiver_reason = validate.text("waiver_reason", waiver_reason, max_len=300, multiline=True)
    if waiver_reason and payment is not None and fee_cents is None:  # (with a fee set: why it was set)
        raise ValidationError("waiver_reason", "take the payment or waive the fee, not both")
    with act:
        animal = fetch(Animal, animal_id, "animal_id")
        if reclaim_of is not None:
            held = fetch(Impound, reclaim_of, "reclaim_of")
            if held.animal_id != animal.id or held.status != ImpoundStatus.HELD:
                raise ValidationError("reclaim_of", f"impound {held.number} does not hold this animal", reclaim_of)
        if animal.owner_id is None:
            raise ValidationError("owner_id", "the animal has no owner on record; record the owner first")
        if animal.status != AnimalStatus.ACTIVE:
            raise ValidationError("animal_id", f"the animal is recorded as {animal.status}")
        if renewal_of is not None:  # the license renewed: this animal's own, never another's
            renewed = fetch(License, renewal_of, "renewal_of")
            if renewed.animal_id != animal.id:
                raise ValidationError("renewal_of", f"license {renewed.number} is not this animal's license",
                                      renewal_of)
            renewal_of = renewed.id
        profile = profile_for(animal.jurisdiction_id)
        check_application(profile, animal, renewal=renewal_of is not None)  # on every path: desk, reclaim, import
        shots = shots_for(animal.id)
        refusals = rules.license_refusals(profile, species=animal.species, birth_date=animal.birth_date,
                                          shots=shots, on=on)
        if refusals:
            raise RuleViolation(refusals, field="vaccination" if any("certificate" in r.reason for r in refusals)
                                else "animal_id")
        if not grandfathered and (young := age_exemption_refusals(profile, animal, on)):
            raise RuleViolation(young, field="exemption")
        if grandfathered and (not_lifetime := license_terms.lifetime_refusals(
                profile, converted_from_number=converted_from_number, converted_from_date=converted_from_date,
                birth_date=animal.birth_date, owner_changes=owner_changes(animal.id), on=on)):
            raise RuleViolation(not_lifetime, field="converted_from_number"
                                if not converted_from_number.strip() else "converted_from_date")
        active = (License.select().where((License.animal == animal) & (License.status == LicenseStatus.ACTIVE)
                                         & License.voided_at.is_null()))
        year = validate.integer("year", year if year is not None else license_terms.license_year(profile, on))
        if wrong_year := license_terms.year_refusals(profile, year, on):
            raise RuleViolation(wrong_year, field="year")
        # two desks never pick one tag, nor license one animal twice: the second reads after the first
        lock_counter(f"tags:{animal.jurisdiction_id}:{year}")
        for lic in active:
            if expire_if_past(actor, lic, on):
                continue  # it ran out by itself; it did not end by the new license
            lapse = certificate_status_for(lic.id, on)
            if lapse.relicense_required:  # T-3B: the lapsed license ends; this one replaces it
                act.hold(lic)
                lic.status, lic.ended_on = "relicense", on
                lic.end_reason = (f"rabies certificate lapsed on {lapse.lapsed_on:%m/%d/%Y}; "
                                  "the animal was licensed again (T-3B)")
                act.save(lic, "license.end_on_lapse", note="T-3B")
            elif lic.term == "lifetime" or lic.year >= year:
                raise ValidationError("animal_id", f"the animal already has license {lic.number} for {lic.year}")
        if tag_number is None:
            tag = next_tag_number(animal.jurisdiction_id, year)
        else:
            tag = check_tag(animal.jurisdiction_id, year, tag_number)
        fee = rules.license_fee(profile, species=animal.species, altered=animal.altered, on=on)
        if grandfathered:
            fee = _conversion_fee(converted_from_number, converted_from_date)
        elif fee_cents is not None and fee_cents != fee.value:
            actor.require("change_fees")
            from ..domain.explain import Explained
            from ..domain.money import check_cents

            check_cents(fee_cents, "fee_cents")
            if not waiver_reason:
                raise ValidationError("waiver_reason", "say why the fee is not the profile's")
            fee = Explained(fee_cents, "T-3A", {"waived_from": fee.value},
                            (f"fee set by {actor.username} instead of the profile's "
                             f"{fee.value / 100:.2f}: {waiver_reason}",))
        if payment is None and not waiver_reason and reclaim_of is None and (
                unpaid := rules.issue_fee_refusals(profile, fee.value)):
            raise RuleViolation(unpaid, field="payment")
        vaccination = None
        if vaccination_id is not None:
            vaccination = fetch(Vaccination, vaccination_id, "vaccination")
            if vaccination.animal_id != animal.id:
                raise ValidationError("vaccination", "that certificate is for another animal")
            chosen = rules.Shot(vaccination.vaccinated_on, vaccination.duration_years, vaccination.received_on)
            if rules.license_refusals(profile, species=animal.species, birth_date=animal.birth_date,
                                      shots=[chosen], on=on):
                raise ValidationError("vaccination", f"the certificate of "
                                      f"{vaccination.vaccinated_on:%m/%d/%Y} is not current; "
                                      "choose the current one")
        else:
            current = rules.current_shot(shots, on)
            vaccination = (Vaccination.select().where((Vaccination.animal == animal)
                                                      & (Vaccination.vaccinated_on == current.vaccinated_on)
                                                      & Vaccination.voided_at.is_null()).first())
        number = next_record_number("license", animal.jurisdiction_id, year)
        lifetime = bool(grandfathered)
        with taking_tag(animal.jurisdiction_id, year, tag, again=AGAIN if tag_number is None else ""):
            row = act.create(
                License, "license.renew" if renewal_of else "license.issue", note=fee.text(),
                jurisdiction=animal.jurisdiction_id, number=number, animal=animal, owner=animal.owner_id,
                year=year, tag_number=tag, term="lifetime" if lifetime else "annual",
                grandfathered=lifetime, issued_on=on,
                expires_on=None if lifetime else rules.annual_expiry(year), status="active",
                vaccination=vaccination, renewal_of=renewal_of, fee_cents=fee.value,
                converted_from_number=converted_from_number.strip() if lifetime else "",
                converted_from_date=converted_from_date if lifetime else None)
        if lifetime:  # the old license was paid for; nothing is charged for recording it
            return IssuedLicense(row.id, number, tag, year, row.expires_on, 0, fee.text(), None)
        charge = add_charge(actor, jurisdiction_id=animal.jurisdiction_id, owner_id=animal.owner_id,
                            fee_code=f"license.{animal.species}",
                            description=f"{year} {profile.species_info(animal.species).label.lower()} "
                                        f"license {number}, tag {tag}",
                            amount=fee, on=on, subject_table="license", subject_id=row.id)
        receipt = None
        if payment is not None:
            receipt = settle(actor, jurisdiction_id=animal.jurisdiction_id, owner_id=animal.owner_id,
                             charges=[charge], payment=payment, on=on)
        elif waiver_reason and fee.value:
            waive_charges(actor, [charge], waiver_reason)
    return IssuedLicense(row.id, number, tag, year, row.expires_on, fee.value, fee.text(), receipt)


def renew_license(actor: Actor, license_id: int, *, on: date | None = None,
                  tag_number: int | None = None, payment: PaymentInput | None = None,
                  waiver_reason: str = "") -> IssuedLicense:
    """Renew: a new license for the next year, the old one expiring at its end; issued upon its
    fee like any license (T-3A)."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    with act:
        old = fetch(License, license_id, "license_id")
        if old.term == "lifetime":
            raise ValidationError("license_id", "a lifetime license is not renewed; file new "
                                  "certificates instead (T-3B)")
        if old.status not in (LicenseStatus.ACTIVE, LicenseStatus.EXPIRED):
            raise ValidationError("license_id", f"license {old.number} is {old.status} and cannot be renewed")
        animal = fetch(Animal, old.animal_id, "animal_id")
        if animal.owner_id != old.owner_id:
            raise ValidationError("license_id", "the animal has a new owner; issue a new license (T-3C)")
        year = license_terms.renewal_year(profile_for(old.jurisdiction_id), old.year, on)
        expire_if_past(actor, old, on)
        issued = issue_license(actor, animal_id=animal.id, on=on, year=year, tag_number=tag_number,
                               payment=payment, renewal_of=old.id, waiver_reason=waiver_reason)
    return issued


def expire_if_past(actor: Actor, lic: License, on: date) -> bool:
    """Mark an active license whose term ended before `on` as expired, audited as the
    expiry it is (it stays "active" in the table until then). True when it was."""
    if lic.status != LicenseStatus.ACTIVE or lic.expires_on is None or lic.expires_on >= on:
        return False
    before = audit.snapshot(lic)
    lic.status = "expired"
    save_versioned(lic)
    audit.record(actor, "license.expire", lic, before=before)
    return True


def end_licenses(actor: Actor, animal_id: int, on: date, reason: str, action: str, note: str = "") -> list[int]:
    """End the animal's licenses in force on `on` (a transfer, a death, an adoption out of the
    shelter, T-3C); one whose year was already over is marked expired instead, since it did not
    end by this. Returns the ids of the licenses ended."""
    ended = []
    for lic in License.select().where((License.animal == animal_id) & (License.status == LicenseStatus.ACTIVE)
                                      & License.voided_at.is_null()):
        if expire_if_past(actor, lic, on):
            continue
        before = audit.snapshot(lic)
        lic.status, lic.ended_on, lic.end_reason = "ended", on, reason
        save_versioned(lic)
        audit.record(actor, action, lic, before=before, note=note)
        ended.append(lic.id)
    return ended


def expire_licenses(actor: Actor, on: date | None = None) -> int:
    """Mark annual licenses past their end as expired (run daily; idempotent)."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today())
    count = 0
    with act:
        for lic in License.select().where((License.status == LicenseStatus.ACTIVE) & License.expires_on.is_null(False)
                                          & (License.expires_on < on)):
            count += expire_if_past(actor, lic, on)
    return count


def record_exemption(actor: Actor, *, animal_id: int, reason: str, on: date | None = None,
                     notes: str = "") -> int:
    """Record a T-7C exemption instead of a license."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    notes = validate.text("notes", notes, max_len=2000, multiline=True)
    with act:
        animal = fetch(Animal, animal_id, "animal_id")
        profile = profile_for(animal.jurisdiction_id)
        item = profile.item("exemptions", reason)
        if item is None:
            raise ValidationError("reason", f"{reason!r} is not an exemption in the {profile.name} profile", reason)
        if reason == "under_4_months":
            young = rules.under_license_age(profile, animal.birth_date, on)
            if not young.value:
                why = young.text().removesuffix(f" ({young.rule_id})")  # the refusal cites T-7C itself
                raise RuleViolation(errors.Refusal("T-7C", f"the animal is not under 4 months: {why}"),
                                    field="reason")
        row = act.create(Exemption, "exemption.add", note=item.text, jurisdiction=animal.jurisdiction_id,
                         animal=animal, owner=animal.owner_id, reason=reason, recorded_on=on,
                         valid_until=rules.exemption_ends(profile, reason, animal.birth_date, on), notes=notes)
    return row.id


def replace_tag(actor: Actor, license_id: int, *, reason: str = "lost", on: date | None = None,
                tag_number: int | None = None, payment: PaymentInput | None = None,
                expected_version: int | None = None) -> IssuedLicense:
    """A new tag for a lost or damaged one: the old number is retired, the fee charged."""
    act = OfficeAction(actor, "issue_license")
    on = validate.day("on", on or date.today(), not_after=date.today())
    reason = validate.choice("reason", reason, ("lost", "damaged", "stolen"))
    with act:
        lic = act.fetch(License, license_id, "license_id")
        if lic.status != LicenseStatus.ACTIVE:
            raise ValidationError("license_id", f"license {lic.number} is {lic.status}")
        profile = profile_for(lic.jurisdiction_id)
        tag_year = lic.year
        lock_counter(f"tags:{lic.jurisdiction_id}:{tag_year}")
        new_tag = (next_tag_number(lic.jurisdiction_id, tag_year) if tag_number is None
                   else check_tag(lic.jurisdiction_id, tag_year, tag_number))
        act.create(TagMark, "tag.mark", jurisdiction=lic.jurisdiction_id, year=tag_year, number=lic.tag_number,
                   status="replaced", license=lic, recorded_on=on, reason=reason)
        lic.tag_number = new_tag
        with taking_tag(lic.jurisdiction_id, tag_year, new_tag, again=AGAIN if tag_number is None else ""):
            act.save(lic, "license.replace_tag", expected_version=expected_version, note=reason)
        fee = rules.replacement_tag_fee(profile, on)
        charge = add_charge(actor, jurisdiction_id=lic.jurisdiction_id, owner_id=lic.owner_id,
                            fee_code="license.replacement_tag",
                            description=f"replacement tag {new_tag} for license {lic.number} ({reason})",
                            amount=fee, on=on, subject_table="license", subject_id=lic.id)
        receipt = None
        if payment is not None:
            receipt = settle(actor, jurisdiction_id=lic.jurisdiction_id, owner_id=lic.owner_id,
                             charges=[charge], payment=payment, on=on)
    return IssuedLicense(lic.id, lic.number, new_tag, lic.year, lic.expires_on, fee.value, fee.text(), receipt)


def void_license(actor: Actor, license_id: int, reason: str, expected_version: int | None = None,
                 *, refund: bool = False, approval=None) -> None:
    """Void a license issued by mistake; its tag number stays retired.

    Its fees not yet paid are voided with it: nobody owes for a license that is void.
    With ``refund`` its paid fees are voided too, and each payment that took them
    (when it paid for nothing else), so the day's takings no longer count them; a refund is
    an administrator's, or comes with a second person's ``approval`` (``approvals``).
    """
    act = OfficeAction(actor, "void_record")
    refund = validate.boolean("refund", refund)
    with act:
        lic = act.fetch(License, license_id, "license_id")  # the log keeps the status it had
        lic.status = "void"
        act.void(lic, reason, expected_version=expected_version, action="license.void")
        void_fees_of(actor, "license", lic.id, f"license {lic.number}", reason, refund=refund,
                     approval=approval)


def license_fee_for(jurisdiction_id: int, species: str, altered: bool | None, on: date | None = None):
    """The fee the window shows before anything is saved (T-3A, from the profile)."""
    return rules.license_fee(profile_for(jurisdiction_id), species=species, altered=altered,
                             on=on or date.today())


def replacement_fee_for(jurisdiction_id: int, on: date | None = None):
    return rules.replacement_tag_fee(profile_for(jurisdiction_id), on or date.today())


def _conversion_fee(number: str, issued: date | None):
    from ..domain.explain import Explained

    return Explained(0, "T-3A", {"converted_from": number}, (
        f"license {number.strip()} of {issued:%m/%d/%Y} was a permanent license for the life of the animal",
        "it is recorded as a lifetime license; no yearly fee is charged for it"))


def sale_years_for(jurisdiction_id: int, on: date | None = None) -> tuple[int, ...]:
    """The license years on sale (the default first), for the window's year list."""
    return license_terms.sale_years(profile_for(jurisdiction_id), on or date.today())


def first_sale_day_for(jurisdiction_id: int, year: int) -> date:
    return license_terms.first_sale_day(profile_for(jurisdiction_id), year)


def renewal_year_for(jurisdiction_id: int, previous_year: int, on: date | None = None) -> int:
    return license_terms.renewal_year(profile_for(jurisdiction_id), previous_year, on or date.today())
