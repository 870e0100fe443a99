"""Playing by email on SQLite: turn mails out through a recording transport, replies back in
through `incoming.handle`; who gets answered, what moves, and that nothing happens twice."""

from __future__ import annotations

import email
from email import policy
from email.message import EmailMessage
from pathlib import Path

import pytest

from functions.mail.tokens import token_of_address
from functions.mailroom import incoming
from functions.mailroom.delivery import Postman
from functions.service import GameService, PlayerSpec
from functions.service.ledger import chain
from functions.settings import Settings

SECRET = b"mailroom-test-secret"
SETTINGS = Settings(mail_domain="pbm.example.org", sender="pbm@pbm.example.org",
                        base_url="https://pbm.example.org", max_mail_bytes=20_000)
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]
CORPUS = Path(__file__).parent / "mail"


class RecordingTransport:
    """Keeps every sent message, in order."""

    def __init__(self):
        self.sent: list[EmailMessage] = []

    def send(self, message, *, tags):
        self.sent.append(email.message_from_bytes(message.as_bytes(), policy=policy.default))
        return str(message["Message-ID"])


class Table:
    """A game, its players' mailboxes and the mail server between them."""

    def __init__(self, store, clock, secrets, settings=SETTINGS):
        self.service = GameService(store, clock, secrets, key=chain.seal_key(SECRET))
        self.transport = RecordingTransport()
        self.postman = Postman(store, self.transport, settings, SECRET, clock)
        self.settings = settings
        self.store = store

    def deliver(self) -> list[EmailMessage]:
        before = len(self.transport.sent)
        self.postman.deliver_pending()
        return self.transport.sent[before:]

    def inbox(self, address: str) -> list[EmailMessage]:
        return [m for m in self.transport.sent if m["To"].addresses[0].addr_spec == address]

    def last(self, address: str, kind: str = "") -> EmailMessage:
        """The latest mail to `address` (of that notification kind: its Message-ID says)."""
        mails = [m for m in self.inbox(address) if f".{kind}." in str(m["Message-ID"]) or not kind]
        return mails[-1]

    def receive(self, raw: bytes, **receipt) -> incoming.Outcome:
        outcome = incoming.handle(raw, service=self.service, secret=SECRET,
                                  settings=self.settings, receipt=incoming.Receipt(**receipt))
        return outcome


def reply(to: EmailMessage, body: str, sender: str | None = None, message_id: str = "",
          **headers: str) -> bytes:
    """A person's reply to `to`, sent to its Reply-To, quoting it the usual way."""
    mail = EmailMessage()
    mail["From"] = sender or to["To"].addresses[0].addr_spec
    mail["To"] = str(to["Reply-To"])
    mail["Subject"] = "Re: " + str(to["Subject"])
    mail["Message-ID"] = message_id or f"<{abs(hash((body, str(to['Message-ID']))))}@client>"
    mail["In-Reply-To"] = str(to["Message-ID"])
    for name, value in headers.items():
        mail[name.replace("_", "-")] = value
    quoted = "\n".join("> " + line for line in _text(to).splitlines())
    mail.set_content(f"{body}\n\nOn Monday, pbm wrote:\n{quoted}\n")
    return mail.as_bytes()


def _text(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def start_1926(table: Table):
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                                start=True)
    table.deliver()
    return game


def to_move(table: Table, game_id: str):
    game = table.service.view(game_id).game
    return game.seat(game.to_move)


def test_a_reply_to_the_turn_mail_plays_the_move_and_the_game_goes_on(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    turn = table.last(mover.email, "your_turn")
    assert token_of_address(str(turn["Reply-To"]))
    outcome = table.receive(reply(turn, "large Praha"))
    assert outcome.action == "played" and "Praha" in outcome.detail
    sent = table.deliver()
    assert any("Read as: large Praha" in _text(m) for m in sent if m["To"].addresses[0]
               .addr_spec == mover.email)
    after = table.service.view(game.id)
    assert after.log[-1].text == "large praha" and after.log[-1].source == "email"
    assert to_move(table, game.id).seat != mover.seat


def test_a_bare_number_picks_from_the_menu_of_the_answered_mail(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    turn = table.last(mover.email, "your_turn")
    view = table.service.view(game.id)
    third = view.rules.legal_moves(view.state, mover.player)[2].text
    assert table.receive(reply(turn, "3")).action == "played"
    assert table.service.view(game.id).log[-1].text == third


def test_a_reply_to_an_old_turn_mail_moves_nothing_and_gets_the_board_again(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    turn = table.last(mover.email, "your_turn")
    table.receive(reply(turn, "large Praha"))
    table.deliver()
    moves = len(table.service.view(game.id).log)
    outcome = table.receive(reply(turn, "medium Brno", message_id="<late@client>"))
    assert outcome.action == "answered" and "already played" in outcome.detail
    assert len(table.service.view(game.id).log) == moves
    (board,) = table.deliver()
    assert "answered an older mail" in _text(board) and "as it stands now" in _text(board)
    fresh = token_of_address(str(board["Reply-To"]))
    assert fresh != token_of_address(str(turn["Reply-To"]))


def test_the_same_move_mail_delivered_twice_plays_once_and_mails_once(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    raw = reply(table.last(mover.email, "your_turn"), "large Praha\nBOARD")
    first = table.receive(raw)
    sent = table.deliver()
    second = table.receive(raw)
    assert (first.action, second.action) == ("played", "duplicate")
    assert table.deliver() == []
    assert sum(1 for e in table.service.view(game.id).log if e.text == "large praha") == 1
    assert sum(".board." in str(m["Message-ID"]) for m in sent) == 1


def test_the_join_that_started_the_game_delivered_again_does_nothing(table):
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})
    table.deliver()
    joins = [reply(table.last(seat.email, "invitation"), "Ano") for seat in game.seats]
    for raw in joins:
        table.receive(raw)
    table.deliver()
    started = table.service.view(game.id)
    assert started.game.status == "running"

    again = table.receive(joins[-1])  # not read as game text now that the game runs

    assert again.action == "duplicate"
    assert table.deliver() == []
    assert table.service.view(game.id).game == started.game


def test_the_same_resign_mail_delivered_twice_resigns_once_and_mails_once(table):
    game = start_1926(table)
    leaver = next(s for s in game.seats if s.seat != game.to_move)
    raw = reply(table.last(leaver.email), f"RESIGN {game.id}")  # confirmed by the game's id
    assert table.receive(raw).action == "answered"
    assert table.deliver()
    resigned = table.service.view(game.id)
    assert resigned.game.seat(leaver.seat).status == "resigned"

    assert table.receive(raw).action == "duplicate"
    assert table.deliver() == []
    assert table.service.view(game.id).game == resigned.game


class DyingStore:
    """A store whose process dies: the `die_at`-th write is not made (before=True) or made
    and then the process dies (before=False)."""

    def __init__(self, store, die_at: int, *, before: bool):
        self._store, self.die_at, self.before, self.writes = store, die_at, before, 0

    def __getattr__(self, name):
        return getattr(self._store, name)

    def apply(self, change):
        self.writes += 1
        if self.writes == self.die_at and self.before:
            raise ConnectionError("the store went away mid-mail")
        self._store.apply(change)
        if self.writes == self.die_at:
            raise SystemExit("the process died right after the write")


def test_a_mail_whose_processing_broke_off_is_done_when_delivered_again(table, sqlite_store,
                                                                        clock, fake_secrets):
    game = start_1926(table)
    mover = to_move(table, game.id)
    raw = reply(table.last(mover.email, "your_turn"), "BOARD\nlarge Praha")
    dying = Table(DyingStore(sqlite_store, 1, before=True), clock, fake_secrets)
    with pytest.raises(ConnectionError):
        dying.receive(raw)

    assert table.receive(raw).action == "played"  # not recorded as processed: done now
    (answer,) = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == mover.email]
    assert "Read as: large Praha" in _text(answer)  # one answer: the read-back and the board
    assert sum(1 for e in table.service.view(game.id).log if e.text == "large praha") == 1


def test_a_join_whose_process_died_after_its_write_carries_out_the_later_lines(
        table, sqlite_store, clock, fake_secrets):
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})
    table.deliver()
    first, *others = game.seats
    raw = reply(table.last(first.email, "invitation"), "Ano\nEVERY MOVE ON")
    dying = Table(DyingStore(sqlite_store, 1, before=False), clock, fake_secrets)
    with pytest.raises(SystemExit):
        dying.receive(raw)  # JOIN written, then the process died
    assert table.service.view(game.id).game.seat(first.seat).status == "joined"

    again = table.receive(raw)

    assert again.action == "answered" and "every move on" in again.detail
    assert table.service.view(game.id).game.seat(first.seat).every_move
    assert table.receive(raw).action == "duplicate"


def test_an_unreadable_line_is_answered_with_the_reason_and_the_options(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    outcome = table.receive(reply(table.last(mover.email, "your_turn"), "gigantic Atlantis"))
    assert outcome.action == "refused"
    (refusal,) = table.deliver()
    text = _text(refusal)
    assert "gigantic Atlantis" in text and "Your options" in text
    assert table.service.view(game.id).log == ()


def test_a_mail_with_nothing_readable_gets_a_short_answer_not_the_whole_help(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    assert table.receive(reply(table.last(mover.email, "your_turn"), "Thanks!")).action == \
        "answered"
    (answer,) = table.deliver()
    text = _text(answer)
    assert "held no move, so nothing was played" in text and "HELP" in text
    assert "This is how to play" not in text and "older mail" not in text
    assert table.service.view(game.id).log == ()


def test_strangers_forgers_and_robots_get_no_answer_at_all(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    turn = table.last(mover.email, "your_turn")
    stranger = EmailMessage()
    stranger["From"], stranger["To"], stranger["Subject"] = ("eve@example.net",
                                                            "play@pbm.example.org", "hi")
    stranger.set_content("large Praha")
    assert table.receive(stranger.as_bytes()).action == "ignored"
    assert table.receive(reply(turn, "large Praha", Auto_Submitted="auto-replied")).action == \
        "dropped"
    forged = reply(turn, "large Praha",
                   Authentication_Results="mx.pbm.example.org; spf=fail; dkim=fail; dmarc=fail")
    assert table.receive(forged).action == "dropped"
    assert table.receive(reply(turn, "large Praha"), verdicts={"spam": "FAIL"}).action == \
        "dropped"
    assert table.deliver() == []
    assert table.service.view(game.id).log == ()


def test_strict_verdicts_demand_an_authenticated_sender(sqlite_store, clock, fake_secrets):
    strict = Table(sqlite_store, clock, fake_secrets,
                   Settings(mail_domain="pbm.example.org", verdicts="strict"))
    game = start_1926(strict)
    turn = strict.last(to_move(strict, game.id).email, "your_turn")
    assert strict.receive(reply(turn, "large Praha")).action == "dropped"
    ses = {"spf": "PASS", "dkim": "PASS", "dmarc": "PASS"}
    assert strict.receive(reply(turn, "large Praha"), verdicts=ses).action == "played"


def test_strict_verdicts_accept_spf_alone_as_a_careful_mail_server_does(sqlite_store, clock,
                                                                        fake_secrets):
    # a small domain passing SPF that publishes no DKIM key and no DMARC policy (SES: GRAY)
    strict = Table(sqlite_store, clock, fake_secrets,
                   Settings(mail_domain="pbm.example.org", verdicts="strict"))
    game = start_1926(strict)
    turn = strict.last(to_move(strict, game.id).email, "your_turn")
    nothing = {"spf": "GRAY", "dkim": "GRAY", "dmarc": "GRAY"}
    assert strict.receive(reply(turn, "large Praha"), verdicts=nothing).action == "dropped"
    assert strict.deliver() == []  # nothing vouches for the sender: no answer to anyone
    spf_only = {"spf": "PASS", "dkim": "GRAY", "dmarc": "GRAY"}
    assert strict.receive(reply(turn, "large Praha"), verdicts=spf_only).action == "played"


def test_a_refusal_by_policy_is_answered_once_a_day_when_spf_vouches_for_the_sender(
        sqlite_store, clock, fake_secrets):
    strict = Table(sqlite_store, clock, fake_secrets,
                   Settings(mail_domain="pbm.example.org", verdicts="strict"))
    game = start_1926(strict)
    mover = to_move(strict, game.id)
    turn = strict.last(mover.email, "your_turn")
    broken = {"spf": "PASS", "dkim": "FAIL", "dmarc": "FAIL"}  # a forwarder broke the signature
    outcome = strict.receive(reply(turn, "large Praha"), verdicts=broken)
    assert outcome.action == "refused"
    (told,) = strict.deliver()
    assert told["To"].addresses[0].addr_spec == mover.email
    text = _text(told)
    assert "DKIM" in text and "dkim=fail" in text
    assert strict.receive(reply(turn, "large Praha", message_id="<again@example.org>"),
                          verdicts=broken).action == "refused"
    assert strict.deliver() == []  # told once: the second refusal records nothing new
    assert strict.service.view(game.id).log == ()
    # without SPF passing the envelope may be forged: no answer at all
    forged = {"spf": "SOFTFAIL", "dkim": "FAIL", "dmarc": "FAIL"}
    assert strict.receive(reply(turn, "large Praha", message_id="<third@example.org>"),
                          verdicts=forged).action == "dropped"
    assert strict.deliver() == []


def test_a_token_used_from_another_address_is_refused_and_the_holder_told(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    outcome = table.receive(reply(table.last(mover.email, "your_turn"), "large Praha",
                                  sender="mallory@example.net"))
    assert outcome.action == "refused"
    (warning,) = table.deliver()
    assert warning["To"].addresses[0].addr_spec == mover.email
    assert "mallory@example.net" in _text(warning)
    assert table.service.view(game.id).log == ()


def test_a_too_big_mail_gets_a_short_refusal(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    outcome = table.receive(reply(table.last(mover.email, "your_turn"),
                                  "large Praha\n" + "x" * 30_000))
    assert outcome.action == "refused"
    (refusal,) = table.deliver()
    assert "bytes" in _text(refusal)
    assert table.service.view(game.id).log == ()


def test_a_join_that_started_the_game_and_then_crashed_is_not_read_again(table, monkeypatch):
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})
    table.deliver()
    joins = [reply(table.last(seat.email, "invitation"), "Ano") for seat in game.seats]
    for raw in joins[:-1]:
        table.receive(raw)
    # the last JOIN starts the game, then the process dies before the mail is marked processed
    monkeypatch.setattr(table.service, "mark_mail_processed", _crash)
    with pytest.raises(RuntimeError):
        table.receive(joins[-1])
    monkeypatch.undo()
    assert table.service.view(game.id).game.status == "running"
    table.deliver()
    started = table.service.view(game.id).game

    again = table.receive(joins[-1])  # the retry: the join's own write recorded the mail

    assert again.action == "duplicate"
    assert table.deliver() == []
    assert table.service.view(game.id).game == started


def _crash(*args, **kwargs):
    raise RuntimeError("the process died")


def test_join_by_mail_starts_the_game_and_ano_without_an_invitation_is_game_text(table):
    game = table.service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})
    table.deliver()
    for seat in game.seats:
        invitation = table.last(seat.email, "invitation")
        assert table.receive(reply(invitation, "Ano")).action == "answered"
    assert table.service.view(game.id).game.status == "running"
    table.deliver()
    mover = to_move(table, game.id)
    outcome = table.receive(reply(table.last(mover.email, "your_turn"), "ano"))
    assert outcome.action == "refused"  # no invitation pending: 1926 cannot read "ano"


def test_a_replaced_players_old_mail_acts_on_nothing(table):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    old = table.last(waiting.email, "")
    table.service.replace_player(game.id, waiting.email, "Dora", "dora@example.org")
    table.deliver()
    # no board: told who plays the seat now and whom to write to (former_holders.py)
    outcome = table.receive(reply(old, "BOARD"))
    assert (outcome.action, outcome.seat) == ("answered", None), outcome
    assert "former holder" in outcome.detail
    assert table.receive(reply(table.last("dora@example.org"), "BOARD")).action == "answered"


def test_every_move_by_mail_then_a_move_in_the_same_mail(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    watcher = next(s for s in game.seats if s.seat != mover.seat)
    table.receive(reply(table.last(watcher.email), "EVERY MOVE ON"))
    outcome = table.receive(reply(table.last(mover.email, "your_turn"),
                                  "BOARD\nlarge Praha"))
    assert outcome.action == "played"
    sent = table.deliver()
    to_watcher = [_text(m) for m in sent if m["To"].addresses[0].addr_spec == watcher.email]
    assert any("velká v Praze" in t for t in to_watcher)  # the move, in the watcher's Czech


def test_corpus_replies_play_when_their_token_is_for_this_game(table):
    """Real client mails from tests/mail/, re-addressed to a live seat of a live game."""
    game = start_1926(table)
    mover = to_move(table, game.id)
    token = token_of_address(str(table.last(mover.email, "your_turn")["Reply-To"]))
    raw = (CORPUS / "outlook_desktop_cs_windows1250.eml").read_bytes()
    original = email.message_from_bytes(raw, policy=policy.default)
    old_token = token_of_address(str(original["To"]))
    sender = original["From"].addresses[0].addr_spec
    raw = raw.replace(old_token.encode(), token.encode()).replace(sender.encode(),
                                                                  mover.email.encode())
    outcome = table.receive(raw)
    assert outcome.action == "played", outcome
    assert table.service.view(game.id).log[-1].text == "medium plzen"


def test_unreadable_input_is_an_error():
    with pytest.raises(incoming.UnreadableMail):
        incoming.handle(b"", service=None, secret=SECRET, settings=SETTINGS)


def test_a_czech_player_is_refused_in_czech_in_an_english_game(table):
    game = start_1926(table)  # the game speaks English; Bob reads Czech
    bob = next(s for s in game.seats if s.lang == "cs")
    mover = to_move(table, game.id)
    if mover.seat == bob.seat:  # make it somebody else's turn
        table.receive(reply(table.last(bob.email, "your_turn"), "velkou do Prahy"))
        table.deliver()
    outcome = table.receive(reply(table.last(bob.email), "malou do Brna"))
    assert outcome.action == "refused"
    table.deliver()
    assert "nešlo provést:\nteď nejsi na tahu. Na řadě:" in _text(table.last(bob.email, "refused"))


class CountingStore:
    """A store that counts the game reads and the writes made through it."""

    def __init__(self, store):
        self._store, self.loads, self.writes = store, 0, []

    def __getattr__(self, name):
        return getattr(self._store, name)

    def load(self, game_id):
        self.loads += 1
        return self._store.load(game_id)

    def apply(self, change):
        self.writes.append(change)
        self._store.apply(change)

    def add_notifications(self, notifications):
        self.writes.append(notifications)
        self._store.add_notifications(notifications)

    def mark_mail_processed(self, game_id, key, at):
        self.writes.append(key)
        self._store.mark_mail_processed(game_id, key, at)


def test_a_move_by_mail_reads_the_game_once_and_writes_once(table, sqlite_store, clock,
                                                           fake_secrets):
    game = start_1926(table)
    mover = to_move(table, game.id)
    counting = CountingStore(sqlite_store)
    counted = Table(counting, clock, fake_secrets)
    raw = reply(table.last(mover.email, "your_turn"), "large Praha", message_id="<one@client>")
    assert counted.receive(raw).action == "played"
    assert counting.loads == 1
    (change,) = counting.writes  # the move, its answers folded, the mail recorded
    assert change.processed_mail[0] == incoming.mail_key(SECRET, mover.email, "<one@client>")
    assert {n.seat for n in change.notifications} == {mover.seat, to_move(table, game.id).seat}
    assert len(change.notifications) == 2  # one mail each
    assert counted.receive(raw).action == "duplicate"  # known again by its move's key


def test_a_move_mail_recorded_before_is_a_duplicate_even_when_its_move_would_play(table):
    game = start_1926(table)
    mover = to_move(table, game.id)
    raw = reply(table.last(mover.email, "your_turn"), "large Praha", message_id="<two@client>")
    # an earlier delivery refused it and recorded it; its move could be played now
    table.service.mark_mail_processed(game.id,
                                      incoming.mail_key(SECRET, mover.email, "<two@client>"))
    assert table.receive(raw).action == "duplicate"
    assert not any(e.text == "large praha" for e in table.service.view(game.id).log)
    assert table.deliver() == []
