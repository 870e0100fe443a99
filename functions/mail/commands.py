"""The commands in a cleaned reply: mail-level keywords, menu choices and game text.

Each non-blank line is one command. Greetings before the first command are skipped, and a
closing ("Díky", "Thanks", "S pozdravem") after one ends the commands: what follows it is the
sender's name. A line that is just the sender's name (or a part of it) is a sign-off too. Lines
that are neither a keyword nor a number go to the game's own parser. The keywords, in every
language, are those command_table.COMMANDS declares. A message (SAY) takes the
lines after it until an empty line, a closing or a line that is a command of its own.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from functions.mail.absence_words import absence_in_sentence, days_in, with_first_day
from functions.mail.command_table import ALONE, LEADING, SHAPES, CommandKind, Declared
from functions.mail.return_words import said_back
from functions.mail.settings_words import settings_in_words
from functions.mail.standing_words import standing_in_words, standing_orders_in_words
from functions.service.ledger.press import EVERYONE
from functions.service.schedule.days import is_absence
from rules.czech_names import nickname_forms
from rules.text import fold

__all__ = ["Command", "CommandKind", "asked_in", "header_subject", "is_courtesy", "mail_subject",
           "parse_commands", "sentences", "signs_off", "to_everyone", "typed_messages"]


@dataclass(frozen=True, slots=True)
class Command:
    """One command line: its kind, the line as written and, for CHOICE, the number."""

    kind: CommandKind
    text: str
    choice: int | None = None
    # what follows the keyword of REMINDERS, TIMEZONE, AWAY and RESIGN; of a yes or no after
    # a name called (JOIN, DECLINE: "Čau Petře, ne"), the line as written
    argument: str = ""
    conditional: bool = False  # "buy if possible": skipped, not refused, when it cannot be played
    inside: bool = False  # read inside a longer line ("Beru to, koupit."), not a line of its own
    attempt: bool = False  # a try at a move cut from a longer line: a skip names its reason
    joined: bool = False  # one of several moves joined on a line ("X a pak Y"): each meant
    # the line as the player wrote it when `text` is our reading of it ("accept 2" of
    # "Platí, beru"): a refusal quotes the player's words, never our English
    written: str = ""
    remark: bool = False  # tells of another's move ("Bob dá velkou do Prahy"): asked back
    # two or more moves for one decision, as the player wrote each ("Malá do Brna." /
    # "Velká do Olomouce."): nothing is played, the player is asked which one they meant
    either: tuple[str, ...] = ()


_SAY = tuple(word for word, declared in LEADING.items() if declared.kind is CommandKind.SAY)
# "buy if possible", "koupit, pokud lze": the line is skipped when it no longer applies
_CONDITION = re.compile(
    r"[\s,;(]+(?:if possible|if you can|if it can be done|when possible|if allowed|"
    r"pokud lze|pokud to jde|pokud je to mozne|jestli lze|jestli to jde|kdyz to jde|"
    r"je-li to mozne|lze-li)\)?$")
_GREETINGS = (
    "ahoj", "cau", "nazdar", "zdravim", "zdar", "dobry den", "dobre rano", "dobry vecer",
    "hi", "hello", "hey", "dear", "good morning", "good evening",
)  # fmt: skip
_CLOSINGS = (
    "diky", "dik", "dekuji", "dekuju", "dekujeme", "s pozdravem", "zdravim", "pozdrav", "ahoj",
    "cau", "mej se", "mejte se", "diky moc", "dekuji moc", "thanks", "thank you", "thx",
    "many thanks", "thanks a lot", "cheers", "regards", "best regards", "kind regards", "best",
    "bye", "see you",
    # closings of players whose mail client (and habit) speaks another language
    *(fold(word) for word in (
        "S pozdravom", "Pozdravujem", "Ďakujem", "Viele Grüße", "Liebe Grüße", "Grüße", "Gruß",
        "LG", "MfG", "Mit freundlichen Grüßen", "Danke", "Cordialement", "Merci", "Amicalement",
        "Bien à vous", "Groeten", "Met vriendelijke groet", "Groetjes", "Saluti",
        "Cordiali saluti", "Grazie", "Saludos", "Un saludo", "Gracias", "Atentamente",
        "Obrigado", "Obrigada", "Abraços", "Cumprimentos", "Pozdrawiam", "Dziękuję", "Hilsen",
        "Mvh", "Med venlig hilsen", "Venlig hilsen", "Med vennlig hilsen", "Hälsningar",
        "Vänliga hälsningar", "Terveisin", "Kiitos", "Üdv", "Üdvözlettel", "Köszönöm",
        "С уважением", "Спасибо", "З повагою", "Дякую", "Trân trọng", "Cảm ơn", "谢谢",
        "ありがとう", "よろしくお願いします", "감사합니다")),
)  # fmt: skip
_CHOICE = re.compile(r"^[(\[#]?\s*([0-9]{1,3})\s*[.)\]]?$")  # ASCII digits (rules.numbers)
# "Volím 2", "option 2", "I choose 2": a menu number named as one
_NAMED_CHOICE = re.compile(
    r"^(?:(?:volim|vybiram|beru)(?:\s+(?:moznost|volbu|cislo))?|volba|moznost|cislo|option|"
    r"choice|i choose|choose|i pick|pick|i'll take|i take|number|no\.)\s*(?:c\.|no\.|#)?\s*"
    r"([0-9]{1,3})$")
_BULLET = re.compile(r"^(?:[-*•]\s+)")
_LABEL = re.compile(r"^(?:m[ůu]j tah|tah|my move|move|command|p[řr][íi]kaz)\s*:\s*", re.IGNORECASE)
# A postscript's mark before a line ("P.S. PŘIPOMÍNKY 12", "PS: MAIL TURNS", "P.P.S."): the
# line after it is read as any other, a command or the player's words.
_POSTSCRIPT = re.compile(r"^p\.?\s?(?:p\.?\s?)?s(?:\.|\b)\s*[:,\-–]?\s*", re.IGNORECASE)
_POSTSCRIPT_END = re.compile(r"[\s.]*\bp\.?\s?(?:p\.?\s?)?s[\s.:]*$", re.IGNORECASE)
_TOKEN_LINE = re.compile(r"^(?:token|k[oó]d)\s*[:=]", re.IGNORECASE)  # "token: …", "kód: …"
# Trailing punctuation and spaces: str.rstrip, because the regular expression "[\\s.,;:!]+$" is
# quadratic on a long run of dots that does not reach the end of the line.
_TRAILING = " \t\n\r\f\v\xa0.,;:!"


def parse_commands(text: str, sender_name: str = "",
                   is_move: Callable[[str], bool] | None = None) -> list[Command]:
    """The commands in a cleaned reply text, in order; `sender_name` helps spot a sign-off,
    `is_move` tells a line the game reads as a move (it ends a message like any command)."""
    names = _name_forms(sender_name)
    commands: list[Command] = []
    lines = [part for line in text.splitlines() for dictated in _dictated(line)
             for piece in _listed_numbers(dictated) for part in _say_apart(piece)]
    following = 0
    for number, raw in enumerate(lines):
        if following:  # a line of the message a SAY began
            following -= 1
            continue
        line = _BULLET.sub("", raw.strip())
        if not line or line.startswith(">") or _TOKEN_LINE.match(line):
            continue
        if _bare(line).lstrip(_SIGN_MARKS) in names:
            if commands:  # the writer's name under their commands: a signature follows
                break
            continue
        if commands and commands[-1].kind is CommandKind.SAY and _signature(line, names):
            break  # "L." under a message: the signature, no line of the mail's own
        if _signed_last(lines, number, is_move):
            break  # "Ondra", "Petr N." alone at the end, after an empty line: a name
        if is_courtesy(line) and not _move_after_courtesy(line, is_move) \
                and not _absence_said(line, is_move) and not _back_said(line, is_move) \
                and not _announced_absence(line, is_move) and not _sentences_apart(line, is_move):
            # "Ahoj, nebudu tu do pátku, jedu na hory.": a greeting before an absence is none
            if commands and _is_closing(line):
                break
            continue
        # 'Můj tah: velkou Prahu' -> 'velkou Prahu', 'P.S. PŘIPOMÍNKY 12' -> 'PŘIPOMÍNKY 12'
        line = _LABEL.sub("", _POSTSCRIPT.sub("", line))
        if not line:
            continue
        command = _confirmation(line) or _after_vocative(line) or to_everyone(line) \
            or _command(line)
        if command.kind is CommandKind.GAME and is_move is not None and not is_move(line) \
                and (greeted := greeting_led(line)) and is_move(greeted) \
                and not _YES_LEAD.match(fold(greeted)) and not _BARE_NO.match(fold(greeted)):
            # (a yes or no after the name keeps it: "Ahoj Tomáši, ano, koupit" picks his offer)
            # "Ahoj Lucko, nabízím ti …": the move after it (its "ti" the one greeted)
            command = _command(greeted)
        if command.kind is CommandKind.AWAY and not _set_as_written(command) \
                and (back := _back_said(line, is_move)):
            commands += back  # "Dovolená skončila dřív, jsem tu.": its keyword, its end
            continue
        if command.kind is CommandKind.GAME and (setting := _beside_moves(
                line, is_move, lambda said: [found] if (found := _led_in(said)) else [])):
            commands += setting  # "Heads up: AWAY 2027-01-20 2027-01-25"
            continue
        if command.kind is CommandKind.GAME and (absence := _beside_moves(
                line, is_move, lambda said: _absence_said(said, is_move))):
            commands += absence  # "nebudu tu do neděle"
            continue
        if command.kind is CommandKind.GAME and (back := _back_said(line, is_move)):
            commands += back  # "Jsem zpátky dřív, sníh nebyl :("
            continue
        if command.kind is CommandKind.GAME and (announced := _beside_moves(
                line, is_move, lambda said: [found] if (found := _announced_absence(
                    said, is_move)) else [])):
            commands += announced  # "příští týden budu na horách, od pondělí do pátku …"
            continue
        if command.kind is CommandKind.GAME and (inside := _inside(line)):
            commands += inside  # "a pošli mi POTVRZENÍ VYP": the keyword asked for
            continue
        if (command.kind in (CommandKind.GAME, CommandKind.STANDING)
                or command.kind in _SETTINGS and not _set_as_written(command)) \
                and not (is_move and is_move(line)) and (apart := _sentences_apart(line, is_move)):
            commands += apart  # "Beru bar. A od teď automaticky kupovat vždy."
            continue
        if (command.kind is CommandKind.GAME and not (is_move and is_move(line))
                or command.kind in _SETTINGS and not _set_as_written(command)) and (
                worded := settings_in_words(line)):
            # "posílejte mi prosím připomínky 12 hodin předem. A pásmo Europe/London"
            commands += [Command(kind, clause, argument=argument)
                         for kind, argument, clause in worded]
            continue
        if command.kind is CommandKind.SAY:
            body = _message_lines(lines[number + 1:], names, is_move)
            following = len(body)
            command = Command(CommandKind.SAY, line,
                              argument="\n".join([command.argument, *body]).strip())
        commands.append(command)
    return commands


# the verbs that ask the service to send something ("Could you send me the board again?",
# "Pošli mi prosím ještě jednou plán"): after one, a keyword in small letters is asked for
_SENDING = frozenset("send resend get see show have posli poslete poslat posles poslal poslala "
                     "poslali poslala ukaz ukazte ukazat dostat dostal dostala".split())
_ASKING = _SENDING | frozenset(
    "please pls prosim prosimte me mi thanks diky dekuji dekuju a and also taky take jeste zase "
    "again nam us the oh jo btw jinak mimochodem could can would will you i mohl mohla mohli "
    "bys byste muzes muzete muzu mohu znovu znova jednou current aktualni latest".split())
# the words a request is wrapped in ("MY GAMES please", "a pošli mi POTVRZENÍ VYP", "Could
# you send me the board again please?"), the polite question's included
# The keywords never taken from inside a sentence: a yes, a no, leaving the game
_NOT_INSIDE = (CommandKind.JOIN, CommandKind.DECLINE, CommandKind.RESIGN)


def asked_in(text: str, kind: CommandKind) -> Command | None:
    """A keyword command of `kind` asked for inside the sentences of `text` ("Hi, I lost the
    links. MY GAMES please", "Pošlete mi prosím MOJE HRY."): a clause that is the keyword,
    less the words of asking around it; None when no clause is."""
    for line in text.splitlines():
        for clause in re.split(r"[.,;:!?()]", line):
            said = _asked(clause)
            if said is not None and said[0].kind is kind or kind is CommandKind.MY_GAMES \
                    and _MY_GAMES_ASKED.search(" ".join(fold(clause).split())):
                return Command(kind, clause.strip())
    return None


# the player's games asked for in their own words: a link to them, a list of them, where they
# are ("pošlete mi odkaz na moje hry", "kde najdu všechny svoje hry", "where can I find my games")
_OWN_GAMES = r"(?:moje|mych|me|svoje|svych|sve|my|all my)\s+(?:vsechny\s+|ostatni\s+|other\s+)?" \
             r"(?:hry|her|games)\b"
_MY_GAMES_ASKED = re.compile(
    r"\b(?:odkaz\w*|link\w*|seznam\w*|prehled\w*|list)\b(?:\s+\w+){0,3}?\s+" + _OWN_GAMES
    + r"|\b(?:kde|where)\b.*\b(?:najdu|najdu|vidim|uvidim|jsou|najit|are|find|see)\b.*\b"
    + r"(?:vsechny\s+)?" + _OWN_GAMES)


def _asked(clause: str) -> tuple[Declared, str] | None:
    """(the keyword declared, the keyword as written) when a clause is a keyword less the
    words of asking around it; None otherwise."""
    written = clause.split()
    parts = [fold(w) for w in written]
    start, end = 0, len(parts)
    # a word of asking that is part of a keyword stays ("I give up", not "give up")
    while start < end and parts[start] in _ASKING and " ".join(parts[start:end]) not in ALONE:
        start += 1
    while end > start and parts[end - 1] in _ASKING and " ".join(parts[start:end]) not in ALONE:
        end -= 1
    declared = ALONE.get(" ".join(parts[start:end])) if end > start else None
    return (declared, " ".join(written[start:end])) if declared is not None else None


# what the service sends when asked ("pošli mi plán"); a setting asked for in small letters
# needs capitals or its words ("send me back" sets nothing)
_SENDS = frozenset({CommandKind.HELP, CommandKind.BOARD, CommandKind.MY_GAMES})


def _sent_for(clause: str) -> bool:
    """Whether a clause asks the service to send something ("could you send me …")."""
    return bool(_SENDING.intersection(fold(clause).split()))


def _inside(line: str) -> list[Command]:
    """The commands of a line that asks for a keyword inside a sentence ("PS: a pošli mi
    POTVRZENÍ VYP", "koupit, and CONFIRM OFF please"): a settings or information keyword, in
    capitals as our mails write it when it is one word ("a pošli mi STAV"), and the rest of
    the line before it as a line of its own; [] for any other line."""
    clauses = re.split(r"([.,;:!?()])", line)
    for at in range(0, len(clauses), 2):
        said = _asked(clauses[at])
        if said is not None and said[0].kind is CommandKind.RESIGN:
            # "končím, vzdávám hru", "I resign, sorry": leaving said as a clause of its own
            # asks for the confirmation (never more); the rest of the line is its reason, no
            # move, unless it is a keyword of its own
            rest = [_command(piece) for piece in ("".join(clauses[:at]).strip(_TRAILING),
                                                  "".join(clauses[at + 2:]).strip(_TRAILING))
                    if _said(piece)]
            return [Command(CommandKind.RESIGN, said[1]),
                    *(c for c in rest if c.kind is not CommandKind.GAME)]
        if said is None or said[0].kind in _NOT_INSIDE:
            continue
        declared, keyword = said
        # in capitals as the mails write it, or asked for in words ("a pošli mi moje hry",
        # "pošli mi prosím plán": a verb of sending asks for it); "jsem zpět :D" is no BACK
        # beside a command "D"
        wrapped = len(clauses[at].split()) > len(keyword.split())
        if keyword.isupper() or wrapped and (" " in keyword or declared.kind in _SENDS
                                             and _sent_for(clauses[at])):
            # "koupit. PS: CONFIRM OFF": the postscript's mark is no part of the line before
            before = _POSTSCRIPT_END.sub("", "".join(clauses[:at])).strip(_TRAILING)
            after = "".join(clauses[at + 2:]).strip(_TRAILING)
            return [*([_command(before)] if _said(before) else []),
                    Command(declared.kind, keyword, argument=declared.argument),
                    *([_command(after)] if _said(after) else [])]
    return []


# the settings a lead-in may come before ("Jen pro info: potvrzení vyp"); a yes, a no, leaving
# the game, a message, a move and a menu number are read where they stand
_SETTINGS = frozenset(CommandKind) - {CommandKind.GAME, CommandKind.CHOICE, CommandKind.SAY,
                                      CommandKind.STANDING, *_NOT_INSIDE}
# an absence said inside a sentence: "I'll be away 20/1/2027 to 25/1/2027", "budu pryč od
# 20.1. do 25.1., pak zase hraju"
_AWAY_WORDS = sorted({*(w for w, d in LEADING.items() if d.kind is CommandKind.AWAY),
                      "nepritomny", "na dovolene", "out of office"}, key=len, reverse=True)
_AWAY_INSIDE = re.compile(r"\b(?:" + "|".join(map(re.escape, _AWAY_WORDS)) + r")\b[\s:,]*(?P<days>"
                          + SHAPES[CommandKind.AWAY].pattern + ")")


# the words of a clause that says its writer is away (days.py reads the rest as days)
_AWAY_SAID = re.compile(r"\b(?:nebudu|nejsem|pryc|nepritomn\w*|na dovolene|mimo|nehraju|"
                        r"nehraji|away|out|gone|unavailable|not around|not available)\b")


def _led_in(line: str) -> Command | None:
    """A setting after a lead-in ("Heads up: AWAY 2027-01-20 2027-01-25", "Příští týden jsem
    na horách: nepřítomna 20.1.2027 - 25.1.2027") or an absence inside a sentence ("Budu pryč
    od 20.1. do 25.1."); None for any other line. An absence whose days cannot be read is
    still one when its word is in capitals or digits follow it: it is answered, not dropped."""
    head, colon, tail = line.partition(":")
    if colon and tail.strip() and len(head.split()) <= 6:
        command = _command(tail.strip())
        if command.kind in _SETTINGS and _set_as_written(command):
            return command
    days = _AWAY_INSIDE.search(fold(line))
    # two numbers at least ("20.1. - 25.1.", "20.1."): "karty pryč: 10" is no absence
    if days is not None and re.search(r"[0-9][^0-9]+[0-9]", days.group("days")):
        argument = days.group("days").strip(" ,;-")
        # "od 3. do 10. ledna": the shape reads the digits, the sentence's reader the month
        return Command(CommandKind.AWAY, line, argument=argument if is_absence(argument)
                       else absence_in_sentence(line) or argument)
    return None


def _absence_said(line: str, is_move: Callable[[str], bool] | None) -> list[Command]:
    """An absence a clause of the line says ("nebudu tu do neděle", "tento víkend nejsem",
    "I'll be away until Monday, sorry"): a clause with words of being away whose every other
    word is a day of the grammar (schedule.days); a move elsewhere on the line ("PASS, nebudu
    zítra") is kept beside it, in its place. [] for any other line."""
    clauses = re.split(_SAID_APART, line)
    for at in range(0, len(clauses), 2):
        clause = _LINKING.sub("", clauses[at])  # "…, takže do pátku nebudu"
        if _AWAY_SAID.search(fold(clause)) and is_absence(clause):
            before, after = ("".join(part).strip(_TRAILING + "(),;:?")
                             for part in (clauses[:at], clauses[at + 1:]))
            moves = [[_command(rest)] if rest and is_move and is_move(rest) else []
                     for rest in (before, after)]
            said = clauses[at].strip() if any(moves) else line  # a refusal quotes its own words
            # "Od čtvrtka jedu na hory, pryč budu až do úterý": from Thursday, not today
            days = with_first_day("".join(clauses[:at]), clause.strip())
            return [*moves[0], Command(CommandKind.AWAY, said, argument=days), *moves[1]]
    return []


# the clauses of a line: a sentence's end after a word ("jedu na hory. Hrajte …"), never the
# dot of a date ("do 20. 1.")
_SAID_APART = re.compile(r"([,;:!?()]|(?<=[^\W\d])\.(?=\s))")
# the words that link a clause to the one before it ("takže do pátku nebudu", "so I'm back")
_LINKING = re.compile(r"^\s*(?:(?:tak|takze|takže|a|ale|no|hele|jinak|so|and|but|anyway|"
                      r"btw|ps|jo|ok|ok so)\s+)+", re.IGNORECASE)


def _back_said(line: str, is_move: Callable[[str], bool] | None) -> list[Command]:
    """The end of an absence a clause of the line says ("Jsem zpátky dřív, sníh nebyl :(",
    "Good news, I'm back early!"), a move elsewhere on the line kept beside it; [] for any
    other line."""
    unsmiled = _LETTER_SMILE.sub("", line)  # "Jsem zpět :D"
    # a dash between words parts clauses too ("Back a week early - what did the bot buy?"),
    # tried second: a return's own dash ("jsem zpátky - hraju dál") stays in it
    for apart in (_SAID_APART, _DASHED_APART):
        clauses = re.split(apart, unsmiled)
        for at in range(0, len(clauses), 2):
            if said_back(_unsmiled(_LINKING.sub("", clauses[at]))):
                before, after = ("".join(part).strip(_TRAILING + "(),;:?-–— ")
                                 for part in (clauses[:at], clauses[at + 1:]))
                # the rest of the line is read as the player's other words: a move or chatter
                rest = [[_command(part)] if _said(part) else [] for part in (before, after)]
                return [*rest[0], Command(CommandKind.BACK, clauses[at].strip()), *rest[1]]
    return []


# the clauses of a line parted by a spaced dash between words as well (never a date's range)
_DASHED_APART = re.compile(r"([,;:!?()]|(?<=[^\W\d])\.(?=\s)|(?<=[^\W\d]) [-–—] (?=[^\W\d]))")


# the sentences of a line: its ends after a word ("buy it. Also a heads-up: …"), never the
# dot of a date ("do 20. 1.")
_SENTENCE_END = re.compile(r"(?<=[^\W\d])[.!?…]+\s+")


def _beside_moves(line: str, is_move: Callable[[str], bool] | None,
                  acts: Callable[[str], list[Command]]) -> list[Command]:
    """The commands `acts` reads in a line (an absence, a setting), with its other sentences
    kept beside them in their places as the player's other words, a move or chatter ("buy it.
    Also a heads-up: I'm off skiing next week" buys and records the absence): a reply's act
    never swallows its move, played or refused with the reason."""
    sentences = [s.strip() for s in _SENTENCE_END.split(line) if s.strip()]
    if is_move is None or len(sentences) < 2:
        return acts(line)
    found = [acts(s) for s in sentences]
    if not any(found):  # the act spans the sentences: "Koupit. Jedu na hory. Od pondělí."
        moves = [is_move(s.strip(_TRAILING)) for s in sentences]
        spanned = acts(" ".join(s for s, move in zip(sentences, moves, strict=True)
                                if not move)) if any(moves) else []
        found = [[] if move else spanned if at == moves.index(False) else []
                 for at, move in enumerate(moves)] if spanned else []
        if not found:
            return acts(line)
    return [command for s, act in zip(sentences, found, strict=True)
            for command in (act or ([_command(s.strip(_TRAILING))] if _said(s) else []))]


def _announced_absence(line: str, is_move: Callable[[str], bool] | None) -> Command | None:
    """An absence a line announces in sentences (absence_words), its days the stretch the
    grammar reads (the whole line when none: then it is asked back); None for a line the
    game reads as a move, and for any line that announces none."""
    if is_move and is_move(line):
        return None
    days = absence_in_sentence(line)
    return Command(CommandKind.AWAY, line, argument=days) if days else None


def _set_as_written(command: Command) -> bool:
    """Whether a setting's argument has its shape ("20.1.2027 - 25.1.2027"), or, for an
    absence, the keyword is in capitals or a digit is among its words (then a day that cannot
    be read gets an answer saying so)."""
    shape = SHAPES.get(command.kind)
    if shape is None or shape.fullmatch(fold(command.argument).strip(_TRAILING)):
        return True
    keyword = command.text.split()[0]
    return command.kind is CommandKind.AWAY and (keyword.isupper() or any(
        c.isdigit() for c in command.argument) or is_absence(command.argument))


def _said(text: str) -> bool:
    """Whether a piece of a line says more than words of asking and courtesy."""
    return any(w.strip("?!") not in _ASKING for w in fold(text).replace(",", " ").split()) \
        and not is_courtesy(text)


def typed_messages(text: str) -> list[tuple[bool, str]]:
    """The messages in a text typed into the page's message box: each line that starts a SAY /
    ŘEKNI begins a message of its own, (True, what follows the keyword: "Bob: text"); the text
    before the first such line is (False, text), for whom the form names."""
    parts: list[tuple[bool, list[str]]] = []
    for raw in text.splitlines():
        line = _BULLET.sub("", raw.strip())
        command = _command(line) if line else None
        if command is not None and command.kind is CommandKind.SAY:
            parts.append((True, [command.argument]))
        elif parts:
            parts[-1][1].append(raw.rstrip())
        else:
            parts.append((False, [raw.rstrip()]))
    found = [(said, "\n".join(lines).strip()) for said, lines in parts]
    return [(said, body) for said, body in found if body or said] or [(False, text)]


def _message_lines(lines: list[str], names: set[str],
                   is_move: Callable[[str], bool] | None = None) -> list[str]:
    """The lines after SAY that belong to its message: up to an empty or quoted line, a
    closing ("Díky", "Thanks, Petr"), the sender's name, or a line that is a command of its
    own: a player who writes two commands on two lines means two of them. A sentence that
    opens with a closing word ("Díky, že hrajete!") is the message's."""
    body: list[str] = []
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith(">") or _signs_off_message(line) \
                or _bare(line) in names or _signature(line, names):
            break
        if _is_command(_BULLET.sub("", line), is_move):
            break
        body.append(raw.rstrip())
    return body


# The punctuation a phone's dictation writes out as words ("velkou do Prahy tečka", "buy
# period", "Ahoj čárka koupit", "buy new line Thanks").
_DICTATED = re.compile(
    r"\s*\b(?:(?P<line>nov[ýy] [řr][áa]dek|nov[ýy] odstavec|new line|new paragraph)"
    r"|(?P<mark>te[čc]ka|[čc][áa]rka|vyk[řr]i[čc]n[íi]k|otazn[íi]k|period|full stop|comma|"
    r"exclamation (?:mark|point)|question mark))\b\s*", re.IGNORECASE)
_MARKS = {"tecka": ". ", "carka": ", ", "vykricnik": "! ", "otaznik": "? ", "period": ". ",
          "full stop": ". ", "comma": ", ", "exclamation mark": "! ", "exclamation point": "! ",
          "question mark": "? "}


# A line of menu numbers only: "1, 2, 3", "1 a 3", "2 and 4", "1; 2" (a debt paid by several
# sales in one reply, round 13); each number is a line of its own, read as the menu's option
_LISTED_NUMBERS = re.compile(r"[0-9]{1,3}(?:\s*(?:,|;|\+|&|\s(?:a|i|and)\s)\s*[0-9]{1,3})+\.?")


def _listed_numbers(line: str) -> list[str]:
    """The line, or its menu numbers one a line when it lists only numbers."""
    if not _LISTED_NUMBERS.fullmatch(line.strip()):
        return [line]
    return re.findall(r"[0-9]{1,3}", line)


# a message begun in capitals after a sentence's end or a dash, on the line of a move ("bid 6.
# SAY Ann: welcome aboard!", "přihazuji 6 – ŘEKNI Ann: vítej"): the keyword as the help writes it
_SAY_AFTER = re.compile(r"(?<=\S)(?:(?<=[.!?;])|\s+[-–—])\s+(?=(?:SAY|ŘEKNI|REKNI)\b)")


def _is_message(line: str) -> bool:
    """Whether a line is a message to others: its first word the SAY keyword ("ŘEKNI Ann: …")."""
    return fold(line.split(" ", 1)[0]).rstrip(":") in _SAY


def _say_apart(line: str) -> list[str]:
    """A line parted where a message in capitals begins after a sentence of its own, so the
    message is one (beside a move it was dropped without a word, review 25n)."""
    if _is_message(line):
        return [line]  # a message's own words are as written
    parts = _SAY_AFTER.split(line, maxsplit=1)
    return [parts[0].strip(), parts[1]] if len(parts) == 2 and parts[0].strip() else [line]


def _dictated(line: str) -> list[str]:
    """A dictated line with its spoken punctuation written as marks, split at a spoken new
    line; a message to others (SAY) is left as the player said it."""
    if not _DICTATED.search(line) or _is_message(line):
        return [line]
    marked = _DICTATED.sub(lambda m: "\n" if m.group("line") else _MARKS[fold(m.group("mark"))
                                                                         .lower()], line)
    return [piece.strip() for piece in marked.split("\n") if piece.strip()] or [line]


_WE = re.compile(r"^(?:we(?:'ll| will|'d| would)?|my)\s+", re.IGNORECASE)


def _move_after_courtesy(line: str, is_move: Callable[[str], bool] | None) -> bool:
    """Whether a line that opens with a greeting or closing goes on with a move ("Ahoj, velká
    Praha. Díky, Petr"): then it is read as a line of commands, not passed over."""
    if "," not in line:
        return False
    tail = line.partition(",")[2]
    if fold(tail).split()[:1] in (["but"], ["ale"], ["aber"], ["vsak"], ["jenze"]):
        return True  # "Cheers, but I will pass on this one": the thanks turn to what is meant
    pieces = [piece.strip() for piece in re.split(r"[,.;!?]", tail) if piece.strip()]
    if any(piece.isascii() and piece.isdigit() and len(piece) <= 2 for piece in pieces):
        return True  # "Ahoj, 3. Díky!": the menu's number
    if is_move is None:
        return False
    # "Thanks, we accept 1": a couple or a team writes in the plural, and what follows its
    # "we" is the move; a ticket system's "Thanks, we got your request." goes on with none
    pieces += [rest for piece in pieces if (rest := _WE.sub("", piece)) != piece and rest]
    # "Ahoj, zkusím to teď česky: dávám střední do Prahy": the move after a lead-in's colon
    pieces += [rest for piece in pieces if (rest := piece.rpartition(":")[2].strip())
               and rest != piece]
    # a move may span two clauses: "Čau, střední na Moravu, do Brna, ať si Petr nemyslí"; or
    # all after the greeting: "Zdravím, Lucie, chci od Vás …" (the name called says whom)
    return any(is_move(piece) for piece in pieces) or any(
        is_move(f"{first}, {second}") for first, second in itertools.pairwise(pieces)) or (
        len(pieces) > 1 and is_move(tail.strip()))


def _is_command(line: str, is_move: Callable[[str], bool] | None) -> bool:
    """Whether a line inside a message is a command instead: a keyword (SAY, AWAY, HELP ...),
    a menu number, a labelled or conditional move, a token line, or a move the game reads."""
    if _LABEL.match(line) or _TOKEN_LINE.match(line):
        return True
    command = _command(line)
    if command.kind is not CommandKind.GAME and fold(line).strip(_TRAILING) in ALONE:
        return True  # "VZDÁVÁM" on a line of its own under the message: a command of its own
    if command.kind in SHAPES:  # "Pryč s tebou!" is words, "PRYČ 20.12. 28.12." a command
        return bool(SHAPES[command.kind].fullmatch(fold(command.argument).strip()))
    if command.kind is not CommandKind.GAME or command.conditional:
        return True
    return is_move is not None and is_move(line)


# Talk in the player's own verb ("Napiš Kubovi: …", "Vzkaž Lucce: …", "Tell Bob: …"): a message
# to the one named before the colon; "Pozdravuj Kubu, …" passes the greeting on, the line
# itself to the one greeted. "Pošli mi STAV", "Tell me: …" name nobody: no message.
_TALK_TO = re.compile(r"(?:napi[sš]|po[sš]li|vzka[zž]|tell|message)\s+(?P<name>[^\W\d_][\w\-]*"
                      r"(?:\s[^\W\d_][\w\-]*)?)\s*:\s*\S", re.IGNORECASE)
_GREET_TO = re.compile(r"pozdravuj(?:te)?\s+(?P<name>[^\W\d_][\w\-]*)(?![\w\-])", re.IGNORECASE)
_NOBODY = frozenset("mi me mne nam nas us him her them prosim please pls".split())
# "Pošli Bobovi nabídku: dávám …": an offer asked to be sent is a move, never a message
_OFFER_SENT = frozenset("nabidku nabidka offer".split())


def _talk_to(line: str) -> Command | None:
    """A message to one player in the player's own verb of talking; None for any other line."""
    if (told := _TALK_TO.match(line)) and not (_NOBODY | _OFFER_SENT).intersection(
            fold(told.group("name")).split()):
        return Command(CommandKind.SAY, line, argument=line[told.start("name"):].strip())
    greeted = _GREET_TO.match(line)
    if greeted and greeted.group("name")[:1].isupper() \
            and fold(greeted.group("name")) not in _NOBODY:
        return Command(CommandKind.SAY, line, argument=f"{greeted.group('name')}: {line}")
    return None


# A no alone, its letters stretched or cut as a player types it ("Neee", "nn", "Nooo", "nope")
NO_WORD = r"(?:ne+|nn|no+|nope|nah|nie)"
_BARE_NO = re.compile(NO_WORD)


def _command(line: str) -> Command:
    if (talk := _talk_to(line)) is not None:
        return talk
    first, _, rest = line.partition(" ")
    if fold(first).rstrip(":") in _SAY:  # before all else: a message is never a condition
        return Command(CommandKind.SAY, line, argument=rest.strip())
    if fold(first).startswith(tuple(w + ":" for w in _SAY)):  # "SAY:hello"
        return Command(CommandKind.SAY, line, argument=line.partition(":")[2].strip())
    head, comma, tail = max(line.rpartition(","), line.rpartition(";"), key=lambda p: len(p[0]))
    if comma and head.strip() and is_courtesy(tail.strip()):  # "2, díky", "buy; thanks!"
        command = _command(head.strip())
        # "Ne, díky", "Nee, díky moc": the thanks tell a no of courtesy from a no to a
        # decision (mailroom)
        return replace(command, written=line) if (command.kind is CommandKind.DECLINE
                                                  or _BARE_NO.fullmatch(fold(head).strip(" .!"))) \
            and not command.written else command
    condition = _CONDITION.search(fold(line).rstrip(_TRAILING))
    if condition and condition.start() > 0:
        command = _command(line[:condition.start()])
        return Command(command.kind, command.text, command.choice, command.argument, True)
    if choice := _CHOICE.match(line) or _NAMED_CHOICE.match(_bare(line)):
        return Command(CommandKind.CHOICE, line, int(choice.group(1)))
    # "vzdávám se!" is RESIGN alone, not RESIGN with "se!"; "MOJE HRY :-)" is MY GAMES
    alone = ALONE.get(_bare(line)) or ALONE.get(_unsmiled(line)) \
        or ALONE.get(_without_please(_unsmiled(line)))
    if alone is not None:
        return Command(alone.kind, line, argument=alone.argument)
    words = line.split()
    if (order := standing_in_words(line) or _order_with_reason(line)) is not None:
        # "A automaticky kupovat vždy.", "Kupuj automaticky všechno, mám málo času."
        return Command(CommandKind.STANDING, line, argument=order)
    whole = LEADING.get(fold(words[0])) if len(words) > 1 else None
    if whole is not None and whole.whole:  # AUTO BUY ALWAYS: the game reads the whole line
        return Command(whole.kind, line, argument=line)
    for size in (2, 1):  # "casove pasmo Europe/Prague" before "pasmo ..."
        leading = LEADING.get(fold(" ".join(words[:size])).rstrip(":"))
        if leading is not None and not leading.whole and len(words) > size:
            argument = " ".join(words[size:]).strip()
            if leading.kind is CommandKind.AWAY and not is_absence(argument):
                # "away Dec 13 to Dec 31, Christmas with the family": the days, not the why
                # (review 24n: asked back for its days)
                argument = days_in(argument) or argument
            return Command(leading.kind, line, argument=argument)
    return Command(CommandKind.GAME, line)


# Where an order in words ends and the player's reason for it begins ("…, nebaví mě to")
_REASON_AFTER = re.compile(r"\s*(?:[,;]|\s[-–—]\s|\.\s)\s*")
# Words that bound or except what an order decides ("…, kromě Chatrče", "…, but not the mine",
# "…, jen do 4000"): a clause with one is part of the order, never a reason beside it
_BOUNDING = frozenset("""
    krome mimo jen jenom pouze az do pod max ne nic nikdy bez pokud kdyz ale nechci nekupuj
    nekupovat only except but not no never nothing without if when unless under up don't dont
""".split())
_I = frozenset({"I", "I'm", "I'd", "I'll", "I've"})


def _order_with_reason(line: str) -> str | None:
    """The standing order in words a line gives before the player's reason for it ("Odteď
    kupuj automaticky všechno, nebaví mě to odklikávat"); None when what follows the order is
    no mere reason: a bound or exception, a number, a name, a command."""
    head, *rest = _REASON_AFTER.split(line.strip(), maxsplit=1)
    if not rest or not rest[0].strip(" .!") or (order := standing_in_words(head)) is None:
        return None
    return order if _mere_reason(rest[0]) else None


# Where a line's settings part from its other sentences: after ".", "!", "?" (kept with their
# sentence: "?" tells a question), or at a dash set apart ("… off - too much mail :)"); never
# inside a date or between two ("od 20.1. do 25.1.", "20.3. - 25.3."); after a number's dot
# only before a capital ("… do 100. Tohle ale beru.")
_SETTING_APART = re.compile(r"(?<=[^\d\s][.!?])\s+|(?<=[!?])\s+|(?<=\d\.)\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])|"
                            r"(?<![\d.])\s+[-\u2013\u2014]+\s+(?!\d)")
# the settings a sentence of its own may say beside a move, a greeting or a reason
_MAIL_SETTINGS = frozenset({
    CommandKind.EVERY_MOVE_ON, CommandKind.EVERY_MOVE_OFF, CommandKind.CONFIRM_ON,
    CommandKind.CONFIRM_OFF, CommandKind.REMINDERS, CommandKind.TIMEZONE, CommandKind.PRESS_EACH,
    CommandKind.PRESS_WITH_MOVES, CommandKind.MUTE, CommandKind.UNMUTE, CommandKind.MAIL,
    CommandKind.MY_GAMES, CommandKind.LANGUAGE})


def sentences(line: str) -> list[str]:
    """The sentences of a line, as its settings part from them (never inside a date)."""
    return [part.strip() for part in _SETTING_APART.split(line.strip()) if part.strip()]


def _sentences_apart(line: str, is_move: Callable[[str], bool] | None) -> list[Command]:
    """The settings and standing orders a line says in sentences of their own, with the moves
    beside them ("Beru bar. A od teď automaticky kupovat vždy.", "Ahoj, díky za pozvání!
    Automaticky kupovat vždy a hvězdy taky vždycky.", "every move off - too much mail :)");
    [] unless every other sentence is a move, courtesy, or a reason after a setting."""
    parts = sentences(line)
    found: list[Command] = []
    settings = 0
    joined = False  # a move and a setting joined in one sentence
    for part in parts:
        if beside := _joined_apart(part, is_move):
            found += beside
            settings += sum(command.kind is not CommandKind.GAME for command in beside)
            joined = True
            continue
        said = _setting_said(part) or _away_said(part, is_move)
        if said:
            found += said
            settings += len(said)
        elif not part.strip(" .!?:;()-=*^'") or _pleasantry(part):
            continue  # a smiley, a greeting, thanks
        elif is_move is not None and is_move(part):
            found.append(Command(CommandKind.GAME, part))
        elif not (settings and _mere_reason(part)) or part.endswith("?"):
            return []  # (a question after a setting asks someone: the line is no setting alone)
    return found if settings and (len(parts) > 1 or settings > 1 or joined) else []


# "a" / "and" / "also" between a move and a setting of one sentence
_JOINT = re.compile(r",?\s+(?:a|and|also|a taky|a jeste|a ještě|and also)\s+", re.IGNORECASE)


def _joined_apart(part: str, is_move: Callable[[str], bool] | None) -> list[Command]:
    """A move and a setting a sentence joins by "a" / "and" ("Kupuju a piš mi prosím
    anglicky.", "Buy and write to me in Czech"), each a command; [] for anything else."""
    pieces = _JOINT.split(part.strip(" .!"))
    if is_move is None or len(pieces) < 2:
        return []
    found: list[Command] = []
    for piece in pieces:
        if said := [c for c in _setting_said(piece) if c.kind is not CommandKind.STANDING]:
            found += said
        elif is_move(piece):
            found.append(Command(CommandKind.GAME, piece))
        else:
            return []
    kinds = {command.kind is CommandKind.GAME for command in found}
    return found if kinds == {True, False} else []


def orders_apart(line: str) -> list[Command]:
    """A line's standing orders said in sentences of their own beside the player's other
    words ("Kupuj mi automaticky všechno do 100. Tohle ale beru.", "Pass on this one. From
    now on auto-buy anything up to $1000."): each order a command, each other sentence game
    text for the reader; [] when no sentence is an order, none is left beside it, or one
    asks a question (the player asks about the order: it is not set unasked)."""
    parts = sentences(line)
    found: list[Command] = []
    for part in parts:
        if orders := [c for c in _setting_said(part) if c.kind is CommandKind.STANDING]:
            found += orders
        elif part.endswith("?"):
            return []
        elif part.strip(" .!?:;()-=*^'") and not _pleasantry(part):
            found.append(Command(CommandKind.GAME, part))
    kinds = {c.kind for c in found}
    return found if kinds == {CommandKind.STANDING, CommandKind.GAME} else []


def _away_said(sentence: str, is_move: Callable[[str], bool] | None) -> list[Command]:
    """The absence a sentence says ("Pryč budu 1.3.-5.3.", "I'm away 12.2. - 16.2."); []."""
    if found := _led_in(sentence) or _announced_absence(sentence, is_move):
        return [found]
    return _absence_said(sentence, is_move)


def _pleasantry(sentence: str) -> bool:
    """Whether a sentence is a greeting or thanks, with what it thanks for ("Díky za pozvání.",
    "Hi, thanks!"): no number, name or command after its opening word."""
    if is_courtesy(sentence):
        return True
    folded = " ".join(re.findall(r"[\w']+", _bare(sentence)))
    return _mere_reason(sentence) and any(
        folded == word or folded.startswith(word + " ") for word in (*_GREETINGS, *_CLOSINGS))


def _setting_said(sentence: str) -> list[Command]:
    """The standing orders or the one mail setting a sentence says alone; [] for none."""
    orders = standing_orders_in_words(sentence)
    if not orders and (order := _order_with_reason(sentence)):
        orders = [order]
    if orders:
        return [Command(CommandKind.STANDING, sentence, argument=order) for order in orders]
    command = _command(_smile_cut(sentence))
    if command.kind in _MAIL_SETTINGS and _set_as_written(command):
        return [command]
    worded = settings_in_words(sentence) or []
    return [Command(kind, clause, argument=argument) for kind, argument, clause in worded]


def _mere_reason(text: str) -> bool:
    """Whether a clause after an order or a setting is only the player's reason for it ("mám
    málo času", "too much mail :)"): no number, bound, name or command in it."""
    said = text.split()
    return bool(said) and not (
        any(c.isdigit() for c in text) or _BOUNDING.intersection(re.findall(r"[\w']+", fold(text)))
        or any(w[:1].isupper() and w.strip(".,!?") not in _I for w in said[1:])
        or standing_in_words(text) or LEADING.get(fold(said[0]).rstrip(":")))


def to_everyone(line: str) -> Command | None:
    """The SAY to the whole table a line is when it opens with "everyone" and a colon ("Všem:
    hodně štěstí!", "A všem: ať vám to padá!", "Everyone: good luck!"), the SAY's keyword
    left out; None for any other line."""
    head, colon, said = line.partition(":")
    words = fold(head).split()
    if words[:1] in (["a"], ["and"], ["i"]):
        words = words[1:]  # "A všem:", "And everyone:"
    if words[:1] == ["to"]:
        words = words[1:]  # "And to everyone:"
    if not colon or not said.strip() or " ".join(words) not in EVERYONE:
        return None
    return Command(CommandKind.SAY, line, argument=f"{' '.join(head.split()[-len(words):])}:"
                   f"{said}".strip())


def _after_vocative(line: str) -> Command | None:
    """The keyword command after a name the line calls first ("Tome, ŘEKNI Tomášovi: …", "Ahoj
    Jano, SAY all: …"): a few capitalised words before a comma; None for any other line."""
    head, comma, tail = line.partition(",")
    parts = head.split()
    if not comma or not tail.strip() or not 1 <= len(parts) <= 3 or not all(
            p[:1].isupper() or fold(p) in _GREETINGS for p in parts):
        return None
    command = _command(tail.strip())
    if command.kind in (CommandKind.JOIN, CommandKind.DECLINE):
        # "Čau Petře, ne, díky.": the name called may pick the trade offer the no answers
        # (Petr's), so the line as written goes with the yes or no
        return Command(command.kind, command.text, argument=line)
    return command if command.kind not in (CommandKind.GAME, CommandKind.CHOICE) else None


# What a yes to the resignation's confirmation mail is said with: "ano, VZDÁVÁM X", "Yes: RESIGN
# X", "ok so RESIGN X thanks"; and the thanks that may follow its code ("… X. Díky za hru!")
_YES_LEAD = re.compile(r"^(?:(?:ano|jo|jj|jasne|ok|okay|oki|yes|yeah|yep|sure|so|tak|teda|tedy|"
                       r"fine|dobre|potvrzuji|potvrzuju|confirm|confirmed)\b[\s,:;.!-]*)+")
_THANKS = frozenset("diky dik dekuji dekuju dekujeme thanks thank thx cheers".split())
# a confirmation code as the mail gives it: letters and digits, a digit in it or in capitals
_CODE = re.compile(r"(?=\S*[0-9])[A-Za-z0-9]{4,}|[A-Z0-9]{4,}")


def _confirmation(line: str) -> Command | None:
    """The resignation's confirmation line with a yes or thanks around it ("ano, VZDÁVÁM
    X", "RESIGN X, díky"): RESIGN with its code alone; None for any other line."""
    lead = _YES_LEAD.match(fold(line))
    command = _command(line[lead.end() if lead else 0:].strip())
    if command.kind is not CommandKind.RESIGN:
        return None
    code, _, after = command.argument.strip().partition(" ")
    code = code.rstrip(".,!;:")
    after = after.strip()
    if not _CODE.fullmatch(code) or after and not (
            is_courtesy(after) or fold(after).split()[0].strip(",.!") in _THANKS):
        return None
    return Command(CommandKind.RESIGN, line, argument=code)


def greeting_led(line: str) -> str:
    """What follows a greeting that leads the line with a name or vocative and a comma ("Ahoj
    Lucko, nabízím ti …" → "nabízím ti …"); '' when no greeting leads it."""
    head, comma, tail = line.partition(",")
    words = fold(head).split()
    if not comma or not tail.strip() or not 1 <= len(words) <= 4:
        return ""
    led = next((g for g in _GREETINGS if fold(head).startswith(g) and (
        len(fold(head)) == len(g) or fold(head)[len(g)] == " ")), None)
    return tail.strip() if led and len(words) - len(led.split()) <= 2 else ""


def mail_subject(subject: str) -> str | None:
    """The mail mode a subject asks for when it is a MAIL command alone ("MAIL TURNS", what
    the mailto: of List-Unsubscribe sets; "Re: unsubscribe"), else None."""
    line = re.sub(r"^(?:(?:re|fwd?|aw|odp|vs)\s*:\s*)+", "", subject.strip(), flags=re.IGNORECASE)
    declared = ALONE.get(_bare(line))
    return declared.argument if declared is not None and declared.kind is CommandKind.MAIL \
        else None


# the subjects the mailto: of our List-Unsubscribe header writes (mailroom.delivery), as written
_HEADER_SUBJECTS = frozenset({"MAIL TURNS", "MAIL OFF"})


def header_subject(subject: str) -> bool:
    """Whether `subject` is the one the mailto: of our List-Unsubscribe header writes ("MAIL
    TURNS" as written, a mail client's one-click stop, answered by nothing); a person who
    types a mail command in the subject ("ODHLÁSIT", "pošta tahy") is told it was done, as
    the same words in the body are."""
    line = re.sub(r"^(?:(?:re|fwd?|aw|odp|vs)\s*:\s*)+", "", subject.strip(), flags=re.IGNORECASE)
    return line in _HEADER_SUBJECTS


# a please or an "again" around a command alone, without a comma ("stav hry prosím", "please
# HELP", "znovu stav hry"): the command alone (its words are the table's)
_PLEASE = frozenset("prosim please pls plz znovu again jeste".split())
_THANKS = _PLEASE | frozenset("diky dik dekuji dekuju thanks thx".split())


def _without_please(folded: str) -> str:
    """A folded line less the please, the thanks or the "again" before and after it."""
    words = folded.split()
    while words and words[0] in _PLEASE:
        words = words[1:]
    while words and words[-1].rstrip(_TRAILING) in _THANKS:
        words = words[:-1]
    return " ".join(words).rstrip(_TRAILING)


def _bare(line: str) -> str:
    """The line folded (lower case, no diacritics), without trailing punctuation."""
    return fold(line).rstrip(_TRAILING)


# a smile of letters closing the line ("Jsem zpět :D", "back :P", "doma xD"), as written (its
# case tells ":D" from a word; "8" is no eye before a "3", "83" is a number): no clause
# of its own
_LETTER_SMILE = re.compile(r"\s+(?:[:;=]['-]?[DPpOo3]+|8['-]?[DPpOo]+|x[Dd]+)\s*$")


def _unsmiled(line: str) -> str:
    """The line folded, less what ends it that is no letter or digit: a smile ("PLÁN :-)",
    "díky 🙂", "díky :D"), a bracket, a run of marks."""
    return _bare(_smile_cut(line))


def _smile_cut(line: str) -> str:
    """The line as written less the smile, bracket or marks that end it ("every move off :)",
    "Time zone America/New_York.": a zone's case kept)."""
    line = _LETTER_SMILE.sub("", line)
    end = len(line)
    while end and not line[end - 1].isalnum():
        end -= 1
    return line[:end].rstrip()


_SIGN_MARKS = "-~/–—|* "  # how a name is set off under a text: "/Petr", "-Maarten", "~ Petr"
_TITLES = frozenset("ing mgr bc dr mudr judr phdr rndr doc prof ph.d phd mba msc bsc mr mrs ms "
                    "jr sr van der de den von la le".split())


def signs_off(line: str) -> bool:
    """Whether a line has the shape of a name signed under a text ("Petr Novák", "P. N.",
    "-Maarten de Jong", "Ing. Jana Malá, Ph.D."): a few words, each a capitalised name, an
    initial or a title, no digits."""
    # what is said in brackets after a name is no part of it: "Petr Novák (Brno)", "Petr (7)"
    parts = re.sub(r"\([^()]*\)", " ", line).strip(_SIGN_MARKS + ",.").replace(",", " ").split()
    if not 1 <= len(parts) <= 4:
        return False
    named = False
    for part in parts:
        bare = part.rstrip(".")
        if fold(bare) in _TITLES or fold(part) in _TITLES:
            continue
        if not bare.replace("-", "").isalpha() or not bare[0].isupper():
            return False
        if len(bare) > 1 and not bare[1:].replace("-", "").islower():
            return False
        named = named or len(bare) > 1 or part.endswith(".")
    return named


_SIGNATURE_WORDS = 2  # a name signed at the end: "Ondra", "Petr N.", "Jana Malá"


def _signed_last(lines: list[str], number: int, is_move: Callable[[str], bool] | None) -> bool:
    """Whether line `number` is a name signed under the mail: its last line, after an empty
    one, of one or two capitalised words that are no command and no move of the game."""
    line = lines[number].strip()
    if number == 0 or lines[number - 1].strip() or any(rest.strip() for rest in
                                                       lines[number + 1:]):
        return False
    if len(line.split()) > _SIGNATURE_WORDS or not signs_off(line):
        return False
    if _command(line).kind is not CommandKind.GAME:  # "Stav", "Nápověda": a command alone
        return False
    return is_move is None or not is_move(line)


def _name_forms(name: str) -> set[str]:
    """'Eva Horáková' -> {'eva horakova', 'eva', 'horakova', 'evka', 'evicka'}: the name, its
    words and the short forms of its given name ("Ondra" signs Ondřej Král's mail)."""
    folded = " ".join(fold(name).replace(",", " ").split())
    return {folded, *folded.split(), *(fold(f) for f in nickname_forms(name) if " " not in f)} \
        - {""}


def is_courtesy(line: str) -> bool:
    """A greeting or closing: 'Ahoj,' 'Dobrý den Petře,' 'Díky!' 'S pozdravem' 'Thanks, Tom'."""
    if _is_closing(line):
        return True
    folded = _bare(line)
    # A greeting may carry a name ("Ahoj Petře,") but then ends with a comma or an exclamation,
    # and says nothing more after it ("Ahoj Evo, pozastav hru!" holds a control, ask55).
    return any(
        folded == greeting or (folded.startswith(greeting + " ") and line.rstrip()[-1:] in ",!"
                               and not _a_sentence(line.partition(",")[2]))
        for greeting in _GREETINGS
    )


# A signature's shape under a message: the "-- " delimiter, initials alone ("L.", "P. N.", "JN").
_SIGNATURE_RULE = re.compile(r"^[-–—_]{2,}\s*$")
_INITIALS = re.compile(r"^[-~/–—]*\s*(?:[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]\.?\s*){1,3}$")


def _signature(line: str, names: set[str]) -> bool:
    """Whether a line under a message is its writer's signature rather than its words: the
    delimiter, initials, a closing and a name ("S pozdravem Lucie", "Zdraví Petr"), or a name
    of the writer's initial ("Lucka" under a message of Lucie Malá)."""
    if _SIGNATURE_RULE.match(line) or _INITIALS.match(line):
        return True
    folded = _bare(line)
    for closing in (*_CLOSINGS, "zdravi", "pozdravuje", "tvuj", "tvoje", "vas", "vase"):
        if folded.startswith(closing + " ") and signs_off(line[len(closing):].strip(" ,")):
            return True
    initials = {name[:1] for name in names}
    return signs_off(line) and folded[:1] in initials


def _signs_off_message(line: str) -> bool:
    """Whether a line under a message closes it: a closing alone or with a name or another
    courtesy after its comma ("Díky!", "Thanks, Tom", "Díky, mějte se"), not a sentence that
    opens with a closing word ("Díky, že hrajete, bylo to fajn")."""
    if not _is_closing(line):
        return False
    tail = line.partition(",")[2].strip(_TRAILING + "-–—")
    return not _unsmiled(tail) or signs_off(tail) or is_courtesy(tail)


def _is_closing(line: str) -> bool:
    # "Cheers 🎉", "Díky :-)": a closing with a smile after it; "Ahoj, Petr" with a name, but
    # never a line that goes on to ask or say something ("Ahoj, jak můžu prodat pole?")
    # nor one whose writer goes on in the first person ("Thanks, I accept 1", "Best, I'll buy
    # it": a sentence after a closing word, never a name signed; it was dropped as courtesy)
    # nor a greeting that goes on with a sentence of its own ("Ahoj, pozastav hru!" is a
    # control after a greeting, ask55): a name, a word or the courtesy's own words may follow.
    # Thanks before a statement stay courtesy: "Thanks, we got your request." is a ticket
    # system's acknowledgement of our answer, never to be answered (no mail loop)
    head, _, rest = _unsmiled(line).partition(",")
    return head.strip() in _CLOSINGS and not (rest.strip() and line.rstrip().endswith("?")) \
        and rest.split()[:1] not in _GOES_ON \
        and not (head.strip() in _GREETINGS and _a_sentence(line.partition(",")[2]))


# what may follow a closing's comma in more than one word, folded ("Díky, moc a moc!",
# "Thanks, all the best", "Ahoj, hezký den")
_AFTER_CLOSING = frozenset("""
    moc mockrat predem a vsem vsichni vam ti za vse vsechno hezky pekny den vecer vikend mejte
    mej se zatim pa brzy zase priste uvidenou slysenou
    all the best a lot so much very much again for everything have nice good day weekend
    everyone guys see you soon later take care bye cheers got it noted understood perfect
    great super fajn ok okay jasne rozumim beru na vedomi
""".split())


def _a_sentence(rest: str) -> bool:
    """Whether the words after a closing's comma are a sentence of their own: two or more
    words, the first in lower case, not all of them courtesy's."""
    words = [w.strip(",!.:;") for w in rest.split()]
    words = [w for w in words if w]
    return len(words) >= 2 and words[0][:1].islower() \
        and not {fold(w) for w in words} <= _AFTER_CLOSING


_GOES_ON = [[word] for word in "i i'll i'd i'm i've".split()]
