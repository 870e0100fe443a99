"""Oh Hell on the pages: each player's page shows their own cards and the trump, the
spectator's page no hand; no page, nor its replay at any step, names a card another player
holds or one not dealt (the history tells a card dealt to someone else as just that)."""

from __future__ import annotations

import re

from conftest import FakeClock, FakeSecrets
from test_ohhell_by_mail import _names_any
from web_events import SECRET, get

import rules
from functions.links import game_path, play_path
from functions.service import GameService, PlayerSpec
from functions.storage.sqlite import SqliteStore
from functions.web import create_app
from rules.ohhell.cards import deck

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]
GAME = rules.get("ohhell")


def _page(service: GameService, path: str, **query: str) -> str:
    app = create_app(service, SECRET, "https://games.example.org")
    response = app.resolve(get(path, query or None), None)
    assert response["statusCode"] == 200, path
    return response["body"]


def _hidden_from(state, log, reader: str | None) -> set[str]:
    """The cards `reader` may not know of now (None: a spectator): the hands of the others
    and the cards not dealt, but for every card played or turned up so far."""
    others = {c for i, hand in enumerate(state.hands) if state.players[i] != reader
              for c in hand}
    undealt = set(deck(state.suits, state.ranks)) - set(state.dealt)
    played = {e.text.split()[1] for e in log if e.text.startswith("play ")}
    turned = {hand.trump for hand in state.played} | ({state.trump} - {None})
    return (others | undealt) - played - turned


def test_each_page_shows_its_reader_what_they_may_see_and_no_more(tmp_path):
    store = SqliteStore(tmp_path / "oh.sqlite3")
    service = GameService(store, FakeClock(), FakeSecrets())
    game = service.create("ohhell", PLAYERS, "org@example.org", start=True, public=True,
                          options={"hands": "2,3", "ranks": "8", "seating": "given"})
    steps = 0
    while True:
        view = service.view(game.id)
        state, log = view.state, view.log
        paths = {p.name: play_path(SECRET, game.id, f"p{n}") for n, p in
                 enumerate(PLAYERS, start=1)}
        for reader, path in (*paths.items(), (None, game_path(game.id))):
            page = _page(service, path)
            hidden = _hidden_from(state, log, reader)
            assert _names_any(re.sub(r"<[^>]+>", " ", page), hidden) == set(), (reader, steps)
            if reader is not None and GAME.to_move(state) is not None:
                own = state.hands[state.players.index(reader)]
                assert all(card in page for card in own)  # the reader's own cards
        if steps == 2:  # the replay at every step tells the spectator nothing hidden
            for step in range(1, len(log) + 1):
                page = _page(service, game_path(game.id), step=str(step))
                assert _names_any(re.sub(r"<[^>]+>", " ", page),
                                  _hidden_from(state, log, None)) == set(), step
        player = GAME.to_move(state)
        if player is None:
            break
        email = next(p.email for p in PLAYERS if p.name == player)
        move = GAME.legal_moves(state, player)[0]
        service.submit(game.id, email, move.text, source="web")
        steps += 1
    assert GAME.result(service.view(game.id).state) is not None
    final = _page(service, game_path(game.id))
    assert "Game over" in final or "Konec hry" in final
