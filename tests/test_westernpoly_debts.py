"""A WesternPoly player in debt gets a numbered menu of sales to the bank, told whom they owe,
what they have and what is missing; "1" pays the debt by mail (issue 42)."""

from __future__ import annotations

import pytest

import rules
from bench.mail_games import first_option, play
from bench.mail_sizes import MAX_BYTES, max_lines, measure
from functions.render.games.westernpoly import board_context
from functions.render.menu import menu, pick
from functions.render.views import menu_json
from functions.service import PlayerSpec
from functions.web.moves import choices
from rules import CHANCE
from rules.westernpoly.moves import Sell, SellStars
from rules.westernpoly.text import summary_text

G = rules.get("westernpoly")
TOM, LUCIE = "Tom Hall", "Lucie Malá"


def _in_debt(stars: dict[int, int] | None = None, owns: tuple[int, ...] = (1, 3, 6, 12)):
    """Tom (1,000 $) throws onto Lucie's Banka with one star (rent 4,000 $): 3,000 $ missing."""
    s = G.new_game([TOM, LUCIE], {"lang": "cs"})
    owner, levels = list(s.owner), list(s.stars)
    for f in owns:
        owner[f] = 0
    owner[37] = owner[39] = 1
    levels[39] = 1
    for f, n in (stars or {}).items():
        levels[f] = n
    pos = (36, 0)
    cash = (1000, s.cash[1])
    s = s._replace(owner=tuple(owner), stars=tuple(levels), pos=pos, cash=cash,
                   bank=-sum(cash))
    s = G.apply(s, TOM, G.parse(s, TOM, "roll"))
    s = G.apply(s, CHANCE, G.parse(s, CHANCE, "throw 3"))
    assert s.debts and G.to_move(s) == TOM
    return s


def test_the_debtors_menu_puts_the_sale_that_covers_the_debt_for_least_first():
    s = _in_debt()
    assert G.choices(s, TOM) == [Sell(12), Sell(6), Sell(1), Sell(3)]
    assert G.choices(s, LUCIE) == []  # the creditor has nothing to decide
    labels = [item.label for item in menu(G, s, TOM, "cs")]
    assert labels[0] == "prodat Vlak za 3 000 $"
    assert [item.label for item in menu(G, s, TOM, "en")][0] == "sell Train for $3,000"


def test_option_one_pays_the_debt_and_the_creditor_is_named_in_the_dative():
    s = _in_debt()
    paid = G.apply(s, TOM, G.parse(s, TOM, pick(G, s, TOM, 1)))
    assert not paid.debts and paid.owner[12] == -1
    texts = [G.event_text(e, "cs") for e in paid.events]
    assert "Tom Hall splatil dluh 4 000 $ Lucii Malé za nájem na poli Banka „Železná pokladna“" \
        in texts  # and says what for (issue 42)


def test_stars_are_offered_only_as_many_as_the_debt_needs():
    # Tom's chain 1 has two stars on each field: half of 1,000 $ a star, 3,000 $ missing
    s = _in_debt(stars={1: 2, 3: 2}, owns=(1, 3))
    options = G.choices(s, TOM)
    assert SellStars(1, 2) in options and SellStars(1, 1) not in options
    assert all(not isinstance(m, Sell) for m in options)  # a starred chain: stars first


def test_the_debt_mail_says_whom_what_how_much_is_missing_and_how_to_raise_it():
    s = _in_debt()
    mine = summary_text(s, "cs", reader=TOM)
    # whom, how much and what for (issue 42: the rent and its field)
    why = "za nájem na poli Banka „Železná pokladna“"
    assert f"Dlužíš 4 000 $ Lucii Malé {why}. Máš 1 000 $, chybí ti 3 000 $." in mine
    assert "Dluhy:" not in mine  # told once, in the second person
    theirs = summary_text(s, "cs", reader=LUCIE)
    # the creditor reads of herself as "you" (review 6), a third player by her name
    assert "Tom Hall ti dluží 4 000 $" in theirs and "Dlužíš" not in theirs
    assert "Lucii" not in theirs
    assert "Tom Hall owes $4,000 to you" in summary_text(s, "en", reader=LUCIE)
    assert "Tom Hall dluží 4 000 $ Lucii Malé" in summary_text(s, "cs")
    mine_html = board_context(G.view(s, TOM), "cs")
    assert mine_html["your_debt"][0].startswith(
        f"Dlužíš 4 000 $ Lucii Malé {why}. Máš 1 000 $, chybí ti 3 000 $.")
    assert mine_html["debts"] == []
    theirs_html = board_context(G.view(s, LUCIE), "cs")
    assert [d.replace("\xa0", " ") for d in theirs_html["debts"]] == [
        f"Tom Hall ti dluží 4 000 $ {why}"]
    assert theirs_html["your_debt"] == []
    english = summary_text(s, "en", reader=TOM)
    assert ("You owe $4,000 to Lucie Malá for rent on Bank Železná pokladna. You have $1,000; "
            "$3,000 is missing. ") in english


PLAYERS = [PlayerSpec(TOM, "tom@example.org"), PlayerSpec(LUCIE, "lucie@example.org"),
           PlayerSpec("Petr Dvořák", "petr@example.org"), PlayerSpec("Mark Twain", "mark@example.org")]


@pytest.fixture(scope="module")
def by_mail():
    """A four-player game by mail in which every player answers every mail with "1"; with
    each reply, whether its writer was in debt."""
    in_debt: list[bool] = []

    def one(view, seat):
        in_debt.append(any(d.debtor == view.state.players.index(seat.player)
                           for d in view.state.debts))
        return "1" if menu_json(view) else first_option(view, seat)

    played = play("westernpoly", PLAYERS, {"lang": "cs", "max_rounds": 100, "decks": "classic"},
                  answer=one)
    return played, in_debt


def test_a_player_in_debt_sells_by_the_menu_by_mail(by_mail):
    played, in_debt = by_mail
    debt_mails = [m for m in played.mails
                  if "Dlužíš" in m.get_body(preferencelist=("plain",)).get_content()]
    assert debt_mails, "the game should put a player in debt"
    assert str(debt_mails[0]["Subject"]).startswith("Dlužíš ")  # what the game waits for
    body = debt_mails[0].get_body(preferencelist=("plain",)).get_content()
    assert "chybí ti" in body and "\n  1. prodat " in body
    assert all(measure(m).bytes <= MAX_BYTES and measure(m).lines <= max_lines("westernpoly")
               for m in debt_mails)  # the menu keeps the mail short (issue 39's limits)
    html = debt_mails[0].get_body(preferencelist=("html",)).get_content()
    assert "Dlužíš" in html and "chybí ti" in html  # the HTML part tells it too
    debts = [o for o, owing in zip(played.outcomes, in_debt, strict=True) if owing]
    assert debts and all(o.action == "played" and o.detail.startswith("prodat ")
                         for o in debts), [str(o) for o in debts]
    sales = [e for e in played.view.log if e.text.startswith("sell") and e.source == "email"]
    assert len(sales) == len(debts)  # each "1" of a debtor sold a card, nothing else did


def test_the_page_lists_the_debt_menu_first_in_its_order():
    s = _in_debt()
    listed = [c.text for c in choices(G, s, TOM, "cs")]
    assert listed[:4] == ["sell 12", "sell 6", "sell 1", "sell 3"]
    assert "resign" not in listed


def test_the_round_count_never_passes_the_limit():
    """The last board of a game that ends at its round limit shows that last round."""
    import random

    s, rng = G.new_game([TOM, LUCIE], {"lang": "cs", "max_rounds": 2}), random.Random(4)
    while G.to_move(s) is not None:
        who = G.to_move(s)
        moves = [m for m in G.legal_moves(s, who) if m.text != "resign"]
        s = G.apply(s, who, rng.choice(moves))
        assert G.view(s, None)["round"] <= 2
    assert G.view(s, None)["round"] == 2
    assert "WesternPoly — Kolo 2 ze 2" in G.board_text(s, "cs")


@pytest.mark.parametrize(("lang", "limit", "heading"), [
    ("cs", 14, "WesternPoly — Kolo 1 ze 14"), ("cs", 10, "WesternPoly — Kolo 1 z 10"),
    ("en", 8, "WesternPoly — Round 1 of 8"), ("en", 0, "WesternPoly — Round 1")])
def test_every_board_says_how_many_rounds_the_game_has(lang, limit, heading):
    """Review rev56: the round limit was first read in the game-over mail ("Hra dosáhla limitu
    8 kol"); the board of every mail, text and HTML, says "Kolo 3 ze 14" from the start."""
    s = G.new_game([TOM, LUCIE], {"lang": lang, "max_rounds": limit})
    assert G.board_text(s, lang).splitlines()[0] == heading
    assert board_context(G.view(s, TOM), lang)["heading"] == heading


def test_a_debtor_who_pastes_a_long_option_of_the_menu_sells_it():
    """The menu line itself, copied under a greeting ("prodat Nocležnu Poslední míle za
    2 400 $"), is the player's answer, though it is as long as a pasted piece of the mail."""
    pasted: list[str] = []

    def paste(view, seat):
        s = view.state
        if any(d.debtor == s.players.index(seat.player) for d in s.debts):
            items = menu(view.rules, s, seat.player, "cs")
            item = max(items, key=lambda i: len(i.label))
            pasted.append(item.label)
            return f"Ahoj,\n\n{item.label}\n\nDíky, Tom"
        return first_option(view, seat)

    played = play("westernpoly", PLAYERS, {"lang": "cs", "max_rounds": 100, "decks": "classic"},
                  answer=paste)
    assert pasted and max(len(p) for p in pasted) >= 40
    sales = [e for e in played.view.log if e.source == "email" and e.text.startswith("sell")]
    assert len(sales) == len(pasted)
