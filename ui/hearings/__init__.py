"""The Hearings tab: hearing rights after denial and revocation notices (T-4A, T-4C, W-90.10H)."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Hearings"
HANDLES = ("notice", "hearing", "notice_service")  # notice_service: a letter of a case to serve (its notice id)


def create_tab(ctx):
    from .tab import HearingsTab

    return HearingsTab(ctx)
