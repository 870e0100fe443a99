"""A seat that empties (its holder erased themself, resigned, was removed, stopped taking mail
or stopped answering) and what the organizer can do with it (issue 42, conv22): where the rules
still play the seat (Goofspiel, Oh Hell: no resign move, the service plays it) a new person
takes it, named by its number, its key or its shown name (an erased seat has no address), from
the CLI and the dashboard, and then plays it themself; where the rules resigned the player
(1926, WesternPoly) the seat stays out, the refusal says why, and the organizer's mail and page
say which of the two it is."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from web_events import SECRET as WEB_SECRET
from web_events import get, hidden, post

from bench.mail_games import (
    ORGANIZER,
    SECRET,
    SETTINGS,
    Clock,
    Outbox,
    Secrets,
    _reply,
    _to,
    first_option,
)
from functions.links import organizer_path
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec, ServiceError
from functions.service.ledger import chain
from functions.service.play.explain import explain
from functions.storage.sqlite import SqliteStore

NAMES = ["Jana Nováková", "Petr Dvořák", "Tom Hall"]
OPTIONS = {"1926": {}, "westernpoly": {"max_rounds": 3}, "goofspiel": {}, "ohhell": {"hands": "2"}}
PLAYED = ("goofspiel", "ohhell")  # no resign move: the service plays a seat that left
RESIGNED = ("1926", "westernpoly")  # the rules resign the player: the seat stays out
GONE, NEW = "p1@example.org", "nova@example.org"


class Table:
    """A started game of three, its mail delivered at once."""

    def __init__(self, path, rules_id: str, lang: str = "cs"):
        self.store = SqliteStore(path / "pbm.sqlite3")
        self.clock, self.outbox = Clock(), Outbox()
        self.service = GameService(self.store, self.clock, Secrets(), key=chain.seal_key(SECRET))
        self.postman = Postman(self.store, self.outbox, SETTINGS, SECRET, self.clock)
        people = [PlayerSpec(n, f"p{i}@example.org", lang) for i, n in enumerate(NAMES)]
        self.game = self.service.create(rules_id, people, ORGANIZER, start=True,
                                        options={**OPTIONS[rules_id], "lang": lang})
        self.deliver()

    def deliver(self) -> None:
        self.clock.moment += timedelta(minutes=20)
        self.postman.deliver_pending()

    def empty(self, how: str) -> None:
        """Seat 2's holder goes, as `how` says."""
        if how == "erase":
            self.service.erase_person(GONE)
        else:
            getattr(self.service, how)(self.game.id, GONE)
        self.deliver()

    def mails_to(self, address: str) -> list:
        return [m for m in self.outbox.sent if _to(m) == address]

    def body(self, mail) -> str:
        return mail.get_body(("plain",)).get_content()

    def play_by_mail(self, replies: int) -> None:
        """Every person waited for answers their newest mail with the first option."""
        for number in range(replies):
            view = self.service.view(self.game.id)
            if view.game.status != "running":
                return
            seat = view.game.seat(view.game.waited[0])
            mail = self.mails_to(seat.email)[-1]
            incoming.handle(_reply(mail, first_option(view, seat), number), service=self.service,
                            secret=SECRET, settings=SETTINGS)
            self.deliver()


@pytest.fixture
def table(tmp_path):
    def make(rules_id: str, lang: str = "cs") -> Table:
        return Table(tmp_path, rules_id, lang)
    return make


@pytest.mark.parametrize("rules_id", PLAYED)
@pytest.mark.parametrize("how", ["erase", "resign", "remove"])
def test_a_seat_the_service_plays_is_given_to_someone_new_who_then_plays_it(table, rules_id,
                                                                           how):
    game = table(rules_id)
    game.empty(how)
    seat = game.service.record(game.game.id).seat("p2")
    # an erased seat has no address: the organizer names it by its number
    game.service.replace_player(game.game.id, "2", "Nová Hráčka", NEW)
    game.deliver()
    now = game.service.record(game.game.id).seat("p2")
    assert (now.name, now.email, now.status, now.holder) == ("Nová Hráčka", NEW, "joined",
                                                             seat.holder + 1)
    assert game.mails_to(NEW), "the new holder is told they took the seat"
    before = len(game.service.view(game.game.id).log)
    game.play_by_mail(12)
    log = game.service.view(game.game.id).log[before:]
    theirs = [e for e in log if e.player == now.player]
    assert theirs and all(e.source != "service" for e in theirs), \
        "the new person plays the seat, the service no longer does"
    assert any("tah" in str(m["Subject"]).lower() or "na tahu" in game.body(m).lower()
               for m in game.mails_to(NEW))


@pytest.mark.parametrize("rules_id", RESIGNED)
@pytest.mark.parametrize("how", ["erase", "resign", "remove"])
def test_a_seat_the_rules_resigned_cannot_be_given_and_the_refusal_says_why(table, rules_id,
                                                                           how):
    game = table(rules_id)
    game.empty(how)
    name = game.service.record(game.game.id).seat("p2").name
    with pytest.raises(ServiceError) as refused:
        game.service.replace_player(game.game.id, "p2", "Nová Hráčka", NEW)
    said = explain(refused.value, "cs")
    assert name in said and "nemůže převzít nikdo" in said
    assert game.service.record(game.game.id).seat("p2").name == name
    assert not game.mails_to(NEW)


@pytest.mark.parametrize("rules_id", [*PLAYED, *RESIGNED])
@pytest.mark.parametrize("how", ["erase", "resign"])
def test_the_organizers_mail_says_what_can_be_done_with_the_seat(table, rules_id, how):
    game = table(rules_id)
    game.empty(how)
    (mail,) = game.mails_to(ORGANIZER)[1:]  # after the set-up mail, the one about the seat
    body = game.body(mail)
    if rules_id in PLAYED:
        assert "Vyměnit hráče" in body and "hraje za něj služba" in body
    else:
        assert "nikdo převzít nemůže" in body and "Vyměnit hráče" not in body
    # the players are not told the organizer's business
    for address in ("p0@example.org", "p2@example.org"):
        assert all("Vyměnit hráče" not in game.body(m) and "převzít" not in game.body(m)
                   for m in game.mails_to(address))


@pytest.mark.parametrize("rules_id", ["goofspiel", "1926"])
def test_a_seat_is_named_by_its_address_key_number_or_shown_name(table, rules_id):
    game = table(rules_id)
    record = game.service.record(game.game.id)
    for who in ("p1@example.org", "P1@Example.org", "p2", "2", "Petr Dvořák", "petr  dvořák"):
        assert record.seat_named(who).seat == "p2", who
    assert record.seat_named("5") is None and record.seat_named("Petr") is None
    game.empty("erase")
    record = game.service.record(game.game.id)
    assert record.seat_named("Hráč 2 (vymazán)").seat == "p2"
    assert record.seat_named("") is None


def test_an_absent_holders_silence_is_not_handed_to_the_new_person(table):
    game = table("goofspiel")
    for _ in range(3):  # everyone but seat 2 plays; seat 2's deadlines pass
        for seat_id in game.service.record(game.game.id).waited:
            seat = game.service.record(game.game.id).seat(seat_id)
            if seat.seat != "p2":
                view = game.service.view(game.game.id)
                game.service.submit(game.game.id, seat.email, first_option(view, seat),
                                    version=view.game.version)
        deadline = game.service.record(game.game.id).deadline
        game.clock.moment = datetime.fromisoformat(deadline) + timedelta(hours=1)
        game.service.tick()
        game.deliver()
    assert game.service.record(game.game.id).absent("p2")
    game.service.replace_player(game.game.id, GONE, "Nová Hráčka", NEW)
    game.deliver()
    now = game.service.record(game.game.id)
    assert not now.absent("p2") and now.seat("p2").missed_turns == 0
    told = len(game.mails_to(NEW))
    for seat_id in now.waited:  # the round the bot had played ahead for the seat ends
        seat = now.seat(seat_id)
        view = game.service.view(game.game.id)
        game.service.submit(game.game.id, seat.email, first_option(view, seat),
                            version=view.game.version)
    game.deliver()
    assert "p2" in game.service.record(game.game.id).waited, "the bot no longer plays at once"
    assert len(game.mails_to(NEW)) == told + 1, "the new person's turn comes by mail"


def test_the_cli_gives_an_erased_seat_by_its_number(capsys, pbm_home):
    from functions.cli import main

    players = ["--player", "Ann <ann@example.org>", "--player", "Bob <bob@example.org>",
               "--player", "Cid <cid@example.org>"]
    assert main(["new", "ohhell", *players, "--option", "hands=2", "--start"]) == 0
    game_id = capsys.readouterr().out.strip()
    assert main(["person", "erase", "bob@example.org"]) == 0
    capsys.readouterr()
    assert main(["replace", game_id, "2", "Dana <dana@example.org>"]) == 0
    assert main(["show", game_id, "--json"]) == 0
    shown = capsys.readouterr().out
    assert "dana@example.org" in shown and "bob@example.org" not in shown
    assert main(["new", "1926", *players, "--start"]) == 0
    game_id = capsys.readouterr().out.strip()
    assert main(["remove", game_id, "cid@example.org"]) == 0
    capsys.readouterr()
    assert main(["replace", game_id, "3", "Dana <dana@example.org>"]) != 0
    assert "nobody can take it" in capsys.readouterr().err


def _dashboard(game: Table, lang: str = "cs"):
    from functions.web import create_app

    app = create_app(game.service, WEB_SECRET, "https://games.example.org")
    path = organizer_path(WEB_SECRET, ORGANIZER)
    return app, path, app.resolve(get(path, {"lang": lang}), None)["body"]


def test_the_dashboard_offers_the_seat_the_service_plays_and_gives_it(table):
    game = table("goofspiel")
    game.empty("erase")
    app, path, body = _dashboard(game)
    form = f"replace-{game.game.id}"
    row = body[body.index(f'id="{form}"'):]
    select = row[row.index("<select"):row.index("</select>")]
    assert 'value="p2"' in select and "hraje za něj služba" in body
    fields = {**hidden(body, form), "seat": "p2", "player": "Nová Hráčka <nova@example.org>"}
    answer = app.resolve(post(f"{path}/games/{game.game.id}", fields, {"lang": "cs"}), None)
    assert answer["statusCode"] in (302, 303), answer.get("body", "")[:500]
    assert game.service.record(game.game.id).seat("p2").email == NEW


def test_the_dashboard_does_not_offer_a_seat_the_rules_resigned_and_says_so(table):
    game = table("1926")
    game.empty("erase")
    _, _, body = _dashboard(game)
    row = body[body.index(f'id="replace-{game.game.id}"'):]
    select = row[row.index("<select"):row.index("</select>")]
    assert 'value="p2"' not in select and 'value="p1"' in select
    assert "místo zůstává prázdné" in body
