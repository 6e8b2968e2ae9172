"""The one letterhead every document prints: office settings plus the jurisdiction.

Documents never assemble the office block themselves; they call
``letterhead_for(jurisdiction_id)`` so a change in Tools > Settings shows on
every letter, certificate, receipt and notice alike.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

from .. import config
from ..documents.base import Letterhead
from ..persistence.models.base import database
from ..persistence.models.office import Jurisdiction
from ..queries.office import LOGO_KEY, decode_logo, image_kind, office_settings

DEFAULT_OFFICE_NAME = "Animal Control Office"


def letterhead_for(jurisdiction_id: int | None) -> Letterhead:
    """The letterhead for documents issued under this jurisdiction (None: the office alone)."""
    values = office_settings()  # every document reads them: one plain statement, no query building
    jurisdiction = ""
    if jurisdiction_id is not None:
        db = database.obj
        row = db.execute_sql(f'SELECT "name" FROM "{Jurisdiction._meta.table_name}" WHERE "id" = {db.param}',
                             (jurisdiction_id,)).fetchone()
        jurisdiction = row[0] if row is not None else ""
    office = values.get("office_name", "").strip()
    if not office:
        office = DEFAULT_OFFICE_NAME
    if office == jurisdiction:
        jurisdiction = ""
    return Letterhead(
        office_name=office,
        jurisdiction_name=jurisdiction,
        address=one_line(values.get("office_address", "")),
        phone=values.get("office_phone", "").strip(),
        hours=values.get("office_hours", "").strip(),
        logo_path=logo_file(values.get("logo_path", ""), values.get(LOGO_KEY, "")),
        signature_name=values.get("signature_name", "").strip(),
        signature_title=values.get("signature_title", "").strip(),
    )


def one_line(address: str) -> str:
    """A multi-line address as one letterhead line: '336 Morgan St, Tracy, MN 56175'."""
    return ", ".join(part.strip() for part in address.splitlines() if part.strip())


def logo_file(fallback_path: str = "", stored: str = "") -> str:
    """A file holding the stored logo (written once per image into the data folder's cache).

    ReportLab draws images from files; the image itself lives in the database so
    every workstation prints the same one (`stored`: the ``logo_image`` setting's value). An older ``logo_path`` setting is used
    only when no image is stored and the file exists on this machine.
    """
    data = decode_logo(stored)
    if data:
        kind = image_kind(data) or "png"
        cache = config.data_dir() / "cache"
        cache.mkdir(parents=True, exist_ok=True)
        path = cache / f"logo-{hashlib.sha1(data).hexdigest()[:16]}.{kind}"
        if not path.exists():
            tmp = path.with_suffix(".tmp")
            tmp.write_bytes(data)
            tmp.replace(path)
        return str(path)
    if fallback_path and Path(fallback_path).is_file():
        return fallback_path
    return ""
