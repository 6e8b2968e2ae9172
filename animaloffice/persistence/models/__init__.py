"""All tables. ``ALL_MODELS`` is in creation order (a table after those it points to)."""
from .animals import Animal, Litter, Ownership, Vaccination
from .attachments import Attachment, AttachmentData
from .dangerous_dogs import DangerousDogCase
from .enforcement import Appeal, Hearing, HearingRequest, HearingSetup, Notice, Violation
from .field import BiteReport, Call, CallLink, CallVisit
from .imports import ImportedRecord, ImportMapping, ImportRun
from .impounds import Facility, Impound, Kennel, SeizureClaim
from .licensing import Exemption, License, TagMark, TagStock
from .money import Charge, Payment
from .office import (
                     AuditChainHead,
                     AuditEntry,
                     CalendarChange,
                     Counter,
                     Jurisdiction,
                     Meta,
                     OfficeSetting,
                     ProfileSetting,
                     SignInThrottle,
                     User,
)
from .people import Address, Conviction, Owner, OwnerLink, Phone
from .permits import ApplicationAnimal, Inspection, InspectionItem, Permit, PermitAnimal, PermitApplication
from .rabies_reports import RabiesReport, RabiesReportLine
from .service import ServiceAttempt

ALL_MODELS = [
    Meta, OfficeSetting, Jurisdiction, ProfileSetting, CalendarChange, Counter, User, AuditEntry, AuditChainHead,
    Owner, Address, Phone, Conviction, OwnerLink,
    Animal, Ownership, Vaccination, Litter,
    License, Exemption, TagStock, TagMark,
    PermitApplication, ApplicationAnimal, Permit, PermitAnimal, Inspection, InspectionItem,
    Facility, Kennel, Impound, SeizureClaim,
    Violation, Notice, HearingRequest, Hearing, Appeal, HearingSetup,
    Payment, Charge,
    DangerousDogCase, SignInThrottle,
    Call, CallVisit, CallLink, BiteReport,
    Attachment, AttachmentData,
    RabiesReport, RabiesReportLine,
    ImportRun, ImportedRecord, ImportMapping,
    ServiceAttempt,
]
