"""Several printed documents made one, printed with one Print (a sale's tag, certificate and
receipt; a release receipt with the license sold at the reclaim)."""
from __future__ import annotations

import io


def joined_pdf(parts: list[bytes]) -> bytes:
    """The pages of each PDF in `parts`, in order, as one PDF."""
    from pypdf import PdfReader, PdfWriter  # when papers are joined, not at start-up

    writer = PdfWriter()
    for data in parts:
        for page in PdfReader(io.BytesIO(data)).pages:
            writer.add_page(page)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
