"""A line of a reply read as a person reads it: the command in it, or the player's chatter.

A person reading "Beru to, koupit." finds "koupit", in "Bid 6, please" finds "bid 6", and
passes over "Good luck everyone!" or "Zdravím z Brna" without a word. So does this reader, for
the lines the mail front end hands to the game (`CommandKind.GAME`):

- a line the game reads (a move, legal now or not), as written or less the courtesy words
  around it ("Prague, large please"), is kept as it is;
- else its clauses (cut at punctuation and at "and", "a", "then", "pak") are read, less the
  courtesy words around them, and so is, in each clause, the longest run of words from a
  command word on that the game reads ("Tak já teda kupuju" -> "kupuju", "large Praha it is"
  -> "large Praha"), or a short clause's game words when they outnumber the others ("Prahu
  beru velkou"): every piece the game reads is a command;
- what a line denies is no command: a clause from its negation on ("Koupit, ne prodat", "Bid
  5 not 6"), a clause that ends in one ("Malou do Prahy ne"); a negation that denies nothing
  the game names is the answer itself ("Tentokrát ne" -> "ne"). A sentence that turns ("ale
  radši", "but", "nakonec") keeps only the commands after the turn;
- else the line is a near miss when a clause of a short line starts with a command word of
  the game (a verb, a size) and names what it acts on, or is that word alone: it is answered
  as today, with the reason and the options;
- else it is chatter: never played, never refused, never named in the answer. A short line of
  the game's names alone ("Praha", a town under a signature) is chatter too, unless no line
  of the mail holds a command: then it is the closest the mail came, and answered.

The words are the game's own (`Game.lexicon`, every form its parser reads); a game that names
none has every unreadable line answered as a near miss.
"""

from __future__ import annotations

import difflib
import functools
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from functions.mailroom import asking, hedges, remarks
from functions.mailroom.game_words import holds_game_word
from rules import AmbiguousCommand, InvalidCommand, Lexicon, RulesError
from rules.amounts import number_word, says_amount, says_money
from rules.correcting import CORRECTION, CORRECTION_LEAD, corrected, correcting
from rules.tense import another_time, conditional_later
from rules.text import fold, sentences, without_reason, words

MAX_LINE = 400  # a longer line is prose: read whole, never cut into clauses
MAX_CLAUSES = 12  # the clauses of a line read at most (each is parsed, some twice)
TAIL_WORDS = 8  # the words after a command word tried as its move, at most
NEAR_MISS_WORDS = 6  # a longer line with no readable command is prose, whatever words it holds
REFUSAL_REACH = 2  # words between a refusal and its verb at most: "nebudu to kupovat"
MEND_LENGTH = 5  # a shorter word is not mended: too many words are one letter from a verb
MEND_CUTOFF = 0.72  # how like a command word a typo must be (difflib's ratio: kpuit/koupit 0.73)
SHORT_LINE = 3  # a line of this many words, all the game's, is a try at a move ("Praha")
# Where a sentence splits into clauses: punctuation (not inside numbers: "2,200 $", "2.5"),
# dashes between words, and the conjunctions that join two commands. A bare "pak" / "potom"
# after a clitic pronoun stands inside its clause ("za 5000 ti ho pak prodám": then, once
# bought), joining nothing: Czech puts the clitics before it, never a clause's end.
# (never the "a" of an amount's half: "osm a půl stovky", "two and a half thousand")
_CLAUSE = re.compile(r"[,.](?!\d)|(?<!\d)[,.]|[;!?:()…]"
                     r"|\s[-–—]\s|\s(?:a pak|a potom|and then|a(?! p[uů]l\b)"
                     r"|and(?! a half\b)|then|und|et)\s"
                     r"|(?<!\bho)(?<!\bji)(?<!\bjí)(?<!\bmu)(?<!\bti)(?<!\bmi)(?<!\bto)(?<!\bsi)"
                     r"\s(?:pak|potom)\s",
                     re.IGNORECASE)
# Words of courtesy and hesitation around a command ("koupit prosím", "ok, tak kupuju").
_AROUND = frozenset(
    "please pls plz prosim prosimte diky dik dekuji dekuju thanks thx thank you ok okay tak "
    "teda takze tedy so well then hmm jo yes ano no nu asi".split())
# Words that deny what they stand by: "Koupit, ne prodat", "Bid 5 not 6", "Malou do Prahy ne".
# ("no" is not one: Czech "No nic, kupuji" begins with it.)
_NEGATION = frozenset("ne nie not nicht nein never nikdy don't dont isn't won't wont can't cant "
                      "nebudu nebudeme nebudem nemuzu nemohu wouldn't wouldnt "
                      # a verb that cannot be done: "To se nedá odmítnout" accepts, never declines
                      "neda nejde nelze nesmim nemuze nemuzes nemuzeme cannot".split())
# The negations that are a verb of their own, denying the words before them too
_NEGATED_VERB = frozenset("nebudu nebudeme nebudem nemuzu nemohu".split())
STANDING_LEAD = 4  # the words a standing order may follow on its line ("A od teď AUTO ...")
_STANDING = frozenset({"auto", "automaticky", "automaticke"})
# The words that say a verb will not be done ("Kupovat nebudu", "I won't buy", "I will not").
_WILL_NOT = frozenset("nebudu nebudeme nebudem nechci nechceme nechcem won't wont don't dont not "
                      "wouldn't wouldnt nie nicht".split())
_NO = frozenset("no ne nie nein nope nah".split())
# "No way I'm selling it" denies what follows; "No way!" alone is surprise, "No way, I'll buy
# it" a yes
_NO_WAY = re.compile(r"(?<!\w)no way\s+\w", re.IGNORECASE)
# The words that deny a trade or a move a line speaks of, besides _NEGATION and _WILL_NOT ("Ani
# za milion", "it ain't for sale"), and the pairs that call its price too high
_DENYING = _NEGATION | _WILL_NOT | frozenset("shouldn't shouldnt ain't aint ani".split())
_TOO_DEAR = frozenset({("too", "expensive"), ("moc", "drahe"), ("moc", "draha"),
                       ("moc", "drahy"), ("prilis", "drahe"), ("prilis", "draha"),
                       ("prilis", "drahy")})
_OPTION = frozenset("option choice number pick moznost volim volba cislo c no".split())
# Greetings a number is said among ("Dobrý den, volím 1", "Jo, 1", "Hi, 2"): they say nothing
# of the option.
_GREETING = frozenset("ahoj cau caute nazdar zdravim dobry den vecer rano hi hello hey hallo "
                      "dear jo jj jasne".split())
# The words of trying and timing a number is said among ("Let's try 1 this round", "Tentokrát
# 9", "Option 12"): around a number, and only a number, they say nothing else.
# "back" of a sale back to the bank ("Náklad prodám zpátky bance"): no word of the move's own
_BACK_TO = frozenset({"zpatky", "zpet", "nazpet"})
_AROUND_NUMBER = frozenset(
    "let's lets let try trying going go for with this time round now option choice number "
    "pick i'll ill i tentokrat ted nyni dnes dneska tentoraz zkusim zkusime kolo moznost "
    "volim volba cislo radsi say rekneme jen jenom only just".split())  # "vlastně ne, jen 2"
_NOW = frozenset("ted tentokrat nyni ted' now".split())  # a clause of now after a supposition
_THANKS = frozenset("thanks thank you thx diky dik dekuji dekuju dakujem vdaka danke".split())
# A question: asked of the others, not a move ("Dano, nechceš mi prodat vlak?").
_QUESTION = re.compile(r"[^.!?]*\?+(?=\s|$)")
# Where a move's clause ends and the player's reason for it begins is rules.text's
# (without_reason: "Začnu křížovou čtyřkou, ať to má spád", "Bid 3 because I feel lucky"):
# the reason is talk, the clause before it the move, by mail as on the page.
  # not a "?" inside a word ("?3" of a lost ♠)
# Words that turn a sentence to what is meant after them: "Dal bych malou do Prahy, ale radši
# velkou do Brna", "Nejdřív jsem chtěl X, ale nakonec Y", "I thought of X but Y".
_CONTRAST = frozenset("ale but aber vsak jenze nakonec radsi rather instead lieber spis "
                      "stattdessen doch".split())
# The conditional mood ("koupil bych", "kúpil by som", "I would", "I'd") and what makes it a
# supposition rather than a polite move: a condition or an obstacle ("kdyby", "if", "ale").
# (not "by" alone: English "by the way", "by Friday")
_CONDITIONAL = frozenset("bych bys bychom byste bysme would i'd we'd".split())
_IF = frozenset("kdyby kdybych kdybys kdybychom kdybyste kdybysme if pokud jestli jestlize "
                "kdybyh".split())
_SUPPOSING = _IF | frozenset("ale but jenze bohuzel unfortunately".split())
# Words that point a clause at another thing than the one at stake ("that other field I won't
# take from you", "To druhé pole od tebe nevezmu"): its no is no answer to what is asked now.
# A pronoun of another person ("ten Kurz ti nevezmu": I won't take the Kurz from you) points
# there too; "ji" is left out, since it is also "it" for a field of its own ("nekoupím ji").
_OTHER = frozenset("other another else druhy druhe druhou druheho druhem jiny jine jinou "
                   "jineho jinem from od ti tobe vam mu jim".split())
_TAKEN_BACK = frozenset({"that", "this", "to"})  # "scratch that"
_SORRY = frozenset("oh ah ehm hmm i a".split())  # what a correction's words come with


@dataclass(frozen=True)
class Reading:
    """What a line holds: `commands` the texts the game reads (empty: none); for a line
    without them, `kind` says how close it came: "near" (a try at a move, answered with the
    reason: `commands` may hold the piece that is a move, but not one of now), "names" (a short line of the game's names alone: a try only when no
    line of the mail holds a command) or "chatter"."""

    commands: tuple[str, ...]
    kind: str = "command"
    moves: tuple[object, ...] = ()  # the move each command reads as (None: not one of now)
    remark: bool = False  # "near": the line tells of another's move, none of the player's


_SUBJECTS = frozenset("i ll ill im m we ja my".split())  # "I'll", "Já": before the verb
_NUMBER_IN_BRACKETS = re.compile(r"\((\d{1,3})\)")
_UNREAD = object()  # what _reads returns for a text the game cannot read


def _digits(word: str) -> bool:
    """Whether a word is a number as the rules read one: ASCII digits only (rules.numbers)."""
    return word.isascii() and word.isdigit()


def _remembering(parse: Callable[[str], object]) -> Callable[[str], object]:
    """`parse` that asks the game of each text once: a line's readers ask again of the same
    words (the line and its clauses, read whole and in pieces)."""
    said: dict[str, tuple[object, RulesError | None]] = {}

    def remembered(text: str) -> object:
        if text not in said:
            try:
                said[text] = (parse(text), None)
            except RulesError as refused:
                said[text] = (None, refused)
        move, refusal = said[text]
        if refusal is not None:
            raise refusal
        return move

    return remembered


def read_line(line: str, parse: Callable[[str], object], lexicon: Lexicon | None,
              above: str = "") -> Reading:
    """The commands in one line of a reply (see the module docstring); `parse` returns the
    move a text names now, and raises InvalidCommand for text the game cannot read, another
    RulesError for a move it cannot play now; `above` is the player's lines above it (what a
    "tam" may point to)."""
    parse = _remembering(parse)
    line = hedges.IDIOM.sub("", line).strip(" ,") or line  # "…, ber nebo nech :)": no choice
    if _offer_denied(line, parse):
        return Reading((), "chatter")  # "Prodám Modrou podkovu Tomovi za 2000? Nikdy."
    if (led := _after_lead_in(line, parse, lexicon)) is not None:
        return led  # "Going big in Ústí this time: large Usti", "Tak jdu na to: velká Praha"
    if (both := _trade_beside_move(line, parse, lexicon, above)) is not None:
        return both  # "Ahoj, tak to beru. Tome, za 5000 ti ho prodám.": each sentence its act
    if _dismay(line) or _common_nouns_only(line, lexicon):
        # "To snad ne!" is no "ne" to a purchase; "Sázka je sázka, Tomáši :)" is no bet
        return Reading((), "chatter")
    # "Myslím, že Bob dá velkou do Prahy", "Brno potřebuje střední, ale dám ji do Prahy": what
    # another does or needs is no move of the player's; the move is read from the player's own
    # clauses, and a line with none is asked back ("Velká v Brně by se hodila"), never played
    own, told = remarks.set_apart(line, lexicon) if len(line) <= MAX_LINE else (line, [])
    if told and (wished := _wished_offer(line, parse)) is not None:
        return wished  # "Kurz od Bohouše by se mi hodil": the writer's request, not a remark
    if told:
        # an own clause that answers the question asked ("Ne, tentokrát to nechám být. Ať si
        # ho koupí Cyril.") is read on, the remark passed over
        if lexicon is None or not (holds_game_word(own, lexicon)
                                   or lexicon.answers.intersection(words(own))) \
                or remarks.echoes(own):
            return Reading((line,), "near", remark=True)
        if remarks.points_there(own):  # "Cyril dal velkou do Brna, já dám tam střední"
            whole = _reads(line, parse, lexicon, whole=True)
            if whole is not _UNREAD and whole is not None:
                return Reading((line,), moves=(whole,))
        if remarks.points_back(own) and isinstance(
                whole := _reads(line, parse, lexicon, whole=True), str) \
                and whole.startswith("offer "):
            # "Chatrč U Hnědáka mi chybí. Dám ti za ni 2500.": the offer's "ni" is the field
            # the first sentence names, and the game reads the two together
            return Reading((line,), moves=(whole,))
        # "…, ale dám ji do Prahy": "ji" is the size the remark named
        line = remarks.pointed_at(own, told, lexicon) or own
    # "Kurz střelby (15)": a field's number in brackets, as the board writes it, is part of
    # its name, no clause of its own
    line = _NUMBER_IN_BRACKETS.sub(r"\1", line)
    denies = any(w in _NEGATION for w in words(line)) or bool(_NO_WAY.search(line))
    # "I won't buy it", "Kupovat nebudu": the verb refused is the move, however the game's
    # forgiving parser would read the line whole
    refused = _refused(line, parse, lexicon) if len(line) <= MAX_LINE else []
    if refused:
        return Reading((refused[0],), moves=(_reads(refused[0], parse, None),))
    # a line that denies something is read whole only as a move of now ("Don't buy"); else
    # its denied part is set apart first ("Koupit, ne prodat"). The whole line is read as
    # written, then less the courtesy words around it ("Prague, large please")
    # "Koupil bych to, ale nemám na to", "I'd buy it if I had the money": a move in the
    # conditional under a condition or an obstacle is what the player would do, not does
    supposed = _supposes(line)
    later = conditional_later(line)  # "…bych …, až …": what the player would do then
    refused_whole = False  # the game reads the whole line as a move it cannot play now
    reasoned = without_reason(line) if len(line) <= MAX_LINE else line
    for text in dict.fromkeys((line, _trimmed(line.strip(" .!")), *_after_address(line, lexicon),
                               reasoned if reasoned.strip() else line,
                               *_chosen(line))):
        whole = _reads(text, parse, lexicon, whole=True) if text and not supposed \
            and (not another_time(text, question=False) or _asks_partner(text, parse)) \
            else _UNREAD
        refused_whole = refused_whole or text == line and whole is None
        if whole is None and text == line and (apart := _moves_apart(line, parse, lexicon)):
            # "Malá do Brna, velká do Olomouce.": unclear whole, two moves in its clauses
            return apart
        if whole is not _UNREAD and not (denies and whole is None):
            return Reading((text,), moves=(whole,))
    if (offered := _offer_after_chatter(line, parse, lexicon)) is not None:
        return offered  # "Díky za hru zatím! Bobe, nechceš Podkovu? 1900 a je tvoje."
    if (sentence := _one_sentence_moves(line, parse, lexicon)) is not None:
        return sentence  # "I'll give you $4000 for your Saloon. I need it for my set!"
    # a question asks, it does not move: "P.S. Dano, nechceš mi prodat vlak?"
    # (an offer asked is an offer: "Kupuju. Tome, prodám ti Podkovu za 5000, bereš?")
    # (a move with a tag is a move: "Hlásím jedna, ok? Kolik mám bodů?", "bid 1, right?")
    asked = _QUESTION.sub(lambda q: q.group(0) if _offer_asked(q.group(0), parse)
                          else _tagged_move(q.group(0), parse, lexicon)
                          or _move_before_question(q.group(0), parse, lexicon) or " ",
                          line) if len(line) <= MAX_LINE else line
    if refused_whole and lexicon is not None and any(
            w in lexicon.names for question in _QUESTION.findall(line) for w in words(question)):
        # "Shooting range? Can't afford it." while another field waits: the answer is about
        # the thing the question names, refused with why, never played of the one waiting
        return Reading((line,), moves=(None,))
    if asked != line and not supposed:  # "Koupit? Jasně že jo.", "Buy? Sure.": the answer
        answer = _reads(asked.strip(" .!"), parse, lexicon, whole=True) if asked.strip() \
            else _UNREAD
        if answer is not _UNREAD and answer is not None:
            return Reading((asked.strip(" .!"),), moves=(answer,))
    written, line = line, asked  # a question may name the place a "tam" after it points to
    cut = _with_called(_among(_CLAUSE.split(line, maxsplit=MAX_CLAUSES)), parse, lexicon) \
        if len(line) <= MAX_LINE else [line]
    # a turn ("ale radši", "vlastně ne", "I meant") is seen in the words as written, before
    # courtesy and denied words are set apart: (the piece, whether it turns, whether it also
    # takes back what came before: "vlastně ne", "no wait")
    pieces = _no_between([(piece, _turns(piece), _turns(piece) and takes_back(piece))
                          for piece in cut[:MAX_CLAUSES]], lexicon)
    # "Ne že bych to nechtěl – kupuju", "Not that I don't want it, but …": the clause of a
    # double negative says no move
    pieces = [("" if words(piece)[:2] in (["ne", "ze"], ["not", "that"])
               or _about_other(piece, lexicon) else piece, turn, back)
              for piece, turn, back in pieces]
    if denies:
        pieces = [(kept, turn and at == 0, back and at == 0) for piece, turn, back in pieces
                  for at, kept in enumerate(_refused(piece, parse, lexicon)
                                            or _no_to_it(piece, parse, lexicon)
                                            or _affirmed(corrected(piece) if turn else piece,
                                                         lexicon) or [""])]
        # ("Dám devítku, ne vlastně osmičku": the no opens the correction, it denies nothing)
    # "No thanks, I'd rather save": the answer "no", not a word of courtesy
    clauses = [(_answer_of(c, turn, supposed), turn, back) for c, turn, back in pieces]
    found: dict[object, str] = {}  # the move read -> the piece that says it (said once)
    tried = ""  # the first piece cut out of a sentence that is a move, but not one of now
    # the moves cut out of a clause that goes on after them ("Malá v Plzni je slabá"): a
    # description of the board when the line says another move
    going_on: set[object] = set()
    before: dict[object, str] = {}  # the moves before a turn, kept if none comes after it
    described: set[object] = set()  # the pieces a sentence says are on the board
    mending = False  # a correction naming the game's words came after a move
    for (clause, turn, back), (piece, _, _) in zip(clauses, pieces, strict=True):
        if turn and (found or back):  # "X, ale radši Y", "X, vlastně ne, Y": the last wins
            mending = bool(found) and lexicon is not None and correcting(piece) \
                and holds_game_word(corrected(piece), lexicon)
            before = {} if back else dict(found)
            found.clear()
            tried = ""
        if turn:  # "ale nemám na to" is read as "nemám na to"
            clause = _after_turn(clause)
        if not clause or (supposed and _supposed(clause)) \
                or not turn and another_time(clause, question=False) \
                or later and _supposed(clause):  # "Kurz bych si koupil, až na něj dojedu"
            continue  # "Minule jsem dal krále", "I would have bid 13": no move of now
        clause = _after_also(clause)  # "a pak ještě velkou do Prahy": a second decision
        move = _reads(clause, parse, lexicon) if clause != line else _UNREAD
        if move is _UNREAD and clause != line and _opens_with_called(clause, lexicon):
            move = _reads(clause, parse, lexicon, whole=True)  # "Petře, dám ti …" (_with_called)
        if move is _UNREAD and clause != line and _OFFER_SAID.search(fold(clause)) \
                and any(says_amount(w) for w in words(clause)) and _refused_offer(clause, parse):
            # "Kupuju. Prodám ti Podkovu za 5000" with no one called: the offer is answered
            # with the game's question or reason, never dropped beside the move
            move = None
        said = clause
        if move is _UNREAD and supposed and turn and (_NOW.intersection(words(clause))
                                                      or "this time" in " ".join(words(clause))):
            # "Minule bych dala třináctku, ale teď jen dvojku": what the player would have
            # done is passed over, the clause of now after the turn is the move
            move = _reads(clause, parse, lexicon, whole=True)
        if move is _UNREAD:
            move, said = _reduced(clause, parse, lexicon)
            if move is not _UNREAD and _goes_on(clause, said):
                going_on.add(move)  # "malá v Brně taky"
        if move is _UNREAD and (number := lone_number(clause)) is not None:
            # "Tentokrát 1", "Let's try 1 this round": the number is the move, if the game
            # reads a number alone
            move, said = _reads(str(number), parse, lexicon), str(number)
            move = _UNREAD if move is None else move
        if move is _UNREAD:
            # "V Praze zatím nic není, dám tam velkou": "tam" is the place named before it
            move, said = _there(clause, written, above, parse, lexicon)
        if move is not _UNREAD:
            if _describes_board(clause):
                described.add(move)  # "Jano, ta malá v Brně je odvážná :)"
            found.setdefault(move if move is not None else said, said)
            continue
        # from its command word on, the longest run of words that is a move of now: "large
        # Praha it is" -> "large Praha", "I bid 6 this round" -> "bid 6". A piece cut out of a
        # sentence that is no move of now is a try only when it names what it acts on, in a
        # line of a sentence or two ("Any use, copying …" of a disclaimer is no use of a card)
        after = _after_command_word(clause, lexicon).split()
        tail = after[:TAIL_WORDS]
        # a verb is not cut from words it was said with: "končím pro dnešek" is no "končím"
        longer: object = _UNREAD  # what the piece one word longer read as
        for size in range(len(tail), 1 if len(tail) > 1 else 0, -1):
            piece = " ".join(tail[:size])
            if longer is None and words(tail[size - 1])[-1:] \
                    and words(tail[size - 1])[-1] in _DEMONSTRATIVES:
                # "I'll buy the forge too" is never "buy the": the thing pointed at is cut
                # off, and the move with it was refused (asked back with its reason)
                continue
            if _cuts_amount(after[size:]) or _cuts_choice(tail[:size], after[size:]):
                # "dávám 5 za 5000 dolarů" is never "dávám 5": an amount the game did not
                # read is refused with the reason, not dropped
                tried = tried or " ".join(after)
                continue
            move = longer = _reads(piece, parse, lexicon)
            if move is None:  # told why not, if the line holds no move of now
                if size > 1 and len(words(line)) <= 2 * NEAR_MISS_WORDS:
                    tried = tried or piece
            elif move is not _UNREAD:
                if _describes_board(clause):
                    described.add(move)
                found.setdefault(move, piece)
                if any(w not in _AROUND for part in after[size:] for w in words(part)):
                    going_on.add(move)
                break
    if len(found) > 1 and going_on and not moves_alone(line, tuple(found.values())):
        # "Malá v Plzni je slabá. Střední do Plzně.": what the sentence says of the board is
        # no move beside the move it names; when every move is such a piece, which is meant
        # cannot be told: asked back with the pieces, never guessed
        if all(move in going_on for move in found):
            return Reading((" ".join(found.values()),), "near")
        found = {move: said for move, said in found.items() if move not in going_on}
    if found and all(move in described for move in found):
        # "Jano, ta malá v Brně je odvážná :)": a line that speaks of a piece on the board is
        # a remark, never a move, whatever move line comes below it
        return Reading((), "chatter")
    found = {move: said for move, said in found.items() if move not in described}
    if not found and not before:
        # "Ne do Prahy, ale do Plzně – střední."; but of "Zbyla mi jedna střední a jedna
        # velká, tu dám do Brna", which the game reads whole as unclear, no two pieces guess
        # (the whole line parsed only when two pieces name a move: a parse of a sentence of
        # chatter costs a game's parser its every fuzzy match)
        found = _joined(clauses, parse, lexicon)
        found = {} if found and _unclear(line, parse) else found
    if (kept := found or before) and all(move == said and _unclear(said, parse)
                                         for move, said in kept.items()) \
            and (joined := _joined(clauses, parse, lexicon)) and not _unclear(line, parse):
        # "Tak teď střední na Moravu, do Olomouce, ať to Alice nemá zadarmo": a clause asked
        # back alone ("which of Moravia's regions?") is made clear by its neighbour
        found, before, mending = joined, {}, False
    if mending and not found:
        # "Jdu s osmičkou, teda s …": a correction of the game's words not read is asked
        # back, never the move it corrects played
        return Reading((line,), "near")
    found = found or before  # "Nekupuji, radši šetřím": the turn names no move instead
    if not found and supposed and lexicon is not None:
        found = _supposed_no(clauses, parse, lexicon)
    if not found and len(words(line)) <= NEAR_MISS_WORDS:
        # a command word mistyped once ("kpuit", "pprihazuji 3"): read as meant when the rest
        # of the clause then reads as a move of now
        for clause, _, _ in clauses:
            # never resigning: "dávám Náklad" (a field not of the game) is no "vzdávám"
            read = {move: text for text in _mended(clause, lexicon)
                    if (move := _reads(text, parse, lexicon)) != "resign"}
            read.pop(_UNREAD, None)
            if len(read) == 1 and None not in read:  # the likeliest words all say one move
                found.update(read)
                break
    if found:
        return Reading(tuple(found.values()),
                       moves=tuple(m if m != said else None for m, said in found.items()))
    if tried and not denies_move(line, lexicon):
        # "Myslím, že prodám Modrou podkovu" without owning it: told why not ("No way I'm
        # selling …" says the player's mind: no try)
        return Reading((tried,), "near")
    if refused_whole:  # "I don't want Whisky Joe" while the Shack waits: told why not
        return Reading((line,), moves=(None,))
    if lexicon is None:
        return Reading((), "near")
    if attempt := _attempt(line, lexicon):  # "Luci, nabídka Lucii: dávám …": told why not
        return Reading((attempt,), "near")
    return Reading((), _closeness(line, lexicon))


# The nouns every game's talk is made of, in their Czech cases and in English: alone (no
# number, no verb of a move) they name nothing to play ("Sázka je sázka", "Hra je hra", "Good
# game", "Tohle kolo je zlý").
_COMMON_NOUNS = frozenset(
    "sazka sazku sazky sazce sazkou sazek tah tahu tahy tahem tahum tahu hra hru hry hre hrou "
    "her karta kartu karty karte kartou karet kolo kola kole kolem kol partie partii "
    "bet bets card cards game games round rounds turn turns move moves hand trick".split())
CALLED_WORDS = 2  # a name called is a word or two with capitals, set apart by a comma


def _asks_partner(text: str, parse: Callable[[str], object]) -> bool:
    """Whether a text in another's conditional asks the partner for a trade ("Prodala bys mi
    Vlak za 3 tisíce?"): an offer, or a request asked back for its price, not a move weighed."""
    try:
        move = parse(text)
    except InvalidCommand:
        return False
    except RulesError as error:  # "Za kolik?": the price asked back is the offer's
        return error.beside_turn
    return str(getattr(move, "text", "")).startswith("offer ")


# A move said with a question tag after it ("Hlásím jedna, ok?", "bid 1, right?", "Dám
# velkou do Prahy, jo?", "Kupuju, proč ne?"): asking only to be sure, a move as any other
_TAG = re.compile(r"^(.*?\w.*?)[,\s]+(?:ok|okay|jo|ano|yes|right|correct|spr[aá]vn[eě]|"
                  r"dob[rř]e|jasn[eě]|souhlas\w*|v po[rř][aá]dku|is that (?:ok|right)|"
                  r"that ok|pro[cč] ne|why not)\s*\?+$", re.IGNORECASE)


def _tagged_move(question: str, parse: Callable[[str], object],
                 lexicon: Lexicon | None) -> str | None:
    """The move a question is with its tag cut off, when the game reads one (legal now or
    not); None for any other question."""
    tagged = _TAG.match(question.strip())
    if tagged is None:
        return None
    move = tagged.group(1)
    return move if _reads(move, parse, lexicon, whole=True) is not _UNREAD else None


# Where a move said first in a sentence ends and a question of its own begins ("přihazuji 4,
# kdo vede?", "large Praha and who's winning?")
_THEN_ASKED = re.compile(rf"(?:,\s*|;\s*|\s+(?:a|and|a taky|and also)\s+)"
                         rf"(?=(?:{asking.WHAT_OPENERS})\b)")
# A question of what the move would bring, in the conditional ("large Praha, what would I
# have then?", "malou do Olomouce, kolik by mi zbylo?"): the move is supposed, not made. One in
# the future after a move said outright is asked of the move made ("malou do Olomouce, kolik
# mi pak zbyde?": played, and answered from the game after it)
_CONSEQUENCE = re.compile(r"\b(?:would|could|bych|by|bys|kdyby\w*|if)\b|'d\b")


def _move_before_question(question: str, parse: Callable[[str], object],
                          lexicon: Lexicon | None) -> str | None:
    """The move a question sentence opens with when the game reads it and the question after
    it asks of something else ("přihazuji 4, kdo vede a jaké ceny ještě zbývají?"); None when
    it opens with none, or asks what the move would bring."""
    folded = fold(question)
    cut = _THEN_ASKED.search(folded) if len(folded) == len(question) else None
    if cut is None or _CONSEQUENCE.search(folded[cut.end():]) or _supposes(question):
        return None
    move = question[:cut.start()].strip()
    return move if _reads(move, parse, lexicon, whole=True) not in (_UNREAD, None) else None


def _offer_asked(question: str, parse: Callable[[str], object]) -> bool:
    """Whether a question is an offer the game reads, playable now or not, or answers with
    its question back ("Tome, prodám ti Modrou podkovu za 5000, bereš?" before the buy that
    makes the field the writer's; "Prodám ti … za 5000, bereš?" to whom?)."""
    if not _OFFER_SAID.search(fold(question)):
        return False
    try:
        move = parse(question.strip(" ?"))
    except InvalidCommand as error:
        return bool(str(error)) and any(says_amount(w) for w in words(question))
    except RulesError:
        return True
    return str(getattr(move, "text", "")).startswith("offer ")


# The no a writer answers their own question with ("…? Nikdy.", "…? Ani náhodou.", "…? Never."),
# and the words around it ("To určitě ne.", "Not a chance.", "No way.")
_NEVER = frozenset("ne nikdy never no nope nah kdepak nahodou omylem not".split())
_AROUND_NEVER = frozenset("ani to urcite tak teda fakt jasne way a chance in hell sakra".split())


def _offer_denied(line: str, parse: Callable[[str], object]) -> bool:
    """Whether a line asks an offer and answers it with a no of its own ("Prodám Modrou
    podkovu Tomovi za 2000? Nikdy.", "Sell it to Ann for $2000? Never."): the writer's mind,
    told; no offer."""
    questions = _QUESTION.findall(line)
    rest = words(line[line.rfind("?") + 1:]) if questions else []
    return bool(rest) and any(w in _NEVER for w in rest) \
        and all(w in _NEVER or w in _AROUND_NEVER for w in rest) \
        and _offer_asked(questions[-1], parse)


def _moves_apart(line: str, parse: Callable[[str], object], lexicon: Lexicon | None
                 ) -> Reading | None:
    """Two or more clauses of a line the game reads whole as unclear that are each a whole
    move of now, and differ ("Malá do Brna, velká do Olomouce."), as those moves; else None."""
    if len(line) > MAX_LINE:
        return None
    clauses = [c.strip() for c in _CLAUSE.split(line, maxsplit=MAX_CLAUSES) if c and c.strip()]
    found: dict[object, str] = {}
    for clause in clauses:
        move = _reads(clause, parse, lexicon, whole=True)
        if move is _UNREAD or move is None:
            return None  # a clause of other words: the line is read as a sentence
        found.setdefault(move, clause)
    if len(found) < 2:
        return None
    return Reading(tuple(found.values()), moves=tuple(found))


def _called(part: str) -> bool:
    """Whether a part of a line set apart by commas is a name called ("Tomáši :)")."""
    found = re.findall(r"\w+", part)
    return 0 < len(found) <= CALLED_WORDS and all(w[:1].isupper() for w in found)


_CODE_AFTER_LABEL = re.compile(r"(?::|\b(?:je|is|bude)\s)\s*(?:the\s+)?(?:10|[2-9TJQKA])[CDHS]\b")


def _common_nouns_only(line: str, lexicon: Lexicon | None) -> bool:
    """Whether the only words of the game in `line` are the common nouns of talk about games
    (sázka, tah, hra, karta, kolo; bet, card, game, round), beside a name called: chatter."""
    if lexicon is None:
        return False
    parts = line.split(",")
    if len(parts) > 1:  # "…, Tomáši :)", "Lucko, …": the name called is no word of a move
        parts = [p for at, p in enumerate(parts) if at not in (0, len(parts) - 1)
                 or not _called(p)]
    found = words(",".join(parts))
    if not any(w in _COMMON_NOUNS for w in found) or any(_digits(w) for w in found):
        return False
    if _CODE_AFTER_LABEL.search(line):  # "Moje karta: AS": a card's code as the deal prints it
        return False
    return not any((lexicon.game_word(w) or w in lexicon.answers) and w not in _COMMON_NOUNS
                   for w in found)


def _attempt(line: str, lexicon: Lexicon) -> str:
    """The try at a move a longer line holds, from the command word that opens one of its
    clauses on ("Luci, nabídka Lucii: dávám Chatrč za 1500 $" -> "nabídka Lucii: dávám …"):
    that word with two or more of the game's names or numbers after it, in a line of a
    sentence or two. Such a line is answered with the reason, never dropped without a word;
    '' for any other line."""
    found = words(line)
    if len(found) <= NEAR_MISS_WORDS or len(found) > 2 * NEAR_MISS_WORDS or "?" in line:
        return ""
    for match in itertools.chain([None], _CLAUSE.finditer(line)):
        rest = line[match.end() if match else 0:].strip()
        first, *after = words(rest) or [""]
        if first in lexicon.commands and sum(map(lexicon.game_word, after)) >= 2:
            return rest
    return ""


# Words that make a line's head more than a name called: a no, a turn, a condition.
_TURNING = _NEGATION | _NO | CORRECTION | _CONTRAST | _IF | _CONDITIONAL | _WILL_NOT
ADDRESS_WORDS = 3  # the words of a greeting or a name called before a command, at most


def _offer_after_chatter(line: str, parse: Callable[[str], object],
                         lexicon: Lexicon | None) -> Reading | None:
    """The offer the line's sentences say after an opening one of no game word ("Díky za hru
    zatím! Bobe, nechceš Modrou podkovu? 1900 a je tvoje."): an offer said in two sentences
    is read only whole, so the thanks before it made it talk (review rev56); None else."""
    if lexicon is None or len(line) > MAX_LINE:
        return None
    said = list(sentences(line))
    if len(said) < 3 or any(c.isdigit() for c in said[0]) or holds_game_word(said[0], lexicon):
        return None
    rest = line[line.index(said[0]) + len(said[0]):].strip()
    offer = _reads(rest, parse, lexicon, whole=True)
    return Reading((rest,), moves=(offer,)) if isinstance(offer, str) \
        and offer.startswith("offer ") else None


def _after_address(line: str, lexicon: Lexicon | None) -> list[str]:
    """The line less a name called or a greeting before its command ("Luci, nabídka Lucii:
    dávám …", "Hi Tom, offer Tom give 8 get $500"): the rest from the first comma, when what
    stands before it is a few words none of which is a command word and the rest starts with
    one. Read whole, so that an offer keeps its colon ("nabídka Bobovi: dávám …")."""
    head, comma, rest = line.partition(",")
    rest = rest.strip()
    if not comma or lexicon is None or len(line) > MAX_LINE or not rest:
        return []
    said, first = words(head), words(rest)[:1]
    if not said or len(said) > ADDRESS_WORDS or any(
            w in lexicon.commands or w in _TURNING for w in said):
        return []  # "Ne, koupit", "Vlastně, …", "Kdyby, …" are no names called
    return [rest] if first and first[0] in lexicon.commands else []


# Exclamations of dismay that hold a "ne" / "no" but deny nothing ("To snad ne!", "Ale ne",
# "Oh no"): said about the game, they answer no question of it.
_DISMAY = frozenset({("to", "snad", "ne"), ("snad", "ne"), ("ale", "ne"), ("ach", "ne"),
                     ("oh", "ne"), ("no", "to", "snad", "ne"), ("ale", "no", "tak"),
                     ("oh", "no"), ("oh", "no", "no"), ("ne", "ne", "ne"), ("no", "no", "no"),
                     ("to", "snad", "neni", "pravda"), ("jejda", "ne"), ("oh", "dear")})


def _dismay(line: str) -> bool:
    """Whether a line is only an exclamation of dismay ("To snad ne!", "Oh no")."""
    return tuple(words(line)) in _DISMAY


def _wished_offer(line: str, parse: Callable[[str], object]) -> Reading | None:
    """The offer a wish is ("Kurz od Bohouše by se mi hodil, dám mu za něj 3000", "I'd love
    your Saloon"), when the game reads the line as the writer's offer or as one whose price
    or thing it asks back (an offer's question); None for any other line."""
    try:
        move = parse(line)
    except RulesError as error:
        return Reading((line,), "near", moves=(None,)) if error.beside_turn else None
    said = str(getattr(move, "text", ""))
    return Reading((line,), moves=(said,)) if said.startswith("offer ") else None


def _reads(text: str, parse: Callable[[str], object], lexicon: Lexicon | None,
           whole: bool = False) -> object:
    """The move (its text) the game reads in `text`, None for one it reads but cannot play
    now, _UNREAD for none. The parsers read prefixes ("hot" for "hotovo", "P." for "pass" or
    "prodat"), and a person reads no move into the first letters of a word of chatter ("Do
    not click" is no "done"): a piece of a line counts only when it starts with a word of the
    game or a number, a whole line only when it holds one or is a word or two; and a text
    that could be several moves only when it starts with a word of the game."""
    found = words(text)
    if lexicon is not None and found:
        known = [lexicon.game_word(w) or w in lexicon.answers for w in found]
        if not (any(known) or len(found) <= 2) if whole else not known[0]:
            return _UNREAD
    try:
        move = parse(text)
    except AmbiguousCommand:
        first = [w for w in found if w not in _SUBJECTS][:1]  # "I'll play a three"
        starts = lexicon is None or bool(first) and (first[0] in lexicon.commands
                                                     or first[0] in lexicon.names)
        return None if starts else _UNREAD
    except InvalidCommand:
        return _UNREAD
    except RulesError:
        return None
    return getattr(move, "text", None) or text


def _one_sentence_moves(line: str, parse: Callable[[str], object], lexicon: Lexicon | None
                        ) -> Reading | None:
    """The move of the one sentence of a line that the game reads whole (or its opening
    clauses) as a move, the line's other words none ("I'll give you $4000 for your Saloon. I
    need it for my set!", "Ann, I'd pay $4000 for your Shack, it completes my row"); an offer
    so said that cannot be made is read as refused, with the game's reason ("Tome, dám ti 2000
    $ za tu tvoji chatrč, co si teď koupíš" while the field is not Tom's). None for any other
    line."""
    if len(line) > MAX_LINE or "?" in line \
            or _TURNING.difference(_CONDITIONAL).intersection(words(line)):
        return None  # "Dávám 5. Ne, vlastně 7.", "… v Praze? Tam dám": read clause by clause
    found: list[tuple[str, object]] = []
    opening = 0  # the sentences that open with a command word ("Nekupuju, šetřím.")
    said = [s.strip(" .!") for s in sentences(line) if s.strip(" .!")]
    for at, sentence in enumerate(said):
        if at and lexicon is not None and _reads(sentence, parse, lexicon, whole=True) is _UNREAD:
            sentence = _thing_for_it(sentence, said[at - 1], lexicon)
        opening += bool(_first_command(sentence, lexicon))
        clauses = sentence.split(", ")[:MAX_CLAUSES]
        refused = ""  # the shortest offer piece refused: its reason names the words at fault
        for size in range(len(clauses), 0, -1):
            piece = ", ".join(clauses[:size])
            if size < len(clauses) and not _OFFER_SAID.search(fold(piece)):
                continue  # only an offer is cut from the clauses that go on after it
            offer = bool(_OFFER_SAID.search(fold(piece)))
            move = _reads(piece, parse, lexicon, whole=True)
            if move is _UNREAD and offer and any(says_amount(w) for w in words(piece)) \
                    and _refused_offer(piece, parse):
                move = None  # "… za tu tvoji chatrč" not Tom's: refused with the reason
            if move is None and offer:
                refused = piece
            elif move is not _UNREAD and move is not None:
                found.append((piece, move))
                break
        else:
            if refused:
                found.append((refused, None))
    if len(found) != 1 or found[0][0] == line.strip(" .!"):
        return None  # a line read whole is read so before (and refused there as a try)
    if opening > bool(_first_command(found[0][0], lexicon)):
        return None  # another sentence opens with a move of its own: read clause by clause
    if found[0][1] is None:  # answered with the game's reason, as a try at a move
        return Reading((found[0][0],), "near")
    return Reading((found[0][0],), moves=(found[0][1],))


_IT_WORDS = frozenset("to ho ji it".split())  # a thing named before, pointed to
# the thing pointed to after "za" ("dám jí za ni 1500"): then the "ji" / "jí" before it is
# the partner ("to her"), never the thing
_FOR_IT = frozenset({("za", "ni"), ("za", "nej"), ("za", "ne"), ("za", "to"), ("for", "it")})


def _thing_for_it(sentence: str, before: str, lexicon: Lexicon) -> str:
    """The sentence with its one "to" / "ho" / "ji" / "it" made the one name of the game's
    things the sentence before names ("Vlak mi k ničemu není. Dám to Petrovi za 2000" -> "Dám
    Vlak Petrovi za 2000"); the sentence as written when it points at nothing or at more."""
    said = sentence.split()
    folded = [fold(word.strip(",")) for word in said]
    if set(zip(folded, folded[1:], strict=False)) & _FOR_IT:
        return sentence  # the thing is pointed to already: the pronoun is the partner
    # "jí" with its accent is the dative, a person ("Dám jí …"), never "ji" the thing
    pointers = [at for at, word in enumerate(said)
                if fold(word) in _IT_WORDS and word.strip(",").lower() != "jí"]
    runs: list[list[str]] = [[]]
    for word in before.split():  # the runs of a name's words, opening with a capital
        known = fold(word.strip(",")) in lexicon.names
        if known and (runs[-1] or word[:1].isupper()) or runs[-1] and len(word) <= 2:
            runs[-1].append(word.strip(","))  # "U" of "Chatrč U Hnědáka" is no name alone
        elif runs[-1]:
            runs.append([])
    for run in runs:
        while run and fold(run[-1]) not in lexicon.names:
            run.pop()
    names = [run for run in runs if run]
    if len(pointers) != 1 or len(names) != 1:
        return sentence
    return " ".join([*said[:pointers[0]], *names[0], *said[pointers[0] + 1:]])


_SUBJECT_WORDS = frozenset("i'll i'd we'll we'd i'm".split())  # as words() keeps them


def _first_command(text: str, lexicon: Lexicon | None) -> str:
    """The first word of `text` (past "I'll", "já") when it is a command word; '' otherwise."""
    first = [w for w in words(text) if w not in _SUBJECTS and w not in _SUBJECT_WORDS][:1]
    return first[0] if first and lexicon is not None and first[0] in lexicon.commands else ""


def _refused_offer(piece: str, parse: Callable[[str], object]) -> bool:
    """Whether the game reads an offer in words with an amount as one it cannot make (a
    field named that the partner does not own): refused with the game's reason, never passed
    over ("Dám si za chvíli kafe" names no amount: chatter)."""
    try:
        parse(piece)
    except InvalidCommand as error:
        return bool(str(error))
    except RulesError:
        return True
    return False


# an offer in the player's words: a verb of giving, selling or letting go (as the sentence
# says it, conditional and asked too: "prodám ti …", "pustím ti ji …", "dala bych ti …",
# "prodáš mi …?") and what it is given for
_OFFERING = (r"\b(?:dam|davam|nabizim|nabidnu|zaplatim|prodam|prodavam|pustim|prenecham|posilam|poslu|"
             r"send|dal|dala|nabidl|"
             r"nabidla|prodas|koupis|vezmes|give|offer|pay|sell|let)\b")
# the price said before the verb too, to the partner ("za 5000 ti ho prodám"; "Za šestku dávám
# 12" is a Goofspiel bid), or the deal as the partner's ("za 6000 je tvůj", "for $5000 it's
# yours", "for 5500 you can have it")
_OFFER_SAID = re.compile(_OFFERING + r".*\b(?:za|for)\b|\b(?:za|for)\b.*(?:\b(?:ti|tobe|vam|you)\b.*"
                         + _OFFERING + r"|\b(?:je|bude) (?:tvuj|tvoje|tva)\b|\byours\b"
                         r"|\bcan have it\b)")


_TRADE_VERBS = ("offer ", "accept ", "decline ", "withdraw ")  # how the game names a trade's acts
# the words of an answer to an offer or of one taken back (folded): a line without them, or an
# offer said (_OFFER_SAID), holds no trade to read apart from its move
_TRADE_WORD = re.compile(r"\b(?:nabid\w*|offer\w*|deal|accept\w*|declin\w*|prijim\w*|odmit\w*|"
                         r"withdraw\w*|stahuj\w*|rusim|plati|dohodnuto|domluveno|\d+)\b")


# "then" joining two acts of a sentence ("koupit a pak nabídka …", "buy, and then offer …");
# a "pak" after a clitic pronoun stands inside its clause ("za 5000 ti ho pak prodám", _CLAUSE)
_THEN = re.compile(r",?\s(?:a pak|a potom|and then)\s|,\s(?:pak|potom|then)\s"
                   # "and" before an offer's own head ("Koupit a nabídka Anně: dávám …, chci
                   # …"): the offer's comma is its own, the "a" joins two acts
                   r"|,?\s(?:a|and|a taky|and also)\s(?=(?:nab[ií]dka|nab[ií]dku|offer)\b"
                   # or its sending asked ("a Anně pošli nabídku: …", "and send Bob an offer")
                   r"|(?:\w+\s)?(?:po[sš]li|po[sš]lete|send)\s(?:\w+\s){0,3}"
                   r"(?:nab[ií]dk[ua]|(?:an\s)?offer)\b)"
                   r"|(?<!\bho)(?<!\bji)(?<!\bjí)(?<!\bmu)(?<!\bti)(?<!\bmi)(?<!\bto)(?<!\bsi)"
                   r"\s(?:pak|potom)\s(?=nab)", re.IGNORECASE)


_OPENING_JOIN = re.compile(r"^(?:a|and|a pak|a potom|and then)\s+(?=\S)", re.IGNORECASE)


def _refused_beside_turn(piece: str, parse: Callable[[str], object]) -> bool:
    """Whether the game reads `piece` as an act beside the turn (an offer, an answer to one)
    that it cannot carry out now: refused with its reason, never lost beside the move."""
    try:
        parse(piece)
    except RulesError as error:
        return error.beside_turn
    return False


def _trade_beside_move(line: str, parse: Callable[[str], object], lexicon: Lexicon | None,
                       above: str) -> Reading | None:
    """The acts of a line whose sentences say a move of the turn and a trade apart ("Ahoj,
    tak to beru. Tome, za 5000 ti ho prodám.", "Hi, so I'll take it. Tom, for 5000 it's
    yours."), or two trades ("Nabídka Anně: …. Nabídka Bobovi: …", read as one offer and
    refused), each sentence read as a line of its own, in order: the greetings and fillers of
    one sentence never hide the act of another. None for any other line (corrections across
    sentences, "Malá do Brna. Ne, vlastně velká.", are read as one line)."""
    if len(line) > MAX_LINE or not (_OFFER_SAID.search(fold(line))
                                     or _TRADE_WORD.search(fold(line))):
        return None  # no word of a trade: its sentences are read as one line, as ever
    # the parts of the line: its sentences, and a sentence's acts joined by "a pak" / "and
    # then" ("koupit a pak nabídka Bobovi: dávám 100, chci 3")
    said = [part for sentence in sentences(line) for part in _THEN.split(sentence)
            if part.strip(" .!,")]
    if len(said) < 2:
        return None
    commands: list[str] = []
    moves: list[object] = []
    turn = False
    trades = 0  # two offers in one line ("Nabídka Anně: …. Nabídka Bobovi: …") are two acts
    skip = False
    for at, sentence in enumerate(said):
        if skip:
            skip = False
            continue
        # "Koupit. A nabídka Ann: …": the "a" that opens a sentence joins it, no word of its act
        read = read_line(_OPENING_JOIN.sub("", sentence), parse, lexicon, above)
        if at + 1 < len(said) and not any(m is not None for m in read.moves or ()) \
                and (joined := read_line(
                _OPENING_JOIN.sub("", f"{sentence} {said[at + 1]}"), parse, lexicon,
                above)).kind == "command" and _trade_read(joined):
            # "Petře, a nechceš mi prodat Nocležnu? Dala bych 1700.": the price in the
            # sentence after the question is that offer's
            read, skip = joined, True
        if read.kind == "command" and read.commands:
            pieces = list(zip(read.commands, read.moves or (None,) * len(read.commands),
                              strict=True))
        elif read.kind == "near" and not read.remark and len(read.commands) == 1 \
                and _OFFER_SAID.search(fold(read.commands[0])):
            pieces = [(read.commands[0], None)]  # an offer not of now: played after the move
        else:
            continue  # a greeting, a reason, talk
        for piece, move in pieces:
            if isinstance(move, str) and move.startswith(_TRADE_VERBS) or move is None and (
                    _OFFER_SAID.search(fold(piece)) and any(says_amount(w) for w in words(piece))
                    or _refused_beside_turn(piece, parse)):
                trades += 1
            elif move is not None:
                turn = True
            commands.append(piece)
            moves.append(move)
    if not (turn and trades or trades > 1 and not _reads_whole(line, parse)):
        return None  # (two sentences of one offer: "Prodáš mi Kurz? Dám ti za něj 1800.")
    return Reading(tuple(commands), moves=tuple(moves))


def _trade_read(read: Reading) -> bool:
    """Whether a line's reading is one act, a trade the game reads (an offer, an answer)."""
    return len(read.moves or ()) == 1 and isinstance(read.moves[0], str) \
        and read.moves[0].startswith(_TRADE_VERBS)


def _reads_whole(line: str, parse: Callable[[str], object]) -> bool:
    """Whether the game reads the whole line as one move."""
    try:
        parse(line)
    except RulesError:
        return False
    return True


LEAD_IN_WORDS = 8  # the words of a lead-in before a colon, at most ("My move this time:")


# A lead-in that says the move follows, without its colon ("Můj tah je …", "Můj dnešní tah
# bude …", "Tah je …"), folded; its words are as long folded as written
_SAID_LEAD = re.compile(r"\s*(?:(?:tak|takze)\s+)?(?:muj\s+(?:(?:dnesni|dalsi|pristi|novy)\s+)?)?"
                        r"tah\s+(?:je|bude)(?=\s)")


def _after_lead_in(line: str, parse: Callable[[str], object], lexicon: Lexicon | None
                   ) -> Reading | None:
    """The move after a colon when the words before it are the player's lead-in to it, no
    move of their own of now, or the same one ("Going big in Ústí this time: large Usti");
    None for any other line (an offer keeps its colon: "nabídka Bobovi: dávám …")."""
    if ":" not in line and (lead := _SAID_LEAD.match(fold(line))):
        line = f"{line[:lead.end()]}:{line[lead.end():]}"  # "Můj tah je velká Praha" as with
        # its colon ("Můj tah: velká Praha")
    head, colon, tail = line.partition(":")
    if not colon or not tail.strip() or ":" in tail or len(head.split()) > LEAD_IN_WORDS \
            or len(line) > MAX_LINE:
        return None
    if lexicon is not None and {w for w in words(head) if w in lexicon.names} \
            - set(words(tail)):
        return None  # a lead-in naming another place or player than the move is no lead-in
    move = _reads(tail.strip(" .!"), parse, lexicon, whole=True)
    if move is _UNREAD or move is None:
        return None
    said = _reads(head.strip(" .!"), parse, lexicon, whole=True)
    if said not in (_UNREAD, None, move):
        return None  # "Malou do Brna: velkou do Prahy": two moves, read as a sentence
    return Reading((tail.strip(),), moves=(move,))


def _affirmed(clause: str, lexicon: Lexicon | None) -> list[str]:
    """The clause less what it denies: the words from a negation on ("Bid 5 not 6" -> "Bid
    5"), or all of it when the negation comes last ("Malou do Prahy ne"). A denial of nothing
    the game names is an answer of its own ("Tentokrát ne", "Ne, díky" -> "ne")."""
    parts = clause.split()
    at = next((i for i, part in enumerate(parts) if any(w in _NEGATION for w in words(part))
               or _NO_WAY.match(" ".join(parts[i:i + 3]))), None)
    if at is None:
        return [clause]
    if not any(_is_game_word(w, lexicon) for w in words(clause) if w not in _NEGATION):
        return [" ".join(words(parts[at]))]  # the answer "ne" / "not", read as the game reads it
    if at == len(parts) - 1 or any(w in _NEGATED_VERB for w in words(parts[at])):
        # "Třináctku nebudu hrát": what stands before a negated Czech verb is its object
        return []
    return [" ".join(parts[:at])] if at else []


def _no_to_it(clause: str, parse: Callable[[str], object], lexicon: Lexicon | None
              ) -> list[str]:
    """The clause as written when its negation closes it and the game reads it so as a move
    of now ("Chatrč ne, je moc drahá": the waiting field refused), as it would the line alone;
    [] otherwise ("Malou do Prahy ne" denies the move it names)."""
    found = words(clause)
    if not found or found[-1] not in _NEGATION:
        return []
    move = _reads(clause.strip(), parse, lexicon, whole=True)
    return [clause.strip()] if move is not _UNREAD and move is not None else []


def standing_order(line: str) -> tuple[str, str] | None:
    """The standing order a line gives after a few words of its own ("A odteď AUTOMATICKY
    KUPOVAT DO 4000", "Buy. And AUTO BUY UP TO 4000 from now on"): (the words before it, the
    order: the words in capitals from its keyword on); None when there is none. The keyword
    counts written in capitals only, as the orders are documented: "auto" in a sentence is a
    car."""
    parts = line.split()
    for index, part in enumerate(parts[1:STANDING_LEAD + 1], 1):
        if part.isupper() and words(part) and words(part)[0] in _STANDING:
            order = list(itertools.takewhile(lambda p: not any(c.islower() for c in p),
                                             parts[index:]))
            if len(order) > 1:
                return " ".join(parts[:index]), " ".join(order).strip(" .!,")
    return None


def _refused(clause: str, parse: Callable[[str], object], lexicon: Lexicon | None
             ) -> list[str]:
    """A verb the player says they will not do, as the game's own refusal of it: "Kupovat
    nebudu", "Nebudu to kupovat" -> "nekupovat"; "I won't buy it" -> "do not buy"; [] when
    the clause says no such thing (or the game has no word for it)."""
    if lexicon is None:
        return []
    pieces = [words(piece) for piece in _CLAUSE.split(clause)
              if not _about_other(piece, lexicon)]
    # "Not buying the Shack though": the verb's -ing form refuses its verb
    pieces = [[w[:-3] if w.endswith("ing") and w[:-3] in lexicon.commands else w for w in piece]
              for piece in pieces]
    verbs = [(piece, i) for piece in pieces for i, w in enumerate(piece)
             if w in lexicon.commands and w not in _WILL_NOT]
    if len(verbs) != 1:
        return []
    # the refusal stands by its verb, in the same clause: "I'm not sure, buy it" buys
    piece, at = verbs[0]
    # English "No buy this time" refuses its verb; Czech "No kupuju" is "well, I buy": the
    # "no" counts only where the verb's refusal is English ("do not buy")
    english_no = at > 0 and piece[at - 1] == "no"
    if not english_no and not any(w in _WILL_NOT and abs(i - at) <= REFUSAL_REACH
                                  for i, w in enumerate(piece)):
        return []
    for text in ("do not " + piece[at],) if english_no else ("ne" + piece[at],
                                                               "do not " + piece[at]):
        if _reads(text, parse, None) not in (_UNREAD, None):
            return [text]
    return []

def _about_other(clause: str, lexicon: Lexicon | None) -> bool:
    """Whether a clause says no to another thing than the one at stake: a negation or a
    negated verb of the game with a word pointing elsewhere ("that other field I won't take
    from you", "To druhé pole od tebe nevezmu")."""
    found = words(clause)
    if not any(w in _OTHER for w in found):
        return False
    return any(w in _NEGATION or w in _WILL_NOT or (
        w.startswith("ne") and lexicon is not None and w in lexicon.commands) for w in found)


def lone_number(clause: str) -> int | None:
    """The number a short clause says among words of trying and timing only ("Tentokrát 9",
    "Going for 3 this time", "Option 12 please"); None for any other clause."""
    found = words(clause)
    rest = [w for w in found if w not in _AROUND_NUMBER and w not in _AROUND]
    if len(found) > NEAR_MISS_WORDS or len(rest) != 1:
        return None
    if not _digits(rest[0]):  # "no wait, zero", "teda šest": a number word
        return number_word(rest[0]) if len(found) <= 2 else None
    return int(rest[0]) if len(rest[0]) <= 3 else None


def moves_alone(line: str, commands: tuple[str, ...]) -> bool:
    """Whether a line says its commands and nothing else but the words that join them and
    courtesy ("velkou do Prahy a pak malou do Brna", "přihazuji 7 a 8, díky"): moves joined
    on a line, each meant as a line of its own (not a sentence with a move inside)."""
    said = {w for text in commands for w in words(text)}
    return all(w in said or w in _JOINERS or w in _AROUND for w in words(line))


_JOINERS = frozenset("a and then pak potom und et".split())  # "X a pak Y", "X and then Y"


def menu_number(line: str) -> int | None:
    """The option of the menu a line names in words ("Option 12 please", "Volím možnost 4,
    díky", "Volím dvojku", "Jednička"), also in one sentence of it beside sentences of no
    number ("Sakra. Ok, možnost 3."); None for a line that names none."""
    whole = _menu_number(line)
    if whole is not None:
        return whole
    sentences = [s for s in _SENTENCE.split(line) if s.strip()]
    named = [n for s in sentences if (n := _menu_number(s)) is not None]
    numbers = sum(any(_numbers_in(w) for w in words(s)) for s in sentences)
    if len(sentences) > 1 and len(named) == 1 and numbers == 1:
        return named[0]
    # "Volím jedničku, ať mám aspoň něco.": a clause naming the option beside clauses of chatter
    # with no number and no denial in them ("Jedničku, ne." is no choice)
    clauses = [c for c in _MENU_CLAUSE.split(line) if c.strip()]
    named = [n for c in clauses if (n := _menu_number(c)) is not None]
    numbers = sum(any(_numbers_in(w) for w in words(c)) for c in clauses)
    denied = any(w in _NEGATION for w in words(line))
    return named[0] if len(clauses) > 1 and len(named) == 1 and numbers == 1 and not denied \
        else None


def _numbers_in(word: str) -> bool:
    """Whether a folded word says a number: digits, a number word or a number's noun."""
    return bool(_digits(word)) or number_word(word) is not None or word in _NUMBER_NOUNS \
        or bool(_LARGER_NOUN.fullmatch(word))


# The nouns of numbers past ten ("třináctka", "dvacítku", "stovka"): a card of Goofspiel's, a
# number beside the one a clause names, never an option
_LARGER_NOUN = re.compile(r"\w*(?:nact|nac|cit|stov)(?:k|c)(?:a|u|y|ou|e)")


# A menu reply's sentences: every mark ends one, after a number too ("Dvojka. díky", "3. ok"),
# unlike rules.text.sentences, which keeps "1. velká" of a line whole: here a bare number
# before a mark is the option said, and what follows it is another sentence
_SENTENCE = re.compile(r"[.!?…]+(?:\s+|$)")
_MENU_CLAUSE = re.compile(r"[.!?…,;:]+(?:\s+|$)|\s[-–—]\s")


def _menu_number(line: str) -> int | None:
    found = [w for w in words(line) if w not in _AROUND and w not in _GREETING]
    if len(found) == 1 and _digits(found[0]) and len(found[0]) <= 2:
        return int(found[0])  # "Jo, 1", "Dobrý den, 2": the number alone among greetings
    nouns = [_NUMBER_NOUNS[w] for w in found if w in _NUMBER_NOUNS]
    if len(nouns) == 1 and all(w in _NUMBER_NOUNS or w in _OPTION or w in _CHOOSING
                               or w in _CHOOSING_AROUND for w in found):
        return nouns[0]  # "Jednička", "Volím dvojku", "Dávám dvojku": the noun names the option
    ordinals = [_ORDINALS[w] for w in found if w in _ORDINALS]
    if len(ordinals) == 1 and all(w in _ORDINALS or w in _OPTION or w in _POINTING_AT
                                  or w in _CHOOSING or w in _CHOOSING_AROUND for w in found):
        return ordinals[0]  # "To první.", "Tu druhou", "The first one": that line of the menu
    if any(w in _OPTION for w in found) and (number := lone_number(" ".join(found))) is not None:
        return number
    if any(w in _CHOOSING for w in found) and (number := lone_number(" ".join(
            w for w in found if w not in _CHOOSING and w not in _CHOOSING_AROUND))) is not None:
        return number  # "Let's go with 1.", "Dám 1, díky.", "Jdu na 2": the option chosen
    return _option_named(words(line))


# The verbs of choosing, giving and going a menu's number is said with ("Let's go with 1.",
# "Dám 1, díky.", "Vezmu si 2", "Jdu na 1"), and the little words beside them: with nothing
# but the number and courtesy around them they pick that option (a game whose number is a
# move, a bid or a card, reads the line as its move before any of this is asked)
_CHOOSING = frozenset("go going pick picking choose choosing take taking dam davam beru vezmu "
                      "vezmeme beriem jdu jdeme pujdu zkusim zkusime volim vybiram chci "
                      "chcem do make have jedu hraju hrajeme".split())
_CHOOSING_AROUND = frozenset("with for i i'll ill let's lets we we'll na si to it me the guess "
                             "hmm then so tak".split())
# The nouns an option of the menu is named with, followed by its number ("Beru možnost 11, ať
# to má grády", "Dám variantu 3", "I'll take option 7, wish me luck").
_OPTION_NOUNS = frozenset(
    "moznost moznosti volba volbu volbou varianta variantu variantou varianty moznostou "
    "option choice cislo".split())
MENU_DIGITS = 3  # a longer number is no option of a menu


def _option_named(found: list[str]) -> int | None:
    """The number after an option's noun in a sentence of other words, when it is the one
    number of the sentence; None otherwise."""
    numbers = [w for w in found if _digits(w) or number_word(w) is not None]
    named = [int(after) for noun, after in zip(found, found[1:], strict=False)
             if noun in _OPTION_NOUNS and _digits(after) and len(after) <= MENU_DIGITS]
    return named[0] if len(named) == 1 and len(numbers) == 1 else None


# The words an ordinal points at a line of the menu with ("To první", "the second one")
_POINTING_AT = frozenset("to ta ten tu ty tohle tuhle tenhle the one that this".split())


def _ordinals() -> dict[str, int]:
    """The ordinals one to ten, Czech in their genders and cases and English, folded."""
    # the masculine nominatives, less their ending: the stems the other forms are made on
    czech = tuple(words(w)[0][:-1] for w in ("první", "druhý", "třetí", "čtvrtý", "pátý",
                                              "šestý", "sedmý", "osmý", "devátý", "desátý"))
    english = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
               "ninth", "tenth")
    found: dict[str, int] = {}
    for number, (stem, word) in enumerate(zip(czech, english, strict=True), 1):
        soft = stem in ("prvn", "tret")  # první, třetí: a soft adjective
        ends = ("i", "iho", "imu", "im") if soft else ("y", "a", "e", "eho", "ou", "emu", "em")
        found |= dict.fromkeys((stem + end for end in ends), number)
        found[word] = number
    return found


_ORDINALS = _ordinals()


def _number_nouns() -> dict[str, int]:
    """The Czech nouns of the numbers one to ten in their cases ("jednička", "dvojku",
    "trojkou", "čtyřce"), folded."""
    stems = ("jednick", "dvojk", "trojk", "ctyrk", "petk", "sestk", "sedmick", "osmick",
             "devitk", "desitk")
    found: dict[str, int] = {}
    for number, stem in enumerate(stems, 1):
        found |= dict.fromkeys((stem + end for end in ("a", "u", "ou", "y")), number)
        found[stem[:-1] + "ce"] = number  # "jedničce", "dvojce"
    return found


_NUMBER_NOUNS = _number_nouns()


def _mended(clause: str, lexicon: Lexicon | None) -> list[str]:
    """The clause with its first word, when no word of the game, as each of the command words
    it looks most like ("kpuit" -> "koupit"; "koupti" -> "koupit", "koupil"); [] when none is
    close enough."""
    parts = clause.split()
    first = words(parts[0]) if parts else []
    if lexicon is None or len(first) != 1 or len(first[0]) < MEND_LENGTH \
            or _is_game_word(first[0], lexicon) or first[0] in lexicon.answers:
        return []
    # a verb with "ne" before it is its negation, never a typo of it ("Nevezmu 2"), also in
    # another person than the command's ("Neprodám Modrou podkovu" sells nothing)
    negated = next((first[0][len(no):] for no in ("nie", "ne") if first[0].startswith(no)), "")
    if len(negated) >= MEND_LENGTH and (_is_game_word(negated, lexicon) or difflib.get_close_matches(
            negated, lexicon.commands, n=1, cutoff=MEND_CUTOFF)):
        return []
    close = [word for word in difflib.get_close_matches(first[0], lexicon.commands, n=4,
                                                        cutoff=MEND_CUTOFF)
             if first[0] not in ("ne" + word, "nie" + word)]
    if not close:
        return []
    best = [word for word in close if _ratio(first[0], word) == _ratio(first[0], close[0])]
    return [" ".join([word, *parts[1:]]) for word in best]


def _ratio(word: str, other: str) -> float:
    return difflib.SequenceMatcher(None, word, other).ratio()


def _no_thanks(clause: str) -> bool:
    """Whether a clause is a "no" with thanks only ("No thanks", "Nein danke")."""
    found = words(clause)
    return len(found) > 1 and found[0] in _NO and all(w in _THANKS for w in found[1:])


_THERE = frozenset({"tam", "tamhle", "there"})


def _there(clause: str, line: str, above: str, parse: Callable[[str], object],
           lexicon: Lexicon | None) -> tuple[object, str]:
    """The move of a clause whose "tam" / "there" is the place named before it, on its line or
    on the player's lines above ("V Praze zatím nic není, dám tam velkou", "Praha je drahá. ⏎
    Dám tam velkou."): (the move, its words); (_UNREAD, '') when the clause has no "tam", or
    the names before it are not one place."""
    found = words(clause)
    if lexicon is None or not any(w in _THERE for w in found):
        return _UNREAD, ""
    before = words(above + " " + (line[:max(line.find(clause), 0)] if clause in line else ""))
    bare = [w for w in found if w not in _THERE]
    moves: dict[object, str] = {}
    for name in dict.fromkeys(w for w in before if w in lexicon.names):
        said = " ".join([*bare, name])  # each name alone: a player's name is no place
        move = _reads(said, parse, lexicon)
        if move is not _UNREAD and move is not None:
            moves.setdefault(move, said)
    return next(iter(moves.items())) if len(moves) == 1 else (_UNREAD, "")


def _joined(clauses: list[tuple[str, bool, bool]], parse: Callable[[str], object],
            lexicon: Lexicon | None) -> dict[object, str]:
    """The one move two neighbouring clauses name together when neither does alone ("ale do
    Plzně – střední"); {} when none or several."""
    texts = [_after_turn(clause) for clause, _, _ in clauses]
    moves: dict[object, str] = {}
    for first, second in itertools.pairwise(texts):
        if not (first and second):
            continue
        # the first from its command word on: "Tak teď střední na Moravu, do Olomouce"
        for start in dict.fromkeys((first, _after_command_word(first, lexicon))):
            move = _reads(f"{start} {second}", parse, lexicon, whole=True) if start \
                else _UNREAD
            if move is not _UNREAD and move is not None:
                moves.setdefault(move, f"{start} {second}")
                break
    return moves if len(moves) == 1 else {}


def _unclear(line: str, parse: Callable[[str], object]) -> bool:
    """Whether the game reads the whole line as a move it cannot tell from another."""
    try:
        parse(line)
    except AmbiguousCommand:
        return True
    except RulesError:
        return False
    return False


def _no_between(pieces: list[tuple[str, bool, bool]], lexicon: Lexicon | None
                ) -> list[tuple[str, bool, bool]]:
    """The pieces of a line with a no or a word of correction of its own between two clauses
    made the correction it is ("Dám devítku, ne, osmičku", "bid 9, no, 8", "bid 5, sorry,
    with the nine"): the clause after it, when it names the game's words or a number, turns
    and takes back the one before ("buy, sorry, late reply" keeps the buy)."""
    mended = list(pieces)
    for at in range(1, len(mended) - 1):
        alone = words(mended[at][0])
        if (alone in (["ne"], ["no"], ["nie"]) or alone and correcting(mended[at][0])
                and all(w in CORRECTION or w in CORRECTION_LEAD for w in alone)) \
                and _names_move_words(mended[at + 1][0], lexicon):
            mended[at] = ("", False, False)
            mended[at + 1] = (mended[at + 1][0], True, True)
    return mended


def _names_move_words(clause: str, lexicon: Lexicon | None) -> bool:
    """Whether a clause holds a number or, of a game with words, a word of the game."""
    said = words(clause)
    return any(w.isdigit() for w in said) or (
        bool(said) if lexicon is None else holds_game_word(clause, lexicon))


def _answer_of(clause: str, turn: bool, supposed: bool) -> str:
    """The clause to read: less its courtesy words, but a no that answers kept ("No thanks",
    "Cheers, but no thanks", "Thanks, but no", "So no" after a supposition)."""
    bare = _after_turn(clause)
    if _no_thanks(bare):
        return words(bare)[0]
    contrast = turn and any(w in _CONTRAST for w in words(clause)[:1])  # not "actually no"
    if (supposed or contrast) and _bare_no(bare):
        return words(bare)[-1]
    return _trimmed(clause)


def _turns(clause: str) -> bool:
    """Whether a clause turns the sentence ("ale radši velkou do Brna", "but bid 2") or
    corrects it ("vlastně ne", "teda 6", "sorry I meant medium Pilsen", "no wait")."""
    return any(w in _CONTRAST for w in words(clause)[:3]) or correcting(clause)


def _supposes(line: str) -> bool:
    """Whether a line says what the player would do under a condition or but for an obstacle:
    a verb in the conditional ("koupil bych", "I'd buy", "I would") with "kdyby", "if", "ale",
    "but" ("Kdybych měl víc peněz, koupil bych to", "Koupil bych to, ale nemám na to"); a
    condition of courtesy ("kdyby to šlo", "if possible") makes the wish no supposition."""
    found = set(words(_POLITE_IF.sub(" ", fold(line))))
    return bool(found & _CONDITIONAL) and bool(found & _SUPPOSING)


def conditioned(text: str) -> bool:
    """Whether a text says in the conditional what the player would do under a condition
    ("Dala bych 2200, kdybych na to měla", "I'd pay 2000 if I had it"): the conditional and
    "kdyby", "if"…, a condition of courtesy ("kdyby to šlo") not counted."""
    found = set(words(_POLITE_IF.sub(" ", fold(text))))
    return in_conditional(text) and bool(found & _IF)


def in_conditional(text: str) -> bool:
    """Whether a text has a verb in the conditional ("dala bych", "I'd pay", "would")."""
    return bool(set(words(fold(text))) & _CONDITIONAL)


# The conditions of courtesy around a wish, which ask leave and set no condition ("bych si
# vzala Saloon, kdyby to šlo", "I'd buy Whisky Joe if possible"): the wish is a move
_POLITE_IF = re.compile(
    r"\b(?:(?:kdyby|jestli|jestlize|pokud|if) (?:to )?(?:slo|jde|pujde|je mozne|bylo mozne|"
    r"je to mozne|bylo by to mozne|neva|nevadi|smim|muzu|mohu|mozno)|pokud mozno|"
    r"if (?:possible|i may|i can|that'?s (?:ok|okay|alright|fine|possible)|it'?s (?:ok|okay|"
    r"allowed|possible)|(?:you )?(?:don'?t|do not) mind))\b")


# Words that make a supposition a yes after all: "Koupil bych to, i kdyby to bylo dražší",
# "I'd buy it even if", "stejně bych to koupil": never read as a no
_EVEN = frozenset("even stejne beztak klidne anyway".split())
_EVEN_IF = frozenset({("i", "kdyby"), ("i", "kdybych"), ("i", "kdyz"), ("i", "pokud")})


def _supposed_no(clauses: list[tuple[str, bool, bool]], parse: Callable[[str], object],
                 lexicon: Lexicon) -> dict[object, str]:
    """The no to the decision waiting, when a line says in the conditional what the player
    would do about it ("Koupila bych to, kdyby to nebylo tak drahé"): {the move: its text};
    {} for any other line, and for a supposition that keeps the move ("i kdyby", "even if")."""
    said = [w for clause, _, _ in clauses for w in words(clause)]
    if not lexicon.supposed_no or any(w in _EVEN for w in said) \
            or any(pair in _EVEN_IF for pair in zip(said, said[1:], strict=False)):
        return {}
    verbs = [w for clause, _, _ in clauses if _supposed(clause) for w in words(clause)]
    for stem, no in lexicon.supposed_no:
        if any(w.startswith(stem) for w in verbs):
            move = _reads(no, parse, None)
            return {} if move is _UNREAD or move is None else {move: no}
    return {}


def _bare_no(clause: str) -> bool:
    """Whether a clause is a no among filler words ("So no", "Tak ne"): after a supposition
    it answers what was supposed."""
    found = words(clause)
    return bool(found) and found[-1] in _NO and all(w in _AROUND or w in _NO for w in found)


def _supposed(clause: str) -> bool:
    """Whether a clause of a supposing line is the supposed move or its condition."""
    found = words(clause)
    return bool(set(found) & _CONDITIONAL) or bool(found[:1]) and found[0] in _IF


def _after_turn(clause: str) -> str:
    """A clause less the words that turn or correct it ("ale nemám na to" -> "nemám na to",
    "sorry I meant 6" -> "6"); a "ne" of its own stays: it answers."""
    parts = clause.split()
    while len(parts) > 1 and all(w in _CONTRAST or w in CORRECTION or w in _SORRY
                                 for w in words(parts[0])):
        parts.pop(0)
    return " ".join(parts)


def takes_back(clause: str) -> bool:
    """Whether a correction takes back what came before it, whatever follows: "vlastně ne",
    "ne, počkej", "no wait", "scratch that"."""
    found = words(clause)
    return correcting(clause) and any(
        w in _NEGATION or w in _NO or w in _TAKEN_BACK for w in found[:3])


# A line that mends the one above it as mail writers do: a star before the mended word ("*7",
# "*malou"), or a no set apart before something new ("Ne, 7.", "No – bid 7")
_STARRED = re.compile(r"^\s*\*(?!\s*\*)\s*\S")
_NO_THEN = re.compile(r"^\s*(\w+)\s*[,–—-]\s*(\S.*)$")


def corrects(line: str) -> bool:
    """Whether a line opens with a correction of the mail's move before it ("Oprava: malou do
    Brna", "Vlastně ne, velkou do Prahy", "Correction: bid 2", "*7", "Ne, 7.")."""
    if correcting(line) or _STARRED.match(line):
        return True
    found = _NO_THEN.match(line)
    rest = words(found.group(2)) if found and words(found.group(1)) == [found.group(1).lower()] \
        and found.group(1).lower() in _NO else []
    # "Ne, díky" answers, it mends nothing; "Ne, 7." and "Ne, nechám to být" say instead
    return any(w.isdigit() for w in rest) or len(rest) > 2


def _is_game_word(word: str, lexicon: Lexicon | None) -> bool:
    """Whether a folded word is a command word or a name of the game (a number is not)."""
    return lexicon is not None and (word in lexicon.commands or word in lexicon.names)


# What the player's verbs act on besides the game's moves: the player's absence, their mail and
# settings, the game itself ("Ruším nepřítomnost" cancels an absence, it withdraws no offer)
_NO_MOVES_OBJECT = frozenset(
    "nepritomnost nepritomnosti absenci absence dovolenou dovolena away holiday vacation "
    "pripominky pripominek reminders reminder potvrzeni confirmations confirm odber "
    "subscription emaily maily mails emails hru game zpravu message".split())


def _reduced(clause: str, parse: Callable[[str], object], lexicon: Lexicon | None
             ) -> tuple[object, str]:
    """The move a short clause names in the game's words with a few others among them
    ("Prahu beru velkou" -> "Prahu velkou"): the words the game does not know are fewer than
    those it does, and one of those is a command word: (the move, the words read); (_UNREAD,
    '') otherwise."""
    parts = clause.split()
    # a clause of the game's words alone may be longer: a field's name has up to five
    # ("tak Alkohol & Tabák Whisky Joe (14) prodávám")
    if lexicon is None or len(parts) > 2 * NEAR_MISS_WORDS or _names_counterparty(
            [w for p in parts for w in words(p)], lexicon):
        return _UNREAD, ""
    # "&" stands inside a name ("Alkohol & Tabák Whisky Joe prodávám"): kept with it
    kept = [p for p in parts if p == "&"
            or any(map(lexicon.game_word, words(p)))]
    if any(_described(parts[:end], lexicon) for end in range(2, len(parts) + 1)):
        return _UNREAD, ""  # "Bedřichova střední v Brně": what is on the board, not the move
    verb = next((p for p in parts if any(w in lexicon.commands for w in words(p))), None)
    plain = [p for p in parts if p == "&" or not all(w in _AROUND or w in _BACK_TO for w in words(
        p))]  # less "tak", and "zpátky" of "Náklad prodám zpátky bance"
    if len(kept) == len(plain) and verb is not None and verb != kept[0]:
        # "Vlak prodávám", "tak Kurz střelby (15) prodávám": the object first, as Czech puts
        # what it stresses
        said = " ".join([verb, *(p for p in kept if p != verb)])
        # a move read that cannot be played now is refused with the game's reason ("Náklad
        # prodám zpátky bance": not yours), never "unknown command 'náklad'" (issue 42)
        return _reads(said, parse, lexicon), said
    if len(parts) > NEAR_MISS_WORDS or len(kept) == len(parts) \
            or len(parts) - len(kept) > len(kept) or not any(
            w in lexicon.commands for p in kept for w in words(p)):
        return _UNREAD, ""
    if any(says_amount(w) for p in parts if p not in kept for w in words(p)):
        return _UNREAD, ""  # an amount left out is a move misread, not a word of chatter
    if any(w in _NO_MOVES_OBJECT for p in parts if p not in kept for w in words(p)):
        return _UNREAD, ""  # "Ruším nepřítomnost": the verb acts on its object, not on a move
    said = " ".join(kept)
    if pointed := _pointed_at(parts, kept):
        # "I'll buy the forge too": the thing a kept "the" points at is the move's object,
        # never a word of chatter; a move with it the game refuses is refused, not guessed
        if _reads(pointed, parse, lexicon) is None:
            return None, pointed
    move = _reads(said, parse, lexicon)
    return (_UNREAD, "") if move is None else (move, said)


# the words pointing at the thing named after them ("the forge", "tu kovárnu")
_DEMONSTRATIVES = frozenset("the that this ten tu tuhle tenhle".split())


def _pointed_at(parts: list[str], kept: list[str]) -> str:
    """The kept words with the one after a kept pointing word ("buy the forge" of "I'll buy
    the forge too"), when the game does not know it; '' when no such word is left out."""
    for at, part in enumerate(parts[:-1]):
        if part in kept and words(part) and words(part)[-1] in _DEMONSTRATIVES \
                and parts[at + 1] not in kept and words(parts[at + 1]):
            return " ".join(p for i, p in enumerate(parts) if p in kept or i == at + 1)
    return ""


def _names_counterparty(found: list[str], lexicon: Lexicon) -> bool:
    """Whether the folded words `found` hold one of the game's `counterparties` ("to the bank")."""
    return any(tuple(found[at:at + len(side)]) == side
               for side in lexicon.counterparties for at in range(len(found)))


# Words that add a decision to the one before it ("Dám pětku, potom ještě sedmičku", "and
# also bid 7", "then the two"): they open a clause, they are no part of its move.
_ALSO = frozenset("jeste taky take tez i navic plus also too additionally the a and jinak btw".split())


def _after_also(clause: str) -> str:
    """A clause less the words that add it to the one before ("ještě sedmičku" -> "sedmičku")."""
    parts = clause.split()
    at = 0
    while at < len(parts) - 1 and words(parts[at]) and all(w in _ALSO for w in words(parts[at])):
        at += 1
    return " ".join(parts[at:]) if at else clause


# The words that make a clause speak of a piece already on the board ("ta malá v Brně je
# odvážná", "Tomášova střední v Plzni", "that large in Praha looks strong"): where it stands
# (locative), with a demonstrative or a verb of being.
_STANDS_IN = frozenset("v ve in".split())
_BEING = frozenset("je jsou byla byl bylo byly vypada vypadaji is are was were looks look "
                   "ta ten ty tahle tenhle tyhle that this those".split())


def _describes_board(clause: str) -> bool:
    """Whether a clause speaks of a piece on the board, where it stands, not of a move."""
    found = set(words(clause))
    return bool(found & _STANDS_IN) and bool(found & _BEING)


def _goes_on(clause: str, said: str) -> bool:
    """Whether a clause goes on after the words of it that were read, with words of its own
    ("malá v Brně taky", "Malá v Plzni je slabá"), not courtesy."""
    last = words(said)[-1:]
    found = words(clause)
    if not last or last[0] not in found:
        return False
    after = found[len(found) - found[::-1].index(last[0]):]
    return any(w not in _AROUND for w in after)


def _cuts_amount(dropped: list[str]) -> bool:
    """Whether the words a cut leaves out begin with an amount, right away or after one word
    ("za 5000 dolarů", "5 tisíc"), or name money at all ("za hromadu dolarů"): the amount was
    meant with the move."""
    return any(says_amount(w) for part in dropped[:2] for w in words(part)) or any(
        says_money(w) for part in dropped for w in words(part))


_OR = frozenset("nebo anebo ci or".split())


def _cuts_choice(kept: list[str], dropped: list[str]) -> bool:
    """Whether a cut leaves out the other side of a choice ("malou v Praze nebo v Brně"):
    which was meant is asked back, never the first guessed."""
    return bool(dropped) and any(w in _OR for part in [*kept, *dropped[:1]]
                                 for w in words(part))


# "I'll go with yes.", "Let's go for buy", "Volím ano": the words a choice is said with
_CHOSEN_LEAD = re.compile(
    r"^(?:(?:ok|okay|so|then|hmm|well|tak|dobre|dobře)[,\s]+)?(?:(?:i'?ll|i will|i'm|we'll|"
    r"let's|lets|we're)\s+)?(?:go|going|gonna go|be going)\s+(?:with|for)\s+|"
    r"^(?:(?:tak|no|dobre|dobře)[,\s]+)?(?:volím|volim|vybírám|vybiram|jdu do|jdu na)\s+",
    re.IGNORECASE)


def _chosen(line: str) -> list[str]:
    """The line less the words of choosing it opens with ("I'll go with yes." -> "yes"): a
    yes, a no or a move said as the choice; [] for a line that opens otherwise."""
    said = _CHOSEN_LEAD.sub("", line.replace("’", "'").strip(), count=1)
    return [said.strip(" .!")] if said != line.strip() and said.strip(" .!") else []


def _trimmed(clause: str) -> str:
    """A clause without the courtesy words around it ("koupit prosím" -> "koupit")."""
    parts = clause.split()
    while len(parts) > 1 and words(parts[-1]) and all(w in _AROUND for w in words(parts[-1])):
        parts.pop()
    while len(parts) > 1 and words(parts[0]) and all(w in _AROUND for w in words(parts[0])):
        parts.pop(0)
    # a "jo" or "yes" of its own is a move only as a whole line (the game reads it then)
    if len(parts) == 1 and all(w in _AROUND for w in words(parts[0])):
        return ""
    return " ".join(parts)


_AMONG = frozenset("mezi between either bud".split())
_AMONG_WORDS = 3  # "Mezi Hradcem Králové a …": the words of a name after "mezi", at most


# A piece that is money and nothing else ("500 dolarů", "$500", "500 $", "1 500 Kč")
_MONEY_ONLY = re.compile(r"(?:\$\s?\d[\d\s,.]*|\d[\d\s,.]*\s?(?:\$|dolar\w*|dollars?|bucks|kč|kc))",
                         re.IGNORECASE)


def _among(pieces: list[str]) -> list[str]:
    """The pieces with "mezi X a Y", "between X and Y" whole again: the "a" there joins the
    names offered, it parts no clauses ("Mezi Brnem a Prahou dám střední" names no region);
    and a piece of money alone joined to the one before it, whose side it ends."""
    joined: list[str] = []
    for piece in pieces:
        if joined and (any(w in _AMONG for w in words(joined[-1])[-_AMONG_WORDS - 1:])
                       or _MONEY_ONLY.fullmatch(piece.strip())):
            # ("… za Chatrč U Hnědáka a 500 dolarů": the money is the rest of that side)
            joined[-1] += " a " + piece
        else:
            joined.append(piece)
    return joined


# the yes said to a player called before it ("Tome, platí, …", "Tom, sure, …")
_AGREEING = frozenset("plati jasne jasny dobre dobra ok okay jo jj ano fajn super klidne sure yes "
                      "yeah yep fine deal agreed domluveno dohodnuto".split())


def _with_called(pieces: list[str], parse: Callable[[str], object], lexicon: Lexicon | None
                 ) -> list[str]:
    """The pieces with a name called on its own ("Beru. Petře, dám ti …") joined to the piece
    after it when together they are a move the piece alone is not: the name says whom that
    piece speaks to ("ti" is Petr)."""
    joined: list[str] = []
    for at, piece in enumerate(pieces):
        if joined and _called(joined[-1]) and set(words(piece)) <= _AGREEING \
                and words(piece) and pieces[at + 1:] \
                and _reads(f"{joined[-1]}, {pieces[at + 1]}", parse, lexicon,
                           whole=True) is not _UNREAD:
            # "Tome, platí, za 3000 ti ho prodám": the yes is said to Tom, of the deal that
            # follows; no yes to the purchase waiting, and the name stays the offer's partner
            continue
        if joined and (parted := _called_at_end(joined[-1], piece, parse, lexicon)):
            joined[-1:] = parted  # "Kupuju Petře, dám ti …": the name opens the offer
            continue
        if joined and _opens_with_called(joined[-1] + ",", lexicon) \
                and _reads(piece, parse, lexicon) in (_UNREAD, None) \
                and ((together := _reads(f"{joined[-1]}, {piece}", parse, lexicon, whole=True))
                     not in (_UNREAD, None) or together is None and _called(joined[-1])):
            # a move the game reads but cannot play yet is joined to its name too ("Kupuju.
            # Tome, prodám ti Modrou podkovu …"): an earlier act of the reply may make it so
            joined[-1] += ", " + piece
        else:
            joined.append(piece)
    return joined


def _called_at_end(before: str, piece: str, parse: Callable[[str], object],
                   lexicon: Lexicon | None) -> list[str]:
    """A move and a name called after it with no stop between ("Kupuju Petře, dám ti …"),
    parted before the name when the name makes the next piece a move it is not alone: [the
    move, the name and the piece]; [] when they are not such."""
    head, _, name = before.strip().rpartition(" ")
    if not head or not _called(name) or _reads(head, parse, lexicon) in (_UNREAD, None) \
            or _reads(piece, parse, lexicon) not in (_UNREAD, None):
        return []
    called = f"{name}, {piece.strip()}"
    return [head, called] if _reads(called, parse, lexicon, whole=True) not in (_UNREAD, None) \
        else []


def _opens_with_called(clause: str, lexicon: Lexicon | None) -> bool:
    """Whether a clause opens with a name called and a comma, no command word in it."""
    head, comma, _ = clause.partition(",")
    return bool(comma) and lexicon is not None and _called(head) \
        and not any(w in lexicon.commands for w in words(head))


def _after_command_word(clause: str, lexicon: Lexicon | None) -> str:
    """The clause from its first command word on ("že prodám Modrou podkovu" -> "prodám
    Modrou podkovu"); '' when it has none."""
    if lexicon is None:
        return ""
    parts = clause.split()
    for index, part in enumerate(parts):
        if any(w in lexicon.commands for w in words(part)) \
                and not _described(parts[:index + 1], lexicon):
            return " ".join(parts[index:])
    return ""


def _described(parts: list[str], lexicon: Lexicon) -> bool:
    """Whether the last of `parts` is a command word that names what is already in play, by
    the word before it ("k velké", "Bedřichova střední": the game's `describers`)."""
    last = words(parts[-1]) if parts else []
    before = words(parts[-2]) if len(parts) > 1 else []
    return bool(last) and last[0] in lexicon.commands and bool(before) \
        and before[-1] in lexicon.describers


def _closeness(line: str, lexicon: Lexicon) -> str:
    """How close an unreadable line came to a move: "near" (a short line with a clause that
    starts with a command word), "names" (a very short one of the game's names and numbers alone) or "chatter"."""
    found = words(line)
    if not found or len(found) > NEAR_MISS_WORDS:
        return "chatter"
    # a try at a move looks like one: a clause starts with the command word and names what
    # it acts on, or is the word alone ("prodat Kaktusovou nic", "velká"); "I bet Ann wins",
    # "Konec legrace", "Velký dík" only hold one
    for clause in _CLAUSE.split(line, maxsplit=MAX_CLAUSES)[:MAX_CLAUSES]:
        first, *rest = words(clause) or [""]
        if first in lexicon.commands and (not rest or any(map(lexicon.game_word, rest))):
            return "near"
    if len(found) <= SHORT_LINE and all(w in lexicon.names or _digits(w) for w in found):
        return "names"
    return "chatter"


# A short answer to a yes/no question in the player's own words ("ok", "jasně", "Ne, nakonec
# hraju dál :)", "No, I'll keep playing"): the words of yes, of no, and those that may stand
# beside them.
_SHORT_YES = frozenset("ok okay oki okej jo joo ano jj jasne jasny yes yep yup sure yeah "
                       "klidne urcite plati dobre deal souhlasim".split())
_SHORT_NO = frozenset("ne nene nn no nope nah nie nein nechci nevzdavam nevzdam cancel "
                      "zrusit".split())
_STAYING = (("hraju", "dal"), ("hraji", "dal"), ("hrajem", "dal"), ("keep", "playing"),
            ("still", "playing"), ("stay",), ("zustavam",), ("zustanu",), ("pokracuju",),
            ("pokracuji",), ("carry", "on"), ("staying",))
_BESIDE_ANSWER = frozenset("nakonec radsi tak teda vlastne diky dik dekuji thanks thank you "
                           "please prosim actually i ll i'll will rather after all se hru "
                           "game the in it jeste porad to ze way".split())
ANSWER_WORDS = 8  # a longer line is more than an answer


def short_answer(line: str, lexicon: Lexicon | None = None) -> str:
    """"yes" or "no" for a line that only answers a yes/no question in the player's short
    words ("ok", "Ne, nakonec hraju dál :)", "No, I'll keep playing"); '' for any other. With
    the game's words (`lexicon`), a line that opens with the yes or no, or says it stays, may
    hold words of its own too, none of them the game's ("Nope, staying", "No, cancel that")."""
    found = words(line)
    if not found or len(found) > ANSWER_WORDS:
        return ""
    staying = any(tuple(found[i:i + len(s)]) == s for s in _STAYING for i in range(len(found)))
    said = {w for s in _STAYING for w in s} if staying else set()
    known = _SHORT_YES | _SHORT_NO | _BESIDE_ANSWER | said
    if lexicon is not None and (staying or found[0] in _SHORT_YES | _SHORT_NO):
        if any(_is_game_word(w, lexicon) for w in found if w not in known):
            return ""  # "Ne, kupuju": a move, not an answer
    elif any(w not in known for w in found):
        return ""
    if staying or any(w in _SHORT_NO for w in found):
        return "no"
    return "yes" if any(w in _SHORT_YES for w in found) else ""


def yes_or_no_words(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line says only yes or no in the player's words (the game's words of
    answering while a decision waits, and courtesy: "Platí, beru!", "Ne, díky", "👎"), no
    other word of the game."""
    answers = lexicon.answers if lexicon is not None else frozenset()
    return all(w in answers or w in _AROUND or w in _SHORT_YES or w in _SHORT_NO
               or w in _BESIDE_ANSWER for w in words(line))


def denies_move(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line the game reads no move in says a move of the game will not be done (or
    is not to be had), as a person tells their mind: a verb of the game negated ("Neprodám
    Modrou podkovu", "Tři esa bych nekoupil") or said beside a denial ("I wouldn't sell",
    "No way I'm selling", "not for sale", "ani za milion", "too expensive for me")."""
    found = words(line)
    if _NO_WAY.search(line) or any(pair in _TOO_DEAR for pair in itertools.pairwise(found)):
        return True
    if lexicon is None:
        return any(w in _DENYING for w in found)
    # "neprodám": the game's verb with the Czech negation ("nekoupil" is one of its own words)
    negated = any(w.startswith("ne") and (w in lexicon.commands or w[2:] in lexicon.commands)
                  for w in found)
    return negated or any(w in _DENYING for w in found) and (
        any(w in lexicon.commands for w in found) or "sale" in found)


def tries_command(line: str, lexicon: Lexicon | None) -> bool:
    """Whether a line of no game word still looks like a try at a command: a word of it one
    letter from a command word (a typo: "hodt", "kupit"), so that the refusal's "did you mean"
    helps. An exclamation merely spelled like one ("Sakra" / "sázka", "Damn" / "done") is not:
    it is chatter."""
    found = words(line)
    if line.rstrip().endswith("?") or _dismay(line):  # "Fakt?", "To snad ne!"
        return False
    if lexicon is None:
        return True
    if not found or denies_move(line, lexicon):
        # signs alone ("…", "😄😄"): nothing spelled like a command; "Neprodám Modrou
        # podkovu", "I wouldn't sell Saloon": the player's mind told, no try at a move
        return False
    mistyped = len(found[0]) >= 3 and any(_one_edit(found[0], c) for c in lexicon.commands)
    if len(found) != 1:
        # a sentence holding a command word and a name of the game ("Do Hradce Králové jde
        # malá") is a try the reader could not read: answered with why, never passed over
        if any(w in lexicon.commands for w in found) and any(w in lexicon.names for w in found):
            return True
        # "gigantic Atlantis": a move's shape (a word and a name), answered; a sentence
        # ("Jsem zpátky", "Super hra, díky všem", "Hezká hra") holds words of talk or no name
        # and is chatter, unless it opens with a command word mistyped
        named = any(part[:1].isupper() for part in line.split()[1:])
        return (mistyped or named) and not any(w in _talk_words() for w in found)
    return mistyped


@functools.cache
def _talk_words() -> frozenset[str]:
    """Words of talk, no command's: Czech, Slovak and English stop words (the stop-words
    package's lists), greetings and thanks, folded as `words` reads them."""
    from stop_words import get_stop_words  # noqa: PLC0415 - only for a line of no move

    listed = (w for lang in ("czech", "slovak", "english") for w in get_stop_words(lang))
    return frozenset(w for text in listed for w in words(text)) | _THANKS | _GREETING


def _one_edit(word: str, other: str) -> bool:
    """Whether two words differ by one letter: changed, added, left out or two swapped."""
    if word == other or abs(len(word) - len(other)) > 1:
        return False
    if len(word) == len(other):
        diff = [i for i, (a, b) in enumerate(zip(word, other, strict=True)) if a != b]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and word[diff[0]] == other[diff[1]]
                                  and word[diff[1]] == other[diff[0]])
    short, long = sorted((word, other), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))
