"""Two officers merge the same two owner records at the same moment, each keeping a different
one (PostgreSQL, where both can read the pair before either writes). One merge is made, the
other is refused: never each record merged into the other, which would hide both owners and
everything on them from every search (T-7B)."""
from animaloffice.domain.errors import ConflictError, ValidationError
from animaloffice.persistence.models.people import Owner
from animaloffice.services import merge, owners
from tests.core.two_desks import at_once, by_kind, meet_at, postgres_only


def test_t_7b_a_pair_merged_both_ways_at_once_is_merged_once(office, monkeypatch):
    postgres_only(office)
    a = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olson").id
    b = owners.create_owner(office.clerk, jurisdiction_id=office.tracy, last_name="Olsen").id
    meet_at(monkeypatch, merge, "owner_references", before=True)  # both officers read the pair unmerged

    def officer(keep, duplicate):
        def merge_pair():
            merge.merge_owners(office.officer, keep_id=keep, duplicate_id=duplicate)
            return "merged"
        return merge_pair

    outcomes = at_once(officer(a, b), officer(b, a), refused=(ValidationError, ConflictError), label=by_kind)
    assert outcomes == ["ValidationError", "merged"], outcomes
    merged = [o.id for o in Owner.select().where(Owner.merged_into.is_null(False))]
    assert len(merged) == 1
