"""WesternPoly scenarios from hand-built positions: fields, throws, jail, rents, stars, sales,
trades, debts, bankruptcy, shares and the time limit."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from rules import CHANCE, IllegalMove
from rules.westernpoly.board import FIELDS, GOLDEN
from rules.westernpoly.state import NOBODY

G = rules.get("westernpoly")
NAMES = ("ann", "bob", "cid", "dan", "eve", "fay")


def game(n: int = 2, **options):
    """A new English game of `n` players."""
    return G.new_game(NAMES[:n], {"lang": "en", **options})


def setup(s, *, cash=None, pos=None, owner=None, stars=None, jailed=None, kept=None,
          skips=None, active=None, jail_turns=None):
    """`s` with players' and fields' values replaced; the bank balances the cash."""
    seat = {p: i for i, p in enumerate(s.players)}

    def per_player(current, changes):
        values = list(current)
        for who, value in (changes or {}).items():
            values[seat[who]] = value
        return tuple(values)

    owners = list(s.owner)
    for field, who in (owner or {}).items():
        owners[field] = NOBODY if who is None else seat[who]
    levels = list(s.stars)
    for field, level in (stars or {}).items():
        levels[field] = level
    new_cash = per_player(s.cash, cash)
    return s._replace(
        cash=new_cash, bank=-sum(new_cash), pos=per_player(s.pos, pos),
        owner=tuple(owners), stars=tuple(levels), jailed=per_player(s.jailed, jailed),
        kept=per_player(s.kept, kept), skips=per_player(s.skips, skips),
        jail_turns=per_player(s.jail_turns, jail_turns),
        active=s.active if active is None else seat[active])


def play(s, *steps):
    """Apply steps like "ann: roll" (a player) or "throw 4" (chance); returns (state, events)."""
    events = []
    for step in steps:
        who, _, text = step.rpartition(":")
        who = who.strip() or CHANCE
        if who == CHANCE:
            assert G.to_move(s) == CHANCE, f"{step}: waiting for {G.to_move(s)}"
        s = G.apply(s, who, G.parse(s, who, text.strip()))
        events.extend(s.events)
    return s, events


def kinds(events):
    return [e.kind for e in events]


def texts(s, player):
    return [m.text for m in G.legal_moves(s, player)]


def cash(s, who):
    return s.cash[s.players.index(who)]


def pos(s, who):
    return s.pos[s.players.index(who)]


def money_conserved(s):
    return sum(s.cash) + s.bank + sum(a for _, a in s.stakes) == 0


# --- board data -----------------------------------------------------------------------------

def test_board_matches_the_digest_checks():
    assert len(FIELDS) == 40
    assert FIELDS[37].rents[4] == 26000 and "Devět centů" in FIELDS[37].cs
    assert FIELDS[21].rents[GOLDEN] == 21000 and "Bizoní kopýtka" in FIELDS[21].cs
    assert FIELDS[29].rents[0] == 580
    assert FIELDS[14].price == 2800
    assert "U Hnědáka" in FIELDS[1].cs
    properties = [f for f in FIELDS if f.kind == "property"]
    assert len(properties) == 22
    assert len({f.proper for f in properties}) == 22


# --- throws and START ---------------------------------------------------------------------------

def test_first_move_from_start_pays_no_bonus():
    s, events = play(game(), "ann: roll", "throw 3")
    assert pos(s, "ann") == 3 and cash(s, "ann") == 30000
    assert "start_bonus" not in kinds(events)


def test_passing_start_pays_4000():
    s = setup(game(), pos={"ann": 36})
    s, events = play(s, "ann: roll", "throw 5")
    assert pos(s, "ann") == 1 and cash(s, "ann") == 34000
    assert "start_bonus" in kinds(events)


def test_landing_on_start_pays_4000_and_leaves_nothing_to_decide():
    s = setup(game(), pos={"ann": 35})
    s, _ = play(s, "ann: roll", "throw 5")
    assert pos(s, "ann") == 0 and cash(s, "ann") == 34000
    assert "done" in texts(s, "ann") and "buy" not in texts(s, "ann")


def test_a_six_throws_again_and_the_throws_add_up():
    s, _ = play(game(), "ann: roll", "throw 6")
    assert G.to_move(s) == CHANCE and pos(s, "ann") == 0
    s, events = play(s, "throw 3")
    assert pos(s, "ann") == 9
    assert [e.data["dice"] for e in events if e.kind == "throw"] == [[6, 3]]


def test_double_six_goes_straight_to_jail_without_start_bonus():
    s = setup(game(), pos={"ann": 35})
    s, events = play(s, "ann: roll", "throw 6", "throw 6")
    assert pos(s, "ann") == 10 and s.jailed[0]
    assert cash(s, "ann") == 30000 and "start_bonus" not in kinds(events)
    assert texts(s, "ann")[0] == "done"


def test_landing_on_jail_by_a_throw_jails():
    s = setup(game(), pos={"ann": 7})
    s, _ = play(s, "ann: roll", "throw 3")
    assert s.jailed[0] and pos(s, "ann") == 10


# --- jail options -------------------------------------------------------------------------------

def jailed_ann(**options):
    return setup(game(**options), pos={"ann": 10}, jailed={"ann": True})


def test_jail_six_stays_without_a_six():
    s, events = play(jailed_ann(), "ann: roll", "throw 3")
    assert s.jailed[0] and pos(s, "ann") == 10 and "stays_jailed" in kinds(events)
    assert texts(s, "ann")[0] == "done"


def test_jail_six_a_six_frees_and_the_next_throw_moves():
    s, events = play(jailed_ann(), "ann: roll", "throw 6")
    assert not s.jailed[0] and G.to_move(s) == CHANCE
    s, _ = play(s, "throw 4")
    assert pos(s, "ann") == 14


def test_jail_six_freed_then_six_six_stays_in_jail():
    s, _ = play(jailed_ann(), "ann: roll", "throw 6", "throw 6", "throw 6")
    assert s.jailed[0] and pos(s, "ann") == 10


def test_jail_three_tries_throws_up_to_three_times():
    s, _ = play(jailed_ann(jail="three_tries"), "ann: roll", "throw 1", "throw 2")
    assert G.to_move(s) == CHANCE and s.jailed[0]
    s, events = play(s, "throw 3")
    assert s.jailed[0] and "stays_jailed" in kinds(events) and G.to_move(s) == "ann"
    s, _ = play(jailed_ann(jail="three_tries"), "ann: roll", "throw 1", "throw 6", "throw 2")
    assert not s.jailed[0] and pos(s, "ann") == 12


def bob_turn(s, die):
    """Bob throws `die`, declines any purchase and ends his turn."""
    s, _ = play(s, "bob: roll", f"throw {die}")
    if "pass" in texts(s, "bob"):
        s, _ = play(s, "bob: pass")
    s, _ = play(s, "bob: done")
    return s


def test_jail_two_turns_waits_two_turns_then_plays():
    s = setup(jailed_ann(jail="two_turns"), pos={"bob": 20}, active="bob")
    s = bob_turn(s, 1)
    assert G.to_move(s) == "bob" and s.jail_turns[0] == 1  # Ann's turn passed by itself
    s = bob_turn(s, 2)
    assert G.to_move(s) == "bob" and s.jail_turns[0] == 2
    s = bob_turn(s, 1)
    assert G.to_move(s) == "ann" and not s.jailed[0] and texts(s, "ann")[0] == "roll"


def test_two_turns_jail_with_the_card_offers_use_or_wait():
    s = setup(jailed_ann(jail="two_turns"), kept={"ann": "stestena-02"})
    assert texts(s, "ann")[:2] == ["use card", "done"]
    waited, events = play(s, "ann: done")
    assert "jail_wait" in kinds(events) and waited.jailed[0] and G.to_move(waited) == "bob"
    freed, events = play(s, "ann: use card")
    assert not freed.jailed[0] and freed.kept[0] == "" and texts(freed, "ann")[0] == "roll"
    assert freed.decks[0].pile[-1] == "stestena-02"


def test_cancel_card_frees_at_the_start_of_the_turn_in_six_mode():
    s = setup(jailed_ann(), kept={"ann": "stestena-02"})
    s, _ = play(s, "ann: use card", "ann: roll", "throw 2")
    assert pos(s, "ann") == 12 and not s.jailed[0]


# --- fields -------------------------------------------------------------------------------

def test_free_card_must_be_bought_or_passed_before_done():
    s, _ = play(game(), "ann: roll", "throw 1")
    assert texts(s, "ann")[:2] == ["buy", "pass"] and "done" not in texts(s, "ann")
    with pytest.raises(IllegalMove):
        G.parse(s, "ann", "done")
    bought, events = play(s, "ann: buy")
    assert bought.owner[1] == 0 and cash(bought, "ann") == 28800 and "bought" in kinds(events)
    passed, _ = play(s, "ann: pass")
    assert passed.owner[1] == NOBODY and "done" in texts(passed, "ann")


def test_cannot_buy_without_the_cash():
    s = setup(game(), cash={"ann": 1000})
    s, _ = play(s, "ann: roll", "throw 1")
    assert "buy" not in texts(s, "ann") and "pass" in texts(s, "ann")
    with pytest.raises(IllegalMove):
        G.parse(s, "ann", "buy")


@pytest.mark.parametrize(("start", "die", "fee"), [(0, 4, 500), (35, 3, 1000)])
def test_accident_pays_the_printed_fee(start, die, fee):
    s = setup(game(), pos={"ann": start})
    s, events = play(s, "ann: roll", f"throw {die}")
    assert cash(s, "ann") == 30000 - fee and "accident" in kinds(events)
    assert money_conserved(s)


def test_wasteland_does_nothing():
    s = setup(game(), pos={"ann": 17})
    s, _ = play(s, "ann: roll", "throw 3")
    assert pos(s, "ann") == 20 and cash(s, "ann") == 30000
    assert texts(s, "ann") == ["done", "resign"]


def test_suspicion_misses_the_next_turn():
    s = setup(game(), pos={"ann": 27, "bob": 20})
    s, events = play(s, "ann: roll", "throw 3")
    assert "suspicion" in kinds(events) and s.skips[0] == 1
    s, _ = play(s, "ann: done")
    s = bob_turn(s, 1)
    assert G.to_move(s) == "bob" and s.skips[0] == 0
    assert "skipped" in kinds(s.log + s.last_log)


@pytest.mark.parametrize("field", [2, 7])
def test_card_fields_draw_uniformly_from_the_unseen_cards(field):
    s = setup(game(), pos={"ann": field - 1})
    s, _ = play(s, "ann: roll", "throw 1")
    outcomes = G.chance_outcomes(s)
    deck = s.decks[0 if field == 7 else 1]
    assert sorted(m.card for m, _ in outcomes) == sorted(deck.unseen)
    assert len(outcomes) == (20 if field == 7 else 19)
    assert all(p == pytest.approx(1 / len(outcomes)) for _, p in outcomes)


def test_a_cycled_deck_deals_the_first_card_seen_again():
    s = setup(game(decks="classic"), pos={"ann": 1})
    s, _ = play(s, "ann: roll", "throw 1")
    first = "prachy-04"
    order = [first] + [c for c in s.decks[1].unseen if c != first]
    cycled = dataclasses.replace(s.decks[1], unseen=(), pile=tuple(order))
    s = s._replace(decks=(s.decks[0], cycled))
    assert G.chance_outcomes(s) == [(G.parse(s, CHANCE, f"draw {first}"), 1.0)]
    s, _ = play(s, f"draw {first}")
    assert s.decks[1].pile[-1] == first and s.decks[1].pile[0] == order[1]


# --- rents ---------------------------------------------------------------------------------------

def visit(s, field, start=None):
    """Ann throws from `start` (default field - 3) onto `field`; returns (state, events)."""
    start = field - 3 if start is None else start
    s = setup(s, pos={"ann": start})
    return play(s, "ann: roll", f"throw {(field - start) % 40}")


def test_base_rent_goes_to_the_owner():
    s = setup(game(), owner={9: "bob"})
    s, events = visit(s, 9)
    assert cash(s, "ann") == 30000 - 160 and cash(s, "bob") == 30160
    assert [e.data["amount"] for e in events if e.kind == "rent"] == [160]


@pytest.mark.parametrize(("level", "rent"), [(1, 3500), (2, 10000), (3, 22000), (4, 26000),
                                             (GOLDEN, 30000)])
def test_rent_by_stars_and_golden(level, rent):
    s = setup(game(), owner={37: "bob", 39: "bob"}, stars={37: level})
    s, _ = visit(s, 37)
    assert cash(s, "bob") == 30000 + rent


def test_golden_rent_of_bizoni_kopytka_is_21000():
    s = setup(game(), owner={21: "bob", 23: "bob", 24: "bob"}, stars={21: GOLDEN})
    s, _ = visit(s, 21)
    assert cash(s, "bob") == 51000


def test_jailed_owner_earns_base_rent_only_for_properties():
    s = setup(game(), owner={37: "bob", 39: "bob"}, stars={37: 4}, jailed={"bob": True},
              pos={"bob": 10})
    s, _ = visit(s, 37)
    assert cash(s, "bob") == 30700


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_shooting_range_rent_by_number_owned(count):
    ranges = (5, 15, 25, 35)[:count]
    s = setup(game(), owner={f: "bob" for f in ranges}, jailed={"bob": True}, pos={"bob": 10})
    s, _ = visit(s, 5, start=2)
    assert cash(s, "bob") == 30000 + 1000 * count  # a jailed owner still collects


@pytest.mark.parametrize(("owned", "rate"), [((12,), 80), ((12, 28), 200)])
def test_services_charge_by_the_throw(owned, rate):
    s = setup(game(), owner={f: "bob" for f in owned}, pos={"ann": 1})
    s, _ = play(s, "ann: roll", "throw 6", "throw 5")
    assert pos(s, "ann") == 12 and cash(s, "bob") == 30000 + 11 * rate


# --- stars --------------------------------------------------------------------------------------

def own_chain_1(**kw):
    return setup(game(), owner={1: "ann", 3: "ann"}, **kw)


def test_stars_need_the_whole_chain():
    s = setup(game(), owner={1: "ann", 3: "bob"})
    s, _ = visit(s, 1, start=0)
    assert not any(t.startswith("stars") for t in texts(s, "ann"))
    with pytest.raises(IllegalMove, match="whole chain"):
        G.parse(s, "ann", "stars 1")


def test_one_to_four_stars_on_the_landed_property_once_per_landing():
    s, _ = visit(own_chain_1(), 1, start=0)
    assert [t for t in texts(s, "ann") if t.startswith("stars")] == [
        "stars 1", "stars 2", "stars 3", "stars 4"]
    s, events = play(s, "ann: stars 3")
    assert s.stars[1] == 3 and s.stars[3] == 0 and cash(s, "ann") == 27000
    assert not any(t.startswith("stars") for t in texts(s, "ann"))
    with pytest.raises(IllegalMove):
        G.parse(s, "ann", "stars 1")


def test_stars_fill_up_to_four():
    s, _ = visit(own_chain_1(stars={1: 3}), 1, start=0)
    assert [t for t in texts(s, "ann") if t.startswith("stars")] == ["stars 1"]
    assert "golden" not in texts(s, "ann")


def test_golden_only_after_four_stars_owned_before_this_landing():
    s, _ = visit(own_chain_1(stars={1: 3}), 1, start=0)
    s, _ = play(s, "ann: stars 1")
    assert s.stars[1] == 4 and "golden" not in texts(s, "ann")
    s, _ = visit(own_chain_1(stars={1: 4}), 1, start=0)
    assert "golden" in texts(s, "ann")
    s, events = play(s, "ann: golden")
    assert s.stars[1] == GOLDEN and cash(s, "ann") == 29000 and "golden" in kinds(events)


def test_no_stars_on_a_card_bought_in_the_same_landing():
    s = setup(game(), owner={3: "ann"})
    s, _ = visit(s, 1, start=0)
    s, _ = play(s, "ann: buy")
    assert not any(t.startswith("stars") for t in texts(s, "ann"))


# --- selling to the bank ------------------------------------------------------------------------

def test_sell_a_card_at_its_price_on_your_turn():
    s = setup(game(), owner={11: "ann", 12: "bob"})
    s, events = play(s, "ann: sell 11")
    assert s.owner[11] == NOBODY and cash(s, "ann") == 32800 and money_conserved(s)
    with pytest.raises(IllegalMove, match="your turn"):
        G.parse(s, "bob", "sell 12")


def test_stars_sell_at_half_and_a_starred_chain_keeps_its_cards():
    s = setup(game(), owner={11: "ann", 13: "ann", 14: "ann"}, stars={11: 2})
    assert "sell 13" not in texts(s, "ann")
    with pytest.raises(IllegalMove, match="stars"):
        G.parse(s, "ann", "sell 13")
    s, _ = play(s, "ann: sell stars 11 2")
    assert s.stars[11] == 0 and cash(s, "ann") == 32000
    s, _ = play(s, "ann: sell 13")
    assert cash(s, "ann") == 34800


def test_golden_sells_at_half_its_cost():
    s = setup(game(), owner={11: "ann", 13: "ann", 14: "ann"}, stars={11: GOLDEN})
    s, _ = play(s, "ann: sell golden 11")
    assert s.stars[11] == 0 and cash(s, "ann") == 31000


# --- trades --------------------------------------------------------------------------------------

def test_trade_executes_on_acceptance():
    s = setup(game(), owner={1: "ann"}, kept={"ann": "stestena-02"})
    s, events = play(s, "ann: offer bob give 1, card get $500")
    offer_id = s.offers[0].id
    assert "trade_offer" in kinds(events) and f"accept {offer_id}" in texts(s, "bob")
    s, events = play(s, f"bob: accept {offer_id}")
    assert s.owner[1] == 1 and s.kept == ("", "stestena-02")
    assert cash(s, "ann") == 30500 and cash(s, "bob") == 29500
    assert "trade_accepted" in kinds(events) and s.offers == ()


def test_trade_lapses_when_a_side_sold_what_it_named():
    s = setup(game(), owner={1: "ann"})
    s, _ = play(s, "ann: offer bob give 1 get $500", "ann: sell 1")
    s, events = play(s, f"bob: accept {s.offers[0].id}")
    assert "trade_lapsed" in kinds(events) and s.owner[1] == NOBODY
    assert cash(s, "bob") == 30000


def test_decline_and_withdraw_remove_the_offer():
    s = setup(game(), owner={1: "ann"})
    s, _ = play(s, "ann: offer bob give 1 get $500")
    declined, events = play(s, "bob: decline")
    assert declined.offers == () and "trade_declined" in kinds(events)
    withdrawn, events = play(s, "ann: withdraw")
    assert withdrawn.offers == () and "trade_withdrawn" in kinds(events)


def test_a_player_has_at_most_three_open_offers_in_a_game():
    s = setup(game(3), owner={1: "ann"})
    s, _ = play(s, "ann: offer bob give $1 get nothing", "ann: offer cid give $2 get nothing",
                "ann: offer bob give $3 get nothing")
    with pytest.raises(IllegalMove, match="3 open offers"):
        G.parse(s, "ann", "offer cid give $4 get nothing")
    s, _ = play(s, "bob: offer ann give $5 get nothing")  # the cap is per proposer
    s, _ = play(s, f"ann: withdraw {s.offers[0].id}")
    s, _ = play(s, "ann: offer cid give $4 get nothing")
    assert sum(o.proposer == 0 for o in s.offers) == 3


def test_offers_expire_when_the_recipients_next_turn_ends():
    s = setup(game(), owner={1: "ann"}, pos={"ann": 17, "bob": 17})
    s, _ = play(s, "bob: offer ann give $1 get 1", "ann: roll", "throw 3", "ann: done")
    assert len(s.offers) == 1  # the turn it was made in does not count
    s, _ = play(s, "bob: roll", "throw 3", "bob: done")
    assert len(s.offers) == 1  # nor the proposer's next turn: ann has not had one
    s, _ = play(s, "ann: roll", "throw 1")
    assert len(s.offers) == 1
    s, events = play(s, "ann: pass", "ann: done")
    assert s.offers == () and any(e.kind == "trade_lapsed" and e.data["reason"] == "expired"
                                  for e in events)


def test_offers_to_a_jailed_player_outlive_the_turns_that_play_themselves_in_jail():
    # a turn spent in VĚZENÍ asks nothing (by mail no turn mail shows the offer): it does not
    # count; the first turn out of it does
    s = setup(game(), owner={1: "bob"}, pos={"ann": 10, "bob": 17}, jailed={"ann": True})
    s, _ = play(s, "ann: roll", "throw 3", "ann: done")  # no six: still in VĚZENÍ
    s, _ = play(s, "bob: offer ann give $1 get nothing")
    s = bob_turn(s, 3)
    s, _ = play(s, "ann: roll", "throw 3", "ann: done")  # her next turn, in VĚZENÍ again
    assert s.jailed[0] and len(s.offers) == 1
    s = bob_turn(s, 3)
    s, _ = play(s, "ann: roll", "throw 6", "throw 2")  # out, and a turn she can answer in
    s, events = play(s, *(["ann: pass"] if "pass" in texts(s, "ann") else []), "ann: done")
    assert s.offers == () and any(e.kind == "trade_lapsed" for e in events)


def test_offers_and_answers_out_of_turn_but_not_during_chance():
    s = setup(game(), owner={1: "ann", 12: "bob"})
    s, _ = play(s, "bob: offer ann give 12 get 1")
    s, _ = play(s, "ann: roll")
    with pytest.raises(IllegalMove, match="resolved"):
        G.parse(s, "ann", f"accept {s.offers[0].id}")
    s, _ = play(s, "throw 4", "ann: done")
    s, _ = play(s, f"ann: accept {s.offers[0].id}")
    assert s.owner[1] == 1 and s.owner[12] == 0


def test_a_starred_chain_trades_only_whole():
    s = setup(game(), owner={1: "ann", 3: "ann"}, stars={1: 1})
    with pytest.raises(IllegalMove, match="whole"):
        G.parse(s, "ann", "offer bob give 1 get $100")
    s, _ = play(s, "ann: offer bob give 1, 3 get $100", f"bob: accept {s.next_offer}")
    assert s.owner[1] == s.owner[3] == 1 and s.stars[1] == 1


# --- debt and bankruptcy --------------------------------------------------------------------------

def test_debt_halts_the_game_until_the_debtor_sells():
    s = setup(game(), cash={"ann": 100}, owner={11: "ann", 37: "bob"})
    s, events = visit(s, 37)
    assert "debt" in kinds(events) and G.to_move(s) == "ann"
    assert "sell 11" in texts(s, "ann") and "done" not in texts(s, "ann")
    with pytest.raises(IllegalMove, match="debt"):
        G.parse(s, "ann", "done")
    s, events = play(s, "ann: sell 11")
    assert "debt_paid" in kinds(events) and s.debts == ()
    assert cash(s, "ann") == 100 + 2800 - 700 and cash(s, "bob") == 30700
    assert "done" in texts(s, "ann") and money_conserved(s)


def test_debt_paid_by_a_trade():
    s = setup(game(), cash={"ann": 100}, owner={11: "ann", 37: "bob"})
    s, _ = visit(s, 37)
    s, _ = play(s, "bob: offer ann give $3000 get 11", f"ann: accept {s.next_offer}")
    assert s.debts == () and cash(s, "ann") == 100 + 3000 - 700 and s.owner[11] == 1


def test_bankruptcy_when_everything_cannot_cover_the_debt():
    s = setup(game(3), cash={"ann": 100}, owner={1: "ann", 37: "bob", 39: "bob"},
              stars={37: 1}, kept={"ann": "stestena-02"})
    s, events = visit(s, 37)  # rent 3,500 > 100 cash + 1,200 for the Shack
    assert "bankrupt" in kinds(events) and not s.alive[0]
    broke = next(e for e in events if e.kind == "bankrupt")
    # what broke her, and the bank's part: her 100 + 1,200 for the Shack, the bank 2,200
    assert broke.data == {"player": "ann", "owner": "bob", "amount": 3500, "covered": 2200}
    assert cash(s, "bob") == 33500  # the bank covered what Ann could not pay
    # the creditor is told he gets it all and how much came from the bank (issue 42)
    assert G.event_text(broke, "en", "bob") == ("ann went bankrupt and is out; you get the "
                                                "debt of $3,500 in full, $2,200 of it from the bank")
    assert G.event_text(broke, "cs", "bob") == ("ann přišla na mizinu a skončila; dluh 3 500 $ "
                                                "dostáváš celý, banka z něj doplácí 2 200 $")
    assert s.owner[1] == NOBODY and s.kept[0] == "" and "stestena-02" in s.decks[0].pile
    assert G.to_move(s) == "bob" and money_conserved(s)


def test_a_debtor_who_gives_away_what_would_pay_the_debt_goes_bankrupt():
    s = setup(game(3), cash={"ann": 100}, owner={11: "ann", 37: "bob"})
    s, _ = visit(s, 37)
    assert s.alive[0] and G.to_move(s) == "ann"
    s, events = play(s, "ann: offer cid give 11 get nothing", f"cid: accept {s.next_offer}")
    assert "bankrupt" in kinds(events) and not s.alive[0] and s.owner[11] == 2
    assert cash(s, "bob") == 30700 and money_conserved(s)


def test_last_player_standing_wins():
    s = setup(game(), cash={"ann": 100}, owner={37: "bob"})
    s, events = visit(s, 37)
    result = G.result(s)
    assert G.to_move(s) is None and "game_over" in kinds(events)
    assert result.winners == ["bob"] and not result.draw
    assert result.details["bankrupt"] == ["ann"] and result.scores["ann"] == 0


def test_resigning_sells_everything_to_the_bank():
    s = setup(game(3), owner={1: "bob"})
    s, events = play(s, "bob: resign")
    assert not s.alive[1] and s.owner[1] == NOBODY and "resigned" in kinds(events)
    assert money_conserved(s) and G.to_move(s) == "ann"


# --- shares ----------------------------------------------------------------------------------

def shares_game():
    return setup(game(shares=True), pos={"ann": 30},
                 owner={1: "ann", 3: "ann", 37: "bob", 39: "bob"}, stars={1: 3, 37: 3, 39: 3})


def test_stakes_pay_ten_times_on_the_field_reached_and_the_rest_go_to_the_owner():
    s = shares_game()
    view = G.view(s, "ann")
    assert view["may_stake"]["fields"] == [37, 39]
    assert not any(t.startswith("stake") for t in view["legal_moves"])
    s, _ = play(s, "ann: stake $100 on 37", "ann: stake $200 on 39")
    assert cash(s, "ann") == 29700 and money_conserved(s)
    s, events = play(s, "ann: roll", "throw 6", "throw 1")
    assert pos(s, "ann") == 37
    assert cash(s, "ann") == 30000 - 300 + 100 + 1000 - 22000
    assert cash(s, "bob") == 30000 + 200 - 1000 + 22000
    assert {"stake_won", "stake_lost", "rent"} <= set(kinds(events)) and money_conserved(s)


def test_stakes_need_a_property_with_three_stars():
    s = setup(shares_game(), stars={1: 2})
    assert G.view(s, "ann")["may_stake"]["fields"] == []
    with pytest.raises(IllegalMove):
        G.parse(s, "ann", "stake $100 on 37")


# --- time limit ---------------------------------------------------------------------------------

def test_time_limit_richest_wins():
    s, _ = play(game(max_rounds=1), "ann: roll", "throw 1", "ann: buy", "ann: done",
                "bob: roll", "throw 1")
    s, events = play(s, "bob: done")
    result = G.result(s)
    assert "game_over" in kinds(events) and result.winners == ["ann"]
    assert result.scores == {"ann": 30040, "bob": 29960} and not result.draw


def test_time_limit_equal_wealth_shares_the_win():
    s, _ = play(game(max_rounds=1), "ann: roll", "throw 1", "ann: buy", "ann: done",
                "bob: roll", "throw 3", "bob: pass", "bob: done")
    result = G.result(s)
    assert result.winners == ["ann", "bob"] and result.draw


# --- text -------------------------------------------------------------------------------------

def test_board_text_tells_the_last_turn_in_plain_words():
    s = setup(game(), owner={26: "bob"}, pos={"ann": 17})
    s, _ = play(s, "ann: roll", "throw 6", "throw 3", "ann: done")
    text = G.board_text(s)
    # the rent says it is rent, as the Czech line always did (conv40)
    # a throw after a 6 as the event lines write it (review 22n: "6 + 3" here, "threw 6 and
    # threw again, got 3" there)
    assert "Last turn: ann threw 6 for an extra throw, got 3, reached Saloon Zlatý důl and paid " \
        "bob $440 rent." \
        in text
    assert "26 Saloon Zlatý důl ($5,200) — bob" in text
    cs = G.board_text(s, "cs")
    assert "ann hodila 6 a má hod navíc, padlo 3, dojela na pole Saloon „Zlatý důl“ a zaplatila " \
        "nájem 440 $ bobovi." \
        in cs


def test_a_stake_that_bankrupts_the_last_opponent_ends_the_game():
    s, _ = play(shares_game(), "ann: stake $20000 on 37", "ann: roll", "throw 6")
    s, events = play(s, "throw 1")
    assert kinds(events)[-2:] == ["bankrupt", "game_over"]
    assert G.to_move(s) is None and G.result(s).winners == ["ann"]
    assert G.legal_moves(s, "ann") == [] and money_conserved(s)


def _played_by_the_service(s, orders, *throws):
    """Play what the service plays without asking (`automatic`, with `orders` per player),
    the chance steps taking `throws` in turn, until someone must be asked (or the throws run
    out)."""
    throws = list(throws)
    while (who := G.to_move(s)) is not None:
        if who == CHANCE and not throws:
            return s
        if who == CHANCE:
            s, _ = play(s, f"throw {throws.pop(0)}")
            continue
        move = G.automatic(s, who, orders.get(who, {}))
        if move is None:
            return s
        s = G.apply(s, who, move)
    return s


@pytest.mark.parametrize("orders, answer", [
    ({"buy": "always", "stars": "always"}, "buy"),  # a standing order does not buy for her
    ({}, "pass"),
    ({"buy": "never"}, "buy"),  # nor pass
])
def test_a_purchase_that_would_drop_an_offer_is_asked_and_ends_the_turn(orders, answer):
    # the newcomer's WP2: the recipient's turn played itself in the write of the offer, and
    # the offer lapsed before any mail named it; review 7: a second mail then asked only to
    # end the turn. The purchase is asked, says the offer lapses, and ends the turn.
    s = setup(game(), owner={1: "ann"}, pos={"ann": 17, "bob": 17})
    s, _ = play(s, "bob: offer ann give $100 get 1", "ann: roll", "throw 3", "ann: done")
    s, _ = play(s, "bob: roll", "throw 3", "bob: done")
    s = _played_by_the_service(s, {"ann": orders}, 3)
    assert G.to_move(s) == "ann" and len(s.offers) == 1  # asked: the turn mail names the offer
    assert {"accept 1", "decline 1"} <= set(texts(s, "ann"))
    labels = [G.describe(s, m, "en", reader="ann") + G.menu_note(s, m, "en", reader="ann")
              for m in G.choices(s, "ann")]
    assert labels and all(label.endswith("offer #1 lapses unanswered)") for label in labels), labels
    # the note is the menu's: the move told as done carries none
    assert not any("lapse" in G.describe(s, m, "en", reader="ann") for m in G.choices(s, "ann"))
    # review 9: the Czech mail's example was the English "buy" beside the note; it is Czech
    from functions.render.letters import _examples
    (example,) = _examples(G, s, "ann", "cs")
    assert example.startswith("koupit ") and "propadne" not in example, example
    s, events = play(s, f"ann: {answer}")
    s = _played_by_the_service(s, {"ann": orders})
    assert s.players[s.active] == "bob"  # one reply: her turn is over
    lapsed = [e for e in events if e.kind == "trade_lapsed"] or [
        e for e in s.log + s.last_log if e.kind == "trade_lapsed"]
    assert s.offers == () and lapsed and lapsed[0].data["reason"] == "expired"
    assert "ended their turn without answering" in G.event_text(lapsed[0], "en", "bob")


def test_a_turn_with_nothing_to_decide_is_not_held_open_to_let_an_offer_lapse():
    # rent paid, nothing to decide: the turn ends by itself, and the offer stays open (it
    # lapses only with a turn that asked her something)
    s = setup(game(), owner={1: "ann", 23: "bob"}, pos={"ann": 17, "bob": 17})
    s, _ = play(s, "bob: offer ann give $100 get 1", "ann: roll", "throw 3", "ann: done")
    s, _ = play(s, "bob: roll", "throw 3", "bob: done")
    s = _played_by_the_service(s, {}, 3)
    assert s.players[s.active] == "bob" and len(s.offers) == 1


def test_an_offer_made_in_the_recipients_turn_lets_that_turn_end_by_itself():
    s = setup(game(), owner={23: "bob"}, pos={"ann": 20, "bob": 17})
    s, _ = play(s, "bob: offer ann give $100 get nothing")  # in her turn, before her throw
    s = _played_by_the_service(s, {}, 3)  # rent to bob, nothing to decide: the turn ends
    assert s.players[s.active] == "bob" and len(s.offers) == 1
