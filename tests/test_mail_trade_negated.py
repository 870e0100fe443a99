"""A no to a trade said as words, not as a move (issue 42: "Ann, I'd never sell my Blue
Horseshoe for $2100." was answered "unknown command 'ann'", "Neprodám Modrou podkovu."
"příkaz „neprodam“ neznám", and "No way I'm selling Modrá podkova for $2000." put the field up
for sale).

Class: a line that says something about trading, buying or selling in the negative or as an
opinion ("I wouldn't sell …", "Za tolik to nekoupím", "not for sale", "ani za nic", "too
expensive for me") was answered as a failed command, or played as the trade it denies. What a
person expects: nothing is played; words that call a player ("Ann, …", "Tome, …") reach that
player as private table talk (docs/table-talk.md), others are answered as a mail with no move
(the board); beside a move the move is played and the words are words; with an open offer to
the writer, a no about it declines it. Members built for this file, played in a live
WesternPoly game ("owner": the holder owns Modrá podkova and is on turn in jail; "field_sale":
Ann offers the holder a field for $1000); a third kept aside and measured last: 2 of 9 before,
7 of 9 after (the two still missed are STILL_MISSED below; the members used for the fix: 10 of
17 before, 17 of 17 after).
"""

from __future__ import annotations

import pytest
from mail import reading_classes
from mail.reading_classes import play

from functions.service import GameService

TOM = "owner|Tomáš Dvořák,Lucie Malá"  # the others called Tomáš and Lucie

# (language, position, reply, the holder's moves played, the player the words reach: "" none)
ISSUE = [
    ("en", "owner", "I wouldn't sell Dusty Saloon for that kind of money.", (), ""),
    ("en", "owner", "Ann, I'd never sell my Blue Horseshoe for $2100.", (), "Ann"),
    ("cs", "owner", "Neprodám Modrou podkovu.", (), ""),
    ("cs", "field_sale", "Lucie, za tolik to nekoupím, sorry.", ("decline 1",), ""),
]
MEMBERS = [
    ("en", "owner", "I'm not selling the Blue Horseshoe, not for any price.", (), ""),
    ("en", "owner", "Bob, the Blue Horseshoe is not for sale.", (), "Bob"),
    ("en", "owner", "I would never sell Blue Horseshoe for less than $5000.", (), ""),
    ("cs", "owner", "Modrou podkovu bych neprodal ani za 5000.", (), ""),
    ("cs", TOM, "Tomáši, Modrou podkovu ti nikdy neprodám.", (), "Tomáš"),
    ("cs", "owner", "Modrou podkovu neprodam, ani za 3000.", (), ""),
    ("cs", TOM, "Tome, za 2000 bych ti podkovu neprodal.", (), "Tomáš"),
    ("cs", "owner", "Nikdy neprodám Modrou podkovu, je to můj nejlepší podnik.", (), ""),
    ("en", "field_sale", "Ann, I won't pay $1000 for that.", ("decline 1",), ""),
    ("cs", "field_sale", "Za 1000 to nekoupím, je to moc.", ("decline 1",), ""),
    ("cs", "owner", "Hodím kostkou, ale Modrou podkovu neprodám.", ("roll",), ""),
    ("en", "owner", "Throw the die. Ann, I'd never sell Blue Horseshoe to you.", ("roll",), "Ann"),
    ("en", "owner", "No way I'm selling Blue Horseshoe for $2000.", (), ""),
    ("cs", "owner", "Za tolik bych Saloon Tři esa nekoupil.", (), ""),
    ("en", "owner", "Ann, not for sale. Not for $3000, not for $30000.", (), "Ann"),
    ("cs", TOM, "Hodím kostkou. Tome, Modrou podkovu ti za 2000 neprodám.", ("roll",), "Tomáš"),
    ("en", "owner", "Roll the die. Ann, I would never sell my Blue Horseshoe for $2100.",
     ("roll",), "Ann"),
    # the field named as the game names it: never put up for sale
    ("en", "owner", "No way I'm selling Modrá podkova for $2000.", (), ""),
    ("en", "owner", "I wouldn't sell Modra podkova to Bob for $2000.", (), ""),
]
HELD_OUT = [
    ("en", "owner", "Ann, no way I'm selling you my Blue Horseshoe for $1500.", (), "Ann"),
    ("en", "owner", "The Horseshoe is not for sale, sorry.", (), ""),
    ("cs", TOM, "Lucko, podkovu neprodám ani za nic.", (), "Lucie"),
    ("cs", "owner", "Neprodam podkovu, ani za nic.", (), ""),
    ("cs", TOM, "Tomasi, modrou podkovu neprodavam.", (), "Tomáš"),
    ("en", "owner", "Roll the die. Bob, I'm not selling the Horseshoe, not even for $3000.",
     ("roll",), "Bob"),
    ("en", "owner", "I wouldn't buy Dusty Saloon even for $100.", (), ""),
]

# Data, not tests: a no to the open offer said as an opinion, with its maker called, is not
# read as the offer's decline ("Too expensive for me, Ann." is answered with the board and the
# offer left open; "Anno, tohle bych nekoupil …" reaches Ann as talk, the offer left open)
STILL_MISSED = [
    ("en", "field_sale", "Too expensive for me, Ann.", ("decline 1",), ""),
    ("cs", "field_sale", "Anno, tohle bych nekoupil ani za polovic.", ("decline 1",), ""),
]


class _Recorded(GameService):
    """The service of the game `play` makes, kept to read its table talk."""

    made: list[tuple[GameService, str]] = []

    def create(self, *args, **kwargs):  # noqa: ANN002, ANN003, ANN201 - as GameService's
        record = super().create(*args, **kwargs)
        _Recorded.made.append((self, record.id))
        return record


def _words_to(body: str) -> str:
    """The words said to the one called: the start of the sentence that opens with a name
    set apart by a comma, after the name."""
    called = next(s for s in body.split(". ") if s.split()[0].endswith(","))
    return called.split(", ", 1)[1][:20]


@pytest.mark.parametrize(("lang", "position", "body", "moves", "to"),
                         ISSUE + MEMBERS + HELD_OUT, ids=lambda v: str(v)[:40])
def test_a_no_to_a_trade_is_words_never_a_failed_or_a_played_trade(
        tmp_path, monkeypatch, lang, position, body, moves, to):
    monkeypatch.setattr(reading_classes, "GameService", _Recorded)
    _Recorded.made.clear()
    answer = play(tmp_path, "westernpoly", lang, body, position)
    own = answer.text.split("\n> ")[0]  # the answer's own words, above the quoted reply
    assert answer.action != "refused", own
    assert "neznám" not in own and "unknown command" not in own, own
    assert answer.moves[:len(moves)] == moves, answer.moves
    assert not any(m.startswith(("sell", "buy", "offer")) for m in answer.moves), answer.moves
    if not moves:
        assert answer.moves == (), answer.moves
    service, game_id = _Recorded.made[-1]
    seats = service.view(game_id).game.seats
    heard = {seat.name: repr(service.talking.talk(game_id, seat.seat)) for seat in seats}
    if to:  # the writer's words reach the one they call, and nobody else
        said = _words_to(body)
        assert sorted(name for name, talk in heard.items() if said in talk) == sorted(
            [seats[0].name, next(name for name in heard if name.startswith(to))]), heard
    elif not moves:  # no one called, nothing played: the board, with no move in the mail
        assert any(kind.startswith("board") for kind in answer.kinds), answer.kinds


# a purchase denied where one waits: never bought (before, both bought the field)
@pytest.mark.parametrize(("lang", "body"), [("en", "No way I'm buying this shack."),
                                            ("en", "I wouldn't buy it.")])
def test_a_purchase_denied_where_one_waits_never_buys(tmp_path, lang, body):
    answer = play(tmp_path, "westernpoly", lang, body)
    assert "buy" not in answer.moves, answer.moves
    assert answer.action != "refused", answer.text
