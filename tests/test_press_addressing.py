"""Table talk reaches whom it names (issue 26): a line that starts a new SAY / ŘEKNI starts a
new message, any other command line ends one, and the answer names each message and where it
went. The cross-product: every addressing form x every command that can follow it, in English
and in Czech, by mail (who can read what afterwards) and on the page."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest
from test_mailroom_incoming import Table, _text, reply
from web_events import SECRET, get, hidden, post

from functions.links import play_path
from functions.mail.commands import CommandKind, parse_commands
from functions.service import PlayerSpec
from functions.service.ledger import press
from rules.wording import player_in

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Eva Dvořáková", "eva@example.org", "cs")]

# (speaker's seat, first line, the seat it goes to (None: everyone), the text it says)
FORMS = [
    ("p1", "SAY hello everyone", None, "hello everyone"),
    ("p1", "say: hello everyone", None, "hello everyone"),
    ("p1", "SAY Bob: secret plan", "p2", "secret plan"),
    ("p1", "say bob: secret plan", "p2", "secret plan"),
    ("p1", "SAY EVA: secret plan", "p3", "secret plan"),
    ("p2", "ŘEKNI ahoj všichni", None, "ahoj všichni"),
    ("p2", "rekni: ahoj vsichni", None, "ahoj vsichni"),
    ("p2", "ŘEKNI Evě: tajný plán", "p3", "tajný plán"),
    ("p2", "rekni eve: tajny plan", "p3", "tajny plan"),
    ("p2", "Řekni EVU: tajný plán", "p3", "tajný plán"),
    ("p2", "REKNI Anně: tajný plán", "p1", "tajný plán"),
]
# (English line, Czech line, the kind the parser reads it as)
FOLLOWING = [
    ("SAY and to all of you", "ŘEKNI a vám všem", CommandKind.SAY),
    ("SAY Eva: only for you", "ŘEKNI Anně: jen pro tebe", CommandKind.SAY),
    ("AWAY 2025-05-20 2025-05-22", "NEPŘÍTOMEN 20.5.2025 22.5.2025", CommandKind.AWAY),
    ("BACK", "ZPĚT", CommandKind.BACK),
    ("HELP", "NÁPOVĚDA", CommandKind.HELP),
    ("BOARD", "STAV", CommandKind.BOARD),
    ("MUTE Eva", "ZTLUMIT Evu", CommandKind.MUTE),
    ("PRESS EACH", "ZPRÁVY HNED", CommandKind.PRESS_EACH),
    ("REMINDERS 12", "PŘIPOMÍNKY 12", CommandKind.REMINDERS),
    ("EVERY MOVE ON", "KAŽDÝ TAH ZAP", CommandKind.EVERY_MOVE_ON),
    ("1", "1", CommandKind.CHOICE),
    ("buy if possible", "koupit, pokud lze", CommandKind.GAME),
]
CLOSINGS = [("Thanks", "Díky"), ("Cheers, Ann", "S pozdravem"), ("Best regards", "Děkuji")]


def _second_for(speaker: str, pair: tuple[str, str, CommandKind]) -> str:
    english, czech, _ = pair
    return english if speaker == "p1" else czech


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def start(table: Table, **options):
    game = table.service.create("1926", PLAYERS, "org@example.org",
                                options={"lang": "en", **options}, start=True)
    table.deliver()
    return game


def read_by(table: Table, game_id: str) -> dict[str | None, list[str]]:
    """The texts each seat (and a spectator, None) can read, by seat id."""
    return {reader: [m["text"] for m in table.service.talk(game_id, reader)]
            for reader in ("p1", "p2", "p3", None)}


def expected(sender: str, to: str | None, text: str) -> dict[str | None, list[str]]:
    return {reader: [text] if to is None or reader in (sender, to) else []
            for reader in ("p1", "p2", "p3", None)}


# ---- the parser: each form x each following command ----------------------------------------

@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
@pytest.mark.parametrize("following", FOLLOWING, ids=lambda f: f[0] if isinstance(f, tuple) else f)
def test_a_command_line_after_a_message_is_a_command_of_its_own(speaker, first, to, text,
                                                               following):
    second = _second_for(speaker, following)
    commands = parse_commands(f"{first}\n{second}")
    assert [c.kind for c in commands] == [CommandKind.SAY, following[2]]
    said_to, said = press.split_addressee(commands[0].argument)
    assert said == text
    assert (said_to is None) == (to is None)
    assert second.startswith(commands[1].text)  # a condition ("if possible") is cut off


@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
@pytest.mark.parametrize("closing", CLOSINGS)
def test_a_closing_after_a_message_ends_it_and_the_commands(speaker, first, to, text, closing):
    line = closing[0] if speaker == "p1" else closing[1]
    name = "Ann" if speaker == "p1" else "Bob"
    commands = parse_commands(f"{first}\n{line}\n{name}\nHELP", name)
    assert [c.kind for c in commands] == [CommandKind.SAY]
    assert press.split_addressee(commands[0].argument)[1] == text


@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
def test_the_senders_name_under_a_message_is_its_signature(speaker, first, to, text):
    name = "Ann Smith" if speaker == "p1" else "Bob Novák"
    commands = parse_commands(f"{first}\n{name.split()[0]}", name)
    assert [c.kind for c in commands] == [CommandKind.SAY]
    assert press.split_addressee(commands[0].argument)[1] == text


def test_the_lines_of_a_message_that_are_no_commands_stay_in_it():
    commands = parse_commands("SAY Bob: first line\nsecond line of it,\nand Praha is mine\n\nHELP")
    assert [c.kind for c in commands] == [CommandKind.SAY, CommandKind.HELP]
    assert commands[0].argument == "Bob: first line\nsecond line of it,\nand Praha is mine"


def test_a_line_the_game_reads_as_a_move_ends_the_message():
    moves = {"velkou do prahy"}
    commands = parse_commands("ŘEKNI Bobovi: beru si Prahu\nvelkou do Prahy",
                              is_move=lambda line: line.lower() in moves)
    assert [c.kind for c in commands] == [CommandKind.SAY, CommandKind.GAME]
    assert commands[0].argument == "Bobovi: beru si Prahu"


# ---- by mail: who can read what afterwards, and what the answer says -------------------------

@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
@pytest.mark.parametrize("second", [("SAY and to all of you", "ŘEKNI a vám všem"),
                                    ("SAY Eva: only for you", "ŘEKNI Anně: jen pro tebe")],
                         ids=["public", "private"])
def test_two_say_lines_by_mail_are_two_messages_each_to_its_own_readers(
        table, speaker, first, to, text, second):
    game = start(table)
    seat = table.service.view(game.id).game.seat(speaker)
    line = second[0] if speaker == "p1" else second[1]
    outcome = table.receive(reply(table.last(seat.email), f"{first}\n{line}"))
    assert outcome.action == "answered", outcome
    later_to, later = press.split_addressee(line.partition(" ")[2])
    later_seat = None if later_to is None else ("p3" if speaker == "p1" else "p1")
    readers = read_by(table, game.id)
    for reader, texts in readers.items():
        want = [t for t, where in ((text, to), (later, later_seat))
                if where is None or reader in (speaker, where)]
        assert texts == want, (reader, texts)
    # talk alone gets no mail of its own: its read-back rides in the sender's next mail
    assert [m for m in table.deliver() if m["To"].addresses[0].addr_spec == seat.email] == []
    table.receive(reply(table.last(seat.email), "BOARD"))
    (answer,) = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == seat.email]
    body = " ".join(_text(answer).split())
    for said, where in ((text, to), (later, later_seat)):
        if speaker == "p1":
            named = "To the whole table:" if where is None else \
                f"To {table.service.view(game.id).game.seat(where).name} only:"
            assert f"{named} “{said}”" in body
        else:
            named = "Tvoje zpráva celému stolu —" if where is None else \
                f"Tvoje zpráva jen {player_in(table.service.view(game.id).game.seat(where).name, 'dat')} —"
            # the first line goes on in lower case after "Ahoj Bob," (the Czech norm)
            assert f"{named} „{said}“".lower() in body.lower()


@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
@pytest.mark.parametrize("following", [f for f in FOLLOWING if f[2] in (
    CommandKind.AWAY, CommandKind.HELP, CommandKind.MUTE, CommandKind.PRESS_EACH,
    CommandKind.REMINDERS, CommandKind.EVERY_MOVE_ON)], ids=lambda f: f[0])
def test_a_setting_after_a_message_by_mail_is_carried_out_not_said(table, speaker, first, to,
                                                                   text, following):
    game = start(table)
    seat = table.service.view(game.id).game.seat(speaker)
    second = _second_for(speaker, following)
    outcome = table.receive(reply(table.last(seat.email), f"{first}\n{second}"))
    assert outcome.action == "answered", outcome
    assert read_by(table, game.id) == expected(speaker, to, text)
    after = table.service.view(game.id).game.seat(speaker)
    kind = following[2]
    if kind is CommandKind.AWAY:
        assert after.away_until is not None
    elif kind is CommandKind.MUTE:
        assert after.muted == ("p3",)
    elif kind is CommandKind.PRESS_EACH:
        assert after.press_each
    elif kind is CommandKind.REMINDERS:
        assert after.reminders == (12,)
    elif kind is CommandKind.EVERY_MOVE_ON:
        assert after.every_move
    else:  # HELP: the answer carries the help
        assert "help" in outcome.detail


@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
@pytest.mark.parametrize("how", ["move", "number"])
def test_a_move_after_a_message_by_mail_is_played(table, speaker, first, to, text, how):
    game = start(table, seating="given")
    view = table.service.view(game.id)
    seat = view.game.seat(speaker)
    while view.game.to_move != speaker:  # the others play until it is the speaker's turn
        mover = view.game.seat(view.game.to_move)
        table.service.submit(game.id, mover.email,
                             view.rules.choices(view.state, mover.player)[0].text,
                             version=view.game.version)
        view = table.service.view(game.id)
    table.deliver()
    choice = view.rules.choices(view.rules.localized(view.state, seat.lang), seat.player)[0]
    line = choice.text if how == "move" else "1"
    version = view.game.version
    outcome = table.receive(reply(table.last(seat.email, "your_turn"), f"{first}\n{line}"))
    assert outcome.action == "played", outcome
    assert table.service.view(game.id).game.version > version
    assert read_by(table, game.id) == expected(speaker, to, text)


# ---- on the page -----------------------------------------------------------------------------

def _page(app, game, seat) -> str:
    return app.resolve(get(play_path(SECRET, game.id, seat)), None)["body"]


def _say(app, game, seat, text, to=""):
    path = play_path(SECRET, game.id, seat) + "/talk"
    fields = hidden(_page(app, game, seat), "talk-form")
    return app.resolve(post(path, {**fields, "to": to, "text": text}), None)


@pytest.mark.parametrize(("speaker", "first", "to", "text"), FORMS)
@pytest.mark.parametrize("second", [("SAY and to all of you", "ŘEKNI a vám všem"),
                                    ("SAY Eva: only for you", "ŘEKNI Anně: jen pro tebe")],
                         ids=["public", "private"])
def test_say_lines_typed_on_the_page_are_messages_each_to_its_own_readers(
        app, game_service, speaker, first, to, text, second):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)
    line = second[0] if speaker == "p1" else second[1]
    assert _say(app, game, speaker, f"{first}\n{line}")["statusCode"] == 303
    later_to, later = press.split_addressee(line.partition(" ")[2])
    later_seat = None if later_to is None else ("p3" if speaker == "p1" else "p1")
    for reader in ("p1", "p2", "p3"):
        shown = [m["text"] for m in game_service.talk(game.id, reader)]
        want = [t for t, where in ((text, to), (later, later_seat))
                if where is None or reader in (speaker, where)]
        assert shown == want, (reader, shown)
        page = _page(app, game, reader)
        for said, where in ((text, to), (later, later_seat)):
            assert (said in page) == (where is None or reader in (speaker, where))


def test_text_typed_on_the_page_before_a_say_line_goes_where_the_form_says(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)
    _say(app, game, "p1", "just for Bob,\nreally\nSAY and this for all", to="p2")
    assert read_by_service(game_service, game.id) == {
        "p1": ["just for Bob,\nreally", "and this for all"],
        "p2": ["just for Bob,\nreally", "and this for all"],
        "p3": ["and this for all"]}
    assert "to Bob only" in _page(app, game, "p1")


def read_by_service(service, game_id):
    return {r: [m["text"] for m in service.talk(game_id, r)] for r in ("p1", "p2", "p3")}


@pytest.mark.parametrize(("line", "kept"), [
    ("kup si to sám", True), ("buy me a beer", True), ("koupit", False), ("hodit kostkou", False)])
def test_by_mail_a_sentence_that_starts_like_a_move_stays_in_the_message(table, line, kept):
    game = table.service.create("westernpoly", PLAYERS, "org@example.org",
                                options={"lang": "en"}, start=True)
    table.deliver()
    seat = table.service.view(game.id).game.seat("p2")
    table.receive(reply(table.last(seat.email), f"ŘEKNI Anně: Dodge City nechci\n{line}"))
    (said,) = [m["text"] for m in table.service.talk(game.id, "p1")]
    assert said == ("Dodge City nechci\n" + line if kept else "Dodge City nechci")


@pytest.mark.parametrize(("seat", "text", "lines"), [
    ("p1", "hello all\nSAY Eva: secret plan",
     ["Sent. To the whole table: “hello all”", "Sent. To Eva Dvořáková only: “secret plan”"]),
    ("p2", "ahoj všichni\nŘEKNI Anně: tajný plán",
     ["Odesláno. Tvoje zpráva celému stolu — „ahoj všichni“",
      "Odesláno. Tvoje zpráva jen Ann — „tajný plán“"]),
])
def test_the_page_names_each_message_sent_and_where_it_went(app, game_service, seat, text,
                                                           lines):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)
    response = _say(app, game, seat, text)
    location = response["headers"]["Location"]
    assert "said=" in location
    path, _, query = location.partition("#")[0].partition("?")
    body = app.resolve(get(path, dict(parse_qsl(query))), None)["body"]
    said = body.split('id="talk-said"', 1)[1].split("</ul>", 1)[0]
    assert [line for line in lines if line in said] == lines
    # another player's page given the same numbers says nothing of them
    other = "p3" if seat == "p1" else "p1"
    page = app.resolve(get(play_path(SECRET, game.id, other), dict(parse_qsl(query))),
                       None)["body"]
    assert 'id="talk-said"' not in page


@pytest.mark.parametrize("line", ["Pryč s tebou!", "Dovolená byla super.", "pásmo Gazy je daleko",
                                  "away we go, then.", "Ztlum to, prosím, je to hlasité",
                                  "Auto je rozbité, přijdu později.", "připomínka: zítra hraju"])
def test_a_sentence_that_begins_with_a_keyword_stays_in_the_message(line):
    commands = parse_commands(f"ŘEKNI Bobovi: ahoj\n{line}")
    assert [c.kind for c in commands] == [CommandKind.SAY]
    assert commands[0].argument == f"Bobovi: ahoj\n{line}"
