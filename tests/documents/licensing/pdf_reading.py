"""Reading a printed document back: a page's text and the number of pages."""
import io

from pypdf import PdfReader


def text(pdf: bytes, page: int = 0) -> str:
    return PdfReader(io.BytesIO(pdf)).pages[page].extract_text()


def pages(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)
