"""Schema upgrades, one numbered step each, run in order by ``db.ensure_schema``.

A new database is created at ``CURRENT`` directly from the models. When a
release changes the schema, bump ``CURRENT`` and add a step here (use
``playhouse.migrate`` for columns and indexes); a step must work on SQLite and
PostgreSQL and must not lose data.
"""
from __future__ import annotations

from typing import Callable

import peewee as pw

CURRENT = 1

# (version the step upgrades to, function(db))
STEPS: list[tuple[int, Callable[[pw.Database], None]]] = []
