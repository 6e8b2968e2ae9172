"""Every document a resident receives, rendered from the demo office, as text read back from its PDF.

Each notice the demo recorded, by its kind, through the renderer the office prints it with (a
notice of a kind this helper does not know is returned in ``unknown``, so a new kind of letter is
added here before it ships); license certificates, receipts, permits, release receipts and
dangerous-dog certificates, the kennel card's owner copy, inspection reports; the renewal and
certificate-due letters of the month. ``typed_texts`` is what the office typed into the records
(names, streets, findings, reasons): it prints as typed in every language.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, field
from datetime import date

import pypdf
from peewee import fn

from animaloffice.persistence.models.dangerous_dogs import DangerousDogCase
from animaloffice.persistence.models.enforcement import Notice
from animaloffice.persistence.models.impounds import Impound
from animaloffice.persistence.models.licensing import License
from animaloffice.persistence.models.money import Charge, Payment
from animaloffice.persistence.models.permits import Inspection, Permit

# kinds recorded with no letter of their own: the letter is printed from its record
PRINTED_FROM_THE_RECORD = {"renewal", "certificate_due", "permit", "inspection_report", "receipt"}


def pdf_text(pdf: bytes) -> str:
    return " ".join(" ".join(p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(pdf)).pages).split())


def notice_pdf(n: Notice) -> bytes:
    from animaloffice.documents.permits import render
    from animaloffice.printing import dangerous_dog_papers
    from animaloffice.printing.hearing_letters import letter_pdf
    from animaloffice.printing.permit_documents import notice_documents
    from animaloffice.services import impound_notices, violations

    if n.kind in ("impound", "posting", "quarantine", "license_order", "seizure", "warning", "notice_to_comply",
                  "license_request"):
        return impound_notices.notice_pdf(n.id)
    if n.kind in ("hearing", "decision", "appeal"):
        return letter_pdf([n.id])
    if n.kind in ("denial", "revocation"):
        return render(notice_documents(n.id), title="Notice")
    if n.kind == "dangerous_dog":
        return dangerous_dog_papers.notice_pdf(n.id)
    if n.kind == "citation":
        return violations.citation_pdf(n.subject_id)
    return b""


@dataclass
class Documents:
    texts: dict[str, str] = field(default_factory=dict)  # name -> text
    city: dict[str, int] = field(default_factory=dict)  # name -> jurisdiction id
    unknown: set[str] = field(default_factory=set)


def resident_documents(office, *, owners: set[int] = frozenset(), every: bool = False) -> Documents:
    """The documents of the demo office; `owners` are always included, `every` takes all records
    (else a sample of each kind)."""
    from animaloffice.documents.permits import render
    from animaloffice.printing import dangerous_dog_papers
    from animaloffice.printing.license_documents import build_letter_batch, certificate_pdf, receipt_pdf
    from animaloffice.printing.permit_documents import inspection_document, permit_document
    from animaloffice.services import impound_printing

    out = Documents()

    def add(name: str, jid: int, pdf: bytes) -> None:
        out.texts[name], out.city[name] = pdf_text(pdf), jid

    for n in Notice.select().where(Notice.voided_at.is_null()).order_by(Notice.id):
        pdf = notice_pdf(n)
        if pdf:
            add(f"notice {n.number} ({n.kind})", n.jurisdiction_id, pdf)
        elif n.kind not in PRINTED_FROM_THE_RECORD:
            out.unknown.add(n.kind)
    owners = list(owners)
    licenses = License.select() if every else License.select().where(License.owner.in_(owners) | (License.id < 40))
    for lic in licenses:
        add(f"license {lic.number}", lic.jurisdiction_id, certificate_pdf(lic.id))
    # a sample, with a receipt for each fee the demo charged (its name on the receipt is the fee's, in the language)
    each_fee = [p for (p,) in Charge.select(fn.MIN(Charge.payment)).where(Charge.payment.is_null(False))
                .group_by(Charge.fee_code).tuples()]
    pays = Payment.select() if every else Payment.select().where(
        Payment.owner.in_(owners) | (Payment.id < 30) | Payment.id.in_(each_fee))
    for pay in pays:
        add(f"receipt {pay.receipt_number}", pay.jurisdiction_id, receipt_pdf(pay.id))
    for permit in Permit.select():
        add(f"permit {permit.number}", permit.jurisdiction_id, render(permit_document(permit.id), title="Permit"))
    for imp in Impound.select().where(Impound.status == "released"):
        add(f"release {imp.number}", imp.jurisdiction_id, impound_printing.release_receipt_pdf(imp.id))
    cards = Impound.select().where(Impound.owner.is_null(False))
    if not every:  # a few of each way an animal came in (a seizure's card and a surrender's differ)
        cards = cards.where((Impound.id < 6) | (Impound.intake_type.not_in(("stray", "seized"))))
    for imp in cards.order_by(Impound.id):
        add(f"kennel card owner copy {imp.number}", imp.jurisdiction_id,
            impound_printing.kennel_card_pdf(imp.id, owner_copy=True))
    for ins in Inspection.select().order_by(Inspection.id):
        add(f"inspection report {ins.id}", ins.jurisdiction_id, render(inspection_document(ins.id), title="Inspection"))
    for case in DangerousDogCase.select().where(DangerousDogCase.certificate_number.is_null(False)):
        add(f"dangerous-dog certificate {case.number}", case.jurisdiction_id, dangerous_dog_papers.certificate_pdf(case.id))
    today = date.today()
    this_month = (today.year, today.month)
    next_month = (today.year + today.month // 12, today.month % 12 + 1)
    # the renewal reminders of the month the demo's licenses next end in, whatever month it is now
    ending = (License.select(License.expires_on).where((License.jurisdiction == office.tracy)
                                                        & (License.expires_on >= today))
              .order_by(License.expires_on).first())
    months = {"renewal": {this_month, next_month} | ({(ending.expires_on.year, ending.expires_on.month)}
                                                      if ending is not None else set()),
              "certificate_due": {this_month, next_month}}
    for kind, wanted in months.items():
        for year, month in sorted(wanted):
            batch = build_letter_batch(kind, office.tracy, year, month, skip_sent=False)
            if batch.pdf:
                add(f"{kind} letters {year}-{month:02d}", office.tracy, batch.pdf)
    return out


# what the program writes into the records itself (a notice's snapshot, how its dates were counted)
# or never prints: not text the office typed
NOT_TYPED = {("notice", "explanation"), ("notice", "sections"), ("notice", "reasons"),
             ("audit_entry", None), ("import_run", None), ("imported_record", None), ("import_mapping", None),
             ("meta", None), ("counter", None), ("user", None), ("sign_in_throttle", None), ("attachment_data", None)}


def typed_texts() -> list[str]:
    """Every line of text the demo office typed into its records, the longest first (so a
    sentence is taken out before a word in it)."""
    import peewee as pw

    from animaloffice.persistence.models import ALL_MODELS

    found: set[str] = set()
    for model in ALL_MODELS:
        table = model._meta.table_name
        if (table, None) in NOT_TYPED:
            continue
        for f in model._meta.sorted_fields:
            if not isinstance(f, (pw.CharField, pw.TextField)) or (table, f.name) in NOT_TYPED:
                continue
            for (value,) in model.select(f).distinct().tuples():
                for text in (_typed_in_snapshot(value) if (table, f.name) == ("notice", "fields") else _leaves(value)):
                    found.update(" ".join(line.split()) for line in text.splitlines() if len(line.strip()) > 2)
    return sorted(found, key=len, reverse=True)


# what a notice's snapshot keeps of the officer's typed words (a call letter's findings)
TYPED_IN_SNAPSHOT = ("findings",)


def _typed_in_snapshot(value: str) -> list[str]:
    import json

    values = json.loads(value or "{}").get("values", {})
    return [values[k] for k in TYPED_IN_SNAPSHOT if isinstance(values.get(k), str)]


def _leaves(value: str | None) -> list[str]:
    """A column's text, or each text in it where it holds JSON (a denial's reasons as typed)."""
    import json

    if not value or value[:1] not in "{[":
        return [value] if value else []
    try:
        data = json.loads(value)
    except ValueError:
        return [value]
    out, todo = [], [data]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return out
