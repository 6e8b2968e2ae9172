"""The Permits tab: animal permits (Tracy 8.30 Subd. 4) and commercial and breeder permits
(Worthington 90.10), with their inspections, decisions, notices and revocations."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Permits"
HANDLES = ("permit", "application")


def create_tab(ctx):
    from .tab import PermitsTab

    return PermitsTab(ctx)
