"""Hostile input, part 2: no mail costs more than its size. Every MIME part's header is bounded
while it is parsed, the nesting limit holds however a Content-Type is folded, a parse has a CPU
budget (and a failed one is acknowledged, not retried), a mail without a token is read no further
than its opening lines, and the local servers keep their work off the event loop and time out
half-sent requests. (The costs per MB are in bench/bench_mail_cost.py.)"""

from __future__ import annotations

import time

import pytest
from test_hostile_input import PLAYERS, SETTINGS, footprint, inbound, receive, reply_to, ses_event

from functions.mail import budget, limits
from functions.mail.inbound import Unparseable, parse_mail


@pytest.fixture
def game(game_service):
    return game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)


HEAD = "From: Ann <ann@example.org>\r\nTo: {to}\r\nSubject: Re: move\r\nMIME-Version: 1.0\r\n"


def multipart(game, *parts: bytes, text: str = "resign") -> bytes:
    """A multipart/mixed reply of Ann's: a text part, then `parts` (each its header and body)."""
    head = HEAD.format(to=reply_to(game)).encode()
    body = b"".join(b"--BB\r\n" + part for part in parts)
    return (head + b'Content-Type: multipart/mixed; boundary="BB"\r\n\r\n'
            + b"--BB\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n" + text.encode()
            + b"\r\n" + body + b"--BB--\r\n")


def padded(raw: bytes, size: int = 800_000) -> bytes:
    """The mail made about `size` bytes long by an epilogue (ignored text after the end)."""
    return raw + b"filler line of an epilogue, read by nothing at all\r\n" * (size // 52)


def attack(game, kind: str) -> bytes:
    """The review's 800 KB shapes: part headers of many folded parameters or encoded words."""
    if kind == "parameters":
        field = b"Content-Type: application/octet-stream" + b"".join(
            b';\r\n p%d="v%d"' % (n, n) for n in range(2000))
    else:
        field = b'Content-Type: application/octet-stream;\r\n name="' + b"\r\n ".join(
            [b"=?utf-8?q?Tah_=C4=8D=C3=ADslo?="] * 2000) + b'"'
    part = field + b"\r\n\r\nx\r\n"
    return multipart(game, *[part] * (800_000 // len(part)))


# ---- every part's header bounded while it is parsed ----------------------------------------------

@pytest.mark.parametrize("kind", ["parameters", "encoded words"])
def test_the_800_kb_part_header_attacks_are_dropped(game_service, game, kind):
    raw = attack(game, kind)
    assert len(raw) > 700_000 and limits.refusal(raw) is None  # the top level is harmless
    with pytest.raises(Unparseable, match=kind):
        parse_mail(raw)
    before = footprint(game_service, game.id)
    settings = SETTINGS.model_copy(update={"max_mail_bytes": 1_000_000})
    outcome = receive(game_service, raw, settings)
    assert outcome.action == "dropped" and "unreadable" in outcome.detail
    assert footprint(game_service, game.id) == before


def _fields(count: int, size: int = 20) -> bytes:
    return b"".join(b"X-F%d: %s\r\n" % (n, b"v" * size) for n in range(count))


@pytest.mark.parametrize(("part", "reason"), [
    (b"Content-Type: text/plain; name=\"" + b"x" * 5000 + b"\"\r\n\r\nx\r\n", "field"),
    (b"Content-Type: text/plain\r\n" + _fields(60) + b"\r\nx\r\n", "header fields"),
    (b"Content-Type: text/plain\r\n" + _fields(40, 250) + b"\r\nx\r\n", "header block"),
    (b"Content-Type: text/plain" + b";\r\n p=v" * 70 + b"\r\n\r\nx\r\n", "parameters"),
    (b"Content-Disposition: attachment; filename=\"" + b"=?utf-8?b?w6E=?=" * 70
     + b"\"\r\n\r\nx\r\n", "encoded words"),
], ids=["long-field", "many-fields", "long-block", "parameters", "encoded-words"])
def test_a_part_header_past_a_limit_is_unparseable(game, part, reason):
    with pytest.raises(Unparseable, match=reason):
        parse_mail(multipart(game, part))


def test_the_part_headers_of_a_mail_are_bounded_in_all(game):
    part = b"Content-Type: text/plain\r\n" + _fields(10, 200) + b"\r\nx\r\n"  # 2 KB each
    assert parse_mail(multipart(game, *[part] * 4)).sender == "ann@example.org"
    with pytest.raises(Unparseable, match="in all"):
        parse_mail(multipart(game, *[part] * 10))


def test_the_number_of_parts_is_capped(game):
    part = b"Content-Type: text/plain\r\n\r\nx\r\n"
    assert parse_mail(multipart(game, *[part] * (limits.MAX_PARTS - 2))).reply == "resign"
    with pytest.raises(Unparseable, match="MIME parts"):
        parse_mail(multipart(game, *[part] * limits.MAX_PARTS))


def test_the_encoded_words_of_a_top_level_field_are_bounded(game):
    words = " ".join(["=?utf-8?q?=C3=A1?="] * 100)
    raw = HEAD.format(to=reply_to(game)).replace("Re: move", words).encode() + b"\r\nresign\r\n"
    with pytest.raises(Unparseable, match="encoded words"):
        parse_mail(raw)


def test_an_ordinary_mail_with_attachments_still_plays(game_service, game):
    czech = "=?utf-8?b?" + "xI3DrXNsbyB0YWh1LnBkZg==" + "?="  # "číslo tahu.pdf"
    attachment = (f'Content-Type: application/pdf; name="{czech}"\r\n'
                  f"Content-Disposition: attachment;\r\n filename*0*=utf-8''%C4%8D%C3%ADslo;\r\n"
                  f" filename*1*=%20tahu.pdf\r\nContent-Transfer-Encoding: base64\r\n"
                  f"Content-ID: <a1@example.org>\r\n\r\nJVBERi0xLjQK\r\n").encode()
    raw = multipart(game, *[attachment] * 12)
    mail = parse_mail(raw)
    assert mail.reply == "resign" and mail.sender == "ann@example.org"
    assert receive(game_service, raw).action != "dropped"


# ---- nesting, however the Content-Type is folded -------------------------------------------------

def folded_nest(game, depth: int, fold: str) -> bytes:
    head = HEAD.format(to=reply_to(game)) + "Content-Type: multipart/mixed; boundary=b0\r\n\r\n"
    parts = "".join(f"--b{n}\r\nContent-Type:{fold}multipart/mixed; boundary=b{n + 1}\r\n\r\n"
                    for n in range(depth))
    return (head + parts + f"--b{depth}\r\nContent-Type: text/plain\r\n\r\nresign\r\n").encode()


@pytest.mark.parametrize("fold", ["\r\n \r\n ", "\r\n\t\r\n \r\n ", "\n \n ", "\t"],
                         ids=["empty-line", "two-empty-lines", "bare-lf", "tab"])
def test_the_nesting_limit_holds_however_the_content_type_is_folded(game_service, game, fold):
    raw = folded_nest(game, 1801, fold)
    assert "multipart" in (limits.refusal(raw) or "")
    with pytest.raises(Unparseable):
        parse_mail(raw)
    before = footprint(game_service, game.id)
    assert receive(game_service, raw).action == "dropped"
    assert footprint(game_service, game.id) == before


# ---- a CPU budget behind the limits --------------------------------------------------------------

def _burn(seconds: float) -> int:
    """Spend about `seconds` of this thread's CPU time."""
    end, n = time.thread_time() + seconds, 0
    while time.thread_time() < end:
        n += 1
    return n


def test_work_past_its_cpu_budget_is_stopped():
    with pytest.raises(TimeoutError, match="CPU"):
        budget.within(0.05, _burn, 30)


def test_work_within_its_budget_leaves_nothing_behind():
    assert budget.within(0.05, sum, [1, 2]) == 3
    assert _burn(0.2) > 0  # no stray exception raised later in this thread


def _slow_parse(*args):
    """`parse_mail` after 5 s of CPU: a parse that outlasts its budget whatever the machine's
    speed (a real mail within the limits is parsed before the watchdog's first look on a fast
    one); the watchdog stops it long before."""
    _burn(5)
    return parse_mail(*args)


def test_a_parse_past_its_budget_is_unparseable(game, monkeypatch):
    monkeypatch.setattr(budget, "parse_mail", _slow_parse)
    part = b"Content-Type: text/plain" + b";\r\n p=v" * 60 + b"\r\n\r\nx\r\n"
    with pytest.raises(Unparseable, match="CPU"):
        budget.parse_within(multipart(game, *[part] * 20), cpu_seconds=0.01)


def test_a_mail_past_its_cpu_budget_is_acknowledged_on_aws(game_service, game, monkeypatch):
    # the raw mail stays in S3; raising would make SES invoke the function again, twice
    monkeypatch.setattr(budget, "parse_mail", _slow_parse)
    monkeypatch.setattr(budget, "PARSE_CPU_SECONDS", 0.01)
    part = b"Content-Type: text/plain" + b";\r\n p=v" * 60 + b"\r\n\r\nx\r\n"
    handler, _ = inbound(game_service, multipart(game, *[part] * 20))
    before = footprint(game_service, game.id)
    outcome = handler.process(ses_event())
    assert outcome.action == "dropped" and "CPU" in outcome.detail
    assert footprint(game_service, game.id) == before


def test_a_parsing_process_parses_apart_and_refuses_alike(game):
    import os

    parsing = budget.ParsingProcess()
    try:
        raw = multipart(game, b"Content-Type: text/plain\r\n\r\nx\r\n")
        assert parsing.parse(raw, ["x@pbm.example.org"]) == parse_mail(raw, ["x@pbm.example.org"])
        assert parsing.pid is not None and parsing.pid != os.getpid()
        with pytest.raises(Unparseable, match="parameters"):
            parsing.parse(attack(game, "parameters"))
        assert parsing.parse(raw).reply == "resign"  # the same worker goes on
    finally:
        parsing.close()


# ---- a mail without a token: its opening lines only ----------------------------------------------

def no_token(lines: list[str]) -> bytes:
    return ("From: Ann <ann@example.org>\r\nTo: play@pbm.example.org\r\nSubject: hello\r\n"
            "\r\n" + "\r\n".join(lines) + "\r\n").encode()


def test_a_mail_without_a_token_is_read_for_its_opening_lines_only(game_service, game):
    asked = receive(game_service, no_token(["my games", *["a"] * 50_000]))
    assert asked.action == "ignored" and "MY GAMES" in asked.detail
    late = ["Hello,", *[f"line {n} of my long story" for n in range(incoming_lines())],
            "my games"]
    # the MY GAMES past the opening is not read; from a seat's address the mail gets the board
    answered = receive(game_service, no_token(late))
    assert "MY GAMES" not in answered.detail and "the board sent" in answered.detail


def incoming_lines() -> int:
    from functions.mailroom import incoming

    return incoming.OPENING_LINES


# ---- the local web server: no connection held forever --------------------------------------------

class _Hello:
    def resolve(self, event, context):
        return {"statusCode": 200, "headers": {"Content-Type": "text/plain"}, "body": "hello"}


@pytest.fixture
def http_server():
    import threading

    from functions.local.http import serve_http

    servers = []

    def start(**limits_):
        server = serve_http(_Hello, "127.0.0.1", 0, **limits_)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        servers.append((server, thread))
        return server.server_address[:2]

    yield start
    for server, thread in servers:
        server.shutdown()
        server.server_close()
        thread.join()


def _half_sent(address, data: bytes = b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: "):
    import socket

    sock = socket.create_connection(address, timeout=10)
    sock.sendall(data)
    return sock


def _closed(sock) -> bool:
    """Whether the server closed the connection (waits for it, at most the socket's timeout)."""
    try:
        return sock.recv(1024) == b""
    except ConnectionResetError:
        return True
    finally:
        sock.close()


def _answered(address) -> bool:
    import http.client

    client = http.client.HTTPConnection(*address, timeout=10)
    try:
        client.request("GET", "/")
        return client.getresponse().read() == b"hello"
    finally:
        client.close()


def test_a_half_sent_request_is_closed_when_the_connection_idles(http_server):
    address = http_server(idle_seconds=0.2, request_seconds=30)
    assert _closed(_half_sent(address))
    assert _answered(address)


def test_a_request_sent_too_slowly_is_cut_off(http_server):
    # it keeps sending (never idle), but the whole request must arrive in request_seconds
    address = http_server(idle_seconds=30, request_seconds=0.3)
    sock = _half_sent(address)
    assert _closed(sock)
    assert _answered(address)


def test_connections_over_the_cap_are_closed_and_the_slots_come_back(http_server):
    # idle_seconds leaves a loaded machine time to open the third connection while both are held
    address = http_server(idle_seconds=1.5, request_seconds=30, max_connections=2)
    held = [_half_sent(address) for _ in range(2)]
    with pytest.raises((ConnectionError, OSError)):  # closed unanswered: every slot is taken
        _answered(address)
    for sock in held:
        assert _closed(sock)  # they idle out; the slots are free again
    assert _answered(address)


# ---- text that looks like something else ---------------------------------------------------------

@pytest.mark.parametrize("look_alike", ["B\u043eb", "\u0392ob", "B0b", "\uff22\uff4f\uff42",
                                        "\u0412\u043eb"],
                         ids=["cyrillic-o", "greek-beta", "zero", "full-width", "cyrillic-ve"])
def test_look_alike_names_are_not_seated_in_one_game(game_service, look_alike):
    from functions.service import PlayerSpec, ServiceError

    players = [PlayerSpec("Bob", "bob@example.org"), PlayerSpec(look_alike, "eve@example.org"),
               PlayerSpec("Cid", "cid@example.org")]
    with pytest.raises(ServiceError, match="looks like") as refused:
        game_service.create("1926", players, "org@example.org")
    assert refused.value.params["say"] == "name_look_alike"
    assert game_service.games() == []


def test_a_look_alike_cannot_replace_a_player_beside_the_original(game_service, game):
    from functions.service import ServiceError

    with pytest.raises(ServiceError, match="looks like"):
        game_service.replace_player(game.id, "cid@example.org", "B\u043eb", "eve@example.org")
    assert game_service.view(game.id).game.seat("p3").email == "cid@example.org"
    # the seat's own name may come back in another spelling: there is no one to pass for
    game_service.replace_player(game.id, "bob@example.org", "B\u043eb", "eve@example.org")


def test_the_look_alike_refusal_is_worded_in_both_languages():
    from functions.service.play.explain import phrase

    english = phrase("en", "name_look_alike", name="B\u043eb", other="Bob")
    czech = phrase("cs", "name_look_alike", name="B\u043eb", other="Bob")
    assert "looks just like Bob" in english and "vypadá stejně jako jméno Bob" in czech


def test_two_people_of_one_name_and_names_with_diacritics_are_still_seated(game_service):
    from functions.service import PlayerSpec

    game = game_service.create("1926", [PlayerSpec("Eva", "eva@example.org"),
                                        PlayerSpec("Éva", "eva2@example.org"),
                                        PlayerSpec("eva", "eva3@example.org")], "org@example.org")
    assert [s.name for s in game.seats] == ["Eva", "Éva", "eva"]


@pytest.mark.parametrize("title", ["Friday\u202e night", "Fri\u200bday", "\u2066Friday\u2069",
                                   "Friday\u200f", "Fri\ufeffday", "Fri\u200dday"])
def test_a_title_with_a_bidi_control_or_a_zero_width_character_is_refused(game_service, title):
    from functions.service import ErrorCode, ServiceError

    with pytest.raises(ServiceError) as refused:
        game_service.create("1926", PLAYERS, "org@example.org", title=title)
    assert refused.value.code == ErrorCode.INVALID_REQUEST and game_service.games() == []


def test_table_talk_loses_bidi_controls_and_zero_width_characters(game_service, game):
    game_service.say(game.id, "bob@example.org",
                     "pay \u202e1000\u202c now\u200b, fam \U0001F468\u200d\U0001F469\u200d\U0001F467")
    [message] = game_service.talk(game.id, None)
    assert message["text"] == "pay 1000 now, fam \U0001F468\u200d\U0001F469\u200d\U0001F467"


# ---- an organizer creates so many games an hour --------------------------------------------------

def test_the_dashboard_stops_an_organizer_creating_game_after_game(app, game_service, clock):
    from test_web_organizer import DASHBOARD, ORGANIZER, dashboard
    from web_events import hidden, post

    from functions.service.play.creating import GAMES_PER_HOUR

    def create(lang: str = "en"):
        fields = hidden(dashboard(app, lang=lang)["body"], "create-form")
        form = {**fields, "rules": "1926", "players": "\n".join(
            f"{p.name} <{p.email}>" for p in PLAYERS)}
        return app.resolve(post(f"{DASHBOARD}/games", form, {"lang": lang}), None)

    for _ in range(GAMES_PER_HOUR):
        assert create()["statusCode"] == 303
    refused = create()
    assert refused["statusCode"] != 303 and "try again in an hour" in refused["body"]
    assert "Zkus to prosím znovu za hodinu" in create("cs")["body"]
    assert len(game_service.store.games_of_organizer(ORGANIZER)) == GAMES_PER_HOUR
    clock.advance(hours=1, minutes=1)
    assert create()["statusCode"] == 303


def test_invitations_are_counted_as_well_as_games(game_service):
    from functions.service import PlayerSpec, ServiceError
    from functions.service.play.creating import INVITATIONS_PER_HOUR

    crowd = [PlayerSpec(f"P{n}", f"p{n}@example.org") for n in range(5)]
    for _ in range(INVITATIONS_PER_HOUR // 5):
        game_service.create("westernpoly", crowd, "org@example.org", per_hour=True)
    with pytest.raises(ServiceError) as refused:
        game_service.create("westernpoly", crowd, "org@example.org", per_hour=True)
    assert refused.value.params["say"] == "creations_per_hour"
    # the operator's CLI and tournaments are not held to it
    assert game_service.create("westernpoly", crowd, "org@example.org").status == "waiting"


def test_the_text_of_a_long_mail_is_read_for_commands_up_to_its_opening_lines(game):
    from functions.mail import tokens

    token = tokens.sign_reply(b"hostile-test-secret", game.id, "p1", game.version)
    lines = ["koupit", *["a"] * 450_000, f"token: {token}"]
    mail = parse_mail(no_token(lines))
    assert mail.reply.startswith("koupit")
    assert len(mail.reply.splitlines()) <= limits.MAX_READ_LINES
    assert token in mail.tokens  # the tokens are still looked for in the whole text
