"""A setting or standing order said in a sentence of its own, beside a greeting, thanks, a
move, a reason or a smiley, is done (issue 42, rep42: an outside review's replies that set
nothing and got no answer, "Beru bar. A od teď automaticky kupovat vždy.", "every move off -
too much mail :)").

Class: a mail setting or standing order in the player's own words with, in the same line, a
greeting or thanks before it, a move before it, or a reason or smiley after it (after a dash
or in a sentence of its own), and two orders joined by "a" / "and" (the second's
"automatically" the first's). Each member is read as its control, the same in keyword form on
lines of their own; a line with a move is played through a live game by mail (tests/mail/
reading_classes.play: the holder may buy Chatrč "U Hnědáka"). HELD_OUT was kept aside and
measured last: 1/6 before the fix, 5/6 after (one kept as data)."""

from __future__ import annotations

import pytest

from functions.mail.commands import parse_commands
from tests.mail.reading_classes import play

# (the line, its control: the same said in keywords on lines of their own)
SETTINGS = [
    ("Čau, díky! Automaticky kupuj vždy a hvězdy taky.", "AUTO BUY ALWAYS\nAUTO STARS ALWAYS"),
    ("Hi, thanks! Auto-buy everything and stars too.", "AUTO BUY ALWAYS\nAUTO STARS ALWAYS"),
    ("every move on - I like to follow the game :)", "EVERY MOVE ON"),
    ("Díky za pozvání. Připomínky 12 hodin předem prosím.", "REMINDERS 12"),
    ("Reminders off - I check every day anyway.", "REMINDERS OFF"),
    ("Dobrý den, díky. Every move off.", "EVERY MOVE OFF"),
]
HELD_OUT_SETTINGS = [
    ("Hello, thanks for the invite! Auto buy always and stars always.",
     "AUTO BUY ALWAYS\nAUTO STARS ALWAYS"),
    ("every move off - too many mails, sorry", "EVERY MOVE OFF"),
    ("Díky! Připomínky 24 hodin předem.", "REMINDERS 24"),
]
# kept as data: still read as no setting after the fix (the thanks after a comma is taken for
# a third order's words)
HELD_OUT_STILL_UNREAD = [("Ahoj! Automaticky kupovat vždy a hvězdy taky vždycky, díky.",
                          "AUTO BUY ALWAYS\nAUTO STARS ALWAYS")]
# (the line, its language, its control) played in a live game
PLAYED = [
    ("Beru. A od teď automaticky kupovat vždy.", "cs", "koupit\nAUTO BUY ALWAYS"),
    ("Koupit. Automaticky kupovat vždy, nebaví mě to.", "cs", "koupit\nAUTO BUY ALWAYS"),
]
HELD_OUT_PLAYED = [
    ("Beru to. Od teď automaticky kupuj vždy.", "cs", "koupit\nAUTO BUY ALWAYS"),
    ("Buy. And from now on auto-buy always.", "en", "buy\nAUTO BUY ALWAYS"),
]
# a setting and an absence in sentences of one line: both are set, the absence's days whole
# (a date's dots and the dash between two dates part no sentences); (line, kinds, days said)
SETTING_AND_ABSENCE = [
    ("Automaticky kupovat vždy. Pryč budu 1.3.-5.3.", ["standing", "away"], "1.3.-5.3."),
    ("Reminders 6 hours before, please. I'm away 12.2. - 16.2.", ["reminders", "away"],
     "12.2. - 16.2."),
    ("Every move off. Nepřítomen 3. 2. – 7. 2.", ["every_move_off", "away"], "3. 2. – 7. 2."),
]
# kept aside, measured last: 2/3 before, 3/3 after
HELD_OUT_SETTING_AND_ABSENCE = [
    ("Thanks! Time zone Europe/Prague. Away 24.12. - 27.12.", ["timezone", "away"],
     "24.12. - 27.12."),
    ("Every move on, prosím. Nebudu tu 10.4.-12.4., jedu na chatu.", ["every_move_on", "away"],
     "10.4.-12.4."),
    ("Připomínky vypnout - od 2.1. do 4.1. jsem na horách.", ["reminders", "away"],
     "od 2.1. do 4.1."),
]
# a clause after the order that bounds it or names something is no reason: no order is set
NOT_AN_ORDER = ["Kupuj automaticky všechno - kromě Chatrče.",
                "every move off - Tom, are you there?"]


def _read(text: str) -> list[tuple[str, str]]:
    """What a reply's commands set: each kind with its argument when it has one."""
    return [(c.kind.value, c.argument.lower() if c.kind.value in ("standing", "reminders")
             else "") for c in parse_commands(text)]


@pytest.mark.parametrize(("line", "control"), SETTINGS + HELD_OUT_SETTINGS)
def test_a_setting_beside_courtesy_or_a_reason_is_set(line: str, control: str) -> None:
    """The line sets what its control sets, nothing more."""
    assert _read(line) == _read(control)


@pytest.mark.parametrize(("line", "lang", "control"), PLAYED + HELD_OUT_PLAYED)
def test_a_move_and_an_order_in_sentences_are_both_done(line: str, lang: str, control: str,
                                                          tmp_path) -> None:
    """The move is played and the order set, answered as the control is."""
    (tmp_path / "line").mkdir()
    (tmp_path / "control").mkdir()
    got = play(tmp_path / "line", "westernpoly", lang, line)
    want = play(tmp_path / "control", "westernpoly", lang, control)
    assert want.moves
    assert (got.action, got.moves, got.kinds) == (want.action, want.moves, want.kinds)


@pytest.mark.parametrize("line", NOT_AN_ORDER)
def test_a_bound_or_a_name_after_the_dash_sets_nothing(line: str) -> None:
    """A clause that is no mere reason keeps the line from being read as a setting alone."""
    assert all(kind not in ("standing", "every_move_off") for kind, _ in _read(line))


@pytest.mark.parametrize(("line", "kinds", "days"), SETTING_AND_ABSENCE + HELD_OUT_SETTING_AND_ABSENCE)
def test_a_setting_and_an_absence_in_sentences_are_both_set(line: str, kinds: list[str],
                                                            days: str) -> None:
    """Each sentence sets its own; the absence keeps its days whole (read as in a game where
    none of the sentences is a move)."""
    commands = parse_commands(line, is_move=lambda said: False)
    assert [c.kind.value for c in commands] == kinds
    assert days in commands[-1].argument


def test_a_time_zone_said_in_a_sentence_keeps_its_case() -> None:
    """'Time zone America/New_York.' after another sentence sets the zone as written."""
    zone = parse_commands("Please remind me 8 hours before the deadline. Time zone "
                          "America/New_York.")[-1]
    assert (zone.kind.value, zone.argument) == ("timezone", "America/New_York")
