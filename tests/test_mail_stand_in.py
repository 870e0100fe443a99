"""The mail tells a silent player the truth (review 6, finding 4): the moves a bot made for a
seat are marked as the bot's wherever they are retold to that seat (the game-over mail, the
week's summary, the welcome back), and the mail says so once; the others read them as ever."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_render_letters import _letter, _record

import rules
from functions.service.records.moves import flagged
from functions.service.records.timing import Timing
from rules.api import CHANCE

NAMES = ["Jana Nováková", "Dana Králová", "Petr Dvořák"]
MARK = {"cs": "(za tebe robot)", "en": "(the bot for you)"}
NOTE = {"cs": "Za tebe hrál robot", "en": "A bot played for you"}


def _absent(record, seat: str, missed: int = 2):
    seats = tuple(dataclasses.replace(s, missed_turns=missed) if s.seat == seat else s
                  for s in record.seats)
    return dataclasses.replace(record, seats=seats,
                               timing=Timing(deadline_hours=48, missed_turn="autoplay"))


def _played_all(game_id: str, lang: str, steps: int = 40, bot_for: str = ""):
    """A seeded game after `steps` moves, with every event of them (each with its step); the
    events of the moves `bot_for` chose flagged as a bot's for them (records.moves.flagged:
    what the service writes for a stand-in's choice; chance is nobody's)."""
    game = rules.get(game_id)
    state = game.new_game(NAMES, {"lang": lang})
    chooser, events = random.Random(5), []
    for step in range(steps):
        player = game.to_move(state)
        if player is None:
            break
        moves = [m for m in game.legal_moves(state, player) if m.text != "resign"]
        state = game.apply(state, player, chooser.choice(moves))
        owner = bot_for if player == bot_for and len(moves) > 1 else ""
        events += [flagged(e.to_dict() | {"seq": step}, owner) for e in state.events]
    while game.to_move(state) == CHANCE:
        state = game.apply(state, CHANCE, game.legal_moves(state, CHANCE)[0])
    return game, state, events


def _own_lines(text: str, lang: str) -> list[str]:
    heading = "Co se mezitím stalo:" if lang == "cs" else "What happened since:"
    told = text.split(heading, 1)[1].split("\n\n", 1)[0] if heading in text else ""
    return [line for line in told.splitlines() if line.startswith("  - ")]


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game_id", ["1926", "goofspiel", "westernpoly"])
def test_the_summary_of_an_absent_player_marks_the_bots_moves(game_id, lang):
    game, state, events = _played_all(game_id, lang, bot_for="Dana Králová")
    record = _absent(_record(game_id, NAMES, lang), "p2")
    letter, _ = _letter("board", record, game, state, lang=lang, to="p2", events=events,
                        summary=True, since=0)
    own = [line for line in _own_lines(letter.text, lang) if MARK[lang] in line]
    dana = [e for e in events if e.get("data", {}).get("player") == "Dana Králová"]
    assert dana and own, letter.text
    assert letter.text.count(NOTE[lang]) == 1, letter.text
    # the same mail to a player who played their own moves marks nothing
    game, state, events = _played_all(game_id, lang)
    present = _record(game_id, NAMES, lang)
    letter, _ = _letter("board", present, game, state, lang=lang, to="p2", events=events,
                        summary=True, since=0)
    assert MARK[lang] not in letter.text and NOTE[lang] not in letter.text
