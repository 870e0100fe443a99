"""An offer made and closed before any mail told of it (issue 42): its maker still learns what
became of it, in the mail that goes to them anyway, and nobody gets a mail about an offer that
is over already (withdrawn, declined or accepted in the write, or the mail, that made it)."""

from __future__ import annotations

from datetime import timedelta

from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec


def _play_until_mail_to(t, address: str, since: int) -> list:
    """Everyone answers their turn mails by the first option until `address` gets a mail."""
    for _ in range(40):
        mails = [m for m in t.outbox.sent[since:] if _to(m) == address]
        if mails:
            return mails
        record = t.record()
        seat = record.seat(record.to_move)
        view = t.service.view(t.game.id)
        t.reply(seat.email, "1" if view.rules.choices(view.state, seat.player) else "done")
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
    raise AssertionError(f"no mail came to {address}")


def test_an_offer_made_and_withdrawn_in_one_mail_mails_its_recipient_nothing():
    with open_table() as t:
        since = len(t.outbox.sent)
        t.reply(ANN, "offer Bob Day give $100 get nothing\nwithdraw 1")
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        assert [m for m in t.outbox.sent[since:] if _to(m) == BOB] == []
        (readback,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        text = text_of(readback)
        # what the lines did, in the order they were written (never "passed on")
        assert "passed on" not in text and text.index("You offered Bob Day trade #1") < \
            text.index("You withdrew trade #1"), text


def test_of_two_offers_one_withdrawn_at_once_the_recipient_hears_only_the_other():
    with open_table() as t:
        since = len(t.outbox.sent)
        t.reply(ANN, "offer Bob Day give $100 get nothing\noffer Bob Day give $200 get nothing\n"
                     "withdraw 1")
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == BOB]
        text = text_of(mail)
        assert "#2" in text and "ACCEPT 2" in text
        assert "#1" not in text and "withdrew" not in text


def test_an_offer_declined_at_once_is_told_to_its_maker_with_read_backs_on():
    with open_table() as t:
        t.reply(BOB, "AUTO DECLINE OFFERS")
        since = len(t.outbox.sent)
        t.reply(CID, "offer Bob Day give $100 get nothing")
        t.clock.moment += timedelta(hours=1)
        t.service.tick()
        t.deliver()
        # Bob hears nothing of the offer his orders declined (the confirmation of his orders
        # may come in this window: it waits to ride in a next mail, conv36)
        to_bob = [text_of(m) for m in t.outbox.sent[since:] if _to(m) == BOB]
        assert not any("#1" in text or "Cid" in text for text in to_bob), to_bob
        (readback,) = [m for m in t.outbox.sent[since:] if _to(m) == CID]
        assert "Bob Day declined your trade #1" in text_of(readback)


def test_with_read_backs_off_the_maker_learns_the_answer_in_their_next_mail():
    with open_table() as t:
        t.reply(BOB, "AUTO DECLINE OFFERS")
        t.reply(CID, "CONFIRM OFF")
        since = len(t.outbox.sent)
        t.reply(CID, "offer Bob Day give $100 get nothing")
        mails = _play_until_mail_to(t, CID, since)
        assert "Bob Day declined your trade #1" in text_of(mails[0])
        # Bob's own turn mail may list it among what happened; no mail is about it
        assert not [m for m in t.outbox.sent[since:] if _to(m) == BOB
                    and "trade" in str(m["Subject"])]


def test_an_offer_a_bot_answers_at_once_is_told_to_its_maker_with_read_backs_off():
    players = [PlayerSpec("Ann Lee", ANN, "en"), PlayerSpec("", "", "en", bot="strong"),
               PlayerSpec("Bob Day", BOB, "en")]
    with open_table(players=players) as t:
        t.reply(BOB, "CONFIRM OFF")
        since = len(t.outbox.sent)
        t.reply(BOB, "offer Robot Karel give $100 get nothing")
        mails = _play_until_mail_to(t, BOB, since)
        assert "Robot Karel accepted your trade #1" in text_of(mails[0]) or \
            "Robot Karel declined your trade #1" in text_of(mails[0])
