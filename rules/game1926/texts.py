"""Words of the 1926 game in Czech and English: size names, messages, lists and plurals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.czech_names import by_gender, gender

LANGS = ("cs", "en")

SIZES = ("large", "medium", "small")
"""Canonical size names by size index; a size index i is worth 3 - i points."""

# Nominative (a "velká" pyramid) and accusative/instrumental (place "velkou", topped by "velkou").
SIZE_WORDS = {"en": SIZES, "cs": ("velká", "střední", "malá")}
SIZE_WORDS_OBJECT = {"en": SIZES, "cs": ("velkou", "střední", "malou")}
SIZE_LETTERS = {"en": ("L", "M", "S"), "cs": ("V", "S", "M")}
SLOTS = ("I", "II", "III")

# What another player did is told in the past, in the gender their name shows; a name that
# does not say it gets the noun phrase (`[sex {player}: masculine|feminine|unsure]`,
# rules.czech_names.by_gender). The reader's own acts stay in the present ("Vzdáváš se").
_MESSAGES: dict[str, dict[str, str]] = {
    # events
    "placed": {"en": "{player}: {move}", "cs": "{player}: {move}"},
    "placed_you": {"en": "You: {move}", "cs": "Ty: {move}"},
    "forfeit": {
        "en": "{player} cannot place any pyramid and forfeits {pyramids}.",
        "cs": "[sex {player}: {player} už neměl kam položit|{player} už neměla kam položit|"
              "{player}: už nebylo kam položit]; zbylé pyramidky propadly ({pyramids}).",
    },
    # the same events told to the player they are about
    "forfeit_you": {
        "en": "You cannot place any pyramid and forfeit {pyramids}.",
        "cs": "Už nemůžeš nic položit; tvoje zbylé pyramidky propadají ({pyramids}).",
    },
    "eliminated_you": {"en": "You are out of the count.", "cs": "Vypadáváš ze sčítání."},
    "eliminated_you_too": {"en": "Out of the count: you and {players}.",
                           "cs": "Ze sčítání vypadáváš ty a {players}."},
    "won_majority_you": {
        "en": "You win with {electors}, an absolute majority.",
        # done, in the reader's gender (a noun phrase when the name does not say it)
        "cs": "[sex {reader}: Vyhrál jsi s absolutní většinou|Vyhrála jsi s absolutní většinou|"
              "Vítězství s absolutní většinou je tvoje]: {electors}.",
    },
    "won_last_you": {"en": "You win as the last one left.",
                     "cs": "[sex {reader}: Vyhrál jsi jako poslední, kdo zůstal ve hře.|"
                           "Vyhrála jsi jako poslední, kdo zůstal ve hře.|"
                           "Vítězství je tvoje: ve hře zůstáváš poslední.]"},
    "resigned_you": {
        "en": "You resign: your pyramids left are forfeited and you are out of the count.",
        "cs": "Vzdáváš se: tvoje zbylé pyramidky propadají a do sčítání už nevstupuješ.",
    },
    # the resignation the service played for a seat taken out (missed turns, the organizer):
    # no act of the player's (words49)
    "removed_you": {
        "en": "You are out of the game: your pyramids left are forfeited and you are out of "
              "the count.",
        "cs": "Vypadáváš ze hry: tvoje zbylé pyramidky propadají a do sčítání už nevstupuješ.",
    },
    "count": {"en": "Count {round}: {tally}.", "cs": "Sčítání {round}: {tally}."},
    "eliminated": {"en": "Eliminated: {players}.",
                   "cs": "[sex {players}: Ze sčítání vypadl {players}.|Ze sčítání vypadla "
                         "{players}.|Konec ve sčítání: {players}.]"},
    # several: "vypadli" when one of them is a man, "vypadly" when all are women
    "eliminated_many": {"en": "Eliminated: {players}.", "cs": "Ze sčítání vypadli {players}."},
    "eliminated_women": {"en": "Eliminated: {players}.", "cs": "Ze sčítání vypadly {players}."},
    "eliminated_unsure": {"en": "Eliminated: {players}.", "cs": "Konec ve sčítání: {players}."},
    "won_majority": {
        "en": "{player} wins with {electors}, an absolute majority.",
        "cs": "[sex {player}: {player} zvítězil|{player} zvítězila|{player}: vítězství] "
              "s absolutní většinou: {electors}.",
    },
    "won_last": {
        "en": "{player} wins as the last one left.",
        "cs": "[sex {player}: {player} zvítězil|{player} zvítězila|{player}: vítězství] "
              "jako poslední, kdo zůstal ve hře.",
    },
    "draw": {
        "en": "Draw: {players} all have {electors}.",
        "cs": "Remíza: {players} mají stejně, {electors}.",
    },
    # illegal moves
    "game_over": {"en": "The game is over.", "cs": "Hra už skončila."},
    "not_a_player": {"en": "{player} does not play this game.", "cs": "{player} tuto hru nehraje."},
    "not_your_turn": {
        "en": "It is not your turn; {player} is to move.",
        "cs": "Nejsi na tahu; hraje {player}.",
    },
    "closed": {
        "en": "{region} is closed: three players have invested there already.",
        "cs": "Oblast {region} je uzavřená: investovali tam už tři hráči.",
    },
    "too_large": {
        "en": "Your column in {region} is topped by a {top} pyramid; you may add only {allowed}.",
        "cs": "V oblasti {region} máš navrchu {top} pyramidku; přidat můžeš jen {allowed}.",
    },
    "none_left": {
        "en": "You have no {size} pyramid left.",
        "cs": "Nemáš už žádnou {size} pyramidku.",
    },
    "not_on_map": {
        "en": "{region} is not on this map ({map}).",
        "cs": "Oblast {region} na této mapě ({map}) není.",
    },
    # unreadable or ambiguous input
    "empty": {
        "en": 'Write a pyramid and a region, for example "{example}".',
        "cs": "Napiš pyramidku a oblast, například „{example}“.",
    },
    "no_size": {
        "en": "Which pyramid: large, medium or small (L/M/S)?",
        "cs": "Jakou pyramidku: velkou, střední nebo malou (V/S/M)?",
    },
    "no_region": {
        "en": 'Which region? For example "{example}".',
        "cs": "Do které oblasti? Například „{example}“.",
    },
    "unreadable": {
        "en": 'I cannot read "{text}" as a move: write a pyramid and a region, '
        'for example "{example}".',
        "cs": "Z „{text}“ nevyčtu tah: napiš pyramidku a oblast, například „{example}“.",
    },
    "unknown": {"en": 'No region is called "{words}".', "cs": "Oblast „{words}“ neznám."},
    "did_you_mean": {"en": " Did you mean {names}?", "cs": " Podobné oblasti: {names}."},
    "land_regions": {
        "en": "{land} holds the regions {names}: which one?",
        "cs": "K zemi {land} patří oblasti {names}. Do které?",
    },
    "ambiguous_region": {
        "en": '"{words}" could be {names}.',
        "cs": "„{words}“ může být {names}.",
    },
    "ambiguous_size": {
        "en": "Which size do you mean: {sizes}?",
        "cs": "Kterou velikost myslíš: {sizes}?",
    },
    # board
    "header": {
        "en": "1926 — {variant}: {electors} electors, {majority} to win",
        "cs": "1926 — {variant}: {electors} volitelů, k vítězství {majority}",
    },
    "legend": {
        "en": "(L = large, 3 points; M = medium, 2; S = small, 1)",
        "cs": "(V = velká, 3 body; S = střední, 2; M = malá, 1)",
    },
    "legend_short": {
        "en": "(L = large, 3 points; M = medium, 2; S = small, 1; ★ leads the region)",
        "cs": "(V = velká, 3 body; S = střední, 2; M = malá, 1; ★ vede oblast)",
    },
    "leads": {"en": "leader: {player}", "cs": "vede {player}"},
    "nobody": {"en": "nobody yet", "cs": "zatím nikdo"},
    # a finished game says how it ended, never "yet"
    "nobody_final": {"en": "nobody", "cs": "nikdo"},
    "empty_regions": {"en": "No pyramids yet: {regions}", "cs": "Zatím bez pyramidek: {regions}"},
    "empty_regions_final": {"en": "Left without pyramids: {regions}",
                            "cs": "Bez pyramidek zůstaly: {regions}"},
    "closed_mark": {"en": "closed", "cs": "uzavřeno"},
    "tally": {"en": "Electors now: {tally}", "cs": "Volitelé teď: {tally}"},
    "left": {"en": "Pyramids left: {left}", "cs": "Zbývající pyramidky: {left}"},
    "forfeited": {"en": "forfeited {n}", "cs": "propadlo {n}"},
    "to_move": {"en": "To move: {player}", "cs": "Na tahu: {player}"},
    # out, not "resigned": the rules cannot tell a resignation from a seat the service took
    # out (missed turns, the organizer); the list of what happened says which it was
    "resigned_mark": {"en": "out of the game", "cs": "mimo hru"},
    "removed": {
        "en": "{player} is out of the game: the pyramids left are forfeited and they are out of "
              "the count.",
        "cs": "{player} už ve hře není: zbylé pyramidky propadly a do sčítání už nevstoupí.",
    },
    # resigning
    "resigned": {
        "en": "{player} resigns: the pyramids left are forfeited and they are out of the count.",
        "cs": "[sex {player}: {player} se vzdal|{player} se vzdala|{player}: hra vzdána]: "
              "zbylé pyramidky propadly a do sčítání už nevstoupí.",
    },
    "already_resigned": {
        "en": "{player} has already resigned.",
        "cs": "{player} má hru už vzdanou.",
    },
}

_WORDS = {
    "electors": {
        "en": ("elector", "electors", "electors"),
        "cs": ("volitel", "volitelé", "volitelů"),
    },
    "pyramids": {
        "en": ("pyramid", "pyramids", "pyramids"),
        "cs": ("pyramidka", "pyramidky", "pyramidek"),
    },
}


def say(lang: str, key: str, **values: object) -> str:
    """The message `key` in `lang` with `values` filled in."""
    return by_gender(_MESSAGES[key][lang], values).format(**values)


def count_of(lang: str, n: int, noun: str) -> str:
    """`n` with the noun in the right plural form: '1 elector', '3 volitelé', '5 volitelů'."""
    one, few, many = _WORDS[noun][lang]
    if n == 1:
        return f"{n} {one}"
    if lang == "cs" and 2 <= n <= 4:
        return f"{n} {few}"
    return f"{n} {many}"


def listing(lang: str, items: Sequence[str], last: str = "and") -> str:
    """Items joined as people write them: 'a, b and c' ('or' with last='or'; Czech a/nebo)."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    joiner = {"and": {"en": "and", "cs": "a"}, "or": {"en": "or", "cs": "nebo"}}[last][lang]
    return f"{', '.join(items[:-1])} {joiner} {items[-1]}"


def tally_text(electors: Mapping[str, int]) -> str:
    """'ann 40, bob 20, cyd 17': most electors first, the given order among equals."""
    ranked = sorted(electors.items(), key=lambda item: -item[1])
    return ", ".join(f"{name} {n}" for name, n in ranked)


def quoted(lang: str, text: str) -> str:
    """`text` in the quotation marks of `lang`."""
    return f"„{text}“" if lang == "cs" else f'"{text}"'


def eliminated_key(players: Sequence[str]) -> str:
    """The message of several players out of the count, its verb in their gender: "vypadli"
    when one is a man, "vypadly" when all are women, a noun phrase when the names do not say."""
    sexes = {gender(p) for p in players}
    if "m" in sexes:
        return "eliminated_many"
    return "eliminated_women" if sexes == {"f"} else "eliminated_unsure"
