"""A section of a page shows its heading only over something: the player's "Your situation"
with nothing left to show (a finished game: no hand, no bid, no round yet) is left out whole,
for every game; with something to show, it is there under its heading."""

from __future__ import annotations

from functools import partial
from types import SimpleNamespace

import pytest

import rules
from functions.render import games
from functions.web.responses import _templates
from functions.web.texts import tr

# what each game's view holds when there is nothing of the player's own to show
NOTHING = {"goofspiel": {"hand": [], "bid": None, "history": [], "rounds": []},
           "ohhell": {"hand": [], "trump": None, "history": []}}


def _situation(rules_id: str, view: dict) -> str:
    """The player's situation as the play page renders it, for the first player."""
    shown = games.of(rules_id)
    return _templates().get_template("_situation.html").render(
        situation=shown.SITUATION, shown=shown, view=view, lang="cs",
        tr=partial(tr, "cs"), seat=SimpleNamespace(player="Ann"), offers=[])


def _view(rules_id: str) -> dict:
    """The first player's view of a new game, dealt."""
    game = rules.get(rules_id)
    players = ["Ann", "Bob", "Cid"]
    state = game.new_game(players, {}, seed=1)
    while game.to_move(state) == rules.CHANCE:  # the deal
        state = game.apply(state, rules.CHANCE, game.chance_outcomes(state)[0][0])
    return game.view(state, players[0])


@pytest.mark.parametrize("rules_id", sorted(NOTHING))
def test_a_situation_with_nothing_to_show_has_no_heading(rules_id):
    view = {**_view(rules_id), **NOTHING[rules_id]}
    assert "Tvoje situace" not in _situation(rules_id, view)


@pytest.mark.parametrize("rules_id", ["1926", "goofspiel", "ohhell", "westernpoly"])
def test_a_situation_that_shows_something_has_its_heading(rules_id):
    html = _situation(rules_id, _view(rules_id))
    assert '<h2>Tvoje situace</h2>' in html and html.count("<p") + html.count("<table") >= 1
