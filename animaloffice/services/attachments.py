"""Photos and papers on a case: attached with who added them and when, voided with a reason,
never deleted (T-7B). The bytes are kept in the office database (``AttachmentData``), so the
SQLite backup and a PostgreSQL office's pg_dump carry them (docs/attachments.md)."""
from __future__ import annotations

from dataclasses import dataclass

from ..domain import attachments as rules
from ..domain import validate
from ..domain.errors import OfficeError, ValidationError
from ..domain.roles import Actor
from ..persistence.fetch import fetch
from ..persistence.models.attachments import Attachment, AttachmentData
from ..persistence.models.enforcement import Hearing, Violation
from ..persistence.models.field import BiteReport, Call
from ..persistence.models.impounds import Impound
from ..persistence.models.permits import Inspection
from . import audit
from .office_action import OfficeAction

MODELS = {"impound": Impound, "call": Call, "violation": Violation, "bite_report": BiteReport,
          "inspection": Inspection, "hearing": Hearing}


class AttachmentDamaged(OfficeError):
    """The stored bytes no longer match the hash recorded when the file was attached."""

    def __init__(self, attachment_id: int):
        super().__init__(attachment_id)
        self.field = "attachment_id"
        self.message = (f"attachment {attachment_id}: the stored file does not match the one attached "
                        "(its SHA-256 differs); restore it from a backup")


@dataclass(frozen=True)
class AttachmentInfo:
    id: int
    file_name: str
    content_type: str
    size_bytes: int
    sha256: str


def _file_name(value) -> str:
    name = validate.text("file_name", value, max_len=255, required=True)
    name = name.replace("\\", "/").rsplit("/", 1)[-1].strip()  # the name, never a path
    if not name or name in (".", ".."):
        raise ValidationError("file_name", "is not a file name", value)
    return name


def attach(actor: Actor, *, subject_table: str, subject_id: int, file_name: str, data: bytes,
           caption: str = "") -> AttachmentInfo:
    """Attach a photo or a PDF to a case; the file's type is read from its bytes."""
    act = OfficeAction(actor, "attach_files")
    subject_table = validate.choice("subject_table", subject_table, rules.SUBJECTS)
    file_name = _file_name(file_name)
    caption = validate.text("caption", caption, max_len=300)
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ValidationError("data", "must be the contents of a file", type(data).__name__)
    data = bytes(data)
    if not data:
        raise ValidationError("data", "the file is empty")
    if len(data) > rules.MAX_BYTES:
        raise ValidationError("data", f"the file is {rules.size_text(len(data))}; a file may be at most "
                              f"{rules.size_text(rules.MAX_BYTES)}")
    kind = rules.content_type(data)
    if kind is None:
        raise ValidationError("data", "is neither a photo (JPEG, PNG, GIF, TIFF, WebP, HEIC) nor a PDF")
    digest = rules.sha256(data)
    with act:
        fetch(MODELS[subject_table], subject_id, "subject_id")
        row = act.create(Attachment, "attachment.add", subject_table=subject_table, subject_id=subject_id,
                         file_name=file_name, content_type=kind, size_bytes=len(data), sha256=digest,
                         caption=caption, added_by=actor.username)
        stored = AttachmentData.create(attachment=row, sha256=digest, data=data)
        # the bytes themselves are not repeated in the log: their hash is
        audit.record(actor, "attachment.data", stored, after={"id": stored.id, "attachment": row.id,
                                                              "sha256": digest})
    return AttachmentInfo(row.id, file_name, kind, len(data), digest)


def update_caption(actor: Actor, attachment_id: int, caption: str, *, expected_version: int | None = None) -> int:
    act = OfficeAction(actor, "attach_files")
    caption = validate.text("caption", caption, max_len=300)
    with act:
        row = act.fetch(Attachment, attachment_id, "attachment_id")
        row.caption = caption
        act.save(row, "attachment.caption", expected_version=expected_version)
    return row.version


def void_attachment(actor: Actor, attachment_id: int, reason: str, *, expected_version: int | None = None) -> None:
    """A file attached by mistake (the wrong case, the wrong photo): voided with the reason; its
    bytes stay on file."""
    act = OfficeAction(actor, "void_record")
    with act:
        act.void(act.fetch(Attachment, attachment_id, "attachment_id"), reason, action="attachment.void",
                 expected_version=expected_version)


def attachment_bytes(attachment_id: int) -> bytes:
    """The file as it was attached, checked against its recorded hash."""
    row = fetch(Attachment, attachment_id, "attachment_id", allow_void=True)
    stored = AttachmentData.get_or_none(AttachmentData.attachment == row.id)
    data = bytes(stored.data) if stored is not None else b""
    if stored is None or rules.sha256(data) != row.sha256:
        raise AttachmentDamaged(row.id)
    return data
