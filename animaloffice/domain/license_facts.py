"""A license, its animal, owner and certificates as the window and the papers show them: plain frozen data, never live rows."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from .explain import Explained
from .statuses import LicenseStatus


@dataclass(frozen=True)
class OwnerCard:
    id: int
    name: str
    address: str
    mailing_lines: tuple[str, ...]
    phone: str
    email: str
    letter_language: str = "en"  # Owner.letter_language: "es", or "es+en" for both on one letter


@dataclass(frozen=True)
class AnimalCard:
    id: int
    name: str
    species: str
    species_label: str
    breed: str
    sex: str
    altered: bool | None
    birth_date: date | None
    birth_date_estimated: bool
    age: str
    colour: str
    markings: str
    microchip: str
    status: str
    owner_id: int | None
    jurisdiction_id: int
    size: str = ""  # e.g. "20-50 lb, 34 lb" (MN-Form51 size), when recorded


@dataclass(frozen=True)
class CertificateCard:
    """A rabies vaccination certificate (MN-Form51 fields)."""

    id: int
    vaccinated_on: date
    duration_years: int
    expires_on: date
    received_on: date
    product: str
    manufacturer: str
    lot: str
    lot_expires: date | None
    veterinarian: str
    vet_license: str
    clinic: str
    clinic_address: str
    rabies_tag: str


@dataclass(frozen=True)
class CertificateState:
    """T-3B for a licensed animal, with the rule's explanation."""

    state: str
    label: str
    next_due: date | None
    explanation: str
    relicense_required: bool
    lapsed_on: date | None


@dataclass(frozen=True)
class LicenseLine:
    id: int
    number: str
    year: int
    tag_number: int
    status: str
    issued_on: date
    owner_name: str


@dataclass(frozen=True)
class LicenseDetail:
    id: int
    number: str
    year: int
    tag_number: int
    term: str
    grandfathered: bool
    issued_on: date
    expires_on: date | None
    status: str
    ended_on: date | None
    end_reason: str
    void_reason: str
    fee_cents: int
    version: int
    jurisdiction_id: int
    jurisdiction_name: str
    renewal_of: str
    renewed_by: str
    owner: OwnerCard
    animal: AnimalCard
    certificate: CertificateCard | None
    certificate_state: CertificateState | None
    receipts: tuple[tuple[int, str, date, str, int, bool], ...]  # payment id, number, day, method, cents, void
    tag_marks: tuple[tuple[int, str, date, str], ...]  # number, status, day, reason
    notices: tuple[tuple[str, str, date], ...]  # number, kind, sent on
    history: tuple[LicenseLine, ...]  # every license of this animal
    issued_with: date | None = None  # the shot of the certificate the license was issued on (T-3A)
    issued_by: str = ""  # the clerk who issued it (its issue or renewal in the audit log)

    @property
    def is_current(self) -> bool:
        return self.status == LicenseStatus.ACTIVE


@dataclass(frozen=True)
class AnimalSummary:
    animal: AnimalCard
    owner: OwnerCard | None
    certificates: tuple[CertificateCard, ...]
    licenses: tuple[LicenseLine, ...]
    exemptions: tuple[tuple[str, date, date | None, str], ...]  # reason text, recorded, until, notes
    current_license_id: int | None
    open_exemption_id: int | None = None  # the exemption in force on the day (T-7C), to end by hand
    open_exemption_version: int | None = None


@dataclass(frozen=True)
class OwnerSummary:
    owner: OwnerCard
    animals: tuple[AnimalCard, ...]
    licenses: tuple[LicenseLine, ...]


@dataclass(frozen=True)
class LetterSubject:
    """One letter's facts: the license, its owner and animal, and the date that matters."""

    kind: str  # renewal | certificate_due
    license_id: int
    jurisdiction_id: int
    jurisdiction_name: str
    owner: OwnerCard
    animal_name: str
    species_label: str
    license_number: str
    tag_number: int
    license_year: int
    expires_on: date | None
    due: Explained[date]  # renewal: the license's last day; certificate: the T-3B due date
    fee: Explained[int] | None = None  # renewal fee
    certificate_needed: str = ""  # renewal: why a new certificate must come with it, if it must
    certificate_parts: tuple[tuple[str, dict[str, Any]], ...] = ()  # the same as phrase keys, for a letter in another language
