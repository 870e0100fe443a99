"""Who a text names on a seat. The rules know each seat by an id, its first holder's name,
which the chain binds and a replacement keeps; people read the name of the person who holds
the seat now. `holders` maps the one to the other, and the rest rename a game's data by it for
the texts people read (mail, pages, `pbm show`): the game itself, its log and its proofs keep
the ids."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules import AnyRules, Game, RulesError
from rules.czech_names import CASES, decline

from .forms import evolve
from .game import GameRecord
from .moves import LogEntry

# what a mail's data says of a person as they were, not of the seat: the previous holder a
# replacement names ("your seat is Lucie's now"), names and addresses given, the table talk
_AS_SAID = frozenset({"holder", "successor", "name", "organizer", "email", "press", "reason",
                      "subject", "message", "question"})


def holders(record: GameRecord, game: AnyRules) -> dict[str, str]:
    """The rules' id -> the name of the person on that seat now, for each seat someone else
    took over since the id was given (a replacement in a running game, a first holder erased
    after it); none where that name is another seat's id or another seat's new name, nor for
    rules that cannot write their state out (held_state renames it written out)."""
    if type(game).dump is Game.dump:
        return {}
    names = {s.player: s.name for s in record.seats
             if s.player and s.name and s.name != s.player and s.holder > 0 and not s.bot}
    if not names:
        return {}
    ids = {s.player.casefold() for s in record.seats if s.player}
    taken = [name.casefold() for name in names.values()]
    return {old: new for old, new in names.items()
            if new.casefold() not in ids and taken.count(new.casefold()) == 1}


def held_data(data: Any, names: Mapping[str, str]) -> Any:
    """JSON-safe data with every text (and key) that is a renamed id given its holder's name,
    and every longer text under a "text" key with the ids it names as whole words (a move's
    canonical text, an event's recorded words)."""
    if isinstance(data, str):
        return names.get(data, data)
    if isinstance(data, list | tuple):
        return [held_data(item, names) for item in data]
    if isinstance(data, dict):
        return {names.get(k, k): held_text(v, names) if k == "text" and isinstance(v, str)
                else v if k in _AS_SAID else held_data(v, names) for k, v in data.items()}
    return data


def held_text(text: str, names: Mapping[str, str]) -> str:
    """`text` with each renamed id it names as a whole word given its holder's name."""
    if not any(old in text for old in names):
        return text
    pattern = "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
    return re.sub(rf"(?<!\w)({pattern})(?!\w)", lambda m: names[m.group(1)], text)


def held_record(record: GameRecord, names: Mapping[str, str]) -> GameRecord:
    """The record as people read it: each renamed seat's id its holder's name, in the seats,
    the playing order and the result."""
    if not names:
        return record
    seats = tuple(evolve(s, player=names.get(s.player, s.player)) for s in record.seats)
    return evolve(record, seats=seats, order=tuple(names.get(p, p) for p in record.order),
                  result=held_data(record.result, names))


def held_state(game: AnyRules, state: Any, names: Mapping[str, str]) -> Any:
    """The rules' `state` with each renamed id its holder's name (None stays None)."""
    if state is None or not names:
        return state
    return game.load(held_data(game.dump(state), names))


def held_move(game: AnyRules, state: Any, player: str, move: Any,
              names: Mapping[str, str]) -> Any:
    """`move` as it reads in `state` renamed by `names` (held_state), made by `player` (a
    renamed id); the move itself where it does not read there."""
    try:
        return game.parse(state, player, held_text(move.text, names))
    except RulesError:
        return move


def held_entry(entry: LogEntry, names: Mapping[str, str]) -> LogEntry:
    """A log entry as people read it: its player and the players its text names renamed."""
    return replace(entry, player=names.get(entry.player, entry.player),
                   text=held_text(entry.text, names))


def unheld_text(text: str, names: Mapping[str, str]) -> str:
    """A player's `text` with each holder's name it says (whole, or the first name alone; in
    any Czech case the declension knows) as the rules know the seat: "nabídka Lucii Černé"
    -> "nabídka Karlu Svobodovi", so a move written from what the mail and the page show
    plays in the game as stored."""
    if not names:
        return text
    forms: dict[str, str] = {}
    firsts = [new.split()[0].casefold() for new in names.values()]
    for old, new in names.items():
        pairs = [(new, old)]
        if firsts.count(new.split()[0].casefold()) == 1:
            pairs.append((new.split()[0], old.split()[0]))
        for said, known in pairs:
            forms.setdefault(said, known)
            for case in CASES:
                if (form := decline(said, case)) is not None:
                    forms.setdefault(form, decline(known, case) or old)
    pattern = "|".join(map(re.escape, sorted(forms, key=len, reverse=True)))
    return re.sub(rf"(?<!\w)({pattern})(?!\w)", lambda m: forms[m.group(1)], text)
