"""Our own words are never commands: a reply that carries the turn mail it answers, copied in any
way (without quote marks, under a header block in a language no rule knows, above or below the
player's lines), plays exactly the player's lines, in a live game (issue 27)."""

from __future__ import annotations

from email.message import EmailMessage

import pytest
from test_mailroom_corpus import SETTINGS, set_up
from test_mailroom_incoming import Table, _text

from functions.mail.inbound import parse_mail
from functions.mail.reply_text import OwnWords, reply_text
from functions.mailroom.incoming import own_words
from functions.service import PlayerSpec

HOLDER = PlayerSpec("Tom", "tom@example.org", "en")
# a header block in Estonian: no rule of the general reader knows these field names
ESTONIAN = "Saatja: pbm <pbm@pbm.example.com>\nSaadetud: esmaspäev, 3. märts 2025 10:15\n" \
           "Adressaat: Tom\nTeema: Your move\n"


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets, SETTINGS)


def answer(to: EmailMessage, body: str, number: int = 1) -> bytes:
    """The player's mail with `body` as it stands (no quoting added)."""
    mail = EmailMessage()
    mail["From"] = to["To"].addresses[0].addr_spec
    mail["To"] = str(to["Reply-To"])
    mail["Subject"] = "Re: " + str(to["Subject"])
    mail["Message-ID"] = f"<own-words-{number}@client.example>"
    mail["In-Reply-To"] = str(to["Message-ID"])
    mail.set_content(body)
    return mail.as_bytes()


def played(table: Table, game_id: str, raw: bytes) -> tuple[str, list[str], str]:
    """(the outcome's action, the holder's moves added, what the holder was mailed)."""
    before = len(table.service.view(game_id).log)
    outcome = table.receive(raw)
    sent = table.deliver()
    after = table.service.view(game_id)
    player = after.game.seat_of(HOLDER.email).player
    moves = [e.text for e in after.log[before:] if e.player == player]
    said = "\n".join(_text(m) for m in sent if m["To"].addresses[0].addr_spec == HOLDER.email)
    return outcome.action, moves, said


def test_the_turn_mail_copied_without_quote_marks_under_an_unknown_header_is_history(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    body = f"large praha\n\n{ESTONIAN}\n{_text(turn)}"
    action, moves, said = played(table, game_id, answer(turn, body))
    assert (action, moves) == ("played", ["large praha"])
    assert "skipped" not in said and "not your turn" not in said.lower()


def test_westernpoly_headings_of_our_mail_are_not_commands(table):
    game_id, turn = set_up(table, "WesternPoly free property", HOLDER)
    # the board's heading as a line of the copy, as an older mail had it
    text = _text(turn).replace("Waiting for:", "Board:\nWaiting for:")
    body = f"buy\ndone\n\n{ESTONIAN}\n{text}"
    action, moves, said = played(table, game_id, answer(turn, body))
    assert (action, moves) == ("played", ["buy", "done"])
    assert not [m for m in table.transport.sent if ".board." in str(m["Message-ID"])]
    assert "skipped" not in said


def test_a_reply_bottom_posted_under_our_unquoted_mail_is_read(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    body = f"{_text(turn)}\n\nlarge praha\n"
    action, moves, said = played(table, game_id, answer(turn, body))
    assert (action, moves) == ("played", ["large praha"])
    assert "skipped" not in said


def test_a_reply_under_an_unknown_header_and_our_unquoted_mail_is_read(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    body = f"{ESTONIAN}\n{_text(turn)}\n\nlarge praha\n"
    action, moves, said = played(table, game_id, answer(turn, body))
    assert (action, moves) == ("played", ["large praha"])
    assert "skipped" not in said


def test_our_mail_as_its_html_reads_as_text_is_history_too(table):
    from functions.mail.html_text import html_to_text

    game_id, turn = set_up(table, "1926 turn", HOLDER)
    html = turn.get_body(preferencelist=("html",)).get_content()
    body = f"large praha\n\n{ESTONIAN}\n{html_to_text(html)}"
    action, moves, said = played(table, game_id, answer(turn, body))
    assert (action, moves) == ("played", ["large praha"])
    assert "skipped" not in said


def test_the_mails_example_written_as_the_move_is_the_players_move(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    assert "large Praha" in _text(turn)  # the mail's example and its first option
    action, moves, _ = played(table, game_id, answer(turn, "large Praha\n"))
    assert (action, moves) == ("played", ["large praha"])


def test_own_words_know_a_rewrapped_line_of_the_mail(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    game = table.service.view(game_id).game
    seat = game.seat_of(HOLDER.email)
    own = own_words(table.service, game, seat, game.version)
    assert own is not None
    long_line = max(_text(turn).splitlines(), key=len)
    head, tail = long_line[:len(long_line) // 2], long_line[len(long_line) // 2:]
    body = f"large praha\n\n{ESTONIAN}\n{head}\n{tail}\n" + "\n".join(
        _text(turn).splitlines()[:12])
    assert reply_text(body, own) == "large praha"


def test_a_stray_line_after_the_turn_ended_is_skipped_not_refused(table):
    game_id, turn = set_up(table, "WesternPoly free property", HOLDER)
    # (the same "buy" again would be a move said twice, played once and not named: rep18)
    action, moves, said = played(table, game_id, answer(turn, "buy\ndone\nthrow\n"))
    assert (action, moves) == ("played", ["buy", "done"])
    assert "skipped" in said.lower()
    assert not [m for m in table.transport.sent if ".refused." in str(m["Message-ID"])]


@pytest.mark.parametrize("body", ["large praha and then small brno\n",
                                  "large praha a pak small brno\n"])
def test_two_moves_joined_on_a_line_for_one_decision_are_asked_back(table, body):
    # one placement a turn: "X and then Y" gives two answers to one question, so the player
    # is asked which (rep22; it used to play X and skip Y, which may not be what was meant)
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    action, moves, said = played(table, game_id, answer(turn, body))
    assert (action, moves) == ("refused", []), said
    assert "“large praha” or “small brno”" in said


def test_two_moves_on_two_lines_are_asked_back_not_played(table):
    """rep17: two whole moves for one decision, each on a line of its own, play neither."""
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    action, moves, said = played(table, game_id, answer(turn, "large praha\nsmall brno\n"))
    assert (action, moves) == ("refused", [])
    assert "“large praha”" in said and "“small brno”" in said, said


def test_without_the_answered_mail_the_general_rules_still_read_the_reply():
    raw = answer_bytes("large praha\n\nOn Mon, 3 Mar 2025 at 10:15, pbm <p@x.org> wrote:\n> x\n")
    assert parse_mail(raw).reply == "large praha"
    assert reply_text("large praha", OwnWords.of([])) == "large praha"


def answer_bytes(body: str) -> bytes:
    mail = EmailMessage()
    mail["From"] = "tom@example.org"
    mail["To"] = "play@pbm.example.com"
    mail["Subject"] = "Re: your move"
    mail.set_content(body)
    return mail.as_bytes()


# A debt mail's menu, as the mail lists it: its options are longer than a line the reader
# takes for a pasted piece of history (a field's whole name and its price).
DEBT_MAIL = """Ahoj Pavle,

Dlužíš 1 000 $ bance a chybí ti 1 000 $. Co prodáš?

  1. prodat Chatrč U Hnědáka za 1 200 $
  2. prodat Nocležnu U Kojota za 2 000 $
  3. prodat Alkohol & Tabák Whisky Joe za 2 800 $
  4. vzdát se

Odpověz číslem nebo tahem.
"""


@pytest.mark.parametrize("pasted", [
    "prodat Alkohol & Tabák Whisky Joe za 2 800 $",
    "3. prodat Alkohol & Tabák Whisky Joe za 2 800 $",
    "  3. prodat Alkohol & Tabák Whisky Joe za 2 800 $",
    "prodat Nocležnu U Kojota za 2 000 $",
])
def test_a_menu_option_pasted_as_the_answer_is_the_players_however_long(pasted):
    own = OwnWords.of([DEBT_MAIL])
    body = f"Ahoj,\n\n{pasted}\n\nDíky, Pavel\n"
    assert pasted.strip() in reply_text(body, own)


def test_the_menu_inside_our_mail_copied_without_quote_marks_stays_history():
    own = OwnWords.of([DEBT_MAIL])
    body = "1\n\n" + DEBT_MAIL
    assert reply_text(body, own) == "1"
