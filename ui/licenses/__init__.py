"""The Licenses tab: the front desk's licenses, tags, payments and licensing letters."""
from __future__ import annotations


def create_tab(ctx):
    from .tab import LicensesTab

    return LicensesTab(ctx)
