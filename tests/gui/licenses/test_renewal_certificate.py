"""Renewing when the rabies certificate on file ran out (T-3A, T-3B): the form opens on the new
certificate, says why, and the renewal goes through with the paper the owner brought; an expired
license says in words how to renew it."""
from datetime import date, timedelta

from license_gui_helpers import click, drive, owner_with_dog

from animaloffice.persistence.models.animals import Vaccination
from animaloffice.persistence.models.licensing import License
from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui.licenses.license_dialogs import RenewDialog

TODAY = date.today()


def test_t_3a_renewal_with_expired_certificate_opens_on_the_new_one(qtbot, tab, office, monkeypatch):
    shot = TODAY - timedelta(days=400)  # a 1-year vaccine: ran out 35 days ago
    last = max(date(TODAY.year - 1, 1, 1), shot + timedelta(days=1))  # licensed last year while it was current
    _, dog = owner_with_dog(office, shot=shot, years=1)
    old = licensing.issue_license(office.clerk, animal_id=dog, year=last.year, on=last,
                                  payment=PaymentInput("cash", 1500))
    tab.show_record("license", old.license_id)
    seen = {}

    def steps(d):
        seen["new"] = d.certificate.is_new
        seen["note"] = d.certificate.new_note.text() if d.certificate.new_note.isVisible() else ""
        d.certificate.vaccinated_on.setFocus()
        qtbot.keyClicks(d.certificate.vaccinated_on, f"{TODAY - timedelta(days=2):%m%d%Y}")
        qtbot.keyClicks(d.certificate.veterinarian, "Dr. Omar Farah")
        click(qtbot, d.ok_button)

    drive(monkeypatch, RenewDialog, steps, qtbot)
    tab.actions["renew"].trigger()
    assert seen["new"] and "EXPIRED" in seen["note"]
    new = License.get(License.renewal_of == old.license_id)
    assert Vaccination.get_by_id(new.vaccination_id).vaccinated_on == TODAY - timedelta(days=2)


def test_an_expired_license_says_how_to_renew(qtbot, tab, office):
    last = date(TODAY.year - 1, 3, 2)
    _, dog = owner_with_dog(office, shot=date(TODAY.year - 1, 3, 1))
    old = licensing.issue_license(office.clerk, animal_id=dog, year=last.year, on=last, payment=PaymentInput("cash"))
    tab.show_record("license", old.license_id)
    assert "EXPIRED" in tab.detail.toPlainText() and "Press Ctrl+R (Renew)" in tab.detail.toPlainText()
    licensing.renew_license(office.clerk, old.license_id, payment=PaymentInput("cash"))
    tab.show_record("license", old.license_id)
    assert "Ctrl+R" not in tab.detail.toPlainText()  # renewed: nothing left to do
