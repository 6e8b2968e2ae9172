"""Readable at 150% scaling: every window and dialog fits a 1920x1080 screen at 150%, and the
main window draws at 1.5 device pixels per pixel."""
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage


def test_windows_fit_and_draw_at_150_percent(tmp_path):
    shot = tmp_path / "scaled.png"
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen", "SCALED_SHOT": str(shot)}
    result = subprocess.run([sys.executable, str(Path(__file__).with_name("scaled_windows.py"))], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "scale 1.5" in result.stdout
    assert "grab 1920x1080 ratio 1.5" in result.stdout
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1920, 1080)
    colours = {image.pixel(x, y) for x in range(0, 1920, 37) for y in range(0, 1080, 37)}
    assert len(colours) > 3  # drawn, not blank
