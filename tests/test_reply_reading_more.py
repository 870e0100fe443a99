"""Issue 41, second round: replies read as a person reads them, for the classes a second outside
review found (a greeting before a verb, a refused verb, a turn that names no move, a question,
a number among words of trying, the player's own forms, colloquial and Slovak or German yes and
no, a suit symbol before the rank, a mistyped command word, a standing order after chatter)."""

from __future__ import annotations

import pytest

import rules
from functions.mailroom.reading import menu_number, read_line, standing_order
from rules import CHANCE
from rules.goofspiel import Prize
from rules.westernpoly.moves import BUY, PASS
from rules.westernpoly.state import ACT


def _reader(game, state, player):
    lexicon = game.lexicon(state)
    return lambda line: read_line(line, lambda text: game.parse(state, player, text), lexicon)


def _purchase(lang: str):
    """A WesternPoly table where Jakub stands on a free Shack: buy it or not?"""
    game = rules.get("westernpoly")
    state = game.new_game(["Jakub", "Ann"], {"lang": lang})
    state = state._replace(phase=ACT, landed=1, buy_pending=True, pos=(1, 0))
    return game, state


def _moves(game, state, line):
    found = _reader(game, state, "Jakub")(line)
    return [game.parse(state, "Jakub", text) for text in found.commands]


@pytest.mark.parametrize("line", ["Kupovat nebudu.", "Nebudu kupovat.", "Nebudu to kupovat.",
                                  "Nekupuji, radši šetřím na Saloon Zlatý důl.",
                                  "Nekupuji, radši šetřím.", "Ne, díky.", "Kdepak", "Nie, ďakujem.",
                                  "Ani náhodou.", "Nein", "Nechci kupovat"])
def test_a_czech_slovak_or_german_no_to_a_purchase_is_the_pass(line):
    game, state = _purchase("cs")
    assert _moves(game, state, line) == [PASS]


@pytest.mark.parametrize("line", ["I won't buy it", "I will not buy it.", "Nah, not this time.",
                                  "Nope", "No thanks, I'd rather save my money."])
def test_an_english_no_to_a_purchase_is_the_pass(line):
    game, state = _purchase("en")
    assert _moves(game, state, line) == [PASS]


@pytest.mark.parametrize("lang,line", [("en", "Sure!"), ("en", "Yep"), ("en", "Sure thing."),
                                       ("cs", "Jasně"), ("cs", "Jasně, beru"), ("cs", "Jj"),
                                       ("cs", "Ja, kaufen."), ("en", "Ich kaufe.")])
def test_a_colloquial_or_german_yes_to_a_purchase_buys(lang, line):
    game, state = _purchase(lang)
    assert _moves(game, state, line) == [BUY]


def test_a_question_to_another_player_is_talk_and_a_buy_before_it_stands():
    game, state = _purchase("cs")
    read = _reader(game, state, "Jakub")
    assert read("P.S. Dano, nechceš mi prodat vlak?").commands == ()
    assert read("Koupit. Dano, prodáš mi pak vlak?").commands == ("Koupit",)


@pytest.mark.parametrize("line", ["Ahoj, davam velkou do Prahy", "Čau, dávám velkou do Prahy.",
                                  "Ahoj, umístím velkou do Prahy", "Velkou pyramidu postavím do "
                                  "Prahy.", "Zdravím, dávam veľkú do Prahy"])
def test_a_placement_with_the_players_own_verb_after_a_greeting(line):
    game = rules.get("1926")
    state = game.new_game(["Jakub", "Ann", "Bob"], {"lang": "cs"})
    read = _reader(game, state, "Jakub")(line)
    assert [game.describe(state, game.parse(state, "Jakub", text), "cs")
            for text in read.commands] == ["velká v Praze"]


def _ohhell(cards="9S 7D 8C 3S 6D AH KH QH JH TH 2C"):
    """Oh Hell, three players, Jakub to bid first (Cid deals) with 9S 7D 8C (the others
    hold AH KH QH, JH TH 2C)."""
    game = rules.get("ohhell")
    players = ["Jakub", "Bob", "Cid"]
    deal = cards.split()[:9] + [cards.split()[-1]]
    state = game.new_game(players, {"hands": "3", "lang": "cs"})
    state = game.apply(state, CHANCE, game.parse(state, CHANCE, "dealer Cid"))
    for index in range(3):  # dealt one by one from the dealer's left
        for seat in range(3):
            deal_card = deal[seat * 3 + index]
            state = game.apply(state, CHANCE, game.parse(state, CHANCE, f"deal {deal_card}"))
    state = game.apply(state, CHANCE, game.parse(state, CHANCE, f"deal {deal[-1]}"))
    return game, state


@pytest.mark.parametrize("line,bid", [("Beru 0, s těmi kartami nic neuhraju.", 0),
                                      ("Tentokrát 1.", 1), ("Hlásím nulu.", 0),
                                      ("Myslím, že uhraju dva.", 2), ("Going for 3 this time.", 3),
                                      ("Ich sage zwei Stiche an.", 2), ("hlasm 2", 2)])
def test_an_oh_hell_bid_in_a_sentence(line, bid):
    game, state = _ohhell()
    assert game.to_move(state) == "Jakub"
    read = _reader(game, state, "Jakub")(line)
    assert [game.parse(state, "Jakub", text).tricks for text in read.commands] == [bid]


@pytest.mark.parametrize("line", ["♠9", "♠ 9", "Hrám pikovú deviatku", "Hraju ♠9",
                                  "Leading with the nine of spades.", "Ich spiele die Pik Neun."])
def test_an_oh_hell_card_with_its_symbol_first_or_in_slovak_english_german(line):
    game, state = _ohhell()
    for player, bid in (("Jakub", 1), ("Bob", 1), ("Cid", 0)):  # Cid deals: not 1 (the hook)
        state = game.apply(state, player, game.parse(state, player, f"bid {bid}"))
    read = _reader(game, state, "Jakub")(line)
    assert [game.parse(state, "Jakub", text).card for text in read.commands] == ["9S"]


@pytest.mark.parametrize("line,card", [("Dávam dvanástku.", 12), ("Tentokrát 9, uvidíme.", 9),
                                       ("Let's try 1 this round, saving the big ones.", 1),
                                       ("Three for three, why not.", 3), ("Ich biete 5.", 5),
                                       ("pprihazuji 3", 3), ("prihazji 5", 5)])
def test_a_goofspiel_bid_in_a_sentence_slovak_german_or_mistyped(line, card):
    game = rules.get("goofspiel")
    state = game.new_game(["Jakub", "Ann"], {})
    state = game.apply(state, CHANCE, Prize(5))
    read = _reader(game, state, "Jakub")(line)
    assert [game.parse(state, "Jakub", text).card for text in read.commands] == [card]


@pytest.mark.parametrize("line", ["Hotel", "Dobře", "See you in 2 weeks", "Kupte si auto"])
def test_chatter_stays_chatter(line):
    game = rules.get("goofspiel")
    state = game.apply(game.new_game(["Jakub", "Ann"], {}), CHANCE, Prize(5))
    assert _reader(game, state, "Jakub")(line).commands == ()


def test_a_standing_order_after_words_of_chatter_and_a_menu_option_in_words():
    assert standing_order("A odteď AUTOMATICKY KUPOVAT DO 4000") == (
        "A odteď", "AUTOMATICKY KUPOVAT DO 4000")
    assert standing_order("Buy. And AUTO BUY UP TO 4000 from now on.") == (
        "Buy. And", "AUTO BUY UP TO 4000")
    assert standing_order("Auto mi dnes nejede, tak kupuju") is None  # a car, not an order
    assert menu_number("Option 12 please") == 12
    assert menu_number("Tentokrát 12") is None


@pytest.mark.parametrize("lang,line", [("en", "I'm not sure, buy it"), ("cs", "Nevím, asi kupuju"),
                                       ("cs", "Nejsem si jistý, ale kupuju")])
def test_a_denial_away_from_the_verb_refuses_nothing(lang, line):
    game, state = _purchase(lang)
    assert _moves(game, state, line) == [BUY]
