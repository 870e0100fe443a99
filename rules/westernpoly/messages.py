"""Refusals in the game's language: why a command was not understood or a move is not allowed.

Each message has an English and a Czech text filled in with `str.format`. The English texts are
the short lower-case phrases the game has always used; the Czech ones are whole sentences in the
informal "ty" form, written so that they need no grammatical gender of the player. Values come
in ready to print: money through `words.money`, fields through `field_ref` (Czech names the field,
English keeps the bare number its texts have always shown).
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.westernpoly.board import FIELDS

MESSAGES: dict[str, dict[str, str]] = {
    # who may move
    "game_over": {"en": "the game is over", "cs": "Hra už skončila."},
    "out_of_game": {"en": "you are out of the game", "cs": "Už ve hře nejsi."},
    "chance_pending": {
        "en": "wait: a throw or a card is being resolved",
        "cs": "Počkej chvíli: ještě se hází kostkou nebo bere karta.",
    },
    "chance_only": {
        "en": "throws and cards are decided by chance, not by players",
        "cs": "Hody kostkou a karty určuje náhoda, ne hráči.",
    },
    "not_outcome": {"en": "'{move}' is not a possible outcome now",
                    "cs": "„{move}“ teď padnout nemůže."},
    "not_a_player": {"en": "'{player}' does not play this game",
                     "cs": "„{player}“ tuto hru nehraje."},
    "unknown_move": {"en": "unknown move {move}", "cs": "Tah {move} neznám."},
    "debt_first": {"en": "a debt must be paid first", "cs": "Nejdřív je potřeba splatit dluh."},
    "not_your_turn": {"en": "it is not your turn", "cs": "Nejsi na tahu, hraje {active}."},
    # trades
    "no_offer": {"en": "there is no open trade #{offer}",
                 "cs": "Nabídka #{offer} není otevřená."},
    "not_your_offer_made": {"en": "trade #{offer} is not one you made",
                            "cs": "Nabídka #{offer} není tvoje, stáhnout ji nemůžeš."},
    "not_your_offer_received": {"en": "trade #{offer} is not one you were offered",
                                "cs": "Nabídka #{offer} není určená tobě."},
    "unknown_recipient": {"en": "{player} is not a player of this game",
                          "cs": "{player} tuto hru nehraje."},
    "self_trade": {"en": "you cannot trade with yourself",
                   "cs": "Obchodovat se sebou nejde."},
    "player_out": {"en": "{player} is out of the game", "cs": "{player} už ve hře není."},
    "no_such_withdrawal": {"en": "none of your open offers ({offers}) fits what you wrote; "
                                  "write e.g. withdraw 1",
                           "cs": "Tomu, co píšeš, neodpovídá žádná z tvých otevřených nabídek "
                                 "({offers}); napiš např. stáhnout 1."},
    "same_offer": {"en": "the same offer is open already as #{offer} and stands, so no "
                          "second one was made",
                   "cs": "Stejná nabídka už je otevřená jako #{offer} a platí dál, takže se "
                         "nová nezaložila."},
    "too_many_offers": {"en": "you have {limit} open offers already; withdraw one or wait "
                                "for an answer first",
                        "cs": "Už máš {limit} otevřené nabídky; nejdřív jednu stáhni nebo "
                              "počkej na odpověď."},
    "empty_offer": {"en": "the offer names nothing", "cs": "Nabídka nic neobsahuje."},
    "not_tradable": {"en": "field {number} is not a card that can be traded",
                     "cs": "{field} není karta, se kterou jde obchodovat."},
    "named_twice": {"en": "a field is named twice", "cs": "Jedno pole je v nabídce dvakrát."},
    "one_card": {"en": "there is only one Get out of Jail card",
                 "cs": "Karta zrušení VĚZENÍ je jen jedna, nemůže být na obou stranách."},
    "give_missing": {"en": "you do not hold everything you offer",
                     "cs": "Nemáš všechno, co nabízíš."},
    "get_missing": {"en": "{player} does not hold everything you ask for",
                    "cs": "{player} nemá všechno, co chceš."},
    "split_chain": {"en": "a chain with stars can only be traded whole",
                    "cs": "Řetězec s hvězdami se dá vyměnit jen celý."},
    # selling to the bank
    "sell_when": {
        "en": "you may sell to the bank only on your turn or to pay a debt",
        "cs": "Bance můžeš prodávat jen ve svém tahu nebo když splácíš dluh.",
    },
    "not_yours": {"en": "field {number} is not yours", "cs": "{field} ti nepatří."},
    "starred_chain_sale": {
        "en": "sell the chain's stars first: a chain with stars is sold whole",
        "cs": "Nejdřív prodej hvězdy: kartu z řetězce s hvězdami bance samotnou neprodáš.",
    },
    "no_golden": {"en": "field {number} has no Golden", "cs": "{field} nemá Golden."},
    "not_enough_stars": {"en": "field {number} has fewer than {count} ★ to sell",
                         "cs": "{field} nemá {count} ★ na prodej."},
    # shares
    "no_shares": {"en": "shares are not played in this game",
                  "cs": "V této hře se s podílovými listy nehraje."},
    "stake_when": {"en": "stakes are placed only before your throw",
                   "cs": "Sázet můžeš jen ve svém tahu, než hodíš kostkou."},
    "stake_where": {
        "en": "you may stake only while owning a property with ★★★, on an opponent's property "
              "with ★★★ or more 1-11 fields ahead",
        "cs": "Sázet můžeš, jen když máš pole s ★★★, a jen na soupeřovo pole s ★★★ nebo víc, "
              "které je 1 až 11 polí před tebou.",
    },
    "stake_amount": {
        "en": "the stake must be more than 0 and at most your cash",
        "cs": "Sázka musí být větší než 0 a nejvýš tolik, kolik máš v hotovosti ({cash}).",
    },
    # the turn
    "thrown_already": {"en": "you have thrown already",
                       "cs": "V tomto tahu už máš hozeno."},
    "jail_wait": {
        "en": "you wait in Jail this turn: `done`, or `use card` to leave",
        "cs": "Tento tah čekáš ve VĚZENÍ: napiš „konec“, nebo „použít kartu“, chceš-li ven.",
    },
    "no_card": {"en": "you do not hold the Get out of Jail card",
                "cs": "Kartu zrušení VĚZENÍ nemáš."},
    "card_when": {"en": "the card is used at the start of a turn in Jail",
                  "cs": "Kartu zrušení VĚZENÍ použiješ na začátku tahu ve VĚZENÍ."},
    "too_dear": {"en": "{field} costs {price}",
                 "cs": "{field} stojí {price}, tolik v hotovosti nemáš."},
    "nothing_to_buy": {"en": "there is nothing to buy here", "cs": "Tady není co koupit."},
    "buy_which_stars": {
        "en": "{field} is yours already; to buy stars on it, reply with the number of a "
              "“buy … ★” option, or write e.g. “stars 1” (1 to {most})",
        "cs": "Pole {field} už je tvoje; hvězdy na něj koupíš tak, že odpovíš číslem "
              "z nabídky, nebo napíšeš třeba „1 hvězda“ (1 až {most})."},
    "buy_or_pass": {"en": "decide first: buy or pass",
                    "cs": "Nejdřív se rozhodni: „koupit“, nebo „nekupovat“."},
    "throw_first": {"en": "throw first", "cs": "Nejdřív hoď kostkou."},
    "stars_where": {"en": "stars are bought only on your own property you landed on",
                    "cs": "Hvězdy se kupují jen na vlastní pole, na kterém tvůj tah skončil."},
    "stars_chain": {"en": "stars need the whole chain",
                    "cs": "Na hvězdy potřebuješ celý řetězec."},
    "golden_rule": {
        "en": "Golden needs ★★★★ before this landing, bought once, and its cost in cash",
        "cs": "Golden se kupuje jednou, jen na pole, které mělo ★★★★ už před tímto příchodem, "
              "a za hotové.",
    },
    "stars_rule": {
        "en": "1-4 stars, up to four on the property, once per landing, paid in cash",
        "cs": "Hvězdy se kupují po 1 až 4, nejvýš čtyři na poli, jednou za příchod a za hotové.",
    },
    "not_allowed": {"en": "not allowed now", "cs": "To teď nejde."},
    "buy_from_player": {
        "en": "a field is bought from another player by a trade offer, for example "
              "\"offer Lucy give $2000 get Shack U Hnědáka\"",
        "cs": "Pole od jiného hráče se kupuje nabídkou, třeba „nabídka Lucii dávám 2000 $ za "
              "Chatrč U Hnědáka“."},
    "wrong_field": {"en": "you are on {here}, not on {named}",
                    "cs": "Stojíš na poli {here}, ne na poli {named}."},
    # "Kupuju i tu kovárnu." on the Bar: a word that is no name of the field stood on is no
    # guess at it; the field is named and the purchase asked back
    "not_this_field": {"en": "you are on {here}, which is not called that: to buy it, "
                             "write “buy”.",
                       "cs": "Stojíš na poli {here}; tak se to pole nejmenuje. Chceš-li ho "
                             "koupit, napiš „koupit“."},
    # ... and the word a kind of other fields ("ten bar" on the Shooting range): which they are
    "kind_fields": {"en": "Fields so called: {names}.", "cs": "Tak se jmenují pole {names}."},
    "wrong_price": {"en": "{what} costs {price}, not {stated}",
                    "cs": "{what} stojí {price}, ne {stated}."},
    "stars_on": {"en": "{count} ★ on {field}", "cs": "{count} ★ na poli {field}"},
    "golden_on": {"en": "Golden on {field}", "cs": "Golden na poli {field}"},
    # reading commands
    "empty": {"en": "empty command",
              "cs": "Prázdný příkaz: napiš, co chceš udělat, například „hodit“."},
    "unknown_command": {"en": "unknown command '{word}'", "cs": "Příkaz „{word}“ neznám."},
    "did_you_mean": {"en": " (did you mean {names}?)", "cs": " Nemyslíš {names}?"},
    "cannot_read": {"en": "cannot read '{text}'", "cs": "Příkazu „{text}“ nerozumím."},
    "ambiguous_verb": {"en": "'{word}' could be: {names}", "cs": "„{word}“ může znamenat: {names}."},
    "yes_no": {"en": "'{word}' answers only whether to buy the field you are on",
               "cs": "„{word}“ je jen odpověď na to, zda koupit pole, na kterém stojíš."},
    "which_field": {"en": "which field? give its number or name",
                    "cs": "Které pole? Napiš jeho číslo nebo název."},
    "no_field_number": {"en": "there is no field {number} (fields are 0-39)",
                        "cs": "Pole {number} neexistuje (pole mají čísla 0 až 39)."},
    "ambiguous_field": {"en": "'{query}' could be: {names}; use the number",
                        "cs": "„{query}“ může být: {names}; napiš číslo pole."},
    "no_field_named": {"en": "no field is called '{query}'", "cs": "Pole „{query}“ neznám."},
    # a trade's field its giver does not hold, said with whose it is (the rule's own reason)
    "field_not_yours": {"en": "{field} is not yours but {owner}'s",
                        "cs": "{field} nepatří tobě, ale {owner}."},
    "field_not_theirs": {"en": "{field} is not {player}'s but {owner}'s",
                         "cs": "{field} nepatří {player}, ale {owner}."},
    "field_nobodys": {"en": "{field} belongs to nobody yet: it is still for sale",
                      "cs": "{field} zatím nikomu nepatří, je ještě na prodej."},
    "field_yours_not_theirs": {"en": "{field} is not {player}'s: it is yours",
                               "cs": "{field} nepatří {player}, ale tobě."},
    "money_not_held": {"en": "you offer {money} but have {cash}",
                       "cs": "Nabízíš {money}, ale máš jen {cash}."},
    "money_not_theirs": {"en": "you ask {player} for {money} but they have {cash}",
                         "cs": "Chceš {money}, ale {player} má jen {cash}."},
    "fields_not_yours": {"en": "no field called '{query}' is yours",
                         "cs": "Žádné pole „{query}“ ti nepatří."},
    "fields_not_theirs": {"en": "no field called '{query}' is {player}'s",
                          "cs": "Žádné pole „{query}“ nepatří {player}."},
    "field_not_held": {"en": "no field called '{query}' belongs to the one who would give it",
                       "cs": "Žádné pole „{query}“ nepatří tomu, kdo by ho v obchodu dával."},
    "field_number_name": {"en": "field {number} is not called '{query}'",
                          "cs": "Pole {number} se nejmenuje „{query}“."},
    "chance_unreadable": {
        "en": "'{text}' is not a throw (throw 1-6) nor a card (draw money-07)",
        "cs": "„{text}“ není hod (throw 1 až 6) ani karta (draw prachy-07).",
    },
    "buy_how": {"en": "write `buy`, or `stars N` for stars",
                "cs": "Napiš „koupit“, nebo „hvězdy N“, chceš-li hvězdy."},
    "stars_how": {"en": "write `stars N` with N from 1 to 4",
                  "cs": "Napiš „hvězdy N“, kde N je 1 až 4."},
    "sell_how": {"en": "sell what? `sell <field>` or `sell stars <field> N`",
                 "cs": "Co chceš prodat? Napiš „prodat <pole>“ nebo „prodat hvězdy <pole> N“."},
    "answer_how": {"en": "write `{verb} N` with the trade's number",
                   "cs": "Napiš „{verb} N“, kde N je číslo nabídky."},
    "no_trade": {"en": "there is no trade to {verb}",
                 "cs": "Nemáš žádnou nabídku, kterou by šlo {verb}."},
    "which_trade": {"en": "which trade? {offers}", "cs": "Kterou nabídku myslíš: {offers}?"},
    "stake_how": {"en": "write `stake $N on <field>`",
                  "cs": "Napiš „vsadit N $ na <pole>“."},
    "not_money": {"en": "'{word}' is not an amount of money", "cs": "„{word}“ není částka."},
    "amount_unread": {"en": "I cannot read '{word}' as an amount of money: write it in digits, "
                               "like `$5000`",
                      "cs": "„{word}“ nepřečtu jako částku: napiš ji číslicemi, "
                            "třeba „5000 $“."},
    "offer_how": {"en": "write `offer <player> give <items> get <items>`",
                  "cs": "Napiš „nabídka <hráč> dávám <co> chci <co>“."},
    "offer_price": {"en": "For how much? Write the price too, e.g. "
                          "`{to}I'll give you $2000 for {thing}`.",
                    "cs": "Za kolik? Napiš i cenu, třeba „{to}dám ti za {thing} 2000“."},
    "offer_for_what": {"en": "What do you want for {money}? Write it, e.g. `{to}I'll give you "
                             "{money} for <field>`, or `{to}I'll give you {money} as a gift`.",
                       "cs": "Co za {money} chceš? Napiš to, třeba „{to}dám ti {money} za "
                             "<pole>“, nebo „{to}dám ti {money} zadarmo“."},
    "offer_which": {"en": "Which field do you mean by '{word}'? Name it, e.g. "
                          "`{to}I'll give you $2000 for <field>`.",
                    "cs": "Které pole myslíš slovem „{word}“? Napiš jeho jméno, třeba "
                          "„{to}dám ti za <pole> 2000“."},
    "offer_whom": {"en": "offer to whom? `offer <player> give ... get ...`",
                   "cs": "Komu nabízíš? Napiš „nabídka <hráč> dávám … chci …“."},
    "ambiguous_player": {"en": "'{query}' could be: {players}",
                         "cs": "„{query}“ může být: {players}."},
    "offer_you_whom": {"en": "whom do you offer it to? Write their name, for example 'offer "
                             "{example} give …' (players: {players})",
                       "cs": "Komu to nabízíš? Napiš prosím jméno, třeba „nabídka {example}: "
                             "dávám …“ (hrají: {players})."},
    "no_player": {"en": "no player is called '{query}' (players: {players})",
                  "cs": "Nikdo jménem „{query}“ ve hře není (hrají: {players})."},
}

_VERB_NAMES = {
    "roll": ("roll", "hodit"), "buy": ("buy", "koupit"), "pass": ("pass", "nekupovat"),
    "stars": ("stars", "hvězdy"), "golden": ("golden", "golden"), "done": ("done", "konec"),
    "sell": ("sell", "prodat"), "use": ("use", "použít kartu"), "offer": ("offer", "nabídka"),
    "accept": ("accept", "přijmout"), "decline": ("decline", "odmítnout"),
    "withdraw": ("withdraw", "stáhnout"), "stake": ("stake", "vsadit"),
    "resign": ("resign", "vzdát se"),
}


def say(lang: str, key: str, **values: object) -> str:
    """The message `key` in `lang` ("cs" or "en") with `values` filled in."""
    return MESSAGES[key]["cs" if lang == "cs" else "en"].format(**values)


def field_ref(index: int, lang: str) -> str:
    """A field for a sentence: its name and number ("Vlak (12)"), or the number if none."""
    if not 0 <= index < len(FIELDS):
        return str(index)
    return f"{FIELDS[index].name(lang)} ({index})"


def verb_name(verb: str, lang: str) -> str:
    """The command word of a canonical verb in `lang` ("accept" -> "přijmout")."""
    return _VERB_NAMES[verb][lang == "cs"]


def alternatives(names: Iterable[str], lang: str) -> str:
    """Suggestions for `lang`: "„hodit“ nebo „hod“" in Czech, "roll, rol" in English."""
    names = list(names)
    if lang != "cs":
        return ", ".join(names)
    quoted = [f"„{n}“" for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " nebo " + quoted[-1]
