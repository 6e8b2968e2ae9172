"""The Hearings tab: hearing rights after denial and revocation notices (T-4A, T-4C, W-90.10H)."""
from __future__ import annotations


def create_tab(ctx):
    from .tab import HearingsTab

    return HearingsTab(ctx)
