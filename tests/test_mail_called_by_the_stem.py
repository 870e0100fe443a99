"""A player called in the Czech vocative of an English name in a silent -e (review rev56: "Miku,
dám ti za U Hnědáka 1 500 $" and "Sakra. Miku, prodám ti Chatrč U Hnědáka za 1 000 $" to Mike
Ross were refused as the unknown command „miku“, though the service itself writes "Mikovi
Rossovi"). The class: a line that calls a player by the form Czechs write for a name whose
spelling hides its sound (Mike -> Miku, Jake -> Jaku, Luke -> Luku), the vocative of the stem
the other cases are built on (Mikovi, Mikem). Members: WesternPoly by mail
(tests/mail/reading_classes.play), with and without diacritics; the greeting still says
"Mike" (test_render_czech), and a name it would not decline is read as written."""

from __future__ import annotations

import pytest

from rules.czech_names import called_forms
from tests.mail.reading_classes import play

MIKE = "owner|Mike Ross,Bob Hill"
CALLED = [
    ("cs", MIKE, "Miku, prodám ti Modrou podkovu za 3000 $.", "offer Mike Ross give 8 get $3000"),
    ("cs", MIKE, "Miku, nabizim ti Modrou podkovu za 2500", "offer Mike Ross give 8 get $2500"),
    ("cs", "owner|Jake Hill,Bob Hill", "Jaku, chceš Modrou podkovu? Prodám ti ji za 2000 $.",
     "offer Jake Hill give 8 get $2000"),
    ("cs", "owner|Luke Ross,Ann Hill", "Ahoj. Luku, prodám ti Modrou podkovu za 2 200 $.",
     "offer Luke Ross give 8 get $2200"),
]


@pytest.mark.parametrize(("lang", "position", "body", "move"), CALLED)
def test_a_player_called_by_the_stems_vocative_gets_the_offer(tmp_path, lang, position, body,
                                                             move):
    answer = play(tmp_path, "westernpoly", lang, body, position)
    assert answer.moves == (move,), (answer.action, answer.moves, answer.text)


@pytest.mark.parametrize(("name", "called", "not_called"), [
    ("Mike", "miku", "mike ross"), ("Jake", "jaku", "jako"), ("Blake", "blaku", "blak"),
    ("Steve", "steve", "stevu"), ("Dave", "dave", "davu")])
def test_the_stems_vocative_is_a_form_the_name_is_called_by(name, called, not_called):
    assert called in called_forms(name)
    assert not_called not in called_forms(name)
