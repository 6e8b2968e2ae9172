"""The Kennel intake tab: kennel board, intake, notices, reclaims and dispositions (T-5, T-6)."""
from __future__ import annotations


def create_tab(ctx):
    from .tab import IntakeTab

    return IntakeTab(ctx)
