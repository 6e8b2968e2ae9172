"""Run under QT_SCALE_FACTOR=1.5 (a fresh process: the factor is read when Qt starts).

Opens the main window and the dialogs on a temporary office, checks each fits a 1920x1080
screen at 150% (1280x720 logical pixels) and grabs the main window. Prints one line per window.
"""
import os
import sys
import tempfile
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
folder = Path(tempfile.mkdtemp(prefix="animaloffice-scaled-"))
os.environ["ANIMALOFFICE_HOME"] = str(folder)
os.environ["ANIMALOFFICE_DB"] = f"sqlite:///{folder / 'office.sqlite3'}"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ui.app import make_application  # noqa: E402

app = make_application(["scaled"])
from animaloffice.documents.base import Letter, Letterhead  # noqa: E402
from animaloffice.documents.page_writer import render_letters  # noqa: E402
from animaloffice.services.opening import ensure_jurisdictions, open_office  # noqa: E402
from animaloffice.services.users import create_first_admin  # noqa: E402

open_office()
ensure_jurisdictions(["tracy", "worthington"])
admin = create_first_admin("admin", "scaled-password").actor()

from ui.admin_settings import SettingsDialog  # noqa: E402
from ui.first_run import FirstRunWizard  # noqa: E402
from ui.main_window import open_main_window  # noqa: E402
from ui.printing import DocumentPreview  # noqa: E402
from ui.sign_in import SignInDialog  # noqa: E402

window = open_main_window(admin)
window.resize(1280, 720)
window.show()
pdf = render_letters([Letter(Letterhead("Office", "City"), "T", date(2026, 1, 5), paragraphs=["x"])], title="t")
windows = {"main window": window, "settings": SettingsDialog(window.ctx), "sign in": SignInDialog(),
           "first run": FirstRunWizard(), "preview": DocumentPreview(pdf, "Letter", "letter")}
screen = app.primaryScreen()
print(f"scale {screen.devicePixelRatio()}")
failed = False
for name, w in windows.items():
    hint = w.minimumSizeHint()
    fits = hint.width() <= 1280 and hint.height() <= 720
    failed |= not fits
    print(f"{name}: minimum {hint.width()}x{hint.height()} {'fits' if fits else 'TOO BIG'}")
for _ in range(5):
    app.processEvents()
shot = window.grab()
print(f"grab {shot.width()}x{shot.height()} ratio {shot.devicePixelRatio()}")
out = os.environ.get("SCALED_SHOT")
if out:
    shot.save(out)
sys.exit(1 if failed else 0)
