"""Issue 42, a newcomer's review: "Co mi mezitím robot nakoupil?" after an absence named the
newest few lines of the whole table (and a count of earlier ones), not the purchases the bot
made for the writer. A question of what the bot did for the writer ("mi", "za mě", "for me")
names every decision it took for them since their own last move (the class:
tests/mail/asks_classes.py, a question answered with another's answer)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from functions.service.records.moves import BOT_SOURCE

AWAY = {"cs": "jsem pryč do pátku", "en": "I'm away until Friday"}
BOUGHT = {"cs": "kupuješ ", "en": "bought "}  # how a purchase of the reader's is told
TRAINING = (
    ("cs", "Co mi mezitím robot nakoupil?"),
    ("en", "What did the bot buy for me while I was gone?"),
)
HELD_OUT = (  # measured once after the fix: 0 of 2 before, 2 of 2 after
    ("cs", "Co za mě robot koupil, když jsem byl pryč?"),
    ("en", "Did the bot buy anything for me?"),
)


def asked_after_the_absence(lang: str, words: str) -> tuple[int, str]:
    """Bob is away while the table plays twelve turns (a bot buys for him); then he asks
    `words`: how many purchases the bot made for him, and the top of his answer."""
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players, options={"lang": lang, "away": "autoplay"}) as t:
        t.reply(BOB, AWAY[lang])
        for _ in range(12):
            record = t.record()
            if record.seat(record.to_move).email != BOB:
                first_choice(t)
            t.clock.moment += timedelta(hours=1)
            t.deliver()
        player = t.record().seat_of(BOB).player
        bought = sum(1 for e in t.service.view(t.game.id).log if e.player == player
                     and e.text == "buy" and e.source.startswith(BOT_SOURCE))
        since = len(t.outbox.sent)
        t.reply(BOB, words)
        [answer] = [text_of(m) for m in t.outbox.sent[since:] if _to(m) == BOB]
        return bought, answer.split("\n\n")[1]


def every_purchase_named(lang: str, words: str) -> bool:
    bought, top = asked_after_the_absence(lang, words)
    return bought > 1 and top.count(BOUGHT[lang]) == bought


@pytest.mark.parametrize(("lang", "words"), TRAINING, ids=[m[1] for m in TRAINING])
def test_every_purchase_the_bot_made_for_the_writer_is_named(lang, words):
    assert every_purchase_named(lang, words)


@pytest.mark.parametrize(("lang", "words"), HELD_OUT, ids=[m[1] for m in HELD_OUT])
def test_held_out_every_purchase_the_bot_made_for_the_writer_is_named(lang, words):
    assert every_purchase_named(lang, words)
