"""The Hearings tab."""
from __future__ import annotations


def create_tab(ctx):
    from ui.widgets.placeholder import PendingTab

    return PendingTab("Hearings", "The Hearings tab is being built.")
