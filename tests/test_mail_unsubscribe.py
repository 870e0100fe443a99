"""Stop the mail, one click (issue 26, RFC 8058): every mail of a game carries List-Unsubscribe
(HTTPS, then mailto:) and List-Unsubscribe-Post, and a footer link; a sign-in mail carries
none. The POST steps the player's mail down (every mail -> only my turns -> none), the GET
changes nothing, the page and MAIL ON bring the mail back, the organizer hears when a player
stops all mail, and the deadlines still apply."""

from __future__ import annotations

import base64
import re
from email.message import EmailMessage
from urllib.parse import unquote, urlsplit

import pytest
from test_home_mail import fresh_mail
from test_mailroom_incoming import PLAYERS, SECRET, SETTINGS, Table, _text, reply
from web_events import get, hidden, post

from functions.mail.commands import CommandKind, parse_commands
from functions.web import create_app

ONE_CLICK = "List-Unsubscribe=One-Click"


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


@pytest.fixture
def web(table):
    return create_app(table.service, SECRET, SETTINGS.base_url)


def start(table: Table, **options):
    game = table.service.create("1926", PLAYERS, "org@example.org",
                                options={"lang": "en", **options}, start=True)
    table.deliver()
    return game


def to(mail: EmailMessage) -> str:
    return mail["To"].addresses[0].addr_spec


def uris(mail: EmailMessage) -> list[str]:
    """The URIs of a mail's List-Unsubscribe header, in order."""
    return re.findall(r"<([^>]+)>", str(mail["List-Unsubscribe"]))


def https_path(mail: EmailMessage) -> str:
    url = uris(mail)[0]
    assert url.startswith("https://pbm.example.org/")
    return urlsplit(url).path


def one_click(web, path: str, multipart: bool = False) -> dict:
    """The POST a mailbox provider makes (RFC 8058 section 3.2), no cookie, no nonce."""
    event = post(path, {"List-Unsubscribe": "One-Click"})
    if multipart:
        body = ("--b\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\n"
                "One-Click\r\n--b--\r\n")
        event["headers"]["content-type"] = "multipart/form-data; boundary=b"
        event["body"] = base64.b64encode(body.encode()).decode()
        event["isBase64Encoded"] = True
    return web.resolve(event, None)


def seat_mail(table: Table, game_id: str, email: str) -> str:
    return table.service.view(game_id).game.seat_of(email).mail


def mover_email(table: Table, game_id: str) -> str:
    record = table.service.view(game_id).game
    return record.seat(record.to_move).email


def play_turn(table: Table, game_id: str) -> None:
    view = table.service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    table.service.submit(game_id, seat.email, view.rules.choices(view.state, seat.player)[0].text,
                         version=view.game.version, source="web")  # no read-back mail


# ---- the headers ------------------------------------------------------------------------------

def test_every_mail_of_a_game_carries_the_one_click_headers_and_footer(table):
    game = start(table)
    sent = list(table.transport.sent)
    play_turn(table, game.id)
    sent += table.deliver()
    table.service.set_mail(game.id, mover_email(table, game.id), "none")  # a mail to the organizer
    sent += table.deliver()
    assert {to(m) for m in sent} == {p.email for p in PLAYERS} | {"org@example.org"}
    for mail in sent:
        assert str(mail["List-Unsubscribe-Post"]) == ONE_CLICK
        https, *mailto = uris(mail)
        assert https.startswith("https://pbm.example.org/") and "/unsubscribe/" in https
        if to(mail) != "org@example.org":  # a player's mail: the reply address takes it too
            assert https.startswith("https://pbm.example.org/play/")
            assert mailto == [f"mailto:{mail['Reply-To']}?subject=MAIL%20"
                              + ("OFF" if "/unsubscribe/none" in https else "TURNS")]
        # the visible footer: the same link, and the privacy page, in text and HTML
        html = mail.get_body(preferencelist=("html",)).get_content()
        assert https in _text(mail) and f'href="{https}"' in html
        lang = "cs" if to(mail) == "bob@example.org" else "en"
        assert f"https://pbm.example.org/privacy?lang={lang}" in _text(mail)
        assert f'href="https://pbm.example.org/privacy?lang={lang}"' in html


def test_a_mail_about_no_game_carries_no_unsubscribe(table):
    start(table)
    outcome = table.receive(fresh_mail("MY GAMES", sender="bob@example.org"))
    assert outcome.action == "answered"
    (mail,) = table.deliver()
    assert mail["List-Unsubscribe"] is None and mail["List-Unsubscribe-Post"] is None
    assert "/unsubscribe/" not in _text(mail)


def test_no_tracking_in_a_game_mail_no_pixels_no_rewritten_links(table):
    game = start(table)
    mail = table.last(mover_email(table, game.id), "your_turn")
    html = mail.get_body(preferencelist=("html",)).get_content()
    assert not re.search(r"<img[^>]+(width|height)=\"?1\"?", html)
    for href in re.findall(r'href="([^"]+)"', html):
        assert href.startswith(("https://pbm.example.org/", "mailto:")), href


# ---- the POST and the GET ---------------------------------------------------------------------

def test_the_first_click_keeps_only_turn_mail_the_next_from_a_turn_mail_stops_it_all(table, web):
    game = start(table)
    email = mover_email(table, game.id)
    first = table.last(email, "your_turn")
    assert https_path(first).endswith("/unsubscribe/turns")
    response = one_click(web, https_path(first))
    assert response["statusCode"] == 200
    assert seat_mail(table, game.id, email) == "turns"
    # "only my turns, no read-backs": a move's read-back rides in the next mail (issue 42)
    assert not next(s for s in table.service.record(game.id).seats if s.email == email).readbacks
    assert one_click(web, https_path(first))["statusCode"] == 200  # a retried post: same step
    assert seat_mail(table, game.id, email) == "turns"
    assert table.deliver() == []  # stopping some mail tells nobody
    # the player's next turn mail offers the next step, and it stops all mail
    play_turn(table, game.id)
    while mover_email(table, game.id) != email:
        play_turn(table, game.id)
    sent = table.deliver()
    turn = [m for m in sent if to(m) == email]
    assert turn and all(".your_turn." in str(m["Message-ID"]) for m in turn)
    assert https_path(turn[-1]).endswith("/unsubscribe/none")
    assert str(turn[-1]["List-Unsubscribe"]).count("subject=MAIL%20OFF") == 1
    assert one_click(web, https_path(turn[-1]), multipart=True)["statusCode"] == 200
    assert seat_mail(table, game.id, email) == "none"
    # the organizer is told, once, by name
    told = [m for m in table.deliver() if to(m) == "org@example.org"]
    name = table.service.view(game.id).game.seat_of(email).name
    assert len(told) == 1 and name in _text(told[0]) and name in str(told[0]["Subject"])


def test_a_get_of_the_link_shows_the_choice_and_changes_nothing(table, web):
    game = start(table)
    email = mover_email(table, game.id)
    path = https_path(table.last(email, "your_turn"))
    response = web.resolve(get(path), None)
    assert response["statusCode"] == 200
    assert seat_mail(table, game.id, email) == "all"
    body = response["body"]
    # the notice says the link changed nothing and points at the mail as it stands below it,
    # never "Nothing has changed yet" above "You now get every mail" (review 55)
    notice = body.split('id="notice"', 1)[1].split("</p>", 1)[0]
    assert "Opening this link changed nothing" in notice \
        or "Otevřením odkazu se nic nezměnilo" in notice, notice
    assert "yet" not in notice and "Zatím" not in notice, notice
    assert 'id="mail-turns"' in body and 'id="mail-none"' in body and 'id="mail-all"' in body


def test_a_player_with_turn_mail_only_gets_turns_and_none_with_no_mail(table, web):
    game = start(table)
    record = table.service.view(game.id).game
    waiting = [s for s in record.seats if s.seat != record.to_move]
    table.service.set_every_move(game.id, waiting[0].email, True)
    table.service.set_every_move(game.id, waiting[1].email, True)
    table.service.set_mail(game.id, waiting[0].email, "turns")
    table.service.set_mail(game.id, waiting[1].email, "none")
    table.deliver()
    sent = []
    for _ in range(6):
        play_turn(table, game.id)
        sent += table.deliver()
    turns_only = [m for m in sent if to(m) == waiting[0].email]
    assert turns_only and all(".your_turn." in str(m["Message-ID"]) for m in turns_only)
    assert [m for m in sent if to(m) == waiting[1].email] == []


def test_the_deadline_still_applies_to_a_player_without_mail(table, clock):
    game = start(table)
    email = mover_email(table, game.id)
    table.service.set_mail(game.id, email, "none")
    record = table.service.view(game.id).game
    assert record.deadline is not None
    table.deliver()
    clock.advance(hours=24 * 7)
    table.service.tick()
    after = table.service.view(game.id).game
    assert after.version > record.version  # the turn was handled as the policy says
    assert [m for m in table.deliver() if to(m) == email] == []


# ---- back on: the page and MAIL ON ------------------------------------------------------------

def test_the_page_shows_the_mail_and_sets_it_back(table, web):
    game = start(table)
    email = mover_email(table, game.id)
    path = https_path(table.last(email, "your_turn"))
    one_click(web, path)
    page_path = path.rsplit("/unsubscribe/", 1)[0]
    body = web.resolve(get(page_path), None)["body"]
    assert 'id="mail-now"' in body
    assert "You now get mail only when it is your turn" in body \
        or "Teď ti chodí e-mail, jen když jsi na tahu" in body
    assert "Now: " not in body and "Teď: " not in body  # the mode says itself, no label twice
    # the current choice is marked, to screen readers and to the eye; the others are not
    current = re.search(r'<button[^>]*id="mail-turns"[^>]*>(.*?)</button>', body, re.S)
    assert 'aria-pressed="true"' in current.group(0) and 'class="current"' in current.group(1)
    other = re.search(r'<button[^>]*id="mail-all"[^>]*>(.*?)</button>', body, re.S)
    assert "aria-pressed" not in other.group(0) and "current" not in other.group(1)
    fields = hidden(body, "mail-form")
    response = web.resolve(post(page_path + "/mail", {**fields, "mode": "all"}), None)
    assert response["statusCode"] == 303
    assert seat_mail(table, game.id, email) == "all"
    # a forged form does nothing
    forged = web.resolve(post(page_path + "/mail", {"nonce": "x", "mode": "none"}), None)
    assert forged["statusCode"] == 400 and seat_mail(table, game.id, email) == "all"


def test_the_page_turns_the_read_back_mails_off_and_on(table, web):
    game = start(table)
    email = mover_email(table, game.id)
    page_path = https_path(table.last(email, "your_turn")).rsplit("/unsubscribe/", 1)[0]
    body = web.resolve(get(page_path), None)["body"]
    assert 'id="readbacks-now"' in body and ("CONFIRM OFF" in body or "POTVRZENÍ VYP" in body)
    for choice, on in (("off", False), ("on", True)):
        fields = hidden(web.resolve(get(page_path), None)["body"], "readbacks-form")
        response = web.resolve(post(page_path + "/mail", {**fields, "confirm": choice}), None)
        assert response["statusCode"] == 303
        assert table.service.view(game.id).game.seat_of(email).readbacks is on
    forged = web.resolve(post(page_path + "/mail", {"nonce": "x", "confirm": "off"}), None)
    assert forged["statusCode"] == 400
    assert table.service.view(game.id).game.seat_of(email).readbacks


@pytest.mark.parametrize(("line", "mode"), [
    ("MAIL ON", "all"), ("mail on", "all"), ("POŠTA ZAP", "all"), ("posta zap", "all"),
    ("MAIL TURNS", "turns"), ("POŠTA TAHY", "turns"), ("MAIL OFF", "none"),
    ("Pošta vyp", "none"), ("UNSUBSCRIBE", "stop"), ("odhlásit", "stop")])
def test_mail_commands_in_both_languages(line, mode):
    (command,) = parse_commands(line)
    assert command.kind is CommandKind.MAIL and command.argument == mode


@pytest.mark.parametrize("line", ["MAIL ON", "POŠTA ZAP"])
def test_mail_on_by_mail_brings_every_mail_back_and_says_so(table, line):
    game = start(table)
    seat = table.service.view(game.id).game.seats[1]  # Bob reads Czech
    table.service.set_mail(game.id, seat.email, "none")
    table.deliver()
    old = table.last(seat.email)
    outcome = table.receive(reply(old, line))
    assert outcome.action == "answered", outcome
    assert seat_mail(table, game.id, seat.email) == "all"
    (answer,) = table.deliver()
    assert "zase chodí všechny e-maily" in _text(answer)


def test_the_mailto_of_the_header_stops_the_mail_without_an_answer(table):
    game = start(table)
    email = mover_email(table, game.id)
    turn = table.last(email, "your_turn")
    mailto = uris(turn)[1]
    address, _, query = mailto.removeprefix("mailto:").partition("?")
    mail = EmailMessage()
    mail["From"] = email
    mail["To"] = address
    mail["Subject"] = unquote(query.removeprefix("subject="))
    mail["Message-ID"] = "<unsub-1@mail.example>"
    mail["Auto-Submitted"] = "auto-generated"  # a client may mark its own unsubscribe so
    mail.set_content("This message was automatically generated by your mail program.\n")
    outcome = table.receive(mail.as_bytes())
    assert outcome.action == "answered", outcome
    assert seat_mail(table, game.id, email) == "turns"
    assert table.deliver() == []


def test_the_header_is_written_as_plain_uris_one_a_line_never_as_encoded_words():
    import datetime as dt
    from email.headerregistry import Address

    from functions.mail import outbound

    thread = outbound.Thread("g1", "p1", "Your move: Jaro 1926", "pbm.example.org")
    message = outbound.build_message(
        thread, notification_id="n1", sender=Address("pbm", addr_spec="pbm@pbm.example.org"),
        to=Address("Bob", addr_spec="bob@example.org"), reply_to="play+x@pbm.example.org",
        text="hi", html="<p>hi</p>", date=dt.datetime(2025, 5, 1, tzinfo=dt.UTC))
    url = "https://pbm.example.org/play/" + "a" * 60 + "/unsubscribe/turns"
    outbound.add_unsubscribe(message, url, "mailto:play+x@pbm.example.org?subject=MAIL%20TURNS")
    raw = message.as_bytes().decode("ascii")
    head = raw.split("\n\n", 1)[0]
    assert f"List-Unsubscribe: <{url}>,\n <mailto:play+x@pbm.example.org?subject=MAIL%20TURNS>" \
        in head
    assert "List-Unsubscribe-Post: List-Unsubscribe=One-Click" in head
    assert "=?" not in head.split("List-Unsubscribe:", 1)[1].split("\n List", 1)[0]


# ---- the organizer's mail about a game ------------------------------------------------------

def test_the_organizers_game_mail_carries_its_own_one_click_stop(table, web):
    game = start(table)
    player = mover_email(table, game.id)
    table.service.set_mail(game.id, player, "none")  # the organizer hears of it
    (told,) = [m for m in table.deliver() if to(m) == "org@example.org"]
    assert str(told["List-Unsubscribe-Post"]) == ONE_CLICK
    (https,) = uris(told)  # no mailto: the organizer's mail has no reply token
    path = urlsplit(https).path
    assert path.startswith("/organizer/") and path.endswith(f"/unsubscribe/{game.id}")
    assert https in _text(told)
    # a GET changes nothing; the POST stops it; the form brings it back
    page = web.resolve(get(path), None)
    assert page["statusCode"] == 200 and table.service.view(game.id).game.organizer_mail
    assert one_click(web, path)["statusCode"] == 200
    assert not table.service.view(game.id).game.organizer_mail
    other = next(s.email for s in table.service.view(game.id).game.seats if s.email != player)
    table.service.set_mail(game.id, other, "none")
    assert [m for m in table.deliver() if to(m) == "org@example.org"] == []
    body = web.resolve(get(path), None)["body"]
    fields = hidden(body, "mail-form")
    form_path = path.replace("/unsubscribe/", "/mail/")
    assert web.resolve(post(form_path, {**fields, "on": "yes"}), None)["statusCode"] == 200
    assert table.service.view(game.id).game.organizer_mail
    assert web.resolve(post(form_path, {"nonce": "forged", "on": "no"}), None)[
        "statusCode"] == 400
    # another organizer's token opens nothing of this game
    from functions.links import organizer_path
    foreign = organizer_path(SECRET, "eve@example.org") + f"/unsubscribe/{game.id}"
    assert one_click(web, foreign)["statusCode"] == 404
    assert table.service.view(game.id).game.organizer_mail


def test_a_replacement_takes_every_mail_whatever_the_person_before_chose(table):
    game = start(table)
    seat = table.service.view(game.id).game.seats[2]
    table.service.set_mail(game.id, seat.email, "none")
    table.service.replace_player(game.id, seat.email, "Dana", "dana@example.org")
    assert seat_mail(table, game.id, "dana@example.org") == "all"
