"""Owners (people and organisations) with address and phone history, and convictions."""
from __future__ import annotations

import peewee as pw

from ...domain.persons import phone_key
from .base import Record, Voidable
from .office import Jurisdiction


class Owner(Voidable):
    jurisdiction = pw.ForeignKeyField(Jurisdiction, backref="owners", on_delete="RESTRICT")
    kind = pw.CharField(max_length=12, default="person")  # person | organisation
    first_name = pw.CharField(max_length=80, default="")
    last_name = pw.CharField(max_length=80, default="")
    organisation = pw.CharField(max_length=160, default="")
    display_name = pw.CharField(max_length=200, index=True)  # "Last, First" or organisation
    email = pw.CharField(max_length=200, default="")
    government_operated = pw.BooleanField(default=False)  # W-90.10B: no permit fee
    notes = pw.TextField(default="")
    # The language of the owner's letters: a folder of resources/letters ("en", "es"), or one
    # with English after it on the same notice ("es+en"); see documents.language.
    letter_language = pw.CharField(max_length=20, default="en")
    # the owner agreed to receive notices by e-mail on this day, and took it back on the other
    # (domain.email_consent); an e-mail attempt of service is refused outside that window
    email_consent_on = pw.DateField(null=True)
    email_consent_withdrawn_on = pw.DateField(null=True)
    merged_into = pw.ForeignKeyField("self", null=True, backref="merged_from", on_delete="RESTRICT")

    def letter_name(self) -> str:
        """'Ida Halvorson' for a person, the organisation's name otherwise (letters, not lists)."""
        if self.kind == "organisation":
            return self.organisation or self.display_name
        return " ".join(p for p in (self.first_name, self.last_name) if p) or self.display_name


class Address(Record):
    """An address with the dates it was in use; the current one has no end date."""

    owner = pw.ForeignKeyField(Owner, backref="addresses", on_delete="RESTRICT")
    kind = pw.CharField(max_length=12, default="home")  # home | mailing | premises
    line1 = pw.CharField(max_length=200)
    line2 = pw.CharField(max_length=200, default="")
    city = pw.CharField(max_length=100, default="")
    state = pw.CharField(max_length=2, default="MN")
    postal_code = pw.CharField(max_length=10, default="")
    valid_from = pw.DateField()
    valid_to = pw.DateField(null=True)

    def one_line(self) -> str:
        return one_line(self.line1, self.line2, self.city, self.state, self.postal_code)

    def envelope_lines(self) -> list[str]:
        """The address as a letter's window shows it: street lines, then 'City, ST 56175'."""
        return [p for p in (self.line1, self.line2) if p] + [f"{self.city}, {self.state} {self.postal_code}".strip()]


class Phone(Record):
    owner = pw.ForeignKeyField(Owner, backref="phones", on_delete="RESTRICT")
    kind = pw.CharField(max_length=12, default="home")  # home | mobile | work
    number = pw.CharField(max_length=40)
    # the number's digits backwards (domain.persons.phone_key), kept with it on every save:
    # the find box looks a typed number up by its start (schema 27)
    number_key = pw.CharField(max_length=40, default="")
    valid_from = pw.DateField()
    valid_to = pw.DateField(null=True)

    def save(self, *args, **kwargs):
        self.number_key = phone_key(self.number)
        return super().save(*args, **kwargs)


class Conviction(Voidable):
    """A conviction or guilty plea; cruelty ones bar W-90.10H6 permits."""

    owner = pw.ForeignKeyField(Owner, backref="convictions", on_delete="RESTRICT")
    offense = pw.CharField(max_length=200)
    court = pw.CharField(max_length=200, default="")  # any jurisdiction
    convicted_on = pw.DateField()
    plea = pw.CharField(max_length=20, default="convicted")  # convicted | pled_guilty
    animal_cruelty = pw.BooleanField(default=False)
    notes = pw.TextField(default="")


class OwnerLink(Voidable):
    """Two records of one person in two jurisdictions (an owner record belongs to one city).

    Nothing moves between the records, unlike a merge of duplicates; the person is every record
    reached through links in force. Unlinking voids the link with its reason (T-7B)."""

    owner = pw.ForeignKeyField(Owner, backref="links", on_delete="RESTRICT")
    other = pw.ForeignKeyField(Owner, backref="linked_from", on_delete="RESTRICT")
    linked_on = pw.DateField()
    note = pw.TextField(default="")


__all__ = ["Owner", "Address", "Phone", "Conviction", "OwnerLink"]


def one_line(line1: str, line2: str, city: str, state: str, postal_code: str) -> str:
    """An address on one line: '12 Elm St, Apt 2, Tracy, MN 56175' (empty parts left out)."""
    parts = [line1, line2, city, f"{state} {postal_code}".strip()]
    return ", ".join(p for p in parts if p)
