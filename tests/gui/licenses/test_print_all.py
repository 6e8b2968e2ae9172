"""A sale ends with one preview holding the tag, the license certificate and the receipt, printed
with one Print; each is still printable alone (T-3A: the tag, the license and its fee)."""
from datetime import date, timedelta

from license_gui_helpers import click, owner_with_dog, pdf_text

from animaloffice.services import licensing
from animaloffice.services.payments import PaymentInput
from ui import printing
from ui.licenses import handlers

TODAY = date.today()


def test_one_preview_and_one_print_for_the_sale(qtbot, tab, office, monkeypatch):
    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=10), name="Pepper")
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, tag_number=31,
                                     payment=PaymentInput("cash", 1500))
    handlers._after_license(tab, issued, "Issued")
    offer = tab.offer
    assert offer.all_button.isVisible() and offer.all_button.isDefault()
    sent = []
    monkeypatch.setattr(printing, "print_with_dialog",
                        lambda parent, data, doc_type, title, page_count=None: sent.append((data, page_count)) or True)
    click(qtbot, offer.all_button)
    preview = offer.previews[-1]
    text = pdf_text(preview.data)
    assert "31" in text and issued.number in text and issued.receipt.receipt_number in text
    assert text.index(issued.number) < text.index(issued.receipt.receipt_number)  # tag, certificate, then receipt
    pages = preview.document.pageCount()
    assert pages >= 3
    assert preview.print_document() and len(sent) == 1 and sent[0] == (preview.data, pages)
    alone = pdf_text(offer.receipt().data)  # each still printable alone
    assert issued.receipt.receipt_number in alone and issued.number in alone


def test_print_all_puts_the_tag_on_the_label_asked_for(qtbot, tab, office, monkeypatch):
    """A part-used sheet goes back in: Print all starts the tag at the label typed, as the Tag
    button's sheet dialog does."""
    from animaloffice.printing import license_documents as docs

    _, animal_id = owner_with_dog(office, shot=TODAY - timedelta(days=10), name="Pepper")
    issued = licensing.issue_license(office.clerk, animal_id=animal_id, tag_number=32,
                                     payment=PaymentInput("cash", 1500))
    handlers._after_license(tab, issued, "Issued")
    offer = tab.offer
    assert offer.tag_start.isVisible() and offer.tag_start.value() == 1
    assert offer.tag_start.maximum() == docs.tag_layout().per_page
    asked = []
    real = docs.sale_pdf
    monkeypatch.setattr(docs, "sale_pdf", lambda *a, **k: asked.append(k["start_position"]) or real(*a, **k))
    offer.tag_start.setValue(5)
    click(qtbot, offer.all_button)
    assert asked == [4]  # the fifth label, counted from 0 by the sheet
    assert "32" in pdf_text(offer.previews[-1].data)


def test_the_offers_buttons_keep_their_places_from_one_sale_to_the_next(qtbot):
    """A sale with no tag (a replacement certificate) or no receipt (nothing charged) leaves those
    buttons' room empty: the certificate and Close are where the last sale had them."""
    from ui.licenses.print_dialogs import DocumentsOffer

    places = []
    for tag, payment_id in ((True, 1), (False, 1), (True, None)):
        offer = DocumentsOffer(None, "Done", license_id=1, payment_id=payment_id, tag=tag)
        qtbot.addWidget(offer)
        offer.resize(700, 120)
        offer.show()
        qtbot.waitExposed(offer)
        places.append((offer.certificate_button.pos(), offer.close_button.pos()))
        offer.close()
    assert places[0] == places[1] == places[2], places
