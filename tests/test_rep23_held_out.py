"""Held-out members of review 14's classes (issues 41/42), written before they were run and
not tuned on: the first run read 42 of 47 (the five it missed are in the report: a chatter
line "I'm away ahead on points" asked for days, "12 stovek", a withdrawal by a bare price and
by "the $1,600 one", "pulling the first offer"); fixed since, they stay here as they were."""

from __future__ import annotations

import datetime as dt

import pytest
from mail_table import ANN

from functions.mail.command_table import CommandKind
from functions.mail.commands import parse_commands
from functions.service.schedule.days import absence_days
from rules.api import AmbiguousCommand
from rules.game1926.parse import read
from rules.westernpoly.board import FIELDS
from tests.test_mail_review14_classes import PEOPLE, _lucy_owns_a_field, _table

WEDNESDAY = dt.date(2026, 12, 9)
D = dt.date


@pytest.mark.parametrize("text, days", [
    ("Dobrý den, od 20. do 27. prosince budu na chatě bez internetu, hrajte beze mě. Díky, "
     "Jirka", (D(2026, 12, 20), D(2026, 12, 27))),
    ("Zdravím, tento týden jsem na služebce, ozvu se v pondělí.", (D(2026, 12, 9), D(2026, 12, 13))),
    ("Heads-up: I'm on holiday from 22nd to 29th December.", (D(2026, 12, 22), D(2026, 12, 29))),
    ("Sorry folks, won't be able to play until Thursday - travelling for work.",
     (D(2026, 12, 9), D(2026, 12, 10))),
    ("Cau, ve stredu a ve ctvrtek nebudu u pocitace", (D(2026, 12, 9), D(2026, 12, 10))),
    ("Jsem v nemocnici do pátku, pak zase hraju.", (D(2026, 12, 9), D(2026, 12, 11))),
    ("Přes víkend budu pryč.", (D(2026, 12, 12), D(2026, 12, 13))),
    ("I'm out next Mon-Wed, no laptop.", (D(2026, 12, 14), D(2026, 12, 16))),
    ("Budu offline od 2.1. do 5.1.", (D(2027, 1, 2), D(2027, 1, 5))),
])
def test_held_out_absences(text, days):
    found = [c for c in parse_commands(text, "Jiří Novák") if c.kind is CommandKind.AWAY]
    assert found and absence_days(found[0].argument, WEDNESDAY) == days


@pytest.mark.parametrize("text", ["Tenhle týden mi to jde skvěle!", "Out of money again :(",
                                  "I'm away ahead on points, haha",
                                  "Nebudu kupovat, šetřím na Saloon."])
def test_held_out_lines_that_are_no_absence(text):
    assert not [c for c in parse_commands(text, "Jiří Novák") if c.kind is CommandKind.AWAY]


@pytest.mark.parametrize("price, money", [
    ("za 2500,-", 2500), ("za 2 500,- Kč", 2500), ("for $2,500", 2500), ("za 2.500,-", 2500),
    ("za 3,5 tis.", 3500), ("za 1 200,– $", 1200), ("za 800,-", 800), ("for 2.5k", 2500),
    ("za 12 stovek", 1200), ("za 1200 dolaru", 1200), ("for $ 1 200", 1200),
    ("za 4000,-Kč", 4000),
])
def test_held_out_prices(price, money):
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        assert t.reply(ANN, f"Petře, dám ti {FIELDS[field].cs} {price}").action == "played"
        offer, = t.offers()
        assert offer.get.money == money


@pytest.mark.parametrize("variant, lang, said, placed", [
    ("primarky", "cs", "L Plzeň", ("large", "plzen")),
    ("primarky", "cs", "l do Olomouce", ("large", "olomouc")),
    ("primarky", "en", "V Brno", ("large", "brno")),
    ("primarky", "cs", "malou do Olomouce na Moravě", ("small", "olomouc")),
    ("primarky", "cs", "velkou do Čech", "ask"),
    ("primarky", "cs", "střední do Slezska", ("medium", "troppau")),
    ("primarky", "en", "large in Pilsen, Bohemia", ("large", "plzen")),
    ("primarky", "en", "small to Moravia", "ask"),
    ("kancler", "cs", "velkou do Tyrolska", ("large", "alpske-zeme")),
    ("kancler", "cs", "střední do Vídně", ("medium", "rakouske-zeme")),
])
def test_held_out_1926(variant, lang, said, placed):
    try:
        move = read(variant, lang, said)
        got: object = (move.size, move.region)
    except AmbiguousCommand:
        got = "ask"
    assert got == placed


@pytest.mark.parametrize("lang, said, withdrawn", [
    ("cs", "Nabídku pro Tomáše ruším.", 2), ("cs", "Beru zpět tu první nabídku.", 1),
    ("cs", "Stahuji nabídku za 1600.", 2), ("cs", "Zruš prosím tu poslední nabídku", 2),
    ("cs", "Ahoj, Petrovi tu nabídku stahuju, rozmyslela jsem si to.", 1),
    ("en", "scratch my offer to Tom", 2), ("en", "Please cancel the offer I made to Peter.", 1),
    ("en", "I take back my second offer.", 2), ("en", "Withdraw the $1,600 one.", 2),
    ("en", "Changed my mind - pulling the first offer, sorry Peter", 1),
])
def test_held_out_withdrawals(lang, said, withdrawn):
    with _table(lang) as t:
        field = _lucy_owns_a_field(t)
        for to, money in zip(PEOPLE[lang][1:], (1500, 1600), strict=True):
            t.service.submit(t.game.id, ANN, f"offer {to} give {field} get ${money}", source="web")
        t.deliver()
        t.reply(ANN, said)
        assert [o.id for o in t.offers()] == [3 - withdrawn]


@pytest.mark.parametrize("lang, said", [("cs", "Petře, dám ti FIELD za 1 500 Kč"),
                                        ("en", "Peter, I give you FIELD for $1,500")])
def test_held_out_same_offer_twice(lang, said):
    with _table(lang) as t:
        field = _lucy_owns_a_field(t)
        t.service.submit(t.game.id, ANN, f"offer {PEOPLE[lang][1]} give {field} get $1500",
                         source="web")
        t.deliver()
        name = FIELDS[field].cs if lang == "cs" else FIELDS[field].en
        outcome = t.reply(ANN, said.replace("FIELD", name))
        assert outcome.action == "refused" and "#1" in outcome.detail
        assert [o.id for o in t.offers()] == [1]
