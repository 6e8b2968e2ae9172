"""The Permits tab."""
from __future__ import annotations


def create_tab(ctx):
    from ui.widgets.placeholder import PendingTab

    return PendingTab("Permits", "The Permits tab is being built.")
