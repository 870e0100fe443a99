"""The held-out members of test_mail_organizer_never_silent: measured last (org32: 0/4 before,
4/4 after)."""

from __future__ import annotations

import pytest
from test_mail_organizer_never_silent import answered

HELD_OUT = [
    ("Pusťte prosím hru znovu.", ("Pusťte prosím hru znovu.",), True, None),
    ("Could you pause the game until Monday?", ("Could you pause the game until Monday?",),
     False, None),
    ("Eva potřebuje víc času, přidejte jí prosím 12 hodin",
     ("Eva potřebuje víc času, přidejte jí prosím 12 hodin",), False, "eva"),
    ("Kdo vede?", ("Jak to vypadá?",), False, None),
]


@pytest.mark.parametrize(("body", "earlier", "paused", "who"), HELD_OUT)
def test_an_organizers_mail_is_never_met_with_silence(tmp_path, body, earlier, paused, who):
    assert answered(str(tmp_path), body, earlier, paused, who)
