"""Schema upgrades, one numbered step each, run in order by ``db.ensure_schema``.

A new database is created at ``CURRENT`` directly from the models. When a
release changes the schema, bump ``CURRENT`` and add a step here (use
``playhouse.migrate`` for columns and indexes); a step must work on SQLite and
PostgreSQL and must not lose data.
"""
from __future__ import annotations

from typing import Callable

import peewee as pw

CURRENT = 2


def _add_dangerous_dog_cases(db: pw.Database) -> None:
    """Schema 2: the dangerous-dog case table (Minn. Stat. 347.50-347.565), a new table only."""
    from .models import DangerousDogCase

    db.create_tables([DangerousDogCase], safe=True)


# (version the step upgrades to, function(db))
STEPS: list[tuple[int, Callable[[pw.Database], None]]] = [
    (2, _add_dangerous_dog_cases),
]
