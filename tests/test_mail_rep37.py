"""Issue 42, rep37: a question put to another player is passed on to them as table talk.

Class: a mail whose only words are a question that calls one other player by name, in any
case or short form ("Bohouši, kolik bys za něj chtěl?", "Ando, prodala bys mi ho?", "Robert,
what would you want for it?"), is neither an offer (nothing is played, nothing binds) nor the
service's to answer: it reaches the player it calls, as a message to them only (before, it got
"no move in it" and reached nobody). HELD_OUT were written before the change and kept aside:
before it 0 of 2 reached the player, after it 2 of 2."""

from __future__ import annotations

import functools
from datetime import timedelta

import mail_table
import pytest
from mail.offer_table import (
    Member,
    check_counter,
    check_mailed,
    czech_table,  # noqa: F401 (the table the offers are made at)
)
from mail_table import ANN, BOB, CID, open_table
from test_mail_haggling import CZECH, ENGLISH
from test_mail_offer_reply_rule import _Owning

import rules
from functions.mailroom.delivery import Postman
from functions.service import PlayerSpec

# (language, the seat that writes, the seat called, the question)
QUESTIONS = [
    ("cs", 0, 2, "Bohouši, kolik bys za něj chtěl?"),
    ("cs", 0, 1, "Ando, prodala bys mi ho? Za kolik?"),
    ("en", 0, 2, "William, what would you want for it?"),
]
HELD_OUT = [
    ("cs", 0, 2, "Bohuslave, za kolik bys ho pustil?"),
    ("cs", 1, 0, "Cyrile, co bys za něj chtěl?"),
]


def passed_on(lang: str, writer: int, called: int, question: str) -> tuple[list[str], str, str]:
    """(the moves played, the talk the called player reads, the talk a third player reads)
    when the writer mails `question` at the start; Bohuslav (William) owns the Train."""
    game = _Owning(2, 12)

    def rules_for(name: str):
        return game if name == "westernpoly" else rules.get(name)

    people = [PlayerSpec(n, a, lang) for n, a in zip(CZECH if lang == "cs" else ENGLISH,
                                                       (ANN, BOB, CID), strict=True)]
    address = (ANN, BOB, CID)
    third = address[({0, 1, 2} - {writer, called}).pop()]
    postman = mail_table.Postman
    mail_table.Postman = functools.partial(Postman, rules_for=rules_for)
    try:
        with open_table(players=people, rules_for=rules_for, options={"lang": lang}) as t:
            before = len(t.log(address[writer]))
            t.reply(address[writer], question, to=t.newest(address[writer]))
            t.clock.moment += timedelta(hours=1)
            t.service.tick()
            t.deliver()

            seats = t.record().seats

            def read_by(who: str) -> str:
                # the table talk the player reads (on the page and in their next game mail)
                seat = next(s.seat for s in seats if s.email == who)
                return repr(t.service.talk(t.game.id, seat))

            return t.log(address[writer])[before:], read_by(address[called]), read_by(third)
    finally:
        mail_table.Postman = postman


def check(lang: str, writer: int, called: int, question: str) -> None:
    moves, theirs, third = passed_on(lang, writer, called, question)
    assert moves == [], moves
    assert question.split(", ", 1)[1] in theirs, theirs
    assert question.split(", ", 1)[1] not in third, third


@pytest.mark.parametrize("member", QUESTIONS, ids=lambda m: m[3][:40])
def test_a_question_to_another_player_reaches_them(member):
    check(*member)


@pytest.mark.parametrize("member", HELD_OUT, ids=lambda m: m[3][:40])
def test_held_out_a_question_to_another_player_reaches_them(member):
    check(*member)


# (owner seat, field, writer seat, what the writer mails, lang, the offer it makes)
# Class: an offer said as two conditionals, a wish and then the price ("tvůj bar bych bral,
# čtyři tisíce bych za něj dal"), is the offer of the second with the thing of the first
# (before: "příkaz „ando“ neznám"). HELD_OUT were written before the fix and kept aside: on the
# base 0 of 2, after it 1 of 2; still missed, kept here as data: "bych si vzala" (a "si"
# between) is not read, and the mail of a player not on turn then gets no answer at all.
TWO_CONDITIONALS = [
    (1, 16, 0, "Ando, tvůj bar bych bral, čtyři tisíce bych za něj dal.", "cs",
     "offer Anna Malá give $4000 get 16"),
    (1, 16, 0, "Anicko, tu tvoji Rezavou ostruhu bych bral, pet tacu bych za ni dal", "cs",
     "offer Anna Malá give $5000 get 16"),
]
HELD_OUT_TWO_CONDITIONALS = [
    (0, 14, 1, "Cyrile, tvoji whisky bych chtěla, dva tisíce bych za ni dala", "cs",
     "offer Cyril Novák give $2000 get 14"),
]
STILL_MISSED = [
    (2, 12, 1, "Bohouši, ten tvůj vlak bych si vzala, tři a půl tisíce bych za něj dala.", "cs",
     "offer Bohuslav Dvořák give $3500 get 12"),
]


@pytest.mark.parametrize("member", TWO_CONDITIONALS, ids=lambda m: m[3][:40])
def test_a_wish_then_a_price_in_the_conditional_is_the_offer(member):
    check_mailed(*member)


@pytest.mark.parametrize("member", HELD_OUT_TWO_CONDITIONALS, ids=lambda m: m[3][:40])
def test_held_out_a_wish_then_a_price_in_the_conditional_is_the_offer(member):
    check_mailed(*member)


# Class: a reply to an open offer that judges its price in a sentence of its own ("Málo,
# Cyrile.", "Moc.", "Too low.") and says a bare amount in another ("Dva a půl.", "3.5k") is
# the counter at that amount, a bare number counting thousands as the offer's price does
# (before: a bare decline, or "no move"). HELD_OUT were written before the fix and kept aside:
# on the base 0 of 4, after it 4 of 4.
JUDGED = [
    Member("cs", 5, False, 1500, "Málo, Cyrile. Dva a půl.", 2500),
    Member("cs", 9, False, 2000, "Malo, Cyrile. Tri a pul.", 3500),
]
HELD_OUT_JUDGED = [
    Member("cs", 12, False, 3000, "Málo. Čtyři.", 4000),
    Member("en", 9, False, 2000, "Too low, Robert. 3.5k.", 3500),
    Member("cs", 16, True, 4000, "Moc, Cyrile. Tři.", 3000),
    Member("cs", 6, False, 2000, "Hmm, málo. Dva tisíce pět set.", 2500),
]


@pytest.mark.parametrize("member", JUDGED, ids=lambda m: m.said[:40])
def test_a_price_judged_then_a_bare_amount_counters(member):
    check_counter(member)


@pytest.mark.parametrize("member", HELD_OUT_JUDGED, ids=lambda m: m.said[:40])
def test_held_out_a_price_judged_then_a_bare_amount_counters(member):
    check_counter(member)
