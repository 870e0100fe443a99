"""An organizer's question about their game's state is answered from the game (issue 42,
review 26): who plays and whom it waits for, how long it has run and when it may end (the
round of its limit, the pace so far), who leads; after the end how long it took, its rounds,
and the scores in the game's own money format in the organizer's language."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from test_mail_organizer_answered import ORG, Table, _text

from bench.mail_games import _reply, _to, first_option
from functions.i18n import number, ordinal
from functions.render.clock import span
from functions.service import PlayerSpec

NAMES = [("Marek Kučera", "marek@example.org"), ("Tomáš Svoboda", "tomas@example.org"),
         ("Jana Nová", "jana@example.org")]
DURATION = {"cs": r"\d+ (den|dny|dní|hodinu|hodiny|hodin|minutu|minuty|minut)",
            "en": r"\d+ (days?|hours?|minutes?)"}
MONEY = {"cs": r"\d{1,3}(?:\u00a0\d{3})*\u00a0\$", "en": r"\$\d{1,3}(?:,\d{3})*"}


@pytest.fixture
def table():
    with Table.opened() as made:
        yield made


def westernpoly(table: Table, lang: str, rounds: int = 4, *, moves: int | None = None) -> str:
    """A WesternPoly game of three with a round limit, played by the first option, three hours
    a move, `moves` moves (None: to its end)."""
    players = [PlayerSpec(name, email, lang) for name, email in NAMES]
    game = table.service.create("westernpoly", players, ORG,
                                options={"lang": lang, "max_rounds": rounds}, start=True)
    table.postman.deliver_pending()
    played = 0
    while (view := table.service.view(game.id)).game.status == "running" and \
            (moves is None or played < moves):
        seat = view.game.seat(view.game.to_move)
        mail = next(m for m in reversed(table.outbox.sent) if _to(m) == seat.email)
        table.send(_reply(mail, first_option(view, seat), table.written))
        table.clock.moment += timedelta(hours=3)
        played += 1
    return game.id


def test_who_plays_and_when_it_ends_of_a_running_game(table):
    game = westernpoly(table, "cs", moves=2)
    outcome, [answer] = table.ask(table.to_org(game)[0], "kdo teď vlastně hraje a kdy to asi "
                                  "skončí?")
    text = re.sub(r"[ \n]+", " ", _text(answer))
    assert outcome.action == "answered"
    assert "Hrají: Marek Kučera, Tomáš Svoboda a Jana Nová" in text
    rnd = int(re.search(r"Hraje se (\d)\. kolo ze 4\.", text).group(1))
    assert 1 <= rnd <= 4
    assert re.search(r"běží " + DURATION["cs"], text)
    if rnd > 1:
        # (said once: in the answer to "when", "skončí hra „…“ kolem …", org28)
        assert re.search(r"skončí (hra „[^“]+“ )?kolem \d{1,2}\. \d{1,2}\. 20\d\d\.", text)
    assert re.search(r"V čele: [^()]+ \(" + MONEY["cs"] + r"\)", text)
    assert "zmeškan" not in text


def test_how_long_it_lasted_once_over_in_czech(table):
    game = westernpoly(table, "cs")
    record = table.service.record(game)
    outcome, [answer] = table.ask(table.to_org(game)[-1], "Jak dlouho ta hra vlastně trvala?")
    text = re.sub(r"[ \n]+", " ", _text(answer))
    assert re.search(r"skončila \d{1,2}\. \d{1,2}\. 20\d\d, trvala " + DURATION["cs"], text)
    assert "Hrála se 4 kola." in text
    scores = text[text.index("Pořadí: "):]
    assert len(re.findall(MONEY["cs"], scores)) == len(record.result["scores"])
    assert not re.search(r"\d{4,}", scores)  # no amount unformatted ("31500")
    assert "na řadě" not in text.lower() and "zmeškan" not in text


def test_english_organizer_reads_english_numbers(table):
    game = westernpoly(table, "en", moves=2)
    _, [running] = table.ask(table.to_org(game)[0], "who is playing now and when will it end?")
    text = re.sub(r"[ \n]+", " ", _text(running))
    assert re.search(r"Round \d of 4\.", text) and "Playing: Marek Kučera" in text
    assert re.search(r"In the lead: [^()]+ \(" + MONEY["en"] + r"\)", text)


@pytest.mark.parametrize(("n", "en"), [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"),
                                       (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"),
                                       (102, "102nd"), (111, "111th")])
def test_ordinals(n, en):
    assert ordinal(n, "en") == en and ordinal(n, "cs") == f"{n}."


def test_numbers_and_spans_in_the_readers_language():
    assert number(31500, "cs") == "31\u00a0500" and number(31500, "en") == "31,500"
    assert number(2.5, "cs") == "2,5" and number(2.5, "en") == "2.5"
    assert span(5 * 86400 + 4 * 3600, "cs") == "5 dní a 4 hodiny"
    assert span(86400 + 3600, "cs") == "1 den a 1 hodinu"
    assert span(3 * 3600, "en") == "3 hours" and span(60, "en") == "1 minute"
    assert span(10 * 86400, "cs") == "10 dní"


@pytest.mark.parametrize(("lang", "shown"), [("cs", "1\u00a0500"), ("en", "1,500")])
def test_the_game_over_mail_writes_plain_scores_as_numbers(lang, shown):
    from functions.render.games import plain

    _, rows = plain.result_rows({"scores": {"Ann": 1500, "Bob": 7}}, None, lang)
    assert [row["score"] for row in rows] == [shown, "7"]
