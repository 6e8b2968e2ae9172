"""What the settings pages share: reporting a refusal in the dialog's banner."""
from __future__ import annotations


class PageMixin:
    """A settings page: ``load()``, ``changed()``, ``save()``, ``set_editable()``; the dialog sets
    ``on_error(exc, fields)`` so a refused button action shows next to its field."""

    fields: dict = {}

    def report(self, action) -> None:
        on_error = getattr(self, "on_error", None)
        try:
            action()
        except Exception as exc:
            if on_error is None:
                raise
            on_error(exc, self.fields)

    def changed(self) -> bool:
        return False

    def save(self) -> bool:
        return False

    def set_editable(self, editable: bool) -> None:
        pass


def pretty_key(key: str) -> str:
    """'license.replacement_tag' -> 'License: replacement tag'; 'hold_business_days' -> 'Hold business days'."""
    head, _, tail = key.partition(".")
    text = f"{head}: {tail}" if tail else head
    text = text.replace("_", " ")
    return text[:1].upper() + text[1:]


def buddy_label(text: str, buddy):
    """A form label whose mnemonic (&x) focuses `buddy` (rows holding a layout need one made by hand)."""
    from PySide6.QtWidgets import QLabel

    label = QLabel(text)
    label.setBuddy(buddy)
    return label
