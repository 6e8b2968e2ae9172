"""GUI tests drive real widgets offscreen. The platform must be set before QApplication exists."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_task_outlives_its_test(qtbot):
    """Background tasks (search, batch letters, demo build) finish before the test's windows
    and database go: a task still running into the next test could touch deleted objects."""
    yield
    from ui import workers

    workers.finish_all(10_000)
    qtbot.wait(1)  # deliver their last signals


@pytest.fixture(autouse=True)
def _windows_listen_only_in_their_test():
    """A test's windows are told of commits only while it runs: a window left alive by one test
    (until it is collected) is never told of the next test's office."""
    from animaloffice.persistence import changes

    before = list(changes._listeners)
    yield
    changes._listeners[:] = before


@pytest.fixture(autouse=True)
def charges_confirmed(monkeypatch):
    """The clerk confirms every charge a dialog asks about (ui.widgets.charges); the questions
    asked are kept, and a test may answer otherwise (``charges_confirmed.answer = False``)."""
    from ui.widgets import charges

    class Asked(list):
        answer = True

    asked = Asked()

    def ask(parent, question, title="Confirm the charge"):
        asked.append(question)
        return asked.answer

    monkeypatch.setattr(charges, "ask_charge", ask)
    return asked
