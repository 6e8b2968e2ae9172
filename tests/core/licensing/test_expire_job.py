"""`animaloffice expire`, the daily job: yearly licenses past their end (T-3A yearly term) are
marked expired, audited under the administrator who runs the job; a license in force is left alone; run twice,
the second run finds nothing."""
from datetime import date, timedelta

from animaloffice import cli
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from tests.conftest import PASSWORD

TODAY = date.today()


def test_t_3a_daily_job_marks_last_years_licenses_expired(office, desk, capsys, monkeypatch, as_the_program):
    monkeypatch.setenv("ANIMALOFFICE_PASSWORD", PASSWORD)  # the job runs for an administrator
    old_dog = desk.dog(shot=date(TODAY.year - 1, 2, 1))
    old = licensing.issue_license(office.clerk, animal_id=old_dog, on=date(TODAY.year - 1, 3, 1), year=TODAY.year - 1, payment=PaymentInput("cash"))
    new = licensing.issue_license(office.clerk, animal_id=desk.dog(shot=TODAY - timedelta(days=5), name="Max"), payment=PaymentInput("cash"))
    assert cli.run_command(cli.parse_args(["expire", "--user", "admin"])) == 0
    assert "1 license marked expired" in capsys.readouterr().out
    assert License.get_by_id(old.license_id).status == "expired"
    assert License.get_by_id(new.license_id).status == "active"
    entry = AuditEntry.get((AuditEntry.action == "license.expire") & (AuditEntry.record_id == str(old.license_id)))
    assert entry.username == "admin"
    assert cli.run_command(cli.parse_args(["expire", "--user", "admin"])) == 0
    assert "0 licenses marked expired" in capsys.readouterr().out
