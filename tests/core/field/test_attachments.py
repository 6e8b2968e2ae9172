"""Photos and papers on every case: several files on an impound, a call, a violation, a bite
report, a permit inspection and a hearing, with who added them and when; voided with a reason,
never deleted (T-7B); carried by a backup and its restore with equal hashes, and by a PostgreSQL
office (pg_dump and pg_restore)."""
import hashlib
import os
import shutil
import subprocess
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from animaloffice.domain.errors import PermissionDenied, ValidationError
from animaloffice.persistence.models.attachments import Attachment, AttachmentData
from animaloffice.persistence.models.office import AuditEntry
from animaloffice.queries.attachments import attachments_of, exhibit_lines
from animaloffice.services import attachments, backups, calls, impounds, violations
from animaloffice.services import restore as services_restore

JPEG = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)) * 40 + b"\xff\xd9"
PNG = b"\x89PNG\r\n\x1a\n" + os.urandom(5000)
PDF = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def _impound(office):
    return impounds.intake(office.officer, jurisdiction_id=office.tracy, ground="at_large",
                           new_animal={"species": "dog", "colour": "black"}, found_place="Emory St").impound_id


def test_several_files_on_each_kind_of_case_with_who_and_when(field):
    office = field.office
    imp = _impound(office)
    call = calls.record_call(office.clerk, jurisdiction_id=office.tracy, kind="noise", address="12 Elm St").id
    vio = violations.record_violation(office.officer, owner_id=field.tracy_owner, kind="nuisance",
                                      nuisance_kind="noise", occurred_on=date.today()).id
    for table, sid in (("impound", imp), ("call", call), ("violation", vio)):
        attachments.attach(office.clerk, subject_table=table, subject_id=sid, file_name="C:\\photos\\front.jpg",
                           data=JPEG, caption="Front of the kennel")
        attachments.attach(office.officer, subject_table=table, subject_id=sid, file_name="report.pdf", data=PDF)
    rows = attachments_of("impound", imp)
    assert [(r.file_name, r.content_type, r.added_by) for r in rows] == [
        ("front.jpg", "image/jpeg", "Clerk"), ("report.pdf", "application/pdf", "Officer")]
    assert rows[0].photo and not rows[1].photo and rows[0].size_bytes == len(JPEG)
    assert rows[0].sha256 == hashlib.sha256(JPEG).hexdigest()
    assert abs(rows[0].added_at - datetime.now()) < timedelta(minutes=5)
    assert attachments.attachment_bytes(rows[1].id) == PDF
    assert len(attachments_of("call", call)) == 2 and len(attachments_of("violation", vio)) == 2
    # the log keeps the hash of the bytes, not the bytes
    entry = AuditEntry.get((AuditEntry.action == "attachment.data") & (AuditEntry.record_id ==
                                                                     str(AttachmentData.get().id)))
    assert hashlib.sha256(JPEG).hexdigest() in entry.after and len(entry.after) < 300


def test_what_is_not_a_photo_or_pdf_is_refused_and_nothing_is_kept(field):
    office = field.office
    imp = _impound(office)
    for data, why in ((b"MZ\x90\x00 a program", "neither a photo"), (b"", "empty"), ("text", "contents of a file")):
        with pytest.raises(ValidationError) as e:
            attachments.attach(office.clerk, subject_table="impound", subject_id=imp, file_name="x.jpg", data=data)
        assert e.value.field == "data" and why in e.value.reason
    with pytest.raises(ValidationError) as e:
        attachments.attach(office.clerk, subject_table="owner", subject_id=1, file_name="x.jpg", data=JPEG)
    assert e.value.field == "subject_table"
    with pytest.raises(ValidationError) as e:
        attachments.attach(office.clerk, subject_table="impound", subject_id=imp, file_name="..", data=JPEG)
    assert e.value.field == "file_name"
    big = b"%PDF-" + b"0" * (25 * 1024 * 1024)
    with pytest.raises(ValidationError) as e:
        attachments.attach(office.clerk, subject_table="impound", subject_id=imp, file_name="big.pdf", data=big)
    assert "at most 25.0 MB" in e.value.reason
    assert Attachment.select().count() == 0 and AttachmentData.select().count() == 0


def test_t_7b_an_attachment_is_voided_with_a_reason_never_deleted(field):
    office = field.office
    imp = _impound(office)
    info = attachments.attach(office.clerk, subject_table="impound", subject_id=imp, file_name="a.png", data=PNG)
    with pytest.raises(ValidationError):
        attachments.void_attachment(office.clerk, info.id, " ")
    attachments.void_attachment(office.clerk, info.id, "photo of another dog")
    assert attachments_of("impound", imp) == []
    kept = attachments_of("impound", imp, include_void=True)
    assert kept[0].void and kept[0].void_reason == "photo of another dog"
    assert attachments.attachment_bytes(info.id) == PNG  # the bytes stay on file
    assert not hasattr(attachments, "delete_attachment")


def test_a_damaged_file_is_told_not_shown(field):
    office = field.office
    info = attachments.attach(office.clerk, subject_table="impound", subject_id=_impound(office),
                              file_name="a.png", data=PNG)
    AttachmentData.update(data=PNG[:-1] + bytes([PNG[-1] ^ 0xFF])).execute()  # the last byte changed, whatever it was
    with pytest.raises(attachments.AttachmentDamaged) as e:
        attachments.attachment_bytes(info.id)
    assert "SHA-256" in e.value.message


def test_a_clerk_attaches_but_nobody_without_the_right_does(field):
    from animaloffice.domain.roles import Actor

    with pytest.raises(PermissionDenied):
        attachments.attach(Actor("x", "visitor"), subject_table="impound", subject_id=1, file_name="a", data=PNG)


def test_attachments_survive_backup_and_restore_with_equal_hashes(field, tmp_path):
    office = field.office
    if office.backend != "sqlite":
        pytest.skip("the SQLite backup; a PostgreSQL office is dumped with pg_dump (below)")
    imp = _impound(office)
    blobs = [JPEG, PNG, PDF, os.urandom(3 * 1024 * 1024) + b"", b"\x00" * 10]
    blobs[3] = b"%PDF-" + blobs[3]
    blobs[4] = b"\x89PNG\r\n\x1a\n" + blobs[4]
    ids = [attachments.attach(office.clerk, subject_table="impound", subject_id=imp, file_name=f"f{i}",
                              data=b).id for i, b in enumerate(blobs)]
    summary = backups.make_backup(tmp_path / "backups", reason="manual")
    assert summary.counts["attachment"] == 5 and summary.counts["attachment_data"] == 5
    attachments.void_attachment(office.clerk, ids[0], "later change, not in the backup")
    services_restore.restore(office.admin, summary.path, office.target)
    for i, data in zip(ids, blobs):
        assert hashlib.sha256(attachments.attachment_bytes(i)).hexdigest() == hashlib.sha256(data).hexdigest()
        assert Attachment.get_by_id(i).sha256 == hashlib.sha256(data).hexdigest()
    assert not Attachment.get_by_id(ids[0]).is_void  # the restored office is the one backed up


def _pg_tool(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    tools = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"))
    return str(tools[-1]) if tools else None


def test_a_postgresql_office_carries_attachments_through_pg_dump_and_pg_restore(field, tmp_path):
    office = field.office
    if office.backend != "postgres":
        pytest.skip("a PostgreSQL office (ANIMALOFFICE_TEST_PG_URL)")
    dump, restore = _pg_tool("pg_dump"), _pg_tool("pg_restore")
    if not dump or not restore:
        pytest.skip("pg_dump and pg_restore are not installed")
    imp = _impound(office)
    data = b"%PDF-" + bytes(range(256)) * 4096  # every byte value, 1 MB
    info = attachments.attach(office.clerk, subject_table="impound", subject_id=imp, file_name="all.pdf", data=data)
    assert attachments.attachment_bytes(info.id) == data  # bytea, read back whole
    from playhouse.db_url import connect

    url = os.environ["ANIMALOFFICE_TEST_PG_URL"]
    out = tmp_path / "office.dump"
    subprocess.run([dump, "-Fc", "-f", str(out), url], check=True)
    copy = url.rsplit("/", 1)[0] + "/animaltest_restored"
    admin = connect(url.rsplit("/", 1)[0] + "/postgres")
    admin.execute_sql("DROP DATABASE IF EXISTS animaltest_restored")
    admin.execute_sql("CREATE DATABASE animaltest_restored")
    try:
        subprocess.run([restore, "-d", copy, str(out)], check=True)
        restored = connect(copy)
        (digest, blob), = restored.execute_sql(
            'SELECT a.sha256, d.data FROM attachment a JOIN attachment_data d ON d.attachment_id = a.id '
            'WHERE a.id = %s', (info.id,)).fetchall()
        restored.close()
        assert digest == hashlib.sha256(data).hexdigest() == hashlib.sha256(bytes(blob)).hexdigest()
    finally:
        admin.execute_sql("DROP DATABASE IF EXISTS animaltest_restored")
        admin.close()


def test_exhibit_lines_say_what_and_when_never_a_rule_id(field):
    office = field.office
    vio = violations.record_violation(office.officer, owner_id=field.tracy_owner, kind="nuisance",
                                      nuisance_kind="noise", occurred_on=date.today()).id
    attachments.attach(office.officer, subject_table="violation", subject_id=vio, file_name="IMG_1.jpg", data=JPEG,
                       caption="Dog in the yard at 11 pm")
    attachments.attach(office.officer, subject_table="violation", subject_id=vio, file_name="log.pdf", data=PDF)
    text = exhibit_lines(attachments_of("violation", vio))
    assert text.splitlines() == [
        f"Exhibit 1: Dog in the yard at 11 pm (photo, violation, added {date.today():%m/%d/%Y})",
        f"Exhibit 2: log.pdf (pdf document, violation, added {date.today():%m/%d/%Y})"]
