"""The one look-up behind every owner picker (a new license, a transfer, a permit, a call or a
bite, an impound's owner, a merge): an owner found by name whatever its accents, by e-mail, or
by a current phone number typed with or without its dashes, spaces or brackets. It filters as
the Owners list does (``queries.owners``), so a picker finds whoever the list shows."""
from __future__ import annotations

from typing import NamedTuple

import peewee as pw

from ..domain import persons
from ..persistence.models.people import Owner
from .owner_contact import current_address, current_phone
from .owners import _filtered, _folded, _name_key, _words

LIMIT = 30


class OwnerMatch(NamedTuple):
    id: int
    name: str
    address: str  # the current home address on one line, or ""
    phone: str  # the current phone, or ""

    def label(self) -> str:
        """How a picker lists the owner: "Olson, Ann · 3 Oak St, Tracy · 507-555-0134"."""
        return " · ".join(x for x in (self.name, self.address, self.phone) if x)


def find_owners(jurisdiction_id: int | None, text: str, limit: int = LIMIT) -> list[OwnerMatch]:
    """Owners (not merged, not void) matching every word typed; names that start with the first
    word come first ("Ols" lists Olson before Nolson), then by name. Nothing typed: the first
    owners by name, as the Owners list opens."""
    if not isinstance(text, str) or limit < 1:
        return []
    words = _words(text)
    order = [_name_key(), Owner.id]
    if words:
        order.insert(0, pw.Case(None, [(_folded(Owner.display_name).startswith(persons.fold(words[0])), 0)], 1))
    q = (_filtered(Owner.select(Owner.id, Owner.display_name), jurisdiction_id, text, False)
         .order_by(*order).limit(min(limit, 200)))
    out = []
    for oid, name in q.tuples():
        home = current_address(oid)
        out.append(OwnerMatch(oid, name, home.one_line() if home else "", current_phone(oid)))
    return out
