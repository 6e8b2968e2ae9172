"""Whether a notice may be served by e-mail: only on an owner who agreed to receive notices that
way. The agreement is kept on the owner, with the day it was given and the day it was taken back,
and an e-mail attempt counts only on a day inside that window (agreed that day or before, not yet
withdrawn)."""
from __future__ import annotations

from datetime import date

from .errors import ValidationError
from .explain import fmt_short


def consent_dates(agreed_on: date | None, withdrawn_on: date | None) -> None:
    """The owner's agreement as recorded: a withdrawal needs an agreement before it, not after it."""
    if withdrawn_on is not None and agreed_on is None:
        raise ValidationError("email_consent_withdrawn_on", "only an agreement on file can be withdrawn",
                              withdrawn_on)
    if withdrawn_on is not None and agreed_on is not None and withdrawn_on < agreed_on:
        raise ValidationError("email_consent_withdrawn_on",
                              f"may not be before the owner agreed ({fmt_short(agreed_on)})", withdrawn_on)


def consent_refusal(agreed_on: date | None, withdrawn_on: date | None, day: date) -> str:
    """Why a notice may not be e-mailed to the owner on `day` ("" when it may): no agreement on file,
    one given only after that day, or one withdrawn on or before it."""
    if agreed_on is None:
        return "the owner has no agreement to receive notices by e-mail on file"
    if day < agreed_on:
        return f"the owner agreed to receive notices by e-mail only on {fmt_short(agreed_on)}, after this day"
    if withdrawn_on is not None and day >= withdrawn_on:
        return f"the owner withdrew their agreement to receive notices by e-mail on {fmt_short(withdrawn_on)}"
    return ""
