"""WesternPoly speaks the game's language: what people write, refusals, and menu labels read back."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from rules import CHANCE, AmbiguousCommand, IllegalMove, InvalidCommand, RulesError
from rules.westernpoly.messages import MESSAGES
from rules.westernpoly.moves import (
    Accept,
    Buy,
    Decline,
    Done,
    Pass,
    Resign,
    Roll,
    Sell,
    SellStars,
    Stars,
    UseCard,
    Withdraw,
)
from tests.test_westernpoly_parse import G, position
from tests.test_westernpoly_playouts import JAILS, choose


def in_lang(s, lang: str, **options):
    """The same position in a game played in `lang` (and with other options changed)."""
    return s._replace(options=dataclasses.replace(s.options, lang=lang, **options))


FORGIVING = [
    ("start", "hodit", "roll"), ("start", "hodit kostkou", "roll"), ("start", "házím", "roll"),
    ("start", "hazim", "roll"), ("start", "throw", "roll"), ("start", "throw the die", "roll"),
    ("start", "roll the die", "roll"), ("start", "hodit kostkou, prosím", "roll"),
    ("start", "roll please", "roll"), ("start", "házím, díky", "roll"),
    ("landed", "koupit", "buy"), ("landed", "kupuji", "buy"), ("landed", "kupuju", "buy"),
    ("landed", "beru", "buy"), ("landed", "ano", "buy"), ("landed", "Ano, beru", "buy"),
    ("landed", "buy it", "buy"), ("landed", "koupit Chatrč U Hnědáka za 1 200 $", "buy"),
    ("landed", "buy Shack U Hnědáka for 1,200 $", "buy"), ("landed", "koupit chatrc", "buy"),
    ("landed", "nekupovat", "pass"), ("landed", "nekupuji", "pass"), ("landed", "ne", "pass"),
    ("landed", "ne, díky", "pass"), ("landed", "don't buy", "pass"),
    ("landed", "don’t buy", "pass"), ("landed", "do not buy", "pass"), ("landed", "skip", "pass"),
    ("landed", "no thank you", "pass"),
    ("own chain", "koupit 2 hvězdy", "stars 2"), ("own chain", "2 hvězdy", "stars 2"),
    ("own chain", "dvě hvězdičky", "stars 2"), ("own chain", "buy 2 stars", "stars 2"),
    ("own chain", "buy two stars please", "stars 2"), ("own chain", "tři hvězdy", "stars 3"),
    ("own chain", "koupit 2 ★ na Chatrč U Hnědáka za 2 000 $", "stars 2"),
    ("own chain", "buy 3 ★ on Shack U Hnědáka for 3,000 $", "stars 3"),
    ("own chain", "ukončit tah", "done"), ("own chain", "konec tahu", "done"),
    ("own chain", "konec", "done"), ("own chain", "hotovo", "done"),
    ("own chain", "end turn", "done"), ("own chain", "end", "done"),
    ("own chain", "end the turn", "done"),
    ("four stars", "koupit Golden na Chatrč U Hnědáka za 1 000 $", "golden"),
    ("four stars", "buy Golden on Shack U Hnědáka for 1,000 $", "golden"),
    ("holdings", "vzdát se", "resign"), ("holdings", "vzdávám", "resign"),
    ("holdings", "prodat 2 ★ Vybavení Bizoní kopýtka", "sell stars 21 2"),
    ("holdings", "prodat Golden Vybavení Kožené sedlo", "sell golden 23"),
    ("holdings", "prodat Alkohol & Tabák Kaktusová pálenka, prosím", "sell 11"),
    ("jailed", "použít kartu", "use card"), ("jailed", "use the card", "use card"),
    ("jailed", "use the Get out of Jail card", "use card"), ("jailed", "get out of jail", "use card"),
    ("jailed", "use the cancel-VĚZENÍ card", "use card"),
    ("jailed", "použít kartu zrušení VĚZENÍ", "use card"),
    ("holdings", "offer bob give the Get out of Jail card get 12", "offer bob give card get 12"),
    ("holdings", "offer bob give Get out of Jail card, $500 get Train",
     "offer bob give card, $500 get 12"),
    ("holdings", "offer bob give the card get 12", "offer bob give card get 12"),
    ("holdings", "nabídka Bob dávám kartu zrušení VĚZENÍ chci vlak", "offer bob give card get 12"),
    ("offered", "přijmout 1", "accept 1"), ("offered", "přijímám 1", "accept 1"),
    ("offered", "accept offer 1", "accept 1"), ("offered", "přijmout nabídku 1", "accept 1"),
    ("offered", "odmítnout 1", "decline 1"), ("offered", "odmítnout nabídku 1", "decline 1"),
    ("offered", "decline offer #1", "decline 1"),
    ("offering", "stáhnout 1", "withdraw 1"), ("offering", "stáhnout nabídku 1", "withdraw 1"),
    ("offering", "withdraw offer 1", "withdraw 1"),
]


@pytest.mark.parametrize(("kind", "text", "canonical"), FORGIVING)
def test_what_people_write(kind, text, canonical):
    s = position(kind)
    assert G.parse(s, "ann", text).text == canonical
    assert G.parse(in_lang(s, "en"), "ann", text).text == canonical


def test_a_shared_name_is_settled_by_its_number():
    s = position("holdings")
    owner = list(s.owner)
    owner[15] = owner[25] = 0
    s = s._replace(owner=tuple(owner))
    assert G.parse(s, "ann", "prodat Kurz střelby (25)").text == "sell 25"
    with pytest.raises(InvalidCommand, match="nejmenuje"):
        G.parse(s, "ann", "prodat Vlak (25)")


@pytest.mark.parametrize(("kind", "text", "words"), [
    ("landed", "koupit Vlak za 3 000 $", ["Chatrč U Hnědáka (1)", "Vlak (12)"]),
    ("landed", "koupit Kurz střelby", ["Chatrč U Hnědáka (1)", "Kurz střelby"]),
    ("landed", "koupit Chatrč U Hnědáka za 2 000 $", ["1 200 $", "2 000 $"]),
    ("own chain", "koupit 2 ★ na Chatrč U Hnědáka za 3 000 $", ["2 ★", "2 000 $", "3 000 $"]),
    ("own chain", "koupit 2 ★ na Chatrč Pod Skálou", ["Chatrč Pod Skálou (3)"]),
    ("four stars", "koupit Golden na Chatrč U Hnědáka za 4 000 $", ["1 000 $", "4 000 $"]),
])
def test_a_stated_field_or_price_must_match_the_position(kind, text, words):
    with pytest.raises(IllegalMove) as caught:
        G.parse(position(kind), "ann", text)
    for word in words:
        assert word in str(caught.value)


def test_yes_and_no_answer_only_a_pending_purchase():
    with pytest.raises(InvalidCommand, match="koupit"):
        G.parse(position("holdings"), "ann", "ano")
    with pytest.raises(InvalidCommand, match="buy"):
        G.parse(in_lang(position("holdings"), "en"), "ann", "no")
    assert G.parse(position("offered"), "ann", "beru").text == "accept 1"


# A sample of refusals: (position, player, text, error).
REFUSALS = [
    ("start", "bob", "roll", IllegalMove),  # not your turn
    ("holdings", "ann", "sell 12", IllegalMove),  # not yours
    ("holdings", "ann", "sell 24", IllegalMove),  # a chain with stars is sold whole
    ("holdings", "ann", "sell golden 21", IllegalMove),
    ("holdings", "ann", "offer bob give 21 get 12", IllegalMove),
    ("holdings", "ann", "accept 7", IllegalMove),
    ("no shares", "ann", "stake $100 on 37", IllegalMove),
    ("shares", "ann", "stake $100 on 12", IllegalMove),
    ("landed", "ann", "done", IllegalMove),
    ("landed", "ann", "roll", IllegalMove),
    ("start", "ann", "buy", IllegalMove),
    ("start", "ann", "stars 2", IllegalMove),
    ("holdings", "ann", "koupt", InvalidCommand),  # a typo: unknown, with suggestions ("kupit" is Slovak for buy)
    ("holdings", "ann", "sell kktsva", InvalidCommand),  # three letters off (two off is read)
    ("holdings", "ann", "sell 45", InvalidCommand),
    ("holdings", "ann", "", InvalidCommand),
    ("holdings", "ann", "offer nobody give 11 get 12", InvalidCommand),
    ("holdings", "ann", "přijmout", InvalidCommand),
    ("holdings", "ann", "sell kurz", AmbiguousCommand),  # ambiguous field
    ("holdings", "ann", "st", AmbiguousCommand),
]
ENGLISH_WORDS = frozenset({"the", "is", "not", "you", "your", "no", "could", "be", "there",
                           "write", "first", "only", "called", "did", "mean", "command", "field"})
CZECH_LETTERS = re.compile(r"[áčďéěíňóřšťúůýž]")
CZECH_WORDS = frozenset({"nejsi", "na", "tahu", "pole", "není", "jen", "napiš", "nemáš"})


def refusal(kind: str, player: str, text: str, error: type, lang: str) -> str:
    s = position("shares" if kind == "no shares" else kind)
    s = in_lang(s, lang, shares=kind != "no shares")
    with pytest.raises(error) as caught:
        G.parse(s, player, text)
    return str(caught.value)


@pytest.mark.parametrize(("kind", "player", "text", "error"), REFUSALS)
def test_refusals_speak_the_games_language(kind, player, text, error):
    cs = refusal(kind, player, text, error, "cs")
    en = refusal(kind, player, text, error, "en")
    assert cs != en
    assert (CZECH_LETTERS.search(cs.replace("VĚZENÍ", ""))
            or CZECH_WORDS & set(re.findall(r"\w+", cs.lower()))), cs
    assert not ENGLISH_WORDS & set(re.findall(r"\w+", cs.lower())), cs
    assert ENGLISH_WORDS & set(re.findall(r"\w+", en.lower())), en


def test_czech_refusals_name_the_field_and_suggest_czech_words():
    assert refusal("holdings", "ann", "sell 12", IllegalMove, "cs") == "Vlak (12) ti nepatří."
    assert refusal("start", "bob", "roll", IllegalMove, "cs").startswith("Nejsi na tahu")
    assert "„hodit“" in refusal("holdings", "ann", "hodt", InvalidCommand, "cs")
    # a verb that cannot be played now is suggested by no typo of it (Ann may not buy here)
    assert "Nemyslíš" not in refusal("holdings", "ann", "koupt", InvalidCommand, "cs")
    assert "Kaktusová pálenka" in refusal("holdings", "ann", "sell kktsva", InvalidCommand,
                                          "cs")


def test_every_message_has_both_languages_and_czech_sentences():
    for key, texts in MESSAGES.items():
        assert set(texts) == {"cs", "en"}, key
        assert texts["cs"] != texts["en"], key
        if key not in ("did_you_mean", "stars_on", "golden_on"):  # parts of sentences
            assert texts["cs"][0].isupper() or texts["cs"][0] in "„{", key
            assert texts["cs"].rstrip("“")[-1] in ".?", key


# Move types random play reaches; the Golden labels are in FORGIVING.
LABELLED = {Roll, Buy, Pass, Stars, Done, UseCard, Resign, Sell, SellStars, Accept, Decline,
            Withdraw}


def test_menu_labels_read_back_as_their_moves():
    seen: set[type] = set()
    for seed in range(6):
        rng = random.Random(seed)
        options = {"max_rounds": 40, "jail": JAILS[seed % 3], "shares": seed % 2 == 0}
        s = G.new_game([f"p{i}" for i in range(2 + seed % 3)], options)
        for _ in range(3000):
            who = G.to_move(s)
            if who is None:
                break
            for player in s.players:
                for move in G.legal_moves(s, player):
                    seen.add(type(move))
                    for lang in ("cs", "en"):
                        label = G.describe(s, move, lang)
                        try:
                            assert G.parse(s, player, label) == move, label
                        except RulesError as e:
                            raise AssertionError(f"{label!r}: {e}") from e
            if who == CHANCE:
                outcomes = G.chance_outcomes(s)
                move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                move = choose(rng, s, who)
            s = G.apply(s, who, move)
    assert LABELLED <= seen


@pytest.mark.parametrize(("field", "obj"), [
    (6, "Nocležnu „U Kojota“"), (39, "Banku „Železná pokladna“"),
    (1, "Chatrč „U Hnědáka“"), (14, "Alkohol & Tabák „Whisky Joe“"),
])
def test_a_field_as_the_object_of_a_czech_verb_is_in_the_accusative(field, obj):
    """"koupit Nocležnu „U Kojota“", "kupuje Banku „Železná pokladna“": the chain's noun takes
    the case, the name after it is a quoted title and stays; the menu's label still reads
    back, with the inner quotes a quoted example has (‚U Kojota‘) or with none."""
    s = G.new_game(["ann", "bob"], {"lang": "cs"})
    s = s._replace(phase=position("landed").phase, landed=field, buy_pending=True,
                   pos=(field, 0))
    label = G.describe(s, Buy(), "cs")
    assert label.startswith(f"koupit {obj} za ") and G.parse(s, "ann", label) == Buy()
    for other in (label.replace("„", "‚").replace("“", "‘"), label.replace("„", "").replace(
            "“", "")):
        assert G.parse(s, "ann", other) == Buy(), other
    sold = G.describe(s, Sell(field=field), "cs")
    assert sold.startswith(f"prodat {obj} za ")
    assert G.describe(s, Buy(), "en").startswith("buy ")  # English has no case to take
