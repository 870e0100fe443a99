"""Held-out members of an absence's first and last day as players write them (the class is
written in test_mail_absence_days_said.py): built with the rest, kept aside while the reading
was fixed, measured last: 0 of 6 read right before, 3 of 6 after."""

from __future__ import annotations

from test_mail_absence_days_said import ASKED, read


def test_away_from_saturday_returning_wednesday():
    assert read("From Saturday I'm away, returning Wednesday.") == (12, 15)


def test_od_zitrka_alone_is_asked_back():
    assert read("Od zítřka budu na služebce.") == ASKED


def test_pryc_od_patku_zpatky_v_pondeli():
    assert read("Jsem pryč od pátku, zpátky v pondělí") == (11, 13)


# Data, not tests: held out and still misread after the fix (line, the days it should be)
STILL_MISREAD = [
    # the return said as being online again ("na netu budu zase až v úterý"): read as Tuesday
    ("Od pátku jsem mimo, na netu budu zase až v úterý.", (11, 14)),
    # a return day with its weekday and date together, the absence after it: read as today
    ("Vracím se až ve čtvrtek 17. 12., do té doby jsem na horách.", (9, 16)),
    # "won't be around" is not known as words of absence: read as none
    ("From Thursday I won't be around", ASKED),
]
