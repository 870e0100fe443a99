"""What a player means, as the third review of issue 41 found it misread: an amount is never
dropped from an offer, the last intention of a mail wins, a supposition is no move, a pointer
under a quoted menu line picks it, a move may stand in the subject, format characters are not
read (the live-game members of these classes are in tests/mail/reading_classes.py)."""

from __future__ import annotations

import pytest

import rules
from functions.mail.reply_text import reply_text
from functions.mailroom.incoming import _subject_words
from functions.mailroom.reading import read_line
from rules import CHANCE
from rules.czech_names import case_forms
from rules.text import fold
from rules.westernpoly.state import ACT


def _read(game, state, player, line):
    found = read_line(line, lambda text: game.parse(state, player, text), game.lexicon(state))
    return found, [game.parse(state, player, text).text for text in found.commands
                   if found.kind != "near"]


def _owner():
    """WesternPoly: Jakub owns Kaktusová pálenka (11), Bob the Train (12)."""
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Bob Novák"], {"lang": "cs"})
    owner = list(state.owner)
    owner[11], owner[12] = 0, 1
    return game, state._replace(owner=tuple(owner))


def _purchase(lang="cs"):
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Ann"], {"lang": lang})
    return game, state._replace(phase=ACT, landed=1, buy_pending=True, pos=(1, 0))


@pytest.mark.parametrize("line", [
    "nabídka Bob dávám 11 za hromadu dolarů",
    "nabídka Bob dávám 11 za spoustu peněz",
    "Nabízím Bobovi kaktus za hodně peněz",
    "nabídka Bob dávám 11 za pět švestek",
])
def test_an_offer_whose_amount_cannot_be_read_is_refused_not_made_without_it(line):
    game, state = _owner()
    found, moves = _read(game, state, "Jakub", line)
    assert moves == []  # never "offer Bob Novák give 11 get nothing"
    assert found.kind == "near"  # answered with the reason
    with pytest.raises(rules.RulesError):
        game.parse(state, "Jakub", found.commands[0])


@pytest.mark.parametrize("line,offer", [
    ("nabídka Bobovi dávám 11 za 5 tisíc dolarů", "offer Bob Novák give 11 get $5000"),
    ("Nabízím Novákovi Kaktusovou pálenku za 5000,- Kč.", "offer Bob Novák give 11 get $5000"),
    ("offer Bob give 11 get 5k bucks", "offer Bob Novák give 11 get $5000"),
])
def test_an_offer_names_its_money_and_its_player_as_people_write_them(line, offer):
    game, state = _owner()
    assert _read(game, state, "Jakub", line)[1] == [offer]


@pytest.mark.parametrize("line,move", [
    ("koupit, vlastně ne", "pass"),
    ("koupit... ne, počkej, nekupovat", "pass"),
    ("nekupovat, počkej, vlastně koupit", "buy"),
    ("Koupil bych to, ale nemám na to.", "pass"),
    ("Kdybych měl víc peněz, koupil bych to. Takhle ne.", "pass"),
    ("Ne že bych to nechtěl – kupuju.", "buy"),
    ("Koupil bych to.", "buy"),
    ("I would buy it, but I can't afford it. So no.", "pass"),
])
def test_the_last_intention_wins_and_a_supposition_is_no_move(line, move):
    game, state = _purchase()
    assert _read(game, state, "Jakub", line)[1] == [move]


@pytest.mark.parametrize("line", ["velkou do Prahy, vlastně ne", "large Praha, no wait"])
def test_a_move_taken_back_is_not_played(line):
    game = rules.get("1926")
    state = game.new_game(["Jakub", "Ann", "Bob"], {})
    assert _read(game, state, game.to_move(state), line)[1] == []


def test_a_pointer_under_a_quoted_menu_line_picks_it():
    body = "> Tvoje možnosti:\n> 1. koupit Kurz střelby za 4 000 $\n> 2. nekupovat\n\ntohle"
    assert reply_text(body) == "2"  # the line right above the pointer
    assert reply_text("> 1. koupit Kurz střelby za 4 000 $\n\nthis one") == "1"
    assert reply_text("> Jak se máš?\n\ntohle") == "tohle"  # no menu line: words as written


@pytest.mark.parametrize("subject,said", [
    ("Re: Jsi na tahu: Karty, kolo 1 - přihazuji 6", "přihazuji 6"),
    ("Odp: Re: Your move: Cards, round 2 – bid 4", "bid 4"),
    ("Re: Jsi na tahu: Karty, kolo 1", ""),
    ("velká Praha", "velká Praha"),
])
def test_what_the_player_wrote_in_a_subject(subject, said):
    assert _subject_words(subject) == said


def test_names_in_every_case_and_format_characters_unread():
    assert {"Janě", "Dvořákové", "Janu", "Janě Dvořákové"} <= case_forms("Jana Dvořáková")
    assert "Tomášovi" in case_forms("Tomáš Král")
    assert fold("vel\u00adkou do Pra\u200bhy") == "velkou do prahy"
    assert fold("６") == "６"  # a full-width digit stays no digit (rules.numbers)


def test_oh_hell_bid_of_nothing_as_a_refusal():
    game = rules.get("ohhell")
    state = game.new_game(["Jakub", "Bob", "Cid"], {"hands": "1", "lang": "cs"})
    state = game.apply(state, CHANCE, game.parse(state, CHANCE, "dealer Cid"))
    for card in ("9S", "7D", "8C", "2C"):
        state = game.apply(state, CHANCE, game.parse(state, CHANCE, f"deal {card}"))
    assert game.to_move(state) == "Jakub"
    assert _read(game, state, "Jakub", "Nevezmu ani jeden zdvih.")[1] == ["bid 0"]


@pytest.mark.parametrize("line,move", [
    ("Koupit? Jasně že jo.", "buy"),
    ("Koupit? Jasně že ne.", "pass"),
    ("Buy? Sure, why not.", "buy"),
    ("Should I buy it? Yes.", "buy"),
    ("Is it worth it? Nah.", "pass"),
])
def test_a_question_answered_on_its_line_is_the_answer(line, move):
    game, state = _purchase()
    assert _read(game, state, "Jakub", line)[1] == [move]


def test_a_question_alone_is_still_no_move():
    game, state = _purchase()
    assert _read(game, state, "Jakub", "Kolik to stojí? Hmm.")[1] == []


@pytest.mark.parametrize("line,lang,move", [
    ("To druhé pole od tebe nevezmu, kupuju tohle.", "cs", "buy"),
    ("Jiné pole nechci, tohle beru.", "cs", "buy"),
    ("I won't take that other field from you, I'm buying this one.", "en", "buy"),
    ("Tome, tu Chatrč ti nevezmu. Tohle kupuju.", "cs", "buy"),
    ("Petrovi to nevezmu, ale tohle beru.", "cs", "buy"),
    ("Nevezmu to.", "cs", "pass"),
    ("Nekoupím ji.", "cs", "pass"),
])
def test_a_no_to_another_thing_is_no_answer_to_the_purchase(line, lang, move):
    game, state = _purchase(lang)
    assert _read(game, state, "Jakub", line)[1] == [move]


@pytest.mark.parametrize("line", ["Cheers, but no thanks.", "Thanks, but no.", "Díky, ale ne."])
def test_thanks_that_turn_to_a_no_leave_the_field(line):
    game, state = _purchase("en")
    assert _read(game, state, "Jakub", line)[1] == ["pass"]


@pytest.mark.parametrize("line,move", [
    ("V Praze zatím nic není, dám tam velkou", "large praha"),
    ("Brno is empty, I will put a small one there", "small brno"),
])
def test_there_is_the_place_named_before_it(line, move):
    game = rules.get("1926")
    state = game.new_game(["Jakub", "Ann", "Bob"], {"lang": "cs"})
    assert _read(game, state, "Jakub", line)[1] == [move]


def test_there_with_no_place_before_it_is_chatter():
    game = rules.get("1926")
    state = game.new_game(["Jakub", "Ann", "Bob"], {"lang": "cs"})
    assert _read(game, state, "Jakub", "V Praze je hezky, byl jsem tam")[1] == []
