"""Answers to a trade offer in a reply that name a price or keep the field ("Za 3200 ti ji
pustím", "za 6 000 ho beru", "Kurz si nechávám"): the game decides what such a text does to
the offer (`Game.offer_reply`: accept, decline, or decline and a counter-offer); this module
only finds the piece of the reply's line that says it, sentence by sentence, and says what
the line then plays, in order."""

from __future__ import annotations

import re
from collections.abc import Callable

from rules.text import sentences

from .reading import conditioned, in_conditional

# Where a line parts into the pieces one of which may be the answer: its sentences, its
# clauses ("Za tolik ne, dej mi za ni aspoň 3000"), the turn to a new price ("Za 2500 ne ale
# za 3500 ti ho dám"); a sentence ending in a price when a capital opens the next ("I won't
# sell it for 2500. For 3000 it's yours."); a smiley that ends a sentence as a dot does ("za
# patnáct stovek ani náhodou :) Za dva a půl tisíce by byla tvoje"; never a thumb, which
# answers); never the comma inside a number ("3,000"). Finer than rules.text.sentences (its
# clauses too), which the game's rule reads first (the whole line, then its sentences)
_SMILEY = r"\s*(?:[:;=8]-?[()DPp/\\|*]+|[\u263a\U0001F600-\U0001F64F\U0001F910-\U0001F92F])+(?=\s|$)\s*"
_PIECES = re.compile(r"(?<=[^\W\d])[.!?;]+(?=\s|$)|(?<=[^\W\d])[.!?;]+\s*(?=\S)|"
                     r"(?<=\d)[.!?;]+\s+(?-i:(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]))|"
                     r",?\s+(?:ale|but)\s+|,\s+|" + _SMILEY, re.IGNORECASE)


# A line in the offer's written form, its head before a colon ("Nabídka Anně:", "Offer to Bob:")
_OFFER_FORM = re.compile(r"\s*(?:nab[ií]dka|offer)\b[^:\n]{0,40}:", re.IGNORECASE)


def reply_in_line(line: str, read: Callable[[str], list[str] | None],
                  moves: Callable[[str, list[str]], bool]) -> list[str] | None:
    """The texts a line plays when it answers an offer by a price or the field kept: the
    pieces before the answer that hold `moves` of their own beside the answer's, the answer's
    moves (what `read` makes of its piece, or of the whole line), the pieces after it; None
    when no piece of the line is such an answer. A field kept is read of the whole line only:
    in a piece ("Chatrč kupuju, Modrou podkovu neprodám.") it is one answer among others, read
    with them (offer_answers)."""
    if (whole := read(line)) is not None:
        return _beside_whole(line, whole, read, moves)
    if _OFFER_FORM.match(line):  # "Nabídka Anně: dávám Modrou podkovu, chci U Hnědáka a 500 $":
        return None  # one offer in its form, never a gift before an answer cut at its comma
    # a piece trailing off ("Dám ti za ni 1 400…") ends its price there
    pieces = [p.strip().rstrip("….") for p in _PIECES.split(line) if p and p.strip()]
    for at, piece in enumerate(pieces):
        if conditioned(line) and in_conditional(piece):
            continue  # "Dala bych 2200, kdybych na to měla": what one would do, not does
        if (answer := read(piece)) is None or all(t.startswith("decline ") for t in answer):
            continue
        # "Škoda. Dám ti za něj 3 tisíce.", "Za 2500 ne, ale za 3500 ti ho dám": a no or a
        # courtesy beside the new price is the old offer's answer, said once
        before = [p for p in pieces[:at] if moves(p, answer)]
        after = [p for p in pieces[at + 1:] if moves(p, answer)]
        return [*before, *answer, *after]
    return None


def _beside_whole(line: str, whole: list[str], read: Callable[[str], list[str] | None],
                  moves: Callable[[str, list[str]], bool]) -> list[str]:
    """The answer `whole` read of the whole line, with the sentences of the line that answer
    nothing and hold moves of their own before or after it, in order: "Pass. Ann, thanks, I
    accept." passes the purchase and takes the offer (the pass was lost, issue 42)."""
    said = sentences(line)
    if len(said) < 2:
        return whole
    answering = [at for at, sentence in enumerate(said) if read(sentence) is not None]
    first = answering[0] if answering else len(said)
    beside = [(at, sentence) for at, sentence in enumerate(said)
              if at not in answering and moves(sentence, whole)]
    return [*(s for at, s in beside if at < first), *whole, *(s for at, s in beside if at > first)]


# The text a line that names a counter's amount the rule cannot read becomes ("Ne. Spíš tak
# 2,5k." to offer 1): refused with the question, quoting the line and the counter it seems to
# mean (found again from the line as written), nothing played: never a bare decline, never
# "no move". No words of a move in it: the game reads none.
_ASK_COUNTER = "counter unread {offer}"
_ASKED_COUNTER = re.compile(r"counter unread (\d+)")


def ask_counter(offer: int) -> str:
    """The ask-back text of a line to `offer` that seems to mean a counter-offer."""
    return _ASK_COUNTER.format(offer=offer)


def counter_asked_back(text: str) -> int | None:
    """The offer an ask-back text (ask_counter) is about; None for any other text."""
    found = _ASKED_COUNTER.fullmatch(text)
    return int(found.group(1)) if found else None
