"""A change of people in a game, told to each reader in the way they need (brief seat52).

The class: a change of people in a game (the organizer replaces or removes a player, a player
resigns, a seat changes hands twice) or its end, told to a reader wrongly: not at all to those
who need it (the others at the table never learned that someone new plays a seat, and their
next mail credited past moves to the new name), without what the reader needs (the take-over
mail had no board, no word of whose seat it was nor whose turn, nor how to reply), in words a
Czech reader stumbles on ("hraješ ho od teď", "hodila 6 a házela znovu"), or not as it is (the
web standings of 1926 said "vzdal" of a removed player, whom the mails call "mimo hru"; Oh
Hell's game-over mail listed the last cards one by one instead of the tricks they made).
Each reader gets a mail only when it tells them something they need: the others learn of a
new holder in their next mail of the game, in one line, not in a mail of its own.

Whole games by mail (tests/seat_told.py) across the four games, Czech and English, replace,
remove and resign, twice in one game. The held-out members are in
test_mail_seat_told_held_out.py.
"""

from __future__ import annotations

import re

import pytest
from seat_told import Act, Case, Told, defects, play

JANA = ("Jana Malá", "jana@x.org", "cs")
KAREL = ("Karel Svoboda", "karel@x.org", "cs")
PETR = ("Petr Dvořák", "petr@x.org", "cs")
ANN = ("Ann Lee", "ann@x.org", "en")
BOB = ("Bob Stone", "bob@x.org", "en")
TOM = ("Tom Hall", "tom@x.org", "en")
LUCIE = ("Lucie Černá", "lucie@x.org")
MAREK = ("Marek Král", "marek@x.org")
WESTERN = {"max_rounds": 8}
OH_HELL = {"ranks": 5, "hands": "1,2"}
GOOFSPIEL = {"cards": 5}

CASES = {
    "westernpoly, cs, a man replaced by a woman": Case(
        "westernpoly", "cs", [JANA, KAREL, PETR],
        [Act(6, "replace", "karel@x.org", LUCIE)], WESTERN),
    "1926, cs, the organizer removes a player": Case(
        "1926", "cs", [JANA, KAREL, PETR], [Act(4, "remove", "karel@x.org")]),
    "ohhell, cs, one seat replaced twice": Case(
        "ohhell", "cs", [JANA, KAREL, PETR],
        [Act(3, "replace", "karel@x.org", LUCIE), Act(8, "replace", "lucie@x.org", MAREK)],
        OH_HELL),
    "goofspiel, en, a replacement": Case(
        "goofspiel", "en", [ANN, BOB, TOM],
        [Act(5, "replace", "bob@x.org", ("Cleo Park", "cleo@x.org"))], GOOFSPIEL),
    "westernpoly, cs and en at one table, a resignation then its seat refilled": Case(
        "westernpoly", "cs", [JANA, TOM, PETR],
        [Act(3, "resign", "tom@x.org"), Act(5, "replace", "tom@x.org", MAREK)], WESTERN),
    "ohhell, en, a removal and a replacement": Case(
        "ohhell", "en", [ANN, BOB, TOM],
        [Act(2, "remove", "bob@x.org"), Act(4, "replace", "tom@x.org", ("Dan Moss", "dan@x.org"))],
        OH_HELL),
}


@pytest.fixture(scope="module", params=list(CASES))
def told(request: pytest.FixtureRequest) -> Told:
    return play(CASES[request.param])


def test_each_reader_is_told_the_change_as_they_need_it(told: Told) -> None:
    assert told.ended
    assert defects(told) == []


def test_the_others_learn_of_a_new_holder_in_their_next_mail_not_a_mail_of_its_own() -> None:
    told = play(CASES["westernpoly, cs, a man replaced by a woman"])
    after = [m for m in told.mails if m.acts_before == 1 and m.to in ("jana@x.org", "petr@x.org")]
    assert after  # the game went on and mailed them
    first = {m.to: m for m in reversed(after)}
    for mail in first.values():
        # (first after the greeting: "Ahoj Petře,\n\nmísto Karla Svobody …")
        assert re.search(r"[Mm]ísto Karla Svobody teď hraje Lucie Černá\.", mail.text)
        assert "Přebíráš" not in mail.subject
    # said once: the mails after it do not repeat it
    for address in ("jana@x.org", "petr@x.org"):
        later = [m for m in told.to(address) if m.acts_before == 1][1:]
        assert all("teď hraje Lucie Černá" not in m.text for m in later)


def test_the_take_over_mail_has_whose_seat_the_board_whose_turn_and_how_to_reply() -> None:
    told = play(CASES["goofspiel, en, a replacement"])
    first = told.to("cleo@x.org")[0]
    assert "Bob Stone’s seat" in first.text
    assert "How to reply" in first.text or "Your options" in first.text


def test_the_check_finds_what_it_looks_for() -> None:
    """The check itself, on mails written as the service wrote them before."""
    from seat_told import Mail

    case = CASES["westernpoly, cs, a man replaced by a woman"]
    told = Told(case, mails=[
        Mail("lucie@x.org", "Přebíráš místo ve hře — T",
             "dostáváš místo ve hře „T“: hraješ ho od teď a hra pokračuje tam, kde je.", 1),
        Mail("petr@x.org", "Jsi na tahu — T",
             "Co se mezitím stalo:\n  - Lucie Černá hodila 6 a házela znovu, padlo 2", 1)])
    found = defects(told)
    assert any("no board" in d for d in found)
    assert any("whose seat" in d for d in found)
    assert any("not told" in d for d in found)
    assert any("clumsy" in d for d in found)
