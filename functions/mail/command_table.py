"""Every mail command declared once: its words in each language, its handler, its help line.

The reader of a reply (commands.py), the dispatch that carries a command out
(mailroom/incoming.py) and the help texts (the help mail's list, the turn mail's short list of
other commands) are all derived from COMMANDS. Words are written as a player writes them,
Czech with its diacritics: the reader folds both sides (case, diacritics), so "NÁPOVĚDA",
"napoveda" and "Nápověda" are one word. A command kind that no declaration covers, or whose
declarations name different handlers, fails here at import; a handler that the mail's answer
lacks fails at the import of the dispatch (`handlers`).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.text import fold

LANGS = ("en", "cs")


class CommandKind(enum.StrEnum):
    """What a command line asks for (each is declared in COMMANDS, with its words)."""

    HELP = "help"
    BOARD = "board"
    RESIGN = "resign"
    JOIN = "join"
    DECLINE = "decline"
    EVERY_MOVE_ON = "every_move_on"
    EVERY_MOVE_OFF = "every_move_off"
    CONFIRM_ON = "confirm_on"
    CONFIRM_OFF = "confirm_off"
    REMINDERS = "reminders"
    TIMEZONE = "timezone"
    LANGUAGE = "language"
    AWAY = "away"
    BACK = "back"
    STANDING = "standing"
    SAY = "say"
    PRESS_EACH = "press_each"
    PRESS_WITH_MOVES = "press_with_moves"
    MUTE = "mute"
    UNMUTE = "unmute"
    MAIL = "mail"
    MY_GAMES = "my_games"
    CHOICE = "choice"
    GAME = "game"


@dataclass(frozen=True)
class Declared:
    """One command: the words that ask for it in each language and what the answer does.

    `alone`: lines that are the command by themselves ("MOJE HRY"); `leading`: the first
    words of a line whose rest is the command's argument ("PŘIPOMÍNKY 24,2"). `argument` is
    what a word alone gives (MAIL OFF: "none"); `shape` is the form the argument has when the
    line stands inside a message (a Czech "Pryč s tebou!" is words, "PRYČ 20.12. 28.12." a
    command); `whole` gives the whole line as the argument (AUTO ...: the game reads it).
    `handler` names the method of the mail's answer that carries the command out. `help` is
    its line in the help mail (None: told in another command's line, or not listed), `brief`
    its entry in a turn mail's short list, `orders` lists it only for a game that takes
    standing orders."""

    kind: CommandKind
    handler: str
    alone: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    leading: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    argument: str = ""
    shape: str | None = None
    whole: bool = False
    help: Mapping[str, str] | None = None
    brief: Mapping[str, str] | None = None
    orders: bool = False

    def words(self) -> Iterable[str]:
        """Every word of the command, alone or leading, in every language, as written."""
        for table in (self.alone, self.leading):
            for lang in LANGS:
                yield from table.get(lang, ())


# the days of an absence in digits as the folded argument writes them (rules of the reading,
# and the days in words: schedule.days); a dash of any length, "do", "to", "až" between them
_DAY_RUN = r"[0-9][0-9.\-/\s\u2013\u2014]*"
_DAYS = rf"(?:(?:od|from)\s+)?{_DAY_RUN}(?:(?:do|to|until|till|az)\s+{_DAY_RUN})?"
_NAME = r"[\w\-]+(?:\s[\w\-]+)?"  # a player's name after MUTE: "Bob", "Bobovi", "Eva Malá"

COMMANDS: tuple[Declared, ...] = (
    Declared(CommandKind.HELP, "_help",
             alone={"en": ("help", "?"), "cs": ("nápověda", "nápovědu", "pomoc")},
             help={"en": "HELP — this help", "cs": "NÁPOVĚDA (HELP) — tato nápověda"},
             brief={"en": "HELP (how to write moves)", "cs": "NÁPOVĚDA (HELP) – jak psát tahy"}),
    Declared(CommandKind.BOARD, "_board",
             alone={"en": ("board", "status", "the board", "game status", "game board"),
                    "cs": ("plán", "stav", "stav hry", "plán hry", "herní plán")},
             help={"en": "BOARD — the board again", "cs": "STAV (BOARD) — znovu stav hry"},
             brief={"en": "BOARD (the board again)", "cs": "STAV (BOARD) – znovu stav hry"}),
    Declared(CommandKind.RESIGN, "_resign_line",
             # and as a sentence says it ("Vzdávám to.", "I give up"): asked to confirm
             alone={"en": ("resign", "i resign", "i give up", "i quit", "i'm out",
                           "i resign the game", "i give up the game"),
                    "cs": ("vzdávám", "vzdávám se", "vzdát", "vzdát se", "vzdávám to",
                           "vzdávám hru", "vzdávám tu hru", "vzdávám partii", "hru vzdávám",
                           "už to vzdávám", "to vzdávám")},
             leading={"en": ("resign",), "cs": ("vzdávám", "vzdávám se", "vzdát", "vzdát se")},
             shape=r"(?:se\s+)?[a-z0-9_\-]{4,}",  # the confirmation code or the game's id
             help={"en": "RESIGN — leave the game (you confirm it with the code the answer "
                         "gives)",
                   "cs": "VZDÁVÁM (RESIGN) — vzdát hru (potvrdíš to kódem, který ti pošleme)"},
             brief={"en": "RESIGN (leave the game)", "cs": "VZDÁVÁM (RESIGN) – vzdát hru"}),
    # ANO/NE/YES/NO join or decline an invitation; once the game runs they are game text (a
    # game may ask yes or no too)
    Declared(CommandKind.JOIN, "_join",
             alone={"en": ("join", "yes"), "cs": ("připojit", "připojit se", "ano")},
             help={"en": "JOIN — accept an invitation", "cs": "ANO (JOIN) — přijmout pozvánku"}),
    Declared(CommandKind.DECLINE, "_decline",
             alone={"en": ("decline", "no"), "cs": ("odmítnout", "odmítám", "ne")},
             help={"en": "DECLINE — turn an invitation down",
                   "cs": "NE (DECLINE) — odmítnout pozvánku"}),
    # mail me every accepted move, not just my turns
    Declared(CommandKind.EVERY_MOVE_ON, "_every_move",
             alone={"en": ("every move on",), "cs": ("každý tah zap", "každý tah zapnout")},
             help={"en": "EVERY MOVE ON / EVERY MOVE OFF — a mail for every move, or just your "
                         "turns",
                   "cs": "KAŽDÝ TAH ZAP / KAŽDÝ TAH VYP (EVERY MOVE ON / OFF) — e-mail o každém "
                         "tahu, nebo jen když jsi na tahu"}),
    Declared(CommandKind.EVERY_MOVE_OFF, "_every_move",
             alone={"en": ("every move off",), "cs": ("každý tah vyp", "každý tah vypnout")}),
    # no read-back mail: it rides in the player's next mail (CONFIRM ON: a mail of its own,
    # the default)
    Declared(CommandKind.CONFIRM_OFF, "_confirm",
             alone={"en": ("confirm off", "confirmations off"),
                    "cs": ("potvrzení vyp", "potvrzení vypnout", "bez potvrzení",
                           "nepotvrzovat")},
             help={"en": "CONFIRM OFF / CONFIRM ON — your move confirmed in your next mail only, "
                         "or by a mail of its own",
                   "cs": "POTVRZENÍ VYP / POTVRZENÍ ZAP (CONFIRM OFF / ON) — potvrzení tahu jen "
                         "v dalším e-mailu, nebo samostatným e-mailem"}),
    Declared(CommandKind.CONFIRM_ON, "_confirm",
             alone={"en": ("confirm on", "confirmations on"),
                    "cs": ("potvrzení zap", "potvrzení zapnout", "potvrzovat")}),
    # a standing order, read by the game (AUTO BUY ALWAYS / AUTOMATICKY KUPOVAT DO 4000)
    Declared(CommandKind.STANDING, "_standing",
             leading={"en": ("auto",), "cs": ("automaticky", "automatické")},
             shape=r"[\w\s,]{1,60}", whole=True, orders=True,
             help={"en": "AUTO BUY ALWAYS (and the other standing orders, AUTO OFF to cancel) — "
                         "decisions the service takes for you from now on in this game",
                   "cs": "AUTOMATICKY KUPOVAT VŽDY (AUTO BUY ALWAYS; a další trvalé pokyny, "
                         "AUTOMATICKY VYP je zruší) — rozhodnutí, která za tebe služba v této "
                         "hře odteď udělá"}),
    # hours before a deadline: REMINDERS 12 / REMINDERS 24,2 / REMINDERS OFF
    Declared(CommandKind.REMINDERS, "_time",
             leading={"en": ("reminders",), "cs": ("připomínky", "připomínka", "připomenutí")},
             shape=r"[0-9,\s]+|off|vyp|vypnout|game|hra",  # ASCII digits (rules.numbers)
             help={"en": "REMINDERS 24,2 / REMINDERS OFF — your reminders in this game, hours "
                         "before a deadline",
                   "cs": "PŘIPOMÍNKY 24,2 / PŘIPOMÍNKY VYP (REMINDERS) — tvoje připomínky v "
                         "této hře, hodiny před termínem"}),
    # the zone the player reads times in
    Declared(CommandKind.TIMEZONE, "_time",
             leading={"en": ("timezone", "time zone"), "cs": ("časové pásmo", "pásmo")},
             shape=r"[a-z_]+(?:/[a-z_\-]+)+|utc|gmt",
             help={"en": "TIMEZONE Europe/Prague — the time zone your mails and pages show "
                         "times in",
                   "cs": "PÁSMO Europe/Prague (TIMEZONE) — časové pásmo, ve kterém ti "
                         "ukazujeme časy"}),
    # the language of the player's mails and pages of this game (LANGUAGE EN, JAZYK ČEŠTINA;
    # in words: "Piš mi česky", "Please write to me in English": settings_words)
    Declared(CommandKind.LANGUAGE, "_language",
             leading={"en": ("language",), "cs": ("jazyk",)},
             shape=r"en|cs|english|czech|anglicky|cesky|anglictina|cestina",
             help={"en": "LANGUAGE CS / LANGUAGE EN — the language of your mails of this game "
                         "(Czech or English)",
                   "cs": "JAZYK EN / JAZYK CS (LANGUAGE) — jazyk tvých e-mailů z této hry "
                         "(angličtina nebo čeština)"}),
    # an absence, first and last day, in every game of the player
    Declared(CommandKind.AWAY, "_time",
             leading={"en": ("away",),
                      "cs": ("nepřítomen", "nepřítomna", "nepřítomnost", "pryč", "dovolená")},
             # two days: "20. 12. 2026 28. 12. 2026", "od 20.1. do 25.1.", "20.–25. 1."
             shape=_DAYS,
             help={"en": "AWAY 2026-12-20 2026-12-28 / AWAY until Friday — you are away, first "
                         "to last day, in all your games; BACK — back before it ends",
                   "cs": "NEPŘÍTOMEN 20.12.2026 28.12.2026 / PRYČ do pátku (AWAY) — jsi pryč, "
                         "první až poslední den, ve všech svých hrách; ZPĚT (BACK) — jsi zpátky "
                         "dřív"}),
    Declared(CommandKind.BACK, "_time",
             alone={"en": ("back", "i am back", "i'm back"), "cs": ("zpět", "jsem zpět")}),
    Declared(CommandKind.MY_GAMES, "_my_games",
             alone={"en": ("my games", "mygames", "list of my games"),
                    "cs": ("moje hry", "mé hry", "mojehry", "seznam mých her")},
             help={"en": "MY GAMES — all your games, with a link to a page of them all",
                   "cs": "MOJE HRY (MY GAMES) — všechny tvoje hry a odkaz na stránku s nimi"}),
    # table talk: the lines after it belong to the message up to an empty line, a closing, or
    # a line that is a command of its own (another SAY, AWAY, a menu number, a move)
    Declared(CommandKind.SAY, "_press",
             leading={"en": ("say",), "cs": ("řekni",)},
             help={"en": "SAY text — to the whole table; SAY Name: text — to one player (the "
                         "lines after it belong to the message up to an empty line or the next "
                         "command: each SAY line is a message of its own)",
                   "cs": "ŘEKNI text (SAY) — celému stolu; ŘEKNI Jméno: text — jednomu hráči "
                         "(řádky pod tím patří ke zprávě až po prázdný řádek nebo další příkaz: "
                         "každý řádek ŘEKNI je samostatná zpráva)"}),
    Declared(CommandKind.PRESS_EACH, "_press",
             alone={"en": ("press each",), "cs": ("zprávy hned", "zprávy každou zvlášť")},
             help={"en": "PRESS EACH — every message by mail at once; PRESS WITH MOVES — with "
                         "your next mail (the default)",
                   "cs": "ZPRÁVY HNED (PRESS EACH) — každou zprávu hned e-mailem; ZPRÁVY S "
                         "TAHY (PRESS WITH MOVES) — s dalším e-mailem (výchozí)"}),
    Declared(CommandKind.PRESS_WITH_MOVES, "_press",
             alone={"en": ("press with moves",), "cs": ("zprávy s tahy", "zprávy s tahem")}),
    Declared(CommandKind.MUTE, "_press",
             leading={"en": ("mute",), "cs": ("ztlumit", "ztlum")}, shape=_NAME,
             help={"en": "MUTE Name / UNMUTE Name — hide or show a player's messages",
                   "cs": "ZTLUMIT Jméno / ODTLUMIT Jméno (MUTE / UNMUTE) — skrýt nebo zase "
                         "ukázat zprávy hráče"}),
    Declared(CommandKind.UNMUTE, "_press",
             leading={"en": ("unmute",), "cs": ("odtlumit", "odtlum")}, shape=_NAME),
    # the mail the player takes from the game: a mode of seats.MAIL_MODES, or "stop"
    # for one step down (all -> turns -> none)
    Declared(CommandKind.MAIL, "_mail", argument="turns",
             alone={"en": ("mail turns", "mail my turns", "mail turns only"),
                    "cs": ("pošta tahy", "pošta jen tahy", "maily jen tahy", "e-maily jen tahy",
                           "jen tahy")},
             help={"en": "MAIL TURNS — mail only when it is your turn; MAIL OFF — no mail, you "
                         "play on the page; MAIL ON — every mail again; UNSUBSCRIBE — one step "
                         "less mail: your turns only, then none",
                   "cs": "POŠTA TAHY (MAIL TURNS) — e-mail jen, když jsi na tahu; POŠTA VYP — "
                         "žádné e-maily, hraješ na stránce; POŠTA ZAP — zase všechny e-maily; "
                         "ODHLÁSIT (UNSUBSCRIBE) — o stupeň méně e-mailů: nejdřív jen tahy, pak "
                         "žádné"}),
    Declared(CommandKind.MAIL, "_mail", argument="none",
             alone={"en": ("mail off", "mail none"),
                    "cs": ("pošta vyp", "pošta vypnout", "maily vyp", "e-maily vyp", "emaily vyp",
                           "žádné maily", "žádná pošta")}),
    Declared(CommandKind.MAIL, "_mail", argument="all",
             alone={"en": ("mail on", "mail all"),
                    "cs": ("pošta zap", "pošta zapnout", "maily zap", "e-maily zap", "emaily zap",
                           "posílat maily")}),
    Declared(CommandKind.MAIL, "_mail", argument="stop",
             alone={"en": ("unsubscribe",),
                    "cs": ("odhlásit", "odhlásit se", "odhlašuji", "odhlašuji se")}),
    # a bare number: the option of that number in the menu of the answered mail (help_number)
    Declared(CommandKind.CHOICE, "_play"),
    # anything else: text for the game's parser (`rules.Game.parse`)
    Declared(CommandKind.GAME, "_play"),
)


class MissingHandler(LookupError):
    """A command kind that nothing carries out: no declaration, or no handler for it."""


def _checked(commands: tuple[Declared, ...]) -> dict[CommandKind, str]:
    """Each kind's handler; raises MissingHandler for a kind no declaration covers, or whose
    declarations name two handlers, and ValueError for a word two commands claim."""
    handlers: dict[CommandKind, str] = {}
    for declared in commands:
        if handlers.setdefault(declared.kind, declared.handler) != declared.handler:
            raise MissingHandler(f"{declared.kind}: two handlers, {handlers[declared.kind]} "
                                 f"and {declared.handler}")
    missing = [str(kind) for kind in CommandKind if kind not in handlers]
    if missing:
        raise MissingHandler(f"command kinds without a declaration: {', '.join(missing)}")
    seen: dict[tuple[str, str], Declared] = {}
    for declared in commands:
        for place, table in (("alone", declared.alone), ("leading", declared.leading)):
            for lang in LANGS:
                for word in table.get(lang, ()):
                    other = seen.setdefault((place, fold(word)), declared)
                    if other is not declared:
                        raise ValueError(f"{word!r} is a word of {other.kind} and {declared.kind}")
    return handlers


HANDLERS = _checked(COMMANDS)
"""Each command kind -> the name of the method that carries it out."""


def handlers(owner: type, commands: tuple[Declared, ...] | None = None
             ) -> dict[CommandKind, Callable[..., Any]]:
    """Each command kind -> the method of `owner` that carries it out (by `commands`, else
    COMMANDS); raises MissingHandler, naming them, for the kinds whose handler `owner` lacks
    (called when the dispatch is imported, so a command without a handler never reaches the
    game's parser)."""
    named = _checked(COMMANDS if commands is None else commands)
    missing = [f"{kind} ({name})" for kind, name in named.items()
               if not callable(getattr(owner, name, None))]
    if missing:
        raise MissingHandler(f"{owner.__name__} carries out no {', '.join(missing)}")
    return {kind: getattr(owner, name) for kind, name in named.items()}


def _folded(tables: Iterable[tuple[Declared, Mapping[str, tuple[str, ...]]]]
            ) -> dict[str, Declared]:
    return {fold(word): declared for declared, table in tables
            for lang in LANGS for word in table.get(lang, ())}


ALONE = _folded((d, d.alone) for d in COMMANDS)
"""Folded line -> the command it is by itself ("moje hry", "posta vyp")."""
LEADING = _folded((d, d.leading) for d in COMMANDS)
"""Folded first words -> the command whose argument follows them ("pripominky", "casove pasmo")."""
SHAPES = {d.kind: re.compile(d.shape) for d in COMMANDS if d.shape is not None}
"""Inside a message, a command that takes an argument is one only when the argument (folded)
has this shape: Czech words such as "pryč", "dovolená", "pásmo", "auto" begin sentences."""


# the answers to an invitation: HELP lists them only while invitations are open
_INVITATION_ANSWERS = frozenset({CommandKind.JOIN, CommandKind.DECLINE})


# What a game that is over still does by mail: its board, talk at the table, the person's
# games; a setting of the game (EVERY MOVE, CONFIRM, AUTO, REMINDERS, PRESS EACH ...) changes
# nothing once no move comes, and is answered so (mailroom.incoming)
AFTER_THE_END = frozenset({CommandKind.HELP, CommandKind.BOARD, CommandKind.MY_GAMES,
                           CommandKind.SAY, CommandKind.MUTE, CommandKind.UNMUTE,
                           CommandKind.MAIL})
# a player's own time, kept for all their games (AWAY, BACK, TIMEZONE): no setting of one game
PERSONAL = frozenset({CommandKind.AWAY, CommandKind.BACK, CommandKind.TIMEZONE})
# MAIL's line once the game is over: no turns are left to take mail for, talk may still come
_MAIL_OVER = {"en": "MAIL OFF — no more mail from this game's table",
              "cs": "POŠTA VYP (MAIL OFF) — už žádné e-maily od stolu této hry"}


def help_lines(lang: str, orders: bool = False, invited: bool = True,
               over: bool = False) -> list[str]:
    """The help mail's list of commands in `lang`, one line each, in the table's order (the
    standing orders only for a game that takes them, the answers to an invitation only while
    the reader may still answer one: `invited`; once the game is `over`, only what it still
    does)."""
    if over:
        return [_MAIL_OVER[lang] if d.kind is CommandKind.MAIL else d.help[lang]
                for d in COMMANDS if d.help is not None and d.kind in AFTER_THE_END]
    return [d.help[lang] for d in COMMANDS
            if d.help is not None and (orders or not d.orders)
            and (invited or d.kind not in _INVITATION_ANSWERS)]


def help_line(kind: CommandKind, lang: str) -> str:
    """The help mail's line of one command (of `kind`), in `lang`."""
    return next(d.help[lang] for d in COMMANDS if d.kind is kind and d.help is not None)


def brief(lang: str) -> str:
    """The short list of other commands a turn mail ends with, in `lang`."""
    return ", ".join(d.brief[lang] for d in COMMANDS if d.brief is not None)
