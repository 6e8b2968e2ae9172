"""A denial notice or revocation letter in the owner's language (T-4A, T-4C; W-90.10H).

The notice keeps its English snapshot as before; for an owner who reads another language
(``Owner.letter_language``) it keeps, under ``versions``, what the program wrote in English written
in that language: the kind of permit, the animals, who hears the matter, how the hearing deadline
(and a removal deadline) was counted, from the folder's ``counting`` phrases, and what a revocation
makes unlawful. Dates stay ISO in the snapshot and are written the language's way when printed.
"""
from __future__ import annotations

from ..documents.language import (
    ENGLISH,
    counting,
    hearing_body,
    jurisdiction,
    named,
    ordinance,
    phrase,
    split,
    term,
    usable,
    with_office,
    with_source,
)
from ..persistence.models.people import Owner
from ..persistence.profiles import profile_for


def owner_language(owner_id: int | None) -> str:
    """The language(s) of the owner's letters (``Owner.letter_language``), those whose templates are
    written, then those the office prints every notice in (its profile's ``text.owner_notice_language``,
    as many Minnesota cities print legal notices in Spanish and English). A paper printed in one
    language (a certificate, a receipt) takes the first: the owner's own."""
    row = Owner.get_or_none(Owner.id == owner_id) if owner_id is not None else None
    if row is None:
        return usable(None)
    office = profile_for(row.jurisdiction_id).text.get("owner_notice_language", "")
    return with_office(row.letter_language, office)


def _counted(e, code: str) -> str:
    """How a date was counted, in the language; "" when a step has no phrase in it."""
    return counting(e.parts, code) if e is not None and e.parts else ""


def _counting_words(profile, code: str) -> str:
    source = profile.citations.get("deadline_counting", "")
    return phrase(" Days are counted as ${counting} provides.", code, counting=source) if source else ""


def version(fields: dict, code: str, profile, terms, deadline, permit_type: str, animals, removal=None,
            allowed="") -> dict:
    """The values of the notice the program wrote, in the language ``code``."""
    source = terms.source or terms.request_counts_source or "the office's practice"
    out = {
        "permit_type": named(f"permit_type:{permit_type}", fields["permit_type"], code),
        "animals": animals(lambda word: term(word, code)),
        "jurisdiction": jurisdiction(profile.name, code),
        "ordinance": ordinance(profile.ordinance, code),
        "hearing_body": hearing_body(terms.body, code),
        "hearing_how": term(fields.get("hearing_how", ""), code),
        "appeal_route": term(terms.appeal, code),
        "hearing_explanation": (with_source(_counted(deadline, code), term(source, code))
                                + _counting_words(profile, code)) if _counted(deadline, code) else "",
    }
    if removal is not None and _counted(removal, code):
        # the rule id in brackets, as the English count ends: printed as its section in words
        out["removal_explanation"] = with_source(_counted(removal, code), removal.rule_id) + _counting_words(profile, code)
    if "unlawful_what" in fields:
        out["unlawful_what"] = (phrase("keeping more than ${n} animals at the premises", code, n=allowed) if allowed
                                else term("keeping the animals this permit covers", code))
        out["allowed_sentence"] = (phrase("Without the permit you may keep up to ${n} animals there; only the "
                                          "animals beyond ${n} need a permit.", code, n=allowed) if allowed else "")
    if "fee_paid" in fields:
        out["fee_paid"] = fields["fee_paid"].replace(", the transfer fee", term(", the transfer fee", code))
    return {k: v for k, v in out.items() if v or k == "allowed_sentence"}


def in_languages(owner_id: int | None, fields: dict, profile, terms, deadline, permit_type: str, animals,
                 removal=None) -> dict:
    """``fields`` with ``language`` and the ``versions`` of each other language the owner reads (an
    English-reading owner's notice keeps the snapshot it always had)."""
    allowed = fields.pop("allowed", "")
    language = owner_language(owner_id)
    others = {code: version(fields, code, profile, terms, deadline, permit_type, animals, removal, allowed)
              for code in split(language) if code != ENGLISH}
    if not others:
        return fields
    return {**fields, "language": language, "versions": others}


def with_languages(owner_id: int | None, values: dict, build) -> dict:
    """``values`` with ``language`` and ``build(code)`` for each other language the owner reads
    (an English-reading owner's paper keeps the values it always had)."""
    language = owner_language(owner_id)
    others = {code: build(code) for code in split(language) if code != ENGLISH}
    return {**values, "language": language, "versions": others} if others else values
