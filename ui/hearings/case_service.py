"""Serving one letter of a hearing case: the case opened on the Hearings tab, the letter chosen in
its history and its own service window opened (a notice of hearing is served apart from the
notice it brings to a hearing, and proven apart)."""
from __future__ import annotations


def serve_in_case(tab, notice_id: int) -> None:
    """On the Hearings tab ``tab``: open the case of a letter, choose the letter in the case's
    history and open the letter's service window."""
    tab.show_record("notice", notice_id)
    tab.case.choose_letter(notice_id)
    tab.serve(notice_id)
