"""One setting, one meaning, wherever it is set (issue 42, review 9): the mail a player takes
from a game set by a reply (MAIL TURNS, UNSUBSCRIBE, in English or Czech), by the footer's
one-click link, by the page's form or by `pbm prefs` leaves the seat the same, and "only my
turns" means no read-back mail whichever way it was chosen."""

from __future__ import annotations

import pytest
from test_mail_unsubscribe import https_path, mover_email, one_click, start
from test_mailroom_incoming import SECRET, SETTINGS, Table, reply
from web_events import get, hidden, post

from functions.web import create_app


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


@pytest.fixture
def web(table):
    return create_app(table.service, SECRET, SETTINGS.base_url)



def _seat(table, game_id, email):
    seat = table.service.view(game_id).game.seat_of(email)
    return seat.mail, seat.readbacks


def _by_reply(line):
    def set_it(table, web, game_id, email):
        table.receive(reply(table.last(email), line))
        table.deliver()
    return set_it


def _by_footer(table, web, game_id, email):
    assert one_click(web, https_path(table.last(email, "your_turn")))["statusCode"] == 200


def _by_page(table, web, game_id, email):
    page = https_path(table.last(email, "your_turn")).rsplit("/unsubscribe/", 1)[0]
    fields = hidden(web.resolve(get(page), None)["body"], "mail-form")
    assert web.resolve(post(page + "/mail", {**fields, "mode": "turns"}), None)["statusCode"] == 303


def _by_cli(table, web, game_id, email):
    table.service.set_mail(game_id, email, "turns")  # what `pbm prefs --mail turns` calls


WAYS = {"MAIL TURNS": _by_reply("MAIL TURNS"), "POŠTA TAHY": _by_reply("POŠTA TAHY"),
        "UNSUBSCRIBE": _by_reply("UNSUBSCRIBE"), "ODHLÁSIT": _by_reply("ODHLÁSIT"),
        "footer link": _by_footer, "page form": _by_page, "pbm prefs": _by_cli}


@pytest.mark.parametrize("way", list(WAYS))
def test_only_my_turns_means_no_read_back_mail_however_it_is_set(table, web, way):
    game = start(table)
    email = mover_email(table, game.id)
    WAYS[way](table, web, game.id, email)
    assert _seat(table, game.id, email) == ("turns", False)
    # the next move by mail is read back only in the next turn mail, never by a mail alone
    before = len(table.inbox(email))
    view = table.service.view(game.id)
    move = view.rules.choices(view.state, view.game.seat_of(email).player)[0].text
    table.receive(reply(table.last(email, "your_turn"), move))
    table.deliver()
    alone = [m for m in table.inbox(email)[before:] if ".readback." in str(m["Message-ID"])
             or ".move_read_back." in str(m["Message-ID"]) and ".your_turn." not in
             str(m["Message-ID"])]
    assert alone == []


@pytest.mark.parametrize("line", ["MAIL ON", "POŠTA ZAP"])
def test_every_mail_again_brings_the_read_backs_back_as_the_page_does(table, web, line):
    game = start(table)
    email = mover_email(table, game.id)
    _by_footer(table, web, game.id, email)
    _by_reply(line)(table, web, game.id, email)
    by_mail = _seat(table, game.id, email)
    _by_footer(table, web, game.id, email)
    page = https_path(table.last(email)).rsplit("/unsubscribe/", 1)[0]
    fields = hidden(web.resolve(get(page), None)["body"], "mail-form")
    web.resolve(post(page + "/mail", {**fields, "mode": "all"}), None)
    assert by_mail == _seat(table, game.id, email) == ("all", True)


def test_the_reply_and_the_page_say_the_same_of_only_my_turns(table, web):
    game = start(table)
    email = mover_email(table, game.id)
    _by_reply("MAIL TURNS")(table, web, game.id, email)
    said = table.last(email).get_body(preferencelist=("plain",)).get_content()
    page = https_path(table.last(email)).rsplit("/unsubscribe/", 1)[0]
    shown = web.resolve(get(page), None)["body"]
    for words in ("only when it is your turn", "not by a mail of its own"):
        assert words in " ".join(said.split()) and words in shown


@pytest.mark.parametrize("line, said", [("EVERY MOVE ON", "mail of every move"),
                                        ("KAŽDÝ TAH ZAP", "mail of every move"),  # in her language
                                        ("EVERY MOVE OFF", "no more mail of every move")])
def test_every_move_set_by_mail_is_read_back_as_every_other_setting(table, web, line, said):
    game = start(table)
    email = mover_email(table, game.id)
    before = len(table.inbox(email))
    table.receive(reply(table.last(email), line))
    table.deliver()
    (answer,) = table.inbox(email)[before:]
    assert said in " ".join(answer.get_body(preferencelist=("plain",)).get_content().split())
    assert table.service.view(game.id).game.seat_of(email).every_move is ("ON" in line or
                                                                          "ZAP" in line)
