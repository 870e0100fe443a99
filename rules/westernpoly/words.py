"""Words for events in Czech and English, and the narration of a turn in plain sentences.

Every event's text is made from its kind and data, so any language can be rendered later from
the stored events. Czech tells what another player did as done, in the past tense, whose verb
agrees with the player's gender: a template writes both forms, "[koupil|koupila]", and the
player's name picks one (rules.czech_names.gender; a robot is masculine). A name that does not
say its gender ("Kim Lee") is told in the present of PRESENT_CS ("Kim Lee kupuje …"), never
one form for both genders. The reader's own acts stay in the present ("Kupuješ …"), which
needs none either.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.czech_names import DATIVE, GENITIVE, by_gender, gender
from rules.westernpoly.board import BUYABLE, CHAIN_TYPES, FIELDS, PROPERTY, SHOP_CHAINS
from rules.westernpoly.cards import CARDS, DECK_NAMES
from rules.wording import clitic_second, join, player_in, plural, vocalised

LANGS = ("cs", "en")
"""The languages the game speaks (its `lang` option)."""

# kind -> (English, Czech); "{player} " at the start marks the subject narration may merge.
TEMPLATES: dict[str, tuple[str, str]] = {
    "turn": ("{player} to move", "{player} je na tahu"),
    "extra_throw": ("{player} threw 6 for an extra throw", "{player} [hodil|hodila] 6 a má hod navíc"),
    "throw": ("{player} threw {dice}", "{player} [hodil|hodila] {dice}"),
    "jail_throw": ("{player} threw {dice} in Jail", "{player} [hodil|hodila] ve VĚZENÍ {dice}"),
    "moved": ("{player} reached {field}", "{player} [dojel|dojela] na pole {field}"),
    "start_bonus": ("{player} collected {amount} at START", "{player} [dostal|dostala] na STARTu {amount}"),
    # a payment says its cause (conv40: "Platíš 200 $ Tomáši Královi" alone on a line, its
    # field or card told in another line or mail): rent, or a card that makes each pay
    "rent": ("{player} paid {owner} {amount} rent",
             "{player} [zaplatil|zaplatila] nájem {amount} {owner}"),
    "payment": ("{player} paid {owner} {amount} as a card ordered",
                "{player} [zaplatil|zaplatila] podle karty {amount} {owner}"),
    "bought": ("{player} bought {field} for {amount}", "{player} [koupil|koupila] {field_object} za {amount}"),
    "declined": ("{player} did not buy {field}", "{player} [nekoupil|nekoupila] {field_object}"),
    "declined_short": ("{player} could no longer pay for {field}, so it was not bought",
                       "{player} už [neměl|neměla] dost peněz na {field_object}, "
                       "takže [nekoupil|nekoupila]"),
    "stars_unaffordable": ("{player} could no longer afford a star on {field}, so the turn ended",
                           "{player} už [neměl|neměla] na hvězdu na poli {field}, "
                           "takže tah skončil"),
    "stars": ("{player} bought {count} ★ on {field} for {amount}",
              "{player} [koupil|koupila] {count} ★ na pole {field} za {amount}"),
    "golden": ("{player} bought Golden on {field} for {amount}",
               "{player} [koupil|koupila] Golden na pole {field} za {amount}"),
    # the card's printed text speaks to the one who drew it ("Jdi do VĚZENÍ"): another's draw
    # is told by the card's name in the third person (a reader follows what happened: review
    # 49, "Jana táhla kartu PRACHY" alone told nothing), what it did by the events after it
    # (the move, the payment), and in words of its own only where no event follows (CARD_DONE)
    "card": ("{player} drew the {deck} card “{title}”{card_done}",
             "{player} [táhl|táhla] kartu {deck} „{title}“{card_done}"),
    "paid": ("{player} paid {amount} to the bank", "{player} [zaplatil|zaplatila] bance {amount}"),
    "received": ("{player} received {amount} from the bank",
                 "{player} [dostal|dostala] od banky {amount}"),
    # the field is called Accident: the line after "reached Accident" says what it cost
    # (review 22n: "reached Accident and had an accident and paid $500")
    "accident": ("{player} paid {amount} to the bank for the damage",
                 "{player} [zaplatil|zaplatila] bance {amount} za nehodu"),
    "jailed": ("{player} went to Jail", "{player} [šel|šla] do VĚZENÍ"),
    "released": ("{player} got out of Jail", "{player} [vyšel|vyšla] z VĚZENÍ"),
    "stays_jailed": ("{player} stayed in Jail", "{player} [zůstal|zůstala] ve VĚZENÍ"),
    "jail_wait": ("{player} waited in Jail ({count} of 2)",
                  "{player} [čekal|čekala] ve VĚZENÍ ({count}. ze 2)"),
    "used_card": ("{player} used the Get out of Jail card",
                  "{player} [použil|použila] kartu zrušení VĚZENÍ"),
    # a turn a card took, as a Czech reader says it (review 22n: "Petr tento tah stál" stumbles)
    "skipped": ("{player} sat out this turn", "{player} [vynechal|vynechala] tah"),
    # told after the move onto PODEZŘENÍ Z KRÁDEŽE, which names the reason already
    "suspicion": ("{player} misses the next turn",
                  "{player} vynechá příští tah"),
    # a debt says why it is owed ({cause}: " za nájem na poli …", see debt_cause)
    "debt": ("{player} owes {owner} {amount}{cause} and must raise the money",
             "{player} musí sehnat peníze: dluží {amount} {owner}{cause}"),
    "debt_paid": ("{player} paid {owner} the debt of {amount}{cause}",
                  "{player} [splatil|splatila] dluh {amount} {owner}{cause}"),
    "bankrupt": ("{player} went bankrupt and is out", "{player} [přišel|přišla] na mizinu a [skončil|skončila]"),
    "resigned": ("{player} resigned and is out", "{player} [vzdal|vzdala] hru a [skončil|skončila]"),
    "sold": ("{player} sold {field} to the bank for {amount}",
             "{player} [prodal|prodala] bance {field_object} za {amount}"),
    "sold_stars": ("{player} sold {count} ★ of {field} to the bank for {amount}",
                   "{player} [prodal|prodala] bance {count} ★ z pole {field} za {amount}"),
    "sold_golden": ("{player} sold the Golden of {field} to the bank for {amount}",
                    "{player} [prodal|prodala] bance Golden z pole {field} za {amount}"),
    "trade_offer": ("{player} offers {to} trade {offer}: gives {give}, wants {get}",
                    "{player} [nabídl|nabídla] obchod {offer} {to}. Dává {give}, chce {get}"),
    "trade_accepted": ("{player} accepted trade {offer} from {proposer}",
                       "{player} [přijal|přijala] obchod {offer} {proposer}"),
    # to a third party both sides are named (conv31: a player read "Robot Karel odmítl obchod
    # #11" of two robots as an offer of their own)
    "trade_declined": ("{player} declined trade {offer} from {proposer}",
                       "{player} [odmítl|odmítla] obchod {offer} {proposer}"),
    "trade_withdrawn": ("{player} withdrew trade {offer} offered to {to}",
                        "{player} [stáhl|stáhla] nabídku obchodu {offer} {to}"),
    "trade_lapsed": ("Trade offer {offer} lapsed: {reason}",
                     "Nabídka obchodu {offer} propadla: {reason}"),
    "stake": ("{player} staked {amount} on {field}", "{player} [vsadil|vsadila] {amount} na pole {field}"),
    "stake_won": ("{player} won {amount} on shares of {field} from {holder}",
                  "{player} [vyhrál|vyhrála] {amount} na podílových listech pole {field} "
                  "{holder_from}"),
    "stake_lost": ("{player} lost the stake of {amount} on {field} to {holder}",
                   "{player} [prohrál|prohrála] sázku {amount} na pole {field}, "
                   "připadla {holder_to}"),
    "game_over": ("Game over: {winners} won", "Konec hry, vítězí {winners}"),
}

# The trade events told to the players they name: the actor reads "you offered", the other
# side "... offers you" (kind -> role of the reader -> (English, Czech)).
READER_TEMPLATES: dict[str, dict[str, tuple[str, str]]] = {
    "trade_offer": {
        "player": ("You offered {to} trade {offer}: you give {give}, you want {get}",
                   "Nabízíš obchod {offer} {to}. Dáváš {give}, chceš {get}"),
        "to": ("{player} offers you trade {offer}: gives {give}, wants {get}",
               "{player} ti [nabídl|nabídla] obchod {offer}: dává {give}, chce {get}"),
    },
    "trade_accepted": {
        # the trade is done: each side hears what it got and gave
        "player": ("You accepted trade {offer} from {proposer}: you got {give}, you gave {get}",
                   "Přijímáš obchod {offer} {proposer}. Dostáváš {give}, dáváš {get}"),
        "proposer": ("{player} accepted your trade {offer}: you got {get}, you gave {give}",
                     "{player} [přijal|přijala] tvůj obchod {offer}: dostáváš {get}, dáváš {give}"),
    },
    "trade_declined": {
        "player": ("You declined trade {offer} from {proposer}",
                   "Odmítáš obchod {offer} {proposer}"),
        "proposer": ("{player} declined your trade {offer}", "{player} [odmítl|odmítla] tvůj obchod {offer}"),
    },
    "trade_withdrawn": {
        "player": ("You withdrew trade {offer}", "Stahuješ svůj obchod {offer}"),
        "to": ("{player} withdrew the trade {offer} offered to you",
               "{player} [stáhl|stáhla] svou nabídku obchodu {offer}"),
    },
}

# The trade taken at its own price by a reply that named a price worse for its writer ("za
# 6 000 ho beru" to an offer of 5 000): the read-back says the price paid is the offer's
_ACCEPTED_AT_ITS_PRICE = (
    "You accepted trade {offer} from {proposer} at {price}, the offer's price (not {said}): "
    "you got {give}, you gave {get}",
    "Přijímáš obchod {offer} {proposer} za {price}, cenu nabídky (ne za {said}). "
    "Dostáváš {give}, dáváš {get}")

# Every event told to the player it is about, in the second person with the pronoun as the
# subject ("Ty házíš 3 a dojíždíš …", "You threw 3 and reached …"): a mail to Ann never says
# "Ann hodila 3", and the mail still joins the reader's events into one sentence; the Czech
# pronoun goes once they are joined (wording.unstressed: "Házíš 3 a dojíždíš …").
YOU_TEMPLATES: dict[str, tuple[str, str]] = {
    "turn": ("You are to move", "Ty jsi na tahu"),
    # a 6 told without its verb said twice (review 49: "házíš 6 a házíš ještě jednou")
    "extra_throw": ("You threw 6 for an extra throw", "Ty házíš 6 a máš hod navíc"),
    "throw": ("You threw {dice}", "Ty házíš {dice}"),
    "jail_throw": ("You threw {dice} in Jail", "Ty házíš ve VĚZENÍ {dice}"),
    "moved": ("You reached {field}", "Ty dojíždíš na pole {field}"),
    "start_bonus": ("You collected {amount} at START", "Ty dostáváš na STARTu {amount}"),
    "rent": ("You paid {owner} {amount} rent", "Ty platíš nájem {amount} {owner}"),
    "payment": ("You paid {owner} {amount} as a card ordered",
                "Ty platíš podle karty {amount} {owner}"),
    "bought": ("You bought {field} for {amount}", "Ty kupuješ {field_object} za {amount}"),
    "declined": ("You did not buy {field}", "Ty nekupuješ {field_object}"),
    "declined_short": ("You can no longer pay for {field}, so it was not bought",
                       "Ty už nemáš dost peněz na {field_object}, takže nekupuješ"),
    "stars_unaffordable": ("You can no longer afford a star on {field}, so your turn ended",
                           "Na hvězdu na poli {field} ti už nezbývá, takže tah skončil"),
    "stars": ("You bought {count} ★ on {field} for {amount}",
              "Ty kupuješ {count} ★ na pole {field} za {amount}"),
    "golden": ("You bought Golden on {field} for {amount}",
               "Ty kupuješ Golden na pole {field} za {amount}"),
    "card": ("You drew a {deck} card: “{card}”", "Ty bereš kartu {deck}: „{card}“"),
    "paid": ("You paid {amount} to the bank", "Ty platíš bance {amount}"),
    "received": ("You received {amount} from the bank", "Ty dostáváš od banky {amount}"),
    "accident": ("You paid {amount} to the bank for the damage",
                 "Ty platíš bance {amount} za nehodu"),
    "jailed": ("You went to Jail", "Ty jdeš do VĚZENÍ"),
    "released": ("You got out of Jail", "Ty vycházíš z VĚZENÍ"),
    # English tells the reader's acts done, as "You threw 3 in Jail" before it: never "You
    # threw 3 in Jail and stay in Jail" (review 22n)
    "stays_jailed": ("You stayed in Jail", "Ty zůstáváš ve VĚZENÍ"),
    "jail_wait": ("You waited in Jail ({count} of 2)", "Ty čekáš ve VĚZENÍ ({count}. ze 2)"),
    "used_card": ("You used the Get out of Jail card", "Ty používáš kartu zrušení VĚZENÍ"),
    "skipped": ("You sit out this turn", "Ty vynecháváš tah"),
    "suspicion": ("You miss the next turn",
                  "Ty vynecháš příští tah"),
    "debt": ("You owe {owner} {amount}{cause} and must raise the money",
             "Ty musíš sehnat peníze: dlužíš {amount} {owner}{cause}"),
    "debt_paid": ("You paid {owner} the debt of {amount}{cause}",
                  "Ty splácíš dluh {amount} {owner}{cause}"),
    "sold": ("You sold {field} to the bank for {amount}", "Ty prodáváš bance {field_object} za {amount}"),
    "sold_stars": ("You sold {count} ★ of {field} to the bank for {amount}",
                   "Ty prodáváš bance {count} ★ z pole {field} za {amount}"),
    "sold_golden": ("You sold the Golden of {field} to the bank for {amount}",
                    "Ty prodáváš bance Golden z pole {field} za {amount}"),
    "stake": ("You staked {amount} on {field}", "Ty vsázíš {amount} na pole {field}"),
    "stake_won": ("You won {amount} on shares of {field} from {holder}",
                  "Ty vyhráváš {amount} na podílových listech pole {field} {holder_from}"),
    "stake_lost": ("You lost the stake of {amount} on {field} to {holder}",
                   "Ty prohráváš sázku {amount} na pole {field}, bere ji {holder}"),
}
YOU = {"en": "You", "cs": "Ty"}
"""The reader as the subject of the lines told to them (the mail joins a player's lines)."""

# The events that take a player out, told to that player (the mail about them goes to them too):
# with the debt that broke them when the event names it, else plainly.
READER_TEMPLATES["bankrupt"] = {
    "player": ("You owe {owner} {amount} and cannot pay it: you are bankrupt and out",
               "Jsi na mizině a končíš: nemáš na dluh {amount}, který dlužíš {owner}"),
}
# ... and to the creditor it names, with what they get: the debt in full, the bank adding what
# the debtor's cash did not cover (money.go_bankrupt); a bankruptcy recorded before the bank's
# part was kept in the event is told as it was
_BANKRUPT_TO_OWNER = {
    "all": ("{player} went bankrupt and is out; the bank pays you the debt of {amount}",
            "{player} [přišel|přišla] na mizinu a [skončil|skončila]; dluh {amount} ti platí banka"),
    "part": ("{player} went bankrupt and is out; you get the debt of {amount} in full, {covered} "
             "of it from the bank",
             "{player} [přišel|přišla] na mizinu a [skončil|skončila]; dluh {amount} dostáváš celý, "
             "banka z něj doplácí "
             "{covered}"),
    "none": ("{player} went bankrupt and is out; you get the debt of {amount} in full",
             "{player} [přišel|přišla] na mizinu a [skončil|skončila]; dluh {amount} dostáváš "
             "celý"),
}
_TO_THE_ACTOR = {
    "bankrupt": ("You are bankrupt and out", "Jsi na mizině a končíš"),
    "resigned": ("You resigned and are out", "Vzdáváš hru a končíš"),
    "removed": ("You are out of the game", "Vypadáváš ze hry"),
}
# a resignation the service played for a seat taken out (missed turns, the organizer): no
# act of the player's, told as such (review 49: "vzdal hru" of one who never wrote)
_REMOVED = ("{player} is out of the game", "{player} [vypadl|vypadla] ze hry")

# The events about someone else that name the reader in another role: the reader is "you"
# there too (review 6: "Tomáš nabízí obchod #1 Janě Novákové" in Jana's own mail).
_YOU_AS = {"owner": ("you", "tobě")}  # role -> (English, Czech dative) where only a word changes
# ... but Czech puts the unstressed "ti" second in its clause, never "platí 200 $ tobě":
# kind -> Czech text where the reader is the `owner` (English keeps TEMPLATES with "you")
_OWNER_YOU_CS = {
    "rent": "{player} ti [zaplatil|zaplatila] nájem {amount}",
    "payment": "{player} ti [zaplatil|zaplatila] podle tvé karty {amount}",
    "debt": "{player} musí sehnat peníze: dluží ti {amount}{cause}",
    "debt_paid": "{player} ti [splatil|splatila] dluh {amount}{cause}",
}
_HOLDER_YOU: dict[str, tuple[str, str]] = {
    "stake_won": ("{player} won {amount} on shares of {field} from you",
                  "{player} [vyhrál|vyhrála] {amount} na podílových listech pole {field}, "
                  "platíš je ty"),
    "stake_lost": ("{player} lost the stake of {amount} on {field} to you",
                   "{player} [prohrál|prohrála] sázku {amount} na pole {field}, "
                   "připadla tobě"),
}
# a lapsed offer told to its two sides: (proposer's, recipient's), each (English, Czech)
_LAPSED_YOU = (("Your trade offer {offer} lapsed: {reason}",
                "Tvoje nabídka obchodu {offer} propadla: {reason}"),
               ("Trade offer {offer} to you lapsed: {reason}",
                "Nabídka obchodu {offer} pro tebe propadla: {reason}"))
# why, to each side (proposer's, recipient's); {other}: the other side, in the nominative
_LAPSE_REASONS_YOU = {
    "expired": ((("{other} ended their turn without answering it",
                  "{other} [ukončil|ukončila] svůj tah bez odpovědi na ni")),
                ("you ended your turn without answering it", "končíš tah bez odpovědi na ni")),
    "not_owned": (("one of you no longer holds what it names", "jeden z vás už nemá, co uvádí"),
                  ("one of you no longer holds what it names", "jeden z vás už nemá, co uvádí")),
    "player_out": (("one of you left the game", "jeden z vás odešel ze hry"),
                   ("one of you left the game", "jeden z vás odešel ze hry")),
    "game_over": (("the game is over", "hra skončila"), ("the game is over", "hra skončila")),
}
# another's win, as done in the gender the name shows (several share it as "vítězí")
_WON_CS = "Konec hry, [sex {winner}: vyhrál {winner}|vyhrála {winner}|vítězství: {winner}]"
_WON_YOU = {"en": ("Game over: you won", "Game over: you and {others} won"),
            # done, in the reader's gender (a noun phrase when the name does not say it)
            "cs": ("Konec hry, [sex {reader}: vyhrál jsi|vyhrála jsi|vítězství je tvoje]",
                   "Konec hry, společné vítězství: ty a {others}")}

# Each act above told of a player whose name does not say the gender: in the present, which
# needs none and reads as a story told ("Quinn Hart hází 6 a dojíždí na pole …"), as the
# reader's own acts are told; never a telegram of nouns ("Quinn Hart: hod 6, příjezd …")
# nor a guessed gender; kind -> Czech.
PRESENT_CS: dict[str, str] = {
    "extra_throw": "{player} hází 6 a má hod navíc",
    "throw": "{player} hází {dice}",
    "jail_throw": "{player} hází ve VĚZENÍ {dice}",
    "moved": "{player} dojíždí na pole {field}",
    "start_bonus": "{player} dostává na STARTu {amount}",
    "rent": "{player} platí nájem {amount} {owner}",
    "payment": "{player} platí podle karty {amount} {owner}",
    "bought": "{player} kupuje {field_object} za {amount}",
    "declined": "{player} nekupuje {field_object}",
    "declined_short": "{player} už nemá dost peněz na {field_object}, takže nekupuje",
    "stars_unaffordable": "{player} už nemá na hvězdu na poli {field}, takže tah končí",
    "stars": "{player} kupuje {count} ★ na pole {field} za {amount}",
    "golden": "{player} kupuje Golden na pole {field} za {amount}",
    "card": "{player} bere kartu {deck} „{title}“{card_done}",
    "paid": "{player} platí bance {amount}",
    "received": "{player} dostává od banky {amount}",
    "accident": "{player} platí bance {amount} za nehodu",
    "jailed": "{player} jde do VĚZENÍ",
    "released": "{player} vychází z VĚZENÍ",
    "stays_jailed": "{player} zůstává ve VĚZENÍ",
    "jail_wait": "{player} čeká ve VĚZENÍ ({count}. ze 2)",
    "used_card": "{player} používá kartu zrušení VĚZENÍ",
    "skipped": "{player} vynechává tah",
    "debt_paid": "{player} splácí dluh {amount} {owner}{cause}",
    "bankrupt": "{player} přichází na mizinu a končí",
    "resigned": "{player} vzdává hru a končí",
    "removed": "{player} vypadává ze hry",
    "sold": "{player} prodává bance {field_object} za {amount}",
    "sold_stars": "{player} prodává bance {count} ★ z pole {field} za {amount}",
    "sold_golden": "{player} prodává bance Golden z pole {field} za {amount}",
    "trade_offer": "{player} nabízí obchod {offer} {to}. Dává {give}, chce {get}",
    "trade_accepted": "{player} přijímá obchod {offer} {proposer}",
    "trade_declined": "{player} odmítá obchod {offer} {proposer}",
    "trade_withdrawn": "{player} stahuje nabídku obchodu {offer} {to}",
    "stake": "{player} sází {amount} na pole {field}",
    "stake_won": "{player} vyhrává {amount} na podílových listech pole {field} {holder_from}",
    "stake_lost": "{player} prohrává sázku {amount} na pole {field}, připadá {holder_to}",
}
# ... and the acts told to the reader they name, Czech gendered template -> its present
_PRESENT_YOU_CS: dict[str, str] = {
    READER_TEMPLATES["trade_offer"]["to"][1]:
        "{player} ti nabízí obchod {offer}: dává {give}, chce {get}",
    READER_TEMPLATES["trade_accepted"]["proposer"][1]:
        "{player} přijímá tvůj obchod {offer}: dostáváš {get}, dáváš {give}",
    READER_TEMPLATES["trade_declined"]["proposer"][1]: "{player} odmítá tvůj obchod {offer}",
    READER_TEMPLATES["trade_withdrawn"]["to"][1]: "{player} stahuje svou nabídku obchodu {offer}",
    _BANKRUPT_TO_OWNER["all"][1]: "{player} přichází na mizinu a končí; dluh {amount} ti platí "
                                  "banka",
    _BANKRUPT_TO_OWNER["part"][1]: "{player} přichází na mizinu a končí; dluh {amount} dostáváš "
                                   "celý, banka z něj doplácí {covered}",
    _BANKRUPT_TO_OWNER["none"][1]: "{player} přichází na mizinu a končí; dluh {amount} dostáváš "
                                   "celý",
    _OWNER_YOU_CS["rent"]: "{player} ti platí nájem {amount}",
    _OWNER_YOU_CS["payment"]: "{player} ti platí podle tvé karty {amount}",
    _OWNER_YOU_CS["debt_paid"]: "{player} ti splácí dluh {amount}{cause}",
    _HOLDER_YOU["stake_won"][1]:
        "{player} vyhrává {amount} na podílových listech pole {field}, platíš je ty",
    _HOLDER_YOU["stake_lost"][1]:
        "{player} prohrává sázku {amount} na pole {field}, připadá tobě",
}
PRESENT_OF: dict[str, str] = {**{({**TEMPLATES, "removed": _REMOVED})[kind][1]: told
                                 for kind, told in PRESENT_CS.items()},
                              **_PRESENT_YOU_CS}
"""Every Czech template that needs its subject's gender -> its present, which needs none."""
_GENDERED = re.compile(r"\[([^|\]]*)\|([^\]]*)\]")


def gendered(template: str, who: str) -> str | None:
    """A Czech template with its "[masculine|feminine]" forms chosen for the player `who`
    ("[koupil|koupila]" -> "koupila" for Jana); None when it needs a gender the name does
    not say. A template without such forms is returned as it is."""
    if "[" not in template:
        return template
    sex = gender(who)
    if sex is None:
        return None
    return _GENDERED.sub(lambda m: m[1] if sex == "m" else m[2], template)


def _fill(template: str, values: Mapping[str, Any], who: str | None = None) -> str:
    """`template` filled with `values`, its verbs in the gender of `who` (the event's player
    by default), or in the present when the name does not say the gender."""
    who = values.get("player", "") if who is None else who
    chosen = gendered(template, who)
    if chosen is None:
        chosen = PRESENT_OF[template]
    return chosen.format(**values)


# What a card did that no event after it tells, in words that need no gender nor person:
# action -> (English, Czech); the other actions move the player or pay (events of their own)
CARD_DONE = {
    "miss": (" (sits out {amount} [turn|turns|turns])", " ({amount} [kolo|kola|kol] bez tahu)"),
    "keep": (" (Get out of Jail, kept for later)", " (zrušení VĚZENÍ, karta na později)"),
    "pay_per_star": (" (pays for every ★ owned)", " (platba za každou vlastní ★)"),
    "pay_per_owned": (" (pays by the fields owned)", " (platba podle vlastněných polí)"),
    "receive_per_owned": (" (money by the fields owned)", " (peníze podle vlastněných polí)"),
}


# ... and of a card that pays by what one owns, when one owns none of it: no payment follows,
# so the words say the amount (review 22n: "táhl kartu PRACHY (peníze podle vlastněných
# polí)" and nothing after it, while another's line went on "a zaplatila bance 200 $")
_BY_OWNED_NOTHING = ("; none owned, so {zero}", "; nic takového nemá, takže {zero}")


def card_done(card: Any, lang: str, total: int | None = None) -> str:
    """The words after "drew a card" that tell what the card did to another player, where
    no event after it says so ("táhla kartu ŠTĚSTĚNA (2 kola bez tahu)"), with the amount 0
    when a card paying by what one owns found nothing (`total`: what it paid); else
    nothing."""
    texts = CARD_DONE.get(card.action)
    if texts is None:
        return ""
    text = texts[lang == "cs"]
    if total == 0 and card.action in _PAYS_BY_OWNED:
        text = text[:-1] + _BY_OWNED_NOTHING[lang == "cs"].format(zero=money(0, lang)) + ")"
    if "[" in text:
        forms = text[text.index("[") + 1:text.index("]")].split("|")
        text = text[:text.index("[")] + plural(card.amount, forms, lang) + text[text.index("]") + 1:]
    return text.format(amount=card.amount)


_PAYS_BY_OWNED = frozenset({"pay_per_star", "pay_per_owned", "receive_per_owned"})

LAPSE_REASONS = {
    # an offer lapses only at the end of a turn its recipient was asked to play (orders.py)
    "expired": ("its recipient ended their turn without answering it",
                "adresát ukončil svůj tah a neodpověděl na ni"),
    "not_owned": ("the sides no longer hold what it names", "strany už nemají, co uvádí"),
    "player_out": ("a player left the game", "hráč odešel ze hry"),
    "starred_chain": ("it would split a chain with stars", "rozdělila by řetězec s hvězdami"),
    "game_over": ("the game is over", "hra skončila"),
}

_SKIPPED_IN_NARRATION = frozenset({"turn"})
# a trade is told in a sentence of its own, never chained to the throws and buys around it
STANDS_ALONE = frozenset({"trade_offer", "trade_accepted", "trade_declined", "trade_withdrawn"})


SIMPLE_MOVE_WORDS = {
    "roll": {"cs": "hodit kostkou", "en": "throw the die"},
    "pass": {"cs": "nekupovat", "en": "do not buy"},
    "done": {"cs": "ukončit tah", "en": "end the turn"},
    "use card": {"cs": "použít kartu zrušení VĚZENÍ", "en": "use the Get out of Jail card"},
    "resign": {"cs": "vzdát se", "en": "resign"},
}
"""Moves that need no data of the position, in words."""


def lapse_words(offers: Sequence[int], lang: str, ends_turn: bool = False) -> str:
    """What a move that ends the turn does to the offers it leaves unanswered: "nabídka #1
    bez tvé odpovědi propadne", "offers #1 and #3 lapse unanswered"; with `ends_turn` (a
    purchase, a pass) it says first that the turn ends, the cause ("do not buy (offer #2
    lapses)" read as if not buying cancelled the offer: review 55). An offer's number is
    written as every event writes it, never "č. 1" beside "obchod #1" in one mail."""
    numbers = join([f"#{n}" for n in offers], lang)
    if lang == "cs":
        lapse = f"nabídka {numbers} bez tvé odpovědi propadne" if len(offers) == 1 \
            else f"nabídky {numbers} bez tvé odpovědi propadnou"
        return f"tím tah končí a {lapse}" if ends_turn else lapse
    lapse = f"offer {numbers} lapses unanswered" if len(offers) == 1 \
        else f"offers {numbers} lapse unanswered"
    return f"this ends your turn, and {lapse}" if ends_turn else lapse


def money(amount: int, lang: str) -> str:
    """An amount of dollars as each language writes it: "$2,200" in English, "2 200 $" in
    Czech (the form a move's text takes too: it parses back)."""
    digits = f"{abs(amount):,}"
    sign = "-" if amount < 0 else ""
    if lang == "cs":
        return f"{sign}{digits.replace(',', ' ')} $"
    return f"{sign}${digits}"


def field_name(index: int, lang: str) -> str:
    """A field's name in `lang`, with its number where fields one can own share the name
    ("Kurz střelby (15)"), so that the name tells one field. A property's own name, a title
    after its kind's noun, is quoted in Czech ("Bar „Rezavá ostruha“", "Alkohol & Tabák
    „Kaktusová pálenka“"): unquoted, a sentence reads the two as one noun phrase that should
    decline ("chce Bar Rezavá ostruha", "koupit Nocležnu Modrá podkova"); quoted, the title
    keeps its form in every case and only the noun declines (`field_object`)."""
    name = field_title(index, lang)
    return f"{name} ({index})" if index in _SHARED else name


def field_title(index: int, lang: str) -> str:
    """A field's name as `field_name` quotes it, without the number: for a list that gives
    each field's number before its name ("14 Alkohol & Tabák „Whisky Joe“")."""
    f = FIELDS[index]
    if lang == "cs" and f.kind == PROPERTY and f.proper:
        return f"{CHAIN_TYPES[f.chain][0]} „{f.proper}“"
    return f.name(lang)


# The chains' nouns whose Czech accusative differs ("koupit Nocležnu U Kojota"); the name after
# the noun is a title and stays as it is, as Czech keeps "hotel Modrá podkova".
_ACCUSATIVE_NOUNS = {"Nocležna": "Nocležnu", "Banka": "Banku"}


def field_object(index: int, lang: str) -> str:
    """A field's name as the object of a Czech verb or of "na"/"za" (the accusative:
    "prodat Banku Devět centů"); in English, the name; with its number where fields one can
    own share the name ("koupit Kurz střelby (15)"), as `field_name`."""
    name = object_title(index, lang)
    return f"{name} ({index})" if index in _SHARED else name


def object_title(index: int, lang: str, quoted: bool = True) -> str:
    """A field's name as `field_title` says it, as the object of a Czech verb (the accusative,
    "vlastníš Nocležnu „Poslední míle“", "chce Banku „Devět centů“"), without the number: for
    a list after a verb that gives each field's number itself; not `quoted`, as a player
    types it inside an example in quotes ("dám ti za Nocležnu Poslední míle 2000")."""
    name = field_title(index, lang) if quoted else FIELDS[index].name(lang)
    if lang == "cs":
        noun, _, rest = name.partition(" ")
        name = f"{_ACCUSATIVE_NOUNS[noun]} {rest}" if noun in _ACCUSATIVE_NOUNS and rest else name
    return name


# the fields one can own that share a name (the four Kurzy střelby): a player choosing,
# owning or paying for one must know which, so each is named with its number; the corners
# and the card fields of one name (PRACHY, NEHODA) are never chosen nor owned
_SHARED = frozenset(f.index for f in FIELDS if f.kind in BUYABLE
                    and sum(g.cs == f.cs for g in FIELDS) > 1)


def party(who: str | None, lang: str) -> str:
    """A payee in words: a player (Czech dative "Tomu Hallovi", or "hráči Kim Lee" when the
    name does not decline for sure) or the bank."""
    if who is None:
        return "bance" if lang == "cs" else "the bank"
    return player_in(who, DATIVE) if lang == "cs" else who


def source(who: str, lang: str) -> str:
    """Whom something comes from: Czech "od Toma Halla" (or "od hráče Tom Hall"); the
    English templates say "from" themselves."""
    return f"od {player_in(who, GENITIVE)}" if lang == "cs" else who


def bundle_words(side: Mapping[str, Any], lang: str) -> str:
    """One side of a trade in words, the object of "gives"/"wants" ("Nocležnu U Kojota, 500 $"
    or "nothing")."""
    items = [field_object(f, lang) for f in side.get("fields", ())]
    if side.get("card"):
        items.append("karta zrušení VĚZENÍ" if lang == "cs" else "the Get out of Jail card")
    if side.get("money"):
        items.append(money(side["money"], lang))
    return ", ".join(items) if items else ("nic" if lang == "cs" else "nothing")


# What a debt is for, after its amount and creditor: cause -> (English, Czech); a field's
# name follows "na poli" as the other lines name the field a player stands on
_DEBT_CAUSES = {
    "rent": ("for rent on {field}", "za nájem na poli {field}"),
    "paid": ("as a card ordered", "podle karty"),
    "payment": ("as a card ordered", "podle karty"),
    "accident": ("for an accident", "za nehodu"),
    "stake": ("for the shares of {field}", "za podílové listy na poli {field}"),
}


def debt_cause(cause: str, field: int, lang: str) -> str:
    """Why a debt is owed, as words after its amount and creditor ("za nájem na poli Saloon
    „Zlatý důl“", "for an accident"); "" for a debt recorded before debts kept their cause."""
    texts = _DEBT_CAUSES.get(cause)
    if texts is None or ("{field}" in texts[0] and field < 0):
        return ""
    return texts[lang == "cs"].format(field=field_name(field, lang) if field >= 0 else "")


def _values(data: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The template values of an event's data, formatted for `lang`."""
    v: dict[str, Any] = {"player": data.get("player", "")}
    why = debt_cause(data.get("cause", ""), data.get("field", -1), lang)
    v["cause"] = f" {why}" if why else ""
    for key, value in data.items():
        if key == "field":
            v[key] = field_name(value, lang)
            v["field_object"] = field_object(value, lang)
        elif key == "amount":
            v[key] = money(value, lang)
        elif key == "dice":
            v[key] = " + ".join(str(d) for d in value)
        elif key in ("owner", "to"):
            v[key] = party(value, lang)
        elif key == "proposer":
            v[key] = source(value, lang)
        elif key == "card":
            v[key] = CARDS[value].text(lang, data.get("player", ""))
            v["title"] = CARDS[value].title(lang)
            v["deck"] = DECK_NAMES[CARDS[value].deck]["cs" if lang == "cs" else "en"]
            v["card_done"] = card_done(CARDS[value], lang, data.get("total"))
        elif key == "holder":  # the stakes' other side: a name, and whom from or to
            v[key] = value
            v["holder_from"] = source(value, lang) if lang == "cs" else value
            v["holder_to"] = party(value, lang)
        elif key in ("give", "get"):
            v[key] = bundle_words(value, lang)
        elif key == "offer":
            v[key] = f"#{value}"
        elif key == "reason":
            v[key] = LAPSE_REASONS[value][lang == "cs"]
        elif key == "winners":
            v[key] = join(value, lang)
        elif key not in v:
            v[key] = value
    return v


def event_text(kind: str, data: Mapping[str, Any], lang: str, reader: str | None = None) -> str:
    """The sentence for one event in `lang`, for `reader` (a player the event names reads it
    in the second person: "You offered Bob trade #4", "Ann offers you trade #4")."""
    if kind == "start_bonus" and data.get("by_card"):
        kind = "received"  # the card's money, not START's: the player did not reach START
    if kind == "declined" and data.get("short"):
        kind = "declined_short"  # passed for them: a trade left them short of the price
    if kind == "resigned" and data.get("removed"):
        if reader is not None and data.get("player") == reader:
            return _TO_THE_ACTOR["removed"][lang == "cs"]
        return _fill(_REMOVED[lang == "cs"], _values(data, lang))
    values = _values(data, lang)
    if kind == "trade_accepted" and data.get("said") and reader == data.get("player"):
        # taken at the offer's price though the reply named one worse for its writer: said
        price = max(side.get("money", 0) for side in (data["give"], data["get"]))
        return nothing_negated(_fill(_ACCEPTED_AT_ITS_PRICE[lang == "cs"], {
            **values, "price": money(price, lang), "said": money(data["said"], lang)}), lang)
    if kind == "game_over" and lang == "cs" and len(data.get("winners") or ()) == 1 \
            and reader not in data["winners"]:
        winner = data["winners"][0]
        return by_gender(_WON_CS, {"winner": winner}).format(winner=winner)
    for role, texts in READER_TEMPLATES.get(kind, {}).items():
        if reader is not None and data.get(role) == reader:
            try:
                return nothing_negated(_fill(texts[lang == "cs"], values), lang)
            except KeyError:  # an event recorded without the other side's name
                break
    if reader is not None and data.get("player") == reader:
        if kind in _TO_THE_ACTOR:
            return _TO_THE_ACTOR[kind][lang == "cs"]
        if kind in YOU_TEMPLATES:
            return nothing_negated(_fill(YOU_TEMPLATES[kind][lang == "cs"], values), lang)
    elif reader is not None:
        told = _naming_reader(kind, data, values, lang, reader)
        if told is not None:
            return nothing_negated(told, lang)
    return nothing_negated(_fill(TEMPLATES[kind][lang == "cs"], values), lang)


def _naming_reader(kind: str, data: Mapping[str, Any], values: dict[str, Any], lang: str,
                   reader: str) -> str | None:
    """An event of someone else's told to the reader it names in another role ("Ann paid you
    $300", "Tvoje nabídka obchodu #2 propadá: …"); None when it does not name them."""
    cs = lang == "cs"
    if kind in _HOLDER_YOU and data.get("holder") == reader:
        return _fill(_HOLDER_YOU[kind][cs], values)
    if kind == "trade_lapsed" and reader in (sides := list(data.get("players") or ())[:2]):
        side = sides.index(reader)
        reason = data.get("reason")
        if reason in _LAPSE_REASONS_YOU:
            other = sides[1 - side] if len(sides) == 2 else ""
            # the other side's act agrees with them, or is told of "the recipient" when
            # their name does not say the gender
            said = gendered(_LAPSE_REASONS_YOU[reason][side][cs], other)
            values = {**values, "reason": said.format(other=other) if said is not None
                      else LAPSE_REASONS[reason][cs]}
        return _LAPSED_YOU[side][cs].format(**values)
    if kind == "bankrupt" and data.get("owner") == reader and "covered" in data:
        share = "all" if data["covered"] == data["amount"] else "part" if data["covered"] \
            else "none"
        return _fill(_BANKRUPT_TO_OWNER[share][cs],
                     {**values, "covered": money(data["covered"], lang)})
    if kind == "game_over" and reader in (winners := list(data.get("winners") or ())):
        others = [w for w in winners if w != reader]
        won = _WON_YOU[lang if lang in _WON_YOU else "en"][bool(others)]
        return by_gender(won, {"reader": reader}).format(others=join(others, lang))
    if cs and kind in _OWNER_YOU_CS and data.get("owner") == reader:
        return _fill(_OWNER_YOU_CS[kind], values)
    named = {role: you[cs] for role, you in _YOU_AS.items() if data.get(role) == reader}
    if named and kind in TEMPLATES:
        return _fill(TEMPLATES[kind][cs], {**values, **named})
    return None


_NOTHING_CS = re.compile(r"\b([dD]ává|[dD]áváš|[dD]ávám|[cC]hce|[cC]hceš|[cC]hci|[dD]ostáváš) nic\b")


def nothing_negated(text: str, lang: str) -> str:
    """Czech negates the verb of "nothing": "chce nic" -> "nechce nic" ("Dává nic" at the
    start of a sentence -> "Nedává nic")."""
    if lang != "cs":
        return text
    return _NOTHING_CS.sub(lambda m: ("Ne" if m.group(1)[0].isupper() else "ne")
                           + m.group(1)[0].lower() + m.group(1)[1:] + " nic", text)


def _sentence(text: str) -> str:
    """The text with a full stop, unless it ends one already (a card's quoted text does)."""
    return text if text.rstrip("“”„\"'").endswith((".", "!", "?")) else text + "."


# The fields' grammar: the Czech pronoun (accusative) for a field named again in the next
# clause ("dojel na pole Bar Mustang a koupil ho"). It agrees with the noun the name rests
# on: the chain's noun ("Chatrč U Hnědáka" -> ji, "Bar Prašná cesta" -> ho), but a shop's
# chain ("Alkohol & Tabák", "Vybavení", "Zbraně & Munice") names a trade, not a thing, so
# there the field's own name rules: "Dýmka míru" -> ji, "Whisky Joe" -> ho, "Bizoní kopýtka"
# -> je. "tam" / "there" stands for "na pole X", which needs no gender.
_IT_NOUN = {"Bar": "ho", "Saloon": "ho", "Vlak": "ho", "Kurz": "ho", "Náklad": "ho",
            "Chatrč": "ji", "Nocležna": "ji", "Banka": "ji"}
_IT_SHOP = {"Kaktusová pálenka": "ji", "Dýmka míru": "ji", "Whisky Joe": "ho",
            "Bizoní kopýtka": "je", "Kožené sedlo": "ho", "Stříbrná přezka": "ji",
            "Coltova dílna": "ji", "Winchester": "ho", "Olověná kulka": "ji"}
IT_CS: dict[int, str] = {
    f.index: _IT_SHOP[f.proper] if f.chain in SHOP_CHAINS else _IT_NOUN[f.cs.partition(" ")[0]]
    for f in FIELDS if f.kind in BUYABLE}
"""Each field one can own -> the Czech pronoun (accusative) that stands for it."""
_AFTER_PREPOSITION = {"ho": "něj", "ji": "ni", "je": "ně"}
_PREPOSITIONS = frozenset({"na", "za", "do", "od", "pro", "přes", "o", "u", "z", "k", "v", "s"})


def _pronoun(clause: str, name: str, it: str) -> str:
    """`clause` with `it` for `name`; after a preposition the pronoun's prepositional form
    ("peněz na něj", never "na ho")."""
    before, _, after = clause.partition(f" {name}")
    if before.rpartition(" ")[2] in _PREPOSITIONS:
        it = _AFTER_PREPOSITION.get(it, it)
    return f"{before} {it}{after}"


# the fields one can own: a corner's name said twice is no object ("jde do VĚZENÍ"); the
# longest names first, so "Kurz střelby" is never read inside another name
_CARDS_LONGEST_FIRST = sorted(IT_CS, key=lambda i: -len(FIELDS[i].cs))


def _names_of(index: int, lang: str) -> list[str]:
    """The forms a field is named by in `lang`'s event texts (subject, object)."""
    return list(dict.fromkeys([field_name(index, lang), field_object(index, lang)]))


_TRADE_CLAUSE = re.compile(r"^(ti |you )?(nabízí|přijímá|odmítá|stahuje|nabídla?|přijala?|odmítla?|"
                           r"stáhla?|offers|offered|accepted|declined|withdrew) "
                           r".*(obchod|trade|nabídku obchodu) #\d+")


# the throw after a 6 names the second die alone: the 6 was told ("threw 6 for an extra throw,
# got 2", never "threw 6 and throws again, threw 6 + 2")
# the clauses that begin a turn of their own (one turn per line: "vynecháváš tah" and
# the next turn's "házíš 5" never run on after the turn before), and those after which a
# throw still belongs to the same turn (out of Jail, a Jail throw after a Jail throw)
# (the reader's own clauses in the present, another's in the past, or in the present when
# the name does not say the gender: "házíš 5", "hodila 5", "hází 5")
_TURN_OPENS = re.compile(r"^(?:(?:vynecháváš?|vynechala?) tah\b|"
                         r"čekáš? ve VĚZENÍ|čekala? ve VĚZENÍ|"
                         r"(?:házíš?|hodila?)\b(?! 6 \+)|"
                         r"sits? out this turn|sat out this turn|wait(?:s|ed)? in Jail|"
                         r"threw\b(?! 6 \+))")
_JAIL_THROW = re.compile(r"^(?:házíš? ve VĚZENÍ|hodila? ve VĚZENÍ|"
                         r"threw .* in Jail)")
_SAME_TURN_AFTER = re.compile(r"^(?:vycházíš? z VĚZENÍ|vyšel z VĚZENÍ|vyšla z VĚZENÍ|"
                              r"používáš? kartu|použila? kartu|"
                              r"got out of Jail|used the Get out)")


def _opens_a_turn(last: str, clause: str) -> bool:
    """Whether `clause` begins a turn after `last`, the clause before it of the same player."""
    last = last.rsplit(" a ", 1)[-1].rsplit(" and ", 1)[-1]
    if not _TURN_OPENS.match(clause) or _SAME_TURN_AFTER.match(last):
        return False
    return not (_JAIL_THROW.match(clause) and _JAIL_THROW.match(last))


_THREW_AGAIN = re.compile(r"(threw 6 for an extra throw|hodila? 6 a má hod navíc|"
                          r"házíš? 6 a máš? hod navíc)$")
_SIX_AND = re.compile(r"^(?P<verb>threw|hodila?|házíš?) 6 \+ (?P<rest>.*)$")
# the second die after a 6: English "got", Czech "padá" in the present (to the reader, and of
# a name that does not say the gender), "padlo" told of another in the past
_GOT = {"threw": "got ", "házíš": "padá ti ", "hází": "padá "}


# the reader's card with its printed text, the last clause told ("bereš kartu PRACHY: „…“")
_CARD_QUOTED = re.compile(r"(?:kartu(?: [^:,]+)?: „[^“]*“|card: “[^”]*”)$")


def joined(previous: str, clause: str, lang: str) -> str | None:
    """A player's clause as the mail joins it after `previous` ("… a koupil ho", see
    `again`), or None when it stands on a line of its own: a trade (STANDS_ALONE), or what
    follows a card's quoted text."""
    if any(_TRADE_CLAUSE.match(text) for text in (clause, previous)):
        return None
    if _CARD_QUOTED.search(previous):
        # a card's printed text, quoted, closes its sentence: what the card did next starts
        # a line of its own (cz47: "bereš kartu PRACHY: „Zaplať …“ a platíš bance" ran on)
        return None
    if _THREW_AGAIN.search(previous) and (second := _SIX_AND.match(clause)):
        return _GOT.get(second["verb"], "padlo ") + second["rest"]
    if previous and _opens_a_turn(previous.split(", ")[-1], clause):
        return None
    return again(previous, _debt_named(previous, clause, lang), lang)


# a debt named by its amount (and creditor) after the clause that told it: "dluží ti 240 $ a
# splácí ti dluh 240 $" says it once as "dluží ti 240 $ a splácí ti dluh"
_DEBT_AGAIN = {"cs": re.compile(r"dluh (?P<amount>[\d  ]+ \$)"),
               "en": re.compile(r"the debt of (?P<amount>\$[\d,]+)")}
_DEBT_TOLD = {"cs": r"dluží?š?(?: ti)? {amount}", "en": r"owes? [^$]*{amount}"}


def _debt_named(previous: str, clause: str, lang: str) -> str:
    """`clause` with the debt it names by its amount called "the debt" when `previous` told
    that very debt (its amount; the creditor after it goes too when `previous` named it so)."""
    key = "cs" if lang == "cs" else "en"
    found = _DEBT_AGAIN[key].search(clause)
    if found is None:
        return clause
    told = re.search(_DEBT_TOLD[key].format(amount=re.escape(found["amount"])), previous)
    if told is None:
        return clause
    rest = clause[found.end():]
    after = previous[told.end():].split(" a ")[0].split(" and ")[0]
    if after and rest.startswith(after):  # "… tobě": the creditor, said already
        rest = rest[len(after):]
    return clause[:found.start()] + ("dluh" if key == "cs" else "the debt") + rest


# the START bonus told between a landing and what the player did on that field names no
# field: the field is still the one named last ("dojel na pole Kurz střelby, dostal na
# STARTu 4 000 $ a koupil ho", never "… a koupil Kurz střelby")
_START_TAIL = re.compile(r", (?:(?:dostáváš?|dostala?) (?:na STARTu|od banky) [^,]*"
                         r"|(?:collected|received) \$[\d,]+(?: at START| from the bank))$")


# what a field does, told right after the move onto it, without naming the field again
# (review 22n: "reached Accident and had an accident", "reached START and collected $4,000
# at START", "reached Fortune card and drew a Fortune card"): (reached, said, instead)
_PLACE_AGAIN = {
    "cs": (("na pole START", " na STARTu ", " tam "), ("na pole NEHODA", " za nehodu", ""),
           ("na pole ŠTĚSTĚNA", "kartu ŠTĚSTĚNA", "kartu"),
           ("na pole PRACHY", "kartu PRACHY", "kartu")),
    "en": (("reached START", " at START", " there"),
           ("reached Fortune card", " a Fortune card", " the card"),
           ("reached Fortune card", " the Fortune card", " the card"),
           ("reached Money card", " a Money card", " the card"),
           ("reached Money card", " the Money card", " the card")),
}


def _place_again(previous: str, clause: str, lang: str) -> str:
    """`clause` without the field `previous` ended on, named again ("dostáváš tam 4 000 $"
    after "dojíždíš na pole START"); else as it is."""
    for reached, said, instead in _PLACE_AGAIN["cs" if lang == "cs" else "en"]:
        if previous.endswith(reached) and said in clause:
            return clause.replace(said, instead, 1)
    return clause


def again(previous: str, clause: str, lang: str) -> str:
    """A clause that names the field the clause before it ended with, with a pronoun for the
    name: "koupil Bar Mustang za 3 000 $" after "dojel na pole Bar Mustang" -> "koupil ho za
    3 000 $", "koupil 1 ★ na pole Bar Mustang" -> "koupil tam 1 ★"; English "buys it",
    "there". A clause without the name stays as it is."""
    clause = _place_again(previous.rstrip("."), clause, lang)
    told = _START_TAIL.sub("", previous.rstrip("."))
    for index in _CARDS_LONGEST_FIRST:
        names = _names_of(index, lang)
        if not any(told.endswith(name) for name in names):
            continue
        for name in names:
            for cause in ("za nájem", "za podílové listy"):  # a debt's: the field is told
                clause = clause.replace(f"{cause} na poli {name}", cause)
            there = f" na pole {name}" if lang == "cs" else f" on {name}"
            if there in clause:  # stars or Golden bought where the player stands
                if lang != "cs":
                    return clause.replace(there, " there", 1)
                verb, _, rest = clause.replace(there, "", 1).partition(" ")
                return f"{verb} tam {rest}"  # "tam" after the verb, as Czech puts it
            if f" {name}" in clause:
                return _pronoun(clause, name, IT_CS[index] if lang == "cs" else "it")
        return clause
    return clause


def narrate(events: Iterable[Any], lang: str) -> str:
    """A turn told in plain sentences: "Ann threw 6 + 3, reached Saloon Zlatý důl and paid
    Bob $2,200." Consecutive events of one player share the subject."""
    sentences: list[str] = []
    subject: str | None = None  # the player
    clauses: list[str] = []

    def flush() -> None:
        if clauses:
            joined = clauses[0] if len(clauses) == 1 else (
                ", ".join(clauses[:-1]) + (" a " if lang == "cs" else " and ") + clauses[-1])
            sentences.append(_sentence(f"{subject} {joined}"))
            clauses.clear()

    for event in events:
        if event.kind in _SKIPPED_IN_NARRATION:
            continue
        text = event_text(event.kind, event.data, lang)
        who = event.data.get("player")
        if who is not None and event.kind not in STANDS_ALONE \
                and TEMPLATES[event.kind][0].startswith("{player} "):
            if who != subject:
                flush()
                subject = who
            clause = text[len(who) + 1:]
            if clauses and _THREW_AGAIN.search(clauses[-1]) and \
                    (second := _SIX_AND.match(clause)):
                # the throw after a 6 as the event lines tell it ("hodil 6 a má hod navíc,
                # padlo 5"), never a second way ("hodil 6 + 5", review 22n)
                clause = _GOT.get(second["verb"], "padlo ") + second["rest"]
            elif clauses:
                clause = again(", ".join(clauses), clitic_second(clause, lang), lang)
            clauses.append(clause)
        else:
            flush()
            subject = None
            sentences.append(_sentence(text))
    flush()
    return " ".join(sentences)


def heading_of_round(n: int, limit: int, lang: str) -> str:
    """"WesternPoly — Round 3 of 14" ("Kolo 3 z 14"); without a limit the round alone."""
    heading = f"WesternPoly — {'Kolo' if lang == 'cs' else 'Round'} {n}"
    if not limit:
        return heading
    return f"{heading} {vocalised('z', str(limit)) if lang == 'cs' else 'of'} {limit}"
