"""Issue 42, rep34: a counter said as a price demanded, or asked back; an offer refused with
the rule's own reason; a wish that is an offer; the web's answer to an offer by the one rule.

Class: a reply to an open offer that names an amount (digits, "4.5k", Czech number words,
"tisícovka", slang "litr" = 1000 and "tác" = 1000) as what the writer wants ("Dva a půl tisíce
by to chtělo", "dva a půl tisíce minimálně", "moje cena je pět táců", "3500 would do it") is
the counter it means: the offer declined and the writer's side of it made at that price;
never a bare decline, never "no move". The issue's own replies first; HELD_OUT was written
before the fix and kept aside (on main 0 of 5, after it 5 of 5; the others 0 of 8 on main)."""

from __future__ import annotations

import pytest
import test_mail_offer_reply_rule as reply_rule
from mail.offer_table import (
    Member,
    check_counter,
    check_mailed,
    czech_table,  # noqa: F401 (the table every test here is at)
)
from test_mail_haggling import CZECH

import rules
from rules.amounts import money_tokens
from rules.text import sentences
from rules.westernpoly.words import money

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
    check_counter(member)


@pytest.mark.parametrize("member", HELD_OUT_DEMANDED, ids=lambda m: m.said[:40])
def test_held_out_a_price_demanded_counters_the_offer(member):
    check_counter(member)


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


@pytest.mark.parametrize("member", NOT_HELD + WISHES, ids=lambda m: m[3][:40])
def test_an_offer_is_made_or_refused_with_its_own_reason(member):
    check_mailed(*member)


@pytest.mark.parametrize("member", HELD_OUT_NOT_HELD + HELD_OUT_WISHES, ids=lambda m: m[3][:40])
def test_held_out_an_offer_is_made_or_refused_with_its_own_reason(member):
    check_mailed(*member)


# Class: a reply to an open offer that names one amount (digits, "2,5k", number words, "tácy")
# the rule makes no counter of ("2500 a plácneme si") is asked back quoting the line: nothing
# played (never a bare decline, never "no move"), the counter's line to send and the decline's
# given. ASKED were written while building it; HELD_OUT_ASKED after: on main 0 of 4 (three bare
# declines, one "no move"), first run 4 of 4.
ASKED = [
    Member("cs", 5, False, 1500, "To je málo. Plácneme si na 2500?", 2500),
    Member("cs", 5, False, 1500, "Hmm, málo. 2500 a plácneme si.", 2500),
    Member("cs", 5, False, 1500, "Ne. Spíš tak 2,5k.", 2500),
    Member("en", 5, False, 1500, "Nope, 2.5k and we're good", 2500),
    Member("cs", 5, False, 1500, "ne, pod dva litry nejdu", 2000),
]
HELD_OUT_ASKED = [
    Member("cs", 9, False, 2000, "Málo. Tak tři a půl tisíce a plácnem si.", 3500),
    Member("en", 12, False, 3000, "Nah mate, 4500 and we shake on it.", 4500),
    Member("cs", 16, True, 3000, "Moc drahý, dva tácy a je to.", 2000),
    Member("cs", 1, False, 1000, "Hmm... spis 1800, ne?", 1800),
]


def check_asked(member: Member) -> None:
    """The counter is made, or nothing is played and the answer quotes the line and gives the
    counter's own line (which the game reads as that counter) and the decline's."""
    moves, open_now, back = reply_rule.answer(member)
    if moves == reply_rule.expected_moves(member):
        return
    assert moves == [] and [n for n, *_ in open_now] == [1], (moves, open_now)
    assert member.said in back, back
    cs = member.lang == "cs"
    said = back.split("Protinabídku pošli řádkem „" if cs else "For the counter-offer, write “")
    assert len(said) == 2, back
    line = said[1].split("“, samotné" if cs else "”; to only decline")[0]
    assert money(member.expected, member.lang) in line, line
    assert ("„odmítám 1“" if cs else "“decline 1”") in back, back


@pytest.mark.parametrize("member", ASKED, ids=lambda m: m.said[:40])
def test_an_amount_named_to_an_offer_is_never_lost(member):
    check_asked(member)


@pytest.mark.parametrize("member", HELD_OUT_ASKED, ids=lambda m: m.said[:40])
def test_held_out_an_amount_named_to_an_offer_is_never_lost(member):
    check_asked(member)


def test_the_asked_back_counter_line_makes_that_counter():
    """The line the question gives is read by the game as the counter it names."""
    game = rules.get("westernpoly")
    s = game.new_game(CZECH, {"lang": "cs"}, 0)
    owner = list(s.owner)
    owner[5] = 1
    s = s._replace(owner=tuple(owner))
    s = game.apply(s, CZECH[0], game.parse(s, CZECH[0], f"offer {CZECH[1]} give $1500 get 5"))
    move = game.counter_asked(s, CZECH[1], "Ne. Spíš tak 2,5k.", 1)
    assert move is not None and move.text == f"offer {CZECH[0]} give 5 get $2500"
    line = game.describe(s, move, "cs", reader=CZECH[1]).translate(
        str.maketrans("„“", "‚‘"))
    assert game.parse(s, CZECH[1], line) == move
    # nothing asked of a line the rule reads, or of one naming no amount or the offer's own
    for read in ("Dva a půl tisíce by to chtělo.", "Kurz si nechávám", "Za 1500 ne",
                 "Ne, díky"):
        assert game.counter_asked(s, CZECH[1], read, 1) is None, read


# The web's and the CLI's answer to the one offer open by the thing kept is the mail's rule
# (offer_reply), also the money kept when the offer asks money ("Peníze si nechám")
@pytest.mark.parametrize(("selling", "said", "move"), [
    (False, "Kurz si nechávám", "decline 1"),
    (False, "Kurz střelby si nechám, sorry", "decline 1"),
    (False, "Nechám si ho", "decline 1"),
    (True, "Peníze si nechám", "decline 1"),
    (True, "I'll keep my money", "decline 1"),
    (False, "za 2000 ho prodám, nechám si ho", None),
])
def test_the_web_reads_an_answer_to_the_offer_by_the_one_rule(selling, said, move):
    game = rules.get("westernpoly")
    s = game.new_game(CZECH, {"lang": "cs"}, 0)
    owner = list(s.owner)
    owner[5] = 0 if selling else 1
    s = s._replace(owner=tuple(owner))
    offered = f"offer {CZECH[1]} give 5 get $3000" if selling \
        else f"offer {CZECH[1]} give $3000 get 5"
    s = game.apply(s, CZECH[0], game.parse(s, CZECH[0], offered))
    if move is None:
        with pytest.raises(rules.RulesError):
            game.parse(s, CZECH[1], said)
    else:
        assert game.parse(s, CZECH[1], said).text == move


@pytest.mark.parametrize(("text", "parts"), [
    ("Hmm, to je málo. Dva a půl tisíce by to chtělo.",
     ["Hmm, to je málo", "Dva a půl tisíce by to chtělo"]),
    ("Za 2.5k beru. Díky!", ["Za 2.5k beru", "Díky"]),
    ("Stahuju nabídku 1. Nekupuju.", ["Stahuju nabídku 1", "Nekupuju"]),
    ("1. velká, 2. malá", ["1. velká, 2. malá"]),
    ("… Hnědáka (1). I need it", ["… Hnědáka (1)", "I need it"]),
    ("patnáct stovek? smích. dva a půl tisíce minimálně",
     ["patnáct stovek", "smích", "dva a půl tisíce minimálně"]),
])
def test_one_sentence_splitter(text, parts):
    assert sentences(text) == parts
