"""Time on the web pages, with a fixed clock: times in the reader's zone with its name, the
player's absence, reminder and time-zone forms, "away until" at the table, and the organizer's
extension, timing policy and holiday pause."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from web_events import SECRET, forms, get, hidden, post

from functions.links import game_path, organizer_path, play_path
from functions.service import PlayerSpec
from tests.conftest import FakeClock

START = dt.datetime(2026, 12, 1, 10, 0, tzinfo=dt.UTC)  # a Tuesday; Prague is at UTC+1
ORGANIZER = "org@example.org"
DASHBOARD = organizer_path(SECRET, ORGANIZER)
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


@pytest.fixture
def clock():
    return FakeClock(START)


def new_game(game_service, players=PLAYERS, organizer=ORGANIZER, **options):
    return game_service.create("1926", players, organizer, options={"lang": "en", **options},
                               start=True, public=True)


def page(app, game, seat, **query):
    return app.resolve(get(play_path(SECRET, game.id, seat), query), None)


def time_post(app, game, seat, form_id, **fields):
    """Post one of the player's time forms as drawn on their page now, with `fields` filled."""
    drawn = hidden(page(app, game, seat)["body"], form_id)
    return app.resolve(post(f"{play_path(SECRET, game.id, seat)}/time", {**drawn, **fields}),
                       None)


def seat_of(game_service, game, seat):
    return game_service.view(game.id).game.seat(seat)


def players_row(body, name):
    table = body[body.index('<table id="players"'):]
    return next(row for row in re.findall(r"<tr.*?</tr>", table, re.S) if name in row)


def dashboard(app, path=DASHBOARD):
    return app.resolve(get(path, {"lang": "en"}), None)


def control(app, game_id, form_id, path=DASHBOARD, **fields):
    drawn = hidden(dashboard(app)["body"], f"{form_id}-{game_id}")
    return app.resolve(post(f"{path}/games/{game_id}", {**drawn, **fields}, {"lang": "en"}),
                       None)


# ---- the player's page -------------------------------------------------------------------------


def test_the_deadline_and_the_policy_are_shown_in_the_players_zone_with_its_name(app,
                                                                                 game_service):
    game = new_game(game_service)
    body = page(app, game, "p1")["body"]
    assert "Deadline: Fri 4 Dec 2026, 11:00 CET." in body  # 72 h after 10:00 UTC
    # what the page says, not its attributes: the zone list's value="UTC", and the random
    # letters of a form's nonce or a link's token, which may spell UTC
    shown = re.sub(r'="[^"]*"', '=""', body)
    assert "UTC" not in shown
    policy = re.search(r'<ul class="policy" id="timing-policy">(.*?)</ul>', body, re.S).group(1)
    assert "72 hours for a move" in policy and "reminders 24 and 4 hours" in policy
    czech = page(app, game, "p2")["body"]
    assert "Na tahu je Ann (od 1. 12. 2026 (úterý), 11:00 SEČ)." in czech
    assert "Termín tahu: 4. 12. 2026 (pátek), 11:00 SEČ." in czech


def test_an_absence_from_the_page_extends_the_deadline_and_the_table_sees_it(app, game_service):
    game = new_game(game_service)
    before = game_service.view(game.id).game.deadline
    response = time_post(app, game, "p1", "away-form", first="2026-12-01", last="2026-12-03",
                         everywhere="yes")
    path = play_path(SECRET, game.id, "p1")
    assert response["statusCode"] == 303
    assert response["headers"]["Location"] == f"{path}?done=away"
    record = game_service.view(game.id).game
    ann = record.seat("p1")
    assert (ann.away_from, ann.away_until) == ("2026-12-01T10:00:00.000Z",
                                               "2026-12-03T23:00:00.000Z")
    assert record.deadline == "2026-12-06T23:00:00.000Z" > before  # 72 h after the absence
    mine = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Noted. Beside your name, the other players see until when you are away." in mine
    # its days, as declared: never the midnight after the last one (a day more, issue 42)
    assert "You are away from Tue 1 Dec 2026 through Thu 3 Dec 2026" in mine
    assert 'id="back-form"' in mine
    bobs = page(app, game, "p2")["body"]
    assert "pryč do 3. 12. 2026 (čtvrtek)" in players_row(bobs, "Ann")
    assert "Termín tahu: 7. 12. 2026 (pondělí), 00:00 SEČ." in bobs
    spectators = app.resolve(get(game_path(game.id), {"lang": "en"}), None)["body"]
    assert "away through Thu 3 Dec 2026" in players_row(spectators, "Ann")


def test_an_absence_for_all_games_or_for_this_one(app, game_service):
    first = new_game(game_service)
    second = new_game(game_service)
    time_post(app, first, "p2", "away-form", first="8.12.2026", last="10.12.2026",
              everywhere="yes")
    assert seat_of(game_service, first, "p2").away_until == "2026-12-10T23:00:00.000Z"
    assert seat_of(game_service, second, "p2").away_until == "2026-12-10T23:00:00.000Z"
    # the checkbox unticked (a browser then sends nothing for it): this game only
    time_post(app, first, "p3", "away-form", first="2026-12-08", last="2026-12-09")
    assert seat_of(game_service, first, "p3").away_until == "2026-12-09T23:00:00.000Z"
    assert seat_of(game_service, second, "p3").away_until is None


def test_an_absence_over_the_cap_is_refused_in_czech_and_what_was_typed_stays(app,
                                                                              game_service):
    game = new_game(game_service)
    version = game_service.view(game.id).game.version
    response = time_post(app, game, "p2", "away-form", first="2026-12-02", last="2026-12-21",
                         everywhere="yes")
    body = response["body"]
    assert response["statusCode"] == 422
    assert "Nepodařilo se to" in body
    assert "20 dní je víc, než hra dovoluje: zbývá ti 14 dní nepřítomnosti." in body
    away = forms(body)["away-form"]
    assert away["first"] == ["2026-12-02"] and away["last"] == ["2026-12-21"]
    assert re.search(r'<details id="away-section" open>', body)
    assert game_service.view(game.id).game.version == version  # nothing changed


def test_days_not_written_as_days_are_refused_politely(app, game_service):
    game = new_game(game_service)
    response = time_post(app, game, "p2", "away-form", first="až se vrátím", last="")
    assert response["statusCode"] == 422
    assert "Vyplň první a poslední den nepřítomnosti" in response["body"]
    assert "„do pátku“" in response["body"]  # how to write it in words, too
    assert forms(response["body"])["away-form"]["first"] == ["až se vrátím"]


def test_all_games_where_one_refuses_says_where_it_was_not_done(app, game_service):
    first = new_game(game_service)
    strict = game_service.create("1926", PLAYERS, ORGANIZER, title="Strict", start=True,
                                 options={"away_days": "1"})
    response = time_post(app, first, "p1", "away-form", first="2026-12-02",
                         last="2026-12-04", everywhere="yes")
    body = response["body"]
    assert response["statusCode"] == 200
    assert "the other players see until when you are away" in body  # done here
    assert "Not done in some games" in body and "Strict: 3 days is more than the game allows" \
        in body
    assert seat_of(game_service, first, "p1").away_until == "2026-12-04T23:00:00.000Z"
    assert seat_of(game_service, strict, "p1").away_until is None


def test_back_early_ends_the_absence(app, game_service):
    game = new_game(game_service)
    time_post(app, game, "p1", "away-form", first="2026-12-01", last="2026-12-03",
              everywhere="yes")
    response = time_post(app, game, "p1", "back-form")
    assert response["statusCode"] == 303
    record = game_service.view(game.id).game
    assert record.seat("p1").away_until is None
    assert record.deadline == "2026-12-04T10:00:00.000Z"  # a full turn from now, no more
    after = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Welcome back!" in after and 'id="back-form"' not in after
    assert "away" not in players_row(page(app, game, "p2")["body"], "Ann")


def test_reminders_and_the_time_zone_are_saved_and_times_follow_the_zone(app, game_service):
    game = new_game(game_service)
    response = time_post(app, game, "p1", "time-settings-form", reminders="own", hours="12, 2",
                         zone="America/New_York")
    assert response["statusCode"] == 303
    ann = seat_of(game_service, game, "p1")
    assert (ann.reminders, ann.timezone) == ((12, 2), "America/New_York")
    body = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Saved." in body
    assert "Deadline: Fri 4 Dec 2026, 05:00 EST." in body
    settings = forms(body)["time-settings-form"]
    assert settings["hours"] == ["12,2"] and settings["zone"] == ["America/New_York"]
    assert 'id="reminders-own" checked' in body
    # Bob still reads the game's zone
    assert "4. 12. 2026 (pátek), 11:00 SEČ" in page(app, game, "p2")["body"]
    time_post(app, game, "p1", "time-settings-form", reminders="off")
    assert seat_of(game_service, game, "p1").reminders == ()
    time_post(app, game, "p1", "time-settings-form", reminders="game")
    ann = seat_of(game_service, game, "p1")
    assert (ann.reminders, ann.timezone) == (None, "America/New_York")


def test_an_unknown_zone_or_bad_hours_are_refused_and_the_form_keeps_them(app, game_service):
    game = new_game(game_service)
    response = time_post(app, game, "p2", "time-settings-form", reminders="own", hours="6",
                         zone="Mars/Olympus")
    body = response["body"]
    assert response["statusCode"] == 422
    assert "„Mars/Olympus“ není časové pásmo" in body
    assert forms(body)["time-settings-form"]["zone"] == ["Mars/Olympus"]
    assert '<details id="settings-section" open>' in body
    bob = seat_of(game_service, game, "p2")
    assert (bob.reminders, bob.timezone) == (None, None)  # neither was saved
    response = time_post(app, game, "p2", "time-settings-form", reminders="own",
                         hours="za hodinu", zone="Europe/Prague")
    assert response["statusCode"] == 422
    assert "Napiš celé hodiny před termínem" in response["body"]
    assert forms(response["body"])["time-settings-form"]["hours"] == ["za hodinu"]


def test_a_time_form_of_another_seat_or_without_a_nonce_changes_nothing(app, game_service):
    game = new_game(game_service)
    bobs = hidden(page(app, game, "p2")["body"], "away-form")
    form = {**bobs, "first": "2026-12-02", "last": "2026-12-03"}
    response = app.resolve(post(f"{play_path(SECRET, game.id, 'p1')}/time", form), None)
    assert response["statusCode"] == 400
    assert forms(response["body"])["away-form"]["first"] == ["2026-12-02"]
    response = app.resolve(post(f"{play_path(SECRET, game.id, 'p1')}/time",
                                {"action": "back", "version": "1"}), None)
    assert response["statusCode"] == 400
    assert all(s.away_until is None for s in game_service.view(game.id).game.seats)


def test_the_time_forms_are_gone_once_the_game_is_over(app, game_service):
    game = new_game(game_service)
    game_service.cancel(game.id)
    body = page(app, game, "p1")["body"]
    assert 'id="time"' not in body and 'id="away-form"' not in body


# ---- the organizer's dashboard -----------------------------------------------------------------


def test_the_dashboard_shows_times_in_the_games_zone_and_who_is_away(app, game_service):
    game = new_game(game_service)
    game_service.change_timing(game.id, {"timezone": "Europe/London"})
    game_service.away(game.id, "bob@example.org", dt.date(2026, 12, 5), dt.date(2026, 12, 6))
    body = dashboard(app)["body"]
    row = body[body.index(f'id="game-{game.id}"'):]
    row = row[:row.index("</tr>")]
    assert "Fri 4 Dec 2026, 10:00 GMT" in row and "UTC" not in row
    # Bob's absence starts at midnight in his zone (the game's then: London)
    assert "Bob (away from Sat 5 Dec 2026 through Sun 6 Dec 2026)" in row
    controls = body[body.index(f'id="controls-{game.id}"'):]
    assert "time zone Europe/London" in controls
    # said of the players: the organizer may not play (review 3: "na tah máš 72 h")
    assert "players have 72 hours for a move" in controls
    assert "the turns wait for the absent" in controls and "your turns" not in controls


def test_the_organizer_extends_the_deadline(app, game_service):
    game = new_game(game_service)
    response = control(app, game.id, "extend", hours="36")
    assert response["statusCode"] == 303
    assert game_service.view(game.id).game.deadline == "2026-12-05T22:00:00.000Z"
    after = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert f"The deadline in “{game.title}” is extended." in after  # named, not by its id
    assert "Sat 5 Dec 2026, 23:00 CET" in after
    again = app.resolve(post(f"{DASHBOARD}/games/{game.id}",
                             {**hidden(after, f"extend-{game.id}"), "hours": "none"},
                             {"lang": "en"}), None)
    assert again["statusCode"] == 422 and "Extend by whole hours" in again["body"]


def test_the_organizer_changes_the_timing_policy(app, game_service):
    game = new_game(game_service)
    response = control(app, game.id, "timing", deadline_hours="24", reminder_hours="2",
                       missed_turn="pause", remove_after="3", weekends="skip",
                       grace_hours="1", timezone="Europe/London", away_days="7",
                       away="autoplay")
    assert response["statusCode"] == 303
    record = game_service.view(game.id).game
    assert record.timing.to_dict() == {
        "deadline_hours": 24, "reminder_hours": [2], "missed_turn": "pause",
        "remove_after": 3, "weekends": "skip", "grace_hours": 1, "timezone": "Europe/London",
        "away_days": 7, "away": "autoplay"}
    # shorter rules do not take back the running turn's deadline: they apply from the next turn
    assert record.deadline == "2026-12-04T10:00:00.000Z"
    assert any(n.kind == "timing_changed" for n in game_service.store.pending_notifications(100))
    drawn = forms(dashboard(app)["body"])[f"timing-{game.id}"]
    assert drawn["deadline_hours"] == ["24"] and drawn["timezone"] == ["Europe/London"]


def test_a_refused_timing_change_keeps_what_the_organizer_typed(app, game_service):
    game = new_game(game_service)
    response = control(app, game.id, "timing", deadline_hours="24", timezone="Atlantis/Capital")
    body = response["body"]
    assert response["statusCode"] == 422
    assert "“Atlantis/Capital” is not a time zone" in body
    drawn = forms(body)[f"timing-{game.id}"]
    assert drawn["timezone"] == ["Atlantis/Capital"] and drawn["deadline_hours"] == ["24"]
    assert game_service.view(game.id).game.timing.deadline_hours == 72


def test_a_holiday_pauses_every_running_game_until_the_day_is_over(app, game_service):
    first, second = new_game(game_service), new_game(game_service)
    other = new_game(game_service, organizer="someone@example.org")
    drawn = hidden(dashboard(app)["body"], "holiday-form")
    response = app.resolve(post(f"{DASHBOARD}/holiday", {**drawn, "last": "2026-12-27"},
                                {"lang": "en"}), None)
    assert response["statusCode"] == 303
    for game in (first, second):
        record = game_service.view(game.id).game
        assert (record.status, record.resume_at) == ("paused", "2026-12-27T23:00:00.000Z")
    assert game_service.view(other.id).game.status == "running"
    body = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Your games are paused and resume by themselves after 27 Dec 2026." in body
    assert "resumes Mon 28 Dec 2026, 00:00 CET" in body


def test_a_holiday_in_the_past_or_without_a_day_is_refused(app, game_service):
    game = new_game(game_service)
    drawn = hidden(dashboard(app)["body"], "holiday-form")
    for day, words in (("2026-11-30", "the holiday must end in the future"),
                       ("", "Fill in the last day of the holiday")):
        response = app.resolve(post(f"{DASHBOARD}/holiday", {**drawn, "last": day},
                                    {"lang": "en"}), None)
        assert response["statusCode"] == 422 and words in response["body"]
    assert game_service.view(game.id).game.status == "running"


def test_strangers_cannot_extend_change_timing_or_pause(app, game_service):
    game = new_game(game_service)
    before = game_service.view(game.id).game
    drawn = hidden(dashboard(app)["body"], f"extend-{game.id}")
    forged = DASHBOARD[:-4] + ("aaaa" if not DASHBOARD.endswith("aaaa") else "bbbb")
    response = app.resolve(post(f"{forged}/games/{game.id}", {**drawn, "hours": "48"}), None)
    assert response["statusCode"] == 403
    stranger = organizer_path(SECRET, "someone@example.org")
    for form_id, fields in (("extend", {"hours": "48"}), ("timing", {"deadline_hours": "1"})):
        drawn = hidden(dashboard(app)["body"], f"{form_id}-{game.id}")
        response = app.resolve(post(f"{stranger}/games/{game.id}", {**drawn, **fields}), None)
        assert response["statusCode"] == 404
    response = app.resolve(post(f"{forged}/holiday", {"last": "2026-12-27"}), None)
    assert response["statusCode"] == 403
    drawn = hidden(dashboard(app, stranger)["body"], "create-form")  # the stranger's own nonce
    response = app.resolve(post(f"{DASHBOARD}/holiday", {**drawn, "last": "2026-12-27"}), None)
    assert response["statusCode"] == 409
    after = game_service.view(game.id).game
    assert (after.version, after.deadline, after.timing) == \
        (before.version, before.deadline, before.timing)


def test_the_create_form_offers_a_new_games_timing_and_creates_with_it(app, game_service):
    body = dashboard(app)["body"]
    drawn = forms(body)["create-form"]
    assert drawn["deadline_hours"] == ["72"] and drawn["reminder_hours"] == ["24,4"]
    assert drawn["away_days"] == ["14"] and drawn["timezone"] == ["Europe/Prague"]
    selected = re.search(r'name="missed_turn" id="create-missed_turn">.*?<option value="(\w+)"'
                         r'[^>]*selected', body, re.S)
    new = game_service.create("1926", PLAYERS, "x@example.org").timing
    assert selected and selected.group(1) == new.missed_turn
    fields = {name: values[0] for name, values in drawn.items() if values}
    fields.update({"rules": "1926", "players": "Ann <ann@example.org>\nBob <bob@example.org>\n"
                   "Cid <cid@example.org>", "weekends": "skip", "reminder_hours": "off",
                   "missed_turn": selected.group(1)})  # a browser posts the selected option
    del fields["public"], fields["start"]
    response = app.resolve(post(f"{DASHBOARD}/games", fields, {"lang": "en"}), None)
    assert response["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer(ORGANIZER)
    timing = game_service.view(game_id).game.timing
    assert (timing.deadline_hours, timing.reminder_hours, timing.weekends) == (72, (), "skip")
    assert (timing.missed_turn, timing.away_days) == (new.missed_turn, 14)


def test_the_dashboard_counts_missed_turns(app, game_service, clock):
    game = new_game(game_service, missed_turn="wait")
    clock.advance(hours=72)
    game_service.tick()
    controls = dashboard(app)["body"]
    controls = controls[controls.index(f'id="controls-{game.id}"'):]
    ann = re.search(r"<li>Ann .*?</li>", controls).group(0)
    assert "missed turns in a row: 1" in ann


@pytest.mark.parametrize("first", ["2026-12-2２", "2026-12-0٢", "２.12.2026"])
def test_a_day_with_a_digit_of_another_script_is_refused_politely(app, game_service, first):
    game = new_game(game_service)
    response = time_post(app, game, "p2", "away-form", first=first, last="2026-12-28")
    assert response["statusCode"] == 422
    assert "Vyplň první a poslední den nepřítomnosti" in response["body"]
    assert seat_of(game_service, game, "p2").away_until is None


def test_an_absence_in_words_on_the_page_is_its_days_from_the_player_s_today(app,
                                                                             game_service):
    game = new_game(game_service)  # Tuesday 1 December; Bob reads times in Prague
    response = time_post(app, game, "p2", "away-form", first="", last="",
                         days="nebudu tu do pátku")
    assert response["statusCode"] == 303
    bob = seat_of(game_service, game, "p2")
    assert (bob.away_from, bob.away_until) == ("2026-12-01T10:00:00.000Z",
                                               "2026-12-04T23:00:00.000Z")


def test_a_holiday_s_last_day_without_its_year_or_as_a_weekday_is_read(app, game_service):
    game = new_game(game_service)
    drawn = hidden(dashboard(app)["body"], "holiday-form")
    response = app.resolve(post(f"{DASHBOARD}/holiday", {**drawn, "last": "neděle"},
                                {"lang": "en"}), None)
    assert response["statusCode"] == 303
    assert game_service.view(game.id).game.resume_at == "2026-12-06T23:00:00.000Z"
