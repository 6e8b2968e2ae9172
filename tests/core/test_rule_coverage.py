"""Every rule id in docs/RULES.md (the rules this software implements) is named by a test."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rule_ids() -> list[str]:
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    ids = []
    for cell in re.findall(r"^\| ((?:T|W|MN)-[^|]+?) \|", text, flags=re.M):
        ids.extend(part.strip() for part in cell.split(","))
    return ids


def spellings(rule: str) -> set[str]:
    """The id as written, its snake-case form, and each member of a range (T-6D1-6, W-90.11A-I)."""
    forms = {rule}
    m = re.match(r"^(.*?)([A-Z0-9])-([A-Z0-9])$", rule)
    if m and not rule.startswith("MN-"):
        head, first, last = m.groups()
        if first.isdigit() and last.isdigit():
            members = [str(i) for i in range(int(first), int(last) + 1)]
        else:
            members = [chr(c) for c in range(ord(first), ord(last) + 1)]
        forms |= {head + x for x in members}
    return forms | {f.lower().replace("-", "_").replace(".", "_") for f in forms}


def test_every_rule_id_has_a_test():
    ids = rule_ids()
    assert len(ids) > 40
    tests = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py")
                      if p.name != "test_rule_coverage.py")
    missing = [r for r in ids if not any(s in tests for s in spellings(r))]
    assert missing == []
