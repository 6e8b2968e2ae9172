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
