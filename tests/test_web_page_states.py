"""Round 14's newcomer (issue 42's pages): the words and links of the pages follow what they name.

Three classes, each with members built here as people meet them (a third kept apart in
tests/test_web_page_states_held_out.py):
- every status word on a page follows the game's and the seat's state (waiting, playing,
  absent, resigned, erased, finished: won or placed), in cs and en: never "hraje" on a game
  that is over ("Hráč 5 (vymazán) — hraje");
- every link the service sends lands on what it names, open: the dashboard's `?game=` opens
  that game's controls, and keeps them open through another language and a refused form;
- every page reached through an old link says what happened, in the reader's language (the
  link's own before the browser's), and what to do: never the generic English "Invalid link".
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from web_events import SECRET, get, hidden, post

from functions.links import organizer_game_path, organizer_path, play_path
from functions.mail.tokens import Purpose, sign_web
from functions.service import PlayerSpec
from functions.service.records.game import GameStatus
from functions.service.records.notifications import Kind
from functions.service.records.seats import DECLINED, JOINED, RESIGNED
from functions.web import pages

ORGANIZER = "org@example.org"
DASHBOARD = organizer_path(SECRET, ORGANIZER)
HUMANS = [PlayerSpec("Jana Malá", "jana@example.org", "cs"),
          PlayerSpec("Tom Hall", "tom@example.org", "en")]
BOT = PlayerSpec("", "", "cs", bot="random")


def bots_game(game_service, title="Konec", lang="cs"):
    """A Goofspiel of three bots, played to its end at once."""
    record = game_service.create("goofspiel", [BOT, BOT, BOT], ORGANIZER,
                                 options={"lang": lang}, title=title, start=True)
    record = game_service.view(record.id).game
    assert record.status == GameStatus.FINISHED
    return record


def people_game(game_service, title="Běží", start=True, rules="goofspiel"):
    return game_service.create(rules, [*HUMANS, BOT], ORGANIZER, options={"lang": "cs"},
                               title=title, start=start)


def erased_in_the_end(record, seat_id="p2"):
    """A finished game as an erasure leaves it: the seat named by its pseudonym, no address,
    still the seat that played to the end."""
    return record.with_seat(replace(record.seat(seat_id), name="Hráč 2 (vymazán)", email="",
                                    bot=None, status=JOINED))


def seats_of(body: str, game_id: str) -> list[str]:
    """The dashboard's seat lines of one game, as text."""
    part = body[body.index(f'id="controls-{game_id}"'):]
    part = part[part.index('<ul class="seats">'):part.index("</ul>")]
    return [re.sub(r"<[^>]+>", "", line).replace("&lt;", "<").replace("&gt;", ">").strip()
            for line in part.split("</li>") if line.strip()]


def opened(body: str, game_id: str) -> bool:
    tag = re.search(rf'<details class="game-controls" id="controls-{game_id}"[^>]*>', body)
    assert tag, f"no controls of {game_id}"
    return " open" in tag.group(0)


def dashboard(app, lang="cs", **query):
    return app.resolve(get(DASHBOARD, {"lang": lang, **query}), None)["body"]


# --- status words -------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "won", "placed"), [("cs", "vítěz", "místo"),
                                                     ("en", "winner", "place")])
def test_a_finished_game_says_who_won_and_the_places_never_playing(app, game_service, lang, won,
                                                                    placed):
    record = bots_game(game_service)
    lines = seats_of(dashboard(app, lang), record.id)
    assert len(lines) == 3
    assert all(" — " in line for line in lines)
    assert any(line.endswith(won) for line in lines) or "shared" in " ".join(lines) \
        or "dělené" in " ".join(lines)
    assert not any(line.endswith(("hraje", "playing")) for line in lines), lines
    assert sum(placed in line for line in lines) >= 1


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_an_erased_player_of_a_finished_game_has_their_place(game_service, lang):
    record = erased_in_the_end(bots_game(game_service))
    word = pages.seat_state(record, record.seat("p2"), lang)
    assert word not in ("hraje", "playing")
    assert re.search(r"\d", word) or word in ("vítěz", "winner", "dělené vítězství", "shared win")


def test_a_player_erased_while_the_game_runs_is_told_as_erased(app, game_service):
    record = people_game(game_service)
    game_service.erase_person("tom@example.org")
    lines = seats_of(dashboard(app, "cs"), record.id)
    assert "Hráč 2 (vymazán) — údaje vymazány" in [line.split(" · ")[0] for line in lines]
    lines = seats_of(dashboard(app, "en"), record.id)
    assert any(line.startswith("Player 2 (erased) — data erased") or
               line.startswith("Hráč 2 (vymazán) — data erased") for line in lines), lines


def test_a_seat_that_confirmed_a_waiting_game_is_not_playing_yet(app, game_service):
    record = people_game(game_service, start=False)
    game_service.join(record.id, "jana@example.org")
    lines = seats_of(dashboard(app, "cs"), record.id)
    assert "Jana Malá <jana@example.org> — účast potvrzena" in lines
    assert "Tom Hall <tom@example.org> — pozvánka odeslána" in lines


@pytest.mark.parametrize(("lang", "name", "word"), [
    ("cs", "Jana Malá", "vzdala"), ("cs", "Petr Dvořák", "vzdal"),
    ("cs", "Kim Lee", "hra vzdána"), ("en", "Jana Malá", "resigned")])
def test_a_seat_that_resigned_a_game_now_over_says_so_in_the_past(game_service, lang, name,
                                                                   word):
    record = bots_game(game_service)
    record = record.with_seat(replace(record.seat("p3"), status=RESIGNED, name=name))
    assert pages.seat_state(record, record.seat("p3"), lang) == word


@pytest.mark.parametrize(("name", "word"), [("Eva Nová", "odmítla"), ("Karel Novák", "odmítl"),
                                            ("Sasha Kim", "pozvánka odmítnuta")])
def test_a_seat_that_declined_says_so_in_the_past_with_the_gender_its_name_shows(
        game_service, name, word):
    record = people_game(game_service, start=False)
    seat = record.seats[-1]
    record = record.with_seat(replace(seat, status=DECLINED, name=name))
    assert pages.seat_state(record, record.seat(seat.seat), "cs") == word


def test_a_cancelled_game_gives_its_players_no_word_of_their_own(app, game_service):
    record = people_game(game_service)
    game_service.cancel(record.id)
    lines = seats_of(dashboard(app, "cs"), record.id)
    assert lines[0] == "Jana Malá <jana@example.org>"  # the game's status says cancelled


@pytest.mark.parametrize(("lang", "word"), [("cs", "chybí, tahy hraje robot"),
                                            ("en", "away, a bot plays for them")])
def test_an_absent_player_is_absent_not_playing(game_service, lang, word):
    record = people_game(game_service)
    record = record.with_seat(replace(record.seat("p1"), missed_turns=2))
    assert record.timing.missed_turn == "autoplay"
    assert pages.seat_state(record, record.seat("p1"), lang) == word
    assert pages.seat_state(record, record.seat("p2"), lang) == {"cs": "hraje",
                                                                 "en": "playing"}[lang]


# --- the dashboard link lands on its game -------------------------------------------------------


def test_the_named_game_alone_opens_whatever_its_state(app, game_service):
    finished = bots_game(game_service, title="Dohraná")
    running = people_game(game_service, title="Běžící")
    for named, other in ((running, finished), (finished, running)):
        body = dashboard(app, game=named.id)
        assert opened(body, named.id) and not opened(body, other.id)
    body = dashboard(app)
    assert not opened(body, running.id) and not opened(body, finished.id)


def test_another_language_keeps_the_named_game_open(app, game_service):
    running = people_game(game_service)
    body = dashboard(app, game=running.id)
    english = re.search(r'href="([^"]*lang=en[^"]*)"', body).group(1).replace("&amp;", "&")
    assert f"game={running.id}" in english and english.endswith(f"#controls-{running.id}")
    path = english.split("#")[0]
    assert opened(app.resolve(get(path), None)["body"], running.id)


def test_a_refused_extend_keeps_its_game_open(app, game_service):
    running = people_game(game_service)
    bots_game(game_service)
    fields = hidden(dashboard(app, game=running.id), f"extend-{running.id}")
    response = app.resolve(post(f"{DASHBOARD}/games/{running.id}", {**fields, "hours": "zítra"},
                                {"lang": "cs"}), None)
    assert response["statusCode"] != 303
    assert opened(response["body"], running.id)


def test_every_dashboard_link_a_mail_may_carry_names_its_game():
    path = organizer_game_path(SECRET, ORGANIZER, "ab12cd34")
    assert path.startswith(DASHBOARD + "?")
    assert path.endswith("?game=ab12cd34#controls-ab12cd34")


# --- old links say what happened ---------------------------------------------------------------


def error_of(app, path, accept_language="en-US,en;q=0.9"):
    response = app.resolve(get(path, accept_language=accept_language), None)
    body = response["body"]
    heading = re.search(r"<h1>(.*?)</h1>", body, re.S).group(1).strip()
    lang = re.search(r'<html lang="(\w+)"', body).group(1)
    return response["statusCode"], lang, heading, body


def test_an_erased_players_old_link_says_so_in_their_language(app, game_service):
    record = people_game(game_service)
    old = play_path(SECRET, record.id, "p1", record.seat("p1").holder)
    game_service.erase_person("jana@example.org")
    status, lang, heading, body = error_of(app, old)  # an English browser, a Czech player
    assert (status, lang) == (410, "cs")
    assert "vymaz" in heading and "Invalid" not in body
    assert 'id="onward"' in body


def test_a_replaced_players_old_link_says_the_seat_went_to_someone_else(app, game_service):
    record = people_game(game_service)
    old = play_path(SECRET, record.id, "p2", 0)
    game_service.replace_player(record.id, "p2", "Eva Nová", "eva@example.org")
    status, lang, heading, _ = error_of(app, old, accept_language="en")
    assert (status, lang) == (410, "en") and "Someone else" in heading
    status, lang, heading, _ = error_of(app, old, accept_language="cs-CZ,cs")
    assert (status, lang) == (410, "cs") and "někdo jiný" in heading


def test_an_erased_organizers_old_game_link_says_so(app, game_service):
    record = people_game(game_service)
    token = sign_web(SECRET, record.id, "", Purpose.ORGANIZER)
    game_service.erase_person(ORGANIZER)
    status, lang, heading, _ = error_of(app, f"/organizer/{token}", accept_language="")
    assert (status, lang) == (410, "cs") and "vymaz" in heading


def test_a_forged_link_stays_a_bad_link_in_the_browsers_language(app, game_service):
    record = people_game(game_service)
    forged = play_path(b"another-secret-0123456789abcdef", record.id, "p1")
    status, lang, heading, _ = error_of(app, forged, accept_language="cs")
    assert (status, lang, heading) == (403, "cs", "Neplatný odkaz")


def sign_in_link(app, store, email):
    app.resolve(post("/signin", {"email": email}), None)
    mail = [n for n in store.pending_notifications(1000)
            if n.email == email and n.kind == Kind.SIGN_IN][-1]
    return mail.payload["link"].rsplit("/", 1)[1]


def test_an_expired_sign_in_link_speaks_the_persons_language(app, game_service, sqlite_store,
                                                             clock):
    people_game(game_service)
    token = sign_in_link(app, sqlite_store, "jana@example.org")
    clock.advance(hours=2)
    status, lang, heading, body = error_of(app, f"/signin/{token}")  # an English browser
    assert (status, lang) == (410, "cs") and "neplatí" in heading
    status, lang, _, _ = error_of(app, f"/signin/{token[:-4]}abcd")  # not ours: the browser's
    assert (status, lang) == (410, "en")


def test_a_bad_link_speaks_the_signed_in_persons_language(app, game_service, sqlite_store):
    record = people_game(game_service)
    token = sign_in_link(app, sqlite_store, "jana@example.org")
    confirm = app.resolve(get(f"/signin/{token}"), None)["body"]
    signed = app.resolve(post(f"/signin/{token}", hidden(confirm, "confirm-form")), None)
    (cookie,) = signed["cookies"]
    forged = get(play_path(b"another-secret-0123456789abcdef", record.id, "p1"),
                 accept_language="en")
    forged["cookies"] = [cookie.split(";", 1)[0]]
    body = app.resolve(forged, None)["body"]
    assert '<html lang="cs">' in body and "Neplatný odkaz" in body


def test_a_playing_organizers_set_up_news_links_the_dashboard_at_its_game(app, game_service,
                                                                          sqlite_store):
    """The organizer who plays gets the set-up news inside their seat's mail: its dashboard
    link names the game too (it was the bare dashboard, every game folded)."""
    from bench.mail_games import SECRET as MAIL_SECRET
    from bench.mail_games import SETTINGS, Outbox
    from functions.mailroom.delivery import Postman

    bots_game(game_service, title="Stará")
    record = game_service.create("goofspiel", [PlayerSpec("Olga", ORGANIZER, "cs"), *HUMANS],
                                 ORGANIZER, options={"lang": "cs"}, title="Hraju taky",
                                 start=True)
    outbox = Outbox()
    Postman(sqlite_store, outbox, SETTINGS, MAIL_SECRET, game_service.clock).deliver_pending()
    texts = [m.get_body(("plain",)).get_content() for m in outbox.sent
             if ORGANIZER in str(m["To"]) and "Hraju taky" in str(m["Subject"])]
    links = [link for text in texts for link in re.findall(r"https?://\S+/organizer/\S+", text)
             if "/unsubscribe/" not in link]
    assert links
    assert all(link.endswith(f"?game={record.id}#controls-{record.id}") for link in links), links
