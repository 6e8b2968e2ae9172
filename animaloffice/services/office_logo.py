"""The office's logo or seal for letterheads, kept in the database.

Office settings are shared by every workstation, so the image itself is
stored (base64, PNG or JPEG, at most 1 MB), not a path that exists on one
machine only.
"""
from __future__ import annotations

import base64
import hashlib

from ..domain.errors import ValidationError
from ..domain.roles import Actor
from ..persistence.models.office import OfficeSetting
from ..queries.office import LOGO_KEY, image_kind
from .office_action import OfficeAction

MAX_LOGO_BYTES = 1_000_000


def set_office_logo(actor: Actor, data: bytes | None) -> None:
    """Store the logo or seal printed on letterheads; None removes it."""
    act = OfficeAction(actor, "office_settings")
    if data is not None:
        if not isinstance(data, (bytes, bytearray)) or not data:
            raise ValidationError("logo", "choose a PNG or JPEG image")
        if len(data) > MAX_LOGO_BYTES:
            raise ValidationError("logo", f"the image is larger than {MAX_LOGO_BYTES // 1000} KB; "
                                  "use a smaller one")
        if image_kind(bytes(data)) is None:
            raise ValidationError("logo", "the file is not a PNG or JPEG image")
    value = "" if data is None else base64.b64encode(bytes(data)).decode("ascii")
    after = {"key": LOGO_KEY, "sha1": _digest(value), "bytes": len(data or b"")}
    with act:  # the log keeps the image's digest, not the image
        row = OfficeSetting.get_or_none(OfficeSetting.key == LOGO_KEY)
        if row is None:
            act.created(OfficeSetting.create(key=LOGO_KEY, value=value), "office.logo", after=after)
        else:
            act.hold(row, view=lambda r: {"key": LOGO_KEY, "sha1": _digest(r.value)})
            row.value = value
            act.save(row, "office.logo", after=after)


def _digest(value: str) -> str:
    return hashlib.sha1(value.encode("ascii")).hexdigest()[:12] if value else ""
