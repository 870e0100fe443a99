"""A player's words to the organizer that name their absence without its days ("Eva, could you
pause the game for me? I'm travelling.": issue 42, newcomer review) go to the organizer as
words to them, never refused as an absence command without days; a question of who may play
a seat with its verb after whom ("A může za Petra hrát Kateřina?") is the organizer's too.
Members held out: HELD_OUT, measured once at the end."""

from __future__ import annotations

import pytest
from test_mail_asks_organizer_running import (
    ANN,
    ORGANIZER,
    STILL_WRONG,
    answered,
    reached_the_organizer,
    written,
)

TRAINING = (
    ("westernpoly", "en", "Eva, could you pause the game for me? I'm travelling."),
    ("westernpoly", "en", "Eva, could you skip me for a while, I'm travelling."),
    ("westernpoly", "cs", "Evo, můžeš hru na chvíli pozastavit? Jsem na cestách."),
    ("1926", "cs", "Evo, mohl by za mě někdo hrát? Odjíždím."),
)
HELD_OUT = (  # measured once at the end: 2 of 2 before and after (these were not misread)
    ("westernpoly", "cs", "Evo, muzes me na chvili vynechat? Cestuju."),
    ("1926", "en", "Hi Eva, could someone play for me? I'm away a lot."),
)
REFUSED = ("could not carry out", "Nepodařilo", "nešlo provést", "AWAY 2026", "PRYČ 2026")


@pytest.mark.parametrize("member", TRAINING + HELD_OUT, ids=[m[2][:40] for m in TRAINING + HELD_OUT])
def test_an_absence_without_days_said_to_the_organizer_goes_to_them_unrefused(member):
    game, lang, body = member
    told, _ = written(game, lang, body)
    assert reached_the_organizer(told, lang, body, body[:18])
    assert not any(word in told[ANN][0] for word in REFUSED), told[ANN][0]
    assert told[ORGANIZER]


def test_an_absence_with_its_days_said_to_the_organizer_is_still_set():
    told, _ = written("westernpoly", "en", "Hi Eva, I'll be away next week.")
    assert "you are away from" in told[ANN][0]


@pytest.mark.parametrize("member", STILL_WRONG, ids=[m[2][:40] for m in STILL_WRONG])
def test_who_may_play_a_seat_with_the_verb_after_whom_is_passed_on(tmp_path, member):
    assert answered(tmp_path, member)
