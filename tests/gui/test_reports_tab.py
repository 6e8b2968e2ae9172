"""The Reports tab: pick a report, run it, preview it, export it; the import dialog's dry run."""
from datetime import date, timedelta

from PySide6.QtCore import Qt

from animaloffice.persistence.models.office import AuditEntry
from animaloffice.persistence.models.people import Owner
from animaloffice.services import animals, licensing, owners
from animaloffice.services.payments import PaymentInput
from ui.main_window import open_main_window
from ui.reports.import_dialog import ImportDialog


def _window(qtbot, actor):
    window = open_main_window(actor)
    qtbot.addWidget(window)
    window.show()
    return window, window.tab_widgets["reports"]


def test_run_takings_preview_and_export(qtbot, office, tmp_path, monkeypatch):
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Lund",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Bo",
                              sex="M", birth_date=date(2020, 5, 1))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=3), veterinarian="V")
    licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash", 1500))
    window, tab = _window(qtbot, office.officer)
    assert tab.title == "Reports" and tab.picker.count() >= 11
    row = next(i for i in range(tab.picker.count())
               if tab.picker.item(i).data(Qt.ItemDataRole.UserRole) == "takings_day")
    tab.picker.setCurrentRow(row)
    assert set(tab.inputs) == {"jurisdiction_id", "day"}
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running, timeout=5000)  # made on a worker
    assert tab.result.totals[-1] == 1500 and tab.table.model_.rowCount() == 2
    dialog = tab.preview()
    qtbot.addWidget(dialog)
    assert dialog.document.pageCount() == 1
    out = tab.export_csv(str(tmp_path / "t.csv"))
    assert "15.00" in (tmp_path / "t.csv").read_text(encoding="utf-8-sig")
    # a report with people in it: its export is logged
    tab.picker.setCurrentRow(0)
    tab.run()
    qtbot.waitUntil(lambda: not tab.running, timeout=5000)
    tab.export_csv(str(tmp_path / "due.csv"))
    assert AuditEntry.select().where(AuditEntry.action == "export.list").count() == 1
    assert out


def test_tools_menu_has_import_and_archive(qtbot, office, tmp_path, monkeypatch):
    window, tab = _window(qtbot, office.admin)
    names = [a.objectName() for a in tab.menu_actions()]
    assert names == ["import_action", "export_office_action"]
    from ui.reports.archive import run_office_export

    result = run_office_export(tab, window.ctx, str(tmp_path / "a.zip"))
    assert result is not None and (tmp_path / "a.zip").exists()


def test_import_dialog_dry_run_then_import(qtbot, office, tmp_path, monkeypatch):
    window, tab = _window(qtbot, office.admin)
    path = tmp_path / "legacy.csv"
    path.write_text("first_name,last_name,address_line1,city,animal_name,species\n"
                    "Ada,Olson,12 Elm St,Tracy,Rex,dog\nBo,Berg,,,Tom,lizard\n")
    dialog = ImportDialog(window.ctx, tab)
    qtbot.addWidget(dialog)
    dialog.path.setText(str(path))
    qtbot.mouseClick(dialog.dry_button, Qt.MouseButton.LeftButton)
    assert dialog.report.dry_run and len(dialog.report.refused) == 1
    assert dialog.refused.model_.text(0, 1) == "species"
    assert dialog.results.currentWidget() is dialog.refused
    monkeypatch.setattr(ImportDialog, "_confirm", lambda self, p: True)
    report = dialog.run(dry_run=False)
    assert not report.committed and Owner.select().count() == 0
    path.write_text("first_name,last_name,address_line1,city,animal_name,species\nAda,Olson,12 Elm St,Tracy,Rex,dog\n")
    report = dialog.run(dry_run=False)
    assert report.committed and Owner.select().count() == 1
    assert dialog.accepted.model_.text(0, 1).startswith("new: Olson")


def test_a_slow_report_leaves_the_window_free_and_can_be_cancelled_or_replaced(qtbot, office, monkeypatch):
    """A report at a metro office takes seconds (a year's licenses due): it is made on a worker,
    the window answers meanwhile, Cancel stops its query at once, and running another report
    replaces it."""
    import threading

    import ui.reports.tab as tab_module
    from animaloffice.persistence.models.base import database

    started, made_on = threading.Event(), []
    real = tab_module.report_parts
    endless = ("SELECT pg_sleep(60)" if office.backend == "postgres" else
               "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 100000000000) "
               "SELECT max(x) FROM c")

    def slow(code, **params):
        made_on.append(threading.current_thread() is threading.main_thread())
        if code == "licenses_due":
            started.set()
            database.execute_sql(endless)  # as a query over a million licenses, only longer
        yield from real(code, **params)

    monkeypatch.setattr(tab_module, "report_parts", slow)
    window, tab = _window(qtbot, office.officer)
    window.tabs.setCurrentWidget(tab)
    tab.picker.setCurrentRow(0)
    assert tab.code == "licenses_due"
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(started.is_set, timeout=5000)
    qtbot.wait(100)  # the window answers while the query runs
    assert tab.running and tab.cancel_button.isVisible() and not tab.print_button.isEnabled()
    qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
    assert not tab.running and tab.heading.text() == "Cancelled." and tab.result is None
    started.clear()
    tab.run()  # again, then replaced by another report before it is made
    qtbot.waitUntil(started.is_set, timeout=5000)
    row = next(i for i in range(tab.picker.count())
               if tab.picker.item(i).data(Qt.ItemDataRole.UserRole) == "takings_day")
    tab.picker.setCurrentRow(row)
    tab.run()
    qtbot.waitUntil(lambda: not tab.running, timeout=10000)  # the workers were freed: it was made
    assert tab.result is not None and "takings" in tab.result.title.lower()
    assert tab.print_button.isEnabled() and not tab.cancel_button.isVisible()
    assert made_on and not any(made_on), "a report was made on the GUI thread"
    from ui import workers

    assert workers.finish_all(5000)  # the cancelled queries really stopped


def test_a_report_is_printed_and_saved_under_its_own_name_after_another_is_chosen(qtbot, office, monkeypatch):
    """Choosing another report clears the one made on screen (its table, Print and Save), so
    nothing stands under the new report's title; the new one, once made, prints and saves under
    its own name; a clerk (no export right) is not offered a CSV of a report with people's
    addresses (T-3A's licenses due)."""
    from ui import printing
    from ui.reports import tab as tab_module

    window, tab = _window(qtbot, office.clerk)
    codes = [tab.picker.item(i).data(Qt.ItemDataRole.UserRole) for i in range(tab.picker.count())]
    tab.picker.setCurrentRow(codes.index("licenses_due"))
    tab.run()
    qtbot.waitUntil(lambda: not tab.running, timeout=5000)
    assert tab.print_button.isEnabled() and not tab.csv_button.isEnabled()  # personal details: export right
    tab.picker.setCurrentRow(codes.index("certificates_due"))
    assert tab.result is None and tab.table.model_.rowCount() == 0
    assert not tab.print_button.isEnabled() and not tab.csv_button.isEnabled()
    assert "Certificates due" in tab.heading.text() and "Licenses due" not in tab.heading.text()
    seen = {}
    monkeypatch.setattr(printing, "preview", lambda parent, pdf, title, key, name: seen.update(title=title, key=key,
                                                                                               name=name))
    assert tab.preview() is None and not seen  # nothing on screen to print
    tab.run()
    qtbot.waitUntil(lambda: not tab.running, timeout=5000)
    tab.preview()
    assert seen["title"] == "Vaccination certificates due" and seen["key"] == "report/certificates_due"
    assert seen["name"].startswith("certificates_due-")
    asked = []
    monkeypatch.setattr(tab_module, "ask_path", lambda parent, name: asked.append(name) or "")
    tab.export_csv()
    assert asked and asked[0].startswith("certificates_due-")


def test_a_report_on_screen_says_when_records_changed_since_it_was_made(qtbot, office):
    """A report is the records as they were when it was made: a change anywhere after it (here a
    license sold at another desk's service) is said above it, until it is run again."""
    window, tab = _window(qtbot, office.officer)
    window.tabs.setCurrentWidget(tab)
    row = next(i for i in range(tab.picker.count())
               if tab.picker.item(i).data(Qt.ItemDataRole.UserRole) == "takings_day")
    tab.picker.setCurrentRow(row)
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.running and tab.result is not None, timeout=5000)
    qtbot.wait(20)
    assert not tab.stale.isVisible()
    o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ida", last_name="Lund",
                            address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
    a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog", name="Bo",
                              sex="M", birth_date=date(2020, 5, 1))
    animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=3), veterinarian="V")
    licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash", 1500))
    qtbot.waitUntil(tab.stale.isVisible)
    assert "Records have changed since this report was made at" in tab.stale.text()
    assert tab.result.totals[-1] == 0  # the report on screen is not silently replaced
    qtbot.keyClick(tab, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not tab.running and tab.result.totals[-1] == 1500, timeout=5000)
    assert not tab.stale.isVisible()


def test_a_long_report_shows_its_rows_as_they_are_found_with_progress_and_can_be_cancelled(qtbot, office,
                                                                                         monkeypatch):
    """T-3A's licenses due at a metro office take seconds: the rows found so far are on screen
    at once, with a progress bar, while the rest is read on a worker; Print and Save wait for
    the finished report; Cancel leaves no half report on screen; the finished report is the
    one run_report makes."""
    import threading

    import ui.reports.tab as tab_module
    from animaloffice.reports import licensing as licensing_report
    from animaloffice.reports import run_report
    from ui import workers
    from ui.widgets.forms import to_qdate

    made = []
    for last in ("Aho", "Berg", "Cruz", "Dahl"):
        o = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, first_name="Ann", last_name=last,
                                address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"})
        a = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=o.id, species="dog",
                                  name=f"{last}'s dog", sex="M", birth_date=date(2020, 5, 1))
        animals.record_vaccination(office.clerk, a.id, vaccinated_on=date.today() - timedelta(days=3),
                                   veterinarian="V")
        made.append(licensing.issue_license(office.clerk, animal_id=a.id, payment=PaymentInput("cash", 1500)))
    from animaloffice.persistence.models.licensing import License

    on = License.get_by_id(made[0].license_id).expires_on - timedelta(days=10)
    monkeypatch.setattr(licensing_report, "PART", 1)  # a part per license
    monkeypatch.setattr(licensing_report, "FIRST_PART", 1)
    gate, held = threading.Event(), threading.Event()
    real = tab_module.report_parts

    def held_after_two(code, **params):
        for i, piece in enumerate(real(code, **params)):
            if i == 2:
                held.set()
                gate.wait(10)
            yield piece

    monkeypatch.setattr(tab_module, "report_parts", held_after_two)
    window, tab = _window(qtbot, office.officer)
    window.tabs.setCurrentWidget(tab)
    tab.picker.setCurrentRow(0)
    assert tab.code == "licenses_due"
    tab.inputs["on"].setDate(to_qdate(on))
    tab.inputs["days"].setValue(30)
    qtbot.mouseClick(tab.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: held.is_set() and tab.table.model_.rowCount() == 2, timeout=10000)
    assert tab.running and tab.progress.isVisible() and tab.result is None
    assert not tab.print_button.isEnabled() and not tab.csv_button.isEnabled()
    assert "2 rows so far" in tab.heading.text()
    assert not tab.table.isSortingEnabled()  # rows still coming: sorted once the report is made
    assert [tab.table.model_.text(r, 7) for r in range(2)] == ["Aho, Ann", "Berg, Ann"]
    qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
    assert tab.heading.text() == "Cancelled." and tab.table.model_.rowCount() == 0 and not tab.progress.isVisible()
    gate.set()
    assert workers.finish_all(5000)
    qtbot.wait(50)
    assert tab.table.model_.rowCount() == 0  # what the stopped read still made is for no one
    gate.clear()
    held.clear()
    tab.run()
    qtbot.waitUntil(held.is_set, timeout=10000)
    gate.set()
    qtbot.waitUntil(lambda: not tab.running, timeout=10000)
    expected = run_report("licenses_due", jurisdiction_id=office.tracy, on=on, days=30)
    assert tab.result.rows == expected.rows and len(expected.rows) == 4
    assert tab.table.model_.rowCount() == 4 and not tab.progress.isVisible() and tab.print_button.isEnabled()
    assert tab.heading.text().startswith("Licenses due and overdue — ") and tab.table.isSortingEnabled()

    def fails_after_two(code, **params):  # a report that fails part way leaves no half report either
        for i, piece in enumerate(real(code, **params)):
            if i == 2:
                raise OSError("disk I/O error")
            yield piece

    monkeypatch.setattr(tab_module, "report_parts", fails_after_two)
    tab.run()
    qtbot.waitUntil(lambda: not tab.running, timeout=10000)
    assert tab.result is None and tab.table.model_.rowCount() == 0 and not tab.print_button.isEnabled()
    assert "The report could not be made: disk I/O error" in tab.banner.text()


def test_a_report_of_one_city_goes_when_the_window_switches_city(qtbot, office):
    """A report made for Tracy does not stay on screen, printable, under a form that now asks for
    Worthington: switching city clears it as choosing another report does."""
    window, tab = _window(qtbot, office.officer)
    window.tabs.setCurrentWidget(tab)
    tab.picker.setCurrentRow(0)
    window.ctx.set_jurisdiction(office.tracy)
    tab.run()
    qtbot.waitUntil(lambda: not tab.running and tab.result is not None, timeout=10000)
    assert tab.print_button.isEnabled() and "Tracy" in tab.result.subtitle
    window.ctx.set_jurisdiction(office.worthington)
    assert tab.inputs["jurisdiction_id"].currentData() == office.worthington
    assert tab.result is None and tab.table.model_.rowCount() == 0 and not tab.print_button.isEnabled()
    assert "set what it covers, then Run" in tab.heading.text()
    tab.run()
    qtbot.waitUntil(lambda: not tab.running and tab.result is not None, timeout=10000)
    assert "Worthington" in tab.result.subtitle and tab.print_button.isEnabled()
