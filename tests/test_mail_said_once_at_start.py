"""Each thing said once, and the end told rightly (issue 42, conv44).

Class A: one fact told twice in one mail, by two of its parts: the organizer who plays read
"tvoje hra … byla založena a už běží. Hráči: …" and then "Hra … začala. Pořadí hráčů: …";
Goofspiel's first mail told round 1's prize in its list and again on its board.
Class B: a game that is over told in words of a game going on ("skončila, vyhrává Jana",
"Hru vyhráváš ty"): a finished game was won, in the past tense and the winner's gender (a noun
when the name does not say it).
Members are games set up and played through `pbm`, as an organizer does; the HELD_OUT ones
were written beside the others and measured last."""

from __future__ import annotations

import email
import email.policy
import mailbox
from types import SimpleNamespace

import pytest

from functions.cli import main

pytestmark = pytest.mark.usefixtures("pbm_home")

JANA = "Jana Nováková <p1@example.org>"
TOM = "Tom Hall <p2@example.org>:en"
BOHUSLAV = "Bohuslav Král <p3@example.org>"
EVA = "Eva Malá <p4@example.org>"


def _mails(home) -> list[tuple[str, str, str]]:
    """(to, subject, plain text) of every mail in the outbox."""
    box = mailbox.Maildir(home / "outbox", create=False)
    out = []
    for key in box.keys():
        message = email.message_from_bytes(box.get_bytes(key), policy=email.policy.default)
        out.append((str(message["To"]), str(message["Subject"]),
                    message.get_body(("plain",)).get_content()))
    return out


def _start(home, capsys, monkeypatch, game: str, *players: str, lang: str = "cs") -> list:
    monkeypatch.setenv("PBM_NOW", "2026-12-07T09:00")
    args = [arg for player in players for arg in ("--player", player)]
    assert main(["new", game, *args, "--lang", lang, "--title", "Pátek", "--start"]) == 0
    capsys.readouterr()
    return _mails(home)


# (game, players, language, the organizer's address, said once, never said)
ORGANIZER_PLAYS = {
    "WesternPoly, Czech, the organizer not first to move": (
        "westernpoly", (JANA, TOM, BOHUSLAV), "cs", "p1@", "začala", "a už běží"),
    "Goofspiel, English, the organizer first to move": (
        "goofspiel", (TOM.replace(":en", ""), JANA), "en", "p2@", "has started",
        "set up and has started"),
}
ORGANIZER_PLAYS_HELD_OUT = {
    "1926, Czech, four players": (
        "1926", (BOHUSLAV, JANA, EVA, TOM), "cs", "p3@", "začala", "a už běží"),
    "Goofspiel, Czech, the organizer second": (
        "goofspiel", (EVA, BOHUSLAV), "cs", "p4@", "začala", "Hráči:"),
    "WesternPoly, English": (
        "westernpoly", (TOM.replace(":en", ""), EVA, JANA), "en", "p2@", "has started",
        "Players:"),
}


@pytest.mark.parametrize("name", [*ORGANIZER_PLAYS, *ORGANIZER_PLAYS_HELD_OUT])
def test_the_organizer_who_plays_is_told_the_start_once(pbm_home, capsys, monkeypatch, name):
    game, players, lang, organizer, once, never = {**ORGANIZER_PLAYS,
                                                   **ORGANIZER_PLAYS_HELD_OUT}[name]
    mails = _start(pbm_home, capsys, monkeypatch, game, *players, lang=lang)
    theirs = [text for to, _, text in mails if organizer in to]
    assert len(theirs) == 1, mails
    text = theirs[0]
    assert text.count(once) == 1 and never not in text, text
    # what is the organizer's own is still said: the game is theirs, and where to run it
    assert {"cs": "tvoje hra", "en": "your game"}[lang] in text.casefold(), text


GOOFSPIEL_PLAYERS = {
    "Czech, two players": ((JANA, BOHUSLAV), "cs"),
}
GOOFSPIEL_PLAYERS_HELD_OUT = {
    "English, three players": ((TOM.replace(":en", ""), EVA, JANA), "en"),
    "Czech and English at one table": ((EVA, TOM, BOHUSLAV), "cs"),
}
PRIZE_NEWS = ("the prize is", "kolo: hraje se o cenu")  # the list's line, not the board's


@pytest.mark.parametrize("name", [*GOOFSPIEL_PLAYERS, *GOOFSPIEL_PLAYERS_HELD_OUT])
def test_goofspiels_first_prize_is_told_by_the_board_alone(pbm_home, capsys, monkeypatch,
                                                           name):
    players, lang = {**GOOFSPIEL_PLAYERS, **GOOFSPIEL_PLAYERS_HELD_OUT}[name]
    mails = _start(pbm_home, capsys, monkeypatch, "goofspiel", *players, lang=lang)
    assert mails
    for to, _, text in mails:
        if "Playing for the prize: " in text or "Hraje se o cenu: " in text:  # the board
            assert not any(news in text.casefold() for news in PRIZE_NEWS), (to, text)


def _finished(winners: list[str], reader: str) -> SimpleNamespace:
    from functions.mailroom.home_mail import GameStatus
    seats = [SimpleNamespace(player=p, shown=lambda lang, n=n: n)
             for p, n in (("p1", "Jana Nováková"), ("p2", "Tom Hall"),
                          ("p3", "Bohuslav Král"), ("p4", "Kim Lee"))]
    record = SimpleNamespace(status=GameStatus.FINISHED, seats=seats,
                             result={"winners": winners, "draw": False})
    return SimpleNamespace(game=record, seat=next(s for s in seats if s.player == reader))


# (winners, reader, language, the line of the reader's list of games)
WON = {
    "a woman won, read by another": (["p1"], "p2", "cs", "skončila, vyhrála Jana Nováková"),
    "the reader won, a man": (["p3"], "p3", "cs", "skončila, vyhrál jsi"),
}
WON_HELD_OUT = {
    "a man won, read by a woman": (["p3"], "p1", "cs", "skončila, vyhrál Bohuslav Král"),
    "the reader won, a woman": (["p1"], "p1", "cs", "skončila, vyhrála jsi"),
    "a name that does not say its gender": (["p4"], "p1", "cs", "skončila, vítězství: Kim Lee"),
    "two won together, read by a third": (["p1", "p3"], "p2", "cs",
                                          "skončila, společné vítězství: Jana Nováková a "
                                          "Bohuslav Král"),
    "English, two won together": (["p1", "p3"], "p2", "en",
                                  "over, Jana Nováková and Bohuslav Král won together"),
}


@pytest.mark.parametrize("name", [*WON, *WON_HELD_OUT])
def test_my_games_tells_a_finished_game_as_won(name):
    from functions.mailroom.home_mail import _state

    winners, reader, lang, said = {**WON, **WON_HELD_OUT}[name]
    assert _state(_finished(winners, reader), lang) == said


# Class A in a mail of other news that carries the reader's move read back under its list:
# "Co se mezitím stalo: - Nekupuješ Nocležnu …" and then "Tvůj tah byl přijat. Přečteno jako:
# nekupovat" (a Czech player's decline of a purchase, then an offer to them 3 minutes later).
def _carrying(kind: str, news: list, move: str, event: str):
    from test_render_letters import _ev, _folded

    read_back = {"kind": "move_read_back", "payload": {"version": 7, "text": move, "events": [
        _ev(event, player="Bob", field=3, amount=2800)]}}
    return _folded(kind, [_ev(news[0], **news[1])], [read_back])


# (kind of the mail, its news event, the reader's move read back, the event of that move)
CARRYING = {
    "an offer, and a purchase declined": (
        "trade_offer", ("trade_offer", {"player": "Ann", "to": "Bob", "offer": 3,
                                        "give": {"cash": 500}, "get": {"fields": [5]}}),
        "nekupovat", "declined"),
    "a decline of the reader's offer, and a purchase": (
        "trade_declined", ("trade_declined", {"player": "Ann", "proposer": "Bob", "offer": 1}),
        "koupit", "bought"),
}
CARRYING_HELD_OUT = {
    "an offer accepted, and a purchase declined": (
        "trade_accepted", ("trade_accepted", {"player": "Ann", "proposer": "Bob", "offer": 2}),
        "nekupovat", "declined"),
    "an offer withdrawn, and a purchase in words": (
        "trade_withdrawn", ("trade_withdrawn", {"player": "Ann", "to": "Bob", "offer": 4}),
        "jo, beru to", "bought"),
    "a new offer, and a purchase by number": (
        "trade_offer", ("trade_offer", {"player": "Ann", "to": "Bob", "offer": 5,
                                        "give": {"cash": 900}, "get": {"fields": [5]}}),
        "1", "bought"),
}


@pytest.mark.parametrize("name", [*CARRYING, *CARRYING_HELD_OUT])
def test_a_move_read_back_under_the_list_is_told_once(name):
    kind, news, move, event = {**CARRYING, **CARRYING_HELD_OUT}[name]
    text = _carrying(kind, list(news), move, event).text
    told = [line for line in text.splitlines() if "kupuješ chatrč" in line.casefold()]
    assert len(told) == 1, text  # the move, in the list
    assert "Přečteno jako" not in text and text.casefold().count("tvůj tah") == 1, text


@pytest.mark.parametrize("move, event", [("koupit", "bought"), ("nekupovat", "declined")])
def test_a_read_back_that_points_to_the_list_keeps_its_line_when_the_list_is_cut(move, event):
    """Review 21n: "Tvůj tah, uvedený výše v přehledu, byl přijat." under a list that the
    length cut had emptied of that move: the line a read-back points to is never cut."""
    from test_render_letters import NAMES, _ev, _folded

    others = [name for name in NAMES if name != "Bob"]
    news = [_ev("bought" if i % 2 else "declined", player=others[i % len(others)],
                field=1 + i % 30, amount=1000) for i in range(40)]
    read_back = {"kind": "move_read_back", "payload": {"version": 10, "text": move, "events": [
        _ev(event, player="Bob", field=3, amount=2800)]}}
    text = _folded("trade_declined", [*news, _ev("trade_declined", player="Ann",
                                                 proposer="Bob", offer=1)], [read_back]).text
    told = [line for line in text.splitlines() if "kupuješ chatrč" in line.casefold()]
    if "uvedený výše" in text:
        assert len(told) == 1, text
    else:
        assert "Přečteno jako" in text and not told, text
