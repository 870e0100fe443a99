"""A table where nobody plays any more (issue 42, newcomer review: a WesternPoly table silent
for months told its organizer nothing, and `pbm tick` logged "reminded X" for a player away,
to whom no reminder goes): the organizer hears once, when the bot comes to play for every
player, with what they can do; an absent player is never reminded."""

from __future__ import annotations

from datetime import timedelta

from mail_table import open_table

from bench.mail_games import ORGANIZER, _to


def _silent_days(t, days: int) -> list[str]:
    """What the ticks of `days` silent days did, in the log's words."""
    done: list[str] = []
    for _ in range(days * 4):
        t.clock.moment += timedelta(hours=6)
        done += [what for _, what in t.service.tick()]
        t.deliver()
    return done


def _to_organizer(t) -> list:
    return [m for m in t.outbox.sent if _to(m) == ORGANIZER]


def test_the_organizer_hears_once_when_the_bot_plays_for_everyone():
    with open_table(options={"reminder_hours": [12]}) as t:
        before = len(_to_organizer(t))
        _silent_days(t, 30)
        told = _to_organizer(t)[before:]
        assert len(told) == 1, [str(m["Subject"]) for m in told]
        assert str(told[0]["Subject"]).startswith("The bot plays for every player")
        text = told[0].get_body(("plain",)).get_content()
        assert "pause or cancel it" in text and "give the seats" in text
        assert all(t.record().absent(s.seat) for s in t.record().seats)


def test_a_player_who_writes_and_goes_again_tells_the_organizer_again_only_then():
    with open_table() as t:
        _silent_days(t, 12)
        t.reply("ann@example.org", "END")  # Ann is back for a moment
        told = len(_to_organizer(t))
        _silent_days(t, 12)
        assert len(_to_organizer(t)) == told + 1


def test_an_absent_player_is_never_reminded():
    with open_table(options={"reminder_hours": [12]}) as t:
        done = _silent_days(t, 20)
        reminded = [line for line in done if "reminded" in line]
        absent_from = {s.name for s in t.record().seats if t.record().absent(s.seat)}
        assert absent_from and reminded
        # every reminder logged is a mail sent
        reminders = [m for m in t.outbox.sent if "Reminder" in str(m["Subject"])]
        assert len(reminders) == len(reminded)
