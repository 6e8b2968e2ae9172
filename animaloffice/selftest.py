"""``animaloffice --self-test``: prove an installation works, without touching the office's data.

In a temporary folder it opens a fresh database, serves a city, signs up an
administrator, records an owner, a dog and its rabies certificate, issues a
license with payment through the services, renders the license's documents
and reads their text back. It exits 0 when every step passed and non-zero
with the failing step's message otherwise. The office's own database, backups
and settings are never opened.

The window layer adds its own checks (Qt platform, QtPdf, printing, icons,
the main window's tabs) through ``extra_checks``; see ``animaloffice.__main__``.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

OWNER = ("Ingrid", "Halvorsen-Øberg")  # a non-ASCII name proves the embedded fonts
DOG = "Pepper"
MICROCHIP = "985112000123456"


@dataclass
class RenderedDocument:
    name: str
    pdf: bytes
    expected: tuple[str, ...]  # text that must be found in the PDF


@dataclass
class SelfTestState:
    """What the steps built, handed to later steps and to the window's checks."""

    folder: Path
    actor: object = None
    jurisdiction_id: int | None = None
    owner_id: int | None = None
    animal_id: int | None = None
    license: object = None
    documents: list[RenderedDocument] = field(default_factory=list)


class SelfTestFailed(Exception):
    pass


Check = Callable[[SelfTestState], str | None]


def self_test(extra_checks: Iterable[tuple[str, Check]] = (), pdf_text: Callable[[bytes], str] | None = None,
              out=None, keep: bool = False) -> int:
    """Run every step; print one line per step; 0 if all passed, 1 otherwise."""
    out = out or _output()
    started = time.monotonic()
    saved_env = {k: os.environ.get(k) for k in ("ANIMALOFFICE_HOME", "ANIMALOFFICE_DB")}
    folder = Path(tempfile.mkdtemp(prefix="animaloffice-selftest-"))
    os.environ["ANIMALOFFICE_HOME"] = str(folder / "home")
    os.environ["ANIMALOFFICE_DB"] = f"sqlite:///{folder / 'selftest.sqlite3'}"
    state = SelfTestState(folder)
    steps: list[tuple[str, Check]] = [
        ("resources", _check_resources),
        ("database", _open_fresh_database),
        ("jurisdiction", _add_jurisdiction),
        ("records", _owner_animal_certificate),
        ("license", _issue_license),
        ("documents", _render_documents),
        ("document text", lambda s: _check_text(s, pdf_text or _pypdf_text)),
        ("workbook", _read_workbook),
        *extra_checks,
    ]
    failed = None
    try:
        for name, step in steps:
            try:
                detail = step(state)
            except Exception as exc:  # report which step, with the reason, then stop
                failed = (name, exc)
                print(f"FAIL {name}: {_describe(exc)}", file=out)
                if os.environ.get("ANIMALOFFICE_SELFTEST_TRACE"):
                    traceback.print_exc(file=out)
                break
            print(f"ok   {name}" + (f": {detail}" if detail else ""), file=out)
    finally:
        _close()
        for k, v in saved_env.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        if not keep:
            import shutil

            shutil.rmtree(folder, ignore_errors=True)
    seconds = time.monotonic() - started
    if failed:
        print(f"AnimalOffice self-test FAILED at '{failed[0]}' ({seconds:.1f} s)", file=out)
        return 1
    print(f"AnimalOffice self-test passed ({seconds:.1f} s)", file=out)
    return 0


# --- the steps ------------------------------------------------------------------------

def _check_resources(state: SelfTestState) -> str:
    from . import config
    from .services.opening import check_profiles

    resources = config.resources_dir()
    fonts = resources / "fonts"
    for font in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        if not (fonts / font).is_file():
            raise SelfTestFailed(f"the font {font} is missing from {fonts}")
    codes = check_profiles()
    if not codes:
        raise SelfTestFailed(f"no ordinance profiles in {resources / 'ordinances'}")
    return f"{resources} ({', '.join(codes)})"


def _open_fresh_database(state: SelfTestState) -> str:
    from . import office_database
    from .persistence.db import integrity_check
    from .services.opening import open_office

    target = office_database.database_target()
    if target.kind != "sqlite" or not str(target.path).startswith(str(state.folder)):
        raise SelfTestFailed(f"refusing to test on {target.describe()}")
    open_office(target)
    problems = integrity_check()
    if problems:
        raise SelfTestFailed("; ".join(problems))
    return target.describe()


def _add_jurisdiction(state: SelfTestState) -> str:
    from .persistence.profiles import available_profiles
    from .services.jurisdictions import set_office_settings
    from .services.opening import ensure_jurisdictions
    from .services.users import create_first_admin

    licensing = [code for code, p in sorted(available_profiles().items()) if p.enforces("licensing")]
    if not licensing:
        raise SelfTestFailed("no shipped profile licenses dogs and cats")
    state.jurisdiction_id = ensure_jurisdictions([licensing[0]])[0]
    state.actor = create_first_admin("selftest", "self-test-password-1").actor()
    set_office_settings(state.actor, {"office_name": "AnimalOffice Self-Test",
                                      "office_address": "1 Test Street\nTracy, MN 56175",
                                      "office_phone": "507-555-0100",
                                      "signature_name": "Test Administrator"})
    return licensing[0]


def _owner_animal_certificate(state: SelfTestState) -> str:
    from .services import animals, owners

    today = date.today()
    owner = owners.create_owner(state.actor, jurisdiction_id=state.jurisdiction_id, first_name=OWNER[0],
                                last_name=OWNER[1], phone="507-555-0142",
                                address={"line1": "336 Morgan Street", "city": "Tracy", "state": "MN",
                                         "postal_code": "56175"})
    animal = animals.create_animal(state.actor, jurisdiction_id=state.jurisdiction_id, owner_id=owner.id,
                                   species="dog", name=DOG, breed="Beagle", sex="F", altered=True,
                                   birth_date=today - timedelta(days=3 * 365), colour="tricolour",
                                   microchip=MICROCHIP)
    animals.record_vaccination(state.actor, animal.id, vaccinated_on=today - timedelta(days=30),
                               duration_years=3, product="Imrab 3", manufacturer="Boehringer Ingelheim",
                               lot="123456A", veterinarian="Dr. Karen Lindahl",
                               clinic="Tracy Veterinary Clinic", rabies_tag="R12345")
    state.owner_id, state.animal_id = owner.id, animal.id
    return f"owner {owner.id}, animal {animal.id}"


def _issue_license(state: SelfTestState) -> str:
    from .persistence.profiles import profile_for
    from .services.licensing import issue_license
    from .services.payments import PaymentInput

    profile = profile_for(state.jurisdiction_id)
    fee = profile.fee("license.dog", date.today())
    issued = issue_license(state.actor, animal_id=state.animal_id,
                           payment=PaymentInput("check", fee, reference="1042"))
    if issued.receipt is None or issued.receipt.amount_cents != fee or issued.fee_cents != fee:
        raise SelfTestFailed(f"license {issued.number}: the fee or receipt does not match {fee} cents")
    state.license = issued
    return f"{issued.number}, tag {issued.tag_number}, fee {fee / 100:.2f}, receipt {issued.receipt.receipt_number}"


def _render_documents(state: SelfTestState) -> str:
    state.documents = license_documents(state)
    if not state.documents:
        raise SelfTestFailed("no document was rendered")
    for doc in state.documents:
        if not doc.pdf.startswith(b"%PDF-") or b"%%EOF" not in doc.pdf[-1024:]:
            raise SelfTestFailed(f"{doc.name}: not a complete PDF")
    return ", ".join(f"{d.name} ({len(d.pdf) // 1024} KB)" for d in state.documents)


def license_documents(state: SelfTestState) -> list[RenderedDocument]:
    """The license's printed documents (certificate, tag sheet, receipt), each with the
    values its text must show."""
    from .printing.letterhead import letterhead_for
    from .printing.license_documents import certificate_pdf, receipt_pdf, tags_pdf

    lic = state.license
    head = letterhead_for(state.jurisdiction_id)
    fee = f"${lic.fee_cents / 100:.2f}"
    return [
        RenderedDocument("license certificate", certificate_pdf(lic.license_id),
                         (head.office_name, lic.number, f"Tag number {lic.tag_number}", OWNER[1], DOG,
                          MICROCHIP, fee)),
        RenderedDocument("tag sheet", tags_pdf([lic.license_id]),
                         (head.jurisdiction_name, str(lic.year), str(lic.tag_number), "507-555-0100")),
        RenderedDocument("receipt", receipt_pdf(lic.receipt.payment_id),
                         (head.office_name, lic.receipt.receipt_number, lic.number, OWNER[1], fee)),
    ]


def _check_text(state: SelfTestState, pdf_text: Callable[[bytes], str]) -> str:
    for doc in state.documents:
        text = " ".join(pdf_text(doc.pdf).split())
        missing = [e for e in doc.expected if " ".join(e.split()) not in text]
        if missing:
            raise SelfTestFailed(f"{doc.name}: the PDF text lacks {', '.join(repr(m) for m in missing)}")
    return f"{sum(len(d.expected) for d in state.documents)} values found"


# --- helpers --------------------------------------------------------------------------

def _pypdf_text(pdf: bytes) -> str:
    try:
        import io

        from pypdf import PdfReader
    except ImportError:
        raise SelfTestFailed("no PDF reader available to check the text (the window's QtPdf or pypdf)") from None
    return "\n".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages)


def _read_workbook(state: SelfTestState) -> str:
    """An Excel workbook made and read back as the import reads it: a 15-digit microchip kept as
    a number comes back as its exact digits, a date cell as the date."""
    import io
    from datetime import date

    from openpyxl import Workbook

    from .services.xlsx_reading import read_xlsx

    book = Workbook()
    book.active.append(["microchip", "birth_date"])
    book.active.append([985112345678901, date(2020, 5, 1)])
    data = io.BytesIO()
    book.save(data)
    table = read_xlsx(data.getvalue())
    expected = [(2, {"microchip": "985112345678901", "birth_date": "2020-05-01"})]
    if table.rows != expected:
        raise RuntimeError(f"the workbook read back as {table.rows}, not {expected}")
    return "a 15-digit microchip and a date read back exact"


def _close() -> None:
    try:
        from .persistence.db import close_database

        close_database()
    except Exception:
        pass


def _describe(exc: Exception) -> str:
    text = str(exc) or type(exc).__name__
    return text if isinstance(exc, SelfTestFailed) else f"{type(exc).__name__}: {text}"


def _output():
    """stdout; a windowed Windows build has none, so the report goes to a file beside the data."""
    if sys.stdout is not None:
        return sys.stdout
    log = Path(tempfile.gettempdir()) / "animaloffice-selftest.log"
    return open(log, "w", encoding="utf-8")  # noqa: SIM115 (lives until the process ends)
