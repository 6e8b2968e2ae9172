"""The PostgreSQL driver is loaded when a PostgreSQL database is opened, not at every start.

peewee imports psycopg2 (or psycopg 3) as soon as it is installed, whatever database the
program uses: about a tenth of a second of every start of an office that runs on SQLite
(the test extras install the driver). ``hold_back_postgres_driver`` keeps it out of
peewee's own import unless a PostgreSQL URL is already in the environment;
``load_postgres_driver`` gives peewee what its import would have set up, the moment a
PostgreSQL database is opened. Either way the driver is there when it is needed.
"""
from __future__ import annotations

import importlib.abc
import os
import sys

_DRIVERS = ("psycopg2", "psycopg", "psycopg2cffi")
_ENV = ("ANIMALOFFICE_DB", "ANIMALOFFICE_TEST_PG_URL")


class _HoldBack(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in _DRIVERS:
            raise ImportError(f"{name} is loaded when a PostgreSQL database is opened")
        return None


def hold_back_postgres_driver() -> None:
    """Import peewee without its PostgreSQL driver (unless PostgreSQL is already wanted)."""
    if "peewee" in sys.modules or any(os.environ.get(v, "").startswith("postgres") for v in _ENV):
        return
    finder = _HoldBack()
    sys.meta_path.insert(0, finder)
    try:
        import peewee  # noqa: F401
    finally:
        sys.meta_path.remove(finder)


def load_postgres_driver() -> None:
    """Give peewee the driver it would have found at import (psycopg2, else psycopg 3)."""
    import peewee

    if peewee.psycopg2 is not None or peewee.psycopg is not None:
        return
    try:
        import psycopg2
        from psycopg2 import extensions
        from psycopg2.extras import Json, register_uuid
    except ImportError:
        psycopg2 = None
    if psycopg2 is not None:
        register_uuid()
        peewee.psycopg2, peewee.pg_extensions, peewee.Json_pg2 = psycopg2, extensions, Json
        adapter = peewee.Psycopg2Adapter
        adapter.txn_idle = extensions.TRANSACTION_STATUS_IDLE
        adapter.txn_inerror = extensions.TRANSACTION_STATUS_INERROR
        adapter.txn_unknown = extensions.TRANSACTION_STATUS_UNKNOWN
        return
    try:
        import psycopg
        from psycopg.pq import TransactionStatus
        from psycopg.types.json import Json as Json3
        from psycopg.types.json import Jsonb as Jsonb3
    except ImportError:
        return  # peewee will say that no driver is installed
    peewee.psycopg, peewee.TransactionStatus = psycopg, TransactionStatus
    peewee.Json_pg3, peewee.Jsonb_pg3 = Json3, Jsonb3
    adapter = peewee.Psycopg3Adapter
    adapter.txn_idle = TransactionStatus.IDLE
    adapter.txn_inerror = TransactionStatus.INERROR
    adapter.txn_unknown = TransactionStatus.UNKNOWN
