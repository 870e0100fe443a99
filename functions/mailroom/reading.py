"""A line of a reply read as a person reads it: the command in it, or the player's chatter.

A person reading "Beru to, koupit." finds "koupit", in "Bid 6, please" finds "bid 6", and
passes over "Good luck everyone!" or "Zdravím z Brna" without a word. So does this reader, for
the lines the mail front end hands to the game (`CommandKind.GAME`):

- a line the game reads (a move, legal now or not) is kept as it is;
- else its clauses (cut at punctuation and at "and", "a", "then", "pak") are read, less the
  courtesy words around them, and so is, in each clause, what follows a command word
  ("Tak já teda kupuju" -> "kupuju"): every piece the game reads is a command;
- else the line is a near miss when it holds a command word of the game (a verb, a size) in a
  short line, or is a short line of the game's words alone ("Praha"): it is answered as today,
  with the reason and the options;
- else it is chatter: never played, never refused, never named in the answer.

The words are the game's own (`Game.lexicon`, every form its parser reads); a game that names
none has every unreadable line answered as a near miss.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rules import AmbiguousCommand, InvalidCommand, Lexicon, RulesError
from rules.text import words

NEAR_MISS_WORDS = 6  # a longer line with no readable command is prose, whatever words it holds
SHORT_LINE = 3  # a line of this many words, all the game's, is a try at a move ("Praha")
# Where a sentence splits into clauses: punctuation (not inside numbers: "2,200 $", "2.5"),
# dashes between words, and the conjunctions that join two commands.
_CLAUSE = re.compile(r"[,.](?!\d)|(?<!\d)[,.]|[;!?:()…]"
                     r"|\s[-–—]\s|\s(?:a|and|then|pak|potom|a pak|a potom|und|et)\s",
                     re.IGNORECASE)
# Words of courtesy and hesitation around a command ("koupit prosím", "ok, tak kupuju").
_AROUND = frozenset(
    "please pls plz prosim prosimte diky dik dekuji dekuju thanks thx thank you ok okay tak "
    "teda takze tedy so well then hmm jo yes ano no nu asi".split())


@dataclass(frozen=True)
class Reading:
    """What a line holds: `commands` the texts the game reads (empty: none), `chatter` whether
    a line without them is the player's talk rather than a try at a move."""

    commands: tuple[str, ...]
    chatter: bool


def read_line(line: str, parse: Callable[[str], object], lexicon: Lexicon | None) -> Reading:
    """The commands in one line of a reply (see the module docstring); `parse` raises a
    RulesError for text the game cannot read (InvalidCommand) or not play now."""
    if _readable(line, parse, lexicon):
        return Reading((line,), False)
    clauses = [c for c in (_trimmed(c) for c in _CLAUSE.split(line)) if c]
    found = []
    for clause in clauses:
        if len(clauses) > 1 and _readable(clause, parse, lexicon):
            found.append(clause)
            continue
        tail = _after_command_word(clause, lexicon)
        if tail and tail != clause and _readable(tail, parse, lexicon):
            found.append(tail)
    if found:
        return Reading(tuple(found), False)
    return Reading((), lexicon is not None and not _near_miss(line, lexicon))


def _readable(text: str, parse: Callable[[str], object], lexicon: Lexicon | None) -> bool:
    """Whether the game reads `text` as a move (legal now or not). A text that could be
    several moves counts only when it starts with a word of the game: the parsers read
    prefixes ("P." could be "pass" or "prodat"), and a person reads no move into a letter."""
    try:
        parse(text)
    except AmbiguousCommand:
        first = words(text)[:1]
        return lexicon is None or bool(first) and (first[0] in lexicon.commands
                                                   or first[0] in lexicon.names)
    except InvalidCommand:
        return False
    except RulesError:
        return True
    return True


def _trimmed(clause: str) -> str:
    """A clause without the courtesy words around it ("koupit prosím" -> "koupit")."""
    parts = clause.split()
    while len(parts) > 1 and words(parts[-1]) and all(w in _AROUND for w in words(parts[-1])):
        parts.pop()
    while len(parts) > 1 and words(parts[0]) and all(w in _AROUND for w in words(parts[0])):
        parts.pop(0)
    # a "jo" or "yes" of its own is a move only as a whole line (the game reads it then)
    if len(parts) == 1 and all(w in _AROUND for w in words(parts[0])):
        return ""
    return " ".join(parts)


def _after_command_word(clause: str, lexicon: Lexicon | None) -> str:
    """The clause from its first command word on ("že prodám Modrou podkovu" -> "prodám
    Modrou podkovu"); '' when it has none."""
    if lexicon is None:
        return ""
    parts = clause.split()
    for index, part in enumerate(parts):
        if any(w in lexicon.commands for w in words(part)):
            return " ".join(parts[index:])
    return ""


def _near_miss(line: str, lexicon: Lexicon) -> bool:
    """Whether an unreadable line is a try at a move: a short line with a command word, or a
    very short one of the game's words and numbers alone."""
    found = words(line)
    if not found or len(found) > NEAR_MISS_WORDS:
        return False
    if any(w in lexicon.commands for w in found):
        return True
    return len(found) <= SHORT_LINE and all(
        w in lexicon.names or w.isdigit() for w in found)
