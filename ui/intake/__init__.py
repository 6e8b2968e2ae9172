"""The Kennel intake tab."""
from __future__ import annotations


def create_tab(ctx):
    from ui.widgets.placeholder import PendingTab

    return PendingTab("Kennel intake", "The Kennel intake tab is being built.")
