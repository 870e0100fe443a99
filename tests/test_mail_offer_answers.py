"""Answers to trade offers in words, in live WesternPoly games (tests/mail/review10_offer_
classes.py): an offer named by its maker, an ordinal or "both"; every answering clause played;
the one offer answered with its maker's name, its price or a deal's idiom; a signature under a
message."""

from __future__ import annotations

import pytest

from functions.mail.commands import CommandKind, parse_commands
from functions.mailroom.offer_answers import OpenOffer, offer_idiom, read_answers
from tests.mail.reading_classes import play
from tests.mail.review10_offer_classes import (
    BUY_PASS_OWN_WORDS,
    FIELD_COMMON_WORD,
    GREETING_NAME_PICKS_OFFER,
    GREETING_NAMES_NO_OFFER,
    HALF_ANSWERS,
    KEYWORD_IN_SENTENCE,
    NO_THEN_BUY,
    OFFER_AND_PURCHASE_ANY_MAIL,
    OFFER_AND_PURCHASE_CLAUSES,
    OFFER_BY_ITS_PRICE,
    OFFER_BY_MAKER,
    OFFER_IDIOM_ANSWERS_OFFER,
    OFFER_IDIOM_TO_TURN_MAIL,
    OFFER_OWN_WORDS,
    ONE_OFFER_WORDS,
    ORDER_WRITTEN,
    OTHER_FIELD_NAMED,
    PURCHASE_OWN_WORDS,
    SAY_SIGNATURE,
    SELL_OR_KEEP,
    SUBJECT_MOVE,
    TURN_CS,
    YES_AND_NUMBER,
    YES_AND_NUMBER_ASKED,
)


def _both(tmp_path, line, control, lang, position):
    (tmp_path / "member").mkdir()
    (tmp_path / "control").mkdir()
    got = play(tmp_path / "member", "westernpoly", lang, line, position)
    want = play(tmp_path / "control", "westernpoly", lang, control, position)
    return got, want


@pytest.mark.parametrize("line,control,lang,position",
                         OFFER_BY_MAKER + HALF_ANSWERS + ONE_OFFER_WORDS
                         + GREETING_NAMES_NO_OFFER + OFFER_IDIOM_ANSWERS_OFFER
                         + OFFER_IDIOM_TO_TURN_MAIL + OFFER_AND_PURCHASE_CLAUSES
                         + OFFER_OWN_WORDS + NO_THEN_BUY)
def test_an_offer_answered_in_words_is_answered_as_by_its_number(line, control, lang,
                                                                 position, tmp_path):
    got, want = _both(tmp_path, line, control, lang, position)
    assert want.moves  # the control answers every offer it names
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)


@pytest.mark.parametrize("line,control,lang,position",
                         PURCHASE_OWN_WORDS + GREETING_NAME_PICKS_OFFER + KEYWORD_IN_SENTENCE
                         + ORDER_WRITTEN)
def test_own_words_are_read_as_the_moves_they_say(line, control, lang, position, tmp_path):
    # the controls of two offers and no name are an ask-back, refused: no move
    got, want = _both(tmp_path, line, control, lang, position)
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)


@pytest.mark.parametrize("line,field,lang,position", OTHER_FIELD_NAMED)
def test_a_field_named_that_is_not_the_one_waiting_is_refused_with_the_one_that_is(
        line, field, lang, position, tmp_path):
    got = play(tmp_path, "westernpoly", lang, line, position)
    waiting = {"cs": "Chatrč U Hnědáka", "en": "Shack U Hnědáka"}[lang]
    assert (got.action, got.moves) == ("refused", ())
    assert waiting in got.text and field in got.text


def test_the_postscripts_keyword_changes_the_setting_beside_the_move(tmp_path):
    got = play(tmp_path, "westernpoly", "cs", "koupit\nPS: a pošli mi POTVRZENÍ VYP", TURN_CS)
    assert got.moves[0] == "buy" and "settings_changed" in got.kinds[0]


@pytest.mark.parametrize("body", ["a pošli mi zpět", "Pošli mi ano"])
def test_a_keyword_in_a_sentence_needs_capitals_and_never_answers(body):
    assert [c.kind for c in parse_commands(body, "Jakub")] == [CommandKind.GAME]


def test_what_the_service_sends_is_asked_for_in_small_letters_too():
    # "a pošli mi stav" asks for the board (issue 42: the request was taken for chatter)
    assert [c.kind for c in parse_commands("a pošli mi stav", "Jakub")] == [CommandKind.BOARD]


def test_giving_up_in_a_postscript_only_asks_for_the_confirmation():
    """"ps: a vzdávám se" was a game line; since conv20 leaving said in a clause asks for the
    resignation's confirmation (a RESIGN without its code), which resigns nothing by itself."""
    (command,) = parse_commands("ps: a vzdávám se", "Jakub")
    assert command.kind is CommandKind.RESIGN and not command.argument


@pytest.mark.parametrize("body,message,sender", SAY_SIGNATURE)
def test_a_signature_under_a_message_is_no_part_of_it(body, message, sender):
    commands = parse_commands(body, sender)
    assert [(c.kind, c.argument) for c in commands] == [(CommandKind.SAY, message)]


TWO = [OpenOffer(1, "Tomáš Král", frozenset({500})), OpenOffer(2, "Petr Novák", frozenset({800}))]


@pytest.mark.parametrize("line", ["Tomáši ano, Tomáši ne", "Beru tu od Petra. Ne, Petrovi ne."])
def test_an_offer_said_yes_and_no_to_is_asked_back(line):
    found = read_answers(line, TWO, "cs")
    assert found is not None and not any(m.startswith(("accept", "decline"))
                                         for m in found.moves)


@pytest.mark.parametrize("line", ["přijímám 1", "koupit", "Beru, díky", "Ahoj Pavle, jak je?",
                                  "Ne, díky, Kurz si nechám"])
def test_a_line_naming_no_offer_in_words_is_left_to_the_game(line):
    assert read_answers(line, TWO, "cs") is None


def test_an_offer_at_another_price_is_asked_back():
    found = read_answers("Tome, beru ji za 700", TWO[:1], "cs")
    assert found is not None and found.moves == ("přijímám 1 nebo odmítám",)


def test_a_try_at_a_move_beside_an_offer_answer_is_refused_not_raised(tmp_path):
    # "for 700" is neither the offer's $500 nor the field's price: a near try, which
    # _no_purchase_answer once fed to zip(strict=True) with no moves (a ValueError)
    got = play(tmp_path, "westernpoly", "en", "Okay, I'll take it for 700.", "offered_buying")
    assert (got.action, got.moves) == ("refused", ())


@pytest.mark.parametrize("line,said", [("Jo, ale nechám to být", "ask"), ("Dohodnuto, ne", "ask"),
                                       ("Nechám to být, kupuju", ""), ("Hezký den", "")])
def test_an_idiom_beside_its_opposite_or_a_move_is_no_answer_alone(line, said):
    assert offer_idiom(line, "cs", frozenset({"kupuju"})) == said


def test_an_idiom_said_both_ways_is_asked_back_in_a_live_game(tmp_path):
    got = play(tmp_path, "westernpoly", "cs", "Jo i ne, nechám to být", "offered_buying")
    assert (got.action, got.moves) == ("refused", ())


# --- a newcomer's whole games by mail (rep13b) ------------------------------------------------
@pytest.mark.parametrize("line,control,lang,position",
                         YES_AND_NUMBER + BUY_PASS_OWN_WORDS + FIELD_COMMON_WORD
                         + OFFER_AND_PURCHASE_ANY_MAIL)
def test_a_newcomers_words_are_read_as_the_moves_they_say(line, control, lang, position,
                                                          tmp_path):
    got, want = _both(tmp_path, line, control, lang, position)
    assert want.moves  # the control is a move of now
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)


@pytest.mark.parametrize("body,quoted,reason,lang,position", YES_AND_NUMBER_ASKED)
def test_a_yes_word_is_never_played_beside_a_numbered_answer_that_fails(
        body, quoted, reason, lang, position, tmp_path):
    got = play(tmp_path, "westernpoly", lang, body, position)
    assert (got.action, got.moves) == ("refused", ())
    assert quoted in got.text and reason in got.text
    assert "accept" not in got.text if lang == "cs" else True  # never our English in Czech


@pytest.mark.parametrize("lang,words", [
    ("cs", "nevím, na kterou nabídku odpovídáš: máš otevřené nabídky 1 a 2."),  # after a colon
    ("en", "I can't tell which offer you are answering: offers 1 and 2 are open to you.")])
def test_an_answer_to_two_offers_naming_neither_is_asked_back_in_a_sentence(lang, words,
                                                                            tmp_path):
    got = play(tmp_path, "westernpoly", lang, {"cs": "Ne, díky.", "en": "No thanks."}[lang],
               "offered_two")
    assert (got.action, got.moves) == ("refused", ())
    assert words in got.text and "nebo odmítám" not in got.text and "or decline“" not in got.text


# --- review 10's offers for the player's own field (rep14b) ------------------------------------
@pytest.mark.parametrize("line,control,lang,position", SELL_OR_KEEP + OFFER_BY_ITS_PRICE)
def test_an_offer_for_the_players_field_is_answered_by_selling_keeping_or_its_price(
        line, control, lang, position, tmp_path):
    got, want = _both(tmp_path, line, control, lang, position)
    assert want.moves  # the control answers the offer
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)


@pytest.mark.parametrize("game,lang,body,subject,control", SUBJECT_MOVE)
def test_a_move_after_a_dash_in_the_subject_is_played_when_the_body_holds_none(
        game, lang, body, subject, control, tmp_path):
    (tmp_path / "member").mkdir()
    (tmp_path / "control").mkdir()
    got = play(tmp_path / "member", game, lang, body, subject=subject)
    want = play(tmp_path / "control", game, lang, control)
    assert want.moves  # the control is a move of now
    assert (got.action, got.moves) == (want.action, want.moves)


def test_a_number_in_the_subject_that_is_no_option_plays_nothing(tmp_path):
    got = play(tmp_path, "goofspiel", "cs", "Odesláno z iPhonu", subject="Re: {subject} - 99")
    assert got.moves == ()
