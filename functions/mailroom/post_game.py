"""What of a reply to a game that is over is passed on as post-game talk, and to whom.

After the end no move comes, so a reply's words are either talk for the other players or the
writer's reaction to our mail. A reaction (`Škoda.`, `Tak nic.`, `Oh well`, `ok`, thanks) is
the writer's answer to the service's mail: nothing for the table. Talk to one player, called
by name at the start (`Thanks Mike, pleasure doing business!`, `Petře, díky za obchod`), goes
to that player only; any other talk to the whole table. A signature under the words (`Lucka`,
`-- Petr`, the writer's own name) never travels.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from functions.mail.commands import is_courtesy, signs_off
from rules.czech_names import name_forms, nickname_forms
from rules.text import fold

from .pleasantries import only_courtesy, stray_mail

__all__ = ["PostGame", "called", "post_game_talk"]


@dataclass(frozen=True)
class PostGame:
    """The talk to pass on: its text, and the player it is for (None: the whole table)."""

    text: str
    to: str | None = None


# The writer's reaction to our mail, no word for the table ("Škoda. Tak nic.", "Oh well",
# "Never mind"), folded; with courtesy (pleasantries.py) a piece of one or the other only
_REACTIONS = frozenset("""
    skoda skodovka smula nevadi tak nic no nic to nic nicmene holt no jo nojo aha ach jo achjo
    sakra hmm hm mno inu jasne chapu tak tak jo jo no nevadi beru na vedomi stava se
    oh well too bad pity shame what a never mind nevermind no worries whatever fair enough
    ah oh well then okay then ok then alright then that's life c'est la vie oops meh
""".split())
_PIECES = re.compile(r"[,.;:!?…\-–—()\"'„“”]+|\s[:;]-?[()DPp]|[^\w\s']", re.UNICODE)
_SIGNATURE_RULE = re.compile(r"^\s*(?:--|—|__)\s*$")
# the words of thanks or greeting a name may be called after ("Thanks Mike, …")
_LEAD = frozenset("thanks thank thx cheers hi hey hello dear diky dik dekuji dekuju ahoj cau "
                  "nazdar zdravim sorry".split())
NAME_WORDS = 2  # a name called is a word or two


def post_game_talk(text: str, writer: str, players: Iterable[str]) -> PostGame | None:
    """The talk of a reply after the end, less its signature, and whom it is for; None when
    the reply is only the writer's reaction to our mail or courtesy (`writer`: their name;
    `players`: the others' names)."""
    lines = _unsigned([line.rstrip() for line in text.strip().splitlines()], writer)
    said = "\n".join(lines).strip()
    # an apology for a stray mail ("Oops, wrong mail. All good.") is for nobody (ask55)
    if not said or only_courtesy(said) or _reaction(said) or stray_mail(said):
        return None
    return PostGame(said, called(lines[0], [p for p in players if p != writer]))


def _unsigned(lines: list[str], writer: str) -> list[str]:
    """The lines less a signature under them: after a rule ("-- "), or a last line that is a
    name (the writer's, a short form of it, any signed name after an empty line)."""
    for at, line in enumerate(lines):
        if _SIGNATURE_RULE.match(line):
            lines = lines[:at]
            break
    # (a name signed stands in the nominative: not every form it is called by, name_forms)
    own = {fold(f) for f in (writer, *writer.split(), *nickname_forms(writer))}
    while len(lines) > 1:
        last = lines[-1].strip(" -~/–—,.")
        if not last:
            lines = lines[:-1]
            continue
        closing = is_courtesy(last) and len(last.split()) <= 3
        if fold(last) in own or signs_off(last) and (not lines[-2].strip() or len(
                last.split()) <= NAME_WORDS) or closing and fold(last.split()[-1]) in own:
            lines = lines[:-1]
            continue
        break
    return [line for line in lines if line.strip()] or lines


def _reaction(text: str) -> bool:
    """Whether every piece of the text is a reaction to our mail or courtesy ("Škoda. Tak
    nic.", "Oh well, thanks")."""
    if "?" in text:
        return False
    pieces = [" ".join(fold(p).split()) for p in _PIECES.split(text)]
    return all(not p or set(p.split()) <= _REACTIONS or only_courtesy(p) for p in pieces)


def called(first: str, players: list[str]) -> str | None:
    """The one of `players` the first line calls by name at its start ("Thanks Mike, …",
    "Petře, …", "Hey Eva, …"), when it names one only; None for talk to the table."""
    head = first.split(",", 1)[0] if "," in first else ""
    found = [fold(w) for w in re.findall(r"[^\W\d_]+", head)]
    while found and found[0] in _LEAD:
        found = found[1:]
    if not 1 <= len(found) <= NAME_WORDS:
        return None
    named = " ".join(found)
    hits = [p for p in players if named in name_forms(p)]
    return hits[0] if len(hits) == 1 else None
