"""The local HTTP adapter: requests become HTTP API v2 events for the same resolver, against a
real ThreadingHTTPServer on 127.0.0.1 driven with urllib."""

from __future__ import annotations

import base64
import http.client
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlencode

import pytest
from web_events import SECRET, hidden

from functions.links import play_path
from functions.local.http import MAX_BODY, serve_http, to_event
from functions.service import PlayerSpec
from functions.web import create_app
from functions.web.responses import SECURITY_HEADERS

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org"),
           PlayerSpec("Cid", "cid@example.org")]


class Recorder:
    """A resolver that keeps the events it gets and answers with a fixed response."""

    def __init__(self, response):
        self.events = []
        self.response = response

    def resolve(self, event, context):
        self.events.append(event)
        return self.response


def running(app_factory):
    server = serve_http(app_factory, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


@pytest.fixture
def base(game_service):
    server, thread = running(lambda: create_app(game_service, SECRET, "http://127.0.0.1"))
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join()


def test_a_request_becomes_an_http_api_v2_event():
    event = to_event("POST", "/play/tok?lang=en&x=1&x=2&empty=",
                     [("Host", "127.0.0.1:8000"), ("Content-Type", "application/x-www-form-urlencoded"),
                      ("Cookie", "a=1; b=2"), ("X-Many", "one"), ("X-Many", "two"),
                      ("User-Agent", "test")], b"move=large+praha", "127.0.0.1", "req-1", 1746100800.5)
    assert event["version"] == "2.0" and event["routeKey"] == "$default"
    assert (event["rawPath"], event["rawQueryString"]) == ("/play/tok", "lang=en&x=1&x=2&empty=")
    assert event["queryStringParameters"] == {"lang": "en", "x": "1,2", "empty": ""}
    assert event["cookies"] == ["a=1", "b=2"] and "cookie" not in event["headers"]
    assert event["headers"]["x-many"] == "one,two"
    assert event["body"] == "move=large+praha" and event["isBase64Encoded"] is False
    http = event["requestContext"]["http"]
    assert http == {"method": "POST", "path": "/play/tok", "protocol": "HTTP/1.1",
                    "sourceIp": "127.0.0.1", "userAgent": "test"}
    assert event["requestContext"]["timeEpoch"] == 1746100800500
    assert event["requestContext"]["time"] == "01/May/2025:12:00:00 +0000"


def test_a_binary_body_travels_base64_encoded_and_an_empty_one_not_at_all():
    binary = to_event("POST", "/", [("Content-Type", "application/octet-stream")], b"\x00\xff",
                      "::1", "r", 0)
    assert binary["isBase64Encoded"] is True
    assert base64.b64decode(binary["body"]) == b"\x00\xff"
    empty = to_event("GET", "/", [], b"", "::1", "r", 0)
    assert "body" not in empty and "queryStringParameters" not in empty


def test_the_response_is_written_back_with_headers_cookies_and_decoded_body():
    recorder = Recorder({"statusCode": 201, "headers": {"Content-Type": "image/png", "X-A": "b"},
                         "cookies": ["s=1; HttpOnly"], "isBase64Encoded": True,
                         "body": base64.b64encode(b"\x89PNG").decode()})
    server, thread = running(lambda: recorder)
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/x/y?q=1"
        with urllib.request.urlopen(urllib.request.Request(url, data=b"\x01\x02")) as answer:
            assert answer.status == 201 and answer.read() == b"\x89PNG"
            assert answer.headers["X-A"] == "b" and answer.headers["Set-Cookie"] == "s=1; HttpOnly"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
    [event] = recorder.events
    assert event["rawPath"] == "/x/y" and event["queryStringParameters"] == {"q": "1"}
    assert event["requestContext"]["http"]["method"] == "POST"


def test_playing_a_move_through_the_real_server(base, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"},
                               start=True)
    url = base + play_path(SECRET, game.id, "p1")
    with urllib.request.urlopen(url + "?lang=en") as answer:
        page = answer.read().decode()
        assert answer.status == 200
        for name, value in SECURITY_HEADERS.items():
            assert answer.headers[name] == value
    form = {**hidden(page, "move-form"), "move": "large praha"}
    request = urllib.request.Request(url + "?lang=en", data=urlencode(form).encode())
    with urllib.request.urlopen(request) as answer:  # urllib follows the 303 with a GET
        assert answer.status == 200 and answer.url.endswith("?done=moved&lang=en")
        assert "Move accepted: large Praha" in answer.read().decode()
    assert [e.text for e in game_service.view(game.id).log] == ["large praha"]


def test_unknown_paths_and_oversized_bodies(base):
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(base + "/nothing/here")
    assert missing.value.code == 404
    assert missing.value.headers["X-Frame-Options"] == "DENY"
    request = urllib.request.Request(base + "/", data=b"x" * (MAX_BODY + 1))
    with pytest.raises(urllib.error.HTTPError) as too_big:
        urllib.request.urlopen(request)
    assert too_big.value.code == 413


class Failing:
    """A resolver with a bug: every request raises, with details no visitor may see."""

    def resolve(self, event, context):
        raise RuntimeError("database password is hunter2")


def test_a_failing_app_answers_500_without_the_details_and_the_server_goes_on(caplog):
    server, thread = running(Failing)
    try:
        for _ in range(2):
            with pytest.raises(urllib.error.HTTPError) as failed:
                urllib.request.urlopen(f"http://127.0.0.1:{server.server_address[1]}/")
            assert failed.value.code == 500
            assert b"hunter2" not in failed.value.read()
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
    assert "hunter2" in caplog.text


@pytest.mark.parametrize("headers, status", [
    ({"Transfer-Encoding": "chunked"}, 411),
    # a Content-Length that is not a number is a malformed request (issue 40), of any size
    ({"Content-Length": "-1"}, 400),
    ({"Content-Length": "ten"}, 400),
    ({"Content-Length": "²"}, 400),
    ({"Content-Length": "9" * 5000}, 400),
    ({"Content-Length": "1" + "0" * 40}, 400),
])
def test_a_body_of_unknown_length_is_refused(headers, status):
    recorder = Recorder({"statusCode": 200, "body": "ok"})
    server, thread = running(lambda: recorder)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1],
                                                timeout=10)
        connection.putrequest("POST", "/")
        for name, value in headers.items():
            connection.putheader(name, value)
        connection.endheaders()
        assert connection.getresponse().status == status
        connection.close()
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
    assert recorder.events == []


def test_concurrent_requests_each_get_their_own_page(base, game_service):
    games = [game_service.create("1926", PLAYERS, "org@example.org", title=f"Game {n}",
                                 start=True) for n in range(4)]

    def title_of(game):
        with urllib.request.urlopen(base + play_path(SECRET, game.id, "p2")) as answer:
            return game.title, answer.read().decode()

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(title_of, games * 3))
    for title, page in results:
        assert f'<h1 id="game-title">{title}</h1>' in page


def test_head_answers_like_get_without_a_body(base):
    port = int(base.rsplit(":", 1)[1])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    answers = {}
    for method in ("GET", "HEAD", "GET"):  # one connection: HEAD must not leave a body behind
        connection.request(method, "/?lang=en")
        response = connection.getresponse()
        answers.setdefault(method, []).append(
            (response.status, response.getheader("Content-Type"),
             response.getheader("Content-Length"), response.read()))
    connection.close()
    (get_status, get_type, get_length, get_body), second_get = answers["GET"]
    ((head_status, head_type, head_length, head_body),) = answers["HEAD"]
    assert get_status == head_status == 200 and get_type == head_type
    assert head_length == get_length == str(len(get_body)) and head_body == b""
    assert second_get[0] == 200 and second_get[3] == get_body
