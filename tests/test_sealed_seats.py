"""Several players to move at once (issue 31), with Goofspiel's sealed bids: every waited seat
gets its own turn mail, its own deadline, reminders and missed-turn handling; a reply token is
bound to that seat's own decision, so one player's bid never stales another's mail, while a
reply to the same seat's older decision is refused politely."""

from __future__ import annotations

import re

import pytest
from test_mailroom_incoming import PLAYERS, Table, _text, reply

from functions.service import PlayerSpec
from functions.service.people.home import MyGame
from functions.service.records.game import GameRecord

GOOF = {"cards": 3}


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def start(table: Table, players=PLAYERS, **options) -> GameRecord:
    game = table.service.create("goofspiel", players, "org@example.org",
                                options={**GOOF, **options}, start=True)
    table.deliver()
    return table.service.view(game.id).game


def turn_mails(table: Table, address: str):
    return [m for m in table.inbox(address) if ".your_turn." in str(m["Message-ID"])]


def hand(table: Table, game_id: str, email: str) -> list[str]:
    view = table.service.view(game_id)
    seat = view.game.seat_of(email)
    return [m.text for m in view.rules.legal_moves(view.state, seat.player)]


def bids(table: Table, game_id: str) -> list[tuple[str, str, str]]:
    view = table.service.view(game_id)
    return [(e.player, e.text, e.source) for e in view.log if e.text.startswith("bid")]


def test_every_waiting_seat_is_mailed_at_once_and_replies_count_in_any_order(table):
    game = start(table)
    assert set(game.waited) == {s.seat for s in game.seats}
    first = {p.email: turn_mails(table, p.email) for p in PLAYERS}
    assert all(len(mails) == 1 for mails in first.values())
    # each mail has its own reply token
    tokens = {str(m[0]["Reply-To"]) for m in first.values()}
    assert len(tokens) == len(PLAYERS)
    # Cid bids first, then Ann, then Bob: each reply to the first mail is accepted although
    # the others moved in between
    for player in (PLAYERS[2], PLAYERS[0], PLAYERS[1]):
        card = hand(table, game.id, player.email)[-1]
        outcome = table.receive(reply(first[player.email][0], card))
        assert outcome.action == "played", outcome.detail
    made = bids(table, game.id)
    assert [(player, text) for player, text, _ in made] == [
        ("Cid", "bid 3"), ("Ann", "bid 3"), ("Bob", "bid 3")]
    assert {source for _, _, source in made} == {"email"}


def test_a_bid_leaves_the_other_seats_waited_for_and_their_mails_standing(table):
    game = start(table)
    ann, bob, cid = PLAYERS
    table.receive(reply(turn_mails(table, ann.email)[0], "bid 2"))
    table.deliver()
    record = table.service.view(game.id).game
    assert not record.waits_for(record.seat_of(ann.email).seat)
    assert record.waits_for(record.seat_of(bob.email).seat)
    assert record.waits_for(record.seat_of(cid.email).seat)
    # nobody got a second turn mail for the same decision
    assert len(turn_mails(table, bob.email)) == len(turn_mails(table, cid.email)) == 1


def test_a_bare_number_picks_from_the_seats_own_menu(table):
    game = start(table)
    ann, bob, _ = PLAYERS
    table.receive(reply(turn_mails(table, ann.email)[0], "bid 1"))
    # Bob answers with a number: the second card of his own hand (Ann's bid in between)
    second = hand(table, game.id, bob.email)[1]
    outcome = table.receive(reply(turn_mails(table, bob.email)[0], "2"))
    assert outcome.action == "played", outcome.detail
    assert bids(table, game.id)[-1][:2] == ("Bob", second)


def test_a_bare_card_number_bids_that_card_once_the_hand_has_gaps(table):
    game = start(table)
    ann = PLAYERS[0]
    for player in PLAYERS:  # round one: everyone spends their lowest card
        table.receive(reply(turn_mails(table, player.email)[0], hand(table, game.id,
                                                                     player.email)[0]))
    table.deliver()
    assert hand(table, game.id, ann.email)[:2] == ["bid 2", "bid 3"]
    mail = turn_mails(table, ann.email)[-1]
    assert "3. " in _text(mail)  # the menu numbers the 3 as 3, not as the second option
    (example,) = re.findall(r'"(\d+)" picks option \1', _text(mail))
    assert f"  {example}. bid {example}" in _text(mail)  # the hint names an option it has
    outcome = table.receive(reply(mail, "3"))
    assert outcome.action == "played", outcome.detail
    assert bids(table, game.id)[-1][:2] == ("Ann", "bid 3")


@pytest.mark.parametrize("line", ["Přihazuji 2, díky", "bid 2, thanks!", "2, děkuji moc"])
def test_a_courtesy_after_a_bid_on_its_line_is_no_part_of_it(table, line):
    game = start(table)
    ann = PLAYERS[0]
    outcome = table.receive(reply(turn_mails(table, ann.email)[0], line))
    assert outcome.action == "played", outcome.detail
    assert bids(table, game.id)[-1][:2] == ("Ann", "bid 2")


def test_a_read_back_does_not_tell_the_bidder_their_own_bid_twice(table):
    start(table)
    for player in (*PLAYERS[1:], PLAYERS[0]):  # Ann's bid resolves the round
        table.receive(reply(turn_mails(table, player.email)[0], "bid 1"))
    table.deliver()
    texts = [_text(m) for m in table.inbox(PLAYERS[0].email)]
    read_back = [t for t in texts if "Read as: bid 1" in t]
    assert read_back, texts
    assert not [t for t in read_back if "Your bid: 1" in t]


def test_the_game_over_mail_of_the_last_bidder_tells_their_bid_once(table):
    game = start(table)
    for _ in range(2):  # two rounds by mail; the last one plays itself
        for player in (*PLAYERS[1:], PLAYERS[0]):  # Ann's bid resolves each round
            table.receive(reply(turn_mails(table, player.email)[-1],
                                hand(table, game.id, player.email)[0]))
        table.deliver()
    (over,) = [_text(m) for m in table.inbox(PLAYERS[0].email) if "is over" in _text(m)]
    assert "Read as: bid" in over
    assert "Your bid:" not in over


def test_a_reply_to_the_same_seats_older_decision_is_refused_politely(table):
    game = start(table)
    ann = PLAYERS[0]
    old = turn_mails(table, ann.email)[0]
    for player in PLAYERS:  # round one resolves; round two begins
        table.receive(reply(turn_mails(table, player.email)[0], hand(table, game.id,
                                                                     player.email)[0]))
    table.deliver()
    assert len(turn_mails(table, ann.email)) == 2
    before = bids(table, game.id)
    outcome = table.receive(reply(old, "bid 3", message_id="<late@client>"))
    assert outcome.action == "answered" and "the game changed" in outcome.detail
    assert bids(table, game.id) == before
    (answer,) = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == ann.email]
    assert "answered an older mail" in _text(answer)
    # the newer mail still plays
    newer = turn_mails(table, ann.email)[-1]
    assert table.receive(reply(newer, "bid 3")).action == "played"


def test_a_copy_of_the_turn_mail_in_the_reply_is_history_though_others_bid_since(
        sqlite_store, clock, fake_secrets):
    from email.message import EmailMessage

    from test_mailroom_corpus import SETTINGS as PLAIN  # no web links in the mails' footers

    table = Table(sqlite_store, clock, fake_secrets, PLAIN)
    game = start(table, reminder_hours="off")
    ann, bob, cid = PLAYERS
    table.receive(reply(turn_mails(table, ann.email)[0], "bid 1"))
    table.receive(reply(turn_mails(table, cid.email)[0], "bid 1"))
    table.deliver()
    turn = turn_mails(table, bob.email)[0]
    mail = EmailMessage()  # Bob's client copies the whole mail below his line, unquoted
    mail["From"], mail["To"] = bob.email, str(turn["Reply-To"])
    mail["Subject"], mail["In-Reply-To"] = "Re: " + str(turn["Subject"]), str(turn["Message-ID"])
    mail["Message-ID"] = "<copy@client>"
    mail.set_content(f"{_text(turn)}\n\nbid 3\n")  # below the copy
    assert table.receive(mail.as_bytes()).action == "played"
    assert bids(table, game.id)[-1][:2] == ("Bob", "bid 3")
    said = "\n".join(_text(m) for m in table.deliver() if m["To"].addresses[0].addr_spec
                     == bob.email)
    assert "skipped" not in said.lower() and "přeskoč" not in said.lower()


def test_a_second_bid_in_the_same_round_is_refused(table):
    game = start(table)
    ann = PLAYERS[0]
    mail = turn_mails(table, ann.email)[0]
    assert table.receive(reply(mail, "bid 2")).action == "played"
    before = bids(table, game.id)
    outcome = table.receive(reply(mail, "bid 3", message_id="<again@client>"))
    assert outcome.action in ("answered", "refused")
    assert bids(table, game.id) == before


def test_the_game_plays_to_its_end_by_mail(table):
    game = start(table)
    for _ in range(3 * len(PLAYERS) + 3):
        record = table.service.view(game.id).game
        if record.status != "running":
            break
        for seat_id in record.waited:
            seat = record.seat(seat_id)
            mail = turn_mails(table, seat.email)[-1]
            table.receive(reply(mail, hand(table, game.id, seat.email)[0]))
        table.deliver()
    record = table.service.view(game.id).game
    assert record.status == "finished"
    assert all(m for p in PLAYERS for m in table.inbox(p.email)
               if ".game_over." in str(m["Message-ID"]))
    # one turn mail per player per round they had to bid in
    played = {p: sum(1 for who, _, _ in bids(table, game.id) if who == p.name)
              for p in PLAYERS}
    for player in PLAYERS:
        assert len(turn_mails(table, player.email)) <= played[player]


def test_each_waited_seat_has_its_own_deadline_and_a_missed_one_is_played_for(table, clock):
    game = start(table, deadline_hours="24", reminder_hours="4", missed_turn="autoplay")
    ann, bob, cid = PLAYERS
    record = table.service.view(game.id).game
    assert len({w.deadline for w in record.waits}) == 1 and record.deadline
    clock.advance(hours=2)
    table.receive(reply(turn_mails(table, ann.email)[0], "bid 3"))
    table.receive(reply(turn_mails(table, bob.email)[0], "bid 3"))
    table.deliver()
    clock.advance(hours=19)  # 4 hours before the deadline: Cid alone is reminded
    table.service.tick()
    sent = table.deliver()
    reminded = [m["To"].addresses[0].addr_spec for m in sent
                if ".reminder." in str(m["Message-ID"])]
    assert reminded == [cid.email]
    clock.advance(hours=4)
    table.service.tick()
    made = bids(table, game.id)
    assert [(who, source.split(":")[0]) for who, _, source in made] == [
        ("Ann", "email"), ("Bob", "email"), ("Cid", "bot")]
    record = table.service.view(game.id).game
    assert record.seat_of(cid.email).missed_turns == 1
    assert record.seat_of(ann.email).missed_turns == 0
    # a new round: every seat waited for again, each with a fresh deadline a day from now
    assert len(record.waits) == 3
    assert {w.deadline for w in record.waits} == {"2025-05-03T13:00:00.000Z"}


def test_an_absence_extends_that_seats_deadline_alone(table, clock):
    import datetime as dt

    game = start(table, deadline_hours="24", reminder_hours="off", missed_turn="autoplay")
    ann, bob, cid = PLAYERS
    # game starts 2025-05-01 12:00 UTC; Bob is away on 1 and 2 May (Prague time)
    table.service.away(game.id, bob.email, dt.date(2025, 5, 1), dt.date(2025, 5, 2))
    record = table.service.view(game.id).game
    deadlines = {record.seat(w.seat).name: w.deadline for w in record.waits}
    assert deadlines["Ann"] == deadlines["Cid"] == "2025-05-02T12:00:00.000Z"
    assert deadlines["Bob"] > "2025-05-03T12:00:00.000Z"
    clock.advance(hours=24)
    table.service.tick()
    made = {who: source.split(":")[0] for who, _, source in bids(table, game.id)}
    assert made == {"Ann": "bot", "Cid": "bot"}  # Bob's own deadline has not come
    record = table.service.view(game.id).game
    assert [record.seat(s).name for s in record.waited] == ["Bob"]
    assert record.seat_of(bob.email).missed_turns == 0
    # Bob's mail of the round still plays when he is back
    clock.advance(hours=30)
    assert table.receive(reply(turn_mails(table, bob.email)[0], "bid 3")).action == "played"
    assert len(table.service.view(game.id).game.waits) == 3  # round two, everyone again


def test_under_wait_the_organizer_hears_of_each_seat_that_missed_and_the_game_waits(
        table, clock):
    game = start(table, deadline_hours="24", reminder_hours="off", missed_turn="wait")
    ann, bob, cid = PLAYERS
    table.receive(reply(turn_mails(table, ann.email)[0], "bid 1"))
    table.deliver()
    clock.advance(hours=25)
    done = table.service.tick()
    assert sum("missed the deadline" in what for _, what in done) == 2  # Bob's and Cid's
    assert not any("Ann missed" in what for _, what in done)
    assert table.service.tick() == []  # once each
    record = table.service.view(game.id).game
    assert {record.seat(w.seat).name: w.handled for w in record.waits} == {"Bob": True,
                                                                          "Cid": True}
    assert [s.missed_turns for s in record.seats] == [0, 1, 1]
    # the late bids still count, each on its own mail
    for late in (cid, bob):
        assert table.receive(reply(turn_mails(table, late.email)[0], "bid 1")).action == "played"
    record = table.service.view(game.id).game
    assert len(record.waits) == 3 and not any(w.handled for w in record.waits)


def test_the_organizers_extension_gives_every_waited_seat_the_hours(table, clock):
    game = start(table, deadline_hours="24", reminder_hours="off")
    ann, bob, cid = PLAYERS
    table.receive(reply(turn_mails(table, ann.email)[0], "bid 1"))
    table.deliver()
    table.service.extend(game.id, 10)
    record = table.service.view(game.id).game
    assert {record.seat(w.seat).name: w.deadline for w in record.waits} == {
        "Bob": "2025-05-02T22:00:00.000Z", "Cid": "2025-05-02T22:00:00.000Z"}
    told = [m["To"].addresses[0].addr_spec for m in table.deliver()
            if ".deadline_extended." in str(m["Message-ID"])]
    assert sorted(told) == [bob.email, cid.email]


def test_a_seat_removed_for_missed_turns_is_played_out_and_the_others_go_on(table, clock):
    game = start(table, deadline_hours="24", reminder_hours="off", missed_turn="remove")
    ann, bob, cid = PLAYERS
    for player in (ann, bob):
        table.receive(reply(turn_mails(table, player.email)[0], "bid 3"))
    clock.advance(hours=25)
    table.service.tick()
    table.deliver()
    record = table.service.view(game.id).game
    assert record.seat_of(cid.email).status == "removed"
    assert [record.seat(s).name for s in record.waited] == ["Ann", "Bob"]  # round two
    for player in (bob, ann):
        table.receive(reply(turn_mails(table, player.email)[-1], "bid 2"))
    record = table.service.view(game.id).game
    assert record.status == "finished"  # the last round, one card each, plays itself


def test_my_games_shows_the_game_as_your_turn_to_every_waited_seat(table):
    game = start(table)
    record = table.service.view(game.id).game
    for seat in record.seats:
        assert MyGame(record, seat, "Europe/Prague").my_turn
    table.receive(reply(turn_mails(table, PLAYERS[0].email)[0], "bid 1"))
    record = table.service.view(game.id).game
    mine = {seat.name: MyGame(record, seat, "Europe/Prague").my_turn for seat in record.seats}
    assert mine == {"Ann": False, "Bob": True, "Cid": True}


def test_bots_bid_in_every_waited_seat(table):
    players = [PLAYERS[0], PlayerSpec("Robo", "", "en", bot="random"),
               PlayerSpec("Rita", "", "en", bot="greedy")]
    game = start(table, players)
    record = table.service.view(game.id).game
    # the bots bid at once: the game waits for Ann alone
    assert [record.seat(s).name for s in record.waited] == ["Ann"]
    assert {who for who, _, _ in bids(table, game.id)} == {"Robo", "Rita"}
    assert re.search("bid", _text(turn_mails(table, PLAYERS[0].email)[0]))


# ---- the clock from the command line ------------------------------------------------------

def test_pbm_tick_plays_for_the_one_who_misses_and_the_others_bid_by_hand(
        capsys, monkeypatch, pbm_home):
    import datetime as dt
    import json

    from functions.cli import main

    def pbm(now: dt.datetime, *args: str) -> str:
        monkeypatch.setenv("PBM_NOW", now.strftime("%Y-%m-%dT%H:%M:%SZ"))
        code = main(list(args))
        out, err = capsys.readouterr()
        assert code == 0, out + err
        return out + err

    now = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)
    game_id = pbm(now, "new", "goofspiel", "--player", "Ann <ann@example.org>", "--player",
                  "Bob <bob@example.org>", "--player", "Cid <cid@example.org>",
                  "--option", "cards=4", "--option", "deadline_hours=24",
                  "--option", "missed_turn=autoplay", "--start").strip()
    rounds = 0
    for _ in range(10):
        game = json.loads(pbm(now, "show", game_id, "--json"))
        if game["status"] == "finished":
            break
        rounds += 1
        # after two missed rounds Cid is absent (issue 42): the bot bids for him at once
        absent = [p for p in game["players"] if p["email"] == "cid@example.org"][0][
            "missed_turns"] >= 2
        assert game["waiting"] == ["ann@example.org", "bob@example.org",
                                   *([] if absent else ["cid@example.org"])]
        deadline = dt.datetime.fromisoformat(game["deadline"])
        for hours, who in ((2, "ann@example.org"), (3, "bob@example.org")):
            table = json.loads(pbm(now, "show", game_id, "--json"))
            mine = [p for p in table["players"] if p["email"] == who][0]
            assert mine["missed_turns"] == 0
            pbm(now + dt.timedelta(hours=hours), "move", game_id, who,
                _first_bid(game_id, who, now))
        if absent:
            now += dt.timedelta(hours=3)
            continue
        game = json.loads(pbm(now + dt.timedelta(hours=3), "show", game_id, "--json"))
        assert game["waiting"] == ["cid@example.org"]  # the others' bids stand, Cid's clock runs
        own = {p["email"]: p["deadline"] for p in game["players"]}
        assert own == {"ann@example.org": None, "bob@example.org": None,
                       "cid@example.org": game["deadline"]}
        assert dt.datetime.fromisoformat(game["deadline"]) == deadline
        early = pbm(deadline - dt.timedelta(seconds=1), "tick")
        assert "missed" not in early
        now = deadline
        assert "Cid missed the deadline" in pbm(now, "tick")
    game = json.loads(pbm(now, "show", game_id, "--json"))
    assert game["status"] == "finished" and rounds >= 3
    sources = {(h["player"], h["source"].split(":")[0]) for h in game["history"]
               if h["text"].startswith("bid")}
    assert ("cid@example.org", "bot") in sources
    assert ("cid@example.org", "cli") not in sources
    assert {s for p, s in sources if p != "cid@example.org"} == {"cli"}


def _first_bid(game_id: str, email: str, now) -> str:
    from functions import compose
    from functions.settings import Settings

    parts = compose.build(Settings.from_env())
    try:
        view = parts.service.view(game_id)
        seat = view.game.seat_of(email)
        return view.rules.legal_moves(view.state, seat.player)[0].text
    finally:
        parts.close()


# ---- the web forms of every waited seat at once ---------------------------------------------

def test_the_move_form_of_every_waited_seat_works_at_the_same_time(app, game_service):
    from web_events import SECRET, get, hidden, post

    from functions.links import play_path

    game = game_service.create("goofspiel", PLAYERS, "org@example.org", options=GOOF,
                               start=True)
    paths = {seat: play_path(SECRET, game.id, seat) for seat in ("p1", "p2", "p3")}
    # every page is drawn before anyone bids: each shows its player's turn and a move form
    drawn = {seat: app.resolve(get(path), None)["body"] for seat, path in paths.items()}
    assert all('id="move-form"' in body for body in drawn.values())
    forms_ = {seat: hidden(body, "move-form") for seat, body in drawn.items()}
    response = app.resolve(post(paths["p3"], {**forms_["p3"], "move": "bid 2"}), None)
    assert response["statusCode"] == 303, response["body"]
    game_service.submit(game.id, "ann@example.org", "bid 2", source="email")
    # Bob's form, drawn before both bids, still plays: the round resolves, the next begins
    response = app.resolve(post(paths["p2"], {**forms_["p2"], "move": "bid 1"}), None)
    assert response["statusCode"] == 303, response["body"]
    made = [(e.player, e.text, e.source) for e in game_service.view(game.id).log
            if e.text.startswith("bid")]
    assert made == [("Cid", "bid 2", "web"), ("Ann", "bid 2", "email"), ("Bob", "bid 1", "web")]
    assert len(game_service.view(game.id).game.waits) == 3
    # the form Ann drew in the first round, posted in the second, is stale: refused politely
    # with the board as it stands and a fresh form
    before = len(game_service.view(game.id).log)
    refused = app.resolve(post(paths["p1"], {**forms_["p1"], "move": "bid 3"}), None)
    assert refused["statusCode"] == 409
    assert "This move is out of date" in refused["body"]
    assert len(game_service.view(game.id).log) == before
    assert hidden(refused["body"], "move-form")["nonce"] != forms_["p1"]["nonce"]
