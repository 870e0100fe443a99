"""What people write as a 1926 move, and what the parser makes of it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import AmbiguousCommand, IllegalMove, InvalidCommand, RulesError
from rules.game1926 import GAME

PLAYERS = ["ann", "bob", "cyd"]


def fresh(variant: str = "primarky", lang: str = "cs"):
    return GAME.new_game(PLAYERS, {"variant": variant, "lang": lang})


# (game language, variant, what the player wrote, the move's canonical text)
READ = [
    ("cs", "primarky", "large praha", "large praha"),
    ("cs", "primarky", "LARGE PRAHA", "large praha"),
    ("cs", "primarky", "praha large", "large praha"),
    ("cs", "primarky", "velká Praha", "large praha"),
    ("cs", "primarky", "velka praha", "large praha"),
    ("cs", "primarky", "velkou do Prahy", "large praha"),
    ("cs", "primarky", "Velkou pyramidu do Prahy.", "large praha"),
    ("cs", "primarky", "do Prahy velkou", "large praha"),
    ("cs", "primarky", "3 praha", "large praha"),
    ("cs", "primarky", "V Praha", "large praha"),
    ("cs", "primarky", "v Praze velkou pyramidku", "large praha"),
    ("en", "primarky", "a large pyramid into Prague", "large praha"),
    ("en", "primarky", "L Prag", "large praha"),
    ("cs", "primarky", "střední Plzeň", "medium plzen"),
    ("cs", "primarky", "stredni PLZEN", "medium plzen"),
    ("cs", "primarky", "S plzen", "medium plzen"),
    ("en", "primarky", "s plzen", "small plzen"),
    ("en", "primarky", "medium Pilsen", "medium plzen"),
    ("cs", "primarky", "m v Plzni", "small plzen"),
    ("cs", "primarky", "malou v Plzni", "small plzen"),
    ("cs", "primarky", "2 v Plzni", "medium plzen"),
    ("cs", "primarky", "malou do Brna", "small brno"),
    ("en", "primarky", "place a small pyramid in Brno", "small brno"),
    ("cs", "primarky", "small Brünn", "small brno"),
    ("cs", "primarky", "small brunn", "small brno"),
    ("cs", "primarky", "1 Brno", "small brno"),
    ("cs", "primarky", "velká Brno", "large brno"),
    ("cs", "primarky", "V Brno", "large brno"),
    ("cs", "primarky", "malá v Brně", "small brno"),
    ("cs", "primarky", "střední v oblasti Troppau", "medium troppau"),
    ("cs", "primarky", "velkou do oblasti Karlsbad", "large karlsbad"),
    ("cs", "primarky", "velkou v Hradci Králové", "large hradec-kralove"),
    ("cs", "primarky", "small hradec-kralove", "small hradec-kralove"),
    ("cs", "primarky", "hrad malá", "small hradec-kralove"),
    ("cs", "primarky", "kralove hradec malou", "small hradec-kralove"),
    ("en", "primarky", "Königgrätz large", "large hradec-kralove"),
    ("cs", "primarky", "malou do Olomouce", "small olomouc"),
    ("en", "primarky", "medium Olmütz", "medium olomouc"),
    ("cs", "primarky", "velkou do Českých Budějovic", "large ceske-budejovice"),
    ("cs", "primarky", "ces bud 2", "medium ceske-budejovice"),
    ("cs", "primarky", "malá české", "small ceske-budejovice"),
    ("en", "primarky", "Budweis small", "small ceske-budejovice"),
    ("cs", "primarky", "velkou do Ústí nad Labem", "large aussig"),
    ("cs", "primarky", "usti malou", "small aussig"),
    ("en", "primarky", "medium Aussig an der Elbe", "medium aussig"),
    ("en", "primarky", "medium Karlovy Vary", "medium karlsbad"),
    ("cs", "primarky", "v Karlových Varech malou", "small karlsbad"),
    ("cs", "primarky", "malou do Liberce", "small reichenberg"),
    ("cs", "primarky", "střední Opava", "medium troppau"),
    ("en", "primarky", "M Glatz", "medium kladsko"),
    ("cs", "primarky", "velkou do Kladska", "large kladsko"),
    ("cs", "kancler", "velkou do Chorvatska", "large chorvatsko"),
    ("cs", "kancler", "large Chorvastsko", "large chorvatsko"),
    ("cs", "kancler", "malou do Bosny a Hercegoviny", "small bosna"),
    ("cs", "kancler", "střední Uhersko", "medium uhersko"),
    ("cs", "kancler", "na Valašsku malou", "small valassko"),
    ("cs", "kancler", "ces 3", "large ceske-zeme"),
    ("cs", "kancler", "velkou do Rakouských zemí", "large rakouske-zeme"),
    ("en", "kancler", "large Hungary", "large uhersko"),
    # a region's name one letter off, when no other region's is (issue 41)
    ("cs", "primarky", "velkou do Prhy", "large praha"),
    ("cs", "primarky", "malou do Olomoce", "small olomouc"),
    ("en", "primarky", "large Prgue", "large praha"),
    ("cs", "primarky", "malou na Karlovarko", "small karlsbad"),
    ("cs", "primarky", "velká Opvaa", "large troppau"),
    # two letters off a name of seven letters or more, when none is one off (issue 41)
    ("cs", "primarky", "velkou do Reichnberku", "large reichenberg"),
    ("en", "primarky", "large Reichnbreg", "large reichenberg"),
    ("cs", "primarky", "střední do Troppuaa", "medium troppau"),
]


@pytest.mark.parametrize(("lang", "variant", "text", "canonical"), READ)
def test_human_input_reads_as_the_intended_move(lang, variant, text, canonical):
    move = GAME.parse(fresh(variant, lang), "ann", text)
    assert move.text == canonical


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("variant", ["primarky", "kancler"])
def test_every_move_as_the_rules_word_it_reads_as_that_move_by_the_reader(lang, variant):
    # parse() takes these words from a table without the reader (a turn mail checks its
    # examples so): each must be what the reader itself makes of them, in either game language
    from rules.game1926 import parse
    from rules.game1926.tables import TABLES

    state = fresh(variant, lang)
    for move in TABLES[variant].moves.values():
        for words_lang in ("cs", "en"):
            words = GAME.describe(state, move, words_lang)
            assert parse.read(variant, lang, words) == move, words
            assert GAME.parse(state, "ann", words) == move, words


# (game language, variant, what the player wrote, the error, words the message must contain)
ERRORS = [
    ("en", "primarky", "", InvalidCommand, ["large Praha"]),
    ("cs", "kancler", "   ", InvalidCommand, ["velká v Českých zemích"]),
    ("en", "primarky", "praha", InvalidCommand, ["large, medium or small"]),
    ("cs", "primarky", "do Prahy", InvalidCommand, ["velkou, střední nebo malou"]),
    ("en", "primarky", "large", InvalidCommand, ["Which region"]),
    ("en", "primarky", "large prahss", InvalidCommand, ["prahss", "Praha"]),
    ("cs", "primarky", "velkou do Brmnna", InvalidCommand, ["brmnna", "Brno"]),
    # two letters off a short name are too large a share of it: suggested, not read
    ("cs", "primarky", "velkou do Brnnoo", InvalidCommand, ["brnnoo", "Brno"]),
    # one letter off two regions' names: the player is asked, never guessed for
    ("cs", "primarky", "velkou do Karlove", InvalidCommand, ["Hradec Králové", "Karlsbad"]),
    ("en", "primarky", "large xyzzy", InvalidCommand, ["xyzzy"]),
    ("en", "primarky", "large Chorvatsko", InvalidCommand, ["Chorvatsko", "not on this map"]),
    ("cs", "kancler", "velkou do Prahy", InvalidCommand, ["Praha", "Kancléř"]),
    ("en", "primarky", "large praha please", InvalidCommand, ["please"]),
    ("cs", "primarky", "jak se můžu přidat ke hře?", InvalidCommand, ["nevyčtu tah"]),
    ("en", "primarky", "into Brmmo", InvalidCommand, ["cannot read", "Brno"]),
]


@pytest.mark.parametrize(("lang", "variant", "text", "error", "words"), ERRORS)
def test_unreadable_input_is_an_error_that_says_what_is_missing(lang, variant, text, error, words):
    with pytest.raises(error) as caught:
        GAME.parse(fresh(variant, lang), "ann", text)
    for word in words:
        assert word in str(caught.value)


# (game language, variant, what the player wrote, the candidate moves)
AMBIGUOUS = [
    ("en", "primarky", "large k", {"large karlsbad", "large kladsko", "large hradec-kralove"}),
    (
        "cs",
        "kancler",
        "velkou zemí",
        {"large ceske-zeme", "large rakouske-zeme", "large alpske-zeme"},
    ),
    ("en", "primarky", "large praha brno", {"large praha", "large brno"}),
    ("en", "primarky", "large small praha", {"large praha", "small praha"}),
    ("en", "primarky", "l s praha", {"large praha", "small praha"}),
    ("cs", "kancler", "malou s", {"small slovinsko", "small sedmihradsko"}),
]


@pytest.mark.parametrize(("lang", "variant", "text", "candidates"), AMBIGUOUS)
def test_ambiguous_input_lists_the_candidate_moves(lang, variant, text, candidates):
    with pytest.raises(AmbiguousCommand) as caught:
        GAME.parse(fresh(variant, lang), "ann", text)
    assert set(caught.value.candidates) == candidates


def test_understood_but_illegal_input_says_why():
    state = GAME.new_game(PLAYERS, {"lang": "cs"})
    with pytest.raises(IllegalMove, match="Nejsi na tahu"):
        GAME.parse(state, "bob", "velkou do Prahy")


def test_messages_follow_the_game_language():
    for lang, word in (("en", "Which pyramid"), ("cs", "Jakou pyramidku")):
        with pytest.raises(InvalidCommand, match=word):
            GAME.parse(fresh(lang=lang), "ann", "praha")


@given(st.text(max_size=40))
def test_any_text_either_parses_to_a_legal_move_or_raises_a_rules_error(text):
    state = fresh()
    try:
        move = GAME.parse(state, "ann", text)
    except RulesError:
        return
    # a resignation is the one move legal_moves does not list (it is not a placement)
    assert move in GAME.legal_moves(state, "ann") or move.text == "resign"
