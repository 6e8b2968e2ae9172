"""The Licenses tab: the front desk's licenses, tags, payments and licensing letters."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Licenses"
HANDLES = ("license", "animal", "owner")


def create_tab(ctx):
    from .tab import LicensesTab

    return LicensesTab(ctx)
