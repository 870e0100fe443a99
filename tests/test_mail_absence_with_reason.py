"""An absence whose days are followed by why (review 24n: "Heads up: away Dec 13 to Dec 31,
Christmas with the family. Merry Xmas all!" and "Away 22.12. - 31.12., Christmas." were asked
back for their days).

Class: an absence said with its keyword (AWAY, pryč, nepřítomen), its days readable, and after
them the reason or a wish (after a comma, a dash, in brackets, in a sentence of its own). The
days are what the absence records; the words after them never make them unreadable. Members
built for this file; a third kept aside and measured last (see HELD_OUT).
"""

from __future__ import annotations

import pytest
from test_mail_absence_days_said import read

MEMBERS = [  # (line, (first, last) day of the month; WEDNESDAY is 9 December 2026)
    ("Heads up: away Dec 13 to Dec 31, Christmas with the family. Merry Xmas all!", (13, 31)),
    ("Away 22.12. - 31.12., Christmas.", (22, 31)),
    ("away Dec 13 to Dec 31, Christmas with the family", (13, 31)),
    ("Pozor: pryč od 22.12. do 31.12., Vánoce u rodičů.", (22, 31)),
]
# measured last: 0 of 5 before, 5 of 5 after
HELD_OUT = [
    ("NEPŘÍTOMEN 20.12. - 2.1., jedu k babičce", (20, 2)),
    ("away from Dec 20 till Jan 3, visiting my parents", (20, 3)),
    ("Away: Dec 22 - Jan 2 (family trip)", (22, 2)),
    ("nepřítomen od 23. 12. do 1. 1. – svátky s rodinou", (23, 1)),
    ("AWAY 20.12.2026 27.12.2026 — wedding abroad", (20, 27)),
]


@pytest.mark.parametrize(("line", "days"), MEMBERS + HELD_OUT)
def test_the_days_before_the_reason_are_the_absence(line, days):
    assert read(line) == days
