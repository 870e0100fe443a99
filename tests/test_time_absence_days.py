"""The two days of an absence as people write them in digits (schedule.days.absence_days)."""

from __future__ import annotations

import datetime as dt

import pytest

from functions.service.schedule.days import absence_days

TODAY = dt.date(2026, 12, 7)


@pytest.mark.parametrize("text,first,last", [
    ("28.12. - 3.1.2027", "2026-12-28", "2027-01-03"),  # the year turns inside the absence
    ("28.12. - 3.1.", "2026-12-28", "2027-01-03"),
    ("20.1. - 25.1.", "2027-01-20", "2027-01-25"),  # January, written in December: next year
    ("10. 12. – 12. 12.", "2026-12-10", "2026-12-12"),
    ("od 20. do 25. 1.", "2027-01-20", "2027-01-25"),
])
def test_a_day_without_its_year_is_the_next_such_day(text, first, last):
    assert absence_days(text, TODAY) == (dt.date.fromisoformat(first),
                                          dt.date.fromisoformat(last))


@pytest.mark.parametrize("text", ["some time next week", "20.1.2027", "31.2. - 3.3.",
                                  "20.1.2027 - 25.1.2027 - 3.3.2027", "2０.1. - 25.1."])
def test_what_is_not_two_days_is_refused(text):
    with pytest.raises(ValueError):
        absence_days(text, TODAY)
