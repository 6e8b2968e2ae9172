"""The main window assembles its tabs, remembers its layout and opens search hits."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput
from ui.main_window import open_main_window


def test_main_window_tabs_and_layout(qtbot, office):
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles[:4] == ["Licenses", "Permits", "Kennel intake", "Hearings"]
    assert window.jurisdiction_box.count() == 2
    window.tabs.setCurrentIndex(2)
    window.resize(701, 501)
    window.close()
    again = open_main_window(office.clerk)
    qtbot.addWidget(again)
    assert again.tabs.currentIndex() == 2 and again.width() == 701


def test_search_finds_tag_and_owner(qtbot, office):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", microchip="985112233445566", sex="M", birth_date=date(2020, 5, 1))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=10),
                               veterinarian="Dr. V")
    issued = licensing.issue_license(office.clerk, animal_id=a.id, tag_number=4321, payment=PaymentInput("cash"))
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    window.show()
    opened = []
    window.ctx.open_record.connect(lambda kind, rid: opened.append((kind, rid)))
    box = window.search.edit
    box.setFocus()
    qtbot.keyClicks(box, "4321")
    qtbot.keyClick(box, Qt.Key.Key_Return)  # a barcode scanner types the number and Enter
    assert opened[-1] == ("license", issued.license_id)
    box.clear()
    qtbot.keyClicks(box, "Halv")
    qtbot.waitUntil(lambda: any(h.kind == "owner" for h in window.search.hits), timeout=2000)
    box.clear()
    qtbot.keyClicks(box, "985112233445566")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert opened[-1] == ("animal", a.id)


def test_frame_takes_a_scan_before_the_office_opens(qtbot, office):
    """The window's frame is on screen before the office is open (issue 8: nothing slow at
    start-up that can wait); a tag scanned into its search box opens once the signed-in
    window is filled."""
    from ui.main_window import MainWindow

    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Halvorson",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                              name="Pepper", sex="M", birth_date=date(2020, 5, 1))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=10),
                               veterinarian="Dr. V")
    issued = licensing.issue_license(office.clerk, animal_id=a.id, tag_number=4321, payment=PaymentInput("cash"))
    frame = MainWindow()
    qtbot.addWidget(frame)
    frame.show()
    frame.tabs.setCurrentIndex(0)
    assert [frame.tabs.tabText(i) for i in range(3)] == ["Licenses", "Permits", "Kennel intake"]
    assert not any(frame.tab_widgets.built(name) for name in frame.tab_widgets)
    assert frame.tab_widgets["licenses"] is frame.tabs.widget(0)  # no user yet: nothing is built
    assert not frame.jurisdiction_box.isEnabled()
    qtbot.keyClicks(frame.search.edit, "4321")
    qtbot.keyClick(frame.search.edit, Qt.Key.Key_Return)
    window = open_main_window(office.clerk, window=frame)
    assert window is frame and frame.tab_widgets.built("licenses")
    assert frame.jurisdiction_box.isEnabled() and frame.jurisdiction_box.count() == 2
    tab = frame.tab_widgets["licenses"]
    assert (tab.detail.kind, tab.detail.record_id) == ("license", issued.license_id)
    assert "clerk" in frame.status_label.text()


def test_frame_imports_no_office_code(tmp_path):
    """The frame needs Qt only: the database layer and the ordinance profiles load after it is up."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = ("import sys\nfrom ui.app import make_application\nfrom ui.main_window import MainWindow\n"
            "app = make_application()\nframe = MainWindow()\nframe.show()\napp.processEvents()\n"
            "print(sorted(m for m in sys.modules if m in ('peewee', 'sqlite3', 'tomllib', 'reportlab')\n"
            "             or m.startswith(('animaloffice.persistence', 'animaloffice.domain', "
            "'animaloffice.services'))))\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ANIMALOFFICE_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[-2] == "[]"


def test_start_stops_with_a_message_when_a_profile_is_malformed(qtbot, monkeypatch):
    """The frame is up before the office opens; a malformed profile still stops the start,
    naming file and key, with exit code 2 (and no sign-in is offered)."""
    from PySide6.QtWidgets import QMessageBox

    import ui.app as app_module
    from animaloffice.domain.errors import ProfileError
    from animaloffice.services import opening
    from ui.sign_in import SignInDialog

    def broken(*_a, **_k):
        raise ProfileError("tracy.toml", "fees.license_dog", "is not a whole number of cents")

    shown, asked = [], []
    monkeypatch.setattr(opening, "open_office", broken)
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append((parent, text)))
    monkeypatch.setattr(SignInDialog, "exec", lambda self: asked.append(self) or 0)
    assert app_module.run_app(None) == 2
    (parent, text), = shown
    assert "tracy.toml: fees.license_dog" in text and parent.objectName() == "main_window"
    assert not parent.isVisible() and asked == []


def test_frame_keeps_answering_while_the_office_code_loads(qtbot, monkeypatch, tmp_path):
    """The office's modules are imported on a helper thread; the frame's events go on meanwhile."""
    import sys
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui import preload

    (tmp_path / "slow_office_module.py").write_text("import time\ntime.sleep(0.4)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(preload, "OFFICE", ("slow_office_module",))
    seen = []
    started = time.perf_counter()
    QTimer.singleShot(50, lambda: seen.append(time.perf_counter() - started))
    preload.load_office_code(QApplication.instance())
    assert "slow_office_module" in sys.modules
    assert seen and seen[0] < 0.35  # answered while the import was still running
    sys.modules.pop("slow_office_module", None)


def test_tabs_warm_up_with_their_code_imported_off_the_gui_thread(qtbot, office, monkeypatch, tmp_path):
    """After start the other tabs are built one by one, each one's code imported on a helper
    thread first: the window answers while it loads (the Permits tab's code brings ReportLab)."""
    import sys
    import time

    from PySide6.QtCore import QTimer

    from ui import preload

    (tmp_path / "slow_tab_code.py").write_text("import time\ntime.sleep(1.0)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    real = preload.import_in_background
    imported_on = []

    def slow_first(*names):
        imported_on.append(names)
        if len(imported_on) == 1:
            names = ("slow_tab_code", *names)
        return real(*names)

    monkeypatch.setattr(preload, "import_in_background", slow_first)
    window = open_main_window(office.clerk)
    qtbot.addWidget(window)
    started = time.perf_counter()
    seen = []
    # warm-up starts 0.4 s after the window is shown; the slow import then takes 1 s
    QTimer.singleShot(600, lambda: seen.append(time.perf_counter() - started))
    window.show()
    qtbot.waitUntil(lambda: all(window.tab_widgets.built(n) for n in window.tab_widgets), timeout=10_000)
    assert seen and seen[0] < 1.2  # answered during the import (on the GUI thread: after 1.4 s)
    assert ("ui.permits.tab",) in imported_on and ("ui.hearings.tab",) in imported_on
    assert "slow_tab_code" in sys.modules
    sys.modules.pop("slow_tab_code", None)


def test_a_second_window_on_the_same_office_file_stops_with_a_message(qtbot, office, monkeypatch):
    """One window per office file on a computer: the second start says where the first one is
    and stops (exit code 2), offering no sign-in."""
    import subprocess
    import sys
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    import ui.app as app_module
    from animaloffice.persistence.db import close_database
    from ui.sign_in import SignInDialog

    close_database()
    root = Path(__file__).resolve().parents[2]
    first = subprocess.Popen([sys.executable, "-m", "tests.core.trust.office_holder", f"sqlite:///{office.target.path}",
                              "--window"], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert first.stdout.readline().strip() == "READY"
        shown, asked = [], []
        monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
        monkeypatch.setattr(SignInDialog, "exec", lambda self: asked.append(self) or 0)
        assert app_module.run_app(None) == 2
        assert shown and "already has this office open on this computer" in shown[0] and asked == []
    finally:
        first.communicate("", timeout=60)
