"""The subject of a read-back of a reply's trade lines says what was done (issue 42, a
newcomer's findings: "Passed on" / "Předáno" for an offer and an answer in one reply).

Class: a reply holding several trade acts (offers, answers, withdrawals) is read back under a
subject that names one act, or a word a player cannot act on. Its members are replies written
as players write them (Czech with and without diacritics, English); a third (HELD_OUT) was kept
aside while the subjects were written and only measured (the figure is in bench/RESULTS.md).
At the start Bob has offered Ann trade 1, Cid trade 2, and Ann has offered Bob trade 3."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, open_table

from functions.service import PlayerSpec

# (language, Ann's reply, the words its read-back's subject must hold)
REPLIES = [
    ("cs", "přijímám 1\nnabídka Cid dávám 50 $ za nic", ("Odpověď předána", "nabídka odeslána")),
    ("cs", "Nabídku 1 beru.\nA stahuji nabídku 3.", ("Odpověď předána", "nabídka stažena")),
    ("cs", "nabidka Bob davam 10 $ za nic\nnabidka Cid davam 20 $ za nic",
     ("2 nabídky odeslány",)),
    ("cs", "odmítám 1\nodmítám 2", ("2 odpovědi předány",)),
    ("en", "accept 1\noffer Cid give $50 get nothing", ("Answer passed on", "offer sent")),
    ("en", "withdraw 3\ndecline 2", ("Offer withdrawn", "answer passed on")),
    ("en", "offer Bob give $10 get nothing\noffer Cid give $20 get nothing", ("2 offers sent",)),
    ("cs", "stahuji nabídku 3", ("Nabídka 3 stažena",)),
]
HELD_OUT = [
    ("cs", "odmitam 2\nstahuji nabidku 3", ("Odpověď předána", "nabídka stažena")),
    ("en", "I'll take offer 1\nwithdraw 3", ("Answer passed on", "offer withdrawn")),
    ("en", "decline 1\ndecline 2\noffer Bob give $5 get nothing",
     ("2 answers passed on", "offer sent")),
    ("en", "withdraw 3", ("Offer 3 withdrawn",)),
]
NEVER = ("Předáno", "Passed on", "Odeslána nabídka", "Sent:")


def _read_back_subject(lang: str, reply: str) -> str:
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players) as table:
        assert table.reply(BOB, "offer Ann give $100 get nothing").action == "played"
        assert table.reply(CID, "offer Ann give $200 get nothing").action == "played"
        assert table.reply(ANN, "offer Bob give $30 get nothing").action == "played"
        table.clock.moment += timedelta(minutes=30)
        table.deliver()
        assert sorted(o.id for o in table.offers()) == [1, 2, 3]
        before = len(table.outbox.sent)
        assert table.reply(ANN, reply).action == "played"
        table.clock.moment += timedelta(minutes=30)  # the read-back waited for company
        table.deliver()
        (mail,) = [m for m in table.outbox.sent[before:] if str(m["To"]).endswith(f"<{ANN}>")]
        return str(mail["Subject"])


def _check(lang: str, reply: str, said: tuple[str, ...]) -> None:
    subject = _read_back_subject(lang, reply)
    assert all(words in subject for words in said), subject
    assert not any(words in subject for words in NEVER), subject


@pytest.mark.parametrize("lang,reply,said", REPLIES)
def test_a_reply_of_trade_lines_is_read_back_under_what_it_did(lang, reply, said):
    _check(lang, reply, said)


@pytest.mark.parametrize("lang,reply,said", HELD_OUT)
def test_held_out_a_reply_of_trade_lines_is_read_back_under_what_it_did(lang, reply, said):
    _check(lang, reply, said)
