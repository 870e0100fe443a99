"""Every mail of the corpus (tests/mail/) through the real mail processing, against a live game.

For each corpus mail a game is set up in the position the mail answers, with the mail's sender
on the seat whose turn it is, in the mail's language. The mail is rebuilt by
tests/mail/make_corpus.py with its reply tokens (in the addresses and in the quoted `token:`
lines, under whatever charset and transfer encoding the client used) signed for that game and
seat; everything else is the corpus file as it is. It goes through `incoming.handle` (the path
of `pbm mail-in`), the outbox is delivered, and the result is checked against
tests/mail/outcomes.json, written by hand: per mail the position, the seat's language, the
outcome's action, the seat's moves added to the log and the mail sent back (its kind, its
recipient and phrases it says in the seat's language), or that nobody was mailed at all.
Then the same mail is delivered again, as SES and a retried `pbm mail-in` may: nothing changes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

import pytest
from test_mailroom_incoming import SECRET, Table

from functions.mail.tokens import Purpose, first_valid, token_of_address
from functions.service import GameView, PlayerSpec
from functions.settings import Settings
from tests.mail import make_corpus

CORPUS = Path(__file__).parent / "mail"
OUTCOMES = json.loads((CORPUS / "outcomes.json").read_text(encoding="utf-8"))
SETTINGS = Settings(mail_domain=make_corpus.DOMAIN, sender=f"pbm@{make_corpus.DOMAIN}")
ORGANIZER = "organizer@example.org"
OPPONENTS = {
    "1926": [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs")],
    "westernpoly": [PlayerSpec("Ann", "ann@example.org", "en")],
}
CLI_HABITS = ("roll", "pass", "done")  # how the set-up plays: throw, buy nothing, end the turn


def test_every_corpus_mail_has_an_outcome():
    assert set(OUTCOMES) == {path.stem for path in CORPUS.glob("*.eml")}


@pytest.mark.parametrize("case", make_corpus.cases(), ids=lambda case: case.name)
def test_the_builders_make_the_corpus_files(case):
    """What the live tests rebuild with other tokens is the corpus file itself."""
    assert case.eml() == (CORPUS / f"{case.name}.eml").read_bytes()


@dataclass(frozen=True)
class Delivery:
    """A corpus mail rebuilt for a live game in the position it answers."""

    table: Table
    game_id: str
    holder: PlayerSpec
    answered: EmailMessage  # the mail to the holder whose token the corpus mail now carries
    raw: bytes


def deliver(name: str, table: Table) -> Delivery:
    """Set up the game corpus mail `name` answers and rebuild the mail with its token."""
    expected = OUTCOMES[name]
    email = expected.get("holder") or _case(name).sender
    holder = PlayerSpec(email.split("@")[0], email, expected["lang"])
    game_id, answered = set_up(table, expected["position"], holder)
    token = token_of_address(str(answered["Reply-To"]))
    raw = _case(name, sign=lambda game, seat, version: token).eml()
    return Delivery(table, game_id, holder, answered, raw)


@pytest.mark.parametrize("name", sorted(OUTCOMES))
def test_a_corpus_mail_does_what_it_says_in_a_live_game(name, sqlite_store, clock, fake_secrets):
    expected = OUTCOMES[name]
    table = Table(sqlite_store, clock, fake_secrets, SETTINGS)
    mail = deliver(name, table)
    before = table.service.view(mail.game_id)

    outcome = table.receive(mail.raw)
    sent = table.deliver()

    after = table.service.view(mail.game_id)
    seat = after.game.seat_of(mail.holder.email)
    assert outcome.action == expected["action"], outcome
    added = after.log[len(before.log):]
    assert [e.text for e in added if e.player == seat.player] == expected["moves"], outcome
    if "seat_status" in expected:
        assert seat.status == expected["seat_status"]
    if "menu" in expected:  # the number picked what the answered mail listed under it (the
        # menu may put several options on a line: 1926 a region's sizes)
        assert expected["menu"].strip() in _text(mail.answered)
    if expected["answer"] is None:
        assert sent == [], "no answer to machines, forgers and strangers"
        return
    recipient = ORGANIZER if expected.get("to") == "organizer" else mail.holder.email
    answers = [m for m in sent if _addressee(m) == recipient
               and f".{expected['answer']}." in str(m["Message-ID"])]
    assert answers, [str(m["Message-ID"]) for m in sent]
    said = "\n".join(_text(m) for m in answers)
    for phrase in expected["says"]:
        assert phrase in said
    if expected["action"] != "refused":
        assert not any(".refused." in str(m["Message-ID"]) for m in sent)
    for answer in answers if recipient == mail.holder.email else ():
        claims = first_valid(SECRET, [token_of_address(str(answer["Reply-To"]))], Purpose.REPLY)
        assert claims is not None and claims.version == after.game.version  # a fresh token


# What the mailroom does with an authenticated mail; it is then recorded as processed.
ACTED_ON = ("refused", "answered", "played")


@pytest.mark.parametrize("name", sorted(OUTCOMES))
def test_a_corpus_mail_delivered_again_changes_nothing(name, sqlite_store, clock, fake_secrets):
    table = Table(sqlite_store, clock, fake_secrets, SETTINGS)
    mail = deliver(name, table)
    first = table.receive(mail.raw)
    table.deliver()
    before = table.service.view(mail.game_id)

    again = table.receive(mail.raw)

    # a mail acted on is known the second time; one dropped or ignored is dropped or ignored again
    assert again.action == ("duplicate" if first.action in ACTED_ON else first.action), again
    assert table.deliver() == []
    assert table.service.view(mail.game_id).game == before.game


def set_up(table: Table, position: str, holder: PlayerSpec) -> tuple[str, EmailMessage]:
    """A game in `position` ("<rules> <situation>") with `holder` on its first seat; returns
    its id and the mail to the holder that the corpus mail answers."""
    rules_id, _, situation = position.lower().partition(" ")
    players = [holder, *OPPONENTS[rules_id]]
    options = {"lang": holder.lang}
    service = table.service
    if situation == "invitation":  # everybody else has joined already
        game = service.create(rules_id, players, ORGANIZER, options=options)
        for other in players[1:]:
            service.join(game.id, other.email)
        table.deliver()
        return game.id, table.last(holder.email, "invitation")
    game = service.create(rules_id, players, ORGANIZER, options=options, start=True)
    table.deliver()
    first_turn = table.last(holder.email, "your_turn")

    def holders_turn(view: GameView, *wanted: str) -> bool:
        seat = view.game.seat(view.game.to_move)
        legal = {m.text for m in view.rules.legal_moves(view.state, seat.player)}
        return seat.email == holder.email and set(wanted) <= legal

    if situation == "next turn":  # the holder has moved and it is their turn again
        play_until(table, game.id, lambda v: holders_turn(v) and any(
            e.player == v.game.seat_of(holder.email).player for e in v.log))
        table.deliver()
        return game.id, first_turn
    if situation in ("free property", "bought"):
        play_until(table, game.id, lambda v: holders_turn(v, "buy"))
        if situation == "bought":
            service.submit(game.id, holder.email, "buy", hold=True)  # as a mail's first line
    else:
        assert situation == "turn", position
    view = service.view(game.id)
    assert holders_turn(view), f"{position}: not {holder.email}'s turn"
    table.deliver()
    return game.id, table.last(holder.email, "your_turn")


def play_until(table: Table, game_id: str, reached: Callable[[GameView], bool]) -> None:
    """Play the game as players at the command line would (see CLI_HABITS, else the first
    option) until `reached`."""
    for _ in range(100):
        view = table.service.view(game_id)
        if reached(view):
            return
        seat = view.game.seat(view.game.to_move)
        moves = [m.text for m in view.rules.legal_moves(view.state, seat.player)]
        move = next((m for m in CLI_HABITS if m in moves), moves[0])
        table.service.submit(game_id, seat.email, move)
    raise AssertionError(f"game {game_id} did not reach the position in 100 moves")


def _case(name: str, sign: make_corpus.Signer = make_corpus.token) -> make_corpus.Case:
    return next(case for case in make_corpus.cases(sign) if case.name == name)


def _addressee(message: EmailMessage) -> str:
    return message["To"].addresses[0].addr_spec


def _text(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()
