"""Only a decision the bot chose for a player is the robot's (issue 42, conv30): a card draw the
rules forced was shown "(za tebe robot)". The class: an event the rules force or chance decides
(the throw with no decision, a card drawn, rent or a card's payment, going to Jail) is never
attributed to the robot; a choice the bot made (a purchase, a pass, stars) is. Held out:
the other games, in test_conv30_held_out.py."""

from __future__ import annotations

from mail_table import BOB, open_table
from test_bot_marked_origin import _bob_misses

from functions.service.records.moves import AUTO_SOURCE, BOT_FLAG, BOT_SOURCE
from rules import CHANCE


def robot_steps(rules_id: str, turns: int = 4) -> tuple[list, list, list, str]:
    """Bob misses `turns` of his turns, the bot playing them: (his steps the bot chose, his
    steps the rules forced, every event flagged as the robot's with its step, Bob)."""
    with open_table(rules_id=rules_id) as t:
        _bob_misses(t, turns=turns, steps=200)
        view = t.service.view(t.game.id)
        bob = t.record().seat_of(BOB).player
        steps = list(view.steps())
        flagged = [e for e in t.service.reader.events_after(view.rules, view.game, 0)
                   if e.get(BOT_FLAG)]
        game = view.rules

        def choice(step) -> bool:
            """Whether the rules let Bob choose at this step."""
            return game.automatic(step.before, bob, {}) is None \
                and len(game.legal_moves(step.before, bob)) > 1

        chose = [(s, choice(s)) for s in steps
                 if s.entry.player == bob and s.entry.source.startswith(BOT_SOURCE + ":")]
        forced = [(s, choice(s)) for s in steps
                  if s.entry.player == bob and s.entry.source == AUTO_SOURCE]
        by_seq = {s.entry.seq: s for s in steps}
        return chose, forced, [(e, by_seq[e["seq"]]) for e in flagged], bob


def only_choices_are_the_robots(rules_id: str) -> bool:
    """Every step logged as the bot's for Bob was a choice, every forced one is not the bot's,
    and no event chance brought or the rules forced carries the robot's flag."""
    chose, forced, flagged, bob = robot_steps(rules_id)
    return bool(forced or chose) and all(c for _, c in chose) and not any(c for _, c in forced) \
        and all(step.entry.player == bob and step.entry.player != CHANCE
                and step.entry.source.startswith(BOT_SOURCE + ":") for _, step in flagged)


def test_westernpoly_marks_the_robots_choices_only():
    chose, forced, flagged, bob = robot_steps("westernpoly")
    assert forced and chose, "the bot neither threw for Bob nor chose for him"
    assert only_choices_are_the_robots("westernpoly")
    # what chance brought Bob (the throw, a card, rent, Jail) is told unflagged
    with open_table(rules_id="westernpoly") as t:
        _bob_misses(t, turns=4, steps=200)
        view = t.service.view(t.game.id)
        events = t.service.reader.events_after(view.rules, view.game, 0)
        chance = {s.entry.seq for s in view.steps() if s.entry.player == CHANCE}
    brought = [e for e in events if e["seq"] in chance and e["data"].get("player") == bob]
    assert brought
    assert not any(e.get(BOT_FLAG) for e in brought)
    # the robot's choices are flagged: its purchases
    assert "bought" in {e["kind"] for e, _ in flagged}
