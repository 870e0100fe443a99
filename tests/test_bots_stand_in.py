"""Bots that behave: a bot standing in for an absent player plays their turns and pays their
debts but starts no trade in their name; no bot makes an offer again that it made to the same
player before (declined, lapsed or unanswered)."""

from __future__ import annotations

import datetime as dt
import random

import pytest

import rules
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from rules import CHANCE
from rules.westernpoly.moves import Accept, Decline, MakeOffer
from rules.westernpoly.state import Bundle
from tests.conftest import FakeClock, FakeSecrets

G = rules.get("westernpoly")
TRADERS = ("strong", "expert")


def _owning(s, seat: int, fields: list[int]):
    owner = list(s.owner)
    for f in fields:
        owner[f] = seat
    return s._replace(owner=tuple(owner))


def _offering_position():
    """The bot (seat 1) to roll, holding a lodging house that cyd collects: strong offers it."""
    s = G.new_game(["ann", "bot", "cyd"], {"max_rounds": 40})
    return _owning(_owning(s, 1, [6]), 2, [8])._replace(active=1)


@pytest.mark.parametrize("level", TRADERS)
def test_a_trading_bot_offers_here_but_not_as_a_stand_in(level):
    s = _offering_position()
    bot = G.bots[level]
    assert isinstance(bot.choose(s, "bot", random.Random(1)), MakeOffer)
    assert bot.choose(s, "bot", random.Random(1), stand_in=True).text == "roll"


@pytest.mark.parametrize("level", TRADERS)
def test_a_stand_in_leaves_offers_to_the_player_and_still_plays_the_turn(level):
    s = _offering_position()
    offered = G.apply(s._replace(active=2), "cyd",
                      MakeOffer("bot", Bundle((), False, 5000), Bundle((6,))))
    offered = offered._replace(active=1)
    bot = G.bots[level]
    assert isinstance(bot.choose(offered, "bot", random.Random(1)), (Accept, Decline))
    assert bot.choose(offered, "bot", random.Random(1), stand_in=True).text == "roll"


def _game(levels: list[str], seed: int, stand_in: set[str], decliner: str | None = None,
          rounds: int = 25, silent: str | None = None):
    """A game of bots; seats in `stand_in` are played as stand-ins, `decliner` (p0, a seat with
    no bot) declines every offer to it and otherwise plays strong for itself; `silent` (p0)
    answers no offer at all (they lapse) and plays its turns. Returns the moves made as
    (player, move) and the final state."""
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(len(levels))]
    bots = dict(zip(names, (G.bots[level] for level in levels), strict=True))
    s = G.new_game(names, {"max_rounds": rounds, "lang": "en"})
    played = []
    for _ in range(20000):
        who = G.to_move(s)
        if who is None:
            break
        if who == CHANCE:
            outcomes = G.chance_outcomes(s)
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = bots[who].choose(s, who, rng,
                                    stand_in=who in stand_in or who in (decliner, silent))
            played.append((who, move))
        s = G.apply(s, who, move)
        for name, bot in bots.items():
            if name in stand_in or name == silent:
                continue
            if name == decliner:
                answer = next((Decline(o.id) for o in s.offers if o.recipient == 0), None)
            else:
                answer = bot.react(s, name, rng)
            if answer is not None:
                played.append((name, answer))
                s = G.apply(s, name, answer)
    assert G.to_move(s) is None
    return played, s


@pytest.mark.parametrize("seed", range(3))
def test_a_stand_in_plays_whole_games_without_a_trade_of_its_own(seed):
    played, _ = _game(["strong", "strong", "strong"], seed, stand_in={"p1"})
    mine = [m for who, m in played if who == "p1"]
    assert mine and not any(isinstance(m, (MakeOffer, Accept, Decline)) for m in mine)
    others = [m for who, m in played if who != "p1"]
    assert any(isinstance(m, MakeOffer) for m in others)  # the others do trade


def _same_cards(a: MakeOffer, b: MakeOffer) -> bool:
    return (a.to, sorted(a.give.fields), a.give.card, sorted(a.get.fields), a.get.card) == \
        (b.to, sorted(b.give.fields), b.give.card, sorted(b.get.fields), b.get.card)


@pytest.mark.parametrize("level", TRADERS)
@pytest.mark.parametrize("seed", range(3))
def test_no_bot_makes_again_an_offer_that_was_declined(level, seed):
    rounds = 25 if level == "strong" else 8
    played, end = _game(["strong", level, level], seed, stand_in=set(), decliner="p0",
                        rounds=rounds)
    declined: list[tuple[str, MakeOffer]] = []
    offers: dict[int, tuple[str, MakeOffer]] = {}
    number = 0
    for who, move in played:
        if isinstance(move, MakeOffer):
            number += 1
            assert not any(w == who and _same_cards(m, move) for w, m in declined), move.text
            offers[number] = (who, move)
        elif isinstance(move, Decline):
            declined.append(offers[move.offer])
    assert declined  # the decliner does get offers
    assert len(end.declined) == len({(w, m.to, tuple(sorted(m.give.fields)),
                                      tuple(sorted(m.get.fields))) for w, m in declined})


def _offers_made(played) -> list[tuple[str, str, tuple, bool, tuple, bool]]:
    """Each offer made as (proposer, recipient, cards given, card given, cards asked, card
    asked): the money left out, as a repeat at another price is still a repeat."""
    return [(who, m.to, tuple(sorted(m.give.fields)), m.give.card, tuple(sorted(m.get.fields)),
             m.get.card) for who, m in played if isinstance(m, MakeOffer)]


@pytest.mark.parametrize("seed", range(12))
def test_no_bot_repeats_an_offer_the_player_left_unanswered(seed):
    # p0 reads no offer: each lapses when p0's next turn ends, and was once made again a turn
    # later (five mails to one player for the same card at the same price)
    played, end = _game(["strong", "strong", "strong", "strong"], seed, stand_in=set(),
                        silent="p0", rounds=30)
    made = _offers_made(played)
    to_p0 = [o for o in made if o[1] == "p0"]
    assert len(made) == len(set(made)), sorted(o for o in made if made.count(o) > 1)
    assert to_p0  # the silent player does get offers, once each
    assert {(o.proposer, o.recipient, o.give.fields, o.get.fields) for o in end.offered} == \
        {(end.players.index(w), end.players.index(to), g, a) for w, to, g, _, a, _ in made}


@pytest.mark.parametrize("seed", range(2))
def test_the_expert_repeats_no_offer_either(seed):
    played, _ = _game(["strong", "expert", "expert"], seed, stand_in=set(), silent="p0",
                      rounds=6)
    made = _offers_made(played)
    assert len(made) == len(set(made))


def test_an_offer_made_is_remembered_in_the_state_and_its_dump():
    s = _offering_position()
    s = G.apply(s, "bot", G.bots["strong"].choose(s, "bot", random.Random(1)))
    assert [(o.proposer, o.recipient, o.give.fields) for o in s.offered] == [(1, 2, (6,))]
    assert G.load(G.dump(s)) == s
    old = G.dump(s)
    del old["offered"]  # a state saved before the rule: nothing remembered yet
    assert G.load(old).offered == ()


def test_a_declined_offer_is_remembered_in_the_state_and_its_dump():
    s = _offering_position()
    offer = G.bots["strong"].choose(s, "bot", random.Random(1))
    s = G.apply(s, "bot", offer)
    s = G.apply(s, "cyd", Decline(s.offers[0].id))
    assert [(o.proposer, o.recipient, o.give.fields) for o in s.declined] == [(1, 2, (6,))]
    assert G.load(G.dump(s)) == s
    again = G.bots["strong"].choose(s, "bot", random.Random(1))
    assert not isinstance(again, MakeOffer) and again.text == "roll"
    old = G.dump(s)
    del old["declined"]  # a state saved before the rule: nothing declined yet
    assert G.load(old).declined == ()


# ---- through the service: a bot plays for an away player --------------------------------------

START = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)


@pytest.fixture
def service(sqlite_store):
    return GameService(sqlite_store, FakeClock(START), FakeSecrets())


def test_an_away_players_stand_in_makes_no_offers_and_verifies(service):
    seats = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("", "", "en", bot="strong"),
             PlayerSpec("", "", "en", bot="strong")]
    game = service.create("westernpoly", seats, "org@example.org",
                          options={"max_rounds": 12, "away": "autoplay", "lang": "en"},
                          start=True)
    service.away(game.id, "ann@example.org", dt.date(2026, 12, 1), dt.date(2026, 12, 14))
    for _ in range(50):  # the bots play on in writes of their own
        if service.view(game.id).game.status == "finished":
            break
        service.tick()
    view = service.view(game.id)
    assert view.game.status == "finished"
    anns = [e for e in view.log if e.player == "Ann"]
    # the throws her standing orders make are "auto"; everything else the stand-in played
    assert {e.source for e in anns} <= {"bot:strong", "auto"}
    assert any(e.source == "bot:strong" for e in anns)
    assert not any(e.text.startswith(("offer", "accept", "decline")) for e in anns)
    verdict = chain.verify(service.export(game.id), rules.get)
    assert verdict.ok, verdict.summary
