"""What may be attached to a case (``domain.attachments``): a photo or a paper told from its first bytes,
never from its name; how each kind reads, which are photos, and a file's size in words."""
import pytest

from animaloffice.domain.attachments import content_type, is_photo, kind_label, sha256, size_text


@pytest.mark.parametrize(("head", "kind"), [
    (b"%PDF-1.7\n%\xe2\xe3", "application/pdf"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF", "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "image/png"),
    (b"GIF87a\x01\x00", "image/gif"),
    (b"GIF89a\x01\x00", "image/gif"),
    (b"II*\x00\x08\x00\x00\x00", "image/tiff"),
    (b"MM\x00*\x00\x00\x00\x08", "image/tiff"),
    (b"RIFF\x24\x00\x00\x00WEBPVP8 ", "image/webp"),
    (b"\x00\x00\x00\x18ftypheic\x00\x00", "image/heic"),
    (b"\x00\x00\x00\x18ftypheix\x00\x00", "image/heic"),
    (b"\x00\x00\x00\x18ftypmif1\x00\x00", "image/heic"),
    (b"\x00\x00\x00\x18ftypheif\x00\x00", "image/heic"),
])
def test_a_file_is_told_by_its_signature(head, kind):
    assert content_type(head + b"\x00" * 100) == kind
    assert content_type(head) == kind


@pytest.mark.parametrize("head", [
    b"", b"%PDF", b"PDF-1.7", b"\xff\xd8", b"\x89PNG\r\n\x1a", b"GIF88a", b"II*\x01", b"MM\x00+",
    b"RIFF\x24\x00\x00\x00WAVEfmt ", b"RIFX\x24\x00\x00\x00WEBPVP8 ", b"\x00\x00\x00\x18ftypmp42\x00\x00",
    b"\x00\x00\x00\x18ftipheic", b"\x00\x00\x00ftypheic", b"PK\x03\x04 a word file", b"MZ\x90\x00",
])
def test_a_file_of_any_other_kind_is_refused(head):
    assert content_type(head) is None


def test_a_signature_is_read_only_where_it_stands():
    assert content_type(b"x%PDF-1.7") is None
    assert content_type(b"RIFF\x00\x00\x00\x00xWEBP") is None
    assert content_type(b"\x00\x00\x00\x00\x00ftypheic") is None


@pytest.mark.parametrize(("kind", "label", "photo"), [
    ("application/pdf", "PDF document", False),
    ("image/jpeg", "Photo (JPEG)", True),
    ("image/png", "Image (PNG)", True),
    ("image/gif", "Image (GIF)", True),
    ("image/tiff", "Image (TIFF)", True),
    ("image/webp", "Image (WebP)", True),
    ("image/heic", "Photo (HEIC)", True),
    ("text/plain", "text/plain", False),
    ("", "", False),
])
def test_each_kind_reads_in_words_and_only_images_are_photos(kind, label, photo):
    assert kind_label(kind) == label
    assert is_photo(kind) is photo


def test_a_file_is_known_by_its_sha_256():
    assert sha256(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


@pytest.mark.parametrize(("size", "text"), [
    (0, "0 bytes"), (1, "1 bytes"), (1023, "1023 bytes"), (1024, "1 KB"), (1536, "2 KB"), (10 * 1024, "10 KB"),
    (1024 * 1024 - 1, "1024 KB"), (1024 * 1024, "1.0 MB"), (2_621_440, "2.5 MB"), (2_569_012, "2.5 MB"), (25 * 1024 * 1024, "25.0 MB"),
])
def test_a_size_reads_in_bytes_kb_or_mb(size, text):
    assert size_text(size) == text
