"""How the shell shows WesternPoly: the mail's HTML board, the pages' picture (the ring of 40
fields with their owners, stars and the players' pawns, and the players' cash in the middle) and
its list for narrow screens, the players table and the result, and the trade and stake forms."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup

from functions.i18n import Catalogue, listing
from functions.render.boards import colour_indexes
from functions.render.palette import initials
from functions.render.svg import NEUTRAL, colours, el, ink_on, picture, shortened, text, title
from rules import CHANCE, Result, numbers
from rules.westernpoly.board import CHAIN_TYPES, GOLDEN  # GOLDEN: the level of Golden
from rules.westernpoly.view import BundleView, FieldView, OwnedView, View
from rules.westernpoly.words import (
    SIMPLE_MOVE_WORDS,
    YOU,
    debt_cause,
    event_text,
    field_name,
    field_object,
    field_title,
    heading_of_round,
    object_title,
    party,
)
from rules.westernpoly.words import joined as joined  # "kupuje ho"; a trade alone
from rules.westernpoly.words import money as words_money
from rules.wording import counted, join

from .plain import page_words as tr

MOVES_HELP = "moves_westernpoly"

# Events that only restate the step's own move ("Ann bought Saloon" after "buy Saloon") or hand
# the turn on (the next line shows who moves): the history tells each step once.
RESTATING = frozenset({
    "turn", "throw", "extra_throw", "card", "bought", "declined", "stars", "golden",
    "sold", "sold_stars", "sold_golden", "stake", "used_card", "resigned",
    "trade_offer", "trade_accepted", "trade_declined", "trade_withdrawn"})

# The moves a read-back names in words without their field ("nekupovat"), each with how the
# reader's list line of it opens ("Nekupuješ Bar …"): the mail tells it once (review 22n)
def _opening(kind: str, lang: str) -> tuple[str, ...]:
    """How the reader's line of an event about field 1 opens before the field, with the
    pronoun and without it ("ty nekupuješ ", "nekupuješ ")."""
    told = event_text(kind, {"player": "X", "field": 1}, lang, "X")
    opening = told[:told.index(field_object(1, lang))].casefold()
    return opening, opening.removeprefix(f"{YOU[lang]} ".casefold())


BARE_READ_BACKS = {SIMPLE_MOVE_WORDS["pass"][lang]: _opening("declined", lang)
                   for lang in ("cs", "en")}

# the game-over mail's headline names the winner, its places give the wealth
TOLD_AT_THE_END = frozenset({"game_over"})

# "Ann to move" in a mail's list: the next lines are Ann's own ("Ann threw 4, ...")
UNLISTED = frozenset({"turn"})

SITUATION = "_situation_westernpoly.html"
# issue 29's target for WesternPoly's turn mail: its six-seat board, menu, open trades and
# talk took 45 lines on their own, and the list of what happened gave way whole (issue 42)
TEXT_LINES = 60


def result_rows(result: Mapping[str, Any], view: View | None,
                lang: str) -> tuple[str | None, list[dict[str, Any]]]:
    """How the game ended (the last one solvent, or the round limit) and each player's wealth
    with its parts, best first."""
    details = result.get("details", {})
    out = set(details.get("bankrupt", ()))
    staying = [p for p in result["scores"] if p not in out]
    winners = ", ".join(result["winners"])
    others = [p for p in result["scores"] if p not in staying]
    if len(staying) == 1 and len(others) == 1:  # one other: named, their verb in their gender
        how = WORDS.say(lang, "result_last_solvent_one", winners=winners, other=others[0])
    elif len(staying) == 1 and len(result["scores"]) > 1:
        how = WORDS.say(lang, "result_last_solvent", winners=winners)
    else:
        how = WORDS.say(lang, "result_round_limit", rounds=details.get("rounds", ""))
    players = {p["id"]: p for p in view["players"]} if view else {}
    prices = {f["index"]: f["price"] for f in view["fields"]} if view else {}
    rows = []
    for player, score in sorted(result["scores"].items(), key=lambda item: -item[1]):
        seat = players.get(player)
        if player in out or (seat is not None and not seat["alive"]):
            shown = WORDS.say(lang, "result_out")
        elif seat is None:
            shown = money(score, lang)
        else:
            cards = sum(prices.get(o["field"], 0) for o in seat["owns"])
            stars = max(score - seat["cash"] - cards, 0)
            shown = WORDS.say(lang, "result_wealth", wealth=money(score, lang),
                              cash=money(seat["cash"], lang), cards=money(cards, lang),
                              stars=money(stars, lang))
        rows.append({"player": player, "score": shown})
    return how, rows


def progress(view: View) -> tuple[int, int | None]:
    """The round being played and the round limit (None: the game runs to the last player)."""
    return int(view["round"]), int(view["options"]["max_rounds"]) or None


def leading(view: View) -> dict[str, float]:
    """Each player's wealth (cash, cards and stars), of those still in the game."""
    return {p["id"]: p["wealth"] for p in view["players"] if p["alive"]}


def score_words(score: float, lang: str) -> str:
    """A score (wealth) as the game writes money."""
    return money(int(score), lang)


def money(amount: int, lang: str) -> str:
    """An amount as the game writes it, on one line (a non-breaking space in Czech)."""
    return words_money(amount, lang).replace(" ", "\u00a0")


def mail_board_text(rules_game: Any, state: Any, lang: str,
                    reader: str | None = None) -> str:
    """The board in short (players, open trades, debts, who moves): the mail tells the turn's
    events in its own list and links the whole board, so its 40 fields are not repeated in
    every mail (a turn mail stays short; see docs/following.md)."""
    from rules.westernpoly.text import summary_text

    return summary_text(state, lang if lang in ("cs", "en") else state.options.lang, reader)

WORDS = Catalogue("westernpoly", {
    # the organizer's form: the labels of the game's options and their choices
    "option_max_rounds": {"en": "Round limit (0 = none)", "cs": "Nejvýše kol (0 = bez omezení)"},
    "option_shares": {"en": "Shares (stakes on fields)", "cs": "Podílové listy (sázky na pole)"},
    "option_decks": {"en": "Card decks", "cs": "Balíčky karet"},
    "choice_decks_western": {"en": "WesternPoly (20 + 19 cards)", "cs": "WesternPoly (20 + 19 karet)"},
    "choice_decks_classic": {"en": "classic (14 + 14 cards)", "cs": "klasické (14 + 14 karet)"},
    "option_jail": {"en": "Leaving jail", "cs": "Z vězení ven"},
    "choice_jail_six": {"en": "by throwing a 6", "cs": "hodem šestky"},
    "choice_jail_two_turns": {"en": "after waiting two turns", "cs": "po dvou tazích čekání"},
    "choice_jail_three_tries": {"en": "three tries at a 6 each turn", "cs": "třemi pokusy o šestku za tah"},
    # the help on writing moves, the mail's HTML board
    "moves_westernpoly": {
        "en": "ROLL to throw; BUY or PASS on a free card; STARS 2 or GOLDEN on your own "
        "property; SELL <field>; OFFER <player> GIVE <fields, $> GET <fields, $>; ACCEPT, "
        "DECLINE or WITHDRAW <offer>; USE CARD in jail; DONE to end your turn. Fields by "
        "number or name (“26”, “Zlatý důl”). Czech works too: hoď, kup, nekupuji, prodat, "
        "konec.",
        "cs": "HOĎ (ROLL) pro hod kostkou; KUP nebo NEKUPUJI na volné kartě; HVĚZDY 2 nebo "
        "ZLATÁ na vlastním poli; PRODAT <pole>; NABÍZÍM <hráč> DÁM <pole, $> ZA <pole, $>; "
        "PŘIJÍMÁM, ODMÍTÁM nebo STÁHNOUT <nabídka>; POUŽÍT KARTU ve VĚZENÍ; KONEC pro konec "
        "tahu. Pole číslem nebo jménem („26“, „Zlatý důl“). Anglicky to jde také: roll, buy, "
        "pass, sell, done.",
    },
    # a player's question answered first in the help (functions/render/questions.py), with an
    # example from the reader's own game: a field they own, an amount, an open offer's number
    "ask_sell": {
        "en": "You sell a field to the bank at its price with SELL and its number or name, for "
              "example SELL {field} ({name}: you get {price}).",
        "cs": "Pole prodáš bance za jeho cenu řádkem PRODAT a jeho číslo nebo jméno, třeba "
              "PRODAT {field} ({name}: dostaneš {price}).",
    },
    "ask_sell_nothing": {
        "en": "You own no field yet, so there is nothing to sell; once you do, SELL and the "
              "field's number or name sells it to the bank at its price (SELL 26).",
        "cs": "Zatím nemáš žádné pole, takže není co prodat; až nějaké budeš mít, prodáš ho "
              "bance za jeho cenu řádkem PRODAT a jeho číslo nebo jméno (PRODAT 26).",
    },
    "ask_sell_stars": {
        "en": "A field with stars in its row sells once the stars are sold: they go back at "
              "half their cost (the menu of your turn mail lists them).",
        "cs": "Pole s hvězdami v řadě prodáš, až prodáš hvězdy: banka za ně dá polovinu "
              "jejich ceny (nabídne ti je výčet v e-mailu s tahem).",
    },
    "ask_mortgage": {
        "en": "WesternPoly has no mortgages: you raise money by selling to the bank.",
        "cs": "Zástavy ani hypotéky WesternPoly nemá: peníze získáš prodejem bance.",
    },
    "ask_offer": {
        "en": "You offer a trade with OFFER, the player, GIVE and what you give, GET and what "
              "you want (fields by number, money with $), for example “{example}”.",
        "cs": "Obchod nabídneš řádkem NABÍZÍM, jméno hráče, DÁM a co dáš, ZA a co chceš (pole "
              "číslem, peníze s $), třeba „{example}“.",
    },
    "ask_offer_answer": {
        "en": "An offer to you is answered ACCEPT {offer} or DECLINE {offer} (its number).",
        "cs": "Na nabídku pro tebe odpovíš PŘIJÍMÁM {offer}, nebo ODMÍTÁM {offer} (její číslo).",
    },
    "ask_offer_answer_none": {
        "en": "An offer to you is answered ACCEPT or DECLINE and its number (ACCEPT 3).",
        "cs": "Na nabídku pro tebe odpovíš PŘIJÍMÁM, nebo ODMÍTÁM s jejím číslem (PŘIJÍMÁM 3).",
    },
    "ask_offer_withdraw": {
        "en": "Your own offer is taken back with WITHDRAW {offer}.",
        "cs": "Svou nabídku stáhneš řádkem STÁHNOUT {offer}.",
    },
    "ask_offer_any_time": {
        "en": "Offers and answers go at any time, from any mail of the game.",
        "cs": "Nabídky i odpovědi můžeš poslat kdykoli, v odpovědi na kterýkoli e-mail hry.",
    },
    "ask_buy": {
        "en": "A free field where your move ends is bought with BUY (or the number of that "
              "option in your turn mail); PASS leaves it. AUTO BUY ALWAYS buys for you from now on.",
        "cs": "Volné pole, na kterém tvůj tah skončí, koupíš odpovědí KUP (nebo číslem té "
              "možnosti z e-mailu s tahem); NEKUPUJI ho nechá být. AUTOMATICKY KUPOVAT VŽDY "
              "bude kupovat za tebe.",
    },
    "ask_stars": {
        "en": "Stars go on your own field where your move ended, once you own its whole row: "
              "STARS 2 (their number), and GOLDEN on top of them.",
        "cs": "Hvězdy postavíš na vlastním poli, na kterém tvůj tah skončil, když máš celou "
              "jeho řadu: HVĚZDY 2 (jejich počet), a nad ně ZLATÁ.",
    },
    "ask_roll": {
        "en": "When it is your turn, ROLL throws the dice (or the number of that option in "
              "your turn mail).",
        "cs": "Když jsi na tahu, hodíš kostkou řádkem HOĎ (nebo číslem té možnosti z e-mailu "
              "s tahem).",
    },
    # the heading and the lines of the plain board (rules.westernpoly.text.summary_text)
    "bwp_over": {"en": "WesternPoly — The game is over.", "cs": "WesternPoly — Hra skončila."},
    "bwp_owns": {"en": "{player} — owns: {fields}", "cs": "{player} — vlastní: {fields}"},
    "bwp_nothing": {"en": "nothing", "cs": "nic"},
    # the game-over mail: how the game ended and each player's wealth with its parts
    "result_last_solvent": {
        "en": "Only {winners} stayed in the game: everyone else went bankrupt or left.",
        "cs": "Ve hře zůstává jen {winners}, ostatní zkrachovali nebo odešli.",
    },
    "result_last_solvent_one": {
        "en": "Only {winners} stayed in the game: {other} went bankrupt or left.",
        "cs": "Ve hře zůstává jen {winners}, [sex {other}: {other} zkrachoval nebo odešel|"
              "{other} zkrachovala nebo odešla|{other} už ve hře není].",
    },
    # why it ended (the mail's first line says that it did, once)
    "result_round_limit": {
        "en": "The game reached its limit of {rounds} [rounds: round|rounds]; the greatest wealth "
        "wins (cash, plus the cards, stars and Golden at their price).",
        "cs": "Hra dosáhla limitu {rounds} [rounds: kola|kol|kol]; vyhrává největší majetek "
        "(hotovost a k ní karty, hvězdy a Golden v ceně).",
    },
    "result_wealth": {"en": "{wealth} (cash {cash}, cards {cards}, stars {stars})",
                      "cs": "{wealth} (hotovost {cash}, karty {cards}, hvězdy {stars})"},
    "result_out": {"en": "out of the game", "cs": "mimo hru"},
    "bwp_player": {"en": "Player", "cs": "Hráč"},
    "bwp_cash": {"en": "Cash", "cs": "Hotovost"},
    "bwp_position": {"en": "Position", "cs": "Pozice"},
    "bwp_wealth": {"en": "Wealth", "cs": "Majetek"},
    "bwp_out": {"en": "out of the game", "cs": "mimo hru"},
    "bwp_debts": {"en": "Debts", "cs": "Dluhy"},
    "bwp_jailed": {"en": "in Jail", "cs": "ve VĚZENÍ"},
    "bwp_card": {"en": "holds the Get out of Jail card", "cs": "má kartu zrušení VĚZENÍ"},
    "bwp_field": {"en": "Field", "cs": "Pole"},
    "bwp_owner": {"en": "Owner", "cs": "Vlastník"},
    "bwp_stars": {"en": "Stars", "cs": "Hvězdy"},
    "bwp_here": {"en": "Here", "cs": "Tady"},
    "bwp_free": {"en": "free", "cs": "volné"},
    # the picture and its list
    "field_start": {"en": "START: you collect money when you pass",
                    "cs": "START: za průchod dostaneš peníze"},
    "field_jail": {"en": "Jail",
                   "cs": "VĚZENÍ"},
    "field_wasteland": {"en": "Wasteland: nothing happens",
                        "cs": "PUSTINA: nic se neděje"},
    "field_accident": {"en": "Accident: you pay the bank",
                       "cs": "NEHODA: platíš bance"},
    "field_prachy": {"en": "Money card: you draw a card",
                     "cs": "PRACHY: bereš kartu"},
    "field_stestena": {"en": "Fortune card: you draw a card",
                       "cs": "ŠTĚSTĚNA: bereš kartu"},
    "field_suspicion": {"en": "Suspected of theft: you miss the next turn",
                        "cs": "PODEZŘENÍ Z KRÁDEŽE: příští tah vynecháš"},
    "field_trainer": {"en": "Shooting range: a card like the others, rent by how many you own",
                      "cs": "Kurz střelby: karta jako ostatní, nájem podle počtu vlastněných"},
    "field_service": {"en": "Train, Freight (transport)",
                      "cs": "Vlak, Náklad (doprava)"},
    "legend_star": {"en": "a star on the field (higher rent)",
                    "cs": "hvězda na poli (vyšší nájem)"},
    "legend_golden": {"en": "Golden (the highest rent)",
                      "cs": "Golden (nejvyšší nájem)"},
    "legend_pawn": {"en": "a player's pawn; a line across it: in jail",
                    "cs": "figurka hráče; čára přes ni: ve VĚZENÍ"},
    "board_label": {"en": "WesternPoly board", "cs": "Plán hry WesternPoly"},
    # the mails of the game's announced events (a bankruptcy and the trades): subjects and intros
    # (a name that does not say its gender: in the present, as the game's lines tell it, cz47)
    "subject_bankrupt": {"en": "{name} went bankrupt — {title}",
                         "cs": "[sex {name}: {name} přišel na mizinu|{name} přišla na mizinu|{name} přichází na mizinu] — {title}"},
    "subject_bankrupt_you": {"en": "You are bankrupt — {title}",
                             "cs": "Jsi na mizině — {title}"},
    "subject_trade_offer": {"en": "{name} offers you a trade — {title}",
                            "cs": "[sex {name}: {name} ti nabídl obchod|{name} ti nabídla obchod|{name} ti nabízí obchod] — {title}"},
    "subject_trade_accepted": {"en": "{name} accepted the trade — {title}",
                               "cs": "[sex {name}: {name} přijal obchod|{name} přijala obchod|{name} přijímá obchod] — {title}"},
    "subject_trade_declined": {"en": "{name} declined the trade — {title}",
                               "cs": "[sex {name}: {name} odmítl obchod|{name} odmítla obchod|{name} odmítá obchod] — {title}"},
    "subject_trade_withdrawn": {"en": "{name} withdrew a trade offer — {title}",
                                "cs": "[sex {name}: {name} stáhl nabídku obchodu|{name} stáhla nabídku obchodu|{name} stahuje nabídku obchodu] — {title}"},
    # the reader's own act (a notice of it, or a board of news that has nothing else)
    "subject_trade_offer_own": {"en": "Your trade offer — {title}",
                                "cs": "Tvoje nabídka obchodu — {title}"},
    "subject_trade_accepted_own": {"en": "Trade accepted — {title}",
                                   "cs": "Obchod přijat — {title}"},
    "subject_trade_declined_own": {"en": "Trade declined — {title}",
                                   "cs": "Obchod odmítnut — {title}"},
    "subject_trade_withdrawn_own": {"en": "Trade offer withdrawn — {title}",
                                    "cs": "Nabídka obchodu stažena — {title}"},
    "subject_trade_lapsed": {"en": "A trade offer lapsed — {title}",
                             "cs": "Nabídka obchodu propadla — {title}"},
    "bankrupt_intro": {"en": "News from “{title}”:", "cs": "zpráva ze hry „{title}“:"},
    "trade_offer_intro": {
        "en": "There [n: is a trade offer|are trade offers] for you in “{title}”:",
        "cs": "ve hře „{title}“ máš [n: nabídku|nabídky|nabídky] obchodu:",
    },
    "trade_offer_listed": {
        "en": "There is a trade offer for you in “{title}”: #{offers}, in the list of what "
        "happened.",
        "cs": "ve hře „{title}“ máš nabídku obchodu č. {offers}; najdeš ji v přehledu toho, co "
        "se stalo.",
    },
    "trade_offer_waiting": {
        "en": "Trade offer #{offer} waits for your answer: ACCEPT {offer} or DECLINE {offer}.",
        "cs": "Nabídka obchodu č. {offer} čeká na tvou odpověď: PŘIJÍMÁM {offer}, nebo "
        "ODMÍTÁM {offer}.",
    },
    # several offers wait: one line, not one each (a 6-seat turn mail's lines are few)
    "trade_offer_waiting_many": {
        "en": "Trade offers {offers} wait for your answer: ACCEPT or DECLINE with the number "
        "(ACCEPT {first}).",
        "cs": "Nabídky obchodu č. {offers} čekají na tvou odpověď: PŘIJÍMÁM, nebo ODMÍTÁM "
        "a číslo (PŘIJÍMÁM {first}).",
    },
    "trade_offer_answer": {
        "en": "To answer, reply ACCEPT {offer} or DECLINE {offer} (in words: a bare number "
        "is not an answer to an offer).",
        "cs": "Odpověz PŘIJÍMÁM {offer}, nebo ODMÍTÁM {offer} (slovy: samotné číslo na "
        "nabídku neodpovídá).",
    },
    # the read-back of an offer the reader made: who answers it and with what words
    "trade_offer_sent": {
        "en": "{name} answers ACCEPT {offer} or DECLINE {offer}; their answer comes to you "
        "by mail.",
        "cs": "{name} odpoví PŘIJÍMÁM {offer}, nebo ODMÍTÁM {offer}; odpověď ti přijde "
        "e-mailem.",
    },
    "trade_offer_open": {
        "en": "The offer stays open until you end your next turn (your turn mail shows it "
        "again), unless its sender withdraws it.",
        "cs": "Nabídka platí, dokud neukončíš svůj příští tah (ukáže ti ji i mail s tahem), "
        "pokud ji odesílatel nestáhne.",
    },
    "trade_accepted_intro": {
        "en": "A trade in “{title}” was accepted:",
        "cs": "ve hře „{title}“ byl přijat obchod:",
    },
    "trade_declined_intro": {
        "en": "A trade offer in “{title}” was declined:",
        "cs": "ve hře „{title}“ byla odmítnuta nabídka obchodu:",
    },
    "trade_withdrawn_intro": {
        "en": "A trade offer in “{title}” was withdrawn:",
        "cs": "ve hře „{title}“ byla stažena nabídka obchodu:",
    },
    "trade_lapsed_intro": {
        "en": "A trade offer in “{title}” lapsed:",
        "cs": "ve hře „{title}“ propadla nabídka obchodu:",
    },
    # the pages: the player's situation, the trade and stake forms, the offers
    "bankrupt_nth": {"en": "bankrupt ([nth: {n}] out)", "cs": "na mizině jako [nth: {n}]"},
    "jailed": {"en": "in jail", "cs": "ve vězení"},
    "bankrupt": {"en": "bankrupt", "cs": "na mizině"},
    "kept_card": {"en": "Get out of Jail card", "cs": "karta zrušení vězení"},
    "debts": {"en": "Debts", "cs": "Dluhy"},
    "debt_line": {"en": "{debtor} owes {amount} $ to {creditor}", "cs": "{debtor} dluží {amount} $ {creditor}"},
    "bank": {"en": "the bank", "cs": "bance"},
    "offers": {"en": "Trade offers", "cs": "Nabídky obchodu"},
    "offer_line": {"en": "no. {id}: {frm} → {to}: gives {give}, wants {get}", "cs": "č. {id}: {frm} → {to}: dává {give}, chce {get}"},
    "trade": {"en": "Offer a trade", "cs": "Nabídnout obchod"},
    "trade_with": {"en": "Trade with {name}", "cs": "Obchod s [ins: {name}]"},
    "trade_give": {"en": "You give", "cs": "Dáš"},
    "trade_get_from": {"en": "You get from {name}", "cs": "Chceš od [gen: {name}]"},
    "trade_card": {"en": "the Get out of Jail card", "cs": "kartu zrušení vězení"},
    "trade_money": {"en": "money ($)", "cs": "peníze ($)"},
    "send_offer": {"en": "Send offer", "cs": "Poslat nabídku"},
    "stake": {"en": "Stake shares", "cs": "Vsadit podíl"},
    "stake_field": {"en": "On field", "cs": "Na pole"},
    "stake_amount": {"en": "Amount ($)", "cs": "Částka ($)"},
    "send_stake": {"en": "Stake", "cs": "Vsadit"},
    # a player's question of the game's state answered (issue 42); everything here is on
    # the board for everyone
    "ask_cash_you": {"en": "You have {cash}.", "cs": "Máš {cash}."},
    "ask_cash_other": {"en": "{player} has {cash}.", "cs": "{player} má {cash}."},
    "ask_cash_fields_you": {"en": "You have {cash} and own {fields}.",
                            "cs": "Máš {cash} a vlastníš {fields}."},
    "ask_cash_fields_other": {"en": "{player} has {cash} and owns {fields}.",
                              "cs": "{player} má {cash} a vlastní {fields}."},
    "ask_cash_no_fields_you": {"en": "You have {cash} and own no field yet.",
                               "cs": "Máš {cash} a zatím nevlastníš žádné pole."},
    "ask_cash_no_fields_other": {"en": "{player} has {cash} and owns no field.",
                                 "cs": "{player} má {cash} a nevlastní žádné pole."},
    "ask_fields_you": {"en": "You own {fields}.", "cs": "Vlastníš {fields}."},
    "ask_fields_other": {"en": "{player} owns {fields}.", "cs": "{player} vlastní {fields}."},
    "ask_no_fields_you": {"en": "You own no field yet.", "cs": "Zatím nevlastníš žádné pole."},
    "ask_no_fields_other": {"en": "{player} owns no field.",
                            "cs": "{player} nevlastní žádné pole."},
    "ask_field_stars": {"en": "{field} ({n} [n: star|stars])",
                        "cs": "{field} ({n} [n: hvězda|hvězdy|hvězd])"},
    "ask_field_golden": {"en": "{field} (Golden)", "cs": "{field} (zlaté)"},
    "ask_stars_you": {"en": "You have {n} [n: star|stars] on your fields.",
                      "cs": "Na svých polích máš {n} [n: hvězdu|hvězdy|hvězd]."},
    "ask_wealth_you": {"en": "All you have is worth {wealth}.",
                       "cs": "Všechno, co máš, má hodnotu {wealth}."},
    "ask_wealth_other": {"en": "All {player} has is worth {wealth}.",
                         "cs": "Majetek [gen: {player}] má hodnotu {wealth}."},
    "ask_out": {"en": "{player} is out of the game.", "cs": "{player} už ve hře není."},
})
"""The game's own texts; the mail's templates find them by key as they find the mail's."""

CELL = 60
CELL_CHARS = 10  # characters of a field's name one line of its cell holds
SIDE = 11  # fields on a side, corners included
NAME_CHARS = 36  # a name in the centre's rows, before its cash (pic54: a long one ran off the
# picture's right edge; longer ones end in "…", the players table has them whole)
NUMBER_LINE, NAME_LINE, PAWN_ROW = 22, 34, 51  # baselines in a cell (the pawns' centres)
PAWN_RADIUS = 4.2
CHAIN_COLOURS = {1: "#8d6e63", 2: "#90caf9", 3: "#ce93d8", 4: "#ffb74d", 5: "#e57373",
                 6: "#fff176", 7: "#81c784", 8: "#5c6bc0"}
KIND_MARKS = {"start": "START", "jail": "▦", "wasteland": "…", "accident": "!", "prachy": "$",
              "stestena": "?", "suspicion": "§", "trainer": "◎", "service": "⇄"}


def stars_mark(stars: int) -> str:
    """A field's stars in words: "★★", "Golden", or "" for none."""
    return "Golden" if stars == GOLDEN else "★" * stars


def cell_origin(index: int) -> tuple[float, float]:
    """Top-left corner of field `index`: START bottom right, then clockwise (left, up, right)."""
    last = SIDE - 1
    side, step = divmod(index, last)
    col, row = ((last - step, last), (0, last - step), (step, 0), (last, step))[side]
    return col * CELL, row * CELL


def board_svg(view: View, lang: str) -> Markup:
    """The picture of a WesternPoly `view` (as `rules.get("westernpoly").view` returns it)."""
    players = [p["id"] for p in view["players"]]
    palette = colours(players)
    size = SIDE * CELL
    body = [el("rect", x=0, y=0, width=size, height=size, fill="#f3e6cc")]
    body += [_field(f, palette, lang) for f in view["fields"]]
    body.append(_pawns(view, palette))
    body.append(_centre(view, palette, lang))
    return picture(size, size, WORDS.say(lang, "board_label"), body, "board")


def _field(field: FieldView, palette: dict[str, str], lang: str) -> str:
    x, y = cell_origin(field["index"])
    owner = field["owner"]
    parts = [title(_field_title(field, lang)),
             el("rect", x=x + 1, y=y + 1, width=CELL - 2, height=CELL - 2, fill="#fffaf0",
                stroke=palette[owner] if owner else "#b9a27a", stroke_width=4 if owner else 1)]
    chain = field["chain"]
    if field["kind"] == "property" and chain in CHAIN_COLOURS:
        parts.append(el("rect", x=x + 3, y=y + 3, width=CELL - 6, height=10,
                        fill=CHAIN_COLOURS[chain]))
    # three bands, none over another (review 23n: at 1280 px the pawns covered the names and
    # a name's first line touched the price): number and price, the name, the pawns' row
    parts.append(text(str(field["index"]), x + 5, y + NUMBER_LINE, font_size=9, fill="#555"))
    mark = KIND_MARKS.get(field["kind"])
    lines = [mark] if mark else _short(field["name"])
    for n, label in enumerate(lines):
        parts.append(text(label, x + CELL / 2, y + NAME_LINE + n * 9 - (len(lines) - 1) * 3,
                          font_size=9 if mark is None else 12, text_anchor="middle",
                          fill="#222"))
    if field["price"]:
        parts.append(text(str(field["price"]), x + CELL - 5, y + NUMBER_LINE, font_size=9,
                          text_anchor="end", fill="#555"))
    stars = field["stars"]
    if stars:
        marks = "G" if stars == GOLDEN else "★" * stars
        parts.append(text(marks, x + CELL / 2, y + 12, font_size=10, text_anchor="middle",
                          fill="#b8860b" if stars == GOLDEN else "#222", font_weight="bold",
                          class_="stars"))
    return el("g", *parts, class_="field", id=f"field-{field['index']}")


def _field_title(field: FieldView, lang: str) -> str:
    words = [f"{field['index']}. {field['name']}"]
    if field["price"]:
        words.append(money(field["price"], lang))
    if field["owner"]:
        words.append(field["owner"])
    if field["stars"]:
        words.append(stars_mark(field["stars"]))
    return ", ".join(words)


def _short(name: str) -> list[str]:
    """The field's own name (without its type: "Zlatý důl" of "Saloon Zlatý důl") in at most
    two lines of what fits in a cell, a word cut only when it alone is too long."""
    for kind in sorted((t for pair in CHAIN_TYPES.values() for t in pair), key=len,
                       reverse=True):
        if name.startswith(kind + " "):
            name = name[len(kind) + 1:]
            break
    lines: list[str] = []
    for word in name.split():
        if lines and len(lines[-1]) + 1 + len(word) <= CELL_CHARS:
            lines[-1] += " " + word
        else:
            lines.append(word)
    lines = [line if len(line) <= CELL_CHARS else line[:CELL_CHARS - 1] + "…"
             for line in lines]
    if len(lines) > 2:
        lines = [lines[0], lines[1][:CELL_CHARS - 1] + "…"]
    return lines


def _pawns(view: View, palette: dict[str, str]) -> str:
    parts = []
    crowd: dict[int, int] = {}
    for player in view["players"]:
        if not player["alive"]:
            continue
        position = player["position"]
        slot = crowd.get(position, 0)
        crowd[position] = slot + 1
        x, y = cell_origin(position)
        # one row below the name: six pawns side by side fit a cell
        cx, cy = x + 8.5 + slot * 8.6, y + PAWN_ROW
        colour = palette[player["id"]]
        pawn = [title(player["id"]),
                el("circle", cx=cx, cy=cy, r=PAWN_RADIUS, fill=colour, stroke="#222",
                   stroke_width=1)]
        if player["jailed"]:
            pawn.append(el("line", x1=cx - 6, y1=cy, x2=cx + 6, y2=cy, stroke="#222",
                           stroke_width=2))
        parts.append(el("g", *pawn, class_="pawn"))
    return el("g", *parts, id="pawns")


def _centre(view: View, palette: dict[str, str], lang: str) -> str:
    left = CELL + 20
    parts = [text("WesternPoly", SIDE * CELL / 2, CELL + 44, font_size=28, font_weight="bold",
                  text_anchor="middle", fill="#6d4c1f"),
             text(tr(lang, "round", n=view["round"]), SIDE * CELL / 2, CELL + 66, font_size=13,
                  text_anchor="middle", fill="#6d4c1f")]
    marks = initials([p["id"] for p in view["players"]])
    for row, player in enumerate(view["players"]):
        y = CELL + 100 + row * 26
        colour = palette[player["id"]] if player["alive"] else NEUTRAL
        state = "" if player["alive"] else f" ({WORDS.say(lang, 'bankrupt')})"
        if player["jailed"]:
            state = f" ({WORDS.say(lang, 'jailed')})"
        parts.append(el("rect", x=left, y=y - 14, width=18, height=18, rx=3, fill=colour))
        parts.append(text(marks[player["id"]], left + 9, y, font_size=12 if len(
            marks[player["id"]]) == 1 else 9, text_anchor="middle", fill=ink_on(colour)))
        parts.append(text(f"{shortened(player['id'], NAME_CHARS)}{state}", left + 26, y,
                          font_size=14, fill="#222"))
        parts.append(text(money(player["cash"], lang), SIDE * CELL - CELL - 20, y, font_size=14,
                          text_anchor="end", fill="#222"))
    return el("g", *parts, id="centre")


def board_list(view: View, lang: str) -> dict[str, Any]:
    """The board as a list for a narrow screen: each field with its mark, owner, stars and
    who stands there, and the legend of the picture's marks."""
    palette = colours([p["id"] for p in view["players"]])
    here: dict[int, list[dict[str, str]]] = {}
    for player in view["players"]:
        if player["alive"]:
            here.setdefault(player["position"], []).append(
                {"name": player["id"], "colour": palette[player["id"]]})
    rows = []
    for field in view["fields"]:
        owner = field["owner"]
        stars = field["stars"]
        rows.append({
            "index": field["index"], "name": field["name"],
            # (START is its own mark: "0. START", not "0. START START")
            "mark": mark if (mark := KIND_MARKS.get(field["kind"], "")) != field["name"] else "",
            "price": money(field["price"], lang) if field["price"] else "",
            "owner": owner, "colour": None if owner is None else palette.get(owner),
            "stars": stars_mark(stars), "here": here.get(field["index"], []),
        })  # fmt: skip
    legend = [(mark, WORDS.say(lang, f"field_{kind}")) for kind, mark in KIND_MARKS.items()]
    legend += [("★", WORDS.say(lang, "legend_star")), ("G", WORDS.say(lang, "legend_golden")),
               ("●", WORDS.say(lang, "legend_pawn"))]
    return {"template": "_field_list_westernpoly.html", "rows": rows, "legend": legend}


def board_context(view: View, lang: str) -> dict[str, Any]:
    """The context of the mail's HTML board (`templates/email/_board_westernpoly.html`)."""
    ids = [p["id"] for p in view["players"]]
    colour = colour_indexes(ids)
    fields = view["fields"]
    here: dict[int, list[dict[str, Any]]] = {}
    players = []
    for p in view["players"]:
        if p["alive"]:
            here.setdefault(p["position"], []).append({"player": p["id"], "colour": colour[p["id"]]})
        players.append(
            {
                "player": p["id"],
                "colour": colour[p["id"]],
                "alive": p["alive"],
                "cash": money(p["cash"], lang),
                "wealth": money(p["wealth"], lang),
                "position": p["position"],
                "field": field_title(p["position"], lang),
                "jailed": p["jailed"],
                "kept_card": p["kept_card"],
                # the object of "vlastní:" (the accusative, "Nocležnu „Poslední míle“")
                "owns": "; ".join(f"{o['field']} {object_title(o['field'], lang)} "
                                  f"{stars_mark(o['stars'])}".rstrip() for o in p["owns"]),
            }
        )
    return {
        "game": "westernpoly",
        "round": view["round"],
        "heading": heading_of_round(view["round"], view["options"].get("max_rounds") or 0, lang),
        "players": players,
        "fields": [
            {
                "index": f["index"],
                "name": f["name"],
                "price": money(f["price"], lang) if f["price"] else "",
                "owner": f["owner"],
                "colour": None if f["owner"] is None else colour.get(f["owner"]),
                "stars": stars_mark(f["stars"]),
                "buyable": bool(f["price"]),
                "here": here.get(f["index"], []),
            }
            for f in fields
        ],
        "to_move": None if view["to_move"] == CHANCE else view["to_move"],
        # over, the board says what each one owned (the result above gives their wealth)
        "over": view["to_move"] is None,
        **_debts(view, lang),
    }


def debt_why(debt: Mapping[str, Any], lang: str) -> str:
    """Why a debt of the view is owed, to follow its line (" za nehodu"); "" when the debt
    was recorded before debts kept their cause."""
    why = debt_cause(debt.get("cause", ""), debt.get("field", -1), lang)
    return f" {why}" if why else ""


def turn_news(view: View, lang: str) -> str | None:
    """A debtor's turn mail says so in its subject: "Dlužíš 4 000 $ Lucii Malé" (the game waits
    on that, not on a move)."""
    you = view.get("you")
    mine = [d for d in view["debts"] if d["debtor"] == you]
    if not mine:
        return None
    owed = listing(lang, [f"{words_money(d['amount'], lang)} {'' if lang == 'cs' else 'to '}"
                          f"{party(d['creditor'], lang)}{debt_why(d, lang)}" for d in mine])
    return f"Dlužíš {owed}" if lang == "cs" else f"You owe {owed}"


def own_news(view: View, events: Sequence[Mapping[str, Any]], lang: str) -> str | None:
    """A read-back that tells its reader went to VĚZENÍ, where they still are, says so first
    (issue 42: "Tah přijat: koupit …" over "… jdeš do VĚZENÍ"): the move matters less now."""
    you = view.get("you")
    jailed = any(p["id"] == you and p["jailed"] for p in view["players"])
    if not jailed or not any(e.get("kind") == "jailed" and e.get("data", {}).get("player") == you
                             for e in events):
        return None
    return "Jsi ve VĚZENÍ" if lang == "cs" else "You are in Jail"


_YOU_NOMINATIVE = ("you", "ty")


def _debts(view: View, lang: str) -> dict[str, Any]:
    """The debts under the HTML board: the reader's own in the second person with what to do
    (`your_debt`), the others' as lines (`debts`), as the text board tells them."""
    from rules.westernpoly.text import debt_advice

    you = view.get("you")
    mine = [(d["amount"], d["creditor"], d.get("cause", ""), d.get("field", -1))
            for d in view["debts"] if d["debtor"] == you]
    cash = next((p["cash"] for p in view["players"] if p["id"] == you), 0)
    owes, to = ("dluží", "") if lang == "cs" else ("owes", "to ")
    numbers = next((d.get("one_reply", []) for d in view["debts"] if d["debtor"] == you), [])
    return {"your_debt": debt_advice(mine, cash, lang, numbers) if mine else [],
            "debts": [(f"{d['debtor']} ti {owes} {money(d['amount'], lang)}" if lang == "cs"
                       and d["creditor"] == you else
                       f"{d['debtor']} {owes} {money(d['amount'], lang)} {to}"
                       f"{'you' if d['creditor'] == you else party(d['creditor'], lang)}")
                      + debt_why(d, lang) for d in view["debts"] if d["debtor"] != you]}


def _at(index: int, lang: str) -> str:
    """Where a player stands, by the field's name as the events write it and its number after
    it ("PRACHY (2)", "Chatrč „Pod Skálou“ (3)"): never "2. PRACHY", which reads as an
    ordinal (review 22n)."""
    name = field_name(index, lang)
    return name if name.endswith(f"({index})") else f"{name} ({index})"


def standings(view: View, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The players table's columns: cash, position (jailed, bankrupt) and wealth."""
    return ([tr(lang, "cash"), tr(lang, "position"), tr(lang, "wealth")],
            {p["id"]: [money(p["cash"], lang),
                       _at(p["position"], lang)
                       + (f" ({WORDS.say(lang, 'jailed')})" if p["jailed"] else "")
                       + ("" if p["alive"] else f" ({WORDS.say(lang, 'bankrupt')})"),
                       money(p["wealth"], lang)]
             for p in view["players"]})


def final_scores(result: Result, lang: str) -> tuple[list[str], dict[str, list[str]]]:
    """The players table's column once the game is over: each player's wealth."""
    return ([tr(lang, "wealth")],
            {p: [money(wealth, lang)] for p, wealth in result.details["wealth"].items()})


def final_standing(result: Result, player: str, lang: str) -> str | None:
    """The order a player went bankrupt in (None for one who did not)."""
    if player in result.details["bankrupt"]:
        return WORDS.say(lang, "bankrupt_nth", n=result.details["bankrupt"].index(player) + 1)
    return None


def trade_form(rules_view: View, me: str) -> dict[str, Any] | None:
    """What WesternPoly's trade form offers `me` (None when trading is not possible now): what
    `me` may give, and one partner after another with only what that partner holds, so an
    offer asks nobody for what they do not own (one form per partner, no script needed)."""
    offerable = rules_view.get("may_offer")
    if not offerable or not offerable["open"] or not offerable["players"]:
        return None
    fields = rules_view["fields"]
    give = sorted(set(offerable["fields"]) | {f for chain in offerable["whole_chains"]
                                             for f in chain})
    cards = {p["id"]: p["kept_card"] for p in rules_view["players"]}
    return {
        "partners": [{"name": partner,
                      "fields": [(f["index"], f["name"]) for f in fields
                                 if f["owner"] == partner],
                      "card": cards.get(partner, False)}
                     for partner in offerable["players"]],
        "give_fields": [(f, fields[f]["name"]) for f in give],
        "card": offerable["card"],
        "max_money": offerable["max_money"],
    }


def stake_form(rules_view: View) -> dict[str, Any] | None:
    """What WesternPoly's stake form offers (None when there is nothing to stake on)."""
    stake = rules_view.get("may_stake")
    if not stake or not stake["fields"]:
        return None
    fields = rules_view["fields"]
    return {"fields": [(f, fields[f]["name"]) for f in stake["fields"]], "max": stake["max"]}


def forms(rules_view: View, me: str) -> list[dict[str, Any]]:
    """WesternPoly's own forms: a trade offer, then a stake, each when possible now."""
    trade, stake = trade_form(rules_view, me), stake_form(rules_view)
    return [*([{"template": "_trade_westernpoly.html", **trade}] if trade else []),
            *([{"template": "_stake_westernpoly.html", **stake}] if stake else [])]


def form_command(form: Mapping[str, list[str]]) -> str | None:
    """The command a posted trade or stake form stands for (None: neither)."""
    kind = _posted(form, "kind", "pick")
    if kind == "offer":
        give = _bundle(form.get("give_field", []), "give_card" in form, _posted(form, "give_money"))
        get = _bundle(form.get("get_field", []), "get_card" in form, _posted(form, "get_money"))
        return f"offer {_posted(form, 'to')} give {give} get {get}"
    if kind == "stake":
        return f"stake ${_amount(_posted(form, 'amount'))} on {_posted(form, 'field')}"
    return None


def _bundle(fields: list[str], card: bool, money: str) -> str:
    """One side of a trade in the rules' words: '3, 11, card, $500' or 'nothing'."""
    items = [f.strip() for f in fields if f.strip()]
    if card:
        items.append("card")
    if _amount(money):
        items.append(f"${_amount(money)}")
    return ", ".join(items) if items else "nothing"


def _amount(text: str) -> int:
    """A whole number of dollars from a form ('' or junk: 0; the rules judge the rest)."""
    return numbers.whole_or(text.replace(" ", "").replace("$", ""), 0, digits=12)


def _posted(form: Mapping[str, list[str]], name: str, default: str = "") -> str:
    """The first value of a posted field, stripped (`default` when absent)."""
    values = form.get(name)
    return values[0].strip() if values else default


def offer_lines(rules_view: View, lang: str) -> list[str]:
    """WesternPoly's open trade offers in words."""

    def side(bundle: BundleView) -> str:
        # the object of "dává" / "chce" (the accusative), its number after the name as the
        # other lists print it: "chce Nocležnu „Poslední míle“ (9)", never "chce 9. Nocležnu"
        # (review 49: a number before the name reads as an ordinal)
        items = [f"{object_title(f, lang)} ({f})" for f in bundle["fields"]]
        if bundle["card"]:
            items.append(WORDS.say(lang, "trade_card"))
        if bundle["money"]:
            items.append(money(bundle["money"], lang))
        return ", ".join(items) or tr(lang, "nothing")

    you = rules_view.get("you")

    def who(name: str) -> str:  # the reader reads of themself as "you" (review 6)
        return _YOU_NOMINATIVE[lang == "cs"] if name == you else name

    return [WORDS.say(lang, "offer_line", id=o["id"], frm=who(o["from"]), to=who(o["to"]),
                      give=side(o["give"]), get=side(o["get"]))
            for o in rules_view.get("offers", ())]


_CARDS = {"en": ("card", "cards"), "cs": ("kartu", "karty", "karet")}


def absence_lines(state: Any, events: Sequence[Mapping[str, Any]], reader: str,
                  lang: str) -> list[str]:
    """A long absence told by its effect on the reader: the cards the bot bought and sold for
    them (each by name), and what they hold now; the events list shows only the last few."""
    def names(kind: str) -> tuple[list[str], int]:
        mine = [e.get("data", {}) for e in events
                if e.get("kind") == kind and e.get("data", {}).get("player") == reader]
        # the object of "koupil" / "prodal": the accusative, a title in its quotes
        return [field_object(d["field"], lang) for d in mine], sum(d.get("amount", 0)
                                                                   for d in mine)
    cs = lang == "cs"
    lines = []
    for kind, verb in (("bought", ("bought for you", "za tebe koupil")),
                       ("sold", ("sold for you", "za tebe prodal"))):
        fields, total = names(kind)
        if fields:
            # a count only of several: "(1 kartu za …)" says again what the name said
            many = f"{counted(len(fields), _CARDS[lang], lang)} " if len(fields) > 1 else ""
            lines.append(f"{'Robot' if cs else 'The bot'} {verb[cs]}: {join(fields, lang)} "
                         f"({many}{'za ' if cs else 'for '}{words_money(total, lang)}).")
    if lines and state is not None and reader in state.players:
        seat = state.players.index(reader)
        owned = sum(1 for o in state.owner if o == seat)
        cash = words_money(state.cash[seat], lang)
        lines.append(f"Teď máš v hotovosti {cash} a vlastníš "
                     f"{counted(owned, _CARDS[lang], lang)}." if cs else
                     f"You now have {cash} in cash and own {counted(owned, _CARDS[lang], lang)}.")
    return lines


# what a cut list of events left out of the reader's own holdings (conv40: a standing order
# bought for 57 rounds and the turn mail showed 5 of them), a list after a colon: no verb, so
# neither the reader's gender nor a case is needed; the turns are those the list does not show
# (cz47: "mezi vynechanými tahy" read as turns the player missed)
_LEFT_OUT = {"bought": ("Your purchases in the turns not listed here",
                        "Tvoje nákupy v tazích, které tu nejsou vypsané"),
             "sold": ("Your sales in the turns not listed here",
                      "Tvoje prodeje v tazích, které tu nejsou vypsané")}


def left_out_lines(events: Sequence[Mapping[str, Any]], reader: str, lang: str) -> list[str]:
    """The cards the reader bought and sold in `events`, which a mail's list left out."""
    lines = []
    for kind, heading in _LEFT_OUT.items():
        mine = [e.get("data", {}) for e in events
                if e.get("kind") == kind and e.get("data", {}).get("player") == reader]
        if mine:
            # a count only of several: "(1 kartu za …)" says again what the name said
            many = f"{counted(len(mine), _CARDS[lang], lang)} " if len(mine) > 1 else ""
            total = words_money(sum(d.get("amount", 0) for d in mine), lang)
            lines.append(f"{heading[lang == 'cs']}: {join([field_name(d['field'], lang) for d in mine], lang)} "
                         f"({many}{'za' if lang == 'cs' else 'for'} {total}).")
    return lines


# The questions this game answers itself (question_lines), tried before the shell's topics
# (mailroom.questions), the first that fits: folded words, Czech with and without diacritics,
# everyday forms ("prodám", "prodej", "zastavit")
QUESTION_TOPICS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern)) for name, pattern in (
        # ("zastavit" alone also stops a game or mail: a pledge is of a field, or the noun)
        ("mortgage", r"\b(?:zastav\w* (?:\w+ )?(?:pole|kart\w*|pozem\w*)|zastav[auy]|zastavou|"
                     r"hypot\w*|mortgag\w*|pujc\w*|loan\w*|uver\w*)\b"),
        ("sell", r"\b(?:prodat|prodam|prodej\w*|prodav\w*|prodan\w*|sell\w*|sale|sold)\b"),
        ("offer", r"\b(?:nabid\w*|nabiz\w*|obchod\w*|vymen\w*|offer\w*|trade\w*|deal|swap\w*|"
                  r"prijmout|prijmu|odmitnout|odmitnu|accept\w*|declin\w*|stahnout)\b"),
        ("undo", r"\b(?:zpet|zpatky|vratit|odvolat|undo|take (?:\w+ )?(?:move |it |that )?back|"
                 r"zrusit (?:muj |svuj )?tah|cancel (?:my |a )?(?:move|bid)|"
                 r"zmenit (?:muj |svuj )?tah|change (?:my )?(?:move|bid|card))\b"),
        ("stars", r"\b(?:hvezd\w*|zlatou|golden|star|stars|stavet|postavit|stavim|build\w*|"
                  r"house\w*|hotel\w*|domk\w*|domy|upgrad\w*)\b"),
        ("buy", r"\b(?:koupit|koupim|kupuj\w*|kupovat|kup|buy\w*|purchas\w*)\b"),
        ("roll", r"\b(?:hodit|hodim|hazet|hazi|kostk\w*|roll\w*|dice|throw)\b"),
    ))


def question_topics() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The topics of a player's question this game answers itself (see question_lines)."""
    return QUESTION_TOPICS


def question_lines(topic: str, view: View, lang: str) -> list[str] | None:
    """A question of `topic` (mailroom.questions) answered for the reader of `view`, with an
    example from their game: a field they own and its price, a player to offer to, the number
    of an offer open to them; None: a topic the game has no answer of its own for."""
    you = view.get("you")
    owned = [f for f in view["fields"] if you is not None and f["owner"] == you]
    if topic in ("sell", "mortgage"):
        lines = [WORDS.say(lang, "ask_mortgage")] if topic == "mortgage" else []
        starred = {f["chain"] for f in owned if f["stars"]}
        plain = [f for f in owned if f["chain"] not in starred]
        if plain:
            best = max(plain, key=lambda f: f["price"])
            lines.append(WORDS.say(lang, "ask_sell", field=best["index"], name=best["name"],
                                   price=money(best["price"], lang)))
        else:
            lines.append(WORDS.say(lang, "ask_sell_nothing") if not owned
                         else WORDS.say(lang, "ask_sell_stars"))
        if plain and starred:
            lines.append(WORDS.say(lang, "ask_sell_stars"))
        return lines
    if topic == "offer":
        lines = [WORDS.say(lang, "ask_offer", example=_offer_example(view, owned, lang))]
        to_you = [o["id"] for o in view["offers"] if o["to"] == you]
        yours = [o["id"] for o in view["offers"] if o["from"] == you]
        lines.append(WORDS.say(lang, "ask_offer_answer", offer=to_you[0]) if to_you
                     else WORDS.say(lang, "ask_offer_answer_none"))
        if yours:
            lines.append(WORDS.say(lang, "ask_offer_withdraw", offer=yours[0]))
        return [*lines, WORDS.say(lang, "ask_offer_any_time")]
    if topic in ("buy", "stars", "roll"):
        return [WORDS.say(lang, f"ask_{topic}")]
    return None


def _offer_example(view: View, owned: list[FieldView], lang: str) -> str:
    """An offer the reader could write now: to another player still in the game, a field of
    theirs for money, or money for a field of the other's, or money alone."""
    others = [p["id"] for p in view["players"] if p["id"] != view.get("you") and p["alive"]]
    other = others[0] if others else "Bob"
    theirs = [f for f in view["fields"] if f["owner"] == other and not f["stars"]]
    words = {"en": ("OFFER", "GIVE", "GET", "nothing"), "cs": ("NABÍZÍM", "DÁM", "ZA", "nic")}
    offer, give, get, nothing = words["cs" if lang == "cs" else "en"]
    mine = [f for f in owned if not f["stars"]]
    if mine:
        given, wanted = str(mine[0]["index"]), words_money(mine[0]["price"], lang)
    elif theirs:
        given, wanted = words_money(theirs[0]["price"], lang), str(theirs[0]["index"])
    else:
        given, wanted = words_money(500, lang), nothing
    return f"{offer} {other} {give} {given} {get} {wanted}"


# what players call the game besides its name (review 16: an organizer's "jak si vede ten
# Divoký západ?", "A ještě ta jednadvacetšestka, jak dlouho trvala?"), over folded text
CALLED = frozenset({r"(?<!\w)divok\w* zapad", r"(?<!\w)western"})


STATE_TOPICS = frozenset({"holding", "owns"})
"""What WesternPoly answers of a player's question of its state: a player's cash, fields (with
their stars) and wealth, all on the board for everyone; who leads is the shell's (wealth)."""

_ASKED_CASH = re.compile(r"penez|penize|penezich|hotovost|cash|money|dolar|\$|prachu|prachy")
_ASKED_FIELDS = re.compile(r"\bpol[ei]?\b|\bpoli\b|\bkart|\bfield|\bcards?\b|vlastn|\bown|"
                           r"\bco (?:vsechno )?(?:mam|ma)\b|\bwhat (?:do i|does \w+) have")
_ASKED_STARS = re.compile(r"hvezd|\bstars?\b|golden|zlat")
_ASKED_WEALTH = re.compile(r"majet|wealth|worth|\bcelkem\b|in total|\bbod|point|skore|score")


def state_lines(topic: str, view: View, reader: str, about: str | None, asked: str,
                lang: str) -> list[str] | None:
    """A question of what a player has (cash, fields, stars, wealth) answered from the board."""
    player = about or reader
    seat = next((p for p in view["players"] if p["id"] == player), None)
    if seat is None:
        return None
    own = "you" if player == reader else "other"
    if not seat["alive"]:
        return [WORDS.say(lang, "ask_out", player=player)]
    cash, fields = _ASKED_CASH.search(asked), _ASKED_FIELDS.search(asked)
    stars, wealth = _ASKED_STARS.search(asked), _ASKED_WEALTH.search(asked)
    said = []
    tell_cash = bool(cash or topic == "owns" and not (stars or wealth)
                     or not (fields or stars or wealth))
    tell_fields = bool(fields or stars or topic == "owns" or not (cash or wealth))
    if tell_cash:  # with the fields in one sentence ("Máš 1 250 $ a vlastníš …")
        said.append(WORDS.say(lang, f"ask_cash_{own}", player=player,
                              cash=money(seat["cash"], lang)) if not tell_fields else
                    _fields(view, seat["owns"], player, own, lang, money(seat["cash"], lang)))
    elif tell_fields:
        said.append(_fields(view, seat["owns"], player, own, lang))
    if stars and own == "you":
        said.append(WORDS.say(lang, "ask_stars_you",
                              n=sum(o["stars"] for o in seat["owns"] if o["stars"] < GOLDEN)))
    if wealth:
        said.append(WORDS.say(lang, f"ask_wealth_{own}", player=player,
                              wealth=money(seat["wealth"], lang)))
    return said


def _fields(view: View, owned: Sequence[OwnedView], player: str, own: str,
            lang: str, cash: str = "") -> str:
    """The fields a player owns, by name and number, with their stars (after their `cash`),
    as the object of "vlastníš" (the accusative, "vlastníš Nocležnu „Poslední míle“ (9)")."""
    names = {f["index"]: f"{object_title(f['index'], lang)} ({f['index']})"
             for f in view["fields"]}
    listed = [WORDS.say(lang, "ask_field_golden", field=names[o["field"]]) if o["stars"] >= GOLDEN
              else WORDS.say(lang, "ask_field_stars", field=names[o["field"]], n=o["stars"])
              if o["stars"] else names[o["field"]] for o in owned]
    with_cash = "ask_cash_" if cash else "ask_"
    if not listed:
        return WORDS.say(lang, f"{with_cash}no_fields_{own}", player=player, cash=cash)
    return WORDS.say(lang, f"{with_cash}fields_{own}", player=player, fields=listed, cash=cash)
