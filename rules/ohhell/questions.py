"""A player's question of Oh Hell's rules and public table answered from what the reader may
see (issue 42): the trump, the bids (everyone's is public once made), the tricks taken, how a
hand scores (the bonus from legal.py), who leads the trick (plays its first card: in a trick game
"who leads", "kdo vynáší" is that, never who leads the score). Never another's hand: the view
holds only the reader's."""

from __future__ import annotations

import re

from rules.ohhell.legal import EXACT_BONUS
from rules.ohhell.texts import card_words, points_word, tricks_word
from rules.ohhell.view import View
from rules.wording import join

_TRUMP = re.compile(r"\btrum\w*|\btrump\w*")
_BID = re.compile(r"\bhlas\w*|\bhlask\w*|\bhlaseni\b|\bodhad\w*|\bsazk\w*|\bbid\w*|\bcall\w*")
# what is asked of a bid or the trump, never whether one may ("Můžu hlásit nulu?", "can I
# trump?": the help's) nor a bid written with a question mark ("hlásím 2?")
_ASKING = re.compile(r"\b(?:kolik|co|jak\w*|kdo|kter\w*|what'?s?|how many|which|who|whose)\b")
_MAY = re.compile(r"\b(?:muzu|mohu|smim|lze|can i|may i|could i|am i allowed)\b")
_MINE = re.compile(r"\b(?:jsem|ja|mam|moje?|muj|mi|i|my|me)\b")
# who leads a trick, asked ("Kdo vynáší?", "who leads the first trick?", "kdo začíná?"): the
# game's own meaning of "lead"; "kdo vede", "who is winning" ask the score (the shell's)
_LEAD = re.compile(r"\b(?:kdo|who|whose)\b.*\b(?:vynas\w*|vynes\w*|vyjizd\w*|zacina|zacne|"
                   r"(?:hraje|jde|pujde|hraji) (?:\w+ )?(?:prvni|prvni kartu|na prvni)|"
                   r"leads?|will lead|(?:is )?to lead|opens?|starts?|plays? first|"
                   r"goes first|lead)\b|\b(?:kdo|who)\b.*\bleading (?:the |this )?(?:\w+ )?trick")
_SCORING = re.compile(r"\bjak se (?:\w+ )?(?:boduje|pocitaj\w* body|pocita)|\bbodovani|"
                      r"\bkolik (?:se )?(?:dostane|dostanu|je) (?:\w+ )?bod\w* za|"
                      r"\bza co (?:jsou|se dostanou|dostanu) bod\w*|\bhow (?:does |is )?"
                      r"(?:the )?scor\w*|\bhow (?:are|do) (?:the )?points|\bscoring\b|"
                      r"\bhow many points (?:do i|does one|for)\b")


def asks(question: str) -> bool:
    """Whether a folded question asks the trump, a bid, or how a hand scores."""
    return bool(_SCORING.search(question) or _LEAD.search(question)) \
        or not _MAY.search(question) \
        and bool(_ASKING.search(question)) \
        and bool(_TRUMP.search(question) or _BID.search(question))


def answer(view: View, player: str, question: str, lang: str) -> list[str] | None:
    """The sentences that answer a folded question `asks` knows, from `player`'s `view`."""
    cs = lang == "cs"
    if _SCORING.search(question):
        return [_say(cs, "scoring", bonus=points_word(EXACT_BONUS, lang))]
    if _LEAD.search(question) and not _TRUMP.search(question):
        return _leads(view, player, cs)
    if _TRUMP.search(question):
        if not view["trump"]:
            return [_say(cs, "trump_none")]
        return [_say(cs, "trump", card=card_words(view["trump"], lang))]
    bids = view["bids"]
    if _MINE.search(question) and player in bids:
        own = bids[player]
        if own is None:
            return [_say(cs, "bid_not_yet")]
        return [_say(cs, "bid_you", bid=tricks_word(own, lang), taken=view["tricks"].get(player, 0))]
    made = [_say(cs, "bid_of", player=p, bid=tricks_word(b, lang)) for p, b in bids.items()
            if b is not None]
    return [_say(cs, "bids", bids=join(made, lang)) if made else _say(cs, "bids_none")]


def _leads(view: View, player: str, cs: bool) -> list[str]:
    """Who leads the trick being played, or the first of this hand (the player after the
    dealer); when it is under way, who plays next."""
    leader = view["leader"]
    if leader is None:
        return [_say(cs, "lead_none")]
    first = "_first" if not view["taken"] and not view["trick"] else ""
    said = [_say(cs, ("lead_you" if leader == player else "lead_of") + first, player=leader)]
    following = view["to_move"]
    if view["trick"] and following is not None:
        said.append(_say(cs, "next_you" if following == player else "next_of",
                         player=following))
    return said


_WORDS = {
    "lead_of": ("Tenhle zdvih vynáší {player}.", "{player} leads this trick."),
    "lead_you": ("Tenhle zdvih vynášíš ty.", "You lead this trick."),
    "lead_of_first": ("První zdvih vynáší {player}.", "{player} leads the first trick."),
    "lead_you_first": ("První zdvih vynášíš ty.", "You lead the first trick."),
    "lead_none": ("Kdo vynáší, se ukáže, až se rozdá: první zdvih vynáší hráč po rozdávajícím.",
                  "Who leads shows once the cards are dealt: the player after the dealer leads "
                  "the first trick."),
    "next_of": ("Na řadě je teď {player}.", "{player} plays next."),
    "next_you": ("Na řadě jsi teď ty.", "You play next."),
    "trump": ("Trumf tohoto rozdání: {card}.", "The trump of this hand: {card}."),
    "trump_none": ("Trumf se ukáže, až se rozdá.", "The trump shows once the cards are dealt."),
    "bid_you": ("Tvoje hláška: {bid}; uhráno zatím {taken}.",
                "Your bid: {bid}; taken so far: {taken}."),
    "bid_not_yet": ("V tomhle rozdání ještě hlásit budeš.",
                    "You have not bid in this hand yet."),
    "bid_of": ("{player} {bid}", "{player} {bid}"),
    "bids": ("Hlášky tohoto rozdání: {bids}.", "This hand's bids: {bids}."),
    "bids_none": ("V tomhle rozdání zatím nikdo nehlásil.", "Nobody has bid in this hand yet."),
    "scoring": ("Za každý uhraný zdvih je 1 bod, a kdo uhraje přesně tolik, kolik hlásil, "
                "dostane navíc {bonus}.",
                "Each trick taken scores 1 point, and whoever takes exactly as many as they "
                "bid gets {bonus} more."),
}


def _say(cs: bool, key: str, **values: object) -> str:
    """One of the answers, in Czech or English."""
    return _WORDS[key][0 if cs else 1].format(**values)
