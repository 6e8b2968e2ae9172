"""All tables. ``ALL_MODELS`` is in creation order (a table after those it points to)."""
from .base import BaseModel, Record, Voidable, database, now
from .office import (AuditEntry, Counter, Jurisdiction, Meta, OfficeSetting, ProfileSetting,
                     SignInThrottle, User)
from .people import Address, Conviction, Owner, Phone
from .animals import Animal, Litter, Ownership, Vaccination
from .licensing import Exemption, License, TagMark, TagStock
from .permits import (ApplicationAnimal, Inspection, InspectionItem, Permit, PermitAnimal,
                      PermitApplication)
from .impounds import Facility, Impound, Kennel
from .enforcement import Appeal, Hearing, HearingRequest, Notice, Violation
from .money import Charge, Payment
from .dangerous_dogs import DangerousDogCase

ALL_MODELS = [
    Meta, OfficeSetting, Jurisdiction, ProfileSetting, Counter, User, AuditEntry,
    Owner, Address, Phone, Conviction,
    Animal, Ownership, Vaccination, Litter,
    License, Exemption, TagStock, TagMark,
    PermitApplication, ApplicationAnimal, Permit, PermitAnimal, Inspection, InspectionItem,
    Facility, Kennel, Impound,
    Violation, Notice, HearingRequest, Hearing, Appeal,
    Payment, Charge,
    DangerousDogCase, SignInThrottle,
]
