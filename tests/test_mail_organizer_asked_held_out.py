"""Held-out members of the class in test_mail_organizer_asked.py (issue 42, review 16):
written before tuning, run once to report the figure, never tuned on."""

from __future__ import annotations

import pytest
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games

from functions.mailroom.pleasantries import only_courtesy


@pytest.fixture
def table():
    with Games.opened() as made:
        yield made


def test_the_wild_west_in_the_locative_without_diacritics(table):
    table.game("1926", title="Jarní volby")
    table.game("westernpoly", title="Prosincový Západ")
    _, [mail] = table.ask(None, "cau, jak to vypada na divokem zapade?", fresh=True)
    assert str(mail["Subject"]) == "Jak stojí tvoje hra — Prosincový Západ"


def test_a_finished_game_named_by_its_title_in_the_genitive(table):
    table.game("goofspiel", title="Podzimní turnaj", finish=True)
    table.game("westernpoly", title="Prosincový Západ")
    _, [mail] = table.ask(None, "Ahoj, jaký byl konec Podzimního turnaje?", fresh=True)
    assert "Podzimní turnaj" in str(mail["Subject"]) and "Pořadí:" in _text(mail)


@pytest.mark.parametrize("closing", [
    "Super, vše jasné, díky!", "Dekuju, uz nic nepotrebuju.", "OK, that's everything, thanks.",
])
def test_closings_are_courtesy(closing):
    assert only_courtesy(closing)


def test_a_formal_mail_without_diacritics_is_answered_formally(table):
    table.game("goofspiel", title="Partie")
    _, [mail] = table.ask(None, "Dobry den, muzete mi napsat, kdo vede?", fresh=True)
    assert _text(mail).startswith("Dobrý den,") and "Vaše hra" in str(mail["Subject"])


def test_three_replies_within_minutes_get_one_answer(table):
    game = table.game("goofspiel", title="Partie")
    _, [answer] = table.ask(table.to_org(game)[0], "Jak to jde?")
    from bench.mail_games import _reply
    before = len(table.outbox.sent)
    for n, body in enumerate(["A kdo vede?", "Kdo je na tahu?", "Kdy to skončí?"]):
        table.send(_reply(answer, body, 700 + n))
    # one line that our answer holds it, never the state three times (nor silence)
    [told] = [m for m in table.outbox.sent[before:] if m["To"] == "org@example.org"]
    assert "předchozím e-mailu" in str(told.get_body(("plain",)).get_content())
