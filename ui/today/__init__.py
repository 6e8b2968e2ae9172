"""The Today tab: every deadline due today and this week, of every kind, each opening its record."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Today"
HANDLES: tuple[str, ...] = ()


def create_tab(ctx):
    from .tab import TodayTab

    return TodayTab(ctx)
