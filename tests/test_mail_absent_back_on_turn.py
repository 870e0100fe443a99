"""A player back after the bot played for them, on their turn (issue 42, newcomer review: the
welcome said "your next turn comes by mail again" beside "It is your turn now", and a number
written to the weekly summary, which lists no options, was refused with "you have no moves to
choose from now" above the options they have): one welcome that says it is their turn, and a
refusal that says the mail they answered had no options."""

from __future__ import annotations

from datetime import timedelta

from mail_table import ANN, open_table


def _away_and_on_turn(t) -> None:
    """Tick silent days until Ann is away (the bot plays for her) and the game waits for her."""
    for _ in range(400):
        record = t.record()
        ann = record.seat_of(ANN)
        if record.absent(ann.seat) and record.waits_for(ann.seat):
            return
        t.clock.moment += timedelta(hours=3)
        t.service.tick()
        t.deliver()
    raise AssertionError("Ann was never away on her turn")


def _text(mail) -> str:
    return mail.get_body(("plain",)).get_content()


def test_the_welcome_on_her_turn_says_it_is_her_turn_and_no_other_next_turn():
    with open_table() as t:
        _away_and_on_turn(t)
        t.reply(ANN, "Sorry, I was away. I'm back now.")
        text = _text(t.newest(ANN))
        assert "it is your turn now" in text
        assert "next turn comes by mail" not in text


def test_a_number_to_a_mail_without_options_is_refused_as_such():
    with open_table() as t:
        _away_and_on_turn(t)
        newest = t.newest(ANN)
        assert "Your options" not in _text(newest)  # the mail she answers lists none
        t.reply(ANN, "I'm back.\n2")
        text = _text(t.newest(ANN))
        assert "Your options" in text
        assert "no moves to choose from" not in text
        assert "the mail you answered listed no options" in text
