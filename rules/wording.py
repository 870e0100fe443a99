"""Putting a variable into a sentence so that the sentence agrees with it: a number with the
noun's plural form (1 tah, 2 tahy, 5 tahů; 1 turn, 2 turns), a list joined with „a“/"and", a
player's name in the Czech case the sentence needs, or where no case is needed when unsure."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.czech_names import decline, gender

# How the sentence names a player whose name the declension does not know: the noun "hráč"
# (a woman "hráčka") in the case takes the case, the name follows after a colon in the
# nominative. A name of unknown gender gets the generic masculine, as Czech forms do.
_PLAYER_NOUN = {"dat": "hráči", "gen": "hráče", "acc": "hráče", "ins": "hráčem"}
_PLAYER_NOUN_F = {"dat": "hráčce", "gen": "hráčky", "acc": "hráčku", "ins": "hráčkou"}
_PLAYERS_NOUN = {"dat": "hráčům", "gen": "hráčů", "acc": "hráče", "ins": "hráči"}


def plural(n: int, forms: Sequence[str], lang: str) -> str:
    """The noun form for `n`: `forms` is (1, 2-4, 5+) in Czech, (1, many) in English."""
    if lang == "cs":
        one, few, many = forms
        return one if n == 1 else few if 2 <= n <= 4 else many
    one, many = forms[0], forms[-1]
    return one if n == 1 else many


def counted(n: int, forms: Sequence[str], lang: str) -> str:
    """`n` and its noun in agreement: "1 událost", "3 události", "5 událostí", "2 turns"."""
    return f"{n} {plural(n, forms, lang)}"


def join(items: Iterable[str], lang: str) -> str:
    """A list as a sentence writes it: "A", "A a B", "A, B a C" ("and" in English)."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    word = " a " if lang == "cs" else " and "
    return ", ".join(items[:-1]) + word + items[-1]


# Czech pronoun and reflexive clitics: they stand second in their clause ("a nabízí ti obchod",
# never "a ti nabízí"); "a" does not count as a member. "je" is left out: as the verb "is" it
# may open a clause ("a je na mizině").
CLITICS = frozenset("mi ti mu jí ho ji tě mě se si nám vám jim nás vás".split())


YOU_CS = "Ty"  # the pronoun a line told to its reader opens with, so a mail can join the lines


def unstressed(line: str, lang: str) -> str:
    """A line told to its reader without the emphatic Czech pronoun, where the verb says who
    ("Ty házíš 3 a dojíždíš …" -> "Házíš 3 a dojíždíš …"); English keeps its "You"."""
    if lang != "cs" or not line.startswith(YOU_CS + " ") or len(line) <= len(YOU_CS) + 1:
        return line
    rest = line[len(YOU_CS) + 1:]
    return rest[0].upper() + rest[1:]


def clitic_second(clause: str, lang: str) -> str:
    """A Czech clause whose opening word was its subject, with a clitic now first moved to the
    second place: "ti nabízí obchod #2" -> "nabízí ti obchod #2", "se vzdává: …" -> "vzdává
    se: …"; other clauses and English stay as they are."""
    words = clause.split(" ")
    if lang != "cs" or len(words) < 2 or words[0] not in CLITICS:
        return clause
    head = words[1]
    stripped = head.rstrip(",.:;!?")  # the clitic goes before the punctuation ending the word
    return " ".join([stripped, words[0] + head[len(stripped):], *words[2:]])


def player_in(name: str, case: str) -> str:
    """A player's name in a Czech `case` ("Tomu Hallovi"), or "hráči: Kim Lee" / "hráčce:
    Emily Stone" (the noun in the name's gender) when the declension is unsure (put such a phrase last in its clause)."""
    declined = decline(name, case)
    if declined is not None:
        return declined
    nouns = _PLAYER_NOUN_F if gender(name) == "f" else _PLAYER_NOUN
    return f"{nouns[case]}: {name}"


def you_or(name: str, reader: str | None, lang: str) -> str:
    """A player as the reader reads them: "ty"/"you" for the reader, else the name."""
    if name == reader:
        return "ty" if lang == "cs" else "you"
    return name


def game_over(winners: Sequence[str], reader: str | None, score: str, lang: str) -> str:
    """The game-over line of a game won on points ("Konec hry: vyhráváš ty (41 bodů).",
    "Game over: Ann and Bob share the win with 41 points."); `score` is the winning score in
    words."""
    if len(winners) == 1:
        who = you_or(winners[0], reader, lang)
        if lang == "cs":
            verb = "vyhráváš ty" if winners[0] == reader else f"vyhrává {who}"
            return f"Konec hry: {verb} ({score})."
        return f"Game over: {who} {'win' if who == 'you' else 'wins'} with {score}."
    named = join([you_or(w, reader, lang) for w in winners], lang)
    return (f"Konec hry: o vítězství se dělí {named} ({score})." if lang == "cs"
            else f"Game over: {named} share the win with {score}.")


def players_in(names: Sequence[str], case: str) -> str:
    """Several players' names in a Czech `case`, joined with „a“ ("Tomáše Hrušku a Janu
    Novákovou"); when the declension is unsure of any, the plural noun takes the case and the
    names follow after a colon ("hráče: Kim Lee a Tomáš Hruška"), so no name is half declined."""
    if len(names) == 1:
        return player_in(names[0], case)
    declined = [decline(name, case) for name in names]
    if all(d is not None for d in declined):
        return join([d for d in declined if d is not None], "cs")
    return f"{_PLAYERS_NOUN[case]}: {join(names, 'cs')}"
