"""The article number of certified or registered mail added to an attempt recorded without it
(a notice sent from a send dialog before the receipt was at hand), so the affidavit of mailing
can name it. The form and check digit are ``domain.mail_numbers``'s."""
from __future__ import annotations

from ..domain.errors import ValidationError
from ..domain.mail_numbers import TRACKED, article_number
from ..domain.roles import Actor
from ..persistence.models.service import ServiceAttempt
from .office_action import OfficeAction


def add_article_number(actor: Actor, attempt_id: int, article: str, expected_version: int | None = None) -> str:
    """Add the receipt's number to a certified or registered mailing that has none, while no return
    is recorded (the green card or the letter back is read against the number: a number added after
    it would not be the one the return was matched to). A number already recorded is not replaced:
    an attempt entered with the wrong one is voided and recorded again. Returns the number as stored."""
    act = OfficeAction(actor, "send_notice")
    with act:
        row = act.fetch(ServiceAttempt, attempt_id, "attempt_id")
        if row.method not in TRACKED:
            raise ValidationError("article", "only certified or registered mail has an article number", article)
        if row.article_number:
            raise ValidationError("article", f"the mailing already has article number {row.article_number}; "
                                             "void the attempt and record it again to correct it", article)
        if row.return_status:
            raise ValidationError("article", "the return of this mail is recorded: the number can no longer "
                                             "be added", article)
        row.article_number = article_number("article", article, row.method)
        act.save(row, "notice.service.article", expected_version=expected_version)
    return row.article_number
