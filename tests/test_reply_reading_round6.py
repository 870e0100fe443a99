"""The sixth outside review of issue 41, read line by line: 1926's size and region in clauses of
their own, Oh Hell's bids and cards in words, WesternPoly's purchase let pass in idioms and an
option pointed at under the quoted menu, a Goofspiel bid after its prize. Built for this project
as players write them; a third of each class is kept aside outside the repository and only
measured (bench/RESULTS.md). The live members are in tests/mail/reading_classes.py."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from functions.mail.reply_text import reply_text
from functions.mailroom.reading import read_line
from rules import InvalidCommand
from rules.westernpoly.board import FIELDS


def _moves(found) -> list[str]:
    return [move for move in found.moves if move is not None]


def placement(text: str) -> str:
    """The one placement a first move of 1926 reads in `text`, or "no"."""
    game = rules.get("1926")
    state = game.localized(game.new_game(["Anna", "Bedřich", "Cyril"], {"lang": "cs"}), "cs")
    found = read_line(text, lambda t: game.parse(state, "Anna", t), game.lexicon(state))
    moves = _moves(found)
    return moves[0] if len(moves) == 1 and found.kind == "command" else "no"


@pytest.mark.parametrize("text,move", [
    ("V Olomouci zatím nic není, takže tam půjde velká.", "large olomouc"),
    ("Brno beru velkýma… teda velkou pyramidou.", "large brno"),
    ("Annina velká v Brně je slabá, přebiju ji střední.", "medium brno"),
    ("Do Brna ještě jednu, tentokrát velkou.", "large brno"),
    ("Mezi Plzní a Olomoucí volím Plzeň, malou.", "small plzen"),
    ("Olomouc obsazuji malýma, vlastně malou pyramidou.", "small olomouc"),
    ("Do Prahy ne, střední jde do Plzně.", "medium plzen"),
    ("Bedřichova velká v Brně je sama, dám tam malou.", "small brno"),
    ("Between Praha and Brno I choose Brno, large.", "large brno"),
    ("V Českých Budějovicích nikdo není, tak tam jde malá.", "small ceske-budejovice"),
    ("Do Hradce Králové ještě jednu, tentokrát střední.", "medium hradec-kralove"),
    ("Liberec nechci, moje střední jde na Olomoucko.", "medium olomouc"),
    ("Praha je zatím prázdná, pošlu tam střední.", "medium praha"),
    ("Do Prahy malou, tedy velkou.", "large praha"),
    ("Cyril dal velkou do Brna, já dám tam střední.", "medium brno"),
    ("K velké v Plzni přidávám malou.", "small plzen"),
    # a correction in words of its own is left to the reader's corrections: the last wins
    ("large Prague, sorry I meant medium Pilsen", "medium plzen"),
    ("Velkou do Prahy, vlastně jsem chtěl malou do Brna", "small brno"),
])
def test_a_placement_spread_over_clauses_is_the_one_a_person_reads(text, move):
    assert placement(text) == move


@pytest.mark.parametrize("text", [
    "Brno je plné, střední.",  # a region said of the board, no "there"
    "Mezi Brnem a Prahou dám střední.",  # the choice not made
    "Mám dát střední do Prahy?",
    "Cyril dal velkou do Brna.",  # another's placement told
    "Velká v Praze je slabá, malá v Brně taky.",
    "Střední jinam než do Brna.",
    "Praha i Brno jsou volné, dám tam střední.",  # "there": two places
    "velkou do Prahy, vlastně ne",
])
def test_a_sentence_of_two_readings_or_none_plays_nothing(text):
    assert placement(text) == "no"


HAND = ("2D", "AH", "KS", "5C", "QH")


def _ohhell(bids_done: bool):
    game = rules.get("ohhell")
    state = game.new_game(["Anna", "Bedřich", "Cyril"], {"lang": "cs", "hands": "5"}, seed=3)
    while game.to_move(state) == rules.CHANCE:
        state = game.apply(state, rules.CHANCE, game.chance_outcomes(state)[0][0])
    while bids_done and any(bid is None for bid in state.bids):
        player = game.to_move(state)
        state = game.apply(state, player, game.parse(state, player, "0"))
    player = game.to_move(state)
    hands = list(state.hands)
    hands[state.players.index(player)] = HAND
    return game, replace(state, hands=tuple(hands)), player


def ohhell(bids_done: bool, text: str) -> str:
    game, state, player = _ohhell(bids_done)
    found = read_line(text, lambda t: game.parse(state, player, t), game.lexicon(state))
    moves = _moves(found)
    return moves[0] if len(moves) == 1 else found.kind


@pytest.mark.parametrize("text,bid", [
    ("Jdu na nulu.", "bid 0"), ("Zkusím jeden zdvih, snad to vyjde.", "bid 1"),
    ("Hlásím dva zdvihy.", "bid 2"), ("Vezmu jednoho.", "bid 1"), ("Žádný.", "bid 0"),
    ("Nula.", "bid 0"), ("Jdu na dva, uvidíme.", "bid 2"), ("Beru tři zdvihy.", "bid 3"),
    ("Ani jeden zdvih.", "bid 0"), ("Jdu na jeden.", "bid 1"),
    ("Tentokrát jdu na dva zdvihy.", "bid 2"), ("Chci jeden zdvih.", "bid 1"),
    ("Půjdu na nulu.", "bid 0"), ("Going for zero.", "bid 0"),
    ("I'll try one trick, fingers crossed.", "bid 1"), ("Jdu na tři.", "bid 3"),
    ("Jdu spát, dobrou.", "chatter"), ("Nevezmu 2", "near"),
])
def test_an_oh_hell_bid_in_the_players_words(text, bid):
    assert ohhell(False, text) == bid


@pytest.mark.parametrize("text,card", [
    ("Na stůl jde kárová dvojka.", "2D"), ("Hraju srdcové eso.", "AH"),
    ("Vynáším křížovou pětku.", "5C"), ("Dávám srdcovou dámu.", "QH"),
    ("Na stůl jde srdcové eso.", "AH"), ("Jde pikový král.", "KS"),
    ("Přihodím křížovou pětku.", "5C"), ("Vynáším srdcové eso!", "AH"),
    ("Hraju károvou dvojku, nic lepšího nemám.", "2D"), ("Dám pikového krále.", "KS"),
])
def test_an_oh_hell_card_put_on_the_table(text, card):
    assert ohhell(True, text) == f"play {card}"


MENU = ("> Tvoje možnosti (stačí odpovědět číslem: „2“ vybere možnost 2):\n"
        ">   1. koupit Chatrč U Hnědáka za 1 200 $\n{gap}{line}\n\n>   2. nekupovat\n")


@pytest.mark.parametrize("line", ["ano, tohle", "tohle", "tuhle", "this one", "Jo, tohle.",
                                  "Yes, this one please", "Ano tuhle prosím", "tohle, díky"])
@pytest.mark.parametrize("gap", ["", "\n"])
def test_an_option_pointed_at_under_the_quoted_menu_line(line, gap):
    assert reply_text(MENU.format(gap=gap, line=line)) == "1"


def test_here_under_a_quoted_board_line_is_the_place_it_names():
    body = "> Praha (17): Anna Nováková V=3 ★\n\nTady přidám střední.\n\n> Brno (14): Bob S=2 ★"
    assert placement(reply_text(body)) == "medium praha"
    two = "> Praha (17), Brno (14)\n\nTady přidám střední.\n"
    assert placement(reply_text(two)) == "no"


def _at_purchase():
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Ann"], {"lang": "cs"})
    hut = next(i for i, f in enumerate(FIELDS) if "Chatrč U Hnědáka" in str(f.name))
    pos = list(state.pos)
    pos[state.active] = hut
    return game, state._replace(pos=tuple(pos), landed=hut, buy_pending=True, phase="act",
                                cash=tuple(5000 for _ in state.cash))


@pytest.mark.parametrize("text,move", [
    ("Chatrč si nechám ujít.", "pass"), ("To si odpustím.", "pass"), ("Vynechám.", "pass"),
    ("Chatrč vynechám.", "pass"), ("Tuhle si nechám ujít.", "pass"), ("Pass.", "pass"),
    ("Tohle vynechám.", "pass"), ("I'll pass.", "pass"), ("Odpustím si to.", "pass"),
    ("Chatrč si nechám.", None),  # "nechám si" alone may mean keep: no answer
    ("Bar Mustang si nechám ujít.", None),  # not the field waiting
])
def test_a_purchase_let_pass_in_czech_idioms(text, move):
    game, state = _at_purchase()
    player = state.players[state.active]
    found = read_line(text, lambda t: game.parse(state, player, t), game.lexicon(state))
    assert (_moves(found) or [None])[0] == move


@pytest.mark.parametrize("text,bid", [
    ("Na tu šestku hodím dvanáctku.", "bid 12"), ("Za šestku dávám 12.", "bid 12"),
    ("Za tu šestku dám dvojku.", "bid 2"), ("Na šestku hodím 7.", "bid 7"),
    ("Pro šestku přihazuji devítku.", "bid 9"), ("Na šestku jde trojka.", "bid 3"),
    ("On the 6 I play 4.", "bid 4"), ("Na tu šestku hodím pětku.", "bid 5"),
])
def test_a_goofspiel_bid_after_the_prize_it_is_for(text, bid):
    game = rules.get("goofspiel")
    state = game.new_game(["Anna", "Bob"], {"lang": "cs"}, seed=1)
    six = next(o for o, _ in game.chance_outcomes(state) if o.card == 6)
    state = game.apply(state, rules.CHANCE, six)
    found = read_line(text, lambda t: game.parse(state, "Anna", t), game.lexicon(state))
    assert _moves(found) == [bid]


@pytest.mark.parametrize("text", ["Alkohol & Tabák Whisky Joe prodávám.",
                                  "Tak Alkohol & Tabák Whisky Joe prodávám, škoda."])
def test_a_field_with_an_ampersand_named_before_its_verb(text):
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Ann"], {"lang": "cs"})
    joe = next(i for i, f in enumerate(FIELDS) if f.cs == "Alkohol & Tabák Whisky Joe")
    owner = list(state.owner)
    owner[joe] = state.active
    state = state._replace(owner=tuple(owner))
    player = state.players[state.active]
    found = read_line(text, lambda t: game.parse(state, player, t), game.lexicon(state))
    assert _moves(found) == [f"sell {joe}"]


def test_a_bid_named_for_another_prize_is_asked_back():
    game = rules.get("goofspiel")
    state = game.new_game(["Anna", "Bob"], {"lang": "cs"}, seed=1)
    nine = next(o for o, _ in game.chance_outcomes(state) if o.card == 9)
    state = game.apply(state, rules.CHANCE, nine)
    with pytest.raises(InvalidCommand, match="Teď se hraje o cenu 9, ne o 6"):
        game.parse(state, "Anna", "Na tu šestku hodím dvanáctku.")
