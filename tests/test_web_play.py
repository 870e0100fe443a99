"""The player's page through real-shaped HTTP API v2 events: the board, the move form, posts
(urlencoded and base64), PRG, stale and refused moves, bad links, escaping, headers, languages."""

from __future__ import annotations

import base64
import re

import pytest
from web_events import SECRET, forms, get, hidden, post

from functions.links import organizer_path, play_path
from functions.mail.tokens import Purpose, sign_reply, sign_web
from functions.service import PlayerSpec
from functions.web import create_app
from functions.web.forms import MAX_FORM_BYTES, MAX_FORM_FIELDS
from functions.web.responses import SECURITY_HEADERS

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def started(game_service, players=PLAYERS, **kwargs):
    return game_service.create("1926", players, "org@example.org", options={"lang": "en"},
                               start=True, **kwargs)


def page_of(app, game, seat, **query):
    response = app.resolve(get(play_path(SECRET, game.id, seat), query), None)
    return response


def moves_made(game_service, game_id):
    return [(e.player, e.text, e.source) for e in game_service.view(game_id).log]


def test_the_page_shows_the_board_the_legal_moves_and_an_empty_history(app, game_service):
    game = started(game_service)
    response = page_of(app, game, "p1")
    body = response["body"]
    assert response["statusCode"] == 200
    assert response["headers"]["Content-Type"].startswith("text/html")
    assert len(re.findall(r'<g class="region" id="region-', body)) == 11
    view = game_service.view(game.id)
    legal = [m.text for m in view.rules.legal_moves(view.state, "Ann")]
    assert forms(body)["move-form"]["move"] == ["", *legal]  # the chosen one plays nothing
    assert re.search(r'<option value="" selected>', body)
    assert 'id="submit-move"' in body
    assert "It is your turn." in body and "Nothing has been played yet." in body


def test_a_posted_move_is_submitted_with_the_nonce_and_redirects_back(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1")
    fields = hidden(page_of(app, game, "p1")["body"], "move-form")
    response = app.resolve(post(path, {**fields, "move": "large praha"}), None)
    assert response["statusCode"] == 303
    assert response["headers"]["Location"] == f"{path}?done=moved"
    log = game_service.view(game.id).log
    assert [(e.player, e.text, e.source) for e in log] == [("Ann", "large praha", "web")]
    assert log[0].idempotency_key == "web:" + fields["nonce"]
    after = app.resolve(get(response["headers"]["Location"]), None)["body"]
    assert "Move accepted: large Praha" in after
    assert "Waiting for Bob" in after and 'id="move-form"' not in after


def test_a_base64_encoded_form_body_is_read_like_a_plain_one(app, game_service):
    game = started(game_service)
    fields = hidden(page_of(app, game, "p1")["body"], "move-form")
    event = post(play_path(SECRET, game.id, "p1"), {**fields, "move": "small brno"},
                 base64_body=True)
    assert event["isBase64Encoded"] is True
    assert app.resolve(event, None)["statusCode"] == 303
    assert moves_made(game_service, game.id) == [("Ann", "small brno", "web")]


def test_a_written_command_wins_over_the_picked_move(app, game_service):
    game = started(game_service)
    fields = hidden(page_of(app, game, "p1")["body"], "move-form")
    form = {**fields, "move": "large praha", "command": "Velká Plzeň"}
    assert app.resolve(post(play_path(SECRET, game.id, "p1"), form), None)["statusCode"] == 303
    assert moves_made(game_service, game.id) == [("Ann", "large plzen", "web")]


def test_the_same_form_posted_twice_makes_one_move(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1")
    form = {**hidden(page_of(app, game, "p1")["body"], "move-form"), "move": "large praha"}
    first = app.resolve(post(path, form), None)
    again = app.resolve(post(path, form, base64_body=True), None)
    assert first["statusCode"] == again["statusCode"] == 303
    assert moves_made(game_service, game.id) == [("Ann", "large praha", "web")]


def test_a_stale_form_is_refused_politely_with_the_current_board(app, game_service):
    game = started(game_service)
    form = {**hidden(page_of(app, game, "p1")["body"], "move-form"), "move": "large praha"}
    game_service.submit(game.id, "ann@example.org", "small kladsko", source="email")
    game_service.submit(game.id, "bob@example.org", "small praha", source="email")
    game_service.submit(game.id, "cid@example.org", "small brno", source="email")
    response = app.resolve(post(play_path(SECRET, game.id, "p1"), form), None)
    body = response["body"]
    assert response["statusCode"] == 409
    assert "This move is out of date" in body and 'id="board"' in body
    assert len(moves_made(game_service, game.id)) == 3
    fresh = hidden(body, "move-form")  # a fresh form for the current version
    assert fresh["version"] == str(game_service.view(game.id).game.version)
    assert fresh["nonce"] != form["nonce"]


def test_a_refused_move_shows_the_rules_reason_and_the_form_again(app, game_service):
    game = started(game_service)
    form = {**hidden(page_of(app, game, "p1")["body"], "move-form"),
            "command": "huge atlantis"}
    response = app.resolve(post(play_path(SECRET, game.id, "p1"), form), None)
    assert response["statusCode"] == 422
    assert 'id="problem"' in response["body"] and 'id="move-form"' in response["body"]
    assert moves_made(game_service, game.id) == []


def test_out_of_turn_there_is_no_move_form_and_another_forms_nonce_does_not_do(app,
                                                                                 game_service):
    game = started(game_service)
    bob_page = page_of(app, game, "p2")["body"]
    assert 'id="move-form"' not in bob_page  # nothing to pick while Ann moves
    seat_form = hidden(bob_page, "resign-form")  # a genuine nonce of Bob's, for another form
    form = {"nonce": seat_form["nonce"], "version": seat_form["version"], "command": "small praha"}
    response = app.resolve(post(play_path(SECRET, game.id, "p2"), form), None)
    assert response["statusCode"] == 400  # that nonce is not a move form's
    assert moves_made(game_service, game.id) == []


def test_a_nonce_only_works_on_the_page_it_was_issued_for(app, game_service):
    game = started(game_service)
    ann_form = hidden(page_of(app, game, "p1")["body"], "move-form")
    other = started(game_service)
    response = app.resolve(post(play_path(SECRET, other.id, "p1"),
                                {**ann_form, "move": "large praha"}), None)
    assert response["statusCode"] == 400
    assert "This form has expired" in response["body"]
    assert moves_made(game_service, other.id) == moves_made(game_service, game.id) == []


def test_a_nonce_cannot_be_moved_to_another_version(app, game_service):
    game = started(game_service)
    form = hidden(page_of(app, game, "p1")["body"], "move-form")
    forged = {**form, "version": str(int(form["version"]) + 1), "move": "large praha"}
    response = app.resolve(post(play_path(SECRET, game.id, "p1"), forged), None)
    assert response["statusCode"] == 400 and moves_made(game_service, game.id) == []


@pytest.mark.parametrize("token", [
    "not-a-token",
    "a" * 40,
    sign_web(b"another secret", "abcdefgh", "p1", Purpose.PLAY),
    sign_reply(SECRET, "abcdefgh", "p1", 1),
    sign_web(SECRET, "abcdefgh", "org", Purpose.ORGANIZER),
    organizer_path(SECRET, "ann@example.org").rsplit("/", 1)[1],
])
def test_a_bad_token_gets_a_polite_403(app, token):
    response = app.resolve(get(f"/play/{token}", {"lang": "en"}), None)
    assert response["statusCode"] == 403
    assert "Invalid link" in response["body"]
    assert response["headers"]["Content-Security-Policy"] == \
        SECURITY_HEADERS["Content-Security-Policy"]


def test_a_tampered_token_is_refused(app, game_service):
    game = started(game_service)
    token = play_path(SECRET, game.id, "p1").rsplit("/", 1)[1]
    tampered = token[:-1] + ("a" if token[-1] != "a" else "b")
    assert app.resolve(get(f"/play/{tampered}"), None)["statusCode"] == 403


def test_a_valid_token_for_a_missing_game_or_seat(app, game_service):
    gone = app.resolve(get(play_path(SECRET, "nosuchgame", "p1"), accept_language="en"),
                       None)  # a genuine link
    assert gone["statusCode"] == 410 and "no longer here" in gone["body"]
    game = started(game_service)
    assert app.resolve(get(play_path(SECRET, game.id, "p9")), None)["statusCode"] == 403


def test_names_and_commands_are_shown_as_text_never_as_markup(app, game_service):
    players = [PlayerSpec('"<script>alert(1)</script>"', "ann@example.org", "en"), *PLAYERS[1:]]
    game = started(game_service, players, title="<b>Pwn</b> & co")
    path = play_path(SECRET, game.id, "p1")
    form = {**hidden(page_of(app, game, "p1")["body"], "move-form"), "move": "large praha"}
    app.resolve(post(path, form), None)
    body = app.resolve(get(path), None)["body"]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body
    assert "&lt;b&gt;Pwn&lt;/b&gt; &amp; co" in body
    assert "<script" not in body and "<b>" not in body
    bob = hidden(page_of(app, game, "p2")["body"], "move-form")
    refused = app.resolve(post(play_path(SECRET, game.id, "p2"),
                               {**bob, "command": "<img src=x onerror=alert(1)>"}), None)
    assert refused["statusCode"] == 422 and "<img" not in refused["body"]


def test_the_site_has_an_icon(app):
    icon = app.resolve(get("/favicon.ico"), None)
    assert icon["statusCode"] == 200 and icon["headers"]["Content-Type"] == "image/svg+xml"
    assert icon["body"].startswith("<svg") and "</svg>" in icon["body"]


def test_every_response_carries_the_security_headers(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1")
    form = {**hidden(app.resolve(get(path), None)["body"], "move-form"), "move": "large praha"}
    for response in (app.resolve(get(path), None), app.resolve(post(path, form), None),
                     app.resolve(get("/no/such/page"), None), app.resolve(get("/"), None),
                     app.resolve(get("/static/style.css"), None)):
        for name, value in SECURITY_HEADERS.items():
            assert response["headers"][name] == value
    csp = SECURITY_HEADERS["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in csp and "script-src 'none'" in csp


@pytest.mark.parametrize("form, base64_body", [
    ({f"field{n}": "x" for n in range(MAX_FORM_FIELDS + 1)}, False),
    ({"command": "x" * (MAX_FORM_BYTES + 1)}, False),
    ({"command": "x" * (MAX_FORM_BYTES + 1)}, True),
])
def test_an_oversized_form_is_refused_with_a_polite_page(app, game_service, form, base64_body):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1")
    response = app.resolve(post(path, form, {"lang": "en"}, base64_body=base64_body), None)
    assert response["statusCode"] == 400
    assert "This form has expired" in response["body"]
    assert response["headers"]["Content-Security-Policy"] == \
        SECURITY_HEADERS["Content-Security-Policy"]
    assert moves_made(game_service, game.id) == []


def test_a_body_that_is_not_utf8_is_refused_with_a_polite_page(app, game_service):
    game = started(game_service)
    event = post(play_path(SECRET, game.id, "p1"), {}, {"lang": "en"}, base64_body=True)
    event["body"] = base64.b64encode(b"move=\xff\xfe").decode()
    response = app.resolve(event, None)
    assert response["statusCode"] == 400 and "This form has expired" in response["body"]


class FailingService:
    """A service whose every read fails, with details no visitor may see."""

    def view(self, game_id):
        raise RuntimeError("database password is hunter2")


def test_an_unexpected_failure_is_a_500_page_without_the_details(caplog):
    app = create_app(FailingService(), SECRET, "https://games.example.org")
    response = app.resolve(get(play_path(SECRET, "abcdefgh", "p1"), {"lang": "en"}), None)
    assert response["statusCode"] == 500
    assert "Something went wrong" in response["body"]
    assert "hunter2" not in response["body"] and "Traceback" not in response["body"]
    assert response["headers"]["Content-Security-Policy"] == \
        SECURITY_HEADERS["Content-Security-Policy"]
    assert "hunter2" in caplog.text  # the operator finds it in the log


def test_pages_are_for_phones_and_need_no_script(app, game_service):
    game = started(game_service)
    body = page_of(app, game, "p1")["body"]
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in body
    assert "<script" not in body and " style=" not in body  # the CSP forbids both
    css = app.resolve(get("/static/style.css"), None)
    assert css["statusCode"] == 200 and css["headers"]["Content-Type"].startswith("text/css")


def test_the_page_speaks_the_players_language_unless_asked_otherwise(app, game_service):
    game = started(game_service)
    czech = page_of(app, game, "p2")["body"]
    assert '<html lang="cs">' in czech and "Na tahu je Ann" in czech
    english = page_of(app, game, "p2", lang="en")["body"]
    assert '<html lang="en">' in english and "Waiting for Ann" in english
    ann = page_of(app, game, "p1", lang="cs")["body"]
    form_action = re.search(r'<form method="post" action="([^"]+)" id="move-form"', ann)
    assert form_action.group(1).endswith("?lang=cs")
    fields = hidden(ann, "move-form")
    response = app.resolve(post(play_path(SECRET, game.id, "p1"), {**fields, "move": "small brno"},
                                query={"lang": "cs"}), None)
    assert response["headers"]["Location"].endswith("done=moved&lang=cs")


def test_players_join_and_decline_from_their_page(app, game_service):
    game = game_service.create("1926", PLAYERS, "org@example.org", options={"lang": "en"})
    for seat, action in (("p1", "join"), ("p2", "decline")):
        path = play_path(SECRET, game.id, seat)
        fields = hidden(app.resolve(get(path), None)["body"], f"{action}-form")
        response = app.resolve(post(f"{path}/seat", fields), None)
        assert response["statusCode"] == 303
    seats = {s.seat: s.status for s in game_service.view(game.id).game.seats}
    assert seats == {"p1": "joined", "p2": "declined", "p3": "invited"}
    assert "You are in." in app.resolve(get(play_path(SECRET, game.id, "p1"),
                                            {"done": "joined"}), None)["body"]


def test_resigning_needs_the_confirmation_box(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p3")
    fields = hidden(app.resolve(get(path), None)["body"], "resign-form")
    assert app.resolve(post(f"{path}/seat", fields), None)["statusCode"] == 422
    assert game_service.view(game.id).game.seat("p3").status == "joined"
    confirmed = {**fields, "confirm": "yes"}
    assert app.resolve(post(f"{path}/seat", confirmed), None)["statusCode"] == 303
    assert game_service.view(game.id).game.seat("p3").status == "resigned"


def test_a_replaced_players_old_link_is_refused_and_the_new_one_works(app, game_service):
    game = started(game_service)
    old_link = play_path(SECRET, game.id, "p2")
    game = game_service.replace_player(game.id, "bob@example.org", "Dora", "dora@example.org")
    assert game.seat("p2").holder == 1
    refused = app.resolve(get(old_link, accept_language="en"),
                          None)  # saying why: the seat went to someone else
    assert refused["statusCode"] == 410 and "Someone else has this seat" in refused["body"]
    new_link = play_path(SECRET, game.id, "p2", holder=1)
    assert app.resolve(get(new_link), None)["statusCode"] == 200


def test_the_form_as_it_comes_plays_nothing(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1")
    fields = hidden(page_of(app, game, "p1")["body"], "move-form")
    response = app.resolve(post(path, {**fields, "move": "", "command": ""}), None)
    assert 'id="problem"' in response["body"]
    assert moves_made(game_service, game.id) == []


def test_what_the_player_typed_or_picked_survives_a_refusal(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1")
    fields = hidden(page_of(app, game, "p1")["body"], "move-form")
    body = app.resolve(post(path, {**fields, "move": "large brno",
                                   "command": "velkou do Atlantidy <b>"}), None)["body"]
    assert 'id="problem"' in body and moves_made(game_service, game.id) == []
    assert 'value="velkou do Atlantidy &lt;b&gt;"' in body
    assert '<option value="large brno" selected>' in body
    assert '<option value="" selected>' not in body
