"""Held-out members of issue 42's review-26 classes (written before running, not tuned on):
(1) what is said of a finished game is true after its end, activity is game acts only;
(2) numbers, amounts, ordinals and dates in the reader's language; (3) an organizer's
question about the game's state is answered from the game. First run: 5 of 6 passed (the
paused game answered only "je pozastavená", since fixed); one setup error (1926 needs three
players) was the check's own, fixed before counting."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from test_mail_organizer_answered import ORG, Table, _text
from test_web_dashboard_after_end import _row, dashboard, finished_goofspiel

from bench.mail_games import _reply, _to, first_option
from functions.service import PlayerSpec


@pytest.fixture
def table():
    with Table.opened() as made:
        yield made


def _flat(mail) -> str:
    return re.sub(r"[ \n]+", " ", _text(mail))


# class 1: a player turning their read-backs off is no game activity on the dashboard
def test_held_out_a_players_setting_is_no_activity(app, game_service, clock):
    game_id = finished_goofspiel(game_service, clock, "en")
    before = _row(dashboard(app, "en"), game_id)
    clock.advance(days=3)
    game_service.set_readbacks(game_id, "ann@example.org", False)
    assert _row(dashboard(app, "en"), game_id) == before


# class 1: a cancelled game shows no absences nor missed turns, its last act is the cancel
def test_held_out_a_cancelled_game_is_over_on_the_dashboard(app, game_service, clock):
    players = [PlayerSpec("Ann Lee", "ann@example.org", "cs"),
               PlayerSpec("Bob Ray", "bob@example.org", "cs")]
    game = game_service.create("goofspiel", players, "org@example.org",
                               options={"cards": 4, "lang": "cs"}, start=True)
    clock.advance(hours=game.timing.deadline_hours + 1)
    game_service.tick()
    game_service.cancel(game.id)
    before = _row(dashboard(app, "cs"), game.id)
    clock.advance(days=2)
    game_service.erase_person("bob@example.org")
    body = dashboard(app, "cs")
    controls = body[body.index(f'id="controls-{game.id}"'):]
    assert "zmeškané" not in controls[:controls.index("</ul>")]
    assert re.findall(r"<td[^>]*>([^<]*)</td>\s*$", before)[0] in _row(body, game.id)


# class 2: an English organizer reads dates and scores in English after a Goofspiel
def test_held_out_english_answer_after_the_end(table):
    players = [PlayerSpec("Petra Malá", "petra@example.org", "en"),
               PlayerSpec("Tom Hall", "tom@example.org", "en")]
    game = table.service.create("goofspiel", players, ORG, options={"lang": "en", "cards": 5},
                                start=True)
    table.postman.deliver_pending()
    while (view := table.service.view(game.id)).game.status == "running":
        seat = view.game.seat(view.game.waited[0])
        mail = next(m for m in reversed(table.outbox.sent) if _to(m) == seat.email)
        table.send(_reply(mail, first_option(view, seat), table.written))
        table.clock.moment += timedelta(hours=5)
    _, [answer] = table.ask(table.to_org(game.id)[-1], "How long did it take in the end?")
    text = _flat(answer)
    assert re.search(r"ended on \d{1,2} [A-Z][a-z]{2} \d{4} after \d+ (days?|hours?)", text)
    assert "5 rounds were played" in text and not re.search(r"\d{4}-\d\d-\d\d", text)


# class 3: "how many rounds are left?" of a running Goofspiel, and who leads
def test_held_out_rounds_left_and_the_leader(table):
    game = table.game("goofspiel")
    view = table.service.view(game)
    for seat_id in view.game.waited:  # the first round is played
        seat = view.game.seat(seat_id)
        mail = next(m for m in reversed(table.outbox.sent) if _to(m) == seat.email)
        table.send(_reply(mail, first_option(table.service.view(game), seat), table.written))
    _, [answer] = table.ask(table.to_org(game)[0], "Kolik kol ještě zbývá a kdo vede?")
    text = _flat(answer)
    cards = table.service.record(game).options["cards"]
    assert f"Hraje se 2. kolo z {cards}." in text or f"Hraje se 2. kolo ze {cards}." in text
    # the first options bid alike: a tie, told as nobody leading (org28), else the leader named
    leader = re.search(r"V čele[^.]*: (Petra Malá|Tom Hall)", text)
    assert bool(leader) != ("zatím nikdo nevede, všichni mají 0" in text), text


# class 3: a 1926 game (no rounds) says how long it has run, and claims no round
def test_held_out_1926_how_long_it_runs(table):
    players = [PlayerSpec(n, e, "cs") for n, e in (
        ("Petra Malá", "petra@example.org"), ("Tom Hall", "tom@example.org"),
        ("Jana Nová", "jana@example.org"))]
    game = table.service.create("1926", players, ORG, options={"lang": "cs"}, start=True).id
    table.postman.deliver_pending()
    table.clock.moment += timedelta(days=3)
    _, [answer] = table.ask(table.to_org(game)[0], "Jak dlouho už to běží?")
    text = _flat(answer)
    assert re.search(r"běží 3 dny", text) and " kolo" not in text


# class 3: a paused game still says how long it has run
def test_held_out_a_paused_game_says_how_long_it_ran(table):
    game = table.game("goofspiel")
    table.service.pause(game)
    table.clock.moment += timedelta(days=2)
    _, [answer] = table.ask(table.to_org(game)[0], "Jak dlouho ta hra už vlastně trvá?")
    text = _flat(answer)
    assert re.search(r"\d+ (den|dny|dní)", text)
