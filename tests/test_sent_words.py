"""The lines of a mail sent under a reply token are kept with it (issue 43): a reply to it is read
against what the mail really said, without rendering it again; a mail sent before its lines
were kept, or whose record lapsed or was erased, leaves the frame sentences alone."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from test_mailroom_corpus import SETTINGS, set_up
from test_mailroom_incoming import Table, _text

from functions.mail.html_text import html_to_text
from functions.mail.reply_text import reply_text
from functions.mailroom.incoming import own_words
from functions.service import PlayerSpec
from functions.service.records.notifications import Notification
from functions.service.store import SENT_WORDS_RETENTION, SentWords
from functions.service.system import iso
from functions.storage.dynamodb_sent_words import DynamoSentWords

HOLDER = PlayerSpec("Tom", "tom@example.org", "en")


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets, SETTINGS)


def _seat_and_version(table: Table, game_id: str):
    game = table.service.view(game_id).game
    return game, game.seat_of(HOLDER.email)


def test_the_turn_mail_is_kept_as_it_went_text_and_html(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    game, seat = _seat_and_version(table, game_id)
    kept = table.store.sent_words(game_id, seat.seat, game.version)
    assert kept is not None
    html = html_to_text(turn.get_body(preferencelist=("html",)).get_content())
    sent = {line.strip() for text in (_text(turn), html) for line in text.splitlines()}
    assert set(kept) == sent - {""} and len(kept) == len(set(kept))


def test_a_mail_sent_before_its_lines_were_kept_is_read_by_the_frame_alone(table):
    game_id, turn = set_up(table, "1926 turn", HOLDER)
    game, seat = _seat_and_version(table, game_id)
    table.store._db().execute("DELETE FROM sent_words")
    own = own_words(table.service, game, seat, game.version)
    assert not own.lines and own.frame
    # the frame's lines still end the reply; the board's lines are no longer known as ours
    footer = [line for line in _text(turn).splitlines() if "pbm" in line.lower()][-1:]
    assert reply_text("large praha\n" + "\n".join(footer), own) == "large praha"


def test_the_mails_of_one_version_are_read_together(sqlite_store):
    sqlite_store.keep_sent_words([
        SentWords("g", "p1", 3, "g:3:your_turn:p1", ("Your move", "1. buy")),
        SentWords("g", "p1", 3, "g:3:refused:p1", ("Not your turn",)),
        SentWords("g", "p1", 4, "g:4:your_turn:p1", ("Later",))], "2026-01-01T00:00:00+00:00")
    assert sorted(sqlite_store.sent_words("g", "p1", 3)) == ["1. buy", "Not your turn",
                                                              "Your move"]
    assert sqlite_store.sent_words("g", "p2", 3) is None


def test_kept_lines_lapse_after_their_retention(sqlite_store):
    at = datetime(2026, 1, 1, tzinfo=datetime.now().astimezone().tzinfo)
    sqlite_store.keep_sent_words([SentWords("g", "p1", 1, "n", ("Your move",))], iso(at))
    sqlite_store.prune_expired(iso(at + SENT_WORDS_RETENTION - timedelta(minutes=1)))
    assert sqlite_store.sent_words("g", "p1", 1) == ["Your move"]
    sqlite_store.prune_expired(iso(at + SENT_WORDS_RETENTION + timedelta(minutes=1)))
    assert sqlite_store.sent_words("g", "p1", 1) is None


def test_dynamodb_keeps_and_reads_the_lines(dynamodb_store):
    mail = Notification("g:3:your_turn:p1", "g", 3, "your_turn", "p1", "tom@example.org", "en",
                        "2026-01-01T00:00:00+00:00", {})
    dynamodb_store.add_notifications([mail])
    words = [SentWords("g", "p1", 3, mail.id, ("Your move", "Tvůj tah: „1926“")),
             SentWords("g", "p1", 3, "g:3:refused:p1", ("Not your turn",))]
    DynamoSentWords(dynamodb_store).keep_sent_words(words, "2026-01-01T00:01:00+00:00")
    assert sorted(dynamodb_store.sent_words("g", "p1", 3)) == sorted(
        ["Your move", "Tvůj tah: „1926“", "Not your turn"])
    assert dynamodb_store.sent_words("g", "p1", 4) is None
    assert dynamodb_store.sent_words("g", "p", 3) is None  # another seat's prefix
