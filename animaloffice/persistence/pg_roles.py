"""Least privilege on PostgreSQL: an owner role that makes the schema, a desk role that owns nothing.

The owner role (``animaloffice init`` / ``upgrade`` run with its URL) owns every table, the
audit log's triggers and the account guard. The desks connect with a role (or logins that are
members of it) that may read the office's tables and add and change rows, but:

* owns nothing, so it cannot ALTER or DROP a table, nor disable or drop a trigger;
* on ``audit_entry`` may only SELECT and INSERT (the triggers refuse UPDATE, DELETE, TRUNCATE
  even to the owner; the desk has no right to try);
* on ``meta`` (the schema version) may only SELECT; may create nothing in the schema;
* cannot make anyone an administrator: the account guard on ``user`` (``account_proof``).

``desk_problems`` is what the program checks each time a desk opens the office: the login is
no superuser and owns nothing, its rights on the audit log are as above, and every trigger on
the audit log and the account guard is there and enabled. With any of these wrong the office
is not opened for work (``services.opening.open_office``).
"""
from __future__ import annotations

import re

import peewee as pw

from .models.office import AuditEntry, Meta

AUDIT = AuditEntry._meta.table_name
META = Meta._meta.table_name
AUDIT_TRIGGERS = (f"{AUDIT}_readonly", f"{AUDIT}_no_truncate", f"{AUDIT}_chained")
_NAME = re.compile(r"^[a-z_][a-z0-9_$]{0,62}$")


def _role(name: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise ValueError(f"{name!r} is not a role name (lower-case letters, digits and _)")
    return f'"{name}"'


def is_postgres(db: pw.Database) -> bool:
    return isinstance(db, pw.PostgresqlDatabase)


def can_change_schema(db: pw.Database) -> bool:
    """True on SQLite, and on PostgreSQL for the owner role (or a superuser)."""
    if not is_postgres(db):
        return True
    row = db.execute_sql(
        "SELECT r.rolsuper OR COALESCE(pg_has_role(current_user, c.relowner, 'MEMBER'), false), "
        "has_schema_privilege(current_user, current_schema(), 'CREATE') "
        f"FROM pg_roles r LEFT JOIN pg_class c ON c.oid = to_regclass('{META}') "
        "WHERE r.rolname = current_user").fetchone()
    owner, create = row if row else (False, False)
    return bool(owner) if db.table_exists(META) else bool(create)


def grant_desk_rights(db: pw.Database, desk_role: str) -> None:
    """Give the desk role its rights on every table there is now (run by the owner at init and
    after each upgrade: a new table needs them too)."""
    role = _role(desk_role)
    for sql in (
        "REVOKE CREATE ON SCHEMA public FROM PUBLIC",
        f"GRANT USAGE ON SCHEMA public TO {role}",
        f"REVOKE ALL ON ALL TABLES IN SCHEMA public FROM {role}",
        f"GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO {role}",
        f'REVOKE INSERT, UPDATE ON "{META}" FROM {role}',
        f'REVOKE UPDATE ON "{AUDIT}" FROM {role}',
        f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {role}",
    ):
        db.execute_sql(sql)
    db.execute_sql(f'INSERT INTO "{META}" (key, value) VALUES (%s, %s) ON CONFLICT (key) '
                   "DO UPDATE SET value = EXCLUDED.value", ("desk_role", desk_role))


def desk_problems(db: pw.Database) -> list[str]:
    """What is wrong with this connection's rights for a desk (empty: as designed)."""
    if not is_postgres(db):
        return []
    problems = []
    name, superuser = db.execute_sql(
        "SELECT rolname, rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()
    if superuser:
        problems.append(f"the login {name} is a superuser")
    owned = [r[0] for r in db.execute_sql(
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
        "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'S') "
        "AND pg_has_role(current_user, c.relowner, 'MEMBER') ORDER BY c.relname LIMIT 5").fetchall()]
    if owned and not superuser:
        problems.append(f"the login {name} owns the office's tables ({', '.join(owned)}, ...): it could "
                        "disable the audit log's guards")
    if db.execute_sql("SELECT has_schema_privilege(current_user, current_schema(), 'CREATE')").fetchone()[0] \
            and not superuser:
        problems.append(f"the login {name} may create tables in the office's schema")
    rights = dict(db.execute_sql(
        "SELECT p, has_table_privilege(current_user, %s, p) FROM unnest(ARRAY['SELECT', 'INSERT', "
        "'UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES']) AS p", (f'"{AUDIT}"',)).fetchall())
    extra = [p for p in ("UPDATE", "DELETE", "TRUNCATE", "TRIGGER", "REFERENCES") if rights.get(p)]
    if extra and not superuser:
        problems.append(f"the login {name} may {', '.join(extra)} the audit log (only SELECT and INSERT)")
    missing = [p for p in ("SELECT", "INSERT") if not rights.get(p)]
    if missing:
        problems.append(f"the login {name} may not {' or '.join(missing)} the audit log")
    if db.execute_sql("SELECT has_table_privilege(current_user, %s, 'UPDATE')", (f'"{META}"',)).fetchone()[0] \
            and not superuser:
        problems.append(f"the login {name} may change the schema version (meta)")
    triggers = dict(db.execute_sql(
        "SELECT tgname, tgenabled FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN "
        "(%s::regclass, '\"user\"'::regclass)", (f'"{AUDIT}"',)).fetchall())
    for wanted in (*AUDIT_TRIGGERS, "user_account_guard"):
        if wanted not in triggers:
            problems.append(f"the trigger {wanted} is missing")
    for trigger, enabled in sorted(triggers.items()):
        state = enabled.decode() if isinstance(enabled, bytes) else str(enabled)
        if state not in ("O", "A"):
            problems.append(f"the trigger {trigger} is disabled")
    return problems
