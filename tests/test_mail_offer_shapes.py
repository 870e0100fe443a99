"""An offer to trade written in a shape the reader did not know was dropped or refused (issue
42, review 22n: "Honzo, 2000 za Hnědáka, ber nebo nech :)", "Evo, za 1500 bych od tebe
koupil tu Chatrč Pod Skálou, co ty na to?", "Oh and Tom - $4000 and FIELD is yours").

Class: an offer to the player called written with no verb (a price and a field, "ber nebo
nech"), with a verb of letting go ("nechám ti ho"), as the partner's deal ("$N and X is
yours"), in the conditional or as a question ("za 1500 bych od tebe koupil", "would you let me
have"). It is read as the offer: the writer's own field given for the price, another's asked
for it, the read-back naming it and the partner's mail saying how to answer. A price said in
talk stays talk, and a refusal beside a price is never an offer. The members were built for
this class (Czech with and without diacritics, English, vocatives); a third was kept aside and
measured last: 3/10 before, 7/10 after; 8/10 after a further fix built on a member of SELLING
("Petře, FIELD ti za 3000 prodám.") that also reads a held-out one; the two left unread are
read since brief offer50 (READ_LATER, tests/test_mail_offer_words.py)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID

from bench.mail_follow import text_of
from bench.mail_games import _to
from rules.westernpoly.board import FIELDS
from tests.test_mail_rep24 import acts_after, ann_on_turn_to_buy, offers_after
from tests.test_mail_review14_classes import _lucy_owns_a_field, _table

# the first player, on turn with a field waiting, offers the field she owns (FIELD) to another
SELLING = [
    ("cs", "Petře, FIELD za 2000, ber nebo nech :)", ["offer:2000"]),
    ("cs", "Tome, FIELDND za 2500, ber nebo nech", ["offer:2500"]),
    ("en", "Peter, FIELD for $2000, take it or leave it.", ["offer:2000"]),
    ("cs", "Petre, 3000 za FIELDND, ber nebo nech.", ["offer:3000"]),
    ("cs", "Tome, dobře, FIELD ti nechám za 4000.", ["offer:4000"]),
    ("cs", "Petre, FIELDND ti necham za 3500.", ["offer:3500"]),
    ("en", "Oh and Tom - $4000 and FIELD is yours", ["offer:4000"]),
    ("en", "Tom, $2500 and FIELD is all yours!", ["offer:2500"]),
    ("cs", "Beru. Petře, FIELD za 2500, ber nebo nech.", ["buy", "offer:2500"]),
    ("cs", "Petře, FIELD ti za 3000 prodám.", ["offer:3000"]),
]
# the second player asks for the field the first one owns (money given, the field asked)
BUYING = [
    ("cs", "Lucko, za 1500 bych od tebe koupil FIELD, co ty na to?", 1500),
    ("en", "Lucy, would you let me have FIELD for $2000?", 2000),
    ("en", "Lucy, I'd buy FIELD off you for $1500, what do you say?", 1500),
    ("cs", "Lucko, co takhle 2000 za FIELDND?", 2000),
]
# a price in talk, a refusal beside a price: no offer
TALK = [
    ("cs", "Petře, FIELD je za 2000 drahý."),
    ("en", "Tom, FIELD for $2000 would be too much."),
]
# a refusal beside a price, to the player called: never an offer (whatever else it answers)
REFUSED = [
    ("cs", "Petře, FIELD si nechám, za 2000 ne."),
    ("cs", "Tome, za 2000 ti FIELD nenechám."),
    ("cs", "Petře, FIELD za 2000 ne, to je málo."),
    ("en", "Tom, FIELD for 2000? Not a chance."),
]
TALK_TO_OWNER = [
    ("cs", "Lucko, za 2000 bych FIELD nekoupil."),
    ("cs", "Lucko, FIELD za 2000? To je moc."),
    ("cs", "Lucko, za 1500 bych FIELD nekoupil, to je moc."),
    ("cs", "Lucko, 1500 za FIELD je moc."),
]
# kept aside and measured last (3 of 10 read before the fix, 7 of 10 after, then 8 of 10)
HELD_OUT_SELLING = [
    ("cs", "Petře, FIELDND za 2200, ber nebo nech.", ["offer:2200"]),
    ("en", "Pete - FIELD for 2700, take it or leave it", ["offer:2700"]),
    ("en", "Tom, $3200 and FIELD is yours.", ["offer:3200"]),
    ("cs", "Petře, FIELD bych za 2000 neprodala.", []),
    ("en", "Peter, FIELD for 2000? No way.", []),
    ("cs", "Petře, FIELD ti za 3000 nechám, jestli chceš.", ["offer:3000"]),  # the 8th
]
HELD_OUT_BUYING = [
    ("cs", "Lucko, za 2500 bych od tebe vzal FIELDND, co ty na to?", 2500),
    ("cs", "Lucko, nepustila bys mi FIELD za 1900?", 1900),
]
# held out and not read as the offer they are until brief offer50 (tests/test_mail_offer_words.py)
READ_LATER = [
    ("cs", "Tome, 2800 za FIELD a plácneme si?", ["offer:2800"]),
]
READ_LATER_BUYING = [("en", "Lucy, could I have FIELD for $2100?", 2100)]


@pytest.mark.parametrize(("lang", "said", "acts"), SELLING + HELD_OUT_SELLING + READ_LATER)
def test_an_offer_in_a_players_shape_is_made(lang, said, acts):
    assert acts_after(lang, said, False) == acts


@pytest.mark.parametrize(("lang", "said", "money"),
                         BUYING + HELD_OUT_BUYING + READ_LATER_BUYING)
def test_an_offer_to_buy_in_a_players_shape_is_made(lang, said, money):
    [(given, asked)] = offers_after(lang, said)
    assert given == money and len(asked) == 1  # the field the first player owns


@pytest.mark.parametrize(("lang", "said"), TALK)
def test_a_price_in_talk_is_no_offer(lang, said):
    assert acts_after(lang, said, False) == []


@pytest.mark.parametrize(("lang", "said"), REFUSED)
def test_a_refusal_beside_a_price_is_no_offer(lang, said):
    assert not [act for act in acts_after(lang, said, False) if act.startswith("offer")]


@pytest.mark.parametrize(("lang", "said"), TALK_TO_OWNER)
def test_a_price_refused_to_the_owner_is_no_offer(lang, said):
    assert offers_after(lang, said) == []


def test_it_is_the_field_of_the_offer_open_between_the_two():
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        t.service.submit(t.game.id, CID, f"offer Lucie Malá give $1500 get {field}",
                         source="web")
        t.deliver()
        t.reply(ANN, "Tome, dobře, za 4000 ti ho nechám.")
        made = [o for o in t.offers() if o.id != 1]
        assert [(o.give.fields, o.get.money) for o in made] == [((field,), 4000)]


def test_the_writer_and_the_partner_are_told_the_offer_and_how_to_answer():
    with _table("cs") as t:
        field = ann_on_turn_to_buy(t)
        sent = len(t.outbox.sent)
        t.reply(ANN, f"Petře, 2000 za {FIELDS[field].cs}, ber nebo nech :)")
        t.clock.moment += timedelta(minutes=20)
        t.deliver()
        mails = {_to(m): text_of(m) for m in t.outbox.sent[sent:]}
        assert "nabízíš obchod #1 Petru Dvořákovi" in mails[ANN]
        assert "PŘIJÍMÁM 1, nebo ODMÍTÁM 1" in mails[BOB]


def test_an_offer_to_no_one_is_named_as_not_played():
    with _table("cs") as t:
        field = ann_on_turn_to_buy(t)
        sent = len(t.outbox.sent)
        t.reply(ANN, f"Kupuju. Kdyby někdo chtěl {FIELDS[field].cs}, dám ho za 3000.")
        t.clock.moment += timedelta(minutes=20)
        t.deliver()
        [read_back] = [text_of(m) for m in t.outbox.sent[sent:] if _to(m) == ANN]
        assert "„dám ho za 3000“" in read_back and not t.offers()
