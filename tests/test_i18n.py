"""The one language layer: every catalogue says every key in every language with the same
blanks, and numbers, lists and the choice of language follow the reader."""

from __future__ import annotations

import re

import pytest

import functions.render.catalogue  # noqa: F401  (each module registers its catalogue)
import functions.service.play.explain  # noqa: F401
import functions.web.talk  # noqa: F401
import functions.web.texts  # noqa: F401
import rules
from functions.i18n import CATALOGUES, LANGS, Catalogue, listing, pick_lang
from functions.render import games
from rules.westernpoly.words import money

for game_id in rules.games():  # each game's render module registers its own texts
    games.of(game_id)

BLANKS = re.compile(r"{(\w+)}")
# a Czech choice by a name's gender ("[sex {player}: vzdal|vzdala|hra vzdána]") reads the
# name without writing it: English, which has no such forms, need not have the blank
SEX_CHOICE = re.compile(r"\[sex {\w+}: ")


def test_the_mail_web_and_phrase_catalogues_are_registered():
    assert {"mail", "web", "phrases", "talk"} <= set(CATALOGUES)


def test_each_games_own_texts_are_registered():
    assert all(games.of(game_id).WORDS.name in CATALOGUES for game_id in rules.games())


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_every_key_is_said_in_every_language_with_the_same_blanks(name):
    for key, forms in CATALOGUES[name].texts.items():
        assert set(forms) == set(LANGS), (name, key)
        assert all(forms.values()), (name, key)
        blanks = {lang: set(BLANKS.findall(SEX_CHOICE.sub("", text)))
                  for lang, text in forms.items()}
        assert blanks["cs"] == blanks["en"], (name, key)


def test_a_catalogue_written_language_by_language_reads_like_one_written_key_by_key():
    words = Catalogue.by_language("test-words", {"cs": {"hi": "Ahoj {name}"},
                                                 "en": {"hi": "Hello {name}"}},
                                  register=False)
    assert words.say("en", "hi", name="Ann") == "Hello Ann"
    assert words.say("de", "hi", name="Ann") == "Ahoj Ann"  # an unknown language: the default
    assert words.get("en", "bye", "Bye") == "Bye"
    with pytest.raises(KeyError):
        words.say("en", "hi")  # a missing value never mails a half-filled sentence
    assert "test-words" not in CATALOGUES  # a scratch catalogue is not the service's words


def test_money_and_lists_are_written_as_each_language_writes_them():
    assert money(12000, "en") == "$12,000"
    assert money(12000, "cs") == "12 000 $"
    assert money(-500, "en") == "-$500"
    assert listing("cs", ["Ann", "Bob", "Cyril"]) == "Ann, Bob a Cyril"
    assert listing("en", ["Ann", "Bob"]) == "Ann and Bob"
    assert pick_lang(None, "xx", "en", "cs") == "en"
    assert pick_lang(None) == "cs"
