"""A game is stored compact (schema 3, issue 14): every field at its schema-3 default is left
out, and reading fills it in, so the record read is the record written, whatever its seats
hold; schema-2 texts (every field spelt out) still read as the same game."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.records.game import GameRecord
from functions.service.records.seats import Seat
from functions.service.records.timing import Timing
from functions.service.store import Change, UnreadableRecord

V2 = sorted((Path(__file__).parent / "fixtures" / "records" / "v2").glob("*.json"))
STAMP = "2026-03-01T09:00:00.000Z"
NAMES = ("Anna", "Bedřich", "Cyril", "Dana", "Emil")


def _schema_2_text(record: GameRecord) -> str:
    """The text the schema-2 code stored for a record: every field, asdict's shape (the seal
    came later, within schema 3)."""
    fields = {k: v for k, v in dataclasses.asdict(record).items() if k != "seal"}
    return json.dumps(fields | {"schema": 2}, separators=(",", ":"), ensure_ascii=False)


def _running_1926(store, clock, fake_secrets) -> GameRecord:
    """A 5-player 1926 game a dozen moves in, as the service keeps it."""
    service = GameService(store, clock, fake_secrets)
    players = [PlayerSpec(n, f"{n.lower()}@example.org", "cs") for n in NAMES]
    game = service.create("1926", players, "org@example.org", start=True)
    rng = random.Random(3)
    for _ in range(12):
        view = service.view(game.id)
        seat = view.game.seat(view.game.to_move)
        legal = [m.text for m in service.rules_for("1926").legal_moves(view.state, seat.player)
                 if m.text != "resign"]
        clock.advance(hours=1)
        service.submit(game.id, seat.email, rng.choice(legal), version=view.game.version)
    return service.view(game.id).game


def test_a_running_game_stores_under_half_its_schema_2_text(sqlite_store, clock, fake_secrets):
    game = _running_1926(sqlite_store, clock, fake_secrets)
    text, old = game.to_json(), _schema_2_text(game)
    assert len(text.encode()) * 2 < len(old.encode())
    stored = json.loads(text)
    assert stored["schema"] == 3 and stored["timing"] == {}  # a new game's timing
    assert "ended_at" not in stored and "result" not in stored
    # the roster the seats give is stored as its salts alone (the chain binds salted digests)
    assert stored["roster"].keys() == {"chain", "sealed", "salts", "title_salt"}
    assert len(stored["roster"]["salts"]) == len(game.seats) + 1
    # each seat: who sits there and how far they are, its last mail (issue 42: a week without
    # one brings a summary), nothing at its default
    assert all(seat.keys() == {"seat", "name", "email", "lang", "status", "player", "mailed_at",
                               "mailed_seq"} for seat in stored["seats"])
    assert GameRecord.from_dict(stored) == game
    assert GameRecord.from_dict(json.loads(old)) == game  # the schema-2 text, read the same


@pytest.mark.parametrize("path", V2, ids=[p.stem for p in V2])
def test_a_game_stored_at_schema_2_reads_as_every_field_it_spelt_out(path):
    text = json.loads(path.read_text(encoding="utf-8"))["tables"]["games"][0]["data"]
    stored = json.loads(text)
    assert stored["schema"] == 2
    game = GameRecord.from_dict(stored)
    # every field it spelt out, and the fields that came later (issues 26, 31) at their defaults
    later = json.loads(_schema_2_text(game))
    assert later.pop("organizer_mail") is True
    assert later.pop("seats_given") == []  # (issue 33: the seats given within the hour)
    assert later.pop("waits") == []  # it waited for one seat at a time
    assert later.pop("extended") == []  # (issue 42: no extension kept for a turn then)
    # (cz47: since when a paused game is paused; the organizer's name for their greeting)
    assert (later.pop("paused_at"), later.pop("organizer_name")) == (None, "")
    assert [seat.pop("mail") for seat in later["seats"]] == ["all"] * len(later["seats"])
    # (issue 42: each seat's read-back setting and its last mail, not known then)
    assert [(seat.pop("readbacks"), seat.pop("mailed_at"), seat.pop("mailed_seq"))
            for seat in later["seats"]] == [(True, None, 0)] * len(later["seats"])
    # (conv22: news of the seat's own not yet told)
    assert [seat.pop("news_seq") for seat in later["seats"]] == [0] * len(later["seats"])
    # (conv29: the end of an absence not yet told)
    assert [seat.pop("away_over") for seat in later["seats"]] == [None] * len(later["seats"])
    # (brief seat52: no seat's change of hands untold)
    assert [seat.pop("holders_untold") for seat in later["seats"]] == [[]] * len(later["seats"])
    assert later == stored
    assert GameRecord.from_dict(json.loads(game.to_json())) == game
    assert len(game.to_json()) < len(text)


def test_a_stored_schema_3_game_with_a_field_it_does_not_know_is_refused(
        sqlite_store, clock, fake_secrets):
    stored = json.loads(_running_1926(sqlite_store, clock, fake_secrets).to_json())
    with pytest.raises(UnreadableRecord, match="game .* does not know: colour"):
        GameRecord.from_dict(stored | {"colour": "red"})
    seats = [stored["seats"][0] | {"mood": "happy"}, *stored["seats"][1:]]
    with pytest.raises(UnreadableRecord, match="stored seat .* does not know: mood"):
        GameRecord.from_dict(stored | {"seats": seats})
    with pytest.raises(UnreadableRecord, match="stored timing .* does not know: tempo"):
        GameRecord.from_dict(stored | {"timing": {"tempo": 3}})
    seats = [{k: v for k, v in stored["seats"][0].items() if k != "email"}, *stored["seats"][1:]]
    with pytest.raises(UnreadableRecord, match="stored seat .* no email"):
        GameRecord.from_dict(stored | {"seats": seats})


# ---- any record: what is left out is read back ------------------------------------------------

_text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8)
_stamp = st.sampled_from([STAMP, "2026-03-02T10:30:00.000Z"])


def _or_default(default, other):
    """The default half the time (a field left out), any other value the rest."""
    return st.one_of(st.just(default), other)


_seats = st.builds(
    Seat, seat=st.sampled_from(["p1", "p2"]), name=_text, email=_text,
    lang=st.sampled_from(["cs", "en"]),
    status=st.sampled_from(["invited", "joined", "declined", "resigned", "removed"]),
    player=_text, holder=_or_default(0, st.integers(1, 5)),
    every_move=st.booleans(),
    reminders=_or_default(None, st.lists(st.integers(0, 99), max_size=3).map(tuple)),
    timezone=_or_default(None, st.sampled_from(["UTC", "America/New_York"])),
    away_from=_or_default(None, _stamp), away_until=_or_default(None, _stamp),
    away_days=_or_default(0, st.integers(1, 30)), missed_turns=_or_default(0, st.integers(1, 9)),
    bot=_or_default(None, st.sampled_from(["random", "greedy", "strong"])),
    standing_orders=_or_default((), st.lists(st.tuples(_text, _text), max_size=3).map(tuple)),
    press_each=st.booleans(),
    muted=_or_default((), st.lists(st.sampled_from(["p1", "p2", "p3"]), max_size=2).map(tuple)),
    press_seen=_or_default(0, st.integers(1, 50)))
_timings = st.builds(
    Timing, deadline_hours=st.sampled_from([0, 48, 72]),
    reminder_hours=st.sampled_from([(), (24, 4), (4, 24), (12,)]),
    missed_turn=st.sampled_from(Timing.MISSED_TURN), remove_after=st.sampled_from([0, 3]),
    weekends=st.sampled_from(Timing.WEEKENDS), grace_hours=st.sampled_from([0, 6]),
    timezone=st.sampled_from(["Europe/Prague", "UTC"]), away_days=st.sampled_from([14, 0, 7]),
    away=st.sampled_from(Timing.AWAY))


@st.composite
def _games(draw) -> GameRecord:
    seats = tuple(dataclasses.replace(seat, seat=f"p{n}")
                  for n, seat in enumerate(draw(st.lists(_seats, min_size=1, max_size=6)), 1))
    game = GameRecord(
        id="g1", rules=draw(st.sampled_from(["1926", "westernpoly"])), title=draw(_text),
        options=draw(st.dictionaries(_text, st.integers() | _text, max_size=2)), seats=seats,
        organizer=draw(_text), public=draw(st.booleans()), timing=draw(_timings),
        seating=draw(st.sampled_from(["given", "drawn"])), seed="ab" * 32,
        seed_commitment="cd" * 32, created_at=STAMP,
        status=draw(st.sampled_from(["waiting", "running", "paused", "finished"])),
        version=draw(st.integers(0, 99)), order=tuple(s.player for s in seats)[:draw(
            st.integers(0, 6))], to_move=draw(_or_default(None, st.sampled_from(["p1", "p2"]))),
        moves=draw(st.integers(0, 99)), head=draw(st.sampled_from(["", "ef" * 32])),
        updated_at=draw(st.sampled_from(["", STAMP])),
        started_at=draw(_or_default(None, _stamp)), ended_at=draw(_or_default(None, _stamp)),
        waiting_since=draw(_or_default(None, _stamp)), deadline=draw(_or_default(None, _stamp)),
        result=draw(_or_default(None, st.just({"winners": ["Anna"], "scores": [3, 1]}))),
        reminded=draw(st.sampled_from([(), (24,), (24, 4)])), deadline_handled=draw(st.booleans()),
        resume_at=draw(_or_default(None, _stamp)), due_at=draw(_or_default(None, _stamp)),
        plays_on=draw(st.booleans()), press_mode=draw(st.sampled_from(["all", "public", "none"])),
        press_organizer=draw(st.booleans()))
    roster = draw(st.sampled_from(["none", "seats", "replaced"]))
    if roster == "seats":  # as chain.roster binds it at the start: left out
        game = dataclasses.replace(game, roster=chain.roster(game))
    elif roster == "replaced":  # a seat changed hands since the start: stored
        before = dataclasses.replace(game.seats[0], name=game.seats[0].name + "!")
        game = dataclasses.replace(game, roster=chain.roster(game.with_seat(before)))
    return game


@settings(max_examples=300, deadline=None)
@given(_games())
def test_any_game_reads_back_as_it_was_stored(game):
    text = game.to_json()
    stored = json.loads(text)
    assert GameRecord.from_dict(stored) == game
    assert text == GameRecord.from_dict(json.loads(text)).to_json()  # a stable text
    assert GameRecord.from_dict(json.loads(_schema_2_text(game))) == game
    assert ("roster" in stored) == (game.roster != chain.roster(game))


@pytest.mark.every_store
def test_a_compact_game_goes_through_each_store_as_it_was(store):
    seat = Seat("p1", "Ann", "ann@example.org", "en", "joined", "Ann", holder=2, every_move=True,
                reminders=(), away_from=STAMP, away_until="2026-03-09T09:00:00.000Z",
                standing_orders=(("sell", "never"),), muted=("p2",), press_seen=4)
    bot = Seat("p2", "Karel", "", "cs", "joined", "Karel", bot="strong")
    game = GameRecord(
        id="g1", rules="toy", title="A game", options={"target": 10}, seats=(seat, bot),
        organizer="org@example.org", public=False, timing=Timing(72, (24, 4), "autoplay"),
        seating="given", seed="00" * 32, seed_commitment="ab" * 32, created_at=STAMP,
        status="running", version=1, order=("Ann", "Karel"), to_move="p1", updated_at=STAMP)
    game = dataclasses.replace(game, roster=chain.roster(game))
    store.apply(Change(game, 0))
    assert store.load("g1").game == game
    assert store.games() == [game]
