"""A seat given to someone else in a running game is named by the person on it now, in every
text people read after it: the turn mails, read-backs and others' event lines, the game-over
mail's subject and body, `pbm show`, the players' pages and their pictures; in the Czech case
and with the gender of the new holder's name ("Lucie Černá hodila 6", "vyhrála Lucie Černá").
Whole games by mail (tests/replaced_names.py), each game, Czech and English, a man replaced by
a woman and a woman by a man, a seat whose holder resigned (the service played it), one whose
previous holder then erased their data, and one that changed hands twice. The held-out members are in test_mail_replaced_name_held_out.py."""

from __future__ import annotations

import pytest
from replaced_names import (
    Case,
    Read,
    defects,
    mail_text,
    play,
    reply_after,
    stale_names,
    wrong_gender,
)

from functions.service.records.holders import unheld_text

THREE = [("Jana Malá", "jana@x.org"), ("Karel Svoboda", "karel@x.org"),
         ("Petr Dvořák", "petr@x.org")]
LUCIE = ("Lucie Černá", "lucie@x.org")

CASES = {
    "westernpoly, cs, a man by a woman": Case(
        "westernpoly", "cs", THREE, LUCIE, 3, {"max_rounds": 10}),
    "1926, cs, a man by a woman": Case("1926", "cs", THREE, LUCIE, 3),
    "goofspiel, cs, a man by a woman": Case("goofspiel", "cs", THREE[:2], LUCIE, 3, {"cards": 5}),
    "ohhell, cs, a man by a woman": Case(
        "ohhell", "cs", THREE, LUCIE, 3, {"ranks": 5, "hands": "1,2"}),
    "westernpoly, en, a man by a woman": Case(
        "westernpoly", "en", [("Ann Lee", "ann@x.org"), ("Tom Hall", "tom@x.org"),
                              ("Bob Day", "bob@x.org")], ("Mary Wood", "mary@x.org"), 4,
        {"max_rounds": 8}),
    "goofspiel, cs, a woman who resigned by a man": Case(
        "goofspiel", "cs", [("Petr Dvořák", "petr@x.org"), ("Jana Horáková", "jana@x.org")],
        ("Tomáš Beneš", "tomas@x.org"), 2, {"cards": 6}, left="resign"),
    "1926, en, a woman by a man": Case(
        "1926", "en", [("Ann Lee", "ann@x.org"), ("Sue Fox", "sue@x.org"),
                       ("Bob Day", "bob@x.org")], ("Carl Reed", "carl@x.org"), 5),
    "ohhell, cs, a man who resigned by a woman": Case(
        "ohhell", "cs", THREE, ("Eva Dušková", "eva@x.org"), 2, {"ranks": 5, "hands": "1,2"},
        left="resign"),
    "goofspiel, cs, a man replaced who then erased his data": Case(
        "goofspiel", "cs", THREE[:2], LUCIE, 3, {"cards": 5}, erased=True),
}


@pytest.fixture(scope="module", params=list(CASES))
def read(request: pytest.FixtureRequest) -> Read:
    return play(CASES[request.param])


def test_no_text_after_a_replacement_names_the_previous_holder(read: Read) -> None:
    assert read.ended
    assert read.texts  # mails and pages were read after the replacement
    assert defects(read) == []


def test_the_new_holder_is_named_in_what_the_others_read(read: Read) -> None:
    first = read.case.new[0].split()[0]
    assert any(first in text for where, text in read.texts if where.startswith("mail to")
               and read.case.new[1] not in where)
    assert any(first in text for where, text in read.texts if where.startswith("pbm show"))


def test_the_check_finds_a_previous_holder_and_a_wrong_gender() -> None:
    """The check itself: an old name in any case, a greeting, and a verb of the wrong gender."""
    case = CASES["westernpoly, cs, a man by a woman"]
    for line in ("Konec hry: vyhrál Karel Svoboda", "platí nájem Karlu Svobodovi",
                 "Ahoj Karle,", "obchod se Svobodou"):
        assert stale_names(Read(case, [("mail", line)])) != [], line
    assert wrong_gender(Read(case, [("mail", "Vyhrál Lucie Černá")]), "f") != []
    assert wrong_gender(Read(case, [("mail", "Lucie Černá hodil 6")]), "f") != []
    assert wrong_gender(Read(case, [("mail", "Lucie Černá hodila 6 a koupila")]), "f") == []


def test_a_move_naming_the_new_holder_names_the_seat_as_the_rules_know_it() -> None:
    holding = {"Karel Svoboda": "Lucie Černá"}
    assert unheld_text("nabídka Lucii Černé dávám 500 $", holding) == \
        "nabídka Karlu Svobodovi dávám 500 $"
    assert unheld_text("offer Lucie Černá give $500 get nothing", holding) == \
        "offer Karel Svoboda give $500 get nothing"
    assert unheld_text("nabídka Lucii: dávám 500 $", holding) == "nabídka Karlovi: dávám 500 $"
    assert unheld_text("koupit Saloon", holding) == "koupit Saloon"


WESTERN = Case("westernpoly", "cs", THREE, LUCIE, 4)


@pytest.mark.parametrize("body", ["nabídka Lucii Černé dávám 500 $ za nic",
                                  "Nabídka Lucii dávám 500 $ za nic"])
def test_an_offer_to_the_new_holder_reaches_their_seat_and_is_read_back_so(body: str) -> None:
    mails, log = reply_after(WESTERN, body)
    assert log[-1] == ("Jana Malá", "offer Karel Svoboda give $500 get nothing")
    said = "\n".join(mail_text(m) for m in mails)
    assert "Lucii Černé" in said
    assert stale_names(Read(WESTERN, [("the read-back", said)])) == []


def test_a_question_of_the_new_holder_is_answered_of_them() -> None:
    mails, _ = reply_after(WESTERN, "Kolik má Lucie peněz? A co se stalo?")
    said = "\n".join(mail_text(m) for m in mails)
    assert "Lucie Černá má" in said
    assert stale_names(Read(WESTERN, [("the answer", said)])) == []
