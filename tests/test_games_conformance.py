"""One conformance suite every game runs (OpenSpiel's `random_sim_test` is its model): a game
is tested by being registered in `rules.games()`.

- random playouts reach the end; every legal move's and every chance outcome's canonical
  text parses back to the same move; the chance outcomes' probabilities add up to 1;
  a move listed for a player out of turn is one the rules accept;
- dump/load round trips through JSON at every step, and replaying the log's texts from a
  new game reproduces the game;
- hidden information: the same game is played in two worlds that differ in one step (two
  chance outcomes, or two moves of a player), and on with the same moves while both accept
  them; every reader whom the rules tell that step alike (`describe` as the shell tells a
  step: in the game now when the rules seal moves, else as it was made) gets the same view,
  board text (in every language), event texts and player to move in both worlds; and the
  other way round, a reader whom both worlds show alike reads `describe` of the step alike,
  given the state before the step and given the state after it;
- the bots of every level play only moves the rules accept (and read back from their text);
- the strong bot beats random players over seeded games.
"""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest

import rules
from rules import BOT_LEVELS, CHANCE

GAMES = rules.games()
LANGS = ("en", "cs")
# Smaller games than the defaults, so that many playouts stay cheap; a game not listed here
# plays with its defaults.
SMALL: dict[str, dict[str, str]] = {
    "westernpoly": {"max_rounds": "6"},
    "goofspiel": {"cards": "6"},
    "ohhell": {"suits": "4", "ranks": "6", "hands": "1,3,2"},
}


def _players(game: rules.Game, seed: int) -> list[str]:
    """The seats of a game for `seed`, from the fewest players the game takes to the most."""
    span = game.max_players - game.min_players + 1
    return [f"p{i}" for i in range(game.min_players + seed % span)]


def _new(game_id: str, seed: int) -> tuple[rules.Game, Any]:
    game = rules.get(game_id)
    return game, game.new_game(_players(game, seed), SMALL.get(game_id, {}), seed=seed)


def _seats(game: rules.Game, state: Any) -> list[str]:
    """The players of a game `_new` made (their ids are p0, p1, ...)."""
    return [p for p in (f"p{i}" for i in range(game.max_players))
            if p in game.board_text(state, "en", reader=None) or p in json.dumps(
                game.dump(state))]


def _random_step(game: rules.Game, state: Any, rng: random.Random) -> tuple[str, Any]:
    """The player to move and a random move of theirs: a chance outcome by its probability,
    else a uniformly random choice (resigning only when nothing else is legal)."""
    player = game.to_move(state)
    if player == CHANCE:
        outcomes = game.chance_outcomes(state)
        return player, rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
    moves = game.legal_moves(state, player)
    return player, rng.choice([m for m in moves if m.text != "resign"] or moves)


def _round_trip(game: rules.Game, state: Any) -> Any:
    return game.load(json.loads(json.dumps(game.dump(state))))


def _playout(game_id: str, seed: int, check: bool = True) -> tuple[Any, list[tuple[str, str]]]:
    """A random game to its end, checking the API's promises at every step when `check`;
    the final state and the log (player, text)."""
    game, state = _new(game_id, seed)
    rng = random.Random(seed)
    log: list[tuple[str, str]] = []
    for _ in range(20_000):
        player = game.to_move(state)
        if player is None:
            return state, log
        if check:
            _check_step(game, state)
        player, move = _random_step(game, state, rng)
        state = game.apply(state, player, move)
        log.append((player, move.text))
    raise AssertionError(f"{game_id} seed {seed}: no end after 20,000 steps")


def _check_step(game: rules.Game, state: Any) -> None:
    assert _round_trip(game, state) == state
    player = game.to_move(state)
    if player == CHANCE:
        outcomes = game.chance_outcomes(state)
        assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
        assert len({o.text for o, _ in outcomes}) == len(outcomes)
        for outcome, _ in outcomes:
            assert game.parse(state, CHANCE, outcome.text) == outcome
        return
    waiting = set(game.waiting(state)) | {player}
    for seat in _seats(game, state):
        moves = game.legal_moves(state, seat)
        for move in moves:
            assert game.parse(state, seat, move.text) == move, move.text
            if seat not in waiting:  # a move out of turn (WesternPoly's resign) is one too
                game.apply(state, seat, move)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_random_playouts_end_and_every_move_reads_back(game_id, seed):
    game = rules.get(game_id)
    state, log = _playout(game_id, seed)
    result = game.result(state)
    assert result is not None and result.winners
    assert set(result.winners) <= set(result.scores)
    assert _round_trip(game, state) == state


@pytest.mark.parametrize("game_id", GAMES)
def test_replaying_the_log_reproduces_the_game(game_id):
    game, state = _new(game_id, 7)
    final, log = _playout(game_id, 7, check=False)
    for player, text in log:
        state = game.apply(state, player, game.parse(state, player, text))
    assert state == final
    assert game.dump(state) == game.dump(final)
    assert game.result(state) == game.result(final)


def _readers(game: rules.Game, state: Any) -> list[str | None]:
    return [*_seats(game, state), None]


def _told(game: rules.Game, before: Any, now: Any, move: Any, reader: str | None) -> str:
    """The step in words as the shell tells it to `reader` in the game now at `now`: rules
    that seal moves word them from the game now, the others as they were made."""
    seals = type(game).sealed is not rules.Game.sealed
    return game.describe(now if seals else before, move, "en", reader=reader)


def _gets(game: rules.Game, state: Any, reader: str | None) -> dict[str, Any]:
    """Everything the rules give `reader` of `state`."""
    return {
        "view": game.view(state, reader),
        "boards": [game.board_text(state, lang, reader=reader) for lang in LANGS],
        "events": [game.event_text(e, lang, reader) for lang in LANGS
                   for e in getattr(state, "events", ()) if e.readable_by(reader)],
        "to_move": game.to_move(state),
    }


def _two_worlds(game_id: str, seed: int) -> int:
    """Play a random game; at random steps fork it into two worlds with different moves and
    compare, step by step, what each reader gets who is told the fork alike. Returns the
    number of comparisons made (so that a test can tell it compared something)."""
    game, state = _new(game_id, seed)
    rng = random.Random(seed)
    final, log = _playout(game_id, seed, check=False)
    compared = 0
    for index, (player, text) in enumerate(log):
        move = game.parse(state, player, text)
        others = [m for m in game.legal_moves(state, player) if m != move]
        if others and rng.random() < 0.25:
            other = rng.choice(others)
            compared += _compare_forks(game, state, player, move, other, log[index + 1:])
        state = game.apply(state, player, move)
    return compared


def _compare_forks(game: rules.Game, before: Any, player: str, move: Any, other: Any,
                   rest: list[tuple[str, str]]) -> int:
    one, two = game.apply(before, player, move), game.apply(before, player, other)
    compared = 0
    for steps in range(len(rest) + 1):
        blind = [r for r in _readers(game, one) if r != player
                 and _told(game, before, one, move, r) == _told(game, before, two, other, r)]
        for reader in blind:
            assert _gets(game, one, reader) == _gets(game, two, reader), \
                f"{reader} can tell {move.text!r} from {other.text!r} after {steps} steps"
            compared += 1
        if steps == len(rest) or not blind:
            return compared
        who, text = rest[steps]
        try:
            nxt_one = game.apply(one, who, game.parse(one, who, text))
            nxt_two = game.apply(two, who, game.parse(two, who, text))
        except rules.RulesError:
            return compared  # the worlds part here: the fork shows (a card it dealt is played)
        one, two = nxt_one, nxt_two
    return compared


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reader_told_two_steps_alike_gets_the_same_in_both_worlds(game_id):
    compared = sum(_two_worlds(game_id, seed) for seed in range(3))
    if game_id in ("goofspiel", "ohhell"):  # games with hidden information compare something
        assert compared > 0


def _described_blind(game_id: str, seed: int) -> int:
    """Play a random game; at every step with another legal move, fork it into the two worlds
    and check each reader but the mover whose view, board, events and player to move do not
    tell the worlds apart: `describe` of the step, given the state before it and given the
    state after it, reads the same in both (it names no fact hidden from that reader).
    Returns the number of comparisons made."""
    game, state = _new(game_id, seed)
    final, log = _playout(game_id, seed, check=False)
    compared = 0
    for player, text in log:
        move = game.parse(state, player, text)
        one = game.apply(state, player, move)
        for other in [m for m in game.legal_moves(state, player) if m != move][:3]:
            two = game.apply(state, player, other)
            for reader in _readers(game, one):
                if reader == player or _gets(game, one, reader) != _gets(game, two, reader):
                    continue
                for lang in LANGS:
                    for before, after in ((state, state), (one, two)):
                        told = game.describe(before, move, lang, reader=reader)
                        assert told == game.describe(after, other, lang, reader=reader), \
                            f"{reader} reads {move.text!r} from {other.text!r}: {told!r}"
                        compared += 1
        state = one
    return compared


@pytest.mark.parametrize("game_id", GAMES)
def test_describe_names_no_hidden_fact_given_the_state_before_or_after(game_id):
    compared = sum(_described_blind(game_id, seed) for seed in range(2))
    if game_id in ("goofspiel", "ohhell"):  # games with hidden information compare something
        assert compared > 0


# the expert searches (a second of CPU a decision in 1926): a few of its decisions make the case
DECISIONS = {"expert": 3}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", BOT_LEVELS)
def test_bots_play_only_moves_the_rules_accept(game_id, level):
    # the bot plays every seat (after its budget of decisions, random moves finish the game)
    game, state = _new(game_id, 3)
    bot = game.bots[level]
    rng = random.Random(3)
    budget = DECISIONS.get(level, 20_000)
    for _ in range(20_000):
        player = game.to_move(state)
        if player is None:
            break
        if player == CHANCE or budget <= 0:
            player, move = _random_step(game, state, rng)
        else:
            budget -= 1
            move = bot.choose(state, player, rng)
            assert game.parse(state, player, move.text) == move, move.text
        state = game.apply(state, player, move)
        for seat in _seats(game, state):
            answer = bot.react(state, seat, rng)
            if answer is not None:
                state = game.apply(state, seat, answer)
    assert game.result(state) is not None


STRONG_GAMES = 24
# Games long enough for skill to tell (a game not listed: its defaults, or SMALL's options).
LONGER: dict[str, dict[str, str]] = {"westernpoly": {"max_rounds": "20"}, "goofspiel": {}}


def _chance_of(wins: int, games: int, p: float) -> float:
    """The chance of `wins` or more of `games` for a player who wins each with chance `p`."""
    return sum(math.comb(games, k) * p ** k * (1 - p) ** (games - k)
               for k in range(wins, games + 1))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_strong_bot_beats_random_players(game_id):
    # the strong bot sits at each seat in turn among random bots, as few players as the game
    # takes; a random player would win about 1 game in n: so many wins of the strong one
    # would come by luck less than once in 100
    game = rules.get(game_id)
    names = [f"p{i}" for i in range(game.min_players)]
    wins = 0
    for seed in range(STRONG_GAMES):
        state = game.new_game(names, LONGER.get(game_id, SMALL.get(game_id, {})), seed=seed)
        strong = names[seed % len(names)]
        rng = random.Random(seed)
        while (player := game.to_move(state)) is not None:
            if player == CHANCE:
                player, move = _random_step(game, state, rng)
            else:
                level = "strong" if player == strong else "random"
                move = game.bots[level].choose(state, player, rng)
            state = game.apply(state, player, move)
            for seat in names:
                answer = game.bots["strong" if seat == strong else "random"].react(
                    state, seat, rng)
                if answer is not None:
                    state = game.apply(state, seat, answer)
        wins += strong in game.result(state).winners
    assert _chance_of(wins, STRONG_GAMES, 1 / len(names)) < 0.01, \
        f"strong won {wins} of {STRONG_GAMES}"
