"""Times as a reader reads them: in their own time zone, with the zone's name, in their language
("Tue 1 Dec 2026, 18:00 CET", "1. 12. 2026 (úterý), 18:00 SEČ"); never a bare UTC timestamp."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from functions.service.records.timing import DEFAULT_ZONE

_DAYS = {"en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
         # in full: the short forms are Czech words of their own ("po" = after, "ne" = no,
         # "st", "so"), so "Termín tahu: po 3. 3." read as "after 3 March"
         "cs": ("pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle")}
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# Czech names of the zones Czech readers meet; elsewhere the zone's own abbreviation.
_CZECH_ZONES = {"CET": "SEČ", "CEST": "SELČ"}


def shown(instant: str | None, zone: str | None, lang: str) -> str | None:
    """A stored ISO instant in the reader's zone and language (None stays None; text that is
    not a time is shown as it is)."""
    local = _local(instant, zone)
    if not isinstance(local, dt.datetime):
        return local
    name = _zone_name(local, lang)
    if lang == "cs":
        # the weekday after the date, in brackets, so no preposition before it needs a case
        # ("do 5. 3. 2025 (středa)", never "do středa")
        return (f"{local.day}. {local.month}. {local.year} ({_DAYS['cs'][local.weekday()]}), "
                f"{local:%H:%M} {name}")
    return (f"{_DAYS['en'][local.weekday()]} {local.day} {_MONTHS[local.month - 1]} "
            f"{local.year}, {local:%H:%M} {name}")


def first_day(start: str | None, zone: str | None, lang: str) -> str | None:
    """The first day of an absence that starts at `start`, in the absent player's `zone`
    ("14. 12. 2026 (pondělí)", "Mon 14 Dec 2026")."""
    local = _local(start, zone)
    return _day(local.date(), lang) if isinstance(local, dt.datetime) else local


def last_day(until: str | None, zone: str | None, lang: str) -> str | None:
    """The last day of an absence that ends at `until` (the midnight after its last day in the
    absent player's `zone`), as its confirmation named it; never the next day's midnight,
    which reads as a day more."""
    local = _local(until, zone)
    if not isinstance(local, dt.datetime):
        return local
    return _day((local - dt.timedelta(microseconds=1)).date(), lang)


def _day(day: dt.date, lang: str) -> str:
    if lang == "cs":
        return f"{day.day}. {day.month}. {day.year} ({_DAYS['cs'][day.weekday()]})"
    return f"{_DAYS['en'][day.weekday()]} {day.day} {_MONTHS[day.month - 1]} {day.year}"


def shown_short(instant: str | None, zone: str | None, lang: str) -> str | None:
    """The day and the hour only, for a subject line ("Tue 18:00", "úterý 18:00"): the mail
    itself gives the date and the zone."""
    local = _local(instant, zone)
    if not isinstance(local, dt.datetime):
        return local
    return f"{_DAYS[lang if lang == 'cs' else 'en'][local.weekday()]} {local:%H:%M}"


def shown_hour(instant: str | None, zone: str | None, lang: str) -> str | None:
    """The hour and minute of an instant in the reader's zone, with the zone's name as the
    mails' deadlines say it ("14:05 SEČ", "14:05 CET"), the next minute when it falls between
    two: for a time within the hour, said as "after 14:05 SEČ"."""
    local = _local(instant, zone)
    if not isinstance(local, dt.datetime):
        return local
    if local.second or local.microsecond:
        local = local.replace(second=0, microsecond=0) + dt.timedelta(minutes=1)
    return f"{local:%H:%M} {_zone_name(local, lang)}"


def _local(instant: str | None, zone: str | None) -> dt.datetime | str | None:
    """The instant in the zone (the default zone when it is unknown), or the text itself when
    it is not a time."""
    if not instant:
        return None
    try:
        moment = dt.datetime.fromisoformat(instant)
    except ValueError:
        return instant
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    try:
        tz = ZoneInfo(zone or DEFAULT_ZONE)
    except (ZoneInfoNotFoundError, ValueError):
        tz = ZoneInfo(DEFAULT_ZONE)
    return moment.astimezone(tz)


def _zone_name(local: dt.datetime, lang: str) -> str:
    name = local.tzname() or str(local.tzinfo)
    return _CZECH_ZONES.get(name, name) if lang == "cs" else name


def time_left(deadline: str | None, now: str | None, lang: str) -> str:
    """How long is left until a deadline, rounded to what a reader counts in, with its verb in
    Czech ("zbývají 4 hodiny", "zbývá 1 den", "4 hours left"); empty without both instants."""
    try:
        seconds = (dt.datetime.fromisoformat(str(deadline))
                   - dt.datetime.fromisoformat(str(now))).total_seconds()
    except ValueError:
        return ""
    minutes = max(1, round(seconds / 60))
    hours, days = round(minutes / 60), round(minutes / 1440)
    number, unit = (days, 2) if minutes >= 2880 else (hours, 1) if minutes >= 60 \
        else (minutes, 0)
    if lang == "cs":
        forms = (("minuta", "minuty", "minut"), ("hodina", "hodiny", "hodin"),
                 ("den", "dny", "dní"))[unit]
        form = 0 if number == 1 else 1 if 2 <= number <= 4 else 2
        return f"{('zbývá', 'zbývají', 'zbývá')[form]} {number} {forms[form]}"
    word = ("minute", "hour", "day")[unit]
    return f"{number} {word}{'' if number == 1 else 's'} left"


def shown_day(instant: str | None, zone: str | None, lang: str) -> str | None:
    """The day of an instant in the reader's zone and language ("1. 12. 2026", "1 Dec 2026"),
    for spans of days where the hour says nothing."""
    local = _local(instant, zone)
    return shown_date(local.date(), lang) if isinstance(local, dt.datetime) else local


def shown_date(day: dt.date, lang: str) -> str:
    """A calendar day as its reader writes it ("6. 12. 2026", "6 Dec 2026"): how a form's day
    field asks for it and a confirmation names it."""
    if lang == "cs":
        return f"{day.day}. {day.month}. {day.year}"
    return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"


def span(seconds: float, lang: str) -> str:
    """How long something took or has run, rounded as a reader counts it, in the form that
    follows "trvala" / "běží" ("5 dní a 4 hodiny", "1 hodinu", "5 days and 4 hours"): days
    with hours under a week, days alone from a week, hours under a day, minutes under an hour."""
    minutes = max(1, round(seconds / 60))
    if minutes < 60:
        parts = [(minutes, 0)]
    elif minutes < 1440:
        parts = [(round(minutes / 60), 1)]
    elif minutes < 7 * 1440:
        days, hours = divmod(round(minutes / 60), 24)
        parts = [(days, 2)] + ([(hours, 1)] if hours else [])
    else:
        parts = [(round(minutes / 1440), 2)]
    if lang == "cs":
        forms = (("minutu", "minuty", "minut"), ("hodinu", "hodiny", "hodin"),
                 ("den", "dny", "dní"))
        words = [f"{n} {forms[unit][0 if n == 1 else 1 if 2 <= n <= 4 else 2]}"
                 for n, unit in parts]
        return " a ".join(words)
    names = ("minute", "hour", "day")
    return " and ".join(f"{n} {names[unit]}{'' if n == 1 else 's'}" for n, unit in parts)
