"""The organizer who does not play (issue 42, review 9): they hear each game's life events (set
up, everyone joined and it began, a player left, the end with its result) and nothing per move;
an organizer who also plays hears them in their own player mails, never twice."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

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
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.service.records.notifications import Kind
from functions.storage.sqlite import SqliteStore

OPTIONS = {"1926": {}, "westernpoly": {"max_rounds": 2}, "goofspiel": {}, "ohhell": {"hands": "1"}}
NAMES = ["Jana Nováková", "Petr Dvořák", "Tom Hall"]


class Desk:
    """A game by invitation, its mail delivered at once, played by mail with the first option."""

    def __init__(self, path, rules_id: str, lang: str, organizer_plays: bool = False):
        self.store = SqliteStore(path / "pbm.sqlite3")
        self.clock, self.outbox = Clock(), Outbox()
        self.service = GameService(self.store, self.clock, Secrets(), key=chain.seal_key(SECRET))
        self.postman = Postman(self.store, self.outbox, SETTINGS, SECRET, self.clock)
        self.people = [PlayerSpec(n, f"p{i}@example.org", lang) for i, n in enumerate(NAMES)]
        if organizer_plays:
            self.people[0] = PlayerSpec(NAMES[0], ORGANIZER, lang)
        self.game = self.service.create(rules_id, self.people, ORGANIZER,
                                        options={**OPTIONS[rules_id], "lang": lang})
        self.postman.deliver_pending()

    def everyone_joins(self) -> None:
        for person in self.people:
            if person.email != ORGANIZER:
                self.service.join(self.game.id, person.email)
                self.postman.deliver_pending()

    def play_to_the_end(self) -> None:
        for number in range(2000):
            view = self.service.view(self.game.id)
            if view.game.status != "running":
                break
            seat = view.game.seat(view.game.to_move)
            mail = next(m for m in reversed(self.outbox.sent) if _to(m) == seat.email)
            incoming.handle(_reply(mail, first_option(view, seat), number), service=self.service,
                            secret=SECRET, settings=SETTINGS)
            self.clock.moment += timedelta(minutes=1)
            self.postman.deliver_pending()
        self.clock.moment += timedelta(hours=1)
        self.postman.deliver_pending()

    def organizer_kinds(self) -> list[str]:
        """The kinds of the organizer's mails, in order (their Message-ID names them)."""
        return [next(k for k in Kind if f".{k.value}." in str(m["Message-ID"]))
                for m in self.outbox.sent if _to(m) == ORGANIZER]


@pytest.fixture
def desk(tmp_path):
    made = []

    def make(*args, **kwargs):
        made.append(Desk(tmp_path, *args, **kwargs))
        return made[-1]
    yield make
    for one in made:
        one.store.close()


@pytest.mark.parametrize("rules_id, lang", [("westernpoly", "cs"), ("goofspiel", "en"),
                                            ("1926", "cs")])
def test_an_organizer_who_does_not_play_hears_the_start_and_the_end_and_nothing_between(
        desk, rules_id, lang):
    d = desk(rules_id, lang)
    assert d.organizer_kinds() == ["game_created"]
    d.everyone_joins()
    assert d.organizer_kinds() == ["game_created", "game_started"]
    d.play_to_the_end()
    assert d.organizer_kinds() == ["game_created", "game_started", "game_over"]
    over = [m for m in d.outbox.sent if _to(m) == ORGANIZER][-1]
    text = over.get_body(preferencelist=("plain",)).get_content()
    assert "poradí organizátor" not in text and "organizer can tell" not in text  # to them
    for name in NAMES:  # the result, each player's score, not just "it ended"
        assert re.search(rf"\n  (\d+\. )?{name}: \S", text), name


def test_an_organizer_who_plays_hears_it_all_once_in_their_player_mails(desk):
    d = desk("goofspiel", "en", organizer_plays=True)
    d.everyone_joins()
    d.play_to_the_end()
    kinds = d.organizer_kinds()
    # the set-up once; the start and the end once each, as the player they are
    assert kinds.count("game_created") == 1 and kinds.count("game_started") <= 1
    assert kinds.count("game_over") == 1
    assert all(m["To"].addresses[0].display_name == NAMES[0] for m in d.outbox.sent
               if _to(m) == ORGANIZER and ".game_over." in str(m["Message-ID"]))


def test_a_player_who_resigns_is_told_to_the_organizer_once(desk):
    d = desk("westernpoly", "en")
    d.everyone_joins()
    d.service.resign(d.game.id, "p1@example.org")
    d.postman.deliver_pending()
    assert d.organizer_kinds() == ["game_created", "game_started", "player_resigned"]
    told = [m for m in d.outbox.sent if _to(m) == ORGANIZER][-1]
    assert "Petr Dvořák" in str(told["Subject"])


@pytest.mark.parametrize("rules_id, lang", [("westernpoly", "cs"), ("1926", "en")])
def test_a_resignation_that_ends_the_game_is_told_once_in_the_one_game_over_mail(
        desk, rules_id, lang):
    d = desk(rules_id, lang)
    d.everyone_joins()
    d.service.resign(d.game.id, "p1@example.org")
    d.postman.deliver_pending()
    since = len(d.outbox.sent)
    d.service.resign(d.game.id, "p2@example.org")  # Tom Hall: one player is left, who wins
    d.postman.deliver_pending()
    written = d.outbox.sent[since:]
    to = [_to(m) for m in written]
    assert len(to) == len(set(to)), to  # one mail per person for the write
    for mail in written:
        text = mail.get_body(preferencelist=("plain",)).get_content()
        assert ".game_over." in str(mail["Message-ID"]) and "Jana" in str(mail["Subject"]) \
            or _to(mail) == "p0@example.org"
        said = r"Tom Hall (vzdal|vzdává|se vzdává|resigned|has resigned|resigns)|Vzdáváš|You resign"
        assert len(re.findall(said, text)) == 1, text
    assert ORGANIZER in to
