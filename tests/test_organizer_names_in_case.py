"""Issue 42 (brief org54): the organizer's answers name people as Czech says them after a
preposition ("teď se čeká na Petru Malou", "Robot už táhl za Petru Malou (2×)"), never a
nominative after "na:" or "za:"; a name the declension is unsure of goes after its noun."""

from __future__ import annotations

from test_mail_organizer_answered import _text
from test_organizer_questions import table  # noqa: F401  (the fixture)


def test_whom_the_round_waits_for_is_in_the_accusative(table):  # noqa: F811
    table.game("goofspiel")
    _, [answer] = table.ask(None, "Ahoj, kolikáté je kolo?", fresh=True)
    text = _text(answer)
    assert "teď se čeká na: " not in text, text
    assert "teď se čeká na Petru Malou, Toma Halla a Evu Novou)" in text, text
