"""The fifth outside review of issue 41, read line by line: a size on the board is no move, a
rank alone is the card held, a debt menu's option named by its noun, and a copy of our own mail
under the reply known by its frame (the live members are in tests/mail/reading_classes.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import rules
from functions.mail.reply_text import OwnWords, reply_text
from functions.mailroom.incoming import frame_sentences
from functions.mailroom.reading import menu_number, read_line
from rules import AmbiguousCommand, RulesError

# --- Oh Hell: a hand of five, bids made, Bedřich to lead ----------------------------------
HAND = ("5C", "4C", "7S", "QC", "QH")


def _ohhell(bids_done: bool):
    game = rules.get("ohhell")
    state = game.new_game(["Anna", "Bedřich", "Cyril"], {"lang": "cs", "hands": "5"}, seed=3)
    while game.to_move(state) == rules.CHANCE:
        state = game.apply(state, rules.CHANCE, game.chance_outcomes(state)[0][0])
    seat = state.players.index("Bedřich")
    hands = list(state.hands)
    hands[seat] = HAND
    state = replace(state, hands=tuple(hands))
    while bids_done and any(bid is None for bid in state.bids):
        player = game.to_move(state)
        state = game.apply(state, player, game.parse(state, player, "0" if player != "Bedřich"
                                                      else "1"))
    if bids_done:  # the one who leads may be another: they lead their first card
        while game.to_move(state) != "Bedřich":
            player = game.to_move(state)
            state = game.apply(state, player, game.legal_moves(state, player)[0])
    return game, state, game.to_move(state)


def _first_1926():
    game = rules.get("1926")
    state = game.localized(game.new_game(["Anna", "Bedřich", "Cyril"], {"lang": "cs"}), "cs")
    return game, state


# --- a copy of our debt mail under the reply, as the clients lay it out --------------------
_MAIL_CS = """Ahoj Tomáši,

Dlužíš 500 $ Janě Dvořákové. Máš 80 $, chybí ti 420 $.

Tvoje možnosti (stačí odpovědět číslem: „3“ vybere možnost 3):
  1. prodat Chatrč U Hnědáka za 1 200 $
  2. prodat Bar Mustang za 3 600 $
  3. prodat Alkohol & Tabák Kaktusová pálenka za 2 800 $

Jak odpovědět: odpověz na tento e-mail a napiš svůj tah vlastními slovy, česky nebo anglicky, \
například „prodat Chatrč U Hnědáka za 1 200 $“, „sell 1“.

Tvůj herní server pbm
Tvoje stránka hry: {url}/play/abc
Moc pošty? Posílat mi jen e-maily, když jsem na tahu: {url}/play/abc/unsubscribe/turns
Co o tobě uchováváme a jak dlouho: {url}/privacy?lang=cs
"""
_MAIL_EN = """Hello Tom,

You owe $500 to Jana. You have $80 and need $420 more.

Your options (reply with just the number: "3" picks option 3):
  1. sell Shack U Hnědáka for $1,200
  2. sell Bar Mustang for $3,600

How to reply: reply to this email with your move in your own words, in Czech or English, \
for example "sell 1".

Your pbm game master
Your page of the game: {url}/play/abc
Too much mail? Mail me only when it is my turn: {url}/play/abc/unsubscribe/turns
What we keep about you, and for how long: {url}/privacy?lang=en
"""
_HEADS = {
    "outlook_cs": "________________________________\nOd: pbm <pbm@pbm.example.org>\nOdesláno: "
                  "úterý 1. prosince 2026 11:00\nKomu: Tomáš <tomas@example.cz>\nPředmět: Dlužíš "
                  "500 $ — WesternPoly\n",
    "seznam": "---------- Původní e-mail ----------\nOd: pbm <pbm@pbm.example.org>\nKomu: "
              "tomas@example.cz\nDatum: 1. 12. 2026 11:00:00\nPředmět: Dlužíš 500 $ — "
              "WesternPoly\n",
    "samsung": "\n-------- Původní zpráva --------\nOd: pbm <pbm@pbm.example.org>\nDatum: "
               "1.12.2026 11:00 (GMT+01:00)\nKomu: tomas@example.cz\nPředmět: Dlužíš 500 $\n",
    "outlook_en": "________________________________\nFrom: pbm <pbm@pbm.example.org>\nSent: "
                  "Tuesday, December 1, 2026 11:00 AM\nTo: Tom <tom@example.org>\nSubject: You "
                  "owe $500 — WesternPoly\n",
}


def unit(kind: str, text: str) -> object:
    """What the reader makes of `text` in one of this module's settings (see the tests)."""
    if kind in ("ohhell_play", "ohhell_bid"):
        game, state, player = _ohhell(kind == "ohhell_play")
        if kind == "ohhell_bid":
            found = read_line(text, lambda t: game.parse(state, player, t), game.lexicon(state))
            return found.moves[0] if found.moves else found.kind
        try:
            return game.parse(state, player, text).card
        except AmbiguousCommand:
            return "ambiguous"
        except RulesError as error:
            return type(error).__name__
    if kind == "menu":
        return menu_number(text)
    if kind == "ask":
        game, state = _first_1926()
        return read_line(text, lambda t: game.parse(state, "Anna", t), game.lexicon(state)).kind
    if kind == "copy":  # text: "layout", the player's line after a tab
        layout, line = text.split("\t")
        mail = _MAIL_EN if layout.endswith("_en") else _MAIL_CS
        # the mail rendered again carries other links than the copy: only its frame is known
        own = OwnWords.of([mail.format(url="https://pbm.example.org")], frame_sentences())
        body = f"{line}\n\n{_HEADS[layout]}\n{mail.format(url='http://127.0.0.1:8000')}"
        return reply_text(body, own)
    raise ValueError(kind)


@pytest.mark.parametrize("text,card", [
    ("Pouštím křížovou pětku", "5C"),
    ("Dám čtyřku", "4C"),  # the only four in the hand
    ("Pustím sedmu pikovou", "7S"),
    ("Dám dámu", "ambiguous"),  # two queens: which is asked
    ("Dám eso", "InvalidCommand"),  # no ace: no card named
])
def test_an_oh_hell_card_in_the_card_tables_words(text, card):
    assert unit("ohhell_play", text) == card


@pytest.mark.parametrize("text,bid", [
    ("Nic nevezmu", "bid 0"), ("Jednoho beru", "bid 1"), ("Hlásím 3, vlastně ne, jen 2.", "bid 2"),
    ("Nevezmu 2", "near"),  # a negated number is no bid: a try, answered with how to bid
])
def test_an_oh_hell_bid_in_words(text, bid):
    assert unit("ohhell_bid", text) == bid


@pytest.mark.parametrize("text,option", [
    ("Volím dvojku.", 2), ("Jednička", 1), ("Ok, možnost 3.", 3), ("Volím čtyřku, díky", 4),
    ("Dvojka je lepší než trojka", None),  # two numbers, and words: no choice
])
def test_a_debt_menu_option_named_by_its_noun(text, option):
    assert unit("menu", text) == option


@pytest.mark.parametrize("layout,line", [
    ("outlook_cs", "Prodat Alkohol & Tabák Kaktusová pálenka"),
    ("seznam", "Prodat Alkohol & Tabák Kaktusová pálenka"),
    ("outlook_cs", "prodat Bar Mustang"),
    ("outlook_en", "sell Bar Mustang"),
])
def test_a_reply_above_an_unquoted_copy_of_our_mail_is_the_players_line(layout, line):
    # the menu's words written as the move, then the client's header block and our mail
    # copied without quote marks: the line is the reply, the footer is no command
    assert unit("copy", f"{layout}\t{line}") == line


@pytest.mark.parametrize("text", [
    "Velká v Praze je slabá, malá v Brně taky.",
    "Malá v Plzni vypadá dobře a velká v Olomouci taky.",
])
def test_two_sizes_said_of_the_board_are_asked_back_never_guessed(text):
    assert unit("ask", text) == "near"
