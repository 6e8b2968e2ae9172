"""Each area's demo records: a module per area exposing
``populate(actor, rng, jurisdiction_id, profile, today)``."""
