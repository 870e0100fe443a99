"""A player's question of where their game stands ("Kolik mi ještě zbývá pyramidek?", "who is
winning right now?", "Kdo je na tahu?", "Do kdy musím táhnout?"): which sentences of a mail
ask it, and what about (render.state_answers answers them from what the reader may see).

A question put to another player ("Tome, kolik za to chceš?", "Jano, kolik máš pyramidek?")
is table talk, and one of how to do something ("Jak se píše nabídka?") gets the help
(questions.py): neither is asked here. The topics are the game-neutral ones; what a player
holds is the game's to tell (render.games: STATE_TOPICS, state_lines).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from functions.mail.bot_words import BOT
from rules.text import fold

from . import asking
from .questions import _TO_ANOTHER, asks

# The second person of a verb or a pronoun: a question put to someone at the table, not to us
# ("máš", "vedeš", "you"); "mám", "vedu", "I" are the writer's own
_SECOND_PERSON = re.compile(r"\b\w+(?:áš|íš|eš|ěš|ete|ěte|íte|áte)\b|\b(?:ty|tobě|tebe|tebou|"
                            r"vy|vám|vás|you|your|yours)\b")
# A question no one is asked to answer: wondered aloud in the conditional ("Kdo by to čekal?",
# "who would have thought?")
_WONDERED = re.compile(r"\b(?:by|bych|would|could)\b")
# The game-neutral topics of a question of the game's state, the first that fits, over folded
# words (Czech with and without diacritics, everyday English)
TOPICS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern)) for name, pattern in (
        # a thing nobody may know yet: the deck's next card, the next throw
        ("hidden", r"\bnavrchu\b|\bbalic\w*|\b(?:dalsi|pristi|nasledujici) kart\w*|"
                   r"\bnext card|\btop (?:of the )?(?:deck|pile)|\bdeck\b|\bco (?:mi )?padne|"
                   r"\bco (?:si )?(?:hodim|vytahnu|liznu)|\bwhat (?:will|do|would) i (?:roll|draw)|"
                   r"\b(?:which|what) card (?:is|comes) (?:next|on top)|\bwhat'?s on top|"
                   r"\bkart\w* (?:bude|prijde|pujde) (?:\w+ )?(?:dalsi|pristi|ted|na rade)|"
                   r"\b(?:which|what) (?:card|prize) (?:will|is going to) (?:come|be)\b"),
        # where one plays from: any mail program, a phone too ("půjde hrát z mobilu?")
        ("device", r"\b(?:z|na|pres|v|from|on) (?:\w+ )?(?:mobil\w*|telefon\w*|tablet\w*|"
                   r"phone|mobile|tablet|iphone|android\w*|smartphone)\b|"
                   r"\b(?:mobil|mobile|phone|tablet)\b.*\b(?:hrat|hraje|play|work\w*|"
                   r"funguj\w*|jde|pujde)\b"),
        # what the writer is to do now, asked whole ("Co mám teď dělat?", "A co dál?", "What
        # should I do now?", "what now?"): their turn and how to play it, or that nothing is
        # theirs to do yet; never what they hold ("co mám" is holding's only with an object)
        ("todo", rf"^{asking.LEAD}(?:co(?: (?:ted|tedka|ja|mam|musim|mel bych|mela bych|bych mel|"
                 r"bych mela|potrebuju|je treba|vlastne|dal|ted ja|asi|tedy|tady|jako))* "
                 r"(?:delat|udelat|dal|ted|tedka)(?: (?:ted|tedka|dal|dale|tady|vlastne|teda))*|"
                 r"what (?:should|shall|do|must|can|would) i (?:do|be doing)(?: now| next| then| "
                 r"here| at this point)?|what (?:am i|are we) (?:supposed|meant|expected) to do"
                 r"(?: now| next| here)?|what do i (?:need|have) to do(?: now| next| here)?|"
                 r"what(?:'s| is)? (?:now|next))\W*$"),
        # when the writer plays next ("kdy budu zase na tahu?", "when is my turn?")
        ("next_turn", r"\bkdy (?:\w+ ){0,2}(?:budu|jsem|prijde|prijdu|dostanu)\b.*\b(?:na tahu|"
                      r"na rade|tah\w*)|\bkdy (?:\w+ )?(?:hraju|hraji|tahnu|tahnu)\b|"
                      r"\bwhen (?:is|will it be|'s) (?:it )?my (?:turn|move)|\bwhen is it my|"
                      r"\bwhen will it be my|\bwhen (?:will|do|can|shall) i (?:play|move|go|be)\b|"
                      r"\bmy next (?:turn|move)\b"),
        ("start", r"\bkdy (?:to |ta hra |hra )?(?:zacne|zacina|zacneme|startuje|vypukne)|"
                  r"\bwhen (?:does|will|do) (?:it|the game|we) (?:start|begin)|"
                  r"\b(?:uz|jeste) (?:to |hra )?(?:zacala|bezi|nezacala)\b|"
                  r"\bhas (?:it|the game) (?:started|begun)|"
                  # whether it still runs, asked after a silence ("běží to ještě?", "hrajeme
                  # ještě vůbec?", "is the game still on?", "are we still playing?")
                  r"\b(?:bezi|jede|pokracuje|hrajeme|hraje se)\b(?: \w+){0,2} (?:jeste|porad|"
                  r"vubec)\b|\b(?:jeste|porad) (?:\w+ )?(?:bezi|jede|pokracuje|hrajeme)\b|"
                  r"\bis (?:the |this |our )?(?:game |it )?still (?:on|running|going|alive|"
                  r"active|happening)\b|\bare we still playing\b"),
        # who plays the game at all, not who is on turn ("Kdo hraje?", "who's playing?";
        # "kdo teď hraje?", "who plays now?" are the turn's)
        ("players", r"\bkdo (?:vsechno |vlastne |jeste |dalsi |tu |tady |to )*(?:hraje|hrajou|"
                    r"je ve hre|jsou ve hre|hraje se mnou|jsou (?:moji |ostatni )?(?:spoluhraci|"
                    r"souperi|protihraci|hraci))\b(?! ?(?:ted|zrovna|prave|na tahu))|"
                    r"\bs kym (?:\w+ )?(?:hraju|hraji|hrajem\w*)\b|\bkteri hraci\b|"
                    r"\bwho(?:'s| is| are| else is)? (?:else )?(?:playing|in (?:this|the) game)\b"
                    r"(?! ?(?:now|next|at the moment))|\bwho (?:else )?plays\b(?! ?(?:now|next))|"
                    r"\bwho am i playing|\bwho are (?:the|my) (?:other )?(?:players|opponents)\b"),
        ("turn", r"\bkdo (?:je |ted )*(?:na tahu|na rade|tahne|hraje)|"
                 r"\b(?:je|jsem|jsi) (?:\w+ )?(?:ted |uz )?na (?:tahu|rade)\b|"
                 r"\bis it (?:my|\w+'s) (?:turn|move)|\bis \w+ (?:to move|on turn)\b|\bna koho (?:se )?ceka|"
                 r"\bna koho cekame|\bwhose (?:turn|move)|\bwho(?: is|'s| are) (?:to move|"
                 r"on turn|up|next|we waiting for)|\bwho (?:plays|moves) (?:now|next)|"
                 r"\bwaiting (?:for|on) whom|\bwho (?:do|are) we wait"),
        ("deadline", r"\bdo kdy\b|\btermin\w*|\bdeadline|\bkolik (?:\w+ ){0,3}casu|"
                     r"\bhow (?:much time|long) do i have|\bby when\b|\buntil when\b|"
                     r"\btime limit|\bkdy (?:nejpozdeji|musim)|"
                     # how long a turn lasts, or until the reader's, or the wait for another
                     r"\bjak dlouho\b.*\b(?:tah\w*|na rade|cek\w*|cas\w*)|"
                     r"\bhow (?:long|much longer)\b.*\b(?:turn|move|wait\w*|until|till|"
                     r"before)\b"),
        ("left", r"\bkolik (?:je |zbyva |zustava |jeste |se )*(?:jeste )?(?:kol|tahu|partii|"
                 r"zdvihu|rozdani|her)\b|\bhow many (?:more )?(?:rounds|turns|moves|hands|"
                 r"tricks|deals)\b|\bkdy (?:to |ta hra |hra )?(?:skonci|konci|bude konec)|"
                 r"\bwhen (?:does|will) (?:the |this |it )?(?:game )?(?:end|be over|finish)|"
                 r"\bjak dlouho\b.*\b(?:potrva|bude trvat|trva|hrat|hrajeme|hra|hry|"
                 r"konec|skonci)\b|\bhow (?:long|much longer)\b"),
        ("standing", r"\b(?:jak|kde) (?:si )?(?:na tom )?(?:stojim|jsem na tom|vedu si)|"
                     r"\bjak(?: \w+){0,2} na tom(?: \w+){0,2} jsem\b|\bkolikat[yaá] (?:ted )?jsem|"
                     r"\bna jakem (?:jsem )?miste|\b(?:vedu|vyhravam|prohravam)\b|"
                     r"\bwhere do i stand|\bwhat place\b|\bam i (?:winning|leading|ahead|"
                     r"losing|behind|first|last)|\bhow am i doing|\bmy (?:place|rank|position|"
                     r"score)\b|\bmuj (?:stav|skore|poradi)|\bjake (?:mam )?skore|"
                     r"\bjaky je (?:ted )?stav|\bjak to (?:ted )?vypada|\bwhat'?s the score|"
                     r"\bhow is the game going|\bhow does it stand"),
        # (with the writer's own filler between: "Who's actually winning right now?", ask55)
        ("leader", r"\bkdo (?:ted |momentalne |zatim |vlastne |teda |tedy |aktualne |prave |"
                   r"tady |u nas )*(?:vede|vyhrava|je v cele|je prvni|ma navrch|ma nejvic|"
                   r"je na tom nejlip)|\bwho(?: is|'s) (?:(?:currently|now|actually|really|"
                   r"even|then|so|right now) )*(?:winning|leading|ahead|in the lead|first|"
                   r"on top|in front|doing best)|"
                   r"\bwho leads|\bwho has the most|\bvede (?:nekdo|ted nekdo)"),
        ("owns", r"\bco (?:vsechno )?(?:ma|vlastni|drzi)\b|\bwhat (?:\w+ )?does \w+(?: \w+)? "
                 r"(?:own|have|hold)|\bwhat(?:'s| is) in \w+(?:'s)? hand|\bjake karty ma\b|"
                 r"\bci je\b|\bwho owns\b|\bkomu (?:patri|to patri)|\bkolik ma\b|"
                 r"\bkolik (?:\w+ ){1,3}(?:ma|maji)\b|\bkolik maji\b|"
                 r"\bhow (?:many|much) \w+(?: \w+)? does \w+ have"),
        ("holding", r"\bkolik\b.*\b(?:mam|mi|jsem)\b|\bhow (?:many|much)\b.*\b(?:do i|have i|"
                    r"i have|i've|i got|my|me)\b|\bco (?:vsechno )?(?:mam|vlastnim|drzim)\b|"
                    r"\bwhat (?:\w+ )?(?:do i|have i) (?:have|own|hold|got)|"
                    r"\bjak[eyaou]\b.*\b(?:mam|mi)\b|"
                    r"\bco mam v ruce|\bwhat'?s in my hand|\bwhat (?:is|are) my\b|"
                    r"\bmoje (?:karty|penize)|\bmy (?:cards|hand|money|cash)\b"),
        # what to do, asked as a yes or no ("Mám kupovat?", "should I buy?"): never a move
        ("advice", r"^(?:mam|mel bych|mela bych|vyplati se|je lepsi|ma smysl|should i|shall i|"
                   r"is it (?:worth|better|wise)|do you think i should)\b"),
        # a pause asked about ("proč je hra pozastavená?", "kdy skončí pauza?", "why is
        # the game paused?")
        ("paused", r"\b(?:pozastav\w*|zastaven\w*|pauz\w*|paused?)\b"),
        # what happened, asked of the log ("Koupil robot něco?", "Did the bot buy anything?")
        ("happened", r"\b(?:na|po|od|roz)?(?:koupil|prodal|zaplatil|tahl|hral|hodil|nabidl|udelal|zahral)\w*\b|"
                     r"\bco se (?:\w+ )?(?:stalo|delo|dej\w*)|\bstalo se\b|\bwhat (?:has )?"
                     r"happened|\bwhat did\b|\bdid (?:the |a |any )?\w+ (?:\w+ )?(?:buy|sell|pay|"
                     r"play|move|roll|do|offer|trade|get)\b|"
                     rf"\bhas (?:anyone|anybody|someone|the {BOT}) \w+"),
    ))


# The topic of a question the game answers itself from its rules and the public table ("kolik
# platí nájem za Saloon?", "what's trump?"): the game knows it (rules.Game.asks_rules), tried
# before the game-neutral TOPICS
RULES = "rules"
# The topics answered here though the help knows them too ("kdy budu zase na tahu?" is when
# the reader plays next, in a line; "co mám napsat" stays the help's)
_BEFORE_HELP = frozenset({"hidden", "todo", "next_turn", "turn", "players", "deadline", "left", "happened",
                          "paused", "device", RULES})


@dataclass(frozen=True)
class Asked:
    """A question of the game's state: its topic (None: one nobody here can answer), the
    sentence folded, and the player it asks about (None: the writer, or the whole table)."""

    topic: str | None
    text: str
    about: str | None = None


def state_questions(reply: str, others: Sequence[str],
                    asks_how: Callable[[str], bool] = lambda line: asks(line, None),
                    game_asks: Callable[[str], bool] = lambda folded: False) -> list[Asked]:
    """The questions of the game's state in the words a player wrote (`others`: the other
    players' names, a question addressed to one of them is theirs; `asks_how`: whether a
    sentence asks how to do something, the help's; `game_asks`: whether the game answers a
    folded question of its rules itself), in their order."""
    asked: list[Asked] = []

    def _topic(folded: str) -> str | None:
        return RULES if game_asks(folded) else _shell_topic(folded)

    def _pieces(folded: str) -> list[tuple[str, str | None]]:
        pieces = [(piece, _topic(piece)) for piece in asking.parts(folded)]
        if len(pieces) > 1 and [topic for _, topic in pieces if topic] == ["todo"]:
            # "Jedu na dovolenou, co mám dělat?": what to do about what it tells, the help's
            return [(piece, None) for piece, _ in pieces]
        return pieces

    for sentence in asking.sentences(_unquoted(reply)):
        folded = fold(sentence).strip(" ,;:-")
        if not folded or not asking.is_question(sentence):
            continue
        if _to_another(sentence, folded, others) and not _generic_you(sentence, folded, others,
                                                                      game_asks) \
                or asks_how(sentence) and not _BEFORE_HELP & {
                    *(topic for _, topic in _pieces(folded)), _topic(folded)}:
            continue  # theirs; or how to do something ("co mám napsat …"): the help's (one
            # of where the game stands is answered here: "kdy budu zase na tahu?")
        pieces = _pieces(folded)
        if game_asks(folded) and all(topic != RULES for _, topic in pieces):
            asked.append(Asked(RULES, folded))  # the game reads it whole ("vidí ostatní,
            continue  # kolik jsem dal?" is not two questions)
        if len({topic for _, topic in pieces}) > 1 or len(pieces) > 1 and (
                any(topic == RULES for _, topic in pieces)
                or len({_named(piece, others) for piece, _ in pieces}) > 1):
            # several things asked: each answered, those of one topic too when of another
            # player or of the rules ("Kolik pyramid má Jana a kolik Petr?", "what's trump
            # and who leads?"); one reader's own of one topic is answered whole ("Kolik mám
            # peněz a co vlastním?": one sentence); never a greeting or a word before them
            # ("Čau, co se děje, proč …?")
            asked += _each(pieces, others, game_asks)
            continue
        topic = _topic(folded)
        if topic is None and (not sentence.endswith("?") or _WONDERED.search(folded)
                              or _surprise(folded)):
            continue  # "co", "jak" opening a sentence without its mark; one wondered aloud;
            # a word or two of surprise or doubt ("Fakt?", "Ok?", "When?")
        about = _named(folded, others)
        if topic == "owns" and about is None and not re.search(r"\bci je\b|\bwho owns\b|"
                                                              r"\bkomu", folded):
            # what the others hold as a group ("Kolik mají ostatní peněz?") is the standing
            topic = "holding" if re.search(r"\b(?:mam|i|my)\b", folded) else "standing" \
                if re.search(r"\b(?:ostatni\w*|vsichni|souperi|protihraci|the others|everyone|"
                             r"everybody|the other players)\b", folded) else None
        asked.append(Asked(topic, folded, about))
    return asked


def _each(pieces: Sequence[tuple[str, str | None]], others: Sequence[str],
          game_asks: Callable[[str], bool]) -> list[Asked]:
    """The questions of a sentence that asks several, one each; a short one after another
    asks the same of what it names ("Kolik pyramid má Jana a kolik Petr?", "Kolik voličů má
    Olomouc a kolik Praha?": the game reads the two as one)."""
    asked: list[Asked] = []
    for piece, topic in pieces:
        named = _named(piece, others)
        short = topic is None and bool(asked) and len(piece.split()) <= 3
        if short and asked[-1].topic == RULES \
                and game_asks(merged := f"{asked[-1].text} a {piece}"):
            asked[-1] = Asked(RULES, merged)
        elif short and asked[-1].topic is not None and named:
            asked.append(Asked(asked[-1].topic, asked[-1].text, named))
        elif topic is not None or len(piece.split()) >= 3 or not _surprise(piece):
            asked.append(Asked(topic, piece, named))
    return asked


def _surprise(folded: str) -> bool:
    """Whether a short sentence with no topic is a word or two of surprise or doubt ("Fakt?",
    "Ok?", "A co?", "When?"), no question to answer; "Kdo vynáší?" asks one."""
    said = re.sub(rf"^{asking.LEAD}", "", folded).split()
    return len(said) < 2 or len(said) < 3 and not asking.opens_as_question(folded)


def _shell_topic(folded: str) -> str | None:
    """The first of TOPICS a folded question asks about (None: none of them)."""
    return next((name for name, pattern in TOPICS if pattern.search(folded)), None)


def _unquoted(reply: str) -> str:
    """A reply without the quoted thread below it ("> …", "Dne … napsal:", "On … wrote:"):
    a question quoted from our mail is not the player's."""
    kept = []
    for line in reply.splitlines():
        if re.match(r"\s*(?:>|-----|dne .*napsal|on .*wrote:)", fold(line)):
            break
        kept.append(line)
    return "\n".join(kept)


def _to_another(sentence: str, folded: str, others: Sequence[str]) -> bool:
    """Whether a question is put to another player: in the second person ("kolik máš?",
    "would you …"), or opening with one of them called by name ("Tome, …")."""
    lower = sentence.lower()
    if _TO_ANOTHER.search(lower) or _SECOND_PERSON.search(lower):
        return True
    called = re.match(r"^(?:(?:ahoj|hele|hi|hey|hello|dear|mily|mila)\s+)?(\w+)\s*,", folded)
    return called is not None and _named(called.group(1), others) is not None


def _generic_you(sentence: str, folded: str, others: Sequence[str],
                 game_asks: Callable[[str], bool]) -> bool:
    """Whether the second person of a question of the rules means anyone ("How much do you get
    when you pass Start?", "Kolik dostaneš za průchod startem?"): the game reads it as one of
    its rules, and it neither calls a player by name nor asks them for a deal."""
    called = re.match(r"^(?:(?:ahoj|hele|hi|hey|hello|dear|mily|mila)\s+)?(\w+)\s*,", folded)
    return game_asks(folded) and not _TO_ANOTHER.search(sentence.lower()) \
        and not (called is not None and _named(called.group(1), others) is not None)


def _named(folded: str, others: Sequence[str]) -> str | None:
    """The other player a folded sentence names, in any Czech case ("Janě", "Tomovi", "Petra"):
    a word that is one of their names with a case ending; None: none named."""
    said = [word.strip(",.?!:;").removesuffix("'s") for word in folded.split()]
    for name in others:
        for part in fold(name).split():
            if len(part) < 3:
                continue
            stem = part[:-1] if part[-1] in "aeiouy" else part
            if any(word.startswith(stem) and word[len(stem):] in _ENDINGS for word in said):
                return name
    return None


# The endings of a Czech name's cases after its stem ("Jan|a", "Jan|ě", "Petr|ovi", "Tom|e")
_ENDINGS = frozenset({"", "a", "e", "i", "u", "y", "o", "ou", "ovi", "em", "ove", "ova", "ovy",
                      "ovu", "ovou", "ym", "eho", "emu", "s", "'s"})
