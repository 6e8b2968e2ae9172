"""Keep None alive under PySide6 6.12 on Python 3.11.

PySide6 6.12 (the Essentials and Pdf wheels we ship) drops one reference to None each time
Python calls a Qt function that returns nothing: ``label.setText()``, ``widget.update()``,
``app.processEvents()``. Python 3.11 counts references to None like any object's, so after
some thousands of such calls (20,000 ``setText`` calls always do it) the count reaches zero
and the program stops with "Fatal Python error: none_dealloc". A day at the front desk makes
that many. Python 3.12 made None immortal (PEP 683), which is why the slip is harmless there;
on 3.11 this gives None a count no program can wear down (2**60), once per process.
"""
from __future__ import annotations

import sys

IMMORTAL = 1 << 60


def make_none_immortal() -> bool:
    """True when None's count was raised now; False when not needed or already done."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if sys.getrefcount(None) > IMMORTAL // 2:
        return False
    import ctypes

    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt: a PyObject's first field
    if abs(count.value - sys.getrefcount(None)) > 8:  # a build laid out otherwise: leave it be
        return False
    count.value += IMMORTAL
    return True
