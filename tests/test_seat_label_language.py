"""A robot's seat is named in the reader's words (issue 42: "Robot Karel (bot)" was English in
every Czech mail and page): at a table of Czech and English players, the Czech reader meets
"Robot Karel", the English one "Robot Karel (bot)", in mails, the page and the CLI alike."""

from __future__ import annotations

import re
import tempfile
from datetime import timedelta
from pathlib import Path

import pytest

from bench.mail_games import SECRET, SETTINGS, Clock, Outbox, Secrets, _to
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.records.seats import JOINED, Seat
from functions.storage.sqlite import SqliteStore

JANA, ANN = "jana@example.org", "ann@example.org"
TIMING = {"deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []}


def _text(mail) -> str:
    return mail.get_body(("plain",)).get_content()


@pytest.fixture(scope="module", params=["westernpoly", "goofspiel"])
def played(request):
    """A Czech game of Jana (cs), Ann (en) and a robot, some rounds in, and every mail."""
    with tempfile.TemporaryDirectory() as tmp:
        store = SqliteStore(Path(tmp) / "pbm.sqlite3")
        clock, outbox = Clock(), Outbox()
        service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
        postman = Postman(store, outbox, SETTINGS, SECRET, clock)
        game = service.create(request.param, [PlayerSpec("Jana Nováková", JANA, "cs"),
                                               PlayerSpec("Ann Lee", ANN, "en"),
                                               PlayerSpec("", "", "cs", bot="random")],
                              JANA, options={"lang": "cs", **TIMING}, start=True)
        postman.deliver_pending()
        for _ in range(6):
            record = service.record(game.id)
            for waited in record.waited:
                seat = record.seat(waited)
                view = service.view(game.id)
                moves = view.rules.choices(view.state, seat.player) or [
                    m for m in view.rules.legal_moves(view.state, seat.player)
                    if m.text != "resign"]
                service.submit(game.id, seat.email, moves[0].text, source="web")
            clock.moment += timedelta(minutes=1)
            postman.deliver_pending()
        yield service, game.id, outbox.sent
        store.close()


def test_the_czech_reader_meets_the_robot_in_czech(played):
    _, _, sent = played
    czech = [_text(m) for m in sent if _to(m) == JANA]
    assert czech and any("Robot Karel" in text for text in czech)
    for text in czech:
        assert "(bot)" not in text and not re.search(r"\bbots?\b", text), text


def test_the_page_names_the_robot_in_the_page_language(played):
    from functions.web.pages import player_rows  # the table of players a page shows

    service, game_id, _ = played
    record = service.record(game_id)
    czech = [row.name for row in player_rows(record, None, "cs")[1]]
    english = [row.name for row in player_rows(record, None, "en")[1]]
    assert "Robot Karel" in czech and "Robot Karel (bot)" in english


@pytest.mark.parametrize(("name", "lang", "shown"), [
    ("Robot Karel", "cs", "Robot Karel"),
    ("Robotka Helena", "cs", "Robotka Helena"),
    ("Robot Karel", "en", "Robot Karel (bot)"),
    ("Karel", "cs", "Karel (robot)"),  # a name that does not say it is a robot
    ("Karel", "en", "Karel (bot)"),
])
def test_a_robot_seat_is_labelled_in_the_reader_s_language(name, lang, shown):
    seat = Seat(seat="p3", name=name, email="", status=JOINED, bot="random")
    assert seat.shown(lang) == shown
    assert Seat(seat="p1", name="Jana", email=JANA).shown(lang) == "Jana"
