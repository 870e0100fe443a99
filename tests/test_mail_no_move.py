"""A mail with no move never gets a stale refusal, and an offer never lapses unseen (issue 42,
second round): words that no move reads ("Hi all! Back from Crete…") answer no turn, so the
turn they reply to being over is not news; an absent player's chatter is answered by the
welcome back alone; an offer to an absent player is refused at once, with the reason."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, first_choice, open_table
from test_mail_absent import _mails, _play

from bench.mail_follow import text_of

STALE = ("answered an older mail", "already been played")
CHATTER = ["Hi all! Back from Crete, sorry for the silence.",
           "Ahoj všichni, omlouvám se, byl jsem na horách bez signálu.",
           "Sorry, what did I miss? Good game so far!"]


@pytest.mark.parametrize("chatter", CHATTER)
def test_an_absent_players_chatter_is_welcomed_back_without_a_stale_refusal(chatter):
    with open_table() as table:
        old = table.newest(BOB)
        while table.record().seat_of(BOB).missed_turns < 2:
            _play(table, 1)
        _play(table, 3)
        since = len(table.outbox.sent)
        outcome = table.reply(BOB, chatter, to=old)
        (mail,) = _mails(table, BOB, since)
        text = text_of(mail)
        assert "Welcome back" in text and not any(s in text for s in STALE)
        assert outcome.action in ("answered", "played")
        assert table.record().seat_of(BOB).missed_turns == 0


def test_chatter_to_an_old_turn_mail_is_not_refused_as_old():
    with open_table() as table:
        old = table.newest(ANN)
        while table.record().seat(table.record().to_move).email == ANN:
            first_choice(table)  # Ann's turn mail is answered: it is old now
        table.deliver()
        since = len(table.outbox.sent)
        outcome = table.reply(ANN, "Thanks everyone, nice game so far!", to=old)
        # nothing of Ann's to decide now: no mail at all, least of all "that turn is played"
        assert outcome.action == "dropped" and _mails(table, ANN, since) == []


@pytest.mark.parametrize("offer", ["offer bob give $100 get nothing",
                                   "nabídka Bob dávám 100 $ za nic"])
def test_an_offer_to_an_absent_player_is_refused_at_once_with_the_reason(offer):
    with open_table() as table:
        while table.record().seat_of(BOB).missed_turns < 2:
            _play(table, 1)
        since = len(table.outbox.sent)
        outcome = table.reply(ANN, offer)
        assert outcome.action == "refused"
        (mail,) = _mails(table, ANN, since)
        # the reason is the one that holds: two missed turns, not an announced absence
        assert "Bob Day has missed two turns in a row, so a bot plays for them now" \
            in text_of(mail) and "nobody would see it" in text_of(mail)
        assert table.offers() == () and _mails(table, BOB, since) == []
