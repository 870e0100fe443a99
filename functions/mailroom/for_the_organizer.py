"""The sentences of a player's mail in a running game that are the organizer's, not the
table's (issue 42): words calling the organizer by name or office ("Díky Evo za organizaci",
"Evo, můžeš prosím prodloužit termín?", "Organizátore, …", "Hi Eva, …"), thanks for organizing
the game, a request only the organizer can carry out ("Vyřaďte prosím Toma", "pozastavte hru",
more time: organizer_requests) and a question of who plays a seat ("A hraje za Petra už
Kateřina?"), which only the organizer knows. The sentences after one of them on its line that
are no move go with it. Such words are mailed to the organizer alone: never to the players."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from dataclasses import dataclass

from functions.mail.commands import is_courtesy
from functions.service.play.explain import phrase
from functions.service.records.game import GameRecord
from rules.czech_names import DATIVE, decline, gender
from rules.text import fold

from . import asking, organizer_questions, organizer_requests
from .addressed import calling_forms
from .questions import stands_in

__all__ = ["ORGANIZER_TOPICS", "ForTheOrganizer", "asks_the_organizer", "for_the_organizer",
           "passed_to_organizer"]

# the organizer called by their office, in the vocative, the nominative and English
_OFFICE = frozenset("""organizatore organizatorko organizator organizatorka organizatorce
    poradateli poradatelko poradatel poradatelka organizer organiser""".split())
# thanks for the game's organizing, to whom the thanks are due without a name ("Díky za
# organizaci", "Děkuji paní Dvořákové za uspořádání hry", "Thanks for organizing this")
_THANKS_FOR_IT = re.compile(
    r"\b(?:diky|dik|dekuji|dekuju|dekujeme|thanks|thank you)\b.*\b(?:za (?:\w+ )?(?:organizac\w*|"
    r"usporadani|zorganizovani|organizovani|pripravu hry|vedeni hry)|"
    r"for (?:\w+ )?(?:organi[sz]ing|hosting|running|setting up)\b)")
# a question of who plays a seat, the organizer's to answer ("A hraje za Petra už Kateřina?",
# "může za Petra hrát Kateřina?", "Is Kate playing for Peter now?")
_WHO_PLAYS = re.compile(r"\b(?:hraje|hrat|bude hrat|hrala|hral|playing|play|plays) (?:\w+ )?"
                        r"(?:za|for|instead of|misto)\b|\b(?:nahradi|zastoupi|vystrida)\b|"
                        # the verb after whom ("může za Petra hrát Kateřina?")
                        r"\b(?:za|misto) \w+ (?:\w+ )?(?:hrat|hraje|hrala|hral|bude hrat)\b")
# the controls only the organizer carries out (organizer_requests' actions)
_CONTROLS = frozenset({"pause", "resume", "extend", "timing", "cancel", "remove"})
ORGANIZER_TOPICS = frozenset({"add", "remove", "cancel", "silent", "away", "again"})
"""What only an organizer asks (organizer_questions' topics): how to give a seat to someone
else, take a player out, cancel; who has not answered, whom a bot plays for; a new game. Who
is on turn, who leads, when it ends, their own deadline ("Do kdy mám termín?") are every
player's questions too."""
# the writer's own seat or absence ("může za mě hrát robot?", "jedu na dovolenou, …", "can
# someone play for me?"): a player's question, not the office's
_MINE = re.compile(r"\b(?:za (?:me|mne)|misto (?:me|mne)|for me|instead of me|jsem|budu|jedu|"
                   r"odjizdim|nebudu|i'm|i am|i'll|i will|my)\b")
_OF_A_SEAT = frozenset({"add", "away"})


def asks_the_organizer(text: str) -> bool:
    """Whether `text` asks a question only an organizer asks (ORGANIZER_TOPICS), of a seat
    not the writer's own: from the seated organizer's address, the organizer's to answer."""
    topics = set(organizer_questions.asked(text)) & ORGANIZER_TOPICS
    if topics and topics <= _OF_A_SEAT and _MINE.search(fold(text)):
        return False
    return bool(topics)


@dataclass(frozen=True)
class ForTheOrganizer:
    """The words for the organizer as written (`said`), the mail less them (`rest`; a sentence
    the service acts on too, "Hi Eva, I'll be away next week", stays), the controls they ask
    for (`requests`) and whether they ask the organizer a question (`asks`)."""

    said: str
    rest: str
    requests: tuple[str, ...] = ()
    asks: bool = False


def for_the_organizer(text: str, organizer: str, game: GameRecord, today: dt.date,
                      is_move: Callable[[str], bool], keeps: Callable[[str], bool],
                      own: bool = False) -> ForTheOrganizer | None:
    """The organizer's words of a player's mail `text` in `game`, organized by `organizer`
    (the name they gave, "" when none) who holds no seat; None when no sentence is theirs.
    `is_move` tells a sentence the game reads a move in (never the organizer's), `keeps` one
    the service acts on as well (it stays in the mail). With `own`, the mail is the seated
    organizer's own: a question only an organizer asks ("Jak vyměním Petru za Kateřinu?",
    "Kdo se ještě neozval?") is theirs too, a player's question ("Kdo vede?") stays."""
    players = {form for seat in game.seats if seat.name for form in calling_forms(seat.name)}
    called = (calling_forms(organizer) - players if organizer else frozenset()) | _OFFICE
    said: list[str] = []
    rest: list[str] = []
    requests: list[str] = []
    asks = False
    for line in text.splitlines():
        kept: list[str] = []
        taking = False  # a sentence of the line went to the organizer: the next go with it
        for sentence in asking.SENTENCE.findall(line) or [line]:
            folded = " ".join(fold(sentence).split())
            if not folded or is_move(sentence):
                taking = False
                kept.append(sentence)
                continue
            calls = _calls(folded, called)
            wanted = [r.action for r in organizer_requests.read_all(sentence, game, today)
                      if r.action in _CONTROLS and (calls or not r.asks and _of_the_game(
                          r, folded))]
            # ("Can someone play for me next week?" is the writer's own absence, the help's to
            # say how: questions.stands_in)
            question = asking.is_question(sentence) and bool(_WHO_PLAYS.search(folded)) \
                and not (own and _MINE.search(folded)) and not (
                    stands_in(sentence) and not calls) or own and asks_the_organizer(sentence)
            theirs = bool(wanted) or question or _THANKS_FOR_IT.search(folded) is not None \
                or calls and not _greeting_only(sentence, folded, called)
            if theirs or taking and not is_courtesy(sentence):
                said.append(sentence.strip())
                requests += [action for action in wanted if action not in requests]
                asks = asks or question
                taking = True
                if keeps(sentence):
                    kept.append(sentence)
            else:
                kept.append(sentence)
        rest.append("".join(kept).strip())
    if not said:
        return None
    return ForTheOrganizer(" ".join(said), "\n".join(rest).strip(), tuple(requests), asks)


# the game itself named, which a player's control of it names ("pozastavte hru"); a player's
# "Ruším tu první nabídku", "Cancel the $1,600 one" cancel their own offer, no game
_THE_GAME = re.compile(r"\b(?:hra|hru|hry|hre|hrou|partie|partii|game|match)\b")


def _of_the_game(request: organizer_requests.Request, folded: str) -> bool:
    """Whether a player's request not said to the organizer is one only the organizer does:
    more time, a player taken out by name, the game itself paused, resumed, cancelled or its
    time rules changed (never a player's own offer or order withdrawn)."""
    if request.action == "extend":
        return True
    if request.action == "remove":
        return request.seat is not None
    return _THE_GAME.search(folded) is not None


# the words of a greeting or thanks said to the organizer, or to all, that say nothing more
# ("Ahoj Evo,", "Díky Evo!", "Hi all, thanks Eva!")
_GREETING_WORDS = frozenset("""ahoj cau cus nazdar zdravim zdar dobry den dobre rano vecer diky dik
    dekuji dekuju dekujeme moc mockrat hi hello hey dear good morning evening thanks thank you
    thx all everyone everybody vsichni vsem vam ti""".split())


def _greeting_only(sentence: str, folded: str, called: frozenset[str]) -> bool:
    """Whether a sentence calling the organizer is a greeting or thanks alone, the mail's
    courtesy: "Ahoj všichni, díky Evo, že jsem se mohla přidat!" says more, and goes to them
    (it reached nobody, issue 42)."""
    return is_courtesy(sentence) and all(
        word in called or word in _GREETING_WORDS for word in re.findall(r"[^\W\d_]+", folded))


def _calls(folded: str, called: frozenset[str]) -> bool:
    """Whether a sentence calls the organizer: by a form of their name or their office."""
    return any(word in called for word in re.findall(r"[^\W\d_]+", folded))


# the organizer as the writer is told of them, by the gender of their name ("" unsure)
_WHOM = {("cs", "f"): "organizátorce {name}", ("cs", "m"): "organizátorovi {name}",
         ("cs", ""): "pořadateli hry ({name})", ("en", "f"): "{name}", ("en", "m"): "{name}",
         ("en", ""): "{name}"}
_WHO = {("cs", "f"): "ona", ("cs", "m"): "on", ("cs", ""): "pořadatel hry",
        ("en", "f"): "she", ("en", "m"): "he", ("en", ""): "the organizer"}


def passed_to_organizer(lang: str, organizer: str, text: str, request: bool, asks: bool) -> str:
    """What the writer is told of their words passed on to the organizer named `organizer`:
    to whom they went ("organizátorce Evě Dvořákové", the gender from the name), not to the
    players; that only the organizer carries out a `request`; that they answer a question."""
    lang = "cs" if lang == "cs" else "en"
    sex = gender(organizer) or "" if "@" not in organizer else ""
    name = (decline(organizer, DATIVE) if lang == "cs" and sex else None) or organizer
    said = [phrase(lang, "passed_to_organizer", organizer=_WHOM[lang, sex].format(name=name),
                   text=text)]
    who = _WHO[lang, sex]
    if request:
        said.append(phrase(lang, "passed_request", who=who))
    if asks:
        sentence = phrase(lang, "passed_question", who=who)
        said.append(sentence[:1].upper() + sentence[1:])
    return " ".join(said)
