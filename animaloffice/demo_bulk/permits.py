"""Years of permit applications: most approved with their permit (after a passed W-90.11
inspection where the city licenses commercial establishments, W-90.10H1), some denied with
the written denial notice and its hearing-request deadline (T-4A, W-90.10H; MN-645.15).

What ``services.permits`` and ``services.permit_notices`` would have written: numbers
per city and year in the order received, the profile's fee for the day charged and paid
at the counter, the permit's conditions and expiry, the denial notice's reasons,
sections and letter fields. The hearings that follow some denials are made through the
Hearings services after the load (``demo_bulk.hearings_after``).
"""
from __future__ import annotations

import json
from datetime import date, timedelta

from ..domain import citations
from ..domain import permits as rules
from ..domain.deadlines import add_years
from ..domain.hearings import hearing_request_deadline
from ..domain.money import fmt_cents
from ..persistence.models.enforcement import Notice
from ..persistence.models.office import Counter
from ..persistence.models.permits import Inspection, InspectionItem, Permit, PermitApplication
from ..services.common import bump_counter_to

STORIES = {  # permit type -> (description, species, animal count, conditions)
    "animal": [("Four dogs and a cat kept at home", ["dog", "dog", "dog", "dog", "cat"], 5,
                "Keep the animals confined to the premises; no more than five animals."),
               ("A non-venomous snake collection", ["snake", "snake"], 2,
                "Keep the snakes in locked enclosures indoors; report an escape at once."),
               ("Six cats and a dog", ["cat"] * 6 + ["dog"], 7,
                "Keep the litter boxes clean; no more than seven animals.")],
    "breeder_hobbyist": [("Golden retrievers bred at home, one or two litters a year", [], 6,
                          "No more than two litters in any twelve months (90.01).")],
    "breeder_professional": [("Kennel breeding Labrador retrievers for sale", [], 24,
                              "Keep the kennel to the 90.11 standards; inspections at any reasonable time.")],
    "commercial": [("Pet shop with small animals and fish", [], 60,
                    "Written care instructions with every animal sold (90.11(G)).")],
    "shelter": [("Volunteer cat shelter", [], 30, "Isolate new arrivals for 10 days (90.11(E)).")],
}
DENIAL_REASONS = {"animal": "The owner has not shown the animals can be confined on the premises.",
                  "commercial": "The premises have no isolation area for sick animals (90.11(E)).",
                  "breeder_hobbyist": "The application left out a kennel building on the premises.",
                  "breeder_professional": "The kennel's waste disposal does not meet 90.11(D).",
                  "shelter": "The building has no water supply adequate to clean the enclosures (90.11(B))."}


class Permits:
    def __init__(self, gen, people):
        self.gen, self.people = gen, people
        w = gen.writer
        self.app = w.sink(PermitApplication, "created_at", "version", "jurisdiction", "number", "owner",
                          "permit_type", "received_on", "premises", "description", "species", "animal_count",
                          "for_profit", "factors", "fee_cents", "status", "decided_on", "decided_by",
                          "decision_reasons", "conditions", "expires_on")
        self.inspection = w.sink(Inspection, "created_at", "jurisdiction", "application", "inspected_on",
                                 "inspector", "result")
        self.item = w.sink(InspectionItem, "inspection", "code", "rule_id", "passed")
        self.permit = w.sink(Permit, "created_at", "jurisdiction", "number", "owner", "permit_type",
                             "application", "premises", "description", "status", "issued_on", "expires_on",
                             "conditions", "fee_cents")
        self.notice = w.sink(Notice, "created_at", "jurisdiction", "number", "kind", "owner", "recipient_name",
                             "recipient_address", "sent_on", "method", "subject_table", "subject_id",
                             "sections", "reasons", "hearing_right", "hearing_deadline", "explanation",
                             "fields")
        self.counters: dict[str, int] = {}
        self.start: dict[str, int] = {}
        self.denials: list[int] = []  # notice ids, for the hearings after the load

    def prepare(self, jurs, years) -> None:
        names = [f"{kind}:{j.id}:{y}" for j in jurs for y in years for kind in ("permit", "permit_application")]
        names += [f"notice:{y}" for y in years]
        for name in names:
            row = Counter.get_or_none(Counter.name == name)
            self.start[name] = row.value if row else 0

    def bump_counters(self) -> None:
        for name, n in self.counters.items():
            bump_counter_to(name, n)

    def _next(self, name: str) -> int:
        n = self.counters[name] = self.counters.get(name, self.start.get(name, 0)) + 1
        return n

    def populate(self, jur) -> None:
        gen = self.gen
        r = gen.rng.random
        profile = jur.profile
        types = [t for t in rules.permit_types(profile) if t in STORIES and profile.has_fee(f"permit.{t}")]
        if not jur.permits or not types or not (profile.enforces("animal_permits")
                                                or profile.enforces("commercial_permits")):
            return
        owners = sorted({p[1] for p in jur.pets})
        last = gen.t_ord - 40
        apps = []
        for _ in range(jur.permits):
            permit_type = types[int(r() * len(types))]
            first = max(gen.jan1(gen.first_year), profile.fees[f"permit.{permit_type}"][0].start.toordinal())
            if first >= last:
                continue
            apps.append((first + int(r() * (last - first)), permit_type, owners[int(r() * len(owners))]))
        apps.sort()
        for received, permit_type, oid in apps:
            self._one(jur, received, permit_type, oid)

    def _one(self, jur, received: int, permit_type: str, oid: int) -> None:
        gen, money = self.gen, self.gen.money
        r = gen.rng.random
        profile, jid = jur.profile, jur.id
        year = gen.year_of(received)
        number = f"{jur.prefix}-PA{year}-{self._next(f'permit_application:{jid}:{year}'):05d}"
        description, species, count, conditions = STORIES[permit_type][int(r() * len(STORIES[permit_type]))]
        iso = gen.iso(received)
        at = iso + gen.times[int(r() * len(gen.times))]
        premises = self.people.addresses.get(oid, "")
        fee = rules.permit_fee(profile, permit_type, government_operated=False, on=date.fromordinal(received))
        decided = min(gen.t_ord - 1, received + 3 + int(r() * 18))
        decided_iso = gen.iso(decided)
        denied = r() < 0.1
        aid = self.app.new_id()
        expires = add_years(date.fromordinal(decided), 1) - timedelta(days=1)
        rule = rules.hearing_rule(profile, permit_type, revocation=False)
        reasons = [{"rule_id": rule, "reason": DENIAL_REASONS[permit_type]}]
        commercial = rules.is_commercial(profile, permit_type)
        self.app.add((aid, at, 2, jid, number, oid, permit_type, iso, premises, description, json.dumps(species),
                      count, commercial and permit_type != "shelter", "{}", fee.value,
                      "denied" if denied else "approved", decided_iso, "officer",
                      json.dumps(reasons, ensure_ascii=False) if denied else "",
                      "" if denied else conditions, None if denied else expires.isoformat()))
        label = profile.item("permit_types", permit_type).text
        if fee.value:
            pid = money.new_payment_id()
            money.add_charge((money.new_charge_id(), at, jid, oid, f"permit.{permit_type}",
                              f"{label}: application {number}", 1, fee.value, fee.value, fee.rule_id, fee.text(),
                              iso, "permit_application", aid, pid))
            money.receipt(jid, jur.prefix, oid, self.people.display_names[oid], iso, at, fee.value, pid=pid)
        if commercial:  # W-90.10H1: inspected before the decision
            on = received + max(1, (decided - received) // 2)
            iid = self.inspection.new_id()
            self.inspection.add((iid, gen.stamp(on), jid, aid, gen.iso(on), "officer",
                                 "failed" if denied else "passed"))
            for item in profile.items("inspection_items"):
                self.item.add((self.item.new_id(), iid, item.code, item.rule_id,
                               not (denied and item.code in ("observation", "waste", "water", "housing"))))
        decided_at = decided_iso + gen.times[int(r() * len(gen.times))]
        if not denied:
            permit_year = gen.year_of(decided)
            permit_number = f"{jur.prefix}-P{permit_year}-{self._next(f'permit:{jid}:{permit_year}'):05d}"
            self.permit.add((self.permit.new_id(), decided_at, jid, permit_number, oid, permit_type, aid,
                             premises, description, "active" if expires >= date.fromordinal(gen.t_ord)
                             else "expired", decided_iso, expires.isoformat(), conditions, fee.value))
            return
        self._denial_notice(jur, aid, number, oid, permit_type, rule, reasons, decided, decided_at, premises,
                            description, species, iso, label)

    def _denial_notice(self, jur, aid, number, oid, permit_type, rule, reasons, decided, at, premises,
                       description, species, received_iso, label) -> None:
        """The notice ``send_denial_notice`` records, fields and all."""
        from ..domain.hearing_terms import HearingTerms
        from ..services.permit_notices import _hearing_fields, _reasons, _sections

        profile = jur.profile
        sent = date.fromordinal(decided)
        terms = profile.hearings.get("permit_denial", HearingTerms("permit_denial"))
        deadline = hearing_request_deadline(profile, sent, rule_id=rule, body=terms.body)
        full = _reasons(profile, reasons)
        sections = _sections(profile, full, hearing_source=terms.source)
        reapply = {}
        lifts = rules.reapply_from(profile, permit_type, sent)
        if lifts is not None:
            reapply = {"reapply_from": lifts.value.isoformat(), "reapply_explanation": lifts.text(),
                       "reapply_days": profile.period("reapply_days", sent),
                       "reapply_fee": fmt_cents(rules.reapplication_fee(profile, lifts.value).value),
                       "reapply_section": citations.citation_for(profile, "W-90.10H7")}
        name = self.people.display_names[oid]
        first_last = " ".join(reversed(name.split(", "))) if ", " in name else name
        address = self.people.addresses.get(oid, "")
        line1, _, rest = address.partition(", ")
        counts: dict[str, int] = {}
        for code in species:
            counts[code] = counts.get(code, 0) + 1
        kept = "; ".join(f"{n} × {profile.species_info(c).label.lower()}" if n > 1
                         else profile.species_info(c).label.lower() for c, n in counts.items())
        fields = {
            "owner_name": first_last, "recipient_lines": [first_last, line1, rest] if address else [first_last],
            "jurisdiction_code": profile.code, "kind": "denial",
            "template": "permit_denial_commercial" if reapply else "permit_denial",
            "jurisdiction": profile.name,
            "application_number": number, "received_on": received_iso, "decided_on": sent.isoformat(),
            "permit_type": label, "premises": premises,
            "animals": f"{description} ({kept})" if kept else description,
            "reasons": full, "sections": sections, **_hearing_fields(profile, terms, deadline),
            **reapply,
        }
        nid = self.notice.new_id()
        n = self._next(f"notice:{sent.year}")
        self.notice.add((nid, at, jur.id, f"N{sent.year}-{n:06d}", "denial", oid, name, address, sent.isoformat(),
                         "certified", "permit_application", aid, "; ".join(sections),
                         "\n".join(f"{x['reason']} ({x['rule_id']})" for x in full), True,
                         deadline.value.isoformat(), deadline.text(), json.dumps(fields, default=str,
                                                                                  ensure_ascii=False)))
        self.denials.append((nid, jur.id, deadline.value))


def hearings_after(actor, denials: list[tuple[int, int, date]], count: int, today: date, rng) -> int:
    """Some owners ask for a hearing on their denial: the request, the hearing notice, the
    hearing and its written decision, each through the Hearings services. Returns how many."""
    from datetime import datetime, time

    from ..demo_parts.hearings import OFFICE_NAMED_BODY
    from ..queries.hearing_terms import hearing_terms
    from ..services import hearings

    done = 0
    old = [d for d in denials if d[2] + timedelta(days=45) < today]
    for nid, _jid, deadline in rng.sample(old, min(count, len(old))):
        asked = deadline - timedelta(days=rng.randint(0, 5))
        hearing_day = asked + timedelta(days=rng.randint(12, 25))
        hearings.record_request(actor, nid, received_on=asked, how="in_writing")
        named = hearing_terms(_jid, "permit_denial").body  # else the office names one (W-90.10H5: ch. 90 none)
        sched = hearings.schedule_hearing(actor, nid, at=datetime.combine(hearing_day, time(14, 0)),
                                          sent_on=asked + timedelta(days=1), body=None if named else OFFICE_NAMED_BODY)
        hearings.record_hearing(actor, sched.hearing_id, attendees="The owner; the animal control officer",
                                evidence="The application, the inspection report and photographs",
                                findings="The premises do not meet the standard stated in the notice.")
        hearings.decide_hearing(actor, sched.hearing_id, decision="upheld",
                                conclusions="The denial is upheld for the reasons in the notice.",
                                decided_on=hearing_day + timedelta(days=rng.randint(1, 6)))
        done += 1
    return done
