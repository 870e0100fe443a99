"""A mail's list of events tells one turn per line: a player's turns in a row ("vynecháš
příští tah", then "vynecháváš tah", then "házíš 5") never run on in one sentence."""

from __future__ import annotations

from functions.render.letters import _by_player
from rules.westernpoly.words import event_text, joined

JANA, TOM = "Jana Malá", "Tomáš Hora"


def _lines(lang: str, *events: tuple) -> list[str]:
    told = [event_text(kind, {"player": JANA, **data}, lang, JANA) for kind, data in events]
    return [line for line, _ in _by_player(told, [JANA, TOM], lang, joined)]


def test_a_missed_turn_and_the_turn_after_it_have_lines_of_their_own():
    assert _lines("cs", ("throw", {"dice": [3]}), ("moved", {"field": 30}), ("suspicion", {}),
                  ("skipped", {}), ("throw", {"dice": [5]}), ("moved", {"field": 35})) == [
        "Ty házíš 3, dojíždíš na pole PODEZŘENÍ Z KRÁDEŽE a vynecháš příští tah",
        "Ty vynecháváš tah",
        "Ty házíš 5 a dojíždíš na pole Kurz střelby (35)"]


def test_throws_of_one_turn_in_jail_stay_on_one_line():
    (line,) = _lines("cs", ("jail_throw", {"dice": [2]}), ("jail_throw", {"dice": [6]}),
                     ("released", {}), ("throw", {"dice": [4]}))
    assert line == "Ty házíš ve VĚZENÍ 2, házíš ve VĚZENÍ 6, vycházíš z VĚZENÍ a házíš 4"


def test_a_throw_after_a_finished_turn_starts_a_new_line_in_english():
    assert len(_lines("en", ("throw", {"dice": [3]}), ("moved", {"field": 3}),
                      ("throw", {"dice": [4]}))) == 2
