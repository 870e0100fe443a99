"""What a player or an organizer receives says what happened, in Czech a Czech reader finds
natural (cz47, issue 42). Three classes, each checked on what the person receives:

A. Czech that stumbles: another's acts told of a name that does not say its gender read as a
   telegram ("Quinn Hart: hod 6 a hod znovu, … příjezd na pole VĚZENÍ"), a plural for one
   invitee ("Pozvánky dostali: Quinn Hart"), quotes inside an example's quotes, a card's quoted
   text run on as a clause ("bereš kartu …: „…“, dojíždíš …"), a finished game won in the
   present ("vyhrává"), "mezi vynechanými tahy" read as turns missed.
B. An act not confirmed to its actor: a mail command typed as the subject of an empty mail
   (ODHLÁSIT done in silence, NÁPOVĚDA and VZDÁVÁM dropped or answered "no move in it"), and
   one in a mail without the reply address answered as if it held no command.
C. Pages that do not say what a mail says: who won a finished game, since when a game is
   paused, and the organizer's name that their mail gave (stored for their greeting).

The members held out while this was written are in test_cz47_held_out.py."""

from __future__ import annotations

from email.message import EmailMessage

import pytest
from test_mailroom_incoming import PLAYERS, SECRET, SETTINGS, Table, _text
from web_events import get

from functions.links import organizer_path, play_path
from functions.render import games
from functions.render.letters import _by_player
from functions.service import PlayerSpec
from functions.web import create_app
from rules.westernpoly.board import FIELDS
from rules.westernpoly.cards import CARDS
from rules.westernpoly.words import event_text
from rules.wording import game_over

JAIL = next(i for i, f in enumerate(FIELDS) if f.cs == "VĚZENÍ")


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def mail_lines(events: list[tuple[str, dict]], who: str, reader: str) -> list[str]:
    """The lines a turn mail's list makes of `who`'s events, told to `reader`."""
    lines = [event_text(kind, {"player": who, **data}, "cs", reader=reader)
             for kind, data in events]
    return [line for line, _ in _by_player(lines, sorted({who, reader}), "cs",
                                           games.of("westernpoly").joined)]


# ---- A: Czech that stumbles ---------------------------------------------------------------


def test_a_name_of_no_sure_gender_is_told_in_the_present_as_one_sentence():
    events = [("extra_throw", {}), ("throw", {"dice": [6, 4]}), ("moved", {"field": JAIL}),
              ("jailed", {})]
    assert mail_lines(events, "Quinn Hart", "Jana Nováková") == [
        "Quinn Hart hází 6 a má hod navíc, padá 4, dojíždí na pole VĚZENÍ a jde do VĚZENÍ"]


def test_a_field_named_again_in_the_present_is_a_pronoun():
    bar = next(i for i, f in enumerate(FIELDS) if f.cs == "Bar Rezavá ostruha")
    events = [("throw", {"dice": [3]}), ("moved", {"field": bar}),
              ("bought", {"field": bar, "amount": 2400})]
    (line,) = mail_lines(events, "Kim Lee", "Jana Nováková")
    assert line == "Kim Lee hází 3, dojíždí na pole Bar „Rezavá ostruha“ a kupuje ho za 2 400 $"


def test_a_card_s_quoted_text_ends_its_sentence():
    name = next(k for k, c in CARDS.items() if "Železná pokladna" in c.text("cs"))
    events = [("throw", {"dice": [1]}), ("card", {"card": name}),
              ("moved", {"field": 39}), ("received", {"amount": 4000})]
    lines = mail_lines(events, "Jana Nováková", "Jana Nováková")
    assert len(lines) == 2 and lines[0].endswith("“"), lines
    assert lines[1] == "Ty dojíždíš na pole Banka „Železná pokladna“ a dostáváš od banky 4 000 $"


@pytest.mark.parametrize(("winner", "reader", "said"), [
    ("Jana Nováková", None, "Konec hry: vyhrála Jana Nováková (41 bodů)."),
    ("Petr Dvořák", "Petr Dvořák", "Konec hry: vyhrál jsi (41 bodů)."),
    ("Quinn Hart", None, "Konec hry: vítězství patří hráči Quinn Hart (41 bodů)."),
    ("Quinn Hart", "Quinn Hart", "Konec hry: vítězství patří tobě (41 bodů)."),
])
def test_a_finished_game_was_won(winner, reader, said):
    assert game_over([winner], reader, "41 bodů", "cs") == said
    assert game_over([winner], None, "41 points", "en") == f"Game over: {winner} won with 41 points."


def set_up_mail(table: Table, players: list[PlayerSpec], organizer: str, lang: str) -> str:
    """The mail that tells the organizer their game is set up (invitations out)."""
    table.service.create("goofspiel", players, organizer, options={"lang": lang})
    table.deliver()
    return " ".join(_text(table.last("org@example.org", "game_created")).split())


def test_one_invitee_is_one_and_several_are_several(table):
    one = set_up_mail(table, [PlayerSpec("Eva Malá", "org@example.org", "cs"),
                              PlayerSpec("Quinn Hart", "quinn@example.org", "cs")],
                      "Eva Malá <org@example.org>", "cs")
    assert "Pozvánku má Quinn Hart; hra začne, až ji přijme." in one, one
    two = set_up_mail(table, [PlayerSpec("Jana Nováková", "jana@example.org", "cs"),
                              PlayerSpec("Quinn Hart", "quinn@example.org", "cs")],
                      "org@example.org", "cs")
    assert "Pozvánky mají Jana Nováková a Quinn Hart; hra začne, až pozvánky přijmou." in two


def test_the_example_of_a_turn_mail_has_no_quotes_inside_its_quotes():
    from pathlib import Path
    golden = Path(__file__).parent / "golden" / "render" / "westernpoly_your_turn_cs.txt"
    how = next(line for line in golden.read_text(encoding="utf-8").splitlines()
               if line.startswith("Jak odpovědět"))
    assert "‚" not in how and "„koupit Saloon Zlatý důl za 5 200 $“" in how


# ---- B: an act confirmed to its actor ------------------------------------------------------


def start(table: Table):
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    table.deliver()
    return game


def subject_only(to: EmailMessage, subject: str, *, token: bool = True) -> bytes:
    """A person's mail with a command as its subject and nothing of theirs in the body."""
    mail = EmailMessage()
    mail["From"] = to["To"].addresses[0].addr_spec
    mail["To"] = str(to["Reply-To"]) if token else "pbm@pbm.example.org"
    mail["Subject"] = subject
    mail["Message-ID"] = f"<{abs(hash((subject, token, str(to['Message-ID']))))}@client>"
    if token:
        mail["In-Reply-To"] = str(to["Message-ID"])
    mail.set_content("\n")
    return mail.as_bytes()


def answers(table: Table, clock, address: str) -> list[EmailMessage]:
    clock.advance(minutes=15)  # a read-back waits a while for company, then goes
    return [m for m in table.deliver() if m["To"].addresses[0].addr_spec == address]


def test_unsubscribe_typed_as_the_subject_is_done_and_confirmed(table, clock):
    game = start(table)
    bob = "bob@example.org"  # Bob reads Czech
    outcome = table.receive(subject_only(table.last(bob), "ODHLÁSIT"))
    assert outcome.action == "answered", outcome
    assert table.service.view(game.id).game.seat_of(bob).mail == "turns"
    (told,) = answers(table, clock, bob)
    assert "jen když jsi na tahu" in _text(told)


def test_help_typed_as_the_subject_is_answered(table, clock):
    start(table)
    bob = "bob@example.org"
    table.receive(subject_only(table.last(bob), "NÁPOVĚDA"))
    assert [str(m["Subject"]).split(" — ")[0] for m in answers(table, clock, bob)] == [
        "Jak hrát e-mailem"]


def test_resigning_typed_as_the_subject_asks_to_confirm(table, clock):
    game = start(table)
    bob = "bob@example.org"
    table.receive(subject_only(table.last(bob), "VZDÁVÁM"))
    (asked,) = answers(table, clock, bob)
    assert "opravdu chceš hru" in _text(asked)
    assert table.service.view(game.id).game.seat_of(bob).active  # nothing done yet


def test_a_command_without_the_reply_address_is_named_with_how_to_have_it_done(table, clock):
    game = start(table)
    bob = "bob@example.org"
    table.receive(subject_only(table.last(bob), "ODHLÁSIT", token=False))
    (told,) = answers(table, clock, bob)
    assert "příkaz ODHLÁSIT neprovedli: odpověz na tento e-mail a napiš do něj ODHLÁSIT" \
        in " ".join(_text(told).split())
    assert table.service.view(game.id).game.seat_of(bob).mail == "all"


# ---- C: pages that say what the mail says -----------------------------------------------


def test_the_player_s_page_says_since_when_the_game_is_paused(table, clock):
    game = start(table)
    clock.advance(hours=2)
    table.service.pause(game.id)
    record = table.service.view(game.id).game
    assert record.paused_at is not None
    app = create_app(table.service, SECRET, SETTINGS.base_url)
    seat = record.seat_of("ann@example.org")
    page = app.resolve(get(play_path(SECRET, game.id, seat.seat, seat.holder),
                           {"lang": "cs"}), None)["body"]
    assert "Hra je pozastavená od 1. 5. 2025 (čtvrtek), 16:00 SELČ." in page, page[:3000]
    table.service.resume(game.id)
    assert table.service.view(game.id).game.paused_at is None


def test_the_organizer_s_name_given_with_the_address_is_kept(table):
    game = table.service.create("1926", PLAYERS, "Eva Dvořáková <org@example.org>",
                                options={"lang": "cs"})
    assert (game.organizer, game.organizer_name) == ("org@example.org", "Eva Dvořáková")
    bare = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "cs"})
    assert bare.organizer_name == ""


def test_the_organizer_s_dashboard_names_the_winner(table, clock):
    players = [PlayerSpec("Jana Nováková", "jana@example.org", "cs"),
               PlayerSpec("Quinn Hart", "quinn@example.org", "cs")]
    game = table.service.create("goofspiel", players, "org@example.org",
                                options={"cards": 3, "lang": "cs"}, start=True)
    played_out(table.service, game.id, "p1")  # Jana bids high: she wins
    app = create_app(table.service, SECRET, SETTINGS.base_url)
    body = app.resolve(get(organizer_path(SECRET, "org@example.org"), {"lang": "cs"}),
                       None)["body"]
    row = body[body.index(f'id="game-{game.id}"'):]
    assert "skončila — vyhrála Jana Nováková" in row[:row.index("</tr>")]
    seat = table.service.record(game.id).seat_of("quinn@example.org")
    page = app.resolve(get(play_path(SECRET, game.id, seat.seat, seat.holder), {"lang": "cs"}),
                       None)["body"]
    assert "Hra skončila. Vyhrála Jana Nováková." in page


def played_out(service, game_id: str, high: str) -> None:
    """A Goofspiel game played to its end: seat `high` bids its highest card each round, the
    others their lowest (so `high` wins)."""
    while (record := service.record(game_id)).status == "running":
        for seat_id in record.waited:
            view = service.view(game_id)
            seat = view.game.seat(seat_id)
            moves = sorted(view.rules.legal_moves(view.state, seat.player), key=lambda m: m.card)
            pick = moves[-1] if seat.seat == high else moves[0]
            service.submit(game_id, seat.email, pick.text, version=view.game.version)
