"""The tables of misc56's members (issue 42): answers that mistake the writer or the thing
written about. A formal writer's question after a game's end, an organizer's control naming
one of two games whose titles begin alike, a Goofspiel bid in Czech or English words, an
ask-back's lead; what each brought back is read by the tests."""

from __future__ import annotations

import rules
from rules import CHANCE

GOOFSPIEL = rules.get("goofspiel")
# the lead of a refusal that only quotes the words, never saying what was unclear
MECHANICAL = ("I could not carry out", "nešlo provést")


def prize_six():
    """A two-player Goofspiel with the 6 on the table."""
    state = GOOFSPIEL.new_game(["Ann", "Bob"])
    return GOOFSPIEL.apply(state, CHANCE, GOOFSPIEL.parse(state, CHANCE, "prize 6"))


def paused(status: list[str], titles: tuple[str, ...]) -> set[str]:
    """The titles of the games a control paused."""
    return {title for title, now in zip(titles, status, strict=True) if now == "paused"}
