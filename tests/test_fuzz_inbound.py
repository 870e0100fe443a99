"""Fuzzing the inbound path and the web app with hypothesis, bounded to fit `make test`.

Mails, generated and mutated from real-looking replies, go through `incoming.handle` on SQLite
with real 1926 and WesternPoly games; requests, generated and mutated, go through the web app.
Invariants: no unhandled exception; nothing changes without a valid token; every new outgoing
mail goes to a seat's holder or an organizer; no page answers 500. The example counts add up
to more than 10,000 cases; the example database (`.hypothesis/`, git-ignored) keeps what failed
once for the next run. bench/RESULTS.md has the table of what was tried.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from conftest import FakeClock, FakeSecrets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from web_events import SECRET as WEB_SECRET
from web_events import get, post

from functions.links import game_path, organizer_path, play_path
from functions.mail import tokens
from functions.mailroom import incoming
from functions.service import GameService, PlayerSpec
from functions.settings import Settings
from functions.storage.sqlite import SqliteStore
from functions.web import create_app

SECRET = b"fuzz-secret"
SETTINGS = Settings(mail_domain="pbm.example.org", sender="pbm@pbm.example.org",
                        max_mail_bytes=100_000)
CORPUS = sorted((Path(__file__).parent / "mail").glob("*.eml"))
PLAYERS = [PlayerSpec("Ann", "ann@example.org", "cs"), PlayerSpec("Bob", "bob@example.org", "en"),
           PlayerSpec("Cid", "cid@example.org", "en")]

# One profile for every fuzz test: bounded by example count (not time: no deadline, no
# flakiness on a loaded machine), the example database on, slow-data health checks off.
settings.register_profile(
    "fuzz", deadline=None, derandomize=False, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.function_scoped_fixture, HealthCheck.filter_too_much])
FUZZ = settings.get_profile("fuzz")
CASES = {"mutated": 5000, "generated": 1800, "headers": 1400, "web": 1100, "web_forms": 700}

HOSTILE = [
    b"\r\n", b"\n\n", b"\x00", b"=?utf-8?q?a=0D=0ABcc=3A_x?=", b"=?utf-8?b?", b"?=",
    b"\r\nContent-Type: multipart/mixed; boundary=z\r\n", b"--z\r\n", b"--z--\r\n",
    b"\r\nContent-Transfer-Encoding: base64\r\n", b"\r\nFrom: mallory@evil.example\r\n",
    b"\r\nAuto-Submitted: auto-replied\r\n", b"\r\nAuthentication-Results: x; spf=fail\r\n",
    b"<", b"<a ", b"> ", b"On Monday, x wrote:\r\n", b"-- \r\n", b"token: ", b"play+",
    b"\xc3\x28", b"\xff\xfe", b"velkou do Prahy\r\n", b"BOARD\r\n", b"HELP\r\n",
    b"RESIGN\r\n", b"JOIN\r\n", b"3\r\n", b"offer bob give 11 get 12\r\n", "\u2028".encode(),
    "\u2028\u202e\u200b".encode(), b"\t", b" " * 80, b"." * 500, b"a" * 2000,
]


class World:
    """A store with running games, the addresses allowed to receive mail, and checks."""

    def __init__(self) -> None:
        self.directory = tempfile.TemporaryDirectory()
        self.store = SqliteStore(Path(self.directory.name) / "pbm.sqlite3")
        self.clock = FakeClock()
        self.service = GameService(self.store, self.clock, FakeSecrets("fuzz"))
        self.games = [
            self.service.create("1926", PLAYERS, "org@example.org", start=True,
                                options={"lang": "en"}, public=True).id,
            self.service.create("westernpoly", PLAYERS[:2], "boss@example.org", start=True).id,
        ]

    def fresh(self, ended: set[str]) -> None:
        """Start the games again once they are over, so moves keep being possible."""
        for index, game_id in enumerate(self.games):
            if game_id in ended:
                rules, players = (("1926", PLAYERS) if index == 0 else
                                  ("westernpoly", PLAYERS[:2]))
                self.games[index] = self.service.create(
                    rules, players, "org@example.org", start=True, public=True).id

    def footprint(self) -> dict[str, tuple[int, int, str]]:
        """Each game's version, move count and status (one query: every change bumps them)."""
        return {g.id: (g.version, g.moves, g.status) for g in self.store.games()}

    def reply_token(self, index: int, seat: str) -> str:
        game = self.service.view(self.games[index]).game
        holder = game.seat(seat).holder
        return tokens.sign_reply(SECRET, game.id, seat, game.version, holder)

    def settle_outbox(self) -> None:
        """Check every new notification's address, then mark it sent (keeps the outbox small)."""
        pending = self.store.pending_notifications(limit=1000)
        for notification in pending:
            game = self.service.view(notification.game_id).game
            allowed = {s.email for s in game.seats} | {game.organizer}
            assert notification.email in allowed, (notification.email, notification.kind)
        if pending:
            self.store.mark_sent([n.id for n in pending], "2025-05-01T12:00:00Z")


@pytest.fixture(scope="module")
def world():
    made = World()
    yield made
    made.store.close()
    made.directory.cleanup()


def reply_mail(world: World, index: int, seat: str, body: str, sender: str | None = None,
               token_in: str = "to") -> bytes:
    """A plain reply (written out by hand: EmailMessage costs more than the rest of a case)."""
    token = world.reply_token(index, seat)
    holder = world.service.view(world.games[index]).game.seat(seat)
    address = tokens.reply_address(token, SETTINGS.reply_local, SETTINGS.mail_domain)
    text = body if token_in == "to" else f"{body}\r\n\r\ntoken: {token}"
    return (f"From: {sender or f'{holder.name} <{holder.email}>'}\r\n"
            f"To: {address if token_in == 'to' else SETTINGS.sender}\r\n"
            f"Subject: Re: [pbm] your move\r\n"
            f"Message-ID: <{abs(hash((body, seat, token)))}@client.example.org>\r\n"
            f"MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Transfer-Encoding: 8bit\r\n\r\n{text}\r\n").encode("utf-8", "replace")


def deliver(world: World, raw: bytes, recipients: tuple[str, ...] = ()) -> None:
    """One mail through the inbound path, with the invariants checked around it."""
    before = world.footprint()
    valid = tokens.first_valid(SECRET, _token_candidates(raw), tokens.Purpose.REPLY)
    try:
        incoming.handle(raw, service=world.service, secret=SECRET, settings=SETTINGS,
                        receipt=incoming.Receipt(recipients=recipients))
    except incoming.UnreadableMail:
        pass  # no From at all: not a mail (`pbm mail-in` exits 2), nothing done
    after = world.footprint()
    if valid is None:
        assert after == before, "a game changed without a valid token"
    else:
        assert all(after[g] == before[g] for g in before if g != valid.game_id), \
            "a game changed by a token for another game"
    world.settle_outbox()
    world.fresh({g for g, (_, _, status) in after.items() if status in ("finished", "cancelled")})


def _token_candidates(raw: bytes) -> list[str]:
    """Every token-looking word in the raw bytes: a superset of what the parser may find."""
    text = raw.decode("latin-1").lower()
    return [word for word in set(tokens._TOKEN_TEXT.findall(text)) if len(word) <= 64]


EDITS = st.lists(st.tuples(st.integers(0, 4), st.integers(0, 1 << 20), st.integers(0, 255),
                           st.integers(0, len(HOSTILE) - 1), st.integers(1, 400)),
                 min_size=1, max_size=6)
"""Edits to a mail, drawn without looking at it (the mail depends on the games' state, and
hypothesis needs the same draws for the same choices): kind, where, a byte, a fragment, a length."""


def mutated(base: bytes, edits: list[tuple[int, int, int, int, int]]) -> bytes:
    data = bytearray(base)
    for kind, where, byte, fragment, length in edits:
        at = where * max(0, len(data) - 1) >> 20
        if kind == 0 and data:
            data[at] = byte
        elif kind == 1:
            data[at:at] = HOSTILE[fragment]
        elif kind == 2:
            del data[at:at + length]
        elif kind == 3:
            data[at:at] = data[at:at + length] * (1 + byte % 5)
        elif kind == 4:
            data = data[:at]
    return bytes(data)


@settings(FUZZ, max_examples=CASES["mutated"])
@given(data=st.data())
def test_mutated_mails_hold(world, data):
    source = data.draw(st.sampled_from(["corpus", "reply", "reply-body-token"]))
    if source == "corpus":
        base = data.draw(st.sampled_from(CORPUS)).read_bytes()
    else:
        index = data.draw(st.integers(0, 1))
        seat = data.draw(st.sampled_from(["p1", "p2"]))
        body = data.draw(st.sampled_from(["large praha", "roll", "buy", "BOARD", "HELP",
                                          "3", "done", "pass", "JOIN", "resign"]))
        base = reply_mail(world, index, seat, body,
                          token_in="to" if source == "reply" else "body")
    deliver(world, mutated(base, data.draw(EDITS)))


# Mailbag people write (Czech ones too), digits, punctuation, and the characters that make
# trouble: controls, separators, bidi and zero-width marks, quotes, '=?', '<'.
ALPHABET = ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?-+@<>=\"'$"
            "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ\t\r\x00\x0b\x85\u2028\u2029\u200b\u202e\ufeff")
LINE = st.text(ALPHABET, max_size=60)


@settings(FUZZ, max_examples=CASES["generated"])
@given(data=st.data())
def test_generated_replies_hold(world, data):
    index = data.draw(st.integers(0, 1))
    seat = data.draw(st.sampled_from(["p1", "p2"]))
    game = world.service.view(world.games[index]).game
    sender = data.draw(st.sampled_from([
        None, "mallory@evil.example", f"{game.seat(seat).email} <mallory@evil.example>",
        f"Ann <{game.seat('p2' if seat == 'p1' else 'p1').email}>", "org@example.org"]))
    lines = data.draw(st.lists(st.one_of(
        LINE, st.sampled_from(["large praha", "velkou do Prahy", "roll", "buy", "done", "BOARD",
                               "HELP", "STAV", "JOIN", "ANO", "NE", "RESIGN", "EVERY MOVE ON",
                               "1", "2", "99", "offer bob give 11 get 12", "accept 1",
                               "> quoted", "-- ", "On Mon, Ann wrote:"])), max_size=12))
    raw = reply_mail(world, index, seat, "\n".join(lines), sender=sender,
                     token_in=data.draw(st.sampled_from(["to", "body"])))
    recipients = data.draw(st.sampled_from([(), ("play@pbm.example.org",)]))
    deliver(world, raw, recipients)


HEADER_NAMES = ["From", "To", "Cc", "Subject", "Message-ID", "In-Reply-To", "References",
                "Content-Type", "Content-Transfer-Encoding", "Auto-Submitted", "Precedence",
                "Return-Path", "Authentication-Results", "Delivered-To", "X-Original-To",
                "MIME-Version", "Reply-To"]


@settings(FUZZ, max_examples=CASES["headers"])
@given(data=st.data())
def test_generated_header_blocks_hold(world, data):
    token = world.reply_token(data.draw(st.integers(0, 1)), "p1")
    headers = data.draw(st.lists(st.tuples(
        st.sampled_from(HEADER_NAMES),
        st.one_of(st.text(ALPHABET, max_size=120), st.sampled_from([
            f"play+{token}@pbm.example.org", "Ann <ann@example.org>",
            "ann@example.org <mallory@evil.example>", "multipart/mixed; boundary=z",
            "multipart/alternative", "text/html; charset=windows-1250", "base64",
            "=?utf-8?q?=0D=0ABcc=3A_x?=", "=?iso-8859-2?b?" + "QQ" * 50 + "?=", "<>",
            "x; spf=fail dkim=pass", "auto-replied"]))), max_size=15))
    body = data.draw(st.binary(max_size=300) | st.sampled_from(
        [b"velkou do Prahy\r\n", b"--z\r\nContent-Type: text/plain\r\n\r\nroll\r\n--z--\r\n",
         b"PGI+cm9sbDwvYj4=\r\n"]))
    head = "".join(f"{name}: {value}\r\n" for name, value in headers)
    raw = head.encode("utf-8", "surrogateescape") + b"\r\n" + body
    deliver(world, raw, data.draw(st.sampled_from([(), (f"play+{token}@pbm.example.org",)])))


# ---- the web app --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def web(world):
    return create_app(world.service, WEB_SECRET, "https://games.example.org")


def _mutated_text(draw, text: str) -> str:
    if not text or not draw(st.booleans()):
        return text
    at = draw(st.integers(0, len(text) - 1))
    return text[:at] + draw(st.text(max_size=8)) + text[at + draw(st.integers(0, 3)):]


@settings(FUZZ, max_examples=CASES["web"])
@given(data=st.data())
def test_web_urls_hold(world, web, data):
    game = world.service.view(world.games[data.draw(st.integers(0, 1))]).game
    path = data.draw(st.sampled_from([
        play_path(WEB_SECRET, game.id, "p1"), game_path(game.id),
        organizer_path(WEB_SECRET, game.organizer), "/", "/static/style.css",
        f"{organizer_path(WEB_SECRET, game.organizer)}/games/{game.id}/export",
        "/play/", "/game/", "/organizer/x", "/nothing"]))
    path = "/" + _mutated_text(data.draw, path).lstrip("/")
    if any(c in path for c in "?#") or not path.isprintable():
        path = "/" + path.strip("/").replace("?", "").replace("#", "")
    query = data.draw(st.dictionaries(
        st.sampled_from(["step", "lang", "done", "game", "view", "x"]),
        st.one_of(st.text(max_size=12), st.sampled_from(["-1", "0", "1", "²", "9" * 30, "en"])),
        max_size=3))
    before = world.footprint()
    answer = web.resolve(get(path, query, accept_language=data.draw(st.text(max_size=30))), None)
    assert answer["statusCode"] < 500, (path, query)
    assert world.footprint() == before


@settings(FUZZ, max_examples=CASES["web_forms"])
@given(data=st.data())
def test_web_forms_hold(world, web, data):
    game = world.service.view(world.games[data.draw(st.integers(0, 1))]).game
    organizer = organizer_path(WEB_SECRET, game.organizer)
    path = data.draw(st.sampled_from([
        play_path(WEB_SECRET, game.id, "p1"), play_path(WEB_SECRET, game.id, "p2") + "/seat",
        f"{organizer}/games", f"{organizer}/games/{game.id}", "/play/garbage"]))
    form = data.draw(st.dictionaries(
        st.sampled_from(["move", "nonce", "version", "action", "seat", "player", "title",
                         "players", "rules", "confirm", "kind", "choice"]),
        st.one_of(st.text(max_size=80), st.sampled_from([
            "large praha", "roll", str(game.version), "cancel", "replace", "p2", "yes",
            "Eve <eve@example.org>", "B\u200bob <bob@example.org>", "=?utf-8?q?x=0D=0A?=",
            "1926", "start", "resign"])), max_size=6))
    before = world.footprint()
    answer = web.resolve(post(path, form, base64_body=data.draw(st.booleans())), None)
    assert answer["statusCode"] < 500, (path, form)
    assert world.footprint() == before, "a form without a valid nonce changed a game"
