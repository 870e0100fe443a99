"""What a free-text reply to an invitation says: yes (join), no (decline) or neither.

People answer an invitation the way they answer a friend ("Count me in!", "Přidávám se, díky
za pozvání!", "Sorry, can't this month", "Bin dabei"), not with JOIN. The reply's words are
folded (no case, no diacritics, so "Pridavam se" is "Přidávám se") and read as phrases, the
longest first, so "can't wait" is a yes and "why not" is not a no. The Czech and Slovak verbs
of joining are known in their first-person forms (přidám / přidávám / přidal jsem se,
připojím / připojuji, hraju / zahraju, beru, jdu do toho...), and their negatives ("nepřidám
se", "nehraju") are a no; an English or German yes right after a negation ("I won't join",
"not joining", "nicht dabei") is a no too. A reply with a yes and no no joins, one with a no
and no yes declines; anything else (both, a doubt such as "not sure", or neither) is not
guessed: the answer says how to join or decline, and answers a question asked.
"""

from __future__ import annotations

import re

from rules.text import fold

JOIN, DECLINE = "join", "decline"
_POLITE = "polite"  # an apology: a no unless the reply says yes

# The first-person forms of the Czech and Slovak verbs of joining and playing (folded): each
# alone is a yes, and with "ne" before it ("nepridam", "nehraju") a no. Third persons are
# not here: "Kdo se přidá?", "Kdo všechno hraje?" ask, they do not answer.
_VERBS = (
    # přidat se / přidávat se / pridať sa
    "pridam", "pridame", "pridavam", "pridavame", "pridal", "pridala", "pridali", "pridej",
    "pridejte",
    # připojit se / připojovat se / pripojiť sa / pripájať sa
    "pripojim", "pripojime", "pripojuji", "pripojuju", "pripojujeme", "pripojil", "pripojila",
    "pripojili", "pripojte", "pripajam", "pripajame",
    # přihlásit se
    "prihlasuji", "prihlasuju", "prihlasim", "prihlasime", "prihlasujem",
    # hrát / zahrát
    "hraju", "hraji", "hrajeme", "hram", "hrame", "zahraju", "zahraji", "zahrajeme", "zahram",
    "zahrame",
    # zúčastnit se
    "zucastnim", "zucastnime", "zucastnujem",
    # brát / jít
    "beru", "bereme", "beriem", "berieme", "jdu", "jdeme", "idem", "ideme",
)
_YES = (
    # English
    "yes", "yeah", "yea", "yep", "yup", "sure", "ok", "okay", "count me in",
    "i'm in", "im in", "i am in", "we're in", "sign me up", "join", "joining", "i'll join",
    "i will join", "happy to", "love to", "i'd love to", "id love to", "let's go", "lets go",
    "absolutely", "of course", "definitely", "why not", "accept", "i accept", "accepted",
    "sounds good", "sounds fun", "deal", "gladly", "with pleasure", "can't wait", "cant wait",
    "cannot wait", "i'll play", "i will play", "let's play", "lets play", "game on", "i'm game",
    "im game", "yes please", "for sure", "agreed", "great", "count on me", "i'm up for it",
    "up for it", "i'm down", "i'll be there", "i'd like to join", "i want to play",
    "i want to join",
    # Czech and Slovak (folded)
    "ano", "jo", "joo", "jj", "jojo", "jasne", "jasny", "jasnacka", "jasan", "jdu do toho",
    "jdeme do toho", "idem do toho", "budu hrat", "budeme hrat", "budem hrat", "budem hrat",
    "chci hrat", "chci se pridat", "chci se pripojit", "chcem hrat", "jsem pro",
    "som za", "jsem za", "jsem tam", "jsem v tom", "som v tom", "jsem ve hre", "plati", "rad",
    "rada", "urcite", "samozrejme", "souhlasim", "suhlasim", "prijimam", "prijimam pozvani",
    "prijimam pozvanie", "dobre", "klidne", "proc ne", "preco nie", "do toho", "super",
    "paradni", "parada", "bezva", "hura", "nemuzu se dockat", "tesim se", "tesim sa",
    "pocitej se mnou", "pocitejte se mnou", "pocitaj so mnou", "pocitajte so mnou",
    "rataj so mnou", "ratajte so mnou", "mam zajem", "hlasim se", "hlasim sa", "s radosti",
    "s radostou", "rad se pridam", "jasne ze jo",
    # German (folded)
    "gerne", "gern", "bin dabei", "ich bin dabei", "wir sind dabei", "mache mit", "mach mit",
    "machen mit", "spiele mit", "ich spiele mit", "klar", "auf jeden fall", "zahl auf mich",
    "zahlt auf mich", "rechne mit mir", "rechnet mit mir", "ja gerne", "ja klar", "ja bitte",
    "sehr gerne", "na klar", "selbstverstandlich",
)
_NO = (
    # English
    "no", "nope", "nah", "not this time", "count me out", "i'm out", "im out", "can't",
    "cant", "cannot", "can not", "won't", "wont", "decline", "i decline", "no thanks",
    "no thank you", "pass", "i'll pass", "ill pass", "too busy", "not interested",
    "unfortunately", "not for me", "next time", "maybe next time", "not now", "i'm busy",
    "without me", "sit this one out", "sit out", "can't make it", "cant make it",
    "i'd rather not", "rather not", "have to pass", "must pass", "skip", "i'll skip",
    "regretfully", "unable", "not able", "i'm not in", "im not in", "i am not in",
    "i'm away", "im away", "i'll be away", "ill be away", "i'm travelling", "i'm traveling",
    "out of town", "swamped", "jsem pryc", "budu pryc", "nestiham", "nemam na to cas",
    # Czech and Slovak (folded)
    "ne", "nee", "nie", "nemuzu", "nemohu", "nemozem", "nestihnu", "nestihnem", "bohuzel",
    "bohuzial", "odmitam", "odmietam", "odmitnout", "nebudu", "nebudem", "nepujdu",
    "nemam cas", "nemam chut", "tentokrat ne", "tentokrat nie", "tentoraz nie", "vynecham",
    "vynecham to", "bez me", "beze me", "bezo mna", "nechci", "nechcem", "pristi", "nemam zajem", "diky ne", "nejsem pro", "nie som za",
    "nepocitej se mnou", "nepocitejte se mnou", "nepocitaj so mnou", "nepocitejte",
    "nepocitej",
    # German (folded)
    "nein", "leider", "leider nicht", "ohne mich", "keine zeit", "kann nicht", "nicht dabei",
    "bin nicht dabei", "diesmal nicht", "nein danke",
)
# A yes said with a negation ("I can't say no", "Nemůžu odmítnout", "No way I'm missing this"):
# the phrase is read whole, before its "can't" or "no" is read as a no
_DOUBLE_NEGATIVE_YES = (
    "can't say no", "cant say no", "cannot say no", "couldn't say no", "couldnt say no",
    "how could i say no", "can't refuse", "cant refuse", "cannot refuse", "couldn't refuse",
    "couldnt refuse", "how could i refuse", "can't resist", "cant resist", "cannot resist",
    "can't pass this up", "cant pass this up", "can't pass up", "cant pass up",
    "no way i'm missing", "no way im missing", "no way i'd miss", "no way i would miss",
    "wouldn't miss", "wouldnt miss", "would not miss", "not missing this", "not gonna miss",
    "not going to miss", "i'd never say no", "never say no", "wouldn't say no",
    "wouldnt say no", "would not say no",
    "nemuzu odmitnout", "nemohu odmitnout", "nemuzem odmietnut", "nejde odmitnout",
    "neda odmitnout", "nedá se odmitnout", "nemuzu rict ne", "nemohu rict ne",
    "nemuzem povedat nie", "jak bych mohl odmitnout", "jak bych mohla odmitnout",
    "jak bych mohl rict ne", "jak bych mohla rict ne", "to si nenecham ujit",
    "nenecham si to ujit", "to si nenecham utect", "nenecham si to utect",
    "to si nenecham ujst", "nemuzu nechat ujit", "nemohu nechat ujit", "nemuzu si nechat ujit",
    "nemuzu si to nechat ujit", "nemohu si nechat ujit", "nemuzu chybet", "nesmim chybet", "nemohu chybet",
    "nechybel bych", "nechybela bych", "neodmitnu", "neodmitam", "nikdy neodmitnu",
    "bez me to nepujde", "beze me to nejde", "nemozem chybat",
)
# A wish to play turned by "ale" / "but" to a no ("I'd love to but can't", "Rád bych, ale
# nestihnu to"): the no after the turn decides
_WISH = frozenset(tuple(p.split()) for p in (
    "i'd love to", "id love to", "i would love to", "would love to", "love to", "i'd like to",
    "id like to", "i would like to", "i wish i could", "wish i could", "rad bych",
    "rada bych", "moc rad bych", "moc rada bych", "chtel bych", "chtela bych", "hrozne rad",
    "hrozne rada", "strasne rad", "strasne rada", "gerne wurde ich", "wurde gerne"))
# Words that are a no only when nothing says yes: "Sorry for the late answer, count me in!"
_COURTESY = ("sorry", "omlouvam", "ospravedlnujem", "entschuldigung")
# Words of doubt: with them a reply is not read as a yes or a no at all.
_UNSURE = (
    "not sure", "maybe", "perhaps", "don't know", "dont know", "let me think", "not yet",
    "i'll see", "we'll see", "possibly", "depends", "if",
    "nevim", "mozna", "uvidim", "rozmyslim", "zatim ne", "jeste nevim", "kdyz", "jestli",
    "pokud", "zalezi", "neviem", "mozno", "este neviem", "vielleicht", "weiss nicht",
    "mal sehen",
)
# A yes right after one of these (a word or two between) is a no: "I won't be joining".
_NEGATIONS = frozenset({"not", "never", "won't", "wont", "can't", "cant", "cannot", "don't",
                        "dont", "nicht", "kein", "keine", "nie"})
_NEGATION_REACH = 3  # words from a negation to the yes it turns
# A yes that decides, said last: the hedges before it ("Nevím, jestli stihnu, ale zkusím to.
# Počítej se mnou.") do not undo it; a no anywhere beside it still does (asked back).
_DECISIVE = frozenset(tuple(p.split()) for p in (
    "count me in", "i'm in", "im in", "i am in", "we're in", "sign me up", "i'll join",
    "i will join", "count on me", "i'll play", "i will play", "game on", "i'm game",
    "pocitej se mnou", "pocitejte se mnou", "pocitaj so mnou", "pocitajte so mnou",
    "rataj so mnou", "ratajte so mnou", "jdu do toho", "jdeme do toho", "idem do toho",
    "pridam", "pridavam", "pripojim", "pripojuji", "pripojuju", "hlasim se",
    "jsem pro", "jsem v tom", "bin dabei", "ich bin dabei", "rechne mit mir", "mache mit"))
# "X, ale Y": what follows the turn decides over a no before it ("Možná nebudu hrát moc
# rychle, ale počítej se mnou")
_TURN = frozenset({"ale", "but", "aber", "vsak", "avsak", "jenze", "however"})

_PHRASES = {tuple(p.split()): JOIN for p in (*_YES, *_VERBS, *_DOUBLE_NEGATIVE_YES)} \
    | {p: JOIN for p in _WISH} \
    | {tuple(p.split()): DECLINE for p in _NO} \
    | {tuple(p.split()): "" for p in _UNSURE} \
    | {tuple(p.split()): _POLITE for p in _COURTESY} \
    | {("ne" + verb,): DECLINE for verb in _VERBS}
_LONGEST = max(len(p) for p in _PHRASES)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def answer_of(text: str) -> str | None:
    """JOIN when `text` reads as a yes to an invitation, DECLINE as a no, else None."""
    words = _WORD.findall(fold(text).replace("\u2019", "'").replace("`", "'"))
    said: list[tuple[int, str]] = []  # where each phrase began, and what it says
    negated = -_NEGATION_REACH - 1  # where the last negation word stood
    decided = False  # the last yes said is a decisive one
    wished = False  # a wish to play was said before the last turn
    turn_at = 0  # what was said before the last turn ("ale", "but"): a decisive yes after it
    # undoes the noes before it
    at = 0
    while at < len(words):
        for size in range(min(_LONGEST, len(words) - at), 0, -1):
            found = _PHRASES.get(tuple(words[at:at + size]))
            if found is not None:
                break
        else:
            found, size = None, 1
        if found == JOIN and at - negated <= _NEGATION_REACH:
            found = DECLINE  # "I won't join", "not joining", "nicht dabei"
        if size == 1 and words[at] in _NEGATIONS:
            negated = at
        if found == JOIN and said and said[-1] == (at - 1, DECLINE) and words[at - 1] == "no":
            said.pop()  # the Czech "no" of "No jasně!", "No tak jo" is a "well", not a no
        if size == 1 and words[at] in _TURN:
            turn_at = len(said)
            wished = any(tuple(words[start:start + len(w)]) == w for start, _ in said
                         for w in _WISH)
        if found is not None:
            said.append((at, found))
            decided = found == JOIN and tuple(words[at:at + size]) in _DECISIVE \
                or found != JOIN and decided
        at += size
    kinds = {kind for _, kind in said}
    if decided and said[-1][1] == JOIN and all(kind != DECLINE for _, kind in said[turn_at:]):
        return JOIN  # "Nevím, jestli stihnu, ale zkusím to. Počítej se mnou."
    if wished and said[turn_at:] and all(kind == DECLINE for _, kind in said[turn_at:]) \
            and all(kind == JOIN for _, kind in said[:turn_at]):
        return DECLINE  # "I'd love to but can't", "Rád bych, ale nestihnu to"
    if "" in kinds:
        return None
    if _POLITE in kinds:  # "Sorry, can't" is a no, "Sorry for the delay, I'm in" a yes
        kinds = (kinds - {_POLITE}) or {DECLINE}
    return kinds.pop() if len(kinds) == 1 else None


def asks(text: str) -> bool:
    """Whether the reply asks something ("Kdy to začne?"): it is answered, not refused."""
    return "?" in text
