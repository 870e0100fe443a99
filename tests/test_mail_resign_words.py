"""The words a player says with a resignation (round 13, issue 42: Cyril's "nemám teď čas" was
dropped without a word): the confirmation says they go to nobody else and how to tell the
table (SAY above the confirmation line), and a SAY so written reaches the others in the mail
of the resignation, after its news."""

from __future__ import annotations

import re

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

NAMES = ["Bedřich Svoboda", "Cyril Novák", "Alena Malá"]
CODE = {"cs": r"VZDÁVÁM (\w+)", "en": r"RESIGN (\w+)"}
NOWHERE = {"cs": "nikomu dalšímu nepředám", "en": "go to nobody else"}
SAY = {"cs": "ŘEKNI", "en": "SAY"}


def _table(lang: str):
    return open_table(players=[PlayerSpec(n, a, lang) for n, a in
                               zip(NAMES, (ANN, BOB, CID), strict=True)])


@pytest.mark.parametrize("lang, said, words", [
    ("cs", "Vzdávám to, nemám teď čas.", "nemám teď čas"),
    ("cs", "Vzdávám hru, promiňte, odjíždím", "promiňte, odjíždím"),
])
def test_the_confirmation_says_where_the_words_go(lang, said, words):
    with _table(lang) as t:
        t.reply(BOB, said)
        text = text_of(t.newest(BOB))
        assert re.search(CODE[lang], text) and f"„{words}“" in text and NOWHERE[lang] in text


def test_a_bare_resign_gets_no_words_note():
    with _table("en") as t:
        t.reply(BOB, "RESIGN")
        text = text_of(t.newest(BOB))
        assert re.search(CODE["en"], text) and NOWHERE["en"] not in text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_talk_above_the_confirmation_reaches_the_others_after_the_news(lang):
    with _table(lang) as t:
        t.reply(BOB, "Vzdávám to, nemám teď čas." if lang == "cs" else "RESIGN")
        confirm = t.newest(BOB)
        code = re.search(CODE[lang], text_of(confirm)).group(1)
        since = len(t.outbox.sent)
        word = "VZDÁVÁM" if lang == "cs" else "RESIGN"
        t.reply(BOB, f"{SAY[lang]} Sorry, no time now.\n\n{word} {code}", to=confirm)
        assert not t.record().seat_of(BOB).active
        (mail,) = [m for m in t.outbox.sent[since:] if _to(m) == ANN]
        text = text_of(mail)
        assert NAMES[1] in text.split("\n\n")[1]  # the news first
        assert text.index(NAMES[1]) < text.index("Sorry, no time now.")
