"""Stored records carry a schema version, and what an older version of the service stored still
loads: the fixtures under tests/fixtures/records/v1/ are the rows a short 1926 and WesternPoly
game left in SQLite before records had versions, those under v2/ the rows of schema 2 (every
field of a game stored) (tests/fixtures/records/dump_records.py wrote them with the code of the
commit each file is named after). Today's code loads them from a SQLite file of that age and
from DynamoDB items of that shape, replays them and plays on."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

import rules
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.ledger.snapshot import Snapshot
from functions.service.records.forms import StoredForm, evolve
from functions.service.records.game import GAME_FORM, GameRecord
from functions.service.records.moves import LOG_FORM, LogEntry
from functions.service.records.notifications import Kind, Notification
from functions.service.records.talk import PressMessage
from functions.service.store import Change, StoreUnavailable, UnreadableRecord
from functions.storage.dynamodb import PRESS_PREFIX, _notification_item, move_item
from functions.storage.sqlite import SqliteStore
from tests.conftest import FakeClock, FakeSecrets

RECORDS = Path(__file__).parent / "fixtures" / "records"
FIXTURES = sorted(RECORDS.glob("v*/*.json"))  # every older version's, kept for ever
V1 = sorted(RECORDS.glob("v1/*.json"))
V2 = sorted(RECORDS.glob("v2/*.json"))
KEYS = {"games": "PRIMARY KEY (id)", "moves": "PRIMARY KEY (game_id, seq)",
        "outbox": "PRIMARY KEY (id)", "press": "PRIMARY KEY (game_id, seq)"}


def _fixture(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _old_sqlite_file(path: Path, dump: dict) -> None:
    """A database file as the older version left it: its tables with exactly the columns that
    version had (no `schema` column in `moves`), holding its rows."""
    db = sqlite3.connect(path)
    for table, rows in dump["tables"].items():
        columns = list(rows[0])
        db.execute(f"CREATE TABLE {table} ({', '.join(columns)}, {KEYS[table]})")
        db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(columns))})",
                       [tuple(row[c] for c in columns) for row in rows])
    db.commit()
    db.close()


def _old_dynamodb_items(store, dump: dict) -> None:
    """The same records as DynamoDB items of that version: the same JSON in `data`, log
    entries as attributes without `schema`."""
    game_row = dump["tables"]["games"][0]
    record = GameRecord.from_dict(json.loads(game_row["data"]))
    game_item = store._game_put(Change(game=record, expected_version=0))["Put"]["Item"]
    game_item["data"] = {"S": game_row["data"]}
    if game_row.get("snapshot"):
        game_item["snapshot"] = {"S": game_row["snapshot"]}
    items = [game_item]
    for row in dump["tables"]["moves"]:
        item = move_item(row["game_id"], LogEntry.from_dict(
            {k: v for k, v in row.items() if k != "game_id"}))
        del item["schema"]
        items.append(item)
    for row in dump["tables"]["outbox"]:
        item = _notification_item(Notification.from_dict(json.loads(row["data"])))
        item["data"] = {"S": row["data"]}
        items.append(item)
    for row in dump["tables"].get("press", ()):
        items.append({"pk": {"S": f"GAME#{row['game_id']}"},
                      "sk": {"S": f"{PRESS_PREFIX}{row['seq']:09d}"}, "data": {"S": row["data"]}})
    for item in items:
        store.client.put_item(TableName=store.table, Item=item)


def _play_on(store, dump: dict) -> GameService:
    """Load the stored game, check it is the game that was stored, play one more move and
    check the export."""
    service = GameService(store, FakeClock(), FakeSecrets("later"))
    game_id = dump["game_id"]
    stored = json.loads(dump["tables"]["games"][0]["data"])
    view = service.view(game_id)
    assert view.game.status == "running" and view.game.moves == stored["moves"]
    assert view.game.head == stored["head"] and len(view.log) == stored["moves"]
    assert [s.name for s in view.game.seats] == [s["name"] for s in stored["seats"]]
    seat = view.game.seat(view.game.to_move)
    legal = [m.text for m in service.rules_for(dump["rules"]).legal_moves(view.state, seat.player)
             if m.text != "resign"]
    outcome = service.submit(game_id, seat.email, legal[0], version=view.game.version)
    assert outcome.game.moves > stored["moves"] and outcome.game.version > stored["version"]
    verdict = chain.verify(service.export(game_id), rules.get)
    assert verdict.ok, verdict.summary
    pending = store.pending_notifications(limit=500)
    assert {n.id for n in pending} >= {row["id"] for row in dump["tables"]["outbox"]}
    talk = dump["tables"].get("press", ())
    assert len(service.talk(game_id, None)) == len(talk)
    return service


@pytest.mark.parametrize("path", FIXTURES, ids=[f"{p.parent.name}-{p.stem}" for p in FIXTURES])
def test_a_sqlite_file_of_the_version_before_schema_versions_loads_and_plays_on(path, tmp_path):
    dump = _fixture(path)
    _old_sqlite_file(tmp_path / "pbm.sqlite3", dump)
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    try:
        _play_on(store, dump)
        db = sqlite3.connect(tmp_path / "pbm.sqlite3")
        schemas = dict(db.execute("SELECT seq, schema FROM moves"))
        data = json.loads(db.execute("SELECT data FROM games").fetchone()[0])
        db.close()
    finally:
        store.close()
    old = len(dump["tables"]["moves"])
    # old rows stay as they were written, what today's code writes is today's schema
    assert {schemas[seq] for seq in range(1, old + 1)} == {int(path.parent.name[1:])}
    assert schemas[old + 1] == LOG_FORM.version and data["schema"] == GAME_FORM.version


@pytest.mark.parametrize("path", [p for p in FIXTURES if "1926" in p.stem],
                         ids=[f"{p.parent.name}-{p.stem}" for p in FIXTURES if "1926" in p.stem])
def test_dynamodb_items_of_the_version_before_schema_versions_load_and_play_on(
        path, dynamodb_store):
    dump = _fixture(path)
    _old_dynamodb_items(dynamodb_store, dump)
    _play_on(dynamodb_store, dump)


def test_a_game_stored_before_table_talk_gets_the_values_that_mean_what_the_old_code_did():
    dump = _fixture(next(p for p in V1 if p.stem == "1cfb9b3-1926"))
    data = json.loads(dump["tables"]["games"][0]["data"])
    assert "schema" not in data and "press_mode" not in data and "muted" not in data["seats"][0]
    game = GameRecord.from_dict(data)
    assert game.press_mode == "all" and not game.press_organizer
    assert all(s.muted == () and s.press_seen == 0 and not s.press_each for s in game.seats)
    assert GameRecord.from_dict(game.to_dict()) == game


def test_a_snapshot_stored_without_a_schema_is_still_used():
    dump = _fixture(next(p for p in V1 if p.stem == "b60f31c-westernpoly"))
    text = dump["tables"]["games"][0]["snapshot"]
    assert "schema" not in json.loads(text)
    snapshot = Snapshot.from_json(text)
    assert snapshot is not None and snapshot.intact(dump["game_id"])
    stored = json.loads(snapshot.to_json())
    assert stored["schema"] == 4 and "state" not in stored  # kept deflated now
    assert len(stored["state_z"]) < len(snapshot.state) / 2
    assert Snapshot.from_json(snapshot.to_json()) == snapshot


def _game_dict() -> dict:
    dump = _fixture(V1[0])
    return GameRecord.from_dict(json.loads(dump["tables"]["games"][0]["data"])).to_dict()


def test_a_record_of_a_newer_schema_is_refused_with_the_reason():
    data = _game_dict() | {"schema": 4, "colour": "red"}
    with pytest.raises(UnreadableRecord, match="schema 4, newer than this version"):
        GameRecord.from_dict(data)
    entry = LogEntry(seq=1, player="Ann", text="pass", source="web", at="t", prev="p", hash="h",
                     version=2)
    with pytest.raises(UnreadableRecord, match="log entry has schema 9"):
        LogEntry.from_dict(entry.to_dict() | {"schema": 9})
    # the store's error, so every entry point says plainly that the store cannot be read
    assert issubclass(UnreadableRecord, StoreUnavailable)


def test_fields_a_schema_does_not_have_are_refused_not_dropped():
    with pytest.raises(UnreadableRecord, match="fields it does not know: colour"):
        GameRecord.from_dict(_game_dict() | {"colour": "red"})
    data = _game_dict()
    data["seats"] = [dict(data["seats"][0], mood="happy"), *data["seats"][1:]]
    with pytest.raises(UnreadableRecord, match="stored seat .* does not know: mood"):
        GameRecord.from_dict(data)
    data = json.loads(_fixture(V2[0])["tables"]["games"][0]["data"])
    del data["press_mode"]  # schema 2 stores every field: a missing one is a damaged record
    with pytest.raises(UnreadableRecord, match="no press_mode"):
        GameRecord.from_dict(data)
    data = _game_dict()
    del data["seed"]  # schema 3 leaves out fields at their defaults; the seed has none
    with pytest.raises(UnreadableRecord, match="no seed"):
        GameRecord.from_dict(data)
    message = PressMessage(seq=1, sender="p1", to=None, text="Ahoj", at="t", prev="p", hash="h")
    with pytest.raises(UnreadableRecord, match="does not know: mood"):
        PressMessage.from_dict(message.to_dict() | {"mood": "happy"})


def test_a_snapshot_this_code_cannot_read_is_ignored_and_rebuilt_from_the_log():
    snapshot = Snapshot(seq=3, version=3, head="h", state="{}", hash="x")
    newer = json.loads(snapshot.to_json()) | {"schema": 5}
    assert Snapshot.from_json(json.dumps(newer)) is None
    assert Snapshot.from_json(json.dumps(json.loads(snapshot.to_json()) | {"x": 1})) is None
    garbled = json.loads(snapshot.to_json()) | {"state_z": "bm90IGRlZmxhdGVk"}
    assert Snapshot.from_json(json.dumps(garbled)) is None


def test_a_sqlite_row_of_a_newer_schema_is_refused_not_replayed(tmp_path, clock, fake_secrets):
    store = SqliteStore(tmp_path / "pbm.sqlite3")
    try:
        service = GameService(store, clock, fake_secrets)
        players = [PlayerSpec("Ann", "ann@example.org"), PlayerSpec("Bob", "bob@example.org")]
        game = service.create("westernpoly", players, "org@example.org", start=True)
        db = sqlite3.connect(tmp_path / "pbm.sqlite3")
        db.execute("UPDATE moves SET schema = 3 WHERE seq = 1")
        db.commit()
        with pytest.raises(UnreadableRecord, match="log entry has schema 3"):
            store.log(game.id)
        data = json.loads(db.execute("SELECT data FROM games").fetchone()[0]) | {"schema": 4}
        db.execute("UPDATE games SET data = ?", (json.dumps(data),))
        db.commit()
        db.close()
        with pytest.raises(UnreadableRecord, match="game has schema 4"):
            store.load(game.id)
    finally:
        store.close()


def test_upgrades_run_one_step_at_a_time_in_order():
    steps = {1: lambda d: {**d, "b": d["a"] * 2}, 2: lambda d: {"c": d.pop("a") + d["b"], **d}}
    form = StoredForm("toy", 3, steps, frozenset({"b", "c"}))
    assert form.read({"a": 5}) == {"b": 10, "c": 15}
    assert form.read({"schema": 2, "a": 1, "b": 7}) == {"b": 7, "c": 8}
    assert form.read({"schema": 3, "b": 1, "c": 2}) == {"b": 1, "c": 2}
    with pytest.raises(UnreadableRecord, match="no schema version but '2'"):
        form.read({"schema": "2", "b": 1, "c": 2})


def test_every_record_a_store_writes_names_its_schema_and_reads_back():
    game = GameRecord.from_dict(_game_dict())
    assert game.to_dict()["schema"] == GAME_FORM.version == 3
    note = Notification(id="n", game_id="g", version=1, kind="board", seat=None,
                        email="org@example.org", lang="en", created_at="t", payload={"a": [1]})
    message = PressMessage(seq=1, sender="p1", to="p2", text="Ahoj", at="t", prev="p", hash="h",
                           key="k")
    entry = LogEntry(seq=1, player="Ann", text="pass", source="web", at="t", prev="p", hash="h",
                     version=2, idempotency_key="k")
    for record in (note, message, entry):
        data = json.loads(json.dumps(record.to_dict()))
        assert data["schema"] == 2 and type(record).from_dict(data) == record
    assert replace(game, press_mode="none").to_dict()["press_mode"] == "none"


def test_the_stored_text_of_a_record_is_its_stored_form_as_compact_json():
    compact = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
    game = GameRecord.from_dict(_game_dict())
    renamed = game.with_seat(replace(game.seats[0], name='Žofie "Žofka" Nováková'))
    note = Notification(id="n", game_id="g", version=1, kind="board", seat=None,
                        email="org@example.org", lang="cs", created_at="t",
                        payload={"events": [{"text": "Žofie táhne", "data": ["a", 1]}]})
    sent = replace(note, id='g:2:your_turn:p1 "\\', kind=Kind.YOUR_TURN, seat="p1",
                   sent_at="t2", claimed_until="t3", payload={})
    for record in (game, renamed, game, note, sent):  # a seat's text kept, and its change seen
        assert record.to_json() == compact(record.to_dict())
        assert type(record).from_dict(json.loads(record.to_json())) == record


def test_a_record_evolved_equals_one_replaced():
    game = GameRecord.from_dict(_game_dict())
    changed = evolve(game, version=7, due_at="2026-01-01T00:00:00.000Z", to_move=None)
    assert changed == replace(game, version=7, due_at="2026-01-01T00:00:00.000Z", to_move=None)
    assert changed != game and evolve(game) == game
    with pytest.raises(TypeError, match="nonsense"):
        evolve(game, nonsense=1)


def test_a_record_with_slots_evolved_equals_one_replaced():
    seat = GameRecord.from_dict(_game_dict()).seats[0]
    changed = evolve(seat, status="joined", player="Žofie", every_move=True)
    assert changed == replace(seat, status="joined", player="Žofie", every_move=True)
    assert changed != seat and evolve(seat) == seat and seat.player != "Žofie"
    assert hash(changed) == hash(replace(seat, status="joined", player="Žofie", every_move=True))
    with pytest.raises(TypeError, match="nonsense"):
        evolve(seat, nonsense=1)
    with pytest.raises(AttributeError):
        changed.name = "Ann"  # still frozen
