"""The Reports tab (and the CSV import and whole-office export in its Tools menu)."""
from __future__ import annotations


def create_tab(ctx):
    from .tab import ReportsTab

    return ReportsTab(ctx)
