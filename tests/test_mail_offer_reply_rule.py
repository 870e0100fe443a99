"""A reply to an open trade offer that names another price or keeps the field is read by ONE
rule (`rules.westernpoly.offer_reply`; issue 42, rep32): it accepts the offer, declines it,
or declines it and makes a counter-offer, and the read-back says which.

Class: an answer to an offer open to the writer, in reply to its mail, that names a price or
the field — said as people answer by mail (the partner called or not, the field by its name,
its short name or a pronoun, Czech with and without diacritics, English, the offer quoted
below) — means the same whatever its shape: the offer's own price, or a price better for the
offer's maker than its own, takes it at the offer's price (the read-back says the price was
the offer's); a price worse for the maker declines it and makes the new offer; the field kept
only declines it. Members were written for this rule; HELD_OUT was kept aside while fixing."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from datetime import timedelta

import mail_table
import pytest
from mail_table import ANN, BOB, CID, open_table

import rules
from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.mailroom.delivery import Postman
from functions.service import PlayerSpec
from rules.westernpoly.game import WesternPoly

PEOPLE = {"cs": ("Tomáš Hora", "Jana Malá", "Petr Dvořák"),
          "en": ("Ann Lee", "Bob Day", "Cid Roe")}


@dataclass(frozen=True)
class Member:
    """The first player owns `field` and offers (`selling`) it to the second for `price`, or
    the second player owns it and the first offers `price` for it; the one it is offered to
    answers the offer mail with `said`; `expected` is what the answer plays: "accept",
    "decline" or a new price (decline and the counter-offer at that price)."""


    lang: str
    field: int | tuple[int, ...]  # a bundle of fields offered together, too
    selling: bool
    price: int
    said: str
    expected: str | int
    worse: int = 0  # the price said, worse for the writer than the offer's: still accepted
    to_first: bool = False  # answered the first mail of the game (its start), not the offer's
    also: bool = False  # the third player has an offer open to the writer too


class _Owning(WesternPoly):
    """WesternPoly whose first two players start owning the member's field."""

    def __init__(self, owner: int, field: int | tuple[int, ...]):
        super().__init__()
        self.owner = owner
        self.fields = field if isinstance(field, tuple) else (field,)

    def new_game(self, players, options=None, seed=0):
        s = super().new_game(players, options, seed)
        owner = list(s.owner)
        for field in self.fields:
            owner[field] = self.owner
        return s._replace(owner=tuple(owner))


def things(member: Member) -> str:
    """The member's field, or its bundle of fields, as an offer's move writes it."""
    return ", ".join(map(str, member.field)) if isinstance(member.field, tuple) \
        else str(member.field)


def quoted(body: str, answered: object, lang: str) -> str:
    """`body` as a mail client sends it: the answered mail quoted below it."""
    said = text_of(answered).strip().splitlines()[:8]
    header = "Dne 6. 12. 2026 v 9:15 pbm napsal(a):" if lang == "cs" else \
        "On Sun, Dec 6, 2026 at 9:15 AM pbm wrote:"
    return body + "\n\n" + header + "\n" + "\n".join("> " + line for line in said)


def answer(member: Member) -> tuple[list[str], list[tuple], str]:
    """(the answering player's moves, the offers open after, the read-back to them)."""
    game = _Owning(0 if member.selling else 1, member.field)

    def rules_for(name: str):
        return game if name == "westernpoly" else rules.get(name)

    maker, taker = PEOPLE[member.lang][:2]
    people = [PlayerSpec(n, a, member.lang) for n, a in zip(PEOPLE[member.lang], (ANN, BOB, CID),
                                                            strict=True)]
    postman = mail_table.Postman
    mail_table.Postman = functools.partial(Postman, rules_for=rules_for)
    try:
        with open_table(players=people, rules_for=rules_for,
                        options={"lang": member.lang}) as t:
            give, get = (things(member), f"${member.price}") if member.selling else \
                (f"${member.price}", things(member))
            t.service.submit(t.game.id, ANN, f"offer {taker} give {give} get {get}",
                             source="web")
            t.deliver()
            if member.also:
                t.service.submit(t.game.id, CID, f"offer {taker} give $100 get $50",
                                 source="web")
                t.deliver()
            mails = [m for m in t.outbox.sent if _to(m) == BOB]
            before, sent = len(t.log(BOB)), len(t.outbox.sent)
            answered = mails[0] if member.to_first else t.newest(BOB)
            t.reply(BOB, quoted(member.said, answered, member.lang), to=answered)
            t.clock.moment += timedelta(hours=1)  # the read-back waits for company no more
            t.service.tick()
            t.deliver()
            open_now = [(o.id, o.give.money, o.give.fields, o.get.money, o.get.fields)
                        for o in t.offers()]
            back = "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == BOB)
            return t.log(BOB)[before:], open_now, back
    finally:
        mail_table.Postman = postman


def expected_moves(member: Member) -> list[str]:
    """The moves the member's answer must play."""
    if member.expected == "accept":
        return [f"accept 1 said ${member.worse}" if member.worse else "accept 1"]
    if member.expected == "decline":
        return ["decline 1"]
    maker = PEOPLE[member.lang][0]
    give, get = (f"${member.expected}", things(member)) if member.selling else \
        (things(member), f"${member.expected}")
    return ["decline 1", f"offer {maker} give {give} get {get}"]


# what the read-back says of each outcome (Czech, English)
SAYS = {"accept": ("přijímáš obchod #1", "accepted trade #1"),
        "decline": ("odmítáš obchod #1", "declined trade #1"),
        "counter": ("PŘIJÍMÁM 2", "ACCEPT 2"),
        "its price": ("cenu nabídky", "the offer's price")}


def check(member: Member) -> None:
    """The answer plays what the rule says, whatever its shape, and the read-back says it."""
    moves, open_now, back = answer(member)
    # its first line may be the words passed on to the maker with the answer ("tvoje zpráva
    # jen Cyrilu Novákovi — „Cyrile, kurz si nechávám …“"): the read-back's line after it
    # opens with a capital
    back = back.replace("Odmítáš obchod", "odmítáš obchod").replace("Přijímáš obchod",
                                                                  "přijímáš obchod")
    assert moves == expected_moves(member), moves
    cs = member.lang == "cs"
    if member.expected in ("accept", "decline"):
        assert [number for number, *_ in open_now if number == 1] == [], open_now
        assert SAYS[str(member.expected)][not cs] in back, back
    else:  # the new offer is #2, or #3 when the third player's offer is #2
        new = 3 if member.also else 2
        assert [number for number, *_ in open_now] == [2, 3][:new - 1], open_now
        said = SAYS["counter"][not cs].replace("2", str(new))
        assert said in back and SAYS["decline"][not cs] in back, back
    if member.worse:  # taken at the offer's price, and said so
        assert SAYS["its price"][not cs] in back, back
        price = f"{member.price:,}".replace(",", " " if cs else ",")
        assert price in back.replace("\xa0", " "), back


# the offers of issue 42 (rep32) and new ones as players answer them by mail
MEMBERS = [
    # the partner called and the field named: the counter declines the open offer, too
    Member("en", 1, True, 5000, "Ann, I'll give you $4000 for your Shack U Hnědáka (1).", 4000,
           also=True),
    # a price better for the maker than the offer's own: taken at the offer's price
    Member("cs", 5, True, 5000, "za 6 000 ho beru", "accept", worse=6000),
    Member("cs", 9, False, 3000, "Tome, za 2 500 ti ji klidně dám", "accept", worse=2500),
    Member("en", 12, True, 3000, "Ok, I'll pay you 3500 for the Train", "accept", worse=3500),
    Member("en", 9, False, 3000, "Fine, you can have it for $2,800.", "accept", worse=2800),
    # the field kept, by its short name too, beside another open offer
    Member("cs", 5, False, 5000, "kurz si nechávám", "decline", also=True),
    Member("cs", 5, False, 5000, "Kurz si nechám", "decline", to_first=True),
    Member("en", 5, False, 5000, "I'll keep the Kurz", "decline", also=True),
    Member("cs", 21, False, 5000, "tome, kopytka si necham", "decline"),
    # a counter named in full, with another offer open and its mail the newest
    Member("cs", 9, False, 3000, "Tome, Nocležnu Poslední míle ti prodám za 4 000.", 4000,
           also=True),
    Member("cs", 12, True, 3000, "Vlak si od tebe koupím za 2 500.", 2500, also=True),
]
HELD_OUT = [
    Member("cs", 5, True, 5000, "Tome, Kurz za 5 500 beru.", "accept", worse=5500),
    Member("cs", 5, False, 4000, "Kurz strelby si nechavam, diky", "decline", also=True),
    Member("en", 1, True, 2000, "Ann, I'd give you $1,500 for your Shack.", 1500, also=True),
    Member("cs", 9, False, 3000, "Tome, klidně ti ji dám za 2 800.", "accept", worse=2800),
    Member("en", 28, False, 3000, "I'll keep the Freight.", "decline", to_first=True),
    Member("cs", 21, True, 4400, "Za 4 000 bych je bral, Tome.", 4000),
]


@pytest.mark.parametrize("member", MEMBERS, ids=lambda m: m.said[:30])
def test_an_answer_by_price_or_kept_field_is_read_by_one_rule(member):
    check(member)


@pytest.mark.parametrize("member", HELD_OUT, ids=lambda m: m.said[:30])
def test_held_out_an_answer_by_price_or_kept_field_is_read_by_one_rule(member):
    check(member)
