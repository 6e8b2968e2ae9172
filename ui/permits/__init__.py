"""The Permits tab: animal permits (Tracy 8.30 Subd. 4) and commercial and breeder permits
(Worthington 90.10), with their inspections, decisions, notices and revocations."""
from __future__ import annotations


def create_tab(ctx):
    from .tab import PermitsTab

    return PermitsTab(ctx)
