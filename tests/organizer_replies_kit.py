"""The organizer's replies of issue 42's newcomer review, played on a WesternPoly table (Petra
Malá, Tom Hall, Eva Nová; organizer org@example.org): an acknowledgment of a notice, a control
asked NOT to be carried out, two questions in one mail (test_mail_organizer_replies_read*)."""

from __future__ import annotations

from datetime import timedelta

from test_mail_organizer_answered import _text
from test_mail_organizer_told_fully import Games

from rules.text import fold

STATE = ("Hotovost", "Cash")  # where the game stands, player by player
HOW = ("příkazové řádky", "command line")  # how to carry out a control


def answer(body: str, asked_before: str = "") -> tuple[str, list, str, list[str]]:
    """The outcome's detail, the organizer's mails, the game's status and its seats' statuses
    after the organizer answers the set-up mail (or, with `asked_before`, our answer to that
    request a few minutes before) with `body`."""
    with Games.opened("cs") as table:
        game = table.game("westernpoly")
        answered = table.to_org(game)[0]
        if asked_before:
            _, [answered] = table.ask(answered, asked_before)
            table.clock.moment -= timedelta(hours=2) - timedelta(minutes=3)  # minutes later
        outcome, mails = table.ask(answered, body)
        view = table.service.view(game).game
        return outcome.detail, mails, view.status, [s.status for s in view.seats]


def text(mails: list) -> str:
    return "\n".join(_text(m) for m in mails)


def told_once_plainly(mails: list) -> bool:
    """One short mail: neither where the game stands nor how to do a control."""
    said = text(mails)
    return len(mails) == 1 and not any(w in said for w in STATE + HOW) \
        and "zodpovězeno" not in str(mails[0]["Subject"])


def names(mails: list, words: str) -> bool:
    return len(mails) == 1 and fold(words) in fold(text(mails))
