"""An absence confirmed names its game once (issue 42): "…ve hře „Divoký západ u Hanky“. Než
se vrátíš, bude za tebe hrát robot ve hře „Divoký západ u Hanky“" said the title twice."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec

NOTED = {"cs": "Zapsáno", "en": "Noted"}
AWAY = {"cs": "jsem pryč do pátku", "en": "I'm away until Friday"}
BOT = {"cs": "bude za tebe hrát robot", "en": "the bot plays your turns"}


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("policy", ["autoplay", "extend"])
def test_an_absence_confirmed_names_its_game_once(lang, policy):
    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec("Bob Day", BOB, lang),
               PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players, options={"lang": lang, "away": policy}) as t:
        title = t.record().title
        since = len(t.outbox.sent)
        t.reply(BOB, AWAY[lang])
        told = " ".join(text_of(m) for m in t.outbox.sent[since:] if _to(m) == BOB)
    said = next(line for line in told.splitlines() if line.lower().startswith(NOTED[lang].lower()))
    assert said.count(title) == 1, said
    assert (BOT[lang] in said) == (policy == "autoplay"), said
