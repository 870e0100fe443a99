"""Issue 43: no text made after an erasure names the erased person. In each game kind a player
erases their data mid-game (and before the start, and in a game the erasure ends); every mail
sent afterwards (subjects, bodies, headers, both parts), the others' play pages, the public
page, the organizer's dashboard and export and the others' own exports are scanned for the
old name (with and without diacritics, in any case) and address. The mails say what happened,
by the seat's number: "Hráč 2 odešel ze hry (vymazal své údaje)", not "the organizer removed"."""

from __future__ import annotations

import json
import random

import pytest
from test_mailroom_incoming import SETTINGS, RecordingTransport
from web_events import SECRET as WEB_SECRET
from web_events import get

import rules
from functions import links
from functions.compose.erasing_at_once import erasure_of
from functions.mailroom.delivery import Postman
from functions.mailroom.home_mail import mail_sign_in
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.web import create_app

MAIL_SECRET = b"erasure-names-test-secret-012345"
ORGANIZER = "olga@example.org"
GONE = PlayerSpec("Zdeňka Smazalová", "Zdenka.Smazalova@example.org", "cs")
# the name in its cases (Zdeňko, Zdeňky, Smazalové) and without its diacritics, and the address
TRACES = ("zdeňk", "zdenk", "smazal", "zdenka.smazalova", "zde\\u0148k", "smazalov\\u00e1")


def _players(kind: str, count: int) -> list[PlayerSpec]:
    others = [PlayerSpec("Ann", "ann@example.org", "cs"), PlayerSpec("Bob", "bob@example.org", "en"),
              PlayerSpec("Cyril", "cyril@example.org", "cs")]
    return [others[0], GONE, *others[1:count - 1]]


def _leaks(text: str) -> list[str]:
    folded = text.lower()
    return [t for t in TRACES if t in folded]


def _mail_texts(message) -> str:
    headers = "\n".join(f"{k}: {v}" for k, v in message.items())
    bodies = [part.get_content() for part in message.walk()
              if part.get_content_maintype() == "text"]
    return "\n".join([headers, *bodies])


class World:
    """A service, its postman and web app over one SQLite store."""

    def __init__(self, store, clock, secrets):
        self.store, self.clock = store, clock
        self.service = GameService(store, clock, secrets, key=chain.seal_key(MAIL_SECRET))
        self.sent = RecordingTransport()
        self.postman = Postman(store, self.sent, SETTINGS, MAIL_SECRET, clock)
        self.app = create_app(self.service, WEB_SECRET, "https://games.example.org")

    def deliver(self) -> list:
        before = len(self.sent.sent)
        self.postman.deliver_pending()
        return self.sent.sent[before:]

    def move(self, game_id: str, rng: random.Random) -> bool:
        """One legal move of a seat the game waits for (no resignation); False when none."""
        view = self.service.view(game_id)
        if view.game.status != "running" or not view.game.waited:
            return False
        seat = view.game.seat(sorted(view.game.waited)[0])
        legal = [m.text for m in view.rules.legal_moves(view.state, seat.player)
                 if not m.text.startswith(("resign", "offer"))]
        if not legal:
            return False
        self.clock.advance(hours=1)
        self.service.submit(game_id, seat.email, rng.choice(legal), version=view.game.version)
        return True

    def my_games(self) -> list:
        """The sign-in mails (MY GAMES) of the others and the organizer, as sent."""
        for email in ("ann@example.org", "bob@example.org", ORGANIZER):
            mail_sign_in(self.service, WEB_SECRET, "https://games.example.org", email, "cs")
        return self.deliver()

    def pages(self, game_id: str) -> list[tuple[str, str]]:
        """Every page and export a person other than the erased one sees of the game."""
        record = self.service.record(game_id)
        shown = [(f"play {s.seat}", self.app.resolve(get(links.play_path(
            WEB_SECRET, game_id, s.seat, s.holder), accept_language=s.lang), None)["body"])
            for s in record.seats if s.email]
        shown.append(("dashboard", self.app.resolve(get(links.organizer_path(
            WEB_SECRET, ORGANIZER)), None)["body"]))
        shown.append(("public", self.app.resolve(get(links.game_path(game_id)), None)["body"]))
        shown.append(("export", json.dumps(self.service.export(game_id), ensure_ascii=False)))
        shown += [(f"person {s.email}", json.dumps(self.service.person_export(s.email),
                                                   ensure_ascii=False))
                  for s in record.seats if s.email]
        return shown


def _erased_mid_game(world: World, kind: str, count: int, moves: int) -> tuple[str, list]:
    rng = random.Random(kind)
    record = world.service.create(kind, _players(kind, count), ORGANIZER, start=True,
                                  title=f"Erase {kind}")
    for _ in range(moves):
        world.move(record.id, rng)
    # the erased player's table talk, and a word to them, before they go
    if world.service.view(record.id).game.status == "running":
        world.service.say(record.id, GONE.email, "Ahoj všichni, tady Zdeňka!")
        world.service.say(record.id, "ann@example.org", "Zdeňko, platí?", GONE.name)
    world.deliver()
    world.clock.advance(hours=1)
    world.service.erase_person(GONE.email, erasure_of(world.store))
    after = world.deliver()
    for _ in range(6):
        if not world.move(record.id, rng):
            break
        after += world.deliver()
    return record.id, after


@pytest.mark.parametrize("kind,count,moves", [
    ("1926", 3, 4), ("westernpoly", 3, 6), ("goofspiel", 3, 3), ("ohhell", 3, 5),
    ("westernpoly", 2, 4), ("goofspiel", 2, 2),  # two players: the erasure may end the game
])
def test_nothing_made_after_an_erasure_names_the_erased(sqlite_store, clock, fake_secrets,
                                                        kind, count, moves):
    world = World(sqlite_store, clock, fake_secrets)
    game_id, after = _erased_mid_game(world, kind, count, moves)
    assert after, "the others are told"
    listed = world.my_games()
    assert len(listed) >= 2  # Ann's and the organizer's list of games, the erased one in it
    after += listed
    leaks = [(m["Subject"], _leaks(_mail_texts(m))) for m in after if _leaks(_mail_texts(m))]
    assert leaks == []
    assert [(name, _leaks(text)) for name, text in world.pages(game_id) if _leaks(text)] == []
    # what happened is said, by the seat's number, and not as the organizer's act
    told = "\n".join(_mail_texts(m) for m in after)
    assert "vymazal své údaje" in told or "erased their data" in told
    assert "Organizátor vyřadil" not in told and "taken out by the organizer" not in told
    assert all(m["To"].addresses[0].addr_spec.lower() != GONE.email.lower() for m in after)


def test_the_others_read_who_left_by_the_seats_number(sqlite_store, clock, fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    _, after = _erased_mid_game(world, "1926", 3, 3)
    subjects = [str(m["Subject"]) for m in after]
    assert any(s.startswith("Hráč 2 odešel ze hry — ") for s in subjects)  # Ann reads Czech
    assert any(s.startswith("Player 2 left the game — ") for s in subjects)  # Bob English
    texts = "\n".join(_mail_texts(m) for m in after)
    assert "hráč 2 odešel ze hry „erase 1926“ (vymazal své údaje)." in texts.lower()
    assert "Player 2 left “Erase 1926” (erased their data)." in texts
    # a word at the table that named them is gone, said in the reader's language
    assert "(smazáno s vymazanými údaji jednoho z hráčů)" in texts
    assert "(deleted with a player's erased data)" in texts
    # the organizer hears it too: the seat may want filling
    assert any(m["To"].addresses[0].addr_spec == ORGANIZER for m in after)


def test_an_invited_player_who_erases_is_not_named_to_the_organizer(sqlite_store, clock,
                                                                    fake_secrets):
    world = World(sqlite_store, clock, fake_secrets)
    record = world.service.create("1926", _players("1926", 3), ORGANIZER, title="Pozvánka")
    world.deliver()
    world.service.erase_person(GONE.email, erasure_of(world.store))
    after = world.deliver()
    (mail,) = [m for m in after if m["To"].addresses[0].addr_spec == ORGANIZER]
    assert "vymazal" in _mail_texts(mail) or "erased their data" in _mail_texts(mail)
    assert [(m["Subject"], _leaks(_mail_texts(m))) for m in after if _leaks(_mail_texts(m))] == []
    assert [(n, _leaks(t)) for n, t in world.pages(record.id) if _leaks(t)] == []


def test_every_game_kind_is_covered():
    assert {"1926", "westernpoly", "goofspiel", "ohhell"} == set(rules.games())


@pytest.mark.parametrize("kind,count", [("1926", 3), ("ohhell", 3), ("westernpoly", 2)])
def test_mail_still_pending_at_the_erasure_names_them_nowhere(sqlite_store, clock, fake_secrets,
                                                              kind, count):
    """Nothing was delivered before the erasure: the mails written while they played (their
    moves, their words at the table, a resignation beside them) go out after it."""
    world = World(sqlite_store, clock, fake_secrets)
    rng = random.Random(kind)
    record = world.service.create(kind, _players(kind, count), ORGANIZER, start=True)
    for _ in range(4):
        world.move(record.id, rng)
    if world.service.view(record.id).game.status == "running":
        world.service.say(record.id, GONE.email, "Ahoj, tady Zdeňka Smazalová!")
        world.service.say(record.id, "ann@example.org", "Zdeňko, platí?", GONE.name)
    world.service.erase_person(GONE.email, erasure_of(world.store))
    after = world.deliver()
    assert after
    assert [(m["Subject"], _leaks(_mail_texts(m))) for m in after if _leaks(_mail_texts(m))] == []
