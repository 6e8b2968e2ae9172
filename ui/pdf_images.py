"""A PDF image XObject (a letterhead logo, a kennel card's photo) as a QImage.

The images ReportLab writes: 8-bit DeviceGray or DeviceRGB, Flate-compressed or JPEG
(DCTDecode), with an optional soft mask (/SMask) for a logo's transparency. Any other kind
is ``Unsupported`` and the page is printed as an image instead.
"""
from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage

from .pdf_fonts import Unsupported

FORMATS = {"/DeviceRGB": (QImage.Format.Format_RGB888, 3), "/DeviceGray": (QImage.Format.Format_Grayscale8, 1)}


def _filters(xobject) -> list[str]:
    value = xobject.get("/Filter")
    if value is None:
        return []
    value = value.get_object()
    return [str(f) for f in value] if isinstance(value, list) else [str(value)]


def _decoded(xobject) -> QImage:
    filters = _filters(xobject)
    if filters and filters[-1] == "/DCTDecode":
        if any(f not in ("/FlateDecode", "/ASCII85Decode") for f in filters[:-1]):
            raise Unsupported(f"an image with filters {filters}")
        image = QImage.fromData(QByteArray(xobject.get_data()))  # the JPEG file itself
        if image.isNull():
            raise Unsupported("a JPEG image Qt cannot read")
        return image
    if any(f not in ("/FlateDecode", "/ASCII85Decode", "/ASCIIHexDecode") for f in filters):
        raise Unsupported(f"an image with filters {filters}")
    space = str(xobject.get("/ColorSpace"))
    if space not in FORMATS or int(xobject.get("/BitsPerComponent", 8)) != 8:
        raise Unsupported(f"an image in {space}")
    fmt, channels = FORMATS[space]
    decode = xobject.get("/Decode")
    if decode is not None and [float(v) for v in decode] != [0.0, 1.0] * channels:
        raise Unsupported("an image with a /Decode array")
    if "/DecodeParms" in xobject or xobject.get("/ImageMask"):
        raise Unsupported("an image with decode parameters or a stencil mask")
    width, height = int(xobject["/Width"]), int(xobject["/Height"])
    data = xobject.get_data()
    if len(data) < width * height * channels:
        raise Unsupported("an image shorter than its size")
    return QImage(data, width, height, width * channels, fmt).copy()  # copy: own the bytes


def image(xobject) -> QImage:
    """The image with its soft mask, if it has one, as its alpha channel."""
    picture = _decoded(xobject)
    mask = xobject.get("/SMask")
    if mask is None:
        return picture
    alpha = _decoded(mask.get_object()).convertToFormat(QImage.Format.Format_Grayscale8)
    if alpha.size() != picture.size():
        alpha = alpha.scaled(picture.size())
    picture = picture.convertToFormat(QImage.Format.Format_ARGB32)
    picture.setAlphaChannel(alpha)
    return picture
