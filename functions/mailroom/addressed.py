"""The words a reply says to someone at the table beside its moves ("Koupit. Jano, chceš radši
moji pomoc proti Tomášovi?", "buy\\nBob, how's jail treating you? :)", "Ahoj, beru. A všem:
hodně štěstí!"): each such sentence is a message to whom it calls, as table talk
(docs/table-talk.md), never a move (review 22n: they reached nobody, without a word).

A sentence is said to a player when it opens with the name it calls them by (a first name, a
surname or a short form, in the nominative or the vocative: Jano, Tome, Petře, Lucko, Bob), set
apart by a comma, a colon or a dash, or after "@" ("@Tom …"), perhaps after "a", "PS" or a
greeting ("Ahoj Jano, …"); it is said to everyone after "všem:" / "everyone:". The sentences
after it that are no move and call nobody else are part of its message. A sentence the game
reads a move in, or one of courtesy alone ("Ahoj Petře", "Jano, díky"), is none.

The words a reply says with its answer to a trade offer ("Tomáši, za 3000 ne, to je moc.",
"No thanks, I'd want at least $4,000 for it.") go to the offer's maker the same way, as the
writer wrote them (said_with_answer): the answer's news alone lost the reason and the
counter-price (issue 42, the newcomer reviews of WesternPoly by mail)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from functions.mail.commands import Command, CommandKind, is_courtesy, sentences, to_everyone
from functions.service.ledger.press import EVERYONE
from rules.czech_names import called_forms, nickname_forms
from rules.text import fold

from .offer_answers import clauses

__all__ = ["calling_forms", "said_to_others", "said_with_answer"]

# what may come before the name called: "A Jano, …", "PS Bob: …", "Ahoj Jano, …", "Hi Bob, …"
_LEAD = re.compile(r"^(?:(?:a|and|jo a|jinak|btw|ps|p\.\s?s\.|oh|hele|hey|hi|hello|ahoj|čau|"
                   r"cau|nazdar|zdravím|zdravim|milá|mila|milý|mily|dear|tak|no)\b[\s,:]*)+",
                   re.IGNORECASE)
# the name called and what is said to its bearer: "Jano, …", "Bob: …", "Tom - …"; "@Tom …"
_CALLED = re.compile(r"^(?P<name>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*)?)"
                     r"(?:\s*[,:!]|\s+[-\u2013\u2014]+|(?=\s*$))\s*(?P<rest>\S.*)?$", re.DOTALL)
_AT = re.compile(r"^@(?P<name>[^\W\d_][\w\-]*)[\s,:!\-\u2013\u2014]*(?P<rest>\S.*)?$", re.DOTALL)
# the whole table called as people call it ("Lidi, …", "Guys, …") besides press.EVERYONE
_CROWD = EVERYONE | frozenset({"lidi", "kluci", "holky", "vsichni", "guys", "folks", "people",
                               "y'all", "you all"})


def calling_forms(name: str) -> frozenset[str]:
    """The folded words a player named `name` is called by at the head of a sentence: each
    word of the name and of its short forms, in the nominative and the vocative."""
    said = {*name.split(), *nickname_forms(name)}
    return frozenset(called for word in said for called in called_forms(word))


def said_to_others(line: str, called: Mapping[str, frozenset[str]],
                   is_move: Callable[[str], bool]) -> list[Command]:
    """The messages a line says to people at the table: a SAY to the seat `called` names (seat
    id → calling_forms of its holder; the writer and bots left out) or to everyone, its text the
    sentences as written; a sentence `is_move` reads a move in is never one."""
    spans = _spans(line)
    found: list[Command] = []
    at = 0
    while at < len(spans):
        sentence = line[spans[at][0]:spans[at][1]]
        whom, rest = _whom(sentence, called)
        if whom is None or is_move(sentence):
            at += 1
            continue
        last = at
        if not rest:  # "Tom - nice move!": the name alone, what follows said to him
            if at + 1 >= len(spans) or is_move(following := line[slice(*spans[at + 1])]) \
                    or _whom(following, called)[0] is not None:
                at += 1
                continue
            last = at + 1
        while last + 1 < len(spans):
            following = line[slice(*spans[last + 1])]
            if is_move(following) or is_courtesy(following) \
                    or _whom(following, called)[0] is not None:
                break
            last += 1
        start = spans[at][0]
        if not whom and rest:  # to everyone: the words after "všem:", as SAY všem: sends them
            start += sentence.rindex(rest)
        text = line[start:spans[last][1]].strip()
        if not _courtesy_alone(text, rest or line[slice(*spans[last])]):
            found.append(_message(whom, text))
        at = last + 1
    return found


# the words of a bare yes or no to an offer, with its greeting and thanks: a clause of them
# alone says nothing more to the offer's maker than the answer's news does ("Ahoj Petře, díky,
# ale ne.", "Nabídku 1 odmítám.", "No thanks.", a pass beside the yes: "Pass. Ann, thanks, I
# accept.", "No buying for me. Ann, I accept", issue 42)
_BARE_ANSWER = frozenset(fold(w) for w in """
    ne nee neee ano jo jj ok okej dobre dobře diky díky dik dík dekuji děkuji dekuju
    děkuju prijimam přijímám odmitam odmítám beru neberu nabidku nabídku nabidka nabídka
    nabidky nabídky obchod obchodu za plati platí dohodnuto domluveno souhlasim souhlasím to
    tu ji ho tvou tvoji vasi vaši obe obě obema oběma od ti prodam prodám prodavam prodávám
    koupim koupím sell buy je tvoje tvůj tvuj prodano prodáno its s yours all
    no nope nah yes yeah yep sure ok okay thanks thank you accept accepted decline declined
    deal offer the your it for not i ll take both one ahoj cau čau zdravim zdravím hele ale
    bohuzel bohužel sorry promin promiň hi hello hey but dear mily milý mila milá
    pass pas buying me""".split())


# thanks said with "moc" ("díky moc"): courtesy, where "moc" alone weighs a price ("to je moc")
_THANKS = re.compile(r"\b(?:diky|dik|dekuji|dekuju) moc\b|\bmoc (?:diky|dekuji|dekuju)\b")
# a clause that ends in "too" is a move of its own said short ("Chatrč taky", "and the
# shooting range too"), never the answer's reason
_ALSO_LAST = re.compile(r"(?<![\w'])(?:taky|take|tez|rovnez|too|also|as well)\W*$")


def said_with_answer(line: str, maker: str, names: frozenset[str], passed_on: Sequence[str],
                     read_alone: Callable[[str], str], *, person: frozenset[str]
                     ) -> Command | None:
    """The message to the seat `maker` of `line`, a reply's line read as an answer to their
    offer, as written (less the sentences `passed_on` to others already and those that are
    other moves), when it says more than the answer: a clause not only of the words of a bare
    yes or no, numbers and the maker's `names`, that is no other move (nor one said "too":
    "Chatrč taky") and without which the line is still read as the answer ("to je moc",
    "Good luck!", "radši si to nechám" beside "ne díky"); `read_alone` names what the game reads in a text alone: "answer" (to an
    offer), "move" (another move of the writer's) or "" (none). None for an answer alone
    ("Nemám zájem, díky.", "Pass.")."""
    every = sentences(line)
    kept = [s for s in every if s not in passed_on and read_alone(s) != "move"]
    if any(_said_of(s, person) for s in kept):  # (`person`: the maker's names of `names`)
        return None  # "Ann mi nabízí málo, nevezmu to.": said of the maker, not to them
    said = line.strip() if kept == every else " ".join(kept)
    pieces = [clause for sentence in kept for clause in clauses(sentence)]
    for at, clause in enumerate(pieces):
        words = {w for w in re.findall(r"[^\W\d_]+", _THANKS.sub(" ", fold(clause)))} \
            - _BARE_ANSWER - names
        if words and read_alone(clause) != "move" and not _ALSO_LAST.search(fold(clause)) \
                and not _signed_off(clause) \
                and read_alone(", ".join(pieces[:at] + pieces[at + 1:])) == "answer":
            return _message(maker, said)
    return None


def _signed_off(clause: str) -> bool:
    """Whether a clause is a closing, with the writer's name signed after it or not ("S
    pozdravem Jakub", "Best regards"): the mail's, no word to the offer's maker."""
    if is_courtesy(clause):
        return True
    head, _, name = clause.strip().rpartition(" ")
    return bool(head) and name.isalpha() and name[:1].isupper() and is_courtesy(head)


# a name set apart by these is called (the vocative: "Tome, …", "…, Anno."); one that runs on
# into the clause is spoken of ("Ann mi nabízí málo")
_APART = frozenset(",:;!?.-–—")


def _said_of(sentence: str, names: frozenset[str]) -> bool:
    """Whether a sentence speaks of a player by one of their `names` (folded) rather than to
    them: a name that no comma, colon or end of the sentence sets apart."""
    folded = fold(sentence)
    for name in sorted(names, key=len, reverse=True):  # "tom hill" before "tom"
        folded = re.sub(rf"(?<![\w']){re.escape(name)}(?![\w'])", "\0", folded)
    for at in (i for i, c in enumerate(folded) if c == "\0"):
        before, after = folded[:at].rstrip(), folded[at + 1:].lstrip()
        if not (after[:1] in _APART or not after or before[-1:] in _APART and (
                not after or after[:1] in _APART)):
            return True
    return False


def _spans(line: str) -> list[tuple[int, int]]:
    """Where each sentence of a line (commands.sentences) stands in it."""
    spans: list[tuple[int, int]] = []
    start = 0
    for sentence in sentences(line):
        begin = line.find(sentence, start)
        spans.append((begin, begin + len(sentence)))
        start = begin + len(sentence)
    return spans


def _whom(sentence: str, called: Mapping[str, frozenset[str]]) -> tuple[str | None, str]:
    """(the seat a sentence is said to, or "" for everyone; what it says after the name), or
    (None, "") for a sentence that calls nobody at the table."""
    if (everyone := to_everyone(_LEAD.sub("", sentence))) is not None:
        return "", everyone.argument.partition(":")[2].strip()
    said = _LEAD.sub("", sentence.strip())
    head = _AT.match(said) or _CALLED.match(said)
    if head is None:
        return None, ""
    words = head.group("name").split()
    if not all(w[:1].isupper() for w in words):  # a name is written with its capital
        return None, ""
    folded = [fold(w) for w in words]
    if " ".join(folded) in _CROWD:
        return "", head.group("rest") or ""
    seats = [seat for seat, forms in called.items() if all(w in forms for w in folded)]
    return (seats[0], head.group("rest") or "") if len(seats) == 1 else (None, "")


def seat_called(line: str, called: Mapping[str, frozenset[str]]) -> str | None:
    """The seat the line's first sentence calls at its head ("Bobe, nabízím ti …"); None when
    it calls nobody at the table, or everyone."""
    spans = _spans(line)
    if not spans:
        return None
    seat, _ = _whom(line[spans[0][0]:spans[0][1]], called)
    return seat or None


def _courtesy_alone(text: str, said: str) -> bool:
    """Whether a message says nothing but courtesy ("Ahoj Petře", "Jano, díky!")."""
    return is_courtesy(text) or is_courtesy(said) or not any(c.isalnum() for c in said)


def _message(whom: str, text: str) -> Command:
    """The SAY of `text` to the seat `whom` ("" for everyone)."""
    return Command(CommandKind.SAY, text, argument=f"{whom}: {text}" if whom else f"all: {text}")
