"""Replies a newcomer wrote that we misread (issue 41, round 13): an offer in a sentence, a
bare yes to two questions, a menu number in a sentence, an absence in sentences, a lead-in
before a colon, an invitation answered with a negation, words after the end, replies that got
no answer (tests/mail/rep20_classes.py), played through live games."""

from __future__ import annotations

import re

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import SECRET, SETTINGS, _reply, _to
from functions.mail.commands import CommandKind, parse_commands
from functions.mailroom import incoming
from functions.mailroom.answers import ANSWERS_PER_HOUR
from functions.mailroom.invitation import answer_of
from functions.service import PlayerSpec
from tests.mail.reading_classes import play
from tests.mail.rep20_classes import (
    ASKED,
    AWAY,
    BACK,
    INVITATIONS,
    LEADS,
    MENUS,
    NOT_HIS,
    NOT_HIS_WHY,
    OFFERS,
    POST_GAME,
    YESES,
)
from tests.test_mail_own_terms import finished_table


@pytest.mark.parametrize(("cls", "lang", "body", "move"), OFFERS, ids=[m[2] for m in OFFERS])
def test_an_offer_said_in_a_sentence_is_made(cls, lang, body, move, tmp_path):
    answer = play(tmp_path, "westernpoly", lang, body, "field_sale")
    # Ann's offer of that field ($1000) is open to the writer: a price of one's own is made as
    # an offer, read as a counter-offer (hers declined first, said in the read-back, rep28);
    # one above hers is better for her than her own: hers is accepted at its price (rep32)
    price = re.search(r"give (\$\d+)", move)
    above = price is not None and int(price.group(1)[1:]) > 1000
    assert answer.moves in ((move,), ("decline 1", move)) if not above \
        else answer.moves == (f"accept 1 said {price.group(1)}",), answer.moves
    assert answer.action == "played"


@pytest.mark.parametrize(("cls", "lang", "body"), NOT_HIS, ids=[m[2] for m in NOT_HIS])
def test_an_offer_that_cannot_be_made_is_refused_with_the_reason(cls, lang, body, tmp_path):
    answer = play(tmp_path, "westernpoly", lang, body, "offered|Tomáš,Bob")
    assert answer.moves == () and answer.action == "refused"
    assert NOT_HIS_WHY in answer.text
    assert "nebyl v něm žádný tah" not in answer.text


@pytest.mark.parametrize(("cls", "lang", "body", "position", "moves"), YESES,
                         ids=[f"{m[2]}:{m[3]}" for m in YESES])
def test_a_bare_yes_to_two_questions_is_asked_back(cls, lang, body, position, moves, tmp_path):
    answer = play(tmp_path, "westernpoly", lang, body, position)
    assert answer.moves[:1] == moves[:1]
    if not moves:  # which one? nothing played, the question and both answers named
        assert answer.action == "refused"
        assert ASKED[lang] in answer.text
        assert ("přijímám 1" if lang == "cs" else "accept 1") in answer.text


@pytest.mark.parametrize(("cls", "game", "lang", "body", "position", "want"), MENUS,
                         ids=[m[3] for m in MENUS])
def test_a_menu_number_in_a_sentence_is_the_menus_option(cls, game, lang, body, position,
                                                         want, tmp_path):
    answer = play(tmp_path, game, lang, body, position)
    assert answer.action == "played", answer.text
    if isinstance(want, int):  # the option of the menu the turn mail showed
        control = play(tmp_path / "control", game, lang, str(want), position)
        assert answer.moves == control.moves
        assert answer.moves[0].startswith("play ")
    else:
        assert answer.moves[0] == want


def test_a_number_said_as_a_move_and_refused_keeps_its_reason(tmp_path):
    """Goofspiel numbers its menu by the cards: a card not held names no option."""
    answer = play(tmp_path, "goofspiel", "cs", "Dám 99, jdu na to.")
    assert answer.moves == ()


@pytest.mark.parametrize(("cls", "lang", "body"), AWAY, ids=[m[2] for m in AWAY])
def test_an_absence_begun_in_a_sentence_is_kept(cls, lang, body):
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, "en"),
               PlayerSpec("Cid Roe", CID, "en")]
    with open_table(players=players) as table:
        outcome = table.reply(BOB, body)
        assert outcome.action == "answered", outcome
        assert table.record().seat_of(BOB).away_until is not None


@pytest.mark.parametrize(("cls", "lang", "body"), BACK, ids=[m[2] for m in BACK])
def test_an_absence_ended_in_a_sentence_ends_and_the_move_beside_it_plays(cls, lang, body):
    with open_table() as table:
        mover = table.record().seat(table.record().to_move).email
        assert table.reply(mover, "AWAY 2026-03-02 2026-03-10").action == "answered"
        assert table.record().seat_of(mover).away_until is not None
        outcome = table.reply(mover, body)
        assert table.record().seat_of(mover).away_until is None, outcome
        if body.endswith("roll"):
            assert "roll" in table.log(mover)


@pytest.mark.parametrize(("cls", "lang", "body", "move"), LEADS, ids=[m[2] for m in LEADS])
def test_a_lead_in_before_a_colon_is_chatter_and_the_move_plays(cls, lang, body, move,
                                                                tmp_path):
    answer = play(tmp_path, "1926", lang, body)
    assert answer.moves == (move,)
    assert answer.action == "played"


@pytest.mark.parametrize(("cls", "text", "answer"), INVITATIONS, ids=[m[1] for m in INVITATIONS])
def test_an_invitation_answered_with_a_negation_reads_as_meant(cls, text, answer):
    assert answer_of(text) == answer


def test_a_rematch_yes_with_a_double_negative_joins_a_live_game(mail_world):
    service, postman, outbox = mail_world
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("Bob Day", BOB, "en")]
    game = service.create("goofspiel", players, "org@example.org")
    postman.deliver_pending()
    (invitation,) = [m for m in outbox.sent if _to(m) == BOB]
    outcome = incoming.handle(_reply(invitation, "I can't say no to a rematch. Count me in.", 1),
                              service=service, secret=SECRET, settings=SETTINGS)
    assert "joined" in outcome.detail
    assert service.record(game.id).seat_of(BOB).status == "joined"


@pytest.mark.parametrize(("cls", "lang", "body", "reaches", "never"), POST_GAME,
                         ids=[m[2] for m in POST_GAME])
def test_what_of_a_reply_after_the_end_travels(cls, lang, body, reaches, never):
    context, table = finished_table(lang)
    try:
        since = len(table.outbox.sent)
        table.reply(ANN, body, to=table.newest(ANN))
        to_others = {who: [text_of(m) for m in table.outbox.sent[since:] if _to(m) == who]
                     for who in (BOB, CID)}
        want = {BOB: reaches in ("table", "bob"), CID: reaches == "table"}
        assert {who: bool(got) for who, got in to_others.items()} == want, to_others
        if never:  # the signature stays home
            assert all(never not in text for got in to_others.values() for text in got)
    finally:
        context.__exit__(None, None, None)


def test_an_organizers_words_to_a_finished_game_get_its_end(tmp_path):
    context, table = finished_table("cs")
    try:
        over = [m for m in table.outbox.sent if _to(m) not in (ANN, BOB, CID)][-1]
        since = len(table.outbox.sent)
        outcome = incoming.handle(_reply(over, "Díky, super hra! Kdy založíme další?", 1),
                                  service=table.service, secret=SECRET, settings=SETTINGS)
        table.deliver()
        (answer,) = table.outbox.sent[since:]
        assert outcome.action == "answered" and _to(answer) == _to(over)
        assert "skončila" in text_of(answer) and "novou hru" in text_of(answer)
        thanks = incoming.handle(_reply(over, "Díky!", 2), service=table.service,
                                 secret=SECRET, settings=SETTINGS)
        table.deliver()
        # thanks alone within the hour of the answer before it tells us nothing to answer:
        # no second mail goes (docs/organizers.md)
        assert thanks.action == "ignored" and len(table.outbox.sent) == since + 1
    finally:
        context.__exit__(None, None, None)


def test_my_games_is_never_eaten_by_the_cap_and_the_cli_says_what_was_sent():
    with open_table() as table:
        waiting = next(s for s in table.record().seats if s.seat != table.record().to_move)
        mail = table.newest(waiting.email)
        for _ in range(ANSWERS_PER_HOUR):  # chatter answers fill the hour
            table.reply(waiting.email, "BOARD", to=mail)
        since = len(table.outbox.sent)
        board = table.reply(waiting.email, "BOARD", to=mail)
        assert board.action == "withheld" and "nothing sent" in board.detail
        assert table.outbox.sent[since:] == []
        asked = table.reply(waiting.email, "MOJE HRY", to=mail)
        assert asked.action == "answered" and "withheld" not in asked.detail
        assert [_to(m) for m in table.outbox.sent[since:]] == [waiting.email]


def test_the_absence_words_are_read_beside_a_greeting_not_dropped():
    assert [c.kind for c in parse_commands("Ahoj, nebudu tu do pátku.")] == [CommandKind.AWAY]
    assert [c.kind for c in parse_commands("Ahoj,")] == []

