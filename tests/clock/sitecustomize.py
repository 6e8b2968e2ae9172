"""A Python process a test starts keeps the run's one date (one_day_clock.py beside this file):
this folder is on its PYTHONPATH, and the parent's shift in its environment. A run not moved
imports nothing here."""
import os

try:
    _moved = float(os.environ.get("ANIMALOFFICE_TEST_CLOCK_SHIFT") or 0) > 0
except ValueError:
    _moved = False
if _moved:
    try:
        import one_day_clock

        one_day_clock.start()
    except ImportError:  # a Python without the test tools (a bundle's own): its clock is its own
        pass
