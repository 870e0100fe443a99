"""Reading the one placement a sentence says when its size and its region stand apart: in two
clauses ("V Hradci nikdo nic nemá, takže tam jde střední"), after a correction ("středníma…
tedy střední"), beside a region refused ("Za Prahou nepůjdu, velká jde na Brněnsko") or
chosen among others ("Mezi Brnem a Prahou volím Brno, střední")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product

from rules.api import AmbiguousCommand, RulesError
from rules.game1926.parse import (
    FILLER,
    PHRASES,
    PLACE_VERBS,
    SIZE_FORMS,
    described,
    mended_region,
    read,
    region_score,
)
from rules.game1926.state import Placement
from rules.game1926.tables import TABLES
from rules.game1926.texts import SIZE_WORDS, SIZES, listing, quoted, say
from rules.text import words

# A sentence is cut into clauses at its punctuation and at the words that turn it.
_PUNCTUATION = re.compile(r"[,.;:!…()\[\]]+|\s[-–—]+\s")
# The words a clause of a placement turns at: the corrections a placement is mended with in
# Czech and English and the words of preferring ("spíš", "radši", "rather"); kept apart from
# rules.correcting.CORRECTION, which the mailroom weighs a whole line by (its "wait", "moment",
# "mean" would cut a sentence of the board where no placement is mended)
CORRECTIONS = frozenset("tedy teda vlastne oprava spis radsi pardon sorry rather".split())
# Words a placement is said with besides its size and region: the verbs of taking, choosing,
# going and overbidding in the first person or of the piece, the adverbs of time and manner,
# the words pointing at a place named before. A clause with any other word says something of
# the board, and only names the place a pointing word may mean.
MOVE_WORDS = PLACE_VERBS | CORRECTIONS | frozenset(
    "beru vezmu volim zvolim vybiram vyberu obsazuji obsazuju obsadim prebiju prebiji prebijim "
    "jde pujde jdou pujdou posilam berem volime idem ide pojde davam "
    "tentokrat ted zase znovu znova opet proto takze tak pak hned rovnou uz a ale ano jo ok "
    "ja moje muj moji mou svoji svou svoje "
    "i'm i've "
    "take choose pick goes go so then now this time again and yes i my ok".split())
# Words pointing at a place named before them: there, it (the piece there), here.
POINTERS = frozenset("tam tamhle tady sem ji ho there here it".split())
# A clause refusing a place is no move: "Za Prahou nepůjdu", "Do Brna ne", "not Brno".
_NO = frozenset("ne not no nikoli nikdy never nope".split())
_NEGATED_VERBS = frozenset("ne" + verb for verb in PLACE_VERBS | frozenset(
    "beru vezmu volim chci budu jde pujde pujdu obsadim dam".split()))
# "Rozhodl jsem se pro Opavu": the choice said in the past of deciding, a move of now.
_DECIDED = frozenset("rozhodl rozhodla rozhodli rozhodly rozhoduju rozhoduji".split())
_DECIDING = frozenset("jsem jsme se pro nakonec".split())
# "Velkých mám už jen dvě, ale jednu dám do Olomouce": "jednu" is one of the size counted;
# "Zbyla mi jedna střední, tu dám do Brna": "tu", "ji", "it" is the size the player has left.
_ONE_OF = frozenset("jednu jednoho jedna tu ta ji nich it them".split())
# The words a player tells what they have left of a size with ("Zbyla mi jedna střední",
# "Velkou mám poslední", "Malé mám ještě dvě", "I have one medium left"): a clause of these and
# one size counts it, as "velkých mám dvě" does.
# At least one of the words of having or being left is said ("jedna velká" alone counts
# nothing: "Zbyla mi jedna střední a jedna velká" is read in pieces too).
_HAVING = frozenset(
    "zbyla zbyl zbylo zbyly zbyva zbyvaji zustala zustal zustalo zustaly zustava zustavaji "
    "mam mame posledni posledniho have has left last remaining".split())
_AND = frozenset("a i and".split())
_STOCK = _HAVING | frozenset(
    "mi nam jeste jen jenom uz jedna jednu jeden dve dva tri ctyri pet sest ted only still two "
    "three four five".split())
_COUNTED = ("ych", "ich")  # the genitive plural a size is counted in ("velkých", "středních")
# A region after these words is one of several offered, not the one chosen.
_AMONG = frozenset("mezi between either bud".split())
_AMONG_JOINS = frozenset("a and nebo or i".split())
# Words that make the sentence something other than a placement made now: elsewhere, than,
# instead, a condition, a wish, a question. No reading is then given here.
_OTHER = frozenset(
    "jinam jinde elsewhere nez than krome except misto instead nikam nowhere mimo bez without "
    "kdyby kdybych bys by would should could if pokud jestli mozna maybe perhaps treba".split())
# The first person's conditional is the player's polite move ("velkou bych dala do Plzně"), a
# condition beside it ("kdyby") is not (see _OTHER).
_CONDITIONAL = frozenset("bych bychom bysme".split())
# Words that open a clause drawn from the one before it ("V Olomouci je prázdno, takže
# střední"): the place that clause named is the one meant, as a "tam" points to it.
_SO = frozenset("takze tak proto tudiz so therefore".split())
_AND_POINTING = re.compile(r"\s(?:a|and)\s(?=(?:tu|ji|ta|jednu|it|one)\b)")


@dataclass
class _Clause:
    sizes: list[int] = field(default_factory=list)
    regions: list[int] = field(default_factory=list)
    move: bool = True  # only sizes, regions and the words of a move
    points: bool = False
    so: bool = False  # opens with "takže", "so": drawn from the clause before
    sized: bool = False  # names a size (of a pyramid on the board, when no move)
    corrects: bool = False
    one_of: bool = False  # "jednu": one of the size a clause before counted
    counted: list[int] = field(default_factory=list)  # "velkých mám dvě": the size counted
    others: list[str] = field(default_factory=list)  # the words not of a move


MAX_WORDS = 40  # a longer line is no placement said this way: the reader cuts it in clauses
_FORMS = {variant: frozenset(form for phrase in phrases for forms in phrase.words
                             for form in forms) for variant, phrases in PHRASES.items()}
# A word after these may be a place mistyped ("ne do Olomoce"): then it counts as one.
_PLACE_BEFORE = frozenset("do v ve na z ze u k ke".split())
# The short words inside a region's name ("Ústí nad Labem", "Aussig an der Elbe"): alone they
# name no region ("Nad Libercem" is Liberec, not Ústí).
_NAME_LINKS = frozenset("nad pod an der am".split())


def _mentions(variant: str, tokens: list[str]) -> tuple[list[int], list[str]]:
    """The regions named in `tokens` (each run of words naming one exactly) and the words left."""
    found: list[int] = []
    rest: list[str] = []
    index = 0
    forms = _FORMS[variant]
    while index < len(tokens):
        for end in range(min(len(tokens), index + 4), index, -1):
            span = tokens[index:end]
            if any(w in FILLER or len(w) < 3 or w in SIZE_FORMS or w not in forms
                   for w in span) or all(w in _NAME_LINKS for w in span):
                continue
            score, regions = region_score(variant, span)
            if score == 2:
                found += [r for r in regions if r not in found]
                index = end
                break
        else:
            rest.append(tokens[index])
            index += 1
    return found, rest


_TAKEN_BACK = _Clause(move=False)


def _clause(variant: str, text: str) -> _Clause | None:
    """What one clause says; None when it refuses its place, _TAKEN_BACK when it refuses
    without naming a place ("vlastně ne", "no wait": what came before is taken back)."""
    said = [part for word in words(text) for part in word.split("-") if part]
    tokens = described(said)
    if any(w in _NO or w in _NEGATED_VERBS for w in tokens):
        return None if _mentions(variant, tokens)[0] else _TAKEN_BACK
    if _DECIDED.intersection(tokens):  # "jsem se rozhodl pro Opavu": a choice
        tokens = ["volim" if w in _DECIDED else w for w in tokens if w not in _DECIDING]
    # "Mezi Brnem a Prahou volím Brno": the regions offered are not the choice
    kept: list[str] = []
    among = False
    for token in tokens:
        if token in _AMONG:
            among = True
            continue
        if among and (token in _AMONG_JOINS or _mentions(variant, [token])[0]):
            continue
        among = False
        kept.append(token)
    regions, rest = _mentions(variant, kept)
    clause = _Clause(regions=regions, corrects=bool(tokens[:1]) and tokens[0] in CORRECTIONS,
                     sized=any(w in SIZE_FORMS and not w.isdigit() for w in words(text)))
    # "jednu z nich", "one of them": the words of one of the size counted
    rest = [w for at, w in enumerate(rest) if w not in ("z", "ze", "of")
            or rest[at + 1:at + 2] not in (["nich"], ["them"])]
    for before, token in zip(["", *rest], rest, strict=False):
        if token in SIZE_FORMS and not token.isdigit():
            clause.sizes.append(SIZE_FORMS[token])
            if token.endswith(_COUNTED):
                clause.counted.append(SIZE_FORMS[token])
        elif token in _ONE_OF:
            clause.one_of = True
            clause.points = clause.points or token in POINTERS
        elif token in POINTERS:
            clause.points = True
        elif token in _SO and before == "":
            clause.so = True
        elif token not in FILLER and token not in MOVE_WORDS:
            # the player's own verb ("takže tam šoupnu malou") keeps the clause a move
            clause.move = clause.move and _own_verb(token) and token not in _OWN_WORDS \
                and token not in _THINKING
            clause.others.append(token)
            if before in _PLACE_BEFORE and (mended := mended_region(variant, token)):
                clause.regions.append(mended[0])  # a place mistyped: "ne do Olomoce"
    if not clause.move and not clause.regions:
        clause.counted = clause.counted or _left(said)  # before described() drops it
    return clause


def _left(tokens: list[str]) -> list[int]:
    """The sizes a clause tells the player has left ("Zbyla mi jedna střední", "Ještě mám
    jednu střední", "I have one medium left"; two in "Zbyla mi jedna střední a jedna velká",
    which "tu" then leaves unclear); [] when it tells anything else."""
    sizes = sorted({SIZE_FORMS[w] for w in tokens if w in SIZE_FORMS and not w.isdigit()})
    others = [w for w in tokens if w not in SIZE_FORMS]
    if not _HAVING.intersection(others) or any(
            w not in _STOCK and w not in _AND and (w not in FILLER or w in PLACE_VERBS)
            for w in others):
        return []
    return sizes


def _says_all(variant: str, clause: str) -> bool:
    """Whether one clause is a placement as the game reads it ("dám velkou do Prahy")."""
    try:
        read(variant, "cs", clause)
    except RulesError:
        return False
    return True


def sentence_placement(variant: str, text: str) -> tuple[list[int], list[int]] | None:
    """The sizes and the regions a person reads as the one placement of `text` (one of each
    when it is one placement; more when two readings remain), or None when the sentence says
    no placement this way."""
    found = words(text)
    if "?" in text or len(found) > MAX_WORDS or any(w in _OTHER for w in found) \
            or not any(w in SIZE_FORMS and not w.isdigit() for w in found):
        return None
    clauses: list[str] = []
    for piece in _PUNCTUATION.split(text):
        # a correction word starts a clause of its own: "středníma tedy střední"
        cut = re.split(r"\b(?=(?:" + "|".join(CORRECTIONS) + r")\b)", piece.lower())
        # "Mám poslední velkou a tu dám do Kladska": "a" before a pronoun opens a clause
        cut = [part for c in cut for part in _AND_POINTING.split(c)]
        for c in cut:
            if clauses and words(clauses[-1]) and all(w in CORRECTIONS
                                                      for w in words(clauses[-1])):
                clauses[-1] += " " + c  # "oprava: malá Brno": the correction and its move
            elif c.strip():
                clauses.append(c)
    if len(clauses) < 2:
        return _one_clause(variant, clauses[0]) if clauses else None
    read = [_clause(variant, clause) for clause in clauses]
    if any(clause is _TAKEN_BACK for clause in read):
        return None
    corrected = any(clause is not None and clause.corrects for clause in read)
    if any(clause is not None and clause.corrects and not clause.move for clause in read):
        return None  # "sorry I meant medium Pilsen": a correction in words of its own
    if not corrected and any(clause is not None and clause.sizes and clause.regions
                             and _says_all(variant, text)
                             for clause, text in zip(read, clauses, strict=True)):
        return None  # "Malou do Brna ne, dám velkou do Prahy": the reader reads each clause
    sizes: list[int] = []
    regions: list[int] = []
    context: list[int] = []  # the regions of the clauses that describe the board
    counted: list[int] = []  # the sizes they count ("velkých mám už jen dvě")
    one_of = False
    pointed = so = False
    told = False  # a clause of the board names a pyramid there: "takže" then points nowhere
    for clause in read:
        if clause is None:
            continue
        if not clause.move:
            context += clause.regions
            counted += clause.counted
            told = told or clause.sized
            continue
        if clause.corrects and clause.sizes:
            sizes = []
        if clause.corrects and clause.regions:
            regions = []
        sizes += clause.sizes
        regions += clause.regions
        pointed = pointed or clause.points
        so = so or clause.so
        one_of = one_of or clause.one_of
    # "V Olomouci je prázdno, takže střední": "takže" points to the place of an empty board;
    # after "Bob dal velkou do Brna, takže střední" where is not said
    if not regions and (pointed or so and not told):
        regions = context  # "…, takže tam jde střední", "přebiju ji střední"
    if not sizes and one_of:
        sizes = counted  # "Velkých mám už jen dvě, ale jednu dám do Olomouce"
    sizes, regions = sorted(set(sizes)), sorted(set(regions))
    if not sizes or not regions:
        # "Zkusím Hradecko, střední", "Praho, tady máš střední!": the player's own verb
        # around the one region and the one size, in clauses of their own
        return _said_apart(text, [clause for clause in read if clause is not None])
    return sizes, regions


def _said_apart(text: str, read: list[_Clause]) -> tuple[list[int], list[int]] | None:
    """The sizes and regions of the clauses together, when the sentence names some of each
    and tells nothing of the board; None otherwise."""
    said = words(text)
    others = [w for clause in read for w in clause.others]
    if any(w in _TELLING or w in _THINKING for w in said):
        return None
    # with a verb of the player's own acting, the other words are what they act with
    # ("Na Karlovarsku zkusím štěstí s malou", "velkou bych dala do Plzně"); without one,
    # every word must be the player's own
    if not any(_own_verb(w) and w not in _OWN_WORDS or w in _CONDITIONAL for w in others) \
            and not all(_own_verb(w) for w in others):
        return None
    sizes = sorted({size for clause in read for size in clause.sizes})
    regions = sorted({region for clause in read for region in clause.regions})
    return (sizes, regions) if sizes and regions else None


# Words that make a clause tell of the board or of the past, not place now: "Malá v Plzni je
# slabá", "Brno má střední", "malá v Brně taky", "Prague was large".
_TELLING = frozenset(
    "je jsou byl byla bylo byli bude budou ma maji mel mela meli stoji stala stal lezi vede "
    "vyhrala vyhral taky take tez rovnez uz jiz ani "
    "is are was were has have had stands leads also too either".split())


# The player's own verbs are read by their shape: the first person ("zkusím", "začnu",
# "věnuju", "posíláme"), the piece going ("putuje", "míří") or the region getting it ("máš",
# "dostaneš", "patří"), and the small words said with them. Any other word ("Velká v Praze mi
# zatím stačí") may tell of the board: no placement is read then.
_FIRST_PERSON = ("im", "am", "nu", "du", "uju", "uji", "eme", "ime", "ame")
# The first person's verbs of thinking and seeing tell what the player thinks of the board
# ("Myslím, že malá v Plzni nestačí"): no placement is read around them.
_THINKING = frozenset(
    "myslim myslime verim doufam tipuju tipuji vidim cekam soudim predpokladam obavam bojim "
    "vim rikam mam mame think guess hope believe fear reckon see".split())
_NOT_VERBS = frozenset("zatim tim cim potom nim jim vam nam sam tam kam".split())
_OWN_WORDS = frozenset(
    "jde pujde putuje poputuje leti poleti miri zamiri patri dostane dostanes dostanete mas mate ber "
    "to ti mi me mne ode od tobe tebe vam nam ja ty teda tedy hned klidne asi snad "
    "nebo anebo ci or "  # a choice: asked back
    "try trying bet send give want let's lets i'll will with for on one".split())


def _own_verb(word: str) -> bool:
    """Whether a word not of a move is a verb of the player's own or a small word said with
    it (see _FIRST_PERSON)."""
    return word in _OWN_WORDS or word in _CONDITIONAL or len(word) > 3 \
        and word.endswith(_FIRST_PERSON) and word not in _NOT_VERBS


def _one_clause(variant: str, text: str) -> tuple[list[int], list[int]] | None:
    """The size and region of a clause that holds one of each with the player's own verb
    around them ("Zkusím Hradecko, střední" reads its clauses; "Do Hradce Králové jde malá",
    "Začnu Olomoucí malá"): whatever other words the clause holds, unless they tell of the
    board ("Malá v Plzni je slabá") or refuse; two of either are returned and asked back."""
    clause = _clause(variant, text)
    if clause is None or clause is _TAKEN_BACK:
        return None
    found = _said_apart(text, [clause])
    if found is not None and len(found[0]) > 1 and len(found[1]) > 1:
        return None  # "velkou do Prahy a pak malou do Brna": two moves, each read on its own
    return found


def placement(variant: str, lang: str, text: str) -> Placement | None:
    """The placement a person reads in `text` (see sentence_placement); AmbiguousCommand when
    two readings remain, asked back and never guessed; None when it says none this way."""
    found = sentence_placement(variant, text)
    if found is None:
        return None
    sizes, regions = found
    region_ids = TABLES[variant].region_ids
    if len(sizes) == 1 and len(regions) == 1:
        return Placement(SIZES[sizes[0]], region_ids[regions[0]])
    candidates = [f"{SIZES[s]} {region_ids[r]}" for s, r in product(sizes, regions)]
    if len(regions) > 1:
        names = listing(lang, [TABLES[variant].region_names[r] for r in regions], "or")
        message = say(lang, "ambiguous_region", words=text.strip()[:40], names=names)
    else:
        named = [quoted(lang, SIZE_WORDS[lang][s]) for s in sizes]
        message = say(lang, "ambiguous_size", sizes=listing(lang, named, "or"))
    raise AmbiguousCommand(message, candidates)
