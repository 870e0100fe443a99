"""The sentences of a reply after the end that are the service's, not the table's (issue 42):
a request for no more mail ("Please unsubscribe me", "odhlaste mě", "už mi nic neposílejte")
and a question the game's record answers ("Jak dlouho to vlastně trvalo?", "When did we
start?", "Jaké je pořadí?", "kolik bylo sčítání?"). What is left besides them is post-game talk, as before (post_game.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.text import fold

from . import asking

__all__ = ["ForTheService", "for_the_service"]

# A request for less mail, folded; words of mail stand beside "nechci" / "stop" (a "nechci už
# hrát" is the table's)
_MAIL = r"(?:e-?mail\w*|mail\w*|zprav\w*|upozorneni|pripomin\w*|reminder\w*|messages?|posta|postu)"
_STOP = re.compile(
    r"\b(?:unsubscribe\w*|opt(?:[ -])?out|odhlas(?:te|it|it se|ete|im|ovat)?\b|odhlaste|"
    r"odhlasen\w*|(?:take|remove|delete) me (?:off|from)|(?:stop|quit) (?:sending|mailing|"
    r"emailing)|no more " + _MAIL + r"|(?:don'?t|do not) (?:send|email|mail) me|"
    r"neposilejte|prestan\w* (?:mi )?(?:posilat|psat)|vyradte me|odstrante me|vymazte me|"
    r"nechci (?:uz )?(?:\w+ )?(?:dostavat|dostat|odebirat|zadne|ty|tyhle|dalsi) (?:\w+ )?"
    + _MAIL + r"|(?:stop|no) (?:the |these |those )?" + _MAIL + r")")
# A question of how long the game took, when it started or ended, how many rounds it had;
# asked of the game as a whole ("jsme", "to", "hra", "we", "it"), not of one player ("jsi")
_SPAN = re.compile(
    r"\b(?:jak (?:moc )?dlouho (?:to |ta hra |hra |jsme |nam |vlastne |celkem |nakonec )*"
    r"(?:trval\w*|hral\w*|hraly|jsme|to|ta hra|hra|zabral\w*)|"
    r"kolik (?:to |ta hra |hra |vlastne |celkem |nakonec )*(?:trval\w*|zabral\w*)|"
    r"kolik (?:\w+ )?(?:kol|tahu|dni|dnu|tydnu|mesicu)\b[^?]*\b(?:jsme|hra|trval\w*|"
    r"odehral\w*|melo|mela|bylo|hral\w*)|"
    r"kdy (?:vlastne |presne |to |ta hra |hra |jsme )*(?:zacal\w*|zacinal\w*|skoncil\w*|"
    r"konci?l\w*|odstartoval\w*)|"
    r"how long (?:did|was|has|had|have) (?:it|this|that|the game|the match|we|our game|"
    r"this game)|"
    r"how many (?:rounds|turns|moves|days|weeks|months) (?:did|was|were|have|had|in)|"
    r"when did (?:it|this|that|the game|this game|we|our game) (?:start|begin|end|finish))\b")


# A question of how the game ended for each player: the final places ("Jaké je pořadí?", "Jak
# to dopadlo?", "kolikátý jsem skončil?", "What are the final standings?", "who won?")
_PLACES = re.compile(
    r"\b(?:poradi|jak (?:to |ta hra |hra |ta partie )?(?:nakonec |vlastne )?dopadl\w*|"
    r"kdo (?:to |tu hru |nakonec |vlastne |teda )*vyhral\w*|vysledk\w*|"
    r"kolikat\w* (?:jsem|jsi|je|byl\w*|skoncil\w*)|na jakem miste|"
    r"standings?|final (?:score|standing|result|place)s?|results?|who won|"
    r"where did (?:i|we|\w+) (?:finish|end up|place)|what place)\b")
# 1926's counts asked of ("kolik bylo sčítání?", "how many counts were there?")
# A question of the writer's own turn or its deadline ("Jak dlouho mám na tah?", "do kdy
# musím poslat tah?", "jsem na tahu?", "When is my next move due?"): after the end no move is
# awaited, which is the service's to say, never the table's to read (issue 42, ask55)
_TURN = re.compile(
    r"\b(?:(?:jak dlouho|kolik casu|kolik dni|kolik hodin) (?:\w+ )?(?:mam|mame|mas|mi zbyva)\b"
    r"[^?]*\b(?:tah\w*|odehr\w*|hrat|poslat|odpov\w*)|"
    r"do kdy (?:\w+ )?(?:musim|mam|musime|mame|je treba)\b|"
    r"(?:jsem|jsme) (?:ted |uz |zase |teda )*na (?:tahu|rade)|kdo je na (?:tahu|rade)|"
    r"(?:kdy|jaky|jaký) (?:je |mam |mame )?(?:\w+ )?(?:deadline|termin|uzaverk\w*)|"
    r"termin (?:na|pro) (?:muj |svuj )?tah|"
    r"how (?:long|much time) (?:do|have) (?:i|we) (?:got |have |left )?(?:for|to|until|till|"
    r"before)|when(?: is|'s| are) (?:my|our|the) (?:next )?(?:move|turn|deadline)|"
    r"(?:is it|am i|are we) (?:on )?(?:my|our)? ?(?:turn|move|on turn|up)|whose (?:turn|move)|"
    r"(?:what|when) is (?:my|the) deadline)\b")
# The bare return ("BACK", "Zpět."): after the end there is no absence to end and no table
# to come back to (talk with more words, "Jsem zpátky! Dáme odvetu?", stays the table's)
_BACK = re.compile(r"^(?:back|zpet|zpatky|jsem zpet|i'?m back)$")
_COUNTS = re.compile(r"\bkolik\b.*\bscitani\b|\bscitani\b.*\bkolik\b|"
                     r"\bhow many (?:counts|recounts|rounds of counting)\b")


@dataclass(frozen=True)
class ForTheService:
    """What of a reply is the service's: `stop` (no more mail), `asks` (a question of the
    game's length), `places` (of its final standings), `counts` (of how many counts 1926
    had), and `rest`, the words left for the table."""

    stop: bool
    asks: bool
    rest: str
    places: bool = False
    counts: bool = False
    turn: bool = False  # of the writer's turn or its deadline
    back: bool = False  # the bare return, BACK / ZPĚT


def for_the_service(text: str) -> ForTheService:
    """The sentences of `text` that ask the service for no more mail or about the game's
    length, and the words left besides them."""
    stop = asks = places = counts = turn = back = False
    rest = []
    for line in text.splitlines():
        kept = []
        for sentence in asking.sentences(line) or [line]:
            folded = " ".join(fold(sentence).split())
            question = asking.is_question(sentence)
            if _STOP.search(folded):
                stop = True
            elif _BACK.match(folded.strip(" .!")):
                back = True
            elif question and _TURN.search(folded):
                turn = True
            elif question and (_SPAN.search(folded) or _PLACES.search(folded)
                               or _COUNTS.search(folded)):
                # each part of the sentence answered ("Jaké je pořadí a kolik bylo sčítání?")
                asks = asks or bool(_SPAN.search(folded))
                places = places or bool(_PLACES.search(folded))
                counts = counts or bool(_COUNTS.search(folded))
            else:
                kept.append(sentence)
        if kept or not line.strip():
            rest.append(" ".join(kept))
    return ForTheService(stop, asks, "\n".join(rest).strip(), places, counts, turn, back)
