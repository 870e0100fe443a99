"""A deal told once (issue 42): the rules may fold a run of chance steps into one line for
their readers (Game.summarise); Oh Hell tells a whole deal as "the cards for hand 3 are dealt;
trump: …; your hand: …", never naming another player's card, and the history lists one line a
deal instead of a line a card. A game that declares nothing keeps a line a step."""

from __future__ import annotations

import re

from conftest import FakeClock, FakeSecrets

import rules
from functions.service import GameService, PlayerSpec
from functions.storage.sqlite import SqliteStore
from functions.web import pages
from rules import CHANCE
from rules.ohhell.texts import card_words

OH = rules.get("ohhell")
NAMES = ["Ann", "Bob", "Cid"]


def _dealt(seed: int = 3):
    """A new game dealt up to its first bid, with the deal's moves."""
    import random
    rng = random.Random(seed)
    state = OH.new_game(NAMES, {"hands": "3,2"})
    moves = []
    while OH.to_move(state) == CHANCE:
        outcomes = OH.chance_outcomes(state)
        move = rng.choice([m for m, _ in outcomes])
        moves.append(move)
        state = OH.apply(state, CHANCE, move)
    return state, moves


def test_a_deal_is_one_line_with_the_readers_own_cards_only():
    state, moves = _dealt()
    for reader in NAMES:
        line = OH.summarise(state, moves, "en", reader=reader)
        own = state.hands[NAMES.index(reader)]
        assert line.startswith("The cards for hand 1 of 2 (3 tricks) are dealt by ")
        assert f"trump: {state.trump} " in line
        # each card named, as the trump is (review 13: "Your cards: QC")
        assert line.endswith(f"your hand: {', '.join(card_words(c, 'en') for c in own)}.")
        others = {c for i, hand in enumerate(state.hands) if i != NAMES.index(reader)
                  for c in hand}
        assert not {c for c in others if re.search(rf"\b{c}\b", line)}, (reader, line)
    spectator = OH.summarise(state, moves, "cs", reader=None)
    assert spectator.startswith("Karty pro 1. rozdání ze 2 (3 zdvihy) rozdává ")
    assert "tvoje karty" not in spectator
    assert not any(re.search(rf"\b{c}\b", spectator) for hand in state.hands for c in hand)


def test_a_run_that_is_no_whole_deal_is_told_step_by_step():
    state, moves = _dealt()
    assert OH.summarise(state, moves[:-1], "en", reader="Ann") is None  # no trump yet
    assert rules.get("westernpoly").summarise(None, [object(), object()], "en") is None


def _history(tmp_path, rules_id: str, players, options, moves: int):
    service = GameService(SqliteStore(tmp_path / "g.sqlite3"), FakeClock(), FakeSecrets())
    game = service.create(rules_id, players, "org@example.org", start=True, options=options)
    for _ in range(moves):
        view = service.view(game.id)
        seat = view.game.seat(view.game.to_move)
        move = next(m for m in view.rules.legal_moves(view.state, seat.player)
                    if m.text != "resign")
        service.submit(game.id, seat.email, move.text, source="web")
    view = service.view(game.id)
    return view, pages.replay(view, "en", reader=view.game.seats[0].player)


def test_the_history_tells_each_oh_hell_deal_in_one_line(tmp_path):
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in NAMES]
    view, replayed = _history(tmp_path, "ohhell", players, {"hands": "1,2,3"}, 3 + 6 + 3)
    shown = [s for s in replayed.steps if not s.folded]
    deals = [s.move for s in shown if s.player == CHANCE]
    assert len(deals) == 3  # hands 1, 2 and 3 dealt so far: one line each
    assert [d.split(" are dealt")[0] for d in deals] == [
        "The cards for hand 1 of 3 (1 trick)", "The cards for hand 2 of 3 (2 tricks)",
        "The cards for hand 3 of 3 (3 tricks)"]
    assert not [s for s in shown if "is dealt a card" in s.move or "you are dealt" in s.move]
    # every log entry still has its step (the replay steps through them by number)
    assert len(replayed.steps) == len(view.log)


def test_a_game_that_declares_no_summary_keeps_a_line_a_step(tmp_path):
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in NAMES]
    view, replayed = _history(tmp_path, "goofspiel", players, {}, 6)
    assert not [s for s in replayed.steps if s.folded or s.summary]


def test_pbm_show_tells_each_deal_in_one_line_and_no_card_of_a_hand(tmp_path):
    from functions.render.views import game_text
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in NAMES]
    view, _ = _history(tmp_path, "ohhell", players, {"hands": "1,2,3"}, 3 + 6 + 3)
    history = game_text(view).split("history:", 1)[1]
    assert history.count("are dealt by") == 3
    assert "is dealt a card" not in history and "deal " not in history
    assert "your hand" not in history  # `pbm show` reads as a spectator
