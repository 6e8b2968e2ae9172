"""MN-343.235: a person claiming an interest in a seized animal posts security or asks for a hearing.

Subd. 2: "A person claiming an interest in an animal in custody ... may prevent disposition
of the animal by posting security in an amount sufficient to provide for the animal's
actual costs of care and keeping", within ten days of the seizure (the office takes it up
to the last day its notice gave). Subd. 3(b): a hearing asked for is held within five
business days of the request. While a security or an undecided request stands the animal
is not disposed of (``domain.cruelty.claim_refusals``); the claim is ended with the reason
(the hearing held and decided, the security spent or returned), or voided if entered in
error. Each action is one transaction with its audit entry.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from ..domain import cruelty, validate
from ..domain.errors import Refusal, RuleViolation, ValidationError
from ..domain.explain import fmt_date
from ..domain.money import check_cents, fmt_cents
from ..domain.roles import Actor
from ..domain.statuses import ImpoundStatus
from ..persistence.fetch import fetch
from ..persistence.models.impounds import Impound, SeizureClaim
from ..persistence.profiles import profile_for
from .office_action import OfficeAction
from .seizure_notice import _first_seizure_notice


@dataclass(frozen=True)
class ClaimInfo:
    id: int
    kind: str
    received_on: date
    hearing_due: date | None  # a hearing request: the last day for the hearing


def _seized(impound_id: int, received_on: date) -> tuple[Impound, object]:
    """The held impound of a seizure for cruelty or neglect, its notice given; `received_on` within
    the notice's days (a security or request dated before the seizure is refused)."""
    row = fetch(Impound, impound_id, "impound_id")
    profile = profile_for(row.jurisdiction_id)
    if not cruelty.is_cruelty_seizure(profile, row.ground):
        raise ValidationError("impound_id", f"impound {row.number} is not a seizure for cruelty or neglect")
    if row.status != ImpoundStatus.HELD:
        raise ValidationError("impound_id", f"impound {row.number} is no longer held")
    if received_on < row.impounded_on:
        raise ValidationError("received_on", f"is before the seizure, {fmt_date(row.impounded_on)}", received_on)
    notice_on = _first_seizure_notice(row.id)
    reply_by = cruelty.cruelty_hold(profile, row.impounded_on, notice_on).reply_by
    if received_on > reply_by.value:
        raise RuleViolation(Refusal(cruelty.RULE, f"the last day to post security or ask for a hearing was "
                                                  f"{fmt_date(reply_by.value)}", {"reply_by": reply_by.value}),
                            field="received_on")
    return row, profile


def _claimant(name: str, address: str) -> tuple[str, str]:
    return (validate.text("claimant_name", name, max_len=200, required=True),
            validate.text("claimant_address", address, max_len=300))


def post_security(actor: Actor, impound_id: int, *, received_on: date, claimant_name: str, amount_cents: int,
                  form: str = "cash", reference: str = "", claimant_address: str = "", notes: str = ""
                  ) -> ClaimInfo:
    """Subd. 2: a security posted to prevent the disposition of the seized animal. It must cover
    the actual costs of care and keeping as the office reckons them (``security_minimum``)."""
    act = OfficeAction(actor, "take_payment")
    received_on = validate.day("received_on", received_on, not_after=date.today())
    claimant_name, claimant_address = _claimant(claimant_name, claimant_address)
    amount_cents = check_cents(amount_cents, "amount_cents")
    form = validate.choice("form", form, cruelty.SECURITY_FORMS)
    reference = validate.text("reference", reference, max_len=120)
    notes = validate.text("notes", notes, max_len=2000, multiline=True)
    with act:
        row, profile = _seized(impound_id, received_on)
        least = cruelty.security_minimum(profile, received_on)
        if amount_cents < least.value:
            raise ValidationError("amount_cents", f"a security of {fmt_cents(amount_cents)} does not cover the "
                                  f"costs of care and keeping: {least.text()}", amount_cents)
        claim = act.create(SeizureClaim, "seizure_claim.security", note=cruelty.RULE, impound=row, kind="security",
                           received_on=received_on, claimant_name=claimant_name, claimant_address=claimant_address,
                           amount_cents=amount_cents, form=form, reference=reference, notes=notes)
    return ClaimInfo(claim.id, claim.kind, received_on, None)


def request_hearing(actor: Actor, impound_id: int, *, received_on: date, claimant_name: str,
                    claimant_address: str = "", notes: str = "") -> ClaimInfo:
    """Subd. 3(b): a hearing on the seizure or impoundment asked for; it is held within the
    profile's business days of the request (the date is returned)."""
    act = OfficeAction(actor, "hearings")
    received_on = validate.day("received_on", received_on, not_after=date.today())
    claimant_name, claimant_address = _claimant(claimant_name, claimant_address)
    notes = validate.text("notes", notes, max_len=2000, multiline=True)
    with act:
        row, profile = _seized(impound_id, received_on)
        due = cruelty.hearing_due(profile, received_on)
        claim = act.create(SeizureClaim, "seizure_claim.hearing_request", note=due.text(), impound=row,
                           kind="hearing_request", received_on=received_on, claimant_name=claimant_name,
                           claimant_address=claimant_address, notes=notes)
    return ClaimInfo(claim.id, claim.kind, received_on, due.value)


def end_claim(actor: Actor, claim_id: int, *, ended_on: date, reason: str,
              expected_version: int | None = None) -> None:
    """The claim no longer stays the disposition: the hearing was held and decided, the security
    was spent or returned. Dated no earlier than the claim."""
    act = OfficeAction(actor, "hearings")
    ended_on = validate.day("ended_on", ended_on, not_after=date.today())
    reason = validate.text("reason", reason, max_len=1000, required=True, multiline=True)
    with act:
        claim = act.fetch(SeizureClaim, claim_id, "claim_id")
        if claim.ended_on is not None:
            raise ValidationError("claim_id", f"the claim was ended on {fmt_date(claim.ended_on)}")
        if ended_on < claim.received_on:
            raise ValidationError("ended_on", f"is before the claim was received, {fmt_date(claim.received_on)}",
                                  ended_on)
        claim.ended_on, claim.ended_reason = ended_on, reason
        act.save(claim, "seizure_claim.end", expected_version=expected_version, note=reason)


def void_claim(actor: Actor, claim_id: int, *, reason: str, expected_version: int | None = None) -> None:
    """A claim entered in error is voided with the reason (never deleted)."""
    with OfficeAction(actor, "void_record") as act:
        claim = act.fetch(SeizureClaim, claim_id, "claim_id")
        act.void(claim, reason, expected_version=expected_version, action="seizure_claim.void")
