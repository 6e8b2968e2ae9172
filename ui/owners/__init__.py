"""The Owners tab: a person's or organisation's whole story on one screen."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Owners"
HANDLES = ("owner", "owner_history", "violation")


def create_tab(ctx):
    from .tab import OwnersTab

    return OwnersTab(ctx)
