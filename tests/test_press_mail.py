"""Table talk by mail (issue 13): SAY / ŘEKNI to the table or to one player, reaching exactly
the right people, immediately (PRESS EACH) or with their next mail (PRESS WITH MOVES), muted,
refused politely over the hourly limit, never in a header, and never making a move stale."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import PLAYERS, Table, _text, reply

from functions.mail.commands import CommandKind, parse_commands
from functions.service.ledger import press


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def start(table: Table, **options):
    game = table.service.create("1926", PLAYERS, "org@example.org",
                                options={"lang": "en", **options}, start=True)
    table.deliver()
    return game


def address(mail) -> str:
    return mail["To"].addresses[0].addr_spec


def mover(table: Table, game_id: str):
    record = table.service.view(game_id).game
    return record.seat(record.to_move)


def others(table: Table, game_id: str, email: str) -> list[str]:
    return [s.email for s in table.service.view(game_id).game.seats if s.email != email]


def a_move(table: Table, game_id: str) -> str:
    view = table.service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    return view.rules.choices(view.state, seat.player)[0].text


# ---- reading the commands -------------------------------------------------------------------

def test_say_takes_the_lines_after_it_up_to_an_empty_line():
    commands = parse_commands("ŘEKNI Bobovi: ahoj,\njak se máš?\n\nstav\nDíky\nAnn", "Ann")
    assert [c.kind for c in commands] == [CommandKind.SAY, CommandKind.BOARD]
    assert commands[0].argument == "Bobovi: ahoj,\njak se máš?"


@pytest.mark.parametrize("line", ["SAY hello", "say: hello", "Řekni hello", "REKNI hello",
                                  "řekni:hello"])
def test_say_is_read_in_both_languages_with_or_without_diacritics(line):
    assert parse_commands(line) [0].kind is CommandKind.SAY
    assert parse_commands(line)[0].argument == "hello"


@pytest.mark.parametrize(("line", "kind"), [
    ("PRESS EACH", CommandKind.PRESS_EACH), ("Zprávy hned", CommandKind.PRESS_EACH),
    ("press with moves", CommandKind.PRESS_WITH_MOVES),
    ("ZPRAVY S TAHY", CommandKind.PRESS_WITH_MOVES),
    ("MUTE Bob", CommandKind.MUTE), ("ztlumit Boba", CommandKind.MUTE),
    ("UNMUTE Bob", CommandKind.UNMUTE), ("odtlumit Boba", CommandKind.UNMUTE)])
def test_press_settings_are_commands(line, kind):
    assert parse_commands(line)[0].kind is kind


def test_a_short_name_before_a_colon_addresses_one_player_a_sentence_does_not():
    assert press.split_addressee("Bob: meet me in Brno") == ("Bob", "meet me in Brno")
    assert press.split_addressee("Listen, all: I attack") == (None, "Listen, all: I attack")
    assert press.split_addressee("no colon here") == (None, "no colon here")


# ---- who gets it ----------------------------------------------------------------------------

def test_say_to_the_table_rides_in_everyones_next_mail_and_not_back_to_the_sender(table):
    game = start(table)
    speaker = mover(table, game.id)
    outcome = table.receive(reply(table.last(speaker.email, "your_turn"),
                                  "SAY Who wants to share Bohemia?\nI do not bite."))
    assert outcome.action == "answered"
    # nobody got a mail of its own, the sender neither (issue 42): where it went rides in
    # their next mail (issue 26)
    assert table.deliver() == []
    # the next mails of the others carry it (the turn passes with a move)
    table.receive(reply(table.last(speaker.email), a_move(table, game.id)))
    sent = table.deliver()
    (own,) = [m for m in sent if address(m) == speaker.email]
    assert "To the whole table: “Who wants to share Bohemia? I do not bite.”" in _text(own)
    carried = [m for m in sent if "Who wants to share Bohemia?" in _text(m) and m is not own]
    assert carried and {address(m) for m in carried} <= set(others(table, game.id, speaker.email))
    for mail in carried:
        lang = table.service.view(game.id).game.seat_of(address(mail)).lang
        said = f"{speaker.name} všem" if lang == "cs" else f"{speaker.name} to everyone"
        assert said in _text(mail) and "I do not bite." in _text(mail)


def test_a_private_message_reaches_only_its_player_and_press_each_mails_it_at_once(table):
    game = start(table)
    ann, bob, cid = table.service.view(game.id).game.seats
    table.service.set_press_each(game.id, bob.email, True)
    table.service.set_press_each(game.id, cid.email, True)
    table.deliver()
    table.service.say(game.id, ann.email, "Bob, let us split Moravia.", "Bobovi")
    sent = table.deliver()
    assert [address(m) for m in sent] == [bob.email]
    assert "let us split Moravia" in _text(sent[0])
    assert "jen tobě" in _text(sent[0])  # Bob reads Czech
    # nobody else's page or mail has it; the organizer's neither (the game did not say so)
    assert [m["text"] for m in table.service.talk(game.id, bob.seat)] == [
        "Bob, let us split Moravia."]
    assert table.service.talk(game.id, cid.seat) == []
    assert table.service.talk(game.id, press.ORGANIZER) == []
    assert table.service.talk(game.id, None) == []


def test_the_organizer_reads_private_talk_only_when_the_game_said_so(table):
    game = start(table, press_organizer="yes")
    ann, bob, _ = table.service.view(game.id).game.seats
    table.service.say(game.id, ann.email, "secret", "Bob")
    assert [m["text"] for m in table.service.talk(game.id, press.ORGANIZER)] == ["secret"]
    assert table.service.talk(game.id, None) == []


def test_the_message_is_never_in_a_header_and_a_forged_header_stays_text(table):
    game = start(table)
    ann, bob, _ = table.service.view(game.id).game.seats
    table.service.set_press_each(game.id, bob.email, True)
    table.deliver()
    evil = "hi\r\nBcc: victim@example.org\nSubject: pwned <script>alert(1)</script>"
    table.service.say(game.id, ann.email, evil)
    (mail,) = table.deliver()
    assert mail["Bcc"] is None and "pwned" not in str(mail["Subject"])
    assert all("\n" not in str(value) for value in mail.values())
    html = mail.get_body(preferencelist=("html",)).get_content()
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "Bcc: victim@example.org" in _text(mail)  # shown as the text it is


def test_mute_keeps_a_players_talk_out_of_mail_and_page_and_unmute_brings_it_back(table):
    game = start(table)
    ann, bob, _ = table.service.view(game.id).game.seats
    table.service.set_press_each(game.id, bob.email, True)
    table.service.mute(game.id, bob.email, "Ann")
    table.deliver()
    table.service.say(game.id, ann.email, "buy my land")
    assert table.deliver() == []
    assert table.service.talk(game.id, bob.seat) == []
    table.service.mute(game.id, bob.email, "Ann", on=False)
    assert [m["text"] for m in table.service.talk(game.id, bob.seat)] == ["buy my land"]


def test_mute_and_press_each_by_mail_are_confirmed_in_the_players_language(table):
    game = start(table)
    bob = table.service.view(game.id).game.seats[1]
    mail = table.last(bob.email)
    outcome = table.receive(reply(mail, "ZTLUMIT Annu\nZPRÁVY HNED"))
    assert outcome.action == "answered", outcome
    seat = table.service.view(game.id).game.seat(bob.seat)
    assert seat.muted == ("p1",) and seat.press_each
    (answer,) = table.deliver()
    assert "už neuvidíš zprávy od Ann" in _text(answer)
    assert "každá zpráva ze stolu ti přijde hned" in _text(answer)


@pytest.mark.parametrize("said", ["Ztlumit Annu, píše moc.", "ztlum Annu - moc mluví",
                                  "mute Ann (too chatty)", "MUTE Ann; sorry, Ann!"])
def test_mute_with_a_reason_after_the_name_mutes_that_player(table, said):
    """Review 21n: "Ztlumit Ivana, píše moc." was answered "nikdo jménem Ivana, píše moc.
    tuhle hru nehraje": the reason after the name is no part of it."""
    game = start(table)
    bob = table.service.view(game.id).game.seats[1]
    outcome = table.receive(reply(table.last(bob.email), said))
    assert outcome.action == "answered", outcome
    assert table.service.view(game.id).game.seat(bob.seat).muted == ("p1",)


def test_a_mail_with_a_move_and_a_message_plays_the_move_and_says_it(table):
    game = start(table)
    speaker = mover(table, game.id)
    move = a_move(table, game.id)
    outcome = table.receive(reply(table.last(speaker.email, "your_turn"),
                                  f"{move}\nSAY done, your turn"))
    assert outcome.action == "played", outcome
    assert [m["text"] for m in table.service.talk(game.id, None)] == ["done, your turn"]
    # one mail to the mover: the read-back with the confirmation folded in
    mine = [m for m in table.deliver() if address(m) == speaker.email]
    assert len(mine) <= 1


def test_talk_does_not_make_a_pending_turn_mail_stale(table):
    game = start(table)
    speaker = mover(table, game.id)
    turn_mail = table.last(speaker.email, "your_turn")
    version = table.service.view(game.id).game.version
    other = next(s for s in table.service.view(game.id).game.seats if s.seat != speaker.seat)
    table.service.say(game.id, other.email, "hurry up")
    assert table.service.view(game.id).game.version == version
    outcome = table.receive(reply(turn_mail, a_move(table, game.id)))
    assert outcome.action == "played", outcome


def test_over_twenty_messages_an_hour_are_refused_politely_in_czech(table, clock):
    game = start(table)
    bob = table.service.view(game.id).game.seats[1]
    for number in range(press.PER_HOUR):
        table.service.say(game.id, bob.email, f"message {number}")
        clock.advance(minutes=1)
    table.deliver()
    outcome = table.receive(reply(table.last(bob.email), "ŘEKNI ještě jedna"))
    assert outcome.action == "refused"
    (answer,) = table.deliver()
    assert "provést:\nza poslední hodinu už odešlo 20 tvých zpráv" in _text(answer)
    clock.advance(minutes=45)  # the first messages are more than an hour old now
    table.service.say(game.id, bob.email, "one more")


def test_press_none_and_public_only_refuse_politely(table):
    game = start(table, press="none")
    ann = table.service.view(game.id).game.seats[0]
    outcome = table.receive(reply(table.last(ann.email), "SAY hello"))
    assert outcome.action == "refused"
    assert "”:\ntable talk is switched off" in _text(table.deliver()[-1])
    public = start(table, press="public")
    ann = table.service.view(public.id).game.seats[0]
    outcome = table.receive(reply(table.last(ann.email), "SAY Bob: psst"))
    assert outcome.action == "refused"
    assert "only talk to the whole table" in _text(table.deliver()[-1])
    assert table.service.talk(public.id, None) == []
    table.service.say(public.id, ann.email, "hello all")
    assert len(table.service.talk(public.id, None)) == 1


def test_an_unknown_name_is_refused_with_the_players_and_never_goes_public(table):
    game = start(table)
    ann = table.service.view(game.id).game.seats[0]
    outcome = table.receive(reply(table.last(ann.email), "SAY Zed: psst"))
    assert outcome.action == "refused"
    assert "”:\nnobody called Zed plays in this game (players: Bob, Cid)" in _text(
        table.deliver()[-1])
    assert table.service.talk(game.id, None) == []


def test_a_message_over_2000_characters_is_refused(table):
    game = start(table)
    ann = table.service.view(game.id).game.seats[0]
    with pytest.raises(Exception, match="at most 2000"):
        table.service.say(game.id, ann.email, "x" * 2001)
    table.service.say(game.id, ann.email, "x" * 2000)


def test_a_redelivered_mail_says_its_message_once(table):
    game = start(table)
    ann = table.service.view(game.id).game.seats[0]
    raw = reply(table.last(ann.email), "SAY once only")
    table.receive(raw)
    table.receive(raw)
    assert [m["text"] for m in table.service.talk(game.id, None)] == ["once only"]


def test_talk_in_a_turn_mail_whose_turn_passed_before_sending_still_goes_out(table):
    game = start(table)
    ann, bob, cid = table.service.view(game.id).game.seats
    table.service.say(game.id, cid.email, "Bob, watch Brno")
    table.service.submit(game.id, ann.email, a_move(table, game.id))  # Bob's turn: carries it
    table.service.submit(game.id, bob.email, a_move(table, game.id), source="web")
    to_bob = [m for m in table.deliver() if address(m) == bob.email]
    assert len(to_bob) == 1
    assert "Bob, watch Brno" in _text(to_bob[0]) and "Tvoje možnosti" not in _text(to_bob[0])
    assert "Zpráva od hráče Cid" in str(to_bob[0]["Subject"])  # a name with no known case
