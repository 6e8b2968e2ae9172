"""Changes to user accounts carry the proof of who may make them (see ``domain.passwords``).

On PostgreSQL a trigger on the ``user`` table, owned by the database's owner role (which the
desks' login cannot alter or disable), refuses a new account and any change of an account's
user name, role, active flag, password or authority unless the transaction carries a proof
(``SET LOCAL animaloffice.proof``) whose SHA-256 is the authority of an active administrator,
or, for a change of one's own password, of the account itself. An account made before proofs
existed gets its authority at its next sign-in (the one change allowed without a proof on
record, and only to the account signing in). The owner role (schema set-up, upgrades, the
test suite's reset) is not held back. On SQLite whoever holds the file holds everything; the
same calls are made and nothing is checked there.
"""
from __future__ import annotations

from contextlib import contextmanager

import peewee as pw

from ..domain.errors import OfficeError
from .models.base import database

_proofs: dict[int, bytes] = {}  # user id -> proof, from this program's own sign-ins


def remember(user_id: int, proof: bytes) -> None:
    if proof:
        _proofs[user_id] = proof


def proof_of(user_id: int | None) -> bytes:
    return _proofs.get(user_id, b"") if user_id is not None else b""


def forget(user_id: int | None = None) -> None:
    if user_id is None:
        _proofs.clear()
    else:
        _proofs.pop(user_id, None)


class ProofRefused(OfficeError):
    """The database refused a change to an account: the proof carried was not an
    administrator's (a password changed since this sign-in, or none at all)."""

    def __init__(self):
        super().__init__()
        self.field = None
        self.message = ("the database refused the change to the account: sign in again as an "
                        "administrator (your password may have been changed since you signed in)")


@contextmanager
def refusals_in_words():
    """The account guard's refusal as a ProofRefused, not a raw database error."""
    try:
        yield
    except pw.DatabaseError as exc:
        if "administrator's sign-in" in str(exc):
            raise ProofRefused() from None
        raise


def prove(user_id: int | None, proof: bytes | None = None) -> None:
    """Carry ``proof`` (default: the one remembered at ``user_id``'s sign-in) in the current
    transaction, for the account guard to check. A no-op on SQLite."""
    db = database.obj
    if isinstance(db, pw.SqliteDatabase) or user_id is None:
        return
    proof = proof if proof is not None else proof_of(user_id)
    db.execute_sql("SELECT set_config('animaloffice.actor', %s, true), "
                   "set_config('animaloffice.proof', %s, true)", (str(user_id), proof.hex()))


GUARD_FUNCTION = r"""
CREATE OR REPLACE FUNCTION animaloffice_account_guard() RETURNS trigger AS $$
DECLARE
  actor_id integer;
  proof text;
  digest text;
  actor record;
BEGIN
  IF pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = TG_RELID), 'MEMBER') THEN
    RETURN NEW;  -- the owner role (set-up, upgrades); the function runs as its caller
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.username = OLD.username AND NEW.role = OLD.role
     AND NEW.active = OLD.active AND NEW.password_hash = OLD.password_hash
     AND NEW.authority = OLD.authority THEN
    RETURN NEW;  -- a name, a failed-sign-in count: nothing guarded
  END IF;
  actor_id := NULLIF(current_setting('animaloffice.actor', true), '')::integer;
  proof := COALESCE(current_setting('animaloffice.proof', true), '');
  digest := CASE WHEN proof ~ '^([0-9a-f]{2})+$' THEN encode(sha256(decode(proof, 'hex')), 'hex') ELSE '' END;
  SELECT id, role, active, authority INTO actor FROM "user" WHERE id = actor_id;
  IF FOUND AND actor.active AND actor.role = 'administrator' AND actor.authority <> ''
     AND digest = actor.authority THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND actor_id = OLD.id AND NEW.username = OLD.username
     AND NEW.role = OLD.role AND NEW.active = OLD.active AND digest <> ''
     AND ((OLD.authority <> '' AND digest = OLD.authority)
          OR (OLD.authority = '' AND digest = NEW.authority)) THEN
    RETURN NEW;  -- one's own password, proved by the current one
  END IF;
  RAISE EXCEPTION 'a change to a user account needs an administrator''s sign-in'
    USING ERRCODE = 'insufficient_privilege';
END; $$ LANGUAGE plpgsql SET search_path = pg_catalog, public;
"""


def install_account_guard(db: pw.Database, *, upgrade: bool = False) -> None:
    """The trigger on ``user`` (PostgreSQL, by the owner role; ``upgrade`` writes the function
    again). Idempotent; nothing to do when it is there (a desk's login could not make it)."""
    if isinstance(db, pw.SqliteDatabase):
        return
    present = db.execute_sql("SELECT 1 FROM pg_trigger WHERE tgrelid = '\"user\"'::regclass "
                             "AND tgname = 'user_account_guard'").fetchone()
    if present is None or upgrade:
        db.execute_sql(GUARD_FUNCTION)
    if present is None:
        db.execute_sql('CREATE TRIGGER "user_account_guard" BEFORE INSERT OR UPDATE ON "user" '
                       "FOR EACH ROW EXECUTE FUNCTION animaloffice_account_guard()")
