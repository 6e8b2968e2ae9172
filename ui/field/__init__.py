"""The Field work tab: calls for service, bite reports, veterinarians' rabies reports."""
from __future__ import annotations

# known before the tab is built (the window builds a tab when it is first needed)
TITLE = "Field work"
HANDLES = ("call", "bite_report")


def create_tab(ctx):
    from .tab import FieldTab

    return FieldTab(ctx)
