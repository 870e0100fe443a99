"""A 1926 turn mail at a full table tells the reader everything new since their last turn
(review 55, issue 42: the text of a five-seat turn mail cut its events to "… a ještě 2
dřívější události" and its table talk to "3 starší zprávy jsou na tvé stránce hry": its board
and its menu of 30 placements took the room). The class: what the reader has not seen (the
round's placements, every message of the round) given way in the text of a mail whose fixed
parts (board, menu, how to answer) are a game's own size."""

from __future__ import annotations

import random

import pytest
from test_render_letters import _letter, _record

import rules

NAMES = ["Ann", "Bob", "Cyril", "Dana", "Eva"]


def _round_with_talk(lang: str, seed: int):
    """A five-seat game a few rounds in, the events of the last round (one placement a seat)
    and two messages of two lines from each other player."""
    game = rules.get("1926")
    state, chooser, events = game.new_game(NAMES, {"lang": lang}), random.Random(seed), []
    for step in range(15):
        who = game.to_move(state)
        state = game.apply(state, who, chooser.choice(game.legal_moves(state, who)))
        if step >= 10:  # the reader's own last placement and the four since
            events += [e.to_dict() for e in state.events]
    record = _record("1926", NAMES, lang)
    reader = record.seat_for(game.to_move(state))
    press = [{"seq": n, "from": name, "to": None, "version": 12,
              "at": "2026-03-02T10:00:00+00:00",
              "text": f"{name} říká: tohle kolo rozhodne o Praze, uvidíme.\nA ty, {n}?"}
             for n, name in enumerate(2 * [n for n in NAMES if n != reader.name])]
    return game, state, record, reader, events, press


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("seed", [7, 11, 23])
def test_a_full_tables_round_and_its_talk_are_told_whole(lang, seed):
    game, state, record, reader, events, press = _round_with_talk(lang, seed)
    letter, _ = _letter("your_turn", record, game, state, lang=lang, to=reader.seat,
                        events=events, press=press)
    text = letter.text
    for message in press:  # every message, each of its lines
        for line in message["text"].splitlines():
            assert line in text, text
    assert "stránce hry" not in text and "game page" not in text.split("Table talk")[0], text
