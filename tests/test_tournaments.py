"""Tournaments: the roster, seating without repeated opponents, rounds started by the service,
standings and ratings that these tests recompute on their own, and the mails after a round.

A game's end is followed by the sweep (GameService.tick), not by the write that ends it: the
sweep rates the game and lets its tournament go on (functions/service/ending.py)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from openskill.models import PlackettLuce

import rules
from functions.service import GameService, PlayerSpec, ServiceError
from functions.service.store import StoreUnavailable
from functions.service.tournaments import ratings as ratings_
from functions.service.tournaments import seating
from functions.service.tournaments import tournament as tournaments
from functions.service.tournaments.standings import points_for

ORGANIZER = "org@example.org"


def roster(n: int) -> str:
    lines = ["name,email,lang"]
    lines += [f"Hráč {i},hrac{i}@example.org,{'en' if i % 3 == 0 else 'cs'}" for i in range(n)]
    return "\n".join(lines) + "\n"


def play_out(service: GameService, game_id: str, rng: random.Random) -> None:
    """Play the game to its end: each seat's move chosen by the game's random bot and sent
    as that player's own move."""
    game = rules.get("1926")
    bot = game.bots["random"]
    for _ in range(1000):
        view = service.view(game_id)
        if view.game.ended:
            return
        seat = view.game.seat(view.game.to_move)
        service.submit(game_id, seat.email, bot.choose(view.state, seat.player, rng).text)
    raise AssertionError(f"game {game_id} does not end")


def play_round(service, t, rng, finished):
    """Play every game of the tournament's last round, each followed by a sweep, noting the
    order they ended in."""
    for table in t.played[-1].tables:
        play_out(service, table.game_id, rng)
        service.tick()
        finished.append(table.game_id)


def rated(service: GameService, record) -> bool:
    """Whether the game's ratings were recorded."""
    return service.store.game_over(record.id, record.rules, []).rated


# ---- the roster, table sizes and seating -----------------------------------------------------

def test_the_roster_reads_names_addresses_and_languages():
    entrants = tournaments.read_roster(
        "\ufeffName,Email,Lang\nŽofie Nováková, Zofie@Example.org ,cs\n\nBob,bob@example.org,\n"
        "Ann,ann@example.org,EN\n")
    assert [(e.name, e.email, e.lang) for e in entrants] == [
        ("Žofie Nováková", "zofie@example.org", "cs"), ("Bob", "bob@example.org", "cs"),
        ("Ann", "ann@example.org", "en")]


@pytest.mark.parametrize("text, fault", [
    ("email,name,lang\nA,a@example.org,cs\n", "header row"),
    ("name,email,lang\nA,a@example.org,de\n", "line 2: language 'de'"),
    ("name,email,lang\nA,a@example.org,cs\nB,A@example.org,cs\n", "line 3: a@example.org is on"),
    ("name,email,lang\nA,not-an-address,cs\n", "line 2:"),
    ("name,email,lang\nA,a@example.org\n", "line 2: expected name,email,lang"),
    ("name,email,lang\nA\u202e,a@example.org,cs\n", "line 2:"),
])
def test_a_bad_roster_is_refused_naming_the_line(text, fault):
    with pytest.raises(ServiceError) as refused:
        tournaments.read_roster(text)
    assert fault in refused.value.message


@pytest.mark.parametrize("players, smallest, largest, preferred, sizes", [
    (40, 3, 5, 4, [4] * 10),
    (9, 3, 5, 4, [5, 4]),
    (6, 3, 5, 4, [3, 3]),
    (7, 3, 5, 5, [4, 3]),
    (11, 3, 5, 3, [4, 4, 3]),
    (7, 2, 6, 6, [4, 3]),
    (2, 2, 6, 4, [2]),
])
def test_tables_keep_to_the_legal_sizes_near_the_preferred_one(players, smallest, largest,
                                                               preferred, sizes):
    assert seating.table_sizes(players, smallest, largest, preferred) == sizes


def test_too_few_players_for_a_table_are_refused():
    with pytest.raises(ValueError):
        seating.table_sizes(2, 3, 5, 4)


def test_forty_players_meet_new_opponents_in_each_of_three_rounds():
    players = [f"p{i}" for i in range(40)]
    rounds = []
    for number in range(3):
        met = seating.meetings(rounds)
        tables = seating.seat(players, [4] * 10, met, random.Random(number))
        assert sorted(p for table in tables for p in table) == sorted(players)
        assert seating.repeats(tables, met) == 0
        rounds.append(tables)
    pairs = Counter(frozenset(pair) for tables in rounds for table in tables
                    for pair in combinations(table, 2))
    assert max(pairs.values()) == 1


def test_when_repeats_cannot_be_avoided_the_fewest_are_made():
    # six players at two tables of three, twice: every table of the second round takes two
    # players from one table of the first, so each table repeats one pair, and no more
    players = list("abcdef")
    first = [["a", "b", "c"], ["d", "e", "f"]]
    met = seating.meetings([first])
    second = seating.seat(players, [3, 3], met, random.Random(1))
    assert seating.repeats(second, met) == 2


def test_shared_places_share_the_points_they_cover():
    points = (10, 6, 3, 1)
    assert points_for(1, 2, points) == 8
    assert points_for(3, 1, points) == 3
    assert points_for(3, 3, points) == pytest.approx(4 / 3)  # places 3, 4 and 5 (worth 0)


# ---- placings --------------------------------------------------------------------------------

def test_1926_places_by_electors_rank_and_elimination():
    result = {"winners": ["Ann"], "draw": False,
              "scores": {"Ann": 40, "Bob": 0, "Cid": 0, "Dan": 0, "Eve": 0},
              "details": {"rounds": [
                  {"electors": {"Ann": 30, "Bob": 20, "Cid": 10, "Dan": 10}, "eliminated": ["Cid", "Dan"]},
                  {"electors": {"Ann": 40, "Bob": 35}, "eliminated": []}]}}
    # Eve resigned before the count: she is in no count round
    assert rules.get("1926").placings(result) == {"Ann": 1, "Bob": 2, "Cid": 3, "Dan": 3,
                                                  "Eve": 5}


def test_westernpoly_places_by_wealth_then_the_later_bankrupt():
    result = {"winners": ["Ann"], "draw": False,
              "scores": {"Ann": 50000, "Bob": 20000, "Cid": 0, "Dan": 0},
              "details": {"bankrupt": ["Dan", "Cid"], "wealth": {}, "rounds": 30}}
    assert rules.get("westernpoly").placings(result) == {"Ann": 1, "Bob": 2, "Cid": 3, "Dan": 4}


# ---- a whole tournament ------------------------------------------------------------------------

def expected_places(result: dict) -> dict[str, int]:
    """Places in a finished 1926 game worked out here from the count: the winners first, the
    players still in at the end next (by electors), then the eliminated, those out in a later
    round before those out earlier; players out together share a place; resigned last."""
    rounds = result["details"]["rounds"]
    groups = [sorted(result["winners"])]
    final = rounds[-1]["electors"]
    for electors in sorted({final[p] for p in final if p not in result["winners"]},
                           reverse=True):  # a majority won early: the others by electors
        groups.append([p for p in final if p not in result["winners"] and final[p] == electors])
    for count in reversed(rounds):
        if count["eliminated"]:
            groups.append(list(count["eliminated"]))
    seen = {p for group in groups for p in group}
    groups.append([p for p in result["scores"] if p not in seen])
    places, place = {}, 1
    for group in groups:
        for player in group:
            places[player] = place
        place += len(group)
    return places


def test_a_forty_player_tournament_of_three_rounds_played_out_by_bots(game_service):
    service = game_service
    t = tournaments.create(service, "1926", tournaments.read_roster(roster(40)), ORGANIZER,
                           rounds=3, table_size=4, title="Jaro 2027",
                           options={"deadline_hours": 0})
    rng = random.Random(7)
    finished: list[str] = []
    for number in (1, 2, 3):
        t = tournaments.load(service, t.id)
        assert (t.status, len(t.played)) == ("running", number)
        play_round(service, t, rng, finished)
    t = tournaments.load(service, t.id)
    assert t.status == "finished" and len(t.played) == 3

    # seated: every round all forty at tables of four, nobody twice with the same opponent
    pairs = Counter()
    for played in t.played:
        assert sorted(p for x in played.tables for p in x.players) == sorted(
            e.email for e in t.entrants)
        assert all(len(x.players) == 4 for x in played.tables)
        pairs.update(frozenset(p) for x in played.tables for p in combinations(x.players, 2))
    assert max(pairs.values()) == 1

    # standings recomputed: 10, 6, 3, 1 points per place, ties sharing, then wins and beaten
    totals = Counter()
    wins = Counter()
    beaten = Counter()
    for played in t.played:
        for table in played.tables:
            record = service.store.load(table.game_id).game
            places = expected_places(record.result)
            for seat in record.seats:
                place = places[seat.player]
                tied = list(places.values()).count(place)
                share = [(10, 6, 3, 1, 0, 0)[p - 1] for p in range(place, place + tied)]
                totals[seat.email] += sum(share) / tied
                wins[seat.email] += 1 / tied if place == 1 else 0
                beaten[seat.email] += sum(1 for p in places.values() if p > place)
    summary = tournaments.summary(service, t)
    rows = summary["standings"]
    assert {r["key"]: r["points"] for r in rows} == {k: round(v, 2) for k, v in totals.items()}
    keys = [(-round(totals[r["key"]], 6), -round(wins[r["key"]], 6), -beaten[r["key"]])
            for r in rows]
    assert keys == sorted(keys)  # best first, by points, then wins, then beaten
    for before, after in zip(rows, rows[1:], strict=False):
        assert (after["place"] == before["place"]) == (
            keys[rows.index(after)] == keys[rows.index(before)])

    # ratings recomputed: openskill Plackett-Luce over the games in the order they ended
    model = PlackettLuce()
    mine = {}
    for game_id in finished:
        record = service.store.load(game_id).game
        places = expected_places(record.result)
        teams = [[mine.get(s.email, model.rating())] for s in record.seats]
        rated = model.rate(teams, ranks=[places[s.player] for s in record.seats])
        for seat, team in zip(record.seats, rated, strict=True):
            mine[seat.email] = team[0]
    stored = {r.player: r for r in ratings_.ratings(service.store, "1926")}
    assert set(stored) == set(mine)
    for email, rating in mine.items():
        assert stored[email].mu == pytest.approx(rating.mu, abs=1e-9)
        assert stored[email].sigma == pytest.approx(rating.sigma, abs=1e-9)
        assert stored[email].games == 3
    assert {r["key"]: r["rating"] for r in rows} == {
        email: round(r.mu - 3 * r.sigma, 2) for email, r in mine.items()}

    # one standings mail per person after each round, in their language
    mails = [n for n in service.store.pending_notifications(limit=10_000)
             if n.kind == "tournament_round"]
    assert Counter((n.email, n.payload["round"]) for n in mails) == Counter(
        {(e.email, r): 1 for e in t.entrants for r in (1, 2, 3)})
    assert all(n.lang == t.entrant(n.email).lang for n in mails)
    assert sorted((n.payload["round"], n.payload["final"]) for n in mails
                  if n.email == "hrac0@example.org") == [(1, False), (2, False), (3, True)]


def test_the_next_round_waits_for_its_date_and_the_sweep_starts_it(game_service, clock):
    service = game_service
    start = service.engine.now()
    t = tournaments.create(service, "1926", tournaments.read_roster(roster(6)), ORGANIZER,
                           rounds=2, table_size=3, round_days=7, starts_at=start)
    play_round(service, t, random.Random(1), [])
    t = tournaments.load(service, t.id)
    assert len(t.played) == 1 and t.played[0].ended_at and t.played[0].mailed
    assert t.due_at == "2025-05-08T12:00:00.000Z"
    clock.advance(days=6)
    assert not [d for d in service.tick() if d[0] == t.id]
    clock.advance(days=1)
    done = [what for tid, what in service.tick() if tid == t.id]
    assert done[0].startswith("round 2 seated at 2 tables, 2 repeated pairs")
    t = tournaments.load(service, t.id)
    assert len(t.played) == 2 and all(x.game_id for x in t.played[1].tables)


def test_a_first_round_at_a_later_date_waits(game_service, clock):
    service = game_service
    t = tournaments.create(service, "1926", tournaments.read_roster(roster(3)), ORGANIZER,
                           rounds=1, table_size=3, starts_at="2025-05-03T08:00:00.000Z")
    assert (t.status, t.played) == ("waiting", ())
    clock.advance(days=2)
    service.tick()
    assert tournaments.load(service, t.id).status == "running"


def test_a_cancelled_table_scores_nothing_and_lets_the_round_end(game_service):
    service = game_service
    t = tournaments.create(service, "1926", tournaments.read_roster(roster(6)), ORGANIZER,
                           rounds=1, table_size=3)
    first, second = t.played[0].tables
    service.cancel(first.game_id)
    service.tick()
    assert tournaments.load(service, t.id).status == "running"
    play_out(service, second.game_id, random.Random(3))
    service.tick()
    t = tournaments.load(service, t.id)
    assert t.status == "finished"
    rows = {r["key"]: r for r in tournaments.summary(service, t)["standings"]}
    assert all(rows[p]["games"] == 0 and rows[p]["points"] == 0 for p in first.players)
    assert sum(rows[p]["points"] for p in second.players) == 10 + 6 + 3


class DyingOnce:
    """The store, whose next tournament write after `dying` is set fails as if the process
    had died there."""

    def __init__(self, store):
        self._store = store
        self.dying = False

    def __getattr__(self, name):
        return getattr(self._store, name)

    def save_tournament(self, *args, **kwargs):
        if self.dying:
            self.dying = False
            raise StoreUnavailable("the process died")
        return self._store.save_tournament(*args, **kwargs)


def test_the_sweep_after_the_last_game_closes_the_round_and_a_failure_leaves_the_game_due(
        sqlite_store, clock, fake_secrets):
    store = DyingOnce(sqlite_store)
    service = GameService(store, clock, fake_secrets)
    t = tournaments.create(service, "1926", tournaments.read_roster(roster(3)), ORGANIZER,
                           rounds=1, table_size=3)
    [table] = t.played[0].tables
    play_out(service, table.game_id, random.Random(2))
    record = store.load(table.game_id).game
    # the last move ended the game, and did nothing more: not rated, the round still open
    assert record.status == "finished" and not rated(service, record)
    assert tournaments.load(service, t.id).status == "running"
    assert store.due_games(service.engine.now()) == [record.id]

    store.dying = True  # the sweep rates the game, then dies closing the round
    assert service.tick() == [(record.id, "rated: 3 ratings"),
                              (record.id, f"tournament {t.id} failed: the process died")]
    assert rated(service, record) and tournaments.load(service, t.id).status == "running"
    assert store.due_games(service.engine.now()) == [record.id]  # the next sweep goes on

    done = [what for _, what in service.tick()]
    assert done == [f"tournament {t.id}: round 1 ended",
                    f"tournament {t.id}: round 1: standings mailed",
                    f"tournament {t.id}: finished"]
    assert tournaments.load(service, t.id).status == "finished"
    assert store.due_games(service.engine.now()) == [] and service.tick() == []
    assert {r.games for r in ratings_.ratings(store, "1926")} == {1}  # rated once


@pytest.mark.parametrize("rules_id, size, fault", [
    ("1926", 2, "3 to 5 at a table"), ("1926", 6, "3 to 5"), ("westernpoly", 7, "2 to 6"),
    ("chess", 4, "chess"),
])
def test_a_table_size_the_game_cannot_take_is_refused(game_service, rules_id, size, fault):
    with pytest.raises(ServiceError) as refused:
        tournaments.create(game_service, rules_id, tournaments.read_roster(roster(8)),
                           ORGANIZER, rounds=1, table_size=size)
    assert fault in refused.value.message
    assert game_service.store.tournaments() == []


def test_a_game_is_rated_once_and_bots_by_their_level(game_service):
    service = game_service
    players = [PlayerSpec("Ann", "ann@example.org", "en"),
               PlayerSpec("", "", "en", bot="random"), PlayerSpec("", "", "en", bot="random"),
               PlayerSpec("", "", "en", bot="greedy")]
    record = service.create("1926", players, ORGANIZER, start=False)
    service.start(record.id)
    play_out(service, record.id, random.Random(5))
    record = service.store.load(record.id).game
    assert not rated(service, record) and ratings_.ratings(service.store, "1926") == []
    assert [what for _, what in service.tick()] == ["rated: 3 ratings"]
    assert rated(service, record) and service.tick() == []
    assert not ratings_.rate_game(service.store, rules.get("1926"), record, service.engine.now())
    stored = {r.player: r for r in ratings_.ratings(service.store, "1926")}
    assert set(stored) == {"ann@example.org", "bot:random", "bot:greedy"}
    assert all(r.games == 1 for r in stored.values())
    assert [r.rules for r in ratings_.ratings_of(service.store, "Ann@Example.org")] == ["1926"]
    assert ratings_.ratings_of(service.store, "nobody@example.org") == []


def test_a_cancelled_game_is_not_rated(game_service):
    record = game_service.create("1926", [PlayerSpec(n, f"{n}@example.org") for n in "abc"],
                                 ORGANIZER, start=True)
    game_service.cancel(record.id)
    assert game_service.tick() == []  # the sweep only clears the cancelled game's due mark
    assert game_service.store.due_games(game_service.engine.now()) == []
    assert not rated(game_service, record)
    assert game_service.store.ratings("1926") == []


def test_a_small_tournament_runs_to_its_end_on_each_store(service):
    # the toy dice race to 3 keeps the games short on moto
    t = tournaments.create(service, "toy", tournaments.read_roster(roster(4)), ORGANIZER,
                           rounds=2, table_size=2, options={"target": 3})
    for number in (1, 2):
        t = tournaments.load(service, t.id)
        assert len(t.played) == number
        for table in t.played[-1].tables:
            while not (record := service.store.load(table.game_id).game).ended:
                service.submit(table.game_id, record.seat(record.to_move).email, "roll")
            service.tick()
    t = tournaments.load(service, t.id)
    assert t.status == "finished" and all(r.mailed for r in t.played)
    assert service.store.game_over(t.played[1].tables[0].game_id, "toy", []).tournament == t.id
    assert seating.repeats([x.players for x in t.played[1].tables],
                           seating.meetings([[x.players for x in t.played[0].tables]])) == 0
    rows = tournaments.summary(service, t)["standings"]
    assert sum(r["points"] for r in rows) == 2 * 2 * (10 + 6)
    assert all(r["games"] == 2 and r["rating"] is not None for r in rows)
