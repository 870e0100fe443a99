"""Goofspiel's rules: the contract of issue 31 (sealed bids, several players to move) and
random playouts with replay, before the shell carries the game (it is not registered yet)."""

from __future__ import annotations

import json
import random
import re

import pytest

from rules import CHANCE, AmbiguousCommand, IllegalMove, InvalidCommand, OptionError
from rules.goofspiel import GAME, Bid, Prize

NAMES = ["Ann", "Bob", "Cyril", "Dana"]


def _draw(state, rng):
    outcomes = GAME.chance_outcomes(state)
    assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    return GAME.apply(state, CHANCE, rng.choice([o for o, _ in outcomes]))


def _play(players=3, cards=13, reveal="bids", seed=0, levels=("random",)):
    rng = random.Random(seed)
    state = GAME.new_game(NAMES[:players], {"cards": cards, "reveal": reveal})
    log = []
    while GAME.to_move(state) is not None:
        if GAME.to_move(state) == CHANCE:
            before = state
            state = _draw(state, rng)
            log.append((CHANCE, _last_prize(before, state)))
            continue
        for i, player in enumerate(GAME.waiting(state)):
            bot = GAME.bots[levels[i % len(levels)]]
            move = bot.choose(state, player, rng)
            log.append((player, move.text))
            state = GAME.apply(state, player, move)
    return state, log


def _last_prize(before, after):
    (card,) = set(before.deck) - set(after.deck)
    return f"prize {card}"


def test_players_and_options():
    with pytest.raises(OptionError):
        GAME.new_game(NAMES[:1])
    with pytest.raises(OptionError):
        GAME.new_game([*NAMES, "Eva"])
    assert GAME.normalize_options({}) == {"cards": 13, "reveal": "bids", "lang": "cs"}
    with pytest.raises(OptionError):
        GAME.normalize_options({"reveal": "all"})
    state = GAME.new_game(NAMES[:2], {"cards": 5})
    assert state.hands == ((1, 2, 3, 4, 5),) * 2 and state.deck == (1, 2, 3, 4, 5)


def test_the_lang_option_sets_the_games_own_language_like_the_other_games():
    # the option every game takes: a string, as the CLI, the organizer's form and a
    # tournament pass it; the game's refusals speak it until a reader's language is set
    state = GAME.new_game(NAMES[:2], {"cards": "4", "lang": "CS"})
    assert state.lang == "cs"
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))).lang == "cs"
    state = GAME.apply(state, CHANCE, Prize(2))
    with pytest.raises(InvalidCommand, match="přihazuji"):
        GAME.parse(state, "Ann", "hello")
    assert GAME.describe(state, Bid(3, "Ann"), reader="Ann") == "přihazuji 3"
    english = GAME.apply(GAME.new_game(NAMES[:2], {"lang": "en"}), CHANCE, Prize(2))
    with pytest.raises(InvalidCommand, match="bid 7"):
        GAME.parse(english, "Ann", "hello")
    with pytest.raises(OptionError):
        GAME.new_game(NAMES[:2], {"lang": "de"})


def test_prize_is_chance_with_one_number_each_and_parses_back():
    state = GAME.new_game(NAMES[:3], {"cards": 6})
    assert GAME.to_move(state) == CHANCE and GAME.waiting(state) == ()
    outcomes = GAME.chance_outcomes(state)
    assert len(outcomes) == 6
    for outcome, probability in outcomes:
        assert probability == pytest.approx(1 / 6)
        assert len(re.findall(r"\d+", outcome.text)) == 1
        assert GAME.parse(state, CHANCE, outcome.text) == outcome


def test_everyone_bids_at_once_and_legal_bids_are_the_hand():
    state = GAME.apply(GAME.new_game(NAMES[:3], {"cards": 5}), CHANCE, Prize(4))
    assert GAME.waiting(state) == ("Ann", "Bob", "Cyril")
    assert GAME.to_move(state) in GAME.waiting(state)
    assert [m.text for m in GAME.legal_moves(state, "Bob")] == [f"bid {k}" for k in range(1, 6)]
    state = GAME.apply(state, "Bob", GAME.parse(state, "Bob", "bid 5"))
    assert GAME.waiting(state) == ("Ann", "Cyril")
    assert GAME.legal_moves(state, "Bob") == []
    with pytest.raises(IllegalMove):
        GAME.parse(state, "Bob", "bid 4")  # a second bid in the round
    with pytest.raises(IllegalMove):
        GAME.apply(state, "Bob", Bid(4, "Bob"))


def test_parse_is_forgiving_in_both_languages():
    state = GAME.apply(GAME.new_game(NAMES[:2], {"cards": 5, "lang": "en"}), CHANCE, Prize(2))
    for text in ("bid 3", "Bid 3", "3", "přihazuji 3", "prihazuji 3", "PŘIHAZUJI 3.",
                 "bid three", "přihazuji tři", "Dávám trojku.", "hraju trojkou",
                 "Přihazuji kartu číslo 3.", "play card no. 3"):
        assert GAME.parse(state, "Ann", text) == Bid(3, "Ann")
    with pytest.raises(AmbiguousCommand) as asked:  # a sealed bid is final: asked which
        GAME.parse(state, "Ann", "bid three or four")
    assert asked.value.candidates == ["bid 3", "bid 4"]
    with pytest.raises(IllegalMove) as refused:
        GAME.parse(GAME.localized(state, "cs"), "Ann", "přihazuji 9")
    assert "nemáš" in str(refused.value)
    with pytest.raises(IllegalMove) as refused:
        GAME.parse(state, "Ann", "bid 9")
    assert "do not hold" in str(refused.value)


def test_a_bid_with_the_prize_it_is_for_beside_it_bids_the_first_card():
    state = GAME.apply(GAME.new_game(NAMES[:2], {"cards": 9, "lang": "en"}), CHANCE, Prize(2))
    for text, card in (("Sedmička pro šestku, uvidíme.", 7), ("My 9 for the 5", 9),
                       ("Dávám trojku na tu osmičku", 3), ("bid 4 for prize 2", 4),
                       ("Going for 3 this time", 3), ("Three for three", 3)):
        assert GAME.parse(state, "Ann", text) == Bid(card, "Ann")
    with pytest.raises(InvalidCommand):  # two cards and no word of what the second is for
        GAME.parse(state, "Ann", "sedmička a šestka")


def test_highest_single_bid_takes_the_prize_and_a_tie_discards_it():
    state = GAME.new_game(NAMES[:3], {"cards": 4})
    state = GAME.apply(state, CHANCE, Prize(3))
    for player, card in (("Ann", 4), ("Bob", 2), ("Cyril", 1)):
        state = GAME.apply(state, player, Bid(card, player))
    assert GAME.view(state, None)["scores"] == {"Ann": 3, "Bob": 0, "Cyril": 0}
    state = GAME.apply(state, CHANCE, Prize(4))
    for player, card in (("Ann", 1), ("Bob", 4), ("Cyril", 4)):
        state = GAME.apply(state, player, Bid(card, player))
    assert GAME.view(state, "Ann")["scores"] == {"Ann": 3, "Bob": 0, "Cyril": 0}
    assert state.rounds[-1].winner is None


def test_the_last_round_plays_itself_and_ties_share_the_win():
    state = GAME.new_game(NAMES[:2], {"cards": 3})
    state = GAME.apply(state, CHANCE, Prize(1))
    state = GAME.apply(GAME.apply(state, "Ann", Bid(3, "Ann")), "Bob", Bid(1, "Bob"))
    state = GAME.apply(state, CHANCE, Prize(2))
    state = GAME.apply(GAME.apply(state, "Ann", Bid(1, "Ann")), "Bob", Bid(3, "Bob"))
    # prize 3 is left, with a 2 in each hand: a tie, discarded, and the game is over
    assert GAME.to_move(state) is None
    result = GAME.result(state)
    assert result.scores == {"Ann": 1, "Bob": 2} and result.winners == ["Bob"]
    assert [e.kind for e in state.events][-1] == "game_over"


@pytest.mark.parametrize("reveal", ["bids", "winner"])
def test_no_view_or_text_of_another_reader_changes_with_a_sealed_bid(reveal):
    base = GAME.apply(GAME.new_game(NAMES[:3], {"cards": 6, "reveal": reveal}), CHANCE, Prize(5))
    seen = {}
    for card in range(1, 7):
        state = GAME.apply(base, "Ann", Bid(card, "Ann"))
        for reader in ("Bob", "Cyril", None):
            shown = (
                json.dumps(GAME.view(state, reader), sort_keys=True),
                GAME.board_text(state, "en", reader=reader),
                GAME.board_text(state, "cs", reader=reader),
                GAME.describe(state, Bid(card, "Ann"), "en", reader=reader),
                tuple(GAME.event_text(e, "cs", reader=reader) for e in state.events
                      if e.readable_by(reader)),
            )
            seen.setdefault(reader, set()).add(shown)
        assert GAME.sealed(state, Bid(card, "Ann"))
        assert GAME.describe(state, Bid(card, "Ann"), "en", reader="Ann") == f"bid {card}"
    assert all(len(shown) == 1 for shown in seen.values())


def test_reveal_winner_keeps_resolved_bids_hidden_from_everyone_else():
    views = set()
    for ann, bob in ((6, 2), (5, 3), (4, 2)):
        state = GAME.apply(GAME.new_game(NAMES[:3], {"cards": 6, "reveal": "winner"}),
                           CHANCE, Prize(2))
        for player, card in (("Ann", ann), ("Bob", bob), ("Cyril", 1)):
            state = GAME.apply(state, player, Bid(card, player))
        assert GAME.sealed(state, Bid(ann, "Ann"))
        views.add(json.dumps(GAME.view(state, "Cyril"), sort_keys=True))
        texts = [GAME.event_text(e, "en", reader="Cyril") for e in state.events
                 if e.readable_by("Cyril")]
        assert texts == ["Your bid: 1.", "Round 1, prize 2 – Ann takes it."]
    assert len(views) == 1


def test_every_bot_level_is_offered():
    from rules import BOT_LEVELS

    assert set(GAME.bots) == set(BOT_LEVELS)
    assert all(GAME.bots[level].level == level for level in BOT_LEVELS)


@pytest.mark.parametrize("level", ["random", "greedy", "strong", "expert"])
def test_bots_read_only_their_players_view(level):
    base = GAME.apply(GAME.new_game(NAMES[:3], {"cards": 8}), CHANCE, Prize(6))
    chosen = set()
    for card in range(1, 9):
        state = GAME.apply(base, "Ann", Bid(card, "Ann"))
        chosen.add(GAME.bots[level].choose(state, "Bob", random.Random(7)))
        # standing in for an absent Bob, a bot bids as it would for itself
        chosen.add(GAME.bots[level].choose(state, "Bob", random.Random(7), stand_in=True))
    assert len(chosen) == 1 and next(iter(chosen)) in GAME.legal_moves(base, "Bob")


@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_keep_the_invariants_and_replay_from_the_log(seed):
    players = 2 + seed % 3
    reveal = ("bids", "winner")[seed % 2]
    state, log = _play(players, 3 + seed % 11, reveal, seed, ("random", "greedy", "strong"))
    result = GAME.result(state)
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
    assert sum(result.scores.values()) + sum(
        r.prize for r in state.rounds if r.winner is None) == sum(range(1, state.cards + 1))
    top = max(result.scores.values())
    assert result.winners == [p for p in state.players if result.scores[p] == top]
    replay = GAME.new_game(state.players, {"cards": state.cards, "reveal": reveal})
    for player, text in log:
        replay = GAME.apply(replay, player, GAME.parse(replay, player, text))
    assert replay == state


def test_strong_beats_random_and_greedy_over_seeded_games():
    wins = 0.0
    for seed in range(30):
        seats = ("strong", "greedy") if seed % 2 else ("greedy", "strong")
        state, _ = _play(2, 13, "bids", seed, seats)
        result = GAME.result(state)
        strong = state.players[seats.index("strong")]
        wins += 1 / len(result.winners) if strong in result.winners else 0
    assert wins / 30 > 0.6


@pytest.mark.parametrize("reveal", ["bids", "winner"])
def test_describe_names_a_bid_to_another_reader_only_when_the_state_given_shows_it(reveal):
    # the history is replayed step by step: the state before a bid is as natural to pass as
    # the state after it, and neither may tell the card to anyone but the bidder
    start = GAME.apply(GAME.new_game(NAMES[:2], {"cards": "3", "reveal": reveal}),
                       CHANCE, Prize(2))
    bid = Bid(3, "Ann")
    sealed = GAME.apply(start, "Ann", bid)
    resolved = GAME.apply(sealed, "Bob", Bid(1, "Bob"))
    shown = {None: "a sealed bid", "Ann": "bid 3", "Bob": "a sealed bid"}
    for state in (start, sealed):
        assert {r: GAME.describe(state, bid, "en", reader=r) for r in shown} == shown
    public = {**shown, None: "bid 3", "Bob": "bid 3"} if reveal == "bids" else shown
    assert {r: GAME.describe(resolved, bid, "en", reader=r) for r in shown} == public
    end = resolved
    while GAME.to_move(end) is not None:  # the other rounds, the last one plays itself
        player = GAME.to_move(end)
        end = GAME.apply(end, player, GAME.legal_moves(end, player)[0])
    assert {r: GAME.describe(end, bid, "en", reader=r) for r in shown} == \
        {**shown, None: "bid 3", "Bob": "bid 3"}  # the game over shows every bid
    assert GAME.describe(start, Bid(3, "Bob"), "cs", reader="Ann") == "zakrytý příhoz"


@pytest.mark.parametrize("text", ["příhoz 3", "Můj příhoz 3", "přihazuji 3", "nabídka 3",
                                  "Nabízím 3", "3"])
def test_a_bid_is_a_prihoz_in_czech_and_every_older_word_still_reads(text):
    # the game calls a bid "příhoz" ("nabídka" is the trade word), and reads both
    state = GAME.apply(GAME.new_game(NAMES[:2], {"cards": "4", "lang": "cs"}), CHANCE, Prize(2))
    assert GAME.parse(state, "Ann", text) == Bid(3, "Ann")


def test_the_prizes_own_card_named_in_a_remark_is_no_bid():
    # review 9's c079: "Tentokrát dám jedenáctku, šestka se hodí." (prize 6) bids the 11
    state = GAME.apply(GAME.new_game(NAMES[:2], {"lang": "cs"}), CHANCE, Prize(6))
    for remark in ("šestka se hodí", "Šestka je pěkná cena"):
        with pytest.raises(InvalidCommand):
            GAME.parse(state, "Ann", remark)
    for text, card in (("Šestka.", 6), ("Šestku za šestku.", 6), ("Zkusím šestku", 6),
                       ("Sedmička se hodí", 7)):  # another card than the prize's is a bid
        assert GAME.parse(state, "Ann", text) == Bid(card, "Ann")
