"""How the shell shows Oh Hell: the mail's HTML board and the pages' picture (the hand being
played, the trump card, the bids, the trick on the table, the tricks taken and the points, as
the reader may see them: their own cards, never another player's), the players table, the
reader's own situation and the hand of the subjects. Every word of the game lives here or in
rules/ohhell; the views it draws come from `rules.get("ohhell").view(state, reader)`."""

from __future__ import annotations

import re
from typing import Any

from markupsafe import Markup

from functions.i18n import Catalogue
from functions.render.boards import colour_indexes
from functions.render.svg import colours, el, ink_on, picture, shortened, text, title
from rules.ohhell.texts import hands_shown
from rules.ohhell.view import View

MOVES_HELP = "moves_ohhell"

# "Ann bids 2." and "Ann plays QH." only restate the step's own move
RESTATING = frozenset({"bid", "play"})
READ_BACK = RESTATING
# the game-over mail's final board lists every hand, its bids and the points; of the last
# plays the mail tells the tricks they made (who took each), never the cards one by one
TOLD_AT_THE_END = frozenset({"trump", "bid", "play", "hand_over", "game_over"})
# the hand's own news names its dealer: "Hand 1 of 9 (1 trick), dealt by Ann; trump 4C"
UNLISTED = frozenset({"dealer"})

SITUATION = "_situation_ohhell.html"

WORDS = Catalogue("ohhell", {
    # the organizer's form: the labels of the game's options
    # the labels say no range: the form adds each option's range from its spec, once
    "option_suits": {"en": "Suits in the deck (in the order clubs, diamonds, spades, hearts)",
                     "cs": "Barev v balíčku (v pořadí kříže, káry, piky, srdce)"},
    "option_ranks": {"en": "Cards in each suit (from the 2 up)",
                     "cs": "Karet v každé barvě (od dvojky nahoru)"},
    "option_hands": {"en": "Tricks of each hand, e.g. 1,2,3,2,1 (empty: up to the most "
                           "and back down)",
                     "cs": "Zdvihů v jednotlivých rozdáních, např. 1,2,3,2,1 (prázdné: "
                           "nahoru k nejvíc a zase dolů)"},
    # the help on writing moves
    "moves_ohhell": {
        "en": "Each hand, everyone first bids how many tricks they will take: write “bid 2” "
        "(or just “2”); the dealer bids last and may not make the bids add up to the tricks. "
        "Then play a card: “play QH”, or just “QH”, “Q hearts”, “queen of hearts” (ranks "
        "2–9, T for the 10, J, Q, K, A; suits C clubs, D diamonds, S spades, H hearts). "
        "Follow the suit led when you can; the highest trump, else the highest card of the "
        "suit led, takes the trick. A point a trick, and 10 more for taking exactly your "
        "bid. Czech works too: “hlásím 2”, “srdcová dáma”.",
        "cs": "V každém rozdání nejdřív každý hlásí, kolik zdvihů uhraje: napiš „hlásím 2“ "
        "(nebo jen „2“); rozdávající hlásí poslední a jeho hlášení nesmí dát součet rovný "
        "počtu zdvihů. Pak hraj kartu: „hraju QH“, nebo jen „QH“, „srdcová dáma“, „dáma "
        "srdce“ (hodnoty 2–9, T desítka, J kluk, Q dáma, K král, A eso; barvy C kříže, "
        "D káry, S piky, H srdce). Barvu, kterou někdo vynesl, musíš přiznat, máš-li ji; "
        "zdvih bere nejvyšší trumf, jinak nejvyšší karta vynesené barvy. Za každý zdvih "
        "bod a za přesně splněné hlášení 10 bodů navíc. Anglicky to jde také: „bid 2“, "
        "„queen of hearts“.",
    },
    # the board in mail and on the pages
    "oh_hand": {"en": "Hand {n} of {total} – tricks: {tricks}",
                "cs": "{n}. rozdání z {total} – zdvihů: {tricks}"},
    "oh_over": {"en": "Game over", "cs": "Konec hry"},
    "oh_dealer": {"en": "Dealer", "cs": "Rozdává"},
    "oh_trump": {"en": "Trump", "cs": "Trumf"},
    "oh_dealing": {"en": "the cards are being dealt", "cs": "karty se rozdávají"},
    "oh_table": {"en": "On the table", "cs": "Na stole"},
    "oh_empty": {"en": "nothing yet", "cs": "zatím nic"},
    "oh_empty_final": {"en": "nothing", "cs": "nic"},
    "oh_last": {"en": "Last trick, taken by {winner}", "cs": "Poslední zdvih, bere {winner}"},
    "oh_hand_cards": {"en": "Your cards", "cs": "Tvoje karty"},
    "oh_player": {"en": "Player", "cs": "Hráč"},
    "oh_bid": {"en": "Bid", "cs": "Hlášení"},
    "oh_taken": {"en": "Tricks", "cs": "Zdvihy"},
    "oh_held": {"en": "Cards", "cs": "Karet"},
    "oh_points": {"en": "Points", "cs": "Body"},
    "oh_hands": {"en": "Hands played", "cs": "Odehraná rozdání"},
    "oh_hand_no": {"en": "Hand", "cs": "Rozdání"},
    "oh_bids_taken": {"en": "Bid / taken: points", "cs": "Hlášeno / uhráno: body"},
    "board_label": {"en": "Oh Hell: hand {n}", "cs": "Oh Hell: {n}. rozdání"},
    "oh_turn": {"en": "hand {n}", "cs": "rozdání {n}"},  # the subjects' "Oh Hell, hand 3"
    # the game's secret deals the cards (the mail's words, in the game's terms)
    "seed_commitment": {
        "en": "The cards are dealt by a secret fixed before the game; with this fingerprint "
        "of it you can check at the end that nobody changed it: {commitment}",
        "cs": "Karty rozdává tajný klíč pevně daný už před hrou; podle tohoto otisku si na "
        "konci ověříš, že ho nikdo nezměnil: {commitment}",
    },
    "seed_revealed": {
        "en": "The secret that dealt the cards, revealed now (its fingerprint came in your "
        "first mail of the game): {seed}",
        "cs": "Tajný klíč, který rozdával karty, teď odhalený (jeho otisk přišel v prvním "
        "e-mailu hry): {seed}",
    },
    "seed_check": {
        "en": "With it anyone can check every deal; the organizer can tell you how.",
        "cs": "Podle něj si kdokoli může ověřit každé rozdání; jak na to, poradí organizátor.",
    },
    # a player's question of the game's state answered (issue 42): the reader's own hand,
    # never another's (only how many cards they hold, which the table sees)
    "ask_hand_you": {"en": "Your cards: {cards}.", "cs": "Tvoje karty: {cards}."},
    "ask_hand_empty": {"en": "You hold no cards now.", "cs": "Teď v ruce nemáš žádnou kartu."},
    "ask_bid_you": {"en": "You bid {bid} and have taken {taken} [taken: trick|tricks] so far.",
                    "cs": "Hlásíš {bid}, zatím máš {taken} [taken: zdvih|zdvihy|zdvihů]."},
    "ask_bid_other": {"en": "{player} bid {bid} and has taken {taken} [taken: trick|tricks].",
                      "cs": "{player} hlásí {bid}, zatím má {taken} [taken: zdvih|zdvihy|"
                            "zdvihů]."},
    "ask_points_you": {"en": "You have {n} [n: point|points] so far.",
                       "cs": "Zatím máš {n} [n: bod|body|bodů]."},
    "ask_points_other": {"en": "{player} has {n} [n: point|points] so far.",
                         "cs": "{player} má zatím {n} [n: bod|body|bodů]."},
    "ask_hand_other": {"en": "{player} has {points} [points: point|points] and holds {n} "
                             "[n: card|cards]; which, only they can see.",
                       "cs": "{player} má {points} [points: bod|body|bodů] a v ruce {n} [n: "
                             "kartu|karty|karet]; [n: kterou|které|které], ví jen [sex {player}: "
                             "on|ona|ten hráč]."},
})
"""The game's own texts; the mail's templates find them by key as they find the mail's."""

CARD_W, CARD_H = 40, 56
WIDTH = 340  # a phone's width; its text, 13 px and more, is legible down to svg.PHONE_PX
HAND_ROW = 7  # cards in a row of the hand
NAME_CHARS = 16  # a name in the players' rows (longer ones end in "…"; the table says it all)
_RED = {"D", "H"}
_SUIT_MARK = {"C": "♣", "D": "♦", "S": "♠", "H": "♥"}


# the game-over mail's last hands: a long game's every hand (33 at three players) would take
# the mail past its 45 lines; the page keeps the whole score sheet
MAIL_LAST_HANDS = 3


def mail_board_text(rules_game: Any, state: Any, lang: str, reader: str | None = None) -> str:
    """The rules' plain-text board as the mail's reader may see it (their cards, no one
    else's; at the end the bids made and the last hands)."""
    return rules_game.board_text(state, lang, reader=reader, last_hands=MAIL_LAST_HANDS)


def progress(view: View) -> tuple[int, int | None]:
    """The hand being played of the hands the game deals."""
    return int(view["hand_number"]), int(view["hands_total"])


def turn(view: View) -> tuple[str, int]:
    """The hand being played, for subjects."""
    return "oh_turn", int(view["hand_number"])


def face(card: str) -> str:
    """A card as it is printed on it: 'Q♥', '10♠'."""
    rank = "10" if card[0] == "T" else card[0]
    return rank + _SUIT_MARK[card[1]]


def faces(cards: list[str]) -> str:
    """Cards as they are printed, one after another: 'Q♥ 10♠ 2♣'."""
    return " ".join(face(card) for card in cards)


def heading(view: View, lang: str) -> str:
    """'Hand 3 of 9: 3 tricks', or 'Game over'."""
    if view["over"]:
        return WORDS.say(lang, "oh_over")
    return WORDS.say(lang, "oh_hand", n=view["hand_number"], total=view["hands_total"],
                     tricks=view["tricks_this_hand"])


def _dash(value: object) -> str:
    return "–" if value is None else str(value)


def player_rows(view: View) -> list[dict[str, Any]]:
    """One row a player: bid, tricks taken this hand, cards held, points."""
    colour = colour_indexes(list(view["players"]))
    return [{"player": p, "colour": colour[p], "bid": _dash(view["bids"][p]),
             "taken": view["tricks"][p], "held": view["held"][p], "points": view["scores"][p],
             "dealer": p == view["dealer"]} for p in view["players"]]


def hand_rows(view: View) -> list[dict[str, Any]]:
    """The hands played out: number, trump and per player 'bid/taken: points'."""
    return [{"number": n, "trump": face(h["trump"]),
             "results": ", ".join(f"{p} {h['bids'][p]}/{h['taken'][p]}: {h['points'][p]}"
                                  for p in view["players"])}
            for n, h in enumerate(view["history"], start=1)]


def _table(view: View, lang: str) -> tuple[str, list[str]]:
    """What lies on the table: the current trick, else the last one taken."""
    if view["trick"]:
        return WORDS.say(lang, "oh_table"), [f"{p} {face(c)}" for p, c in
                                             zip(view["trick_players"], view["trick"],
                                                 strict=True)]
    if view["taken"]:
        last = view["taken"][-1]
        return (WORDS.say(lang, "oh_last", winner=last["winner"]),
                [f"{c['player']} {face(c['card'])}" for c in last["cards"]])
    return WORDS.say(lang, "oh_table"), []


def board_context(view: View, lang: str) -> dict[str, Any]:
    """The context of the mail's HTML board (`templates/email/_board_ohhell.html`)."""
    table, cards = _table(view, lang)
    shown = hands_shown(view, None, lang, MAIL_LAST_HANDS)  # the table names everyone
    return {
        "game": "ohhell",
        "heading": heading(view, lang),
        "over": view["over"],
        "dealer": view["dealer"],
        "trump": face(view["trump"]) if view["trump"] else None,
        "table": table,
        "cards": ", ".join(cards) or WORDS.say(lang, "oh_empty_final" if view["over"]
                                               else "oh_empty"),
        "hand": faces(view["hand"]) if view.get("hand") else None,
        "players": player_rows(view),
        # the hands the plain board tells (mail_board_text), with its lines on the rest
        "hands": hand_rows(view)[shown[0] - 1:],
        "hands_notes": shown[1],
    }


def board_svg(view: View, lang: str) -> Markup:
    """The picture of an Oh Hell `view`: the trump card, the trick on the table, a row per
    player (bid, tricks, cards held, points) and, for a player, their own cards. It is drawn
    as narrow as a phone, so it never has to shrink."""
    palette = colours(list(view["players"]))
    parts = [text(heading(view, lang), 16, 28, font_size=18, font_weight="bold", fill="#234")]
    y = 48.0
    if not view["over"]:
        parts.append(text(WORDS.say(lang, "oh_trump"), 16, y, font_size=13, fill="#456"))
        parts.append(_card(16, y + 8, view["trump"], "trump"))
        table, cards = _table(view, lang)
        beside = 16 + CARD_W + 20
        parts.append(text(table, beside, y, font_size=13, fill="#456"))
        if view["trick"]:
            shown = list(zip(view["trick_players"], view["trick"], strict=True))
        else:
            shown = [(c["player"], c["card"]) for c in view["taken"][-1]["cards"]] \
                if view["taken"] else []
        row = (WIDTH - beside - 8) // (CARD_W + 4)  # seven players' cards take two rows
        for n, (player, card) in enumerate(shown):
            left, top = beside + n % row * (CARD_W + 4), y + 8 + n // row * (CARD_H + 20)
            parts.append(el("g", title(f"{player}: {face(card)}"),
                            _card(left, top, card, "trick"),
                            # the player's colour and initial, as in their row below
                            el("rect", x=left + CARD_W / 2 - 8, y=top + CARD_H + 2, width=16,
                               height=16, rx=3, fill=palette[player]),
                            text(player[:1], left + CARD_W / 2, top + CARD_H + 14,
                                 font_size=13, text_anchor="middle",
                                 fill=ink_on(palette[player]))))
        rows = max(1, -(-len(shown) // row))
        y += 8 + rows * (CARD_H + 20) + 14
    # an ended game has no hand, bid or dealer left: the points alone (review 12n read
    # "– 0 0" for everyone and a dealer's ✦ on a loser as if it meant something)
    keys = ("oh_points",) if view["over"] else ("oh_bid", "oh_taken", "oh_held", "oh_points")
    head = [WORDS.say(lang, key) for key in keys]
    columns = (WIDTH - 16,) if view["over"] else (170, 215, 260, WIDTH - 16)
    for label, x in zip(head, columns, strict=True):
        parts.append(text(label, x, y, font_size=13, fill="#456", text_anchor="end"))
    for row, line in enumerate(player_rows(view)):
        top = y + 8 + row * 26
        colour = palette[line["player"]]
        # the dealer's mark takes two of the name's characters: a long name with it ran into
        # the bid ("Bedřich Nejneob… ✦–", pic54)
        dealer = line["dealer"] and not view["over"]
        name = shortened(line["player"], NAME_CHARS - 2) + " ✦" if dealer \
            else shortened(line["player"], NAME_CHARS)
        values = (line["points"],) if view["over"] else (
            line["bid"], line["taken"], line["held"], line["points"])
        parts.append(el("g", title(f"{line['player']}: {line['points']}"),
                        el("rect", x=16, y=top, width=18, height=18, rx=3, fill=colour),
                        text(line["player"][:1], 25, top + 14, font_size=13,
                             text_anchor="middle", fill=ink_on(colour)),
                        text(name, 42, top + 14, font_size=14, fill="#222"),
                        *(text(str(v), x, top + 14, font_size=14, text_anchor="end",
                               fill="#222") for v, x in zip(values, columns, strict=True)),
                        class_="score"))
    y += 16 + len(view["players"]) * 26
    if view.get("hand"):
        parts.append(text(WORDS.say(lang, "oh_hand_cards"), 16, y + 14, font_size=13,
                          fill="#456"))
        y += 22
        for start in range(0, len(view["hand"]), HAND_ROW):
            for n, card in enumerate(view["hand"][start:start + HAND_ROW]):
                parts.append(_card(16 + n * (CARD_W + 4), y, card, "hand"))
            y += CARD_H + 8
    height = y + 8
    felt = el("rect", x=0, y=0, width=WIDTH, height=height, fill="#eef3ea", id="felt")
    return picture(WIDTH, height, WORDS.say(lang, "board_label", n=view["hand_number"]),
                   [felt, *parts], "board")


def _card(x: float, y: float, card: str | None, kind: str) -> str:
    shown = face(card) if card else "?"
    ink = "#b22222" if card and card[1] in _RED else "#222"
    return el("g", el("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=5, fill="#ffffff",
                      stroke="#345", stroke_width=1.5),
              text(shown, x + CARD_W / 2, y + CARD_H / 2 + 6, font_size=16,
                   font_weight="bold", text_anchor="middle", fill=ink),
              class_=f"card {kind}")


def board_list(view: View, lang: str) -> dict[str, Any] | None:
    """No list: the picture is drawn as narrow as a phone."""
    return None


def standings(view: View, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The players table's columns: this hand's bid and tricks, and the points so far."""
    if view["over"]:  # no hand is on: the points alone
        return [WORDS.say(lang, "oh_points")], {row["player"]: [str(row["points"])]
                                                 for row in player_rows(view)}
    heads = [WORDS.say(lang, key) for key in ("oh_bid", "oh_taken", "oh_points")]
    return heads, {row["player"]: [row["bid"], str(row["taken"]), str(row["points"])]
                   for row in player_rows(view)}


STATE_TOPICS = frozenset({"holding", "owns"})
"""What Oh Hell answers of a player's question of its state: the reader's own hand, a player's
bid and tricks this hand and their points; of another's hand only how many cards it has."""


def state_lines(topic: str, view: View, reader: str, about: str | None, asked: str,
                lang: str) -> list[str] | None:
    """A question of a player's hand, bid, tricks or points answered from the reader's view."""
    player = about or reader
    if player not in view["scores"]:
        return None
    own = "you" if player == reader else "other"
    points = re.search(r"\bbod|point|skore|score", asked)
    tricks = re.search(r"zdvih|trick|hlas|\bbid", asked)
    said = []
    if not (points or tricks):
        if own == "you":
            hand = view.get("hand") or []
            said.append(WORDS.say(lang, "ask_hand_you", cards=faces(hand)) if hand
                        else WORDS.say(lang, "ask_hand_empty"))
        else:  # their points with it, in one sentence
            said.append(WORDS.say(lang, "ask_hand_other", player=player,
                                  n=view["held"][player], points=view["scores"][player]))
            points = None
    if (tricks or not points) and view["bids"].get(player) is not None:
        said.append(WORDS.say(lang, f"ask_bid_{own}", player=player, bid=view["bids"][player],
                              taken=view["tricks"][player]))
    if points or not (tricks or own == "other"):
        said.append(WORDS.say(lang, f"ask_points_{own}", player=player,
                              n=view["scores"][player]))
    return said
