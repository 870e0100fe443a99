"""Reading moves from people: English and Czech words, with or without diacritics.

Fields may be named by number, by name or by a unique prefix of any word of the name
("26", "Saloon Zlatý důl", "zlaty", "zlat"). Money is "$500", "500 $" or "2,200 $". Trade items
are separated by commas, "and", "a" or "+". The canonical text of every move parses back to it.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from rules.api import AmbiguousCommand, InvalidCommand
from rules.text import closest, fold
from rules.westernpoly.board import FIELDS
from rules.westernpoly.cards import CARDS
from rules.westernpoly.legal import stake_targets
from rules.westernpoly.moves import (
    BUY,
    BUY_GOLDEN,
    DONE,
    PASS,
    RESIGN,
    ROLL,
    THROWS,
    USE_CARD,
    Accept,
    Decline,
    Draw,
    MakeOffer,
    Move,
    Sell,
    SellGolden,
    SellStars,
    Stake,
    Stars,
    Withdraw,
)
from rules.westernpoly.state import Bundle, State

VERBS: dict[str, tuple[str, ...]] = {
    "roll": ("roll", "throw", "hod", "hodit", "hazim", "hazet", "hazi", "kostka"),
    "buy": ("buy", "koupit", "koupim", "kupuji", "kupuju", "kup", "kupovat"),
    "pass": ("pass", "nekoupit", "nekupuji", "nekupuju", "nekupovat", "nekupuj", "pas"),
    "stars": ("stars", "star", "hvezdy", "hvezda", "hvezdu", "hvezd", "hvezdicky"),
    "golden": ("golden", "zlata", "zlatou", "zlaty", "zlatu"),
    "done": ("done", "end", "finish", "konec", "hotovo", "dost", "konecne"),
    "sell": ("sell", "prodat", "prodej", "prodam", "prodavam", "prodej"),
    "use": ("use", "card", "pouzit", "pouzij", "pouzivam", "karta", "kartu"),
    "offer": ("offer", "nabidka", "nabizim", "nabidnout", "nabidni", "nabidku"),
    "accept": ("accept", "prijmout", "prijimam", "prijmi", "souhlasim", "beru"),
    "decline": ("decline", "reject", "odmitnout", "odmitam", "odmitni"),
    "withdraw": ("withdraw", "cancel", "stahnout", "stahuji", "stahuju", "zrusit", "rusim"),
    "stake": ("stake", "bet", "vsadit", "vsazim", "sazim", "sazka", "vsad"),
    "resign": ("resign", "quit", "surrender", "vzdat", "vzdavam", "vzdam"),
    "throw": ("throw", "hod", "die", "kostka"),
    "draw": ("draw", "karta", "card", "tah"),
}
_ALIAS = {alias: verb for verb, aliases in VERBS.items()
          if verb not in ("throw", "draw") for alias in aliases}
_STAR_WORDS = frozenset(VERBS["stars"])
_GOLDEN_WORDS = frozenset(VERBS["golden"])
_CARD_WORDS = frozenset({"card", "karta", "kartu", "karty"})
_NOTHING = frozenset({"nothing", "nic"})
_GIVE = frozenset({"give", "gives", "dam", "davam", "dava"})
_GET = frozenset({"get", "for", "za", "chci", "want", "dostanu"})
_ON = frozenset({"on", "na"})
_SEPARATORS = frozenset({",", "and", "a", "+"})


def _tokens(text: str) -> list[str]:
    """Folded tokens; money as "$N", commas as their own token."""
    s = fold(text)
    s = re.sub(r"(?<=\d)[,.\u00a0 ](?=\d{3}(?!\d))", "", s)  # 2,200 / 2 200 -> 2200
    s = re.sub(r"(\d+)\s*\$(?!\s*\d)", r"$\1", s)  # 500 $ -> $500
    s = re.sub(r"\$\s+(\d)", r"$\1", s)
    s = re.sub(r"[!?;:\"'„“”()#]|\.(?=\s|$)", " ", s)
    return s.replace(",", " , ").split()


def _alias_text(text: str) -> str:
    return " ".join(_tokens(text))


def _field_aliases() -> dict[str, frozenset[int]]:
    """Folded field names (Czech, English, the bare property name) -> the fields so named."""
    aliases: dict[str, set[int]] = {}
    for f in FIELDS:
        for name in {f.cs, f.en, f.proper} - {""}:
            aliases.setdefault(_alias_text(name), set()).add(f.index)
    return {name: frozenset(fields) for name, fields in aliases.items()}


_FIELD_ALIASES = _field_aliases()


def _number(token: str) -> int | None:
    return int(token) if token.isdigit() else None


def find_field(words: list[str], prefer: Collection[int] = ()) -> int:
    """The field named by `words`: a number, a name, or a unique prefix of a name's word.

    A name several fields share ("Kurz střelby") is settled by `prefer` (say the fields the
    player owns) when exactly one of them is preferred."""
    if not words:
        raise InvalidCommand("which field? give its number or name")
    if len(words) == 1 and words[0].isdigit():
        index = int(words[0])
        if not 0 <= index < len(FIELDS):
            raise InvalidCommand(f"there is no field {index} (fields are 0-39)")
        return index
    query = " ".join(words)
    found = _FIELD_ALIASES.get(query)
    if not found:
        found = {f for alias, fs in _FIELD_ALIASES.items()
                 if (" " + alias).find(" " + query) >= 0 for f in fs}
    if len(found) > 1 and len(found & set(prefer)) == 1:
        found = found & set(prefer)
    if len(found) == 1:
        return next(iter(found))
    if found:
        names = [f"{f} {FIELDS[f].en}" for f in sorted(found)]
        raise AmbiguousCommand(f"{query!r} could be: {', '.join(names)}; use the number", names)
    hint = closest(query, _FIELD_ALIASES)
    extra = f" (did you mean {', '.join(hint)}?)" if hint else ""
    raise InvalidCommand(f"no field is called {query!r}{extra}")


def parse_chance(s: State, text: str) -> Move:
    """A chance outcome from its text: "throw 4" or "draw prachy-07"."""
    words = _tokens(text)
    if words and words[0] in VERBS["throw"] + VERBS["draw"]:
        words = words[1:]
    if len(words) == 1 and words[0].isdigit() and 1 <= int(words[0]) <= 6:
        return THROWS[int(words[0]) - 1]
    if len(words) == 1 and words[0] in CARDS:
        return Draw(words[0])
    raise InvalidCommand(f"{text!r} is not a throw (throw 1-6) nor a card (draw prachy-07)")


def parse_player_move(s: State, seat: int, text: str) -> Move:
    """A player's move from forgiving text (legality is checked by the caller)."""
    words = _tokens(text)
    if not words:
        raise InvalidCommand("empty command")
    verb = _verb(words[0])
    rest = words[1:]
    if verb is None and words[0].isdigit() and len(words) > 1 and words[1] in _STAR_WORDS:
        return Stars(int(words[0]))  # "2 stars"
    if verb is None:
        hint = closest(words[0], _ALIAS)
        extra = f" (did you mean {', '.join(hint)}?)" if hint else ""
        raise InvalidCommand(f"unknown command {words[0]!r}{extra}")
    simple = {"roll": ROLL, "pass": PASS, "done": DONE, "resign": RESIGN, "use": USE_CARD,
              "golden": BUY_GOLDEN}
    if verb in simple and (verb != "use" or not rest or rest[0] in _CARD_WORDS):
        return simple[verb]
    if verb == "buy":
        return _buy(rest)
    if verb == "stars":
        return _stars(rest)
    if verb == "sell":
        return _sell(rest, _owned(s, seat))
    if verb in ("accept", "decline", "withdraw"):
        return _answer(s, seat, verb, rest)
    if verb == "stake":
        return _stake(rest, stake_targets(s, seat))
    if verb == "offer":
        return _offer(s, seat, rest)
    raise InvalidCommand(f"cannot read {text!r}")


def _verb(word: str) -> str | None:
    if word in _ALIAS:
        return _ALIAS[word]
    verbs = {verb for alias, verb in _ALIAS.items() if alias.startswith(word)}
    if len(verbs) == 1 and len(word) >= 2:
        return verbs.pop()
    if len(verbs) > 1:
        raise AmbiguousCommand(f"{word!r} could be: {', '.join(sorted(verbs))}", sorted(verbs))
    return None


def _buy(rest: list[str]) -> Move:
    if not rest:
        return BUY
    if rest[0] in _GOLDEN_WORDS:
        return BUY_GOLDEN
    numbers = [int(w) for w in rest if w.isdigit()]
    if any(w in _STAR_WORDS for w in rest) and len(numbers) == 1:
        return Stars(numbers[0])  # "buy 2 stars"
    raise InvalidCommand("write `buy`, or `stars N` for stars")


def _stars(rest: list[str]) -> Move:
    if len(rest) == 1 and rest[0].isdigit():
        return Stars(int(rest[0]))
    raise InvalidCommand("write `stars N` with N from 1 to 4")


def _owned(s: State, seat: int) -> set[int]:
    return {f for f, o in enumerate(s.owner) if o == seat}


def _sell(rest: list[str], mine: set[int]) -> Move:
    if not rest:
        raise InvalidCommand("sell what? `sell <field>` or `sell stars <field> N`")
    star_at = next((i for i, w in enumerate(rest) if w in _STAR_WORDS), None)
    golden_at = next((i for i, w in enumerate(rest) if w in _GOLDEN_WORDS), None)
    if golden_at is not None:
        return SellGolden(find_field(rest[:golden_at] + rest[golden_at + 1:], mine))
    if star_at is None:
        return Sell(find_field(rest, mine))
    before, after = rest[:star_at], rest[star_at + 1:]
    if len(before) == 1 and before[0].isdigit():  # "sell 2 stars 26"
        return SellStars(find_field(after, mine), int(before[0]))
    if before:
        after = before + after  # "sell 26 stars 2"
    if len(after) >= 2 and after[-1].isdigit():
        return SellStars(find_field(after[:-1], mine), int(after[-1]))
    return SellStars(find_field(after, mine), 1)


def _answer(s: State, seat: int, verb: str, rest: list[str]) -> Move:
    kind = {"accept": Accept, "decline": Decline, "withdraw": Withdraw}[verb]
    if rest:
        if len(rest) == 1 and rest[0].isdigit():
            return kind(int(rest[0]))
        raise InvalidCommand(f"write `{verb} N` with the trade's number")
    mine = [o.id for o in s.offers
            if (o.proposer if verb == "withdraw" else o.recipient) == seat]
    if len(mine) == 1:
        return kind(mine[0])
    if not mine:
        raise InvalidCommand(f"there is no trade to {verb}")
    raise AmbiguousCommand(f"which trade? {', '.join(f'#{i}' for i in mine)}",
                           [f"{verb} {i}" for i in mine])


def _money(word: str) -> int | None:
    if word.startswith("$") and word[1:].isdigit():
        return int(word[1:])
    return None


def _stake(rest: list[str], targets: list[int]) -> Move:
    on = next((i for i, w in enumerate(rest) if w in _ON), None)
    amount_words, field_words = (rest[:on], rest[on + 1:]) if on is not None else (
        rest[:1], rest[1:])
    if len(amount_words) != 1:
        raise InvalidCommand("write `stake $N on <field>`")
    word = amount_words[0]
    amount = _money(word) if word.startswith("$") else _number(word)
    if amount is None:
        raise InvalidCommand(f"{word!r} is not an amount of money")
    return Stake(amount, find_field(field_words, targets))


def _offer(s: State, seat: int, rest: list[str]) -> Move:
    give_at = next((i for i, w in enumerate(rest) if w in _GIVE), None)
    get_at = next((i for i, w in enumerate(rest) if w in _GET and (give_at is None or i > give_at)),
                  None)
    if give_at is None and get_at is None:
        raise InvalidCommand("write `offer <player> give <items> get <items>`")
    name_end = give_at if give_at is not None else get_at
    to = _player(s, rest[:name_end])
    give_words = rest[give_at + 1:get_at] if give_at is not None else []
    get_words = rest[get_at + 1:] if get_at is not None else []
    theirs = _owned(s, s.players.index(to))
    return MakeOffer(to, _bundle(give_words, _owned(s, seat)), _bundle(get_words, theirs))


def _player(s: State, words: list[str]) -> str:
    if not words:
        raise InvalidCommand("offer to whom? `offer <player> give ... get ...`")
    query = " ".join(words)
    folded = {_alias_text(p): p for p in s.players}
    if query in folded:
        return folded[query]
    found = [p for key, p in folded.items() if key.startswith(query)]
    if len(found) == 1:
        return found[0]
    if found:
        raise AmbiguousCommand(f"{query!r} could be: {', '.join(found)}", found)
    raise InvalidCommand(f"no player is called {query!r} (players: {', '.join(s.players)})")


def _bundle(words: list[str], holder_owns: set[int]) -> Bundle:
    chunks: list[list[str]] = [[]]
    for w in words:
        if w in _SEPARATORS:
            chunks.append([])
        else:
            chunks[-1].append(w)
    fields: list[int] = []
    card = False
    money = 0
    for chunk in chunks:
        if not chunk or (len(chunk) == 1 and chunk[0] in _NOTHING):
            continue
        items = [chunk]
        if len(chunk) > 1 and all(w.isdigit() or _money(w) is not None or w in _CARD_WORDS
                                  for w in chunk):
            items = [[w] for w in chunk]  # "1 3 $500 card"
        for item in items:
            if len(item) == 1 and _money(item[0]) is not None:
                money += _money(item[0]) or 0
            elif len(item) == 1 and item[0] in _CARD_WORDS:
                card = True
            else:
                fields.append(find_field(item, holder_owns))
    return Bundle(tuple(sorted(fields)), card, money)
