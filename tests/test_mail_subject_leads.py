"""A mail's subject names what matters most to its reader (issue 42: "Tah přijat: koupit
Nocležnu „Poslední míle“ …" over a mail that tells its reader went to VĚZENÍ). The class: a
mail that is not a turn mail tells its reader news of their own (sent to jail, still there)
while its subject names something else (the read-back of the move, "news"). Members:
WesternPoly games by mail at a human pace (read-backs go alone), Czech and English, each
player answering as people do (a word, the menu's number); every mail is checked as it goes."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from mail_table import open_table

from bench.mail_games import _to
from functions.service import PlayerSpec

PLAYERS = {
    "cs": [PlayerSpec("Anna Malá", "ann@example.org", "cs"),
           PlayerSpec("Bohouš Dvořák", "bob@example.org", "cs"),
           PlayerSpec("Cyril Novák", "cid@example.org", "cs")],
    "en": [PlayerSpec("Ann Lee", "ann@example.org", "en"),
           PlayerSpec("Bob Day", "bob@example.org", "en"),
           PlayerSpec("Cid Roe", "cid@example.org", "en")],
}
# the reader's own trip to jail, as the list of what happened tells it
OWN_JAIL = re.compile(r"jdeš do VĚZENÍ|[Yy]ou go to Jail|go to Jail")
LEADS = {"cs": ("Jsi ve VĚZENÍ", "Jsi na tahu", "Dlužíš"),
         "en": ("You are in Jail", "Your turn", "You owe", "Your move")}


def misled(lang: str, replies: list[str], rounds: int = 80) -> list[str]:
    """The subjects of the mails that told their reader went to jail, where they still are,
    and named something else first."""
    found: list[str] = []
    with open_table(players=PLAYERS[lang], options={"lang": lang}) as table:
        table.pace = timedelta(minutes=11)  # past the read-back's wait: it goes alone
        for i in range(rounds):
            record = table.record()
            if record.status != "running":
                break
            before = len(table.outbox.sent)
            table.reply(record.seat(record.to_move).email, replies[i % len(replies)])
            state = table.service.view(table.game.id).state
            for mail in table.outbox.sent[before:]:
                player = table.record().seat_of(_to(mail)).player
                body = mail.get_body(("plain",)).get_content()
                if state.jailed[list(state.players).index(player)] and OWN_JAIL.search(body) \
                        and not str(mail["Subject"]).startswith(LEADS[lang]):
                    found.append(f"{_to(mail)}: {mail['Subject']}")
    return found


GAMES = {  # (language, the replies of whoever is on turn, in turn)
    "Czech, the number and a word": ("cs", ["1", "koupit", "1"]),
    "Czech, always the first number": ("cs", ["1"]),
}
# kept aside (not tuned on): measured once after the fix
GAMES_HELD_OUT = {
    "Czech, buys and the second option": ("cs", ["koupit", "2", "1"]),
    "English, buys in words": ("en", ["buy", "1", "yes buy"]),
}


@pytest.mark.parametrize("name", [*GAMES, *GAMES_HELD_OUT])
def test_a_mail_that_tells_its_reader_went_to_jail_says_so_first(name):
    lang, replies = {**GAMES, **GAMES_HELD_OUT}[name]
    assert misled(lang, replies) == []
