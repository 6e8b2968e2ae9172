"""Text made safe for ReportLab's paragraph markup.

The standard library's ``xml.sax.saxutils.escape`` does the same, but importing it pulls
in urllib and http (a tenth of a second at every start of the window)."""
from __future__ import annotations


def escape(text: str, entities: dict[str, str] | None = None) -> str:
    """&, < and > as entities (and any others given), like xml.sax.saxutils.escape."""
    text = text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
    for key, value in (entities or {}).items():
        text = text.replace(key, value)
    return text
