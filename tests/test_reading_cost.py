"""What reading a line costs, as counts (never times): the game is asked of each text once a
line, the words of a game that depend on no line are built once, and the indexes that spare
comparing a word with every name find what comparing it with every name finds."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import rules
from functions.mailroom.reading import read_line
from rules.game1926.parse import FORMS, MENDING, PHRASES, mended_region, region_score
from rules.text import Mending, fold, letters_off, near_name, one_letter_off, words

# Talk as players write it in each game's mail, some of it near the game's words
TALK = [
    "Snad mi to vyjde, uvidíme, držte mi palce, a pak se uvidí!",
    "Zdravím z Brna, tady pořád prší, ale v Praze je prý hezky.",
    "Bobe, ta tvoje velká v Olomouci mě fakt vyděsila :)",
    "Tomáši, dáš si se mnou v sobotu pivo? Platí to pořád?",
    "Nevím, jestli stihnu tah do pátku, mám toho v práci moc.",
    "Good luck everyone, may the best player win, and then we shall see!",
]


@pytest.mark.parametrize("name", rules.games())
def test_a_line_asks_the_game_of_each_text_once(name: str) -> None:
    game = rules.get(name)
    state = game.new_game(["Tomáš Král", "Petra Malá", "Bob"], {"lang": "cs"})
    lexicon = game.lexicon(state)
    for line in TALK:
        asked: Counter[str] = Counter()

        def parse(text: str, asked: Counter[str] = asked) -> object:
            asked[text] += 1
            return game.parse(state, "Tomáš Král", text)

        read_line(line, parse, lexicon)
        assert [text for text, times in asked.items() if times > 1] == [], line


def test_a_sentence_of_chatter_is_not_parsed_whole_for_its_unclearness() -> None:
    # "Snad mi to vyjde…" names no move in any two pieces: the whole line is never asked of
    # the game (a 1926 parse of a sentence tries every word as a mistyped region)
    game = rules.get("1926")
    state = game.new_game(["Ann", "Bob", "Cid"], {"lang": "cs"})
    asked: list[str] = []

    def parse(text: str) -> object:
        asked.append(text)
        return game.parse(state, "Ann", text)

    line = "Snad mi to vyjde, uvidíme, držte mi palce, a pak se uvidí!"
    assert read_line(line, parse, game.lexicon(state)).kind == "chatter"
    assert line not in asked


def test_a_tables_lexicon_is_built_once_while_it_says_the_same() -> None:
    game = rules.get("westernpoly")
    state = game.new_game(["Tomáš Král", "Petra Malá", "Bob"], {"lang": "cs"})
    moved = game.apply(state, "Tomáš Král", game.parse(state, "Tomáš Král", "roll")) \
        if "roll" in [m.text for m in game.legal_moves(state, "Tomáš Král")] else state
    first = game.lexicon(state)
    assert game.lexicon(state) is first
    if moved.buy_pending == state.buy_pending:
        assert game.lexicon(moved) is first
    other = game.new_game(["Jana Nová", "Petra Malá", "Bob"], {"lang": "cs"})
    assert game.lexicon(other) is not first
    assert "jana" in game.lexicon(other).names and "jana" not in first.names
    assert "tomasovi" in first.names


def _typos(word: str, count: int, rng: random.Random) -> str:
    letters = list(word)
    for _ in range(count):
        at = rng.randrange(len(letters) + 1)
        kind = rng.randrange(4)
        if kind == 0 and at < len(letters):
            letters[at] = rng.choice("aeiouklmnrstvz")
        elif kind == 1:
            letters.insert(at, rng.choice("aeiouklmnrstvz"))
        elif kind == 2 and at < len(letters) and len(letters) > 1:
            del letters[at]
        elif kind == 3 and at + 1 < len(letters):
            letters[at], letters[at + 1] = letters[at + 1], letters[at]
    return "".join(letters)


def test_mending_finds_what_comparing_with_every_name_finds() -> None:
    names = sorted({form for forms in FORMS.values() for form in forms})
    mending = Mending(names)
    rng = random.Random(41)
    tried = [_typos(rng.choice(names), rng.randrange(4), rng) for _ in range(600)]
    tried += ["olomoce", "prhy", "karlovrasko", "olommoce", "brnoo", "pha", "x", ""]
    for word in tried:
        assert mending.one_off(word) == {n for n in names if one_letter_off(word, n)}, word
        assert mending.near(word) == {n for n in names if near_name(word, n)}, word


def test_a_mistyped_region_is_still_mended() -> None:
    assert len(mended_region("primarky", "olomoce")) == 1
    assert len(mended_region("primarky", "olommoce")) == 1
    assert mended_region("primarky", "uvidime") == []
    assert MENDING["primarky"].near("uvidime") == set()


def test_one_words_regions_are_those_of_every_phrase_matched() -> None:
    def matched(variant: str, token: str) -> tuple[int, list[int]]:
        scores: dict[int, int] = {}
        for phrase in PHRASES[variant]:
            score = phrase.match([token])
            if score > scores.get(phrase.region, 0):
                scores[phrase.region] = score
        best = max(scores.values(), default=0)
        return best, [r for r, score in scores.items() if score == best and best]

    for variant, forms in FORMS.items():
        tokens = {form[:end] for form in forms for end in range(1, len(form) + 1)}
        tokens |= {"uvidime", "praha", "brnx", "o", "zzz"}
        for token in sorted(tokens):
            assert region_score(variant, [token]) == matched(variant, token), token


def test_letters_off_counts_as_the_table_does() -> None:
    assert letters_off("prochazku", "olomoucko") == 3
    assert letters_off("olomoce", "olomouce") == 1
    assert letters_off("olommoce", "olomouce") == 2
    assert letters_off("karlovrasko", "karlovarsko") == 1
    assert letters_off("kaktsuvoa", "kaktusova") == 2
    assert letters_off("abcdefg", "gfedcba") == 3


def test_a_long_text_folds_as_a_short_one() -> None:
    short = "Příliš žluťoučký kůň úpěl ďábelské ódy, Plzeň ²"
    assert fold(short) == "prilis zlutoucky kun upel dabelske ody, plzen ²"
    long = " ".join([short] * 40)
    assert fold(long) == " ".join([fold(short)] * 40)
    assert words(long) == words(short) * 40
    found = words(short)
    found.append("x")  # a caller's list is its own
    assert words(short)[-1] != "x"
