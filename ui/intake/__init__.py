"""The Kennel intake tab: kennel board, intake, notices, reclaims and dispositions (T-5, T-6)."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Kennel intake"
HANDLES = ("impound",)


def create_tab(ctx):
    from .tab import IntakeTab

    return IntakeTab(ctx)
