"""What may be attached to a case, told from the file's first bytes (never from its name).

Photos (JPEG, PNG, GIF, TIFF, WebP, HEIC) and papers (PDF). A file is at most ``MAX_BYTES``:
a phone's photo is a few MB; a scanned stack of papers fits. The bytes are kept in the office
database (docs/attachments.md), so every file a case holds is in its backups.
"""
from __future__ import annotations

import hashlib

MAX_BYTES = 25 * 1024 * 1024

KINDS = {  # content type -> (how it reads, a photo?)
    "application/pdf": ("PDF document", False),
    "image/jpeg": ("Photo (JPEG)", True),
    "image/png": ("Image (PNG)", True),
    "image/gif": ("Image (GIF)", True),
    "image/tiff": ("Image (TIFF)", True),
    "image/webp": ("Image (WebP)", True),
    "image/heic": ("Photo (HEIC)", True),
}

# the tables a file may be attached to, and how each reads
SUBJECTS = {"impound": "Impound", "call": "Call for service", "violation": "Violation",
            "bite_report": "Bite report", "inspection": "Permit inspection", "hearing": "Hearing"}


def content_type(data: bytes) -> str | None:
    """The file's type from its signature, or None when it is none of ``KINDS``."""
    if data.startswith(b"%PDF-"):
        return "application/pdf"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if data.startswith((b"II*\x00", b"MM\x00*")):
        return "image/tiff"
    if data.startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "image/webp"
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"mif1", b"heif"):
        return "image/heic"
    return None


def is_photo(kind: str) -> bool:
    return kind in KINDS and KINDS[kind][1]


def kind_label(kind: str) -> str:
    return KINDS[kind][0] if kind in KINDS else kind


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def size_text(size: int) -> str:
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size / (1024 * 1024):.1f} MB"
