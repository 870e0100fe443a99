"""What newcomer review 14 found misread by mail (issues 41/42), each as a class: absences
announced in sentences, money as Czech and English players write it, one's own offer taken
back in plain words (and the same offer twice), 1926's size letters and lands around a region,
and the token's line in the reader's language."""

from __future__ import annotations

import datetime as dt

import pytest
from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from functions.mail.absence_words import absence_in_sentence
from functions.mail.command_table import CommandKind
from functions.mail.commands import parse_commands
from functions.mail.tokens import sign_reply, token_line, tokens_in_text
from functions.service import PlayerSpec
from functions.service.schedule.days import absence_days
from rules.api import AmbiguousCommand
from rules.game1926.parse import read
from rules.westernpoly.board import FIELDS

WEDNESDAY = dt.date(2026, 12, 9)
D = dt.date
PEOPLE = {"cs": ["Lucie Malá", "Petr Dvořák", "Tomáš Hora"],
          "en": ["Lucy Hall", "Peter Dunn", "Tom Hill"]}


# --- absences announced in sentences ----------------------------------------------------------

def _away(text: str) -> tuple[dt.date, dt.date] | str | None:
    """The days of the absence a reply announces from a Wednesday; "ask" when its days
    cannot be read (the reply is answered asking for them), None when it announces none."""
    found = [c for c in parse_commands(text, "Lucie Malá") if c.kind is CommandKind.AWAY]
    if not found:
        return None
    try:
        return absence_days(found[0].argument, WEDNESDAY)
    except ValueError:
        return "ask"


@pytest.mark.parametrize("text, days", [
    # the review's own: "next week" around weekdays puts them in next week
    ("Ahoj, jen pro info: příští týden budu na horách, od pondělí do pátku nebudu u počítače. "
     "Lucka", (D(2026, 12, 14), D(2026, 12, 18))),
    ("Ahoj,\n\njen pro info: příští týden budu na horách, od pondělí do pátku nebudu u "
     "počítače.\n\nLucka", (D(2026, 12, 14), D(2026, 12, 18))),
    ("Budu pryč příští týden.", (D(2026, 12, 14), D(2026, 12, 20))),
    ("Jsem na dovolené od 3. do 10. ledna.", (D(2027, 1, 3), D(2027, 1, 10))),
    ("pristi tyden nebudu u pocitace", (D(2026, 12, 14), D(2026, 12, 20))),
    ("Od středy do neděle jsem na chalupě bez signálu.", (D(2026, 12, 9), D(2026, 12, 13))),
    ("I'll be away next week.", (D(2026, 12, 14), D(2026, 12, 20))),
    ("Out of office until Monday.", (D(2026, 12, 9), D(2026, 12, 14))),
    ("I'm travelling from Wednesday to Sunday, no laptop.", (D(2026, 12, 9), D(2026, 12, 13))),
    ("Hi all,\n\nI'm not around until Friday.\n\nCheers,\nLucy", (D(2026, 12, 9), D(2026, 12, 11))),
    ("Budu pryč, ozvu se.", "ask"),  # never silence: asked for the days
    ("I'll be away for a while, sorry.", "ask"),
])
def test_an_absence_in_sentences_is_read_or_asked_back(text, days):
    assert _away(text) == days


@pytest.mark.parametrize("text", [
    "Nebudu to kupovat.", "Kupovat nebudu, šetřím.", "Zítra jedu do Prahy, tak uvidíme.",
    "Nejsem si jistý, jestli to zítra stihnu.", "Out of luck again :(",
])
def test_chatter_with_words_of_going_is_no_absence(text):
    assert absence_in_sentence(text) is None
    assert _away(text) is None


def test_the_reviews_absence_by_mail_is_recorded_and_confirmed():
    people = [PlayerSpec(n, a, "cs") for n, a in zip(PEOPLE["cs"], (ANN, BOB, CID), strict=True)]
    with open_table(players=people) as t:
        outcome = t.reply(ANN, "Ahoj, jen pro info: příští týden budu na horách, od pondělí do "
                               "pátku nebudu u počítače. Lucka")
        assert outcome.action == "answered"
        seat = t.record().seat_of(ANN)
        # the table's clock stands on Monday 2 March 2026: next week's Monday to Friday
        assert seat.away_from is not None and seat.away_from.startswith("2026-03-0")
        assert "jsi pryč od 9. 3. 2026 do 13. 3. 2026" in text_of(t.newest(ANN))


# --- money as players write it ------------------------------------------------------------------

def _lucy_owns_a_field(t: Table) -> int:
    """Play on the page until Ann holds a field; that field."""
    for _ in range(300):
        state = t.service.view(t.game.id).state
        at = state.players.index(t.record().seat_of(ANN).player)
        owned = [f for f, owner in enumerate(state.owner) if owner == at]
        if owned:
            return owned[0]
        first_choice(t)
        t.deliver()
    raise AssertionError("Ann bought nothing")


def _table(lang: str):
    people = [PlayerSpec(n, a, lang) for n, a in zip(PEOPLE[lang], (ANN, BOB, CID), strict=True)]
    return open_table(players=people)


@pytest.mark.parametrize("lang, price, money", [
    ("cs", "za 1500,-", 1500), ("cs", "za 9000,-", 9000), ("cs", "za 1 500,-", 1500),
    ("cs", "za 1.500,-", 1500), ("cs", "za 1500,- $", 1500), ("cs", "za 1,5 tisíce", 1500),
    ("cs", "za 9 tisíc,-", 9000), ("cs", "za 1500,- Kč", 1500), ("cs", "za patnáct set", 1500),
    ("cs", "za dva a půl tisíce", 2500), ("cs", "za 2 tisíce 500", 2500),
    ("cs", "za 15 stovek", 1500), ("cs", "za 1500,–", 1500),
    ("en", "for 1.5k", 1500), ("en", "for $1,500", 1500), ("en", "for $1,500.00", 1500),
    ("en", "for 1500 dollars", 1500),
])
def test_an_offers_price_as_players_write_it(lang, price, money):
    with _table(lang) as t:
        field = _lucy_owns_a_field(t)
        name = FIELDS[field].cs if lang == "cs" else FIELDS[field].en
        said = f"Petře, dám ti {name} {price}" if lang == "cs" else \
            f"Peter, I give you {name} {price}"
        assert t.reply(ANN, said).action == "played"
        offer, = t.offers()
        assert (offer.give.fields, offer.get.money) == ((field,), money)


# --- one's own offer taken back in words; the same offer twice ----------------------------------

@pytest.mark.parametrize("lang, said, withdrawn", [
    ("cs", "A tu druhou nabídku Petrovi stahuju, stačí jedna.", None),  # the review's own
    ("cs", "stahuju nabídku 2", 2),
    ("cs", "Nabídku Tomášovi ruším.", 2),
    ("cs", "Ruším tu první nabídku, díky.", 1),
    ("cs", "Odvolávám nabídku pro Petra.", 1),
    ("en", "scratch my offer to Tom", 2),
    ("en", "I'd like to withdraw the first offer please", 1),
    ("en", "Cancel the $1,600 one.", 2),
])
def test_an_own_offer_taken_back_in_words(lang, said, withdrawn):
    with _table(lang) as t:
        field = _lucy_owns_a_field(t)
        peter, tom = PEOPLE[lang][1:]
        t.service.submit(t.game.id, ANN, f"offer {peter} give {field} get $1500", source="web")
        second = tom if withdrawn is not None else peter  # the review: both offers to Petr
        t.service.submit(t.game.id, ANN, f"offer {second} give {field} get $1600", source="web")
        t.deliver()
        assert t.reply(ANN, said).action == "played"
        assert [o.id for o in t.offers()] == [3 - (withdrawn or 2)]


def test_the_same_offer_twice_is_refused_with_the_open_ones_number():
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        said = f"Petře, dám ti {FIELDS[field].cs} za 1500,-"
        assert t.reply(ANN, said).action == "played"
        again = t.reply(ANN, f"Petře, dám ti {FIELDS[field].cs} za 1 500 Kč")
        assert again.action == "refused"
        assert [o.id for o in t.offers()] == [1]
        assert "stejná nabídka už je otevřená jako #1 a platí dál" in text_of(t.newest(ANN))


# --- 1926: size letters, lands around a region ---------------------------------------------------

@pytest.mark.parametrize("variant, lang, said, placed", [
    ("primarky", "cs", "L Brno", ("large", "brno")),  # the review's own: HELP lists L/M/S
    ("primarky", "cs", "střední na Moravu, do Brna.", ("medium", "brno")),  # and this
    ("primarky", "cs", "V Brno", ("large", "brno")),
    ("primarky", "cs", "M Praha", ("small", "praha")),  # M and S in the player's language
    ("primarky", "en", "M Praha", ("medium", "praha")),
    ("primarky", "en", "V Brno", ("large", "brno")),
    ("primarky", "cs", "velkou do Brna na Moravě", ("large", "brno")),
    ("primarky", "en", "large in Brno, Moravia", ("large", "brno")),
    ("primarky", "cs", "malou do Slezska", ("small", "troppau")),  # a land of one region
    ("kancler", "cs", "střední do Korutan", ("medium", "alpske-zeme")),
    ("kancler", "en", "small to Bohemia", ("small", "ceske-zeme")),
])
def test_1926_sizes_and_regions_as_players_write_them(variant, lang, said, placed):
    move = read(variant, lang, said)
    assert (move.size, move.region) == placed


@pytest.mark.parametrize("lang, said, asked", [
    ("cs", "malou na Moravu", "K zemi Morava patří oblasti Olomouc a Brno. Do které?"),
    ("en", "medium to Moravia", "Moravia holds the regions Olomouc and Brno: which one?"),
])
def test_a_land_alone_is_asked_back_with_its_regions(lang, said, asked):
    with pytest.raises(AmbiguousCommand) as raised:
        read("primarky", lang, said)
    assert str(raised.value) == asked
    assert {c.split()[1] for c in raised.value.candidates} == {"olomouc", "brno"}


# --- the token's line in the reader's language ---------------------------------------------------

def test_a_czech_mail_labels_its_token_kod_and_both_labels_are_read():
    people = [PlayerSpec(n, a, "cs") for n, a in zip(PEOPLE["cs"], (ANN, BOB, CID), strict=True)]
    with open_table(players=people) as t:
        text = text_of(t.newest(ANN))
        assert "\nkód: " in text and "\ntoken: " not in text
    token = sign_reply(b"secret-key-of-32-bytes-or-more!!", "g1", "p1", 3)
    for label in (token_line(token, "cs"), token_line(token), f"Kód:{token}", f"kod = {token}"):
        assert tokens_in_text(f"> Ahoj Lucie,\n> {label}\n") == [token]
    # the line of either label is no command of the reply
    assert parse_commands(f"koupit\n{token_line(token, 'cs')}\n{token_line(token)}") == \
        parse_commands("koupit")


@pytest.mark.parametrize("said", ["cancel my absence please", "Ruším nepřítomnost."])
def test_taking_back_something_else_keeps_the_offer(said):
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        t.service.submit(t.game.id, ANN, f"offer Petr Dvořák give {field} get $1500", source="web")
        t.deliver()
        t.reply(ANN, said)
        assert [o.id for o in t.offers()] == [1]


def test_a_bare_taking_back_withdraws_the_one_open_offer():
    with _table("cs") as t:
        field = _lucy_owns_a_field(t)
        t.service.submit(t.game.id, ANN, f"offer Petr Dvořák give {field} get $1500", source="web")
        t.deliver()
        assert t.reply(ANN, "Tak to radši ruším.").action == "played"
        assert t.offers() == ()
