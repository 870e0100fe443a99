"""The one grammar of days (schedule.days): a day with its year or not, weekdays in Czech and
English, relative days and periods; today is an argument."""

from __future__ import annotations

import datetime as dt

import pytest

from functions.mail.commands import CommandKind, parse_commands
from functions.service.schedule.days import absence_days, absence_of, parse_day, read_day

MONDAY = dt.date(2026, 12, 7)
FRIDAY = dt.date(2026, 12, 11)
SATURDAY = dt.date(2026, 12, 12)


def _days(first: str, last: str) -> tuple[dt.date, dt.date]:
    return dt.date.fromisoformat(first), dt.date.fromisoformat(last)


# (today, text, first, last): absences as players write them, in mail or the page's words field
ABSENCES = [
    (SATURDAY, "do pátku", "2026-12-12", "2026-12-18"),
    (FRIDAY, "do pátku", "2026-12-11", "2026-12-18"),  # said on a Friday: the next one
    (SATURDAY, "od pondělí do středy", "2026-12-14", "2026-12-16"),
    (SATURDAY, "nebudu tu do neděle", "2026-12-12", "2026-12-13"),
    (SATURDAY, "away until Monday", "2026-12-12", "2026-12-14"),
    (SATURDAY, "away next week", "2026-12-14", "2026-12-20"),
    (MONDAY, "příští týden", "2026-12-14", "2026-12-20"),
    (MONDAY, "tento víkend nejsem", "2026-12-12", "2026-12-13"),
    (dt.date(2026, 12, 13), "tento víkend nejsem", "2026-12-13", "2026-12-13"),  # on its Sunday
    (MONDAY, "přes příští víkend", "2026-12-19", "2026-12-20"),
    (MONDAY, "zítra a pozítří nejsem", "2026-12-08", "2026-12-09"),
    (SATURDAY, "v sobotu a v neděli", "2026-12-12", "2026-12-13"),
    (SATURDAY, "Mon–Wed", "2026-12-14", "2026-12-16"),
    (SATURDAY, "po–st", "2026-12-14", "2026-12-16"),
    (SATURDAY, "od úterka do čtvrtka", "2026-12-15", "2026-12-17"),
    (MONDAY, "do konce týdne", "2026-12-07", "2026-12-13"),
    (MONDAY, "I'll be away from Wednesday to Friday", "2026-12-09", "2026-12-11"),
    (MONDAY, "next Friday", "2026-12-18", "2026-12-18"),
    (MONDAY, "ode dneška do zítřka", "2026-12-07", "2026-12-08"),
    (MONDAY, "do 10.12. včetně", "2026-12-07", "2026-12-10"),
    (MONDAY, "20.12. - 28.12.", "2026-12-20", "2026-12-28"),
    (MONDAY, "2026-12-20 2026-12-28", "2026-12-20", "2026-12-28"),
]


@pytest.mark.parametrize("today,text,first,last", ABSENCES, ids=lambda v: str(v)[:30])
def test_an_absence_in_words_is_its_days_from_today(today, text, first, last):
    assert absence_days(text, today) == _days(first, last)


# every case of every Czech weekday, with and without its diacritics, and English names
WEEKDAYS = [
    ("v pondělí", "do pondělka", "do pondělí", "po pondělku", "pondelkem", "Monday", "mon"),
    ("v úterý", "od úterý", "do úterka", "uterym", "Tuesday", "Tue", "tues"),
    ("ve středu", "do středy", "ve středě", "se středou", "stredu", "Wednesday", "wed"),
    ("ve čtvrtek", "do čtvrtka", "ve čtvrtku", "ctvrtkem", "Thursday", "Thu", "thurs"),
    ("v pátek", "do pátku", "do patka", "pátkem", "PÁTEK", "Friday", "Fri."),
    ("v sobotu", "do soboty", "v sobotě", "sobotou", "sobota", "Saturday", "Sat"),
    ("v neděli", "do neděle", "nedeli", "nedělí", "Sunday", "sun"),
]


@pytest.mark.parametrize("weekday,forms", list(enumerate(WEEKDAYS)))
def test_a_weekday_in_any_case_is_the_nearest_such_day_today_included(weekday, forms):
    for word in forms:
        written = word.split()[-1]  # "do pondělka" -> "pondělka": the day without its word
        for today in (MONDAY + dt.timedelta(days=n) for n in range(7)):
            day = read_day(written, today)
            assert day.weekday() == weekday and 0 <= (day - today).days < 7, (word, today)


def test_until_a_weekday_said_on_that_weekday_is_a_week_on_and_on_the_next_day_too():
    # who is away for the day says "dnes"; "do soboty" said on a Saturday is next Saturday
    assert absence_days("do soboty", SATURDAY) == (SATURDAY, SATURDAY + dt.timedelta(days=7))
    assert absence_days("do soboty", SATURDAY + dt.timedelta(days=1)) == (
        dt.date(2026, 12, 13), dt.date(2026, 12, 19))


@pytest.mark.parametrize("text", [
    "od úterý",  # from, and then?
    "v pondělí a ve středu",  # two days apart: no one absence
    "20.1.2027",  # that day, or until it? asked, never guessed
    "někdy příští měsíc", "pondělí středa", "po st", "ne", "do",
    "31.2. - 3.3.", "2０.1. - 25.1.",
])
def test_what_names_no_absence_is_refused(text):
    with pytest.raises(ValueError):
        absence_days(text, MONDAY)


def test_a_day_without_its_year_is_the_next_such_day_from_today():
    assert read_day("20.1.", MONDAY) == dt.date(2027, 1, 20)
    assert read_day("7. 12.", MONDAY) == MONDAY
    assert read_day("6/12", MONDAY) == dt.date(2027, 12, 6)
    assert read_day("29.2.", MONDAY) == dt.date(2028, 2, 29)
    assert read_day("zítra", MONDAY) == dt.date(2026, 12, 8)
    assert read_day("v neděli", MONDAY) == dt.date(2026, 12, 13)


@pytest.mark.parametrize("text", ["20.1.", "zítra", "pátek", "20/1"])
def test_a_calendar_day_must_have_its_year_where_it_must_not_move_with_the_clock(text):
    with pytest.raises(ValueError):
        parse_day(text)
    assert parse_day("2030-12-20") == parse_day("20. 12. 2030") == dt.date(2030, 12, 20)


def test_a_form_s_two_days_or_its_words_are_one_absence():
    assert absence_of(["20.12.", "28.12."], MONDAY) == _days("2026-12-20", "2026-12-28")
    assert absence_of(["pondělí", "středa"], SATURDAY) == _days("2026-12-14", "2026-12-16")
    assert absence_of(["od pondělí", "do středy"], SATURDAY) == _days("2026-12-14",
                                                                     "2026-12-16")
    assert absence_of(["do pátku", ""], SATURDAY) == _days("2026-12-12", "2026-12-18")
    with pytest.raises(ValueError):
        absence_of(["", ""], MONDAY)


@pytest.mark.parametrize("line,argument", [
    ("nebudu tu do neděle", "nebudu tu do neděle"),
    ("Tento víkend nejsem, hrajte beze mě.", "Tento víkend nejsem"),
    ("zítra a pozítří nejsem", "zítra a pozítří nejsem"),
    ("I'll be away until Monday, sorry!", "I'll be away until Monday"),
    ("Heads up: away next week", "next week"),
])
def test_a_sentence_that_says_the_writer_is_away_on_days_is_an_absence(line, argument):
    commands = parse_commands(line)
    assert [c.kind for c in commands] == [CommandKind.AWAY]
    assert commands[0].argument == argument


@pytest.mark.parametrize("line", ["nejsem si jistý, co zahrát", "do pátku to rozmyslím",
                                  "Sold out on Monday", "zítra koupím Prahu"])
def test_a_sentence_with_a_day_that_says_no_absence_is_none(line):
    assert all(c.kind is not CommandKind.AWAY for c in parse_commands(line))


@pytest.mark.parametrize("text,first,last", [
    ("od 20. do 27. prosince", "2026-12-20", "2026-12-27"),
    ("do 3. ledna", "2026-12-07", "2027-01-03"),
    ("21-23 Dec", "2026-12-21", "2026-12-23"),
    ("from December 24th to January 2nd", "2026-12-24", "2027-01-02"),
    ("28. prosince 2026 – 2. ledna 2027", "2026-12-28", "2027-01-02"),
    ("1.–3. února", "2027-02-01", "2027-02-03"),
    ("31. prosince a 1. ledna", "2026-12-31", "2027-01-01"),  # the year turns in a list too
    ("tomorrow and the day after", "2026-12-08", "2026-12-09"),
    ("zítra a den nato", "2026-12-08", "2026-12-09"),
])
def test_a_month_in_words_and_the_day_after_are_read(text, first, last):
    assert absence_days(text, MONDAY) == _days(first, last)


def test_a_sentence_whose_days_are_none_is_still_an_absence_to_answer():
    # written as an absence: the mail answers how to write it, never reads it as a move
    commands = parse_commands("v pondělí a ve středu nejsem")
    assert [c.kind for c in commands] == [CommandKind.AWAY]
    with pytest.raises(ValueError):
        absence_days(commands[0].argument, MONDAY)


# Mail lines kept aside while the grammar was built (Thursday 10 December 2026), each set run
# once after its fix: weekdays and relative days 20/23, months in words 2/6, English month
# forms (written before their fix) 8/8. None: answered with how to write it.
HELD_OUT = [
    ('AWAY do úterka', '2026-12-10', '2026-12-15'),
    ('nebudu k dispozici od pátku do neděle', '2026-12-11', '2026-12-13'),
    ('away Fri–Sun', '2026-12-11', '2026-12-13'),
    ("I'm away this weekend", '2026-12-12', '2026-12-13'),
    ('out until Tuesday', '2026-12-10', '2026-12-15'),
    ('příští týden nejsem', '2026-12-14', '2026-12-20'),
    ('v sobotu a v neděli nebudu', '2026-12-12', '2026-12-13'),
    ('PRYČ do čtvrtka', '2026-12-10', '2026-12-17'),  # said on a Thursday: next one
    ('PRYČ od zítřka do pondělí', '2026-12-11', '2026-12-14'),
    ('away next Monday to Wednesday', '2026-12-14', '2026-12-16'),
    ('nejsem tu v pondělí', '2026-12-14', '2026-12-14'),
    ('AWAY do pondeli', '2026-12-10', '2026-12-14'),
    ("I'm away tomorrow and the day after", '2026-12-11', '2026-12-12'),
    ('away 21-23 Dec', '2026-12-21', '2026-12-23'),
    ('celý příští týden jsem pryč', '2026-12-14', '2026-12-20'),
    ('PRYČ od středy do pátku', '2026-12-16', '2026-12-18'),
    ('nebudu o víkendu', '2026-12-12', '2026-12-13'),
    ('PRYČ v pondělí a úterý', '2026-12-14', '2026-12-15'),
    ('away till the end of the week', '2026-12-10', '2026-12-13'),
    ('budu pryč do 20. prosince', '2026-12-10', '2026-12-20'),
    ('NEPŘÍTOMEN st–pá', '2026-12-16', '2026-12-18'),
    ('AWAY for a bit', None, None),
    ('PRYČ od úterý', None, None),
    ("I'm away until the 2nd of January", '2026-12-10', '2027-01-02'),
    ('nebudu tu od 23. prosince do 1. ledna', '2026-12-23', '2027-01-01'),
    ('AWAY 14th-18th December', '2026-12-14', '2026-12-18'),
    ('PRYČ do 6. ledna 2027', '2026-12-10', '2027-01-06'),
    ('away Jan 4-8', '2027-01-04', '2027-01-08'),
    ('nejsem tu 31. prosince a 1. ledna', '2026-12-31', '2027-01-01'),
    ('away from the 27th of December to the 3rd of January', '2026-12-27', '2027-01-03'),
    ('AWAY 2nd-5th Jan', '2027-01-02', '2027-01-05'),
    ("I'll be away Dec 19-22", '2026-12-19', '2026-12-22'),
    ('AWAY until Jan 3rd', '2026-12-10', '2027-01-03'),
    ('nebudu tu 24.–26. prosince', '2026-12-24', '2026-12-26'),
    ('PRYČ od 2. do 4. ledna', '2027-01-02', '2027-01-04'),
    ('away 30 Dec - 2 Jan', '2026-12-30', '2027-01-02'),
    ('AWAY on the 24th of December', '2026-12-24', '2026-12-24'),
]


@pytest.mark.parametrize("line,first,last", HELD_OUT, ids=lambda v: str(v)[:30])
def test_an_absence_kept_aside_is_read_from_the_mail_line(line, first, last):
    commands = parse_commands(line)
    assert commands[0].kind is CommandKind.AWAY
    if first is None:
        with pytest.raises(ValueError):
            absence_days(commands[0].argument, dt.date(2026, 12, 10))
    else:
        assert absence_days(commands[0].argument, dt.date(2026, 12, 10)) == _days(first, last)


def test_a_move_on_the_line_of_an_absence_said_in_words_is_kept_in_its_place():
    def is_move(text: str) -> bool:
        return text.lower() in ("pass", "koupit")

    commands = parse_commands("PASS, nebudu zítra\nkoupit; příští týden nejsem", is_move=is_move)
    assert [(c.kind, c.argument or c.text) for c in commands] == [
        (CommandKind.GAME, "PASS"), (CommandKind.AWAY, "nebudu zítra"),
        (CommandKind.GAME, "koupit"), (CommandKind.AWAY, "příští týden nejsem")]


@pytest.mark.parametrize("charset", ["windows-1250", "iso-8859-2", "utf-8"])
def test_an_absence_in_czech_words_reads_the_same_in_every_czech_charset(charset):
    from functions.mail.inbound import parse_mail
    from tests.test_mail_inbound import raw

    mail = parse_mail(raw("", "PRYČ do pátku\nNebudu tu od středy do neděle.\n",
                          f"text/plain; charset={charset}", "8bit", charset))
    commands = parse_commands(mail.reply)
    assert [absence_days(c.argument, MONDAY) for c in commands] == [
        _days("2026-12-07", "2026-12-11"), _days("2026-12-09", "2026-12-13")]
