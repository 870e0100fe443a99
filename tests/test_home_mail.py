"""MY GAMES / MOJE HRY by mail (issue 13): in a reply to a game's mail, the answer lists every
game of the person with a sign-in link; in a mail that answers no game, a mail of its own goes
to a player's address (and nothing to a stranger's); the sign-in mail of the web form is
delivered like any mail, outside every game's thread."""

from __future__ import annotations

from email.message import EmailMessage

import pytest
from test_mailroom_incoming import PLAYERS, SECRET, SETTINGS, Table, _text, reply
from web_events import get, hidden, post

from functions.mail.commands import CommandKind, parse_commands
from functions.service import PlayerSpec
from functions.service.people.signin import LINKS_PER_HOUR
from functions.web import create_app


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def two_games(table: Table):
    first = table.service.create("1926", PLAYERS, "org@example.org", title="Jaro 1926",
                                 options={"lang": "en"}, start=True)
    second = table.service.create(
        "westernpoly", [PlayerSpec("Dana", "dana@example.org", "cs"),
                        PlayerSpec("Bob", "bob@example.org", "cs")],
        "dana@example.org", title="Dodge City", start=True)
    table.deliver()
    return first, second


def fresh_mail(body: str, sender: str = "bob@example.org", subject: str = "",
               message_id: str = "<fresh-1@client>") -> bytes:
    """A new mail (no reply token) to the service's own address."""
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = SETTINGS.sender
    mail["Subject"] = subject
    mail["Message-ID"] = message_id
    mail.set_content(body + "\n")
    return mail.as_bytes()


@pytest.mark.parametrize("line", ["MY GAMES", "my games", "Moje hry", "MOJE HRY!", "mé hry"])
def test_my_games_is_a_command_in_both_languages(line):
    (command,) = parse_commands(line)
    assert command.kind is CommandKind.MY_GAMES


def test_my_games_in_a_reply_lists_every_game_and_links_the_home(table):
    first, second = two_games(table)
    mail = table.last("bob@example.org")
    outcome = table.receive(reply(mail, "MOJE HRY"))
    assert outcome.action == "answered" and "my games sent" in outcome.detail
    (answer,) = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == "bob@example.org"]
    text = _text(answer)
    assert "\n\ntvoje hry:" in text and "Jaro 1926:" in text and "Dodge City:" in text
    link = next(w for w in text.split() if w.startswith("https://pbm.example.org/signin/"))
    app = create_app(table.service, SECRET, "https://pbm.example.org")
    token = link.rsplit("/", 1)[1]
    form = hidden(app.resolve(get(f"/signin/{token}"), None)["body"], "confirm-form")
    assert app.resolve(post(f"/signin/{token}", form), None)["statusCode"] == 303
    assert app.resolve(post(f"/signin/{token}", form), None)["statusCode"] == 410
    assert str(answer["Subject"]) in ("Tvoje hry — Jaro 1926", "Tvoje hry — Dodge City")


def test_my_games_with_a_move_makes_one_mail(table):
    first, _ = two_games(table)
    view = table.service.view(first.id)
    mover = view.game.seat(view.game.to_move)
    turn = table.last(mover.email, "your_turn")
    outcome = table.receive(reply(turn, "large Praha\nMY GAMES"))
    assert outcome.action == "played"
    mine = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == mover.email]
    assert len(mine) == 1 and "Your games:" in _text(mine[0])


def test_my_games_in_a_new_mail_gets_a_mail_of_its_own_for_a_player_only(table):
    _, second = two_games(table)
    outcome = table.receive(fresh_mail("MY GAMES", sender="dana@example.org"))
    assert outcome.action == "answered"
    (mail,) = table.deliver()
    assert mail["To"].addresses[0].addr_spec == "dana@example.org"
    assert str(mail["Reply-To"]) == SETTINGS.sender  # no token: it answers no game
    assert "<game.home.person@pbm.example.org>" in str(mail["References"])  # no game's thread
    text = _text(mail)
    assert "Ahoj Dano," in text  # Dana plays in Czech: asked in English, answered in Czech
    dana_moves = table.service.view(second.id).game.to_move == "p1"
    assert f"Dodge City: {'jsi na tahu' if dana_moves else 'na tahu je Bob'}" in text
    assert "Jaro" not in text
    assert "https://pbm.example.org/signin/" in text
    stranger = table.receive(fresh_mail("MY GAMES", sender="eve@example.org",
                                        message_id="<fresh-2@client>"))
    assert stranger.action == "ignored" and table.deliver() == []


@pytest.mark.parametrize("body,subject", [
    ("Hi, I lost the links. MY GAMES please", ""),
    ("Dobrý den,\nztratil jsem odkazy, pošlete mi prosím MOJE HRY.\nDíky, Bob", ""),
    ("Hallo, ich habe die Links verloren.", "My games, please"),
])
def test_my_games_asked_inside_a_sentence_of_a_new_mail_is_answered(table, body, subject):
    two_games(table)
    assert table.receive(fresh_mail(body, subject=subject)).action == "answered"
    (mail,) = table.deliver()
    assert "https://pbm.example.org/signin/" in _text(mail)


def test_a_new_mail_that_only_mentions_games_stays_unanswered(table):
    two_games(table)
    raw = fresh_mail("Hi, I love my games of 1926 with you all. See you soon")
    assert table.receive(raw).action == "ignored" and table.deliver() == []


def test_a_new_mail_asking_my_games_twice_is_answered_once(table):
    two_games(table)
    raw = fresh_mail("moje hry")
    assert table.receive(raw).action == "answered"
    assert table.receive(raw).action == "duplicate"
    assert len(table.deliver()) == 1


def test_new_mails_get_at_most_the_hourly_share_of_links(table):
    two_games(table)
    for n in range(LINKS_PER_HOUR + 2):
        table.receive(fresh_mail("", subject="MY GAMES", message_id=f"<m{n}@client>"))
    assert len(table.deliver()) == LINKS_PER_HOUR


def test_a_new_mail_that_fails_authentication_gets_nothing(table):
    two_games(table)
    raw = fresh_mail("MY GAMES")
    outcome = table.receive(raw, verdicts={"spf": "FAIL", "dkim": "FAIL", "dmarc": "FAIL"})
    assert outcome.action == "dropped" and table.deliver() == []


def test_other_new_mails_stay_unanswered(table):
    two_games(table)
    assert table.receive(fresh_mail("large Praha")).action == "ignored"
    assert table.deliver() == []


def test_the_web_forms_sign_in_mail_is_delivered_with_the_link_and_the_games(table):
    first, _ = two_games(table)
    app = create_app(table.service, SECRET, "https://pbm.example.org")
    assert app.resolve(get("/"), None)["statusCode"] == 200
    app.resolve(post("/signin", {"email": "ann@example.org"}), None)
    (mail,) = table.deliver()
    text = _text(mail)
    assert mail["To"].addresses[0].addr_spec == "ann@example.org"
    assert str(mail["Subject"]) == "Your games: a link to sign in"
    state = "your move" if table.service.view(first.id).game.to_move == "p1" else "Bob to move"
    assert "Hello Ann," in text and f"Jaro 1926: {state}" in text
    assert "Dodge City" not in text
    assert "works once, within an hour" in text
    html = mail.get_body(preferencelist=("html",)).get_content()
    assert 'href="https://pbm.example.org/signin/' in html
    assert table.store.pending_notifications() == []  # sent, and marked sent


def test_a_sign_in_link_is_mailed_and_used_once_on_every_store(store, clock, fake_secrets):
    from functions.mailroom.home_mail import mail_sign_in
    from functions.service import GameService
    from functions.service.people.signin import BadLink, SignIns
    from functions.service.records.notifications import Kind

    service = GameService(store, clock, fake_secrets)
    service.create("westernpoly", [PlayerSpec("Ann", "ann@example.org", "en"),
                                   PlayerSpec("Bob", "bob@example.org", "cs")],
                   "org@example.org", start=True)
    assert mail_sign_in(service, SECRET, "https://pbm.example.org", "ann@example.org", "cs")
    assert not mail_sign_in(service, SECRET, "https://pbm.example.org", "eve@example.org", "cs")
    (mail,) = [n for n in store.pending_notifications() if n.kind == Kind.SIGN_IN
               and n.email == "ann@example.org"]
    # eve plays no game: the same writes were made, for a stand-in nobody mails
    assert [n for n in store.pending_notifications() if n.email == "eve@example.org"] == []
    from functions.mailroom.home_mail import with_games

    mail = with_games(service, mail)  # as the postman makes it
    assert mail.email == "ann@example.org" and mail.lang == "en"  # Ann's own language
    token = mail.payload["link"].rsplit("/", 1)[1]
    links = SignIns(store, clock, fake_secrets, SECRET)
    assert links.redeem(token) == "ann@example.org"
    with pytest.raises(BadLink):
        links.redeem(token)


def test_an_organizer_without_a_seat_is_answered_in_the_language_asked(table):
    two_games(table)
    outcome = table.receive(fresh_mail("Moje hry", sender="org@example.org"))
    assert outcome.action == "answered"
    (mail,) = table.deliver()
    text = _text(mail)
    assert "Teď nesedíš u žádné hry." in text and "/signin/" in text
    assert str(mail["Subject"]) == "Tvoje hry: odkaz k přihlášení"


def test_my_games_under_a_move_to_an_old_mail_is_answered(table):
    first, _ = two_games(table)
    view = table.service.view(first.id)
    mover = view.game.seat(view.game.to_move)
    old = table.last(mover.email, "your_turn")
    table.receive(reply(old, "large Praha"))
    table.deliver()
    outcome = table.receive(reply(old, "large Plzen\nMY GAMES"))  # the move is refused: old
    assert "already played" in outcome.detail
    (answer,) = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == mover.email]
    text = _text(answer)
    assert "Your games:" in text and "Jaro 1926:" in text
    assert "Skipped “large Plzen”: not played, since the turn you answered is over" in text


def test_my_games_in_a_reply_to_a_seat_no_longer_held_is_answered(table):
    first, second = two_games(table)
    # Bob's newest mail of Dodge City (a turn mail or the start mail, as the seating fell)
    old = [m for m in table.inbox("bob@example.org") if "Dodge City" in str(m["Subject"])][-1]
    table.service.remove(second.id, "bob@example.org")
    table.deliver()
    outcome = table.receive(reply(old, "MOJE HRY"))
    assert outcome.action == "answered"
    (answer,) = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == "bob@example.org"]
    assert "Jaro 1926" in _text(answer)  # the games Bob still plays
    # without MY GAMES, the token of a removed seat still acts on nothing and gets no answer
    assert table.receive(reply(old, "stars 2")).action == "ignored"
    assert table.deliver() == []


def _finished(winners, draw=False):
    """A finished game as MY GAMES reads it (a small fake of the record and the seat)."""
    from types import SimpleNamespace

    from functions.mailroom.home_mail import GameStatus
    seats = [SimpleNamespace(player="Ann", shown=lambda lang: "Ann Lee"),
             SimpleNamespace(player="Bob", shown=lambda lang: "Bob Hall")]
    record = SimpleNamespace(status=GameStatus.FINISHED, seats=seats,
                             result={"winners": winners, "draw": draw})
    return SimpleNamespace(game=record, seat=seats[0])


@pytest.mark.parametrize("winners, draw, lang, said", [
    (["Bob"], False, "cs", "skončila, vyhrál Bob Hall"),
    (["Bob"], False, "en", "over, Bob Hall won"),
    (["Ann"], False, "cs", "skončila, vyhrála jsi"),
    (["Ann"], False, "en", "over, you won"),
    # the reader among those who drew is "you", as in the game-over mail (review rev56: the
    # page said "a draw between Emily Stone and Robot Karel" to Emily)
    (["Ann", "Bob"], True, "cs", "skončila remízou: ty a Bob Hall"),
    (["Ann", "Bob"], True, "en", "over, a draw between you and Bob Hall"),
    (["Bob", "Cid"], True, "cs", "skončila remízou: Bob Hall a Cid"),
])
def test_my_games_tells_who_won_a_finished_game(winners, draw, lang, said):
    from functions.mailroom.home_mail import _state
    assert _state(_finished(winners, draw), lang) == said
