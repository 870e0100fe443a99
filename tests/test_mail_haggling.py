"""Issue 42, re-check 33: haggling as people write it, by mail, at a table of three.

Class: a reply to an offer, or an offer, written the way Czech and English players haggle is
read as meant, or asked back with the writer's own words quoted: the field kept with a
reason and a smiley beside it declines the offer, also when another offer is open; a price
in words (patnáct stovek, dva a půl tisíce, pět tisíc) is a number; a price refused ("ani
náhodou", "ani omylem", "not happening") and a new one after it (also after a smiley, and
for a bundle in the plural: "by byly tvoje", "je dostaneš", "they're yours") declines the
offer and makes the new one; a player is named by a Czech short form and its cases and
vocative ("Bohouši", "Ando", "Anči") when it fits one player; a field by its kind-word when
the partner owns one such ("tu svoji chatrč"); "jí" / "mu" is the one player the sentence
before names ("Myslel jsem tu Chatrč od Andy. Dám jí za ni 1500."). The issue's own replies
come first; the rest were written for this class, and HELD_OUT_* were kept aside while
fixing (first run on them: see the report of rep33 and the docstrings below)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import mail_table
import pytest
import test_mail_offer_reply_rule as reply_rule
from mail_table import ANN, BOB, CID, open_table
from test_mail_offer_reply_rule import Member, _Owning

import rules
from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.mailroom.delivery import Postman
from functions.service import PlayerSpec

CZECH = ("Cyril Novák", "Anna Malá", "Bohuslav Dvořák")
ENGLISH = ("Robert Stone", "Ann Lee", "William Day")


@pytest.fixture(autouse=True)
def _czech_table(monkeypatch):
    """The answers are written at a table of Cyril, Anna and Bohuslav (Ann, Bob, Bill)."""
    monkeypatch.setitem(reply_rule.PEOPLE, "cs", CZECH)
    monkeypatch.setitem(reply_rule.PEOPLE, "en", ENGLISH)


# Answers to an offer (the first player's, to the second): see test_mail_offer_reply_rule
REPLIES = [
    # the issue's own
    Member("cs", 5, False, 5000, "Cyrile, kurz si nechavam, to je moje srdcovka :)", "decline",
           also=True),
    Member("cs", 3, False, 1500,
           "za patnact stovek ani nahodou :) Za dva a pul tisice by byla tvoje.", 2500),
    Member("cs", (6, 8), False, 4200,
           "Cyrile, za 4200 obě nocležny ani omylem. Za 6 tisíc by byly tvoje.", 6000),
    # new members
    Member("cs", 12, False, 3000, "Vlak si nechám, bez něj bych nikam nedojel 😄", "decline"),
    Member("cs", 9, False, 2000, "Za dva tisíce? Ani náhodou 😀 Tři a půl tisíce a je tvoje.",
           3500),
    Member("cs", (21, 23), False, 5000,
           "Za pět tisíc obě vybavení nedám. Za sedm tisíc jsou tvoje.", 7000),
    Member("cs", 5, False, 4000, "Cyrile, Kurz střelby si nechám, je to moje nejlepší pole",
           "decline", also=True),
    Member("en", 12, False, 3000, "I'll keep the Train, sorry, I need it for my set :)",
           "decline", also=True),
    Member("cs", 9, True, 3000, "Za tři tisíce ne, dám ti za ni dva a půl tisíce 🙂", 2500),
    Member("cs", 14, False, 3000, "Hmm, za tři tisíce ani náhodou ;) Za pět tisíc by byla tvoje.",
           5000),
    Member("cs", 8, False, 2500, "Podkovu si nechávám, to je moje srdcovka, sorry", "decline"),
    Member("cs", 16, False, 3000, "Za 3000? To ani omylem. Za čtyři tisíce ho dostaneš.", 4000),
    Member("cs", 5, False, 5000, "Kurz si nechám, je to moje srdcovka :)", "decline",
           to_first=True),
]
# On main: 0 of 5 (each read as a plain no, or not at all); after the fixes, first run: 5 of 5.
HELD_OUT_REPLIES = [
    Member("en", (6, 8), False, 4000, "Not for 4000 :) 6k and they're yours.", 6000),
    Member("cs", (1, 3), False, 2000,
           "Obě chatrče za dva tisíce ani omylem, za tři a půl tisíce je dostaneš.", 3500),
    Member("en", 1, False, 1500, "No chance at 1500 :) For 2500 it's yours.", 2500),
    Member("cs", (6, 8, 9), False, 6000,
           "Cyrile, za šest tisíc všechny tři nocležny ani nápad. Za deset tisíc by byly tvoje.",
           10000),
    Member("en", (21, 23), False, 4000,
           "Both outfitters for 4000? Not happening. 7000 and they're yours.", 7000),
]


def _with_held_out(members: list, held_out: list, said: Callable[[Any], str]) -> list:
    """The members, then the held-out ones named so (`-k held_out` runs them alone)."""
    return [*(pytest.param(m, id=said(m)[:40]) for m in members),
            *(pytest.param(m, id="held_out: " + said(m)[:40]) for m in held_out)]


@pytest.mark.parametrize("member", _with_held_out(REPLIES, HELD_OUT_REPLIES, lambda m: m.said))
def test_a_haggled_answer_to_an_offer_is_read_as_meant(member):
    reply_rule.check(member)


def offer_mailed(owner: int, field: int, writer: int, said: str, lang: str = "cs"
                 ) -> tuple[list[str], str]:
    """(the moves the writer's mail plays, what the game writes back to them) when player
    `owner` owns `field` and player `writer` mails `said` to the game at the start."""
    game = _Owning(owner, field)

    def rules_for(name: str):
        return game if name == "westernpoly" else rules.get(name)

    names = CZECH if lang == "cs" else ENGLISH
    people = [PlayerSpec(n, a, lang) for n, a in zip(names, (ANN, BOB, CID), strict=True)]
    who = (ANN, BOB, CID)[writer]
    postman = mail_table.Postman
    mail_table.Postman = functools.partial(Postman, rules_for=rules_for)
    try:
        with open_table(players=people, rules_for=rules_for, options={"lang": lang}) as t:
            sent, before = len(t.outbox.sent), len(t.log(who))
            t.reply(who, said, to=t.newest(who))
            t.clock.moment += timedelta(hours=1)
            t.service.tick()
            t.deliver()
            back = "\n".join(text_of(m) for m in t.outbox.sent[sent:] if _to(m) == who)
            return t.log(who)[before:], back
    finally:
        mail_table.Postman = postman


# (owner seat, field, writer seat, what the writer mails, the offer it makes)
OFFERS = [
    # the issue's own
    (1, 3, 0, "Ahoj Ando, nechtěla bys mi prodat tu svoji chatrč? Dal bych ti za ni 1500 dolarů.",
     "offer Anna Malá give $1500 get 3"),
    (1, 3, 0, "Aha, myslel jsem tu Chatrč Pod Skálou od Andy. Dám jí za ni 1500.",
     "offer Anna Malá give $1500 get 3"),
    (0, 5, 0, "Bohouši, prodám ti Kurz střelby za 5000, bereš?",
     "offer Bohuslav Dvořák give 5 get $5000"),
    # new members
    (2, 12, 0, "Bohouši, prodal bys mi ten svůj vlak za čtyři tisíce?",
     "offer Bohuslav Dvořák give $4000 get 12"),
    (1, 8, 0, "Anči, dám ti za tvoji nocležnu tři tisíce", "offer Anna Malá give $3000 get 8"),
    (1, 21, 2, "Ando, koupím od tebe to tvoje vybavení za pět tisíc",
     "offer Anna Malá give $5000 get 21"),
    (0, 14, 1, "Cyrile, prodáš mi svoji whisky za dva a půl tisíce?",
     "offer Cyril Novák give $2500 get 14"),
    (1, 6, 0, "Andulko, prodej mi tu svoji nocležnu, dám ti za ni tři a půl tisíce",
     "offer Anna Malá give $3500 get 6"),
    (1, 3, 2, "Ando, nepustila bys mi tu chatrč za patnáct stovek?",
     "offer Anna Malá give $1500 get 3"),
    (1, 3, 0, "Annie, I'd pay 1500 for your shack", "offer Ann Lee give $1500 get 3", "en"),
]
# On main: 1 of 5 ("Bob, would you sell me your train for 4k?"); after the fixes, first run:
# 2 of 5 (missed: the field said by its kind in the sentence before, "Bar od Bohouše … Dám mu
# za něj", "Ten saloon má Bohouš, že? Dám mu za něj", then fixed in _antecedent; and a
# member's own error, "Cyde", no vocative of Cyda, now "Cydo"), so these no longer measure.
HELD_OUT_OFFERS = [
    (2, 16, 0, "Bar od Bohouše by se mi hodil. Nabídnu mu za něj 3500.",
     "offer Bohuslav Dvořák give $3500 get 16"),
    (2, 28, 1, "Bohoušku, dala bych ti za náklad 2000", "offer Bohuslav Dvořák give $2000 get 28"),
    (0, 12, 1, "Bob, would you sell me your train for 4k?",
     "offer Robert Stone give $4000 get 12", "en"),
    (2, 26, 0, "Ten saloon má Bohouš, že? Dám mu za něj 4000.",
     "offer Bohuslav Dvořák give $4000 get 26"),
    (0, 13, 2, "Cydo, prodej mi Dýmku míru za 3 tisíce", "offer Cyril Novák give $3000 get 13"),
]


def check_offer(owner: int, field: int, writer: int, said: str, offer: str,
                lang: str = "cs") -> None:
    """The mail makes the offer; else it is refused quoting the writer's own words."""
    moves, back = offer_mailed(owner, field, writer, said, lang)
    assert moves == [offer], back


@pytest.mark.parametrize("member", _with_held_out(OFFERS, HELD_OUT_OFFERS, lambda m: m[3]))
def test_a_haggled_offer_is_read_as_meant(member):
    check_offer(*member)


def test_a_refused_offer_quotes_what_was_written_never_a_made_up_sentence():
    """'Dám jí za ni …' with no player named before: refused quoting the sentence as written
    ("jí" never turned into the field the sentence before names)."""
    _, back = offer_mailed(1, 3, 0, "Aha, myslel jsem tu Chatrč Pod Skálou. Dám jí za ni 1500.")
    assert "„Dám jí za ni 1500“" in back or "Dám jí za ni 1500" in back, back
    assert "Dám Chatrč" not in back, back
