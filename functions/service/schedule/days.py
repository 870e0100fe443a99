"""The one grammar of days as people write them: a day (a holiday's last, an absence's first or
last) and the days of an absence, by mail, on the pages and on the command line.

Pure: `today` is an argument (the reader's day by PBM_NOW's clock), nothing here reads a clock.
What it reads, and what it means (docs/time.md):

- a calendar day, ASCII digits only: 2027-01-20, 20.1.2027, 20. 1. 2027, 20/1/2027, and with
  `today` without its year (20.1., 20. 1., 20/1): the next such day from today, today included;
  the month may be a word (20. prosince, 3. ledna 2027, 24 Dec, the 27th of December, Dec 19-22,
  Dec 12th to the 15th, between the 12th and 15th of Dec);
- with `today`, words: dnes / today, zítra / tomorrow, pozítří / the day after tomorrow; a
  weekday in Czech (every case, with or without diacritics: v pondělí, do pondělka, od úterý,
  ve středu, do čtvrtka, v pátek, do soboty, v neděli) or English (Monday, Mon): the nearest
  such day, today included ("v pátek" said on a Friday is today, on a Saturday next Friday;
  the end of "do pátku" said on a Friday is next Friday, and "zpátky v pondělí" / "back on
  Monday" ends the day before that day);
  "příští pátek" / "next Friday": the Friday of next week (weeks begin on Monday);
- an absence: two days (a dash, "do", "až", "to", "until" between them, "od" / "from" before),
  "20.–25. 1.", "do pátku" / "until Friday" (from today), a day alone with words that name it
  as a day (zítra, v pondělí, on Monday), days joined by "a" / "and" that follow each other
  (zítra a pozítří, tomorrow and the day after), and the periods "příští týden" / "next week" (Monday to Sunday),
  "tento týden" / "this week" (today to Sunday), "tento víkend" / "this weekend", "příští
  víkend" / "next weekend" (Saturday and Sunday of this or next week). A bare date alone is
  no absence (that day, or until it?): it is refused, as is anything else, never guessed.
"""

from __future__ import annotations

import datetime as dt
import functools
import itertools
import re
from collections.abc import Callable, Sequence

from rules.text import fold

# weekday (0 = Monday) -> its words, folded: Czech in every case (and the common spoken
# forms "do pondělka", "do pátka"), English in full and shortened
_WEEKDAY_WORDS = (
    r"pondeli|pondelim|pondelek|pondelk(?:a|u|em)|monday|mon",
    r"utery|uterym|uterek|uterk(?:a|u|em)|tuesday|tues|tue",
    r"streda|stredy|strede|stredu|stredou|wednesday|wed",
    r"ctvrtek|ctvrtk(?:a|u|em)|thursday|thurs|thur|thu",
    r"patek|patk(?:a|u|em)|friday|fri",
    r"sobota|soboty|sobote|sobotu|sobotou|saturday|sat",
    r"nedele|nedeli|nedelim|sunday|sun",
)
# Czech two-letter weekdays: only on either side of a dash ("po–st"), alone they are words
# ("po" after, "ne" no, "st" ...)
_SHORT_CZECH = ("po", "ut", "st", "ct", "pa", "so", "ne")
_RELATIVE = {r"dnes|dneska|dnesek|today": 0,
             r"zitra|zitrka|zitrek|zejtra|tomorrow": 1,
             r"pozitri|pozitrka|(?:the )?day after tomorrow": 2}
# month (1 = January) -> its words, folded: Czech in the genitive a date takes ("20. prosince")
# and the nominative, English in full and shortened
_MONTH_WORDS = (
    r"ledna|leden|january|jan", r"unora|unor|february|feb", r"brezna|brezen|march|mar",
    r"dubna|duben|april|apr", r"kvetna|kveten|may", r"cervna|cerven|june|jun",
    r"cervence|cervenec|july|jul", r"srpna|srpen|august|aug", r"zari|september|sept|sep",
    r"rijna|rijen|october|oct", r"listopadu|listopad|november|nov",
    r"prosince|prosinec|december|dec",
)
_MONTH = "|".join(_MONTH_WORDS)
_ORDINAL = re.compile(r"\b([0-9]{1,2})(?:st|nd|rd|th)\b")  # "24th": a day's number
# "20. prosince 2026", "20th Dec", "December 20, 2026": the month in words, as digits
_DAY_MONTH = re.compile(rf"\b(?:the\s)?(?P<day>[0-9]{{1,2}})\.?\s?(?:of\s)?(?P<month>{_MONTH})\b"
                        rf"\.?(?:,?\s(?P<year>[0-9]{{4}}))?")
# "Dec 19-22", "Dec 12th to the 15th", "January 2nd, 2027": the month before its day, or
# before days of it (never before a day of another month: "Dec 28 to 3.1.")
_MONTH_DAY = re.compile(rf"\b(?P<month>{_MONTH})\b\.?\s(?:the\s)?(?P<day>[0-9]{{1,2}})\b"
                        rf"(?:(?:\s?-\s?|\s(?:to|through|thru|till|until)\s)(?:the\s)?"
                        rf"(?P<last>[0-9]{{1,2}})\b(?!\.\s?[0-9]))?(?:,?\s(?P<year>[0-9]{{4}}))?")
# "zítra a den nato", "tomorrow and the day after": the day after the one before it
_DAY_AFTER = re.compile(r"den nato|den potom|den po tom|nasledujici den|(?:the )?day after|"
                        r"the next day|the following day")
_NEXT = r"pristi|pristim|pristiho|next"
_THIS = r"tento|tenhle|tenhleten|tuto|tuhle|toto|tohle|this|coming"

_ISO = r"(?P<y1>[0-9]{4})-(?P<m1>[0-9]{1,2})-(?P<d1>[0-9]{1,2})"
_DOTTED = r"(?P<d2>[0-9]{1,2})\.\s?(?P<m2>[0-9]{1,2})(?:\.\s?(?P<y2>[0-9]{4})\b|\.|\b)"
_SLASHED = r"(?P<d3>[0-9]{1,2})/(?P<m3>[0-9]{1,2})(?:/(?P<y3>[0-9]{4}))?\b"
_WEEKDAY = "|".join(f"(?P<w{n}>{words})" for n, words in enumerate(_WEEKDAY_WORDS))
_SHORT = "|".join(f"(?P<s{n}>{word})" for n, word in enumerate(_SHORT_CZECH))
_REL = "|".join(f"(?P<r{n}>{words})" for n, words in enumerate(_RELATIVE))


def _day_pattern(short: bool) -> str:
    """One day: a date, a relative word, or a weekday (a week ahead after "příští")."""
    weekday = f"(?:(?P<next>{_NEXT})\\s|(?:{_THIS})\\s)?(?:{_WEEKDAY}" + \
        (f"|{_SHORT}" if short else "") + r")\.?"
    return rf"(?:{_ISO}|{_DOTTED}|{_SLASHED}|(?:{_REL})|{weekday})"


_DAY = re.compile(_day_pattern(short=False))
_DAY_OR_SHORT = re.compile(_day_pattern(short=True))
# "v pátek", "ve středu", "on Monday", "dne 20.1.": words that make a day alone a day of absence
_ON = r"(?:v|ve|na|dne|on|for)\s"
_FROM = r"(?:od|ode|from|starting)\s"
_TO = r"(?:az do|do|az|to|until|till|til|through|thru|up to)\s"
_DASH = r"\s?-\s?"
_AND = r"(?:\s?,\s?|\s(?:a|and|\+)\s)"
# the words around the days that say only that the writer is away: "nebudu tu do neděle",
# "tento víkend nejsem", "I'll be away until Monday", "do pátku včetně"
_AWAY_WORDS = re.compile(
    r"\b(?:nebudu|nejsem|budu|jsem|tu|tady|k dispozici|pryc|mimo|na dovolene|nepritomen|"
    r"nepritomna|nepritomny|nehraju|nehraji|vcetne|cely|celou|cele|celej|prosim|i'll be|"
    r"i will be|i'm|i am|will be|i won't be|i will not be|won't be|be|around|here|away|out|off|"
    r"gone|unavailable|not available|inclusive|included|the whole of|whole|all|please)\b")


def parse_day(text: str) -> dt.date:
    """A calendar day with its year: 2026-12-20, 20.12.2026, 20. 12. 2026, 20/12/2026; raises
    ValueError (for days that must not move with the clock: a tournament's start)."""
    return read_day(text, None)


def read_day(text: str, today: dt.date | None) -> dt.date:
    """A day as people write it (the module's grammar); with `today` None only a calendar day
    with its year. Raises ValueError."""
    return _resolved(_day_match(text), today, today)


def _day_match(text: str) -> re.Match[str]:
    """A day's words matched (before it is found from a today); raises ValueError."""
    cleaned = _cleaned(text)
    found = _DAY.fullmatch(cleaned) or re.fullmatch(_ON + _DAY.pattern, cleaned)
    if found is None:
        raise ValueError(f"{text[:40]!r} is not a day like 2026-12-20 or 20.12.2026")
    return found


def absence_days(text: str, today: dt.date) -> tuple[dt.date, dt.date]:
    """The first and the last day of an absence as people write it (the module's grammar);
    raises ValueError for anything else, and for days it names that are none (31.2.) or do
    not follow each other."""
    return _reading(text)(today)


def names_a_day(text: str) -> bool:
    """Whether `text` names one day in this grammar ("čtvrtka", "zítřka", "14. 12."),
    whatever today is."""
    try:
        _day_match(text)
    except ValueError:
        return False
    return True


def is_absence(text: str) -> bool:
    """Whether `text` is written as an absence in this grammar, whatever today is (its days
    are found, or found to be none, when it is carried out)."""
    try:
        _reading(text)
    except ValueError:
        return False
    return True


_Reading = Callable[[dt.date], tuple[dt.date, dt.date]]


def _reading(text: str) -> _Reading:
    """How an absence's text names its days from a today; raises ValueError for a text that
    is not written as one."""
    cleaned = _cleaned(_AWAY_WORDS.sub(" ", _cleaned(text)))
    if found := _SPAN.fullmatch(cleaned):  # "20.–25. 1.": the month written once
        return functools.partial(_span_of, found)
    for period, span in _PERIODS:
        if period.fullmatch(cleaned):
            return span
    if (found := _RANGE.fullmatch(cleaned)) and _joined(found):
        return functools.partial(_range_of, found)
    if found := _BACK_ON.fullmatch(cleaned):  # "zpátky v pondělí": to the day before
        return functools.partial(_back_of, found)
    if found := _FROM_BACK.fullmatch(cleaned):  # "od soboty, zpátky v pátek": to Thursday
        return functools.partial(_from_back_of, found)
    if found := _UNTIL.fullmatch(cleaned):  # "do pátku": from today
        return functools.partial(_until_of, found)
    found = _ONE.fullmatch(cleaned)  # "zítra", "v pondělí", "on Monday", "dne 20.1."
    if found and (found["on"] or not any(found[f"d{n}_a"] for n in (1, 2, 3))):
        return functools.partial(_one_of, found)
    if _LIST.fullmatch(cleaned):  # "zítra a pozítří", "v sobotu a v neděli"
        parts = re.split(_AND, cleaned)
        days = [None if at and _DAY_AFTER.fullmatch(part) else _day_match(part)
                for at, part in enumerate(parts)]
        return functools.partial(_list_of, days)
    raise ValueError(f"{text[:40]!r} is not two days like 20.1.2027 25.1.2027")


def _span_of(found: re.Match[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of "20.–25. 1.": the first the next such day, the last in its month."""
    year = int(found["year"]) if found["year"] else None
    first = _calendar(int(found["first"] or found["among"]), int(found["month"]), year, today)
    return first, _calendar(int(found["last"]), int(found["month"]), year, first)


def _range_of(found: re.Match[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of a range: its last one from its first."""
    last_written = _match(found, "b")
    if _match(found, "a")["d2"] is None or _year(last_written) is None:
        first = _resolved(_match(found, "a"), today, today)
    else:  # "28.12. - 3.1.2027": the first day in the last one's year, or the one before
        first = _before(_match(found, "a"), _resolved(last_written, today, today))
    return first, _resolved(last_written, today, first)


def _until_of(found: re.Match[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of "do pátku": today to that day; said on that very weekday, to the one a
    week on ("do pondělí" on a Monday: who is away for the day says "dnes", not its name)."""
    last = _match(found, "b")
    end = _resolved(last, today, today)
    if end == today and _weekday_named(last):
        end += dt.timedelta(days=7)
    return today, end


def _back_of(found: re.Match[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of "zpátky v pondělí": today to the day before the one the writer is back
    on, a weekday the next one after today ("back on Monday" said on a Monday is next week's)."""
    last = _resolved(_match(found, "b"), today, today + dt.timedelta(days=1))
    if last <= today:
        raise ValueError("back today: no absence")
    return today, last - dt.timedelta(days=1)


def _from_back_of(found: re.Match[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of "od soboty … zpátky v pátek": from the first day to the day before the
    one the writer is back on, found after the first ("back on Tuesday" from a Friday is
    the Tuesday after it)."""
    first = _resolved(_match(found, "a"), today, today)
    back = _resolved(_match(found, "b"), today, first + dt.timedelta(days=1))
    return first, back - dt.timedelta(days=1)


def _weekday_named(groups: dict[str, str | None]) -> bool:
    """Whether a matched day is a weekday's name (not a date, nor "zítra", nor "dnes")."""
    return any(groups.get(f"w{n}") or groups.get(f"s{n}") for n in range(7))


def _one_of(found: re.Match[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The day of "v pondělí", "zítra": that day alone."""
    day = _resolved(_match(found, "a"), today, today)
    return day, day


def _list_of(days: list[re.Match[str] | None], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of a list (None: the day after the one before); raises ValueError when they
    do not follow each other."""
    listed: list[dt.date] = []
    for day in days:
        listed.append(listed[-1] + dt.timedelta(days=1) if day is None
                      else _resolved(day, today, today))
    if any(b - a != dt.timedelta(days=1) for a, b in itertools.pairwise(listed)):
        raise ValueError("days that do not follow each other: two absences")
    return listed[0], listed[-1]


def absence_of(parts: Sequence[str], today: dt.date) -> tuple[dt.date, dt.date]:
    """The days of an absence written in parts (a form's first and last day, or its words; the
    command line's words): two parts that are a day each, else the parts as one text."""
    written = [part for part in parts if part.strip()]
    if len(written) == 2:
        try:
            return read_day(written[0], today), read_day(written[1], today)
        except ValueError:
            pass  # "od pondělí" "do středy": the two read as one text
    return absence_days(" ".join(written), today)


def _cleaned(text: str) -> str:
    """The text folded, its dashes one "-", its months in digits, its spaces single, its
    trailing marks gone."""
    text = re.sub(r"[\u2010-\u2015\u2212]", "-", fold(text)).replace("\u2019", "'")
    text = _ORDINAL.sub(r"\1", " ".join(text.split()))
    text = _MONTH_DAY.sub(_in_digits, _DAY_MONTH.sub(_in_digits, text))
    return text.strip(" ,;:!?")


def _in_digits(found: re.Match[str]) -> str:
    """A day with its month in words ("20. prosince 2026") as digits ("20.12.2026"); days of
    one month ("Dec 19-22") as "19.-22.12."."""
    month = next(n for n, words in enumerate(_MONTH_WORDS, 1)
                 if re.fullmatch(words, found["month"]))
    days = f"{int(found['day'])}." + (f"-{int(last)}." if (last := found.groupdict().get("last"))
                                      else "")
    return f"{days}{month}.{found['year'] or ''}"


def _named(pattern: re.Pattern[str], side: str) -> str:
    """A day's pattern with its groups named for one side of a range ("a", "b")."""
    return re.sub(r"\(\?P<(\w+)>", rf"(?P<\1_{side}>", pattern.pattern)


_A_DAY, _B_DAY = _named(_DAY_OR_SHORT, "a"), _named(_DAY_OR_SHORT, "b")
_A_WORDED = _named(_DAY, "a")
# "20.-25. 1.", "from the 12th to the 15th of December", "between the 12th and 15th of Dec"
_SPAN = re.compile(r"(?:(?:" + _FROM + r")?(?:the\s)?(?P<first>[0-9]{1,2})\.?(?:" + _DASH + "|" +
                   r"\s" + _TO + r")|between\s(?:the\s)?(?P<among>[0-9]{1,2})\.?\sand\s)"
                   r"(?P<last>[0-9]{1,2})\.\s?(?P<month>[0-9]{1,2})\.?(?:\s?(?P<year>[0-9]{4}))?")
_RANGE = re.compile(rf"(?P<from>{_FROM})?(?:{_ON})?{_A_DAY}(?:(?P<dash>{_DASH})|\s(?P<to>{_TO})"
                    rf"|\s)(?:{_ON})?{_B_DAY}")
_UNTIL = re.compile(rf"{_TO}{_named(_DAY, 'b')}")
_ONE = re.compile(rf"(?P<on>{_ON})?{_A_WORDED}")
# "ozvu se v pondělí", "zpátky ve středu", "back on Monday": the day its writer is back on
_BACK_ON = re.compile(r"(?:ozvu se|ozveme se|ozvu|zpet|zpatky|vratim se|vracim se|vratime se|"
                      r"vracime se|back|returning|i return|i'll return)\s(?:(?:az|uz|zase|until|"
                      rf"only|again)\s)?(?:{_ON})?{_named(_DAY, 'b')}")
# "od soboty vracím se v pátek", "from Friday, back on Tuesday": a first day and the day back
_FROM_BACK = re.compile(rf"{_FROM}(?:{_ON})?{_A_WORDED}\s{_BACK_ON.pattern}")
_LIST = re.compile(rf"[^,+]+?(?:{_AND}[^,+]+?)+")


def _match(found: re.Match[str], side: str) -> dict[str, str | None]:
    """The groups of one side of a range, named as a day's own."""
    return {name[:-2]: value for name, value in found.groupdict().items()
            if name.endswith("_" + side)}


def _joined(found: re.Match[str]) -> bool:
    """Whether a range's two days are joined as written: a space alone joins two dates
    ("20.1.2027 25.1.2027"), a Czech two-letter weekday is one beside a dash ("po-st")."""
    a, b = _match(found, "a"), _match(found, "b")
    dated = all(any(side.get(f"d{n}") for n in (1, 2, 3)) for side in (a, b))
    if found["dash"] is None and not found["to"] and not dated:
        return False
    short = any(side.get(f"s{n}") for side in (a, b) for n in range(7))
    return found["dash"] is not None or not short


def _year(groups: dict[str, str | None]) -> int | None:
    """The year written in a day's groups, None when there is none (or it is no date)."""
    year = groups.get("y1") or groups.get("y2") or groups.get("y3")
    return int(year) if year else None


def _resolved(found: re.Match[str] | dict[str, str | None], today: dt.date | None,
              start: dt.date | None) -> dt.date:
    """The day a matched day names: a relative word or a weekday from `today`/`start`, a
    year-less date the next such from `start`. Raises ValueError for no day, or for words
    and a missing year when `today` is None."""
    groups = found if isinstance(found, dict) else found.groupdict()
    for n in range(3):
        if groups.get(f"y{n + 1}") or groups.get(f"d{n + 1}"):
            year = _year(groups)
            day, month = int(groups[f"d{n + 1}"] or 0), int(groups[f"m{n + 1}"] or 0)
            if year is not None:
                return dt.date(year, month, day)
            if start is None:
                raise ValueError("a day without its year")
            return _calendar(day, month, None, start)
    if today is None or start is None:
        raise ValueError("a day in words needs today")
    for n in range(len(_RELATIVE)):
        if groups.get(f"r{n}"):
            return today + dt.timedelta(days=list(_RELATIVE.values())[n])
    weekday = next(n for n in range(7) if groups.get(f"w{n}") or groups.get(f"s{n}"))
    if groups.get("next"):  # "příští pátek": in the week after this one
        return max(_week(today, 1) + dt.timedelta(days=weekday), start)
    return start + dt.timedelta(days=(weekday - start.weekday()) % 7)


def _calendar(day: int, month: int, year: int | None, start: dt.date) -> dt.date:
    """A calendar day; without its year, the next such day from `start` (today included)."""
    if year is not None:
        return dt.date(year, month, day)
    for candidate in range(start.year, start.year + 9):  # 29.2.: the next leap year
        try:
            found = dt.date(candidate, month, day)
        except ValueError:
            continue
        if found >= start:
            return found
    raise ValueError(f"{day}.{month}. is no day")


def _before(groups: dict[str, str | None], last: dt.date) -> dt.date:
    """A year-less first day before an absolute last one: the last such day on or before it."""
    day, month = int(groups["d2"] or 0), int(groups["m2"] or 0)
    found = dt.date(last.year, month, day)
    return found if found <= last else dt.date(last.year - 1, month, day)


def _week(today: dt.date, weeks: int) -> dt.date:
    """The Monday of this week (0) or of the next (1)."""
    return today - dt.timedelta(days=today.weekday()) + dt.timedelta(days=7 * weeks)


def _span(today: dt.date, weeks: int, first: int, last: int) -> tuple[dt.date, dt.date]:
    """Days `first`..`last` (0 = Monday) of this or next week, from today at the earliest."""
    monday = _week(today, weeks)
    return max(monday + dt.timedelta(days=first), today), monday + dt.timedelta(days=last)


_WEEK, _WEEKEND = r"(?:tyden|tydnu|tydne|tydnem|tejden|week)", r"(?:vikend|vikendu|vikendem|weekend)"
_PERIODS = (
    (re.compile(rf"(?:(?:na|pres|v|o|for|in)\s)?(?:{_NEXT})\s{_WEEK}"),
     lambda today: _span(today, 1, 0, 6)),
    (re.compile(rf"(?:(?:na|pres|o|v|for)\s)?(?:{_THIS}|the rest of the)\s{_WEEK}|"
                rf"(?:do konce|until the end of the|till the end of the|to the end of the|"
                rf"(?:for )?the rest of the|zbytek|po zbytek)\s(?:{_WEEK}|tydne)"),
     lambda today: _span(today, 0, 0, 6)),
    (re.compile(rf"(?:(?:na|pres|o|v|at|on|for|over)\s)?(?:(?:the|{_THIS})\s)?{_WEEKEND}"),
     lambda today: _span(today, 0, 5, 6)),
    (re.compile(rf"(?:(?:na|pres|o|v|at|on|for|over)\s)?(?:the\s)?(?:{_NEXT})\s{_WEEKEND}"),
     lambda today: _span(today, 1, 5, 6)),
)
