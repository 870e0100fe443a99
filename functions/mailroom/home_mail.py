"""The mails that lead a person home: the list of their games with a sign-in link, as the answer
to `MY GAMES` / `MOJE HRY` in a game's reply, and as a mail of its own (no game's thread) when
they ask on the web page or by a mail that answers no game.

A mail of its own is a notification of the pseudo-game PERSONAL: the postman renders it without
loading a game (see delivery.Postman.message). Only an address that plays or organizes a game is
ever mailed, and at most `signin.LINKS_PER_HOUR` links an hour; whoever asked sees the same
answer either way, so nobody learns from it who plays.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from functions.i18n import listing, win_kind
from functions.render.catalogue import say
from functions.render.clock import shown
from functions.service import Notification
from functions.service.games import Games
from functions.service.people.home import HomeStore, MyGame, my_games, seats_held
from functions.service.people.signin import LINK_LIFETIME, SignIns
from functions.service.records.game import GameRecord, GameStatus, Seat
from functions.service.records.labels import normal_address
from functions.service.records.notifications import Kind
from functions.service.store import Outbox, Undeliverable
from functions.service.system import iso

from .personal import PERSONAL, STAND_IN


class HomeMailStore(HomeStore, Undeliverable, Outbox, Protocol):
    """What a person's mail about their games uses of a store: their home's (their games,
    their sign-in links), whether their address takes mail, and the mail recorded."""


STAND_IN_ID = "stand-in"  # the one link id (and mail id) the stand-in's writes use


def sign_in_path(token: str) -> str:
    """The web path of a sign-in link."""
    return f"/signin/{token}"


def game_lines(games: list[MyGame], lang: str) -> list[dict[str, str]]:
    """Each game as a mail lists it: its title and where it stands for the person."""
    return [{"title": game.game.title, "state": _state(game, lang)} for game in games]


def my_games_payload(service: Games[HomeMailStore], secret: bytes, base_url: str | None, email: str,
                     lang: str) -> dict[str, Any]:
    """What a MY GAMES answer tells: the games, and a fresh sign-in link unless the address
    had its hourly share of links already (or the service has no web address)."""
    link = None
    if base_url:
        issued = SignIns(service.store, service.clock, service.secrets, secret).issue(email)
        if issued is not None:
            link = base_url.rstrip("/") + sign_in_path(issued.token)
    return {"games": game_lines(my_games(service, email, lang), lang), "link": link}


def mail_sign_in(service: Games[HomeMailStore], secret: bytes, base_url: str, email: str,
                 lang: str) -> bool:
    """Record a mail with a sign-in link and the person's games for that address; whether one
    was recorded. Nothing for an address that takes part in no game, does not take mail, or
    had its hourly share of links: the caller shows the same page in every case.

    The work is the same whoever is asked for, so that how long the answer takes tells nobody
    who plays: every lookup is made (the indexes, not the games), the link and the mail are
    made, and two writes follow: the link and the mail when they go out, else two of the same
    cost to a stand-in's row that nobody reads. The games the mail lists (and the language
    and name it greets the person in) are read when the mail is made (`with_games`, by the
    postman), out of sight of whoever asked."""
    email = normal_address(email)
    store = service.store
    links = SignIns(store, service.clock, service.secrets, secret)
    playing = store.games_of_player(email)
    organizing = store.games_of_organizer(email)
    refused = store.undeliverable(email)
    allowed = links.allowed(email)
    link = links.make(email)
    mail = Notification(
        id=f"{PERSONAL}:{Kind.SIGN_IN}:{link.token_id if link else ''}", game_id=PERSONAL,
        version=0, kind=Kind.SIGN_IN, seat=None, email=email, lang=lang,
        created_at=iso(service.clock.now()),
        payload={"name": "", "games": None,  # the postman's to read (with_games)
                 "link": base_url.rstrip("/") + sign_in_path(link.token if link else "")})
    sent = link is not None and bool(playing or organizing) and not refused and allowed
    if sent and link is not None:
        links.record(link)
        store.add_notifications([mail])
    else:  # the same two writes, of the stand-in's one link and one mail: both are there
        # already but for the first ask after they lapse, so the writes are refused and no
        # ask adds a row (nor keeps the address asked for, which a link's token spells out);
        # the postman settles the stand-in's mail unsent
        now = service.clock.now()
        store.add_sign_in(STAND_IN_ID, STAND_IN, iso(now), iso(now + LINK_LIFETIME))
        store.add_notifications([replace(
            mail, id=f"{PERSONAL}:{Kind.SIGN_IN}:{STAND_IN_ID}", email=STAND_IN,
            payload={**mail.payload, "link": base_url.rstrip("/") + sign_in_path("")})])
    return sent


def with_games(service: Games[HomeMailStore], mail: Notification) -> Notification:
    """A sign-in mail with the games it lists read now (each game once): the person's games,
    their turns first, the name they play under and the language of their newest game."""
    if mail.payload.get("games") is not None:
        return mail
    held = seats_held(service, mail.email)
    lang = held[0][1].lang if held else mail.lang  # the language chosen in their newest game
    games = my_games(service, mail.email, lang, held)
    return replace(mail, lang=lang, payload={
        **mail.payload, "name": games[0].seat.name if games else "",
        "games": game_lines(games, lang)})


def outcome(record: GameRecord, seat: Seat, lang: str) -> str:
    """How a finished game ended, for the person: who won (by the names the table shows), or
    that they did, or a draw."""
    result = record.result or {}
    winners = [str(w) for w in result.get("winners") or ()]
    shown_as = {s.player: s.shown(lang) for s in record.seats if s.player}
    names = [shown_as.get(w, w) for w in winners]
    kind = win_kind(winners, seat.player, len(record.seats), bool(result.get("draw")))
    if result.get("draw") and seat.player in winners:  # never named as a third person
        return say(lang, "my_games_draw_you", names=[
            shown_as.get(w, w) for w in winners if w != seat.player])
    if result.get("draw"):
        return say(lang, "my_games_draw", names=names)
    if kind == "_you":
        return say(lang, "my_games_you_won", name=seat.shown(lang))
    if kind == "_shared_you":  # the reader among the winners: never named as a third person
        return say(lang, "my_games_you_won_with", names=[
            shown_as.get(w, w) for w in winners if w != seat.player])
    if len(names) == 1:
        return say(lang, "my_games_won_by", name=names[0])
    return say(lang, "my_games_won_together", names=names)


def _state(game: MyGame, lang: str) -> str:
    """Where a game stands for the person, in a few words."""
    record, seat = game.game, game.seat
    if record.status == GameStatus.FINISHED and record.result and record.result.get("winners"):
        return outcome(record, seat, lang)
    if record.status != GameStatus.RUNNING:
        return say(lang, f"my_games_{record.status}")
    if not seat.active:
        return say(lang, "my_games_left")
    deadline = shown(game.deadline, game.zone, lang)
    if game.my_turn:
        return say(lang, "my_games_your_turn", deadline=deadline) if deadline \
            else say(lang, "my_games_your_turn_undated")
    names = game.waited_list
    return say(lang, "my_games_waiting_for", name=listing(lang, names) or "—", count=len(names))
