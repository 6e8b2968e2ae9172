"""The read side: plain tuples and small dataclasses for tables, lists and search (no live rows)."""
