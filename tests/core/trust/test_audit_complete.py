"""Every change is in the audit log: replaying the values recorded for a record gives the
record as it is in the database, for every row of every table (T-7B)."""
import json

from animaloffice.persistence.models import ALL_MODELS
from animaloffice.persistence.models.office import AuditChainHead, AuditEntry, Counter, Meta, SignInThrottle
from animaloffice.services import audit

from .scenario import demo_parts, front_desk_day

# facts about the file, number counters, the log itself, failed sign-ins counted (each failure and
# lock-out is in the log as an entry of its own), the head of the log's chain
NOT_AUDITED = {Meta, Counter, AuditEntry, AuditChainHead, SignInThrottle}
NOT_REPEATED = {"user": {"password_hash", "authority", "last_failed_at"},  # never in the log
                "jurisdiction": {"profile_source"},  # the profile file text, kept on the row itself
                "attachment_data": {"data"}}  # an attached file's bytes: the log keeps their SHA-256


def _normal(values: dict) -> dict:
    return json.loads(audit.to_json(values))


def test_replaying_the_audit_log_gives_every_row(office):
    front_desk_day(office)
    demo_parts(office)
    history: dict[tuple[str, str], dict] = {}
    no_before = []
    for e in AuditEntry.select().order_by(AuditEntry.id):
        assert e.username and e.action and e.at
        if e.after:
            after = json.loads(e.after)
            key = (e.table_name, e.record_id)
            if key in history and "id" in after and e.before is None:  # a change, not a creation
                no_before.append(f"{e.action} on {e.table_name} {e.record_id} has no values before")
            history.setdefault(key, {}).update(after)
    made_by_the_fixture = {office.admin.user_id, office.clerk.user_id, office.officer.user_id}
    problems = []
    checked = 0
    for model in ALL_MODELS:
        if model in NOT_AUDITED:
            continue
        table = model._meta.table_name
        for row in model.select():
            if table == "user" and row.id in made_by_the_fixture:
                continue
            checked += 1
            replayed = history.get((table, str(row.get_id())))
            if replayed is None:
                problems.append(f"{table} {row.get_id()}: no audit entry")
                continue
            actual = _normal(audit.snapshot(row))
            for column, value in actual.items():
                if column in NOT_REPEATED.get(table, ()):
                    continue
                if replayed.get(column) != value:
                    problems.append(f"{table} {row.get_id()}.{column}: database has {value!r}, "
                                    f"audit log says {replayed.get(column)!r}")
    assert checked > 30
    assert not problems, "\n".join(problems[:30])
    assert not no_before, "\n".join(no_before[:30])
