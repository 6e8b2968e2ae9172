"""The Licenses tab."""
from __future__ import annotations


def create_tab(ctx):
    from ui.widgets.placeholder import PendingTab

    return PendingTab("Licenses", "The Licenses tab is being built.")
