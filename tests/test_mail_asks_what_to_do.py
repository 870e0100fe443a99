"""Issue 42, a newcomer's review: a mail that asks something or several things is answered in
each part, and the question it asks, not another (tests/mail/asks_classes.py). "Co mám teď
dělat?" is what to do now, never what the player holds; "Piš mi česky", "LANGUAGE EN" set the
language of the player's mails, read back in the new one, beside a move too."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from test_mailroom_incoming import PLAYERS, SECRET, SETTINGS, Table
from web_events import get, hidden, post

from functions.mail.commands import CommandKind, parse_commands
from functions.mailroom.state_questions import state_questions
from functions.web import create_app
from tests.mail.asks_classes import TRAINING, answered_as_asked
from tests.mail.reading_classes import play


@pytest.mark.parametrize(("game", "lang", "body", "asks", "moves"), TRAINING,
                         ids=[m[2][:40] for m in TRAINING])
def test_the_mail_is_answered_as_it_asks(tmp_path, game, lang, body, asks, moves):
    answer = play(tmp_path, game, lang, body)
    assert answered_as_asked(answer, lang, asks, moves), answer.text.split("\n> ")[0]


@pytest.mark.parametrize("question", ["Jedu na dovolenou, co mám dělat?",
                                      "co mám udělat, abych koupil?",
                                      "What do I do to sell a field?"])
def test_what_to_do_about_something_is_no_question_of_what_to_do_now(question):
    # a clause before it or a purpose after it asks how: the help's, as before
    assert all(q.topic != "todo" for q in state_questions(question, []))


def test_a_player_not_on_turn_is_told_there_is_nothing_to_do_and_who_has_until_when(tmp_path):
    answer = play(tmp_path, "westernpoly", "en", "buy\nWhat should I do now?")
    top = answer.text.split("\n> ")[0]
    assert answer.moves[:1] == ("buy",)
    assert "Nothing for now." in top and "has until" in top
    assert "You own" not in top and "I can't answer" not in top


@pytest.mark.parametrize(("line", "lang"), [
    ("LANGUAGE EN", "en"), ("language czech", "cs"), ("JAZYK CS", "cs"), ("jazyk angličtina", "en"),
    ("Piš mi anglicky", "en"), ("pis mi cesky", "cs"), ("Write to me in Czech, please", "cs"),
    ("English please", "en")])
def test_a_language_is_read_as_the_setting(line, lang):
    [command] = parse_commands(line)
    assert command.kind is CommandKind.LANGUAGE
    assert command.argument.lower() in (lang, "czech", "angličtina")


@pytest.mark.parametrize("line", ["Nepiš mi anglicky", "Píšu česky, anglicky neumím",
                                  "Don't write to me in English", "I speak English and Czech"])
def test_a_language_only_named_sets_nothing(line):
    assert all(c.kind is not CommandKind.LANGUAGE for c in parse_commands(line))


def test_the_page_sets_the_language_of_the_mails(sqlite_store, clock, fake_secrets):
    table = Table(sqlite_store, clock, fake_secrets)
    web = create_app(table.service, SECRET, SETTINGS.base_url)
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    table.deliver()
    record = table.service.view(game.id).game
    email = record.seat(record.to_move).email
    url = re.findall(r"<([^>]+)>", str(table.last(email, "your_turn")["List-Unsubscribe"]))[0]
    page_path = urlsplit(url).path.rsplit("/unsubscribe/", 1)[0]
    body = web.resolve(get(page_path), None)["body"]
    assert "Your mails of this game are in English." in body and "LANGUAGE CS" in body
    fields = hidden(body, "mail-lang-form")
    response = web.resolve(post(page_path + "/mail", {**fields, "mail_lang": "cs"}), None)
    assert response["statusCode"] == 303
    assert table.service.view(game.id).game.seat_of(email).lang == "cs"
    forged = web.resolve(post(page_path + "/mail", {"nonce": "x", "mail_lang": "en"}), None)
    assert forged["statusCode"] == 400
    assert table.service.view(game.id).game.seat_of(email).lang == "cs"
