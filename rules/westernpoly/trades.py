"""Trades between players: offers with ids, acceptance that executes or lapses, expiry (at the
end of the recipient's next turn they could answer in: not one skipped or spent in VĚZENÍ).

An offer names what the proposer gives and gets (cards, the kept card, money). It is checked when
made and again on acceptance: if either side no longer holds what it names, or the exchange would
split a chain that has stars between owners, it lapses instead of executing.
"""

from __future__ import annotations

from typing import Any

from rules.czech_names import DATIVE
from rules.czech_names import decline as name_in
from rules.westernpoly.board import BUYABLE, CHAINS, FIELDS
from rules.westernpoly.messages import field_ref, say
from rules.westernpoly.state import NOBODY, Bundle, Offer
from rules.westernpoly.table import Table
from rules.westernpoly.words import money

MAX_OPEN_OFFERS = 3  # open offers one player may have in a game at a time


def holds(s: Any, seat: int, side: Bundle) -> bool:
    """True if `seat` owns every card of `side`, the kept card if named, and the money."""
    return (all(s.owner[f] == seat for f in side.fields)
            and (not side.card or bool(s.kept[seat]))
            and 0 <= side.money <= s.cash[seat])


def splits_starred_chain(s: Any, proposer: int, recipient: int, give: Bundle,
                         get: Bundle) -> bool:
    """True if the exchange would leave a chain with stars with more than one owner."""
    moved = {f: recipient for f in give.fields} | {f: proposer for f in get.fields}
    for chain in CHAINS.values():
        if not any(f in moved for f in chain) or not any(s.stars[f] for f in chain):
            continue
        if len({moved.get(f, s.owner[f]) for f in chain}) > 1:
            return True
    return False


def offer_problem(s: Any, proposer: int, recipient: int, give: Bundle, get: Bundle) -> str:
    """Why this offer cannot be made now, in the game's language ("" if it can)."""
    lang = s.options.lang
    if recipient == proposer:
        return say(lang, "self_trade")
    # the same offer twice (a mail sent again, a sentence read twice) would be one deal in
    # two numbers: the one open stands, and the player is told its number
    same = next((o for o in s.offers if o.proposer == proposer and o.recipient == recipient
                 and _same(o.give, give) and _same(o.get, get)), None)
    if same is not None:
        return say(lang, "same_offer", offer=same.id)
    # every offer is a mail to its recipient: a cap keeps one player from flooding another
    if sum(1 for o in s.offers if o.proposer == proposer) >= MAX_OPEN_OFFERS:
        return say(lang, "too_many_offers", limit=MAX_OPEN_OFFERS)
    if not s.alive[recipient]:
        return say(lang, "player_out", player=s.players[recipient])
    if not give and not get:
        return say(lang, "empty_offer")
    for f in give.fields + get.fields:
        if not 0 <= f < len(FIELDS) or FIELDS[f].kind not in BUYABLE:
            return say(lang, "not_tradable", number=f, field=field_ref(f, lang))
    if len(set(give.fields + get.fields)) != len(give.fields + get.fields):
        return say(lang, "named_twice")
    if give.card and get.card:
        return say(lang, "one_card")
    if not holds(s, proposer, give):
        return missing(s, proposer, proposer, give, lang) or say(lang, "give_missing")
    if not holds(s, recipient, get):
        return missing(s, proposer, recipient, get, lang) \
            or say(lang, "get_missing", player=s.players[recipient])
    if splits_starred_chain(s, proposer, recipient, give, get):
        return say(lang, "split_chain")
    return ""


def _dative(name: str, lang: str) -> str:
    """A player's name as "to whom" in `lang` (the Czech dative: "Bohuslavu Dvořákovi")."""
    return (name_in(name, DATIVE) or name) if lang == "cs" else name


def missing(s: Any, proposer: int, holder: int, side: Bundle, lang: str) -> str:
    """Why `holder` cannot give `side` in `proposer`'s offer, the rule's own reason: whose a
    field named is, or how much money they have; '' when they hold all of it (or only the
    card is missing: the caller's general reason says that)."""
    for f in side.fields:
        if s.owner[f] != holder:
            return not_held(s, proposer, holder, f, lang)
    if side.money > s.cash[holder]:
        said, cash = money(side.money, lang), money(s.cash[holder], lang)
        return say(lang, "money_not_held", money=said, cash=cash) if holder == proposer \
            else say(lang, "money_not_theirs", player=s.players[holder], money=said, cash=cash)
    return ""


def not_held(s: Any, proposer: int, holder: int, field: int, lang: str) -> str:
    """Why `field` is not `holder`'s to give in `proposer`'s offer: whose it is, or nobody's
    ("Kurz střelby (5) nepatří tobě, ale Bohuslavu Dvořákovi.")."""
    title, player = field_ref(field, lang), _dative(s.players[holder], lang)
    owner = s.owner[field]
    if owner == NOBODY:
        return say(lang, "field_nobodys", field=title)
    if owner == proposer:
        return say(lang, "field_yours_not_theirs", field=title, player=player)
    whose = _dative(s.players[owner], lang)
    return say(lang, "field_not_yours", field=title, owner=whose) if holder == proposer \
        else say(lang, "field_not_theirs", field=title, player=player, owner=whose)


def _same(one: Bundle, other: Bundle) -> bool:
    """Whether two bundles hold the same things, whatever order their fields are named in."""
    return (sorted(one.fields), one.card, one.money) == (sorted(other.fields), other.card,
                                                         other.money)


def make_offer(t: Table, proposer: int, recipient: int, give: Bundle, get: Bundle) -> None:
    """Record a new offer and announce it."""
    offer = Offer(t.next_offer, proposer, recipient, give, get, t.turn_no)
    t.next_offer += 1
    t.offers.append(offer)
    t.offered = tuple(o for o in t.offered
                      if not same_cards(o, proposer, recipient, give, get)) + (offer,)
    t.emit("trade_offer", player=t.players[proposer], to=t.players[recipient], offer=offer.id,
           give=give.to_dict(), get=get.to_dict())


def _take(t: Table, offer_id: int) -> Offer:
    index = next(i for i, o in enumerate(t.offers) if o.id == offer_id)
    return t.offers.pop(index)


def accept(t: Table, offer_id: int, said: int = 0) -> None:
    """Execute the offer if both sides still hold what it names; otherwise it lapses. `said`:
    the price the recipient wrote, worse for them than the offer's (told back beside it)."""
    o = _take(t, offer_id)
    a, b = o.proposer, o.recipient
    if not (holds(t, a, o.give) and holds(t, b, o.get)):
        t.emit("trade_lapsed", offer=o.id, reason="not_owned",
               players=[t.players[a], t.players[b]])
        return
    if splits_starred_chain(t, a, b, o.give, o.get):
        t.emit("trade_lapsed", offer=o.id, reason="starred_chain",
               players=[t.players[a], t.players[b]])
        return
    for f in o.give.fields:
        t.owner[f] = b
    for f in o.get.fields:
        t.owner[f] = a
    if o.give.card:
        t.kept[b], t.kept[a] = t.kept[a], ""
    if o.get.card:
        t.kept[a], t.kept[b] = t.kept[b], ""
    t.transfer(a, b, o.give.money)
    t.transfer(b, a, o.get.money)
    t.emit("trade_accepted", player=t.players[b], proposer=t.players[a], offer=o.id,
           give=o.give.to_dict(), get=o.get.to_dict(), **({"said": said} if said else {}))


def same_cards(a: Offer, proposer: int, recipient: int, give: Bundle, get: Bundle) -> bool:
    """True if offer `a` went from `proposer` to `recipient` for the same cards on both sides
    (the money may differ)."""
    return (a.proposer == proposer and a.recipient == recipient
            and sorted(a.give.fields) == sorted(give.fields) and a.give.card == give.card
            and sorted(a.get.fields) == sorted(get.fields) and a.get.card == get.card)


def was_offered(s: Any, proposer: int, recipient: int, give: Bundle, get: Bundle) -> bool:
    """True if `proposer` has offered `recipient` these same cards before (at any price, however
    it ended: declined, lapsed, withdrawn, accepted or still open)."""
    return any(same_cards(o, proposer, recipient, give, get) for o in s.offered)


def decline(t: Table, offer_id: int) -> None:
    """The recipient turns the offer down (remembered: `deals` reads who values chains)."""
    o = _take(t, offer_id)
    t.declined = tuple(d for d in t.declined
                       if not same_cards(d, o.proposer, o.recipient, o.give, o.get)) + (o,)
    t.emit("trade_declined", player=t.players[o.recipient], proposer=t.players[o.proposer],
           offer=o.id)


def withdraw(t: Table, offer_id: int) -> None:
    """The proposer takes the offer back."""
    o = _take(t, offer_id)
    t.emit("trade_withdrawn", player=t.players[o.proposer], to=t.players[o.recipient],
           offer=o.id)


def lapsing(s: Any, seat: int) -> list[Offer]:
    """The offers to `seat` that lapse when their current turn ends: those made before it began
    (an offer lives until its recipient has had a whole turn of their own to answer it, however
    many turns of others are played in between)."""
    return [o for o in s.offers if o.recipient == seat and o.made_turn < s.turn_no]


def expire_offers(t: Table, seat: int) -> None:
    """At the end of `seat`'s turn, drop the offers that turn could answer (see `lapsing`).
    Such a turn never plays itself (`orders.automatic`): its recipient was asked."""
    _lapse(t, lambda o: o in lapsing(t, seat), "expired")


def drop_offers_of(t: Table, seat: int) -> None:
    """A player left the game: every offer naming them lapses."""
    _lapse(t, lambda o: seat in (o.proposer, o.recipient), "player_out")


def end_offers(t: Table) -> None:
    """The game is over: every open offer lapses (nobody can answer it any more)."""
    _lapse(t, lambda o: True, "game_over")


def _lapse(t: Table, dropped: Any, reason: str) -> None:
    keep = []
    for o in t.offers:
        if dropped(o):
            t.emit("trade_lapsed", offer=o.id, reason=reason,
                   players=[t.players[o.proposer], t.players[o.recipient]])
        else:
            keep.append(o)
    t.offers = keep
