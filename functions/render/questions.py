"""A player's question answered first in the help mail (issue 42): the part of the help that
fits what was asked (mailroom.questions names its topic), with an example from the reader's
own game where one exists; the game answers its own topics (render.games: question_lines),
this module the shell's (when the next turn comes, taking a move back, absence, talk,
resigning, less mail). A question of nothing known, or of a game that is over, gets none."""

from __future__ import annotations

from typing import Any

from functions.i18n import listing
from functions.mail.command_table import CommandKind, help_line
from functions.render import games
from functions.render.catalogue import say
from functions.render.clock import shown
from functions.service.play import outbox
from functions.service.records.game import RUNNING, GameRecord
from functions.service.records.notifications import Kind
from functions.service.records.seats import Seat
from rules import AnyRules

# the longest question, or first clause of an answer, a subject says itself ("Nápověda: Jak
# můžu prodat pole? — …", "Máš 30 000 $ — …")
SUBJECT_CHARS = 60
# the shell's topics whose answer is a command's own line of the help
_COMMANDS = {"away": CommandKind.AWAY, "talk": CommandKind.SAY, "resign": CommandKind.RESIGN,
             "mail": CommandKind.MAIL}


def answer_lines(topic: str | None, record: GameRecord, seat: Seat | None, rules_game: AnyRules,
                 view: Any, lang: str, zone: str | None) -> list[str]:
    """The lines that answer a question of `topic` for `seat`'s holder, first in the help;
    [] when the help has no part that fits (the whole help answers)."""
    if topic is None or record.status != RUNNING or seat is None:
        return []
    if view is not None and (own := games.of(rules_game.id).question_lines(topic, view, lang)):
        return own
    if topic in _COMMANDS:
        return [say(lang, "ask_command"), "  " + help_line(_COMMANDS[topic], lang)]
    if topic == "undo":
        return [say(lang, "ask_undo")]
    if topic == "when":
        return [_when(record, seat, lang, zone)]
    return []


def _when(record: GameRecord, seat: Seat, lang: str, zone: str | None) -> str:
    """Whose turn it is and until when, and that the reader's own turn comes by mail."""
    deadline = shown(record.deadline, zone, lang)
    if record.waits_for(seat.seat):
        return say(lang, "ask_when_you" if deadline else "ask_when_you_undated",
                   deadline=deadline or "")
    names = [s.shown(lang) for s in record.seats if s.seat in record.waited]
    comes = "ask_when_mail" if outbox.takes(seat, Kind.YOUR_TURN) else "ask_when_page"
    return say(lang, "ask_when" if deadline else "ask_when_undated", n=len(names),
               names=listing(lang, names), deadline=deadline or "") + " " + say(lang, comes)
