"""One game of Oh Hell by mail end to end through the local service: `pbm new ohhell` with a
person and two bots, every turn mail answered by `pbm mail-in` (the menu's number, the move in
Czech words, the canonical text) until the game-over mail. No mail Ann gets, nor `pbm show`,
names a card another player holds or one not dealt."""

from __future__ import annotations

import json
import re
from email import policy
from email.parser import BytesParser

import pytest
from test_mailroom_cli import answer, outbox, pbm

import rules
from functions import compose
from functions.settings import Settings
from rules.ohhell.cards import deck
from rules.ohhell.state import Bid

pytestmark = pytest.mark.usefixtures("pbm_home")

ANN = "ann@example.org"
GAME = rules.get("ohhell")
_MARK = {"C": "♣", "D": "♦", "S": "♠", "H": "♥"}


def _reply(to, body: str, number: int) -> bytes:
    """Ann's reply to a mail (its Message-ID plain ASCII whatever her words)."""
    mail = BytesParser(policy=policy.default).parsebytes(answer(to, f"reply {number}"))
    mail.set_content(body)
    return mail.as_bytes()


def _game(game_id: str):
    """The game's whole state now and its log (the test's own look behind the curtain)."""
    parts = compose.build(Settings.from_env())
    try:
        view = parts.service.view(game_id)
        return view.state, view.log
    finally:
        parts.close()


def _hidden(state, log, known: set[str]) -> set[str]:
    """The cards Ann may not know of now: the others' hands and the cards not dealt, but for
    those she has seen (played to a trick or turned up in any hand, or once her own)."""
    others = {c for i, hand in enumerate(state.hands) if state.players[i] != "Ann"
              for c in hand}
    undealt = set(deck(state.suits, state.ranks)) - set(state.dealt)
    played = {e.text.split()[1] for e in log if e.text.startswith("play ")}
    turned = {hand.trump for hand in state.played} | ({state.trump} - {None})
    return (others | undealt) - played - turned - known


def _names_any(text: str, cards: set[str]) -> set[str]:
    """The cards of `cards` that `text` names, as text (QH) or as printed (Q♥, 10♥)."""
    found = set()
    for card in cards:
        rank = "10" if card[0] == "T" else card[0]
        if re.search(rf"(?<![\w]){card}(?![\w])", text) or f"{rank}{_MARK[card[1]]}" in text:
            found.add(card)
    return found


def _words(state, move, answered: int) -> str:
    """Ann's answer, three ways in turn: the menu's number, her words, the canonical text."""
    if answered % 3 == 0:
        moves = GAME.choices(state, "Ann")
        numbers = GAME.menu_numbers(state, "Ann") or list(range(1, len(moves) + 1))
        return str(numbers[moves.index(move)])
    if answered % 3 == 1:  # "hraju 7H (srdcová sedma)" between lines of chatter
        return ("Ahoj, díky za pěknou hru!\n" + GAME.describe(state, move, "cs", reader="Ann")
                + "\nPříští týden budu dva dny pryč.\nAnn")
    return move.text


def test_a_game_of_oh_hell_by_mail_to_its_end(capsys, monkeypatch, pbm_home):
    code, out = pbm(capsys, "new", "ohhell", "--player", "Ann <ann@example.org>:cs",
                    "--bot", "strong", "--bot", "random", "--option", "hands=1,2,3",
                    "--option", "ranks=6", "--option", "seating=given", "--start")
    assert code == 0, out
    game_id = out.strip()
    answered, seen, known = 0, set(), set()
    for _ in range(60):
        state, log = _game(game_id)
        known |= set(state.hands[state.players.index("Ann")])
        new = [m for m in outbox(pbm_home) if str(m["Message-ID"]) not in seen
               and m["To"].addresses[0].addr_spec == ANN]
        seen |= {str(m["Message-ID"]) for m in new}
        hidden = _hidden(state, log, known)
        for mail in new:  # no mail tells Ann a card she may not know of
            body = "\n".join(mail.get_body((kind,)).get_content() for kind in ("plain", "html"))
            found = _names_any(str(mail["Subject"]) + body, hidden)
            assert found == set(), [body[max(0, body.find(c) - 300):body.find(c) + 80] for c in found]
        shown = pbm(capsys, "show", game_id)[1]
        assert _names_any(shown, hidden) == set()
        if answered == 2:  # mid-game, the export (the organizer's) withholds every deal
            exported = pbm(capsys, "export", game_id)[1]
            assert _names_any(exported, hidden) == set()
            withheld = [e for e in json.loads(exported)["log"] if e.get("sealed")]
            assert withheld and all("text" not in e for e in withheld)
        if GAME.to_move(state) is None:
            break
        assert GAME.to_move(state) == "Ann"
        turn = [m for m in new if ".your_turn." in str(m["Message-ID"])]
        assert turn, "Ann is to move and has her turn mail"
        text = turn[-1].get_body(("plain",)).get_content()
        assert "Tvoje karty:" in text and "Trumf:" in text
        assert f"Oh Hell, rozdání {state.number + 1}" in str(turn[-1]["Subject"])
        move = GAME.bots["greedy"].choose(state, "Ann", __import__("random").Random(answered))
        code, out = pbm(capsys, "mail-in", stdin=_reply(turn[-1], _words(state, move, answered),
                                                        answered), monkeypatch=monkeypatch)
        assert code == 0 and out.startswith("played"), out
        after, _ = _game(game_id)
        if isinstance(move, Bid):
            assert after.bids[0] == move.tricks or after.number > state.number
        answered += 1
    shown = json.loads(pbm(capsys, "show", game_id, "--json")[1])
    assert shown["status"] == "finished" and answered >= 3
    over = [m for m in outbox(pbm_home) if m["To"].addresses[0].addr_spec == ANN
            and ".game_over." in str(m["Message-ID"])]
    final = over[-1].get_body(("plain",)).get_content()
    # the export of the finished game shows every deal, and checks out against its seed
    exported = pbm(capsys, "export", game_id)[1]
    log = json.loads(exported)["log"]
    deals = [e for e in log if e.get("text", "").startswith("deal ")]
    assert all("text" in e for e in log)
    assert sum("salt" in e for e in deals) == len(deals) - 3  # all but the 3 trump cards
    (pbm_home / "export.json").write_text(exported, encoding="utf-8")
    code, out = pbm(capsys, "verify", str(pbm_home / "export.json"))
    assert code == 0, out
    assert "Oh Hell – konec hry" in final
    assert "3. rozdání, trumf" in final and "(hlášeno/uhráno)" in final
