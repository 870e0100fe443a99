"""A turn mail asks two questions (buy the field you stand on? take trade offer N?) and the
reply speaks of the offer's price ("Beru, 2500 za chatrč je fér.", "Ani náhodou, to je málo."):
its yes or no answers the offer, never the purchase (review 13, blind round: two misplays)."""

from __future__ import annotations

import pytest
from mail_table import ANN, BOB, CID, first_choice, open_table

from functions.service import PlayerSpec

PEOPLE = {"cs": ["Jana Nováková", "Jan Novák", "Petra Malá"], "en": ["Ann Lee", "Bob Day", "Cid Roe"]}


def _both_waiting(t):
    """Play until Bob owns a field and stands to buy another; Cid then offers $2500 for it."""
    bob = t.record().seat_of(BOB)
    for _ in range(200):
        view = t.service.view(t.game.id)
        state, record = view.state, t.record()
        at = state.players.index(bob.player)
        owned = [f for f, owner in enumerate(state.owner) if owner == at]
        if record.to_move == bob.seat and owned and state.buy_pending:
            cid = record.seat_of(CID)
            t.service.submit(t.game.id, cid.email, f"offer {bob.name} give $2500 get {owned[0]}",
                             source="web")
            t.deliver()
            return owned[0]
        first_choice(t)
        t.deliver()
    raise AssertionError("no deal where both wait")


@pytest.mark.parametrize("lang, said, meant", [
    ("cs", "Beru, 2500 je fér.", "accept"),
    ("cs", "Jo, za 2500 je to fér.", "accept"),
    ("cs", "Ani náhodou, to je málo.", "decline"),
    ("en", "Deal, $2500 is fair.", "accept"),
    ("en", "No way, that's too little.", "decline"),
])
def test_a_yes_or_no_about_the_price_answers_the_offer(lang, said, meant):
    people = [PlayerSpec(n, a, lang) for n, a in zip(PEOPLE[lang], (ANN, BOB, CID), strict=True)]
    with open_table(players=people) as t:
        _both_waiting(t)
        before = t.log(BOB)
        t.reply(BOB, said)
        new = t.log(BOB)[len(before):]
        assert not any(m in ("buy", "pass") for m in new), new
        assert f"{meant} 1" in new
