"""Turn mails and the game-over mail within their targets at every game's largest table and
its longest game (issue 39): whole games by mail, every seat a person with a long Czech or English name answering with
a random option of their menu; every turn mail and every game-over mail is at most 25 KB as
sent (the whole raw message) and its text part at most the game's lines (issue 29: 60 for
WesternPoly, and for 1926 since review 55; 45 for the others)."""

from __future__ import annotations

import pytest

from bench.mail_sizes import LONGEST, MAX_BYTES, TABLES, max_lines, play_table
from functions.service.ledger import chain

# each game at its largest table, and at the table of its longest game where that is smaller
GAMES = [(rules_id, TABLES[rules_id][0]) for rules_id in sorted(TABLES)] + sorted(LONGEST.items())


@pytest.fixture(scope="module", params=GAMES, ids=[f"{g}-{n}" for g, n in GAMES])
def played(request):
    rules_id, seats = request.param
    played = play_table(rules_id, seats)
    assert played.players == seats
    return played


def test_the_game_was_played_to_its_end(played):
    assert played.status == "finished"
    assert played.largest("your_turn") is not None and played.largest("game_over") is not None


@pytest.mark.parametrize("kind", ["your_turn", "game_over"])
def test_every_mail_is_within_25_kb_and_45_text_lines(played, kind):
    mails = [m for m in played.mails if m.kind == kind]
    too_big = [(m.subject, m.bytes) for m in mails if m.bytes > MAX_BYTES]
    too_long = [(m.subject, m.lines) for m in mails if m.lines > max_lines(played.rules_id)]
    assert not too_big and not too_long, (too_big, too_long)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_six_seat_turn_mail_with_offers_waiting_stays_within_45_lines(lang, tmp_path):
    # review 7: a 6-seat WesternPoly turn mail with two offers ran to 46 lines; here two other
    # players offer the seat to move a trade before each turn (offers pile up), by the page
    from datetime import timedelta

    from bench.mail_games import ORGANIZER, SECRET, SETTINGS, Clock, Outbox, Secrets
    from bench.mail_sizes import measure
    from functions.mailroom.delivery import Postman
    from functions.service import GameService, PlayerSpec
    from functions.service.records.refusal import ServiceError
    from functions.storage.sqlite import SqliteStore

    store = SqliteStore(tmp_path / "pbm.sqlite3")
    clock, outbox = Clock(), Outbox()
    service = GameService(store, clock, Secrets(), key=chain.seal_key(SECRET))
    postman = Postman(store, outbox, SETTINGS, SECRET, clock)
    names = ["Jana Nováková", "Petr Dvořák", "Tomáš Hruška", "Lucie Malá", "Bedřich Novák",
             "Klára Veselá"]
    people = [PlayerSpec(n, f"p{i}@example.org", lang) for i, n in enumerate(names)]
    game = service.create("westernpoly", people, ORGANIZER, start=True, options={
        "lang": lang, "deadline_hours": 24, "missed_turn": "autoplay", "reminder_hours": []})
    postman.deliver_pending()
    waiting = 0
    try:
        for _ in range(40):
            view = service.view(game.id)
            seat = view.game.seat(view.game.to_move)
            for other in [s for s in view.game.seats if s.seat != seat.seat][:2]:
                try:
                    service.submit(game.id, other.email,
                                   f"offer {seat.player} give $100 get nothing", source="web")
                except ServiceError:  # three open offers of theirs already: enough
                    pass
            clock.moment += timedelta(minutes=5)
            postman.deliver_pending()
            view = service.view(game.id)
            waiting = max(waiting, len(view.rules.open_offers(view.state, seat.player)))
            choices = view.rules.choices(view.state, seat.player)
            if choices:
                service.submit(game.id, seat.email, choices[0].text, source="web")
            clock.moment += timedelta(hours=2)
            postman.deliver_pending()
    finally:
        store.close()
    turns = [measure(m) for m in outbox.sent if ".your_turn." in str(m["Message-ID"])]
    assert turns and waiting >= 2
    assert max(m.lines for m in turns) <= max_lines("westernpoly"), max(
        (m.lines, m.subject) for m in turns)
