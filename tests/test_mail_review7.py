"""Review 7's misreads as classes in live games (tests/mail/review7_classes.py): a yes or no
beside an explicit offer answer answers that offer, never the waiting purchase; the subject
of a reply made of ours (the game's title too) is never read as a move; talk alone is no
unknown command, and a sale inside a sentence of dismay pays a debt."""

from __future__ import annotations

import pytest

from functions.mailroom.invitation import answer_of
from functions.mailroom.reading import read_line
from tests.mail.reading_classes import Sentence, play, read_exactly
from tests.mail.review7_classes import (
    ANSWER_BESIDE,
    CANNOT_REFUSE,
    CHATTER_ONLY,
    DEBT_SENTENCE,
    GREETED_OFFER,
    HEDGED_INVITATION,
    OFFER_REMARK,
    OUR_SUBJECT,
    OWN_SUBJECT,
    UNREAD_TRY,
)
from tests.test_westernpoly_debts import TOM, _in_debt
from tests.test_westernpoly_debts import G as DEBTS

PLAIN_SUBJECT = "Re: ahoj"  # the control: the same body under a subject of no game word


@pytest.mark.parametrize("line,control,lang", ANSWER_BESIDE)
def test_a_yes_or_no_beside_an_offer_answer_answers_the_offer(line, control, lang, tmp_path):
    member = Sentence("answer_beside", "westernpoly", line, control, lang,
                      position="offered_turn")
    runs = iter(range(2))

    def controls(game, lang_, body, position):
        return play(tmp_path / f"control{next(runs)}", game, lang_, body, position)

    (tmp_path / "member").mkdir()
    assert read_exactly(tmp_path / "member", member, "westernpoly", controls) == ""


def _dir(tmp_path, name):
    (tmp_path / name).mkdir()
    return tmp_path / name


@pytest.mark.parametrize("game,lang,title,subject,body", OUR_SUBJECT)
def test_our_subject_is_never_read_as_a_move(game, lang, title, subject, body, tmp_path):
    got = play(_dir(tmp_path, "member"), game, lang, body, title=title, subject=subject)
    want = play(_dir(tmp_path, "control"), game, lang, body, title=title,
                subject=PLAIN_SUBJECT)
    assert got.moves == ()
    assert (got.action, got.kinds) == (want.action, want.kinds)


@pytest.mark.parametrize("game,lang,title,subject,move", OWN_SUBJECT)
def test_a_subject_in_the_players_words_is_read(game, lang, title, subject, move, tmp_path):
    got = play(_dir(tmp_path, "member"), game, lang, "", title=title, subject=subject)
    want = play(_dir(tmp_path, "control"), game, lang, move, title=title)
    assert (got.action, got.moves) == (want.action, want.moves)
    assert got.moves


CONTROL_CHATTER = {"cs": "Díky!", "en": "Thanks!"}


@pytest.mark.parametrize("game,lang,body", CHATTER_ONLY)
def test_a_mail_of_talk_alone_gets_the_board_and_no_refusal(game, lang, body, tmp_path):
    got = play(_dir(tmp_path, "member"), game, lang, body)
    want = play(_dir(tmp_path, "control"), game, lang, CONTROL_CHATTER[lang])
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)
    assert not any(w in got.text for w in ("neznám", "Nemyslíš", "unknown command", "did you"))


@pytest.mark.parametrize("game,lang,body", UNREAD_TRY)
def test_a_sentence_of_game_words_read_as_no_move_is_answered_with_why(game, lang, body,
                                                                      tmp_path):
    got = play(_dir(tmp_path, "member"), game, lang, body)
    talk = play(_dir(tmp_path, "control"), game, lang, CONTROL_CHATTER[lang])
    assert talk.action == "answered"  # talk alone: the board, nothing refused
    assert got.action in ("played", "refused"), (got.action, got.text)


@pytest.mark.parametrize("line,control", CANNOT_REFUSE)
def test_a_verb_that_cannot_be_done_is_no_command(line, control, tmp_path):
    got = play(_dir(tmp_path, "member"), "westernpoly", "cs", line, "offered")
    want = play(_dir(tmp_path, "control"), "westernpoly", "cs", control, "offered")
    assert (got.action, got.moves) == (want.action, want.moves) == ("played", ("accept 1",))


@pytest.mark.parametrize("line,move", DEBT_SENTENCE)
def test_a_sale_inside_a_sentence_of_dismay_pays_a_debt(line, move):
    state = _in_debt(owns=(1, 3, 6, 11, 12, 14, 15))
    found = read_line(line, lambda text: DEBTS.parse(state, TOM, text), DEBTS.lexicon(state))
    assert found.moves == (move,)


@pytest.mark.parametrize("reply,said", HEDGED_INVITATION)
def test_an_invitation_is_answered_by_its_decisive_clause(reply, said):
    assert answer_of(reply) == said


@pytest.mark.parametrize("body,control,lang", GREETED_OFFER)
def test_you_in_an_offer_under_a_greeting_is_the_player_greeted(body, control, lang, tmp_path):
    member = Sentence("greeted_offer", "westernpoly", body, control, lang,
                      position="owner|Tomáš Dvořák,Lucie Malá")
    runs = iter(range(2))

    def controls(game, lang_, text, position):
        return play(tmp_path / f"control{next(runs)}", game, lang_, text, position)

    assert read_exactly(_dir(tmp_path, "member"), member, "westernpoly", controls) == ""


def test_the_example_of_whom_to_offer_to_never_names_the_reader(tmp_path):
    got = play(_dir(tmp_path, "member"), "westernpoly", "cs",
               "Ahoj všichni,\nnabízím ti Modrou podkovu za 2500 $",
               "owner|Tomáš Dvořák,Lucie Malá")
    assert "nešlo provést:\nkomu to nabízíš?" in got.text and "„nabídka Tomášovi: dávám …“" in got.text


@pytest.mark.parametrize("line,control,lang", OFFER_REMARK)
def test_a_name_or_remark_beside_the_offers_yes_or_no(line, control, lang, tmp_path):
    member = Sentence("offer_remark", "westernpoly", line, control, lang,
                      position="offered_buying")
    runs = iter(range(2))

    def controls(game, lang_, text, position):
        return play(tmp_path / f"control{next(runs)}", game, lang_, text, position)

    assert read_exactly(_dir(tmp_path, "member"), member, "westernpoly", controls) == ""
