"""Every text knows its reader (review 6): an event, open offer or debt shown to a player it
names, in any role (actor, recipient, proposer, creditor, stake holder, winner, a side of a
lapsed offer), says "you" / "ty", "tobě" in their own mail, never their name."""

from __future__ import annotations

import pytest

from rules.westernpoly.cards import CARDS
from rules.westernpoly.words import TEMPLATES, event_text

TOM, JANA = "Tomáš Hruška", "Jana Nováková"


def _data(kind: str, actor: str, other: str) -> dict:
    return {"player": actor, "owner": other, "to": other, "holder": other, "proposer": other,
            "players": [actor, other], "winners": [other], "offer": 1, "field": 1,
            "amount": 300, "count": 2, "dice": [3], "card": next(iter(CARDS)),
            "give": {"money": 100}, "get": {}, "reason": "expired"}


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("kind", sorted(TEMPLATES))
def test_an_event_naming_the_reader_says_you(kind, lang):
    about_jana = event_text(kind, _data(kind, TOM, JANA), lang, reader=JANA)
    assert "Novák" not in about_jana, about_jana
    by_jana = event_text(kind, _data(kind, JANA, TOM), lang, reader=JANA)
    assert "Novák" not in by_jana, by_jana


@pytest.mark.parametrize("reason", ["expired", "not_owned", "player_out", "starred_chain"])
def test_a_lapsed_offer_tells_each_side_its_own_way(reason):
    data = {"offer": 1, "reason": reason, "players": [TOM, JANA]}
    to_jana = event_text("trade_lapsed", data, "cs", reader=JANA)
    to_tom = event_text("trade_lapsed", data, "cs", reader=TOM)
    assert to_jana.startswith("Nabídka obchodu #1 pro tebe propadla"), to_jana
    assert to_tom.startswith("Tvoje nabídka obchodu #1 propadla"), to_tom
    assert "adresát" not in to_jana + to_tom
    if reason == "expired":
        assert to_jana.endswith("končíš tah bez odpovědi na ni"), to_jana
        assert JANA in to_tom, to_tom
    bystander = event_text("trade_lapsed", data, "cs", reader="Petr Dvořák")
    assert bystander.startswith("Nabídka obchodu #1 propadla"), bystander


def test_the_winner_reads_that_they_won():
    assert event_text("game_over", {"winners": [JANA]}, "cs", reader=JANA) == "Konec hry, vyhrála jsi"
    assert event_text("game_over", {"winners": [JANA, TOM]}, "en", reader=JANA) == \
        f"Game over: you and {TOM} won"


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_an_open_offer_on_the_board_names_its_reader_you(lang):
    import rules
    from rules.westernpoly.state import Bundle, Offer
    from rules.westernpoly.text import summary_text

    game = rules.get("westernpoly")
    s = game.new_game([TOM, JANA, "Petr Dvořák"], {"max_rounds": 40, "lang": lang})
    offer = Offer(s.next_offer, 0, 1, Bundle(money=100), Bundle(), s.turn_no)
    s = s._replace(offers=(offer,), next_offer=s.next_offer + 1)
    def offers(reader: str) -> str:  # the lines under "Open trades" (the table names everyone)
        return summary_text(s, lang, reader=reader).split("\n\n", 1)[1]

    to_jana, by_tom = offers(JANA), offers(TOM)
    assert "Novák" not in to_jana and "Hrušk" not in by_tom, (to_jana, by_tom)
    assert ("ti nabídl obchod #1" if lang == "cs" else "offers you trade #1") in to_jana
    assert ("Nabízíš obchod #1" if lang == "cs" else "You offered") in by_tom
    assert "Novák" in offers("Petr Dvořák")


@pytest.mark.parametrize("lang, told", [("cs", "Ty: malá v Praze"), ("en", "You: small Praha")])
def test_a_1926_placement_names_its_reader_you(lang, told):
    from rules.game1926.retell import REGION_NAMES, sentence

    region = next(r for r, name in REGION_NAMES.items() if name == "Praha")
    data = {"player": JANA, "size": "small", "region": region}
    assert sentence("placed", data, lang, reader=JANA) == told
    assert JANA in sentence("placed", data, lang, reader=TOM)
