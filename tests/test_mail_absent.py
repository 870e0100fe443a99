"""Absent players left in peace (issue 42): after two missed turns in a row a player gets one
mail saying the bot plays for them until they write; then no mail of the game but its end,
and no bot offers them a trade; BACK / ZPĚT, or any mail of theirs, brings them back."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

import pytest
from mail_table import ANN, BOB, CID, Table, first_choice, open_table

from bench.mail_follow import text_of
from bench.mail_games import _to
from functions.service import PlayerSpec
from functions.service.schedule import timekeeping
from rules.westernpoly.game import WesternPoly


def _mails(t: Table, address: str, since: int) -> list:
    return [m for m in t.outbox.sent[since:] if _to(m) == address]


def _bob_turns(t: Table) -> int:
    """Bob's turns so far (each begins with his throw, by him or for him)."""
    bob = t.record().seat_of(BOB).player
    return sum(e.text == "roll" and e.player == bob for e in t.service.view(t.game.id).log)


def _play(t: Table, bob_turns: int) -> None:
    """Ann and Cid take their first option on the page, hours apart; Bob never answers (his
    deadline passes), until Bob has had `bob_turns` more turns."""
    until = _bob_turns(t) + bob_turns
    while _bob_turns(t) < until and t.record().status == "running":
        record = t.record()
        if record.seat(record.to_move).email == BOB:
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
        else:
            first_choice(t)
            t.clock.moment += timedelta(hours=3)
        t.deliver()


@pytest.fixture
def table():
    with open_table() as made:
        yield made


def test_two_missed_turns_bring_one_mail_then_peace_for_ten_turns(table):
    since = len(table.outbox.sent)
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    absent = _mails(table, BOB, since)
    assert str(absent[-1]["Subject"]).startswith("The bot plays for you until you write")
    assert "reply BACK, or any move" in text_of(absent[-1])
    assert sum("until you write" in str(m["Subject"]) for m in absent) == 1
    quiet = len(table.outbox.sent)
    _play(table, 10)  # ten more of Bob's turns: the bot plays them at once
    assert _mails(table, BOB, quiet) == []
    assert table.record().seat_of(BOB).missed_turns == 2  # no deadline was waited for
    assert _mails(table, ANN, quiet) + _mails(table, CID, quiet)  # the others play on


@pytest.mark.parametrize("comeback", ["BACK", "ZPĚT", "BOARD"])
def test_a_mail_of_the_absent_player_brings_them_back(table, comeback):
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    _play(table, 3)
    assert table.reply(BOB, comeback).action == "answered"
    welcome = text_of(table.newest(BOB))
    assert "Welcome back" in welcome
    # what the bot did for him since his last mail, in the mail that welcomes him back
    told = welcome.split("What happened since:", 1)[1].split("\n\n", 1)[0]
    assert "You threw" in told, told
    assert table.record().seat_of(BOB).missed_turns == 0
    since = len(table.outbox.sent)
    while table.record().seat(table.record().to_move).email != BOB:
        first_choice(table)
        table.deliver()
    # the game waits for Bob again, and tells him by mail
    assert [str(m["Subject"]).split(":")[0] for m in _mails(table, BOB, since)][-1:] == \
        ["Your move"]


def test_the_game_over_mail_still_comes_to_an_absent_player(table):
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    since = len(table.outbox.sent)
    table.service.resign(table.game.id, CID)
    table.service.resign(table.game.id, ANN)
    table.clock.moment += timedelta(hours=1)
    table.deliver()
    assert [str(m["Subject"]).split(":")[0] for m in _mails(table, BOB, since)] == ["Game over"]


class _Offering(WesternPoly):
    """WesternPoly whose strong bot offers $100 to its right-hand neighbour whenever it may."""

    @property
    def bots(self):
        strong = super().bots["strong"]
        game = self

        class Bot:
            level = "strong"

            def choose(self, state, player, rng, stand_in=False):
                others = [p for p in state.players if p != player]
                if not stand_in and not any(o.proposer == state.players.index(player)
                                            for o in state.offers):
                    try:
                        return game.parse(state, player, f"offer {others[0]} give $100 get "
                                                         "nothing")
                    except ValueError:
                        pass
                return strong.choose(state, player, rng, stand_in=stand_in)

            def react(self, state, player, rng):
                return strong.react(state, player, rng)

        return {**super().bots, "strong": Bot()}


def test_no_bot_offers_a_trade_to_an_absent_player():
    players = [PlayerSpec("", "", "en", bot="strong"), PlayerSpec("Bob Day", BOB, "en"),
               PlayerSpec("Ann Lee", ANN, "en")]
    offering = _Offering()
    with open_table(players=players, rules_for=lambda _: offering) as t:
        bot = next(s.player for s in t.record().seats if s.bot)
        bob = t.record().seat_of(BOB).player
        assert any(e.player == bot and e.text.startswith(f"offer {bob}")
                   for e in t.service.view(t.game.id).log)  # the bot offers Bob while he reads
        while t.record().seat_of(BOB).missed_turns < 2:
            _play(t, 1)
        absent_from = len(t.service.view(t.game.id).log)
        _play(t, 5)
        later = t.service.view(t.game.id).log[absent_from:]
        assert any(e.player == bot for e in later)
        assert not any(e.player == bot and e.text.startswith(f"offer {bob}") for e in later)


def test_a_seat_is_absent_only_where_the_bot_plays_missed_turns(table):
    record = table.record()
    bob = replace(record.seat_of(BOB), missed_turns=2)
    assert record.with_seat(bob).absent(bob.seat)
    waiting = replace(record, timing=replace(record.timing, missed_turn="wait"))
    assert not waiting.with_seat(bob).absent(bob.seat)


def test_an_absent_player_gets_a_summary_a_week_and_no_more(table):
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    since = len(table.outbox.sent)
    table.clock.moment += timedelta(days=7, hours=1)
    table.service.tick()
    table.deliver()
    table.service.tick()  # due once: a second sweep sends nothing
    table.deliver()
    (summary,) = _mails(table, BOB, since)
    assert str(summary["Subject"]).startswith("Your week: the bot plays for you")
    assert "Reply BACK, or any move" in text_of(summary)
    table.clock.moment += timedelta(days=3)
    table.service.tick()
    table.deliver()
    assert len(_mails(table, BOB, since)) == 1
    table.clock.moment += timedelta(days=5)
    table.service.tick()
    table.deliver()
    assert len(_mails(table, BOB, since)) == 2
    table.reply(BOB, "BACK")  # answered: the next summary comes a week after that answer
    back = len(table.outbox.sent)
    table.clock.moment += timedelta(days=6)
    table.service.tick()
    table.deliver()
    assert not [m for m in _mails(table, BOB, back) if "week" in str(m["Subject"])]


def test_a_table_whose_people_are_all_absent_goes_on_at_the_pace_of_its_deadlines(
        game_service, clock):
    # nobody reads the game any more: the bot plays each missed turn when its deadline passes,
    # never the rest of the game in one sweep (a WesternPoly game without a round limit need
    # not end, and would run on in that one sweep for ever)
    people = [PlayerSpec(name, f"{name.lower()}@example.org", "en") for name in ("Ann", "Bob",
                                                                                  "Cid")]
    game = game_service.create("1926", people, "org@example.org", start=True,
                               options={"missed_turn": "autoplay", "deadline_hours": 24,
                                        "reminder_hours": []})
    record = game_service.record(game.id)
    while not all(record.absent(seat.seat) for seat in record.seats):
        clock.advance(hours=25)
        game_service.tick()
        record = game_service.record(game.id)
        assert record.status == "running"
    for _ in range(3):
        before = record.moves
        clock.advance(hours=25)
        game_service.tick()
        record = game_service.record(game.id)
        assert record.status == "running" and 0 < record.moves - before <= 2


def test_a_table_nobody_plays_any_more_ends_without_a_result(game_service, clock, tmp_path):
    # a WesternPoly game without a round limit need not end: once every person at the table
    # has missed their last ten turns (the bot played them), it ends, each player told why
    people = [PlayerSpec(name, f"{name.lower()}@example.org", "en") for name in ("Ann", "Bob",
                                                                                  "Cid")]
    game = game_service.create("westernpoly", people, "org@example.org", start=True,
                               options={"missed_turn": "autoplay", "deadline_hours": 24,
                                        "reminder_hours": []})
    record = game_service.record(game.id)
    ticks = 0
    while record.status == "running" and ticks < 200:
        clock.advance(hours=25)
        game_service.tick()
        record = game_service.record(game.id)
        ticks += 1
    assert record.status == "cancelled" and record.result is None
    assert all(seat.missed_turns >= 10 for seat in record.seats)
    assert ticks >= 3 * 10  # a turn a deadline: not before every one of them missed ten
    mails = [n for n in game_service.store.pending_notifications(limit=500)
             if n.kind == "game_cancelled"]
    assert {n.email for n in mails} == {"ann@example.org", "bob@example.org",
                                        "cid@example.org", "org@example.org"}
    assert all(n.payload.get("reason") == "abandoned" for n in mails)


def test_an_organizer_at_the_abandoned_table_hears_its_end_once(game_service, clock):
    # the organizer who plays reads the end in their player mail, never twice
    people = [PlayerSpec(name, f"{name.lower()}@example.org", "en") for name in ("Ann", "Bob")]
    game = game_service.create("westernpoly", people, "ann@example.org", start=True,
                               options={"missed_turn": "autoplay", "deadline_hours": 24,
                                        "reminder_hours": []})
    record = game_service.record(game.id)
    for _ in range(200):
        if record.status != "running":
            break
        clock.advance(hours=25)
        game_service.tick()
        record = game_service.record(game.id)
    assert record.status == "cancelled" and record.result is None
    mails = [n.email for n in game_service.store.pending_notifications(limit=500)
             if n.kind == "game_cancelled"]
    assert sorted(mails) == ["ann@example.org", "bob@example.org"]


def test_a_game_of_bots_without_a_round_limit_ends(game_service):
    # created with bots alone, it gets a round limit (WesternPoly.bounded): it ends by itself,
    # by bankruptcy or at the limit, never loops for ever
    bots = [PlayerSpec("", "", "en", bot="strong"), PlayerSpec("", "", "en", bot="strong")]
    game = game_service.create("westernpoly", bots, "org@example.org", start=True, options={})
    record = game_service.record(game.id)
    assert record.status == "finished" and record.options["max_rounds"]
    assert not timekeeping.abandoned(record)



@pytest.mark.parametrize("lang, said", [
    ("en", "Bob Day is away for a while they announced, and a bot plays for them"),
    ("cs", "Petra Dvořáka po dobu nahlášené nepřítomnosti zastupuje robot")])
def test_an_offer_to_a_player_away_while_the_bot_plays_for_them_is_refused_at_once(lang, said):
    # their turns are the bot's, which answers no offer: it would lapse before they saw it
    from datetime import date

    from functions.service.play.explain import explain
    from functions.service.records.refusal import ServiceError

    players = [PlayerSpec("Ann Lee", ANN, lang), PlayerSpec(
        "Bob Day" if lang == "en" else "Petr Dvořák", BOB, lang), PlayerSpec("Cid Roe", CID, lang)]
    with open_table(players=players) as t:
        t.service.change_timing(t.game.id, {"away": "autoplay"})
        t.service.away(t.game.id, BOB, date(2026, 3, 1), date(2026, 3, 10))
        with pytest.raises(ServiceError) as refused:
            t.service.submit(t.game.id, ANN, f"offer {players[1].name.split()[0]} give $10 get "
                             "nothing", source="web")
        assert said in explain(refused.value, lang)
        t.service.submit(t.game.id, ANN, "offer cid give $10 get nothing", source="web")


def _happened(text: str) -> list[str]:
    """The lines under "What happened since:" of a mail."""
    if "What happened since:" not in text:
        return []
    told = text.split("What happened since:", 1)[1].split("\n\n", 1)[0]
    return [line.strip() for line in told.splitlines() if line.strip()]


@pytest.mark.parametrize("comeback", ["BACK", "BOARD"])
def test_the_game_over_mail_tells_nothing_the_welcome_back_told(table, comeback):
    """Review 6: the game-over mail repeated 6 of 8 lines of the welcome back 6 h before."""
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    _play(table, 2)
    table.reply(BOB, comeback)
    welcomed = _happened(text_of(table.newest(BOB)))
    assert welcomed
    # what it told is recorded: the next mail that tells what happened starts after it
    assert table.record().seat_of(BOB).mailed_seq == table.record().moves
    since = len(table.outbox.sent)
    table.clock.moment += timedelta(hours=6)
    table.service.resign(table.game.id, CID)
    table.service.resign(table.game.id, ANN)
    table.clock.moment += timedelta(hours=1)
    table.deliver()
    [over] = _mails(table, BOB, since)
    told = _happened(text_of(over))
    assert not set(told) & set(welcomed), (told, welcomed)


def test_the_moves_a_bot_made_for_a_player_are_marked_as_its_own(table):
    """Review 6: the game-over and welcome-back mails told the bot's moves as the player's."""
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    _play(table, 2)
    since = len(table.outbox.sent)
    table.service.resign(table.game.id, CID)
    table.service.resign(table.game.id, ANN)
    table.clock.moment += timedelta(hours=1)
    table.deliver()
    [over] = _mails(table, BOB, since)
    text = text_of(over)
    own = [line for line in _happened(text) if line.startswith("- You ")]
    # the bot's choices are marked (a purchase, stars); what the rules forced or the dice
    # decided (the throw, the rent, a card) is nobody's choice, never the bot's (conv30)
    marked = [line for line in own if line.endswith("(the bot for you)")]
    assert marked and all(re.search(r"\b(?:bought|buy|stars?|passed)\b", line)
                          for line in marked), text
    assert all(line in marked for line in own if " bought " in line), text
    assert any(line not in marked for line in own), text
    assert text.count("A bot played for you") == 1, text
    for other in (ANN, CID):  # the others read of Bob by name, unmarked
        assert "(the bot for you)" not in text_of(table.newest(other))


def _ended_while_absent(t: Table) -> None:
    """Bob is absent (the bot plays for him) when the others resign: the game is over."""
    while t.record().seat_of(BOB).missed_turns < 2:
        _play(t, 1)
    t.service.resign(t.game.id, CID)
    t.service.resign(t.game.id, ANN)
    t.clock.moment += timedelta(hours=1)
    t.deliver()
    assert t.record().status != "running"


@pytest.mark.parametrize("goodbye", ["Thanks for the game, it was great! Rematch?",
                                     "Díky za hru, bylo to super! Dáme odvetu?"])
def test_chatter_after_the_end_is_no_coming_back_and_needs_no_answer(table, goodbye):
    _ended_while_absent(table)
    since = len(table.outbox.sent)
    table.reply(BOB, goodbye)
    # post-game talk (see test_mail_own_terms): one answer that the game is over, no welcome
    (answer,) = _mails(table, BOB, since)
    text = text_of(answer)
    assert "is over" in text or "skončila" in text, text
    assert "Welcome back" not in text and "Vítej zpátky" not in text, text


@pytest.mark.parametrize("command", ["BACK", "ZPĚT", "1"])
def test_a_command_after_the_end_gets_the_game_is_over_and_no_welcome(table, command):
    _ended_while_absent(table)
    since = len(table.outbox.sent)
    table.reply(BOB, command)
    (answer,) = _mails(table, BOB, since)
    text = text_of(answer)
    assert "over" in text.lower(), text
    assert "Welcome back" not in text and "next turn" not in text, text


def test_the_absence_notice_goes_once_while_every_person_is_absent(tmp_path):
    # a table where nobody answers moves at its deadlines: each person hears once that the
    # bot plays for them, not on every turn it plays for them after that
    with open_table() as t:
        since = len(t.outbox.sent)
        for _ in range(40):
            if t.record().status != "running":
                break
            t.clock.moment += timedelta(hours=25)
            t.service.tick()
            t.deliver()
        assert all(t.record().absent(s.seat) for s in t.record().seats) or \
            t.record().status != "running"
        for address in (ANN, BOB, CID):
            notices = [m for m in _mails(t, address, since)
                       if "until you write" in str(m["Subject"])]
            assert len(notices) == 1, (address, len(notices))
            assert "at once" not in text_of(notices[0])


def test_a_long_absence_is_told_by_what_the_bot_did_for_you(table):
    # review 7: back after ~40 rounds, Lucie read 4 lines and "469 more events left out", and
    # not the 7 cards the bot bought for her
    while table.record().seat_of(BOB).missed_turns < 2:
        _play(table, 1)
    bob = table.record().seat_of(BOB).player
    _play(table, 12)
    # the whole absence (brief org54): the cards bought at his missed turns, told in their
    # own mails then, count too (Bob never played himself)
    bought = [e for e in table.service.view(table.game.id).log
              if e.player == bob and e.text == "buy" and e.source.startswith("bot:")]
    table.reply(BOB, "BACK")
    welcome = text_of(table.newest(BOB))
    if bought:
        line = next(x for x in welcome.splitlines() if x.startswith("The bot bought for you:"))
        count = len(bought)
        # one card is named, not counted ("(1 card for …)" said it twice)
        assert (f"({count} cards for $" if count > 1 else "(for $") in line, line
    cash = table.service.view(table.game.id).state.cash[
        table.service.view(table.game.id).state.players.index(bob)]
    assert (f"You now have ${cash:,} in cash" in welcome) == bool(bought), welcome
