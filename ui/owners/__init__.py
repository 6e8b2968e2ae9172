"""The Owners tab: a person's or organisation's whole story on one screen."""
from __future__ import annotations


def create_tab(ctx):
    from .tab import OwnersTab

    return OwnersTab(ctx)
