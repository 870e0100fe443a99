"""Oh Hell's rules through the common API: options, the deal as chance, bids with the hook,
following suit, tricks, scores, what each reader may read, and the words a player may write.

The rules agree with OpenSpiel's `oh_hell` (open_spiel/games/oh_hell/oh_hell.cc, with
`off_bid_penalty=false`, `points_per_trick=1`), as `bench/openspiel_ohhell.py` checks hand by
hand over random games (3 to 7 players, 1 to 4 suits, 2 to 13 ranks, 1 to 4 hands: 1,002 of
1,002 hands of 400 games agreed):
- the deal ignores the dealer: "player 0 always gets the first card", seat by seat, and the
  card after the hands is the trump (`ApplyDealAction`);
- bidding and the first lead start at the dealer's left, `(dealer_ + 1) % num_players_`;
- the hook (`BiddingLegalActions`): the last bidder (everyone else has bid) may not bid
  `bid + bid_sum == num_tricks_`; nobody else is restricted;
- the score (`ComputeScore`): `points_per_trick_ * tricks won`, plus `kMadeBidBonus` (10)
  when the tricks won equal the bid; no penalty for a missed bid.
"""

from __future__ import annotations

import json
import random

import pytest

import rules
from rules import CHANCE, IllegalMove, InvalidCommand, OptionError, RulesError
from rules.ohhell.state import Bid, Deal, Dealer, Play

G = rules.get("ohhell")
ANN, BOB, CID = "Ann", "Bob", "Cid"
PLAYERS = [ANN, BOB, CID]


def dealt(cards: str, dealer: str = CID, options: dict | None = None, players=PLAYERS):
    """A hand dealt by `dealer` with the cards in dealing order (the last the trump)."""
    state = G.new_game(players, {"hands": str(len(cards.split()) // len(players)),
                                 **(options or {})})
    state = G.apply(state, CHANCE, G.parse(state, CHANCE, f"dealer {dealer}"))
    for card in cards.split():
        state = G.apply(state, CHANCE, G.parse(state, CHANCE, f"deal {card}"))
    return state


def play(state, *texts: str):
    for text in texts:
        player = G.to_move(state)
        state = G.apply(state, player, G.parse(state, player, text))
    return state


# Ann gets AH 2C, Bob KH 3C, Cid QH 4C; the trump card is 5S. Cid deals: Ann bids first.
TWO = "AH KH QH 2C 3C 4C 5S"


def test_the_default_hands_go_up_to_the_most_and_back_down_once():
    state = G.new_game(PLAYERS)
    assert state.plan == (*range(1, 18), *range(16, 0, -1))  # 51 div 3 = 17
    seven = G.new_game([f"p{i}" for i in range(7)], {"suits": "2", "ranks": "13"})
    assert seven.plan == (1, 2, 3, 2, 1)  # (26 - 1) div 7 = 3
    assert G.new_game(PLAYERS, {"hands": "1,2,3,2,1"}).plan == (1, 2, 3, 2, 1)


@pytest.mark.parametrize("options", [
    {"suits": "5"}, {"suits": "0"}, {"ranks": "1"}, {"ranks": "14"}, {"hands": "0"},
    {"hands": "18"}, {"hands": "1,,2"}, {"hands": "two"}, {"suits": "1", "ranks": "3"},
    {"lang": "de"}, {"jokers": "2"},
])
def test_bad_options_are_refused(options):
    with pytest.raises(OptionError):
        G.new_game(PLAYERS, options)


@pytest.mark.parametrize("count", [2, 8])
def test_three_to_seven_players(count):
    with pytest.raises(OptionError):
        G.new_game([f"p{i}" for i in range(count)])


def test_the_dealer_is_drawn_once_then_the_deal_passes_clockwise():
    state = G.new_game(PLAYERS, {"hands": "1,1"})
    assert G.to_move(state) == CHANCE
    outcomes = G.chance_outcomes(state)
    assert [o.text for o, _ in outcomes] == ["dealer Ann", "dealer Bob", "dealer Cid"]
    assert {p for _, p in outcomes} == {1 / 3}
    state = G.apply(state, CHANCE, Dealer(BOB))
    # one card each in seat order (not from the dealer's left), then the trump card
    recipients = []
    while G.to_move(state) == CHANCE:
        outcomes = G.chance_outcomes(state)
        assert len({p for _, p in outcomes}) == 1 and len(outcomes) == 52 - len(state.dealt)
        move = outcomes[0][0]
        recipients.append(move.to)
        state = G.apply(state, CHANCE, move)
    assert recipients == [ANN, BOB, CID, None]
    assert G.view(state, None)["trump"] == "5C"  # 2C 3C 4C dealt, the next card turned
    assert G.to_move(state) == CID  # the dealer's left bids first
    state = play(state, "bid 0", "bid 0", "bid 0")
    state = play(state, "play 4C", "play 2C", "play 3C")
    # the next hand: no dealer step, Cid deals
    assert [o.text for o, _ in G.chance_outcomes(state)][:2] == ["deal 2C", "deal 3C"]
    assert G.view(state, None)["scores"] == {ANN: 10, BOB: 10, CID: 1}
    state = dealt_on(state, "AH KH QH 2C")
    assert G.view(state, None)["dealer"] == CID and G.to_move(state) == ANN


def dealt_on(state, cards: str):
    for card in cards.split():
        state = G.apply(state, CHANCE, G.parse(state, CHANCE, f"deal {card}"))
    return state


def test_the_hook_forbids_only_the_dealers_bid_that_makes_the_tricks():
    state = dealt(TWO)
    assert G.to_move(state) == ANN
    assert [m.text for m in G.legal_moves(state, ANN)] == ["bid 0", "bid 1", "bid 2"]
    assert G.legal_moves(state, BOB) == [] and G.legal_moves(state, CID) == []
    state = play(state, "bid 1", "bid 0")
    assert [m.text for m in G.legal_moves(state, CID)] == ["bid 0", "bid 2"]
    with pytest.raises(IllegalMove, match="dealer"):
        G.parse(state, CID, "bid 1")
    with pytest.raises(IllegalMove, match="0 to 2"):
        G.parse(state, CID, "bid 3")
    over = play(dealt(TWO), "bid 2", "bid 1")
    assert [m.text for m in G.legal_moves(over, CID)] == ["bid 0", "bid 1", "bid 2"]


@pytest.mark.parametrize(("cards", "lang", "counted"), [
    ("AH KH QH 5S", "en", "1 trick"), (TWO, "en", "2 tricks"),
    ("AH KH QH 5S", "cs", "1 zdvih"), (TWO, "cs", "2 zdvihy")])
def test_a_refused_bid_counts_the_hands_tricks_in_number(cards, lang, counted):
    """'the 1 tricks of the hand' (the lead's game, 7 Dec): the noun agrees with the count."""
    state = play(dealt(cards, options={"lang": lang}), "bid 1", "bid 0")
    tricks = len(cards.split()) // len(PLAYERS)
    said = []
    for text in (f"bid {tricks - 1}", f"bid {tricks + 1}"):  # the hook (1 + 0 bid), too high
        with pytest.raises(IllegalMove) as refused:
            G.parse(state, CID, text)
        said.append(str(refused.value))
    hook, too_high = said
    assert counted in too_high
    # the Czech hook says the count alone: "… počtu zdvihů rozdání (1)"
    assert counted in hook if lang == "en" else f"zdvihů rozdání ({tricks})" in hook


def test_following_suit_and_who_takes_the_trick():
    state = play(dealt(TWO), "bid 1", "bid 0", "bid 0")
    assert G.to_move(state) == ANN  # the dealer's left leads
    state = play(state, "play 2C")
    assert [m.text for m in G.legal_moves(state, BOB)] == ["play 3C"]  # must follow clubs
    with pytest.raises(IllegalMove, match="follow suit"):
        G.parse(state, BOB, "play KH")
    with pytest.raises(IllegalMove, match="do not hold"):
        G.parse(state, BOB, "play QH")
    state = play(state, "3C", "4C")
    assert G.view(state, None)["tricks"] == {ANN: 0, BOB: 0, CID: 1}
    assert G.to_move(state) == CID  # the winner leads
    state = play(state, "QH", "AH", "KH")
    result = G.result(state)
    # Ann bid 1 took 1: 11; Bob bid 0 took 0: 10; Cid bid 0 took 1: 1
    assert result.scores == {ANN: 11, BOB: 10, CID: 1}
    assert result.winners == [ANN]


def test_a_trump_takes_the_trick_from_the_suit_led():
    # Ann 2H 9C, Bob 3H 8C, Cid 2S 7C; trump spades (the card 5S)
    state = play(dealt("2H 3H 2S 9C 8C 7C 5S"), "bid 0", "bid 0", "bid 0")
    state = play(state, "play 2H", "play 3H", "play 2S")  # Cid has no heart: trumps
    assert G.view(state, None)["tricks"][CID] == 1


def test_tied_totals_share_the_win():
    # Ann AH, Bob KH, Cid QH; trump 2C. Ann bids 1 and takes it; Bob and Cid bid 0.
    state = play(dealt("AH KH QH 2C"), "bid 1", "bid 0", "bid 1")
    state = play(state, "AH", "KH", "QH")
    assert G.result(state).scores == {ANN: 11, BOB: 10, CID: 0}
    state = play(dealt("QH KH AH 2C"), "bid 0", "bid 0", "bid 0")
    state = play(state, "QH", "KH", "AH")
    assert G.result(state).winners == [ANN, BOB] and G.result(state).draw


def test_the_only_legal_card_plays_itself_but_a_bid_never_does():
    state = dealt(TWO)
    assert G.automatic(state, ANN, {}) is None
    state = play(state, "bid 1", "bid 0", "bid 0", "2C")
    assert G.automatic(state, BOB, {}) == Play("3C", BOB)
    assert G.automatic(state, CID, {}) is None  # not to move


@pytest.mark.parametrize(("text", "move"), [
    ("play QH", "play QH"), ("QH", "play QH"), ("qh", "play QH"), ("Q hearts", "play QH"),
    ("queen of hearts", "play QH"), ("Play the Queen of Hearts.", "play QH"),
    ("Q♥", "play QH"), ("srdcová dáma", "play QH"), ("dáma srdce", "play QH"),
    ("hraju srdcovou dámu", "play QH"), ("Dámu srdcovou", "play QH"),
    # phrasings first measured as held out (31 of 33 read before "I'll" and "královna")
    ("I'll play the queen of hearts", "play QH"), ("zahraju srdcovou královnu", "play QH"),
    ("hearts queen", "play QH"), ("Q of H", "play QH"), ("vynáším srdcovou dámu", "play QH"),
    ("Qh", "play QH"), ("hraju QH.", "play QH"),
])
def test_a_card_is_read_in_many_words(text, move):
    state = play(dealt("QH KH AH 2C 3C 4C 5S"), "bid 0", "bid 0", "bid 0")
    assert G.parse(state, ANN, text).text == move


@pytest.mark.parametrize(("text", "bid"), [
    ("bid 2", 2), ("2", 2), ("I bid two", 2), ("hlásím 2", 2), ("hlásím dva zdvihy", 2),
    ("beru 0", 0), ("nula", 0), ("bid 0", 0), ("1", 1),
    ("2 tricks", 2), ("beru dva zdvihy", 2), ("bid zero", 0), ("I'll take 2", 2),
    ("dva štychy", 2), ("hlásím 1 zdvih", 1),
    # a bid of nothing said as a refusal
    ("Nevezmu ani jeden zdvih", 0), ("I won't take any tricks", 0), ("neberu ani jeden", 0),
])
def test_a_bid_is_read_in_many_words(text, bid):
    assert G.parse(dealt(TWO), ANN, text) == Bid(bid, ANN)


@pytest.mark.parametrize("text", ["", "hello", "bid", "bid 1 2", "play", "play XY", "ZZ",
                                  "bid -1", "queen", "hearts", "play QH and bid 2"])
def test_what_is_no_move_is_refused_politely(text):
    state = dealt(TWO)
    with pytest.raises(InvalidCommand):
        G.parse(state, ANN, text)
    with pytest.raises(InvalidCommand, match="nečtu"):
        G.parse(G.localized(state, "cs"), ANN, text)


def test_a_move_out_of_turn_or_phase_is_refused():
    state = dealt(TWO)
    with pytest.raises(IllegalMove, match="not your turn"):
        G.parse(state, BOB, "bid 1")
    with pytest.raises(IllegalMove, match="Bid first"):
        G.parse(state, ANN, "play AH")
    with pytest.raises(IllegalMove, match="Nejdřív"):
        G.parse(G.localized(state, "cs"), ANN, "play AH")
    playing = play(state, "bid 1", "bid 0", "bid 0")
    with pytest.raises(IllegalMove, match="bids of this hand"):
        G.parse(playing, ANN, "bid 1")
    with pytest.raises(IllegalMove):
        G.apply(playing, ANN, Bid(1, BOB))  # a move is its own player's
    with pytest.raises(IllegalMove, match="being dealt"):
        G.parse(G.new_game(PLAYERS), ANN, "bid 1")
    with pytest.raises(RulesError):
        G.parse(state, "Dan", "bid 1")
    with pytest.raises(RulesError):
        G.parse(state, CHANCE, "deal QH")  # dealt already
    with pytest.raises(RulesError):
        G.parse(G.new_game(PLAYERS), CHANCE, "deal QH")  # the dealer first


def test_views_show_a_player_their_hand_and_a_spectator_none():
    state = play(dealt(TWO), "bid 1", "bid 0")
    ann, spectator = G.view(state, ANN), G.view(state, None)
    assert ann["hand"] == ["2C", "AH"] and "hand" not in spectator
    assert spectator["trump"] == "5S"
    assert spectator["bids"] == {ANN: 1, BOB: 0, CID: None}
    assert spectator["trick"] == [] and spectator["tricks"] == {ANN: 0, BOB: 0, CID: 0}
    assert spectator["scores"] == {ANN: 0, BOB: 0, CID: 0}
    assert spectator["held"] == {ANN: 2, BOB: 2, CID: 2}
    state = play(state, "bid 0", "2C")
    assert G.view(state, BOB)["trick"] == ["2C"]
    assert json.loads(json.dumps(G.view(state, BOB))) == G.view(state, BOB)


def test_no_text_names_a_card_dealt_to_another_player_whatever_state_is_given():
    rng = random.Random(44)
    state = G.new_game(PLAYERS, {"hands": "3,2"})
    states, steps = [state], []
    while G.to_move(state) is not None:
        player = G.to_move(state)
        moves = G.legal_moves(state, player)
        move = rng.choice(moves)
        steps.append(move)
        state = G.apply(state, player, move)
        states.append(state)
    played = {s.card for s in steps if isinstance(s, Play)}
    for move in steps:
        if not isinstance(move, Deal) or move.to is None:
            continue
        for reader in (*PLAYERS, None):
            for given in states[::3]:
                for lang in ("en", "cs"):
                    words = G.describe(given, move, lang, reader=reader)
                    assert (move.card in words) == (reader == move.to), (words, reader)
    assert played  # cards played are public: the history tells them to everyone


def test_cards_dealt_are_sealed_until_the_end_and_public_events_name_no_hand():
    state = dealt(TWO)
    assert G.sealed(state, Deal("AH", ANN)) and not G.sealed(state, Deal("5S", None))
    assert not G.sealed(state, Bid(1, ANN))
    end = play(state, "bid 1", "bid 0", "bid 0", "2C", "3C", "4C", "QH", "AH", "KH")
    assert not G.sealed(end, Deal("AH", ANN))
    assert [e.kind for e in end.events][-2:] == ["hand_over", "game_over"]
    assert all(e.audience is None for e in end.events)
    text = G.event_text(end.events[-2], "cs", ANN)
    assert text.startswith("Konec 1. rozdání") and "ty 1/1 +11" in text


def test_the_board_in_both_languages():
    state = play(dealt(TWO), "bid 1", "bid 0", "bid 0", "2C")
    board = G.board_text(state, "cs", reader=ANN)
    assert "Oh Hell, 1. rozdání z 1 (2 zdvihy), rozdává Cid" in board
    assert "Trumf: piková pětka (5S)" in board and "Tvoje karty: srdcové eso (AH)" in board
    assert "Na stole: ty křížová dvojka" in board  # a card in the reader's words
    english = G.board_text(state, "en", reader=None)
    assert "Trump: 5S (5 of spades)" in english and "Your cards" not in english
    assert "KH" not in english and "QH" not in english
    assert "On the table: Ann 2 of clubs" in english


# Class: a card shown to a reader as its code ("dostáváš JS", "trumf: 2S"). Members: the card
# dealt to its receiver, the trick, the table, the last trick, a hand played out.
@pytest.mark.parametrize(("card", "lang", "said"), [
    ("JS", "cs", "dostáváš pikového kluka (JS)"), ("QH", "cs", "dostáváš srdcovou dámu (QH)"),
    ("AD", "cs", "dostáváš kárové eso (AD)"), ("7C", "cs", "dostáváš křížovou sedmu (7C)"),
    ("KS", "cs", "dostáváš pikového krále (KS)"), ("TH", "cs", "dostáváš srdcovou desítku (TH)"),
    ("JS", "en", "you are dealt the jack of spades (JS)"),
])
def test_a_card_dealt_is_named_in_the_readers_case(card, lang, said):
    assert G.describe(dealt(TWO), Deal(card, ANN), lang, reader=ANN) == said


def test_a_trick_and_a_hand_played_out_name_their_cards():
    state = dealt(TWO)
    end = play(state, "bid 1", "bid 0", "bid 0", "2C", "3C", "4C", "QH", "AH", "KH")
    tricks = [G.event_text(e, "cs", ANN) for e in end.events if e.kind == "trick"]
    assert tricks == ["2. zdvih (Cid srdcová dáma, ty srdcové eso, Bob srdcový král) bereš ty."]
    assert "1. rozdání, trumf piková pětka" in G.board_text(end, "cs", reader=ANN)


def test_dump_and_load_round_trip_through_json():
    state = play(dealt(TWO), "bid 1", "bid 0", "bid 0", "2C")
    assert G.load(json.loads(json.dumps(G.dump(state)))) == state


@pytest.mark.parametrize("text", ["bidding 1", "bidding one"])
def test_a_bid_in_the_gerund(text):
    assert G.parse(dealt(TWO), ANN, text).text == "bid 1"


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_long_games_last_board_can_show_the_bids_made_and_the_last_hands(lang):
    rng = random.Random(7)
    state = G.new_game(PLAYERS, {"hands": "1,2,3,2,1"})
    while G.to_move(state) is not None:
        player = G.to_move(state)
        state = G.apply(state, player, rng.choice(G.legal_moves(state, player)))
    hands = G.view(state, ANN)["history"]
    whole = G.board_text(state, lang, reader=ANN)
    short = G.board_text(state, lang, reader=ANN, last_hands=2)
    first, fourth = ("1. rozdání", "4. rozdání") if lang == "cs" else ("Hand 1,", "Hand 4,")
    assert first in whole and first not in short and fourth in short
    made = {p: sum(h["bids"][p] == h["taken"][p] for h in hands) for p in PLAYERS}
    said = "Hlášení splněná přesně: ty {} z 5" if lang == "cs" else "Bids made exactly: you {} of 5"
    assert said.format(made[ANN]) in short
    assert f"Bob {made[BOB]} " in short and short.count("\n") < whole.count("\n")
    assert ("(1.–3. rozdání najdeš na stránce hry)" if lang == "cs"
            else "(hands 1–3 are on the game's page)") in short
    assert G.board_text(state, lang, reader=ANN, last_hands=5) == whole
