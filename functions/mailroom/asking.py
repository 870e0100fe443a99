"""The one reading of whether a sentence of a player's mail is a question and where its
questions are: the mail split into sentences, a question known by its "?" or by how it opens
(Czech with and without diacritics, English, after "a", "and", "ahoj", "btw" ...), and one
sentence that asks several things ("Kolik mám peněz a kdy budu na tahu?") split into its
questions. What a question asks about is each reader's own (questions: how to play;
state_questions: where the game stands; organizer_questions: an organizer's game)."""

from __future__ import annotations

import itertools
import re

from rules.text import fold

# A sentence: up to its end mark, or a line (a question is often a line of its own); its mark
# kept, as the "?" tells a question (rules.text.sentences drops it, and keeps a number's dot)
SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# The words a question may open with before its asking word: "a", "and", a greeting in any
# register ("Dobrý den, co mám vlastně dělat?", "Good morning, what …"), "btw"
LEAD = (r"(?:(?:a|and|tak|so|prosim|please|ok|jo|btw|mimochodem|jeste|hele|ahoj|hi|hello|"
        r"hey|by the way|also|jinak|a jeste|dobry den|dobry vecer|dobre (?:rano|odpoledne)|"
        r"zdravim|zdravime|cau|nazdar|good (?:morning|afternoon|evening))[,\s]+)*")
# How a question of how to do something, or whether one may, opens ("jak se …", "můžu …",
# "can I …", "what do I write …"); "jak dlouho", "how many" ask how things stand
HOW_OPENERS = (r"jak|kdy|muzu|mohu|muzeme|smim|lze|da se|jde to|co mam|co musim|co napsat|"
               r"co delat|je mozne|how|when|can i|could i|may i|is it possible|what do i|"
               r"what should i|where do i|do i|proc")
# How a question of a fact opens ("kolik …", "kdo …", "who …", "did …", "koupil …?" is known
# by its mark only: a Czech yes/no question opens with its verb)
WHAT_OPENERS = (r"kolik|kolikaty|kolikata|kdo|kdy|kde|ci|jak|jaky|jake|jaka|co|do kdy|"
                r"how|who|whose|when|where|what|which|am i|do i|is it|are we|did|does|"
                r"has|is there|are there|is this|is that|why")
OPENS = re.compile(rf"^{LEAD}(?:{HOW_OPENERS}|{WHAT_OPENERS})\b")
# A clause inside a sentence that opens a further question: after a comma, "a", "and",
# "also", "a taky" ("Kolik mám peněz, co vlastním a kdy jsem na řadě?")
_JOINT = re.compile(rf"(?:,\s*|;\s*|\s+(?:a|and|also|a taky|a jeste|and also)\s+)"
                    rf"(?=(?:{WHAT_OPENERS}|{HOW_OPENERS})\b)")


def sentences(text: str) -> list[str]:
    """The sentences (or lines) of `text`, stripped, without the empty ones."""
    return [s for found in SENTENCE.finditer(text) if (s := found.group(0).strip())]


def opens_as_question(folded: str) -> bool:
    """Whether a folded sentence opens as a question (its asking word after a lead-in)."""
    return OPENS.search(folded.strip(" ,;:-")) is not None


def is_question(sentence: str) -> bool:
    """Whether a sentence is a question: it ends in "?" or opens as one."""
    return sentence.rstrip().endswith("?") or opens_as_question(fold(sentence))


def parts(folded: str) -> list[str]:
    """The questions one folded sentence asks, in its order ("kolik mam penez a kdy budu na
    tahu?": "kolik mam penez", "kdy budu na tahu?"); the sentence alone when it asks one."""
    folded = re.sub(rf"^{LEAD}", "", folded)
    cut = [0, *(found.start() for found in _JOINT.finditer(folded)), len(folded)]
    pieces = [folded[start:end].strip(" ,;") for start, end in itertools.pairwise(cut)]
    pieces = [re.sub(r"^(?:a|and|also|a taky|a jeste|and also)\s+", "", p) for p in pieces]
    return [p for p in pieces if p] or [folded]
