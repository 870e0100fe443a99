"""A finished 1926 game's texts say which count they show (review 55, issue 42: one game
showed three final counts, the game-over mail 40 after the recount, the HTML board's
"Electors at the end" 33 as the board stood, the organizer's answer 0 for the eliminated
player). The board's table is named the first count, and an answer of how the game ended
gives an eliminated player the electors of the count they went out in, as the game-over mail
does, never the 0 the result scores them."""

from __future__ import annotations

import re

import pytest
from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games

from functions.render.games.game1926 import WORDS


@pytest.fixture(params=["cs", "en"])
def finished(request, tmp_path):
    table = Games(str(tmp_path), request.param)
    try:
        game = table.game("1926", finish=True)
        yield table, table.service.record(game), request.param
    finally:
        table.store.close()


def _out_before_the_end(result):
    """(player, count number, electors) of each player eliminated before the final count."""
    rounds = result["details"]["rounds"]
    return [(player, number, rnd["electors"][player])
            for number, rnd in enumerate(rounds[:-1], start=1) for player in rnd["eliminated"]]


def test_the_answer_gives_an_eliminated_player_their_last_count_not_zero(finished):
    table, record, lang = finished
    out = _out_before_the_end(record.result)
    assert out, record.result  # three players, one majority-less count at least
    _, [mail] = table.ask(None, "Jak to dopadlo?" if lang == "cs" else "How did it end?",
                          fresh=True)
    text = re.sub(r"\s+", " ", _text(mail))
    for player, number, held in out:
        said = (f"{player} {held} volitel\\w* v {number}\\. sčítání, pak" if lang == "cs"
                else f"{player} {held} electors? in count {number}, then out")
        assert re.search(said, text), text
        if held:
            assert not re.search(f"{player} 0 (volitel|elector)", text), text


def test_the_finished_board_names_its_count():
    for lang in ("en", "cs"):
        heading = WORDS.say(lang, "b1926_tally_final")
        assert "1" in heading and ("count" in heading or "sčítání" in heading), heading


@pytest.mark.parametrize("lang, now", [("en", "Electors now"), ("cs", "Volitelé teď")])
def test_a_finished_board_gives_its_electors_by_count_only(lang, now):
    # "Electors now: …" above "Count 1: …" and "Count 2: …" read as a third, final figure
    import random

    import rules

    game = rules.get("1926")
    chooser = random.Random(5)
    state = game.new_game(["Ann", "Bob", "Cyd"], {"lang": lang})
    while game.to_move(state) is not None and not state.over:
        who = game.to_move(state)
        state = game.apply(state, who, chooser.choice(game.legal_moves(state, who)))
    text = game.board_text(state, lang)
    assert now not in text, text
    assert ("Count 1:" if lang == "en" else "Sčítání 1:") in text, text
