"""The Reports tab (and the CSV import and whole-office export in its Tools menu)."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Reports"
HANDLES = ()


def create_tab(ctx):
    from .tab import ReportsTab

    return ReportsTab(ctx)
