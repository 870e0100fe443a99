"""How the shell shows Goofspiel: the mail's HTML board and the pages' picture (the prize
turned up, the prizes left, everyone's points and the rounds played, as the reader may see
them: their own hand and sealed bid, never another player's), the players table, the reader's
own situation and the round of the subjects. Every word of the game lives here or in
rules/goofspiel; the views it draws come from `rules.get("goofspiel").view(state, reader)`."""

from __future__ import annotations

import re
from typing import Any

from markupsafe import Markup

from functions.i18n import Catalogue
from functions.render.boards import colour_indexes
from functions.render.svg import colours, el, ink_on, picture, shortened, text, title
from rules.goofspiel.view import View

MOVES_HELP = "moves_goofspiel"

# "Your bid: 7" only restates the bidder's own "bid 7" (and no one else may read it).
RESTATING = frozenset({"bid"})
READ_BACK = RESTATING
# the game-over mail's final board lists every round and the points
TOLD_AT_THE_END = frozenset({"prize", "round", "game_over"})
# the prize now played for is the board's "Hraje se o cenu: 8" (issue 42: the start mail told
# round 1's prize twice)
ON_THE_BOARD = frozenset({"prize"})
# the board's "Rounds played" lists every round (review 22n: round 2 under "What happened
# since" and again under "Rounds played")
LISTED_ON_THE_BOARD = frozenset({"round"})

SITUATION = "_situation_goofspiel.html"

WORDS = Catalogue("goofspiel", {
    # the organizer's form: the labels of the game's options and their choices
    "option_cards": {"en": "Cards in each hand and in the prize deck",
                     "cs": "Karet v ruce i v balíčku cen"},
    "option_reveal": {"en": "After each round, show", "cs": "Po každém kole ukázat"},
    "choice_reveal_bids": {"en": "every player's bid", "cs": "příhozy všech hráčů"},
    "choice_reveal_winner": {"en": "only who took the prize", "cs": "jen kdo bere cenu"},
    # the help on writing moves
    "moves_goofspiel": {
        "en": "Every round a prize card is turned up and all players bid at once, each a card "
        "of their own hand, face down: write “bid 7” (or just “7”). The highest bid takes the "
        "prize; a tie among the highest discards it. A bid cannot be changed, and nobody sees "
        "it before everyone has bid. Czech works too: “přihazuji 7”.",
        "cs": "Každé kolo se otočí karta ceny a všichni přihazují naráz, každý jednu kartu "
        "z ruky, lícem dolů: napiš „přihazuji 7“ (nebo jen „7“). Cenu bere nejvyšší příhoz; "
        "shodnou-li se nejvyšší, cena propadá. Příhoz nelze změnit a nikdo ho neuvidí, dokud "
        "nepřihodí všichni. Anglicky to jde také: „bid 7“.",
    },
    # the board in mail and on the pages
    "gs_round": {"en": "Round {n} of {total}", "cs": "{n}. kolo z {total}"},
    "gs_over": {"en": "Game over", "cs": "Konec hry"},
    "gs_prize": {"en": "Playing for the prize", "cs": "Hraje se o cenu"},
    "gs_no_prize": {"en": "the prize is being turned up", "cs": "cena se otáčí"},
    "gs_deck": {"en": "Prizes still in the deck", "cs": "Ceny v balíčku"},
    "gs_none": {"en": "none", "cs": "žádné"},
    "gs_hand": {"en": "Your cards", "cs": "Tvoje karty"},
    "gs_your_bid": {"en": "Your bid this round", "cs": "Tvůj příhoz v tomto kole"},
    "gs_not_bid": {"en": "you have not bid yet", "cs": "zatím žádná"},
    "gs_player": {"en": "Player", "cs": "Hráč"},
    "gs_points": {"en": "Points", "cs": "Body"},
    "gs_rounds": {"en": "Rounds played", "cs": "Odehraná kola"},
    "gs_round_no": {"en": "Round", "cs": "Kolo"},
    "gs_round_prize": {"en": "Prize", "cs": "Cena"},
    "gs_bids": {"en": "Bids", "cs": "Příhozy"},
    "gs_taken_by": {"en": "Taken by", "cs": "Bere"},
    "gs_tie": {"en": "a tie: discarded", "cs": "shoda: propadá"},
    "gs_hidden": {"en": "hidden", "cs": "skryté"},
    "gs_you_bid": {"en": "you bid {card}", "cs": "tvůj příhoz {card}"},
    "board_label": {"en": "Goofspiel: round {n}", "cs": "Goofspiel: {n}. kolo"},
    # the game's secret draws prize cards, not dice (the mail's words, in the game's terms)
    "seed_commitment": {
        "en": "The prize cards are drawn by a secret fixed before the game; with this "
        "fingerprint of it you can check at the end that nobody changed it: {commitment}",
        "cs": "Karty cen losuje tajný klíč pevně daný už před hrou; podle tohoto otisku si na "
        "konci ověříš, že ho nikdo nezměnil: {commitment}",
    },
    "seed_revealed": {
        "en": "The secret that drew the prize cards, revealed now (its fingerprint came in "
        "your first mail of the game): {seed}",
        "cs": "Tajný klíč, který losoval karty cen, teď odhalený (jeho otisk přišel v prvním "
        "e-mailu hry): {seed}",
    },
    "seed_check": {
        "en": "With it anyone can check every draw; the organizer can tell you how.",
        "cs": "Podle něj si kdokoli může ověřit losování každé ceny; jak na to, poradí "
        "organizátor.",
    },
    # a player's question of the game's state answered (issue 42): the reader's own hand,
    # never another's
    "ask_hand_you": {"en": "Your hand: {cards}.", "cs": "V ruce máš: {cards}."},
    "ask_hand_empty": {"en": "Your hand is empty.", "cs": "V ruce už nemáš nic."},
    "ask_points_you": {"en": "You have {n} [n: point|points].",
                       "cs": "Máš {n} [n: bod|body|bodů]."},
    "ask_points_other": {"en": "{player} has {n} [n: point|points].",
                         "cs": "{player} má {n} [n: bod|body|bodů]."},
})
"""The game's own texts; the mail's templates find them by key as they find the mail's."""

CARD_W, CARD_H = 54, 76
WIDTH = 340  # a phone's width; its text, 13 px and more, is legible down to svg.PHONE_PX
HAND_ROW = 8  # cards in a row of the hand
FAN = 0.62  # of a card in the hand, the part the next one leaves showing
NAME_CHARS = 30  # a name beside the points (longer ones end in "…"; the table says it all)


def mail_board_text(rules_game: Any, state: Any, lang: str, reader: str | None = None) -> str:
    """The rules' plain-text board as the mail's reader may see it (their hand, no one else's)."""
    return rules_game.board_text(state, lang, reader=reader)


def progress(view: View) -> tuple[int, int | None]:
    """The round being played of as many rounds as there are cards."""
    return int(view["round"]), int(view["cards"])


def turn(view: View) -> tuple[str, int]:
    """The round being played, for subjects."""
    return "turn_round", int(view["round"])


def _rounds(view: View, lang: str) -> list[dict[str, Any]]:
    """The resolved rounds as the view shows them: every bid, or (reveal: winner) only the
    reader's own."""
    rows = []
    for number, played in enumerate(view["rounds"], start=1):
        if "bids" in played:
            bids = ", ".join(f"{p} {card}" for p, card in played["bids"].items())
        elif "your_bid" in played:
            bids = WORDS.say(lang, "gs_you_bid", card=played["your_bid"])
        else:
            bids = WORDS.say(lang, "gs_hidden")
        rows.append({"number": number, "prize": played["prize"], "bids": bids,
                     "winner": played["winner"]})
    return rows


def board_context(view: View, lang: str) -> dict[str, Any]:
    """The context of the mail's HTML board (`templates/email/_board_goofspiel.html`)."""
    colour = colour_indexes(list(view["players"]))
    rows = _rounds(view, lang)
    for row in rows:
        row["colour"] = colour.get(row["winner"]) if row["winner"] else None
    return {
        "game": "goofspiel",
        "heading": WORDS.say(lang, "gs_over") if view["over"] else
        WORDS.say(lang, "gs_round", n=view["round"], total=view["cards"]),
        "prize": view["prize"],
        "over": view["over"],
        "deck": " ".join(str(c) for c in view["deck"]) or WORDS.say(lang, "gs_none"),
        "players": [{"player": p, "colour": colour[p], "points": view["scores"][p]}
                    for p in view["players"]],
        "hand": " ".join(str(c) for c in view["hand"]) if view["hand"] else None,
        "bid": view["bid"],
        "rounds": rows,
    }


def board_svg(view: View, lang: str) -> Markup:
    """The picture of a Goofspiel `view`: the prize card, the prizes left, the points and, for
    a player, their own hand and the card they have bid; at the end, the points alone. It is
    drawn as narrow as a phone, so it never has to shrink."""
    palette = colours(list(view["players"]))
    heading = WORDS.say(lang, "gs_over") if view["over"] else \
        WORDS.say(lang, "gs_round", n=view["round"], total=view["cards"])
    parts = [text(heading, 16, 28, font_size=18, font_weight="bold", fill="#234")]
    y = 52.0
    if not view["over"]:
        parts.append(text(WORDS.say(lang, "gs_prize"), 16, y, font_size=13, fill="#456"))
        parts.append(_card(16, y + 8, str(view["prize"]) if view["prize"] is not None else "?",
                           "#fff7d6", "#b8860b", "prize"))
        beside = 16 + CARD_W + 16
        parts.append(text(WORDS.say(lang, "gs_deck"), beside, y + 24, font_size=13,
                          fill="#456"))
        deck = " ".join(str(c) for c in view["deck"]) or WORDS.say(lang, "gs_none")
        parts.append(text(deck, beside, y + 44, font_size=14, fill="#222", id="deck"))
        y += 8 + CARD_H + 24
    parts.append(text(WORDS.say(lang, "gs_points"), 16, y, font_size=13, fill="#456"))
    for row, player in enumerate(view["players"]):
        top = y + 10 + row * 26
        colour = palette[player]
        parts.append(el("g", title(f"{player}: {view['scores'][player]}"),
                        el("rect", x=16, y=top, width=18, height=18, rx=3, fill=colour),
                        text(player[:1], 25, top + 14, font_size=13, text_anchor="middle",
                             fill=ink_on(colour)),
                        text(shortened(player, NAME_CHARS), 42, top + 14, font_size=14,
                             fill="#222"),
                        text(str(view["scores"][player]), WIDTH - 16, top + 14, font_size=14,
                             text_anchor="end", fill="#222", font_weight="bold"),
                        class_="score"))
    y += 20 + len(view["players"]) * 26
    if view["hand"]:
        parts.append(text(WORDS.say(lang, "gs_hand"), 16, y + 14, font_size=13, fill="#456"))
        y += 22
        for start in range(0, len(view["hand"]), HAND_ROW):
            for n, card in enumerate(view["hand"][start:start + HAND_ROW]):
                parts.append(_card(16 + n * CARD_W * FAN, y, str(card), "#ffffff", "#345",
                                   "hand", shown=CARD_W * FAN))
            y += CARD_H + 8
    if view["bid"] is not None:
        parts.append(text(WORDS.say(lang, "gs_your_bid"), 16, y + 14, font_size=13,
                          fill="#456"))
        parts.append(_card(16, y + 22, str(view["bid"]), "#dfe9f5", "#1f4e79", "bid"))
        y += 22 + CARD_H + 8
    height = y + 8
    felt = el("rect", x=0, y=0, width=WIDTH, height=height, fill="#eef3ea", id="felt")
    return picture(WIDTH, height, WORDS.say(lang, "board_label", n=view["round"]),
                   [felt, *parts], "board")


def _card(x: float, y: float, face: str, fill: str, ink: str, kind: str,
          shown: float = CARD_W) -> str:
    # the face stands in the middle of the part that shows: in a fan the next card covers
    # the rest (pic54: it hid the 3 of a 13)
    return el("g", el("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=6, fill=fill,
                      stroke=ink, stroke_width=2),
              text(face, x + shown / 2, y + CARD_H / 2 + 9, font_size=26, font_weight="bold",
                   text_anchor="middle", fill=ink),
              class_=f"card {kind}")


def board_list(view: View, lang: str) -> dict[str, Any] | None:
    """No list: the picture holds a few cards and reads on a narrow screen as it is."""
    return None


def round_rows(view: View, lang: str) -> list[dict[str, Any]]:
    """The rounds played as the reader may see them, for the web situation."""
    return _rounds(view, lang)


def standings(view: View, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The players table's column: the prize points so far."""
    return [WORDS.say(lang, "gs_points")], {p: [str(view["scores"][p])] for p in view["players"]}


STATE_TOPICS = frozenset({"holding", "owns"})
"""What Goofspiel answers of a player's question of its state: the reader's own hand and
points; of another player only their points."""


def state_lines(topic: str, view: View, reader: str, about: str | None, asked: str,
                lang: str) -> list[str] | None:
    """A question of a player's hand or points answered from the reader's view."""
    player = about or reader
    if player not in view["scores"]:
        return None
    points = bool(re.search(r"\bbod|point|skore|score", asked))
    if player != reader:  # another's hand is theirs to see: their points are the table's
        return [WORDS.say(lang, "ask_points_other", player=player, n=view["scores"][player])]
    said = []
    if not points or re.search(r"kart|card|ruce|hand", asked):
        cards = [str(card) for card in sorted(view["hand"])]
        said.append(WORDS.say(lang, "ask_hand_you", cards=cards) if cards
                    else WORDS.say(lang, "ask_hand_empty"))
    said.append(WORDS.say(lang, "ask_points_you", n=view["scores"][reader]))
    return said
