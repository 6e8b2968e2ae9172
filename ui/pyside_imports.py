"""PySide6's look at each module imported after it, made cheap.

For its ``__feature__`` switches PySide6 asks, of every module imported once it is loaded, whether
the module's source names PySide6: it fetches the source with ``inspect.getsource`` (which finds
the file, reads it into the line cache, splits it into lines and joins them again) and searches
it. At start-up that is ~180 modules before the first list shows, ~14 ms of work on this
machine; reading the files' bytes takes ~3 ms. ``quicken()`` answers the same question that way
for a plain ``.py`` file, and leaves every other module (compiled, frozen, zipped, a file that
cannot be read) to PySide6's own check. If a PySide6 release drops or renames that check,
nothing is changed.
"""
from __future__ import annotations

import sys
from importlib.machinery import SourceFileLoader

WORD = b"PySide6"


def quicken() -> bool:
    """Put the quick check in place of PySide6's (once); returns whether it is in place."""
    feature = sys.modules.get("shibokensupport.feature")
    slow = getattr(feature, "_mod_uses_pyside", None)
    if slow is None:
        return False
    if getattr(slow, "quick", False):
        return True

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        loader = getattr(getattr(module, "__spec__", None), "loader", None)
        if isinstance(path, str) and path.endswith(".py") and isinstance(loader, SourceFileLoader):
            try:
                with open(path, "rb") as source:
                    return WORD in source.read()
            except OSError:
                pass
        return slow(module)

    uses_pyside.quick = True  # type: ignore[attr-defined]
    uses_pyside.slow = slow  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside
    return True
