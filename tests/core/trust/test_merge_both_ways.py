"""Two officers merge the same two owner records at the same moment, each keeping a different
one (PostgreSQL, where both can read the pair before either writes). One merge is made, the
other is refused: never each record merged into the other, which would hide both owners and
everything on them from every search (T-7B)."""
import threading

import pytest

from animaloffice.domain.errors import ConflictError, ValidationError
from animaloffice.persistence.models import Owner, database
from animaloffice.services import merge, owners


def test_t_7b_a_pair_merged_both_ways_at_once_is_merged_once(office, monkeypatch):
    if office.backend != "postgres":
        pytest.skip("SQLite takes the write lock at the start: the two desks cannot interleave")
    a = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson").id
    b = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olsen").id
    both_read = threading.Barrier(2)
    references = merge.owner_references

    def read_then_wait():
        try:  # both officers have read the pair as unmerged
            both_read.wait(timeout=3)
        except threading.BrokenBarrierError:
            pass  # the other merge is waiting its turn
        return references()

    monkeypatch.setattr(merge, "owner_references", read_then_wait)
    outcomes = []

    def officer(keep, duplicate):
        try:
            merge.merge_owners(office.officer, keep_id=keep, duplicate_id=duplicate)
            outcomes.append("merged")
        except (ValidationError, ConflictError) as exc:
            outcomes.append(type(exc).__name__)
        finally:
            database.close()

    desks = [threading.Thread(target=officer, args=p) for p in ((a, b), (b, a))]
    for t in desks:
        t.start()
    for t in desks:
        t.join(60)
    assert sorted(outcomes) == ["ValidationError", "merged"], outcomes
    merged = [o.id for o in Owner.select().where(Owner.merged_into.is_null(False))]
    assert len(merged) == 1
