"""An organizer's request in words for one of their controls ("Prodlužte prosím panu Královi
termín o den", "pozastavte hru do pondělí", "please give Tom one more day", "can you kick Petr")
or a question whether they can ("mohu hru později pozastavit?"). What is safe and undone as
easily (extend a turn's deadline, pause, resume) is done when the mail says it unambiguously,
and the answer says what was done, for whom and until when; what cannot be undone (remove a
player, cancel) or what the mail leaves open is never guessed: the answer gives the exact
command and the dashboard's control that do it. A question gets yes and how."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace
from typing import Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from functions.i18n import Catalogue
from functions.render.clock import shown
from functions.service.records.game import PAUSED, RUNNING, GameRecord
from functions.service.records.refusal import ServiceError
from functions.service.records.seats import Seat
from functions.service.schedule import timekeeping
from functions.service.schedule.days import absence_days
from rules.amounts import number_word
from rules.czech_names import name_forms
from rules.text import fold

from .organizer_questions import TOPICS

_TOPIC = dict(TOPICS)
# what the organizer wants done, folded (with or without diacritics), the first that fits;
# said as a request (an imperative, an infinitive, a noun: "pozastavte", "pozastavit", "na
# pauzu"), never as a state asked of ("Je hra pozastavená?", "Was it paused?")
_ACTIONS = (
    ("resume", re.compile(r"\b(?:obnov|obnovte|obnovit|obnoveni|odpauzuj\w*|odpauzovat|"
                          # "pusťte prosím hru znovu": a word or two between
                          r"(?:znovu|zase) (?:\w+ ){0,2}(?:spust\w*|rozjet|rozjed\w*|pust\w*)|"
                          r"(?:spust\w*|rozjet|rozjed\w*|pust\w*) (?:\w+ ){0,2}(?:znovu|zase)|"
                          # "Prosím pokračujte ve hře", "Pokračujme ve hře" (org33's finding)
                          r"pokracuj\w* (?:\w+ ){0,2}ve hre|pokracovat (?:\w+ ){0,2}ve hre|"
                          r"pokracovani hry|(?:go on|carry on|continue) with (?:the|our) game|"
                          r"resume|unpause|restart|continue (?:the|our) game)\b")),
    ("pause", re.compile(r"\b(?:pozastav|pozastavte|pozastavit|pozastaveni|pauzni|pauznete|"
                         # "zastavit" is a pause asked ("rád bych hru zastavil", "zastavte
                         # ji"), never a stop told of ("hra se zastavila")
                         r"zastav|zastavte|zastavit|(?:po)?zastavil\w* (?:bych|bychom)|"
                         r"(?<!nechtel )(?<!nechtela )(?<!nemusel )(?:bych|bychom|rad|rada|radi) "
                         r"(?:\w+ ){0,3}(?:po)?zastav\w*|"
                         # "nechte ji pozastavenou do pondělí", "keep it paused until Monday"
                         r"nech\w* (?:\w+ )?pozastaven\w*|keep (?:it|the game|our game) paused|"
                         r"pauzu|prerus|preruste|prerusit|preruseni|pause|put (?:it|the game) "
                         r"on hold|hold the game|freeze|"
                         # the organizer's own first person ("Pozastavuji hru do pondělí",
                         # "Hru pozastavím", "I'm pausing the game"): it is theirs to do
                         r"pozastavuj\w*|pozastavim\w*|i(?:'m| am) pausing|we(?:'re| are) "
                         r"pausing|i(?:'ll| will) pause|we(?:'ll| will) pause|"
                         r"pausing (?:the|our) game|"
                         # the pause stated as the organizer's decision ("Hra je od teď
                         # pozastavená do neděle", "The game is on hold from now"), never asked
                         # ("Hra je pozastavená?": no question mark before the sentence ends)
                         r"(?:(?:hra|hru|game|the game|our game) (?:je|bude|zustane|zustava|is|"
                         r"will be|stays|remains)|od (?:ted|tedka|dneska|dnesk\w*|zitr\w*)|"
                         r"from (?:now|today|tomorrow)(?: on)?|as of (?:now|today|tomorrow)) "
                         r"(?:\w+ ){0,3}(?:pozastaven\w*|paused|on hold)\b(?![^.!]*\?))\b")),
    ("extend", re.compile(r"\b(?:prodlouz|prodlouzte|prodlouzit|prodlouzeni|prodluz|prodluzte|"
                          r"vic casu|vice casu|(?:o )?(?:\w+ )?(?:den|dny|dni|dnu|hodin\w*|"
                          r"tyden|tydny) (?:navic|dele|vic|vice)|odklad|odlozte|extend|"
                          r"extension|jeste (?:\w+ )?(?:den|dny|hodin\w*|tyden)|"
                          r"more time|(?:extra|additional) (?:\d+ )?(?:days?|time|hours?|weeks?)|"
                          r"(?:one|a|an|\w+) (?:more|extra) (?:day|days|hours?|week)|another day|"
                          r"give \w+ (?:until|till))\b")),
    ("timing", re.compile(r"\b(?:(?:zmenit|zmente|zmen|upravit|upravte|uprav) (?:\w+ )?"
                          r"(?:casov\w*|limit\w*|lhut\w*|pravidla casu|cas na tah)|"
                          r"change (?:the )?(?:time|timing|deadline|time limit)s?\b(?! for)|"
                          r"time rules)\b")),
    ("cancel", _TOPIC["cancel"]),
    ("remove", _TOPIC["remove"]),
)
# the controls whose how-to organizer_questions answers (a question, never a request)
_TOLD_HOW = frozenset({"cancel", "remove"})
# "mohu …?", "can I …?", "dá se …": whether they can, not a request to do it now
_CAN_I = re.compile(r"(?:^|[.!?,]\s*)(?:a )?(?:jak|how)\b|\b(?:mohu|muzu|mohl bych|mohla bych|muzeme|lze|da se|jde (?:to|hru)|"
                    r"je mozne|jak (?:\w+ )?(?:mam|muzu|mohu|se da|lze)|jak (?:na to|to udelam)|"
                    r"can i|could i|may i|am i able|is it possible|how (?:do|can|could) i|"
                    r"how to)\b")
# "Můžeme už pokračovat ve hře?", "Dá se hra teď obnovit?": whether it may be done now, of a
# control safe and undone as easily, is asking for it (issue 42: answered with how to do it)
_ASKED_NOW = frozenset({"resume", "pause"})
_NOW = re.compile(r"\b(?:uz|ted|hned|konecne|now|already|yet|right away)\b")
_HOW = re.compile(r"\b(?:jak|how)\b")
# a pause "do pondělí", "until Monday", "do 10. 12.": the days the grammar of days reads
_UNTIL = re.compile(r"\b(?:az do|do|until|till|til)\s+\S+(?:\s+\S+){0,2}")
_AMOUNT = re.compile(r"\b(?P<n>\d{1,4}|jeden|jednu|dva|dve|tri|ctyri|pet|one|a|an|another|"
                     r"two|three|four|five)?\s?(?:more |extra |dalsi |navic )?"
                     r"(?P<unit>den|dny|dni|dnu|day|days|hodin\w*|hodiny|hodinu|hours?|h|"
                     r"tyden|tydny|week|weeks)\b")
_UNIT_HOURS = {"d": 24, "h": 1, "t": 168, "w": 168}


@dataclass(frozen=True)
class Request:
    """What an organizer's mail asks done to a game: the action, whether it only asks if they
    can (`asks`), the player it names, how many hours more, and the day a pause lasts to."""

    action: str
    asks: bool
    seat: Seat | None
    hours: int | None
    until: dt.date | None
    someone: bool = False  # it names a person, one of the game or not ("panu Královi")
    own: bool = False  # the seat is the writer's own (an organizer who plays: "prodluž mi")


# where one request ends and another may begin: a sentence, a line, "a pak", "and also"
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+|,?\s+(?:a (?:pak|taky|take|jeste)|and (?:also|then))\s+")


def read_all(text: str, game: GameRecord, today: dt.date) -> list[Request]:
    """Every control a mail asks for in words, of `game`, one each ("dej Kájovi ještě den
    navíc" and "můžu hru pak pozastavit?"), in the order written; a sentence that names
    nobody is of the person the mail names."""
    whole = read(text, game, today)
    found: list[Request] = []
    for part in _SENTENCE.split(text):
        request = read(part, game, today) if part.strip() else None
        if request is None:
            continue
        if request.seat is None and not request.someone and whole is not None:
            request = replace(request, seat=whole.seat, someone=whole.someone)
        if request.action == "extend" and request.hours is None and whole is not None:
            request = replace(request, hours=_hours(fold(text)))
        # more time for two players in one sentence ("paní Malé o den a panu Novákovi taky")
        seats = _players(part, game) if request.action == "extend" and request.seat is None \
            else []
        for one in [replace(request, seat=seat) for seat in seats] if len(seats) > 1 \
                else [request]:
            if not any(r.action == one.action and (r.seat == one.seat or one.action != "extend")
                       for r in found):
                found.append(one)
    return found or ([whole] if whole is not None else [])


# a control the organizer asks NOT to be carried out ("Ne, Toma nevyřazujte", "hru zatím
# nepozastavujte", "please don't cancel the game"), folded: the Czech negative imperative or
# infinitive of each control's verb, the English "don't"/"no need to" before it
_KEPT = (
    ("remove", re.compile(r"\b(?:nevyraz\w*|nevyradit|nevyrad\w*|nevyhaz\w*|nevyhod\w*|"
                          r"neodeb\w*|neodstran\w*)\b")),
    ("cancel", re.compile(r"\b(?:nerus|neruste|nerusit|nerusil\w*|nezrus\w*|neukoncuj\w*|"
                          r"neukoncit|nemaz\w*)\b")),
    ("pause", re.compile(r"\b(?:nepozastav\w*|nezastav\w*|nepauz\w*|neprerus\w*)\b")),
    ("extend", re.compile(r"\b(?:neprodluz\w*|neprodlouz\w*)\b")),
    ("resume", re.compile(r"\b(?:neobnov\w*|nespoust\w*)\b")),
)
_DONT = re.compile(r"\b(?:don'?t|do not|please don'?t|no need to|never|not to|without)\s+"
                   r"(?:\w+\s+){0,2}(?P<verb>remov\w*|kick\w*|drop\w*|cancel\w*|delet\w*|"
                   r"paus\w*|stop\w*|extend\w*|resum\w*)")
_DONT_VERB = {"remov": "remove", "kick": "remove", "drop": "remove", "cance": "cancel",
              "delet": "cancel", "stop": "cancel", "pause": "pause", "pausi": "pause",
              "exten": "extend", "resum": "resume"}


def kept(text: str) -> list[str]:
    """The controls a mail asks us NOT to carry out ("Ne, Toma nevyřazujte", "don't pause
    it"), in the order written; [] when it refuses none."""
    said = fold(text)
    hits = {name: hit.start() for name, pattern in _KEPT if (hit := pattern.search(said))}
    for hit in _DONT.finditer(said):
        name = _DONT_VERB.get(hit["verb"][:5]) or _DONT_VERB.get(hit["verb"][:4], "")
        if name:
            hits.setdefault(name, hit.start())
    return sorted(hits, key=lambda name: hits[name])


def read(text: str, game: GameRecord, today: dt.date) -> Request | None:
    """The control a mail asks for in words, of `game`; None when it asks for none."""
    if kept(text):  # "Do not pause it": the words of a control, and the wish it not be done
        return None
    said = fold(text)
    action = next((name for name, pattern in _ACTIONS if pattern.search(said)), None)
    asks = _CAN_I.search(said) is not None and not _YOU.search(said) \
        and not (action in _ASKED_NOW and _NOW.search(said) and not _HOW.search(said))
    if action is None or asks and action in _TOLD_HOW:
        return None  # "Jak hru zruším?": organizer_questions says how, as the game stands
    return Request(action, asks, named(text, game), _hours(said) if action == "extend" else None,
                   _until(said, today) if action == "pause" else None,
                   _names_someone(text, game))


# a word that names a person: capitalized within a sentence ("panu Královi", "give Tom"),
# or after a title ("paní Nové"), never a form of "you" written with respect (Vám, Vaše)
_CAPITAL = re.compile(r"(?<=[\w,;] )[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][a-záčďéěíňóřšťúůýž]+")
_TITLED = re.compile(r"\b(?:pan|pane|pana|panu|panem|pani|slecn\w*|kolegovi|kolegyni|"
                     r"hraci|hracce|hrace|hracku|mr|mrs|ms|miss|player)\s+"
                     r"(?!na\b|on\b|to\b|who\b|kter\w*\b|ktery\b)\w+")
_NOT_NAMES = frozenset(fold(w) for w in (
    "Vy Vás Vám Vámi Váš Vaše Vaši Vašeho Vašemu Vaší Vašim Vašich Ty Tebe Tobě Tebou Tvoje "
    "Tvůj I I'm Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February "
    "March April May June July August September October November December Díky Děkuji "
    "Thanks Please Prosím".split()))


def _names_someone(text: str, game: GameRecord) -> bool:
    said = fold(text)
    title = set(fold(game.title).split())
    return any(fold(w) not in _NOT_NAMES and fold(w) not in title
               for w in _CAPITAL.findall(text)) or _TITLED.search(said) is not None


# "můžete / could you …", "rád bych …, šlo by to?": a request to us, even beside "can I"
_YOU = re.compile(r"\b(?:muzete|muzes|mohl(?:a)? byste|mohl(?:a)? bys|can you|could you|"
                  r"would you|will you|(?:rad|rada|radi) bych\w*|bych\w* (?:\w+ )?(?:rad|rada|radi)|"
                  r"chtel(?:a)? bych|potreboval(?:a)? bych|sl[ao] by to|slo by|"
                  r"i'?d like|i would like)\b")


def named(text: str, game: GameRecord) -> Seat | None:
    """The one person of the game the text names by a name of theirs in any case ("panu
    Královi", "Tomovi", "Petru"); None for none, or for words that fit several. A name is
    written with its capital ("Nová", not "novou hru"), unless the mail writes none at all."""
    fits = _players(text, game)
    return fits[0] if len(fits) == 1 else None


def _players(text: str, game: GameRecord) -> list[Seat]:
    """The people of the game the text names, each by a name of theirs in any case."""
    tokens = re.findall(r"\w+", text)
    capital = text != text.lower()
    names = [fold(t) for t in tokens if t[0].isupper() or not capital]
    said = set(names) | {f"{a} {b}" for a, b in zip(names, names[1:], strict=False)}
    return [seat for seat in game.seats if not seat.bot and name_forms(seat.name) & said]


_GREETING = re.compile(r"\b(?:dobr\w* (?:den|rano|vecer|odpoledne)|good day|hezky den|"
                       r"pekny den|have a nice day)\b")


def _hours(said: str) -> int | None:
    said = _GREETING.sub(" ", said)  # "Dobrý den" is no day more
    found = _AMOUNT.search(said)
    if found is None:
        return None
    count = found["n"]
    # "a", "an", "another", or no number at all: one
    n = int(count) if count and count.isdigit() else number_word(count or "") or 1
    return n * _UNIT_HOURS[found["unit"][0]]


def _until(said: str, today: dt.date) -> dt.date | None:
    for found in _UNTIL.finditer(said):
        words = found[0].split()
        for end in range(len(words), 1, -1):  # the longest words that read as days
            try:
                return absence_days(" ".join(words[:end]), today)[1]
            except ValueError:
                continue
    return None


@dataclass(frozen=True)
class Done:
    """The answer to a request: its sentence, the mail's subject, whether it was done, and
    the action asked."""

    sentence: str
    subject: str
    done: bool
    action: str = ""
    actions: tuple[str, ...] = ()  # every action the sentence answers, of a mail's requests


def applies(game: GameRecord, request: Request) -> bool:
    """Whether a request's control can be used on `game` now (a resume on a paused game, a
    pause or an extension on a running one); a question, or another control, on any."""
    wanted = {"resume": PAUSED, "pause": RUNNING, "extend": RUNNING}.get(request.action)
    return request.asks or wanted is None or game.status == wanted


def carry_out(service: Controls, game: GameRecord, request: Request, lang: str,
              formal: bool, act: bool = True, again: bool = False) -> Done:
    """Do what a request asks when it is safe and undone as easily and the mail left nothing
    open (`act`: it says which game); else say how to do it (the command, the dashboard's
    control), in the register. A mail of the same words `again` within the hour is answered
    as the game stands, never more time added twice."""
    done = _carried_out(service, game, request, lang, "_formal" if formal else "", act, again)
    return replace(done, action=request.action, actions=(request.action,))


def together(done: list[Done]) -> Done | None:
    """The answer to every request of one mail: each sentence, in the order asked; the
    subject of the first one done (else of the first); None for none."""
    if not done:
        return None
    lead = next((d for d in done if d.done), done[0])
    return Done("\n".join(d.sentence for d in done), lead.subject, lead.done, lead.action,
                tuple(action for d in done for action in d.actions))


def _carried_out(service: Controls, game: GameRecord, request: Request, lang: str, you: str,
                 act: bool, again: bool = False) -> Done:
    zone = game.timing.timezone
    if request.asks:
        return _how(game, request, lang, you, yes=True)
    if not act:
        return _how(game, request, lang, you, why="which_game")
    if request.action == "extend":
        seat = request.seat or (None if request.someone else _only_waited(game))
        if game.status != RUNNING or seat is None or request.hours is None \
                or not game.waits_for(seat.seat) or not 0 < request.hours <= timekeeping.MAX_HOURS:
            return _how(game, request, lang, you, why=_why_not_extend(game, request, seat))
        if again:  # the deadline the first mail gave stands
            clock = game.clock(seat.seat)
            deadline = clock.deadline if clock is not None else None
            return Done(WORDS.say(lang, "extended_already" + you, name=seat.name,
                                  title=game.title, deadline=shown(deadline, zone, lang) or ""),
                        WORDS.say(lang, "subject_extended_already", name=seat.name,
                                  title=game.title, deadline=_short(deadline, zone, lang)),
                        False)
        try:
            updated = service.extend(game.id, request.hours, seat=seat.seat,
                                     asked_by=game.organizer)
        except ServiceError:
            return _how(game, request, lang, you)
        clock = updated.clock(seat.seat)
        deadline = clock.deadline if clock is not None else None
        return Done(WORDS.say(lang, "extended_own" + you if request.own else "extended",
                              name=seat.name, title=game.title,
                              deadline=shown(deadline, zone, lang) or ""),
                    WORDS.say(lang, "subject_extended", name=seat.name, title=game.title,
                              deadline=_short(deadline, zone, lang)), True)
    if request.action == "pause":
        # "do pondělí", "until Monday": it runs again on Monday
        until = timekeeping.runs_again_on(request.until, zone) if request.until else None
        if game.status == PAUSED and until is None:
            return _paused_already(game, lang, you)
        if game.status not in (RUNNING, PAUSED):  # a paused one is given the new end asked
            return _how(game, request, lang, you, why="not_running")
        try:
            service.pause(game.id, until=until, asked_by=game.organizer)
        except ServiceError:
            return _how(game, request, lang, you)
        key = "paused_until" if until else "paused"
        return Done(WORDS.say(lang, key + you, title=game.title,
                              until=shown(until, zone, lang) or ""),
                    WORDS.say(lang, "subject_paused", title=game.title), True)
    if request.action == "resume":
        if game.status != PAUSED:
            return _how(game, request, lang, you, why="not_paused")
        try:
            service.resume(game.id, asked_by=game.organizer)
        except ServiceError:
            return _how(game, request, lang, you)
        return Done(WORDS.say(lang, "resumed", title=game.title),
                    WORDS.say(lang, "subject_resumed", title=game.title), True)
    return _how(game, request, lang, you)  # remove, cancel, time rules: never on a guess


def _paused_already(game: GameRecord, lang: str, you: str) -> Done:
    """The answer to a pause asked of a paused game: till when it stays paused and how it goes
    on (never how to pause it)."""
    until = shown(game.resume_at, game.timing.timezone, lang) if game.resume_at else ""
    said = WORDS.say(lang, ("paused_already_until" if until else "paused_already") + you,
                     title=game.title, until=until)
    how = WORDS.say(lang, "how_resume" + you, command=f"pbm resume {game.id}")
    return Done(f"{said} {how}", WORDS.say(lang, "subject_paused_already", title=game.title),
                False)


def _short(instant: str | None, zone: str, lang: str) -> str:
    """A deadline for a subject line: "6. 3. 10:00", "6 Mar 10:00" (the mail says the zone)."""
    if not instant:
        return ""
    try:
        local = dt.datetime.fromisoformat(instant).astimezone(ZoneInfo(zone))
    except (ValueError, ZoneInfoNotFoundError):
        return instant
    return f"{local.day}. {local.month}. {local:%H:%M}" if lang == "cs" \
        else f"{local.day} {local:%b %H:%M}"


def _only_waited(game: GameRecord) -> Seat | None:
    waited = [s for s in game.seats if game.waits_for(s.seat)]
    return waited[0] if len(waited) == 1 else None


def _why_not_extend(game: GameRecord, request: Request, seat: Seat | None) -> str:
    if game.status == PAUSED:
        return "extend_paused"
    if game.status != RUNNING:
        return "not_running"
    if seat is None:
        return "extend_whom"
    if not game.waits_for(seat.seat):
        return "extend_not_on_turn"
    return "extend_how_long"


def _how(game: GameRecord, request: Request, lang: str, you: str, *, yes: bool = False,
         why: str = "") -> Done:
    """Yes and how (a question), or what was left open and the exact command that does it."""
    seat = request.seat or (_only_waited(game) if request.action == "extend" else None)
    email = seat.email if seat is not None and seat.email else "E-MAIL"
    # the command does what the mail asked: one player's deadline, a pause to a day
    whose = f" {seat.email}" if seat is not None and seat.email else ""
    until = f" --until {request.until.isoformat()}" if request.until else ""
    command = {"extend": f"pbm extend {game.id} {request.hours or 24}{whose}",
               "pause": f"pbm pause {game.id}{until}", "resume": f"pbm resume {game.id}",
               "remove": f"pbm remove {game.id} {email}", "cancel": f"pbm cancel {game.id}",
               "timing": f"pbm timing {game.id} deadline_hours=72"}[request.action]
    said = [WORDS.say(lang, "yes" + you)] if yes else []
    if why:
        said.append(WORDS.say(lang, why, title=game.title,
                              name=seat.name if seat is not None else ""))
    said.append(WORDS.say(lang, f"how_{request.action}{you}", title=game.title,
                          command=command, name=seat.name if seat is not None else ""))
    return Done(" ".join(said), WORDS.say(lang, f"subject_how_{request.action}",
                                          title=game.title), False)


class Controls(Protocol):
    """The controls a request uses (GameService has them)."""

    def extend(self, game_id: str, hours: int, seat: str | None = None,
               asked_by: str | None = None) -> GameRecord: ...
    def pause(self, game_id: str, until: str | None = None,
              asked_by: str | None = None) -> GameRecord: ...
    def resume(self, game_id: str, asked_by: str | None = None) -> GameRecord: ...


_DASHBOARD = {"en": "on your dashboard (the link below)", "cs": "na přehledu her (odkaz níže)"}

WORDS = Catalogue("organizer_requests", {
    "extended": {"en": "Done: {name} now has until {deadline} for their turn in “{title}”; "
                       "they have been told.",
                 "cs": "Hotovo: {name} má na tah ve hře „{title}“ čas do {deadline}; "
                       # a name that does not say the gender: no plural for one person
                       "[sex {name}: dostal o tom zprávu|dostala o tom zprávu|zprávu o tom už "
                       "má]."},
    "extended_own": {"en": "Done: you have until {deadline} for your turn in “{title}”.",
                     "cs": "Hotovo: na tah ve hře „{title}“ máš čas do {deadline}."},
    "extended_own_formal": {"en": "Done: you have until {deadline} for your turn in “{title}”.",
                            "cs": "Hotovo: na tah ve hře „{title}“ máte čas do {deadline}."},
    "subject_extended": {"en": "Extended: {name} until {deadline} — {title}",
                         "cs": "Prodlouženo: {name} do {deadline} — {title}"},
    "paused": {"en": "Done: “{title}” is paused; nobody plays and no deadline runs until you "
                     "resume it (write “resume the game”, or Resume on your dashboard).",
               "cs": "Hotovo: hra „{title}“ je pozastavená; nikdo netáhne a žádný termín "
                     "neběží, dokud ji neobnovíš (napiš „obnov hru“, nebo Pokračovat na "
                     "přehledu her)."},
    "paused_formal": {"en": "Done: “{title}” is paused; nobody plays and no deadline runs "
                            "until you resume it (write “resume the game”, or Resume on your "
                            "dashboard).",
                      "cs": "Hotovo: hra „{title}“ je pozastavená; nikdo netáhne a žádný termín "
                            "neběží, dokud ji neobnovíte (napište „obnovte hru“, nebo "
                            "Pokračovat na přehledu her)."},
    "paused_until": {"en": "Done: “{title}” is paused and resumes by itself on {until}; "
                           "until then nobody plays and no deadline runs.",
                     "cs": "Hotovo: hra „{title}“ je pozastavená a sama se rozběhne {until}; "
                           "do té doby nikdo netáhne a žádný termín neběží. Dřív ji obnovíš "
                           "tlačítkem Pokračovat na přehledu her."},
    "paused_until_formal": {"en": "Done: “{title}” is paused and resumes by itself on {until}; "
                                  "until then nobody plays and no deadline runs.",
                            "cs": "Hotovo: hra „{title}“ je pozastavená a sama se rozběhne "
                                  "{until}; do té doby nikdo netáhne a žádný termín neběží. "
                                  "Dřív ji obnovíte tlačítkem Pokračovat na přehledu her."},
    "subject_paused": {"en": "Paused: {title}", "cs": "Pozastaveno: {title}"},
    "resumed": {"en": "Done: “{title}” goes on; the players have been told.",
                "cs": "Hotovo: hra „{title}“ zase běží; hráči dostali zprávu."},
    "subject_resumed": {"en": "Resumed: {title}", "cs": "Obnoveno: {title}"},
    "yes": {"en": "Yes.", "cs": "Ano, můžeš."},
    "yes_formal": {"en": "Yes.", "cs": "Ano, můžete."},
    "paused_already": {"en": "“{title}” is paused already: nobody plays and no deadline runs "
                             "until you resume it.",
                       "cs": "Hra „{title}“ už pozastavená je: nikdo netáhne a žádný termín "
                             "neběží, dokud ji neobnovíš."},
    "paused_already_formal": {"en": "“{title}” is paused already: nobody plays and no deadline "
                                    "runs until you resume it.",
                              "cs": "Hra „{title}“ už pozastavená je: nikdo netáhne a žádný "
                                    "termín neběží, dokud ji neobnovíte."},
    "paused_already_until": {"en": "“{title}” is paused already and resumes by itself on "
                                   "{until}; until then nobody plays and no deadline runs.",
                             "cs": "Hra „{title}“ už pozastavená je a sama se rozběhne {until}; "
                                   "do té doby nikdo netáhne a žádný termín neběží."},
    "paused_already_until_formal": {"en": "“{title}” is paused already and resumes by itself "
                                          "on {until}; until then nobody plays and no deadline "
                                          "runs.",
                                    "cs": "Hra „{title}“ už pozastavená je a sama se rozběhne "
                                          "{until}; do té doby nikdo netáhne a žádný termín "
                                          "neběží."},
    "subject_paused_already": {"en": "Paused already: {title}",
                               "cs": "Už pozastaveno: {title}"},
    "not_running": {"en": "“{title}” is not under way, so nothing was changed.",
                    "cs": "Hra „{title}“ teď neběží, takže jsme nic neměnili."},
    "not_paused": {"en": "“{title}” is not paused, so there is nothing to resume.",
                   "cs": "Hra „{title}“ pozastavená není, takže není co obnovovat."},
    "extend_paused": {"en": "“{title}” is paused: no deadline runs until it goes on.",
                      "cs": "Hra „{title}“ je pozastavená: žádný termín teď neběží."},
    "which_game": {"en": "We could not tell which of your games you mean, so nothing was "
                          "changed.",
                   "cs": "Z e-mailu jsme nepoznali, o kterou z her jde, takže jsme nic "
                         "neměnili."},
    "extend_whom": {"en": "We could not tell whose deadline to extend, so nothing was changed.",
                    "cs": "Z e-mailu jsme nepoznali, komu termín prodloužit, takže jsme nic "
                          "neměnili."},
    "extend_not_on_turn": {"en": "{name} is not on turn in “{title}” now, so no deadline of "
                                 "theirs runs; nothing was changed.",
                           "cs": "{name} teď ve hře „{title}“ na tahu není, [sex {name}: žádný "
                                 "termín mu|žádný termín jí|takže žádný termín] neběží; nic "
                                 "jsme neměnili."},
    "extend_how_long": {"en": "We could not tell by how long, so nothing was changed.",
                        "cs": "Z e-mailu jsme nepoznali, o kolik termín prodloužit, takže jsme "
                              "nic neměnili."},
    "how_extend": {"en": "Give the player on turn more time " + _DASHBOARD["en"] + " with "
                         "Extend the deadline, or on the command line: {command} (hours).",
                   "cs": "Víc času hráči na tahu dáš " + _DASHBOARD["cs"] + " volbou "
                         "Prodloužit termín, nebo z příkazové řádky: {command} (v hodinách)."},
    "how_extend_formal": {"en": "Give the player on turn more time " + _DASHBOARD["en"] +
                                " with Extend the deadline, or on the command line: {command} "
                                "(hours).",
                          "cs": "Víc času hráči na tahu dáte " + _DASHBOARD["cs"] + " volbou "
                                "Prodloužit termín, nebo z příkazové řádky: {command} "
                                "(v hodinách)."},
    "how_pause": {"en": "Write to us “pause the game” (or “pause the game until Monday”), or "
                        "use Pause " + _DASHBOARD["en"] + "; on the command line: {command}.",
                  "cs": "Napiš nám „pozastav hru“ (nebo „pozastav hru do pondělí“), nebo zvol "
                        "Pozastavit " + _DASHBOARD["cs"] + "; z příkazové řádky: {command}."},
    "how_pause_formal": {"en": "Write to us “pause the game” (or “pause the game until "
                               "Monday”), or use Pause " + _DASHBOARD["en"] + "; on the command "
                               "line: {command}.",
                         "cs": "Napište nám „pozastavte hru“ (nebo „pozastavte hru do "
                               "pondělí“), nebo zvolte Pozastavit " + _DASHBOARD["cs"] +
                               "; z příkazové řádky: {command}."},
    "how_resume": {"en": "Write to us “resume the game”, or use Resume " + _DASHBOARD["en"] +
                         "; on the command line: {command}.",
                   "cs": "Napiš nám „obnov hru“, nebo zvol Pokračovat " + _DASHBOARD["cs"] +
                         "; z příkazové řádky: {command}."},
    "how_resume_formal": {"en": "Write to us “resume the game”, or use Resume " +
                                _DASHBOARD["en"] + "; on the command line: {command}.",
                          "cs": "Napište nám „obnovte hru“, nebo zvolte Pokračovat " +
                                _DASHBOARD["cs"] + "; z příkazové řádky: {command}."},
    "how_remove": {"en": "Taking a player out cannot be undone, so we do not do it on a mail: "
                         "on the command line it is {command}; or give their seat to someone "
                         "else with Replace a player " + _DASHBOARD["en"] + ".",
                   # the seat is the player's by their gender ("její místo" of Eva)
                   "cs": "Vyřazení hráče nejde vzít zpět, proto ho podle e-mailu neděláme: z "
                         "příkazové řádky je to {command}; nebo [sex {name}: jeho místo|její "
                         "místo|místo toho hráče] dej někomu jinému volbou Vyměnit hráče " +
                         _DASHBOARD["cs"] + "."},
    "how_remove_formal": {"en": "Taking a player out cannot be undone, so we do not do it on a "
                                "mail: on the command line it is {command}; or give their seat "
                                "to someone else with Replace a player " + _DASHBOARD["en"] + ".",
                          "cs": "Vyřazení hráče nejde vzít zpět, proto ho podle e-mailu "
                                "neděláme: z příkazové řádky je to {command}; nebo [sex {name}: "
                                "jeho místo|její místo|místo toho hráče] dejte někomu jinému "
                                "volbou Vyměnit hráče " + _DASHBOARD["cs"] + "."},
    "how_cancel": {"en": "Cancelling cannot be undone, so we do not do it on a mail: use "
                         "Cancel game " + _DASHBOARD["en"] + ", or on the command line "
                         "{command}.",
                   "cs": "Zrušení hry nejde vzít zpět, proto ho podle e-mailu neděláme: zvol "
                         "Zrušit hru " + _DASHBOARD["cs"] + ", nebo z příkazové řádky "
                         "{command}."},
    "how_cancel_formal": {"en": "Cancelling cannot be undone, so we do not do it on a mail: "
                                "use Cancel game " + _DASHBOARD["en"] + ", or on the command "
                                "line {command}.",
                          "cs": "Zrušení hry nejde vzít zpět, proto ho podle e-mailu neděláme: "
                                "zvolte Zrušit hru " + _DASHBOARD["cs"] + ", nebo z příkazové "
                                "řádky {command}."},
    "how_timing": {"en": "The time rules of “{title}” are changed with Time rules " +
                         _DASHBOARD["en"] + ", or on the command line: {command}.",
                   "cs": "Pravidla času hry „{title}“ změníš volbou Pravidla času " +
                         _DASHBOARD["cs"] + ", nebo z příkazové řádky: {command}."},
    "how_timing_formal": {"en": "The time rules of “{title}” are changed with Time rules " +
                                _DASHBOARD["en"] + ", or on the command line: {command}.",
                          "cs": "Pravidla času hry „{title}“ změníte volbou Pravidla času " +
                                _DASHBOARD["cs"] + ", nebo z příkazové řádky: {command}."},
    "answers_resume": {"en": "You have had our answers for this hour; more questions we "
                             "answer after {at} (a request to pause, resume or extend is done "
                             "at once even so).",
                       "cs": "Na další otázky ti odpovíme až po {at}; o pozastavení, obnovení "
                             "nebo prodloužení termínu nám napsat můžeš hned, to uděláme i tak."},
    "answers_resume_formal": {"en": "You have had our answers for this hour; more questions we "
                                    "answer after {at} (a request to pause, resume or extend "
                                    "is done at once even so).",
                              "cs": "Na další otázky Vám odpovíme až po {at}; o pozastavení, "
                                    "obnovení nebo prodloužení termínu nám napsat můžete hned, "
                                    "to uděláme i tak."},
    # a mail from the seat of an organizer who plays, with no move in it, asking for a control
    "as_organizer": {"en": "We read your mail as the organizer of “{title}”, not as a move; "
                           "your moves go in a reply to your turn mail.",
                     "cs": "Tvůj e-mail jsme vzali jako pokyn pořadatele hry „{title}“, ne jako "
                           "tah; tahy piš v odpovědi na e-mail, kde jsi na tahu."},
    "as_organizer_formal": {"en": "We read your mail as the organizer of “{title}”, not as a "
                                  "move; your moves go in a reply to your turn mail.",
                            "cs": "Váš e-mail jsme vzali jako pokyn pořadatele hry „{title}“, "
                                  "ne jako tah; tahy pište v odpovědi na e-mail, kde jste na "
                                  "tahu."},
    # a question from the seat of an organizer who plays that only an organizer asks
    "as_organizer_asked": {"en": "We answer your question as the organizer of “{title}”; "
                                 "your moves go in a reply to your turn mail.",
                           "cs": "Tvou otázku jsme vzali jako otázku pořadatele hry "
                                 "„{title}“; tahy piš v odpovědi na e-mail, kde jsi na tahu."},
    "as_organizer_asked_formal": {"en": "We answer your question as the organizer of "
                                        "“{title}”; your moves go in a reply to your turn mail.",
                                  "cs": "Vaši otázku jsme vzali jako otázku pořadatele hry "
                                        "„{title}“; tahy pište v odpovědi na e-mail, kde jste "
                                        "na tahu."},
    # ... and beside a move of theirs: the move is played as a player's, this answers the rest
    "as_organizer_beside": {"en": "The move in your mail was played as usual; the rest of it "
                                  "we read as the organizer of “{title}”.",
                            "cs": "Tah z tvého e-mailu jsme zapsali jako obvykle; zbytek jsme "
                                  "vzali jako slova pořadatele hry „{title}“."},
    "as_organizer_beside_formal": {"en": "The move in your mail was played as usual; the rest "
                                         "of it we read as the organizer of “{title}”.",
                                   "cs": "Tah z Vašeho e-mailu jsme zapsali jako obvykle; zbytek "
                                         "jsme vzali jako slova pořadatele hry „{title}“."},
    # a question our last answer holds: the game unchanged since minutes ago ("folded"), or
    # the same words again within the hour ("folded_words", the game may have moved since)
    "folded": {"en": "Our previous mail about “{title}” answers that: nothing in the game has "
                     "changed since.",
               "cs": "Odpověď najdeš v našem předchozím e-mailu o hře „{title}“: od té doby se "
                     "ve hře nic nezměnilo."},
    "folded_formal": {"en": "Our previous mail about “{title}” answers that: nothing in the "
                            "game has changed since.",
                      "cs": "Odpověď najdete v našem předchozím e-mailu o hře „{title}“: od té "
                            "doby se ve hře nic nezměnilo."},
    "folded_words": {"en": "We answered the same words in our previous mail about “{title}”.",
                     "cs": "Na stejnou zprávu jsme ti už odpověděli v předchozím e-mailu o hře "
                           "„{title}“."},
    "folded_words_formal": {"en": "We answered the same words in our previous mail about "
                                  "“{title}”.",
                            "cs": "Na stejnou zprávu jsme Vám už odpověděli v předchozím "
                                  "e-mailu o hře „{title}“."},
    "subject_folded": {"en": "Answered already — {title}", "cs": "Už zodpovězeno — {title}"},
    # a control the organizer asked us not to carry out: that nothing changed, in a line
    "kept_remove": {"en": "All right: {name} stays in “{title}”; nothing was changed.",
                    "cs": "Dobře, {name} ve hře „{title}“ zůstává; nic jsme neměnili."},
    "kept_remove_anyone": {"en": "All right: nobody was taken out of “{title}”; nothing was "
                                 "changed.",
                           "cs": "Dobře, ze hry „{title}“ jsme nikoho nevyřadili; nic jsme "
                                 "neměnili."},
    "kept_cancel": {"en": "All right: “{title}” goes on; nothing was changed.",
                    "cs": "Dobře, hra „{title}“ pokračuje; nic jsme neměnili."},
    "kept_pause": {"en": "All right: “{title}” is not paused; nothing was changed.",
                   "cs": "Dobře, hru „{title}“ nepozastavujeme; nic jsme neměnili."},
    "kept_extend": {"en": "All right: the deadlines of “{title}” stay as they are.",
                    "cs": "Dobře, termíny ve hře „{title}“ zůstávají, jak jsou."},
    "kept_resume": {"en": "All right: “{title}” stays as it is; nothing was changed.",
                    "cs": "Dobře, hra „{title}“ zůstává, jak je; nic jsme neměnili."},
    "subject_kept": {"en": "Nothing changed — {title}", "cs": "Nic jsme neměnili — {title}"},
    # the same request again within the hour: the deadline it gave stands, none is added
    "extended_already": {"en": "{name} has until {deadline} for their turn in “{title}” "
                               "already (your earlier mail); nothing more was added. For more "
                               "time still, write how much more (“one more day for {name}”).",
                         "cs": "{name} už má na tah ve hře „{title}“ čas do {deadline} (podle "
                               "předchozího e-mailu); víc jsme nepřidali. Má-li mít ještě víc, "
                               "napiš o kolik („{name} ještě o den víc“)."},
    "extended_already_formal": {"en": "{name} has until {deadline} for their turn in "
                                      "“{title}” already (your earlier mail); nothing more was "
                                      "added. For more time still, write how much more (“one "
                                      "more day for {name}”).",
                                "cs": "{name} už má na tah ve hře „{title}“ čas do {deadline} "
                                      "(podle předchozího e-mailu); víc jsme nepřidali. Má-li "
                                      "mít ještě víc, napište o kolik („{name} ještě o den "
                                      "víc“)."},
    "subject_extended_already": {"en": "Already extended: {name} until {deadline} — {title}",
                                 "cs": "Už prodlouženo: {name} do {deadline} — {title}"},
    "subject_how_extend": {"en": "How to extend a deadline — {title}",
                           "cs": "Jak prodloužit termín — {title}"},
    "subject_how_pause": {"en": "How to pause the game — {title}",
                          "cs": "Jak hru pozastavit — {title}"},
    "subject_how_resume": {"en": "How to resume the game — {title}",
                           "cs": "Jak hru obnovit — {title}"},
    "subject_how_remove": {"en": "How to take a player out — {title}",
                           "cs": "Jak vyřadit hráče — {title}"},
    "subject_how_cancel": {"en": "How to cancel the game — {title}",
                           "cs": "Jak zrušit hru — {title}"},
    "subject_how_timing": {"en": "How to change the time rules — {title}",
                           "cs": "Jak změnit pravidla času — {title}"},
})
