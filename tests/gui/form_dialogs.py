"""Stand-in for the modal loop of the Hearings tab's form dialogs (hearings, dangerous dogs)."""
from ui.hearings.forms import FormDialog


class Dialogs:
    """Stands in for the modal loop: fills each dialog, presses OK, remembers what it showed."""

    def __init__(self, monkeypatch):
        self.fill, self.seen = {}, []
        test = self

        def fake_exec(dialog):
            test.seen.append(type(dialog).__name__)
            test.fill[type(dialog).__name__](dialog)
            dialog.ok_button.click()
            test.last = dialog
            return dialog.result()

        monkeypatch.setattr(FormDialog, "exec", fake_exec)
