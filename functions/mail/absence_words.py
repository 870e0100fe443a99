"""An absence announced in a sentence, as people write it to the people they play with:
"příští týden budu na horách, od pondělí do pátku nebudu u počítače", "jsem na dovolené od
3. do 10. ledna", "I'll be away next week", "out of office until Monday".

A line that says its writer will be away is an absence: its days are the longest stretch of
the line the grammar of days (schedule.days) reads; when it holds none, the absence is still
one (answered with how to write its days, never dropped in silence).
"""

from __future__ import annotations

import re

from functions.service.schedule.days import is_absence, names_a_day
from rules.text import fold

# Words that say their writer will be away whether or not days follow ("budu pryč", "I'll be
# away", "out of office"): alone they are still an absence, asked back for its days.
_AWAY = re.compile(
    r"\b(?:(?:budu|budeme|jsem|jsme|bude) (?:\w+ )?pryc|pryc budu|(?:nebud(?:u|eme)|nejsem|nejsme) (?:\w+ )?"
    r"(?:u pocitace|u pc|u kompu|u notebooku|k zastizeni|online|on-?line|na netu|na internetu|"
    r"na mailu|na e-?mailu|k dispozici)|na dovolen(?:e|ou)|(?:mam|mame|beru si) dovolenou|"
    r"odjizd(?:im|ime)|bez (?:internetu|signalu|pocitace|notebooku|pripojeni|wi-?fi|netu)|"
    r"mimo (?:dosah|provoz|signal)|nepritomn\w*|"
    r"nebud(?:u|eme) mit (?:internet|signal|pocitac|notebook|pripojeni|wi-?fi|net)|"
    r"i (?:won't|will not|shan't) (?:have|be able to get) (?:any |an? )?(?:internet|signal|wi-?fi|"
    r"access|connection|laptop|computer|e-?mail)|"
    r"i(?:'ll| will|'m| am) (?:be )?(?:(?:away|off|out)(?=\s*(?:$|[,.;:!?)-]|from|until|till|for|"
    r"next|this|on|over|between|today|tomorrow|during|all|the whole))|travell?ing|unavailable|"
    r"offline|on holiday|on vacation|on leave)|out of (?:the )?office|ooo|"
    r"on (?:holiday|vacation|leave|a trip)|away from (?:my |the )?(?:computer|desk|keyboard|e-?mail|"
    r"mail|laptop)|(?:no|without (?:a |my )?)(?:internet|laptop|computer|e-?mail|signal|wi-?fi)|"
    r"not (?:around|available|reachable)|unavailable)\b")
# Words that say it only with days beside them ("příští týden budu na horách", "do neděle
# jsem na chalupě", "gone until Monday"): "jedu do Prahy" or "nebudu kupovat" alone is none.
_AWAY_WITH_DAYS = re.compile(
    r"\b(?:nebud(?:u|eme)|nejsem (?:tu|doma|tady)|pryc|na horach|na hory|na chalupe|na chalupu|"
    r"na chate|na chatu|v nemocnici|na cestach|na sluzebce|na sluzebni ceste|v zahranici|"
    r"mimo|away|gone|off|offline|travell?ing|abroad|"
    # what keeps its writer away, with days beside it ("jedu lyžovat od 12. do 15.", "I'm
    # skiing Dec 12-15", "at a wedding"): an absence only with its days
    r"lyzovat|na lyzich|na lyze|na hory|na vylet\w*|na svatb\w*|v horach|"
    r"skiing|hiking|camping|on a trip|in the mountains|at a wedding|(?:^|i'm |i am |i'll be |i will be )out)\b")
# Words of the day its writer is back, which make the days beside them an absence ("vracím
# se až v pátek", "back on Tuesday"): only when the days read are that day of return
_RETURN_ON = re.compile(r"\b(?:vracim se|vratim se|zpatky|zpet|back|returning|i return|"
                        r"i'll return)\b")
# "příští týden …, od pondělí do pátku": the weekdays of the week the line names
_NEXT_WEEK = re.compile(r"\b(?:pristi|pristim|pristiho) tyd(?:en|nu|ne)\b|\bnext week\b")
_WEEKDAY = re.compile(r"(?<!pristi )(?<!next )\b(?:pondel\w*|uter\w*|stred\w*|ctvrt\w*|pat[ek]\w*|"
                      r"sobot\w*|nedel\w*|monday|tuesday|wednesday|thursday|friday|saturday|"
                      r"sunday)\b", re.IGNORECASE)
# "Omlouvám se, byl jsem na chatě bez signálu", "sorry, I was away": an absence told after it,
# an apology, not a notice; unless the line also looks ahead ("byl jsem pryč a příští týden budu zas")
_PAST = re.compile(r"\b(?:(?:byl|byla|byli|byly) (?:jsem|jsme)|(?:jsem|jsme) (?:byl|byla|byli|byly)|"
                   r"i (?:was|have been|'ve been|had)|i've been|we (?:were|have been|had)|"
                   r"we've been|was (?:away|on|off|out|offline))\b")
_AHEAD = re.compile(r"\b(?:budu|budeme|nebudu|nebudeme|bude|pojedu|pojedeme|odjizd\w*|i'll|i will|"
                    r"we'll|we will|going to|next|pristi\w*|zitra|tomorrow|od|from|until|till)\b")
_CLAUSES = re.compile(r"[,;:!?()…]|\.\.\.|(?<=[^\W\d])\.(?=\s|$)")  # never the dot of "do 10. 1."
# days that open with the first day of the absence ("od zítřka", "from Monday"), to be read
# with the last day said in a later clause
_START = re.compile(r"od|ode|from|starting|beginning")
_WINDOW = 8  # the most words the days of an absence take ("od 3. do 10. ledna 2027 včetně")
_LONGEST_LINE = 60  # words: a longer line is a letter, not a notice (and stays cheap to read)


def absence_in_sentence(line: str) -> str | None:
    """The days of the absence a line announces in a sentence ("od pondělí do pátku", the
    whole line when it names no days it can read); None when the line announces none."""
    folded = fold(line).replace("’", "'")
    if len(folded.split()) > _LONGEST_LINE:
        return None
    if _PAST.search(folded) and not _AHEAD.search(folded):
        return None
    if folded.rstrip().endswith("?"):  # "Jedu na dovolenou, co mám dělat?": asked, not told
        return None
    strong = _AWAY.search(folded) is not None
    with_days = strong or _AWAY_WITH_DAYS.search(folded) is not None
    if not with_days and _RETURN_ON.search(folded) is None:
        return None
    days = _days(line)
    if days is not None and (with_days or _RETURN_ON.search(fold(days))):
        return _next_week(days) if _NEXT_WEEK.search(folded) else days
    # "Od soboty jsem na horách": its first day without its last, asked back for both
    return line.strip() if strong or with_days and _first_day(line) else None


def _next_week(days: str) -> str:
    """The days with each weekday of next week ("od pondělí do pátku" said beside "příští
    týden" -> "od příští pondělí do příští pátku"), when all of them are weekdays."""
    if not _WEEKDAY.search(fold(days)) or _NEXT_WEEK.search(fold(days)):
        return days
    marked = _WEEKDAY.sub(lambda m: "next " + m[0], fold(days))
    return marked if is_absence(marked) else days


def days_in(text: str) -> str | None:
    """The days an absence's words name beside other words ("Dec 13 to Dec 31, Christmas with
    the family" -> "Dec 13 to Dec 31"): the longest stretch the grammar of days reads; None
    when none does."""
    return _days(text)


def _days(line: str) -> str | None:
    """The days of the absence `line` names: the longest stretch of words in one clause that
    the grammar of days reads, or its first day and its last said in two clauses read as one
    ("od zítřka jsem na horách, nepřítomen do pátku": "od zítřka … do pátku", never from
    today); None when none does."""
    clauses = _CLAUSES.split(line)
    said = [days for clause in clauses if (days := _clause_days(clause))]
    joined = [days for at, clause in enumerate(clauses) for later in clauses[at + 1:]
              if (last := _clause_days(later)) and not _START.search(fold(last))
              and (days := _from_to(clause, last))]
    return max(joined or said, key=lambda days: len(days.split()), default=None)


def with_first_day(before: str, days: str) -> str:
    """The days of an absence (`days`, "pryč budu až do úterý") with its first day said in
    the words `before` them ("Od čtvrtka jedu na hory,": "Od čtvrtka pryč budu až do
    úterý"), the nearest such; `days` alone when those words say none or it has its own."""
    if _START.search(fold(days)):
        return days
    return next((joined for clause in reversed(_CLAUSES.split(before))
                 if (joined := _from_to(clause, days))), days)


def _first_day(line: str) -> bool:
    """Whether the line says the first day of an absence ("od soboty", "from Monday")."""
    words = line.split()
    return any(_START.fullmatch(fold(word)) and any(
        names_a_day(" ".join(words[at + 1:at + n]).rstrip(",.;:!?")) for n in (2, 3))
        for at, word in enumerate(words))


def _from_to(clause: str, last: str) -> str | None:
    """The first day a clause opens the absence with ("od zítřka jsem na horách": "od
    zítřka") read with `last`, its last day said later ("do pátku"); None when that reads
    as no absence."""
    words = clause.split()
    at = next((at for at, word in enumerate(words) if _START.fullmatch(fold(word))), None)
    if at is None:
        return None
    return next((days for n in range(2, min(len(words) - at, 3) + 1)  # "od 3. ledna"
                 if is_absence(days := " ".join([*words[at:at + n], last]))), None)


def _clause_days(clause: str) -> str | None:
    """The longest stretch of words in a clause that the grammar of days reads as an
    absence; None when none does."""
    best: tuple[int, str] | None = None
    words = clause.split()
    for start in range(len(words)):
        if start and _START.fullmatch(fold(words[start - 1])):
            continue  # "Monday" of "from Monday": a first day, never the whole absence
        for end in range(min(len(words), start + _WINDOW), start, -1):
            if best is not None and end - start <= best[0]:
                break
            said = " ".join(words[start:end])
            read = next((t for t in (said, said.rstrip(".")) if t and is_absence(t)), None)
            if read is not None:
                best = (end - start, read)
                break
    return best[1] if best else None
