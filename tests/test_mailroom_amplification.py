"""One mail in never makes more than one mail out to a person: line caps, information once,
one folded answer, a per-seat hourly limit on answers, and no mail loops."""

from __future__ import annotations

import pytest
from test_mailroom_incoming import PLAYERS, SETTINGS, Table, _text, reply, start_1926, to_move

from functions.mailroom.answers import ANSWERS_PER_HOUR
from functions.mailroom.incoming import MAX_COMMANDS

BIG = SETTINGS.model_copy(update={"max_mail_bytes": 1_000_000})


@pytest.fixture
def table(store, clock, fake_secrets):
    return Table(store, clock, fake_secrets, BIG)


def addressee(mail) -> str:
    return mail["To"].addresses[0].addr_spec


def test_ten_thousand_board_and_help_lines_get_one_answer(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    outcome = table.receive(reply(table.last(mover.email, "your_turn"), "BOARD\nHELP\n" * 5000))
    assert outcome.action == "answered" and f"{10_000 - MAX_COMMANDS} more lines" in \
        outcome.detail
    (answer,) = table.deliver()
    assert addressee(answer) == mover.email
    text = _text(answer)
    assert "This is how to play" in text and text.count("This is how to play") == 1
    assert f"message:\nonly the first {MAX_COMMANDS} lines" in text


def test_a_mail_of_moves_and_requests_is_one_answer_and_one_turn_mail(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    outcome = table.receive(reply(table.last(mover.email, "your_turn"),
                                  "large Praha\nBOARD\nHELP"))
    assert outcome.action == "played"
    sent = table.deliver()
    assert sorted(addressee(m) for m in sent) == sorted(
        {mover.email, to_move(table, game.id).email})
    (answer,) = [m for m in sent if addressee(m) == mover.email]
    assert "Read as: large Praha" in _text(answer) and "This is how to play" in _text(answer)
    assert "<html" in answer.get_body(("html",)).get_content()


def test_three_hundred_offers_in_one_mail_make_one_mail_to_the_opponent(table):
    game = table.service.create("westernpoly", PLAYERS[:2], "org@example.org",
                                options={"lang": "en"}, start=True)
    table.deliver()
    offerer = next(s for s in game.seats if s.seat != game.to_move)
    opponent = game.seat(game.to_move)
    lines = "\n".join(f"offer {opponent.player} give ${n} get nothing" for n in range(1, 301))
    outcome = table.receive(reply(table.last(offerer.email), lines))
    # three offers were made, the fourth refused: the mail played (issue 41), and says why not
    assert outcome.action == "played" and "3 otevřené nabídky" in outcome.detail  # Bob: cs
    state = table.service.view(game.id).state
    assert len(state.offers) == 3
    sent = table.deliver()
    assert [addressee(m) for m in sent].count(opponent.email) == 1
    assert [addressee(m) for m in sent].count(offerer.email) == 1


def test_answers_that_are_not_turn_mails_are_limited_per_seat_and_hour(table, clock):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    mail = table.last(waiting.email)
    answered = []
    for n in range(ANSWERS_PER_HOUR + 5):
        table.receive(reply(mail, "BOARD", message_id=f"<ticket-{n}@helpdesk>"))
        answered.append(len(table.deliver()))
        clock.advance(minutes=1)
    assert answered == [1] * ANSWERS_PER_HOUR + [0] * 5
    clock.advance(hours=1)
    table.receive(reply(mail, "BOARD", message_id="<later@helpdesk>"))
    assert len(table.deliver()) == 1


def test_the_turn_mail_and_a_moves_read_back_are_never_held_back_by_the_limit(table, clock):
    game = start_1926(table)
    mover = to_move(table, game.id)
    turn = table.last(mover.email, "your_turn")
    for n in range(ANSWERS_PER_HOUR):  # a minute apart: the same answer of one moment goes once
        table.receive(reply(turn, "HELP", message_id=f"<help-{n}@client>"))
        clock.advance(minutes=1)
    table.deliver()
    outcome = table.receive(reply(turn, "large Praha", message_id="<move@client>"))
    assert outcome.action == "played" and "withheld" not in outcome.detail
    after = to_move(table, game.id)
    # a move the game accepted is no conversation: its read-back goes out, as does the turn mail
    assert sorted(addressee(m) for m in table.deliver()) == sorted([mover.email, after.email])
    # the help after it is still over the limit
    table.receive(reply(turn, "HELP", message_id="<help-again@client>"))
    assert table.deliver() == []


def test_a_reply_to_our_own_answer_with_nothing_readable_is_not_answered(table):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    table.receive(reply(table.last(waiting.email), "Thanks! When is my turn?"))  # answered
    (help_mail,) = table.deliver()
    # a ticket system answers the help with its own acknowledgement, and so on
    outcome = table.receive(reply(help_mail, "Thanks, we got your request."))
    assert outcome.action == "dropped" and "loop" in outcome.detail
    assert table.deliver() == []


def test_a_bounce_by_its_null_envelope_sender_is_dropped(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    turn = table.last(mover.email, "your_turn")
    bounce = reply(turn, "Delivery failed", sender="mail-system@mx.example.net")
    assert table.receive(bounce, mail_from="").action == "dropped"
    assert table.receive(bounce, mail_from="<>").action == "dropped"
    assert table.deliver() == []
    assert table.service.view(game.id).log == ()


class CountingTogether:
    """A store whose rival mails each make their first count of answers only when every
    rival has come to it: the worst interleaving of mails processed at the same time (a rival
    whose answer went already this moment counts no further, so only the first count waits)."""

    def __init__(self, store, rivals: int):
        import threading

        self._store = store
        self.together = threading.Barrier(rivals, timeout=30)
        self._counted = threading.local()

    def __getattr__(self, name):
        return getattr(self._store, name)

    def answers_since(self, *args, **kwargs):
        if not getattr(self._counted, "once", False):
            self._counted.once = True
            self.together.wait()
        return self._store.answers_since(*args, **kwargs)


def test_the_hourly_limit_holds_for_mails_that_arrive_together(sqlite_store, clock,
                                                                fake_secrets):
    import threading

    started = Table(sqlite_store, clock, fake_secrets, BIG)
    game = start_1926(started)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    mail = started.last(waiting.email)
    rivals = 2 * ANSWERS_PER_HOUR
    table = Table(CountingTogether(sqlite_store, rivals), clock, fake_secrets, BIG)
    raws = [reply(mail, "BOARD", message_id=f"<rival-{n}@helpdesk>") for n in range(rivals)]
    threads = [threading.Thread(target=table.receive, args=(raw,)) for raw in raws]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    answers = [n for n in sqlite_store.pending_notifications(limit=1000)
               if n.email == waiting.email and n.kind == "board"]
    # the same board asked twenty times at once goes once (answers.MOMENT), within the limit
    assert len(answers) == 1
