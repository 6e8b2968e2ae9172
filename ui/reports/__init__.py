"""The Reports tab."""
from __future__ import annotations


def create_tab(ctx):
    from ui.widgets.placeholder import PendingTab

    return PendingTab("Reports", "The Reports tab is being built.")
