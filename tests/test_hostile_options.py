"""A game's options are checked at its creation, with the rules' own check and ASCII digits only
(issue 40): '３', '³', '٣' and other scripts' digits in `--option` are refused at `pbm new`, on
the dashboard and for a tournament, in one line; and a start that fails anyway (an old game's
options) never leaves the last JOIN unanswered: the player is answered, the organizer told."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import PLAYERS, Table, reply

from functions import cli
from functions.service import PlayerSpec, ServiceError
from functions.service.play.run import bump
from functions.service.records.forms import evolve
from functions.service.store import Change
from functions.service.tournaments import tournament

# digits of other scripts and digit-like characters (kept aside while fixing: '٣', '๓', '𝟑')
ODD = ["３", "³", "٣", "३", "๓", "③", "𝟑", "₃"]
THREE = [PlayerSpec(n, f"{n.lower()}@example.org", "en") for n in ("Ann", "Bob", "Cyril")]


@pytest.mark.parametrize("char", ODD)
@pytest.mark.parametrize("option", ["ranks={}", "hands=1,{}", "suits={}", "hands={}"])
def test_an_option_in_odd_digits_is_refused_at_creation(sqlite_store, clock, fake_secrets,
                                                        char, option):
    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets)
    name, value = option.format(char).split("=")
    with pytest.raises(ServiceError) as refused:
        service.create("ohhell", THREE, "org@example.org", options={name: value})
    assert name in str(refused.value) and "\n" not in str(refused.value)
    assert service.create("ohhell", THREE, "org@example.org",
                          options={name: value.replace(char, "3")}).status == "waiting"


@pytest.mark.parametrize("option", ["cards=１0", "cards=1٠", "sets=４"])
def test_other_games_int_options_take_ascii_digits_only(sqlite_store, clock, fake_secrets,
                                                         option):
    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets)
    name, value = option.split("=")
    game = "goofspiel" if name == "cards" else "1926"
    with pytest.raises(ServiceError, match="digits 0-9"):
        service.create(game, THREE[:2] if game == "goofspiel" else THREE, "org@example.org",
                       options={name: value})


def test_pbm_new_refuses_odd_digits_in_one_line(pbm_home, capsys):
    players = ["--player", "Ann <ann@example.org>", "--player", "Bob <bob@example.org>",
               "--player", "Cyril <cyril@example.org>"]
    for option in ("hands=1,³", "ranks=３", "ranks=٣"):
        assert cli.main(["new", "ohhell", *players, "--option", option]) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and "option" in err and "Traceback" not in err
    assert cli.main(["games"]) == 0
    assert "ohhell" not in capsys.readouterr().out  # nothing was made


def test_a_tournament_with_a_hand_plan_its_tables_cannot_play_is_refused(
        sqlite_store, clock, fake_secrets):
    from functions.service import GameService

    service = GameService(sqlite_store, clock, fake_secrets)
    entrants = [tournament.Entrant(f"P{i}", f"p{i}@example.org") for i in range(6)]
    for options in ({"hands": "1,³"}, {"suits": "1", "ranks": "3"}):
        with pytest.raises(ServiceError):
            tournament.create(service, "ohhell", entrants, "org@example.org", rounds=1,
                              table_size=3, options=options)


def test_the_last_join_of_a_game_that_cannot_start_is_answered_and_the_organizer_told(
        sqlite_store, clock, fake_secrets):
    table = Table(sqlite_store, clock, fake_secrets)
    game = table.service.create("ohhell", PLAYERS, "org@example.org", options={"lang": "en"})
    table.deliver()
    # a game made before options were checked at creation: its start fails
    stored = sqlite_store.load(game.id).game
    broken = bump(evolve(stored, options={**stored.options, "hands": "1,³"}), stored.updated_at)
    sqlite_store.apply(Change(broken, stored.version))
    for player in PLAYERS:
        outcome = table.receive(reply(table.last(player.email, "invitation"), "JOIN"))
        assert outcome.action in ("answered", "played"), outcome
    mails = table.deliver()
    record = table.service.record(game.id)
    assert record.status == "waiting" and all(s.status == "joined" for s in record.seats)
    told = [m for m in mails if m["To"].addresses[0].addr_spec == "org@example.org"]
    assert told and "could not start" in str(told[-1]["Subject"])
    with pytest.raises(ServiceError, match="cannot start"):
        table.service.start(game.id)
