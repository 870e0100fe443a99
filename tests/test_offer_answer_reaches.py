"""The answer to a player's own offer reaches them promptly, whatever they have to decide (brief
bots48, issue 42: Hana, with nothing to decide, learned that her offer was accepted only in
round 13).

The class: an event that concerns a player directly (the answer to their offer) held back
because they have no decision pending: a player who takes only their turns' mail (MAIL TURNS /
POŠTA TAHY) got no mail of another's answer to their offer (nor of the withdrawal of an offer
made to them) until their next turn mail, rounds later.
HELD_OUT members were measured last: 0/3 before the change, 3/3 after.

Suspected and measured, not members: a player who takes no read-backs (CONFIRM OFF) whose offer
a bot answers at once hears it within the hour already (kept below as neighbours)."""

from __future__ import annotations

import re
from datetime import timedelta

from mail_table import ANN, BOB, Table, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

HANA = "hana@example.org"
HOUR = timedelta(hours=1)


def _table(lang: str = "en", bot: bool = False):
    names = ("Ann Lee", "Bob Day", "Hana Kim") if lang == "en" else (
        "Jana Nová", "Petr Dvořák", "Hana Malá")
    second = PlayerSpec("", "", lang, bot="strong") if bot else PlayerSpec(names[1], BOB, lang)
    return open_table(players=[PlayerSpec(names[0], ANN, lang), second,
                               PlayerSpec(names[2], HANA, lang)], options={"lang": lang})


def _told_within(t: Table, since: int, words: str, within: timedelta = HOUR) -> bool:
    """Whether a mail to Hana telling `words` left within `within` (others not moving)."""
    t.clock.moment += within
    t.deliver()
    return any(_to(m) == HANA and re.search(words, text_of(m), re.I)
               for m in t.outbox.sent[since:])


def _offered(t: Table, setting: str, offer: str, by_mail: bool = True) -> int:
    """Hana sets `setting`, then makes `offer` (by mail, or on the page); the mails so far."""
    t.reply(HANA, setting)
    if by_mail:
        t.reply(HANA, offer)
    else:
        t.service.submit(t.game.id, HANA, offer, source="web")
    t.clock.moment += 2 * HOUR
    t.deliver()
    return len(t.outbox.sent)


# ---- members used while fixing --------------------------------------------------------------


def test_mail_turns_an_acceptance_by_mail_reaches_the_proposer():
    with _table() as t:
        since = _offered(t, "MAIL TURNS", "offer Bob give $2700 get nothing")
        t.reply(BOB, f"accept {t.offers()[0].id}")
        assert _told_within(t, since, "Bob Day accepted")


def test_mail_turns_an_acceptance_on_the_page_reaches_the_proposer():
    with _table() as t:
        since = _offered(t, "MAIL TURNS", "offer Bob give $500 get nothing", by_mail=False)
        t.service.submit(t.game.id, BOB, f"accept {t.offers()[0].id}", source="web")
        assert _told_within(t, since, "Bob Day accepted")


def test_an_answer_with_default_mail_still_reaches_the_proposer_once():
    # not a member: it did before; the answer is one mail, not two
    with _table() as t:
        since = _offered(t, "EVERY MOVE OFF", "offer Bob give $2700 get nothing")
        t.reply(BOB, f"accept {t.offers()[0].id}")
        assert _told_within(t, since, "Bob Day accepted")
        assert len([m for m in t.outbox.sent[since:] if _to(m) == HANA]) == 1


# ---- held out: measured last (0/3 before the change, 3/3 after) ------------------------------


def test_held_out_posta_tahy_a_refusal_by_mail_in_czech_reaches_the_proposer():
    with _table("cs") as t:
        since = _offered(t, "pošta jen tahy", "offer Petr give $2700 get nothing")
        t.reply(BOB, f"odmítám {t.offers()[0].id}")
        assert _told_within(t, since, "odmít")


def test_held_out_mail_turns_a_refusal_on_the_page_reaches_the_proposer():
    with _table() as t:
        since = _offered(t, "mail my turns", "offer Bob give $100 get $5000", by_mail=False)
        t.service.submit(t.game.id, BOB, f"decline {t.offers()[0].id}", source="web")
        assert _told_within(t, since, "declined")


def test_held_out_mail_turns_an_offer_withdrawn_reaches_the_one_it_was_made_to():
    with _table() as t:
        t.reply(HANA, "MAIL TURNS")
        t.service.submit(t.game.id, BOB, "offer Hana give $700 get nothing", source="web")
        t.clock.moment += 2 * HOUR
        t.deliver()
        since = len(t.outbox.sent)
        t.service.submit(t.game.id, BOB, f"withdraw {t.offers()[0].id}", source="web")
        assert _told_within(t, since, "withdr")


# ---- neighbours that worked before: not members ---------------------------------------------


def test_confirm_off_a_bots_answer_at_once_reaches_the_proposer():
    with _table(bot=True) as t:
        t.reply(HANA, "CONFIRM OFF")
        since = len(t.outbox.sent)
        t.reply(HANA, "offer Robot give $2700 get nothing")
        assert _told_within(t, since, "accepted")


def test_confirm_off_in_czech_a_bots_answer_at_once_reaches_the_proposer():
    with _table("cs", bot=True) as t:
        t.reply(HANA, "potvrzení vyp")
        since = len(t.outbox.sent)
        t.reply(HANA, "offer Robot give $3000 get nothing")
        assert _told_within(t, since, "přij|odmít")
