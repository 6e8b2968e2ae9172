"""GUI tests drive real widgets offscreen. The platform must be set before QApplication exists."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
