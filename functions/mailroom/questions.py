"""A player's question of how or when to do something in the game ("A jak se vlastně posílá
nabídka obchodu?", "How do I sell a field?", "Kdy mi přijde další tah?"): it is answered with
the help, never read as a move; the help leads with the part that fits what was asked (its
topic, see `topic_of`), a question of nothing known gets the whole help."""

from __future__ import annotations

import re
from collections.abc import Callable

from rules import Lexicon
from rules.text import fold, words

from . import asking

# A question of how: its first words (after "a", "and", "prosím", "please"), up to its "?";
# "how many", "how much", "how long", "jak dlouho" ask how things stand (state_questions), not
# how to do something
_HOW = re.compile(rf"(?:^|[.!?,;]\s*){asking.LEAD}"
                  r"(?:jak(?! dlouho| moc)|jakym zpusobem|how(?! many| much| long)|"
                  r"what do i (?:write|type|send)|"
                  r"co mam napsat)"
                  r"\b[^.!?]*\?")
# A question of how long, how many, how much asks how the game stands, never how to play
# ("Jak dlouho ještě potrvá hra?", "how long until my turn?"): its first words
_HOW_MUCH = re.compile(rf"(?:^|[.!?,;:]\s*){asking.LEAD}(?:jak dlouho|jak moc|kolik|how long|"
                       r"how many|how much)\b[^.!?]*[.!?]*")
# What a question of how asks about, besides the game's own words: the things a player does by
# mail, in the forms a question names them ("nabídka", "nabídku", "obchod", "tah", "offer")
_TOPICS = re.compile(r"\b(?:nabid\w*|obchod\w*|vymen\w*|tah\w*|hrat|hraje|hraju|tahnout|"
                     r"prodat|prodava\w*|koupit|kupuj\w*|prihod\w*|prihaz\w*|sazk\w*|zdvih\w*|"
                     r"nepritom\w*|dovolen\w*|zprav\w*|napsat|poslat|posila\w*|offer\w*|"
                     r"trade\w*|move\w*|play\w*|bid\w*|sell\w*|buy\w*|away|message\w*|"
                     r"say|write|send|hra|hry|hru|hrat|funguj\w*|game|games|work|works)\b")
# A question without "how": a clause opening as a question of the player's own doing does,
# with or without its mark ("co mam napsat když chci prodat", "can I undo my last move",
# "Jedu na dovolenou, co mám dělat?"), its openers asking.py's; "Bobe, nechceš mi prodat
# vlak?" asks another player
_QUESTION = re.compile(rf"(?:^|[.!?,;:]\s*){asking.LEAD}(?:{asking.HOW_OPENERS})\b")
# A question put to another player, not to the service: "would you …", "prodáš mi …?",
# "nechceš …?", "chtěl bys …?" (the second person of a wish or a deal, in its own letters),
# a thing asked "from you", "od tebe"
_TO_ANOTHER = re.compile(r"\b(?:would|will|could|are) you\b|\bdo you want\b|"
                         r"\b\w+š\s+(?:mi|mně|nám)\b|\b(?:mi|mně|nám)\s+\w+š\b|"
                         r"\b(?:nechceš|chceš|nechces|chces|bys|byste)\b|"
                         # "can I buy the Train from you?", "můžu od tebe koupit …?"
                         r"\b(?:from you|od tebe|ode tebe|od vás|od vas)\b")
# Someone asked to play for the writer ("Can someone play for me next week?", "Může za mě
# někdo táhnout?"): an absence asked how, the help's "away" (ask55: it went to the organizer
# and the answer never said how); what the bot did for them ("Did the bot play for me?",
# "Co za mě robot koupil?") is the game's state (_DONE), no such question
_STAND_IN = re.compile(
    r"\b(?:nekdo|someone|somebody|anyone|anybody|robot|bot)\b[^.!?]*\b(?:hrat|tahnout|tahat|"
    r"odehrat|zahrat|play|take (?:over )?(?:my|for me)|cover for me)\b|"
    r"\b(?:hrat|tahnout|tahat|play|take (?:over )?my (?:turns|moves)|cover)\b[^.!?]*"
    r"\b(?:za (?:me|mne)|for me|misto (?:me|mne)|instead of me)\b[^.!?]*\b(?:nekdo|someone|"
    r"somebody|anyone|anybody|robot|bot)\b|"
    r"\b(?:za (?:me|mne)|misto (?:me|mne))\b[^.!?]*\b(?:nekdo|robot)\b")
_DONE = re.compile(r"\b(?:did|has|had|what|co|kolik|how many|how much|koupil\w*|"
                   r"hral\w*|tahl\w*)\b")


def stands_in(line: str) -> bool:
    """Whether a line asks that someone or the bot play for the writer: an absence asked how
    ("Can someone play for me next week?"), never what the bot did."""
    folded = fold(line)
    return "?" in line and _STAND_IN.search(folded) is not None and not _DONE.search(folded)


# The shell's topics a question may ask about, the first that fits (folded words, Czech with
# and without diacritics, everyday forms: "vzít zpátky", "undo"); a game names its own topics
# (render.games: question_topics, tried first) and answers them (question_lines)
Topics = tuple[tuple[str, re.Pattern[str]], ...]
TOPICS: Topics = tuple(
    (name, re.compile(pattern)) for name, pattern in (
        ("away", r"\b(?:dovolen\w*|pryc|nepritom\w*|odjizd\w*|odjed\w*|away|holiday\w*|"
                 r"vacation\w*|travel\w*)\b"),
        ("resign", r"\b(?:vzdat|vzdam|vzdavam|odejit ze hry|resign\w*|quit|give up|"
                   r"leave the game)\b"),
        ("mail", r"\b(?:mailu|maily|e-?mailu|e-?maily|posty|odhlasit|unsubscrib\w*|less mail|"
                 r"fewer mail\w*|so many mail\w*|too many mail\w*|too much mail)\b"),
        ("talk", r"\b(?:ostatnim|spoluhrac\w*|rict|zprav\w*|pokec\w*|chat\w*|message\w*|"
                 r"talk\w*|say|the others|other players)\b"),
        ("when", r"\b(?:kdy|when|do kdy)\b.*\b(?:tah\w*|rad\w*|turn|move|"
                 r"hraj\w*|play\w*|prijde|pokrac\w*|continue\w*|come)\b|"
                 r"\b(?:termin\w*|deadline|na rade|na tahu|my turn|next turn|dalsi tah)\b"),
    ))


def asks_how(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line asks how to do something of the game: a question of how ("jak se …?",
    "how do I …?") that names a move, an offer, a setting or a word of the game."""
    for found in _HOW.finditer(fold(line)):
        question = found.group(0)
        if _TOPICS.search(question) or lexicon is not None and any(
                word in lexicon.commands for word in words(question)):
            return True
    return False


def topic_of(line: str, own: Callable[[], Topics] = tuple) -> str | None:
    """What a question asks about (a name of the game's `own` topics, asked for only of a
    question, else of TOPICS), or None: not a question, one of how long or how many (the
    game's state, state_questions), or one of nothing the help knows of ("Co ty na to?")."""
    if stands_in(line):
        return "away"
    folded = _HOW_MUCH.sub(" ", fold(line)).strip()
    if not _QUESTION.search(folded) and not _HOW.search(folded) \
            or _TO_ANOTHER.search(line.lower()):
        return None
    return next((name for name, pattern in (*own(), *TOPICS) if pattern.search(folded)), None)


def asks(line: str, lexicon: Lexicon | None, own: Callable[[], Topics] = tuple) -> bool:
    """Whether a line is a question the help answers: of how, or of a known topic (never
    one put to another player)."""
    if _TO_ANOTHER.search(line.lower()):
        return False
    return asks_how(line, lexicon) or topic_of(line, own) is not None
