"""A person's data taken out and erased (issue 26), on SQLite and on DynamoDB (moto): the export
holds their seats, moves, talk, preferences, ratings, sign-ins and undeliverable mark; after the
erasure nothing in any table or item names them, the game plays on without them, and both the
export taken before and the one taken after verify."""

from __future__ import annotations

import json
import random
import sqlite3
import zlib

import pytest

import rules
from functions import cli
from functions.compose.erasing_at_once import erasure_of
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.people import person as people

SECRET = b"person-data-test-secret-01234567"
KEY = chain.seal_key(SECRET)
GONE = PlayerSpec("Zdeňka Smazalová", "Zdenka.Smazalova@example.org", "cs")
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), GONE,
           PlayerSpec("Bob", "bob@example.org", "en")]
TRACES = ("zdenka.smazalova@example.org", "Zdeňka", "Smazalová", "Zde\\u0148ka", "Smazalov\\u00e1")


def _played(service: GameService, clock, moves: int = 25) -> str:
    record = service.create("westernpoly", PLAYERS, "ann@example.org", start=True,
                            options={"press_organizer": False})
    rng = random.Random(7)
    for _ in range(moves):
        _move(service, record.id, clock, rng)
    return record.id


def _move(service: GameService, game_id: str, clock, rng: random.Random) -> None:
    view = service.view(game_id)
    seat = view.game.seat(view.game.to_move)
    legal = [m.text for m in view.rules.legal_moves(view.state, seat.player)
             if not m.text.startswith(("resign", "offer"))]
    clock.advance(hours=1)
    service.submit(game_id, seat.email, rng.choice(legal), version=view.game.version)


def _a_person_with_everything(service: GameService, store, clock) -> str:
    game_id = _played(service, clock)
    service.say(game_id, GONE.email, "Ann, I will buy field 3 if you leave me 5.", "Ann")
    service.say(game_id, "ann@example.org", "Deal, Zdeňko.", "Zdeňka")
    service.say(game_id, GONE.email, "Hello everyone!")
    service.say(game_id, "bob@example.org", "Ann: between us, watch out.", "Ann")
    service.set_every_move(game_id, GONE.email, True)
    service.set_reminders(game_id, GONE.email, (12,))
    store.add_sign_in("aa11", GONE.email.lower(), "2025-05-01T10:00:00.000Z",
                      "2025-05-01T11:00:00.000Z")
    store.mark_undeliverable(GONE.email.lower(), "bounced", "2025-05-01T10:30:00.000Z")
    store.end_sessions(GONE.email)  # they signed out once: their session generation is kept
    store.record_ratings("other", "westernpoly", [
        {"player": GONE.email.lower(), "version": 1, "mu": 27.0, "sigma": 7.1, "games": 1},
        {"player": "bob@example.org", "version": 1, "mu": 23.0, "sigma": 7.1, "games": 1}],
        "2025-05-01T10:00:00.000Z")
    return game_id


def _everything_stored(store) -> list[str]:
    """Every row of every table (SQLite) or every item (DynamoDB), as text."""
    if hasattr(store, "path"):
        db = sqlite3.connect(store.path)
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        texts = [f"{table}: {row!r}" for table in tables
                 for row in db.execute(f"SELECT * FROM {table}")]  # noqa: S608 (our own names)
        db.close()
        return texts
    texts, kwargs = [], {"TableName": store.table}
    while True:
        page = store.client.scan(**kwargs)
        for item in page["Items"]:
            texts.append(repr({k: zlib.decompress(v["B"]).decode() if "B" in v else v
                               for k, v in item.items()}))
        if "LastEvaluatedKey" not in page:
            return texts
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def _traces(store) -> list[str]:
    return [text for text in _everything_stored(store)
            if any(t.lower() in text.lower() for t in TRACES)]


@pytest.mark.every_store
def test_the_export_holds_everything_about_the_person(store, clock, fake_secrets):
    service = GameService(store, clock, fake_secrets, key=KEY)
    game_id = _a_person_with_everything(service, store, clock)
    data = service.person_export(GONE.email)
    assert data["person"] == GONE.email.lower() and data["format"] == "pbm-person/1"
    (game,) = data["games"]
    assert game["id"] == game_id and game["seat"]["name"] == GONE.name
    assert game["seat"]["preferences"] == {**game["seat"]["preferences"], "lang": "cs",
                                           "every_move": True, "reminders": [12]}
    assert game["moves"] and all(m["hash"] for m in game["moves"])
    seat = service.record(game_id).seat_of(GONE.email)
    assert len(game["moves"]) == sum(1 for e in service.view(game_id).log
                                     if e.player == seat.player)
    texts = [m["text"] for m in game["messages"]]
    # what they wrote or received, and the table's; not Bob's private word to Ann
    assert texts == ["Ann, I will buy field 3 if you leave me 5.", "Deal, Zdeňko.",
                     "Hello everyone!"]
    # the salt proves a private text against the organizer's export's digest
    organizers = {m["seq"]: m for m in service.export(game_id)["press"]}
    first = game["messages"][0]
    assert "text" not in organizers[1] and first["salt"]
    from functions.service.ledger import press

    assert press.text_digest(first["text"], first["salt"]) == organizers[1]["text_sha256"]
    assert [s["at"] for s in data["sign_ins"]] == ["2025-05-01T10:00:00.000Z"]
    assert data["undeliverable"] == "bounced"
    assert [r["player"] for r in data["ratings"]] == [GONE.email.lower()]
    json.dumps(data)  # JSON-safe


@pytest.mark.every_store
def test_an_erased_person_leaves_no_trace_and_the_games_still_verify(store, clock,
                                                                    fake_secrets):
    service = GameService(store, clock, fake_secrets, key=KEY)
    game_id = _a_person_with_everything(service, store, clock)
    before = service.export(game_id)
    assert _traces(store)  # the search finds them before
    assert service.erase_person(GONE.email, erasure_of(store)) == [game_id]
    assert _traces(store) == []
    # the chain stays verifiable: the old export against its own chain, the new one too
    assert chain.verify(before, rules.get, KEY).ok
    after = service.export(game_id)
    verdict = chain.verify(after, rules.get, KEY)
    assert verdict.ok, verdict.summary
    seat = next(p for p in after["game"]["players"] if p["seat"] == "p2")
    assert seat == {**seat, "name": "Hráč 2 (vymazán)", "email": "", "status": "removed"}
    assert "Hráč 2 (vymazán)" in after["game"]["order"]
    # the private talk's texts are gone, its chain stays; the public word and others' stay
    talk = after["press"]
    assert [m.get("erased", False) for m in talk] == [True, True, False, False]
    assert all("text" not in m for m in talk[:2]) and talk[2]["text"] == "Hello everyone!"
    kept = service.view(game_id).press
    assert kept[0].text == "" and kept[1].text == "" and kept[3].text.startswith("Ann:")
    # the game plays on without them, and stays sealed
    rng = random.Random(1)
    for _ in range(5):
        if service.record(game_id).status != "running":
            break
        _move(service, game_id, clock, rng)
    assert chain.verify(service.export(game_id), rules.get, KEY).ok
    assert service.person_export(GONE.email)["games"] == []
    assert [r["player"] for r in store.ratings("westernpoly")] == ["bob@example.org"]
    assert _traces(store) == []


def test_pbm_person_export_and_erase_on_the_command_line(pbm_home, capsys):
    assert cli.main(["new", "westernpoly", "--player", "Ann <ann@example.org>",
                     "--player", f"{GONE.name} <{GONE.email}>", "--start"]) == 0
    game_id = capsys.readouterr().out.split()[-1]
    assert cli.main(["person", "export", GONE.email]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in exported["games"]] == [game_id]
    assert exported["games"][0]["seat"]["name"] == GONE.name
    assert cli.main(["export", game_id]) == 0
    before = capsys.readouterr().out
    assert cli.main(["person", "erase", GONE.email]) == 0
    assert game_id in capsys.readouterr().out
    assert cli.main(["export", game_id]) == 0
    after = capsys.readouterr().out
    assert GONE.name not in after and GONE.email.lower() not in after.lower()
    for document in (before, after):
        path = pbm_home / "export.json"
        path.write_text(document, encoding="utf-8")
        assert cli.main(["verify", str(path)]) == 0, capsys.readouterr().err
    capsys.readouterr()
    assert cli.main(["person", "export", GONE.email]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == []


def test_the_pseudonym_is_the_seat_number_in_the_seat_language():
    from functions.service.records.seats import Seat

    assert people.pseudonym(Seat("p3", "Eva", "eva@example.org", "en")) == "Player 3 (erased)"
    assert people.pseudonym(Seat("p1", "Eva", "eva@example.org", "cs")) == "Hráč 1 (vymazán)"


def test_me_offers_the_download_and_a_confirmed_erase(app, game_service):
    import re

    from test_home_web import signed_in, started, with_cookie
    from web_events import get, post

    game = started(game_service)  # Ann, Bob and Cid
    cookie = signed_in(app, game_service.store)
    page = app.resolve(with_cookie(get("/me", accept_language="en"), cookie), None)["body"]
    assert 'id="data-download"' in page and 'id="erase-form"' in page
    nonce = re.search(r'name="nonce" value="([^"]+)"', page.split('id="erase-form"')[1])[1]
    data = app.resolve(with_cookie(get("/me/data"), cookie), None)
    assert "attachment" in data["headers"]["Content-Disposition"]
    assert [g["id"] for g in json.loads(data["body"])["games"]] == [game.id]
    assert app.resolve(get("/me/data"), None)["statusCode"] == 303  # nobody signed in
    # a wrong address, or a form from elsewhere, erases nothing
    wrong = app.resolve(with_cookie(post("/me/erase", {"nonce": nonce,
                                                       "confirm": "bob@example.org"}), cookie),
                        None)
    assert wrong["statusCode"] == 400
    forged = app.resolve(with_cookie(post("/me/erase", {"nonce": "x" * 40,
                                                        "confirm": "ann@example.org"}), cookie),
                         None)
    assert forged["statusCode"] == 403
    assert game_service.record(game.id).seat("p1").name == "Ann"
    done = app.resolve(with_cookie(post("/me/erase", {"nonce": nonce,
                                                      "confirm": "Ann@Example.org "}), cookie),
                       None)
    # a store with no raw mail kept: nothing is left under way, and the page says so
    assert done["statusCode"] == 303 and "done=erased_all" in done["headers"]["Location"]
    assert any(c.startswith("pbm_session=;") or "Max-Age=0" in c for c in done["cookies"])
    seat = game_service.record(game.id).seat("p1")
    assert (seat.name, seat.email, seat.status) == ("Player 1 (erased)", "", "removed")
    front = app.resolve(get("/", {"done": "erased_all"}, accept_language="en"), None)["body"]
    assert "you are erased" in front and "being deleted" not in front
    front = app.resolve(get("/", {"done": "erased"}, accept_language="en"), None)["body"]
    assert "you are erased" in front and "being deleted now" in front


def test_the_delivery_pass_forgets_records_past_their_retention(sqlite_store, clock):
    from test_mailroom_incoming import SETTINGS, RecordingTransport

    from functions.mailroom.delivery import Postman

    store = sqlite_store
    store.add_sign_in("old", "eva@example.org", "2025-04-20T10:00:00.000Z",
                      "2025-04-20T11:00:00.000Z")
    store.add_sign_in("new", "eva@example.org", "2025-05-01T11:00:00.000Z",
                      "2025-05-01T12:00:00.000Z")
    store.mark_mail_processed("g1", "old-mail", "2025-03-01T10:00:00.000Z")
    store.mark_mail_processed("g1", "new-mail", "2025-04-30T10:00:00.000Z")
    store.record_answer("g1", "p1", "old-answer", "2025-04-29T10:00:00.000Z")
    store.record_answer("g1", "p1", "new-answer", "2025-05-01T11:30:00.000Z")
    Postman(store, RecordingTransport(), SETTINGS, SECRET, clock).deliver_pending()
    assert [s["at"] for s in store.sign_ins_of("eva@example.org")] == [
        "2025-05-01T11:00:00.000Z"]
    assert not store.mail_processed("g1", "old-mail") and store.mail_processed("g1", "new-mail")
    assert store.answers_since("g1", "p1", "2025-01-01T00:00:00.000Z") == 1
