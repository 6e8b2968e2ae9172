"""A charge is confirmed before it is taken (issue: the desk at full speed): every window class that
hands a payment to a service asks the clerk first, itself or through a base class whose question
is real (not the empty default). Read from the source, so a new payment dialog that forgets to ask
fails here before it reaches a counter."""
import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"
# builds the payment from its fields for the dialog around it; takes nothing itself
BUILDERS = {"PaymentSection"}


def _classes() -> dict[str, list[tuple[ast.ClassDef, str]]]:
    """Every class of the window by name (two modules may each have a TransferDialog)."""
    found: dict[str, list] = {}
    for path in UI.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                found.setdefault(node.name, []).append((node, ast.get_source_segment(text, node) or ""))
    return found


def _asks(node: ast.ClassDef, source: str) -> bool:
    """The class's own code asks: it calls ask_charge with a question of its own (a base that asks
    only what ``self.charge_question()`` says does not count), or its charge_question does more
    than return ''."""
    if "ask_charge(" in source and "self.charge_question()" not in source:
        return True
    for item in node.body:
        if isinstance(item, ast.FunctionDef) and item.name == "charge_question":
            body = [s for s in item.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
            trivial = (len(body) == 1 and isinstance(body[0], ast.Return)
                       and isinstance(body[0].value, ast.Constant) and body[0].value.value == "")
            if not trivial:
                return True
    return False


def _asks_by_inheritance(node: ast.ClassDef, source: str, classes, seen=()) -> bool:
    if _asks(node, source):
        return True
    return any(_asks_by_inheritance(*base, classes, (*seen, b.id))
               for b in node.bases if isinstance(b, ast.Name) and b.id not in seen
               for base in classes.get(b.id, []))


def test_every_dialog_that_takes_a_payment_confirms_the_charge_first():
    classes = _classes()
    takers = [(n, node, src) for n, found in classes.items() for node, src in found
              if n not in BUILDERS and ("PaymentInput(" in src or "payment=self.payment.payment()" in src)]
    assert len(takers) >= 8  # the license, permit, citation, reclaim and dangerous-dog payments
    silent = sorted(n for n, node, src in takers if not _asks_by_inheritance(node, src, classes))
    assert silent == [], f"these take money without asking the clerk first: {silent}"


def test_the_check_notices_a_dialog_that_does_not_ask():
    source = "class Quiet(QDialog):\n    def submit(self):\n        return pay(PaymentInput('cash', 500))\n"
    node = ast.parse(source).body[0]
    assert not _asks_by_inheritance(node, source, {"Quiet": [(node, source)]})
