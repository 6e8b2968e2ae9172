"""A desk issues a tag that an import, still reading its file on another workstation, holds
(PostgreSQL). Writing transactions take turns on the audit log's chain, so the desk waits for the
import and then takes the next free tag; an import that comes second is told the tag was taken,
by the tag's field, and keeps nothing (T-3A: a tag is unique per city and year); neither sees
the database's own error."""
import threading
import time
from datetime import date, timedelta

from animaloffice import config
from animaloffice.domain import license_terms
from animaloffice.domain.profile_reader import shipped_profiles
from animaloffice.persistence.models.base import database
from animaloffice.persistence.models.licensing import License
from animaloffice.services import animals, import_rows, licensing, owners, payments
from animaloffice.services.importer import import_file
from animaloffice.services.payments import PaymentInput
from tests.core.two_desks import postgres_only

TODAY = date.today()
YEAR = license_terms.license_year(shipped_profiles(config.resources_dir())["tracy"], TODAY)
HEAD = ("owner_ref,first_name,last_name,address_line1,city,state,postal_code,animal_ref,animal_name,species,"
        "birth_date,rabies_vaccinated_on,rabies_duration_years,veterinarian,license_year,tag_number,issued_on,"
        "term,fee\n")


def _file(tag: int) -> bytes:
    return (HEAD + f"P1,Ada,Olson,12 Elm St,Tracy,MN,56175,A1,Rex,dog,2020-05-01,{TODAY - timedelta(days=40)},3,"
            f"Dr. Lindahl,{YEAR},{tag},{TODAY},annual,15.00\n").encode()


def _dog(office) -> int:
    owner = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Berg",
                                address={"line1": "12 Elm St", "city": "Tracy", "postal_code": "56175"}).id
    dog = animals.create_animal(office.clerk, jurisdiction_id=office.tracy, owner_id=owner, species="dog",
                                name="Bo", sex="M", birth_date=TODAY - timedelta(days=2000)).id
    animals.record_vaccination(office.clerk, dog, vaccinated_on=TODAY - timedelta(days=30), duration_years=3,
                               veterinarian="Dr. Vet")
    return dog


def _until_one_waits(seconds: float = 20) -> None:
    """Return once another connection waits for a lock this transaction holds (or after `seconds`)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        database.execute_sql("SELECT pg_stat_clear_snapshot()")  # else the view stays as first read
        waiting = database.execute_sql("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                       "AND pid <> pg_backend_pid()").fetchone()[0]
        if waiting:
            return
        time.sleep(0.02)


def _in_thread(work, results: dict, key: str) -> threading.Thread:
    def run():
        try:
            results[key] = work()
        except Exception as exc:  # the outcome the test reads
            results[key] = exc
        finally:
            database.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_t_3a_desk_waits_for_an_import_that_holds_the_tag_and_takes_the_next(office, monkeypatch):
    postgres_only(office)
    dog = _dog(office)
    held = threading.Event()
    counted = import_rows.RowImporter._count

    def count_then_hold(run, name):  # the import has written its license; it holds the tag until it commits
        counted(run, name)
        if name == "licenses":
            held.set()
            _until_one_waits()

    monkeypatch.setattr(import_rows.RowImporter, "_count", count_then_hold)
    results: dict = {}
    importing = _in_thread(lambda: import_file(office.admin, _file(1), jurisdiction_id=office.tracy,
                                               dry_run=False), results, "import")
    assert held.wait(20)
    desk = _in_thread(lambda: licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")), results, "desk")  # takes tag 1
    importing.join(60)
    desk.join(60)
    assert results["import"].committed
    issued = results["desk"]
    assert not isinstance(issued, Exception), issued
    assert issued.tag_number == 2  # tag 1 went to the import, which wrote first
    tags = [lic.tag_number for lic in License.select().where(License.year == YEAR)]
    assert sorted(tags) == [1, 2]


def test_t_3a_import_row_refused_when_a_desk_issued_its_tag_while_the_file_was_read(office, monkeypatch):
    postgres_only(office)
    dog = _dog(office)
    written = threading.Event()
    charge = payments.add_charge

    def charge_then_hold(*args, **kwargs):  # the desk has written its license, not yet committed
        result = charge(*args, **kwargs)
        written.set()
        _until_one_waits()
        return result

    monkeypatch.setattr(licensing, "add_charge", charge_then_hold)
    results: dict = {}
    desk = _in_thread(lambda: licensing.issue_license(office.clerk, animal_id=dog, payment=PaymentInput("cash")), results, "desk")
    assert written.wait(20)
    importing = _in_thread(lambda: import_file(office.admin, _file(1), jurisdiction_id=office.tracy,
                                               dry_run=False), results, "import")
    desk.join(60)
    importing.join(60)
    assert results["desk"].tag_number == 1
    report = results["import"]
    assert not report.committed
    assert [(r.row, r.column) for r in report.refused] == [(2, "tag_number")]
    # the import waited its turn behind the desk, so it finds the tag in use when it checks it
    assert f"tag 1 for {YEAR} is already in use" in report.refused[0].reason
    assert License.select().count() == 1
