"""The proof of service read back from the PDF: the affidavit of mailing with the article number
and the unclaimed return, of personal service, of posting in three public places (MN-347.14),
each signed by the person who served the notice."""
import io
from datetime import date, timedelta

import pypdf

from animaloffice.services import service_of_notice as svc
from animaloffice.services.service_of_notice import Place
from animaloffice.services.service_proof import proof_pdf
from tests.core.hearings.conftest import make_denial

SENT = date.today() - timedelta(days=10)


def _text(pdf: bytes) -> str:
    return " ".join("\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def test_affidavit_of_mailing_by_certified_mail_returned_unclaimed(office):
    case = make_denial(office, SENT)
    aid = svc.record_attempt(office.officer, notice_id=case.notice_id, method="certified", served_on=SENT,
                             article="7019 0700 0000 1234 5670", served_by="Dana Kruse")
    svc.record_return(office.officer, attempt_id=aid, status="unclaimed", on=SENT + timedelta(days=8))
    flat = _text(proof_pdf(aid))
    assert "Affidavit of service by mail" in flat and "certified mail" in flat
    assert "70190700000012345670" in flat and "Kvistad, Ruth" in flat and "412 Emory St" in flat
    assert "marked unclaimed" in flat and "Dana Kruse" in flat and "penalty of perjury" in flat
    assert "${" not in flat and "347" not in flat


def test_affidavit_of_personal_service_and_of_posting_in_three_places(office):
    case = make_denial(office, SENT)
    hand = svc.record_attempt(office.officer, notice_id=case.notice_id, method="hand", served_on=SENT,
                              served_by="Officer Lee", served_to="Ruth Kvistad", place="412 Emory St")
    flat = _text(proof_pdf(hand))
    assert "Affidavit of personal service" in flat and "handed a true copy of the notice to Ruth Kvistad" in flat
    assert "Officer Lee" in flat and "Return" not in flat.split("Affidavit of personal service", 1)[1][:40]
    posted = svc.record_attempt(office.officer, notice_id=case.notice_id, method="posted_public",
                                served_on=SENT, served_by="Officer Lee",
                                public_places=[Place("City Hall", SENT), Place("Post office", SENT),
                                               Place("Public library", SENT + timedelta(days=1))])
    flat = _text(proof_pdf(posted))
    assert "Affidavit of posting" in flat and "three public places" in flat
    assert "City Hall" in flat and "Post office" in flat and "Public library" in flat


def test_the_venue_line_names_the_county_of_the_city_from_its_profile(office):
    """The affidavit's venue, "State of Minnesota, County of ...": Tracy in Lyon County, Worthington
    in Nobles County, each read from the city's profile, and signed in that county."""
    from animaloffice.persistence.profiles import profile_for

    for jid, county in ((office.tracy, "Lyon"), (office.worthington, "Nobles")):
        assert profile_for(jid).text["county"] == county and "Census" in profile_for(jid).cite("county")
        case = make_denial(office, SENT, jid=jid, number=f"A-{county}")
        aid = svc.record_attempt(office.officer, notice_id=case.notice_id, method="first_class", served_on=SENT,
                                 served_by="Dana Kruse")
        flat = _text(proof_pdf(aid))
        assert f"State of Minnesota, County of {county}" in flat
        assert f"in {county} County, Minnesota" in flat and "____________ County" not in flat


def test_a_profile_naming_no_county_leaves_the_venue_blank_to_fill_in_by_hand():
    from animaloffice.documents.base import Letterhead
    from animaloffice.documents.proof_of_service import COUNTY_BLANK, proof_letter

    values = {"method": "first_class", "return_kind": "not_mailed", "seq": 1, "notice_number": "N1",
              "notice_title": "Notice", "notice_issued_on": "1/2/2026", "recipient_name": "R",
              "recipient_address": "A", "server_name": "S", "served_on": "1/2/2026", "served_on_iso": "2026-01-02",
              "article_number": "", "served_to": "", "place": "", "places": "", "email_address": "",
              "return_on": "", "county": ""}
    letter = proof_letter(values, Letterhead(office_name="Office", jurisdiction_name="City"))
    assert f"State of Minnesota, County of {COUNTY_BLANK}" in letter.paragraphs


def test_the_affidavit_of_posting_of_an_impound_notice_names_each_place_its_day_and_who_posted_it(office):
    """MN-347.14: the notice posted for an unknown owner prints its affidavit of posting from the
    posting itself, signed by the officer who recorded it."""
    from animaloffice.persistence.models.office import User
    from animaloffice.services import impound_notices, impounds

    User.update(full_name="Dana Kruse").where(User.username == "officer").execute()
    r = impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                        new_animal={"species": "dog", "colour": "tan"}, on=SENT - timedelta(days=1))
    info = impound_notices.post_notice(office.officer, r.impound_id, on=SENT,
                                       places=["City Hall", "Post office", "Public library"])
    [first] = svc.attempts_of(info.id)
    flat = _text(proof_pdf(first.id))
    day = f"{SENT:%B} {SENT.day}, {SENT.year}"
    assert "Affidavit of posting" in flat and "posted at the premises" not in flat
    assert (f"I posted a true copy of the notice in three public places: City Hall, on {day}; "
            f"Post office, on {day}; Public library, on {day}.") in flat
    assert f"Notice {info.number}: Notice of impound (owner unknown), issued {day}, " \
           "to the owner, whose name is not known." in flat
    assert "I, Dana Kruse, state" in flat and "${" not in flat and "347" not in flat


def test_an_affidavit_of_mailing_with_no_article_number_says_it_was_not_recorded_not_a_blank(office):
    """A notice sent certified or registered from a send dialog before the receipt was at hand:
    its affidavit never reads "article number ," with nothing after it; once the number is added
    the affidavit names it."""
    from animaloffice.services.mail_articles import add_article_number
    from animaloffice.services.notices import record_notice

    for method, number in (("certified", "70190700000012345670"), ("registered", "RE123456785US")):
        info = record_notice(office.officer, jurisdiction_id=office.tracy, kind="other", sent_on=SENT,
                             recipient_name="Ruth Kvistad", recipient_address="412 Emory St", method=method)
        [first] = svc.attempts_of(info.id)
        flat = _text(proof_pdf(first.id))
        assert f"by {method} mail" in flat and "addressed to Ruth Kvistad, 412 Emory St" in flat
        assert "article number ," not in flat and "article number" in flat  # only the sentence saying so
        assert "The article number of the mailing receipt was not recorded." in flat
        add_article_number(office.officer, first.id, number)
        flat = _text(proof_pdf(first.id))
        assert f"article number {number}, addressed to Ruth Kvistad" in flat and "not recorded" not in flat


def test_the_spanish_affidavit_of_mailing_with_no_article_number_says_so_too():
    from animaloffice.documents.base import Letterhead
    from animaloffice.documents.proof_of_service import proof_letter

    values = {"method": "registered", "return_kind": "none", "seq": 1, "notice_number": "N1",
              "notice_title": "Notice", "notice_issued_on": "1/2/2026", "recipient_name": "R",
              "recipient_address": "A", "server_name": "S", "served_on": "1/2/2026", "served_on_iso": "2026-01-02",
              "article_number": "", "served_to": "", "place": "", "places": "", "email_address": "",
              "return_on": "", "county": "Lyon", "language": "es"}
    text = " ".join(proof_letter(values, Letterhead(office_name="Office", jurisdiction_name="City")).paragraphs)
    assert "número de artículo ," not in text and "No se registró el número de artículo" in text
