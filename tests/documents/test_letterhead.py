"""Every document's letterhead comes from the office settings and the jurisdiction."""
import io
from datetime import date

import pytest
from pypdf import PdfReader

from animaloffice.documents.base import Letter
from animaloffice.documents.page_writer import render_letters
from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.printing.letterhead import letterhead_for
from animaloffice.queries.office import office_logo
from animaloffice.services.jurisdictions import set_office_settings
from animaloffice.services.office_logo import set_office_logo


def _png(width=40, height=20) -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (width, height), (20, 60, 120)).save(buf, "PNG")
    return buf.getvalue()


def test_letterhead_from_office_settings(office):
    set_office_settings(office.admin, {
        "office_name": "Lyon County Animal Control", "office_address": "336 Morgan Street\nTracy, MN 56175",
        "office_phone": "507-629-5528", "office_hours": "Mon–Fri 8–4:30",
        "signature_name": "Dana Kvistad", "signature_title": "Animal Control Officer"})
    head = letterhead_for(office.tracy)
    assert head.office_name == "Lyon County Animal Control"
    assert head.jurisdiction_name == "City of Tracy"
    assert head.address == "336 Morgan Street, Tracy, MN 56175"
    assert head.phone == "507-629-5528" and head.hours == "Mon–Fri 8–4:30"
    assert (head.signature_name, head.signature_title) == ("Dana Kvistad", "Animal Control Officer")
    assert letterhead_for(office.worthington).jurisdiction_name == "City of Worthington"
    pdf = render_letters([Letter(head, "Test letter", date(2026, 3, 2), paragraphs=["Body."])], title="t")
    text = PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    for expected in ("Lyon County Animal Control", "City of Tracy", "336 Morgan Street, Tracy, MN 56175",
                     "507-629-5528", "Dana Kvistad"):
        assert expected in text


def test_letterhead_without_settings_still_names_the_city(office):
    head = letterhead_for(office.tracy)
    assert head.office_name == "Animal Control Office"
    assert head.jurisdiction_name == "City of Tracy"
    assert head.logo_path == ""
    assert letterhead_for(None).jurisdiction_name == ""


def test_logo_stored_in_database_and_printed(office):
    data = _png()
    set_office_logo(office.admin, data)
    assert office_logo() == data
    head = letterhead_for(office.tracy)
    assert head.logo_path and open(head.logo_path, "rb").read() == data
    pdf = render_letters([Letter(head, "With seal", date(2026, 3, 2), paragraphs=["Body."])], title="t")
    page = PdfReader(io.BytesIO(pdf)).pages[0]
    assert len(page.images) == 1
    set_office_logo(office.admin, None)
    assert letterhead_for(office.tracy).logo_path == ""


def test_logo_only_by_administrator_and_only_images(office):
    with pytest.raises(PermissionDenied):
        set_office_logo(office.clerk, _png())
    with pytest.raises(ValidationError) as err:
        set_office_logo(office.admin, b"%PDF-1.4 not an image")
    assert err.value.field == "logo"
    with pytest.raises(ValidationError):
        set_office_logo(office.admin, b"\x89PNG\r\n\x1a\n" + b"0" * 1_000_001)
    assert office_logo() is None
