"""``domain.license_renewal.renewal_state`` in SQL, for the "Licenses due and overdue" report:
the licenses of the list selected in the database, each with its state. The pure function is the
rule; this is the same test written as a WHERE clause (tests/core/licensing/test_renewal_rule_sql.py
checks that they agree)."""
from __future__ import annotations

from datetime import date

import peewee as pw

from ..domain.statuses import LICENSE_RENEWABLE, AnimalStatus, LicenseStatus
from ..persistence.models.animals import Animal
from ..persistence.models.base import database
from ..persistence.models.licensing import License
from .licenses import not_renewed


def renewal_on_file() -> pw.Expression:
    """A renewal of the license is on file (a later year's license is ``licenses.not_renewed``)."""
    renewal = License.alias("renewal")
    return pw.fn.EXISTS(renewal.select(renewal.id).where((renewal.renewal_of == License.id)
                                                         & renewal.voided_at.is_null()))


def animal_still_with_licensee() -> pw.Expression:
    """The joined animal is alive and still with the license's owner. On PostgreSQL the test is
    put as ``EXISTS (SELECT 1 WHERE ...)``, the same test: the planner took `animal.owner_id =
    license.owner_id` across the join for one license in 200,000 (the two columns go together,
    and it keeps no statistics across tables), found the list nearly empty, and so hashed and
    sorted every license of a metro city (2.5 s) before the first page, where the index hands
    them over in order. A subquery it counts for one in two, and tests once the animal is
    joined, after the cheaper tests of the license."""
    kept = (Animal.status == AnimalStatus.ACTIVE.value) & (Animal.owner == License.owner)
    if isinstance(database.obj, pw.SqliteDatabase):
        return kept
    return pw.NodeList((pw.SQL("EXISTS (SELECT 1 WHERE"), kept, pw.SQL(")")))


def on_the_list(on: date, horizon: date) -> pw.Expression:
    """SQL: the license is due or overdue (the query joins Animal on the license's animal)."""
    due = (License.expires_on >= on) & (License.status == LicenseStatus.ACTIVE.value)
    overdue = ((License.expires_on < on) & License.status.in_(LICENSE_RENEWABLE) & animal_still_with_licensee())
    return (License.voided_at.is_null() & (License.term == "annual") & License.expires_on.is_null(False)
            & (License.expires_on <= horizon) & (due | overdue) & ~renewal_on_file() & not_renewed())
