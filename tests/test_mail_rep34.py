"""Issue 42, rep34: a counter said as a price demanded; an offer refused with the rule's own
reason; a wish that is an offer.

Class: a reply to an open offer that names an amount (digits, "4.5k", Czech number words,
"tisícovka", slang "litr" = 1000 and "tác" = 1000) as what the writer wants ("Dva a půl tisíce
by to chtělo", "dva a půl tisíce minimálně", "moje cena je pět táců", "3500 would do it") is
the counter it means: the offer declined and the writer's side of it made at that price;
never a bare decline, never "no move". The issue's own replies first; HELD_OUT was written
before the fix and kept aside (on main 0 of 5, after it 5 of 5; the others 0 of 8 on main)."""

from __future__ import annotations

import pytest
import test_mail_offer_reply_rule as reply_rule
from test_mail_haggling import CZECH, ENGLISH, offer_mailed
from test_mail_offer_reply_rule import Member

from rules.amounts import money_tokens


@pytest.fixture(autouse=True)
def _czech_table(monkeypatch):
    """The answers are written at a table of Cyril, Anna and Bohuslav (Robert, Ann, William)."""
    monkeypatch.setitem(reply_rule.PEOPLE, "cs", CZECH)
    monkeypatch.setitem(reply_rule.PEOPLE, "en", ENGLISH)


DEMANDED = [
    # the issue's own
    Member("cs", 5, False, 1500, "Hmm, to je málo. Dva a půl tisíce by to chtělo.", 2500),
    Member("cs", 5, False, 1500, "patnáct stovek? smích. dva a půl tisíce minimálně", 2500),
    # new members
    Member("cs", 12, False, 3000, "Cyrile, to je málo. Čtyři tisíce minimálně.", 4000),
    Member("cs", 9, False, 2000, "Hmm, za dva tisice ne. Tri tisice by to chtelo.", 3000),
    Member("en", 5, False, 3000, "Too cheap. 4.5k at least.", 4500),
    Member("cs", 16, False, 2500, "Cyrile, moje cena je pět táců.", 5000),
    Member("cs", 3, True, 2000, "To je moc, tisícovka by to chtěla.", 1000),
    Member("en", 8, False, 2000, "Nah, 2000 is nothing. 3500 would do it.", 3500),
]
HELD_OUT_DEMANDED = [
    Member("cs", 14, False, 3000, "Ano? Za tři? Směšné. Pět tisíc minimálně, Cyrile.", 5000),
    Member("cs", 1, False, 1000, "tisicovka je malo, dva litry aspon", 2000),
    Member("en", 12, False, 2500, "2500? lol. 4k minimum.", 4000),
    Member("cs", 21, True, 4000,
           "Ctyri tisice za vybaveni? To je moc. Tri tisice by to chtelo.", 3000),
    Member("cs", 6, False, 3000, "Za tři tácy ani náhodou, moje cena je 4,5k", 4500),
]


@pytest.mark.parametrize("member", DEMANDED, ids=lambda m: m.said[:40])
def test_a_price_demanded_counters_the_offer(member):
    reply_rule.check(member)


@pytest.mark.parametrize("member", HELD_OUT_DEMANDED, ids=lambda m: m.said[:40])
def test_held_out_a_price_demanded_counters_the_offer(member):
    reply_rule.check(member)


@pytest.mark.parametrize(("words", "money"), [
    ("za litr", "$1000"), ("pet tacu", "$5000"), ("tri tacy", "$3000"),
    ("tisicovka", "$1000"), ("dve tisicovky", "$2000"), ("pet litru", "$5000")])
def test_spoken_thousands_are_money(words, money):
    assert money in money_tokens(words.split())


def test_a_thousand_said_alone_stays_a_word():
    # "tisíc" alone stays a word (a thousand said alone is no price): only the spoken
    # thousands that stand for one ("za litr", "tisícovka") are 1000 alone
    assert money_tokens(["za", "tisic"]) == ["za", "tisic"]


# (owner seat, field, writer seat, what the writer mails, lang, the offer it makes or a piece
# of the answer that refuses it or asks its price back: then no move is played)
# Class: an offer whose partner is named but whose content breaks a rule (a field not the
# giver's, money more than they have) is refused with the rule's own reason, whose the field
# is ("… nepatří tobě, ale …"), never "komu to nabízíš?" (WesternPoly has no mortgages).
# On main 0 of 4 and HELD_OUT 0 of 4; after the fix, first run: HELD_OUT 4 of 4.
NOT_HELD = [
    (2, 12, 0, "Bohouši, prodám ti Kurz střelby za 5000", "cs", "„Kurz střelby“ ti nepatří"),
    (2, 12, 1, "Cyrile, dám ti za Vlak 3000", "cs", "ale Bohuslavu Dvořákovi"),
    (2, 12, 1, "Bohouši, dám ti za Vlak 50 000", "cs", "máš jen 30 000"),
    (1, 3, 0, "Ann, I'll sell you the Train for 3000", "en", "belongs to nobody"),
]
HELD_OUT_NOT_HELD = [
    (2, 5, 0, "Bohousi, prodam ti Kurz strelby za 4000", "cs", "ti nepatří"),
    (1, 8, 2, "Ando, prodám ti Modrou podkovu za 3000", "cs", "nepatří tobě, ale Anně Malé"),
    (0, 14, 1, "Bill, I'll give you 2000 for your Whisky Joe", "en",
     "is not William Day's but Robert Stone's"),
    (2, 26, 0, "Bohouši, dám ti za Saloon 40 tisíc", "cs", "máš jen 30 000"),
]
# Class: a wish to buy said as desire ("by se mi hodil", "chtěl bych od tebe", "I'd love your
# Saloon"), the field by a shared part of its name, the owner in the genitive or called, is
# the offer it means, its price asked back when none is said. On main 0 of 4 and HELD_OUT
# 1 of 4; after the fix, first run: HELD_OUT 3 of 4 ("Ando, hodila by se mi tvoje nocležna"
# was still set apart as a remark on another's move, as the issue's own was; then fixed in
# reading._wished_offer).
WISHES = [
    (2, 5, 1, "Kurz od Bohouše by se mi hodil", "cs", "za kolik?"),
    (2, 5, 1, "Kurz od Bohouše by se mi hodil, dám mu za něj 3000", "cs",
     "offer Bohuslav Dvořák give $3000 get 5"),
    (0, 3, 1, "Hodila by se mi ta chatrč od Cyrila, dám mu za ni 2000", "cs",
     "offer Cyril Novák give $2000 get 3"),
    (2, 26, 1, "Bill, I'd love your Saloon", "en", "for how much?"),
]
HELD_OUT_WISHES = [
    (2, 12, 0, "Bohousi, tvuj vlak by se mi fakt hodil, dal bych ti za nej 4000", "cs",
     "offer Bohuslav Dvořák give $4000 get 12"),
    (1, 8, 0, "Ando, hodila by se mi tvoje nocležna", "cs", "za kolik?"),
    (0, 16, 2, "Robert, I'd love your bar for 3500", "en", "offer Robert Stone give $3500 get 16"),
    (1, 6, 2, "Anicko, chtel bych od tebe nocleznu, dam ti za ni 3 tisice", "cs",
     "offer Anna Malá give $3000 get 6"),
]


def check_mailed(owner: int, field: int, writer: int, said: str, lang: str, want: str) -> None:
    """The mail makes the offer, or plays nothing and says `want` (the reason, the question)."""
    moves, back = offer_mailed(owner, field, writer, said, lang)
    if want.startswith("offer "):
        assert moves == [want], back
    else:
        assert moves == [] and want in back, (moves, back)
        assert "komu to nabízíš" not in back and "to whom" not in back, back


@pytest.mark.parametrize("member", NOT_HELD + WISHES, ids=lambda m: m[3][:40])
def test_an_offer_is_made_or_refused_with_its_own_reason(member):
    check_mailed(*member)


@pytest.mark.parametrize("member", HELD_OUT_NOT_HELD + HELD_OUT_WISHES, ids=lambda m: m[3][:40])
def test_held_out_an_offer_is_made_or_refused_with_its_own_reason(member):
    check_mailed(*member)
