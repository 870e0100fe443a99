"""An absence whose first day and last day stand in two clauses of one line ("od zítřka jsem
na horách… nepřítomen do pátku") runs from that first day, not from today (issue 42). The
class: the days of an absence were read from one clause only, so a start said in the clause
before its end was lost and the absence recorded from the day the mail came. Members held out:
test_mail_absence_two_clauses_held_out.py."""

from __future__ import annotations

import datetime as dt

import pytest

from functions.mail.commands import CommandKind, parse_commands
from functions.service.schedule.days import absence_days

MONDAY = dt.date(2026, 12, 7)


def recorded(line: str) -> tuple[dt.date, dt.date]:
    """The first and last day of the absence the line is read as, written on MONDAY."""
    away = [c for c in parse_commands(line) if c.kind is CommandKind.AWAY]
    assert len(away) == 1
    return absence_days(away[0].argument, MONDAY)


@pytest.mark.parametrize(("line", "first", "last"), [
    ("od zitrka jsem na horach… nepritomen do patku", 8, 11),
    ("Od středy jsem na služebce... nebudu k zastižení do neděle", 9, 13),
    ("From tomorrow I will be away, no internet until Friday.", 8, 11),
    ("Od čtvrtka jsem na chalupě, bez signálu až do neděle.", 10, 13),
])
def test_the_absence_runs_from_the_first_day_said(line, first, last):
    assert recorded(line) == (MONDAY.replace(day=first), MONDAY.replace(day=last))


def test_an_absence_in_one_clause_is_read_as_before():
    assert recorded("budu pryč od středy do pátku") == (MONDAY.replace(day=9),
                                                        MONDAY.replace(day=11))
    assert recorded("Jsem pryč do pátku.") == (MONDAY, MONDAY.replace(day=11))


def test_a_last_day_said_as_the_day_of_return_is_read_with_the_first():
    # (was data here, still read from today: fixed in org34, test_mail_absence_days_said.py)
    assert recorded("od soboty jsem na dovolene, vracim se az v patek") == (
        MONDAY.replace(day=12), MONDAY.replace(day=17))
