"""A question in the player's own words about their game is answered from the game's own data
(ask38, issue 42: "kolik mi vynáší Modrá podkova" got the reader's money, "Kolik stojí Modrá
podkova?" and "Kdo vyhrál minulé kolo?" got "I can't answer that", "Kdo hraje?" got whose
turn it is, "malou do Olomouce, kolik mi pak zbyde?" was not played).

Class: a question of the reader's game said in everyday words rather than the game's terms (a
field's rent as what it brings its owner or what a visitor landing on it pays; what a field
costs; who plays the game; who took the last round; what is left after a move said beside
the question) gets a wrong, partial or no answer. The answer comes from the rules' data
(rents and prices from the board, the players from the table, the round from the reader's
view, the pyramids after the move played). Members are written as players write them (Czech
with and without diacritics, English); the held-out ones (HELD_OUT, HELD_OUT_LAST_ROUND) were
kept aside while the answers were built and measured last: 2 of 12 were answered before (two
rents asked with "zaplatí", "platit"), 12 of 12 after. In each game Tom Hanks, Petr Novák and
Jana Nováková play.
"""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_questions_answered_whole import ADDRESS, NAMES, _ask, _top, answered_whole

from bench.mail_follow import text_of
from functions.service import PlayerSpec
from rules.westernpoly.board import FIELDS
from rules.westernpoly.words import money


def _rent(proper: str, lang: str) -> tuple[str, str]:
    """The words an answer of a property's rent says: its name and its base rent."""
    (field,) = [f for f in FIELDS if f.proper == proper]
    return proper, money(field.rents[0], lang)


def _price(proper: str, lang: str) -> tuple[str, str]:
    """The words an answer of a property's price says: its name and its price."""
    (field,) = [f for f in FIELDS if f.proper == proper]
    return proper, money(field.price, lang)


# (game, language, who writes, the mail, what the top of its answer says; "played": the move
# was played as well)
MEMBERS = [
    ("westernpoly", "cs", "petr", "Kolik mi vynáší Modrá podkova?", _rent("Modrá podkova", "cs")),
    ("westernpoly", "cs", "jana", "Kolik bych dostal, kdyby mi Tom stoupl na Zlatý důl?",
     _rent("Zlatý důl", "cs")),
    ("westernpoly", "cs", "jana", "kolik vydelava Dymka miru?", _rent("Dýmka míru", "cs")),
    ("westernpoly", "en", "jana", "What does Whisky Joe bring in?", _rent("Whisky Joe", "en")),
    ("westernpoly", "cs", "petr", "Co mi hodí Winchester, když na něj někdo šlápne?",
     _rent("Winchester", "cs")),
    ("westernpoly", "en", "petr", "what do I earn when someone lands on Poslední míle?",
     _rent("Poslední míle", "en")),
    ("westernpoly", "cs", "petr", "kdo mi stoupne na Nocležnu U Kojota, kolik zaplatí?",
     _rent("U Kojota", "cs")),
    # what a field costs to buy (was "I can't answer that")
    ("westernpoly", "cs", "petr", "Kolik stojí Modrá podkova?", _price("Modrá podkova", "cs")),
    ("westernpoly", "en", "jana", "How much is Whisky Joe?", _price("Whisky Joe", "en")),
    # who plays the game, not whose turn it is
    ("westernpoly", "cs", "petr", "Kdo hraje?", ("Hraješ s Tomem Hanksem a Janou Novákovou",)),
    ("westernpoly", "en", "petr", "Who's playing?", ("You play with Tom Hanks and Jana",)),
    ("1926", "cs", "jana", "kdo vsechno hraje tuhle hru?", ("Tomem Hanksem a Petrem Novákem",)),
    # a move said outright, what is left after it asked in the future: played, answered after
    ("1926", "cs", "tom", "malou do Olomouce, kolik mi pak zbyde?",
     ("played", "Zbývají ti 3 velké, 3 střední a 2 malé")),
    ("1926", "cs", "tom", "velkou do Prahy, kolik mi potom zůstane?",
     ("played", "Zbývají ti 2 velké, 3 střední a 3 malé")),
    ("1926", "en", "tom", "small in Brno, how many will I have left after that?",
     ("played", "You have 3 large, 3 medium and 2 small")),
]
HELD_OUT = [
    ("westernpoly", "cs", "petr", "Kolik by mi vynesla Železná pokladna?",
     _rent("Železná pokladna", "cs")),
    ("westernpoly", "en", "jana", "If Tom lands on my Rezavá ostruha, how much does he owe me?",
     _rent("Rezavá ostruha", "en")),
    ("westernpoly", "cs", "tom", "kolik zaplati kdo vleze na Stribrnou prezku",
     _rent("Stříbrná přezka", "cs")),
    ("westernpoly", "cs", "jana", "Kolik mi bude platit Petr, když skončí na Koženém sedle?",
     _rent("Kožené sedlo", "cs")),
    ("westernpoly", "cs", "tom", "za kolik se da koupit Mustang?", _price("Mustang", "cs")),
    ("westernpoly", "en", "petr", "what's the price of Poslední míle?",
     _price("Poslední míle", "en")),
    ("goofspiel", "cs", "tom", "S kým vlastně hraju?", ("Petrem Novákem a Janou Novákovou",)),
    ("westernpoly", "en", "jana", "Who else is in this game?", ("Tom Hanks and Petr Novák",)),
    ("1926", "cs", "tom", "stredni do Brna, kolik mi pak zbude?",
     ("played", "Zbývají ti 3 velké, 2 střední a 3 malé")),
    ("1926", "en", "tom", "medium in Praha, what do I have left then?",
     ("played", "3 large, 2 medium and 3 small")),
]
# who took the last Goofspiel round, asked by Petr after a round he took (bids 5, 9, 2)
LAST_ROUND = [("cs", "Kdo vyhrál minulé kolo?", "Minulé kolo (cena {prize}) je tvoje"),
              ("en", "Who won the last round?", "You took the last round (prize {prize})")]
HELD_OUT_LAST_ROUND = [("cs", "Kdo bral poslední cenu?", "Minulé kolo (cena {prize}) je tvoje"),
                       ("en", "who took the previous prize?", "You took the last round")]


@pytest.mark.parametrize("game,lang,who,body,said", MEMBERS)
def test_a_question_in_own_words_is_answered_from_the_game(game, lang, who, body, said):
    assert answered_whole(lang, who, body, said, game), _ask(lang, who, body, game)


@pytest.mark.parametrize("game,lang,who,body,said", HELD_OUT)
def test_held_out_a_question_in_own_words_is_answered_from_the_game(game, lang, who, body,
                                                                     said):
    assert answered_whole(lang, who, body, said, game), _ask(lang, who, body, game)


def _after_a_round(lang: str, question: str) -> tuple[str, int]:
    """The top of Petr's answer to `question` after a Goofspiel round he took, and its prize."""
    players = [PlayerSpec(NAMES[a], a, lang) for a in (ANN, BOB, CID)]
    with open_table(players=players, rules_id="goofspiel") as table:
        prize = table.service.view(table.game.id).rules.view(
            table.service.view(table.game.id).state, NAMES[BOB])["prize"]
        for address, bid in ((ANN, "5"), (BOB, "9"), (CID, "2")):
            assert table.reply(address, bid).action == "played"
        before = len(table.outbox.sent)
        table.reply(ADDRESS["petr"], question)
        (text,) = [text_of(m) for m in table.outbox.sent[before:]
                   if str(m["To"]).endswith(f"<{ADDRESS['petr']}>")]
    return _top(text), prize


@pytest.mark.parametrize("lang,question,said", LAST_ROUND)
def test_who_took_the_last_round_is_told(lang, question, said):
    top, prize = _after_a_round(lang, question)
    # (an answer after the greeting goes on in lower case)
    assert said.format(prize=prize).lower() in top.lower() and "Petr Novák 9" in top, top


@pytest.mark.parametrize("lang,question,said", HELD_OUT_LAST_ROUND)
def test_held_out_who_took_the_last_round_is_told(lang, question, said):
    top, prize = _after_a_round(lang, question)
    assert said.format(prize=prize).lower() in top.lower(), top


def test_no_round_played_yet_is_said_so():
    _, texts = _ask("cs", "petr", "Kdo vyhrál minulé kolo?", "goofspiel")
    (text,) = texts
    assert "zatím se žádné kolo nedohrálo." in _top(text).lower(), text


@pytest.mark.parametrize("lang,body,said", [
    ("cs", "Kdo teď hraje?", "Na tahu je teď Tom Hanks"),
    ("en", "Who plays now?", "Tom Hanks is to move now"),
])
def test_who_plays_now_is_still_whose_turn_it_is(lang, body, said):
    _, texts = _ask(lang, "jana", body)
    (text,) = texts
    assert said.lower() in _top(text).lower(), text


@pytest.mark.parametrize("lang,who,body,field", [
    # "vlastním" read as a case of "Vlak": the Train's rent told beside the field asked of
    ("cs", "jana", "Kdo mi stoupne na Nocležnu U Kojota, kterou vlastním, kolik mi zaplatí?",
     "U Kojota"),
    ("cs", "petr", "Kolik mi vynáší Modrá podkova, co ji vlastním?", "Modrá podkova"),
])
def test_a_word_like_a_fields_name_is_not_that_field(lang, who, body, field):
    _, texts = _ask(lang, who, body)
    (text,) = texts
    top = _top(text)
    assert all(words in top for words in _rent(field, lang)) and "Vlak" not in top, text
