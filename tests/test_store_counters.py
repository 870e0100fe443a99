"""Every store counts the same (issue 43, ops21): the counters behind the limits (answers per
seat and hour, a machine's mail answered once a day, the organizer's answers, sign-in links per
address and hour, processed mails) give the same counts on each adapter as the reference model
of tests/store_counters.py, for the sequences of events the mailroom and the web write; and the
hourly limit on answers bites at the same mail on each store."""

from __future__ import annotations

from datetime import timedelta

import pytest
from store_counters import Counters, replay
from test_mailroom_incoming import SETTINGS, Table, reply, start_1926

from functions.mail.robots import text_digest
from functions.mailroom.answers import ANSWERS_PER_HOUR, ROBOT
from functions.mailroom.incoming import ORGANIZER, ROBOT_TEXTS
from functions.service import GameService, PlayerSpec, ServiceError
from functions.service.ledger.press import PER_HOUR as PRESS_PER_HOUR
from functions.service.play.creating import GAMES_PER_HOUR
from functions.service.store import StoreUnavailable
from functions.service.system import iso
from rules.text import fold

pytestmark = pytest.mark.every_store


def at(minute: int, hour: int = 11, second: str = "00.000", day: int = 1) -> str:
    """A time on 2025-05-<day> in the stores' ISO form."""
    return f"2025-05-{day:02d}T{hour:02d}:{minute:02d}:{second}Z"


def help_mails(seat: str = "p2", mails: int = 12) -> list[tuple]:
    """A player who is not on the move asks HELP once a minute: each mail's text is counted
    (ROBOT_TEXTS, by its Message-ID), then its answer (by the folded notification), and the
    hourly limit reads the seat's count."""
    events: list[tuple] = []
    for n in range(mails):
        when = at(10 + n)
        events += [("record_answer", "g1", seat + ROBOT_TEXTS, f"<help-{n}@client>", when),
                   ("record_answer", "g1", seat, f"g1:mail-{n}:help:{seat}", when),
                   ("answers_since", "g1", seat, at(10 + n, hour=10)),
                   ("answers_since", "g1", seat + ROBOT_TEXTS, at(0))]
    return events


def machine_mail() -> list[tuple]:
    """A responder's mail: counted as the seat's day of machine answers and as an answer."""
    return [("record_answer", "g1", "p1" + ROBOT, "g1:m1:board:p1", at(5)),
            ("record_answer", "g1", "p1", "g1:m1:board:p1", at(5)),
            ("record_answer", "g1", "p1" + ROBOT, "again:#text:0a1b", at(6)),
            ("answers_since", "g1", "p1", at(0)),
            ("answers_since", "g1", "p1" + ROBOT, at(0, hour=0)),
            ("answers_since", "g1", "p1" + ROBOT, at(5)),
            ("answers_since", "g1", "p1" + ROBOT, at(5, second="00.001"))]


def redelivered() -> list[tuple]:
    """One write tried again: SES redelivers the mail minutes later (the same key, a later
    time), a conditional put found taken and put again at the same instant."""
    return [("record_answer", "g1", "p3", "g1:<a@b>:board:p3", at(20)),
            ("record_answer", "g1", "p3", "g1:<a@b>:board:p3", at(20)),
            ("record_answer", "g1", "p3", "g1:<a@b>:board:p3", at(25)),
            ("record_answer", "g1", "p3" + ROBOT_TEXTS, "<a@b>", at(20)),
            ("record_answer", "g1", "p3" + ROBOT_TEXTS, "<a@b>", at(25)),
            ("answers_since", "g1", "p3", at(0)),
            ("answers_since", "g1", "p3", at(21)),  # the first record's time is kept
            # the mail's try that died half-way is left out by its key, no other
            ("answers_since", "g1", "p3", at(0), "g1:<a@b>:board:p3"),
            ("answers_since", "g1", "p3", at(0), "g1:<c@d>:board:p3"),
            ("answers_since", "g1", "p3" + ROBOT_TEXTS, at(0), "<a@b>"),
            ("answers_since", "g1", "p3" + ROBOT_TEXTS, at(0)),
            ("mark_mail_processed", "g1", "<a@b>", at(20)),
            ("mark_mail_processed", "g1", "<a@b>", at(25)),
            ("mail_processed", "g1", "<a@b>"),
            ("mail_processed", "g2", "<a@b>")]


def hour_edges() -> list[tuple]:
    """Answers on the hour's edges: `since` counts what is at it, not what is a moment before."""
    return [("record_answer", "g1", "p1", "k1", at(0, hour=11)),
            ("record_answer", "g1", "p1", "k2", at(59, second="59.999")),
            ("record_answer", "g1", "p1", "k3", at(0, hour=12)),
            ("answers_since", "g1", "p1", at(0, hour=11)),
            ("answers_since", "g1", "p1", at(0, hour=11, second="00.001")),
            ("answers_since", "g1", "p1", at(59, second="59.999")),
            ("answers_since", "g1", "p1", at(0, hour=12)),
            ("answers_since", "g1", "p1", at(0, hour=12, second="00.001"))]


def organizer_mails() -> list[tuple]:
    """An organizer who does not play writes to the game: each mail counted under ORGANIZER,
    its words under a digest, what was said under another."""
    events: list[tuple] = []
    for n, words in enumerate(("Kdy to začne?", "Kdy to zacne?", "Díky, a kolik je hráčů?")):
        digest, said = ORGANIZER + text_digest(words), ORGANIZER + "said:" + text_digest("stav")
        events += [("answers_since", "g1", digest, at(n * 10, hour=10)),
                   ("record_answer", "g1", said, f"<org-{n}@mail>", at(n * 10)),
                   ("record_answer", "g1", digest, f"<org-{n}@mail>", at(n * 10)),
                   ("record_answer", "g1", ORGANIZER, f"<org-{n}@mail>", at(n * 10)),
                   ("answers_since", "g1", ORGANIZER, at(n * 10, hour=10)),
                   ("answers_since", "g1", said, at(n * 10 - 15 if n else 0))]
    return events


def sign_in_links() -> list[tuple]:
    """Sign-in links asked for on the web: the address as typed, one link's record repeated."""
    expires = at(0, hour=13)
    return [("add_sign_in", "t1", "Jana.Novakova@Seznam.cz", at(0), expires),
            ("add_sign_in", "t2", "jana.novakova@seznam.cz", at(30), expires),
            ("add_sign_in", "t2", "jana.novakova@seznam.cz", at(31), expires),
            ("add_sign_in", "t3", "JANA.NOVAKOVA@SEZNAM.CZ", at(59, second="59.999"), expires),
            ("sign_ins_since", "jana.novakova@seznam.cz", at(0)),
            ("sign_ins_since", "Jana.Novakova@seznam.cz", at(0, second="00.001")),
            ("sign_ins_since", "jana.novakova@seznam.cz", at(31)),
            ("sign_ins_since", "petr@seznam.cz", at(0))]


def seats_ten_and_one() -> list[tuple]:
    """Seats p1 and p10 of a ten-player game, and p1's machine answers: three counters."""
    return [("record_answer", "g1", "p1", "a", at(1)),
            ("record_answer", "g1", "p10", "b", at(2)),
            ("record_answer", "g1", "p1" + ROBOT, "c", at(3)),
            ("record_answer", "g1", "p10" + ROBOT, "d", at(4)),
            ("answers_since", "g1", "p1", at(0)),
            ("answers_since", "g1", "p10", at(0)),
            ("answers_since", "g1", "p1" + ROBOT, at(0)),
            ("answers_since", "g1", "p10" + ROBOT, at(0))]


def withheld_answers() -> list[tuple]:
    """Answers over the limit are recorded, counted, then forgotten (never sent): the count
    goes back, a forgotten key or one never recorded is no error, another seat's stays."""
    return [("record_answer", "g1", "p1", "g1:m1_3:help:p1", at(1)),
            ("record_answer", "g1", "p2", "g1:m2_3:help:p2", at(2)),
            ("record_answer", "g1", "p1", "g1:m3_4:help:p1", at(3)),
            ("answers_since", "g1", "p1", at(0)),
            ("forget_answer", "g1", "p1", "g1:m3_4:help:p1"),
            ("forget_answer", "g1", "p1", "g1:m3_4:help:p1"),
            ("forget_answer", "g1", "p1", "g1:m9_9:help:p1"),
            ("forget_answer", "g1", "p1" + ROBOT, "g1:m1_3:help:p1"),
            ("answers_since", "g1", "p1", at(0)),
            ("answers_since", "g1", "p1" + ROBOT, at(0)),
            ("answers_since", "g1", "p2", at(0)),
            ("record_answer", "g1", "p1", "g1:m3_4:help:p1", at(4)),
            ("answers_since", "g1", "p1", at(4))]


def places_at_one_time() -> list[tuple]:
    """Answers recorded at the same time and around it, each counted up to its own place (by
    time, then key): rival mails answered together find distinct places (conv36)."""
    events: list[tuple] = [("record_answer", "g1", "p1", f"g1:m{n}_3:help:p1", at(n))
                           for n in range(3)]
    events += [("record_answer", "g1", "p1", key, at(5)) for key in
               ("g1:mb_4:board:p1", "g1:ma_4:help:p1", "g1:mc_4:my_games:p1")]
    events += [("record_answer", "g1", "p1", "g1:m0_9:help:p1", at(6)),
               ("record_answer", "g1", "p1", "g1:mz_4:help:p1", at(5, second="00.001"))]
    for when, key in ((at(5), "g1:ma_4:help:p1"), (at(5), "g1:mb_4:board:p1"),
                      (at(5), "g1:mc_4:my_games:p1"), (at(5, second="00.001"), "g1:mz_4:help:p1"),
                      (at(6), "g1:m0_9:help:p1"), (at(1), "g1:m1_3:help:p1")):
        events += [("answers_since", "g1", "p1", at(0), "", (when, key)),
                   ("answers_since", "g1", "p1", at(2), "", (when, key)),
                   ("answers_since", "g1", "p1", at(0), key, (when, key))]
    return [*events, ("forget_answer", "g1", "p1", "g1:mb_4:board:p1"),
            ("answers_since", "g1", "p1", at(0), "", (at(5), "g1:mc_4:my_games:p1"))]


SCENARIOS = {"places among answers at one time": places_at_one_time(), "help mails": help_mails(), "a machine's mail": machine_mail(),
             "one write retried": redelivered(), "the hour's edges": hour_edges(),
             "an organizer's mails": organizer_mails(), "sign-in links": sign_in_links(),
             "seats p1 and p10": seats_ten_and_one(), "withheld answers": withheld_answers()}


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_each_store_counts_as_the_ports_promise(store, scenario):
    assert replay(SCENARIOS[scenario], store, Counters()) == []


def test_the_reference_model_tells_a_double_count():
    """The comparison can fail: a store that counts a seat's other counters as its own does."""

    class Merging(Counters):
        def answers_since(self, game_id: str, seat: str, since: str) -> int:
            return sum(at >= since for (g, name), keys in self.answers.items()
                       if g == game_id and name.startswith(seat) for at in keys.values())

    assert replay(help_mails(mails=2), Merging(), Counters())


class LostAnswers:
    """A DynamoDB client whose every put reaches the table twice: the SDK sent it again as its
    first answer was lost (a timeout), and the second finds the item there."""

    def __init__(self, client):
        self._client = client

    def __getattr__(self, name: str):
        return getattr(self._client, name)

    def put_item(self, **request):
        self._client.put_item(**request)
        return self._client.put_item(**request)


def test_a_put_the_sdk_sent_again_counts_once_on_dynamodb(dynamodb_store):
    from functions.storage.dynamodb import DynamoStore

    retried = DynamoStore(LostAnswers(dynamodb_store.client), dynamodb_store.table)
    events = help_mails(mails=3) + machine_mail() + redelivered() + sign_in_links()
    assert replay(events, retried, Counters()) == []


@pytest.fixture
def table(store, clock, fake_secrets):
    return Table(store, clock, fake_secrets, SETTINGS)


def test_the_hourly_limit_on_help_answers_bites_at_the_same_mail_on_each_store(table, clock):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    mail = table.last(waiting.email)
    answered = []
    for n in range(ANSWERS_PER_HOUR + 2):
        table.receive(reply(mail, "HELP", message_id=f"<help-{n}@client>"))
        answered.append(len(table.deliver()))
        clock.advance(minutes=2)
    assert answered == [1] * ANSWERS_PER_HOUR + [0, 0]
    clock.advance(hours=1)
    table.receive(reply(mail, "HELP", message_id="<help-later@client>"))
    assert len(table.deliver()) == 1


def test_a_help_mail_delivered_twice_is_answered_and_counted_once(table, clock):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    mail = table.last(waiting.email)
    answered = 0
    for n in range(ANSWERS_PER_HOUR - 1):
        table.receive(reply(mail, "HELP", message_id=f"<help-{n}@client>"))
        answered += len(table.deliver())
        clock.advance(minutes=1)
    again = reply(mail, "HELP", message_id="<help-last@client>")
    table.receive(again)
    answered += len(table.deliver())
    clock.advance(minutes=1)
    table.receive(again)  # SES delivers it again
    answered += len(table.deliver())
    assert answered == ANSWERS_PER_HOUR
    table.receive(reply(mail, "HELP", message_id="<help-over@client>"))
    assert table.deliver() == []


CROWD = [PlayerSpec(name, f"{fold(name).replace(' ', '.')}@example.cz")
         for name in ("Jana Nováková", "Petr Dvořák", "Eliška Černá")]


def test_the_games_an_organizer_creates_in_an_hour_are_counted_alike_on_each_store(
        service, clock):
    for _ in range(GAMES_PER_HOUR):
        service.create("westernpoly", CROWD, "Org@Example.cz", per_hour=True)
        clock.advance(seconds=1)
    with pytest.raises(ServiceError):
        service.create("westernpoly", CROWD, "org@example.cz", per_hour=True)
    # the first game is an hour old to the millisecond: still within the hour
    clock.advance(seconds=3600 - GAMES_PER_HOUR)
    with pytest.raises(ServiceError):
        service.create("westernpoly", CROWD, "org@example.cz", per_hour=True)
    clock.advance(milliseconds=1)
    service.create("westernpoly", CROWD, "org@example.cz", per_hour=True)


def test_table_talk_per_hour_is_refused_at_the_same_message_on_each_store(service, clock):
    game = service.create("westernpoly", CROWD, "org@example.cz", start=True)
    speaker = game.seats[0].email
    for n in range(PRESS_PER_HOUR):
        service.say(game.id, speaker, f"Zpráva číslo {n}, Petře.", key=f"talk-{n}")
        clock.advance(minutes=1)
    with pytest.raises(ServiceError):
        service.say(game.id, speaker, "A ještě jedna.", key="talk-over")
    service.say(game.id, speaker, f"Zpráva číslo {PRESS_PER_HOUR - 1}, Petře.",
                key=f"talk-{PRESS_PER_HOUR - 1}")  # a retried write is no new message
    clock.advance(minutes=41)  # an hour after the second message: the first two are out
    service.say(game.id, speaker, "Teď už zase můžu.", key="talk-later")


class DiesBeforeTheMark:
    """A store whose inbound function dies once just before it records the mail processed
    (a Lambda timeout): SES then delivers the mail again."""

    def __init__(self, store):
        self._store, self.armed = store, True

    def __getattr__(self, name: str):
        return getattr(self._store, name)

    def mark_mail_processed(self, game_id: str, key: str, at: str) -> None:
        if self.armed:
            self.armed = False
            raise StoreUnavailable("the function timed out")
        self._store.mark_mail_processed(game_id, key, at)


@pytest.mark.parametrize("message_id", ["<CAJ8x2k@mail.gmail.com>", ""])
def test_a_persons_mail_tried_again_after_a_crash_is_not_taken_for_a_machines_copy(
        store, clock, fake_secrets, message_id):
    dying = DiesBeforeTheMark(store)
    table = Table(dying, clock, fake_secrets, SETTINGS)
    game = start_1926(table)
    mover = table.service.view(game.id).game.seat(game.to_move)
    raw = reply(table.last(mover.email, "your_turn"),
                "Promiň, dneska fakt nestíhám, zahraju to večer po práci. Petr")
    if not message_id:  # a client that writes none
        raw = raw.replace(raw[raw.index(b"Message-ID:"):raw.index(b"\n", raw.index(
            b"Message-ID:")) + 1], b"")
    with pytest.raises(StoreUnavailable):
        table.receive(raw, message_id="ses-0001")
    clock.advance(seconds=40)
    table.receive(raw, message_id="ses-0001")  # the same mail, SES's retry
    day = iso(clock.now() - timedelta(days=1))
    assert store.answers_since(game.id, mover.seat + ROBOT, day) == 0
    assert store.answers_since(game.id, mover.seat + ROBOT_TEXTS, day) == 1


def test_words_after_the_end_tried_again_after_a_crash_are_said_to_the_table_once(tmp_path):
    from test_mail_organizer_answered import Table as Finished

    from bench.mail_games import Secrets, _reply, _to

    table = Finished(str(tmp_path))
    game_id = table.game("goofspiel", finish=True)
    over = next(m for m in reversed(table.outbox.sent) if _to(m) == "petra@example.org")
    raw = _reply(over, "Gratuluju Tome, hezká hra! Příště tě porazím.", 500)
    plain = table.service
    table.service = GameService(DiesBeforeTheMark(table.store), table.clock, Secrets())
    with pytest.raises(StoreUnavailable):
        table.send(raw)
    table.service = plain
    outcome = table.send(raw)  # SES's retry, a minute on
    assert outcome.action == "answered", outcome.detail
    said = [m for m in plain.talk(game_id, "p2") if "hezká hra" in m["text"]]
    assert len(said) == 1
