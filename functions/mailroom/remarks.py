"""Clauses of a reply's line that tell of someone else's doing, not the player's own move:
"Myslím, že Bob dá velkou do Prahy", "Brno potřebuje střední", "Velká v Brně by se hodila",
"Bob asi dá krále", "I think Bob bids 7", "Bob will play the king"."""

from __future__ import annotations

import re

from functions.mailroom import asking
from functions.mailroom.game_words import holds_game_word
from rules import Lexicon
from rules.text import fold, words

# Where a line splits into clauses: punctuation (not inside numbers) and the conjunctions that
# open a clause of its own ("Myslím, že …", "…, ale dám ji do Prahy", "I think that …").
_CLAUSE = re.compile(r"[,;:!?()…]|(?<!\d)\.(?!\d)|\s[-–—]\s"
                     r"|\s(?=(?:že|ze|ale|but|that|zatímco|zatimco|while|whereas)\s)",
                     re.IGNORECASE)
# A piece going or a region getting it is the player's own move said of the piece ("Do
# Prahy jde velká", "Brno dostane malou", "Na stůl jde kárová dvojka"): never another's verb.
_OF_THE_PIECE = frozenset(
    "jde pujde putuje poputuje leti miri patri dostane dostanes prijde goes gets".split())
# Verbs of another's need or wish in the third person ("Brno potřebuje střední", "Bob chce
# Prahu", "Plzeň si zaslouží velkou", "Brno needs a large one").
_THEIR_VERBS = frozenset("chce potrebuje zaslouzi snese chybi hodi needs wants deserves".split())
# The words of the first person that take a "will" or "would" as the player's own ("I will
# bid 5", "I'd play the 3"); a player named or a pronoun of another before them is another's
# subject ("Bob will play the king", "he would bid 9").
_I = frozenset("i we i'll i'd we'll we'd".split())
_WILL = frozenset("will would could should might".split())
_THEY = frozenset("he she it they someone somebody everyone nobody on ona oni".split())
# The first person's conditional ("velkou bych dala do Plzně") is the player's polite move;
# a "by" without it is another's or nobody's ("Velká v Brně by se hodila", "Bob by dal …").
_OWN_CONDITIONAL = frozenset("bych bychom bysme byste bys som sme".split())  # Slovak "by som"
# Adverbs between a subject and its verb ("Ann probably bids 12", "Bob asi dá krále").
_ADVERBS = frozenset("probably surely certainly likely maybe always usually again just "
                     "asi urcite jiste zase vzdycky nejspis mozna pry zrovna".split())
_POINTERS = frozenset("ji ho ju it one".split())  # "dám ji do Prahy": the one named before
# and at a field, after "za" ("dám ti za ni / za něj …")
_POINTERS_OF_A_FIELD = frozenset("ni nej nho".split())
# Words pointing at the place another's clause named ("Cyril dal velkou do Brna, já dám tam
# střední"): the game reads the whole sentence.
_THERE = frozenset("tam tamhle there".split())
# Words saying the player does as the other did ("Bob zahrál 2C, já taky 2C"): which move is
# meant is asked back.
_ECHO = frozenset("taky take tez rovnez stejne too also same".split())


def clauses(line: str) -> list[str]:
    """The clauses of `line`, cut at its punctuation and at the conjunctions opening one."""
    return [piece for piece in _CLAUSE.split(line) if piece and piece.strip()]


def _third_person(word: str, commands: frozenset[str]) -> bool:
    """Whether `word` is the third person of one of the game's verbs in the first person:
    "dá" of "dám", "hraje" of "hraju", "přihazuje" of "přihazuji", "hodí" of "hodím"."""
    if word in _OF_THE_PIECE or word in commands:
        return False
    if len(word) > 1 and word + "m" in commands:
        return True
    return len(word) > 3 and word.endswith("e") and (
        word[:-1] + "u" in commands or word[:-1] + "i" in commands)


def _past(word: str, commands: frozenset[str]) -> bool:
    """Whether `word` is the past of one of the game's verbs: "dal" or "dala" of "dám", "hrál" of
    "hraju", "zahrál" of "zahraju"."""
    if len(word) > 2 and word.endswith(("l", "la", "li", "lo")):
        stem = word[:word.rindex("l")]
        return stem + "m" in commands or stem + "ju" in commands
    return False


# English pasts of the games' verbs that are not the verb and "-ed" ("Ann put her large one in
# Brno", "Bob bought the saloon"): another's act told, no move of the player's.
_PAST_EN = frozenset("put bought sold took gave went threw bid led".split())


def _past_en(word: str, commands: frozenset[str]) -> bool:
    """Whether `word` is the English past of one of the game's verbs: "placed" of "place",
    "played" of "play", "bought" of "buy"."""
    return word in _PAST_EN or len(word) > 4 and word.endswith("ed") and (
        word[:-1] in commands or word[:-2] in commands)


def _subject(word: str, lexicon: Lexicon, capitals: set[str]) -> bool:
    """Whether `word` may be another's subject: a player or place named, a name written with
    a capital, or "he", "they"."""
    return word not in _I and word not in _ANSWERS \
        and (word in _THEY or word in lexicon.names or word in capitals)


# A yes or no opening a sentence is written with a capital, and is nobody ("No stars, thanks.")
_ANSWERS = frozenset("no yes ne ano jo ok okay nope nah yep".split())


def anothers(clause: str, lexicon: Lexicon) -> bool:
    """Whether `clause` tells what someone or something else does, needs or would like: its
    verb is another's (the third person of a verb of the game or of needing, "by" without
    "bych", "will" after another's name) and the player's "já" / "I" is not its subject."""
    found = words(clause)
    capitals = {w for part in clause.split() if part[:1].isupper() for w in words(part)}
    for at, word in enumerate(found):
        before = [w for w in found[:at] if w not in _ADVERBS]
        if word.endswith("'ll") and word not in _I:
            return True  # "he'll", "Bob'll"
        if word in _WILL and before and _subject(before[-1], lexicon, capitals) \
                and found[at + 1:at + 2] != ["you"]:  # ("hey lucy would you sell me …": asked)
            return True  # "Bob will play the king", "Ann would bid 9"
        if word == "by" and not _OWN_CONDITIONAL.intersection(found) and any(
                w == "se" or w.endswith(("l", "la", "lo", "li")) for w in found):
            return True  # "Velká v Brně by se hodila", "Bob by dal velkou do Prahy"
        if word in _THEIR_VERBS or len(word) > 5 and word.endswith("uje") \
                and word not in lexicon.commands and word not in _OF_THE_PIECE:
            return True  # "Brno potřebuje střední", "Bob chce Prahu"
        if _third_person(word, lexicon.commands) and not {"ja", "i"}.intersection(before[-1:]):
            return True  # "Bob dá velkou do Prahy", "Petr asi zahraje eso"
        if before and _subject(before[-1], lexicon, capitals) \
                and _past(word, lexicon.commands) and not _OWN_CONDITIONAL.intersection(found):
            return True  # "Ann dala minule dvanáctku", "Bob hrál krále": a card played before
        if before and _subject(before[-1], lexicon, capitals) and _past_en(word, lexicon.commands):
            return True  # "Ann placed a small one in Opava", "Bob bought the saloon"
        if before and word.endswith("s") and word[:-1] in lexicon.commands \
                and _subject(before[-1], lexicon, capitals):
            return True  # "I think Bob bids 7", "Bob plays the king"
    return False


def set_apart(line: str, lexicon: Lexicon | None) -> tuple[str, list[str]]:
    """The line less its clauses of another's doing, and those clauses ([] when none)."""
    if lexicon is None:
        return line, []
    kept: list[str] = []
    told: list[str] = []
    # a question is no remark ("hlasim 1. jaky je trumf a kdo vynasi?": who leads is asked,
    # not told): the clauses of the sentences that open as questions are not read for one
    asked = [s for s in asking.sentences(line)
             if asking.opens_as_question(fold(s))]
    for clause in clauses(_without(line, asked)):
        # a clause of another's without a word of the game is chatter the reader passes over
        (told if anothers(clause, lexicon) and holds_game_word(clause, lexicon)
         else kept).append(clause)
    if not told:
        return line, []
    return ", ".join(c.strip() for c in kept), told


def _without(line: str, sentences: list[str]) -> str:
    """The line less the given sentences of it."""
    for sentence in sentences:
        line = line.replace(sentence, " ")
    return line


def points_there(own: str) -> bool:
    """Whether the player's own clauses point at the place another's named ("tam")."""
    return any(w in _THERE for w in words(own))


def points_back(own: str) -> bool:
    """Whether the player's own clauses point at a thing named before ("dám ti za ni …")."""
    return any(w in _POINTERS or w in _POINTERS_OF_A_FIELD for w in words(own))


def echoes(own: str) -> bool:
    """Whether the player's own clauses say they do as another did ("já taky 2C")."""
    return any(w in _ECHO for w in words(own))


def pointed_at(own: str, told: list[str], lexicon: Lexicon) -> str:
    """The player's own clauses with their "ji" / "it" made the one word of the game another's
    clause named ("Brno potřebuje střední, ale dám ji do Prahy" -> "ale dám střední do
    Prahy"); '' when they point at nothing, or at more than one word."""
    if not any(w in _POINTERS for w in words(own)):
        return ""
    named = {word for clause in told for word in re.findall(r"[\w']+", clause)
             if any(w in lexicon.commands and not _third_person(w, lexicon.commands)
                    for w in words(word))}
    if len(named) != 1:
        return ""
    return " ".join(named.pop() if words(part) and words(part)[0] in _POINTERS else part
                    for part in own.split())
