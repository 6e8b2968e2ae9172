"""Organisations own animals too (a police department's K9, a shelter's, a rescue's, a business's
guard dog): New license records the owner as an organisation, by its name, and the papers the
office sends are addressed to the organisation, not to "Rescue, Prairie Paws". (A police
department's K9 is exempt in Tracy, T-7C: its exemption is recorded, not a license.)"""
from datetime import date, timedelta

from license_gui_helpers import click, pdf_text
from PySide6.QtCore import QDate

from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.people import Owner
from animaloffice.printing import license_documents as docs
from animaloffice.queries.owner_contact import addressee
from ui.licenses.new_license import NewLicenseDialog

TODAY = date.today()


def test_t_3a_a_rescues_dog_is_licensed_to_the_rescue(qtbot, tab, office, charges_confirmed):
    d = NewLicenseDialog(tab.ctx, tab)
    qtbot.addWidget(d)
    d.show()
    click(qtbot, d.owner.new_radio)
    assert not d.owner.organisation.isVisible()  # a person has no organisation name
    d.owner.kind.setCurrentIndex(d.owner.kind.findData("organisation"))
    assert d.owner.organisation.isVisible()
    qtbot.keyClicks(d.owner.organisation, "Prairie Paws Rescue")
    qtbot.keyClicks(d.owner.line1, "336 Morgan St")
    qtbot.keyClicks(d.owner.postal, "56175")
    qtbot.keyClicks(d.animal.name, "Ranger")
    d.animal.sex.setCurrentIndex(d.animal.sex.findData("M"))
    d.animal.altered.setCurrentIndex(d.animal.altered.findData(False))
    born, shot = TODAY - timedelta(days=1200), TODAY - timedelta(days=20)
    d.animal.birth_date.setDate(QDate(born.year, born.month, born.day))
    d.certificate.vaccinated_on.setDate(QDate(shot.year, shot.month, shot.day))
    qtbot.keyClicks(d.certificate.veterinarian, "Dr. Karen Lindahl")
    d.ok_button.click()
    assert d.result_value is not None, d.banner.text()
    owner = Owner.get(Owner.organisation == "Prairie Paws Rescue")
    assert (owner.kind, owner.display_name, owner.last_name) == ("organisation", "Prairie Paws Rescue", "")
    assert addressee(owner.id)["recipient_lines"][0] == "Prairie Paws Rescue"
    license_id = License.get(License.owner == owner.id).id
    text = pdf_text(docs.certificate_pdf(license_id))
    assert "Prairie Paws Rescue" in text and "Rescue, Prairie" not in text


def test_a_new_owner_at_the_sale_chooses_the_language_of_their_papers(qtbot, tab, office, charges_confirmed):
    """A Spanish-reading walk-in is recorded with their language at the sale: the license
    certificate handed over, and every notice after, print in Spanish."""
    d = NewLicenseDialog(tab.ctx, tab)
    qtbot.addWidget(d)
    d.show()
    click(qtbot, d.owner.new_radio)
    assert d.owner.language.currentData() == "en"
    assert d.owner.language.findData("es+en") >= 0  # bilingual too
    d.owner.language.setCurrentIndex(d.owner.language.findData("es"))
    qtbot.keyClicks(d.owner.first_name, "Rosa")
    qtbot.keyClicks(d.owner.last_name, "Medina")
    qtbot.keyClicks(d.owner.line1, "412 Emory St")
    qtbot.keyClicks(d.owner.postal, "56178")
    qtbot.keyClicks(d.animal.name, "Chispa")
    d.animal.sex.setCurrentIndex(d.animal.sex.findData("F"))
    d.animal.altered.setCurrentIndex(d.animal.altered.findData(True))
    born, shot = TODAY - timedelta(days=900), TODAY - timedelta(days=20)
    d.animal.birth_date.setDate(QDate(born.year, born.month, born.day))
    d.certificate.vaccinated_on.setDate(QDate(shot.year, shot.month, shot.day))
    qtbot.keyClicks(d.certificate.veterinarian, "Dr. Karen Lindahl")
    d.ok_button.click()
    assert d.result_value is not None, d.banner.text()
    owner = Owner.get(Owner.last_name == "Medina")
    assert owner.letter_language == "es"
    text = pdf_text(docs.certificate_pdf(License.get(License.owner == owner.id).id))
    assert "Certificado de licencia de perro" in text and "License" not in text
