"""What a non-playing organizer's mail without a reply token is answered with (see
incoming._to_the_organizer): which of their games it is about, and where each stands, a game
under way with its standings ("Kdo vede?"), one over with its result; the pointer to the
dashboard said once at the end, however many games the answer tells of."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import rules
from functions.i18n import listing
from functions.render import games as game_texts
from functions.service import GameService
from functions.service.play.explain import phrase, waiting_text
from functions.service.records.game import ENDED, FINISHED, RUNNING, WAITING, GameRecord
from functions.service.records.seats import INVITED, JOINED
from rules.text import fold

_SHORTEST = 4  # letters of a name's stem that may name a game (a year: four digits)


def asked_about(text: str, games: Sequence[GameRecord]) -> list[GameRecord]:
    """The games a mail names by their title or their rules' name ("Jak to jde ve
    WesternPoly?"), in Czech cases too (a name's stem: "WesternPoly" in "ve WesternPoly",
    a year in "v roce 1926"); [] when it names none of them or all alike."""
    said = fold(text)
    named = [g for g in games if any(_named(name, said) for name in _names(g))]
    return named if len(named) < len(games) else []


def _names(game: GameRecord) -> list[str]:
    try:
        rules_name = rules.get(game.rules).name
    except rules.OptionError:
        rules_name = game.rules
    return [name for name in {game.title, rules_name} if name]


def _named(name: str, said: str) -> bool:
    stem = fold(name)
    stem = stem[:-1] if len(stem) > 4 and stem[-1] in "aeiouy" else stem  # "Pozvánky" → "pozvank"
    # (a short title, "Hra", is a word of any question: it names no game)
    return len(stem) >= _SHORTEST and re.search(rf"(?<!\w){re.escape(stem)}", said) is not None


def last_ended(games: Sequence[GameRecord]) -> list[GameRecord]:
    """The organizer's game that ended last, for a mail when none of theirs runs any more."""
    ended = sorted((g for g in games if g.status in ENDED), key=lambda g: g.updated_at)
    return ended[-1:]


def answer(service: GameService, games: Sequence[GameRecord], lang: str) -> str:
    """Where each game stands, one paragraph each, then where to see them whole, once."""
    told = [state_of(service, g, lang) for g in games]
    over = all(g.status in ENDED for g in games)
    return "\n\n".join([*told, phrase(lang, "organizer_dashboard_over" if over
                                      else "organizer_dashboard", n=len(games))])


def state_of(service: GameService, game: GameRecord, lang: str) -> str:
    """Where a game stands, told to its organizer: who is awaited, who is on move and how the
    players stand, how it ended."""
    if game.status == WAITING:
        return waiting_text(lang, game.title,
                            joined=listing(lang, [s.name for s in game.seats
                                                  if s.status == JOINED]),
                            awaited=listing(lang, [s.name for s in game.seats
                                                   if s.status == INVITED]))
    if game.status == RUNNING:
        said = phrase(lang, "organizer_running", title=game.title, waiting=listing(
            lang, [s.name for s in game.seats if game.waits_for(s.seat)]) or "—")
        return "\n".join([said, *_standings_now(service, game, lang)])
    if game.status == FINISHED and game.result:
        return phrase(lang, "organizer_over", title=game.title,
                      result=result_words(game.result, lang))
    if game.status in ENDED:
        return phrase(lang, "organizer_ended", title=game.title)
    return phrase(lang, "organizer_status", title=game.title, status=game.status)


def _standings_now(service: GameService, game: GameRecord, lang: str) -> list[str]:
    """A line per player of a game under way, with the game's own columns as on the pages
    ("  Jana Malá: Volitelé 3; Zbývající pyramidy 3 velké · 2 střední · 3 malé")."""
    view = service.view(game.id)
    if view.state is None:
        return []
    seen = view.rules.view(view.rules.localized(view.state, lang), None)
    headings, cells = game_texts.of(game.rules).standings(seen, lang)
    return [f"  {seat.shown(lang)}: " + "; ".join(
        f"{heading} {cell}" for heading, cell in zip(headings, cells[seat.player], strict=False))
            for seat in game.seats if seat.player in cells]


def result_words(result: Mapping[str, Any], lang: str) -> str:
    """A game's result in a sentence: who won (or drew), then the scores, best first."""
    winners = listing(lang, [str(w) for w in result.get("winners", ())])
    scores = sorted(result.get("scores", {}).items(), key=lambda item: -item[1])
    said = phrase(lang, "standings_draw" if result.get("draw") else "standings_won",
                  winners=winners)
    if scores:
        said += " " + phrase(lang, "standings_scores", scores=", ".join(
            f"{name} {score}" for name, score in scores))
    return said
