"""The news a snapshot keeps for the players' mail (functions/service/news.py): what they tell
is what the log tells, through random games of both rules on both stores' snapshot policies,
and a snapshot whose news were changed is not trusted."""

from __future__ import annotations

import json
import random

import pytest

import rules
from functions.service import GameService, PlayerSpec
from functions.service.ledger.news import MAX_STEPS, News, extend
from functions.service.ledger.snapshot import Snapshot, seal
from functions.service.records.game import GameRecord
from functions.service.records.moves import AUTO_SOURCE, LogEntry
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing
from functions.storage.sqlite import SqliteStore

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cyril", "cyril@example.org", "cs")]
GAMES = {"1926": {"lang": "en"}, "westernpoly": {"lang": "en", "max_rounds": 6}}


def _from_log(service: GameService, game_id: str, player: str) -> list[dict]:
    view = service.view(game_id)
    return service.reader.events_since_own_move(view.rules, view.game, player)


@pytest.mark.parametrize("every", [1, SqliteStore.snapshot_every])
@pytest.mark.parametrize("rules_id", sorted(GAMES))
def test_the_news_tell_what_the_log_tells_after_every_move(tmp_path, clock, fake_secrets,
                                                          rules_id, every):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    store.snapshot_every = every  # DynamoDB's policy (1) and SQLite's
    service = GameService(store, clock, fake_secrets)
    game_id = service.create(rules_id, PLAYERS, "org@example.org", options=GAMES[rules_id],
                             start=True).id
    rng, game, checked = random.Random(7), rules.get(rules_id), 0
    for number in range(60):
        view = service.view(game_id)
        if view.game.status != "running":
            break
        fresh = GameService(store, clock, fake_secrets)  # nothing cached: from the stored game
        for reader in (service, fresh):
            stored = reader.reader.load(game_id)
            told = reader.reader.news(game, stored)
            if not view.game.moves:  # no snapshot before the first entry: nothing to tell
                continue
            assert told is not None and told.seq == view.game.moves
            for seat in view.game.seats:
                since = told.events_since_own_move(seat.player)
                if since is not None:
                    assert since == _from_log(service, game_id, seat.player), (number, seat)
                    checked += 1
                last = max((e.version for e in view.log if e.player == seat.player
                            and e.source != AUTO_SOURCE), default=0)
                if told.knows(seat.player):
                    assert not told.decided_since(seat.player, last)
                    assert told.decided_since(seat.player, last - 1) or not last
        seat = view.game.seat(view.game.to_move)
        moves = [m for m in game.legal_moves(view.state, seat.player) if m.text != "resign"]
        service.submit(game_id, seat.email, rng.choice(moves).text,
                       version=view.game.version, source=rng.choice(["email", "web"]))
    assert checked > 20
    store.close()


def test_news_past_their_bound_say_they_no_longer_know(tmp_path, clock, fake_secrets):
    service = GameService(SqliteStore(tmp_path / "pbm.sqlite3"), clock, fake_secrets)
    record = service.create("1926", PLAYERS, "org@example.org", start=True)
    assert [s.player for s in record.seats] == ["Ann", "Bob", "Cyril"]
    news = News()
    steps = [(_entry(seq, "Bob"), [{"kind": "x", "text": "", "data": {}}])
             for seq in range(1, MAX_STEPS + 10)]
    news = extend(news, record, steps)
    assert len(news.steps) == MAX_STEPS and news.first == 10
    assert news.events_since_own_move("Ann") is None  # Ann never decided: it began before
    assert news.events_since_own_move("Bob") == []  # Bob decided last


def test_a_snapshot_whose_news_were_changed_is_not_trusted():
    news = News.of(3, 1, [(3, ({"kind": "x", "text": "t", "data": {}},))], {"Ann": (3, 3)})
    text = news.to_json()
    kept = Snapshot(3, 3, "h", "{}", seal("g", 3, 3, "h", "{}", text), text)
    assert kept.intact("g") and kept.recent() == news
    assert Snapshot.from_json(kept.to_json()) == kept  # stored and read back
    head, _, steps = text.partition("\n")
    forged = json.loads(head)
    forged["decided"]["Ann"] = [1, 1]
    changed = Snapshot(3, 3, "h", "{}", kept.hash, json.dumps(forged) + "\n" + steps)
    assert changed.recent() is not None  # readable, but not what was sealed
    assert not changed.intact("g")


def _entry(seq: int, player: str):
    from functions.service.records.moves import LogEntry

    return LogEntry(seq=seq, player=player, text="m", source="web", at="2026-01-01T00:00:00Z",
                    prev="", hash=f"{seq:064x}", version=seq)


def test_an_answer_to_a_request_names_the_read_backs_its_mail_may_carry(tmp_path, clock,
                                                                       fake_secrets):
    from functions.service import Notice
    from functions.service.records.notifications import Kind

    service = GameService(SqliteStore(tmp_path / "pbm.sqlite3"), clock, fake_secrets)
    game_id = service.create("1926", PLAYERS, "org@example.org", start=True).id
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    move = view.rules.legal_moves(view.state, seat.player)[0].text
    moved = service.submit(game_id, seat.email, move, version=view.game.version,
                           source="email")
    version = moved.entries[0].version
    other = next(s for s in view.game.seats if s.seat != seat.seat)
    answers = service.notify(game_id, "mail-1", [Notice(Kind.BOARD, seat.seat),
                                                 Notice(Kind.BOARD, other.seat)])
    mailed = {n.seat: n.payload.get("mailed") for n in answers}
    assert mailed[seat.seat] == [[version, moved.entries[0].at]]
    assert mailed[other.seat] is None  # they have moved by mail not at all


def test_news_read_back_from_json_write_the_same_text_before_and_after_a_step():
    events = ({"kind": "paid", "text": "Řeřicha zaplatil, \"ó\" ] [", "data": {"a": [1, {}]}},)
    news = News.of(7, 5, [(5, events), (6, ()), (7, events + events)],
                   {"Ann": (6, 3), "Bob": (6, 3)}, {"Ann": ((3, "2025-05-01T12:00:00.000Z"),)})
    text = news.to_json()
    again = News.from_json(text)
    assert again == news and again.to_json() == text
    record = GameRecord(
        id="g1", rules="toy", title="A game", options={}, organizer="org@example.org",
        public=False, timing=Timing(), seating="given", seed="00" * 32,
        seed_commitment="ab" * 32,
        created_at="2025-05-01T12:00:00.000Z", version=4, moves=8, order=("Ann", "Bob"),
        seats=(Seat("p1", "Ann", "ann@example.org", "en", "joined", "Ann", mailed_seq=7),
               Seat("p2", "Bob", "bob@example.org", "en", "joined", "Bob", mailed_seq=7)))
    entry = LogEntry(seq=8, player="Ann", text="move", source="web", at="2025-05-01T12:00:00.000Z",
                     prev="7" * 64, hash="8" * 64, version=4)
    on = extend(again, record, [(entry, events)])  # the steps read back, one step written
    assert on.to_json() == extend(news, record, [(entry, events)]).to_json()
    # step 5: both decided after it (the step of a decision stays: a mail told up to just
    # before it tells it), and were mailed after it
    assert on.steps == news.steps[1:] + ((8, events),)
    assert on.events_since_own_move("Bob") == list(events + events + events)
    # a player last mailed before step 5 still needs it (their summary, their game-over mail)
    unmailed = record.with_seat(Seat("p2", "Bob", "bob@example.org", "en", "joined", "Bob",
                                     mailed_seq=4))
    assert extend(news, unmailed, [(entry, events)]).steps == news.steps + ((8, events),)
    assert extend(news, unmailed, [(entry, events)]).events_since(4) == [
        {**event, "seq": seq} for seq, step in (*news.steps, (8, events)) for event in step]


def test_news_stored_before_their_steps_were_texts_read_the_same():
    events = ({"kind": "paid", "text": "Žluťoučký kůň zaplatil", "data": {"amount": 200}},)
    news = News.of(7, 5, [(5, events), (6, ()), (7, events)], {"Ann": (6, 3)},
                   {"Ann": ((3, "2025-05-01T12:00:00.000Z"),)})
    older = json.dumps({"seq": 7, "first": 5, "steps": [[5, list(events)], [6, []],
                                                        [7, list(events)]],
                        "decided": {"Ann": [6, 3]},
                        "mailed": {"Ann": [[3, "2025-05-01T12:00:00.000Z"]]}},
                       ensure_ascii=False, separators=(",", ":"))
    assert News.from_json(older) == news
    assert News.from_json(older).events_since_own_move("Ann") == list(events)


def test_news_whose_steps_do_not_match_their_marks_are_refused():
    text = News.of(2, 1, [(1, ()), (2, ({"kind": "x", "text": "t", "data": {}},))]).to_json()
    with pytest.raises(ValueError):
        News.from_json(text[:-1])
