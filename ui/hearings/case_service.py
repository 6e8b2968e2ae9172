"""Serving one letter of a hearing case: the case opened on the Hearings tab, the letter chosen in
its history and its own service window opened (a notice of hearing is served apart from the
notice it brings to a hearing, and proven apart)."""
from __future__ import annotations

from animaloffice.queries.hearing_letters import letters_of_hearing
from animaloffice.queries.service_proofs import unproven


def hearing_notice_to_serve(hearing_id: int) -> int | None:
    """The hearing's notice of hearing that nothing proves served, the newest first (a hearing moved
    sends another); the newest notice of hearing when every one is proven; None if none was sent."""
    letters = letters_of_hearing(hearing_id, "hearing")
    waiting = unproven(letters)
    return next((n for n in letters if n in waiting), letters[0] if letters else None)


def serve_in_case(tab, notice_id: int) -> None:
    """On the Hearings tab ``tab``: open the case of a letter, choose the letter in the case's
    history and open the letter's service window."""
    tab.show_record("notice", notice_id)
    tab.case.choose_letter(notice_id)
    tab.serve(notice_id)
