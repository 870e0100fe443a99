"""The mail settings written in a player's own words, Czech or English, as the commands of
docs/settings.md: "posílejte mi prosím připomínky 12 hodin předem" is REMINDERS 12, "a pásmo
Europe/London" TIMEZONE Europe/London, "nechci potvrzení tahů" CONFIRM OFF, "send me mail only
when it's my turn" MAIL TURNS (review 12n: such a sentence set nothing and got "no move")."""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from functions.mail.command_table import CommandKind
from rules.text import fold

__all__ = ["settings_in_words"]

# A sentence's clauses: its sentences, then "a" / "and" / "also" between settings.
_SENTENCES = re.compile(r"[.;!?\n]+")
_AND = re.compile(r",?\s+(?:a|and|also|a taky|a take|plus)\s+|,\s+")

# (not "no": in Czech it opens a sentence, "No, posílejte mi…"; "no reminders" is a "no more")
_NO = r"(?:nechci|nepotrebuj\w*|neposilej\w*|neposilat|bez|zadne|zrus\w*|vypn\w*|stop\w*|" \
      r"don'?t|do not|turn off|switch off|disable|without|no more|" \
      r"no (?=reminders|confirmations|e-?mails|mails?))"
_YES = r"(?:posilej\w*|posilat|chci|zapn\w*|send|want|turn on|switch on|enable|i'?d like)"

_REMINDER = re.compile(r"\b(?:pripom(?:ink|en|in)\w*|remind\w*)")
# the no before the noun or after it ("Připomínky už mi neposílejte")
_REMINDERS_OFF = re.compile(rf"\b{_NO}\b|\b(?:pripom(?:ink|en)\w*|reminders?)\b\s+(?:vyp|off|ne)\b")
# "12 hodin", "12h", "24 a 4 hodiny", "a day before", "den předem", "hodinu předem"
_AMOUNT = re.compile(r"\b(?P<n>[0-9]{1,3})?\s*(?P<unit>h|hod|hodin[uay]?|hours?|hrs?|"
                     r"den|dny|dni|dnu|days?)\b")
_NUMBER = re.compile(r"\b[0-9]{1,3}\b")

_ZONE = re.compile(r"\b([A-Za-z]+(?:/[A-Za-z_\-]+){1,2})\b")
_ZONE_WORD = re.compile(r"\b(?:pasm\w*|zone|timezone|utc|gmt)\b")
_UTC = re.compile(r"\b(utc|gmt)\b")

_CONFIRM = r"(?:potvrzen\w*|potvrzovat|confirmations?|read-?backs?|confirm(?:ing)? my moves?)"
_EVERY_MOVE = re.compile(r"\b(?:kazdy tah|kazdem tahu|vsechny tahy|every move|each move|"
                         r"all (?:the )?moves)\b")
_MAILS = r"(?:maily|e-?maily|mail\w*|e-?mails?|postu|posta|zpravy e-?mailem)"
# a verb of mailing the player: only such a clause sets what mail they get ("chci každý tah
# zkontrolovat" sets nothing)
_SEND = r"(?:posilej\w*|posilat|posli\w*|dostavat|chodit|chodily|send|receive|get|e-?mail me|" \
        r"mail me)"
_MAIL_OFF = re.compile(r"\b(?:neposilej\w*|neposilat|nechci (?:uz )?(?:dostavat|zadne)|"
                       r"zadne|stop (?:sending|emailing|mailing)|don'?t (?:send|email|mail)|"
                       r"no more)\b.*\b(?:maily|e-?maily|mailu|e-?mailu|postu|e-?mails?|mail)\b")
_TURNS_ONLY = re.compile(r"\b(?:jen|jenom|pouze|only)\b.*\b(?:kdyz jsem na tahu|na tah|"
                         r"tahy|muj tah|moje tahy|my turns?|when it'?s my turn|"
                         r"when i'?m (?:to move|up))\b")
_PRESS = r"(?:zpravy (?:od )?(?:hracu|ostatnich|ze stolu|u stolu)|zpravy|messages|table talk|" \
         r"press)"
_PRESS_EACH = re.compile(rf"\b{_PRESS}\b.*\b(?:hned|ihned|okamzite|zvlast|right away|"
                         r"immediately|at once|as they come|separately)\b")
_PRESS_WITH = re.compile(rf"\b{_PRESS}\b.*\b(?:s tahy|s tahem|s dalsim|spolu s|with (?:my |the )?"
                         r"(?:moves|turns?|next mail))\b")


# The language a player asks their mails in ("Piš mi česky", "Please write to me in English",
# "English please", "JAZYK čeština"): a language's word with a verb of writing or a please
_LANGUAGE = {"en": r"(?:anglicky|anglictin\w*|english|in english|v anglictine)",
             "cs": r"(?:cesky|cestin\w*|czech|in czech|v cestine)"}
_WRITE = r"(?:pis|piste|psat|psal|psala|psali|pisou|pisete|posilej\w*|mluv|mluvte|komunikuj\w*|" \
         r"write|mail|email|e-mail|speak|talk|switch|prepni\w*|jazyk|language|prosim|please|pls)"


def language_asked(clause: str) -> str | None:
    """The language ("en", "cs") a clause asks the player's mails in, or None."""
    folded = " ".join(fold(clause).split())
    asked = [lang for lang, words in _LANGUAGE.items() if re.search(rf"\b{words}\b", folded)]
    if len(asked) != 1 or not re.search(rf"\b{_WRITE}\b", folded) \
            or re.search(r"\b(?:ne|nepis\w*|nemluv\w*|don'?t|do not|not)\b", folded):
        return None  # ("nepiš mi anglicky", "not in English": no language asked; two: which?)
    return asked[0]


def settings_in_words(line: str) -> list[tuple[CommandKind, str, str]] | None:
    """The settings a line says in words, each (kind, argument, the clause), in order; None
    when a clause says none (a line half setting, half something else is left to the game)."""
    clauses = [c.strip() for sentence in _SENTENCES.split(line)
               for c in _clauses(sentence) if c.strip()]
    said = [(clause, _setting(clause)) for clause in clauses]
    found = [(kind, argument, clause) for clause, setting in said if setting
             for kind, argument in [setting]]
    if not found:
        return None
    # "A pásmo Europe/London" after "připomínky 12 hodin": a clause without a setting is only
    # courtesy or asking ("prosím", "díky") or the line is no settings line
    rest = [clause for clause, setting in said if setting is None]
    return found if all(_filler(clause) for clause in rest) else None


def _clauses(sentence: str) -> list[str]:
    """A sentence cut at its "a" / "and" / commas, a piece that says nothing of its own joined
    to the next ("Remind me a day before", "připomínky 24 a 4 hodiny předem")."""
    pieces = _AND.split(sentence)
    separators = [m.group(0) for m in _AND.finditer(sentence)]
    clauses, current = [], pieces[0]
    for separator, piece in zip(separators, pieces[1:], strict=True):
        if _setting(current) or _filler(current):
            clauses.append(current)
            current = piece
        else:
            current += separator + piece
    return [*clauses, current]


def _setting(clause: str) -> tuple[CommandKind, str] | None:
    """The one setting a clause says in words, or None."""
    folded = " ".join(fold(clause).split())
    lang = language_asked(clause)
    if lang is not None:
        return CommandKind.LANGUAGE, lang
    zone = _zone(clause, folded)
    if zone:
        return CommandKind.TIMEZONE, zone
    if _REMINDER.search(folded):
        if _REMINDERS_OFF.search(folded):
            return CommandKind.REMINDERS, "off"
        hours = _hours(folded)
        return (CommandKind.REMINDERS, ",".join(map(str, hours))) if hours else None
    if re.search(rf"\b{_CONFIRM}", folded):
        if re.search(rf"\b{_NO}\b|\b{_CONFIRM}\s+(?:vyp|off)\b", folded):
            return CommandKind.CONFIRM_OFF, ""
        if re.search(rf"\b{_YES}\b.*\b{_CONFIRM}|\b{_CONFIRM}\s+(?:zap|on)\b", folded):
            return CommandKind.CONFIRM_ON, ""
        return None
    if _PRESS_WITH.search(folded):
        return CommandKind.PRESS_WITH_MOVES, ""
    if _PRESS_EACH.search(folded):
        return CommandKind.PRESS_EACH, ""
    if _EVERY_MOVE.search(folded) and re.search(rf"\b{_SEND}\b", folded) \
            and not re.search(rf"\b{_NO}\b", folded):
        return CommandKind.EVERY_MOVE_ON, ""
    if _TURNS_ONLY.search(folded) and re.search(rf"\b{_MAILS}\b|\b{_SEND}\b", folded):
        return CommandKind.MAIL, "turns"
    if _MAIL_OFF.search(folded) and not re.search(r"\b(?:nabid|offer|tah|move)", folded):
        return CommandKind.MAIL, "none"
    if re.search(r"\b(?:posilej\w*|posilat|send)\b.*\b(?:vsechno|vsechny (?:e-?)?maily|"
                 r"everything|all (?:the )?(?:e-?)?mails?|every (?:e-?)?mail)\b", folded):
        return CommandKind.MAIL, "all"
    return None


def _zone(clause: str, folded: str) -> str | None:
    """A time zone named in a clause: "Europe/London" anywhere, "UTC" after a zone word."""
    for name in _ZONE.findall(clause):
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            continue
        return name
    utc = _UTC.search(folded)
    if utc and _ZONE_WORD.search(folded.replace(utc.group(1), "", 1)):
        return utc.group(1).upper()
    return None


def _hours(folded: str) -> list[int]:
    """The hours before a deadline a clause asks reminders at, largest first ("24 a 4
    hodiny" -> [24, 4], "den předem" -> [24], "12h" -> [12])."""
    hours: set[int] = set()
    amounts = list(_AMOUNT.finditer(folded))
    for amount in amounts:
        unit = amount.group("unit")
        day = unit.startswith(("den", "dn", "day"))
        if amount.group("n"):
            hours.add(int(amount.group("n")) * (24 if day else 1))
        elif day or unit in ("hodinu", "hour"):
            hours.add(24 if day else 1)
    if amounts:  # "24 a 4 hodiny": the unit of the last number is theirs too
        hours |= {int(n) for n in _NUMBER.findall(folded[:amounts[-1].start()])
                  if not amounts[-1].group("unit").startswith(("den", "dn", "day"))}
    return sorted((h for h in hours if 0 < h <= 240), reverse=True)


_FILLER = frozenset(
    "a and also prosim prosimte please pls diky dekuji dekuju thanks thank you ok jo no tak taky "
    "take "
    "jeste mi me us nam a pak then kdyztak pripadne ahoj hi hello dobry den from now on od ted "
    "odted ted now can you could you muzete mohl mohla bys byste".split())


# a clause that gives the setting's reason or purpose ("…, ať si procvičím", "…, protože se
# učím anglicky", "…, so I can practise"): it asks nothing of its own (review rev56: "Kupuju a
# piš mi anglicky, ať si procvičím." played the purchase and left the language as it was)
_REASON = re.compile(r"(?:at|ať|aby\w*|protoze|jelikoz|nebot|pac|kvuli|because|since|so|"
                     r"so that|as|in order to|i'?m learning|i am learning|ucim se)\b")


def _filler(clause: str) -> bool:
    """Whether a clause beside a setting says nothing else: courtesy, asking, a greeting, or
    the setting's reason."""
    folded = fold(clause).strip()
    return bool(_REASON.match(folded)) or all(word in _FILLER
                                              for word in re.findall(r"[\w'-]+", folded))
