"""Table talk on the web (issue 13): the message box on the player's page (to everyone or to
one player), who sees which message on the player's and the spectator's page, escaping, the
talk settings, and polite refusals with what was typed kept."""

from __future__ import annotations

from web_events import SECRET, forms, get, hidden, post

from functions.links import game_path, play_path
from functions.service import PlayerSpec

PLAYERS = [PlayerSpec("Ann", "ann@example.org", "en"), PlayerSpec("Bob", "bob@example.org", "cs"),
           PlayerSpec("Cid", "cid@example.org", "en")]


def started(game_service, public=True, **options):
    return game_service.create("1926", PLAYERS, "org@example.org",
                               options={"lang": "en", **options}, start=True, public=public)


def page(app, game, seat, **query) -> str:
    return app.resolve(get(play_path(SECRET, game.id, seat), query), None)["body"]


def say(app, game, seat, text, to="", **query):
    path = play_path(SECRET, game.id, seat) + "/talk"
    fields = hidden(page(app, game, seat), "talk-form")
    return app.resolve(post(path, {**fields, "to": to, "text": text}, query), None)


def test_a_message_to_everyone_shows_on_every_page_and_the_spectators(app, game_service):
    game = started(game_service)
    response = say(app, game, "p1", "Hello table,\nshall we begin?")
    assert response["statusCode"] == 303
    assert response["headers"]["Location"].endswith("#talk")
    for seat in ("p1", "p2", "p3"):
        assert "shall we begin?" in page(app, game, seat)
    spectator = app.resolve(get(game_path(game.id)), None)["body"]
    assert "Hello table,<br>shall we begin?" in spectator


def test_a_private_message_shows_only_to_its_sender_and_recipient(app, game_service):
    game = started(game_service)
    assert forms(page(app, game, "p1"))["talk-form"]["to"] == ["", "p2", "p3"]
    assert say(app, game, "p1", "psst, Bob", to="p2")["statusCode"] == 303
    assert "psst, Bob" in page(app, game, "p1") and "to Bob only" in page(app, game, "p1")
    assert "psst, Bob" in page(app, game, "p2") and "jen tobě" in page(app, game, "p2")
    assert "psst, Bob" not in page(app, game, "p3")
    assert "psst, Bob" not in app.resolve(get(game_path(game.id)), None)["body"]


def test_messages_are_escaped_on_every_page(app, game_service):
    game = started(game_service)
    say(app, game, "p1", '<script>alert("x")</script> & <b>bold</b>')
    for body in (page(app, game, "p2"), app.resolve(get(game_path(game.id)), None)["body"]):
        assert "<script>alert" not in body and "<b>bold</b>" not in body
        assert "&lt;script&gt;" in body and "&amp; &lt;b&gt;bold&lt;/b&gt;" in body


def test_the_form_posted_twice_says_it_once(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p1") + "/talk"
    fields = {**hidden(page(app, game, "p1"), "talk-form"), "to": "", "text": "once"}
    app.resolve(post(path, fields), None)
    app.resolve(post(path, fields), None)
    assert [m["text"] for m in game_service.talk(game.id, None)] == ["once"]


def test_a_refused_message_keeps_what_was_typed_and_says_why_in_the_players_language(
        app, game_service):
    game = started(game_service, press="public")
    assert "talk-to" not in page(app, game, "p2")  # no choice of one player
    path = play_path(SECRET, game.id, "p2") + "/talk"
    fields = {**hidden(page(app, game, "p2"), "talk-form"), "to": "p1", "text": "tajné"}
    response = app.resolve(post(path, fields), None)
    assert response["statusCode"] == 422
    assert "V této hře se dá mluvit jen k celému stolu" in response["body"]
    assert ">tajné</textarea>" in response["body"]
    assert game_service.talk(game.id, "p1") == []


def test_an_empty_message_is_answered_as_a_message_not_a_move(app, game_service):
    game = started(game_service)
    for seat, title, why in (("p2", "Zpráva nebyla odeslána", "Tvoje zpráva je prázdná"),
                             ("p1", "Message not sent", "Your message is empty")):
        response = say(app, game, seat, "   ")
        assert response["statusCode"] == 422
        assert title in response["body"] and why in response["body"]
        assert "Tah nebyl přijat" not in response["body"]
        assert "Move not accepted" not in response["body"]


def test_with_press_none_there_is_no_message_box(app, game_service):
    game = started(game_service, press="none")
    body = page(app, game, "p1")
    assert 'id="talk-form"' not in body and "Table talk is switched off" in body


def test_the_page_says_whether_the_organizer_reads_private_messages(app, game_service):
    reads = started(game_service, press_organizer="yes")
    assert "The organizer can read private messages" in page(app, reads, "p1")
    assert "organizer can read" in app.resolve(get(game_path(reads.id), {"lang": "en"}), None)["body"]
    private = started(game_service)
    assert "read only by their sender and recipient" in page(app, private, "p1")


def test_talk_settings_from_the_page(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p2") + "/talk"
    fields = hidden(page(app, game, "p2"), "talk-settings")
    assert app.resolve(post(path, {**fields, "action": "each_on"}), None)["statusCode"] == 303
    assert game_service.view(game.id).game.seat("p2").press_each
    fields = hidden(page(app, game, "p2"), "talk-settings")
    app.resolve(post(path, {**fields, "action": "mute", "seat": "p1"}), None)
    assert game_service.view(game.id).game.seat("p2").muted == ("p1",)
    say(app, game, "p1", "can you hear me?")
    assert "can you hear me?" not in page(app, game, "p2")
    assert "Ztlumení: Ann." in page(app, game, "p2")


def test_a_talk_form_of_another_seat_does_not_work(app, game_service):
    game = started(game_service)
    fields = hidden(page(app, game, "p1"), "talk-form")
    response = app.resolve(post(play_path(SECRET, game.id, "p2") + "/talk",
                                {**fields, "to": "", "text": "forged"}), None)
    assert response["statusCode"] == 400
    assert game_service.talk(game.id, None) == []


def test_the_message_box_still_works_after_the_game_moved_on_under_the_page(app, game_service):
    game = started(game_service)
    path = play_path(SECRET, game.id, "p2") + "/talk"
    fields = hidden(page(app, game, "p2"), "talk-form")
    game_service.submit(game.id, "ann@example.org", "large praha")
    response = app.resolve(post(path, {**fields, "to": "", "text": "nice move"}), None)
    assert response["statusCode"] == 303
    assert [m["text"] for m in game_service.talk(game.id, None)] == ["nice move"]


def test_the_organizer_chooses_the_talk_of_a_new_game_on_the_dashboard(app, game_service):
    from functions.links import organizer_path

    dashboard = organizer_path(SECRET, "org@example.org")
    body = app.resolve(get(dashboard, {"lang": "en"}), None)["body"]
    assert forms(body)["create-form"]["press"] == ["all", "public", "none"]
    form = {**hidden(body, "create-form"), "rules": "1926", "players": "\n".join(
        f"{p.name} <{p.email}>" for p in PLAYERS), "press": "public",
        "press_organizer": "yes", "start": "yes"}
    assert app.resolve(post(f"{dashboard}/games", form), None)["statusCode"] == 303
    [game_id] = game_service.store.games_of_organizer("org@example.org")
    record = game_service.view(game_id).game
    assert (record.press_mode, record.press_organizer) == ("public", True)
