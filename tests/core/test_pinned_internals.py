"""Two places reach into another library's internals, each written for one minor version (pinned
in pyproject.toml): peewee's driver set-up in persistence/drivers.py, and ReportLab's barcode
encoders in documents/tags.py. A different version fails here, loudly, before a tag prints wrong
or PostgreSQL fails to open at an office."""
from __future__ import annotations

from importlib.metadata import version

WRITTEN_FOR = {"peewee": "4.5", "reportlab": "5.1"}


def _minor(dist: str) -> str:
    return ".".join(version(dist).split(".")[:2])


def test_peewee_is_the_minor_version_the_driver_patch_was_written_for():
    assert _minor("peewee") == WRITTEN_FOR["peewee"], (
        f"peewee {version('peewee')} is installed; persistence/drivers.py sets peewee's module globals "
        f"as {WRITTEN_FOR['peewee']} names them: read peewee's driver import again, then change the pin")
    import peewee

    for name in ("psycopg2", "Json_pg2", "psycopg", "Json_pg3", "Jsonb_pg3"):  # set whether or not a driver is there
        assert hasattr(peewee, name), f"peewee no longer has the module global {name!r}"
    for adapter in (peewee.Psycopg2Adapter, peewee.Psycopg3Adapter):
        for name in ("txn_idle", "txn_inerror", "txn_unknown"):
            assert hasattr(adapter, name), f"{adapter.__name__}.{name} is gone"


def test_reportlab_is_the_minor_version_the_tag_codes_were_written_for():
    assert _minor("reportlab") == WRITTEN_FOR["reportlab"], (
        f"reportlab {version('reportlab')} is installed; documents/tags.py uses its barcode encoders' "
        f"internals as {WRITTEN_FOR['reportlab']} has them: check them again, then change the pin")
    from reportlab.graphics.barcode import code128, qrencoder

    bars = code128.Code128("TRA-2026-0042", barHeight=10, barWidth=1.0, quiet=0)
    bars._calculate()
    assert set(bars.decomposed) <= set("abcdABCD") and bars.decomposed[0] in "ABCD"
    qr = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    qr.addData("42")
    qr.version = qr.calculate_version()
    qr.makeImpl(False, 0)
    assert qr.getModuleCount() == 21 and len(qr.modules) == 21
