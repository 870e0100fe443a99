"""Trade offers written in a player's own words, read into who gets the offer, what is given
and what is asked for ("Martino, dám ti Chatrč Pod Skálou za 1500 $", "Ivaně nabízím
Kaktusovou pálenku za Nocležnu U Kojota a 1000 dolarů", "Chci od Pavla Chatrč U Hnědáka, dám
za ni 1500 dolarů", "Bob, I'll give you the Saloon for $2000").

Works on the parser's folded tokens; the partner is a name called first (the vocative), a
name in any case before or after the verb, or "ti" / "you" (left to the parser to resolve).
"""

from __future__ import annotations

from collections.abc import Callable

# the verbs of giving in an offer, first person (folded)
_GIVING = frozenset("dam davam nabizim nabidnu nabizime dame give giving offer offering pay paying "
                    "zaplatim zaplatime platim "
                    # to sell, and to take a price ("prodám ti …", "vezmeš 3000 za …?")
                    "prodam prodavam prodame vezmes vezmete take koupis koupite prenecham "
                    "prenechame "
                    # the conditional's participles, as a polite offer is said ("Lucii bych
                    # nabídl 4000", "za Kurz bych ti dala 2500")
                    "dal dala nabidl nabidla zaplatil zaplatila "
                    # to let go of a thing ("pustím ti ji za 3 500,-")
                    "pustim pustime "
                    # to send money or a thing ("posílám ti 4500 dolarů", "I'll send you $500")
                    "posilam posleme poslu send sending "
                    # to sell off ("odprodám ti Whisky Joe za 3200")
                    "odprodam odprodame".split())
_YOU = frozenset("ti tobe tebe vam vas you".split())  # "od Vás": the polite you
_FOR = frozenset({"za", "for"})
# the verbs of a request, the thing said after them asked for and the price given for it
# ("chtěla bych od tebe …", "koupím od tebe … za …", "prodáš mi … za …?", "can I buy … for …")
_ASKING_FOR = frozenset("chci chtel chtela chteli chtela koupim koupil koupila koupime kupuju "
                        "kupuji das dal dala prodas prodal prodala prodate buy purchase get "
                        "nechces nechtel nechtela "
                        # the negated asking, as Czech politely asks ("neprodala bys mi …?")
                        "neprodal neprodala neprodas neprodate neprodali "
                        # the taking the writer would do ("Podkovu bych od tebe bral za 2500")
                        "bral brala vzal vzala "
                        # to buy off, to take from ("odkoupím od tebe …", "vezmu si od tebe …")
                        "odkoupim odkoupime odkoupil odkoupila vezmu vezmeme "
                        # the partner asked whether they want to ("chceš mi prodat …?")
                        "chces chcete".split())
# the verbs said to the partner, who is then "you" though no "ti" is said ("Prodáš mi …?")
_SECOND_PERSON = frozenset("chces chcete "
                           "das dal dala prodas prodal prodala prodate vezmes vezmete koupis "
                           "koupite nechces nechtel nechtela neprodal neprodala neprodas neprodate "
                           "neprodali sell take".split())
# the conditional's participles of giving, the writer's with "bych", the partner's with "bys"
# ("pustila bys mi tu chatrč za patnáct stovek?": letting go of a thing is giving it)
_PARTICIPLES = frozenset("dal dala nabidl nabidla zaplatil zaplatila pustil pustila".split())
# the partner's letting go asked in the future ("pustíš mi Vlak za 3000?", "nepustíš mi …?")
_YOU_LET = frozenset("pustis pustite nepustis nepustite".split())
# the words that turn a request into an offer to sell ("want to buy MY Saloon", "koupíš ode mě")
_MINE = frozenset("my mine moji muj moje".split())
_FROM_ME = (["ode", "me"], ["ode", "mne"], ["od", "me"], ["od", "mne"], ["from", "me"])
# the infinitives of giving after a wish ("chci ti prodat …", "chtěla bych ti dát …")
_TO_GIVE = frozenset("dat prodat nabidnout".split())
# the words before a request's verb that say nothing of it ("can I", "I'd like to", "chtěla bych")
_WISHING = frozenset("can could may might i d like love want wanna to do you would bych bys byste by "
                     "prodat koupit "
                     # "any chance you'd …", "would you be willing to sell …"
                     "any chance be willing able ready".split())
# pronouns of the thing named before ("chceš Pálenku? Dám ti ji za 3 tisíce")
_IT = frozenset("ji ho to it ni nej".split())
# greetings before the name called
_GREETINGS = frozenset("ahoj cau cus nazdar zdravim dobry den hi hello hey dear".split())
# words said around an offer that say nothing of it
_AROUND = frozenset("od ode from mi me bych bys byste by i ll d will id would the my moji svou svoji muj his her their tvou tvoji "
                    "tvuj your you tu ta ten tuhle tahle tenhle tvoje gladly happily rad rada klidne "
                    # a price softened ("aspoň za 4 tisíce", "třeba za 3000", "at least")
                    "aspon alespon treba at least then pak hned rovnou right away can could "
                    "happy to "
                    # the one bought from ("I'd buy your Saloon off you for 3000")
                    "off "
                    # "I'm selling you …"
                    "m am im "
                    # the price put in place of the offer's ("would you take $800 for it
                    # instead?"), the particle of a concession ("za 2500 ti ji ale dám")
                    "instead rather ale though".split())
# a question after the offer ("Co ty na to?", "What do you say?"), left out
_TAILS = (["co", "ty", "na", "to"], ["co", "na", "to", "rikas"], ["what", "do", "you", "say"],
          ["plati"], ["beres"], ["souhlasis"], ["dohoda"], ["ano"], ["yes"], ["co", "ty"],
          ["deal"], ["ok"], ["jo"],
          # the deal promised ("… a je tvoje", "… and it's yours")
          *(_PROMISED := (["a", "je", "tvoje"], ["a", "je", "tvuj"], ["a", "je", "tva"],
                          ["a", "je", "tvoj"], ["and", "it", "s", "yours"],
                          ["and", "its", "yours"], ["and", "it", "is", "yours"])),
          # the choice left to the partner ("… if you want", "…, jestli chceš")
          ["if", "you", "want"], ["if", "you", "like"], ["jestli", "chces"], ["jestli", "chcete"],
          ["kdyz", "budes", "chtit"], ["kdyztak"],
          # the deal struck by hand ("… a plácneme si?")
          ["a", "placneme", "si"], ["placneme", "si"], ["plac"], ["placnem", "si"])
# the thing handed back ("want your Kaktusová pálenka back? … and it's yours again")
_BACK = frozenset("back again zase zas zpatky zpet nazpet".split())
# the partner asked whether they want a thing, the price then said ("chceš Modrou podkovu?
# 3000 a je tvoje", "Jana, want your pálenka back? $3,000 and it's yours again")
_WANT_ASKED = frozenset("chces nechces chcete nechcete want interested".split())
# the words of the question that name no part of the deal
_OF_THE_QUESTION = frozenset("in na o zajem mas mate".split())
# the words that say a thing given is a gift ("2000 $ jako dárek", "$500 as a gift"): said of
# the thing, no part of it (that nothing is asked for is said apart: "za nic", "zadarmo")
_AS_GIFT = (["jako", "darek"], ["jako", "dar"], ["as", "a", "gift"])


_FREE = {"zadarmo": ["za", "nic"], "free": ["nothing"]}  # "… zadarmo": for nothing
_WILL = frozenset({"i", "ll", "will", "we"})  # "I'll give you …": the giving verb after it


def _without_gift_words(words: list[str]) -> list[str]:
    """`words` less the words that call a thing given a gift, "zadarmo" said as "za nic", and
    the "I'll" before a verb of giving."""
    for gift in _AS_GIFT:
        at = next((i for i in range(len(words) - len(gift) + 1)
                   if words[i:i + len(gift)] == gift), None)
        if at is not None:
            words = words[:at] + words[at + len(gift):]
    words = [part for i, w in enumerate(words) for part in (
        _FREE[w] if w in _FREE and (w != "free" or words[i - 1:i] == ["for"]) else [w])]
    kept: list[str] = []
    for i, w in enumerate(words):
        after = next((x for x in words[i + 1:] if x not in _WILL), "")
        if not (w in _WILL and after in _GIVING):
            kept.append(w)
    return kept

# the words that open a sentence of an offer and say nothing of it ("A Lucii nabízím …")
_LEADS = frozenset("a and tak so no hele hej well takze jinak jeste jednou znovu opet taky also "
                   "btw once again ok okay dobre dobra fajn hmm oh".split())
# the cap said after a price ("…, víc nemám", "…, víc ne"): no part of the offer
_CAPS = (["vic", "nemam"], ["vic", "ne"], ["vic", "nedam"], ["vic", "nemuzu"], ["vic", "nemame"],
         ["that", "s", "all", "i", "have"], ["no", "more"], ["not", "more"], ["max"],
         ["maximalne"], ["tops"])
# the words of a short question after the offer ("…, platí?", "…, bereš?", "…, deal?")
_ASKING = frozenset("plati beres berete souhlasis souhlasite jo ok okay deal ano yes chces chcete "
                    "mas mate zajem interested co ty vy na to rikas rikate what do you say "
                    "sound sounds good dohoda dohodnuto jak how about "
                    # the partner's selling asked ("…, prodáš?", "…, pustíš?")
                    "prodas prodate pustis pustite".split())
_DASHES = frozenset("- – — :".split())  # a name called apart by them, as by a comma
FIELD_NUMBERS = 40  # a bare number from here on names no field: money


Names = Callable[[list[str]], tuple[str, int] | None]  # (player, tokens) a name starts with


def offer_in_words(words: list[str], named: Names,
                   is_thing: Callable[[list[str]], bool] = lambda words: False,
                   owns: Callable[[list[str]], bool] = lambda words: False,
                   ) -> tuple[str, list[str], list[str]] | None:
    """(the partner, or "" for a "ti" / "you" to resolve; the tokens given; the tokens asked
    for, one of them empty when a request says no price) of an offer in own words; None when
    the tokens say no such offer. `is_thing` tells words that name what may be traded (a
    field, money), `owns` words that name what the writer holds."""
    words = _without_gift_words(["," if w in _DASHES else w for w in words
                                 if w not in ("?", "!", ".")])
    while words and (words[0] in _GREETINGS or words[0] in _LEADS or words[0] == ","):
        words = words[1:]
    to = ""
    if "," in words[:4] and (called := named(words[:words.index(",")])) \
            and called[1] == words.index(","):  # "Martino, …", "Tome, …": the partner called
        to, words = called[0], words[called[1] + 1:]
    if not to and "," in words:  # "I'd pay $1800 for your shack, Ann": called at the end
        last = len(words) - 1 - words[::-1].index(",")
        if (tail := words[last + 1:]) and (called := named(tail)) and called[1] == len(tail):
            to, words = called[0], words[:last]
    to, words = _possessive_as_yours(words, named, to)
    words = _modal_as_verb(_of_yours_as_yours(words))
    words = _wish_as_request(words)
    while "," in words and (_asks_along(tail := words[len(words) - words[::-1].index(","):])
                            or tail in _CAPS):
        words = words[:len(words) - 1 - words[::-1].index(",")]  # "…, platí?", "…, ok?"
    words = [w for w in words if w != ","]
    while words[1:] and words[-1] in _BACK:  # "… and it's yours again"
        words = words[:-1]
    promised = False  # the deal promised as the partner's ("… a je tvoje")
    for tail in _TAILS:
        if len(words) > len(tail) and words[-len(tail):] == tail:
            words = words[:-len(tail)]
            promised = promised or tail in _PROMISED
    if promised and (priced := _asked_then_priced(words, to)) is not None:
        return priced
    if to and len(words) == 3 and words[0] in _GIVING and words[1] in _YOU \
            and is_thing(words[2:]):
        return to, words[2:], []  # "Oto, posílám ti 2000 $": a gift to the one called
    if len(words) < 4 and not (to and len(words) == 3 and words[0] in _ASKING_FOR):
        return None  # (but "Bill, I'd like your train": a wish of the one called)
    # "chceš Kaktusovou pálenku? Dám ti ji za 3 tisíce": the thing named in the question
    if words[0] in ("chces", "chcete", "want") and (at := _at(words, _GIVING)) is not None:
        thing, rest = words[1:at], words[at + 1:]
        rest = [w for w in rest if w not in _YOU]
        if rest[:1] and (rest[0] in _IT or rest[0] == "je") and rest[1:2] and rest[1] in _FOR and thing:
            return to, thing, _money_alone(rest[2:])
        return None
    # "chci od Pavla Chatrč U Hnědáka, dám za ni 1500 dolarů": the asked for first
    if words[:2] in (["chci", "od"], ["chtel", "od"], ["chtela", "od"]):
        partner = named(words[2:])
        at = _at(words, _GIVING)
        if partner is not None and at is not None:
            asked = words[2 + partner[1]:at]
            given = [w for w in words[at + 1:] if w not in _IT and w not in _YOU]
            if given[:1] and given[0] in _FOR:
                given = given[1:]
            return (partner[0], given, asked) if asked and given else None
    return _yours_for(words, to) or _in_any_order(words, named, to, is_thing, owns)


# the deal said as the partner's, with no verb of giving ("Tome, za 6000 je tvůj", "Tom, for
# $5000 it's yours", "Bob, for 5500 you can have it", "the shack is yours for 3000")
_YOURS = (["je", "tvuj"], ["je", "tvoje"], ["je", "tva"], ["je", "tvoj"], ["bude", "tvuj"],
          ["bude", "tvoje"], ["bude", "tva"], ["muzes", "ho", "mit"], ["muzes", "ji", "mit"],
          ["muzes", "to", "mit"], ["is", "yours"], ["s", "yours"], ["its", "yours"],
          ["you", "can", "have", "it"], ["you", "can", "have"], ["is", "all", "yours"],
          ["s", "all", "yours"], ["its", "all", "yours"], ["je", "cela", "tvoje"],
          ["je", "cely", "tvuj"])
_AND = frozenset({"a", "and", "+"})
_MONEY_WORDS = frozenset("dolaru dolary dolar dollars dollar bucks usd".split())


def _yours_for(words: list[str], to: str) -> tuple[str, list[str], list[str]] | None:
    """(the partner, the thing handed over, its price) of a deal said as the partner's
    ("za 6000 je tvůj": the thing a pronoun, the one just named or landed on); None for other
    words."""
    for end in _YOURS:
        at = next((i for i in range(len(words) - len(end) + 1) if words[i:i + len(end)] == end),
                  None)
        if at is None:
            continue
        rest = words[:at] + words[at + len(end):]
        if rest[1:2] and rest[1] in _AND and _money_alone(rest[:1])[0].startswith("$") \
                and (thing := [w for w in rest[2:] if w not in _AROUND]):
            return to, thing, _money_alone(rest[:1])  # "$4000 and the Shack is yours"
        cut = _at(rest, _FOR)
        if cut is None or not rest[cut + 1:cut + 2] \
                or not any(c.isdigit() for c in rest[cut + 1]):
            return None
        stop = cut + 2
        while rest[stop:stop + 1] and rest[stop] in _MONEY_WORDS:
            stop += 1
        thing = [w for w in rest[:cut] + rest[stop:] if w not in _AROUND and w not in _IT
                 and w not in _WISHING and w not in ("chces", "nechces", "chcete", "nechcete")]
        return to, thing or ["it"], _money_alone(rest[cut + 1:cut + 2])
    return None


def _in_any_order(words: list[str], named: Names, to: str,
                  is_thing: Callable[[list[str]], bool],
                  owns: Callable[[list[str]], bool]) -> tuple[str, list[str], list[str]] | None:
    """The offer of a sentence with a verb of giving, its partner ("ti", a name in any case)
    before or after the verb, and the thing given before the verb, after it or after the
    thing asked for ("Lucii nabízím 6000 za Kurz", "nabízím ti za Kurz 5000", "Kurz střelby
    ti dám za 2000", "Za Kurz ti dám 5000"); None when the words say no such offer."""
    while words and words[0] in _LEADS:  # "A Lucii nabízím …", "So, Ann, I offer …"
        words = words[1:]
    words = _letting_as_giving(_plain_request(words))
    if _at(words, _GIVING) is None and _at(words, _ASKING_FOR) is None:
        return _verbless(words, to, is_thing, owns)
    kept: list[str] = []  # the words less the partner's
    you = False
    at = 0
    while at < len(words):
        word = words[at]
        if word in _YOU:
            you, at = True, at + 1
            continue
        if word not in _FOR and (called := named(words[at + (word == "to"):])):
            if to and called[0] != to:
                return None  # two partners: no offer read here
            to, at = called[0], at + (word == "to") + called[1]
            continue
        kept.append(word)
        at += 1
    you = you or any(w in _SECOND_PERSON for w in kept)
    if not to and not you:  # whom?
        return None
    wish, verb = _at(kept, _ASKING_FOR), _at(kept, _GIVING)
    if wish is not None and (verb is None or wish < verb):
        return _request(kept, wish, verb, to, is_thing)
    if verb is None:
        return None
    if kept[verb + 1:verb + 2] and kept[verb + 1] in _GIVING:
        return None  # "NABÍZÍM Bob Day DÁM 1 ZA 1200 $": the canonical form, the parser's own
    before = [w for w in kept[:verb] if w not in _AROUND]
    after = kept[verb + 1:]
    while after[:1] and after[0] in _AROUND:  # "dala bych ti za Kurz 2 tisíce"
        after = after[1:]
    cut = _at(kept, _FOR)
    if cut is None:
        return None
    if cut < verb:  # "Za Kurz střelby ti dám 5000": the thing asked for first
        asked, given = kept[cut + 1:verb], after
        if first := [w for w in kept[:cut] if w not in _AROUND]:
            # "Chatrč ti za 3000 prodám": the thing given first, its price before the verb
            cost = [w for w in asked if w not in _AROUND and w not in _MONEY_WORDS]
            if not [w for w in given if w not in _AROUND] and is_thing(first) \
                    and _is_price(cost):
                return to, first, _money_alone(cost)
            return None
        if not [w for w in given if w not in _AROUND] and (it := [w for w in asked if w in _IT]):
            # "Za 3200 ti ji pustím": the thing given is the pronoun before the verb
            asked, given = [w for w in asked if w not in _IT], it[:1]
        elif not [w for w in given if w not in _AROUND] and len(asked) > 1 \
                and _money_alone(asked[:1])[0].startswith("$"):
            # "Za 3000 ti Chatrč U Hnědáka prodám": the price, then the thing given (review 21n)
            asked, given = asked[:1], asked[1:]
    else:
        cut = _at(after, _FOR)
        if cut is None:
            return None
        if cut == 0 and not before and (price := _price_at(after)) is not None:
            # "nabízím ti za Bar Mustang 4500,-": the thing asked for first, the price after it
            asked, given = after[1:price], after[price:]
        else:
            asked, given = after[cut + 1:], after[:cut]
        if before:  # "Kurz střelby ti dám za 2000", "Petrovi ho nabízím za 4000": the thing
            # given before the verb, named or pointed to
            if given and [w for w in given if w not in _AROUND] \
                    or not is_thing(before) and not (len(before) == 1 and before[0] in _IT):
                return None
            given = before
    given = _money_alone([w for w in given if w not in _AROUND])
    asked = _money_alone([w for w in asked if w not in _AROUND])
    return (to, given, asked) if given and asked else None


# "co takhle 2000 za …", "co třeba …": a price put to the one called, no part of it
_HOW_ABOUT = (["co", "takhle"], ["co", "treba"], ["a", "co"])


def _verbless(words: list[str], to: str, is_thing: Callable[[list[str]], bool],
              owns: Callable[[list[str]], bool]) -> tuple[str, list[str], list[str]] | None:
    """The offer of a price and a thing said to the one called with no verb ("Lucko, 1500 za
    Kurz?", "Petře, Chatrč za 2000, ber nebo nech", "co takhle 2000 za …"): the writer's own
    thing given for the price, another's asked for it; None for any other words (a price
    said in talk has words of its own: "Hnědák je za 2000 drahý")."""
    if words[:2] in _HOW_ABOUT:
        words = words[2:]
    cut = _at(words, _FOR)
    if not to or cut is None:
        return None
    first, second = ([w for w in part if w not in _AROUND and w not in _MONEY_WORDS]
                     for part in (words[:cut], words[cut + 1:]))
    if _is_price(first) and not _is_price(second) and is_thing(second):
        price, thing = _money_alone(first), second
    elif _is_price(second) and not _is_price(first) and is_thing(first):
        price, thing = _money_alone(second), first
    else:
        return None
    return (to, thing, price) if owns(thing) else (to, price, thing)


def _is_price(words: list[str]) -> bool:
    """Whether `words` are an amount of money alone ("1500", "$2000")."""
    money = _money_alone(words)
    return len(money) == 1 and money[0].startswith("$") and money[0][1:].isdigit()


# The verbs of letting a thing go to someone ("za 4000 ti ho nechám"): giving, said with "ti"
# and without "si" ("Kurz si nechám" keeps it)
_LETTING = frozenset("necham nechame".split())


def _letting_as_giving(words: list[str]) -> list[str]:
    """`words` with a verb of letting said to the partner ("Tome, za 4000 ti ho nechám") said
    as the giving it is; other words as they are."""
    if "si" in words or not _YOU.intersection(words):
        return words
    return ["prenecham" if w in _LETTING else w for w in words]


def _possessive_as_yours(words: list[str], named: Names, to: str) -> tuple[str, list[str]]:
    """The partner and words of an English possessive ("I'd buy William's Saloon for 3000",
    "I'd love Bill's Saloon"): the owner named so is the one the offer goes to, his thing
    "your" thing, as if he were called; other words as they are."""
    for at in range(len(words) - 2):
        called = named(words[at:])
        if called is None or words[at + called[1]:at + called[1] + 1] != ["s"] \
                or to not in ("", called[0]):
            continue
        return called[0], [*words[:at], "your", *words[at + called[1] + 1:]]
    return to, words


# the modal verbs before an infinitive of giving ("můžu ti je dát za 5000", "mohla bych ti
# prodat …"): the giving itself
_CAN = frozenset("muzu mohu muzeme mohl mohla mohli".split())
_AS_GIVING = {"dat": "dam", "prodat": "prodam", "nabidnout": "nabidnu", "prenechat": "prenecham",
              "pustit": "pustim"}


def _modal_as_verb(words: list[str]) -> list[str]:
    """`words` with the writer's "can give" said as the giving ("můžu ti ho dát za 3000" ->
    "dám ti ho za 3000"); other words as they are."""
    at = _at(words, _CAN)
    if at is None or (end := next((i for i in range(at + 1, min(len(words), at + 6))
                                   if words[i] in _AS_GIVING), None)) is None:
        return words
    between = [w for w in words[at + 1:end] if w != "bych"]
    return [*words[:at], _AS_GIVING[words[end]], *between, *words[end + 1:]]


def _of_yours_as_yours(words: list[str]) -> list[str]:
    """`words` with "that shack of yours" said as "your shack" (the partner's thing, as
    "your" names it); other words as they are."""
    if (at := next((i for i in range(1, len(words) - 1)
                    if words[i:i + 2] == ["of", "yours"]), None)) is None:
        return words
    start = at
    while start > 0 and words[start - 1] not in _FOR | _GIVING | _YOU | _ASKING_FOR | {","}:
        start -= 1
    thing = words[start:at]
    if thing[:1] and thing[0] in ("that", "this", "the"):
        thing = thing[1:]
    return [*words[:start], "your", *thing, *words[at + 2:]]


# A wish that is a request to buy ("Kurz od Bohouše by se mi hodil", "Hodila by se mi tvoje
# chatrč", "I'd love your Saloon"): its verb of suiting or loving, and the words of the wish
_SUITS = frozenset("hodil hodila hodilo hodily hodi libil libila libilo libi".split())
_SUITING = frozenset("by se mi moc fakt hodne docela celkem ted opravdu urcite".split())
_LOVING = frozenset("love like fancy".split())
_TO_HIM = frozenset("mu jemu".split())  # "dám mu za něj …": to the partner named before


def _wish_as_request(words: list[str]) -> list[str]:
    """`words` with a wish to have a thing said as the request it is ("Kurz od Bohouše by se
    mi hodil, dám mu za něj 3000" -> "chci Kurz od Bohouše, dám za něj 3000"; "I'd love your
    Saloon" -> "I'd buy your Saloon"); other words as they are."""
    at = next((i for i, w in enumerate(words) if w in _SUITS
               and "mi" in words[max(0, i - 3):i + 4]), None)
    if at is not None:
        start, end = at, at + 1
        while start > 0 and words[start - 1] in _SUITING:
            start -= 1
        while end < len(words) and words[end] in _SUITING:
            end += 1
        rest = [w for w in [*words[:start], *words[end:]] if w not in _TO_HIM]
        return ["chci", "od", "tebe", *rest]  # from the one called, or named in the rest
    for i, w in enumerate(words):  # "I'd love your Saloon", never "I'd love to …"
        if w in _LOVING and words[i - 2:i] in (["i", "d"], ["i", "would"], ["id", "d"]) \
                and words[i + 1:i + 2] != ["to"]:
            return [*words[:i], "buy", *words[i + 1:]]
    return words


def _plain_request(words: list[str]) -> list[str]:
    """The words with a request's phrases made one verb ("how about 1800 for …" offers the
    1800; "sell me" asks, "sell you" gives)."""
    plain: list[str] = []
    for at, word in enumerate(words):
        if word == "have" and plain[-2:] == ["give", "you"]:
            continue  # "I'll let you have it for 3500": the writer's giving
        if word == "have" and plain[-2:] == ["prodas", "me"]:
            continue  # "would you let me have it for 2000?": the partner's giving, asked
        if word == "let" and words[at + 1:at + 3] == ["you", "have"]:
            plain.append("give")
        elif word == "let" and words[at + 1:at + 3] == ["me", "have"]:
            plain.append("prodas")
        elif word == "sell" and words[at + 2:at + 4] in (["to", "me"], ["to", "us"]):
            plain.append("prodas")  # "would you sell it to me for 4k?": asked
        elif word in ("give", "pay", "dej", "dejte", "zaplat", "zaplatte") \
                and words[at + 1:at + 2] in (["me"], ["us"], ["mi"], ["nam"]):
            plain.append("das")  # "would you give me 3000 for it?", "dej mi za ni 3000": asked
        elif (word in _PARTICIPLES or word[:2] == "ne" and word[2:] in _PARTICIPLES
              or word in ("prodal", "prodala", "neprodal", "neprodala")) \
                and ("bys" in words[max(0, at - 2):at + 2] or "byste" in words[max(0, at - 2):at + 2]):
            # "dala bys mi Vlak za 2000?", "nedala bys mi …?", "Divokou růži bys mi
            # neprodala?": the partner's giving, asked for ("dala bych ti …" is the writer's)
            plain.append("das")
        elif word in _YOU_LET and words[at + 1:at + 2] in (["mi"], ["nam"]):
            plain.append("das")  # "pustíš mi Vlak za 3000?": the partner's giving, asked for
        elif word == "about" and plain[-1:] in (["how"], ["what"]):
            plain[-1] = "offer"
        elif word in ("prodej", "prodejte", "pust", "pustte") and words[at + 1:at + 2] in (
                ["mi"], ["nam"]):  # "prodej mi …", "pusť mi …": the imperative asks
            plain.append("prodas")
        elif word in ("sell", "selling") and (words[at + 1:at + 2] in (["me"], ["us"]) or (
                "you" in words[max(0, at - 4):at] and all(
                    w in _WISHING for w in words[words.index("you", max(0, at - 4)) + 1:at]))):
            plain.append("prodas")  # "would you be willing to sell the Winchester for …?"
        elif word in ("sell", "selling"):
            plain.append("prodam")
        elif word == "have" and plain[-2:-1] in (["can"], ["could"], ["may"]) \
                and plain[-1:] == ["i"]:
            plain.append("prodas")  # "could I have the Saloon for $2100?": the partner's, asked
        elif word in ("prodal", "prodala", "prodali") and "bych" in (
                words[max(0, at - 2):at] + words[at + 1:at + 2]):
            plain.append("prodam")  # "prodala bych ti …", "… bych ti prodala": the writer's
        elif word == "here" and words[at + 1:at + 2] in (["s"], ["is"]) and plain[-1:] in (
                [], [","]):
            plain.append("give")  # "here's $1000 as a present": the writer's giving
        elif word in ("s", "is") and words[at - 1:at] == ["here"] and plain[-1:] == ["give"]:
            continue
        elif word == "si" and plain[-1:] and plain[-1] in ("vezmu", "vezmeme"):
            continue  # "vezmu si od tebe …": the taking the writer asks for
        else:
            plain.append(word)
    return plain


# The words that ask the partner to buy before "buy" ("want to buy …?", "would you buy …?")
_ASKED_TO_BUY = frozenset("want wanna would will could".split())


def _request(kept: list[str], wish: int, verb: int | None, to: str,
             is_thing: Callable[[list[str]], bool]) -> tuple[str, list[str], list[str]] | None:
    """The offer of a request: the thing after its verb asked for, the price after "za" /
    "for" or after a later verb of giving given ("chtěla bych od tebe Podkovu, dám ti za ni
    2500", "would you sell me the Train for 3500"); with the writer's own thing ("want to buy
    my Saloon for 2000?", "koupíš ode mě …") the other way round; the price empty when none
    is said (the parser asks it back); None without a thing asked for, or without a price and
    a thing a trade may hold."""
    rest = kept[wish + 1:]
    before = [w for w in kept[:wish] if w not in _AROUND and w not in _WISHING]
    if before[:1] and before[0] in _FOR and _is_price(before[1:]):
        # "za 1500 bych od tebe koupil Chatrč": the price first, the thing after the verb
        thing = [w for w in rest if w not in _AROUND and w not in _WISHING]
        return (to, _money_alone(before[1:]), thing) if thing else None
    if before and verb is not None and _at(rest, _FOR) is None and is_thing(before):
        # "Divokou růži bys mi neprodala? Dám 6000.": the thing first, the price given after
        price = _money_alone([w for w in kept[verb + 1:] if w not in _AROUND and w not in _IT])
        return (to, price, before) if _is_price(price) else None
    if before:
        # "Modrou podkovu bych od tebe bral za 2500": the thing named first, the price after
        cut = _at(rest, _FOR)
        if cut is None or [w for w in rest[:cut] if w not in _AROUND] or not is_thing(before):
            return None
        price = _money_alone([w for w in rest[cut + 1:] if w not in _AROUND])
        return (to, price, before) if price else None
    mine = any(w in _MINE for w in rest) or any(rest[at:at + 2] in _FROM_ME
                                                for at in range(len(rest)))
    # "chci ti prodat Vlak za 2000": the writer's wish to give ("chtěl bys mi prodat …" and
    # "nechceš mi prodat …" are the partner's giving, asked for)
    infinitive = next((w for w in rest if w not in _AROUND and w not in _YOU), "")
    if infinitive in _TO_GIVE and kept[wish] not in _SECOND_PERSON and "bys" not in rest[:2]:
        mine = True
        rest = [w for w in rest if w != infinitive]
    if infinitive in ("koupit", "buy") and kept[wish] in _SECOND_PERSON or kept[wish] == "buy" \
            and any(w in _ASKED_TO_BUY for w in kept[:wish]) \
            and not {"i", "me", "we", "us"} & set(kept[:wish]):
        # "nechceš koupit Mustang?", "want to buy Dýmka míru?", "would you buy Modrá
        # podkova for $3,000?": the partner's buying, asked
        mine = True
        rest = [w for w in rest if w != infinitive]
    if verb is not None:  # "…, dám ti za to 2500": the price after the giving
        thing, price = rest[:verb - wish - 1], kept[verb + 1:]
        price = [w for w in price if w not in _IT and w not in _FOR]
    elif (cut := _at(rest, _FOR)) is not None:
        thing, price = rest[:cut], rest[cut + 1:]
        if not [w for w in thing if w not in _AROUND and w not in _WISHING and w not in _YOU] \
                and (at := _price_at(price)) is not None:
            # "dej mi za ni aspoň 3000", "dáš mi za Kurz 3000?": the money asked after the
            # thing it is for, which the writer gives
            thing, price = price[at:], price[:at]
    elif (at := _price_at(rest)) is not None and _is_price(rest[at:]):
        thing, price = rest[:at], rest[at:]  # "I'd like to buy X from you, $8,500?"
    else:  # "Lucie, chci od tebe Vlak.": the price left to ask back
        thing, price = rest, []
    thing = _money_alone([w for w in thing if w not in _AROUND and w not in _WISHING
                          and w not in _MINE])
    price = _money_alone([w for w in price if w not in _AROUND])
    if not thing or not price and not is_thing(thing):
        return None  # "chci od tebe férovou hru": no thing of a trade, no price to ask
    return (to, thing, price) if mine else (to, price, thing)


def _asked_then_priced(words: list[str], to: str) -> tuple[str, list[str], list[str]] | None:
    """(the partner, the thing, its price) of a thing the partner is asked whether they want
    and then priced, the deal promised as theirs ("chces modrou podkovu 3000" of "Chceš
    Modrou podkovu? 3000 a je tvoje"): the writer's to give; None for other words."""
    if len(words) < 3 or words[0] not in _WANT_ASKED or not any(c.isdigit() for c in words[-1]):
        return None
    if any(w in _TO_GIVE or w in _GIVING or w in _ASKING_FOR for w in words[1:-1]):
        return None  # "Chceš mi prodat Podkovu? 3000 a je tvoje": the money is theirs, asked
    thing = [w for w in words[1:-1] if w not in _AROUND and w not in _IT and w not in _BACK
             and w not in _OF_THE_QUESTION and w not in _FOR]
    return (to, thing, _money_alone(words[-1:])) if thing else None


def _money_alone(thing: list[str]) -> list[str]:
    """A bare number alone past the board's last field ("nabízím ti 1500 za Kurz") is money;
    a smaller one may be a field's number and stays as written."""
    if len(thing) == 1 and thing[0].isdigit() and int(thing[0]) >= FIELD_NUMBERS:
        return ["$" + thing[0]]
    return thing


def _asks_along(clause: list[str]) -> bool:
    """Whether the words after an offer's last comma ask along with it ("platí", "co ty na
    to", "deal"): a short question, no part of the offer."""
    return 0 < len(clause) <= 4 and all(w in _ASKING for w in clause)


def _at(words: list[str], these: frozenset[str]) -> int | None:
    """The index of the first of `words` in `these`; None when there is none."""
    return next((i for i, w in enumerate(words) if w in these), None)


def _price_at(words: list[str]) -> int | None:
    """The index where a price closes `words` ("… 4500", "… $ 4500", "… 4500 dolaru"): its
    first token with a digit, the money's words after it; None when none closes them."""
    at = next((i for i in range(len(words) - 1, 0, -1)
               if any(c.isdigit() for c in words[i])), None)
    if at is None:
        return None
    while at > 1 and words[at - 1] in ("$", "usd"):
        at -= 1
    return at
