"""What a bot did for a player is marked as the bot's wherever it is listed (issue 42, review
14: a weekly summary listed "Kupuješ Bar Prašná cesta", the bot's buy, as the reader's own):
in the mail of a missed turn, the absence mail, the week's summary, whatever they fold."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table
from test_mail_absent import _mails, _play

from bench.mail_follow import text_of
from functions.service import PlayerSpec

MARK = {"cs": "(za tebe robot)", "en": "(the bot for you)"}
OWN_BUY = {"cs": re.compile(r"^  - (Kupuješ|.*, kupuješ) "),
           "en": re.compile(r"^  - (You bought|You .*, bought) ")}


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_the_bots_buys_for_an_absent_player_are_marked(lang):
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players) as table:
        since = len(table.outbox.sent)
        while table.record().seat_of(BOB).missed_turns < 2:
            _play(table, 1)
        _play(table, 3)  # absent now: the bot plays his turns at once
        table.clock.moment += timedelta(days=7, hours=1)
        table.service.tick()
        table.deliver()
        mails = _mails(table, BOB, since)
    lines = [line for m in mails for line in text_of(m).splitlines()
             if OWN_BUY[lang].match(line)]
    assert lines, [text_of(m) for m in mails]  # the bot bought for Bob, and it was told
    assert all(MARK[lang] in line for line in lines), lines
