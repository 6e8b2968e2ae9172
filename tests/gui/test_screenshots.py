"""scripts/screenshots.py renders the README's screenshots from a demo office (a small one here)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_screenshot_script_renders_tabs_and_documents(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for k in ("ANIMALOFFICE_DB", "ANIMALOFFICE_HOME"):
        env.pop(k, None)
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "screenshots.py"), "--out", str(tmp_path),
                             "--quick"], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    names = {p.stem for p in tmp_path.glob("*.png")}
    for expected in ("tab-licenses", "tab-permits", "tab-kennel-intake", "tab-hearings", "settings-office",
                     "settings-fees-and-periods", "first-run", "print-preview"):
        assert expected in names, sorted(names)
    assert any(n.startswith("doc-") for n in names)
    for path in tmp_path.glob("*.png"):
        image = QImage(str(path))
        assert image.width() >= 400, path.name
        colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)}
        assert len(colours) > 3, f"{path.name} is blank"
    # the README shows what the script writes
    readme = (ROOT / "README.md").read_text()
    for stem in ("tab-licenses", "print-preview"):
        assert f"docs/screenshots/{stem}.png" in readme
