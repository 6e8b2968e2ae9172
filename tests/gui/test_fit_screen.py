"""Every window and dialog fits a 1366x768 office screen with its buttons on it, at 100 % and at
150 % scaling (911x512 pixels for the program), and so does every tab of the main window (no
scrolling of the tab area, every button, tab title and column of its main list in view, no label
cut short; tests/gui/fit_tabs.py); a saved window size from another screen is
brought back inside this one; no key is bound twice in any dialog, and Enter in no dialog's search
or picker field confirms the dialog. Each run is a fresh process
(tests/gui/fit_windows.py) on an offscreen screen of that size, opening every dialog class."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("fit_windows.py")
_RUNS: dict[str, subprocess.CompletedProcess] = {}
_STARTED: dict[str, tuple[subprocess.Popen, Path, Path]] = {}
_WANTED: set[str] = set()  # the scales the tests collected here run at


@pytest.fixture(autouse=True, scope="module")
def _scales_wanted(request):
    for item in request.session.items:
        if getattr(item, "module", None) is request.module:
            _WANTED.add(item.callspec.params.get("scale", "1") if hasattr(item, "callspec") else "1")
    yield
    for run, _, _ in _STARTED.values():  # started for a test that did not run (-x, a failure before)
        run.kill()
        run.wait()
    _STARTED.clear()


def _start(folder: Path, scale: str) -> None:
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "desk", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale}
    for key in ("ANIMALOFFICE_DB", "ANIMALOFFICE_HOME"):
        env.pop(key, None)
    out, err = folder / f"stdout-{scale}.txt", folder / f"stderr-{scale}.txt"
    with out.open("w") as stdout, err.open("w") as stderr:  # files: a long report never blocks the run
        _STARTED[scale] = subprocess.Popen([sys.executable, str(SCRIPT)], env=env, stdout=stdout, stderr=stderr,
                                           text=True), out, err


def _run(folder: Path, scale: str) -> subprocess.CompletedProcess:
    """One run per scale serves every test here; the scales' runs start together, one process
    each (the second core does not sit idle), when the first test asks."""
    if scale not in _RUNS:
        for wanted in sorted(_WANTED | {scale}):
            if wanted not in _STARTED and wanted not in _RUNS:
                _start(folder, wanted)
        run, out, err = _STARTED.pop(scale)
        try:
            returncode = run.wait(timeout=240)
        except subprocess.TimeoutExpired:
            run.kill()
            run.wait()
            raise
        _RUNS[scale] = subprocess.CompletedProcess(run.args, returncode, out.read_text(), err.read_text())
    return _RUNS[scale]


@pytest.mark.slow
@pytest.mark.parametrize(("scale", "screen"), [("1", "1366x768"), ("1.5", "911x512")])
def test_every_window_and_dialog_fits_a_1366x768_screen(tmp_path, scale, screen):
    result = _run(tmp_path, scale)
    lines = result.stdout.splitlines()
    assert lines and lines[0].startswith(f"screen {screen}"), result.stdout + result.stderr
    windows = [line for line in lines[1:] if not line.startswith(("keys ", "enter ", "label "))]
    problems = [line for line in windows if not line.endswith(" fits")]
    assert not problems, "\n".join(problems) + result.stderr[-3000:]
    assert result.returncode == 0 or any(line.startswith(("keys ", "enter ", "label ")) for line in lines), result.stderr[-3000:]
    # the preview, the first-start window, New license and the Users dialog are among those opened
    for name in ("ui.printing.DocumentPreview", "main window (first start)", "NewLicenseDialog",
                 "UsersDialog", "ApplicationDialog", "main window (saved on a larger screen)",
                 "main window (saved small on a smaller screen)"):
        assert any(name in line for line in windows), name
    assert sum(1 for line in windows if line.startswith("ui.")) >= 90  # every dialog class, found by import
    tabs = [line.split(":")[0] for line in windows if line.startswith("tab ")]
    assert tabs == ["tab Licenses", "tab Permits", "tab Kennel intake", "tab Hearings", "tab Owners", "tab Reports",
                    "tab Field work", "tab Today"]
    assert any(line.startswith("ui.first_run.FirstRunWizard (demo chosen): ") for line in windows)


@pytest.mark.slow
def test_no_key_is_bound_twice_in_any_dialog(tmp_path):
    """Two buttons or field labels with the same Alt+letter, or a shortcut twice, in one dialog."""
    result = _run(tmp_path, "1")
    keys = [line for line in result.stdout.splitlines() if line.startswith("keys ")]
    assert not keys, "\n".join(keys)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]


@pytest.mark.slow
def test_enter_in_a_search_or_picker_field_never_confirms_a_dialog(tmp_path):
    """Every field named for finding (or that answers Enter) in every dialog keeps Enter to itself."""
    result = _run(tmp_path, "1")
    enter = [line for line in result.stdout.splitlines() if line.startswith("enter ")]
    assert not enter, "\n".join(enter)


@pytest.mark.slow
def test_no_label_shows_a_literal_ampersand(tmp_path):
    """A field label with an Alt+letter whose field is a row of widgets names one of them, so Alt
    goes there and the label reads "Payment", not "&Payment"."""
    result = _run(tmp_path, "1")
    labels = [line for line in result.stdout.splitlines() if line.startswith("label ")]
    assert not labels, "\n".join(labels)
