"""Putting a variable into a sentence so that the sentence agrees with it: a number with the
noun's plural form (1 tah, 2 tahy, 5 tahů; 1 turn, 2 turns), a list joined with „a“/"and", a
player's name in the Czech case the sentence needs, or where no case is needed when unsure."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rules.czech_names import decline, gender
from rules.text import fold

# How the sentence names a player whose name the declension does not know: the noun "hráč"
# (a woman "hráčka") in the case takes the case, the name follows after a colon in the
# nominative. A name of unknown gender gets the generic masculine, as Czech forms do.
_PLAYER_NOUN = {"dat": "hráči", "gen": "hráče", "acc": "hráče", "ins": "hráčem"}
_PLAYER_NOUN_F = {"dat": "hráčce", "gen": "hráčky", "acc": "hráčku", "ins": "hráčkou"}
_PLAYERS_NOUN = {"dat": "hráčům", "gen": "hráčů", "acc": "hráče", "ins": "hráči"}


# How a number is read aloud begins (Czech), for the vocalised prepositions before it: "ve 2."
# reads "ve druhém", "ze 17" reads "ze sedmnácti", "v 5." reads "v pátém".
_SPOKEN_UNDER_20 = ("nula jedna dva tři čtyři pět šest sedm osm devět deset jedenáct dvanáct "
                    "třináct čtrnáct patnáct šestnáct sedmnáct osmnáct devatenáct").split()
_SPOKEN_TENS = "_ _ dvacet třicet čtyřicet padesát šedesát sedmdesát osmdesát devadesát".split()
_CONSONANTS = frozenset("bcčdďfghjklmnňpqrřsštťvwxzž")
# the preposition -> the first sounds of the next word that make it take its vowel: "ve" before
# v/f ("ve Vídni"), "se"/"ze" before s/z/š/ž ("ze Zlína"), "ke" before k/g ("ke Kladsku")
_OWN_SOUNDS = {"v": "vfw", "s": "szšž", "z": "szšž", "k": "kg"}
# "ve" also before a cluster that opens with a hissing sound ("ve škole", "ve Zlíně"), and
# every one before a number read aloud with "dv", "tř", "čt" ("ve dvou", "ze tří", "ke
# čtyřem") and before "mne"/"mnou"/"mně" ("se mnou"); not before a name's "Dr", "Tř" ("z
# Drážďan", "v Třeboni")
_CLUSTER_OPENERS = {"v": "szšžcč", "s": "", "z": "", "k": ""}
_NUMBER = re.compile(r"\d[\d \u00a0]*(?<! )")


def spoken(number: int) -> str:
    """The first word of a whole number read aloud in Czech ("2" -> "dva", "17" -> "sedmnáct",
    "300" -> "tři", "1000" -> "tisíc"): its sound is what a preposition before it agrees with."""
    if number < 20:
        return _SPOKEN_UNDER_20[number]
    if number < 100:
        return _SPOKEN_TENS[number // 10]
    if number < 200:
        return "sto"
    if number < 1000:
        return spoken(number // 100)
    if number < 2000:
        return "tisíc"
    if number < 1_000_000:
        return spoken(number // 1000)
    return "milion" if number < 2_000_000 else spoken(number // 1_000_000)


def vocalised(preposition: str, following: str) -> str:
    """A Czech one-letter preposition (v, s, z, k) with its vowel where the next word needs
    it, read as spoken ("ve 2. sčítání", "ze 3", "se 7", "ve Vídni", "ze Zlína"), else as it
    is ("v 5. sčítání", "z 10", "v Praze"); the case of `preposition` is kept."""
    base = preposition.lower()
    if base not in _OWN_SOUNDS:
        return preposition
    following = following.lstrip("„‚“\"'(*")  # a quoted name sounds as its first letter
    read = _NUMBER.match(following)
    number = int(read.group().replace(" ", "").replace("\u00a0", "")) if read else None
    word = spoken(number) if number is not None else following.lower().rstrip(",.;:")
    first, second = word[:1], word[1:2]
    cluster = first in _CONSONANTS and second in _CONSONANTS
    vowel = (first in _OWN_SOUNDS[base] or word in ("mne", "mně", "mnou")
             or (cluster and (first in _CLUSTER_OPENERS[base]
                              or (number is not None and first in "dtč"))))
    return preposition + ("e" if vowel else "")


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
    """A player's name in a Czech `case` ("Tomu Hallovi"), or the noun in that case before the
    name as written ("hráči Kim Lee", "hráčce Emily Stone") when the declension is unsure."""
    declined = decline(name, case)
    if declined is not None:
        return declined
    # no colon: the phrase lands in lines that already have one ("Kim Lee: nájem 320 $ hráčce
    # Emily Stone"), in lists and in subjects, and reads as Czech writes a foreign name
    nouns = _PLAYER_NOUN_F if gender(name) == "f" else _PLAYER_NOUN
    return f"{nouns[case]} {name}"


def you_or(name: str, reader: str | None, lang: str) -> str:
    """A player as the reader reads them: "ty"/"you" for the reader, else the name."""
    if name == reader:
        return "ty" if lang == "cs" else "you"
    return name


# a win told when the game is over: done, in the winner's gender ("vyhrála Jana"), or, when
# the name does not say it, as whose the win is, which needs none (cz47: "vyhrává" read as a
# game still going on)
_WON = {"m": ("vyhrál jsi", "vyhrál {who}"), "f": ("vyhrála jsi", "vyhrála {who}"),
        None: ("vítězství patří tobě", "vítězství patří {dative}")}


def game_over(winners: Sequence[str], reader: str | None, score: str, lang: str) -> str:
    """The game-over line of a game won on points ("Konec hry: vyhrála jsi (41 bodů).",
    "Game over: Ann and Bob share the win with 41 points."); `score` is the winning score in
    words."""
    if len(winners) == 1:
        who = you_or(winners[0], reader, lang)
        if lang == "cs":
            yours, theirs = _WON[gender(winners[0])]
            said = yours if winners[0] == reader else theirs.format(
                who=who, dative=player_in(who, "dat"))
            return f"Konec hry: {said} ({score})."
        return f"Game over: {who} won with {score}."
    named = join([you_or(w, reader, lang) for w in winners], lang)
    return (f"Konec hry: o vítězství se dělí {named} ({score})." if lang == "cs"
            else f"Game over: {named} share the win with {score}.")


def players_in(names: Sequence[str], case: str) -> str:
    """Several players' names in a Czech `case`, joined with „a“ ("Tomáše Hrušku a Janu
    Novákovou"); a name the declension is unsure of goes after its noun ("hráče Kim Lee a
    Tomáše Hrušku"), and when it is unsure of them all, the plural noun takes the case
    ("hráčům Kim Lee a Bot 2")."""
    if len(names) == 1:
        return player_in(names[0], case)
    declined = [decline(name, case) for name in names]
    if all(d is None for d in declined):
        return f"{_PLAYERS_NOUN[case]} {join(names, 'cs')}"
    return join([player_in(name, case) for name in names], "cs")


# What may follow a colon with its capital (Internetová jazyková příručka, "Dvojtečka"): a
# quotation or direct speech („…“, "…"), a proper name (a player, a field, a region), a word
# in capitals (a command: NÁPOVĚDA) or a number; everything else goes on in lower case.
# English "I" ("I can't tell which…", "I'll…") is a capital in any place of a sentence
_KEEPS_CAPITAL = re.compile(r"^(?:[„“\"'(#\d]|\S*\d|[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]{2,}\b|I\b)")
# a word with its number ("Vlak (12)", a field) is a name whatever the list of names says
_NAME_SHAPE = re.compile(r"^\w+ \(\d+\)")


def after_colon(text: str, names: Iterable[str] = ()) -> str:
    """`text` as it goes on after a colon in a sentence ("Tah nebyl přijat: pole …"): its first
    letter in lower case unless it opens a quotation, a proper name (a word of `names`, the
    players' and the game's, or a word with its number: "Vlak (12)"), a word in capitals or
    a number. English is written the same way, so the two languages read alike."""
    first = text[:1]
    if not first.isupper() or _KEEPS_CAPITAL.match(text) or _NAME_SHAPE.match(text):
        return text
    word = re.match(r"\w+", text)
    folded = fold(word.group(0) if word else "")
    if any(folded == fold(name.split(" ")[0]) for name in names if name):
        return text
    return first.lower() + text[1:]


